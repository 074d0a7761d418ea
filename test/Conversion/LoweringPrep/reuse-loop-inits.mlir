// remat-reuse-loop-inits: a linalg.copy marked by remat-fresh-loop-inits is
// erased with its target allocation where the source is the loop-made
// buffer of an earlier loop's result read by nothing after the copy; a
// marked copy whose source is read later, or not made by the loop, stays;
// the mark goes either way.
// RUN: remat-opt %s --split-input-file --remat-reuse-loop-inits | FileCheck %s

#id = affine_map<(d0) -> (d0)>

// CHECK-LABEL: func.func @reused
// CHECK: %[[A:.*]] = scf.for
// CHECK: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: scf.for {{.*}} iter_args(%{{.*}} = %[[A]])
// CHECK-NOT: linalg.copy
func.func @reused(%x: memref<4xf32>) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %a = scf.for %i = %c0 to %c3 step %c1 iter_args(%h = %x) -> memref<4xf32> {
    %t = memref.alloc() : memref<4xf32>
    linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
        ins(%h : memref<4xf32>) outs(%t : memref<4xf32>) {
    ^bb0(%v: f32, %o: f32):
      %s = math.sin %v : f32
      linalg.yield %s : f32
    }
    scf.yield %t : memref<4xf32>
  }
  %fresh = memref.alloc() : memref<4xf32>
  linalg.copy {__remat_fresh_init__} ins(%a : memref<4xf32>) outs(%fresh : memref<4xf32>)
  %b = scf.for %i = %c0 to %c3 step %c1 iter_args(%h = %fresh) -> memref<4xf32> {
    linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
        ins(%h : memref<4xf32>) outs(%h : memref<4xf32>) {
    ^bb0(%v: f32, %o: f32):
      %s = math.cos %v : f32
      linalg.yield %s : f32
    }
    scf.yield %h : memref<4xf32>
  }
  return %b : memref<4xf32>
}

// -----

#id = affine_map<(d0) -> (d0)>

// %a is read after the copy (the second loop writes its init in place), and
// the first loop also yields its buffer as a second result: both copies stay.
// CHECK-LABEL: func.func @kept
// CHECK-COUNT-2: linalg.copy ins
// CHECK-NOT: __remat_fresh_init__
// CHECK: return
func.func @kept(%x: memref<4xf32>) -> (memref<4xf32>, memref<4xf32>, memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %a = scf.for %i = %c0 to %c3 step %c1 iter_args(%h = %x) -> memref<4xf32> {
    %t = memref.alloc() : memref<4xf32>
    linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
        ins(%h : memref<4xf32>) outs(%t : memref<4xf32>) {
    ^bb0(%v: f32, %o: f32):
      %s = math.sin %v : f32
      linalg.yield %s : f32
    }
    scf.yield %t : memref<4xf32>
  }
  %fresh = memref.alloc() : memref<4xf32>
  linalg.copy {__remat_fresh_init__} ins(%a : memref<4xf32>) outs(%fresh : memref<4xf32>)
  %b = scf.for %i = %c0 to %c3 step %c1 iter_args(%h = %fresh) -> memref<4xf32> {
    linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
        ins(%h : memref<4xf32>) outs(%h : memref<4xf32>) {
    ^bb0(%v: f32, %o: f32):
      %s = math.cos %v : f32
      linalg.yield %s : f32
    }
    scf.yield %h : memref<4xf32>
  }
  %d:2 = scf.for %i = %c0 to %c3 step %c1 iter_args(%h = %x, %k = %x) -> (memref<4xf32>, memref<4xf32>) {
    %t = memref.alloc() : memref<4xf32>
    linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
        ins(%h : memref<4xf32>) outs(%t : memref<4xf32>) {
    ^bb0(%v: f32, %o: f32):
      %s = math.sin %v : f32
      linalg.yield %s : f32
    }
    scf.yield %t, %t : memref<4xf32>, memref<4xf32>
  }
  %fresh2 = memref.alloc() : memref<4xf32>
  linalg.copy {__remat_fresh_init__} ins(%d#0 : memref<4xf32>) outs(%fresh2 : memref<4xf32>)
  %e = scf.for %i = %c0 to %c3 step %c1 iter_args(%h = %fresh2) -> memref<4xf32> {
    linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
        ins(%h : memref<4xf32>) outs(%h : memref<4xf32>) {
    ^bb0(%v: f32, %o: f32):
      %s = math.cos %v : f32
      linalg.yield %s : f32
    }
    scf.yield %h : memref<4xf32>
  }
  return %a, %b, %e : memref<4xf32>, memref<4xf32>, memref<4xf32>
}
