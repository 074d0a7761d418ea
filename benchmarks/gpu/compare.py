#!/usr/bin/env python3
"""compare.py NAME CPU.json CPU_DIR GPU.json GPU_DIR KIND

Compares every element of every output of a GPU run (aot_main
--output-dir=GPU_DIR: GPU_DIR/result_<k>.npy) with the CPU reference
(remat-run --json --output-dir=CPU_DIR). Each GPU value g must satisfy

    |g - c| <= ATOL + RTOL * |c|        (c: the CPU's value)

(numpy's isclose rule; NaN only matches NaN, an infinity only itself;
integer and i1 outputs must be equal). The tolerance depends on the step's
matmul kernels (KIND) and on the output's element type, the looser of the
two:

  KIND fp32  (exact fp32 FMA kernels)          RTOL = ATOL = $RTOL      2e-3
  KIND tf32  (tensor-cores=tf32, against the   RTOL = ATOL = $RTOL_TF32 1e-2
             tf32-emulated reference)
  KIND tf32-fp32ref (the same, against the     RTOL = ATOL =
             fp32 reference; information)        $RTOL_TF32_FP32REF     1e-2
  f16 outputs                                  RTOL = ATOL = $RTOL_F16  5e-3
  bf16 outputs                                 RTOL = ATOL = $RTOL_BF16 3e-2

fp32: summation order, fma contraction and libdevice differ from the CPU
in the last bits, over a training step's chained ops. tf32 steps are
compared with remat-run on the step with the kernels' input rounding
emulated (emulate_tf32.py): what is left is fp32-sized noise, except where
it moves a matmul input across a tf32 rounding boundary (one tf32 ulp,
2^-10, downstream); H200-measured worst 7.3e-3 (docs/GPU.md). Against the
plain fp32 reference the tf32 steps are off by up to 8.7e-2 (printed for
information only). A 16-bit output is rounded once more after its last op:
one ulp is 2^-10 (f16) or 2^-7 (bf16) relative, and a different f32 value
before the rounding moves it by that; the bounds allow about 5 (f16) and
4 (bf16) ulps.

Prints, per output, its element count, the worst |g - c| / (ATOL + RTOL
|c|) (<= 1 passes), where it is and both values there, and a summary line
for the step; exits 1 when any output fails, differs in dtype, shape or
count, or a file is missing or short. Plain Python (no NumPy needed).
"""
import ast
import json
import math
import os
import struct
import sys

KIND_RTOL = {"fp32": ("RTOL", 2e-3), "tf32": ("RTOL_TF32", 1e-2),
             "tf32-fp32ref": ("RTOL_TF32_FP32REF", 1e-2)}
DTYPE_RTOL = {"f16": ("RTOL_F16", 5e-3), "bf16": ("RTOL_BF16", 3e-2)}
FLOATS = ("f32", "f64", "f16", "bf16")


def tolerance(kind, dtype):
    """(rtol, atol) for an output of `dtype` in a step of `kind`."""
    if dtype not in FLOATS:
        return 0.0, 0.0
    env, default = KIND_RTOL[kind]
    rtol = float(os.environ.get(env, default))
    if dtype in DTYPE_RTOL:
        env, default = DTYPE_RTOL[dtype]
        rtol = max(rtol, float(os.environ.get(env, default)))
    return rtol, rtol


# .npy reading: the formats remat-run and aot_main write (version 1 or 2,
# little-endian, C order).
DESCR = {"<f4": ("f", 4), "<f8": ("d", 8), "<f2": ("e", 2), "<u2": ("H", 2),
         "<i8": ("q", 8), "<i4": ("i", 4), "<i2": ("h", 2), "|i1": ("b", 1),
         "|b1": ("?", 1)}


