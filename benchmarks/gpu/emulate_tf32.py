#!/usr/bin/env python3
"""emulate_tf32.py IN.mlir -o OUT.mlir [--identity] [--check] [--remat-opt PATH]

Writes IN's training step with tf32 rounding in front of both inputs of
every matmul that remat-lower-to-nvvm{tensor-cores=tf32} runs on the tensor
cores, so that `remat-run OUT.mlir` on the CPU computes what the tf32 kernels
compute up to summation order: the CPU reference of the NAME.tf32 steps in
run_on_gpu.sh (docs/GPUDeviceRuns.md, "Checking on an H200").

Why: the tf32 kernel (buildTF32Kernel in
lib/Codegen/GPU/MatmulMmaSync.cpp, MatmulWarpTiled.cpp) stages every element of
A and B through roundToTF32, `nvvm.convert.float.to.tf32 {rnd = rna}` =
PTX `cvt.rna.tf32.f32`, and accumulates the exact products of those in
f32 (mma.sync m16n8k8). Compared with remat-run's plain fp32 step its
outputs differ by the inputs' rounding (2^-11 relative each), which a
chained training step amplifies past any fp32-like tolerance. With the
same rounding applied here the two differ only by what fp32 steps differ
by (summation order, libdevice), so the check can be tight again.

The rounding (round_tf32_bits below; what ptxas makes of cvt.rna.tf32.f32,
bit for bit on all 2^32 inputs, see docs/GPU.md): a finite x (exponent
field not all ones; denormals included) gets 0x1000 (half of the tf32 ulp)
added to its bits as an integer, which rounds the 13 dropped mantissa bits
to nearest with ties away from zero and carries into the exponent (the
largest finite values round to infinity; no saturation); then the 13 low
bits are cleared. Infinities and NaNs are only masked (a NaN whose payload
lies in the 13 low bits alone becomes an infinity).

Which ops (matchMatmul in lib/Codegen/GPU/MatmulKernelConfig.cpp, on the bufferized step):
linalg.matmul and linalg.batch_matmul with the default indexing maps, two
inputs and one init, static shapes, and f32 A, B and C (an f32 C with bf16
or f16 inputs takes the half kernels, no tf32 rounding; f64 the FMA
kernel). On the tensor step that remat-run reads these are the
linalg.matmul / linalg.batch_matmul ops whose custom form has no
`indexing_maps` and whose three operand types are static f32 tensors: the
body the kernel checks (mulf, addf in C's type, extf for mixed types) is
implied by the operand types for these named ops, and bufferization keeps
static tensor shapes static. The input is first printed by remat-opt (one op
per line, custom form), so the rewrite reads a fixed format; any line with
one of these ops that it cannot read is an error. Transposed operands the
kernel reads through (folded linalg.transpose), a folded fill and a fused
epilogue change where values come from or go, not their rounding.
What a text rewrite cannot see (a pass before the kernels making a dynamic
shape static, or creating a matmul) is caught by --check: it lowers IN with
remat-lower-to-nvvm{tensor-cores=tf32 format=isa} and counts the kernels
with tf32 conversions right after remat-gpu-matmul-kernels; a count other
than the number of rounded matmuls is an error.

--identity writes the same step with the rounding's ops but an increment of
0 and a mask of all ones: the control, which must reproduce remat-run's
fp32 outputs bit for bit.

The inserted ops are linalg.generic on tensors; the function signature is
unchanged, so remat-run draws the same inputs (they depend on the seed and
each argument's position, type and remat.seed / remat.range attributes
only: include/remat/Runtime/HostData.h).
"""
import argparse
import os
import re
import shutil
import subprocess
import sys

import numpy as np

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))

HALF_ULP = 0x1000       # bit 12: the highest of the 13 dropped bits
MASK = 0xFFFFE000       # sign, exponent and the 10 mantissa bits tf32 keeps
EXPONENT = 0x7F800000   # all ones: infinity or NaN
ABS = 0x7FFFFFFF


def round_tf32_bits(bits):
    """cvt.rna.tf32.f32 on f32 bit patterns (uint32 array): the result's
    bits, in an f32 whose 13 low mantissa bits are zero."""
    bits = np.asarray(bits, dtype=np.uint32)
    finite = (bits & np.uint32(ABS)) < np.uint32(EXPONENT)
    rounded = np.where(finite, bits + np.uint32(HALF_ULP), bits)
    return rounded & np.uint32(MASK)


def round_tf32(x):
    """round_tf32_bits on float32 values."""
    x = np.asarray(x, dtype=np.float32)
    return round_tf32_bits(x.view(np.uint32)).view(np.float32)


