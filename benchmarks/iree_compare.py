#!/usr/bin/env python3
"""remat's plans compiled and measured by IREE (docs/IREE.md).

For each FILE (default: every bundled step), builds the variants
  original        the step as it is
  POLICY          remat-outline-checkpoints{policy=POLICY} + apply-checkpoints
                  for recompute_all, save_dots, save_dots_no_batch
  auto-F          remat-auto{budget=M + F * (P - M)} for each fraction F
                  (P: remat's predicted peak of the original, M: the smallest
                  peak remat-auto reaches, from its infeasible-budget
                  diagnostic), the budget in remat's memory model
  iree-auto-F     remat-auto for the IREE budget B = Mi + F * (Pi - Mi)
                  (Pi: IREE's measured peak of the original, Mi: IREE's peak
                  of the minimum-peak plan), the remat budget found by
                  remat_budget_for_iree() (measured search, see below)
turns each into IREE input with remat-lower-barriers-to-iree, compiles it with
iree-compile (llvm-cpu, host CPU), runs it once with iree-run-module
--device=local-sync --print_statistics (IREE's DEVICE_LOCAL peak, the outputs
as .npy) and times it with iree-benchmark-module (local-sync; --rounds
interleaved rounds of --repetitions calls per variant; the fastest call's wall
time and CPU time; the time ratio is the CPU time's, see time_iree).
Inputs are deterministic .npy files (seeded normal
values, the cotangent 1.0). Reported per variant: IREE's device peak and its
change against the original, remat-report's predicted peak, the budget (and
whether IREE's peak is within it), time and time ratio, FLOP ratio
(remat-report), and whether every output is bit-identical to the original's.

  python3 benchmarks/iree_compare.py [FILE...] [--fractions 0.25,0.5,0.75]
      [--build-dir build] [--repetitions 3] [--rounds 3] [--json out.json] [--no-time]
      [--target cpu|cuda] [--cuda-target sm_80]

With --target cuda the variants are only compiled (--iree-hal-target-device=
cuda --iree-cuda-target=CHIP), not run. IREE 3.13.0 rejects sm_90a and sm_90
for every program ("missing GPU target in #hal.executable.target"), hence the
default sm_80 (docs/IREE.md).
"""
import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
DEFAULT_FILES = ["examples/transformer_train_step.mlir", "examples/mlp_train_step.mlir",
                 "examples/models/mlp.mlir", "examples/models/gpt2.mlir",
                 "examples/models/llama.mlir", "examples/models/vit.mlir",
                 "examples/models/resnet18.mlir"]
DTYPES = {"f32": np.float32, "i64": np.int64, "i32": np.int32}
POLICIES = ("recompute_all", "save_dots", "save_dots_no_batch")
CPU_FLAGS = ["--iree-hal-target-device=local", "--iree-hal-local-target-device-backends=llvm-cpu",
             "--iree-llvmcpu-target-cpu=host"]
CUDA_FLAGS = ["--iree-hal-target-device=cuda", "--iree-cuda-target=sm_80"]

# IREE budget -> remat budget (docs/IREE.md, "A budget that holds in IREE").
# IREE's device peak counts what remat's model leaves out (the argument
# buffers, IREE's own fusion) and groups buffers differently: all values that
# leave an execution region (regions are cut at every barrier) share one
# allocation, freed when the last of them dies. The difference D = IREE peak
# - remat's predicted peak, measured on the original program, is therefore
# only a first guess for a plan: measured on 2026-12-01 it is +4.48 MB for
# the transformer step and for its per-layer checkpoints, but +8.87 MB for
# remat-auto's plan at 25% (many barriers, many regions). The mapping is
# measured per program instead: remat_budget_for_iree() starts at the guess
# B - D and lowers the remat budget in steps of (P - M) / probes, compiling
# and running each plan with IREE, until IREE's measured peak is within B.


def first_guess_remat_budget(iree_budget, iree_peak_original, remat_peak_original):
    """B - D: the remat budget if IREE added to every plan what it adds to
    the original (an upper bound to start the measured search from)."""
    return int(iree_budget - (iree_peak_original - remat_peak_original))


def tool(name, build_dir=None):
    """A remat tool from the build dir, an IREE tool next to this python."""
    if name.startswith("remat-"):
        env = os.environ.get(name.upper().replace("-", "_"))
        candidates = [env, os.path.join(build_dir or os.path.join(ROOT, "build"), "bin", name)]
    else:
        candidates = [os.path.join(os.path.dirname(sys.executable), name)]
    candidates.append(shutil.which(name))
    for candidate in candidates:
        if candidate and os.access(candidate, os.X_OK):
            return candidate
    return None


