module {
  // model: remat.torch.export --model resnet18
  // primals_1: parameter conv1.weight
  // primals_2: parameter bn1.weight
  // primals_3: parameter bn1.bias
  // primals_4: parameter layer1.0.conv1.weight
  // primals_5: parameter layer1.0.bn1.weight
  // primals_6: parameter layer1.0.bn1.bias
  // primals_7: parameter layer1.0.conv2.weight
  // primals_8: parameter layer1.0.bn2.weight
  // primals_9: parameter layer1.0.bn2.bias
  // primals_10: parameter layer1.1.conv1.weight
  // primals_11: parameter layer1.1.bn1.weight
  // primals_12: parameter layer1.1.bn1.bias
  // primals_13: parameter layer1.1.conv2.weight
  // primals_14: parameter layer1.1.bn2.weight
  // primals_15: parameter layer1.1.bn2.bias
  // primals_16: parameter layer2.0.conv1.weight
  // primals_17: parameter layer2.0.bn1.weight
  // primals_18: parameter layer2.0.bn1.bias
  // primals_19: parameter layer2.0.conv2.weight
  // primals_20: parameter layer2.0.bn2.weight
  // primals_21: parameter layer2.0.bn2.bias
  // primals_22: parameter layer2.0.downsample.0.weight
  // primals_23: parameter layer2.0.downsample.1.weight
  // primals_24: parameter layer2.0.downsample.1.bias
  // primals_25: parameter layer2.1.conv1.weight
  // primals_26: parameter layer2.1.bn1.weight
  // primals_27: parameter layer2.1.bn1.bias
  // primals_28: parameter layer2.1.conv2.weight
  // primals_29: parameter layer2.1.bn2.weight
  // primals_30: parameter layer2.1.bn2.bias
  // primals_31: parameter layer3.0.conv1.weight
  // primals_32: parameter layer3.0.bn1.weight
  // primals_33: parameter layer3.0.bn1.bias
  // primals_34: parameter layer3.0.conv2.weight
  // primals_35: parameter layer3.0.bn2.weight
  // primals_36: parameter layer3.0.bn2.bias
  // primals_37: parameter layer3.0.downsample.0.weight
  // primals_38: parameter layer3.0.downsample.1.weight
  // primals_39: parameter layer3.0.downsample.1.bias
  // primals_40: parameter layer3.1.conv1.weight
  // primals_41: parameter layer3.1.bn1.weight
  // primals_42: parameter layer3.1.bn1.bias
  // primals_43: parameter layer3.1.conv2.weight
  // primals_44: parameter layer3.1.bn2.weight
  // primals_45: parameter layer3.1.bn2.bias
  // primals_46: parameter layer4.0.conv1.weight
  // primals_47: parameter layer4.0.bn1.weight
  // primals_48: parameter layer4.0.bn1.bias
  // primals_49: parameter layer4.0.conv2.weight
  // primals_50: parameter layer4.0.bn2.weight
  // primals_51: parameter layer4.0.bn2.bias
  // primals_52: parameter layer4.0.downsample.0.weight
  // primals_53: parameter layer4.0.downsample.1.weight
  // primals_54: parameter layer4.0.downsample.1.bias
  // primals_55: parameter layer4.1.conv1.weight
  // primals_56: parameter layer4.1.bn1.weight
  // primals_57: parameter layer4.1.bn1.bias
  // primals_58: parameter layer4.1.conv2.weight
  // primals_59: parameter layer4.1.bn2.weight
  // primals_60: parameter layer4.1.bn2.bias
  // primals_61: parameter fc.weight
  // primals_62: parameter fc.bias
  // primals_63: input 0
  // primals_64: input 1
  // tangents_1: cotangent of the loss (remat.cotangent)
  // results: loss, then gradients of primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32, primals_33, primals_34, primals_35, primals_36, primals_37, primals_38, primals_39, primals_40, primals_41, primals_42, primals_43, primals_44, primals_45, primals_46, primals_47, primals_48, primals_49, primals_50, primals_51, primals_52, primals_53, primals_54, primals_55, primals_56, primals_57, primals_58, primals_59, primals_60, primals_61, primals_62
  func.func @train_step(
    %primals_1: tensor<8x3x3x3xf32>,
    %primals_2: tensor<8xf32>,
    %primals_3: tensor<8xf32>,
    %primals_4: tensor<8x8x3x3xf32>,
    %primals_5: tensor<8xf32>,
    %primals_6: tensor<8xf32>,
    %primals_7: tensor<8x8x3x3xf32>,
    %primals_8: tensor<8xf32>,
    %primals_9: tensor<8xf32>,
    %primals_10: tensor<8x8x3x3xf32>,
    %primals_11: tensor<8xf32>,
    %primals_12: tensor<8xf32>,
    %primals_13: tensor<8x8x3x3xf32>,
    %primals_14: tensor<8xf32>,
    %primals_15: tensor<8xf32>,
    %primals_16: tensor<16x8x3x3xf32>,
    %primals_17: tensor<16xf32>,
    %primals_18: tensor<16xf32>,
    %primals_19: tensor<16x16x3x3xf32>,
    %primals_20: tensor<16xf32>,
    %primals_21: tensor<16xf32>,
    %primals_22: tensor<16x8x1x1xf32>,
    %primals_23: tensor<16xf32>,
    %primals_24: tensor<16xf32>,
    %primals_25: tensor<16x16x3x3xf32>,
    %primals_26: tensor<16xf32>,
    %primals_27: tensor<16xf32>,
    %primals_28: tensor<16x16x3x3xf32>,
    %primals_29: tensor<16xf32>,
    %primals_30: tensor<16xf32>,
    %primals_31: tensor<32x16x3x3xf32>,
    %primals_32: tensor<32xf32>,
    %primals_33: tensor<32xf32>,
    %primals_34: tensor<32x32x3x3xf32>,
    %primals_35: tensor<32xf32>,
    %primals_36: tensor<32xf32>,
    %primals_37: tensor<32x16x1x1xf32>,
    %primals_38: tensor<32xf32>,
    %primals_39: tensor<32xf32>,
    %primals_40: tensor<32x32x3x3xf32>,
    %primals_41: tensor<32xf32>,
    %primals_42: tensor<32xf32>,
    %primals_43: tensor<32x32x3x3xf32>,
    %primals_44: tensor<32xf32>,
    %primals_45: tensor<32xf32>,
    %primals_46: tensor<64x32x3x3xf32>,
    %primals_47: tensor<64xf32>,
    %primals_48: tensor<64xf32>,
    %primals_49: tensor<64x64x3x3xf32>,
    %primals_50: tensor<64xf32>,
    %primals_51: tensor<64xf32>,
    %primals_52: tensor<64x32x1x1xf32>,
    %primals_53: tensor<64xf32>,
    %primals_54: tensor<64xf32>,
    %primals_55: tensor<64x64x3x3xf32>,
    %primals_56: tensor<64xf32>,
    %primals_57: tensor<64xf32>,
    %primals_58: tensor<64x64x3x3xf32>,
    %primals_59: tensor<64xf32>,
    %primals_60: tensor<64xf32>,
    %primals_61: tensor<10x64xf32>,
    %primals_62: tensor<10xf32>,
    %primals_63: tensor<2x3x32x32xf32>,
    %primals_64: tensor<2x10xf32>,
    %tangents_1: tensor<f32> {remat.cotangent}
  ) -> (tensor<f32>, tensor<8x3x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<16x8x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x8x1x1xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x16x3x3xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x16x1x1xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x32x1x1xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<10x64xf32>, tensor<10xf32>) {
    %t1 = tensor.empty() : tensor<2x3x34x34xf32> loc("conv1")
    %c2 = arith.constant 0.000000000e+00 : f32 loc("conv1")
    %t3 = linalg.fill ins(%c2 : f32) outs(%t1 : tensor<2x3x34x34xf32>) -> tensor<2x3x34x34xf32> loc("conv1")
    %t4 = tensor.insert_slice %primals_63 into %t3[0, 0, 1, 1] [2, 3, 32, 32] [1, 1, 1, 1] : tensor<2x3x32x32xf32> into tensor<2x3x34x34xf32> loc("conv1")
    %t5 = tensor.empty() : tensor<2x8x32x32xf32> loc("conv1")
    %c6 = arith.constant 0.000000000e+00 : f32 loc("conv1")
    %t7 = linalg.fill ins(%c6 : f32) outs(%t5 : tensor<2x8x32x32xf32>) -> tensor<2x8x32x32xf32> loc("conv1")
    %t8 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%t4, %primals_1 : tensor<2x3x34x34xf32>, tensor<8x3x3x3xf32>) outs(%t7 : tensor<2x8x32x32xf32>) -> tensor<2x8x32x32xf32> loc("conv1")
    %t9 = tensor.empty() : tensor<8xf32> loc("bn1")
    %c10 = arith.constant 0.000000000e+00 : f32 loc("bn1")
    %t11 = linalg.fill ins(%c10 : f32) outs(%t9 : tensor<8xf32>) -> tensor<8xf32> loc("bn1")
    %t15 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t8 : tensor<2x8x32x32xf32>) outs(%t11 : tensor<8xf32>) {
    ^bb0(%in12: f32, %out13: f32):
      %s14 = arith.addf %out13, %in12 : f32
      linalg.yield %s14 : f32
    } -> tensor<8xf32> loc("bn1")
    %t16 = tensor.empty() : tensor<8xf32> loc("bn1")
    %t21 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t15 : tensor<8xf32>) outs(%t16 : tensor<8xf32>) {
    ^bb0(%in17: f32, %out18: f32):
      %s19 = arith.constant 4.882812500e-04 : f32
      %s20 = arith.mulf %in17, %s19 : f32
      linalg.yield %s20 : f32
    } -> tensor<8xf32> loc("bn1")
    %t22 = tensor.expand_shape %t21 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32> loc("bn1")
    %t23 = tensor.empty() : tensor<2x8x32x32xf32> loc("bn1")
    %t28 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t8, %t22 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%t23 : tensor<2x8x32x32xf32>) {
    ^bb0(%in24: f32, %in25: f32, %out26: f32):
      %s27 = arith.subf %in24, %in25 : f32
      linalg.yield %s27 : f32
    } -> tensor<2x8x32x32xf32> loc("bn1")
    %t29 = tensor.empty() : tensor<2x8x32x32xf32> loc("bn1")
    %t33 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t28 : tensor<2x8x32x32xf32>) outs(%t29 : tensor<2x8x32x32xf32>) {
    ^bb0(%in30: f32, %out31: f32):
      %s32 = arith.mulf %in30, %in30 : f32
      linalg.yield %s32 : f32
    } -> tensor<2x8x32x32xf32> loc("bn1")
    %t34 = tensor.empty() : tensor<8xf32> loc("bn1")
    %c35 = arith.constant 0.000000000e+00 : f32 loc("bn1")
    %t36 = linalg.fill ins(%c35 : f32) outs(%t34 : tensor<8xf32>) -> tensor<8xf32> loc("bn1")
    %t40 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t33 : tensor<2x8x32x32xf32>) outs(%t36 : tensor<8xf32>) {
    ^bb0(%in37: f32, %out38: f32):
      %s39 = arith.addf %out38, %in37 : f32
      linalg.yield %s39 : f32
    } -> tensor<8xf32> loc("bn1")
    %t41 = tensor.empty() : tensor<8xf32> loc("bn1")
    %t46 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t40 : tensor<8xf32>) outs(%t41 : tensor<8xf32>) {
    ^bb0(%in42: f32, %out43: f32):
      %s44 = arith.constant 4.882812500e-04 : f32
      %s45 = arith.mulf %in42, %s44 : f32
      linalg.yield %s45 : f32
    } -> tensor<8xf32> loc("bn1")
    %t47 = tensor.expand_shape %t46 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32> loc("bn1")
    %t48 = tensor.empty() : tensor<1x8x1x1xf32> loc("bn1")
    %t54 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t47 : tensor<1x8x1x1xf32>) outs(%t48 : tensor<1x8x1x1xf32>) {
    ^bb0(%in49: f32, %out50: f32):
      %s51 = arith.constant 9.999999747e-06 : f32
      %s52 = arith.addf %in49, %s51 : f32
      %s53 = math.rsqrt %s52 : f32
      linalg.yield %s53 : f32
    } -> tensor<1x8x1x1xf32> loc("bn1")
    %t55 = tensor.empty() : tensor<2x8x32x32xf32> loc("bn1")
    %t60 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t28, %t54 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%t55 : tensor<2x8x32x32xf32>) {
    ^bb0(%in56: f32, %in57: f32, %out58: f32):
      %s59 = arith.mulf %in56, %in57 : f32
      linalg.yield %s59 : f32
    } -> tensor<2x8x32x32xf32> loc("bn1")
    %t61 = tensor.expand_shape %primals_2 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32> loc("bn1")
    %t62 = tensor.empty() : tensor<2x8x32x32xf32> loc("bn1")
    %t67 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t60, %t61 : tensor<2x8x32x32xf32>, tensor<8x1x1xf32>) outs(%t62 : tensor<2x8x32x32xf32>) {
    ^bb0(%in63: f32, %in64: f32, %out65: f32):
      %s66 = arith.mulf %in63, %in64 : f32
      linalg.yield %s66 : f32
    } -> tensor<2x8x32x32xf32> loc("bn1")
    %t68 = tensor.expand_shape %primals_3 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32> loc("bn1")
    %t69 = tensor.empty() : tensor<2x8x32x32xf32> loc("bn1")
    %t74 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t67, %t68 : tensor<2x8x32x32xf32>, tensor<8x1x1xf32>) outs(%t69 : tensor<2x8x32x32xf32>) {
    ^bb0(%in70: f32, %in71: f32, %out72: f32):
      %s73 = arith.addf %in70, %in71 : f32
      linalg.yield %s73 : f32
    } -> tensor<2x8x32x32xf32> loc("bn1")
    %t75 = tensor.collapse_shape %t22 [[0, 1, 2, 3]] : tensor<1x8x1x1xf32> into tensor<8xf32> loc("bn1")
    %t76 = tensor.collapse_shape %t54 [[0, 1, 2, 3]] : tensor<1x8x1x1xf32> into tensor<8xf32> loc("bn1")
    %t77 = tensor.empty() : tensor<2x8x32x32xf32> loc("relu")
    %t82 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t74 : tensor<2x8x32x32xf32>) outs(%t77 : tensor<2x8x32x32xf32>) {
    ^bb0(%in78: f32, %out79: f32):
      %s80 = arith.constant 0.000000000e+00 : f32
      %s81 = arith.maximumf %in78, %s80 : f32
      linalg.yield %s81 : f32
    } -> tensor<2x8x32x32xf32> loc("relu")
    %t83 = tensor.empty() : tensor<2x8x34x34xf32> loc("layer1.0.conv1")
    %c84 = arith.constant 0.000000000e+00 : f32 loc("layer1.0.conv1")
    %t85 = linalg.fill ins(%c84 : f32) outs(%t83 : tensor<2x8x34x34xf32>) -> tensor<2x8x34x34xf32> loc("layer1.0.conv1")
    %t86 = tensor.insert_slice %t82 into %t85[0, 0, 1, 1] [2, 8, 32, 32] [1, 1, 1, 1] : tensor<2x8x32x32xf32> into tensor<2x8x34x34xf32> loc("layer1.0.conv1")
    %t87 = tensor.empty() : tensor<2x8x32x32xf32> loc("layer1.0.conv1")
    %c88 = arith.constant 0.000000000e+00 : f32 loc("layer1.0.conv1")
    %t89 = linalg.fill ins(%c88 : f32) outs(%t87 : tensor<2x8x32x32xf32>) -> tensor<2x8x32x32xf32> loc("layer1.0.conv1")
    %t90 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%t86, %primals_4 : tensor<2x8x34x34xf32>, tensor<8x8x3x3xf32>) outs(%t89 : tensor<2x8x32x32xf32>) -> tensor<2x8x32x32xf32> loc("layer1.0.conv1")
    %t91 = tensor.empty() : tensor<8xf32> loc("layer1.0.bn1")
    %c92 = arith.constant 0.000000000e+00 : f32 loc("layer1.0.bn1")
    %t93 = linalg.fill ins(%c92 : f32) outs(%t91 : tensor<8xf32>) -> tensor<8xf32> loc("layer1.0.bn1")
    %t97 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t90 : tensor<2x8x32x32xf32>) outs(%t93 : tensor<8xf32>) {
    ^bb0(%in94: f32, %out95: f32):
      %s96 = arith.addf %out95, %in94 : f32
      linalg.yield %s96 : f32
    } -> tensor<8xf32> loc("layer1.0.bn1")
    %t98 = tensor.empty() : tensor<8xf32> loc("layer1.0.bn1")
    %t103 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t97 : tensor<8xf32>) outs(%t98 : tensor<8xf32>) {
    ^bb0(%in99: f32, %out100: f32):
      %s101 = arith.constant 4.882812500e-04 : f32
      %s102 = arith.mulf %in99, %s101 : f32
      linalg.yield %s102 : f32
    } -> tensor<8xf32> loc("layer1.0.bn1")
    %t104 = tensor.expand_shape %t103 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32> loc("layer1.0.bn1")
    %t105 = tensor.empty() : tensor<2x8x32x32xf32> loc("layer1.0.bn1")
    %t110 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t90, %t104 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%t105 : tensor<2x8x32x32xf32>) {
    ^bb0(%in106: f32, %in107: f32, %out108: f32):
      %s109 = arith.subf %in106, %in107 : f32
      linalg.yield %s109 : f32
    } -> tensor<2x8x32x32xf32> loc("layer1.0.bn1")
    %t111 = tensor.empty() : tensor<2x8x32x32xf32> loc("layer1.0.bn1")
    %t115 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t110 : tensor<2x8x32x32xf32>) outs(%t111 : tensor<2x8x32x32xf32>) {
    ^bb0(%in112: f32, %out113: f32):
      %s114 = arith.mulf %in112, %in112 : f32
      linalg.yield %s114 : f32
    } -> tensor<2x8x32x32xf32> loc("layer1.0.bn1")
    %t116 = tensor.empty() : tensor<8xf32> loc("layer1.0.bn1")
    %c117 = arith.constant 0.000000000e+00 : f32 loc("layer1.0.bn1")
    %t118 = linalg.fill ins(%c117 : f32) outs(%t116 : tensor<8xf32>) -> tensor<8xf32> loc("layer1.0.bn1")
    %t122 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t115 : tensor<2x8x32x32xf32>) outs(%t118 : tensor<8xf32>) {
    ^bb0(%in119: f32, %out120: f32):
      %s121 = arith.addf %out120, %in119 : f32
      linalg.yield %s121 : f32
    } -> tensor<8xf32> loc("layer1.0.bn1")
    %t123 = tensor.empty() : tensor<8xf32> loc("layer1.0.bn1")
    %t128 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t122 : tensor<8xf32>) outs(%t123 : tensor<8xf32>) {
    ^bb0(%in124: f32, %out125: f32):
      %s126 = arith.constant 4.882812500e-04 : f32
      %s127 = arith.mulf %in124, %s126 : f32
      linalg.yield %s127 : f32
    } -> tensor<8xf32> loc("layer1.0.bn1")
    %t129 = tensor.expand_shape %t128 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32> loc("layer1.0.bn1")
    %t130 = tensor.empty() : tensor<1x8x1x1xf32> loc("layer1.0.bn1")
    %t136 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t129 : tensor<1x8x1x1xf32>) outs(%t130 : tensor<1x8x1x1xf32>) {
    ^bb0(%in131: f32, %out132: f32):
      %s133 = arith.constant 9.999999747e-06 : f32
      %s134 = arith.addf %in131, %s133 : f32
      %s135 = math.rsqrt %s134 : f32
      linalg.yield %s135 : f32
    } -> tensor<1x8x1x1xf32> loc("layer1.0.bn1")
    %t137 = tensor.empty() : tensor<2x8x32x32xf32> loc("layer1.0.bn1")
    %t142 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t110, %t136 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%t137 : tensor<2x8x32x32xf32>) {
    ^bb0(%in138: f32, %in139: f32, %out140: f32):
      %s141 = arith.mulf %in138, %in139 : f32
      linalg.yield %s141 : f32
    } -> tensor<2x8x32x32xf32> loc("layer1.0.bn1")
    %t143 = tensor.expand_shape %primals_5 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32> loc("layer1.0.bn1")
    %t144 = tensor.empty() : tensor<2x8x32x32xf32> loc("layer1.0.bn1")
    %t149 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t142, %t143 : tensor<2x8x32x32xf32>, tensor<8x1x1xf32>) outs(%t144 : tensor<2x8x32x32xf32>) {
    ^bb0(%in145: f32, %in146: f32, %out147: f32):
      %s148 = arith.mulf %in145, %in146 : f32
      linalg.yield %s148 : f32
    } -> tensor<2x8x32x32xf32> loc("layer1.0.bn1")
    %t150 = tensor.expand_shape %primals_6 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32> loc("layer1.0.bn1")
    %t151 = tensor.empty() : tensor<2x8x32x32xf32> loc("layer1.0.bn1")
    %t156 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t149, %t150 : tensor<2x8x32x32xf32>, tensor<8x1x1xf32>) outs(%t151 : tensor<2x8x32x32xf32>) {
    ^bb0(%in152: f32, %in153: f32, %out154: f32):
      %s155 = arith.addf %in152, %in153 : f32
      linalg.yield %s155 : f32
    } -> tensor<2x8x32x32xf32> loc("layer1.0.bn1")
    %t157 = tensor.collapse_shape %t104 [[0, 1, 2, 3]] : tensor<1x8x1x1xf32> into tensor<8xf32> loc("layer1.0.bn1")
    %t158 = tensor.collapse_shape %t136 [[0, 1, 2, 3]] : tensor<1x8x1x1xf32> into tensor<8xf32> loc("layer1.0.bn1")
    %t159 = tensor.empty() : tensor<2x8x32x32xf32> loc("layer1.0.relu")
    %t164 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t156 : tensor<2x8x32x32xf32>) outs(%t159 : tensor<2x8x32x32xf32>) {
    ^bb0(%in160: f32, %out161: f32):
      %s162 = arith.constant 0.000000000e+00 : f32
      %s163 = arith.maximumf %in160, %s162 : f32
      linalg.yield %s163 : f32
    } -> tensor<2x8x32x32xf32> loc("layer1.0.relu")
    %t165 = tensor.empty() : tensor<2x8x34x34xf32> loc("layer1.0.conv2")
    %c166 = arith.constant 0.000000000e+00 : f32 loc("layer1.0.conv2")
    %t167 = linalg.fill ins(%c166 : f32) outs(%t165 : tensor<2x8x34x34xf32>) -> tensor<2x8x34x34xf32> loc("layer1.0.conv2")
    %t168 = tensor.insert_slice %t164 into %t167[0, 0, 1, 1] [2, 8, 32, 32] [1, 1, 1, 1] : tensor<2x8x32x32xf32> into tensor<2x8x34x34xf32> loc("layer1.0.conv2")
    %t169 = tensor.empty() : tensor<2x8x32x32xf32> loc("layer1.0.conv2")
    %c170 = arith.constant 0.000000000e+00 : f32 loc("layer1.0.conv2")
    %t171 = linalg.fill ins(%c170 : f32) outs(%t169 : tensor<2x8x32x32xf32>) -> tensor<2x8x32x32xf32> loc("layer1.0.conv2")
    %t172 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%t168, %primals_7 : tensor<2x8x34x34xf32>, tensor<8x8x3x3xf32>) outs(%t171 : tensor<2x8x32x32xf32>) -> tensor<2x8x32x32xf32> loc("layer1.0.conv2")
    %t173 = tensor.empty() : tensor<8xf32> loc("layer1.0.bn2")
    %c174 = arith.constant 0.000000000e+00 : f32 loc("layer1.0.bn2")
    %t175 = linalg.fill ins(%c174 : f32) outs(%t173 : tensor<8xf32>) -> tensor<8xf32> loc("layer1.0.bn2")
    %t179 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t172 : tensor<2x8x32x32xf32>) outs(%t175 : tensor<8xf32>) {
    ^bb0(%in176: f32, %out177: f32):
      %s178 = arith.addf %out177, %in176 : f32
      linalg.yield %s178 : f32
    } -> tensor<8xf32> loc("layer1.0.bn2")
    %t180 = tensor.empty() : tensor<8xf32> loc("layer1.0.bn2")
    %t185 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t179 : tensor<8xf32>) outs(%t180 : tensor<8xf32>) {
    ^bb0(%in181: f32, %out182: f32):
      %s183 = arith.constant 4.882812500e-04 : f32
      %s184 = arith.mulf %in181, %s183 : f32
      linalg.yield %s184 : f32
    } -> tensor<8xf32> loc("layer1.0.bn2")
    %t186 = tensor.expand_shape %t185 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32> loc("layer1.0.bn2")
    %t187 = tensor.empty() : tensor<2x8x32x32xf32> loc("layer1.0.bn2")
    %t192 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t172, %t186 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%t187 : tensor<2x8x32x32xf32>) {
    ^bb0(%in188: f32, %in189: f32, %out190: f32):
      %s191 = arith.subf %in188, %in189 : f32
      linalg.yield %s191 : f32
    } -> tensor<2x8x32x32xf32> loc("layer1.0.bn2")
    %t193 = tensor.empty() : tensor<2x8x32x32xf32> loc("layer1.0.bn2")
    %t197 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t192 : tensor<2x8x32x32xf32>) outs(%t193 : tensor<2x8x32x32xf32>) {
    ^bb0(%in194: f32, %out195: f32):
      %s196 = arith.mulf %in194, %in194 : f32
      linalg.yield %s196 : f32
    } -> tensor<2x8x32x32xf32> loc("layer1.0.bn2")
    %t198 = tensor.empty() : tensor<8xf32> loc("layer1.0.bn2")
    %c199 = arith.constant 0.000000000e+00 : f32 loc("layer1.0.bn2")
    %t200 = linalg.fill ins(%c199 : f32) outs(%t198 : tensor<8xf32>) -> tensor<8xf32> loc("layer1.0.bn2")
    %t204 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t197 : tensor<2x8x32x32xf32>) outs(%t200 : tensor<8xf32>) {
    ^bb0(%in201: f32, %out202: f32):
      %s203 = arith.addf %out202, %in201 : f32
      linalg.yield %s203 : f32
    } -> tensor<8xf32> loc("layer1.0.bn2")
    %t205 = tensor.empty() : tensor<8xf32> loc("layer1.0.bn2")
    %t210 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t204 : tensor<8xf32>) outs(%t205 : tensor<8xf32>) {
    ^bb0(%in206: f32, %out207: f32):
      %s208 = arith.constant 4.882812500e-04 : f32
      %s209 = arith.mulf %in206, %s208 : f32
      linalg.yield %s209 : f32
    } -> tensor<8xf32> loc("layer1.0.bn2")
    %t211 = tensor.expand_shape %t210 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32> loc("layer1.0.bn2")
    %t212 = tensor.empty() : tensor<1x8x1x1xf32> loc("layer1.0.bn2")
    %t218 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t211 : tensor<1x8x1x1xf32>) outs(%t212 : tensor<1x8x1x1xf32>) {
    ^bb0(%in213: f32, %out214: f32):
      %s215 = arith.constant 9.999999747e-06 : f32
      %s216 = arith.addf %in213, %s215 : f32
      %s217 = math.rsqrt %s216 : f32
      linalg.yield %s217 : f32
    } -> tensor<1x8x1x1xf32> loc("layer1.0.bn2")
    %t219 = tensor.empty() : tensor<2x8x32x32xf32> loc("layer1.0.bn2")
    %t224 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t192, %t218 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%t219 : tensor<2x8x32x32xf32>) {
    ^bb0(%in220: f32, %in221: f32, %out222: f32):
      %s223 = arith.mulf %in220, %in221 : f32
      linalg.yield %s223 : f32
    } -> tensor<2x8x32x32xf32> loc("layer1.0.bn2")
    %t225 = tensor.expand_shape %primals_8 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32> loc("layer1.0.bn2")
    %t226 = tensor.empty() : tensor<2x8x32x32xf32> loc("layer1.0.bn2")
    %t231 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t224, %t225 : tensor<2x8x32x32xf32>, tensor<8x1x1xf32>) outs(%t226 : tensor<2x8x32x32xf32>) {
    ^bb0(%in227: f32, %in228: f32, %out229: f32):
      %s230 = arith.mulf %in227, %in228 : f32
      linalg.yield %s230 : f32
    } -> tensor<2x8x32x32xf32> loc("layer1.0.bn2")
    %t232 = tensor.expand_shape %primals_9 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32> loc("layer1.0.bn2")
    %t233 = tensor.empty() : tensor<2x8x32x32xf32> loc("layer1.0.bn2")
    %t238 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t231, %t232 : tensor<2x8x32x32xf32>, tensor<8x1x1xf32>) outs(%t233 : tensor<2x8x32x32xf32>) {
    ^bb0(%in234: f32, %in235: f32, %out236: f32):
      %s237 = arith.addf %in234, %in235 : f32
      linalg.yield %s237 : f32
    } -> tensor<2x8x32x32xf32> loc("layer1.0.bn2")
    %t239 = tensor.collapse_shape %t186 [[0, 1, 2, 3]] : tensor<1x8x1x1xf32> into tensor<8xf32> loc("layer1.0.bn2")
    %t240 = tensor.collapse_shape %t218 [[0, 1, 2, 3]] : tensor<1x8x1x1xf32> into tensor<8xf32> loc("layer1.0.bn2")
    %t241 = tensor.empty() : tensor<2x8x32x32xf32> loc("layer1.0")
    %t246 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t238, %t82 : tensor<2x8x32x32xf32>, tensor<2x8x32x32xf32>) outs(%t241 : tensor<2x8x32x32xf32>) {
    ^bb0(%in242: f32, %in243: f32, %out244: f32):
      %s245 = arith.addf %in242, %in243 : f32
      linalg.yield %s245 : f32
    } -> tensor<2x8x32x32xf32> loc("layer1.0")
    %t247 = tensor.empty() : tensor<2x8x32x32xf32> loc("layer1.0.relu")
    %t252 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t246 : tensor<2x8x32x32xf32>) outs(%t247 : tensor<2x8x32x32xf32>) {
    ^bb0(%in248: f32, %out249: f32):
      %s250 = arith.constant 0.000000000e+00 : f32
      %s251 = arith.maximumf %in248, %s250 : f32
      linalg.yield %s251 : f32
    } -> tensor<2x8x32x32xf32> loc("layer1.0.relu")
    %t253 = tensor.empty() : tensor<2x8x34x34xf32> loc("layer1.1.conv1")
    %c254 = arith.constant 0.000000000e+00 : f32 loc("layer1.1.conv1")
    %t255 = linalg.fill ins(%c254 : f32) outs(%t253 : tensor<2x8x34x34xf32>) -> tensor<2x8x34x34xf32> loc("layer1.1.conv1")
    %t256 = tensor.insert_slice %t252 into %t255[0, 0, 1, 1] [2, 8, 32, 32] [1, 1, 1, 1] : tensor<2x8x32x32xf32> into tensor<2x8x34x34xf32> loc("layer1.1.conv1")
    %t257 = tensor.empty() : tensor<2x8x32x32xf32> loc("layer1.1.conv1")
    %c258 = arith.constant 0.000000000e+00 : f32 loc("layer1.1.conv1")
    %t259 = linalg.fill ins(%c258 : f32) outs(%t257 : tensor<2x8x32x32xf32>) -> tensor<2x8x32x32xf32> loc("layer1.1.conv1")
    %t260 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%t256, %primals_10 : tensor<2x8x34x34xf32>, tensor<8x8x3x3xf32>) outs(%t259 : tensor<2x8x32x32xf32>) -> tensor<2x8x32x32xf32> loc("layer1.1.conv1")
    %t261 = tensor.empty() : tensor<8xf32> loc("layer1.1.bn1")
    %c262 = arith.constant 0.000000000e+00 : f32 loc("layer1.1.bn1")
    %t263 = linalg.fill ins(%c262 : f32) outs(%t261 : tensor<8xf32>) -> tensor<8xf32> loc("layer1.1.bn1")
    %t267 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t260 : tensor<2x8x32x32xf32>) outs(%t263 : tensor<8xf32>) {
    ^bb0(%in264: f32, %out265: f32):
      %s266 = arith.addf %out265, %in264 : f32
      linalg.yield %s266 : f32
    } -> tensor<8xf32> loc("layer1.1.bn1")
    %t268 = tensor.empty() : tensor<8xf32> loc("layer1.1.bn1")
    %t273 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t267 : tensor<8xf32>) outs(%t268 : tensor<8xf32>) {
    ^bb0(%in269: f32, %out270: f32):
      %s271 = arith.constant 4.882812500e-04 : f32
      %s272 = arith.mulf %in269, %s271 : f32
      linalg.yield %s272 : f32
    } -> tensor<8xf32> loc("layer1.1.bn1")
    %t274 = tensor.expand_shape %t273 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32> loc("layer1.1.bn1")
    %t275 = tensor.empty() : tensor<2x8x32x32xf32> loc("layer1.1.bn1")
    %t280 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t260, %t274 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%t275 : tensor<2x8x32x32xf32>) {
    ^bb0(%in276: f32, %in277: f32, %out278: f32):
      %s279 = arith.subf %in276, %in277 : f32
      linalg.yield %s279 : f32
    } -> tensor<2x8x32x32xf32> loc("layer1.1.bn1")
    %t281 = tensor.empty() : tensor<2x8x32x32xf32> loc("layer1.1.bn1")
    %t285 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t280 : tensor<2x8x32x32xf32>) outs(%t281 : tensor<2x8x32x32xf32>) {
    ^bb0(%in282: f32, %out283: f32):
      %s284 = arith.mulf %in282, %in282 : f32
      linalg.yield %s284 : f32
    } -> tensor<2x8x32x32xf32> loc("layer1.1.bn1")
    %t286 = tensor.empty() : tensor<8xf32> loc("layer1.1.bn1")
    %c287 = arith.constant 0.000000000e+00 : f32 loc("layer1.1.bn1")
    %t288 = linalg.fill ins(%c287 : f32) outs(%t286 : tensor<8xf32>) -> tensor<8xf32> loc("layer1.1.bn1")
    %t292 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t285 : tensor<2x8x32x32xf32>) outs(%t288 : tensor<8xf32>) {
    ^bb0(%in289: f32, %out290: f32):
      %s291 = arith.addf %out290, %in289 : f32
      linalg.yield %s291 : f32
    } -> tensor<8xf32> loc("layer1.1.bn1")
    %t293 = tensor.empty() : tensor<8xf32> loc("layer1.1.bn1")
    %t298 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t292 : tensor<8xf32>) outs(%t293 : tensor<8xf32>) {
    ^bb0(%in294: f32, %out295: f32):
      %s296 = arith.constant 4.882812500e-04 : f32
      %s297 = arith.mulf %in294, %s296 : f32
      linalg.yield %s297 : f32
    } -> tensor<8xf32> loc("layer1.1.bn1")
    %t299 = tensor.expand_shape %t298 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32> loc("layer1.1.bn1")
    %t300 = tensor.empty() : tensor<1x8x1x1xf32> loc("layer1.1.bn1")
    %t306 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t299 : tensor<1x8x1x1xf32>) outs(%t300 : tensor<1x8x1x1xf32>) {
    ^bb0(%in301: f32, %out302: f32):
      %s303 = arith.constant 9.999999747e-06 : f32
      %s304 = arith.addf %in301, %s303 : f32
      %s305 = math.rsqrt %s304 : f32
      linalg.yield %s305 : f32
    } -> tensor<1x8x1x1xf32> loc("layer1.1.bn1")
    %t307 = tensor.empty() : tensor<2x8x32x32xf32> loc("layer1.1.bn1")
    %t312 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t280, %t306 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%t307 : tensor<2x8x32x32xf32>) {
    ^bb0(%in308: f32, %in309: f32, %out310: f32):
      %s311 = arith.mulf %in308, %in309 : f32
      linalg.yield %s311 : f32
    } -> tensor<2x8x32x32xf32> loc("layer1.1.bn1")
    %t313 = tensor.expand_shape %primals_11 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32> loc("layer1.1.bn1")
    %t314 = tensor.empty() : tensor<2x8x32x32xf32> loc("layer1.1.bn1")
    %t319 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t312, %t313 : tensor<2x8x32x32xf32>, tensor<8x1x1xf32>) outs(%t314 : tensor<2x8x32x32xf32>) {
    ^bb0(%in315: f32, %in316: f32, %out317: f32):
      %s318 = arith.mulf %in315, %in316 : f32
      linalg.yield %s318 : f32
    } -> tensor<2x8x32x32xf32> loc("layer1.1.bn1")
    %t320 = tensor.expand_shape %primals_12 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32> loc("layer1.1.bn1")
    %t321 = tensor.empty() : tensor<2x8x32x32xf32> loc("layer1.1.bn1")
    %t326 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t319, %t320 : tensor<2x8x32x32xf32>, tensor<8x1x1xf32>) outs(%t321 : tensor<2x8x32x32xf32>) {
    ^bb0(%in322: f32, %in323: f32, %out324: f32):
      %s325 = arith.addf %in322, %in323 : f32
      linalg.yield %s325 : f32
    } -> tensor<2x8x32x32xf32> loc("layer1.1.bn1")
    %t327 = tensor.collapse_shape %t274 [[0, 1, 2, 3]] : tensor<1x8x1x1xf32> into tensor<8xf32> loc("layer1.1.bn1")
    %t328 = tensor.collapse_shape %t306 [[0, 1, 2, 3]] : tensor<1x8x1x1xf32> into tensor<8xf32> loc("layer1.1.bn1")
    %t329 = tensor.empty() : tensor<2x8x32x32xf32> loc("layer1.1.relu")
    %t334 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t326 : tensor<2x8x32x32xf32>) outs(%t329 : tensor<2x8x32x32xf32>) {
    ^bb0(%in330: f32, %out331: f32):
      %s332 = arith.constant 0.000000000e+00 : f32
      %s333 = arith.maximumf %in330, %s332 : f32
      linalg.yield %s333 : f32
    } -> tensor<2x8x32x32xf32> loc("layer1.1.relu")
    %t335 = tensor.empty() : tensor<2x8x34x34xf32> loc("layer1.1.conv2")
    %c336 = arith.constant 0.000000000e+00 : f32 loc("layer1.1.conv2")
    %t337 = linalg.fill ins(%c336 : f32) outs(%t335 : tensor<2x8x34x34xf32>) -> tensor<2x8x34x34xf32> loc("layer1.1.conv2")
    %t338 = tensor.insert_slice %t334 into %t337[0, 0, 1, 1] [2, 8, 32, 32] [1, 1, 1, 1] : tensor<2x8x32x32xf32> into tensor<2x8x34x34xf32> loc("layer1.1.conv2")
    %t339 = tensor.empty() : tensor<2x8x32x32xf32> loc("layer1.1.conv2")
    %c340 = arith.constant 0.000000000e+00 : f32 loc("layer1.1.conv2")
    %t341 = linalg.fill ins(%c340 : f32) outs(%t339 : tensor<2x8x32x32xf32>) -> tensor<2x8x32x32xf32> loc("layer1.1.conv2")
    %t342 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%t338, %primals_13 : tensor<2x8x34x34xf32>, tensor<8x8x3x3xf32>) outs(%t341 : tensor<2x8x32x32xf32>) -> tensor<2x8x32x32xf32> loc("layer1.1.conv2")
    %t343 = tensor.empty() : tensor<8xf32> loc("layer1.1.bn2")
    %c344 = arith.constant 0.000000000e+00 : f32 loc("layer1.1.bn2")
    %t345 = linalg.fill ins(%c344 : f32) outs(%t343 : tensor<8xf32>) -> tensor<8xf32> loc("layer1.1.bn2")
    %t349 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t342 : tensor<2x8x32x32xf32>) outs(%t345 : tensor<8xf32>) {
    ^bb0(%in346: f32, %out347: f32):
      %s348 = arith.addf %out347, %in346 : f32
      linalg.yield %s348 : f32
    } -> tensor<8xf32> loc("layer1.1.bn2")
    %t350 = tensor.empty() : tensor<8xf32> loc("layer1.1.bn2")
    %t355 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t349 : tensor<8xf32>) outs(%t350 : tensor<8xf32>) {
    ^bb0(%in351: f32, %out352: f32):
      %s353 = arith.constant 4.882812500e-04 : f32
      %s354 = arith.mulf %in351, %s353 : f32
      linalg.yield %s354 : f32
    } -> tensor<8xf32> loc("layer1.1.bn2")
    %t356 = tensor.expand_shape %t355 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32> loc("layer1.1.bn2")
    %t357 = tensor.empty() : tensor<2x8x32x32xf32> loc("layer1.1.bn2")
    %t362 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t342, %t356 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%t357 : tensor<2x8x32x32xf32>) {
    ^bb0(%in358: f32, %in359: f32, %out360: f32):
      %s361 = arith.subf %in358, %in359 : f32
      linalg.yield %s361 : f32
    } -> tensor<2x8x32x32xf32> loc("layer1.1.bn2")
    %t363 = tensor.empty() : tensor<2x8x32x32xf32> loc("layer1.1.bn2")
    %t367 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t362 : tensor<2x8x32x32xf32>) outs(%t363 : tensor<2x8x32x32xf32>) {
    ^bb0(%in364: f32, %out365: f32):
      %s366 = arith.mulf %in364, %in364 : f32
      linalg.yield %s366 : f32
    } -> tensor<2x8x32x32xf32> loc("layer1.1.bn2")
    %t368 = tensor.empty() : tensor<8xf32> loc("layer1.1.bn2")
    %c369 = arith.constant 0.000000000e+00 : f32 loc("layer1.1.bn2")
    %t370 = linalg.fill ins(%c369 : f32) outs(%t368 : tensor<8xf32>) -> tensor<8xf32> loc("layer1.1.bn2")
    %t374 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t367 : tensor<2x8x32x32xf32>) outs(%t370 : tensor<8xf32>) {
    ^bb0(%in371: f32, %out372: f32):
      %s373 = arith.addf %out372, %in371 : f32
      linalg.yield %s373 : f32
    } -> tensor<8xf32> loc("layer1.1.bn2")
    %t375 = tensor.empty() : tensor<8xf32> loc("layer1.1.bn2")
    %t380 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t374 : tensor<8xf32>) outs(%t375 : tensor<8xf32>) {
    ^bb0(%in376: f32, %out377: f32):
      %s378 = arith.constant 4.882812500e-04 : f32
      %s379 = arith.mulf %in376, %s378 : f32
      linalg.yield %s379 : f32
    } -> tensor<8xf32> loc("layer1.1.bn2")
    %t381 = tensor.expand_shape %t380 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32> loc("layer1.1.bn2")
    %t382 = tensor.empty() : tensor<1x8x1x1xf32> loc("layer1.1.bn2")
    %t388 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t381 : tensor<1x8x1x1xf32>) outs(%t382 : tensor<1x8x1x1xf32>) {
    ^bb0(%in383: f32, %out384: f32):
      %s385 = arith.constant 9.999999747e-06 : f32
      %s386 = arith.addf %in383, %s385 : f32
      %s387 = math.rsqrt %s386 : f32
      linalg.yield %s387 : f32
    } -> tensor<1x8x1x1xf32> loc("layer1.1.bn2")
    %t389 = tensor.empty() : tensor<2x8x32x32xf32> loc("layer1.1.bn2")
    %t394 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t362, %t388 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%t389 : tensor<2x8x32x32xf32>) {
    ^bb0(%in390: f32, %in391: f32, %out392: f32):
      %s393 = arith.mulf %in390, %in391 : f32
      linalg.yield %s393 : f32
    } -> tensor<2x8x32x32xf32> loc("layer1.1.bn2")
    %t395 = tensor.expand_shape %primals_14 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32> loc("layer1.1.bn2")
    %t396 = tensor.empty() : tensor<2x8x32x32xf32> loc("layer1.1.bn2")
    %t401 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t394, %t395 : tensor<2x8x32x32xf32>, tensor<8x1x1xf32>) outs(%t396 : tensor<2x8x32x32xf32>) {
    ^bb0(%in397: f32, %in398: f32, %out399: f32):
      %s400 = arith.mulf %in397, %in398 : f32
      linalg.yield %s400 : f32
    } -> tensor<2x8x32x32xf32> loc("layer1.1.bn2")
    %t402 = tensor.expand_shape %primals_15 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32> loc("layer1.1.bn2")
    %t403 = tensor.empty() : tensor<2x8x32x32xf32> loc("layer1.1.bn2")
    %t408 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t401, %t402 : tensor<2x8x32x32xf32>, tensor<8x1x1xf32>) outs(%t403 : tensor<2x8x32x32xf32>) {
    ^bb0(%in404: f32, %in405: f32, %out406: f32):
      %s407 = arith.addf %in404, %in405 : f32
      linalg.yield %s407 : f32
    } -> tensor<2x8x32x32xf32> loc("layer1.1.bn2")
    %t409 = tensor.collapse_shape %t356 [[0, 1, 2, 3]] : tensor<1x8x1x1xf32> into tensor<8xf32> loc("layer1.1.bn2")
    %t410 = tensor.collapse_shape %t388 [[0, 1, 2, 3]] : tensor<1x8x1x1xf32> into tensor<8xf32> loc("layer1.1.bn2")
    %t411 = tensor.empty() : tensor<2x8x32x32xf32> loc("layer1.1")
    %t416 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t408, %t252 : tensor<2x8x32x32xf32>, tensor<2x8x32x32xf32>) outs(%t411 : tensor<2x8x32x32xf32>) {
    ^bb0(%in412: f32, %in413: f32, %out414: f32):
      %s415 = arith.addf %in412, %in413 : f32
      linalg.yield %s415 : f32
    } -> tensor<2x8x32x32xf32> loc("layer1.1")
    %t417 = tensor.empty() : tensor<2x8x32x32xf32> loc("layer1.1.relu")
    %t422 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t416 : tensor<2x8x32x32xf32>) outs(%t417 : tensor<2x8x32x32xf32>) {
    ^bb0(%in418: f32, %out419: f32):
      %s420 = arith.constant 0.000000000e+00 : f32
      %s421 = arith.maximumf %in418, %s420 : f32
      linalg.yield %s421 : f32
    } -> tensor<2x8x32x32xf32> loc("layer1.1.relu")
    %t423 = tensor.empty() : tensor<2x8x34x34xf32> loc("layer2.0.conv1")
    %c424 = arith.constant 0.000000000e+00 : f32 loc("layer2.0.conv1")
    %t425 = linalg.fill ins(%c424 : f32) outs(%t423 : tensor<2x8x34x34xf32>) -> tensor<2x8x34x34xf32> loc("layer2.0.conv1")
    %t426 = tensor.insert_slice %t422 into %t425[0, 0, 1, 1] [2, 8, 32, 32] [1, 1, 1, 1] : tensor<2x8x32x32xf32> into tensor<2x8x34x34xf32> loc("layer2.0.conv1")
    %t427 = tensor.empty() : tensor<2x16x16x16xf32> loc("layer2.0.conv1")
    %c428 = arith.constant 0.000000000e+00 : f32 loc("layer2.0.conv1")
    %t429 = linalg.fill ins(%c428 : f32) outs(%t427 : tensor<2x16x16x16xf32>) -> tensor<2x16x16x16xf32> loc("layer2.0.conv1")
    %t430 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[2, 2]> : tensor<2xi64>} ins(%t426, %primals_16 : tensor<2x8x34x34xf32>, tensor<16x8x3x3xf32>) outs(%t429 : tensor<2x16x16x16xf32>) -> tensor<2x16x16x16xf32> loc("layer2.0.conv1")
    %t431 = tensor.empty() : tensor<16xf32> loc("layer2.0.bn1")
    %c432 = arith.constant 0.000000000e+00 : f32 loc("layer2.0.bn1")
    %t433 = linalg.fill ins(%c432 : f32) outs(%t431 : tensor<16xf32>) -> tensor<16xf32> loc("layer2.0.bn1")
    %t437 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t430 : tensor<2x16x16x16xf32>) outs(%t433 : tensor<16xf32>) {
    ^bb0(%in434: f32, %out435: f32):
      %s436 = arith.addf %out435, %in434 : f32
      linalg.yield %s436 : f32
    } -> tensor<16xf32> loc("layer2.0.bn1")
    %t438 = tensor.empty() : tensor<16xf32> loc("layer2.0.bn1")
    %t443 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t437 : tensor<16xf32>) outs(%t438 : tensor<16xf32>) {
    ^bb0(%in439: f32, %out440: f32):
      %s441 = arith.constant 1.953125000e-03 : f32
      %s442 = arith.mulf %in439, %s441 : f32
      linalg.yield %s442 : f32
    } -> tensor<16xf32> loc("layer2.0.bn1")
    %t444 = tensor.expand_shape %t443 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32> loc("layer2.0.bn1")
    %t445 = tensor.empty() : tensor<2x16x16x16xf32> loc("layer2.0.bn1")
    %t450 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t430, %t444 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%t445 : tensor<2x16x16x16xf32>) {
    ^bb0(%in446: f32, %in447: f32, %out448: f32):
      %s449 = arith.subf %in446, %in447 : f32
      linalg.yield %s449 : f32
    } -> tensor<2x16x16x16xf32> loc("layer2.0.bn1")
    %t451 = tensor.empty() : tensor<2x16x16x16xf32> loc("layer2.0.bn1")
    %t455 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t450 : tensor<2x16x16x16xf32>) outs(%t451 : tensor<2x16x16x16xf32>) {
    ^bb0(%in452: f32, %out453: f32):
      %s454 = arith.mulf %in452, %in452 : f32
      linalg.yield %s454 : f32
    } -> tensor<2x16x16x16xf32> loc("layer2.0.bn1")
    %t456 = tensor.empty() : tensor<16xf32> loc("layer2.0.bn1")
    %c457 = arith.constant 0.000000000e+00 : f32 loc("layer2.0.bn1")
    %t458 = linalg.fill ins(%c457 : f32) outs(%t456 : tensor<16xf32>) -> tensor<16xf32> loc("layer2.0.bn1")
    %t462 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t455 : tensor<2x16x16x16xf32>) outs(%t458 : tensor<16xf32>) {
    ^bb0(%in459: f32, %out460: f32):
      %s461 = arith.addf %out460, %in459 : f32
      linalg.yield %s461 : f32
    } -> tensor<16xf32> loc("layer2.0.bn1")
    %t463 = tensor.empty() : tensor<16xf32> loc("layer2.0.bn1")
    %t468 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t462 : tensor<16xf32>) outs(%t463 : tensor<16xf32>) {
    ^bb0(%in464: f32, %out465: f32):
      %s466 = arith.constant 1.953125000e-03 : f32
      %s467 = arith.mulf %in464, %s466 : f32
      linalg.yield %s467 : f32
    } -> tensor<16xf32> loc("layer2.0.bn1")
    %t469 = tensor.expand_shape %t468 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32> loc("layer2.0.bn1")
    %t470 = tensor.empty() : tensor<1x16x1x1xf32> loc("layer2.0.bn1")
    %t476 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t469 : tensor<1x16x1x1xf32>) outs(%t470 : tensor<1x16x1x1xf32>) {
    ^bb0(%in471: f32, %out472: f32):
      %s473 = arith.constant 9.999999747e-06 : f32
      %s474 = arith.addf %in471, %s473 : f32
      %s475 = math.rsqrt %s474 : f32
      linalg.yield %s475 : f32
    } -> tensor<1x16x1x1xf32> loc("layer2.0.bn1")
    %t477 = tensor.empty() : tensor<2x16x16x16xf32> loc("layer2.0.bn1")
    %t482 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t450, %t476 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%t477 : tensor<2x16x16x16xf32>) {
    ^bb0(%in478: f32, %in479: f32, %out480: f32):
      %s481 = arith.mulf %in478, %in479 : f32
      linalg.yield %s481 : f32
    } -> tensor<2x16x16x16xf32> loc("layer2.0.bn1")
    %t483 = tensor.expand_shape %primals_17 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32> loc("layer2.0.bn1")
    %t484 = tensor.empty() : tensor<2x16x16x16xf32> loc("layer2.0.bn1")
    %t489 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t482, %t483 : tensor<2x16x16x16xf32>, tensor<16x1x1xf32>) outs(%t484 : tensor<2x16x16x16xf32>) {
    ^bb0(%in485: f32, %in486: f32, %out487: f32):
      %s488 = arith.mulf %in485, %in486 : f32
      linalg.yield %s488 : f32
    } -> tensor<2x16x16x16xf32> loc("layer2.0.bn1")
    %t490 = tensor.expand_shape %primals_18 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32> loc("layer2.0.bn1")
    %t491 = tensor.empty() : tensor<2x16x16x16xf32> loc("layer2.0.bn1")
    %t496 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t489, %t490 : tensor<2x16x16x16xf32>, tensor<16x1x1xf32>) outs(%t491 : tensor<2x16x16x16xf32>) {
    ^bb0(%in492: f32, %in493: f32, %out494: f32):
      %s495 = arith.addf %in492, %in493 : f32
      linalg.yield %s495 : f32
    } -> tensor<2x16x16x16xf32> loc("layer2.0.bn1")
    %t497 = tensor.collapse_shape %t444 [[0, 1, 2, 3]] : tensor<1x16x1x1xf32> into tensor<16xf32> loc("layer2.0.bn1")
    %t498 = tensor.collapse_shape %t476 [[0, 1, 2, 3]] : tensor<1x16x1x1xf32> into tensor<16xf32> loc("layer2.0.bn1")
    %t499 = tensor.empty() : tensor<2x16x16x16xf32> loc("layer2.0.relu")
    %t504 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t496 : tensor<2x16x16x16xf32>) outs(%t499 : tensor<2x16x16x16xf32>) {
    ^bb0(%in500: f32, %out501: f32):
      %s502 = arith.constant 0.000000000e+00 : f32
      %s503 = arith.maximumf %in500, %s502 : f32
      linalg.yield %s503 : f32
    } -> tensor<2x16x16x16xf32> loc("layer2.0.relu")
    %t505 = tensor.empty() : tensor<2x16x18x18xf32> loc("layer2.0.conv2")
    %c506 = arith.constant 0.000000000e+00 : f32 loc("layer2.0.conv2")
    %t507 = linalg.fill ins(%c506 : f32) outs(%t505 : tensor<2x16x18x18xf32>) -> tensor<2x16x18x18xf32> loc("layer2.0.conv2")
    %t508 = tensor.insert_slice %t504 into %t507[0, 0, 1, 1] [2, 16, 16, 16] [1, 1, 1, 1] : tensor<2x16x16x16xf32> into tensor<2x16x18x18xf32> loc("layer2.0.conv2")
    %t509 = tensor.empty() : tensor<2x16x16x16xf32> loc("layer2.0.conv2")
    %c510 = arith.constant 0.000000000e+00 : f32 loc("layer2.0.conv2")
    %t511 = linalg.fill ins(%c510 : f32) outs(%t509 : tensor<2x16x16x16xf32>) -> tensor<2x16x16x16xf32> loc("layer2.0.conv2")
    %t512 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%t508, %primals_19 : tensor<2x16x18x18xf32>, tensor<16x16x3x3xf32>) outs(%t511 : tensor<2x16x16x16xf32>) -> tensor<2x16x16x16xf32> loc("layer2.0.conv2")
    %t513 = tensor.empty() : tensor<16xf32> loc("layer2.0.bn2")
    %c514 = arith.constant 0.000000000e+00 : f32 loc("layer2.0.bn2")
    %t515 = linalg.fill ins(%c514 : f32) outs(%t513 : tensor<16xf32>) -> tensor<16xf32> loc("layer2.0.bn2")
    %t519 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t512 : tensor<2x16x16x16xf32>) outs(%t515 : tensor<16xf32>) {
    ^bb0(%in516: f32, %out517: f32):
      %s518 = arith.addf %out517, %in516 : f32
      linalg.yield %s518 : f32
    } -> tensor<16xf32> loc("layer2.0.bn2")
    %t520 = tensor.empty() : tensor<16xf32> loc("layer2.0.bn2")
    %t525 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t519 : tensor<16xf32>) outs(%t520 : tensor<16xf32>) {
    ^bb0(%in521: f32, %out522: f32):
      %s523 = arith.constant 1.953125000e-03 : f32
      %s524 = arith.mulf %in521, %s523 : f32
      linalg.yield %s524 : f32
    } -> tensor<16xf32> loc("layer2.0.bn2")
    %t526 = tensor.expand_shape %t525 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32> loc("layer2.0.bn2")
    %t527 = tensor.empty() : tensor<2x16x16x16xf32> loc("layer2.0.bn2")
    %t532 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t512, %t526 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%t527 : tensor<2x16x16x16xf32>) {
    ^bb0(%in528: f32, %in529: f32, %out530: f32):
      %s531 = arith.subf %in528, %in529 : f32
      linalg.yield %s531 : f32
    } -> tensor<2x16x16x16xf32> loc("layer2.0.bn2")
    %t533 = tensor.empty() : tensor<2x16x16x16xf32> loc("layer2.0.bn2")
    %t537 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t532 : tensor<2x16x16x16xf32>) outs(%t533 : tensor<2x16x16x16xf32>) {
    ^bb0(%in534: f32, %out535: f32):
      %s536 = arith.mulf %in534, %in534 : f32
      linalg.yield %s536 : f32
    } -> tensor<2x16x16x16xf32> loc("layer2.0.bn2")
    %t538 = tensor.empty() : tensor<16xf32> loc("layer2.0.bn2")
    %c539 = arith.constant 0.000000000e+00 : f32 loc("layer2.0.bn2")
    %t540 = linalg.fill ins(%c539 : f32) outs(%t538 : tensor<16xf32>) -> tensor<16xf32> loc("layer2.0.bn2")
    %t544 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t537 : tensor<2x16x16x16xf32>) outs(%t540 : tensor<16xf32>) {
    ^bb0(%in541: f32, %out542: f32):
      %s543 = arith.addf %out542, %in541 : f32
      linalg.yield %s543 : f32
    } -> tensor<16xf32> loc("layer2.0.bn2")
    %t545 = tensor.empty() : tensor<16xf32> loc("layer2.0.bn2")
    %t550 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t544 : tensor<16xf32>) outs(%t545 : tensor<16xf32>) {
    ^bb0(%in546: f32, %out547: f32):
      %s548 = arith.constant 1.953125000e-03 : f32
      %s549 = arith.mulf %in546, %s548 : f32
      linalg.yield %s549 : f32
    } -> tensor<16xf32> loc("layer2.0.bn2")
    %t551 = tensor.expand_shape %t550 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32> loc("layer2.0.bn2")
    %t552 = tensor.empty() : tensor<1x16x1x1xf32> loc("layer2.0.bn2")
    %t558 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t551 : tensor<1x16x1x1xf32>) outs(%t552 : tensor<1x16x1x1xf32>) {
    ^bb0(%in553: f32, %out554: f32):
      %s555 = arith.constant 9.999999747e-06 : f32
      %s556 = arith.addf %in553, %s555 : f32
      %s557 = math.rsqrt %s556 : f32
      linalg.yield %s557 : f32
    } -> tensor<1x16x1x1xf32> loc("layer2.0.bn2")
    %t559 = tensor.empty() : tensor<2x16x16x16xf32> loc("layer2.0.bn2")
    %t564 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t532, %t558 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%t559 : tensor<2x16x16x16xf32>) {
    ^bb0(%in560: f32, %in561: f32, %out562: f32):
      %s563 = arith.mulf %in560, %in561 : f32
      linalg.yield %s563 : f32
    } -> tensor<2x16x16x16xf32> loc("layer2.0.bn2")
    %t565 = tensor.expand_shape %primals_20 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32> loc("layer2.0.bn2")
    %t566 = tensor.empty() : tensor<2x16x16x16xf32> loc("layer2.0.bn2")
    %t571 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t564, %t565 : tensor<2x16x16x16xf32>, tensor<16x1x1xf32>) outs(%t566 : tensor<2x16x16x16xf32>) {
    ^bb0(%in567: f32, %in568: f32, %out569: f32):
      %s570 = arith.mulf %in567, %in568 : f32
      linalg.yield %s570 : f32
    } -> tensor<2x16x16x16xf32> loc("layer2.0.bn2")
    %t572 = tensor.expand_shape %primals_21 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32> loc("layer2.0.bn2")
    %t573 = tensor.empty() : tensor<2x16x16x16xf32> loc("layer2.0.bn2")
    %t578 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t571, %t572 : tensor<2x16x16x16xf32>, tensor<16x1x1xf32>) outs(%t573 : tensor<2x16x16x16xf32>) {
    ^bb0(%in574: f32, %in575: f32, %out576: f32):
      %s577 = arith.addf %in574, %in575 : f32
      linalg.yield %s577 : f32
    } -> tensor<2x16x16x16xf32> loc("layer2.0.bn2")
    %t579 = tensor.collapse_shape %t526 [[0, 1, 2, 3]] : tensor<1x16x1x1xf32> into tensor<16xf32> loc("layer2.0.bn2")
    %t580 = tensor.collapse_shape %t558 [[0, 1, 2, 3]] : tensor<1x16x1x1xf32> into tensor<16xf32> loc("layer2.0.bn2")
    %t581 = tensor.empty() : tensor<2x16x16x16xf32> loc("layer2.0.downsample.0")
    %c582 = arith.constant 0.000000000e+00 : f32 loc("layer2.0.downsample.0")
    %t583 = linalg.fill ins(%c582 : f32) outs(%t581 : tensor<2x16x16x16xf32>) -> tensor<2x16x16x16xf32> loc("layer2.0.downsample.0")
    %t584 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[2, 2]> : tensor<2xi64>} ins(%t422, %primals_22 : tensor<2x8x32x32xf32>, tensor<16x8x1x1xf32>) outs(%t583 : tensor<2x16x16x16xf32>) -> tensor<2x16x16x16xf32> loc("layer2.0.downsample.0")
    %t585 = tensor.empty() : tensor<16xf32> loc("layer2.0.downsample.1")
    %c586 = arith.constant 0.000000000e+00 : f32 loc("layer2.0.downsample.1")
    %t587 = linalg.fill ins(%c586 : f32) outs(%t585 : tensor<16xf32>) -> tensor<16xf32> loc("layer2.0.downsample.1")
    %t591 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t584 : tensor<2x16x16x16xf32>) outs(%t587 : tensor<16xf32>) {
    ^bb0(%in588: f32, %out589: f32):
      %s590 = arith.addf %out589, %in588 : f32
      linalg.yield %s590 : f32
    } -> tensor<16xf32> loc("layer2.0.downsample.1")
    %t592 = tensor.empty() : tensor<16xf32> loc("layer2.0.downsample.1")
    %t597 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t591 : tensor<16xf32>) outs(%t592 : tensor<16xf32>) {
    ^bb0(%in593: f32, %out594: f32):
      %s595 = arith.constant 1.953125000e-03 : f32
      %s596 = arith.mulf %in593, %s595 : f32
      linalg.yield %s596 : f32
    } -> tensor<16xf32> loc("layer2.0.downsample.1")
    %t598 = tensor.expand_shape %t597 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32> loc("layer2.0.downsample.1")
    %t599 = tensor.empty() : tensor<2x16x16x16xf32> loc("layer2.0.downsample.1")
    %t604 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t584, %t598 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%t599 : tensor<2x16x16x16xf32>) {
    ^bb0(%in600: f32, %in601: f32, %out602: f32):
      %s603 = arith.subf %in600, %in601 : f32
      linalg.yield %s603 : f32
    } -> tensor<2x16x16x16xf32> loc("layer2.0.downsample.1")
    %t605 = tensor.empty() : tensor<2x16x16x16xf32> loc("layer2.0.downsample.1")
    %t609 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t604 : tensor<2x16x16x16xf32>) outs(%t605 : tensor<2x16x16x16xf32>) {
    ^bb0(%in606: f32, %out607: f32):
      %s608 = arith.mulf %in606, %in606 : f32
      linalg.yield %s608 : f32
    } -> tensor<2x16x16x16xf32> loc("layer2.0.downsample.1")
    %t610 = tensor.empty() : tensor<16xf32> loc("layer2.0.downsample.1")
    %c611 = arith.constant 0.000000000e+00 : f32 loc("layer2.0.downsample.1")
    %t612 = linalg.fill ins(%c611 : f32) outs(%t610 : tensor<16xf32>) -> tensor<16xf32> loc("layer2.0.downsample.1")
    %t616 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t609 : tensor<2x16x16x16xf32>) outs(%t612 : tensor<16xf32>) {
    ^bb0(%in613: f32, %out614: f32):
      %s615 = arith.addf %out614, %in613 : f32
      linalg.yield %s615 : f32
    } -> tensor<16xf32> loc("layer2.0.downsample.1")
    %t617 = tensor.empty() : tensor<16xf32> loc("layer2.0.downsample.1")
    %t622 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t616 : tensor<16xf32>) outs(%t617 : tensor<16xf32>) {
    ^bb0(%in618: f32, %out619: f32):
      %s620 = arith.constant 1.953125000e-03 : f32
      %s621 = arith.mulf %in618, %s620 : f32
      linalg.yield %s621 : f32
    } -> tensor<16xf32> loc("layer2.0.downsample.1")
    %t623 = tensor.expand_shape %t622 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32> loc("layer2.0.downsample.1")
    %t624 = tensor.empty() : tensor<1x16x1x1xf32> loc("layer2.0.downsample.1")
    %t630 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t623 : tensor<1x16x1x1xf32>) outs(%t624 : tensor<1x16x1x1xf32>) {
    ^bb0(%in625: f32, %out626: f32):
      %s627 = arith.constant 9.999999747e-06 : f32
      %s628 = arith.addf %in625, %s627 : f32
      %s629 = math.rsqrt %s628 : f32
      linalg.yield %s629 : f32
    } -> tensor<1x16x1x1xf32> loc("layer2.0.downsample.1")
    %t631 = tensor.empty() : tensor<2x16x16x16xf32> loc("layer2.0.downsample.1")
    %t636 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t604, %t630 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%t631 : tensor<2x16x16x16xf32>) {
    ^bb0(%in632: f32, %in633: f32, %out634: f32):
      %s635 = arith.mulf %in632, %in633 : f32
      linalg.yield %s635 : f32
    } -> tensor<2x16x16x16xf32> loc("layer2.0.downsample.1")
    %t637 = tensor.expand_shape %primals_23 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32> loc("layer2.0.downsample.1")
    %t638 = tensor.empty() : tensor<2x16x16x16xf32> loc("layer2.0.downsample.1")
    %t643 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t636, %t637 : tensor<2x16x16x16xf32>, tensor<16x1x1xf32>) outs(%t638 : tensor<2x16x16x16xf32>) {
    ^bb0(%in639: f32, %in640: f32, %out641: f32):
      %s642 = arith.mulf %in639, %in640 : f32
      linalg.yield %s642 : f32
    } -> tensor<2x16x16x16xf32> loc("layer2.0.downsample.1")
    %t644 = tensor.expand_shape %primals_24 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32> loc("layer2.0.downsample.1")
    %t645 = tensor.empty() : tensor<2x16x16x16xf32> loc("layer2.0.downsample.1")
    %t650 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t643, %t644 : tensor<2x16x16x16xf32>, tensor<16x1x1xf32>) outs(%t645 : tensor<2x16x16x16xf32>) {
    ^bb0(%in646: f32, %in647: f32, %out648: f32):
      %s649 = arith.addf %in646, %in647 : f32
      linalg.yield %s649 : f32
    } -> tensor<2x16x16x16xf32> loc("layer2.0.downsample.1")
    %t651 = tensor.collapse_shape %t598 [[0, 1, 2, 3]] : tensor<1x16x1x1xf32> into tensor<16xf32> loc("layer2.0.downsample.1")
    %t652 = tensor.collapse_shape %t630 [[0, 1, 2, 3]] : tensor<1x16x1x1xf32> into tensor<16xf32> loc("layer2.0.downsample.1")
    %t653 = tensor.empty() : tensor<2x16x16x16xf32> loc("layer2.0")
    %t658 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t578, %t650 : tensor<2x16x16x16xf32>, tensor<2x16x16x16xf32>) outs(%t653 : tensor<2x16x16x16xf32>) {
    ^bb0(%in654: f32, %in655: f32, %out656: f32):
      %s657 = arith.addf %in654, %in655 : f32
      linalg.yield %s657 : f32
    } -> tensor<2x16x16x16xf32> loc("layer2.0")
    %t659 = tensor.empty() : tensor<2x16x16x16xf32> loc("layer2.0.relu")
    %t664 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t658 : tensor<2x16x16x16xf32>) outs(%t659 : tensor<2x16x16x16xf32>) {
    ^bb0(%in660: f32, %out661: f32):
      %s662 = arith.constant 0.000000000e+00 : f32
      %s663 = arith.maximumf %in660, %s662 : f32
      linalg.yield %s663 : f32
    } -> tensor<2x16x16x16xf32> loc("layer2.0.relu")
    %t665 = tensor.empty() : tensor<2x16x18x18xf32> loc("layer2.1.conv1")
    %c666 = arith.constant 0.000000000e+00 : f32 loc("layer2.1.conv1")
    %t667 = linalg.fill ins(%c666 : f32) outs(%t665 : tensor<2x16x18x18xf32>) -> tensor<2x16x18x18xf32> loc("layer2.1.conv1")
    %t668 = tensor.insert_slice %t664 into %t667[0, 0, 1, 1] [2, 16, 16, 16] [1, 1, 1, 1] : tensor<2x16x16x16xf32> into tensor<2x16x18x18xf32> loc("layer2.1.conv1")
    %t669 = tensor.empty() : tensor<2x16x16x16xf32> loc("layer2.1.conv1")
    %c670 = arith.constant 0.000000000e+00 : f32 loc("layer2.1.conv1")
    %t671 = linalg.fill ins(%c670 : f32) outs(%t669 : tensor<2x16x16x16xf32>) -> tensor<2x16x16x16xf32> loc("layer2.1.conv1")
    %t672 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%t668, %primals_25 : tensor<2x16x18x18xf32>, tensor<16x16x3x3xf32>) outs(%t671 : tensor<2x16x16x16xf32>) -> tensor<2x16x16x16xf32> loc("layer2.1.conv1")
    %t673 = tensor.empty() : tensor<16xf32> loc("layer2.1.bn1")
    %c674 = arith.constant 0.000000000e+00 : f32 loc("layer2.1.bn1")
    %t675 = linalg.fill ins(%c674 : f32) outs(%t673 : tensor<16xf32>) -> tensor<16xf32> loc("layer2.1.bn1")
    %t679 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t672 : tensor<2x16x16x16xf32>) outs(%t675 : tensor<16xf32>) {
    ^bb0(%in676: f32, %out677: f32):
      %s678 = arith.addf %out677, %in676 : f32
      linalg.yield %s678 : f32
    } -> tensor<16xf32> loc("layer2.1.bn1")
    %t680 = tensor.empty() : tensor<16xf32> loc("layer2.1.bn1")
    %t685 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t679 : tensor<16xf32>) outs(%t680 : tensor<16xf32>) {
    ^bb0(%in681: f32, %out682: f32):
      %s683 = arith.constant 1.953125000e-03 : f32
      %s684 = arith.mulf %in681, %s683 : f32
      linalg.yield %s684 : f32
    } -> tensor<16xf32> loc("layer2.1.bn1")
    %t686 = tensor.expand_shape %t685 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32> loc("layer2.1.bn1")
    %t687 = tensor.empty() : tensor<2x16x16x16xf32> loc("layer2.1.bn1")
    %t692 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t672, %t686 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%t687 : tensor<2x16x16x16xf32>) {
    ^bb0(%in688: f32, %in689: f32, %out690: f32):
      %s691 = arith.subf %in688, %in689 : f32
      linalg.yield %s691 : f32
    } -> tensor<2x16x16x16xf32> loc("layer2.1.bn1")
    %t693 = tensor.empty() : tensor<2x16x16x16xf32> loc("layer2.1.bn1")
    %t697 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t692 : tensor<2x16x16x16xf32>) outs(%t693 : tensor<2x16x16x16xf32>) {
    ^bb0(%in694: f32, %out695: f32):
      %s696 = arith.mulf %in694, %in694 : f32
      linalg.yield %s696 : f32
    } -> tensor<2x16x16x16xf32> loc("layer2.1.bn1")
    %t698 = tensor.empty() : tensor<16xf32> loc("layer2.1.bn1")
    %c699 = arith.constant 0.000000000e+00 : f32 loc("layer2.1.bn1")
    %t700 = linalg.fill ins(%c699 : f32) outs(%t698 : tensor<16xf32>) -> tensor<16xf32> loc("layer2.1.bn1")
    %t704 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t697 : tensor<2x16x16x16xf32>) outs(%t700 : tensor<16xf32>) {
    ^bb0(%in701: f32, %out702: f32):
      %s703 = arith.addf %out702, %in701 : f32
      linalg.yield %s703 : f32
    } -> tensor<16xf32> loc("layer2.1.bn1")
    %t705 = tensor.empty() : tensor<16xf32> loc("layer2.1.bn1")
    %t710 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t704 : tensor<16xf32>) outs(%t705 : tensor<16xf32>) {
    ^bb0(%in706: f32, %out707: f32):
      %s708 = arith.constant 1.953125000e-03 : f32
      %s709 = arith.mulf %in706, %s708 : f32
      linalg.yield %s709 : f32
    } -> tensor<16xf32> loc("layer2.1.bn1")
    %t711 = tensor.expand_shape %t710 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32> loc("layer2.1.bn1")
    %t712 = tensor.empty() : tensor<1x16x1x1xf32> loc("layer2.1.bn1")
    %t718 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t711 : tensor<1x16x1x1xf32>) outs(%t712 : tensor<1x16x1x1xf32>) {
    ^bb0(%in713: f32, %out714: f32):
      %s715 = arith.constant 9.999999747e-06 : f32
      %s716 = arith.addf %in713, %s715 : f32
      %s717 = math.rsqrt %s716 : f32
      linalg.yield %s717 : f32
    } -> tensor<1x16x1x1xf32> loc("layer2.1.bn1")
    %t719 = tensor.empty() : tensor<2x16x16x16xf32> loc("layer2.1.bn1")
    %t724 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t692, %t718 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%t719 : tensor<2x16x16x16xf32>) {
    ^bb0(%in720: f32, %in721: f32, %out722: f32):
      %s723 = arith.mulf %in720, %in721 : f32
      linalg.yield %s723 : f32
    } -> tensor<2x16x16x16xf32> loc("layer2.1.bn1")
    %t725 = tensor.expand_shape %primals_26 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32> loc("layer2.1.bn1")
    %t726 = tensor.empty() : tensor<2x16x16x16xf32> loc("layer2.1.bn1")
    %t731 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t724, %t725 : tensor<2x16x16x16xf32>, tensor<16x1x1xf32>) outs(%t726 : tensor<2x16x16x16xf32>) {
    ^bb0(%in727: f32, %in728: f32, %out729: f32):
      %s730 = arith.mulf %in727, %in728 : f32
      linalg.yield %s730 : f32
    } -> tensor<2x16x16x16xf32> loc("layer2.1.bn1")
    %t732 = tensor.expand_shape %primals_27 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32> loc("layer2.1.bn1")
    %t733 = tensor.empty() : tensor<2x16x16x16xf32> loc("layer2.1.bn1")
    %t738 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t731, %t732 : tensor<2x16x16x16xf32>, tensor<16x1x1xf32>) outs(%t733 : tensor<2x16x16x16xf32>) {
    ^bb0(%in734: f32, %in735: f32, %out736: f32):
      %s737 = arith.addf %in734, %in735 : f32
      linalg.yield %s737 : f32
    } -> tensor<2x16x16x16xf32> loc("layer2.1.bn1")
    %t739 = tensor.collapse_shape %t686 [[0, 1, 2, 3]] : tensor<1x16x1x1xf32> into tensor<16xf32> loc("layer2.1.bn1")
    %t740 = tensor.collapse_shape %t718 [[0, 1, 2, 3]] : tensor<1x16x1x1xf32> into tensor<16xf32> loc("layer2.1.bn1")
    %t741 = tensor.empty() : tensor<2x16x16x16xf32> loc("layer2.1.relu")
    %t746 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t738 : tensor<2x16x16x16xf32>) outs(%t741 : tensor<2x16x16x16xf32>) {
    ^bb0(%in742: f32, %out743: f32):
      %s744 = arith.constant 0.000000000e+00 : f32
      %s745 = arith.maximumf %in742, %s744 : f32
      linalg.yield %s745 : f32
    } -> tensor<2x16x16x16xf32> loc("layer2.1.relu")
    %t747 = tensor.empty() : tensor<2x16x18x18xf32> loc("layer2.1.conv2")
    %c748 = arith.constant 0.000000000e+00 : f32 loc("layer2.1.conv2")
    %t749 = linalg.fill ins(%c748 : f32) outs(%t747 : tensor<2x16x18x18xf32>) -> tensor<2x16x18x18xf32> loc("layer2.1.conv2")
    %t750 = tensor.insert_slice %t746 into %t749[0, 0, 1, 1] [2, 16, 16, 16] [1, 1, 1, 1] : tensor<2x16x16x16xf32> into tensor<2x16x18x18xf32> loc("layer2.1.conv2")
    %t751 = tensor.empty() : tensor<2x16x16x16xf32> loc("layer2.1.conv2")
    %c752 = arith.constant 0.000000000e+00 : f32 loc("layer2.1.conv2")
    %t753 = linalg.fill ins(%c752 : f32) outs(%t751 : tensor<2x16x16x16xf32>) -> tensor<2x16x16x16xf32> loc("layer2.1.conv2")
    %t754 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%t750, %primals_28 : tensor<2x16x18x18xf32>, tensor<16x16x3x3xf32>) outs(%t753 : tensor<2x16x16x16xf32>) -> tensor<2x16x16x16xf32> loc("layer2.1.conv2")
    %t755 = tensor.empty() : tensor<16xf32> loc("layer2.1.bn2")
    %c756 = arith.constant 0.000000000e+00 : f32 loc("layer2.1.bn2")
    %t757 = linalg.fill ins(%c756 : f32) outs(%t755 : tensor<16xf32>) -> tensor<16xf32> loc("layer2.1.bn2")
    %t761 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t754 : tensor<2x16x16x16xf32>) outs(%t757 : tensor<16xf32>) {
    ^bb0(%in758: f32, %out759: f32):
      %s760 = arith.addf %out759, %in758 : f32
      linalg.yield %s760 : f32
    } -> tensor<16xf32> loc("layer2.1.bn2")
    %t762 = tensor.empty() : tensor<16xf32> loc("layer2.1.bn2")
    %t767 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t761 : tensor<16xf32>) outs(%t762 : tensor<16xf32>) {
    ^bb0(%in763: f32, %out764: f32):
      %s765 = arith.constant 1.953125000e-03 : f32
      %s766 = arith.mulf %in763, %s765 : f32
      linalg.yield %s766 : f32
    } -> tensor<16xf32> loc("layer2.1.bn2")
    %t768 = tensor.expand_shape %t767 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32> loc("layer2.1.bn2")
    %t769 = tensor.empty() : tensor<2x16x16x16xf32> loc("layer2.1.bn2")
    %t774 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t754, %t768 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%t769 : tensor<2x16x16x16xf32>) {
    ^bb0(%in770: f32, %in771: f32, %out772: f32):
      %s773 = arith.subf %in770, %in771 : f32
      linalg.yield %s773 : f32
    } -> tensor<2x16x16x16xf32> loc("layer2.1.bn2")
    %t775 = tensor.empty() : tensor<2x16x16x16xf32> loc("layer2.1.bn2")
    %t779 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t774 : tensor<2x16x16x16xf32>) outs(%t775 : tensor<2x16x16x16xf32>) {
    ^bb0(%in776: f32, %out777: f32):
      %s778 = arith.mulf %in776, %in776 : f32
      linalg.yield %s778 : f32
    } -> tensor<2x16x16x16xf32> loc("layer2.1.bn2")
    %t780 = tensor.empty() : tensor<16xf32> loc("layer2.1.bn2")
    %c781 = arith.constant 0.000000000e+00 : f32 loc("layer2.1.bn2")
    %t782 = linalg.fill ins(%c781 : f32) outs(%t780 : tensor<16xf32>) -> tensor<16xf32> loc("layer2.1.bn2")
    %t786 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t779 : tensor<2x16x16x16xf32>) outs(%t782 : tensor<16xf32>) {
    ^bb0(%in783: f32, %out784: f32):
      %s785 = arith.addf %out784, %in783 : f32
      linalg.yield %s785 : f32
    } -> tensor<16xf32> loc("layer2.1.bn2")
    %t787 = tensor.empty() : tensor<16xf32> loc("layer2.1.bn2")
    %t792 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t786 : tensor<16xf32>) outs(%t787 : tensor<16xf32>) {
    ^bb0(%in788: f32, %out789: f32):
      %s790 = arith.constant 1.953125000e-03 : f32
      %s791 = arith.mulf %in788, %s790 : f32
      linalg.yield %s791 : f32
    } -> tensor<16xf32> loc("layer2.1.bn2")
    %t793 = tensor.expand_shape %t792 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32> loc("layer2.1.bn2")
    %t794 = tensor.empty() : tensor<1x16x1x1xf32> loc("layer2.1.bn2")
    %t800 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t793 : tensor<1x16x1x1xf32>) outs(%t794 : tensor<1x16x1x1xf32>) {
    ^bb0(%in795: f32, %out796: f32):
      %s797 = arith.constant 9.999999747e-06 : f32
      %s798 = arith.addf %in795, %s797 : f32
      %s799 = math.rsqrt %s798 : f32
      linalg.yield %s799 : f32
    } -> tensor<1x16x1x1xf32> loc("layer2.1.bn2")
    %t801 = tensor.empty() : tensor<2x16x16x16xf32> loc("layer2.1.bn2")
    %t806 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t774, %t800 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%t801 : tensor<2x16x16x16xf32>) {
    ^bb0(%in802: f32, %in803: f32, %out804: f32):
      %s805 = arith.mulf %in802, %in803 : f32
      linalg.yield %s805 : f32
    } -> tensor<2x16x16x16xf32> loc("layer2.1.bn2")
    %t807 = tensor.expand_shape %primals_29 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32> loc("layer2.1.bn2")
    %t808 = tensor.empty() : tensor<2x16x16x16xf32> loc("layer2.1.bn2")
    %t813 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t806, %t807 : tensor<2x16x16x16xf32>, tensor<16x1x1xf32>) outs(%t808 : tensor<2x16x16x16xf32>) {
    ^bb0(%in809: f32, %in810: f32, %out811: f32):
      %s812 = arith.mulf %in809, %in810 : f32
      linalg.yield %s812 : f32
    } -> tensor<2x16x16x16xf32> loc("layer2.1.bn2")
    %t814 = tensor.expand_shape %primals_30 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32> loc("layer2.1.bn2")
    %t815 = tensor.empty() : tensor<2x16x16x16xf32> loc("layer2.1.bn2")
    %t820 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t813, %t814 : tensor<2x16x16x16xf32>, tensor<16x1x1xf32>) outs(%t815 : tensor<2x16x16x16xf32>) {
    ^bb0(%in816: f32, %in817: f32, %out818: f32):
      %s819 = arith.addf %in816, %in817 : f32
      linalg.yield %s819 : f32
    } -> tensor<2x16x16x16xf32> loc("layer2.1.bn2")
    %t821 = tensor.collapse_shape %t768 [[0, 1, 2, 3]] : tensor<1x16x1x1xf32> into tensor<16xf32> loc("layer2.1.bn2")
    %t822 = tensor.collapse_shape %t800 [[0, 1, 2, 3]] : tensor<1x16x1x1xf32> into tensor<16xf32> loc("layer2.1.bn2")
    %t823 = tensor.empty() : tensor<2x16x16x16xf32> loc("layer2.1")
    %t828 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t820, %t664 : tensor<2x16x16x16xf32>, tensor<2x16x16x16xf32>) outs(%t823 : tensor<2x16x16x16xf32>) {
    ^bb0(%in824: f32, %in825: f32, %out826: f32):
      %s827 = arith.addf %in824, %in825 : f32
      linalg.yield %s827 : f32
    } -> tensor<2x16x16x16xf32> loc("layer2.1")
    %t829 = tensor.empty() : tensor<2x16x16x16xf32> loc("layer2.1.relu")
    %t834 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t828 : tensor<2x16x16x16xf32>) outs(%t829 : tensor<2x16x16x16xf32>) {
    ^bb0(%in830: f32, %out831: f32):
      %s832 = arith.constant 0.000000000e+00 : f32
      %s833 = arith.maximumf %in830, %s832 : f32
      linalg.yield %s833 : f32
    } -> tensor<2x16x16x16xf32> loc("layer2.1.relu")
    %t835 = tensor.empty() : tensor<2x16x18x18xf32> loc("layer3.0.conv1")
    %c836 = arith.constant 0.000000000e+00 : f32 loc("layer3.0.conv1")
    %t837 = linalg.fill ins(%c836 : f32) outs(%t835 : tensor<2x16x18x18xf32>) -> tensor<2x16x18x18xf32> loc("layer3.0.conv1")
    %t838 = tensor.insert_slice %t834 into %t837[0, 0, 1, 1] [2, 16, 16, 16] [1, 1, 1, 1] : tensor<2x16x16x16xf32> into tensor<2x16x18x18xf32> loc("layer3.0.conv1")
    %t839 = tensor.empty() : tensor<2x32x8x8xf32> loc("layer3.0.conv1")
    %c840 = arith.constant 0.000000000e+00 : f32 loc("layer3.0.conv1")
    %t841 = linalg.fill ins(%c840 : f32) outs(%t839 : tensor<2x32x8x8xf32>) -> tensor<2x32x8x8xf32> loc("layer3.0.conv1")
    %t842 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[2, 2]> : tensor<2xi64>} ins(%t838, %primals_31 : tensor<2x16x18x18xf32>, tensor<32x16x3x3xf32>) outs(%t841 : tensor<2x32x8x8xf32>) -> tensor<2x32x8x8xf32> loc("layer3.0.conv1")
    %t843 = tensor.empty() : tensor<32xf32> loc("layer3.0.bn1")
    %c844 = arith.constant 0.000000000e+00 : f32 loc("layer3.0.bn1")
    %t845 = linalg.fill ins(%c844 : f32) outs(%t843 : tensor<32xf32>) -> tensor<32xf32> loc("layer3.0.bn1")
    %t849 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t842 : tensor<2x32x8x8xf32>) outs(%t845 : tensor<32xf32>) {
    ^bb0(%in846: f32, %out847: f32):
      %s848 = arith.addf %out847, %in846 : f32
      linalg.yield %s848 : f32
    } -> tensor<32xf32> loc("layer3.0.bn1")
    %t850 = tensor.empty() : tensor<32xf32> loc("layer3.0.bn1")
    %t855 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t849 : tensor<32xf32>) outs(%t850 : tensor<32xf32>) {
    ^bb0(%in851: f32, %out852: f32):
      %s853 = arith.constant 7.812500000e-03 : f32
      %s854 = arith.mulf %in851, %s853 : f32
      linalg.yield %s854 : f32
    } -> tensor<32xf32> loc("layer3.0.bn1")
    %t856 = tensor.expand_shape %t855 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32> loc("layer3.0.bn1")
    %t857 = tensor.empty() : tensor<2x32x8x8xf32> loc("layer3.0.bn1")
    %t862 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t842, %t856 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%t857 : tensor<2x32x8x8xf32>) {
    ^bb0(%in858: f32, %in859: f32, %out860: f32):
      %s861 = arith.subf %in858, %in859 : f32
      linalg.yield %s861 : f32
    } -> tensor<2x32x8x8xf32> loc("layer3.0.bn1")
    %t863 = tensor.empty() : tensor<2x32x8x8xf32> loc("layer3.0.bn1")
    %t867 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t862 : tensor<2x32x8x8xf32>) outs(%t863 : tensor<2x32x8x8xf32>) {
    ^bb0(%in864: f32, %out865: f32):
      %s866 = arith.mulf %in864, %in864 : f32
      linalg.yield %s866 : f32
    } -> tensor<2x32x8x8xf32> loc("layer3.0.bn1")
    %t868 = tensor.empty() : tensor<32xf32> loc("layer3.0.bn1")
    %c869 = arith.constant 0.000000000e+00 : f32 loc("layer3.0.bn1")
    %t870 = linalg.fill ins(%c869 : f32) outs(%t868 : tensor<32xf32>) -> tensor<32xf32> loc("layer3.0.bn1")
    %t874 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t867 : tensor<2x32x8x8xf32>) outs(%t870 : tensor<32xf32>) {
    ^bb0(%in871: f32, %out872: f32):
      %s873 = arith.addf %out872, %in871 : f32
      linalg.yield %s873 : f32
    } -> tensor<32xf32> loc("layer3.0.bn1")
    %t875 = tensor.empty() : tensor<32xf32> loc("layer3.0.bn1")
    %t880 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t874 : tensor<32xf32>) outs(%t875 : tensor<32xf32>) {
    ^bb0(%in876: f32, %out877: f32):
      %s878 = arith.constant 7.812500000e-03 : f32
      %s879 = arith.mulf %in876, %s878 : f32
      linalg.yield %s879 : f32
    } -> tensor<32xf32> loc("layer3.0.bn1")
    %t881 = tensor.expand_shape %t880 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32> loc("layer3.0.bn1")
    %t882 = tensor.empty() : tensor<1x32x1x1xf32> loc("layer3.0.bn1")
    %t888 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t881 : tensor<1x32x1x1xf32>) outs(%t882 : tensor<1x32x1x1xf32>) {
    ^bb0(%in883: f32, %out884: f32):
      %s885 = arith.constant 9.999999747e-06 : f32
      %s886 = arith.addf %in883, %s885 : f32
      %s887 = math.rsqrt %s886 : f32
      linalg.yield %s887 : f32
    } -> tensor<1x32x1x1xf32> loc("layer3.0.bn1")
    %t889 = tensor.empty() : tensor<2x32x8x8xf32> loc("layer3.0.bn1")
    %t894 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t862, %t888 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%t889 : tensor<2x32x8x8xf32>) {
    ^bb0(%in890: f32, %in891: f32, %out892: f32):
      %s893 = arith.mulf %in890, %in891 : f32
      linalg.yield %s893 : f32
    } -> tensor<2x32x8x8xf32> loc("layer3.0.bn1")
    %t895 = tensor.expand_shape %primals_32 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32> loc("layer3.0.bn1")
    %t896 = tensor.empty() : tensor<2x32x8x8xf32> loc("layer3.0.bn1")
    %t901 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t894, %t895 : tensor<2x32x8x8xf32>, tensor<32x1x1xf32>) outs(%t896 : tensor<2x32x8x8xf32>) {
    ^bb0(%in897: f32, %in898: f32, %out899: f32):
      %s900 = arith.mulf %in897, %in898 : f32
      linalg.yield %s900 : f32
    } -> tensor<2x32x8x8xf32> loc("layer3.0.bn1")
    %t902 = tensor.expand_shape %primals_33 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32> loc("layer3.0.bn1")
    %t903 = tensor.empty() : tensor<2x32x8x8xf32> loc("layer3.0.bn1")
    %t908 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t901, %t902 : tensor<2x32x8x8xf32>, tensor<32x1x1xf32>) outs(%t903 : tensor<2x32x8x8xf32>) {
    ^bb0(%in904: f32, %in905: f32, %out906: f32):
      %s907 = arith.addf %in904, %in905 : f32
      linalg.yield %s907 : f32
    } -> tensor<2x32x8x8xf32> loc("layer3.0.bn1")
    %t909 = tensor.collapse_shape %t856 [[0, 1, 2, 3]] : tensor<1x32x1x1xf32> into tensor<32xf32> loc("layer3.0.bn1")
    %t910 = tensor.collapse_shape %t888 [[0, 1, 2, 3]] : tensor<1x32x1x1xf32> into tensor<32xf32> loc("layer3.0.bn1")
    %t911 = tensor.empty() : tensor<2x32x8x8xf32> loc("layer3.0.relu")
    %t916 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t908 : tensor<2x32x8x8xf32>) outs(%t911 : tensor<2x32x8x8xf32>) {
    ^bb0(%in912: f32, %out913: f32):
      %s914 = arith.constant 0.000000000e+00 : f32
      %s915 = arith.maximumf %in912, %s914 : f32
      linalg.yield %s915 : f32
    } -> tensor<2x32x8x8xf32> loc("layer3.0.relu")
    %t917 = tensor.empty() : tensor<2x32x10x10xf32> loc("layer3.0.conv2")
    %c918 = arith.constant 0.000000000e+00 : f32 loc("layer3.0.conv2")
    %t919 = linalg.fill ins(%c918 : f32) outs(%t917 : tensor<2x32x10x10xf32>) -> tensor<2x32x10x10xf32> loc("layer3.0.conv2")
    %t920 = tensor.insert_slice %t916 into %t919[0, 0, 1, 1] [2, 32, 8, 8] [1, 1, 1, 1] : tensor<2x32x8x8xf32> into tensor<2x32x10x10xf32> loc("layer3.0.conv2")
    %t921 = tensor.empty() : tensor<2x32x8x8xf32> loc("layer3.0.conv2")
    %c922 = arith.constant 0.000000000e+00 : f32 loc("layer3.0.conv2")
    %t923 = linalg.fill ins(%c922 : f32) outs(%t921 : tensor<2x32x8x8xf32>) -> tensor<2x32x8x8xf32> loc("layer3.0.conv2")
    %t924 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%t920, %primals_34 : tensor<2x32x10x10xf32>, tensor<32x32x3x3xf32>) outs(%t923 : tensor<2x32x8x8xf32>) -> tensor<2x32x8x8xf32> loc("layer3.0.conv2")
    %t925 = tensor.empty() : tensor<32xf32> loc("layer3.0.bn2")
    %c926 = arith.constant 0.000000000e+00 : f32 loc("layer3.0.bn2")
    %t927 = linalg.fill ins(%c926 : f32) outs(%t925 : tensor<32xf32>) -> tensor<32xf32> loc("layer3.0.bn2")
    %t931 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t924 : tensor<2x32x8x8xf32>) outs(%t927 : tensor<32xf32>) {
    ^bb0(%in928: f32, %out929: f32):
      %s930 = arith.addf %out929, %in928 : f32
      linalg.yield %s930 : f32
    } -> tensor<32xf32> loc("layer3.0.bn2")
    %t932 = tensor.empty() : tensor<32xf32> loc("layer3.0.bn2")
    %t937 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t931 : tensor<32xf32>) outs(%t932 : tensor<32xf32>) {
    ^bb0(%in933: f32, %out934: f32):
      %s935 = arith.constant 7.812500000e-03 : f32
      %s936 = arith.mulf %in933, %s935 : f32
      linalg.yield %s936 : f32
    } -> tensor<32xf32> loc("layer3.0.bn2")
    %t938 = tensor.expand_shape %t937 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32> loc("layer3.0.bn2")
    %t939 = tensor.empty() : tensor<2x32x8x8xf32> loc("layer3.0.bn2")
    %t944 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t924, %t938 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%t939 : tensor<2x32x8x8xf32>) {
    ^bb0(%in940: f32, %in941: f32, %out942: f32):
      %s943 = arith.subf %in940, %in941 : f32
      linalg.yield %s943 : f32
    } -> tensor<2x32x8x8xf32> loc("layer3.0.bn2")
    %t945 = tensor.empty() : tensor<2x32x8x8xf32> loc("layer3.0.bn2")
    %t949 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t944 : tensor<2x32x8x8xf32>) outs(%t945 : tensor<2x32x8x8xf32>) {
    ^bb0(%in946: f32, %out947: f32):
      %s948 = arith.mulf %in946, %in946 : f32
      linalg.yield %s948 : f32
    } -> tensor<2x32x8x8xf32> loc("layer3.0.bn2")
    %t950 = tensor.empty() : tensor<32xf32> loc("layer3.0.bn2")
    %c951 = arith.constant 0.000000000e+00 : f32 loc("layer3.0.bn2")
    %t952 = linalg.fill ins(%c951 : f32) outs(%t950 : tensor<32xf32>) -> tensor<32xf32> loc("layer3.0.bn2")
    %t956 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t949 : tensor<2x32x8x8xf32>) outs(%t952 : tensor<32xf32>) {
    ^bb0(%in953: f32, %out954: f32):
      %s955 = arith.addf %out954, %in953 : f32
      linalg.yield %s955 : f32
    } -> tensor<32xf32> loc("layer3.0.bn2")
    %t957 = tensor.empty() : tensor<32xf32> loc("layer3.0.bn2")
    %t962 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t956 : tensor<32xf32>) outs(%t957 : tensor<32xf32>) {
    ^bb0(%in958: f32, %out959: f32):
      %s960 = arith.constant 7.812500000e-03 : f32
      %s961 = arith.mulf %in958, %s960 : f32
      linalg.yield %s961 : f32
    } -> tensor<32xf32> loc("layer3.0.bn2")
    %t963 = tensor.expand_shape %t962 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32> loc("layer3.0.bn2")
    %t964 = tensor.empty() : tensor<1x32x1x1xf32> loc("layer3.0.bn2")
    %t970 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t963 : tensor<1x32x1x1xf32>) outs(%t964 : tensor<1x32x1x1xf32>) {
    ^bb0(%in965: f32, %out966: f32):
      %s967 = arith.constant 9.999999747e-06 : f32
      %s968 = arith.addf %in965, %s967 : f32
      %s969 = math.rsqrt %s968 : f32
      linalg.yield %s969 : f32
    } -> tensor<1x32x1x1xf32> loc("layer3.0.bn2")
    %t971 = tensor.empty() : tensor<2x32x8x8xf32> loc("layer3.0.bn2")
    %t976 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t944, %t970 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%t971 : tensor<2x32x8x8xf32>) {
    ^bb0(%in972: f32, %in973: f32, %out974: f32):
      %s975 = arith.mulf %in972, %in973 : f32
      linalg.yield %s975 : f32
    } -> tensor<2x32x8x8xf32> loc("layer3.0.bn2")
    %t977 = tensor.expand_shape %primals_35 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32> loc("layer3.0.bn2")
    %t978 = tensor.empty() : tensor<2x32x8x8xf32> loc("layer3.0.bn2")
    %t983 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t976, %t977 : tensor<2x32x8x8xf32>, tensor<32x1x1xf32>) outs(%t978 : tensor<2x32x8x8xf32>) {
    ^bb0(%in979: f32, %in980: f32, %out981: f32):
      %s982 = arith.mulf %in979, %in980 : f32
      linalg.yield %s982 : f32
    } -> tensor<2x32x8x8xf32> loc("layer3.0.bn2")
    %t984 = tensor.expand_shape %primals_36 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32> loc("layer3.0.bn2")
    %t985 = tensor.empty() : tensor<2x32x8x8xf32> loc("layer3.0.bn2")
    %t990 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t983, %t984 : tensor<2x32x8x8xf32>, tensor<32x1x1xf32>) outs(%t985 : tensor<2x32x8x8xf32>) {
    ^bb0(%in986: f32, %in987: f32, %out988: f32):
      %s989 = arith.addf %in986, %in987 : f32
      linalg.yield %s989 : f32
    } -> tensor<2x32x8x8xf32> loc("layer3.0.bn2")
    %t991 = tensor.collapse_shape %t938 [[0, 1, 2, 3]] : tensor<1x32x1x1xf32> into tensor<32xf32> loc("layer3.0.bn2")
    %t992 = tensor.collapse_shape %t970 [[0, 1, 2, 3]] : tensor<1x32x1x1xf32> into tensor<32xf32> loc("layer3.0.bn2")
    %t993 = tensor.empty() : tensor<2x32x8x8xf32> loc("layer3.0.downsample.0")
    %c994 = arith.constant 0.000000000e+00 : f32 loc("layer3.0.downsample.0")
    %t995 = linalg.fill ins(%c994 : f32) outs(%t993 : tensor<2x32x8x8xf32>) -> tensor<2x32x8x8xf32> loc("layer3.0.downsample.0")
    %t996 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[2, 2]> : tensor<2xi64>} ins(%t834, %primals_37 : tensor<2x16x16x16xf32>, tensor<32x16x1x1xf32>) outs(%t995 : tensor<2x32x8x8xf32>) -> tensor<2x32x8x8xf32> loc("layer3.0.downsample.0")
    %t997 = tensor.empty() : tensor<32xf32> loc("layer3.0.downsample.1")
    %c998 = arith.constant 0.000000000e+00 : f32 loc("layer3.0.downsample.1")
    %t999 = linalg.fill ins(%c998 : f32) outs(%t997 : tensor<32xf32>) -> tensor<32xf32> loc("layer3.0.downsample.1")
    %t1003 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t996 : tensor<2x32x8x8xf32>) outs(%t999 : tensor<32xf32>) {
    ^bb0(%in1000: f32, %out1001: f32):
      %s1002 = arith.addf %out1001, %in1000 : f32
      linalg.yield %s1002 : f32
    } -> tensor<32xf32> loc("layer3.0.downsample.1")
    %t1004 = tensor.empty() : tensor<32xf32> loc("layer3.0.downsample.1")
    %t1009 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1003 : tensor<32xf32>) outs(%t1004 : tensor<32xf32>) {
    ^bb0(%in1005: f32, %out1006: f32):
      %s1007 = arith.constant 7.812500000e-03 : f32
      %s1008 = arith.mulf %in1005, %s1007 : f32
      linalg.yield %s1008 : f32
    } -> tensor<32xf32> loc("layer3.0.downsample.1")
    %t1010 = tensor.expand_shape %t1009 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32> loc("layer3.0.downsample.1")
    %t1011 = tensor.empty() : tensor<2x32x8x8xf32> loc("layer3.0.downsample.1")
    %t1016 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t996, %t1010 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%t1011 : tensor<2x32x8x8xf32>) {
    ^bb0(%in1012: f32, %in1013: f32, %out1014: f32):
      %s1015 = arith.subf %in1012, %in1013 : f32
      linalg.yield %s1015 : f32
    } -> tensor<2x32x8x8xf32> loc("layer3.0.downsample.1")
    %t1017 = tensor.empty() : tensor<2x32x8x8xf32> loc("layer3.0.downsample.1")
    %t1021 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1016 : tensor<2x32x8x8xf32>) outs(%t1017 : tensor<2x32x8x8xf32>) {
    ^bb0(%in1018: f32, %out1019: f32):
      %s1020 = arith.mulf %in1018, %in1018 : f32
      linalg.yield %s1020 : f32
    } -> tensor<2x32x8x8xf32> loc("layer3.0.downsample.1")
    %t1022 = tensor.empty() : tensor<32xf32> loc("layer3.0.downsample.1")
    %c1023 = arith.constant 0.000000000e+00 : f32 loc("layer3.0.downsample.1")
    %t1024 = linalg.fill ins(%c1023 : f32) outs(%t1022 : tensor<32xf32>) -> tensor<32xf32> loc("layer3.0.downsample.1")
    %t1028 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t1021 : tensor<2x32x8x8xf32>) outs(%t1024 : tensor<32xf32>) {
    ^bb0(%in1025: f32, %out1026: f32):
      %s1027 = arith.addf %out1026, %in1025 : f32
      linalg.yield %s1027 : f32
    } -> tensor<32xf32> loc("layer3.0.downsample.1")
    %t1029 = tensor.empty() : tensor<32xf32> loc("layer3.0.downsample.1")
    %t1034 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1028 : tensor<32xf32>) outs(%t1029 : tensor<32xf32>) {
    ^bb0(%in1030: f32, %out1031: f32):
      %s1032 = arith.constant 7.812500000e-03 : f32
      %s1033 = arith.mulf %in1030, %s1032 : f32
      linalg.yield %s1033 : f32
    } -> tensor<32xf32> loc("layer3.0.downsample.1")
    %t1035 = tensor.expand_shape %t1034 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32> loc("layer3.0.downsample.1")
    %t1036 = tensor.empty() : tensor<1x32x1x1xf32> loc("layer3.0.downsample.1")
    %t1042 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1035 : tensor<1x32x1x1xf32>) outs(%t1036 : tensor<1x32x1x1xf32>) {
    ^bb0(%in1037: f32, %out1038: f32):
      %s1039 = arith.constant 9.999999747e-06 : f32
      %s1040 = arith.addf %in1037, %s1039 : f32
      %s1041 = math.rsqrt %s1040 : f32
      linalg.yield %s1041 : f32
    } -> tensor<1x32x1x1xf32> loc("layer3.0.downsample.1")
    %t1043 = tensor.empty() : tensor<2x32x8x8xf32> loc("layer3.0.downsample.1")
    %t1048 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1016, %t1042 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%t1043 : tensor<2x32x8x8xf32>) {
    ^bb0(%in1044: f32, %in1045: f32, %out1046: f32):
      %s1047 = arith.mulf %in1044, %in1045 : f32
      linalg.yield %s1047 : f32
    } -> tensor<2x32x8x8xf32> loc("layer3.0.downsample.1")
    %t1049 = tensor.expand_shape %primals_38 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32> loc("layer3.0.downsample.1")
    %t1050 = tensor.empty() : tensor<2x32x8x8xf32> loc("layer3.0.downsample.1")
    %t1055 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1048, %t1049 : tensor<2x32x8x8xf32>, tensor<32x1x1xf32>) outs(%t1050 : tensor<2x32x8x8xf32>) {
    ^bb0(%in1051: f32, %in1052: f32, %out1053: f32):
      %s1054 = arith.mulf %in1051, %in1052 : f32
      linalg.yield %s1054 : f32
    } -> tensor<2x32x8x8xf32> loc("layer3.0.downsample.1")
    %t1056 = tensor.expand_shape %primals_39 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32> loc("layer3.0.downsample.1")
    %t1057 = tensor.empty() : tensor<2x32x8x8xf32> loc("layer3.0.downsample.1")
    %t1062 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1055, %t1056 : tensor<2x32x8x8xf32>, tensor<32x1x1xf32>) outs(%t1057 : tensor<2x32x8x8xf32>) {
    ^bb0(%in1058: f32, %in1059: f32, %out1060: f32):
      %s1061 = arith.addf %in1058, %in1059 : f32
      linalg.yield %s1061 : f32
    } -> tensor<2x32x8x8xf32> loc("layer3.0.downsample.1")
    %t1063 = tensor.collapse_shape %t1010 [[0, 1, 2, 3]] : tensor<1x32x1x1xf32> into tensor<32xf32> loc("layer3.0.downsample.1")
    %t1064 = tensor.collapse_shape %t1042 [[0, 1, 2, 3]] : tensor<1x32x1x1xf32> into tensor<32xf32> loc("layer3.0.downsample.1")
    %t1065 = tensor.empty() : tensor<2x32x8x8xf32> loc("layer3.0")
    %t1070 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t990, %t1062 : tensor<2x32x8x8xf32>, tensor<2x32x8x8xf32>) outs(%t1065 : tensor<2x32x8x8xf32>) {
    ^bb0(%in1066: f32, %in1067: f32, %out1068: f32):
      %s1069 = arith.addf %in1066, %in1067 : f32
      linalg.yield %s1069 : f32
    } -> tensor<2x32x8x8xf32> loc("layer3.0")
    %t1071 = tensor.empty() : tensor<2x32x8x8xf32> loc("layer3.0.relu")
    %t1076 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1070 : tensor<2x32x8x8xf32>) outs(%t1071 : tensor<2x32x8x8xf32>) {
    ^bb0(%in1072: f32, %out1073: f32):
      %s1074 = arith.constant 0.000000000e+00 : f32
      %s1075 = arith.maximumf %in1072, %s1074 : f32
      linalg.yield %s1075 : f32
    } -> tensor<2x32x8x8xf32> loc("layer3.0.relu")
    %t1077 = tensor.empty() : tensor<2x32x10x10xf32> loc("layer3.1.conv1")
    %c1078 = arith.constant 0.000000000e+00 : f32 loc("layer3.1.conv1")
    %t1079 = linalg.fill ins(%c1078 : f32) outs(%t1077 : tensor<2x32x10x10xf32>) -> tensor<2x32x10x10xf32> loc("layer3.1.conv1")
    %t1080 = tensor.insert_slice %t1076 into %t1079[0, 0, 1, 1] [2, 32, 8, 8] [1, 1, 1, 1] : tensor<2x32x8x8xf32> into tensor<2x32x10x10xf32> loc("layer3.1.conv1")
    %t1081 = tensor.empty() : tensor<2x32x8x8xf32> loc("layer3.1.conv1")
    %c1082 = arith.constant 0.000000000e+00 : f32 loc("layer3.1.conv1")
    %t1083 = linalg.fill ins(%c1082 : f32) outs(%t1081 : tensor<2x32x8x8xf32>) -> tensor<2x32x8x8xf32> loc("layer3.1.conv1")
    %t1084 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%t1080, %primals_40 : tensor<2x32x10x10xf32>, tensor<32x32x3x3xf32>) outs(%t1083 : tensor<2x32x8x8xf32>) -> tensor<2x32x8x8xf32> loc("layer3.1.conv1")
    %t1085 = tensor.empty() : tensor<32xf32> loc("layer3.1.bn1")
    %c1086 = arith.constant 0.000000000e+00 : f32 loc("layer3.1.bn1")
    %t1087 = linalg.fill ins(%c1086 : f32) outs(%t1085 : tensor<32xf32>) -> tensor<32xf32> loc("layer3.1.bn1")
    %t1091 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t1084 : tensor<2x32x8x8xf32>) outs(%t1087 : tensor<32xf32>) {
    ^bb0(%in1088: f32, %out1089: f32):
      %s1090 = arith.addf %out1089, %in1088 : f32
      linalg.yield %s1090 : f32
    } -> tensor<32xf32> loc("layer3.1.bn1")
    %t1092 = tensor.empty() : tensor<32xf32> loc("layer3.1.bn1")
    %t1097 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1091 : tensor<32xf32>) outs(%t1092 : tensor<32xf32>) {
    ^bb0(%in1093: f32, %out1094: f32):
      %s1095 = arith.constant 7.812500000e-03 : f32
      %s1096 = arith.mulf %in1093, %s1095 : f32
      linalg.yield %s1096 : f32
    } -> tensor<32xf32> loc("layer3.1.bn1")
    %t1098 = tensor.expand_shape %t1097 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32> loc("layer3.1.bn1")
    %t1099 = tensor.empty() : tensor<2x32x8x8xf32> loc("layer3.1.bn1")
    %t1104 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1084, %t1098 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%t1099 : tensor<2x32x8x8xf32>) {
    ^bb0(%in1100: f32, %in1101: f32, %out1102: f32):
      %s1103 = arith.subf %in1100, %in1101 : f32
      linalg.yield %s1103 : f32
    } -> tensor<2x32x8x8xf32> loc("layer3.1.bn1")
    %t1105 = tensor.empty() : tensor<2x32x8x8xf32> loc("layer3.1.bn1")
    %t1109 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1104 : tensor<2x32x8x8xf32>) outs(%t1105 : tensor<2x32x8x8xf32>) {
    ^bb0(%in1106: f32, %out1107: f32):
      %s1108 = arith.mulf %in1106, %in1106 : f32
      linalg.yield %s1108 : f32
    } -> tensor<2x32x8x8xf32> loc("layer3.1.bn1")
    %t1110 = tensor.empty() : tensor<32xf32> loc("layer3.1.bn1")
    %c1111 = arith.constant 0.000000000e+00 : f32 loc("layer3.1.bn1")
    %t1112 = linalg.fill ins(%c1111 : f32) outs(%t1110 : tensor<32xf32>) -> tensor<32xf32> loc("layer3.1.bn1")
    %t1116 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t1109 : tensor<2x32x8x8xf32>) outs(%t1112 : tensor<32xf32>) {
    ^bb0(%in1113: f32, %out1114: f32):
      %s1115 = arith.addf %out1114, %in1113 : f32
      linalg.yield %s1115 : f32
    } -> tensor<32xf32> loc("layer3.1.bn1")
    %t1117 = tensor.empty() : tensor<32xf32> loc("layer3.1.bn1")
    %t1122 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1116 : tensor<32xf32>) outs(%t1117 : tensor<32xf32>) {
    ^bb0(%in1118: f32, %out1119: f32):
      %s1120 = arith.constant 7.812500000e-03 : f32
      %s1121 = arith.mulf %in1118, %s1120 : f32
      linalg.yield %s1121 : f32
    } -> tensor<32xf32> loc("layer3.1.bn1")
    %t1123 = tensor.expand_shape %t1122 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32> loc("layer3.1.bn1")
    %t1124 = tensor.empty() : tensor<1x32x1x1xf32> loc("layer3.1.bn1")
    %t1130 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1123 : tensor<1x32x1x1xf32>) outs(%t1124 : tensor<1x32x1x1xf32>) {
    ^bb0(%in1125: f32, %out1126: f32):
      %s1127 = arith.constant 9.999999747e-06 : f32
      %s1128 = arith.addf %in1125, %s1127 : f32
      %s1129 = math.rsqrt %s1128 : f32
      linalg.yield %s1129 : f32
    } -> tensor<1x32x1x1xf32> loc("layer3.1.bn1")
    %t1131 = tensor.empty() : tensor<2x32x8x8xf32> loc("layer3.1.bn1")
    %t1136 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1104, %t1130 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%t1131 : tensor<2x32x8x8xf32>) {
    ^bb0(%in1132: f32, %in1133: f32, %out1134: f32):
      %s1135 = arith.mulf %in1132, %in1133 : f32
      linalg.yield %s1135 : f32
    } -> tensor<2x32x8x8xf32> loc("layer3.1.bn1")
    %t1137 = tensor.expand_shape %primals_41 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32> loc("layer3.1.bn1")
    %t1138 = tensor.empty() : tensor<2x32x8x8xf32> loc("layer3.1.bn1")
    %t1143 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1136, %t1137 : tensor<2x32x8x8xf32>, tensor<32x1x1xf32>) outs(%t1138 : tensor<2x32x8x8xf32>) {
    ^bb0(%in1139: f32, %in1140: f32, %out1141: f32):
      %s1142 = arith.mulf %in1139, %in1140 : f32
      linalg.yield %s1142 : f32
    } -> tensor<2x32x8x8xf32> loc("layer3.1.bn1")
    %t1144 = tensor.expand_shape %primals_42 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32> loc("layer3.1.bn1")
    %t1145 = tensor.empty() : tensor<2x32x8x8xf32> loc("layer3.1.bn1")
    %t1150 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1143, %t1144 : tensor<2x32x8x8xf32>, tensor<32x1x1xf32>) outs(%t1145 : tensor<2x32x8x8xf32>) {
    ^bb0(%in1146: f32, %in1147: f32, %out1148: f32):
      %s1149 = arith.addf %in1146, %in1147 : f32
      linalg.yield %s1149 : f32
    } -> tensor<2x32x8x8xf32> loc("layer3.1.bn1")
    %t1151 = tensor.collapse_shape %t1098 [[0, 1, 2, 3]] : tensor<1x32x1x1xf32> into tensor<32xf32> loc("layer3.1.bn1")
    %t1152 = tensor.collapse_shape %t1130 [[0, 1, 2, 3]] : tensor<1x32x1x1xf32> into tensor<32xf32> loc("layer3.1.bn1")
    %t1153 = tensor.empty() : tensor<2x32x8x8xf32> loc("layer3.1.relu")
    %t1158 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1150 : tensor<2x32x8x8xf32>) outs(%t1153 : tensor<2x32x8x8xf32>) {
    ^bb0(%in1154: f32, %out1155: f32):
      %s1156 = arith.constant 0.000000000e+00 : f32
      %s1157 = arith.maximumf %in1154, %s1156 : f32
      linalg.yield %s1157 : f32
    } -> tensor<2x32x8x8xf32> loc("layer3.1.relu")
    %t1159 = tensor.empty() : tensor<2x32x10x10xf32> loc("layer3.1.conv2")
    %c1160 = arith.constant 0.000000000e+00 : f32 loc("layer3.1.conv2")
    %t1161 = linalg.fill ins(%c1160 : f32) outs(%t1159 : tensor<2x32x10x10xf32>) -> tensor<2x32x10x10xf32> loc("layer3.1.conv2")
    %t1162 = tensor.insert_slice %t1158 into %t1161[0, 0, 1, 1] [2, 32, 8, 8] [1, 1, 1, 1] : tensor<2x32x8x8xf32> into tensor<2x32x10x10xf32> loc("layer3.1.conv2")
    %t1163 = tensor.empty() : tensor<2x32x8x8xf32> loc("layer3.1.conv2")
    %c1164 = arith.constant 0.000000000e+00 : f32 loc("layer3.1.conv2")
    %t1165 = linalg.fill ins(%c1164 : f32) outs(%t1163 : tensor<2x32x8x8xf32>) -> tensor<2x32x8x8xf32> loc("layer3.1.conv2")
    %t1166 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%t1162, %primals_43 : tensor<2x32x10x10xf32>, tensor<32x32x3x3xf32>) outs(%t1165 : tensor<2x32x8x8xf32>) -> tensor<2x32x8x8xf32> loc("layer3.1.conv2")
    %t1167 = tensor.empty() : tensor<32xf32> loc("layer3.1.bn2")
    %c1168 = arith.constant 0.000000000e+00 : f32 loc("layer3.1.bn2")
    %t1169 = linalg.fill ins(%c1168 : f32) outs(%t1167 : tensor<32xf32>) -> tensor<32xf32> loc("layer3.1.bn2")
    %t1173 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t1166 : tensor<2x32x8x8xf32>) outs(%t1169 : tensor<32xf32>) {
    ^bb0(%in1170: f32, %out1171: f32):
      %s1172 = arith.addf %out1171, %in1170 : f32
      linalg.yield %s1172 : f32
    } -> tensor<32xf32> loc("layer3.1.bn2")
    %t1174 = tensor.empty() : tensor<32xf32> loc("layer3.1.bn2")
    %t1179 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1173 : tensor<32xf32>) outs(%t1174 : tensor<32xf32>) {
    ^bb0(%in1175: f32, %out1176: f32):
      %s1177 = arith.constant 7.812500000e-03 : f32
      %s1178 = arith.mulf %in1175, %s1177 : f32
      linalg.yield %s1178 : f32
    } -> tensor<32xf32> loc("layer3.1.bn2")
    %t1180 = tensor.expand_shape %t1179 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32> loc("layer3.1.bn2")
    %t1181 = tensor.empty() : tensor<2x32x8x8xf32> loc("layer3.1.bn2")
    %t1186 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1166, %t1180 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%t1181 : tensor<2x32x8x8xf32>) {
    ^bb0(%in1182: f32, %in1183: f32, %out1184: f32):
      %s1185 = arith.subf %in1182, %in1183 : f32
      linalg.yield %s1185 : f32
    } -> tensor<2x32x8x8xf32> loc("layer3.1.bn2")
    %t1187 = tensor.empty() : tensor<2x32x8x8xf32> loc("layer3.1.bn2")
    %t1191 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1186 : tensor<2x32x8x8xf32>) outs(%t1187 : tensor<2x32x8x8xf32>) {
    ^bb0(%in1188: f32, %out1189: f32):
      %s1190 = arith.mulf %in1188, %in1188 : f32
      linalg.yield %s1190 : f32
    } -> tensor<2x32x8x8xf32> loc("layer3.1.bn2")
    %t1192 = tensor.empty() : tensor<32xf32> loc("layer3.1.bn2")
    %c1193 = arith.constant 0.000000000e+00 : f32 loc("layer3.1.bn2")
    %t1194 = linalg.fill ins(%c1193 : f32) outs(%t1192 : tensor<32xf32>) -> tensor<32xf32> loc("layer3.1.bn2")
    %t1198 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t1191 : tensor<2x32x8x8xf32>) outs(%t1194 : tensor<32xf32>) {
    ^bb0(%in1195: f32, %out1196: f32):
      %s1197 = arith.addf %out1196, %in1195 : f32
      linalg.yield %s1197 : f32
    } -> tensor<32xf32> loc("layer3.1.bn2")
    %t1199 = tensor.empty() : tensor<32xf32> loc("layer3.1.bn2")
    %t1204 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1198 : tensor<32xf32>) outs(%t1199 : tensor<32xf32>) {
    ^bb0(%in1200: f32, %out1201: f32):
      %s1202 = arith.constant 7.812500000e-03 : f32
      %s1203 = arith.mulf %in1200, %s1202 : f32
      linalg.yield %s1203 : f32
    } -> tensor<32xf32> loc("layer3.1.bn2")
    %t1205 = tensor.expand_shape %t1204 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32> loc("layer3.1.bn2")
    %t1206 = tensor.empty() : tensor<1x32x1x1xf32> loc("layer3.1.bn2")
    %t1212 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1205 : tensor<1x32x1x1xf32>) outs(%t1206 : tensor<1x32x1x1xf32>) {
    ^bb0(%in1207: f32, %out1208: f32):
      %s1209 = arith.constant 9.999999747e-06 : f32
      %s1210 = arith.addf %in1207, %s1209 : f32
      %s1211 = math.rsqrt %s1210 : f32
      linalg.yield %s1211 : f32
    } -> tensor<1x32x1x1xf32> loc("layer3.1.bn2")
    %t1213 = tensor.empty() : tensor<2x32x8x8xf32> loc("layer3.1.bn2")
    %t1218 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1186, %t1212 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%t1213 : tensor<2x32x8x8xf32>) {
    ^bb0(%in1214: f32, %in1215: f32, %out1216: f32):
      %s1217 = arith.mulf %in1214, %in1215 : f32
      linalg.yield %s1217 : f32
    } -> tensor<2x32x8x8xf32> loc("layer3.1.bn2")
    %t1219 = tensor.expand_shape %primals_44 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32> loc("layer3.1.bn2")
    %t1220 = tensor.empty() : tensor<2x32x8x8xf32> loc("layer3.1.bn2")
    %t1225 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1218, %t1219 : tensor<2x32x8x8xf32>, tensor<32x1x1xf32>) outs(%t1220 : tensor<2x32x8x8xf32>) {
    ^bb0(%in1221: f32, %in1222: f32, %out1223: f32):
      %s1224 = arith.mulf %in1221, %in1222 : f32
      linalg.yield %s1224 : f32
    } -> tensor<2x32x8x8xf32> loc("layer3.1.bn2")
    %t1226 = tensor.expand_shape %primals_45 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32> loc("layer3.1.bn2")
    %t1227 = tensor.empty() : tensor<2x32x8x8xf32> loc("layer3.1.bn2")
    %t1232 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1225, %t1226 : tensor<2x32x8x8xf32>, tensor<32x1x1xf32>) outs(%t1227 : tensor<2x32x8x8xf32>) {
    ^bb0(%in1228: f32, %in1229: f32, %out1230: f32):
      %s1231 = arith.addf %in1228, %in1229 : f32
      linalg.yield %s1231 : f32
    } -> tensor<2x32x8x8xf32> loc("layer3.1.bn2")
    %t1233 = tensor.collapse_shape %t1180 [[0, 1, 2, 3]] : tensor<1x32x1x1xf32> into tensor<32xf32> loc("layer3.1.bn2")
    %t1234 = tensor.collapse_shape %t1212 [[0, 1, 2, 3]] : tensor<1x32x1x1xf32> into tensor<32xf32> loc("layer3.1.bn2")
    %t1235 = tensor.empty() : tensor<2x32x8x8xf32> loc("layer3.1")
    %t1240 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1232, %t1076 : tensor<2x32x8x8xf32>, tensor<2x32x8x8xf32>) outs(%t1235 : tensor<2x32x8x8xf32>) {
    ^bb0(%in1236: f32, %in1237: f32, %out1238: f32):
      %s1239 = arith.addf %in1236, %in1237 : f32
      linalg.yield %s1239 : f32
    } -> tensor<2x32x8x8xf32> loc("layer3.1")
    %t1241 = tensor.empty() : tensor<2x32x8x8xf32> loc("layer3.1.relu")
    %t1246 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1240 : tensor<2x32x8x8xf32>) outs(%t1241 : tensor<2x32x8x8xf32>) {
    ^bb0(%in1242: f32, %out1243: f32):
      %s1244 = arith.constant 0.000000000e+00 : f32
      %s1245 = arith.maximumf %in1242, %s1244 : f32
      linalg.yield %s1245 : f32
    } -> tensor<2x32x8x8xf32> loc("layer3.1.relu")
    %t1247 = tensor.empty() : tensor<2x32x10x10xf32> loc("layer4.0.conv1")
    %c1248 = arith.constant 0.000000000e+00 : f32 loc("layer4.0.conv1")
    %t1249 = linalg.fill ins(%c1248 : f32) outs(%t1247 : tensor<2x32x10x10xf32>) -> tensor<2x32x10x10xf32> loc("layer4.0.conv1")
    %t1250 = tensor.insert_slice %t1246 into %t1249[0, 0, 1, 1] [2, 32, 8, 8] [1, 1, 1, 1] : tensor<2x32x8x8xf32> into tensor<2x32x10x10xf32> loc("layer4.0.conv1")
    %t1251 = tensor.empty() : tensor<2x64x4x4xf32> loc("layer4.0.conv1")
    %c1252 = arith.constant 0.000000000e+00 : f32 loc("layer4.0.conv1")
    %t1253 = linalg.fill ins(%c1252 : f32) outs(%t1251 : tensor<2x64x4x4xf32>) -> tensor<2x64x4x4xf32> loc("layer4.0.conv1")
    %t1254 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[2, 2]> : tensor<2xi64>} ins(%t1250, %primals_46 : tensor<2x32x10x10xf32>, tensor<64x32x3x3xf32>) outs(%t1253 : tensor<2x64x4x4xf32>) -> tensor<2x64x4x4xf32> loc("layer4.0.conv1")
    %t1255 = tensor.empty() : tensor<64xf32> loc("layer4.0.bn1")
    %c1256 = arith.constant 0.000000000e+00 : f32 loc("layer4.0.bn1")
    %t1257 = linalg.fill ins(%c1256 : f32) outs(%t1255 : tensor<64xf32>) -> tensor<64xf32> loc("layer4.0.bn1")
    %t1261 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t1254 : tensor<2x64x4x4xf32>) outs(%t1257 : tensor<64xf32>) {
    ^bb0(%in1258: f32, %out1259: f32):
      %s1260 = arith.addf %out1259, %in1258 : f32
      linalg.yield %s1260 : f32
    } -> tensor<64xf32> loc("layer4.0.bn1")
    %t1262 = tensor.empty() : tensor<64xf32> loc("layer4.0.bn1")
    %t1267 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1261 : tensor<64xf32>) outs(%t1262 : tensor<64xf32>) {
    ^bb0(%in1263: f32, %out1264: f32):
      %s1265 = arith.constant 3.125000000e-02 : f32
      %s1266 = arith.mulf %in1263, %s1265 : f32
      linalg.yield %s1266 : f32
    } -> tensor<64xf32> loc("layer4.0.bn1")
    %t1268 = tensor.expand_shape %t1267 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32> loc("layer4.0.bn1")
    %t1269 = tensor.empty() : tensor<2x64x4x4xf32> loc("layer4.0.bn1")
    %t1274 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1254, %t1268 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%t1269 : tensor<2x64x4x4xf32>) {
    ^bb0(%in1270: f32, %in1271: f32, %out1272: f32):
      %s1273 = arith.subf %in1270, %in1271 : f32
      linalg.yield %s1273 : f32
    } -> tensor<2x64x4x4xf32> loc("layer4.0.bn1")
    %t1275 = tensor.empty() : tensor<2x64x4x4xf32> loc("layer4.0.bn1")
    %t1279 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1274 : tensor<2x64x4x4xf32>) outs(%t1275 : tensor<2x64x4x4xf32>) {
    ^bb0(%in1276: f32, %out1277: f32):
      %s1278 = arith.mulf %in1276, %in1276 : f32
      linalg.yield %s1278 : f32
    } -> tensor<2x64x4x4xf32> loc("layer4.0.bn1")
    %t1280 = tensor.empty() : tensor<64xf32> loc("layer4.0.bn1")
    %c1281 = arith.constant 0.000000000e+00 : f32 loc("layer4.0.bn1")
    %t1282 = linalg.fill ins(%c1281 : f32) outs(%t1280 : tensor<64xf32>) -> tensor<64xf32> loc("layer4.0.bn1")
    %t1286 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t1279 : tensor<2x64x4x4xf32>) outs(%t1282 : tensor<64xf32>) {
    ^bb0(%in1283: f32, %out1284: f32):
      %s1285 = arith.addf %out1284, %in1283 : f32
      linalg.yield %s1285 : f32
    } -> tensor<64xf32> loc("layer4.0.bn1")
    %t1287 = tensor.empty() : tensor<64xf32> loc("layer4.0.bn1")
    %t1292 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1286 : tensor<64xf32>) outs(%t1287 : tensor<64xf32>) {
    ^bb0(%in1288: f32, %out1289: f32):
      %s1290 = arith.constant 3.125000000e-02 : f32
      %s1291 = arith.mulf %in1288, %s1290 : f32
      linalg.yield %s1291 : f32
    } -> tensor<64xf32> loc("layer4.0.bn1")
    %t1293 = tensor.expand_shape %t1292 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32> loc("layer4.0.bn1")
    %t1294 = tensor.empty() : tensor<1x64x1x1xf32> loc("layer4.0.bn1")
    %t1300 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1293 : tensor<1x64x1x1xf32>) outs(%t1294 : tensor<1x64x1x1xf32>) {
    ^bb0(%in1295: f32, %out1296: f32):
      %s1297 = arith.constant 9.999999747e-06 : f32
      %s1298 = arith.addf %in1295, %s1297 : f32
      %s1299 = math.rsqrt %s1298 : f32
      linalg.yield %s1299 : f32
    } -> tensor<1x64x1x1xf32> loc("layer4.0.bn1")
    %t1301 = tensor.empty() : tensor<2x64x4x4xf32> loc("layer4.0.bn1")
    %t1306 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1274, %t1300 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%t1301 : tensor<2x64x4x4xf32>) {
    ^bb0(%in1302: f32, %in1303: f32, %out1304: f32):
      %s1305 = arith.mulf %in1302, %in1303 : f32
      linalg.yield %s1305 : f32
    } -> tensor<2x64x4x4xf32> loc("layer4.0.bn1")
    %t1307 = tensor.expand_shape %primals_47 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32> loc("layer4.0.bn1")
    %t1308 = tensor.empty() : tensor<2x64x4x4xf32> loc("layer4.0.bn1")
    %t1313 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1306, %t1307 : tensor<2x64x4x4xf32>, tensor<64x1x1xf32>) outs(%t1308 : tensor<2x64x4x4xf32>) {
    ^bb0(%in1309: f32, %in1310: f32, %out1311: f32):
      %s1312 = arith.mulf %in1309, %in1310 : f32
      linalg.yield %s1312 : f32
    } -> tensor<2x64x4x4xf32> loc("layer4.0.bn1")
    %t1314 = tensor.expand_shape %primals_48 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32> loc("layer4.0.bn1")
    %t1315 = tensor.empty() : tensor<2x64x4x4xf32> loc("layer4.0.bn1")
    %t1320 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1313, %t1314 : tensor<2x64x4x4xf32>, tensor<64x1x1xf32>) outs(%t1315 : tensor<2x64x4x4xf32>) {
    ^bb0(%in1316: f32, %in1317: f32, %out1318: f32):
      %s1319 = arith.addf %in1316, %in1317 : f32
      linalg.yield %s1319 : f32
    } -> tensor<2x64x4x4xf32> loc("layer4.0.bn1")
    %t1321 = tensor.collapse_shape %t1268 [[0, 1, 2, 3]] : tensor<1x64x1x1xf32> into tensor<64xf32> loc("layer4.0.bn1")
    %t1322 = tensor.collapse_shape %t1300 [[0, 1, 2, 3]] : tensor<1x64x1x1xf32> into tensor<64xf32> loc("layer4.0.bn1")
    %t1323 = tensor.empty() : tensor<2x64x4x4xf32> loc("layer4.0.relu")
    %t1328 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1320 : tensor<2x64x4x4xf32>) outs(%t1323 : tensor<2x64x4x4xf32>) {
    ^bb0(%in1324: f32, %out1325: f32):
      %s1326 = arith.constant 0.000000000e+00 : f32
      %s1327 = arith.maximumf %in1324, %s1326 : f32
      linalg.yield %s1327 : f32
    } -> tensor<2x64x4x4xf32> loc("layer4.0.relu")
    %t1329 = tensor.empty() : tensor<2x64x6x6xf32> loc("layer4.0.conv2")
    %c1330 = arith.constant 0.000000000e+00 : f32 loc("layer4.0.conv2")
    %t1331 = linalg.fill ins(%c1330 : f32) outs(%t1329 : tensor<2x64x6x6xf32>) -> tensor<2x64x6x6xf32> loc("layer4.0.conv2")
    %t1332 = tensor.insert_slice %t1328 into %t1331[0, 0, 1, 1] [2, 64, 4, 4] [1, 1, 1, 1] : tensor<2x64x4x4xf32> into tensor<2x64x6x6xf32> loc("layer4.0.conv2")
    %t1333 = tensor.empty() : tensor<2x64x4x4xf32> loc("layer4.0.conv2")
    %c1334 = arith.constant 0.000000000e+00 : f32 loc("layer4.0.conv2")
    %t1335 = linalg.fill ins(%c1334 : f32) outs(%t1333 : tensor<2x64x4x4xf32>) -> tensor<2x64x4x4xf32> loc("layer4.0.conv2")
    %t1336 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%t1332, %primals_49 : tensor<2x64x6x6xf32>, tensor<64x64x3x3xf32>) outs(%t1335 : tensor<2x64x4x4xf32>) -> tensor<2x64x4x4xf32> loc("layer4.0.conv2")
    %t1337 = tensor.empty() : tensor<64xf32> loc("layer4.0.bn2")
    %c1338 = arith.constant 0.000000000e+00 : f32 loc("layer4.0.bn2")
    %t1339 = linalg.fill ins(%c1338 : f32) outs(%t1337 : tensor<64xf32>) -> tensor<64xf32> loc("layer4.0.bn2")
    %t1343 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t1336 : tensor<2x64x4x4xf32>) outs(%t1339 : tensor<64xf32>) {
    ^bb0(%in1340: f32, %out1341: f32):
      %s1342 = arith.addf %out1341, %in1340 : f32
      linalg.yield %s1342 : f32
    } -> tensor<64xf32> loc("layer4.0.bn2")
    %t1344 = tensor.empty() : tensor<64xf32> loc("layer4.0.bn2")
    %t1349 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1343 : tensor<64xf32>) outs(%t1344 : tensor<64xf32>) {
    ^bb0(%in1345: f32, %out1346: f32):
      %s1347 = arith.constant 3.125000000e-02 : f32
      %s1348 = arith.mulf %in1345, %s1347 : f32
      linalg.yield %s1348 : f32
    } -> tensor<64xf32> loc("layer4.0.bn2")
    %t1350 = tensor.expand_shape %t1349 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32> loc("layer4.0.bn2")
    %t1351 = tensor.empty() : tensor<2x64x4x4xf32> loc("layer4.0.bn2")
    %t1356 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1336, %t1350 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%t1351 : tensor<2x64x4x4xf32>) {
    ^bb0(%in1352: f32, %in1353: f32, %out1354: f32):
      %s1355 = arith.subf %in1352, %in1353 : f32
      linalg.yield %s1355 : f32
    } -> tensor<2x64x4x4xf32> loc("layer4.0.bn2")
    %t1357 = tensor.empty() : tensor<2x64x4x4xf32> loc("layer4.0.bn2")
    %t1361 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1356 : tensor<2x64x4x4xf32>) outs(%t1357 : tensor<2x64x4x4xf32>) {
    ^bb0(%in1358: f32, %out1359: f32):
      %s1360 = arith.mulf %in1358, %in1358 : f32
      linalg.yield %s1360 : f32
    } -> tensor<2x64x4x4xf32> loc("layer4.0.bn2")
    %t1362 = tensor.empty() : tensor<64xf32> loc("layer4.0.bn2")
    %c1363 = arith.constant 0.000000000e+00 : f32 loc("layer4.0.bn2")
    %t1364 = linalg.fill ins(%c1363 : f32) outs(%t1362 : tensor<64xf32>) -> tensor<64xf32> loc("layer4.0.bn2")
    %t1368 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t1361 : tensor<2x64x4x4xf32>) outs(%t1364 : tensor<64xf32>) {
    ^bb0(%in1365: f32, %out1366: f32):
      %s1367 = arith.addf %out1366, %in1365 : f32
      linalg.yield %s1367 : f32
    } -> tensor<64xf32> loc("layer4.0.bn2")
    %t1369 = tensor.empty() : tensor<64xf32> loc("layer4.0.bn2")
    %t1374 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1368 : tensor<64xf32>) outs(%t1369 : tensor<64xf32>) {
    ^bb0(%in1370: f32, %out1371: f32):
      %s1372 = arith.constant 3.125000000e-02 : f32
      %s1373 = arith.mulf %in1370, %s1372 : f32
      linalg.yield %s1373 : f32
    } -> tensor<64xf32> loc("layer4.0.bn2")
    %t1375 = tensor.expand_shape %t1374 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32> loc("layer4.0.bn2")
    %t1376 = tensor.empty() : tensor<1x64x1x1xf32> loc("layer4.0.bn2")
    %t1382 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1375 : tensor<1x64x1x1xf32>) outs(%t1376 : tensor<1x64x1x1xf32>) {
    ^bb0(%in1377: f32, %out1378: f32):
      %s1379 = arith.constant 9.999999747e-06 : f32
      %s1380 = arith.addf %in1377, %s1379 : f32
      %s1381 = math.rsqrt %s1380 : f32
      linalg.yield %s1381 : f32
    } -> tensor<1x64x1x1xf32> loc("layer4.0.bn2")
    %t1383 = tensor.empty() : tensor<2x64x4x4xf32> loc("layer4.0.bn2")
    %t1388 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1356, %t1382 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%t1383 : tensor<2x64x4x4xf32>) {
    ^bb0(%in1384: f32, %in1385: f32, %out1386: f32):
      %s1387 = arith.mulf %in1384, %in1385 : f32
      linalg.yield %s1387 : f32
    } -> tensor<2x64x4x4xf32> loc("layer4.0.bn2")
    %t1389 = tensor.expand_shape %primals_50 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32> loc("layer4.0.bn2")
    %t1390 = tensor.empty() : tensor<2x64x4x4xf32> loc("layer4.0.bn2")
    %t1395 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1388, %t1389 : tensor<2x64x4x4xf32>, tensor<64x1x1xf32>) outs(%t1390 : tensor<2x64x4x4xf32>) {
    ^bb0(%in1391: f32, %in1392: f32, %out1393: f32):
      %s1394 = arith.mulf %in1391, %in1392 : f32
      linalg.yield %s1394 : f32
    } -> tensor<2x64x4x4xf32> loc("layer4.0.bn2")
    %t1396 = tensor.expand_shape %primals_51 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32> loc("layer4.0.bn2")
    %t1397 = tensor.empty() : tensor<2x64x4x4xf32> loc("layer4.0.bn2")
    %t1402 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1395, %t1396 : tensor<2x64x4x4xf32>, tensor<64x1x1xf32>) outs(%t1397 : tensor<2x64x4x4xf32>) {
    ^bb0(%in1398: f32, %in1399: f32, %out1400: f32):
      %s1401 = arith.addf %in1398, %in1399 : f32
      linalg.yield %s1401 : f32
    } -> tensor<2x64x4x4xf32> loc("layer4.0.bn2")
    %t1403 = tensor.collapse_shape %t1350 [[0, 1, 2, 3]] : tensor<1x64x1x1xf32> into tensor<64xf32> loc("layer4.0.bn2")
    %t1404 = tensor.collapse_shape %t1382 [[0, 1, 2, 3]] : tensor<1x64x1x1xf32> into tensor<64xf32> loc("layer4.0.bn2")
    %t1405 = tensor.empty() : tensor<2x64x4x4xf32> loc("layer4.0.downsample.0")
    %c1406 = arith.constant 0.000000000e+00 : f32 loc("layer4.0.downsample.0")
    %t1407 = linalg.fill ins(%c1406 : f32) outs(%t1405 : tensor<2x64x4x4xf32>) -> tensor<2x64x4x4xf32> loc("layer4.0.downsample.0")
    %t1408 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[2, 2]> : tensor<2xi64>} ins(%t1246, %primals_52 : tensor<2x32x8x8xf32>, tensor<64x32x1x1xf32>) outs(%t1407 : tensor<2x64x4x4xf32>) -> tensor<2x64x4x4xf32> loc("layer4.0.downsample.0")
    %t1409 = tensor.empty() : tensor<64xf32> loc("layer4.0.downsample.1")
    %c1410 = arith.constant 0.000000000e+00 : f32 loc("layer4.0.downsample.1")
    %t1411 = linalg.fill ins(%c1410 : f32) outs(%t1409 : tensor<64xf32>) -> tensor<64xf32> loc("layer4.0.downsample.1")
    %t1415 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t1408 : tensor<2x64x4x4xf32>) outs(%t1411 : tensor<64xf32>) {
    ^bb0(%in1412: f32, %out1413: f32):
      %s1414 = arith.addf %out1413, %in1412 : f32
      linalg.yield %s1414 : f32
    } -> tensor<64xf32> loc("layer4.0.downsample.1")
    %t1416 = tensor.empty() : tensor<64xf32> loc("layer4.0.downsample.1")
    %t1421 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1415 : tensor<64xf32>) outs(%t1416 : tensor<64xf32>) {
    ^bb0(%in1417: f32, %out1418: f32):
      %s1419 = arith.constant 3.125000000e-02 : f32
      %s1420 = arith.mulf %in1417, %s1419 : f32
      linalg.yield %s1420 : f32
    } -> tensor<64xf32> loc("layer4.0.downsample.1")
    %t1422 = tensor.expand_shape %t1421 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32> loc("layer4.0.downsample.1")
    %t1423 = tensor.empty() : tensor<2x64x4x4xf32> loc("layer4.0.downsample.1")
    %t1428 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1408, %t1422 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%t1423 : tensor<2x64x4x4xf32>) {
    ^bb0(%in1424: f32, %in1425: f32, %out1426: f32):
      %s1427 = arith.subf %in1424, %in1425 : f32
      linalg.yield %s1427 : f32
    } -> tensor<2x64x4x4xf32> loc("layer4.0.downsample.1")
    %t1429 = tensor.empty() : tensor<2x64x4x4xf32> loc("layer4.0.downsample.1")
    %t1433 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1428 : tensor<2x64x4x4xf32>) outs(%t1429 : tensor<2x64x4x4xf32>) {
    ^bb0(%in1430: f32, %out1431: f32):
      %s1432 = arith.mulf %in1430, %in1430 : f32
      linalg.yield %s1432 : f32
    } -> tensor<2x64x4x4xf32> loc("layer4.0.downsample.1")
    %t1434 = tensor.empty() : tensor<64xf32> loc("layer4.0.downsample.1")
    %c1435 = arith.constant 0.000000000e+00 : f32 loc("layer4.0.downsample.1")
    %t1436 = linalg.fill ins(%c1435 : f32) outs(%t1434 : tensor<64xf32>) -> tensor<64xf32> loc("layer4.0.downsample.1")
    %t1440 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t1433 : tensor<2x64x4x4xf32>) outs(%t1436 : tensor<64xf32>) {
    ^bb0(%in1437: f32, %out1438: f32):
      %s1439 = arith.addf %out1438, %in1437 : f32
      linalg.yield %s1439 : f32
    } -> tensor<64xf32> loc("layer4.0.downsample.1")
    %t1441 = tensor.empty() : tensor<64xf32> loc("layer4.0.downsample.1")
    %t1446 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1440 : tensor<64xf32>) outs(%t1441 : tensor<64xf32>) {
    ^bb0(%in1442: f32, %out1443: f32):
      %s1444 = arith.constant 3.125000000e-02 : f32
      %s1445 = arith.mulf %in1442, %s1444 : f32
      linalg.yield %s1445 : f32
    } -> tensor<64xf32> loc("layer4.0.downsample.1")
    %t1447 = tensor.expand_shape %t1446 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32> loc("layer4.0.downsample.1")
    %t1448 = tensor.empty() : tensor<1x64x1x1xf32> loc("layer4.0.downsample.1")
    %t1454 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1447 : tensor<1x64x1x1xf32>) outs(%t1448 : tensor<1x64x1x1xf32>) {
    ^bb0(%in1449: f32, %out1450: f32):
      %s1451 = arith.constant 9.999999747e-06 : f32
      %s1452 = arith.addf %in1449, %s1451 : f32
      %s1453 = math.rsqrt %s1452 : f32
      linalg.yield %s1453 : f32
    } -> tensor<1x64x1x1xf32> loc("layer4.0.downsample.1")
    %t1455 = tensor.empty() : tensor<2x64x4x4xf32> loc("layer4.0.downsample.1")
    %t1460 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1428, %t1454 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%t1455 : tensor<2x64x4x4xf32>) {
    ^bb0(%in1456: f32, %in1457: f32, %out1458: f32):
      %s1459 = arith.mulf %in1456, %in1457 : f32
      linalg.yield %s1459 : f32
    } -> tensor<2x64x4x4xf32> loc("layer4.0.downsample.1")
    %t1461 = tensor.expand_shape %primals_53 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32> loc("layer4.0.downsample.1")
    %t1462 = tensor.empty() : tensor<2x64x4x4xf32> loc("layer4.0.downsample.1")
    %t1467 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1460, %t1461 : tensor<2x64x4x4xf32>, tensor<64x1x1xf32>) outs(%t1462 : tensor<2x64x4x4xf32>) {
    ^bb0(%in1463: f32, %in1464: f32, %out1465: f32):
      %s1466 = arith.mulf %in1463, %in1464 : f32
      linalg.yield %s1466 : f32
    } -> tensor<2x64x4x4xf32> loc("layer4.0.downsample.1")
    %t1468 = tensor.expand_shape %primals_54 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32> loc("layer4.0.downsample.1")
    %t1469 = tensor.empty() : tensor<2x64x4x4xf32> loc("layer4.0.downsample.1")
    %t1474 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1467, %t1468 : tensor<2x64x4x4xf32>, tensor<64x1x1xf32>) outs(%t1469 : tensor<2x64x4x4xf32>) {
    ^bb0(%in1470: f32, %in1471: f32, %out1472: f32):
      %s1473 = arith.addf %in1470, %in1471 : f32
      linalg.yield %s1473 : f32
    } -> tensor<2x64x4x4xf32> loc("layer4.0.downsample.1")
    %t1475 = tensor.collapse_shape %t1422 [[0, 1, 2, 3]] : tensor<1x64x1x1xf32> into tensor<64xf32> loc("layer4.0.downsample.1")
    %t1476 = tensor.collapse_shape %t1454 [[0, 1, 2, 3]] : tensor<1x64x1x1xf32> into tensor<64xf32> loc("layer4.0.downsample.1")
    %t1477 = tensor.empty() : tensor<2x64x4x4xf32> loc("layer4.0")
    %t1482 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1402, %t1474 : tensor<2x64x4x4xf32>, tensor<2x64x4x4xf32>) outs(%t1477 : tensor<2x64x4x4xf32>) {
    ^bb0(%in1478: f32, %in1479: f32, %out1480: f32):
      %s1481 = arith.addf %in1478, %in1479 : f32
      linalg.yield %s1481 : f32
    } -> tensor<2x64x4x4xf32> loc("layer4.0")
    %t1483 = tensor.empty() : tensor<2x64x4x4xf32> loc("layer4.0.relu")
    %t1488 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1482 : tensor<2x64x4x4xf32>) outs(%t1483 : tensor<2x64x4x4xf32>) {
    ^bb0(%in1484: f32, %out1485: f32):
      %s1486 = arith.constant 0.000000000e+00 : f32
      %s1487 = arith.maximumf %in1484, %s1486 : f32
      linalg.yield %s1487 : f32
    } -> tensor<2x64x4x4xf32> loc("layer4.0.relu")
    %t1489 = tensor.empty() : tensor<2x64x6x6xf32> loc("layer4.1.conv1")
    %c1490 = arith.constant 0.000000000e+00 : f32 loc("layer4.1.conv1")
    %t1491 = linalg.fill ins(%c1490 : f32) outs(%t1489 : tensor<2x64x6x6xf32>) -> tensor<2x64x6x6xf32> loc("layer4.1.conv1")
    %t1492 = tensor.insert_slice %t1488 into %t1491[0, 0, 1, 1] [2, 64, 4, 4] [1, 1, 1, 1] : tensor<2x64x4x4xf32> into tensor<2x64x6x6xf32> loc("layer4.1.conv1")
    %t1493 = tensor.empty() : tensor<2x64x4x4xf32> loc("layer4.1.conv1")
    %c1494 = arith.constant 0.000000000e+00 : f32 loc("layer4.1.conv1")
    %t1495 = linalg.fill ins(%c1494 : f32) outs(%t1493 : tensor<2x64x4x4xf32>) -> tensor<2x64x4x4xf32> loc("layer4.1.conv1")
    %t1496 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%t1492, %primals_55 : tensor<2x64x6x6xf32>, tensor<64x64x3x3xf32>) outs(%t1495 : tensor<2x64x4x4xf32>) -> tensor<2x64x4x4xf32> loc("layer4.1.conv1")
    %t1497 = tensor.empty() : tensor<64xf32> loc("layer4.1.bn1")
    %c1498 = arith.constant 0.000000000e+00 : f32 loc("layer4.1.bn1")
    %t1499 = linalg.fill ins(%c1498 : f32) outs(%t1497 : tensor<64xf32>) -> tensor<64xf32> loc("layer4.1.bn1")
    %t1503 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t1496 : tensor<2x64x4x4xf32>) outs(%t1499 : tensor<64xf32>) {
    ^bb0(%in1500: f32, %out1501: f32):
      %s1502 = arith.addf %out1501, %in1500 : f32
      linalg.yield %s1502 : f32
    } -> tensor<64xf32> loc("layer4.1.bn1")
    %t1504 = tensor.empty() : tensor<64xf32> loc("layer4.1.bn1")
    %t1509 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1503 : tensor<64xf32>) outs(%t1504 : tensor<64xf32>) {
    ^bb0(%in1505: f32, %out1506: f32):
      %s1507 = arith.constant 3.125000000e-02 : f32
      %s1508 = arith.mulf %in1505, %s1507 : f32
      linalg.yield %s1508 : f32
    } -> tensor<64xf32> loc("layer4.1.bn1")
    %t1510 = tensor.expand_shape %t1509 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32> loc("layer4.1.bn1")
    %t1511 = tensor.empty() : tensor<2x64x4x4xf32> loc("layer4.1.bn1")
    %t1516 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1496, %t1510 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%t1511 : tensor<2x64x4x4xf32>) {
    ^bb0(%in1512: f32, %in1513: f32, %out1514: f32):
      %s1515 = arith.subf %in1512, %in1513 : f32
      linalg.yield %s1515 : f32
    } -> tensor<2x64x4x4xf32> loc("layer4.1.bn1")
    %t1517 = tensor.empty() : tensor<2x64x4x4xf32> loc("layer4.1.bn1")
    %t1521 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1516 : tensor<2x64x4x4xf32>) outs(%t1517 : tensor<2x64x4x4xf32>) {
    ^bb0(%in1518: f32, %out1519: f32):
      %s1520 = arith.mulf %in1518, %in1518 : f32
      linalg.yield %s1520 : f32
    } -> tensor<2x64x4x4xf32> loc("layer4.1.bn1")
    %t1522 = tensor.empty() : tensor<64xf32> loc("layer4.1.bn1")
    %c1523 = arith.constant 0.000000000e+00 : f32 loc("layer4.1.bn1")
    %t1524 = linalg.fill ins(%c1523 : f32) outs(%t1522 : tensor<64xf32>) -> tensor<64xf32> loc("layer4.1.bn1")
    %t1528 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t1521 : tensor<2x64x4x4xf32>) outs(%t1524 : tensor<64xf32>) {
    ^bb0(%in1525: f32, %out1526: f32):
      %s1527 = arith.addf %out1526, %in1525 : f32
      linalg.yield %s1527 : f32
    } -> tensor<64xf32> loc("layer4.1.bn1")
    %t1529 = tensor.empty() : tensor<64xf32> loc("layer4.1.bn1")
    %t1534 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1528 : tensor<64xf32>) outs(%t1529 : tensor<64xf32>) {
    ^bb0(%in1530: f32, %out1531: f32):
      %s1532 = arith.constant 3.125000000e-02 : f32
      %s1533 = arith.mulf %in1530, %s1532 : f32
      linalg.yield %s1533 : f32
    } -> tensor<64xf32> loc("layer4.1.bn1")
    %t1535 = tensor.expand_shape %t1534 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32> loc("layer4.1.bn1")
    %t1536 = tensor.empty() : tensor<1x64x1x1xf32> loc("layer4.1.bn1")
    %t1542 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1535 : tensor<1x64x1x1xf32>) outs(%t1536 : tensor<1x64x1x1xf32>) {
    ^bb0(%in1537: f32, %out1538: f32):
      %s1539 = arith.constant 9.999999747e-06 : f32
      %s1540 = arith.addf %in1537, %s1539 : f32
      %s1541 = math.rsqrt %s1540 : f32
      linalg.yield %s1541 : f32
    } -> tensor<1x64x1x1xf32> loc("layer4.1.bn1")
    %t1543 = tensor.empty() : tensor<2x64x4x4xf32> loc("layer4.1.bn1")
    %t1548 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1516, %t1542 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%t1543 : tensor<2x64x4x4xf32>) {
    ^bb0(%in1544: f32, %in1545: f32, %out1546: f32):
      %s1547 = arith.mulf %in1544, %in1545 : f32
      linalg.yield %s1547 : f32
    } -> tensor<2x64x4x4xf32> loc("layer4.1.bn1")
    %t1549 = tensor.expand_shape %primals_56 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32> loc("layer4.1.bn1")
    %t1550 = tensor.empty() : tensor<2x64x4x4xf32> loc("layer4.1.bn1")
    %t1555 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1548, %t1549 : tensor<2x64x4x4xf32>, tensor<64x1x1xf32>) outs(%t1550 : tensor<2x64x4x4xf32>) {
    ^bb0(%in1551: f32, %in1552: f32, %out1553: f32):
      %s1554 = arith.mulf %in1551, %in1552 : f32
      linalg.yield %s1554 : f32
    } -> tensor<2x64x4x4xf32> loc("layer4.1.bn1")
    %t1556 = tensor.expand_shape %primals_57 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32> loc("layer4.1.bn1")
    %t1557 = tensor.empty() : tensor<2x64x4x4xf32> loc("layer4.1.bn1")
    %t1562 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1555, %t1556 : tensor<2x64x4x4xf32>, tensor<64x1x1xf32>) outs(%t1557 : tensor<2x64x4x4xf32>) {
    ^bb0(%in1558: f32, %in1559: f32, %out1560: f32):
      %s1561 = arith.addf %in1558, %in1559 : f32
      linalg.yield %s1561 : f32
    } -> tensor<2x64x4x4xf32> loc("layer4.1.bn1")
    %t1563 = tensor.collapse_shape %t1510 [[0, 1, 2, 3]] : tensor<1x64x1x1xf32> into tensor<64xf32> loc("layer4.1.bn1")
    %t1564 = tensor.collapse_shape %t1542 [[0, 1, 2, 3]] : tensor<1x64x1x1xf32> into tensor<64xf32> loc("layer4.1.bn1")
    %t1565 = tensor.empty() : tensor<2x64x4x4xf32> loc("layer4.1.relu")
    %t1570 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1562 : tensor<2x64x4x4xf32>) outs(%t1565 : tensor<2x64x4x4xf32>) {
    ^bb0(%in1566: f32, %out1567: f32):
      %s1568 = arith.constant 0.000000000e+00 : f32
      %s1569 = arith.maximumf %in1566, %s1568 : f32
      linalg.yield %s1569 : f32
    } -> tensor<2x64x4x4xf32> loc("layer4.1.relu")
    %t1571 = tensor.empty() : tensor<2x64x6x6xf32> loc("layer4.1.conv2")
    %c1572 = arith.constant 0.000000000e+00 : f32 loc("layer4.1.conv2")
    %t1573 = linalg.fill ins(%c1572 : f32) outs(%t1571 : tensor<2x64x6x6xf32>) -> tensor<2x64x6x6xf32> loc("layer4.1.conv2")
    %t1574 = tensor.insert_slice %t1570 into %t1573[0, 0, 1, 1] [2, 64, 4, 4] [1, 1, 1, 1] : tensor<2x64x4x4xf32> into tensor<2x64x6x6xf32> loc("layer4.1.conv2")
    %t1575 = tensor.empty() : tensor<2x64x4x4xf32> loc("layer4.1.conv2")
    %c1576 = arith.constant 0.000000000e+00 : f32 loc("layer4.1.conv2")
    %t1577 = linalg.fill ins(%c1576 : f32) outs(%t1575 : tensor<2x64x4x4xf32>) -> tensor<2x64x4x4xf32> loc("layer4.1.conv2")
    %t1578 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%t1574, %primals_58 : tensor<2x64x6x6xf32>, tensor<64x64x3x3xf32>) outs(%t1577 : tensor<2x64x4x4xf32>) -> tensor<2x64x4x4xf32> loc("layer4.1.conv2")
    %t1579 = tensor.empty() : tensor<64xf32> loc("layer4.1.bn2")
    %c1580 = arith.constant 0.000000000e+00 : f32 loc("layer4.1.bn2")
    %t1581 = linalg.fill ins(%c1580 : f32) outs(%t1579 : tensor<64xf32>) -> tensor<64xf32> loc("layer4.1.bn2")
    %t1585 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t1578 : tensor<2x64x4x4xf32>) outs(%t1581 : tensor<64xf32>) {
    ^bb0(%in1582: f32, %out1583: f32):
      %s1584 = arith.addf %out1583, %in1582 : f32
      linalg.yield %s1584 : f32
    } -> tensor<64xf32> loc("layer4.1.bn2")
    %t1586 = tensor.empty() : tensor<64xf32> loc("layer4.1.bn2")
    %t1591 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1585 : tensor<64xf32>) outs(%t1586 : tensor<64xf32>) {
    ^bb0(%in1587: f32, %out1588: f32):
      %s1589 = arith.constant 3.125000000e-02 : f32
      %s1590 = arith.mulf %in1587, %s1589 : f32
      linalg.yield %s1590 : f32
    } -> tensor<64xf32> loc("layer4.1.bn2")
    %t1592 = tensor.expand_shape %t1591 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32> loc("layer4.1.bn2")
    %t1593 = tensor.empty() : tensor<2x64x4x4xf32> loc("layer4.1.bn2")
    %t1598 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1578, %t1592 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%t1593 : tensor<2x64x4x4xf32>) {
    ^bb0(%in1594: f32, %in1595: f32, %out1596: f32):
      %s1597 = arith.subf %in1594, %in1595 : f32
      linalg.yield %s1597 : f32
    } -> tensor<2x64x4x4xf32> loc("layer4.1.bn2")
    %t1599 = tensor.empty() : tensor<2x64x4x4xf32> loc("layer4.1.bn2")
    %t1603 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1598 : tensor<2x64x4x4xf32>) outs(%t1599 : tensor<2x64x4x4xf32>) {
    ^bb0(%in1600: f32, %out1601: f32):
      %s1602 = arith.mulf %in1600, %in1600 : f32
      linalg.yield %s1602 : f32
    } -> tensor<2x64x4x4xf32> loc("layer4.1.bn2")
    %t1604 = tensor.empty() : tensor<64xf32> loc("layer4.1.bn2")
    %c1605 = arith.constant 0.000000000e+00 : f32 loc("layer4.1.bn2")
    %t1606 = linalg.fill ins(%c1605 : f32) outs(%t1604 : tensor<64xf32>) -> tensor<64xf32> loc("layer4.1.bn2")
    %t1610 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t1603 : tensor<2x64x4x4xf32>) outs(%t1606 : tensor<64xf32>) {
    ^bb0(%in1607: f32, %out1608: f32):
      %s1609 = arith.addf %out1608, %in1607 : f32
      linalg.yield %s1609 : f32
    } -> tensor<64xf32> loc("layer4.1.bn2")
    %t1611 = tensor.empty() : tensor<64xf32> loc("layer4.1.bn2")
    %t1616 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1610 : tensor<64xf32>) outs(%t1611 : tensor<64xf32>) {
    ^bb0(%in1612: f32, %out1613: f32):
      %s1614 = arith.constant 3.125000000e-02 : f32
      %s1615 = arith.mulf %in1612, %s1614 : f32
      linalg.yield %s1615 : f32
    } -> tensor<64xf32> loc("layer4.1.bn2")
    %t1617 = tensor.expand_shape %t1616 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32> loc("layer4.1.bn2")
    %t1618 = tensor.empty() : tensor<1x64x1x1xf32> loc("layer4.1.bn2")
    %t1624 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1617 : tensor<1x64x1x1xf32>) outs(%t1618 : tensor<1x64x1x1xf32>) {
    ^bb0(%in1619: f32, %out1620: f32):
      %s1621 = arith.constant 9.999999747e-06 : f32
      %s1622 = arith.addf %in1619, %s1621 : f32
      %s1623 = math.rsqrt %s1622 : f32
      linalg.yield %s1623 : f32
    } -> tensor<1x64x1x1xf32> loc("layer4.1.bn2")
    %t1625 = tensor.empty() : tensor<2x64x4x4xf32> loc("layer4.1.bn2")
    %t1630 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1598, %t1624 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%t1625 : tensor<2x64x4x4xf32>) {
    ^bb0(%in1626: f32, %in1627: f32, %out1628: f32):
      %s1629 = arith.mulf %in1626, %in1627 : f32
      linalg.yield %s1629 : f32
    } -> tensor<2x64x4x4xf32> loc("layer4.1.bn2")
    %t1631 = tensor.expand_shape %primals_59 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32> loc("layer4.1.bn2")
    %t1632 = tensor.empty() : tensor<2x64x4x4xf32> loc("layer4.1.bn2")
    %t1637 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1630, %t1631 : tensor<2x64x4x4xf32>, tensor<64x1x1xf32>) outs(%t1632 : tensor<2x64x4x4xf32>) {
    ^bb0(%in1633: f32, %in1634: f32, %out1635: f32):
      %s1636 = arith.mulf %in1633, %in1634 : f32
      linalg.yield %s1636 : f32
    } -> tensor<2x64x4x4xf32> loc("layer4.1.bn2")
    %t1638 = tensor.expand_shape %primals_60 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32> loc("layer4.1.bn2")
    %t1639 = tensor.empty() : tensor<2x64x4x4xf32> loc("layer4.1.bn2")
    %t1644 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1637, %t1638 : tensor<2x64x4x4xf32>, tensor<64x1x1xf32>) outs(%t1639 : tensor<2x64x4x4xf32>) {
    ^bb0(%in1640: f32, %in1641: f32, %out1642: f32):
      %s1643 = arith.addf %in1640, %in1641 : f32
      linalg.yield %s1643 : f32
    } -> tensor<2x64x4x4xf32> loc("layer4.1.bn2")
    %t1645 = tensor.collapse_shape %t1592 [[0, 1, 2, 3]] : tensor<1x64x1x1xf32> into tensor<64xf32> loc("layer4.1.bn2")
    %t1646 = tensor.collapse_shape %t1624 [[0, 1, 2, 3]] : tensor<1x64x1x1xf32> into tensor<64xf32> loc("layer4.1.bn2")
    %t1647 = tensor.empty() : tensor<2x64x4x4xf32> loc("layer4.1")
    %t1652 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1644, %t1488 : tensor<2x64x4x4xf32>, tensor<2x64x4x4xf32>) outs(%t1647 : tensor<2x64x4x4xf32>) {
    ^bb0(%in1648: f32, %in1649: f32, %out1650: f32):
      %s1651 = arith.addf %in1648, %in1649 : f32
      linalg.yield %s1651 : f32
    } -> tensor<2x64x4x4xf32> loc("layer4.1")
    %t1653 = tensor.empty() : tensor<2x64x4x4xf32> loc("layer4.1.relu")
    %t1658 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1652 : tensor<2x64x4x4xf32>) outs(%t1653 : tensor<2x64x4x4xf32>) {
    ^bb0(%in1654: f32, %out1655: f32):
      %s1656 = arith.constant 0.000000000e+00 : f32
      %s1657 = arith.maximumf %in1654, %s1656 : f32
      linalg.yield %s1657 : f32
    } -> tensor<2x64x4x4xf32> loc("layer4.1.relu")
    %t1659 = tensor.empty() : tensor<2x64xf32> loc("root.mean")
    %c1660 = arith.constant 0.000000000e+00 : f32 loc("root.mean")
    %t1661 = linalg.fill ins(%c1660 : f32) outs(%t1659 : tensor<2x64xf32>) -> tensor<2x64xf32> loc("root.mean")
    %t1665 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%t1658 : tensor<2x64x4x4xf32>) outs(%t1661 : tensor<2x64xf32>) {
    ^bb0(%in1662: f32, %out1663: f32):
      %s1664 = arith.addf %out1663, %in1662 : f32
      linalg.yield %s1664 : f32
    } -> tensor<2x64xf32> loc("root.mean")
    %t1666 = tensor.empty() : tensor<2x64xf32> loc("root.mean")
    %t1671 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t1665 : tensor<2x64xf32>) outs(%t1666 : tensor<2x64xf32>) {
    ^bb0(%in1667: f32, %out1668: f32):
      %s1669 = arith.constant 6.250000000e-02 : f32
      %s1670 = arith.mulf %in1667, %s1669 : f32
      linalg.yield %s1670 : f32
    } -> tensor<2x64xf32> loc("root.mean")
    %t1672 = tensor.empty() : tensor<64x10xf32> loc("fc")
    %t1673 = linalg.transpose ins(%primals_61 : tensor<10x64xf32>) outs(%t1672 : tensor<64x10xf32>) permutation = [1, 0] loc("fc")
    %t1674 = tensor.empty() : tensor<2x10xf32> loc("fc")
    %t1677 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%primals_62 : tensor<10xf32>) outs(%t1674 : tensor<2x10xf32>) {
    ^bb0(%in1675: f32, %out1676: f32):
      linalg.yield %in1675 : f32
    } -> tensor<2x10xf32> loc("fc")
    %t1678 = linalg.matmul ins(%t1671, %t1673 : tensor<2x64xf32>, tensor<64x10xf32>) outs(%t1677 : tensor<2x10xf32>) -> tensor<2x10xf32> loc("fc")
    %t1679 = tensor.empty() : tensor<2xf32> loc("root._log_softmax")
    %c1680 = arith.constant 0xFF800000 : f32 loc("root._log_softmax")
    %t1681 = linalg.fill ins(%c1680 : f32) outs(%t1679 : tensor<2xf32>) -> tensor<2xf32> loc("root._log_softmax")
    %t1685 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%t1678 : tensor<2x10xf32>) outs(%t1681 : tensor<2xf32>) {
    ^bb0(%in1682: f32, %out1683: f32):
      %s1684 = arith.maximumf %out1683, %in1682 : f32
      linalg.yield %s1684 : f32
    } -> tensor<2xf32> loc("root._log_softmax")
    %t1686 = tensor.expand_shape %t1685 [[0, 1]] output_shape [2, 1] : tensor<2xf32> into tensor<2x1xf32> loc("root._log_softmax")
    %t1687 = tensor.empty() : tensor<2x10xf32> loc("root._log_softmax")
    %t1692 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t1678, %t1686 : tensor<2x10xf32>, tensor<2x1xf32>) outs(%t1687 : tensor<2x10xf32>) {
    ^bb0(%in1688: f32, %in1689: f32, %out1690: f32):
      %s1691 = arith.subf %in1688, %in1689 : f32
      linalg.yield %s1691 : f32
    } -> tensor<2x10xf32> loc("root._log_softmax")
    %t1693 = tensor.empty() : tensor<2x10xf32> loc("root._log_softmax")
    %t1697 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t1692 : tensor<2x10xf32>) outs(%t1693 : tensor<2x10xf32>) {
    ^bb0(%in1694: f32, %out1695: f32):
      %s1696 = math.exp %in1694 : f32
      linalg.yield %s1696 : f32
    } -> tensor<2x10xf32> loc("root._log_softmax")
    %t1698 = tensor.empty() : tensor<2xf32> loc("root._log_softmax")
    %c1699 = arith.constant 0.000000000e+00 : f32 loc("root._log_softmax")
    %t1700 = linalg.fill ins(%c1699 : f32) outs(%t1698 : tensor<2xf32>) -> tensor<2xf32> loc("root._log_softmax")
    %t1704 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%t1697 : tensor<2x10xf32>) outs(%t1700 : tensor<2xf32>) {
    ^bb0(%in1701: f32, %out1702: f32):
      %s1703 = arith.addf %out1702, %in1701 : f32
      linalg.yield %s1703 : f32
    } -> tensor<2xf32> loc("root._log_softmax")
    %t1705 = tensor.expand_shape %t1704 [[0, 1]] output_shape [2, 1] : tensor<2xf32> into tensor<2x1xf32> loc("root._log_softmax")
    %t1706 = tensor.empty() : tensor<2x10xf32> loc("root._log_softmax")
    %t1712 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t1692, %t1705 : tensor<2x10xf32>, tensor<2x1xf32>) outs(%t1706 : tensor<2x10xf32>) {
    ^bb0(%in1707: f32, %in1708: f32, %out1709: f32):
      %s1710 = math.log %in1708 : f32
      %s1711 = arith.subf %in1707, %s1710 : f32
      linalg.yield %s1711 : f32
    } -> tensor<2x10xf32> loc("root._log_softmax")
    %t1713 = tensor.empty() : tensor<2x10xf32> loc("root.mul")
    %t1718 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%primals_64, %t1712 : tensor<2x10xf32>, tensor<2x10xf32>) outs(%t1713 : tensor<2x10xf32>) {
    ^bb0(%in1714: f32, %in1715: f32, %out1716: f32):
      %s1717 = arith.mulf %in1714, %in1715 : f32
      linalg.yield %s1717 : f32
    } -> tensor<2x10xf32> loc("root.mul")
    %t1719 = tensor.empty() : tensor<2xf32> loc("root.sum_1")
    %c1720 = arith.constant 0.000000000e+00 : f32 loc("root.sum_1")
    %t1721 = linalg.fill ins(%c1720 : f32) outs(%t1719 : tensor<2xf32>) -> tensor<2xf32> loc("root.sum_1")
    %t1725 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%t1718 : tensor<2x10xf32>) outs(%t1721 : tensor<2xf32>) {
    ^bb0(%in1722: f32, %out1723: f32):
      %s1724 = arith.addf %out1723, %in1722 : f32
      linalg.yield %s1724 : f32
    } -> tensor<2xf32> loc("root.sum_1")
    %t1726 = tensor.empty() : tensor<f32> loc("root.mean_1")
    %c1727 = arith.constant 0.000000000e+00 : f32 loc("root.mean_1")
    %t1728 = linalg.fill ins(%c1727 : f32) outs(%t1726 : tensor<f32>) -> tensor<f32> loc("root.mean_1")
    %t1732 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%t1725 : tensor<2xf32>) outs(%t1728 : tensor<f32>) {
    ^bb0(%in1729: f32, %out1730: f32):
      %s1731 = arith.addf %out1730, %in1729 : f32
      linalg.yield %s1731 : f32
    } -> tensor<f32> loc("root.mean_1")
    %t1733 = tensor.empty() : tensor<f32> loc("root.mean_1")
    %t1738 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%t1732 : tensor<f32>) outs(%t1733 : tensor<f32>) {
    ^bb0(%in1734: f32, %out1735: f32):
      %s1736 = arith.constant 5.000000000e-01 : f32
      %s1737 = arith.mulf %in1734, %s1736 : f32
      linalg.yield %s1737 : f32
    } -> tensor<f32> loc("root.mean_1")
    %t1739 = tensor.empty() : tensor<f32> loc("root.neg")
    %t1743 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%t1738 : tensor<f32>) outs(%t1739 : tensor<f32>) {
    ^bb0(%in1740: f32, %out1741: f32):
      %s1742 = arith.negf %in1740 : f32
      linalg.yield %s1742 : f32
    } -> tensor<f32> loc("root.neg")
    %t1744 = tensor.empty() : tensor<f32> loc("backward.neg_1")
    %t1748 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%tangents_1 : tensor<f32>) outs(%t1744 : tensor<f32>) {
    ^bb0(%in1745: f32, %out1746: f32):
      %s1747 = arith.negf %in1745 : f32
      linalg.yield %s1747 : f32
    } -> tensor<f32> loc("backward.neg_1")
    %t1749 = tensor.empty() : tensor<2xf32> loc("backward.expand")
    %t1752 = linalg.generic {indexing_maps = [affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1748 : tensor<f32>) outs(%t1749 : tensor<2xf32>) {
    ^bb0(%in1750: f32, %out1751: f32):
      linalg.yield %in1750 : f32
    } -> tensor<2xf32> loc("backward.expand")
    %t1753 = tensor.empty() : tensor<2xf32> loc("backward.div")
    %t1758 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1752 : tensor<2xf32>) outs(%t1753 : tensor<2xf32>) {
    ^bb0(%in1754: f32, %out1755: f32):
      %s1756 = arith.constant 2.000000000e+00 : f32
      %s1757 = arith.divf %in1754, %s1756 : f32
      linalg.yield %s1757 : f32
    } -> tensor<2xf32> loc("backward.div")
    %t1759 = tensor.expand_shape %t1758 [[0, 1]] output_shape [2, 1] : tensor<2xf32> into tensor<2x1xf32> loc("backward.unsqueeze")
    %t1760 = tensor.empty() : tensor<2x10xf32> loc("backward.expand_1")
    %t1763 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t1759 : tensor<2x1xf32>) outs(%t1760 : tensor<2x10xf32>) {
    ^bb0(%in1761: f32, %out1762: f32):
      linalg.yield %in1761 : f32
    } -> tensor<2x10xf32> loc("backward.expand_1")
    %t1764 = tensor.empty() : tensor<2x10xf32> loc("backward.mul_1")
    %t1769 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t1763, %primals_64 : tensor<2x10xf32>, tensor<2x10xf32>) outs(%t1764 : tensor<2x10xf32>) {
    ^bb0(%in1765: f32, %in1766: f32, %out1767: f32):
      %s1768 = arith.mulf %in1765, %in1766 : f32
      linalg.yield %s1768 : f32
    } -> tensor<2x10xf32> loc("backward.mul_1")
    %t1770 = tensor.empty() : tensor<2x10xf32> loc("backward.exp")
    %t1774 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t1712 : tensor<2x10xf32>) outs(%t1770 : tensor<2x10xf32>) {
    ^bb0(%in1771: f32, %out1772: f32):
      %s1773 = math.exp %in1771 : f32
      linalg.yield %s1773 : f32
    } -> tensor<2x10xf32> loc("backward.exp")
    %t1775 = tensor.empty() : tensor<2xf32> loc("backward.sum_2")
    %c1776 = arith.constant 0.000000000e+00 : f32 loc("backward.sum_2")
    %t1777 = linalg.fill ins(%c1776 : f32) outs(%t1775 : tensor<2xf32>) -> tensor<2xf32> loc("backward.sum_2")
    %t1781 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%t1769 : tensor<2x10xf32>) outs(%t1777 : tensor<2xf32>) {
    ^bb0(%in1778: f32, %out1779: f32):
      %s1780 = arith.addf %out1779, %in1778 : f32
      linalg.yield %s1780 : f32
    } -> tensor<2xf32> loc("backward.sum_2")
    %t1782 = tensor.expand_shape %t1781 [[0, 1]] output_shape [2, 1] : tensor<2xf32> into tensor<2x1xf32> loc("backward.sum_2")
    %t1783 = tensor.empty() : tensor<2x10xf32> loc("backward.mul_2")
    %t1788 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t1774, %t1782 : tensor<2x10xf32>, tensor<2x1xf32>) outs(%t1783 : tensor<2x10xf32>) {
    ^bb0(%in1784: f32, %in1785: f32, %out1786: f32):
      %s1787 = arith.mulf %in1784, %in1785 : f32
      linalg.yield %s1787 : f32
    } -> tensor<2x10xf32> loc("backward.mul_2")
    %t1789 = tensor.empty() : tensor<2x10xf32> loc("backward.sub")
    %t1794 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t1769, %t1788 : tensor<2x10xf32>, tensor<2x10xf32>) outs(%t1789 : tensor<2x10xf32>) {
    ^bb0(%in1790: f32, %in1791: f32, %out1792: f32):
      %s1793 = arith.subf %in1790, %in1791 : f32
      linalg.yield %s1793 : f32
    } -> tensor<2x10xf32> loc("backward.sub")
    %t1795 = tensor.empty() : tensor<10x64xf32> loc("backward.fc")
    %t1796 = linalg.transpose ins(%t1673 : tensor<64x10xf32>) outs(%t1795 : tensor<10x64xf32>) permutation = [1, 0] loc("backward.fc")
    %t1797 = tensor.empty() : tensor<2x64xf32> loc("backward.fc")
    %c1798 = arith.constant 0.000000000e+00 : f32 loc("backward.fc")
    %t1799 = linalg.fill ins(%c1798 : f32) outs(%t1797 : tensor<2x64xf32>) -> tensor<2x64xf32> loc("backward.fc")
    %t1800 = linalg.matmul ins(%t1794, %t1796 : tensor<2x10xf32>, tensor<10x64xf32>) outs(%t1799 : tensor<2x64xf32>) -> tensor<2x64xf32> loc("backward.fc")
    %t1801 = tensor.empty() : tensor<10x2xf32> loc("backward.fc")
    %t1802 = linalg.transpose ins(%t1794 : tensor<2x10xf32>) outs(%t1801 : tensor<10x2xf32>) permutation = [1, 0] loc("backward.fc")
    %t1803 = tensor.empty() : tensor<10x64xf32> loc("backward.fc")
    %c1804 = arith.constant 0.000000000e+00 : f32 loc("backward.fc")
    %t1805 = linalg.fill ins(%c1804 : f32) outs(%t1803 : tensor<10x64xf32>) -> tensor<10x64xf32> loc("backward.fc")
    %t1806 = linalg.matmul ins(%t1802, %t1671 : tensor<10x2xf32>, tensor<2x64xf32>) outs(%t1805 : tensor<10x64xf32>) -> tensor<10x64xf32> loc("backward.fc")
    %t1807 = tensor.empty() : tensor<64x10xf32> loc("backward.fc")
    %t1808 = linalg.transpose ins(%t1806 : tensor<10x64xf32>) outs(%t1807 : tensor<64x10xf32>) permutation = [1, 0] loc("backward.fc")
    %t1809 = tensor.empty() : tensor<10xf32> loc("backward.fc")
    %c1810 = arith.constant 0.000000000e+00 : f32 loc("backward.fc")
    %t1811 = linalg.fill ins(%c1810 : f32) outs(%t1809 : tensor<10xf32>) -> tensor<10xf32> loc("backward.fc")
    %t1815 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%t1794 : tensor<2x10xf32>) outs(%t1811 : tensor<10xf32>) {
    ^bb0(%in1812: f32, %out1813: f32):
      %s1814 = arith.addf %out1813, %in1812 : f32
      linalg.yield %s1814 : f32
    } -> tensor<10xf32> loc("backward.fc")
    %t1816 = tensor.expand_shape %t1815 [[0, 1]] output_shape [1, 10] : tensor<10xf32> into tensor<1x10xf32> loc("backward.fc")
    %t1817 = tensor.collapse_shape %t1816 [[0, 1]] : tensor<1x10xf32> into tensor<10xf32> loc("backward.fc")
    %t1818 = tensor.empty() : tensor<10x64xf32> loc("backward.fc")
    %t1819 = linalg.transpose ins(%t1808 : tensor<64x10xf32>) outs(%t1818 : tensor<10x64xf32>) permutation = [1, 0] loc("backward.fc")
    %t1820 = tensor.expand_shape %t1800 [[0], [1, 2]] output_shape [2, 64, 1] : tensor<2x64xf32> into tensor<2x64x1xf32> loc("backward.unsqueeze_1")
    %t1821 = tensor.expand_shape %t1820 [[0], [1], [2, 3]] output_shape [2, 64, 1, 1] : tensor<2x64x1xf32> into tensor<2x64x1x1xf32> loc("backward.unsqueeze_2")
    %t1822 = tensor.empty() : tensor<2x64x4x4xf32> loc("backward.expand_2")
    %t1825 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1821 : tensor<2x64x1x1xf32>) outs(%t1822 : tensor<2x64x4x4xf32>) {
    ^bb0(%in1823: f32, %out1824: f32):
      linalg.yield %in1823 : f32
    } -> tensor<2x64x4x4xf32> loc("backward.expand_2")
    %t1826 = tensor.empty() : tensor<2x64x4x4xf32> loc("backward.div_1")
    %t1831 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1825 : tensor<2x64x4x4xf32>) outs(%t1826 : tensor<2x64x4x4xf32>) {
    ^bb0(%in1827: f32, %out1828: f32):
      %s1829 = arith.constant 1.600000000e+01 : f32
      %s1830 = arith.divf %in1827, %s1829 : f32
      linalg.yield %s1830 : f32
    } -> tensor<2x64x4x4xf32> loc("backward.div_1")
    %t1832 = tensor.empty() : tensor<2x64x4x4xi1> loc("backward.layer4.1.relu")
    %t1837 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1658 : tensor<2x64x4x4xf32>) outs(%t1832 : tensor<2x64x4x4xi1>) {
    ^bb0(%in1833: f32, %out1834: i1):
      %s1835 = arith.constant 0.000000000e+00 : f32
      %s1836 = arith.cmpf ole, %in1833, %s1835 : f32
      linalg.yield %s1836 : i1
    } -> tensor<2x64x4x4xi1> loc("backward.layer4.1.relu")
    %cst1838 = arith.constant dense<0.000000000e+00> : tensor<f32> loc("backward.layer4.1.relu")
    %t1839 = tensor.empty() : tensor<2x64x4x4xf32> loc("backward.layer4.1.relu")
    %t1845 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1837, %cst1838, %t1831 : tensor<2x64x4x4xi1>, tensor<f32>, tensor<2x64x4x4xf32>) outs(%t1839 : tensor<2x64x4x4xf32>) {
    ^bb0(%in1840: i1, %in1841: f32, %in1842: f32, %out1843: f32):
      %s1844 = arith.select %in1840, %in1841, %in1842 : f32
      linalg.yield %s1844 : f32
    } -> tensor<2x64x4x4xf32> loc("backward.layer4.1.relu")
    %t1846 = tensor.expand_shape %t1645 [[0, 1]] output_shape [1, 64] : tensor<64xf32> into tensor<1x64xf32> loc("backward.layer4.1.bn2")
    %t1847 = tensor.expand_shape %t1846 [[0], [1, 2]] output_shape [1, 64, 1] : tensor<1x64xf32> into tensor<1x64x1xf32> loc("backward.layer4.1.bn2")
    %t1848 = tensor.expand_shape %t1847 [[0], [1], [2, 3]] output_shape [1, 64, 1, 1] : tensor<1x64x1xf32> into tensor<1x64x1x1xf32> loc("backward.layer4.1.bn2")
    %t1849 = tensor.empty() : tensor<64xf32> loc("backward.layer4.1.bn2")
    %c1850 = arith.constant 0.000000000e+00 : f32 loc("backward.layer4.1.bn2")
    %t1851 = linalg.fill ins(%c1850 : f32) outs(%t1849 : tensor<64xf32>) -> tensor<64xf32> loc("backward.layer4.1.bn2")
    %t1855 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t1845 : tensor<2x64x4x4xf32>) outs(%t1851 : tensor<64xf32>) {
    ^bb0(%in1852: f32, %out1853: f32):
      %s1854 = arith.addf %out1853, %in1852 : f32
      linalg.yield %s1854 : f32
    } -> tensor<64xf32> loc("backward.layer4.1.bn2")
    %t1856 = tensor.empty() : tensor<2x64x4x4xf32> loc("backward.layer4.1.bn2")
    %t1861 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1578, %t1848 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%t1856 : tensor<2x64x4x4xf32>) {
    ^bb0(%in1857: f32, %in1858: f32, %out1859: f32):
      %s1860 = arith.subf %in1857, %in1858 : f32
      linalg.yield %s1860 : f32
    } -> tensor<2x64x4x4xf32> loc("backward.layer4.1.bn2")
    %t1862 = tensor.empty() : tensor<2x64x4x4xf32> loc("backward.layer4.1.bn2")
    %t1867 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1845, %t1861 : tensor<2x64x4x4xf32>, tensor<2x64x4x4xf32>) outs(%t1862 : tensor<2x64x4x4xf32>) {
    ^bb0(%in1863: f32, %in1864: f32, %out1865: f32):
      %s1866 = arith.mulf %in1863, %in1864 : f32
      linalg.yield %s1866 : f32
    } -> tensor<2x64x4x4xf32> loc("backward.layer4.1.bn2")
    %t1868 = tensor.empty() : tensor<64xf32> loc("backward.layer4.1.bn2")
    %c1869 = arith.constant 0.000000000e+00 : f32 loc("backward.layer4.1.bn2")
    %t1870 = linalg.fill ins(%c1869 : f32) outs(%t1868 : tensor<64xf32>) -> tensor<64xf32> loc("backward.layer4.1.bn2")
    %t1874 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t1867 : tensor<2x64x4x4xf32>) outs(%t1870 : tensor<64xf32>) {
    ^bb0(%in1871: f32, %out1872: f32):
      %s1873 = arith.addf %out1872, %in1871 : f32
      linalg.yield %s1873 : f32
    } -> tensor<64xf32> loc("backward.layer4.1.bn2")
    %t1875 = tensor.empty() : tensor<64xf32> loc("backward.layer4.1.bn2")
    %t1880 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1855 : tensor<64xf32>) outs(%t1875 : tensor<64xf32>) {
    ^bb0(%in1876: f32, %out1877: f32):
      %s1878 = arith.constant 3.125000000e-02 : f32
      %s1879 = arith.mulf %in1876, %s1878 : f32
      linalg.yield %s1879 : f32
    } -> tensor<64xf32> loc("backward.layer4.1.bn2")
    %t1881 = tensor.expand_shape %t1880 [[0, 1]] output_shape [1, 64] : tensor<64xf32> into tensor<1x64xf32> loc("backward.layer4.1.bn2")
    %t1882 = tensor.expand_shape %t1881 [[0], [1, 2]] output_shape [1, 64, 1] : tensor<1x64xf32> into tensor<1x64x1xf32> loc("backward.layer4.1.bn2")
    %t1883 = tensor.expand_shape %t1882 [[0], [1], [2, 3]] output_shape [1, 64, 1, 1] : tensor<1x64x1xf32> into tensor<1x64x1x1xf32> loc("backward.layer4.1.bn2")
    %t1884 = tensor.empty() : tensor<64xf32> loc("backward.layer4.1.bn2")
    %t1889 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1874 : tensor<64xf32>) outs(%t1884 : tensor<64xf32>) {
    ^bb0(%in1885: f32, %out1886: f32):
      %s1887 = arith.constant 3.125000000e-02 : f32
      %s1888 = arith.mulf %in1885, %s1887 : f32
      linalg.yield %s1888 : f32
    } -> tensor<64xf32> loc("backward.layer4.1.bn2")
    %t1890 = tensor.empty() : tensor<64xf32> loc("backward.layer4.1.bn2")
    %t1895 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1646, %t1646 : tensor<64xf32>, tensor<64xf32>) outs(%t1890 : tensor<64xf32>) {
    ^bb0(%in1891: f32, %in1892: f32, %out1893: f32):
      %s1894 = arith.mulf %in1891, %in1892 : f32
      linalg.yield %s1894 : f32
    } -> tensor<64xf32> loc("backward.layer4.1.bn2")
    %t1896 = tensor.empty() : tensor<64xf32> loc("backward.layer4.1.bn2")
    %t1901 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1889, %t1895 : tensor<64xf32>, tensor<64xf32>) outs(%t1896 : tensor<64xf32>) {
    ^bb0(%in1897: f32, %in1898: f32, %out1899: f32):
      %s1900 = arith.mulf %in1897, %in1898 : f32
      linalg.yield %s1900 : f32
    } -> tensor<64xf32> loc("backward.layer4.1.bn2")
    %t1902 = tensor.expand_shape %t1901 [[0, 1]] output_shape [1, 64] : tensor<64xf32> into tensor<1x64xf32> loc("backward.layer4.1.bn2")
    %t1903 = tensor.expand_shape %t1902 [[0], [1, 2]] output_shape [1, 64, 1] : tensor<1x64xf32> into tensor<1x64x1xf32> loc("backward.layer4.1.bn2")
    %t1904 = tensor.expand_shape %t1903 [[0], [1], [2, 3]] output_shape [1, 64, 1, 1] : tensor<1x64x1xf32> into tensor<1x64x1x1xf32> loc("backward.layer4.1.bn2")
    %t1905 = tensor.empty() : tensor<64xf32> loc("backward.layer4.1.bn2")
    %t1910 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1646, %primals_59 : tensor<64xf32>, tensor<64xf32>) outs(%t1905 : tensor<64xf32>) {
    ^bb0(%in1906: f32, %in1907: f32, %out1908: f32):
      %s1909 = arith.mulf %in1906, %in1907 : f32
      linalg.yield %s1909 : f32
    } -> tensor<64xf32> loc("backward.layer4.1.bn2")
    %t1911 = tensor.expand_shape %t1910 [[0, 1]] output_shape [1, 64] : tensor<64xf32> into tensor<1x64xf32> loc("backward.layer4.1.bn2")
    %t1912 = tensor.expand_shape %t1911 [[0], [1, 2]] output_shape [1, 64, 1] : tensor<1x64xf32> into tensor<1x64x1xf32> loc("backward.layer4.1.bn2")
    %t1913 = tensor.expand_shape %t1912 [[0], [1], [2, 3]] output_shape [1, 64, 1, 1] : tensor<1x64x1xf32> into tensor<1x64x1x1xf32> loc("backward.layer4.1.bn2")
    %t1914 = tensor.empty() : tensor<2x64x4x4xf32> loc("backward.layer4.1.bn2")
    %t1919 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1578, %t1848 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%t1914 : tensor<2x64x4x4xf32>) {
    ^bb0(%in1915: f32, %in1916: f32, %out1917: f32):
      %s1918 = arith.subf %in1915, %in1916 : f32
      linalg.yield %s1918 : f32
    } -> tensor<2x64x4x4xf32> loc("backward.layer4.1.bn2")
    %t1920 = tensor.empty() : tensor<2x64x4x4xf32> loc("backward.layer4.1.bn2")
    %t1925 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1919, %t1904 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%t1920 : tensor<2x64x4x4xf32>) {
    ^bb0(%in1921: f32, %in1922: f32, %out1923: f32):
      %s1924 = arith.mulf %in1921, %in1922 : f32
      linalg.yield %s1924 : f32
    } -> tensor<2x64x4x4xf32> loc("backward.layer4.1.bn2")
    %t1926 = tensor.empty() : tensor<2x64x4x4xf32> loc("backward.layer4.1.bn2")
    %t1931 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1845, %t1925 : tensor<2x64x4x4xf32>, tensor<2x64x4x4xf32>) outs(%t1926 : tensor<2x64x4x4xf32>) {
    ^bb0(%in1927: f32, %in1928: f32, %out1929: f32):
      %s1930 = arith.subf %in1927, %in1928 : f32
      linalg.yield %s1930 : f32
    } -> tensor<2x64x4x4xf32> loc("backward.layer4.1.bn2")
    %t1932 = tensor.empty() : tensor<2x64x4x4xf32> loc("backward.layer4.1.bn2")
    %t1937 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1931, %t1883 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%t1932 : tensor<2x64x4x4xf32>) {
    ^bb0(%in1933: f32, %in1934: f32, %out1935: f32):
      %s1936 = arith.subf %in1933, %in1934 : f32
      linalg.yield %s1936 : f32
    } -> tensor<2x64x4x4xf32> loc("backward.layer4.1.bn2")
    %t1938 = tensor.empty() : tensor<2x64x4x4xf32> loc("backward.layer4.1.bn2")
    %t1943 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1937, %t1913 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%t1938 : tensor<2x64x4x4xf32>) {
    ^bb0(%in1939: f32, %in1940: f32, %out1941: f32):
      %s1942 = arith.mulf %in1939, %in1940 : f32
      linalg.yield %s1942 : f32
    } -> tensor<2x64x4x4xf32> loc("backward.layer4.1.bn2")
    %t1944 = tensor.empty() : tensor<64xf32> loc("backward.layer4.1.bn2")
    %t1949 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1874, %t1646 : tensor<64xf32>, tensor<64xf32>) outs(%t1944 : tensor<64xf32>) {
    ^bb0(%in1945: f32, %in1946: f32, %out1947: f32):
      %s1948 = arith.mulf %in1945, %in1946 : f32
      linalg.yield %s1948 : f32
    } -> tensor<64xf32> loc("backward.layer4.1.bn2")
    %t1950 = tensor.empty() : tensor<2x64x8x8xf32> loc("backward.layer4.1.conv2")
    %c1951 = arith.constant 0.000000000e+00 : f32 loc("backward.layer4.1.conv2")
    %t1952 = linalg.fill ins(%c1951 : f32) outs(%t1950 : tensor<2x64x8x8xf32>) -> tensor<2x64x8x8xf32> loc("backward.layer4.1.conv2")
    %t1953 = tensor.insert_slice %t1943 into %t1952[0, 0, 2, 2] [2, 64, 4, 4] [1, 1, 1, 1] : tensor<2x64x4x4xf32> into tensor<2x64x8x8xf32> loc("backward.layer4.1.conv2")
    %t1954 = tensor.empty() : tensor<64x64x3x3xf32> loc("backward.layer4.1.conv2")
    %t1957 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d0, -d2 + 2, -d3 + 2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%primals_58 : tensor<64x64x3x3xf32>) outs(%t1954 : tensor<64x64x3x3xf32>) {
    ^bb0(%in1955: f32, %out1956: f32):
      linalg.yield %in1955 : f32
    } -> tensor<64x64x3x3xf32> loc("backward.layer4.1.conv2")
    %t1958 = tensor.empty() : tensor<2x64x6x6xf32> loc("backward.layer4.1.conv2")
    %c1959 = arith.constant 0.000000000e+00 : f32 loc("backward.layer4.1.conv2")
    %t1960 = linalg.fill ins(%c1959 : f32) outs(%t1958 : tensor<2x64x6x6xf32>) -> tensor<2x64x6x6xf32> loc("backward.layer4.1.conv2")
    %t1961 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%t1953, %t1957 : tensor<2x64x8x8xf32>, tensor<64x64x3x3xf32>) outs(%t1960 : tensor<2x64x6x6xf32>) -> tensor<2x64x6x6xf32> loc("backward.layer4.1.conv2")
    %t1962 = tensor.extract_slice %t1961[0, 0, 1, 1] [2, 64, 4, 4] [1, 1, 1, 1] : tensor<2x64x6x6xf32> to tensor<2x64x4x4xf32> loc("backward.layer4.1.conv2")
    %t1963 = tensor.empty() : tensor<2x64x6x6xf32> loc("backward.layer4.1.conv2")
    %c1964 = arith.constant 0.000000000e+00 : f32 loc("backward.layer4.1.conv2")
    %t1965 = linalg.fill ins(%c1964 : f32) outs(%t1963 : tensor<2x64x6x6xf32>) -> tensor<2x64x6x6xf32> loc("backward.layer4.1.conv2")
    %t1966 = tensor.insert_slice %t1570 into %t1965[0, 0, 1, 1] [2, 64, 4, 4] [1, 1, 1, 1] : tensor<2x64x4x4xf32> into tensor<2x64x6x6xf32> loc("backward.layer4.1.conv2")
    %t1967 = tensor.empty() : tensor<64x64x3x3xf32> loc("backward.layer4.1.conv2")
    %c1968 = arith.constant 0.000000000e+00 : f32 loc("backward.layer4.1.conv2")
    %t1969 = linalg.fill ins(%c1968 : f32) outs(%t1967 : tensor<64x64x3x3xf32>) -> tensor<64x64x3x3xf32> loc("backward.layer4.1.conv2")
    %t1975 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d0, d5, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d1, d5 * 1 + d2 * 1, d6 * 1 + d3 * 1)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%t1943, %t1966 : tensor<2x64x4x4xf32>, tensor<2x64x6x6xf32>) outs(%t1969 : tensor<64x64x3x3xf32>) {
    ^bb0(%in1970: f32, %in1971: f32, %out1972: f32):
      %s1973 = arith.mulf %in1970, %in1971 : f32
      %s1974 = arith.addf %out1972, %s1973 : f32
      linalg.yield %s1974 : f32
    } -> tensor<64x64x3x3xf32> loc("backward.layer4.1.conv2")
    %t1976 = tensor.empty() : tensor<2x64x4x4xi1> loc("backward.layer4.1.relu")
    %t1981 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1570 : tensor<2x64x4x4xf32>) outs(%t1976 : tensor<2x64x4x4xi1>) {
    ^bb0(%in1977: f32, %out1978: i1):
      %s1979 = arith.constant 0.000000000e+00 : f32
      %s1980 = arith.cmpf ole, %in1977, %s1979 : f32
      linalg.yield %s1980 : i1
    } -> tensor<2x64x4x4xi1> loc("backward.layer4.1.relu")
    %cst1982 = arith.constant dense<0.000000000e+00> : tensor<f32> loc("backward.layer4.1.relu")
    %t1983 = tensor.empty() : tensor<2x64x4x4xf32> loc("backward.layer4.1.relu")
    %t1989 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1981, %cst1982, %t1962 : tensor<2x64x4x4xi1>, tensor<f32>, tensor<2x64x4x4xf32>) outs(%t1983 : tensor<2x64x4x4xf32>) {
    ^bb0(%in1984: i1, %in1985: f32, %in1986: f32, %out1987: f32):
      %s1988 = arith.select %in1984, %in1985, %in1986 : f32
      linalg.yield %s1988 : f32
    } -> tensor<2x64x4x4xf32> loc("backward.layer4.1.relu")
    %t1990 = tensor.expand_shape %t1563 [[0, 1]] output_shape [1, 64] : tensor<64xf32> into tensor<1x64xf32> loc("backward.layer4.1.bn1")
    %t1991 = tensor.expand_shape %t1990 [[0], [1, 2]] output_shape [1, 64, 1] : tensor<1x64xf32> into tensor<1x64x1xf32> loc("backward.layer4.1.bn1")
    %t1992 = tensor.expand_shape %t1991 [[0], [1], [2, 3]] output_shape [1, 64, 1, 1] : tensor<1x64x1xf32> into tensor<1x64x1x1xf32> loc("backward.layer4.1.bn1")
    %t1993 = tensor.empty() : tensor<64xf32> loc("backward.layer4.1.bn1")
    %c1994 = arith.constant 0.000000000e+00 : f32 loc("backward.layer4.1.bn1")
    %t1995 = linalg.fill ins(%c1994 : f32) outs(%t1993 : tensor<64xf32>) -> tensor<64xf32> loc("backward.layer4.1.bn1")
    %t1999 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t1989 : tensor<2x64x4x4xf32>) outs(%t1995 : tensor<64xf32>) {
    ^bb0(%in1996: f32, %out1997: f32):
      %s1998 = arith.addf %out1997, %in1996 : f32
      linalg.yield %s1998 : f32
    } -> tensor<64xf32> loc("backward.layer4.1.bn1")
    %t2000 = tensor.empty() : tensor<2x64x4x4xf32> loc("backward.layer4.1.bn1")
    %t2005 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1496, %t1992 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%t2000 : tensor<2x64x4x4xf32>) {
    ^bb0(%in2001: f32, %in2002: f32, %out2003: f32):
      %s2004 = arith.subf %in2001, %in2002 : f32
      linalg.yield %s2004 : f32
    } -> tensor<2x64x4x4xf32> loc("backward.layer4.1.bn1")
    %t2006 = tensor.empty() : tensor<2x64x4x4xf32> loc("backward.layer4.1.bn1")
    %t2011 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1989, %t2005 : tensor<2x64x4x4xf32>, tensor<2x64x4x4xf32>) outs(%t2006 : tensor<2x64x4x4xf32>) {
    ^bb0(%in2007: f32, %in2008: f32, %out2009: f32):
      %s2010 = arith.mulf %in2007, %in2008 : f32
      linalg.yield %s2010 : f32
    } -> tensor<2x64x4x4xf32> loc("backward.layer4.1.bn1")
    %t2012 = tensor.empty() : tensor<64xf32> loc("backward.layer4.1.bn1")
    %c2013 = arith.constant 0.000000000e+00 : f32 loc("backward.layer4.1.bn1")
    %t2014 = linalg.fill ins(%c2013 : f32) outs(%t2012 : tensor<64xf32>) -> tensor<64xf32> loc("backward.layer4.1.bn1")
    %t2018 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t2011 : tensor<2x64x4x4xf32>) outs(%t2014 : tensor<64xf32>) {
    ^bb0(%in2015: f32, %out2016: f32):
      %s2017 = arith.addf %out2016, %in2015 : f32
      linalg.yield %s2017 : f32
    } -> tensor<64xf32> loc("backward.layer4.1.bn1")
    %t2019 = tensor.empty() : tensor<64xf32> loc("backward.layer4.1.bn1")
    %t2024 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1999 : tensor<64xf32>) outs(%t2019 : tensor<64xf32>) {
    ^bb0(%in2020: f32, %out2021: f32):
      %s2022 = arith.constant 3.125000000e-02 : f32
      %s2023 = arith.mulf %in2020, %s2022 : f32
      linalg.yield %s2023 : f32
    } -> tensor<64xf32> loc("backward.layer4.1.bn1")
    %t2025 = tensor.expand_shape %t2024 [[0, 1]] output_shape [1, 64] : tensor<64xf32> into tensor<1x64xf32> loc("backward.layer4.1.bn1")
    %t2026 = tensor.expand_shape %t2025 [[0], [1, 2]] output_shape [1, 64, 1] : tensor<1x64xf32> into tensor<1x64x1xf32> loc("backward.layer4.1.bn1")
    %t2027 = tensor.expand_shape %t2026 [[0], [1], [2, 3]] output_shape [1, 64, 1, 1] : tensor<1x64x1xf32> into tensor<1x64x1x1xf32> loc("backward.layer4.1.bn1")
    %t2028 = tensor.empty() : tensor<64xf32> loc("backward.layer4.1.bn1")
    %t2033 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t2018 : tensor<64xf32>) outs(%t2028 : tensor<64xf32>) {
    ^bb0(%in2029: f32, %out2030: f32):
      %s2031 = arith.constant 3.125000000e-02 : f32
      %s2032 = arith.mulf %in2029, %s2031 : f32
      linalg.yield %s2032 : f32
    } -> tensor<64xf32> loc("backward.layer4.1.bn1")
    %t2034 = tensor.empty() : tensor<64xf32> loc("backward.layer4.1.bn1")
    %t2039 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1564, %t1564 : tensor<64xf32>, tensor<64xf32>) outs(%t2034 : tensor<64xf32>) {
    ^bb0(%in2035: f32, %in2036: f32, %out2037: f32):
      %s2038 = arith.mulf %in2035, %in2036 : f32
      linalg.yield %s2038 : f32
    } -> tensor<64xf32> loc("backward.layer4.1.bn1")
    %t2040 = tensor.empty() : tensor<64xf32> loc("backward.layer4.1.bn1")
    %t2045 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t2033, %t2039 : tensor<64xf32>, tensor<64xf32>) outs(%t2040 : tensor<64xf32>) {
    ^bb0(%in2041: f32, %in2042: f32, %out2043: f32):
      %s2044 = arith.mulf %in2041, %in2042 : f32
      linalg.yield %s2044 : f32
    } -> tensor<64xf32> loc("backward.layer4.1.bn1")
    %t2046 = tensor.expand_shape %t2045 [[0, 1]] output_shape [1, 64] : tensor<64xf32> into tensor<1x64xf32> loc("backward.layer4.1.bn1")
    %t2047 = tensor.expand_shape %t2046 [[0], [1, 2]] output_shape [1, 64, 1] : tensor<1x64xf32> into tensor<1x64x1xf32> loc("backward.layer4.1.bn1")
    %t2048 = tensor.expand_shape %t2047 [[0], [1], [2, 3]] output_shape [1, 64, 1, 1] : tensor<1x64x1xf32> into tensor<1x64x1x1xf32> loc("backward.layer4.1.bn1")
    %t2049 = tensor.empty() : tensor<64xf32> loc("backward.layer4.1.bn1")
    %t2054 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1564, %primals_56 : tensor<64xf32>, tensor<64xf32>) outs(%t2049 : tensor<64xf32>) {
    ^bb0(%in2050: f32, %in2051: f32, %out2052: f32):
      %s2053 = arith.mulf %in2050, %in2051 : f32
      linalg.yield %s2053 : f32
    } -> tensor<64xf32> loc("backward.layer4.1.bn1")
    %t2055 = tensor.expand_shape %t2054 [[0, 1]] output_shape [1, 64] : tensor<64xf32> into tensor<1x64xf32> loc("backward.layer4.1.bn1")
    %t2056 = tensor.expand_shape %t2055 [[0], [1, 2]] output_shape [1, 64, 1] : tensor<1x64xf32> into tensor<1x64x1xf32> loc("backward.layer4.1.bn1")
    %t2057 = tensor.expand_shape %t2056 [[0], [1], [2, 3]] output_shape [1, 64, 1, 1] : tensor<1x64x1xf32> into tensor<1x64x1x1xf32> loc("backward.layer4.1.bn1")
    %t2058 = tensor.empty() : tensor<2x64x4x4xf32> loc("backward.layer4.1.bn1")
    %t2063 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1496, %t1992 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%t2058 : tensor<2x64x4x4xf32>) {
    ^bb0(%in2059: f32, %in2060: f32, %out2061: f32):
      %s2062 = arith.subf %in2059, %in2060 : f32
      linalg.yield %s2062 : f32
    } -> tensor<2x64x4x4xf32> loc("backward.layer4.1.bn1")
    %t2064 = tensor.empty() : tensor<2x64x4x4xf32> loc("backward.layer4.1.bn1")
    %t2069 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2063, %t2048 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%t2064 : tensor<2x64x4x4xf32>) {
    ^bb0(%in2065: f32, %in2066: f32, %out2067: f32):
      %s2068 = arith.mulf %in2065, %in2066 : f32
      linalg.yield %s2068 : f32
    } -> tensor<2x64x4x4xf32> loc("backward.layer4.1.bn1")
    %t2070 = tensor.empty() : tensor<2x64x4x4xf32> loc("backward.layer4.1.bn1")
    %t2075 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1989, %t2069 : tensor<2x64x4x4xf32>, tensor<2x64x4x4xf32>) outs(%t2070 : tensor<2x64x4x4xf32>) {
    ^bb0(%in2071: f32, %in2072: f32, %out2073: f32):
      %s2074 = arith.subf %in2071, %in2072 : f32
      linalg.yield %s2074 : f32
    } -> tensor<2x64x4x4xf32> loc("backward.layer4.1.bn1")
    %t2076 = tensor.empty() : tensor<2x64x4x4xf32> loc("backward.layer4.1.bn1")
    %t2081 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2075, %t2027 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%t2076 : tensor<2x64x4x4xf32>) {
    ^bb0(%in2077: f32, %in2078: f32, %out2079: f32):
      %s2080 = arith.subf %in2077, %in2078 : f32
      linalg.yield %s2080 : f32
    } -> tensor<2x64x4x4xf32> loc("backward.layer4.1.bn1")
    %t2082 = tensor.empty() : tensor<2x64x4x4xf32> loc("backward.layer4.1.bn1")
    %t2087 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2081, %t2057 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%t2082 : tensor<2x64x4x4xf32>) {
    ^bb0(%in2083: f32, %in2084: f32, %out2085: f32):
      %s2086 = arith.mulf %in2083, %in2084 : f32
      linalg.yield %s2086 : f32
    } -> tensor<2x64x4x4xf32> loc("backward.layer4.1.bn1")
    %t2088 = tensor.empty() : tensor<64xf32> loc("backward.layer4.1.bn1")
    %t2093 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t2018, %t1564 : tensor<64xf32>, tensor<64xf32>) outs(%t2088 : tensor<64xf32>) {
    ^bb0(%in2089: f32, %in2090: f32, %out2091: f32):
      %s2092 = arith.mulf %in2089, %in2090 : f32
      linalg.yield %s2092 : f32
    } -> tensor<64xf32> loc("backward.layer4.1.bn1")
    %t2094 = tensor.empty() : tensor<2x64x8x8xf32> loc("backward.layer4.1.conv1")
    %c2095 = arith.constant 0.000000000e+00 : f32 loc("backward.layer4.1.conv1")
    %t2096 = linalg.fill ins(%c2095 : f32) outs(%t2094 : tensor<2x64x8x8xf32>) -> tensor<2x64x8x8xf32> loc("backward.layer4.1.conv1")
    %t2097 = tensor.insert_slice %t2087 into %t2096[0, 0, 2, 2] [2, 64, 4, 4] [1, 1, 1, 1] : tensor<2x64x4x4xf32> into tensor<2x64x8x8xf32> loc("backward.layer4.1.conv1")
    %t2098 = tensor.empty() : tensor<64x64x3x3xf32> loc("backward.layer4.1.conv1")
    %t2101 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d0, -d2 + 2, -d3 + 2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%primals_55 : tensor<64x64x3x3xf32>) outs(%t2098 : tensor<64x64x3x3xf32>) {
    ^bb0(%in2099: f32, %out2100: f32):
      linalg.yield %in2099 : f32
    } -> tensor<64x64x3x3xf32> loc("backward.layer4.1.conv1")
    %t2102 = tensor.empty() : tensor<2x64x6x6xf32> loc("backward.layer4.1.conv1")
    %c2103 = arith.constant 0.000000000e+00 : f32 loc("backward.layer4.1.conv1")
    %t2104 = linalg.fill ins(%c2103 : f32) outs(%t2102 : tensor<2x64x6x6xf32>) -> tensor<2x64x6x6xf32> loc("backward.layer4.1.conv1")
    %t2105 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%t2097, %t2101 : tensor<2x64x8x8xf32>, tensor<64x64x3x3xf32>) outs(%t2104 : tensor<2x64x6x6xf32>) -> tensor<2x64x6x6xf32> loc("backward.layer4.1.conv1")
    %t2106 = tensor.extract_slice %t2105[0, 0, 1, 1] [2, 64, 4, 4] [1, 1, 1, 1] : tensor<2x64x6x6xf32> to tensor<2x64x4x4xf32> loc("backward.layer4.1.conv1")
    %t2107 = tensor.empty() : tensor<2x64x6x6xf32> loc("backward.layer4.1.conv1")
    %c2108 = arith.constant 0.000000000e+00 : f32 loc("backward.layer4.1.conv1")
    %t2109 = linalg.fill ins(%c2108 : f32) outs(%t2107 : tensor<2x64x6x6xf32>) -> tensor<2x64x6x6xf32> loc("backward.layer4.1.conv1")
    %t2110 = tensor.insert_slice %t1488 into %t2109[0, 0, 1, 1] [2, 64, 4, 4] [1, 1, 1, 1] : tensor<2x64x4x4xf32> into tensor<2x64x6x6xf32> loc("backward.layer4.1.conv1")
    %t2111 = tensor.empty() : tensor<64x64x3x3xf32> loc("backward.layer4.1.conv1")
    %c2112 = arith.constant 0.000000000e+00 : f32 loc("backward.layer4.1.conv1")
    %t2113 = linalg.fill ins(%c2112 : f32) outs(%t2111 : tensor<64x64x3x3xf32>) -> tensor<64x64x3x3xf32> loc("backward.layer4.1.conv1")
    %t2119 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d0, d5, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d1, d5 * 1 + d2 * 1, d6 * 1 + d3 * 1)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%t2087, %t2110 : tensor<2x64x4x4xf32>, tensor<2x64x6x6xf32>) outs(%t2113 : tensor<64x64x3x3xf32>) {
    ^bb0(%in2114: f32, %in2115: f32, %out2116: f32):
      %s2117 = arith.mulf %in2114, %in2115 : f32
      %s2118 = arith.addf %out2116, %s2117 : f32
      linalg.yield %s2118 : f32
    } -> tensor<64x64x3x3xf32> loc("backward.layer4.1.conv1")
    %t2120 = tensor.empty() : tensor<2x64x4x4xf32> loc("backward.add_8")
    %t2125 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1845, %t2106 : tensor<2x64x4x4xf32>, tensor<2x64x4x4xf32>) outs(%t2120 : tensor<2x64x4x4xf32>) {
    ^bb0(%in2121: f32, %in2122: f32, %out2123: f32):
      %s2124 = arith.addf %in2121, %in2122 : f32
      linalg.yield %s2124 : f32
    } -> tensor<2x64x4x4xf32> loc("backward.add_8")
    %t2126 = tensor.empty() : tensor<2x64x4x4xi1> loc("backward.layer4.0.relu")
    %t2131 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1488 : tensor<2x64x4x4xf32>) outs(%t2126 : tensor<2x64x4x4xi1>) {
    ^bb0(%in2127: f32, %out2128: i1):
      %s2129 = arith.constant 0.000000000e+00 : f32
      %s2130 = arith.cmpf ole, %in2127, %s2129 : f32
      linalg.yield %s2130 : i1
    } -> tensor<2x64x4x4xi1> loc("backward.layer4.0.relu")
    %cst2132 = arith.constant dense<0.000000000e+00> : tensor<f32> loc("backward.layer4.0.relu")
    %t2133 = tensor.empty() : tensor<2x64x4x4xf32> loc("backward.layer4.0.relu")
    %t2139 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2131, %cst2132, %t2125 : tensor<2x64x4x4xi1>, tensor<f32>, tensor<2x64x4x4xf32>) outs(%t2133 : tensor<2x64x4x4xf32>) {
    ^bb0(%in2134: i1, %in2135: f32, %in2136: f32, %out2137: f32):
      %s2138 = arith.select %in2134, %in2135, %in2136 : f32
      linalg.yield %s2138 : f32
    } -> tensor<2x64x4x4xf32> loc("backward.layer4.0.relu")
    %t2140 = tensor.expand_shape %t1475 [[0, 1]] output_shape [1, 64] : tensor<64xf32> into tensor<1x64xf32> loc("backward.layer4.0.downsample.1")
    %t2141 = tensor.expand_shape %t2140 [[0], [1, 2]] output_shape [1, 64, 1] : tensor<1x64xf32> into tensor<1x64x1xf32> loc("backward.layer4.0.downsample.1")
    %t2142 = tensor.expand_shape %t2141 [[0], [1], [2, 3]] output_shape [1, 64, 1, 1] : tensor<1x64x1xf32> into tensor<1x64x1x1xf32> loc("backward.layer4.0.downsample.1")
    %t2143 = tensor.empty() : tensor<64xf32> loc("backward.layer4.0.downsample.1")
    %c2144 = arith.constant 0.000000000e+00 : f32 loc("backward.layer4.0.downsample.1")
    %t2145 = linalg.fill ins(%c2144 : f32) outs(%t2143 : tensor<64xf32>) -> tensor<64xf32> loc("backward.layer4.0.downsample.1")
    %t2149 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t2139 : tensor<2x64x4x4xf32>) outs(%t2145 : tensor<64xf32>) {
    ^bb0(%in2146: f32, %out2147: f32):
      %s2148 = arith.addf %out2147, %in2146 : f32
      linalg.yield %s2148 : f32
    } -> tensor<64xf32> loc("backward.layer4.0.downsample.1")
    %t2150 = tensor.empty() : tensor<2x64x4x4xf32> loc("backward.layer4.0.downsample.1")
    %t2155 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1408, %t2142 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%t2150 : tensor<2x64x4x4xf32>) {
    ^bb0(%in2151: f32, %in2152: f32, %out2153: f32):
      %s2154 = arith.subf %in2151, %in2152 : f32
      linalg.yield %s2154 : f32
    } -> tensor<2x64x4x4xf32> loc("backward.layer4.0.downsample.1")
    %t2156 = tensor.empty() : tensor<2x64x4x4xf32> loc("backward.layer4.0.downsample.1")
    %t2161 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2139, %t2155 : tensor<2x64x4x4xf32>, tensor<2x64x4x4xf32>) outs(%t2156 : tensor<2x64x4x4xf32>) {
    ^bb0(%in2157: f32, %in2158: f32, %out2159: f32):
      %s2160 = arith.mulf %in2157, %in2158 : f32
      linalg.yield %s2160 : f32
    } -> tensor<2x64x4x4xf32> loc("backward.layer4.0.downsample.1")
    %t2162 = tensor.empty() : tensor<64xf32> loc("backward.layer4.0.downsample.1")
    %c2163 = arith.constant 0.000000000e+00 : f32 loc("backward.layer4.0.downsample.1")
    %t2164 = linalg.fill ins(%c2163 : f32) outs(%t2162 : tensor<64xf32>) -> tensor<64xf32> loc("backward.layer4.0.downsample.1")
    %t2168 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t2161 : tensor<2x64x4x4xf32>) outs(%t2164 : tensor<64xf32>) {
    ^bb0(%in2165: f32, %out2166: f32):
      %s2167 = arith.addf %out2166, %in2165 : f32
      linalg.yield %s2167 : f32
    } -> tensor<64xf32> loc("backward.layer4.0.downsample.1")
    %t2169 = tensor.empty() : tensor<64xf32> loc("backward.layer4.0.downsample.1")
    %t2174 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t2149 : tensor<64xf32>) outs(%t2169 : tensor<64xf32>) {
    ^bb0(%in2170: f32, %out2171: f32):
      %s2172 = arith.constant 3.125000000e-02 : f32
      %s2173 = arith.mulf %in2170, %s2172 : f32
      linalg.yield %s2173 : f32
    } -> tensor<64xf32> loc("backward.layer4.0.downsample.1")
    %t2175 = tensor.expand_shape %t2174 [[0, 1]] output_shape [1, 64] : tensor<64xf32> into tensor<1x64xf32> loc("backward.layer4.0.downsample.1")
    %t2176 = tensor.expand_shape %t2175 [[0], [1, 2]] output_shape [1, 64, 1] : tensor<1x64xf32> into tensor<1x64x1xf32> loc("backward.layer4.0.downsample.1")
    %t2177 = tensor.expand_shape %t2176 [[0], [1], [2, 3]] output_shape [1, 64, 1, 1] : tensor<1x64x1xf32> into tensor<1x64x1x1xf32> loc("backward.layer4.0.downsample.1")
    %t2178 = tensor.empty() : tensor<64xf32> loc("backward.layer4.0.downsample.1")
    %t2183 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t2168 : tensor<64xf32>) outs(%t2178 : tensor<64xf32>) {
    ^bb0(%in2179: f32, %out2180: f32):
      %s2181 = arith.constant 3.125000000e-02 : f32
      %s2182 = arith.mulf %in2179, %s2181 : f32
      linalg.yield %s2182 : f32
    } -> tensor<64xf32> loc("backward.layer4.0.downsample.1")
    %t2184 = tensor.empty() : tensor<64xf32> loc("backward.layer4.0.downsample.1")
    %t2189 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1476, %t1476 : tensor<64xf32>, tensor<64xf32>) outs(%t2184 : tensor<64xf32>) {
    ^bb0(%in2185: f32, %in2186: f32, %out2187: f32):
      %s2188 = arith.mulf %in2185, %in2186 : f32
      linalg.yield %s2188 : f32
    } -> tensor<64xf32> loc("backward.layer4.0.downsample.1")
    %t2190 = tensor.empty() : tensor<64xf32> loc("backward.layer4.0.downsample.1")
    %t2195 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t2183, %t2189 : tensor<64xf32>, tensor<64xf32>) outs(%t2190 : tensor<64xf32>) {
    ^bb0(%in2191: f32, %in2192: f32, %out2193: f32):
      %s2194 = arith.mulf %in2191, %in2192 : f32
      linalg.yield %s2194 : f32
    } -> tensor<64xf32> loc("backward.layer4.0.downsample.1")
    %t2196 = tensor.expand_shape %t2195 [[0, 1]] output_shape [1, 64] : tensor<64xf32> into tensor<1x64xf32> loc("backward.layer4.0.downsample.1")
    %t2197 = tensor.expand_shape %t2196 [[0], [1, 2]] output_shape [1, 64, 1] : tensor<1x64xf32> into tensor<1x64x1xf32> loc("backward.layer4.0.downsample.1")
    %t2198 = tensor.expand_shape %t2197 [[0], [1], [2, 3]] output_shape [1, 64, 1, 1] : tensor<1x64x1xf32> into tensor<1x64x1x1xf32> loc("backward.layer4.0.downsample.1")
    %t2199 = tensor.empty() : tensor<64xf32> loc("backward.layer4.0.downsample.1")
    %t2204 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1476, %primals_53 : tensor<64xf32>, tensor<64xf32>) outs(%t2199 : tensor<64xf32>) {
    ^bb0(%in2200: f32, %in2201: f32, %out2202: f32):
      %s2203 = arith.mulf %in2200, %in2201 : f32
      linalg.yield %s2203 : f32
    } -> tensor<64xf32> loc("backward.layer4.0.downsample.1")
    %t2205 = tensor.expand_shape %t2204 [[0, 1]] output_shape [1, 64] : tensor<64xf32> into tensor<1x64xf32> loc("backward.layer4.0.downsample.1")
    %t2206 = tensor.expand_shape %t2205 [[0], [1, 2]] output_shape [1, 64, 1] : tensor<1x64xf32> into tensor<1x64x1xf32> loc("backward.layer4.0.downsample.1")
    %t2207 = tensor.expand_shape %t2206 [[0], [1], [2, 3]] output_shape [1, 64, 1, 1] : tensor<1x64x1xf32> into tensor<1x64x1x1xf32> loc("backward.layer4.0.downsample.1")
    %t2208 = tensor.empty() : tensor<2x64x4x4xf32> loc("backward.layer4.0.downsample.1")
    %t2213 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1408, %t2142 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%t2208 : tensor<2x64x4x4xf32>) {
    ^bb0(%in2209: f32, %in2210: f32, %out2211: f32):
      %s2212 = arith.subf %in2209, %in2210 : f32
      linalg.yield %s2212 : f32
    } -> tensor<2x64x4x4xf32> loc("backward.layer4.0.downsample.1")
    %t2214 = tensor.empty() : tensor<2x64x4x4xf32> loc("backward.layer4.0.downsample.1")
    %t2219 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2213, %t2198 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%t2214 : tensor<2x64x4x4xf32>) {
    ^bb0(%in2215: f32, %in2216: f32, %out2217: f32):
      %s2218 = arith.mulf %in2215, %in2216 : f32
      linalg.yield %s2218 : f32
    } -> tensor<2x64x4x4xf32> loc("backward.layer4.0.downsample.1")
    %t2220 = tensor.empty() : tensor<2x64x4x4xf32> loc("backward.layer4.0.downsample.1")
    %t2225 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2139, %t2219 : tensor<2x64x4x4xf32>, tensor<2x64x4x4xf32>) outs(%t2220 : tensor<2x64x4x4xf32>) {
    ^bb0(%in2221: f32, %in2222: f32, %out2223: f32):
      %s2224 = arith.subf %in2221, %in2222 : f32
      linalg.yield %s2224 : f32
    } -> tensor<2x64x4x4xf32> loc("backward.layer4.0.downsample.1")
    %t2226 = tensor.empty() : tensor<2x64x4x4xf32> loc("backward.layer4.0.downsample.1")
    %t2231 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2225, %t2177 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%t2226 : tensor<2x64x4x4xf32>) {
    ^bb0(%in2227: f32, %in2228: f32, %out2229: f32):
      %s2230 = arith.subf %in2227, %in2228 : f32
      linalg.yield %s2230 : f32
    } -> tensor<2x64x4x4xf32> loc("backward.layer4.0.downsample.1")
    %t2232 = tensor.empty() : tensor<2x64x4x4xf32> loc("backward.layer4.0.downsample.1")
    %t2237 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2231, %t2207 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%t2232 : tensor<2x64x4x4xf32>) {
    ^bb0(%in2233: f32, %in2234: f32, %out2235: f32):
      %s2236 = arith.mulf %in2233, %in2234 : f32
      linalg.yield %s2236 : f32
    } -> tensor<2x64x4x4xf32> loc("backward.layer4.0.downsample.1")
    %t2238 = tensor.empty() : tensor<64xf32> loc("backward.layer4.0.downsample.1")
    %t2243 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t2168, %t1476 : tensor<64xf32>, tensor<64xf32>) outs(%t2238 : tensor<64xf32>) {
    ^bb0(%in2239: f32, %in2240: f32, %out2241: f32):
      %s2242 = arith.mulf %in2239, %in2240 : f32
      linalg.yield %s2242 : f32
    } -> tensor<64xf32> loc("backward.layer4.0.downsample.1")
    %t2244 = tensor.empty() : tensor<2x64x7x7xf32> loc("backward.layer4.0.downsample.0")
    %c2245 = arith.constant 0.000000000e+00 : f32 loc("backward.layer4.0.downsample.0")
    %t2246 = linalg.fill ins(%c2245 : f32) outs(%t2244 : tensor<2x64x7x7xf32>) -> tensor<2x64x7x7xf32> loc("backward.layer4.0.downsample.0")
    %t2247 = tensor.insert_slice %t2237 into %t2246[0, 0, 0, 0] [2, 64, 4, 4] [1, 1, 2, 2] : tensor<2x64x4x4xf32> into tensor<2x64x7x7xf32> loc("backward.layer4.0.downsample.0")
    %t2248 = tensor.empty() : tensor<2x64x8x8xf32> loc("backward.layer4.0.downsample.0")
    %c2249 = arith.constant 0.000000000e+00 : f32 loc("backward.layer4.0.downsample.0")
    %t2250 = linalg.fill ins(%c2249 : f32) outs(%t2248 : tensor<2x64x8x8xf32>) -> tensor<2x64x8x8xf32> loc("backward.layer4.0.downsample.0")
    %t2251 = tensor.insert_slice %t2247 into %t2250[0, 0, 0, 0] [2, 64, 7, 7] [1, 1, 1, 1] : tensor<2x64x7x7xf32> into tensor<2x64x8x8xf32> loc("backward.layer4.0.downsample.0")
    %t2252 = tensor.empty() : tensor<32x64x1x1xf32> loc("backward.layer4.0.downsample.0")
    %t2255 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d0, -d2 + 0, -d3 + 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%primals_52 : tensor<64x32x1x1xf32>) outs(%t2252 : tensor<32x64x1x1xf32>) {
    ^bb0(%in2253: f32, %out2254: f32):
      linalg.yield %in2253 : f32
    } -> tensor<32x64x1x1xf32> loc("backward.layer4.0.downsample.0")
    %t2256 = tensor.empty() : tensor<2x32x8x8xf32> loc("backward.layer4.0.downsample.0")
    %c2257 = arith.constant 0.000000000e+00 : f32 loc("backward.layer4.0.downsample.0")
    %t2258 = linalg.fill ins(%c2257 : f32) outs(%t2256 : tensor<2x32x8x8xf32>) -> tensor<2x32x8x8xf32> loc("backward.layer4.0.downsample.0")
    %t2259 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%t2251, %t2255 : tensor<2x64x8x8xf32>, tensor<32x64x1x1xf32>) outs(%t2258 : tensor<2x32x8x8xf32>) -> tensor<2x32x8x8xf32> loc("backward.layer4.0.downsample.0")
    %t2260 = tensor.empty() : tensor<64x32x1x1xf32> loc("backward.layer4.0.downsample.0")
    %c2261 = arith.constant 0.000000000e+00 : f32 loc("backward.layer4.0.downsample.0")
    %t2262 = linalg.fill ins(%c2261 : f32) outs(%t2260 : tensor<64x32x1x1xf32>) -> tensor<64x32x1x1xf32> loc("backward.layer4.0.downsample.0")
    %t2268 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d0, d5, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d1, d5 * 2 + d2 * 1, d6 * 2 + d3 * 1)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%t2237, %t1246 : tensor<2x64x4x4xf32>, tensor<2x32x8x8xf32>) outs(%t2262 : tensor<64x32x1x1xf32>) {
    ^bb0(%in2263: f32, %in2264: f32, %out2265: f32):
      %s2266 = arith.mulf %in2263, %in2264 : f32
      %s2267 = arith.addf %out2265, %s2266 : f32
      linalg.yield %s2267 : f32
    } -> tensor<64x32x1x1xf32> loc("backward.layer4.0.downsample.0")
    %t2269 = tensor.expand_shape %t1403 [[0, 1]] output_shape [1, 64] : tensor<64xf32> into tensor<1x64xf32> loc("backward.layer4.0.bn2")
    %t2270 = tensor.expand_shape %t2269 [[0], [1, 2]] output_shape [1, 64, 1] : tensor<1x64xf32> into tensor<1x64x1xf32> loc("backward.layer4.0.bn2")
    %t2271 = tensor.expand_shape %t2270 [[0], [1], [2, 3]] output_shape [1, 64, 1, 1] : tensor<1x64x1xf32> into tensor<1x64x1x1xf32> loc("backward.layer4.0.bn2")
    %t2272 = tensor.empty() : tensor<64xf32> loc("backward.layer4.0.bn2")
    %c2273 = arith.constant 0.000000000e+00 : f32 loc("backward.layer4.0.bn2")
    %t2274 = linalg.fill ins(%c2273 : f32) outs(%t2272 : tensor<64xf32>) -> tensor<64xf32> loc("backward.layer4.0.bn2")
    %t2278 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t2139 : tensor<2x64x4x4xf32>) outs(%t2274 : tensor<64xf32>) {
    ^bb0(%in2275: f32, %out2276: f32):
      %s2277 = arith.addf %out2276, %in2275 : f32
      linalg.yield %s2277 : f32
    } -> tensor<64xf32> loc("backward.layer4.0.bn2")
    %t2279 = tensor.empty() : tensor<2x64x4x4xf32> loc("backward.layer4.0.bn2")
    %t2284 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1336, %t2271 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%t2279 : tensor<2x64x4x4xf32>) {
    ^bb0(%in2280: f32, %in2281: f32, %out2282: f32):
      %s2283 = arith.subf %in2280, %in2281 : f32
      linalg.yield %s2283 : f32
    } -> tensor<2x64x4x4xf32> loc("backward.layer4.0.bn2")
    %t2285 = tensor.empty() : tensor<2x64x4x4xf32> loc("backward.layer4.0.bn2")
    %t2290 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2139, %t2284 : tensor<2x64x4x4xf32>, tensor<2x64x4x4xf32>) outs(%t2285 : tensor<2x64x4x4xf32>) {
    ^bb0(%in2286: f32, %in2287: f32, %out2288: f32):
      %s2289 = arith.mulf %in2286, %in2287 : f32
      linalg.yield %s2289 : f32
    } -> tensor<2x64x4x4xf32> loc("backward.layer4.0.bn2")
    %t2291 = tensor.empty() : tensor<64xf32> loc("backward.layer4.0.bn2")
    %c2292 = arith.constant 0.000000000e+00 : f32 loc("backward.layer4.0.bn2")
    %t2293 = linalg.fill ins(%c2292 : f32) outs(%t2291 : tensor<64xf32>) -> tensor<64xf32> loc("backward.layer4.0.bn2")
    %t2297 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t2290 : tensor<2x64x4x4xf32>) outs(%t2293 : tensor<64xf32>) {
    ^bb0(%in2294: f32, %out2295: f32):
      %s2296 = arith.addf %out2295, %in2294 : f32
      linalg.yield %s2296 : f32
    } -> tensor<64xf32> loc("backward.layer4.0.bn2")
    %t2298 = tensor.empty() : tensor<64xf32> loc("backward.layer4.0.bn2")
    %t2303 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t2278 : tensor<64xf32>) outs(%t2298 : tensor<64xf32>) {
    ^bb0(%in2299: f32, %out2300: f32):
      %s2301 = arith.constant 3.125000000e-02 : f32
      %s2302 = arith.mulf %in2299, %s2301 : f32
      linalg.yield %s2302 : f32
    } -> tensor<64xf32> loc("backward.layer4.0.bn2")
    %t2304 = tensor.expand_shape %t2303 [[0, 1]] output_shape [1, 64] : tensor<64xf32> into tensor<1x64xf32> loc("backward.layer4.0.bn2")
    %t2305 = tensor.expand_shape %t2304 [[0], [1, 2]] output_shape [1, 64, 1] : tensor<1x64xf32> into tensor<1x64x1xf32> loc("backward.layer4.0.bn2")
    %t2306 = tensor.expand_shape %t2305 [[0], [1], [2, 3]] output_shape [1, 64, 1, 1] : tensor<1x64x1xf32> into tensor<1x64x1x1xf32> loc("backward.layer4.0.bn2")
    %t2307 = tensor.empty() : tensor<64xf32> loc("backward.layer4.0.bn2")
    %t2312 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t2297 : tensor<64xf32>) outs(%t2307 : tensor<64xf32>) {
    ^bb0(%in2308: f32, %out2309: f32):
      %s2310 = arith.constant 3.125000000e-02 : f32
      %s2311 = arith.mulf %in2308, %s2310 : f32
      linalg.yield %s2311 : f32
    } -> tensor<64xf32> loc("backward.layer4.0.bn2")
    %t2313 = tensor.empty() : tensor<64xf32> loc("backward.layer4.0.bn2")
    %t2318 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1404, %t1404 : tensor<64xf32>, tensor<64xf32>) outs(%t2313 : tensor<64xf32>) {
    ^bb0(%in2314: f32, %in2315: f32, %out2316: f32):
      %s2317 = arith.mulf %in2314, %in2315 : f32
      linalg.yield %s2317 : f32
    } -> tensor<64xf32> loc("backward.layer4.0.bn2")
    %t2319 = tensor.empty() : tensor<64xf32> loc("backward.layer4.0.bn2")
    %t2324 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t2312, %t2318 : tensor<64xf32>, tensor<64xf32>) outs(%t2319 : tensor<64xf32>) {
    ^bb0(%in2320: f32, %in2321: f32, %out2322: f32):
      %s2323 = arith.mulf %in2320, %in2321 : f32
      linalg.yield %s2323 : f32
    } -> tensor<64xf32> loc("backward.layer4.0.bn2")
    %t2325 = tensor.expand_shape %t2324 [[0, 1]] output_shape [1, 64] : tensor<64xf32> into tensor<1x64xf32> loc("backward.layer4.0.bn2")
    %t2326 = tensor.expand_shape %t2325 [[0], [1, 2]] output_shape [1, 64, 1] : tensor<1x64xf32> into tensor<1x64x1xf32> loc("backward.layer4.0.bn2")
    %t2327 = tensor.expand_shape %t2326 [[0], [1], [2, 3]] output_shape [1, 64, 1, 1] : tensor<1x64x1xf32> into tensor<1x64x1x1xf32> loc("backward.layer4.0.bn2")
    %t2328 = tensor.empty() : tensor<64xf32> loc("backward.layer4.0.bn2")
    %t2333 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1404, %primals_50 : tensor<64xf32>, tensor<64xf32>) outs(%t2328 : tensor<64xf32>) {
    ^bb0(%in2329: f32, %in2330: f32, %out2331: f32):
      %s2332 = arith.mulf %in2329, %in2330 : f32
      linalg.yield %s2332 : f32
    } -> tensor<64xf32> loc("backward.layer4.0.bn2")
    %t2334 = tensor.expand_shape %t2333 [[0, 1]] output_shape [1, 64] : tensor<64xf32> into tensor<1x64xf32> loc("backward.layer4.0.bn2")
    %t2335 = tensor.expand_shape %t2334 [[0], [1, 2]] output_shape [1, 64, 1] : tensor<1x64xf32> into tensor<1x64x1xf32> loc("backward.layer4.0.bn2")
    %t2336 = tensor.expand_shape %t2335 [[0], [1], [2, 3]] output_shape [1, 64, 1, 1] : tensor<1x64x1xf32> into tensor<1x64x1x1xf32> loc("backward.layer4.0.bn2")
    %t2337 = tensor.empty() : tensor<2x64x4x4xf32> loc("backward.layer4.0.bn2")
    %t2342 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1336, %t2271 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%t2337 : tensor<2x64x4x4xf32>) {
    ^bb0(%in2338: f32, %in2339: f32, %out2340: f32):
      %s2341 = arith.subf %in2338, %in2339 : f32
      linalg.yield %s2341 : f32
    } -> tensor<2x64x4x4xf32> loc("backward.layer4.0.bn2")
    %t2343 = tensor.empty() : tensor<2x64x4x4xf32> loc("backward.layer4.0.bn2")
    %t2348 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2342, %t2327 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%t2343 : tensor<2x64x4x4xf32>) {
    ^bb0(%in2344: f32, %in2345: f32, %out2346: f32):
      %s2347 = arith.mulf %in2344, %in2345 : f32
      linalg.yield %s2347 : f32
    } -> tensor<2x64x4x4xf32> loc("backward.layer4.0.bn2")
    %t2349 = tensor.empty() : tensor<2x64x4x4xf32> loc("backward.layer4.0.bn2")
    %t2354 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2139, %t2348 : tensor<2x64x4x4xf32>, tensor<2x64x4x4xf32>) outs(%t2349 : tensor<2x64x4x4xf32>) {
    ^bb0(%in2350: f32, %in2351: f32, %out2352: f32):
      %s2353 = arith.subf %in2350, %in2351 : f32
      linalg.yield %s2353 : f32
    } -> tensor<2x64x4x4xf32> loc("backward.layer4.0.bn2")
    %t2355 = tensor.empty() : tensor<2x64x4x4xf32> loc("backward.layer4.0.bn2")
    %t2360 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2354, %t2306 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%t2355 : tensor<2x64x4x4xf32>) {
    ^bb0(%in2356: f32, %in2357: f32, %out2358: f32):
      %s2359 = arith.subf %in2356, %in2357 : f32
      linalg.yield %s2359 : f32
    } -> tensor<2x64x4x4xf32> loc("backward.layer4.0.bn2")
    %t2361 = tensor.empty() : tensor<2x64x4x4xf32> loc("backward.layer4.0.bn2")
    %t2366 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2360, %t2336 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%t2361 : tensor<2x64x4x4xf32>) {
    ^bb0(%in2362: f32, %in2363: f32, %out2364: f32):
      %s2365 = arith.mulf %in2362, %in2363 : f32
      linalg.yield %s2365 : f32
    } -> tensor<2x64x4x4xf32> loc("backward.layer4.0.bn2")
    %t2367 = tensor.empty() : tensor<64xf32> loc("backward.layer4.0.bn2")
    %t2372 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t2297, %t1404 : tensor<64xf32>, tensor<64xf32>) outs(%t2367 : tensor<64xf32>) {
    ^bb0(%in2368: f32, %in2369: f32, %out2370: f32):
      %s2371 = arith.mulf %in2368, %in2369 : f32
      linalg.yield %s2371 : f32
    } -> tensor<64xf32> loc("backward.layer4.0.bn2")
    %t2373 = tensor.empty() : tensor<2x64x8x8xf32> loc("backward.layer4.0.conv2")
    %c2374 = arith.constant 0.000000000e+00 : f32 loc("backward.layer4.0.conv2")
    %t2375 = linalg.fill ins(%c2374 : f32) outs(%t2373 : tensor<2x64x8x8xf32>) -> tensor<2x64x8x8xf32> loc("backward.layer4.0.conv2")
    %t2376 = tensor.insert_slice %t2366 into %t2375[0, 0, 2, 2] [2, 64, 4, 4] [1, 1, 1, 1] : tensor<2x64x4x4xf32> into tensor<2x64x8x8xf32> loc("backward.layer4.0.conv2")
    %t2377 = tensor.empty() : tensor<64x64x3x3xf32> loc("backward.layer4.0.conv2")
    %t2380 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d0, -d2 + 2, -d3 + 2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%primals_49 : tensor<64x64x3x3xf32>) outs(%t2377 : tensor<64x64x3x3xf32>) {
    ^bb0(%in2378: f32, %out2379: f32):
      linalg.yield %in2378 : f32
    } -> tensor<64x64x3x3xf32> loc("backward.layer4.0.conv2")
    %t2381 = tensor.empty() : tensor<2x64x6x6xf32> loc("backward.layer4.0.conv2")
    %c2382 = arith.constant 0.000000000e+00 : f32 loc("backward.layer4.0.conv2")
    %t2383 = linalg.fill ins(%c2382 : f32) outs(%t2381 : tensor<2x64x6x6xf32>) -> tensor<2x64x6x6xf32> loc("backward.layer4.0.conv2")
    %t2384 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%t2376, %t2380 : tensor<2x64x8x8xf32>, tensor<64x64x3x3xf32>) outs(%t2383 : tensor<2x64x6x6xf32>) -> tensor<2x64x6x6xf32> loc("backward.layer4.0.conv2")
    %t2385 = tensor.extract_slice %t2384[0, 0, 1, 1] [2, 64, 4, 4] [1, 1, 1, 1] : tensor<2x64x6x6xf32> to tensor<2x64x4x4xf32> loc("backward.layer4.0.conv2")
    %t2386 = tensor.empty() : tensor<2x64x6x6xf32> loc("backward.layer4.0.conv2")
    %c2387 = arith.constant 0.000000000e+00 : f32 loc("backward.layer4.0.conv2")
    %t2388 = linalg.fill ins(%c2387 : f32) outs(%t2386 : tensor<2x64x6x6xf32>) -> tensor<2x64x6x6xf32> loc("backward.layer4.0.conv2")
    %t2389 = tensor.insert_slice %t1328 into %t2388[0, 0, 1, 1] [2, 64, 4, 4] [1, 1, 1, 1] : tensor<2x64x4x4xf32> into tensor<2x64x6x6xf32> loc("backward.layer4.0.conv2")
    %t2390 = tensor.empty() : tensor<64x64x3x3xf32> loc("backward.layer4.0.conv2")
    %c2391 = arith.constant 0.000000000e+00 : f32 loc("backward.layer4.0.conv2")
    %t2392 = linalg.fill ins(%c2391 : f32) outs(%t2390 : tensor<64x64x3x3xf32>) -> tensor<64x64x3x3xf32> loc("backward.layer4.0.conv2")
    %t2398 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d0, d5, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d1, d5 * 1 + d2 * 1, d6 * 1 + d3 * 1)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%t2366, %t2389 : tensor<2x64x4x4xf32>, tensor<2x64x6x6xf32>) outs(%t2392 : tensor<64x64x3x3xf32>) {
    ^bb0(%in2393: f32, %in2394: f32, %out2395: f32):
      %s2396 = arith.mulf %in2393, %in2394 : f32
      %s2397 = arith.addf %out2395, %s2396 : f32
      linalg.yield %s2397 : f32
    } -> tensor<64x64x3x3xf32> loc("backward.layer4.0.conv2")
    %t2399 = tensor.empty() : tensor<2x64x4x4xi1> loc("backward.layer4.0.relu")
    %t2404 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1328 : tensor<2x64x4x4xf32>) outs(%t2399 : tensor<2x64x4x4xi1>) {
    ^bb0(%in2400: f32, %out2401: i1):
      %s2402 = arith.constant 0.000000000e+00 : f32
      %s2403 = arith.cmpf ole, %in2400, %s2402 : f32
      linalg.yield %s2403 : i1
    } -> tensor<2x64x4x4xi1> loc("backward.layer4.0.relu")
    %cst2405 = arith.constant dense<0.000000000e+00> : tensor<f32> loc("backward.layer4.0.relu")
    %t2406 = tensor.empty() : tensor<2x64x4x4xf32> loc("backward.layer4.0.relu")
    %t2412 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2404, %cst2405, %t2385 : tensor<2x64x4x4xi1>, tensor<f32>, tensor<2x64x4x4xf32>) outs(%t2406 : tensor<2x64x4x4xf32>) {
    ^bb0(%in2407: i1, %in2408: f32, %in2409: f32, %out2410: f32):
      %s2411 = arith.select %in2407, %in2408, %in2409 : f32
      linalg.yield %s2411 : f32
    } -> tensor<2x64x4x4xf32> loc("backward.layer4.0.relu")
    %t2413 = tensor.expand_shape %t1321 [[0, 1]] output_shape [1, 64] : tensor<64xf32> into tensor<1x64xf32> loc("backward.layer4.0.bn1")
    %t2414 = tensor.expand_shape %t2413 [[0], [1, 2]] output_shape [1, 64, 1] : tensor<1x64xf32> into tensor<1x64x1xf32> loc("backward.layer4.0.bn1")
    %t2415 = tensor.expand_shape %t2414 [[0], [1], [2, 3]] output_shape [1, 64, 1, 1] : tensor<1x64x1xf32> into tensor<1x64x1x1xf32> loc("backward.layer4.0.bn1")
    %t2416 = tensor.empty() : tensor<64xf32> loc("backward.layer4.0.bn1")
    %c2417 = arith.constant 0.000000000e+00 : f32 loc("backward.layer4.0.bn1")
    %t2418 = linalg.fill ins(%c2417 : f32) outs(%t2416 : tensor<64xf32>) -> tensor<64xf32> loc("backward.layer4.0.bn1")
    %t2422 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t2412 : tensor<2x64x4x4xf32>) outs(%t2418 : tensor<64xf32>) {
    ^bb0(%in2419: f32, %out2420: f32):
      %s2421 = arith.addf %out2420, %in2419 : f32
      linalg.yield %s2421 : f32
    } -> tensor<64xf32> loc("backward.layer4.0.bn1")
    %t2423 = tensor.empty() : tensor<2x64x4x4xf32> loc("backward.layer4.0.bn1")
    %t2428 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1254, %t2415 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%t2423 : tensor<2x64x4x4xf32>) {
    ^bb0(%in2424: f32, %in2425: f32, %out2426: f32):
      %s2427 = arith.subf %in2424, %in2425 : f32
      linalg.yield %s2427 : f32
    } -> tensor<2x64x4x4xf32> loc("backward.layer4.0.bn1")
    %t2429 = tensor.empty() : tensor<2x64x4x4xf32> loc("backward.layer4.0.bn1")
    %t2434 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2412, %t2428 : tensor<2x64x4x4xf32>, tensor<2x64x4x4xf32>) outs(%t2429 : tensor<2x64x4x4xf32>) {
    ^bb0(%in2430: f32, %in2431: f32, %out2432: f32):
      %s2433 = arith.mulf %in2430, %in2431 : f32
      linalg.yield %s2433 : f32
    } -> tensor<2x64x4x4xf32> loc("backward.layer4.0.bn1")
    %t2435 = tensor.empty() : tensor<64xf32> loc("backward.layer4.0.bn1")
    %c2436 = arith.constant 0.000000000e+00 : f32 loc("backward.layer4.0.bn1")
    %t2437 = linalg.fill ins(%c2436 : f32) outs(%t2435 : tensor<64xf32>) -> tensor<64xf32> loc("backward.layer4.0.bn1")
    %t2441 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t2434 : tensor<2x64x4x4xf32>) outs(%t2437 : tensor<64xf32>) {
    ^bb0(%in2438: f32, %out2439: f32):
      %s2440 = arith.addf %out2439, %in2438 : f32
      linalg.yield %s2440 : f32
    } -> tensor<64xf32> loc("backward.layer4.0.bn1")
    %t2442 = tensor.empty() : tensor<64xf32> loc("backward.layer4.0.bn1")
    %t2447 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t2422 : tensor<64xf32>) outs(%t2442 : tensor<64xf32>) {
    ^bb0(%in2443: f32, %out2444: f32):
      %s2445 = arith.constant 3.125000000e-02 : f32
      %s2446 = arith.mulf %in2443, %s2445 : f32
      linalg.yield %s2446 : f32
    } -> tensor<64xf32> loc("backward.layer4.0.bn1")
    %t2448 = tensor.expand_shape %t2447 [[0, 1]] output_shape [1, 64] : tensor<64xf32> into tensor<1x64xf32> loc("backward.layer4.0.bn1")
    %t2449 = tensor.expand_shape %t2448 [[0], [1, 2]] output_shape [1, 64, 1] : tensor<1x64xf32> into tensor<1x64x1xf32> loc("backward.layer4.0.bn1")
    %t2450 = tensor.expand_shape %t2449 [[0], [1], [2, 3]] output_shape [1, 64, 1, 1] : tensor<1x64x1xf32> into tensor<1x64x1x1xf32> loc("backward.layer4.0.bn1")
    %t2451 = tensor.empty() : tensor<64xf32> loc("backward.layer4.0.bn1")
    %t2456 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t2441 : tensor<64xf32>) outs(%t2451 : tensor<64xf32>) {
    ^bb0(%in2452: f32, %out2453: f32):
      %s2454 = arith.constant 3.125000000e-02 : f32
      %s2455 = arith.mulf %in2452, %s2454 : f32
      linalg.yield %s2455 : f32
    } -> tensor<64xf32> loc("backward.layer4.0.bn1")
    %t2457 = tensor.empty() : tensor<64xf32> loc("backward.layer4.0.bn1")
    %t2462 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1322, %t1322 : tensor<64xf32>, tensor<64xf32>) outs(%t2457 : tensor<64xf32>) {
    ^bb0(%in2458: f32, %in2459: f32, %out2460: f32):
      %s2461 = arith.mulf %in2458, %in2459 : f32
      linalg.yield %s2461 : f32
    } -> tensor<64xf32> loc("backward.layer4.0.bn1")
    %t2463 = tensor.empty() : tensor<64xf32> loc("backward.layer4.0.bn1")
    %t2468 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t2456, %t2462 : tensor<64xf32>, tensor<64xf32>) outs(%t2463 : tensor<64xf32>) {
    ^bb0(%in2464: f32, %in2465: f32, %out2466: f32):
      %s2467 = arith.mulf %in2464, %in2465 : f32
      linalg.yield %s2467 : f32
    } -> tensor<64xf32> loc("backward.layer4.0.bn1")
    %t2469 = tensor.expand_shape %t2468 [[0, 1]] output_shape [1, 64] : tensor<64xf32> into tensor<1x64xf32> loc("backward.layer4.0.bn1")
    %t2470 = tensor.expand_shape %t2469 [[0], [1, 2]] output_shape [1, 64, 1] : tensor<1x64xf32> into tensor<1x64x1xf32> loc("backward.layer4.0.bn1")
    %t2471 = tensor.expand_shape %t2470 [[0], [1], [2, 3]] output_shape [1, 64, 1, 1] : tensor<1x64x1xf32> into tensor<1x64x1x1xf32> loc("backward.layer4.0.bn1")
    %t2472 = tensor.empty() : tensor<64xf32> loc("backward.layer4.0.bn1")
    %t2477 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1322, %primals_47 : tensor<64xf32>, tensor<64xf32>) outs(%t2472 : tensor<64xf32>) {
    ^bb0(%in2473: f32, %in2474: f32, %out2475: f32):
      %s2476 = arith.mulf %in2473, %in2474 : f32
      linalg.yield %s2476 : f32
    } -> tensor<64xf32> loc("backward.layer4.0.bn1")
    %t2478 = tensor.expand_shape %t2477 [[0, 1]] output_shape [1, 64] : tensor<64xf32> into tensor<1x64xf32> loc("backward.layer4.0.bn1")
    %t2479 = tensor.expand_shape %t2478 [[0], [1, 2]] output_shape [1, 64, 1] : tensor<1x64xf32> into tensor<1x64x1xf32> loc("backward.layer4.0.bn1")
    %t2480 = tensor.expand_shape %t2479 [[0], [1], [2, 3]] output_shape [1, 64, 1, 1] : tensor<1x64x1xf32> into tensor<1x64x1x1xf32> loc("backward.layer4.0.bn1")
    %t2481 = tensor.empty() : tensor<2x64x4x4xf32> loc("backward.layer4.0.bn1")
    %t2486 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1254, %t2415 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%t2481 : tensor<2x64x4x4xf32>) {
    ^bb0(%in2482: f32, %in2483: f32, %out2484: f32):
      %s2485 = arith.subf %in2482, %in2483 : f32
      linalg.yield %s2485 : f32
    } -> tensor<2x64x4x4xf32> loc("backward.layer4.0.bn1")
    %t2487 = tensor.empty() : tensor<2x64x4x4xf32> loc("backward.layer4.0.bn1")
    %t2492 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2486, %t2471 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%t2487 : tensor<2x64x4x4xf32>) {
    ^bb0(%in2488: f32, %in2489: f32, %out2490: f32):
      %s2491 = arith.mulf %in2488, %in2489 : f32
      linalg.yield %s2491 : f32
    } -> tensor<2x64x4x4xf32> loc("backward.layer4.0.bn1")
    %t2493 = tensor.empty() : tensor<2x64x4x4xf32> loc("backward.layer4.0.bn1")
    %t2498 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2412, %t2492 : tensor<2x64x4x4xf32>, tensor<2x64x4x4xf32>) outs(%t2493 : tensor<2x64x4x4xf32>) {
    ^bb0(%in2494: f32, %in2495: f32, %out2496: f32):
      %s2497 = arith.subf %in2494, %in2495 : f32
      linalg.yield %s2497 : f32
    } -> tensor<2x64x4x4xf32> loc("backward.layer4.0.bn1")
    %t2499 = tensor.empty() : tensor<2x64x4x4xf32> loc("backward.layer4.0.bn1")
    %t2504 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2498, %t2450 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%t2499 : tensor<2x64x4x4xf32>) {
    ^bb0(%in2500: f32, %in2501: f32, %out2502: f32):
      %s2503 = arith.subf %in2500, %in2501 : f32
      linalg.yield %s2503 : f32
    } -> tensor<2x64x4x4xf32> loc("backward.layer4.0.bn1")
    %t2505 = tensor.empty() : tensor<2x64x4x4xf32> loc("backward.layer4.0.bn1")
    %t2510 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2504, %t2480 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%t2505 : tensor<2x64x4x4xf32>) {
    ^bb0(%in2506: f32, %in2507: f32, %out2508: f32):
      %s2509 = arith.mulf %in2506, %in2507 : f32
      linalg.yield %s2509 : f32
    } -> tensor<2x64x4x4xf32> loc("backward.layer4.0.bn1")
    %t2511 = tensor.empty() : tensor<64xf32> loc("backward.layer4.0.bn1")
    %t2516 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t2441, %t1322 : tensor<64xf32>, tensor<64xf32>) outs(%t2511 : tensor<64xf32>) {
    ^bb0(%in2512: f32, %in2513: f32, %out2514: f32):
      %s2515 = arith.mulf %in2512, %in2513 : f32
      linalg.yield %s2515 : f32
    } -> tensor<64xf32> loc("backward.layer4.0.bn1")
    %t2517 = tensor.empty() : tensor<2x64x7x7xf32> loc("backward.layer4.0.conv1")
    %c2518 = arith.constant 0.000000000e+00 : f32 loc("backward.layer4.0.conv1")
    %t2519 = linalg.fill ins(%c2518 : f32) outs(%t2517 : tensor<2x64x7x7xf32>) -> tensor<2x64x7x7xf32> loc("backward.layer4.0.conv1")
    %t2520 = tensor.insert_slice %t2510 into %t2519[0, 0, 0, 0] [2, 64, 4, 4] [1, 1, 2, 2] : tensor<2x64x4x4xf32> into tensor<2x64x7x7xf32> loc("backward.layer4.0.conv1")
    %t2521 = tensor.empty() : tensor<2x64x12x12xf32> loc("backward.layer4.0.conv1")
    %c2522 = arith.constant 0.000000000e+00 : f32 loc("backward.layer4.0.conv1")
    %t2523 = linalg.fill ins(%c2522 : f32) outs(%t2521 : tensor<2x64x12x12xf32>) -> tensor<2x64x12x12xf32> loc("backward.layer4.0.conv1")
    %t2524 = tensor.insert_slice %t2520 into %t2523[0, 0, 2, 2] [2, 64, 7, 7] [1, 1, 1, 1] : tensor<2x64x7x7xf32> into tensor<2x64x12x12xf32> loc("backward.layer4.0.conv1")
    %t2525 = tensor.empty() : tensor<32x64x3x3xf32> loc("backward.layer4.0.conv1")
    %t2528 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d0, -d2 + 2, -d3 + 2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%primals_46 : tensor<64x32x3x3xf32>) outs(%t2525 : tensor<32x64x3x3xf32>) {
    ^bb0(%in2526: f32, %out2527: f32):
      linalg.yield %in2526 : f32
    } -> tensor<32x64x3x3xf32> loc("backward.layer4.0.conv1")
    %t2529 = tensor.empty() : tensor<2x32x10x10xf32> loc("backward.layer4.0.conv1")
    %c2530 = arith.constant 0.000000000e+00 : f32 loc("backward.layer4.0.conv1")
    %t2531 = linalg.fill ins(%c2530 : f32) outs(%t2529 : tensor<2x32x10x10xf32>) -> tensor<2x32x10x10xf32> loc("backward.layer4.0.conv1")
    %t2532 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%t2524, %t2528 : tensor<2x64x12x12xf32>, tensor<32x64x3x3xf32>) outs(%t2531 : tensor<2x32x10x10xf32>) -> tensor<2x32x10x10xf32> loc("backward.layer4.0.conv1")
    %t2533 = tensor.extract_slice %t2532[0, 0, 1, 1] [2, 32, 8, 8] [1, 1, 1, 1] : tensor<2x32x10x10xf32> to tensor<2x32x8x8xf32> loc("backward.layer4.0.conv1")
    %t2534 = tensor.empty() : tensor<2x32x10x10xf32> loc("backward.layer4.0.conv1")
    %c2535 = arith.constant 0.000000000e+00 : f32 loc("backward.layer4.0.conv1")
    %t2536 = linalg.fill ins(%c2535 : f32) outs(%t2534 : tensor<2x32x10x10xf32>) -> tensor<2x32x10x10xf32> loc("backward.layer4.0.conv1")
    %t2537 = tensor.insert_slice %t1246 into %t2536[0, 0, 1, 1] [2, 32, 8, 8] [1, 1, 1, 1] : tensor<2x32x8x8xf32> into tensor<2x32x10x10xf32> loc("backward.layer4.0.conv1")
    %t2538 = tensor.empty() : tensor<64x32x3x3xf32> loc("backward.layer4.0.conv1")
    %c2539 = arith.constant 0.000000000e+00 : f32 loc("backward.layer4.0.conv1")
    %t2540 = linalg.fill ins(%c2539 : f32) outs(%t2538 : tensor<64x32x3x3xf32>) -> tensor<64x32x3x3xf32> loc("backward.layer4.0.conv1")
    %t2546 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d0, d5, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d1, d5 * 2 + d2 * 1, d6 * 2 + d3 * 1)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%t2510, %t2537 : tensor<2x64x4x4xf32>, tensor<2x32x10x10xf32>) outs(%t2540 : tensor<64x32x3x3xf32>) {
    ^bb0(%in2541: f32, %in2542: f32, %out2543: f32):
      %s2544 = arith.mulf %in2541, %in2542 : f32
      %s2545 = arith.addf %out2543, %s2544 : f32
      linalg.yield %s2545 : f32
    } -> tensor<64x32x3x3xf32> loc("backward.layer4.0.conv1")
    %t2547 = tensor.empty() : tensor<2x32x8x8xf32> loc("backward.add_9")
    %t2552 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2259, %t2533 : tensor<2x32x8x8xf32>, tensor<2x32x8x8xf32>) outs(%t2547 : tensor<2x32x8x8xf32>) {
    ^bb0(%in2548: f32, %in2549: f32, %out2550: f32):
      %s2551 = arith.addf %in2548, %in2549 : f32
      linalg.yield %s2551 : f32
    } -> tensor<2x32x8x8xf32> loc("backward.add_9")
    %t2553 = tensor.empty() : tensor<2x32x8x8xi1> loc("backward.layer3.1.relu")
    %t2558 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1246 : tensor<2x32x8x8xf32>) outs(%t2553 : tensor<2x32x8x8xi1>) {
    ^bb0(%in2554: f32, %out2555: i1):
      %s2556 = arith.constant 0.000000000e+00 : f32
      %s2557 = arith.cmpf ole, %in2554, %s2556 : f32
      linalg.yield %s2557 : i1
    } -> tensor<2x32x8x8xi1> loc("backward.layer3.1.relu")
    %cst2559 = arith.constant dense<0.000000000e+00> : tensor<f32> loc("backward.layer3.1.relu")
    %t2560 = tensor.empty() : tensor<2x32x8x8xf32> loc("backward.layer3.1.relu")
    %t2566 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2558, %cst2559, %t2552 : tensor<2x32x8x8xi1>, tensor<f32>, tensor<2x32x8x8xf32>) outs(%t2560 : tensor<2x32x8x8xf32>) {
    ^bb0(%in2561: i1, %in2562: f32, %in2563: f32, %out2564: f32):
      %s2565 = arith.select %in2561, %in2562, %in2563 : f32
      linalg.yield %s2565 : f32
    } -> tensor<2x32x8x8xf32> loc("backward.layer3.1.relu")
    %t2567 = tensor.expand_shape %t1233 [[0, 1]] output_shape [1, 32] : tensor<32xf32> into tensor<1x32xf32> loc("backward.layer3.1.bn2")
    %t2568 = tensor.expand_shape %t2567 [[0], [1, 2]] output_shape [1, 32, 1] : tensor<1x32xf32> into tensor<1x32x1xf32> loc("backward.layer3.1.bn2")
    %t2569 = tensor.expand_shape %t2568 [[0], [1], [2, 3]] output_shape [1, 32, 1, 1] : tensor<1x32x1xf32> into tensor<1x32x1x1xf32> loc("backward.layer3.1.bn2")
    %t2570 = tensor.empty() : tensor<32xf32> loc("backward.layer3.1.bn2")
    %c2571 = arith.constant 0.000000000e+00 : f32 loc("backward.layer3.1.bn2")
    %t2572 = linalg.fill ins(%c2571 : f32) outs(%t2570 : tensor<32xf32>) -> tensor<32xf32> loc("backward.layer3.1.bn2")
    %t2576 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t2566 : tensor<2x32x8x8xf32>) outs(%t2572 : tensor<32xf32>) {
    ^bb0(%in2573: f32, %out2574: f32):
      %s2575 = arith.addf %out2574, %in2573 : f32
      linalg.yield %s2575 : f32
    } -> tensor<32xf32> loc("backward.layer3.1.bn2")
    %t2577 = tensor.empty() : tensor<2x32x8x8xf32> loc("backward.layer3.1.bn2")
    %t2582 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1166, %t2569 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%t2577 : tensor<2x32x8x8xf32>) {
    ^bb0(%in2578: f32, %in2579: f32, %out2580: f32):
      %s2581 = arith.subf %in2578, %in2579 : f32
      linalg.yield %s2581 : f32
    } -> tensor<2x32x8x8xf32> loc("backward.layer3.1.bn2")
    %t2583 = tensor.empty() : tensor<2x32x8x8xf32> loc("backward.layer3.1.bn2")
    %t2588 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2566, %t2582 : tensor<2x32x8x8xf32>, tensor<2x32x8x8xf32>) outs(%t2583 : tensor<2x32x8x8xf32>) {
    ^bb0(%in2584: f32, %in2585: f32, %out2586: f32):
      %s2587 = arith.mulf %in2584, %in2585 : f32
      linalg.yield %s2587 : f32
    } -> tensor<2x32x8x8xf32> loc("backward.layer3.1.bn2")
    %t2589 = tensor.empty() : tensor<32xf32> loc("backward.layer3.1.bn2")
    %c2590 = arith.constant 0.000000000e+00 : f32 loc("backward.layer3.1.bn2")
    %t2591 = linalg.fill ins(%c2590 : f32) outs(%t2589 : tensor<32xf32>) -> tensor<32xf32> loc("backward.layer3.1.bn2")
    %t2595 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t2588 : tensor<2x32x8x8xf32>) outs(%t2591 : tensor<32xf32>) {
    ^bb0(%in2592: f32, %out2593: f32):
      %s2594 = arith.addf %out2593, %in2592 : f32
      linalg.yield %s2594 : f32
    } -> tensor<32xf32> loc("backward.layer3.1.bn2")
    %t2596 = tensor.empty() : tensor<32xf32> loc("backward.layer3.1.bn2")
    %t2601 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t2576 : tensor<32xf32>) outs(%t2596 : tensor<32xf32>) {
    ^bb0(%in2597: f32, %out2598: f32):
      %s2599 = arith.constant 7.812500000e-03 : f32
      %s2600 = arith.mulf %in2597, %s2599 : f32
      linalg.yield %s2600 : f32
    } -> tensor<32xf32> loc("backward.layer3.1.bn2")
    %t2602 = tensor.expand_shape %t2601 [[0, 1]] output_shape [1, 32] : tensor<32xf32> into tensor<1x32xf32> loc("backward.layer3.1.bn2")
    %t2603 = tensor.expand_shape %t2602 [[0], [1, 2]] output_shape [1, 32, 1] : tensor<1x32xf32> into tensor<1x32x1xf32> loc("backward.layer3.1.bn2")
    %t2604 = tensor.expand_shape %t2603 [[0], [1], [2, 3]] output_shape [1, 32, 1, 1] : tensor<1x32x1xf32> into tensor<1x32x1x1xf32> loc("backward.layer3.1.bn2")
    %t2605 = tensor.empty() : tensor<32xf32> loc("backward.layer3.1.bn2")
    %t2610 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t2595 : tensor<32xf32>) outs(%t2605 : tensor<32xf32>) {
    ^bb0(%in2606: f32, %out2607: f32):
      %s2608 = arith.constant 7.812500000e-03 : f32
      %s2609 = arith.mulf %in2606, %s2608 : f32
      linalg.yield %s2609 : f32
    } -> tensor<32xf32> loc("backward.layer3.1.bn2")
    %t2611 = tensor.empty() : tensor<32xf32> loc("backward.layer3.1.bn2")
    %t2616 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1234, %t1234 : tensor<32xf32>, tensor<32xf32>) outs(%t2611 : tensor<32xf32>) {
    ^bb0(%in2612: f32, %in2613: f32, %out2614: f32):
      %s2615 = arith.mulf %in2612, %in2613 : f32
      linalg.yield %s2615 : f32
    } -> tensor<32xf32> loc("backward.layer3.1.bn2")
    %t2617 = tensor.empty() : tensor<32xf32> loc("backward.layer3.1.bn2")
    %t2622 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t2610, %t2616 : tensor<32xf32>, tensor<32xf32>) outs(%t2617 : tensor<32xf32>) {
    ^bb0(%in2618: f32, %in2619: f32, %out2620: f32):
      %s2621 = arith.mulf %in2618, %in2619 : f32
      linalg.yield %s2621 : f32
    } -> tensor<32xf32> loc("backward.layer3.1.bn2")
    %t2623 = tensor.expand_shape %t2622 [[0, 1]] output_shape [1, 32] : tensor<32xf32> into tensor<1x32xf32> loc("backward.layer3.1.bn2")
    %t2624 = tensor.expand_shape %t2623 [[0], [1, 2]] output_shape [1, 32, 1] : tensor<1x32xf32> into tensor<1x32x1xf32> loc("backward.layer3.1.bn2")
    %t2625 = tensor.expand_shape %t2624 [[0], [1], [2, 3]] output_shape [1, 32, 1, 1] : tensor<1x32x1xf32> into tensor<1x32x1x1xf32> loc("backward.layer3.1.bn2")
    %t2626 = tensor.empty() : tensor<32xf32> loc("backward.layer3.1.bn2")
    %t2631 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1234, %primals_44 : tensor<32xf32>, tensor<32xf32>) outs(%t2626 : tensor<32xf32>) {
    ^bb0(%in2627: f32, %in2628: f32, %out2629: f32):
      %s2630 = arith.mulf %in2627, %in2628 : f32
      linalg.yield %s2630 : f32
    } -> tensor<32xf32> loc("backward.layer3.1.bn2")
    %t2632 = tensor.expand_shape %t2631 [[0, 1]] output_shape [1, 32] : tensor<32xf32> into tensor<1x32xf32> loc("backward.layer3.1.bn2")
    %t2633 = tensor.expand_shape %t2632 [[0], [1, 2]] output_shape [1, 32, 1] : tensor<1x32xf32> into tensor<1x32x1xf32> loc("backward.layer3.1.bn2")
    %t2634 = tensor.expand_shape %t2633 [[0], [1], [2, 3]] output_shape [1, 32, 1, 1] : tensor<1x32x1xf32> into tensor<1x32x1x1xf32> loc("backward.layer3.1.bn2")
    %t2635 = tensor.empty() : tensor<2x32x8x8xf32> loc("backward.layer3.1.bn2")
    %t2640 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1166, %t2569 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%t2635 : tensor<2x32x8x8xf32>) {
    ^bb0(%in2636: f32, %in2637: f32, %out2638: f32):
      %s2639 = arith.subf %in2636, %in2637 : f32
      linalg.yield %s2639 : f32
    } -> tensor<2x32x8x8xf32> loc("backward.layer3.1.bn2")
    %t2641 = tensor.empty() : tensor<2x32x8x8xf32> loc("backward.layer3.1.bn2")
    %t2646 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2640, %t2625 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%t2641 : tensor<2x32x8x8xf32>) {
    ^bb0(%in2642: f32, %in2643: f32, %out2644: f32):
      %s2645 = arith.mulf %in2642, %in2643 : f32
      linalg.yield %s2645 : f32
    } -> tensor<2x32x8x8xf32> loc("backward.layer3.1.bn2")
    %t2647 = tensor.empty() : tensor<2x32x8x8xf32> loc("backward.layer3.1.bn2")
    %t2652 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2566, %t2646 : tensor<2x32x8x8xf32>, tensor<2x32x8x8xf32>) outs(%t2647 : tensor<2x32x8x8xf32>) {
    ^bb0(%in2648: f32, %in2649: f32, %out2650: f32):
      %s2651 = arith.subf %in2648, %in2649 : f32
      linalg.yield %s2651 : f32
    } -> tensor<2x32x8x8xf32> loc("backward.layer3.1.bn2")
    %t2653 = tensor.empty() : tensor<2x32x8x8xf32> loc("backward.layer3.1.bn2")
    %t2658 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2652, %t2604 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%t2653 : tensor<2x32x8x8xf32>) {
    ^bb0(%in2654: f32, %in2655: f32, %out2656: f32):
      %s2657 = arith.subf %in2654, %in2655 : f32
      linalg.yield %s2657 : f32
    } -> tensor<2x32x8x8xf32> loc("backward.layer3.1.bn2")
    %t2659 = tensor.empty() : tensor<2x32x8x8xf32> loc("backward.layer3.1.bn2")
    %t2664 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2658, %t2634 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%t2659 : tensor<2x32x8x8xf32>) {
    ^bb0(%in2660: f32, %in2661: f32, %out2662: f32):
      %s2663 = arith.mulf %in2660, %in2661 : f32
      linalg.yield %s2663 : f32
    } -> tensor<2x32x8x8xf32> loc("backward.layer3.1.bn2")
    %t2665 = tensor.empty() : tensor<32xf32> loc("backward.layer3.1.bn2")
    %t2670 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t2595, %t1234 : tensor<32xf32>, tensor<32xf32>) outs(%t2665 : tensor<32xf32>) {
    ^bb0(%in2666: f32, %in2667: f32, %out2668: f32):
      %s2669 = arith.mulf %in2666, %in2667 : f32
      linalg.yield %s2669 : f32
    } -> tensor<32xf32> loc("backward.layer3.1.bn2")
    %t2671 = tensor.empty() : tensor<2x32x12x12xf32> loc("backward.layer3.1.conv2")
    %c2672 = arith.constant 0.000000000e+00 : f32 loc("backward.layer3.1.conv2")
    %t2673 = linalg.fill ins(%c2672 : f32) outs(%t2671 : tensor<2x32x12x12xf32>) -> tensor<2x32x12x12xf32> loc("backward.layer3.1.conv2")
    %t2674 = tensor.insert_slice %t2664 into %t2673[0, 0, 2, 2] [2, 32, 8, 8] [1, 1, 1, 1] : tensor<2x32x8x8xf32> into tensor<2x32x12x12xf32> loc("backward.layer3.1.conv2")
    %t2675 = tensor.empty() : tensor<32x32x3x3xf32> loc("backward.layer3.1.conv2")
    %t2678 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d0, -d2 + 2, -d3 + 2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%primals_43 : tensor<32x32x3x3xf32>) outs(%t2675 : tensor<32x32x3x3xf32>) {
    ^bb0(%in2676: f32, %out2677: f32):
      linalg.yield %in2676 : f32
    } -> tensor<32x32x3x3xf32> loc("backward.layer3.1.conv2")
    %t2679 = tensor.empty() : tensor<2x32x10x10xf32> loc("backward.layer3.1.conv2")
    %c2680 = arith.constant 0.000000000e+00 : f32 loc("backward.layer3.1.conv2")
    %t2681 = linalg.fill ins(%c2680 : f32) outs(%t2679 : tensor<2x32x10x10xf32>) -> tensor<2x32x10x10xf32> loc("backward.layer3.1.conv2")
    %t2682 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%t2674, %t2678 : tensor<2x32x12x12xf32>, tensor<32x32x3x3xf32>) outs(%t2681 : tensor<2x32x10x10xf32>) -> tensor<2x32x10x10xf32> loc("backward.layer3.1.conv2")
    %t2683 = tensor.extract_slice %t2682[0, 0, 1, 1] [2, 32, 8, 8] [1, 1, 1, 1] : tensor<2x32x10x10xf32> to tensor<2x32x8x8xf32> loc("backward.layer3.1.conv2")
    %t2684 = tensor.empty() : tensor<2x32x10x10xf32> loc("backward.layer3.1.conv2")
    %c2685 = arith.constant 0.000000000e+00 : f32 loc("backward.layer3.1.conv2")
    %t2686 = linalg.fill ins(%c2685 : f32) outs(%t2684 : tensor<2x32x10x10xf32>) -> tensor<2x32x10x10xf32> loc("backward.layer3.1.conv2")
    %t2687 = tensor.insert_slice %t1158 into %t2686[0, 0, 1, 1] [2, 32, 8, 8] [1, 1, 1, 1] : tensor<2x32x8x8xf32> into tensor<2x32x10x10xf32> loc("backward.layer3.1.conv2")
    %t2688 = tensor.empty() : tensor<32x32x3x3xf32> loc("backward.layer3.1.conv2")
    %c2689 = arith.constant 0.000000000e+00 : f32 loc("backward.layer3.1.conv2")
    %t2690 = linalg.fill ins(%c2689 : f32) outs(%t2688 : tensor<32x32x3x3xf32>) -> tensor<32x32x3x3xf32> loc("backward.layer3.1.conv2")
    %t2696 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d0, d5, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d1, d5 * 1 + d2 * 1, d6 * 1 + d3 * 1)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%t2664, %t2687 : tensor<2x32x8x8xf32>, tensor<2x32x10x10xf32>) outs(%t2690 : tensor<32x32x3x3xf32>) {
    ^bb0(%in2691: f32, %in2692: f32, %out2693: f32):
      %s2694 = arith.mulf %in2691, %in2692 : f32
      %s2695 = arith.addf %out2693, %s2694 : f32
      linalg.yield %s2695 : f32
    } -> tensor<32x32x3x3xf32> loc("backward.layer3.1.conv2")
    %t2697 = tensor.empty() : tensor<2x32x8x8xi1> loc("backward.layer3.1.relu")
    %t2702 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1158 : tensor<2x32x8x8xf32>) outs(%t2697 : tensor<2x32x8x8xi1>) {
    ^bb0(%in2698: f32, %out2699: i1):
      %s2700 = arith.constant 0.000000000e+00 : f32
      %s2701 = arith.cmpf ole, %in2698, %s2700 : f32
      linalg.yield %s2701 : i1
    } -> tensor<2x32x8x8xi1> loc("backward.layer3.1.relu")
    %cst2703 = arith.constant dense<0.000000000e+00> : tensor<f32> loc("backward.layer3.1.relu")
    %t2704 = tensor.empty() : tensor<2x32x8x8xf32> loc("backward.layer3.1.relu")
    %t2710 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2702, %cst2703, %t2683 : tensor<2x32x8x8xi1>, tensor<f32>, tensor<2x32x8x8xf32>) outs(%t2704 : tensor<2x32x8x8xf32>) {
    ^bb0(%in2705: i1, %in2706: f32, %in2707: f32, %out2708: f32):
      %s2709 = arith.select %in2705, %in2706, %in2707 : f32
      linalg.yield %s2709 : f32
    } -> tensor<2x32x8x8xf32> loc("backward.layer3.1.relu")
    %t2711 = tensor.expand_shape %t1151 [[0, 1]] output_shape [1, 32] : tensor<32xf32> into tensor<1x32xf32> loc("backward.layer3.1.bn1")
    %t2712 = tensor.expand_shape %t2711 [[0], [1, 2]] output_shape [1, 32, 1] : tensor<1x32xf32> into tensor<1x32x1xf32> loc("backward.layer3.1.bn1")
    %t2713 = tensor.expand_shape %t2712 [[0], [1], [2, 3]] output_shape [1, 32, 1, 1] : tensor<1x32x1xf32> into tensor<1x32x1x1xf32> loc("backward.layer3.1.bn1")
    %t2714 = tensor.empty() : tensor<32xf32> loc("backward.layer3.1.bn1")
    %c2715 = arith.constant 0.000000000e+00 : f32 loc("backward.layer3.1.bn1")
    %t2716 = linalg.fill ins(%c2715 : f32) outs(%t2714 : tensor<32xf32>) -> tensor<32xf32> loc("backward.layer3.1.bn1")
    %t2720 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t2710 : tensor<2x32x8x8xf32>) outs(%t2716 : tensor<32xf32>) {
    ^bb0(%in2717: f32, %out2718: f32):
      %s2719 = arith.addf %out2718, %in2717 : f32
      linalg.yield %s2719 : f32
    } -> tensor<32xf32> loc("backward.layer3.1.bn1")
    %t2721 = tensor.empty() : tensor<2x32x8x8xf32> loc("backward.layer3.1.bn1")
    %t2726 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1084, %t2713 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%t2721 : tensor<2x32x8x8xf32>) {
    ^bb0(%in2722: f32, %in2723: f32, %out2724: f32):
      %s2725 = arith.subf %in2722, %in2723 : f32
      linalg.yield %s2725 : f32
    } -> tensor<2x32x8x8xf32> loc("backward.layer3.1.bn1")
    %t2727 = tensor.empty() : tensor<2x32x8x8xf32> loc("backward.layer3.1.bn1")
    %t2732 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2710, %t2726 : tensor<2x32x8x8xf32>, tensor<2x32x8x8xf32>) outs(%t2727 : tensor<2x32x8x8xf32>) {
    ^bb0(%in2728: f32, %in2729: f32, %out2730: f32):
      %s2731 = arith.mulf %in2728, %in2729 : f32
      linalg.yield %s2731 : f32
    } -> tensor<2x32x8x8xf32> loc("backward.layer3.1.bn1")
    %t2733 = tensor.empty() : tensor<32xf32> loc("backward.layer3.1.bn1")
    %c2734 = arith.constant 0.000000000e+00 : f32 loc("backward.layer3.1.bn1")
    %t2735 = linalg.fill ins(%c2734 : f32) outs(%t2733 : tensor<32xf32>) -> tensor<32xf32> loc("backward.layer3.1.bn1")
    %t2739 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t2732 : tensor<2x32x8x8xf32>) outs(%t2735 : tensor<32xf32>) {
    ^bb0(%in2736: f32, %out2737: f32):
      %s2738 = arith.addf %out2737, %in2736 : f32
      linalg.yield %s2738 : f32
    } -> tensor<32xf32> loc("backward.layer3.1.bn1")
    %t2740 = tensor.empty() : tensor<32xf32> loc("backward.layer3.1.bn1")
    %t2745 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t2720 : tensor<32xf32>) outs(%t2740 : tensor<32xf32>) {
    ^bb0(%in2741: f32, %out2742: f32):
      %s2743 = arith.constant 7.812500000e-03 : f32
      %s2744 = arith.mulf %in2741, %s2743 : f32
      linalg.yield %s2744 : f32
    } -> tensor<32xf32> loc("backward.layer3.1.bn1")
    %t2746 = tensor.expand_shape %t2745 [[0, 1]] output_shape [1, 32] : tensor<32xf32> into tensor<1x32xf32> loc("backward.layer3.1.bn1")
    %t2747 = tensor.expand_shape %t2746 [[0], [1, 2]] output_shape [1, 32, 1] : tensor<1x32xf32> into tensor<1x32x1xf32> loc("backward.layer3.1.bn1")
    %t2748 = tensor.expand_shape %t2747 [[0], [1], [2, 3]] output_shape [1, 32, 1, 1] : tensor<1x32x1xf32> into tensor<1x32x1x1xf32> loc("backward.layer3.1.bn1")
    %t2749 = tensor.empty() : tensor<32xf32> loc("backward.layer3.1.bn1")
    %t2754 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t2739 : tensor<32xf32>) outs(%t2749 : tensor<32xf32>) {
    ^bb0(%in2750: f32, %out2751: f32):
      %s2752 = arith.constant 7.812500000e-03 : f32
      %s2753 = arith.mulf %in2750, %s2752 : f32
      linalg.yield %s2753 : f32
    } -> tensor<32xf32> loc("backward.layer3.1.bn1")
    %t2755 = tensor.empty() : tensor<32xf32> loc("backward.layer3.1.bn1")
    %t2760 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1152, %t1152 : tensor<32xf32>, tensor<32xf32>) outs(%t2755 : tensor<32xf32>) {
    ^bb0(%in2756: f32, %in2757: f32, %out2758: f32):
      %s2759 = arith.mulf %in2756, %in2757 : f32
      linalg.yield %s2759 : f32
    } -> tensor<32xf32> loc("backward.layer3.1.bn1")
    %t2761 = tensor.empty() : tensor<32xf32> loc("backward.layer3.1.bn1")
    %t2766 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t2754, %t2760 : tensor<32xf32>, tensor<32xf32>) outs(%t2761 : tensor<32xf32>) {
    ^bb0(%in2762: f32, %in2763: f32, %out2764: f32):
      %s2765 = arith.mulf %in2762, %in2763 : f32
      linalg.yield %s2765 : f32
    } -> tensor<32xf32> loc("backward.layer3.1.bn1")
    %t2767 = tensor.expand_shape %t2766 [[0, 1]] output_shape [1, 32] : tensor<32xf32> into tensor<1x32xf32> loc("backward.layer3.1.bn1")
    %t2768 = tensor.expand_shape %t2767 [[0], [1, 2]] output_shape [1, 32, 1] : tensor<1x32xf32> into tensor<1x32x1xf32> loc("backward.layer3.1.bn1")
    %t2769 = tensor.expand_shape %t2768 [[0], [1], [2, 3]] output_shape [1, 32, 1, 1] : tensor<1x32x1xf32> into tensor<1x32x1x1xf32> loc("backward.layer3.1.bn1")
    %t2770 = tensor.empty() : tensor<32xf32> loc("backward.layer3.1.bn1")
    %t2775 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1152, %primals_41 : tensor<32xf32>, tensor<32xf32>) outs(%t2770 : tensor<32xf32>) {
    ^bb0(%in2771: f32, %in2772: f32, %out2773: f32):
      %s2774 = arith.mulf %in2771, %in2772 : f32
      linalg.yield %s2774 : f32
    } -> tensor<32xf32> loc("backward.layer3.1.bn1")
    %t2776 = tensor.expand_shape %t2775 [[0, 1]] output_shape [1, 32] : tensor<32xf32> into tensor<1x32xf32> loc("backward.layer3.1.bn1")
    %t2777 = tensor.expand_shape %t2776 [[0], [1, 2]] output_shape [1, 32, 1] : tensor<1x32xf32> into tensor<1x32x1xf32> loc("backward.layer3.1.bn1")
    %t2778 = tensor.expand_shape %t2777 [[0], [1], [2, 3]] output_shape [1, 32, 1, 1] : tensor<1x32x1xf32> into tensor<1x32x1x1xf32> loc("backward.layer3.1.bn1")
    %t2779 = tensor.empty() : tensor<2x32x8x8xf32> loc("backward.layer3.1.bn1")
    %t2784 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1084, %t2713 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%t2779 : tensor<2x32x8x8xf32>) {
    ^bb0(%in2780: f32, %in2781: f32, %out2782: f32):
      %s2783 = arith.subf %in2780, %in2781 : f32
      linalg.yield %s2783 : f32
    } -> tensor<2x32x8x8xf32> loc("backward.layer3.1.bn1")
    %t2785 = tensor.empty() : tensor<2x32x8x8xf32> loc("backward.layer3.1.bn1")
    %t2790 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2784, %t2769 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%t2785 : tensor<2x32x8x8xf32>) {
    ^bb0(%in2786: f32, %in2787: f32, %out2788: f32):
      %s2789 = arith.mulf %in2786, %in2787 : f32
      linalg.yield %s2789 : f32
    } -> tensor<2x32x8x8xf32> loc("backward.layer3.1.bn1")
    %t2791 = tensor.empty() : tensor<2x32x8x8xf32> loc("backward.layer3.1.bn1")
    %t2796 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2710, %t2790 : tensor<2x32x8x8xf32>, tensor<2x32x8x8xf32>) outs(%t2791 : tensor<2x32x8x8xf32>) {
    ^bb0(%in2792: f32, %in2793: f32, %out2794: f32):
      %s2795 = arith.subf %in2792, %in2793 : f32
      linalg.yield %s2795 : f32
    } -> tensor<2x32x8x8xf32> loc("backward.layer3.1.bn1")
    %t2797 = tensor.empty() : tensor<2x32x8x8xf32> loc("backward.layer3.1.bn1")
    %t2802 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2796, %t2748 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%t2797 : tensor<2x32x8x8xf32>) {
    ^bb0(%in2798: f32, %in2799: f32, %out2800: f32):
      %s2801 = arith.subf %in2798, %in2799 : f32
      linalg.yield %s2801 : f32
    } -> tensor<2x32x8x8xf32> loc("backward.layer3.1.bn1")
    %t2803 = tensor.empty() : tensor<2x32x8x8xf32> loc("backward.layer3.1.bn1")
    %t2808 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2802, %t2778 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%t2803 : tensor<2x32x8x8xf32>) {
    ^bb0(%in2804: f32, %in2805: f32, %out2806: f32):
      %s2807 = arith.mulf %in2804, %in2805 : f32
      linalg.yield %s2807 : f32
    } -> tensor<2x32x8x8xf32> loc("backward.layer3.1.bn1")
    %t2809 = tensor.empty() : tensor<32xf32> loc("backward.layer3.1.bn1")
    %t2814 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t2739, %t1152 : tensor<32xf32>, tensor<32xf32>) outs(%t2809 : tensor<32xf32>) {
    ^bb0(%in2810: f32, %in2811: f32, %out2812: f32):
      %s2813 = arith.mulf %in2810, %in2811 : f32
      linalg.yield %s2813 : f32
    } -> tensor<32xf32> loc("backward.layer3.1.bn1")
    %t2815 = tensor.empty() : tensor<2x32x12x12xf32> loc("backward.layer3.1.conv1")
    %c2816 = arith.constant 0.000000000e+00 : f32 loc("backward.layer3.1.conv1")
    %t2817 = linalg.fill ins(%c2816 : f32) outs(%t2815 : tensor<2x32x12x12xf32>) -> tensor<2x32x12x12xf32> loc("backward.layer3.1.conv1")
    %t2818 = tensor.insert_slice %t2808 into %t2817[0, 0, 2, 2] [2, 32, 8, 8] [1, 1, 1, 1] : tensor<2x32x8x8xf32> into tensor<2x32x12x12xf32> loc("backward.layer3.1.conv1")
    %t2819 = tensor.empty() : tensor<32x32x3x3xf32> loc("backward.layer3.1.conv1")
    %t2822 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d0, -d2 + 2, -d3 + 2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%primals_40 : tensor<32x32x3x3xf32>) outs(%t2819 : tensor<32x32x3x3xf32>) {
    ^bb0(%in2820: f32, %out2821: f32):
      linalg.yield %in2820 : f32
    } -> tensor<32x32x3x3xf32> loc("backward.layer3.1.conv1")
    %t2823 = tensor.empty() : tensor<2x32x10x10xf32> loc("backward.layer3.1.conv1")
    %c2824 = arith.constant 0.000000000e+00 : f32 loc("backward.layer3.1.conv1")
    %t2825 = linalg.fill ins(%c2824 : f32) outs(%t2823 : tensor<2x32x10x10xf32>) -> tensor<2x32x10x10xf32> loc("backward.layer3.1.conv1")
    %t2826 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%t2818, %t2822 : tensor<2x32x12x12xf32>, tensor<32x32x3x3xf32>) outs(%t2825 : tensor<2x32x10x10xf32>) -> tensor<2x32x10x10xf32> loc("backward.layer3.1.conv1")
    %t2827 = tensor.extract_slice %t2826[0, 0, 1, 1] [2, 32, 8, 8] [1, 1, 1, 1] : tensor<2x32x10x10xf32> to tensor<2x32x8x8xf32> loc("backward.layer3.1.conv1")
    %t2828 = tensor.empty() : tensor<2x32x10x10xf32> loc("backward.layer3.1.conv1")
    %c2829 = arith.constant 0.000000000e+00 : f32 loc("backward.layer3.1.conv1")
    %t2830 = linalg.fill ins(%c2829 : f32) outs(%t2828 : tensor<2x32x10x10xf32>) -> tensor<2x32x10x10xf32> loc("backward.layer3.1.conv1")
    %t2831 = tensor.insert_slice %t1076 into %t2830[0, 0, 1, 1] [2, 32, 8, 8] [1, 1, 1, 1] : tensor<2x32x8x8xf32> into tensor<2x32x10x10xf32> loc("backward.layer3.1.conv1")
    %t2832 = tensor.empty() : tensor<32x32x3x3xf32> loc("backward.layer3.1.conv1")
    %c2833 = arith.constant 0.000000000e+00 : f32 loc("backward.layer3.1.conv1")
    %t2834 = linalg.fill ins(%c2833 : f32) outs(%t2832 : tensor<32x32x3x3xf32>) -> tensor<32x32x3x3xf32> loc("backward.layer3.1.conv1")
    %t2840 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d0, d5, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d1, d5 * 1 + d2 * 1, d6 * 1 + d3 * 1)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%t2808, %t2831 : tensor<2x32x8x8xf32>, tensor<2x32x10x10xf32>) outs(%t2834 : tensor<32x32x3x3xf32>) {
    ^bb0(%in2835: f32, %in2836: f32, %out2837: f32):
      %s2838 = arith.mulf %in2835, %in2836 : f32
      %s2839 = arith.addf %out2837, %s2838 : f32
      linalg.yield %s2839 : f32
    } -> tensor<32x32x3x3xf32> loc("backward.layer3.1.conv1")
    %t2841 = tensor.empty() : tensor<2x32x8x8xf32> loc("backward.add_10")
    %t2846 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2566, %t2827 : tensor<2x32x8x8xf32>, tensor<2x32x8x8xf32>) outs(%t2841 : tensor<2x32x8x8xf32>) {
    ^bb0(%in2842: f32, %in2843: f32, %out2844: f32):
      %s2845 = arith.addf %in2842, %in2843 : f32
      linalg.yield %s2845 : f32
    } -> tensor<2x32x8x8xf32> loc("backward.add_10")
    %t2847 = tensor.empty() : tensor<2x32x8x8xi1> loc("backward.layer3.0.relu")
    %t2852 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1076 : tensor<2x32x8x8xf32>) outs(%t2847 : tensor<2x32x8x8xi1>) {
    ^bb0(%in2848: f32, %out2849: i1):
      %s2850 = arith.constant 0.000000000e+00 : f32
      %s2851 = arith.cmpf ole, %in2848, %s2850 : f32
      linalg.yield %s2851 : i1
    } -> tensor<2x32x8x8xi1> loc("backward.layer3.0.relu")
    %cst2853 = arith.constant dense<0.000000000e+00> : tensor<f32> loc("backward.layer3.0.relu")
    %t2854 = tensor.empty() : tensor<2x32x8x8xf32> loc("backward.layer3.0.relu")
    %t2860 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2852, %cst2853, %t2846 : tensor<2x32x8x8xi1>, tensor<f32>, tensor<2x32x8x8xf32>) outs(%t2854 : tensor<2x32x8x8xf32>) {
    ^bb0(%in2855: i1, %in2856: f32, %in2857: f32, %out2858: f32):
      %s2859 = arith.select %in2855, %in2856, %in2857 : f32
      linalg.yield %s2859 : f32
    } -> tensor<2x32x8x8xf32> loc("backward.layer3.0.relu")
    %t2861 = tensor.expand_shape %t1063 [[0, 1]] output_shape [1, 32] : tensor<32xf32> into tensor<1x32xf32> loc("backward.layer3.0.downsample.1")
    %t2862 = tensor.expand_shape %t2861 [[0], [1, 2]] output_shape [1, 32, 1] : tensor<1x32xf32> into tensor<1x32x1xf32> loc("backward.layer3.0.downsample.1")
    %t2863 = tensor.expand_shape %t2862 [[0], [1], [2, 3]] output_shape [1, 32, 1, 1] : tensor<1x32x1xf32> into tensor<1x32x1x1xf32> loc("backward.layer3.0.downsample.1")
    %t2864 = tensor.empty() : tensor<32xf32> loc("backward.layer3.0.downsample.1")
    %c2865 = arith.constant 0.000000000e+00 : f32 loc("backward.layer3.0.downsample.1")
    %t2866 = linalg.fill ins(%c2865 : f32) outs(%t2864 : tensor<32xf32>) -> tensor<32xf32> loc("backward.layer3.0.downsample.1")
    %t2870 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t2860 : tensor<2x32x8x8xf32>) outs(%t2866 : tensor<32xf32>) {
    ^bb0(%in2867: f32, %out2868: f32):
      %s2869 = arith.addf %out2868, %in2867 : f32
      linalg.yield %s2869 : f32
    } -> tensor<32xf32> loc("backward.layer3.0.downsample.1")
    %t2871 = tensor.empty() : tensor<2x32x8x8xf32> loc("backward.layer3.0.downsample.1")
    %t2876 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t996, %t2863 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%t2871 : tensor<2x32x8x8xf32>) {
    ^bb0(%in2872: f32, %in2873: f32, %out2874: f32):
      %s2875 = arith.subf %in2872, %in2873 : f32
      linalg.yield %s2875 : f32
    } -> tensor<2x32x8x8xf32> loc("backward.layer3.0.downsample.1")
    %t2877 = tensor.empty() : tensor<2x32x8x8xf32> loc("backward.layer3.0.downsample.1")
    %t2882 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2860, %t2876 : tensor<2x32x8x8xf32>, tensor<2x32x8x8xf32>) outs(%t2877 : tensor<2x32x8x8xf32>) {
    ^bb0(%in2878: f32, %in2879: f32, %out2880: f32):
      %s2881 = arith.mulf %in2878, %in2879 : f32
      linalg.yield %s2881 : f32
    } -> tensor<2x32x8x8xf32> loc("backward.layer3.0.downsample.1")
    %t2883 = tensor.empty() : tensor<32xf32> loc("backward.layer3.0.downsample.1")
    %c2884 = arith.constant 0.000000000e+00 : f32 loc("backward.layer3.0.downsample.1")
    %t2885 = linalg.fill ins(%c2884 : f32) outs(%t2883 : tensor<32xf32>) -> tensor<32xf32> loc("backward.layer3.0.downsample.1")
    %t2889 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t2882 : tensor<2x32x8x8xf32>) outs(%t2885 : tensor<32xf32>) {
    ^bb0(%in2886: f32, %out2887: f32):
      %s2888 = arith.addf %out2887, %in2886 : f32
      linalg.yield %s2888 : f32
    } -> tensor<32xf32> loc("backward.layer3.0.downsample.1")
    %t2890 = tensor.empty() : tensor<32xf32> loc("backward.layer3.0.downsample.1")
    %t2895 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t2870 : tensor<32xf32>) outs(%t2890 : tensor<32xf32>) {
    ^bb0(%in2891: f32, %out2892: f32):
      %s2893 = arith.constant 7.812500000e-03 : f32
      %s2894 = arith.mulf %in2891, %s2893 : f32
      linalg.yield %s2894 : f32
    } -> tensor<32xf32> loc("backward.layer3.0.downsample.1")
    %t2896 = tensor.expand_shape %t2895 [[0, 1]] output_shape [1, 32] : tensor<32xf32> into tensor<1x32xf32> loc("backward.layer3.0.downsample.1")
    %t2897 = tensor.expand_shape %t2896 [[0], [1, 2]] output_shape [1, 32, 1] : tensor<1x32xf32> into tensor<1x32x1xf32> loc("backward.layer3.0.downsample.1")
    %t2898 = tensor.expand_shape %t2897 [[0], [1], [2, 3]] output_shape [1, 32, 1, 1] : tensor<1x32x1xf32> into tensor<1x32x1x1xf32> loc("backward.layer3.0.downsample.1")
    %t2899 = tensor.empty() : tensor<32xf32> loc("backward.layer3.0.downsample.1")
    %t2904 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t2889 : tensor<32xf32>) outs(%t2899 : tensor<32xf32>) {
    ^bb0(%in2900: f32, %out2901: f32):
      %s2902 = arith.constant 7.812500000e-03 : f32
      %s2903 = arith.mulf %in2900, %s2902 : f32
      linalg.yield %s2903 : f32
    } -> tensor<32xf32> loc("backward.layer3.0.downsample.1")
    %t2905 = tensor.empty() : tensor<32xf32> loc("backward.layer3.0.downsample.1")
    %t2910 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1064, %t1064 : tensor<32xf32>, tensor<32xf32>) outs(%t2905 : tensor<32xf32>) {
    ^bb0(%in2906: f32, %in2907: f32, %out2908: f32):
      %s2909 = arith.mulf %in2906, %in2907 : f32
      linalg.yield %s2909 : f32
    } -> tensor<32xf32> loc("backward.layer3.0.downsample.1")
    %t2911 = tensor.empty() : tensor<32xf32> loc("backward.layer3.0.downsample.1")
    %t2916 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t2904, %t2910 : tensor<32xf32>, tensor<32xf32>) outs(%t2911 : tensor<32xf32>) {
    ^bb0(%in2912: f32, %in2913: f32, %out2914: f32):
      %s2915 = arith.mulf %in2912, %in2913 : f32
      linalg.yield %s2915 : f32
    } -> tensor<32xf32> loc("backward.layer3.0.downsample.1")
    %t2917 = tensor.expand_shape %t2916 [[0, 1]] output_shape [1, 32] : tensor<32xf32> into tensor<1x32xf32> loc("backward.layer3.0.downsample.1")
    %t2918 = tensor.expand_shape %t2917 [[0], [1, 2]] output_shape [1, 32, 1] : tensor<1x32xf32> into tensor<1x32x1xf32> loc("backward.layer3.0.downsample.1")
    %t2919 = tensor.expand_shape %t2918 [[0], [1], [2, 3]] output_shape [1, 32, 1, 1] : tensor<1x32x1xf32> into tensor<1x32x1x1xf32> loc("backward.layer3.0.downsample.1")
    %t2920 = tensor.empty() : tensor<32xf32> loc("backward.layer3.0.downsample.1")
    %t2925 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1064, %primals_38 : tensor<32xf32>, tensor<32xf32>) outs(%t2920 : tensor<32xf32>) {
    ^bb0(%in2921: f32, %in2922: f32, %out2923: f32):
      %s2924 = arith.mulf %in2921, %in2922 : f32
      linalg.yield %s2924 : f32
    } -> tensor<32xf32> loc("backward.layer3.0.downsample.1")
    %t2926 = tensor.expand_shape %t2925 [[0, 1]] output_shape [1, 32] : tensor<32xf32> into tensor<1x32xf32> loc("backward.layer3.0.downsample.1")
    %t2927 = tensor.expand_shape %t2926 [[0], [1, 2]] output_shape [1, 32, 1] : tensor<1x32xf32> into tensor<1x32x1xf32> loc("backward.layer3.0.downsample.1")
    %t2928 = tensor.expand_shape %t2927 [[0], [1], [2, 3]] output_shape [1, 32, 1, 1] : tensor<1x32x1xf32> into tensor<1x32x1x1xf32> loc("backward.layer3.0.downsample.1")
    %t2929 = tensor.empty() : tensor<2x32x8x8xf32> loc("backward.layer3.0.downsample.1")
    %t2934 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t996, %t2863 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%t2929 : tensor<2x32x8x8xf32>) {
    ^bb0(%in2930: f32, %in2931: f32, %out2932: f32):
      %s2933 = arith.subf %in2930, %in2931 : f32
      linalg.yield %s2933 : f32
    } -> tensor<2x32x8x8xf32> loc("backward.layer3.0.downsample.1")
    %t2935 = tensor.empty() : tensor<2x32x8x8xf32> loc("backward.layer3.0.downsample.1")
    %t2940 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2934, %t2919 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%t2935 : tensor<2x32x8x8xf32>) {
    ^bb0(%in2936: f32, %in2937: f32, %out2938: f32):
      %s2939 = arith.mulf %in2936, %in2937 : f32
      linalg.yield %s2939 : f32
    } -> tensor<2x32x8x8xf32> loc("backward.layer3.0.downsample.1")
    %t2941 = tensor.empty() : tensor<2x32x8x8xf32> loc("backward.layer3.0.downsample.1")
    %t2946 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2860, %t2940 : tensor<2x32x8x8xf32>, tensor<2x32x8x8xf32>) outs(%t2941 : tensor<2x32x8x8xf32>) {
    ^bb0(%in2942: f32, %in2943: f32, %out2944: f32):
      %s2945 = arith.subf %in2942, %in2943 : f32
      linalg.yield %s2945 : f32
    } -> tensor<2x32x8x8xf32> loc("backward.layer3.0.downsample.1")
    %t2947 = tensor.empty() : tensor<2x32x8x8xf32> loc("backward.layer3.0.downsample.1")
    %t2952 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2946, %t2898 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%t2947 : tensor<2x32x8x8xf32>) {
    ^bb0(%in2948: f32, %in2949: f32, %out2950: f32):
      %s2951 = arith.subf %in2948, %in2949 : f32
      linalg.yield %s2951 : f32
    } -> tensor<2x32x8x8xf32> loc("backward.layer3.0.downsample.1")
    %t2953 = tensor.empty() : tensor<2x32x8x8xf32> loc("backward.layer3.0.downsample.1")
    %t2958 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2952, %t2928 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%t2953 : tensor<2x32x8x8xf32>) {
    ^bb0(%in2954: f32, %in2955: f32, %out2956: f32):
      %s2957 = arith.mulf %in2954, %in2955 : f32
      linalg.yield %s2957 : f32
    } -> tensor<2x32x8x8xf32> loc("backward.layer3.0.downsample.1")
    %t2959 = tensor.empty() : tensor<32xf32> loc("backward.layer3.0.downsample.1")
    %t2964 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t2889, %t1064 : tensor<32xf32>, tensor<32xf32>) outs(%t2959 : tensor<32xf32>) {
    ^bb0(%in2960: f32, %in2961: f32, %out2962: f32):
      %s2963 = arith.mulf %in2960, %in2961 : f32
      linalg.yield %s2963 : f32
    } -> tensor<32xf32> loc("backward.layer3.0.downsample.1")
    %t2965 = tensor.empty() : tensor<2x32x15x15xf32> loc("backward.layer3.0.downsample.0")
    %c2966 = arith.constant 0.000000000e+00 : f32 loc("backward.layer3.0.downsample.0")
    %t2967 = linalg.fill ins(%c2966 : f32) outs(%t2965 : tensor<2x32x15x15xf32>) -> tensor<2x32x15x15xf32> loc("backward.layer3.0.downsample.0")
    %t2968 = tensor.insert_slice %t2958 into %t2967[0, 0, 0, 0] [2, 32, 8, 8] [1, 1, 2, 2] : tensor<2x32x8x8xf32> into tensor<2x32x15x15xf32> loc("backward.layer3.0.downsample.0")
    %t2969 = tensor.empty() : tensor<2x32x16x16xf32> loc("backward.layer3.0.downsample.0")
    %c2970 = arith.constant 0.000000000e+00 : f32 loc("backward.layer3.0.downsample.0")
    %t2971 = linalg.fill ins(%c2970 : f32) outs(%t2969 : tensor<2x32x16x16xf32>) -> tensor<2x32x16x16xf32> loc("backward.layer3.0.downsample.0")
    %t2972 = tensor.insert_slice %t2968 into %t2971[0, 0, 0, 0] [2, 32, 15, 15] [1, 1, 1, 1] : tensor<2x32x15x15xf32> into tensor<2x32x16x16xf32> loc("backward.layer3.0.downsample.0")
    %t2973 = tensor.empty() : tensor<16x32x1x1xf32> loc("backward.layer3.0.downsample.0")
    %t2976 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d0, -d2 + 0, -d3 + 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%primals_37 : tensor<32x16x1x1xf32>) outs(%t2973 : tensor<16x32x1x1xf32>) {
    ^bb0(%in2974: f32, %out2975: f32):
      linalg.yield %in2974 : f32
    } -> tensor<16x32x1x1xf32> loc("backward.layer3.0.downsample.0")
    %t2977 = tensor.empty() : tensor<2x16x16x16xf32> loc("backward.layer3.0.downsample.0")
    %c2978 = arith.constant 0.000000000e+00 : f32 loc("backward.layer3.0.downsample.0")
    %t2979 = linalg.fill ins(%c2978 : f32) outs(%t2977 : tensor<2x16x16x16xf32>) -> tensor<2x16x16x16xf32> loc("backward.layer3.0.downsample.0")
    %t2980 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%t2972, %t2976 : tensor<2x32x16x16xf32>, tensor<16x32x1x1xf32>) outs(%t2979 : tensor<2x16x16x16xf32>) -> tensor<2x16x16x16xf32> loc("backward.layer3.0.downsample.0")
    %t2981 = tensor.empty() : tensor<32x16x1x1xf32> loc("backward.layer3.0.downsample.0")
    %c2982 = arith.constant 0.000000000e+00 : f32 loc("backward.layer3.0.downsample.0")
    %t2983 = linalg.fill ins(%c2982 : f32) outs(%t2981 : tensor<32x16x1x1xf32>) -> tensor<32x16x1x1xf32> loc("backward.layer3.0.downsample.0")
    %t2989 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d0, d5, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d1, d5 * 2 + d2 * 1, d6 * 2 + d3 * 1)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%t2958, %t834 : tensor<2x32x8x8xf32>, tensor<2x16x16x16xf32>) outs(%t2983 : tensor<32x16x1x1xf32>) {
    ^bb0(%in2984: f32, %in2985: f32, %out2986: f32):
      %s2987 = arith.mulf %in2984, %in2985 : f32
      %s2988 = arith.addf %out2986, %s2987 : f32
      linalg.yield %s2988 : f32
    } -> tensor<32x16x1x1xf32> loc("backward.layer3.0.downsample.0")
    %t2990 = tensor.expand_shape %t991 [[0, 1]] output_shape [1, 32] : tensor<32xf32> into tensor<1x32xf32> loc("backward.layer3.0.bn2")
    %t2991 = tensor.expand_shape %t2990 [[0], [1, 2]] output_shape [1, 32, 1] : tensor<1x32xf32> into tensor<1x32x1xf32> loc("backward.layer3.0.bn2")
    %t2992 = tensor.expand_shape %t2991 [[0], [1], [2, 3]] output_shape [1, 32, 1, 1] : tensor<1x32x1xf32> into tensor<1x32x1x1xf32> loc("backward.layer3.0.bn2")
    %t2993 = tensor.empty() : tensor<32xf32> loc("backward.layer3.0.bn2")
    %c2994 = arith.constant 0.000000000e+00 : f32 loc("backward.layer3.0.bn2")
    %t2995 = linalg.fill ins(%c2994 : f32) outs(%t2993 : tensor<32xf32>) -> tensor<32xf32> loc("backward.layer3.0.bn2")
    %t2999 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t2860 : tensor<2x32x8x8xf32>) outs(%t2995 : tensor<32xf32>) {
    ^bb0(%in2996: f32, %out2997: f32):
      %s2998 = arith.addf %out2997, %in2996 : f32
      linalg.yield %s2998 : f32
    } -> tensor<32xf32> loc("backward.layer3.0.bn2")
    %t3000 = tensor.empty() : tensor<2x32x8x8xf32> loc("backward.layer3.0.bn2")
    %t3005 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t924, %t2992 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%t3000 : tensor<2x32x8x8xf32>) {
    ^bb0(%in3001: f32, %in3002: f32, %out3003: f32):
      %s3004 = arith.subf %in3001, %in3002 : f32
      linalg.yield %s3004 : f32
    } -> tensor<2x32x8x8xf32> loc("backward.layer3.0.bn2")
    %t3006 = tensor.empty() : tensor<2x32x8x8xf32> loc("backward.layer3.0.bn2")
    %t3011 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2860, %t3005 : tensor<2x32x8x8xf32>, tensor<2x32x8x8xf32>) outs(%t3006 : tensor<2x32x8x8xf32>) {
    ^bb0(%in3007: f32, %in3008: f32, %out3009: f32):
      %s3010 = arith.mulf %in3007, %in3008 : f32
      linalg.yield %s3010 : f32
    } -> tensor<2x32x8x8xf32> loc("backward.layer3.0.bn2")
    %t3012 = tensor.empty() : tensor<32xf32> loc("backward.layer3.0.bn2")
    %c3013 = arith.constant 0.000000000e+00 : f32 loc("backward.layer3.0.bn2")
    %t3014 = linalg.fill ins(%c3013 : f32) outs(%t3012 : tensor<32xf32>) -> tensor<32xf32> loc("backward.layer3.0.bn2")
    %t3018 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t3011 : tensor<2x32x8x8xf32>) outs(%t3014 : tensor<32xf32>) {
    ^bb0(%in3015: f32, %out3016: f32):
      %s3017 = arith.addf %out3016, %in3015 : f32
      linalg.yield %s3017 : f32
    } -> tensor<32xf32> loc("backward.layer3.0.bn2")
    %t3019 = tensor.empty() : tensor<32xf32> loc("backward.layer3.0.bn2")
    %t3024 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t2999 : tensor<32xf32>) outs(%t3019 : tensor<32xf32>) {
    ^bb0(%in3020: f32, %out3021: f32):
      %s3022 = arith.constant 7.812500000e-03 : f32
      %s3023 = arith.mulf %in3020, %s3022 : f32
      linalg.yield %s3023 : f32
    } -> tensor<32xf32> loc("backward.layer3.0.bn2")
    %t3025 = tensor.expand_shape %t3024 [[0, 1]] output_shape [1, 32] : tensor<32xf32> into tensor<1x32xf32> loc("backward.layer3.0.bn2")
    %t3026 = tensor.expand_shape %t3025 [[0], [1, 2]] output_shape [1, 32, 1] : tensor<1x32xf32> into tensor<1x32x1xf32> loc("backward.layer3.0.bn2")
    %t3027 = tensor.expand_shape %t3026 [[0], [1], [2, 3]] output_shape [1, 32, 1, 1] : tensor<1x32x1xf32> into tensor<1x32x1x1xf32> loc("backward.layer3.0.bn2")
    %t3028 = tensor.empty() : tensor<32xf32> loc("backward.layer3.0.bn2")
    %t3033 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t3018 : tensor<32xf32>) outs(%t3028 : tensor<32xf32>) {
    ^bb0(%in3029: f32, %out3030: f32):
      %s3031 = arith.constant 7.812500000e-03 : f32
      %s3032 = arith.mulf %in3029, %s3031 : f32
      linalg.yield %s3032 : f32
    } -> tensor<32xf32> loc("backward.layer3.0.bn2")
    %t3034 = tensor.empty() : tensor<32xf32> loc("backward.layer3.0.bn2")
    %t3039 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t992, %t992 : tensor<32xf32>, tensor<32xf32>) outs(%t3034 : tensor<32xf32>) {
    ^bb0(%in3035: f32, %in3036: f32, %out3037: f32):
      %s3038 = arith.mulf %in3035, %in3036 : f32
      linalg.yield %s3038 : f32
    } -> tensor<32xf32> loc("backward.layer3.0.bn2")
    %t3040 = tensor.empty() : tensor<32xf32> loc("backward.layer3.0.bn2")
    %t3045 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t3033, %t3039 : tensor<32xf32>, tensor<32xf32>) outs(%t3040 : tensor<32xf32>) {
    ^bb0(%in3041: f32, %in3042: f32, %out3043: f32):
      %s3044 = arith.mulf %in3041, %in3042 : f32
      linalg.yield %s3044 : f32
    } -> tensor<32xf32> loc("backward.layer3.0.bn2")
    %t3046 = tensor.expand_shape %t3045 [[0, 1]] output_shape [1, 32] : tensor<32xf32> into tensor<1x32xf32> loc("backward.layer3.0.bn2")
    %t3047 = tensor.expand_shape %t3046 [[0], [1, 2]] output_shape [1, 32, 1] : tensor<1x32xf32> into tensor<1x32x1xf32> loc("backward.layer3.0.bn2")
    %t3048 = tensor.expand_shape %t3047 [[0], [1], [2, 3]] output_shape [1, 32, 1, 1] : tensor<1x32x1xf32> into tensor<1x32x1x1xf32> loc("backward.layer3.0.bn2")
    %t3049 = tensor.empty() : tensor<32xf32> loc("backward.layer3.0.bn2")
    %t3054 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t992, %primals_35 : tensor<32xf32>, tensor<32xf32>) outs(%t3049 : tensor<32xf32>) {
    ^bb0(%in3050: f32, %in3051: f32, %out3052: f32):
      %s3053 = arith.mulf %in3050, %in3051 : f32
      linalg.yield %s3053 : f32
    } -> tensor<32xf32> loc("backward.layer3.0.bn2")
    %t3055 = tensor.expand_shape %t3054 [[0, 1]] output_shape [1, 32] : tensor<32xf32> into tensor<1x32xf32> loc("backward.layer3.0.bn2")
    %t3056 = tensor.expand_shape %t3055 [[0], [1, 2]] output_shape [1, 32, 1] : tensor<1x32xf32> into tensor<1x32x1xf32> loc("backward.layer3.0.bn2")
    %t3057 = tensor.expand_shape %t3056 [[0], [1], [2, 3]] output_shape [1, 32, 1, 1] : tensor<1x32x1xf32> into tensor<1x32x1x1xf32> loc("backward.layer3.0.bn2")
    %t3058 = tensor.empty() : tensor<2x32x8x8xf32> loc("backward.layer3.0.bn2")
    %t3063 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t924, %t2992 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%t3058 : tensor<2x32x8x8xf32>) {
    ^bb0(%in3059: f32, %in3060: f32, %out3061: f32):
      %s3062 = arith.subf %in3059, %in3060 : f32
      linalg.yield %s3062 : f32
    } -> tensor<2x32x8x8xf32> loc("backward.layer3.0.bn2")
    %t3064 = tensor.empty() : tensor<2x32x8x8xf32> loc("backward.layer3.0.bn2")
    %t3069 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3063, %t3048 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%t3064 : tensor<2x32x8x8xf32>) {
    ^bb0(%in3065: f32, %in3066: f32, %out3067: f32):
      %s3068 = arith.mulf %in3065, %in3066 : f32
      linalg.yield %s3068 : f32
    } -> tensor<2x32x8x8xf32> loc("backward.layer3.0.bn2")
    %t3070 = tensor.empty() : tensor<2x32x8x8xf32> loc("backward.layer3.0.bn2")
    %t3075 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2860, %t3069 : tensor<2x32x8x8xf32>, tensor<2x32x8x8xf32>) outs(%t3070 : tensor<2x32x8x8xf32>) {
    ^bb0(%in3071: f32, %in3072: f32, %out3073: f32):
      %s3074 = arith.subf %in3071, %in3072 : f32
      linalg.yield %s3074 : f32
    } -> tensor<2x32x8x8xf32> loc("backward.layer3.0.bn2")
    %t3076 = tensor.empty() : tensor<2x32x8x8xf32> loc("backward.layer3.0.bn2")
    %t3081 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3075, %t3027 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%t3076 : tensor<2x32x8x8xf32>) {
    ^bb0(%in3077: f32, %in3078: f32, %out3079: f32):
      %s3080 = arith.subf %in3077, %in3078 : f32
      linalg.yield %s3080 : f32
    } -> tensor<2x32x8x8xf32> loc("backward.layer3.0.bn2")
    %t3082 = tensor.empty() : tensor<2x32x8x8xf32> loc("backward.layer3.0.bn2")
    %t3087 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3081, %t3057 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%t3082 : tensor<2x32x8x8xf32>) {
    ^bb0(%in3083: f32, %in3084: f32, %out3085: f32):
      %s3086 = arith.mulf %in3083, %in3084 : f32
      linalg.yield %s3086 : f32
    } -> tensor<2x32x8x8xf32> loc("backward.layer3.0.bn2")
    %t3088 = tensor.empty() : tensor<32xf32> loc("backward.layer3.0.bn2")
    %t3093 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t3018, %t992 : tensor<32xf32>, tensor<32xf32>) outs(%t3088 : tensor<32xf32>) {
    ^bb0(%in3089: f32, %in3090: f32, %out3091: f32):
      %s3092 = arith.mulf %in3089, %in3090 : f32
      linalg.yield %s3092 : f32
    } -> tensor<32xf32> loc("backward.layer3.0.bn2")
    %t3094 = tensor.empty() : tensor<2x32x12x12xf32> loc("backward.layer3.0.conv2")
    %c3095 = arith.constant 0.000000000e+00 : f32 loc("backward.layer3.0.conv2")
    %t3096 = linalg.fill ins(%c3095 : f32) outs(%t3094 : tensor<2x32x12x12xf32>) -> tensor<2x32x12x12xf32> loc("backward.layer3.0.conv2")
    %t3097 = tensor.insert_slice %t3087 into %t3096[0, 0, 2, 2] [2, 32, 8, 8] [1, 1, 1, 1] : tensor<2x32x8x8xf32> into tensor<2x32x12x12xf32> loc("backward.layer3.0.conv2")
    %t3098 = tensor.empty() : tensor<32x32x3x3xf32> loc("backward.layer3.0.conv2")
    %t3101 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d0, -d2 + 2, -d3 + 2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%primals_34 : tensor<32x32x3x3xf32>) outs(%t3098 : tensor<32x32x3x3xf32>) {
    ^bb0(%in3099: f32, %out3100: f32):
      linalg.yield %in3099 : f32
    } -> tensor<32x32x3x3xf32> loc("backward.layer3.0.conv2")
    %t3102 = tensor.empty() : tensor<2x32x10x10xf32> loc("backward.layer3.0.conv2")
    %c3103 = arith.constant 0.000000000e+00 : f32 loc("backward.layer3.0.conv2")
    %t3104 = linalg.fill ins(%c3103 : f32) outs(%t3102 : tensor<2x32x10x10xf32>) -> tensor<2x32x10x10xf32> loc("backward.layer3.0.conv2")
    %t3105 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%t3097, %t3101 : tensor<2x32x12x12xf32>, tensor<32x32x3x3xf32>) outs(%t3104 : tensor<2x32x10x10xf32>) -> tensor<2x32x10x10xf32> loc("backward.layer3.0.conv2")
    %t3106 = tensor.extract_slice %t3105[0, 0, 1, 1] [2, 32, 8, 8] [1, 1, 1, 1] : tensor<2x32x10x10xf32> to tensor<2x32x8x8xf32> loc("backward.layer3.0.conv2")
    %t3107 = tensor.empty() : tensor<2x32x10x10xf32> loc("backward.layer3.0.conv2")
    %c3108 = arith.constant 0.000000000e+00 : f32 loc("backward.layer3.0.conv2")
    %t3109 = linalg.fill ins(%c3108 : f32) outs(%t3107 : tensor<2x32x10x10xf32>) -> tensor<2x32x10x10xf32> loc("backward.layer3.0.conv2")
    %t3110 = tensor.insert_slice %t916 into %t3109[0, 0, 1, 1] [2, 32, 8, 8] [1, 1, 1, 1] : tensor<2x32x8x8xf32> into tensor<2x32x10x10xf32> loc("backward.layer3.0.conv2")
    %t3111 = tensor.empty() : tensor<32x32x3x3xf32> loc("backward.layer3.0.conv2")
    %c3112 = arith.constant 0.000000000e+00 : f32 loc("backward.layer3.0.conv2")
    %t3113 = linalg.fill ins(%c3112 : f32) outs(%t3111 : tensor<32x32x3x3xf32>) -> tensor<32x32x3x3xf32> loc("backward.layer3.0.conv2")
    %t3119 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d0, d5, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d1, d5 * 1 + d2 * 1, d6 * 1 + d3 * 1)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%t3087, %t3110 : tensor<2x32x8x8xf32>, tensor<2x32x10x10xf32>) outs(%t3113 : tensor<32x32x3x3xf32>) {
    ^bb0(%in3114: f32, %in3115: f32, %out3116: f32):
      %s3117 = arith.mulf %in3114, %in3115 : f32
      %s3118 = arith.addf %out3116, %s3117 : f32
      linalg.yield %s3118 : f32
    } -> tensor<32x32x3x3xf32> loc("backward.layer3.0.conv2")
    %t3120 = tensor.empty() : tensor<2x32x8x8xi1> loc("backward.layer3.0.relu")
    %t3125 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t916 : tensor<2x32x8x8xf32>) outs(%t3120 : tensor<2x32x8x8xi1>) {
    ^bb0(%in3121: f32, %out3122: i1):
      %s3123 = arith.constant 0.000000000e+00 : f32
      %s3124 = arith.cmpf ole, %in3121, %s3123 : f32
      linalg.yield %s3124 : i1
    } -> tensor<2x32x8x8xi1> loc("backward.layer3.0.relu")
    %cst3126 = arith.constant dense<0.000000000e+00> : tensor<f32> loc("backward.layer3.0.relu")
    %t3127 = tensor.empty() : tensor<2x32x8x8xf32> loc("backward.layer3.0.relu")
    %t3133 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3125, %cst3126, %t3106 : tensor<2x32x8x8xi1>, tensor<f32>, tensor<2x32x8x8xf32>) outs(%t3127 : tensor<2x32x8x8xf32>) {
    ^bb0(%in3128: i1, %in3129: f32, %in3130: f32, %out3131: f32):
      %s3132 = arith.select %in3128, %in3129, %in3130 : f32
      linalg.yield %s3132 : f32
    } -> tensor<2x32x8x8xf32> loc("backward.layer3.0.relu")
    %t3134 = tensor.expand_shape %t909 [[0, 1]] output_shape [1, 32] : tensor<32xf32> into tensor<1x32xf32> loc("backward.layer3.0.bn1")
    %t3135 = tensor.expand_shape %t3134 [[0], [1, 2]] output_shape [1, 32, 1] : tensor<1x32xf32> into tensor<1x32x1xf32> loc("backward.layer3.0.bn1")
    %t3136 = tensor.expand_shape %t3135 [[0], [1], [2, 3]] output_shape [1, 32, 1, 1] : tensor<1x32x1xf32> into tensor<1x32x1x1xf32> loc("backward.layer3.0.bn1")
    %t3137 = tensor.empty() : tensor<32xf32> loc("backward.layer3.0.bn1")
    %c3138 = arith.constant 0.000000000e+00 : f32 loc("backward.layer3.0.bn1")
    %t3139 = linalg.fill ins(%c3138 : f32) outs(%t3137 : tensor<32xf32>) -> tensor<32xf32> loc("backward.layer3.0.bn1")
    %t3143 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t3133 : tensor<2x32x8x8xf32>) outs(%t3139 : tensor<32xf32>) {
    ^bb0(%in3140: f32, %out3141: f32):
      %s3142 = arith.addf %out3141, %in3140 : f32
      linalg.yield %s3142 : f32
    } -> tensor<32xf32> loc("backward.layer3.0.bn1")
    %t3144 = tensor.empty() : tensor<2x32x8x8xf32> loc("backward.layer3.0.bn1")
    %t3149 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t842, %t3136 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%t3144 : tensor<2x32x8x8xf32>) {
    ^bb0(%in3145: f32, %in3146: f32, %out3147: f32):
      %s3148 = arith.subf %in3145, %in3146 : f32
      linalg.yield %s3148 : f32
    } -> tensor<2x32x8x8xf32> loc("backward.layer3.0.bn1")
    %t3150 = tensor.empty() : tensor<2x32x8x8xf32> loc("backward.layer3.0.bn1")
    %t3155 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3133, %t3149 : tensor<2x32x8x8xf32>, tensor<2x32x8x8xf32>) outs(%t3150 : tensor<2x32x8x8xf32>) {
    ^bb0(%in3151: f32, %in3152: f32, %out3153: f32):
      %s3154 = arith.mulf %in3151, %in3152 : f32
      linalg.yield %s3154 : f32
    } -> tensor<2x32x8x8xf32> loc("backward.layer3.0.bn1")
    %t3156 = tensor.empty() : tensor<32xf32> loc("backward.layer3.0.bn1")
    %c3157 = arith.constant 0.000000000e+00 : f32 loc("backward.layer3.0.bn1")
    %t3158 = linalg.fill ins(%c3157 : f32) outs(%t3156 : tensor<32xf32>) -> tensor<32xf32> loc("backward.layer3.0.bn1")
    %t3162 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t3155 : tensor<2x32x8x8xf32>) outs(%t3158 : tensor<32xf32>) {
    ^bb0(%in3159: f32, %out3160: f32):
      %s3161 = arith.addf %out3160, %in3159 : f32
      linalg.yield %s3161 : f32
    } -> tensor<32xf32> loc("backward.layer3.0.bn1")
    %t3163 = tensor.empty() : tensor<32xf32> loc("backward.layer3.0.bn1")
    %t3168 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t3143 : tensor<32xf32>) outs(%t3163 : tensor<32xf32>) {
    ^bb0(%in3164: f32, %out3165: f32):
      %s3166 = arith.constant 7.812500000e-03 : f32
      %s3167 = arith.mulf %in3164, %s3166 : f32
      linalg.yield %s3167 : f32
    } -> tensor<32xf32> loc("backward.layer3.0.bn1")
    %t3169 = tensor.expand_shape %t3168 [[0, 1]] output_shape [1, 32] : tensor<32xf32> into tensor<1x32xf32> loc("backward.layer3.0.bn1")
    %t3170 = tensor.expand_shape %t3169 [[0], [1, 2]] output_shape [1, 32, 1] : tensor<1x32xf32> into tensor<1x32x1xf32> loc("backward.layer3.0.bn1")
    %t3171 = tensor.expand_shape %t3170 [[0], [1], [2, 3]] output_shape [1, 32, 1, 1] : tensor<1x32x1xf32> into tensor<1x32x1x1xf32> loc("backward.layer3.0.bn1")
    %t3172 = tensor.empty() : tensor<32xf32> loc("backward.layer3.0.bn1")
    %t3177 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t3162 : tensor<32xf32>) outs(%t3172 : tensor<32xf32>) {
    ^bb0(%in3173: f32, %out3174: f32):
      %s3175 = arith.constant 7.812500000e-03 : f32
      %s3176 = arith.mulf %in3173, %s3175 : f32
      linalg.yield %s3176 : f32
    } -> tensor<32xf32> loc("backward.layer3.0.bn1")
    %t3178 = tensor.empty() : tensor<32xf32> loc("backward.layer3.0.bn1")
    %t3183 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t910, %t910 : tensor<32xf32>, tensor<32xf32>) outs(%t3178 : tensor<32xf32>) {
    ^bb0(%in3179: f32, %in3180: f32, %out3181: f32):
      %s3182 = arith.mulf %in3179, %in3180 : f32
      linalg.yield %s3182 : f32
    } -> tensor<32xf32> loc("backward.layer3.0.bn1")
    %t3184 = tensor.empty() : tensor<32xf32> loc("backward.layer3.0.bn1")
    %t3189 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t3177, %t3183 : tensor<32xf32>, tensor<32xf32>) outs(%t3184 : tensor<32xf32>) {
    ^bb0(%in3185: f32, %in3186: f32, %out3187: f32):
      %s3188 = arith.mulf %in3185, %in3186 : f32
      linalg.yield %s3188 : f32
    } -> tensor<32xf32> loc("backward.layer3.0.bn1")
    %t3190 = tensor.expand_shape %t3189 [[0, 1]] output_shape [1, 32] : tensor<32xf32> into tensor<1x32xf32> loc("backward.layer3.0.bn1")
    %t3191 = tensor.expand_shape %t3190 [[0], [1, 2]] output_shape [1, 32, 1] : tensor<1x32xf32> into tensor<1x32x1xf32> loc("backward.layer3.0.bn1")
    %t3192 = tensor.expand_shape %t3191 [[0], [1], [2, 3]] output_shape [1, 32, 1, 1] : tensor<1x32x1xf32> into tensor<1x32x1x1xf32> loc("backward.layer3.0.bn1")
    %t3193 = tensor.empty() : tensor<32xf32> loc("backward.layer3.0.bn1")
    %t3198 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t910, %primals_32 : tensor<32xf32>, tensor<32xf32>) outs(%t3193 : tensor<32xf32>) {
    ^bb0(%in3194: f32, %in3195: f32, %out3196: f32):
      %s3197 = arith.mulf %in3194, %in3195 : f32
      linalg.yield %s3197 : f32
    } -> tensor<32xf32> loc("backward.layer3.0.bn1")
    %t3199 = tensor.expand_shape %t3198 [[0, 1]] output_shape [1, 32] : tensor<32xf32> into tensor<1x32xf32> loc("backward.layer3.0.bn1")
    %t3200 = tensor.expand_shape %t3199 [[0], [1, 2]] output_shape [1, 32, 1] : tensor<1x32xf32> into tensor<1x32x1xf32> loc("backward.layer3.0.bn1")
    %t3201 = tensor.expand_shape %t3200 [[0], [1], [2, 3]] output_shape [1, 32, 1, 1] : tensor<1x32x1xf32> into tensor<1x32x1x1xf32> loc("backward.layer3.0.bn1")
    %t3202 = tensor.empty() : tensor<2x32x8x8xf32> loc("backward.layer3.0.bn1")
    %t3207 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t842, %t3136 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%t3202 : tensor<2x32x8x8xf32>) {
    ^bb0(%in3203: f32, %in3204: f32, %out3205: f32):
      %s3206 = arith.subf %in3203, %in3204 : f32
      linalg.yield %s3206 : f32
    } -> tensor<2x32x8x8xf32> loc("backward.layer3.0.bn1")
    %t3208 = tensor.empty() : tensor<2x32x8x8xf32> loc("backward.layer3.0.bn1")
    %t3213 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3207, %t3192 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%t3208 : tensor<2x32x8x8xf32>) {
    ^bb0(%in3209: f32, %in3210: f32, %out3211: f32):
      %s3212 = arith.mulf %in3209, %in3210 : f32
      linalg.yield %s3212 : f32
    } -> tensor<2x32x8x8xf32> loc("backward.layer3.0.bn1")
    %t3214 = tensor.empty() : tensor<2x32x8x8xf32> loc("backward.layer3.0.bn1")
    %t3219 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3133, %t3213 : tensor<2x32x8x8xf32>, tensor<2x32x8x8xf32>) outs(%t3214 : tensor<2x32x8x8xf32>) {
    ^bb0(%in3215: f32, %in3216: f32, %out3217: f32):
      %s3218 = arith.subf %in3215, %in3216 : f32
      linalg.yield %s3218 : f32
    } -> tensor<2x32x8x8xf32> loc("backward.layer3.0.bn1")
    %t3220 = tensor.empty() : tensor<2x32x8x8xf32> loc("backward.layer3.0.bn1")
    %t3225 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3219, %t3171 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%t3220 : tensor<2x32x8x8xf32>) {
    ^bb0(%in3221: f32, %in3222: f32, %out3223: f32):
      %s3224 = arith.subf %in3221, %in3222 : f32
      linalg.yield %s3224 : f32
    } -> tensor<2x32x8x8xf32> loc("backward.layer3.0.bn1")
    %t3226 = tensor.empty() : tensor<2x32x8x8xf32> loc("backward.layer3.0.bn1")
    %t3231 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3225, %t3201 : tensor<2x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%t3226 : tensor<2x32x8x8xf32>) {
    ^bb0(%in3227: f32, %in3228: f32, %out3229: f32):
      %s3230 = arith.mulf %in3227, %in3228 : f32
      linalg.yield %s3230 : f32
    } -> tensor<2x32x8x8xf32> loc("backward.layer3.0.bn1")
    %t3232 = tensor.empty() : tensor<32xf32> loc("backward.layer3.0.bn1")
    %t3237 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t3162, %t910 : tensor<32xf32>, tensor<32xf32>) outs(%t3232 : tensor<32xf32>) {
    ^bb0(%in3233: f32, %in3234: f32, %out3235: f32):
      %s3236 = arith.mulf %in3233, %in3234 : f32
      linalg.yield %s3236 : f32
    } -> tensor<32xf32> loc("backward.layer3.0.bn1")
    %t3238 = tensor.empty() : tensor<2x32x15x15xf32> loc("backward.layer3.0.conv1")
    %c3239 = arith.constant 0.000000000e+00 : f32 loc("backward.layer3.0.conv1")
    %t3240 = linalg.fill ins(%c3239 : f32) outs(%t3238 : tensor<2x32x15x15xf32>) -> tensor<2x32x15x15xf32> loc("backward.layer3.0.conv1")
    %t3241 = tensor.insert_slice %t3231 into %t3240[0, 0, 0, 0] [2, 32, 8, 8] [1, 1, 2, 2] : tensor<2x32x8x8xf32> into tensor<2x32x15x15xf32> loc("backward.layer3.0.conv1")
    %t3242 = tensor.empty() : tensor<2x32x20x20xf32> loc("backward.layer3.0.conv1")
    %c3243 = arith.constant 0.000000000e+00 : f32 loc("backward.layer3.0.conv1")
    %t3244 = linalg.fill ins(%c3243 : f32) outs(%t3242 : tensor<2x32x20x20xf32>) -> tensor<2x32x20x20xf32> loc("backward.layer3.0.conv1")
    %t3245 = tensor.insert_slice %t3241 into %t3244[0, 0, 2, 2] [2, 32, 15, 15] [1, 1, 1, 1] : tensor<2x32x15x15xf32> into tensor<2x32x20x20xf32> loc("backward.layer3.0.conv1")
    %t3246 = tensor.empty() : tensor<16x32x3x3xf32> loc("backward.layer3.0.conv1")
    %t3249 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d0, -d2 + 2, -d3 + 2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%primals_31 : tensor<32x16x3x3xf32>) outs(%t3246 : tensor<16x32x3x3xf32>) {
    ^bb0(%in3247: f32, %out3248: f32):
      linalg.yield %in3247 : f32
    } -> tensor<16x32x3x3xf32> loc("backward.layer3.0.conv1")
    %t3250 = tensor.empty() : tensor<2x16x18x18xf32> loc("backward.layer3.0.conv1")
    %c3251 = arith.constant 0.000000000e+00 : f32 loc("backward.layer3.0.conv1")
    %t3252 = linalg.fill ins(%c3251 : f32) outs(%t3250 : tensor<2x16x18x18xf32>) -> tensor<2x16x18x18xf32> loc("backward.layer3.0.conv1")
    %t3253 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%t3245, %t3249 : tensor<2x32x20x20xf32>, tensor<16x32x3x3xf32>) outs(%t3252 : tensor<2x16x18x18xf32>) -> tensor<2x16x18x18xf32> loc("backward.layer3.0.conv1")
    %t3254 = tensor.extract_slice %t3253[0, 0, 1, 1] [2, 16, 16, 16] [1, 1, 1, 1] : tensor<2x16x18x18xf32> to tensor<2x16x16x16xf32> loc("backward.layer3.0.conv1")
    %t3255 = tensor.empty() : tensor<2x16x18x18xf32> loc("backward.layer3.0.conv1")
    %c3256 = arith.constant 0.000000000e+00 : f32 loc("backward.layer3.0.conv1")
    %t3257 = linalg.fill ins(%c3256 : f32) outs(%t3255 : tensor<2x16x18x18xf32>) -> tensor<2x16x18x18xf32> loc("backward.layer3.0.conv1")
    %t3258 = tensor.insert_slice %t834 into %t3257[0, 0, 1, 1] [2, 16, 16, 16] [1, 1, 1, 1] : tensor<2x16x16x16xf32> into tensor<2x16x18x18xf32> loc("backward.layer3.0.conv1")
    %t3259 = tensor.empty() : tensor<32x16x3x3xf32> loc("backward.layer3.0.conv1")
    %c3260 = arith.constant 0.000000000e+00 : f32 loc("backward.layer3.0.conv1")
    %t3261 = linalg.fill ins(%c3260 : f32) outs(%t3259 : tensor<32x16x3x3xf32>) -> tensor<32x16x3x3xf32> loc("backward.layer3.0.conv1")
    %t3267 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d0, d5, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d1, d5 * 2 + d2 * 1, d6 * 2 + d3 * 1)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%t3231, %t3258 : tensor<2x32x8x8xf32>, tensor<2x16x18x18xf32>) outs(%t3261 : tensor<32x16x3x3xf32>) {
    ^bb0(%in3262: f32, %in3263: f32, %out3264: f32):
      %s3265 = arith.mulf %in3262, %in3263 : f32
      %s3266 = arith.addf %out3264, %s3265 : f32
      linalg.yield %s3266 : f32
    } -> tensor<32x16x3x3xf32> loc("backward.layer3.0.conv1")
    %t3268 = tensor.empty() : tensor<2x16x16x16xf32> loc("backward.add_11")
    %t3273 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2980, %t3254 : tensor<2x16x16x16xf32>, tensor<2x16x16x16xf32>) outs(%t3268 : tensor<2x16x16x16xf32>) {
    ^bb0(%in3269: f32, %in3270: f32, %out3271: f32):
      %s3272 = arith.addf %in3269, %in3270 : f32
      linalg.yield %s3272 : f32
    } -> tensor<2x16x16x16xf32> loc("backward.add_11")
    %t3274 = tensor.empty() : tensor<2x16x16x16xi1> loc("backward.layer2.1.relu")
    %t3279 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t834 : tensor<2x16x16x16xf32>) outs(%t3274 : tensor<2x16x16x16xi1>) {
    ^bb0(%in3275: f32, %out3276: i1):
      %s3277 = arith.constant 0.000000000e+00 : f32
      %s3278 = arith.cmpf ole, %in3275, %s3277 : f32
      linalg.yield %s3278 : i1
    } -> tensor<2x16x16x16xi1> loc("backward.layer2.1.relu")
    %cst3280 = arith.constant dense<0.000000000e+00> : tensor<f32> loc("backward.layer2.1.relu")
    %t3281 = tensor.empty() : tensor<2x16x16x16xf32> loc("backward.layer2.1.relu")
    %t3287 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3279, %cst3280, %t3273 : tensor<2x16x16x16xi1>, tensor<f32>, tensor<2x16x16x16xf32>) outs(%t3281 : tensor<2x16x16x16xf32>) {
    ^bb0(%in3282: i1, %in3283: f32, %in3284: f32, %out3285: f32):
      %s3286 = arith.select %in3282, %in3283, %in3284 : f32
      linalg.yield %s3286 : f32
    } -> tensor<2x16x16x16xf32> loc("backward.layer2.1.relu")
    %t3288 = tensor.expand_shape %t821 [[0, 1]] output_shape [1, 16] : tensor<16xf32> into tensor<1x16xf32> loc("backward.layer2.1.bn2")
    %t3289 = tensor.expand_shape %t3288 [[0], [1, 2]] output_shape [1, 16, 1] : tensor<1x16xf32> into tensor<1x16x1xf32> loc("backward.layer2.1.bn2")
    %t3290 = tensor.expand_shape %t3289 [[0], [1], [2, 3]] output_shape [1, 16, 1, 1] : tensor<1x16x1xf32> into tensor<1x16x1x1xf32> loc("backward.layer2.1.bn2")
    %t3291 = tensor.empty() : tensor<16xf32> loc("backward.layer2.1.bn2")
    %c3292 = arith.constant 0.000000000e+00 : f32 loc("backward.layer2.1.bn2")
    %t3293 = linalg.fill ins(%c3292 : f32) outs(%t3291 : tensor<16xf32>) -> tensor<16xf32> loc("backward.layer2.1.bn2")
    %t3297 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t3287 : tensor<2x16x16x16xf32>) outs(%t3293 : tensor<16xf32>) {
    ^bb0(%in3294: f32, %out3295: f32):
      %s3296 = arith.addf %out3295, %in3294 : f32
      linalg.yield %s3296 : f32
    } -> tensor<16xf32> loc("backward.layer2.1.bn2")
    %t3298 = tensor.empty() : tensor<2x16x16x16xf32> loc("backward.layer2.1.bn2")
    %t3303 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t754, %t3290 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%t3298 : tensor<2x16x16x16xf32>) {
    ^bb0(%in3299: f32, %in3300: f32, %out3301: f32):
      %s3302 = arith.subf %in3299, %in3300 : f32
      linalg.yield %s3302 : f32
    } -> tensor<2x16x16x16xf32> loc("backward.layer2.1.bn2")
    %t3304 = tensor.empty() : tensor<2x16x16x16xf32> loc("backward.layer2.1.bn2")
    %t3309 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3287, %t3303 : tensor<2x16x16x16xf32>, tensor<2x16x16x16xf32>) outs(%t3304 : tensor<2x16x16x16xf32>) {
    ^bb0(%in3305: f32, %in3306: f32, %out3307: f32):
      %s3308 = arith.mulf %in3305, %in3306 : f32
      linalg.yield %s3308 : f32
    } -> tensor<2x16x16x16xf32> loc("backward.layer2.1.bn2")
    %t3310 = tensor.empty() : tensor<16xf32> loc("backward.layer2.1.bn2")
    %c3311 = arith.constant 0.000000000e+00 : f32 loc("backward.layer2.1.bn2")
    %t3312 = linalg.fill ins(%c3311 : f32) outs(%t3310 : tensor<16xf32>) -> tensor<16xf32> loc("backward.layer2.1.bn2")
    %t3316 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t3309 : tensor<2x16x16x16xf32>) outs(%t3312 : tensor<16xf32>) {
    ^bb0(%in3313: f32, %out3314: f32):
      %s3315 = arith.addf %out3314, %in3313 : f32
      linalg.yield %s3315 : f32
    } -> tensor<16xf32> loc("backward.layer2.1.bn2")
    %t3317 = tensor.empty() : tensor<16xf32> loc("backward.layer2.1.bn2")
    %t3322 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t3297 : tensor<16xf32>) outs(%t3317 : tensor<16xf32>) {
    ^bb0(%in3318: f32, %out3319: f32):
      %s3320 = arith.constant 1.953125000e-03 : f32
      %s3321 = arith.mulf %in3318, %s3320 : f32
      linalg.yield %s3321 : f32
    } -> tensor<16xf32> loc("backward.layer2.1.bn2")
    %t3323 = tensor.expand_shape %t3322 [[0, 1]] output_shape [1, 16] : tensor<16xf32> into tensor<1x16xf32> loc("backward.layer2.1.bn2")
    %t3324 = tensor.expand_shape %t3323 [[0], [1, 2]] output_shape [1, 16, 1] : tensor<1x16xf32> into tensor<1x16x1xf32> loc("backward.layer2.1.bn2")
    %t3325 = tensor.expand_shape %t3324 [[0], [1], [2, 3]] output_shape [1, 16, 1, 1] : tensor<1x16x1xf32> into tensor<1x16x1x1xf32> loc("backward.layer2.1.bn2")
    %t3326 = tensor.empty() : tensor<16xf32> loc("backward.layer2.1.bn2")
    %t3331 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t3316 : tensor<16xf32>) outs(%t3326 : tensor<16xf32>) {
    ^bb0(%in3327: f32, %out3328: f32):
      %s3329 = arith.constant 1.953125000e-03 : f32
      %s3330 = arith.mulf %in3327, %s3329 : f32
      linalg.yield %s3330 : f32
    } -> tensor<16xf32> loc("backward.layer2.1.bn2")
    %t3332 = tensor.empty() : tensor<16xf32> loc("backward.layer2.1.bn2")
    %t3337 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t822, %t822 : tensor<16xf32>, tensor<16xf32>) outs(%t3332 : tensor<16xf32>) {
    ^bb0(%in3333: f32, %in3334: f32, %out3335: f32):
      %s3336 = arith.mulf %in3333, %in3334 : f32
      linalg.yield %s3336 : f32
    } -> tensor<16xf32> loc("backward.layer2.1.bn2")
    %t3338 = tensor.empty() : tensor<16xf32> loc("backward.layer2.1.bn2")
    %t3343 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t3331, %t3337 : tensor<16xf32>, tensor<16xf32>) outs(%t3338 : tensor<16xf32>) {
    ^bb0(%in3339: f32, %in3340: f32, %out3341: f32):
      %s3342 = arith.mulf %in3339, %in3340 : f32
      linalg.yield %s3342 : f32
    } -> tensor<16xf32> loc("backward.layer2.1.bn2")
    %t3344 = tensor.expand_shape %t3343 [[0, 1]] output_shape [1, 16] : tensor<16xf32> into tensor<1x16xf32> loc("backward.layer2.1.bn2")
    %t3345 = tensor.expand_shape %t3344 [[0], [1, 2]] output_shape [1, 16, 1] : tensor<1x16xf32> into tensor<1x16x1xf32> loc("backward.layer2.1.bn2")
    %t3346 = tensor.expand_shape %t3345 [[0], [1], [2, 3]] output_shape [1, 16, 1, 1] : tensor<1x16x1xf32> into tensor<1x16x1x1xf32> loc("backward.layer2.1.bn2")
    %t3347 = tensor.empty() : tensor<16xf32> loc("backward.layer2.1.bn2")
    %t3352 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t822, %primals_29 : tensor<16xf32>, tensor<16xf32>) outs(%t3347 : tensor<16xf32>) {
    ^bb0(%in3348: f32, %in3349: f32, %out3350: f32):
      %s3351 = arith.mulf %in3348, %in3349 : f32
      linalg.yield %s3351 : f32
    } -> tensor<16xf32> loc("backward.layer2.1.bn2")
    %t3353 = tensor.expand_shape %t3352 [[0, 1]] output_shape [1, 16] : tensor<16xf32> into tensor<1x16xf32> loc("backward.layer2.1.bn2")
    %t3354 = tensor.expand_shape %t3353 [[0], [1, 2]] output_shape [1, 16, 1] : tensor<1x16xf32> into tensor<1x16x1xf32> loc("backward.layer2.1.bn2")
    %t3355 = tensor.expand_shape %t3354 [[0], [1], [2, 3]] output_shape [1, 16, 1, 1] : tensor<1x16x1xf32> into tensor<1x16x1x1xf32> loc("backward.layer2.1.bn2")
    %t3356 = tensor.empty() : tensor<2x16x16x16xf32> loc("backward.layer2.1.bn2")
    %t3361 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t754, %t3290 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%t3356 : tensor<2x16x16x16xf32>) {
    ^bb0(%in3357: f32, %in3358: f32, %out3359: f32):
      %s3360 = arith.subf %in3357, %in3358 : f32
      linalg.yield %s3360 : f32
    } -> tensor<2x16x16x16xf32> loc("backward.layer2.1.bn2")
    %t3362 = tensor.empty() : tensor<2x16x16x16xf32> loc("backward.layer2.1.bn2")
    %t3367 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3361, %t3346 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%t3362 : tensor<2x16x16x16xf32>) {
    ^bb0(%in3363: f32, %in3364: f32, %out3365: f32):
      %s3366 = arith.mulf %in3363, %in3364 : f32
      linalg.yield %s3366 : f32
    } -> tensor<2x16x16x16xf32> loc("backward.layer2.1.bn2")
    %t3368 = tensor.empty() : tensor<2x16x16x16xf32> loc("backward.layer2.1.bn2")
    %t3373 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3287, %t3367 : tensor<2x16x16x16xf32>, tensor<2x16x16x16xf32>) outs(%t3368 : tensor<2x16x16x16xf32>) {
    ^bb0(%in3369: f32, %in3370: f32, %out3371: f32):
      %s3372 = arith.subf %in3369, %in3370 : f32
      linalg.yield %s3372 : f32
    } -> tensor<2x16x16x16xf32> loc("backward.layer2.1.bn2")
    %t3374 = tensor.empty() : tensor<2x16x16x16xf32> loc("backward.layer2.1.bn2")
    %t3379 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3373, %t3325 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%t3374 : tensor<2x16x16x16xf32>) {
    ^bb0(%in3375: f32, %in3376: f32, %out3377: f32):
      %s3378 = arith.subf %in3375, %in3376 : f32
      linalg.yield %s3378 : f32
    } -> tensor<2x16x16x16xf32> loc("backward.layer2.1.bn2")
    %t3380 = tensor.empty() : tensor<2x16x16x16xf32> loc("backward.layer2.1.bn2")
    %t3385 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3379, %t3355 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%t3380 : tensor<2x16x16x16xf32>) {
    ^bb0(%in3381: f32, %in3382: f32, %out3383: f32):
      %s3384 = arith.mulf %in3381, %in3382 : f32
      linalg.yield %s3384 : f32
    } -> tensor<2x16x16x16xf32> loc("backward.layer2.1.bn2")
    %t3386 = tensor.empty() : tensor<16xf32> loc("backward.layer2.1.bn2")
    %t3391 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t3316, %t822 : tensor<16xf32>, tensor<16xf32>) outs(%t3386 : tensor<16xf32>) {
    ^bb0(%in3387: f32, %in3388: f32, %out3389: f32):
      %s3390 = arith.mulf %in3387, %in3388 : f32
      linalg.yield %s3390 : f32
    } -> tensor<16xf32> loc("backward.layer2.1.bn2")
    %t3392 = tensor.empty() : tensor<2x16x20x20xf32> loc("backward.layer2.1.conv2")
    %c3393 = arith.constant 0.000000000e+00 : f32 loc("backward.layer2.1.conv2")
    %t3394 = linalg.fill ins(%c3393 : f32) outs(%t3392 : tensor<2x16x20x20xf32>) -> tensor<2x16x20x20xf32> loc("backward.layer2.1.conv2")
    %t3395 = tensor.insert_slice %t3385 into %t3394[0, 0, 2, 2] [2, 16, 16, 16] [1, 1, 1, 1] : tensor<2x16x16x16xf32> into tensor<2x16x20x20xf32> loc("backward.layer2.1.conv2")
    %t3396 = tensor.empty() : tensor<16x16x3x3xf32> loc("backward.layer2.1.conv2")
    %t3399 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d0, -d2 + 2, -d3 + 2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%primals_28 : tensor<16x16x3x3xf32>) outs(%t3396 : tensor<16x16x3x3xf32>) {
    ^bb0(%in3397: f32, %out3398: f32):
      linalg.yield %in3397 : f32
    } -> tensor<16x16x3x3xf32> loc("backward.layer2.1.conv2")
    %t3400 = tensor.empty() : tensor<2x16x18x18xf32> loc("backward.layer2.1.conv2")
    %c3401 = arith.constant 0.000000000e+00 : f32 loc("backward.layer2.1.conv2")
    %t3402 = linalg.fill ins(%c3401 : f32) outs(%t3400 : tensor<2x16x18x18xf32>) -> tensor<2x16x18x18xf32> loc("backward.layer2.1.conv2")
    %t3403 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%t3395, %t3399 : tensor<2x16x20x20xf32>, tensor<16x16x3x3xf32>) outs(%t3402 : tensor<2x16x18x18xf32>) -> tensor<2x16x18x18xf32> loc("backward.layer2.1.conv2")
    %t3404 = tensor.extract_slice %t3403[0, 0, 1, 1] [2, 16, 16, 16] [1, 1, 1, 1] : tensor<2x16x18x18xf32> to tensor<2x16x16x16xf32> loc("backward.layer2.1.conv2")
    %t3405 = tensor.empty() : tensor<2x16x18x18xf32> loc("backward.layer2.1.conv2")
    %c3406 = arith.constant 0.000000000e+00 : f32 loc("backward.layer2.1.conv2")
    %t3407 = linalg.fill ins(%c3406 : f32) outs(%t3405 : tensor<2x16x18x18xf32>) -> tensor<2x16x18x18xf32> loc("backward.layer2.1.conv2")
    %t3408 = tensor.insert_slice %t746 into %t3407[0, 0, 1, 1] [2, 16, 16, 16] [1, 1, 1, 1] : tensor<2x16x16x16xf32> into tensor<2x16x18x18xf32> loc("backward.layer2.1.conv2")
    %t3409 = tensor.empty() : tensor<16x16x3x3xf32> loc("backward.layer2.1.conv2")
    %c3410 = arith.constant 0.000000000e+00 : f32 loc("backward.layer2.1.conv2")
    %t3411 = linalg.fill ins(%c3410 : f32) outs(%t3409 : tensor<16x16x3x3xf32>) -> tensor<16x16x3x3xf32> loc("backward.layer2.1.conv2")
    %t3417 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d0, d5, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d1, d5 * 1 + d2 * 1, d6 * 1 + d3 * 1)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%t3385, %t3408 : tensor<2x16x16x16xf32>, tensor<2x16x18x18xf32>) outs(%t3411 : tensor<16x16x3x3xf32>) {
    ^bb0(%in3412: f32, %in3413: f32, %out3414: f32):
      %s3415 = arith.mulf %in3412, %in3413 : f32
      %s3416 = arith.addf %out3414, %s3415 : f32
      linalg.yield %s3416 : f32
    } -> tensor<16x16x3x3xf32> loc("backward.layer2.1.conv2")
    %t3418 = tensor.empty() : tensor<2x16x16x16xi1> loc("backward.layer2.1.relu")
    %t3423 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t746 : tensor<2x16x16x16xf32>) outs(%t3418 : tensor<2x16x16x16xi1>) {
    ^bb0(%in3419: f32, %out3420: i1):
      %s3421 = arith.constant 0.000000000e+00 : f32
      %s3422 = arith.cmpf ole, %in3419, %s3421 : f32
      linalg.yield %s3422 : i1
    } -> tensor<2x16x16x16xi1> loc("backward.layer2.1.relu")
    %cst3424 = arith.constant dense<0.000000000e+00> : tensor<f32> loc("backward.layer2.1.relu")
    %t3425 = tensor.empty() : tensor<2x16x16x16xf32> loc("backward.layer2.1.relu")
    %t3431 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3423, %cst3424, %t3404 : tensor<2x16x16x16xi1>, tensor<f32>, tensor<2x16x16x16xf32>) outs(%t3425 : tensor<2x16x16x16xf32>) {
    ^bb0(%in3426: i1, %in3427: f32, %in3428: f32, %out3429: f32):
      %s3430 = arith.select %in3426, %in3427, %in3428 : f32
      linalg.yield %s3430 : f32
    } -> tensor<2x16x16x16xf32> loc("backward.layer2.1.relu")
    %t3432 = tensor.expand_shape %t739 [[0, 1]] output_shape [1, 16] : tensor<16xf32> into tensor<1x16xf32> loc("backward.layer2.1.bn1")
    %t3433 = tensor.expand_shape %t3432 [[0], [1, 2]] output_shape [1, 16, 1] : tensor<1x16xf32> into tensor<1x16x1xf32> loc("backward.layer2.1.bn1")
    %t3434 = tensor.expand_shape %t3433 [[0], [1], [2, 3]] output_shape [1, 16, 1, 1] : tensor<1x16x1xf32> into tensor<1x16x1x1xf32> loc("backward.layer2.1.bn1")
    %t3435 = tensor.empty() : tensor<16xf32> loc("backward.layer2.1.bn1")
    %c3436 = arith.constant 0.000000000e+00 : f32 loc("backward.layer2.1.bn1")
    %t3437 = linalg.fill ins(%c3436 : f32) outs(%t3435 : tensor<16xf32>) -> tensor<16xf32> loc("backward.layer2.1.bn1")
    %t3441 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t3431 : tensor<2x16x16x16xf32>) outs(%t3437 : tensor<16xf32>) {
    ^bb0(%in3438: f32, %out3439: f32):
      %s3440 = arith.addf %out3439, %in3438 : f32
      linalg.yield %s3440 : f32
    } -> tensor<16xf32> loc("backward.layer2.1.bn1")
    %t3442 = tensor.empty() : tensor<2x16x16x16xf32> loc("backward.layer2.1.bn1")
    %t3447 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t672, %t3434 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%t3442 : tensor<2x16x16x16xf32>) {
    ^bb0(%in3443: f32, %in3444: f32, %out3445: f32):
      %s3446 = arith.subf %in3443, %in3444 : f32
      linalg.yield %s3446 : f32
    } -> tensor<2x16x16x16xf32> loc("backward.layer2.1.bn1")
    %t3448 = tensor.empty() : tensor<2x16x16x16xf32> loc("backward.layer2.1.bn1")
    %t3453 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3431, %t3447 : tensor<2x16x16x16xf32>, tensor<2x16x16x16xf32>) outs(%t3448 : tensor<2x16x16x16xf32>) {
    ^bb0(%in3449: f32, %in3450: f32, %out3451: f32):
      %s3452 = arith.mulf %in3449, %in3450 : f32
      linalg.yield %s3452 : f32
    } -> tensor<2x16x16x16xf32> loc("backward.layer2.1.bn1")
    %t3454 = tensor.empty() : tensor<16xf32> loc("backward.layer2.1.bn1")
    %c3455 = arith.constant 0.000000000e+00 : f32 loc("backward.layer2.1.bn1")
    %t3456 = linalg.fill ins(%c3455 : f32) outs(%t3454 : tensor<16xf32>) -> tensor<16xf32> loc("backward.layer2.1.bn1")
    %t3460 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t3453 : tensor<2x16x16x16xf32>) outs(%t3456 : tensor<16xf32>) {
    ^bb0(%in3457: f32, %out3458: f32):
      %s3459 = arith.addf %out3458, %in3457 : f32
      linalg.yield %s3459 : f32
    } -> tensor<16xf32> loc("backward.layer2.1.bn1")
    %t3461 = tensor.empty() : tensor<16xf32> loc("backward.layer2.1.bn1")
    %t3466 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t3441 : tensor<16xf32>) outs(%t3461 : tensor<16xf32>) {
    ^bb0(%in3462: f32, %out3463: f32):
      %s3464 = arith.constant 1.953125000e-03 : f32
      %s3465 = arith.mulf %in3462, %s3464 : f32
      linalg.yield %s3465 : f32
    } -> tensor<16xf32> loc("backward.layer2.1.bn1")
    %t3467 = tensor.expand_shape %t3466 [[0, 1]] output_shape [1, 16] : tensor<16xf32> into tensor<1x16xf32> loc("backward.layer2.1.bn1")
    %t3468 = tensor.expand_shape %t3467 [[0], [1, 2]] output_shape [1, 16, 1] : tensor<1x16xf32> into tensor<1x16x1xf32> loc("backward.layer2.1.bn1")
    %t3469 = tensor.expand_shape %t3468 [[0], [1], [2, 3]] output_shape [1, 16, 1, 1] : tensor<1x16x1xf32> into tensor<1x16x1x1xf32> loc("backward.layer2.1.bn1")
    %t3470 = tensor.empty() : tensor<16xf32> loc("backward.layer2.1.bn1")
    %t3475 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t3460 : tensor<16xf32>) outs(%t3470 : tensor<16xf32>) {
    ^bb0(%in3471: f32, %out3472: f32):
      %s3473 = arith.constant 1.953125000e-03 : f32
      %s3474 = arith.mulf %in3471, %s3473 : f32
      linalg.yield %s3474 : f32
    } -> tensor<16xf32> loc("backward.layer2.1.bn1")
    %t3476 = tensor.empty() : tensor<16xf32> loc("backward.layer2.1.bn1")
    %t3481 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t740, %t740 : tensor<16xf32>, tensor<16xf32>) outs(%t3476 : tensor<16xf32>) {
    ^bb0(%in3477: f32, %in3478: f32, %out3479: f32):
      %s3480 = arith.mulf %in3477, %in3478 : f32
      linalg.yield %s3480 : f32
    } -> tensor<16xf32> loc("backward.layer2.1.bn1")
    %t3482 = tensor.empty() : tensor<16xf32> loc("backward.layer2.1.bn1")
    %t3487 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t3475, %t3481 : tensor<16xf32>, tensor<16xf32>) outs(%t3482 : tensor<16xf32>) {
    ^bb0(%in3483: f32, %in3484: f32, %out3485: f32):
      %s3486 = arith.mulf %in3483, %in3484 : f32
      linalg.yield %s3486 : f32
    } -> tensor<16xf32> loc("backward.layer2.1.bn1")
    %t3488 = tensor.expand_shape %t3487 [[0, 1]] output_shape [1, 16] : tensor<16xf32> into tensor<1x16xf32> loc("backward.layer2.1.bn1")
    %t3489 = tensor.expand_shape %t3488 [[0], [1, 2]] output_shape [1, 16, 1] : tensor<1x16xf32> into tensor<1x16x1xf32> loc("backward.layer2.1.bn1")
    %t3490 = tensor.expand_shape %t3489 [[0], [1], [2, 3]] output_shape [1, 16, 1, 1] : tensor<1x16x1xf32> into tensor<1x16x1x1xf32> loc("backward.layer2.1.bn1")
    %t3491 = tensor.empty() : tensor<16xf32> loc("backward.layer2.1.bn1")
    %t3496 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t740, %primals_26 : tensor<16xf32>, tensor<16xf32>) outs(%t3491 : tensor<16xf32>) {
    ^bb0(%in3492: f32, %in3493: f32, %out3494: f32):
      %s3495 = arith.mulf %in3492, %in3493 : f32
      linalg.yield %s3495 : f32
    } -> tensor<16xf32> loc("backward.layer2.1.bn1")
    %t3497 = tensor.expand_shape %t3496 [[0, 1]] output_shape [1, 16] : tensor<16xf32> into tensor<1x16xf32> loc("backward.layer2.1.bn1")
    %t3498 = tensor.expand_shape %t3497 [[0], [1, 2]] output_shape [1, 16, 1] : tensor<1x16xf32> into tensor<1x16x1xf32> loc("backward.layer2.1.bn1")
    %t3499 = tensor.expand_shape %t3498 [[0], [1], [2, 3]] output_shape [1, 16, 1, 1] : tensor<1x16x1xf32> into tensor<1x16x1x1xf32> loc("backward.layer2.1.bn1")
    %t3500 = tensor.empty() : tensor<2x16x16x16xf32> loc("backward.layer2.1.bn1")
    %t3505 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t672, %t3434 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%t3500 : tensor<2x16x16x16xf32>) {
    ^bb0(%in3501: f32, %in3502: f32, %out3503: f32):
      %s3504 = arith.subf %in3501, %in3502 : f32
      linalg.yield %s3504 : f32
    } -> tensor<2x16x16x16xf32> loc("backward.layer2.1.bn1")
    %t3506 = tensor.empty() : tensor<2x16x16x16xf32> loc("backward.layer2.1.bn1")
    %t3511 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3505, %t3490 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%t3506 : tensor<2x16x16x16xf32>) {
    ^bb0(%in3507: f32, %in3508: f32, %out3509: f32):
      %s3510 = arith.mulf %in3507, %in3508 : f32
      linalg.yield %s3510 : f32
    } -> tensor<2x16x16x16xf32> loc("backward.layer2.1.bn1")
    %t3512 = tensor.empty() : tensor<2x16x16x16xf32> loc("backward.layer2.1.bn1")
    %t3517 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3431, %t3511 : tensor<2x16x16x16xf32>, tensor<2x16x16x16xf32>) outs(%t3512 : tensor<2x16x16x16xf32>) {
    ^bb0(%in3513: f32, %in3514: f32, %out3515: f32):
      %s3516 = arith.subf %in3513, %in3514 : f32
      linalg.yield %s3516 : f32
    } -> tensor<2x16x16x16xf32> loc("backward.layer2.1.bn1")
    %t3518 = tensor.empty() : tensor<2x16x16x16xf32> loc("backward.layer2.1.bn1")
    %t3523 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3517, %t3469 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%t3518 : tensor<2x16x16x16xf32>) {
    ^bb0(%in3519: f32, %in3520: f32, %out3521: f32):
      %s3522 = arith.subf %in3519, %in3520 : f32
      linalg.yield %s3522 : f32
    } -> tensor<2x16x16x16xf32> loc("backward.layer2.1.bn1")
    %t3524 = tensor.empty() : tensor<2x16x16x16xf32> loc("backward.layer2.1.bn1")
    %t3529 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3523, %t3499 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%t3524 : tensor<2x16x16x16xf32>) {
    ^bb0(%in3525: f32, %in3526: f32, %out3527: f32):
      %s3528 = arith.mulf %in3525, %in3526 : f32
      linalg.yield %s3528 : f32
    } -> tensor<2x16x16x16xf32> loc("backward.layer2.1.bn1")
    %t3530 = tensor.empty() : tensor<16xf32> loc("backward.layer2.1.bn1")
    %t3535 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t3460, %t740 : tensor<16xf32>, tensor<16xf32>) outs(%t3530 : tensor<16xf32>) {
    ^bb0(%in3531: f32, %in3532: f32, %out3533: f32):
      %s3534 = arith.mulf %in3531, %in3532 : f32
      linalg.yield %s3534 : f32
    } -> tensor<16xf32> loc("backward.layer2.1.bn1")
    %t3536 = tensor.empty() : tensor<2x16x20x20xf32> loc("backward.layer2.1.conv1")
    %c3537 = arith.constant 0.000000000e+00 : f32 loc("backward.layer2.1.conv1")
    %t3538 = linalg.fill ins(%c3537 : f32) outs(%t3536 : tensor<2x16x20x20xf32>) -> tensor<2x16x20x20xf32> loc("backward.layer2.1.conv1")
    %t3539 = tensor.insert_slice %t3529 into %t3538[0, 0, 2, 2] [2, 16, 16, 16] [1, 1, 1, 1] : tensor<2x16x16x16xf32> into tensor<2x16x20x20xf32> loc("backward.layer2.1.conv1")
    %t3540 = tensor.empty() : tensor<16x16x3x3xf32> loc("backward.layer2.1.conv1")
    %t3543 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d0, -d2 + 2, -d3 + 2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%primals_25 : tensor<16x16x3x3xf32>) outs(%t3540 : tensor<16x16x3x3xf32>) {
    ^bb0(%in3541: f32, %out3542: f32):
      linalg.yield %in3541 : f32
    } -> tensor<16x16x3x3xf32> loc("backward.layer2.1.conv1")
    %t3544 = tensor.empty() : tensor<2x16x18x18xf32> loc("backward.layer2.1.conv1")
    %c3545 = arith.constant 0.000000000e+00 : f32 loc("backward.layer2.1.conv1")
    %t3546 = linalg.fill ins(%c3545 : f32) outs(%t3544 : tensor<2x16x18x18xf32>) -> tensor<2x16x18x18xf32> loc("backward.layer2.1.conv1")
    %t3547 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%t3539, %t3543 : tensor<2x16x20x20xf32>, tensor<16x16x3x3xf32>) outs(%t3546 : tensor<2x16x18x18xf32>) -> tensor<2x16x18x18xf32> loc("backward.layer2.1.conv1")
    %t3548 = tensor.extract_slice %t3547[0, 0, 1, 1] [2, 16, 16, 16] [1, 1, 1, 1] : tensor<2x16x18x18xf32> to tensor<2x16x16x16xf32> loc("backward.layer2.1.conv1")
    %t3549 = tensor.empty() : tensor<2x16x18x18xf32> loc("backward.layer2.1.conv1")
    %c3550 = arith.constant 0.000000000e+00 : f32 loc("backward.layer2.1.conv1")
    %t3551 = linalg.fill ins(%c3550 : f32) outs(%t3549 : tensor<2x16x18x18xf32>) -> tensor<2x16x18x18xf32> loc("backward.layer2.1.conv1")
    %t3552 = tensor.insert_slice %t664 into %t3551[0, 0, 1, 1] [2, 16, 16, 16] [1, 1, 1, 1] : tensor<2x16x16x16xf32> into tensor<2x16x18x18xf32> loc("backward.layer2.1.conv1")
    %t3553 = tensor.empty() : tensor<16x16x3x3xf32> loc("backward.layer2.1.conv1")
    %c3554 = arith.constant 0.000000000e+00 : f32 loc("backward.layer2.1.conv1")
    %t3555 = linalg.fill ins(%c3554 : f32) outs(%t3553 : tensor<16x16x3x3xf32>) -> tensor<16x16x3x3xf32> loc("backward.layer2.1.conv1")
    %t3561 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d0, d5, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d1, d5 * 1 + d2 * 1, d6 * 1 + d3 * 1)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%t3529, %t3552 : tensor<2x16x16x16xf32>, tensor<2x16x18x18xf32>) outs(%t3555 : tensor<16x16x3x3xf32>) {
    ^bb0(%in3556: f32, %in3557: f32, %out3558: f32):
      %s3559 = arith.mulf %in3556, %in3557 : f32
      %s3560 = arith.addf %out3558, %s3559 : f32
      linalg.yield %s3560 : f32
    } -> tensor<16x16x3x3xf32> loc("backward.layer2.1.conv1")
    %t3562 = tensor.empty() : tensor<2x16x16x16xf32> loc("backward.add_12")
    %t3567 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3287, %t3548 : tensor<2x16x16x16xf32>, tensor<2x16x16x16xf32>) outs(%t3562 : tensor<2x16x16x16xf32>) {
    ^bb0(%in3563: f32, %in3564: f32, %out3565: f32):
      %s3566 = arith.addf %in3563, %in3564 : f32
      linalg.yield %s3566 : f32
    } -> tensor<2x16x16x16xf32> loc("backward.add_12")
    %t3568 = tensor.empty() : tensor<2x16x16x16xi1> loc("backward.layer2.0.relu")
    %t3573 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t664 : tensor<2x16x16x16xf32>) outs(%t3568 : tensor<2x16x16x16xi1>) {
    ^bb0(%in3569: f32, %out3570: i1):
      %s3571 = arith.constant 0.000000000e+00 : f32
      %s3572 = arith.cmpf ole, %in3569, %s3571 : f32
      linalg.yield %s3572 : i1
    } -> tensor<2x16x16x16xi1> loc("backward.layer2.0.relu")
    %cst3574 = arith.constant dense<0.000000000e+00> : tensor<f32> loc("backward.layer2.0.relu")
    %t3575 = tensor.empty() : tensor<2x16x16x16xf32> loc("backward.layer2.0.relu")
    %t3581 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3573, %cst3574, %t3567 : tensor<2x16x16x16xi1>, tensor<f32>, tensor<2x16x16x16xf32>) outs(%t3575 : tensor<2x16x16x16xf32>) {
    ^bb0(%in3576: i1, %in3577: f32, %in3578: f32, %out3579: f32):
      %s3580 = arith.select %in3576, %in3577, %in3578 : f32
      linalg.yield %s3580 : f32
    } -> tensor<2x16x16x16xf32> loc("backward.layer2.0.relu")
    %t3582 = tensor.expand_shape %t651 [[0, 1]] output_shape [1, 16] : tensor<16xf32> into tensor<1x16xf32> loc("backward.layer2.0.downsample.1")
    %t3583 = tensor.expand_shape %t3582 [[0], [1, 2]] output_shape [1, 16, 1] : tensor<1x16xf32> into tensor<1x16x1xf32> loc("backward.layer2.0.downsample.1")
    %t3584 = tensor.expand_shape %t3583 [[0], [1], [2, 3]] output_shape [1, 16, 1, 1] : tensor<1x16x1xf32> into tensor<1x16x1x1xf32> loc("backward.layer2.0.downsample.1")
    %t3585 = tensor.empty() : tensor<16xf32> loc("backward.layer2.0.downsample.1")
    %c3586 = arith.constant 0.000000000e+00 : f32 loc("backward.layer2.0.downsample.1")
    %t3587 = linalg.fill ins(%c3586 : f32) outs(%t3585 : tensor<16xf32>) -> tensor<16xf32> loc("backward.layer2.0.downsample.1")
    %t3591 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t3581 : tensor<2x16x16x16xf32>) outs(%t3587 : tensor<16xf32>) {
    ^bb0(%in3588: f32, %out3589: f32):
      %s3590 = arith.addf %out3589, %in3588 : f32
      linalg.yield %s3590 : f32
    } -> tensor<16xf32> loc("backward.layer2.0.downsample.1")
    %t3592 = tensor.empty() : tensor<2x16x16x16xf32> loc("backward.layer2.0.downsample.1")
    %t3597 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t584, %t3584 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%t3592 : tensor<2x16x16x16xf32>) {
    ^bb0(%in3593: f32, %in3594: f32, %out3595: f32):
      %s3596 = arith.subf %in3593, %in3594 : f32
      linalg.yield %s3596 : f32
    } -> tensor<2x16x16x16xf32> loc("backward.layer2.0.downsample.1")
    %t3598 = tensor.empty() : tensor<2x16x16x16xf32> loc("backward.layer2.0.downsample.1")
    %t3603 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3581, %t3597 : tensor<2x16x16x16xf32>, tensor<2x16x16x16xf32>) outs(%t3598 : tensor<2x16x16x16xf32>) {
    ^bb0(%in3599: f32, %in3600: f32, %out3601: f32):
      %s3602 = arith.mulf %in3599, %in3600 : f32
      linalg.yield %s3602 : f32
    } -> tensor<2x16x16x16xf32> loc("backward.layer2.0.downsample.1")
    %t3604 = tensor.empty() : tensor<16xf32> loc("backward.layer2.0.downsample.1")
    %c3605 = arith.constant 0.000000000e+00 : f32 loc("backward.layer2.0.downsample.1")
    %t3606 = linalg.fill ins(%c3605 : f32) outs(%t3604 : tensor<16xf32>) -> tensor<16xf32> loc("backward.layer2.0.downsample.1")
    %t3610 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t3603 : tensor<2x16x16x16xf32>) outs(%t3606 : tensor<16xf32>) {
    ^bb0(%in3607: f32, %out3608: f32):
      %s3609 = arith.addf %out3608, %in3607 : f32
      linalg.yield %s3609 : f32
    } -> tensor<16xf32> loc("backward.layer2.0.downsample.1")
    %t3611 = tensor.empty() : tensor<16xf32> loc("backward.layer2.0.downsample.1")
    %t3616 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t3591 : tensor<16xf32>) outs(%t3611 : tensor<16xf32>) {
    ^bb0(%in3612: f32, %out3613: f32):
      %s3614 = arith.constant 1.953125000e-03 : f32
      %s3615 = arith.mulf %in3612, %s3614 : f32
      linalg.yield %s3615 : f32
    } -> tensor<16xf32> loc("backward.layer2.0.downsample.1")
    %t3617 = tensor.expand_shape %t3616 [[0, 1]] output_shape [1, 16] : tensor<16xf32> into tensor<1x16xf32> loc("backward.layer2.0.downsample.1")
    %t3618 = tensor.expand_shape %t3617 [[0], [1, 2]] output_shape [1, 16, 1] : tensor<1x16xf32> into tensor<1x16x1xf32> loc("backward.layer2.0.downsample.1")
    %t3619 = tensor.expand_shape %t3618 [[0], [1], [2, 3]] output_shape [1, 16, 1, 1] : tensor<1x16x1xf32> into tensor<1x16x1x1xf32> loc("backward.layer2.0.downsample.1")
    %t3620 = tensor.empty() : tensor<16xf32> loc("backward.layer2.0.downsample.1")
    %t3625 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t3610 : tensor<16xf32>) outs(%t3620 : tensor<16xf32>) {
    ^bb0(%in3621: f32, %out3622: f32):
      %s3623 = arith.constant 1.953125000e-03 : f32
      %s3624 = arith.mulf %in3621, %s3623 : f32
      linalg.yield %s3624 : f32
    } -> tensor<16xf32> loc("backward.layer2.0.downsample.1")
    %t3626 = tensor.empty() : tensor<16xf32> loc("backward.layer2.0.downsample.1")
    %t3631 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t652, %t652 : tensor<16xf32>, tensor<16xf32>) outs(%t3626 : tensor<16xf32>) {
    ^bb0(%in3627: f32, %in3628: f32, %out3629: f32):
      %s3630 = arith.mulf %in3627, %in3628 : f32
      linalg.yield %s3630 : f32
    } -> tensor<16xf32> loc("backward.layer2.0.downsample.1")
    %t3632 = tensor.empty() : tensor<16xf32> loc("backward.layer2.0.downsample.1")
    %t3637 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t3625, %t3631 : tensor<16xf32>, tensor<16xf32>) outs(%t3632 : tensor<16xf32>) {
    ^bb0(%in3633: f32, %in3634: f32, %out3635: f32):
      %s3636 = arith.mulf %in3633, %in3634 : f32
      linalg.yield %s3636 : f32
    } -> tensor<16xf32> loc("backward.layer2.0.downsample.1")
    %t3638 = tensor.expand_shape %t3637 [[0, 1]] output_shape [1, 16] : tensor<16xf32> into tensor<1x16xf32> loc("backward.layer2.0.downsample.1")
    %t3639 = tensor.expand_shape %t3638 [[0], [1, 2]] output_shape [1, 16, 1] : tensor<1x16xf32> into tensor<1x16x1xf32> loc("backward.layer2.0.downsample.1")
    %t3640 = tensor.expand_shape %t3639 [[0], [1], [2, 3]] output_shape [1, 16, 1, 1] : tensor<1x16x1xf32> into tensor<1x16x1x1xf32> loc("backward.layer2.0.downsample.1")
    %t3641 = tensor.empty() : tensor<16xf32> loc("backward.layer2.0.downsample.1")
    %t3646 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t652, %primals_23 : tensor<16xf32>, tensor<16xf32>) outs(%t3641 : tensor<16xf32>) {
    ^bb0(%in3642: f32, %in3643: f32, %out3644: f32):
      %s3645 = arith.mulf %in3642, %in3643 : f32
      linalg.yield %s3645 : f32
    } -> tensor<16xf32> loc("backward.layer2.0.downsample.1")
    %t3647 = tensor.expand_shape %t3646 [[0, 1]] output_shape [1, 16] : tensor<16xf32> into tensor<1x16xf32> loc("backward.layer2.0.downsample.1")
    %t3648 = tensor.expand_shape %t3647 [[0], [1, 2]] output_shape [1, 16, 1] : tensor<1x16xf32> into tensor<1x16x1xf32> loc("backward.layer2.0.downsample.1")
    %t3649 = tensor.expand_shape %t3648 [[0], [1], [2, 3]] output_shape [1, 16, 1, 1] : tensor<1x16x1xf32> into tensor<1x16x1x1xf32> loc("backward.layer2.0.downsample.1")
    %t3650 = tensor.empty() : tensor<2x16x16x16xf32> loc("backward.layer2.0.downsample.1")
    %t3655 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t584, %t3584 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%t3650 : tensor<2x16x16x16xf32>) {
    ^bb0(%in3651: f32, %in3652: f32, %out3653: f32):
      %s3654 = arith.subf %in3651, %in3652 : f32
      linalg.yield %s3654 : f32
    } -> tensor<2x16x16x16xf32> loc("backward.layer2.0.downsample.1")
    %t3656 = tensor.empty() : tensor<2x16x16x16xf32> loc("backward.layer2.0.downsample.1")
    %t3661 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3655, %t3640 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%t3656 : tensor<2x16x16x16xf32>) {
    ^bb0(%in3657: f32, %in3658: f32, %out3659: f32):
      %s3660 = arith.mulf %in3657, %in3658 : f32
      linalg.yield %s3660 : f32
    } -> tensor<2x16x16x16xf32> loc("backward.layer2.0.downsample.1")
    %t3662 = tensor.empty() : tensor<2x16x16x16xf32> loc("backward.layer2.0.downsample.1")
    %t3667 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3581, %t3661 : tensor<2x16x16x16xf32>, tensor<2x16x16x16xf32>) outs(%t3662 : tensor<2x16x16x16xf32>) {
    ^bb0(%in3663: f32, %in3664: f32, %out3665: f32):
      %s3666 = arith.subf %in3663, %in3664 : f32
      linalg.yield %s3666 : f32
    } -> tensor<2x16x16x16xf32> loc("backward.layer2.0.downsample.1")
    %t3668 = tensor.empty() : tensor<2x16x16x16xf32> loc("backward.layer2.0.downsample.1")
    %t3673 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3667, %t3619 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%t3668 : tensor<2x16x16x16xf32>) {
    ^bb0(%in3669: f32, %in3670: f32, %out3671: f32):
      %s3672 = arith.subf %in3669, %in3670 : f32
      linalg.yield %s3672 : f32
    } -> tensor<2x16x16x16xf32> loc("backward.layer2.0.downsample.1")
    %t3674 = tensor.empty() : tensor<2x16x16x16xf32> loc("backward.layer2.0.downsample.1")
    %t3679 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3673, %t3649 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%t3674 : tensor<2x16x16x16xf32>) {
    ^bb0(%in3675: f32, %in3676: f32, %out3677: f32):
      %s3678 = arith.mulf %in3675, %in3676 : f32
      linalg.yield %s3678 : f32
    } -> tensor<2x16x16x16xf32> loc("backward.layer2.0.downsample.1")
    %t3680 = tensor.empty() : tensor<16xf32> loc("backward.layer2.0.downsample.1")
    %t3685 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t3610, %t652 : tensor<16xf32>, tensor<16xf32>) outs(%t3680 : tensor<16xf32>) {
    ^bb0(%in3681: f32, %in3682: f32, %out3683: f32):
      %s3684 = arith.mulf %in3681, %in3682 : f32
      linalg.yield %s3684 : f32
    } -> tensor<16xf32> loc("backward.layer2.0.downsample.1")
    %t3686 = tensor.empty() : tensor<2x16x31x31xf32> loc("backward.layer2.0.downsample.0")
    %c3687 = arith.constant 0.000000000e+00 : f32 loc("backward.layer2.0.downsample.0")
    %t3688 = linalg.fill ins(%c3687 : f32) outs(%t3686 : tensor<2x16x31x31xf32>) -> tensor<2x16x31x31xf32> loc("backward.layer2.0.downsample.0")
    %t3689 = tensor.insert_slice %t3679 into %t3688[0, 0, 0, 0] [2, 16, 16, 16] [1, 1, 2, 2] : tensor<2x16x16x16xf32> into tensor<2x16x31x31xf32> loc("backward.layer2.0.downsample.0")
    %t3690 = tensor.empty() : tensor<2x16x32x32xf32> loc("backward.layer2.0.downsample.0")
    %c3691 = arith.constant 0.000000000e+00 : f32 loc("backward.layer2.0.downsample.0")
    %t3692 = linalg.fill ins(%c3691 : f32) outs(%t3690 : tensor<2x16x32x32xf32>) -> tensor<2x16x32x32xf32> loc("backward.layer2.0.downsample.0")
    %t3693 = tensor.insert_slice %t3689 into %t3692[0, 0, 0, 0] [2, 16, 31, 31] [1, 1, 1, 1] : tensor<2x16x31x31xf32> into tensor<2x16x32x32xf32> loc("backward.layer2.0.downsample.0")
    %t3694 = tensor.empty() : tensor<8x16x1x1xf32> loc("backward.layer2.0.downsample.0")
    %t3697 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d0, -d2 + 0, -d3 + 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%primals_22 : tensor<16x8x1x1xf32>) outs(%t3694 : tensor<8x16x1x1xf32>) {
    ^bb0(%in3695: f32, %out3696: f32):
      linalg.yield %in3695 : f32
    } -> tensor<8x16x1x1xf32> loc("backward.layer2.0.downsample.0")
    %t3698 = tensor.empty() : tensor<2x8x32x32xf32> loc("backward.layer2.0.downsample.0")
    %c3699 = arith.constant 0.000000000e+00 : f32 loc("backward.layer2.0.downsample.0")
    %t3700 = linalg.fill ins(%c3699 : f32) outs(%t3698 : tensor<2x8x32x32xf32>) -> tensor<2x8x32x32xf32> loc("backward.layer2.0.downsample.0")
    %t3701 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%t3693, %t3697 : tensor<2x16x32x32xf32>, tensor<8x16x1x1xf32>) outs(%t3700 : tensor<2x8x32x32xf32>) -> tensor<2x8x32x32xf32> loc("backward.layer2.0.downsample.0")
    %t3702 = tensor.empty() : tensor<16x8x1x1xf32> loc("backward.layer2.0.downsample.0")
    %c3703 = arith.constant 0.000000000e+00 : f32 loc("backward.layer2.0.downsample.0")
    %t3704 = linalg.fill ins(%c3703 : f32) outs(%t3702 : tensor<16x8x1x1xf32>) -> tensor<16x8x1x1xf32> loc("backward.layer2.0.downsample.0")
    %t3710 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d0, d5, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d1, d5 * 2 + d2 * 1, d6 * 2 + d3 * 1)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%t3679, %t422 : tensor<2x16x16x16xf32>, tensor<2x8x32x32xf32>) outs(%t3704 : tensor<16x8x1x1xf32>) {
    ^bb0(%in3705: f32, %in3706: f32, %out3707: f32):
      %s3708 = arith.mulf %in3705, %in3706 : f32
      %s3709 = arith.addf %out3707, %s3708 : f32
      linalg.yield %s3709 : f32
    } -> tensor<16x8x1x1xf32> loc("backward.layer2.0.downsample.0")
    %t3711 = tensor.expand_shape %t579 [[0, 1]] output_shape [1, 16] : tensor<16xf32> into tensor<1x16xf32> loc("backward.layer2.0.bn2")
    %t3712 = tensor.expand_shape %t3711 [[0], [1, 2]] output_shape [1, 16, 1] : tensor<1x16xf32> into tensor<1x16x1xf32> loc("backward.layer2.0.bn2")
    %t3713 = tensor.expand_shape %t3712 [[0], [1], [2, 3]] output_shape [1, 16, 1, 1] : tensor<1x16x1xf32> into tensor<1x16x1x1xf32> loc("backward.layer2.0.bn2")
    %t3714 = tensor.empty() : tensor<16xf32> loc("backward.layer2.0.bn2")
    %c3715 = arith.constant 0.000000000e+00 : f32 loc("backward.layer2.0.bn2")
    %t3716 = linalg.fill ins(%c3715 : f32) outs(%t3714 : tensor<16xf32>) -> tensor<16xf32> loc("backward.layer2.0.bn2")
    %t3720 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t3581 : tensor<2x16x16x16xf32>) outs(%t3716 : tensor<16xf32>) {
    ^bb0(%in3717: f32, %out3718: f32):
      %s3719 = arith.addf %out3718, %in3717 : f32
      linalg.yield %s3719 : f32
    } -> tensor<16xf32> loc("backward.layer2.0.bn2")
    %t3721 = tensor.empty() : tensor<2x16x16x16xf32> loc("backward.layer2.0.bn2")
    %t3726 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t512, %t3713 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%t3721 : tensor<2x16x16x16xf32>) {
    ^bb0(%in3722: f32, %in3723: f32, %out3724: f32):
      %s3725 = arith.subf %in3722, %in3723 : f32
      linalg.yield %s3725 : f32
    } -> tensor<2x16x16x16xf32> loc("backward.layer2.0.bn2")
    %t3727 = tensor.empty() : tensor<2x16x16x16xf32> loc("backward.layer2.0.bn2")
    %t3732 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3581, %t3726 : tensor<2x16x16x16xf32>, tensor<2x16x16x16xf32>) outs(%t3727 : tensor<2x16x16x16xf32>) {
    ^bb0(%in3728: f32, %in3729: f32, %out3730: f32):
      %s3731 = arith.mulf %in3728, %in3729 : f32
      linalg.yield %s3731 : f32
    } -> tensor<2x16x16x16xf32> loc("backward.layer2.0.bn2")
    %t3733 = tensor.empty() : tensor<16xf32> loc("backward.layer2.0.bn2")
    %c3734 = arith.constant 0.000000000e+00 : f32 loc("backward.layer2.0.bn2")
    %t3735 = linalg.fill ins(%c3734 : f32) outs(%t3733 : tensor<16xf32>) -> tensor<16xf32> loc("backward.layer2.0.bn2")
    %t3739 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t3732 : tensor<2x16x16x16xf32>) outs(%t3735 : tensor<16xf32>) {
    ^bb0(%in3736: f32, %out3737: f32):
      %s3738 = arith.addf %out3737, %in3736 : f32
      linalg.yield %s3738 : f32
    } -> tensor<16xf32> loc("backward.layer2.0.bn2")
    %t3740 = tensor.empty() : tensor<16xf32> loc("backward.layer2.0.bn2")
    %t3745 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t3720 : tensor<16xf32>) outs(%t3740 : tensor<16xf32>) {
    ^bb0(%in3741: f32, %out3742: f32):
      %s3743 = arith.constant 1.953125000e-03 : f32
      %s3744 = arith.mulf %in3741, %s3743 : f32
      linalg.yield %s3744 : f32
    } -> tensor<16xf32> loc("backward.layer2.0.bn2")
    %t3746 = tensor.expand_shape %t3745 [[0, 1]] output_shape [1, 16] : tensor<16xf32> into tensor<1x16xf32> loc("backward.layer2.0.bn2")
    %t3747 = tensor.expand_shape %t3746 [[0], [1, 2]] output_shape [1, 16, 1] : tensor<1x16xf32> into tensor<1x16x1xf32> loc("backward.layer2.0.bn2")
    %t3748 = tensor.expand_shape %t3747 [[0], [1], [2, 3]] output_shape [1, 16, 1, 1] : tensor<1x16x1xf32> into tensor<1x16x1x1xf32> loc("backward.layer2.0.bn2")
    %t3749 = tensor.empty() : tensor<16xf32> loc("backward.layer2.0.bn2")
    %t3754 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t3739 : tensor<16xf32>) outs(%t3749 : tensor<16xf32>) {
    ^bb0(%in3750: f32, %out3751: f32):
      %s3752 = arith.constant 1.953125000e-03 : f32
      %s3753 = arith.mulf %in3750, %s3752 : f32
      linalg.yield %s3753 : f32
    } -> tensor<16xf32> loc("backward.layer2.0.bn2")
    %t3755 = tensor.empty() : tensor<16xf32> loc("backward.layer2.0.bn2")
    %t3760 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t580, %t580 : tensor<16xf32>, tensor<16xf32>) outs(%t3755 : tensor<16xf32>) {
    ^bb0(%in3756: f32, %in3757: f32, %out3758: f32):
      %s3759 = arith.mulf %in3756, %in3757 : f32
      linalg.yield %s3759 : f32
    } -> tensor<16xf32> loc("backward.layer2.0.bn2")
    %t3761 = tensor.empty() : tensor<16xf32> loc("backward.layer2.0.bn2")
    %t3766 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t3754, %t3760 : tensor<16xf32>, tensor<16xf32>) outs(%t3761 : tensor<16xf32>) {
    ^bb0(%in3762: f32, %in3763: f32, %out3764: f32):
      %s3765 = arith.mulf %in3762, %in3763 : f32
      linalg.yield %s3765 : f32
    } -> tensor<16xf32> loc("backward.layer2.0.bn2")
    %t3767 = tensor.expand_shape %t3766 [[0, 1]] output_shape [1, 16] : tensor<16xf32> into tensor<1x16xf32> loc("backward.layer2.0.bn2")
    %t3768 = tensor.expand_shape %t3767 [[0], [1, 2]] output_shape [1, 16, 1] : tensor<1x16xf32> into tensor<1x16x1xf32> loc("backward.layer2.0.bn2")
    %t3769 = tensor.expand_shape %t3768 [[0], [1], [2, 3]] output_shape [1, 16, 1, 1] : tensor<1x16x1xf32> into tensor<1x16x1x1xf32> loc("backward.layer2.0.bn2")
    %t3770 = tensor.empty() : tensor<16xf32> loc("backward.layer2.0.bn2")
    %t3775 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t580, %primals_20 : tensor<16xf32>, tensor<16xf32>) outs(%t3770 : tensor<16xf32>) {
    ^bb0(%in3771: f32, %in3772: f32, %out3773: f32):
      %s3774 = arith.mulf %in3771, %in3772 : f32
      linalg.yield %s3774 : f32
    } -> tensor<16xf32> loc("backward.layer2.0.bn2")
    %t3776 = tensor.expand_shape %t3775 [[0, 1]] output_shape [1, 16] : tensor<16xf32> into tensor<1x16xf32> loc("backward.layer2.0.bn2")
    %t3777 = tensor.expand_shape %t3776 [[0], [1, 2]] output_shape [1, 16, 1] : tensor<1x16xf32> into tensor<1x16x1xf32> loc("backward.layer2.0.bn2")
    %t3778 = tensor.expand_shape %t3777 [[0], [1], [2, 3]] output_shape [1, 16, 1, 1] : tensor<1x16x1xf32> into tensor<1x16x1x1xf32> loc("backward.layer2.0.bn2")
    %t3779 = tensor.empty() : tensor<2x16x16x16xf32> loc("backward.layer2.0.bn2")
    %t3784 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t512, %t3713 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%t3779 : tensor<2x16x16x16xf32>) {
    ^bb0(%in3780: f32, %in3781: f32, %out3782: f32):
      %s3783 = arith.subf %in3780, %in3781 : f32
      linalg.yield %s3783 : f32
    } -> tensor<2x16x16x16xf32> loc("backward.layer2.0.bn2")
    %t3785 = tensor.empty() : tensor<2x16x16x16xf32> loc("backward.layer2.0.bn2")
    %t3790 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3784, %t3769 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%t3785 : tensor<2x16x16x16xf32>) {
    ^bb0(%in3786: f32, %in3787: f32, %out3788: f32):
      %s3789 = arith.mulf %in3786, %in3787 : f32
      linalg.yield %s3789 : f32
    } -> tensor<2x16x16x16xf32> loc("backward.layer2.0.bn2")
    %t3791 = tensor.empty() : tensor<2x16x16x16xf32> loc("backward.layer2.0.bn2")
    %t3796 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3581, %t3790 : tensor<2x16x16x16xf32>, tensor<2x16x16x16xf32>) outs(%t3791 : tensor<2x16x16x16xf32>) {
    ^bb0(%in3792: f32, %in3793: f32, %out3794: f32):
      %s3795 = arith.subf %in3792, %in3793 : f32
      linalg.yield %s3795 : f32
    } -> tensor<2x16x16x16xf32> loc("backward.layer2.0.bn2")
    %t3797 = tensor.empty() : tensor<2x16x16x16xf32> loc("backward.layer2.0.bn2")
    %t3802 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3796, %t3748 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%t3797 : tensor<2x16x16x16xf32>) {
    ^bb0(%in3798: f32, %in3799: f32, %out3800: f32):
      %s3801 = arith.subf %in3798, %in3799 : f32
      linalg.yield %s3801 : f32
    } -> tensor<2x16x16x16xf32> loc("backward.layer2.0.bn2")
    %t3803 = tensor.empty() : tensor<2x16x16x16xf32> loc("backward.layer2.0.bn2")
    %t3808 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3802, %t3778 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%t3803 : tensor<2x16x16x16xf32>) {
    ^bb0(%in3804: f32, %in3805: f32, %out3806: f32):
      %s3807 = arith.mulf %in3804, %in3805 : f32
      linalg.yield %s3807 : f32
    } -> tensor<2x16x16x16xf32> loc("backward.layer2.0.bn2")
    %t3809 = tensor.empty() : tensor<16xf32> loc("backward.layer2.0.bn2")
    %t3814 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t3739, %t580 : tensor<16xf32>, tensor<16xf32>) outs(%t3809 : tensor<16xf32>) {
    ^bb0(%in3810: f32, %in3811: f32, %out3812: f32):
      %s3813 = arith.mulf %in3810, %in3811 : f32
      linalg.yield %s3813 : f32
    } -> tensor<16xf32> loc("backward.layer2.0.bn2")
    %t3815 = tensor.empty() : tensor<2x16x20x20xf32> loc("backward.layer2.0.conv2")
    %c3816 = arith.constant 0.000000000e+00 : f32 loc("backward.layer2.0.conv2")
    %t3817 = linalg.fill ins(%c3816 : f32) outs(%t3815 : tensor<2x16x20x20xf32>) -> tensor<2x16x20x20xf32> loc("backward.layer2.0.conv2")
    %t3818 = tensor.insert_slice %t3808 into %t3817[0, 0, 2, 2] [2, 16, 16, 16] [1, 1, 1, 1] : tensor<2x16x16x16xf32> into tensor<2x16x20x20xf32> loc("backward.layer2.0.conv2")
    %t3819 = tensor.empty() : tensor<16x16x3x3xf32> loc("backward.layer2.0.conv2")
    %t3822 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d0, -d2 + 2, -d3 + 2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%primals_19 : tensor<16x16x3x3xf32>) outs(%t3819 : tensor<16x16x3x3xf32>) {
    ^bb0(%in3820: f32, %out3821: f32):
      linalg.yield %in3820 : f32
    } -> tensor<16x16x3x3xf32> loc("backward.layer2.0.conv2")
    %t3823 = tensor.empty() : tensor<2x16x18x18xf32> loc("backward.layer2.0.conv2")
    %c3824 = arith.constant 0.000000000e+00 : f32 loc("backward.layer2.0.conv2")
    %t3825 = linalg.fill ins(%c3824 : f32) outs(%t3823 : tensor<2x16x18x18xf32>) -> tensor<2x16x18x18xf32> loc("backward.layer2.0.conv2")
    %t3826 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%t3818, %t3822 : tensor<2x16x20x20xf32>, tensor<16x16x3x3xf32>) outs(%t3825 : tensor<2x16x18x18xf32>) -> tensor<2x16x18x18xf32> loc("backward.layer2.0.conv2")
    %t3827 = tensor.extract_slice %t3826[0, 0, 1, 1] [2, 16, 16, 16] [1, 1, 1, 1] : tensor<2x16x18x18xf32> to tensor<2x16x16x16xf32> loc("backward.layer2.0.conv2")
    %t3828 = tensor.empty() : tensor<2x16x18x18xf32> loc("backward.layer2.0.conv2")
    %c3829 = arith.constant 0.000000000e+00 : f32 loc("backward.layer2.0.conv2")
    %t3830 = linalg.fill ins(%c3829 : f32) outs(%t3828 : tensor<2x16x18x18xf32>) -> tensor<2x16x18x18xf32> loc("backward.layer2.0.conv2")
    %t3831 = tensor.insert_slice %t504 into %t3830[0, 0, 1, 1] [2, 16, 16, 16] [1, 1, 1, 1] : tensor<2x16x16x16xf32> into tensor<2x16x18x18xf32> loc("backward.layer2.0.conv2")
    %t3832 = tensor.empty() : tensor<16x16x3x3xf32> loc("backward.layer2.0.conv2")
    %c3833 = arith.constant 0.000000000e+00 : f32 loc("backward.layer2.0.conv2")
    %t3834 = linalg.fill ins(%c3833 : f32) outs(%t3832 : tensor<16x16x3x3xf32>) -> tensor<16x16x3x3xf32> loc("backward.layer2.0.conv2")
    %t3840 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d0, d5, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d1, d5 * 1 + d2 * 1, d6 * 1 + d3 * 1)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%t3808, %t3831 : tensor<2x16x16x16xf32>, tensor<2x16x18x18xf32>) outs(%t3834 : tensor<16x16x3x3xf32>) {
    ^bb0(%in3835: f32, %in3836: f32, %out3837: f32):
      %s3838 = arith.mulf %in3835, %in3836 : f32
      %s3839 = arith.addf %out3837, %s3838 : f32
      linalg.yield %s3839 : f32
    } -> tensor<16x16x3x3xf32> loc("backward.layer2.0.conv2")
    %t3841 = tensor.empty() : tensor<2x16x16x16xi1> loc("backward.layer2.0.relu")
    %t3846 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t504 : tensor<2x16x16x16xf32>) outs(%t3841 : tensor<2x16x16x16xi1>) {
    ^bb0(%in3842: f32, %out3843: i1):
      %s3844 = arith.constant 0.000000000e+00 : f32
      %s3845 = arith.cmpf ole, %in3842, %s3844 : f32
      linalg.yield %s3845 : i1
    } -> tensor<2x16x16x16xi1> loc("backward.layer2.0.relu")
    %cst3847 = arith.constant dense<0.000000000e+00> : tensor<f32> loc("backward.layer2.0.relu")
    %t3848 = tensor.empty() : tensor<2x16x16x16xf32> loc("backward.layer2.0.relu")
    %t3854 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3846, %cst3847, %t3827 : tensor<2x16x16x16xi1>, tensor<f32>, tensor<2x16x16x16xf32>) outs(%t3848 : tensor<2x16x16x16xf32>) {
    ^bb0(%in3849: i1, %in3850: f32, %in3851: f32, %out3852: f32):
      %s3853 = arith.select %in3849, %in3850, %in3851 : f32
      linalg.yield %s3853 : f32
    } -> tensor<2x16x16x16xf32> loc("backward.layer2.0.relu")
    %t3855 = tensor.expand_shape %t497 [[0, 1]] output_shape [1, 16] : tensor<16xf32> into tensor<1x16xf32> loc("backward.layer2.0.bn1")
    %t3856 = tensor.expand_shape %t3855 [[0], [1, 2]] output_shape [1, 16, 1] : tensor<1x16xf32> into tensor<1x16x1xf32> loc("backward.layer2.0.bn1")
    %t3857 = tensor.expand_shape %t3856 [[0], [1], [2, 3]] output_shape [1, 16, 1, 1] : tensor<1x16x1xf32> into tensor<1x16x1x1xf32> loc("backward.layer2.0.bn1")
    %t3858 = tensor.empty() : tensor<16xf32> loc("backward.layer2.0.bn1")
    %c3859 = arith.constant 0.000000000e+00 : f32 loc("backward.layer2.0.bn1")
    %t3860 = linalg.fill ins(%c3859 : f32) outs(%t3858 : tensor<16xf32>) -> tensor<16xf32> loc("backward.layer2.0.bn1")
    %t3864 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t3854 : tensor<2x16x16x16xf32>) outs(%t3860 : tensor<16xf32>) {
    ^bb0(%in3861: f32, %out3862: f32):
      %s3863 = arith.addf %out3862, %in3861 : f32
      linalg.yield %s3863 : f32
    } -> tensor<16xf32> loc("backward.layer2.0.bn1")
    %t3865 = tensor.empty() : tensor<2x16x16x16xf32> loc("backward.layer2.0.bn1")
    %t3870 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t430, %t3857 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%t3865 : tensor<2x16x16x16xf32>) {
    ^bb0(%in3866: f32, %in3867: f32, %out3868: f32):
      %s3869 = arith.subf %in3866, %in3867 : f32
      linalg.yield %s3869 : f32
    } -> tensor<2x16x16x16xf32> loc("backward.layer2.0.bn1")
    %t3871 = tensor.empty() : tensor<2x16x16x16xf32> loc("backward.layer2.0.bn1")
    %t3876 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3854, %t3870 : tensor<2x16x16x16xf32>, tensor<2x16x16x16xf32>) outs(%t3871 : tensor<2x16x16x16xf32>) {
    ^bb0(%in3872: f32, %in3873: f32, %out3874: f32):
      %s3875 = arith.mulf %in3872, %in3873 : f32
      linalg.yield %s3875 : f32
    } -> tensor<2x16x16x16xf32> loc("backward.layer2.0.bn1")
    %t3877 = tensor.empty() : tensor<16xf32> loc("backward.layer2.0.bn1")
    %c3878 = arith.constant 0.000000000e+00 : f32 loc("backward.layer2.0.bn1")
    %t3879 = linalg.fill ins(%c3878 : f32) outs(%t3877 : tensor<16xf32>) -> tensor<16xf32> loc("backward.layer2.0.bn1")
    %t3883 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t3876 : tensor<2x16x16x16xf32>) outs(%t3879 : tensor<16xf32>) {
    ^bb0(%in3880: f32, %out3881: f32):
      %s3882 = arith.addf %out3881, %in3880 : f32
      linalg.yield %s3882 : f32
    } -> tensor<16xf32> loc("backward.layer2.0.bn1")
    %t3884 = tensor.empty() : tensor<16xf32> loc("backward.layer2.0.bn1")
    %t3889 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t3864 : tensor<16xf32>) outs(%t3884 : tensor<16xf32>) {
    ^bb0(%in3885: f32, %out3886: f32):
      %s3887 = arith.constant 1.953125000e-03 : f32
      %s3888 = arith.mulf %in3885, %s3887 : f32
      linalg.yield %s3888 : f32
    } -> tensor<16xf32> loc("backward.layer2.0.bn1")
    %t3890 = tensor.expand_shape %t3889 [[0, 1]] output_shape [1, 16] : tensor<16xf32> into tensor<1x16xf32> loc("backward.layer2.0.bn1")
    %t3891 = tensor.expand_shape %t3890 [[0], [1, 2]] output_shape [1, 16, 1] : tensor<1x16xf32> into tensor<1x16x1xf32> loc("backward.layer2.0.bn1")
    %t3892 = tensor.expand_shape %t3891 [[0], [1], [2, 3]] output_shape [1, 16, 1, 1] : tensor<1x16x1xf32> into tensor<1x16x1x1xf32> loc("backward.layer2.0.bn1")
    %t3893 = tensor.empty() : tensor<16xf32> loc("backward.layer2.0.bn1")
    %t3898 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t3883 : tensor<16xf32>) outs(%t3893 : tensor<16xf32>) {
    ^bb0(%in3894: f32, %out3895: f32):
      %s3896 = arith.constant 1.953125000e-03 : f32
      %s3897 = arith.mulf %in3894, %s3896 : f32
      linalg.yield %s3897 : f32
    } -> tensor<16xf32> loc("backward.layer2.0.bn1")
    %t3899 = tensor.empty() : tensor<16xf32> loc("backward.layer2.0.bn1")
    %t3904 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t498, %t498 : tensor<16xf32>, tensor<16xf32>) outs(%t3899 : tensor<16xf32>) {
    ^bb0(%in3900: f32, %in3901: f32, %out3902: f32):
      %s3903 = arith.mulf %in3900, %in3901 : f32
      linalg.yield %s3903 : f32
    } -> tensor<16xf32> loc("backward.layer2.0.bn1")
    %t3905 = tensor.empty() : tensor<16xf32> loc("backward.layer2.0.bn1")
    %t3910 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t3898, %t3904 : tensor<16xf32>, tensor<16xf32>) outs(%t3905 : tensor<16xf32>) {
    ^bb0(%in3906: f32, %in3907: f32, %out3908: f32):
      %s3909 = arith.mulf %in3906, %in3907 : f32
      linalg.yield %s3909 : f32
    } -> tensor<16xf32> loc("backward.layer2.0.bn1")
    %t3911 = tensor.expand_shape %t3910 [[0, 1]] output_shape [1, 16] : tensor<16xf32> into tensor<1x16xf32> loc("backward.layer2.0.bn1")
    %t3912 = tensor.expand_shape %t3911 [[0], [1, 2]] output_shape [1, 16, 1] : tensor<1x16xf32> into tensor<1x16x1xf32> loc("backward.layer2.0.bn1")
    %t3913 = tensor.expand_shape %t3912 [[0], [1], [2, 3]] output_shape [1, 16, 1, 1] : tensor<1x16x1xf32> into tensor<1x16x1x1xf32> loc("backward.layer2.0.bn1")
    %t3914 = tensor.empty() : tensor<16xf32> loc("backward.layer2.0.bn1")
    %t3919 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t498, %primals_17 : tensor<16xf32>, tensor<16xf32>) outs(%t3914 : tensor<16xf32>) {
    ^bb0(%in3915: f32, %in3916: f32, %out3917: f32):
      %s3918 = arith.mulf %in3915, %in3916 : f32
      linalg.yield %s3918 : f32
    } -> tensor<16xf32> loc("backward.layer2.0.bn1")
    %t3920 = tensor.expand_shape %t3919 [[0, 1]] output_shape [1, 16] : tensor<16xf32> into tensor<1x16xf32> loc("backward.layer2.0.bn1")
    %t3921 = tensor.expand_shape %t3920 [[0], [1, 2]] output_shape [1, 16, 1] : tensor<1x16xf32> into tensor<1x16x1xf32> loc("backward.layer2.0.bn1")
    %t3922 = tensor.expand_shape %t3921 [[0], [1], [2, 3]] output_shape [1, 16, 1, 1] : tensor<1x16x1xf32> into tensor<1x16x1x1xf32> loc("backward.layer2.0.bn1")
    %t3923 = tensor.empty() : tensor<2x16x16x16xf32> loc("backward.layer2.0.bn1")
    %t3928 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t430, %t3857 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%t3923 : tensor<2x16x16x16xf32>) {
    ^bb0(%in3924: f32, %in3925: f32, %out3926: f32):
      %s3927 = arith.subf %in3924, %in3925 : f32
      linalg.yield %s3927 : f32
    } -> tensor<2x16x16x16xf32> loc("backward.layer2.0.bn1")
    %t3929 = tensor.empty() : tensor<2x16x16x16xf32> loc("backward.layer2.0.bn1")
    %t3934 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3928, %t3913 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%t3929 : tensor<2x16x16x16xf32>) {
    ^bb0(%in3930: f32, %in3931: f32, %out3932: f32):
      %s3933 = arith.mulf %in3930, %in3931 : f32
      linalg.yield %s3933 : f32
    } -> tensor<2x16x16x16xf32> loc("backward.layer2.0.bn1")
    %t3935 = tensor.empty() : tensor<2x16x16x16xf32> loc("backward.layer2.0.bn1")
    %t3940 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3854, %t3934 : tensor<2x16x16x16xf32>, tensor<2x16x16x16xf32>) outs(%t3935 : tensor<2x16x16x16xf32>) {
    ^bb0(%in3936: f32, %in3937: f32, %out3938: f32):
      %s3939 = arith.subf %in3936, %in3937 : f32
      linalg.yield %s3939 : f32
    } -> tensor<2x16x16x16xf32> loc("backward.layer2.0.bn1")
    %t3941 = tensor.empty() : tensor<2x16x16x16xf32> loc("backward.layer2.0.bn1")
    %t3946 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3940, %t3892 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%t3941 : tensor<2x16x16x16xf32>) {
    ^bb0(%in3942: f32, %in3943: f32, %out3944: f32):
      %s3945 = arith.subf %in3942, %in3943 : f32
      linalg.yield %s3945 : f32
    } -> tensor<2x16x16x16xf32> loc("backward.layer2.0.bn1")
    %t3947 = tensor.empty() : tensor<2x16x16x16xf32> loc("backward.layer2.0.bn1")
    %t3952 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3946, %t3922 : tensor<2x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%t3947 : tensor<2x16x16x16xf32>) {
    ^bb0(%in3948: f32, %in3949: f32, %out3950: f32):
      %s3951 = arith.mulf %in3948, %in3949 : f32
      linalg.yield %s3951 : f32
    } -> tensor<2x16x16x16xf32> loc("backward.layer2.0.bn1")
    %t3953 = tensor.empty() : tensor<16xf32> loc("backward.layer2.0.bn1")
    %t3958 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t3883, %t498 : tensor<16xf32>, tensor<16xf32>) outs(%t3953 : tensor<16xf32>) {
    ^bb0(%in3954: f32, %in3955: f32, %out3956: f32):
      %s3957 = arith.mulf %in3954, %in3955 : f32
      linalg.yield %s3957 : f32
    } -> tensor<16xf32> loc("backward.layer2.0.bn1")
    %t3959 = tensor.empty() : tensor<2x16x31x31xf32> loc("backward.layer2.0.conv1")
    %c3960 = arith.constant 0.000000000e+00 : f32 loc("backward.layer2.0.conv1")
    %t3961 = linalg.fill ins(%c3960 : f32) outs(%t3959 : tensor<2x16x31x31xf32>) -> tensor<2x16x31x31xf32> loc("backward.layer2.0.conv1")
    %t3962 = tensor.insert_slice %t3952 into %t3961[0, 0, 0, 0] [2, 16, 16, 16] [1, 1, 2, 2] : tensor<2x16x16x16xf32> into tensor<2x16x31x31xf32> loc("backward.layer2.0.conv1")
    %t3963 = tensor.empty() : tensor<2x16x36x36xf32> loc("backward.layer2.0.conv1")
    %c3964 = arith.constant 0.000000000e+00 : f32 loc("backward.layer2.0.conv1")
    %t3965 = linalg.fill ins(%c3964 : f32) outs(%t3963 : tensor<2x16x36x36xf32>) -> tensor<2x16x36x36xf32> loc("backward.layer2.0.conv1")
    %t3966 = tensor.insert_slice %t3962 into %t3965[0, 0, 2, 2] [2, 16, 31, 31] [1, 1, 1, 1] : tensor<2x16x31x31xf32> into tensor<2x16x36x36xf32> loc("backward.layer2.0.conv1")
    %t3967 = tensor.empty() : tensor<8x16x3x3xf32> loc("backward.layer2.0.conv1")
    %t3970 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d0, -d2 + 2, -d3 + 2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%primals_16 : tensor<16x8x3x3xf32>) outs(%t3967 : tensor<8x16x3x3xf32>) {
    ^bb0(%in3968: f32, %out3969: f32):
      linalg.yield %in3968 : f32
    } -> tensor<8x16x3x3xf32> loc("backward.layer2.0.conv1")
    %t3971 = tensor.empty() : tensor<2x8x34x34xf32> loc("backward.layer2.0.conv1")
    %c3972 = arith.constant 0.000000000e+00 : f32 loc("backward.layer2.0.conv1")
    %t3973 = linalg.fill ins(%c3972 : f32) outs(%t3971 : tensor<2x8x34x34xf32>) -> tensor<2x8x34x34xf32> loc("backward.layer2.0.conv1")
    %t3974 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%t3966, %t3970 : tensor<2x16x36x36xf32>, tensor<8x16x3x3xf32>) outs(%t3973 : tensor<2x8x34x34xf32>) -> tensor<2x8x34x34xf32> loc("backward.layer2.0.conv1")
    %t3975 = tensor.extract_slice %t3974[0, 0, 1, 1] [2, 8, 32, 32] [1, 1, 1, 1] : tensor<2x8x34x34xf32> to tensor<2x8x32x32xf32> loc("backward.layer2.0.conv1")
    %t3976 = tensor.empty() : tensor<2x8x34x34xf32> loc("backward.layer2.0.conv1")
    %c3977 = arith.constant 0.000000000e+00 : f32 loc("backward.layer2.0.conv1")
    %t3978 = linalg.fill ins(%c3977 : f32) outs(%t3976 : tensor<2x8x34x34xf32>) -> tensor<2x8x34x34xf32> loc("backward.layer2.0.conv1")
    %t3979 = tensor.insert_slice %t422 into %t3978[0, 0, 1, 1] [2, 8, 32, 32] [1, 1, 1, 1] : tensor<2x8x32x32xf32> into tensor<2x8x34x34xf32> loc("backward.layer2.0.conv1")
    %t3980 = tensor.empty() : tensor<16x8x3x3xf32> loc("backward.layer2.0.conv1")
    %c3981 = arith.constant 0.000000000e+00 : f32 loc("backward.layer2.0.conv1")
    %t3982 = linalg.fill ins(%c3981 : f32) outs(%t3980 : tensor<16x8x3x3xf32>) -> tensor<16x8x3x3xf32> loc("backward.layer2.0.conv1")
    %t3988 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d0, d5, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d1, d5 * 2 + d2 * 1, d6 * 2 + d3 * 1)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%t3952, %t3979 : tensor<2x16x16x16xf32>, tensor<2x8x34x34xf32>) outs(%t3982 : tensor<16x8x3x3xf32>) {
    ^bb0(%in3983: f32, %in3984: f32, %out3985: f32):
      %s3986 = arith.mulf %in3983, %in3984 : f32
      %s3987 = arith.addf %out3985, %s3986 : f32
      linalg.yield %s3987 : f32
    } -> tensor<16x8x3x3xf32> loc("backward.layer2.0.conv1")
    %t3989 = tensor.empty() : tensor<2x8x32x32xf32> loc("backward.add_13")
    %t3994 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3701, %t3975 : tensor<2x8x32x32xf32>, tensor<2x8x32x32xf32>) outs(%t3989 : tensor<2x8x32x32xf32>) {
    ^bb0(%in3990: f32, %in3991: f32, %out3992: f32):
      %s3993 = arith.addf %in3990, %in3991 : f32
      linalg.yield %s3993 : f32
    } -> tensor<2x8x32x32xf32> loc("backward.add_13")
    %t3995 = tensor.empty() : tensor<2x8x32x32xi1> loc("backward.layer1.1.relu")
    %t4000 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t422 : tensor<2x8x32x32xf32>) outs(%t3995 : tensor<2x8x32x32xi1>) {
    ^bb0(%in3996: f32, %out3997: i1):
      %s3998 = arith.constant 0.000000000e+00 : f32
      %s3999 = arith.cmpf ole, %in3996, %s3998 : f32
      linalg.yield %s3999 : i1
    } -> tensor<2x8x32x32xi1> loc("backward.layer1.1.relu")
    %cst4001 = arith.constant dense<0.000000000e+00> : tensor<f32> loc("backward.layer1.1.relu")
    %t4002 = tensor.empty() : tensor<2x8x32x32xf32> loc("backward.layer1.1.relu")
    %t4008 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4000, %cst4001, %t3994 : tensor<2x8x32x32xi1>, tensor<f32>, tensor<2x8x32x32xf32>) outs(%t4002 : tensor<2x8x32x32xf32>) {
    ^bb0(%in4003: i1, %in4004: f32, %in4005: f32, %out4006: f32):
      %s4007 = arith.select %in4003, %in4004, %in4005 : f32
      linalg.yield %s4007 : f32
    } -> tensor<2x8x32x32xf32> loc("backward.layer1.1.relu")
    %t4009 = tensor.expand_shape %t409 [[0, 1]] output_shape [1, 8] : tensor<8xf32> into tensor<1x8xf32> loc("backward.layer1.1.bn2")
    %t4010 = tensor.expand_shape %t4009 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xf32> into tensor<1x8x1xf32> loc("backward.layer1.1.bn2")
    %t4011 = tensor.expand_shape %t4010 [[0], [1], [2, 3]] output_shape [1, 8, 1, 1] : tensor<1x8x1xf32> into tensor<1x8x1x1xf32> loc("backward.layer1.1.bn2")
    %t4012 = tensor.empty() : tensor<8xf32> loc("backward.layer1.1.bn2")
    %c4013 = arith.constant 0.000000000e+00 : f32 loc("backward.layer1.1.bn2")
    %t4014 = linalg.fill ins(%c4013 : f32) outs(%t4012 : tensor<8xf32>) -> tensor<8xf32> loc("backward.layer1.1.bn2")
    %t4018 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t4008 : tensor<2x8x32x32xf32>) outs(%t4014 : tensor<8xf32>) {
    ^bb0(%in4015: f32, %out4016: f32):
      %s4017 = arith.addf %out4016, %in4015 : f32
      linalg.yield %s4017 : f32
    } -> tensor<8xf32> loc("backward.layer1.1.bn2")
    %t4019 = tensor.empty() : tensor<2x8x32x32xf32> loc("backward.layer1.1.bn2")
    %t4024 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t342, %t4011 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%t4019 : tensor<2x8x32x32xf32>) {
    ^bb0(%in4020: f32, %in4021: f32, %out4022: f32):
      %s4023 = arith.subf %in4020, %in4021 : f32
      linalg.yield %s4023 : f32
    } -> tensor<2x8x32x32xf32> loc("backward.layer1.1.bn2")
    %t4025 = tensor.empty() : tensor<2x8x32x32xf32> loc("backward.layer1.1.bn2")
    %t4030 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4008, %t4024 : tensor<2x8x32x32xf32>, tensor<2x8x32x32xf32>) outs(%t4025 : tensor<2x8x32x32xf32>) {
    ^bb0(%in4026: f32, %in4027: f32, %out4028: f32):
      %s4029 = arith.mulf %in4026, %in4027 : f32
      linalg.yield %s4029 : f32
    } -> tensor<2x8x32x32xf32> loc("backward.layer1.1.bn2")
    %t4031 = tensor.empty() : tensor<8xf32> loc("backward.layer1.1.bn2")
    %c4032 = arith.constant 0.000000000e+00 : f32 loc("backward.layer1.1.bn2")
    %t4033 = linalg.fill ins(%c4032 : f32) outs(%t4031 : tensor<8xf32>) -> tensor<8xf32> loc("backward.layer1.1.bn2")
    %t4037 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t4030 : tensor<2x8x32x32xf32>) outs(%t4033 : tensor<8xf32>) {
    ^bb0(%in4034: f32, %out4035: f32):
      %s4036 = arith.addf %out4035, %in4034 : f32
      linalg.yield %s4036 : f32
    } -> tensor<8xf32> loc("backward.layer1.1.bn2")
    %t4038 = tensor.empty() : tensor<8xf32> loc("backward.layer1.1.bn2")
    %t4043 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t4018 : tensor<8xf32>) outs(%t4038 : tensor<8xf32>) {
    ^bb0(%in4039: f32, %out4040: f32):
      %s4041 = arith.constant 4.882812500e-04 : f32
      %s4042 = arith.mulf %in4039, %s4041 : f32
      linalg.yield %s4042 : f32
    } -> tensor<8xf32> loc("backward.layer1.1.bn2")
    %t4044 = tensor.expand_shape %t4043 [[0, 1]] output_shape [1, 8] : tensor<8xf32> into tensor<1x8xf32> loc("backward.layer1.1.bn2")
    %t4045 = tensor.expand_shape %t4044 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xf32> into tensor<1x8x1xf32> loc("backward.layer1.1.bn2")
    %t4046 = tensor.expand_shape %t4045 [[0], [1], [2, 3]] output_shape [1, 8, 1, 1] : tensor<1x8x1xf32> into tensor<1x8x1x1xf32> loc("backward.layer1.1.bn2")
    %t4047 = tensor.empty() : tensor<8xf32> loc("backward.layer1.1.bn2")
    %t4052 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t4037 : tensor<8xf32>) outs(%t4047 : tensor<8xf32>) {
    ^bb0(%in4048: f32, %out4049: f32):
      %s4050 = arith.constant 4.882812500e-04 : f32
      %s4051 = arith.mulf %in4048, %s4050 : f32
      linalg.yield %s4051 : f32
    } -> tensor<8xf32> loc("backward.layer1.1.bn2")
    %t4053 = tensor.empty() : tensor<8xf32> loc("backward.layer1.1.bn2")
    %t4058 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t410, %t410 : tensor<8xf32>, tensor<8xf32>) outs(%t4053 : tensor<8xf32>) {
    ^bb0(%in4054: f32, %in4055: f32, %out4056: f32):
      %s4057 = arith.mulf %in4054, %in4055 : f32
      linalg.yield %s4057 : f32
    } -> tensor<8xf32> loc("backward.layer1.1.bn2")
    %t4059 = tensor.empty() : tensor<8xf32> loc("backward.layer1.1.bn2")
    %t4064 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t4052, %t4058 : tensor<8xf32>, tensor<8xf32>) outs(%t4059 : tensor<8xf32>) {
    ^bb0(%in4060: f32, %in4061: f32, %out4062: f32):
      %s4063 = arith.mulf %in4060, %in4061 : f32
      linalg.yield %s4063 : f32
    } -> tensor<8xf32> loc("backward.layer1.1.bn2")
    %t4065 = tensor.expand_shape %t4064 [[0, 1]] output_shape [1, 8] : tensor<8xf32> into tensor<1x8xf32> loc("backward.layer1.1.bn2")
    %t4066 = tensor.expand_shape %t4065 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xf32> into tensor<1x8x1xf32> loc("backward.layer1.1.bn2")
    %t4067 = tensor.expand_shape %t4066 [[0], [1], [2, 3]] output_shape [1, 8, 1, 1] : tensor<1x8x1xf32> into tensor<1x8x1x1xf32> loc("backward.layer1.1.bn2")
    %t4068 = tensor.empty() : tensor<8xf32> loc("backward.layer1.1.bn2")
    %t4073 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t410, %primals_14 : tensor<8xf32>, tensor<8xf32>) outs(%t4068 : tensor<8xf32>) {
    ^bb0(%in4069: f32, %in4070: f32, %out4071: f32):
      %s4072 = arith.mulf %in4069, %in4070 : f32
      linalg.yield %s4072 : f32
    } -> tensor<8xf32> loc("backward.layer1.1.bn2")
    %t4074 = tensor.expand_shape %t4073 [[0, 1]] output_shape [1, 8] : tensor<8xf32> into tensor<1x8xf32> loc("backward.layer1.1.bn2")
    %t4075 = tensor.expand_shape %t4074 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xf32> into tensor<1x8x1xf32> loc("backward.layer1.1.bn2")
    %t4076 = tensor.expand_shape %t4075 [[0], [1], [2, 3]] output_shape [1, 8, 1, 1] : tensor<1x8x1xf32> into tensor<1x8x1x1xf32> loc("backward.layer1.1.bn2")
    %t4077 = tensor.empty() : tensor<2x8x32x32xf32> loc("backward.layer1.1.bn2")
    %t4082 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t342, %t4011 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%t4077 : tensor<2x8x32x32xf32>) {
    ^bb0(%in4078: f32, %in4079: f32, %out4080: f32):
      %s4081 = arith.subf %in4078, %in4079 : f32
      linalg.yield %s4081 : f32
    } -> tensor<2x8x32x32xf32> loc("backward.layer1.1.bn2")
    %t4083 = tensor.empty() : tensor<2x8x32x32xf32> loc("backward.layer1.1.bn2")
    %t4088 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4082, %t4067 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%t4083 : tensor<2x8x32x32xf32>) {
    ^bb0(%in4084: f32, %in4085: f32, %out4086: f32):
      %s4087 = arith.mulf %in4084, %in4085 : f32
      linalg.yield %s4087 : f32
    } -> tensor<2x8x32x32xf32> loc("backward.layer1.1.bn2")
    %t4089 = tensor.empty() : tensor<2x8x32x32xf32> loc("backward.layer1.1.bn2")
    %t4094 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4008, %t4088 : tensor<2x8x32x32xf32>, tensor<2x8x32x32xf32>) outs(%t4089 : tensor<2x8x32x32xf32>) {
    ^bb0(%in4090: f32, %in4091: f32, %out4092: f32):
      %s4093 = arith.subf %in4090, %in4091 : f32
      linalg.yield %s4093 : f32
    } -> tensor<2x8x32x32xf32> loc("backward.layer1.1.bn2")
    %t4095 = tensor.empty() : tensor<2x8x32x32xf32> loc("backward.layer1.1.bn2")
    %t4100 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4094, %t4046 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%t4095 : tensor<2x8x32x32xf32>) {
    ^bb0(%in4096: f32, %in4097: f32, %out4098: f32):
      %s4099 = arith.subf %in4096, %in4097 : f32
      linalg.yield %s4099 : f32
    } -> tensor<2x8x32x32xf32> loc("backward.layer1.1.bn2")
    %t4101 = tensor.empty() : tensor<2x8x32x32xf32> loc("backward.layer1.1.bn2")
    %t4106 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4100, %t4076 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%t4101 : tensor<2x8x32x32xf32>) {
    ^bb0(%in4102: f32, %in4103: f32, %out4104: f32):
      %s4105 = arith.mulf %in4102, %in4103 : f32
      linalg.yield %s4105 : f32
    } -> tensor<2x8x32x32xf32> loc("backward.layer1.1.bn2")
    %t4107 = tensor.empty() : tensor<8xf32> loc("backward.layer1.1.bn2")
    %t4112 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t4037, %t410 : tensor<8xf32>, tensor<8xf32>) outs(%t4107 : tensor<8xf32>) {
    ^bb0(%in4108: f32, %in4109: f32, %out4110: f32):
      %s4111 = arith.mulf %in4108, %in4109 : f32
      linalg.yield %s4111 : f32
    } -> tensor<8xf32> loc("backward.layer1.1.bn2")
    %t4113 = tensor.empty() : tensor<2x8x36x36xf32> loc("backward.layer1.1.conv2")
    %c4114 = arith.constant 0.000000000e+00 : f32 loc("backward.layer1.1.conv2")
    %t4115 = linalg.fill ins(%c4114 : f32) outs(%t4113 : tensor<2x8x36x36xf32>) -> tensor<2x8x36x36xf32> loc("backward.layer1.1.conv2")
    %t4116 = tensor.insert_slice %t4106 into %t4115[0, 0, 2, 2] [2, 8, 32, 32] [1, 1, 1, 1] : tensor<2x8x32x32xf32> into tensor<2x8x36x36xf32> loc("backward.layer1.1.conv2")
    %t4117 = tensor.empty() : tensor<8x8x3x3xf32> loc("backward.layer1.1.conv2")
    %t4120 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d0, -d2 + 2, -d3 + 2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%primals_13 : tensor<8x8x3x3xf32>) outs(%t4117 : tensor<8x8x3x3xf32>) {
    ^bb0(%in4118: f32, %out4119: f32):
      linalg.yield %in4118 : f32
    } -> tensor<8x8x3x3xf32> loc("backward.layer1.1.conv2")
    %t4121 = tensor.empty() : tensor<2x8x34x34xf32> loc("backward.layer1.1.conv2")
    %c4122 = arith.constant 0.000000000e+00 : f32 loc("backward.layer1.1.conv2")
    %t4123 = linalg.fill ins(%c4122 : f32) outs(%t4121 : tensor<2x8x34x34xf32>) -> tensor<2x8x34x34xf32> loc("backward.layer1.1.conv2")
    %t4124 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%t4116, %t4120 : tensor<2x8x36x36xf32>, tensor<8x8x3x3xf32>) outs(%t4123 : tensor<2x8x34x34xf32>) -> tensor<2x8x34x34xf32> loc("backward.layer1.1.conv2")
    %t4125 = tensor.extract_slice %t4124[0, 0, 1, 1] [2, 8, 32, 32] [1, 1, 1, 1] : tensor<2x8x34x34xf32> to tensor<2x8x32x32xf32> loc("backward.layer1.1.conv2")
    %t4126 = tensor.empty() : tensor<2x8x34x34xf32> loc("backward.layer1.1.conv2")
    %c4127 = arith.constant 0.000000000e+00 : f32 loc("backward.layer1.1.conv2")
    %t4128 = linalg.fill ins(%c4127 : f32) outs(%t4126 : tensor<2x8x34x34xf32>) -> tensor<2x8x34x34xf32> loc("backward.layer1.1.conv2")
    %t4129 = tensor.insert_slice %t334 into %t4128[0, 0, 1, 1] [2, 8, 32, 32] [1, 1, 1, 1] : tensor<2x8x32x32xf32> into tensor<2x8x34x34xf32> loc("backward.layer1.1.conv2")
    %t4130 = tensor.empty() : tensor<8x8x3x3xf32> loc("backward.layer1.1.conv2")
    %c4131 = arith.constant 0.000000000e+00 : f32 loc("backward.layer1.1.conv2")
    %t4132 = linalg.fill ins(%c4131 : f32) outs(%t4130 : tensor<8x8x3x3xf32>) -> tensor<8x8x3x3xf32> loc("backward.layer1.1.conv2")
    %t4138 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d0, d5, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d1, d5 * 1 + d2 * 1, d6 * 1 + d3 * 1)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%t4106, %t4129 : tensor<2x8x32x32xf32>, tensor<2x8x34x34xf32>) outs(%t4132 : tensor<8x8x3x3xf32>) {
    ^bb0(%in4133: f32, %in4134: f32, %out4135: f32):
      %s4136 = arith.mulf %in4133, %in4134 : f32
      %s4137 = arith.addf %out4135, %s4136 : f32
      linalg.yield %s4137 : f32
    } -> tensor<8x8x3x3xf32> loc("backward.layer1.1.conv2")
    %t4139 = tensor.empty() : tensor<2x8x32x32xi1> loc("backward.layer1.1.relu")
    %t4144 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t334 : tensor<2x8x32x32xf32>) outs(%t4139 : tensor<2x8x32x32xi1>) {
    ^bb0(%in4140: f32, %out4141: i1):
      %s4142 = arith.constant 0.000000000e+00 : f32
      %s4143 = arith.cmpf ole, %in4140, %s4142 : f32
      linalg.yield %s4143 : i1
    } -> tensor<2x8x32x32xi1> loc("backward.layer1.1.relu")
    %cst4145 = arith.constant dense<0.000000000e+00> : tensor<f32> loc("backward.layer1.1.relu")
    %t4146 = tensor.empty() : tensor<2x8x32x32xf32> loc("backward.layer1.1.relu")
    %t4152 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4144, %cst4145, %t4125 : tensor<2x8x32x32xi1>, tensor<f32>, tensor<2x8x32x32xf32>) outs(%t4146 : tensor<2x8x32x32xf32>) {
    ^bb0(%in4147: i1, %in4148: f32, %in4149: f32, %out4150: f32):
      %s4151 = arith.select %in4147, %in4148, %in4149 : f32
      linalg.yield %s4151 : f32
    } -> tensor<2x8x32x32xf32> loc("backward.layer1.1.relu")
    %t4153 = tensor.expand_shape %t327 [[0, 1]] output_shape [1, 8] : tensor<8xf32> into tensor<1x8xf32> loc("backward.layer1.1.bn1")
    %t4154 = tensor.expand_shape %t4153 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xf32> into tensor<1x8x1xf32> loc("backward.layer1.1.bn1")
    %t4155 = tensor.expand_shape %t4154 [[0], [1], [2, 3]] output_shape [1, 8, 1, 1] : tensor<1x8x1xf32> into tensor<1x8x1x1xf32> loc("backward.layer1.1.bn1")
    %t4156 = tensor.empty() : tensor<8xf32> loc("backward.layer1.1.bn1")
    %c4157 = arith.constant 0.000000000e+00 : f32 loc("backward.layer1.1.bn1")
    %t4158 = linalg.fill ins(%c4157 : f32) outs(%t4156 : tensor<8xf32>) -> tensor<8xf32> loc("backward.layer1.1.bn1")
    %t4162 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t4152 : tensor<2x8x32x32xf32>) outs(%t4158 : tensor<8xf32>) {
    ^bb0(%in4159: f32, %out4160: f32):
      %s4161 = arith.addf %out4160, %in4159 : f32
      linalg.yield %s4161 : f32
    } -> tensor<8xf32> loc("backward.layer1.1.bn1")
    %t4163 = tensor.empty() : tensor<2x8x32x32xf32> loc("backward.layer1.1.bn1")
    %t4168 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t260, %t4155 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%t4163 : tensor<2x8x32x32xf32>) {
    ^bb0(%in4164: f32, %in4165: f32, %out4166: f32):
      %s4167 = arith.subf %in4164, %in4165 : f32
      linalg.yield %s4167 : f32
    } -> tensor<2x8x32x32xf32> loc("backward.layer1.1.bn1")
    %t4169 = tensor.empty() : tensor<2x8x32x32xf32> loc("backward.layer1.1.bn1")
    %t4174 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4152, %t4168 : tensor<2x8x32x32xf32>, tensor<2x8x32x32xf32>) outs(%t4169 : tensor<2x8x32x32xf32>) {
    ^bb0(%in4170: f32, %in4171: f32, %out4172: f32):
      %s4173 = arith.mulf %in4170, %in4171 : f32
      linalg.yield %s4173 : f32
    } -> tensor<2x8x32x32xf32> loc("backward.layer1.1.bn1")
    %t4175 = tensor.empty() : tensor<8xf32> loc("backward.layer1.1.bn1")
    %c4176 = arith.constant 0.000000000e+00 : f32 loc("backward.layer1.1.bn1")
    %t4177 = linalg.fill ins(%c4176 : f32) outs(%t4175 : tensor<8xf32>) -> tensor<8xf32> loc("backward.layer1.1.bn1")
    %t4181 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t4174 : tensor<2x8x32x32xf32>) outs(%t4177 : tensor<8xf32>) {
    ^bb0(%in4178: f32, %out4179: f32):
      %s4180 = arith.addf %out4179, %in4178 : f32
      linalg.yield %s4180 : f32
    } -> tensor<8xf32> loc("backward.layer1.1.bn1")
    %t4182 = tensor.empty() : tensor<8xf32> loc("backward.layer1.1.bn1")
    %t4187 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t4162 : tensor<8xf32>) outs(%t4182 : tensor<8xf32>) {
    ^bb0(%in4183: f32, %out4184: f32):
      %s4185 = arith.constant 4.882812500e-04 : f32
      %s4186 = arith.mulf %in4183, %s4185 : f32
      linalg.yield %s4186 : f32
    } -> tensor<8xf32> loc("backward.layer1.1.bn1")
    %t4188 = tensor.expand_shape %t4187 [[0, 1]] output_shape [1, 8] : tensor<8xf32> into tensor<1x8xf32> loc("backward.layer1.1.bn1")
    %t4189 = tensor.expand_shape %t4188 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xf32> into tensor<1x8x1xf32> loc("backward.layer1.1.bn1")
    %t4190 = tensor.expand_shape %t4189 [[0], [1], [2, 3]] output_shape [1, 8, 1, 1] : tensor<1x8x1xf32> into tensor<1x8x1x1xf32> loc("backward.layer1.1.bn1")
    %t4191 = tensor.empty() : tensor<8xf32> loc("backward.layer1.1.bn1")
    %t4196 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t4181 : tensor<8xf32>) outs(%t4191 : tensor<8xf32>) {
    ^bb0(%in4192: f32, %out4193: f32):
      %s4194 = arith.constant 4.882812500e-04 : f32
      %s4195 = arith.mulf %in4192, %s4194 : f32
      linalg.yield %s4195 : f32
    } -> tensor<8xf32> loc("backward.layer1.1.bn1")
    %t4197 = tensor.empty() : tensor<8xf32> loc("backward.layer1.1.bn1")
    %t4202 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t328, %t328 : tensor<8xf32>, tensor<8xf32>) outs(%t4197 : tensor<8xf32>) {
    ^bb0(%in4198: f32, %in4199: f32, %out4200: f32):
      %s4201 = arith.mulf %in4198, %in4199 : f32
      linalg.yield %s4201 : f32
    } -> tensor<8xf32> loc("backward.layer1.1.bn1")
    %t4203 = tensor.empty() : tensor<8xf32> loc("backward.layer1.1.bn1")
    %t4208 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t4196, %t4202 : tensor<8xf32>, tensor<8xf32>) outs(%t4203 : tensor<8xf32>) {
    ^bb0(%in4204: f32, %in4205: f32, %out4206: f32):
      %s4207 = arith.mulf %in4204, %in4205 : f32
      linalg.yield %s4207 : f32
    } -> tensor<8xf32> loc("backward.layer1.1.bn1")
    %t4209 = tensor.expand_shape %t4208 [[0, 1]] output_shape [1, 8] : tensor<8xf32> into tensor<1x8xf32> loc("backward.layer1.1.bn1")
    %t4210 = tensor.expand_shape %t4209 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xf32> into tensor<1x8x1xf32> loc("backward.layer1.1.bn1")
    %t4211 = tensor.expand_shape %t4210 [[0], [1], [2, 3]] output_shape [1, 8, 1, 1] : tensor<1x8x1xf32> into tensor<1x8x1x1xf32> loc("backward.layer1.1.bn1")
    %t4212 = tensor.empty() : tensor<8xf32> loc("backward.layer1.1.bn1")
    %t4217 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t328, %primals_11 : tensor<8xf32>, tensor<8xf32>) outs(%t4212 : tensor<8xf32>) {
    ^bb0(%in4213: f32, %in4214: f32, %out4215: f32):
      %s4216 = arith.mulf %in4213, %in4214 : f32
      linalg.yield %s4216 : f32
    } -> tensor<8xf32> loc("backward.layer1.1.bn1")
    %t4218 = tensor.expand_shape %t4217 [[0, 1]] output_shape [1, 8] : tensor<8xf32> into tensor<1x8xf32> loc("backward.layer1.1.bn1")
    %t4219 = tensor.expand_shape %t4218 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xf32> into tensor<1x8x1xf32> loc("backward.layer1.1.bn1")
    %t4220 = tensor.expand_shape %t4219 [[0], [1], [2, 3]] output_shape [1, 8, 1, 1] : tensor<1x8x1xf32> into tensor<1x8x1x1xf32> loc("backward.layer1.1.bn1")
    %t4221 = tensor.empty() : tensor<2x8x32x32xf32> loc("backward.layer1.1.bn1")
    %t4226 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t260, %t4155 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%t4221 : tensor<2x8x32x32xf32>) {
    ^bb0(%in4222: f32, %in4223: f32, %out4224: f32):
      %s4225 = arith.subf %in4222, %in4223 : f32
      linalg.yield %s4225 : f32
    } -> tensor<2x8x32x32xf32> loc("backward.layer1.1.bn1")
    %t4227 = tensor.empty() : tensor<2x8x32x32xf32> loc("backward.layer1.1.bn1")
    %t4232 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4226, %t4211 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%t4227 : tensor<2x8x32x32xf32>) {
    ^bb0(%in4228: f32, %in4229: f32, %out4230: f32):
      %s4231 = arith.mulf %in4228, %in4229 : f32
      linalg.yield %s4231 : f32
    } -> tensor<2x8x32x32xf32> loc("backward.layer1.1.bn1")
    %t4233 = tensor.empty() : tensor<2x8x32x32xf32> loc("backward.layer1.1.bn1")
    %t4238 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4152, %t4232 : tensor<2x8x32x32xf32>, tensor<2x8x32x32xf32>) outs(%t4233 : tensor<2x8x32x32xf32>) {
    ^bb0(%in4234: f32, %in4235: f32, %out4236: f32):
      %s4237 = arith.subf %in4234, %in4235 : f32
      linalg.yield %s4237 : f32
    } -> tensor<2x8x32x32xf32> loc("backward.layer1.1.bn1")
    %t4239 = tensor.empty() : tensor<2x8x32x32xf32> loc("backward.layer1.1.bn1")
    %t4244 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4238, %t4190 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%t4239 : tensor<2x8x32x32xf32>) {
    ^bb0(%in4240: f32, %in4241: f32, %out4242: f32):
      %s4243 = arith.subf %in4240, %in4241 : f32
      linalg.yield %s4243 : f32
    } -> tensor<2x8x32x32xf32> loc("backward.layer1.1.bn1")
    %t4245 = tensor.empty() : tensor<2x8x32x32xf32> loc("backward.layer1.1.bn1")
    %t4250 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4244, %t4220 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%t4245 : tensor<2x8x32x32xf32>) {
    ^bb0(%in4246: f32, %in4247: f32, %out4248: f32):
      %s4249 = arith.mulf %in4246, %in4247 : f32
      linalg.yield %s4249 : f32
    } -> tensor<2x8x32x32xf32> loc("backward.layer1.1.bn1")
    %t4251 = tensor.empty() : tensor<8xf32> loc("backward.layer1.1.bn1")
    %t4256 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t4181, %t328 : tensor<8xf32>, tensor<8xf32>) outs(%t4251 : tensor<8xf32>) {
    ^bb0(%in4252: f32, %in4253: f32, %out4254: f32):
      %s4255 = arith.mulf %in4252, %in4253 : f32
      linalg.yield %s4255 : f32
    } -> tensor<8xf32> loc("backward.layer1.1.bn1")
    %t4257 = tensor.empty() : tensor<2x8x36x36xf32> loc("backward.layer1.1.conv1")
    %c4258 = arith.constant 0.000000000e+00 : f32 loc("backward.layer1.1.conv1")
    %t4259 = linalg.fill ins(%c4258 : f32) outs(%t4257 : tensor<2x8x36x36xf32>) -> tensor<2x8x36x36xf32> loc("backward.layer1.1.conv1")
    %t4260 = tensor.insert_slice %t4250 into %t4259[0, 0, 2, 2] [2, 8, 32, 32] [1, 1, 1, 1] : tensor<2x8x32x32xf32> into tensor<2x8x36x36xf32> loc("backward.layer1.1.conv1")
    %t4261 = tensor.empty() : tensor<8x8x3x3xf32> loc("backward.layer1.1.conv1")
    %t4264 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d0, -d2 + 2, -d3 + 2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%primals_10 : tensor<8x8x3x3xf32>) outs(%t4261 : tensor<8x8x3x3xf32>) {
    ^bb0(%in4262: f32, %out4263: f32):
      linalg.yield %in4262 : f32
    } -> tensor<8x8x3x3xf32> loc("backward.layer1.1.conv1")
    %t4265 = tensor.empty() : tensor<2x8x34x34xf32> loc("backward.layer1.1.conv1")
    %c4266 = arith.constant 0.000000000e+00 : f32 loc("backward.layer1.1.conv1")
    %t4267 = linalg.fill ins(%c4266 : f32) outs(%t4265 : tensor<2x8x34x34xf32>) -> tensor<2x8x34x34xf32> loc("backward.layer1.1.conv1")
    %t4268 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%t4260, %t4264 : tensor<2x8x36x36xf32>, tensor<8x8x3x3xf32>) outs(%t4267 : tensor<2x8x34x34xf32>) -> tensor<2x8x34x34xf32> loc("backward.layer1.1.conv1")
    %t4269 = tensor.extract_slice %t4268[0, 0, 1, 1] [2, 8, 32, 32] [1, 1, 1, 1] : tensor<2x8x34x34xf32> to tensor<2x8x32x32xf32> loc("backward.layer1.1.conv1")
    %t4270 = tensor.empty() : tensor<2x8x34x34xf32> loc("backward.layer1.1.conv1")
    %c4271 = arith.constant 0.000000000e+00 : f32 loc("backward.layer1.1.conv1")
    %t4272 = linalg.fill ins(%c4271 : f32) outs(%t4270 : tensor<2x8x34x34xf32>) -> tensor<2x8x34x34xf32> loc("backward.layer1.1.conv1")
    %t4273 = tensor.insert_slice %t252 into %t4272[0, 0, 1, 1] [2, 8, 32, 32] [1, 1, 1, 1] : tensor<2x8x32x32xf32> into tensor<2x8x34x34xf32> loc("backward.layer1.1.conv1")
    %t4274 = tensor.empty() : tensor<8x8x3x3xf32> loc("backward.layer1.1.conv1")
    %c4275 = arith.constant 0.000000000e+00 : f32 loc("backward.layer1.1.conv1")
    %t4276 = linalg.fill ins(%c4275 : f32) outs(%t4274 : tensor<8x8x3x3xf32>) -> tensor<8x8x3x3xf32> loc("backward.layer1.1.conv1")
    %t4282 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d0, d5, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d1, d5 * 1 + d2 * 1, d6 * 1 + d3 * 1)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%t4250, %t4273 : tensor<2x8x32x32xf32>, tensor<2x8x34x34xf32>) outs(%t4276 : tensor<8x8x3x3xf32>) {
    ^bb0(%in4277: f32, %in4278: f32, %out4279: f32):
      %s4280 = arith.mulf %in4277, %in4278 : f32
      %s4281 = arith.addf %out4279, %s4280 : f32
      linalg.yield %s4281 : f32
    } -> tensor<8x8x3x3xf32> loc("backward.layer1.1.conv1")
    %t4283 = tensor.empty() : tensor<2x8x32x32xf32> loc("backward.add_14")
    %t4288 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4008, %t4269 : tensor<2x8x32x32xf32>, tensor<2x8x32x32xf32>) outs(%t4283 : tensor<2x8x32x32xf32>) {
    ^bb0(%in4284: f32, %in4285: f32, %out4286: f32):
      %s4287 = arith.addf %in4284, %in4285 : f32
      linalg.yield %s4287 : f32
    } -> tensor<2x8x32x32xf32> loc("backward.add_14")
    %t4289 = tensor.empty() : tensor<2x8x32x32xi1> loc("backward.layer1.0.relu")
    %t4294 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t252 : tensor<2x8x32x32xf32>) outs(%t4289 : tensor<2x8x32x32xi1>) {
    ^bb0(%in4290: f32, %out4291: i1):
      %s4292 = arith.constant 0.000000000e+00 : f32
      %s4293 = arith.cmpf ole, %in4290, %s4292 : f32
      linalg.yield %s4293 : i1
    } -> tensor<2x8x32x32xi1> loc("backward.layer1.0.relu")
    %cst4295 = arith.constant dense<0.000000000e+00> : tensor<f32> loc("backward.layer1.0.relu")
    %t4296 = tensor.empty() : tensor<2x8x32x32xf32> loc("backward.layer1.0.relu")
    %t4302 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4294, %cst4295, %t4288 : tensor<2x8x32x32xi1>, tensor<f32>, tensor<2x8x32x32xf32>) outs(%t4296 : tensor<2x8x32x32xf32>) {
    ^bb0(%in4297: i1, %in4298: f32, %in4299: f32, %out4300: f32):
      %s4301 = arith.select %in4297, %in4298, %in4299 : f32
      linalg.yield %s4301 : f32
    } -> tensor<2x8x32x32xf32> loc("backward.layer1.0.relu")
    %t4303 = tensor.expand_shape %t239 [[0, 1]] output_shape [1, 8] : tensor<8xf32> into tensor<1x8xf32> loc("backward.layer1.0.bn2")
    %t4304 = tensor.expand_shape %t4303 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xf32> into tensor<1x8x1xf32> loc("backward.layer1.0.bn2")
    %t4305 = tensor.expand_shape %t4304 [[0], [1], [2, 3]] output_shape [1, 8, 1, 1] : tensor<1x8x1xf32> into tensor<1x8x1x1xf32> loc("backward.layer1.0.bn2")
    %t4306 = tensor.empty() : tensor<8xf32> loc("backward.layer1.0.bn2")
    %c4307 = arith.constant 0.000000000e+00 : f32 loc("backward.layer1.0.bn2")
    %t4308 = linalg.fill ins(%c4307 : f32) outs(%t4306 : tensor<8xf32>) -> tensor<8xf32> loc("backward.layer1.0.bn2")
    %t4312 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t4302 : tensor<2x8x32x32xf32>) outs(%t4308 : tensor<8xf32>) {
    ^bb0(%in4309: f32, %out4310: f32):
      %s4311 = arith.addf %out4310, %in4309 : f32
      linalg.yield %s4311 : f32
    } -> tensor<8xf32> loc("backward.layer1.0.bn2")
    %t4313 = tensor.empty() : tensor<2x8x32x32xf32> loc("backward.layer1.0.bn2")
    %t4318 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t172, %t4305 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%t4313 : tensor<2x8x32x32xf32>) {
    ^bb0(%in4314: f32, %in4315: f32, %out4316: f32):
      %s4317 = arith.subf %in4314, %in4315 : f32
      linalg.yield %s4317 : f32
    } -> tensor<2x8x32x32xf32> loc("backward.layer1.0.bn2")
    %t4319 = tensor.empty() : tensor<2x8x32x32xf32> loc("backward.layer1.0.bn2")
    %t4324 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4302, %t4318 : tensor<2x8x32x32xf32>, tensor<2x8x32x32xf32>) outs(%t4319 : tensor<2x8x32x32xf32>) {
    ^bb0(%in4320: f32, %in4321: f32, %out4322: f32):
      %s4323 = arith.mulf %in4320, %in4321 : f32
      linalg.yield %s4323 : f32
    } -> tensor<2x8x32x32xf32> loc("backward.layer1.0.bn2")
    %t4325 = tensor.empty() : tensor<8xf32> loc("backward.layer1.0.bn2")
    %c4326 = arith.constant 0.000000000e+00 : f32 loc("backward.layer1.0.bn2")
    %t4327 = linalg.fill ins(%c4326 : f32) outs(%t4325 : tensor<8xf32>) -> tensor<8xf32> loc("backward.layer1.0.bn2")
    %t4331 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t4324 : tensor<2x8x32x32xf32>) outs(%t4327 : tensor<8xf32>) {
    ^bb0(%in4328: f32, %out4329: f32):
      %s4330 = arith.addf %out4329, %in4328 : f32
      linalg.yield %s4330 : f32
    } -> tensor<8xf32> loc("backward.layer1.0.bn2")
    %t4332 = tensor.empty() : tensor<8xf32> loc("backward.layer1.0.bn2")
    %t4337 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t4312 : tensor<8xf32>) outs(%t4332 : tensor<8xf32>) {
    ^bb0(%in4333: f32, %out4334: f32):
      %s4335 = arith.constant 4.882812500e-04 : f32
      %s4336 = arith.mulf %in4333, %s4335 : f32
      linalg.yield %s4336 : f32
    } -> tensor<8xf32> loc("backward.layer1.0.bn2")
    %t4338 = tensor.expand_shape %t4337 [[0, 1]] output_shape [1, 8] : tensor<8xf32> into tensor<1x8xf32> loc("backward.layer1.0.bn2")
    %t4339 = tensor.expand_shape %t4338 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xf32> into tensor<1x8x1xf32> loc("backward.layer1.0.bn2")
    %t4340 = tensor.expand_shape %t4339 [[0], [1], [2, 3]] output_shape [1, 8, 1, 1] : tensor<1x8x1xf32> into tensor<1x8x1x1xf32> loc("backward.layer1.0.bn2")
    %t4341 = tensor.empty() : tensor<8xf32> loc("backward.layer1.0.bn2")
    %t4346 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t4331 : tensor<8xf32>) outs(%t4341 : tensor<8xf32>) {
    ^bb0(%in4342: f32, %out4343: f32):
      %s4344 = arith.constant 4.882812500e-04 : f32
      %s4345 = arith.mulf %in4342, %s4344 : f32
      linalg.yield %s4345 : f32
    } -> tensor<8xf32> loc("backward.layer1.0.bn2")
    %t4347 = tensor.empty() : tensor<8xf32> loc("backward.layer1.0.bn2")
    %t4352 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t240, %t240 : tensor<8xf32>, tensor<8xf32>) outs(%t4347 : tensor<8xf32>) {
    ^bb0(%in4348: f32, %in4349: f32, %out4350: f32):
      %s4351 = arith.mulf %in4348, %in4349 : f32
      linalg.yield %s4351 : f32
    } -> tensor<8xf32> loc("backward.layer1.0.bn2")
    %t4353 = tensor.empty() : tensor<8xf32> loc("backward.layer1.0.bn2")
    %t4358 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t4346, %t4352 : tensor<8xf32>, tensor<8xf32>) outs(%t4353 : tensor<8xf32>) {
    ^bb0(%in4354: f32, %in4355: f32, %out4356: f32):
      %s4357 = arith.mulf %in4354, %in4355 : f32
      linalg.yield %s4357 : f32
    } -> tensor<8xf32> loc("backward.layer1.0.bn2")
    %t4359 = tensor.expand_shape %t4358 [[0, 1]] output_shape [1, 8] : tensor<8xf32> into tensor<1x8xf32> loc("backward.layer1.0.bn2")
    %t4360 = tensor.expand_shape %t4359 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xf32> into tensor<1x8x1xf32> loc("backward.layer1.0.bn2")
    %t4361 = tensor.expand_shape %t4360 [[0], [1], [2, 3]] output_shape [1, 8, 1, 1] : tensor<1x8x1xf32> into tensor<1x8x1x1xf32> loc("backward.layer1.0.bn2")
    %t4362 = tensor.empty() : tensor<8xf32> loc("backward.layer1.0.bn2")
    %t4367 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t240, %primals_8 : tensor<8xf32>, tensor<8xf32>) outs(%t4362 : tensor<8xf32>) {
    ^bb0(%in4363: f32, %in4364: f32, %out4365: f32):
      %s4366 = arith.mulf %in4363, %in4364 : f32
      linalg.yield %s4366 : f32
    } -> tensor<8xf32> loc("backward.layer1.0.bn2")
    %t4368 = tensor.expand_shape %t4367 [[0, 1]] output_shape [1, 8] : tensor<8xf32> into tensor<1x8xf32> loc("backward.layer1.0.bn2")
    %t4369 = tensor.expand_shape %t4368 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xf32> into tensor<1x8x1xf32> loc("backward.layer1.0.bn2")
    %t4370 = tensor.expand_shape %t4369 [[0], [1], [2, 3]] output_shape [1, 8, 1, 1] : tensor<1x8x1xf32> into tensor<1x8x1x1xf32> loc("backward.layer1.0.bn2")
    %t4371 = tensor.empty() : tensor<2x8x32x32xf32> loc("backward.layer1.0.bn2")
    %t4376 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t172, %t4305 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%t4371 : tensor<2x8x32x32xf32>) {
    ^bb0(%in4372: f32, %in4373: f32, %out4374: f32):
      %s4375 = arith.subf %in4372, %in4373 : f32
      linalg.yield %s4375 : f32
    } -> tensor<2x8x32x32xf32> loc("backward.layer1.0.bn2")
    %t4377 = tensor.empty() : tensor<2x8x32x32xf32> loc("backward.layer1.0.bn2")
    %t4382 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4376, %t4361 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%t4377 : tensor<2x8x32x32xf32>) {
    ^bb0(%in4378: f32, %in4379: f32, %out4380: f32):
      %s4381 = arith.mulf %in4378, %in4379 : f32
      linalg.yield %s4381 : f32
    } -> tensor<2x8x32x32xf32> loc("backward.layer1.0.bn2")
    %t4383 = tensor.empty() : tensor<2x8x32x32xf32> loc("backward.layer1.0.bn2")
    %t4388 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4302, %t4382 : tensor<2x8x32x32xf32>, tensor<2x8x32x32xf32>) outs(%t4383 : tensor<2x8x32x32xf32>) {
    ^bb0(%in4384: f32, %in4385: f32, %out4386: f32):
      %s4387 = arith.subf %in4384, %in4385 : f32
      linalg.yield %s4387 : f32
    } -> tensor<2x8x32x32xf32> loc("backward.layer1.0.bn2")
    %t4389 = tensor.empty() : tensor<2x8x32x32xf32> loc("backward.layer1.0.bn2")
    %t4394 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4388, %t4340 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%t4389 : tensor<2x8x32x32xf32>) {
    ^bb0(%in4390: f32, %in4391: f32, %out4392: f32):
      %s4393 = arith.subf %in4390, %in4391 : f32
      linalg.yield %s4393 : f32
    } -> tensor<2x8x32x32xf32> loc("backward.layer1.0.bn2")
    %t4395 = tensor.empty() : tensor<2x8x32x32xf32> loc("backward.layer1.0.bn2")
    %t4400 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4394, %t4370 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%t4395 : tensor<2x8x32x32xf32>) {
    ^bb0(%in4396: f32, %in4397: f32, %out4398: f32):
      %s4399 = arith.mulf %in4396, %in4397 : f32
      linalg.yield %s4399 : f32
    } -> tensor<2x8x32x32xf32> loc("backward.layer1.0.bn2")
    %t4401 = tensor.empty() : tensor<8xf32> loc("backward.layer1.0.bn2")
    %t4406 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t4331, %t240 : tensor<8xf32>, tensor<8xf32>) outs(%t4401 : tensor<8xf32>) {
    ^bb0(%in4402: f32, %in4403: f32, %out4404: f32):
      %s4405 = arith.mulf %in4402, %in4403 : f32
      linalg.yield %s4405 : f32
    } -> tensor<8xf32> loc("backward.layer1.0.bn2")
    %t4407 = tensor.empty() : tensor<2x8x36x36xf32> loc("backward.layer1.0.conv2")
    %c4408 = arith.constant 0.000000000e+00 : f32 loc("backward.layer1.0.conv2")
    %t4409 = linalg.fill ins(%c4408 : f32) outs(%t4407 : tensor<2x8x36x36xf32>) -> tensor<2x8x36x36xf32> loc("backward.layer1.0.conv2")
    %t4410 = tensor.insert_slice %t4400 into %t4409[0, 0, 2, 2] [2, 8, 32, 32] [1, 1, 1, 1] : tensor<2x8x32x32xf32> into tensor<2x8x36x36xf32> loc("backward.layer1.0.conv2")
    %t4411 = tensor.empty() : tensor<8x8x3x3xf32> loc("backward.layer1.0.conv2")
    %t4414 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d0, -d2 + 2, -d3 + 2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%primals_7 : tensor<8x8x3x3xf32>) outs(%t4411 : tensor<8x8x3x3xf32>) {
    ^bb0(%in4412: f32, %out4413: f32):
      linalg.yield %in4412 : f32
    } -> tensor<8x8x3x3xf32> loc("backward.layer1.0.conv2")
    %t4415 = tensor.empty() : tensor<2x8x34x34xf32> loc("backward.layer1.0.conv2")
    %c4416 = arith.constant 0.000000000e+00 : f32 loc("backward.layer1.0.conv2")
    %t4417 = linalg.fill ins(%c4416 : f32) outs(%t4415 : tensor<2x8x34x34xf32>) -> tensor<2x8x34x34xf32> loc("backward.layer1.0.conv2")
    %t4418 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%t4410, %t4414 : tensor<2x8x36x36xf32>, tensor<8x8x3x3xf32>) outs(%t4417 : tensor<2x8x34x34xf32>) -> tensor<2x8x34x34xf32> loc("backward.layer1.0.conv2")
    %t4419 = tensor.extract_slice %t4418[0, 0, 1, 1] [2, 8, 32, 32] [1, 1, 1, 1] : tensor<2x8x34x34xf32> to tensor<2x8x32x32xf32> loc("backward.layer1.0.conv2")
    %t4420 = tensor.empty() : tensor<2x8x34x34xf32> loc("backward.layer1.0.conv2")
    %c4421 = arith.constant 0.000000000e+00 : f32 loc("backward.layer1.0.conv2")
    %t4422 = linalg.fill ins(%c4421 : f32) outs(%t4420 : tensor<2x8x34x34xf32>) -> tensor<2x8x34x34xf32> loc("backward.layer1.0.conv2")
    %t4423 = tensor.insert_slice %t164 into %t4422[0, 0, 1, 1] [2, 8, 32, 32] [1, 1, 1, 1] : tensor<2x8x32x32xf32> into tensor<2x8x34x34xf32> loc("backward.layer1.0.conv2")
    %t4424 = tensor.empty() : tensor<8x8x3x3xf32> loc("backward.layer1.0.conv2")
    %c4425 = arith.constant 0.000000000e+00 : f32 loc("backward.layer1.0.conv2")
    %t4426 = linalg.fill ins(%c4425 : f32) outs(%t4424 : tensor<8x8x3x3xf32>) -> tensor<8x8x3x3xf32> loc("backward.layer1.0.conv2")
    %t4432 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d0, d5, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d1, d5 * 1 + d2 * 1, d6 * 1 + d3 * 1)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%t4400, %t4423 : tensor<2x8x32x32xf32>, tensor<2x8x34x34xf32>) outs(%t4426 : tensor<8x8x3x3xf32>) {
    ^bb0(%in4427: f32, %in4428: f32, %out4429: f32):
      %s4430 = arith.mulf %in4427, %in4428 : f32
      %s4431 = arith.addf %out4429, %s4430 : f32
      linalg.yield %s4431 : f32
    } -> tensor<8x8x3x3xf32> loc("backward.layer1.0.conv2")
    %t4433 = tensor.empty() : tensor<2x8x32x32xi1> loc("backward.layer1.0.relu")
    %t4438 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t164 : tensor<2x8x32x32xf32>) outs(%t4433 : tensor<2x8x32x32xi1>) {
    ^bb0(%in4434: f32, %out4435: i1):
      %s4436 = arith.constant 0.000000000e+00 : f32
      %s4437 = arith.cmpf ole, %in4434, %s4436 : f32
      linalg.yield %s4437 : i1
    } -> tensor<2x8x32x32xi1> loc("backward.layer1.0.relu")
    %cst4439 = arith.constant dense<0.000000000e+00> : tensor<f32> loc("backward.layer1.0.relu")
    %t4440 = tensor.empty() : tensor<2x8x32x32xf32> loc("backward.layer1.0.relu")
    %t4446 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4438, %cst4439, %t4419 : tensor<2x8x32x32xi1>, tensor<f32>, tensor<2x8x32x32xf32>) outs(%t4440 : tensor<2x8x32x32xf32>) {
    ^bb0(%in4441: i1, %in4442: f32, %in4443: f32, %out4444: f32):
      %s4445 = arith.select %in4441, %in4442, %in4443 : f32
      linalg.yield %s4445 : f32
    } -> tensor<2x8x32x32xf32> loc("backward.layer1.0.relu")
    %t4447 = tensor.expand_shape %t157 [[0, 1]] output_shape [1, 8] : tensor<8xf32> into tensor<1x8xf32> loc("backward.layer1.0.bn1")
    %t4448 = tensor.expand_shape %t4447 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xf32> into tensor<1x8x1xf32> loc("backward.layer1.0.bn1")
    %t4449 = tensor.expand_shape %t4448 [[0], [1], [2, 3]] output_shape [1, 8, 1, 1] : tensor<1x8x1xf32> into tensor<1x8x1x1xf32> loc("backward.layer1.0.bn1")
    %t4450 = tensor.empty() : tensor<8xf32> loc("backward.layer1.0.bn1")
    %c4451 = arith.constant 0.000000000e+00 : f32 loc("backward.layer1.0.bn1")
    %t4452 = linalg.fill ins(%c4451 : f32) outs(%t4450 : tensor<8xf32>) -> tensor<8xf32> loc("backward.layer1.0.bn1")
    %t4456 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t4446 : tensor<2x8x32x32xf32>) outs(%t4452 : tensor<8xf32>) {
    ^bb0(%in4453: f32, %out4454: f32):
      %s4455 = arith.addf %out4454, %in4453 : f32
      linalg.yield %s4455 : f32
    } -> tensor<8xf32> loc("backward.layer1.0.bn1")
    %t4457 = tensor.empty() : tensor<2x8x32x32xf32> loc("backward.layer1.0.bn1")
    %t4462 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t90, %t4449 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%t4457 : tensor<2x8x32x32xf32>) {
    ^bb0(%in4458: f32, %in4459: f32, %out4460: f32):
      %s4461 = arith.subf %in4458, %in4459 : f32
      linalg.yield %s4461 : f32
    } -> tensor<2x8x32x32xf32> loc("backward.layer1.0.bn1")
    %t4463 = tensor.empty() : tensor<2x8x32x32xf32> loc("backward.layer1.0.bn1")
    %t4468 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4446, %t4462 : tensor<2x8x32x32xf32>, tensor<2x8x32x32xf32>) outs(%t4463 : tensor<2x8x32x32xf32>) {
    ^bb0(%in4464: f32, %in4465: f32, %out4466: f32):
      %s4467 = arith.mulf %in4464, %in4465 : f32
      linalg.yield %s4467 : f32
    } -> tensor<2x8x32x32xf32> loc("backward.layer1.0.bn1")
    %t4469 = tensor.empty() : tensor<8xf32> loc("backward.layer1.0.bn1")
    %c4470 = arith.constant 0.000000000e+00 : f32 loc("backward.layer1.0.bn1")
    %t4471 = linalg.fill ins(%c4470 : f32) outs(%t4469 : tensor<8xf32>) -> tensor<8xf32> loc("backward.layer1.0.bn1")
    %t4475 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t4468 : tensor<2x8x32x32xf32>) outs(%t4471 : tensor<8xf32>) {
    ^bb0(%in4472: f32, %out4473: f32):
      %s4474 = arith.addf %out4473, %in4472 : f32
      linalg.yield %s4474 : f32
    } -> tensor<8xf32> loc("backward.layer1.0.bn1")
    %t4476 = tensor.empty() : tensor<8xf32> loc("backward.layer1.0.bn1")
    %t4481 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t4456 : tensor<8xf32>) outs(%t4476 : tensor<8xf32>) {
    ^bb0(%in4477: f32, %out4478: f32):
      %s4479 = arith.constant 4.882812500e-04 : f32
      %s4480 = arith.mulf %in4477, %s4479 : f32
      linalg.yield %s4480 : f32
    } -> tensor<8xf32> loc("backward.layer1.0.bn1")
    %t4482 = tensor.expand_shape %t4481 [[0, 1]] output_shape [1, 8] : tensor<8xf32> into tensor<1x8xf32> loc("backward.layer1.0.bn1")
    %t4483 = tensor.expand_shape %t4482 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xf32> into tensor<1x8x1xf32> loc("backward.layer1.0.bn1")
    %t4484 = tensor.expand_shape %t4483 [[0], [1], [2, 3]] output_shape [1, 8, 1, 1] : tensor<1x8x1xf32> into tensor<1x8x1x1xf32> loc("backward.layer1.0.bn1")
    %t4485 = tensor.empty() : tensor<8xf32> loc("backward.layer1.0.bn1")
    %t4490 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t4475 : tensor<8xf32>) outs(%t4485 : tensor<8xf32>) {
    ^bb0(%in4486: f32, %out4487: f32):
      %s4488 = arith.constant 4.882812500e-04 : f32
      %s4489 = arith.mulf %in4486, %s4488 : f32
      linalg.yield %s4489 : f32
    } -> tensor<8xf32> loc("backward.layer1.0.bn1")
    %t4491 = tensor.empty() : tensor<8xf32> loc("backward.layer1.0.bn1")
    %t4496 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t158, %t158 : tensor<8xf32>, tensor<8xf32>) outs(%t4491 : tensor<8xf32>) {
    ^bb0(%in4492: f32, %in4493: f32, %out4494: f32):
      %s4495 = arith.mulf %in4492, %in4493 : f32
      linalg.yield %s4495 : f32
    } -> tensor<8xf32> loc("backward.layer1.0.bn1")
    %t4497 = tensor.empty() : tensor<8xf32> loc("backward.layer1.0.bn1")
    %t4502 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t4490, %t4496 : tensor<8xf32>, tensor<8xf32>) outs(%t4497 : tensor<8xf32>) {
    ^bb0(%in4498: f32, %in4499: f32, %out4500: f32):
      %s4501 = arith.mulf %in4498, %in4499 : f32
      linalg.yield %s4501 : f32
    } -> tensor<8xf32> loc("backward.layer1.0.bn1")
    %t4503 = tensor.expand_shape %t4502 [[0, 1]] output_shape [1, 8] : tensor<8xf32> into tensor<1x8xf32> loc("backward.layer1.0.bn1")
    %t4504 = tensor.expand_shape %t4503 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xf32> into tensor<1x8x1xf32> loc("backward.layer1.0.bn1")
    %t4505 = tensor.expand_shape %t4504 [[0], [1], [2, 3]] output_shape [1, 8, 1, 1] : tensor<1x8x1xf32> into tensor<1x8x1x1xf32> loc("backward.layer1.0.bn1")
    %t4506 = tensor.empty() : tensor<8xf32> loc("backward.layer1.0.bn1")
    %t4511 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t158, %primals_5 : tensor<8xf32>, tensor<8xf32>) outs(%t4506 : tensor<8xf32>) {
    ^bb0(%in4507: f32, %in4508: f32, %out4509: f32):
      %s4510 = arith.mulf %in4507, %in4508 : f32
      linalg.yield %s4510 : f32
    } -> tensor<8xf32> loc("backward.layer1.0.bn1")
    %t4512 = tensor.expand_shape %t4511 [[0, 1]] output_shape [1, 8] : tensor<8xf32> into tensor<1x8xf32> loc("backward.layer1.0.bn1")
    %t4513 = tensor.expand_shape %t4512 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xf32> into tensor<1x8x1xf32> loc("backward.layer1.0.bn1")
    %t4514 = tensor.expand_shape %t4513 [[0], [1], [2, 3]] output_shape [1, 8, 1, 1] : tensor<1x8x1xf32> into tensor<1x8x1x1xf32> loc("backward.layer1.0.bn1")
    %t4515 = tensor.empty() : tensor<2x8x32x32xf32> loc("backward.layer1.0.bn1")
    %t4520 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t90, %t4449 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%t4515 : tensor<2x8x32x32xf32>) {
    ^bb0(%in4516: f32, %in4517: f32, %out4518: f32):
      %s4519 = arith.subf %in4516, %in4517 : f32
      linalg.yield %s4519 : f32
    } -> tensor<2x8x32x32xf32> loc("backward.layer1.0.bn1")
    %t4521 = tensor.empty() : tensor<2x8x32x32xf32> loc("backward.layer1.0.bn1")
    %t4526 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4520, %t4505 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%t4521 : tensor<2x8x32x32xf32>) {
    ^bb0(%in4522: f32, %in4523: f32, %out4524: f32):
      %s4525 = arith.mulf %in4522, %in4523 : f32
      linalg.yield %s4525 : f32
    } -> tensor<2x8x32x32xf32> loc("backward.layer1.0.bn1")
    %t4527 = tensor.empty() : tensor<2x8x32x32xf32> loc("backward.layer1.0.bn1")
    %t4532 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4446, %t4526 : tensor<2x8x32x32xf32>, tensor<2x8x32x32xf32>) outs(%t4527 : tensor<2x8x32x32xf32>) {
    ^bb0(%in4528: f32, %in4529: f32, %out4530: f32):
      %s4531 = arith.subf %in4528, %in4529 : f32
      linalg.yield %s4531 : f32
    } -> tensor<2x8x32x32xf32> loc("backward.layer1.0.bn1")
    %t4533 = tensor.empty() : tensor<2x8x32x32xf32> loc("backward.layer1.0.bn1")
    %t4538 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4532, %t4484 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%t4533 : tensor<2x8x32x32xf32>) {
    ^bb0(%in4534: f32, %in4535: f32, %out4536: f32):
      %s4537 = arith.subf %in4534, %in4535 : f32
      linalg.yield %s4537 : f32
    } -> tensor<2x8x32x32xf32> loc("backward.layer1.0.bn1")
    %t4539 = tensor.empty() : tensor<2x8x32x32xf32> loc("backward.layer1.0.bn1")
    %t4544 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4538, %t4514 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%t4539 : tensor<2x8x32x32xf32>) {
    ^bb0(%in4540: f32, %in4541: f32, %out4542: f32):
      %s4543 = arith.mulf %in4540, %in4541 : f32
      linalg.yield %s4543 : f32
    } -> tensor<2x8x32x32xf32> loc("backward.layer1.0.bn1")
    %t4545 = tensor.empty() : tensor<8xf32> loc("backward.layer1.0.bn1")
    %t4550 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t4475, %t158 : tensor<8xf32>, tensor<8xf32>) outs(%t4545 : tensor<8xf32>) {
    ^bb0(%in4546: f32, %in4547: f32, %out4548: f32):
      %s4549 = arith.mulf %in4546, %in4547 : f32
      linalg.yield %s4549 : f32
    } -> tensor<8xf32> loc("backward.layer1.0.bn1")
    %t4551 = tensor.empty() : tensor<2x8x36x36xf32> loc("backward.layer1.0.conv1")
    %c4552 = arith.constant 0.000000000e+00 : f32 loc("backward.layer1.0.conv1")
    %t4553 = linalg.fill ins(%c4552 : f32) outs(%t4551 : tensor<2x8x36x36xf32>) -> tensor<2x8x36x36xf32> loc("backward.layer1.0.conv1")
    %t4554 = tensor.insert_slice %t4544 into %t4553[0, 0, 2, 2] [2, 8, 32, 32] [1, 1, 1, 1] : tensor<2x8x32x32xf32> into tensor<2x8x36x36xf32> loc("backward.layer1.0.conv1")
    %t4555 = tensor.empty() : tensor<8x8x3x3xf32> loc("backward.layer1.0.conv1")
    %t4558 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d0, -d2 + 2, -d3 + 2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%primals_4 : tensor<8x8x3x3xf32>) outs(%t4555 : tensor<8x8x3x3xf32>) {
    ^bb0(%in4556: f32, %out4557: f32):
      linalg.yield %in4556 : f32
    } -> tensor<8x8x3x3xf32> loc("backward.layer1.0.conv1")
    %t4559 = tensor.empty() : tensor<2x8x34x34xf32> loc("backward.layer1.0.conv1")
    %c4560 = arith.constant 0.000000000e+00 : f32 loc("backward.layer1.0.conv1")
    %t4561 = linalg.fill ins(%c4560 : f32) outs(%t4559 : tensor<2x8x34x34xf32>) -> tensor<2x8x34x34xf32> loc("backward.layer1.0.conv1")
    %t4562 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%t4554, %t4558 : tensor<2x8x36x36xf32>, tensor<8x8x3x3xf32>) outs(%t4561 : tensor<2x8x34x34xf32>) -> tensor<2x8x34x34xf32> loc("backward.layer1.0.conv1")
    %t4563 = tensor.extract_slice %t4562[0, 0, 1, 1] [2, 8, 32, 32] [1, 1, 1, 1] : tensor<2x8x34x34xf32> to tensor<2x8x32x32xf32> loc("backward.layer1.0.conv1")
    %t4564 = tensor.empty() : tensor<2x8x34x34xf32> loc("backward.layer1.0.conv1")
    %c4565 = arith.constant 0.000000000e+00 : f32 loc("backward.layer1.0.conv1")
    %t4566 = linalg.fill ins(%c4565 : f32) outs(%t4564 : tensor<2x8x34x34xf32>) -> tensor<2x8x34x34xf32> loc("backward.layer1.0.conv1")
    %t4567 = tensor.insert_slice %t82 into %t4566[0, 0, 1, 1] [2, 8, 32, 32] [1, 1, 1, 1] : tensor<2x8x32x32xf32> into tensor<2x8x34x34xf32> loc("backward.layer1.0.conv1")
    %t4568 = tensor.empty() : tensor<8x8x3x3xf32> loc("backward.layer1.0.conv1")
    %c4569 = arith.constant 0.000000000e+00 : f32 loc("backward.layer1.0.conv1")
    %t4570 = linalg.fill ins(%c4569 : f32) outs(%t4568 : tensor<8x8x3x3xf32>) -> tensor<8x8x3x3xf32> loc("backward.layer1.0.conv1")
    %t4576 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d0, d5, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d1, d5 * 1 + d2 * 1, d6 * 1 + d3 * 1)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%t4544, %t4567 : tensor<2x8x32x32xf32>, tensor<2x8x34x34xf32>) outs(%t4570 : tensor<8x8x3x3xf32>) {
    ^bb0(%in4571: f32, %in4572: f32, %out4573: f32):
      %s4574 = arith.mulf %in4571, %in4572 : f32
      %s4575 = arith.addf %out4573, %s4574 : f32
      linalg.yield %s4575 : f32
    } -> tensor<8x8x3x3xf32> loc("backward.layer1.0.conv1")
    %t4577 = tensor.empty() : tensor<2x8x32x32xf32> loc("backward.add_15")
    %t4582 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4302, %t4563 : tensor<2x8x32x32xf32>, tensor<2x8x32x32xf32>) outs(%t4577 : tensor<2x8x32x32xf32>) {
    ^bb0(%in4578: f32, %in4579: f32, %out4580: f32):
      %s4581 = arith.addf %in4578, %in4579 : f32
      linalg.yield %s4581 : f32
    } -> tensor<2x8x32x32xf32> loc("backward.add_15")
    %t4583 = tensor.empty() : tensor<2x8x32x32xi1> loc("backward.relu")
    %t4588 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t82 : tensor<2x8x32x32xf32>) outs(%t4583 : tensor<2x8x32x32xi1>) {
    ^bb0(%in4584: f32, %out4585: i1):
      %s4586 = arith.constant 0.000000000e+00 : f32
      %s4587 = arith.cmpf ole, %in4584, %s4586 : f32
      linalg.yield %s4587 : i1
    } -> tensor<2x8x32x32xi1> loc("backward.relu")
    %cst4589 = arith.constant dense<0.000000000e+00> : tensor<f32> loc("backward.relu")
    %t4590 = tensor.empty() : tensor<2x8x32x32xf32> loc("backward.relu")
    %t4596 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4588, %cst4589, %t4582 : tensor<2x8x32x32xi1>, tensor<f32>, tensor<2x8x32x32xf32>) outs(%t4590 : tensor<2x8x32x32xf32>) {
    ^bb0(%in4591: i1, %in4592: f32, %in4593: f32, %out4594: f32):
      %s4595 = arith.select %in4591, %in4592, %in4593 : f32
      linalg.yield %s4595 : f32
    } -> tensor<2x8x32x32xf32> loc("backward.relu")
    %t4597 = tensor.expand_shape %t75 [[0, 1]] output_shape [1, 8] : tensor<8xf32> into tensor<1x8xf32> loc("backward.bn1")
    %t4598 = tensor.expand_shape %t4597 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xf32> into tensor<1x8x1xf32> loc("backward.bn1")
    %t4599 = tensor.expand_shape %t4598 [[0], [1], [2, 3]] output_shape [1, 8, 1, 1] : tensor<1x8x1xf32> into tensor<1x8x1x1xf32> loc("backward.bn1")
    %t4600 = tensor.empty() : tensor<8xf32> loc("backward.bn1")
    %c4601 = arith.constant 0.000000000e+00 : f32 loc("backward.bn1")
    %t4602 = linalg.fill ins(%c4601 : f32) outs(%t4600 : tensor<8xf32>) -> tensor<8xf32> loc("backward.bn1")
    %t4606 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t4596 : tensor<2x8x32x32xf32>) outs(%t4602 : tensor<8xf32>) {
    ^bb0(%in4603: f32, %out4604: f32):
      %s4605 = arith.addf %out4604, %in4603 : f32
      linalg.yield %s4605 : f32
    } -> tensor<8xf32> loc("backward.bn1")
    %t4607 = tensor.empty() : tensor<2x8x32x32xf32> loc("backward.bn1")
    %t4612 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t8, %t4599 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%t4607 : tensor<2x8x32x32xf32>) {
    ^bb0(%in4608: f32, %in4609: f32, %out4610: f32):
      %s4611 = arith.subf %in4608, %in4609 : f32
      linalg.yield %s4611 : f32
    } -> tensor<2x8x32x32xf32> loc("backward.bn1")
    %t4613 = tensor.empty() : tensor<2x8x32x32xf32> loc("backward.bn1")
    %t4618 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4596, %t4612 : tensor<2x8x32x32xf32>, tensor<2x8x32x32xf32>) outs(%t4613 : tensor<2x8x32x32xf32>) {
    ^bb0(%in4614: f32, %in4615: f32, %out4616: f32):
      %s4617 = arith.mulf %in4614, %in4615 : f32
      linalg.yield %s4617 : f32
    } -> tensor<2x8x32x32xf32> loc("backward.bn1")
    %t4619 = tensor.empty() : tensor<8xf32> loc("backward.bn1")
    %c4620 = arith.constant 0.000000000e+00 : f32 loc("backward.bn1")
    %t4621 = linalg.fill ins(%c4620 : f32) outs(%t4619 : tensor<8xf32>) -> tensor<8xf32> loc("backward.bn1")
    %t4625 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t4618 : tensor<2x8x32x32xf32>) outs(%t4621 : tensor<8xf32>) {
    ^bb0(%in4622: f32, %out4623: f32):
      %s4624 = arith.addf %out4623, %in4622 : f32
      linalg.yield %s4624 : f32
    } -> tensor<8xf32> loc("backward.bn1")
    %t4626 = tensor.empty() : tensor<8xf32> loc("backward.bn1")
    %t4631 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t4606 : tensor<8xf32>) outs(%t4626 : tensor<8xf32>) {
    ^bb0(%in4627: f32, %out4628: f32):
      %s4629 = arith.constant 4.882812500e-04 : f32
      %s4630 = arith.mulf %in4627, %s4629 : f32
      linalg.yield %s4630 : f32
    } -> tensor<8xf32> loc("backward.bn1")
    %t4632 = tensor.expand_shape %t4631 [[0, 1]] output_shape [1, 8] : tensor<8xf32> into tensor<1x8xf32> loc("backward.bn1")
    %t4633 = tensor.expand_shape %t4632 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xf32> into tensor<1x8x1xf32> loc("backward.bn1")
    %t4634 = tensor.expand_shape %t4633 [[0], [1], [2, 3]] output_shape [1, 8, 1, 1] : tensor<1x8x1xf32> into tensor<1x8x1x1xf32> loc("backward.bn1")
    %t4635 = tensor.empty() : tensor<8xf32> loc("backward.bn1")
    %t4640 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t4625 : tensor<8xf32>) outs(%t4635 : tensor<8xf32>) {
    ^bb0(%in4636: f32, %out4637: f32):
      %s4638 = arith.constant 4.882812500e-04 : f32
      %s4639 = arith.mulf %in4636, %s4638 : f32
      linalg.yield %s4639 : f32
    } -> tensor<8xf32> loc("backward.bn1")
    %t4641 = tensor.empty() : tensor<8xf32> loc("backward.bn1")
    %t4646 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t76, %t76 : tensor<8xf32>, tensor<8xf32>) outs(%t4641 : tensor<8xf32>) {
    ^bb0(%in4642: f32, %in4643: f32, %out4644: f32):
      %s4645 = arith.mulf %in4642, %in4643 : f32
      linalg.yield %s4645 : f32
    } -> tensor<8xf32> loc("backward.bn1")
    %t4647 = tensor.empty() : tensor<8xf32> loc("backward.bn1")
    %t4652 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t4640, %t4646 : tensor<8xf32>, tensor<8xf32>) outs(%t4647 : tensor<8xf32>) {
    ^bb0(%in4648: f32, %in4649: f32, %out4650: f32):
      %s4651 = arith.mulf %in4648, %in4649 : f32
      linalg.yield %s4651 : f32
    } -> tensor<8xf32> loc("backward.bn1")
    %t4653 = tensor.expand_shape %t4652 [[0, 1]] output_shape [1, 8] : tensor<8xf32> into tensor<1x8xf32> loc("backward.bn1")
    %t4654 = tensor.expand_shape %t4653 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xf32> into tensor<1x8x1xf32> loc("backward.bn1")
    %t4655 = tensor.expand_shape %t4654 [[0], [1], [2, 3]] output_shape [1, 8, 1, 1] : tensor<1x8x1xf32> into tensor<1x8x1x1xf32> loc("backward.bn1")
    %t4656 = tensor.empty() : tensor<8xf32> loc("backward.bn1")
    %t4661 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t76, %primals_2 : tensor<8xf32>, tensor<8xf32>) outs(%t4656 : tensor<8xf32>) {
    ^bb0(%in4657: f32, %in4658: f32, %out4659: f32):
      %s4660 = arith.mulf %in4657, %in4658 : f32
      linalg.yield %s4660 : f32
    } -> tensor<8xf32> loc("backward.bn1")
    %t4662 = tensor.expand_shape %t4661 [[0, 1]] output_shape [1, 8] : tensor<8xf32> into tensor<1x8xf32> loc("backward.bn1")
    %t4663 = tensor.expand_shape %t4662 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xf32> into tensor<1x8x1xf32> loc("backward.bn1")
    %t4664 = tensor.expand_shape %t4663 [[0], [1], [2, 3]] output_shape [1, 8, 1, 1] : tensor<1x8x1xf32> into tensor<1x8x1x1xf32> loc("backward.bn1")
    %t4665 = tensor.empty() : tensor<2x8x32x32xf32> loc("backward.bn1")
    %t4670 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t8, %t4599 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%t4665 : tensor<2x8x32x32xf32>) {
    ^bb0(%in4666: f32, %in4667: f32, %out4668: f32):
      %s4669 = arith.subf %in4666, %in4667 : f32
      linalg.yield %s4669 : f32
    } -> tensor<2x8x32x32xf32> loc("backward.bn1")
    %t4671 = tensor.empty() : tensor<2x8x32x32xf32> loc("backward.bn1")
    %t4676 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4670, %t4655 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%t4671 : tensor<2x8x32x32xf32>) {
    ^bb0(%in4672: f32, %in4673: f32, %out4674: f32):
      %s4675 = arith.mulf %in4672, %in4673 : f32
      linalg.yield %s4675 : f32
    } -> tensor<2x8x32x32xf32> loc("backward.bn1")
    %t4677 = tensor.empty() : tensor<2x8x32x32xf32> loc("backward.bn1")
    %t4682 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4596, %t4676 : tensor<2x8x32x32xf32>, tensor<2x8x32x32xf32>) outs(%t4677 : tensor<2x8x32x32xf32>) {
    ^bb0(%in4678: f32, %in4679: f32, %out4680: f32):
      %s4681 = arith.subf %in4678, %in4679 : f32
      linalg.yield %s4681 : f32
    } -> tensor<2x8x32x32xf32> loc("backward.bn1")
    %t4683 = tensor.empty() : tensor<2x8x32x32xf32> loc("backward.bn1")
    %t4688 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4682, %t4634 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%t4683 : tensor<2x8x32x32xf32>) {
    ^bb0(%in4684: f32, %in4685: f32, %out4686: f32):
      %s4687 = arith.subf %in4684, %in4685 : f32
      linalg.yield %s4687 : f32
    } -> tensor<2x8x32x32xf32> loc("backward.bn1")
    %t4689 = tensor.empty() : tensor<2x8x32x32xf32> loc("backward.bn1")
    %t4694 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4688, %t4664 : tensor<2x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%t4689 : tensor<2x8x32x32xf32>) {
    ^bb0(%in4690: f32, %in4691: f32, %out4692: f32):
      %s4693 = arith.mulf %in4690, %in4691 : f32
      linalg.yield %s4693 : f32
    } -> tensor<2x8x32x32xf32> loc("backward.bn1")
    %t4695 = tensor.empty() : tensor<8xf32> loc("backward.bn1")
    %t4700 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t4625, %t76 : tensor<8xf32>, tensor<8xf32>) outs(%t4695 : tensor<8xf32>) {
    ^bb0(%in4696: f32, %in4697: f32, %out4698: f32):
      %s4699 = arith.mulf %in4696, %in4697 : f32
      linalg.yield %s4699 : f32
    } -> tensor<8xf32> loc("backward.bn1")
    %t4701 = tensor.empty() : tensor<2x3x34x34xf32> loc("backward.conv1")
    %c4702 = arith.constant 0.000000000e+00 : f32 loc("backward.conv1")
    %t4703 = linalg.fill ins(%c4702 : f32) outs(%t4701 : tensor<2x3x34x34xf32>) -> tensor<2x3x34x34xf32> loc("backward.conv1")
    %t4704 = tensor.insert_slice %primals_63 into %t4703[0, 0, 1, 1] [2, 3, 32, 32] [1, 1, 1, 1] : tensor<2x3x32x32xf32> into tensor<2x3x34x34xf32> loc("backward.conv1")
    %t4705 = tensor.empty() : tensor<8x3x3x3xf32> loc("backward.conv1")
    %c4706 = arith.constant 0.000000000e+00 : f32 loc("backward.conv1")
    %t4707 = linalg.fill ins(%c4706 : f32) outs(%t4705 : tensor<8x3x3x3xf32>) -> tensor<8x3x3x3xf32> loc("backward.conv1")
    %t4713 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d0, d5, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d1, d5 * 1 + d2 * 1, d6 * 1 + d3 * 1)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%t4694, %t4704 : tensor<2x8x32x32xf32>, tensor<2x3x34x34xf32>) outs(%t4707 : tensor<8x3x3x3xf32>) {
    ^bb0(%in4708: f32, %in4709: f32, %out4710: f32):
      %s4711 = arith.mulf %in4708, %in4709 : f32
      %s4712 = arith.addf %out4710, %s4711 : f32
      linalg.yield %s4712 : f32
    } -> tensor<8x3x3x3xf32> loc("backward.conv1")
    return %t1743, %t4713, %t4700, %t4606, %t4576, %t4550, %t4456, %t4432, %t4406, %t4312, %t4282, %t4256, %t4162, %t4138, %t4112, %t4018, %t3988, %t3958, %t3864, %t3840, %t3814, %t3720, %t3710, %t3685, %t3591, %t3561, %t3535, %t3441, %t3417, %t3391, %t3297, %t3267, %t3237, %t3143, %t3119, %t3093, %t2999, %t2989, %t2964, %t2870, %t2840, %t2814, %t2720, %t2696, %t2670, %t2576, %t2546, %t2516, %t2422, %t2398, %t2372, %t2278, %t2268, %t2243, %t2149, %t2119, %t2093, %t1999, %t1975, %t1949, %t1855, %t1819, %t1817 : tensor<f32>, tensor<8x3x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<16x8x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x8x1x1xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x16x3x3xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x16x1x1xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x32x1x1xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<10x64xf32>, tensor<10xf32> loc("root.output")
  }
}
