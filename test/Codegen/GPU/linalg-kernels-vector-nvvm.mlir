// The vectorised elementwise kernels of remat-gpu-linalg-kernels reach the
// PTX as 128-bit global accesses: the alignment attribute of vector.load
// and vector.store (16 bytes, proven by the pass) is what keeps the LLVM
// lowering from splitting them. A bias-add + tanh over f32 loads 4 f32
// (ld.global.v4.b32, .nc where read-only) and stores 4; an f16 op moves 8
// halves per access; an odd innermost size (30) stays scalar. With the
// pipeline's vector-width=0 every access is scalar. ptxas assembles the
// kernel for sm_90a without spills.
// REQUIRES: cuda-toolkit
// RUN: remat-opt %s --pass-pipeline='builtin.module(remat-lower-to-nvvm{format=isa})' | FileCheck %s --check-prefix=ISA
// RUN: remat-opt %s --pass-pipeline='builtin.module(remat-lower-to-nvvm{format=isa vector-width=0})' | FileCheck %s --check-prefix=OFF
// RUN: env REMAT_OPT=remat-opt bash %remat_src/benchmarks/gpu/ptxas_report.sh %s | FileCheck %s --check-prefix=PTXAS

func.func @step(%x: tensor<64x256xf32>, %b: tensor<256xf32>, %h: tensor<64x256xf16>, %o: tensor<64x30xf32>) -> (tensor<64x256xf32>, tensor<64x256xf16>, tensor<64x30xf32>) {
  %e = tensor.empty() : tensor<64x256xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%x, %b : tensor<64x256xf32>, tensor<256xf32>) outs(%e : tensor<64x256xf32>) {
  ^bb0(%a: f32, %c: f32, %out: f32):
    %s = arith.addf %a, %c : f32
    %t = math.tanh %s : f32
    linalg.yield %t : f32
  } -> tensor<64x256xf32>
  %he = tensor.empty() : tensor<64x256xf16>
  %g = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%h : tensor<64x256xf16>) outs(%he : tensor<64x256xf16>) {
  ^bb0(%a: f16, %out: f16):
    %s = arith.mulf %a, %a : f16
    linalg.yield %s : f16
  } -> tensor<64x256xf16>
  %oe = tensor.empty() : tensor<64x30xf32>
  %p = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%o : tensor<64x30xf32>) outs(%oe : tensor<64x30xf32>) {
  ^bb0(%a: f32, %out: f32):
    %s = arith.mulf %a, %a : f32
    linalg.yield %s : f32
  } -> tensor<64x30xf32>
  return %y, %g, %p : tensor<64x256xf32>, tensor<64x256xf16>, tensor<64x30xf32>
}

// The three ops share one launch (no buffer in common). PTX order: x and b
// as 4 f32 each, y stored as 4; h loaded and g stored as 8 halves in one
// 128-bit access each; the 30-column op scalar.
// ISA: gpu.binary @step_kernel [{{.*}}ld.global{{(.nc)?}}.v4.b32{{.*}}ld.global{{(.nc)?}}.v4.b32{{.*}}st.global.v4.b32{{.*}}ld.global{{(.nc)?}}.v4.b32{{.*}}st.global.v4.b32{{.*}}ld.global{{(.nc)?}}.b32{{.*}}st.global.b32
// OFF: gpu.binary @step_kernel
// OFF-NOT: .v4.
// OFF-SAME: ld.global{{(.nc)?}}.b16
// OFF-NOT: .v4.
// PTXAS: step_kernel {{[0-9]+}} 0 0 0 0
// PTXAS: kernels: 1, with spills: 0
