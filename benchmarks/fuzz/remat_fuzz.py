#!/usr/bin/env python3
"""Differential fuzzer for remat: never miscompile, never crash.

Generates random, valid training-step programs (upstream func/arith/math/
tensor/linalg/scf, optionally with remat.checkpoint regions) and runs every
remat pipeline on them. For each case and pipeline it checks that

  * remat-opt does not crash (negative exit status, "Stack dump", "PLEASE
    submit a bug report") and does not time out;
  * remat-opt succeeds and the output verifies (remat-opt verifies after every
    pass by default), except remat-auto at a budget below the smallest
    reachable peak, which must fail with an "is infeasible" error;
  * the pipeline is deterministic: two runs print byte-identical IR;
  * remat-run --json gives outputs whose checksums are bit-identical to the
    original program's. Where a checksum differs, both programs' outputs are
    written as .npy and compared bit by bit with NaNs as one class: the sign
    and payload of a NaN are unspecified in LLVM IR (LangRef, "Floating-Point
    Semantics"), and upstream cse plus LLVM -O2 alone flips them (seed 52658,
    no remat pass involved). Such cases are counted and listed, not failures;
    every non-NaN bit must still match;
  * remat-auto with a budget gives a measured peak_bytes <= budget, or
    fails: a baseline (none, all, sqrt-n) over the budget with an error
    whose claimed peak is what the baseline measures.

Case i of a run uses seed SEED+i, so every case is reproducible alone:

  remat_fuzz.py --seed 1000 --cases 200 [--build-dir build] [--failures-dir DIR]
  remat_fuzz.py --seed 1042 --cases 1 --print        # print case 1042's program

Prints one line per failure and ends with "N passed, M failed"; exits 1 if
any case failed. A failing case is saved to --failures-dir as
<seed>/input.mlir with repro.sh (the failing command) and failure.txt.
"""
import argparse
import json
import os
import random
import re
import shlex
import subprocess
import sys
import tempfile
import time

from fuzz_checker import Checker, Failure, crashed
from fuzz_generator import Generator, generate


def save_failure(dirname, seed, index, text, failure, opt_args, tmp):
    case_dir = os.path.join(dirname, str(seed))
    os.makedirs(case_dir, exist_ok=True)
    path = os.path.join(case_dir, "input.mlir")
    with open(path, "w") as f:
        f.write(text)
    words = []
    for c in failure.cmd:
        c = c.replace(os.path.join(tmp, "input.mlir"), path)
        c = c.replace(tmp, "/tmp/remat-fuzz-out")
        words.append(c if c == "&&" else shlex.quote(c))
    with open(os.path.join(case_dir, f"repro{index}.sh"), "w") as f:
        f.write(f"#!/bin/sh\n# pipeline: {failure.pipeline}\n# {failure.reason}\n"
                "mkdir -p /tmp/remat-fuzz-out\n")
        f.write(" ".join(words) + "\n")
        f.write(f"# regenerate the input: python3 {os.path.abspath(__file__)} --seed {seed} "
                f"--cases 1 --print{opt_args}\n")
    with open(os.path.join(case_dir, f"failure{index}.txt"), "w") as f:
        f.write(f"seed {seed}\npipeline {failure.pipeline}\nreason {failure.reason}\n\n"
                f"{failure.detail}\n")
    return case_dir


def norm(text):
    return re.sub(r"\d+", "N", text)


