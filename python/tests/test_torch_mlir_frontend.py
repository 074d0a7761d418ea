"""The torch-mlir front end (remat.torch.torch_mlir_frontend) against eager PyTorch.

Skipped unless torch and torch_mlir are importable (requirements-torch-mlir.txt)
and remat-run is built. Tiny models are exported, run by remat-run on its
pseudo-random inputs (reproduced by ``remat_run_inputs``), and the loss and
every gradient are compared with eager PyTorch on the same inputs.
"""

import json
import os
import re
import subprocess
import sys

import importlib.util

import pytest

# torch-mlir's wheel bundles its own MLIR/LLVM; loading it into a process that
# has remat's extension (remat._core, linked to Debian's libMLIR.so) aborts on
# LLVM's duplicate option registration. The tests therefore run in a child
# interpreter in which remat._core is blocked (remat.torch needs only
# remat-run, a separate program).
_CHILD = os.environ.get("REMAT_TORCH_MLIR_CHILD") == "1"

if not _CHILD:
    def test_frontend_in_separate_process():
        if importlib.util.find_spec("torch_mlir") is None:
            pytest.skip("torch_mlir is not installed (requirements-torch-mlir.txt)")
        code = ("import sys; sys.modules['remat._core'] = None; import pytest; "
                "sys.exit(pytest.main([sys.argv[1], '-q', '-p', 'no:cacheprovider']))")
        env = dict(os.environ, REMAT_TORCH_MLIR_CHILD="1")
        proc = subprocess.run([sys.executable, "-c", code, __file__], env=env,
                              capture_output=True, text=True,
                              cwd=os.path.dirname(__file__))
        assert proc.returncode == 0, proc.stdout[-4000:] + proc.stderr[-4000:]
        assert " passed" in proc.stdout, proc.stdout[-2000:]

torch = pytest.importorskip("torch")
if _CHILD:
    pytest.importorskip("torch_mlir")
elif importlib.util.find_spec("torch_mlir") is None:
    pytest.skip("torch_mlir is not installed", allow_module_level=True)
_IN_CHILD_ONLY = pytest.mark.skipif(
    not _CHILD, reason="runs in the child process of test_frontend_in_separate_process")
np = pytest.importorskip("numpy")

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from conftest import find_remat_run  # noqa: E402
from remat.torch.torch_mlir_frontend import (  # noqa: E402
    argument_types,
    eager_step,
    export_training_step_torch_mlir,
    remat_run_inputs,
)

nn = torch.nn
F = torch.nn.functional
MLIR_OPT = "/usr/lib/llvm-22/bin/mlir-opt"
RTOL, ATOL = 1e-4, 1e-6


class TokenClassifier(nn.Module):
    """Embedding lookup (ids), Linear, tanh, LayerNorm, Linear: token classes."""

    def __init__(self, vocab=16, dim=8, classes=12):
        super().__init__()
        self.embed = nn.Embedding(vocab, dim)
        self.fc = nn.Linear(dim, dim)
        self.norm = nn.LayerNorm(dim)
        self.head = nn.Linear(dim, classes)

    def forward(self, ids):
        return self.head(self.norm(torch.tanh(self.fc(self.embed(ids)))))


class PoolNet(nn.Module):
    """Conv, BatchNorm (batch statistics), ReLU, overlapping MaxPool2d
    (kernel 3, stride 2, padding 1), AdaptiveAvgPool2d, Linear."""

    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(2, 4, 3, padding=1)
        self.bn = nn.BatchNorm2d(4, track_running_stats=False)
        self.pool = nn.MaxPool2d(3, stride=2, padding=1)
        self.avg = nn.AdaptiveAvgPool2d(1)
        self.fc = nn.Linear(4, 9)

    def forward(self, x):
        x = self.pool(F.relu(self.bn(self.conv(x))))
        return self.fc(torch.flatten(self.avg(x), 1))


