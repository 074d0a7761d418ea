module {
  // model: remat.torch.export --model vit
  // primals_1: parameter vit.embeddings.cls_token
  // primals_2: parameter vit.embeddings.position_embeddings
  // primals_3: parameter vit.embeddings.patch_embeddings.projection.weight
  // primals_4: parameter vit.embeddings.patch_embeddings.projection.bias
  // primals_5: parameter vit.layers.0.attention.q_proj.weight
  // primals_6: parameter vit.layers.0.attention.q_proj.bias
  // primals_7: parameter vit.layers.0.attention.k_proj.weight
  // primals_8: parameter vit.layers.0.attention.k_proj.bias
  // primals_9: parameter vit.layers.0.attention.v_proj.weight
  // primals_10: parameter vit.layers.0.attention.v_proj.bias
  // primals_11: parameter vit.layers.0.attention.o_proj.weight
  // primals_12: parameter vit.layers.0.attention.o_proj.bias
  // primals_13: parameter vit.layers.0.layernorm_before.weight
  // primals_14: parameter vit.layers.0.layernorm_before.bias
  // primals_15: parameter vit.layers.0.layernorm_after.weight
  // primals_16: parameter vit.layers.0.layernorm_after.bias
  // primals_17: parameter vit.layers.0.mlp.fc1.weight
  // primals_18: parameter vit.layers.0.mlp.fc1.bias
  // primals_19: parameter vit.layers.0.mlp.fc2.weight
  // primals_20: parameter vit.layers.0.mlp.fc2.bias
  // primals_21: parameter vit.layers.1.attention.q_proj.weight
  // primals_22: parameter vit.layers.1.attention.q_proj.bias
  // primals_23: parameter vit.layers.1.attention.k_proj.weight
  // primals_24: parameter vit.layers.1.attention.k_proj.bias
  // primals_25: parameter vit.layers.1.attention.v_proj.weight
  // primals_26: parameter vit.layers.1.attention.v_proj.bias
  // primals_27: parameter vit.layers.1.attention.o_proj.weight
  // primals_28: parameter vit.layers.1.attention.o_proj.bias
  // primals_29: parameter vit.layers.1.layernorm_before.weight
  // primals_30: parameter vit.layers.1.layernorm_before.bias
  // primals_31: parameter vit.layers.1.layernorm_after.weight
  // primals_32: parameter vit.layers.1.layernorm_after.bias
  // primals_33: parameter vit.layers.1.mlp.fc1.weight
  // primals_34: parameter vit.layers.1.mlp.fc1.bias
  // primals_35: parameter vit.layers.1.mlp.fc2.weight
  // primals_36: parameter vit.layers.1.mlp.fc2.bias
  // primals_37: parameter vit.layernorm.weight
  // primals_38: parameter vit.layernorm.bias
  // primals_39: parameter classifier.weight
  // primals_40: parameter classifier.bias
  // primals_41: input 0
  // primals_42: input 1
  // tangents_1: cotangent of the loss (remat.cotangent)
  // results: loss, then gradients of primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32, primals_33, primals_34, primals_35, primals_36, primals_37, primals_38, primals_39, primals_40
  func.func @train_step(
    %primals_1: tensor<1x1x64xf32>,
    %primals_2: tensor<1x17x64xf32>,
    %primals_3: tensor<64x3x8x8xf32>,
    %primals_4: tensor<64xf32>,
    %primals_5: tensor<64x64xf32>,
    %primals_6: tensor<64xf32>,
    %primals_7: tensor<64x64xf32>,
    %primals_8: tensor<64xf32>,
    %primals_9: tensor<64x64xf32>,
    %primals_10: tensor<64xf32>,
    %primals_11: tensor<64x64xf32>,
    %primals_12: tensor<64xf32>,
    %primals_13: tensor<64xf32>,
    %primals_14: tensor<64xf32>,
    %primals_15: tensor<64xf32>,
    %primals_16: tensor<64xf32>,
    %primals_17: tensor<128x64xf32>,
    %primals_18: tensor<128xf32>,
    %primals_19: tensor<64x128xf32>,
    %primals_20: tensor<64xf32>,
    %primals_21: tensor<64x64xf32>,
    %primals_22: tensor<64xf32>,
    %primals_23: tensor<64x64xf32>,
    %primals_24: tensor<64xf32>,
    %primals_25: tensor<64x64xf32>,
    %primals_26: tensor<64xf32>,
    %primals_27: tensor<64x64xf32>,
    %primals_28: tensor<64xf32>,
    %primals_29: tensor<64xf32>,
    %primals_30: tensor<64xf32>,
    %primals_31: tensor<64xf32>,
    %primals_32: tensor<64xf32>,
    %primals_33: tensor<128x64xf32>,
    %primals_34: tensor<128xf32>,
    %primals_35: tensor<64x128xf32>,
    %primals_36: tensor<64xf32>,
    %primals_37: tensor<64xf32>,
    %primals_38: tensor<64xf32>,
    %primals_39: tensor<10x64xf32>,
    %primals_40: tensor<10xf32>,
    %primals_41: tensor<2x3x32x32xf32>,
    %primals_42: tensor<2x10xf32>,
    %tangents_1: tensor<f32> {remat.cotangent}
  ) -> (tensor<f32>, tensor<1x1x64xf32>, tensor<1x17x64xf32>, tensor<64x3x8x8xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128x64xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128x64xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<10x64xf32>, tensor<10xf32>) {
    %t1 = tensor.expand_shape %primals_4 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32> loc("vit.embeddings.patch_embeddings.projection")
    %t2 = tensor.empty() : tensor<2x64x4x4xf32> loc("vit.embeddings.patch_embeddings.projection")
    %t5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1 : tensor<64x1x1xf32>) outs(%t2 : tensor<2x64x4x4xf32>) {
    ^bb0(%in3: f32, %out4: f32):
      linalg.yield %in3 : f32
    } -> tensor<2x64x4x4xf32> loc("vit.embeddings.patch_embeddings.projection")
    %t6 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[8, 8]> : tensor<2xi64>} ins(%primals_41, %primals_3 : tensor<2x3x32x32xf32>, tensor<64x3x8x8xf32>) outs(%t5 : tensor<2x64x4x4xf32>) -> tensor<2x64x4x4xf32> loc("vit.embeddings.patch_embeddings.projection")
    %t7 = tensor.collapse_shape %t6 [[0], [1], [2, 3]] : tensor<2x64x4x4xf32> into tensor<2x64x16xf32> loc("vit.embeddings.patch_embeddings")
    %t8 = tensor.empty() : tensor<2x16x64xf32> loc("vit.embeddings.patch_embeddings")
    %t9 = linalg.transpose ins(%t7 : tensor<2x64x16xf32>) outs(%t8 : tensor<2x16x64xf32>) permutation = [0, 2, 1] loc("vit.embeddings.patch_embeddings")
    %t10 = tensor.empty() : tensor<2x1x64xf32> loc("vit.embeddings")
    %t13 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%primals_1 : tensor<1x1x64xf32>) outs(%t10 : tensor<2x1x64xf32>) {
    ^bb0(%in11: f32, %out12: f32):
      linalg.yield %in11 : f32
    } -> tensor<2x1x64xf32> loc("vit.embeddings")
    %t14 = tensor.empty() : tensor<2x17x64xf32> loc("vit.embeddings")
    %t15 = tensor.insert_slice %t13 into %t14[0, 0, 0] [2, 1, 64] [1, 1, 1] : tensor<2x1x64xf32> into tensor<2x17x64xf32> loc("vit.embeddings")
    %t16 = tensor.insert_slice %t9 into %t15[0, 1, 0] [2, 16, 64] [1, 1, 1] : tensor<2x16x64xf32> into tensor<2x17x64xf32> loc("vit.embeddings")
    %t17 = tensor.empty() : tensor<2x17x64xf32> loc("vit.embeddings")
    %t22 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t16, %primals_2 : tensor<2x17x64xf32>, tensor<1x17x64xf32>) outs(%t17 : tensor<2x17x64xf32>) {
    ^bb0(%in18: f32, %in19: f32, %out20: f32):
      %s21 = arith.addf %in18, %in19 : f32
      linalg.yield %s21 : f32
    } -> tensor<2x17x64xf32> loc("vit.embeddings")
    %t23 = tensor.empty() : tensor<2x17xf32> loc("vit.layers.0.layernorm_before")
    %c24 = arith.constant 0.000000000e+00 : f32 loc("vit.layers.0.layernorm_before")
    %t25 = linalg.fill ins(%c24 : f32) outs(%t23 : tensor<2x17xf32>) -> tensor<2x17xf32> loc("vit.layers.0.layernorm_before")
    %t29 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t22 : tensor<2x17x64xf32>) outs(%t25 : tensor<2x17xf32>) {
    ^bb0(%in26: f32, %out27: f32):
      %s28 = arith.addf %out27, %in26 : f32
      linalg.yield %s28 : f32
    } -> tensor<2x17xf32> loc("vit.layers.0.layernorm_before")
    %t30 = tensor.empty() : tensor<2x17xf32> loc("vit.layers.0.layernorm_before")
    %t35 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t29 : tensor<2x17xf32>) outs(%t30 : tensor<2x17xf32>) {
    ^bb0(%in31: f32, %out32: f32):
      %s33 = arith.constant 1.562500000e-02 : f32
      %s34 = arith.mulf %in31, %s33 : f32
      linalg.yield %s34 : f32
    } -> tensor<2x17xf32> loc("vit.layers.0.layernorm_before")
    %t36 = tensor.expand_shape %t35 [[0], [1, 2]] output_shape [2, 17, 1] : tensor<2x17xf32> into tensor<2x17x1xf32> loc("vit.layers.0.layernorm_before")
    %t37 = tensor.empty() : tensor<2x17x64xf32> loc("vit.layers.0.layernorm_before")
    %t42 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t22, %t36 : tensor<2x17x64xf32>, tensor<2x17x1xf32>) outs(%t37 : tensor<2x17x64xf32>) {
    ^bb0(%in38: f32, %in39: f32, %out40: f32):
      %s41 = arith.subf %in38, %in39 : f32
      linalg.yield %s41 : f32
    } -> tensor<2x17x64xf32> loc("vit.layers.0.layernorm_before")
    %t43 = tensor.empty() : tensor<2x17x64xf32> loc("vit.layers.0.layernorm_before")
    %t47 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t42 : tensor<2x17x64xf32>) outs(%t43 : tensor<2x17x64xf32>) {
    ^bb0(%in44: f32, %out45: f32):
      %s46 = arith.mulf %in44, %in44 : f32
      linalg.yield %s46 : f32
    } -> tensor<2x17x64xf32> loc("vit.layers.0.layernorm_before")
    %t48 = tensor.empty() : tensor<2x17xf32> loc("vit.layers.0.layernorm_before")
    %c49 = arith.constant 0.000000000e+00 : f32 loc("vit.layers.0.layernorm_before")
    %t50 = linalg.fill ins(%c49 : f32) outs(%t48 : tensor<2x17xf32>) -> tensor<2x17xf32> loc("vit.layers.0.layernorm_before")
    %t54 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t47 : tensor<2x17x64xf32>) outs(%t50 : tensor<2x17xf32>) {
    ^bb0(%in51: f32, %out52: f32):
      %s53 = arith.addf %out52, %in51 : f32
      linalg.yield %s53 : f32
    } -> tensor<2x17xf32> loc("vit.layers.0.layernorm_before")
    %t55 = tensor.empty() : tensor<2x17xf32> loc("vit.layers.0.layernorm_before")
    %t60 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t54 : tensor<2x17xf32>) outs(%t55 : tensor<2x17xf32>) {
    ^bb0(%in56: f32, %out57: f32):
      %s58 = arith.constant 1.562500000e-02 : f32
      %s59 = arith.mulf %in56, %s58 : f32
      linalg.yield %s59 : f32
    } -> tensor<2x17xf32> loc("vit.layers.0.layernorm_before")
    %t61 = tensor.expand_shape %t60 [[0], [1, 2]] output_shape [2, 17, 1] : tensor<2x17xf32> into tensor<2x17x1xf32> loc("vit.layers.0.layernorm_before")
    %t62 = tensor.empty() : tensor<2x17x1xf32> loc("vit.layers.0.layernorm_before")
    %t68 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t61 : tensor<2x17x1xf32>) outs(%t62 : tensor<2x17x1xf32>) {
    ^bb0(%in63: f32, %out64: f32):
      %s65 = arith.constant 9.999999960e-13 : f32
      %s66 = arith.addf %in63, %s65 : f32
      %s67 = math.rsqrt %s66 : f32
      linalg.yield %s67 : f32
    } -> tensor<2x17x1xf32> loc("vit.layers.0.layernorm_before")
    %t69 = tensor.empty() : tensor<2x17x64xf32> loc("vit.layers.0.layernorm_before")
    %t74 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t42, %t68 : tensor<2x17x64xf32>, tensor<2x17x1xf32>) outs(%t69 : tensor<2x17x64xf32>) {
    ^bb0(%in70: f32, %in71: f32, %out72: f32):
      %s73 = arith.mulf %in70, %in71 : f32
      linalg.yield %s73 : f32
    } -> tensor<2x17x64xf32> loc("vit.layers.0.layernorm_before")
    %t75 = tensor.empty() : tensor<2x17x64xf32> loc("vit.layers.0.layernorm_before")
    %t80 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t74, %primals_13 : tensor<2x17x64xf32>, tensor<64xf32>) outs(%t75 : tensor<2x17x64xf32>) {
    ^bb0(%in76: f32, %in77: f32, %out78: f32):
      %s79 = arith.mulf %in76, %in77 : f32
      linalg.yield %s79 : f32
    } -> tensor<2x17x64xf32> loc("vit.layers.0.layernorm_before")
    %t81 = tensor.empty() : tensor<2x17x64xf32> loc("vit.layers.0.layernorm_before")
    %t86 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t80, %primals_14 : tensor<2x17x64xf32>, tensor<64xf32>) outs(%t81 : tensor<2x17x64xf32>) {
    ^bb0(%in82: f32, %in83: f32, %out84: f32):
      %s85 = arith.addf %in82, %in83 : f32
      linalg.yield %s85 : f32
    } -> tensor<2x17x64xf32> loc("vit.layers.0.layernorm_before")
    %t87 = tensor.collapse_shape %t86 [[0, 1], [2]] : tensor<2x17x64xf32> into tensor<34x64xf32> loc("vit.layers.0.attention.q_proj")
    %t88 = tensor.empty() : tensor<64x64xf32> loc("vit.layers.0.attention.q_proj")
    %t89 = linalg.transpose ins(%primals_5 : tensor<64x64xf32>) outs(%t88 : tensor<64x64xf32>) permutation = [1, 0] loc("vit.layers.0.attention.q_proj")
    %t90 = tensor.empty() : tensor<34x64xf32> loc("vit.layers.0.attention.q_proj")
    %t93 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%primals_6 : tensor<64xf32>) outs(%t90 : tensor<34x64xf32>) {
    ^bb0(%in91: f32, %out92: f32):
      linalg.yield %in91 : f32
    } -> tensor<34x64xf32> loc("vit.layers.0.attention.q_proj")
    %t94 = linalg.matmul ins(%t87, %t89 : tensor<34x64xf32>, tensor<64x64xf32>) outs(%t93 : tensor<34x64xf32>) -> tensor<34x64xf32> loc("vit.layers.0.attention.q_proj")
    %t95 = tensor.expand_shape %t94 [[0, 1], [2]] output_shape [2, 17, 64] : tensor<34x64xf32> into tensor<2x17x64xf32> loc("vit.layers.0.attention.q_proj")
    %t96 = tensor.expand_shape %t95 [[0], [1], [2, 3]] output_shape [2, 17, 4, 16] : tensor<2x17x64xf32> into tensor<2x17x4x16xf32> loc("vit.layers.0.attention")
    %t97 = tensor.empty() : tensor<2x4x17x16xf32> loc("vit.layers.0.attention")
    %t98 = linalg.transpose ins(%t96 : tensor<2x17x4x16xf32>) outs(%t97 : tensor<2x4x17x16xf32>) permutation = [0, 2, 1, 3] loc("vit.layers.0.attention")
    %t99 = tensor.collapse_shape %t86 [[0, 1], [2]] : tensor<2x17x64xf32> into tensor<34x64xf32> loc("vit.layers.0.attention.k_proj")
    %t100 = tensor.empty() : tensor<64x64xf32> loc("vit.layers.0.attention.k_proj")
    %t101 = linalg.transpose ins(%primals_7 : tensor<64x64xf32>) outs(%t100 : tensor<64x64xf32>) permutation = [1, 0] loc("vit.layers.0.attention.k_proj")
    %t102 = tensor.empty() : tensor<34x64xf32> loc("vit.layers.0.attention.k_proj")
    %t105 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%primals_8 : tensor<64xf32>) outs(%t102 : tensor<34x64xf32>) {
    ^bb0(%in103: f32, %out104: f32):
      linalg.yield %in103 : f32
    } -> tensor<34x64xf32> loc("vit.layers.0.attention.k_proj")
    %t106 = linalg.matmul ins(%t99, %t101 : tensor<34x64xf32>, tensor<64x64xf32>) outs(%t105 : tensor<34x64xf32>) -> tensor<34x64xf32> loc("vit.layers.0.attention.k_proj")
    %t107 = tensor.expand_shape %t106 [[0, 1], [2]] output_shape [2, 17, 64] : tensor<34x64xf32> into tensor<2x17x64xf32> loc("vit.layers.0.attention.k_proj")
    %t108 = tensor.expand_shape %t107 [[0], [1], [2, 3]] output_shape [2, 17, 4, 16] : tensor<2x17x64xf32> into tensor<2x17x4x16xf32> loc("vit.layers.0.attention")
    %t109 = tensor.empty() : tensor<2x4x17x16xf32> loc("vit.layers.0.attention")
    %t110 = linalg.transpose ins(%t108 : tensor<2x17x4x16xf32>) outs(%t109 : tensor<2x4x17x16xf32>) permutation = [0, 2, 1, 3] loc("vit.layers.0.attention")
    %t111 = tensor.collapse_shape %t86 [[0, 1], [2]] : tensor<2x17x64xf32> into tensor<34x64xf32> loc("vit.layers.0.attention.v_proj")
    %t112 = tensor.empty() : tensor<64x64xf32> loc("vit.layers.0.attention.v_proj")
    %t113 = linalg.transpose ins(%primals_9 : tensor<64x64xf32>) outs(%t112 : tensor<64x64xf32>) permutation = [1, 0] loc("vit.layers.0.attention.v_proj")
    %t114 = tensor.empty() : tensor<34x64xf32> loc("vit.layers.0.attention.v_proj")
    %t117 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%primals_10 : tensor<64xf32>) outs(%t114 : tensor<34x64xf32>) {
    ^bb0(%in115: f32, %out116: f32):
      linalg.yield %in115 : f32
    } -> tensor<34x64xf32> loc("vit.layers.0.attention.v_proj")
    %t118 = linalg.matmul ins(%t111, %t113 : tensor<34x64xf32>, tensor<64x64xf32>) outs(%t117 : tensor<34x64xf32>) -> tensor<34x64xf32> loc("vit.layers.0.attention.v_proj")
    %t119 = tensor.expand_shape %t118 [[0, 1], [2]] output_shape [2, 17, 64] : tensor<34x64xf32> into tensor<2x17x64xf32> loc("vit.layers.0.attention.v_proj")
    %t120 = tensor.expand_shape %t119 [[0], [1], [2, 3]] output_shape [2, 17, 4, 16] : tensor<2x17x64xf32> into tensor<2x17x4x16xf32> loc("vit.layers.0.attention")
    %t121 = tensor.empty() : tensor<2x4x17x16xf32> loc("vit.layers.0.attention")
    %t122 = linalg.transpose ins(%t120 : tensor<2x17x4x16xf32>) outs(%t121 : tensor<2x4x17x16xf32>) permutation = [0, 2, 1, 3] loc("vit.layers.0.attention")
    %t123 = tensor.empty() : tensor<2x4x16x17xf32> loc("vit.layers.0.attention")
    %t124 = linalg.transpose ins(%t110 : tensor<2x4x17x16xf32>) outs(%t123 : tensor<2x4x16x17xf32>) permutation = [0, 1, 3, 2] loc("vit.layers.0.attention")
    %t125 = tensor.collapse_shape %t98 [[0, 1], [2], [3]] : tensor<2x4x17x16xf32> into tensor<8x17x16xf32> loc("vit.layers.0.attention")
    %t126 = tensor.collapse_shape %t124 [[0, 1], [2], [3]] : tensor<2x4x16x17xf32> into tensor<8x16x17xf32> loc("vit.layers.0.attention")
    %t127 = tensor.empty() : tensor<8x17x17xf32> loc("vit.layers.0.attention")
    %c128 = arith.constant 0.000000000e+00 : f32 loc("vit.layers.0.attention")
    %t129 = linalg.fill ins(%c128 : f32) outs(%t127 : tensor<8x17x17xf32>) -> tensor<8x17x17xf32> loc("vit.layers.0.attention")
    %t130 = linalg.batch_matmul ins(%t125, %t126 : tensor<8x17x16xf32>, tensor<8x16x17xf32>) outs(%t129 : tensor<8x17x17xf32>) -> tensor<8x17x17xf32> loc("vit.layers.0.attention")
    %t131 = tensor.expand_shape %t130 [[0, 1], [2], [3]] output_shape [2, 4, 17, 17] : tensor<8x17x17xf32> into tensor<2x4x17x17xf32> loc("vit.layers.0.attention")
    %t132 = tensor.empty() : tensor<2x4x17x17xf32> loc("vit.layers.0.attention")
    %t137 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t131 : tensor<2x4x17x17xf32>) outs(%t132 : tensor<2x4x17x17xf32>) {
    ^bb0(%in133: f32, %out134: f32):
      %s135 = arith.constant 2.500000000e-01 : f32
      %s136 = arith.mulf %in133, %s135 : f32
      linalg.yield %s136 : f32
    } -> tensor<2x4x17x17xf32> loc("vit.layers.0.attention")
    %t138 = tensor.empty() : tensor<2x4x17xf32> loc("vit.layers.0.attention")
    %c139 = arith.constant 0xFF800000 : f32 loc("vit.layers.0.attention")
    %t140 = linalg.fill ins(%c139 : f32) outs(%t138 : tensor<2x4x17xf32>) -> tensor<2x4x17xf32> loc("vit.layers.0.attention")
    %t144 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%t137 : tensor<2x4x17x17xf32>) outs(%t140 : tensor<2x4x17xf32>) {
    ^bb0(%in141: f32, %out142: f32):
      %s143 = arith.maximumf %out142, %in141 : f32
      linalg.yield %s143 : f32
    } -> tensor<2x4x17xf32> loc("vit.layers.0.attention")
    %t145 = tensor.expand_shape %t144 [[0], [1], [2, 3]] output_shape [2, 4, 17, 1] : tensor<2x4x17xf32> into tensor<2x4x17x1xf32> loc("vit.layers.0.attention")
    %t146 = tensor.empty() : tensor<2x4x17x17xf32> loc("vit.layers.0.attention")
    %t152 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t137, %t145 : tensor<2x4x17x17xf32>, tensor<2x4x17x1xf32>) outs(%t146 : tensor<2x4x17x17xf32>) {
    ^bb0(%in147: f32, %in148: f32, %out149: f32):
      %s150 = arith.subf %in147, %in148 : f32
      %s151 = math.exp %s150 : f32
      linalg.yield %s151 : f32
    } -> tensor<2x4x17x17xf32> loc("vit.layers.0.attention")
    %t153 = tensor.empty() : tensor<2x4x17xf32> loc("vit.layers.0.attention")
    %c154 = arith.constant 0.000000000e+00 : f32 loc("vit.layers.0.attention")
    %t155 = linalg.fill ins(%c154 : f32) outs(%t153 : tensor<2x4x17xf32>) -> tensor<2x4x17xf32> loc("vit.layers.0.attention")
    %t159 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%t152 : tensor<2x4x17x17xf32>) outs(%t155 : tensor<2x4x17xf32>) {
    ^bb0(%in156: f32, %out157: f32):
      %s158 = arith.addf %out157, %in156 : f32
      linalg.yield %s158 : f32
    } -> tensor<2x4x17xf32> loc("vit.layers.0.attention")
    %t160 = tensor.expand_shape %t159 [[0], [1], [2, 3]] output_shape [2, 4, 17, 1] : tensor<2x4x17xf32> into tensor<2x4x17x1xf32> loc("vit.layers.0.attention")
    %t161 = tensor.empty() : tensor<2x4x17x17xf32> loc("vit.layers.0.attention")
    %t166 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t152, %t160 : tensor<2x4x17x17xf32>, tensor<2x4x17x1xf32>) outs(%t161 : tensor<2x4x17x17xf32>) {
    ^bb0(%in162: f32, %in163: f32, %out164: f32):
      %s165 = arith.divf %in162, %in163 : f32
      linalg.yield %s165 : f32
    } -> tensor<2x4x17x17xf32> loc("vit.layers.0.attention")
    %t167 = tensor.collapse_shape %t166 [[0, 1], [2], [3]] : tensor<2x4x17x17xf32> into tensor<8x17x17xf32> loc("vit.layers.0.attention")
    %t168 = tensor.collapse_shape %t122 [[0, 1], [2], [3]] : tensor<2x4x17x16xf32> into tensor<8x17x16xf32> loc("vit.layers.0.attention")
    %t169 = tensor.empty() : tensor<8x17x16xf32> loc("vit.layers.0.attention")
    %c170 = arith.constant 0.000000000e+00 : f32 loc("vit.layers.0.attention")
    %t171 = linalg.fill ins(%c170 : f32) outs(%t169 : tensor<8x17x16xf32>) -> tensor<8x17x16xf32> loc("vit.layers.0.attention")
    %t172 = linalg.batch_matmul ins(%t167, %t168 : tensor<8x17x17xf32>, tensor<8x17x16xf32>) outs(%t171 : tensor<8x17x16xf32>) -> tensor<8x17x16xf32> loc("vit.layers.0.attention")
    %t173 = tensor.expand_shape %t172 [[0, 1], [2], [3]] output_shape [2, 4, 17, 16] : tensor<8x17x16xf32> into tensor<2x4x17x16xf32> loc("vit.layers.0.attention")
    %t174 = tensor.empty() : tensor<2x17x4x16xf32> loc("vit.layers.0.attention")
    %t175 = linalg.transpose ins(%t173 : tensor<2x4x17x16xf32>) outs(%t174 : tensor<2x17x4x16xf32>) permutation = [0, 2, 1, 3] loc("vit.layers.0.attention")
    %t176 = tensor.collapse_shape %t175 [[0], [1], [2, 3]] : tensor<2x17x4x16xf32> into tensor<2x17x64xf32> loc("vit.layers.0.attention")
    %t177 = tensor.collapse_shape %t176 [[0, 1], [2]] : tensor<2x17x64xf32> into tensor<34x64xf32> loc("vit.layers.0.attention.o_proj")
    %t178 = tensor.empty() : tensor<64x64xf32> loc("vit.layers.0.attention.o_proj")
    %t179 = linalg.transpose ins(%primals_11 : tensor<64x64xf32>) outs(%t178 : tensor<64x64xf32>) permutation = [1, 0] loc("vit.layers.0.attention.o_proj")
    %t180 = tensor.empty() : tensor<34x64xf32> loc("vit.layers.0.attention.o_proj")
    %t183 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%primals_12 : tensor<64xf32>) outs(%t180 : tensor<34x64xf32>) {
    ^bb0(%in181: f32, %out182: f32):
      linalg.yield %in181 : f32
    } -> tensor<34x64xf32> loc("vit.layers.0.attention.o_proj")
    %t184 = linalg.matmul ins(%t177, %t179 : tensor<34x64xf32>, tensor<64x64xf32>) outs(%t183 : tensor<34x64xf32>) -> tensor<34x64xf32> loc("vit.layers.0.attention.o_proj")
    %t185 = tensor.expand_shape %t184 [[0, 1], [2]] output_shape [2, 17, 64] : tensor<34x64xf32> into tensor<2x17x64xf32> loc("vit.layers.0.attention.o_proj")
    %t186 = tensor.empty() : tensor<2x17x64xf32> loc("vit.layers.0")
    %t191 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t185, %t22 : tensor<2x17x64xf32>, tensor<2x17x64xf32>) outs(%t186 : tensor<2x17x64xf32>) {
    ^bb0(%in187: f32, %in188: f32, %out189: f32):
      %s190 = arith.addf %in187, %in188 : f32
      linalg.yield %s190 : f32
    } -> tensor<2x17x64xf32> loc("vit.layers.0")
    %t192 = tensor.empty() : tensor<2x17xf32> loc("vit.layers.0.layernorm_after")
    %c193 = arith.constant 0.000000000e+00 : f32 loc("vit.layers.0.layernorm_after")
    %t194 = linalg.fill ins(%c193 : f32) outs(%t192 : tensor<2x17xf32>) -> tensor<2x17xf32> loc("vit.layers.0.layernorm_after")
    %t198 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t191 : tensor<2x17x64xf32>) outs(%t194 : tensor<2x17xf32>) {
    ^bb0(%in195: f32, %out196: f32):
      %s197 = arith.addf %out196, %in195 : f32
      linalg.yield %s197 : f32
    } -> tensor<2x17xf32> loc("vit.layers.0.layernorm_after")
    %t199 = tensor.empty() : tensor<2x17xf32> loc("vit.layers.0.layernorm_after")
    %t204 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t198 : tensor<2x17xf32>) outs(%t199 : tensor<2x17xf32>) {
    ^bb0(%in200: f32, %out201: f32):
      %s202 = arith.constant 1.562500000e-02 : f32
      %s203 = arith.mulf %in200, %s202 : f32
      linalg.yield %s203 : f32
    } -> tensor<2x17xf32> loc("vit.layers.0.layernorm_after")
    %t205 = tensor.expand_shape %t204 [[0], [1, 2]] output_shape [2, 17, 1] : tensor<2x17xf32> into tensor<2x17x1xf32> loc("vit.layers.0.layernorm_after")
    %t206 = tensor.empty() : tensor<2x17x64xf32> loc("vit.layers.0.layernorm_after")
    %t211 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t191, %t205 : tensor<2x17x64xf32>, tensor<2x17x1xf32>) outs(%t206 : tensor<2x17x64xf32>) {
    ^bb0(%in207: f32, %in208: f32, %out209: f32):
      %s210 = arith.subf %in207, %in208 : f32
      linalg.yield %s210 : f32
    } -> tensor<2x17x64xf32> loc("vit.layers.0.layernorm_after")
    %t212 = tensor.empty() : tensor<2x17x64xf32> loc("vit.layers.0.layernorm_after")
    %t216 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t211 : tensor<2x17x64xf32>) outs(%t212 : tensor<2x17x64xf32>) {
    ^bb0(%in213: f32, %out214: f32):
      %s215 = arith.mulf %in213, %in213 : f32
      linalg.yield %s215 : f32
    } -> tensor<2x17x64xf32> loc("vit.layers.0.layernorm_after")
    %t217 = tensor.empty() : tensor<2x17xf32> loc("vit.layers.0.layernorm_after")
    %c218 = arith.constant 0.000000000e+00 : f32 loc("vit.layers.0.layernorm_after")
    %t219 = linalg.fill ins(%c218 : f32) outs(%t217 : tensor<2x17xf32>) -> tensor<2x17xf32> loc("vit.layers.0.layernorm_after")
    %t223 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t216 : tensor<2x17x64xf32>) outs(%t219 : tensor<2x17xf32>) {
    ^bb0(%in220: f32, %out221: f32):
      %s222 = arith.addf %out221, %in220 : f32
      linalg.yield %s222 : f32
    } -> tensor<2x17xf32> loc("vit.layers.0.layernorm_after")
    %t224 = tensor.empty() : tensor<2x17xf32> loc("vit.layers.0.layernorm_after")
    %t229 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t223 : tensor<2x17xf32>) outs(%t224 : tensor<2x17xf32>) {
    ^bb0(%in225: f32, %out226: f32):
      %s227 = arith.constant 1.562500000e-02 : f32
      %s228 = arith.mulf %in225, %s227 : f32
      linalg.yield %s228 : f32
    } -> tensor<2x17xf32> loc("vit.layers.0.layernorm_after")
    %t230 = tensor.expand_shape %t229 [[0], [1, 2]] output_shape [2, 17, 1] : tensor<2x17xf32> into tensor<2x17x1xf32> loc("vit.layers.0.layernorm_after")
    %t231 = tensor.empty() : tensor<2x17x1xf32> loc("vit.layers.0.layernorm_after")
    %t237 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t230 : tensor<2x17x1xf32>) outs(%t231 : tensor<2x17x1xf32>) {
    ^bb0(%in232: f32, %out233: f32):
      %s234 = arith.constant 9.999999960e-13 : f32
      %s235 = arith.addf %in232, %s234 : f32
      %s236 = math.rsqrt %s235 : f32
      linalg.yield %s236 : f32
    } -> tensor<2x17x1xf32> loc("vit.layers.0.layernorm_after")
    %t238 = tensor.empty() : tensor<2x17x64xf32> loc("vit.layers.0.layernorm_after")
    %t243 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t211, %t237 : tensor<2x17x64xf32>, tensor<2x17x1xf32>) outs(%t238 : tensor<2x17x64xf32>) {
    ^bb0(%in239: f32, %in240: f32, %out241: f32):
      %s242 = arith.mulf %in239, %in240 : f32
      linalg.yield %s242 : f32
    } -> tensor<2x17x64xf32> loc("vit.layers.0.layernorm_after")
    %t244 = tensor.empty() : tensor<2x17x64xf32> loc("vit.layers.0.layernorm_after")
    %t249 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t243, %primals_15 : tensor<2x17x64xf32>, tensor<64xf32>) outs(%t244 : tensor<2x17x64xf32>) {
    ^bb0(%in245: f32, %in246: f32, %out247: f32):
      %s248 = arith.mulf %in245, %in246 : f32
      linalg.yield %s248 : f32
    } -> tensor<2x17x64xf32> loc("vit.layers.0.layernorm_after")
    %t250 = tensor.empty() : tensor<2x17x64xf32> loc("vit.layers.0.layernorm_after")
    %t255 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t249, %primals_16 : tensor<2x17x64xf32>, tensor<64xf32>) outs(%t250 : tensor<2x17x64xf32>) {
    ^bb0(%in251: f32, %in252: f32, %out253: f32):
      %s254 = arith.addf %in251, %in252 : f32
      linalg.yield %s254 : f32
    } -> tensor<2x17x64xf32> loc("vit.layers.0.layernorm_after")
    %t256 = tensor.collapse_shape %t255 [[0, 1], [2]] : tensor<2x17x64xf32> into tensor<34x64xf32> loc("vit.layers.0.mlp.fc1")
    %t257 = tensor.empty() : tensor<64x128xf32> loc("vit.layers.0.mlp.fc1")
    %t258 = linalg.transpose ins(%primals_17 : tensor<128x64xf32>) outs(%t257 : tensor<64x128xf32>) permutation = [1, 0] loc("vit.layers.0.mlp.fc1")
    %t259 = tensor.empty() : tensor<34x128xf32> loc("vit.layers.0.mlp.fc1")
    %t262 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%primals_18 : tensor<128xf32>) outs(%t259 : tensor<34x128xf32>) {
    ^bb0(%in260: f32, %out261: f32):
      linalg.yield %in260 : f32
    } -> tensor<34x128xf32> loc("vit.layers.0.mlp.fc1")
    %t263 = linalg.matmul ins(%t256, %t258 : tensor<34x64xf32>, tensor<64x128xf32>) outs(%t262 : tensor<34x128xf32>) -> tensor<34x128xf32> loc("vit.layers.0.mlp.fc1")
    %t264 = tensor.expand_shape %t263 [[0, 1], [2]] output_shape [2, 17, 128] : tensor<34x128xf32> into tensor<2x17x128xf32> loc("vit.layers.0.mlp.fc1")
    %t265 = tensor.empty() : tensor<2x17x128xf32> loc("vit.layers.0.mlp.activation_fn")
    %t301 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t264 : tensor<2x17x128xf32>) outs(%t265 : tensor<2x17x128xf32>) {
    ^bb0(%in266: f32, %out267: f32):
      %s268 = arith.constant 7.071067691e-01 : f32
      %s269 = arith.mulf %in266, %s268 : f32
      %s270 = math.absf %s269 : f32
      %s271 = arith.constant 1.000000000e+00 : f32
      %s272 = arith.constant 3.275910914e-01 : f32
      %s273 = arith.mulf %s272, %s270 : f32
      %s274 = arith.addf %s271, %s273 : f32
      %s275 = arith.divf %s271, %s274 : f32
      %s276 = arith.constant 1.061405420e+00 : f32
      %s277 = arith.mulf %s276, %s275 : f32
      %s278 = arith.constant -1.453152061e+00 : f32
      %s279 = arith.addf %s277, %s278 : f32
      %s280 = arith.mulf %s279, %s275 : f32
      %s281 = arith.constant 1.421413779e+00 : f32
      %s282 = arith.addf %s280, %s281 : f32
      %s283 = arith.mulf %s282, %s275 : f32
      %s284 = arith.constant -2.844967246e-01 : f32
      %s285 = arith.addf %s283, %s284 : f32
      %s286 = arith.mulf %s285, %s275 : f32
      %s287 = arith.constant 2.548295856e-01 : f32
      %s288 = arith.addf %s286, %s287 : f32
      %s289 = arith.mulf %s288, %s275 : f32
      %s290 = arith.mulf %s270, %s270 : f32
      %s291 = arith.negf %s290 : f32
      %s292 = math.exp %s291 : f32
      %s293 = arith.mulf %s289, %s292 : f32
      %s294 = arith.subf %s271, %s293 : f32
      %s295 = math.copysign %s294, %s269 : f32
      %s296 = arith.constant 5.000000000e-01 : f32
      %s297 = arith.mulf %s296, %in266 : f32
      %s298 = arith.constant 1.000000000e+00 : f32
      %s299 = arith.addf %s298, %s295 : f32
      %s300 = arith.mulf %s297, %s299 : f32
      linalg.yield %s300 : f32
    } -> tensor<2x17x128xf32> loc("vit.layers.0.mlp.activation_fn")
    %t302 = tensor.collapse_shape %t301 [[0, 1], [2]] : tensor<2x17x128xf32> into tensor<34x128xf32> loc("vit.layers.0.mlp.fc2")
    %t303 = tensor.empty() : tensor<128x64xf32> loc("vit.layers.0.mlp.fc2")
    %t304 = linalg.transpose ins(%primals_19 : tensor<64x128xf32>) outs(%t303 : tensor<128x64xf32>) permutation = [1, 0] loc("vit.layers.0.mlp.fc2")
    %t305 = tensor.empty() : tensor<34x64xf32> loc("vit.layers.0.mlp.fc2")
    %t308 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%primals_20 : tensor<64xf32>) outs(%t305 : tensor<34x64xf32>) {
    ^bb0(%in306: f32, %out307: f32):
      linalg.yield %in306 : f32
    } -> tensor<34x64xf32> loc("vit.layers.0.mlp.fc2")
    %t309 = linalg.matmul ins(%t302, %t304 : tensor<34x128xf32>, tensor<128x64xf32>) outs(%t308 : tensor<34x64xf32>) -> tensor<34x64xf32> loc("vit.layers.0.mlp.fc2")
    %t310 = tensor.expand_shape %t309 [[0, 1], [2]] output_shape [2, 17, 64] : tensor<34x64xf32> into tensor<2x17x64xf32> loc("vit.layers.0.mlp.fc2")
    %t311 = tensor.empty() : tensor<2x17x64xf32> loc("vit.layers.0")
    %t316 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t310, %t191 : tensor<2x17x64xf32>, tensor<2x17x64xf32>) outs(%t311 : tensor<2x17x64xf32>) {
    ^bb0(%in312: f32, %in313: f32, %out314: f32):
      %s315 = arith.addf %in312, %in313 : f32
      linalg.yield %s315 : f32
    } -> tensor<2x17x64xf32> loc("vit.layers.0")
    %t317 = tensor.empty() : tensor<2x17xf32> loc("vit.layers.1.layernorm_before")
    %c318 = arith.constant 0.000000000e+00 : f32 loc("vit.layers.1.layernorm_before")
    %t319 = linalg.fill ins(%c318 : f32) outs(%t317 : tensor<2x17xf32>) -> tensor<2x17xf32> loc("vit.layers.1.layernorm_before")
    %t323 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t316 : tensor<2x17x64xf32>) outs(%t319 : tensor<2x17xf32>) {
    ^bb0(%in320: f32, %out321: f32):
      %s322 = arith.addf %out321, %in320 : f32
      linalg.yield %s322 : f32
    } -> tensor<2x17xf32> loc("vit.layers.1.layernorm_before")
    %t324 = tensor.empty() : tensor<2x17xf32> loc("vit.layers.1.layernorm_before")
    %t329 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t323 : tensor<2x17xf32>) outs(%t324 : tensor<2x17xf32>) {
    ^bb0(%in325: f32, %out326: f32):
      %s327 = arith.constant 1.562500000e-02 : f32
      %s328 = arith.mulf %in325, %s327 : f32
      linalg.yield %s328 : f32
    } -> tensor<2x17xf32> loc("vit.layers.1.layernorm_before")
    %t330 = tensor.expand_shape %t329 [[0], [1, 2]] output_shape [2, 17, 1] : tensor<2x17xf32> into tensor<2x17x1xf32> loc("vit.layers.1.layernorm_before")
    %t331 = tensor.empty() : tensor<2x17x64xf32> loc("vit.layers.1.layernorm_before")
    %t336 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t316, %t330 : tensor<2x17x64xf32>, tensor<2x17x1xf32>) outs(%t331 : tensor<2x17x64xf32>) {
    ^bb0(%in332: f32, %in333: f32, %out334: f32):
      %s335 = arith.subf %in332, %in333 : f32
      linalg.yield %s335 : f32
    } -> tensor<2x17x64xf32> loc("vit.layers.1.layernorm_before")
    %t337 = tensor.empty() : tensor<2x17x64xf32> loc("vit.layers.1.layernorm_before")
    %t341 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t336 : tensor<2x17x64xf32>) outs(%t337 : tensor<2x17x64xf32>) {
    ^bb0(%in338: f32, %out339: f32):
      %s340 = arith.mulf %in338, %in338 : f32
      linalg.yield %s340 : f32
    } -> tensor<2x17x64xf32> loc("vit.layers.1.layernorm_before")
    %t342 = tensor.empty() : tensor<2x17xf32> loc("vit.layers.1.layernorm_before")
    %c343 = arith.constant 0.000000000e+00 : f32 loc("vit.layers.1.layernorm_before")
    %t344 = linalg.fill ins(%c343 : f32) outs(%t342 : tensor<2x17xf32>) -> tensor<2x17xf32> loc("vit.layers.1.layernorm_before")
    %t348 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t341 : tensor<2x17x64xf32>) outs(%t344 : tensor<2x17xf32>) {
    ^bb0(%in345: f32, %out346: f32):
      %s347 = arith.addf %out346, %in345 : f32
      linalg.yield %s347 : f32
    } -> tensor<2x17xf32> loc("vit.layers.1.layernorm_before")
    %t349 = tensor.empty() : tensor<2x17xf32> loc("vit.layers.1.layernorm_before")
    %t354 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t348 : tensor<2x17xf32>) outs(%t349 : tensor<2x17xf32>) {
    ^bb0(%in350: f32, %out351: f32):
      %s352 = arith.constant 1.562500000e-02 : f32
      %s353 = arith.mulf %in350, %s352 : f32
      linalg.yield %s353 : f32
    } -> tensor<2x17xf32> loc("vit.layers.1.layernorm_before")
    %t355 = tensor.expand_shape %t354 [[0], [1, 2]] output_shape [2, 17, 1] : tensor<2x17xf32> into tensor<2x17x1xf32> loc("vit.layers.1.layernorm_before")
    %t356 = tensor.empty() : tensor<2x17x1xf32> loc("vit.layers.1.layernorm_before")
    %t362 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t355 : tensor<2x17x1xf32>) outs(%t356 : tensor<2x17x1xf32>) {
    ^bb0(%in357: f32, %out358: f32):
      %s359 = arith.constant 9.999999960e-13 : f32
      %s360 = arith.addf %in357, %s359 : f32
      %s361 = math.rsqrt %s360 : f32
      linalg.yield %s361 : f32
    } -> tensor<2x17x1xf32> loc("vit.layers.1.layernorm_before")
    %t363 = tensor.empty() : tensor<2x17x64xf32> loc("vit.layers.1.layernorm_before")
    %t368 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t336, %t362 : tensor<2x17x64xf32>, tensor<2x17x1xf32>) outs(%t363 : tensor<2x17x64xf32>) {
    ^bb0(%in364: f32, %in365: f32, %out366: f32):
      %s367 = arith.mulf %in364, %in365 : f32
      linalg.yield %s367 : f32
    } -> tensor<2x17x64xf32> loc("vit.layers.1.layernorm_before")
    %t369 = tensor.empty() : tensor<2x17x64xf32> loc("vit.layers.1.layernorm_before")
    %t374 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t368, %primals_29 : tensor<2x17x64xf32>, tensor<64xf32>) outs(%t369 : tensor<2x17x64xf32>) {
    ^bb0(%in370: f32, %in371: f32, %out372: f32):
      %s373 = arith.mulf %in370, %in371 : f32
      linalg.yield %s373 : f32
    } -> tensor<2x17x64xf32> loc("vit.layers.1.layernorm_before")
    %t375 = tensor.empty() : tensor<2x17x64xf32> loc("vit.layers.1.layernorm_before")
    %t380 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t374, %primals_30 : tensor<2x17x64xf32>, tensor<64xf32>) outs(%t375 : tensor<2x17x64xf32>) {
    ^bb0(%in376: f32, %in377: f32, %out378: f32):
      %s379 = arith.addf %in376, %in377 : f32
      linalg.yield %s379 : f32
    } -> tensor<2x17x64xf32> loc("vit.layers.1.layernorm_before")
    %t381 = tensor.collapse_shape %t380 [[0, 1], [2]] : tensor<2x17x64xf32> into tensor<34x64xf32> loc("vit.layers.1.attention.q_proj")
    %t382 = tensor.empty() : tensor<64x64xf32> loc("vit.layers.1.attention.q_proj")
    %t383 = linalg.transpose ins(%primals_21 : tensor<64x64xf32>) outs(%t382 : tensor<64x64xf32>) permutation = [1, 0] loc("vit.layers.1.attention.q_proj")
    %t384 = tensor.empty() : tensor<34x64xf32> loc("vit.layers.1.attention.q_proj")
    %t387 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%primals_22 : tensor<64xf32>) outs(%t384 : tensor<34x64xf32>) {
    ^bb0(%in385: f32, %out386: f32):
      linalg.yield %in385 : f32
    } -> tensor<34x64xf32> loc("vit.layers.1.attention.q_proj")
    %t388 = linalg.matmul ins(%t381, %t383 : tensor<34x64xf32>, tensor<64x64xf32>) outs(%t387 : tensor<34x64xf32>) -> tensor<34x64xf32> loc("vit.layers.1.attention.q_proj")
    %t389 = tensor.expand_shape %t388 [[0, 1], [2]] output_shape [2, 17, 64] : tensor<34x64xf32> into tensor<2x17x64xf32> loc("vit.layers.1.attention.q_proj")
    %t390 = tensor.expand_shape %t389 [[0], [1], [2, 3]] output_shape [2, 17, 4, 16] : tensor<2x17x64xf32> into tensor<2x17x4x16xf32> loc("vit.layers.1.attention")
    %t391 = tensor.empty() : tensor<2x4x17x16xf32> loc("vit.layers.1.attention")
    %t392 = linalg.transpose ins(%t390 : tensor<2x17x4x16xf32>) outs(%t391 : tensor<2x4x17x16xf32>) permutation = [0, 2, 1, 3] loc("vit.layers.1.attention")
    %t393 = tensor.collapse_shape %t380 [[0, 1], [2]] : tensor<2x17x64xf32> into tensor<34x64xf32> loc("vit.layers.1.attention.k_proj")
    %t394 = tensor.empty() : tensor<64x64xf32> loc("vit.layers.1.attention.k_proj")
    %t395 = linalg.transpose ins(%primals_23 : tensor<64x64xf32>) outs(%t394 : tensor<64x64xf32>) permutation = [1, 0] loc("vit.layers.1.attention.k_proj")
    %t396 = tensor.empty() : tensor<34x64xf32> loc("vit.layers.1.attention.k_proj")
    %t399 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%primals_24 : tensor<64xf32>) outs(%t396 : tensor<34x64xf32>) {
    ^bb0(%in397: f32, %out398: f32):
      linalg.yield %in397 : f32
    } -> tensor<34x64xf32> loc("vit.layers.1.attention.k_proj")
    %t400 = linalg.matmul ins(%t393, %t395 : tensor<34x64xf32>, tensor<64x64xf32>) outs(%t399 : tensor<34x64xf32>) -> tensor<34x64xf32> loc("vit.layers.1.attention.k_proj")
    %t401 = tensor.expand_shape %t400 [[0, 1], [2]] output_shape [2, 17, 64] : tensor<34x64xf32> into tensor<2x17x64xf32> loc("vit.layers.1.attention.k_proj")
    %t402 = tensor.expand_shape %t401 [[0], [1], [2, 3]] output_shape [2, 17, 4, 16] : tensor<2x17x64xf32> into tensor<2x17x4x16xf32> loc("vit.layers.1.attention")
    %t403 = tensor.empty() : tensor<2x4x17x16xf32> loc("vit.layers.1.attention")
    %t404 = linalg.transpose ins(%t402 : tensor<2x17x4x16xf32>) outs(%t403 : tensor<2x4x17x16xf32>) permutation = [0, 2, 1, 3] loc("vit.layers.1.attention")
    %t405 = tensor.collapse_shape %t380 [[0, 1], [2]] : tensor<2x17x64xf32> into tensor<34x64xf32> loc("vit.layers.1.attention.v_proj")
    %t406 = tensor.empty() : tensor<64x64xf32> loc("vit.layers.1.attention.v_proj")
    %t407 = linalg.transpose ins(%primals_25 : tensor<64x64xf32>) outs(%t406 : tensor<64x64xf32>) permutation = [1, 0] loc("vit.layers.1.attention.v_proj")
    %t408 = tensor.empty() : tensor<34x64xf32> loc("vit.layers.1.attention.v_proj")
    %t411 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%primals_26 : tensor<64xf32>) outs(%t408 : tensor<34x64xf32>) {
    ^bb0(%in409: f32, %out410: f32):
      linalg.yield %in409 : f32
    } -> tensor<34x64xf32> loc("vit.layers.1.attention.v_proj")
    %t412 = linalg.matmul ins(%t405, %t407 : tensor<34x64xf32>, tensor<64x64xf32>) outs(%t411 : tensor<34x64xf32>) -> tensor<34x64xf32> loc("vit.layers.1.attention.v_proj")
    %t413 = tensor.expand_shape %t412 [[0, 1], [2]] output_shape [2, 17, 64] : tensor<34x64xf32> into tensor<2x17x64xf32> loc("vit.layers.1.attention.v_proj")
    %t414 = tensor.expand_shape %t413 [[0], [1], [2, 3]] output_shape [2, 17, 4, 16] : tensor<2x17x64xf32> into tensor<2x17x4x16xf32> loc("vit.layers.1.attention")
    %t415 = tensor.empty() : tensor<2x4x17x16xf32> loc("vit.layers.1.attention")
    %t416 = linalg.transpose ins(%t414 : tensor<2x17x4x16xf32>) outs(%t415 : tensor<2x4x17x16xf32>) permutation = [0, 2, 1, 3] loc("vit.layers.1.attention")
    %t417 = tensor.empty() : tensor<2x4x16x17xf32> loc("vit.layers.1.attention")
    %t418 = linalg.transpose ins(%t404 : tensor<2x4x17x16xf32>) outs(%t417 : tensor<2x4x16x17xf32>) permutation = [0, 1, 3, 2] loc("vit.layers.1.attention")
    %t419 = tensor.collapse_shape %t392 [[0, 1], [2], [3]] : tensor<2x4x17x16xf32> into tensor<8x17x16xf32> loc("vit.layers.1.attention")
    %t420 = tensor.collapse_shape %t418 [[0, 1], [2], [3]] : tensor<2x4x16x17xf32> into tensor<8x16x17xf32> loc("vit.layers.1.attention")
    %t421 = tensor.empty() : tensor<8x17x17xf32> loc("vit.layers.1.attention")
    %c422 = arith.constant 0.000000000e+00 : f32 loc("vit.layers.1.attention")
    %t423 = linalg.fill ins(%c422 : f32) outs(%t421 : tensor<8x17x17xf32>) -> tensor<8x17x17xf32> loc("vit.layers.1.attention")
    %t424 = linalg.batch_matmul ins(%t419, %t420 : tensor<8x17x16xf32>, tensor<8x16x17xf32>) outs(%t423 : tensor<8x17x17xf32>) -> tensor<8x17x17xf32> loc("vit.layers.1.attention")
    %t425 = tensor.expand_shape %t424 [[0, 1], [2], [3]] output_shape [2, 4, 17, 17] : tensor<8x17x17xf32> into tensor<2x4x17x17xf32> loc("vit.layers.1.attention")
    %t426 = tensor.empty() : tensor<2x4x17x17xf32> loc("vit.layers.1.attention")
    %t431 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t425 : tensor<2x4x17x17xf32>) outs(%t426 : tensor<2x4x17x17xf32>) {
    ^bb0(%in427: f32, %out428: f32):
      %s429 = arith.constant 2.500000000e-01 : f32
      %s430 = arith.mulf %in427, %s429 : f32
      linalg.yield %s430 : f32
    } -> tensor<2x4x17x17xf32> loc("vit.layers.1.attention")
    %t432 = tensor.empty() : tensor<2x4x17xf32> loc("vit.layers.1.attention")
    %c433 = arith.constant 0xFF800000 : f32 loc("vit.layers.1.attention")
    %t434 = linalg.fill ins(%c433 : f32) outs(%t432 : tensor<2x4x17xf32>) -> tensor<2x4x17xf32> loc("vit.layers.1.attention")
    %t438 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%t431 : tensor<2x4x17x17xf32>) outs(%t434 : tensor<2x4x17xf32>) {
    ^bb0(%in435: f32, %out436: f32):
      %s437 = arith.maximumf %out436, %in435 : f32
      linalg.yield %s437 : f32
    } -> tensor<2x4x17xf32> loc("vit.layers.1.attention")
    %t439 = tensor.expand_shape %t438 [[0], [1], [2, 3]] output_shape [2, 4, 17, 1] : tensor<2x4x17xf32> into tensor<2x4x17x1xf32> loc("vit.layers.1.attention")
    %t440 = tensor.empty() : tensor<2x4x17x17xf32> loc("vit.layers.1.attention")
    %t446 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t431, %t439 : tensor<2x4x17x17xf32>, tensor<2x4x17x1xf32>) outs(%t440 : tensor<2x4x17x17xf32>) {
    ^bb0(%in441: f32, %in442: f32, %out443: f32):
      %s444 = arith.subf %in441, %in442 : f32
      %s445 = math.exp %s444 : f32
      linalg.yield %s445 : f32
    } -> tensor<2x4x17x17xf32> loc("vit.layers.1.attention")
    %t447 = tensor.empty() : tensor<2x4x17xf32> loc("vit.layers.1.attention")
    %c448 = arith.constant 0.000000000e+00 : f32 loc("vit.layers.1.attention")
    %t449 = linalg.fill ins(%c448 : f32) outs(%t447 : tensor<2x4x17xf32>) -> tensor<2x4x17xf32> loc("vit.layers.1.attention")
    %t453 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%t446 : tensor<2x4x17x17xf32>) outs(%t449 : tensor<2x4x17xf32>) {
    ^bb0(%in450: f32, %out451: f32):
      %s452 = arith.addf %out451, %in450 : f32
      linalg.yield %s452 : f32
    } -> tensor<2x4x17xf32> loc("vit.layers.1.attention")
    %t454 = tensor.expand_shape %t453 [[0], [1], [2, 3]] output_shape [2, 4, 17, 1] : tensor<2x4x17xf32> into tensor<2x4x17x1xf32> loc("vit.layers.1.attention")
    %t455 = tensor.empty() : tensor<2x4x17x17xf32> loc("vit.layers.1.attention")
    %t460 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t446, %t454 : tensor<2x4x17x17xf32>, tensor<2x4x17x1xf32>) outs(%t455 : tensor<2x4x17x17xf32>) {
    ^bb0(%in456: f32, %in457: f32, %out458: f32):
      %s459 = arith.divf %in456, %in457 : f32
      linalg.yield %s459 : f32
    } -> tensor<2x4x17x17xf32> loc("vit.layers.1.attention")
    %t461 = tensor.collapse_shape %t460 [[0, 1], [2], [3]] : tensor<2x4x17x17xf32> into tensor<8x17x17xf32> loc("vit.layers.1.attention")
    %t462 = tensor.collapse_shape %t416 [[0, 1], [2], [3]] : tensor<2x4x17x16xf32> into tensor<8x17x16xf32> loc("vit.layers.1.attention")
    %t463 = tensor.empty() : tensor<8x17x16xf32> loc("vit.layers.1.attention")
    %c464 = arith.constant 0.000000000e+00 : f32 loc("vit.layers.1.attention")
    %t465 = linalg.fill ins(%c464 : f32) outs(%t463 : tensor<8x17x16xf32>) -> tensor<8x17x16xf32> loc("vit.layers.1.attention")
    %t466 = linalg.batch_matmul ins(%t461, %t462 : tensor<8x17x17xf32>, tensor<8x17x16xf32>) outs(%t465 : tensor<8x17x16xf32>) -> tensor<8x17x16xf32> loc("vit.layers.1.attention")
    %t467 = tensor.expand_shape %t466 [[0, 1], [2], [3]] output_shape [2, 4, 17, 16] : tensor<8x17x16xf32> into tensor<2x4x17x16xf32> loc("vit.layers.1.attention")
    %t468 = tensor.empty() : tensor<2x17x4x16xf32> loc("vit.layers.1.attention")
    %t469 = linalg.transpose ins(%t467 : tensor<2x4x17x16xf32>) outs(%t468 : tensor<2x17x4x16xf32>) permutation = [0, 2, 1, 3] loc("vit.layers.1.attention")
    %t470 = tensor.collapse_shape %t469 [[0], [1], [2, 3]] : tensor<2x17x4x16xf32> into tensor<2x17x64xf32> loc("vit.layers.1.attention")
    %t471 = tensor.collapse_shape %t470 [[0, 1], [2]] : tensor<2x17x64xf32> into tensor<34x64xf32> loc("vit.layers.1.attention.o_proj")
    %t472 = tensor.empty() : tensor<64x64xf32> loc("vit.layers.1.attention.o_proj")
    %t473 = linalg.transpose ins(%primals_27 : tensor<64x64xf32>) outs(%t472 : tensor<64x64xf32>) permutation = [1, 0] loc("vit.layers.1.attention.o_proj")
    %t474 = tensor.empty() : tensor<34x64xf32> loc("vit.layers.1.attention.o_proj")
    %t477 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%primals_28 : tensor<64xf32>) outs(%t474 : tensor<34x64xf32>) {
    ^bb0(%in475: f32, %out476: f32):
      linalg.yield %in475 : f32
    } -> tensor<34x64xf32> loc("vit.layers.1.attention.o_proj")
    %t478 = linalg.matmul ins(%t471, %t473 : tensor<34x64xf32>, tensor<64x64xf32>) outs(%t477 : tensor<34x64xf32>) -> tensor<34x64xf32> loc("vit.layers.1.attention.o_proj")
    %t479 = tensor.expand_shape %t478 [[0, 1], [2]] output_shape [2, 17, 64] : tensor<34x64xf32> into tensor<2x17x64xf32> loc("vit.layers.1.attention.o_proj")
    %t480 = tensor.empty() : tensor<2x17x64xf32> loc("vit.layers.1")
    %t485 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t479, %t316 : tensor<2x17x64xf32>, tensor<2x17x64xf32>) outs(%t480 : tensor<2x17x64xf32>) {
    ^bb0(%in481: f32, %in482: f32, %out483: f32):
      %s484 = arith.addf %in481, %in482 : f32
      linalg.yield %s484 : f32
    } -> tensor<2x17x64xf32> loc("vit.layers.1")
    %t486 = tensor.empty() : tensor<2x17xf32> loc("vit.layers.1.layernorm_after")
    %c487 = arith.constant 0.000000000e+00 : f32 loc("vit.layers.1.layernorm_after")
    %t488 = linalg.fill ins(%c487 : f32) outs(%t486 : tensor<2x17xf32>) -> tensor<2x17xf32> loc("vit.layers.1.layernorm_after")
    %t492 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t485 : tensor<2x17x64xf32>) outs(%t488 : tensor<2x17xf32>) {
    ^bb0(%in489: f32, %out490: f32):
      %s491 = arith.addf %out490, %in489 : f32
      linalg.yield %s491 : f32
    } -> tensor<2x17xf32> loc("vit.layers.1.layernorm_after")
    %t493 = tensor.empty() : tensor<2x17xf32> loc("vit.layers.1.layernorm_after")
    %t498 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t492 : tensor<2x17xf32>) outs(%t493 : tensor<2x17xf32>) {
    ^bb0(%in494: f32, %out495: f32):
      %s496 = arith.constant 1.562500000e-02 : f32
      %s497 = arith.mulf %in494, %s496 : f32
      linalg.yield %s497 : f32
    } -> tensor<2x17xf32> loc("vit.layers.1.layernorm_after")
    %t499 = tensor.expand_shape %t498 [[0], [1, 2]] output_shape [2, 17, 1] : tensor<2x17xf32> into tensor<2x17x1xf32> loc("vit.layers.1.layernorm_after")
    %t500 = tensor.empty() : tensor<2x17x64xf32> loc("vit.layers.1.layernorm_after")
    %t505 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t485, %t499 : tensor<2x17x64xf32>, tensor<2x17x1xf32>) outs(%t500 : tensor<2x17x64xf32>) {
    ^bb0(%in501: f32, %in502: f32, %out503: f32):
      %s504 = arith.subf %in501, %in502 : f32
      linalg.yield %s504 : f32
    } -> tensor<2x17x64xf32> loc("vit.layers.1.layernorm_after")
    %t506 = tensor.empty() : tensor<2x17x64xf32> loc("vit.layers.1.layernorm_after")
    %t510 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t505 : tensor<2x17x64xf32>) outs(%t506 : tensor<2x17x64xf32>) {
    ^bb0(%in507: f32, %out508: f32):
      %s509 = arith.mulf %in507, %in507 : f32
      linalg.yield %s509 : f32
    } -> tensor<2x17x64xf32> loc("vit.layers.1.layernorm_after")
    %t511 = tensor.empty() : tensor<2x17xf32> loc("vit.layers.1.layernorm_after")
    %c512 = arith.constant 0.000000000e+00 : f32 loc("vit.layers.1.layernorm_after")
    %t513 = linalg.fill ins(%c512 : f32) outs(%t511 : tensor<2x17xf32>) -> tensor<2x17xf32> loc("vit.layers.1.layernorm_after")
    %t517 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t510 : tensor<2x17x64xf32>) outs(%t513 : tensor<2x17xf32>) {
    ^bb0(%in514: f32, %out515: f32):
      %s516 = arith.addf %out515, %in514 : f32
      linalg.yield %s516 : f32
    } -> tensor<2x17xf32> loc("vit.layers.1.layernorm_after")
    %t518 = tensor.empty() : tensor<2x17xf32> loc("vit.layers.1.layernorm_after")
    %t523 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t517 : tensor<2x17xf32>) outs(%t518 : tensor<2x17xf32>) {
    ^bb0(%in519: f32, %out520: f32):
      %s521 = arith.constant 1.562500000e-02 : f32
      %s522 = arith.mulf %in519, %s521 : f32
      linalg.yield %s522 : f32
    } -> tensor<2x17xf32> loc("vit.layers.1.layernorm_after")
    %t524 = tensor.expand_shape %t523 [[0], [1, 2]] output_shape [2, 17, 1] : tensor<2x17xf32> into tensor<2x17x1xf32> loc("vit.layers.1.layernorm_after")
    %t525 = tensor.empty() : tensor<2x17x1xf32> loc("vit.layers.1.layernorm_after")
    %t531 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t524 : tensor<2x17x1xf32>) outs(%t525 : tensor<2x17x1xf32>) {
    ^bb0(%in526: f32, %out527: f32):
      %s528 = arith.constant 9.999999960e-13 : f32
      %s529 = arith.addf %in526, %s528 : f32
      %s530 = math.rsqrt %s529 : f32
      linalg.yield %s530 : f32
    } -> tensor<2x17x1xf32> loc("vit.layers.1.layernorm_after")
    %t532 = tensor.empty() : tensor<2x17x64xf32> loc("vit.layers.1.layernorm_after")
    %t537 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t505, %t531 : tensor<2x17x64xf32>, tensor<2x17x1xf32>) outs(%t532 : tensor<2x17x64xf32>) {
    ^bb0(%in533: f32, %in534: f32, %out535: f32):
      %s536 = arith.mulf %in533, %in534 : f32
      linalg.yield %s536 : f32
    } -> tensor<2x17x64xf32> loc("vit.layers.1.layernorm_after")
    %t538 = tensor.empty() : tensor<2x17x64xf32> loc("vit.layers.1.layernorm_after")
    %t543 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t537, %primals_31 : tensor<2x17x64xf32>, tensor<64xf32>) outs(%t538 : tensor<2x17x64xf32>) {
    ^bb0(%in539: f32, %in540: f32, %out541: f32):
      %s542 = arith.mulf %in539, %in540 : f32
      linalg.yield %s542 : f32
    } -> tensor<2x17x64xf32> loc("vit.layers.1.layernorm_after")
    %t544 = tensor.empty() : tensor<2x17x64xf32> loc("vit.layers.1.layernorm_after")
    %t549 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t543, %primals_32 : tensor<2x17x64xf32>, tensor<64xf32>) outs(%t544 : tensor<2x17x64xf32>) {
    ^bb0(%in545: f32, %in546: f32, %out547: f32):
      %s548 = arith.addf %in545, %in546 : f32
      linalg.yield %s548 : f32
    } -> tensor<2x17x64xf32> loc("vit.layers.1.layernorm_after")
    %t550 = tensor.collapse_shape %t549 [[0, 1], [2]] : tensor<2x17x64xf32> into tensor<34x64xf32> loc("vit.layers.1.mlp.fc1")
    %t551 = tensor.empty() : tensor<64x128xf32> loc("vit.layers.1.mlp.fc1")
    %t552 = linalg.transpose ins(%primals_33 : tensor<128x64xf32>) outs(%t551 : tensor<64x128xf32>) permutation = [1, 0] loc("vit.layers.1.mlp.fc1")
    %t553 = tensor.empty() : tensor<34x128xf32> loc("vit.layers.1.mlp.fc1")
    %t556 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%primals_34 : tensor<128xf32>) outs(%t553 : tensor<34x128xf32>) {
    ^bb0(%in554: f32, %out555: f32):
      linalg.yield %in554 : f32
    } -> tensor<34x128xf32> loc("vit.layers.1.mlp.fc1")
    %t557 = linalg.matmul ins(%t550, %t552 : tensor<34x64xf32>, tensor<64x128xf32>) outs(%t556 : tensor<34x128xf32>) -> tensor<34x128xf32> loc("vit.layers.1.mlp.fc1")
    %t558 = tensor.expand_shape %t557 [[0, 1], [2]] output_shape [2, 17, 128] : tensor<34x128xf32> into tensor<2x17x128xf32> loc("vit.layers.1.mlp.fc1")
    %t559 = tensor.empty() : tensor<2x17x128xf32> loc("vit.layers.1.mlp.activation_fn")
    %t595 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t558 : tensor<2x17x128xf32>) outs(%t559 : tensor<2x17x128xf32>) {
    ^bb0(%in560: f32, %out561: f32):
      %s562 = arith.constant 7.071067691e-01 : f32
      %s563 = arith.mulf %in560, %s562 : f32
      %s564 = math.absf %s563 : f32
      %s565 = arith.constant 1.000000000e+00 : f32
      %s566 = arith.constant 3.275910914e-01 : f32
      %s567 = arith.mulf %s566, %s564 : f32
      %s568 = arith.addf %s565, %s567 : f32
      %s569 = arith.divf %s565, %s568 : f32
      %s570 = arith.constant 1.061405420e+00 : f32
      %s571 = arith.mulf %s570, %s569 : f32
      %s572 = arith.constant -1.453152061e+00 : f32
      %s573 = arith.addf %s571, %s572 : f32
      %s574 = arith.mulf %s573, %s569 : f32
      %s575 = arith.constant 1.421413779e+00 : f32
      %s576 = arith.addf %s574, %s575 : f32
      %s577 = arith.mulf %s576, %s569 : f32
      %s578 = arith.constant -2.844967246e-01 : f32
      %s579 = arith.addf %s577, %s578 : f32
      %s580 = arith.mulf %s579, %s569 : f32
      %s581 = arith.constant 2.548295856e-01 : f32
      %s582 = arith.addf %s580, %s581 : f32
      %s583 = arith.mulf %s582, %s569 : f32
      %s584 = arith.mulf %s564, %s564 : f32
      %s585 = arith.negf %s584 : f32
      %s586 = math.exp %s585 : f32
      %s587 = arith.mulf %s583, %s586 : f32
      %s588 = arith.subf %s565, %s587 : f32
      %s589 = math.copysign %s588, %s563 : f32
      %s590 = arith.constant 5.000000000e-01 : f32
      %s591 = arith.mulf %s590, %in560 : f32
      %s592 = arith.constant 1.000000000e+00 : f32
      %s593 = arith.addf %s592, %s589 : f32
      %s594 = arith.mulf %s591, %s593 : f32
      linalg.yield %s594 : f32
    } -> tensor<2x17x128xf32> loc("vit.layers.1.mlp.activation_fn")
    %t596 = tensor.collapse_shape %t595 [[0, 1], [2]] : tensor<2x17x128xf32> into tensor<34x128xf32> loc("vit.layers.1.mlp.fc2")
    %t597 = tensor.empty() : tensor<128x64xf32> loc("vit.layers.1.mlp.fc2")
    %t598 = linalg.transpose ins(%primals_35 : tensor<64x128xf32>) outs(%t597 : tensor<128x64xf32>) permutation = [1, 0] loc("vit.layers.1.mlp.fc2")
    %t599 = tensor.empty() : tensor<34x64xf32> loc("vit.layers.1.mlp.fc2")
    %t602 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%primals_36 : tensor<64xf32>) outs(%t599 : tensor<34x64xf32>) {
    ^bb0(%in600: f32, %out601: f32):
      linalg.yield %in600 : f32
    } -> tensor<34x64xf32> loc("vit.layers.1.mlp.fc2")
    %t603 = linalg.matmul ins(%t596, %t598 : tensor<34x128xf32>, tensor<128x64xf32>) outs(%t602 : tensor<34x64xf32>) -> tensor<34x64xf32> loc("vit.layers.1.mlp.fc2")
    %t604 = tensor.expand_shape %t603 [[0, 1], [2]] output_shape [2, 17, 64] : tensor<34x64xf32> into tensor<2x17x64xf32> loc("vit.layers.1.mlp.fc2")
    %t605 = tensor.empty() : tensor<2x17x64xf32> loc("vit.layers.1")
    %t610 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t604, %t485 : tensor<2x17x64xf32>, tensor<2x17x64xf32>) outs(%t605 : tensor<2x17x64xf32>) {
    ^bb0(%in606: f32, %in607: f32, %out608: f32):
      %s609 = arith.addf %in606, %in607 : f32
      linalg.yield %s609 : f32
    } -> tensor<2x17x64xf32> loc("vit.layers.1")
    %t611 = tensor.empty() : tensor<2x17xf32> loc("vit.layernorm")
    %c612 = arith.constant 0.000000000e+00 : f32 loc("vit.layernorm")
    %t613 = linalg.fill ins(%c612 : f32) outs(%t611 : tensor<2x17xf32>) -> tensor<2x17xf32> loc("vit.layernorm")
    %t617 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t610 : tensor<2x17x64xf32>) outs(%t613 : tensor<2x17xf32>) {
    ^bb0(%in614: f32, %out615: f32):
      %s616 = arith.addf %out615, %in614 : f32
      linalg.yield %s616 : f32
    } -> tensor<2x17xf32> loc("vit.layernorm")
    %t618 = tensor.empty() : tensor<2x17xf32> loc("vit.layernorm")
    %t623 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t617 : tensor<2x17xf32>) outs(%t618 : tensor<2x17xf32>) {
    ^bb0(%in619: f32, %out620: f32):
      %s621 = arith.constant 1.562500000e-02 : f32
      %s622 = arith.mulf %in619, %s621 : f32
      linalg.yield %s622 : f32
    } -> tensor<2x17xf32> loc("vit.layernorm")
    %t624 = tensor.expand_shape %t623 [[0], [1, 2]] output_shape [2, 17, 1] : tensor<2x17xf32> into tensor<2x17x1xf32> loc("vit.layernorm")
    %t625 = tensor.empty() : tensor<2x17x64xf32> loc("vit.layernorm")
    %t630 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t610, %t624 : tensor<2x17x64xf32>, tensor<2x17x1xf32>) outs(%t625 : tensor<2x17x64xf32>) {
    ^bb0(%in626: f32, %in627: f32, %out628: f32):
      %s629 = arith.subf %in626, %in627 : f32
      linalg.yield %s629 : f32
    } -> tensor<2x17x64xf32> loc("vit.layernorm")
    %t631 = tensor.empty() : tensor<2x17x64xf32> loc("vit.layernorm")
    %t635 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t630 : tensor<2x17x64xf32>) outs(%t631 : tensor<2x17x64xf32>) {
    ^bb0(%in632: f32, %out633: f32):
      %s634 = arith.mulf %in632, %in632 : f32
      linalg.yield %s634 : f32
    } -> tensor<2x17x64xf32> loc("vit.layernorm")
    %t636 = tensor.empty() : tensor<2x17xf32> loc("vit.layernorm")
    %c637 = arith.constant 0.000000000e+00 : f32 loc("vit.layernorm")
    %t638 = linalg.fill ins(%c637 : f32) outs(%t636 : tensor<2x17xf32>) -> tensor<2x17xf32> loc("vit.layernorm")
    %t642 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t635 : tensor<2x17x64xf32>) outs(%t638 : tensor<2x17xf32>) {
    ^bb0(%in639: f32, %out640: f32):
      %s641 = arith.addf %out640, %in639 : f32
      linalg.yield %s641 : f32
    } -> tensor<2x17xf32> loc("vit.layernorm")
    %t643 = tensor.empty() : tensor<2x17xf32> loc("vit.layernorm")
    %t648 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t642 : tensor<2x17xf32>) outs(%t643 : tensor<2x17xf32>) {
    ^bb0(%in644: f32, %out645: f32):
      %s646 = arith.constant 1.562500000e-02 : f32
      %s647 = arith.mulf %in644, %s646 : f32
      linalg.yield %s647 : f32
    } -> tensor<2x17xf32> loc("vit.layernorm")
    %t649 = tensor.expand_shape %t648 [[0], [1, 2]] output_shape [2, 17, 1] : tensor<2x17xf32> into tensor<2x17x1xf32> loc("vit.layernorm")
    %t650 = tensor.empty() : tensor<2x17x1xf32> loc("vit.layernorm")
    %t656 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t649 : tensor<2x17x1xf32>) outs(%t650 : tensor<2x17x1xf32>) {
    ^bb0(%in651: f32, %out652: f32):
      %s653 = arith.constant 9.999999960e-13 : f32
      %s654 = arith.addf %in651, %s653 : f32
      %s655 = math.rsqrt %s654 : f32
      linalg.yield %s655 : f32
    } -> tensor<2x17x1xf32> loc("vit.layernorm")
    %t657 = tensor.empty() : tensor<2x17x64xf32> loc("vit.layernorm")
    %t662 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t630, %t656 : tensor<2x17x64xf32>, tensor<2x17x1xf32>) outs(%t657 : tensor<2x17x64xf32>) {
    ^bb0(%in658: f32, %in659: f32, %out660: f32):
      %s661 = arith.mulf %in658, %in659 : f32
      linalg.yield %s661 : f32
    } -> tensor<2x17x64xf32> loc("vit.layernorm")
    %t663 = tensor.empty() : tensor<2x17x64xf32> loc("vit.layernorm")
    %t668 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t662, %primals_37 : tensor<2x17x64xf32>, tensor<64xf32>) outs(%t663 : tensor<2x17x64xf32>) {
    ^bb0(%in664: f32, %in665: f32, %out666: f32):
      %s667 = arith.mulf %in664, %in665 : f32
      linalg.yield %s667 : f32
    } -> tensor<2x17x64xf32> loc("vit.layernorm")
    %t669 = tensor.empty() : tensor<2x17x64xf32> loc("vit.layernorm")
    %t674 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t668, %primals_38 : tensor<2x17x64xf32>, tensor<64xf32>) outs(%t669 : tensor<2x17x64xf32>) {
    ^bb0(%in670: f32, %in671: f32, %out672: f32):
      %s673 = arith.addf %in670, %in671 : f32
      linalg.yield %s673 : f32
    } -> tensor<2x17x64xf32> loc("vit.layernorm")
    %t675 = tensor.extract_slice %t674[0, 0, 0] [2, 1, 64] [1, 1, 1] : tensor<2x17x64xf32> to tensor<2x1x64xf32> loc("root.select")
    %t676 = tensor.collapse_shape %t675 [[0], [1, 2]] : tensor<2x1x64xf32> into tensor<2x64xf32> loc("root.select")
    %t677 = tensor.empty() : tensor<64x10xf32> loc("classifier")
    %t678 = linalg.transpose ins(%primals_39 : tensor<10x64xf32>) outs(%t677 : tensor<64x10xf32>) permutation = [1, 0] loc("classifier")
    %t679 = tensor.empty() : tensor<2x10xf32> loc("classifier")
    %t682 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%primals_40 : tensor<10xf32>) outs(%t679 : tensor<2x10xf32>) {
    ^bb0(%in680: f32, %out681: f32):
      linalg.yield %in680 : f32
    } -> tensor<2x10xf32> loc("classifier")
    %t683 = linalg.matmul ins(%t676, %t678 : tensor<2x64xf32>, tensor<64x10xf32>) outs(%t682 : tensor<2x10xf32>) -> tensor<2x10xf32> loc("classifier")
    %t684 = tensor.empty() : tensor<2xf32> loc("root._log_softmax")
    %c685 = arith.constant 0xFF800000 : f32 loc("root._log_softmax")
    %t686 = linalg.fill ins(%c685 : f32) outs(%t684 : tensor<2xf32>) -> tensor<2xf32> loc("root._log_softmax")
    %t690 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%t683 : tensor<2x10xf32>) outs(%t686 : tensor<2xf32>) {
    ^bb0(%in687: f32, %out688: f32):
      %s689 = arith.maximumf %out688, %in687 : f32
      linalg.yield %s689 : f32
    } -> tensor<2xf32> loc("root._log_softmax")
    %t691 = tensor.expand_shape %t690 [[0, 1]] output_shape [2, 1] : tensor<2xf32> into tensor<2x1xf32> loc("root._log_softmax")
    %t692 = tensor.empty() : tensor<2x10xf32> loc("root._log_softmax")
    %t697 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t683, %t691 : tensor<2x10xf32>, tensor<2x1xf32>) outs(%t692 : tensor<2x10xf32>) {
    ^bb0(%in693: f32, %in694: f32, %out695: f32):
      %s696 = arith.subf %in693, %in694 : f32
      linalg.yield %s696 : f32
    } -> tensor<2x10xf32> loc("root._log_softmax")
    %t698 = tensor.empty() : tensor<2x10xf32> loc("root._log_softmax")
    %t702 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t697 : tensor<2x10xf32>) outs(%t698 : tensor<2x10xf32>) {
    ^bb0(%in699: f32, %out700: f32):
      %s701 = math.exp %in699 : f32
      linalg.yield %s701 : f32
    } -> tensor<2x10xf32> loc("root._log_softmax")
    %t703 = tensor.empty() : tensor<2xf32> loc("root._log_softmax")
    %c704 = arith.constant 0.000000000e+00 : f32 loc("root._log_softmax")
    %t705 = linalg.fill ins(%c704 : f32) outs(%t703 : tensor<2xf32>) -> tensor<2xf32> loc("root._log_softmax")
    %t709 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%t702 : tensor<2x10xf32>) outs(%t705 : tensor<2xf32>) {
    ^bb0(%in706: f32, %out707: f32):
      %s708 = arith.addf %out707, %in706 : f32
      linalg.yield %s708 : f32
    } -> tensor<2xf32> loc("root._log_softmax")
    %t710 = tensor.expand_shape %t709 [[0, 1]] output_shape [2, 1] : tensor<2xf32> into tensor<2x1xf32> loc("root._log_softmax")
    %t711 = tensor.empty() : tensor<2x10xf32> loc("root._log_softmax")
    %t717 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t697, %t710 : tensor<2x10xf32>, tensor<2x1xf32>) outs(%t711 : tensor<2x10xf32>) {
    ^bb0(%in712: f32, %in713: f32, %out714: f32):
      %s715 = math.log %in713 : f32
      %s716 = arith.subf %in712, %s715 : f32
      linalg.yield %s716 : f32
    } -> tensor<2x10xf32> loc("root._log_softmax")
    %t718 = tensor.empty() : tensor<2x10xf32> loc("root.mul_2")
    %t723 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%primals_42, %t717 : tensor<2x10xf32>, tensor<2x10xf32>) outs(%t718 : tensor<2x10xf32>) {
    ^bb0(%in719: f32, %in720: f32, %out721: f32):
      %s722 = arith.mulf %in719, %in720 : f32
      linalg.yield %s722 : f32
    } -> tensor<2x10xf32> loc("root.mul_2")
    %t724 = tensor.empty() : tensor<2xf32> loc("root.sum_1")
    %c725 = arith.constant 0.000000000e+00 : f32 loc("root.sum_1")
    %t726 = linalg.fill ins(%c725 : f32) outs(%t724 : tensor<2xf32>) -> tensor<2xf32> loc("root.sum_1")
    %t730 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%t723 : tensor<2x10xf32>) outs(%t726 : tensor<2xf32>) {
    ^bb0(%in727: f32, %out728: f32):
      %s729 = arith.addf %out728, %in727 : f32
      linalg.yield %s729 : f32
    } -> tensor<2xf32> loc("root.sum_1")
    %t731 = tensor.empty() : tensor<f32> loc("root.mean")
    %c732 = arith.constant 0.000000000e+00 : f32 loc("root.mean")
    %t733 = linalg.fill ins(%c732 : f32) outs(%t731 : tensor<f32>) -> tensor<f32> loc("root.mean")
    %t737 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%t730 : tensor<2xf32>) outs(%t733 : tensor<f32>) {
    ^bb0(%in734: f32, %out735: f32):
      %s736 = arith.addf %out735, %in734 : f32
      linalg.yield %s736 : f32
    } -> tensor<f32> loc("root.mean")
    %t738 = tensor.empty() : tensor<f32> loc("root.mean")
    %t743 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%t737 : tensor<f32>) outs(%t738 : tensor<f32>) {
    ^bb0(%in739: f32, %out740: f32):
      %s741 = arith.constant 5.000000000e-01 : f32
      %s742 = arith.mulf %in739, %s741 : f32
      linalg.yield %s742 : f32
    } -> tensor<f32> loc("root.mean")
    %t744 = tensor.empty() : tensor<f32> loc("root.neg")
    %t748 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%t743 : tensor<f32>) outs(%t744 : tensor<f32>) {
    ^bb0(%in745: f32, %out746: f32):
      %s747 = arith.negf %in745 : f32
      linalg.yield %s747 : f32
    } -> tensor<f32> loc("root.neg")
    %t749 = tensor.empty() : tensor<f32> loc("backward.neg_1")
    %t753 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%tangents_1 : tensor<f32>) outs(%t749 : tensor<f32>) {
    ^bb0(%in750: f32, %out751: f32):
      %s752 = arith.negf %in750 : f32
      linalg.yield %s752 : f32
    } -> tensor<f32> loc("backward.neg_1")
    %t754 = tensor.empty() : tensor<2xf32> loc("backward.expand_9")
    %t757 = linalg.generic {indexing_maps = [affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t753 : tensor<f32>) outs(%t754 : tensor<2xf32>) {
    ^bb0(%in755: f32, %out756: f32):
      linalg.yield %in755 : f32
    } -> tensor<2xf32> loc("backward.expand_9")
    %t758 = tensor.empty() : tensor<2xf32> loc("backward.div")
    %t763 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t757 : tensor<2xf32>) outs(%t758 : tensor<2xf32>) {
    ^bb0(%in759: f32, %out760: f32):
      %s761 = arith.constant 2.000000000e+00 : f32
      %s762 = arith.divf %in759, %s761 : f32
      linalg.yield %s762 : f32
    } -> tensor<2xf32> loc("backward.div")
    %t764 = tensor.expand_shape %t763 [[0, 1]] output_shape [2, 1] : tensor<2xf32> into tensor<2x1xf32> loc("backward.unsqueeze")
    %t765 = tensor.empty() : tensor<2x10xf32> loc("backward.expand_10")
    %t768 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t764 : tensor<2x1xf32>) outs(%t765 : tensor<2x10xf32>) {
    ^bb0(%in766: f32, %out767: f32):
      linalg.yield %in766 : f32
    } -> tensor<2x10xf32> loc("backward.expand_10")
    %t769 = tensor.empty() : tensor<2x10xf32> loc("backward.mul_3")
    %t774 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t768, %primals_42 : tensor<2x10xf32>, tensor<2x10xf32>) outs(%t769 : tensor<2x10xf32>) {
    ^bb0(%in770: f32, %in771: f32, %out772: f32):
      %s773 = arith.mulf %in770, %in771 : f32
      linalg.yield %s773 : f32
    } -> tensor<2x10xf32> loc("backward.mul_3")
    %t775 = tensor.empty() : tensor<2x10xf32> loc("backward.exp")
    %t779 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t717 : tensor<2x10xf32>) outs(%t775 : tensor<2x10xf32>) {
    ^bb0(%in776: f32, %out777: f32):
      %s778 = math.exp %in776 : f32
      linalg.yield %s778 : f32
    } -> tensor<2x10xf32> loc("backward.exp")
    %t780 = tensor.empty() : tensor<2xf32> loc("backward.sum_2")
    %c781 = arith.constant 0.000000000e+00 : f32 loc("backward.sum_2")
    %t782 = linalg.fill ins(%c781 : f32) outs(%t780 : tensor<2xf32>) -> tensor<2xf32> loc("backward.sum_2")
    %t786 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%t774 : tensor<2x10xf32>) outs(%t782 : tensor<2xf32>) {
    ^bb0(%in783: f32, %out784: f32):
      %s785 = arith.addf %out784, %in783 : f32
      linalg.yield %s785 : f32
    } -> tensor<2xf32> loc("backward.sum_2")
    %t787 = tensor.expand_shape %t786 [[0, 1]] output_shape [2, 1] : tensor<2xf32> into tensor<2x1xf32> loc("backward.sum_2")
    %t788 = tensor.empty() : tensor<2x10xf32> loc("backward.mul_4")
    %t793 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t779, %t787 : tensor<2x10xf32>, tensor<2x1xf32>) outs(%t788 : tensor<2x10xf32>) {
    ^bb0(%in789: f32, %in790: f32, %out791: f32):
      %s792 = arith.mulf %in789, %in790 : f32
      linalg.yield %s792 : f32
    } -> tensor<2x10xf32> loc("backward.mul_4")
    %t794 = tensor.empty() : tensor<2x10xf32> loc("backward.sub")
    %t799 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t774, %t793 : tensor<2x10xf32>, tensor<2x10xf32>) outs(%t794 : tensor<2x10xf32>) {
    ^bb0(%in795: f32, %in796: f32, %out797: f32):
      %s798 = arith.subf %in795, %in796 : f32
      linalg.yield %s798 : f32
    } -> tensor<2x10xf32> loc("backward.sub")
    %t800 = tensor.empty() : tensor<10x64xf32> loc("backward.classifier")
    %t801 = linalg.transpose ins(%t678 : tensor<64x10xf32>) outs(%t800 : tensor<10x64xf32>) permutation = [1, 0] loc("backward.classifier")
    %t802 = tensor.empty() : tensor<2x64xf32> loc("backward.classifier")
    %c803 = arith.constant 0.000000000e+00 : f32 loc("backward.classifier")
    %t804 = linalg.fill ins(%c803 : f32) outs(%t802 : tensor<2x64xf32>) -> tensor<2x64xf32> loc("backward.classifier")
    %t805 = linalg.matmul ins(%t799, %t801 : tensor<2x10xf32>, tensor<10x64xf32>) outs(%t804 : tensor<2x64xf32>) -> tensor<2x64xf32> loc("backward.classifier")
    %t806 = tensor.empty() : tensor<10x2xf32> loc("backward.classifier")
    %t807 = linalg.transpose ins(%t799 : tensor<2x10xf32>) outs(%t806 : tensor<10x2xf32>) permutation = [1, 0] loc("backward.classifier")
    %t808 = tensor.empty() : tensor<10x64xf32> loc("backward.classifier")
    %c809 = arith.constant 0.000000000e+00 : f32 loc("backward.classifier")
    %t810 = linalg.fill ins(%c809 : f32) outs(%t808 : tensor<10x64xf32>) -> tensor<10x64xf32> loc("backward.classifier")
    %t811 = linalg.matmul ins(%t807, %t676 : tensor<10x2xf32>, tensor<2x64xf32>) outs(%t810 : tensor<10x64xf32>) -> tensor<10x64xf32> loc("backward.classifier")
    %t812 = tensor.empty() : tensor<64x10xf32> loc("backward.classifier")
    %t813 = linalg.transpose ins(%t811 : tensor<10x64xf32>) outs(%t812 : tensor<64x10xf32>) permutation = [1, 0] loc("backward.classifier")
    %t814 = tensor.empty() : tensor<10xf32> loc("backward.classifier")
    %c815 = arith.constant 0.000000000e+00 : f32 loc("backward.classifier")
    %t816 = linalg.fill ins(%c815 : f32) outs(%t814 : tensor<10xf32>) -> tensor<10xf32> loc("backward.classifier")
    %t820 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%t799 : tensor<2x10xf32>) outs(%t816 : tensor<10xf32>) {
    ^bb0(%in817: f32, %out818: f32):
      %s819 = arith.addf %out818, %in817 : f32
      linalg.yield %s819 : f32
    } -> tensor<10xf32> loc("backward.classifier")
    %t821 = tensor.expand_shape %t820 [[0, 1]] output_shape [1, 10] : tensor<10xf32> into tensor<1x10xf32> loc("backward.classifier")
    %t822 = tensor.collapse_shape %t821 [[0, 1]] : tensor<1x10xf32> into tensor<10xf32> loc("backward.classifier")
    %t823 = tensor.empty() : tensor<10x64xf32> loc("backward.classifier")
    %t824 = linalg.transpose ins(%t813 : tensor<64x10xf32>) outs(%t823 : tensor<10x64xf32>) permutation = [1, 0] loc("backward.classifier")
    %t825 = tensor.expand_shape %t805 [[0], [1, 2]] output_shape [2, 1, 64] : tensor<2x64xf32> into tensor<2x1x64xf32> loc("backward.unsqueeze_1")
    %t826 = tensor.empty() : tensor<2x17x64xf32> loc("backward.expand_11")
    %t829 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, 0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t825 : tensor<2x1x64xf32>) outs(%t826 : tensor<2x17x64xf32>) {
    ^bb0(%in827: f32, %out828: f32):
      linalg.yield %in827 : f32
    } -> tensor<2x17x64xf32> loc("backward.expand_11")
    %cst830 = arith.constant dense<[[[true], [false], [false], [false], [false], [false], [false], [false], [false], [false], [false], [false], [false], [false], [false], [false], [false]]]> : tensor<1x17x1xi1> loc("backward.where")
    %cst831 = arith.constant dense<0.000000000e+00> : tensor<2x17x64xf32> loc("backward.where")
    %t832 = tensor.empty() : tensor<2x17x64xf32> loc("backward.where")
    %t838 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst830, %t829, %cst831 : tensor<1x17x1xi1>, tensor<2x17x64xf32>, tensor<2x17x64xf32>) outs(%t832 : tensor<2x17x64xf32>) {
    ^bb0(%in833: i1, %in834: f32, %in835: f32, %out836: f32):
      %s837 = arith.select %in833, %in834, %in835 : f32
      linalg.yield %s837 : f32
    } -> tensor<2x17x64xf32> loc("backward.where")
    %t839 = tensor.empty() : tensor<2x17x64xf32> loc("backward.vit.layernorm")
    %t844 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t610, %t624 : tensor<2x17x64xf32>, tensor<2x17x1xf32>) outs(%t839 : tensor<2x17x64xf32>) {
    ^bb0(%in840: f32, %in841: f32, %out842: f32):
      %s843 = arith.subf %in840, %in841 : f32
      linalg.yield %s843 : f32
    } -> tensor<2x17x64xf32> loc("backward.vit.layernorm")
    %t845 = tensor.empty() : tensor<2x17x64xf32> loc("backward.vit.layernorm")
    %t850 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t844, %t656 : tensor<2x17x64xf32>, tensor<2x17x1xf32>) outs(%t845 : tensor<2x17x64xf32>) {
    ^bb0(%in846: f32, %in847: f32, %out848: f32):
      %s849 = arith.mulf %in846, %in847 : f32
      linalg.yield %s849 : f32
    } -> tensor<2x17x64xf32> loc("backward.vit.layernorm")
    %t851 = tensor.empty() : tensor<2x17x64xf32> loc("backward.vit.layernorm")
    %t856 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t838, %primals_37 : tensor<2x17x64xf32>, tensor<64xf32>) outs(%t851 : tensor<2x17x64xf32>) {
    ^bb0(%in852: f32, %in853: f32, %out854: f32):
      %s855 = arith.mulf %in852, %in853 : f32
      linalg.yield %s855 : f32
    } -> tensor<2x17x64xf32> loc("backward.vit.layernorm")
    %t857 = tensor.empty() : tensor<2x17x64xf32> loc("backward.vit.layernorm")
    %t862 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t856 : tensor<2x17x64xf32>) outs(%t857 : tensor<2x17x64xf32>) {
    ^bb0(%in858: f32, %out859: f32):
      %s860 = arith.constant 6.400000000e+01 : f32
      %s861 = arith.mulf %in858, %s860 : f32
      linalg.yield %s861 : f32
    } -> tensor<2x17x64xf32> loc("backward.vit.layernorm")
    %t863 = tensor.empty() : tensor<2x17xf32> loc("backward.vit.layernorm")
    %c864 = arith.constant 0.000000000e+00 : f32 loc("backward.vit.layernorm")
    %t865 = linalg.fill ins(%c864 : f32) outs(%t863 : tensor<2x17xf32>) -> tensor<2x17xf32> loc("backward.vit.layernorm")
    %t869 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t856 : tensor<2x17x64xf32>) outs(%t865 : tensor<2x17xf32>) {
    ^bb0(%in866: f32, %out867: f32):
      %s868 = arith.addf %out867, %in866 : f32
      linalg.yield %s868 : f32
    } -> tensor<2x17xf32> loc("backward.vit.layernorm")
    %t870 = tensor.expand_shape %t869 [[0], [1, 2]] output_shape [2, 17, 1] : tensor<2x17xf32> into tensor<2x17x1xf32> loc("backward.vit.layernorm")
    %t871 = tensor.empty() : tensor<2x17x64xf32> loc("backward.vit.layernorm")
    %t876 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t856, %t850 : tensor<2x17x64xf32>, tensor<2x17x64xf32>) outs(%t871 : tensor<2x17x64xf32>) {
    ^bb0(%in872: f32, %in873: f32, %out874: f32):
      %s875 = arith.mulf %in872, %in873 : f32
      linalg.yield %s875 : f32
    } -> tensor<2x17x64xf32> loc("backward.vit.layernorm")
    %t877 = tensor.empty() : tensor<2x17xf32> loc("backward.vit.layernorm")
    %c878 = arith.constant 0.000000000e+00 : f32 loc("backward.vit.layernorm")
    %t879 = linalg.fill ins(%c878 : f32) outs(%t877 : tensor<2x17xf32>) -> tensor<2x17xf32> loc("backward.vit.layernorm")
    %t883 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t876 : tensor<2x17x64xf32>) outs(%t879 : tensor<2x17xf32>) {
    ^bb0(%in880: f32, %out881: f32):
      %s882 = arith.addf %out881, %in880 : f32
      linalg.yield %s882 : f32
    } -> tensor<2x17xf32> loc("backward.vit.layernorm")
    %t884 = tensor.expand_shape %t883 [[0], [1, 2]] output_shape [2, 17, 1] : tensor<2x17xf32> into tensor<2x17x1xf32> loc("backward.vit.layernorm")
    %t885 = tensor.empty() : tensor<2x17x64xf32> loc("backward.vit.layernorm")
    %t890 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t850, %t884 : tensor<2x17x64xf32>, tensor<2x17x1xf32>) outs(%t885 : tensor<2x17x64xf32>) {
    ^bb0(%in886: f32, %in887: f32, %out888: f32):
      %s889 = arith.mulf %in886, %in887 : f32
      linalg.yield %s889 : f32
    } -> tensor<2x17x64xf32> loc("backward.vit.layernorm")
    %t891 = tensor.empty() : tensor<2x17x64xf32> loc("backward.vit.layernorm")
    %t896 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t862, %t870 : tensor<2x17x64xf32>, tensor<2x17x1xf32>) outs(%t891 : tensor<2x17x64xf32>) {
    ^bb0(%in892: f32, %in893: f32, %out894: f32):
      %s895 = arith.subf %in892, %in893 : f32
      linalg.yield %s895 : f32
    } -> tensor<2x17x64xf32> loc("backward.vit.layernorm")
    %t897 = tensor.empty() : tensor<2x17x64xf32> loc("backward.vit.layernorm")
    %t902 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t896, %t890 : tensor<2x17x64xf32>, tensor<2x17x64xf32>) outs(%t897 : tensor<2x17x64xf32>) {
    ^bb0(%in898: f32, %in899: f32, %out900: f32):
      %s901 = arith.subf %in898, %in899 : f32
      linalg.yield %s901 : f32
    } -> tensor<2x17x64xf32> loc("backward.vit.layernorm")
    %t903 = tensor.empty() : tensor<2x17x1xf32> loc("backward.vit.layernorm")
    %t908 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t656 : tensor<2x17x1xf32>) outs(%t903 : tensor<2x17x1xf32>) {
    ^bb0(%in904: f32, %out905: f32):
      %s906 = arith.constant 6.400000000e+01 : f32
      %s907 = arith.divf %in904, %s906 : f32
      linalg.yield %s907 : f32
    } -> tensor<2x17x1xf32> loc("backward.vit.layernorm")
    %t909 = tensor.empty() : tensor<2x17x64xf32> loc("backward.vit.layernorm")
    %t914 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t908, %t902 : tensor<2x17x1xf32>, tensor<2x17x64xf32>) outs(%t909 : tensor<2x17x64xf32>) {
    ^bb0(%in910: f32, %in911: f32, %out912: f32):
      %s913 = arith.mulf %in910, %in911 : f32
      linalg.yield %s913 : f32
    } -> tensor<2x17x64xf32> loc("backward.vit.layernorm")
    %t915 = tensor.empty() : tensor<2x17x64xf32> loc("backward.vit.layernorm")
    %t920 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t838, %t850 : tensor<2x17x64xf32>, tensor<2x17x64xf32>) outs(%t915 : tensor<2x17x64xf32>) {
    ^bb0(%in916: f32, %in917: f32, %out918: f32):
      %s919 = arith.mulf %in916, %in917 : f32
      linalg.yield %s919 : f32
    } -> tensor<2x17x64xf32> loc("backward.vit.layernorm")
    %t921 = tensor.empty() : tensor<64xf32> loc("backward.vit.layernorm")
    %c922 = arith.constant 0.000000000e+00 : f32 loc("backward.vit.layernorm")
    %t923 = linalg.fill ins(%c922 : f32) outs(%t921 : tensor<64xf32>) -> tensor<64xf32> loc("backward.vit.layernorm")
    %t927 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%t920 : tensor<2x17x64xf32>) outs(%t923 : tensor<64xf32>) {
    ^bb0(%in924: f32, %out925: f32):
      %s926 = arith.addf %out925, %in924 : f32
      linalg.yield %s926 : f32
    } -> tensor<64xf32> loc("backward.vit.layernorm")
    %t928 = tensor.empty() : tensor<64xf32> loc("backward.vit.layernorm")
    %c929 = arith.constant 0.000000000e+00 : f32 loc("backward.vit.layernorm")
    %t930 = linalg.fill ins(%c929 : f32) outs(%t928 : tensor<64xf32>) -> tensor<64xf32> loc("backward.vit.layernorm")
    %t934 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%t838 : tensor<2x17x64xf32>) outs(%t930 : tensor<64xf32>) {
    ^bb0(%in931: f32, %out932: f32):
      %s933 = arith.addf %out932, %in931 : f32
      linalg.yield %s933 : f32
    } -> tensor<64xf32> loc("backward.vit.layernorm")
    %t935 = tensor.collapse_shape %t914 [[0, 1], [2]] : tensor<2x17x64xf32> into tensor<34x64xf32> loc("backward.vit.layers.1.mlp.fc2")
    %t936 = tensor.empty() : tensor<64x128xf32> loc("backward.vit.layers.1.mlp.fc2")
    %t937 = linalg.transpose ins(%t598 : tensor<128x64xf32>) outs(%t936 : tensor<64x128xf32>) permutation = [1, 0] loc("backward.vit.layers.1.mlp.fc2")
    %t938 = tensor.empty() : tensor<34x128xf32> loc("backward.vit.layers.1.mlp.fc2")
    %c939 = arith.constant 0.000000000e+00 : f32 loc("backward.vit.layers.1.mlp.fc2")
    %t940 = linalg.fill ins(%c939 : f32) outs(%t938 : tensor<34x128xf32>) -> tensor<34x128xf32> loc("backward.vit.layers.1.mlp.fc2")
    %t941 = linalg.matmul ins(%t935, %t937 : tensor<34x64xf32>, tensor<64x128xf32>) outs(%t940 : tensor<34x128xf32>) -> tensor<34x128xf32> loc("backward.vit.layers.1.mlp.fc2")
    %t942 = tensor.empty() : tensor<64x34xf32> loc("backward.vit.layers.1.mlp.fc2")
    %t943 = linalg.transpose ins(%t935 : tensor<34x64xf32>) outs(%t942 : tensor<64x34xf32>) permutation = [1, 0] loc("backward.vit.layers.1.mlp.fc2")
    %t944 = tensor.empty() : tensor<64x128xf32> loc("backward.vit.layers.1.mlp.fc2")
    %c945 = arith.constant 0.000000000e+00 : f32 loc("backward.vit.layers.1.mlp.fc2")
    %t946 = linalg.fill ins(%c945 : f32) outs(%t944 : tensor<64x128xf32>) -> tensor<64x128xf32> loc("backward.vit.layers.1.mlp.fc2")
    %t947 = linalg.matmul ins(%t943, %t596 : tensor<64x34xf32>, tensor<34x128xf32>) outs(%t946 : tensor<64x128xf32>) -> tensor<64x128xf32> loc("backward.vit.layers.1.mlp.fc2")
    %t948 = tensor.empty() : tensor<128x64xf32> loc("backward.vit.layers.1.mlp.fc2")
    %t949 = linalg.transpose ins(%t947 : tensor<64x128xf32>) outs(%t948 : tensor<128x64xf32>) permutation = [1, 0] loc("backward.vit.layers.1.mlp.fc2")
    %t950 = tensor.empty() : tensor<64xf32> loc("backward.vit.layers.1.mlp.fc2")
    %c951 = arith.constant 0.000000000e+00 : f32 loc("backward.vit.layers.1.mlp.fc2")
    %t952 = linalg.fill ins(%c951 : f32) outs(%t950 : tensor<64xf32>) -> tensor<64xf32> loc("backward.vit.layers.1.mlp.fc2")
    %t956 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%t935 : tensor<34x64xf32>) outs(%t952 : tensor<64xf32>) {
    ^bb0(%in953: f32, %out954: f32):
      %s955 = arith.addf %out954, %in953 : f32
      linalg.yield %s955 : f32
    } -> tensor<64xf32> loc("backward.vit.layers.1.mlp.fc2")
    %t957 = tensor.expand_shape %t956 [[0, 1]] output_shape [1, 64] : tensor<64xf32> into tensor<1x64xf32> loc("backward.vit.layers.1.mlp.fc2")
    %t958 = tensor.collapse_shape %t957 [[0, 1]] : tensor<1x64xf32> into tensor<64xf32> loc("backward.vit.layers.1.mlp.fc2")
    %t959 = tensor.empty() : tensor<64x128xf32> loc("backward.vit.layers.1.mlp.fc2")
    %t960 = linalg.transpose ins(%t949 : tensor<128x64xf32>) outs(%t959 : tensor<64x128xf32>) permutation = [1, 0] loc("backward.vit.layers.1.mlp.fc2")
    %t961 = tensor.expand_shape %t941 [[0, 1], [2]] output_shape [2, 17, 128] : tensor<34x128xf32> into tensor<2x17x128xf32> loc("backward.vit.layers.1.mlp.fc2")
    %t962 = tensor.empty() : tensor<2x17x128xf32> loc("backward.vit.layers.1.mlp.activation_fn")
    %t967 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t558 : tensor<2x17x128xf32>) outs(%t962 : tensor<2x17x128xf32>) {
    ^bb0(%in963: f32, %out964: f32):
      %s965 = arith.constant 7.071067691e-01 : f32
      %s966 = arith.mulf %in963, %s965 : f32
      linalg.yield %s966 : f32
    } -> tensor<2x17x128xf32> loc("backward.vit.layers.1.mlp.activation_fn")
    %t968 = tensor.empty() : tensor<2x17x128xf32> loc("backward.vit.layers.1.mlp.activation_fn")
    %t997 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t967 : tensor<2x17x128xf32>) outs(%t968 : tensor<2x17x128xf32>) {
    ^bb0(%in969: f32, %out970: f32):
      %s971 = math.absf %in969 : f32
      %s972 = arith.constant 1.000000000e+00 : f32
      %s973 = arith.constant 3.275910914e-01 : f32
      %s974 = arith.mulf %s973, %s971 : f32
      %s975 = arith.addf %s972, %s974 : f32
      %s976 = arith.divf %s972, %s975 : f32
      %s977 = arith.constant 1.061405420e+00 : f32
      %s978 = arith.mulf %s977, %s976 : f32
      %s979 = arith.constant -1.453152061e+00 : f32
      %s980 = arith.addf %s978, %s979 : f32
      %s981 = arith.mulf %s980, %s976 : f32
      %s982 = arith.constant 1.421413779e+00 : f32
      %s983 = arith.addf %s981, %s982 : f32
      %s984 = arith.mulf %s983, %s976 : f32
      %s985 = arith.constant -2.844967246e-01 : f32
      %s986 = arith.addf %s984, %s985 : f32
      %s987 = arith.mulf %s986, %s976 : f32
      %s988 = arith.constant 2.548295856e-01 : f32
      %s989 = arith.addf %s987, %s988 : f32
      %s990 = arith.mulf %s989, %s976 : f32
      %s991 = arith.mulf %s971, %s971 : f32
      %s992 = arith.negf %s991 : f32
      %s993 = math.exp %s992 : f32
      %s994 = arith.mulf %s990, %s993 : f32
      %s995 = arith.subf %s972, %s994 : f32
      %s996 = math.copysign %s995, %in969 : f32
      linalg.yield %s996 : f32
    } -> tensor<2x17x128xf32> loc("backward.vit.layers.1.mlp.activation_fn")
    %t998 = tensor.empty() : tensor<2x17x128xf32> loc("backward.vit.layers.1.mlp.activation_fn")
    %t1003 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t997 : tensor<2x17x128xf32>) outs(%t998 : tensor<2x17x128xf32>) {
    ^bb0(%in999: f32, %out1000: f32):
      %s1001 = arith.constant 1.000000000e+00 : f32
      %s1002 = arith.addf %in999, %s1001 : f32
      linalg.yield %s1002 : f32
    } -> tensor<2x17x128xf32> loc("backward.vit.layers.1.mlp.activation_fn")
    %t1004 = tensor.empty() : tensor<2x17x128xf32> loc("backward.vit.layers.1.mlp.activation_fn")
    %t1009 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1003 : tensor<2x17x128xf32>) outs(%t1004 : tensor<2x17x128xf32>) {
    ^bb0(%in1005: f32, %out1006: f32):
      %s1007 = arith.constant 5.000000000e-01 : f32
      %s1008 = arith.mulf %in1005, %s1007 : f32
      linalg.yield %s1008 : f32
    } -> tensor<2x17x128xf32> loc("backward.vit.layers.1.mlp.activation_fn")
    %t1010 = tensor.empty() : tensor<2x17x128xf32> loc("backward.vit.layers.1.mlp.activation_fn")
    %t1015 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t558, %t558 : tensor<2x17x128xf32>, tensor<2x17x128xf32>) outs(%t1010 : tensor<2x17x128xf32>) {
    ^bb0(%in1011: f32, %in1012: f32, %out1013: f32):
      %s1014 = arith.mulf %in1011, %in1012 : f32
      linalg.yield %s1014 : f32
    } -> tensor<2x17x128xf32> loc("backward.vit.layers.1.mlp.activation_fn")
    %t1016 = tensor.empty() : tensor<2x17x128xf32> loc("backward.vit.layers.1.mlp.activation_fn")
    %t1021 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1015 : tensor<2x17x128xf32>) outs(%t1016 : tensor<2x17x128xf32>) {
    ^bb0(%in1017: f32, %out1018: f32):
      %s1019 = arith.constant -5.000000000e-01 : f32
      %s1020 = arith.mulf %in1017, %s1019 : f32
      linalg.yield %s1020 : f32
    } -> tensor<2x17x128xf32> loc("backward.vit.layers.1.mlp.activation_fn")
    %t1022 = tensor.empty() : tensor<2x17x128xf32> loc("backward.vit.layers.1.mlp.activation_fn")
    %t1026 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1021 : tensor<2x17x128xf32>) outs(%t1022 : tensor<2x17x128xf32>) {
    ^bb0(%in1023: f32, %out1024: f32):
      %s1025 = math.exp %in1023 : f32
      linalg.yield %s1025 : f32
    } -> tensor<2x17x128xf32> loc("backward.vit.layers.1.mlp.activation_fn")
    %t1027 = tensor.empty() : tensor<2x17x128xf32> loc("backward.vit.layers.1.mlp.activation_fn")
    %t1032 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1026 : tensor<2x17x128xf32>) outs(%t1027 : tensor<2x17x128xf32>) {
    ^bb0(%in1028: f32, %out1029: f32):
      %s1030 = arith.constant 3.989422917e-01 : f32
      %s1031 = arith.mulf %in1028, %s1030 : f32
      linalg.yield %s1031 : f32
    } -> tensor<2x17x128xf32> loc("backward.vit.layers.1.mlp.activation_fn")
    %t1033 = tensor.empty() : tensor<2x17x128xf32> loc("backward.vit.layers.1.mlp.activation_fn")
    %t1038 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t558, %t1032 : tensor<2x17x128xf32>, tensor<2x17x128xf32>) outs(%t1033 : tensor<2x17x128xf32>) {
    ^bb0(%in1034: f32, %in1035: f32, %out1036: f32):
      %s1037 = arith.mulf %in1034, %in1035 : f32
      linalg.yield %s1037 : f32
    } -> tensor<2x17x128xf32> loc("backward.vit.layers.1.mlp.activation_fn")
    %t1039 = tensor.empty() : tensor<2x17x128xf32> loc("backward.vit.layers.1.mlp.activation_fn")
    %t1044 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1009, %t1038 : tensor<2x17x128xf32>, tensor<2x17x128xf32>) outs(%t1039 : tensor<2x17x128xf32>) {
    ^bb0(%in1040: f32, %in1041: f32, %out1042: f32):
      %s1043 = arith.addf %in1040, %in1041 : f32
      linalg.yield %s1043 : f32
    } -> tensor<2x17x128xf32> loc("backward.vit.layers.1.mlp.activation_fn")
    %t1045 = tensor.empty() : tensor<2x17x128xf32> loc("backward.vit.layers.1.mlp.activation_fn")
    %t1050 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t961, %t1044 : tensor<2x17x128xf32>, tensor<2x17x128xf32>) outs(%t1045 : tensor<2x17x128xf32>) {
    ^bb0(%in1046: f32, %in1047: f32, %out1048: f32):
      %s1049 = arith.mulf %in1046, %in1047 : f32
      linalg.yield %s1049 : f32
    } -> tensor<2x17x128xf32> loc("backward.vit.layers.1.mlp.activation_fn")
    %t1051 = tensor.collapse_shape %t1050 [[0, 1], [2]] : tensor<2x17x128xf32> into tensor<34x128xf32> loc("backward.vit.layers.1.mlp.fc1")
    %t1052 = tensor.empty() : tensor<128x64xf32> loc("backward.vit.layers.1.mlp.fc1")
    %t1053 = linalg.transpose ins(%t552 : tensor<64x128xf32>) outs(%t1052 : tensor<128x64xf32>) permutation = [1, 0] loc("backward.vit.layers.1.mlp.fc1")
    %t1054 = tensor.empty() : tensor<34x64xf32> loc("backward.vit.layers.1.mlp.fc1")
    %c1055 = arith.constant 0.000000000e+00 : f32 loc("backward.vit.layers.1.mlp.fc1")
    %t1056 = linalg.fill ins(%c1055 : f32) outs(%t1054 : tensor<34x64xf32>) -> tensor<34x64xf32> loc("backward.vit.layers.1.mlp.fc1")
    %t1057 = linalg.matmul ins(%t1051, %t1053 : tensor<34x128xf32>, tensor<128x64xf32>) outs(%t1056 : tensor<34x64xf32>) -> tensor<34x64xf32> loc("backward.vit.layers.1.mlp.fc1")
    %t1058 = tensor.empty() : tensor<128x34xf32> loc("backward.vit.layers.1.mlp.fc1")
    %t1059 = linalg.transpose ins(%t1051 : tensor<34x128xf32>) outs(%t1058 : tensor<128x34xf32>) permutation = [1, 0] loc("backward.vit.layers.1.mlp.fc1")
    %t1060 = tensor.empty() : tensor<128x64xf32> loc("backward.vit.layers.1.mlp.fc1")
    %c1061 = arith.constant 0.000000000e+00 : f32 loc("backward.vit.layers.1.mlp.fc1")
    %t1062 = linalg.fill ins(%c1061 : f32) outs(%t1060 : tensor<128x64xf32>) -> tensor<128x64xf32> loc("backward.vit.layers.1.mlp.fc1")
    %t1063 = linalg.matmul ins(%t1059, %t550 : tensor<128x34xf32>, tensor<34x64xf32>) outs(%t1062 : tensor<128x64xf32>) -> tensor<128x64xf32> loc("backward.vit.layers.1.mlp.fc1")
    %t1064 = tensor.empty() : tensor<64x128xf32> loc("backward.vit.layers.1.mlp.fc1")
    %t1065 = linalg.transpose ins(%t1063 : tensor<128x64xf32>) outs(%t1064 : tensor<64x128xf32>) permutation = [1, 0] loc("backward.vit.layers.1.mlp.fc1")
    %t1066 = tensor.empty() : tensor<128xf32> loc("backward.vit.layers.1.mlp.fc1")
    %c1067 = arith.constant 0.000000000e+00 : f32 loc("backward.vit.layers.1.mlp.fc1")
    %t1068 = linalg.fill ins(%c1067 : f32) outs(%t1066 : tensor<128xf32>) -> tensor<128xf32> loc("backward.vit.layers.1.mlp.fc1")
    %t1072 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%t1051 : tensor<34x128xf32>) outs(%t1068 : tensor<128xf32>) {
    ^bb0(%in1069: f32, %out1070: f32):
      %s1071 = arith.addf %out1070, %in1069 : f32
      linalg.yield %s1071 : f32
    } -> tensor<128xf32> loc("backward.vit.layers.1.mlp.fc1")
    %t1073 = tensor.expand_shape %t1072 [[0, 1]] output_shape [1, 128] : tensor<128xf32> into tensor<1x128xf32> loc("backward.vit.layers.1.mlp.fc1")
    %t1074 = tensor.collapse_shape %t1073 [[0, 1]] : tensor<1x128xf32> into tensor<128xf32> loc("backward.vit.layers.1.mlp.fc1")
    %t1075 = tensor.empty() : tensor<128x64xf32> loc("backward.vit.layers.1.mlp.fc1")
    %t1076 = linalg.transpose ins(%t1065 : tensor<64x128xf32>) outs(%t1075 : tensor<128x64xf32>) permutation = [1, 0] loc("backward.vit.layers.1.mlp.fc1")
    %t1077 = tensor.expand_shape %t1057 [[0, 1], [2]] output_shape [2, 17, 64] : tensor<34x64xf32> into tensor<2x17x64xf32> loc("backward.vit.layers.1.mlp.fc1")
    %t1078 = tensor.empty() : tensor<2x17x64xf32> loc("backward.vit.layers.1.layernorm_after")
    %t1083 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t485, %t499 : tensor<2x17x64xf32>, tensor<2x17x1xf32>) outs(%t1078 : tensor<2x17x64xf32>) {
    ^bb0(%in1079: f32, %in1080: f32, %out1081: f32):
      %s1082 = arith.subf %in1079, %in1080 : f32
      linalg.yield %s1082 : f32
    } -> tensor<2x17x64xf32> loc("backward.vit.layers.1.layernorm_after")
    %t1084 = tensor.empty() : tensor<2x17x64xf32> loc("backward.vit.layers.1.layernorm_after")
    %t1089 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1083, %t531 : tensor<2x17x64xf32>, tensor<2x17x1xf32>) outs(%t1084 : tensor<2x17x64xf32>) {
    ^bb0(%in1085: f32, %in1086: f32, %out1087: f32):
      %s1088 = arith.mulf %in1085, %in1086 : f32
      linalg.yield %s1088 : f32
    } -> tensor<2x17x64xf32> loc("backward.vit.layers.1.layernorm_after")
    %t1090 = tensor.empty() : tensor<2x17x64xf32> loc("backward.vit.layers.1.layernorm_after")
    %t1095 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1077, %primals_31 : tensor<2x17x64xf32>, tensor<64xf32>) outs(%t1090 : tensor<2x17x64xf32>) {
    ^bb0(%in1091: f32, %in1092: f32, %out1093: f32):
      %s1094 = arith.mulf %in1091, %in1092 : f32
      linalg.yield %s1094 : f32
    } -> tensor<2x17x64xf32> loc("backward.vit.layers.1.layernorm_after")
    %t1096 = tensor.empty() : tensor<2x17x64xf32> loc("backward.vit.layers.1.layernorm_after")
    %t1101 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1095 : tensor<2x17x64xf32>) outs(%t1096 : tensor<2x17x64xf32>) {
    ^bb0(%in1097: f32, %out1098: f32):
      %s1099 = arith.constant 6.400000000e+01 : f32
      %s1100 = arith.mulf %in1097, %s1099 : f32
      linalg.yield %s1100 : f32
    } -> tensor<2x17x64xf32> loc("backward.vit.layers.1.layernorm_after")
    %t1102 = tensor.empty() : tensor<2x17xf32> loc("backward.vit.layers.1.layernorm_after")
    %c1103 = arith.constant 0.000000000e+00 : f32 loc("backward.vit.layers.1.layernorm_after")
    %t1104 = linalg.fill ins(%c1103 : f32) outs(%t1102 : tensor<2x17xf32>) -> tensor<2x17xf32> loc("backward.vit.layers.1.layernorm_after")
    %t1108 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t1095 : tensor<2x17x64xf32>) outs(%t1104 : tensor<2x17xf32>) {
    ^bb0(%in1105: f32, %out1106: f32):
      %s1107 = arith.addf %out1106, %in1105 : f32
      linalg.yield %s1107 : f32
    } -> tensor<2x17xf32> loc("backward.vit.layers.1.layernorm_after")
    %t1109 = tensor.expand_shape %t1108 [[0], [1, 2]] output_shape [2, 17, 1] : tensor<2x17xf32> into tensor<2x17x1xf32> loc("backward.vit.layers.1.layernorm_after")
    %t1110 = tensor.empty() : tensor<2x17x64xf32> loc("backward.vit.layers.1.layernorm_after")
    %t1115 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1095, %t1089 : tensor<2x17x64xf32>, tensor<2x17x64xf32>) outs(%t1110 : tensor<2x17x64xf32>) {
    ^bb0(%in1111: f32, %in1112: f32, %out1113: f32):
      %s1114 = arith.mulf %in1111, %in1112 : f32
      linalg.yield %s1114 : f32
    } -> tensor<2x17x64xf32> loc("backward.vit.layers.1.layernorm_after")
    %t1116 = tensor.empty() : tensor<2x17xf32> loc("backward.vit.layers.1.layernorm_after")
    %c1117 = arith.constant 0.000000000e+00 : f32 loc("backward.vit.layers.1.layernorm_after")
    %t1118 = linalg.fill ins(%c1117 : f32) outs(%t1116 : tensor<2x17xf32>) -> tensor<2x17xf32> loc("backward.vit.layers.1.layernorm_after")
    %t1122 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t1115 : tensor<2x17x64xf32>) outs(%t1118 : tensor<2x17xf32>) {
    ^bb0(%in1119: f32, %out1120: f32):
      %s1121 = arith.addf %out1120, %in1119 : f32
      linalg.yield %s1121 : f32
    } -> tensor<2x17xf32> loc("backward.vit.layers.1.layernorm_after")
    %t1123 = tensor.expand_shape %t1122 [[0], [1, 2]] output_shape [2, 17, 1] : tensor<2x17xf32> into tensor<2x17x1xf32> loc("backward.vit.layers.1.layernorm_after")
    %t1124 = tensor.empty() : tensor<2x17x64xf32> loc("backward.vit.layers.1.layernorm_after")
    %t1129 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1089, %t1123 : tensor<2x17x64xf32>, tensor<2x17x1xf32>) outs(%t1124 : tensor<2x17x64xf32>) {
    ^bb0(%in1125: f32, %in1126: f32, %out1127: f32):
      %s1128 = arith.mulf %in1125, %in1126 : f32
      linalg.yield %s1128 : f32
    } -> tensor<2x17x64xf32> loc("backward.vit.layers.1.layernorm_after")
    %t1130 = tensor.empty() : tensor<2x17x64xf32> loc("backward.vit.layers.1.layernorm_after")
    %t1135 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1101, %t1109 : tensor<2x17x64xf32>, tensor<2x17x1xf32>) outs(%t1130 : tensor<2x17x64xf32>) {
    ^bb0(%in1131: f32, %in1132: f32, %out1133: f32):
      %s1134 = arith.subf %in1131, %in1132 : f32
      linalg.yield %s1134 : f32
    } -> tensor<2x17x64xf32> loc("backward.vit.layers.1.layernorm_after")
    %t1136 = tensor.empty() : tensor<2x17x64xf32> loc("backward.vit.layers.1.layernorm_after")
    %t1141 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1135, %t1129 : tensor<2x17x64xf32>, tensor<2x17x64xf32>) outs(%t1136 : tensor<2x17x64xf32>) {
    ^bb0(%in1137: f32, %in1138: f32, %out1139: f32):
      %s1140 = arith.subf %in1137, %in1138 : f32
      linalg.yield %s1140 : f32
    } -> tensor<2x17x64xf32> loc("backward.vit.layers.1.layernorm_after")
    %t1142 = tensor.empty() : tensor<2x17x1xf32> loc("backward.vit.layers.1.layernorm_after")
    %t1147 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t531 : tensor<2x17x1xf32>) outs(%t1142 : tensor<2x17x1xf32>) {
    ^bb0(%in1143: f32, %out1144: f32):
      %s1145 = arith.constant 6.400000000e+01 : f32
      %s1146 = arith.divf %in1143, %s1145 : f32
      linalg.yield %s1146 : f32
    } -> tensor<2x17x1xf32> loc("backward.vit.layers.1.layernorm_after")
    %t1148 = tensor.empty() : tensor<2x17x64xf32> loc("backward.vit.layers.1.layernorm_after")
    %t1153 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1147, %t1141 : tensor<2x17x1xf32>, tensor<2x17x64xf32>) outs(%t1148 : tensor<2x17x64xf32>) {
    ^bb0(%in1149: f32, %in1150: f32, %out1151: f32):
      %s1152 = arith.mulf %in1149, %in1150 : f32
      linalg.yield %s1152 : f32
    } -> tensor<2x17x64xf32> loc("backward.vit.layers.1.layernorm_after")
    %t1154 = tensor.empty() : tensor<2x17x64xf32> loc("backward.vit.layers.1.layernorm_after")
    %t1159 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1077, %t1089 : tensor<2x17x64xf32>, tensor<2x17x64xf32>) outs(%t1154 : tensor<2x17x64xf32>) {
    ^bb0(%in1155: f32, %in1156: f32, %out1157: f32):
      %s1158 = arith.mulf %in1155, %in1156 : f32
      linalg.yield %s1158 : f32
    } -> tensor<2x17x64xf32> loc("backward.vit.layers.1.layernorm_after")
    %t1160 = tensor.empty() : tensor<64xf32> loc("backward.vit.layers.1.layernorm_after")
    %c1161 = arith.constant 0.000000000e+00 : f32 loc("backward.vit.layers.1.layernorm_after")
    %t1162 = linalg.fill ins(%c1161 : f32) outs(%t1160 : tensor<64xf32>) -> tensor<64xf32> loc("backward.vit.layers.1.layernorm_after")
    %t1166 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%t1159 : tensor<2x17x64xf32>) outs(%t1162 : tensor<64xf32>) {
    ^bb0(%in1163: f32, %out1164: f32):
      %s1165 = arith.addf %out1164, %in1163 : f32
      linalg.yield %s1165 : f32
    } -> tensor<64xf32> loc("backward.vit.layers.1.layernorm_after")
    %t1167 = tensor.empty() : tensor<64xf32> loc("backward.vit.layers.1.layernorm_after")
    %c1168 = arith.constant 0.000000000e+00 : f32 loc("backward.vit.layers.1.layernorm_after")
    %t1169 = linalg.fill ins(%c1168 : f32) outs(%t1167 : tensor<64xf32>) -> tensor<64xf32> loc("backward.vit.layers.1.layernorm_after")
    %t1173 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%t1077 : tensor<2x17x64xf32>) outs(%t1169 : tensor<64xf32>) {
    ^bb0(%in1170: f32, %out1171: f32):
      %s1172 = arith.addf %out1171, %in1170 : f32
      linalg.yield %s1172 : f32
    } -> tensor<64xf32> loc("backward.vit.layers.1.layernorm_after")
    %t1174 = tensor.empty() : tensor<2x17x64xf32> loc("backward.add_7")
    %t1179 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t914, %t1153 : tensor<2x17x64xf32>, tensor<2x17x64xf32>) outs(%t1174 : tensor<2x17x64xf32>) {
    ^bb0(%in1175: f32, %in1176: f32, %out1177: f32):
      %s1178 = arith.addf %in1175, %in1176 : f32
      linalg.yield %s1178 : f32
    } -> tensor<2x17x64xf32> loc("backward.add_7")
    %t1180 = tensor.collapse_shape %t1179 [[0, 1], [2]] : tensor<2x17x64xf32> into tensor<34x64xf32> loc("backward.vit.layers.1.attention.o_proj")
    %t1181 = tensor.empty() : tensor<64x64xf32> loc("backward.vit.layers.1.attention.o_proj")
    %t1182 = linalg.transpose ins(%t473 : tensor<64x64xf32>) outs(%t1181 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.vit.layers.1.attention.o_proj")
    %t1183 = tensor.empty() : tensor<34x64xf32> loc("backward.vit.layers.1.attention.o_proj")
    %c1184 = arith.constant 0.000000000e+00 : f32 loc("backward.vit.layers.1.attention.o_proj")
    %t1185 = linalg.fill ins(%c1184 : f32) outs(%t1183 : tensor<34x64xf32>) -> tensor<34x64xf32> loc("backward.vit.layers.1.attention.o_proj")
    %t1186 = linalg.matmul ins(%t1180, %t1182 : tensor<34x64xf32>, tensor<64x64xf32>) outs(%t1185 : tensor<34x64xf32>) -> tensor<34x64xf32> loc("backward.vit.layers.1.attention.o_proj")
    %t1187 = tensor.empty() : tensor<64x34xf32> loc("backward.vit.layers.1.attention.o_proj")
    %t1188 = linalg.transpose ins(%t1180 : tensor<34x64xf32>) outs(%t1187 : tensor<64x34xf32>) permutation = [1, 0] loc("backward.vit.layers.1.attention.o_proj")
    %t1189 = tensor.empty() : tensor<64x64xf32> loc("backward.vit.layers.1.attention.o_proj")
    %c1190 = arith.constant 0.000000000e+00 : f32 loc("backward.vit.layers.1.attention.o_proj")
    %t1191 = linalg.fill ins(%c1190 : f32) outs(%t1189 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.vit.layers.1.attention.o_proj")
    %t1192 = linalg.matmul ins(%t1188, %t471 : tensor<64x34xf32>, tensor<34x64xf32>) outs(%t1191 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.vit.layers.1.attention.o_proj")
    %t1193 = tensor.empty() : tensor<64x64xf32> loc("backward.vit.layers.1.attention.o_proj")
    %t1194 = linalg.transpose ins(%t1192 : tensor<64x64xf32>) outs(%t1193 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.vit.layers.1.attention.o_proj")
    %t1195 = tensor.empty() : tensor<64xf32> loc("backward.vit.layers.1.attention.o_proj")
    %c1196 = arith.constant 0.000000000e+00 : f32 loc("backward.vit.layers.1.attention.o_proj")
    %t1197 = linalg.fill ins(%c1196 : f32) outs(%t1195 : tensor<64xf32>) -> tensor<64xf32> loc("backward.vit.layers.1.attention.o_proj")
    %t1201 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%t1180 : tensor<34x64xf32>) outs(%t1197 : tensor<64xf32>) {
    ^bb0(%in1198: f32, %out1199: f32):
      %s1200 = arith.addf %out1199, %in1198 : f32
      linalg.yield %s1200 : f32
    } -> tensor<64xf32> loc("backward.vit.layers.1.attention.o_proj")
    %t1202 = tensor.expand_shape %t1201 [[0, 1]] output_shape [1, 64] : tensor<64xf32> into tensor<1x64xf32> loc("backward.vit.layers.1.attention.o_proj")
    %t1203 = tensor.collapse_shape %t1202 [[0, 1]] : tensor<1x64xf32> into tensor<64xf32> loc("backward.vit.layers.1.attention.o_proj")
    %t1204 = tensor.empty() : tensor<64x64xf32> loc("backward.vit.layers.1.attention.o_proj")
    %t1205 = linalg.transpose ins(%t1194 : tensor<64x64xf32>) outs(%t1204 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.vit.layers.1.attention.o_proj")
    %t1206 = tensor.expand_shape %t1186 [[0, 1], [2]] output_shape [2, 17, 64] : tensor<34x64xf32> into tensor<2x17x64xf32> loc("backward.vit.layers.1.attention.o_proj")
    %t1207 = tensor.expand_shape %t1206 [[0], [1], [2, 3]] output_shape [2, 17, 4, 16] : tensor<2x17x64xf32> into tensor<2x17x4x16xf32> loc("backward.vit.layers.1.attention")
    %t1208 = tensor.empty() : tensor<2x4x17x16xf32> loc("backward.vit.layers.1.attention")
    %t1209 = linalg.transpose ins(%t1207 : tensor<2x17x4x16xf32>) outs(%t1208 : tensor<2x4x17x16xf32>) permutation = [0, 2, 1, 3] loc("backward.vit.layers.1.attention")
    %t1210 = tensor.collapse_shape %t1209 [[0, 1], [2], [3]] : tensor<2x4x17x16xf32> into tensor<8x17x16xf32> loc("backward.vit.layers.1.attention")
    %t1211 = tensor.empty() : tensor<8x17x17xf32> loc("backward.vit.layers.1.attention")
    %t1212 = linalg.transpose ins(%t461 : tensor<8x17x17xf32>) outs(%t1211 : tensor<8x17x17xf32>) permutation = [0, 2, 1] loc("backward.vit.layers.1.attention")
    %t1213 = tensor.empty() : tensor<8x17x16xf32> loc("backward.vit.layers.1.attention")
    %c1214 = arith.constant 0.000000000e+00 : f32 loc("backward.vit.layers.1.attention")
    %t1215 = linalg.fill ins(%c1214 : f32) outs(%t1213 : tensor<8x17x16xf32>) -> tensor<8x17x16xf32> loc("backward.vit.layers.1.attention")
    %t1216 = linalg.batch_matmul ins(%t1212, %t1210 : tensor<8x17x17xf32>, tensor<8x17x16xf32>) outs(%t1215 : tensor<8x17x16xf32>) -> tensor<8x17x16xf32> loc("backward.vit.layers.1.attention")
    %t1217 = tensor.empty() : tensor<8x16x17xf32> loc("backward.vit.layers.1.attention")
    %t1218 = linalg.transpose ins(%t462 : tensor<8x17x16xf32>) outs(%t1217 : tensor<8x16x17xf32>) permutation = [0, 2, 1] loc("backward.vit.layers.1.attention")
    %t1219 = tensor.empty() : tensor<8x17x17xf32> loc("backward.vit.layers.1.attention")
    %c1220 = arith.constant 0.000000000e+00 : f32 loc("backward.vit.layers.1.attention")
    %t1221 = linalg.fill ins(%c1220 : f32) outs(%t1219 : tensor<8x17x17xf32>) -> tensor<8x17x17xf32> loc("backward.vit.layers.1.attention")
    %t1222 = linalg.batch_matmul ins(%t1210, %t1218 : tensor<8x17x16xf32>, tensor<8x16x17xf32>) outs(%t1221 : tensor<8x17x17xf32>) -> tensor<8x17x17xf32> loc("backward.vit.layers.1.attention")
    %t1223 = tensor.expand_shape %t1216 [[0, 1], [2], [3]] output_shape [2, 4, 17, 16] : tensor<8x17x16xf32> into tensor<2x4x17x16xf32> loc("backward.vit.layers.1.attention")
    %t1224 = tensor.expand_shape %t1222 [[0, 1], [2], [3]] output_shape [2, 4, 17, 17] : tensor<8x17x17xf32> into tensor<2x4x17x17xf32> loc("backward.vit.layers.1.attention")
    %t1225 = tensor.empty() : tensor<2x4x17x17xf32> loc("backward.vit.layers.1.attention")
    %t1230 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1224, %t460 : tensor<2x4x17x17xf32>, tensor<2x4x17x17xf32>) outs(%t1225 : tensor<2x4x17x17xf32>) {
    ^bb0(%in1226: f32, %in1227: f32, %out1228: f32):
      %s1229 = arith.mulf %in1226, %in1227 : f32
      linalg.yield %s1229 : f32
    } -> tensor<2x4x17x17xf32> loc("backward.vit.layers.1.attention")
    %t1231 = tensor.empty() : tensor<2x4x17xf32> loc("backward.vit.layers.1.attention")
    %c1232 = arith.constant 0.000000000e+00 : f32 loc("backward.vit.layers.1.attention")
    %t1233 = linalg.fill ins(%c1232 : f32) outs(%t1231 : tensor<2x4x17xf32>) -> tensor<2x4x17xf32> loc("backward.vit.layers.1.attention")
    %t1237 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%t1230 : tensor<2x4x17x17xf32>) outs(%t1233 : tensor<2x4x17xf32>) {
    ^bb0(%in1234: f32, %out1235: f32):
      %s1236 = arith.addf %out1235, %in1234 : f32
      linalg.yield %s1236 : f32
    } -> tensor<2x4x17xf32> loc("backward.vit.layers.1.attention")
    %t1238 = tensor.expand_shape %t1237 [[0], [1], [2, 3]] output_shape [2, 4, 17, 1] : tensor<2x4x17xf32> into tensor<2x4x17x1xf32> loc("backward.vit.layers.1.attention")
    %t1239 = tensor.empty() : tensor<2x4x17x17xf32> loc("backward.vit.layers.1.attention")
    %t1244 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t460, %t1238 : tensor<2x4x17x17xf32>, tensor<2x4x17x1xf32>) outs(%t1239 : tensor<2x4x17x17xf32>) {
    ^bb0(%in1240: f32, %in1241: f32, %out1242: f32):
      %s1243 = arith.mulf %in1240, %in1241 : f32
      linalg.yield %s1243 : f32
    } -> tensor<2x4x17x17xf32> loc("backward.vit.layers.1.attention")
    %t1245 = tensor.empty() : tensor<2x4x17x17xf32> loc("backward.vit.layers.1.attention")
    %t1250 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1230, %t1244 : tensor<2x4x17x17xf32>, tensor<2x4x17x17xf32>) outs(%t1245 : tensor<2x4x17x17xf32>) {
    ^bb0(%in1246: f32, %in1247: f32, %out1248: f32):
      %s1249 = arith.subf %in1246, %in1247 : f32
      linalg.yield %s1249 : f32
    } -> tensor<2x4x17x17xf32> loc("backward.vit.layers.1.attention")
    %t1251 = tensor.empty() : tensor<2x4x17x17xf32> loc("backward.vit.layers.1.attention")
    %t1256 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1250 : tensor<2x4x17x17xf32>) outs(%t1251 : tensor<2x4x17x17xf32>) {
    ^bb0(%in1252: f32, %out1253: f32):
      %s1254 = arith.constant 2.500000000e-01 : f32
      %s1255 = arith.mulf %in1252, %s1254 : f32
      linalg.yield %s1255 : f32
    } -> tensor<2x4x17x17xf32> loc("backward.vit.layers.1.attention")
    %t1257 = tensor.collapse_shape %t1256 [[0, 1], [2], [3]] : tensor<2x4x17x17xf32> into tensor<8x17x17xf32> loc("backward.vit.layers.1.attention")
    %t1258 = tensor.empty() : tensor<8x16x17xf32> loc("backward.vit.layers.1.attention")
    %t1259 = linalg.transpose ins(%t419 : tensor<8x17x16xf32>) outs(%t1258 : tensor<8x16x17xf32>) permutation = [0, 2, 1] loc("backward.vit.layers.1.attention")
    %t1260 = tensor.empty() : tensor<8x16x17xf32> loc("backward.vit.layers.1.attention")
    %c1261 = arith.constant 0.000000000e+00 : f32 loc("backward.vit.layers.1.attention")
    %t1262 = linalg.fill ins(%c1261 : f32) outs(%t1260 : tensor<8x16x17xf32>) -> tensor<8x16x17xf32> loc("backward.vit.layers.1.attention")
    %t1263 = linalg.batch_matmul ins(%t1259, %t1257 : tensor<8x16x17xf32>, tensor<8x17x17xf32>) outs(%t1262 : tensor<8x16x17xf32>) -> tensor<8x16x17xf32> loc("backward.vit.layers.1.attention")
    %t1264 = tensor.empty() : tensor<8x17x16xf32> loc("backward.vit.layers.1.attention")
    %t1265 = linalg.transpose ins(%t420 : tensor<8x16x17xf32>) outs(%t1264 : tensor<8x17x16xf32>) permutation = [0, 2, 1] loc("backward.vit.layers.1.attention")
    %t1266 = tensor.empty() : tensor<8x17x16xf32> loc("backward.vit.layers.1.attention")
    %c1267 = arith.constant 0.000000000e+00 : f32 loc("backward.vit.layers.1.attention")
    %t1268 = linalg.fill ins(%c1267 : f32) outs(%t1266 : tensor<8x17x16xf32>) -> tensor<8x17x16xf32> loc("backward.vit.layers.1.attention")
    %t1269 = linalg.batch_matmul ins(%t1257, %t1265 : tensor<8x17x17xf32>, tensor<8x17x16xf32>) outs(%t1268 : tensor<8x17x16xf32>) -> tensor<8x17x16xf32> loc("backward.vit.layers.1.attention")
    %t1270 = tensor.expand_shape %t1263 [[0, 1], [2], [3]] output_shape [2, 4, 16, 17] : tensor<8x16x17xf32> into tensor<2x4x16x17xf32> loc("backward.vit.layers.1.attention")
    %t1271 = tensor.expand_shape %t1269 [[0, 1], [2], [3]] output_shape [2, 4, 17, 16] : tensor<8x17x16xf32> into tensor<2x4x17x16xf32> loc("backward.vit.layers.1.attention")
    %t1272 = tensor.empty() : tensor<2x4x17x16xf32> loc("backward.vit.layers.1.attention")
    %t1273 = linalg.transpose ins(%t1270 : tensor<2x4x16x17xf32>) outs(%t1272 : tensor<2x4x17x16xf32>) permutation = [0, 1, 3, 2] loc("backward.vit.layers.1.attention")
    %t1274 = tensor.empty() : tensor<2x17x4x16xf32> loc("backward.vit.layers.1.attention")
    %t1275 = linalg.transpose ins(%t1223 : tensor<2x4x17x16xf32>) outs(%t1274 : tensor<2x17x4x16xf32>) permutation = [0, 2, 1, 3] loc("backward.vit.layers.1.attention")
    %t1276 = tensor.collapse_shape %t1275 [[0], [1], [2, 3]] : tensor<2x17x4x16xf32> into tensor<2x17x64xf32> loc("backward.vit.layers.1.attention")
    %t1277 = tensor.collapse_shape %t1276 [[0, 1], [2]] : tensor<2x17x64xf32> into tensor<34x64xf32> loc("backward.vit.layers.1.attention.v_proj")
    %t1278 = tensor.empty() : tensor<64x64xf32> loc("backward.vit.layers.1.attention.v_proj")
    %t1279 = linalg.transpose ins(%t407 : tensor<64x64xf32>) outs(%t1278 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.vit.layers.1.attention.v_proj")
    %t1280 = tensor.empty() : tensor<34x64xf32> loc("backward.vit.layers.1.attention.v_proj")
    %c1281 = arith.constant 0.000000000e+00 : f32 loc("backward.vit.layers.1.attention.v_proj")
    %t1282 = linalg.fill ins(%c1281 : f32) outs(%t1280 : tensor<34x64xf32>) -> tensor<34x64xf32> loc("backward.vit.layers.1.attention.v_proj")
    %t1283 = linalg.matmul ins(%t1277, %t1279 : tensor<34x64xf32>, tensor<64x64xf32>) outs(%t1282 : tensor<34x64xf32>) -> tensor<34x64xf32> loc("backward.vit.layers.1.attention.v_proj")
    %t1284 = tensor.empty() : tensor<64x34xf32> loc("backward.vit.layers.1.attention.v_proj")
    %t1285 = linalg.transpose ins(%t1277 : tensor<34x64xf32>) outs(%t1284 : tensor<64x34xf32>) permutation = [1, 0] loc("backward.vit.layers.1.attention.v_proj")
    %t1286 = tensor.empty() : tensor<64x64xf32> loc("backward.vit.layers.1.attention.v_proj")
    %c1287 = arith.constant 0.000000000e+00 : f32 loc("backward.vit.layers.1.attention.v_proj")
    %t1288 = linalg.fill ins(%c1287 : f32) outs(%t1286 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.vit.layers.1.attention.v_proj")
    %t1289 = linalg.matmul ins(%t1285, %t405 : tensor<64x34xf32>, tensor<34x64xf32>) outs(%t1288 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.vit.layers.1.attention.v_proj")
    %t1290 = tensor.empty() : tensor<64x64xf32> loc("backward.vit.layers.1.attention.v_proj")
    %t1291 = linalg.transpose ins(%t1289 : tensor<64x64xf32>) outs(%t1290 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.vit.layers.1.attention.v_proj")
    %t1292 = tensor.empty() : tensor<64xf32> loc("backward.vit.layers.1.attention.v_proj")
    %c1293 = arith.constant 0.000000000e+00 : f32 loc("backward.vit.layers.1.attention.v_proj")
    %t1294 = linalg.fill ins(%c1293 : f32) outs(%t1292 : tensor<64xf32>) -> tensor<64xf32> loc("backward.vit.layers.1.attention.v_proj")
    %t1298 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%t1277 : tensor<34x64xf32>) outs(%t1294 : tensor<64xf32>) {
    ^bb0(%in1295: f32, %out1296: f32):
      %s1297 = arith.addf %out1296, %in1295 : f32
      linalg.yield %s1297 : f32
    } -> tensor<64xf32> loc("backward.vit.layers.1.attention.v_proj")
    %t1299 = tensor.expand_shape %t1298 [[0, 1]] output_shape [1, 64] : tensor<64xf32> into tensor<1x64xf32> loc("backward.vit.layers.1.attention.v_proj")
    %t1300 = tensor.collapse_shape %t1299 [[0, 1]] : tensor<1x64xf32> into tensor<64xf32> loc("backward.vit.layers.1.attention.v_proj")
    %t1301 = tensor.empty() : tensor<64x64xf32> loc("backward.vit.layers.1.attention.v_proj")
    %t1302 = linalg.transpose ins(%t1291 : tensor<64x64xf32>) outs(%t1301 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.vit.layers.1.attention.v_proj")
    %t1303 = tensor.expand_shape %t1283 [[0, 1], [2]] output_shape [2, 17, 64] : tensor<34x64xf32> into tensor<2x17x64xf32> loc("backward.vit.layers.1.attention.v_proj")
    %t1304 = tensor.empty() : tensor<2x17x4x16xf32> loc("backward.vit.layers.1.attention")
    %t1305 = linalg.transpose ins(%t1273 : tensor<2x4x17x16xf32>) outs(%t1304 : tensor<2x17x4x16xf32>) permutation = [0, 2, 1, 3] loc("backward.vit.layers.1.attention")
    %t1306 = tensor.collapse_shape %t1305 [[0], [1], [2, 3]] : tensor<2x17x4x16xf32> into tensor<2x17x64xf32> loc("backward.vit.layers.1.attention")
    %t1307 = tensor.collapse_shape %t1306 [[0, 1], [2]] : tensor<2x17x64xf32> into tensor<34x64xf32> loc("backward.vit.layers.1.attention.k_proj")
    %t1308 = tensor.empty() : tensor<64x64xf32> loc("backward.vit.layers.1.attention.k_proj")
    %t1309 = linalg.transpose ins(%t395 : tensor<64x64xf32>) outs(%t1308 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.vit.layers.1.attention.k_proj")
    %t1310 = tensor.empty() : tensor<34x64xf32> loc("backward.vit.layers.1.attention.k_proj")
    %c1311 = arith.constant 0.000000000e+00 : f32 loc("backward.vit.layers.1.attention.k_proj")
    %t1312 = linalg.fill ins(%c1311 : f32) outs(%t1310 : tensor<34x64xf32>) -> tensor<34x64xf32> loc("backward.vit.layers.1.attention.k_proj")
    %t1313 = linalg.matmul ins(%t1307, %t1309 : tensor<34x64xf32>, tensor<64x64xf32>) outs(%t1312 : tensor<34x64xf32>) -> tensor<34x64xf32> loc("backward.vit.layers.1.attention.k_proj")
    %t1314 = tensor.empty() : tensor<64x34xf32> loc("backward.vit.layers.1.attention.k_proj")
    %t1315 = linalg.transpose ins(%t1307 : tensor<34x64xf32>) outs(%t1314 : tensor<64x34xf32>) permutation = [1, 0] loc("backward.vit.layers.1.attention.k_proj")
    %t1316 = tensor.empty() : tensor<64x64xf32> loc("backward.vit.layers.1.attention.k_proj")
    %c1317 = arith.constant 0.000000000e+00 : f32 loc("backward.vit.layers.1.attention.k_proj")
    %t1318 = linalg.fill ins(%c1317 : f32) outs(%t1316 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.vit.layers.1.attention.k_proj")
    %t1319 = linalg.matmul ins(%t1315, %t393 : tensor<64x34xf32>, tensor<34x64xf32>) outs(%t1318 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.vit.layers.1.attention.k_proj")
    %t1320 = tensor.empty() : tensor<64x64xf32> loc("backward.vit.layers.1.attention.k_proj")
    %t1321 = linalg.transpose ins(%t1319 : tensor<64x64xf32>) outs(%t1320 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.vit.layers.1.attention.k_proj")
    %t1322 = tensor.empty() : tensor<64xf32> loc("backward.vit.layers.1.attention.k_proj")
    %c1323 = arith.constant 0.000000000e+00 : f32 loc("backward.vit.layers.1.attention.k_proj")
    %t1324 = linalg.fill ins(%c1323 : f32) outs(%t1322 : tensor<64xf32>) -> tensor<64xf32> loc("backward.vit.layers.1.attention.k_proj")
    %t1328 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%t1307 : tensor<34x64xf32>) outs(%t1324 : tensor<64xf32>) {
    ^bb0(%in1325: f32, %out1326: f32):
      %s1327 = arith.addf %out1326, %in1325 : f32
      linalg.yield %s1327 : f32
    } -> tensor<64xf32> loc("backward.vit.layers.1.attention.k_proj")
    %t1329 = tensor.expand_shape %t1328 [[0, 1]] output_shape [1, 64] : tensor<64xf32> into tensor<1x64xf32> loc("backward.vit.layers.1.attention.k_proj")
    %t1330 = tensor.collapse_shape %t1329 [[0, 1]] : tensor<1x64xf32> into tensor<64xf32> loc("backward.vit.layers.1.attention.k_proj")
    %t1331 = tensor.empty() : tensor<64x64xf32> loc("backward.vit.layers.1.attention.k_proj")
    %t1332 = linalg.transpose ins(%t1321 : tensor<64x64xf32>) outs(%t1331 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.vit.layers.1.attention.k_proj")
    %t1333 = tensor.expand_shape %t1313 [[0, 1], [2]] output_shape [2, 17, 64] : tensor<34x64xf32> into tensor<2x17x64xf32> loc("backward.vit.layers.1.attention.k_proj")
    %t1334 = tensor.empty() : tensor<2x17x64xf32> loc("backward.add_8")
    %t1339 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1303, %t1333 : tensor<2x17x64xf32>, tensor<2x17x64xf32>) outs(%t1334 : tensor<2x17x64xf32>) {
    ^bb0(%in1335: f32, %in1336: f32, %out1337: f32):
      %s1338 = arith.addf %in1335, %in1336 : f32
      linalg.yield %s1338 : f32
    } -> tensor<2x17x64xf32> loc("backward.add_8")
    %t1340 = tensor.empty() : tensor<2x17x4x16xf32> loc("backward.vit.layers.1.attention")
    %t1341 = linalg.transpose ins(%t1271 : tensor<2x4x17x16xf32>) outs(%t1340 : tensor<2x17x4x16xf32>) permutation = [0, 2, 1, 3] loc("backward.vit.layers.1.attention")
    %t1342 = tensor.collapse_shape %t1341 [[0], [1], [2, 3]] : tensor<2x17x4x16xf32> into tensor<2x17x64xf32> loc("backward.vit.layers.1.attention")
    %t1343 = tensor.collapse_shape %t1342 [[0, 1], [2]] : tensor<2x17x64xf32> into tensor<34x64xf32> loc("backward.vit.layers.1.attention.q_proj")
    %t1344 = tensor.empty() : tensor<64x64xf32> loc("backward.vit.layers.1.attention.q_proj")
    %t1345 = linalg.transpose ins(%t383 : tensor<64x64xf32>) outs(%t1344 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.vit.layers.1.attention.q_proj")
    %t1346 = tensor.empty() : tensor<34x64xf32> loc("backward.vit.layers.1.attention.q_proj")
    %c1347 = arith.constant 0.000000000e+00 : f32 loc("backward.vit.layers.1.attention.q_proj")
    %t1348 = linalg.fill ins(%c1347 : f32) outs(%t1346 : tensor<34x64xf32>) -> tensor<34x64xf32> loc("backward.vit.layers.1.attention.q_proj")
    %t1349 = linalg.matmul ins(%t1343, %t1345 : tensor<34x64xf32>, tensor<64x64xf32>) outs(%t1348 : tensor<34x64xf32>) -> tensor<34x64xf32> loc("backward.vit.layers.1.attention.q_proj")
    %t1350 = tensor.empty() : tensor<64x34xf32> loc("backward.vit.layers.1.attention.q_proj")
    %t1351 = linalg.transpose ins(%t1343 : tensor<34x64xf32>) outs(%t1350 : tensor<64x34xf32>) permutation = [1, 0] loc("backward.vit.layers.1.attention.q_proj")
    %t1352 = tensor.empty() : tensor<64x64xf32> loc("backward.vit.layers.1.attention.q_proj")
    %c1353 = arith.constant 0.000000000e+00 : f32 loc("backward.vit.layers.1.attention.q_proj")
    %t1354 = linalg.fill ins(%c1353 : f32) outs(%t1352 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.vit.layers.1.attention.q_proj")
    %t1355 = linalg.matmul ins(%t1351, %t381 : tensor<64x34xf32>, tensor<34x64xf32>) outs(%t1354 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.vit.layers.1.attention.q_proj")
    %t1356 = tensor.empty() : tensor<64x64xf32> loc("backward.vit.layers.1.attention.q_proj")
    %t1357 = linalg.transpose ins(%t1355 : tensor<64x64xf32>) outs(%t1356 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.vit.layers.1.attention.q_proj")
    %t1358 = tensor.empty() : tensor<64xf32> loc("backward.vit.layers.1.attention.q_proj")
    %c1359 = arith.constant 0.000000000e+00 : f32 loc("backward.vit.layers.1.attention.q_proj")
    %t1360 = linalg.fill ins(%c1359 : f32) outs(%t1358 : tensor<64xf32>) -> tensor<64xf32> loc("backward.vit.layers.1.attention.q_proj")
    %t1364 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%t1343 : tensor<34x64xf32>) outs(%t1360 : tensor<64xf32>) {
    ^bb0(%in1361: f32, %out1362: f32):
      %s1363 = arith.addf %out1362, %in1361 : f32
      linalg.yield %s1363 : f32
    } -> tensor<64xf32> loc("backward.vit.layers.1.attention.q_proj")
    %t1365 = tensor.expand_shape %t1364 [[0, 1]] output_shape [1, 64] : tensor<64xf32> into tensor<1x64xf32> loc("backward.vit.layers.1.attention.q_proj")
    %t1366 = tensor.collapse_shape %t1365 [[0, 1]] : tensor<1x64xf32> into tensor<64xf32> loc("backward.vit.layers.1.attention.q_proj")
    %t1367 = tensor.empty() : tensor<64x64xf32> loc("backward.vit.layers.1.attention.q_proj")
    %t1368 = linalg.transpose ins(%t1357 : tensor<64x64xf32>) outs(%t1367 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.vit.layers.1.attention.q_proj")
    %t1369 = tensor.expand_shape %t1349 [[0, 1], [2]] output_shape [2, 17, 64] : tensor<34x64xf32> into tensor<2x17x64xf32> loc("backward.vit.layers.1.attention.q_proj")
    %t1370 = tensor.empty() : tensor<2x17x64xf32> loc("backward.add_9")
    %t1375 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1339, %t1369 : tensor<2x17x64xf32>, tensor<2x17x64xf32>) outs(%t1370 : tensor<2x17x64xf32>) {
    ^bb0(%in1371: f32, %in1372: f32, %out1373: f32):
      %s1374 = arith.addf %in1371, %in1372 : f32
      linalg.yield %s1374 : f32
    } -> tensor<2x17x64xf32> loc("backward.add_9")
    %t1376 = tensor.empty() : tensor<2x17x64xf32> loc("backward.vit.layers.1.layernorm_before")
    %t1381 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t316, %t330 : tensor<2x17x64xf32>, tensor<2x17x1xf32>) outs(%t1376 : tensor<2x17x64xf32>) {
    ^bb0(%in1377: f32, %in1378: f32, %out1379: f32):
      %s1380 = arith.subf %in1377, %in1378 : f32
      linalg.yield %s1380 : f32
    } -> tensor<2x17x64xf32> loc("backward.vit.layers.1.layernorm_before")
    %t1382 = tensor.empty() : tensor<2x17x64xf32> loc("backward.vit.layers.1.layernorm_before")
    %t1387 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1381, %t362 : tensor<2x17x64xf32>, tensor<2x17x1xf32>) outs(%t1382 : tensor<2x17x64xf32>) {
    ^bb0(%in1383: f32, %in1384: f32, %out1385: f32):
      %s1386 = arith.mulf %in1383, %in1384 : f32
      linalg.yield %s1386 : f32
    } -> tensor<2x17x64xf32> loc("backward.vit.layers.1.layernorm_before")
    %t1388 = tensor.empty() : tensor<2x17x64xf32> loc("backward.vit.layers.1.layernorm_before")
    %t1393 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1375, %primals_29 : tensor<2x17x64xf32>, tensor<64xf32>) outs(%t1388 : tensor<2x17x64xf32>) {
    ^bb0(%in1389: f32, %in1390: f32, %out1391: f32):
      %s1392 = arith.mulf %in1389, %in1390 : f32
      linalg.yield %s1392 : f32
    } -> tensor<2x17x64xf32> loc("backward.vit.layers.1.layernorm_before")
    %t1394 = tensor.empty() : tensor<2x17x64xf32> loc("backward.vit.layers.1.layernorm_before")
    %t1399 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1393 : tensor<2x17x64xf32>) outs(%t1394 : tensor<2x17x64xf32>) {
    ^bb0(%in1395: f32, %out1396: f32):
      %s1397 = arith.constant 6.400000000e+01 : f32
      %s1398 = arith.mulf %in1395, %s1397 : f32
      linalg.yield %s1398 : f32
    } -> tensor<2x17x64xf32> loc("backward.vit.layers.1.layernorm_before")
    %t1400 = tensor.empty() : tensor<2x17xf32> loc("backward.vit.layers.1.layernorm_before")
    %c1401 = arith.constant 0.000000000e+00 : f32 loc("backward.vit.layers.1.layernorm_before")
    %t1402 = linalg.fill ins(%c1401 : f32) outs(%t1400 : tensor<2x17xf32>) -> tensor<2x17xf32> loc("backward.vit.layers.1.layernorm_before")
    %t1406 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t1393 : tensor<2x17x64xf32>) outs(%t1402 : tensor<2x17xf32>) {
    ^bb0(%in1403: f32, %out1404: f32):
      %s1405 = arith.addf %out1404, %in1403 : f32
      linalg.yield %s1405 : f32
    } -> tensor<2x17xf32> loc("backward.vit.layers.1.layernorm_before")
    %t1407 = tensor.expand_shape %t1406 [[0], [1, 2]] output_shape [2, 17, 1] : tensor<2x17xf32> into tensor<2x17x1xf32> loc("backward.vit.layers.1.layernorm_before")
    %t1408 = tensor.empty() : tensor<2x17x64xf32> loc("backward.vit.layers.1.layernorm_before")
    %t1413 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1393, %t1387 : tensor<2x17x64xf32>, tensor<2x17x64xf32>) outs(%t1408 : tensor<2x17x64xf32>) {
    ^bb0(%in1409: f32, %in1410: f32, %out1411: f32):
      %s1412 = arith.mulf %in1409, %in1410 : f32
      linalg.yield %s1412 : f32
    } -> tensor<2x17x64xf32> loc("backward.vit.layers.1.layernorm_before")
    %t1414 = tensor.empty() : tensor<2x17xf32> loc("backward.vit.layers.1.layernorm_before")
    %c1415 = arith.constant 0.000000000e+00 : f32 loc("backward.vit.layers.1.layernorm_before")
    %t1416 = linalg.fill ins(%c1415 : f32) outs(%t1414 : tensor<2x17xf32>) -> tensor<2x17xf32> loc("backward.vit.layers.1.layernorm_before")
    %t1420 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t1413 : tensor<2x17x64xf32>) outs(%t1416 : tensor<2x17xf32>) {
    ^bb0(%in1417: f32, %out1418: f32):
      %s1419 = arith.addf %out1418, %in1417 : f32
      linalg.yield %s1419 : f32
    } -> tensor<2x17xf32> loc("backward.vit.layers.1.layernorm_before")
    %t1421 = tensor.expand_shape %t1420 [[0], [1, 2]] output_shape [2, 17, 1] : tensor<2x17xf32> into tensor<2x17x1xf32> loc("backward.vit.layers.1.layernorm_before")
    %t1422 = tensor.empty() : tensor<2x17x64xf32> loc("backward.vit.layers.1.layernorm_before")
    %t1427 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1387, %t1421 : tensor<2x17x64xf32>, tensor<2x17x1xf32>) outs(%t1422 : tensor<2x17x64xf32>) {
    ^bb0(%in1423: f32, %in1424: f32, %out1425: f32):
      %s1426 = arith.mulf %in1423, %in1424 : f32
      linalg.yield %s1426 : f32
    } -> tensor<2x17x64xf32> loc("backward.vit.layers.1.layernorm_before")
    %t1428 = tensor.empty() : tensor<2x17x64xf32> loc("backward.vit.layers.1.layernorm_before")
    %t1433 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1399, %t1407 : tensor<2x17x64xf32>, tensor<2x17x1xf32>) outs(%t1428 : tensor<2x17x64xf32>) {
    ^bb0(%in1429: f32, %in1430: f32, %out1431: f32):
      %s1432 = arith.subf %in1429, %in1430 : f32
      linalg.yield %s1432 : f32
    } -> tensor<2x17x64xf32> loc("backward.vit.layers.1.layernorm_before")
    %t1434 = tensor.empty() : tensor<2x17x64xf32> loc("backward.vit.layers.1.layernorm_before")
    %t1439 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1433, %t1427 : tensor<2x17x64xf32>, tensor<2x17x64xf32>) outs(%t1434 : tensor<2x17x64xf32>) {
    ^bb0(%in1435: f32, %in1436: f32, %out1437: f32):
      %s1438 = arith.subf %in1435, %in1436 : f32
      linalg.yield %s1438 : f32
    } -> tensor<2x17x64xf32> loc("backward.vit.layers.1.layernorm_before")
    %t1440 = tensor.empty() : tensor<2x17x1xf32> loc("backward.vit.layers.1.layernorm_before")
    %t1445 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t362 : tensor<2x17x1xf32>) outs(%t1440 : tensor<2x17x1xf32>) {
    ^bb0(%in1441: f32, %out1442: f32):
      %s1443 = arith.constant 6.400000000e+01 : f32
      %s1444 = arith.divf %in1441, %s1443 : f32
      linalg.yield %s1444 : f32
    } -> tensor<2x17x1xf32> loc("backward.vit.layers.1.layernorm_before")
    %t1446 = tensor.empty() : tensor<2x17x64xf32> loc("backward.vit.layers.1.layernorm_before")
    %t1451 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1445, %t1439 : tensor<2x17x1xf32>, tensor<2x17x64xf32>) outs(%t1446 : tensor<2x17x64xf32>) {
    ^bb0(%in1447: f32, %in1448: f32, %out1449: f32):
      %s1450 = arith.mulf %in1447, %in1448 : f32
      linalg.yield %s1450 : f32
    } -> tensor<2x17x64xf32> loc("backward.vit.layers.1.layernorm_before")
    %t1452 = tensor.empty() : tensor<2x17x64xf32> loc("backward.vit.layers.1.layernorm_before")
    %t1457 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1375, %t1387 : tensor<2x17x64xf32>, tensor<2x17x64xf32>) outs(%t1452 : tensor<2x17x64xf32>) {
    ^bb0(%in1453: f32, %in1454: f32, %out1455: f32):
      %s1456 = arith.mulf %in1453, %in1454 : f32
      linalg.yield %s1456 : f32
    } -> tensor<2x17x64xf32> loc("backward.vit.layers.1.layernorm_before")
    %t1458 = tensor.empty() : tensor<64xf32> loc("backward.vit.layers.1.layernorm_before")
    %c1459 = arith.constant 0.000000000e+00 : f32 loc("backward.vit.layers.1.layernorm_before")
    %t1460 = linalg.fill ins(%c1459 : f32) outs(%t1458 : tensor<64xf32>) -> tensor<64xf32> loc("backward.vit.layers.1.layernorm_before")
    %t1464 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%t1457 : tensor<2x17x64xf32>) outs(%t1460 : tensor<64xf32>) {
    ^bb0(%in1461: f32, %out1462: f32):
      %s1463 = arith.addf %out1462, %in1461 : f32
      linalg.yield %s1463 : f32
    } -> tensor<64xf32> loc("backward.vit.layers.1.layernorm_before")
    %t1465 = tensor.empty() : tensor<64xf32> loc("backward.vit.layers.1.layernorm_before")
    %c1466 = arith.constant 0.000000000e+00 : f32 loc("backward.vit.layers.1.layernorm_before")
    %t1467 = linalg.fill ins(%c1466 : f32) outs(%t1465 : tensor<64xf32>) -> tensor<64xf32> loc("backward.vit.layers.1.layernorm_before")
    %t1471 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%t1375 : tensor<2x17x64xf32>) outs(%t1467 : tensor<64xf32>) {
    ^bb0(%in1468: f32, %out1469: f32):
      %s1470 = arith.addf %out1469, %in1468 : f32
      linalg.yield %s1470 : f32
    } -> tensor<64xf32> loc("backward.vit.layers.1.layernorm_before")
    %t1472 = tensor.empty() : tensor<2x17x64xf32> loc("backward.add_10")
    %t1477 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1179, %t1451 : tensor<2x17x64xf32>, tensor<2x17x64xf32>) outs(%t1472 : tensor<2x17x64xf32>) {
    ^bb0(%in1473: f32, %in1474: f32, %out1475: f32):
      %s1476 = arith.addf %in1473, %in1474 : f32
      linalg.yield %s1476 : f32
    } -> tensor<2x17x64xf32> loc("backward.add_10")
    %t1478 = tensor.collapse_shape %t1477 [[0, 1], [2]] : tensor<2x17x64xf32> into tensor<34x64xf32> loc("backward.vit.layers.0.mlp.fc2")
    %t1479 = tensor.empty() : tensor<64x128xf32> loc("backward.vit.layers.0.mlp.fc2")
    %t1480 = linalg.transpose ins(%t304 : tensor<128x64xf32>) outs(%t1479 : tensor<64x128xf32>) permutation = [1, 0] loc("backward.vit.layers.0.mlp.fc2")
    %t1481 = tensor.empty() : tensor<34x128xf32> loc("backward.vit.layers.0.mlp.fc2")
    %c1482 = arith.constant 0.000000000e+00 : f32 loc("backward.vit.layers.0.mlp.fc2")
    %t1483 = linalg.fill ins(%c1482 : f32) outs(%t1481 : tensor<34x128xf32>) -> tensor<34x128xf32> loc("backward.vit.layers.0.mlp.fc2")
    %t1484 = linalg.matmul ins(%t1478, %t1480 : tensor<34x64xf32>, tensor<64x128xf32>) outs(%t1483 : tensor<34x128xf32>) -> tensor<34x128xf32> loc("backward.vit.layers.0.mlp.fc2")
    %t1485 = tensor.empty() : tensor<64x34xf32> loc("backward.vit.layers.0.mlp.fc2")
    %t1486 = linalg.transpose ins(%t1478 : tensor<34x64xf32>) outs(%t1485 : tensor<64x34xf32>) permutation = [1, 0] loc("backward.vit.layers.0.mlp.fc2")
    %t1487 = tensor.empty() : tensor<64x128xf32> loc("backward.vit.layers.0.mlp.fc2")
    %c1488 = arith.constant 0.000000000e+00 : f32 loc("backward.vit.layers.0.mlp.fc2")
    %t1489 = linalg.fill ins(%c1488 : f32) outs(%t1487 : tensor<64x128xf32>) -> tensor<64x128xf32> loc("backward.vit.layers.0.mlp.fc2")
    %t1490 = linalg.matmul ins(%t1486, %t302 : tensor<64x34xf32>, tensor<34x128xf32>) outs(%t1489 : tensor<64x128xf32>) -> tensor<64x128xf32> loc("backward.vit.layers.0.mlp.fc2")
    %t1491 = tensor.empty() : tensor<128x64xf32> loc("backward.vit.layers.0.mlp.fc2")
    %t1492 = linalg.transpose ins(%t1490 : tensor<64x128xf32>) outs(%t1491 : tensor<128x64xf32>) permutation = [1, 0] loc("backward.vit.layers.0.mlp.fc2")
    %t1493 = tensor.empty() : tensor<64xf32> loc("backward.vit.layers.0.mlp.fc2")
    %c1494 = arith.constant 0.000000000e+00 : f32 loc("backward.vit.layers.0.mlp.fc2")
    %t1495 = linalg.fill ins(%c1494 : f32) outs(%t1493 : tensor<64xf32>) -> tensor<64xf32> loc("backward.vit.layers.0.mlp.fc2")
    %t1499 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%t1478 : tensor<34x64xf32>) outs(%t1495 : tensor<64xf32>) {
    ^bb0(%in1496: f32, %out1497: f32):
      %s1498 = arith.addf %out1497, %in1496 : f32
      linalg.yield %s1498 : f32
    } -> tensor<64xf32> loc("backward.vit.layers.0.mlp.fc2")
    %t1500 = tensor.expand_shape %t1499 [[0, 1]] output_shape [1, 64] : tensor<64xf32> into tensor<1x64xf32> loc("backward.vit.layers.0.mlp.fc2")
    %t1501 = tensor.collapse_shape %t1500 [[0, 1]] : tensor<1x64xf32> into tensor<64xf32> loc("backward.vit.layers.0.mlp.fc2")
    %t1502 = tensor.empty() : tensor<64x128xf32> loc("backward.vit.layers.0.mlp.fc2")
    %t1503 = linalg.transpose ins(%t1492 : tensor<128x64xf32>) outs(%t1502 : tensor<64x128xf32>) permutation = [1, 0] loc("backward.vit.layers.0.mlp.fc2")
    %t1504 = tensor.expand_shape %t1484 [[0, 1], [2]] output_shape [2, 17, 128] : tensor<34x128xf32> into tensor<2x17x128xf32> loc("backward.vit.layers.0.mlp.fc2")
    %t1505 = tensor.empty() : tensor<2x17x128xf32> loc("backward.vit.layers.0.mlp.activation_fn")
    %t1510 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t264 : tensor<2x17x128xf32>) outs(%t1505 : tensor<2x17x128xf32>) {
    ^bb0(%in1506: f32, %out1507: f32):
      %s1508 = arith.constant 7.071067691e-01 : f32
      %s1509 = arith.mulf %in1506, %s1508 : f32
      linalg.yield %s1509 : f32
    } -> tensor<2x17x128xf32> loc("backward.vit.layers.0.mlp.activation_fn")
    %t1511 = tensor.empty() : tensor<2x17x128xf32> loc("backward.vit.layers.0.mlp.activation_fn")
    %t1540 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1510 : tensor<2x17x128xf32>) outs(%t1511 : tensor<2x17x128xf32>) {
    ^bb0(%in1512: f32, %out1513: f32):
      %s1514 = math.absf %in1512 : f32
      %s1515 = arith.constant 1.000000000e+00 : f32
      %s1516 = arith.constant 3.275910914e-01 : f32
      %s1517 = arith.mulf %s1516, %s1514 : f32
      %s1518 = arith.addf %s1515, %s1517 : f32
      %s1519 = arith.divf %s1515, %s1518 : f32
      %s1520 = arith.constant 1.061405420e+00 : f32
      %s1521 = arith.mulf %s1520, %s1519 : f32
      %s1522 = arith.constant -1.453152061e+00 : f32
      %s1523 = arith.addf %s1521, %s1522 : f32
      %s1524 = arith.mulf %s1523, %s1519 : f32
      %s1525 = arith.constant 1.421413779e+00 : f32
      %s1526 = arith.addf %s1524, %s1525 : f32
      %s1527 = arith.mulf %s1526, %s1519 : f32
      %s1528 = arith.constant -2.844967246e-01 : f32
      %s1529 = arith.addf %s1527, %s1528 : f32
      %s1530 = arith.mulf %s1529, %s1519 : f32
      %s1531 = arith.constant 2.548295856e-01 : f32
      %s1532 = arith.addf %s1530, %s1531 : f32
      %s1533 = arith.mulf %s1532, %s1519 : f32
      %s1534 = arith.mulf %s1514, %s1514 : f32
      %s1535 = arith.negf %s1534 : f32
      %s1536 = math.exp %s1535 : f32
      %s1537 = arith.mulf %s1533, %s1536 : f32
      %s1538 = arith.subf %s1515, %s1537 : f32
      %s1539 = math.copysign %s1538, %in1512 : f32
      linalg.yield %s1539 : f32
    } -> tensor<2x17x128xf32> loc("backward.vit.layers.0.mlp.activation_fn")
    %t1541 = tensor.empty() : tensor<2x17x128xf32> loc("backward.vit.layers.0.mlp.activation_fn")
    %t1546 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1540 : tensor<2x17x128xf32>) outs(%t1541 : tensor<2x17x128xf32>) {
    ^bb0(%in1542: f32, %out1543: f32):
      %s1544 = arith.constant 1.000000000e+00 : f32
      %s1545 = arith.addf %in1542, %s1544 : f32
      linalg.yield %s1545 : f32
    } -> tensor<2x17x128xf32> loc("backward.vit.layers.0.mlp.activation_fn")
    %t1547 = tensor.empty() : tensor<2x17x128xf32> loc("backward.vit.layers.0.mlp.activation_fn")
    %t1552 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1546 : tensor<2x17x128xf32>) outs(%t1547 : tensor<2x17x128xf32>) {
    ^bb0(%in1548: f32, %out1549: f32):
      %s1550 = arith.constant 5.000000000e-01 : f32
      %s1551 = arith.mulf %in1548, %s1550 : f32
      linalg.yield %s1551 : f32
    } -> tensor<2x17x128xf32> loc("backward.vit.layers.0.mlp.activation_fn")
    %t1553 = tensor.empty() : tensor<2x17x128xf32> loc("backward.vit.layers.0.mlp.activation_fn")
    %t1558 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t264, %t264 : tensor<2x17x128xf32>, tensor<2x17x128xf32>) outs(%t1553 : tensor<2x17x128xf32>) {
    ^bb0(%in1554: f32, %in1555: f32, %out1556: f32):
      %s1557 = arith.mulf %in1554, %in1555 : f32
      linalg.yield %s1557 : f32
    } -> tensor<2x17x128xf32> loc("backward.vit.layers.0.mlp.activation_fn")
    %t1559 = tensor.empty() : tensor<2x17x128xf32> loc("backward.vit.layers.0.mlp.activation_fn")
    %t1564 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1558 : tensor<2x17x128xf32>) outs(%t1559 : tensor<2x17x128xf32>) {
    ^bb0(%in1560: f32, %out1561: f32):
      %s1562 = arith.constant -5.000000000e-01 : f32
      %s1563 = arith.mulf %in1560, %s1562 : f32
      linalg.yield %s1563 : f32
    } -> tensor<2x17x128xf32> loc("backward.vit.layers.0.mlp.activation_fn")
    %t1565 = tensor.empty() : tensor<2x17x128xf32> loc("backward.vit.layers.0.mlp.activation_fn")
    %t1569 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1564 : tensor<2x17x128xf32>) outs(%t1565 : tensor<2x17x128xf32>) {
    ^bb0(%in1566: f32, %out1567: f32):
      %s1568 = math.exp %in1566 : f32
      linalg.yield %s1568 : f32
    } -> tensor<2x17x128xf32> loc("backward.vit.layers.0.mlp.activation_fn")
    %t1570 = tensor.empty() : tensor<2x17x128xf32> loc("backward.vit.layers.0.mlp.activation_fn")
    %t1575 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1569 : tensor<2x17x128xf32>) outs(%t1570 : tensor<2x17x128xf32>) {
    ^bb0(%in1571: f32, %out1572: f32):
      %s1573 = arith.constant 3.989422917e-01 : f32
      %s1574 = arith.mulf %in1571, %s1573 : f32
      linalg.yield %s1574 : f32
    } -> tensor<2x17x128xf32> loc("backward.vit.layers.0.mlp.activation_fn")
    %t1576 = tensor.empty() : tensor<2x17x128xf32> loc("backward.vit.layers.0.mlp.activation_fn")
    %t1581 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t264, %t1575 : tensor<2x17x128xf32>, tensor<2x17x128xf32>) outs(%t1576 : tensor<2x17x128xf32>) {
    ^bb0(%in1577: f32, %in1578: f32, %out1579: f32):
      %s1580 = arith.mulf %in1577, %in1578 : f32
      linalg.yield %s1580 : f32
    } -> tensor<2x17x128xf32> loc("backward.vit.layers.0.mlp.activation_fn")
    %t1582 = tensor.empty() : tensor<2x17x128xf32> loc("backward.vit.layers.0.mlp.activation_fn")
    %t1587 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1552, %t1581 : tensor<2x17x128xf32>, tensor<2x17x128xf32>) outs(%t1582 : tensor<2x17x128xf32>) {
    ^bb0(%in1583: f32, %in1584: f32, %out1585: f32):
      %s1586 = arith.addf %in1583, %in1584 : f32
      linalg.yield %s1586 : f32
    } -> tensor<2x17x128xf32> loc("backward.vit.layers.0.mlp.activation_fn")
    %t1588 = tensor.empty() : tensor<2x17x128xf32> loc("backward.vit.layers.0.mlp.activation_fn")
    %t1593 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1504, %t1587 : tensor<2x17x128xf32>, tensor<2x17x128xf32>) outs(%t1588 : tensor<2x17x128xf32>) {
    ^bb0(%in1589: f32, %in1590: f32, %out1591: f32):
      %s1592 = arith.mulf %in1589, %in1590 : f32
      linalg.yield %s1592 : f32
    } -> tensor<2x17x128xf32> loc("backward.vit.layers.0.mlp.activation_fn")
    %t1594 = tensor.collapse_shape %t1593 [[0, 1], [2]] : tensor<2x17x128xf32> into tensor<34x128xf32> loc("backward.vit.layers.0.mlp.fc1")
    %t1595 = tensor.empty() : tensor<128x64xf32> loc("backward.vit.layers.0.mlp.fc1")
    %t1596 = linalg.transpose ins(%t258 : tensor<64x128xf32>) outs(%t1595 : tensor<128x64xf32>) permutation = [1, 0] loc("backward.vit.layers.0.mlp.fc1")
    %t1597 = tensor.empty() : tensor<34x64xf32> loc("backward.vit.layers.0.mlp.fc1")
    %c1598 = arith.constant 0.000000000e+00 : f32 loc("backward.vit.layers.0.mlp.fc1")
    %t1599 = linalg.fill ins(%c1598 : f32) outs(%t1597 : tensor<34x64xf32>) -> tensor<34x64xf32> loc("backward.vit.layers.0.mlp.fc1")
    %t1600 = linalg.matmul ins(%t1594, %t1596 : tensor<34x128xf32>, tensor<128x64xf32>) outs(%t1599 : tensor<34x64xf32>) -> tensor<34x64xf32> loc("backward.vit.layers.0.mlp.fc1")
    %t1601 = tensor.empty() : tensor<128x34xf32> loc("backward.vit.layers.0.mlp.fc1")
    %t1602 = linalg.transpose ins(%t1594 : tensor<34x128xf32>) outs(%t1601 : tensor<128x34xf32>) permutation = [1, 0] loc("backward.vit.layers.0.mlp.fc1")
    %t1603 = tensor.empty() : tensor<128x64xf32> loc("backward.vit.layers.0.mlp.fc1")
    %c1604 = arith.constant 0.000000000e+00 : f32 loc("backward.vit.layers.0.mlp.fc1")
    %t1605 = linalg.fill ins(%c1604 : f32) outs(%t1603 : tensor<128x64xf32>) -> tensor<128x64xf32> loc("backward.vit.layers.0.mlp.fc1")
    %t1606 = linalg.matmul ins(%t1602, %t256 : tensor<128x34xf32>, tensor<34x64xf32>) outs(%t1605 : tensor<128x64xf32>) -> tensor<128x64xf32> loc("backward.vit.layers.0.mlp.fc1")
    %t1607 = tensor.empty() : tensor<64x128xf32> loc("backward.vit.layers.0.mlp.fc1")
    %t1608 = linalg.transpose ins(%t1606 : tensor<128x64xf32>) outs(%t1607 : tensor<64x128xf32>) permutation = [1, 0] loc("backward.vit.layers.0.mlp.fc1")
    %t1609 = tensor.empty() : tensor<128xf32> loc("backward.vit.layers.0.mlp.fc1")
    %c1610 = arith.constant 0.000000000e+00 : f32 loc("backward.vit.layers.0.mlp.fc1")
    %t1611 = linalg.fill ins(%c1610 : f32) outs(%t1609 : tensor<128xf32>) -> tensor<128xf32> loc("backward.vit.layers.0.mlp.fc1")
    %t1615 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%t1594 : tensor<34x128xf32>) outs(%t1611 : tensor<128xf32>) {
    ^bb0(%in1612: f32, %out1613: f32):
      %s1614 = arith.addf %out1613, %in1612 : f32
      linalg.yield %s1614 : f32
    } -> tensor<128xf32> loc("backward.vit.layers.0.mlp.fc1")
    %t1616 = tensor.expand_shape %t1615 [[0, 1]] output_shape [1, 128] : tensor<128xf32> into tensor<1x128xf32> loc("backward.vit.layers.0.mlp.fc1")
    %t1617 = tensor.collapse_shape %t1616 [[0, 1]] : tensor<1x128xf32> into tensor<128xf32> loc("backward.vit.layers.0.mlp.fc1")
    %t1618 = tensor.empty() : tensor<128x64xf32> loc("backward.vit.layers.0.mlp.fc1")
    %t1619 = linalg.transpose ins(%t1608 : tensor<64x128xf32>) outs(%t1618 : tensor<128x64xf32>) permutation = [1, 0] loc("backward.vit.layers.0.mlp.fc1")
    %t1620 = tensor.expand_shape %t1600 [[0, 1], [2]] output_shape [2, 17, 64] : tensor<34x64xf32> into tensor<2x17x64xf32> loc("backward.vit.layers.0.mlp.fc1")
    %t1621 = tensor.empty() : tensor<2x17x64xf32> loc("backward.vit.layers.0.layernorm_after")
    %t1626 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t191, %t205 : tensor<2x17x64xf32>, tensor<2x17x1xf32>) outs(%t1621 : tensor<2x17x64xf32>) {
    ^bb0(%in1622: f32, %in1623: f32, %out1624: f32):
      %s1625 = arith.subf %in1622, %in1623 : f32
      linalg.yield %s1625 : f32
    } -> tensor<2x17x64xf32> loc("backward.vit.layers.0.layernorm_after")
    %t1627 = tensor.empty() : tensor<2x17x64xf32> loc("backward.vit.layers.0.layernorm_after")
    %t1632 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1626, %t237 : tensor<2x17x64xf32>, tensor<2x17x1xf32>) outs(%t1627 : tensor<2x17x64xf32>) {
    ^bb0(%in1628: f32, %in1629: f32, %out1630: f32):
      %s1631 = arith.mulf %in1628, %in1629 : f32
      linalg.yield %s1631 : f32
    } -> tensor<2x17x64xf32> loc("backward.vit.layers.0.layernorm_after")
    %t1633 = tensor.empty() : tensor<2x17x64xf32> loc("backward.vit.layers.0.layernorm_after")
    %t1638 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1620, %primals_15 : tensor<2x17x64xf32>, tensor<64xf32>) outs(%t1633 : tensor<2x17x64xf32>) {
    ^bb0(%in1634: f32, %in1635: f32, %out1636: f32):
      %s1637 = arith.mulf %in1634, %in1635 : f32
      linalg.yield %s1637 : f32
    } -> tensor<2x17x64xf32> loc("backward.vit.layers.0.layernorm_after")
    %t1639 = tensor.empty() : tensor<2x17x64xf32> loc("backward.vit.layers.0.layernorm_after")
    %t1644 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1638 : tensor<2x17x64xf32>) outs(%t1639 : tensor<2x17x64xf32>) {
    ^bb0(%in1640: f32, %out1641: f32):
      %s1642 = arith.constant 6.400000000e+01 : f32
      %s1643 = arith.mulf %in1640, %s1642 : f32
      linalg.yield %s1643 : f32
    } -> tensor<2x17x64xf32> loc("backward.vit.layers.0.layernorm_after")
    %t1645 = tensor.empty() : tensor<2x17xf32> loc("backward.vit.layers.0.layernorm_after")
    %c1646 = arith.constant 0.000000000e+00 : f32 loc("backward.vit.layers.0.layernorm_after")
    %t1647 = linalg.fill ins(%c1646 : f32) outs(%t1645 : tensor<2x17xf32>) -> tensor<2x17xf32> loc("backward.vit.layers.0.layernorm_after")
    %t1651 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t1638 : tensor<2x17x64xf32>) outs(%t1647 : tensor<2x17xf32>) {
    ^bb0(%in1648: f32, %out1649: f32):
      %s1650 = arith.addf %out1649, %in1648 : f32
      linalg.yield %s1650 : f32
    } -> tensor<2x17xf32> loc("backward.vit.layers.0.layernorm_after")
    %t1652 = tensor.expand_shape %t1651 [[0], [1, 2]] output_shape [2, 17, 1] : tensor<2x17xf32> into tensor<2x17x1xf32> loc("backward.vit.layers.0.layernorm_after")
    %t1653 = tensor.empty() : tensor<2x17x64xf32> loc("backward.vit.layers.0.layernorm_after")
    %t1658 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1638, %t1632 : tensor<2x17x64xf32>, tensor<2x17x64xf32>) outs(%t1653 : tensor<2x17x64xf32>) {
    ^bb0(%in1654: f32, %in1655: f32, %out1656: f32):
      %s1657 = arith.mulf %in1654, %in1655 : f32
      linalg.yield %s1657 : f32
    } -> tensor<2x17x64xf32> loc("backward.vit.layers.0.layernorm_after")
    %t1659 = tensor.empty() : tensor<2x17xf32> loc("backward.vit.layers.0.layernorm_after")
    %c1660 = arith.constant 0.000000000e+00 : f32 loc("backward.vit.layers.0.layernorm_after")
    %t1661 = linalg.fill ins(%c1660 : f32) outs(%t1659 : tensor<2x17xf32>) -> tensor<2x17xf32> loc("backward.vit.layers.0.layernorm_after")
    %t1665 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t1658 : tensor<2x17x64xf32>) outs(%t1661 : tensor<2x17xf32>) {
    ^bb0(%in1662: f32, %out1663: f32):
      %s1664 = arith.addf %out1663, %in1662 : f32
      linalg.yield %s1664 : f32
    } -> tensor<2x17xf32> loc("backward.vit.layers.0.layernorm_after")
    %t1666 = tensor.expand_shape %t1665 [[0], [1, 2]] output_shape [2, 17, 1] : tensor<2x17xf32> into tensor<2x17x1xf32> loc("backward.vit.layers.0.layernorm_after")
    %t1667 = tensor.empty() : tensor<2x17x64xf32> loc("backward.vit.layers.0.layernorm_after")
    %t1672 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1632, %t1666 : tensor<2x17x64xf32>, tensor<2x17x1xf32>) outs(%t1667 : tensor<2x17x64xf32>) {
    ^bb0(%in1668: f32, %in1669: f32, %out1670: f32):
      %s1671 = arith.mulf %in1668, %in1669 : f32
      linalg.yield %s1671 : f32
    } -> tensor<2x17x64xf32> loc("backward.vit.layers.0.layernorm_after")
    %t1673 = tensor.empty() : tensor<2x17x64xf32> loc("backward.vit.layers.0.layernorm_after")
    %t1678 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1644, %t1652 : tensor<2x17x64xf32>, tensor<2x17x1xf32>) outs(%t1673 : tensor<2x17x64xf32>) {
    ^bb0(%in1674: f32, %in1675: f32, %out1676: f32):
      %s1677 = arith.subf %in1674, %in1675 : f32
      linalg.yield %s1677 : f32
    } -> tensor<2x17x64xf32> loc("backward.vit.layers.0.layernorm_after")
    %t1679 = tensor.empty() : tensor<2x17x64xf32> loc("backward.vit.layers.0.layernorm_after")
    %t1684 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1678, %t1672 : tensor<2x17x64xf32>, tensor<2x17x64xf32>) outs(%t1679 : tensor<2x17x64xf32>) {
    ^bb0(%in1680: f32, %in1681: f32, %out1682: f32):
      %s1683 = arith.subf %in1680, %in1681 : f32
      linalg.yield %s1683 : f32
    } -> tensor<2x17x64xf32> loc("backward.vit.layers.0.layernorm_after")
    %t1685 = tensor.empty() : tensor<2x17x1xf32> loc("backward.vit.layers.0.layernorm_after")
    %t1690 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t237 : tensor<2x17x1xf32>) outs(%t1685 : tensor<2x17x1xf32>) {
    ^bb0(%in1686: f32, %out1687: f32):
      %s1688 = arith.constant 6.400000000e+01 : f32
      %s1689 = arith.divf %in1686, %s1688 : f32
      linalg.yield %s1689 : f32
    } -> tensor<2x17x1xf32> loc("backward.vit.layers.0.layernorm_after")
    %t1691 = tensor.empty() : tensor<2x17x64xf32> loc("backward.vit.layers.0.layernorm_after")
    %t1696 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1690, %t1684 : tensor<2x17x1xf32>, tensor<2x17x64xf32>) outs(%t1691 : tensor<2x17x64xf32>) {
    ^bb0(%in1692: f32, %in1693: f32, %out1694: f32):
      %s1695 = arith.mulf %in1692, %in1693 : f32
      linalg.yield %s1695 : f32
    } -> tensor<2x17x64xf32> loc("backward.vit.layers.0.layernorm_after")
    %t1697 = tensor.empty() : tensor<2x17x64xf32> loc("backward.vit.layers.0.layernorm_after")
    %t1702 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1620, %t1632 : tensor<2x17x64xf32>, tensor<2x17x64xf32>) outs(%t1697 : tensor<2x17x64xf32>) {
    ^bb0(%in1698: f32, %in1699: f32, %out1700: f32):
      %s1701 = arith.mulf %in1698, %in1699 : f32
      linalg.yield %s1701 : f32
    } -> tensor<2x17x64xf32> loc("backward.vit.layers.0.layernorm_after")
    %t1703 = tensor.empty() : tensor<64xf32> loc("backward.vit.layers.0.layernorm_after")
    %c1704 = arith.constant 0.000000000e+00 : f32 loc("backward.vit.layers.0.layernorm_after")
    %t1705 = linalg.fill ins(%c1704 : f32) outs(%t1703 : tensor<64xf32>) -> tensor<64xf32> loc("backward.vit.layers.0.layernorm_after")
    %t1709 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%t1702 : tensor<2x17x64xf32>) outs(%t1705 : tensor<64xf32>) {
    ^bb0(%in1706: f32, %out1707: f32):
      %s1708 = arith.addf %out1707, %in1706 : f32
      linalg.yield %s1708 : f32
    } -> tensor<64xf32> loc("backward.vit.layers.0.layernorm_after")
    %t1710 = tensor.empty() : tensor<64xf32> loc("backward.vit.layers.0.layernorm_after")
    %c1711 = arith.constant 0.000000000e+00 : f32 loc("backward.vit.layers.0.layernorm_after")
    %t1712 = linalg.fill ins(%c1711 : f32) outs(%t1710 : tensor<64xf32>) -> tensor<64xf32> loc("backward.vit.layers.0.layernorm_after")
    %t1716 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%t1620 : tensor<2x17x64xf32>) outs(%t1712 : tensor<64xf32>) {
    ^bb0(%in1713: f32, %out1714: f32):
      %s1715 = arith.addf %out1714, %in1713 : f32
      linalg.yield %s1715 : f32
    } -> tensor<64xf32> loc("backward.vit.layers.0.layernorm_after")
    %t1717 = tensor.empty() : tensor<2x17x64xf32> loc("backward.add_13")
    %t1722 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1477, %t1696 : tensor<2x17x64xf32>, tensor<2x17x64xf32>) outs(%t1717 : tensor<2x17x64xf32>) {
    ^bb0(%in1718: f32, %in1719: f32, %out1720: f32):
      %s1721 = arith.addf %in1718, %in1719 : f32
      linalg.yield %s1721 : f32
    } -> tensor<2x17x64xf32> loc("backward.add_13")
    %t1723 = tensor.collapse_shape %t1722 [[0, 1], [2]] : tensor<2x17x64xf32> into tensor<34x64xf32> loc("backward.vit.layers.0.attention.o_proj")
    %t1724 = tensor.empty() : tensor<64x64xf32> loc("backward.vit.layers.0.attention.o_proj")
    %t1725 = linalg.transpose ins(%t179 : tensor<64x64xf32>) outs(%t1724 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.vit.layers.0.attention.o_proj")
    %t1726 = tensor.empty() : tensor<34x64xf32> loc("backward.vit.layers.0.attention.o_proj")
    %c1727 = arith.constant 0.000000000e+00 : f32 loc("backward.vit.layers.0.attention.o_proj")
    %t1728 = linalg.fill ins(%c1727 : f32) outs(%t1726 : tensor<34x64xf32>) -> tensor<34x64xf32> loc("backward.vit.layers.0.attention.o_proj")
    %t1729 = linalg.matmul ins(%t1723, %t1725 : tensor<34x64xf32>, tensor<64x64xf32>) outs(%t1728 : tensor<34x64xf32>) -> tensor<34x64xf32> loc("backward.vit.layers.0.attention.o_proj")
    %t1730 = tensor.empty() : tensor<64x34xf32> loc("backward.vit.layers.0.attention.o_proj")
    %t1731 = linalg.transpose ins(%t1723 : tensor<34x64xf32>) outs(%t1730 : tensor<64x34xf32>) permutation = [1, 0] loc("backward.vit.layers.0.attention.o_proj")
    %t1732 = tensor.empty() : tensor<64x64xf32> loc("backward.vit.layers.0.attention.o_proj")
    %c1733 = arith.constant 0.000000000e+00 : f32 loc("backward.vit.layers.0.attention.o_proj")
    %t1734 = linalg.fill ins(%c1733 : f32) outs(%t1732 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.vit.layers.0.attention.o_proj")
    %t1735 = linalg.matmul ins(%t1731, %t177 : tensor<64x34xf32>, tensor<34x64xf32>) outs(%t1734 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.vit.layers.0.attention.o_proj")
    %t1736 = tensor.empty() : tensor<64x64xf32> loc("backward.vit.layers.0.attention.o_proj")
    %t1737 = linalg.transpose ins(%t1735 : tensor<64x64xf32>) outs(%t1736 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.vit.layers.0.attention.o_proj")
    %t1738 = tensor.empty() : tensor<64xf32> loc("backward.vit.layers.0.attention.o_proj")
    %c1739 = arith.constant 0.000000000e+00 : f32 loc("backward.vit.layers.0.attention.o_proj")
    %t1740 = linalg.fill ins(%c1739 : f32) outs(%t1738 : tensor<64xf32>) -> tensor<64xf32> loc("backward.vit.layers.0.attention.o_proj")
    %t1744 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%t1723 : tensor<34x64xf32>) outs(%t1740 : tensor<64xf32>) {
    ^bb0(%in1741: f32, %out1742: f32):
      %s1743 = arith.addf %out1742, %in1741 : f32
      linalg.yield %s1743 : f32
    } -> tensor<64xf32> loc("backward.vit.layers.0.attention.o_proj")
    %t1745 = tensor.expand_shape %t1744 [[0, 1]] output_shape [1, 64] : tensor<64xf32> into tensor<1x64xf32> loc("backward.vit.layers.0.attention.o_proj")
    %t1746 = tensor.collapse_shape %t1745 [[0, 1]] : tensor<1x64xf32> into tensor<64xf32> loc("backward.vit.layers.0.attention.o_proj")
    %t1747 = tensor.empty() : tensor<64x64xf32> loc("backward.vit.layers.0.attention.o_proj")
    %t1748 = linalg.transpose ins(%t1737 : tensor<64x64xf32>) outs(%t1747 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.vit.layers.0.attention.o_proj")
    %t1749 = tensor.expand_shape %t1729 [[0, 1], [2]] output_shape [2, 17, 64] : tensor<34x64xf32> into tensor<2x17x64xf32> loc("backward.vit.layers.0.attention.o_proj")
    %t1750 = tensor.expand_shape %t1749 [[0], [1], [2, 3]] output_shape [2, 17, 4, 16] : tensor<2x17x64xf32> into tensor<2x17x4x16xf32> loc("backward.vit.layers.0.attention")
    %t1751 = tensor.empty() : tensor<2x4x17x16xf32> loc("backward.vit.layers.0.attention")
    %t1752 = linalg.transpose ins(%t1750 : tensor<2x17x4x16xf32>) outs(%t1751 : tensor<2x4x17x16xf32>) permutation = [0, 2, 1, 3] loc("backward.vit.layers.0.attention")
    %t1753 = tensor.collapse_shape %t1752 [[0, 1], [2], [3]] : tensor<2x4x17x16xf32> into tensor<8x17x16xf32> loc("backward.vit.layers.0.attention")
    %t1754 = tensor.empty() : tensor<8x17x17xf32> loc("backward.vit.layers.0.attention")
    %t1755 = linalg.transpose ins(%t167 : tensor<8x17x17xf32>) outs(%t1754 : tensor<8x17x17xf32>) permutation = [0, 2, 1] loc("backward.vit.layers.0.attention")
    %t1756 = tensor.empty() : tensor<8x17x16xf32> loc("backward.vit.layers.0.attention")
    %c1757 = arith.constant 0.000000000e+00 : f32 loc("backward.vit.layers.0.attention")
    %t1758 = linalg.fill ins(%c1757 : f32) outs(%t1756 : tensor<8x17x16xf32>) -> tensor<8x17x16xf32> loc("backward.vit.layers.0.attention")
    %t1759 = linalg.batch_matmul ins(%t1755, %t1753 : tensor<8x17x17xf32>, tensor<8x17x16xf32>) outs(%t1758 : tensor<8x17x16xf32>) -> tensor<8x17x16xf32> loc("backward.vit.layers.0.attention")
    %t1760 = tensor.empty() : tensor<8x16x17xf32> loc("backward.vit.layers.0.attention")
    %t1761 = linalg.transpose ins(%t168 : tensor<8x17x16xf32>) outs(%t1760 : tensor<8x16x17xf32>) permutation = [0, 2, 1] loc("backward.vit.layers.0.attention")
    %t1762 = tensor.empty() : tensor<8x17x17xf32> loc("backward.vit.layers.0.attention")
    %c1763 = arith.constant 0.000000000e+00 : f32 loc("backward.vit.layers.0.attention")
    %t1764 = linalg.fill ins(%c1763 : f32) outs(%t1762 : tensor<8x17x17xf32>) -> tensor<8x17x17xf32> loc("backward.vit.layers.0.attention")
    %t1765 = linalg.batch_matmul ins(%t1753, %t1761 : tensor<8x17x16xf32>, tensor<8x16x17xf32>) outs(%t1764 : tensor<8x17x17xf32>) -> tensor<8x17x17xf32> loc("backward.vit.layers.0.attention")
    %t1766 = tensor.expand_shape %t1759 [[0, 1], [2], [3]] output_shape [2, 4, 17, 16] : tensor<8x17x16xf32> into tensor<2x4x17x16xf32> loc("backward.vit.layers.0.attention")
    %t1767 = tensor.expand_shape %t1765 [[0, 1], [2], [3]] output_shape [2, 4, 17, 17] : tensor<8x17x17xf32> into tensor<2x4x17x17xf32> loc("backward.vit.layers.0.attention")
    %t1768 = tensor.empty() : tensor<2x4x17x17xf32> loc("backward.vit.layers.0.attention")
    %t1773 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1767, %t166 : tensor<2x4x17x17xf32>, tensor<2x4x17x17xf32>) outs(%t1768 : tensor<2x4x17x17xf32>) {
    ^bb0(%in1769: f32, %in1770: f32, %out1771: f32):
      %s1772 = arith.mulf %in1769, %in1770 : f32
      linalg.yield %s1772 : f32
    } -> tensor<2x4x17x17xf32> loc("backward.vit.layers.0.attention")
    %t1774 = tensor.empty() : tensor<2x4x17xf32> loc("backward.vit.layers.0.attention")
    %c1775 = arith.constant 0.000000000e+00 : f32 loc("backward.vit.layers.0.attention")
    %t1776 = linalg.fill ins(%c1775 : f32) outs(%t1774 : tensor<2x4x17xf32>) -> tensor<2x4x17xf32> loc("backward.vit.layers.0.attention")
    %t1780 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%t1773 : tensor<2x4x17x17xf32>) outs(%t1776 : tensor<2x4x17xf32>) {
    ^bb0(%in1777: f32, %out1778: f32):
      %s1779 = arith.addf %out1778, %in1777 : f32
      linalg.yield %s1779 : f32
    } -> tensor<2x4x17xf32> loc("backward.vit.layers.0.attention")
    %t1781 = tensor.expand_shape %t1780 [[0], [1], [2, 3]] output_shape [2, 4, 17, 1] : tensor<2x4x17xf32> into tensor<2x4x17x1xf32> loc("backward.vit.layers.0.attention")
    %t1782 = tensor.empty() : tensor<2x4x17x17xf32> loc("backward.vit.layers.0.attention")
    %t1787 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t166, %t1781 : tensor<2x4x17x17xf32>, tensor<2x4x17x1xf32>) outs(%t1782 : tensor<2x4x17x17xf32>) {
    ^bb0(%in1783: f32, %in1784: f32, %out1785: f32):
      %s1786 = arith.mulf %in1783, %in1784 : f32
      linalg.yield %s1786 : f32
    } -> tensor<2x4x17x17xf32> loc("backward.vit.layers.0.attention")
    %t1788 = tensor.empty() : tensor<2x4x17x17xf32> loc("backward.vit.layers.0.attention")
    %t1793 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1773, %t1787 : tensor<2x4x17x17xf32>, tensor<2x4x17x17xf32>) outs(%t1788 : tensor<2x4x17x17xf32>) {
    ^bb0(%in1789: f32, %in1790: f32, %out1791: f32):
      %s1792 = arith.subf %in1789, %in1790 : f32
      linalg.yield %s1792 : f32
    } -> tensor<2x4x17x17xf32> loc("backward.vit.layers.0.attention")
    %t1794 = tensor.empty() : tensor<2x4x17x17xf32> loc("backward.vit.layers.0.attention")
    %t1799 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1793 : tensor<2x4x17x17xf32>) outs(%t1794 : tensor<2x4x17x17xf32>) {
    ^bb0(%in1795: f32, %out1796: f32):
      %s1797 = arith.constant 2.500000000e-01 : f32
      %s1798 = arith.mulf %in1795, %s1797 : f32
      linalg.yield %s1798 : f32
    } -> tensor<2x4x17x17xf32> loc("backward.vit.layers.0.attention")
    %t1800 = tensor.collapse_shape %t1799 [[0, 1], [2], [3]] : tensor<2x4x17x17xf32> into tensor<8x17x17xf32> loc("backward.vit.layers.0.attention")
    %t1801 = tensor.empty() : tensor<8x16x17xf32> loc("backward.vit.layers.0.attention")
    %t1802 = linalg.transpose ins(%t125 : tensor<8x17x16xf32>) outs(%t1801 : tensor<8x16x17xf32>) permutation = [0, 2, 1] loc("backward.vit.layers.0.attention")
    %t1803 = tensor.empty() : tensor<8x16x17xf32> loc("backward.vit.layers.0.attention")
    %c1804 = arith.constant 0.000000000e+00 : f32 loc("backward.vit.layers.0.attention")
    %t1805 = linalg.fill ins(%c1804 : f32) outs(%t1803 : tensor<8x16x17xf32>) -> tensor<8x16x17xf32> loc("backward.vit.layers.0.attention")
    %t1806 = linalg.batch_matmul ins(%t1802, %t1800 : tensor<8x16x17xf32>, tensor<8x17x17xf32>) outs(%t1805 : tensor<8x16x17xf32>) -> tensor<8x16x17xf32> loc("backward.vit.layers.0.attention")
    %t1807 = tensor.empty() : tensor<8x17x16xf32> loc("backward.vit.layers.0.attention")
    %t1808 = linalg.transpose ins(%t126 : tensor<8x16x17xf32>) outs(%t1807 : tensor<8x17x16xf32>) permutation = [0, 2, 1] loc("backward.vit.layers.0.attention")
    %t1809 = tensor.empty() : tensor<8x17x16xf32> loc("backward.vit.layers.0.attention")
    %c1810 = arith.constant 0.000000000e+00 : f32 loc("backward.vit.layers.0.attention")
    %t1811 = linalg.fill ins(%c1810 : f32) outs(%t1809 : tensor<8x17x16xf32>) -> tensor<8x17x16xf32> loc("backward.vit.layers.0.attention")
    %t1812 = linalg.batch_matmul ins(%t1800, %t1808 : tensor<8x17x17xf32>, tensor<8x17x16xf32>) outs(%t1811 : tensor<8x17x16xf32>) -> tensor<8x17x16xf32> loc("backward.vit.layers.0.attention")
    %t1813 = tensor.expand_shape %t1806 [[0, 1], [2], [3]] output_shape [2, 4, 16, 17] : tensor<8x16x17xf32> into tensor<2x4x16x17xf32> loc("backward.vit.layers.0.attention")
    %t1814 = tensor.expand_shape %t1812 [[0, 1], [2], [3]] output_shape [2, 4, 17, 16] : tensor<8x17x16xf32> into tensor<2x4x17x16xf32> loc("backward.vit.layers.0.attention")
    %t1815 = tensor.empty() : tensor<2x4x17x16xf32> loc("backward.vit.layers.0.attention")
    %t1816 = linalg.transpose ins(%t1813 : tensor<2x4x16x17xf32>) outs(%t1815 : tensor<2x4x17x16xf32>) permutation = [0, 1, 3, 2] loc("backward.vit.layers.0.attention")
    %t1817 = tensor.empty() : tensor<2x17x4x16xf32> loc("backward.vit.layers.0.attention")
    %t1818 = linalg.transpose ins(%t1766 : tensor<2x4x17x16xf32>) outs(%t1817 : tensor<2x17x4x16xf32>) permutation = [0, 2, 1, 3] loc("backward.vit.layers.0.attention")
    %t1819 = tensor.collapse_shape %t1818 [[0], [1], [2, 3]] : tensor<2x17x4x16xf32> into tensor<2x17x64xf32> loc("backward.vit.layers.0.attention")
    %t1820 = tensor.collapse_shape %t1819 [[0, 1], [2]] : tensor<2x17x64xf32> into tensor<34x64xf32> loc("backward.vit.layers.0.attention.v_proj")
    %t1821 = tensor.empty() : tensor<64x64xf32> loc("backward.vit.layers.0.attention.v_proj")
    %t1822 = linalg.transpose ins(%t113 : tensor<64x64xf32>) outs(%t1821 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.vit.layers.0.attention.v_proj")
    %t1823 = tensor.empty() : tensor<34x64xf32> loc("backward.vit.layers.0.attention.v_proj")
    %c1824 = arith.constant 0.000000000e+00 : f32 loc("backward.vit.layers.0.attention.v_proj")
    %t1825 = linalg.fill ins(%c1824 : f32) outs(%t1823 : tensor<34x64xf32>) -> tensor<34x64xf32> loc("backward.vit.layers.0.attention.v_proj")
    %t1826 = linalg.matmul ins(%t1820, %t1822 : tensor<34x64xf32>, tensor<64x64xf32>) outs(%t1825 : tensor<34x64xf32>) -> tensor<34x64xf32> loc("backward.vit.layers.0.attention.v_proj")
    %t1827 = tensor.empty() : tensor<64x34xf32> loc("backward.vit.layers.0.attention.v_proj")
    %t1828 = linalg.transpose ins(%t1820 : tensor<34x64xf32>) outs(%t1827 : tensor<64x34xf32>) permutation = [1, 0] loc("backward.vit.layers.0.attention.v_proj")
    %t1829 = tensor.empty() : tensor<64x64xf32> loc("backward.vit.layers.0.attention.v_proj")
    %c1830 = arith.constant 0.000000000e+00 : f32 loc("backward.vit.layers.0.attention.v_proj")
    %t1831 = linalg.fill ins(%c1830 : f32) outs(%t1829 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.vit.layers.0.attention.v_proj")
    %t1832 = linalg.matmul ins(%t1828, %t111 : tensor<64x34xf32>, tensor<34x64xf32>) outs(%t1831 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.vit.layers.0.attention.v_proj")
    %t1833 = tensor.empty() : tensor<64x64xf32> loc("backward.vit.layers.0.attention.v_proj")
    %t1834 = linalg.transpose ins(%t1832 : tensor<64x64xf32>) outs(%t1833 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.vit.layers.0.attention.v_proj")
    %t1835 = tensor.empty() : tensor<64xf32> loc("backward.vit.layers.0.attention.v_proj")
    %c1836 = arith.constant 0.000000000e+00 : f32 loc("backward.vit.layers.0.attention.v_proj")
    %t1837 = linalg.fill ins(%c1836 : f32) outs(%t1835 : tensor<64xf32>) -> tensor<64xf32> loc("backward.vit.layers.0.attention.v_proj")
    %t1841 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%t1820 : tensor<34x64xf32>) outs(%t1837 : tensor<64xf32>) {
    ^bb0(%in1838: f32, %out1839: f32):
      %s1840 = arith.addf %out1839, %in1838 : f32
      linalg.yield %s1840 : f32
    } -> tensor<64xf32> loc("backward.vit.layers.0.attention.v_proj")
    %t1842 = tensor.expand_shape %t1841 [[0, 1]] output_shape [1, 64] : tensor<64xf32> into tensor<1x64xf32> loc("backward.vit.layers.0.attention.v_proj")
    %t1843 = tensor.collapse_shape %t1842 [[0, 1]] : tensor<1x64xf32> into tensor<64xf32> loc("backward.vit.layers.0.attention.v_proj")
    %t1844 = tensor.empty() : tensor<64x64xf32> loc("backward.vit.layers.0.attention.v_proj")
    %t1845 = linalg.transpose ins(%t1834 : tensor<64x64xf32>) outs(%t1844 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.vit.layers.0.attention.v_proj")
    %t1846 = tensor.expand_shape %t1826 [[0, 1], [2]] output_shape [2, 17, 64] : tensor<34x64xf32> into tensor<2x17x64xf32> loc("backward.vit.layers.0.attention.v_proj")
    %t1847 = tensor.empty() : tensor<2x17x4x16xf32> loc("backward.vit.layers.0.attention")
    %t1848 = linalg.transpose ins(%t1816 : tensor<2x4x17x16xf32>) outs(%t1847 : tensor<2x17x4x16xf32>) permutation = [0, 2, 1, 3] loc("backward.vit.layers.0.attention")
    %t1849 = tensor.collapse_shape %t1848 [[0], [1], [2, 3]] : tensor<2x17x4x16xf32> into tensor<2x17x64xf32> loc("backward.vit.layers.0.attention")
    %t1850 = tensor.collapse_shape %t1849 [[0, 1], [2]] : tensor<2x17x64xf32> into tensor<34x64xf32> loc("backward.vit.layers.0.attention.k_proj")
    %t1851 = tensor.empty() : tensor<64x64xf32> loc("backward.vit.layers.0.attention.k_proj")
    %t1852 = linalg.transpose ins(%t101 : tensor<64x64xf32>) outs(%t1851 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.vit.layers.0.attention.k_proj")
    %t1853 = tensor.empty() : tensor<34x64xf32> loc("backward.vit.layers.0.attention.k_proj")
    %c1854 = arith.constant 0.000000000e+00 : f32 loc("backward.vit.layers.0.attention.k_proj")
    %t1855 = linalg.fill ins(%c1854 : f32) outs(%t1853 : tensor<34x64xf32>) -> tensor<34x64xf32> loc("backward.vit.layers.0.attention.k_proj")
    %t1856 = linalg.matmul ins(%t1850, %t1852 : tensor<34x64xf32>, tensor<64x64xf32>) outs(%t1855 : tensor<34x64xf32>) -> tensor<34x64xf32> loc("backward.vit.layers.0.attention.k_proj")
    %t1857 = tensor.empty() : tensor<64x34xf32> loc("backward.vit.layers.0.attention.k_proj")
    %t1858 = linalg.transpose ins(%t1850 : tensor<34x64xf32>) outs(%t1857 : tensor<64x34xf32>) permutation = [1, 0] loc("backward.vit.layers.0.attention.k_proj")
    %t1859 = tensor.empty() : tensor<64x64xf32> loc("backward.vit.layers.0.attention.k_proj")
    %c1860 = arith.constant 0.000000000e+00 : f32 loc("backward.vit.layers.0.attention.k_proj")
    %t1861 = linalg.fill ins(%c1860 : f32) outs(%t1859 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.vit.layers.0.attention.k_proj")
    %t1862 = linalg.matmul ins(%t1858, %t99 : tensor<64x34xf32>, tensor<34x64xf32>) outs(%t1861 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.vit.layers.0.attention.k_proj")
    %t1863 = tensor.empty() : tensor<64x64xf32> loc("backward.vit.layers.0.attention.k_proj")
    %t1864 = linalg.transpose ins(%t1862 : tensor<64x64xf32>) outs(%t1863 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.vit.layers.0.attention.k_proj")
    %t1865 = tensor.empty() : tensor<64xf32> loc("backward.vit.layers.0.attention.k_proj")
    %c1866 = arith.constant 0.000000000e+00 : f32 loc("backward.vit.layers.0.attention.k_proj")
    %t1867 = linalg.fill ins(%c1866 : f32) outs(%t1865 : tensor<64xf32>) -> tensor<64xf32> loc("backward.vit.layers.0.attention.k_proj")
    %t1871 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%t1850 : tensor<34x64xf32>) outs(%t1867 : tensor<64xf32>) {
    ^bb0(%in1868: f32, %out1869: f32):
      %s1870 = arith.addf %out1869, %in1868 : f32
      linalg.yield %s1870 : f32
    } -> tensor<64xf32> loc("backward.vit.layers.0.attention.k_proj")
    %t1872 = tensor.expand_shape %t1871 [[0, 1]] output_shape [1, 64] : tensor<64xf32> into tensor<1x64xf32> loc("backward.vit.layers.0.attention.k_proj")
    %t1873 = tensor.collapse_shape %t1872 [[0, 1]] : tensor<1x64xf32> into tensor<64xf32> loc("backward.vit.layers.0.attention.k_proj")
    %t1874 = tensor.empty() : tensor<64x64xf32> loc("backward.vit.layers.0.attention.k_proj")
    %t1875 = linalg.transpose ins(%t1864 : tensor<64x64xf32>) outs(%t1874 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.vit.layers.0.attention.k_proj")
    %t1876 = tensor.expand_shape %t1856 [[0, 1], [2]] output_shape [2, 17, 64] : tensor<34x64xf32> into tensor<2x17x64xf32> loc("backward.vit.layers.0.attention.k_proj")
    %t1877 = tensor.empty() : tensor<2x17x64xf32> loc("backward.add_14")
    %t1882 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1846, %t1876 : tensor<2x17x64xf32>, tensor<2x17x64xf32>) outs(%t1877 : tensor<2x17x64xf32>) {
    ^bb0(%in1878: f32, %in1879: f32, %out1880: f32):
      %s1881 = arith.addf %in1878, %in1879 : f32
      linalg.yield %s1881 : f32
    } -> tensor<2x17x64xf32> loc("backward.add_14")
    %t1883 = tensor.empty() : tensor<2x17x4x16xf32> loc("backward.vit.layers.0.attention")
    %t1884 = linalg.transpose ins(%t1814 : tensor<2x4x17x16xf32>) outs(%t1883 : tensor<2x17x4x16xf32>) permutation = [0, 2, 1, 3] loc("backward.vit.layers.0.attention")
    %t1885 = tensor.collapse_shape %t1884 [[0], [1], [2, 3]] : tensor<2x17x4x16xf32> into tensor<2x17x64xf32> loc("backward.vit.layers.0.attention")
    %t1886 = tensor.collapse_shape %t1885 [[0, 1], [2]] : tensor<2x17x64xf32> into tensor<34x64xf32> loc("backward.vit.layers.0.attention.q_proj")
    %t1887 = tensor.empty() : tensor<64x64xf32> loc("backward.vit.layers.0.attention.q_proj")
    %t1888 = linalg.transpose ins(%t89 : tensor<64x64xf32>) outs(%t1887 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.vit.layers.0.attention.q_proj")
    %t1889 = tensor.empty() : tensor<34x64xf32> loc("backward.vit.layers.0.attention.q_proj")
    %c1890 = arith.constant 0.000000000e+00 : f32 loc("backward.vit.layers.0.attention.q_proj")
    %t1891 = linalg.fill ins(%c1890 : f32) outs(%t1889 : tensor<34x64xf32>) -> tensor<34x64xf32> loc("backward.vit.layers.0.attention.q_proj")
    %t1892 = linalg.matmul ins(%t1886, %t1888 : tensor<34x64xf32>, tensor<64x64xf32>) outs(%t1891 : tensor<34x64xf32>) -> tensor<34x64xf32> loc("backward.vit.layers.0.attention.q_proj")
    %t1893 = tensor.empty() : tensor<64x34xf32> loc("backward.vit.layers.0.attention.q_proj")
    %t1894 = linalg.transpose ins(%t1886 : tensor<34x64xf32>) outs(%t1893 : tensor<64x34xf32>) permutation = [1, 0] loc("backward.vit.layers.0.attention.q_proj")
    %t1895 = tensor.empty() : tensor<64x64xf32> loc("backward.vit.layers.0.attention.q_proj")
    %c1896 = arith.constant 0.000000000e+00 : f32 loc("backward.vit.layers.0.attention.q_proj")
    %t1897 = linalg.fill ins(%c1896 : f32) outs(%t1895 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.vit.layers.0.attention.q_proj")
    %t1898 = linalg.matmul ins(%t1894, %t87 : tensor<64x34xf32>, tensor<34x64xf32>) outs(%t1897 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.vit.layers.0.attention.q_proj")
    %t1899 = tensor.empty() : tensor<64x64xf32> loc("backward.vit.layers.0.attention.q_proj")
    %t1900 = linalg.transpose ins(%t1898 : tensor<64x64xf32>) outs(%t1899 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.vit.layers.0.attention.q_proj")
    %t1901 = tensor.empty() : tensor<64xf32> loc("backward.vit.layers.0.attention.q_proj")
    %c1902 = arith.constant 0.000000000e+00 : f32 loc("backward.vit.layers.0.attention.q_proj")
    %t1903 = linalg.fill ins(%c1902 : f32) outs(%t1901 : tensor<64xf32>) -> tensor<64xf32> loc("backward.vit.layers.0.attention.q_proj")
    %t1907 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%t1886 : tensor<34x64xf32>) outs(%t1903 : tensor<64xf32>) {
    ^bb0(%in1904: f32, %out1905: f32):
      %s1906 = arith.addf %out1905, %in1904 : f32
      linalg.yield %s1906 : f32
    } -> tensor<64xf32> loc("backward.vit.layers.0.attention.q_proj")
    %t1908 = tensor.expand_shape %t1907 [[0, 1]] output_shape [1, 64] : tensor<64xf32> into tensor<1x64xf32> loc("backward.vit.layers.0.attention.q_proj")
    %t1909 = tensor.collapse_shape %t1908 [[0, 1]] : tensor<1x64xf32> into tensor<64xf32> loc("backward.vit.layers.0.attention.q_proj")
    %t1910 = tensor.empty() : tensor<64x64xf32> loc("backward.vit.layers.0.attention.q_proj")
    %t1911 = linalg.transpose ins(%t1900 : tensor<64x64xf32>) outs(%t1910 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.vit.layers.0.attention.q_proj")
    %t1912 = tensor.expand_shape %t1892 [[0, 1], [2]] output_shape [2, 17, 64] : tensor<34x64xf32> into tensor<2x17x64xf32> loc("backward.vit.layers.0.attention.q_proj")
    %t1913 = tensor.empty() : tensor<2x17x64xf32> loc("backward.add_15")
    %t1918 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1882, %t1912 : tensor<2x17x64xf32>, tensor<2x17x64xf32>) outs(%t1913 : tensor<2x17x64xf32>) {
    ^bb0(%in1914: f32, %in1915: f32, %out1916: f32):
      %s1917 = arith.addf %in1914, %in1915 : f32
      linalg.yield %s1917 : f32
    } -> tensor<2x17x64xf32> loc("backward.add_15")
    %t1919 = tensor.empty() : tensor<2x17x64xf32> loc("backward.vit.layers.0.layernorm_before")
    %t1924 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t22, %t36 : tensor<2x17x64xf32>, tensor<2x17x1xf32>) outs(%t1919 : tensor<2x17x64xf32>) {
    ^bb0(%in1920: f32, %in1921: f32, %out1922: f32):
      %s1923 = arith.subf %in1920, %in1921 : f32
      linalg.yield %s1923 : f32
    } -> tensor<2x17x64xf32> loc("backward.vit.layers.0.layernorm_before")
    %t1925 = tensor.empty() : tensor<2x17x64xf32> loc("backward.vit.layers.0.layernorm_before")
    %t1930 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1924, %t68 : tensor<2x17x64xf32>, tensor<2x17x1xf32>) outs(%t1925 : tensor<2x17x64xf32>) {
    ^bb0(%in1926: f32, %in1927: f32, %out1928: f32):
      %s1929 = arith.mulf %in1926, %in1927 : f32
      linalg.yield %s1929 : f32
    } -> tensor<2x17x64xf32> loc("backward.vit.layers.0.layernorm_before")
    %t1931 = tensor.empty() : tensor<2x17x64xf32> loc("backward.vit.layers.0.layernorm_before")
    %t1936 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1918, %primals_13 : tensor<2x17x64xf32>, tensor<64xf32>) outs(%t1931 : tensor<2x17x64xf32>) {
    ^bb0(%in1932: f32, %in1933: f32, %out1934: f32):
      %s1935 = arith.mulf %in1932, %in1933 : f32
      linalg.yield %s1935 : f32
    } -> tensor<2x17x64xf32> loc("backward.vit.layers.0.layernorm_before")
    %t1937 = tensor.empty() : tensor<2x17x64xf32> loc("backward.vit.layers.0.layernorm_before")
    %t1942 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1936 : tensor<2x17x64xf32>) outs(%t1937 : tensor<2x17x64xf32>) {
    ^bb0(%in1938: f32, %out1939: f32):
      %s1940 = arith.constant 6.400000000e+01 : f32
      %s1941 = arith.mulf %in1938, %s1940 : f32
      linalg.yield %s1941 : f32
    } -> tensor<2x17x64xf32> loc("backward.vit.layers.0.layernorm_before")
    %t1943 = tensor.empty() : tensor<2x17xf32> loc("backward.vit.layers.0.layernorm_before")
    %c1944 = arith.constant 0.000000000e+00 : f32 loc("backward.vit.layers.0.layernorm_before")
    %t1945 = linalg.fill ins(%c1944 : f32) outs(%t1943 : tensor<2x17xf32>) -> tensor<2x17xf32> loc("backward.vit.layers.0.layernorm_before")
    %t1949 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t1936 : tensor<2x17x64xf32>) outs(%t1945 : tensor<2x17xf32>) {
    ^bb0(%in1946: f32, %out1947: f32):
      %s1948 = arith.addf %out1947, %in1946 : f32
      linalg.yield %s1948 : f32
    } -> tensor<2x17xf32> loc("backward.vit.layers.0.layernorm_before")
    %t1950 = tensor.expand_shape %t1949 [[0], [1, 2]] output_shape [2, 17, 1] : tensor<2x17xf32> into tensor<2x17x1xf32> loc("backward.vit.layers.0.layernorm_before")
    %t1951 = tensor.empty() : tensor<2x17x64xf32> loc("backward.vit.layers.0.layernorm_before")
    %t1956 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1936, %t1930 : tensor<2x17x64xf32>, tensor<2x17x64xf32>) outs(%t1951 : tensor<2x17x64xf32>) {
    ^bb0(%in1952: f32, %in1953: f32, %out1954: f32):
      %s1955 = arith.mulf %in1952, %in1953 : f32
      linalg.yield %s1955 : f32
    } -> tensor<2x17x64xf32> loc("backward.vit.layers.0.layernorm_before")
    %t1957 = tensor.empty() : tensor<2x17xf32> loc("backward.vit.layers.0.layernorm_before")
    %c1958 = arith.constant 0.000000000e+00 : f32 loc("backward.vit.layers.0.layernorm_before")
    %t1959 = linalg.fill ins(%c1958 : f32) outs(%t1957 : tensor<2x17xf32>) -> tensor<2x17xf32> loc("backward.vit.layers.0.layernorm_before")
    %t1963 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t1956 : tensor<2x17x64xf32>) outs(%t1959 : tensor<2x17xf32>) {
    ^bb0(%in1960: f32, %out1961: f32):
      %s1962 = arith.addf %out1961, %in1960 : f32
      linalg.yield %s1962 : f32
    } -> tensor<2x17xf32> loc("backward.vit.layers.0.layernorm_before")
    %t1964 = tensor.expand_shape %t1963 [[0], [1, 2]] output_shape [2, 17, 1] : tensor<2x17xf32> into tensor<2x17x1xf32> loc("backward.vit.layers.0.layernorm_before")
    %t1965 = tensor.empty() : tensor<2x17x64xf32> loc("backward.vit.layers.0.layernorm_before")
    %t1970 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1930, %t1964 : tensor<2x17x64xf32>, tensor<2x17x1xf32>) outs(%t1965 : tensor<2x17x64xf32>) {
    ^bb0(%in1966: f32, %in1967: f32, %out1968: f32):
      %s1969 = arith.mulf %in1966, %in1967 : f32
      linalg.yield %s1969 : f32
    } -> tensor<2x17x64xf32> loc("backward.vit.layers.0.layernorm_before")
    %t1971 = tensor.empty() : tensor<2x17x64xf32> loc("backward.vit.layers.0.layernorm_before")
    %t1976 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1942, %t1950 : tensor<2x17x64xf32>, tensor<2x17x1xf32>) outs(%t1971 : tensor<2x17x64xf32>) {
    ^bb0(%in1972: f32, %in1973: f32, %out1974: f32):
      %s1975 = arith.subf %in1972, %in1973 : f32
      linalg.yield %s1975 : f32
    } -> tensor<2x17x64xf32> loc("backward.vit.layers.0.layernorm_before")
    %t1977 = tensor.empty() : tensor<2x17x64xf32> loc("backward.vit.layers.0.layernorm_before")
    %t1982 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1976, %t1970 : tensor<2x17x64xf32>, tensor<2x17x64xf32>) outs(%t1977 : tensor<2x17x64xf32>) {
    ^bb0(%in1978: f32, %in1979: f32, %out1980: f32):
      %s1981 = arith.subf %in1978, %in1979 : f32
      linalg.yield %s1981 : f32
    } -> tensor<2x17x64xf32> loc("backward.vit.layers.0.layernorm_before")
    %t1983 = tensor.empty() : tensor<2x17x1xf32> loc("backward.vit.layers.0.layernorm_before")
    %t1988 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t68 : tensor<2x17x1xf32>) outs(%t1983 : tensor<2x17x1xf32>) {
    ^bb0(%in1984: f32, %out1985: f32):
      %s1986 = arith.constant 6.400000000e+01 : f32
      %s1987 = arith.divf %in1984, %s1986 : f32
      linalg.yield %s1987 : f32
    } -> tensor<2x17x1xf32> loc("backward.vit.layers.0.layernorm_before")
    %t1989 = tensor.empty() : tensor<2x17x64xf32> loc("backward.vit.layers.0.layernorm_before")
    %t1994 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1988, %t1982 : tensor<2x17x1xf32>, tensor<2x17x64xf32>) outs(%t1989 : tensor<2x17x64xf32>) {
    ^bb0(%in1990: f32, %in1991: f32, %out1992: f32):
      %s1993 = arith.mulf %in1990, %in1991 : f32
      linalg.yield %s1993 : f32
    } -> tensor<2x17x64xf32> loc("backward.vit.layers.0.layernorm_before")
    %t1995 = tensor.empty() : tensor<2x17x64xf32> loc("backward.vit.layers.0.layernorm_before")
    %t2000 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1918, %t1930 : tensor<2x17x64xf32>, tensor<2x17x64xf32>) outs(%t1995 : tensor<2x17x64xf32>) {
    ^bb0(%in1996: f32, %in1997: f32, %out1998: f32):
      %s1999 = arith.mulf %in1996, %in1997 : f32
      linalg.yield %s1999 : f32
    } -> tensor<2x17x64xf32> loc("backward.vit.layers.0.layernorm_before")
    %t2001 = tensor.empty() : tensor<64xf32> loc("backward.vit.layers.0.layernorm_before")
    %c2002 = arith.constant 0.000000000e+00 : f32 loc("backward.vit.layers.0.layernorm_before")
    %t2003 = linalg.fill ins(%c2002 : f32) outs(%t2001 : tensor<64xf32>) -> tensor<64xf32> loc("backward.vit.layers.0.layernorm_before")
    %t2007 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%t2000 : tensor<2x17x64xf32>) outs(%t2003 : tensor<64xf32>) {
    ^bb0(%in2004: f32, %out2005: f32):
      %s2006 = arith.addf %out2005, %in2004 : f32
      linalg.yield %s2006 : f32
    } -> tensor<64xf32> loc("backward.vit.layers.0.layernorm_before")
    %t2008 = tensor.empty() : tensor<64xf32> loc("backward.vit.layers.0.layernorm_before")
    %c2009 = arith.constant 0.000000000e+00 : f32 loc("backward.vit.layers.0.layernorm_before")
    %t2010 = linalg.fill ins(%c2009 : f32) outs(%t2008 : tensor<64xf32>) -> tensor<64xf32> loc("backward.vit.layers.0.layernorm_before")
    %t2014 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%t1918 : tensor<2x17x64xf32>) outs(%t2010 : tensor<64xf32>) {
    ^bb0(%in2011: f32, %out2012: f32):
      %s2013 = arith.addf %out2012, %in2011 : f32
      linalg.yield %s2013 : f32
    } -> tensor<64xf32> loc("backward.vit.layers.0.layernorm_before")
    %t2015 = tensor.empty() : tensor<2x17x64xf32> loc("backward.add_16")
    %t2020 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1722, %t1994 : tensor<2x17x64xf32>, tensor<2x17x64xf32>) outs(%t2015 : tensor<2x17x64xf32>) {
    ^bb0(%in2016: f32, %in2017: f32, %out2018: f32):
      %s2019 = arith.addf %in2016, %in2017 : f32
      linalg.yield %s2019 : f32
    } -> tensor<2x17x64xf32> loc("backward.add_16")
    %t2021 = tensor.empty() : tensor<17x64xf32> loc("backward.vit.embeddings")
    %c2022 = arith.constant 0.000000000e+00 : f32 loc("backward.vit.embeddings")
    %t2023 = linalg.fill ins(%c2022 : f32) outs(%t2021 : tensor<17x64xf32>) -> tensor<17x64xf32> loc("backward.vit.embeddings")
    %t2027 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>], iterator_types = ["reduction", "parallel", "parallel"]} ins(%t2020 : tensor<2x17x64xf32>) outs(%t2023 : tensor<17x64xf32>) {
    ^bb0(%in2024: f32, %out2025: f32):
      %s2026 = arith.addf %out2025, %in2024 : f32
      linalg.yield %s2026 : f32
    } -> tensor<17x64xf32> loc("backward.vit.embeddings")
    %t2028 = tensor.expand_shape %t2027 [[0, 1], [2]] output_shape [1, 17, 64] : tensor<17x64xf32> into tensor<1x17x64xf32> loc("backward.vit.embeddings")
    %t2029 = tensor.extract_slice %t2020[0, 0, 0] [2, 1, 64] [1, 1, 1] : tensor<2x17x64xf32> to tensor<2x1x64xf32> loc("backward.vit.embeddings")
    %t2030 = tensor.extract_slice %t2020[0, 1, 0] [2, 16, 64] [1, 1, 1] : tensor<2x17x64xf32> to tensor<2x16x64xf32> loc("backward.vit.embeddings")
    %t2031 = tensor.empty() : tensor<1x64xf32> loc("backward.vit.embeddings")
    %c2032 = arith.constant 0.000000000e+00 : f32 loc("backward.vit.embeddings")
    %t2033 = linalg.fill ins(%c2032 : f32) outs(%t2031 : tensor<1x64xf32>) -> tensor<1x64xf32> loc("backward.vit.embeddings")
    %t2037 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>], iterator_types = ["reduction", "parallel", "parallel"]} ins(%t2029 : tensor<2x1x64xf32>) outs(%t2033 : tensor<1x64xf32>) {
    ^bb0(%in2034: f32, %out2035: f32):
      %s2036 = arith.addf %out2035, %in2034 : f32
      linalg.yield %s2036 : f32
    } -> tensor<1x64xf32> loc("backward.vit.embeddings")
    %t2038 = tensor.expand_shape %t2037 [[0], [1, 2]] output_shape [1, 1, 64] : tensor<1x64xf32> into tensor<1x1x64xf32> loc("backward.vit.embeddings")
    %t2039 = tensor.empty() : tensor<2x64x16xf32> loc("backward.vit.embeddings.patch_embeddings")
    %t2040 = linalg.transpose ins(%t2030 : tensor<2x16x64xf32>) outs(%t2039 : tensor<2x64x16xf32>) permutation = [0, 2, 1] loc("backward.vit.embeddings.patch_embeddings")
    %t2041 = tensor.expand_shape %t2040 [[0], [1], [2, 3]] output_shape [2, 64, 4, 4] : tensor<2x64x16xf32> into tensor<2x64x4x4xf32> loc("backward.vit.embeddings.patch_embeddings")
    %t2042 = tensor.empty() : tensor<64x3x8x8xf32> loc("backward.vit.embeddings.patch_embeddings.projection")
    %c2043 = arith.constant 0.000000000e+00 : f32 loc("backward.vit.embeddings.patch_embeddings.projection")
    %t2044 = linalg.fill ins(%c2043 : f32) outs(%t2042 : tensor<64x3x8x8xf32>) -> tensor<64x3x8x8xf32> loc("backward.vit.embeddings.patch_embeddings.projection")
    %t2050 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d0, d5, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d1, d5 * 8 + d2 * 1, d6 * 8 + d3 * 1)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%t2041, %primals_41 : tensor<2x64x4x4xf32>, tensor<2x3x32x32xf32>) outs(%t2044 : tensor<64x3x8x8xf32>) {
    ^bb0(%in2045: f32, %in2046: f32, %out2047: f32):
      %s2048 = arith.mulf %in2045, %in2046 : f32
      %s2049 = arith.addf %out2047, %s2048 : f32
      linalg.yield %s2049 : f32
    } -> tensor<64x3x8x8xf32> loc("backward.vit.embeddings.patch_embeddings.projection")
    %t2051 = tensor.empty() : tensor<64xf32> loc("backward.vit.embeddings.patch_embeddings.projection")
    %c2052 = arith.constant 0.000000000e+00 : f32 loc("backward.vit.embeddings.patch_embeddings.projection")
    %t2053 = linalg.fill ins(%c2052 : f32) outs(%t2051 : tensor<64xf32>) -> tensor<64xf32> loc("backward.vit.embeddings.patch_embeddings.projection")
    %t2057 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t2041 : tensor<2x64x4x4xf32>) outs(%t2053 : tensor<64xf32>) {
    ^bb0(%in2054: f32, %out2055: f32):
      %s2056 = arith.addf %out2055, %in2054 : f32
      linalg.yield %s2056 : f32
    } -> tensor<64xf32> loc("backward.vit.embeddings.patch_embeddings.projection")
    return %t748, %t2038, %t2028, %t2050, %t2057, %t1911, %t1909, %t1875, %t1873, %t1845, %t1843, %t1748, %t1746, %t2007, %t2014, %t1709, %t1716, %t1619, %t1617, %t1503, %t1501, %t1368, %t1366, %t1332, %t1330, %t1302, %t1300, %t1205, %t1203, %t1464, %t1471, %t1166, %t1173, %t1076, %t1074, %t960, %t958, %t927, %t934, %t824, %t822 : tensor<f32>, tensor<1x1x64xf32>, tensor<1x17x64xf32>, tensor<64x3x8x8xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128x64xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128x64xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<10x64xf32>, tensor<10xf32> loc("root.output")
  }
}
