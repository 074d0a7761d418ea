"""benchmarks/gpu/compare.py: the GPU-vs-CPU check of the device phase. It
runs only on a GPU machine, so its tolerance rule is tested here."""
import importlib.util
import json
import math
import os
import subprocess
import sys

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
SCRIPT = os.path.join(ROOT, "benchmarks", "gpu", "compare.py")
spec = importlib.util.spec_from_file_location("gpu_compare", SCRIPT)
compare = importlib.util.module_from_spec(spec)
spec.loader.exec_module(compare)


def result(*outputs):
    return {"outputs": [{"values": list(v)} for v in outputs],
            "device_peak_bytes": 1024, "peak_bytes": 1024, "time_s": 0.001}


def test_small_values_are_checked_relatively():
    # The old rule divided by max(1, max|cpu|): for outputs below 1 a 50%
    # error passed with rtol 2e-3 only if it was below 2e-3 absolute, and a
    # value of 1e-4 off by 1e-3 passed. Now it does not.
    ok, worst = compare.compare(result([1e-4, 0.5]), result([1.1e-3, 0.5]), 2e-3, 1e-6)
    assert not ok and worst > 1


def test_within_tolerance_passes():
    cpu = [100.0, -3.0, 0.0, 1e-9]
    gpu = [100.1, -3.004, 1e-3, 0.0]
    ok, worst = compare.compare(result(cpu), result(gpu), 2e-3, 2e-3)
    assert ok and worst <= 1


def test_large_value_relative_error():
    # 1e6 off by 1e4 is 1% relative: over 2e-3, whatever the scale.
    ok, _ = compare.compare(result([1e6]), result([1.01e6]), 2e-3, 2e-3)
    assert not ok


def test_nan_and_inf():
    assert compare.compare(result([math.nan]), result([math.nan]), 1e-3, 1e-3)[0]
    assert compare.compare(result([math.inf]), result([math.inf]), 1e-3, 1e-3)[0]
    assert not compare.compare(result([1.0]), result([math.nan]), 1e-3, 1e-3)[0]
    assert not compare.compare(result([math.inf]), result([-math.inf]), 1e-3, 1e-3)[0]


def test_shape_mismatch_fails():
    assert not compare.compare(result([1.0, 2.0]), result([1.0]), 1e-3, 1e-3)[0]
    assert not compare.compare(result([1.0], [2.0]), result([1.0]), 1e-3, 1e-3)[0]


def test_command_line(tmp_path):
    cpu, gpu = tmp_path / "cpu.json", tmp_path / "gpu.json"
    cpu.write_text(json.dumps(result([1.0, 2.0])))
    gpu.write_text(json.dumps(result([1.0, 2.5])))
    r = subprocess.run([sys.executable, SCRIPT, "step", str(cpu), str(gpu), "2e-3"],
                       capture_output=True, text=True)
    assert r.returncode == 1 and "DIFF" in r.stdout
    gpu.write_text(json.dumps(result([1.0, 2.001])))
    r = subprocess.run([sys.executable, SCRIPT, "step", str(cpu), str(gpu), "2e-3"],
                       capture_output=True, text=True)
    assert r.returncode == 0 and " ok " in r.stdout
