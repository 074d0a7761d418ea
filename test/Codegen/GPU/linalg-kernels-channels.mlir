// remat-gpu-linalg-kernels: a reduction over all loops but one non-leading
// loop (NCHW batch norm: per channel, over N, H and W) and the ops over the
// same channel run in one launch, a block per channel (channel kernels).
// Scalar accesses (vector-width=0): which ops share a launch does not
// depend on them; linalg-kernels-vector.mlir checks vectors in row kernels
// and linalg-kernels-channels-emulate.test runs these kernels with them.
// RUN: remat-opt %s --split-input-file --remat-gpu-linalg-kernels=vector-width=0 | FileCheck %s

// Batch-norm statistics: the per-channel sum (its fill folded), the mean
// (one value per channel, through an expand_shape to [1, C, 1, 1]), the
// centred input, then the padded output: a fill and a copy into a subview
// whose channel dimension has offset 0. One launch, a block per channel.
#nchw = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#chan = affine_map<(d0, d1, d2, d3) -> (d1)>
#bcast = affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>
#id1 = affine_map<(d0) -> (d0)>
func.func @batch_norm_stats(%x: memref<2x8x16x16xf32>, %pad: memref<2x8x18x18xf32>) {
  %zero = arith.constant 0.0 : f32
  %scale = arith.constant 0.001953125 : f32
  %sum = memref.alloc() : memref<8xf32>
  linalg.fill ins(%zero : f32) outs(%sum : memref<8xf32>)
  linalg.generic {indexing_maps = [#nchw, #chan], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%x : memref<2x8x16x16xf32>) outs(%sum : memref<8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.addf %o, %a : f32
    linalg.yield %s : f32
  }
  %mean = memref.alloc() : memref<8xf32>
  linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]}
      ins(%sum : memref<8xf32>) outs(%mean : memref<8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.mulf %a, %scale : f32
    linalg.yield %m : f32
  }
  %mean4 = memref.expand_shape %mean [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : memref<8xf32> into memref<1x8x1x1xf32>
  %xc = memref.alloc() : memref<2x8x16x16xf32>
  linalg.generic {indexing_maps = [#nchw, #bcast, #nchw], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x, %mean4 : memref<2x8x16x16xf32>, memref<1x8x1x1xf32>) outs(%xc : memref<2x8x16x16xf32>) {
  ^bb0(%a: f32, %m: f32, %o: f32):
    %d = arith.subf %a, %m : f32
    linalg.yield %d : f32
  }
  linalg.fill ins(%zero : f32) outs(%pad : memref<2x8x18x18xf32>)
  %inner = memref.subview %pad[0, 0, 1, 1] [2, 8, 16, 16] [1, 1, 1, 1] : memref<2x8x18x18xf32> to memref<2x8x16x16xf32, strided<[2592, 324, 18, 1], offset: 19>>
  linalg.copy ins(%xc : memref<2x8x16x16xf32>) outs(%inner : memref<2x8x16x16xf32, strided<[2592, 324, 18, 1], offset: 19>>)
  memref.dealloc %sum : memref<8xf32>
  memref.dealloc %mean : memref<8xf32>
  memref.dealloc %xc : memref<2x8x16x16xf32>
  return
}

// CHECK-LABEL: func.func @batch_norm_stats
// CHECK-NOT: linalg.
// CHECK: gpu.launch blocks({{.*}}) in (%{{.*}} = %c8, {{.*}}) threads(%[[TX:.*]], %{{.*}}, %{{.*}}) in (%{{.*}} = %c256, {{.*}}) workgroup(%{{.*}} : memref<8xf32, #gpu.address_space<workgroup>>)
// CHECK: scf.for %[[C:.*]] = %{{.*}} to %c8{{.*}} step %c8
// The sum of channel C: the threads stride over N, H, W.
// CHECK: scf.for %{{.*}} = %[[TX]] to %c512{{.*}} step %c256
// CHECK: memref.load %{{.*}}[%{{.*}}, %[[C]], %{{.*}}, %{{.*}}] : memref<2x8x16x16xf32>
// CHECK: gpu.shuffle xor
// CHECK: memref.store %{{.*}}, %{{.*}}[%[[C]]] : memref<8xf32>
// CHECK: gpu.barrier
// The mean of channel C: one value.
// CHECK: scf.for %{{.*}} = %[[TX]] to %c1{{.*}} step %c256
// CHECK: memref.load %{{.*}}[%[[C]]] : memref<8xf32>
// CHECK: arith.mulf
// CHECK: gpu.barrier
// CHECK: scf.for %{{.*}} = %[[TX]] to %c512{{.*}} step %c256
// CHECK: arith.subf
// CHECK: memref.store %{{.*}}, %{{.*}}[%{{.*}}, %[[C]], %{{.*}}, %{{.*}}] : memref<2x8x16x16xf32>
// CHECK: gpu.barrier
// CHECK: scf.for %{{.*}} = %[[TX]] to %c648{{.*}} step %c256
// CHECK: memref.store %{{.*}}, %{{.*}}[%{{.*}}, %[[C]], %{{.*}}, %{{.*}}] : memref<2x8x18x18xf32>
// CHECK: gpu.barrier
// CHECK: scf.for %{{.*}} = %[[TX]] to %c512{{.*}} step %c256
// CHECK: memref.store %{{.*}}, %{{.*}}[%{{.*}}, %[[C]], %{{.*}}, %{{.*}}] : memref<2x8x16x16xf32, strided
// CHECK: gpu.barrier
// CHECK: gpu.terminator
// CHECK-NOT: gpu.launch
// CHECK: memref.dealloc

// -----

// The centred input reads the mean of the next channel, which another
// block computes: the two ops stay apart.
#nchw = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#chan = affine_map<(d0, d1, d2, d3) -> (d1)>
#next = affine_map<(d0, d1, d2, d3) -> ((d1 + 1) mod 8)>
func.func @other_channel(%x: memref<2x8x16x16xf32>, %sum: memref<8xf32>, %y: memref<2x8x16x16xf32>) {
  linalg.generic {indexing_maps = [#nchw, #chan], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%x : memref<2x8x16x16xf32>) outs(%sum : memref<8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.addf %o, %a : f32
    linalg.yield %s : f32
  }
  linalg.generic {indexing_maps = [#nchw, #next, #nchw], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x, %sum : memref<2x8x16x16xf32>, memref<8xf32>) outs(%y : memref<2x8x16x16xf32>) {
  ^bb0(%a: f32, %m: f32, %o: f32):
    %d = arith.subf %a, %m : f32
    linalg.yield %d : f32
  }
  return
}

// CHECK-LABEL: func.func @other_channel
// CHECK: gpu.launch
// CHECK: gpu.shuffle xor
// CHECK: gpu.terminator
// CHECK: gpu.launch
// CHECK: arith.subf
// CHECK: gpu.terminator

// -----

// A column sum of a row-major matrix (the reduced loop outermost): a block
// per column would read one element per row, so it is no anchor and the
// ops stay apart.
#id = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>
func.func @column_sum(%x: memref<128x64xf32>, %sum: memref<64xf32>, %y: memref<128x64xf32>) {
  linalg.generic {indexing_maps = [#id, #col], iterator_types = ["reduction", "parallel"]}
      ins(%x : memref<128x64xf32>) outs(%sum : memref<64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.addf %o, %a : f32
    linalg.yield %s : f32
  }
  linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %sum : memref<128x64xf32>, memref<64xf32>) outs(%y : memref<128x64xf32>) {
  ^bb0(%a: f32, %m: f32, %o: f32):
    %d = arith.subf %a, %m : f32
    linalg.yield %d : f32
  }
  return
}

// CHECK-LABEL: func.func @column_sum
// CHECK: gpu.launch
// CHECK: gpu.shuffle xor
// CHECK: gpu.terminator
// CHECK: gpu.launch
// CHECK: arith.subf
// CHECK: gpu.terminator


// -----

// Ops before the reduction join when they are over the same channels (the
// scaled input the sum reads, channel for channel); an op without a loop of
// the channels' range in front of them is left out of the launch.
#nchw = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#chan = affine_map<(d0, d1, d2, d3) -> (d1)>
#id2 = affine_map<(d0, d1) -> (d0, d1)>
func.func @before_the_sum(%x: memref<2x8x16x16xf32>, %a: memref<3x5xf32>, %b: memref<3x5xf32>, %sum: memref<8xf32>) {
  %two = arith.constant 2.0 : f32
  linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%a : memref<3x5xf32>) outs(%b : memref<3x5xf32>) {
  ^bb0(%v: f32, %o: f32):
    %n = arith.negf %v : f32
    linalg.yield %n : f32
  }
  %y = memref.alloc() : memref<2x8x16x16xf32>
  linalg.generic {indexing_maps = [#nchw, #nchw], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x : memref<2x8x16x16xf32>) outs(%y : memref<2x8x16x16xf32>) {
  ^bb0(%v: f32, %o: f32):
    %m = arith.mulf %v, %two : f32
    linalg.yield %m : f32
  }
  linalg.generic {indexing_maps = [#nchw, #chan], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%y : memref<2x8x16x16xf32>) outs(%sum : memref<8xf32>) {
  ^bb0(%v: f32, %o: f32):
    %s = arith.addf %o, %v : f32
    linalg.yield %s : f32
  }
  memref.dealloc %y : memref<2x8x16x16xf32>
  return
}

// CHECK-LABEL: func.func @before_the_sum
// CHECK: gpu.launch
// CHECK: arith.negf
// CHECK: gpu.terminator
// CHECK: gpu.launch blocks({{.*}}) in (%{{.*}} = %c8, {{.*}}) threads(%[[TX:.*]], %{{.*}}, %{{.*}}) in (%{{.*}} = %c256, {{.*}})
// CHECK: scf.for %[[C:.*]] = %{{.*}} to %c8{{.*}} step %c8
// CHECK: scf.for %{{.*}} = %[[TX]] to %c512{{.*}} step %c256
// CHECK: arith.mulf
// CHECK: memref.store %{{.*}}, %{{.*}}[%{{.*}}, %[[C]], %{{.*}}, %{{.*}}] : memref<2x8x16x16xf32>
// CHECK: gpu.barrier
// CHECK: gpu.shuffle xor
// CHECK: memref.store %{{.*}}, %{{.*}}[%[[C]]] : memref<8xf32>
// CHECK: gpu.terminator
// CHECK-NOT: gpu.launch
// CHECK: memref.dealloc
