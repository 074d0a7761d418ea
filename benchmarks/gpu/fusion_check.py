#!/usr/bin/env python3
"""remat-gpu-fuse-elementwise checked on the CPU: fusion must change no output
bit and raise no peak.

remat-lower-to-nvvm fuses single-use elementwise producers before
bufferization, so the GPU runs a program whose buffers differ from the one
remat-auto planned for. This runs both through remat-run (the CPU pipeline,
its allocation counter): the step as given, and the step after remat-strip,
convert-elementwise-to-linalg and remat-gpu-fuse-elementwise. It fails
unless every output checksum is equal and the fused step's measured peak is
at most the original's.

  fusion_check.py [--remat-opt build/bin/remat-opt] [--remat-run build/bin/remat-run] FILE.mlir...
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
FUSE = "builtin.module(remat-strip,func.func(convert-elementwise-to-linalg,remat-gpu-fuse-elementwise))"


def run_json(remat_run, path):
    p = subprocess.run([remat_run, path, "--json"], capture_output=True, text=True)
    if p.returncode:
        sys.exit("remat-run failed on %s: %s" % (path, p.stderr.strip()))
    return json.loads(p.stdout)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("files", nargs="+")
    ap.add_argument("--remat-opt", default=os.path.join(ROOT, "build", "bin", "remat-opt"))
    ap.add_argument("--remat-run", default=os.path.join(ROOT, "build", "bin", "remat-run"))
    args = ap.parse_args()
    ok = True
    print("| step | allocations | peak B | fused allocations | fused peak B | outputs |")
    print("|---|---|---|---|---|---|")
    with tempfile.TemporaryDirectory() as tmp:
        for path in args.files:
            fused = os.path.join(tmp, os.path.basename(path))
            subprocess.run([args.remat_opt, path, "--pass-pipeline=" + FUSE, "-o", fused], check=True)
            before, after = run_json(args.remat_run, path), run_json(args.remat_run, fused)
            same = [o["checksum"] for o in before["outputs"]] == [o["checksum"] for o in after["outputs"]]
            fine = same and after["peak_bytes"] <= before["peak_bytes"]
            ok &= fine
            print("| %s | %d | %d | %d | %d | %s |" % (
                os.path.relpath(path, ROOT), before["allocations"], before["peak_bytes"],
                after["allocations"], after["peak_bytes"],
                ("bit-identical" if same else "**differ**") + ("" if fine else " **FAIL**")))
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
