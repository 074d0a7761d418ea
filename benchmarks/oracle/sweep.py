#!/usr/bin/env python3
"""remat-auto against the oracle on homogeneous tanh-MLP chains.

For each model (L layers, activations N x D, weights D x D) the oracle
(benchmarks/oracle, no remat code) generates the training step, predicts its
no-remat peak P with its byte model (checked against remat-run's measured
peak) and, per budget from 90% of P down to the multi-recompute minimum +
5% of P (or + each of --floor-margins), computes

  single   the optimum of remat-auto's plan space (each h kept or recomputed
           once): SingleDP, exact (tests: equals brute force)
  multi    the optimum over nested-checkpoint schedules (rotor/revolve
           space): MultiDP, exact in that space (tests: equals the
           Checkmate MILP on small chains)
  revolve  Griewank's binomial schedule with the most slots that fit
  sqrt-N   Chen et al.: every round(sqrt(L))-th layer output kept

(every oracle schedule is re-simulated; the optimum's schedules can be
written as MLIR with --emit-dir and run through remat-run). Then remat-auto
runs at that budget; remat-run measures the rewritten program's peak and
checks that its outputs are bit-identical. Recompute is reported in forward
passes (layer recomputations / L; remat-auto's recompute FLOPs divided by
the FLOPs of one recomputed layer, as remat-report counts them).

  sweep.py [--build-dir build] [--models 16x512x128,...] [--json out.json]
           [--plot docs/solver_sweep.png] [--plot-from-json out.json]
"""
import argparse
import json
import math
import os
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(os.path.dirname(HERE)))

from benchmarks.oracle.chain import Chain  # noqa: E402
from benchmarks.oracle.multi import MultiDP, revolve_actions  # noqa: E402
from benchmarks.oracle.single import SingleDP  # noqa: E402

DEFAULT_MODELS = "16x512x128,32x512x128,64x512x128,16x2048x32,32x2048x32,64x2048x32"
DEFAULT_FRACTIONS = "0.9,0.8,0.7,0.6,0.5,0.45,0.4,0.35,0.3,0.25,0.2,0.15,0.1"


def run(cmd, timeout=None):
    t0 = time.time()
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
        return p.returncode, p.stdout, p.stderr, time.time() - t0
    except subprocess.TimeoutExpired:
        return 124, "", "timeout after %ss" % timeout, time.time() - t0


def measure(runner, path):
    rc, out, err, _ = run([runner, path, "--json"])
    if rc:
        raise RuntimeError("remat-run failed on %s: %s" % (path, err))
    d = json.loads(out)
    return d["peak_bytes"], [o["checksum"] for o in d["outputs"]]


def report_flops(opt, path):
    rc, out, err, _ = run([opt, path, "--remat-report=remarks=0 output=-", "-o", os.devnull])
    if rc:
        raise RuntimeError("remat-report failed: " + err)
    return json.loads(out)["functions"][0]["flops"]


def sqrt_kept(L):
    k = max(1, round(math.sqrt(L)))
    return {j for j in range(k, L + 1, k)}


