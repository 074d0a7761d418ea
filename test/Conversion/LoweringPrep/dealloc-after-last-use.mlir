// remat-dealloc-after-last-use: each dealloc moves right after the last use
// of its buffer; a loop result's conditional free (`scf.if %owned {
// memref.dealloc %base }` on its base buffer, as ownership-based
// deallocation writes it) moves with its metadata op after the last reader
// of every value the buffer may be (the init it may alias included), so
// that a loop whose result nobody reads no longer holds it, and its init,
// to the end of the block; a buffer that only initialises a loop is handed
// to it.
// RUN: remat-opt %s --split-input-file --remat-dealloc-after-last-use | FileCheck %s

// A re-run loop whose carry result is never read: its free moves in front
// of the loop that follows, and its init (a copy that only the loop reads)
// is handed to the loop: its ownership flag starts true, the body frees it
// after the first iteration, and its own dealloc goes.
// CHECK-LABEL: func.func @unread_loop_result
// CHECK: %[[INIT:.*]] = memref.alloc()
// CHECK: %[[OWNED:.*]] = arith.constant true
// CHECK: %[[L:.*]]:2 = scf.for {{.*}} iter_args(%{{.*}} = %[[INIT]], %{{.*}} = %[[OWNED]])
// CHECK: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: %[[BASE:.*]], %{{.*}}, %{{.*}}, %{{.*}} = memref.extract_strided_metadata %[[L]]#0
// CHECK-NEXT: scf.if %[[L]]#1 {
// CHECK-NEXT: memref.dealloc %[[BASE]]
// CHECK-NEXT: }
// CHECK-NEXT: scf.for
// CHECK-NOT: memref.dealloc %[[INIT]]
func.func @unread_loop_result(%src: memref<4xf32>, %out: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %false = arith.constant false
  %true = arith.constant true
  %init = memref.alloc() : memref<4xf32>
  memref.copy %src, %init : memref<4xf32> to memref<4xf32>
  %l:2 = scf.for %i = %c0 to %c4 step %c1 iter_args(%c = %init, %own = %false) -> (memref<4xf32>, i1) {
    %n = memref.alloc() : memref<4xf32>
    memref.copy %c, %n : memref<4xf32> to memref<4xf32>
    %b, %o, %s, %st = memref.extract_strided_metadata %c : memref<4xf32> -> memref<f32>, index, index, index
    scf.if %own {
      memref.dealloc %b : memref<f32>
    }
    scf.yield %n, %true : memref<4xf32>, i1
  }
  scf.for %i = %c0 to %c4 step %c1 {
    memref.copy %src, %out : memref<4xf32> to memref<4xf32>
  }
  %b, %o, %s, %st = memref.extract_strided_metadata %l#0 : memref<4xf32> -> memref<f32>, index, index, index
  scf.if %l#1 {
    memref.dealloc %b : memref<f32>
  }
  memref.dealloc %init : memref<4xf32>
  return
}

// -----

// The loop's result is read after the second loop: nothing moves.
// CHECK-LABEL: func.func @read_loop_result
// CHECK: %[[L:.*]]:2 = scf.for
// CHECK: scf.for
// CHECK: memref.copy %[[L]]#0
// CHECK-NEXT: memref.extract_strided_metadata %[[L]]#0
// CHECK-NEXT: scf.if %[[L]]#1
func.func @read_loop_result(%src: memref<4xf32>, %out: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %false = arith.constant false
  %true = arith.constant true
  %l:2 = scf.for %i = %c0 to %c4 step %c1 iter_args(%c = %src, %own = %false) -> (memref<4xf32>, i1) {
    %n = memref.alloc() : memref<4xf32>
    memref.copy %c, %n : memref<4xf32> to memref<4xf32>
    scf.yield %n, %true : memref<4xf32>, i1
  }
  scf.for %i = %c0 to %c4 step %c1 {
    memref.copy %src, %out : memref<4xf32> to memref<4xf32>
  }
  memref.copy %l#0, %out : memref<4xf32> to memref<4xf32>
  %b, %o, %s, %st = memref.extract_strided_metadata %l#0 : memref<4xf32> -> memref<f32>, index, index, index
  scf.if %l#1 {
    memref.dealloc %b : memref<f32>
  }
  return
}

// -----

