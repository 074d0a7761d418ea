"""remat.iree: a budget in IREE's bytes (python -m remat.iree), measured by
IREE's own allocator (docs/IREE.md, "A budget in IREE's bytes").

Needs IREE's compiler and runtime (requirements-iree.txt) and remat-opt
($REMAT_OPT, build/bin/remat-opt or PATH).
"""

import os
import subprocess
import sys

import pytest

import remat

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
try:
    import remat.iree as ri
except ImportError:  # an installed remat older than this checkout: the checkout's
    # remat.iree, with the checkout's remat.tools (which it needs) in place of the
    # installed one
    remat.__path__.insert(0, os.path.join(ROOT, "python", "remat"))
    sys.modules.pop("remat.tools", None)
    import remat.iree as ri

if not os.environ.get("REMAT_OPT") and os.access(os.path.join(ROOT, "build", "bin", "remat-opt"), os.X_OK):
    os.environ["REMAT_OPT"] = os.path.join(ROOT, "build", "bin", "remat-opt")

pytestmark = [
    pytest.mark.skipif(ri.find_tool("iree-compile") is None or ri.find_tool("iree-run-module") is None,
                       reason="IREE is not installed (pip install -r requirements-iree.txt)"),
    pytest.mark.skipif(ri.find_tool("remat-opt") is None,
                       reason="remat-opt not built (build/bin/remat-opt, or set REMAT_OPT)"),
]

STEP = os.path.join(ROOT, "examples", "mlp_train_step.mlir")
FUNCTION = "train_step"
# IREE 3.13, llvm-cpu: the original step peaks at 10,629,764 B and
# remat-auto's minimum-peak plan at 9,318,980 B (2026-12-06).
MET = 9_500_000


@pytest.fixture(scope="module")
def text():
    with open(STEP, encoding="utf-8") as f:
        return f.read()


def test_budget_met(text):
    """The plan's IREE peak, measured again here, fits; the outputs agree with
    IREE's run of the original within 1e-5 of each output's magnitude."""
    plan = ri.plan_for_iree_budget(text, MET, FUNCTION, max_probes=2)
    assert plan.original_peak > MET, "the original fits: the test would test nothing"
    assert plan.remat_budget is not None and plan.iree_peak <= MET
    again = ri.measure(plan.text, FUNCTION)
    assert again.peak == plan.iree_peak <= MET
    original = ri.measure(ri.prepare(text), FUNCTION)
    assert ri._agree(again.outputs, original.outputs, 1e-5) is None
    assert "util.optimization_barrier" in plan.text


def test_budget_unmet_is_an_error(text, tmp_path):
    """Below what any plan reaches in IREE: exit status 1, the best peak named,
    no file written."""
    out = tmp_path / "step.iree.mlir"
    r = subprocess.run([sys.executable, "-m", "remat.iree", STEP, "--function", FUNCTION,
                        "--budget", "1000", "--max-probes", "2", "-o", str(out)],
                       capture_output=True, text=True, env={**os.environ, "PYTHONPATH": os.path.join(ROOT, "python")})
    assert r.returncode == 1, r.stderr
    assert "IREE budget 1000 B not met: the lowest IREE peak reached is" in r.stderr
    assert "per-layer plans probed" in r.stderr
    assert not out.exists()


def test_cli_met_prints_measured_peak(tmp_path):
    out = tmp_path / "step.iree.mlir"
    r = subprocess.run([sys.executable, "-m", "remat.iree", STEP, "--function", FUNCTION,
                        "--budget", str(MET), "--max-probes", "2", "-o", str(out)],
                       capture_output=True, text=True, env={**os.environ, "PYTHONPATH": os.path.join(ROOT, "python")})
    assert r.returncode == 0, r.stderr
    peak = int(r.stdout.split("IREE peak ")[1].split(" B")[0])
    assert peak <= MET
    assert ri.measure(out.read_text(), FUNCTION, outputs=False).peak == peak


TRANSFORMER = os.path.join(ROOT, "examples", "transformer_train_step.mlir")


def test_per_layer_plan_when_no_remat_auto_plan_fits():
    """IREE 3.13, llvm-cpu (2026-12-06): the transformer step peaks at
    28,352,580 B; remat-auto's plans reach 21.8 MB at best in IREE, per-layer
    recompute_all 18,638,404 B, without the last layer's checkpoint
    (skip-last) 18,378,820 B. At 20 MB no remat-auto plan fits and the
    per-layer plan does: it is returned, named, and measured.
    No remat-auto probe here (max_probes=0: none fits), to keep the test to
    two IREE compiles."""
    with open(TRANSFORMER, encoding="utf-8") as f:
        text = f.read()
    budget = 20_000_000
    policy = "recompute_all skip-last"
    plan = ri.plan_for_iree_budget(text, budget, FUNCTION, max_probes=0, policies=(policy,))
    assert plan.original_peak > budget
    assert plan.probes == []
    assert plan.policy == policy and plan.remat_budget is None
    assert plan.policy_probes == [(policy, plan.iree_peak)]
    assert plan.iree_peak <= budget
    # the last layer is not recomputed: one checkpoint fewer than layers
    # (each layer's recomputation starts from barriers on its inputs)
    all_layers = ri.prepare(text, extra=ri.policy_options("recompute_all"))
    assert plan.text.count("util.optimization_barrier") < all_layers.count("util.optimization_barrier")