def sweep_model(spec, args, opt, runner, tmp):
    L, N, D = spec
    c = Chain(L, N, D)
    name = c.name
    plain = c.plain_schedule()
    P = c.peak(plain)
    path = os.path.join(tmp, name + ".mlir")
    with open(path, "w") as f:
        f.write(c.mlir())
    measured_plain, sums = measure(runner, path)
    if measured_plain != P:
        print("WARNING: %s: model peak %d != measured %d" % (name, P, measured_plain))
    # FLOPs of one recomputed layer as remat-report counts them: the
    # single-recompute plan that keeps nothing recomputes L-1 layers... use
    # the top run (nothing kept: h_1..h_L recomputed before G, L layers).
    acts = c.single_schedule(set())
    rpath = os.path.join(tmp, name + "-all.mlir")
    with open(rpath, "w") as f:
        f.write(c.mlir(acts))
    per_layer = (report_flops(opt, rpath) - report_flops(opt, path)) / c.recompute_count(acts)
    t0 = time.time()
    sdp = SingleDP(c)
    mdp = MultiDP(c)
    smin = sdp.minimum_peak()
    mmin = mdp.minimum_peak(hi=smin)
    revs = []
    for s in range(0, L + 1):
        a = revolve_actions(c, s)
        revs.append((c.peak(a), c.recompute_count(a), s))
    sk = sqrt_kept(L)
    sq = c.single_schedule(sk)
    sqrt_peak, sqrt_cost = c.peak(sq), c.recompute_count(sq)
    oracle_s = time.time() - t0
    print("\n## %s: L=%d, activations %dx%d (%d B), no-remat peak %d B (measured %d)"
          % (name, L, N, D, c.act, P, measured_plain))
    print("single-recompute minimum %d B (%.1f%%), multi-recompute minimum %d B (%.1f%%), "
          "sqrt-N peak %d B (%.1f%%, %.3f fwd); oracle %.1f s; one recomputed layer = %.0f FLOPs"
          % (smin, 100 * smin / P, mmin, 100 * mmin / P, sqrt_peak, 100 * sqrt_peak / P,
             sqrt_cost / L, oracle_s, per_layer))
    print("| budget | % peak | single opt | multi opt | revolve | sqrt-N | remat-auto: status | "
          "measured peak | recompute (fwd) | vs single | vs multi | outputs | solve s |")
    print("|---|---|---|---|---|---|---|---|---|---|---|---|---|")
    floors = [mmin / P + m for m in args.floor_margins]
    floor = min(floors, default=mmin / P)
    fracs = [f for f in args.fractions if f >= floor - 1e-12]
    if not args.no_floor:
        fracs += floors
    rows = []
    for frac in sorted(set(fracs), reverse=True):
        B = int(frac * P)
        srow = sdp.solve(B)
        mrow = mdp.solve(B)
        if mrow[0] is not None:
            assert c.peak(mrow[1]) == mrow[2] <= B
        rv = [r for r in revs if r[0] <= B]
        rev = min((r[1] for r in rv), default=None)
        row = dict(model=name, L=L, N=N, D=D, budget=B, fraction=frac, peak=P,
                   single=None if srow[0] is None else srow[0] / L,
                   multi=None if mrow[0] is None else mrow[0] / L,
                   revolve=None if rev is None else rev / L,
                   sqrt=sqrt_cost / L if sqrt_peak <= B else None)
        if args.emit_dir and mrow[0] is not None:
            os.makedirs(args.emit_dir, exist_ok=True)
            with open(os.path.join(args.emit_dir, "%s-%d.mlir" % (name, B)), "w") as f:
                f.write(c.mlir(mrow[1]))
        out = os.path.join(tmp, "auto.mlir")
        lines = os.path.join(tmp, "auto.jsonl")
        if os.path.exists(lines):
            os.remove(lines)
        cmd = [opt, path, "--remat-auto=budget=%d solver=%s output=%s" % (B, args.solver, lines),
               "-o", out]
        rc, _, err, secs = run(cmd, timeout=args.timeout)
        if rc == 0:
            line = json.loads(open(lines).read().splitlines()[0])
            mpeak, msums = measure(runner, out)
            flops = line.get("recompute_flops", 0.0)
            row.update(auto_status="%s (%s)" % (line.get("solver", args.solver), line.get("status")),
                       auto_peak=mpeak, auto_fwd=flops / per_layer / L,
                       identical=msums == sums, fits=mpeak <= B,
                       solve_s=line.get("solve_seconds", secs), wall_s=secs)
        else:
            errs = [l for l in err.splitlines() if "error:" in l]
            msg = errs[0].split("error:", 1)[1].strip() if errs else (
                err.strip().splitlines()[-1] if err.strip() else "rc=%d" % rc)
            row.update(auto_status="failed: " + msg[:160], auto_peak=None, auto_fwd=None,
                       identical=None, fits=False, solve_s=None, wall_s=secs)
        rows.append(row)
        fmt = lambda v: "-" if v is None else "%.3f" % v
        ratio = lambda a, o: "-" if a is None or o is None else (
            "%.2f" % (a / o) if o > 0 else ("1.00" if a < 1e-9 else "inf"))
        print("| %s | %.1f%% | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |" % (
            "{:,}".format(B), 100 * frac, fmt(row["single"]), fmt(row["multi"]), fmt(row["revolve"]),
            fmt(row["sqrt"]), row["auto_status"][:60],
            "-" if row["auto_peak"] is None else "{:,}".format(row["auto_peak"]),
            fmt(row["auto_fwd"]), ratio(row["auto_fwd"], row["single"]),
            ratio(row["auto_fwd"], row["multi"]),
            "-" if row["identical"] is None else ("bit-identical" if row["identical"] else "DIFFER"),
            "-" if row["solve_s"] is None else "%.2f" % row["solve_s"]))
        sys.stdout.flush()
    return dict(model=name, L=L, N=N, D=D, peak=P, measured_peak=measured_plain,
                single_min=smin, multi_min=mmin, sqrt_peak=sqrt_peak, sqrt_fwd=sqrt_cost / L,
                per_layer_flops=per_layer, rows=rows)


def summary(results):
    """One line per model: how remat-auto compares with the optima."""
    print("\n| model | budgets | single-recompute plan exists | remat-auto fits, bit-identical "
          "| = single optimum | <= 1.05 x multi optimum | lowest budget met | single min "
          "| multi min |")
    print("|---|---|---|---|---|---|---|---|---|")
    for m in results:
        rows = m["rows"]
        ok = [r for r in rows if r.get("fits") and r.get("identical")]
        single = [r for r in rows if r["single"] is not None]
        eq = [r for r in ok if r["single"] is not None and r["auto_fwd"] <= r["single"] + 1e-3]
        near = [r for r in ok if r["multi"] is not None and r["auto_fwd"] <= 1.05 * r["multi"] + 1e-3]
        low = min((r["fraction"] for r in ok), default=None)
        print("| %s | %d | %d | %d | %d | %d | %s | %.1f%% | %.1f%% |" % (
            m["model"], len(rows), len(single), len(ok), len(eq), len(near),
            "-" if low is None else "%.1f%%" % (100 * low),
            100 * m["single_min"] / m["peak"], 100 * m["multi_min"] / m["peak"]))


