"""Runs every remat pipeline on one fuzz case and checks the guarantees

listed in remat_fuzz.py's docstring (no crash, verifier-valid, deterministic,
bit-identical outputs, budgets met).
"""

import json
import os
import re
import subprocess
import time

from fuzz_generator import AUTO_SOLVERS, BASELINE_SOLVERS, POLICIES


class Failure(Exception):
    def __init__(self, pipeline, reason, cmd, detail=""):
        super().__init__(reason)
        self.pipeline = pipeline
        self.reason = reason
        self.cmd = cmd
        self.detail = detail


def crashed(proc):
    err = proc.stderr or ""
    return proc.returncode < 0 or "Stack dump" in err or "PLEASE submit a bug report" in err


class Checker:
    def __init__(self, args):
        self.opt = os.path.join(args.build_dir, "bin", "remat-opt")
        self.runner = os.path.join(args.build_dir, "bin", "remat-run")
        self.timeout = args.timeout
        self.nice = args.nice
        self.not_applicable = 0
        self.predictions = 0
        self.seed = None
        self.nan_only = []  # (seed, pipeline, result indices) whose outputs differ only in NaN bits

    def call(self, cmd, pipeline):
        full = (["nice", "-n", str(self.nice)] if self.nice else []) + cmd
        for attempt in range(20):
            try:
                proc = subprocess.run(full, capture_output=True, text=True, timeout=self.timeout)
                break
            except subprocess.TimeoutExpired:
                raise Failure(pipeline, f"timeout after {self.timeout} s", cmd)
            except OSError as error:
                # The tool is being relinked (a concurrent build): wait for it.
                if attempt == 19:
                    raise Failure(pipeline, f"cannot run {cmd[0]}: {error}", cmd)
                time.sleep(3)
        if crashed(proc):
            raise Failure(pipeline, f"crash (exit {proc.returncode})", cmd, proc.stderr[:8000])
        return proc

    def opt_pipeline(self, path, pipeline, out):
        cmd = [self.opt, path, f"--pass-pipeline=builtin.module({pipeline})", "-o", out]
        return cmd, self.call(cmd, pipeline)

    def run(self, path, pipeline):
        cmd = [self.runner, path, "--json"]
        proc = self.call(cmd, pipeline)
        if proc.returncode != 0:
            raise Failure(pipeline, "remat-run failed", cmd, proc.stderr[-4000:])
        return json.loads(proc.stdout)

    def differ_beyond_nans(self, original, transformed, results, pipeline, tmp):
        """The results (indices) whose outputs differ in a bit that is not
        part of a NaN present in both programs' output at that element."""
        import numpy as np
        arrays = []
        for k, path in enumerate((original, transformed)):
            out = os.path.join(tmp, f"npy{k}")
            os.makedirs(out, exist_ok=True)
            cmd = [self.runner, path, f"--output-dir={out}"]
            proc = self.call(cmd, pipeline)
            if proc.returncode != 0:
                raise Failure(pipeline, "remat-run --output-dir failed", cmd, proc.stderr[-4000:])
            arrays.append([np.load(os.path.join(out, f"result_{r}.npy")) for r in results])
        differing = []
        for r, a, b in zip(results, *arrays):
            if a.dtype != b.dtype or a.shape != b.shape:
                differing.append(r)
                continue
            same = a.view(np.uint8).reshape(a.size, -1) == b.view(np.uint8).reshape(b.size, -1)
            same = same.all(axis=1)
            if np.issubdtype(a.dtype, np.floating):
                same |= (np.isnan(a) & np.isnan(b)).reshape(-1)
            if not same.all():
                differing.append(r)
        return differing

    def check_prediction(self, path, measured, pipeline):
        """remat-report's predicted peak of `path` against remat-run's measured
        one: equal when the report says the prediction is exact, never below
        it otherwise. Returns (predicted, Failure or None)."""
        cmd = [self.opt, path, "--remat-report=remarks=0 output=-", "-o", os.devnull]
        proc = self.call(cmd, pipeline)
        if proc.returncode != 0:
            raise Failure(pipeline, "remat-report failed", cmd, proc.stderr[-4000:])
        fn = json.loads(proc.stdout)["functions"][0]
        top, exact = fn["peak_bytes"], fn.get("exact", True)
        self.predictions += 1
        if exact and top != measured:
            return top, Failure(pipeline, f"predicted peak {top} (exact) != measured {measured}",
                                cmd + ["&&", self.runner, path, "--json"])
        if not exact and top < measured:
            return top, Failure(pipeline, f"predicted peak {top} (an upper bound) < measured {measured}",
                                cmd + ["&&", self.runner, path, "--json"])
        return top, None

    def check_case(self, path, tmp, rng, log, only=None):
        # (1) the program verifies.
        cmd = [self.opt, path, "-o", os.devnull]
        proc = self.call(cmd, "verify")
        if proc.returncode != 0:
            raise Failure("verify", "generated program does not verify (fuzzer bug)", cmd,
                          proc.stderr[-4000:])
        base = self.run(path, "none")
        sums = [o["checksum"] for o in base["outputs"]]
        # remat-run must itself be deterministic on the original; outputs that
        # are not are reported once and left out of the comparisons.
        again = [o["checksum"] for o in self.run(path, "none")["outputs"]]
        unstable = [k for k, (a, b) in enumerate(zip(sums, again)) if a != b]
        for k in unstable:
            sums[k] = None
        early = []
        if unstable:
            early.append(Failure("none", f"remat-run outputs {unstable} of the original differ "
                                 "between two runs", [self.runner, path, "--json"]))
        top, failure = self.check_prediction(path, base["peak_bytes"], "remat-report")
        if failure:
            early.append(failure)
        text = open(path).read()
        has_regions = "remat.checkpoint" in text

        pipelines = []  # (pipeline, kind, budget)
        if has_regions:
            pipelines.append(("remat-apply-checkpoints", "apply", None))
            pipelines.append(("remat-apply-checkpoints,cse,canonicalize,remat-strip,cse", "apply", None))
        for pol in POLICIES:
            pipelines.append((f"remat-outline-checkpoints{{policy={pol}}},remat-apply-checkpoints",
                              "apply", None))
        pipelines.append(("remat-outline-checkpoints{every=2},remat-apply-checkpoints,cse,canonicalize",
                          "apply", None))
        if rng.random() < 0.5:
            pipelines.append(("remat-outline-checkpoints{sqrt=true},remat-apply-checkpoints", "apply", None))

        # The smallest reachable peak, from the infeasible diagnostic at budget 1.
        low, exact = None, False
        if not has_regions:
            pipeline = "remat-auto{budget=1 solver=greedy}"
            cmd, proc = self.opt_pipeline(path, pipeline, os.devnull)
            if proc.returncode == 0:
                raise Failure(pipeline, "budget 1 accepted", cmd)
            m = re.search(r"is infeasible.*reaches is (at most )?(\d+) bytes", proc.stderr)
            if not m:
                raise Failure(pipeline, "budget 1 rejected without an 'is infeasible' diagnostic",
                              cmd, proc.stderr[-4000:])
            low, exact = int(m.group(2)), not m.group(1)
            log(f"  peak {top}, smallest reachable {'' if exact else '<= '}{low}")
            for solver in AUTO_SOLVERS:
                budget = int(low + rng.random() * (top - low)) if top > low else top
                pipelines.append((f"remat-auto{{budget={budget} solver={solver}}}", solver, budget))
            if exact and low > 1:
                solver = rng.choice(["greedy", "auto", "chain"])
                pipelines.append((f"remat-auto{{budget={low - 1} solver={solver}}}", "below", low - 1))

        failures = early
        for pipeline, kind, budget in pipelines:
            if only is not None and not only(pipeline):
                continue
            try:
                self.check_pipeline(path, tmp, pipeline, kind, budget, low, top, sums, base, log)
            except Failure as failure:
                failures.append(failure)
        return len(pipelines), failures

    def check_pipeline(self, path, tmp, pipeline, kind, budget, low, top, sums, base, log):
        if True:
            out1 = os.path.join(tmp, "out1.mlir")
            out2 = os.path.join(tmp, "out2.mlir")
            cmd, proc = self.opt_pipeline(path, pipeline, out1)
            if kind == "below":
                if proc.returncode != 0:
                    if "(notApplicable)" in proc.stderr:
                        self.not_applicable += 1
                        return
                    if "is infeasible" not in proc.stderr:
                        raise Failure(pipeline, "below-minimum budget rejected without 'is infeasible'",
                                      cmd, proc.stderr[-4000:])
                    log(f"  ok   {pipeline}: infeasible as expected")
                    return
                measured = self.run(out1, pipeline)
                if measured["peak_bytes"] <= budget:
                    raise Failure(pipeline, f"budget {budget} below the diagnosed exact minimum "
                                  f"{low} was met (peak {measured['peak_bytes']}): the minimum is wrong",
                                  cmd)
                raise Failure(pipeline, f"budget {budget} below the minimum accepted; measured "
                              f"peak {measured['peak_bytes']} > budget", cmd)
            if proc.returncode != 0 and "(notApplicable)" in proc.stderr:
                log(f"  n/a  {pipeline}: solver not applicable")
                self.not_applicable += 1
                return
            over = re.search(r"baseline's predicted peak is (\d+) bytes, over the budget", proc.stderr)
            if proc.returncode != 0 and kind in BASELINE_SOLVERS and over:
                # An unmet explicit budget is an error; check that the claim is
                # true: the same baseline (its plan does not depend on the
                # budget) applied with its own peak as budget measures that peak.
                claimed = int(over.group(1))
                if claimed <= budget:
                    raise Failure(pipeline, f"baseline error names peak {claimed} <= budget", cmd)
                relaxed = pipeline.replace(f"budget={budget}", f"budget={claimed}")
                cmd3, proc3 = self.opt_pipeline(path, relaxed, out2)
                if proc3.returncode != 0:
                    raise Failure(relaxed, "baseline at its own claimed peak failed", cmd3,
                                  proc3.stderr[:4000])
                measured = self.run(out2, relaxed)
                if measured["peak_bytes"] != claimed:
                    raise Failure(pipeline, f"baseline error claims peak {claimed}, measured "
                                  f"{measured['peak_bytes']}", cmd3)
                log(f"  ok   {pipeline}: baseline over budget ({claimed}), an error as it must be")
                return
            if proc.returncode != 0:
                first = proc.stderr.strip().splitlines()[0] if proc.stderr.strip() else ""
                if "is infeasible" in first:
                    reason = (f"remat-opt failed: budget {budget} between the smallest reachable "
                              f"peak {low} and the no-remat peak {top} called infeasible")
                else:
                    reason = "remat-opt failed: " + re.sub(r"^[^ ]*: error: ", "", first)[:200]
                raise Failure(pipeline, reason, cmd, proc.stderr[:4000])
            cmd2, proc2 = self.opt_pipeline(path, pipeline, out2)
            if proc2.returncode != 0 or open(out1).read() != open(out2).read():
                raise Failure(pipeline, "nondeterministic output IR", cmd2)
            measured = self.run(out1, pipeline)
            got = [o["checksum"] for o in measured["outputs"]]
            diff = [k for k, (a, b) in enumerate(zip(got, sums)) if b is not None and a != b]
            if diff and len(got) == len(sums):
                nan_bits = diff
                diff = self.differ_beyond_nans(path, out1, diff, pipeline, tmp)
                if not diff:
                    self.nan_only.append((self.seed, pipeline, nan_bits))
                    log(f"  nan  {pipeline}: results {nan_bits} differ only in NaN sign/payload")
            if diff or len(got) != len(sums):
                note = ""
                rets = re.findall(r"^\s*(?:func\.)?return ([^:]*):", open(out1).read(), re.M)
                names = [n.strip() for n in rets[-1].split(",")] if rets else []
                if len(set(names)) != len(names):
                    note = "; the result returns one value twice (see test/Fuzz/run-aliasing-results.mlir)"
                raise Failure(pipeline, f"outputs differ (results {diff or 'count'}){note}",
                              cmd + ["&&", self.runner, out1, "--json"])
            if budget is not None and measured["peak_bytes"] > budget:
                raise Failure(pipeline, f"measured peak {measured['peak_bytes']} > budget {budget}",
                              cmd)
            # The transformed program's own prediction is exact too.
            _, failure = self.check_prediction(out1, measured["peak_bytes"], pipeline)
            if failure:
                failure.reason = "output: " + failure.reason
                failure.cmd = cmd + ["&&"] + failure.cmd
                raise failure
            log(f"  ok   {pipeline}: peak {base['peak_bytes']} -> {measured['peak_bytes']}")
