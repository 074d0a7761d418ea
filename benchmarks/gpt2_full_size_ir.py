#!/usr/bin/env python3
"""IR size of GPT-2 small at full size, exported and checkpointed per layer.

Builds GPT-2 small from its config (12 layers, hidden 768, 12 heads, vocab
50257, sequence 1024; random weights, no hub download; HF defaults: sdpa,
dropout 0.1), exports one training step (input_ids + labels, `.loss`) with
remat's exporter, runs `remat-outline-checkpoints` (one region per
`transformer.h.N`, the pattern `remat.torch.layer_pattern` gives) and
reports the sizes of both programs, their ratio, the export time and the
largest literals left.

  PYTHONPATH=python python benchmarks/gpt2_full_size_ir.py [--seq 1024] [--layers 12]
      [--hidden 768] [--batch 1] [--out-dir DIR] [--clone-all] [--literals] [--json FILE]

--clone-all also runs the pass with max-cloned-bytes=2^62 (every constant
cloned into every region, the behaviour before constants were passed as
operands); --literals exports the iota-like constants as literals (the
exporter's behaviour before they were generated), so that the pass has big
literals to pass. Tools: $REMAT_OPT, else build/bin of the checkout. Not part of
the test suite (the export takes minutes and GBs of memory).
"""
import argparse
import json
import os
import re
import resource
import subprocess
import sys
import time


def remat_opt():
    env = os.environ.get("REMAT_OPT")
    if env:
        return env
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    return os.path.join(root, "build", "bin", "remat-opt")


def outline(path, out, pattern, extra=""):
    opts = f"pattern={pattern}" if pattern else ""
    if extra:
        opts = f"{opts} {extra}".strip()
    pipeline = f"builtin.module(remat-outline-checkpoints{{{opts}}})" if opts else \
        "builtin.module(remat-outline-checkpoints)"
    start = time.perf_counter()
    subprocess.run([remat_opt(), path, f"--pass-pipeline={pipeline}", "-o", out], check=True)
    return time.perf_counter() - start, pipeline


def largest_literals(text, n=3):
    sizes = []
    for line in text.splitlines():
        if "arith.constant dense<" in line:
            m = re.search(r": (tensor<[^>]*>)", line)
            sizes.append((len(line), m.group(1) if m else "?"))
    return sorted(sizes, reverse=True)[:n]


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seq", type=int, default=1024)
    parser.add_argument("--layers", type=int, default=12)
    parser.add_argument("--hidden", type=int, default=768)
    parser.add_argument("--heads", type=int, default=12)
    parser.add_argument("--vocab", type=int, default=50257)
    parser.add_argument("--batch", type=int, default=1)
    parser.add_argument("--out-dir", default="/tmp/gpt2_full_size")
    parser.add_argument("--clone-all", action="store_true")
    parser.add_argument("--literals", action="store_true",
                        help="export iota-like constants as literals (emitter.GEN_MIN = inf), "
                             "as the exporter did before they were generated in the IR")
    parser.add_argument("--json", default=None)
    args = parser.parse_args()

    import torch
    from transformers import GPT2Config, GPT2LMHeadModel

    from remat.torch import export_training_step
    from remat.torch.export import layer_pattern

    if args.literals:
        import remat.torch.emitter as emitter
        emitter.GEN_MIN = float("inf")

    os.makedirs(args.out_dir, exist_ok=True)
    torch.manual_seed(0)
    cfg = GPT2Config(vocab_size=args.vocab, n_positions=args.seq, n_embd=args.hidden,
                     n_layer=args.layers, n_head=args.heads)
    model = GPT2LMHeadModel(cfg).train()
    ids = torch.randint(0, args.vocab, (args.batch, args.seq))
    start = time.perf_counter()
    text = export_training_step(model, (ids,), lambda m, ids: m(input_ids=ids, labels=ids).loss)
    export_s = time.perf_counter() - start
    original = os.path.join(args.out_dir, "gpt2.mlir")
    with open(original, "w") as f:
        f.write(text)
    pattern = layer_pattern(model)
    checkpointed = os.path.join(args.out_dir, "gpt2.checkpointed.mlir")
    outline_s, pipeline = outline(original, checkpointed, pattern)
    with open(checkpointed) as f:
        ctext = f.read()
    # the same program printed by remat-opt without the pass (a fair baseline:
    # the checkpointed file is remat-opt's printing, not the exporter's)
    reprinted = os.path.join(args.out_dir, "gpt2.reprinted.mlir")
    subprocess.run([remat_opt(), original, "-o", reprinted], check=True)
    result = {
        "literals": args.literals,
        "config": {"layers": args.layers, "hidden": args.hidden, "heads": args.heads,
                   "vocab": args.vocab, "seq": args.seq, "batch": args.batch},
        "export_seconds": round(export_s, 1),
        "exported_bytes": os.path.getsize(original),
        "reprinted_bytes": os.path.getsize(reprinted),
        "checkpointed_bytes": os.path.getsize(checkpointed),
        "regions": ctext.count("remat.checkpoint("),
        "outline_seconds": round(outline_s, 1),
        "pipeline": pipeline,
        "largest_literals_exported": largest_literals(text),
        "linalg_index_ops": text.count("linalg.index"),
        "max_rss_mib": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024,
    }
    result["ratio_vs_exported"] = round(result["checkpointed_bytes"] / result["exported_bytes"], 3)
    result["ratio_vs_reprinted"] = round(result["checkpointed_bytes"] / result["reprinted_bytes"], 3)
    if args.clone_all:
        cloned = os.path.join(args.out_dir, "gpt2.clone_all.mlir")
        outline(original, cloned, pattern, "max-cloned-bytes=4611686018427387904")
        result["clone_all_bytes"] = os.path.getsize(cloned)
    print(json.dumps(result, indent=1))
    if args.json:
        with open(args.json, "w") as f:
            json.dump(result, f, indent=1)
    return 0 if result["ratio_vs_exported"] <= 1.5 else 1


if __name__ == "__main__":
    sys.exit(main())
