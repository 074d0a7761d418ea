"""Verify an exported training step against PyTorch eager, and remat on it.

``verify_training_step(model, example_inputs, loss_fn)``

1. exports the step (``capture_joint`` + the emitter);
2. runs it through ``remat-run`` on the exact parameters and inputs, each
   written as a .npy file and passed with ``--input=@FILE``; the results
   come back exactly as .npy files (``--output-dir``);
3. compares the loss and every gradient (and updated buffer) with eager
   PyTorch, dropout drawing the exporter's counter-based masks in both
   (:func:`hashed_dropout`);
4. runs ``@train_step`` on the same inputs after per-layer checkpoints and
   after ``remat-auto`` at a budget: the outputs must be bit-identical to
   step 2's (checksums) and the measured peak within the budget (and equal
   to remat-report's prediction, reported).

Tools: ``$REMAT_RUN`` / ``$REMAT_OPT``, else ``build/bin`` of this checkout, else PATH.
"""

from __future__ import annotations

import contextlib
import os
import re
import shutil
import tempfile
import time
from dataclasses import dataclass, field

import numpy as np
import torch
import torch.nn.functional as F

from ._torch_internals import TorchDispatchMode
from .capture import attention_as_matmuls, capture_joint
from .lowerings_nn import dropout_mask_numpy
from .step_export import export_joint_explained, grad_param_indices, layer_pattern

from ..tools import KEEP_LOCATIONS, ROOT, find_tool, first_error, run_json  # noqa: F401
from ..tools import remat_report as _report
from ..tools import run_tool as _run


# ----------------------------------------------------------------- dropout
@contextlib.contextmanager
def hashed_dropout(seed: int):
    """Eager dropout (``F.dropout``, ``nn.Dropout`` and the dropout inside
    ``F.scaled_dot_product_attention``) with the exporter's masks: the k-th
    dropout call of the step draws ``dropout_mask_numpy(seed, k, p, shape)``."""
    counter = [0]
    orig_dropout, orig_sdpa = F.dropout, F.scaled_dot_product_attention

    def dropout(input, p=0.5, training=True, inplace=False):
        if not training or p == 0.0:
            return input
        k = counter[0]
        counter[0] += 1
        mask = torch.from_numpy(dropout_mask_numpy(seed, k, p, tuple(input.shape)))
        scale = 1.0 / (1.0 - p) if p < 1.0 else 0.0
        out = torch.where(mask, input * scale, torch.zeros((), dtype=input.dtype))
        if inplace:
            with torch.no_grad():
                input.copy_(out)
            return input
        return out

    def sdpa(q, k, v, attn_mask=None, dropout_p=0.0, is_causal=False, scale=None, enable_gqa=False):
        return attention_as_matmuls(q, k, v, attn_mask, dropout_p, is_causal, scale, enable_gqa,
                                    dropout=lambda w, p: dropout(w, p, True))

    F.dropout, F.scaled_dot_product_attention = dropout, sdpa
    try:
        with _HashedBernoulli(seed, counter):
            yield counter
    finally:
        F.dropout, F.scaled_dot_product_attention = orig_dropout, orig_sdpa


class _HashedBernoulli(TorchDispatchMode):
    """Dropout that ATen runs itself (nn.LSTM/nn.GRU's dropout between layers calls
    ``at::dropout``, which fills its noise with ``bernoulli_(1 - p)`` on the CPU):
    the noise gets the exporter's mask, in call order with the Python-level dropouts."""

    def __init__(self, seed, counter):
        super().__init__()
        self.seed, self.counter = seed, counter

    def __torch_dispatch__(self, func, types, args=(), kwargs=None):
        kwargs = kwargs or {}
        aten = torch.ops.aten
        if func is aten.bernoulli_.float:
            t = args[0]
            keep = args[1] if len(args) > 1 else kwargs.get("p", 0.5)
            k = self.counter[0]
            self.counter[0] += 1
            mask = dropout_mask_numpy(self.seed, k, 1.0 - float(keep), tuple(t.shape))
            return t.copy_(torch.from_numpy(mask).to(t.dtype))
        if func is aten.native_dropout.default:
            x, p, train = args[0], float(args[1]), args[2]
            if not train or p == 0.0:
                return x.clone(), torch.ones_like(x, dtype=torch.bool)
            k = self.counter[0]
            self.counter[0] += 1
            mask = torch.from_numpy(dropout_mask_numpy(self.seed, k, p, tuple(x.shape)))
            return torch.where(mask, x * (1.0 / (1.0 - p)), torch.zeros((), dtype=x.dtype)), mask
        return func(*args, **kwargs)


