// tensor-cores=tf32-tma: the half-kernel=tma kernel on f32 (MatmulTma.cpp)
// with wgmma m64n128k8 .tf32. K steps of 32 f32 (one 128-byte swizzled
// row), A 128x32 and B K-major 128x32 boxes (B's tensor map over the N x K
// buffer the folded transpose read: wgmma has no transpose for tf32), the
// same 32 KiB per stage, four k8 wgmma per K step on 128-byte-swizzle
// descriptors (A and B both K-major: LBO 16 B, SBO 1024 B), B layout col.
// RUN: remat-opt %s -split-input-file --remat-gpu-matmul-kernels="tensor-cores=tf32-tma pipeline-stages=3" -verify-diagnostics | FileCheck %s
// The sm_90a and stage checks apply to it as to half-kernel=tma.
// RUN: not remat-opt %s -split-input-file --remat-gpu-matmul-kernels="tensor-cores=tf32-tma chip=sm_90" 2>&1 | FileCheck %s --check-prefix=CHIP
// CHIP: error: tensor-cores=tf32-tma needs chip sm_90a (wgmma.mma_async is sm_90a-only), got 'sm_90'
// RUN: not remat-opt %s -split-input-file --remat-gpu-matmul-kernels="tensor-cores=tf32-tma pipeline-stages=1" 2>&1 | FileCheck %s --check-prefix=STAGES
// STAGES: error: tensor-cores=tf32-tma needs pipeline-stages of at least 2, got 1

// CHECK-LABEL: func.func @linear
// CHECK-NOT: linalg.transpose
// CHECK: %[[CA:.*]] = memref.cast %arg0 : memref<256x96xf32> to memref<*xf32>
// CHECK: %[[MA:.*]] = nvgpu.tma.create.descriptor %[[CA]] box[%{{.*}}, %{{.*}}] : memref<*xf32> -> <tensor = memref<128x32xf32, #gpu.address_space<workgroup>>, swizzle = swizzle_128b, l2promo = l2promo_256b, oob = zero, interleave = none>
// CHECK: %[[CW:.*]] = memref.cast %arg1 : memref<136x96xf32> to memref<*xf32>
// CHECK: %[[MB:.*]] = nvgpu.tma.create.descriptor %[[CW]] {{.*}} -> <tensor = memref<128x32xf32, #gpu.address_space<workgroup>>, swizzle = swizzle_128b
// 3 x 32 KiB + 1 KiB.
// CHECK: gpu.launch {{.*}} threads({{.*}}) in (%{{.*}} = %c256{{.*}}) dynamic_shared_memory_size %c99328_i32
// CHECK: nvgpu.mbarrier.arrive.expect_tx %{{.*}}, %c32768
// CHECK: nvgpu.tma.async.load %[[MA]]
// CHECK: nvgpu.tma.async.load %[[MB]]
// CHECK: scf.for
// CHECK: nvgpu.mbarrier.try_wait.parity
// CHECK: nvvm.wgmma.fence.aligned
// (1 << 16) | (64 << 32) | (1 << 62) for A and B alike.
// CHECK: arith.constant 4611686293305360384 : i64
// CHECK-NOT: arith.constant 4611686293338849280 : i64
// CHECK-COUNT-4: nvvm.wgmma.mma_async {{.*}}<m = 64, n = 128, k = 8>, D[<f32>, <one>], A[<tf32>, <one>, <row>], B[<tf32>, <one>, <col>]
// CHECK: nvvm.wgmma.wait.group.sync.aligned 1
// CHECK: nvvm.wgmma.wait.group.sync.aligned 0
func.func @linear(%a: memref<256x96xf32>, %w: memref<136x96xf32>, %c: memref<256x136xf32>) {
  %bt = memref.alloc() : memref<96x136xf32>
  linalg.transpose ins(%w : memref<136x96xf32>) outs(%bt : memref<96x136xf32>) permutation = [1, 0]
  linalg.matmul ins(%a, %bt : memref<256x96xf32>, memref<96x136xf32>) outs(%c : memref<256x136xf32>)
  memref.dealloc %bt : memref<96x136xf32>
  return
}

