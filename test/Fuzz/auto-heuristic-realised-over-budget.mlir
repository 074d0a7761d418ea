// Found by benchmarks/fuzz/remat_fuzz.py (seed 6362): with solver=chain or
// greedy, the heuristic's plan fitted the solver graph's model at budget
// 1339 but realised at 1344 bytes (the program shares tensor.empty ops, whose
// buffers one-shot bufferization kept allocated); retargeting kept asking the
// same heuristic and ended with "no plan found", though auto's exact ILP
// plan realised at 1280. A heuristic whose plan realises over the budget now
// hands over to auto.
// Since remat-split-empty-tensors gives every user of a tensor.empty its own
// buffer, the unchanged program peaks at 1088 bytes (measured; was 1600),
// budget 1339 already fits, and at 1050 removing dead code is enough
// (1024 bytes, measured, outputs bit-identical). 1024 is the least peak.
// RUN: remat-opt %s --remat-auto="budget=1339 solver=chain" -o /dev/null 2>&1 | FileCheck %s --check-prefix=FITS
// FITS: remark: remat-auto: predicted peak 1088 bytes already fits the budget of 1339 bytes
// RUN: remat-opt %s --remat-auto="budget=1050 solver=chain" -o %t.mlir 2>&1 | FileCheck %s
// CHECK: remark: remat-auto: predicted peak 1088 -> 1024 bytes (budget 1050) by removing dead code
// RUN: remat-run %t.mlir | FileCheck %s --check-prefix=MEASURED
// MEASURED: peak_bytes: 1024
// RUN: remat-run %s | grep checksum > %t.before.txt
// RUN: remat-run %t.mlir | grep checksum > %t.after.txt
// RUN: diff %t.before.txt %t.after.txt
// RUN: not remat-opt %s --remat-auto="budget=1000 solver=chain" -o /dev/null 2>&1 | FileCheck %s --check-prefix=LEAST
// LEAST: the smallest peak any decision reaches is at most 1024 bytes
func.func @train_step(%a0: tensor<4x4xf32>, %a1: tensor<4x16xf32>, %a2: tensor<16xf32>, %a3: tensor<4xi32>, %a4: tensor<16xf32>, %a5: tensor<16xf32>, %a6: tensor<4x16xf32>, %a7: tensor<16x4xf32>, %dy: tensor<16x4xf32> {remat.cotangent}) -> (tensor<4x16xf32>, tensor<4x4xf32>, tensor<16x4xf32>, tensor<16x4xf32>) {
  %z1 = arith.constant 0.0 : f32 loc("layers.0.mm")
  %e1 = tensor.empty() : tensor<4x16xf32> loc("layers.0.mm")
  %f1 = linalg.fill ins(%z1 : f32) outs(%e1 : tensor<4x16xf32>) -> tensor<4x16xf32> loc("layers.0.mm")
  %v1 = linalg.matmul ins(%a0, %a1 : tensor<4x4xf32>, tensor<4x16xf32>) outs(%f1 : tensor<4x16xf32>) -> tensor<4x16xf32> loc("layers.0.mm")
  %se2 = tensor.empty() : tensor<16x4xf32> loc("layers.1.tr")
  %v2 = linalg.transpose ins(%v1 : tensor<4x16xf32>) outs(%se2 : tensor<16x4xf32>) permutation = [1, 0] loc("layers.1.tr")
  %se3 = tensor.empty() : tensor<4x16xf32> loc("layers.1.bias")
  %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v1, %a2 : tensor<4x16xf32>, tensor<16xf32>) outs(%se3 : tensor<4x16xf32>) {
  ^bb0(%in3: f32, %in2_3: f32, %out3: f32):
    %s3 = arith.addf %in3, %in2_3 : f32
    linalg.yield %s3 : f32
  } -> tensor<4x16xf32> loc("layers.1.bias")
  %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a3, %v3 : tensor<4xi32>, tensor<4x16xf32>) outs(%se3 : tensor<4x16xf32>) {
  ^bb0(%id4: i32, %in4: f32, %out4: f32):
    %j4 = linalg.index 1 : index
    %jc4 = arith.index_cast %j4 : index to i32
    %eq4 = arith.cmpi eq, %id4, %jc4 : i32
    %zr4 = arith.constant 0.0 : f32
    %s4 = arith.select %eq4, %in4, %zr4 : f32
    linalg.yield %s4 : f32
  } -> tensor<4x16xf32> loc("layers.1.onehot")
  %v5 = tensor.collapse_shape %v4 [[0, 1]] : tensor<4x16xf32> into tensor<64xf32> loc("layers.1.flat")
  %v6 = tensor.expand_shape %v5 [[0, 1]] output_shape [4, 16] : tensor<64xf32> into tensor<4x16xf32> loc("layers.1.unflat")
  %se7 = tensor.empty() : tensor<4x4xf32> loc("layers.2.mm")
  %sz7 = arith.constant 0.0 : f32 loc("layers.2.mm")
  %sf7 = linalg.fill ins(%sz7 : f32) outs(%se7 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("layers.2.mm")
  %v7 = linalg.matmul ins(%v4, %v2 : tensor<4x16xf32>, tensor<16x4xf32>) outs(%sf7 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("layers.2.mm")
  %v8 = tensor.collapse_shape %v7 [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("layers.2.flat")
  %v9 = arith.maximumf %v8, %a4 : tensor<16xf32> loc("layers.2.ew")
  %e10 = tensor.empty() : tensor<4x16xf32> loc("layers.3.bias")
  %v10 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v1, %a5 : tensor<4x16xf32>, tensor<16xf32>) outs(%e10 : tensor<4x16xf32>) {
  ^bb0(%in10: f32, %in2_10: f32, %out10: f32):
    %s10 = arith.addf %in10, %in2_10 : f32
    linalg.yield %s10 : f32
  } -> tensor<4x16xf32> loc("layers.3.bias")
  %v11 = linalg.transpose ins(%v10 : tensor<4x16xf32>) outs(%se2 : tensor<16x4xf32>) permutation = [1, 0] loc("layers.3.tr")
  %v12 = arith.addf %v10, %a6 : tensor<4x16xf32> loc("layers.3.ew")
  %g13 = arith.subf %dy, %v11 : tensor<16x4xf32> loc("backward.0")
  %g14 = tensor.collapse_shape %g13 [[0, 1]] : tensor<16x4xf32> into tensor<64xf32> loc("backward.1")
  %g15 = arith.subf %v2, %a7 : tensor<16x4xf32> loc("backward.1")
  %g16 = tensor.expand_shape %g14 [[0, 1]] output_shape [32, 2] : tensor<64xf32> into tensor<32x2xf32> loc("backward.2")
  %se17 = tensor.empty() : tensor<16xf32> loc("backward.2")
  %g17 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v8 : tensor<16xf32>) outs(%se17 : tensor<16xf32>) {
  ^bb0(%in17: f32, %out17: f32):
    %s17 = math.exp %in17 : f32
    linalg.yield %s17 : f32
  } -> tensor<16xf32> loc("backward.2")
  %g18 = linalg.transpose ins(%v11 : tensor<16x4xf32>) outs(%se3 : tensor<4x16xf32>) permutation = [1, 0] loc("backward.3")
  %z19 = arith.constant 0.0 : f32 loc("backward.3")
  %e19 = tensor.empty() : tensor<4x4xf32> loc("backward.3")
  %f19 = linalg.fill ins(%z19 : f32) outs(%e19 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("backward.3")
  %g19 = linalg.matmul ins(%g18, %g13 : tensor<4x16xf32>, tensor<16x4xf32>) outs(%f19 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("backward.3")
  %g20 = linalg.transpose ins(%g19 : tensor<4x4xf32>) outs(%se7 : tensor<4x4xf32>) permutation = [1, 0] loc("backward.4")
  %g21 = linalg.transpose ins(%v6 : tensor<4x16xf32>) outs(%se2 : tensor<16x4xf32>) permutation = [1, 0] loc("backward.5")
  %sz22 = arith.constant 0.0 : f32 loc("backward.5")
  %sf22 = linalg.fill ins(%sz22 : f32) outs(%se2 : tensor<16x4xf32>) -> tensor<16x4xf32> loc("backward.5")
  %g22 = linalg.matmul ins(%g21, %g20 : tensor<16x4xf32>, tensor<4x4xf32>) outs(%sf22 : tensor<16x4xf32>) -> tensor<16x4xf32> loc("backward.5")
  return %v6, %g20, %g21, %g22 : tensor<4x16xf32>, tensor<4x4xf32>, tensor<16x4xf32>, tensor<16x4xf32>
}
