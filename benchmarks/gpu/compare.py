#!/usr/bin/env python3
"""compare.py NAME CPU.json GPU.json RTOL [ATOL] -- compare remat-run's outputs
(--json --print-values=N) with aot_main's, element by element: each GPU value
g must satisfy |g - c| <= ATOL + RTOL * |c| for the CPU's value c (numpy's
isclose rule; NaN only matches NaN, infinities only themselves). ATOL
defaults to RTOL: values that cancel to about 0 on the CPU carry the absolute
rounding error of the terms that cancelled, so a purely relative test would
reject correct results there. Prints one line (worst |g - c| / (ATOL + RTOL
|c|), <= 1 passes); exits 1 on a mismatch or on differing output counts or
lengths. run_on_gpu.sh passes RTOL per step: 2e-3 for the fp32 kernels, 1e-2
for steps lowered with tensor-cores=tf32 (tf32 keeps 10 mantissa bits: about
2^-10 ~ 1e-3 relative error per matmul, compounded over a training step's
chained matmuls; see docs/GPU.md)."""
import json
import math
import sys


def close_ratio(cpu, gpu, rtol, atol):
    """Worst |g - c| / (atol + rtol |c|) over the pairs (inf if any pair is
    a NaN/infinity mismatch)."""
    worst = 0.0
    for c, g in zip(cpu, gpu):
        if math.isnan(c) or math.isnan(g) or math.isinf(c) or math.isinf(g):
            if not (c == g or (math.isnan(c) and math.isnan(g))):
                return math.inf
            continue
        worst = max(worst, abs(g - c) / (atol + rtol * abs(c)))
    return worst


def compare(cpu, gpu, rtol, atol):
    """(ok, worst ratio) of two remat-run/aot_main JSON results."""
    ok = len(cpu["outputs"]) == len(gpu["outputs"])
    worst = 0.0
    for c, g in zip(cpu["outputs"], gpu["outputs"]):
        cv, gv = c.get("values", []), g.get("values", [])
        if len(cv) != len(gv):
            ok = False
            continue
        worst = max(worst, close_ratio(cv, gv, rtol, atol))
    return ok and worst <= 1.0, worst


def main(argv):
    name, cpu_path, gpu_path = argv[1], argv[2], argv[3]
    rtol = float(argv[4])
    atol = float(argv[5]) if len(argv) > 5 else rtol
    with open(cpu_path) as f:
        cpu = json.load(f)
    with open(gpu_path) as f:
        gpu = json.load(f)
    ok, worst = compare(cpu, gpu, rtol, atol)
    print("%-34s %-6s %16d %16d %12.6f %.2e" % (
        name, "ok" if ok else "DIFF", gpu["device_peak_bytes"],
        cpu.get("peak_bytes", -1), gpu["time_s"], worst))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