def reduce_case(args, explicit, checker, opt_args, sharded=None):
    """Greedy reduction of case --reduce SEED: cut records (an op's result
    becomes a new argument) and drop results while the failure (the same
    pipeline and reason, numbers aside) persists."""
    seed = args.reduce
    gen = Generator(seed, explicit, None, args.alias_results, {"random": None, "yes": True, "no": False}[args.ext],
                    {"random": None, "yes": True, "no": False}[args.loss])
    text = gen.generate()

    def failures_of(g, only=None):
        with tempfile.TemporaryDirectory(prefix="remat-reduce-") as tmp:
            path = os.path.join(tmp, "input.mlir")
            with open(path, "w") as f:
                f.write(g.rerender())
            try:
                if sharded:
                    return sharded.check_case(g, g.rerender(), seed, tmp, lambda m: None, only)[1]
                return checker.check_case(path, tmp, random.Random(seed * 7919 + 1),
                                          lambda m: None, only)[1]
            except Failure as failure:
                return [failure]

    found = failures_of(gen)
    if not found:
        print(f"seed {seed}: no failure to reduce")
        return 1
    target = found[min(args.reduce_index, len(found) - 1)]
    key = (norm(target.pipeline), norm(target.reason))
    print(f"reducing seed {seed}: pipeline '{target.pipeline}': {target.reason}", flush=True)
    early = key[0] in ("verify", "none", "remat-report")

    def only(pipeline):
        if sharded:  # a remat-auto failure's pipeline starts with its remat-shard's
            return not early and key[0].startswith(norm(pipeline))
        return not early and norm(pipeline) == key[0]

    def interesting(g):
        return any((norm(f.pipeline), norm(f.reason)) == key for f in failures_of(g, only))

    changed = True
    while changed:
        changed = False
        for i in reversed(range(len(gen.records))):
            if i >= len(gen.records):
                continue
            cand = gen.cut(i)
            if interesting(cand):
                gen, changed = cand, True
                print(f"  {len(gen.records)} records left", flush=True)
        for i in reversed(range(len(gen.results))):
            if len(gen.results) > 1 and i < len(gen.results):
                cand = gen.drop_result(i)
                if interesting(cand):
                    gen, changed = cand, True
    final = failures_of(gen, only)
    text = gen.rerender()
    if sharded:  # the partitioned variant: marked (and fsdp's updates)
        variants = dict(sharded.variants(gen, text, seed))
        strategy = "fsdp" if "strategy=fsdp" in target.pipeline else "dp"
        if strategy in variants:
            text = variants[strategy].rerender()
    match = [f for f in final if (norm(f.pipeline), norm(f.reason)) == key]
    out = args.reduce_out or os.path.join(args.failures_dir, str(seed), "reduced.mlir")
    os.makedirs(os.path.dirname(os.path.abspath(out)), exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="remat-reduce-") as tmp:
        path = os.path.join(tmp, "input.mlir")
        with open(path, "w") as f:
            f.write(text)
        rep = checker.call([checker.opt, path, "--remat-report=remarks=0 output=-", "-o", os.devnull], "report")
        run = checker.call([checker.runner, path, "--json"], "run")
        predicted = json.loads(rep.stdout)["functions"][0]["peak_bytes"] if rep.returncode == 0 else None
        measured = json.loads(run.stdout)["peak_bytes"] if run.returncode == 0 else None
    head = [f"// Reduced from remat_fuzz.py --seed {seed} --cases 1 --print{opt_args}",
            f"// pipeline: {match[0].pipeline if match else target.pipeline}",
            f"// failure: {match[0].reason if match else target.reason}",
            f"// input: remat-report predicted peak {predicted}, remat-run measured peak {measured}"]
    if match and match[0].detail:
        head += ["// " + line for line in match[0].detail.strip().splitlines()[:6]]
    with open(out, "w") as f:
        f.write("\n".join(head) + "\n" + text)
    print(f"reduced to {len(gen.records)} records: {out}")
    return 0


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--cases", type=int, default=20)
    here = os.path.dirname(os.path.abspath(__file__))
    parser.add_argument("--build-dir", default=os.environ.get(
        "REMAT_BUILD_DIR", os.path.join(here, "..", "..", "build")))
    parser.add_argument("--failures-dir", default="/tmp/remat-fuzz-failures")
    parser.add_argument("--timeout", type=float, default=60.0, help="seconds per tool call")
    parser.add_argument("--nice", type=int, default=0, help="run the tools under nice -n N")
    parser.add_argument("--explicit", choices=["random", "yes", "no"], default="random",
                        help="remat.checkpoint regions in the generated programs")
    parser.add_argument("--ext", choices=["random", "yes", "no"], default="random",
                        help="the constructs of programs remat did not write (README)")
    parser.add_argument("--loss", choices=["random", "yes", "no"], default="random",
                        help="loss-seeded steps (no cotangent argument, a {remat.loss} or inferred loss)")
    parser.add_argument("--alias-results", action="store_true",
                        help="allow results that are views of one buffer (remat-run bug, see README)")
    parser.add_argument("--print", action="store_true", help="print the programs and exit")
    parser.add_argument("--reduce", type=int, default=None, metavar="SEED",
                        help="reduce the failure of case SEED (cut ops, drop results) and exit")
    parser.add_argument("--reduce-index", type=int, default=0,
                        help="which of the case's failures to reduce (default the first)")
    parser.add_argument("--reduce-out", default=None,
                        help="where to write the reduced program (default FAILURES_DIR/SEED/reduced.mlir)")
    parser.add_argument("--sharded", action="store_true",
                        help="run the sharded checks (remat-shard, remat-run --ranks) instead of the "
                             "single-device pipelines (README, Sharded mode)")
    parser.add_argument("--strategies", default="dp,fsdp", help="sharded mode: strategies")
    parser.add_argument("--ranks", default="2", help="sharded mode: rank counts, e.g. 2,4")
    parser.add_argument("--shard-errors-fail", action="store_true",
                        help="sharded mode: a remat-shard error is a failure (to reduce it)")
    parser.add_argument("--verbose", "-v", action="store_true")
    parser.add_argument("--time-budget", type=float, default=0,
                        help="stop starting new cases after this many seconds (0: no limit)")
    args = parser.parse_args()
    explicit = {"random": None, "yes": True, "no": False}[args.explicit]
    opt_args = "" if args.explicit == "random" else f" --explicit {args.explicit}"
    if args.alias_results:
        opt_args += " --alias-results"
    for flag in ("ext", "loss"):
        if getattr(args, flag) != "random":
            opt_args += f" --{flag} {getattr(args, flag)}"
    ext = {"random": None, "yes": True, "no": False}[args.ext]
    loss = {"random": None, "yes": True, "no": False}[args.loss]

    if args.print:
        for i in range(args.cases):
            print(f"// seed {args.seed + i}")
            print(generate(args.seed + i, explicit, alias_results=args.alias_results, ext=ext, loss=loss))
        return 0

    checker = Checker(args)
    sharded = None
    if args.sharded:
        from fuzz_sharded import ShardedChecker  # numpy: sharded mode only
        sharded = ShardedChecker(checker, args.strategies.split(","),
                                 [int(n) for n in args.ranks.split(",")], args.shard_errors_fail)
        opt_args += f" --sharded --strategies {args.strategies} --ranks {args.ranks}"
    if args.reduce is not None:
        return reduce_case(args, explicit, checker, opt_args, sharded)
    passed = failed = pipelines = 0
    kinds = {}
    start = time.time()

    def log(msg):
        if args.verbose:
            print(msg, flush=True)

    for i in range(args.cases):
        if args.time_budget and time.time() - start > args.time_budget:
            print(f"time budget reached after {i} cases", flush=True)
            break
        seed = args.seed + i
        checker.seed = seed
        gen = Generator(seed, explicit, None, args.alias_results, ext, loss)
        text = gen.generate()
        rng = random.Random(seed * 7919 + 1)
        with tempfile.TemporaryDirectory(prefix="remat-fuzz-") as tmp:
            path = os.path.join(tmp, "input.mlir")
            with open(path, "w") as f:
                f.write(text)
            log(f"case seed={seed}")
            try:
                if sharded:
                    n, failures = sharded.check_case(gen, text, seed, tmp, log)
                else:
                    n, failures = checker.check_case(path, tmp, rng, log)
                pipelines += n
            except Failure as failure:
                failures = [failure]
            if not failures:
                passed += 1
                continue
            failed += 1
            for k, failure in enumerate(failures):
                case_dir = save_failure(args.failures_dir, seed, k, text, failure, opt_args, tmp)
                print(f"FAIL seed={seed} pipeline='{failure.pipeline}': {failure.reason} "
                      f"(saved in {case_dir})", flush=True)
                key = re.sub(r"\d+", "N", failure.reason)
                kinds[key] = kinds.get(key, 0) + 1
                if args.verbose and failure.detail:
                    print(failure.detail[:2000], flush=True)
    for key, count in sorted(kinds.items(), key=lambda kv: -kv[1]):
        print(f"failure kind x{count}: {key}")
    print(f"{pipelines} pipelines checked ({checker.not_applicable} remat-auto runs where the solver "
          f"declared itself not applicable, {checker.predictions} predicted peaks compared with "
          f"measured ones) in {time.time() - start:.1f} s", flush=True)
    if sharded:
        for key, count in sorted(sharded.errors.items(), key=lambda kv: -kv[1]):
            print(f"remat-shard error x{count}: {key}")
        print(f"sharded: {sharded.configs} partitioned steps checked, "
              f"{sum(sharded.errors.values())} remat-shard errors, {sharded.skipped} cases skipped; "
              f"remat-auto at 75 %: {sharded.auto['met']} met, {sharded.auto['infeasible']} "
              f"infeasible, {sharded.auto['no-plan']} 'no plan fits', {sharded.auto['no-gradients']} without a gradient computation (an error); "
              f"remat-apply-checkpoints on {sharded.auto['applied']} steps with regions; "
              f"worst output error {sharded.worst:.3g}", flush=True)
    for seed, pipeline, results in checker.nan_only:
        print(f"NaN-only difference: seed={seed} pipeline '{pipeline}', results {results}")
    print(f"{len(checker.nan_only)} pipeline runs whose outputs differ only in NaN sign/payload bits")
    print(f"{passed} passed, {failed} failed", flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
