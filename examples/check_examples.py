#!/usr/bin/env python3
"""Developer check: execute the bundled examples with stock MLIR tools and
compare the loss and every gradient against independent numpy references.

For each example this script
  1. reads the `@train_step` signature from the .mlir file,
  2. appends a generated `@main` that builds deterministic inputs (an integer
     hash of each element's flat index, computed identically in numpy), sets
     %dloss = DLOSS, calls `@train_step` and prints every result with
     `printMemrefF32`,
  3. lowers with stock `mlir-opt` and runs with `mlir-runner` (float32),
  4. recomputes the loss and all gradients in numpy (float64, hand-written
     forward + analytic backward, independent of the generator), and
  5. validates the numpy analytic gradients themselves with central finite
     differences (float64) on a few random entries of every parameter, and
     compares those entries against the MLIR gradients too.

Tolerances (float32 execution vs float64 reference):
  * loss:                |mlir - ref| <= 1e-4 * |ref|
  * each gradient G:     max|mlir - ref| <= 1e-3 * scale(G)   (normwise rel.)
    where scale(G) = max(max|ref(G)|, 1e-4 * largest |gradient entry| of the
    model).  The floor matters for the k_proj biases, whose exact gradient is
    zero (softmax is invariant to adding q.b_k to every score of a row), so the
    float32 result is pure round-off (~1e-10).
  * finite differences:  |fd - ref| <= 1e-6 * scale(G) + 1e-9 (float64 check
                         of the numpy backward) and
                         |fd - mlir| <= 1e-3 * scale(G) (float32 check)
printMemrefF32 prints 6 significant digits, which is well inside these.

Usage: python3 examples/check_examples.py [--keep DIR] [--examples mlp,transformer]
Exit status 0 iff every comparison passes.
"""

import argparse
import math
import os
import re
import subprocess
import sys
import tempfile
import time

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
LLVM_BIN = "/usr/lib/llvm-22/bin"
LLVM_LIB = "/usr/lib/llvm-22/lib"
PIPELINE = [
    "--one-shot-bufferize=bufferize-function-boundaries "
    "function-boundary-type-conversion=identity-layout-map",
    "--buffer-deallocation-pipeline",
    "--convert-linalg-to-loops",
    "--convert-scf-to-cf",
    "--expand-strided-metadata",
    "--lower-affine",
    "--finalize-memref-to-llvm",
    "--convert-math-to-llvm",
    "--convert-arith-to-llvm",
    "--convert-cf-to-llvm",
    "--convert-func-to-llvm",
    "--convert-index-to-llvm",
    "--reconcile-unrealized-casts",
]
DLOSS = 0.75  # cotangent fed to the step; != 1 so a missing multiply shows up

LOSS_RTOL = 1e-4
GRAD_RTOL = 1e-3
FD_REF_RTOL = 1e-6
FD_SAMPLES = 3
FD_H = 1e-5
GRAD_FLOOR = 1e-4  # relative to the largest gradient entry of the model

# ----------------------------------------------------------------------------
# Deterministic inputs: u = hash(flat_index, k) / 2^32, v = offset + scale*(2u-1)
# ----------------------------------------------------------------------------
M32 = 0xFFFFFFFF
H1, H2 = 2654435761, 2246822519


def hash_np(flat, k):
    h = (flat.astype(np.uint64) * np.uint64(H1) + np.uint64(97 * k + 1)) & np.uint64(M32)
    h ^= h >> np.uint64(15)
    h = (h * np.uint64(H2)) & np.uint64(M32)
    h ^= h >> np.uint64(13)
    return h


def make_input(shape, k, scale, offset):
    flat = np.arange(int(np.prod(shape)), dtype=np.uint64)
    u = hash_np(flat, k).astype(np.float64) * 2.0 ** -32
    v = (u * 2.0 - 1.0) * scale + offset
    return v.astype(np.float32).reshape(shape)


def init_spec(name, shape):
    """(scale, offset) of the generated value for argument `name`."""
    if name == "x":
        return 1.0, 0.0
    if name == "target":
        return 0.5, 0.0
    if name.endswith("ln1_weight") or name.endswith("ln2_weight") or name == "ln_f_weight":
        return 0.2, 1.0
    if name.endswith("weight"):  # uniform with variance 1/fan_in
        return math.sqrt(3.0 / shape[0]), 0.0
    return 0.1, 0.0  # biases, layernorm betas