// The loop's result may be its init, a view of the argument `%src` that the
// second loop reads: the free waits for that reader too.
// CHECK-LABEL: func.func @init_read_later
// CHECK: %[[L:.*]]:2 = scf.for
// CHECK: scf.for
// CHECK: memref.copy %[[V:.*]], %{{.*}}
// CHECK: }
// CHECK-NEXT: memref.extract_strided_metadata %[[L]]#0
func.func @init_read_later(%src: memref<8xf32>, %out: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %false = arith.constant false
  %true = arith.constant true
  %v = memref.subview %src[0] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1]>>
  %init = memref.cast %v : memref<4xf32, strided<[1]>> to memref<4xf32>
  %l:2 = scf.for %i = %c0 to %c4 step %c1 iter_args(%c = %init, %own = %false) -> (memref<4xf32>, i1) {
    %n = memref.alloc() : memref<4xf32>
    memref.copy %c, %n : memref<4xf32> to memref<4xf32>
    scf.yield %n, %true : memref<4xf32>, i1
  }
  scf.for %i = %c0 to %c4 step %c1 {
    memref.copy %init, %out : memref<4xf32> to memref<4xf32>
  }
  %b, %o, %s, %st = memref.extract_strided_metadata %l#0 : memref<4xf32> -> memref<f32>, index, index, index
  scf.if %l#1 {
    memref.dealloc %b : memref<f32>
  }
  return
}

// -----

// In a loop body the previous carry is freed after its last reader, before
// the body's later buffers: the next carry allocated in the body is another
// buffer although it flows into the iter_arg.
// CHECK-LABEL: func.func @previous_carry
// CHECK: scf.for {{.*}} iter_args(%[[C:.*]] = %{{.*}}, %[[OWN:.*]] = %{{.*}})
// CHECK: %[[N:.*]] = memref.alloc()
// CHECK-NEXT: memref.copy %[[C]], %[[N]]
// CHECK-NEXT: %[[BASE:.*]], %{{.*}}, %{{.*}}, %{{.*}} = memref.extract_strided_metadata %[[C]]
// CHECK-NEXT: scf.if %[[OWN]] {
// CHECK-NEXT: memref.dealloc %[[BASE]]
// CHECK-NEXT: }
// CHECK-NEXT: %[[T:.*]] = memref.alloc()
func.func @previous_carry(%src: memref<4xf32>, %out: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %false = arith.constant false
  %true = arith.constant true
  %l:2 = scf.for %i = %c0 to %c4 step %c1 iter_args(%c = %src, %own = %false) -> (memref<4xf32>, i1) {
    %n = memref.alloc() : memref<4xf32>
    memref.copy %c, %n : memref<4xf32> to memref<4xf32>
    %t = memref.alloc() : memref<4xf32>
    memref.copy %n, %t : memref<4xf32> to memref<4xf32>
    memref.copy %t, %out : memref<4xf32> to memref<4xf32>
    memref.dealloc %t : memref<4xf32>
    %b, %o, %s, %st = memref.extract_strided_metadata %c : memref<4xf32> -> memref<f32>, index, index, index
    scf.if %own {
      memref.dealloc %b : memref<f32>
    }
    scf.yield %n, %true : memref<4xf32>, i1
  }
  memref.copy %l#0, %out : memref<4xf32> to memref<4xf32>
  return
}

// -----

// An init read again after the loop stays the block's: not handed over.
// CHECK-LABEL: func.func @init_kept
// CHECK: %[[FALSE:.*]] = arith.constant false
// CHECK: %[[INIT:.*]] = memref.alloc()
// CHECK: scf.for {{.*}} iter_args(%{{.*}} = %[[INIT]], %{{.*}} = %[[FALSE]])
// CHECK: memref.copy %[[INIT]], %{{.*}}
// CHECK-NEXT: memref.dealloc %[[INIT]]
func.func @init_kept(%src: memref<4xf32>, %out: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %false = arith.constant false
  %true = arith.constant true
  %init = memref.alloc() : memref<4xf32>
  memref.copy %src, %init : memref<4xf32> to memref<4xf32>
  %l:2 = scf.for %i = %c0 to %c4 step %c1 iter_args(%c = %init, %own = %false) -> (memref<4xf32>, i1) {
    %n = memref.alloc() : memref<4xf32>
    memref.copy %c, %n : memref<4xf32> to memref<4xf32>
    %b, %o, %s, %st = memref.extract_strided_metadata %c : memref<4xf32> -> memref<f32>, index, index, index
    scf.if %own {
      memref.dealloc %b : memref<f32>
    }
    scf.yield %n, %true : memref<4xf32>, i1
  }
  %b, %o, %s, %st = memref.extract_strided_metadata %l#0 : memref<4xf32> -> memref<f32>, index, index, index
  scf.if %l#1 {
    memref.dealloc %b : memref<f32>
  }
  memref.copy %init, %out : memref<4xf32> to memref<4xf32>
  memref.dealloc %init : memref<4xf32>
  return
}

