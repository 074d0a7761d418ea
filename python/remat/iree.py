"""A budget in IREE's bytes: IREE input whose IREE-measured peak fits it.

    python -m remat.iree STEP.mlir --budget BYTES -o STEP.iree.mlir

``STEP.mlir`` is a training step remat reads (upstream MLIR, e.g. a JAX step
imported by ``remat.jax``). The result is IREE input (``remat-prepare-iree-input``:
elementwise fusion, remat-auto, ``util.optimization_barrier``) that
``iree-compile`` (llvm-cpu, host CPU) compiles and ``iree-run-module``
(``local-sync``) runs with a ``DEVICE_LOCAL`` peak, as its own
``--print_statistics`` reports it, of at most BYTES. The peak is measured, not
modelled: IREE allocates per execution region (docs/IREE.md), so remat's model
of a plan is not IREE's peak of it, and each candidate plan is compiled and run
(bounded: ``max_probes`` remat-auto budgets, then, if none fits, on a step
with scan loops remat-scan-remat's schedules of ``SCAN_SCHEDULES``, least
FLOPs first, then the per-layer checkpoint plans of ``PER_LAYER_POLICIES``). Every candidate's outputs are compared with IREE's
run of the original step on the same inputs (each output within ``rtol`` of the
original's largest magnitude). A budget no probed plan meets is an error
(``IREEBudgetError``, exit status 1) naming the lowest peak reached.

Inputs: the step's own (``inputs=``, or ``--input FILE.npy`` once per
argument in order, as ``iree-run-module`` takes them), or else drawn from a
fixed seed (floats N(0, 0.25), integers zero). Drawn inputs can be invalid for
a step (an optimizer's second moment must not be negative); if the original
step's outputs are not finite on them, nothing can be compared and that is an
error asking for the step's inputs.

Tools: ``remat-opt`` (remat.tools.find), ``iree-compile`` and
``iree-run-module`` ($IREE_COMPILE / $IREE_RUN_MODULE, the Python
environment's bin directory, or PATH).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from typing import List, Optional, Sequence, Tuple

import numpy as np

from . import tools as _remat_tools

__all__ = [
    "IREEBudgetError",
    "IREEPlan",
    "Measurement",
    "find_tool",
    "measure",
    "plan_for_iree_budget",
    "prepare",
]

# Per-layer checkpoint policies (remat-prepare-iree-input{policy=...}) that
# plan_for_iree_budget tries when no remat-auto plan fits, least recompute
# first. " skip-last": no checkpoint for the last layer (skip-last=true): the
# backward starts there, so recomputing it costs FLOPs and saves no memory
# (on the JAX bert and resnet_bn steps in IREE the peak stays within 0.1 %
# and a quarter / a third of the recomputation goes); the plan with it is
# tried first, the one without only if it does not fit. " hold":
# hold-gradient=true, the same recomputation with the weight gradients kept
# in the execution region where the program computes them (IREE otherwise
# sinks them into the last one): on the JAX gpt step it lowers the per-layer
# plan from 4,553,220 to 2,420,484 B, on bert it raises it from 2,075,824 to
# 2,228,532 B (its optimizer updates then all land in the last region;
# docs/IREE.md), so each policy is tried without it first and with it second.
PER_LAYER_POLICIES = tuple(f"{policy}{hold}" for policy in
                           ("save_dots skip-last", "save_dots", "recompute_all skip-last", "recompute_all")
                           for hold in ("", " hold"))
_POLICY_NAMES = ("recompute_all", "save_dots", "save_dots_no_batch")
# Loop schedules of remat-scan-remat (docs/Loops.md) that plan_for_iree_budget
# measures on a step with scan loops when no remat-auto plan fits, in the
# order of the FLOPs remat-report counts for them (least first). remat-auto
# ranks loop plans by remat's own allocation model, and IREE allocates a
# taped tail or a segment's re-run differently: on the 12-layer JAX
# transformer-block scan (examples/loops) every remat-auto plan peaks above
# jax.checkpoint-on-the-body in IREE, while residuals=all (the same
# schedule, built by remat) is 196,608 B below it at the same FLOPs.
SCAN_SCHEDULES = ("residuals=all", "residuals=none segments=4", "residuals=all segments=4")
IREE_TARGET = ["--iree-hal-target-device=local", "--iree-hal-local-target-device-backends=llvm-cpu",
               "--iree-llvmcpu-target-cpu=host"]
_ENV = {"remat-opt": "REMAT_OPT", "iree-compile": "IREE_COMPILE",
        "iree-run-module": "IREE_RUN_MODULE"}
_DTYPES = {"f32": np.float32, "f64": np.float64, "f16": np.float16, "i32": np.int32,
           "i64": np.int64, "i8": np.int8, "i1": np.bool_}


class IREEBudgetError(RuntimeError):
    """No probed plan's IREE-measured peak fits the budget."""

    def __init__(self, message: str, best_peak: Optional[int]):
        super().__init__(message)
        self.best_peak = best_peak


