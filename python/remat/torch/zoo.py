"""Training steps written the usual way (small configurations, random weights).

Each builder returns ``(model, example_inputs, loss_fn)`` with
``loss = loss_fn(model, *example_inputs)``: integer ids and labels, HF's
``.loss``, default sdpa attention and dropout, BatchNorm with running
statistics, max-pool.  ``benchmarks/torch_models_table.py`` verifies all of
them; any one exports with

    python -m remat.torch.export --model remat.torch.zoo:gpt2 --out gpt2_ids.mlir
"""

from __future__ import annotations

import torch
import torch.nn as nn
import torch.nn.functional as F

V, S, B = 128, 16, 2  # vocab, sequence length, batch
SEED = 0


def seeded(build):
    """Builders are deterministic: the same weights and inputs on every call."""
    import functools

    @functools.wraps(build)
    def wrapper():
        torch.manual_seed(SEED)
        return build()
    return wrapper


def _ids(*shape, hi=V):
    return torch.randint(0, hi, shape)


# ------------------------------------------------------------------ HF language models
def _gpt2(layers):
    from transformers import GPT2Config, GPT2LMHeadModel
    cfg = GPT2Config(vocab_size=V, n_positions=S, n_embd=64, n_layer=layers, n_head=4,
                     bos_token_id=0, eos_token_id=0)                      # default dropout 0.1, sdpa
    m = GPT2LMHeadModel(cfg).train()
    ids = _ids(B, S)
    return m, (ids,), lambda m, ids: m(input_ids=ids, labels=ids).loss


@seeded
def gpt2():
    return _gpt2(2)


@seeded
def gpt2_12l():
    """gpt2 with GPT-2 small's 12 layers (at gpt2's width): a larger graph for planning time."""
    return _gpt2(12)


def _causal_lm(cfg_cls, model_cls, **kw):
    cfg = cfg_cls(vocab_size=V, hidden_size=64, intermediate_size=128, num_hidden_layers=2,
                  num_attention_heads=4, max_position_embeddings=S, use_cache=False,
                  bos_token_id=0, eos_token_id=0, pad_token_id=None, **kw)
    m = model_cls(cfg).train()
    ids = _ids(B, S)
    return m, (ids,), lambda m, ids: m(input_ids=ids, labels=ids).loss


@seeded
def llama():
    from transformers import LlamaConfig, LlamaForCausalLM
    return _causal_lm(LlamaConfig, LlamaForCausalLM, num_key_value_heads=2)


@seeded
def qwen2():
    from transformers import Qwen2Config, Qwen2ForCausalLM
    return _causal_lm(Qwen2Config, Qwen2ForCausalLM, num_key_value_heads=2)


@seeded
def mistral():
    from transformers import MistralConfig, MistralForCausalLM
    return _causal_lm(MistralConfig, MistralForCausalLM, num_key_value_heads=2, sliding_window=None)


@seeded
def opt():
    from transformers import OPTConfig, OPTForCausalLM
    cfg = OPTConfig(vocab_size=V, hidden_size=64, ffn_dim=128, num_hidden_layers=2, num_attention_heads=4,
                    max_position_embeddings=S, word_embed_proj_dim=64, dropout=0.1, use_cache=False,
                    bos_token_id=0, eos_token_id=0, pad_token_id=1)
    m = OPTForCausalLM(cfg).train()
    ids = _ids(B, S)
    mask = torch.ones(B, S, dtype=torch.long)
    return m, (ids, mask), lambda m, ids, mask: m(input_ids=ids, attention_mask=mask, labels=ids).loss


@seeded
def bert_mlm():
    from transformers import BertConfig, BertForMaskedLM
    cfg = BertConfig(vocab_size=V, hidden_size=64, num_hidden_layers=2, num_attention_heads=4,
                     intermediate_size=128, max_position_embeddings=S)          # dropout 0.1, sdpa
    m = BertForMaskedLM(cfg).train()
    ids = _ids(B, S)
    mask = torch.ones(B, S, dtype=torch.long)
    mask[1, S - 4:] = 0                                                         # padding
    labels = torch.full((B, S), -100)
    labels[:, 2] = ids[:, 2]
    labels[:, 7] = ids[:, 7]
    return m, (ids, mask, labels), \
        lambda m, ids, mask, labels: m(input_ids=ids, attention_mask=mask, labels=labels).loss


@seeded
def t5():
    from transformers import T5Config, T5ForConditionalGeneration
    cfg = T5Config(vocab_size=V, d_model=64, d_kv=16, d_ff=128, num_layers=2, num_heads=4,
                   decoder_start_token_id=0, pad_token_id=0, eos_token_id=1, use_cache=False)
    m = T5ForConditionalGeneration(cfg).train()
    ids, labels = _ids(B, S), _ids(B, 8, hi=V)
    return m, (ids, labels), lambda m, ids, labels: m(input_ids=ids, labels=labels).loss


