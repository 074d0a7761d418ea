"""benchmarks/gpu/emulate_tf32.py: the tf32-emulated CPU reference of the
device check's NAME.tf32 steps. Needs remat-opt and remat-run (a build of
this checkout, $REMAT_OPT / $REMAT_RUN or PATH); skipped without them."""
import importlib.util
import os
import shutil
import subprocess

import numpy as np
import pytest

from conftest import ROOT, find_remat_run

SCRIPT = os.path.join(ROOT, "benchmarks", "gpu", "emulate_tf32.py")
spec = importlib.util.spec_from_file_location("emulate_tf32", SCRIPT)
emulate = importlib.util.module_from_spec(spec)
spec.loader.exec_module(emulate)

MLP = os.path.join(ROOT, "examples", "models", "mlp.mlir")

# cvt.rna.tf32.f32 of hand-picked f32 bit patterns (as an H200 computes it;
# docs/GPU.md): round to nearest, ties away from zero, on the 13 dropped bits.
CVT_RNA = [
    (0x3F800000, 0x3F800000),  # 1.0
    (0x3F800FFF, 0x3F800000),  # just below half a tf32 ulp: down
    (0x3F801000, 0x3F802000),  # tie, odd neighbour below: up
    (0x3F805000, 0x3F806000),  # tie, even neighbour below: still away
    (0xBF805000, 0xBF806000),  # negative tie: away from zero
    (0x3FFFF000, 0x40000000),  # largest mantissa: carries into the exponent
    (0x3FFFFFFF, 0x40000000),
    (0x7F7FFFFF, 0x7F800000),  # largest finite: infinity (no saturation)
    (0x7F7FF000, 0x7F800000),
    (0x00000FFF, 0x00000000),  # denormals round like normals
    (0x00001000, 0x00002000),
    (0x007FFFFF, 0x00800000),  # largest denormal: smallest normal
    (0x80001000, 0x80002000),
    (0x80000000, 0x80000000),  # -0
    (0x7F800000, 0x7F800000),  # +-inf stay
    (0xFF800000, 0xFF800000),
    (0x7FC00000, 0x7FC00000),  # NaNs are masked, not rounded
    (0x7FFFFFFF, 0x7FFFE000),
    (0xFFFFFFFF, 0xFFFFE000),
    (0x7F800001, 0x7F800000),  # payload in the low bits only: infinity
]


def tools():
    run = find_remat_run()
    opt = os.environ.get("REMAT_OPT") or os.path.join(ROOT, "build", "bin", "remat-opt")
    if not os.access(opt, os.X_OK):
        opt = shutil.which("remat-opt")
    if not run or not opt:
        pytest.skip("needs remat-opt and remat-run")
    return opt, run


def run_step(run, path, directory, inputs=()):
    os.makedirs(directory, exist_ok=True)
    flags = []
    for k, a in enumerate(inputs):
        np.save(os.path.join(directory, "in_%d.npy" % k), a)
        flags.append("--input=@" + os.path.join(directory, "in_%d.npy" % k))
    subprocess.run([run, path, "--output-dir=" + directory] + flags,
                   check=True, stdout=subprocess.DEVNULL)
    count = len([f for f in os.listdir(directory) if f.startswith("result_")])
    return [np.load(os.path.join(directory, "result_%d.npy" % k)) for k in range(count)]


def test_rounding_rule_on_hand_picked_values():
    bits = np.array([b for b, _ in CVT_RNA], dtype=np.uint32)
    want = np.array([r for _, r in CVT_RNA], dtype=np.uint32)
    assert [hex(v) for v in emulate.round_tf32_bits(bits)] == [hex(v) for v in want]