@dataclass
class Measurement:
    peak: int                      # IREE's DEVICE_LOCAL peak, bytes
    seconds: float                 # wall time of iree-run-module's call
    outputs: List[np.ndarray] = field(default_factory=list)


@dataclass
class IREEPlan:
    text: str                      # the IREE input
    iree_peak: int                 # its measured peak
    original_peak: int             # the original step's measured peak
    remat_budget: Optional[int]    # remat-auto's budget (None: the original or a per-layer plan)
    probes: List[Tuple[int, Optional[int]]] = field(default_factory=list)
    """(remat budget, IREE peak or None where remat-auto found no plan)."""
    policy: Optional[str] = None   # the per-layer policy of the plan, if one
    policy_probes: List[Tuple[str, Optional[int]]] = field(default_factory=list)
    """(per-layer policy, IREE peak or None where it gave no plan)."""
    scan_schedule: Optional[str] = None  # the remat-scan-remat schedule of the plan, if one
    scan_probes: List[Tuple[str, Optional[int]]] = field(default_factory=list)
    """(loop schedule, IREE peak or None where the step has no scan to apply it to)."""


def find_tool(name: str) -> Optional[str]:
    """remat's tools where remat.tools finds them; IREE's: $IREE_COMPILE /
    $IREE_RUN_MODULE, this Python's bin, PATH (:func:`remat.tools.find_tool`)."""
    return _remat_tools.find_tool(name)


def _tool(name: str) -> str:
    path = find_tool(name)
    if not path:
        raise RuntimeError(f"{name} not found (set {_ENV[name]} or put it on PATH)")
    return path


def _run(args: Sequence[str]) -> subprocess.CompletedProcess:
    r = subprocess.run(list(args), capture_output=True, text=True)
    if r.returncode != 0:
        raise RuntimeError(f"{os.path.basename(args[0])} failed:\n{r.stderr[-4000:]}")
    return r


def _signature(text: str, function: str) -> List[Tuple[Tuple[int, ...], str]]:
    """Shapes and element types of `function`'s arguments (tensors only)."""
    m = re.search(r"func\.func\s+(?:public\s+|private\s+)?@" + re.escape(function) + r"\(", text)
    if not m:
        raise RuntimeError(f"no func.func @{function} in the step")
    depth, i = 1, m.end()
    while depth:  # the argument list, attribute dictionaries included
        depth += {"(": 1, ")": -1}.get(text[i], 0)
        i += 1
    sig = []
    for spec in re.findall(r"%[\w.]+\s*:\s*tensor<([^>]*)>", text[m.end():i - 1]):
        *dims, elt = spec.split("x") if "x" in spec else [spec]
        if elt not in _DTYPES:
            raise RuntimeError(f"argument type tensor<{spec}> is not supported")
        sig.append((tuple(int(d) for d in dims), elt))
    return sig


def _inputs(text: str, function: str, work: str, seed: int,
            given: Optional[Sequence[np.ndarray]] = None) -> List[str]:
    """--input flags: the `given` arrays (checked against the signature), or
    floats drawn from N(0, 0.25) (fixed seed) and integers zero (indices stay
    in range)."""
    signature = _signature(text, function)
    if given is not None and len(given) != len(signature):
        raise RuntimeError(f"{len(given)} inputs given for {len(signature)} tensor arguments of @{function}")
    rng = np.random.default_rng(seed)
    flags = []
    for n, (shape, elt) in enumerate(signature):
        dtype = _DTYPES[elt]
        if given is not None:
            value = np.asarray(given[n])
            if value.shape != shape or value.dtype != dtype:
                raise RuntimeError(f"input {n} is {value.dtype}{list(value.shape)}; "
                                   f"argument {n} of @{function} is {np.dtype(dtype)}{list(shape)}")
        elif np.issubdtype(dtype, np.floating):
            value = (0.5 * rng.standard_normal(shape)).astype(dtype)
        else:
            value = np.zeros(shape, dtype)
        path = os.path.join(work, f"input{n}.npy")
        np.save(path, value)
        flags.append(f"--input=@{path}")
    return flags