def plot(results, path):
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    n = len(results)
    cols = 3 if n >= 3 else n
    rows_n = (n + cols - 1) // cols
    fig, axes = plt.subplots(rows_n, cols, figsize=(5 * cols, 3.8 * rows_n), squeeze=False)
    for ax, res in zip([a for r in axes for a in r], results):
        rows = sorted(res["rows"], key=lambda r: r["fraction"])
        x = lambda key: [100 * r["fraction"] for r in rows if r.get(key) is not None]
        y = lambda key: [r[key] for r in rows if r.get(key) is not None]
        ax.plot(x("multi"), y("multi"), "k-", label="optimum (multi-recompute)")
        ax.plot(x("single"), y("single"), "b--", label="optimum (single-recompute)")
        ax.plot(x("revolve"), y("revolve"), "g:", label="revolve (binomial)")
        ok = [r for r in rows if r.get("auto_fwd") is not None and r.get("fits")]
        ax.plot([100 * r["fraction"] for r in ok], [r["auto_fwd"] for r in ok], "ro",
                label="remat-auto (measured fit)")
        bad = [r for r in rows if not r.get("fits")]
        if bad:
            top = max([r["multi"] or 0 for r in rows] + [res["sqrt_fwd"]])
            ax.plot([100 * r["fraction"] for r in bad], [top * 1.15] * len(bad), "rx",
                    label="remat-auto infeasible/over")
        ax.axhline(res["sqrt_fwd"], color="orange", lw=1, label="sqrt-N (at %.0f%%)"
                   % (100 * res["sqrt_peak"] / res["peak"]))
        ax.axvline(100 * res["multi_min"] / res["peak"], color="grey", lw=0.5)
        top = max([r["multi"] or 0 for r in rows] + [res["sqrt_fwd"]])
        ax.set_ylim(0, 1.25 * top)  # revolve's tail would hide the rest
        ax.set_title("%s (peak %.1f MiB)" % (res["model"], res["peak"] / 2**20))
        ax.set_xlabel("budget (% of no-remat peak)")
        ax.set_ylabel("recompute (forward passes)")
        ax.invert_xaxis()
        ax.grid(alpha=0.3)
    for ax in [a for r in axes for a in r][n:]:
        ax.axis("off")
    [a for r in axes for a in r][0].legend(fontsize=7)
    fig.tight_layout()
    fig.savefig(path, dpi=90)
    print("wrote", path)


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--build-dir", default=os.environ.get("REMAT_BUILD_DIR", "build"))
    ap.add_argument("--models", default=DEFAULT_MODELS)
    ap.add_argument("--fractions", default=DEFAULT_FRACTIONS)
    ap.add_argument("--no-floor", action="store_true",
                    help="do not add the budgets at the multi-recompute minimum + the margins")
    ap.add_argument("--floor-margins", default="0.05",
                    help="budgets added above the multi-recompute minimum, as fractions of "
                         "the no-remat peak, comma-separated (default 0.05: + 5%% of the peak)")
    ap.add_argument("--solver", default="auto")
    ap.add_argument("--timeout", type=float, default=300)
    ap.add_argument("--json", help="write the results here")
    ap.add_argument("--plot", help="write a PNG plot here")
    ap.add_argument("--plot-from-json",
                    help="only summarise and plot these results (comma-separated JSON files)")
    ap.add_argument("--emit-dir", help="write the multi-recompute optimum's MLIR here")
    args = ap.parse_args()
    if args.plot_from_json:
        results = []
        for path in args.plot_from_json.split(","):
            results += json.load(open(path))
        summary(results)
        plot(results, args.plot or "solver_sweep.png")
        return 0
    args.fractions = [float(f) for f in args.fractions.split(",") if f]
    args.floor_margins = [float(f) for f in args.floor_margins.split(",") if f]
    opt = os.path.join(args.build_dir, "bin", "remat-opt")
    runner = os.path.join(args.build_dir, "bin", "remat-run")
    specs = [tuple(int(x) for x in m.split("x")) for m in args.models.split(",")]
    results = []
    with tempfile.TemporaryDirectory() as tmp:
        for spec in specs:
            results.append(sweep_model(spec, args, opt, runner, tmp))
            if args.json:
                with open(args.json, "w") as f:
                    json.dump(results, f, indent=1)
    bad = sum(1 for res in results for r in res["rows"]
              if r["multi"] is not None and not (r["fits"] and r["identical"]))
    print("\nbudgets where the oracle has a schedule and remat-auto has no fitting, "
          "bit-identical plan: %d of %d" % (bad, sum(len(r["rows"]) for r in results)))
    summary(results)
    if args.plot:
        plot(results, args.plot)
    return 0


if __name__ == "__main__":
    sys.exit(main())
