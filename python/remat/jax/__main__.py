"""``python -m remat.jax import STEP.stablehlo.mlir -o STEP.mlir``

Imports a StableHLO module (``jax.jit(step).lower(*args).as_text()``; keep
JAX's locations with ``as_text(debug_info=True)``) as upstream MLIR that remat
reads (docs/JAX.md). Exit status 1 with the error on an op remat cannot import.
"""

from __future__ import annotations

import argparse
import sys

from .importer import JaxImportError, import_stablehlo


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m remat.jax", description=__doc__.splitlines()[0])
    sub = ap.add_subparsers(dest="command", required=True)
    imp = sub.add_parser("import", help="StableHLO -> remat's upstream MLIR")
    imp.add_argument("input", help="StableHLO module ('-' for stdin)")
    imp.add_argument("-o", "--output", default="-", help="output file ('-' for stdout)")
    imp.add_argument("--keep-files", help="directory for the intermediate files")
    imp.add_argument("--for-iree", action="store_true",
                     help="keep IREE's scatter (a step for remat.iree; remat-run cannot run it)")
    imp.add_argument("--jax-checkpoint", choices=("replan", "honour"), default="replan",
                     help="jax.checkpoint's barriers: dropped, remat-auto replans the step "
                          "(replan, default), or kept as the user's checkpoints, remat-auto "
                          "plans the rest (honour)")
    a = ap.parse_args(argv)
    text = sys.stdin.read() if a.input == "-" else open(a.input, encoding="utf-8").read()
    try:
        out = import_stablehlo(text, keep_files=a.keep_files, for_iree=a.for_iree,
                               jax_checkpoint=a.jax_checkpoint)
    except (JaxImportError, RuntimeError) as e:
        print(f"error: {e}", file=sys.stderr)
        return 1
    if a.output == "-":
        sys.stdout.write(out)
    else:
        with open(a.output, "w", encoding="utf-8") as f:
            f.write(out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
