// Found by benchmarks/fuzz/remat_fuzz.py (seed 6437): at budget 4016 every
// plan the solvers found for the retargeted budgets realised at 4096 bytes
// (the graph was optimistic: the program shares tensor.empty ops between
// ops, and one-shot bufferization kept the shared buffers allocated), and
// remat-auto stopped with "no plan found" although it named 3584 bytes as
// reachable. After its attempts, remat-auto now realises the lowest-peak
// plans before giving up (that path: auto-greedy-forward-peak.mlir,
// BELOW-MODEL).
// Since remat-split-empty-tensors gives every user of a tensor.empty its own
// buffer, the unchanged program peaks at 3328 bytes (measured), the
// solvers' graph is exact on it; since it also gives each user of a shared
// linalg.fill its own (2026-12-03), 2816 bytes, and budget 2600 is met by
// chain's optimal plan at 2560 bytes, measured, outputs bit-identical (3100
// and 3072 before).
// RUN: remat-opt %s --remat-auto="budget=4016" -o /dev/null 2>&1 | FileCheck %s --check-prefix=FITS
// FITS: remark: remat-auto: predicted peak 2816 bytes already fits the budget of 4016 bytes
// RUN: remat-run %s | FileCheck %s --check-prefix=BEFORE
// BEFORE: peak_bytes: 2816
// RUN: remat-opt %s --remat-auto="budget=2600" -o %t.mlir 2>&1 | FileCheck %s
// CHECK: remark: remat-auto: solver chain (optimal): predicted peak 2816 -> 2560 bytes (budget 2600)
// RUN: remat-run %t.mlir | FileCheck %s --check-prefix=MEASURED
// MEASURED: peak_bytes: 2560
// RUN: remat-run %s | grep checksum > %t.before.txt
// RUN: remat-run %t.mlir | grep checksum > %t.after.txt
// RUN: diff %t.before.txt %t.after.txt
func.func @train_step(%a0: tensor<8x8xf32>, %a1: tensor<8xi32>, %a2: tensor<8x8xf32>, %a3: tensor<8x64xf32>, %a4: tensor<64x16xf32>, %a5: tensor<16xf32>, %a6: tensor<8x16xf32>, %a7: tensor<16x16xf32>, %a8: tensor<8xi64>, %dy: tensor<16x8xf32> {remat.cotangent}) -> (tensor<8x8xf32>, tensor<8x16xf32>, tensor<16x8xf32>) {
  %se1 = tensor.empty() : tensor<8x8xf32> loc("layers.0.onehot")
  %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a1, %a0 : tensor<8xi32>, tensor<8x8xf32>) outs(%se1 : tensor<8x8xf32>) {
  ^bb0(%id1: i32, %in1: f32, %out1: f32):
    %j1 = linalg.index 1 : index
    %jc1 = arith.index_cast %j1 : index to i32
    %eq1 = arith.cmpi eq, %id1, %jc1 : i32
    %zr1 = arith.constant 0.0 : f32
    %s1 = arith.select %eq1, %in1, %zr1 : f32
    linalg.yield %s1 : f32
  } -> tensor<8x8xf32> loc("layers.0.onehot")
  %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v1, %a2 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%se1 : tensor<8x8xf32>) {
  ^bb0(%in2: f32, %in2_2: f32, %out2: f32):
    %s2 = arith.addf %in2, %in2_2 : f32
    linalg.yield %s2 : f32
  } -> tensor<8x8xf32> loc("layers.0.mix")
  %v3 = tensor.collapse_shape %v2 [[0, 1]] : tensor<8x8xf32> into tensor<64xf32> loc("layers.1.flat")
  %se4 = tensor.empty() : tensor<8x64xf32> loc("layers.1.bc")
  %v4 = linalg.broadcast ins(%v3 : tensor<64xf32>) outs(%se4 : tensor<8x64xf32>) dimensions = [0] loc("layers.1.bc")
  %v5 = arith.subf %v4, %a3 : tensor<8x64xf32> loc("layers.1.ew")
  %se6 = tensor.empty() : tensor<8x16xf32> loc("layers.2.mm")
  %sz6 = arith.constant 0.0 : f32 loc("layers.2.mm")
  %sf6 = linalg.fill ins(%sz6 : f32) outs(%se6 : tensor<8x16xf32>) -> tensor<8x16xf32> loc("layers.2.mm")
  %v6 = linalg.matmul ins(%v5, %a4 : tensor<8x64xf32>, tensor<64x16xf32>) outs(%sf6 : tensor<8x16xf32>) -> tensor<8x16xf32> loc("layers.2.mm")
  %e7 = tensor.empty() : tensor<8x16xf32> loc("layers.2.bias")
  %v7 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v6, %a5 : tensor<8x16xf32>, tensor<16xf32>) outs(%e7 : tensor<8x16xf32>) {
  ^bb0(%in7: f32, %in2_7: f32, %out7: f32):
    %s7 = arith.addf %in7, %in2_7 : f32
    linalg.yield %s7 : f32
  } -> tensor<8x16xf32> loc("layers.2.bias")
  %v8 = arith.maximumf %v7, %v6 : tensor<8x16xf32> loc("layers.3.ew")
  %v9 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v8, %a6 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%se6 : tensor<8x16xf32>) {
  ^bb0(%in9: f32, %in2_9: f32, %out9: f32):
    %s9 = arith.mulf %in9, %in2_9 : f32
    linalg.yield %s9 : f32
  } -> tensor<8x16xf32> loc("layers.3.mix")
  %v10 = linalg.matmul ins(%v9, %a7 : tensor<8x16xf32>, tensor<16x16xf32>) outs(%sf6 : tensor<8x16xf32>) -> tensor<8x16xf32> loc("layers.3.mm")
  %se11 = tensor.empty() : tensor<16x8xf32> loc("layers.3.tr")
  %v11 = linalg.transpose ins(%v10 : tensor<8x16xf32>) outs(%se11 : tensor<16x8xf32>) permutation = [1, 0] loc("layers.3.tr")
  %g12 = arith.addf %dy, %v11 : tensor<16x8xf32> loc("backward.0")
  %sz13 = arith.constant 0.0 : f32 loc("backward.1")
  %sf13 = linalg.fill ins(%sz13 : f32) outs(%se11 : tensor<16x8xf32>) -> tensor<16x8xf32> loc("backward.1")
  %g13 = linalg.matmul ins(%g12, %v1 : tensor<16x8xf32>, tensor<8x8xf32>) outs(%sf13 : tensor<16x8xf32>) -> tensor<16x8xf32> loc("backward.1")
  %g14 = arith.subf %g13, %v11 : tensor<16x8xf32> loc("backward.2")
  %g15 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%g14 : tensor<16x8xf32>) outs(%se11 : tensor<16x8xf32>) {
  ^bb0(%in15: f32, %out15: f32):
    %s15 = arith.negf %in15 : f32
    linalg.yield %s15 : f32
  } -> tensor<16x8xf32> loc("backward.3")
  %g16 = math.sin %g15 : tensor<16x8xf32> loc("backward.4")
  %e17 = tensor.empty() : tensor<8x16xf32> loc("backward.5")
  %g17 = linalg.transpose ins(%v11 : tensor<16x8xf32>) outs(%e17 : tensor<8x16xf32>) permutation = [1, 0] loc("backward.5")
  %sz18 = arith.constant 0.0 : f32 loc("backward.5")
  %sf18 = linalg.fill ins(%sz18 : f32) outs(%se1 : tensor<8x8xf32>) -> tensor<8x8xf32> loc("backward.5")
  %g18 = linalg.matmul ins(%g17, %g16 : tensor<8x16xf32>, tensor<16x8xf32>) outs(%sf18 : tensor<8x8xf32>) -> tensor<8x8xf32> loc("backward.5")
  %g19 = linalg.matmul ins(%g18, %v10 : tensor<8x8xf32>, tensor<8x16xf32>) outs(%sf6 : tensor<8x16xf32>) -> tensor<8x16xf32> loc("backward.6")
  %g20 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a8, %g19 : tensor<8xi64>, tensor<8x16xf32>) outs(%se6 : tensor<8x16xf32>) {
  ^bb0(%id20: i64, %in20: f32, %out20: f32):
    %j20 = linalg.index 1 : index
    %jc20 = arith.index_cast %j20 : index to i64
    %eq20 = arith.cmpi eq, %id20, %jc20 : i64
    %zr20 = arith.constant 0.0 : f32
    %s20 = arith.select %eq20, %in20, %zr20 : f32
    linalg.yield %s20 : f32
  } -> tensor<8x16xf32> loc("backward.7")
  %e21 = tensor.empty() : tensor<16x8xf32> loc("backward.8")
  %g21 = linalg.transpose ins(%g20 : tensor<8x16xf32>) outs(%e21 : tensor<16x8xf32>) permutation = [1, 0] loc("backward.8")
  return %g18, %g19, %g21 : tensor<8x8xf32>, tensor<8x16xf32>, tensor<16x8xf32>
}
