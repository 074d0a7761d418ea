"""benchmarks/gpu/compare.py: the GPU-vs-CPU check of the device phase. It
runs only on a GPU machine, so its tolerance rule and its reading of every
element are tested here, on .npy files written like remat-run's."""
import importlib.util
import json
import math
import os
import subprocess
import sys

import numpy as np

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
SCRIPT = os.path.join(ROOT, "benchmarks", "gpu", "compare.py")
spec = importlib.util.spec_from_file_location("gpu_compare", SCRIPT)
compare = importlib.util.module_from_spec(spec)
spec.loader.exec_module(compare)


def test_bound_is_atol_plus_rtol_times_value():
    # |g - c| <= atol + rtol |c| per element (numpy's isclose rule), not
    # scaled by the output's largest value as the old check did: a value of
    # 1e-4 next to a 1e3 one may be off by about atol only.
    ratio, where = compare.worst([1e-4, 1e3], [5.1e-3, 1e3], 2e-3, 2e-3)
    assert ratio > 1 and where == 0
    ratio, _ = compare.worst([1e-4, 1e3], [1e-4, 1e3 + 1.9], 2e-3, 2e-3)
    assert ratio <= 1
    assert math.isclose(compare.worst([1.0], [1.004], 2e-3, 2e-3)[0], 1.0, rel_tol=1e-6)


def test_within_tolerance_passes():
    cpu = [100.0, -3.0, 0.0, 1e-9]
    gpu = [100.1, -3.004, 1e-3, 0.0]
    ratio, _ = compare.worst(cpu, gpu, 2e-3, 2e-3)
    assert ratio <= 1


def test_large_value_relative_error():
    # 1e6 off by 1e4 is 1% relative: over 2e-3, whatever the scale.
    assert compare.worst([1e6], [1.01e6], 2e-3, 2e-3)[0] > 1


def test_nan_and_inf():
    assert compare.worst([math.nan], [math.nan], 1e-3, 1e-3)[0] == 0
    assert compare.worst([math.inf], [math.inf], 1e-3, 1e-3)[0] == 0
    assert compare.worst([1.0], [math.nan], 1e-3, 1e-3)[0] == math.inf
    assert compare.worst([math.inf], [-math.inf], 1e-3, 1e-3)[0] == math.inf


def test_tolerance_per_kind_and_type():
    assert compare.tolerance("fp32", "f32") == (2e-3, 2e-3)
    assert compare.tolerance("tf32", "f32") == (1e-2, 1e-2)
    assert compare.tolerance("fp32", "bf16") == (3e-2, 3e-2)
    assert compare.tolerance("tf32", "f16") == (1e-2, 1e-2)
    # Integer outputs must be equal.
    assert compare.tolerance("tf32", "i64") == (0.0, 0.0)
    assert compare.worst([3], [4], 0.0, 0.0)[0] == math.inf


def write_run(directory, arrays, dtypes):
    os.makedirs(directory, exist_ok=True)
    for k, a in enumerate(arrays):
        np.save(os.path.join(directory, "result_%d.npy" % k), a)
    return {"outputs": [{"dtype": d} for d in dtypes],
            "device_peak_bytes": 1024, "peak_bytes": 1024, "time_s": 0.001}


def test_every_element_is_compared(tmp_path):
    ref = np.linspace(-1, 1, 10000, dtype=np.float32)
    cpu = write_run(str(tmp_path / "cpu"), [ref], ["f32"])
    near = ref.copy()
    near[9999] += np.float32(1e-4)
    gpu = write_run(str(tmp_path / "near"), [near], ["f32"])
    assert compare.compare("s", cpu, str(tmp_path / "cpu"), gpu, str(tmp_path / "near"),
                           "fp32", out=open(os.devnull, "w"))
    # Past the 4096 values the old check read.
    far = ref.copy()
    far[9999] += np.float32(0.1)
    gpu = write_run(str(tmp_path / "far"), [far], ["f32"])
    assert not compare.compare("s", cpu, str(tmp_path / "cpu"), gpu, str(tmp_path / "far"),
                               "fp32", out=open(os.devnull, "w"))


def test_shape_and_count_mismatch_fail(tmp_path):
    cpu = write_run(str(tmp_path / "cpu"), [np.ones((2, 3), np.float32)], ["f32"])
    gpu = write_run(str(tmp_path / "shape"), [np.ones((3, 2), np.float32)], ["f32"])
    devnull = open(os.devnull, "w")
    assert not compare.compare("s", cpu, str(tmp_path / "cpu"), gpu,
                               str(tmp_path / "shape"), "fp32", out=devnull)
    gpu = write_run(str(tmp_path / "two"), [np.ones((2, 3), np.float32)] * 2, ["f32"] * 2)
    assert not compare.compare("s", cpu, str(tmp_path / "cpu"), gpu,
                               str(tmp_path / "two"), "fp32", out=devnull)


def test_command_line(tmp_path):
    cpu = write_run(str(tmp_path / "cpu"), [np.array([1.0, 2.0], np.float32)], ["f32"])
    (tmp_path / "cpu.json").write_text(json.dumps(cpu))
    gpu = write_run(str(tmp_path / "gpu"), [np.array([1.0, 2.5], np.float32)], ["f32"])
    (tmp_path / "gpu.json").write_text(json.dumps(gpu))
    args = [sys.executable, SCRIPT, "step", str(tmp_path / "cpu.json"), str(tmp_path / "cpu"),
            str(tmp_path / "gpu.json"), str(tmp_path / "gpu"), "fp32"]
    r = subprocess.run(args, capture_output=True, text=True)
    assert r.returncode == 1 and "DIFF" in r.stdout
    write_run(str(tmp_path / "gpu"), [np.array([1.0, 2.001], np.float32)], ["f32"])
    r = subprocess.run(args, capture_output=True, text=True)
    assert r.returncode == 0 and " ok " in r.stdout
