#!/usr/bin/env python3
"""extract_binary.py LOWERED.mlir NAME OUT -- write the object of
`gpu.binary @NAME` (its `bin = "..."` or `assembly = "..."` string, MLIR
escapes decoded) to OUT."""
import re
import sys


def unescape(s):
    out, i = bytearray(), 0
    while i < len(s):
        c = s[i]
        if c == "\\":
            n = s[i + 1]
            if n in '\\"':
                out += n.encode()
                i += 2
            elif n == "n":
                out += b"\n"
                i += 2
            elif n == "t":
                out += b"\t"
                i += 2
            else:
                out.append(int(s[i + 1:i + 3], 16))
                i += 3
        else:
            out += c.encode("latin-1")
            i += 1
    return bytes(out)


text = open(sys.argv[1], encoding="latin-1").read()
m = re.search(r'gpu\.binary @%s\s.*?(?:bin|assembly) = "((?:[^"\\]|\\.)*)"' % re.escape(sys.argv[2]), text)
if not m:
    sys.exit("no gpu.binary @%s in %s" % (sys.argv[2], sys.argv[1]))
open(sys.argv[3], "wb").write(unescape(m.group(1)))
