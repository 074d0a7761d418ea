// A one-layer step that updates its parameter with SGD momentum and a
// step-count schedule (lr = 0.1 / count'), as JAX imports of optax steps
// do: arguments (w, m, count, x), results (loss, w', m', count'). The
// loss gradient is seeded inside (the inferred loss rule).
#id = affine_map<(i, j) -> (i, j)>
#scalar = affine_map<(i, j) -> ()>
#none = affine_map<() -> ()>
func.func @train_step(%w: tensor<4x6xf32>, %m: tensor<4x6xf32>,
                      %count: tensor<i32>, %x: tensor<8x4xf32>)
    -> (tensor<f32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<i32>) {
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<8x6xf32>
  %f0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<8x6xf32>) -> tensor<8x6xf32>
  %h = linalg.matmul ins(%x, %w : tensor<8x4xf32>, tensor<4x6xf32>) outs(%f0 : tensor<8x6xf32>) -> tensor<8x6xf32>
  %e1 = tensor.empty() : tensor<8x6xf32>
  %sq = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%h : tensor<8x6xf32>) outs(%e1 : tensor<8x6xf32>) {
  ^bb0(%a: f32, %b: f32):
    %s = arith.mulf %a, %a : f32
    linalg.yield %s : f32
  } -> tensor<8x6xf32>
  %e2 = tensor.empty() : tensor<f32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%sq : tensor<8x6xf32>) outs(%f2 : tensor<f32>) dimensions = [0, 1]
    (%a: f32, %b: f32) {
      %s = arith.addf %a, %b : f32
      linalg.yield %s : f32
    }
  // dh = 2 h, dw = x^T @ dh.
  %e3 = tensor.empty() : tensor<8x6xf32>
  %dh = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%h : tensor<8x6xf32>) outs(%e3 : tensor<8x6xf32>) {
  ^bb0(%a: f32, %b: f32):
    %s = arith.addf %a, %a : f32
    linalg.yield %s : f32
  } -> tensor<8x6xf32>
  %e4 = tensor.empty() : tensor<4x8xf32>
  %xt = linalg.transpose ins(%x : tensor<8x4xf32>) outs(%e4 : tensor<4x8xf32>) permutation = [1, 0]
  %e5 = tensor.empty() : tensor<4x6xf32>
  %f5 = linalg.fill ins(%zero : f32) outs(%e5 : tensor<4x6xf32>) -> tensor<4x6xf32>
  %dw = linalg.matmul ins(%xt, %dh : tensor<4x8xf32>, tensor<8x6xf32>) outs(%f5 : tensor<4x6xf32>) -> tensor<4x6xf32>
  // m' = 0.9 m + dw
  %beta = arith.constant 0.9 : f32
  %e6 = tensor.empty() : tensor<4x6xf32>
  %m2 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%m, %dw : tensor<4x6xf32>, tensor<4x6xf32>) outs(%e6 : tensor<4x6xf32>) {
  ^bb0(%a: f32, %g: f32, %b: f32):
    %s = arith.mulf %a, %beta : f32
    %t = arith.addf %s, %g : f32
    linalg.yield %t : f32
  } -> tensor<4x6xf32>
  // count' = count + 1, lr = 0.1 / count'
  %one = arith.constant 1 : i32
  %e7 = tensor.empty() : tensor<i32>
  %count2 = linalg.generic {indexing_maps = [#none, #none], iterator_types = []} ins(%count : tensor<i32>) outs(%e7 : tensor<i32>) {
  ^bb0(%c: i32, %b: i32):
    %s = arith.addi %c, %one : i32
    linalg.yield %s : i32
  } -> tensor<i32>
  %base = arith.constant 0.1 : f32
  %e8 = tensor.empty() : tensor<f32>
  %lr = linalg.generic {indexing_maps = [#none, #none], iterator_types = []} ins(%count2 : tensor<i32>) outs(%e8 : tensor<f32>) {
  ^bb0(%c: i32, %b: f32):
    %cf = arith.sitofp %c : i32 to f32
    %s = arith.divf %base, %cf : f32
    linalg.yield %s : f32
  } -> tensor<f32>
  // w' = w - lr m'
  %e9 = tensor.empty() : tensor<4x6xf32>
  %w2 = linalg.generic {indexing_maps = [#id, #scalar, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%w, %lr, %m2 : tensor<4x6xf32>, tensor<f32>, tensor<4x6xf32>) outs(%e9 : tensor<4x6xf32>) {
  ^bb0(%a: f32, %l: f32, %v: f32, %b: f32):
    %s = arith.mulf %l, %v : f32
    %t = arith.subf %a, %s : f32
    linalg.yield %t : f32
  } -> tensor<4x6xf32>
  return %loss, %w2, %m2, %count2 : tensor<f32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<i32>
}
