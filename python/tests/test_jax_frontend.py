"""remat's JAX front end (remat.jax, docs/JAX.md): the importer on one small
program per construct JAX emits for standard training steps, the verify API,
and the error for an op remat cannot import.

Skipped cleanly without jax, iree-compile or the remat tools (REMAT_OPT /
REMAT_RUN, else build/bin of this checkout)."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys

import pytest

jax = pytest.importorskip("jax")
jnp = pytest.importorskip("jax.numpy")

from remat.jax.importer import JaxImportError, find_iree_compile  # noqa: E402
from remat.tools import find_tool  # noqa: E402

OPT, RUN = find_tool("remat-opt"), find_tool("remat-run")
pytestmark = pytest.mark.skipif(not (OPT and RUN and find_iree_compile()),
                                reason="needs remat-opt, remat-run and iree-compile")

HERE = os.path.dirname(os.path.abspath(__file__))


def _import(step, *args):
    from remat.jax import export_training_step

    text = export_training_step(step, *args)
    assert "util." not in text and "iree_" not in text
    return text


def _report(tmp_path, text):
    p = tmp_path / "step.mlir"
    p.write_text(text)
    out = subprocess.run([OPT, str(p), "--remat-report=remarks=0 output=-", "-o", os.devnull],
                         capture_output=True, text=True, check=True).stdout
    return json.loads(out)["functions"][0]


def _key(i):
    return jax.random.PRNGKey(i)


def _mlp(depth=3, width=8, batch=16):
    params = [(jax.random.normal(_key(i), (width, width)) * 0.3, jnp.zeros((width,)))
              for i in range(depth)]
    x = jax.random.normal(_key(10), (batch, width))
    y = jax.random.normal(_key(11), (batch, width))

    def loss(params, x, y):
        h = x
        for i, (w, b) in enumerate(params):
            with jax.named_scope(f"layers.{i}"):
                h = jnp.tanh(h @ w + b)      # bias broadcast
        return jnp.mean((h - y) ** 2)

    def step(params, x, y):
        l, g = jax.value_and_grad(loss)(params, x, y)
        return l, jax.tree.map(lambda p, g: p - 0.1 * g, params, g)

    return step, (params, x, y)


def test_mlp_imports_with_layers_and_inferred_loss(tmp_path):
    step, args = _mlp()
    text = _import(step, *args)
    # `main` stays the entry; JAX's private calls are inlined
    assert re.search(r"func\.func @main\(", text)
    assert "func.call" not in text and text.count("func.func") == 1
    rep = _report(tmp_path, text)
    assert rep["gradient_rule"] == "inferred loss result" and rep["exact"]
    # the layers JAX named are found by remat-outline-checkpoints
    p = tmp_path / "step.mlir"
    out = subprocess.run([OPT, str(p), "--remat-outline-checkpoints"], capture_output=True,
                         text=True, check=True).stdout
    assert len(re.findall(r"remat\.checkpoint\b(?!_)", out)) == 3


def test_integer_gather_backward_is_a_loop_and_matches_jax():
    """take_along_axis (integer-label cross-entropy) and an embedding lookup:
    their scatter-add backward becomes scf.for; values as JAX's."""
    from remat.jax import verify_training_step

    vocab, d, n = 10, 4, 12
    params = {"emb": jax.random.normal(_key(0), (vocab, d)), "w": jax.random.normal(_key(1), (d, vocab))}
    ids = jnp.array([1, 3, 3, 0, 9, 3, 2, 2, 7, 1, 3, 5], jnp.int32)   # repeated ids: order matters
    labels = jnp.array([2, 2, 0, 9, 1, 3, 3, 3, 4, 8, 6, 2], jnp.int32)

    def loss(params, ids, labels):
        logits = params["emb"][ids] @ params["w"]
        lp = jax.nn.log_softmax(logits)
        return -jnp.mean(jnp.take_along_axis(lp, labels[:, None], axis=1))

    def step(params, ids, labels):
        l, g = jax.value_and_grad(loss)(params, ids, labels)
        return l, jax.tree.map(lambda p, g: p - 0.5 * g, params, g)

    text = _import(step, params, ids, labels)
    assert text.count("scf.for") >= 3          # two scatters, the embedding one 2-deep
    assert re.search(r"tensor<12xi32>", text)  # the i32 inputs
    res = verify_training_step(step, params, ids, labels, budgets=())
    assert res.ok, res.summary()