// -----

// Batched: rank-3 tensor maps, B from a [0, 2, 1] transpose.
// CHECK-LABEL: func.func @batched
// CHECK: nvgpu.tma.create.descriptor {{.*}} -> <tensor = memref<1x128x32xf32, #gpu.address_space<workgroup>>
// CHECK: nvgpu.tma.create.descriptor {{.*}} -> <tensor = memref<1x128x32xf32, #gpu.address_space<workgroup>>
// CHECK-COUNT-4: nvvm.wgmma.mma_async {{.*}}<m = 64, n = 128, k = 8>{{.*}}A[<tf32>
func.func @batched(%a: memref<2x64x32xf32>, %w: memref<2x48x32xf32>, %c: memref<2x64x48xf32>) {
  %bt = memref.alloc() : memref<2x32x48xf32>
  linalg.transpose ins(%w : memref<2x48x32xf32>) outs(%bt : memref<2x32x48xf32>) permutation = [0, 2, 1]
  linalg.batch_matmul ins(%a, %bt : memref<2x64x32xf32>, memref<2x32x48xf32>) outs(%c : memref<2x64x48xf32>)
  memref.dealloc %bt : memref<2x32x48xf32>
  return
}

// -----

// B read directly (MN-major): wgmma tf32 cannot read it.
func.func @plain_b(%a: memref<64x64xf32>, %b: memref<64x64xf32>, %c: memref<64x64xf32>) {
  // expected-error@+1 {{tensor-cores=tf32-tma needs B written by a linalg.transpose of an N x K buffer with unit innermost stride and K a multiple of 4 (wgmma tf32 reads B K-major only), got B 'memref<64x64xf32>'}}
  linalg.matmul ins(%a, %b : memref<64x64xf32>, memref<64x64xf32>) outs(%c : memref<64x64xf32>)
  return
}

// -----

// K = 30: rows of 120 bytes, which a tensor map cannot stride.
func.func @odd_k(%a: memref<64x30xf32>, %w: memref<64x30xf32>, %c: memref<64x64xf32>) {
  %bt = memref.alloc() : memref<30x64xf32>
  linalg.transpose ins(%w : memref<64x30xf32>) outs(%bt : memref<30x64xf32>) permutation = [1, 0]
  // expected-error@+1 {{tensor-cores=tf32-tma needs B written by a linalg.transpose}}
  linalg.matmul ins(%a, %bt : memref<64x30xf32>, memref<30x64xf32>) outs(%c : memref<64x64xf32>)
  memref.dealloc %bt : memref<30x64xf32>
  return
}

// -----

// A read every other element: its rows are no tensor map's (B is fine).
func.func @strided_a(%a: memref<64x32xf32, strided<[64, 2]>>, %w: memref<64x32xf32>, %c: memref<64x64xf32>) {
  %bt = memref.alloc() : memref<32x64xf32>
  linalg.transpose ins(%w : memref<64x32xf32>) outs(%bt : memref<32x64xf32>) permutation = [1, 0]
  // expected-error@+1 {{tensor-cores=tf32-tma needs A with unit innermost stride and 16-byte-aligned rows and offset (K a multiple of 4), got A 'memref<64x32xf32, strided<[64, 2]>>'}}
  linalg.matmul ins(%a, %bt : memref<64x32xf32, strided<[64, 2]>>, memref<32x64xf32>) outs(%c : memref<64x64xf32>)
  memref.dealloc %bt : memref<32x64xf32>
  return
}

// -----

// bf16 matmuls keep their half-kernel (mma.sync here): the option is f32's.
// CHECK-LABEL: func.func @half
// CHECK-NOT: nvgpu.tma
// CHECK: nvgpu.device_async_copy
func.func @half(%a: memref<64x64xbf16>, %b: memref<64x64xbf16>, %c: memref<64x64xf32>) {
  linalg.matmul ins(%a, %b : memref<64x64xbf16>, memref<64x64xbf16>) outs(%c : memref<64x64xf32>)
  return
}
