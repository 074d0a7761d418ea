// RUN: remat-opt %s -split-input-file --allow-unregistered-dialect --remat-import-iree-input=jax-checkpoint=honour -verify-diagnostics

// A barrier over forward values only (jax.lax.optimization_barrier in the
// loss's computation): no cotangent to wait for, so it is not a checkpoint.
"util.func"() <{function_type = (tensor<4xf32>) -> (tensor<f32>, tensor<4xf32>), sym_name = "forward_barrier"}> ({
^bb0(%x: tensor<4xf32>):
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %t = linalg.tanh ins(%x : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  // expected-error @+1 {{cannot read 'util.optimization_barrier' as a jax.checkpoint: none of its 1 operands is a value of the gradient computation (JAX passes the cotangent of a checkpoint's outputs through its barrier; this one orders nothing after the forward pass); jax-checkpoint=replan drops it}}
  %b = "util.optimization_barrier"(%t) : (tensor<4xf32>) -> tensor<4xf32>
  %e0 = tensor.empty() : tensor<f32>
  %z0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%b : tensor<4xf32>) outs(%z0 : tensor<f32>) dimensions = [0]
    (%in: f32, %acc: f32) {
      %a = arith.addf %in, %acc : f32
      linalg.yield %a : f32
    }
  %g = linalg.add ins(%t, %t : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  "util.return"(%loss, %g) : (tensor<f32>, tensor<4xf32>) -> ()
}) : () -> ()

// -----

// A barrier in a loop body (jax.checkpoint inside lax.scan): remat honours
// top-level checkpoints only.
"util.func"() <{function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "in_loop"}> ({
^bb0(%x: tensor<4xf32>):
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %c2 step %c1 iter_args(%acc = %x) -> (tensor<4xf32>) {
    // expected-error @+1 {{cannot read 'util.optimization_barrier' as a jax.checkpoint: it is inside 'scf.for' (a lax.scan or loop body); remat honours checkpoints at the top level of a single-block step only (jax-checkpoint=replan drops them)}}
    %b = "util.optimization_barrier"(%acc) : (tensor<4xf32>) -> tensor<4xf32>
    scf.yield %b : tensor<4xf32>
  }
  "util.return"(%r) : (tensor<4xf32>) -> ()
}) : () -> ()

// -----

// No loss remat can find (two float scalar results), so no gradient
// computation and no cotangent.
"util.func"() <{function_type = (tensor<f32>, tensor<f32>) -> (tensor<f32>, tensor<f32>), sym_name = "no_split"}> ({
^bb0(%x: tensor<f32>, %y: tensor<f32>):
  // expected-error @+1 {{cannot read 'util.optimization_barrier' as a jax.checkpoint: remat finds no gradient computation in @no_split}}
  %b = "util.optimization_barrier"(%x) : (tensor<f32>) -> tensor<f32>
  "util.return"(%b, %y) : (tensor<f32>, tensor<f32>) -> ()
}) : () -> ()
