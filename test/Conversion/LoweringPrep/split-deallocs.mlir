// remat-split-deallocs: each buffer that only its own memref.alloc reaches
// gets its own bufferization.dealloc; a buffer deallocated and retained as
// the same value leaves both lists; everything else is left to upstream's
// simplification.
// RUN: remat-opt %s --split-input-file --remat-split-deallocs | FileCheck %s
// RUN: remat-opt %s --split-input-file \
// RUN:   --pass-pipeline='builtin.module(func.func(remat-split-deallocs))' | FileCheck %s

// CHECK-LABEL: func.func @straight_line
// CHECK-SAME: (%[[ARG:.*]]: memref<4xf32>)
// CHECK: %[[TRUE:.*]] = arith.constant true
// CHECK: %[[A:.*]] = memref.alloc()
// CHECK: %[[B:.*]] = memref.alloc()
// CHECK: %[[R:.*]] = memref.alloc()
// CHECK-NEXT: bufferization.dealloc (%[[A]] : memref<4xf32>) if (%[[TRUE]]){{$}}
// CHECK-NEXT: bufferization.dealloc (%[[B]] : memref<4xf32>) if (%[[TRUE]]){{$}}
// CHECK-NEXT: %[[FALSE:.*]] = arith.constant false
// CHECK-NEXT: return %[[R]], %[[TRUE]], %[[FALSE]]
func.func @straight_line(%arg: memref<4xf32>) -> (memref<4xf32>, i1, i1) {
  %true = arith.constant true
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %r = memref.alloc() : memref<4xf32>
  %0:2 = bufferization.dealloc (%a, %b, %r : memref<4xf32>, memref<4xf32>, memref<4xf32>)
      if (%true, %true, %true) retain (%r, %arg : memref<4xf32>, memref<4xf32>)
  return %r, %0#0, %0#1 : memref<4xf32>, i1, i1
}

// -----

