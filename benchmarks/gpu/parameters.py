#!/usr/bin/env python3
"""parameters.py STEP.mlir [ENTRY] -- print the positions (0-based, comma
separated) of the entry's arguments that are model parameters: the weights
a training loop would keep on the device (remat-lower-to-nvvm
resident-arguments). Exported steps say so in their header comment
(`// primals_K: parameter NAME`, docs/TorchExporter.md); the hand-written
examples name them `%..._weight` / `%..._bias`. Prints nothing when no
argument is a parameter."""
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from spec import signature  # noqa: E402

text = open(sys.argv[1]).read()
args, _ = signature(text, sys.argv[2] if len(sys.argv) > 2 else "train_step")
names = re.findall(r"%([A-Za-z0-9_]+)\s*:", args)
exported = set(re.findall(r"^\s*//\s*(primals_\d+): parameter ", text, re.M))
positions = [k for k, name in enumerate(names)
             if name in exported
             or (not exported and re.search(r"_(weight|bias)$", name))]
print(",".join(str(k) for k in positions))
