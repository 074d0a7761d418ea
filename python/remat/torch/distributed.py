"""Sharded PyTorch training steps: exported with a strategy, run on MPI ranks,
and compared with PyTorch's own distributed training on the same model.

``export_sharded_training_step(model, example_inputs, loss_fn, strategy="dp", ranks=2)``
    the step of :func:`remat.torch.export_training_step`, partitioned by
    ``remat-shard{strategy=... ranks=...}`` (docs/Sharding.md).

``compare_with_pytorch(model, example_inputs, loss_fn, strategy="dp", ranks=2)``
    runs that step with ``remat-run --ranks=N`` (MPICH's ``mpiexec``) on the
    model's parameters and the example batch, and the same model under
    PyTorch's DistributedDataParallel and FSDP2 (``fully_shard``), each with
    ``torch.utils.checkpoint`` around every layer, on the same number of
    processes (gloo, CPU), each process taking its slice of the batch; then
    compares the loss and every gradient: remat's ranks against each peer and
    against single-process eager PyTorch. Optionally remat-auto at a per-rank
    budget: every rank measured within it, outputs bit-identical.

PyTorch's data parallelism averages the ranks' gradients, so it computes the
single-process step only when the loss is a mean over independent examples
(no BatchNorm statistics, no dropout: each rank would draw its own masks);
:func:`compare_with_pytorch` refuses models with either. remat's partitioned
step computes the single-process step by construction (its reductions over the
batch become all-reduces).
"""

from __future__ import annotations

import copy
import os
import re
import shutil
import socket
import sys
import tempfile
import time
import traceback
from dataclasses import dataclass, field

import numpy as np
import torch

from ..tools import KEEP_LOCATIONS, find_tool, first_error, remat_report, run_json, run_tool
from .capture import capture_joint
from .step_export import export_joint_explained, grad_param_indices
from .verify import (element_type, eager_reference, from_npy_array, remat_auto_within_reach, signature,
                     write_inputs)

STRATEGIES = ("dp", "fsdp")
PEERS = ("ddp", "fsdp2")
# A PyTorch peer that has not finished by then is killed and reported (gloo
# collectives have a 30-minute default timeout).
PEER_TIMEOUT_S = 600


def check_strategy(strategy: str, ranks: int) -> None:
    """ValueError unless remat-shard takes ``strategy`` and ``ranks``."""
    if strategy not in STRATEGIES:
        raise ValueError(f"strategy {strategy!r}: expected one of {', '.join(STRATEGIES)}")
    if ranks < 1:
        raise ValueError(f"ranks={ranks}: expected at least 1")


def shard_step(text: str, strategy: str = "dp", ranks: int = 2, options: str = "") -> str:
    """``text`` (a training step remat reads) partitioned by ``remat-shard``;
    ``options``: more of its options, as in a pass pipeline (e.g.
    ``"chunk-gathers=false"``)."""
    check_strategy(strategy, ranks)
    opt = find_tool("remat-opt")
    if not opt:
        raise RuntimeError("remat-opt not found (set REMAT_OPT)")
    own = tempfile.mkdtemp()
    try:
        src, dst = os.path.join(own, "step.mlir"), os.path.join(own, "sharded.mlir")
        with open(src, "w") as f:
            f.write(text)
        # The layers' module-path names stay: remat-auto's searches read the
        # layers from them (docs/ShardingMemory.md, GPT-2 b32 dp 4 at 50 %).
        run_tool([opt, src, f"--pass-pipeline=builtin.module(remat-shard{{strategy={strategy} ranks={ranks} {options}}})",
                  *KEEP_LOCATIONS, "-o", dst])
        with open(dst) as f:
            return f.read()
    finally:
        shutil.rmtree(own, ignore_errors=True)


def export_sharded_training_step(model, example_inputs, loss_fn, *, strategy: str = "dp",
                                 ranks: int = 2, func_name: str = "train_step") -> str:
    """The training step of ``loss_fn(model, *example_inputs)`` partitioned over
    ``ranks`` MPI processes (run it with ``remat-run --ranks=N``)."""
    from .step_export import export_training_step

    return shard_step(export_training_step(model, tuple(example_inputs), loss_fn, func_name),
                      strategy, ranks)


def split_arguments(sharded_text: str, func: str = "train_step") -> list[int | None]:
    """Per argument of the partitioned ``@func``: the axis remat-shard split it
    on (``remat.split``), or None."""
    start = sharded_text.index(f"func.func @{func}(")
    head = sharded_text[start:sharded_text.index(") -> ", start)]
    return [int(m.group(1)) if m else None
            for m in (re.search(r"remat\.split = (\d+)", a)
                      for a in re.split(r",\s*(?=%)", head[head.index("(") + 1:]))]


