// examples/gen_examples.py's MLP (build_mlp) at MLP_BATCH = 8,
// MLP_WIDTHS = [4, 8, 8, 2]: three tanh layers, MSE loss, the full backward.
module {
  func.func @train_step(%x: tensor<8x4xf32>,
      %target: tensor<8x2xf32>,
      %layers_0_fc_weight: tensor<4x8xf32>,
      %layers_0_fc_bias: tensor<8xf32>,
      %layers_1_fc_weight: tensor<8x8xf32>,
      %layers_1_fc_bias: tensor<8xf32>,
      %layers_2_fc_weight: tensor<8x2xf32>,
      %layers_2_fc_bias: tensor<2xf32>,
      %dloss: tensor<f32> {remat.cotangent}) -> (tensor<f32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8x2xf32>, tensor<2xf32>) {
    %c1 = arith.constant 0.000000000e+00 : f32 loc("layers.0.fc")
    %t2 = tensor.empty() : tensor<8x8xf32> loc("layers.0.fc")
    %t3 = linalg.fill ins(%c1 : f32) outs(%t2 : tensor<8x8xf32>) -> tensor<8x8xf32> loc("layers.0.fc")
    %t4 = linalg.matmul ins(%x, %layers_0_fc_weight : tensor<8x4xf32>, tensor<4x8xf32>) outs(%t3 : tensor<8x8xf32>) -> tensor<8x8xf32> loc("layers.0.fc")
    %t5 = tensor.empty() : tensor<8x8xf32> loc("layers.0.fc")
    %t6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t4, %layers_0_fc_bias : tensor<8x8xf32>, tensor<8xf32>) outs(%t5 : tensor<8x8xf32>) {
    ^bb0(%a7: f32, %a8: f32, %a9: f32):
      %s10 = arith.addf %a7, %a8 : f32 loc("layers.0.fc")
      linalg.yield %s10 : f32 loc("layers.0.fc")
    } -> tensor<8x8xf32> loc("layers.0.fc")
    %t11 = tensor.empty() : tensor<8x8xf32> loc("layers.0.act")
    %t12 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t6 : tensor<8x8xf32>) outs(%t11 : tensor<8x8xf32>) {
    ^bb0(%a13: f32, %a14: f32):
      %s15 = math.tanh %a13 : f32 loc("layers.0.act")
      linalg.yield %s15 : f32 loc("layers.0.act")
    } -> tensor<8x8xf32> loc("layers.0.act")
    %c16 = arith.constant 0.000000000e+00 : f32 loc("layers.1.fc")
    %t17 = tensor.empty() : tensor<8x8xf32> loc("layers.1.fc")
    %t18 = linalg.fill ins(%c16 : f32) outs(%t17 : tensor<8x8xf32>) -> tensor<8x8xf32> loc("layers.1.fc")
    %t19 = linalg.matmul ins(%t12, %layers_1_fc_weight : tensor<8x8xf32>, tensor<8x8xf32>) outs(%t18 : tensor<8x8xf32>) -> tensor<8x8xf32> loc("layers.1.fc")
    %t20 = tensor.empty() : tensor<8x8xf32> loc("layers.1.fc")
    %t21 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t19, %layers_1_fc_bias : tensor<8x8xf32>, tensor<8xf32>) outs(%t20 : tensor<8x8xf32>) {
    ^bb0(%a22: f32, %a23: f32, %a24: f32):
      %s25 = arith.addf %a22, %a23 : f32 loc("layers.1.fc")
      linalg.yield %s25 : f32 loc("layers.1.fc")
    } -> tensor<8x8xf32> loc("layers.1.fc")
    %t26 = tensor.empty() : tensor<8x8xf32> loc("layers.1.act")
    %t27 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t21 : tensor<8x8xf32>) outs(%t26 : tensor<8x8xf32>) {
    ^bb0(%a28: f32, %a29: f32):
      %s30 = math.tanh %a28 : f32 loc("layers.1.act")
      linalg.yield %s30 : f32 loc("layers.1.act")
    } -> tensor<8x8xf32> loc("layers.1.act")
    %c31 = arith.constant 0.000000000e+00 : f32 loc("layers.2.fc")
    %t32 = tensor.empty() : tensor<8x2xf32> loc("layers.2.fc")
    %t33 = linalg.fill ins(%c31 : f32) outs(%t32 : tensor<8x2xf32>) -> tensor<8x2xf32> loc("layers.2.fc")
    %t34 = linalg.matmul ins(%t27, %layers_2_fc_weight : tensor<8x8xf32>, tensor<8x2xf32>) outs(%t33 : tensor<8x2xf32>) -> tensor<8x2xf32> loc("layers.2.fc")
    %t35 = tensor.empty() : tensor<8x2xf32> loc("layers.2.fc")
    %t36 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t34, %layers_2_fc_bias : tensor<8x2xf32>, tensor<2xf32>) outs(%t35 : tensor<8x2xf32>) {
    ^bb0(%a37: f32, %a38: f32, %a39: f32):
      %s40 = arith.addf %a37, %a38 : f32 loc("layers.2.fc")
      linalg.yield %s40 : f32 loc("layers.2.fc")
    } -> tensor<8x2xf32> loc("layers.2.fc")
    %c41 = arith.constant 0.000000000e+00 : f32 loc("loss")
    %t42 = tensor.empty() : tensor<f32> loc("loss")
    %t43 = linalg.fill ins(%c41 : f32) outs(%t42 : tensor<f32>) -> tensor<f32> loc("loss")
    %t44 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%t36, %target : tensor<8x2xf32>, tensor<8x2xf32>) outs(%t43 : tensor<f32>) {
    ^bb0(%a45: f32, %a46: f32, %a47: f32):
      %s48 = arith.subf %a45, %a46 : f32 loc("loss")
      %s49 = arith.subf %a45, %a46 : f32 loc("loss")
      %s50 = arith.mulf %s48, %s49 : f32 loc("loss")
      %s51 = arith.addf %a47, %s50 : f32 loc("loss")
      linalg.yield %s51 : f32 loc("loss")
    } -> tensor<f32> loc("loss")
    %t52 = tensor.empty() : tensor<f32> loc("loss")
    %t53 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%t44 : tensor<f32>) outs(%t52 : tensor<f32>) {
    ^bb0(%a54: f32, %a55: f32):
      %s56 = arith.constant 6.250000000e-02 : f32 loc("loss")
      %s57 = arith.mulf %a54, %s56 : f32 loc("loss")
      linalg.yield %s57 : f32 loc("loss")
    } -> tensor<f32> loc("loss")
    %s58 = tensor.extract %dloss[] : tensor<f32> loc("backward.loss")
    %t59 = tensor.empty() : tensor<8x2xf32> loc("backward.loss")
    %t60 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t36, %target : tensor<8x2xf32>, tensor<8x2xf32>) outs(%t59 : tensor<8x2xf32>) {
    ^bb0(%a61: f32, %a62: f32, %a63: f32):
      %s64 = arith.subf %a61, %a62 : f32 loc("backward.loss")
      %s65 = arith.constant 1.250000000e-01 : f32 loc("backward.loss")
      %s66 = arith.mulf %s64, %s65 : f32 loc("backward.loss")
      %s67 = arith.mulf %s66, %s58 : f32 loc("backward.loss")
      linalg.yield %s67 : f32 loc("backward.loss")
    } -> tensor<8x2xf32> loc("backward.loss")
    %t68 = tensor.empty() : tensor<8x8xf32> loc("backward.layers.2.fc")
    %t69 = linalg.transpose ins(%t27 : tensor<8x8xf32>) outs(%t68 : tensor<8x8xf32>) permutation = [1, 0] loc("backward.layers.2.fc")
    %c70 = arith.constant 0.000000000e+00 : f32 loc("backward.layers.2.fc")
    %t71 = tensor.empty() : tensor<8x2xf32> loc("backward.layers.2.fc")
    %t72 = linalg.fill ins(%c70 : f32) outs(%t71 : tensor<8x2xf32>) -> tensor<8x2xf32> loc("backward.layers.2.fc")
    %t73 = linalg.matmul ins(%t69, %t60 : tensor<8x8xf32>, tensor<8x2xf32>) outs(%t72 : tensor<8x2xf32>) -> tensor<8x2xf32> loc("backward.layers.2.fc")
    %t74 = tensor.empty() : tensor<2xf32> loc("backward.layers.2.fc")
    %t75 = linalg.fill ins(%c70 : f32) outs(%t74 : tensor<2xf32>) -> tensor<2xf32> loc("backward.layers.2.fc")
    %t76 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%t60 : tensor<8x2xf32>) outs(%t75 : tensor<2xf32>) {
    ^bb0(%a77: f32, %a78: f32):
      %s79 = arith.addf %a78, %a77 : f32 loc("backward.layers.2.fc")
      linalg.yield %s79 : f32 loc("backward.layers.2.fc")
    } -> tensor<2xf32> loc("backward.layers.2.fc")
    %t80 = tensor.empty() : tensor<2x8xf32> loc("backward.layers.2.fc")
    %t81 = linalg.transpose ins(%layers_2_fc_weight : tensor<8x2xf32>) outs(%t80 : tensor<2x8xf32>) permutation = [1, 0] loc("backward.layers.2.fc")
    %t82 = tensor.empty() : tensor<8x8xf32> loc("backward.layers.2.fc")
    %t83 = linalg.fill ins(%c70 : f32) outs(%t82 : tensor<8x8xf32>) -> tensor<8x8xf32> loc("backward.layers.2.fc")
    %t84 = linalg.matmul ins(%t60, %t81 : tensor<8x2xf32>, tensor<2x8xf32>) outs(%t83 : tensor<8x8xf32>) -> tensor<8x8xf32> loc("backward.layers.2.fc")
    %t85 = tensor.empty() : tensor<8x8xf32> loc("backward.layers.1.act")
    %t86 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t84, %t27 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%t85 : tensor<8x8xf32>) {
    ^bb0(%a87: f32, %a88: f32, %a89: f32):
      %s90 = arith.constant 1.000000000e+00 : f32 loc("backward.layers.1.act")
      %s91 = arith.mulf %a88, %a88 : f32 loc("backward.layers.1.act")
      %s92 = arith.subf %s90, %s91 : f32 loc("backward.layers.1.act")
      %s93 = arith.mulf %a87, %s92 : f32 loc("backward.layers.1.act")
      linalg.yield %s93 : f32 loc("backward.layers.1.act")
    } -> tensor<8x8xf32> loc("backward.layers.1.act")
    %t94 = tensor.empty() : tensor<8x8xf32> loc("backward.layers.1.fc")
    %t95 = linalg.transpose ins(%t12 : tensor<8x8xf32>) outs(%t94 : tensor<8x8xf32>) permutation = [1, 0] loc("backward.layers.1.fc")
    %c96 = arith.constant 0.000000000e+00 : f32 loc("backward.layers.1.fc")
    %t97 = tensor.empty() : tensor<8x8xf32> loc("backward.layers.1.fc")
    %t98 = linalg.fill ins(%c96 : f32) outs(%t97 : tensor<8x8xf32>) -> tensor<8x8xf32> loc("backward.layers.1.fc")
    %t99 = linalg.matmul ins(%t95, %t86 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%t98 : tensor<8x8xf32>) -> tensor<8x8xf32> loc("backward.layers.1.fc")
    %t100 = tensor.empty() : tensor<8xf32> loc("backward.layers.1.fc")
    %t101 = linalg.fill ins(%c96 : f32) outs(%t100 : tensor<8xf32>) -> tensor<8xf32> loc("backward.layers.1.fc")
    %t102 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%t86 : tensor<8x8xf32>) outs(%t101 : tensor<8xf32>) {
    ^bb0(%a103: f32, %a104: f32):
      %s105 = arith.addf %a104, %a103 : f32 loc("backward.layers.1.fc")
      linalg.yield %s105 : f32 loc("backward.layers.1.fc")
    } -> tensor<8xf32> loc("backward.layers.1.fc")
    %t106 = tensor.empty() : tensor<8x8xf32> loc("backward.layers.1.fc")
    %t107 = linalg.transpose ins(%layers_1_fc_weight : tensor<8x8xf32>) outs(%t106 : tensor<8x8xf32>) permutation = [1, 0] loc("backward.layers.1.fc")
    %t108 = tensor.empty() : tensor<8x8xf32> loc("backward.layers.1.fc")
    %t109 = linalg.fill ins(%c96 : f32) outs(%t108 : tensor<8x8xf32>) -> tensor<8x8xf32> loc("backward.layers.1.fc")
    %t110 = linalg.matmul ins(%t86, %t107 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%t109 : tensor<8x8xf32>) -> tensor<8x8xf32> loc("backward.layers.1.fc")
    %t111 = tensor.empty() : tensor<8x8xf32> loc("backward.layers.0.act")
    %t112 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t110, %t12 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%t111 : tensor<8x8xf32>) {
    ^bb0(%a113: f32, %a114: f32, %a115: f32):
      %s116 = arith.constant 1.000000000e+00 : f32 loc("backward.layers.0.act")
      %s117 = arith.mulf %a114, %a114 : f32 loc("backward.layers.0.act")
      %s118 = arith.subf %s116, %s117 : f32 loc("backward.layers.0.act")
      %s119 = arith.mulf %a113, %s118 : f32 loc("backward.layers.0.act")
      linalg.yield %s119 : f32 loc("backward.layers.0.act")
    } -> tensor<8x8xf32> loc("backward.layers.0.act")
    %t120 = tensor.empty() : tensor<4x8xf32> loc("backward.layers.0.fc")
    %t121 = linalg.transpose ins(%x : tensor<8x4xf32>) outs(%t120 : tensor<4x8xf32>) permutation = [1, 0] loc("backward.layers.0.fc")
    %c122 = arith.constant 0.000000000e+00 : f32 loc("backward.layers.0.fc")
    %t123 = tensor.empty() : tensor<4x8xf32> loc("backward.layers.0.fc")
    %t124 = linalg.fill ins(%c122 : f32) outs(%t123 : tensor<4x8xf32>) -> tensor<4x8xf32> loc("backward.layers.0.fc")
    %t125 = linalg.matmul ins(%t121, %t112 : tensor<4x8xf32>, tensor<8x8xf32>) outs(%t124 : tensor<4x8xf32>) -> tensor<4x8xf32> loc("backward.layers.0.fc")
    %t126 = tensor.empty() : tensor<8xf32> loc("backward.layers.0.fc")
    %t127 = linalg.fill ins(%c122 : f32) outs(%t126 : tensor<8xf32>) -> tensor<8xf32> loc("backward.layers.0.fc")
    %t128 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%t112 : tensor<8x8xf32>) outs(%t127 : tensor<8xf32>) {
    ^bb0(%a129: f32, %a130: f32):
      %s131 = arith.addf %a130, %a129 : f32 loc("backward.layers.0.fc")
      linalg.yield %s131 : f32 loc("backward.layers.0.fc")
    } -> tensor<8xf32> loc("backward.layers.0.fc")
    return %t53, %t125, %t128, %t99, %t102, %t73, %t76 : tensor<f32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8x2xf32>, tensor<2xf32> loc("return")
  }
}
