// remat-split-empty-tensors: every user of a tensor.empty gets its own copy
// right before it (before its ancestor in the empty's block when nested); a
// user of a shared one that reads a dying input element by element writes
// into that input instead; an empty with one user right after it stays. A
// linalg.fill of a tensor.empty used by several ops is copied, with its
// tensor.empty, to right before each of them (never taken as a dying input).
// RUN: remat-opt %s --split-input-file --remat-split-empty-tensors | FileCheck %s
// RUN: remat-opt %s --split-input-file \
// RUN:   --pass-pipeline='builtin.module(func.func(remat-split-empty-tensors))' | FileCheck %s

#id = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @shared
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>, %[[Y:.*]]: tensor<2x4xf32>)
// CHECK-NEXT: %[[C:.*]] = arith.constant
// CHECK-NEXT: %[[T:.*]] = math.tanh %[[Y]]
// CHECK-NEXT: %[[E1:.*]] = tensor.empty() : tensor<4xf32>
// CHECK-NEXT: %[[R:.*]] = linalg.reduce ins(%[[T]] : tensor<2x4xf32>) outs(%[[E1]] : tensor<4xf32>)
// CHECK: %[[E2:.*]] = tensor.empty() : tensor<4xf32>
// CHECK-NEXT: %[[E3:.*]] = tensor.empty() : tensor<4xf32>
// CHECK-NEXT: %[[F1:.*]] = linalg.fill ins(%[[C]] : f32) outs(%[[E3]] : tensor<4xf32>)
// CHECK-NEXT: %[[G:.*]] = linalg.generic {{.*}} ins(%[[X]], %[[F1]] : tensor<4xf32>, tensor<4xf32>) outs(%[[E2]] : tensor<4xf32>)
// CHECK: %[[E4:.*]] = tensor.empty() : tensor<4xf32>
// CHECK-NEXT: %[[F2:.*]] = linalg.fill ins(%[[C]] : f32) outs(%[[E4]] : tensor<4xf32>)
// CHECK-NEXT: arith.addf %[[G]], %[[F2]]
// CHECK-NOT: tensor.empty
func.func @shared(%x: tensor<4xf32>, %y: tensor<2x4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %c = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%c : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %t = math.tanh %y : tensor<2x4xf32>
  %r = linalg.reduce ins(%t : tensor<2x4xf32>) outs(%e : tensor<4xf32>) dimensions = [0]
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
  // %x is an argument and %f is shared (each user gets its own fill):
  // neither is reused.
  %g = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%x, %f : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    linalg.yield %m : f32
  } -> tensor<4xf32>
  %h = arith.addf %g, %f : tensor<4xf32>
  return %r, %h : tensor<4xf32>, tensor<4xf32>
}

// -----

#id = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @reuse_dying_input
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf32>
// CHECK-NEXT: %[[A:.*]] = linalg.generic {{.*}} outs(%[[E]] : tensor<4xf32>)
// CHECK: %[[B:.*]] = linalg.generic {{.*}} ins(%[[A]] : tensor<4xf32>) outs(%[[A]] : tensor<4xf32>)
// CHECK-NOT: tensor.empty
// CHECK: return %[[B]]
func.func @reuse_dying_input(%x: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%i: f32, %o: f32):
    %v = math.exp %i : f32
    linalg.yield %v : f32
  } -> tensor<4xf32>
  %b = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%i: f32, %o: f32):
    %v = math.sin %i : f32
    linalg.yield %v : f32
  } -> tensor<4xf32>
  return %b : tensor<4xf32>
}

// -----

