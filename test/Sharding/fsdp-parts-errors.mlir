// RUN: remat-opt %s -verify-diagnostics --pass-pipeline='builtin.module(remat-fsdp-parts{parts=1})'

// One part is the chunk as it is: a request that would change nothing is an
// error.
// expected-error @below {{remat-fsdp-parts: parts must be at least 2, got 1}}
module {
  func.func @step(%x: tensor<4x4xf32>) -> tensor<4x4xf32> {
    return %x : tensor<4x4xf32>
  }
}
