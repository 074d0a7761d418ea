// remat-lower-to-nvvm{tensor-cores=tf32} on a small tensor program: the
// matmul kernels carry tf32 tensor-core instructions in their PTX, ptxas
// assembles them for sm_90a without spills, and the default
// (tensor-cores=none) has none.
// REQUIRES: cuda-toolkit
// RUN: remat-opt %s --pass-pipeline='builtin.module(remat-lower-to-nvvm{tensor-cores=tf32 format=isa})' | FileCheck %s --check-prefix=ISA
// RUN: remat-opt %s --pass-pipeline='builtin.module(remat-lower-to-nvvm{format=isa})' | FileCheck %s --check-prefix=NONE --implicit-check-not=mma.sync --implicit-check-not=tf32
// RUN: remat-opt %s --pass-pipeline='builtin.module(remat-lower-to-nvvm{tensor-cores=tf32})' | FileCheck %s --check-prefix=BIN
// RUN: env REMAT_OPT=remat-opt bash %remat_src/benchmarks/gpu/ptxas_report.sh %s tensor-cores=tf32 | FileCheck %s --check-prefix=PTXAS

// ISA: llvm.func @step(
// The two kernels are the matmuls; the fills of C are folded into them.
// ISA: gpu.binary @step_kernel [#gpu.object<#nvvm.target<O = 3, chip = "sm_90a", features = "+ptx80">, properties = {{.*}}, assembly = "{{.*}}.target sm_90a{{.*}}.shared .align {{[0-9]+}} .b8 __wg_step_kernel{{.*}}cvt.rna.tf32.f32{{.*}}bar.sync{{.*}}mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32
// ISA: gpu.binary @step_kernel_0 [{{.*}}mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32

// NONE: llvm.func @step(
// NONE: gpu.binary @step_kernel [{{.*}}assembly = "{{.*}}bar.sync{{.*}}fma.rn.f32

// BIN: gpu.binary @step_kernel [#gpu.object<#nvvm.target<O = 3, chip = "sm_90a", features = "+ptx80">, properties = {{.*}}, bin = "\7FELF

// Two matmul kernels (64x64 tiles, 20x64 + 16x72 floats of shared memory),
// no spill stores or loads, no stack.
// PTXAS: kernel regs smem_B spill_st_B spill_ld_B stack_B
// PTXAS: step_kernel {{[0-9]+}} 9728 0 0 0 (shared memory)
// PTXAS: step_kernel_0 {{[0-9]+}} 9728 0 0 0 (shared memory)
// PTXAS: kernels: 2, with spills: 0
func.func @step(%x: tensor<128x96xf32>, %w: tensor<96x80xf32>, %q: tensor<2x40x24xf32>, %k: tensor<2x24x40xf32>) -> (tensor<128x80xf32>, tensor<2x40x40xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<128x80xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<128x80xf32>) -> tensor<128x80xf32>
  %y = linalg.matmul ins(%x, %w : tensor<128x96xf32>, tensor<96x80xf32>) outs(%z : tensor<128x80xf32>) -> tensor<128x80xf32>
  %e2 = tensor.empty() : tensor<2x40x40xf32>
  %z2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<2x40x40xf32>) -> tensor<2x40x40xf32>
  %s = linalg.batch_matmul ins(%q, %k : tensor<2x40x24xf32>, tensor<2x24x40xf32>) outs(%z2 : tensor<2x40x40xf32>) -> tensor<2x40x40xf32>
  return %y, %s : tensor<128x80xf32>, tensor<2x40x40xf32>
}
