"""Writes inputs for a JAX optimizer step (examples/jax/mlp_adam.mlir) and
prints remat-run's --input flags for them.

  optimizer_inputs.py STEP.mlir OUT_DIR [SEED]

remat-run's generated inputs are uniform in [-1, 1): Adam's second moment
(`opt_state[0].nu...`, the argument names JAX's import keeps) must not be
negative (sqrt), so it gets squares of such values; its step count gets 3;
everything else uniform in [-1, 1) from numpy's generator with SEED.
"""
import os
import re
import sys

import numpy as np

ARG = re.compile(r'%arg(\d+): tensor<([0-9x]*)x?(f32|i32)> loc\("([^"]*)"\)')
SCALAR = re.compile(r'%arg(\d+): tensor<(f32|i32)> loc\("([^"]*)"\)')


def signature(text):
    start = text.index("func.func @main(")
    end = text.index(") -> (", start)
    return text[start:end]


def main(path, out_dir, seed=0):
    with open(path) as f:
        sig = signature(f.read())
    args = {}
    for m in ARG.finditer(sig):
        dims = tuple(int(d) for d in m.group(2).split("x") if d)
        args[int(m.group(1))] = (dims, m.group(3), m.group(4))
    for m in SCALAR.finditer(sig):
        args[int(m.group(1))] = ((), m.group(2), m.group(3))
    if sorted(args) != list(range(len(args))):
        sys.exit("cannot read the arguments of %s" % path)
    rng = np.random.default_rng(seed)
    os.makedirs(out_dir, exist_ok=True)
    flags = []
    for index in range(len(args)):
        dims, dtype, name = args[index]
        if dtype == "i32":
            value = np.full(dims, 3, dtype=np.int32)
        else:
            value = rng.uniform(-1.0, 1.0, dims).astype(np.float32)
            if ".nu[" in name:
                value = value * value
        file = os.path.join(out_dir, "arg_%d.npy" % index)
        np.save(file, value)
        flags.append("--input=@" + file)
    print(" ".join(flags))


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], int(sys.argv[3]) if len(sys.argv) > 3 else 0)