// A use nested in a loop gets its copy before the loop, not in its body.
// CHECK-LABEL: func.func @nested
// CHECK: %[[E0:.*]] = tensor.empty() : tensor<4xf32>
// CHECK-NEXT: linalg.fill {{.*}} outs(%[[E0]] : tensor<4xf32>)
// CHECK-NEXT: %[[E1:.*]] = tensor.empty() : tensor<4xf32>
// CHECK-NEXT: scf.for
// CHECK-NEXT: linalg.fill {{.*}} outs(%[[E1]] : tensor<4xf32>)
func.func @nested(%n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %a = linalg.fill ins(%z : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %l = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %a) -> tensor<4xf32> {
    %f = linalg.fill ins(%z : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    %s = arith.addf %acc, %f : tensor<4xf32>
    scf.yield %s : tensor<4xf32>
  }
  return %l : tensor<4xf32>
}

// -----

// One user right after it: unchanged. One distant user: moved next to it.
// CHECK-LABEL: func.func @single_users
// CHECK-NEXT: %[[C:.*]] = arith.constant
// CHECK-NEXT: %[[E0:.*]] = tensor.empty() : tensor<4xf32>
// CHECK-NEXT: linalg.fill ins(%[[C]] : f32) outs(%[[E0]] : tensor<4xf32>)
// CHECK-NEXT: math.exp
// CHECK-NEXT: %[[E1:.*]] = tensor.empty(%{{.*}}) : tensor<?xf32>
// CHECK-NEXT: linalg.fill ins(%[[C]] : f32) outs(%[[E1]] : tensor<?xf32>)
func.func @single_users(%x: tensor<4xf32>, %n: index) -> (tensor<4xf32>, tensor<4xf32>, tensor<?xf32>) {
  %c = arith.constant 1.0 : f32
  %d = tensor.empty(%n) : tensor<?xf32>
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%c : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %x1 = math.exp %x : tensor<4xf32>
  %g = linalg.fill ins(%c : f32) outs(%d : tensor<?xf32>) -> tensor<?xf32>
  return %f, %x1, %g : tensor<4xf32>, tensor<4xf32>, tensor<?xf32>
}

// -----

// torch-mlir's pattern: one zero fill as the initial value of every matmul
// of a shape, one of them in a loop. Each user (the loop, as the ancestor
// of its use) gets its own tensor.empty and fill right before it; a fill
// with one user stays.
// CHECK-LABEL: func.func @shared_fill
// CHECK-SAME: (%[[A:.*]]: tensor<4x4xf32>, %[[B:.*]]: tensor<4x4xf32>)
// CHECK-NEXT: %[[Z:.*]] = arith.constant 0.000000e+00
// CHECK-NEXT: %[[E0:.*]] = tensor.empty() : tensor<4xf32>
// CHECK-NEXT: %[[F0:.*]] = linalg.fill ins(%[[Z]] : f32) outs(%[[E0]] : tensor<4xf32>)
// CHECK-NEXT: %[[E1:.*]] = tensor.empty() : tensor<4x4xf32>
// CHECK-NEXT: %[[F1:.*]] = linalg.fill ins(%[[Z]] : f32) outs(%[[E1]] : tensor<4x4xf32>)
// CHECK-NEXT: %[[M1:.*]] = linalg.matmul ins(%[[A]], %[[B]] : {{.*}}) outs(%[[F1]] : tensor<4x4xf32>)
// CHECK-NEXT: %[[E2:.*]] = tensor.empty() : tensor<4x4xf32>
// CHECK-NEXT: %[[F2:.*]] = linalg.fill ins(%[[Z]] : f32) outs(%[[E2]] : tensor<4x4xf32>)
// CHECK-NEXT: %[[M2:.*]] = linalg.matmul ins(%[[M1]], %[[B]] : {{.*}}) outs(%[[F2]] : tensor<4x4xf32>)
// CHECK: %[[E3:.*]] = tensor.empty() : tensor<4x4xf32>
// CHECK-NEXT: %[[F3:.*]] = linalg.fill ins(%[[Z]] : f32) outs(%[[E3]] : tensor<4x4xf32>)
// CHECK-NEXT: scf.for
// CHECK: linalg.matmul ins({{.*}}) outs(%[[F3]] : tensor<4x4xf32>)
// CHECK: linalg.reduce ins(%{{.*}} : tensor<4x4xf32>) outs(%[[F0]] : tensor<4xf32>)
// CHECK-NOT: linalg.fill
func.func @shared_fill(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4xf32>) {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x4xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  %e1 = tensor.empty() : tensor<4xf32>
  %f1 = linalg.fill ins(%z : f32) outs(%e1 : tensor<4xf32>) -> tensor<4xf32>
  %m1 = linalg.matmul ins(%a, %b : tensor<4x4xf32>, tensor<4x4xf32>) outs(%f : tensor<4x4xf32>) -> tensor<4x4xf32>
  %m2 = linalg.matmul ins(%m1, %b : tensor<4x4xf32>, tensor<4x4xf32>) outs(%f : tensor<4x4xf32>) -> tensor<4x4xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %l = scf.for %i = %c0 to %c2 step %c1 iter_args(%acc = %m2) -> (tensor<4x4xf32>) {
    %m = linalg.matmul ins(%acc, %b : tensor<4x4xf32>, tensor<4x4xf32>) outs(%f : tensor<4x4xf32>) -> tensor<4x4xf32>
    scf.yield %m : tensor<4x4xf32>
  }
  %r = linalg.reduce ins(%l : tensor<4x4xf32>) outs(%f1 : tensor<4xf32>) dimensions = [0]
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
  return %l, %r : tensor<4x4xf32>, tensor<4xf32>
}

// -----

// A user of a tensor.empty of its own writes into a dying input only in a
// function marked remat_reuse_dying_inputs (remat-shard's steps): a
// backward chain such as GELU's then holds one buffer instead of two. %x
// is an argument and %a is read again by %c: neither is taken.
#id = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @own_empty_marked
// CHECK: %[[A:.*]] = linalg.generic {{.*}} ins(%{{.*}} : tensor<4xf32>) outs(%{{.*}} : tensor<4xf32>)
// CHECK: %[[B:.*]] = linalg.generic {{.*}} ins(%[[A]] : tensor<4xf32>) outs(%{{.*}} : tensor<4xf32>)
// CHECK: %[[C:.*]] = linalg.generic {{.*}} ins(%[[A]], %[[B]] : tensor<4xf32>, tensor<4xf32>) outs(%[[A]] : tensor<4xf32>)
// CHECK-NOT: tensor.empty
// CHECK: return %[[C]]
// CHECK-LABEL: func.func @own_empty_unmarked
// CHECK: tensor.empty
// CHECK: tensor.empty
// CHECK: tensor.empty
func.func @own_empty_marked(%x: tensor<4xf32>) -> tensor<4xf32> attributes {remat_reuse_dying_inputs} {
  %e0 = tensor.empty() : tensor<4xf32>
  %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<4xf32>) outs(%e0 : tensor<4xf32>) {
  ^bb0(%i: f32, %o: f32):
    %v = math.exp %i : f32
    linalg.yield %v : f32
  } -> tensor<4xf32>
  %e1 = tensor.empty() : tensor<4xf32>
  %b = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%a : tensor<4xf32>) outs(%e1 : tensor<4xf32>) {
  ^bb0(%i: f32, %o: f32):
    %v = math.sin %i : f32
    linalg.yield %v : f32
  } -> tensor<4xf32>
  %e2 = tensor.empty() : tensor<4xf32>
  %c = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%e2 : tensor<4xf32>) {
  ^bb0(%i: f32, %j: f32, %o: f32):
    %v = arith.mulf %i, %j : f32
    linalg.yield %v : f32
  } -> tensor<4xf32>
  return %c : tensor<4xf32>
}
func.func @own_empty_unmarked(%x: tensor<4xf32>) -> tensor<4xf32> {
  %e0 = tensor.empty() : tensor<4xf32>
  %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<4xf32>) outs(%e0 : tensor<4xf32>) {
  ^bb0(%i: f32, %o: f32):
    %v = math.exp %i : f32
    linalg.yield %v : f32
  } -> tensor<4xf32>
  %e1 = tensor.empty() : tensor<4xf32>
  %b = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%a : tensor<4xf32>) outs(%e1 : tensor<4xf32>) {
  ^bb0(%i: f32, %o: f32):
    %v = math.sin %i : f32
    linalg.yield %v : f32
  } -> tensor<4xf32>
  %e2 = tensor.empty() : tensor<4xf32>
  %c = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%e2 : tensor<4xf32>) {
  ^bb0(%i: f32, %j: f32, %o: f32):
    %v = arith.mulf %i, %j : f32
    linalg.yield %v : f32
  } -> tensor<4xf32>
  return %c : tensor<4xf32>
}

