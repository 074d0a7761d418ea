// A small training step with integer labels, the way remat imports a JAX
// step's integer-label loss: the forward pass picks y[b, labels[b]] and
// the backward pass scatters the cotangent back, both as scf.for loops
// that read tensors from above.
//   y = x @ w, loss = sum_b y[b, labels[b]], dy = onehot(labels) * dloss,
//   dw = x^T @ dy.
// Data x and labels (batch 8, labels drawn in [0, 3) by the runners),
// parameter w, cotangent dloss.
func.func @train_step(%x: tensor<8x4xf32>,
                      %labels: tensor<8xi32> {remat.range = [0, 3]},
                      %w: tensor<4x3xf32>,
                      %dloss: tensor<f32> {remat.cotangent})
    -> (tensor<f32>, tensor<4x3xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<8x3xf32>
  %f0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<8x3xf32>) -> tensor<8x3xf32>
  %y = linalg.matmul ins(%x, %w : tensor<8x4xf32>, tensor<4x3xf32>) outs(%f0 : tensor<8x3xf32>) -> tensor<8x3xf32>
  %e1 = tensor.empty() : tensor<f32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<f32>) -> tensor<f32>
  %loss = scf.for %b = %c0 to %c8 step %c1 iter_args(%acc = %f1) -> (tensor<f32>) {
    %l = tensor.extract %labels[%b] : tensor<8xi32>
    %li = arith.index_cast %l : i32 to index
    %v = tensor.extract %y[%b, %li] : tensor<8x3xf32>
    %a = tensor.extract %acc[] : tensor<f32>
    %s = arith.addf %a, %v : f32
    %r = tensor.insert %s into %acc[] : tensor<f32>
    scf.yield %r : tensor<f32>
  }
  %d = tensor.extract %dloss[] : tensor<f32>
  %e2 = tensor.empty() : tensor<8x3xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<8x3xf32>) -> tensor<8x3xf32>
  %dy = scf.for %b = %c0 to %c8 step %c1 iter_args(%g = %f2) -> (tensor<8x3xf32>) {
    %l = tensor.extract %labels[%b] : tensor<8xi32>
    %li = arith.index_cast %l : i32 to index
    %o = tensor.extract %g[%b, %li] : tensor<8x3xf32>
    %s = arith.addf %o, %d : f32
    %r = tensor.insert %s into %g[%b, %li] : tensor<8x3xf32>
    scf.yield %r : tensor<8x3xf32>
  }
  %e4 = tensor.empty() : tensor<4x8xf32>
  %xt = linalg.transpose ins(%x : tensor<8x4xf32>) outs(%e4 : tensor<4x8xf32>) permutation = [1, 0]
  %e5 = tensor.empty() : tensor<4x3xf32>
  %f5 = linalg.fill ins(%zero : f32) outs(%e5 : tensor<4x3xf32>) -> tensor<4x3xf32>
  %dw = linalg.matmul ins(%xt, %dy : tensor<4x8xf32>, tensor<8x3xf32>) outs(%f5 : tensor<4x3xf32>) -> tensor<4x3xf32>
  return %loss, %dw : tensor<f32>, tensor<4x3xf32>
}
