"""The sharded checks of the differential fuzzer (remat_fuzz.py --sharded).

For each generated case and each strategy (dp, fsdp) and rank count: mark the
step's arguments for remat-shard (the first input, whose first dimension is
the batch, `remat.data`; every other argument `remat.parameter`), partition it
with `remat-shard{strategy=S ranks=N}`, run it under `remat-run --ranks=N`
and check (README, "Sharded mode"): no crash; the partitioned step is
deterministic; remat-report's per-rank peak equals every rank's measured
peak; every output equals the single-device step's within
test/Integration/Inputs/check_sharded.py's tolerance; remat-auto at 75 % of
the per-rank peak is infeasible (an error that says so) or met on every rank,
bit-identical to the unrematerialized sharded run.

fsdp pairs every parameter with a gradient (Conventions.md), which a random
program's results do not; its variant returns, after the loss, one update per
parameter instead (an SGD-like `p - g` with a value of p's shape, preferably a
gradient), so every parameter is split and its update reduce-scattered.
"""

import copy
import json
import os
import random
import re
import sys

from fuzz_checker import Failure
from fuzz_generator import ident_map, ttype

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "test", "Integration", "Inputs"))
import check_sharded  # noqa: E402  (the project's tolerance, not a new one)

# A rank that dies under mpiexec: the launcher's exit status is positive.
MPI_CRASH = ("BAD TERMINATION", "Segmentation fault", "Stack dump",
             "PLEASE submit a bug report", "Assertion")


def used_args(text):
    head = text.split("\n", 1)[0]
    return re.findall(r"(%a\d+): tensor<", head)


def mark(gen, text):
    """The generator `gen` (a copy) with its arguments marked: the first
    input data, every other argument a parameter."""
    g = copy.deepcopy(gen)
    for name in used_args(text):
        g.arg_attrs[name] = "remat.data" if name == "%a0" else "remat.parameter"
    return g


def update_record(g, p, shape, other):
    """`p - other` (f32), or an integer / i1 parameter's own update."""
    rid = g.rid()
    dtype = g.arg_dtype.get(p, "f32")
    t = ttype(shape, dtype)
    rank = len(shape)
    par = ", ".join(['"parallel"'] * rank)
    m = ident_map(rank)
    loc = f' loc("update.{rid}")'
    lines = [f"%ue{rid} = tensor.empty() : {t}{loc}"]
    if dtype == "f32":
        lines += [f"%u{rid} = linalg.generic {{indexing_maps = [{m}, {m}, {m}], iterator_types = [{par}]}} "
                  f"ins({p}, {other} : {t}, {t}) outs(%ue{rid} : {t}) {{",
                  f"^bb0(%p{rid}: f32, %q{rid}: f32, %o{rid}: f32):",
                  f"  %s{rid} = arith.subf %p{rid}, %q{rid} : f32",
                  f"  linalg.yield %s{rid} : f32"]
        uses = [p, other]
    else:
        op = (f"  %c{rid} = arith.constant true\n  %s{rid} = arith.xori %p{rid}, %c{rid} : i1"
              if dtype == "i1" else f"  %s{rid} = arith.addi %p{rid}, %p{rid} : {dtype}")
        lines += [f"%u{rid} = linalg.generic {{indexing_maps = [{m}, {m}], iterator_types = [{par}]}} "
                  f"ins({p} : {t}) outs(%ue{rid} : {t}) {{",
                  f"^bb0(%p{rid}: {dtype}, %o{rid}: {dtype}):"] + op.split("\n") + [
                  f"  linalg.yield %s{rid} : {dtype}"]
        uses = [p]
    lines.append(f"}} -> {t}{loc}")
    g.add(lines, f"%u{rid}", shape, uses, False, 0, rid=rid, value=False)
    if dtype != "f32":
        g.arg_dtype[f"%u{rid}"] = dtype  # the result's type (render)
    return f"%u{rid}"


def fsdp_variant(gen, text, seed):
    """The marked step returning the loss (if any) and one update per
    parameter, in the parameters' order (fsdp's pairing)."""
    g = mark(gen, text)
    rng = random.Random(seed * 31 + 7)
    shapes = dict(g.args)
    loss = [(n, s) for n, s in g.results if n.startswith("%loss")]
    returned = [n for n, _ in g.results]
    updates = []
    for p in used_args(text):
        if p == "%a0":
            continue
        shape = shapes[p]
        others = [n for n, s in g.grad_values if s == shape and n in returned]
        others = others or [n for n, s in g.grad_values if s == shape]
        others = others or [n for n, s in g.fwd_values if s == shape]
        other = rng.choice(others) if others else p
        updates.append((update_record(g, p, shape, other), shape))
    if not updates:
        return None
    name, first = updates[0]
    if not loss and all(d == 1 for d in first) and g.arg_dtype.get(name, "f32") == "f32":
        # A one-element float result 0 is the loss by Conventions.md's rule
        # (result 0, a floating-point scalar): the updates would not pair.
        return None
    g.results = loss + updates
    return g


