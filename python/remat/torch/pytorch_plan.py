"""Realise PyTorch's min-cut rematerialization decision as a remat program.

PyTorch's ``min_cut_rematerialization_partition`` splits the (CSE'd) AOTAutograd
joint graph into a forward and a backward graph; the backward graph's non-tangent
placeholders are the values the forward saves for it (their names are the joint
graph's node names), everything else the backward needs is recomputed in it.

The same decision as a remat program:

1. export the CSE'd joint graph with ``name_values=True``: every value that does
   not depend on the cotangent is tagged ``remat.name "<fx node name>"``;
2. ``remat-outline-checkpoints`` with the pattern ``^()`` (one key, the empty
   string, for every location) wraps all ops before the gradient start in one
   ``remat.checkpoint``; its policy becomes ``save_names[<PyTorch's saved names>]``;
3. ``remat-apply-checkpoints`` keeps exactly the listed values for the gradient
   computation and recomputes every other residual there.

:func:`residuals` then reads back which named values the memory analysis
(``remat-report``) finds kept for the gradient computation.
"""

from __future__ import annotations

import copy
import json
import os
import re
import subprocess
import tempfile

import torch
import torch.fx

from ._torch_internals import activation_memory_budget, min_cut_rematerialization_partition
from .capture import capture_joint, cse_joint
from .models import MODELS
from .step_export import export_joint

aten = torch.ops.aten

# FX ops that are views (no storage of their own) in PyTorch.
VIEW_OPS = {
    aten.view.default, aten._unsafe_view.default, aten.reshape.default, aten.permute.default,
    aten.t.default, aten.transpose.int, aten.expand.default, aten.unsqueeze.default,
    aten.squeeze.dim, aten.squeeze.dims, aten.squeeze.default, aten.slice.Tensor,
    aten.select.int, aten.alias.default, aten.detach.default,
}

ONE_REGION_PATTERN = "^()"


def saved_names(joint_gm: torch.fx.GraphModule, budget: float) -> list[str]:
    """Names of the backward graph's non-tangent placeholders (primals included)
    under ``activation_memory_budget=budget``. ``joint_gm`` must already be CSE'd
    (:func:`remat.torch.capture.cse_joint`); it is not modified."""
    gm = copy.deepcopy(joint_gm)  # the partitioner mutates its input
    with activation_memory_budget(budget):
        _, bw = min_cut_rematerialization_partition(gm, None, num_fwd_outputs=1)
    return [n.name for n in bw.graph.nodes
            if n.op == "placeholder" and not n.name.startswith("tangents")]


def storage_of(node: torch.fx.Node) -> torch.fx.Node:
    """The node whose storage a PyTorch view chain (``permute(view(x))``) aliases."""
    while node.op == "call_function" and node.target in VIEW_OPS:
        node = node.args[0]
    return node


def kept_storage(joint_gm: torch.fx.GraphModule, saved) -> list[str]:
    """What saving ``saved`` keeps in PyTorch: the storages, i.e. the saved values
    with views replaced by the tensors they view; parameters and inputs (and views
    of them) dropped. These are the names the remat program saves; the views
    themselves cost no FLOPs to recompute (remat's cost model counts layout ops,
    like PyTorch's, as free)."""
    nodes = {n.name: n for n in joint_gm.graph.nodes}
    out = []
    for name in saved:
        base = storage_of(nodes[name])
        if base.op != "placeholder" and base.name not in out:
            out.append(base.name)
    return out


def tensor_bytes(node: torch.fx.Node) -> int:
    v = node.meta.get("val")
    return int(v.numel() * v.element_size()) if isinstance(v, torch.Tensor) else 0


def _run(cmd, text=None):
    r = subprocess.run(cmd, input=text, capture_output=True, text=True)
    if r.returncode != 0:
        raise RuntimeError(f"failed: {' '.join(cmd)}\n{r.stderr[-4000:]}")
    return r


def outline_one_region(opt: str, named_text: str) -> str:
    """All forward ops of the step in one ``remat.checkpoint`` (policy recompute_all)."""
    out = _run([opt, "-", f"--remat-outline-checkpoints=pattern={ONE_REGION_PATTERN}"],
               named_text).stdout
    n = out.count("remat.checkpoint(")
    if n != 1:
        raise RuntimeError(f"expected one checkpoint region, got {n}")
    return out


