// A small step whose bias gradient is summed in two reductions, the second
// accumulating into the first's result (as JAX sums a parameter's gradient
// contributions): y = x + b, loss = sum(y) + sum(y), db = sum_b dy + sum_b dy.
// Data x (batch 8), parameter b, cotangent dloss.
#row = affine_map<(i, j) -> (i, j)>
#col = affine_map<(i, j) -> (j)>
func.func @train_step(%x: tensor<8x3xf32>, %b: tensor<3xf32>,
                      %dloss: tensor<f32> {remat.cotangent})
    -> (tensor<f32>, tensor<3xf32>) {
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<8x3xf32>
  %y = linalg.generic {indexing_maps = [#row, #col, #row], iterator_types = ["parallel", "parallel"]} ins(%x, %b : tensor<8x3xf32>, tensor<3xf32>) outs(%e0 : tensor<8x3xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %s = arith.addf %a, %c : f32
    linalg.yield %s : f32
  } -> tensor<8x3xf32>
  %e1 = tensor.empty() : tensor<f32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<f32>) -> tensor<f32>
  %l1 = linalg.reduce ins(%y : tensor<8x3xf32>) outs(%f1 : tensor<f32>) dimensions = [0, 1]
    (%a: f32, %acc: f32) {
      %s = arith.addf %a, %acc : f32
      linalg.yield %s : f32
    }
  %loss = linalg.reduce ins(%y : tensor<8x3xf32>) outs(%l1 : tensor<f32>) dimensions = [0, 1]
    (%a: f32, %acc: f32) {
      %s = arith.addf %a, %acc : f32
      linalg.yield %s : f32
    }
  %d = tensor.extract %dloss[] : tensor<f32>
  %dy = linalg.generic {indexing_maps = [#row], iterator_types = ["parallel", "parallel"]} outs(%e0 : tensor<8x3xf32>) {
  ^bb0(%o: f32):
    linalg.yield %d : f32
  } -> tensor<8x3xf32>
  %e2 = tensor.empty() : tensor<3xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<3xf32>) -> tensor<3xf32>
  %g1 = linalg.reduce ins(%dy : tensor<8x3xf32>) outs(%f2 : tensor<3xf32>) dimensions = [0]
    (%a: f32, %acc: f32) {
      %s = arith.addf %a, %acc : f32
      linalg.yield %s : f32
    }
  %db = linalg.reduce ins(%dy : tensor<8x3xf32>) outs(%g1 : tensor<3xf32>) dimensions = [0]
    (%a: f32, %acc: f32) {
      %s = arith.addf %a, %acc : f32
      linalg.yield %s : f32
    }
  return %loss, %db : tensor<f32>, tensor<3xf32>
}
