"""What the exporter reads off an FX node of the joint graph.

Its ATen op's name, its static result shape and element type, its arguments,
the module path and user source line it came from (for locations and for
:class:`UnsupportedOp`), and whether a dropout node draws a mask at run time.
Builds on :mod:`remat.torch.ir`; used by the lowerings, the emitter and the
capture.
"""

from __future__ import annotations

import torch.fx

from ._torch_internals import op_overload_name
from .ir import ELEMENT_TYPE, EmitError


def op_name(target) -> str:
    """``aten.max_pool2d_with_indices.default`` for an OpOverload."""
    name = op_overload_name(target)
    return name if name is not None else str(target)


def source_line(meta) -> str:
    """The innermost user frame (not torch's, not remat's) of an FX node's stack trace."""
    st = meta.get("stack_trace") or ""
    frames = []
    lines = st.splitlines()
    for i, l in enumerate(lines):
        l = l.strip()
        if l.startswith('File "'):
            code = lines[i + 1].strip() if i + 1 < len(lines) else ""
            frames.append((l, code))
    for l, code in reversed(frames):
        if "/torch/" in l or "/remat/torch/" in l:
            continue
        try:
            f = l.split('"')[1]
            ln = l.split("line ")[1].split(",")[0]
        except IndexError:
            continue
        return f"{f}:{ln}" + (f": {code}" if code else "")
    return ""


class UnsupportedOp(EmitError):
    """An FX node the exporter cannot lower: names the ATen op, the module path
    of the node and the user's source line."""

    def __init__(self, node, why: str = ""):
        self.op = op_name(node.target)
        self.node_name, self.why = node.name, why
        self.module_path = module_path(node)
        self.source = source_line(node.meta)
        msg = f"unsupported op {self.op}" + (f" ({why})" if why else "")
        msg += f" in module '{self.module_path or '<root>'}'"
        if self.source:
            msg += f" at {self.source}"
        super().__init__(msg)


def module_path(node) -> str:
    meta = node.meta
    stack = meta.get("fwd_nn_module_stack") or meta.get("nn_module_stack") or {}
    return last_path(stack)


def node_loc(node: torch.fx.Node) -> str:
    """Name location: the module path of the FX node (last nn_module_stack entry);
    backward nodes get ``backward.<forward module path or node name>``."""
    meta = node.meta
    is_bwd = meta.get("partitioner_tag") == "is_backward" or meta.get("autograd_backward", False)
    if is_bwd:
        stack = meta.get("fwd_nn_module_stack") or meta.get("nn_module_stack") or {}
        path = last_path(stack)
        return "backward." + (path if path else node.name)
    path = last_path(meta.get("nn_module_stack") or {})
    return path if path else "root." + node.name


def last_path(stack) -> str:
    """The innermost non-empty module path of an ``nn_module_stack``."""
    for key in reversed(list(stack)):
        v = stack[key]
        p = v[0] if isinstance(v, tuple) else str(v)
        if p:
            return p
    return ""


def meta_shape(node) -> tuple:
    v = node.meta["val"]
    return tuple(int(s) for s in v.shape)


def meta_dt(node) -> str:
    v = node.meta["val"]
    if v.dtype not in ELEMENT_TYPE:
        raise EmitError(f"dtype {v.dtype} of {node}")
    return ELEMENT_TYPE[v.dtype]


def node_arg(node, i, name, default=None):
    """Argument ``i`` of the node, or its keyword ``name``, or ``default``."""
    if len(node.args) > i:
        return node.args[i]
    return node.kwargs.get(name, default)


def dropout_active(node) -> bool:
    """Whether a ``native_dropout`` node draws a mask (training, p > 0)."""
    p = node.args[1]
    train = node.args[2] if len(node.args) > 2 else True
    return bool(train) and float(p) > 0.0
