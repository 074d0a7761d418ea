// RUN: remat-opt %s -split-input-file --remat-gpu-strided-copies | FileCheck %s

// A copy into a strided slice of a larger buffer is a kernel, not a memcpy.
// CHECK-LABEL: func.func @into_slice
// CHECK-NOT: memref.copy
// CHECK: linalg.copy ins(%{{.*}} : memref<2x8xf32>) outs(%{{.*}} : memref<2x8xf32, strided<[16, 1], offset: 8>>)
// CHECK-NOT: memref.copy
// CHECK: return
func.func @into_slice(%a: memref<2x8xf32>, %b: memref<2x16xf32>) {
  %s = memref.subview %b[0, 8] [2, 8] [1, 1] : memref<2x16xf32> to memref<2x8xf32, strided<[16, 1], offset: 8>>
  memref.copy %a, %s : memref<2x8xf32> to memref<2x8xf32, strided<[16, 1], offset: 8>>
  return
}

// -----

// Contiguous buffers (an offset alone keeps them contiguous) stay copies.
// CHECK-LABEL: func.func @contiguous
// CHECK-NOT: linalg.copy
// CHECK: memref.copy %{{.*}}, %{{.*}} : memref<16xf32> to memref<16xf32>
// CHECK: memref.copy %{{.*}}, %{{.*}} : memref<8xf32> to memref<8xf32, strided<[1], offset: 8>>
func.func @contiguous(%a: memref<16xf32>, %b: memref<16xf32>, %c: memref<8xf32>) {
  memref.copy %a, %b : memref<16xf32> to memref<16xf32>
  %s = memref.subview %b[8] [8] [1] : memref<16xf32> to memref<8xf32, strided<[1], offset: 8>>
  memref.copy %c, %s : memref<8xf32> to memref<8xf32, strided<[1], offset: 8>>
  return
}
