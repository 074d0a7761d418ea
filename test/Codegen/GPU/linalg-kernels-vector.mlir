// remat-gpu-linalg-kernels gives each thread of an elementwise kernel a
// vector of vector-width bits (4 f32, 8 f16, 2 f64 at 128) where every
// buffer it touches is contiguous along the innermost parallel loop and
// each vector is aligned to its size; everything else stays scalar.
// RUN: remat-opt %s --split-input-file --remat-gpu-linalg-kernels | FileCheck %s
// RUN: remat-opt %s --split-input-file --remat-gpu-linalg-kernels=vector-width=0 | FileCheck %s --check-prefix=OFF
// RUN: remat-opt %s --split-input-file --remat-gpu-linalg-kernels=vector-width=64 | FileCheck %s --check-prefix=W64

// Contiguous input, a bias along the inner loop (contiguous too) and a
// per-row scale (indexed by the outer loop only: one scalar for the
// vector): 64 x 256 outputs are 4096 vectors of 4, 16 blocks of 256.
func.func @bias_scale_relu(%x: memref<64x256xf32>, %b: memref<256xf32>, %s: memref<64xf32>, %y: memref<64x256xf32>) {
  %zero = arith.constant 0.0 : f32
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>,
                                   affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>],
                  iterator_types = ["parallel", "parallel"]}
      ins(%x, %b, %s : memref<64x256xf32>, memref<256xf32>, memref<64xf32>) outs(%y : memref<64x256xf32>) {
  ^bb0(%a: f32, %c: f32, %k: f32, %o: f32):
    %t = arith.addf %a, %c : f32
    %u = arith.mulf %t, %k : f32
    %v = arith.maximumf %u, %zero : f32
    linalg.yield %v : f32
  }
  return
}

// CHECK-LABEL: func.func @bias_scale_relu
// CHECK: gpu.launch blocks({{.*}}) in (%{{.*}} = %c16, {{.*}}) threads({{.*}}) in (%{{.*}} = %c256, {{.*}})
// CHECK: scf.for %[[Q:.*]] = %{{.*}} to %c4096{{.*}} step %c4096
// CHECK: %[[COL:.*]] = arith.remui %[[Q]], %c64
// CHECK: %[[ROW:.*]] = arith.divui %[[Q]], %c64
// CHECK: %[[J:.*]] = arith.muli %[[COL]], %c4
// CHECK: %[[X:.*]] = vector.load %arg0[%[[ROW]], %[[J]]] {alignment = 16 : i64} : memref<64x256xf32>, vector<4xf32>
// CHECK: %[[B:.*]] = vector.load %arg1[%[[J]]] {alignment = 16 : i64} : memref<256xf32>, vector<4xf32>
// CHECK: %[[K:.*]] = memref.load %arg2[%[[ROW]]] : memref<64xf32>
// CHECK-NOT: memref.load
// CHECK: vector.extract %[[X]][0]
// CHECK: vector.extract %[[B]][0]
// CHECK: arith.mulf %{{.*}}, %[[K]]
// CHECK: %[[R0:.*]] = arith.maximumf
// CHECK: vector.extract %[[X]][3]
// CHECK: vector.extract %[[B]][3]
// CHECK: %[[R3:.*]] = arith.maximumf
// CHECK: %[[V:.*]] = vector.from_elements %[[R0]], %{{.*}}, %{{.*}}, %[[R3]] : vector<4xf32>
// CHECK: vector.store %[[V]], %arg3[%[[ROW]], %[[J]]] {alignment = 16 : i64} : memref<64x256xf32>, vector<4xf32>
// CHECK-NOT: memref.store

// OFF-LABEL: func.func @bias_scale_relu
// OFF-NOT: vector.
// OFF: memref.store
// OFF-NOT: vector.

// W64-LABEL: func.func @bias_scale_relu
// W64: vector.load %arg0{{.*}} {alignment = 8 : i64} : memref<64x256xf32>, vector<2xf32>
// W64: vector.store %{{.*}} {alignment = 8 : i64} : memref<64x256xf32>, vector<2xf32>