def test_inserted_rounding_matches_cvt_rna(tmp_path):
    # x (N x 1) times 1.0 (1 x 1) into -0.0: each output is round(x) (the
    # product by 1 and the sum with -0 are exact, signs kept).
    opt, run = tools()
    n = len(CVT_RNA)
    step = tmp_path / "round.mlir"
    t = "tensor<%dx1xf32>" % n
    step.write_text(
        "func.func @train_step(%x: T, %one: tensor<1x1xf32>) -> T {\n"
        "  %z = arith.constant -0.0 : f32\n"
        "  %e = tensor.empty() : T\n"
        "  %c = linalg.fill ins(%z : f32) outs(%e : T) -> T\n"
        "  %r = linalg.matmul ins(%x, %one : T, tensor<1x1xf32>) outs(%c : T) -> T\n"
        "  return %r : T\n}\n".replace("T", t))
    out = tmp_path / "round.tf32.mlir"
    emulate.main([str(step), "-o", str(out), "--remat-opt", opt])
    x = np.array([b for b, _ in CVT_RNA], dtype=np.uint32).view(np.float32).reshape(n, 1)
    (got,) = run_step(run, str(out), str(tmp_path / "run"), [x, np.ones((1, 1), np.float32)])
    got = got.reshape(-1).view(np.uint32)
    for (b, want), g in zip(CVT_RNA, got):
        if np.isnan(np.uint32(want).view(np.float32)):
            # x86 quiets a NaN in the multiply: compare NaN-ness and sign.
            assert np.isnan(np.uint32(g).view(np.float32)) and (g >> 31) == (want >> 31), hex(b)
        else:
            assert g == want, "%#x -> %#x, want %#x" % (b, g, want)


def test_identity_reproduces_fp32_and_rounding_differs(tmp_path):
    opt, run = tools()
    fp32 = run_step(run, MLP, str(tmp_path / "fp32"))
    identity = tmp_path / "mlp.identity.mlir"
    emulate.main([MLP, "-o", str(identity), "--identity", "--remat-opt", opt])
    same = run_step(run, str(identity), str(tmp_path / "identity"))
    assert len(same) == len(fp32)
    for a, b in zip(fp32, same):
        assert a.dtype == b.dtype and a.shape == b.shape and a.tobytes() == b.tobytes()
    rounded = tmp_path / "mlp.tf32.mlir"
    # --check: as many matmuls rounded as remat-lower-to-nvvm builds tf32 kernels.
    emulate.main([MLP, "-o", str(rounded), "--check", "--remat-opt", opt])
    assert rounded.read_text().count("arith.andi") == 2 * 2 * 8  # 8 matmuls, A and B
    tf32 = run_step(run, str(rounded), str(tmp_path / "tf32"))
    differing = [k for k, (a, b) in enumerate(zip(fp32, tf32)) if a.tobytes() != b.tobytes()]
    assert differing
    # ... by about tf32's precision, not more: a sanity bound, not the check.
    for a, b in zip(fp32, tf32):
        assert np.allclose(a, b, rtol=0.1, atol=0.1)


def test_reads_only_the_ops_the_kernels_take():
    lines = [
        "%0 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x2xf32>) outs(%c : tensor<4x2xf32>) -> tensor<4x2xf32>",
        "%1 = linalg.batch_matmul ins(%a, %b : tensor<2x4x8xf32>, tensor<2x8x2xf32>) outs(%c : tensor<2x4x2xf32>) -> tensor<2x4x2xf32>",
        "%2 = linalg.matmul ins(%a, %b : tensor<4x8xbf16>, tensor<8x2xbf16>) outs(%c : tensor<4x2xf32>) -> tensor<4x2xf32>",
        "%3 = linalg.matmul ins(%a, %b : tensor<?x8xf32>, tensor<8x2xf32>) outs(%c : tensor<?x2xf32>) -> tensor<?x2xf32>",
        "%4 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%a, %b : tensor<8x4xf32>, tensor<8x2xf32>) outs(%c : tensor<4x2xf32>) -> tensor<4x2xf32>",
        "%5 = linalg.matmul ins(%a, %b : tensor<4x8xf64>, tensor<8x2xf64>) outs(%c : tensor<4x2xf64>) -> tensor<4x2xf64>",
        "%6 = linalg.matmul_transpose_b ins(%a, %b : tensor<4x8xf32>, tensor<2x8xf32>) outs(%c : tensor<4x2xf32>) -> tensor<4x2xf32>",
    ]
    taken = [emulate.parse_matmul(line) for line in lines]
    assert [t["tf32"] if t else None for t in taken] == [True, True, False, False, False, False, None]
    with pytest.raises(ValueError):
        emulate.parse_matmul("%0 = linalg.matmul ins(%a, %b : memref<4x8xf32>, memref<8x2xf32>) outs(%c : memref<4x2xf32>)")
