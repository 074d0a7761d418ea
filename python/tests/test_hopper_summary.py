"""benchmarks/gpu/hopper_summary.py: the table and the per-shape picks of
hopper_matmul.sh's device phase. It runs only after a GPU run, so its
grouping and choice are tested here on rows shaped like matmul_bench's."""
import importlib.util
import json
import os

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
SCRIPT = os.path.join(ROOT, "benchmarks", "gpu", "hopper_summary.py")
spec = importlib.util.spec_from_file_location("hopper_summary", SCRIPT)
summary = importlib.util.module_from_spec(spec)
spec.loader.exec_module(summary)


def row(mode, stages, ours, cublas, m=4096, n=4096, k=4096):
    flops = 2.0 * m * n * k
    return {"mode": mode, "stages": stages, "m": m, "n": n, "k": k,
            "remat_ms": ours, "cublas_ms": cublas,
            "remat_tflops": flops / ours / 1e9,
            "cublas_tflops": flops / cublas / 1e9,
            "bound_ratio": 0.01, "cublas_bound_ratio": 0.01}


def test_precisions_are_picked_apart():
    # The tf32 kernel is faster than every bf16 one here, but it answers
    # another cuBLAS: each precision gets its own pick and target.
    rows = [row("tma", 3, 0.30, 0.20), row("tma-ws", 4, 0.25, 0.20),
            row("bf16", 3, 0.80, 0.20), row("tf32-tma", 2, 0.20, 0.40)]
    best = summary.picks(rows)["4096x4096x4096"]
    assert (best["bf16"]["mode"], best["bf16"]["stages"]) == ("tma-ws", 4)
    assert best["tf32"]["mode"] == "tf32-tma"
    d = summary.defaults(summary.picks(rows))["4096x4096x4096"]
    assert d["bf16"] == {"mode": "tma-ws", "stages": 4, "ratio": 0.8,
                         "meets": True}
    assert d["tf32"]["ratio"] == 2.0 and d["tf32"]["meets"]


def test_target_is_per_precision():
    # 0.65 of cuBLAS meets tf32's 0.60 and misses bf16's 0.70.
    rows = [row("tma", 2, 1.0, 0.65), row("tf32-tma", 2, 1.0, 0.65)]
    d = summary.defaults(summary.picks(rows))["4096x4096x4096"]
    assert not d["bf16"]["meets"] and d["tf32"]["meets"]
    text = summary.table(rows, summary.picks(rows))
    assert "bf16 best tma      stages 2" in text and "below the target" in text


def test_unknown_mode_is_an_error():
    try:
        summary.picks([row("fp8", 2, 1.0, 1.0)])
    except ValueError as e:
        assert "fp8" in str(e)
    else:
        raise AssertionError("an unknown mode must not be dropped silently")


def test_main_writes_defaults(tmp_path):
    rows = tmp_path / "rows.jsonl"
    rows.write_text("\n".join(json.dumps(r) for r in [
        row("tma", 2, 0.5, 0.4, 4096, 768, 3072),
        row("tma", 3, 0.45, 0.4, 4096, 768, 3072)]) + "\n")
    out = tmp_path / "defaults.json"
    assert summary.main(["x", str(rows), str(out)]) == 0
    d = json.loads(out.read_text())
    assert d["4096x768x3072"]["bf16"]["stages"] == 3


MEM = os.path.join(ROOT, "benchmarks", "gpu", "mem_summary.py")
mspec = importlib.util.spec_from_file_location("mem_summary", MEM)
mem = importlib.util.module_from_spec(mspec)
mspec.loader.exec_module(mem)


def test_memory_probe_time_is_the_sum_of_kernel_medians(tmp_path):
    # Two launch sites per call (a grid reduction's two stages), three
    # calls, the first a slow warm-up: per site the median, then the sum.
    lines = []
    for ms1, ms2 in [(9.0, 1.0), (0.10, 0.01), (0.12, 0.01)]:
        lines.append({"kernel": "k", "ms": ms1, "blocks": 1056,
                      "threads": 256})
        lines.append({"kernel": "k_0", "ms": ms2, "blocks": 1,
                      "threads": 256})
    (tmp_path / "total.kernels.jsonl").write_text(
        "\n".join(json.dumps(x) for x in lines) + "\n")
    copy = {"copy_GBps": 4000.0, "memcpy_GBps": 3900.0, "kernel_GBps": 4000.0}
    rows, missing = mem.summarize(
        copy, ["total 440000000", "absent 1 grid-reductions=false"],
        str(tmp_path))
    assert missing == ["absent"]
    (name, _, kernels, ms, gbps, ratio), = rows
    assert abs(ms - 0.13) < 1e-9 and set(kernels) == {"k", "k_0"}
    assert abs(gbps - 440000000 / 0.13e6) < 1e-6
    assert abs(ratio - gbps / 4000.0) < 1e-12
