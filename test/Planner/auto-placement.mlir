// RUN: remat-opt %s -split-input-file --remat-auto="budget=1MiB solver=all" -verify-diagnostics --mlir-print-op-on-diagnostic=false | FileCheck %s

// A recomputation goes above the allocations of the backward op that needs
// it (its tensor.empty, and the constant and linalg.fill of its
// accumulator), so that their buffer is not live while it runs: here the
// recomputed exp and sin would otherwise be live with the fill's buffer
// (81920 bytes; 65536 with it below). The barrier stays pinned after the
// latest gradient value.
// CHECK-LABEL: func.func @fill_below_recompute
// CHECK-SAME: (%[[X:.*]]: tensor<64x64xf32>, %[[DY:.*]]: tensor<64x64xf32> {remat.cotangent})
// CHECK: %[[G0:.*]] = arith.mulf %[[DY]]
// CHECK-NEXT: %[[G1:.*]] = math.exp %[[G0]] : tensor<64x64xf32>
// CHECK-NEXT: %[[XP:.*]] = remat.barrier %[[X]] after %[[G1]]
// CHECK-NEXT: %[[U:.*]] = math.sin %[[XP]]
// CHECK-NEXT: %[[T:.*]] = math.exp %[[XP]]
// CHECK-NEXT: %[[A:.*]] = arith.addf %[[T]], %[[U]]
// CHECK-NEXT: %[[ZERO:.*]] = arith.constant 0.0
// CHECK-NEXT: %[[E:.*]] = tensor.empty() : tensor<64x64xf32>
// CHECK-NEXT: %[[F:.*]] = linalg.fill ins(%[[ZERO]] : f32) outs(%[[E]] :
// CHECK-NEXT: linalg.matmul ins(%[[G1]], %[[A]] : {{.*}}) outs(%[[F]] :
// expected-remark @+1 {{remat-auto: solver all (feasible): predicted peak 65536 -> 65536 bytes (budget 1048576)}}
func.func @fill_below_recompute(%x: tensor<64x64xf32>, %dy: tensor<64x64xf32> {remat.cotangent}) -> (tensor<64x64xf32>, tensor<64x64xf32>) {
  %t = math.exp %x : tensor<64x64xf32> loc("layers.0.exp")
  %u = math.sin %x : tensor<64x64xf32> loc("layers.0.sin")
  %a = arith.addf %t, %u : tensor<64x64xf32> loc("layers.0.add")
  %b = math.cos %a : tensor<64x64xf32> loc("layers.1.cos")
  %g0 = arith.mulf %dy, %b : tensor<64x64xf32> loc("backward.1")
  %g1 = math.exp %g0 : tensor<64x64xf32> loc("backward.1")
  %zero = arith.constant 0.0 : f32 loc("backward.0")
  %e = tensor.empty() : tensor<64x64xf32> loc("backward.0")
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.0")
  %g2 = linalg.matmul ins(%g1, %a : tensor<64x64xf32>, tensor<64x64xf32>) outs(%f : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.0")
  return %b, %g2 : tensor<64x64xf32>, tensor<64x64xf32>
}

// -----

// A bare tensor.empty destination goes below the recomputation too.
// CHECK-LABEL: func.func @empty_below_recompute
// CHECK-SAME: (%[[X:.*]]: tensor<1024xf32>, %[[DY:.*]]: tensor<1024xf32> {remat.cotangent})
// CHECK: %[[G0:.*]] = arith.mulf %[[DY]]
// CHECK-NEXT: %[[G1:.*]] = math.exp %[[G0]] : tensor<1024xf32>
// CHECK-NEXT: %[[XP:.*]] = remat.barrier %[[X]] after %[[G1]]
// CHECK-NEXT: %[[T:.*]] = math.exp %[[XP]]
// CHECK-NEXT: %[[A:.*]] = math.sin %[[T]]
// CHECK-NEXT: %[[E:.*]] = tensor.empty() : tensor<1024xf32>
// CHECK-NEXT: linalg.mul ins(%[[G1]], %[[A]] : {{.*}}) outs(%[[E]] :
// expected-remark @+1 {{remat-auto: solver all (feasible)}}
func.func @empty_below_recompute(%x: tensor<1024xf32>, %dy: tensor<1024xf32> {remat.cotangent}) -> (tensor<1024xf32>, tensor<1024xf32>) {
  %t = math.exp %x : tensor<1024xf32> loc("layers.0.exp")
  %a = math.sin %t : tensor<1024xf32> loc("layers.0.sin")
  %b = math.cos %a : tensor<1024xf32> loc("layers.1.cos")
  %g0 = arith.mulf %dy, %b : tensor<1024xf32> loc("backward.1")
  %g1 = math.exp %g0 : tensor<1024xf32> loc("backward.1")
  %e = tensor.empty() : tensor<1024xf32> loc("backward.0")
  %g2 = linalg.mul ins(%g1, %a : tensor<1024xf32>, tensor<1024xf32>) outs(%e : tensor<1024xf32>) -> tensor<1024xf32> loc("backward.0")
  return %b, %g2 : tensor<1024xf32>, tensor<1024xf32>
}

// -----

// Only the data-free ops right before the consumer are passed: an op that
// reads data (%g1) stays above the recomputation, and so does the
// allocation above it.
// CHECK-LABEL: func.func @stops_at_data
// CHECK-SAME: (%[[X:.*]]: tensor<1024xf32>, %[[DY:.*]]: tensor<1024xf32> {remat.cotangent})
// CHECK: %[[G0:.*]] = arith.mulf %[[DY]]
// CHECK-NEXT: %[[E:.*]] = tensor.empty() : tensor<1024xf32>
// CHECK-NEXT: %[[G1:.*]] = math.exp %[[G0]] : tensor<1024xf32>
// CHECK-NEXT: %[[XP:.*]] = remat.barrier %[[X]] after %[[G1]]
// CHECK-NEXT: %[[T:.*]] = math.exp %[[XP]]
// CHECK-NEXT: %[[A:.*]] = math.sin %[[T]]
// CHECK-NEXT: linalg.mul ins(%[[G1]], %[[A]] : {{.*}}) outs(%[[E]] :
// expected-remark @+1 {{remat-auto: solver all (feasible)}}
func.func @stops_at_data(%x: tensor<1024xf32>, %dy: tensor<1024xf32> {remat.cotangent}) -> (tensor<1024xf32>, tensor<1024xf32>) {
  %t = math.exp %x : tensor<1024xf32> loc("layers.0.exp")
  %a = math.sin %t : tensor<1024xf32> loc("layers.0.sin")
  %b = math.cos %a : tensor<1024xf32> loc("layers.1.cos")
  %g0 = arith.mulf %dy, %b : tensor<1024xf32> loc("backward.1")
  %e = tensor.empty() : tensor<1024xf32> loc("backward.0")
  %g1 = math.exp %g0 : tensor<1024xf32> loc("backward.1")
  %g2 = linalg.mul ins(%g1, %a : tensor<1024xf32>, tensor<1024xf32>) outs(%e : tensor<1024xf32>) -> tensor<1024xf32> loc("backward.0")
  return %b, %g2 : tensor<1024xf32>, tensor<1024xf32>
}
