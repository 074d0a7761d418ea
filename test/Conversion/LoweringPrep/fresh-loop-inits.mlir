// remat-fresh-loop-inits: a loop init that an earlier loop computed and that
// dies at the loop is copied into a fresh tensor (a marked linalg.copy);
// an init read after the loop, a function argument, a loop result that is
// the earlier loop's own iteration argument, the result of a loop that
// may not run and one written into the loop's carried buffer are left alone.
// RUN: remat-opt %s --split-input-file --remat-fresh-loop-inits | FileCheck %s

// Two loops in sequence: the second one's carry is the first one's result,
// read by nothing else.
// CHECK-LABEL: func.func @dead_after_loop
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>)
// CHECK: %[[A:.*]] = scf.for {{.*}} iter_args(%{{.*}} = %[[X]])
// CHECK: scf.yield
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf32>
// CHECK-NEXT: %[[C:.*]] = linalg.copy {__remat_fresh_init__} ins(%[[A]] : tensor<4xf32>) outs(%[[E]] : tensor<4xf32>)
// CHECK-NEXT: scf.for {{.*}} iter_args(%{{.*}} = %[[C]])
func.func @dead_after_loop(%x: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %a = scf.for %i = %c0 to %c3 step %c1 iter_args(%h = %x) -> tensor<4xf32> {
    %e = tensor.empty() : tensor<4xf32>
    %t = linalg.add ins(%h, %h : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %t : tensor<4xf32>
  }
  %b = scf.for %i = %c0 to %c3 step %c1 iter_args(%h = %a) -> tensor<4xf32> {
    %e = tensor.empty() : tensor<4xf32>
    %t = linalg.mul ins(%h, %h : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %t : tensor<4xf32>
  }
  return %b : tensor<4xf32>
}

// -----

// The first loop's result is returned too (read after the second loop), the
// first loop's init is an argument: nothing is copied.
// CHECK-LABEL: func.func @read_after_loop
// CHECK-NOT: linalg.copy
// CHECK: return
func.func @read_after_loop(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %a = scf.for %i = %c0 to %c3 step %c1 iter_args(%h = %x) -> tensor<4xf32> {
    %e = tensor.empty() : tensor<4xf32>
    %t = linalg.add ins(%h, %h : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %t : tensor<4xf32>
  }
  %b = scf.for %i = %c0 to %c3 step %c1 iter_args(%h = %a) -> tensor<4xf32> {
    %e = tensor.empty() : tensor<4xf32>
    %t = linalg.mul ins(%h, %h : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %t : tensor<4xf32>
  }
  return %a, %b : tensor<4xf32>, tensor<4xf32>
}

// -----

// %a is the first loop's iteration argument (its init, an argument that may
// not be writable) and %c may be %b (the third loop may not run): neither is
// copied; %b, made by the second loop, is.
// CHECK-LABEL: func.func @not_made_by_the_loop
// CHECK: %[[A:.*]] = scf.for
// CHECK-NOT: linalg.copy
// CHECK: %[[B:.*]] = scf.for {{.*}} iter_args(%{{.*}} = %[[A]])
// CHECK: %[[CB:.*]] = linalg.copy {__remat_fresh_init__} ins(%[[B]] : tensor<4xf32>)
// CHECK-NEXT: %[[C:.*]] = scf.for {{.*}} iter_args(%{{.*}} = %[[CB]])
// CHECK-NOT: linalg.copy
// CHECK: scf.for {{.*}} iter_args(%{{.*}} = %[[C]])
func.func @not_made_by_the_loop(%x: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %a = scf.for %i = %c0 to %c3 step %c1 iter_args(%h = %x) -> tensor<4xf32> {
    scf.yield %h : tensor<4xf32>
  }
  %b = scf.for %i = %c0 to %c3 step %c1 iter_args(%h = %a) -> tensor<4xf32> {
    %e = tensor.empty() : tensor<4xf32>
    %t = linalg.mul ins(%h, %h : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %t : tensor<4xf32>
  }
  %c = scf.for %i = %c0 to %n step %c1 iter_args(%h = %b) -> tensor<4xf32> {
    %e = tensor.empty() : tensor<4xf32>
    %t = linalg.add ins(%h, %h : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %t : tensor<4xf32>
  }
  %d = scf.for %i = %c0 to %c3 step %c1 iter_args(%h = %c) -> tensor<4xf32> {
    %e = tensor.empty() : tensor<4xf32>
    %t = linalg.mul ins(%h, %h : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %t : tensor<4xf32>
  }
  return %d : tensor<4xf32>
}

// -----

// The first loop writes its result into its carried buffer (in place), so
// that result keeps the init's buffer: left alone.
// CHECK-LABEL: func.func @written_into_the_carry
// CHECK-NOT: linalg.copy
// CHECK: return
func.func @written_into_the_carry(%x: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %a = scf.for %i = %c0 to %c3 step %c1 iter_args(%h = %x) -> tensor<4xf32> {
    %t = linalg.add ins(%h, %h : tensor<4xf32>, tensor<4xf32>) outs(%h : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %t : tensor<4xf32>
  }
  %b = scf.for %i = %c0 to %c3 step %c1 iter_args(%h = %a) -> tensor<4xf32> {
    %e = tensor.empty() : tensor<4xf32>
    %t = linalg.mul ins(%h, %h : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %t : tensor<4xf32>
  }
  return %b : tensor<4xf32>
}
