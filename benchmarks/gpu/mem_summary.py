#!/usr/bin/env python3
"""mem_summary.py COPY.json PROBES.txt RESULTS_DIR

The table of memory_speed.sh's device phase: per probe (a line `NAME BYTES
OPTIONS` of PROBES.txt) its kernels' device time per call, from
RESULTS_DIR/NAME.kernels.jsonl (one line per launch, written by the CUDA
runtime with REMAT_CUDA_KERNEL_TIMES: kernel name, ms, blocks, threads):
per kernel (each launch site has its own name) the median over the calls,
summed over the step's kernels. BYTES / that time against the copy
bandwidth of COPY.json (copy_probe.cu, read + written bytes), with the
issue's target ratio 0.70. A probe without kernel times is reported as
missing and makes the exit status 1.
"""
import json
import os
import statistics
import sys

TARGET = 0.70


def per_call(lines):
    """{kernel: (median ms, blocks, threads)} over a step's launches."""
    by = {}
    for r in lines:
        by.setdefault(r["kernel"], []).append(r)
    return {k: (statistics.median(x["ms"] for x in v), v[0]["blocks"],
                v[0]["threads"]) for k, v in by.items()}


def summarize(copy, probes, results):
    """Rows (name, options, kernels, ms, GB/s, ratio) and missing names."""
    rows, missing = [], []
    for line in probes:
        parts = line.split()
        if not parts:
            continue
        name, nbytes, options = parts[0], int(parts[1]), " ".join(parts[2:])
        path = os.path.join(results, name + ".kernels.jsonl")
        lines = [json.loads(x) for x in open(path)] if os.path.exists(
            path) else []
        if not lines:
            missing.append(name)
            continue
        kernels = per_call(lines)
        ms = sum(k[0] for k in kernels.values())
        gbps = nbytes / (ms * 1e6)
        rows.append((name, options, kernels, ms, gbps,
                     gbps / copy["copy_GBps"]))
    return rows, missing


def main(argv):
    copy = json.load(open(argv[1]))
    rows, missing = summarize(copy, open(argv[2]).read().splitlines(),
                              argv[3])
    print("copy bandwidth: %.1f GB/s (cudaMemcpy D2D %.1f, float4 kernel "
          "%.1f; read + written bytes)" % (copy["copy_GBps"],
                                           copy["memcpy_GBps"],
                                           copy["kernel_GBps"]))
    print("%-16s %-22s %8s %10s %9s %7s  %s" % (
        "probe", "options", "kernels", "ms/call", "GB/s", "ratio",
        "kernels: blocks x threads, median ms"))
    for name, options, kernels, ms, gbps, ratio in rows:
        print("%-16s %-22s %8d %10.4f %9.1f %7.3f  %s%s" % (
            name, options or "-", len(kernels), ms, gbps, ratio,
            "; ".join("%s %dx%d %.4f" % (k, b, t, m)
                      for k, (m, b, t) in sorted(kernels.items())),
            "" if ratio >= TARGET else "  (below %.2f)" % TARGET))
    for name in missing:
        print("%-16s MISSING: no kernel times" % name)
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
