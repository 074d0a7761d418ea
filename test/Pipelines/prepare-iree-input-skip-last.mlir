// RUN: remat-opt %s --remat-prepare-iree-input="policy=recompute_all" | FileCheck %s --check-prefix=ALL
// RUN: remat-opt %s --remat-prepare-iree-input="policy=recompute_all skip-last=true" | FileCheck %s --check-prefix=SKIP
// Without policy there are no per-layer checkpoints: skip-last and every are
// refused, not ignored.
// RUN: not remat-opt %s --remat-prepare-iree-input="skip-last=true" 2>&1 | FileCheck %s --check-prefix=NOPOLICY-SKIP
// RUN: not remat-opt %s --remat-prepare-iree-input="every=2 budget=1MiB" 2>&1 | FileCheck %s --check-prefix=NOPOLICY-EVERY
// NOPOLICY-SKIP: error: remat-prepare-iree-input: skip-last needs policy=recompute_all|save_dots|save_dots_no_batch
// NOPOLICY-EVERY: error: remat-prepare-iree-input: every=2 needs policy=

// Two layers, each a tanh (read by the gradient) then an exp. Per-layer
// recompute_all recomputes both layers' tanh after barriers; layers.1's
// forward copies, read by nobody once the gradient reads the recomputed
// ones, are erased (remat-lower-barriers-to-iree: IREE would erase them
// too), so three tanh remain. With skip-last the layer the backward starts
// with (layers.1) keeps its forward value and only layers.0's tanh is
// recomputed, after the barrier on its input.
// ALL-LABEL: func.func @two_layers
// ALL: math.tanh
// ALL-NEXT: math.exp
// ALL-NEXT: util.optimization_barrier
// ALL-COUNT-2: math.tanh
// ALL-NOT: math.tanh
// SKIP-LABEL: func.func @two_layers
// SKIP-SAME: (%[[X:.*]]: tensor<8xf32>, %[[DY:.*]]: tensor<8xf32>)
// SKIP-NEXT: %[[T0:.*]] = math.tanh %[[X]]
// SKIP-NEXT: %[[H0:.*]] = math.exp %[[T0]]
// SKIP-NEXT: %[[T1:.*]] = math.tanh %[[H0]]
// SKIP-NEXT: %[[H1:.*]] = math.exp %[[T1]]
// SKIP-NEXT: %[[G:.*]] = arith.mulf %[[DY]], %[[H1]]
// SKIP-NEXT: %[[G1:.*]] = arith.mulf %[[G]], %[[T1]]
// SKIP: %[[XB:.*]] = util.optimization_barrier %[[X]]
// SKIP: %[[R:.*]] = math.tanh %[[XB]]
// SKIP-NOT: math.tanh
// SKIP: arith.mulf %[[G1]], %[[R]]
func.func @two_layers(%x: tensor<8xf32>, %dy: tensor<8xf32> {remat.cotangent}) -> tensor<8xf32> {
  %t0 = math.tanh %x : tensor<8xf32> loc("layers.0.act")
  %h0 = math.exp %t0 : tensor<8xf32> loc("layers.0.out")
  %t1 = math.tanh %h0 : tensor<8xf32> loc("layers.1.act")
  %h1 = math.exp %t1 : tensor<8xf32> loc("layers.1.out")
  %g1 = arith.mulf %dy, %h1 : tensor<8xf32> loc("backward.layers.1")
  %g1b = arith.mulf %g1, %t1 : tensor<8xf32> loc("backward.layers.1")
  %g0 = arith.mulf %g1b, %t0 : tensor<8xf32> loc("backward.layers.0")
  return %g0 : tensor<8xf32>
}
