// remat-gpu-matmul-kernels turns bufferized matmuls into shared-memory tiled
// gpu.launch ops; other linalg ops are left alone.
// RUN: remat-opt %s --remat-gpu-matmul-kernels --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @matmul
// CHECK: gpu.launch blocks({{.*}}) in ({{.*}} = %c2, {{.*}} = %c2, {{.*}} = %c1) threads({{.*}}) in ({{.*}} = %c16, {{.*}} = %c16, {{.*}} = %c1)
// CHECK-SAME: workgroup(%[[AS:.*]] : memref<64x16xf32, #gpu.address_space<workgroup>>, %[[BS:.*]] : memref<16x64xf32, #gpu.address_space<workgroup>>)
// CHECK: scf.for
// CHECK: memref.store {{.*}}, %[[AS]]
// CHECK: memref.store {{.*}}, %[[BS]]
// CHECK: gpu.barrier
// CHECK: scf.for
// CHECK-COUNT-16: arith.mulf {{.*}} fastmath<contract>
// CHECK: gpu.barrier
// CHECK-NOT: scf.if
// CHECK: gpu.terminator
// CHECK-NOT: linalg.matmul
func.func @matmul(%a: memref<128x64xf32>, %b: memref<64x128xf32>, %c: memref<128x128xf32>) {
  linalg.matmul ins(%a, %b : memref<128x64xf32>, memref<64x128xf32>) outs(%c : memref<128x128xf32>)
  return
}

// Ragged shapes are guarded; batches go to grid z.
// CHECK-LABEL: func.func @batch_ragged
// CHECK: gpu.launch blocks({{.*}}) in ({{.*}} = %c1, {{.*}} = %c2, {{.*}} = %c3)
// CHECK: scf.if
// CHECK-NOT: linalg.batch_matmul
func.func @batch_ragged(%a: memref<3x70x20xf32>, %b: memref<3x20x5xf32>, %c: memref<3x70x5xf32>) {
  linalg.batch_matmul ins(%a, %b : memref<3x70x20xf32>, memref<3x20x5xf32>) outs(%c : memref<3x70x5xf32>)
  return
}

// Integer or transposed matmuls are left alone.
// CHECK-LABEL: func.func @int_matmul
// CHECK: linalg.matmul
func.func @int_matmul(%a: memref<4x4xi32>, %b: memref<4x4xi32>, %c: memref<4x4xi32>) {
  linalg.matmul ins(%a, %b : memref<4x4xi32>, memref<4x4xi32>) outs(%c : memref<4x4xi32>)
  return
}

// A fill of C right before the matmul (an allocation in between) is folded:
// the kernel stores fill + acc without reading C, and no fill is left.
// CHECK-LABEL: func.func @matmul_after_fill
// CHECK-NOT: linalg.fill
// CHECK: %[[INIT:.*]] = arith.constant 5.000000e-01 : f32
// CHECK: gpu.launch
// CHECK-NOT: memref.load %arg2[
// CHECK: %[[SUM:.*]] = arith.addf %{{.*}}, %[[INIT]] : f32
// CHECK-NEXT: memref.store %[[SUM]], %arg2[
// CHECK: gpu.terminator
func.func @matmul_after_fill(%a: memref<64x64xf32>, %b: memref<64x64xf32>, %c: memref<64x64xf32>) {
  %half = arith.constant 0.5 : f32
  linalg.fill ins(%half : f32) outs(%c : memref<64x64xf32>)
  %unused = memref.alloc() : memref<4xf32>
  linalg.matmul ins(%a, %b : memref<64x64xf32>, memref<64x64xf32>) outs(%c : memref<64x64xf32>)
  memref.dealloc %unused : memref<4xf32>
  return
}

// A fill whose buffer is read before the matmul stays a fill.
// CHECK-LABEL: func.func @fill_read_before_matmul
// CHECK: linalg.fill
// CHECK: memref.copy
// CHECK: gpu.launch
// CHECK: memref.load %arg2[
func.func @fill_read_before_matmul(%a: memref<64x64xf32>, %b: memref<64x64xf32>, %c: memref<64x64xf32>, %d: memref<64x64xf32>) {
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%c : memref<64x64xf32>)
  memref.copy %c, %d : memref<64x64xf32> to memref<64x64xf32>
  linalg.matmul ins(%a, %b : memref<64x64xf32>, memref<64x64xf32>) outs(%c : memref<64x64xf32>)
  return
}

// A matmul operand written only by a transpose is read from the transpose's
// input at swapped indices (t[i][j] = x[j][i]); the transpose is erased, the
// input's deallocation moves to where t was freed, and t, now dead, is
// removed by canonicalize.
// CHECK-LABEL: func.func @matmul_of_transpose
// CHECK-NOT: linalg.transpose
// CHECK: gpu.launch
// CHECK: scf.for %[[K0:[a-z0-9]+]] = %c0 to %c64 step %c16
// CHECK-NEXT: %[[K:.*]] = arith.addi %[[K0]], %{{.*}} : index
// CHECK: memref.load %[[X:.*]][%[[K]], %{{.*}}] : memref<64x32xf32>
// CHECK: gpu.terminator
// CHECK-NEXT: }
// CHECK-NEXT: memref.dealloc %[[X]] : memref<64x32xf32>
// CHECK-NOT: memref<32x64xf32>
// CHECK: return
func.func @matmul_of_transpose(%y: memref<64x32xf32>, %b: memref<64x16xf32>, %c: memref<32x16xf32>) {
  %x = memref.alloc() : memref<64x32xf32>
  memref.copy %y, %x : memref<64x32xf32> to memref<64x32xf32>
  %t = memref.alloc() : memref<32x64xf32>
  linalg.transpose ins(%x : memref<64x32xf32>) outs(%t : memref<32x64xf32>) permutation = [1, 0]
  memref.dealloc %x : memref<64x32xf32>
  linalg.matmul ins(%t, %b : memref<32x64xf32>, memref<64x16xf32>) outs(%c : memref<32x16xf32>)
  memref.dealloc %t : memref<32x64xf32>
  return
}

// Heads split by a transpose and collapsed for a batch matmul: the index
// into the collapsed batch splits into the two transposed dimensions.
// CHECK-LABEL: func.func @batch_matmul_of_head_transpose
// CHECK-NOT: linalg.transpose
// CHECK: gpu.launch
// CHECK: scf.if %{{.*}} -> (f32) {
// CHECK-NEXT: %[[HEAD:.*]] = arith.remui %[[BATCH:.*]], %c4 : index
// CHECK-NEXT: %[[N:.*]] = arith.divui %[[BATCH]], %c4 : index
// CHECK-NEXT: memref.load %arg0[%[[N]], %{{.*}}, %[[HEAD]], %{{.*}}] : memref<2x16x4x8xf32>
func.func @batch_matmul_of_head_transpose(%q: memref<2x16x4x8xf32>, %k: memref<8x8x16xf32>, %c: memref<8x16x16xf32>) {
  %t = memref.alloc() : memref<2x4x16x8xf32>
  linalg.transpose ins(%q : memref<2x16x4x8xf32>) outs(%t : memref<2x4x16x8xf32>) permutation = [0, 2, 1, 3]
  %flat = memref.collapse_shape %t [[0, 1], [2], [3]] : memref<2x4x16x8xf32> into memref<8x16x8xf32>
  linalg.batch_matmul ins(%flat, %k : memref<8x16x8xf32>, memref<8x8x16xf32>) outs(%c : memref<8x16x16xf32>)
  memref.dealloc %t : memref<2x4x16x8xf32>
  return
}
