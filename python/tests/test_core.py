"""Tests of the remat Python package (remat._core and its helpers).

Run after installing the package (scripts/dev-python.sh does both):
    pytest python/tests/test_core.py
"""

import json
import os
import re
import subprocess
import sys

import numpy as np
import pytest

from conftest import MLP_EXAMPLE, ROOT, find_remat_run

import remat
from remat import _core  # noqa: F401  (fails loudly if the extension is not built)

ADD = """
func.func @add(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = arith.addf %a, %b : tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
"""

SELECT = """
func.func @select(%c: tensor<4xi1>, %a: tensor<4xi32>, %b: tensor<4xi64>) -> (tensor<4xi32>, tensor<4xi64>) {
  %0 = arith.select %c, %a, %a : tensor<4xi1>, tensor<4xi32>
  %1 = arith.extsi %0 : tensor<4xi32> to tensor<4xi64>
  %2 = arith.addi %1, %b : tensor<4xi64>
  return %0, %2 : tensor<4xi32>, tensor<4xi64>
}
"""



def arg_shapes(module):
    """The entry's argument shapes, read from its signature in the text."""
    match = re.search(r"func\.func @train_step\((.*?)\)\s*->", str(module), re.S)
    shapes = []
    for dims in re.findall(r"tensor<([0-9x]*)f32>", match.group(1)):
        shapes.append(tuple(int(d) for d in dims.split("x") if d))
    return shapes


# --------------------------------------------------------------------------
# Package
# --------------------------------------------------------------------------

def test_import_does_not_import_torch():
    code = "import sys, remat; remat.parse('module {}'); print('torch' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_package_files():
    pkg = os.path.dirname(remat.__file__)
    assert os.path.exists(os.path.join(pkg, "py.typed"))
    assert os.path.exists(os.path.join(pkg, "_core.pyi"))
    assert issubclass(remat.MLIRError, Exception)
    for name in remat.__all__:
        assert hasattr(remat, name), name


# --------------------------------------------------------------------------
# Context, parse, print, verify
# --------------------------------------------------------------------------

def test_context_shared_and_own():
    ctx = remat.Context()
    assert ctx.threading
    a = remat.parse(ADD, context=ctx)
    b = remat.parse(ADD, context=ctx)
    assert a.context is ctx and b.context is ctx
    c = remat.parse(ADD)  # a context of its own
    assert c.context is not ctx
    assert not remat.Context(threading=False).threading
    del ctx
    assert "arith.addf" in str(a)  # the module keeps its context alive


def test_parse_file_and_print(mlp):
    text = str(mlp)
    assert "func.func @train_step" in text
    assert text == mlp.print()
    assert mlp.functions == ["train_step"]
    generic = mlp.print(generic=True)
    assert '"func.func"()' in generic and "func.func @train_step" not in generic
    with_locs = mlp.print(debuginfo=True)
    assert "loc(" in with_locs and "layers.0.fc" in with_locs
    assert "loc(" not in text
    # Round trip.
    assert str(remat.parse(text)) == text
    mlp.verify()


def test_parse_error():
    with pytest.raises(remat.MLIRError) as info:
        remat.parse("func.func @f(%a: tensor<4xf32>) {\n  %0 = arith.bogus %a\n}", source_name="bad.mlir")
    message = str(info.value)
    assert "bad.mlir:2:" in message
    assert "arith.bogus" in message
    assert info.value.diagnostics and "error" in info.value.diagnostics[0]


def test_parse_file_errors(tmp_path):
    with pytest.raises(FileNotFoundError):
        remat.parse_file(tmp_path / "missing.mlir")
    bad = tmp_path / "bad.mlir"
    bad.write_text("func.func @f( {\n")
    with pytest.raises(remat.MLIRError, match=re.escape(str(bad)) + ":1:"):
        remat.parse_file(bad)


INVALID = "func.func @f() -> i32 {\n  return\n}\n"


def test_verifier_error_at_parse():
    with pytest.raises(remat.MLIRError, match="'func.return' op has 0 operands"):
        remat.parse(INVALID)


