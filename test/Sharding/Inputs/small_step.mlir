// A small training step: y = x @ w, loss = mean(y * y), the gradient of w.
// Data x (batch 8), parameter w, cotangent dloss.
func.func @train_step(%x: tensor<8x4xf32>, %w: tensor<4x3xf32>,
                      %dloss: tensor<f32> {remat.cotangent})
    -> (tensor<f32>, tensor<4x3xf32>) {
  %zero = arith.constant 0.0 : f32
  %scale = arith.constant 0.041666668 : f32
  %e0 = tensor.empty() : tensor<8x3xf32>
  %f0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<8x3xf32>) -> tensor<8x3xf32>
  %y = linalg.matmul ins(%x, %w : tensor<8x4xf32>, tensor<4x3xf32>) outs(%f0 : tensor<8x3xf32>) -> tensor<8x3xf32>
  %e1 = tensor.empty() : tensor<8x3xf32>
  %sq = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%y : tensor<8x3xf32>) outs(%e1 : tensor<8x3xf32>) {
  ^bb0(%a: f32, %b: f32):
    %m = arith.mulf %a, %a : f32
    %s = arith.mulf %m, %scale : f32
    linalg.yield %s : f32
  } -> tensor<8x3xf32>
  %e2 = tensor.empty() : tensor<f32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%sq : tensor<8x3xf32>) outs(%f2 : tensor<f32>) dimensions = [0, 1]
    (%a: f32, %b: f32) {
      %s = arith.addf %a, %b : f32
      linalg.yield %s : f32
    }
  // Backward: dy = dloss * 2 * scale * y, dw = x^T @ dy.
  %d = tensor.extract %dloss[] : tensor<f32>
  %e3 = tensor.empty() : tensor<8x3xf32>
  %dy = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%y : tensor<8x3xf32>) outs(%e3 : tensor<8x3xf32>) {
  ^bb0(%a: f32, %b: f32):
    %t = arith.mulf %a, %d : f32
    %t2 = arith.addf %t, %t : f32
    %t3 = arith.mulf %t2, %scale : f32
    linalg.yield %t3 : f32
  } -> tensor<8x3xf32>
  %e4 = tensor.empty() : tensor<4x8xf32>
  %xt = linalg.transpose ins(%x : tensor<8x4xf32>) outs(%e4 : tensor<4x8xf32>) permutation = [1, 0]
  %e5 = tensor.empty() : tensor<4x3xf32>
  %f5 = linalg.fill ins(%zero : f32) outs(%e5 : tensor<4x3xf32>) -> tensor<4x3xf32>
  %dw = linalg.matmul ins(%xt, %dy : tensor<4x8xf32>, tensor<8x3xf32>) outs(%f5 : tensor<4x3xf32>) -> tensor<4x3xf32>
  return %loss, %dw : tensor<f32>, tensor<4x3xf32>
}