def measure(text: str, function: str = "main", *, work: Optional[str] = None,
            seed: int = 0, outputs: bool = True,
            inputs: Optional[Sequence[np.ndarray]] = None) -> Measurement:
    """Compiles IREE input `text` for llvm-cpu and runs `function` once on
    `inputs` (default: seeded draws); IREE's DEVICE_LOCAL peak and
    (optionally) the outputs."""
    own = work is None
    work = work or tempfile.mkdtemp(prefix="remat-iree-")
    try:
        src, vmfb, out = (os.path.join(work, n) for n in ("step.mlir", "step.vmfb", "out.npy"))
        with open(src, "w", encoding="utf-8") as f:
            f.write(text)
        _run([_tool("iree-compile"), src, *IREE_TARGET, "-o", vmfb])
        results = len(re.findall(r"tensor<", _result_types(text, function)))
        args = [_tool("iree-run-module"), f"--module={vmfb}", "--device=local-sync",
                f"--function={function}", "--print_statistics",
                *_inputs(text, function, work, seed, inputs)]
        if outputs and os.path.exists(out):
            os.remove(out)
        if outputs:
            args += [f"--output=@{out}"] + [f"--output=+{out}"] * (results - 1)
        start = time.perf_counter()
        r = _run(args)
        seconds = time.perf_counter() - start
        m = re.search(r"DEVICE_LOCAL:\s*(\d+)B peak", r.stdout + r.stderr)
        if not m:
            raise RuntimeError("iree-run-module printed no DEVICE_LOCAL peak")
        values = []
        if outputs:
            with open(out, "rb") as f:
                values = [np.load(f) for _ in range(results)]
        return Measurement(int(m.group(1)), seconds, values)
    finally:
        if own:
            shutil.rmtree(work, ignore_errors=True)


def _result_types(text: str, function: str) -> str:
    m = re.search(r"func\.func\s+(?:public\s+|private\s+)?@" + re.escape(function) + r"\(", text)
    depth, i = 1, m.end()
    while depth:
        depth += {"(": 1, ")": -1}.get(text[i], 0)
        i += 1
    rest = text[i:]
    arrow = re.match(r"\s*->\s*", rest)
    if not arrow:
        return ""
    rest = rest[arrow.end():]
    if not rest.startswith("("):
        return rest.split()[0]
    depth, j = 1, 1
    while depth:
        depth += {"(": 1, ")": -1}.get(rest[j], 0)
        j += 1
    return rest[:j]


def prepare(text: str, remat_budget: Optional[int] = None, *, extra: str = "") -> str:
    """`remat-prepare-iree-input` (with `budget` when given): IREE input.
    Raises RuntimeError with remat-opt's error (e.g. an infeasible budget)."""
    with tempfile.TemporaryDirectory(prefix="remat-iree-") as work:
        src, out = os.path.join(work, "in.mlir"), os.path.join(work, "out.mlir")
        with open(src, "w", encoding="utf-8") as f:
            f.write(text)
        options = " ".join(o for o in (f"budget={remat_budget}" if remat_budget else "", extra) if o)
        _run([_tool("remat-opt"), src, f"--remat-prepare-iree-input={options}", "-o", out])
        with open(out, encoding="utf-8") as f:
            return f.read()


def policy_options(policy: str) -> str:
    """remat-prepare-iree-input's options for a per-layer policy of
    PER_LAYER_POLICIES' form: a policy name, optionally followed by
    ``skip-last`` and/or ``hold`` (hold-gradient=true)."""
    words = policy.split()
    modifiers = {"skip-last": " skip-last=true", "hold": " hold-gradient=true"}
    if (not words or words[0] not in _POLICY_NAMES or any(w not in modifiers for w in words[1:])
            or len(set(words[1:])) != len(words) - 1):
        raise ValueError(f"per-layer policy {policy!r}: expected one of {', '.join(_POLICY_NAMES)}, "
                         "optionally followed by 'skip-last' and/or 'hold'")
    return f"policy={words[0]}" + "".join(modifiers[w] for w in words[1:])


def model_peak(text: str) -> int:
    """remat's predicted peak of the step as remat-auto sees it in the IREE
    pipeline (after elementwise fusion)."""
    with tempfile.TemporaryDirectory(prefix="remat-iree-") as work:
        src, rep = os.path.join(work, "in.mlir"), os.path.join(work, "report.json")
        with open(src, "w", encoding="utf-8") as f:
            f.write(text)
        _run([_tool("remat-opt"), src, "--remat-gpu-fuse-elementwise",
              f"--remat-report=output={rep}", "-o", os.devnull])
        with open(rep, encoding="utf-8") as f:
            return max(fn["peak_bytes"] for fn in json.load(f)["functions"])


