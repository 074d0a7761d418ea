// RUN: remat-opt %s -split-input-file -verify-diagnostics --pass-pipeline='builtin.module(remat-shard{strategy=fsdp ranks=2})'

// fsdp splits each parameter's gradient like the parameter: a parameter
// without a gradient leaves the pairing ambiguous.
// expected-error @below {{remat-shard{strategy=fsdp}: cannot pair the gradients of 'step' with its parameters: its 1 gradients (the results after the loss) and 2 parameters must match type for type, in order (mark the parameters with {remat.parameter}, docs/Conventions.md)}}
func.func @step(%x: tensor<4x2xf32>, %w: tensor<2x2xf32>, %b: tensor<2xf32> {remat.parameter}, %d: tensor<f32> {remat.cotangent}) -> (tensor<f32>, tensor<2x2xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x2xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>
  %xt = tensor.empty() : tensor<2x4xf32>
  %t = linalg.transpose ins(%x : tensor<4x2xf32>) outs(%xt : tensor<2x4xf32>) permutation = [1, 0]
  %g = linalg.matmul ins(%t, %x : tensor<2x4xf32>, tensor<4x2xf32>) outs(%f : tensor<2x2xf32>) -> tensor<2x2xf32>
  %l = tensor.empty() : tensor<f32>
  %lf = linalg.fill ins(%zero : f32) outs(%l : tensor<f32>) -> tensor<f32>
  return %lf, %g : tensor<f32>, tensor<2x2xf32>
}

