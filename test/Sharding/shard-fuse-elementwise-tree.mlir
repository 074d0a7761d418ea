// REQUIRES: mpi
// RUN: remat-opt %s --pass-pipeline='builtin.module(remat-shard{strategy=dp ranks=2})' -o %t.fused.mlir
// RUN: FileCheck %s < %t.fused.mlir
// RUN: remat-opt %s --pass-pipeline='builtin.module(remat-shard{strategy=dp ranks=2 fuse-elementwise=false})' -o %t.plain.mlir
// RUN: remat-run %t.fused.mlir --ranks=2 | grep checksum > %t.fused.txt
// RUN: remat-run %t.plain.mlir --ranks=2 | grep checksum > %t.plain.txt
// RUN: diff %t.fused.txt %t.plain.txt

// A GELU-backward-like row where no pair frees memory: %ga and %gb both
// read the cotangent-like %g and the forward value %y; %gc reads %gb twice
// and %y, %gd reads %gc and %ga. Fused pairwise, each fusion would keep
// two tensors live to its consumer to save one; the whole tree keeps %g
// and %y to %gd and saves %ga, %gb and %gc: one generic reading %g and %y
// (each once), with the same scalar operations per element (the outputs
// equal the unfused step's bit for bit).

// CHECK-LABEL: func.func @train_step
// CHECK: %[[Y:.*]] = linalg.matmul
// CHECK: %[[G:.*]] = linalg.matmul
// CHECK-NEXT: %{{.*}} = tensor.empty()
// CHECK-NEXT: %[[GD:.*]] = linalg.generic {{.*}} ins(%[[G]], %[[Y]] : tensor<4x3xf32>, tensor<4x3xf32>)
// CHECK-NOT: linalg.generic
// CHECK: linalg.matmul {{.*}} ins(%{{.*}}, %[[GD]] :

#id = affine_map<(i, j) -> (i, j)>
func.func @train_step(%x: tensor<8x4xf32> {remat.data}, %w: tensor<4x3xf32> {remat.parameter},
                      %dloss: tensor<f32> {remat.cotangent})
    -> (tensor<f32>, tensor<4x3xf32>) {
  %zero = arith.constant 0.0 : f32
  %h = arith.constant 0.5 : f32
  %e0 = tensor.empty() : tensor<8x3xf32>
  %f0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<8x3xf32>) -> tensor<8x3xf32>
  %y = linalg.matmul ins(%x, %w : tensor<8x4xf32>, tensor<4x3xf32>) outs(%f0 : tensor<8x3xf32>) -> tensor<8x3xf32>
  %e3 = tensor.empty() : tensor<f32>
  %f3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%y : tensor<8x3xf32>) outs(%f3 : tensor<f32>) dimensions = [0, 1]
    (%a: f32, %b: f32) {
      %r = arith.addf %a, %b : f32
      linalg.yield %r : f32
    }
  %d = tensor.extract %dloss[] : tensor<f32>
  %e1 = tensor.empty() : tensor<8x3xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<8x3xf32>) -> tensor<8x3xf32>
  %g = linalg.matmul ins(%x, %w : tensor<8x4xf32>, tensor<4x3xf32>) outs(%f1 : tensor<8x3xf32>) -> tensor<8x3xf32>
  %e4 = tensor.empty() : tensor<8x3xf32>
  %ga = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%g, %y : tensor<8x3xf32>, tensor<8x3xf32>) outs(%e4 : tensor<8x3xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %t = math.tanh %b : f32
    %u = arith.mulf %t, %d : f32
    %r = arith.mulf %a, %u : f32
    linalg.yield %r : f32
  } -> tensor<8x3xf32>
  %e5 = tensor.empty() : tensor<8x3xf32>
  %gb = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%g, %y : tensor<8x3xf32>, tensor<8x3xf32>) outs(%e5 : tensor<8x3xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.mulf %b, %h : f32
    %r = arith.mulf %a, %s : f32
    linalg.yield %r : f32
  } -> tensor<8x3xf32>
  %e6 = tensor.empty() : tensor<8x3xf32>
  %gc = linalg.generic {indexing_maps = [#id, #id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%gb, %gb, %y : tensor<8x3xf32>, tensor<8x3xf32>, tensor<8x3xf32>) outs(%e6 : tensor<8x3xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    %r = arith.addf %m, %c : f32
    linalg.yield %r : f32
  } -> tensor<8x3xf32>
  %e7 = tensor.empty() : tensor<8x3xf32>
  %gd = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%gc, %ga : tensor<8x3xf32>, tensor<8x3xf32>) outs(%e7 : tensor<8x3xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<8x3xf32>
  %e8 = tensor.empty() : tensor<4x8xf32>
  %xt = linalg.transpose ins(%x : tensor<8x4xf32>) outs(%e8 : tensor<4x8xf32>) permutation = [1, 0]
  %e9 = tensor.empty() : tensor<4x3xf32>
  %f9 = linalg.fill ins(%zero : f32) outs(%e9 : tensor<4x3xf32>) -> tensor<4x3xf32>
  %dw = linalg.matmul ins(%xt, %gd : tensor<4x8xf32>, tensor<8x3xf32>) outs(%f9 : tensor<4x3xf32>) -> tensor<4x3xf32>
  return %loss, %dw : tensor<f32>, tensor<4x3xf32>
}
