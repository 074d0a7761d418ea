"""remat's plans through IREE (docs/IREE.md): compiled by iree-compile (llvm-cpu,
host CPU), run by iree-run-module (local-sync), measured by IREE's allocator.

Needs IREE's compiler and runtime (requirements-iree.txt, installed by the
test command) and remat-opt ($REMAT_OPT, build/bin/remat-opt or PATH).
"""

import os
import subprocess
import sys

import pytest

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
sys.path.insert(0, os.path.join(ROOT, "benchmarks"))
import iree_compare  # noqa: E402

OPT = iree_compare.tool("remat-opt")
IREE_COMPILE = iree_compare.tool("iree-compile")
pytestmark = [
    pytest.mark.skipif(IREE_COMPILE is None or iree_compare.tool("iree-run-module") is None,
                       reason="IREE is not installed (pip install -r requirements-iree.txt)"),
    pytest.mark.skipif(OPT is None, reason="remat-opt not built (build/bin/remat-opt, "
                                           "or set REMAT_OPT)"),
]

PER_LAYER = "remat-outline-checkpoints,remat-apply-checkpoints"
TRANSFORMER = os.path.join(ROOT, "examples", "transformer_train_step.mlir")
MODELS = [os.path.join(ROOT, "examples", "models", name) for name in ("gpt2.mlir", "mlp.mlir")]


@pytest.fixture(scope="module")
def tmp(tmp_path_factory):
    return str(tmp_path_factory.mktemp("iree"))


@pytest.fixture(scope="module")
def transformer(tmp):
    step = iree_compare.Step(OPT, TRANSFORMER, tmp)
    step.variant("original", "")
    return step


def test_lowered_program_has_no_remat(transformer, tmp):
    """The IREE input holds util.optimization_barrier ops and nothing of remat."""
    out = os.path.join(tmp, "transformer.per-layer.iree.mlir")
    iree_compare.to_iree_input(OPT, TRANSFORMER, out, PER_LAYER)
    text = open(out).read()
    assert 'util.optimization_barrier ' in text  # IREE's own assembly (registered util)
    assert "remat." not in text


def test_transformer_per_layer_checkpoints(transformer):
    original = transformer.original
    row = transformer.variant("per-layer", PER_LAYER)
    print(f"IREE device peak {original['iree_peak']:,} -> {row['iree_peak']:,} B")
    assert row["identical"], "outputs differ from the original's"
    assert row["iree_peak"] <= 0.75 * original["iree_peak"], \
        f"IREE's peak fell only {1 - row['iree_peak'] / original['iree_peak']:.1%}"


def test_stripping_the_barriers_undoes_the_recomputation(transformer, tmp):
    """Without IREE's barriers, IREE merges the recomputation back: the peak
    is not lower. This is what the barrier rewrite is for."""
    remat_file = os.path.join(tmp, "transformer.per-layer.remat.mlir")
    iree_compare.run([OPT, TRANSFORMER, f"--pass-pipeline=builtin.module({PER_LAYER},"
                      "remat-strip,remat-lower-barriers-to-iree)", "-o", remat_file])
    vmfb = os.path.join(tmp, "transformer.stripped.vmfb")
    iree_compare.compile_iree(remat_file, vmfb)
    peak, outputs = iree_compare.run_iree(vmfb, transformer.inputs, transformer.num_results,
                                          os.path.join(tmp, "stripped.npy"))
    assert peak >= 0.95 * transformer.original["iree_peak"]
    assert iree_compare.identical(outputs, transformer.original["outputs"])


@pytest.mark.parametrize("path", MODELS, ids=lambda p: os.path.basename(p))
def test_exported_model_per_layer_checkpoints(path, tmp):
    step = iree_compare.Step(OPT, path, tmp)
    original = step.variant("original", "")
    row = step.variant("per-layer", PER_LAYER)
    print(f"{os.path.basename(path)}: IREE device peak {original['iree_peak']:,} -> "
          f"{row['iree_peak']:,} B, FLOP ratio {row['flops'] / original['flops']:.2f}")
    assert row["flops"] > original["flops"], "nothing was recomputed"
    assert row["identical"], "outputs differ from the original's"


def test_remat_auto_plan_within_iree_budget(transformer):
    """remat-auto, with the remat budget found for an IREE budget, runs in IREE
    within that budget (measured by IREE's allocator), and recomputes."""
    original = transformer.original
    iree_budget = int(0.9 * original["iree_peak"])
    row = iree_compare.remat_budget_for_iree(transformer, iree_budget)
    assert row is not None, f"no remat-auto plan within {iree_budget:,} B in IREE"
    print(f"IREE budget {iree_budget:,} B: remat budget {row['remat_budget']:,}, "
          f"IREE peak {row['iree_peak']:,} B after {row['probes']} probe(s)")
    assert row["iree_peak"] <= iree_budget
    assert row["remat_peak"] <= row["remat_budget"]
    assert row["identical"], "outputs differ from the original's"


def _cuda_backend():
    out = subprocess.run([IREE_COMPILE, "--iree-hal-list-target-backends"],
                         capture_output=True, text=True).stdout
    return "cuda" in out.split()


@pytest.mark.parametrize("chip", ["sm_90a", "sm_80"])
def test_cuda_compiles(chip, tmp):
    """The same route compiled for CUDA (compile only: no GPU is needed). An
    exported MLP: IREE 3.13's CUDA code generation rejects the transformer's
    row reductions ("failed to distribute"), with or without remat."""
    if IREE_COMPILE is None or not _cuda_backend():
        pytest.skip("this IREE has no CUDA target backend")
    path = os.path.join(ROOT, "examples", "models", "mlp.mlir")
    src = os.path.join(tmp, f"mlp.per-layer.{chip}.iree.mlir")
    iree_compare.to_iree_input(OPT, path, src, PER_LAYER)
    assert 'util.optimization_barrier ' in open(src).read()
    proc = subprocess.run([IREE_COMPILE, "--iree-hal-target-device=cuda",
                           f"--iree-cuda-target={chip}", src, "-o", src + ".vmfb"],
                          capture_output=True, text=True)
    if proc.returncode != 0 and ("missing GPU target" in proc.stderr or
                                 "Unknown CUDA target" in proc.stderr):
        pytest.skip(f"IREE {chip} target not available in this IREE: "
                    f"{proc.stderr.strip().splitlines()[0][:160]}")
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert os.path.getsize(src + ".vmfb") > 0