SQRT_STEP = """
func.func @main(%v: tensor<64xf32>) -> tensor<64xf32> {
  %s = math.sqrt %v : tensor<64xf32>
  return %s : tensor<64xf32>
}
"""


def test_given_inputs_are_used_and_checked():
    """inputs= replaces the seeded draws (sqrt(4) = 2 everywhere) and must
    match the signature."""
    import numpy as np

    got = ri.measure(SQRT_STEP, inputs=[np.full(64, 4.0, np.float32)])
    assert np.array_equal(got.outputs[0], np.full(64, 2.0, np.float32))
    with pytest.raises(RuntimeError, match=r"input 0 is float32\[3\]; argument 0 of @main is float32\[64\]"):
        ri.measure(SQRT_STEP, inputs=[np.zeros(3, np.float32)])


def test_invalid_generated_inputs_are_an_error():
    """Seeded N(0, 0.25) draws are negative for half the elements: the
    original's outputs are NaN, so no plan could be compared; an error that
    asks for the step's own inputs, not a search that compares NaNs."""
    with pytest.raises(RuntimeError, match=r"output 0 is not finite on the generated inputs.*--input"):
        ri.plan_for_iree_budget(SQRT_STEP, 1, max_probes=1)


def test_policy_options():
    """The per-layer policies the fallback tries, as remat-prepare-iree-input
    options: skip-last leaves the last layer un-checkpointed, hold turns
    on hold-gradient; anything else is an error naming the choices."""
    assert ri.policy_options("recompute_all") == "policy=recompute_all"
    assert ri.policy_options("save_dots skip-last") == "policy=save_dots skip-last=true"
    assert ri.policy_options("recompute_all skip-last hold") == \
        "policy=recompute_all skip-last=true hold-gradient=true"
    assert all(ri.policy_options(p) for p in ri.PER_LAYER_POLICIES)
    for bad in ("", "save_names", "recompute_all skip-first", "save_dots hold hold"):
        with pytest.raises(ValueError, match="optionally followed by 'skip-last' and/or 'hold'"):
            ri.policy_options(bad)


SCAN = os.path.join(ROOT, "examples", "loops", "jax_scan_mlp.mlir")


def test_loop_schedule_when_no_remat_auto_plan_fits():
    """A JAX scan step (4 layers): IREE 3.13, llvm-cpu (2026-12-07) peaks at
    83,008 B as it is and at 74,816 B with the residuals recomputed in the
    backward loop (remat-scan-remat residuals=all, jax.checkpoint on the scan
    body's schedule). With no remat-auto probe (max_probes=0) the loop
    schedules are tried, least FLOPs first: the returned plan is one of them,
    named, measured within the budget, its outputs checked against the
    original's; the schedules that did not fit are listed before it."""
    with open(SCAN, encoding="utf-8") as f:
        text = f.read()
    budget = 80_000
    plan = ri.plan_for_iree_budget(text, budget, "main", max_probes=0, policies=())
    assert plan.original_peak > budget
    assert plan.scan_schedule in ri.SCAN_SCHEDULES and plan.remat_budget is None
    assert plan.scan_probes[-1] == (plan.scan_schedule, plan.iree_peak)
    assert all(peak is None or peak > budget for _, peak in plan.scan_probes[:-1])
    assert plan.iree_peak <= budget
    assert ri.measure(plan.text, "main", outputs=False).peak == plan.iree_peak
    flops = [ri.step_flops(ri.scan_schedule(text, s)) for s, _ in plan.scan_probes]
    assert flops == sorted(flops)


SCAN12 = os.path.join(ROOT, "examples", "loops", "jax_scan_mlp_12.mlir")


def test_loop_schedule_with_fewer_flops_than_the_fitting_remat_auto_plan():
    """The 12-layer JAX scan at jax.checkpoint-on-the-body's IREE peak
    (2,031,616 B; IREE 3.13, llvm-cpu, 2026-12-07): remat-auto's plans fit
    only at a remat budget near 1 MB, recomputing 1.41x the step's FLOPs,
    while the residuals=all loop schedule fits at 1.33x: the driver returns
    the schedule, not the first plan that fits."""
    with open(SCAN12, encoding="utf-8") as f:
        text = f.read()
    budget = 2_031_616
    plan = ri.plan_for_iree_budget(text, budget, "main", policies=())
    assert plan.iree_peak <= budget
    fitting = [probe for probe, peak in plan.probes if peak is not None and peak <= budget]
    assert fitting, "a remat-auto plan fits too (the case this test is about)"
    assert plan.scan_schedule is not None and plan.remat_budget is None
    assert (ri.step_flops(ri.scan_schedule(text, plan.scan_schedule))
            < ri.auto_plan_flops(text, max(fitting), "main"))
