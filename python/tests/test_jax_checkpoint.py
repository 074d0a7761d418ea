"""jax.checkpoint read as the user's checkpoint choice (remat.jax,
``jax_checkpoint="honour" | "replan"``; docs/JAX.md): the bundled
``checkpoint`` example (an 8-layer MLP, every layer under
``jax.checkpoint(nothing_saveable)``) in both modes through remat-run and
IREE, the verify API's report, and the error for a barrier that is not a
checkpoint.

Skipped cleanly without jax, iree-compile or the remat tools."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

jax = pytest.importorskip("jax")
jnp = pytest.importorskip("jax.numpy")
np = pytest.importorskip("numpy")

from remat.jax.importer import JaxImportError, find_iree_compile, import_stablehlo  # noqa: E402
from remat.tools import find_tool  # noqa: E402

OPT, RUN = find_tool("remat-opt"), find_tool("remat-run")
pytestmark = pytest.mark.skipif(not (OPT and RUN and find_iree_compile()),
                                reason="needs remat-opt, remat-run and iree-compile")

EXAMPLE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "examples", "jax",
                       "checkpoint.stablehlo.mlir")


@pytest.fixture(scope="module")
def imports():
    """The checkpoint example imported both ways: {mode: MLIR text}."""
    with open(EXAMPLE, encoding="utf-8") as f:
        hlo = f.read()
    return {"hlo": hlo, **{m: import_stablehlo(hlo, jax_checkpoint=m) for m in ("replan", "honour")}}


def _write(tmp_path, name, text):
    p = tmp_path / name
    p.write_text(text)
    return str(p)


def _report(path):
    out = subprocess.run([OPT, path, "--remat-report=remarks=0 output=-", "-o", os.devnull],
                         capture_output=True, text=True, check=True).stdout
    return json.loads(out)["functions"][0]


def _run(path):
    out = subprocess.run([RUN, path], capture_output=True, text=True, check=True).stdout
    peak = int(next(l for l in out.splitlines() if l.startswith("peak_bytes:")).split()[1])
    return peak, [l for l in out.splitlines() if l.startswith("output")]


def test_checkpoint_example_both_modes_in_remat_run(tmp_path, imports):
    """honour keeps JAX's recomputation (8 remat.barrier, more FLOPs), replan
    drops it; both are predicted exactly by remat's model, and give the same
    bits; remat-auto plans the rest of the honoured step within its budget,
    bit-identical."""
    runs = {}
    for mode in ("replan", "honour"):
        path = _write(tmp_path, f"{mode}.mlir", imports[mode])
        rep = _report(path)
        peak, outputs = _run(path)
        assert rep["jax_checkpoint"] == {"mode": mode, "checkpoints": 8}
        assert rep["peak_bytes"] == peak and rep["exact"]
        runs[mode] = (rep, peak, outputs)
    assert imports["replan"].count("remat.barrier") == 0
    assert imports["honour"].count("remat.barrier") == 8
    assert "util.optimization_barrier" not in imports["honour"]
    # JAX's recomputation of the 8 layers is there only when honoured
    assert runs["honour"][0]["flops"] > runs["replan"][0]["flops"]
    assert runs["honour"][2] == runs["replan"][2] and len(runs["honour"][2]) == 17
    # remat-auto on the honoured step: measured within the budget, same bits
    budget = 1_000_000
    planned = str(tmp_path / "auto.mlir")
    subprocess.run([OPT, str(tmp_path / "honour.mlir"), f"--remat-auto=budget={budget}", "-o", planned],
                   capture_output=True, text=True, check=True)
    with open(planned, encoding="utf-8") as f:
        assert f.read().count("remat.barrier") >= 8
    peak, outputs = _run(planned)
    assert peak <= budget < runs["honour"][1]
    assert _report(planned)["peak_bytes"] == peak
    assert outputs == runs["honour"][2]


def test_checkpoint_example_in_iree(imports):
    """Through remat-prepare-iree-input and IREE (llvm-cpu, local-sync): both
    modes give the outputs of IREE's run of JAX's own StableHLO bit for bit;
    the honoured checkpoints (remat's barriers, pinned after the cotangent)
    peak no higher than JAX's (2026-12-06: JAX 1,953,540 B, honour 1,722,628 B,
    replan 1,839,232 B)."""
    import remat.iree as ri

    if not ri.find_tool("iree-run-module"):
        pytest.skip("needs iree-run-module")
    jax_run = ri.measure(imports["hlo"])
    peaks = {}
    for mode in ("replan", "honour"):
        got = ri.measure(ri.prepare(imports[mode]))
        for a, b in zip(got.outputs, jax_run.outputs):
            np.testing.assert_array_equal(a, b)
        peaks[mode] = got.peak
    assert peaks["honour"] <= jax_run.peak, (peaks, jax_run.peak)


def _two_layer_step(barrier=False):
    params = [jax.random.normal(jax.random.PRNGKey(i), (8, 8)) * 0.3 for i in range(2)]
    x = jax.random.normal(jax.random.PRNGKey(9), (16, 8))

    def loss(params, x):
        h = x
        for i, w in enumerate(params):
            with jax.named_scope(f"layers.{i}"):
                if barrier:
                    h = jax.lax.optimization_barrier(h)
                h = jax.checkpoint(lambda h, w: jnp.tanh(h @ w))(h, w)
        return jnp.mean(h ** 2)

    def step(params, x):
        l, g = jax.value_and_grad(loss)(params, x)
        return l, [p - 0.1 * d for p, d in zip(params, g)]

    return step, (params, x)


def test_verify_api_says_what_was_done():
    from remat.jax import verify_training_step

    step, args = _two_layer_step()
    for mode in ("honour", "replan"):
        res = verify_training_step(step, *args, budgets=(0.9,), jax_checkpoint=mode)
        assert res.ok, res.summary()
        assert res.jax_checkpoint == {"mode": mode, "checkpoints": 2}
        word = "honoured" if mode == "honour" else "replanned"
        assert any(f"jax.checkpoint: 2 checkpoints {word}" in m for m in res.messages)
        assert f"jax.checkpoint: 2 {word}" in res.summary()


def test_barrier_that_is_not_a_checkpoint(tmp_path):
    """jax.lax.optimization_barrier in the forward pass orders nothing after
    it: honour names it as an error (exit 1 on the command line); replan
    drops it."""
    from remat.jax.export import stablehlo_text

    step, args = _two_layer_step(barrier=True)
    hlo = stablehlo_text(step, *args)
    with pytest.raises(JaxImportError, match=r"cannot read 'util.optimization_barrier' as a "
                                             r"jax.checkpoint: none of its 1 operands"):
        import_stablehlo(hlo, jax_checkpoint="honour")
    assert "remat.barrier" not in import_stablehlo(hlo)
    with pytest.raises(ValueError, match="jax_checkpoint must be one of"):
        import_stablehlo(hlo, jax_checkpoint="keep")
    src = _write(tmp_path, "step.stablehlo.mlir", hlo)
    r = subprocess.run([sys.executable, "-m", "remat.jax", "import", src, "--jax-checkpoint", "honour",
                        "-o", str(tmp_path / "out.mlir")], capture_output=True, text=True,
                       env={**os.environ, "REMAT_OPT": OPT})
    assert r.returncode == 1 and "as a jax.checkpoint" in r.stderr
