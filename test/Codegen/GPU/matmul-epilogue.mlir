// remat-gpu-matmul-kernels runs an elementwise generic that follows a matmul
// and reads C element for element inside the kernel's C store (a bias add,
// attention's head split through an expand_shape of C); others stay.
// RUN: remat-opt %s --split-input-file --remat-gpu-matmul-kernels | FileCheck %s
// RUN: remat-opt %s --split-input-file --remat-gpu-matmul-kernels=fuse-epilogues=false | FileCheck %s --check-prefix=OFF

// The bias add runs where C is stored: the stored sum is the generic's
// input, the bias is loaded at the column, the result stored to %out. The
// allocation of %out moves before the kernel.
#id = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>
func.func @bias_add(%a: memref<64x32xf32>, %b: memref<32x64xf32>, %bias: memref<64xf32>) -> memref<64x64xf32> {
  %c = memref.alloc() : memref<64x64xf32>
  linalg.matmul ins(%a, %b : memref<64x32xf32>, memref<32x64xf32>) outs(%c : memref<64x64xf32>)
  %out = memref.alloc() : memref<64x64xf32>
  linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%c, %bias : memref<64x64xf32>, memref<64xf32>) outs(%out : memref<64x64xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  }
  memref.dealloc %c : memref<64x64xf32>
  return %out : memref<64x64xf32>
}

// CHECK-LABEL: func.func @bias_add
// CHECK: %[[C:.*]] = memref.alloc() : memref<64x64xf32>
// CHECK: %[[OUT:.*]] = memref.alloc() : memref<64x64xf32>
// CHECK: gpu.launch
// CHECK: %[[SUM:[0-9]+]] = arith.addf %{{[0-9]+}}, %{{[^ ]+}} : f32
// CHECK-NEXT: memref.store %[[SUM]], %[[C]][%[[R:.*]], %[[K:.*]]] : memref<64x64xf32>
// CHECK-NEXT: %[[BIAS:.*]] = memref.load %arg2[%[[K]]] : memref<64xf32>
// CHECK-NEXT: %[[E:.*]] = arith.addf %[[SUM]], %[[BIAS]] : f32
// CHECK-NEXT: memref.store %[[E]], %[[OUT]][%[[R]], %[[K]]] : memref<64x64xf32>
// CHECK: gpu.terminator
// CHECK-NOT: linalg.generic
// CHECK: memref.dealloc %[[C]]

// OFF-LABEL: func.func @bias_add
// OFF: gpu.launch
// OFF: linalg.generic

// -----