def run(cmd, check=True):
    proc = subprocess.run(cmd, capture_output=True, text=True)
    if check and proc.returncode != 0:
        raise RuntimeError(f"failed: {' '.join(cmd)}\n{proc.stderr[-4000:]}")
    return proc


def report(opt, path):
    out = run([opt, path, "--remat-report=remarks=0 output=-", "-o", os.devnull]).stdout
    return json.loads(out)["functions"][0]


def min_remat_peak(opt, path):
    """The smallest peak remat-auto reaches (its infeasible-budget error)."""
    diag = run([opt, path, "--remat-auto=budget=1", "-o", os.devnull], check=False).stderr
    match = re.search(r"reaches is (?:at most )?(\d+) bytes", diag)
    return int(match.group(1)) if match else None


def signature(path, entry="train_step"):
    """[(shape, is_cotangent, element type)] of the arguments and the number of
    results."""
    src = open(path).read()
    match = re.search(r"func\.func @" + entry + r"\((.*?)\)\s*->\s*\(?(.*?)\)?\s*(attributes|\{)",
                      src, re.S)
    args = []
    for arg in re.finditer(r"%[\w.]+\s*:\s*tensor<([^>]*)>(\s*\{[^}]*\})?", match.group(1)):
        dims = arg.group(1).split("x")
        if dims[-1] not in DTYPES:
            raise ValueError(f"{path}: unsupported argument type ({arg.group(0)})")
        args.append(([int(d) for d in dims[:-1]], "remat.cotangent" in (arg.group(2) or ""),
                     dims[-1]))
    return args, len(re.findall(r"tensor<", match.group(2)))


def write_inputs(path, tmp, seed=0):
    """Deterministic inputs as .npy files (f32: seeded normal values, 0.5
    standard deviation; integers: 0 or 1; the cotangent: 1); returns the
    --input flags."""
    args, _ = signature(path)
    rng = np.random.default_rng(seed)
    flags = []
    for i, (shape, cotangent, element) in enumerate(args):
        if cotangent:
            value = np.ones(shape, DTYPES[element])
        elif element == "f32":
            value = (0.5 * rng.standard_normal(shape)).astype(np.float32)
        else:  # ids and labels: 0 or 1, valid for any vocabulary or class count
            value = rng.integers(0, 2, shape).astype(DTYPES[element])
        file = os.path.join(tmp, f"input{i}.npy")
        np.save(file, value)
        flags.append(f"--input=@{file}")
    return flags


def to_iree_input(opt, src, dst, pipeline=""):
    """Applies `pipeline` (remat passes), then remat-lower-barriers-to-iree."""
    passes = (pipeline + "," if pipeline else "") + "remat-lower-barriers-to-iree"
    # No hex for dense constants: IREE's parser (a newer MLIR) reads i1 hex
    # data differently ("elements hex data size is invalid for ... xi1").
    run([opt, src, f"--pass-pipeline=builtin.module({passes})",
         "--mlir-print-elementsattrs-with-hex-if-larger=-1", "-o", dst])


def compile_iree(src, dst, target="cpu"):
    start = time.time()
    proc = run([tool("iree-compile"), *(CPU_FLAGS if target == "cpu" else CUDA_FLAGS), src,
                "-o", dst], check=False)
    if proc.returncode != 0:
        errors = [line for line in proc.stderr.splitlines() if "error:" in line]
        raise RuntimeError(errors[0] if errors else proc.stderr[-2000:])
    return time.time() - start


def run_iree(vmfb, inputs, num_results, out, device="local-sync"):
    """Runs once; returns (DEVICE_LOCAL peak bytes, [outputs])."""
    outputs = [f"--output=@{out}"] + [f"--output=+{out}"] * (num_results - 1)
    proc = run([tool("iree-run-module"), f"--module={vmfb}", "--function=train_step",
                f"--device={device}", "--print_statistics", *inputs, *outputs])
    match = re.search(r"DEVICE_LOCAL:\s*(\d+)B peak", proc.stdout + proc.stderr)
    values = []
    with open(out, "rb") as f:
        for _ in range(num_results):
            values.append(np.load(f))
    return int(match.group(1)), values


def time_iree(vmfb, inputs, repetitions, device="local-sync"):
    """[(wall ms, CPU ms)] of `repetitions` single calls, from
    iree-benchmark-module (local-sync runs on one thread, so the process's
    CPU time is the call's compute time, much less sensitive than wall time
    to other load on the machine)."""
    proc = run([tool("iree-benchmark-module"), f"--module={vmfb}", "--function=train_step",
                f"--device={device}", *inputs, f"--benchmark_repetitions={repetitions}",
                "--benchmark_min_time=1x", "--benchmark_format=json"])
    data = json.loads(proc.stdout[proc.stdout.index("{"):])
    scale = {"ns": 1e-6, "us": 1e-3, "ms": 1.0, "s": 1e3}
    return [(b["real_time"] * scale[b.get("time_unit", "ms")],
             b["cpu_time"] * scale[b.get("time_unit", "ms")])
            for b in data["benchmarks"] if b.get("run_type") == "iteration"]


