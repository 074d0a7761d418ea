// The two-layer step with the loss gradient seeded inside (no cotangent
// argument): remat's gradient split falls back to the inferred loss.
#id = affine_map<(i, j) -> (i, j)>
func.func @train_step(%x: tensor<8x4xf32>, %w1: tensor<4x6xf32>,
                      %w2: tensor<6x2xf32>)
    -> (tensor<f32>, tensor<4x6xf32>, tensor<6x2xf32>) {
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<8x6xf32>
  %f0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<8x6xf32>) -> tensor<8x6xf32>
  %h = linalg.matmul ins(%x, %w1 : tensor<8x4xf32>, tensor<4x6xf32>) outs(%f0 : tensor<8x6xf32>) -> tensor<8x6xf32>
  %e1 = tensor.empty() : tensor<8x2xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<8x2xf32>) -> tensor<8x2xf32>
  %y = linalg.matmul ins(%h, %w2 : tensor<8x6xf32>, tensor<6x2xf32>) outs(%f1 : tensor<8x2xf32>) -> tensor<8x2xf32>
  %e2 = tensor.empty() : tensor<8x2xf32>
  %sq = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%y : tensor<8x2xf32>) outs(%e2 : tensor<8x2xf32>) {
  ^bb0(%a: f32, %b: f32):
    %m = arith.mulf %a, %a : f32
    linalg.yield %m : f32
  } -> tensor<8x2xf32>
  %e3 = tensor.empty() : tensor<f32>
  %f3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%sq : tensor<8x2xf32>) outs(%f3 : tensor<f32>) dimensions = [0, 1]
    (%a: f32, %b: f32) {
      %s = arith.addf %a, %b : f32
      linalg.yield %s : f32
    }
  // Backward: dy = 2 * dloss * y, dw2 = h^T @ dy, dh = dy @ w2^T,
  // dw1 = x^T @ dh.
  %d = arith.constant 1.0 : f32
  %e4 = tensor.empty() : tensor<8x2xf32>
  %dy = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%y : tensor<8x2xf32>) outs(%e4 : tensor<8x2xf32>) {
  ^bb0(%a: f32, %b: f32):
    %t = arith.mulf %a, %d : f32
    %t2 = arith.addf %t, %t : f32
    linalg.yield %t2 : f32
  } -> tensor<8x2xf32>
  %e5 = tensor.empty() : tensor<6x8xf32>
  %ht = linalg.transpose ins(%h : tensor<8x6xf32>) outs(%e5 : tensor<6x8xf32>) permutation = [1, 0]
  %e6 = tensor.empty() : tensor<6x2xf32>
  %f6 = linalg.fill ins(%zero : f32) outs(%e6 : tensor<6x2xf32>) -> tensor<6x2xf32>
  %dw2 = linalg.matmul ins(%ht, %dy : tensor<6x8xf32>, tensor<8x2xf32>) outs(%f6 : tensor<6x2xf32>) -> tensor<6x2xf32>
  %e7 = tensor.empty() : tensor<2x6xf32>
  %w2t = linalg.transpose ins(%w2 : tensor<6x2xf32>) outs(%e7 : tensor<2x6xf32>) permutation = [1, 0]
  %e8 = tensor.empty() : tensor<8x6xf32>
  %f8 = linalg.fill ins(%zero : f32) outs(%e8 : tensor<8x6xf32>) -> tensor<8x6xf32>
  %dh = linalg.matmul ins(%dy, %w2t : tensor<8x2xf32>, tensor<2x6xf32>) outs(%f8 : tensor<8x6xf32>) -> tensor<8x6xf32>
  %e9 = tensor.empty() : tensor<4x8xf32>
  %xt = linalg.transpose ins(%x : tensor<8x4xf32>) outs(%e9 : tensor<4x8xf32>) permutation = [1, 0]
  %e10 = tensor.empty() : tensor<4x6xf32>
  %f10 = linalg.fill ins(%zero : f32) outs(%e10 : tensor<4x6xf32>) -> tensor<4x6xf32>
  %dw1 = linalg.matmul ins(%xt, %dh : tensor<4x8xf32>, tensor<8x6xf32>) outs(%f10 : tensor<4x6xf32>) -> tensor<4x6xf32>
  return %loss, %dw1, %dw2 : tensor<f32>, tensor<4x6xf32>, tensor<6x2xf32>
}