def test_verify():
    module = remat.parse(INVALID, verify=False)
    with pytest.raises(remat.MLIRError) as info:
        module.verify()
    assert "<string>:2:3: error: 'func.return' op has 0 operands, but enclosing function (@f) returns 1" \
        in str(info.value)
    assert len(info.value.diagnostics) == 1


def test_clone_is_independent(mlp):
    copy = mlp.clone()
    copy.run_pipeline("remat-strip,canonicalize")
    assert str(mlp) == str(remat.parse_file(MLP_EXAMPLE))
    assert copy.context is mlp.context


# --------------------------------------------------------------------------
# Pass pipelines
# --------------------------------------------------------------------------

def test_registered_passes():
    passes = remat.registered_passes()
    assert passes == sorted(passes)
    for name in ("canonicalize", "cse", "remat-report", "remat-strip", "remat-lower-to-cpu"):
        assert name in passes
    assert all(remat.is_registered(p) for p in passes)
    assert not remat.is_registered("no-such-pass")
    assert remat.registered_passes() == passes  # repeatable


def test_run_pipeline_forms(mlp):
    before = str(mlp)
    mlp.run_pipeline("builtin.module(func.func(canonicalize))")
    mlp.run_pipeline("canonicalize,cse")
    mlp.run_pipeline("  builtin.module(remat-strip)  ")
    mlp.verify()
    assert "func.func @train_step" in str(mlp)
    assert str(mlp) != before or "remat." not in before


def test_run_pipeline_lowers(mlp):
    mlp.run_pipeline("remat-lower-to-cpu")
    assert "llvm.func @train_step" in str(mlp)


@pytest.mark.parametrize("pipeline,expected", [
    ("no-such-pass", "'no-such-pass' does not refer to a registered pass or pass pipeline"),
    ("builtin.module(func.func(bogus))", "'bogus' does not refer to a registered pass"),
    ("builtin.module(cse", "expected pass pipeline to be wrapped with the anchor operation"),
    ("canonicalize{no-such-option=1}", "no-such-option"),
])
def test_bad_pipeline(mlp, pipeline, expected):
    with pytest.raises(remat.MLIRError) as info:
        mlp.run_pipeline(pipeline)
    assert f"invalid pass pipeline '{pipeline}'" in str(info.value)
    assert expected in str(info.value)


def test_pass_failure_raises():
    module = remat.parse(
        "func.func @f(%n: index) -> tensor<?xf32> {\n"
        "  %e = tensor.empty(%n) : tensor<?xf32>\n"
        "  return %e : tensor<?xf32>\n}\n", source_name="dyn.mlir")
    with pytest.raises(remat.MLIRError) as info:
        module.run_pipeline("remat-report")
    assert "pass pipeline 'remat-report' failed" in str(info.value)
    assert "dyn.mlir:2:8: error: remat needs static shapes" in str(info.value)


# --------------------------------------------------------------------------
# report / apply_checkpoints / auto
# --------------------------------------------------------------------------

def test_report(mlp):
    before = str(mlp)
    data = remat.report(mlp)
    assert str(mlp) == before
    (fn,) = data["functions"]
    assert fn["name"] == "train_step"
    assert fn["peak_bytes"] > 0 and fn["flops"] > 0
    assert fn["residual_bytes"] == sum(r["bytes"] for r in fn["residuals"])
    assert {"bytes", "loc", "op"} <= set(fn["residuals"][0])
    assert fn["grad_start_loc"]
    # The same JSON as the pass writes itself.
    assert json.loads(json.dumps(data)) == data


def needs_pass(name):
    return pytest.mark.skipif(
        not remat.is_registered(name), reason=f"pass {name} is not registered in this build")


@needs_pass("remat-apply-checkpoints")
def test_apply_checkpoints(mlp):
    result = remat.apply_checkpoints(mlp)
    assert result is mlp
    mlp.verify()
    # Outputs stay the same (rematerialization recomputes, it does not change values).
    reference = remat.parse_file(MLP_EXAMPLE).run(seed=1)
    assert mlp.run(seed=1).checksums == reference.checksums