def eager_reference(model, inputs, loss_fn, seed: int, buffer_names=()):
    """Loss, parameter gradients and updated buffers from eager PyTorch with the
    exporter's dropout masks, on a copy of the model (the model is left as is)."""
    import copy

    m = copy.deepcopy(model)
    m.zero_grad(set_to_none=True)
    with hashed_dropout(seed):
        loss = loss_fn(m, *inputs)
    loss.backward()
    grads = {n: (p.grad.detach().clone() if p.grad is not None else torch.zeros_like(p))
             for n, p in m.named_parameters()}
    bufs = dict(m.named_buffers())
    return loss.detach().clone(), grads, {n: bufs[n].detach().clone() for n in buffer_names}


# ----------------------------------------------------------------- running
# The torch dtype of each MLIR element type remat-run passes.
_TORCH_DTYPES = {"f32": torch.float32, "f64": torch.float64, "f16": torch.float16,
                 "bf16": torch.bfloat16, "i1": torch.bool, "i8": torch.int8,
                 "i16": torch.int16, "i32": torch.int32, "i64": torch.int64}


def element_type(ty: str) -> str:
    """``f32`` of ``tensor<2x3xf32>``, ``i64`` of ``tensor<i64>``."""
    return ty[ty.rindex("x") + 1:-1] if "x" in ty else ty[len("tensor<"):-1]


def to_npy_array(t: torch.Tensor, dt: str) -> np.ndarray:
    """``t`` converted to the MLIR element type ``dt`` (rounded to nearest-even, as
    a dense constant of that type would be), as the C-order array ``remat-run
    --input=@FILE`` reads; bf16 as its raw bits in a uint16 array, remat-run's
    convention (NumPy has no bfloat16; include/remat/Runtime/Npy.h)."""
    t = t.detach().to(_TORCH_DTYPES[dt]).contiguous().cpu()
    if dt == "bf16":
        return t.view(torch.int16).numpy().view(np.uint16)
    # a contiguous tensor's array is C order (np.save then writes
    # fortran_order False); np.ascontiguousarray would turn a 0-d array into (1,)
    return t.numpy()


def from_npy_array(a: np.ndarray, dt: str) -> np.ndarray:
    """A result file of ``remat-run --output-dir`` as exact float64 values, flat
    (bf16 results come as uint16 bits)."""
    if dt == "bf16":
        a = (a.astype(np.uint32) << np.uint32(16)).view(np.float32)
    return a.astype(np.float64).reshape(-1)


def write_inputs(directory: str, values, arg_types) -> list[str]:
    """One .npy file per argument in ``directory``; the ``--input=@FILE`` options
    that pass them to remat-run, in argument order."""
    assert len(values) == len(arg_types), (len(values), len(arg_types))
    options = []
    for i, (v, ty) in enumerate(zip(values, arg_types)):
        path = os.path.join(directory, f"arg_{i}.npy")
        np.save(path, to_npy_array(v, element_type(ty)))
        options.append(f"--input=@{path}")
    return options


def signature(text: str, func="train_step"):
    """[(name, type)] of the arguments and [types] of the results of ``@func``."""
    import re

    start = text.index(f"func.func @{func}(")
    head = text[start:text.index("{\n", start)]
    args_part, res_part = head.split(") -> (", 1) if ") -> (" in head else (head, "")
    args = re.findall(r"(%[\w.]+): (tensor<[^>]*>)", args_part)
    res = re.findall(r"tensor<[^>]*>", res_part)
    return args, res


LOW_PRECISION_RTOL, LOW_PRECISION_ATOL = 5e-2, 1e-3

def remat_auto_within_reach(opt, src, dst, budget: int, options: str = "", extra=()):
    """``remat-auto`` on ``src`` at ``budget`` bytes into ``dst``; a budget below
    the smallest reachable peak is retried at the bound remat-auto's error
    names. Returns (the budget used, a note saying so or None)."""
    def plan(b):
        _run([opt, src, f"--remat-auto=budget={b}{options}", *extra, "-o", dst])

    try:
        plan(budget)
        return budget, None
    except RuntimeError as e:
        m = re.search(r"infeasible.*at most (\d+) bytes", str(e))
        if not m:
            raise
        bound = int(m.group(1))
        plan(bound)
        return bound, f"budget {budget} infeasible; retried at remat-auto's bound {bound}"


