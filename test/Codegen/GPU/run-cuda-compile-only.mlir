// remat-run-cuda lowers the MLP step (cubins), JIT-compiles the host code
// and resolves every mgpu* symbol against libRematCudaRuntime, with no GPU.
// REQUIRES: cuda-toolkit
// RUN: remat-run-cuda --compile-only %examples/mlp_train_step.mlir 2>&1 | FileCheck %s
// CHECK-NOT: warning
// CHECK-NOT: error
// CHECK: compiled: train_step
// The tensor-core kernels go through the same path; an unknown kernel kind
// is rejected when the command line is parsed.
// RUN: remat-run-cuda --compile-only --tensor-cores=tf32 %examples/mlp_train_step.mlir 2>&1 | FileCheck %s
// RUN: not remat-run-cuda --compile-only --tensor-cores=fp8 %examples/mlp_train_step.mlir 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: remat-run-cuda: for the --tensor-cores option: Cannot find option named 'fp8'!
// The wgmma bf16 kernels (sm_90a) go through it too; another chip is an error.
// RUN: remat-run-cuda --compile-only --matmul-half-kernel=wgmma --entry=step %S/matmul-half-nvvm.mlir 2>&1 | FileCheck %s --check-prefix=WGMMA
// WGMMA: compiled: step
// RUN: not remat-run-cuda --compile-only --matmul-half-kernel=wgmma --chip=sm_80 --entry=step %S/matmul-half-nvvm.mlir 2>&1 | FileCheck %s --check-prefix=CHIP
// CHIP: error: half-kernel=wgmma needs chip sm_90a (wgmma.mma_async is sm_90a-only), got 'sm_80'
