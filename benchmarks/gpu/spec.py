#!/usr/bin/env python3
"""spec.py FILE.mlir [ENTRY] -- print the signature spec aot_main.cpp reads:
`entry NAME`, then `arg DTYPE DIMS...` and `res DTYPE DIMS...` lines."""
import re
import sys


def signature(text, entry):
    """The text of function @entry's argument list (between its
    parentheses) and what follows it up to the body (results, attributes)."""
    start = text.index("func.func @%s(" % entry)
    # The argument list ends at the matching parenthesis.
    depth, i = 0, text.index("(", start)
    for j in range(i, len(text)):
        depth += {"(": 1, ")": -1}.get(text[j], 0)
        if depth == 0:
            break
    rest = text[j + 1:text.index("{\n", j) if "{\n" in text[j:] else len(text)]
    return text[i + 1:j], rest.split("attributes")[0]


def tensors(s):
    for shape in re.findall(r"tensor<([^>]*)>", s):
        parts = shape.split("x")
        yield parts[-1], parts[:-1]


# One argument at a time: its type, then its attributes ({remat.cotangent},
# {remat.seed}, {remat.range = [lo, hi]}); a seed argument's line ends in
# `remat.seed`, a ranged one's in `remat.range=LO,HI` (aot_main.cpp then
# generates what remat-run does).
RANGE = re.compile(r"remat\.range\s*=\s*\[\s*(-?\d+)(?:\s*:\s*\w+)?\s*,\s*(-?\d+)")


def main():
    text = open(sys.argv[1]).read()
    entry = sys.argv[2] if len(sys.argv) > 2 else "train_step"
    args, rest = signature(text, entry)
    print("entry", entry)
    for m in re.finditer(r"tensor<([^>]*)>\s*(\{[^}]*\})?", args):
        (dtype, dims), = tensors("tensor<%s>" % m.group(1))
        attrs = m.group(2) or ""
        marks = ["remat.seed"] if "remat.seed" in attrs else []
        r = RANGE.search(attrs)
        if r:
            marks.append("remat.range=%s,%s" % r.groups())
        print("arg", dtype, *dims, *marks)
    for dtype, dims in tensors(rest.split("->", 1)[1] if "->" in rest else ""):
        print("res", dtype, *dims)


if __name__ == "__main__":
    main()
