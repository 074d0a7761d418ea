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
