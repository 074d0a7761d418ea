// remat-reuse-dying-inputs: a generic marked by remat-elementwise-destinations
// writes into its dying input's buffer (a chain of them into one buffer); a
// marked op whose input is used later keeps its own buffer; the mark goes.
// RUN: remat-opt %s --split-input-file --remat-reuse-dying-inputs | FileCheck %s

#id = affine_map<(d0) -> (d0)>

// CHECK-LABEL: func.func @chain
// CHECK: %[[A:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT: linalg.generic {{.*}} ins(%{{.*}}, %{{.*}} : {{.*}}) outs(%[[A]] : memref<4xf32>) {
// CHECK-NOT: memref.alloc
// CHECK: linalg.generic {{.*}} ins(%[[A]], %{{.*}} : {{.*}}) outs(%[[A]] : memref<4xf32>) {
// CHECK: linalg.generic {{.*}} ins(%{{.*}}, %[[A]] : {{.*}}) outs(%[[A]] : memref<4xf32>) {
// CHECK-NOT: __remat_reuse_input__
// CHECK: return %[[A]]
func.func @chain(%dy: memref<4xf32>, %h: memref<4xf32>) -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%dy, %h : memref<4xf32>, memref<4xf32>) outs(%a : memref<4xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %m = arith.mulf %x, %y : f32
    linalg.yield %m : f32
  }
  %b = memref.alloc() : memref<4xf32>
  linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%a, %h : memref<4xf32>, memref<4xf32>) outs(%b : memref<4xf32>)
      attrs = {__remat_reuse_input__ = 0 : i64} {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %m = arith.mulf %x, %y : f32
    linalg.yield %m : f32
  }
  %c = memref.alloc() : memref<4xf32>
  linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%h, %b : memref<4xf32>, memref<4xf32>) outs(%c : memref<4xf32>)
      attrs = {__remat_reuse_input__ = 1 : i64} {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %m = arith.mulf %x, %y : f32
    linalg.yield %m : f32
  }
  return %c : memref<4xf32>
}

// -----

#id = affine_map<(d0) -> (d0)>

// The input is returned too (a use after the op): the op keeps its buffer.
// CHECK-LABEL: func.func @used_later
// CHECK: %[[A:.*]] = memref.alloc()
// CHECK: %[[B:.*]] = memref.alloc()
// CHECK-NEXT: linalg.generic {{.*}} ins(%[[A]] : memref<4xf32>) outs(%[[B]] : memref<4xf32>) {
// CHECK: return %[[A]], %[[B]]
func.func @used_later(%x: memref<4xf32>) -> (memref<4xf32>, memref<4xf32>) {
  %a = memref.alloc() : memref<4xf32>
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : memref<4xf32>) outs(%a : memref<4xf32>) {
  ^bb0(%v: f32, %o: f32):
    %m = math.sin %v : f32
    linalg.yield %m : f32
  }
  %b = memref.alloc() : memref<4xf32>
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%a : memref<4xf32>) outs(%b : memref<4xf32>)
      attrs = {__remat_reuse_input__ = 0 : i64} {
  ^bb0(%v: f32, %o: f32):
    %m = math.cos %v : f32
    linalg.yield %m : f32
  }
  return %a, %b : memref<4xf32>, memref<4xf32>
}

// -----

#id = affine_map<(d0) -> (d0)>

// The result is read inside a later op (a gather's memref.load in a
// generic's payload, as JAX's take_along_axis bufferizes): that read comes
// after the op, so the op still writes into its dying input, as upstream's
// in-place decision does; and the input's buffer, read there too, dies at
// the next marked op, which reuses it again.
// CHECK-LABEL: func.func @read_in_a_later_region
// CHECK: %[[A:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NOT: memref.alloc
// CHECK: linalg.generic {{.*}} ins(%[[A]] : memref<4xf32>) outs(%[[A]] : memref<4xf32>) {
// CHECK: memref.load %[[A]]
// CHECK: linalg.generic {{.*}} ins(%[[A]] : memref<4xf32>) outs(%[[A]] : memref<4xf32>) {
// CHECK: return %[[A]]
func.func @read_in_a_later_region(%x: memref<4xf32>, %i: index)
    -> (memref<4xf32>, memref<4xf32>) {
  %a = memref.alloc() : memref<4xf32>
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : memref<4xf32>) outs(%a : memref<4xf32>) {
  ^bb0(%v: f32, %o: f32):
    %m = math.sin %v : f32
    linalg.yield %m : f32
  }
  %b = memref.alloc() : memref<4xf32>
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%a : memref<4xf32>) outs(%b : memref<4xf32>)
      attrs = {__remat_reuse_input__ = 0 : i64} {
  ^bb0(%v: f32, %o: f32):
    %m = math.cos %v : f32
    linalg.yield %m : f32
  }
  %g = memref.alloc() : memref<4xf32>
  linalg.generic {indexing_maps = [#id], iterator_types = ["parallel"]}
      outs(%g : memref<4xf32>) {
  ^bb0(%o: f32):
    %e = memref.load %b[%i] : memref<4xf32>
    linalg.yield %e : f32
  }
  %c = memref.alloc() : memref<4xf32>
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%b : memref<4xf32>) outs(%c : memref<4xf32>)
      attrs = {__remat_reuse_input__ = 0 : i64} {
  ^bb0(%v: f32, %o: f32):
    %m = math.exp %v : f32
    linalg.yield %m : f32
  }
  return %c, %g : memref<4xf32>, memref<4xf32>
}
