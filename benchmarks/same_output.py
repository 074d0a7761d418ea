#!/usr/bin/env python3
"""Proves a refactoring behaviour-neutral: remat-opt's output, byte for byte.

Runs one remat-opt over every step given (by default the bundled ones:
examples/*.mlir, examples/models/*.mlir, examples/torch_mlir/*.mlir) under
every documented pipeline -- remat-report, the checkpoint passes with each
policy, remat-auto at 75 % and 50 % of the predicted peak, the CPU, NVVM
(where the CUDA toolkit is found) and IREE routes -- and records the md5 of
each output (the IR, or the report's JSON) with the exit code and the md5 of
the diagnostics. Wall-clock figures are masked, the only thing that may
differ between two runs of the same program: remat-auto's "solved in 0.123 s"
and "solve_seconds", and upstream's LLVMIRToISATimeInMs in NVVM binaries.

    # before the change
    python3 benchmarks/same_output.py --remat-opt OLD/bin/remat-opt --out before.json
    # after
    python3 benchmarks/same_output.py --remat-opt NEW/bin/remat-opt --out after.json \
        --compare before.json

The budgets come from the first run's remat-report (stored in its JSON), so
both runs plan for the same bytes. `--compare` exits 1 on any difference and
names the rows. Rows run in parallel (`--jobs`).
"""

from __future__ import annotations

import argparse
import concurrent.futures
import glob
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import time

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))

POLICIES = ["recompute_all", "save_dots", "save_dots_no_batch"]
# Masked: wall-clock figures, the only run-to-run differences -- remat-auto's
# "solved in 0.123 s" remark and "solve_seconds" JSON field, and the
# LLVMIRToISATimeInMs property upstream's NVVM serialisation records in
# every gpu.object.
TIMING = re.compile(r"(solved in |\"solve_seconds\": ?|took |in )[0-9.]+(e[-+]?[0-9]+)? ?s?")
OUTPUT_TIMING = re.compile(rb"(\"solve_seconds\":|LLVMIRToISATimeInMs = )[0-9.e+-]+")


def default_steps() -> list[str]:
    steps = []
    for pattern in ("examples/*.mlir", "examples/models/*.mlir", "examples/torch_mlir/*.mlir"):
        steps += sorted(glob.glob(os.path.join(ROOT, pattern)))
    return steps


def md5(data: bytes) -> str:
    return hashlib.md5(data).hexdigest()


def run(remat_opt: str, step: str, args: list[str], timeout: float) -> dict:
    start = time.monotonic()
    try:
        proc = subprocess.run([remat_opt, step, *args, "-o", "-"], capture_output=True,
                              timeout=timeout)
    except subprocess.TimeoutExpired:
        return {"rc": "timeout"}
    stderr = TIMING.sub(r"\1#", proc.stderr.decode(errors="replace"))
    return {
        "rc": proc.returncode,
        "out": md5(OUTPUT_TIMING.sub(rb"\1#", proc.stdout)),
        "err": md5(stderr.encode()),
        "seconds": round(time.monotonic() - start, 2),
    }


def peak_of(remat_opt: str, step: str) -> int | None:
    proc = subprocess.run(
        [remat_opt, step, "--remat-report=output=-", "-o", os.devnull],
        capture_output=True, text=True)
    if proc.returncode != 0:
        return None
    try:
        functions = json.loads(proc.stdout).get("functions", [])
    except json.JSONDecodeError:
        return None
    peaks = [f.get("peak_bytes", 0) for f in functions]
    return max(peaks) if peaks else None


