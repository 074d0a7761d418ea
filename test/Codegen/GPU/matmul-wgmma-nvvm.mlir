// matmul-half-kernel=wgmma: bf16 and f16 matmuls become Hopper kernels, one
// warpgroup per 64x64 tile of C issuing wgmma.mma_async m64n64k16 (f32
// accumulators) on shared-memory tiles that 16-byte cp.async copies fill
// (3-stage pipeline), read through no-swizzle matrix descriptors: A K-major
// (LBO 128 B, SBO 512 B), B MN-major with the transpose flag (LBO 1024 B,
// SBO 128 B); fence.proxy.async.shared::cta publishes the copies to the
// async proxy. ptxas assembles both kernels for sm_90a without spills.
// REQUIRES: cuda-toolkit
// RUN: remat-opt %s --pass-pipeline='builtin.module(remat-lower-to-nvvm{format=isa matmul-half-kernel=wgmma})' | FileCheck %s --check-prefix=ISA
// RUN: env REMAT_OPT=remat-opt bash %remat_src/benchmarks/gpu/ptxas_report.sh %s matmul-half-kernel=wgmma | FileCheck %s --check-prefix=PTXAS
// RUN: remat-opt %s --pass-pipeline='builtin.module(remat-strip,one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},remat-gpu-matmul-kernels{half-kernel=wgmma})' | FileCheck %s --check-prefix=KERNEL

// The descriptors' constant fields: A (8 << 16) | (32 << 32), B
// (64 << 16) | (8 << 32); the wgmma immediates after the scale-d
// predicate: scale-a 1, scale-b 1, trans-a 0, trans-b 1.
// ISA: gpu.binary @step_kernel [{{.*}}cp.async.cg.shared.global [{{.*}}], 16;{{.*}}cp.async.wait_group {{.}}091;{{.*}}fence.proxy.async.shared::cta;{{.*}}bar.sync {{.}}090;
// ISA-SAME: or.b64 {{.}}09{{%rd[0-9]+}}, {{%rd[0-9]+}}, 137439477760;
// ISA-SAME: or.b64 {{.}}09{{%rd[0-9]+}}, {{%rd[0-9]+}}, 34363932672;
// ISA-SAME: wgmma.fence.sync.aligned;{{.*}}wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {{[{](%r[0-9]+, )+%r[0-9]+[}]}}, %rd{{[0-9]+}}, %rd{{[0-9]+}}, p, 1,  1, 0,  1;{{.*}}wgmma.commit_group.sync.aligned;{{.*}}wgmma.wait_group.sync.aligned {{.}}090;
// ISA: gpu.binary @step_kernel_0 [{{.*}}fence.proxy.async.shared::cta;{{.*}}wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {{.*}}, p, 1,  1, 0,  1;
// The tiles are dynamic shared memory (3 stages x 8192 B), so ptxas
// reports only the 1-byte symbol.
// PTXAS: step_kernel {{[0-9]+}} 1 0 0 0 (shared memory)
// PTXAS: step_kernel_0 {{[0-9]+}} 1 0 0 0 (shared memory)
// PTXAS: kernels: 2, with spills: 0

// KERNEL-LABEL: func.func @step
// KERNEL-NOT: linalg.fill
// KERNEL: gpu.launch {{.*}} threads({{.*}}) in ({{.*}} = %c128{{.*}}) dynamic_shared_memory_size %c24576_i32
// KERNEL: memref.view {{.*}} to memref<3x8x4x8x8xbf16, #gpu.address_space<workgroup>>
// KERNEL: memref.view {{.*}}[%c12288][] {{.*}} to memref<3x4x8x8x8xbf16, #gpu.address_space<workgroup>>
// KERNEL: llvm.mlir.zero : !llvm.struct<({{(f32, )+}}f32)>
// KERNEL: nvgpu.device_async_copy {{.*}} : memref<128x96xbf16> to memref<3x8x4x8x8xbf16, #gpu.address_space<workgroup>>
// KERNEL: scf.for
// KERNEL: nvgpu.device_async_wait {{.*}} {numGroups = 1 : i32}
// KERNEL-NEXT: nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
// KERNEL-NEXT: gpu.barrier
// KERNEL: memref.extract_aligned_pointer_as_index
// KERNEL: nvvm.wgmma.fence.aligned
// KERNEL-NEXT: nvvm.wgmma.mma_async {{.*}}, <m = 64, n = 64, k = 16>, D[<f32>, <one>], A[<bf16>, <one>, <row>], B[<bf16>, <one>, <row>]
// KERNEL-NEXT: nvvm.wgmma.mma_async
// KERNEL-NEXT: nvvm.wgmma.commit.group.sync.aligned
// KERNEL-NEXT: nvvm.wgmma.wait.group.sync.aligned 0
// KERNEL: gpu.launch {{.*}} dynamic_shared_memory_size %c24576_i32
// KERNEL: nvvm.wgmma.mma_async {{.*}} A[<f16>, <one>, <row>], B[<f16>, <one>, <row>]
// KERNEL: %[[SUM:.*]] = arith.addf %{{.*}}, %{{.*}} : f32
// KERNEL-NEXT: %[[ROUNDED:.*]] = arith.truncf %[[SUM]] : f32 to f16
// KERNEL-NEXT: memref.store %[[ROUNDED]]
func.func @step(%a: tensor<128x96xbf16>, %b: tensor<96x80xbf16>, %x: tensor<64x64xf16>, %y: tensor<64x64xf16>) -> (tensor<128x80xf32>, tensor<64x64xf16>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<128x80xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<128x80xf32>) -> tensor<128x80xf32>
  %c = linalg.matmul ins(%a, %b : tensor<128x96xbf16>, tensor<96x80xbf16>) outs(%z : tensor<128x80xf32>) -> tensor<128x80xf32>
  %hz = arith.constant 0.0 : f16
  %he = tensor.empty() : tensor<64x64xf16>
  %hf = linalg.fill ins(%hz : f16) outs(%he : tensor<64x64xf16>) -> tensor<64x64xf16>
  %h = linalg.matmul ins(%x, %y : tensor<64x64xf16>, tensor<64x64xf16>) outs(%hf : tensor<64x64xf16>) -> tensor<64x64xf16>
  return %c, %h : tensor<128x80xf32>, tensor<64x64xf16>
}
