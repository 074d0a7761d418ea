// RUN: remat-opt %s -split-input-file --remat-lower-barriers-to-iree=split-forward=true | FileCheck %s
// RUN: remat-opt %s -split-input-file --remat-lower-barriers-to-iree | FileCheck %s --check-prefix=NOSPLIT
// RUN: remat-opt %s -split-input-file --remat-lower-barriers-to-iree="split-forward=true clean-cuts=true" | FileCheck %s --check-prefix=CLEAN

// The forward value the recomputation starts from (%h) gets a barrier of its
// own right after its definition, and every user reads it: IREE ends an
// execution region there, so the forward segment after it is a region with
// its own slab. The data-free destination (%e, a tensor.empty) is no
// checkpoint and is not cut, nor put through the recomputation's barrier
// (the recomputation reads it directly); the loss, a forward value nothing
// recomputes from, is not cut either.
// CHECK-LABEL: func.func @step
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf32>
// CHECK-NEXT: %[[H:.*]] = linalg.generic {{.*}} outs(%[[E]] : tensor<4xf32>)
// CHECK: %[[HC:.*]] = util.optimization_barrier %[[H]] : tensor<4xf32>
// CHECK-NEXT: %[[T:.*]] = math.tanh %[[HC]] : tensor<4xf32>
// CHECK-NEXT: %[[L:.*]] = math.exp %[[T]] : tensor<4xf32>
// CHECK-NEXT: %[[G:.*]] = arith.mulf %[[L]], %[[HC]] : tensor<4xf32>
// CHECK-NEXT: %[[P:.*]]:2 = util.optimization_barrier %[[G]], %[[HC]] : tensor<4xf32>, tensor<4xf32>
// CHECK-NEXT: linalg.generic {{.*}} ins(%[[P]]#1 : tensor<4xf32>) outs(%[[E]] : tensor<4xf32>)
// CHECK-NOT: util.optimization_barrier %[[L]]
// NOSPLIT-LABEL: func.func @step
// NOSPLIT: %[[H:.*]] = linalg.generic
// NOSPLIT-NOT: util.optimization_barrier %[[H]] :
// NOSPLIT: %{{.*}}:2 = util.optimization_barrier %{{.*}}, %[[H]] :
#id = affine_map<(d0) -> (d0)>
func.func @step(%x: tensor<4xf32>, %dy: tensor<4xf32> {remat.cotangent}) -> (tensor<4xf32>, tensor<4xf32>) {
  %e = tensor.empty() : tensor<4xf32>
  %h = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.mulf %a, %a : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %t = math.tanh %h : tensor<4xf32>
  %l = math.exp %t : tensor<4xf32>
  %g = arith.mulf %l, %h : tensor<4xf32>
  %h2, %e2 = remat.barrier %h, %e after %g
      : tensor<4xf32>, tensor<4xf32> after tensor<4xf32>
  %t2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%h2 : tensor<4xf32>) outs(%e2 : tensor<4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = math.tanh %a : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %s = arith.mulf %g, %t2 : tensor<4xf32>
  %u = arith.mulf %s, %dy : tensor<4xf32>
  return %l, %u : tensor<4xf32>, tensor<4xf32>
}

// -----

// clean-cuts (off by default): a cut after the checkpoint %b would trap %a, which
// only the forward's %c reads after it, in the segment's outgoing slab
// until the gradient computation; the forward is not cut there. Without
// clean-cuts it is.
// CLEAN-LABEL: func.func @trapped
// CLEAN: %[[B:.*]] = math.tanh %{{.*}} : tensor<4xf32>
// CLEAN-NEXT: %{{.*}} = arith.addf %{{.*}}, %[[B]] : tensor<4xf32>
// CHECK-LABEL: func.func @trapped
// CHECK: %[[B:.*]] = math.tanh %{{.*}} : tensor<4xf32>
// CHECK-NEXT: %[[BC:.*]] = util.optimization_barrier %[[B]] : tensor<4xf32>
// CHECK-NEXT: %{{.*}} = arith.addf %{{.*}}, %[[BC]] : tensor<4xf32>
func.func @trapped(%x: tensor<4xf32>, %dy: tensor<4xf32> {remat.cotangent}) -> tensor<4xf32> {
  %a = math.exp %x : tensor<4xf32>
  %b = math.tanh %x : tensor<4xf32>
  %c = arith.addf %a, %b : tensor<4xf32>
  %g = arith.mulf %dy, %c : tensor<4xf32>
  %b2 = remat.barrier %b after %g : tensor<4xf32> after tensor<4xf32>
  %r = math.tanh %b2 : tensor<4xf32>
  %u = arith.mulf %g, %r : tensor<4xf32>
  return %u : tensor<4xf32>
}
