"""remat's guarantees on the committed torch-mlir exports (examples/torch_mlir).

Only the remat binaries are needed (no torch, no torch-mlir): for each file,
remat-report's predicted peak must be >= remat-run's measured peak and within
1% of it; remat-auto at the budget half-way between the smallest peak its own
infeasibility error names (at budget=1) and the predicted peak must succeed,
with a measured peak within the budget and bit-identical outputs.

Assertions known to fail would be marked ``xfail(strict=True)`` with the
measured numbers (benchmarks/torch_mlir_check.py prints the full table); none
is, since the prediction became exact.
"""

import json
import os
import re
import subprocess

import pytest

from conftest import ROOT, find_remat_run

EXAMPLES = os.path.join(ROOT, "examples", "torch_mlir")
MODELS = ["gpt2", "bert_mlm", "qwen2", "cnn", "mlp_deep"]
TOLERANCE = 0.01

# The prediction follows the bufferized program (BufferizedPeak.h) and is
# exact on every export; these stayed for assertions that a model change
# could make fail again (then with the measured numbers as the reason).
# Before it (2026-12-01 ~10:00 UTC, tensor-level model): gpt2 predicted
# 2,867,264 < measured 3,326,528 B (-13.8%), bert_mlm -5.7%, qwen2 -9.0%,
# cnn -8.6%; remat-auto missed its budget on gpt2, bert_mlm and qwen2.
PEAK_MISMATCH = {}
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
    # --opt-level=0: the same allocations (the peak is fixed before LLVM) and the
    # same pipeline for both runs compared, at a tenth of the JIT time.
    out = subprocess.run([run, path, "--json", "--opt-level=0"], capture_output=True,
                         text=True, check=True)
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
    peak = _predicted(opt, path)
    probe = subprocess.run([opt, path, "--remat-auto=budget=1", "-o", os.devnull],
                           capture_output=True, text=True)
    match = re.search(r"reaches is (?:at most )?(\d+) bytes", probe.stderr)
    assert probe.returncode != 0 and match, probe.stderr[-2000:]
    budget = (int(match.group(1)) + peak) // 2
    _, sums = _measured(run, path)
    out = tmp_path / "auto.mlir"
    proc = subprocess.run([opt, path, f"--remat-auto=budget={budget}", "-o", str(out)],
                          capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr[-2000:]
    measured, after = _measured(run, str(out))
    assert measured <= budget, f"budget {budget}: measured {measured}"
    assert after == sums, "remat-auto changed the outputs"
