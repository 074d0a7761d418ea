// bf16 and f16 matmuls take the tensor cores whatever tensor-cores says:
// mma.sync m16n8k16 with f32 accumulators, for a bf16 x bf16 -> f32 matmul
// (PyTorch's accumulation, the inputs extended in the body) and an all-f16
// one (C updated in f32, rounded once); the fills of C are folded; ptxas
// assembles both for sm_90a without spills.
// REQUIRES: cuda-toolkit
// RUN: remat-opt %s --pass-pipeline='builtin.module(remat-lower-to-nvvm{format=isa})' | FileCheck %s --check-prefix=ISA
// RUN: env REMAT_OPT=remat-opt bash %remat_src/benchmarks/gpu/ptxas_report.sh %s | FileCheck %s --check-prefix=PTXAS
// RUN: remat-opt %s --pass-pipeline='builtin.module(remat-strip,one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},remat-gpu-matmul-kernels)' | FileCheck %s --check-prefix=KERNEL

// ISA: gpu.binary @step_kernel [{{.*}}mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32
// ISA: gpu.binary @step_kernel_0 [{{.*}}mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32
// PTXAS: step_kernel {{[0-9]+}} 9728 0 0 0 (shared memory)
// PTXAS: step_kernel_0 {{[0-9]+}} 9728 0 0 0 (shared memory)
// PTXAS: kernels: 2, with spills: 0

// KERNEL-LABEL: func.func @step
// KERNEL-NOT: linalg.fill
// KERNEL: gpu.launch {{.*}} workgroup({{.*}} : memref<64x40xbf16, #gpu.address_space<workgroup>>, {{.*}} : memref<32x72xbf16, #gpu.address_space<workgroup>>)
// KERNEL: vector.bitcast {{.*}} : vector<2xbf16> to vector<1xi32>
// KERNEL: nvvm.mma.sync A[{{.*}}] B[{{.*}}] C[{{.*}}] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
// KERNEL: gpu.launch {{.*}} workgroup({{.*}} : memref<64x40xf16, #gpu.address_space<workgroup>>, {{.*}} : memref<32x72xf16, #gpu.address_space<workgroup>>)
// KERNEL: nvvm.mma.sync {{.*}}shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
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
