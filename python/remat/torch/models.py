"""Small, deterministic training-step models for the remat PyTorch exporter.

Every entry of ``MODELS`` builds ``(model, example_inputs, loss_fn)`` where
``loss_fn(model, *example_inputs)`` returns the scalar loss.  All example inputs
are float32 (token models are fed ``inputs_embeds``; targets are float), random
weights with a fixed seed, dropout 0.
"""

from __future__ import annotations

import torch
import torch.nn as nn
import torch.nn.functional as F

SEED = 0


def soft_cross_entropy(logits: torch.Tensor, target_probs: torch.Tensor) -> torch.Tensor:
    """Cross-entropy against a float (soft) target distribution, mean over rows."""
    logp = torch.log_softmax(logits, dim=-1)
    return -(target_probs * logp).sum(dim=-1).mean()


def _no_packed_sequences():
    """transformers' mask builder inspects position ids with a data-dependent
    branch (packed-sequence detection) that AOTAutograd cannot trace.  Our
    batches hold one sequence per row, for which it returns None anyway."""
    from unittest import mock

    from transformers import masking_utils

    return mock.patch.object(masking_utils, "find_packed_sequence_indices", lambda *a, **k: None)


def _soft_target(*shape: int) -> torch.Tensor:
    return torch.softmax(torch.randn(*shape), dim=-1)


# ----------------------------------------------------------------------------- MLP
class MLP(nn.Module):
    def __init__(self, d_in=64, d_hidden=128, d_out=16, n_layers=3):
        super().__init__()
        dims = [d_in] + [d_hidden] * (n_layers - 1)
        self.layers = nn.ModuleList()
        for i in range(n_layers - 1):
            blk = nn.Module()
            blk.fc = nn.Linear(dims[i], dims[i + 1])
            blk.act = nn.GELU()
            self.layers.append(blk)
        self.head = nn.Linear(dims[-1], d_out)

    def forward(self, x):
        for blk in self.layers:
            x = blk.act(blk.fc(x))
        return self.head(x)


def build_mlp():
    torch.manual_seed(SEED)
    model = MLP()
    x = torch.randn(8, 64)
    y = torch.randn(8, 16)

    def loss_fn(m, x, y):
        return F.mse_loss(m(x), y)

    return model, (x, y), loss_fn


# ----------------------------------------------------------------------------- GPT-2
def build_gpt2(batch=2, seq=32):
    """``batch`` sequences of ``seq`` tokens (2 x 32 in examples/models; 4 x 16 in
    examples/models/*_b4.mlir, a batch that splits over 4 ranks)."""
    from transformers import GPT2Config, GPT2LMHeadModel

    torch.manual_seed(SEED)
    cfg = GPT2Config(
        vocab_size=128, n_positions=32, n_embd=64, n_layer=2, n_head=4,
        resid_pdrop=0.0, embd_pdrop=0.0, attn_pdrop=0.0, use_cache=False,
        bos_token_id=0, eos_token_id=0,
    )
    cfg._attn_implementation = "eager"
    model = GPT2LMHeadModel(cfg)
    return _causal_lm_step(model, batch, seq)


def _causal_lm_step(model, batch, seq):
    """The step of a small Hugging Face causal LM (64-wide embeddings, 128-token
    vocabulary): embeddings in, soft-target cross-entropy out; the inputs are drawn
    after the model so that the seed gives the same weights and inputs as before."""
    model.train()
    x = torch.randn(batch, seq, 64) * 0.5
    y = _soft_target(batch, seq, 128)

    def loss_fn(m, x, y):
        with _no_packed_sequences():
            logits = m(inputs_embeds=x, use_cache=False).logits
        return soft_cross_entropy(logits, y)

    return model, (x, y), loss_fn


# ----------------------------------------------------------------------------- Llama
def build_llama(batch=2, seq=32):
    """``batch`` sequences of ``seq`` tokens (2 x 32 in examples/models; 4 x 16 in
    examples/models/*_b4.mlir, a batch that splits over 4 ranks)."""
    from transformers import LlamaConfig, LlamaForCausalLM

    torch.manual_seed(SEED)
    cfg = LlamaConfig(
        vocab_size=128, hidden_size=64, intermediate_size=128, num_hidden_layers=2,
        num_attention_heads=4, num_key_value_heads=4, max_position_embeddings=32,
        attention_dropout=0.0, use_cache=False, tie_word_embeddings=False,
        bos_token_id=0, eos_token_id=0, pad_token_id=None,
    )
    cfg._attn_implementation = "eager"
    model = LlamaForCausalLM(cfg)
    return _causal_lm_step(model, batch, seq)


