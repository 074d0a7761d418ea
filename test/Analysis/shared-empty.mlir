// A tensor.empty shared by forward and gradient ops (as torch-mlir exports
// them). One-shot bufferization alone would allocate it once, write %c and
// then %g0, %g1 into it, and keep it allocated from %a to the end while %a
// and %h live elsewhere: 12,352 bytes measured (remat's tensor-level model
// said 12,288). remat-split-empty-tensors, inside the bufferization prefix,
// gives each user its own tensor.empty (and lets %g0 overwrite %h and %g1
// overwrite %g0, which die there): two 4 KiB buffers and the 64-byte sum at
// most, 8,256 bytes; the model, the replay of the bufferized program and
// remat-run's allocation counter agree, and the outputs are those of the
// shared version (a tensor.empty's contents are undefined).
// RUN: remat-opt %s --remat-report="output=- remarks=false" -o /dev/null | FileCheck %s
// CHECK: "model_peak_bytes": 8256,
// CHECK: "peak_bytes": 8256,
// RUN: remat-run %s | FileCheck %s --check-prefix=MEASURED
// MEASURED: peak_bytes: 8256
// RUN: remat-opt %s --remat-split-empty-tensors | FileCheck %s --check-prefix=SPLIT
// SPLIT-COUNT-3: tensor.empty() : tensor<1024xf32>
// SPLIT-NOT: tensor.empty() : tensor<1024xf32>
// SPLIT: %[[G0:.*]] = linalg.generic {{.*}} ins(%arg1, %[[H:.*]] : tensor<1024xf32>, tensor<1024xf32>) outs(%[[H]] : tensor<1024xf32>)
// SPLIT: linalg.generic {{.*}} ins(%[[G0]], %{{.*}} : tensor<1024xf32>, tensor<1024xf32>) outs(%[[G0]] : tensor<1024xf32>)
// SPLIT: return

#id = affine_map<(d0) -> (d0)>
#all = affine_map<(d0) -> ()>
func.func @shared_empty(%x: tensor<1024xf32>, %dy: tensor<1024xf32> {remat.cotangent}) -> tensor<1024xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1024xf32>
  %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<1024xf32>) outs(%e : tensor<1024xf32>) {
  ^bb0(%in: f32, %out: f32):
    %v = math.exp %in : f32
    linalg.yield %v : f32
  } -> tensor<1024xf32>
  %c = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : tensor<1024xf32>) outs(%e : tensor<1024xf32>) {
  ^bb0(%in: f32, %out: f32):
    %v = math.cos %in : f32
    linalg.yield %v : f32
  } -> tensor<1024xf32>
  %es = tensor.empty() : tensor<f32>
  %fs = linalg.fill ins(%zero : f32) outs(%es : tensor<f32>) -> tensor<f32>
  %s = linalg.generic {indexing_maps = [#id, #all], iterator_types = ["reduction"]} ins(%c : tensor<1024xf32>) outs(%fs : tensor<f32>) {
  ^bb0(%in: f32, %out: f32):
    %v = arith.addf %in, %out : f32
    linalg.yield %v : f32
  } -> tensor<f32>
  %e2 = tensor.empty() : tensor<1024xf32>
  %h = linalg.generic {indexing_maps = [#id, #all, #id], iterator_types = ["parallel"]} ins(%a, %s : tensor<1024xf32>, tensor<f32>) outs(%e2 : tensor<1024xf32>) {
  ^bb0(%in: f32, %t: f32, %out: f32):
    %v = arith.mulf %in, %t : f32
    linalg.yield %v : f32
  } -> tensor<1024xf32>
  %g0 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%dy, %h : tensor<1024xf32>, tensor<1024xf32>) outs(%e : tensor<1024xf32>) {
  ^bb0(%in: f32, %in1: f32, %out: f32):
    %v = arith.mulf %in, %in1 : f32
    linalg.yield %v : f32
  } -> tensor<1024xf32>
  %g1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%g0, %a : tensor<1024xf32>, tensor<1024xf32>) outs(%e : tensor<1024xf32>) {
  ^bb0(%in: f32, %in1: f32, %out: f32):
    %v = arith.mulf %in, %in1 : f32
    linalg.yield %v : f32
  } -> tensor<1024xf32>
  return %g1 : tensor<1024xf32>
}
