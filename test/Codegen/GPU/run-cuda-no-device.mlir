// remat-run-cuda needs a CUDA device; without one (or without the driver)
// it fails at once with a clear message. Skipped where a GPU is present.
// REQUIRES: cuda-toolkit
// UNSUPPORTED: cuda-device
// RUN: not remat-run-cuda %examples/mlp_train_step.mlir 2>&1 | FileCheck %s
// CHECK: remat-run-cuda: error: no CUDA {{device|driver}}