def find_remat_opt(explicit=None):
    for candidate in (explicit, os.environ.get("REMAT_OPT"),
                      os.path.join(ROOT, "build", "bin", "remat-opt"),
                      shutil.which("remat-opt")):
        if candidate and os.access(candidate, os.X_OK):
            return candidate
    sys.exit("emulate_tf32.py: no remat-opt (--remat-opt, $REMAT_OPT, "
             "build/bin or PATH)")


def split_top(s, sep=","):
    """s split at `sep` outside <>, (), [] and {}."""
    parts, depth, start = [], 0, 0
    for i, ch in enumerate(s):
        if ch in "<([{":
            depth += 1
        elif ch in ">)]}":
            depth -= 1
        elif ch == sep and depth == 0:
            parts.append(s[start:i].strip())
            start = i + 1
    parts.append(s[start:].strip())
    return [p for p in parts if p]


def group(s, start):
    """(contents, end) of the parenthesized group opening at s[start]."""
    depth = 0
    for i in range(start, len(s)):
        depth += {"(": 1, ")": -1}.get(s[i], 0)
        if depth == 0:
            return s[start + 1:i], i + 1
    raise ValueError("unbalanced parentheses")


MATMUL = re.compile(
    r"^(?P<indent>\s*)(?P<results>%[\w$.-]+(?::\d+)?\s*=\s*)?"
    r"linalg\.(?P<op>matmul|batch_matmul)(?![\w.])(?P<rest>.*)$")
STATIC_F32_TENSOR = re.compile(r"^tensor<(?:\d+x)+f32>$")


def parse_matmul(line):
    """None for a line without linalg.matmul / linalg.batch_matmul;
    otherwise a dict: the operands and types, whether the tf32 kernel takes
    it ('tf32') and why not ('why'). ValueError for a line it cannot read."""
    m = MATMUL.match(line)
    if not m:
        if re.search(r"linalg\.(matmul|batch_matmul)(?![\w.])", line):
            raise ValueError("cannot read: " + line.strip())
        return None
    rest = m.group("rest")
    ins_at, outs_at = rest.find("ins("), rest.find("outs(")
    if ins_at < 0 or outs_at < ins_at:
        raise ValueError("no ins(...) outs(...): " + line.strip())
    ins, ins_end = group(rest, ins_at + 3)
    outs, _ = group(rest, outs_at + 4)
    prefix = rest[:ins_at]
    operands, _, types = ins.partition(" : ")
    operands, types = split_top(operands), split_top(types)
    out_operands, _, out_types = outs.partition(" : ")
    out_types = split_top(out_types)
    if len(operands) != len(types) or len(split_top(out_operands)) != len(out_types):
        raise ValueError("cannot read the operands: " + line.strip())
    info = {"line": line, "indent": m.group("indent"), "op": m.group("op"),
            "operands": operands, "types": types, "out_types": out_types,
            "ins_span": (ins_at, ins_end), "rest": rest, "head":
            line[:len(line) - len(rest)], "tf32": False, "why": ""}
    if len(operands) != 2 or len(out_types) != 1:
        info["why"] = "not two inputs and one init"
    elif "indexing_maps" in prefix:
        info["why"] = "not the default indexing maps"
    elif any(t.startswith("memref<") for t in types + out_types):
        raise ValueError("memref operands (a bufferized step): " + line.strip())
    elif not all(STATIC_F32_TENSOR.match(t) for t in types + out_types):
        info["why"] = "not static f32 tensors"
    else:
        info["tf32"] = True
    return info


def rounding_generic(name, value, ty, indent, identity):
    """Lines of a linalg.generic %name = tf32-rounded `value` (of tensor
    type `ty`)."""
    rank = ty.count("x")
    dims = ", ".join("d%d" % i for i in range(rank))
    amap = "affine_map<(%s) -> (%s)>" % (dims, dims)
    iterators = ", ".join(['"parallel"'] * rank)
    inc, mask = (0, -1) if identity else (HALF_ULP, MASK - (1 << 32))
    v = name + "_"
    body = [
        "^bb0(%sx: f32, %so: f32):" % (v, v),
        "  %sinc = arith.constant %d : i32" % (v, inc),
        "  %szero = arith.constant 0 : i32" % v,
        "  %smask = arith.constant %d : i32" % (v, mask),
        "  %sabsmask = arith.constant %d : i32" % (v, ABS),
        "  %sexp = arith.constant %d : i32" % (v, EXPONENT),
        "  %si = arith.bitcast %sx : f32 to i32" % (v, v),
        "  %sabs = arith.andi %si, %sabsmask : i32" % (v, v, v),
        # Finite (denormals included): |bits| below the infinity's.
        "  %sfinite = arith.cmpi ult, %sabs, %sexp : i32" % (v, v, v),
        "  %sadd = arith.select %sfinite, %sinc, %szero : i32" % (v, v, v, v),
        "  %ssum = arith.addi %si, %sadd : i32" % (v, v, v),
        "  %sr = arith.andi %ssum, %smask : i32" % (v, v, v),
        "  %sy = arith.bitcast %sr : i32 to f32" % (v, v),
        "  linalg.yield %sy : f32" % v,
    ]
    lines = ["%s = tensor.empty() : %s" % (name + "_empty", ty),
             "%s = linalg.generic {indexing_maps = [%s, %s], iterator_types = "
             "[%s]} ins(%s : %s) outs(%s : %s) {" % (
                 name, amap, amap, iterators, value, ty, name + "_empty", ty)]
    lines += body + ["} -> " + ty]
    return [indent + line for line in lines]


