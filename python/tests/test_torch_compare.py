"""PyTorch's min-cut rematerialization plan, realised as a remat program.

The exporter's ``name_values`` option tags forward values with ``remat.name "<fx node>"``;
``remat.torch.pytorch_plan`` turns PyTorch's saved set into one whole-forward
``remat.checkpoint`` with ``save_names[...]`` (benchmarks/compare_pytorch.py runs it on
every model). Checked here on the MLP and the small GPT-2: the residuals remat-report
finds are PyTorch's saved tensors, the outputs are bit-identical to the export's, and
remat-run measures the peak remat-report predicts.
"""

import os
import re
import shutil
import subprocess
import sys

import pytest

torch = pytest.importorskip("torch")

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))


def _tool(name):
    for candidate in (os.environ.get(name.upper().replace("-", "_"), ""),
                      os.path.join(ROOT, "build", "bin", name), shutil.which(name) or ""):
        if candidate and os.access(candidate, os.X_OK):
            return candidate
    return None


OPT, RUN = _tool("remat-opt"), _tool("remat-run")
needs_tools = pytest.mark.skipif(not (OPT and RUN), reason="remat-opt / remat-run not built")


def _needs_transformers(name):
    if name in ("gpt2", "llama", "vit"):
        pytest.importorskip("transformers")


def test_export_names_option():
    from remat.torch.capture import capture_joint, cse_joint
    from remat.torch.export import export_joint
    from remat.torch.models import MODELS

    model, inputs, loss_fn = MODELS["mlp"]()
    joint = capture_joint(model, inputs, loss_fn)
    plain = export_joint(joint, header="remat.torch.export --model mlp")
    assert "remat.name" not in plain
    committed = os.path.join(ROOT, "examples", "models", "mlp.mlir")
    if os.path.exists(committed):  # the default export is unchanged
        assert plain == open(committed).read()
    cse = cse_joint(joint)
    named = export_joint(cse, name_values=True)
    names = re.findall(r'= remat\.name "([^"]+)" (%\w+) : ', named)
    tagged = {n for n, _ in names}
    nodes = {n.name: n for n in cse.graph.graph.nodes}
    # every forward op's value is tagged with its FX node name ...
    for fwd in ("addmm", "gelu", "addmm_1", "gelu_1", "addmm_2", "sub", "mean"):
        assert fwd in tagged
    # ... nothing that reads the cotangent is, and the names are unique FX nodes
    cotangent_users = {u.name for u in nodes["tangents_1"].users}
    assert cotangent_users and not (cotangent_users & tagged)
    assert len(tagged) == len(names) and tagged <= set(nodes)
    # a name follows the op it tags and replaces its value for every later use
    assert re.search(r'(%t\d+) = linalg\.generic.*\n(?:.*\n)*?    %n\d+ = remat\.name "gelu" \1 ', named)
    if OPT:
        r = subprocess.run([OPT, "-"], input=named, capture_output=True, text=True)
        assert r.returncode == 0, r.stderr[:2000]
    # CSE only removes duplicate nodes and keeps names: the partitioner's graph
    assert {n.name for n in cse.graph.graph.nodes} <= {n.name for n in joint.graph.graph.nodes}


@needs_tools
@pytest.mark.parametrize("name,budget", [("mlp", 0.0), ("mlp", 0.5), ("gpt2", 0.5)])
def test_realised_pytorch_plan(name, budget, tmp_path):
    _needs_transformers(name)
    from remat.torch import pytorch_plan as pp

    r = pp.Realiser(name, OPT, RUN, str(tmp_path))
    # the tagged and the plain export are the same program
    assert r.base_report["flops"] == r.plain_report["flops"]
    assert r.base_report["peak_bytes"] == r.plain_report["peak_bytes"] == r.base_run["peak_bytes"]
    plan = r.realise(budget)
    saved = [s for s in plan["saved"] if not s.startswith("primals")]
    assert bool(saved) == (budget > 0)
    assert "remat.checkpoint" not in plan["apply"]["text"]
    for order in ("apply", "pytorch"):
        p = plan[order]
        check = p["check"]
        assert check["equal"], check
        # the residuals, by name, are exactly the MLIR buffers of PyTorch's saved storages
        got = {n for n, *_ in p["residuals"] if n not in r.returned}
        assert None not in got
        expected_roots = {pp.mlir_buffer_of(n).name for n in r.gm.graph.nodes
                          if n.name in plan["kept"] and pp.mlir_buffer_of(n).op != "placeholder"}
        assert {pp.mlir_buffer_of(_node(r.gm, n)).name for n in got} == expected_roots
        assert check["residuals"][1] == p["report"]["residual_bytes"] - _returned_bytes(p, r.returned)
        assert p["bit_identical"]
        assert p["run"]["peak_bytes"] == p["report"]["peak_bytes"]
        if budget == 0.0:
            assert p["recompute_flops"] > 0 and check["residuals"] == (0, 0)
        # here PyTorch saves only forward values ...
        assert check["never_residual"] == (0, 0, [])
        # ... and only values named as outside the forward pass are set aside
        roots = sorted({pp.mlir_buffer_of(_node(r.gm, n)).name for n in plan["kept"]})
        if roots:
            aside = pp.check_saved_set(r.gm, plan["saved"], p["residuals"], r.returned,
                                       {roots[0]})
            assert aside["never_residual"][2] == [roots[0]] and not aside["equal"]
    assert plan["apply"]["recompute_flops"] == plan["pytorch"]["recompute_flops"]
    # the check is not vacuous: this program does not keep another budget's set
    other = pp.saved_names(r.gm, 0.0 if budget else 1.0)
    assert not pp.check_saved_set(r.gm, other, plan["pytorch"]["residuals"], r.returned)["equal"]


def _node(gm, name):
    return next(n for n in gm.graph.nodes if n.name == name)


def _returned_bytes(p, returned):
    return sum(b for n, b, *_ in p["residuals"] if n in returned)


@needs_tools
def test_remat_auto_at_pytorch_peak(tmp_path):
    """remat-auto on the same (untagged) export, budget = the PyTorch plan's peak."""
    from remat.torch import pytorch_plan as pp

    r = pp.Realiser("mlp", OPT, RUN, str(tmp_path))
    plan = r.realise(0.0)
    peak = plan["pytorch"]["run"]["peak_bytes"]
    auto = r.auto(peak)
    assert not auto["infeasible"]
    assert auto["bit_identical"]
    assert auto["run"]["peak_bytes"] <= peak
    assert auto["run"]["peak_bytes"] == auto["report"]["peak_bytes"]
    low = r.auto(1, solver="greedy")
    assert low["infeasible"] and low["lowest"] > 0
