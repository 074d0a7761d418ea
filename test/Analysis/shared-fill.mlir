// A zero fill shared by every matmul of a shape, forward and gradient (as
// torch-mlir exports them). remat-split-empty-tensors, inside the
// bufferization prefix, gives each matmul its own tensor.empty and
// linalg.fill right before it: the fill takes the place of the copy
// one-shot bufferization made of the shared buffer for each writer, and no
// buffer stays allocated from the fill to the last matmul. 16,384 bytes
// measured, which the tensor-level model and the replay of the bufferized
// program predict. The same program with the fill's destination a
// bufferization.alloc_tensor (which the pass leaves alone) keeps the shared
// buffer: 20,480 bytes, also predicted exactly; the outputs are the same.
// RUN: remat-opt %s --remat-report="output=- remarks=false" -o /dev/null | FileCheck %s
// CHECK: "model_peak_bytes": 16384,
// CHECK: "peak_bytes": 16384,
// RUN: remat-run %s | FileCheck %s --check-prefix=MEASURED
// MEASURED: peak_bytes: 16384
// RUN: sed 's/%e = tensor.empty()/%e = bufferization.alloc_tensor()/' %s > %t.alloc.mlir
// RUN: remat-opt %t.alloc.mlir --remat-report="output=- remarks=false" -o /dev/null | FileCheck %s --check-prefix=SHARED
// SHARED: "model_peak_bytes": 20480,
// SHARED: "peak_bytes": 20480,
// RUN: remat-run %t.alloc.mlir | FileCheck %s --check-prefix=SHARED-MEASURED
// SHARED-MEASURED: peak_bytes: 20480
// RUN: remat-run %s | grep checksum > %t.split.txt
// RUN: remat-run %t.alloc.mlir | grep checksum > %t.shared.txt
// RUN: diff %t.split.txt %t.shared.txt
// RUN: remat-opt %s --remat-split-empty-tensors | FileCheck %s --check-prefix=SPLIT
// SPLIT-COUNT-4: linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : tensor<32x32xf32>)
// SPLIT-NOT: linalg.fill

#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @shared_fill(%x: tensor<32x32xf32>, %w1: tensor<32x32xf32>, %w2: tensor<32x32xf32>, %dy: tensor<32x32xf32> {remat.cotangent}) -> (tensor<32x32xf32>, tensor<32x32xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<32x32xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<32x32xf32>) -> tensor<32x32xf32>
  %m1 = linalg.matmul ins(%x, %w1 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%f : tensor<32x32xf32>) -> tensor<32x32xf32>
  %et = tensor.empty() : tensor<32x32xf32>
  %t = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%m1 : tensor<32x32xf32>) outs(%et : tensor<32x32xf32>) {
  ^bb0(%in: f32, %out: f32):
    %v = math.tanh %in : f32
    linalg.yield %v : f32
  } -> tensor<32x32xf32>
  %m2 = linalg.matmul ins(%t, %w2 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%f : tensor<32x32xf32>) -> tensor<32x32xf32>
  %g1 = linalg.matmul ins(%dy, %w2 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%f : tensor<32x32xf32>) -> tensor<32x32xf32>
  %eg = tensor.empty() : tensor<32x32xf32>
  %g2 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%g1, %t : tensor<32x32xf32>, tensor<32x32xf32>) outs(%eg : tensor<32x32xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %bb = arith.mulf %b, %b : f32
    %one = arith.constant 1.0 : f32
    %d = arith.subf %one, %bb : f32
    %v = arith.mulf %a, %d : f32
    linalg.yield %v : f32
  } -> tensor<32x32xf32>
  %dw1 = linalg.matmul ins(%x, %g2 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%f : tensor<32x32xf32>) -> tensor<32x32xf32>
  return %m2, %dw1 : tensor<32x32xf32>, tensor<32x32xf32>
}
