#!/usr/bin/env python3
"""remat-auto against the independent optimum of its plan space on real steps.

For each FILE and fraction F of its no-remat peak P (remat-report): remat-auto
plans at budget F*P and prints its solver graph (dump-graph); on that graph
`remat-bound-probe --plan` gives auto's plan, its cost and peak, and the lower
bound the C++ solvers prove; graph_milp.py then solves the MILP of the same
plan space (independent code, auto's plan as its first solution) within
--time-limit. A row says which holds:

  optimal        the MILP proves auto's cost optimal (within 1e-6)
  cheaper        the MILP found a fitting plan cheaper than auto's
  open           neither within the time limit (the MILP's bound is given)
  infeasible     both say no plan fits (remat-auto's error, the MILP's proof)
  DISAGREE       one says infeasible and the other found a plan: a bug

Every MILP plan is re-simulated (graph_milp.simulate) and checked with the
C++ model (`remat-bound-probe --check`); a mismatch is an error.

With --windows K (and --width W) each row also gets the windowed
relaxation (graph_milp.solve's `windows`: W backward nodes around each of the
K where auto's plan, or keeping everything where auto has none, has the most
bytes live, the others merged), grown for --grow rounds (grow_windows: K more
windows where its plan is over the budget): its lower bound, and its best
fitting plan, checked like the MILP's. Graphs of more than --full-max-nodes
nodes get only that (the full MILP is then too large to give anything:
BERT's 501 nodes are 229k columns).

With --measure, a plan cheaper than auto's (or one where auto found none) is
realised by remat-auto's plan-file option and run by benchmarks/
differential.py (remat-run): measured peak within the budget, outputs
bit-identical to the original step, or an error.

  graph_sweep.py FILE... [--fractions 0.75,0.6,0.5] [--time-limit 120]
                 [--build-dir build] [--windows K [--width W] [--grow R]]
                 [--full-max-nodes N] [--measure]
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import graph_milp  # noqa: E402


def peak_of(opt, path):
    out = subprocess.run([opt, path, "--remat-report=remarks=0 output=-", "-o", os.devnull],
                         capture_output=True, text=True, check=True).stdout
    return json.loads(out)["functions"][0]["peak_bytes"]


def auto_plan(probe, graph_path, budget, plan_path, listing):
    """auto's plan on the dumped graph as a plan file; (cost, peak, bound)
    or None where auto has no fitting plan."""
    out = subprocess.run([probe, graph_path, str(budget), "--plan"],
                         capture_output=True, text=True).stdout
    m = re.search(r"auto: (\w+), cost ([^,]+), peak (\d+), lowerBound ([^,]+)", out)
    if not m or m.group(1) == "infeasible" or int(m.group(3)) > budget:
        return None
    points = {}
    for line in out.splitlines():
        r = re.match(r"\s+recompute (\d+) .* before (\d+)$", line)
        if r:
            points.setdefault(int(r.group(1)), []).append(r.group(2))
    with open(plan_path, "w") as f:
        for v in re.findall(r"^  #(\d+) fwd .* DROP in=", listing, re.M):
            f.write(" ".join([v] + points.get(int(v), [])) + "\n")
    return float(m.group(2)), int(m.group(3)), float(m.group(4))


def check_plan(probe, graph_path, g, budget, drop, points, claimed, tmp):
    """An error message if the plan does not fit or its cost differs from
    `claimed`, by graph_milp.simulate or by the C++ model; else None."""
    cost, peak = graph_milp.simulate(g, drop, points)
    plan_path = os.path.join(tmp, "milp.plan")
    graph_milp.write_plan(plan_path, g, drop, points)
    check = subprocess.run([probe, graph_path, str(budget), "--check", plan_path],
                           capture_output=True, text=True).stdout
    m = re.search(r"cost (\S+), peak (\d+)", check)
    if (peak > budget or abs(cost - claimed) > 1e-6 * max(1.0, cost) or not m
            or int(m.group(2)) != peak
            or abs(float(m.group(1)) - cost) > 1e-5 * max(1.0, cost)):
        return "cost %.7g (claimed %.7g), peak %d; C++ model: %s" % (
            cost, claimed, peak, m.group(0) if m else check.strip())
    return None


def measure(build_dir, path, g, budget, plan, tmp, errors):
    """The plan realised by remat-auto's plan-file option and run with
    benchmarks/differential.py: "measured PEAK, bit-identical", or an error
    appended to `errors`."""
    plan_path = os.path.join(tmp, "measured.plan")
    graph_milp.write_plan(plan_path, g, plan["drop"], plan["points"])
    script = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                          "differential.py")
    run = subprocess.run([sys.executable, script, path, "--pipeline",
                          "remat-auto{budget=%d plan-file=%s}" % (budget, plan_path),
                          "--build-dir", build_dir, "--max-peak", str(budget)],
                         capture_output=True, text=True)
    m = re.search(r"bit-identical=(\w+) peak before \d+ \(predicted \d+\) after (\d+)", run.stdout)
    if run.returncode != 0 or not m or m.group(1) != "True":
        errors.append("the plan realised: %s" % (run.stdout + run.stderr).strip()[-300:])
        return "measure failed"
    return "measured %s B, bit-identical" % m.group(2)


def main():
    p = argparse.ArgumentParser(description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("files", nargs="+")
    p.add_argument("--fractions", default="0.75,0.6,0.5")
    p.add_argument("--time-limit", type=float, default=120.0)
    p.add_argument("--build-dir", default="build")
    p.add_argument("--windows", type=int, default=0,
                   help="also the windowed relaxation: K windows to start from")
    p.add_argument("--width", type=int, default=4,
                   help="backward nodes per window")
    p.add_argument("--grow", type=int, default=1,
                   help="rounds of row generation over the windows")
    p.add_argument("--full-max-nodes", type=int, default=1 << 30,
                   help="larger graphs: no full MILP (the windowed one only)")
    p.add_argument("--measure", action="store_true",
                   help="realise and run plans cheaper than auto's")
    args = p.parse_args()
    opt = os.path.join(args.build_dir, "bin", "remat-opt")
    probe = os.path.join(args.build_dir, "benchmarks", "remat-bound-probe")
    print("| step | budget | auto cost | C++ bound | MILP | MILP best | MILP bound | MILP s "
          "| windows: best | bound | rounds | s | verdict |")
    print("|---|---|---:|---:|---|---:|---:|---:|---:|---:|---:|---:|---|")
    failures = 0
    with tempfile.TemporaryDirectory() as tmp:
        for path in args.files:
            name = os.path.basename(path)
            P = peak_of(opt, path)
            for frac in [float(x) for x in args.fractions.split(",")]:
                budget = int(P * frac)
                run = subprocess.run(
                    [opt, path, "--remat-auto=budget=%d dump-graph=true" % budget, "-o", os.devnull],
                    capture_output=True, text=True)
                listing = run.stderr
                graph_path = os.path.join(tmp, "graph")
                with open(graph_path, "w") as f:
                    f.write(listing)
                g = graph_milp.Graph(listing)
                plan_path = os.path.join(tmp, "auto.plan")
                auto = auto_plan(probe, graph_path, budget, plan_path, listing)
                start = graph_milp.read_plan(plan_path, g) if auto else None
                if auto:  # its cost exactly (the probe prints 6 digits)
                    auto = (graph_milp.simulate(g, *start)[0],) + auto[1:]
                errors = []
                # The windowed relaxation, grown: its bound, and a plan where
                # one fits.
                w = None
                wcols = ["", "", "", ""]
                if args.windows:
                    windows = graph_milp.peak_windows(g, start, args.windows, args.width)
                    t0 = time.time()
                    w = graph_milp.grow_windows(g, budget, windows, args.width, args.windows,
                                                args.grow, args.time_limit, start,
                                                log=lambda *a: None)
                    wcols = ["%.4g" % w["cost"] if w["cost"] is not None else "",
                             "infeasible" if w["bound"] == float("inf") else
                             "%.4g" % w["bound"] if w["bound"] is not None else "",
                             "%d%s" % (w["rounds"], " (optimal)" if w["optimal"] else ""),
                             "%.1f" % (time.time() - t0)]
                    if w["cost"] is not None:
                        e = check_plan(probe, graph_path, g, budget, w["drop"], w["points"],
                                       w["cost"], tmp)
                        if e:
                            errors.append("the windows' plan: " + e)
                    if auto is not None and w["bound"] is not None and \
                            w["bound"] > auto[0] * (1 + 1e-6):
                        errors.append("the windowed bound %.7g exceeds auto's plan %.7g"
                                      % (w["bound"], auto[0]))
                if g.n > args.full_max_nodes:
                    r = dict(status="not run", cost=None, bound=None)
                    dt = 0.0
                else:
                    t0 = time.time()
                    r = graph_milp.solve(g, budget, args.time_limit, start)
                    dt = time.time() - t0
                best = bound = ""
                if r["cost"] is not None:
                    e = check_plan(probe, graph_path, g, budget, r["drop"], r["points"],
                                   r["cost"], tmp)
                    if e:
                        errors.append("the MILP's plan: " + e)
                    best = "%.4g" % r["cost"]
                if r["bound"] is not None:
                    bound = "%.4g" % r["bound"]
                plans = [c for c in (r["cost"], w and w["cost"]) if c is not None]
                proven_infeasible = r["status"] == "Infeasible" or (
                    w is not None and w["bound"] == float("inf"))
                if auto is None:
                    if plans:
                        verdict = "DISAGREE (auto: %s)" % listing.strip().splitlines()[-1][:80]
                        errors.append("auto found no plan, the MILP did")
                    elif proven_infeasible:
                        verdict = "infeasible"
                    else:
                        verdict = "open"
                else:
                    if proven_infeasible:
                        verdict = "DISAGREE (MILP: infeasible)"
                        errors.append("the MILP proves no plan fits, auto's does")
                    elif plans and min(plans) < auto[0] * (1 - 1e-6):
                        verdict = "cheaper"
                    elif r["status"] == "Optimal":
                        verdict = "optimal"
                    elif w and w["bound"] is not None and w["bound"] >= auto[0] * (1 - 1e-6):
                        verdict = "optimal (windows)"
                    else:
                        verdict = "open"
                if args.measure and verdict.startswith(("cheaper", "DISAGREE")) and plans:
                    r_or_w = r if r["cost"] == min(plans) else w
                    verdict += " (%s)" % measure(args.build_dir, path, g, budget, r_or_w,
                                                 tmp, errors)
                for e in errors:
                    print("error: %s at %d: %s" % (name, budget, e))
                failures += len(errors)
                print("| %s | %d (%d%%) | %s | %s | %s | %s | %s | %.1f | %s | %s |" % (
                    name, budget, round(frac * 100), "%.4g" % auto[0] if auto else "infeasible",
                    "%.4g" % auto[2] if auto else "", r["status"], best, bound, dt,
                    " | ".join(wcols), verdict))
                sys.stdout.flush()
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
