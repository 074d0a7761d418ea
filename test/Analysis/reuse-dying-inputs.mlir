// remat_reuse_dying_inputs (set by remat-shard): each elementwise op of a
// backward chain, with a tensor.empty of its own, writes into the input
// that dies there. The tensor-level model and the replay of the bufferized
// program predict the measured peak with the mark and without it, and the
// outputs are the same; the mark takes one 4,096-byte buffer off the peak.
// RUN: remat-opt %s --remat-report="output=- remarks=false" -o /dev/null | FileCheck %s
// CHECK: "model_peak_bytes": [[PEAK:[0-9]+]],
// CHECK: "peak_bytes": [[PEAK]],
// RUN: remat-run %s | FileCheck %s --check-prefix=MEASURED
// MEASURED: peak_bytes: 4096
// RUN: sed 's/attributes {remat_reuse_dying_inputs}//' %s > %t.plain.mlir
// RUN: remat-opt %t.plain.mlir --remat-report="output=- remarks=false" -o /dev/null | FileCheck %s
// RUN: remat-run %t.plain.mlir | FileCheck %s --check-prefix=PLAIN
// PLAIN: peak_bytes: 8192
// RUN: remat-run %s | grep checksum > %t.marked.txt
// RUN: remat-run %t.plain.mlir | grep checksum > %t.plain.txt
// RUN: diff %t.marked.txt %t.plain.txt

#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @gelu_like(%x: tensor<32x32xf32>, %dy: tensor<32x32xf32> {remat.cotangent}) -> tensor<32x32xf32> attributes {remat_reuse_dying_inputs} {
  %e0 = tensor.empty() : tensor<32x32xf32>
  %t = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<32x32xf32>) outs(%e0 : tensor<32x32xf32>) {
  ^bb0(%in: f32, %out: f32):
    %v = math.tanh %in : f32
    linalg.yield %v : f32
  } -> tensor<32x32xf32>
  %e1 = tensor.empty() : tensor<32x32xf32>
  %sq = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%t : tensor<32x32xf32>) outs(%e1 : tensor<32x32xf32>) {
  ^bb0(%in: f32, %out: f32):
    %v = arith.mulf %in, %in : f32
    linalg.yield %v : f32
  } -> tensor<32x32xf32>
  %e2 = tensor.empty() : tensor<32x32xf32>
  %d = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%sq : tensor<32x32xf32>) outs(%e2 : tensor<32x32xf32>) {
  ^bb0(%in: f32, %out: f32):
    %one = arith.constant 1.0 : f32
    %v = arith.subf %one, %in : f32
    linalg.yield %v : f32
  } -> tensor<32x32xf32>
  %e3 = tensor.empty() : tensor<32x32xf32>
  %g = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%dy, %d : tensor<32x32xf32>, tensor<32x32xf32>) outs(%e3 : tensor<32x32xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %v = arith.mulf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<32x32xf32>
  return %g : tensor<32x32xf32>
}