# ------------------------------------------------------------ PyTorch peers
def _layers(model: torch.nn.Module) -> list[torch.nn.Module]:
    """The repeated layers: the children of the model's largest ModuleList or
    Sequential (the model itself when it has none)."""
    best: list[torch.nn.Module] = []
    for m in model.modules():
        if isinstance(m, (torch.nn.ModuleList, torch.nn.Sequential)) and len(m) > len(best):
            best = list(m)
    return best or [model]


def _checkpoint_layers(layers) -> list:
    """Each layer's forward under ``torch.utils.checkpoint`` (non-reentrant);
    returns a one-element list counting the checkpointed calls (a model that
    calls its layers' submodules directly never calls the layer's forward)."""
    from torch.utils.checkpoint import checkpoint

    calls = [0]
    for layer in layers:
        forward = layer.forward

        def wrapped(*args, _forward=forward, **kwargs):
            calls[0] += 1
            return checkpoint(_forward, *args, use_reentrant=False, **kwargs)

        layer.forward = wrapped
    return calls


def _parameter_owners(model: torch.nn.Module) -> list[list[torch.nn.Module]]:
    """FSDP2's units: the modules that hold parameters of their own, innermost
    first (a unit's hooks run when its forward is called, which a model that
    calls its layers' children directly would skip for a whole layer), modules
    that share a parameter (tied embeddings) in one unit."""
    owners = [m for m in model.modules()
              if m is not model and any(True for _ in m.parameters(recurse=False))]
    groups: list[list[torch.nn.Module]] = []
    group_of: dict[int, list[torch.nn.Module]] = {}
    for module in reversed(owners):
        shared = [group_of[id(p)] for p in module.parameters(recurse=False) if id(p) in group_of]
        group = shared[0] if shared else []
        if not shared:
            groups.append(group)
        group.append(module)
        for p in module.parameters(recurse=False):
            group_of[id(p)] = group
    return groups


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _peer_rank(rank, ranks, port, peer, model, inputs, splits, loss_fn, checkpointed, out_path):
    """One process of a PyTorch peer: its slice of the batch, the loss and the
    full gradients (rank 0 writes them)."""
    import torch.distributed as dist

    torch.set_num_threads(1)
    os.environ["MASTER_ADDR"], os.environ["MASTER_PORT"] = "127.0.0.1", str(port)
    dist.init_process_group("gloo", rank=rank, world_size=ranks)
    try:
        model = copy.deepcopy(model)
        layers = _layers(model)
        if peer == "ddp":
            from torch.nn.parallel import DistributedDataParallel

            calls = _checkpoint_layers(layers) if checkpointed else [0]
            # find_unused_parameters: with a parameter the loss never reads (an
            # unused embedding table), DDP would otherwise never reduce the
            # bucket holding it, leaving its neighbours' gradients per rank
            wrapped = DistributedDataParallel(model, find_unused_parameters=True)
            names = [n for n, _ in model.named_parameters()]

            def run(*xs):
                return loss_fn(_Forwarding(wrapped, model), *xs)
        else:
            from torch.distributed.device_mesh import init_device_mesh
            from torch.distributed.fsdp import fully_shard

            mesh = init_device_mesh("cpu", (ranks,))
            calls = _checkpoint_layers(layers) if checkpointed else [0]
            for group in _parameter_owners(model):
                fully_shard(group if len(group) > 1 else group[0], mesh=mesh)
            fully_shard(model, mesh=mesh)
            names = [n for n, _ in model.named_parameters()]

            def run(*xs):
                return loss_fn(model, *xs)
        local = [x.chunk(ranks, dim=axis)[rank] if axis is not None else x
                 for x, axis in zip(inputs, splits)]
        loss = run(*local)
        loss.backward()
        grads = {}
        for n, p in model.named_parameters():
            g = p.grad if p.grad is not None else torch.zeros_like(p)
            grads[n] = (g.full_tensor() if hasattr(g, "full_tensor") else g).detach().clone()
        total = loss.detach().clone()
        dist.all_reduce(total)
        if rank == 0:
            torch.save({"loss": total / ranks, "grads": grads, "names": names,
                        "checkpointed_calls": calls[0]}, out_path)
        # Both ranks leave together, then end the process without tearing
        # gloo down: a rank whose peer has already exited can wait forever in
        # destroy_process_group (seen once in the test command: rank 0 done,
        # rank 1 blocked in a futex, the parent joining it).
        dist.barrier()
    except BaseException:
        traceback.print_exc()
        sys.stderr.flush()
        os._exit(1)
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(0)


class _Forwarding(torch.nn.Module):
    """The model as ``loss_fn`` sees it, calling through the DDP wrapper (so
    that DDP's gradient hooks run) while attributes resolve on the model."""

    def __init__(self, ddp, model):
        super().__init__()
        object.__setattr__(self, "_ddp", ddp)
        object.__setattr__(self, "_model", model)

    def forward(self, *args, **kwargs):
        return self._ddp(*args, **kwargs)

    def __getattr__(self, name):
        return getattr(object.__getattribute__(self, "_model"), name)