def identical(a, b):
    return len(a) == len(b) and all(
        x.shape == y.shape and x.dtype == y.dtype and
        np.array_equal(x.reshape(-1).view(np.uint8), y.reshape(-1).view(np.uint8))
        for x, y in zip(a, b))


class Step:
    """One bundled step measured through IREE."""

    def __init__(self, opt, path, tmp, target="cpu"):
        self.opt, self.path, self.target = opt, path, target
        self.stem = os.path.splitext(os.path.basename(path))[0]
        self.tmp = os.path.join(tmp, self.stem)
        os.makedirs(self.tmp, exist_ok=True)
        self.inputs = write_inputs(path, self.tmp)
        self.num_results = signature(path)[1]
        self.original = None
        self._low = None

    def min_remat_peak(self):
        if self._low is None:
            self._low = min_remat_peak(self.opt, self.path) or self.original["remat_peak"]
        return self._low

    def variant(self, name, pipeline, run_it=True):
        """Builds, compiles and (if run_it) runs one variant; returns a dict."""
        base = os.path.join(self.tmp, re.sub(r"[^\w.-]", "_", name))
        remat_file = base + ".remat.mlir"
        if pipeline:
            proc = run([self.opt, self.path, f"--pass-pipeline=builtin.module({pipeline})",
                        "-o", remat_file], check=False)
            if proc.returncode != 0:
                return {"name": name, "error": proc.stderr.strip().splitlines()[-1][:200]}
        else:
            shutil.copy(self.path, remat_file)
        rep = report(self.opt, remat_file)
        iree_file = base + ".iree.mlir"
        to_iree_input(self.opt, remat_file, iree_file)
        vmfb = base + f".{self.target}.vmfb"
        try:
            compile_s = compile_iree(iree_file, vmfb, self.target)
        except RuntimeError as err:
            first = next((line for line in str(err).splitlines() if "error:" in line), str(err))
            return {"name": name, "error": "iree-compile: " + first.split("error:", 1)[-1][:160]}
        result = {"name": name, "remat_peak": rep["peak_bytes"], "flops": rep["flops"],
                  "compile_s": compile_s, "vmfb": vmfb}
        if not run_it:
            return result
        peak, outputs = run_iree(vmfb, self.inputs, self.num_results, base + ".out.npy")
        result["iree_peak"] = peak
        if self.original is None:
            self.original = {"outputs": outputs, **result}
        result["identical"] = identical(outputs, self.original["outputs"])
        return result


def remat_budget_for_iree(step, iree_budget, probes=8):
    """The largest remat-auto budget found whose plan IREE runs within
    `iree_budget` bytes, measured: returns the plan's row (with "budget"
    the IREE budget, "remat_budget" and "probes") or None when even the
    minimum-peak plan exceeds it. `step.original` must be measured."""
    top = step.original["remat_peak"]
    low = step.min_remat_peak()
    guess = first_guess_remat_budget(iree_budget, step.original["iree_peak"], top)
    if step.original["iree_peak"] <= iree_budget:
        return dict(step.original, name="original", budget=iree_budget, budget_kind="iree",
                    remat_budget=None, probes=0, identical=True)
    delta = max((top - low) / probes, 1)
    budget, tried = min(guess, top), 0
    while True:
        budget = max(int(budget), low)
        tried += 1
        row = step.variant(f"iree-probe-{budget}", f"remat-auto{{budget={budget}}}")
        if "iree_peak" in row and row["iree_peak"] <= iree_budget:
            row.update(budget=iree_budget, budget_kind="iree", remat_budget=budget, probes=tried)
            return row
        if budget <= low:
            return None
        budget -= delta


