// remat-lower-to-nvvm fuses the single-use tanh into the sum by default, so
// the tanh's 8x256 buffer is never allocated: two device allocations (the
// argument's copy and the result); fuse-elementwise=false keeps the buffer
// (three). Either way the row kernel runs both in one launch.
// REQUIRES: cuda-toolkit
// RUN: remat-opt %s --pass-pipeline='builtin.module(remat-lower-to-nvvm{format=isa})' | FileCheck %s --check-prefix=FUSED
// RUN: remat-opt %s --pass-pipeline='builtin.module(remat-lower-to-nvvm{format=isa fuse-elementwise=false})' | FileCheck %s --check-prefix=UNFUSED

// FUSED-COUNT-2: llvm.call @mgpuMemAlloc
// FUSED-NOT: llvm.call @mgpuMemAlloc
// UNFUSED-COUNT-3: llvm.call @mgpuMemAlloc
// UNFUSED-NOT: llvm.call @mgpuMemAlloc
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @step(%x: tensor<8x256xf32>) -> tensor<8xf32> {
  %e = tensor.empty() : tensor<8x256xf32>
  %t = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<8x256xf32>) outs(%e : tensor<8x256xf32>) {
  ^bb0(%a: f32, %o: f32):
    %y = math.tanh %a : f32
    linalg.yield %y : f32
  } -> tensor<8x256xf32>
  %zero = arith.constant 0.0 : f32
  %acc0 = tensor.empty() : tensor<8xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%acc0 : tensor<8xf32>) -> tensor<8xf32>
  %s = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%t : tensor<8x256xf32>) outs(%acc : tensor<8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %y = arith.addf %a, %o : f32
    linalg.yield %y : f32
  } -> tensor<8xf32>
  return %s : tensor<8xf32>
}