def with_save_names(outlined: str, names) -> str:
    """Replace the region's policy by ``save_names[names...]`` (``recompute_all``,
    the same thing, when ``names`` is empty: an empty list does not parse)."""
    if not names:
        return outlined
    policy = "#remat.policy<save_names[" + ", ".join(json.dumps(n) for n in names) + "]>"
    old = "policy(#remat.policy<recompute_all>)"
    if outlined.count(old) != 1:
        raise RuntimeError("expected one recompute_all region")
    return outlined.replace(old, f"policy({policy})")


def realise(opt: str, named_text: str, saved, outlined: str | None = None) -> str:
    """The program that keeps exactly the named values in ``saved`` (names without a
    ``remat.name`` in ``named_text`` are ignored) and recomputes every other
    forward value the gradient computation reads."""
    present = set(names_in(named_text))
    keep = [n for n in saved if n in present]
    outlined = outlined or outline_one_region(opt, named_text)
    return _run([opt, "-", "--remat-apply-checkpoints"], with_save_names(outlined, keep)).stdout


_NAME_RE = re.compile(r'= remat\.name "([^"]+)"')


def names_in(text: str) -> list[str]:
    return _NAME_RE.findall(text)


def report(opt: str, path: str) -> dict:
    r = _run([opt, path, "--remat-report=remarks=0 output=-", "-o", os.devnull])
    return json.loads(r.stdout)["functions"][0]


def residuals(opt: str, text: str, workdir: str | None = None):
    """(report, [(name or None, bytes, op, source line)], printed text) of a program: the
    residuals remat-report finds, each mapped back to the ``remat.name`` that
    defines it (the report locates residuals by line:column of the file it
    read, which is printed without debug locations)."""
    workdir = workdir or tempfile.mkdtemp()
    path = os.path.join(workdir, "realised.mlir")
    text = _run([opt, "-"], text).stdout  # printed without name locations
    with open(path, "w") as f:
        f.write(text)
    rep = report(opt, path)
    lines = text.splitlines()
    out = []
    for r in rep["residuals"]:
        m = re.match(r"(.*):(\d+):(\d+)$", r["loc"])
        line = lines[int(m.group(2)) - 1].strip() if m else ""
        nm = _NAME_RE.search(line)
        out.append((nm.group(1) if nm else None, r["bytes"], r["op"], line))
    return rep, out, text


def returned_names(text: str) -> set[str]:
    """Names whose value the function returns (the loss)."""
    ret = [l for l in text.splitlines() if l.strip().startswith("return ")]
    if not ret:
        return set()
    vals = set(re.findall(r"%[\w.]+", ret[-1].split(":")[0]))
    names = set()
    for m in re.finditer(r'(%[\w.]+) = remat\.name "([^"]+)"', text):
        if m.group(1) in vals:
            names.add(m.group(2))
    return names


def run_step(runner: str, text: str, workdir: str | None = None) -> dict:
    """remat-run --json on a program: output checksums and measured peak_bytes."""
    workdir = workdir or tempfile.mkdtemp()
    path = os.path.join(workdir, "run.mlir")
    with open(path, "w") as f:
        f.write(text)
    return json.loads(_run([runner, path, "--json"]).stdout)


def round64(n: int) -> int:
    return (n + 63) // 64 * 64


# ------------------------------------------------------------ lazy recomputation
_TOKEN = re.compile(r"%[A-Za-z0-9_.$\-]+")
_DEF = re.compile(r"^\s*((?:%[A-Za-z0-9_.$\-]+(?::\d+)?(?:,\s*)?)+)\s*=")
_BLOCK_ARGS = re.compile(r"\^bb\d*\(([^)]*)\)")


def _chunk_defs_uses(lines):
    defs, uses, inner = set(), set(), set()
    for k, line in enumerate(lines):
        m = _DEF.match(line)
        if m:
            names = {t for t in _TOKEN.findall(m.group(1))}
            (defs if k == 0 else inner).update(names)
        for b in _BLOCK_ARGS.finditer(line):
            inner.update(_TOKEN.findall(b.group(1)))
    for line in lines:
        body = line.split("=", 1)[1] if _DEF.match(line) else line
        uses.update(_TOKEN.findall(body))
    return defs, uses - inner - defs


