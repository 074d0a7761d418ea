"""remat-auto on scan steps at fractions of their peak (issue 51, item 2).

    REMAT_OPT=build/bin/remat-opt REMAT_RUN=build/bin/remat-run \\
        python3 benchmarks/scan_remat_sweep.py [FILE ...] [--fractions 0.9,0.75,0.5,0.35]

Per step (default: examples/loops/jax_scan_mlp_{12,32}.mlir) and budget
(each fraction of the measured peak, then the floor: the smallest peak
remat-auto reaches, read from its error at a budget of 1 byte): remat-auto's
status and choice, its predicted peak, the peak remat-run measures, whether
the outputs are bit-identical to the step as it is (remat-run's checksums),
the number of scf.for ops (the IR stays loops: the same as before) and the
FLOPs the plan adds (remat-auto's recompute_flops, per iteration counted).
Prints a markdown table; then, per step, remat-scan-remat's fixed schedules
(every residual recomputed, then segments=k for each k dividing the trip
count, with residuals=all and residuals=none; with --revolve S,... also
revolve=s with and without tail=1; with --nested also every
segments=k inner-segments=k2): measured and predicted peak,
whether the prediction is exact, FLOPs, bit-identical.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
import time

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
OPT = os.environ.get("REMAT_OPT", os.path.join(ROOT, "build", "bin", "remat-opt"))
RUN = os.environ.get("REMAT_RUN", os.path.join(ROOT, "build", "bin", "remat-run"))


def run_step(path: str) -> tuple[int, list[str]]:
    out = subprocess.run([RUN, path, "--print-values=2"], capture_output=True, text=True, check=True).stdout
    peak = int(re.search(r"peak_bytes: (\d+)", out).group(1))
    return peak, [line for line in out.splitlines() if line.startswith("output")]


def auto(path: str, budget: int, work: str) -> tuple[dict | None, str, str, float]:
    dst = os.path.join(work, f"auto{budget}.mlir")
    start = time.perf_counter()
    r = subprocess.run([OPT, path, f"--remat-auto=budget={budget} output=-", "-o", dst],
                       capture_output=True, text=True)
    seconds = time.perf_counter() - start
    line = json.loads(r.stdout.splitlines()[-1]) if r.returncode == 0 else None
    return line, dst, r.stderr, seconds


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("files", nargs="*", default=[
        os.path.join(ROOT, "examples", "loops", f"jax_scan_mlp_{n}.mlir") for n in (12, 32)])
    parser.add_argument("--fractions", default="0.9,0.75,0.5,0.35")
    parser.add_argument("--revolve", default="",
                        help="also revolve=s for these slot counts (comma-separated), "
                             "with and without tail=1")
    parser.add_argument("--nested", action="store_true",
                        help="also every nested schedule (segments=k inner-segments=k2)")
    args = parser.parse_args()
    fractions = [float(f) for f in args.fractions.split(",")]
    print("| step | budget | status | recomputed (loop:iter_arg) | predicted | measured | <= budget "
          "| bit-identical | scf.for | recompute FLOPs (of the step's) | remat-auto s |")
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    for path in args.files:
        name = os.path.relpath(path, ROOT)
        with open(path, encoding="utf-8") as f:
            loops = f.read().count("scf.for")
        peak, outputs = run_step(path)
        report = subprocess.run([OPT, path, "--remat-report=output=-", "-o", os.devnull],
                                capture_output=True, text=True, check=True).stdout
        flops = json.loads(report)["functions"][0]["flops"]
        with tempfile.TemporaryDirectory() as work:
            _, _, err, _ = auto(path, 1, work)
            m = re.search(r"(?:best plan's predicted peak is|smallest peak any decision reaches is at most) (\d+)", err)
            floor = int(m.group(1)) if m else None
            budgets = [(f"{f:.0%}", int(f * peak)) for f in fractions]
            if floor is not None:
                budgets.append((f"floor ({floor / peak:.1%})", floor))
            for label, budget in budgets:
                line, dst, err, seconds = auto(path, budget, work)
                if line is None:
                    msg = err.strip().splitlines()[0] if err.strip() else "failed"
                    msg = msg.split("error: ")[-1][:90]
                    print(f"| {name} ({peak} B) | {label}: {budget} | error: {msg} | | | | | | | | {seconds:.1f} |")
                    continue
                measured, got = run_step(dst)
                with open(dst, encoding="utf-8") as f:
                    loops_after = f.read().count("scf.for")
                added = line.get("recompute_flops", 0.0)
                print(f"| {name} ({peak} B) | {label}: {budget} | {line['status']} | "
                      f"{line.get('scan_residuals', '-')} | {line['peak_after']} | {measured} | "
                      f"{'yes' if measured <= budget else 'NO'} | {'yes' if got == outputs else 'NO'} | "
                      f"{loops_after} (was {loops}) | {added:.3g} ({added / flops:.1%}) | {seconds:.1f} |")
    print()
    print("| step | schedule | measured | predicted (exact) | FLOPs (step's) | bit-identical |")
    print("|---|---|---|---|---|---|")
    for path in args.files:
        name = os.path.relpath(path, ROOT)
        peak, outputs = run_step(path)
        n = int(re.search(r"to %c(\d+)_i32", open(path, encoding="utf-8").read()).group(1))
        base = report_of(path)
        print(f"| {name} | as it is | {peak} | {base['peak_bytes']} ({base['exact']}) | {base['flops']:.4g} | - |")
        schedules = [("residuals=all", "residuals=all")]
        for k in range(2, n):
            if n % k == 0:
                schedules.append((f"residuals=all segments={k}", f"residuals=all segments={k}"))
                schedules.append((f"residuals=none segments={k}", f"residuals=none segments={k}"))
        for slots in [int(v) for v in args.revolve.split(",") if v]:
            if slots < n:
                for opts in (f"residuals=all revolve={slots}", f"residuals=all tail=1 revolve={slots}"):
                    schedules.append((opts, opts))
        if args.nested:
            for k in range(4, n):
                for k2 in range(2, k):
                    if n % k == 0 and k % k2 == 0:
                        for r in ("all", "none"):
                            opts = f"residuals={r} segments={k} inner-segments={k2}"
                            schedules.append((opts, opts))
        with tempfile.TemporaryDirectory() as work:
            for label, opts in schedules:
                dst = os.path.join(work, "s.mlir")
                subprocess.run([OPT, path, f"--remat-scan-remat={opts}", "-o", dst], check=True,
                               capture_output=True)
                measured, got = run_step(dst)
                rep = report_of(dst)
                print(f"| {name} | {label} | {measured} | {rep['peak_bytes']} ({rep['exact']}) | "
                      f"{rep['flops']:.4g} ({rep['flops'] / base['flops']:.2f}x) | "
                      f"{'yes' if got == outputs else 'NO'} |")
    return 0


def report_of(path: str) -> dict:
    out = subprocess.run([OPT, path, "--remat-report=output=-", "-o", os.devnull],
                         capture_output=True, text=True, check=True).stdout
    return json.loads(out)["functions"][0]


if __name__ == "__main__":
    sys.exit(main())
