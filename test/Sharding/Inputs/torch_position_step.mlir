// A PyTorch export (remat.torch.export_training_step) of nn.Linear(4, 3) applied
// to x + pos, pos a [1, 4] buffer (a non-splat constant, broadcast over the
// batch by the indexing map (d0, d1) -> (0, d1)); batch 8, mean squared error.
module {
  func.func @train_step(
    %primals_1: tensor<3x4xf32>,
    %primals_2: tensor<3xf32>,
    %primals_4: tensor<8x4xf32>,
    %primals_5: tensor<8x3xf32>,
    %tangents_1: tensor<f32> {remat.cotangent}
  ) -> (tensor<f32>, tensor<3x4xf32>, tensor<3xf32>) {
    %cst1 = arith.constant dense<"0x000000000000803F0000004000004040"> : tensor<1x4xf32>
    %t2 = tensor.empty() : tensor<8x4xf32>
    %t7 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%primals_4, %cst1 : tensor<8x4xf32>, tensor<1x4xf32>) outs(%t2 : tensor<8x4xf32>) {
    ^bb0(%in3: f32, %in4: f32, %out5: f32):
      %s6 = arith.addf %in3, %in4 : f32
      linalg.yield %s6 : f32
    } -> tensor<8x4xf32>
    %t8 = tensor.empty() : tensor<4x3xf32>
    %t9 = linalg.transpose ins(%primals_1 : tensor<3x4xf32>) outs(%t8 : tensor<4x3xf32>) permutation = [1, 0]
    %t10 = tensor.empty() : tensor<8x3xf32>
    %t13 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%primals_2 : tensor<3xf32>) outs(%t10 : tensor<8x3xf32>) {
    ^bb0(%in11: f32, %out12: f32):
      linalg.yield %in11 : f32
    } -> tensor<8x3xf32>
    %t14 = linalg.matmul ins(%t7, %t9 : tensor<8x4xf32>, tensor<4x3xf32>) outs(%t13 : tensor<8x3xf32>) -> tensor<8x3xf32>
    %t15 = tensor.empty() : tensor<8x3xf32>
    %t20 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t14, %primals_5 : tensor<8x3xf32>, tensor<8x3xf32>) outs(%t15 : tensor<8x3xf32>) {
    ^bb0(%in16: f32, %in17: f32, %out18: f32):
      %s19 = arith.subf %in16, %in17 : f32
      linalg.yield %s19 : f32
    } -> tensor<8x3xf32>
    %t21 = tensor.empty() : tensor<8x3xf32>
    %t25 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t20 : tensor<8x3xf32>) outs(%t21 : tensor<8x3xf32>) {
    ^bb0(%in22: f32, %out23: f32):
      %s24 = arith.mulf %in22, %in22 : f32
      linalg.yield %s24 : f32
    } -> tensor<8x3xf32>
    %t26 = tensor.empty() : tensor<f32>
    %c27 = arith.constant 0.000000000e+00 : f32
    %t28 = linalg.fill ins(%c27 : f32) outs(%t26 : tensor<f32>) -> tensor<f32>
    %t32 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%t25 : tensor<8x3xf32>) outs(%t28 : tensor<f32>) {
    ^bb0(%in29: f32, %out30: f32):
      %s31 = arith.addf %out30, %in29 : f32
      linalg.yield %s31 : f32
    } -> tensor<f32>
    %t33 = tensor.empty() : tensor<f32>
    %t38 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%t32 : tensor<f32>) outs(%t33 : tensor<f32>) {
    ^bb0(%in34: f32, %out35: f32):
      %s36 = arith.constant 4.166666791e-02 : f32
      %s37 = arith.mulf %in34, %s36 : f32
      linalg.yield %s37 : f32
    } -> tensor<f32>
    %t39 = tensor.empty() : tensor<8x3xf32>
    %t42 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%tangents_1 : tensor<f32>) outs(%t39 : tensor<8x3xf32>) {
    ^bb0(%in40: f32, %out41: f32):
      linalg.yield %in40 : f32
    } -> tensor<8x3xf32>
    %t43 = tensor.empty() : tensor<8x3xf32>
    %t48 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t42 : tensor<8x3xf32>) outs(%t43 : tensor<8x3xf32>) {
    ^bb0(%in44: f32, %out45: f32):
      %s46 = arith.constant 2.400000000e+01 : f32
      %s47 = arith.divf %in44, %s46 : f32
      linalg.yield %s47 : f32
    } -> tensor<8x3xf32>
    %t49 = tensor.empty() : tensor<8x3xf32>
    %t52 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t20 : tensor<8x3xf32>) outs(%t49 : tensor<8x3xf32>) {
    ^bb0(%in50: f32, %out51: f32):
      linalg.yield %in50 : f32
    } -> tensor<8x3xf32>
    %t53 = tensor.empty() : tensor<8x3xf32>
    %t58 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t52 : tensor<8x3xf32>) outs(%t53 : tensor<8x3xf32>) {
    ^bb0(%in54: f32, %out55: f32):
      %s56 = arith.constant 2.000000000e+00 : f32
      %s57 = arith.mulf %in54, %s56 : f32
      linalg.yield %s57 : f32
    } -> tensor<8x3xf32>
    %t59 = tensor.empty() : tensor<8x3xf32>
    %t64 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t48, %t58 : tensor<8x3xf32>, tensor<8x3xf32>) outs(%t59 : tensor<8x3xf32>) {
    ^bb0(%in60: f32, %in61: f32, %out62: f32):
      %s63 = arith.mulf %in60, %in61 : f32
      linalg.yield %s63 : f32
    } -> tensor<8x3xf32>
    %t65 = tensor.empty() : tensor<3x8xf32>
    %t66 = linalg.transpose ins(%t64 : tensor<8x3xf32>) outs(%t65 : tensor<3x8xf32>) permutation = [1, 0]
    %t67 = tensor.empty() : tensor<3x4xf32>
    %c68 = arith.constant 0.000000000e+00 : f32
    %t69 = linalg.fill ins(%c68 : f32) outs(%t67 : tensor<3x4xf32>) -> tensor<3x4xf32>
    %t70 = linalg.matmul ins(%t66, %t7 : tensor<3x8xf32>, tensor<8x4xf32>) outs(%t69 : tensor<3x4xf32>) -> tensor<3x4xf32>
    %t71 = tensor.empty() : tensor<4x3xf32>
    %t72 = linalg.transpose ins(%t70 : tensor<3x4xf32>) outs(%t71 : tensor<4x3xf32>) permutation = [1, 0]
    %t73 = tensor.empty() : tensor<3xf32>
    %c74 = arith.constant 0.000000000e+00 : f32
    %t75 = linalg.fill ins(%c74 : f32) outs(%t73 : tensor<3xf32>) -> tensor<3xf32>
    %t79 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%t64 : tensor<8x3xf32>) outs(%t75 : tensor<3xf32>) {
    ^bb0(%in76: f32, %out77: f32):
      %s78 = arith.addf %out77, %in76 : f32
      linalg.yield %s78 : f32
    } -> tensor<3xf32>
    %t80 = tensor.expand_shape %t79 [[0, 1]] output_shape [1, 3] : tensor<3xf32> into tensor<1x3xf32>
    %t81 = tensor.collapse_shape %t80 [[0, 1]] : tensor<1x3xf32> into tensor<3xf32>
    %t82 = tensor.empty() : tensor<3x4xf32>
    %t83 = linalg.transpose ins(%t72 : tensor<4x3xf32>) outs(%t82 : tensor<3x4xf32>) permutation = [1, 0]
    return %t38, %t83, %t81 : tensor<f32>, tensor<3x4xf32>, tensor<3xf32>
  }
}
