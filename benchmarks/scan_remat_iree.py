"""A JAX scan step in IREE: remat's loop schedules against jax.checkpoint on the scan body.

    PATH=.venv/bin:$PATH REMAT_OPT=build/bin/remat-opt \\
        python benchmarks/scan_remat_iree.py [--layers 12] [--batch 256] [--width 64]

The step is examples/loops/gen_jax_scan.py's (value_and_grad of a tanh MLP
written with lax.scan). Each variant is measured by remat.iree.measure
(llvm-cpu, host CPU; IREE's DEVICE_LOCAL peak): the step as it is, remat's
schedules (remat-scan-remat, then remat-prepare-iree-input), and JAX's own
StableHLO without and with jax.checkpoint on the scan body. remat's outputs
are compared with the original's in IREE (exact equality).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile

import numpy as np

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
sys.path.insert(0, os.path.join(ROOT, "python"))

import remat.iree as ri  # noqa: E402

OPT = os.environ.get("REMAT_OPT", os.path.join(ROOT, "build", "bin", "remat-opt"))
SCHEDULES = ("residuals=all", "residuals=all segments=4", "residuals=none segments=4")


def jax_step(layers: int, batch: int, width: int, checkpoint: bool) -> str:
    import jax
    import jax.numpy as jnp

    def loss(w, x):
        def body(h, wi):
            return jnp.tanh(h @ wi), None

        if checkpoint:
            body = jax.checkpoint(body)
        h, _ = jax.lax.scan(body, x, w)
        return jnp.sum(h * h)

    step = jax.jit(jax.value_and_grad(loss))
    return step.lower(jnp.zeros((layers, width, width), jnp.float32),
                      jnp.zeros((batch, width), jnp.float32)).as_text()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--layers", type=int, default=12)
    parser.add_argument("--batch", type=int, default=256)
    parser.add_argument("--width", type=int, default=64)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as work:
        step = os.path.join(work, "step.mlir")
        subprocess.run([sys.executable, os.path.join(ROOT, "examples", "loops", "gen_jax_scan.py"),
                        "--layers", str(args.layers), "--batch", str(args.batch),
                        "--width", str(args.width), "-o", step], check=True)
        with open(step, encoding="utf-8") as f:
            original = ri.measure(ri.prepare(f.read()), "main")
        print("| variant | IREE DEVICE_LOCAL peak | outputs equal to the step's in IREE |")
        print("|---|---|---|")
        print(f"| step as it is | {original.peak} | - |")
        for schedule in SCHEDULES:
            out = os.path.join(work, "s.mlir")
            subprocess.run([OPT, step, f"--remat-scan-remat={schedule}", "-o", out], check=True)
            with open(out, encoding="utf-8") as f:
                m = ri.measure(ri.prepare(f.read()), "main")
            same = all(np.array_equal(a, b) for a, b in zip(original.outputs, m.outputs))
            print(f"| remat-scan-remat {schedule} | {m.peak} | {'yes' if same else 'NO'} |")
        for checkpoint in (False, True):
            m = ri.measure(jax_step(args.layers, args.batch, args.width, checkpoint), "main")
            name = "JAX, jax.checkpoint on the scan body" if checkpoint else "JAX, no checkpoint"
            print(f"| {name} | {m.peak} | (JAX's own StableHLO) |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
