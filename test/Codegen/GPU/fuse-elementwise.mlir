// remat-gpu-fuse-elementwise: single-use elementwise producers are fused into
// the generic that reads them; producers with several readers and named ops
// (matmuls) are left alone.
// RUN: remat-opt %s --split-input-file --remat-gpu-fuse-elementwise | FileCheck %s

// A single-use elementwise producer is fused into the reduction reading it.
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @into_reduction(%x: tensor<8x16xf32>) -> tensor<8xf32> {
  %e = tensor.empty() : tensor<8x16xf32>
  %t = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<8x16xf32>) outs(%e : tensor<8x16xf32>) {
  ^bb0(%a: f32, %o: f32):
    %y = math.tanh %a : f32
    linalg.yield %y : f32
  } -> tensor<8x16xf32>
  %zero = arith.constant 0.0 : f32
  %acc0 = tensor.empty() : tensor<8xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%acc0 : tensor<8xf32>) -> tensor<8xf32>
  %s = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%t : tensor<8x16xf32>) outs(%acc : tensor<8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %y = arith.addf %a, %o : f32
    linalg.yield %y : f32
  } -> tensor<8xf32>
  return %s : tensor<8xf32>
}

// CHECK-LABEL: func.func @into_reduction
// CHECK-NOT: math.tanh
// CHECK: linalg.generic {{.*}}iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<8x16xf32>)
// CHECK-NEXT: ^bb0(%[[IN:.*]]: f32, %[[OUT:.*]]: f32):
// CHECK-NEXT: %[[T:.*]] = math.tanh %[[IN]] : f32
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[T]], %[[OUT]] : f32
// CHECK-NEXT: linalg.yield %[[S]]

// -----

// A producer read twice (a forward value the backward reads too) is not
// duplicated.
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @two_uses(%x: tensor<8x16xf32>) -> (tensor<8x16xf32>, tensor<8x16xf32>) {
  %e = tensor.empty() : tensor<8x16xf32>
  %t = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<8x16xf32>) outs(%e : tensor<8x16xf32>) {
  ^bb0(%a: f32, %o: f32):
    %y = math.tanh %a : f32
    linalg.yield %y : f32
  } -> tensor<8x16xf32>
  %u = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%t : tensor<8x16xf32>) outs(%e : tensor<8x16xf32>) {
  ^bb0(%a: f32, %o: f32):
    %y = arith.mulf %a, %a : f32
    linalg.yield %y : f32
  } -> tensor<8x16xf32>
  return %t, %u : tensor<8x16xf32>, tensor<8x16xf32>
}

// CHECK-LABEL: func.func @two_uses
// CHECK: %[[T:.*]] = linalg.generic {{.*}} ins(%arg0
// CHECK: math.tanh
// CHECK: linalg.generic {{.*}} ins(%[[T]] : tensor<8x16xf32>)
// CHECK-NOT: math.tanh
// CHECK: arith.mulf

// -----

// A matmul keeps its own (tiled) kernel: its producer is not fused into it.
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @not_into_matmul(%x: tensor<8x16xf32>, %w: tensor<16x4xf32>) -> tensor<8x4xf32> {
  %e = tensor.empty() : tensor<8x16xf32>
  %t = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<8x16xf32>) outs(%e : tensor<8x16xf32>) {
  ^bb0(%a: f32, %o: f32):
    %y = math.tanh %a : f32
    linalg.yield %y : f32
  } -> tensor<8x16xf32>
  %zero = arith.constant 0.0 : f32
  %c0 = tensor.empty() : tensor<8x4xf32>
  %c = linalg.fill ins(%zero : f32) outs(%c0 : tensor<8x4xf32>) -> tensor<8x4xf32>
  %m = linalg.matmul ins(%t, %w : tensor<8x16xf32>, tensor<16x4xf32>) outs(%c : tensor<8x4xf32>) -> tensor<8x4xf32>
  return %m : tensor<8x4xf32>
}

// CHECK-LABEL: func.func @not_into_matmul
// CHECK: %[[T:.*]] = linalg.generic
// CHECK: math.tanh
// CHECK: linalg.matmul ins(%[[T]], %arg1