def mlir_input_generic(name, ty, shape, k, scale, offset):
    """MLIR text of a linalg.generic producing the same values as make_input."""
    rank = len(shape)
    strides = [int(np.prod(shape[i + 1:])) for i in range(rank)]
    idmap = "affine_map<(%s) -> (%s)>" % ((", ".join("d%d" % i for i in range(rank)),) * 2)
    p = "%%%s_" % name
    L = []
    L.append("    %sempty = tensor.empty() : %s" % (p, ty))
    L.append("    %%%s = linalg.generic {indexing_maps = [%s], iterator_types = [%s]} "
             "outs(%sempty : %s) {" % (name, idmap, ", ".join(['"parallel"'] * rank), p, ty))
    L.append("    ^bb0(%sout: f32):" % p)
    acc = None
    for d in range(rank):
        L.append("      %si%d = linalg.index %d : index" % (p, d, d))
        L.append("      %sst%d = arith.constant %d : index" % (p, d, strides[d]))
        L.append("      %sm%d = arith.muli %si%d, %sst%d : index" % (p, d, p, d, p, d))
        term = "%sm%d" % (p, d)
        if acc is None:
            acc = term
        else:
            L.append("      %sacc%d = arith.addi %s, %s : index" % (p, d, acc, term))
            acc = "%sacc%d" % (p, d)
    if acc is None:
        L.append("      %szero = arith.constant 0 : index" % p)
        acc = "%szero" % p
    L += [
        "      %sf = arith.index_cast %s : index to i64" % (p, acc),
        "      %sh1 = arith.constant %d : i64" % (p, H1),
        "      %sh2 = arith.constant %d : i64" % (p, H2),
        "      %sk = arith.constant %d : i64" % (p, 97 * k + 1),
        "      %smask = arith.constant %d : i64" % (p, M32),
        "      %ss15 = arith.constant 15 : i64" % p,
        "      %ss13 = arith.constant 13 : i64" % p,
        "      %sa0 = arith.muli %sf, %sh1 : i64" % (p, p, p),
        "      %sa1 = arith.addi %sa0, %sk : i64" % (p, p, p),
        "      %sa2 = arith.andi %sa1, %smask : i64" % (p, p, p),
        "      %sa3 = arith.shrui %sa2, %ss15 : i64" % (p, p, p),
        "      %sa4 = arith.xori %sa2, %sa3 : i64" % (p, p, p),
        "      %sa5 = arith.muli %sa4, %sh2 : i64" % (p, p, p),
        "      %sa6 = arith.andi %sa5, %smask : i64" % (p, p, p),
        "      %sa7 = arith.shrui %sa6, %ss13 : i64" % (p, p, p),
        "      %sa8 = arith.xori %sa6, %sa7 : i64" % (p, p, p),
        "      %su0 = arith.uitofp %sa8 : i64 to f64" % (p, p),
        "      %sinv = arith.constant %r : f64" % (p, 2.0 ** -32),
        "      %stwo = arith.constant 2.0 : f64" % p,
        "      %sone = arith.constant 1.0 : f64" % p,
        "      %sscale = arith.constant %r : f64" % (p, float(scale)),
        "      %soffset = arith.constant %r : f64" % (p, float(offset)),
        "      %su1 = arith.mulf %su0, %sinv : f64" % (p, p, p),
        "      %su2 = arith.mulf %su1, %stwo : f64" % (p, p, p),
        "      %su3 = arith.subf %su2, %sone : f64" % (p, p, p),
        "      %su4 = arith.mulf %su3, %sscale : f64" % (p, p, p),
        "      %su5 = arith.addf %su4, %soffset : f64" % (p, p, p),
        "      %sv = arith.truncf %su5 : f64 to f32" % (p, p),
        "      linalg.yield %sv : f32" % p,
        "    } -> %s" % ty,
    ]
    return L


def parse_signature(text):
    m = re.search(r"func\.func @train_step\((.*?)\)\s*->\s*\((.*?)\)\s*\{", text, re.S)
    args = re.findall(r"%(\w+):\s*(tensor<[^>]*>)", m.group(1))
    results = re.findall(r"tensor<[^>]*>", m.group(2))
    return args, results