def measure(opt, path, fractions, tmp, repetitions, rounds=3, target="cpu", log=print):
    """All variants of one step; timed (if repetitions) in `rounds`
    interleaved rounds, each running every variant `repetitions` times: a
    variant's time is its fastest call (other load only ever adds time)."""
    step = Step(opt, path, tmp, target)
    run_it = target == "cpu"
    rows = [step.variant("original", "", run_it)]
    if "error" in rows[0]:
        rows[0]["file"] = os.path.relpath(path, ROOT)
        log(format_row(rows[0], rows[0]))
        return rows
    for policy in POLICIES:
        rows.append(step.variant(policy, f"remat-outline-checkpoints{{policy={policy}}},"
                                 "remat-apply-checkpoints", run_it))
    top = rows[0]["remat_peak"]
    low = step.min_remat_peak()
    for fraction in fractions:
        budget = int(low + fraction * (top - low))
        row = step.variant(f"auto-{fraction:g}", f"remat-auto{{budget={budget}}}", run_it)
        row["budget"], row["budget_kind"] = budget, "remat"
        rows.append(row)
    if run_it:
        # The same fractions as IREE budgets, between IREE's peak of the
        # minimum-peak plan and of the original.
        lowest = step.variant("auto-min", f"remat-auto{{budget={low}}}")
        top_i, low_i = rows[0]["iree_peak"], lowest.get("iree_peak", rows[0]["iree_peak"])
        for fraction in fractions:
            iree_budget = int(low_i + fraction * (top_i - low_i))
            row = remat_budget_for_iree(step, iree_budget)
            if row is None:
                rows.append({"name": f"iree-auto-{fraction:g}",
                             "error": f"no plan within IREE budget {iree_budget:,}"})
                continue
            if row["remat_budget"] is None:
                row["name"] = f"iree-auto-{fraction:g} (the original fits)"
                rows.append(row)
                continue
            row["name"] = f"iree-auto-{fraction:g} (remat {row['remat_budget']:,}, " \
                          f"{row['probes']} probes)"
            rows.append(row)
    if run_it and repetitions:
        timed = [row for row in rows if "vmfb" in row]
        samples = {id(row): [] for row in timed}
        for _ in range(rounds):
            for row in timed:
                samples[id(row)] += time_iree(row["vmfb"], step.inputs, repetitions)
        for row in timed:
            row["time_ms"] = min(t for t, _ in samples[id(row)])
            row["cpu_ms"] = min(c for _, c in samples[id(row)])
    for row in rows:
        row["file"] = os.path.relpath(path, ROOT)
        log(format_row(row, rows[0]))
    return rows


def format_row(row, original):
    if "error" in row:
        return f"| {row['name']} | {row['error']} |"
    cells = [row["name"], f"{row['remat_peak']:,}"]
    if "iree_peak" in row:
        change = row["iree_peak"] / original["iree_peak"] - 1
        cells += [f"{row['iree_peak']:,}", f"{100 * change:+.1f}%"]
    budget = row.get("budget")
    if budget is None:
        cells.append("")
    else:
        peak = row.get("iree_peak") if row["budget_kind"] == "iree" else row["remat_peak"]
        holds = "" if peak is None else (" ✓" if peak <= budget else " ✗")
        cells.append(f"{budget:,} ({row['budget_kind']}){holds}")
    if "time_ms" in row:
        cells += [f"{row['time_ms']:.3g}", f"{row['cpu_ms']:.3g}",
                  f"{row['cpu_ms'] / original['cpu_ms']:.2f}"]
    cells.append(f"{row['flops'] / original['flops']:.2f}")
    if "iree_peak" not in row:
        cells.append(f"compiled in {row['compile_s']:.1f} s")
    if "identical" in row:
        cells.append("yes" if row["identical"] else "NO")
    return "| " + " | ".join(cells) + " |"


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("files", nargs="*")
    parser.add_argument("--fractions", default="0.25,0.5,0.75")
    parser.add_argument("--build-dir", default=os.path.join(ROOT, "build"))
    parser.add_argument("--repetitions", type=int, default=3)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--no-time", action="store_true")
    parser.add_argument("--target", choices=("cpu", "cuda"), default="cpu")
    parser.add_argument("--cuda-target", default="sm_80")
    parser.add_argument("--json")
    args = parser.parse_args()
    CUDA_FLAGS[1] = f"--iree-cuda-target={args.cuda_target}"
    opt = tool("remat-opt", args.build_dir)
    if not opt or not tool("iree-compile"):
        sys.exit("needs remat-opt (--build-dir) and iree-compile (pip install -r "
                 "requirements-iree.txt)")
    fractions = [float(f) for f in args.fractions.split(",") if f]
    files = args.files or [os.path.join(ROOT, f) for f in DEFAULT_FILES]
    if args.target == "cpu":
        header = "| variant | remat predicted peak | IREE device peak | vs original | budget | "
        header += "" if args.no_time else "wall (ms) | CPU (ms) | time ratio (CPU) | "
        header += "FLOP ratio | outputs identical |"
    else:
        header = f"| variant | remat predicted peak | budget | FLOP ratio | {args.cuda_target} |"
    all_rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for path in files:
            print(f"\n{os.path.relpath(path, ROOT)}\n\n{header}", flush=True)
            rows = measure(opt, path, fractions, tmp, 0 if args.no_time else args.repetitions,
                           args.rounds, args.target, log=lambda line: print(line, flush=True))
            all_rows += [{k: v for k, v in r.items() if k not in ("outputs", "vmfb")}
                         for r in rows]
    if args.json:
        with open(args.json, "w") as f:
            json.dump(all_rows, f, indent=1)


if __name__ == "__main__":
    main()
