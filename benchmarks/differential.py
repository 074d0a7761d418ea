#!/usr/bin/env python3
"""Differential execution of a remat pipeline on a training step.

Runs the original program and the program after PIPELINE with remat-run,
checks that every output is bit-identical (same checksums of the exact
bytes), and compares the measured peak with remat-report's prediction.

  differential.py FILE --pipeline 'remat-outline-checkpoints,remat-apply-checkpoints'
      [--pipeline P2 ...] [--tolerance 0.10] [--max-peak BYTES] [--json]

--pipeline may be given several times: the original program is reported and
run once, and each pipeline is compared with it (a lit test of several
policies on one large step compiles its original once instead of once per
policy). Exits non-zero if outputs differ, if predicted and measured peaks
differ by more than the tolerance (relative), or if the measured peak exceeds
--max-peak, for any pipeline. Prints one result line (or JSON object) per
pipeline; with several pipelines and --json, a JSON list.
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile


def tool(name, build_dir=None):
    if build_dir:
        return os.path.join(build_dir, "bin", name)
    return name


def run(cmd):
    proc = subprocess.run(cmd, capture_output=True, text=True)
    if proc.returncode != 0:
        sys.stderr.write(f"command failed: {' '.join(cmd)}\n{proc.stderr}")
        sys.exit(2)
    return proc.stdout


def report(remat_opt, path, pipeline):
    args = [remat_opt, path]
    if pipeline:
        args.append(f"--pass-pipeline=builtin.module({pipeline})")
    with tempfile.NamedTemporaryFile(suffix=".mlir", delete=False) as out:
        transformed = out.name
    run(args + ["-o", transformed])
    data = json.loads(run([remat_opt, transformed,
                           "--remat-report=remarks=0 output=-", "-o", os.devnull]))
    return transformed, data["functions"]


def measure(remat_run, path, entry):
    args = [remat_run, path, "--json"]
    if entry:
        args.append(f"--entry={entry}")
    return json.loads(run(args))


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("file")
    parser.add_argument("--pipeline", action="append",
                        help="a pass pipeline (repeatable); none: the original itself")
    parser.add_argument("--entry", default="train_step")
    parser.add_argument("--tolerance", type=float, default=0.10)
    parser.add_argument("--max-peak", type=int, default=None)
    parser.add_argument("--conservative", action="store_true",
                        help="require predicted >= measured instead of agreement within "
                             "the tolerance (programs with calls, where the analysis is an "
                             "upper bound)")
    parser.add_argument("--build-dir", default=os.environ.get("REMAT_BUILD_DIR"))
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    remat_opt = tool("remat-opt", args.build_dir)
    remat_run = tool("remat-run", args.build_dir)

    pipelines = args.pipeline or [""]
    original, original_report = report(remat_opt, args.file, "")
    before = measure(remat_run, original, args.entry)
    os.unlink(original)

    def find(functions):
        for function in functions:
            if function["name"] == args.entry:
                return function
        sys.exit(f"no function {args.entry} in the report")

    pred_before = find(original_report)
    results = []
    failed = False
    for pipeline in pipelines:
        transformed, transformed_report = report(remat_opt, args.file, pipeline)
        after = measure(remat_run, transformed, args.entry)
        os.unlink(transformed)
        result, errors = compare(args, pipeline, pred_before, before,
                                 find(transformed_report), after)
        results.append(result)
        failed = failed or bool(errors)
        if not args.json:
            print(f"{os.path.basename(args.file)} [{pipeline or 'none'}]: "
                  f"bit-identical={result['bit_identical']} "
                  f"peak before {result['measured_peak_before']} (predicted {result['predicted_peak_before']}) "
                  f"after {result['measured_peak_after']} (predicted {result['predicted_peak_after']}) "
                  f"recompute FLOPs {result['recompute_flops']:.0f}", flush=True)
        for error in errors:
            print(f"error: [{pipeline or 'none'}] {error}", file=sys.stderr)
    if args.json:
        print(json.dumps(results[0] if len(results) == 1 else results, indent=1, sort_keys=True))
    return 1 if failed else 0


def compare(args, pipeline, pred_before, before, pred_after, after):
    """The result of one pipeline against the original, and its errors."""
    same = [a["checksum"] == b["checksum"] for a, b in zip(before["outputs"], after["outputs"])]
    result = {
        "file": args.file,
        "pipeline": pipeline,
        "outputs": len(same),
        "bit_identical": all(same) and len(before["outputs"]) == len(after["outputs"]),
        "predicted_peak_before": pred_before["peak_bytes"],
        "measured_peak_before": before["peak_bytes"],
        "predicted_peak_after": pred_after["peak_bytes"],
        "measured_peak_after": after["peak_bytes"],
        "residual_bytes_before": pred_before["residual_bytes"],
        "residual_bytes_after": pred_after["residual_bytes"],
        "flops_before": pred_before["flops"],
        "flops_after": pred_after["flops"],
        "recompute_flops": pred_after["flops"] - pred_before["flops"],
    }
    errors = []
    if not result["bit_identical"]:
        errors.append("outputs differ")
    for when in ("before", "after"):
        predicted = result[f"predicted_peak_{when}"]
        measured = result[f"measured_peak_{when}"]
        gap = abs(predicted - measured) / max(measured, 1)
        result[f"peak_gap_{when}"] = gap
        if args.conservative:
            if predicted < measured:
                errors.append(f"{when}: predicted {predicted} < measured {measured}")
        elif gap > args.tolerance:
            errors.append(f"{when}: predicted {predicted} vs measured {measured} "
                          f"({gap:.1%} > {args.tolerance:.0%})")
    if args.max_peak is not None and result["measured_peak_after"] > args.max_peak:
        errors.append(f"measured peak {result['measured_peak_after']} > {args.max_peak}")
    result["ok"] = not errors
    return result, errors


if __name__ == "__main__":
    sys.exit(main())