# ----------------------------------------------------------------- result
@dataclass
class VerifyResult:
    ok: bool = False
    text: str = ""                               # the exported MLIR
    errors: dict = field(default_factory=dict)   # tensor -> (max abs err, max |eager|, ok)
    loss_mlir: float = float("nan")
    loss_eager: float = float("nan")
    peaks: dict = field(default_factory=dict)    # measured/predicted peak bytes
    bit_identical: bool | None = None           # remat-auto's outputs == the export's
    checkpoint_identical: bool | None = None    # per-layer checkpoints' outputs == the export's
    regions: int | None = None                  # checkpoint regions remat-outline-checkpoints formed
    within_budget: bool | None = None
    budget: int | None = None
    export_seconds: float = 0.0
    ir_bytes: int = 0
    layer_pattern: str | None = None
    tolerance: tuple = (0.0, 0.0)                # (atol, rtol) used
    messages: list = field(default_factory=list)

    def worst_ratio(self) -> float:
        """max over tensors of error / tolerance (<= 1 when every tensor matches)."""
        atol, rtol = self.tolerance
        return max((e / (atol + rtol * sc) for e, sc, _ in self.errors.values()), default=0.0)

    def summary(self) -> str:
        worst = max(self.errors.items(), key=lambda kv: kv[1][0] / max(kv[1][1], 1e-30), default=None)
        s = (f"ok={self.ok} loss mlir={self.loss_mlir:.7g} eager={self.loss_eager:.7g} "
             f"tensors={len(self.errors)} bit_identical={self.bit_identical} "
             f"within_budget={self.within_budget} peaks={self.peaks}")
        if worst:
            s += f" worst={worst[0]} abs={worst[1][0]:.3g} scale={worst[1][1]:.3g}"
        return s + "".join("\n  " + m for m in self.messages)


