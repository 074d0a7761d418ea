// remat-gpu-linalg-kernels: every bufferized linalg op with static loop
// ranges becomes its own grid-stride gpu.launch (a thread or a block per
// output); a fill the next op overwrites becomes that kernel's initial value.
// RUN: remat-opt %s --split-input-file --remat-gpu-linalg-kernels | FileCheck %s
// RUN: remat-opt %s --split-input-file --remat-gpu-linalg-kernels="block-size=64 max-blocks=2" | FileCheck %s --check-prefix=SMALL
// RUN: remat-opt %s --split-input-file --remat-gpu-linalg-kernels="block-reduction-min-extent=8" | FileCheck %s --check-prefix=MINEXT
// RUN: remat-opt %s --split-input-file --remat-gpu-linalg-kernels="vector-width=0" | FileCheck %s --check-prefix=SCALAR

// A full reduction with its zero fill: one block strides over the 4096
// elements with 128-bit loads (4 neighbours per thread and iteration,
// added in order; vector-width=0: one element), warp butterflies, partials
// through workgroup memory; the fill becomes the initial value.
func.func @full_sum(%x: memref<4096xf32>, %out: memref<f32>) {
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%out : memref<f32>)
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>],
                  iterator_types = ["reduction"]}
      ins(%x : memref<4096xf32>) outs(%out : memref<f32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.addf %a, %o : f32
    linalg.yield %s : f32
  }
  return
}

// CHECK-LABEL: func.func @full_sum
// CHECK-NOT: linalg.
// CHECK: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: gpu.launch blocks(%[[BX:.*]], %{{.*}}, %{{.*}}) in (%{{.*}} = %c1{{(_[0-9]+)?}}, {{.*}}) threads(%[[TX:.*]], %{{.*}}, %{{.*}}) in (%{{.*}} = %c256, {{.*}}) workgroup(%[[PARTIALS:.*]] : memref<8xf32, #gpu.address_space<workgroup>>)
// CHECK: scf.for %[[P:.*]] = %[[BX]] to %c1{{.*}} step %c1
// CHECK: %[[NEG0:.*]] = arith.constant -0.000000e+00 : f32
// CHECK: %[[START:.*]] = arith.muli %[[TX]], %c4
// CHECK: %[[PART:.*]] = scf.for %[[R:.*]] = %[[START]] to %c4096 step %c1024{{.*}} iter_args(%[[ACC:.*]] = %[[NEG0]])
// CHECK: %[[V:.*]] = vector.load %arg0[%[[R]]] {alignment = 16 : i64} : memref<4096xf32>, vector<4xf32>
// CHECK: %[[X0:.*]] = vector.extract %[[V]][0]
// CHECK: %[[S0:.*]] = arith.addf %[[X0]], %[[ACC]]
// CHECK: %[[X1:.*]] = vector.extract %[[V]][1]
// CHECK: arith.addf %[[X1]], %[[S0]]
// CHECK-COUNT-2: vector.extract
// CHECK: gpu.shuffle xor %[[PART]], %c16_i32
// CHECK-COUNT-4: gpu.shuffle xor
// CHECK: memref.store %{{.*}}, %[[PARTIALS]]
// CHECK: gpu.barrier
// CHECK: memref.load %[[PARTIALS]]
// CHECK-COUNT-5: gpu.shuffle xor
// CHECK: scf.if
// CHECK-NEXT: %[[SUM:.*]] = arith.addf %{{.*}}, %[[ZERO]] : f32
// CHECK-NEXT: memref.store %[[SUM]], %arg1[] : memref<f32>
// CHECK: gpu.barrier
// SCALAR-LABEL: func.func @full_sum
// SCALAR: scf.for %{{.*}} = %{{.*}} to %c4096 step %c256
// SCALAR-NEXT: memref.load %arg0

// -----

// Rank 4, no bound a multiple of anything: one block of 224 threads (210
// outputs rounded up to whole warps), a grid-stride loop over the outputs,
// delinearized innermost first.
func.func @rank4(%x: memref<2x3x5x7xf32>, %y: memref<2x3x5x7xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0,d1,d2,d3) -> (d0,d1,d2,d3)>, affine_map<(d0,d1,d2,d3) -> (d0,d1,d2,d3)>],
                  iterator_types = ["parallel","parallel","parallel","parallel"]}
      ins(%x : memref<2x3x5x7xf32>) outs(%y : memref<2x3x5x7xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = math.tanh %a : f32
    linalg.yield %s : f32
  }
  return
}

// CHECK-LABEL: func.func @rank4
// CHECK: gpu.launch blocks({{.*}}) in (%{{.*}} = %c1{{(_[0-9]+)?}}, {{.*}}) threads(%[[TX:.*]], %{{.*}}, %{{.*}}) in (%{{.*}} = %c224,
// CHECK: scf.for %[[P:.*]] = %{{.*}} to %c210 step %c224
// CHECK: %[[D3:.*]] = arith.remui %[[P]], %c7
// CHECK: %[[Q3:.*]] = arith.divui %[[P]], %c7
// CHECK: %[[D2:.*]] = arith.remui %[[Q3]], %c5
// CHECK: %[[Q2:.*]] = arith.divui %[[Q3]], %c5
// CHECK: %[[D1:.*]] = arith.remui %[[Q2]], %c3
// CHECK: %[[D0:.*]] = arith.divui %[[Q2]], %c3
// CHECK: %[[X:.*]] = memref.load %arg0[%[[D0]], %[[D1]], %[[D2]], %[[D3]]]
// CHECK: %[[T:.*]] = math.tanh %[[X]]
// CHECK: memref.store %[[T]], %arg1[%[[D0]], %[[D1]], %[[D2]], %[[D3]]]

