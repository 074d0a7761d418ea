"""The MLIR text vocabulary shared by the exporter's layers.

Element types and their widths, tensor types, SSA values with static shapes,
literals, locations, and the error every lowering raises.  This is the bottom
layer of the front end: the op registry, the op lowerings and the emitter all
build on it, and it imports no other remat module.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
import torch

# The MLIR element type of each torch dtype the exporter passes through.
ELEMENT_TYPE = {torch.float32: "f32", torch.bool: "i1", torch.int64: "i64", torch.int32: "i32",
                torch.bfloat16: "bf16", torch.float16: "f16"}
FLOAT_BITS = {"f16": 16, "bf16": 16, "f32": 32, "f64": 64}
INT_BITS = {"i1": 1, "i8": 8, "i16": 16, "i32": 32, "i64": 64}

# The name of the i64 argument {remat.seed} from which the dropout masks are drawn.
SEED_ARG = "seed"


class EmitError(RuntimeError):
    pass


def is_float(dt: str) -> bool:
    return dt in FLOAT_BITS


def fmt_float(v: float, dt: str) -> str:
    """A literal of ``dt`` for ``v`` (f16/bf16 as the bits of the rounded value)."""
    if dt == "f32":
        return fmt_f32(v)
    t = torch.tensor([float(v)], dtype={"bf16": torch.bfloat16, "f16": torch.float16}[dt])
    bits = int(t.view(torch.int16).item()) & 0xFFFF
    return f"0x{bits:04X}"


def fmt_f32(v: float) -> str:
    v = float(np.float32(v))
    if math.isnan(v) or math.isinf(v):
        bits = np.array([v], dtype=np.float32).view(np.uint32)[0]
        return f"0x{int(bits):08X}"
    return "%.9e" % v


@dataclass
class Val:
    name: str
    shape: tuple
    dt: str = "f32"

    @property
    def ty(self) -> str:
        return tensor_ty(self.shape, self.dt)


def tensor_ty(shape, dt="f32") -> str:
    return "tensor<" + "".join(f"{d}x" for d in shape) + dt + ">"


def mlir_loc(s: str) -> str:
    """A name location ``loc("s")``."""
    return 'loc("' + s.replace("\\", "\\\\").replace('"', '\\"') + '")'
