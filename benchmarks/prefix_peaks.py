#!/usr/bin/env python3
"""Measured peaks of the bundled examples under two builds of remat-run.

A change of the bufferization prefix (the passes remat-run and the memory
replay share, buildBufferizationPrefix) must not raise the measured peak of
any bundled step. For every step under examples/ (the .mlir files read by
remat-run: examples/*.mlir, examples/models, examples/jax without the
StableHLO sources, examples/loops, examples/torch_mlir) this runs

  remat-run --json STEP

with the old and the new build and prints peak bytes, allocation count and
whether the output checksums are identical.

  prefix_peaks.py --old BASE_BUILD --new build [--timeout 600] [--only examples/jax]

Not a test (minutes); docs/Scaling.md records a run.
"""
import argparse
import glob
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def steps():
    found = []
    for pattern in ("examples/*.mlir", "examples/models/*.mlir", "examples/jax/*.mlir",
                    "examples/loops/*.mlir", "examples/torch_mlir/*.mlir"):
        found += sorted(p for p in glob.glob(os.path.join(ROOT, pattern))
                        if not p.endswith(".stablehlo.mlir"))
    return found


def run(build, step, timeout):
    tool = os.path.join(build, "bin", "remat-run")
    try:
        proc = subprocess.run([tool, "--json", step], capture_output=True, text=True,
                              timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, "timeout"
    if proc.returncode != 0:
        lines = [l for l in proc.stderr.splitlines() if "error" in l][:1]
        return None, (lines[0][:80] if lines else f"rc {proc.returncode}")
    return json.loads(proc.stdout), ""


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--old", required=True, help="build directory before the change")
    parser.add_argument("--new", default="build", help="build directory after the change")
    parser.add_argument("--timeout", type=float, default=600)
    parser.add_argument("--only", default="", help="only steps whose path contains this")
    args = parser.parse_args()
    print("| step | peak before | peak after | allocations before | after | outputs |")
    print("|---|---:|---:|---:|---:|---|")
    worse = 0
    for step in steps():
        if args.only not in step:
            continue
        name = os.path.relpath(step, ROOT)
        old, old_err = run(args.old, step, args.timeout)
        new, new_err = run(args.new, step, args.timeout)
        if old is None or new is None:
            print(f"| {name} | {old_err or old['peak_bytes']} | {new_err or new['peak_bytes']} | | | |")
            if new is None and old is not None:
                worse += 1
            sys.stdout.flush()
            continue
        same = [o["checksum"] for o in old["outputs"]] == [o["checksum"] for o in new["outputs"]]
        if new["peak_bytes"] > old["peak_bytes"] or not same:
            worse += 1
        print(f"| {name} | {old['peak_bytes']:,} | {new['peak_bytes']:,} | {old['allocations']:,} | "
              f"{new['allocations']:,} | {'identical' if same else 'DIFFER'} |")
        sys.stdout.flush()
    return 1 if worse else 0


if __name__ == "__main__":
    sys.exit(main())
