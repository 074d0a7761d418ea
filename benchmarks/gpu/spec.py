#!/usr/bin/env python3
"""spec.py FILE.mlir [ENTRY] -- print the signature spec aot_main.cpp reads:
`entry NAME`, then `arg DTYPE DIMS...` and `res DTYPE DIMS...` lines."""
import re
import sys

text = open(sys.argv[1]).read()
entry = sys.argv[2] if len(sys.argv) > 2 else "train_step"
start = text.index("func.func @%s(" % entry)
# The argument list ends at the matching parenthesis.
depth, i = 0, text.index("(", start)
for j in range(i, len(text)):
    depth += {"(": 1, ")": -1}.get(text[j], 0)
    if depth == 0:
        break
args = text[i + 1:j]
rest = text[j + 1:text.index("{\n", j) if "{\n" in text[j:] else len(text)]
rest = rest.split("attributes")[0]


def tensors(s):
    for shape in re.findall(r"tensor<([^>]*)>", s):
        parts = shape.split("x")
        yield parts[-1], parts[:-1]


# One argument at a time: its type, then its attributes ({remat.cotangent},
# {remat.seed}); a seed argument's line ends in `remat.seed` (aot_main.cpp
# then passes the seed itself, as remat-run does).
print("entry", entry)
for m in re.finditer(r"tensor<([^>]*)>\s*(\{[^}]*\})?", args):
    (dtype, dims), = tensors("tensor<%s>" % m.group(1))
    print("arg", dtype, *dims, *(["remat.seed"] if "remat.seed" in (m.group(2) or "") else []))
for dtype, dims in tensors(rest.split("->", 1)[1] if "->" in rest else ""):
    print("res", dtype, *dims)
