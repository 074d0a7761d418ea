"""Write and read NumPy .npy files for remat-run's lit tests, without NumPy
(lit's Python need not have it), including malformed ones.

  npy.py write OUT DESCR SHAPE VALUES [--version=N] [--fortran] [--truncate=K]
                                      [--header=TEXT]
      SHAPE: comma-separated dims ("" for 0-d); VALUES: comma-separated
      numbers, packed with DESCR's struct format; --truncate drops the last
      K bytes; --header replaces the header dict.
  npy.py read FILE
      prints "descr shape values..." of a file remat-run wrote.
  npy.py range FILE
      prints "min MIN max MAX" of its values.
"""

import struct
import sys

FORMATS = {"<f4": "f", "<f8": "d", "<f2": "e", "<i8": "q", "<i4": "i",
           "<i2": "h", "|i1": "b", "|b1": "B", "<u2": "H"}


def write(argv):
    out, descr, shape, values, *flags = argv
    opts = dict(f[2:].split("=", 1) if "=" in f else (f[2:], "1") for f in flags)
    dims = [int(d) for d in shape.split(",") if d]
    shape_text = "(" + ", ".join(map(str, dims)) + ("," if len(dims) == 1 else "") + ")"
    fortran = "True" if "fortran" in opts else "False"
    header = opts.get("header", "{'descr': '%s', 'fortran_order': %s, 'shape': %s, }"
                      % (descr, fortran, shape_text))
    version = int(opts.get("version", "1"))
    length_format = "<H" if version == 1 else "<I"
    preamble = 8 + struct.calcsize(length_format)
    header += " " * (-(preamble + len(header) + 1) % 64) + "\n"
    kind = FORMATS[descr.replace(">", "<")]
    nums = [float(v) if kind in "fde" else int(v) for v in values.split(",") if v]
    data = struct.pack("%s%d%s" % (descr[0].replace("|", "<"), len(nums), kind), *nums)
    blob = (b"\x93NUMPY" + bytes([version, 0]) + struct.pack(length_format, len(header))
            + header.encode("latin1") + data)
    blob = blob[:len(blob) - int(opts.get("truncate", "0"))]
    with open(out, "wb") as f:
        f.write(blob)


def load(path):
    import ast

    blob = open(path, "rb").read()
    n = struct.unpack("<H", blob[8:10])[0]
    header = ast.literal_eval(blob[10:10 + n].decode("latin1"))
    kind = FORMATS[header["descr"]]
    data = blob[10 + n:]
    return struct.unpack("<%d%s" % (len(data) // struct.calcsize(kind), kind), data)


def value_range(argv):
    values = load(argv[0])
    print("min", min(values), "max", max(values))


def read(argv):
    import ast

    blob = open(argv[0], "rb").read()
    assert blob[:6] == b"\x93NUMPY", blob[:6]
    n = struct.unpack("<H", blob[8:10])[0]
    assert (10 + n) % 64 == 0, n
    header = ast.literal_eval(blob[10:10 + n].decode("latin1"))
    kind = FORMATS[header["descr"]]
    data = blob[10 + n:]
    values = struct.unpack("<%d%s" % (len(data) // struct.calcsize(kind), kind), data)
    print(header["descr"], header["shape"], header["fortran_order"], *values)


if __name__ == "__main__":
    {"write": write, "read": read, "range": value_range}[sys.argv[1]](sys.argv[2:])
