"""Sharded exports under mpiexec checked against the single-device step.

  python benchmarks/shard_exports.py --build-dir build [--ranks 2 4] [--strategies dp fsdp]
      [--loss-terms 2048] [--inputs FILE.rsp] [STEP.mlir ...]

For each step (default: examples/models/gpt2_b4.mlir and llama_b4.mlir, the
batch-4 PyTorch exports whose batch splits over 4 ranks), strategy and rank
count: `remat-shard{strategy=S ranks=N}`, the single-device step and the
partitioned one run under `remat-run --ranks=N` (MPICH's mpiexec) with the same
inputs, every output (the loss and the gradients; fsdp's split ones
concatenated over the ranks) compared with the single-device step's by
test/Integration/Inputs/check_sharded.py (`grads`: every rank's replicated
outputs the same bytes, rtol 1e-5 / atol 1e-6, the loss a sum of LOSS_TERMS
f32 terms), and remat-report's predicted peak against every rank's measured
one (`peaks`). Prints a Markdown table; exits 1 if any check fails.

Several minutes on 2 cores (4 ranks oversubscribed): a benchmark, not part of
the test command (test/Integration/mpi-*.test run small steps at 2 ranks).
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CHECK = os.path.join(ROOT, "test", "Integration", "Inputs", "check_sharded.py")
DEFAULT_STEPS = [os.path.join(ROOT, "examples", "models", name) for name in ("gpt2_b4.mlir", "llama_b4.mlir")]


def run(command):
    return subprocess.run(command, capture_output=True, text=True)


def check_step(opt, runner, step, strategy, ranks, loss_terms, inputs, work, shard_options=""):
    """One row: (peak, message) or raises RuntimeError naming what failed."""
    extra = ["@" + inputs] if inputs else []
    sharded = os.path.join(work, "sharded.mlir")
    single = os.path.join(work, "single")
    per_rank = os.path.join(work, "ranks")
    report = os.path.join(work, "report.json")
    measured = os.path.join(work, "run.json")
    steps = [
        ([opt, step, "--pass-pipeline=builtin.module(remat-shard{strategy=%s ranks=%d %s})"
          % (strategy, ranks, shard_options),
          "-o", sharded], None),
        ([runner, step, "--output-dir=" + single] + extra, None),
        ([runner, sharded, "--ranks=%d" % ranks, "--json", "--output-dir=" + per_rank] + extra, measured),
        ([opt, sharded, "--pass-pipeline=builtin.module(remat-report{output=%s})" % report, "-o", os.devnull],
         None),
    ]
    for command, stdout in steps:
        result = run(command)
        if result.returncode:
            raise RuntimeError("%s failed: %s" % (os.path.basename(command[0]),
                                                   (result.stderr.strip().splitlines() or ["?"])[-1]))
        if stdout:
            with open(stdout, "w") as f:
                f.write(result.stdout)
    grads = run([sys.executable, CHECK, "grads", single, per_rank, str(ranks), str(loss_terms)])
    peaks = run([sys.executable, CHECK, "peaks", report, measured])
    for result in (grads, peaks):
        if result.returncode:
            raise RuntimeError(result.stdout.strip())
    with open(measured) as f:
        peak = json.load(f)["max_peak_bytes"]
    return peak, "%s; %s" % (grads.stdout.strip(), peaks.stdout.strip())


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--build-dir", required=True)
    parser.add_argument("--ranks", type=int, nargs="+", default=[2, 4])
    parser.add_argument("--strategies", nargs="+", default=["dp", "fsdp"])
    parser.add_argument("--loss-terms", type=int, default=2048,
                        help="f32 terms the loss sums (its tolerance is sqrt(n) * 2^-24)")
    parser.add_argument("--inputs", help="a response file of remat-run --input flags (default: --seed draws)")
    parser.add_argument("--shard-options", default="",
                        help="more remat-shard options, e.g. 'chunk-gathers=true chunk-scatters=true'")
    parser.add_argument("steps", nargs="*", default=DEFAULT_STEPS)
    args = parser.parse_args()
    opt = os.path.join(args.build_dir, "bin", "remat-opt")
    runner = os.path.join(args.build_dir, "bin", "remat-run")
    failed = False
    print("| step | strategy | ranks | per-rank peak (B) | check |")
    print("|---|---|---|---|---|")
    for step in args.steps:
        for strategy in args.strategies:
            for ranks in args.ranks:
                with tempfile.TemporaryDirectory() as work:
                    try:
                        peak, message = check_step(opt, runner, step, strategy, ranks, args.loss_terms,
                                                   args.inputs, work, args.shard_options)
                        cells = ("{:,}".format(peak), message)
                    except RuntimeError as error:
                        failed = True
                        cells = ("-", "FAILED: %s" % error)
                print("| %s | %s | %d | %s | %s |" % ((os.path.basename(step), strategy, ranks) + cells))
                sys.stdout.flush()
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