def pytorch_peer(model, inputs, loss_fn, peer: str = "ddp", ranks: int = 2, *,
                 splits=None, checkpointed: bool = True) -> dict:
    """Loss and full parameter gradients of ``loss_fn(model, *inputs)`` under
    PyTorch's ``peer`` (``ddp`` or ``fsdp2``) on ``ranks`` gloo processes;
    ``splits[i]``: the axis input i is split on (default: every input on
    axis 0)."""
    import torch.multiprocessing as mp

    if peer not in PEERS:
        raise ValueError(f"peer {peer!r}: expected one of {', '.join(PEERS)}")
    splits = list(splits) if splits is not None else [0] * len(inputs)
    own = tempfile.mkdtemp()
    try:
        out = os.path.join(own, "peer.pt")
        # fork: the model and loss_fn need not be picklable; flushed first, or
        # the children would print the parent's buffered output again
        sys.stdout.flush()
        sys.stderr.flush()
        context = mp.start_processes(_peer_rank, nprocs=ranks, join=False, start_method="fork",
                                     args=(ranks, _free_port(), peer, model, list(inputs), splits,
                                           loss_fn, checkpointed, out))
        deadline = time.monotonic() + PEER_TIMEOUT_S
        while not context.join(timeout=5):
            if time.monotonic() > deadline:
                for process in context.processes:
                    if process.is_alive():
                        process.kill()
                raise RuntimeError(f"PyTorch peer {peer} on {ranks} gloo processes did not finish "
                                   f"within {PEER_TIMEOUT_S} s")
        return torch.load(out)
    finally:
        shutil.rmtree(own, ignore_errors=True)


# ------------------------------------------------------------ the comparison
@dataclass
class ShardedComparison:
    strategy: str
    ranks: int
    ok: bool = False
    peak_bytes: list = field(default_factory=list)   # measured, per rank
    predicted_peak: int | None = None                # remat-report on the partitioned step
    errors: dict = field(default_factory=dict)       # reference -> {tensor: (abs err, scale, ok)}
    bit_identical: bool | None = None                # remat-auto's outputs == the sharded run's
    within_budget: bool | None = None
    budget: int | None = None
    auto_peak_bytes: list = field(default_factory=list)
    messages: list = field(default_factory=list)

    def summary(self) -> str:
        lines = [f"{self.strategy} on {self.ranks} ranks: ok={self.ok} peak per rank={self.peak_bytes} "
                 f"predicted={self.predicted_peak}"]
        for ref, errs in self.errors.items():
            worst = max(errs.items(), key=lambda kv: kv[1][0] / max(kv[1][1], 1e-30), default=None)
            good = all(e[2] for e in errs.values())
            lines.append(f"  vs {ref}: {'match' if good else 'MISMATCH'} ({len(errs)} tensors"
                         + (f", worst {worst[0]}: abs {worst[1][0]:.3g} of {worst[1][1]:.3g})" if worst else ")"))
        if self.budget is not None:
            lines.append(f"  remat-auto at {self.budget} B: per rank {self.auto_peak_bytes}, "
                         f"within={self.within_budget} bit_identical={self.bit_identical}")
        return "\n".join(lines + ["  " + m for m in self.messages])


def _refuse_unequal_semantics(model) -> None:
    for name, m in model.named_modules():
        if isinstance(m, torch.nn.modules.batchnorm._BatchNorm) and m.training:
            raise ValueError(f"{name or 'model'}: BatchNorm in training mode normalises each rank's slice "
                             "under DDP/FSDP: not the single-process step")
        if isinstance(m, torch.nn.Dropout) and m.training and m.p > 0:
            raise ValueError(f"{name or 'model'}: dropout draws different masks on each rank")


def _gathered(per_rank: list[np.ndarray], global_shape: tuple) -> np.ndarray:
    """A result as the single-process step has it: replicated results are every
    rank's (equal) value, split ones the ranks' slices concatenated."""
    first = per_rank[0]
    if tuple(first.shape) == tuple(global_shape):
        return first
    for axis in range(first.ndim):
        if first.shape[axis] * len(per_rank) == global_shape[axis]:
            return np.concatenate(per_rank, axis=axis)
    raise ValueError(f"a rank's result of shape {first.shape} is no slice of {global_shape}")


