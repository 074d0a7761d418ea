// remat-gpu-fuse-elementwise removes transposes where nothing is computed
// twice: transpose pairs fold, a transpose of a single-use elementwise
// generic (directly or through an expand_shape) or with one generic user is
// fused with it; a transpose feeding a matmul stays for the matmul kernel.
// RUN: remat-opt %s --split-input-file --remat-gpu-fuse-elementwise | FileCheck %s

// A weight transposed for the forward matmul and back for the backward one:
// the second matmul reads the weight itself, the first keeps its transpose.
func.func @transpose_pair(%x: tensor<8x16xf32>, %w: tensor<4x16xf32>, %g: tensor<8x16xf32>) -> (tensor<8x4xf32>, tensor<8x4xf32>) {
  %e0 = tensor.empty() : tensor<16x4xf32>
  %wt = linalg.transpose ins(%w : tensor<4x16xf32>) outs(%e0 : tensor<16x4xf32>) permutation = [1, 0]
  %zero = arith.constant 0.0 : f32
  %c0 = tensor.empty() : tensor<8x4xf32>
  %c = linalg.fill ins(%zero : f32) outs(%c0 : tensor<8x4xf32>) -> tensor<8x4xf32>
  %y = linalg.matmul ins(%x, %wt : tensor<8x16xf32>, tensor<16x4xf32>) outs(%c : tensor<8x4xf32>) -> tensor<8x4xf32>
  %e1 = tensor.empty() : tensor<4x16xf32>
  %wtt = linalg.transpose ins(%wt : tensor<16x4xf32>) outs(%e1 : tensor<4x16xf32>) permutation = [1, 0]
  %e2 = tensor.empty() : tensor<16x4xf32>
  %wttt = linalg.transpose ins(%wtt : tensor<4x16xf32>) outs(%e2 : tensor<16x4xf32>) permutation = [1, 0]
  %d = linalg.matmul ins(%g, %wttt : tensor<8x16xf32>, tensor<16x4xf32>) outs(%c : tensor<8x4xf32>) -> tensor<8x4xf32>
  return %y, %d : tensor<8x4xf32>, tensor<8x4xf32>
}

// CHECK-LABEL: func.func @transpose_pair
// CHECK: %[[WT:.*]] = linalg.transpose ins(%arg1 : tensor<4x16xf32>)
// CHECK-NOT: linalg.transpose
// CHECK: linalg.matmul ins(%arg0, %[[WT]] :
// CHECK-NOT: linalg.transpose
// CHECK: linalg.matmul ins(%arg2, %[[WT]] :

// -----

// Attention's head split of a bias add: the bias add is expanded to the
// split shape and writes the transposed layout; no transpose is left.
#id = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>
func.func @head_split(%x: tensor<8x12xf32>, %bias: tensor<12xf32>) -> tensor<2x3x4x4xf32> {
  %e = tensor.empty() : tensor<8x12xf32>
  %b = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %bias : tensor<8x12xf32>, tensor<12xf32>) outs(%e : tensor<8x12xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %s = arith.addf %a, %c : f32
    linalg.yield %s : f32
  } -> tensor<8x12xf32>
  %x4 = tensor.expand_shape %b [[0, 1], [2, 3]] output_shape [2, 4, 3, 4] : tensor<8x12xf32> into tensor<2x4x3x4xf32>
  %e4 = tensor.empty() : tensor<2x3x4x4xf32>
  %t = linalg.transpose ins(%x4 : tensor<2x4x3x4xf32>) outs(%e4 : tensor<2x3x4x4xf32>) permutation = [0, 2, 1, 3]
  return %t : tensor<2x3x4x4xf32>
}

// CHECK-LABEL: func.func @head_split
// CHECK-NOT: linalg.transpose
// CHECK: %[[G:.*]] = linalg.generic {{.*}}iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins({{.*}} : tensor<2x4x3x4xf32>, tensor<3x4xf32>) outs({{.*}} : tensor<2x3x4x4xf32>)
// CHECK: arith.addf
// CHECK-NOT: linalg.transpose
// CHECK: return %[[G]]

// -----

// A transpose read by one elementwise generic: the generic reads the
// transpose's input at the permuted indices.
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @into_consumer(%x: tensor<4x8xf32>) -> tensor<8x4xf32> {
  %e = tensor.empty() : tensor<8x4xf32>
  %t = linalg.transpose ins(%x : tensor<4x8xf32>) outs(%e : tensor<8x4xf32>) permutation = [1, 0]
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%t : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %y = math.exp %a : f32
    linalg.yield %y : f32
  } -> tensor<8x4xf32>
  return %r : tensor<8x4xf32>
}

// CHECK: #[[T:.*]] = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-LABEL: func.func @into_consumer
// CHECK-NOT: linalg.transpose
// CHECK: linalg.generic {indexing_maps = [#[[T]], #{{.*}}]{{.*}} ins(%arg0 : tensor<4x8xf32>)
// CHECK: math.exp

// -----

// A transpose of a function argument feeding a matmul stays: the matmul
// kernel folds it into its operand loads.
func.func @into_matmul(%x: tensor<8x16xf32>, %w: tensor<4x16xf32>) -> tensor<8x4xf32> {
  %e0 = tensor.empty() : tensor<16x4xf32>
  %wt = linalg.transpose ins(%w : tensor<4x16xf32>) outs(%e0 : tensor<16x4xf32>) permutation = [1, 0]
  %zero = arith.constant 0.0 : f32
  %c0 = tensor.empty() : tensor<8x4xf32>
  %c = linalg.fill ins(%zero : f32) outs(%c0 : tensor<8x4xf32>) -> tensor<8x4xf32>
  %y = linalg.matmul ins(%x, %wt : tensor<8x16xf32>, tensor<16x4xf32>) outs(%c : tensor<8x4xf32>) -> tensor<8x4xf32>
  return %y : tensor<8x4xf32>
}

// CHECK-LABEL: func.func @into_matmul
// CHECK: linalg.transpose
// CHECK: linalg.matmul
