"""Per-rank peak of sharded steps: strategies x ranks x {no remat, remat-auto at 75 % and 50 %}.

  python benchmarks/shard_sweep.py --build-dir build [--ranks 1 2 4] [--strategies dp fsdp] STEP.mlir ...

For each step, strategy and rank count: `remat-shard{strategy=S ranks=N}`, remat-report's
predicted peak, `remat-run --ranks=N` (MPICH's mpiexec) measured peaks on every
rank, then remat-auto at 75 % and 50 % of the measured per-rank peak: every
rank's measured peak and whether its outputs are bit-identical to the
unrematerialized sharded run. Prints a Markdown table; a budget remat-auto
cannot meet is reported as such (with the smallest peak it names).

Next to it, the ZeRO-3 formula for parameters + gradients per rank, 2 * P / N
(P: the parameters' bytes, the single-device step's gradients; fsdp keeps a
slice of each; dp keeps 2 * P), and what each plan adds: the recompute FLOPs
and, under fsdp, the parameter gathers remat-auto repeats and the bytes each
rank receives for them ((N - 1) / N of each gathered tensor).
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile


def run(command):
    return subprocess.run(command, capture_output=True, text=True)


def predicted_peak(opt, step, work):
    report = os.path.join(work, "report.json")
    result = run([opt, step, "--pass-pipeline=builtin.module(remat-report{output=%s})" % report,
                  "-o", os.devnull])
    if result.returncode:
        sys.exit(result.stderr)
    with open(report) as f:
        return json.load(f)["functions"][0]["peak_bytes"]


def run_ranks(runner, step, ranks):
    result = run([runner, step, "--ranks=%d" % ranks, "--json"])
    if result.returncode:
        sys.exit(result.stderr)
    return json.loads(result.stdout)["ranks"]


TENSOR = re.compile(r"-> tensor<((?:\d+x)*)(f32|f64|f16|bf16|i32|i64)>")
ELEMENT_BYTES = {"f32": 4, "f64": 8, "f16": 2, "bf16": 2, "i32": 4, "i64": 8}


def gathers(path):
    """The all_gathers of a partitioned step and the bytes of their results;
    with chunk-gathers, its broadcasts of parameter shards (one N-th of a
    gather each: the same (N - 1) / N of their bytes received per rank)."""
    count, total = 0, 0
    with open(path) as f:
        for line in f:
            if "shard.all_gather" not in line and "shard.broadcast" not in line:
                continue
            match = TENSOR.search(line)
            elements = 1
            for dim in match.group(1).split("x")[:-1]:
                elements *= int(dim)
            count += 1
            total += elements * ELEMENT_BYTES[match.group(2)]
    return count, total


def pinned_by(error):
    """What remat-auto's error says pins its floor: the results' bytes and the
    op at which every plan peaks (an op of the partitioned step, by line)."""
    parts = []
    results = re.search(r"results alone take (\d+) bytes(?: \(([0-9.]+) % of the current peak)?"
                        r"(?:.*?(over the budget by themselves))?", error)
    if results:
        # The results are live together at the return in every plan: their
        # share of the peak is a floor no plan goes below (remat-auto's proof).
        parts.append("results %s%s%s" % (results.group(1),
                                          " = %s %% of the peak" % results.group(2) if results.group(2) else "",
                                          ", over the budget by themselves" if results.group(3) else ""))
    live = re.search(r"every plan peaks at (\d+) bytes or more \(live at (forward|backward) node \d+"
                     r"(?:, '([\w.]+)' \([^)]*\))?", error)
    if live:
        # The line is the temporary partitioned step's: not printed.
        where = "%s op '%s'" % (live.group(2), live.group(3)) if live.group(3) else "%s pass" % live.group(2)
        parts.append("every plan >= %s at the %s" % (live.group(1), where))
    return "; " + "; ".join(parts) if parts else ""


def grid_flops_per_byte(path):
    with open(path) as f:
        match = re.search(r"remat_gather_flops_per_byte = ([0-9.e+-]+)", f.read())
    return float(match.group(1)) if match else 0.0


def parameter_bytes(runner, step):
    """The gradients' bytes (every output after the loss) of the single-device step."""
    result = run([runner, step, "--json"])
    if result.returncode:
        sys.exit(result.stderr)
    outputs = json.loads(result.stdout)["outputs"][1:]
    total = 0
    for output in outputs:
        elements = 1
        for dim in output["shape"]:
            elements *= dim
        total += elements * ELEMENT_BYTES[output["dtype"]]
    return total


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--build-dir", required=True)
    parser.add_argument("--ranks", type=int, nargs="+", default=[1, 2, 4])
    parser.add_argument("--budgets", type=int, nargs="+", default=[75, 50],
                        help="percent of the measured per-rank peak")
    parser.add_argument("--strategies", nargs="+", default=["dp", "fsdp"])
    parser.add_argument("--shard-options", default="",
                        help="more remat-shard options, e.g. 'chunk-gathers=true chunk-scatters=true'")
    parser.add_argument("--reference-options", default=None,
                        help="remat-shard options of the reference step: the budgets are percents of "
                             "its measured peak and the plans' outputs must be bit-identical to its "
                             "outputs (e.g. '' for the defaults, with --shard-options 'split-batch=16'); "
                             "by default the step sharded with --shard-options itself")
    parser.add_argument("steps", nargs="+")
    args = parser.parse_args()
    opt = os.path.join(args.build_dir, "bin", "remat-opt")
    runner = os.path.join(args.build_dir, "bin", "remat-run")
    print("| step | strategy | ranks | ZeRO-3 2P/N | predicted | measured (every rank) | "
          + " | ".join("remat-auto %d %%" % p for p in args.budgets) + " |")
    print("|---|---|---|---|---|---|" + "---|" * len(args.budgets))
    with tempfile.TemporaryDirectory() as work:
        for step in args.steps:
            params = parameter_bytes(runner, step)
            for strategy in args.strategies:
                for ranks in args.ranks:
                    sharded = os.path.join(work, "sharded.mlir")
                    # With its locations: remat-auto reads the layers from
                    # the export's module-path names (its `pattern`); a step
                    # written without them is one segment to its searches
                    # (GPT-2 b32 dp 4 at 50 %: no plan of the step as it is
                    # found without, docs/ShardingMemory.md).
                    result = run([opt, step, "--pass-pipeline=builtin.module(remat-shard{strategy=%s ranks=%d %s})"
                                  % (strategy, ranks, args.shard_options), "--mlir-print-debuginfo",
                                  "-o", sharded])
                    head = "| %s | %s | %d | %d" % (os.path.basename(step), strategy, ranks, 2 * params // ranks)
                    if result.returncode:
                        print("%s | remat-shard failed: %s |" % (head, result.stderr.strip().splitlines()[0]))
                        continue
                    base_gathers = gathers(sharded)
                    flops_per_byte = grid_flops_per_byte(sharded)
                    predicted = predicted_peak(opt, sharded, work)
                    base = run_ranks(runner, sharded, ranks)
                    peaks = sorted({r["peak_bytes"] for r in base})
                    peak = max(peaks)
                    if args.reference_options is not None:
                        # Budgets from the reference step's peak, outputs
                        # compared with its run (a rewrite that lowers the
                        # peak itself is then measured against the default).
                        reference = os.path.join(work, "reference.mlir")
                        result = run([opt, step, "--pass-pipeline=builtin.module(remat-shard{strategy=%s ranks=%d %s})"
                                      % (strategy, ranks, args.reference_options), "--mlir-print-debuginfo",
                                      "-o", reference])
                        if result.returncode:
                            sys.exit(result.stderr)
                        own = base
                        base = run_ranks(runner, reference, ranks)
                        same = all([o["checksum"] for o in r["outputs"]] == [o["checksum"] for o in b["outputs"]]
                                   for r, b in zip(own, base))
                        head += " | reference peak %s, %s" % (
                            "/".join(str(p) for p in sorted({r["peak_bytes"] for r in base})),
                            "bit-identical to it" if same else "OUTPUTS DIFFER from it")
                        peak = max(r["peak_bytes"] for r in base)
                    cells = []
                    for percent in args.budgets:
                        budget = peak * percent // 100
                        planned = os.path.join(work, "auto.mlir")
                        stats = os.path.join(work, "auto.json")
                        result = run([opt, sharded, "--pass-pipeline=builtin.module(remat-auto{budget=%d output=%s})"
                                      % (budget, stats), "-o", planned])
                        if result.returncode:
                            # remat-auto names its bound one of two ways: the
                            # lowest peak any plan reaches, or its best plan's.
                            smallest = re.search(r"(?:reaches is at most|best plan's predicted "
                                                 r"peak is) (\d+)", result.stderr)
                            cells.append("infeasible (budget %d; smallest reachable %s%s)"
                                         % (budget, smallest.group(1) if smallest else "?",
                                            pinned_by(result.stderr)))
                            continue
                        measured = run_ranks(runner, planned, ranks)
                        within = all(r["peak_bytes"] <= budget for r in measured)
                        same = all([o["checksum"] for o in r["outputs"]] == [o["checksum"] for o in b["outputs"]]
                                   for r, b in zip(measured, base))
                        with open(stats) as f:
                            plan = json.load(f)
                        count, total = gathers(planned)
                        extra, extra_bytes = count - base_gathers[0], total - base_gathers[1]
                        received = extra_bytes * (ranks - 1) // ranks
                        flops = plan["recompute_flops"] - received * flops_per_byte
                        added = "+%.3g FLOPs" % flops
                        if extra:
                            added += ", +%d gathers (+%d B received)" % (extra, received)
                        if plan.get("batch_split"):
                            # split-batch-rescue: no plan of the step as it
                            # is met the budget (its FLOPs are in the sum).
                            added += ", batch split (%s)" % plan["batch_split"]
                        if plan.get("fsdp_parts"):
                            # fsdp-parts-rescue: planned on fsdp's chunks cut
                            # in K parts (the extra gathers count the pieces).
                            added += ", fsdp chunks in %d parts" % plan["fsdp_parts"]
                        cells.append("%s (budget %d)%s%s; %s" % (
                            "/".join(str(p) for p in sorted({r["peak_bytes"] for r in measured})), budget,
                            "" if within else " OVER BUDGET", ", bit-identical" if same else ", OUTPUTS DIFFER",
                            added))
                    print("%s | %d | %s | %s |" % (head, predicted, "/".join(str(p) for p in peaks),
                                                   " | ".join(cells)))
                    sys.stdout.flush()


if __name__ == "__main__":
    main()