// A retained view of %a may keep it alive: %a stays for upstream.
// CHECK-LABEL: func.func @retained_view
// CHECK: %[[A:.*]] = memref.alloc()
// CHECK: %[[B:.*]] = memref.alloc()
// CHECK: %[[V:.*]] = memref.subview %[[A]]
// CHECK-NEXT: bufferization.dealloc (%[[B]] : memref<4xf32>) if
// CHECK-NEXT: bufferization.dealloc (%[[A]] : memref<4xf32>) if (%{{.*}}) retain (%[[V]] :
func.func @retained_view() -> memref<2xf32, strided<[1], offset: 1>> {
  %true = arith.constant true
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %v = memref.subview %a[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
  %0 = bufferization.dealloc (%a, %b : memref<4xf32>, memref<4xf32>) if (%true, %true)
      retain (%v : memref<2xf32, strided<[1], offset: 1>>)
  return %v : memref<2xf32, strided<[1], offset: 1>>
}

// -----

// A buffer of unknown origin (a call result) may alias any allocation:
// nothing changes. A condition that is not the constant true is split off
// with its buffer, as upstream's simplification does.
// CHECK-LABEL: func.func @unknown_origin
// CHECK: bufferization.dealloc (%{{.*}}, %{{.*}} : memref<4xf32>, memref<4xf32>) if (%{{.*}}, %{{.*}}){{$}}
// CHECK-NOT: bufferization.dealloc
// CHECK-LABEL: func.func @dynamic_condition
// CHECK-SAME: (%[[COND:.*]]: i1)
// CHECK: %[[A:.*]] = memref.alloc()
// CHECK: %[[B:.*]] = memref.alloc()
// CHECK-NEXT: bufferization.dealloc (%[[A]] : memref<4xf32>) if (%[[COND]]){{$}}
// CHECK-NEXT: bufferization.dealloc (%[[B]] : memref<4xf32>) if (%[[COND]]){{$}}
// CHECK-NEXT: return
func.func private @make() -> memref<4xf32>
func.func @unknown_origin() {
  %true = arith.constant true
  %a = memref.alloc() : memref<4xf32>
  %c = func.call @make() : () -> memref<4xf32>
  bufferization.dealloc (%a, %c : memref<4xf32>, memref<4xf32>) if (%true, %true)
  return
}
func.func @dynamic_condition(%cond: i1) {
  %true = arith.constant true
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  bufferization.dealloc (%a, %b : memref<4xf32>, memref<4xf32>) if (%cond, %cond)
  return
}

// -----

// Buffers that loops carry out (a scan's state): a loop that runs at least
// once returns what its last iteration allocated, distinct from everything
// else, so its result is split off with its ownership flag. The scf.if of
// the returned value may be the loop's buffer or a clone: both stay.
// A loop that may not run returns its init (here an argument, which may be
// any buffer) or its own allocation: neither is the allocation made before
// it, which is split off; the loop's result keeps a dealloc of its own.
// CHECK-LABEL: func.func @loop_results
// CHECK: %[[A:.*]] = memref.alloc()
// CHECK: %[[L:.*]]:2 = scf.for
// CHECK: %[[M:.*]]:2 = scf.for
// CHECK: %[[R:.*]] = scf.if
// CHECK: bufferization.dealloc (%[[A]] : memref<4xf32>) if (%{{.*}}){{$}}
// CHECK-NEXT: bufferization.dealloc (%[[L]]#0 : memref<4xf32>) if (%[[L]]#1){{$}}
// CHECK-NEXT: %{{.*}} = bufferization.dealloc (%[[M]]#0 : memref<4xf32>) if (%[[M]]#1) retain (%[[R]] : memref<4xf32>)
// CHECK-NEXT: return %[[R]]
// CHECK-LABEL: func.func @loop_may_not_run
// CHECK: %[[A:.*]] = memref.alloc()
// CHECK: %[[L:.*]]:2 = scf.for
// CHECK: bufferization.dealloc (%[[A]] : memref<4xf32>) if (%{{.*}}){{$}}
// CHECK-NEXT: bufferization.dealloc (%[[L]]#0 : memref<4xf32>) if (%[[L]]#1){{$}}
// CHECK-NEXT: return
// A loop whose body yields a branch's result, its carried buffer or a new
// one (revolve's walk: the cotangent): its result is its init (through the
// carried argument) or the body's allocation, so a buffer allocated before
// it and not its init is split off; init and result stay together.
// CHECK-LABEL: func.func @loop_yields_carried
// CHECK: %[[A:.*]] = memref.alloc()
// CHECK: %[[B:.*]] = memref.alloc()
// CHECK: %[[L:.*]]:2 = scf.for
// CHECK: bufferization.dealloc (%[[A]] : memref<4xf32>) if (%{{.*}}){{$}}
// CHECK-NEXT: bufferization.dealloc (%[[B]], %[[L]]#0 : memref<4xf32>, memref<4xf32>) if (%{{.*}}, %[[L]]#1){{$}}
func.func @loop_results() -> memref<4xf32> {
  %true = arith.constant true
  %false = arith.constant false
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %a = memref.alloc() : memref<4xf32>
  %l:2 = scf.for %i = %c0 to %c4 step %c1 iter_args(%x = %a, %o = %false) -> (memref<4xf32>, i1) {
    %y = memref.alloc() : memref<4xf32>
    scf.yield %y, %true : memref<4xf32>, i1
  }
  %m:2 = scf.for %i = %c0 to %c4 step %c1 iter_args(%x = %l#0, %o = %false) -> (memref<4xf32>, i1) {
    %y = memref.alloc() : memref<4xf32>
    scf.yield %y, %true : memref<4xf32>, i1
  }
  %r = scf.if %m#1 -> (memref<4xf32>) {
    scf.yield %m#0 : memref<4xf32>
  } else {
    %c = bufferization.clone %m#0 : memref<4xf32> to memref<4xf32>
    scf.yield %c : memref<4xf32>
  }
  %0 = bufferization.dealloc (%a, %l#0, %m#0 : memref<4xf32>, memref<4xf32>, memref<4xf32>)
      if (%true, %l#1, %m#1) retain (%r : memref<4xf32>)
  return %r : memref<4xf32>
}
func.func private @use(memref<4xf32>)
func.func @loop_may_not_run(%arg: memref<4xf32>, %n: index) {
  %true = arith.constant true
  %false = arith.constant false
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<4xf32>
  func.call @use(%a) : (memref<4xf32>) -> ()
  %l:2 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %arg, %o = %false) -> (memref<4xf32>, i1) {
    %y = memref.alloc() : memref<4xf32>
    scf.yield %y, %true : memref<4xf32>, i1
  }
  bufferization.dealloc (%a, %l#0 : memref<4xf32>, memref<4xf32>) if (%true, %l#1)
  return
}
func.func @loop_yields_carried(%p: i1) {
  %true = arith.constant true
  %false = arith.constant false
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %a = memref.alloc() : memref<4xf32>
  func.call @use(%a) : (memref<4xf32>) -> ()
  %b = memref.alloc() : memref<4xf32>
  %l:2 = scf.for %i = %c0 to %c4 step %c1 iter_args(%x = %b, %o = %false) -> (memref<4xf32>, i1) {
    %r:2 = scf.if %p -> (memref<4xf32>, i1) {
      %y = memref.alloc() : memref<4xf32>
      scf.yield %y, %true : memref<4xf32>, i1
    } else {
      scf.yield %x, %o : memref<4xf32>, i1
    }
    scf.yield %r#0, %r#1 : memref<4xf32>, i1
  }
  bufferization.dealloc (%a, %b, %l#0 : memref<4xf32>, memref<4xf32>, memref<4xf32>) if (%true, %true, %l#1)
  return
}

// -----

// Deallocs in nested regions: a branch's allocations are split as in the
// function body.
// CHECK-LABEL: func.func @nested
// CHECK: scf.if
// CHECK-NEXT: %[[A:.*]] = memref.alloc
// CHECK-NEXT: %[[B:.*]] = memref.alloc
// CHECK-NEXT: bufferization.dealloc (%[[A]] : memref<4xf32>) if (%{{.*}}){{$}}
// CHECK-NEXT: bufferization.dealloc (%[[B]] : memref<4xf32>) if (%{{.*}}){{$}}
func.func @nested(%cond: i1) {
  %true = arith.constant true
  scf.if %cond {
    %a = memref.alloc() : memref<4xf32>
    %b = memref.alloc() : memref<4xf32>
    bufferization.dealloc (%a, %b : memref<4xf32>, memref<4xf32>) if (%true, %true)
  }
  return
}

// -----

// A loop body frees the buffer it was handed (the iteration argument, with
// its ownership flag) and what it allocated, and keeps the buffer it
// yields: the iteration argument cannot be a buffer allocated in this
// iteration, so each is split off, and the yielded one leaves both lists
// (its updated condition is its condition, true).
// CHECK-LABEL: func.func @loop_body
// CHECK: scf.for {{.*}} iter_args(%[[H:.*]] = %{{.*}}, %[[OWN:.*]] = %{{.*}})
// CHECK: %[[A:.*]] = memref.alloc
// CHECK: %[[R:.*]] = memref.alloc
// CHECK: %[[BASE:[^,]*]], {{.*}} = memref.extract_strided_metadata %[[H]]
// CHECK-NEXT: bufferization.dealloc (%[[BASE]] : memref<f32>) if (%[[OWN]]){{$}}
// CHECK-NEXT: bufferization.dealloc (%[[A]] : memref<4xf32>) if (%{{.*}}){{$}}
// CHECK-NEXT: scf.yield %[[R]], %{{.*}}true
func.func @loop_body(%x: memref<4xf32>) {
  %true = arith.constant true
  %false = arith.constant false
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %l:2 = scf.for %i = %c0 to %c3 step %c1 iter_args(%h = %x, %own = %false) -> (memref<4xf32>, i1) {
    %a = memref.alloc() : memref<4xf32>
    %r = memref.alloc() : memref<4xf32>
    %base, %offset, %size, %stride = memref.extract_strided_metadata %h : memref<4xf32> -> memref<f32>, index, index, index
    %d = bufferization.dealloc (%base, %a, %r : memref<f32>, memref<4xf32>, memref<4xf32>)
        if (%own, %true, %true) retain (%r : memref<4xf32>)
    scf.yield %r, %d : memref<4xf32>, i1
  }
  bufferization.dealloc (%l#0 : memref<4xf32>) if (%l#1)
  return
}

// -----

// The body yields a buffer allocated before the loop, which may be the one
// the iteration argument holds: the argument's buffer stays with it for
// upstream; the body's own allocation is split off.
// CHECK-LABEL: func.func @loop_body_outer_buffer
// CHECK: %[[O:.*]] = memref.alloc
// CHECK: scf.for
// CHECK: %[[A:.*]] = memref.alloc
// CHECK: %[[BASE:[^,]*]], {{.*}} = memref.extract_strided_metadata
// CHECK-NEXT: bufferization.dealloc (%[[A]] : memref<4xf32>) if (%{{.*}}){{$}}
// CHECK-NEXT: bufferization.dealloc (%[[BASE]] : memref<f32>) if (%{{.*}}) retain (%[[O]] : memref<4xf32>)
func.func @loop_body_outer_buffer(%x: memref<4xf32>) {
  %true = arith.constant true
  %false = arith.constant false
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %o = memref.alloc() : memref<4xf32>
  %l:2 = scf.for %i = %c0 to %c3 step %c1 iter_args(%h = %o, %own = %false) -> (memref<4xf32>, i1) {
    %a = memref.alloc() : memref<4xf32>
    %base, %offset, %size, %stride = memref.extract_strided_metadata %h : memref<4xf32> -> memref<f32>, index, index, index
    %d = bufferization.dealloc (%base, %a : memref<f32>, memref<4xf32>)
        if (%own, %true) retain (%o : memref<4xf32>)
    scf.yield %o, %d : memref<4xf32>, i1
  }
  return
}