def shape_of(ty):
    dims = ty[len("tensor<"):-1].split("x")[:-1]
    return tuple(int(d) for d in dims)


def build_main(text):
    """Return (module text with @main, {arg name: numpy value})."""
    args, results = parse_signature(text)
    values = {}
    L = ["  func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}",
         "  func.func @main() {"]
    k = 0
    for name, ty in args:
        shape = shape_of(ty)
        if name == "dloss":
            L.append("    %%dloss = arith.constant dense<%r> : tensor<f32>" % DLOSS)
            values[name] = np.float32(DLOSS)
            continue
        scale, offset = init_spec(name, shape)
        L += mlir_input_generic(name, ty, shape, k, scale, offset)
        values[name] = make_input(shape, k, scale, offset)
        k += 1
    n = len(results)
    L.append("    %%res:%d = func.call @train_step(%s) : (%s) -> (%s)" % (
        n, ", ".join("%" + a for a, _ in args), ", ".join(t for _, t in args),
        ", ".join(results)))
    for i, ty in enumerate(results):
        mty = "memref" + ty[len("tensor"):]
        L.append("    %%buf%d = bufferization.to_buffer %%res#%d : %s to %s" % (i, i, ty, mty))
        L.append("    %%ubuf%d = memref.cast %%buf%d : %s to memref<*xf32>" % (i, i, mty))
        L.append("    func.call @printMemrefF32(%%ubuf%d) : (memref<*xf32>) -> ()" % i)
    L.append("    return")
    L.append("  }")
    body = text.rstrip()
    assert body.endswith("}")
    return body[:-1] + "\n".join(L) + "\n}\n", values, [shape_of(t) for t in results]


NUM = re.compile(r"[-+]?(?:\d+\.?\d*(?:[eE][-+]?\d+)?|nan|inf)")


def parse_output(out, shapes):
    blocks = out.split("Unranked Memref")[1:]
    assert len(blocks) == len(shapes), (len(blocks), len(shapes))
    res = []
    for blk, shape in zip(blocks, shapes):
        data = blk.split("data =", 1)[1]
        vals = np.array([float(v) for v in NUM.findall(data)], dtype=np.float64)
        assert vals.size == max(1, int(np.prod(shape))), (vals.size, shape)
        res.append(vals.reshape(shape))
    return res


def run_mlir(path, keep_dir):
    text = open(path).read()
    module, values, shapes = build_main(text)
    base = os.path.splitext(os.path.basename(path))[0]
    src = os.path.join(keep_dir, base + ".main.mlir")
    low = os.path.join(keep_dir, base + ".llvm.mlir")
    with open(src, "w") as f:
        f.write(module)
    t0 = time.time()
    subprocess.run([os.path.join(LLVM_BIN, "mlir-opt"), src] + PIPELINE + ["-o", low], check=True)
    t1 = time.time()
    libs = ",".join(os.path.join(LLVM_LIB, l) for l in
                    ("libmlir_runner_utils.so", "libmlir_c_runner_utils.so"))
    r = subprocess.run([os.path.join(LLVM_BIN, "mlir-runner"), low, "-e", "main", "-O3",
                        "-entry-point-result=void", "-shared-libs=" + libs],
                       check=True, capture_output=True, text=True)
    t2 = time.time()
    print("  lowered in %.1fs, ran in %.1fs" % (t1 - t0, t2 - t1))
    return parse_output(r.stdout, shapes), values


# ----------------------------------------------------------------------------
# numpy references (float64): forward returning the loss, and analytic backward.
# Parameter dictionaries are keyed by MLIR argument name (dots -> underscores).
# ----------------------------------------------------------------------------


def mlp_names(nl=4):
    return [n for i in range(nl) for n in ("layers_%d_fc_weight" % i, "layers_%d_fc_bias" % i)]


