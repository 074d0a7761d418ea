// remat-gpu-linalg-kernels: a row reduction and the ops over the same rows
// run in one launch, a block per row (row kernels). Scalar accesses
// (vector-width=0): linalg-kernels-vector.mlir checks vectors in rows.
// RUN: remat-opt %s --split-input-file --remat-gpu-linalg-kernels=vector-width=0 | FileCheck %s

// A softmax over rows: the row maximum, exp(x - max), the row sum and the
// division run in one launch, a block per row, with barriers between them;
// the fills are the reductions' initial values. (Freeing %max right after
// its last use instead would make the launch keep it alive past the
// function's peak: the ops would then split in two launches.)
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @softmax(%x: memref<16x128xf32>, %y: memref<16x128xf32>) {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %max = memref.alloc() : memref<16xf32>
  linalg.fill ins(%ninf : f32) outs(%max : memref<16xf32>)
  linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : memref<16x128xf32>) outs(%max : memref<16xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.maximumf %a, %o : f32
    linalg.yield %m : f32
  }
  %e = memref.alloc() : memref<16x128xf32>
  linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %max : memref<16x128xf32>, memref<16xf32>) outs(%e : memref<16x128xf32>) {
  ^bb0(%a: f32, %m: f32, %o: f32):
    %d = arith.subf %a, %m : f32
    %v = math.exp %d : f32
    linalg.yield %v : f32
  }
  %sum = memref.alloc() : memref<16xf32>
  linalg.fill ins(%zero : f32) outs(%sum : memref<16xf32>)
  linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%e : memref<16x128xf32>) outs(%sum : memref<16xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.addf %a, %o : f32
    linalg.yield %s : f32
  }
  linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%e, %sum : memref<16x128xf32>, memref<16xf32>) outs(%y : memref<16x128xf32>) {
  ^bb0(%a: f32, %s: f32, %o: f32):
    %v = arith.divf %a, %s : f32
    linalg.yield %v : f32
  }
  memref.dealloc %max : memref<16xf32>
  memref.dealloc %e : memref<16x128xf32>
  memref.dealloc %sum : memref<16xf32>
  return
}

// CHECK-LABEL: func.func @softmax
// CHECK-NOT: linalg.
// CHECK: gpu.launch blocks({{.*}}) in (%{{.*}} = %c16, {{.*}}) threads(%[[TX:.*]], %{{.*}}, %{{.*}}) in (%{{.*}} = %c128, {{.*}}) workgroup(%{{.*}} : memref<4xf32, #gpu.address_space<workgroup>>)
// CHECK: scf.for %[[ROW:.*]] = %{{.*}} to %c16{{.*}} step %c16
// CHECK: arith.maximumf
// CHECK: gpu.shuffle xor
// CHECK: gpu.barrier
// CHECK: scf.for %{{.*}} = %[[TX]] to %c128{{.*}} step %c128
// CHECK: math.exp
// CHECK: gpu.barrier
// CHECK: arith.addf
// CHECK: gpu.shuffle xor
// CHECK: gpu.barrier
// CHECK: scf.for %{{.*}} = %[[TX]] to %c128{{.*}} step %c128
// CHECK: arith.divf
// CHECK: gpu.barrier
// CHECK: gpu.terminator
// CHECK-NOT: gpu.launch
// CHECK: memref.dealloc

// -----

// The second op reads the row statistic of the next row: another block
// computes it, so the ops stay apart.
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#shifted = affine_map<(d0, d1) -> ((d0 + 1) mod 16)>
func.func @other_row(%x: memref<16x128xf32>, %s: memref<16xf32>, %y: memref<16x128xf32>) {
  linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : memref<16x128xf32>) outs(%s : memref<16xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.addf %a, %o : f32
    linalg.yield %t : f32
  }
  linalg.generic {indexing_maps = [#id, #shifted, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %s : memref<16x128xf32>, memref<16xf32>) outs(%y : memref<16x128xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %v = arith.mulf %a, %b : f32
    linalg.yield %v : f32
  }
  return
}

// CHECK-LABEL: func.func @other_row
// CHECK: gpu.launch
// CHECK: gpu.shuffle xor
// CHECK: gpu.terminator
// CHECK: gpu.launch
// CHECK: arith.mulf