def test_checkpoint_barriers_are_dropped_and_reported(capfd):
    step, args = _mlp(depth=2)

    def ck_step(params, x, y):
        def loss(params, x, y):
            h = x
            for w, b in params:
                h = jax.checkpoint(lambda h, w, b: jnp.tanh(h @ w + b))(h, w, b)
            return jnp.mean((h - y) ** 2)

        l, g = jax.value_and_grad(loss)(params, x, y)
        return l, g

    from remat.jax.export import stablehlo_text

    assert "optimization_barrier" in stablehlo_text(ck_step, *args)
    text = _import(ck_step, *args)
    assert "optimization_barrier" not in text
    assert re.search(r"2 jax.checkpoint barriers dropped \(\d+ util.optimization_barrier\)",
                     capfd.readouterr().err)


def test_optax_state_bool_and_pooling(tmp_path):
    """optax Adam's i32 step count, a boolean (i1) input, and max pooling."""
    optax = pytest.importorskip("optax")
    w = jax.random.normal(_key(0), (3, 3, 2, 4)) * 0.3
    x = jax.random.normal(_key(1), (2, 8, 8, 2))
    mask = jax.random.bernoulli(_key(2), 0.7, (2, 4, 4, 4))
    opt = optax.adam(1e-2)
    state = opt.init(w)

    def loss(w, x, mask):
        y = jax.lax.conv_general_dilated(x, w, (1, 1), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC"))
        y = jax.lax.reduce_window(y, -jnp.inf, jax.lax.max, (1, 2, 2, 1), (1, 2, 2, 1), "VALID")
        return jnp.mean(jnp.where(mask, y, 0.0) ** 2)

    def step(w, state, x, mask):
        l, g = jax.value_and_grad(loss)(w, x, mask)
        u, state = opt.update(g, state, w)
        return l, optax.apply_updates(w, u), state

    text = _import(step, w, state, x, mask)
    assert "tensor<i32>" in text and "xi1>" in text
    assert "linalg.pooling_nhwc_max" in text
    # ops of JAX's inlined private functions (jnp.where) carry the caller's
    # name stack joined with theirs, not only IREE's callsite(callee at caller)
    assert re.search(r'loc\("jit\(step\)/[^"]*jit\([a-z_]+\)/[a-z_]+"', text)
    from remat.jax import verify_training_step

    res = verify_training_step(step, w, state, x, mask, budgets=())
    assert res.ok, res.summary()


def test_verify_api_runs_remat_auto_within_budget():
    from remat.jax import verify_training_step

    step, args = _mlp(depth=4, width=8, batch=64)
    res = verify_training_step(step, *args, budgets=(0.8,))
    assert res.ok, res.summary()
    assert res.peak == res.predicted_peak
    (b,) = res.budgets
    assert b.bit_identical and b.measured <= b.budget < res.peak


def test_verify_api_reports_a_mismatch():
    """The comparison can fail: a step whose JAX result differs from what
    was imported (a different function is compared) is not ok."""
    from remat.jax import verify
    from remat.jax.export import export_training_step

    step, args = _mlp(depth=2)
    other = lambda params, x, y: step(params, x, y + 1.0)   # noqa: E731
    orig = verify.export_training_step
    verify.export_training_step = lambda fn, *a, **kw: export_training_step(step, *a, **kw)
    try:
        res = verify.verify_training_step(other, *args, budgets=())
    finally:
        verify.export_training_step = orig
    assert not res.ok and any(not good for _, _, good in res.errors.values())


def test_unsupported_op_names_op_and_jax_location(tmp_path):
    """jnp.sort becomes iree_linalg_ext.sort: a clear error naming the op and
    this file's line, from the API and from the command line."""
    from remat.jax import export_training_step

    x = jnp.arange(8.0)

    def step(x):
        return jnp.sort(x)  # the line the error names

    line = step.__code__.co_firstlineno + 1
    with pytest.raises(JaxImportError) as e:
        export_training_step(step, x)
    msg = str(e.value)
    assert "cannot import 'iree_linalg_ext.sort'" in msg
    assert f"test_jax_frontend.py:{line}" in msg

    from remat.jax.export import stablehlo_text

    src = tmp_path / "sort.stablehlo.mlir"
    src.write_text(stablehlo_text(step, x))
    r = subprocess.run([sys.executable, "-m", "remat.jax", "import", str(src), "-o", str(tmp_path / "o.mlir")],
                       capture_output=True, text=True, env=dict(os.environ, REMAT_OPT=OPT))
    assert r.returncode == 1 and "iree_linalg_ext.sort" in r.stderr
    assert not (tmp_path / "o.mlir").exists()


def test_command_line_import(tmp_path):
    step, args = _mlp(depth=2)
    from remat.jax.export import stablehlo_text

    src = tmp_path / "step.stablehlo.mlir"
    src.write_text(stablehlo_text(step, *args))
    out = tmp_path / "step.mlir"
    r = subprocess.run([sys.executable, "-m", "remat.jax", "import", str(src), "-o", str(out)],
                       capture_output=True, text=True, env=dict(os.environ, REMAT_OPT=OPT))
    assert r.returncode == 0, r.stderr
    run = json.loads(subprocess.run([RUN, str(out), "--json", "--opt-level=0"], capture_output=True,
                                    text=True, check=True).stdout)
    assert len(run["outputs"]) == 5 and run["peak_bytes"] > 0


def test_x64_step_keeps_f64_and_i64():
    """With jax_enable_x64 the step's f64 and i64 stay (IREE would demote f64
    to f32 by default); values as JAX's at f64 precision."""
    from remat.jax import export_training_step, verify_training_step

    jax.config.update("jax_enable_x64", True)
    try:
        w = jax.random.normal(_key(0), (8, 5), dtype=jnp.float64)
        x = jax.random.normal(_key(1), (6, 8), dtype=jnp.float64)
        lab = jnp.array([0, 1, 4, 2, 2, 3], jnp.int64)

        def loss(w, x, lab):
            lp = jax.nn.log_softmax(x @ w)
            return -jnp.mean(jnp.take_along_axis(lp, lab[:, None], axis=1))

        def step(w, x, lab):
            l, g = jax.value_and_grad(loss)(w, x, lab)
            return l, w - 0.1 * g

        text = export_training_step(step, w, x, lab)
        assert "tensor<6xi64>" in text and "tensor<8x5xf64>" in text and "f32" not in text
        res = verify_training_step(step, w, x, lab, budgets=(), rtol=1e-12, atol=1e-14)
        assert res.ok, res.summary()
    finally:
        jax.config.update("jax_enable_x64", False)


def test_for_iree_import_keeps_iree_scatter():
    """For IREE the gathers' backward stays IREE's own scatter: no loops, and
    IREE runs the import as it runs JAX's StableHLO (same DEVICE_LOCAL peak,
    same outputs); the loops (the import remat-run needs) cost IREE more."""
    import numpy as np

    import remat.iree as ri
    from remat.jax.export import stablehlo_text
    from remat.jax.importer import import_stablehlo

    if not ri.find_tool("iree-run-module"):
        pytest.skip("needs iree-run-module")
    vocab, d, n = 16, 8, 64
    params = {"emb": jax.random.normal(_key(0), (vocab, d)), "w": jax.random.normal(_key(1), (d, vocab))}

    def loss(params, ids, labels):
        lp = jax.nn.log_softmax(jnp.tanh(params["emb"][ids]) @ params["w"])
        return -jnp.mean(jnp.take_along_axis(lp, labels[:, None], axis=1))

    def step(params, ids, labels):
        l, g = jax.value_and_grad(loss)(params, ids, labels)
        return l, jax.tree.map(lambda p, g: p - 0.5 * g, params, g)

    ids = jnp.zeros((n,), jnp.int32)
    hlo = stablehlo_text(step, params, ids, ids)
    kept = import_stablehlo(hlo, for_iree=True)
    assert kept.count('"iree_linalg_ext.scatter"') == 2 and "scf.for" not in kept
    jax_run, kept_run = ri.measure(hlo), ri.measure(kept)
    assert kept_run.peak == jax_run.peak
    for a, b in zip(kept_run.outputs, jax_run.outputs):
        np.testing.assert_array_equal(a, b)
    loops = import_stablehlo(hlo)
    assert "scf.for" in loops and ri.measure(loops, outputs=False).peak > kept_run.peak
