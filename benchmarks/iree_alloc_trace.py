"""Replays IREE's allocations of one IREE input from its stream IR: where the
DEVICE_LOCAL peak is reached and which slabs are alive there.

    PYTHONPATH=python .venv/bin/python benchmarks/iree_alloc_trace.py STEP.iree.mlir \\
        [--function main] [--arguments BYTES] [--top 12]

``iree-compile --compile-to=stream`` (llvm-cpu, the target remat.iree uses)
prints the host program that allocates: every ``stream.resource.alloca``
(a region's scratch slab, the slab of the values a region passes on, the
function's results) and every ``stream.resource.dealloca``. A slab without
a dealloca is released when the last reference to it (a subview, an await
or a util.optimization_barrier result standing for it) is gone, i.e. after
the last line that mentions one. Replayed in program order (``local-sync``
runs one thing at a time), the largest sum of live slabs plus the argument
bytes (``--arguments``: what ``iree-run-module`` allocates for the inputs)
is IREE's peak: on the JAX gpt step it matched the measured peak to the
byte for the import (5,850,688 B) and for per-layer plans (4,553,220 B
without hold-gradient, 2,420,484 B with it; docs/IREE.md). A diagnostic,
not a measurement: budgets are met by running IREE (remat.iree).
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
sys.path.append(os.path.join(ROOT, "python"))  # PYTHONPATH first

import remat.iree as ri  # noqa: E402

ALLOCA = re.compile(r"(%\w+), %\w+ = stream\.resource\.alloca[^\n]*!stream\.resource<(\w+)>\{%c(\d+)\}")
SUBVIEW = re.compile(r"\s*(%\w+) = stream\.resource\.subview (%\w+(?:#\d+)?)\[")
# results standing for their operands: awaits and barriers (one name per operand)
ALIASES = re.compile(r"\s*(%\w+)(?::(\d+))? = (?:stream\.timepoint\.await[^=]*=>|util\.optimization_barrier) ([^:]*):")
DEALLOCA = re.compile(r"stream\.resource\.dealloca[^\n]*=> (%\w+)")
NAME = re.compile(r"%\w+(?:#\d+)?")


def stream_ir(text: str) -> str:
    with tempfile.TemporaryDirectory(prefix="remat-trace-") as work:
        src, out = os.path.join(work, "in.mlir"), os.path.join(work, "out.mlir")
        with open(src, "w", encoding="utf-8") as f:
            f.write(text)
        subprocess.run([ri._tool("iree-compile"), src, *ri.IREE_TARGET, "--compile-to=stream",
                        "-o", out], check=True, capture_output=True, text=True)
        with open(out, encoding="utf-8") as f:
            return f.read()


def trace(stream: str, function: str = "main", arguments: int = 0):
    """(peak bytes, line of the peak, [(bytes, lifetime, line allocated)] live
    there, number of execution regions)."""
    start = stream.find(f"util.func public @{function}(")
    if start < 0:
        raise RuntimeError(f"no util.func @{function} in the stream IR")
    lines = stream[start:].splitlines()
    slabs, alias = {}, {}
    for i, line in enumerate(lines):
        if line.startswith("  }"):
            lines = lines[:i]
            break
        if m := ALLOCA.search(line):
            slabs[m.group(1)] = [m.group(2), int(m.group(3)), i, None]
            alias[m.group(1)] = m.group(1)
        elif (m := SUBVIEW.match(line)) and m.group(2) in alias:
            alias[m.group(1)] = alias[m.group(2)]
        elif m := ALIASES.match(line):
            for j, operand in enumerate(x.strip() for x in m.group(3).split(",")):
                if operand in alias:
                    alias[m.group(1) + (f"#{j}" if m.group(2) else "")] = alias[operand]
        elif (m := DEALLOCA.search(line)) and m.group(1) in alias:
            slabs[alias[m.group(1)]][3] = i
    last = {}
    for i, line in enumerate(lines):
        for name in set(NAME.findall(line)):
            if name in alias:
                last[alias[name]] = i
    events = []
    for name, (_, size, at, freed) in slabs.items():
        events += [(at, 0, size, name), (freed if freed is not None else last.get(name, at), 1, -size, name)]
    events.sort(key=lambda e: (e[0], e[1]))
    current, peak, where, live, at_peak = 0, 0, 0, set(), []
    for line, _, size, name in events:
        current += size
        (live.add if size > 0 else live.discard)(name)
        if current > peak:
            peak, where = current, line
            at_peak = sorted(((slabs[n][1], slabs[n][0], slabs[n][2]) for n in live), reverse=True)
    return peak + arguments, where, at_peak, stream[start:].count("stream.cmd.execute")


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("step", help="IREE input (e.g. remat-prepare-iree-input's output)")
    ap.add_argument("--function", default="main")
    ap.add_argument("--arguments", type=int, default=0, help="bytes of the inputs")
    ap.add_argument("--top", type=int, default=12)
    a = ap.parse_args(argv)
    with open(a.step, encoding="utf-8") as f:
        peak, line, live, regions = trace(stream_ir(f.read()), a.function, a.arguments)
    print(f"{a.step}: replayed peak {peak} B (arguments {a.arguments} B) at line {line} of "
          f"@{a.function}, {regions} execution regions; {len(live)} slabs live there, largest:")
    for size, lifetime, at in live[:a.top]:
        print(f"  {size:>10,} B  {lifetime:<9} allocated at line {at}")


if __name__ == "__main__":
    main()
