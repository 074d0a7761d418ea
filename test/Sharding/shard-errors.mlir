// RUN: remat-opt %s -split-input-file -verify-diagnostics --pass-pipeline='builtin.module(remat-shard{ranks=2})'

// Two parameters of the same type, two gradients: the gradients match the
// run (#1, #2) and also (#0, #1): ambiguous.
// expected-error @below {{cannot tell parameters from per-example data in 'step': its 2 gradients match 2 runs of arguments (starting at #0 and #1); mark each parameter argument with {remat.parameter} and each per-example data argument with {remat.data}}}
func.func @step(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>, %c: tensor<4x4xf32>) -> (tensor<f32>, tensor<4x4xf32>, tensor<4x4xf32>) {
  %l = arith.constant dense<0.0> : tensor<f32>
  return %l, %b, %c : tensor<f32>, tensor<4x4xf32>, tensor<4x4xf32>
}

// -----

// The same step, annotated: classified (what follows is upstream's limit).
func.func @step(%a: tensor<4x4xf32> {remat.data}, %b: tensor<4x4xf32> {remat.parameter}, %c: tensor<4x4xf32> {remat.parameter}) -> (tensor<f32>, tensor<4x4xf32>, tensor<4x4xf32>) {
  %l = arith.constant dense<0.0> : tensor<f32>
  // expected-error @below {{remat-shard: 'step' returns one of its arguments unchanged; upstream partitioning handles computed results only}}
  return %l, %b, %c : tensor<f32>, tensor<4x4xf32>, tensor<4x4xf32>
}

// -----

// expected-error @below {{cannot tell parameters from per-example data in 'step': its 1 gradients (the results after the loss) match no run of consecutive arguments of the same types}}
func.func @step(%x: tensor<4x4xf32>, %w: tensor<4x8xf32>) -> (tensor<f32>, tensor<8x4xf32>) {
  %l = arith.constant dense<0.0> : tensor<f32>
  %g = arith.constant dense<0.0> : tensor<8x4xf32>
  return %l, %g : tensor<f32>, tensor<8x4xf32>
}

// -----

// expected-error @below {{per-example data arguments #0 and #1 of 'step' disagree on the batch size (their first dimension: 4 and 6)}}
func.func @step(%x: tensor<4x4xf32>, %y: tensor<6x4xf32>, %w: tensor<4x5xf32>) -> (tensor<f32>, tensor<4x5xf32>) {
  %l = arith.constant dense<0.0> : tensor<f32>
  return %l, %w : tensor<f32>, tensor<4x5xf32>
}

// -----

// expected-error @below {{the batch size of 'step' (3, the first dimension of argument #0) is not a multiple of ranks=2}}
func.func @step(%x: tensor<3x4xf32>, %w: tensor<4x4xf32>) -> (tensor<f32>, tensor<4x4xf32>) {
  %l = arith.constant dense<0.0> : tensor<f32>
  return %l, %w : tensor<f32>, tensor<4x4xf32>
}

// -----

// expected-error @below {{'step' has no per-example data argument to split across the ranks; mark one with {remat.data}}}
func.func @step(%w: tensor<4x4xf32>) -> (tensor<f32>, tensor<4x4xf32>) {
  %l = arith.constant dense<0.0> : tensor<f32>
  return %l, %w : tensor<f32>, tensor<4x4xf32>
}

// -----

// expected-error @below {{remat-shard: the module is already sharded (it has a shard.grid)}}
module {
  shard.grid @g(shape = 2)
}

// -----

// A call of the user's own function: its callee would have to be partitioned
// with it; remat-shard says so instead of partitioning the call alone.
func.func private @square(%t: tensor<8x3xf32>) -> tensor<8x3xf32>

