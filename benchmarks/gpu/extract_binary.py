#!/usr/bin/env python3
"""extract_binary.py LOWERED.mlir NAME OUT -- write the object of
`gpu.binary @NAME` (its `bin = "..."` or `assembly = "..."` string, MLIR
escapes decoded) to OUT. As a module: `binaries(text)` yields (name, bytes)
for every gpu.binary of a lowered module (kernel_stats.py)."""
import re
import sys

_BINARY = r'gpu\.binary @(%s)\s.*?(?:bin|assembly) = "((?:[^"\\]|\\.)*)"'


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


def binaries(text, name=r"\w+"):
    for m in re.finditer(_BINARY % name, text):
        yield m.group(1), unescape(m.group(2))


def main():
    text = open(sys.argv[1], encoding="latin-1").read()
    found = list(binaries(text, re.escape(sys.argv[2])))
    if not found:
        sys.exit("no gpu.binary @%s in %s" % (sys.argv[2], sys.argv[1]))
    open(sys.argv[3], "wb").write(found[0][1])


if __name__ == "__main__":
    main()
