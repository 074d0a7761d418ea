// half-kernel=tma: the structure of the Hopper TMA kernel (MatmulTma.cpp).
// Tensor maps built on the host (128-byte swizzle, zero fill), 256 threads
// (two warpgroups) per 128x128 tile, S x 32 KiB + 1 KiB dynamic shared
// memory, one mbarrier per stage initialised by thread 0, thread 0's
// expect_tx of a stage's 32768 bytes and three TMA boxes per stage (A
// 128x64, B two 64x64), try_wait on the stage's phase parity, four
// m64n128k16 wgmma per K step of 64 on 128-byte-swizzle descriptors
// (layout type 1 in bits 62-63), wait_group 1 in the loop and 0 after it.
// RUN: remat-opt %s -split-input-file --remat-gpu-matmul-kernels="half-kernel=tma pipeline-stages=4" | FileCheck %s
// RUN: remat-opt %s -split-input-file --remat-gpu-matmul-kernels="half-kernel=tma pipeline-stages=2" | FileCheck %s --check-prefix=TWO
// RUN: remat-opt %s -split-input-file --remat-gpu-matmul-kernels="half-kernel=tma-ws pipeline-stages=2" | FileCheck %s --check-prefix=WS

// CHECK-LABEL: func.func @plain
// CHECK: %[[CA:.*]] = memref.cast %arg0 : memref<256x192xbf16> to memref<*xbf16>
// CHECK: %[[MA:.*]] = nvgpu.tma.create.descriptor %[[CA]] box[%{{.*}}, %{{.*}}] : memref<*xbf16> -> <tensor = memref<128x64xbf16, #gpu.address_space<workgroup>>, swizzle = swizzle_128b, l2promo = l2promo_256b, oob = zero, interleave = none>
// CHECK: %[[CB:.*]] = memref.cast %arg1 : memref<192x256xbf16> to memref<*xbf16>
// CHECK: nvgpu.tma.create.descriptor %[[CB]] {{.*}} -> <tensor = memref<64x64xbf16, #gpu.address_space<workgroup>>, swizzle = swizzle_128b
// CHECK: %[[SMEM:.*]] = arith.constant 132096 : i32
// CHECK: gpu.launch {{.*}} in (%{{.*}} = %c2{{.*}}, %{{.*}} = %c2{{.*}}, %{{.*}} = %c1{{.*}}) threads({{.*}}) in (%{{.*}} = %c256{{.*}}, {{.*}} dynamic_shared_memory_size %[[SMEM]]
// CHECK: %[[PRODUCER:.*]] = arith.cmpi eq, %arg{{[0-9]+}}, %c0
// CHECK: arith.remui %{{.*}}, %c1024
// CHECK: %[[BARS:.*]] = nvgpu.mbarrier.create -> <memorySpace = #gpu.address_space<workgroup>, num_barriers = 4>
// CHECK-COUNT-4: nvgpu.mbarrier.init %[[BARS]][%{{.*}}], %{{.*}}, predicate = %[[PRODUCER]]
// CHECK: gpu.barrier
// CHECK: scf.if %[[PRODUCER]] {
// CHECK: nvgpu.mbarrier.arrive.expect_tx %[[BARS]][%{{.*}}], %c32768
// CHECK: nvgpu.tma.async.load %[[MA]][%{{.*}}, %{{.*}}], %[[BARS]][%{{.*}}] to %{{.*}} : {{.*}} -> memref<128x64xbf16, #gpu.address_space<workgroup>>
// CHECK-COUNT-2: nvgpu.tma.async.load {{.*}} -> memref<64x64xbf16, #gpu.address_space<workgroup>>
// K = 192: three K steps, all in the prologue (4 stages), no refill.
// CHECK-COUNT-2: nvgpu.mbarrier.arrive.expect_tx
// CHECK-NOT: nvgpu.mbarrier.arrive.expect_tx
// CHECK: scf.for
// CHECK: nvgpu.mbarrier.try_wait.parity %[[BARS]]
// CHECK: nvvm.wgmma.fence.aligned
// A: LBO 16 B, SBO 1024 B, 128B swizzle = (1 << 16) | (64 << 32) | (1 << 62);
// B: LBO 8192 B, SBO 1024 B = (512 << 16) | (64 << 32) | (1 << 62).
// CHECK-DAG: arith.constant 4611686293305360384 : i64
// CHECK-DAG: arith.constant 4611686293338849280 : i64
// CHECK-COUNT-4: nvvm.wgmma.mma_async {{.*}}<m = 64, n = 128, k = 16>, D[<f32>, <one>], A[<bf16>, <one>, <row>], B[<bf16>, <one>, <row>]
// CHECK: nvvm.wgmma.commit.group.sync.aligned
// CHECK: nvvm.wgmma.wait.group.sync.aligned 1
// CHECK: gpu.barrier
// CHECK: scf.yield
// CHECK: nvvm.wgmma.wait.group.sync.aligned 0
// Tile multiples: no guards on the C update.
// CHECK-NOT: scf.if
// CHECK: gpu.terminator
func.func @plain(%a: memref<256x192xbf16>, %b: memref<192x256xbf16>, %c: memref<256x256xf32>) {
  linalg.matmul ins(%a, %b : memref<256x192xbf16>, memref<192x256xbf16>) outs(%c : memref<256x256xf32>)
  return
}

