"""Writes examples/jax/NAME.stablehlo.mlir for every step of models.py, and
NAME.mlir, its import by remat's JAX front end.

    PYTHONPATH=build/python REMAT_OPT=build/bin/remat-opt \
        .venv/bin/python examples/jax/generate.py [NAME ...] [--out DIR] [--no-import]

Each file is `jax.jit(step).lower(*args).as_text(debug_info=True)`: StableHLO
with JAX's locations (name stack `jit(step)/jvp(layers.3)/dot_general` and the
Python source line), which remat's importer keeps so that
remat-outline-checkpoints finds the layers. Import one with
`python -m remat.jax import NAME.stablehlo.mlir -o NAME.mlir` (docs/JAX.md).
"""

from __future__ import annotations

import argparse
import os
import sys

import jax

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

# Source paths in the locations relative to the checkout ("examples/jax/models.py") and
# to site-packages ("jax/_src/..."): the committed files name no machine's directories
# and regenerate byte-identically from any clone.
jax.config.update("jax_hlo_source_file_canonicalization_regex",
                  r"^.*/(?=examples/jax/)|^.*/site-packages/")

from models import EXAMPLES  # noqa: E402


def stablehlo(name: str, checkpoint=None) -> str:
    ex = EXAMPLES[name](checkpoint)
    return jax.jit(ex.step).lower(*ex.args).as_text(debug_info=True)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("names", nargs="*", default=list(EXAMPLES))
    ap.add_argument("--out", default=HERE)
    ap.add_argument("--no-import", action="store_true",
                    help="write only the StableHLO (no remat-opt / iree-compile needed)")
    a = ap.parse_args(argv)
    for name in a.names:
        text = stablehlo(name)
        path = os.path.join(a.out, f"{name}.stablehlo.mlir")
        with open(path, "w") as f:
            f.write(text)
        print(f"{path}: {len(text)} bytes")
        if not a.no_import:
            from remat.jax import import_stablehlo

            mlir = import_stablehlo(text)
            path = os.path.join(a.out, f"{name}.mlir")
            with open(path, "w") as f:
                f.write(mlir)
            print(f"{path}: {len(mlir)} bytes")


if __name__ == "__main__":
    main()