def sink_recomputation(text: str) -> str:
    """Move the recomputation ``remat-apply-checkpoints`` cloned after its barrier
    down to right before each op's first user, as PyTorch's partitioner orders its
    backward graph (``reordering_to_mimic_autograd_engine``: recomputed forward
    nodes right before their first use). The pass clones the whole recomputation
    of a region in front of the first gradient op that reads any residual, which
    for one region around the whole forward pass rebuilds every recomputed value
    at the start of the gradient computation. Moved: the ops after the (single)
    barrier that do not read the cotangent other than through the barrier; all
    are side-effect free tensor ops (checked). Order between dependent ops is kept."""
    lines = text.splitlines()
    start = next(i for i, l in enumerate(lines) if l.lstrip().startswith("func.func"))
    sig_end = next(i for i in range(start, len(lines)) if lines[i].rstrip().endswith("{"))
    sig = " ".join(lines[start:sig_end + 1])
    cot = re.search(r"(%[A-Za-z0-9_]+): [^,)]*\{remat\.cotangent\}", sig)
    if not cot:
        raise RuntimeError("no cotangent argument")
    # top-level chunks of the body (4-space indentation)
    chunks, i = [], sig_end + 1
    while i < len(lines) and lines[i].startswith("    "):
        j = i + 1
        while j < len(lines) and lines[j].startswith(("     ", "    }", "    ^")):
            j += 1
        chunks.append(lines[i:j])
        i = j
    tail = lines[i:]
    barriers = [k for k, c in enumerate(chunks) if " = remat.barrier " in c[0]]
    if len(barriers) != 1:
        return text if not barriers else _raise(f"expected one barrier, got {len(barriers)}")
    b = barriers[0]
    info = [_chunk_defs_uses(c) for c in chunks]
    cotangent = {cot.group(1)}
    for k, (defs, uses) in enumerate(info):
        if k != b and {u.split("#")[0] for u in uses} & cotangent:
            cotangent |= defs
    movable = []
    for k in range(b + 1, len(chunks)):
        defs, uses = info[k]
        head = chunks[k][0].strip()
        if not defs or defs & cotangent or head.startswith("return"):
            continue
        op = head.split("=", 1)[1].split()[0]
        if not (op.startswith(("linalg.", "tensor.", "arith.", "math.", "remat.name"))):
            raise RuntimeError(f"unexpected op to move: {op}")
        movable.append(k)
    order = list(range(len(chunks)))
    # Ops with operands first (each right before its first user, so a chain lands
    # in dependence order before the op that needs it), then operand-free ones
    # (tensor.empty, constants): right before their user once that has moved.
    movable = [k for k in movable if not info[k][1]] + [k for k in movable if info[k][1]]  # reversed below
    for k in reversed(movable):
        defs = info[k][0]
        pos = order.index(k)
        order.pop(pos)
        target = len(order)
        for p in range(pos, len(order)):
            if {u.split("#")[0] for u in info[order[p]][1]} & defs:
                target = p
                break
        order.insert(target, k)
    body = [l for k in order for l in chunks[k]]
    return "\n".join(lines[:sig_end + 1] + body + tail) + "\n"


def _raise(msg):
    raise RuntimeError(msg)


# ------------------------------------------------------------ the saved set, checked
# FX ops the emitter lowers to the same buffer as their input (the memory analysis
# treats reshapes and slices as aliases; clone/alias/detach/_to_copy to the same
# dtype are the same SSA value).
MLIR_ALIAS_OPS = {
    aten.view.default, aten._unsafe_view.default, aten.reshape.default, aten.unsqueeze.default,
    aten.squeeze.dim, aten.squeeze.dims, aten.squeeze.default, aten.view_copy.default,
    aten.slice.Tensor, aten.select.int, aten.clone.default, aten.alias.default,
    aten.detach.default, aten.lift_fresh_copy.default, aten._to_copy.default,
}