// -----

// Through reshapes: %b reads %a (a linalg result) through a
// tensor.expand_shape, the last reader of the view and of %a, and writes
// into the view (%a's bytes). %c reads %b through a collapse_shape, but
// %b is read again after %c (by %d): %c takes no input. %d's input is %c.
#id1 = affine_map<(d0) -> (d0)>
#id2 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @reuse_through_reshape
// CHECK: %[[A:.*]] = linalg.generic {{.*}} ins(%{{.*}} : tensor<8xf32>)
// CHECK: %[[AV:.*]] = tensor.expand_shape %[[A]]
// CHECK-NEXT: %[[B:.*]] = linalg.generic {{.*}} ins(%[[AV]] : tensor<2x4xf32>) outs(%[[AV]] : tensor<2x4xf32>)
// CHECK: %[[BV:.*]] = tensor.collapse_shape %[[B]]
// CHECK-NEXT: %[[E:.*]] = tensor.empty() : tensor<8xf32>
// CHECK-NEXT: %[[C:.*]] = linalg.generic {{.*}} ins(%[[BV]] : tensor<8xf32>) outs(%[[E]] : tensor<8xf32>)
// CHECK: %[[D:.*]] = linalg.generic {{.*}} ins(%[[C]], %[[B]] : tensor<8xf32>, tensor<2x4xf32>) outs(%[[C]] : tensor<8xf32>)
// CHECK-NOT: tensor.empty
// CHECK: return %[[D]]
func.func @reuse_through_reshape(%x: tensor<8xf32>) -> tensor<8xf32> attributes {remat_reuse_dying_inputs} {
  %e0 = tensor.empty() : tensor<8xf32>
  %a = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]}
      ins(%x : tensor<8xf32>) outs(%e0 : tensor<8xf32>) {
  ^bb0(%i: f32, %o: f32):
    %v = math.exp %i : f32
    linalg.yield %v : f32
  } -> tensor<8xf32>
  %av = tensor.expand_shape %a [[0, 1]] output_shape [2, 4] : tensor<8xf32> into tensor<2x4xf32>
  %e1 = tensor.empty() : tensor<2x4xf32>
  %b = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%av : tensor<2x4xf32>) outs(%e1 : tensor<2x4xf32>) {
  ^bb0(%i: f32, %o: f32):
    %v = math.sin %i : f32
    linalg.yield %v : f32
  } -> tensor<2x4xf32>
  %bv = tensor.collapse_shape %b [[0, 1]] : tensor<2x4xf32> into tensor<8xf32>
  %e2 = tensor.empty() : tensor<8xf32>
  %c = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]}
      ins(%bv : tensor<8xf32>) outs(%e2 : tensor<8xf32>) {
  ^bb0(%i: f32, %o: f32):
    %v = math.cos %i : f32
    linalg.yield %v : f32
  } -> tensor<8xf32>
  %e3 = tensor.empty() : tensor<8xf32>
  %d = linalg.generic {indexing_maps = [#id1, affine_map<(d0) -> (d0 floordiv 4, d0 mod 4)>, #id1], iterator_types = ["parallel"]}
      ins(%c, %b : tensor<8xf32>, tensor<2x4xf32>) outs(%e3 : tensor<8xf32>) {
  ^bb0(%i: f32, %j: f32, %o: f32):
    %v = arith.mulf %i, %j : f32
    linalg.yield %v : f32
  } -> tensor<8xf32>
  return %d : tensor<8xf32>
}