def read_npy(path):
    """(descr, shape, values as Python numbers) of a .npy file."""
    with open(path, "rb") as f:
        data = f.read()
    if data[:6] != b"\x93NUMPY":
        raise ValueError("%s: not a .npy file" % path)
    if data[6] == 1:
        (length,), start = struct.unpack("<H", data[8:10]), 10
    else:
        (length,), start = struct.unpack("<I", data[8:12]), 12
    header = ast.literal_eval(data[start:start + length].decode("latin1"))
    if header.get("fortran_order"):
        raise ValueError("%s: Fortran order" % path)
    code, size = DESCR[header["descr"]]
    shape = tuple(header["shape"])
    count = 1
    for d in shape:
        count *= d
    payload = data[start + length:]
    if len(payload) != count * size:
        raise ValueError("%s: %d data bytes, expected %d" % (
            path, len(payload), count * size))
    values = list(struct.unpack("<%d%s" % (count, code), payload))
    if header["descr"] == "<u2":  # bf16 as its raw bits
        values = [struct.unpack("<f", struct.pack("<I", v << 16))[0]
                  for v in values]
    return header["descr"], shape, values


def worst(cpu, gpu, rtol, atol):
    """(worst ratio, its index) of |g - c| / (atol + rtol |c|); inf for a
    NaN/infinity mismatch (or any difference when the tolerance is 0)."""
    ratio, where = 0.0, -1
    for i, (c, g) in enumerate(zip(cpu, gpu)):
        if c == g:
            continue
        if isinstance(c, float) and (math.isnan(c) or math.isinf(c) or
                                     math.isnan(g) or math.isinf(g)):
            if math.isnan(c) and math.isnan(g):
                continue
            return math.inf, i
        bound = atol + rtol * abs(c)
        r = abs(g - c) / bound if bound > 0 else math.inf
        if r > ratio:
            ratio, where = r, i
    return ratio, where


def compare(name, cpu, cpu_dir, gpu, gpu_dir, kind, out=sys.stdout):
    """Prints the per-output table; returns True when every output
    passes."""
    ok = True
    cpu_outputs, gpu_outputs = cpu["outputs"], gpu["outputs"]
    if len(cpu_outputs) != len(gpu_outputs):
        print("%s: FAIL: %d outputs on the GPU, %d on the CPU" % (
            name, len(gpu_outputs), len(cpu_outputs)), file=out)
        ok = False
    worst_step = 0.0
    for k, (co, go) in enumerate(zip(cpu_outputs, gpu_outputs)):
        dtype = co["dtype"]
        try:
            cd, cs, cv = read_npy(os.path.join(cpu_dir, "result_%d.npy" % k))
            gd, gs, gv = read_npy(os.path.join(gpu_dir, "result_%d.npy" % k))
        except (OSError, ValueError, KeyError) as e:
            print("%s: FAIL: output %d: %s" % (name, k, e), file=out)
            ok = False
            continue
        if cd != gd or cs != gs or go.get("dtype", dtype) != dtype:
            print("%s: FAIL: output %d is %s %s on the GPU, %s %s on the CPU"
                  % (name, k, gd, list(gs), cd, list(cs)), file=out)
            ok = False
            continue
        rtol, atol = tolerance(kind, dtype)
        ratio, i = worst(cv, gv, rtol, atol)
        passed = ratio <= 1.0
        ok = ok and passed
        worst_step = max(worst_step, ratio)
        where = ("at %d: gpu %.9g cpu %.9g" % (i, gv[i], cv[i])
                 if i >= 0 else "all equal")
        print("  %-34s out %-3d %-4s %10d  rtol %-7g worst %.3e %-5s %s" % (
            name, k, dtype, len(cv), rtol, ratio,
            "ok" if passed else "FAIL", where), file=out)
    print("%-34s %-6s %16d %16d %12.6f %.2e" % (
        name, "ok" if ok else "DIFF", gpu.get("device_peak_bytes", -1),
        cpu.get("peak_bytes", -1), gpu.get("time_s", -1), worst_step),
        file=out)
    return ok


def main(argv):
    if len(argv) != 7 or argv[6] not in KIND_RTOL:
        print(__doc__.split("\n\n")[0], file=sys.stderr)
        return 2
    name, cpu_json, cpu_dir, gpu_json, gpu_dir, kind = argv[1:]
    with open(cpu_json) as f:
        cpu = json.load(f)
    with open(gpu_json) as f:
        gpu = json.load(f)
    return 0 if compare(name, cpu, cpu_dir, gpu, gpu_dir, kind) else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
