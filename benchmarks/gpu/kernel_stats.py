#!/usr/bin/env python3
"""Static statistics of remat-lower-to-nvvm's kernels, per training step.

For each MLIR file: lower it with remat-lower-to-nvvm{format=isa ...}
(PTX text, no GPU needed), count the kernels (gpu.binary ops), the kernels
that run on one thread (`.maxntid 1, 1, 1`), the kernels and instructions
with `mma.sync`, `wgmma` and `ldmatrix`, and with --ptxas assemble every
kernel (`ptxas -v -arch=CHIP`) and count those that spill registers. The
host side is translated to LLVM IR (mlir-translate --mlir-to-llvmir) to
check that it lowers completely.

  kernel_stats.py [--remat-opt build/bin/remat-opt] [--options 'tensor-cores=tf32']
                  [--ptxas] [--json out.json] [--max-kernels N] FILE.mlir...

Exit status 1 if a lowering or translation fails, a kernel runs on one
thread, a kernel spills (with --ptxas), or a file has more than
--max-kernels kernels; the table is printed either way.
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from extract_binary import binaries  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CUDA = os.environ.get("CUDA_HOME", "/usr/local/cuda")


def lower(remat_opt, path, options, out):
    env = dict(os.environ, CUDA_HOME=CUDA, PATH=CUDA + "/bin:" + os.environ.get("PATH", ""))
    pipeline = "builtin.module(remat-lower-to-nvvm{format=isa %s})" % options
    t0 = time.time()
    p = subprocess.run([remat_opt, path, "--pass-pipeline=" + pipeline, "-o", out],
                       capture_output=True, text=True, env=env)
    return p.returncode, p.stderr, time.time() - t0


def stats(remat_opt, path, options, chip, run_ptxas, translate):
    row = {"file": os.path.relpath(path, ROOT), "options": options}
    with tempfile.TemporaryDirectory() as tmp:
        lowered = os.path.join(tmp, "lowered.mlir")
        rc, err, seconds = lower(remat_opt, path, options, lowered)
        row["lower_s"] = round(seconds, 1)
        if rc:
            row["error"] = err.strip().splitlines()[-1] if err.strip() else "rc %d" % rc
            return row
        text = open(lowered, encoding="latin-1").read()
        kernels = list(binaries(text))
        row["kernels"] = len(kernels)
        row["single_thread"] = sum(b".maxntid 1, 1, 1" in ptx for _, ptx in kernels)
        for instr in ("mma.sync", "wgmma", "ldmatrix", "cp.async"):
            row[instr + "_kernels"] = sum(instr.encode() in ptx for _, ptx in kernels)
        if translate:
            p = subprocess.run(["/usr/lib/llvm-22/bin/mlir-translate", "--mlir-to-llvmir", lowered,
                                "-o", os.devnull], capture_output=True, text=True)
            row["host_translates"] = p.returncode == 0
            if p.returncode:
                row["error"] = "mlir-translate: " + p.stderr.strip()[:300]
        if run_ptxas:
            spilled, failed = [], []
            for name, ptx in kernels:
                f = os.path.join(tmp, name + ".ptx")
                open(f, "wb").write(ptx)
                p = subprocess.run([CUDA + "/bin/ptxas", "-v", "-arch=" + chip, f, "-o", f + ".cubin"],
                                   capture_output=True, text=True)
                if p.returncode:
                    failed.append(name)
                    continue
                spills = [int(x) for x in re.findall(r"(\d+) bytes spill (?:stores|loads)", p.stderr)]
                if any(spills):
                    spilled.append(name)
            row["ptxas_failed"] = failed
            row["spilling"] = spilled
    return row


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("files", nargs="+")
    ap.add_argument("--remat-opt", default=os.path.join(ROOT, "build", "bin", "remat-opt"))
    ap.add_argument("--options", default="", help="extra remat-lower-to-nvvm options")
    ap.add_argument("--chip", default="sm_90a")
    ap.add_argument("--ptxas", action="store_true", help="assemble every kernel and count spills")
    ap.add_argument("--no-translate", action="store_true")
    ap.add_argument("--max-kernels", type=int, nargs="*", default=[],
                    help="upper bound on the kernel count, one per file")
    ap.add_argument("--json")
    args = ap.parse_args()
    rows, ok = [], True
    opts = ("chip=%s " % args.chip) + args.options
    print("| file | kernels | one-thread | mma.sync | wgmma | ldmatrix | spilling | host→LLVM IR | lower s |")
    print("|---|---|---|---|---|---|---|---|---|")
    for i, path in enumerate(args.files):
        row = stats(args.remat_opt, path, opts, args.chip, args.ptxas, not args.no_translate)
        rows.append(row)
        if "error" in row:
            ok = False
            print("| %s | **failed**: %s | | | | | | | %s |" % (row["file"], row["error"], row["lower_s"]))
            continue
        bound = args.max_kernels[i] if i < len(args.max_kernels) else None
        if row["single_thread"] or row.get("spilling") or row.get("ptxas_failed") or \
                (bound is not None and row["kernels"] > bound):
            ok = False
        print("| %s | %d%s | %d | %d | %d | %d | %s | %s | %s |" % (
            row["file"], row["kernels"], "" if bound is None else " (≤ %d)" % bound,
            row["single_thread"], row["mma.sync_kernels"], row["wgmma_kernels"], row["ldmatrix_kernels"],
            len(row["spilling"]) if "spilling" in row else "-",
            "yes" if row.get("host_translates", True) else "no", row["lower_s"]))
    if args.json:
        json.dump(rows, open(args.json, "w"), indent=1)
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