// -----

// Short reductions (16 elements per row, below block-reduction-min-extent):
// a thread per row, the reduction serial in the thread, ceil(40000 / 256) =
// 157 blocks with a grid-stride step of 157 * 256.
func.func @row_max(%x: memref<40000x16xf32>, %out: memref<40000xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>],
                  iterator_types = ["parallel", "reduction"]}
      ins(%x : memref<40000x16xf32>) outs(%out : memref<40000xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.maximumf %a, %o : f32
    linalg.yield %m : f32
  }
  return
}

// CHECK-LABEL: func.func @row_max
// CHECK: gpu.launch blocks({{.*}}) in (%{{.*}} = %c157, {{.*}}) threads({{.*}}) in (%{{.*}} = %c256,
// CHECK-NOT: workgroup
// CHECK: scf.for %[[P:.*]] = %{{.*}} to %c40000 step %c40192
// CHECK: %[[INIT:.*]] = memref.load %arg1[%[[P]]]
// CHECK: scf.for %{{.*}} = %c0 to %c16 step %c1{{.*}} iter_args(%{{.*}} = %[[INIT]])
// CHECK: arith.maximumf
// CHECK-NOT: gpu.shuffle
// With block-size=64 max-blocks=2 the grid is capped and the step follows.
// SMALL-LABEL: func.func @row_max
// SMALL: gpu.launch blocks({{.*}}) in (%{{.*}} = %c2, {{.*}}) threads({{.*}}) in (%{{.*}} = %c64,
// SMALL: scf.for %{{.*}} = %{{.*}} to %c40000 step %c128
// With block-reduction-min-extent=8 the 16-element rows get a block each
// (32 threads, one warp: shuffles, no workgroup buffer).
// MINEXT-LABEL: func.func @row_max
// MINEXT: gpu.launch blocks({{.*}}) in (%{{.*}} = %c1056, {{.*}}) threads({{.*}}) in (%{{.*}} = %c32,
// MINEXT-NOT: workgroup
// MINEXT: gpu.shuffle xor

// -----

// Few outputs, long reductions, max: a block per output, neutral -inf; 100
// elements per output get 128 threads.
func.func @col_max(%x: memref<100x8xf32>, %out: memref<8xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0)>],
                  iterator_types = ["parallel", "reduction"]}
      ins(%x : memref<100x8xf32>) outs(%out : memref<8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.maximumf %o, %a : f32
    linalg.yield %m : f32
  }
  return
}

// CHECK-LABEL: func.func @col_max
// CHECK: gpu.launch blocks({{.*}}) in (%{{.*}} = %c8, {{.*}}) threads({{.*}}) in (%{{.*}} = %c128, {{.*}}) workgroup(%{{.*}} : memref<4xf32, #gpu.address_space<workgroup>>)
// CHECK: %[[NEGINF:.*]] = arith.constant 0xFF800000 : f32
// CHECK: scf.for %{{.*}} = %{{.*}} to %c100 step %c128{{.*}} iter_args(%{{.*}} = %[[NEGINF]])
// CHECK: gpu.shuffle xor
// CHECK: arith.maximumf
// SMALL-LABEL: func.func @col_max
// SMALL: gpu.launch blocks({{.*}}) in (%{{.*}} = %c2, {{.*}}) threads({{.*}}) in (%{{.*}} = %c64, {{.*}}) workgroup(%{{.*}} : memref<2xf32, #gpu.address_space<workgroup>>)
// SMALL: scf.for %{{.*}} = %{{.*}} to %c8{{.*}} step %c2

// -----

// A fill whose buffer is read before the consumer overwrites it stays.
func.func @fill_read_between(%x: memref<64xf32>, %out: memref<f32>, %copy: memref<f32>) {
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%out : memref<f32>)
  memref.copy %out, %copy : memref<f32> to memref<f32>
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>],
                  iterator_types = ["reduction"]}
      ins(%x : memref<64xf32>) outs(%out : memref<f32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.addf %a, %o : f32
    linalg.yield %s : f32
  }
  return
}

// CHECK-LABEL: func.func @fill_read_between
// CHECK: gpu.launch
// CHECK: memref.store %{{.*}}, %arg1[]
// CHECK: memref.copy %arg1, %arg2
// CHECK: gpu.launch
// CHECK: memref.load %arg1[]

// -----

// Dynamic loop ranges are left for the parallel-loop path.
func.func @dynamic(%x: memref<?xf32>, %y: memref<?xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
                  iterator_types = ["parallel"]}
      ins(%x : memref<?xf32>) outs(%y : memref<?xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = math.exp %a : f32
    linalg.yield %s : f32
  }
  return
}

// CHECK-LABEL: func.func @dynamic
// CHECK-NOT: gpu.launch
// CHECK: linalg.generic
