#!/usr/bin/env python3
"""hopper_summary.py ROWS.jsonl [DEFAULTS.json]

The table and the picks of hopper_matmul.sh's device phase: one row per
correct run of matmul_bench (its JSON line plus "stages"), the time ratio
cuBLAS / ours per run, and per shape and precision the fastest correct
variant, which is what kernel choice should default to for that shape.

Precisions are compared only with their own cuBLAS opponent: bf16 (modes
tma, tma-ws, wgmma, bf16 against cublasGemmEx bf16) with the issue's target
0.70 of cuBLAS's TFLOP/s, tf32 (tf32-tma against cublasGemmEx
CUBLAS_COMPUTE_32F_FAST_TF32) with 0.60. The picks are written to
DEFAULTS.json ({"MxNxK": {"bf16": {"mode", "stages", "ratio", "meets"},
...}}), the input of update_kernel_defaults.py (docs/GPUKernels.md).
"""
import json
import sys

PRECISION = {"tma": "bf16", "tma-ws": "bf16", "wgmma": "bf16",
             "bf16": "bf16", "tf32-tma": "tf32"}
TARGET = {"bf16": 0.70, "tf32": 0.60}


def ratio(row):
    """cuBLAS time / ours: 1 is cuBLAS's speed."""
    return row["cublas_ms"] / row["remat_ms"]


def picks(rows):
    """{shape: {precision: fastest row}} over the rows of known modes."""
    best = {}
    for r in rows:
        precision = PRECISION.get(r["mode"])
        if precision is None:
            raise ValueError("unknown mode %r" % r["mode"])
        key = "%dx%dx%d" % (r["m"], r["n"], r["k"])
        cur = best.setdefault(key, {}).get(precision)
        if cur is None or r["remat_ms"] < cur["remat_ms"]:
            best[key][precision] = r
    return best


def defaults(best):
    return {shape: {p: {"mode": r["mode"], "stages": r["stages"],
                        "ratio": round(ratio(r), 3),
                        "meets": ratio(r) >= TARGET[p]}
                    for p, r in sorted(by.items())}
            for shape, by in best.items()}


def table(rows, best):
    lines = ["%-16s %-8s %6s %9s %9s %8s %8s %7s %9s %9s" % (
        "MxNxK", "mode", "stages", "ours_ms", "cuBLAS_ms", "TFLOP/s",
        "cuBLAS", "ratio", "err/bound", "cuB e/b")]
    for r in rows:
        lines.append("%-16s %-8s %6d %9.4f %9.4f %8.1f %8.1f %7.3f %9.3f "
                     "%9.3f" % ("%dx%dx%d" % (r["m"], r["n"], r["k"]),
                                r["mode"], r["stages"], r["remat_ms"],
                                r["cublas_ms"], r["remat_tflops"],
                                r["cublas_tflops"], ratio(r),
                                r["bound_ratio"], r["cublas_bound_ratio"]))
    lines.append("")
    lines.append("Fastest correct variant per shape and precision (ratio = "
                 "cuBLAS time / ours; targets: bf16 >= 0.70, tf32 >= 0.60):")
    for shape, by in best.items():
        for p, r in sorted(by.items()):
            lines.append("%-16s %-4s best %-8s stages %d: %.1f / %.1f "
                         "TFLOP/s = %.3f %s" % (
                             shape, p, r["mode"], r["stages"],
                             r["remat_tflops"], r["cublas_tflops"], ratio(r),
                             "meets the target" if ratio(r) >= TARGET[p]
                             else "below the target"))
    return "\n".join(lines)


def main(argv):
    rows = [json.loads(line) for line in open(argv[1]) if line.strip()]
    best = picks(rows)
    print(table(rows, best))
    if len(argv) > 2:
        with open(argv[2], "w") as f:
            json.dump(defaults(best), f, indent=1, sort_keys=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