@needs_pass("remat-auto")
def test_auto(mlp):
    reference = mlp.run(seed=2)
    predicted = remat.report(mlp)["functions"][0]["peak_bytes"]
    # The unchanged program's predicted peak is always a feasible budget.
    result = remat.auto(mlp, budget=predicted, solver="chain")
    assert result is mlp
    mlp.verify()
    assert remat.report(mlp)["functions"][0]["peak_bytes"] <= predicted
    assert mlp.run(seed=2).checksums == reference.checksums
    # An infeasible budget is a pass failure with the pass's diagnostic.
    with pytest.raises(remat.MLIRError, match=r"remat-auto\{budget=1KiB solver=auto\}' failed(.|\n)*is infeasible"):
        remat.auto(mlp, budget="1KiB")


def test_auto_and_apply_build_pipeline_strings(monkeypatch):
    seen = []

    class Fake:
        def run_pipeline(self, text):
            seen.append(text)

    fake = Fake()
    remat.apply_checkpoints(fake)
    remat.auto(fake)
    remat.auto(fake, budget=1 << 20, solver="ilp")
    assert seen == ["remat-apply-checkpoints", "remat-auto{budget=64MiB solver=auto}",
                    "remat-auto{budget=1048576 solver=ilp}"]
    with pytest.raises(ValueError):
        remat.auto(fake, budget="1 MiB")


# --------------------------------------------------------------------------
# run
# --------------------------------------------------------------------------

def test_run_random_inputs(mlp):
    result = mlp.run()
    assert result.entry == "train_step"
    n = len(result.outputs)
    assert n > 1
    loss = result.outputs[0]
    assert isinstance(loss, np.ndarray) and loss.dtype == np.float32 and loss.shape == ()
    assert np.isfinite(loss)
    assert all(isinstance(o, np.ndarray) and o.dtype == np.float32 for o in result.outputs)
    assert result.peak_bytes > 0 and result.allocations > 0 and result.time_s > 0
    assert len(result.checksums) == n
    assert all(re.fullmatch(r"[0-9a-f]{16}", c) for c in result.checksums)
    assert "RunResult(entry='train_step'" in repr(result)
    # Deterministic per seed.
    assert mlp.run(seed=0).checksums == result.checksums
    assert mlp.run(seed=1).checksums != result.checksums


def test_random_inputs_match_run(mlp):
    inputs = mlp.random_inputs(seed=5)
    assert [a.shape for a in inputs] == arg_shapes(mlp)
    assert all(a.dtype == np.float32 for a in inputs)
    assert all(np.all(a >= -1) and np.all(a < 1) for a in inputs)
    assert mlp.run(inputs=inputs).checksums == mlp.run(seed=5).checksums


@pytest.mark.parametrize("seed", [0, 7])
def test_checksums_match_remat_run(mlp, seed):
    remat_run = find_remat_run()
    if remat_run is None:
        pytest.skip("remat-run not found (set REMAT_RUN or build it in build/)")
    out = subprocess.run([remat_run, "--json", f"--seed={seed}", "--repeat=2", MLP_EXAMPLE],
                         capture_output=True, text=True, check=True)
    expected = json.loads(out.stdout)
    result = mlp.run(seed=seed, repeat=2)
    assert result.checksums == [o["checksum"] for o in expected["outputs"]]
    assert [list(a.shape) for a in result.outputs] == [o["shape"] for o in expected["outputs"]]
    assert ["f32"] * len(result.outputs) == [o["dtype"] for o in expected["outputs"]]
    assert result.peak_bytes == expected["peak_bytes"]
    assert result.allocations == expected["allocations"]
    assert len(result.times) == 2