def compare_with_pytorch(model, example_inputs, loss_fn, *, strategy: str = "dp", ranks: int = 2,
                         peers=PEERS, checkpointed: bool = True, budget=None,
                         rtol: float = 1e-5, atol: float = 1e-6, workdir: str | None = None,
                         shard_options: str = "") -> ShardedComparison:
    """See the module docstring. ``budget``: remat-auto's per-rank budget in
    bytes, or a fraction (< 1) of the largest rank's measured peak; None skips
    it. Per tensor: ``max|remat - reference| <= atol + rtol * max|reference|``.
    ``shard_options``: more remat-shard options (shard_step)."""
    _refuse_unequal_semantics(model)
    res = ShardedComparison(strategy, ranks)
    runner, opt = find_tool("remat-run"), find_tool("remat-opt")
    if not runner or not opt:
        raise RuntimeError("remat-run / remat-opt not found (set REMAT_RUN / REMAT_OPT)")
    joint = capture_joint(model, tuple(example_inputs), loss_fn)
    if joint.mutated_buffers:
        raise ValueError(f"the step updates buffers {joint.mutated_buffers}: not comparable with DDP/FSDP")
    text = export_joint_explained(joint, "train_step", model, example_inputs, loss_fn)
    sharded = shard_step(text, strategy, ranks, shard_options)
    args, result_types = signature(text)
    values = list(joint.params) + list(joint.inputs) + [torch.tensor(1.0)]
    if len(values) != len(args):
        raise RuntimeError(f"{len(args)} arguments, {len(values)} values")
    splits = split_arguments(sharded)
    own = tempfile.mkdtemp(dir=workdir)
    try:
        path = os.path.join(own, "sharded.mlir")
        with open(path, "w") as f:
            f.write(sharded)
        inputs = write_inputs(own, values, [t for _, t in args])
        out_dir = os.path.join(own, "ranks")
        run = run_json(runner, path, f"--ranks={ranks}", *inputs, f"--output-dir={out_dir}")
        res.peak_bytes = [r["peak_bytes"] for r in run["ranks"]]
        res.predicted_peak = remat_report(opt, path)["peak_bytes"]
        ok = res.predicted_peak == max(res.peak_bytes)
        if not ok:
            res.messages.append(f"predicted {res.predicted_peak} B, ranks measured {res.peak_bytes}")
        got = []
        for k, ty in enumerate(result_types):
            per_rank = [np.load(os.path.join(out_dir, f"rank_{r}", f"result_{k}.npy")) for r in range(ranks)]
            shape = tuple(int(d) for d in re.findall(r"(\d+)x", ty))
            whole = _gathered(per_rank, shape)
            got.append(from_npy_array(whole, element_type(ty)))
        gi = grad_param_indices(joint)
        names = ["loss"] + [joint.param_names[i] for i in gi]
        references = {}
        loss, grads, _ = eager_reference(model, joint.inputs, loss_fn, 0)
        references["eager (1 process)"] = (loss, grads)
        input_splits = splits[len(joint.params):len(joint.params) + len(joint.inputs)]
        for peer in peers:
            r = pytorch_peer(model, joint.inputs, loss_fn, peer, ranks, splits=input_splits,
                             checkpointed=checkpointed)
            label = peer + (" + torch.utils.checkpoint" if checkpointed else "")
            if checkpointed and not r["checkpointed_calls"]:
                label = peer
                res.messages.append(f"{peer}: the model never calls its layers' forward, so "
                                    "torch.utils.checkpoint did not apply")
            references[label] = (r["loss"], r["grads"])
        for label, (loss, grads) in references.items():
            errs = {}
            for n, g in zip(names, got):
                ref = loss if n == "loss" else grads[n]
                ref = ref.detach().double().reshape(-1).numpy()
                err = float(np.max(np.abs(g - ref))) if ref.size else 0.0
                scale = float(np.max(np.abs(ref))) if ref.size else 0.0
                errs[n] = (err, scale, bool(np.all(np.isfinite(g))) and err <= atol + rtol * scale)
            res.errors[label] = errs
            ok &= all(e[2] for e in errs.values())
        if budget is not None:
            b = int(budget * max(res.peak_bytes)) if budget < 1 else int(budget)
            res.budget = b
            auto = os.path.join(own, "auto.mlir")
            try:
                b, note = remat_auto_within_reach(opt, path, auto, b)
                res.budget = b
                if note:
                    res.messages.append(note)
                planned = run_json(runner, auto, f"--ranks={ranks}", *inputs)
                res.auto_peak_bytes = [r["peak_bytes"] for r in planned["ranks"]]
                res.within_budget = max(res.auto_peak_bytes) <= b
                res.bit_identical = all(
                    [o["checksum"] for o in p["outputs"]] == [o["checksum"] for o in q["outputs"]]
                    for p, q in zip(planned["ranks"], run["ranks"]))
                ok &= bool(res.within_budget and res.bit_identical)
            except RuntimeError as e:
                res.messages.append(f"remat-auto at {b} B: {first_error(str(e))}")
                ok = False
        res.ok = bool(ok)
    finally:
        if workdir is None:
            shutil.rmtree(own, ignore_errors=True)
    return res