def mlp_forward(v, want_grad=False, dloss=1.0):
    nl = len(mlp_names()) // 2
    hs = [v["x"]]
    for i in range(nl):
        z = hs[-1] @ v["layers_%d_fc_weight" % i] + v["layers_%d_fc_bias" % i]
        hs.append(np.tanh(z) if i < nl - 1 else z)
    diff = hs[-1] - v["target"]
    loss = np.mean(diff ** 2)
    if not want_grad:
        return loss
    g = {}
    dz = dloss * 2.0 / diff.size * diff
    for i in reversed(range(nl)):
        g["layers_%d_fc_weight" % i] = hs[i].T @ dz
        g["layers_%d_fc_bias" % i] = dz.sum(0)
        if i > 0:
            dz = (dz @ v["layers_%d_fc_weight" % i].T) * (1.0 - hs[i] ** 2)
    return loss, g


TF = dict(B=2, S=64, D=128, H=4, L=2, eps=1e-5)
GC, GA = math.sqrt(2.0 / math.pi), 0.044715


def tf_names():
    names = []
    for l in range(TF["L"]):
        p = "layers_%d_" % l
        names += [p + "ln1_weight", p + "ln1_bias"]
        for proj in ("q", "k", "v", "o"):
            names += [p + "attn_%s_proj_weight" % proj, p + "attn_%s_proj_bias" % proj]
        names += [p + "ln2_weight", p + "ln2_bias", p + "mlp_fc1_weight", p + "mlp_fc1_bias",
                  p + "mlp_fc2_weight", p + "mlp_fc2_bias"]
    return names + ["ln_f_weight", "ln_f_bias"]


def np_ln(x, g, b):
    mu = x.mean(-1, keepdims=True)
    xc = x - mu
    rstd = 1.0 / np.sqrt((xc ** 2).mean(-1, keepdims=True) + TF["eps"])
    xhat = xc * rstd
    return xhat * g + b, (xhat, rstd)


def np_ln_back(dy, cache, g):
    xhat, rstd = cache
    dxhat = dy * g
    dx = rstd * (dxhat - dxhat.mean(-1, keepdims=True)
                 - xhat * (dxhat * xhat).mean(-1, keepdims=True))
    return dx, (dy * xhat).sum(0), dy.sum(0)


def np_gelu(x):
    return 0.5 * x * (1.0 + np.tanh(GC * (x + GA * x ** 3)))


def np_gelu_grad(x):
    t = np.tanh(GC * (x + GA * x ** 3))
    return 0.5 * (1.0 + t) + 0.5 * x * (1.0 - t ** 2) * GC * (1.0 + 3.0 * GA * x ** 2)


