"""remat-auto on scan steps against revolve over iterations (issue 51, item 4).

    REMAT_OPT=build/bin/remat-opt REMAT_RUN=build/bin/remat-run \\
        python3 benchmarks/scan_oracle_sweep.py [FILE ...] [--fractions 0.9,0.75,0.5,0.35]

Per step (default: examples/loops/jax_scan_mlp_{12,32}.mlir):

1. The oracle's model (benchmarks/oracle/loops.py) is read from the step's
   text (trip count, carry bytes, one row of every stack) and its `base`
   calibrated from the measured peak of remat-scan-remat{residuals=all} (the
   jax.checkpoint schedule); one forward iteration's FLOPs `f` are that
   schedule's FLOPs minus the step's, over n (remat-report's counter, the one
   remat-auto's recompute_flops uses). A first table checks the model on
   the fixed schedules: its bytes + base against remat-run's measurement.
   What an iteration costs in each role (an advance: the carry's slice of
   the body; a reversal: the rows' slice; a taped iteration: both) is
   counted on the step's text by the oracle itself (iteration_costs, IREE's
   MLIR bindings); advance + rows - taped is what jax.checkpoint re-runs per
   iteration, checked against `f`.
2. Budgets from 90 % of the measured peak down to remat-auto's floor (read
   from its error at a budget of 1 byte) and floor + 5 %: remat-auto's plan
   measured by remat-run; its recompute FLOPs against the oracle's optimum
   at the same memory (the measured peak), in FLOPs (--uniform: every role
   costs f, the model before the per-role costs of 2026-12-07).
   ratio <= 1.05 is the target; "inf" where the oracle's model has no
   schedule in that memory. With --plans, the oracle's schedule at each
   measured peak follows (which carries it stores, which stretches it
   tapes): the plan remat-auto would have to express to match it.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
sys.path.insert(0, ROOT)

from benchmarks.oracle.loops import Costs, ScanModel, calibrate, iteration_costs, model_of_scan  # noqa: E402

OPT = os.environ.get("REMAT_OPT", os.path.join(ROOT, "build", "bin", "remat-opt"))
RUN = os.environ.get("REMAT_RUN", os.path.join(ROOT, "build", "bin", "remat-run"))


def measure(path: str) -> int:
    out = subprocess.run([RUN, path], capture_output=True, text=True, check=True).stdout
    return int(re.search(r"peak_bytes: (\d+)", out).group(1))


def flops_of(path: str) -> float:
    out = subprocess.run([OPT, path, "--remat-report=output=-", "-o", os.devnull],
                         capture_output=True, text=True, check=True).stdout
    return json.loads(out)["functions"][0]["flops"]


def scan_remat(path: str, opts: str, dst: str) -> str:
    subprocess.run([OPT, path, f"--remat-scan-remat={opts}", "-o", dst], check=True,
                   capture_output=True)
    return dst


def auto(path: str, budget: int, dst: str):
    r = subprocess.run([OPT, path, f"--remat-auto=budget={budget} output=-", "-o", dst],
                       capture_output=True, text=True)
    if r.returncode != 0:
        return None, r.stderr
    return json.loads(r.stdout.splitlines()[-1]), r.stderr


def short(choice: str) -> str:
    """A long residual list (a transformer body's) as a count."""
    if len(choice) <= 40:
        return choice
    cut = min((choice.index(k) for k in (",front", ",segments", ",tail", ",revolve") if k in choice), default=len(choice))
    return f"{choice.count(':')} residuals{choice[cut:]}"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("files", nargs="*", default=[
        os.path.join(ROOT, "examples", "loops", f"jax_scan_mlp_{n}.mlir") for n in (12, 32)])
    parser.add_argument("--fractions", default="0.9,0.75,0.5,0.35")
    parser.add_argument("--plans", action="store_true",
                        help="also print the oracle's schedule at each measured peak")
    parser.add_argument("--no-fixed", action="store_true",
                        help="skip the first table (the model against the fixed schedules)")
    parser.add_argument("--uniform", action="store_true",
                        help="every iteration costs f in every role (the model before the "
                             "per-role costs)")
    args = parser.parse_args()
    fractions = [float(f) for f in args.fractions.split(",")]
    rows_fixed, rows_auto, plans = [], [], []
    for path in args.files:
        name = os.path.basename(path)
        with open(path, encoding="utf-8") as f:
            text = f.read()
        shape = model_of_scan(text)
        n = shape.n
        with tempfile.TemporaryDirectory() as work:
            peak, flops = measure(path), flops_of(path)
            every = scan_remat(path, "residuals=all", os.path.join(work, "all.mlir"))
            f = (flops_of(every) - flops) / n
            costs = Costs(round(f), round(f), round(f)) if args.uniform else iteration_costs(text)
            model = ScanModel(n, shape.carry, shape.row, costs)
            base = calibrate(model, measure(every))
            fixed = [("as it is", "plain", 0, None), ("residuals=all", "all", 0, "residuals=all")]
            for k in range(2, n) if not args.no_fixed else ():
                if n % k == 0:
                    fixed.append((f"residuals=none segments={k}", "segments-none", k,
                                  f"residuals=none segments={k}"))
                    fixed.append((f"residuals=all segments={k}", "segments-all", k,
                                  f"residuals=all segments={k}"))
            for label, sched, k, opts in fixed if not args.no_fixed else ():
                dst = path if opts is None else scan_remat(path, opts, os.path.join(work, "s.mlir"))
                measured = measure(dst)
                modelled = base + model.bytes_of(sched, k)
                added = flops_of(dst) - flops
                best = model.optimum(measured - base)
                rows_fixed.append(
                    f"| {name} | {label} | {modelled} | {measured} | {(measured - modelled) / model.carry:+.1f} "
                    f"| {added / f:.1f} | {best / f:.1f} |")
            _, err = auto(path, 1, os.path.join(work, "a.mlir"))
            m = re.search(r"(?:best plan's predicted peak is|smallest peak any decision reaches is at most) (\d+)",
                          err)
            floor = int(m.group(1)) if m else None
            budgets = [(f"{x:.0%}", int(x * peak)) for x in fractions]
            if floor is not None:
                budgets += [(f"floor+5% ({1.05 * floor / peak:.1%})", int(1.05 * floor)),
                            (f"floor ({floor / peak:.1%})", floor)]
            for label, budget in budgets:
                line, err = auto(path, budget, os.path.join(work, "a.mlir"))
                opt_budget = model.optimum(budget - base)
                if line is None:
                    rows_auto.append(f"| {name} ({peak} B) | {label}: {budget} | infeasible | | | | "
                                     f"{opt_budget:.3g} | |")
                    continue
                measured = measure(os.path.join(work, "a.mlir"))
                added = line.get("recompute_flops", 0.0)
                opt = model.optimum(measured - base)
                ratio = "1.00" if added == opt == 0 else (f"{added / opt:.2f}" if opt else "inf")
                plans.append(f"{name} at {label} ({measured} B): " + "; ".join(model.schedule(measured - base)))
                rows_auto.append(
                    f"| {name} ({peak} B) | {label}: {budget} | {short(line.get('scan_residuals', '-'))} | {measured} "
                    f"| {added:.3g} ({added / f:.1f} it.) | {opt:.3g} | {opt_budget:.3g} | {ratio} |")
        print(f"{name}: n={n}, carry={model.carry} B, row={model.row} B, base={base} B, "
              f"f={f:.4g} FLOPs per forward iteration (remat-report), oracle's costs: advance "
              f"{costs.advance}, rows {costs.rows}, taped {costs.taped} (advance + rows - taped = "
              f"{costs.advance + costs.rows - costs.taped}), oracle's smallest peak={base + model.smallest()} B",
              file=sys.stderr)
    print("| step | schedule | oracle model bytes | measured | measured - model (carries) "
          "| extra forward iterations | oracle's least at the measured peak (/ f) |")
    print("|---|---|---|---|---|---|---|")
    print("\n".join(rows_fixed))
    print()
    print("| step | budget | remat-auto's choice | measured | remat-auto recompute FLOPs "
          "| oracle at the measured peak | oracle at the budget | ratio |")
    print("|---|---|---|---|---|---|---|---|")
    print("\n".join(rows_auto))
    if args.plans:
        print()
        print("\n".join(plans))
    return 0


if __name__ == "__main__":
    sys.exit(main())