func.func @train_step(%x: tensor<8x4xf32>, %w: tensor<4x3xf32>,
                      %dloss: tensor<f32> {remat.cotangent})
    -> (tensor<f32>, tensor<4x3xf32>) {
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<8x3xf32>
  %f0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<8x3xf32>) -> tensor<8x3xf32>
  %y = linalg.matmul ins(%x, %w : tensor<8x4xf32>, tensor<4x3xf32>) outs(%f0 : tensor<8x3xf32>) -> tensor<8x3xf32>
  // expected-error @below {{'func.call' op remat-shard partitions one function at a time; inline 'square' into 'train_step' first (the inline pass)}}
  %sq = func.call @square(%y) : (tensor<8x3xf32>) -> tensor<8x3xf32>
  %e2 = tensor.empty() : tensor<f32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%sq : tensor<8x3xf32>) outs(%f2 : tensor<f32>) dimensions = [0, 1]
    (%a: f32, %b: f32) {
      %s = arith.addf %a, %b : f32
      linalg.yield %s : f32
    }
  %e5 = tensor.empty() : tensor<4x3xf32>
  %f5 = linalg.fill ins(%zero : f32) outs(%e5 : tensor<4x3xf32>) -> tensor<4x3xf32>
  return %loss, %f5 : tensor<f32>, tensor<4x3xf32>
}

// -----

// A per-example data argument needs a static first dimension to split.
// expected-error @below {{argument #0 of 'step' ('tensor<?x4xf32>') is taken for per-example data but has no static batch dimension; mark each parameter argument with {remat.parameter} and each per-example data argument with {remat.data} (docs/Conventions.md)}}
func.func @step(%x: tensor<?x4xf32> {remat.data}, %w: tensor<4x4xf32> {remat.parameter}) -> (tensor<f32>, tensor<4x4xf32>) {
  %l = arith.constant dense<0.0> : tensor<f32>
  %g = math.tanh %w : tensor<4x4xf32>
  return %l, %g : tensor<f32>, tensor<4x4xf32>
}

// -----

// expected-error @below {{remat-shard: 'step' has several blocks; upstream partitioning handles one}}
func.func @step(%x: tensor<4x4xf32> {remat.data}, %w: tensor<4x4xf32> {remat.parameter}, %c: i1) -> (tensor<f32>, tensor<4x4xf32>) {
  %l = arith.constant dense<0.0> : tensor<f32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %g = math.tanh %w : tensor<4x4xf32>
  return %l, %g : tensor<f32>, tensor<4x4xf32>
^bb2:
  %h = math.exp %w : tensor<4x4xf32>
  return %l, %h : tensor<f32>, tensor<4x4xf32>
}

// -----

// A tensor no sharded value reaches: computed from a constant and read only
// through tensor.extract, propagation gives it no sharding.
#id = affine_map<(i, j) -> (i, j)>
func.func @step(%x: tensor<4x4xf32> {remat.data}, %w: tensor<4x4xf32> {remat.parameter}) -> (tensor<f32>, tensor<4x4xf32>) {
  // expected-error @below {{remat-shard: sharding propagation found no sharding for result #0 (no value it reads or that reads it has a sharding: it is computed from constants only and read through ops that pass no sharding on, such as tensor.extract; remat-shard partitions tensors that the step's arguments or results reach)}}
  %cst = arith.constant dense<1.0> : tensor<4xf32>
  %e0 = tensor.empty() : tensor<4xf32>
  %e = linalg.exp ins(%cst : tensor<4xf32>) outs(%e0 : tensor<4xf32>) -> tensor<4xf32>
  %c0 = arith.constant 0 : index
  %s = tensor.extract %e[%c0] : tensor<4xf32>
  %l = arith.constant dense<0.0> : tensor<f32>
  %em = tensor.empty() : tensor<4x4xf32>
  %g = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%w, %x : tensor<4x4xf32>, tensor<4x4xf32>) outs(%em : tensor<4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %s : f32
    %n = arith.addf %m, %b : f32
    linalg.yield %n : f32
  } -> tensor<4x4xf32>
  return %l, %g : tensor<f32>, tensor<4x4xf32>
}

// -----

// A shard op that names no grid passes the shard.grid check; partitioned,
// the sharding it reads would be left in the module.
func.func @step(%x: tensor<4x4xf32> {remat.data}, %w: tensor<4x4xf32> {remat.parameter}) -> (tensor<f32>, tensor<4x4xf32>, !shard.sharding) {
  // expected-error @below {{remat-shard: the module already uses the shard dialect ('shard.get_sharding'); remat-shard adds the shardings itself}}
  %sh = shard.get_sharding %x : tensor<4x4xf32> -> !shard.sharding
  %l = arith.constant dense<0.0> : tensor<f32>
  %e = tensor.empty() : tensor<4x4xf32>
  %g = linalg.add ins(%w, %x : tensor<4x4xf32>, tensor<4x4xf32>) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %l, %g, %sh : tensor<f32>, tensor<4x4xf32>, !shard.sharding
}
