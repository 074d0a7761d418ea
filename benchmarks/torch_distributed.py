"""remat's sharded PyTorch steps against PyTorch's own distributed training.

  REMAT_OPT=build/bin/remat-opt REMAT_RUN=build/bin/remat-run PYTHONPATH=python \\
    python benchmarks/torch_distributed.py [mlp gpt2 llama ...] [--ranks 2] [--budget 0.85]
        [--strategies dp fsdp] [--batch 4]

For each bundled PyTorch model (remat.torch.models) and strategy (default dp;
``--batch`` sets GPT-2's and Llama's batch, 2 by default, 4 to split over 4 ranks):
remat.torch.distributed.compare_with_pytorch, i.e. the step exported by remat and
partitioned by remat-shard, run on N MPI ranks (remat-run --ranks), against eager
PyTorch (one process), DistributedDataParallel and FSDP2 (fully_shard), each with
torch.utils.checkpoint around every layer, on N gloo processes; then remat-auto at
the budget (a fraction of the per-rank peak). Prints a Markdown table: the worst
relative gradient error against each reference, the per-rank peak predicted and
measured, and remat-auto's per-rank peak (bit-identical or not).
"""
import argparse
import sys
import time

from remat.torch.distributed import compare_with_pytorch
from remat.torch.models import MODELS


def worst(errors):
    name, (err, scale, _) = max(errors.items(), key=lambda kv: kv[1][0] / max(kv[1][1], 1e-30))
    return f"{err / max(scale, 1e-30):.1e}" + ("" if all(e[2] for e in errors.values()) else " MISMATCH")


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("models", nargs="*", default=["mlp", "gpt2", "llama"])
    ap.add_argument("--ranks", type=int, default=2)
    ap.add_argument("--budget", type=float, default=0.85)
    ap.add_argument("--strategies", nargs="+", default=["dp"], choices=["dp", "fsdp"])
    ap.add_argument("--batch", type=int, default=None, help="GPT-2's and Llama's batch (default 2)")
    args = ap.parse_args(argv)
    print("| model | strategy | ranks | vs eager | vs DDP + checkpoint | vs FSDP2 + checkpoint | per-rank peak "
          "(predicted = measured) | remat-auto at %d %% | seconds |" % round(args.budget * 100))
    print("|---|---|---|---|---|---|---|---|---|")
    ok = True
    for name, strategy in [(n, s) for n in args.models for s in args.strategies]:
        batched = args.batch is not None and name in ("gpt2", "llama")
        model, inputs, loss_fn = MODELS[name](batch=args.batch) if batched else MODELS[name]()
        t = time.time()
        r = compare_with_pytorch(model, inputs, loss_fn, strategy=strategy, ranks=args.ranks,
                                 budget=args.budget)
        refs = list(r.errors.values())
        peak = f"{r.predicted_peak:,}" + ("" if r.peak_bytes == [r.predicted_peak] * args.ranks
                                          else f" (measured {r.peak_bytes})")
        auto = (f"{max(r.auto_peak_bytes):,} (budget {r.budget:,}), "
                + ("bit-identical" if r.bit_identical else "OUTPUTS DIFFER")) if r.auto_peak_bytes \
            else "; ".join(m for m in r.messages if "remat-auto" in m)[:160]
        print(f"| {name} | {strategy} | {args.ranks} | {worst(refs[0])} | {worst(refs[1])} | {worst(refs[2])} | "
              f"{peak} | {auto} | {time.time() - t:.0f} |", flush=True)
        for m in r.messages:
            print(f"<!-- {name}: {m} -->", file=sys.stderr)
        ok &= r.ok
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