def _token_step():
    torch.manual_seed(0)
    model = TokenClassifier()
    ids = torch.randint(0, 16, (2, 5))
    labels = torch.randint(0, 12, (2, 5))

    def loss_fn(m, ids, labels):
        return F.cross_entropy(m(ids).reshape(-1, 12), labels.reshape(-1))

    return model, (ids, labels), loss_fn


def _pool_step():
    torch.manual_seed(0)
    model = PoolNet()
    return model, (torch.randn(2, 2, 7, 7), torch.randint(0, 9, (2,))), \
        lambda m, x, y: F.cross_entropy(m(x), y)


def _run_values(path):
    run = find_remat_run()
    if not run:
        pytest.skip("remat-run not built")
    out = subprocess.run([run, path, "--json", "--print-values=100000", "--opt-level=0"],
                         capture_output=True, text=True, check=True)
    return json.loads(out.stdout)["outputs"]


@_IN_CHILD_ONLY
@pytest.mark.parametrize("make", [_token_step, _pool_step], ids=["token", "pool"])
def test_export_matches_eager(make, tmp_path):
    model, inputs, loss_fn = make()
    text = export_training_step_torch_mlir(model, inputs, loss_fn)
    # Upstream dialects only, the cotangent marked, integer inputs kept.
    dialects = set(re.findall(r"\b([a-z_]+)\.[a-z_]+\b(?= |\()", text))
    assert not {"tm_tensor", "torch", "torch_c"} & dialects
    assert text.count("{remat.cotangent}") == 1
    types = argument_types(text)
    nparams = len(list(model.parameters()))
    assert [t[1] for t in types[nparams:-1]] == \
        ["i64" if not t.is_floating_point() else "f32" for t in inputs]
    path = tmp_path / "step.mlir"
    path.write_text(text)
    if os.path.exists(MLIR_OPT):
        subprocess.run([MLIR_OPT, str(path), "-o", os.devnull], check=True)

    outputs = _run_values(str(path))
    reference = eager_step(model, loss_fn, remat_run_inputs(text, 0))
    assert len(outputs) == len(reference) == 1 + nparams
    for i, (out, ref) in enumerate(zip(outputs, reference)):
        got = np.asarray(out["values"], dtype=np.float64).reshape(tuple(ref.shape))
        want = ref.double().numpy()
        err = np.abs(got - want).max()
        assert err <= ATOL + RTOL * np.abs(want).max(), f"output {i}: max error {err}"


@_IN_CHILD_ONLY
def test_remat_run_inputs_match_runner(tmp_path):
    """The Python copy of remat-run's input generator gives remat-run's inputs:
    an identity step returns them, and the printed values agree (a remat.seed
    argument gets the seed, a remat.range one values in its range)."""
    text = """
func.func @train_step(%a: tensor<3x4xf32>, %b: tensor<5xi64>, %c: tensor<2x2xi1>,
                      %s: tensor<i64> {remat.seed}, %r: tensor<7xi32> {remat.range = [-3, 1000]},
                      %d: tensor<f32> {remat.cotangent}) -> (tensor<3x4xf32>, tensor<5xi64>, tensor<2x2xi1>, tensor<i64>, tensor<7xi32>, tensor<f32>) {
  return %a, %b, %c, %s, %r, %d : tensor<3x4xf32>, tensor<5xi64>, tensor<2x2xi1>, tensor<i64>, tensor<7xi32>, tensor<f32>
}
"""
    path = tmp_path / "id.mlir"
    path.write_text(text)
    outputs = _run_values(str(path))
    for out, arr in zip(outputs, remat_run_inputs(text, 0)):
        assert np.array_equal(np.asarray(out["values"], dtype=np.float64),
                              arr.astype(np.float64).reshape(-1))
    assert outputs[3]["values"] == [0]                          # --seed (0)
    assert all(-3 <= v < 1000 for v in outputs[4]["values"])
    assert max(outputs[4]["values"]) >= 8                       # not the default [0, 8)
