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

// A condition that is not the constant true is not split off; a buffer of
// unknown origin (a call result) may alias any allocation: nothing changes.
// CHECK-LABEL: func.func @unknown_origin
// CHECK: bufferization.dealloc (%{{.*}}, %{{.*}} : memref<4xf32>, memref<4xf32>) if (%{{.*}}, %{{.*}}){{$}}
// CHECK-NOT: bufferization.dealloc
// CHECK-LABEL: func.func @dynamic_condition
// CHECK: bufferization.dealloc (%{{.*}}, %{{.*}} : memref<4xf32>, memref<4xf32>) if (%{{.*}}, %{{.*}}){{$}}
// CHECK-NOT: bufferization.dealloc
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

// Deallocs in nested regions are left alone.
// CHECK-LABEL: func.func @nested
// CHECK: scf.if
// CHECK-NEXT: memref.alloc
// CHECK-NEXT: memref.alloc
// CHECK-NEXT: bufferization.dealloc (%{{.*}}, %{{.*}} : memref<4xf32>, memref<4xf32>)
func.func @nested(%cond: i1) {
  %true = arith.constant true
  scf.if %cond {
    %a = memref.alloc() : memref<4xf32>
    %b = memref.alloc() : memref<4xf32>
    bufferization.dealloc (%a, %b : memref<4xf32>, memref<4xf32>) if (%true, %true)
  }
  return
}
