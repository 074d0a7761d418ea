// remat_reuse_dying_inputs through reshapes: the backward op %b reads a
// matmul's 2-d result (the cotangent) through tensor.expand_shape, the last
// reader of it and of the view; it writes into the matmul's buffer through
// the view (the same bytes) instead of a buffer of its own (a fused GELU
// backward of a partitioned GPT-2 step reads the cotangent so). The
// tensor-level model and the replay of the bufferized program predict the
// measured peak with the mark and without it, the outputs are the same,
// and the mark takes one 4,096-byte buffer off the peak. The solver graph
// counts the matmul's buffer once at %b (its unit, closed by %a's read,
// takes %b in): its peak is the program's.
// RUN: remat-opt %s --remat-report="output=- remarks=false" -o /dev/null | FileCheck %s
// CHECK: "model_peak_bytes": [[PEAK:[0-9]+]],
// CHECK: "peak_bytes": [[PEAK]],
// RUN: remat-run %s | FileCheck %s --check-prefix=MEASURED
// MEASURED: peak_bytes: 12288
// RUN: not remat-opt %s --remat-auto="budget=1 dump-graph=true" -o /dev/null 2>&1 | FileCheck %s --check-prefix=GRAPH
// GRAPH: remat-auto graph of @gelu_view: {{.*}} model peak 12288
// RUN: sed 's/attributes {remat_reuse_dying_inputs}//' %s > %t.plain.mlir
// RUN: remat-opt %t.plain.mlir --remat-report="output=- remarks=false" -o /dev/null | FileCheck %s
// RUN: remat-run %t.plain.mlir | FileCheck %s --check-prefix=PLAIN
// PLAIN: peak_bytes: 16384
// RUN: remat-run %s | grep checksum > %t.marked.txt
// RUN: remat-run %t.plain.mlir | grep checksum > %t.plain.txt
// RUN: diff %t.marked.txt %t.plain.txt

#id = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#id2 = affine_map<(d0, d1) -> (d0, d1)>
func.func @gelu_view(%x: tensor<32x32xf32>, %w: tensor<32x32xf32>, %dy: tensor<32x32xf32> {remat.cotangent}) -> tensor<2x16x32xf32> attributes {remat_reuse_dying_inputs} {
  %c0 = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<32x32xf32>
  %h = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<32x32xf32>) outs(%e0 : tensor<32x32xf32>) {
  ^bb0(%in: f32, %out: f32):
    %v = math.tanh %in : f32
    linalg.yield %v : f32
  } -> tensor<32x32xf32>
  %z = tensor.empty() : tensor<32x32xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%z : tensor<32x32xf32>) -> tensor<32x32xf32>
  %g = linalg.matmul ins(%dy, %w : tensor<32x32xf32>, tensor<32x32xf32>) outs(%f : tensor<32x32xf32>) -> tensor<32x32xf32>
  %gv = tensor.expand_shape %g [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf32> into tensor<2x16x32xf32>
  %hv = tensor.expand_shape %h [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf32> into tensor<2x16x32xf32>
  %e1 = tensor.empty() : tensor<2x16x32xf32>
  %a = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%gv, %hv : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%e1 : tensor<2x16x32xf32>) {
  ^bb0(%i: f32, %j: f32, %out: f32):
    %v = arith.mulf %i, %j : f32
    linalg.yield %v : f32
  } -> tensor<2x16x32xf32>
  %e2 = tensor.empty() : tensor<2x16x32xf32>
  %b = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%gv, %hv : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%e2 : tensor<2x16x32xf32>) {
  ^bb0(%i: f32, %j: f32, %out: f32):
    %v = arith.subf %i, %j : f32
    linalg.yield %v : f32
  } -> tensor<2x16x32xf32>
  %e3 = tensor.empty() : tensor<2x16x32xf32>
  %c = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%a, %b : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%e3 : tensor<2x16x32xf32>) {
  ^bb0(%i: f32, %j: f32, %out: f32):
    %v = arith.mulf %i, %j : f32
    linalg.yield %v : f32
  } -> tensor<2x16x32xf32>
  return %c : tensor<2x16x32xf32>
}
