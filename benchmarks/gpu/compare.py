#!/usr/bin/env python3
"""compare.py NAME CPU.json GPU.json RTOL -- compare remat-run's outputs
(--json --print-values=N) with aot_main's. Each output passes if every
compared value is within RTOL * max(1, max |cpu value|) of the CPU's. Prints
one line; exits 1 on a mismatch. run_on_gpu.sh passes RTOL per step: 2e-3
for the fp32 kernels, 1e-2 for steps lowered with tensor-cores=tf32 (tf32
keeps 10 mantissa bits: about 2^-10 ~ 1e-3 relative error per matmul,
compounded over a training step's chained matmuls; see docs/GPU.md)."""
import json
import sys

name, cpu_path, gpu_path, rtol = sys.argv[1], sys.argv[2], sys.argv[3], float(sys.argv[4])
cpu, gpu = json.load(open(cpu_path)), json.load(open(gpu_path))
worst, ok = 0.0, len(cpu["outputs"]) == len(gpu["outputs"])
for c, g in zip(cpu["outputs"], gpu["outputs"]):
    cv, gv = c.get("values", []), g.get("values", [])
    if len(cv) != len(gv):
        ok = False
        continue
    scale = max([1.0] + [abs(v) for v in cv])
    err = max([0.0] + [abs(a - b) for a, b in zip(cv, gv)]) / scale
    worst = max(worst, err)
    ok = ok and err <= rtol
print("%-34s %-6s %16d %16d %12.6f %.2e" % (
    name, "ok" if ok else "DIFF", gpu["device_peak_bytes"], cpu.get("peak_bytes", -1),
    gpu["time_s"], worst))
sys.exit(0 if ok else 1)