def _agree(outputs: List[np.ndarray], reference: List[np.ndarray], rtol: float) -> Optional[str]:
    """None if every output is within rtol of the reference's largest
    magnitude (per output), else what differs."""
    if len(outputs) != len(reference):
        return f"{len(outputs)} outputs instead of {len(reference)}"
    for n, (a, b) in enumerate(zip(outputs, reference)):
        if a.shape != b.shape or a.dtype != b.dtype:
            return f"output {n}: {a.dtype}{a.shape} instead of {b.dtype}{b.shape}"
        if a.dtype == np.bool_ or np.issubdtype(a.dtype, np.integer):
            if not np.array_equal(a, b):
                return f"output {n} differs"
            continue
        scale = float(np.max(np.abs(b))) if b.size else 0.0
        err = float(np.max(np.abs(a.astype(np.float64) - b))) if b.size else 0.0
        if not np.isfinite(err) or err > rtol * scale:
            return f"output {n}: max difference {err:.3g} > {rtol:g} x {scale:.3g}"
    return None


def step_flops(text: str, function: str = "main") -> float:
    """remat-report's FLOPs of `function` (every op of a static loop counted
    once per iteration)."""
    with tempfile.TemporaryDirectory(prefix="remat-iree-") as work:
        src = os.path.join(work, "in.mlir")
        with open(src, "w", encoding="utf-8") as f:
            f.write(text)
        out = _run([_tool("remat-opt"), src, "--remat-report=output=-", "-o", os.devnull]).stdout
    for entry in json.loads(out)["functions"]:
        if entry.get("name") == function:
            return float(entry["flops"])
    raise RuntimeError(f"remat-report: no function @{function}")


def auto_plan_flops(text: str, remat_budget: int, function: str = "main") -> float:
    """remat-report's FLOPs of remat-auto's plan at `remat_budget` as
    remat-prepare-iree-input makes it (its planning passes, without the
    lowering)."""
    with tempfile.TemporaryDirectory(prefix="remat-iree-") as work:
        src, out = os.path.join(work, "in.mlir"), os.path.join(work, "out.mlir")
        with open(src, "w", encoding="utf-8") as f:
            f.write(text)
        pipeline = f"builtin.module(remat-gpu-fuse-elementwise,remat-auto{{budget={remat_budget}}})"
        _run([_tool("remat-opt"), src, f"--pass-pipeline={pipeline}", "-o", out])
        with open(out, encoding="utf-8") as f:
            return step_flops(f.read(), function)


def scan_schedule(text: str, schedule: str) -> str:
    """`remat-scan-remat{schedule}` applied to step `text` (still upstream
    MLIR; the IREE input is prepare()'s of it). Raises RuntimeError with
    remat-opt's error."""
    with tempfile.TemporaryDirectory(prefix="remat-iree-") as work:
        src, out = os.path.join(work, "in.mlir"), os.path.join(work, "out.mlir")
        with open(src, "w", encoding="utf-8") as f:
            f.write(text)
        _run([_tool("remat-opt"), src, f"--remat-scan-remat={schedule}", "-o", out])
        with open(out, encoding="utf-8") as f:
            return f.read()


def lowest_reached_peak(message: str) -> Optional[int]:
    """The lowest peak remat-auto names in an infeasible-budget error: its
    proven minimum ("smallest peak any decision reaches is at most N") or,
    where its plans realised over the budget, its best plan's ("the best
    plan's predicted peak is N bytes"); None if the message names neither."""
    m = re.search(r"smallest peak any decision reaches is at most (\d+)"
                  r"|the best plan's predicted peak is (\d+)", message)
    return int(m.group(1) or m.group(2)) if m else None