def verify_training_step(model, example_inputs, loss_fn, *, seed: int = 3, budget=0.8,
                         rtol: float = 1e-4, atol: float = 1e-5, remat: bool = True,
                         workdir: str | None = None) -> VerifyResult:
    """Export ``loss_fn(model, *example_inputs)``, run it with remat-run and compare
    with eager PyTorch; then check remat-auto at ``budget`` (bytes, or a fraction
    of the measured peak when < 1) keeps outputs bit-identical within the budget.
    Per tensor: ``max|mlir - eager| <= atol + rtol * max|eager|``."""
    res = VerifyResult()
    runner, opt = find_tool("remat-run"), find_tool("remat-opt")
    if not runner or not opt:
        raise RuntimeError("remat-run / remat-opt not found (set REMAT_RUN / REMAT_OPT)")
    t0 = time.time()
    joint = capture_joint(model, tuple(example_inputs), loss_fn)
    text = export_joint_explained(joint, "train_step", model, example_inputs, loss_fn)
    res.export_seconds = time.time() - t0
    res.text, res.ir_bytes = text, len(text.encode())
    res.layer_pattern = layer_pattern(model)
    if re.search(r"[x<](bf16|f16)>", text):
        # bf16/f16 arithmetic (8/11-bit significands): rounding differs from eager's
        # in order and place, so compare at the format's precision
        rtol, atol = max(rtol, LOW_PRECISION_RTOL), max(atol, LOW_PRECISION_ATOL)
        res.messages.append(f"low-precision step: tolerance {atol:g} + {rtol:g} max|eager|")
    res.tolerance = (atol, rtol)
    gi = grad_param_indices(joint)
    args, rtys = signature(text)
    # argument values: parameters, updated buffers, inputs, [seed], cotangent
    values = list(joint.params)
    bidx = {n: i for i, n in enumerate(joint.buffer_names)}
    values += [joint.buffers[bidx[n]] for n in joint.mutated_buffers]
    values += list(joint.inputs)
    if any(a[0] == "%seed" for a in args):
        values.append(torch.tensor(seed, dtype=torch.int64))
    values.append(torch.tensor(1.0))
    own = tempfile.mkdtemp(dir=workdir)
    try:
        # the exact values as .npy files (remat-run --input), the exact results
        # back the same way (--output-dir): the step itself runs, no constants
        base_path = os.path.join(own, "step.mlir")
        with open(base_path, "w") as f:
            f.write(text)
        inputs = write_inputs(own, values, [t for _, t in args])
        out_dir = os.path.join(own, "results")
        base = run_json(runner, base_path, *inputs, f"--output-dir={out_dir}")
        got = [from_npy_array(np.load(os.path.join(out_dir, f"result_{k}.npy")), element_type(t))
               for k, t in enumerate(rtys)]
        loss, grads, bufs = eager_reference(model, joint.inputs, loss_fn, seed, joint.mutated_buffers)
        names = ["loss"] + [joint.param_names[i] for i in gi] + [f"buffer {n}" for n in joint.mutated_buffers]
        refs = [loss] + [grads[joint.param_names[i]] for i in gi] + [bufs[n] for n in joint.mutated_buffers]
        ok = len(got) == len(refs)
        if not ok:
            res.messages.append(f"{len(got)} results, expected {len(refs)}")
        for n, g, r in zip(names, got, refs):
            r = r.detach().double().reshape(-1).numpy()
            err = float(np.max(np.abs(g - r))) if r.size else 0.0
            scale = float(np.max(np.abs(r))) if r.size else 0.0
            good = bool(np.all(np.isfinite(g))) and err <= atol + rtol * scale
            res.errors[n] = (err, scale, good)
            ok &= good
        res.loss_mlir, res.loss_eager = float(got[0][0]), float(loss)
        if remat:
            # the run above is the baseline: the same program on the same inputs
            res.peaks["measured"] = base["peak_bytes"]
            res.peaks["predicted"] = _report(opt, base_path)["peak_bytes"]
            # per-layer checkpoints (remat-outline-checkpoints + remat-apply-checkpoints)
            pat = res.layer_pattern
            ck_path = os.path.join(own, "ckpt.mlir")
            outline = "remat-outline-checkpoints" + (f"{{pattern={pat}}}" if pat else "")
            try:
                ol_path = os.path.join(own, "outlined.mlir")
                _run([opt, base_path, f"--pass-pipeline=builtin.module({outline})", *KEEP_LOCATIONS, "-o", ol_path])
                with open(ol_path) as f:
                    res.regions = len(re.findall(r"remat\.checkpoint\b(?!_)", f.read()))
                _run([opt, ol_path, "--remat-apply-checkpoints", *KEEP_LOCATIONS, "-o", ck_path])
                ck = run_json(runner, ck_path, *inputs)
                res.peaks["checkpointed_measured"] = ck["peak_bytes"]
                res.peaks["checkpointed_predicted"] = _report(opt, ck_path)["peak_bytes"]
                res.checkpoint_identical = [o["checksum"] for o in ck["outputs"]] == \
                    [o["checksum"] for o in base["outputs"]]
                ok &= bool(res.checkpoint_identical)
            except RuntimeError as e:
                res.messages.append(f"checkpoints: {first_error(str(e))}")
            b = int(budget * base["peak_bytes"]) if budget < 1 else int(budget)
            res.budget = b
            auto_path = os.path.join(own, "auto.mlir")
            try:
                b, note = remat_auto_within_reach(opt, base_path, auto_path, b,
                                                  f" pattern={pat}" if pat else "", KEEP_LOCATIONS)
                res.budget = b
                if note:
                    res.messages.append(note)
                auto = run_json(runner, auto_path, *inputs)
                res.peaks["auto_measured"] = auto["peak_bytes"]
                res.peaks["auto_predicted"] = _report(opt, auto_path)["peak_bytes"]
                res.bit_identical = [o["checksum"] for o in auto["outputs"]] == \
                    [o["checksum"] for o in base["outputs"]]
                res.within_budget = auto["peak_bytes"] <= b
                ok &= bool(res.bit_identical and res.within_budget)
            except RuntimeError as e:
                res.messages.append(f"remat-auto at {b} bytes: {first_error(str(e))}")
                ok = False
        res.ok = bool(ok)
    finally:
        if workdir is None:
            shutil.rmtree(own, ignore_errors=True)
    return res