// -----

// Five K steps on two stages: the loop refills stage (t - 1) % 2 with K step
// t + 1 once both warpgroups retired step t - 1 (wait_group 1, barrier).
// TWO-LABEL: func.func @deep
// TWO: arith.constant 66560 : i32
// TWO: num_barriers = 2
// TWO: scf.for
// TWO: nvvm.wgmma.wait.group.sync.aligned 1
// TWO-NEXT: gpu.barrier
// TWO: arith.andi %{{.*}}, %{{.*}} : i1
// TWO-NEXT: %[[REFILL:.*]] = arith.andi %{{.*}}, %{{.*}} : i1
// TWO-NEXT: scf.if %[[REFILL]] {
// TWO: nvgpu.mbarrier.arrive.expect_tx
// TWO-COUNT-3: nvgpu.tma.async.load
// TWO: scf.yield
// Batched: rank-3 tensor maps and boxes, the batch as the outer coordinate.
// TWO-LABEL: func.func @batched
// TWO: nvgpu.tma.create.descriptor {{.*}} -> <tensor = memref<1x128x64xf16, #gpu.address_space<workgroup>>
// TWO: nvgpu.tma.async.load %{{.*}}[%{{.*}}, %{{.*}}, %{{.*}}], {{.*}} -> memref<1x128x64xf16, #gpu.address_space<workgroup>>
// TWO: nvvm.wgmma.mma_async {{.*}}A[<f16>, <one>, <row>], B[<f16>, <one>, <row>]
// half-kernel=tma-ws: 288 threads; a second barrier group ("empty", two
// arrivals: one per consumer warpgroup); one scf.if splits the block into
// the consumers (threads 0..255: wait on full, wgmma, wait_group 1, the
// warpgroup's first thread releases the previous stage on its empty
// barrier; no block barrier in the loop) and the producer warp (its lane
// 0, thread 256: per K step t >= S, wait on empty's previous use, then
// expect_tx and the three TMA loads).
// WS-LABEL: func.func @deep
// WS: threads({{.*}}) in (%{{.*}} = %c288
// WS: %[[PRODUCER:.*]] = arith.cmpi eq, %arg{{[0-9]+}}, %c256
// WS: %[[FULL:.*]] = nvgpu.mbarrier.create -> <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
// WS: %[[EMPTY:.*]] = nvgpu.mbarrier.create
// WS: nvgpu.mbarrier.init %[[EMPTY]][%{{.*}}], %c2{{.*}}, predicate = %[[PRODUCER]]
// WS: gpu.barrier
// WS: %[[CONSUMER:.*]] = arith.cmpi ult, %arg{{[0-9]+}}, %c256
// WS-NEXT: scf.if %[[CONSUMER]] {
// WS: scf.for
// WS: nvgpu.mbarrier.try_wait.parity %[[FULL]]
// WS-COUNT-4: nvvm.wgmma.mma_async
// WS: nvvm.wgmma.wait.group.sync.aligned 1
// WS-NOT: gpu.barrier
// WS: nvgpu.mbarrier.arrive %[[EMPTY]]
// WS: scf.yield
// WS: nvvm.wgmma.wait.group.sync.aligned 0
// WS: } else {
// WS-NEXT: scf.if %[[PRODUCER]] {
// WS: scf.for
// WS: nvgpu.mbarrier.try_wait.parity %[[EMPTY]]
// WS: nvgpu.mbarrier.arrive.expect_tx %[[FULL]]
// WS-COUNT-3: nvgpu.tma.async.load
// WS-LABEL: func.func @batched
func.func @deep(%a: memref<64x320xbf16>, %b: memref<320x64xbf16>, %c: memref<64x64xf32>) {
  linalg.matmul ins(%a, %b : memref<64x320xbf16>, memref<320x64xbf16>) outs(%c : memref<64x64xf32>)
  return
}
func.func @batched(%a: memref<2x40x64xf16>, %b: memref<2x64x24xf16>, %c: memref<2x40x24xf16>) {
  linalg.batch_matmul ins(%a, %b : memref<2x40x64xf16>, memref<2x64x24xf16>) outs(%c : memref<2x40x24xf16>)
  return
}