def tf_forward(v, want_grad=False, dloss=1.0):
    B, S, D, H = TF["B"], TF["S"], TF["D"], TF["H"]
    dh = D // H
    T = B * S
    scale = 1.0 / math.sqrt(dh)
    causal = np.tril(np.ones((S, S), dtype=bool))

    def heads(a):  # [T, D] -> [B, H, S, dh]
        return a.reshape(B, S, H, dh).transpose(0, 2, 1, 3)

    def unheads(a):  # [B, H, S, dh] -> [T, D]
        return a.transpose(0, 2, 1, 3).reshape(T, D)

    h = v["x"].reshape(T, D)
    caches = []
    for l in range(TF["L"]):
        p = "layers_%d_" % l
        c = {"h": h}
        a, c["ln1"] = np_ln(h, v[p + "ln1_weight"], v[p + "ln1_bias"])
        q, k, vv = (heads(a @ v[p + "attn_%s_proj_weight" % n] + v[p + "attn_%s_proj_bias" % n])
                    for n in "qkv")
        s = np.where(causal, (q @ k.transpose(0, 1, 3, 2)) * scale, -np.inf)
        e = np.exp(s - s.max(-1, keepdims=True))
        pr = e / e.sum(-1, keepdims=True)
        ctx = unheads(pr @ vv)
        h1 = h + ctx @ v[p + "attn_o_proj_weight"] + v[p + "attn_o_proj_bias"]
        a2, c["ln2"] = np_ln(h1, v[p + "ln2_weight"], v[p + "ln2_bias"])
        f = a2 @ v[p + "mlp_fc1_weight"] + v[p + "mlp_fc1_bias"]
        gl = np_gelu(f)
        h = h1 + gl @ v[p + "mlp_fc2_weight"] + v[p + "mlp_fc2_bias"]
        c.update(a=a, q=q, k=k, v=vv, p=pr, ctx=ctx, a2=a2, f=f, g=gl)
        caches.append(c)
    y, lnf = np_ln(h, v["ln_f_weight"], v["ln_f_bias"])
    diff = y - v["target"].reshape(T, D)
    loss = np.mean(diff ** 2)
    if not want_grad:
        return loss
    g = {}
    dy = dloss * 2.0 / diff.size * diff
    dh_, g["ln_f_weight"], g["ln_f_bias"] = np_ln_back(dy, lnf, v["ln_f_weight"])
    for l in reversed(range(TF["L"])):
        p = "layers_%d_" % l
        c = caches[l]
        g[p + "mlp_fc2_weight"] = c["g"].T @ dh_
        g[p + "mlp_fc2_bias"] = dh_.sum(0)
        df = (dh_ @ v[p + "mlp_fc2_weight"].T) * np_gelu_grad(c["f"])
        g[p + "mlp_fc1_weight"] = c["a2"].T @ df
        g[p + "mlp_fc1_bias"] = df.sum(0)
        dx2, g[p + "ln2_weight"], g[p + "ln2_bias"] = np_ln_back(
            df @ v[p + "mlp_fc1_weight"].T, c["ln2"], v[p + "ln2_weight"])
        dh1 = dh_ + dx2
        g[p + "attn_o_proj_weight"] = c["ctx"].T @ dh1
        g[p + "attn_o_proj_bias"] = dh1.sum(0)
        dctx = heads(dh1 @ v[p + "attn_o_proj_weight"].T)
        dp = dctx @ c["v"].transpose(0, 1, 3, 2)
        dv = c["p"].transpose(0, 1, 3, 2) @ dctx
        ds = c["p"] * (dp - (dp * c["p"]).sum(-1, keepdims=True)) * scale
        dq = ds @ c["k"]
        dk = ds.transpose(0, 1, 3, 2) @ c["q"]
        da = 0.0
        for n, dd in (("q", dq), ("k", dk), ("v", dv)):
            d2 = unheads(dd)
            g[p + "attn_%s_proj_weight" % n] = c["a"].T @ d2
            g[p + "attn_%s_proj_bias" % n] = d2.sum(0)
            da = da + d2 @ v[p + "attn_%s_proj_weight" % n].T
        dx1, g[p + "ln1_weight"], g[p + "ln1_bias"] = np_ln_back(da, c["ln1"], v[p + "ln1_weight"])
        dh_ = dh1 + dx1
    return loss, g


EXAMPLES = {
    "mlp": ("mlp_train_step.mlir", mlp_forward, mlp_names),
    "transformer": ("transformer_train_step.mlir", tf_forward, tf_names),
}


def split_top_level_ops(text):
    """Top-level ops of @train_step as (full text incl. region, loc) pairs.
    Relies on the generator's layout: top-level ops are indented 4 spaces,
    region bodies 6, and a generic's loc sits on its closing `} -> ...` line."""
    lines = text.split("\n")
    start = next(i for i, l in enumerate(lines) if l.rstrip().endswith(") {")
                 and "func.func" in "".join(lines[max(0, i - 40):i + 1]))
    ops, cur = [], None
    for line in lines[start + 1:]:
        if line.startswith("  }"):
            break
        cur = line if cur is None else cur + "\n" + line
        if line.startswith("    ") and not line.startswith("     ") and \
                not line.startswith("    ^") and line.rstrip().endswith(")") and "loc(" in line:
            ops.append((cur, re.search(r'loc\("([^"]*)"\)\s*$', line).group(1)))
            cur = None
    assert cur is None, "unterminated op: %r" % cur
    return ops


