#!/usr/bin/env python3
"""How one-shot bufferization's time grows with a function's argument and
result count (the function-boundary analysis, upstream MLIR).

remat's memory analysis bufferizes a copy of every step it analyses with
`one-shot-bufferize{bufferize-function-boundaries}` (buildBufferizationPrefix),
and remat-auto analyses twice: the step, then the plan realised on a copy.
On the 2,800-layer chain of auto_scale.py (5,600 parameter tensors in,
5,600 gradients out) that pass is the largest part of the planning time.
This isolates the part that depends on the signature: for each N it builds

  func.func @f(N tensor arguments) -> (R tensor results)

whose body is N independent `linalg.add`s (one per argument), once with
R = N (every add returned) and once with R = 1 (only the first returned;
the same ops to bufferize), and prints the OneShotBufferizePass time from
remat-opt's `--mlir-timing`. The difference between the two columns is
the cost of the argument x result pairs; it grows with N^2 (about 4x per
doubling) while the body's own cost grows with N.

  bufferize_boundary_scale.py [--sizes 1000,2000,4000] [--build-dir build]

Not a test (seconds to a minute); docs/Solvers.md records measured numbers.
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile

PIPELINE = ("builtin.module(one-shot-bufferize{bufferize-function-boundaries "
            "function-boundary-type-conversion=identity-layout-map})")


def step(n, returned):
    args = ", ".join(f"%a{i}: tensor<8xf32>" for i in range(n))
    types = ", ".join(["tensor<8xf32>"] * returned)
    lines = [f"func.func @f({args}) -> ({types}) {{"]
    for i in range(n):
        lines.append(f"  %e{i} = tensor.empty() : tensor<8xf32>")
        lines.append(f"  %r{i} = linalg.add ins(%a{i}, %a{i} : tensor<8xf32>, "
                     f"tensor<8xf32>) outs(%e{i} : tensor<8xf32>) -> tensor<8xf32>")
    values = ", ".join(f"%r{i}" for i in range(returned))
    lines.append(f"  return {values} : {types}")
    lines.append("}")
    return "\n".join(lines) + "\n"


def bufferize_seconds(opt, path):
    proc = subprocess.run([opt, path, "--verify-each=false", "--pass-pipeline=" + PIPELINE,
                           "--mlir-timing", "-o", os.devnull],
                          capture_output=True, text=True)
    if proc.returncode != 0:
        sys.exit(f"remat-opt failed on {path}:\n{proc.stderr}")
    found = re.search(r"^\s*([\d.]+) \(\s*[\d.]+%\)\s+OneShotBufferizePass$", proc.stderr, re.M)
    if not found:
        sys.exit("no OneShotBufferizePass line in remat-opt's timing report")
    return float(found.group(1))


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", default="1000,2000,4000")
    parser.add_argument("--build-dir", default=os.environ.get("REMAT_BUILD_DIR", "build"))
    args = parser.parse_args()
    opt = os.path.join(args.build_dir, "bin", "remat-opt")
    print("| N arguments | one-shot-bufferize s, N results | s, 1 result | difference s |")
    print("|---:|---:|---:|---:|")
    with tempfile.TemporaryDirectory() as tmp:
        for n in [int(x) for x in args.sizes.split(",")]:
            times = []
            for returned in (n, 1):
                path = os.path.join(tmp, f"f{n}_{returned}.mlir")
                with open(path, "w") as f:
                    f.write(step(n, returned))
                times.append(bufferize_seconds(opt, path))
            print(f"| {n:,} | {times[0]:.3f} | {times[1]:.3f} | {times[0] - times[1]:.3f} |")
            sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