def plan_for_iree_budget(text: str, budget: int, function: str = "main", *,
                         max_probes: int = 8, rtol: float = 1e-5, seed: int = 0,
                         inputs: Optional[Sequence[np.ndarray]] = None, log=None,
                         policies: Sequence[str] = PER_LAYER_POLICIES,
                         scan_schedules: Sequence[str] = SCAN_SCHEDULES) -> IREEPlan:
    """IREE input for step `text` whose IREE-measured peak is <= `budget`.

    Measures the original; if it fits, returns it. Otherwise searches
    remat-auto's budget (remat's bytes) for the largest one whose plan IREE
    runs within `budget`, so the least recomputation among the probes: the
    first probe subtracts what IREE adds to remat's model on the original
    (the arguments), later ones bisect between the largest budget that fit
    and the smallest that did not (IREE's peak is not monotone in remat's
    budget: the best probe is kept, not the last). A step with scan loops
    is given the loop schedules of `scan_schedules` in the order of their
    FLOPs (`scan_schedule` names the one returned) when no remat-auto plan
    fits, or, when one fits, those with fewer FLOPs than it, then the per-layer checkpoint plans of `policies` are
    tried in order (`policy` names the one returned). Raises IREEBudgetError
    with the lowest peak reached when no probe fits, RuntimeError when the
    original's outputs on the inputs are not finite."""
    say = log or (lambda *_: None)
    original = prepare(text)
    ref = measure(original, function, seed=seed, inputs=inputs)
    say(f"original: IREE peak {ref.peak} B")
    plan = IREEPlan(original, ref.peak, ref.peak, None)
    if ref.peak <= budget:
        return plan
    for n, value in enumerate(ref.outputs):
        if np.issubdtype(value.dtype, np.floating) and not np.all(np.isfinite(value)):
            raise RuntimeError(
                f"the original step's output {n} is not finite on the "
                + ("given inputs" if inputs is not None else
                   "generated inputs (floats N(0, 0.25), integers 0), which may be invalid "
                   "for this step (e.g. a negative optimizer second moment); pass the "
                   "step's own inputs (--input FILE.npy per argument, or inputs=)")
                + ": no plan's outputs can be compared with it")

    def measure_checked(candidate: str, label: str, what: str) -> Measurement:
        """IREE's peak of a candidate plan; an error if its outputs differ."""
        got = measure(candidate, function, seed=seed, inputs=inputs)
        say(f"{label}: IREE peak {got.peak} B")
        why = _agree(got.outputs, ref.outputs, rtol)
        if why:
            raise RuntimeError(f"the {what} changes the step's outputs beyond rtol {rtol:g}: {why}")
        return got

    full = model_peak(text)
    floor: Optional[int] = None      # remat-auto's smallest reachable peak
    fits: Optional[int] = None       # largest remat budget that fit in IREE
    fails = full                     # smallest remat budget that did not
    best: Optional[IREEPlan] = None
    lowest: Optional[int] = None
    probe = budget - (ref.peak - full)
    while len(plan.probes) < max_probes:
        probe = max(probe, floor if floor is not None else 1)
        if probe >= fails or (fits is not None and probe <= fits):
            break
        try:
            candidate = prepare(text, probe)
        except RuntimeError as error:
            reached = lowest_reached_peak(str(error))
            plan.probes.append((probe, None))
            say(f"remat budget {probe} B: infeasible")
            if reached is None or floor is not None:
                break
            floor = reached
            probe = floor
            continue
        got = measure_checked(candidate, f"remat budget {probe} B",
                              f"plan at remat budget {probe} B")
        if got.peak > budget:
            # The same plan with the forward cut only where no short-lived
            # activation is trapped in a segment's slab (clean-cuts): on the
            # JAX bert step at 30 % of remat's peak 4,211,824 -> 2,375,792 B,
            # at 50 % 3,661,872 -> 4,415,536 B, so tried as a second candidate.
            try:
                clean = prepare(text, probe, extra="clean-cuts=true")
            except RuntimeError:
                clean = candidate
            if clean != candidate:
                other = measure_checked(clean, f"remat budget {probe} B, clean-cuts",
                                        f"plan at remat budget {probe} B with clean-cuts")
                if other.peak < got.peak:
                    candidate, got = clean, other
        plan.probes.append((probe, got.peak))
        lowest = got.peak if lowest is None else min(lowest, got.peak)
        if got.peak <= budget:
            fits = probe
            best = IREEPlan(candidate, got.peak, ref.peak, probe)
            probe = (probe + fails) // 2
        else:
            fails = probe
            if fits is not None:
                probe = (fits + probe) // 2
            else:
                # down by the excess, and by at least an eighth of the model
                probe -= max(got.peak - budget, full // 8)
        if fits is not None and fails - fits < full // 100:
            break
    # A loop schedule is tried where no remat-auto plan fits, and where one
    # recomputes less than the remat-auto plan that fits (IREE may need a
    # remat budget far below remat's own peak for that plan to fit).
    best_flops = (auto_plan_flops(text, best.remat_budget, function)
                  if best is not None and scan_schedules and "scf.for" in text else None)
    if (best is None or best_flops is not None) and scan_schedules and "scf.for" in text:
        candidates = []
        for schedule in scan_schedules:
            try:
                scheduled = scan_schedule(text, schedule)
            except RuntimeError as error:
                plan.scan_probes.append((schedule, None))
                say(f"loop schedule {schedule}: no plan ({error})")
                continue
            candidates.append((step_flops(scheduled, function), schedule, scheduled))
        for schedule_flops, schedule, scheduled in sorted(candidates, key=lambda c: c[0]):
            if best_flops is not None and schedule_flops >= best_flops:
                break
            candidate = prepare(scheduled)
            got = measure_checked(candidate, f"loop schedule {schedule}",
                                  f"loop schedule {schedule}")
            plan.scan_probes.append((schedule, got.peak))
            lowest = got.peak if lowest is None else min(lowest, got.peak)
            if got.peak <= budget:
                best = IREEPlan(candidate, got.peak, ref.peak, None, scan_schedule=schedule)
                break
    if best is None:
        # remat-auto's plans place each recomputation where its own model
        # wants it; IREE allocates per execution region, and on some steps
        # (bert, resnet_bn) only whole-layer recomputations, one barrier per
        # layer, lower IREE's peak far enough. Tried last, least recompute
        # first: keeping the matmuls recomputes less than recomputing all,
        # leaving the last layer out less than recomputing it.
        for policy in policies:
            try:
                candidate = prepare(text, extra=policy_options(policy))
            except RuntimeError as error:
                plan.policy_probes.append((policy, None))
                say(f"per-layer policy {policy}: no plan ({error})")
                continue
            got = measure_checked(candidate, f"per-layer policy {policy}",
                                  f"per-layer plan with policy {policy}")
            plan.policy_probes.append((policy, got.peak))
            lowest = got.peak if lowest is None else min(lowest, got.peak)
            if got.peak <= budget:
                best = IREEPlan(candidate, got.peak, ref.peak, None, policy=policy)
                break
    if best is None:
        reached = min(lowest, ref.peak) if lowest is not None else ref.peak
        raise IREEBudgetError(
            f"IREE budget {budget} B not met: the lowest IREE peak reached is {reached} B "
            f"(original {ref.peak} B; {len(plan.probes)} remat-auto plans, "
            f"{len(plan.scan_probes)} loop schedules and "
            f"{len(plan.policy_probes)} per-layer plans probed)", reached)
    best.probes = plan.probes
    best.policy_probes = plan.policy_probes
    best.scan_probes = plan.scan_probes
    return best


def main(argv: Optional[Sequence[str]] = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m remat.iree", description=__doc__.splitlines()[0])
    ap.add_argument("step", help="training step (upstream MLIR)")
    ap.add_argument("--budget", required=True, type=int, help="IREE DEVICE_LOCAL peak, bytes")
    ap.add_argument("-o", "--output", required=True, help="IREE input to write")
    ap.add_argument("--function", default="main")
    ap.add_argument("--max-probes", type=int, default=8)
    ap.add_argument("--input", action="append", metavar="FILE.npy",
                    help="the step's input for the next argument (repeat in order); "
                         "default: seeded draws")
    ap.add_argument("-v", "--verbose", action="store_true")
    a = ap.parse_args(argv)
    with open(a.step, encoding="utf-8") as f:
        text = f.read()
    log = (lambda s: print(s, file=sys.stderr)) if a.verbose else None
    try:
        inputs = [np.load(path) for path in a.input] if a.input else None
        plan = plan_for_iree_budget(text, a.budget, a.function, max_probes=a.max_probes,
                                    inputs=inputs, log=log)
    except IREEBudgetError as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    except RuntimeError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    with open(a.output, "w", encoding="utf-8") as f:
        f.write(plan.text)
    if plan.scan_schedule is not None:
        how = (f"loop schedule {plan.scan_schedule}; {len(plan.probes)} remat-auto "
               f"probes did not fit")
    elif plan.policy is not None:
        how = (f"per-layer checkpoints, policy {plan.policy}; {len(plan.probes)} remat-auto "
               f"probes did not fit")
    elif plan.remat_budget is None:
        how = "the original fits"
    else:
        how = f"remat-auto budget {plan.remat_budget} B, {len(plan.probes)} probes"
    print(f"IREE peak {plan.iree_peak} B <= budget {a.budget} B "
          f"(original {plan.original_peak} B; {how})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
