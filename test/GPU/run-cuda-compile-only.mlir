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