# ----------------------------------------------------------------------------- ResNet
class BasicBlock(nn.Module):
    def __init__(self, cin, cout, stride):
        super().__init__()
        self.conv1 = nn.Conv2d(cin, cout, 3, stride, 1, bias=False)
        self.bn1 = nn.BatchNorm2d(cout, track_running_stats=False)
        self.conv2 = nn.Conv2d(cout, cout, 3, 1, 1, bias=False)
        self.bn2 = nn.BatchNorm2d(cout, track_running_stats=False)
        self.relu = nn.ReLU()
        self.downsample = None
        if stride != 1 or cin != cout:
            self.downsample = nn.Sequential(
                nn.Conv2d(cin, cout, 1, stride, 0, bias=False),
                nn.BatchNorm2d(cout, track_running_stats=False),
            )

    def forward(self, x):
        out = self.relu(self.bn1(self.conv1(x)))
        out = self.bn2(self.conv2(out))
        idt = x if self.downsample is None else self.downsample(x)
        return self.relu(out + idt)


class ResNet18(nn.Module):
    """ResNet-18 layout (2-2-2-2 basic blocks), reduced widths, CIFAR-style stem
    (3x3 conv, no max-pool: max-pool indices would be integer tensors)."""

    def __init__(self, widths=(8, 16, 32, 64), num_classes=10):
        super().__init__()
        self.conv1 = nn.Conv2d(3, widths[0], 3, 1, 1, bias=False)
        self.bn1 = nn.BatchNorm2d(widths[0], track_running_stats=False)
        self.relu = nn.ReLU()
        layers = []
        cin = widths[0]
        for i, w in enumerate(widths):
            stride = 1 if i == 0 else 2
            layers.append(nn.Sequential(BasicBlock(cin, w, stride), BasicBlock(w, w, 1)))
            cin = w
        self.layer1, self.layer2, self.layer3, self.layer4 = layers
        self.fc = nn.Linear(cin, num_classes)

    def forward(self, x):
        x = self.relu(self.bn1(self.conv1(x)))
        x = self.layer4(self.layer3(self.layer2(self.layer1(x))))
        x = x.mean(dim=(2, 3))
        return self.fc(x)


def build_resnet18():
    torch.manual_seed(SEED)
    model = ResNet18()
    model.train()
    x = torch.randn(2, 3, 32, 32)
    y = _soft_target(2, 10)

    def loss_fn(m, x, y):
        return soft_cross_entropy(m(x), y)

    return model, (x, y), loss_fn


# ----------------------------------------------------------------------------- ViT
def build_vit():
    from transformers import ViTConfig, ViTForImageClassification

    torch.manual_seed(SEED)
    cfg = ViTConfig(
        image_size=32, patch_size=8, num_channels=3, hidden_size=64, num_hidden_layers=2,
        num_attention_heads=4, intermediate_size=128, hidden_dropout_prob=0.0,
        attention_probs_dropout_prob=0.0, num_labels=10,
    )
    cfg._attn_implementation = "eager"
    model = ViTForImageClassification(cfg)
    model.train()
    x = torch.randn(2, 3, 32, 32)
    y = _soft_target(2, 10)

    def loss_fn(m, x, y):
        return soft_cross_entropy(m(pixel_values=x).logits, y)

    return model, (x, y), loss_fn


def build_gpt2_b4():
    """gpt2 with a batch of 4 sequences of 16 tokens (the same 64 tokens): its
    batch splits over 4 ranks (docs/Sharding.md)."""
    return build_gpt2(batch=4, seq=16)


def build_llama_b4():
    """llama with a batch of 4 x 16 tokens, for 4 ranks like gpt2_b4."""
    return build_llama(batch=4, seq=16)


def build_gpt2_b32():
    """gpt2 with a global batch of 32 sequences of 16 tokens: under dp each of
    4 ranks holds 8 sequences, so the activations, not the replicated
    gradients, dominate a rank's peak (docs/Sharding.md, "Larger batches")."""
    return build_gpt2(batch=32, seq=16)


def build_llama_b32():
    """llama with a global batch of 32 x 16 tokens, like gpt2_b32."""
    return build_llama(batch=32, seq=16)


MODELS = {
    "mlp": build_mlp,
    "gpt2": build_gpt2,
    "gpt2_b4": build_gpt2_b4,
    "gpt2_b32": build_gpt2_b32,
    "llama": build_llama,
    "llama_b4": build_llama_b4,
    "llama_b32": build_llama_b32,
    "resnet18": build_resnet18,
    "vit": build_vit,
}