def rows_for(step: str, peak: int | None, nvvm: bool) -> list[tuple[str, list[str]]]:
    rows = [("report", ["--remat-report=output=- details=1"])]
    for policy in POLICIES:
        rows.append((f"checkpoints-{policy}", [
            f"--remat-outline-checkpoints=policy={policy}", "--remat-apply-checkpoints"]))
    rows.append(("checkpoints-sqrt", ["--remat-outline-checkpoints=sqrt=true",
                                      "--remat-apply-checkpoints"]))
    if peak:
        for percent in (75, 50):
            budget = peak * percent // 100
            rows.append((f"auto-{percent}", [f"--remat-auto=budget={budget} output=-"]))
        rows.append(("auto-75-cpu", [f"--remat-auto=budget={peak * 75 // 100}",
                                     "--remat-lower-to-cpu"]))
        rows.append(("iree-auto-75", [
            f"--remat-prepare-iree-input=budget={peak * 75 // 100}"]))
    rows.append(("cpu", ["--remat-lower-to-cpu"]))
    rows.append(("iree-policy", ["--remat-prepare-iree-input=policy=recompute_all"]))
    if nvvm:
        rows.append(("nvvm", ["--remat-lower-to-nvvm=format=isa"]))
        rows.append(("nvvm-tf32", ["--remat-lower-to-nvvm=format=isa tensor-cores=tf32"]))
    return rows


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--remat-opt", required=True)
    parser.add_argument("--out", required=True, help="JSON file of the md5s")
    parser.add_argument("--compare", help="an earlier --out to compare with")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--timeout", type=float, default=900)
    parser.add_argument("--no-nvvm", action="store_true", help="skip the NVVM rows")
    parser.add_argument("--only", help="run only the rows whose name matches this regex")
    parser.add_argument("steps", nargs="*", help="steps (default: the bundled ones)")
    args = parser.parse_args()

    before = None
    if args.compare:
        with open(args.compare) as f:
            before = json.load(f)
    steps = [os.path.abspath(s) for s in (args.steps or default_steps())]
    nvvm = not args.no_nvvm and bool(shutil.which("ptxas") or
                                     os.path.exists("/usr/local/cuda/bin/ptxas"))
    env_path = os.environ.get("PATH", "")
    if os.path.exists("/usr/local/cuda/bin") and "/usr/local/cuda/bin" not in env_path:
        os.environ["PATH"] = env_path + ":/usr/local/cuda/bin"
        os.environ.setdefault("CUDA_HOME", "/usr/local/cuda")

    peaks = {}
    for step in steps:
        key = os.path.relpath(step, ROOT)
        peaks[key] = (before["peaks"].get(key) if before and key in before["peaks"]
                      else peak_of(args.remat_opt, step))
    jobs = []
    for step in steps:
        key = os.path.relpath(step, ROOT)
        for name, extra in rows_for(step, peaks[key], nvvm):
            if args.only and not re.search(args.only, name):
                continue
            jobs.append((f"{key} :: {name}", step, extra))
    results = {}
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        futures = {pool.submit(run, args.remat_opt, step, extra, args.timeout): row
                   for row, step, extra in jobs}
        for future in concurrent.futures.as_completed(futures):
            results[futures[future]] = future.result()
    results = dict(sorted(results.items()))
    with open(args.out, "w") as f:
        json.dump({"remat_opt": args.remat_opt, "peaks": peaks, "rows": results}, f, indent=1)
    print(f"{len(results)} rows over {len(steps)} steps -> {args.out}")
    if not before:
        return 0
    differ = []
    for row, result in results.items():
        old = before["rows"].get(row)
        keys = ("rc", "out", "err")
        if old is None or any(old.get(k) != result.get(k) for k in keys):
            differ.append(row)
    missing = sorted(row for row in set(before["rows"]) - set(results)
                     if not args.only or re.search(args.only, row.split(" :: ")[-1]))
    for row in differ:
        print(f"DIFFERS: {row}: {before['rows'].get(row)} vs {results[row]}")
    for row in missing:
        print(f"MISSING: {row}")
    same = len(results) - len(differ)
    print(f"{same} of {len(results)} rows identical (IR/JSON, exit code, diagnostics)")
    return 1 if differ or missing else 0


if __name__ == "__main__":
    sys.exit(main())