// -----

// An innermost range that is not a multiple of 4 (30): a thread's vector
// would cross into the next row. Scalar.
func.func @odd_inner(%x: memref<64x30xf32>, %y: memref<64x30xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>],
                  iterator_types = ["parallel", "parallel"]}
      ins(%x : memref<64x30xf32>) outs(%y : memref<64x30xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = math.tanh %a : f32
    linalg.yield %t : f32
  }
  return
}

// CHECK-LABEL: func.func @odd_inner
// CHECK-NOT: vector.
// CHECK: memref.load %arg0
// CHECK: memref.store %{{.*}}, %arg1
// CHECK-NOT: vector.

// -----

// The input is a subview at offset 2 (8 bytes into the allocation): its
// vectors would be misaligned. Scalar. The same subview at offset 4 is
// aligned (16 bytes): its row stride (68) is a multiple of 4 as well.
func.func @subview_offsets(%x: memref<64x68xf32>, %y: memref<64x64xf32>, %z: memref<64x64xf32>) {
  %bad = memref.subview %x[0, 2] [64, 64] [1, 1] : memref<64x68xf32> to memref<64x64xf32, strided<[68, 1], offset: 2>>
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>],
                  iterator_types = ["parallel", "parallel"]}
      ins(%bad : memref<64x64xf32, strided<[68, 1], offset: 2>>) outs(%y : memref<64x64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = math.tanh %a : f32
    linalg.yield %t : f32
  }
  %good = memref.subview %x[0, 4] [64, 64] [1, 1] : memref<64x68xf32> to memref<64x64xf32, strided<[68, 1], offset: 4>>
  %w = memref.alloc() : memref<64x64xf32>
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>],
                  iterator_types = ["parallel", "parallel"]}
      ins(%good : memref<64x64xf32, strided<[68, 1], offset: 4>>) outs(%w : memref<64x64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = math.exp %a : f32
    linalg.yield %t : f32
  }
  linalg.copy ins(%w : memref<64x64xf32>) outs(%z : memref<64x64xf32>)
  memref.dealloc %w : memref<64x64xf32>
  return
}

// CHECK-LABEL: func.func @subview_offsets
// The three ops share one launch; the first is tied to no other (it writes
// %y, which they do not touch) and stays scalar on its own.
// CHECK: gpu.launch
// CHECK: scf.for
// CHECK-NOT: vector.
// CHECK: memref.load %{{.*}} : memref<64x64xf32, strided<[68, 1], offset: 2>>
// CHECK-NOT: vector.
// CHECK: math.tanh
// CHECK: memref.store
// CHECK: scf.for
// CHECK: vector.load %{{.*}} {alignment = 16 : i64} : memref<64x64xf32, strided<[68, 1], offset: 4>>, vector<4xf32>
// CHECK-COUNT-4: math.exp
// CHECK: vector.store
// CHECK: scf.for
// CHECK: vector.load
// CHECK: vector.store %{{.*}}, %arg2
// CHECK: gpu.terminator

// -----

// A non-contiguous innermost access: the input read transposed (its inner
// loop indexes the outer dimension), or through a subview of stride 2.
// Scalar.
func.func @strided_inner(%x: memref<32x32xf32>, %y: memref<32x32xf32>, %u: memref<32x64xf32>, %z: memref<32x32xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>],
                  iterator_types = ["parallel", "parallel"]}
      ins(%x : memref<32x32xf32>) outs(%y : memref<32x32xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = math.tanh %a : f32
    linalg.yield %t : f32
  }
  %every2 = memref.subview %u[0, 0] [32, 32] [1, 2] : memref<32x64xf32> to memref<32x32xf32, strided<[64, 2]>>
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>],
                  iterator_types = ["parallel", "parallel"]}
      ins(%every2 : memref<32x32xf32, strided<[64, 2]>>) outs(%z : memref<32x32xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = math.exp %a : f32
    linalg.yield %t : f32
  }
  return
}

// CHECK-LABEL: func.func @strided_inner
// CHECK-NOT: vector.
// CHECK: math.tanh
// CHECK-NOT: vector.
// CHECK: math.exp
// CHECK-NOT: vector.
// CHECK: return