// Through an expand_shape of C and into a transposed output (the head
// split of attention): C's row splits into (2, 32), its column into (2, 32).
#in = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#out = affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>
func.func @head_split(%a: memref<64x16xf32>, %b: memref<16x64xf32>) -> memref<2x2x32x32xf32> {
  %c = memref.alloc() : memref<64x64xf32>
  linalg.matmul ins(%a, %b : memref<64x16xf32>, memref<16x64xf32>) outs(%c : memref<64x64xf32>)
  %e = memref.expand_shape %c [[0, 1], [2, 3]] output_shape [2, 32, 2, 32] : memref<64x64xf32> into memref<2x32x2x32xf32>
  %out = memref.alloc() : memref<2x2x32x32xf32>
  linalg.generic {indexing_maps = [#in, #out], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%e : memref<2x32x2x32xf32>) outs(%out : memref<2x2x32x32xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.mulf %x, %x : f32
    linalg.yield %s : f32
  }
  return %out : memref<2x2x32x32xf32>
}

// CHECK-LABEL: func.func @head_split
// CHECK: gpu.launch
// CHECK: memref.store %[[SUM:.*]], %{{.*}}[%[[R:.*]], %[[K:.*]]] : memref<64x64xf32>
// CHECK: %[[R1:.*]] = arith.remui %[[R]], %{{.*}} : index
// CHECK: %[[R0:.*]] = arith.divui %[[R]], %{{.*}} : index
// CHECK: %[[K1:.*]] = arith.remui %[[K]], %{{.*}} : index
// CHECK: %[[K0:.*]] = arith.divui %[[K]], %{{.*}} : index
// CHECK-NEXT: %[[SQ:.*]] = arith.mulf %[[SUM]], %[[SUM]] : f32
// CHECK-NEXT: memref.store %[[SQ]], %{{.*}}[%[[R0]], %[[K0]], %[[R1]], %[[K1]]] : memref<2x2x32x32xf32>
// CHECK-NOT: linalg.generic

// -----

// C read twice, at an element and at its transpose (another thread's
// element): not fused.
#id = affine_map<(d0, d1) -> (d0, d1)>
#t = affine_map<(d0, d1) -> (d1, d0)>
func.func @transposed_read(%a: memref<64x16xf32>, %b: memref<16x64xf32>, %c: memref<64x64xf32>, %out: memref<64x64xf32>) {
  linalg.matmul ins(%a, %b : memref<64x16xf32>, memref<16x64xf32>) outs(%c : memref<64x64xf32>)
  linalg.generic {indexing_maps = [#t, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%c, %c : memref<64x64xf32>, memref<64x64xf32>) outs(%out : memref<64x64xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  }
  return
}

// CHECK-LABEL: func.func @transposed_read
// CHECK: gpu.launch
// CHECK: gpu.terminator
// CHECK: linalg.generic

// -----

// A generic writing the matmul's input A would race with other blocks'
// reads of A: not fused.
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @writes_a(%a: memref<64x64xf32>, %b: memref<64x64xf32>, %c: memref<64x64xf32>) {
  linalg.matmul ins(%a, %b : memref<64x64xf32>, memref<64x64xf32>) outs(%c : memref<64x64xf32>)
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%c : memref<64x64xf32>) outs(%a : memref<64x64xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  }
  return
}

// CHECK-LABEL: func.func @writes_a
// CHECK: gpu.launch
// CHECK: gpu.terminator
// CHECK: linalg.generic

// -----

// The form remat-gpu-fuse-elementwise leaves for a bias add fused with the
// head split: the generic iterates over the transposed output and reads the
// expanded C through a permutation; each element of C is still one
// iteration, done by the thread that stores it.
#perm = affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
func.func @permuted_read(%a: memref<64x16xf32>, %b: memref<16x64xf32>) -> memref<2x2x32x32xf32> {
  %c = memref.alloc() : memref<64x64xf32>
  linalg.matmul ins(%a, %b : memref<64x16xf32>, memref<16x64xf32>) outs(%c : memref<64x64xf32>)
  %e = memref.expand_shape %c [[0, 1], [2, 3]] output_shape [2, 32, 2, 32] : memref<64x64xf32> into memref<2x32x2x32xf32>
  %out = memref.alloc() : memref<2x2x32x32xf32>
  linalg.generic {indexing_maps = [#perm, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%e : memref<2x32x2x32xf32>) outs(%out : memref<2x2x32x32xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.mulf %x, %x : f32
    linalg.yield %s : f32
  }
  return %out : memref<2x2x32x32xf32>
}

// CHECK-LABEL: func.func @permuted_read
// CHECK: gpu.launch
// CHECK: memref.store %[[SUM:.*]], %{{.*}}[%[[R:.*]], %[[K:.*]]] : memref<64x64xf32>
// CHECK: %[[R1:.*]] = arith.remui %[[R]], %{{.*}} : index
// CHECK: %[[R0:.*]] = arith.divui %[[R]], %{{.*}} : index
// CHECK: %[[K1:.*]] = arith.remui %[[K]], %{{.*}} : index
// CHECK: %[[K0:.*]] = arith.divui %[[K]], %{{.*}} : index
// CHECK-NEXT: %[[SQ:.*]] = arith.mulf %[[SUM]], %[[SUM]] : f32
// CHECK-NEXT: memref.store %[[SQ]], %{{.*}}[%[[R0]], %[[K0]], %[[R1]], %[[K1]]] : memref<2x2x32x32xf32>
// CHECK-NOT: linalg.generic