def mlir_buffer_of(node: torch.fx.Node) -> torch.fx.Node:
    """The FX node whose MLIR buffer ``node``'s value is (through the ops above)."""
    while node.op == "call_function" and node.target in MLIR_ALIAS_OPS and \
            isinstance(node.args[0], torch.fx.Node):
        src = node.args[0]
        if node.target is aten._to_copy.default and \
                src.meta["val"].dtype != node.meta["val"].dtype:
            break
        node = src
    return node


def not_forward_values(named_text: str, fx_names) -> set[str]:
    """The FX node names among ``fx_names`` that the tagged export computes outside
    the forward pass: no ``remat.name`` at all (the exporter folded the value into a
    constant: it depends on constants only), or tagged after the gradient start (the
    first op that reads the ``remat.cotangent`` argument: the earliest op that depends
    on the cotangent reads it directly). No remat program keeps such a value as a
    residual."""
    lines = named_text.splitlines()
    start = len(lines)
    m = re.search(r"(%arg\d+): [^,)]*\{remat\.cotangent\}", named_text)
    if m:
        use = re.compile(re.escape(m.group(1)) + r"\b")
        for i, line in enumerate(lines):
            if "{remat.cotangent}" not in line and use.search(line):
                start = i
                break
    where = {}
    for i, line in enumerate(lines):
        for name in _NAME_RE.findall(line):
            where.setdefault(name, i)
    return {n for n in fx_names if n not in where or where[n] > start}


def check_saved_set(joint_gm: torch.fx.GraphModule, saved, residual_list, returned,
                    outside_forward=frozenset()) -> dict:
    """Compares PyTorch's saved set with the residuals remat-report finds.

    PyTorch side, from its count to what the remat program must keep:
      saved activations (non-primal placeholders of the backward graph), minus
      views of parameters/inputs (no storage), with views of other tensors replaced
      by the viewed tensor (``kept_storage``), then grouped by MLIR buffer
      (``mlir_buffer_of``: a clone is the same SSA value, a reshape or slice the same
      buffer; a buffer that is a function argument is no residual).
    remat side: the residuals of remat-report, less the returned loss.
    ``never_residual``: expected buffers in ``outside_forward`` (``not_forward_values``:
    folded into a constant, or computed after the gradient start), which no remat
    program can keep; listed and left out of the comparison.
    ``equal``: same buffers, same count, and the residual bytes equal the buffers'
    bytes rounded up to 64 (the allocation granularity of the analysis)."""
    nodes = {n.name: n for n in joint_gm.graph.nodes}
    act = [nodes[s] for s in saved if not s.startswith("primals")]
    views_of_args = [n for n in act if n is not storage_of(n) and storage_of(n).op == "placeholder"]
    views_of_saved = [n for n in act if n is not storage_of(n) and storage_of(n).op != "placeholder"]
    keep = [nodes[k] for k in kept_storage(joint_gm, saved)]
    expected = {}
    for n in keep:
        root = mlir_buffer_of(n)
        if root.op != "placeholder":
            expected.setdefault(root.name, root)
    got = {}
    unnamed = []
    for name, nbytes, op, line in residual_list:
        if name in returned:
            continue
        if name is None:
            unnamed.append((nbytes, op, line))
            continue
        root = mlir_buffer_of(nodes[name])
        got[root.name] = got.get(root.name, 0) + nbytes
    never = sorted(name for name in expected if name in outside_forward)
    for name in never:
        del expected[name]
    exp_bytes = sum(round64(tensor_bytes(n)) for n in expected.values())
    got_bytes = sum(got.values()) + sum(u[0] for u in unnamed)
    return {
        "pytorch_count": len(act),
        "pytorch_bytes": sum(tensor_bytes(n) for n in act),
        "views_of_args": (len(views_of_args), sum(tensor_bytes(n) for n in views_of_args)),
        "views_of_saved": (len(views_of_saved), sum(tensor_bytes(n) for n in views_of_saved)),
        "storages": (len(keep), sum(tensor_bytes(n) for n in keep)),
        "expected": (len(expected), exp_bytes),
        "residuals": (len(got) + len(unnamed), got_bytes),
        "never_residual": (len(never), sum(round64(tensor_bytes(nodes[n])) for n in never),
                           never),
        "missing": sorted(set(expected) - set(got)),
        "extra": sorted(set(got) - set(expected)) + [u[2][:80] for u in unnamed],
        "equal": set(expected) == set(got) and not unnamed and exp_bytes == got_bytes,
    }


