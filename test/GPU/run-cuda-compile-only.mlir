// remat-run-cuda lowers the MLP step (cubins), JIT-compiles the host code
// and resolves every mgpu* symbol against libRematCudaRuntime, with no GPU.
// REQUIRES: cuda-toolkit
// RUN: remat-run-cuda --compile-only %examples/mlp_train_step.mlir 2>&1 | FileCheck %s
// CHECK-NOT: warning
// CHECK-NOT: error
// CHECK: compiled: train_step