def check_structure(text):
    """Conventions checks: every op (nested ones too) has a name loc; forward
    ops (before the first op depending on %dloss) are not `backward.*`, and all
    later ops are; no tensor is the init of two ops.  Returns (ok, summary)."""
    ok = True
    for line in text.split("\n"):
        l = line.strip()
        if ("= " in l or l.startswith("linalg.yield") or l.startswith("return")) \
                and l.startswith(("%", "linalg.yield", "return")) and "loc(" not in l \
                and "linalg.generic" not in l:
            print("  missing loc:", l[:80])
            ok = False
    ops = split_top_level_ops(text)
    tainted, first = {"%dloss"}, None
    for i, (op, loc) in enumerate(ops):
        defs = set(re.findall(r"(%[\w]+)(?=(?::\s*f32|\s*=))", op))
        uses = set(re.findall(r"%[\w]+", op)) - defs
        if uses & tainted:
            tainted |= defs
            if first is None:
                first = i
    if first is None:
        print("  no op depends on %dloss")
        return False, ""
    for i, (op, loc) in enumerate(ops):
        if loc == "return":
            continue
        if (i >= first) != loc.startswith("backward."):
            print("  misplaced loc %r in %s:" % (loc, "backward" if i >= first else "forward"),
                  op.split("\n")[0].strip()[:80])
            ok = False
    inits = re.findall(r"outs\((%\w+)", text)
    dup = {x for x in inits if inits.count(x) > 1}
    if dup:
        print("  tensors used as init of several ops:", sorted(dup))
        ok = False
    summary = "%d top-level ops (%d forward, %d backward incl. return); first gradient op: %s" % (
        len(ops), first, len(ops) - first, ops[first][0].strip()[:60])
    return ok, summary


def check(key, keep_dir, rng):
    fname, forward, names = EXAMPLES[key]
    print("== %s (%s)" % (key, fname))
    ok, summary = check_structure(open(os.path.join(HERE, fname)).read())
    print("  structure %s: %s" % ("ok" if ok else "FAIL", summary))
    outs, values = run_mlir(os.path.join(HERE, fname), keep_dir)
    v64 = {k: np.asarray(x, dtype=np.float64) for k, x in values.items() if k != "dloss"}
    loss_ref, g_ref = forward(v64, want_grad=True, dloss=DLOSS)
    loss_mlir = float(outs[0])
    lerr = abs(loss_mlir - loss_ref) / abs(loss_ref)
    good = lerr <= LOSS_RTOL
    ok &= good
    print("  loss      mlir=%.7g ref=%.7g rel.err=%.2e %s" % (loss_mlir, loss_ref, lerr,
                                                             "ok" if good else "FAIL"))
    floor = GRAD_FLOOR * max(np.abs(g).max() for g in g_ref.values())
    print("  %-28s %-10s %10s %10s %10s  %s" % ("gradient", "shape", "scale", "max.abs",
                                                 "rel", "fd(ref/mlir)"))
    for name, got in zip(names(), outs[1:]):
        ref = g_ref[name]
        assert got.shape == ref.shape, (name, got.shape, ref.shape)
        gmax = max(np.abs(ref).max(), floor)
        aerr = np.abs(got - ref).max()
        rel = aerr / gmax
        good = rel <= GRAD_RTOL
        # Central finite differences (float64) on a few random entries.
        fd_ref, fd_mlir = 0.0, 0.0
        for _ in range(FD_SAMPLES):
            idx = tuple(rng.integers(0, s) for s in ref.shape)
            orig = v64[name][idx]
            v64[name][idx] = orig + FD_H
            lp = forward(v64)
            v64[name][idx] = orig - FD_H
            lm = forward(v64)
            v64[name][idx] = orig
            fd = DLOSS * (lp - lm) / (2 * FD_H)
            fd_ref = max(fd_ref, abs(fd - ref[idx]) / gmax)
            fd_mlir = max(fd_mlir, abs(fd - got[idx]) / gmax)
        good &= fd_ref <= FD_REF_RTOL + 1e-9 / gmax and fd_mlir <= GRAD_RTOL
        ok &= good
        print("  %-28s %-10s %10.3e %10.3e %10.3e  %.1e/%.1e %s" % (
            name, "x".join(map(str, ref.shape)), gmax, aerr, rel, fd_ref, fd_mlir,
            "ok" if good else "FAIL"))
    return ok


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--keep", help="directory for the generated/lowered MLIR (default: temp)")
    ap.add_argument("--examples", default="mlp,transformer")
    args = ap.parse_args()
    rng = np.random.default_rng(0)
    ok = True
    with tempfile.TemporaryDirectory() as tmp:
        keep = args.keep or tmp
        os.makedirs(keep, exist_ok=True)
        for key in args.examples.split(","):
            ok &= check(key, keep, rng)
    print("ALL OK" if ok else "SOME CHECKS FAILED")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
