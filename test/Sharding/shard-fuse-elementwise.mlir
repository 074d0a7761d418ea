// RUN: remat-opt %s --pass-pipeline='builtin.module(remat-shard{strategy=dp ranks=2})' | FileCheck %s
// RUN: remat-opt %s --pass-pipeline='builtin.module(remat-shard{strategy=dp ranks=2 fuse-elementwise=false})' | FileCheck %s --check-prefix=OFF

// A GELU-like backward chain: t = tanh(y) is a forward value the backward
// pass reads, a = t * d and b = a * s are read once each. With
// fuse-elementwise the backward chain is one linalg.generic that computes
// tanh(y) again from y (live there anyway: the chain's last op reads it),
// so t is not kept from the forward pass to the backward one, and a and b
// are never materialized; the forward reduction's square reads y too. The
// fused op reads y once (upstream's deduplication of its two inputs).

// CHECK-LABEL: func.func @train_step
// CHECK: %[[Y:.*]] = linalg.matmul
// CHECK: %[[SQ:.*]] = linalg.generic {{.*}} ins(%[[Y]] : tensor<4x3xf32>)
// CHECK-NEXT: ^bb0(%[[IN:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT: %[[T:.*]] = math.tanh %[[IN]] : f32
// CHECK-NEXT: %[[S:.*]] = arith.mulf %[[T]], %[[T]] : f32
// CHECK-NEXT: linalg.yield %[[S]] : f32
// CHECK: linalg.reduce ins(%[[SQ]]
// CHECK: %[[D:.*]] = tensor.extract
// CHECK: %[[DY:.*]] = linalg.generic {{.*}} ins(%[[Y]] : tensor<4x3xf32>)
// CHECK-NEXT: ^bb0(%[[A:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT: %[[T2:.*]] = math.tanh %[[A]] : f32
// CHECK-NEXT: %[[M1:.*]] = arith.mulf %[[T2]], %[[D]] : f32
// CHECK-NEXT: %[[M2:.*]] = arith.mulf %[[M1]], %{{.*}} : f32
// CHECK-NEXT: %[[M3:.*]] = arith.mulf %[[M2]], %[[A]] : f32
// CHECK-NEXT: linalg.yield %[[M3]] : f32
// CHECK-NOT: linalg.generic
// CHECK: linalg.matmul {{.*}} ins(%{{.*}}, %[[DY]] :

// Off (the default): tanh(y) once, read by the square and by the chain's
// first op; the chain is three generics.
// OFF-LABEL: func.func @train_step
// OFF-COUNT-5: linalg.generic
// OFF-NOT: linalg.generic

#id = affine_map<(i, j) -> (i, j)>
func.func @train_step(%x: tensor<8x4xf32>, %w: tensor<4x3xf32>,
                      %dloss: tensor<f32> {remat.cotangent})
    -> (tensor<f32>, tensor<4x3xf32>) {
  %zero = arith.constant 0.0 : f32
  %s = arith.constant 0.5 : f32
  %e0 = tensor.empty() : tensor<8x3xf32>
  %f0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<8x3xf32>) -> tensor<8x3xf32>
  %y = linalg.matmul ins(%x, %w : tensor<8x4xf32>, tensor<4x3xf32>) outs(%f0 : tensor<8x3xf32>) -> tensor<8x3xf32>
  %e1 = tensor.empty() : tensor<8x3xf32>
  %t = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%y : tensor<8x3xf32>) outs(%e1 : tensor<8x3xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = math.tanh %a : f32
    linalg.yield %r : f32
  } -> tensor<8x3xf32>
  %e2 = tensor.empty() : tensor<8x3xf32>
  %sq = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%t : tensor<8x3xf32>) outs(%e2 : tensor<8x3xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.mulf %a, %a : f32
    linalg.yield %r : f32
  } -> tensor<8x3xf32>
  %e3 = tensor.empty() : tensor<f32>
  %f3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%sq : tensor<8x3xf32>) outs(%f3 : tensor<f32>) dimensions = [0, 1]
    (%a: f32, %b: f32) {
      %r = arith.addf %a, %b : f32
      linalg.yield %r : f32
    }
  %d = tensor.extract %dloss[] : tensor<f32>
  %e4 = tensor.empty() : tensor<8x3xf32>
  %ga = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%t : tensor<8x3xf32>) outs(%e4 : tensor<8x3xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.mulf %a, %d : f32
    linalg.yield %r : f32
  } -> tensor<8x3xf32>
  %e5 = tensor.empty() : tensor<8x3xf32>
  %gb = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%ga : tensor<8x3xf32>) outs(%e5 : tensor<8x3xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.mulf %a, %s : f32
    linalg.yield %r : f32
  } -> tensor<8x3xf32>
  %e6 = tensor.empty() : tensor<8x3xf32>
  %dy = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%gb, %y : tensor<8x3xf32>, tensor<8x3xf32>) outs(%e6 : tensor<8x3xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.mulf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<8x3xf32>
  %e7 = tensor.empty() : tensor<4x8xf32>
  %xt = linalg.transpose ins(%x : tensor<8x4xf32>) outs(%e7 : tensor<4x8xf32>) permutation = [1, 0]
  %e8 = tensor.empty() : tensor<4x3xf32>
  %f8 = linalg.fill ins(%zero : f32) outs(%e8 : tensor<4x3xf32>) -> tensor<4x3xf32>
  %dw = linalg.matmul ins(%xt, %dy : tensor<4x8xf32>, tensor<8x3xf32>) outs(%f8 : tensor<4x3xf32>) -> tensor<4x3xf32>
  return %loss, %dw : tensor<f32>, tensor<4x3xf32>
}