def loss_of(g):
    """(index of the loss result, number of terms it sums), or (0, 1)."""
    for k, (n, _) in enumerate(g.results):
        if n.startswith("%loss"):
            rec = next((r for r in g.records if r.result == n), None)
            shapes = dict(g.args + g.fwd_values + g.grad_values)
            if rec and rec.uses and rec.uses[0] in shapes:
                terms = 1
                for d in shapes[rec.uses[0]]:
                    terms *= d
                return k, terms
            return k, 1
    return 0, 1


class ShardedChecker:
    def __init__(self, checker, strategies, ranks, errors_fail=False):
        self.c = checker
        self.errors_fail = errors_fail
        self.strategies = strategies
        self.ranks = ranks
        self.errors = {}  # normalized remat-shard error -> count
        self.auto = {"met": 0, "infeasible": 0, "applied": 0, "no-gradients": 0, "no-plan": 0}
        self.configs = 0
        self.skipped = 0
        self.worst = 0.0

    def call(self, cmd, pipeline):
        proc = self.c.call(cmd, pipeline)
        if proc.returncode != 0 and any(s in (proc.stderr or "") for s in MPI_CRASH):
            raise Failure(pipeline, f"crash (exit {proc.returncode})", cmd, proc.stderr[:8000])
        return proc

    def variants(self, gen, text, seed):
        out = []
        if "dp" in self.strategies:
            g = mark(gen, text)
            out.append(("dp", g))
        if "fsdp" in self.strategies:
            g = fsdp_variant(gen, text, seed)
            if g is not None:
                out.append(("fsdp", g))
        return out

    def check_case(self, gen, text, seed, tmp, log, only=None):
        if "%a0" not in used_args(text):
            self.skipped += 1
            return 0, []
        failures = []
        n = 0
        for strategy, g in self.variants(gen, text, seed):
            vtext = g.rerender()
            path = os.path.join(tmp, f"{strategy}.mlir")
            with open(path, "w") as f:
                f.write(vtext)
            try:
                single = self.single(path, strategy, tmp)
            except Failure as failure:
                failures.append(failure)
                continue
            for ranks in self.ranks:
                pipeline = f"remat-shard{{strategy={strategy} ranks={ranks}}}"
                if only is not None and not only(pipeline):
                    continue
                n += 1
                try:
                    self.check_config(path, pipeline, ranks, single, loss_of(g), tmp, log)
                except Failure as failure:
                    failures.append(failure)
        return n, failures

    def single(self, path, strategy, tmp):
        """The single-device step's outputs (the reference)."""
        cmd = [self.c.opt, path, "-o", os.devnull]
        proc = self.call(cmd, "verify")
        if proc.returncode != 0:
            raise Failure("verify", f"{strategy} variant does not verify (fuzzer bug)", cmd,
                          proc.stderr[-4000:])
        out = os.path.join(tmp, f"single-{strategy}")
        cmd = [self.c.runner, path, "--json", f"--output-dir={out}"]
        proc = self.call(cmd, "none")
        if proc.returncode != 0:
            raise Failure("none", "remat-run failed on the single-device step", cmd,
                          proc.stderr[-4000:])
        return out

    def check_config(self, path, pipeline, ranks, single, loss, tmp, log):
        c = self.c
        tag = re.sub(r"\W+", "-", pipeline)
        sharded = os.path.join(tmp, f"{tag}.mlir")
        cmd = [c.opt, path, "--mlir-print-debuginfo", f"--pass-pipeline=builtin.module({pipeline})",
               "-o", sharded]
        proc = self.call(cmd, pipeline)
        if proc.returncode != 0:
            first = next((l for l in proc.stderr.splitlines() if "error:" in l), proc.stderr[:200])
            key = re.sub(r"\d+", "N", re.sub(r"^.*?error: ", "", first))[:160]
            self.errors[key] = self.errors.get(key, 0) + 1
            log(f"  err  {pipeline}: {first.strip()[:200]}")
            if self.errors_fail:  # to reduce one (--shard-errors-fail --reduce SEED)
                raise Failure(pipeline, "remat-shard error: " + key, cmd, proc.stderr[:4000])
            return
        self.configs += 1
        again = os.path.join(tmp, f"{tag}-again.mlir")
        proc2 = self.call(cmd[:-1] + [again], pipeline)
        if proc2.returncode != 0 or open(sharded).read() != open(again).read():
            raise Failure(pipeline, "nondeterministic output IR", cmd)
        base, base_dir = self.run(sharded, ranks, pipeline, tmp, tag)
        peaks = [r["peak_bytes"] for r in base["ranks"]]
        self.check_prediction(sharded, peaks, pipeline, cmd)
        # (c) every output equals the single-device step's (check_sharded's tolerance).
        try:
            worst = check_sharded.compare(single, base_dir, ranks, loss[1], loss[0])
            self.worst = max(self.worst, worst)
        except check_sharded.Mismatch as error:
            raise Failure(pipeline, f"outputs differ from the single-device step: {error}",
                          cmd + ["&&", c.runner, sharded, f"--ranks={ranks}", "--output-dir=RANKS"])
        # (d) remat-auto at 75 % of the per-rank peak; a step with
        # checkpoint regions (remat-auto refuses them) has them applied.
        budget = int(max(peaks) * 0.75)
        auto = f"remat-auto{{budget={budget}}}"
        regions = "remat.checkpoint" in open(sharded).read()
        if regions:
            auto, budget = "remat-apply-checkpoints", None
        out = os.path.join(tmp, f"{tag}-auto.mlir")
        acmd = [c.opt, sharded, "--mlir-print-debuginfo", f"--pass-pipeline=builtin.module({auto})",
                "-o", out]
        name = f"{pipeline},{auto}"
        proc = self.call(acmd, name)
        if proc.returncode != 0:
            if "cannot find the gradient computation" in proc.stderr:
                # A user-facing error on a step without one (an fsdp variant
                # whose updates read no gradient): counted, not failed.
                self.auto["no-gradients"] += 1
                log(f"  ok   {pipeline}: remat-auto finds no gradient computation (an error)")
                return
            if "no plan found whose predicted peak fits the budget" in proc.stderr:
                # An error that says the budget is not met (the solvers' plans
                # checked with the exact prediction): infeasible, in other words.
                self.auto["no-plan"] += 1
                log(f"  ok   {pipeline}: remat-auto at 75 %: no plan fits (an error)")
                return
            if "is infeasible" in proc.stderr:
                self.auto["infeasible"] += 1
                log(f"  ok   {pipeline}: peak {max(peaks)}, remat-auto at 75 % infeasible")
                return
            first = next((l for l in proc.stderr.splitlines() if "error:" in l), proc.stderr[:200])
            raise Failure(name, "remat-auto failed: " + re.sub(r"^.*?error: ", "", first)[:200],
                          acmd, proc.stderr[:4000])
        run, _ = self.run(out, ranks, name, tmp, tag + "-auto")
        for before, after in zip(base["ranks"], run["ranks"]):
            if budget is not None and after["peak_bytes"] > budget:
                raise Failure(name, f"rank {after['rank']} measured peak {after['peak_bytes']} "
                              f"> budget {budget}", acmd)
            if [o["checksum"] for o in after["outputs"]] != [o["checksum"] for o in before["outputs"]]:
                raise Failure(name, f"rank {after['rank']}: outputs differ from the "
                              "unrematerialized sharded run", acmd)
        self.check_prediction(out, [r["peak_bytes"] for r in run["ranks"]], name, acmd)
        self.auto["applied" if regions else "met"] += 1
        log(f"  ok   {pipeline}: peak {max(peaks)}, {'regions applied' if regions else 'remat-auto at 75 %'} -> "
            f"{max(r['peak_bytes'] for r in run['ranks'])}")

    def run(self, path, ranks, pipeline, tmp, tag):
        out = os.path.join(tmp, f"ranks-{tag}")
        cmd = [self.c.runner, path, f"--ranks={ranks}", "--json", f"--output-dir={out}"]
        proc = self.call(cmd, pipeline)
        if proc.returncode != 0:
            raise Failure(pipeline, "remat-run --ranks failed", cmd, proc.stderr[-4000:])
        return json.loads(proc.stdout), out

    def check_prediction(self, path, peaks, pipeline, cmd):
        """(b) remat-report's predicted peak against every rank's measured one:
        equal when exact, never below otherwise."""
        rcmd = [self.c.opt, path, "--remat-report=remarks=0 output=-", "-o", os.devnull]
        proc = self.call(rcmd, pipeline)
        if proc.returncode != 0:
            raise Failure(pipeline, "remat-report failed", cmd + ["&&"] + rcmd, proc.stderr[-4000:])
        fn = json.loads(proc.stdout)["functions"][0]
        top, exact = fn["peak_bytes"], fn.get("exact", True)
        self.c.predictions += 1
        if (exact and any(p != top for p in peaks)) or (not exact and any(p > top for p in peaks)):
            raise Failure(pipeline, f"predicted per-rank peak {top} ({'exact' if exact else 'bound'}) "
                          f"!= measured {peaks}", cmd + ["&&"] + rcmd)
