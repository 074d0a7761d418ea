"""``remat`` / ``python -m remat``: the common jobs from one command.

::

    remat report STEP.mlir [--json]                  # predicted peak, residuals, FLOPs
    remat auto STEP.mlir --budget 75% -o OUT.mlir    # plan under a budget (bytes, 64MiB, 75%)
    remat run STEP.mlir [--json]                     # run on the CPU, measured peak
    remat verify --model mlp                         # PyTorch step vs eager, then remat-auto
    remat verify --jax models:make_mlp               # JAX step vs jax.jit, then remat-auto
    remat export --model gpt2 -o gpt2.mlir           # a PyTorch training step as MLIR
    remat import-jax STEP.stablehlo.mlir -o STEP.mlir  # a JAX step as MLIR
    remat iree STEP.mlir --budget 20MiB -o OUT.iree.mlir  # IREE's measured peak <= 20 MiB
    remat tools                                      # where remat-opt / remat-run are

Each job runs the packaged tools (:mod:`remat.tools`); work that lasts longer
than a few seconds prints its elapsed time to stderr every 15 s. A bad
argument is an error (exit 2) that says what was expected; a failing tool
passes its diagnostics and exit code on.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
import threading
import time
from typing import List, Optional, Sequence

from . import tools

POLICIES = ("recompute_all", "save_dots", "save_dots_no_batch")
_SIZE = re.compile(r"^\s*(\d+)\s*(B|KiB|MiB|GiB|TiB|KB|MB|GB|TB)?\s*$")
_PERCENT = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*%\s*$")


class UsageError(Exception):
    """A bad argument found after parsing (exit code 2)."""


class Progress:
    """Prints ``remat: <label>… N s`` to stderr every ``interval`` seconds
    while the work inside the ``with`` lasts longer than ``after`` seconds."""

    def __init__(self, label: str, after: float = 5.0, interval: float = 15.0, quiet=False):
        self.label, self.after, self.interval, self.quiet = label, after, interval, quiet
        self._done = threading.Event()
        self._start = 0.0

    def _tick(self) -> None:
        wait = self.after
        while not self._done.wait(wait):
            sys.stderr.write(f"remat: {self.label}… {time.time() - self._start:.0f} s\n")
            sys.stderr.flush()
            wait = self.interval

    def __enter__(self) -> "Progress":
        self._start = time.time()
        if not self.quiet:
            threading.Thread(target=self._tick, daemon=True).start()
        return self

    def __exit__(self, *exc) -> None:
        self._done.set()

    @property
    def seconds(self) -> float:
        return time.time() - self._start


def _input_file(path: str) -> str:
    if not os.path.isfile(path):
        raise UsageError(f"{path}: no such file")
    return path


def _tool(name: str, args: Sequence[str], label: str, quiet: bool) -> subprocess.CompletedProcess:
    command = [tools.path(name), *args]
    with Progress(label, quiet=quiet):
        result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode != 0:
        sys.stderr.write(result.stderr)
        raise SystemExit(result.returncode)
    return result


def _report(step: str, details: bool = False, quiet: bool = False) -> dict:
    with tempfile.TemporaryDirectory(prefix="remat-cli-") as directory:
        out = os.path.join(directory, "report.json")
        options = f"output={out} remarks=false" + (" details=true" if details else "")
        _tool("remat-opt", [step, f"--pass-pipeline=builtin.module(remat-report{{{options}}})",
                            "-o", os.devnull], "analysing " + step, quiet)
        with open(out, encoding="utf-8") as f:
            return json.load(f)


def parse_budget(text: str, step: Optional[str] = None, quiet: bool = False) -> int:
    """``"16777216"``, ``"16MiB"``, ``"16MB"`` or ``"75%"`` (of the step's
    predicted peak, which needs ``step``) -> bytes."""
    percent = _PERCENT.match(text)
    if percent:
        value = float(percent.group(1))
        if not 0 < value <= 100:
            raise UsageError(f"--budget {text}: a percentage must be in (0, 100]")
        if step is None:
            raise UsageError(f"--budget {text}: a percentage needs a step")
        functions = _report(step, quiet=quiet)["functions"]
        if len(functions) != 1:
            raise UsageError(f"--budget {text}: {step} has {len(functions)} functions; "
                             "give the budget in bytes")
        return int(functions[0]["peak_bytes"] * value / 100)
    size = _SIZE.match(text)
    if not size:
        raise UsageError(f"--budget {text!r}: expected bytes (16777216), a size (16MiB, 16MB) "
                         "or a percentage of the predicted peak (75%)")
    unit = size.group(2) or "B"
    scale = {"B": 1, "KiB": 1 << 10, "MiB": 1 << 20, "GiB": 1 << 30, "TiB": 1 << 40,
             "KB": 10**3, "MB": 10**6, "GB": 10**9, "TB": 10**12}[unit]
    value = int(size.group(1)) * scale
    if value <= 0:
        raise UsageError(f"--budget {text}: must be positive")
    return value


def _write(text: str, out: Optional[str]) -> None:
    if out in (None, "-"):
        sys.stdout.write(text)
    else:
        with open(out, "w", encoding="utf-8") as f:
            f.write(text)


def cmd_report(args) -> int:
    report = _report(_input_file(args.step), details=args.details, quiet=args.quiet)
    if args.json:
        print(json.dumps(report, indent=2))
        return 0
    for function in report["functions"]:
        print(f"{function['name']}: predicted peak {function['peak_bytes']:,} B, "
              f"residuals {function['residual_bytes']:,} B, {function['flops']:,} FLOPs")
        for residual in function.get("residuals", [])[:args.top]:
            print(f"  residual {residual['bytes']:>12,} B  {residual['op']}  {residual['loc']}")
    return 0


def cmd_auto(args) -> int:
    step = _input_file(args.step)
    budget = parse_budget(args.budget, step, args.quiet)
    with tempfile.TemporaryDirectory(prefix="remat-cli-") as directory:
        plan = os.path.join(directory, "plan.json")
        options = f"budget={budget} output={plan} solver={args.solver}"
        if args.time_limit is not None:
            options += f" time-limit={args.time_limit}"
        out = os.path.join(directory, "out.mlir")
        _tool("remat-opt", [step, "--mlir-print-debuginfo",
                            f"--pass-pipeline=builtin.module(remat-auto{{{options}}})", "-o", out],
              f"planning {step} under {budget:,} B", args.quiet)
        with open(plan, encoding="utf-8") as f:
            # One JSON line per planned function.
            plans = [json.loads(line) for line in f if line.strip()]
        with open(out, encoding="utf-8") as f:
            text = f.read()
    _write(text, args.output)
    if args.plan_json:
        with open(args.plan_json, "w", encoding="utf-8") as f:
            json.dump(plans, f, indent=2)
    for plan in plans:
        print(f"{plan['function']}: budget {budget:,} B, predicted peak "
              f"{plan['peak_before']:,} -> {plan['peak_after']:,} B, "
              f"recompute {plan['recompute_flops']:,} FLOPs", file=sys.stderr)
    return 0


def cmd_run(args) -> int:
    step = _input_file(args.step)
    command = [step, f"--seed={args.seed}", f"--repeat={args.repeat}"]
    if args.entry:
        command.append(f"--entry={args.entry}")
    if args.ranks:
        if args.ranks < 1:
            raise UsageError(f"remat run: --ranks={args.ranks}: expected at least 1")
        command.append(f"--ranks={args.ranks}")
    if args.json:
        command.append("--json")
    result = _tool("remat-run", command, "running " + step, args.quiet)
    sys.stdout.write(result.stdout)
    return 0


def _function_name(step: str, quiet: bool) -> str:
    functions = _report(step, quiet=quiet)["functions"]
    if len(functions) != 1:
        raise UsageError(f"{step} has {len(functions)} planned functions; give --function")
    return functions[0]["name"]


def cmd_iree(args) -> int:
    step = _input_file(args.step)
    if bool(args.budget) + bool(args.policy) + bool(args.remat_budget) != 1:
        raise UsageError("remat iree: give one of --budget (IREE's bytes, measured), "
                         "--remat-budget (remat's model) or --policy")
    if args.budget:
        # A budget in IREE's own bytes: plans are compiled and run by IREE
        # until one fits (remat.iree); unmet is an error.
        from . import iree

        budget = parse_budget(args.budget)
        with open(step, encoding="utf-8") as f:
            text = f.read()
        function = args.function or _function_name(step, args.quiet)
        with Progress(f"fitting {step} into IREE's {budget:,} B", quiet=args.quiet):
            try:
                plan = iree.plan_for_iree_budget(text, budget, function)
            except iree.IREEBudgetError as error:
                sys.stderr.write(f"remat: error: {error}\n")
                return 1
        _write(plan.text, args.output)
        print(f"IREE peak {plan.iree_peak:,} B <= budget {budget:,} B (original "
              f"{plan.original_peak:,} B)", file=sys.stderr)
        return 0
    option = (f"policy={args.policy}" if args.policy
              else f"budget={parse_budget(args.remat_budget, step, args.quiet)}")
    with tempfile.TemporaryDirectory(prefix="remat-cli-") as directory:
        target = os.path.join(directory, "out.mlir")
        _tool("remat-opt", [step, f"--remat-prepare-iree-input={option}", "-o", target],
              "preparing IREE input from " + step, args.quiet)
        with open(target, encoding="utf-8") as f:
            _write(f.read(), args.output)
    return 0


def cmd_import_jax(args) -> int:
    source = _input_file(args.stablehlo)
    from .jax.importer import JaxImportError, import_stablehlo

    with open(source, encoding="utf-8") as f:
        text = f.read()
    with Progress(f"importing {source}", quiet=args.quiet):
        try:
            out = import_stablehlo(text)
        except (JaxImportError, RuntimeError) as error:
            sys.stderr.write(f"remat: error: {error}\n")
            return 1
    _write(out, args.output)
    return 0


def _torch_factory(spec: str):
    try:
        from .torch.models import MODELS
        from .torch.export import load_factory
    except ImportError as error:
        raise UsageError(f"--model needs PyTorch (pip install torch): {error}") from error
    if ":" in spec:
        try:
            return load_factory(spec)
        except (ImportError, AttributeError, ValueError) as error:
            raise UsageError(f"--model {spec}: {error}") from error
    if spec not in MODELS:
        raise UsageError(f"--model {spec!r}: not a bundled model ({', '.join(sorted(MODELS))}) "
                         "nor package.module:factory")
    return MODELS[spec]


def _jax_factory(spec: str):
    import importlib

    module, _, name = spec.partition(":")
    if not name:
        raise UsageError(f"--jax {spec!r}: expected package.module:factory")
    sys.path.insert(0, os.getcwd())
    try:
        return getattr(importlib.import_module(module), name)
    except (ImportError, AttributeError) as error:
        raise UsageError(f"--jax {spec}: {error}") from error


def cmd_verify(args) -> int:
    if bool(args.model) == bool(args.jax):
        raise UsageError("remat verify: give --model (PyTorch) or --jax (JAX)")
    budget = args.budget
    if not 0 < budget:
        raise UsageError("--budget must be positive (bytes, or a fraction < 1 of the measured peak)")
    if args.jax:
        factory = _jax_factory(args.jax)
        from .jax import verify_training_step as verify_jax

        with Progress(f"verifying {args.jax}", quiet=args.quiet):
            made = factory()
            step, example_args = made[0], made[1]
            result = verify_jax(step, *example_args, budgets=(budget,))
        print(result.summary())
        return 0 if result.ok else 1
    factory = _torch_factory(args.model)
    from .torch.verify import verify_training_step

    with Progress(f"verifying {args.model}", quiet=args.quiet):
        model, inputs, loss_fn = factory()
        result = verify_training_step(model, inputs, loss_fn, budget=budget)
    print(result.summary())
    return 0 if result.ok else 1


def cmd_export(args) -> int:
    shard = None
    if args.shard:
        from .torch.distributed import check_strategy

        strategy, _, ranks = args.shard.partition(":")
        try:
            shard = (strategy, int(ranks or 2))
            check_strategy(*shard)
        except ValueError as error:
            raise UsageError(f"remat export: --shard {args.shard}: expected STRATEGY:RANKS ({error})")
    factory = _torch_factory(args.model)
    from .torch.step_export import export_training_step

    with Progress(f"exporting {args.model}", quiet=args.quiet) as progress:
        model, inputs, loss_fn = factory()
        text = export_training_step(model, tuple(inputs), loss_fn)
        if shard:
            from .torch.distributed import shard_step

            text = shard_step(text, *shard)
    _write(text, args.output)
    print(f"{args.model}: {len(text.encode()):,} bytes of MLIR in {progress.seconds:.1f} s"
          + (f" -> {args.output}" if args.output not in (None, "-") else ""), file=sys.stderr)
    return 0


def cmd_tools(args) -> int:
    for name, place in tools.paths().items():
        print(f"{name}: {place or 'not installed'}")
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="remat", description=__doc__.split("\n\n")[0],
        formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("-q", "--quiet", action="store_true", help="no progress messages")
    jobs = parser.add_subparsers(dest="job", metavar="JOB", required=True)

    report = jobs.add_parser("report", help="predicted peak, residuals and FLOPs of a step")
    report.add_argument("step", help="a training step (.mlir)")
    report.add_argument("--json", action="store_true", help="print remat-report's JSON")
    report.add_argument("--details", action="store_true", help="per-value details in the JSON")
    report.add_argument("--top", type=int, default=5, help="residuals listed (default 5)")
    report.set_defaults(run=cmd_report)

    auto = jobs.add_parser("auto", help="rematerialize a step under a memory budget")
    auto.add_argument("step")
    auto.add_argument("--budget", required=True,
                      help="bytes, a size (64MiB, 64MB) or a percentage of the predicted peak (75%%)")
    auto.add_argument("-o", "--output", help="the planned step (default: stdout)")
    auto.add_argument("--solver", default="auto", help="remat-auto's solver (default auto)")
    auto.add_argument("--time-limit", type=float, help="solver time limit in seconds")
    auto.add_argument("--plan-json", help="also write remat-auto's plan summaries (a JSON list) here")
    auto.set_defaults(run=cmd_auto)

    run = jobs.add_parser("run", help="run a step on the CPU and measure its peak (remat-run)")
    run.add_argument("step")
    run.add_argument("--entry", help="function to run (default train_step or the only one)")
    run.add_argument("--seed", type=int, default=0)
    run.add_argument("--repeat", type=int, default=1)
    run.add_argument("--json", action="store_true")
    run.add_argument("--ranks", type=int, default=0,
                     help="run a sharded step on N MPI ranks under mpiexec (docs/Sharding.md)")
    run.set_defaults(run=cmd_run)

    verify = jobs.add_parser("verify", help="a PyTorch or JAX step against its framework, "
                             "then remat-auto")
    verify.add_argument("--model", help="PyTorch: a bundled model (mlp, gpt2, ...) or "
                        "package.module:factory returning (model, inputs, loss_fn)")
    verify.add_argument("--jax", help="JAX: package.module:factory returning (step_fn, args) "
                        "(examples/jax/models.py's make_*)")
    verify.add_argument("--budget", type=float, default=0.8,
                        help="remat-auto's budget: bytes, or a fraction < 1 of the measured peak")
    verify.set_defaults(run=cmd_verify)

    export = jobs.add_parser("export", help="export a PyTorch training step as MLIR")
    export.add_argument("--model", required=True,
                        help="a bundled model (mlp, gpt2, ...) or package.module:factory")
    export.add_argument("-o", "--output", help="output .mlir (default: stdout)")
    export.add_argument("--shard", metavar="STRATEGY:RANKS",
                        help="partition the step with remat-shard (e.g. dp:2; run it with "
                             "remat run --ranks=2, docs/Sharding.md)")
    export.set_defaults(run=cmd_export)

    iree = jobs.add_parser("iree", help="rematerialize a step and write IREE input")
    iree.add_argument("step")
    iree.add_argument("--budget", help="IREE's DEVICE_LOCAL peak to meet, measured by compiling "
                      "and running plans with IREE (bytes or 64MiB)")
    iree.add_argument("--remat-budget", help="remat-auto's budget in remat's model "
                      "(bytes, 64MiB or 75%%), no IREE run")
    iree.add_argument("--policy", choices=POLICIES, help="per-layer checkpoints with this policy")
    iree.add_argument("--function", help="the step's function (default: the only one)")
    iree.add_argument("-o", "--output", help="output .mlir (default: stdout)")
    iree.set_defaults(run=cmd_iree)

    importer = jobs.add_parser("import-jax", help="a JAX step's StableHLO as remat's MLIR")
    importer.add_argument("stablehlo", help="jax.jit(step).lower(*args).as_text(debug_info=True)")
    importer.add_argument("-o", "--output", help="output .mlir (default: stdout)")
    importer.set_defaults(run=cmd_import_jax)

    where = jobs.add_parser("tools", help="where remat-opt, remat-run and remat-run-cuda are")
    where.set_defaults(run=cmd_tools)
    return parser


def main(argv: Optional[List[str]] = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        return args.run(args)
    except UsageError as error:
        parser.error(str(error))
    except tools.ToolNotFoundError as error:
        sys.stderr.write(f"remat: error: {error}\n")
        return 127
    return 1


if __name__ == "__main__":
    sys.exit(main())