def rewrite(text, identity=False):
    """(the rewritten text, number of rounded matmuls, [(line, why)] of the
    matmuls left as they are)."""
    if "%tf32_" in text:
        raise ValueError("the input already has %tf32_ names")
    out, count, left = [], 0, []
    for line in text.split("\n"):
        info = parse_matmul(line)
        if info is None or not info["tf32"]:
            if info is not None:
                left.append((line.strip(), info["why"]))
            out.append(line)
            continue
        names = []
        for k, (value, ty) in enumerate(zip(info["operands"], info["types"])):
            name = "%%tf32_%d%s" % (count, "ab"[k])
            out += rounding_generic(name, value, ty, info["indent"], identity)
            names.append(name)
        start, end = info["ins_span"]
        rest = info["rest"]
        ins = "ins(%s : %s)" % (", ".join(names), ", ".join(info["types"]))
        out.append(info["head"] + rest[:start] + ins + rest[end:])
        count += 1
    return "\n".join(out), count, left


def normalize(path, remat_opt):
    """IN printed by remat-opt: custom form, one op per line."""
    return subprocess.run([remat_opt, path], check=True, capture_output=True,
                          text=True).stdout


def count_tf32_kernels(path, remat_opt):
    """The number of gpu.launch kernels with tf32 conversions right after
    remat-gpu-matmul-kernels in remat-lower-to-nvvm{tensor-cores=tf32}
    (the only launches at that point are the matmul kernels)."""
    pipeline = ("builtin.module(remat-lower-to-nvvm{chip=sm_90a format=isa "
                "tensor-cores=tf32})")
    run = subprocess.run([remat_opt, path, "--pass-pipeline=" + pipeline,
                          "--mlir-print-ir-after=remat-gpu-matmul-kernels",
                          "-o", os.devnull], check=True, capture_output=True,
                         text=True)
    launches, launch = set(), -1
    for line in run.stderr.split("\n"):
        if re.search(r"\bgpu\.launch\b", line):
            launch += 1
        elif "nvvm.convert.float.to.tf32" in line and launch >= 0:
            launches.add(launch)
    return len(launches)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("input")
    parser.add_argument("-o", "--output", required=True)
    parser.add_argument("--identity", action="store_true",
                        help="increment 0, mask all ones (the control)")
    parser.add_argument("--check", action="store_true",
                        help="compare the count with the tf32 kernels of "
                        "remat-lower-to-nvvm{tensor-cores=tf32}")
    parser.add_argument("--remat-opt", help="default: $REMAT_OPT, build/bin, PATH")
    args = parser.parse_args(argv)
    remat_opt = find_remat_opt(args.remat_opt)
    try:
        text, count, left = rewrite(normalize(args.input, remat_opt),
                                    args.identity)
    except ValueError as e:
        sys.exit("emulate_tf32.py: %s: %s" % (args.input, e))
    with open(args.output, "w") as f:
        f.write(text)
    print("%s: %s %d matmuls (%d left: %s)" % (
        args.input, "identity-wrapped" if args.identity else "tf32-rounded",
        count, len(left), "; ".join(sorted({w for _, w in left})) or "none"),
        file=sys.stderr)
    if args.check:
        kernels = count_tf32_kernels(args.input, remat_opt)
        if kernels != count:
            sys.exit("emulate_tf32.py: %s: %d matmuls rounded, but "
                     "remat-lower-to-nvvm{tensor-cores=tf32} builds %d tf32 "
                     "kernels" % (args.input, count, kernels))
    return 0


if __name__ == "__main__":
    sys.exit(main())