@seeded
def vit_dropout():
    from transformers import ViTConfig, ViTForImageClassification
    cfg = ViTConfig(image_size=32, patch_size=8, hidden_size=64, num_hidden_layers=2, num_attention_heads=4,
                    intermediate_size=128, hidden_dropout_prob=0.1, attention_probs_dropout_prob=0.1,
                    num_labels=10)
    m = ViTForImageClassification(cfg).train()
    x, y = torch.randn(B, 3, 32, 32), torch.randint(0, 10, (B,))
    return m, (x, y), lambda m, x, y: m(pixel_values=x, labels=y).loss


# ------------------------------------------------------------------ CNNs (torchvision-style)
class BasicBlock(nn.Module):
    def __init__(self, cin, cout, stride):
        super().__init__()
        self.conv1 = nn.Conv2d(cin, cout, 3, stride, 1, bias=False)
        self.bn1 = nn.BatchNorm2d(cout)
        self.conv2 = nn.Conv2d(cout, cout, 3, 1, 1, bias=False)
        self.bn2 = nn.BatchNorm2d(cout)
        self.relu = nn.ReLU(inplace=True)
        self.downsample = None
        if stride != 1 or cin != cout:
            self.downsample = nn.Sequential(nn.Conv2d(cin, cout, 1, stride, bias=False), nn.BatchNorm2d(cout))

    def forward(self, x):
        out = self.relu(self.bn1(self.conv1(x)))
        out = self.bn2(self.conv2(out))
        return self.relu(out + (x if self.downsample is None else self.downsample(x)))


class ResNet(nn.Module):
    """torchvision's ResNet-18 layout (7x7 stem, max-pool, BatchNorm with running
    statistics, adaptive average pool), reduced widths; `blocks` basic blocks per
    stage ((3, 4, 6, 3): ResNet-34)."""

    def __init__(self, widths=(8, 16, 32, 64), classes=10, blocks=(2, 2, 2, 2)):
        super().__init__()
        self.conv1 = nn.Conv2d(3, widths[0], 7, 2, 3, bias=False)
        self.bn1 = nn.BatchNorm2d(widths[0])
        self.relu = nn.ReLU(inplace=True)
        self.maxpool = nn.MaxPool2d(3, 2, 1)
        cin, layers = widths[0], []
        for i, (w, n) in enumerate(zip(widths, blocks)):
            stage = [BasicBlock(cin, w, 1 if i == 0 else 2)] + [BasicBlock(w, w, 1) for _ in range(n - 1)]
            layers.append(nn.Sequential(*stage))
            cin = w
        self.layer1, self.layer2, self.layer3, self.layer4 = layers
        self.avgpool = nn.AdaptiveAvgPool2d((1, 1))
        self.fc = nn.Linear(cin, classes)

    def forward(self, x):
        x = self.maxpool(self.relu(self.bn1(self.conv1(x))))
        x = self.layer4(self.layer3(self.layer2(self.layer1(x))))
        return self.fc(torch.flatten(self.avgpool(x), 1))


def _resnet(blocks):
    # 64x64 images: layer4's BatchNorm normalizes over 2 x 2 x 2 values (at 32x32 over 2,
    # where float32 eager itself is off from float64 by more than the tolerance)
    m = ResNet(widths=(4, 8, 16, 32), blocks=blocks).train()
    x, y = torch.randn(B, 3, 64, 64), torch.randint(0, 10, (B,))
    return m, (x, y), lambda m, x, y: F.cross_entropy(m(x), y)


@seeded
def resnet18():
    return _resnet((2, 2, 2, 2))


@seeded
def resnet34():
    """ResNet-34's depth (3, 4, 6, 3 blocks) at resnet18's widths and images: a larger
    graph (3,365 solver nodes) for planning time."""
    return _resnet((3, 4, 6, 3))


class InvertedResidual(nn.Module):
    def __init__(self, cin, cout, stride, expand):
        super().__init__()
        hid = cin * expand
        self.use_res = stride == 1 and cin == cout
        self.conv = nn.Sequential(
            nn.Conv2d(cin, hid, 1, bias=False), nn.BatchNorm2d(hid), nn.ReLU6(inplace=True),
            nn.Conv2d(hid, hid, 3, stride, 1, groups=hid, bias=False), nn.BatchNorm2d(hid), nn.ReLU6(inplace=True),
            nn.Conv2d(hid, cout, 1, bias=False), nn.BatchNorm2d(cout))

    def forward(self, x):
        return x + self.conv(x) if self.use_res else self.conv(x)


class MobileNetV2(nn.Module):
    """torchvision's MobileNetV2 structure (``features.N`` inverted residual
    blocks: depthwise convolutions, ReLU6, BatchNorm), width 1/8, dropout 0.2."""

    def __init__(self, classes=10):
        super().__init__()
        cfg = [(1, 8, 1, 1), (6, 8, 2, 2), (6, 16, 2, 2), (6, 24, 1, 1)]
        layers = [nn.Sequential(nn.Conv2d(3, 8, 3, 2, 1, bias=False), nn.BatchNorm2d(8), nn.ReLU6(inplace=True))]
        cin = 8
        for t, c, n, s in cfg:
            for i in range(n):
                layers.append(InvertedResidual(cin, c, s if i == 0 else 1, t))
                cin = c
        layers.append(nn.Sequential(nn.Conv2d(cin, 64, 1, bias=False), nn.BatchNorm2d(64), nn.ReLU6(inplace=True)))
        self.features = nn.Sequential(*layers)
        self.classifier = nn.Sequential(nn.Dropout(0.2), nn.Linear(64, classes))

    def forward(self, x):
        x = F.adaptive_avg_pool2d(self.features(x), (1, 1))
        return self.classifier(torch.flatten(x, 1))


