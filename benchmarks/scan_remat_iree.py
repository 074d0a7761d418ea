"""A JAX scan step in IREE: remat's loop schedules against jax.checkpoint on the scan body.

    PATH=.venv/bin:$PATH REMAT_OPT=build/bin/remat-opt \\
        python benchmarks/scan_remat_iree.py [--layers 12] [--batch 256] [--width 64] \\
            [--body mlp|transformer] [--fractions 0.9,0.5,0.35]

The step is examples/loops/gen_jax_scan.py's (value_and_grad of a lax.scan
over a tanh layer or a transformer block). Each variant is measured by
remat.iree.measure (llvm-cpu, host CPU; IREE's DEVICE_LOCAL peak): the step
as it is, remat's fixed schedules (remat-scan-remat), remat-auto's plans at
fractions of the step's remat-run peak (and its floor), each then through
remat-prepare-iree-input, and JAX's own StableHLO without and with
jax.checkpoint on the scan body, and what remat.iree's driver
returns when asked for jax.checkpoint's IREE peak (the first fitting
plan among remat-auto probes, then remat-scan-remat's loop schedules,
each measured in IREE). remat's outputs are compared with the
original's in IREE (exact equality). FLOPs are remat-report's count (every
op inside a static loop once per iteration) of the IR each variant starts
from: JAX's checkpointed step through IREE's input conversion, counted the
same way.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

import numpy as np

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
sys.path.insert(0, os.path.join(ROOT, "python"))
sys.path.insert(0, os.path.join(ROOT, "examples", "loops"))

import gen_jax_scan  # noqa: E402
import remat.iree as ri  # noqa: E402

OPT = os.environ.get("REMAT_OPT", os.path.join(ROOT, "build", "bin", "remat-opt"))
RUN = os.environ.get("REMAT_RUN", os.path.join(ROOT, "build", "bin", "remat-run"))
SCHEDULES = ("residuals=all", "residuals=all segments=4", "residuals=none segments=4")


def flops(path: str) -> float:
    out = subprocess.run([OPT, path, "--remat-report=output=-", "-o", os.devnull],
                         capture_output=True, text=True, check=True).stdout
    return json.loads(out)["functions"][0]["flops"]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--layers", type=int, default=12)
    parser.add_argument("--batch", type=int, default=256)
    parser.add_argument("--width", type=int, default=64)
    parser.add_argument("--body", choices=("mlp", "transformer"), default="mlp")
    parser.add_argument("--fractions", default="0.9,0.5,0.35")
    parser.add_argument("--max-probes", type=int, default=6,
                        help="remat-auto budgets remat.iree probes at jax.checkpoint's IREE peak")
    args = parser.parse_args()
    shape = (args.layers, args.batch, args.width, args.body)
    with tempfile.TemporaryDirectory() as work:
        step = os.path.join(work, "step.mlir")
        with open(step, "w", encoding="utf-8") as f:
            f.write(gen_jax_scan.to_input(gen_jax_scan.stablehlo(*shape)))
        with open(step, encoding="utf-8") as f:
            original = ri.measure(ri.prepare(f.read()), "main")
        base_flops = flops(step)
        rows = [("step as it is", original.peak, "-", base_flops)]

        def remat_variant(label: str, path: str) -> None:
            with open(path, encoding="utf-8") as f:
                m = ri.measure(ri.prepare(f.read()), "main")
            same = all(np.array_equal(a, b) for a, b in zip(original.outputs, m.outputs))
            rows.append((label, m.peak, "yes" if same else "NO", flops(path)))

        for schedule in SCHEDULES:
            out = os.path.join(work, "s.mlir")
            subprocess.run([OPT, step, f"--remat-scan-remat={schedule}", "-o", out], check=True,
                           capture_output=True)
            remat_variant(f"remat-scan-remat {schedule}", out)
        peak = int(re.search(r"peak_bytes: (\d+)",
                             subprocess.run([RUN, step], capture_output=True, text=True,
                                            check=True).stdout).group(1))
        r = subprocess.run([OPT, step, "--remat-auto=budget=1", "-o", os.devnull],
                           capture_output=True, text=True)
        floor = ri.lowest_reached_peak(r.stderr)
        budgets = [(f"{float(x):.0%}", int(float(x) * peak)) for x in args.fractions.split(",")]
        if floor:
            budgets.append((f"floor {floor / peak:.1%}", floor))
        for label, budget in budgets:
            out = os.path.join(work, "a.mlir")
            r = subprocess.run([OPT, step, f"--remat-auto=budget={budget} output=-", "-o", out],
                               capture_output=True, text=True)
            if r.returncode != 0:
                rows.append((f"remat-auto at {label} ({budget} B): infeasible", "", "", ""))
                continue
            choice = json.loads(r.stdout.splitlines()[-1]).get("scan_residuals", "-")
            if len(choice) > 40:
                # The residual list as a count; the schedule after it kept.
                cut = min((choice.index(k) for k in (",front", ",segments", ",tail", ",revolve")
                           if k in choice), default=len(choice))
                choice = f"{choice.count(':')} residuals{choice[cut:]}"
            remat_variant(f"remat-auto at {label} ({budget} B): {choice}", out)
        for checkpoint in (False, True):
            text = gen_jax_scan.stablehlo(*shape, checkpoint=checkpoint)
            m = ri.measure(text, "main")
            jpath = os.path.join(work, "j.mlir")
            with open(jpath, "w", encoding="utf-8") as f:
                f.write(gen_jax_scan.to_input(text))
            name = "JAX, jax.checkpoint on the scan body" if checkpoint else "JAX, no checkpoint"
            rows.append((name, m.peak, "(JAX's own StableHLO)", flops(jpath)))
        # remat's IREE driver asked for jax.checkpoint's IREE peak: the plan
        # it measures to fit (remat-auto probes, then the loop schedules),
        # with the FLOPs of the step it rematerialized.
        with open(step, encoding="utf-8") as f:
            step_text = f.read()
        try:
            plan = ri.plan_for_iree_budget(step_text, m.peak, "main", max_probes=args.max_probes)
        except ri.IREEBudgetError as error:
            rows.append((f"remat.iree at jax.checkpoint's IREE peak: not met ({error})", "", "", ""))
        else:
            if plan.scan_schedule is not None:
                how, planned = f"loop schedule {plan.scan_schedule}", ri.scan_schedule(
                    step_text, plan.scan_schedule)
            else:
                how = f"remat-auto budget {plan.remat_budget} B"
                out = os.path.join(work, "d.mlir")
                # remat-prepare-iree-input's planning passes, without the lowering
                pipeline = ("builtin.module(remat-gpu-fuse-elementwise,"
                            f"remat-auto{{budget={plan.remat_budget}}})")
                subprocess.run([OPT, step, f"--pass-pipeline={pipeline}", "-o", out],
                               check=True, capture_output=True)
                with open(out, encoding="utf-8") as f:
                    planned = f.read()
            again = ri.measure(plan.text, "main")
            same = all(np.array_equal(a, b) for a, b in zip(original.outputs, again.outputs))
            rows.append((f"remat.iree at jax.checkpoint's IREE peak ({m.peak} B): {how}, "
                         f"{len(plan.probes)} remat-auto probes", again.peak,
                         "yes" if same else "NO", ri.step_flops(planned)))
    print(f"{args.layers} layers, {args.body} body, batch {args.batch}, width {args.width}")
    print("| variant | IREE DEVICE_LOCAL peak | outputs equal to the step's in IREE | FLOPs (per iteration counted) |")
    print("|---|---|---|---|")
    for label, p, same, fl in rows:
        fl = f"{fl:.4g} ({fl / base_flops:.2f}x)" if fl != "" else ""
        print(f"| {label} | {p} | {same} | {fl} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
