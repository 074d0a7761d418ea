// RUN: remat-opt %s -verify-diagnostics --pass-pipeline='builtin.module(remat-split-batch{blocks=1})'

// One block is the whole op: a request that would change nothing is an error.
// expected-error @below {{remat-split-batch: blocks must be at least 2, got 1}}
module {
  func.func @step(%x: tensor<4x4xf32>) -> tensor<4x4xf32> {
    return %x : tensor<4x4xf32>
  }
}