def test_run_numpy_inputs_values():
    module = remat.parse(ADD)
    a = np.arange(6, dtype=np.float32).reshape(2, 3)
    b = np.arange(6, dtype=np.float32).reshape(3, 2).T  # not contiguous
    result = module.run(inputs=[a, b])
    np.testing.assert_array_equal(result.outputs[0], a + b)
    # Inputs are not modified and outputs are writable arrays of their own.
    np.testing.assert_array_equal(a, np.arange(6, dtype=np.float32).reshape(2, 3))
    result.outputs[0][0, 0] = 42


def test_run_integer_and_bool_dtypes():
    module = remat.parse(SELECT)
    c = np.array([True, False, True, False])
    a = np.array([1, 2, 3, 4], dtype=np.int32)
    b = np.array([10, 20, 30, 40], dtype=np.int64)
    out = module.run(inputs=[c, a, b]).outputs
    assert out[0].dtype == np.int32 and out[1].dtype == np.int64
    np.testing.assert_array_equal(out[1], a + b)
    inputs = module.random_inputs(seed=3)
    assert [x.dtype for x in inputs] == [np.bool_, np.int32, np.int64]
    assert all(np.all((x >= 0) & (x < 8)) for x in inputs[1:])


def test_run_entry_selection():
    module = remat.parse(ADD + SELECT)
    with pytest.raises(remat.MLIRError, match="several functions"):
        module.run()
    assert module.run(entry="add").entry == "add"
    with pytest.raises(remat.MLIRError, match="no function named 'nope'"):
        module.run(entry="nope")


def test_run_input_errors(mlp):
    inputs = mlp.random_inputs()
    n = len(inputs)
    with pytest.raises(ValueError, match=f"'train_step' takes {n} inputs, got {n - 1}"):
        mlp.run(inputs=inputs[:-1])
    bad_shape = list(inputs)
    rows, cols = inputs[1].shape
    bad_shape[1] = np.zeros((cols, rows + 1), np.float32)
    with pytest.raises(ValueError, match=re.escape(
            f"input #1 of 'train_step' (tensor<{rows}x{cols}xf32>): "
            f"expected shape ({rows}, {cols}), got ({cols}, {rows + 1})")):
        mlp.run(inputs=bad_shape)
    bad_dtype = list(inputs)
    bad_dtype[0] = inputs[0].astype(np.float64)
    with pytest.raises(TypeError, match="input #0 .*expected dtype float32, got float64"):
        mlp.run(inputs=bad_dtype)
    bad_type = list(inputs)
    bad_type[2] = "not an array"
    with pytest.raises((TypeError, ValueError), match="input #2"):
        mlp.run(inputs=bad_type)
    with pytest.raises(ValueError, match="repeat"):
        mlp.run(repeat=0)


def test_run_unsupported_signature():
    module = remat.parse("func.func @f(%n: index) -> index {\n  return %n : index\n}\n")
    with pytest.raises(remat.MLIRError, match="argument #0 has type 'index'"):
        module.run()


# --------------------------------------------------------------------------
# The README example in docs/Python.md
# --------------------------------------------------------------------------

def read_doc_example(path=os.path.join("docs", "Python.md")):
    with open(os.path.join(ROOT, path), encoding="utf-8") as f:
        doc = f.read()
    match = re.search(r"<!-- example:begin -->\s*```python\n(.*?)```\s*<!-- example:end -->", doc, re.S)
    assert match, f"{path} lacks the example between its markers"
    return match.group(1)


def test_readme_example(monkeypatch, capsys):
    """The README's Python example runs as written."""
    code = read_doc_example("README.md")
    assert len(code.strip().splitlines()) <= 12
    monkeypatch.chdir(ROOT)
    exec(compile(code, "README.md", "exec"), {})
    out = capsys.readouterr().out
    assert "measured peak" in out and "remat-auto" in out


def test_doc_example(monkeypatch, capsys):
    code = read_doc_example()
    assert len(code.strip().splitlines()) <= 12
    monkeypatch.chdir(ROOT)
    exec(compile(code, "docs/Python.md", "exec"), {})
    out = capsys.readouterr().out
    assert "peak" in out
