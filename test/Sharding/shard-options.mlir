// RUN: not remat-opt %s --pass-pipeline='builtin.module(remat-shard{strategy=tp})' 2>&1 | FileCheck %s --check-prefix=STRATEGY
// RUN: not remat-opt %s --pass-pipeline='builtin.module(remat-shard{ranks=0})' 2>&1 | FileCheck %s --check-prefix=RANKS
// RUN: not remat-opt %s --pass-pipeline='builtin.module(remat-shard{strategy=fsdp gather-flops-per-byte=-1})' 2>&1 | FileCheck %s --check-prefix=PRICE
// RUN: not remat-opt %s --pass-pipeline='builtin.module(remat-shard{strategy=dp chunk-gathers=true})' 2>&1 | FileCheck %s --check-prefix=CHUNK
// RUN: not remat-opt %s --pass-pipeline='builtin.module(remat-shard{chunk-scatters=true})' 2>&1 | FileCheck %s --check-prefix=CHUNK
// RUN: not remat-opt %s --pass-pipeline='builtin.module(remat-shard{split-batch=1})' 2>&1 | FileCheck %s --check-prefix=SPLIT
// RUN: not remat-opt %s --pass-pipeline='builtin.module(remat-shard{strategy=fsdp gather-parts=0})' 2>&1 | FileCheck %s --check-prefix=PARTS
// RUN: not remat-opt %s --pass-pipeline='builtin.module(remat-shard{strategy=dp scatter-parts=2})' 2>&1 | FileCheck %s --check-prefix=PARTS-DP
// RUN: not remat-opt %s --pass-pipeline='builtin.module(remat-shard{strategy=fsdp chunk-gathers=false gather-parts=2})' 2>&1 | FileCheck %s --check-prefix=PARTS-OFF
// chunk-gathers and chunk-scatters default to `auto` (on under fsdp only):
// the pipeline remat-shard prints under dp parses again under dp.
// RUN: remat-opt %S/Inputs/two_layer_step.mlir --pass-pipeline='builtin.module(remat-shard{strategy=dp ranks=2})' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=PRINTED
// RUN: remat-opt %S/Inputs/two_layer_step.mlir --pass-pipeline='builtin.module(remat-shard{chunk-gathers=auto chunk-scatters=auto strategy=dp ranks=2})' -o /dev/null
// PRINTED: remat-shard{chunk-gathers=auto chunk-scatters=auto

// STRATEGY: error: remat-shard: strategy 'tp' is not supported (expected dp or fsdp)
// RANKS: error: remat-shard: ranks must be at least 1, got 0
// PRICE: error: remat-shard: gather-flops-per-byte must be a non-negative number, got -1
// CHUNK: error: remat-shard: chunk-gathers and chunk-scatters apply to strategy=fsdp only (strategy is 'dp')
// PARTS: error: remat-shard: gather-parts and scatter-parts must be at least 1, got 0 and 1
// PARTS-DP: error: remat-shard: gather-parts needs fsdp's chunked gathers and scatter-parts its chunked scatters (strategy=fsdp, chunk-gathers / chunk-scatters not false)
// PARTS-OFF: error: remat-shard: gather-parts needs fsdp's chunked gathers and scatter-parts its chunked scatters (strategy=fsdp, chunk-gathers / chunk-scatters not false)
// SPLIT: error: remat-shard: split-batch must be 0 (off) or at least 2 blocks, got 1
func.func @step(%x: tensor<4x4xf32>, %w: tensor<4x4xf32>) -> (tensor<f32>, tensor<4x4xf32>) {
  %l = arith.constant dense<0.0> : tensor<f32>
  return %l, %w : tensor<f32>, tensor<4x4xf32>
}
