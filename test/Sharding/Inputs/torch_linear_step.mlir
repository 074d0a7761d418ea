// A one-layer PyTorch export (remat.torch.export_training_step of nn.Linear(4, 3),
// batch 8, mean squared error): its cotangent (0-d) is broadcast by a
// linalg.generic and its bias broadcast initialises the matmul.
module {
  func.func @train_step(
    %primals_1: tensor<3x4xf32>,
    %primals_2: tensor<3xf32>,
    %primals_3: tensor<8x4xf32>,
    %primals_4: tensor<8x3xf32>,
    %tangents_1: tensor<f32> {remat.cotangent}
  ) -> (tensor<f32>, tensor<3x4xf32>, tensor<3xf32>) {
    %t1 = tensor.empty() : tensor<4x3xf32> loc("root.permute")
    %t2 = linalg.transpose ins(%primals_1 : tensor<3x4xf32>) outs(%t1 : tensor<4x3xf32>) permutation = [1, 0] loc("root.permute")
    %t3 = tensor.empty() : tensor<8x3xf32> loc("root.addmm")
    %t6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%primals_2 : tensor<3xf32>) outs(%t3 : tensor<8x3xf32>) {
    ^bb0(%in4: f32, %out5: f32):
      linalg.yield %in4 : f32
    } -> tensor<8x3xf32> loc("root.addmm")
    %t7 = linalg.matmul ins(%primals_3, %t2 : tensor<8x4xf32>, tensor<4x3xf32>) outs(%t6 : tensor<8x3xf32>) -> tensor<8x3xf32> loc("root.addmm")
    %t8 = tensor.empty() : tensor<8x3xf32> loc("root.sub")
    %t13 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t7, %primals_4 : tensor<8x3xf32>, tensor<8x3xf32>) outs(%t8 : tensor<8x3xf32>) {
    ^bb0(%in9: f32, %in10: f32, %out11: f32):
      %s12 = arith.subf %in9, %in10 : f32
      linalg.yield %s12 : f32
    } -> tensor<8x3xf32> loc("root.sub")
    %t14 = tensor.empty() : tensor<8x3xf32> loc("root.pow_1")
    %t18 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t13 : tensor<8x3xf32>) outs(%t14 : tensor<8x3xf32>) {
    ^bb0(%in15: f32, %out16: f32):
      %s17 = arith.mulf %in15, %in15 : f32
      linalg.yield %s17 : f32
    } -> tensor<8x3xf32> loc("root.pow_1")
    %t19 = tensor.empty() : tensor<f32> loc("root.mean")
    %c20 = arith.constant 0.000000000e+00 : f32 loc("root.mean")
    %t21 = linalg.fill ins(%c20 : f32) outs(%t19 : tensor<f32>) -> tensor<f32> loc("root.mean")
    %t25 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%t18 : tensor<8x3xf32>) outs(%t21 : tensor<f32>) {
    ^bb0(%in22: f32, %out23: f32):
      %s24 = arith.addf %out23, %in22 : f32
      linalg.yield %s24 : f32
    } -> tensor<f32> loc("root.mean")
    %t26 = tensor.empty() : tensor<f32> loc("root.mean")
    %t31 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%t25 : tensor<f32>) outs(%t26 : tensor<f32>) {
    ^bb0(%in27: f32, %out28: f32):
      %s29 = arith.constant 4.166666791e-02 : f32
      %s30 = arith.mulf %in27, %s29 : f32
      linalg.yield %s30 : f32
    } -> tensor<f32> loc("root.mean")
    %t32 = tensor.empty() : tensor<8x3xf32> loc("backward.expand")
    %t35 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%tangents_1 : tensor<f32>) outs(%t32 : tensor<8x3xf32>) {
    ^bb0(%in33: f32, %out34: f32):
      linalg.yield %in33 : f32
    } -> tensor<8x3xf32> loc("backward.expand")
    %t36 = tensor.empty() : tensor<8x3xf32> loc("backward.div")
    %t41 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t35 : tensor<8x3xf32>) outs(%t36 : tensor<8x3xf32>) {
    ^bb0(%in37: f32, %out38: f32):
      %s39 = arith.constant 2.400000000e+01 : f32
      %s40 = arith.divf %in37, %s39 : f32
      linalg.yield %s40 : f32
    } -> tensor<8x3xf32> loc("backward.div")
    %t42 = tensor.empty() : tensor<8x3xf32> loc("backward.pow_2")
    %t45 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t13 : tensor<8x3xf32>) outs(%t42 : tensor<8x3xf32>) {
    ^bb0(%in43: f32, %out44: f32):
      linalg.yield %in43 : f32
    } -> tensor<8x3xf32> loc("backward.pow_2")
    %t46 = tensor.empty() : tensor<8x3xf32> loc("backward.mul")
    %t51 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t45 : tensor<8x3xf32>) outs(%t46 : tensor<8x3xf32>) {
    ^bb0(%in47: f32, %out48: f32):
      %s49 = arith.constant 2.000000000e+00 : f32
      %s50 = arith.mulf %in47, %s49 : f32
      linalg.yield %s50 : f32
    } -> tensor<8x3xf32> loc("backward.mul")
    %t52 = tensor.empty() : tensor<8x3xf32> loc("backward.mul_1")
    %t57 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t41, %t51 : tensor<8x3xf32>, tensor<8x3xf32>) outs(%t52 : tensor<8x3xf32>) {
    ^bb0(%in53: f32, %in54: f32, %out55: f32):
      %s56 = arith.mulf %in53, %in54 : f32
      linalg.yield %s56 : f32
    } -> tensor<8x3xf32> loc("backward.mul_1")
    %t58 = tensor.empty() : tensor<3x8xf32> loc("backward.permute_1")
    %t59 = linalg.transpose ins(%t57 : tensor<8x3xf32>) outs(%t58 : tensor<3x8xf32>) permutation = [1, 0] loc("backward.permute_1")
    %t60 = tensor.empty() : tensor<3x4xf32> loc("backward.mm")
    %c61 = arith.constant 0.000000000e+00 : f32 loc("backward.mm")
    %t62 = linalg.fill ins(%c61 : f32) outs(%t60 : tensor<3x4xf32>) -> tensor<3x4xf32> loc("backward.mm")
    %t63 = linalg.matmul ins(%t59, %primals_3 : tensor<3x8xf32>, tensor<8x4xf32>) outs(%t62 : tensor<3x4xf32>) -> tensor<3x4xf32> loc("backward.mm")
    %t64 = tensor.empty() : tensor<4x3xf32> loc("backward.permute_2")
    %t65 = linalg.transpose ins(%t63 : tensor<3x4xf32>) outs(%t64 : tensor<4x3xf32>) permutation = [1, 0] loc("backward.permute_2")
    %t66 = tensor.empty() : tensor<3xf32> loc("backward.sum_1")
    %c67 = arith.constant 0.000000000e+00 : f32 loc("backward.sum_1")
    %t68 = linalg.fill ins(%c67 : f32) outs(%t66 : tensor<3xf32>) -> tensor<3xf32> loc("backward.sum_1")
    %t72 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%t57 : tensor<8x3xf32>) outs(%t68 : tensor<3xf32>) {
    ^bb0(%in69: f32, %out70: f32):
      %s71 = arith.addf %out70, %in69 : f32
      linalg.yield %s71 : f32
    } -> tensor<3xf32> loc("backward.sum_1")
    %t73 = tensor.expand_shape %t72 [[0, 1]] output_shape [1, 3] : tensor<3xf32> into tensor<1x3xf32> loc("backward.sum_1")
    %t74 = tensor.collapse_shape %t73 [[0, 1]] : tensor<1x3xf32> into tensor<3xf32> loc("backward.view")
    %t75 = tensor.empty() : tensor<3x4xf32> loc("backward.permute_3")
    %t76 = linalg.transpose ins(%t65 : tensor<4x3xf32>) outs(%t75 : tensor<3x4xf32>) permutation = [1, 0] loc("backward.permute_3")
    return %t31, %t76, %t74 : tensor<f32>, tensor<3x4xf32>, tensor<3xf32> loc("root.output")
  }
}
