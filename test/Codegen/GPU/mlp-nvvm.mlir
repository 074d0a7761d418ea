// The bundled MLP training step lowers through remat-lower-to-nvvm to
// gpu.binary ops holding sm_90a cubins (format=bin, needs ptxas) and PTX
// text (format=isa), plus LLVM-dialect host code launching them.
// REQUIRES: cuda-toolkit
// RUN: remat-opt %examples/mlp_train_step.mlir --pass-pipeline='builtin.module(remat-lower-to-nvvm)' | FileCheck %s --check-prefix=BIN --implicit-check-not=memref.alloc
// RUN: remat-opt %examples/mlp_train_step.mlir --pass-pipeline='builtin.module(remat-lower-to-nvvm{format=isa})' | FileCheck %s --check-prefix=ISA

// BIN: llvm.func @train_step(
// BIN: gpu.launch_func
// BIN: gpu.binary @train_step_kernel [#gpu.object<#nvvm.target<O = 3, chip = "sm_90a", features = "+ptx80">, properties = {{.*}}, bin = "\7FELF

// ISA: llvm.func @train_step(
// ISA-DAG: llvm.call @mgpuMemAlloc
// ISA-DAG: llvm.call @mgpuMemcpy
// ISA-DAG: llvm.call @mgpuMemFree
// ISA: gpu.binary @train_step_kernel [#gpu.object<#nvvm.target<O = 3, chip = "sm_90a", features = "+ptx80">, properties = {{.*}}, assembly = "{{.*}}.target sm_90a
// The tiled matmul kernels stage tiles through shared memory.
// ISA: assembly = "{{.*}}.shared .align {{[0-9]+}} .b8 __wg_train_step_kernel_{{[0-9]+}}{{.*}}bar.sync
