// The bundled MLP training step lowers with tensor-cores=tf32: its 11
// matmul kernels (forward, input and weight gradients) use mma.sync m16n8k8
// tf32, assemble to sm_90a cubins, and ptxas reports no spills in any of the
// 20 kernels (their elementwise epilogues run in the matmul kernels).
// REQUIRES: cuda-toolkit
// RUN: remat-opt %examples/mlp_train_step.mlir --pass-pipeline='builtin.module(remat-lower-to-nvvm{tensor-cores=tf32})' | FileCheck %s --check-prefix=BIN --implicit-check-not=memref.alloc
// RUN: remat-opt %examples/mlp_train_step.mlir --pass-pipeline='builtin.module(remat-lower-to-nvvm{tensor-cores=tf32 format=isa})' | FileCheck %s --check-prefix=ISA
// RUN: env REMAT_OPT=remat-opt bash %remat_src/benchmarks/gpu/ptxas_report.sh %examples/mlp_train_step.mlir tensor-cores=tf32 | FileCheck %s --check-prefix=PTXAS

// BIN: llvm.func @train_step(
// BIN: gpu.launch_func
// BIN: gpu.binary @train_step_kernel [#gpu.object<#nvvm.target<O = 3, chip = "sm_90a", features = "+ptx80">, properties = {{.*}}, bin = "\7FELF

// ISA: llvm.func @train_step(
// ISA-COUNT-11: assembly = "{{.*}}mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32
// ISA-NOT: mma.sync

// PTXAS-COUNT-11: train_step_kernel{{(_[0-9]+)?}} {{[0-9]+}} 9728 0 0 0 (shared memory)
// PTXAS: kernels: 20, with spills: 0
