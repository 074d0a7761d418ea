"""remat's guarantees on the committed torch-mlir exports (examples/torch_mlir).

Only the remat binaries are needed (no torch, no torch-mlir): for each file,
remat-report's predicted peak must be >= remat-run's measured peak and within
1% of it; remat-auto at 90% of the predicted peak must give a measured peak
within the budget and bit-identical outputs.

Assertions that fail with today's memory model are marked
``xfail(strict=True)`` with the numbers measured when they were written
(benchmarks/torch_mlir_check.py prints the full table); when the model is made
exact they XPASS, which fails the run, and the marker must be removed.
"""

import json
import os
import subprocess

import pytest

from conftest import ROOT, find_remat_run

EXAMPLES = os.path.join(ROOT, "examples", "torch_mlir")
MODELS = ["gpt2", "bert_mlm", "qwen2", "cnn", "mlp_deep"]
TOLERANCE = 0.01
BUDGET_FRACTION = 0.9

# Measured 2026-12-01 with the build of that morning (remat-report / remat-run).
PEAK_MISMATCH = {
    "gpt2": "predicted 931,392 < measured 1,152,064 B (-19.2%)",
    "bert_mlm": "predicted 658,368 < measured 693,952 B (-5.1%)",
    "qwen2": "predicted 790,208 < measured 798,528 B (-1.0%)",
    "cnn": "predicted 135,936 < measured 148,288 B (-8.3%)",
}
AUTO_MISMATCH = {}


def _tools():
    run = find_remat_run()
    if not run:
        pytest.skip("remat-run not built")
    opt = os.path.join(os.path.dirname(run), "remat-opt")
    if not os.access(opt, os.X_OK):
        pytest.skip("remat-opt not built")
    return opt, run


def _predicted(opt, path):
    out = subprocess.run([opt, path, "--remat-report=output=- remarks=false", "-o", os.devnull],
                         capture_output=True, text=True, check=True)
    return json.loads(out.stdout)["functions"][0]["peak_bytes"]


def _measured(run, path):
    out = subprocess.run([run, path, "--json"], capture_output=True, text=True, check=True)
    data = json.loads(out.stdout)
    return data["peak_bytes"], [o["checksum"] for o in data["outputs"]]


def _marked(name, known):
    marks = []
    if name in known:
        marks.append(pytest.mark.xfail(strict=True, reason=known[name]))
    return pytest.param(name, marks=marks, id=name)


@pytest.mark.parametrize("name", [_marked(n, PEAK_MISMATCH) for n in MODELS])
def test_predicted_peak_matches_measured(name):
    opt, run = _tools()
    path = os.path.join(EXAMPLES, name + ".mlir")
    predicted = _predicted(opt, path)
    measured, _ = _measured(run, path)
    assert predicted >= measured, f"predicted {predicted} < measured {measured}"
    assert predicted <= measured * (1 + TOLERANCE), \
        f"predicted {predicted} more than {TOLERANCE:.0%} over measured {measured}"


@pytest.mark.parametrize("name", [_marked(n, AUTO_MISMATCH) for n in MODELS])
def test_auto_budget_kept_and_bit_identical(name, tmp_path):
    opt, run = _tools()
    path = os.path.join(EXAMPLES, name + ".mlir")
    budget = int(_predicted(opt, path) * BUDGET_FRACTION)
    _, sums = _measured(run, path)
    out = tmp_path / "auto.mlir"
    proc = subprocess.run([opt, path, f"--remat-auto=budget={budget}", "-o", str(out)],
                          capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr[-2000:]
    measured, after = _measured(run, str(out))
    assert measured <= budget, f"budget {budget}: measured {measured}"
    assert after == sums, "remat-auto changed the outputs"