// -----

// Widths follow the widest element: f16 alone takes 8 lanes (16 bytes);
// f16 widened to f32 takes 4 lanes, 8-byte f16 vectors and 16-byte f32
// ones; f64 takes 2.
func.func @widths(%h: memref<16x64xf16>, %g: memref<16x64xf16>, %f: memref<16x64xf32>, %d: memref<16x64xf64>, %e: memref<16x64xf64>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>],
                  iterator_types = ["parallel", "parallel"]}
      ins(%h : memref<16x64xf16>) outs(%g : memref<16x64xf16>) {
  ^bb0(%a: f16, %o: f16):
    %t = arith.mulf %a, %a : f16
    linalg.yield %t : f16
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>],
                  iterator_types = ["parallel", "parallel"]}
      ins(%h : memref<16x64xf16>) outs(%f : memref<16x64xf32>) {
  ^bb0(%a: f16, %o: f32):
    %t = arith.extf %a : f16 to f32
    linalg.yield %t : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>],
                  iterator_types = ["parallel", "parallel"]}
      ins(%d : memref<16x64xf64>) outs(%e : memref<16x64xf64>) {
  ^bb0(%a: f64, %o: f64):
    %t = arith.negf %a : f64
    linalg.yield %t : f64
  }
  return
}

// CHECK-LABEL: func.func @widths
// CHECK: vector.load %arg0{{.*}} {alignment = 16 : i64} : memref<16x64xf16>, vector<8xf16>
// CHECK: vector.store %{{.*}}, %arg1{{.*}} {alignment = 16 : i64} : memref<16x64xf16>, vector<8xf16>
// CHECK: vector.load %arg0{{.*}} {alignment = 8 : i64} : memref<16x64xf16>, vector<4xf16>
// CHECK: vector.store %{{.*}}, %arg2{{.*}} {alignment = 16 : i64} : memref<16x64xf32>, vector<4xf32>
// CHECK: vector.load %arg3{{.*}} {alignment = 16 : i64} : memref<16x64xf64>, vector<2xf64>
// CHECK: vector.store %{{.*}}, %arg4{{.*}} {alignment = 16 : i64} : memref<16x64xf64>, vector<2xf64>

// -----

// A fill is all broadcast: its value splat into vectors. linalg.index of
// the inner loop gives each lane its own index.
func.func @fill_and_index(%y: memref<8x16xf32>, %z: memref<8x16xi32>) {
  %one = arith.constant 1.0 : f32
  linalg.fill ins(%one : f32) outs(%y : memref<8x16xf32>)
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      outs(%z : memref<8x16xi32>) {
  ^bb0(%o: i32):
    %j = linalg.index 1 : index
    %c = arith.index_cast %j : index to i32
    linalg.yield %c : i32
  }
  return
}

// CHECK-LABEL: func.func @fill_and_index
// CHECK: %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
// CHECK: vector.from_elements %[[ONE]], %[[ONE]], %[[ONE]], %[[ONE]] : vector<4xf32>
// CHECK: vector.store {{.*}} : memref<8x16xf32>, vector<4xf32>
// CHECK: %[[J:.*]] = arith.muli %{{.*}}, %c4
// CHECK: arith.index_cast %[[J]]
// CHECK: %[[J1:.*]] = arith.addi %[[J]], %c1
// CHECK: arith.index_cast %[[J1]]
// CHECK: %[[J3:.*]] = arith.addi %[[J]], %c3
// CHECK: arith.index_cast %[[J3]]
// CHECK: vector.store {{.*}} : memref<8x16xi32>, vector<4xi32>

// -----

