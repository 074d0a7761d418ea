// remat-gpu-linalg-kernels merges neighbouring thread-per-output ops into one
// launch where that is race-free and keeps the function's peak. Scalar
// accesses (vector-width=0): which ops merge does not depend on them, and
// linalg-kernels-vector.mlir checks vectors in merged launches.
// RUN: remat-opt %s --split-input-file --remat-gpu-linalg-kernels=vector-width=0 | FileCheck %s
// RUN: remat-opt %s --split-input-file --remat-gpu-linalg-kernels="merge=false vector-width=0" | FileCheck %s --check-prefix=NOMERGE

// Two elementwise ops over the same outputs, the second reading what the
// first wrote at the same element: one launch, one grid-stride loop each.
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @chain(%x: memref<64x32xf32>, %y: memref<64x32xf32>, %z: memref<64x32xf32>) {
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : memref<64x32xf32>) outs(%y : memref<64x32xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = math.tanh %a : f32
    linalg.yield %t : f32
  }
  %buf = memref.alloc() : memref<64x32xf32>
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%y : memref<64x32xf32>) outs(%z : memref<64x32xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.mulf %a, %a : f32
    linalg.yield %t : f32
  }
  memref.dealloc %buf : memref<64x32xf32>
  return
}

// CHECK-LABEL: func.func @chain
// CHECK: memref.alloc
// CHECK: gpu.launch
// CHECK: scf.for
// CHECK: math.tanh
// CHECK: memref.store %{{.*}}, %arg1
// CHECK: scf.for
// CHECK: memref.load %arg1
// CHECK: arith.mulf
// CHECK: gpu.terminator
// CHECK-NOT: gpu.launch
// CHECK: memref.dealloc

// -----

// The second op reads the first's output transposed: another thread wrote
// that element, so they stay two launches.
#id = affine_map<(d0, d1) -> (d0, d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
func.func @transposed_read(%x: memref<32x32xf32>, %y: memref<32x32xf32>, %z: memref<32x32xf32>) {
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : memref<32x32xf32>) outs(%y : memref<32x32xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = math.tanh %a : f32
    linalg.yield %t : f32
  }
  linalg.generic {indexing_maps = [#tr, #id], iterator_types = ["parallel", "parallel"]}
      ins(%y : memref<32x32xf32>) outs(%z : memref<32x32xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.mulf %a, %a : f32
    linalg.yield %t : f32
  }
  return
}

// CHECK-LABEL: func.func @transposed_read
// CHECK: gpu.launch
// CHECK: math.tanh
// CHECK: gpu.terminator
// CHECK: gpu.launch
// CHECK: arith.mulf

// -----

// Independent ops of different sizes share a launch (sized for the larger).
#id = affine_map<(d0) -> (d0)>
func.func @independent(%x: memref<1000xf32>, %y: memref<1000xf32>, %u: memref<10xf32>, %v: memref<10xf32>) {
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : memref<1000xf32>) outs(%y : memref<1000xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = math.exp %a : f32
    linalg.yield %t : f32
  }
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%u : memref<10xf32>) outs(%v : memref<10xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = math.exp %a : f32
    linalg.yield %t : f32
  }
  return
}

// CHECK-LABEL: func.func @independent
// CHECK: gpu.launch blocks({{.*}}) in (%{{.*}} = %c4, {{.*}}) threads({{.*}}) in (%{{.*}} = %c256,
// CHECK: scf.for %{{.*}} = %{{.*}} to %c1000 step %c1024
// CHECK: scf.for %{{.*}} = %{{.*}} to %c10 step %c1024
// CHECK: gpu.terminator
// CHECK-NOT: gpu.launch

// -----

// The first two ops share a launch (no deallocation between them). The third
// would keep %a alive across it, 12 KiB live where the function's peak is
// 8 KiB: it starts a new launch, with the fourth, whose crossed
// deallocation of %b keeps 8 KiB live (the peak): %b is freed after it.
#id = affine_map<(d0) -> (d0)>
func.func @would_raise_peak(%x: memref<1024xf32>, %out: memref<1024xf32>) {
  %a = memref.alloc() : memref<1024xf32>
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : memref<1024xf32>) outs(%a : memref<1024xf32>) {
  ^bb0(%i: f32, %o: f32):
    %t = math.exp %i : f32
    linalg.yield %t : f32
  }
  %b = memref.alloc() : memref<1024xf32>
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%a : memref<1024xf32>) outs(%b : memref<1024xf32>) {
  ^bb0(%i: f32, %o: f32):
    %t = math.exp %i : f32
    linalg.yield %t : f32
  }
  memref.dealloc %a : memref<1024xf32>
  %c = memref.alloc() : memref<1024xf32>
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%b : memref<1024xf32>) outs(%c : memref<1024xf32>) {
  ^bb0(%i: f32, %o: f32):
    %t = math.exp %i : f32
    linalg.yield %t : f32
  }
  memref.dealloc %b : memref<1024xf32>
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%c : memref<1024xf32>) outs(%out : memref<1024xf32>) {
  ^bb0(%i: f32, %o: f32):
    %t = math.exp %i : f32
    linalg.yield %t : f32
  }
  memref.dealloc %c : memref<1024xf32>
  return
}

// CHECK-LABEL: func.func @would_raise_peak
// CHECK: %[[A:.*]] = memref.alloc
// CHECK: %[[B:.*]] = memref.alloc
// CHECK: gpu.launch
// CHECK-COUNT-2: math.exp
// CHECK: gpu.terminator
// CHECK: memref.dealloc %[[A]]
// CHECK: %[[C:.*]] = memref.alloc
// CHECK: gpu.launch
// CHECK-COUNT-2: math.exp
// CHECK: gpu.terminator
// CHECK-NEXT: }
// CHECK-NEXT: memref.dealloc %[[B]]
// CHECK-NEXT: memref.dealloc %[[C]]
// NOMERGE-LABEL: func.func @would_raise_peak
// NOMERGE-COUNT-4: gpu.launch
