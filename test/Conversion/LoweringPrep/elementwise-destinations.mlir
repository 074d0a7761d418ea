// remat-elementwise-destinations: an elementwise op whose destination is
// read later, or is a read-only argument, gets its own tensor.empty; one
// whose destination is a fresh buffer dying there gets a tensor.empty and
// the reuse mark; anything else keeps its destination for upstream.
// RUN: remat-opt %s --split-input-file --remat-elementwise-destinations | FileCheck %s

#id = affine_map<(d0) -> (d0)>

// A chain: the read-only argument first, then each gradient value dies at
// the next multiplication and is fresh (its destination a tensor.empty).
// CHECK-LABEL: func.func @chain
// CHECK-SAME: (%[[DY:.*]]: tensor<4xf32> {bufferization.writable = false}, %[[H:.*]]: tensor<4xf32> {bufferization.writable = false})
// CHECK: %[[E0:.*]] = tensor.empty() : tensor<4xf32>
// CHECK-NEXT: %[[G0:.*]] = linalg.generic {{.*}} ins(%[[DY]], %[[H]] : {{.*}}) outs(%[[E0]] : tensor<4xf32>)
// CHECK-NOT: __remat_reuse_input__
// CHECK: %[[E1:.*]] = tensor.empty() : tensor<4xf32>
// CHECK-NEXT: %[[G1:.*]] = linalg.generic {{.*}} ins(%[[G0]], %[[H]] : {{.*}}) outs(%[[E1]] : tensor<4xf32>) attrs = {__remat_reuse_input__ = 0 : i64}
// CHECK: %[[E2:.*]] = tensor.empty() : tensor<4xf32>
// CHECK-NEXT: linalg.generic {{.*}} ins(%[[H]], %[[G1]] : {{.*}}) outs(%[[E2]] : tensor<4xf32>) attrs = {__remat_reuse_input__ = 1 : i64}
func.func @chain(%dy: tensor<4xf32> {bufferization.writable = false},
                 %h: tensor<4xf32> {bufferization.writable = false}) -> tensor<4xf32> {
  %g0 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%dy, %h : tensor<4xf32>, tensor<4xf32>) outs(%dy : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    linalg.yield %m : f32
  } -> tensor<4xf32>
  %g1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%g0, %h : tensor<4xf32>, tensor<4xf32>) outs(%g0 : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    linalg.yield %m : f32
  } -> tensor<4xf32>
  %g2 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%h, %g1 : tensor<4xf32>, tensor<4xf32>) outs(%g1 : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    linalg.yield %m : f32
  } -> tensor<4xf32>
  return %g2 : tensor<4xf32>
}

// -----

#id = affine_map<(d0) -> (d0)>

// The destination is read by a later op: a fresh buffer, no mark.
// CHECK-LABEL: func.func @read_later
// CHECK: %[[S:.*]] = linalg.generic
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf32>
// CHECK-NEXT: linalg.generic {{.*}} ins(%[[S]] : tensor<4xf32>) outs(%[[E]] : tensor<4xf32>) {
func.func @read_later(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %e = tensor.empty() : tensor<4xf32>
  %s = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = math.sin %a : f32
    linalg.yield %m : f32
  } -> tensor<4xf32>
  %c = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%s : tensor<4xf32>) outs(%s : tensor<4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = math.cos %a : f32
    linalg.yield %m : f32
  } -> tensor<4xf32>
  %e2 = tensor.empty() : tensor<4xf32>
  %t = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%s : tensor<4xf32>) outs(%e2 : tensor<4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = math.exp %a : f32
    linalg.yield %m : f32
  } -> tensor<4xf32>
  return %c, %t : tensor<4xf32>, tensor<4xf32>
}

// -----

#id = affine_map<(d0) -> (d0)>

// Left to upstream: a writable argument (no attribute), a destination
// that is returned (not a linalg input), and an op inside a loop.
// CHECK-LABEL: func.func @undecided
// CHECK-SAME: (%[[X:[^:]*]]: tensor<4xf32>
// CHECK: linalg.generic {{.*}} ins(%[[X]] : tensor<4xf32>) outs(%[[X]] : tensor<4xf32>) {
// CHECK: %[[S:.*]] = linalg.generic {{.*}} outs(%{{.*}} : tensor<4xf32>) {
// CHECK: linalg.generic {{.*}} ins(%[[S]] : tensor<4xf32>) outs(%[[S]] : tensor<4xf32>) {
// CHECK: scf.for
// CHECK: linalg.generic {{.*}} outs(%{{[a-z0-9_]+}} : tensor<4xf32>) {
// CHECK-NOT: __remat_reuse_input__
func.func @undecided(%x: tensor<4xf32>, %n: index) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<4xf32>) outs(%x : tensor<4xf32>) {
  ^bb0(%v: f32, %o: f32):
    %m = math.sin %v : f32
    linalg.yield %m : f32
  } -> tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %s = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%v: f32, %o: f32):
    %m = math.cos %v : f32
    linalg.yield %m : f32
  } -> tensor<4xf32>
  %b = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%s : tensor<4xf32>) outs(%s : tensor<4xf32>) {
  ^bb0(%v: f32, %o: f32):
    %m = math.exp %v : f32
    linalg.yield %m : f32
  } -> tensor<4xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %l = scf.for %i = %c0 to %n step %c1 iter_args(%t = %b) -> tensor<4xf32> {
    %u = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
        ins(%t : tensor<4xf32>) outs(%t : tensor<4xf32>) {
    ^bb0(%v: f32, %o: f32):
      %m = math.sin %v : f32
      linalg.yield %m : f32
    } -> tensor<4xf32>
    scf.yield %u : tensor<4xf32>
  }
  return %s, %b, %l : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}