// A merged launch: the second op reads what the first wrote, so both take
// vectors of 4 (the same thread writes and reads each element); the third
// (30 columns, scalar) shares no buffer with them and does not hold them
// back.
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @merged(%x: memref<64x32xf32>, %y: memref<64x32xf32>, %z: memref<64x32xf32>, %p: memref<8x30xf32>, %q: memref<8x30xf32>) {
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : memref<64x32xf32>) outs(%y : memref<64x32xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = math.tanh %a : f32
    linalg.yield %t : f32
  }
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%y : memref<64x32xf32>) outs(%z : memref<64x32xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.mulf %a, %a : f32
    linalg.yield %t : f32
  }
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%p : memref<8x30xf32>) outs(%q : memref<8x30xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = math.exp %a : f32
    linalg.yield %t : f32
  }
  return
}

// CHECK-LABEL: func.func @merged
// CHECK: gpu.launch blocks({{.*}}) in (%{{.*}} = %c2, {{.*}}) threads({{.*}}) in (%{{.*}} = %c256, {{.*}})
// CHECK: scf.for %{{.*}} to %c512
// CHECK: vector.load %arg0
// CHECK-COUNT-4: math.tanh
// CHECK: vector.store %{{.*}}, %arg1
// CHECK: scf.for %{{.*}} to %c512
// CHECK: vector.load %arg1
// CHECK-COUNT-4: arith.mulf
// CHECK: vector.store %{{.*}}, %arg2
// CHECK: scf.for %{{.*}} to %c240
// CHECK: memref.load %arg3
// CHECK: math.exp
// CHECK: memref.store %{{.*}}, %arg4
// CHECK: gpu.terminator

// -----

// Merged again, but the second op writes i1, which has no vector form (a
// vector of i1 is bit-packed): the first op, tied to it through %y, stays
// scalar too, or the thread that writes an element of %y would not be the
// one that reads it.
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @tied_scalar(%x: memref<64x32xf32>, %y: memref<64x32xf32>, %m: memref<64x32xi1>) {
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : memref<64x32xf32>) outs(%y : memref<64x32xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = math.tanh %a : f32
    linalg.yield %t : f32
  }
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%y : memref<64x32xf32>) outs(%m : memref<64x32xi1>) {
  ^bb0(%a: f32, %o: i1):
    %zero = arith.constant 0.0 : f32
    %t = arith.cmpf ogt, %a, %zero : f32
    linalg.yield %t : i1
  }
  return
}

// CHECK-LABEL: func.func @tied_scalar
// CHECK: gpu.launch
// CHECK-NOT: vector.
// CHECK: math.tanh
// CHECK: arith.cmpf
// CHECK-NOT: vector.
// CHECK: gpu.terminator

// -----

// Row kernels: the ops over a row other than the reductions take vectors
// along the row too (the barrier after each op lets each map threads to
// elements its own way): a softmax's exp(x - max) and division run 32
// vectors of 4 per row, the row statistics one scalar per vector; the
// reductions stay scalar block reductions.
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
// CHECK: gpu.launch blocks({{.*}}) in (%{{.*}} = %c16, {{.*}}) threads(%[[TX:.*]], %{{.*}}, %{{.*}}) in (%{{.*}} = %c128, {{.*}})
// CHECK: scf.for %[[ROW:.*]] = %{{.*}} to %c16{{.*}} step %c16
// CHECK: arith.maximumf
// CHECK: gpu.barrier
// CHECK: scf.for %[[I:.*]] = %[[TX]] to %c32{{.*}} step %c128
// CHECK: %[[J:.*]] = arith.muli %[[I]], %c4
// CHECK: vector.load %arg0[%[[ROW]], %[[J]]] {alignment = 16 : i64} : memref<16x128xf32>, vector<4xf32>
// CHECK: memref.load %{{.*}}[%[[ROW]]] : memref<16xf32>
// CHECK-COUNT-4: math.exp
// CHECK: vector.store %{{.*}}[%[[ROW]], %[[J]]] {alignment = 16 : i64}
// CHECK: gpu.barrier
// CHECK-NOT: vector.
// CHECK: arith.addf
// CHECK: gpu.barrier
// CHECK: scf.for %{{.*}} = %[[TX]] to %c32{{.*}} step %c128
// CHECK: vector.load
// CHECK-COUNT-4: arith.divf
// CHECK: vector.store %{{.*}}, %arg1
// CHECK: gpu.barrier
// CHECK: gpu.terminator
