// bf16 and f16 matmuls take the tensor cores whatever tensor-cores says:
// mma.sync m16n8k16 with f32 accumulators, for a bf16 x bf16 -> f32 matmul
// (PyTorch's accumulation, the inputs extended in the body) and an all-f16
// one (C updated in f32, rounded once); the fills of C are folded; operands
// go global -> shared with 16-byte cp.async in a 3-stage pipeline and
// shared -> registers with ldmatrix (.trans for B); ptxas assembles both
// for sm_90a without spills.
// REQUIRES: cuda-toolkit
// RUN: remat-opt %s --pass-pipeline='builtin.module(remat-lower-to-nvvm{format=isa})' | FileCheck %s --check-prefix=ISA
// RUN: env REMAT_OPT=remat-opt bash %remat_src/benchmarks/gpu/ptxas_report.sh %s | FileCheck %s --check-prefix=PTXAS
// RUN: remat-opt %s --pass-pipeline='builtin.module(remat-strip,one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},remat-gpu-matmul-kernels)' | FileCheck %s --check-prefix=KERNEL

// ISA: gpu.binary @step_kernel [{{.*}}.shared .align 16 .b8 __dynamic_shmem__0;{{.*}}cp.async.cg.shared.global [{{.*}}], 16;{{.*}}cp.async.cg.shared.global [{{.*}}], 16, %r{{.*}}cp.async.commit_group;{{.*}}cp.async.wait_group {{.}}091;{{.*}}ldmatrix.sync.aligned.m8n8.x4.shared.b16{{.*}}ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16{{.*}}mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32
// ISA: gpu.binary @step_kernel_0 [{{.*}}cp.async.cg.shared.global{{.*}}ldmatrix.sync.aligned.m8n8.x4.shared.b16{{.*}}ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16{{.*}}mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32
// The tiles are dynamic shared memory (3 stages x 9728 B, given at the
// launch), so ptxas reports only the 1-byte symbol.
// PTXAS: step_kernel {{[0-9]+}} 1 0 0 0 (shared memory)
// PTXAS: step_kernel_0 {{[0-9]+}} 1 0 0 0 (shared memory)
// PTXAS: kernels: 2, with spills: 0

// KERNEL-LABEL: func.func @step
// KERNEL-NOT: linalg.fill
// KERNEL: gpu.launch {{.*}} threads({{.*}}) in ({{.*}} = %c128{{.*}}) dynamic_shared_memory_size %c29184_i32
// KERNEL: gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
// KERNEL: memref.view {{.*}} to memref<3x64x40xbf16, #gpu.address_space<workgroup>>
// KERNEL: memref.view {{.*}}[%c15360][] {{.*}} to memref<3x32x72xbf16, #gpu.address_space<workgroup>>
// KERNEL: nvgpu.device_async_copy {{.*}}, 8 {bypassL1} : memref<128x96xbf16> to memref<3x64x40xbf16, #gpu.address_space<workgroup>>
// KERNEL: nvgpu.device_async_create_group
// KERNEL: scf.for
// KERNEL: nvgpu.device_async_wait {{.*}} {numGroups = 1 : i32}
// KERNEL-NEXT: gpu.barrier
// KERNEL: nvgpu.ldmatrix {{.*}} {numTiles = 4 : i32, transpose = false} : memref<3x64x40xbf16, #gpu.address_space<workgroup>> -> vector<4x2xbf16>
// KERNEL: nvgpu.ldmatrix {{.*}} {numTiles = 4 : i32, transpose = true} : memref<3x32x72xbf16, #gpu.address_space<workgroup>> -> vector<4x2xbf16>
// KERNEL: vector.bitcast {{.*}} : vector<2xbf16> to vector<1xi32>
// KERNEL: nvvm.mma.sync A[{{.*}}] B[{{.*}}] C[{{.*}}] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
// KERNEL: gpu.launch {{.*}} dynamic_shared_memory_size %c29184_i32
// KERNEL: memref.view {{.*}} to memref<3x64x40xf16, #gpu.address_space<workgroup>>
// KERNEL: nvgpu.ldmatrix {{.*}} -> vector<4x2xf16>
// KERNEL: nvvm.mma.sync {{.*}}shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
// KERNEL: %[[SUM:.*]] = arith.addf %{{.*}}, %{{.*}} : f32
// KERNEL-NEXT: %[[ROUNDED:.*]] = arith.truncf %[[SUM]] : f32 to f16
// KERNEL-NEXT: memref.store %[[ROUNDED]]
// remat-lower-to-nvvm's matmul-pipeline-stages reaches the kernels: two
// stages, 2 x 9728 bytes of dynamic shared memory, wait_group 0.
// RUN: remat-opt %s --pass-pipeline='builtin.module(remat-lower-to-nvvm{format=isa matmul-pipeline-stages=2})' | FileCheck %s --check-prefix=STAGES2
// STAGES2: llvm.mlir.constant(19456 : i32) : i32
// STAGES2: gpu.binary @step_kernel [{{.*}}cp.async.wait_group {{.}}090;{{.*}}mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32
// pipeline-stages outside 1..5 is an error (more than 48 KiB of shared
// memory would need an opt-in the launch does not make).
// RUN: not remat-opt %s --pass-pipeline='builtin.module(remat-strip,one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},remat-gpu-matmul-kernels{pipeline-stages=6})' 2>&1 | FileCheck %s --check-prefix=STAGES
// STAGES: error: pipeline-stages must be between 1 and 5, got 6
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
