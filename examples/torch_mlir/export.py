#!/usr/bin/env python3
"""Regenerate the torch-mlir training-step exports in this folder.

    .venv/bin/pip install -r requirements-torch-mlir.txt
    .venv/bin/python examples/torch_mlir/export.py            # all models
    .venv/bin/python examples/torch_mlir/export.py gpt2 cnn   # some

Every model is built from a small config with seeded random weights (no
downloads) and exported by ``remat.torch.torch_mlir_frontend`` (AOTAutograd
joint graph -> torch-mlir linalg-on-tensors).  The output is deterministic:
rerunning gives byte-identical files.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "python"))

import torch  # noqa: E402
import torch.nn as nn  # noqa: E402
import torch.nn.functional as F  # noqa: E402

from remat.torch.torch_mlir_frontend import export_training_step_torch_mlir  # noqa: E402

MLIR_OPT = "/usr/lib/llvm-22/bin/mlir-opt"


def _ids(shape, high, seed):
    g = torch.Generator().manual_seed(seed)
    return torch.randint(0, high, shape, generator=g, dtype=torch.int64)


def gpt2():
    from transformers import GPT2Config, GPT2LMHeadModel

    cfg = GPT2Config(vocab_size=256, n_positions=64, n_embd=64, n_layer=2, n_head=4,
                     resid_pdrop=0.0, embd_pdrop=0.0, attn_pdrop=0.0)
    cfg._attn_implementation = "eager"
    model = GPT2LMHeadModel(cfg)
    ids = _ids((4, 32), 256, 1)
    return model, (ids, ids.clone()), lambda m, x, y: m(input_ids=x, labels=y).loss, \
        "GPT2LMHeadModel: 2 layers, n_embd 64, 4 heads, vocab 256, batch 4 x seq 32; " \
        "input_ids and labels i64, loss = model(input_ids, labels=labels).loss"


def bert_mlm():
    from transformers import BertConfig, BertForMaskedLM

    cfg = BertConfig(vocab_size=256, hidden_size=64, num_hidden_layers=2,
                     num_attention_heads=4, intermediate_size=128,
                     max_position_embeddings=64, hidden_dropout_prob=0.0,
                     attention_probs_dropout_prob=0.0)
    cfg._attn_implementation = "eager"
    model = BertForMaskedLM(cfg)
    ids = _ids((4, 32), 256, 2)
    mask = torch.ones(4, 32, dtype=torch.int64)
    mask[1, 24:] = 0
    mask[3, 20:] = 0  # some padding, so the mask is not specialised away
    labels = ids.clone()
    return model, (ids, mask, labels), \
        lambda m, x, a, y: m(input_ids=x, attention_mask=a, labels=y).loss, \
        "BertForMaskedLM: 2 layers, hidden 64, 4 heads, FFN 128, vocab 256, batch 4 x " \
        "seq 32; input_ids, attention_mask, labels i64"


def qwen2():
    from transformers import Qwen2Config, Qwen2ForCausalLM

    cfg = Qwen2Config(vocab_size=256, hidden_size=64, intermediate_size=128,
                      num_hidden_layers=2, num_attention_heads=4, num_key_value_heads=2,
                      max_position_embeddings=64, tie_word_embeddings=False,
                      attention_dropout=0.0)
    cfg._attn_implementation = "eager"
    model = Qwen2ForCausalLM(cfg)
    ids = _ids((4, 32), 256, 3)
    return model, (ids, ids.clone()), lambda m, x, y: m(input_ids=x, labels=y).loss, \
        "Qwen2ForCausalLM: 2 layers, hidden 64, 4 heads / 2 KV heads (GQA), MLP 128, " \
        "RoPE, RMSNorm, vocab 256, batch 4 x seq 32; input_ids and labels i64"


class SmallResNet(nn.Module):
    """A torchvision-style stem + one basic residual block + head."""

    def __init__(self, classes=10, width=8):
        super().__init__()
        self.conv1 = nn.Conv2d(3, width, 3, padding=1, bias=False)
        self.bn1 = nn.BatchNorm2d(width, track_running_stats=False)
        self.relu = nn.ReLU()
        self.maxpool = nn.MaxPool2d(2, 2)
        self.layer1 = nn.Sequential(BasicBlock(width))
        self.avgpool = nn.AdaptiveAvgPool2d(1)
        self.fc = nn.Linear(width, classes)

    def forward(self, x):
        x = self.maxpool(self.relu(self.bn1(self.conv1(x))))
        x = self.layer1(x)
        return self.fc(torch.flatten(self.avgpool(x), 1))


class BasicBlock(nn.Module):
    def __init__(self, c):
        super().__init__()
        self.conv1 = nn.Conv2d(c, c, 3, padding=1, bias=False)
        self.bn1 = nn.BatchNorm2d(c, track_running_stats=False)
        self.relu = nn.ReLU()
        self.conv2 = nn.Conv2d(c, c, 3, padding=1, bias=False)
        self.bn2 = nn.BatchNorm2d(c, track_running_stats=False)

    def forward(self, x):
        y = self.relu(self.bn1(self.conv1(x)))
        return self.relu(self.bn2(self.conv2(y)) + x)


def cnn():
    model = SmallResNet()
    g = torch.Generator().manual_seed(4)
    x = torch.randn(4, 3, 32, 32, generator=g)
    y = _ids((4,), 10, 5)
    return model, (x, y), lambda m, x, y: F.cross_entropy(m(x), y), \
        "small ResNet: conv3x3(3->8) + BatchNorm2d (training mode, " \
        "track_running_stats=False) + ReLU + MaxPool2d(2), one basic block " \
        "(2 conv + 2 BN, residual), AdaptiveAvgPool2d(1), Linear(8->10); " \
        "x f32[4,3,32,32], labels i64[4], F.cross_entropy"


class DeepMLP(nn.Module):
    def __init__(self, width=64, depth=16):
        super().__init__()
        self.layers = nn.ModuleList(nn.Linear(width, width) for _ in range(depth))
        self.acts = [torch.tanh if i % 2 == 0 else torch.relu for i in range(depth)]

    def forward(self, x):
        for layer, act in zip(self.layers, self.acts):
            x = act(layer(x))
        return x


def mlp_deep():
    model = DeepMLP()
    g = torch.Generator().manual_seed(6)
    x = torch.randn(256, 64, generator=g)
    t = torch.randn(256, 64, generator=g)
    return model, (x, t), lambda m, x, t: F.mse_loss(m(x), t), \
        "16 Linear(64->64) layers, tanh/relu alternating, batch 256, MSE loss"


MODELS = {"gpt2": gpt2, "bert_mlm": bert_mlm, "qwen2": qwen2, "cnn": cnn,
          "mlp_deep": mlp_deep}


def export(name: str) -> str:
    torch.manual_seed(0)
    model, inputs, loss_fn, what = MODELS[name]()
    model.train()
    text = export_training_step_torch_mlir(model, inputs, loss_fn)
    header = (f"// Generated by examples/torch_mlir/export.py {name}: do not edit.\n"
              f"// {what}.\n"
              f"// Arguments: parameters (named_parameters order), inputs, "
              f"cotangent {{remat.cotangent}}; results: loss, gradients.\n")
    return header + text


def verify(name: str, path: str, remat_run: str, seed: int = 0) -> float:
    """Run ``path`` with remat-run's inputs for ``seed`` and compare loss and
    gradients with eager PyTorch on the same inputs, in float32 and float64.
    Returns whether remat-run is within max(10x eager float32's own error,
    1e-3) of float64: remat-run accumulates sequentially in float32, so long
    reductions (BatchNorm over N*H*W) round differently (tensors are compared by
    max-abs error over the tensor's max-abs, floored at 1e-6 of the largest
    output so that mathematically-zero gradients are compared absolutely)."""
    import json

    import numpy as np

    from remat.torch.torch_mlir_frontend import eager_step, remat_run_inputs

    text = open(path).read()
    inputs = remat_run_inputs(text, seed)
    torch.manual_seed(0)
    model, _, loss_fn, _ = MODELS[name]()
    model.train()
    ref32 = eager_step(model, loss_fn, inputs)
    ref64 = eager_step(model.double(), loss_fn,
                       [a.astype(np.float64) if a.dtype == np.float32 else a for a in inputs])
    run = subprocess.run([remat_run, path, "--json", f"--seed={seed}",
                          "--print-values=1000000000"], capture_output=True, text=True,
                         check=True)
    outs = json.loads(run.stdout)["outputs"]
    if len(outs) != len(ref64):
        raise RuntimeError(f"{name}: {len(outs)} outputs, eager has {len(ref64)}")
    floor = 1e-6 * max(float(r.abs().max()) for r in ref64)
    worst_remat = worst_eager = 0.0
    for o, r32, r64 in zip(outs, ref32, ref64):
        d = r64.numpy()
        v = np.asarray(o["values"], dtype=np.float64).reshape(d.shape)
        scale = max(float(np.abs(d).max()), floor)
        worst_remat = max(worst_remat, float(np.abs(v - d).max()) / scale)
        worst_eager = max(worst_eager, float(np.abs(r32.double().numpy() - d).max()) / scale)
    print(f"{name}: {len(outs)} outputs; max error vs float64: remat-run {worst_remat:.2e}, "
          f"eager float32 {worst_eager:.2e}")
    return worst_remat <= max(10 * worst_eager, 1e-3)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("models", nargs="*", default=list(MODELS))
    ap.add_argument("--out-dir", default=HERE)
    ap.add_argument("--verify", action="store_true",
                    help="instead of exporting, compare the files' remat-run outputs "
                    "with eager PyTorch (loss and every gradient)")
    ap.add_argument("--build-dir", default=os.path.join(HERE, "..", "..", "build"))
    args = ap.parse_args()
    if args.verify:
        remat_run = os.path.join(args.build_dir, "bin", "remat-run")
        bad = [n for n in args.models
               if not verify(n, os.path.join(args.out_dir, n + ".mlir"), remat_run)]
        if bad:
            print("remat-run differs from float64 eager by more than max(10x eager "
                  f"float32's error, 1e-3): {bad}")
        sys.exit(1 if bad else 0)
    for name in args.models:
        t0 = time.time()
        text = export(name)
        path = os.path.join(args.out_dir, name + ".mlir")
        with open(path, "w") as f:
            f.write(text)
        if os.path.exists(MLIR_OPT):
            subprocess.run([MLIR_OPT, path, "-o", os.devnull], check=True)
        print(f"{path}: {len(text):,} bytes, {time.time() - t0:.1f} s")


if __name__ == "__main__":
    main()