@seeded
def mobilenet_v2():
    m = MobileNetV2().train()
    x, y = torch.randn(B, 3, 32, 32), torch.randint(0, 10, (B,))
    return m, (x, y), lambda m, x, y: F.cross_entropy(m(x), y, label_smoothing=0.1)


# ------------------------------------------------------------------ RNN language models
class RNNLM(nn.Module):
    def __init__(self, cell, D=32, layers=2):
        super().__init__()
        self.emb = nn.Embedding(V, D)
        self.rnn = cell(D, D, num_layers=layers, batch_first=True, dropout=0.1)
        self.drop = nn.Dropout(0.1)
        self.head = nn.Linear(D, V)

    def forward(self, ids):
        h, _ = self.rnn(self.drop(self.emb(ids)))
        return self.head(self.drop(h))


def _rnn_lm(cell):
    m = RNNLM(cell).train()
    ids = _ids(B, S)

    def loss_fn(m, ids):
        logits = m(ids[:, :-1])
        return F.cross_entropy(logits.reshape(-1, V), ids[:, 1:].reshape(-1))

    return m, (ids,), loss_fn


@seeded
def lstm_lm():
    return _rnn_lm(nn.LSTM)


@seeded
def gru_lm():
    return _rnn_lm(nn.GRU)


# ------------------------------------------------------------------ mixed precision
@seeded
def gpt2_bf16():
    m, inputs, loss_fn = gpt2()
    return m.to(torch.bfloat16), inputs, loss_fn


@seeded
def gpt2_f16():
    m, inputs, loss_fn = gpt2()
    return m.half(), inputs, loss_fn


@seeded
def resnet18_f16():
    m, (x, y), loss_fn = resnet18()
    return m.half(), (x.half(), y), loss_fn


@seeded
def llama_autocast_bf16():
    m, inputs, loss_fn = llama()

    def amp(m, ids):
        with torch.autocast("cpu", dtype=torch.bfloat16):
            return loss_fn(m, ids)

    return m, inputs, amp


@seeded
def mlp_dropout():
    m = nn.Sequential(nn.Linear(64, 128), nn.GELU(), nn.Dropout(0.2), nn.Linear(128, 128), nn.SiLU(),
                      nn.Dropout(0.2), nn.Linear(128, 10)).train()
    x, y = torch.randn(32, 64), torch.randint(0, 10, (32,))
    return m, (x, y), lambda m, x, y: F.cross_entropy(m(x), y)


MODELS = {
    "gpt2": ("GPT-2, input_ids + labels (`.loss`), sdpa, dropout 0.1", gpt2),
    "bert_mlm": ("BERT masked LM, ids + padding mask + labels (-100), sdpa, dropout 0.1", bert_mlm),
    "llama": ("Llama, ids + labels, sdpa, GQA (4 q / 2 kv heads)", llama),
    "qwen2": ("Qwen2, ids + labels, sdpa, GQA", qwen2),
    "mistral": ("Mistral, ids + labels, sdpa, GQA", mistral),
    "opt": ("OPT, ids + attention mask + labels, dropout 0.1", opt),
    "t5": ("T5 encoder-decoder, ids + labels, dropout 0.1", t5),
    "vit_dropout": ("ViT classification, pixel_values + labels, dropout 0.1", vit_dropout),
    "resnet18": ("ResNet-18 layout (torchvision-style, widths 4-32, 64×64), BatchNorm running stats, max-pool, "
                 "F.cross_entropy", resnet18),
    "mobilenet_v2": ("MobileNetV2 (torchvision-style), depthwise conv, ReLU6, BN stats, dropout, label smoothing",
                     mobilenet_v2),
    "lstm_lm": ("LSTM language model (2 layers, dropout), F.cross_entropy", lstm_lm),
    "gru_lm": ("GRU language model (2 layers, dropout), F.cross_entropy", gru_lm),
    "mlp_dropout": ("MLP, GELU/SiLU, dropout 0.2, integer labels", mlp_dropout),
    "gpt2_bf16": ("GPT-2 as above, `model.to(torch.bfloat16)`", gpt2_bf16),
    "gpt2_f16": ("GPT-2 as above, `model.half()`", gpt2_f16),
    "resnet18_f16": ("ResNet-18 as above, `model.half()`, f16 images", resnet18_f16),
    "llama_autocast_bf16": ("Llama as above under `torch.autocast('cpu', torch.bfloat16)`", llama_autocast_bf16),
}