# ------------------------------------------------------------ one model, end to end
def checksums(run: dict) -> list[str]:
    return [o["checksum"] for o in run["outputs"]]


class Realiser:
    """One model's CSE'd joint graph, its exports and PyTorch's plans as remat programs.

    ``named``: the CSE'd export with ``remat.name`` tags (PyTorch's plans are realised
    from it); ``plain``: the same export without tags (remat-auto's input; the same
    ops, FLOPs and peak). FLOPs and peaks of every program come from remat-report
    and remat-run on that IR."""

    def __init__(self, name: str, opt: str, runner: str, workdir: str | None = None):
        self.name, self.opt, self.runner = name, opt, runner
        self.workdir = workdir or tempfile.mkdtemp(prefix=f"remat-{name}-")
        model, inputs, loss_fn = MODELS[name]()
        self.joint = cse_joint(capture_joint(model, inputs, loss_fn))
        self.gm = self.joint.graph
        header = f"remat.torch.export --model {name} --cse"
        self.named = export_joint(self.joint, header=header + " --names", name_values=True)
        self.plain = export_joint(self.joint, header=header)
        self.base_report, _, named_printed = residuals(opt, self.named, self.workdir)
        self.outside_forward = not_forward_values(
            named_printed, [n.name for n in self.gm.graph.nodes])
        self.returned = returned_names(named_printed)
        self.plain_path = os.path.join(self.workdir, f"{name}.cse.mlir")
        with open(self.plain_path, "w") as f:
            f.write(self.plain)
        self.plain_report = report(opt, self.plain_path)
        self.base_run = run_step(runner, self.plain, self.workdir)
        self._outlined = None

    def outlined(self) -> str:
        if self._outlined is None:
            self._outlined = outline_one_region(self.opt, self.named)
        return self._outlined

    def realise(self, budget: float) -> dict:
        """PyTorch's plan under ``activation_memory_budget=budget`` as remat programs:
        ``apply`` (remat-apply-checkpoints' placement: the recomputation before the
        first gradient op that reads a residual) and ``pytorch`` (the same program,
        recomputed ops moved right before their first use, PyTorch's backward
        order). Each with its report, measured run, residual check."""
        saved = saved_names(self.gm, budget)
        keep = kept_storage(self.gm, saved)
        applied = realise(self.opt, self.named, keep, self.outlined())
        out = {"budget": budget, "saved": saved, "kept": keep}
        for order, text in (("apply", applied), ("pytorch", sink_recomputation(applied))):
            rep, res, printed = residuals(self.opt, text, self.workdir)
            run = run_step(self.runner, printed, self.workdir)
            out[order] = {
                "text": printed,
                "report": rep,
                "run": run,
                "residuals": res,
                "check": check_saved_set(self.gm, saved, res, self.returned,
                                         self.outside_forward),
                "recompute_flops": rep["flops"] - self.base_report["flops"],
                "bit_identical": checksums(run) == checksums(self.base_run),
            }
        return out

    def auto(self, budget: int, solver: str = "auto") -> dict | None:
        """remat-auto on the plain export at a peak budget (bytes): None if infeasible."""
        path = os.path.join(self.workdir, f"auto-{budget}.mlir")
        r = subprocess.run([self.opt, self.plain_path, f"--remat-auto=budget={budget} solver={solver}",
                            "--mlir-print-debuginfo", "-o", path], capture_output=True, text=True)
        if r.returncode != 0:
            m = re.search(r"reaches is (?:at most )?(\d+) bytes", r.stderr)
            return {"infeasible": True, "lowest": int(m.group(1)) if m else None}
        rep = report(self.opt, path)
        with open(path) as f:
            run = run_step(self.runner, f.read(), self.workdir)
        return {"infeasible": False, "report": rep, "run": run, "path": path,
                "recompute_flops": rep["flops"] - self.plain_report["flops"],
                "bit_identical": checksums(run) == checksums(self.base_run)}
