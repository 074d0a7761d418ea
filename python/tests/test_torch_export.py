"""Numerical check of the PyTorch exporter (remat.torch).

Each model's exported training step is lowered with the CPU pipeline
(mlir-opt, see remat.torch.export.LOWER_PIPELINE), run with mlir-runner on the
exact parameters/inputs used by PyTorch eager (cotangent 1.0), and its loss and
gradients are compared with ``loss.backward()``.

Tolerance (float32, per result tensor ``t``; values are printed by
printMemrefF32 with 6 significant digits):
    max|mlir - eager| <= ATOL + RTOL * max|eager(t)|,  RTOL = 1e-4, ATOL = 1e-6
"""

import os
import shutil
import subprocess
import sys

import pytest

torch = pytest.importorskip("torch")

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from remat.torch.check import MLIR_RUNNER, RUNNER_LIBS, check_model  # noqa: E402
from remat.torch.export import LOWER_PIPELINE, MLIR_OPT  # noqa: E402

RTOL, ATOL = 1e-4, 1e-6
ROOT = os.path.join(os.path.dirname(__file__), "..", "..")

needs_mlir = pytest.mark.skipif(
    not (os.path.exists(MLIR_OPT) and os.path.exists(MLIR_RUNNER) and all(map(os.path.exists, RUNNER_LIBS))),
    reason="mlir-opt / mlir-runner / runner libs not found")


def _needs_transformers(name):
    if name in ("gpt2", "llama", "vit"):
        pytest.importorskip("transformers")


@needs_mlir
@pytest.mark.parametrize("name", ["mlp", "gpt2", "llama", "resnet18", "vit"])
def test_numerics_vs_eager(name):
    _needs_transformers(name)
    r = check_model(name)
    for tname, abs_err, rel_err in r["per_tensor"]:
        scale = abs_err / rel_err if rel_err > 0 else 0.0
        assert abs_err <= ATOL + RTOL * scale, (name, tname, abs_err, scale)


@needs_mlir
@pytest.mark.parametrize("name", ["mlp", "gpt2", "llama", "resnet18", "vit"])
def test_committed_example_verifies(name):
    path = os.path.join(ROOT, "examples", "models", f"{name}.mlir")
    if not os.path.exists(path):
        pytest.skip("example not generated")
    r = subprocess.run([MLIR_OPT, path, *LOWER_PIPELINE, "-o", os.devnull], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr[:2000]
    text = open(path).read()
    assert "{remat.cotangent}" in text
    assert "@train_step(" in text


def test_export_api_small_module():
    from remat.torch import export_training_step

    torch.manual_seed(0)
    m = torch.nn.Sequential(torch.nn.Linear(4, 8), torch.nn.Tanh(), torch.nn.Linear(8, 2))
    x, y = torch.randn(3, 4), torch.randn(3, 2)
    text = export_training_step(m, (x, y), lambda mod, a, b: torch.nn.functional.mse_loss(mod(a), b))
    assert 'loc("0")' in text and 'loc("2")' in text          # forward module paths
    assert 'loc("backward.2")' in text                        # backward ops
    assert "%tangents_1: tensor<f32> {remat.cotangent}" in text
    assert "i64" not in text.split(") -> (")[0]               # float arguments only
    if os.path.exists(MLIR_OPT):
        r = subprocess.run([MLIR_OPT, "-"], input=text, capture_output=True, text=True)
        assert r.returncode == 0, r.stderr[:2000]