// -----

// A chain of loops each carrying a buffer into the next (a sequence of
// scans): a loop's result may be any later loop's result (no iteration), so
// every result's free goes after the last reader of the chain, and each
// body's free of the previous carry after its reader in the body. (Found
// from the alias graph's order, without resolving the chain per free.)
// CHECK-LABEL: func.func @carry_chain
// CHECK: scf.for
// CHECK: %[[N:.*]] = memref.alloc()
// CHECK-NEXT: memref.copy %{{.*}}, %[[N]]
// CHECK-NEXT: memref.extract_strided_metadata
// CHECK-NEXT: scf.if
// CHECK-NEXT: memref.dealloc
// CHECK-NEXT: }
// CHECK-NEXT: memref.alloc()
// CHECK: scf.for
// CHECK: %[[L2:.*]]:2 = scf.for
// CHECK: memref.copy %[[L2]]#0, %{{.*}}
// CHECK-NEXT: memref.extract_strided_metadata %[[L2]]#0
// CHECK-NEXT: scf.if %[[L2]]#1
// CHECK-NEXT: memref.dealloc
// CHECK-NEXT: }
// CHECK-NEXT: memref.extract_strided_metadata %{{.*}}#0
// CHECK-NEXT: scf.if
// CHECK-NEXT: memref.dealloc
// CHECK-NEXT: }
// CHECK-NEXT: memref.extract_strided_metadata %{{.*}}#0
// CHECK-NEXT: scf.if
// CHECK-NEXT: memref.dealloc
// CHECK-NEXT: }
// CHECK-NEXT: memref.alloc()
func.func @carry_chain(%x: memref<4xf32>, %out: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %false = arith.constant false
  %true = arith.constant true
  %0:2 = scf.for %i = %c0 to %c4 step %c1 iter_args(%h = %x, %own = %false) -> (memref<4xf32>, i1) {
    %n = memref.alloc() : memref<4xf32>
    memref.copy %h, %n : memref<4xf32> to memref<4xf32>
    %t = memref.alloc() : memref<4xf32>
    memref.copy %n, %t : memref<4xf32> to memref<4xf32>
    memref.dealloc %t : memref<4xf32>
    %base, %off, %size, %stride = memref.extract_strided_metadata %h : memref<4xf32> -> memref<f32>, index, index, index
    scf.if %own {
      memref.dealloc %base : memref<f32>
    }
    scf.yield %n, %true : memref<4xf32>, i1
  }
  %1:2 = scf.for %i = %c0 to %c4 step %c1 iter_args(%h = %0#0, %own = %false) -> (memref<4xf32>, i1) {
    %n = memref.alloc() : memref<4xf32>
    memref.copy %h, %n : memref<4xf32> to memref<4xf32>
    %base, %off, %size, %stride = memref.extract_strided_metadata %h : memref<4xf32> -> memref<f32>, index, index, index
    scf.if %own {
      memref.dealloc %base : memref<f32>
    }
    scf.yield %n, %true : memref<4xf32>, i1
  }
  %2:2 = scf.for %i = %c0 to %c4 step %c1 iter_args(%h = %1#0, %own = %false) -> (memref<4xf32>, i1) {
    %n = memref.alloc() : memref<4xf32>
    memref.copy %h, %n : memref<4xf32> to memref<4xf32>
    %base, %off, %size, %stride = memref.extract_strided_metadata %h : memref<4xf32> -> memref<f32>, index, index, index
    scf.if %own {
      memref.dealloc %base : memref<f32>
    }
    scf.yield %n, %true : memref<4xf32>, i1
  }
  memref.copy %2#0, %out : memref<4xf32> to memref<4xf32>
  %u = memref.alloc() : memref<4xf32>
  memref.copy %out, %u : memref<4xf32> to memref<4xf32>
  memref.dealloc %u : memref<4xf32>
  %b0, %o0, %s0, %t0 = memref.extract_strided_metadata %0#0 : memref<4xf32> -> memref<f32>, index, index, index
  %b1, %o1, %s1, %t1 = memref.extract_strided_metadata %1#0 : memref<4xf32> -> memref<f32>, index, index, index
  %b2, %o2, %s2, %t2 = memref.extract_strided_metadata %2#0 : memref<4xf32> -> memref<f32>, index, index, index
  scf.if %0#1 {
    memref.dealloc %b0 : memref<f32>
  }
  scf.if %1#1 {
    memref.dealloc %b1 : memref<f32>
  }
  scf.if %2#1 {
    memref.dealloc %b2 : memref<f32>
  }
  return
}
