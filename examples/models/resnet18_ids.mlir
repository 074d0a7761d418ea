module {
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
  // primals_63: buffer bn1.running_mean (updated value returned after the gradients)
  // primals_64: buffer bn1.running_var (updated value returned after the gradients)
  // primals_65: buffer bn1.num_batches_tracked (updated value returned after the gradients)
  // primals_66: buffer layer1.0.bn1.running_mean (updated value returned after the gradients)
  // primals_67: buffer layer1.0.bn1.running_var (updated value returned after the gradients)
  // primals_68: buffer layer1.0.bn1.num_batches_tracked (updated value returned after the gradients)
  // primals_69: buffer layer1.0.bn2.running_mean (updated value returned after the gradients)
  // primals_70: buffer layer1.0.bn2.running_var (updated value returned after the gradients)
  // primals_71: buffer layer1.0.bn2.num_batches_tracked (updated value returned after the gradients)
  // primals_72: buffer layer1.1.bn1.running_mean (updated value returned after the gradients)
  // primals_73: buffer layer1.1.bn1.running_var (updated value returned after the gradients)
  // primals_74: buffer layer1.1.bn1.num_batches_tracked (updated value returned after the gradients)
  // primals_75: buffer layer1.1.bn2.running_mean (updated value returned after the gradients)
  // primals_76: buffer layer1.1.bn2.running_var (updated value returned after the gradients)
  // primals_77: buffer layer1.1.bn2.num_batches_tracked (updated value returned after the gradients)
  // primals_78: buffer layer2.0.bn1.running_mean (updated value returned after the gradients)
  // primals_79: buffer layer2.0.bn1.running_var (updated value returned after the gradients)
  // primals_80: buffer layer2.0.bn1.num_batches_tracked (updated value returned after the gradients)
  // primals_81: buffer layer2.0.bn2.running_mean (updated value returned after the gradients)
  // primals_82: buffer layer2.0.bn2.running_var (updated value returned after the gradients)
  // primals_83: buffer layer2.0.bn2.num_batches_tracked (updated value returned after the gradients)
  // primals_84: buffer layer2.0.downsample.1.running_mean (updated value returned after the gradients)
  // primals_85: buffer layer2.0.downsample.1.running_var (updated value returned after the gradients)
  // primals_86: buffer layer2.0.downsample.1.num_batches_tracked (updated value returned after the gradients)
  // primals_87: buffer layer2.1.bn1.running_mean (updated value returned after the gradients)
  // primals_88: buffer layer2.1.bn1.running_var (updated value returned after the gradients)
  // primals_89: buffer layer2.1.bn1.num_batches_tracked (updated value returned after the gradients)
  // primals_90: buffer layer2.1.bn2.running_mean (updated value returned after the gradients)
  // primals_91: buffer layer2.1.bn2.running_var (updated value returned after the gradients)
  // primals_92: buffer layer2.1.bn2.num_batches_tracked (updated value returned after the gradients)
  // primals_93: buffer layer3.0.bn1.running_mean (updated value returned after the gradients)
  // primals_94: buffer layer3.0.bn1.running_var (updated value returned after the gradients)
  // primals_95: buffer layer3.0.bn1.num_batches_tracked (updated value returned after the gradients)
  // primals_96: buffer layer3.0.bn2.running_mean (updated value returned after the gradients)
  // primals_97: buffer layer3.0.bn2.running_var (updated value returned after the gradients)
  // primals_98: buffer layer3.0.bn2.num_batches_tracked (updated value returned after the gradients)
  // primals_99: buffer layer3.0.downsample.1.running_mean (updated value returned after the gradients)
  // primals_100: buffer layer3.0.downsample.1.running_var (updated value returned after the gradients)
  // primals_101: buffer layer3.0.downsample.1.num_batches_tracked (updated value returned after the gradients)
  // primals_102: buffer layer3.1.bn1.running_mean (updated value returned after the gradients)
  // primals_103: buffer layer3.1.bn1.running_var (updated value returned after the gradients)
  // primals_104: buffer layer3.1.bn1.num_batches_tracked (updated value returned after the gradients)
  // primals_105: buffer layer3.1.bn2.running_mean (updated value returned after the gradients)
  // primals_106: buffer layer3.1.bn2.running_var (updated value returned after the gradients)
  // primals_107: buffer layer3.1.bn2.num_batches_tracked (updated value returned after the gradients)
  // primals_108: buffer layer4.0.bn1.running_mean (updated value returned after the gradients)
  // primals_109: buffer layer4.0.bn1.running_var (updated value returned after the gradients)
  // primals_110: buffer layer4.0.bn1.num_batches_tracked (updated value returned after the gradients)
  // primals_111: buffer layer4.0.bn2.running_mean (updated value returned after the gradients)
  // primals_112: buffer layer4.0.bn2.running_var (updated value returned after the gradients)
  // primals_113: buffer layer4.0.bn2.num_batches_tracked (updated value returned after the gradients)
  // primals_114: buffer layer4.0.downsample.1.running_mean (updated value returned after the gradients)
  // primals_115: buffer layer4.0.downsample.1.running_var (updated value returned after the gradients)
  // primals_116: buffer layer4.0.downsample.1.num_batches_tracked (updated value returned after the gradients)
  // primals_117: buffer layer4.1.bn1.running_mean (updated value returned after the gradients)
  // primals_118: buffer layer4.1.bn1.running_var (updated value returned after the gradients)
  // primals_119: buffer layer4.1.bn1.num_batches_tracked (updated value returned after the gradients)
  // primals_120: buffer layer4.1.bn2.running_mean (updated value returned after the gradients)
  // primals_121: buffer layer4.1.bn2.running_var (updated value returned after the gradients)
  // primals_122: buffer layer4.1.bn2.num_batches_tracked (updated value returned after the gradients)
  // primals_123: input 0
  // primals_124: input 1 (int64)
  // tangents_1: cotangent of the loss (remat.cotangent)
  // results: loss, then gradients of primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32, primals_33, primals_34, primals_35, primals_36, primals_37, primals_38, primals_39, primals_40, primals_41, primals_42, primals_43, primals_44, primals_45, primals_46, primals_47, primals_48, primals_49, primals_50, primals_51, primals_52, primals_53, primals_54, primals_55, primals_56, primals_57, primals_58, primals_59, primals_60, primals_61, primals_62, then the updated buffers primals_63, primals_64, primals_65, primals_66, primals_67, primals_68, primals_69, primals_70, primals_71, primals_72, primals_73, primals_74, primals_75, primals_76, primals_77, primals_78, primals_79, primals_80, primals_81, primals_82, primals_83, primals_84, primals_85, primals_86, primals_87, primals_88, primals_89, primals_90, primals_91, primals_92, primals_93, primals_94, primals_95, primals_96, primals_97, primals_98, primals_99, primals_100, primals_101, primals_102, primals_103, primals_104, primals_105, primals_106, primals_107, primals_108, primals_109, primals_110, primals_111, primals_112, primals_113, primals_114, primals_115, primals_116, primals_117, primals_118, primals_119, primals_120, primals_121, primals_122
  func.func @train_step(
    %primals_1: tensor<4x3x7x7xf32>,
    %primals_2: tensor<4xf32>,
    %primals_3: tensor<4xf32>,
    %primals_4: tensor<4x4x3x3xf32>,
    %primals_5: tensor<4xf32>,
    %primals_6: tensor<4xf32>,
    %primals_7: tensor<4x4x3x3xf32>,
    %primals_8: tensor<4xf32>,
    %primals_9: tensor<4xf32>,
    %primals_10: tensor<4x4x3x3xf32>,
    %primals_11: tensor<4xf32>,
    %primals_12: tensor<4xf32>,
    %primals_13: tensor<4x4x3x3xf32>,
    %primals_14: tensor<4xf32>,
    %primals_15: tensor<4xf32>,
    %primals_16: tensor<8x4x3x3xf32>,
    %primals_17: tensor<8xf32>,
    %primals_18: tensor<8xf32>,
    %primals_19: tensor<8x8x3x3xf32>,
    %primals_20: tensor<8xf32>,
    %primals_21: tensor<8xf32>,
    %primals_22: tensor<8x4x1x1xf32>,
    %primals_23: tensor<8xf32>,
    %primals_24: tensor<8xf32>,
    %primals_25: tensor<8x8x3x3xf32>,
    %primals_26: tensor<8xf32>,
    %primals_27: tensor<8xf32>,
    %primals_28: tensor<8x8x3x3xf32>,
    %primals_29: tensor<8xf32>,
    %primals_30: tensor<8xf32>,
    %primals_31: tensor<16x8x3x3xf32>,
    %primals_32: tensor<16xf32>,
    %primals_33: tensor<16xf32>,
    %primals_34: tensor<16x16x3x3xf32>,
    %primals_35: tensor<16xf32>,
    %primals_36: tensor<16xf32>,
    %primals_37: tensor<16x8x1x1xf32>,
    %primals_38: tensor<16xf32>,
    %primals_39: tensor<16xf32>,
    %primals_40: tensor<16x16x3x3xf32>,
    %primals_41: tensor<16xf32>,
    %primals_42: tensor<16xf32>,
    %primals_43: tensor<16x16x3x3xf32>,
    %primals_44: tensor<16xf32>,
    %primals_45: tensor<16xf32>,
    %primals_46: tensor<32x16x3x3xf32>,
    %primals_47: tensor<32xf32>,
    %primals_48: tensor<32xf32>,
    %primals_49: tensor<32x32x3x3xf32>,
    %primals_50: tensor<32xf32>,
    %primals_51: tensor<32xf32>,
    %primals_52: tensor<32x16x1x1xf32>,
    %primals_53: tensor<32xf32>,
    %primals_54: tensor<32xf32>,
    %primals_55: tensor<32x32x3x3xf32>,
    %primals_56: tensor<32xf32>,
    %primals_57: tensor<32xf32>,
    %primals_58: tensor<32x32x3x3xf32>,
    %primals_59: tensor<32xf32>,
    %primals_60: tensor<32xf32>,
    %primals_61: tensor<10x32xf32>,
    %primals_62: tensor<10xf32>,
    %primals_63: tensor<4xf32>,
    %primals_64: tensor<4xf32>,
    %primals_65: tensor<i64>,
    %primals_66: tensor<4xf32>,
    %primals_67: tensor<4xf32>,
    %primals_68: tensor<i64>,
    %primals_69: tensor<4xf32>,
    %primals_70: tensor<4xf32>,
    %primals_71: tensor<i64>,
    %primals_72: tensor<4xf32>,
    %primals_73: tensor<4xf32>,
    %primals_74: tensor<i64>,
    %primals_75: tensor<4xf32>,
    %primals_76: tensor<4xf32>,
    %primals_77: tensor<i64>,
    %primals_78: tensor<8xf32>,
    %primals_79: tensor<8xf32>,
    %primals_80: tensor<i64>,
    %primals_81: tensor<8xf32>,
    %primals_82: tensor<8xf32>,
    %primals_83: tensor<i64>,
    %primals_84: tensor<8xf32>,
    %primals_85: tensor<8xf32>,
    %primals_86: tensor<i64>,
    %primals_87: tensor<8xf32>,
    %primals_88: tensor<8xf32>,
    %primals_89: tensor<i64>,
    %primals_90: tensor<8xf32>,
    %primals_91: tensor<8xf32>,
    %primals_92: tensor<i64>,
    %primals_93: tensor<16xf32>,
    %primals_94: tensor<16xf32>,
    %primals_95: tensor<i64>,
    %primals_96: tensor<16xf32>,
    %primals_97: tensor<16xf32>,
    %primals_98: tensor<i64>,
    %primals_99: tensor<16xf32>,
    %primals_100: tensor<16xf32>,
    %primals_101: tensor<i64>,
    %primals_102: tensor<16xf32>,
    %primals_103: tensor<16xf32>,
    %primals_104: tensor<i64>,
    %primals_105: tensor<16xf32>,
    %primals_106: tensor<16xf32>,
    %primals_107: tensor<i64>,
    %primals_108: tensor<32xf32>,
    %primals_109: tensor<32xf32>,
    %primals_110: tensor<i64>,
    %primals_111: tensor<32xf32>,
    %primals_112: tensor<32xf32>,
    %primals_113: tensor<i64>,
    %primals_114: tensor<32xf32>,
    %primals_115: tensor<32xf32>,
    %primals_116: tensor<i64>,
    %primals_117: tensor<32xf32>,
    %primals_118: tensor<32xf32>,
    %primals_119: tensor<i64>,
    %primals_120: tensor<32xf32>,
    %primals_121: tensor<32xf32>,
    %primals_122: tensor<i64>,
    %primals_123: tensor<2x3x64x64xf32>,
    %primals_124: tensor<2xi64> {remat.range = [1, 8]},
    %tangents_1: tensor<f32> {remat.cotangent}
  ) -> (tensor<f32>, tensor<4x3x7x7xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x4x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x4x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x4x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x4x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<8x4x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x4x1x1xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<16x8x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x8x1x1xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x16x3x3xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x16x1x1xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<32xf32>, tensor<10x32xf32>, tensor<10xf32>, tensor<4xf32>, tensor<4xf32>, tensor<i64>, tensor<4xf32>, tensor<4xf32>, tensor<i64>, tensor<4xf32>, tensor<4xf32>, tensor<i64>, tensor<4xf32>, tensor<4xf32>, tensor<i64>, tensor<4xf32>, tensor<4xf32>, tensor<i64>, tensor<8xf32>, tensor<8xf32>, tensor<i64>, tensor<8xf32>, tensor<8xf32>, tensor<i64>, tensor<8xf32>, tensor<8xf32>, tensor<i64>, tensor<8xf32>, tensor<8xf32>, tensor<i64>, tensor<8xf32>, tensor<8xf32>, tensor<i64>, tensor<16xf32>, tensor<16xf32>, tensor<i64>, tensor<16xf32>, tensor<16xf32>, tensor<i64>, tensor<16xf32>, tensor<16xf32>, tensor<i64>, tensor<16xf32>, tensor<16xf32>, tensor<i64>, tensor<16xf32>, tensor<16xf32>, tensor<i64>, tensor<32xf32>, tensor<32xf32>, tensor<i64>, tensor<32xf32>, tensor<32xf32>, tensor<i64>, tensor<32xf32>, tensor<32xf32>, tensor<i64>, tensor<32xf32>, tensor<32xf32>, tensor<i64>, tensor<32xf32>, tensor<32xf32>, tensor<i64>) {
    %t1 = tensor.empty() : tensor<2x3x70x70xf32> loc("conv1")
    %c2 = arith.constant 0.000000000e+00 : f32 loc("conv1")
    %t3 = linalg.fill ins(%c2 : f32) outs(%t1 : tensor<2x3x70x70xf32>) -> tensor<2x3x70x70xf32> loc("conv1")
    %t4 = tensor.insert_slice %primals_123 into %t3[0, 0, 3, 3] [2, 3, 64, 64] [1, 1, 1, 1] : tensor<2x3x64x64xf32> into tensor<2x3x70x70xf32> loc("conv1")
    %t5 = tensor.empty() : tensor<2x4x32x32xf32> loc("conv1")
    %c6 = arith.constant 0.000000000e+00 : f32 loc("conv1")
    %t7 = linalg.fill ins(%c6 : f32) outs(%t5 : tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32> loc("conv1")
    %t8 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[2, 2]> : tensor<2xi64>} ins(%t4, %primals_1 : tensor<2x3x70x70xf32>, tensor<4x3x7x7xf32>) outs(%t7 : tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32> loc("conv1")
    %t9 = tensor.empty() : tensor<i64> loc("bn1")
    %t14 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%primals_65 : tensor<i64>) outs(%t9 : tensor<i64>) {
    ^bb0(%in10: i64, %out11: i64):
      %s12 = arith.constant 1 : i64
      %s13 = arith.addi %in10, %s12 : i64
      linalg.yield %s13 : i64
    } -> tensor<i64> loc("bn1")
    %t15 = tensor.empty() : tensor<4xf32> loc("bn1")
    %c16 = arith.constant 0.000000000e+00 : f32 loc("bn1")
    %t17 = linalg.fill ins(%c16 : f32) outs(%t15 : tensor<4xf32>) -> tensor<4xf32> loc("bn1")
    %t21 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t8 : tensor<2x4x32x32xf32>) outs(%t17 : tensor<4xf32>) {
    ^bb0(%in18: f32, %out19: f32):
      %s20 = arith.addf %out19, %in18 : f32
      linalg.yield %s20 : f32
    } -> tensor<4xf32> loc("bn1")
    %t22 = tensor.empty() : tensor<4xf32> loc("bn1")
    %t27 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t21 : tensor<4xf32>) outs(%t22 : tensor<4xf32>) {
    ^bb0(%in23: f32, %out24: f32):
      %s25 = arith.constant 4.882812500e-04 : f32
      %s26 = arith.mulf %in23, %s25 : f32
      linalg.yield %s26 : f32
    } -> tensor<4xf32> loc("bn1")
    %t28 = tensor.expand_shape %t27 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf32> into tensor<1x4x1x1xf32> loc("bn1")
    %t29 = tensor.empty() : tensor<2x4x32x32xf32> loc("bn1")
    %t34 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t8, %t28 : tensor<2x4x32x32xf32>, tensor<1x4x1x1xf32>) outs(%t29 : tensor<2x4x32x32xf32>) {
    ^bb0(%in30: f32, %in31: f32, %out32: f32):
      %s33 = arith.subf %in30, %in31 : f32
      linalg.yield %s33 : f32
    } -> tensor<2x4x32x32xf32> loc("bn1")
    %t35 = tensor.empty() : tensor<2x4x32x32xf32> loc("bn1")
    %t39 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t34 : tensor<2x4x32x32xf32>) outs(%t35 : tensor<2x4x32x32xf32>) {
    ^bb0(%in36: f32, %out37: f32):
      %s38 = arith.mulf %in36, %in36 : f32
      linalg.yield %s38 : f32
    } -> tensor<2x4x32x32xf32> loc("bn1")
    %t40 = tensor.empty() : tensor<4xf32> loc("bn1")
    %c41 = arith.constant 0.000000000e+00 : f32 loc("bn1")
    %t42 = linalg.fill ins(%c41 : f32) outs(%t40 : tensor<4xf32>) -> tensor<4xf32> loc("bn1")
    %t46 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t39 : tensor<2x4x32x32xf32>) outs(%t42 : tensor<4xf32>) {
    ^bb0(%in43: f32, %out44: f32):
      %s45 = arith.addf %out44, %in43 : f32
      linalg.yield %s45 : f32
    } -> tensor<4xf32> loc("bn1")
    %t47 = tensor.empty() : tensor<4xf32> loc("bn1")
    %t52 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t46 : tensor<4xf32>) outs(%t47 : tensor<4xf32>) {
    ^bb0(%in48: f32, %out49: f32):
      %s50 = arith.constant 4.882812500e-04 : f32
      %s51 = arith.mulf %in48, %s50 : f32
      linalg.yield %s51 : f32
    } -> tensor<4xf32> loc("bn1")
    %t53 = tensor.expand_shape %t52 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf32> into tensor<1x4x1x1xf32> loc("bn1")
    %t54 = tensor.empty() : tensor<1x4x1x1xf32> loc("bn1")
    %t60 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t53 : tensor<1x4x1x1xf32>) outs(%t54 : tensor<1x4x1x1xf32>) {
    ^bb0(%in55: f32, %out56: f32):
      %s57 = arith.constant 9.999999747e-06 : f32
      %s58 = arith.addf %in55, %s57 : f32
      %s59 = math.rsqrt %s58 : f32
      linalg.yield %s59 : f32
    } -> tensor<1x4x1x1xf32> loc("bn1")
    %t61 = tensor.empty() : tensor<2x4x32x32xf32> loc("bn1")
    %t66 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t34, %t60 : tensor<2x4x32x32xf32>, tensor<1x4x1x1xf32>) outs(%t61 : tensor<2x4x32x32xf32>) {
    ^bb0(%in62: f32, %in63: f32, %out64: f32):
      %s65 = arith.mulf %in62, %in63 : f32
      linalg.yield %s65 : f32
    } -> tensor<2x4x32x32xf32> loc("bn1")
    %t67 = tensor.expand_shape %primals_2 [[0, 1, 2]] output_shape [4, 1, 1] : tensor<4xf32> into tensor<4x1x1xf32> loc("bn1")
    %t68 = tensor.empty() : tensor<2x4x32x32xf32> loc("bn1")
    %t73 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t66, %t67 : tensor<2x4x32x32xf32>, tensor<4x1x1xf32>) outs(%t68 : tensor<2x4x32x32xf32>) {
    ^bb0(%in69: f32, %in70: f32, %out71: f32):
      %s72 = arith.mulf %in69, %in70 : f32
      linalg.yield %s72 : f32
    } -> tensor<2x4x32x32xf32> loc("bn1")
    %t74 = tensor.expand_shape %primals_3 [[0, 1, 2]] output_shape [4, 1, 1] : tensor<4xf32> into tensor<4x1x1xf32> loc("bn1")
    %t75 = tensor.empty() : tensor<2x4x32x32xf32> loc("bn1")
    %t80 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t73, %t74 : tensor<2x4x32x32xf32>, tensor<4x1x1xf32>) outs(%t75 : tensor<2x4x32x32xf32>) {
    ^bb0(%in76: f32, %in77: f32, %out78: f32):
      %s79 = arith.addf %in76, %in77 : f32
      linalg.yield %s79 : f32
    } -> tensor<2x4x32x32xf32> loc("bn1")
    %t81 = tensor.collapse_shape %t28 [[0, 1, 2, 3]] : tensor<1x4x1x1xf32> into tensor<4xf32> loc("bn1")
    %t82 = tensor.collapse_shape %t60 [[0, 1, 2, 3]] : tensor<1x4x1x1xf32> into tensor<4xf32> loc("bn1")
    %t83 = tensor.empty() : tensor<2x4x32x32xf32> loc("bn1")
    %t87 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t34 : tensor<2x4x32x32xf32>) outs(%t83 : tensor<2x4x32x32xf32>) {
    ^bb0(%in84: f32, %out85: f32):
      %s86 = arith.mulf %in84, %in84 : f32
      linalg.yield %s86 : f32
    } -> tensor<2x4x32x32xf32> loc("bn1")
    %t88 = tensor.empty() : tensor<4xf32> loc("bn1")
    %c89 = arith.constant 0.000000000e+00 : f32 loc("bn1")
    %t90 = linalg.fill ins(%c89 : f32) outs(%t88 : tensor<4xf32>) -> tensor<4xf32> loc("bn1")
    %t94 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t87 : tensor<2x4x32x32xf32>) outs(%t90 : tensor<4xf32>) {
    ^bb0(%in91: f32, %out92: f32):
      %s93 = arith.addf %out92, %in91 : f32
      linalg.yield %s93 : f32
    } -> tensor<4xf32> loc("bn1")
    %t95 = tensor.empty() : tensor<4xf32> loc("bn1")
    %t104 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%primals_63, %t81 : tensor<4xf32>, tensor<4xf32>) outs(%t95 : tensor<4xf32>) {
    ^bb0(%in96: f32, %in97: f32, %out98: f32):
      %s99 = arith.constant 8.999999762e-01 : f32
      %s100 = arith.mulf %in96, %s99 : f32
      %s101 = arith.constant 1.000000015e-01 : f32
      %s102 = arith.mulf %in97, %s101 : f32
      %s103 = arith.addf %s100, %s102 : f32
      linalg.yield %s103 : f32
    } -> tensor<4xf32> loc("bn1")
    %t105 = tensor.empty() : tensor<4xf32> loc("bn1")
    %t116 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%primals_64, %t94 : tensor<4xf32>, tensor<4xf32>) outs(%t105 : tensor<4xf32>) {
    ^bb0(%in106: f32, %in107: f32, %out108: f32):
      %s109 = arith.constant 8.999999762e-01 : f32
      %s110 = arith.mulf %in106, %s109 : f32
      %s111 = arith.constant 4.885197850e-04 : f32
      %s112 = arith.mulf %in107, %s111 : f32
      %s113 = arith.constant 1.000000015e-01 : f32
      %s114 = arith.mulf %s112, %s113 : f32
      %s115 = arith.addf %s110, %s114 : f32
      linalg.yield %s115 : f32
    } -> tensor<4xf32> loc("bn1")
    %t117 = tensor.empty() : tensor<2x4x32x32xf32> loc("relu")
    %t122 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t80 : tensor<2x4x32x32xf32>) outs(%t117 : tensor<2x4x32x32xf32>) {
    ^bb0(%in118: f32, %out119: f32):
      %s120 = arith.constant 0.000000000e+00 : f32
      %s121 = arith.maximumf %in118, %s120 : f32
      linalg.yield %s121 : f32
    } -> tensor<2x4x32x32xf32> loc("relu")
    %t123 = tensor.empty() : tensor<2x4x33x33xf32> loc("maxpool")
    %c124 = arith.constant 0xFF800000 : f32 loc("maxpool")
    %t125 = linalg.fill ins(%c124 : f32) outs(%t123 : tensor<2x4x33x33xf32>) -> tensor<2x4x33x33xf32> loc("maxpool")
    %t126 = tensor.insert_slice %t122 into %t125[0, 0, 1, 1] [2, 4, 32, 32] [1, 1, 1, 1] : tensor<2x4x32x32xf32> into tensor<2x4x33x33xf32> loc("maxpool")
    %t127 = tensor.empty() : tensor<2x4x16x16xf32> loc("maxpool")
    %c128 = arith.constant 0xFF800000 : f32 loc("maxpool")
    %t129 = linalg.fill ins(%c128 : f32) outs(%t127 : tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32> loc("maxpool")
    %t130 = tensor.empty() : tensor<3x3xf32> loc("maxpool")
    %t135 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2 * 2 + d4 * 1, d3 * 2 + d5 * 1)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%t126, %t130 : tensor<2x4x33x33xf32>, tensor<3x3xf32>) outs(%t129 : tensor<2x4x16x16xf32>) {
    ^bb0(%in131: f32, %in132: f32, %out133: f32):
      %s134 = arith.maximumf %out133, %in131 : f32
      linalg.yield %s134 : f32
    } -> tensor<2x4x16x16xf32> loc("maxpool")
    %t136 = tensor.empty() : tensor<2x4x16x16xi64> loc("maxpool")
    %c137 = arith.constant 9223372036854775807 : i64 loc("maxpool")
    %t138 = linalg.fill ins(%c137 : i64) outs(%t136 : tensor<2x4x16x16xi64>) -> tensor<2x4x16x16xi64> loc("maxpool")
    %t167 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2 * 2 + d4 * 1, d3 * 2 + d5 * 1)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%t126, %t135, %t130 : tensor<2x4x33x33xf32>, tensor<2x4x16x16xf32>, tensor<3x3xf32>) outs(%t138 : tensor<2x4x16x16xi64>) {
    ^bb0(%in139: f32, %in140: f32, %in141: f32, %out142: i64):
      %s143 = linalg.index 2 : index
      %s144 = arith.index_cast %s143 : index to i64
      %s145 = arith.constant 2 : i64
      %s146 = arith.muli %s144, %s145 : i64
      %s147 = linalg.index 4 : index
      %s148 = arith.index_cast %s147 : index to i64
      %s149 = arith.addi %s146, %s148 : i64
      %s150 = arith.constant 1 : i64
      %s151 = arith.subi %s149, %s150 : i64
      %s152 = linalg.index 3 : index
      %s153 = arith.index_cast %s152 : index to i64
      %s154 = arith.constant 2 : i64
      %s155 = arith.muli %s153, %s154 : i64
      %s156 = linalg.index 5 : index
      %s157 = arith.index_cast %s156 : index to i64
      %s158 = arith.addi %s155, %s157 : i64
      %s159 = arith.constant 1 : i64
      %s160 = arith.subi %s158, %s159 : i64
      %s161 = arith.constant 32 : i64
      %s162 = arith.muli %s151, %s161 : i64
      %s163 = arith.addi %s162, %s160 : i64
      %s164 = arith.cmpf oeq, %in139, %in140 : f32
      %s165 = arith.minsi %out142, %s163 : i64
      %s166 = arith.select %s164, %s165, %out142 : i64
      linalg.yield %s166 : i64
    } -> tensor<2x4x16x16xi64> loc("maxpool")
    %t168 = tensor.empty() : tensor<2x4x18x18xf32> loc("layer1.0.conv1")
    %c169 = arith.constant 0.000000000e+00 : f32 loc("layer1.0.conv1")
    %t170 = linalg.fill ins(%c169 : f32) outs(%t168 : tensor<2x4x18x18xf32>) -> tensor<2x4x18x18xf32> loc("layer1.0.conv1")
    %t171 = tensor.insert_slice %t135 into %t170[0, 0, 1, 1] [2, 4, 16, 16] [1, 1, 1, 1] : tensor<2x4x16x16xf32> into tensor<2x4x18x18xf32> loc("layer1.0.conv1")
    %t172 = tensor.empty() : tensor<2x4x16x16xf32> loc("layer1.0.conv1")
    %c173 = arith.constant 0.000000000e+00 : f32 loc("layer1.0.conv1")
    %t174 = linalg.fill ins(%c173 : f32) outs(%t172 : tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32> loc("layer1.0.conv1")
    %t175 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%t171, %primals_4 : tensor<2x4x18x18xf32>, tensor<4x4x3x3xf32>) outs(%t174 : tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32> loc("layer1.0.conv1")
    %t176 = tensor.empty() : tensor<i64> loc("layer1.0.bn1")
    %t181 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%primals_68 : tensor<i64>) outs(%t176 : tensor<i64>) {
    ^bb0(%in177: i64, %out178: i64):
      %s179 = arith.constant 1 : i64
      %s180 = arith.addi %in177, %s179 : i64
      linalg.yield %s180 : i64
    } -> tensor<i64> loc("layer1.0.bn1")
    %t182 = tensor.empty() : tensor<4xf32> loc("layer1.0.bn1")
    %c183 = arith.constant 0.000000000e+00 : f32 loc("layer1.0.bn1")
    %t184 = linalg.fill ins(%c183 : f32) outs(%t182 : tensor<4xf32>) -> tensor<4xf32> loc("layer1.0.bn1")
    %t188 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t175 : tensor<2x4x16x16xf32>) outs(%t184 : tensor<4xf32>) {
    ^bb0(%in185: f32, %out186: f32):
      %s187 = arith.addf %out186, %in185 : f32
      linalg.yield %s187 : f32
    } -> tensor<4xf32> loc("layer1.0.bn1")
    %t189 = tensor.empty() : tensor<4xf32> loc("layer1.0.bn1")
    %t194 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t188 : tensor<4xf32>) outs(%t189 : tensor<4xf32>) {
    ^bb0(%in190: f32, %out191: f32):
      %s192 = arith.constant 1.953125000e-03 : f32
      %s193 = arith.mulf %in190, %s192 : f32
      linalg.yield %s193 : f32
    } -> tensor<4xf32> loc("layer1.0.bn1")
    %t195 = tensor.expand_shape %t194 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf32> into tensor<1x4x1x1xf32> loc("layer1.0.bn1")
    %t196 = tensor.empty() : tensor<2x4x16x16xf32> loc("layer1.0.bn1")
    %t201 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t175, %t195 : tensor<2x4x16x16xf32>, tensor<1x4x1x1xf32>) outs(%t196 : tensor<2x4x16x16xf32>) {
    ^bb0(%in197: f32, %in198: f32, %out199: f32):
      %s200 = arith.subf %in197, %in198 : f32
      linalg.yield %s200 : f32
    } -> tensor<2x4x16x16xf32> loc("layer1.0.bn1")
    %t202 = tensor.empty() : tensor<2x4x16x16xf32> loc("layer1.0.bn1")
    %t206 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t201 : tensor<2x4x16x16xf32>) outs(%t202 : tensor<2x4x16x16xf32>) {
    ^bb0(%in203: f32, %out204: f32):
      %s205 = arith.mulf %in203, %in203 : f32
      linalg.yield %s205 : f32
    } -> tensor<2x4x16x16xf32> loc("layer1.0.bn1")
    %t207 = tensor.empty() : tensor<4xf32> loc("layer1.0.bn1")
    %c208 = arith.constant 0.000000000e+00 : f32 loc("layer1.0.bn1")
    %t209 = linalg.fill ins(%c208 : f32) outs(%t207 : tensor<4xf32>) -> tensor<4xf32> loc("layer1.0.bn1")
    %t213 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t206 : tensor<2x4x16x16xf32>) outs(%t209 : tensor<4xf32>) {
    ^bb0(%in210: f32, %out211: f32):
      %s212 = arith.addf %out211, %in210 : f32
      linalg.yield %s212 : f32
    } -> tensor<4xf32> loc("layer1.0.bn1")
    %t214 = tensor.empty() : tensor<4xf32> loc("layer1.0.bn1")
    %t219 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t213 : tensor<4xf32>) outs(%t214 : tensor<4xf32>) {
    ^bb0(%in215: f32, %out216: f32):
      %s217 = arith.constant 1.953125000e-03 : f32
      %s218 = arith.mulf %in215, %s217 : f32
      linalg.yield %s218 : f32
    } -> tensor<4xf32> loc("layer1.0.bn1")
    %t220 = tensor.expand_shape %t219 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf32> into tensor<1x4x1x1xf32> loc("layer1.0.bn1")
    %t221 = tensor.empty() : tensor<1x4x1x1xf32> loc("layer1.0.bn1")
    %t227 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t220 : tensor<1x4x1x1xf32>) outs(%t221 : tensor<1x4x1x1xf32>) {
    ^bb0(%in222: f32, %out223: f32):
      %s224 = arith.constant 9.999999747e-06 : f32
      %s225 = arith.addf %in222, %s224 : f32
      %s226 = math.rsqrt %s225 : f32
      linalg.yield %s226 : f32
    } -> tensor<1x4x1x1xf32> loc("layer1.0.bn1")
    %t228 = tensor.empty() : tensor<2x4x16x16xf32> loc("layer1.0.bn1")
    %t233 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t201, %t227 : tensor<2x4x16x16xf32>, tensor<1x4x1x1xf32>) outs(%t228 : tensor<2x4x16x16xf32>) {
    ^bb0(%in229: f32, %in230: f32, %out231: f32):
      %s232 = arith.mulf %in229, %in230 : f32
      linalg.yield %s232 : f32
    } -> tensor<2x4x16x16xf32> loc("layer1.0.bn1")
    %t234 = tensor.expand_shape %primals_5 [[0, 1, 2]] output_shape [4, 1, 1] : tensor<4xf32> into tensor<4x1x1xf32> loc("layer1.0.bn1")
    %t235 = tensor.empty() : tensor<2x4x16x16xf32> loc("layer1.0.bn1")
    %t240 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t233, %t234 : tensor<2x4x16x16xf32>, tensor<4x1x1xf32>) outs(%t235 : tensor<2x4x16x16xf32>) {
    ^bb0(%in236: f32, %in237: f32, %out238: f32):
      %s239 = arith.mulf %in236, %in237 : f32
      linalg.yield %s239 : f32
    } -> tensor<2x4x16x16xf32> loc("layer1.0.bn1")
    %t241 = tensor.expand_shape %primals_6 [[0, 1, 2]] output_shape [4, 1, 1] : tensor<4xf32> into tensor<4x1x1xf32> loc("layer1.0.bn1")
    %t242 = tensor.empty() : tensor<2x4x16x16xf32> loc("layer1.0.bn1")
    %t247 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t240, %t241 : tensor<2x4x16x16xf32>, tensor<4x1x1xf32>) outs(%t242 : tensor<2x4x16x16xf32>) {
    ^bb0(%in243: f32, %in244: f32, %out245: f32):
      %s246 = arith.addf %in243, %in244 : f32
      linalg.yield %s246 : f32
    } -> tensor<2x4x16x16xf32> loc("layer1.0.bn1")
    %t248 = tensor.collapse_shape %t195 [[0, 1, 2, 3]] : tensor<1x4x1x1xf32> into tensor<4xf32> loc("layer1.0.bn1")
    %t249 = tensor.collapse_shape %t227 [[0, 1, 2, 3]] : tensor<1x4x1x1xf32> into tensor<4xf32> loc("layer1.0.bn1")
    %t250 = tensor.empty() : tensor<2x4x16x16xf32> loc("layer1.0.bn1")
    %t254 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t201 : tensor<2x4x16x16xf32>) outs(%t250 : tensor<2x4x16x16xf32>) {
    ^bb0(%in251: f32, %out252: f32):
      %s253 = arith.mulf %in251, %in251 : f32
      linalg.yield %s253 : f32
    } -> tensor<2x4x16x16xf32> loc("layer1.0.bn1")
    %t255 = tensor.empty() : tensor<4xf32> loc("layer1.0.bn1")
    %c256 = arith.constant 0.000000000e+00 : f32 loc("layer1.0.bn1")
    %t257 = linalg.fill ins(%c256 : f32) outs(%t255 : tensor<4xf32>) -> tensor<4xf32> loc("layer1.0.bn1")
    %t261 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t254 : tensor<2x4x16x16xf32>) outs(%t257 : tensor<4xf32>) {
    ^bb0(%in258: f32, %out259: f32):
      %s260 = arith.addf %out259, %in258 : f32
      linalg.yield %s260 : f32
    } -> tensor<4xf32> loc("layer1.0.bn1")
    %t262 = tensor.empty() : tensor<4xf32> loc("layer1.0.bn1")
    %t271 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%primals_66, %t248 : tensor<4xf32>, tensor<4xf32>) outs(%t262 : tensor<4xf32>) {
    ^bb0(%in263: f32, %in264: f32, %out265: f32):
      %s266 = arith.constant 8.999999762e-01 : f32
      %s267 = arith.mulf %in263, %s266 : f32
      %s268 = arith.constant 1.000000015e-01 : f32
      %s269 = arith.mulf %in264, %s268 : f32
      %s270 = arith.addf %s267, %s269 : f32
      linalg.yield %s270 : f32
    } -> tensor<4xf32> loc("layer1.0.bn1")
    %t272 = tensor.empty() : tensor<4xf32> loc("layer1.0.bn1")
    %t283 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%primals_67, %t261 : tensor<4xf32>, tensor<4xf32>) outs(%t272 : tensor<4xf32>) {
    ^bb0(%in273: f32, %in274: f32, %out275: f32):
      %s276 = arith.constant 8.999999762e-01 : f32
      %s277 = arith.mulf %in273, %s276 : f32
      %s278 = arith.constant 1.956947148e-03 : f32
      %s279 = arith.mulf %in274, %s278 : f32
      %s280 = arith.constant 1.000000015e-01 : f32
      %s281 = arith.mulf %s279, %s280 : f32
      %s282 = arith.addf %s277, %s281 : f32
      linalg.yield %s282 : f32
    } -> tensor<4xf32> loc("layer1.0.bn1")
    %t284 = tensor.empty() : tensor<2x4x16x16xf32> loc("layer1.0.relu")
    %t289 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t247 : tensor<2x4x16x16xf32>) outs(%t284 : tensor<2x4x16x16xf32>) {
    ^bb0(%in285: f32, %out286: f32):
      %s287 = arith.constant 0.000000000e+00 : f32
      %s288 = arith.maximumf %in285, %s287 : f32
      linalg.yield %s288 : f32
    } -> tensor<2x4x16x16xf32> loc("layer1.0.relu")
    %t290 = tensor.empty() : tensor<2x4x18x18xf32> loc("layer1.0.conv2")
    %c291 = arith.constant 0.000000000e+00 : f32 loc("layer1.0.conv2")
    %t292 = linalg.fill ins(%c291 : f32) outs(%t290 : tensor<2x4x18x18xf32>) -> tensor<2x4x18x18xf32> loc("layer1.0.conv2")
    %t293 = tensor.insert_slice %t289 into %t292[0, 0, 1, 1] [2, 4, 16, 16] [1, 1, 1, 1] : tensor<2x4x16x16xf32> into tensor<2x4x18x18xf32> loc("layer1.0.conv2")
    %t294 = tensor.empty() : tensor<2x4x16x16xf32> loc("layer1.0.conv2")
    %c295 = arith.constant 0.000000000e+00 : f32 loc("layer1.0.conv2")
    %t296 = linalg.fill ins(%c295 : f32) outs(%t294 : tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32> loc("layer1.0.conv2")
    %t297 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%t293, %primals_7 : tensor<2x4x18x18xf32>, tensor<4x4x3x3xf32>) outs(%t296 : tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32> loc("layer1.0.conv2")
    %t298 = tensor.empty() : tensor<i64> loc("layer1.0.bn2")
    %t303 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%primals_71 : tensor<i64>) outs(%t298 : tensor<i64>) {
    ^bb0(%in299: i64, %out300: i64):
      %s301 = arith.constant 1 : i64
      %s302 = arith.addi %in299, %s301 : i64
      linalg.yield %s302 : i64
    } -> tensor<i64> loc("layer1.0.bn2")
    %t304 = tensor.empty() : tensor<4xf32> loc("layer1.0.bn2")
    %c305 = arith.constant 0.000000000e+00 : f32 loc("layer1.0.bn2")
    %t306 = linalg.fill ins(%c305 : f32) outs(%t304 : tensor<4xf32>) -> tensor<4xf32> loc("layer1.0.bn2")
    %t310 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t297 : tensor<2x4x16x16xf32>) outs(%t306 : tensor<4xf32>) {
    ^bb0(%in307: f32, %out308: f32):
      %s309 = arith.addf %out308, %in307 : f32
      linalg.yield %s309 : f32
    } -> tensor<4xf32> loc("layer1.0.bn2")
    %t311 = tensor.empty() : tensor<4xf32> loc("layer1.0.bn2")
    %t316 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t310 : tensor<4xf32>) outs(%t311 : tensor<4xf32>) {
    ^bb0(%in312: f32, %out313: f32):
      %s314 = arith.constant 1.953125000e-03 : f32
      %s315 = arith.mulf %in312, %s314 : f32
      linalg.yield %s315 : f32
    } -> tensor<4xf32> loc("layer1.0.bn2")
    %t317 = tensor.expand_shape %t316 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf32> into tensor<1x4x1x1xf32> loc("layer1.0.bn2")
    %t318 = tensor.empty() : tensor<2x4x16x16xf32> loc("layer1.0.bn2")
    %t323 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t297, %t317 : tensor<2x4x16x16xf32>, tensor<1x4x1x1xf32>) outs(%t318 : tensor<2x4x16x16xf32>) {
    ^bb0(%in319: f32, %in320: f32, %out321: f32):
      %s322 = arith.subf %in319, %in320 : f32
      linalg.yield %s322 : f32
    } -> tensor<2x4x16x16xf32> loc("layer1.0.bn2")
    %t324 = tensor.empty() : tensor<2x4x16x16xf32> loc("layer1.0.bn2")
    %t328 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t323 : tensor<2x4x16x16xf32>) outs(%t324 : tensor<2x4x16x16xf32>) {
    ^bb0(%in325: f32, %out326: f32):
      %s327 = arith.mulf %in325, %in325 : f32
      linalg.yield %s327 : f32
    } -> tensor<2x4x16x16xf32> loc("layer1.0.bn2")
    %t329 = tensor.empty() : tensor<4xf32> loc("layer1.0.bn2")
    %c330 = arith.constant 0.000000000e+00 : f32 loc("layer1.0.bn2")
    %t331 = linalg.fill ins(%c330 : f32) outs(%t329 : tensor<4xf32>) -> tensor<4xf32> loc("layer1.0.bn2")
    %t335 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t328 : tensor<2x4x16x16xf32>) outs(%t331 : tensor<4xf32>) {
    ^bb0(%in332: f32, %out333: f32):
      %s334 = arith.addf %out333, %in332 : f32
      linalg.yield %s334 : f32
    } -> tensor<4xf32> loc("layer1.0.bn2")
    %t336 = tensor.empty() : tensor<4xf32> loc("layer1.0.bn2")
    %t341 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t335 : tensor<4xf32>) outs(%t336 : tensor<4xf32>) {
    ^bb0(%in337: f32, %out338: f32):
      %s339 = arith.constant 1.953125000e-03 : f32
      %s340 = arith.mulf %in337, %s339 : f32
      linalg.yield %s340 : f32
    } -> tensor<4xf32> loc("layer1.0.bn2")
    %t342 = tensor.expand_shape %t341 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf32> into tensor<1x4x1x1xf32> loc("layer1.0.bn2")
    %t343 = tensor.empty() : tensor<1x4x1x1xf32> loc("layer1.0.bn2")
    %t349 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t342 : tensor<1x4x1x1xf32>) outs(%t343 : tensor<1x4x1x1xf32>) {
    ^bb0(%in344: f32, %out345: f32):
      %s346 = arith.constant 9.999999747e-06 : f32
      %s347 = arith.addf %in344, %s346 : f32
      %s348 = math.rsqrt %s347 : f32
      linalg.yield %s348 : f32
    } -> tensor<1x4x1x1xf32> loc("layer1.0.bn2")
    %t350 = tensor.empty() : tensor<2x4x16x16xf32> loc("layer1.0.bn2")
    %t355 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t323, %t349 : tensor<2x4x16x16xf32>, tensor<1x4x1x1xf32>) outs(%t350 : tensor<2x4x16x16xf32>) {
    ^bb0(%in351: f32, %in352: f32, %out353: f32):
      %s354 = arith.mulf %in351, %in352 : f32
      linalg.yield %s354 : f32
    } -> tensor<2x4x16x16xf32> loc("layer1.0.bn2")
    %t356 = tensor.expand_shape %primals_8 [[0, 1, 2]] output_shape [4, 1, 1] : tensor<4xf32> into tensor<4x1x1xf32> loc("layer1.0.bn2")
    %t357 = tensor.empty() : tensor<2x4x16x16xf32> loc("layer1.0.bn2")
    %t362 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t355, %t356 : tensor<2x4x16x16xf32>, tensor<4x1x1xf32>) outs(%t357 : tensor<2x4x16x16xf32>) {
    ^bb0(%in358: f32, %in359: f32, %out360: f32):
      %s361 = arith.mulf %in358, %in359 : f32
      linalg.yield %s361 : f32
    } -> tensor<2x4x16x16xf32> loc("layer1.0.bn2")
    %t363 = tensor.expand_shape %primals_9 [[0, 1, 2]] output_shape [4, 1, 1] : tensor<4xf32> into tensor<4x1x1xf32> loc("layer1.0.bn2")
    %t364 = tensor.empty() : tensor<2x4x16x16xf32> loc("layer1.0.bn2")
    %t369 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t362, %t363 : tensor<2x4x16x16xf32>, tensor<4x1x1xf32>) outs(%t364 : tensor<2x4x16x16xf32>) {
    ^bb0(%in365: f32, %in366: f32, %out367: f32):
      %s368 = arith.addf %in365, %in366 : f32
      linalg.yield %s368 : f32
    } -> tensor<2x4x16x16xf32> loc("layer1.0.bn2")
    %t370 = tensor.collapse_shape %t317 [[0, 1, 2, 3]] : tensor<1x4x1x1xf32> into tensor<4xf32> loc("layer1.0.bn2")
    %t371 = tensor.collapse_shape %t349 [[0, 1, 2, 3]] : tensor<1x4x1x1xf32> into tensor<4xf32> loc("layer1.0.bn2")
    %t372 = tensor.empty() : tensor<2x4x16x16xf32> loc("layer1.0.bn2")
    %t376 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t323 : tensor<2x4x16x16xf32>) outs(%t372 : tensor<2x4x16x16xf32>) {
    ^bb0(%in373: f32, %out374: f32):
      %s375 = arith.mulf %in373, %in373 : f32
      linalg.yield %s375 : f32
    } -> tensor<2x4x16x16xf32> loc("layer1.0.bn2")
    %t377 = tensor.empty() : tensor<4xf32> loc("layer1.0.bn2")
    %c378 = arith.constant 0.000000000e+00 : f32 loc("layer1.0.bn2")
    %t379 = linalg.fill ins(%c378 : f32) outs(%t377 : tensor<4xf32>) -> tensor<4xf32> loc("layer1.0.bn2")
    %t383 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t376 : tensor<2x4x16x16xf32>) outs(%t379 : tensor<4xf32>) {
    ^bb0(%in380: f32, %out381: f32):
      %s382 = arith.addf %out381, %in380 : f32
      linalg.yield %s382 : f32
    } -> tensor<4xf32> loc("layer1.0.bn2")
    %t384 = tensor.empty() : tensor<4xf32> loc("layer1.0.bn2")
    %t393 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%primals_69, %t370 : tensor<4xf32>, tensor<4xf32>) outs(%t384 : tensor<4xf32>) {
    ^bb0(%in385: f32, %in386: f32, %out387: f32):
      %s388 = arith.constant 8.999999762e-01 : f32
      %s389 = arith.mulf %in385, %s388 : f32
      %s390 = arith.constant 1.000000015e-01 : f32
      %s391 = arith.mulf %in386, %s390 : f32
      %s392 = arith.addf %s389, %s391 : f32
      linalg.yield %s392 : f32
    } -> tensor<4xf32> loc("layer1.0.bn2")
    %t394 = tensor.empty() : tensor<4xf32> loc("layer1.0.bn2")
    %t405 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%primals_70, %t383 : tensor<4xf32>, tensor<4xf32>) outs(%t394 : tensor<4xf32>) {
    ^bb0(%in395: f32, %in396: f32, %out397: f32):
      %s398 = arith.constant 8.999999762e-01 : f32
      %s399 = arith.mulf %in395, %s398 : f32
      %s400 = arith.constant 1.956947148e-03 : f32
      %s401 = arith.mulf %in396, %s400 : f32
      %s402 = arith.constant 1.000000015e-01 : f32
      %s403 = arith.mulf %s401, %s402 : f32
      %s404 = arith.addf %s399, %s403 : f32
      linalg.yield %s404 : f32
    } -> tensor<4xf32> loc("layer1.0.bn2")
    %t406 = tensor.empty() : tensor<2x4x16x16xf32> loc("layer1.0")
    %t411 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t369, %t135 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%t406 : tensor<2x4x16x16xf32>) {
    ^bb0(%in407: f32, %in408: f32, %out409: f32):
      %s410 = arith.addf %in407, %in408 : f32
      linalg.yield %s410 : f32
    } -> tensor<2x4x16x16xf32> loc("layer1.0")
    %t412 = tensor.empty() : tensor<2x4x16x16xf32> loc("layer1.0.relu")
    %t417 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t411 : tensor<2x4x16x16xf32>) outs(%t412 : tensor<2x4x16x16xf32>) {
    ^bb0(%in413: f32, %out414: f32):
      %s415 = arith.constant 0.000000000e+00 : f32
      %s416 = arith.maximumf %in413, %s415 : f32
      linalg.yield %s416 : f32
    } -> tensor<2x4x16x16xf32> loc("layer1.0.relu")
    %t418 = tensor.empty() : tensor<2x4x18x18xf32> loc("layer1.1.conv1")
    %c419 = arith.constant 0.000000000e+00 : f32 loc("layer1.1.conv1")
    %t420 = linalg.fill ins(%c419 : f32) outs(%t418 : tensor<2x4x18x18xf32>) -> tensor<2x4x18x18xf32> loc("layer1.1.conv1")
    %t421 = tensor.insert_slice %t417 into %t420[0, 0, 1, 1] [2, 4, 16, 16] [1, 1, 1, 1] : tensor<2x4x16x16xf32> into tensor<2x4x18x18xf32> loc("layer1.1.conv1")
    %t422 = tensor.empty() : tensor<2x4x16x16xf32> loc("layer1.1.conv1")
    %c423 = arith.constant 0.000000000e+00 : f32 loc("layer1.1.conv1")
    %t424 = linalg.fill ins(%c423 : f32) outs(%t422 : tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32> loc("layer1.1.conv1")
    %t425 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%t421, %primals_10 : tensor<2x4x18x18xf32>, tensor<4x4x3x3xf32>) outs(%t424 : tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32> loc("layer1.1.conv1")
    %t426 = tensor.empty() : tensor<i64> loc("layer1.1.bn1")
    %t431 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%primals_74 : tensor<i64>) outs(%t426 : tensor<i64>) {
    ^bb0(%in427: i64, %out428: i64):
      %s429 = arith.constant 1 : i64
      %s430 = arith.addi %in427, %s429 : i64
      linalg.yield %s430 : i64
    } -> tensor<i64> loc("layer1.1.bn1")
    %t432 = tensor.empty() : tensor<4xf32> loc("layer1.1.bn1")
    %c433 = arith.constant 0.000000000e+00 : f32 loc("layer1.1.bn1")
    %t434 = linalg.fill ins(%c433 : f32) outs(%t432 : tensor<4xf32>) -> tensor<4xf32> loc("layer1.1.bn1")
    %t438 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t425 : tensor<2x4x16x16xf32>) outs(%t434 : tensor<4xf32>) {
    ^bb0(%in435: f32, %out436: f32):
      %s437 = arith.addf %out436, %in435 : f32
      linalg.yield %s437 : f32
    } -> tensor<4xf32> loc("layer1.1.bn1")
    %t439 = tensor.empty() : tensor<4xf32> loc("layer1.1.bn1")
    %t444 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t438 : tensor<4xf32>) outs(%t439 : tensor<4xf32>) {
    ^bb0(%in440: f32, %out441: f32):
      %s442 = arith.constant 1.953125000e-03 : f32
      %s443 = arith.mulf %in440, %s442 : f32
      linalg.yield %s443 : f32
    } -> tensor<4xf32> loc("layer1.1.bn1")
    %t445 = tensor.expand_shape %t444 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf32> into tensor<1x4x1x1xf32> loc("layer1.1.bn1")
    %t446 = tensor.empty() : tensor<2x4x16x16xf32> loc("layer1.1.bn1")
    %t451 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t425, %t445 : tensor<2x4x16x16xf32>, tensor<1x4x1x1xf32>) outs(%t446 : tensor<2x4x16x16xf32>) {
    ^bb0(%in447: f32, %in448: f32, %out449: f32):
      %s450 = arith.subf %in447, %in448 : f32
      linalg.yield %s450 : f32
    } -> tensor<2x4x16x16xf32> loc("layer1.1.bn1")
    %t452 = tensor.empty() : tensor<2x4x16x16xf32> loc("layer1.1.bn1")
    %t456 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t451 : tensor<2x4x16x16xf32>) outs(%t452 : tensor<2x4x16x16xf32>) {
    ^bb0(%in453: f32, %out454: f32):
      %s455 = arith.mulf %in453, %in453 : f32
      linalg.yield %s455 : f32
    } -> tensor<2x4x16x16xf32> loc("layer1.1.bn1")
    %t457 = tensor.empty() : tensor<4xf32> loc("layer1.1.bn1")
    %c458 = arith.constant 0.000000000e+00 : f32 loc("layer1.1.bn1")
    %t459 = linalg.fill ins(%c458 : f32) outs(%t457 : tensor<4xf32>) -> tensor<4xf32> loc("layer1.1.bn1")
    %t463 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t456 : tensor<2x4x16x16xf32>) outs(%t459 : tensor<4xf32>) {
    ^bb0(%in460: f32, %out461: f32):
      %s462 = arith.addf %out461, %in460 : f32
      linalg.yield %s462 : f32
    } -> tensor<4xf32> loc("layer1.1.bn1")
    %t464 = tensor.empty() : tensor<4xf32> loc("layer1.1.bn1")
    %t469 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t463 : tensor<4xf32>) outs(%t464 : tensor<4xf32>) {
    ^bb0(%in465: f32, %out466: f32):
      %s467 = arith.constant 1.953125000e-03 : f32
      %s468 = arith.mulf %in465, %s467 : f32
      linalg.yield %s468 : f32
    } -> tensor<4xf32> loc("layer1.1.bn1")
    %t470 = tensor.expand_shape %t469 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf32> into tensor<1x4x1x1xf32> loc("layer1.1.bn1")
    %t471 = tensor.empty() : tensor<1x4x1x1xf32> loc("layer1.1.bn1")
    %t477 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t470 : tensor<1x4x1x1xf32>) outs(%t471 : tensor<1x4x1x1xf32>) {
    ^bb0(%in472: f32, %out473: f32):
      %s474 = arith.constant 9.999999747e-06 : f32
      %s475 = arith.addf %in472, %s474 : f32
      %s476 = math.rsqrt %s475 : f32
      linalg.yield %s476 : f32
    } -> tensor<1x4x1x1xf32> loc("layer1.1.bn1")
    %t478 = tensor.empty() : tensor<2x4x16x16xf32> loc("layer1.1.bn1")
    %t483 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t451, %t477 : tensor<2x4x16x16xf32>, tensor<1x4x1x1xf32>) outs(%t478 : tensor<2x4x16x16xf32>) {
    ^bb0(%in479: f32, %in480: f32, %out481: f32):
      %s482 = arith.mulf %in479, %in480 : f32
      linalg.yield %s482 : f32
    } -> tensor<2x4x16x16xf32> loc("layer1.1.bn1")
    %t484 = tensor.expand_shape %primals_11 [[0, 1, 2]] output_shape [4, 1, 1] : tensor<4xf32> into tensor<4x1x1xf32> loc("layer1.1.bn1")
    %t485 = tensor.empty() : tensor<2x4x16x16xf32> loc("layer1.1.bn1")
    %t490 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t483, %t484 : tensor<2x4x16x16xf32>, tensor<4x1x1xf32>) outs(%t485 : tensor<2x4x16x16xf32>) {
    ^bb0(%in486: f32, %in487: f32, %out488: f32):
      %s489 = arith.mulf %in486, %in487 : f32
      linalg.yield %s489 : f32
    } -> tensor<2x4x16x16xf32> loc("layer1.1.bn1")
    %t491 = tensor.expand_shape %primals_12 [[0, 1, 2]] output_shape [4, 1, 1] : tensor<4xf32> into tensor<4x1x1xf32> loc("layer1.1.bn1")
    %t492 = tensor.empty() : tensor<2x4x16x16xf32> loc("layer1.1.bn1")
    %t497 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t490, %t491 : tensor<2x4x16x16xf32>, tensor<4x1x1xf32>) outs(%t492 : tensor<2x4x16x16xf32>) {
    ^bb0(%in493: f32, %in494: f32, %out495: f32):
      %s496 = arith.addf %in493, %in494 : f32
      linalg.yield %s496 : f32
    } -> tensor<2x4x16x16xf32> loc("layer1.1.bn1")
    %t498 = tensor.collapse_shape %t445 [[0, 1, 2, 3]] : tensor<1x4x1x1xf32> into tensor<4xf32> loc("layer1.1.bn1")
    %t499 = tensor.collapse_shape %t477 [[0, 1, 2, 3]] : tensor<1x4x1x1xf32> into tensor<4xf32> loc("layer1.1.bn1")
    %t500 = tensor.empty() : tensor<2x4x16x16xf32> loc("layer1.1.bn1")
    %t504 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t451 : tensor<2x4x16x16xf32>) outs(%t500 : tensor<2x4x16x16xf32>) {
    ^bb0(%in501: f32, %out502: f32):
      %s503 = arith.mulf %in501, %in501 : f32
      linalg.yield %s503 : f32
    } -> tensor<2x4x16x16xf32> loc("layer1.1.bn1")
    %t505 = tensor.empty() : tensor<4xf32> loc("layer1.1.bn1")
    %c506 = arith.constant 0.000000000e+00 : f32 loc("layer1.1.bn1")
    %t507 = linalg.fill ins(%c506 : f32) outs(%t505 : tensor<4xf32>) -> tensor<4xf32> loc("layer1.1.bn1")
    %t511 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t504 : tensor<2x4x16x16xf32>) outs(%t507 : tensor<4xf32>) {
    ^bb0(%in508: f32, %out509: f32):
      %s510 = arith.addf %out509, %in508 : f32
      linalg.yield %s510 : f32
    } -> tensor<4xf32> loc("layer1.1.bn1")
    %t512 = tensor.empty() : tensor<4xf32> loc("layer1.1.bn1")
    %t521 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%primals_72, %t498 : tensor<4xf32>, tensor<4xf32>) outs(%t512 : tensor<4xf32>) {
    ^bb0(%in513: f32, %in514: f32, %out515: f32):
      %s516 = arith.constant 8.999999762e-01 : f32
      %s517 = arith.mulf %in513, %s516 : f32
      %s518 = arith.constant 1.000000015e-01 : f32
      %s519 = arith.mulf %in514, %s518 : f32
      %s520 = arith.addf %s517, %s519 : f32
      linalg.yield %s520 : f32
    } -> tensor<4xf32> loc("layer1.1.bn1")
    %t522 = tensor.empty() : tensor<4xf32> loc("layer1.1.bn1")
    %t533 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%primals_73, %t511 : tensor<4xf32>, tensor<4xf32>) outs(%t522 : tensor<4xf32>) {
    ^bb0(%in523: f32, %in524: f32, %out525: f32):
      %s526 = arith.constant 8.999999762e-01 : f32
      %s527 = arith.mulf %in523, %s526 : f32
      %s528 = arith.constant 1.956947148e-03 : f32
      %s529 = arith.mulf %in524, %s528 : f32
      %s530 = arith.constant 1.000000015e-01 : f32
      %s531 = arith.mulf %s529, %s530 : f32
      %s532 = arith.addf %s527, %s531 : f32
      linalg.yield %s532 : f32
    } -> tensor<4xf32> loc("layer1.1.bn1")
    %t534 = tensor.empty() : tensor<2x4x16x16xf32> loc("layer1.1.relu")
    %t539 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t497 : tensor<2x4x16x16xf32>) outs(%t534 : tensor<2x4x16x16xf32>) {
    ^bb0(%in535: f32, %out536: f32):
      %s537 = arith.constant 0.000000000e+00 : f32
      %s538 = arith.maximumf %in535, %s537 : f32
      linalg.yield %s538 : f32
    } -> tensor<2x4x16x16xf32> loc("layer1.1.relu")
    %t540 = tensor.empty() : tensor<2x4x18x18xf32> loc("layer1.1.conv2")
    %c541 = arith.constant 0.000000000e+00 : f32 loc("layer1.1.conv2")
    %t542 = linalg.fill ins(%c541 : f32) outs(%t540 : tensor<2x4x18x18xf32>) -> tensor<2x4x18x18xf32> loc("layer1.1.conv2")
    %t543 = tensor.insert_slice %t539 into %t542[0, 0, 1, 1] [2, 4, 16, 16] [1, 1, 1, 1] : tensor<2x4x16x16xf32> into tensor<2x4x18x18xf32> loc("layer1.1.conv2")
    %t544 = tensor.empty() : tensor<2x4x16x16xf32> loc("layer1.1.conv2")
    %c545 = arith.constant 0.000000000e+00 : f32 loc("layer1.1.conv2")
    %t546 = linalg.fill ins(%c545 : f32) outs(%t544 : tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32> loc("layer1.1.conv2")
    %t547 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%t543, %primals_13 : tensor<2x4x18x18xf32>, tensor<4x4x3x3xf32>) outs(%t546 : tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32> loc("layer1.1.conv2")
    %t548 = tensor.empty() : tensor<i64> loc("layer1.1.bn2")
    %t553 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%primals_77 : tensor<i64>) outs(%t548 : tensor<i64>) {
    ^bb0(%in549: i64, %out550: i64):
      %s551 = arith.constant 1 : i64
      %s552 = arith.addi %in549, %s551 : i64
      linalg.yield %s552 : i64
    } -> tensor<i64> loc("layer1.1.bn2")
    %t554 = tensor.empty() : tensor<4xf32> loc("layer1.1.bn2")
    %c555 = arith.constant 0.000000000e+00 : f32 loc("layer1.1.bn2")
    %t556 = linalg.fill ins(%c555 : f32) outs(%t554 : tensor<4xf32>) -> tensor<4xf32> loc("layer1.1.bn2")
    %t560 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t547 : tensor<2x4x16x16xf32>) outs(%t556 : tensor<4xf32>) {
    ^bb0(%in557: f32, %out558: f32):
      %s559 = arith.addf %out558, %in557 : f32
      linalg.yield %s559 : f32
    } -> tensor<4xf32> loc("layer1.1.bn2")
    %t561 = tensor.empty() : tensor<4xf32> loc("layer1.1.bn2")
    %t566 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t560 : tensor<4xf32>) outs(%t561 : tensor<4xf32>) {
    ^bb0(%in562: f32, %out563: f32):
      %s564 = arith.constant 1.953125000e-03 : f32
      %s565 = arith.mulf %in562, %s564 : f32
      linalg.yield %s565 : f32
    } -> tensor<4xf32> loc("layer1.1.bn2")
    %t567 = tensor.expand_shape %t566 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf32> into tensor<1x4x1x1xf32> loc("layer1.1.bn2")
    %t568 = tensor.empty() : tensor<2x4x16x16xf32> loc("layer1.1.bn2")
    %t573 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t547, %t567 : tensor<2x4x16x16xf32>, tensor<1x4x1x1xf32>) outs(%t568 : tensor<2x4x16x16xf32>) {
    ^bb0(%in569: f32, %in570: f32, %out571: f32):
      %s572 = arith.subf %in569, %in570 : f32
      linalg.yield %s572 : f32
    } -> tensor<2x4x16x16xf32> loc("layer1.1.bn2")
    %t574 = tensor.empty() : tensor<2x4x16x16xf32> loc("layer1.1.bn2")
    %t578 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t573 : tensor<2x4x16x16xf32>) outs(%t574 : tensor<2x4x16x16xf32>) {
    ^bb0(%in575: f32, %out576: f32):
      %s577 = arith.mulf %in575, %in575 : f32
      linalg.yield %s577 : f32
    } -> tensor<2x4x16x16xf32> loc("layer1.1.bn2")
    %t579 = tensor.empty() : tensor<4xf32> loc("layer1.1.bn2")
    %c580 = arith.constant 0.000000000e+00 : f32 loc("layer1.1.bn2")
    %t581 = linalg.fill ins(%c580 : f32) outs(%t579 : tensor<4xf32>) -> tensor<4xf32> loc("layer1.1.bn2")
    %t585 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t578 : tensor<2x4x16x16xf32>) outs(%t581 : tensor<4xf32>) {
    ^bb0(%in582: f32, %out583: f32):
      %s584 = arith.addf %out583, %in582 : f32
      linalg.yield %s584 : f32
    } -> tensor<4xf32> loc("layer1.1.bn2")
    %t586 = tensor.empty() : tensor<4xf32> loc("layer1.1.bn2")
    %t591 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t585 : tensor<4xf32>) outs(%t586 : tensor<4xf32>) {
    ^bb0(%in587: f32, %out588: f32):
      %s589 = arith.constant 1.953125000e-03 : f32
      %s590 = arith.mulf %in587, %s589 : f32
      linalg.yield %s590 : f32
    } -> tensor<4xf32> loc("layer1.1.bn2")
    %t592 = tensor.expand_shape %t591 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf32> into tensor<1x4x1x1xf32> loc("layer1.1.bn2")
    %t593 = tensor.empty() : tensor<1x4x1x1xf32> loc("layer1.1.bn2")
    %t599 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t592 : tensor<1x4x1x1xf32>) outs(%t593 : tensor<1x4x1x1xf32>) {
    ^bb0(%in594: f32, %out595: f32):
      %s596 = arith.constant 9.999999747e-06 : f32
      %s597 = arith.addf %in594, %s596 : f32
      %s598 = math.rsqrt %s597 : f32
      linalg.yield %s598 : f32
    } -> tensor<1x4x1x1xf32> loc("layer1.1.bn2")
    %t600 = tensor.empty() : tensor<2x4x16x16xf32> loc("layer1.1.bn2")
    %t605 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t573, %t599 : tensor<2x4x16x16xf32>, tensor<1x4x1x1xf32>) outs(%t600 : tensor<2x4x16x16xf32>) {
    ^bb0(%in601: f32, %in602: f32, %out603: f32):
      %s604 = arith.mulf %in601, %in602 : f32
      linalg.yield %s604 : f32
    } -> tensor<2x4x16x16xf32> loc("layer1.1.bn2")
    %t606 = tensor.expand_shape %primals_14 [[0, 1, 2]] output_shape [4, 1, 1] : tensor<4xf32> into tensor<4x1x1xf32> loc("layer1.1.bn2")
    %t607 = tensor.empty() : tensor<2x4x16x16xf32> loc("layer1.1.bn2")
    %t612 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t605, %t606 : tensor<2x4x16x16xf32>, tensor<4x1x1xf32>) outs(%t607 : tensor<2x4x16x16xf32>) {
    ^bb0(%in608: f32, %in609: f32, %out610: f32):
      %s611 = arith.mulf %in608, %in609 : f32
      linalg.yield %s611 : f32
    } -> tensor<2x4x16x16xf32> loc("layer1.1.bn2")
    %t613 = tensor.expand_shape %primals_15 [[0, 1, 2]] output_shape [4, 1, 1] : tensor<4xf32> into tensor<4x1x1xf32> loc("layer1.1.bn2")
    %t614 = tensor.empty() : tensor<2x4x16x16xf32> loc("layer1.1.bn2")
    %t619 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t612, %t613 : tensor<2x4x16x16xf32>, tensor<4x1x1xf32>) outs(%t614 : tensor<2x4x16x16xf32>) {
    ^bb0(%in615: f32, %in616: f32, %out617: f32):
      %s618 = arith.addf %in615, %in616 : f32
      linalg.yield %s618 : f32
    } -> tensor<2x4x16x16xf32> loc("layer1.1.bn2")
    %t620 = tensor.collapse_shape %t567 [[0, 1, 2, 3]] : tensor<1x4x1x1xf32> into tensor<4xf32> loc("layer1.1.bn2")
    %t621 = tensor.collapse_shape %t599 [[0, 1, 2, 3]] : tensor<1x4x1x1xf32> into tensor<4xf32> loc("layer1.1.bn2")
    %t622 = tensor.empty() : tensor<2x4x16x16xf32> loc("layer1.1.bn2")
    %t626 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t573 : tensor<2x4x16x16xf32>) outs(%t622 : tensor<2x4x16x16xf32>) {
    ^bb0(%in623: f32, %out624: f32):
      %s625 = arith.mulf %in623, %in623 : f32
      linalg.yield %s625 : f32
    } -> tensor<2x4x16x16xf32> loc("layer1.1.bn2")
    %t627 = tensor.empty() : tensor<4xf32> loc("layer1.1.bn2")
    %c628 = arith.constant 0.000000000e+00 : f32 loc("layer1.1.bn2")
    %t629 = linalg.fill ins(%c628 : f32) outs(%t627 : tensor<4xf32>) -> tensor<4xf32> loc("layer1.1.bn2")
    %t633 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t626 : tensor<2x4x16x16xf32>) outs(%t629 : tensor<4xf32>) {
    ^bb0(%in630: f32, %out631: f32):
      %s632 = arith.addf %out631, %in630 : f32
      linalg.yield %s632 : f32
    } -> tensor<4xf32> loc("layer1.1.bn2")
    %t634 = tensor.empty() : tensor<4xf32> loc("layer1.1.bn2")
    %t643 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%primals_75, %t620 : tensor<4xf32>, tensor<4xf32>) outs(%t634 : tensor<4xf32>) {
    ^bb0(%in635: f32, %in636: f32, %out637: f32):
      %s638 = arith.constant 8.999999762e-01 : f32
      %s639 = arith.mulf %in635, %s638 : f32
      %s640 = arith.constant 1.000000015e-01 : f32
      %s641 = arith.mulf %in636, %s640 : f32
      %s642 = arith.addf %s639, %s641 : f32
      linalg.yield %s642 : f32
    } -> tensor<4xf32> loc("layer1.1.bn2")
    %t644 = tensor.empty() : tensor<4xf32> loc("layer1.1.bn2")
    %t655 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%primals_76, %t633 : tensor<4xf32>, tensor<4xf32>) outs(%t644 : tensor<4xf32>) {
    ^bb0(%in645: f32, %in646: f32, %out647: f32):
      %s648 = arith.constant 8.999999762e-01 : f32
      %s649 = arith.mulf %in645, %s648 : f32
      %s650 = arith.constant 1.956947148e-03 : f32
      %s651 = arith.mulf %in646, %s650 : f32
      %s652 = arith.constant 1.000000015e-01 : f32
      %s653 = arith.mulf %s651, %s652 : f32
      %s654 = arith.addf %s649, %s653 : f32
      linalg.yield %s654 : f32
    } -> tensor<4xf32> loc("layer1.1.bn2")
    %t656 = tensor.empty() : tensor<2x4x16x16xf32> loc("layer1.1")
    %t661 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t619, %t417 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%t656 : tensor<2x4x16x16xf32>) {
    ^bb0(%in657: f32, %in658: f32, %out659: f32):
      %s660 = arith.addf %in657, %in658 : f32
      linalg.yield %s660 : f32
    } -> tensor<2x4x16x16xf32> loc("layer1.1")
    %t662 = tensor.empty() : tensor<2x4x16x16xf32> loc("layer1.1.relu")
    %t667 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t661 : tensor<2x4x16x16xf32>) outs(%t662 : tensor<2x4x16x16xf32>) {
    ^bb0(%in663: f32, %out664: f32):
      %s665 = arith.constant 0.000000000e+00 : f32
      %s666 = arith.maximumf %in663, %s665 : f32
      linalg.yield %s666 : f32
    } -> tensor<2x4x16x16xf32> loc("layer1.1.relu")
    %t668 = tensor.empty() : tensor<2x4x18x18xf32> loc("layer2.0.conv1")
    %c669 = arith.constant 0.000000000e+00 : f32 loc("layer2.0.conv1")
    %t670 = linalg.fill ins(%c669 : f32) outs(%t668 : tensor<2x4x18x18xf32>) -> tensor<2x4x18x18xf32> loc("layer2.0.conv1")
    %t671 = tensor.insert_slice %t667 into %t670[0, 0, 1, 1] [2, 4, 16, 16] [1, 1, 1, 1] : tensor<2x4x16x16xf32> into tensor<2x4x18x18xf32> loc("layer2.0.conv1")
    %t672 = tensor.empty() : tensor<2x8x8x8xf32> loc("layer2.0.conv1")
    %c673 = arith.constant 0.000000000e+00 : f32 loc("layer2.0.conv1")
    %t674 = linalg.fill ins(%c673 : f32) outs(%t672 : tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32> loc("layer2.0.conv1")
    %t675 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[2, 2]> : tensor<2xi64>} ins(%t671, %primals_16 : tensor<2x4x18x18xf32>, tensor<8x4x3x3xf32>) outs(%t674 : tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32> loc("layer2.0.conv1")
    %t676 = tensor.empty() : tensor<i64> loc("layer2.0.bn1")
    %t681 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%primals_80 : tensor<i64>) outs(%t676 : tensor<i64>) {
    ^bb0(%in677: i64, %out678: i64):
      %s679 = arith.constant 1 : i64
      %s680 = arith.addi %in677, %s679 : i64
      linalg.yield %s680 : i64
    } -> tensor<i64> loc("layer2.0.bn1")
    %t682 = tensor.empty() : tensor<8xf32> loc("layer2.0.bn1")
    %c683 = arith.constant 0.000000000e+00 : f32 loc("layer2.0.bn1")
    %t684 = linalg.fill ins(%c683 : f32) outs(%t682 : tensor<8xf32>) -> tensor<8xf32> loc("layer2.0.bn1")
    %t688 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t675 : tensor<2x8x8x8xf32>) outs(%t684 : tensor<8xf32>) {
    ^bb0(%in685: f32, %out686: f32):
      %s687 = arith.addf %out686, %in685 : f32
      linalg.yield %s687 : f32
    } -> tensor<8xf32> loc("layer2.0.bn1")
    %t689 = tensor.empty() : tensor<8xf32> loc("layer2.0.bn1")
    %t694 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t688 : tensor<8xf32>) outs(%t689 : tensor<8xf32>) {
    ^bb0(%in690: f32, %out691: f32):
      %s692 = arith.constant 7.812500000e-03 : f32
      %s693 = arith.mulf %in690, %s692 : f32
      linalg.yield %s693 : f32
    } -> tensor<8xf32> loc("layer2.0.bn1")
    %t695 = tensor.expand_shape %t694 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32> loc("layer2.0.bn1")
    %t696 = tensor.empty() : tensor<2x8x8x8xf32> loc("layer2.0.bn1")
    %t701 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t675, %t695 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%t696 : tensor<2x8x8x8xf32>) {
    ^bb0(%in697: f32, %in698: f32, %out699: f32):
      %s700 = arith.subf %in697, %in698 : f32
      linalg.yield %s700 : f32
    } -> tensor<2x8x8x8xf32> loc("layer2.0.bn1")
    %t702 = tensor.empty() : tensor<2x8x8x8xf32> loc("layer2.0.bn1")
    %t706 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t701 : tensor<2x8x8x8xf32>) outs(%t702 : tensor<2x8x8x8xf32>) {
    ^bb0(%in703: f32, %out704: f32):
      %s705 = arith.mulf %in703, %in703 : f32
      linalg.yield %s705 : f32
    } -> tensor<2x8x8x8xf32> loc("layer2.0.bn1")
    %t707 = tensor.empty() : tensor<8xf32> loc("layer2.0.bn1")
    %c708 = arith.constant 0.000000000e+00 : f32 loc("layer2.0.bn1")
    %t709 = linalg.fill ins(%c708 : f32) outs(%t707 : tensor<8xf32>) -> tensor<8xf32> loc("layer2.0.bn1")
    %t713 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t706 : tensor<2x8x8x8xf32>) outs(%t709 : tensor<8xf32>) {
    ^bb0(%in710: f32, %out711: f32):
      %s712 = arith.addf %out711, %in710 : f32
      linalg.yield %s712 : f32
    } -> tensor<8xf32> loc("layer2.0.bn1")
    %t714 = tensor.empty() : tensor<8xf32> loc("layer2.0.bn1")
    %t719 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t713 : tensor<8xf32>) outs(%t714 : tensor<8xf32>) {
    ^bb0(%in715: f32, %out716: f32):
      %s717 = arith.constant 7.812500000e-03 : f32
      %s718 = arith.mulf %in715, %s717 : f32
      linalg.yield %s718 : f32
    } -> tensor<8xf32> loc("layer2.0.bn1")
    %t720 = tensor.expand_shape %t719 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32> loc("layer2.0.bn1")
    %t721 = tensor.empty() : tensor<1x8x1x1xf32> loc("layer2.0.bn1")
    %t727 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t720 : tensor<1x8x1x1xf32>) outs(%t721 : tensor<1x8x1x1xf32>) {
    ^bb0(%in722: f32, %out723: f32):
      %s724 = arith.constant 9.999999747e-06 : f32
      %s725 = arith.addf %in722, %s724 : f32
      %s726 = math.rsqrt %s725 : f32
      linalg.yield %s726 : f32
    } -> tensor<1x8x1x1xf32> loc("layer2.0.bn1")
    %t728 = tensor.empty() : tensor<2x8x8x8xf32> loc("layer2.0.bn1")
    %t733 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t701, %t727 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%t728 : tensor<2x8x8x8xf32>) {
    ^bb0(%in729: f32, %in730: f32, %out731: f32):
      %s732 = arith.mulf %in729, %in730 : f32
      linalg.yield %s732 : f32
    } -> tensor<2x8x8x8xf32> loc("layer2.0.bn1")
    %t734 = tensor.expand_shape %primals_17 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32> loc("layer2.0.bn1")
    %t735 = tensor.empty() : tensor<2x8x8x8xf32> loc("layer2.0.bn1")
    %t740 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t733, %t734 : tensor<2x8x8x8xf32>, tensor<8x1x1xf32>) outs(%t735 : tensor<2x8x8x8xf32>) {
    ^bb0(%in736: f32, %in737: f32, %out738: f32):
      %s739 = arith.mulf %in736, %in737 : f32
      linalg.yield %s739 : f32
    } -> tensor<2x8x8x8xf32> loc("layer2.0.bn1")
    %t741 = tensor.expand_shape %primals_18 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32> loc("layer2.0.bn1")
    %t742 = tensor.empty() : tensor<2x8x8x8xf32> loc("layer2.0.bn1")
    %t747 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t740, %t741 : tensor<2x8x8x8xf32>, tensor<8x1x1xf32>) outs(%t742 : tensor<2x8x8x8xf32>) {
    ^bb0(%in743: f32, %in744: f32, %out745: f32):
      %s746 = arith.addf %in743, %in744 : f32
      linalg.yield %s746 : f32
    } -> tensor<2x8x8x8xf32> loc("layer2.0.bn1")
    %t748 = tensor.collapse_shape %t695 [[0, 1, 2, 3]] : tensor<1x8x1x1xf32> into tensor<8xf32> loc("layer2.0.bn1")
    %t749 = tensor.collapse_shape %t727 [[0, 1, 2, 3]] : tensor<1x8x1x1xf32> into tensor<8xf32> loc("layer2.0.bn1")
    %t750 = tensor.empty() : tensor<2x8x8x8xf32> loc("layer2.0.bn1")
    %t754 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t701 : tensor<2x8x8x8xf32>) outs(%t750 : tensor<2x8x8x8xf32>) {
    ^bb0(%in751: f32, %out752: f32):
      %s753 = arith.mulf %in751, %in751 : f32
      linalg.yield %s753 : f32
    } -> tensor<2x8x8x8xf32> loc("layer2.0.bn1")
    %t755 = tensor.empty() : tensor<8xf32> loc("layer2.0.bn1")
    %c756 = arith.constant 0.000000000e+00 : f32 loc("layer2.0.bn1")
    %t757 = linalg.fill ins(%c756 : f32) outs(%t755 : tensor<8xf32>) -> tensor<8xf32> loc("layer2.0.bn1")
    %t761 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t754 : tensor<2x8x8x8xf32>) outs(%t757 : tensor<8xf32>) {
    ^bb0(%in758: f32, %out759: f32):
      %s760 = arith.addf %out759, %in758 : f32
      linalg.yield %s760 : f32
    } -> tensor<8xf32> loc("layer2.0.bn1")
    %t762 = tensor.empty() : tensor<8xf32> loc("layer2.0.bn1")
    %t771 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%primals_78, %t748 : tensor<8xf32>, tensor<8xf32>) outs(%t762 : tensor<8xf32>) {
    ^bb0(%in763: f32, %in764: f32, %out765: f32):
      %s766 = arith.constant 8.999999762e-01 : f32
      %s767 = arith.mulf %in763, %s766 : f32
      %s768 = arith.constant 1.000000015e-01 : f32
      %s769 = arith.mulf %in764, %s768 : f32
      %s770 = arith.addf %s767, %s769 : f32
      linalg.yield %s770 : f32
    } -> tensor<8xf32> loc("layer2.0.bn1")
    %t772 = tensor.empty() : tensor<8xf32> loc("layer2.0.bn1")
    %t783 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%primals_79, %t761 : tensor<8xf32>, tensor<8xf32>) outs(%t772 : tensor<8xf32>) {
    ^bb0(%in773: f32, %in774: f32, %out775: f32):
      %s776 = arith.constant 8.999999762e-01 : f32
      %s777 = arith.mulf %in773, %s776 : f32
      %s778 = arith.constant 7.874015719e-03 : f32
      %s779 = arith.mulf %in774, %s778 : f32
      %s780 = arith.constant 1.000000015e-01 : f32
      %s781 = arith.mulf %s779, %s780 : f32
      %s782 = arith.addf %s777, %s781 : f32
      linalg.yield %s782 : f32
    } -> tensor<8xf32> loc("layer2.0.bn1")
    %t784 = tensor.empty() : tensor<2x8x8x8xf32> loc("layer2.0.relu")
    %t789 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t747 : tensor<2x8x8x8xf32>) outs(%t784 : tensor<2x8x8x8xf32>) {
    ^bb0(%in785: f32, %out786: f32):
      %s787 = arith.constant 0.000000000e+00 : f32
      %s788 = arith.maximumf %in785, %s787 : f32
      linalg.yield %s788 : f32
    } -> tensor<2x8x8x8xf32> loc("layer2.0.relu")
    %t790 = tensor.empty() : tensor<2x8x10x10xf32> loc("layer2.0.conv2")
    %c791 = arith.constant 0.000000000e+00 : f32 loc("layer2.0.conv2")
    %t792 = linalg.fill ins(%c791 : f32) outs(%t790 : tensor<2x8x10x10xf32>) -> tensor<2x8x10x10xf32> loc("layer2.0.conv2")
    %t793 = tensor.insert_slice %t789 into %t792[0, 0, 1, 1] [2, 8, 8, 8] [1, 1, 1, 1] : tensor<2x8x8x8xf32> into tensor<2x8x10x10xf32> loc("layer2.0.conv2")
    %t794 = tensor.empty() : tensor<2x8x8x8xf32> loc("layer2.0.conv2")
    %c795 = arith.constant 0.000000000e+00 : f32 loc("layer2.0.conv2")
    %t796 = linalg.fill ins(%c795 : f32) outs(%t794 : tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32> loc("layer2.0.conv2")
    %t797 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%t793, %primals_19 : tensor<2x8x10x10xf32>, tensor<8x8x3x3xf32>) outs(%t796 : tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32> loc("layer2.0.conv2")
    %t798 = tensor.empty() : tensor<i64> loc("layer2.0.bn2")
    %t803 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%primals_83 : tensor<i64>) outs(%t798 : tensor<i64>) {
    ^bb0(%in799: i64, %out800: i64):
      %s801 = arith.constant 1 : i64
      %s802 = arith.addi %in799, %s801 : i64
      linalg.yield %s802 : i64
    } -> tensor<i64> loc("layer2.0.bn2")
    %t804 = tensor.empty() : tensor<8xf32> loc("layer2.0.bn2")
    %c805 = arith.constant 0.000000000e+00 : f32 loc("layer2.0.bn2")
    %t806 = linalg.fill ins(%c805 : f32) outs(%t804 : tensor<8xf32>) -> tensor<8xf32> loc("layer2.0.bn2")
    %t810 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t797 : tensor<2x8x8x8xf32>) outs(%t806 : tensor<8xf32>) {
    ^bb0(%in807: f32, %out808: f32):
      %s809 = arith.addf %out808, %in807 : f32
      linalg.yield %s809 : f32
    } -> tensor<8xf32> loc("layer2.0.bn2")
    %t811 = tensor.empty() : tensor<8xf32> loc("layer2.0.bn2")
    %t816 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t810 : tensor<8xf32>) outs(%t811 : tensor<8xf32>) {
    ^bb0(%in812: f32, %out813: f32):
      %s814 = arith.constant 7.812500000e-03 : f32
      %s815 = arith.mulf %in812, %s814 : f32
      linalg.yield %s815 : f32
    } -> tensor<8xf32> loc("layer2.0.bn2")
    %t817 = tensor.expand_shape %t816 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32> loc("layer2.0.bn2")
    %t818 = tensor.empty() : tensor<2x8x8x8xf32> loc("layer2.0.bn2")
    %t823 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t797, %t817 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%t818 : tensor<2x8x8x8xf32>) {
    ^bb0(%in819: f32, %in820: f32, %out821: f32):
      %s822 = arith.subf %in819, %in820 : f32
      linalg.yield %s822 : f32
    } -> tensor<2x8x8x8xf32> loc("layer2.0.bn2")
    %t824 = tensor.empty() : tensor<2x8x8x8xf32> loc("layer2.0.bn2")
    %t828 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t823 : tensor<2x8x8x8xf32>) outs(%t824 : tensor<2x8x8x8xf32>) {
    ^bb0(%in825: f32, %out826: f32):
      %s827 = arith.mulf %in825, %in825 : f32
      linalg.yield %s827 : f32
    } -> tensor<2x8x8x8xf32> loc("layer2.0.bn2")
    %t829 = tensor.empty() : tensor<8xf32> loc("layer2.0.bn2")
    %c830 = arith.constant 0.000000000e+00 : f32 loc("layer2.0.bn2")
    %t831 = linalg.fill ins(%c830 : f32) outs(%t829 : tensor<8xf32>) -> tensor<8xf32> loc("layer2.0.bn2")
    %t835 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t828 : tensor<2x8x8x8xf32>) outs(%t831 : tensor<8xf32>) {
    ^bb0(%in832: f32, %out833: f32):
      %s834 = arith.addf %out833, %in832 : f32
      linalg.yield %s834 : f32
    } -> tensor<8xf32> loc("layer2.0.bn2")
    %t836 = tensor.empty() : tensor<8xf32> loc("layer2.0.bn2")
    %t841 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t835 : tensor<8xf32>) outs(%t836 : tensor<8xf32>) {
    ^bb0(%in837: f32, %out838: f32):
      %s839 = arith.constant 7.812500000e-03 : f32
      %s840 = arith.mulf %in837, %s839 : f32
      linalg.yield %s840 : f32
    } -> tensor<8xf32> loc("layer2.0.bn2")
    %t842 = tensor.expand_shape %t841 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32> loc("layer2.0.bn2")
    %t843 = tensor.empty() : tensor<1x8x1x1xf32> loc("layer2.0.bn2")
    %t849 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t842 : tensor<1x8x1x1xf32>) outs(%t843 : tensor<1x8x1x1xf32>) {
    ^bb0(%in844: f32, %out845: f32):
      %s846 = arith.constant 9.999999747e-06 : f32
      %s847 = arith.addf %in844, %s846 : f32
      %s848 = math.rsqrt %s847 : f32
      linalg.yield %s848 : f32
    } -> tensor<1x8x1x1xf32> loc("layer2.0.bn2")
    %t850 = tensor.empty() : tensor<2x8x8x8xf32> loc("layer2.0.bn2")
    %t855 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t823, %t849 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%t850 : tensor<2x8x8x8xf32>) {
    ^bb0(%in851: f32, %in852: f32, %out853: f32):
      %s854 = arith.mulf %in851, %in852 : f32
      linalg.yield %s854 : f32
    } -> tensor<2x8x8x8xf32> loc("layer2.0.bn2")
    %t856 = tensor.expand_shape %primals_20 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32> loc("layer2.0.bn2")
    %t857 = tensor.empty() : tensor<2x8x8x8xf32> loc("layer2.0.bn2")
    %t862 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t855, %t856 : tensor<2x8x8x8xf32>, tensor<8x1x1xf32>) outs(%t857 : tensor<2x8x8x8xf32>) {
    ^bb0(%in858: f32, %in859: f32, %out860: f32):
      %s861 = arith.mulf %in858, %in859 : f32
      linalg.yield %s861 : f32
    } -> tensor<2x8x8x8xf32> loc("layer2.0.bn2")
    %t863 = tensor.expand_shape %primals_21 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32> loc("layer2.0.bn2")
    %t864 = tensor.empty() : tensor<2x8x8x8xf32> loc("layer2.0.bn2")
    %t869 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t862, %t863 : tensor<2x8x8x8xf32>, tensor<8x1x1xf32>) outs(%t864 : tensor<2x8x8x8xf32>) {
    ^bb0(%in865: f32, %in866: f32, %out867: f32):
      %s868 = arith.addf %in865, %in866 : f32
      linalg.yield %s868 : f32
    } -> tensor<2x8x8x8xf32> loc("layer2.0.bn2")
    %t870 = tensor.collapse_shape %t817 [[0, 1, 2, 3]] : tensor<1x8x1x1xf32> into tensor<8xf32> loc("layer2.0.bn2")
    %t871 = tensor.collapse_shape %t849 [[0, 1, 2, 3]] : tensor<1x8x1x1xf32> into tensor<8xf32> loc("layer2.0.bn2")
    %t872 = tensor.empty() : tensor<2x8x8x8xf32> loc("layer2.0.bn2")
    %t876 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t823 : tensor<2x8x8x8xf32>) outs(%t872 : tensor<2x8x8x8xf32>) {
    ^bb0(%in873: f32, %out874: f32):
      %s875 = arith.mulf %in873, %in873 : f32
      linalg.yield %s875 : f32
    } -> tensor<2x8x8x8xf32> loc("layer2.0.bn2")
    %t877 = tensor.empty() : tensor<8xf32> loc("layer2.0.bn2")
    %c878 = arith.constant 0.000000000e+00 : f32 loc("layer2.0.bn2")
    %t879 = linalg.fill ins(%c878 : f32) outs(%t877 : tensor<8xf32>) -> tensor<8xf32> loc("layer2.0.bn2")
    %t883 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t876 : tensor<2x8x8x8xf32>) outs(%t879 : tensor<8xf32>) {
    ^bb0(%in880: f32, %out881: f32):
      %s882 = arith.addf %out881, %in880 : f32
      linalg.yield %s882 : f32
    } -> tensor<8xf32> loc("layer2.0.bn2")
    %t884 = tensor.empty() : tensor<8xf32> loc("layer2.0.bn2")
    %t893 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%primals_81, %t870 : tensor<8xf32>, tensor<8xf32>) outs(%t884 : tensor<8xf32>) {
    ^bb0(%in885: f32, %in886: f32, %out887: f32):
      %s888 = arith.constant 8.999999762e-01 : f32
      %s889 = arith.mulf %in885, %s888 : f32
      %s890 = arith.constant 1.000000015e-01 : f32
      %s891 = arith.mulf %in886, %s890 : f32
      %s892 = arith.addf %s889, %s891 : f32
      linalg.yield %s892 : f32
    } -> tensor<8xf32> loc("layer2.0.bn2")
    %t894 = tensor.empty() : tensor<8xf32> loc("layer2.0.bn2")
    %t905 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%primals_82, %t883 : tensor<8xf32>, tensor<8xf32>) outs(%t894 : tensor<8xf32>) {
    ^bb0(%in895: f32, %in896: f32, %out897: f32):
      %s898 = arith.constant 8.999999762e-01 : f32
      %s899 = arith.mulf %in895, %s898 : f32
      %s900 = arith.constant 7.874015719e-03 : f32
      %s901 = arith.mulf %in896, %s900 : f32
      %s902 = arith.constant 1.000000015e-01 : f32
      %s903 = arith.mulf %s901, %s902 : f32
      %s904 = arith.addf %s899, %s903 : f32
      linalg.yield %s904 : f32
    } -> tensor<8xf32> loc("layer2.0.bn2")
    %t906 = tensor.empty() : tensor<2x8x8x8xf32> loc("layer2.0.downsample.0")
    %c907 = arith.constant 0.000000000e+00 : f32 loc("layer2.0.downsample.0")
    %t908 = linalg.fill ins(%c907 : f32) outs(%t906 : tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32> loc("layer2.0.downsample.0")
    %t909 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[2, 2]> : tensor<2xi64>} ins(%t667, %primals_22 : tensor<2x4x16x16xf32>, tensor<8x4x1x1xf32>) outs(%t908 : tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32> loc("layer2.0.downsample.0")
    %t910 = tensor.empty() : tensor<i64> loc("layer2.0.downsample.1")
    %t915 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%primals_86 : tensor<i64>) outs(%t910 : tensor<i64>) {
    ^bb0(%in911: i64, %out912: i64):
      %s913 = arith.constant 1 : i64
      %s914 = arith.addi %in911, %s913 : i64
      linalg.yield %s914 : i64
    } -> tensor<i64> loc("layer2.0.downsample.1")
    %t916 = tensor.empty() : tensor<8xf32> loc("layer2.0.downsample.1")
    %c917 = arith.constant 0.000000000e+00 : f32 loc("layer2.0.downsample.1")
    %t918 = linalg.fill ins(%c917 : f32) outs(%t916 : tensor<8xf32>) -> tensor<8xf32> loc("layer2.0.downsample.1")
    %t922 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t909 : tensor<2x8x8x8xf32>) outs(%t918 : tensor<8xf32>) {
    ^bb0(%in919: f32, %out920: f32):
      %s921 = arith.addf %out920, %in919 : f32
      linalg.yield %s921 : f32
    } -> tensor<8xf32> loc("layer2.0.downsample.1")
    %t923 = tensor.empty() : tensor<8xf32> loc("layer2.0.downsample.1")
    %t928 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t922 : tensor<8xf32>) outs(%t923 : tensor<8xf32>) {
    ^bb0(%in924: f32, %out925: f32):
      %s926 = arith.constant 7.812500000e-03 : f32
      %s927 = arith.mulf %in924, %s926 : f32
      linalg.yield %s927 : f32
    } -> tensor<8xf32> loc("layer2.0.downsample.1")
    %t929 = tensor.expand_shape %t928 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32> loc("layer2.0.downsample.1")
    %t930 = tensor.empty() : tensor<2x8x8x8xf32> loc("layer2.0.downsample.1")
    %t935 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t909, %t929 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%t930 : tensor<2x8x8x8xf32>) {
    ^bb0(%in931: f32, %in932: f32, %out933: f32):
      %s934 = arith.subf %in931, %in932 : f32
      linalg.yield %s934 : f32
    } -> tensor<2x8x8x8xf32> loc("layer2.0.downsample.1")
    %t936 = tensor.empty() : tensor<2x8x8x8xf32> loc("layer2.0.downsample.1")
    %t940 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t935 : tensor<2x8x8x8xf32>) outs(%t936 : tensor<2x8x8x8xf32>) {
    ^bb0(%in937: f32, %out938: f32):
      %s939 = arith.mulf %in937, %in937 : f32
      linalg.yield %s939 : f32
    } -> tensor<2x8x8x8xf32> loc("layer2.0.downsample.1")
    %t941 = tensor.empty() : tensor<8xf32> loc("layer2.0.downsample.1")
    %c942 = arith.constant 0.000000000e+00 : f32 loc("layer2.0.downsample.1")
    %t943 = linalg.fill ins(%c942 : f32) outs(%t941 : tensor<8xf32>) -> tensor<8xf32> loc("layer2.0.downsample.1")
    %t947 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t940 : tensor<2x8x8x8xf32>) outs(%t943 : tensor<8xf32>) {
    ^bb0(%in944: f32, %out945: f32):
      %s946 = arith.addf %out945, %in944 : f32
      linalg.yield %s946 : f32
    } -> tensor<8xf32> loc("layer2.0.downsample.1")
    %t948 = tensor.empty() : tensor<8xf32> loc("layer2.0.downsample.1")
    %t953 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t947 : tensor<8xf32>) outs(%t948 : tensor<8xf32>) {
    ^bb0(%in949: f32, %out950: f32):
      %s951 = arith.constant 7.812500000e-03 : f32
      %s952 = arith.mulf %in949, %s951 : f32
      linalg.yield %s952 : f32
    } -> tensor<8xf32> loc("layer2.0.downsample.1")
    %t954 = tensor.expand_shape %t953 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32> loc("layer2.0.downsample.1")
    %t955 = tensor.empty() : tensor<1x8x1x1xf32> loc("layer2.0.downsample.1")
    %t961 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t954 : tensor<1x8x1x1xf32>) outs(%t955 : tensor<1x8x1x1xf32>) {
    ^bb0(%in956: f32, %out957: f32):
      %s958 = arith.constant 9.999999747e-06 : f32
      %s959 = arith.addf %in956, %s958 : f32
      %s960 = math.rsqrt %s959 : f32
      linalg.yield %s960 : f32
    } -> tensor<1x8x1x1xf32> loc("layer2.0.downsample.1")
    %t962 = tensor.empty() : tensor<2x8x8x8xf32> loc("layer2.0.downsample.1")
    %t967 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t935, %t961 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%t962 : tensor<2x8x8x8xf32>) {
    ^bb0(%in963: f32, %in964: f32, %out965: f32):
      %s966 = arith.mulf %in963, %in964 : f32
      linalg.yield %s966 : f32
    } -> tensor<2x8x8x8xf32> loc("layer2.0.downsample.1")
    %t968 = tensor.expand_shape %primals_23 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32> loc("layer2.0.downsample.1")
    %t969 = tensor.empty() : tensor<2x8x8x8xf32> loc("layer2.0.downsample.1")
    %t974 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t967, %t968 : tensor<2x8x8x8xf32>, tensor<8x1x1xf32>) outs(%t969 : tensor<2x8x8x8xf32>) {
    ^bb0(%in970: f32, %in971: f32, %out972: f32):
      %s973 = arith.mulf %in970, %in971 : f32
      linalg.yield %s973 : f32
    } -> tensor<2x8x8x8xf32> loc("layer2.0.downsample.1")
    %t975 = tensor.expand_shape %primals_24 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32> loc("layer2.0.downsample.1")
    %t976 = tensor.empty() : tensor<2x8x8x8xf32> loc("layer2.0.downsample.1")
    %t981 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t974, %t975 : tensor<2x8x8x8xf32>, tensor<8x1x1xf32>) outs(%t976 : tensor<2x8x8x8xf32>) {
    ^bb0(%in977: f32, %in978: f32, %out979: f32):
      %s980 = arith.addf %in977, %in978 : f32
      linalg.yield %s980 : f32
    } -> tensor<2x8x8x8xf32> loc("layer2.0.downsample.1")
    %t982 = tensor.collapse_shape %t929 [[0, 1, 2, 3]] : tensor<1x8x1x1xf32> into tensor<8xf32> loc("layer2.0.downsample.1")
    %t983 = tensor.collapse_shape %t961 [[0, 1, 2, 3]] : tensor<1x8x1x1xf32> into tensor<8xf32> loc("layer2.0.downsample.1")
    %t984 = tensor.empty() : tensor<2x8x8x8xf32> loc("layer2.0.downsample.1")
    %t988 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t935 : tensor<2x8x8x8xf32>) outs(%t984 : tensor<2x8x8x8xf32>) {
    ^bb0(%in985: f32, %out986: f32):
      %s987 = arith.mulf %in985, %in985 : f32
      linalg.yield %s987 : f32
    } -> tensor<2x8x8x8xf32> loc("layer2.0.downsample.1")
    %t989 = tensor.empty() : tensor<8xf32> loc("layer2.0.downsample.1")
    %c990 = arith.constant 0.000000000e+00 : f32 loc("layer2.0.downsample.1")
    %t991 = linalg.fill ins(%c990 : f32) outs(%t989 : tensor<8xf32>) -> tensor<8xf32> loc("layer2.0.downsample.1")
    %t995 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t988 : tensor<2x8x8x8xf32>) outs(%t991 : tensor<8xf32>) {
    ^bb0(%in992: f32, %out993: f32):
      %s994 = arith.addf %out993, %in992 : f32
      linalg.yield %s994 : f32
    } -> tensor<8xf32> loc("layer2.0.downsample.1")
    %t996 = tensor.empty() : tensor<8xf32> loc("layer2.0.downsample.1")
    %t1005 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%primals_84, %t982 : tensor<8xf32>, tensor<8xf32>) outs(%t996 : tensor<8xf32>) {
    ^bb0(%in997: f32, %in998: f32, %out999: f32):
      %s1000 = arith.constant 8.999999762e-01 : f32
      %s1001 = arith.mulf %in997, %s1000 : f32
      %s1002 = arith.constant 1.000000015e-01 : f32
      %s1003 = arith.mulf %in998, %s1002 : f32
      %s1004 = arith.addf %s1001, %s1003 : f32
      linalg.yield %s1004 : f32
    } -> tensor<8xf32> loc("layer2.0.downsample.1")
    %t1006 = tensor.empty() : tensor<8xf32> loc("layer2.0.downsample.1")
    %t1017 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%primals_85, %t995 : tensor<8xf32>, tensor<8xf32>) outs(%t1006 : tensor<8xf32>) {
    ^bb0(%in1007: f32, %in1008: f32, %out1009: f32):
      %s1010 = arith.constant 8.999999762e-01 : f32
      %s1011 = arith.mulf %in1007, %s1010 : f32
      %s1012 = arith.constant 7.874015719e-03 : f32
      %s1013 = arith.mulf %in1008, %s1012 : f32
      %s1014 = arith.constant 1.000000015e-01 : f32
      %s1015 = arith.mulf %s1013, %s1014 : f32
      %s1016 = arith.addf %s1011, %s1015 : f32
      linalg.yield %s1016 : f32
    } -> tensor<8xf32> loc("layer2.0.downsample.1")
    %t1018 = tensor.empty() : tensor<2x8x8x8xf32> loc("layer2.0")
    %t1023 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t869, %t981 : tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) outs(%t1018 : tensor<2x8x8x8xf32>) {
    ^bb0(%in1019: f32, %in1020: f32, %out1021: f32):
      %s1022 = arith.addf %in1019, %in1020 : f32
      linalg.yield %s1022 : f32
    } -> tensor<2x8x8x8xf32> loc("layer2.0")
    %t1024 = tensor.empty() : tensor<2x8x8x8xf32> loc("layer2.0.relu")
    %t1029 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1023 : tensor<2x8x8x8xf32>) outs(%t1024 : tensor<2x8x8x8xf32>) {
    ^bb0(%in1025: f32, %out1026: f32):
      %s1027 = arith.constant 0.000000000e+00 : f32
      %s1028 = arith.maximumf %in1025, %s1027 : f32
      linalg.yield %s1028 : f32
    } -> tensor<2x8x8x8xf32> loc("layer2.0.relu")
    %t1030 = tensor.empty() : tensor<2x8x10x10xf32> loc("layer2.1.conv1")
    %c1031 = arith.constant 0.000000000e+00 : f32 loc("layer2.1.conv1")
    %t1032 = linalg.fill ins(%c1031 : f32) outs(%t1030 : tensor<2x8x10x10xf32>) -> tensor<2x8x10x10xf32> loc("layer2.1.conv1")
    %t1033 = tensor.insert_slice %t1029 into %t1032[0, 0, 1, 1] [2, 8, 8, 8] [1, 1, 1, 1] : tensor<2x8x8x8xf32> into tensor<2x8x10x10xf32> loc("layer2.1.conv1")
    %t1034 = tensor.empty() : tensor<2x8x8x8xf32> loc("layer2.1.conv1")
    %c1035 = arith.constant 0.000000000e+00 : f32 loc("layer2.1.conv1")
    %t1036 = linalg.fill ins(%c1035 : f32) outs(%t1034 : tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32> loc("layer2.1.conv1")
    %t1037 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%t1033, %primals_25 : tensor<2x8x10x10xf32>, tensor<8x8x3x3xf32>) outs(%t1036 : tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32> loc("layer2.1.conv1")
    %t1038 = tensor.empty() : tensor<i64> loc("layer2.1.bn1")
    %t1043 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%primals_89 : tensor<i64>) outs(%t1038 : tensor<i64>) {
    ^bb0(%in1039: i64, %out1040: i64):
      %s1041 = arith.constant 1 : i64
      %s1042 = arith.addi %in1039, %s1041 : i64
      linalg.yield %s1042 : i64
    } -> tensor<i64> loc("layer2.1.bn1")
    %t1044 = tensor.empty() : tensor<8xf32> loc("layer2.1.bn1")
    %c1045 = arith.constant 0.000000000e+00 : f32 loc("layer2.1.bn1")
    %t1046 = linalg.fill ins(%c1045 : f32) outs(%t1044 : tensor<8xf32>) -> tensor<8xf32> loc("layer2.1.bn1")
    %t1050 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t1037 : tensor<2x8x8x8xf32>) outs(%t1046 : tensor<8xf32>) {
    ^bb0(%in1047: f32, %out1048: f32):
      %s1049 = arith.addf %out1048, %in1047 : f32
      linalg.yield %s1049 : f32
    } -> tensor<8xf32> loc("layer2.1.bn1")
    %t1051 = tensor.empty() : tensor<8xf32> loc("layer2.1.bn1")
    %t1056 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1050 : tensor<8xf32>) outs(%t1051 : tensor<8xf32>) {
    ^bb0(%in1052: f32, %out1053: f32):
      %s1054 = arith.constant 7.812500000e-03 : f32
      %s1055 = arith.mulf %in1052, %s1054 : f32
      linalg.yield %s1055 : f32
    } -> tensor<8xf32> loc("layer2.1.bn1")
    %t1057 = tensor.expand_shape %t1056 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32> loc("layer2.1.bn1")
    %t1058 = tensor.empty() : tensor<2x8x8x8xf32> loc("layer2.1.bn1")
    %t1063 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1037, %t1057 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%t1058 : tensor<2x8x8x8xf32>) {
    ^bb0(%in1059: f32, %in1060: f32, %out1061: f32):
      %s1062 = arith.subf %in1059, %in1060 : f32
      linalg.yield %s1062 : f32
    } -> tensor<2x8x8x8xf32> loc("layer2.1.bn1")
    %t1064 = tensor.empty() : tensor<2x8x8x8xf32> loc("layer2.1.bn1")
    %t1068 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1063 : tensor<2x8x8x8xf32>) outs(%t1064 : tensor<2x8x8x8xf32>) {
    ^bb0(%in1065: f32, %out1066: f32):
      %s1067 = arith.mulf %in1065, %in1065 : f32
      linalg.yield %s1067 : f32
    } -> tensor<2x8x8x8xf32> loc("layer2.1.bn1")
    %t1069 = tensor.empty() : tensor<8xf32> loc("layer2.1.bn1")
    %c1070 = arith.constant 0.000000000e+00 : f32 loc("layer2.1.bn1")
    %t1071 = linalg.fill ins(%c1070 : f32) outs(%t1069 : tensor<8xf32>) -> tensor<8xf32> loc("layer2.1.bn1")
    %t1075 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t1068 : tensor<2x8x8x8xf32>) outs(%t1071 : tensor<8xf32>) {
    ^bb0(%in1072: f32, %out1073: f32):
      %s1074 = arith.addf %out1073, %in1072 : f32
      linalg.yield %s1074 : f32
    } -> tensor<8xf32> loc("layer2.1.bn1")
    %t1076 = tensor.empty() : tensor<8xf32> loc("layer2.1.bn1")
    %t1081 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1075 : tensor<8xf32>) outs(%t1076 : tensor<8xf32>) {
    ^bb0(%in1077: f32, %out1078: f32):
      %s1079 = arith.constant 7.812500000e-03 : f32
      %s1080 = arith.mulf %in1077, %s1079 : f32
      linalg.yield %s1080 : f32
    } -> tensor<8xf32> loc("layer2.1.bn1")
    %t1082 = tensor.expand_shape %t1081 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32> loc("layer2.1.bn1")
    %t1083 = tensor.empty() : tensor<1x8x1x1xf32> loc("layer2.1.bn1")
    %t1089 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1082 : tensor<1x8x1x1xf32>) outs(%t1083 : tensor<1x8x1x1xf32>) {
    ^bb0(%in1084: f32, %out1085: f32):
      %s1086 = arith.constant 9.999999747e-06 : f32
      %s1087 = arith.addf %in1084, %s1086 : f32
      %s1088 = math.rsqrt %s1087 : f32
      linalg.yield %s1088 : f32
    } -> tensor<1x8x1x1xf32> loc("layer2.1.bn1")
    %t1090 = tensor.empty() : tensor<2x8x8x8xf32> loc("layer2.1.bn1")
    %t1095 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1063, %t1089 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%t1090 : tensor<2x8x8x8xf32>) {
    ^bb0(%in1091: f32, %in1092: f32, %out1093: f32):
      %s1094 = arith.mulf %in1091, %in1092 : f32
      linalg.yield %s1094 : f32
    } -> tensor<2x8x8x8xf32> loc("layer2.1.bn1")
    %t1096 = tensor.expand_shape %primals_26 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32> loc("layer2.1.bn1")
    %t1097 = tensor.empty() : tensor<2x8x8x8xf32> loc("layer2.1.bn1")
    %t1102 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1095, %t1096 : tensor<2x8x8x8xf32>, tensor<8x1x1xf32>) outs(%t1097 : tensor<2x8x8x8xf32>) {
    ^bb0(%in1098: f32, %in1099: f32, %out1100: f32):
      %s1101 = arith.mulf %in1098, %in1099 : f32
      linalg.yield %s1101 : f32
    } -> tensor<2x8x8x8xf32> loc("layer2.1.bn1")
    %t1103 = tensor.expand_shape %primals_27 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32> loc("layer2.1.bn1")
    %t1104 = tensor.empty() : tensor<2x8x8x8xf32> loc("layer2.1.bn1")
    %t1109 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1102, %t1103 : tensor<2x8x8x8xf32>, tensor<8x1x1xf32>) outs(%t1104 : tensor<2x8x8x8xf32>) {
    ^bb0(%in1105: f32, %in1106: f32, %out1107: f32):
      %s1108 = arith.addf %in1105, %in1106 : f32
      linalg.yield %s1108 : f32
    } -> tensor<2x8x8x8xf32> loc("layer2.1.bn1")
    %t1110 = tensor.collapse_shape %t1057 [[0, 1, 2, 3]] : tensor<1x8x1x1xf32> into tensor<8xf32> loc("layer2.1.bn1")
    %t1111 = tensor.collapse_shape %t1089 [[0, 1, 2, 3]] : tensor<1x8x1x1xf32> into tensor<8xf32> loc("layer2.1.bn1")
    %t1112 = tensor.empty() : tensor<2x8x8x8xf32> loc("layer2.1.bn1")
    %t1116 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1063 : tensor<2x8x8x8xf32>) outs(%t1112 : tensor<2x8x8x8xf32>) {
    ^bb0(%in1113: f32, %out1114: f32):
      %s1115 = arith.mulf %in1113, %in1113 : f32
      linalg.yield %s1115 : f32
    } -> tensor<2x8x8x8xf32> loc("layer2.1.bn1")
    %t1117 = tensor.empty() : tensor<8xf32> loc("layer2.1.bn1")
    %c1118 = arith.constant 0.000000000e+00 : f32 loc("layer2.1.bn1")
    %t1119 = linalg.fill ins(%c1118 : f32) outs(%t1117 : tensor<8xf32>) -> tensor<8xf32> loc("layer2.1.bn1")
    %t1123 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t1116 : tensor<2x8x8x8xf32>) outs(%t1119 : tensor<8xf32>) {
    ^bb0(%in1120: f32, %out1121: f32):
      %s1122 = arith.addf %out1121, %in1120 : f32
      linalg.yield %s1122 : f32
    } -> tensor<8xf32> loc("layer2.1.bn1")
    %t1124 = tensor.empty() : tensor<8xf32> loc("layer2.1.bn1")
    %t1133 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%primals_87, %t1110 : tensor<8xf32>, tensor<8xf32>) outs(%t1124 : tensor<8xf32>) {
    ^bb0(%in1125: f32, %in1126: f32, %out1127: f32):
      %s1128 = arith.constant 8.999999762e-01 : f32
      %s1129 = arith.mulf %in1125, %s1128 : f32
      %s1130 = arith.constant 1.000000015e-01 : f32
      %s1131 = arith.mulf %in1126, %s1130 : f32
      %s1132 = arith.addf %s1129, %s1131 : f32
      linalg.yield %s1132 : f32
    } -> tensor<8xf32> loc("layer2.1.bn1")
    %t1134 = tensor.empty() : tensor<8xf32> loc("layer2.1.bn1")
    %t1145 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%primals_88, %t1123 : tensor<8xf32>, tensor<8xf32>) outs(%t1134 : tensor<8xf32>) {
    ^bb0(%in1135: f32, %in1136: f32, %out1137: f32):
      %s1138 = arith.constant 8.999999762e-01 : f32
      %s1139 = arith.mulf %in1135, %s1138 : f32
      %s1140 = arith.constant 7.874015719e-03 : f32
      %s1141 = arith.mulf %in1136, %s1140 : f32
      %s1142 = arith.constant 1.000000015e-01 : f32
      %s1143 = arith.mulf %s1141, %s1142 : f32
      %s1144 = arith.addf %s1139, %s1143 : f32
      linalg.yield %s1144 : f32
    } -> tensor<8xf32> loc("layer2.1.bn1")
    %t1146 = tensor.empty() : tensor<2x8x8x8xf32> loc("layer2.1.relu")
    %t1151 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1109 : tensor<2x8x8x8xf32>) outs(%t1146 : tensor<2x8x8x8xf32>) {
    ^bb0(%in1147: f32, %out1148: f32):
      %s1149 = arith.constant 0.000000000e+00 : f32
      %s1150 = arith.maximumf %in1147, %s1149 : f32
      linalg.yield %s1150 : f32
    } -> tensor<2x8x8x8xf32> loc("layer2.1.relu")
    %t1152 = tensor.empty() : tensor<2x8x10x10xf32> loc("layer2.1.conv2")
    %c1153 = arith.constant 0.000000000e+00 : f32 loc("layer2.1.conv2")
    %t1154 = linalg.fill ins(%c1153 : f32) outs(%t1152 : tensor<2x8x10x10xf32>) -> tensor<2x8x10x10xf32> loc("layer2.1.conv2")
    %t1155 = tensor.insert_slice %t1151 into %t1154[0, 0, 1, 1] [2, 8, 8, 8] [1, 1, 1, 1] : tensor<2x8x8x8xf32> into tensor<2x8x10x10xf32> loc("layer2.1.conv2")
    %t1156 = tensor.empty() : tensor<2x8x8x8xf32> loc("layer2.1.conv2")
    %c1157 = arith.constant 0.000000000e+00 : f32 loc("layer2.1.conv2")
    %t1158 = linalg.fill ins(%c1157 : f32) outs(%t1156 : tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32> loc("layer2.1.conv2")
    %t1159 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%t1155, %primals_28 : tensor<2x8x10x10xf32>, tensor<8x8x3x3xf32>) outs(%t1158 : tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32> loc("layer2.1.conv2")
    %t1160 = tensor.empty() : tensor<i64> loc("layer2.1.bn2")
    %t1165 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%primals_92 : tensor<i64>) outs(%t1160 : tensor<i64>) {
    ^bb0(%in1161: i64, %out1162: i64):
      %s1163 = arith.constant 1 : i64
      %s1164 = arith.addi %in1161, %s1163 : i64
      linalg.yield %s1164 : i64
    } -> tensor<i64> loc("layer2.1.bn2")
    %t1166 = tensor.empty() : tensor<8xf32> loc("layer2.1.bn2")
    %c1167 = arith.constant 0.000000000e+00 : f32 loc("layer2.1.bn2")
    %t1168 = linalg.fill ins(%c1167 : f32) outs(%t1166 : tensor<8xf32>) -> tensor<8xf32> loc("layer2.1.bn2")
    %t1172 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t1159 : tensor<2x8x8x8xf32>) outs(%t1168 : tensor<8xf32>) {
    ^bb0(%in1169: f32, %out1170: f32):
      %s1171 = arith.addf %out1170, %in1169 : f32
      linalg.yield %s1171 : f32
    } -> tensor<8xf32> loc("layer2.1.bn2")
    %t1173 = tensor.empty() : tensor<8xf32> loc("layer2.1.bn2")
    %t1178 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1172 : tensor<8xf32>) outs(%t1173 : tensor<8xf32>) {
    ^bb0(%in1174: f32, %out1175: f32):
      %s1176 = arith.constant 7.812500000e-03 : f32
      %s1177 = arith.mulf %in1174, %s1176 : f32
      linalg.yield %s1177 : f32
    } -> tensor<8xf32> loc("layer2.1.bn2")
    %t1179 = tensor.expand_shape %t1178 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32> loc("layer2.1.bn2")
    %t1180 = tensor.empty() : tensor<2x8x8x8xf32> loc("layer2.1.bn2")
    %t1185 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1159, %t1179 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%t1180 : tensor<2x8x8x8xf32>) {
    ^bb0(%in1181: f32, %in1182: f32, %out1183: f32):
      %s1184 = arith.subf %in1181, %in1182 : f32
      linalg.yield %s1184 : f32
    } -> tensor<2x8x8x8xf32> loc("layer2.1.bn2")
    %t1186 = tensor.empty() : tensor<2x8x8x8xf32> loc("layer2.1.bn2")
    %t1190 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1185 : tensor<2x8x8x8xf32>) outs(%t1186 : tensor<2x8x8x8xf32>) {
    ^bb0(%in1187: f32, %out1188: f32):
      %s1189 = arith.mulf %in1187, %in1187 : f32
      linalg.yield %s1189 : f32
    } -> tensor<2x8x8x8xf32> loc("layer2.1.bn2")
    %t1191 = tensor.empty() : tensor<8xf32> loc("layer2.1.bn2")
    %c1192 = arith.constant 0.000000000e+00 : f32 loc("layer2.1.bn2")
    %t1193 = linalg.fill ins(%c1192 : f32) outs(%t1191 : tensor<8xf32>) -> tensor<8xf32> loc("layer2.1.bn2")
    %t1197 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t1190 : tensor<2x8x8x8xf32>) outs(%t1193 : tensor<8xf32>) {
    ^bb0(%in1194: f32, %out1195: f32):
      %s1196 = arith.addf %out1195, %in1194 : f32
      linalg.yield %s1196 : f32
    } -> tensor<8xf32> loc("layer2.1.bn2")
    %t1198 = tensor.empty() : tensor<8xf32> loc("layer2.1.bn2")
    %t1203 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1197 : tensor<8xf32>) outs(%t1198 : tensor<8xf32>) {
    ^bb0(%in1199: f32, %out1200: f32):
      %s1201 = arith.constant 7.812500000e-03 : f32
      %s1202 = arith.mulf %in1199, %s1201 : f32
      linalg.yield %s1202 : f32
    } -> tensor<8xf32> loc("layer2.1.bn2")
    %t1204 = tensor.expand_shape %t1203 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32> loc("layer2.1.bn2")
    %t1205 = tensor.empty() : tensor<1x8x1x1xf32> loc("layer2.1.bn2")
    %t1211 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1204 : tensor<1x8x1x1xf32>) outs(%t1205 : tensor<1x8x1x1xf32>) {
    ^bb0(%in1206: f32, %out1207: f32):
      %s1208 = arith.constant 9.999999747e-06 : f32
      %s1209 = arith.addf %in1206, %s1208 : f32
      %s1210 = math.rsqrt %s1209 : f32
      linalg.yield %s1210 : f32
    } -> tensor<1x8x1x1xf32> loc("layer2.1.bn2")
    %t1212 = tensor.empty() : tensor<2x8x8x8xf32> loc("layer2.1.bn2")
    %t1217 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1185, %t1211 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%t1212 : tensor<2x8x8x8xf32>) {
    ^bb0(%in1213: f32, %in1214: f32, %out1215: f32):
      %s1216 = arith.mulf %in1213, %in1214 : f32
      linalg.yield %s1216 : f32
    } -> tensor<2x8x8x8xf32> loc("layer2.1.bn2")
    %t1218 = tensor.expand_shape %primals_29 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32> loc("layer2.1.bn2")
    %t1219 = tensor.empty() : tensor<2x8x8x8xf32> loc("layer2.1.bn2")
    %t1224 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1217, %t1218 : tensor<2x8x8x8xf32>, tensor<8x1x1xf32>) outs(%t1219 : tensor<2x8x8x8xf32>) {
    ^bb0(%in1220: f32, %in1221: f32, %out1222: f32):
      %s1223 = arith.mulf %in1220, %in1221 : f32
      linalg.yield %s1223 : f32
    } -> tensor<2x8x8x8xf32> loc("layer2.1.bn2")
    %t1225 = tensor.expand_shape %primals_30 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32> loc("layer2.1.bn2")
    %t1226 = tensor.empty() : tensor<2x8x8x8xf32> loc("layer2.1.bn2")
    %t1231 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1224, %t1225 : tensor<2x8x8x8xf32>, tensor<8x1x1xf32>) outs(%t1226 : tensor<2x8x8x8xf32>) {
    ^bb0(%in1227: f32, %in1228: f32, %out1229: f32):
      %s1230 = arith.addf %in1227, %in1228 : f32
      linalg.yield %s1230 : f32
    } -> tensor<2x8x8x8xf32> loc("layer2.1.bn2")
    %t1232 = tensor.collapse_shape %t1179 [[0, 1, 2, 3]] : tensor<1x8x1x1xf32> into tensor<8xf32> loc("layer2.1.bn2")
    %t1233 = tensor.collapse_shape %t1211 [[0, 1, 2, 3]] : tensor<1x8x1x1xf32> into tensor<8xf32> loc("layer2.1.bn2")
    %t1234 = tensor.empty() : tensor<2x8x8x8xf32> loc("layer2.1.bn2")
    %t1238 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1185 : tensor<2x8x8x8xf32>) outs(%t1234 : tensor<2x8x8x8xf32>) {
    ^bb0(%in1235: f32, %out1236: f32):
      %s1237 = arith.mulf %in1235, %in1235 : f32
      linalg.yield %s1237 : f32
    } -> tensor<2x8x8x8xf32> loc("layer2.1.bn2")
    %t1239 = tensor.empty() : tensor<8xf32> loc("layer2.1.bn2")
    %c1240 = arith.constant 0.000000000e+00 : f32 loc("layer2.1.bn2")
    %t1241 = linalg.fill ins(%c1240 : f32) outs(%t1239 : tensor<8xf32>) -> tensor<8xf32> loc("layer2.1.bn2")
    %t1245 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t1238 : tensor<2x8x8x8xf32>) outs(%t1241 : tensor<8xf32>) {
    ^bb0(%in1242: f32, %out1243: f32):
      %s1244 = arith.addf %out1243, %in1242 : f32
      linalg.yield %s1244 : f32
    } -> tensor<8xf32> loc("layer2.1.bn2")
    %t1246 = tensor.empty() : tensor<8xf32> loc("layer2.1.bn2")
    %t1255 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%primals_90, %t1232 : tensor<8xf32>, tensor<8xf32>) outs(%t1246 : tensor<8xf32>) {
    ^bb0(%in1247: f32, %in1248: f32, %out1249: f32):
      %s1250 = arith.constant 8.999999762e-01 : f32
      %s1251 = arith.mulf %in1247, %s1250 : f32
      %s1252 = arith.constant 1.000000015e-01 : f32
      %s1253 = arith.mulf %in1248, %s1252 : f32
      %s1254 = arith.addf %s1251, %s1253 : f32
      linalg.yield %s1254 : f32
    } -> tensor<8xf32> loc("layer2.1.bn2")
    %t1256 = tensor.empty() : tensor<8xf32> loc("layer2.1.bn2")
    %t1267 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%primals_91, %t1245 : tensor<8xf32>, tensor<8xf32>) outs(%t1256 : tensor<8xf32>) {
    ^bb0(%in1257: f32, %in1258: f32, %out1259: f32):
      %s1260 = arith.constant 8.999999762e-01 : f32
      %s1261 = arith.mulf %in1257, %s1260 : f32
      %s1262 = arith.constant 7.874015719e-03 : f32
      %s1263 = arith.mulf %in1258, %s1262 : f32
      %s1264 = arith.constant 1.000000015e-01 : f32
      %s1265 = arith.mulf %s1263, %s1264 : f32
      %s1266 = arith.addf %s1261, %s1265 : f32
      linalg.yield %s1266 : f32
    } -> tensor<8xf32> loc("layer2.1.bn2")
    %t1268 = tensor.empty() : tensor<2x8x8x8xf32> loc("layer2.1")
    %t1273 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1231, %t1029 : tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) outs(%t1268 : tensor<2x8x8x8xf32>) {
    ^bb0(%in1269: f32, %in1270: f32, %out1271: f32):
      %s1272 = arith.addf %in1269, %in1270 : f32
      linalg.yield %s1272 : f32
    } -> tensor<2x8x8x8xf32> loc("layer2.1")
    %t1274 = tensor.empty() : tensor<2x8x8x8xf32> loc("layer2.1.relu")
    %t1279 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1273 : tensor<2x8x8x8xf32>) outs(%t1274 : tensor<2x8x8x8xf32>) {
    ^bb0(%in1275: f32, %out1276: f32):
      %s1277 = arith.constant 0.000000000e+00 : f32
      %s1278 = arith.maximumf %in1275, %s1277 : f32
      linalg.yield %s1278 : f32
    } -> tensor<2x8x8x8xf32> loc("layer2.1.relu")
    %t1280 = tensor.empty() : tensor<2x8x10x10xf32> loc("layer3.0.conv1")
    %c1281 = arith.constant 0.000000000e+00 : f32 loc("layer3.0.conv1")
    %t1282 = linalg.fill ins(%c1281 : f32) outs(%t1280 : tensor<2x8x10x10xf32>) -> tensor<2x8x10x10xf32> loc("layer3.0.conv1")
    %t1283 = tensor.insert_slice %t1279 into %t1282[0, 0, 1, 1] [2, 8, 8, 8] [1, 1, 1, 1] : tensor<2x8x8x8xf32> into tensor<2x8x10x10xf32> loc("layer3.0.conv1")
    %t1284 = tensor.empty() : tensor<2x16x4x4xf32> loc("layer3.0.conv1")
    %c1285 = arith.constant 0.000000000e+00 : f32 loc("layer3.0.conv1")
    %t1286 = linalg.fill ins(%c1285 : f32) outs(%t1284 : tensor<2x16x4x4xf32>) -> tensor<2x16x4x4xf32> loc("layer3.0.conv1")
    %t1287 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[2, 2]> : tensor<2xi64>} ins(%t1283, %primals_31 : tensor<2x8x10x10xf32>, tensor<16x8x3x3xf32>) outs(%t1286 : tensor<2x16x4x4xf32>) -> tensor<2x16x4x4xf32> loc("layer3.0.conv1")
    %t1288 = tensor.empty() : tensor<i64> loc("layer3.0.bn1")
    %t1293 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%primals_95 : tensor<i64>) outs(%t1288 : tensor<i64>) {
    ^bb0(%in1289: i64, %out1290: i64):
      %s1291 = arith.constant 1 : i64
      %s1292 = arith.addi %in1289, %s1291 : i64
      linalg.yield %s1292 : i64
    } -> tensor<i64> loc("layer3.0.bn1")
    %t1294 = tensor.empty() : tensor<16xf32> loc("layer3.0.bn1")
    %c1295 = arith.constant 0.000000000e+00 : f32 loc("layer3.0.bn1")
    %t1296 = linalg.fill ins(%c1295 : f32) outs(%t1294 : tensor<16xf32>) -> tensor<16xf32> loc("layer3.0.bn1")
    %t1300 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t1287 : tensor<2x16x4x4xf32>) outs(%t1296 : tensor<16xf32>) {
    ^bb0(%in1297: f32, %out1298: f32):
      %s1299 = arith.addf %out1298, %in1297 : f32
      linalg.yield %s1299 : f32
    } -> tensor<16xf32> loc("layer3.0.bn1")
    %t1301 = tensor.empty() : tensor<16xf32> loc("layer3.0.bn1")
    %t1306 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1300 : tensor<16xf32>) outs(%t1301 : tensor<16xf32>) {
    ^bb0(%in1302: f32, %out1303: f32):
      %s1304 = arith.constant 3.125000000e-02 : f32
      %s1305 = arith.mulf %in1302, %s1304 : f32
      linalg.yield %s1305 : f32
    } -> tensor<16xf32> loc("layer3.0.bn1")
    %t1307 = tensor.expand_shape %t1306 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32> loc("layer3.0.bn1")
    %t1308 = tensor.empty() : tensor<2x16x4x4xf32> loc("layer3.0.bn1")
    %t1313 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1287, %t1307 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%t1308 : tensor<2x16x4x4xf32>) {
    ^bb0(%in1309: f32, %in1310: f32, %out1311: f32):
      %s1312 = arith.subf %in1309, %in1310 : f32
      linalg.yield %s1312 : f32
    } -> tensor<2x16x4x4xf32> loc("layer3.0.bn1")
    %t1314 = tensor.empty() : tensor<2x16x4x4xf32> loc("layer3.0.bn1")
    %t1318 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1313 : tensor<2x16x4x4xf32>) outs(%t1314 : tensor<2x16x4x4xf32>) {
    ^bb0(%in1315: f32, %out1316: f32):
      %s1317 = arith.mulf %in1315, %in1315 : f32
      linalg.yield %s1317 : f32
    } -> tensor<2x16x4x4xf32> loc("layer3.0.bn1")
    %t1319 = tensor.empty() : tensor<16xf32> loc("layer3.0.bn1")
    %c1320 = arith.constant 0.000000000e+00 : f32 loc("layer3.0.bn1")
    %t1321 = linalg.fill ins(%c1320 : f32) outs(%t1319 : tensor<16xf32>) -> tensor<16xf32> loc("layer3.0.bn1")
    %t1325 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t1318 : tensor<2x16x4x4xf32>) outs(%t1321 : tensor<16xf32>) {
    ^bb0(%in1322: f32, %out1323: f32):
      %s1324 = arith.addf %out1323, %in1322 : f32
      linalg.yield %s1324 : f32
    } -> tensor<16xf32> loc("layer3.0.bn1")
    %t1326 = tensor.empty() : tensor<16xf32> loc("layer3.0.bn1")
    %t1331 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1325 : tensor<16xf32>) outs(%t1326 : tensor<16xf32>) {
    ^bb0(%in1327: f32, %out1328: f32):
      %s1329 = arith.constant 3.125000000e-02 : f32
      %s1330 = arith.mulf %in1327, %s1329 : f32
      linalg.yield %s1330 : f32
    } -> tensor<16xf32> loc("layer3.0.bn1")
    %t1332 = tensor.expand_shape %t1331 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32> loc("layer3.0.bn1")
    %t1333 = tensor.empty() : tensor<1x16x1x1xf32> loc("layer3.0.bn1")
    %t1339 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1332 : tensor<1x16x1x1xf32>) outs(%t1333 : tensor<1x16x1x1xf32>) {
    ^bb0(%in1334: f32, %out1335: f32):
      %s1336 = arith.constant 9.999999747e-06 : f32
      %s1337 = arith.addf %in1334, %s1336 : f32
      %s1338 = math.rsqrt %s1337 : f32
      linalg.yield %s1338 : f32
    } -> tensor<1x16x1x1xf32> loc("layer3.0.bn1")
    %t1340 = tensor.empty() : tensor<2x16x4x4xf32> loc("layer3.0.bn1")
    %t1345 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1313, %t1339 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%t1340 : tensor<2x16x4x4xf32>) {
    ^bb0(%in1341: f32, %in1342: f32, %out1343: f32):
      %s1344 = arith.mulf %in1341, %in1342 : f32
      linalg.yield %s1344 : f32
    } -> tensor<2x16x4x4xf32> loc("layer3.0.bn1")
    %t1346 = tensor.expand_shape %primals_32 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32> loc("layer3.0.bn1")
    %t1347 = tensor.empty() : tensor<2x16x4x4xf32> loc("layer3.0.bn1")
    %t1352 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1345, %t1346 : tensor<2x16x4x4xf32>, tensor<16x1x1xf32>) outs(%t1347 : tensor<2x16x4x4xf32>) {
    ^bb0(%in1348: f32, %in1349: f32, %out1350: f32):
      %s1351 = arith.mulf %in1348, %in1349 : f32
      linalg.yield %s1351 : f32
    } -> tensor<2x16x4x4xf32> loc("layer3.0.bn1")
    %t1353 = tensor.expand_shape %primals_33 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32> loc("layer3.0.bn1")
    %t1354 = tensor.empty() : tensor<2x16x4x4xf32> loc("layer3.0.bn1")
    %t1359 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1352, %t1353 : tensor<2x16x4x4xf32>, tensor<16x1x1xf32>) outs(%t1354 : tensor<2x16x4x4xf32>) {
    ^bb0(%in1355: f32, %in1356: f32, %out1357: f32):
      %s1358 = arith.addf %in1355, %in1356 : f32
      linalg.yield %s1358 : f32
    } -> tensor<2x16x4x4xf32> loc("layer3.0.bn1")
    %t1360 = tensor.collapse_shape %t1307 [[0, 1, 2, 3]] : tensor<1x16x1x1xf32> into tensor<16xf32> loc("layer3.0.bn1")
    %t1361 = tensor.collapse_shape %t1339 [[0, 1, 2, 3]] : tensor<1x16x1x1xf32> into tensor<16xf32> loc("layer3.0.bn1")
    %t1362 = tensor.empty() : tensor<2x16x4x4xf32> loc("layer3.0.bn1")
    %t1366 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1313 : tensor<2x16x4x4xf32>) outs(%t1362 : tensor<2x16x4x4xf32>) {
    ^bb0(%in1363: f32, %out1364: f32):
      %s1365 = arith.mulf %in1363, %in1363 : f32
      linalg.yield %s1365 : f32
    } -> tensor<2x16x4x4xf32> loc("layer3.0.bn1")
    %t1367 = tensor.empty() : tensor<16xf32> loc("layer3.0.bn1")
    %c1368 = arith.constant 0.000000000e+00 : f32 loc("layer3.0.bn1")
    %t1369 = linalg.fill ins(%c1368 : f32) outs(%t1367 : tensor<16xf32>) -> tensor<16xf32> loc("layer3.0.bn1")
    %t1373 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t1366 : tensor<2x16x4x4xf32>) outs(%t1369 : tensor<16xf32>) {
    ^bb0(%in1370: f32, %out1371: f32):
      %s1372 = arith.addf %out1371, %in1370 : f32
      linalg.yield %s1372 : f32
    } -> tensor<16xf32> loc("layer3.0.bn1")
    %t1374 = tensor.empty() : tensor<16xf32> loc("layer3.0.bn1")
    %t1383 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%primals_93, %t1360 : tensor<16xf32>, tensor<16xf32>) outs(%t1374 : tensor<16xf32>) {
    ^bb0(%in1375: f32, %in1376: f32, %out1377: f32):
      %s1378 = arith.constant 8.999999762e-01 : f32
      %s1379 = arith.mulf %in1375, %s1378 : f32
      %s1380 = arith.constant 1.000000015e-01 : f32
      %s1381 = arith.mulf %in1376, %s1380 : f32
      %s1382 = arith.addf %s1379, %s1381 : f32
      linalg.yield %s1382 : f32
    } -> tensor<16xf32> loc("layer3.0.bn1")
    %t1384 = tensor.empty() : tensor<16xf32> loc("layer3.0.bn1")
    %t1395 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%primals_94, %t1373 : tensor<16xf32>, tensor<16xf32>) outs(%t1384 : tensor<16xf32>) {
    ^bb0(%in1385: f32, %in1386: f32, %out1387: f32):
      %s1388 = arith.constant 8.999999762e-01 : f32
      %s1389 = arith.mulf %in1385, %s1388 : f32
      %s1390 = arith.constant 3.225806355e-02 : f32
      %s1391 = arith.mulf %in1386, %s1390 : f32
      %s1392 = arith.constant 1.000000015e-01 : f32
      %s1393 = arith.mulf %s1391, %s1392 : f32
      %s1394 = arith.addf %s1389, %s1393 : f32
      linalg.yield %s1394 : f32
    } -> tensor<16xf32> loc("layer3.0.bn1")
    %t1396 = tensor.empty() : tensor<2x16x4x4xf32> loc("layer3.0.relu")
    %t1401 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1359 : tensor<2x16x4x4xf32>) outs(%t1396 : tensor<2x16x4x4xf32>) {
    ^bb0(%in1397: f32, %out1398: f32):
      %s1399 = arith.constant 0.000000000e+00 : f32
      %s1400 = arith.maximumf %in1397, %s1399 : f32
      linalg.yield %s1400 : f32
    } -> tensor<2x16x4x4xf32> loc("layer3.0.relu")
    %t1402 = tensor.empty() : tensor<2x16x6x6xf32> loc("layer3.0.conv2")
    %c1403 = arith.constant 0.000000000e+00 : f32 loc("layer3.0.conv2")
    %t1404 = linalg.fill ins(%c1403 : f32) outs(%t1402 : tensor<2x16x6x6xf32>) -> tensor<2x16x6x6xf32> loc("layer3.0.conv2")
    %t1405 = tensor.insert_slice %t1401 into %t1404[0, 0, 1, 1] [2, 16, 4, 4] [1, 1, 1, 1] : tensor<2x16x4x4xf32> into tensor<2x16x6x6xf32> loc("layer3.0.conv2")
    %t1406 = tensor.empty() : tensor<2x16x4x4xf32> loc("layer3.0.conv2")
    %c1407 = arith.constant 0.000000000e+00 : f32 loc("layer3.0.conv2")
    %t1408 = linalg.fill ins(%c1407 : f32) outs(%t1406 : tensor<2x16x4x4xf32>) -> tensor<2x16x4x4xf32> loc("layer3.0.conv2")
    %t1409 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%t1405, %primals_34 : tensor<2x16x6x6xf32>, tensor<16x16x3x3xf32>) outs(%t1408 : tensor<2x16x4x4xf32>) -> tensor<2x16x4x4xf32> loc("layer3.0.conv2")
    %t1410 = tensor.empty() : tensor<i64> loc("layer3.0.bn2")
    %t1415 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%primals_98 : tensor<i64>) outs(%t1410 : tensor<i64>) {
    ^bb0(%in1411: i64, %out1412: i64):
      %s1413 = arith.constant 1 : i64
      %s1414 = arith.addi %in1411, %s1413 : i64
      linalg.yield %s1414 : i64
    } -> tensor<i64> loc("layer3.0.bn2")
    %t1416 = tensor.empty() : tensor<16xf32> loc("layer3.0.bn2")
    %c1417 = arith.constant 0.000000000e+00 : f32 loc("layer3.0.bn2")
    %t1418 = linalg.fill ins(%c1417 : f32) outs(%t1416 : tensor<16xf32>) -> tensor<16xf32> loc("layer3.0.bn2")
    %t1422 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t1409 : tensor<2x16x4x4xf32>) outs(%t1418 : tensor<16xf32>) {
    ^bb0(%in1419: f32, %out1420: f32):
      %s1421 = arith.addf %out1420, %in1419 : f32
      linalg.yield %s1421 : f32
    } -> tensor<16xf32> loc("layer3.0.bn2")
    %t1423 = tensor.empty() : tensor<16xf32> loc("layer3.0.bn2")
    %t1428 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1422 : tensor<16xf32>) outs(%t1423 : tensor<16xf32>) {
    ^bb0(%in1424: f32, %out1425: f32):
      %s1426 = arith.constant 3.125000000e-02 : f32
      %s1427 = arith.mulf %in1424, %s1426 : f32
      linalg.yield %s1427 : f32
    } -> tensor<16xf32> loc("layer3.0.bn2")
    %t1429 = tensor.expand_shape %t1428 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32> loc("layer3.0.bn2")
    %t1430 = tensor.empty() : tensor<2x16x4x4xf32> loc("layer3.0.bn2")
    %t1435 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1409, %t1429 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%t1430 : tensor<2x16x4x4xf32>) {
    ^bb0(%in1431: f32, %in1432: f32, %out1433: f32):
      %s1434 = arith.subf %in1431, %in1432 : f32
      linalg.yield %s1434 : f32
    } -> tensor<2x16x4x4xf32> loc("layer3.0.bn2")
    %t1436 = tensor.empty() : tensor<2x16x4x4xf32> loc("layer3.0.bn2")
    %t1440 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1435 : tensor<2x16x4x4xf32>) outs(%t1436 : tensor<2x16x4x4xf32>) {
    ^bb0(%in1437: f32, %out1438: f32):
      %s1439 = arith.mulf %in1437, %in1437 : f32
      linalg.yield %s1439 : f32
    } -> tensor<2x16x4x4xf32> loc("layer3.0.bn2")
    %t1441 = tensor.empty() : tensor<16xf32> loc("layer3.0.bn2")
    %c1442 = arith.constant 0.000000000e+00 : f32 loc("layer3.0.bn2")
    %t1443 = linalg.fill ins(%c1442 : f32) outs(%t1441 : tensor<16xf32>) -> tensor<16xf32> loc("layer3.0.bn2")
    %t1447 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t1440 : tensor<2x16x4x4xf32>) outs(%t1443 : tensor<16xf32>) {
    ^bb0(%in1444: f32, %out1445: f32):
      %s1446 = arith.addf %out1445, %in1444 : f32
      linalg.yield %s1446 : f32
    } -> tensor<16xf32> loc("layer3.0.bn2")
    %t1448 = tensor.empty() : tensor<16xf32> loc("layer3.0.bn2")
    %t1453 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1447 : tensor<16xf32>) outs(%t1448 : tensor<16xf32>) {
    ^bb0(%in1449: f32, %out1450: f32):
      %s1451 = arith.constant 3.125000000e-02 : f32
      %s1452 = arith.mulf %in1449, %s1451 : f32
      linalg.yield %s1452 : f32
    } -> tensor<16xf32> loc("layer3.0.bn2")
    %t1454 = tensor.expand_shape %t1453 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32> loc("layer3.0.bn2")
    %t1455 = tensor.empty() : tensor<1x16x1x1xf32> loc("layer3.0.bn2")
    %t1461 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1454 : tensor<1x16x1x1xf32>) outs(%t1455 : tensor<1x16x1x1xf32>) {
    ^bb0(%in1456: f32, %out1457: f32):
      %s1458 = arith.constant 9.999999747e-06 : f32
      %s1459 = arith.addf %in1456, %s1458 : f32
      %s1460 = math.rsqrt %s1459 : f32
      linalg.yield %s1460 : f32
    } -> tensor<1x16x1x1xf32> loc("layer3.0.bn2")
    %t1462 = tensor.empty() : tensor<2x16x4x4xf32> loc("layer3.0.bn2")
    %t1467 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1435, %t1461 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%t1462 : tensor<2x16x4x4xf32>) {
    ^bb0(%in1463: f32, %in1464: f32, %out1465: f32):
      %s1466 = arith.mulf %in1463, %in1464 : f32
      linalg.yield %s1466 : f32
    } -> tensor<2x16x4x4xf32> loc("layer3.0.bn2")
    %t1468 = tensor.expand_shape %primals_35 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32> loc("layer3.0.bn2")
    %t1469 = tensor.empty() : tensor<2x16x4x4xf32> loc("layer3.0.bn2")
    %t1474 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1467, %t1468 : tensor<2x16x4x4xf32>, tensor<16x1x1xf32>) outs(%t1469 : tensor<2x16x4x4xf32>) {
    ^bb0(%in1470: f32, %in1471: f32, %out1472: f32):
      %s1473 = arith.mulf %in1470, %in1471 : f32
      linalg.yield %s1473 : f32
    } -> tensor<2x16x4x4xf32> loc("layer3.0.bn2")
    %t1475 = tensor.expand_shape %primals_36 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32> loc("layer3.0.bn2")
    %t1476 = tensor.empty() : tensor<2x16x4x4xf32> loc("layer3.0.bn2")
    %t1481 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1474, %t1475 : tensor<2x16x4x4xf32>, tensor<16x1x1xf32>) outs(%t1476 : tensor<2x16x4x4xf32>) {
    ^bb0(%in1477: f32, %in1478: f32, %out1479: f32):
      %s1480 = arith.addf %in1477, %in1478 : f32
      linalg.yield %s1480 : f32
    } -> tensor<2x16x4x4xf32> loc("layer3.0.bn2")
    %t1482 = tensor.collapse_shape %t1429 [[0, 1, 2, 3]] : tensor<1x16x1x1xf32> into tensor<16xf32> loc("layer3.0.bn2")
    %t1483 = tensor.collapse_shape %t1461 [[0, 1, 2, 3]] : tensor<1x16x1x1xf32> into tensor<16xf32> loc("layer3.0.bn2")
    %t1484 = tensor.empty() : tensor<2x16x4x4xf32> loc("layer3.0.bn2")
    %t1488 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1435 : tensor<2x16x4x4xf32>) outs(%t1484 : tensor<2x16x4x4xf32>) {
    ^bb0(%in1485: f32, %out1486: f32):
      %s1487 = arith.mulf %in1485, %in1485 : f32
      linalg.yield %s1487 : f32
    } -> tensor<2x16x4x4xf32> loc("layer3.0.bn2")
    %t1489 = tensor.empty() : tensor<16xf32> loc("layer3.0.bn2")
    %c1490 = arith.constant 0.000000000e+00 : f32 loc("layer3.0.bn2")
    %t1491 = linalg.fill ins(%c1490 : f32) outs(%t1489 : tensor<16xf32>) -> tensor<16xf32> loc("layer3.0.bn2")
    %t1495 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t1488 : tensor<2x16x4x4xf32>) outs(%t1491 : tensor<16xf32>) {
    ^bb0(%in1492: f32, %out1493: f32):
      %s1494 = arith.addf %out1493, %in1492 : f32
      linalg.yield %s1494 : f32
    } -> tensor<16xf32> loc("layer3.0.bn2")
    %t1496 = tensor.empty() : tensor<16xf32> loc("layer3.0.bn2")
    %t1505 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%primals_96, %t1482 : tensor<16xf32>, tensor<16xf32>) outs(%t1496 : tensor<16xf32>) {
    ^bb0(%in1497: f32, %in1498: f32, %out1499: f32):
      %s1500 = arith.constant 8.999999762e-01 : f32
      %s1501 = arith.mulf %in1497, %s1500 : f32
      %s1502 = arith.constant 1.000000015e-01 : f32
      %s1503 = arith.mulf %in1498, %s1502 : f32
      %s1504 = arith.addf %s1501, %s1503 : f32
      linalg.yield %s1504 : f32
    } -> tensor<16xf32> loc("layer3.0.bn2")
    %t1506 = tensor.empty() : tensor<16xf32> loc("layer3.0.bn2")
    %t1517 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%primals_97, %t1495 : tensor<16xf32>, tensor<16xf32>) outs(%t1506 : tensor<16xf32>) {
    ^bb0(%in1507: f32, %in1508: f32, %out1509: f32):
      %s1510 = arith.constant 8.999999762e-01 : f32
      %s1511 = arith.mulf %in1507, %s1510 : f32
      %s1512 = arith.constant 3.225806355e-02 : f32
      %s1513 = arith.mulf %in1508, %s1512 : f32
      %s1514 = arith.constant 1.000000015e-01 : f32
      %s1515 = arith.mulf %s1513, %s1514 : f32
      %s1516 = arith.addf %s1511, %s1515 : f32
      linalg.yield %s1516 : f32
    } -> tensor<16xf32> loc("layer3.0.bn2")
    %t1518 = tensor.empty() : tensor<2x16x4x4xf32> loc("layer3.0.downsample.0")
    %c1519 = arith.constant 0.000000000e+00 : f32 loc("layer3.0.downsample.0")
    %t1520 = linalg.fill ins(%c1519 : f32) outs(%t1518 : tensor<2x16x4x4xf32>) -> tensor<2x16x4x4xf32> loc("layer3.0.downsample.0")
    %t1521 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[2, 2]> : tensor<2xi64>} ins(%t1279, %primals_37 : tensor<2x8x8x8xf32>, tensor<16x8x1x1xf32>) outs(%t1520 : tensor<2x16x4x4xf32>) -> tensor<2x16x4x4xf32> loc("layer3.0.downsample.0")
    %t1522 = tensor.empty() : tensor<i64> loc("layer3.0.downsample.1")
    %t1527 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%primals_101 : tensor<i64>) outs(%t1522 : tensor<i64>) {
    ^bb0(%in1523: i64, %out1524: i64):
      %s1525 = arith.constant 1 : i64
      %s1526 = arith.addi %in1523, %s1525 : i64
      linalg.yield %s1526 : i64
    } -> tensor<i64> loc("layer3.0.downsample.1")
    %t1528 = tensor.empty() : tensor<16xf32> loc("layer3.0.downsample.1")
    %c1529 = arith.constant 0.000000000e+00 : f32 loc("layer3.0.downsample.1")
    %t1530 = linalg.fill ins(%c1529 : f32) outs(%t1528 : tensor<16xf32>) -> tensor<16xf32> loc("layer3.0.downsample.1")
    %t1534 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t1521 : tensor<2x16x4x4xf32>) outs(%t1530 : tensor<16xf32>) {
    ^bb0(%in1531: f32, %out1532: f32):
      %s1533 = arith.addf %out1532, %in1531 : f32
      linalg.yield %s1533 : f32
    } -> tensor<16xf32> loc("layer3.0.downsample.1")
    %t1535 = tensor.empty() : tensor<16xf32> loc("layer3.0.downsample.1")
    %t1540 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1534 : tensor<16xf32>) outs(%t1535 : tensor<16xf32>) {
    ^bb0(%in1536: f32, %out1537: f32):
      %s1538 = arith.constant 3.125000000e-02 : f32
      %s1539 = arith.mulf %in1536, %s1538 : f32
      linalg.yield %s1539 : f32
    } -> tensor<16xf32> loc("layer3.0.downsample.1")
    %t1541 = tensor.expand_shape %t1540 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32> loc("layer3.0.downsample.1")
    %t1542 = tensor.empty() : tensor<2x16x4x4xf32> loc("layer3.0.downsample.1")
    %t1547 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1521, %t1541 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%t1542 : tensor<2x16x4x4xf32>) {
    ^bb0(%in1543: f32, %in1544: f32, %out1545: f32):
      %s1546 = arith.subf %in1543, %in1544 : f32
      linalg.yield %s1546 : f32
    } -> tensor<2x16x4x4xf32> loc("layer3.0.downsample.1")
    %t1548 = tensor.empty() : tensor<2x16x4x4xf32> loc("layer3.0.downsample.1")
    %t1552 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1547 : tensor<2x16x4x4xf32>) outs(%t1548 : tensor<2x16x4x4xf32>) {
    ^bb0(%in1549: f32, %out1550: f32):
      %s1551 = arith.mulf %in1549, %in1549 : f32
      linalg.yield %s1551 : f32
    } -> tensor<2x16x4x4xf32> loc("layer3.0.downsample.1")
    %t1553 = tensor.empty() : tensor<16xf32> loc("layer3.0.downsample.1")
    %c1554 = arith.constant 0.000000000e+00 : f32 loc("layer3.0.downsample.1")
    %t1555 = linalg.fill ins(%c1554 : f32) outs(%t1553 : tensor<16xf32>) -> tensor<16xf32> loc("layer3.0.downsample.1")
    %t1559 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t1552 : tensor<2x16x4x4xf32>) outs(%t1555 : tensor<16xf32>) {
    ^bb0(%in1556: f32, %out1557: f32):
      %s1558 = arith.addf %out1557, %in1556 : f32
      linalg.yield %s1558 : f32
    } -> tensor<16xf32> loc("layer3.0.downsample.1")
    %t1560 = tensor.empty() : tensor<16xf32> loc("layer3.0.downsample.1")
    %t1565 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1559 : tensor<16xf32>) outs(%t1560 : tensor<16xf32>) {
    ^bb0(%in1561: f32, %out1562: f32):
      %s1563 = arith.constant 3.125000000e-02 : f32
      %s1564 = arith.mulf %in1561, %s1563 : f32
      linalg.yield %s1564 : f32
    } -> tensor<16xf32> loc("layer3.0.downsample.1")
    %t1566 = tensor.expand_shape %t1565 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32> loc("layer3.0.downsample.1")
    %t1567 = tensor.empty() : tensor<1x16x1x1xf32> loc("layer3.0.downsample.1")
    %t1573 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1566 : tensor<1x16x1x1xf32>) outs(%t1567 : tensor<1x16x1x1xf32>) {
    ^bb0(%in1568: f32, %out1569: f32):
      %s1570 = arith.constant 9.999999747e-06 : f32
      %s1571 = arith.addf %in1568, %s1570 : f32
      %s1572 = math.rsqrt %s1571 : f32
      linalg.yield %s1572 : f32
    } -> tensor<1x16x1x1xf32> loc("layer3.0.downsample.1")
    %t1574 = tensor.empty() : tensor<2x16x4x4xf32> loc("layer3.0.downsample.1")
    %t1579 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1547, %t1573 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%t1574 : tensor<2x16x4x4xf32>) {
    ^bb0(%in1575: f32, %in1576: f32, %out1577: f32):
      %s1578 = arith.mulf %in1575, %in1576 : f32
      linalg.yield %s1578 : f32
    } -> tensor<2x16x4x4xf32> loc("layer3.0.downsample.1")
    %t1580 = tensor.expand_shape %primals_38 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32> loc("layer3.0.downsample.1")
    %t1581 = tensor.empty() : tensor<2x16x4x4xf32> loc("layer3.0.downsample.1")
    %t1586 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1579, %t1580 : tensor<2x16x4x4xf32>, tensor<16x1x1xf32>) outs(%t1581 : tensor<2x16x4x4xf32>) {
    ^bb0(%in1582: f32, %in1583: f32, %out1584: f32):
      %s1585 = arith.mulf %in1582, %in1583 : f32
      linalg.yield %s1585 : f32
    } -> tensor<2x16x4x4xf32> loc("layer3.0.downsample.1")
    %t1587 = tensor.expand_shape %primals_39 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32> loc("layer3.0.downsample.1")
    %t1588 = tensor.empty() : tensor<2x16x4x4xf32> loc("layer3.0.downsample.1")
    %t1593 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1586, %t1587 : tensor<2x16x4x4xf32>, tensor<16x1x1xf32>) outs(%t1588 : tensor<2x16x4x4xf32>) {
    ^bb0(%in1589: f32, %in1590: f32, %out1591: f32):
      %s1592 = arith.addf %in1589, %in1590 : f32
      linalg.yield %s1592 : f32
    } -> tensor<2x16x4x4xf32> loc("layer3.0.downsample.1")
    %t1594 = tensor.collapse_shape %t1541 [[0, 1, 2, 3]] : tensor<1x16x1x1xf32> into tensor<16xf32> loc("layer3.0.downsample.1")
    %t1595 = tensor.collapse_shape %t1573 [[0, 1, 2, 3]] : tensor<1x16x1x1xf32> into tensor<16xf32> loc("layer3.0.downsample.1")
    %t1596 = tensor.empty() : tensor<2x16x4x4xf32> loc("layer3.0.downsample.1")
    %t1600 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1547 : tensor<2x16x4x4xf32>) outs(%t1596 : tensor<2x16x4x4xf32>) {
    ^bb0(%in1597: f32, %out1598: f32):
      %s1599 = arith.mulf %in1597, %in1597 : f32
      linalg.yield %s1599 : f32
    } -> tensor<2x16x4x4xf32> loc("layer3.0.downsample.1")
    %t1601 = tensor.empty() : tensor<16xf32> loc("layer3.0.downsample.1")
    %c1602 = arith.constant 0.000000000e+00 : f32 loc("layer3.0.downsample.1")
    %t1603 = linalg.fill ins(%c1602 : f32) outs(%t1601 : tensor<16xf32>) -> tensor<16xf32> loc("layer3.0.downsample.1")
    %t1607 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t1600 : tensor<2x16x4x4xf32>) outs(%t1603 : tensor<16xf32>) {
    ^bb0(%in1604: f32, %out1605: f32):
      %s1606 = arith.addf %out1605, %in1604 : f32
      linalg.yield %s1606 : f32
    } -> tensor<16xf32> loc("layer3.0.downsample.1")
    %t1608 = tensor.empty() : tensor<16xf32> loc("layer3.0.downsample.1")
    %t1617 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%primals_99, %t1594 : tensor<16xf32>, tensor<16xf32>) outs(%t1608 : tensor<16xf32>) {
    ^bb0(%in1609: f32, %in1610: f32, %out1611: f32):
      %s1612 = arith.constant 8.999999762e-01 : f32
      %s1613 = arith.mulf %in1609, %s1612 : f32
      %s1614 = arith.constant 1.000000015e-01 : f32
      %s1615 = arith.mulf %in1610, %s1614 : f32
      %s1616 = arith.addf %s1613, %s1615 : f32
      linalg.yield %s1616 : f32
    } -> tensor<16xf32> loc("layer3.0.downsample.1")
    %t1618 = tensor.empty() : tensor<16xf32> loc("layer3.0.downsample.1")
    %t1629 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%primals_100, %t1607 : tensor<16xf32>, tensor<16xf32>) outs(%t1618 : tensor<16xf32>) {
    ^bb0(%in1619: f32, %in1620: f32, %out1621: f32):
      %s1622 = arith.constant 8.999999762e-01 : f32
      %s1623 = arith.mulf %in1619, %s1622 : f32
      %s1624 = arith.constant 3.225806355e-02 : f32
      %s1625 = arith.mulf %in1620, %s1624 : f32
      %s1626 = arith.constant 1.000000015e-01 : f32
      %s1627 = arith.mulf %s1625, %s1626 : f32
      %s1628 = arith.addf %s1623, %s1627 : f32
      linalg.yield %s1628 : f32
    } -> tensor<16xf32> loc("layer3.0.downsample.1")
    %t1630 = tensor.empty() : tensor<2x16x4x4xf32> loc("layer3.0")
    %t1635 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1481, %t1593 : tensor<2x16x4x4xf32>, tensor<2x16x4x4xf32>) outs(%t1630 : tensor<2x16x4x4xf32>) {
    ^bb0(%in1631: f32, %in1632: f32, %out1633: f32):
      %s1634 = arith.addf %in1631, %in1632 : f32
      linalg.yield %s1634 : f32
    } -> tensor<2x16x4x4xf32> loc("layer3.0")
    %t1636 = tensor.empty() : tensor<2x16x4x4xf32> loc("layer3.0.relu")
    %t1641 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1635 : tensor<2x16x4x4xf32>) outs(%t1636 : tensor<2x16x4x4xf32>) {
    ^bb0(%in1637: f32, %out1638: f32):
      %s1639 = arith.constant 0.000000000e+00 : f32
      %s1640 = arith.maximumf %in1637, %s1639 : f32
      linalg.yield %s1640 : f32
    } -> tensor<2x16x4x4xf32> loc("layer3.0.relu")
    %t1642 = tensor.empty() : tensor<2x16x6x6xf32> loc("layer3.1.conv1")
    %c1643 = arith.constant 0.000000000e+00 : f32 loc("layer3.1.conv1")
    %t1644 = linalg.fill ins(%c1643 : f32) outs(%t1642 : tensor<2x16x6x6xf32>) -> tensor<2x16x6x6xf32> loc("layer3.1.conv1")
    %t1645 = tensor.insert_slice %t1641 into %t1644[0, 0, 1, 1] [2, 16, 4, 4] [1, 1, 1, 1] : tensor<2x16x4x4xf32> into tensor<2x16x6x6xf32> loc("layer3.1.conv1")
    %t1646 = tensor.empty() : tensor<2x16x4x4xf32> loc("layer3.1.conv1")
    %c1647 = arith.constant 0.000000000e+00 : f32 loc("layer3.1.conv1")
    %t1648 = linalg.fill ins(%c1647 : f32) outs(%t1646 : tensor<2x16x4x4xf32>) -> tensor<2x16x4x4xf32> loc("layer3.1.conv1")
    %t1649 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%t1645, %primals_40 : tensor<2x16x6x6xf32>, tensor<16x16x3x3xf32>) outs(%t1648 : tensor<2x16x4x4xf32>) -> tensor<2x16x4x4xf32> loc("layer3.1.conv1")
    %t1650 = tensor.empty() : tensor<i64> loc("layer3.1.bn1")
    %t1655 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%primals_104 : tensor<i64>) outs(%t1650 : tensor<i64>) {
    ^bb0(%in1651: i64, %out1652: i64):
      %s1653 = arith.constant 1 : i64
      %s1654 = arith.addi %in1651, %s1653 : i64
      linalg.yield %s1654 : i64
    } -> tensor<i64> loc("layer3.1.bn1")
    %t1656 = tensor.empty() : tensor<16xf32> loc("layer3.1.bn1")
    %c1657 = arith.constant 0.000000000e+00 : f32 loc("layer3.1.bn1")
    %t1658 = linalg.fill ins(%c1657 : f32) outs(%t1656 : tensor<16xf32>) -> tensor<16xf32> loc("layer3.1.bn1")
    %t1662 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t1649 : tensor<2x16x4x4xf32>) outs(%t1658 : tensor<16xf32>) {
    ^bb0(%in1659: f32, %out1660: f32):
      %s1661 = arith.addf %out1660, %in1659 : f32
      linalg.yield %s1661 : f32
    } -> tensor<16xf32> loc("layer3.1.bn1")
    %t1663 = tensor.empty() : tensor<16xf32> loc("layer3.1.bn1")
    %t1668 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1662 : tensor<16xf32>) outs(%t1663 : tensor<16xf32>) {
    ^bb0(%in1664: f32, %out1665: f32):
      %s1666 = arith.constant 3.125000000e-02 : f32
      %s1667 = arith.mulf %in1664, %s1666 : f32
      linalg.yield %s1667 : f32
    } -> tensor<16xf32> loc("layer3.1.bn1")
    %t1669 = tensor.expand_shape %t1668 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32> loc("layer3.1.bn1")
    %t1670 = tensor.empty() : tensor<2x16x4x4xf32> loc("layer3.1.bn1")
    %t1675 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1649, %t1669 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%t1670 : tensor<2x16x4x4xf32>) {
    ^bb0(%in1671: f32, %in1672: f32, %out1673: f32):
      %s1674 = arith.subf %in1671, %in1672 : f32
      linalg.yield %s1674 : f32
    } -> tensor<2x16x4x4xf32> loc("layer3.1.bn1")
    %t1676 = tensor.empty() : tensor<2x16x4x4xf32> loc("layer3.1.bn1")
    %t1680 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1675 : tensor<2x16x4x4xf32>) outs(%t1676 : tensor<2x16x4x4xf32>) {
    ^bb0(%in1677: f32, %out1678: f32):
      %s1679 = arith.mulf %in1677, %in1677 : f32
      linalg.yield %s1679 : f32
    } -> tensor<2x16x4x4xf32> loc("layer3.1.bn1")
    %t1681 = tensor.empty() : tensor<16xf32> loc("layer3.1.bn1")
    %c1682 = arith.constant 0.000000000e+00 : f32 loc("layer3.1.bn1")
    %t1683 = linalg.fill ins(%c1682 : f32) outs(%t1681 : tensor<16xf32>) -> tensor<16xf32> loc("layer3.1.bn1")
    %t1687 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t1680 : tensor<2x16x4x4xf32>) outs(%t1683 : tensor<16xf32>) {
    ^bb0(%in1684: f32, %out1685: f32):
      %s1686 = arith.addf %out1685, %in1684 : f32
      linalg.yield %s1686 : f32
    } -> tensor<16xf32> loc("layer3.1.bn1")
    %t1688 = tensor.empty() : tensor<16xf32> loc("layer3.1.bn1")
    %t1693 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1687 : tensor<16xf32>) outs(%t1688 : tensor<16xf32>) {
    ^bb0(%in1689: f32, %out1690: f32):
      %s1691 = arith.constant 3.125000000e-02 : f32
      %s1692 = arith.mulf %in1689, %s1691 : f32
      linalg.yield %s1692 : f32
    } -> tensor<16xf32> loc("layer3.1.bn1")
    %t1694 = tensor.expand_shape %t1693 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32> loc("layer3.1.bn1")
    %t1695 = tensor.empty() : tensor<1x16x1x1xf32> loc("layer3.1.bn1")
    %t1701 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1694 : tensor<1x16x1x1xf32>) outs(%t1695 : tensor<1x16x1x1xf32>) {
    ^bb0(%in1696: f32, %out1697: f32):
      %s1698 = arith.constant 9.999999747e-06 : f32
      %s1699 = arith.addf %in1696, %s1698 : f32
      %s1700 = math.rsqrt %s1699 : f32
      linalg.yield %s1700 : f32
    } -> tensor<1x16x1x1xf32> loc("layer3.1.bn1")
    %t1702 = tensor.empty() : tensor<2x16x4x4xf32> loc("layer3.1.bn1")
    %t1707 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1675, %t1701 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%t1702 : tensor<2x16x4x4xf32>) {
    ^bb0(%in1703: f32, %in1704: f32, %out1705: f32):
      %s1706 = arith.mulf %in1703, %in1704 : f32
      linalg.yield %s1706 : f32
    } -> tensor<2x16x4x4xf32> loc("layer3.1.bn1")
    %t1708 = tensor.expand_shape %primals_41 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32> loc("layer3.1.bn1")
    %t1709 = tensor.empty() : tensor<2x16x4x4xf32> loc("layer3.1.bn1")
    %t1714 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1707, %t1708 : tensor<2x16x4x4xf32>, tensor<16x1x1xf32>) outs(%t1709 : tensor<2x16x4x4xf32>) {
    ^bb0(%in1710: f32, %in1711: f32, %out1712: f32):
      %s1713 = arith.mulf %in1710, %in1711 : f32
      linalg.yield %s1713 : f32
    } -> tensor<2x16x4x4xf32> loc("layer3.1.bn1")
    %t1715 = tensor.expand_shape %primals_42 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32> loc("layer3.1.bn1")
    %t1716 = tensor.empty() : tensor<2x16x4x4xf32> loc("layer3.1.bn1")
    %t1721 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1714, %t1715 : tensor<2x16x4x4xf32>, tensor<16x1x1xf32>) outs(%t1716 : tensor<2x16x4x4xf32>) {
    ^bb0(%in1717: f32, %in1718: f32, %out1719: f32):
      %s1720 = arith.addf %in1717, %in1718 : f32
      linalg.yield %s1720 : f32
    } -> tensor<2x16x4x4xf32> loc("layer3.1.bn1")
    %t1722 = tensor.collapse_shape %t1669 [[0, 1, 2, 3]] : tensor<1x16x1x1xf32> into tensor<16xf32> loc("layer3.1.bn1")
    %t1723 = tensor.collapse_shape %t1701 [[0, 1, 2, 3]] : tensor<1x16x1x1xf32> into tensor<16xf32> loc("layer3.1.bn1")
    %t1724 = tensor.empty() : tensor<2x16x4x4xf32> loc("layer3.1.bn1")
    %t1728 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1675 : tensor<2x16x4x4xf32>) outs(%t1724 : tensor<2x16x4x4xf32>) {
    ^bb0(%in1725: f32, %out1726: f32):
      %s1727 = arith.mulf %in1725, %in1725 : f32
      linalg.yield %s1727 : f32
    } -> tensor<2x16x4x4xf32> loc("layer3.1.bn1")
    %t1729 = tensor.empty() : tensor<16xf32> loc("layer3.1.bn1")
    %c1730 = arith.constant 0.000000000e+00 : f32 loc("layer3.1.bn1")
    %t1731 = linalg.fill ins(%c1730 : f32) outs(%t1729 : tensor<16xf32>) -> tensor<16xf32> loc("layer3.1.bn1")
    %t1735 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t1728 : tensor<2x16x4x4xf32>) outs(%t1731 : tensor<16xf32>) {
    ^bb0(%in1732: f32, %out1733: f32):
      %s1734 = arith.addf %out1733, %in1732 : f32
      linalg.yield %s1734 : f32
    } -> tensor<16xf32> loc("layer3.1.bn1")
    %t1736 = tensor.empty() : tensor<16xf32> loc("layer3.1.bn1")
    %t1745 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%primals_102, %t1722 : tensor<16xf32>, tensor<16xf32>) outs(%t1736 : tensor<16xf32>) {
    ^bb0(%in1737: f32, %in1738: f32, %out1739: f32):
      %s1740 = arith.constant 8.999999762e-01 : f32
      %s1741 = arith.mulf %in1737, %s1740 : f32
      %s1742 = arith.constant 1.000000015e-01 : f32
      %s1743 = arith.mulf %in1738, %s1742 : f32
      %s1744 = arith.addf %s1741, %s1743 : f32
      linalg.yield %s1744 : f32
    } -> tensor<16xf32> loc("layer3.1.bn1")
    %t1746 = tensor.empty() : tensor<16xf32> loc("layer3.1.bn1")
    %t1757 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%primals_103, %t1735 : tensor<16xf32>, tensor<16xf32>) outs(%t1746 : tensor<16xf32>) {
    ^bb0(%in1747: f32, %in1748: f32, %out1749: f32):
      %s1750 = arith.constant 8.999999762e-01 : f32
      %s1751 = arith.mulf %in1747, %s1750 : f32
      %s1752 = arith.constant 3.225806355e-02 : f32
      %s1753 = arith.mulf %in1748, %s1752 : f32
      %s1754 = arith.constant 1.000000015e-01 : f32
      %s1755 = arith.mulf %s1753, %s1754 : f32
      %s1756 = arith.addf %s1751, %s1755 : f32
      linalg.yield %s1756 : f32
    } -> tensor<16xf32> loc("layer3.1.bn1")
    %t1758 = tensor.empty() : tensor<2x16x4x4xf32> loc("layer3.1.relu")
    %t1763 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1721 : tensor<2x16x4x4xf32>) outs(%t1758 : tensor<2x16x4x4xf32>) {
    ^bb0(%in1759: f32, %out1760: f32):
      %s1761 = arith.constant 0.000000000e+00 : f32
      %s1762 = arith.maximumf %in1759, %s1761 : f32
      linalg.yield %s1762 : f32
    } -> tensor<2x16x4x4xf32> loc("layer3.1.relu")
    %t1764 = tensor.empty() : tensor<2x16x6x6xf32> loc("layer3.1.conv2")
    %c1765 = arith.constant 0.000000000e+00 : f32 loc("layer3.1.conv2")
    %t1766 = linalg.fill ins(%c1765 : f32) outs(%t1764 : tensor<2x16x6x6xf32>) -> tensor<2x16x6x6xf32> loc("layer3.1.conv2")
    %t1767 = tensor.insert_slice %t1763 into %t1766[0, 0, 1, 1] [2, 16, 4, 4] [1, 1, 1, 1] : tensor<2x16x4x4xf32> into tensor<2x16x6x6xf32> loc("layer3.1.conv2")
    %t1768 = tensor.empty() : tensor<2x16x4x4xf32> loc("layer3.1.conv2")
    %c1769 = arith.constant 0.000000000e+00 : f32 loc("layer3.1.conv2")
    %t1770 = linalg.fill ins(%c1769 : f32) outs(%t1768 : tensor<2x16x4x4xf32>) -> tensor<2x16x4x4xf32> loc("layer3.1.conv2")
    %t1771 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%t1767, %primals_43 : tensor<2x16x6x6xf32>, tensor<16x16x3x3xf32>) outs(%t1770 : tensor<2x16x4x4xf32>) -> tensor<2x16x4x4xf32> loc("layer3.1.conv2")
    %t1772 = tensor.empty() : tensor<i64> loc("layer3.1.bn2")
    %t1777 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%primals_107 : tensor<i64>) outs(%t1772 : tensor<i64>) {
    ^bb0(%in1773: i64, %out1774: i64):
      %s1775 = arith.constant 1 : i64
      %s1776 = arith.addi %in1773, %s1775 : i64
      linalg.yield %s1776 : i64
    } -> tensor<i64> loc("layer3.1.bn2")
    %t1778 = tensor.empty() : tensor<16xf32> loc("layer3.1.bn2")
    %c1779 = arith.constant 0.000000000e+00 : f32 loc("layer3.1.bn2")
    %t1780 = linalg.fill ins(%c1779 : f32) outs(%t1778 : tensor<16xf32>) -> tensor<16xf32> loc("layer3.1.bn2")
    %t1784 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t1771 : tensor<2x16x4x4xf32>) outs(%t1780 : tensor<16xf32>) {
    ^bb0(%in1781: f32, %out1782: f32):
      %s1783 = arith.addf %out1782, %in1781 : f32
      linalg.yield %s1783 : f32
    } -> tensor<16xf32> loc("layer3.1.bn2")
    %t1785 = tensor.empty() : tensor<16xf32> loc("layer3.1.bn2")
    %t1790 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1784 : tensor<16xf32>) outs(%t1785 : tensor<16xf32>) {
    ^bb0(%in1786: f32, %out1787: f32):
      %s1788 = arith.constant 3.125000000e-02 : f32
      %s1789 = arith.mulf %in1786, %s1788 : f32
      linalg.yield %s1789 : f32
    } -> tensor<16xf32> loc("layer3.1.bn2")
    %t1791 = tensor.expand_shape %t1790 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32> loc("layer3.1.bn2")
    %t1792 = tensor.empty() : tensor<2x16x4x4xf32> loc("layer3.1.bn2")
    %t1797 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1771, %t1791 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%t1792 : tensor<2x16x4x4xf32>) {
    ^bb0(%in1793: f32, %in1794: f32, %out1795: f32):
      %s1796 = arith.subf %in1793, %in1794 : f32
      linalg.yield %s1796 : f32
    } -> tensor<2x16x4x4xf32> loc("layer3.1.bn2")
    %t1798 = tensor.empty() : tensor<2x16x4x4xf32> loc("layer3.1.bn2")
    %t1802 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1797 : tensor<2x16x4x4xf32>) outs(%t1798 : tensor<2x16x4x4xf32>) {
    ^bb0(%in1799: f32, %out1800: f32):
      %s1801 = arith.mulf %in1799, %in1799 : f32
      linalg.yield %s1801 : f32
    } -> tensor<2x16x4x4xf32> loc("layer3.1.bn2")
    %t1803 = tensor.empty() : tensor<16xf32> loc("layer3.1.bn2")
    %c1804 = arith.constant 0.000000000e+00 : f32 loc("layer3.1.bn2")
    %t1805 = linalg.fill ins(%c1804 : f32) outs(%t1803 : tensor<16xf32>) -> tensor<16xf32> loc("layer3.1.bn2")
    %t1809 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t1802 : tensor<2x16x4x4xf32>) outs(%t1805 : tensor<16xf32>) {
    ^bb0(%in1806: f32, %out1807: f32):
      %s1808 = arith.addf %out1807, %in1806 : f32
      linalg.yield %s1808 : f32
    } -> tensor<16xf32> loc("layer3.1.bn2")
    %t1810 = tensor.empty() : tensor<16xf32> loc("layer3.1.bn2")
    %t1815 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1809 : tensor<16xf32>) outs(%t1810 : tensor<16xf32>) {
    ^bb0(%in1811: f32, %out1812: f32):
      %s1813 = arith.constant 3.125000000e-02 : f32
      %s1814 = arith.mulf %in1811, %s1813 : f32
      linalg.yield %s1814 : f32
    } -> tensor<16xf32> loc("layer3.1.bn2")
    %t1816 = tensor.expand_shape %t1815 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32> loc("layer3.1.bn2")
    %t1817 = tensor.empty() : tensor<1x16x1x1xf32> loc("layer3.1.bn2")
    %t1823 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1816 : tensor<1x16x1x1xf32>) outs(%t1817 : tensor<1x16x1x1xf32>) {
    ^bb0(%in1818: f32, %out1819: f32):
      %s1820 = arith.constant 9.999999747e-06 : f32
      %s1821 = arith.addf %in1818, %s1820 : f32
      %s1822 = math.rsqrt %s1821 : f32
      linalg.yield %s1822 : f32
    } -> tensor<1x16x1x1xf32> loc("layer3.1.bn2")
    %t1824 = tensor.empty() : tensor<2x16x4x4xf32> loc("layer3.1.bn2")
    %t1829 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1797, %t1823 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%t1824 : tensor<2x16x4x4xf32>) {
    ^bb0(%in1825: f32, %in1826: f32, %out1827: f32):
      %s1828 = arith.mulf %in1825, %in1826 : f32
      linalg.yield %s1828 : f32
    } -> tensor<2x16x4x4xf32> loc("layer3.1.bn2")
    %t1830 = tensor.expand_shape %primals_44 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32> loc("layer3.1.bn2")
    %t1831 = tensor.empty() : tensor<2x16x4x4xf32> loc("layer3.1.bn2")
    %t1836 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1829, %t1830 : tensor<2x16x4x4xf32>, tensor<16x1x1xf32>) outs(%t1831 : tensor<2x16x4x4xf32>) {
    ^bb0(%in1832: f32, %in1833: f32, %out1834: f32):
      %s1835 = arith.mulf %in1832, %in1833 : f32
      linalg.yield %s1835 : f32
    } -> tensor<2x16x4x4xf32> loc("layer3.1.bn2")
    %t1837 = tensor.expand_shape %primals_45 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32> loc("layer3.1.bn2")
    %t1838 = tensor.empty() : tensor<2x16x4x4xf32> loc("layer3.1.bn2")
    %t1843 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1836, %t1837 : tensor<2x16x4x4xf32>, tensor<16x1x1xf32>) outs(%t1838 : tensor<2x16x4x4xf32>) {
    ^bb0(%in1839: f32, %in1840: f32, %out1841: f32):
      %s1842 = arith.addf %in1839, %in1840 : f32
      linalg.yield %s1842 : f32
    } -> tensor<2x16x4x4xf32> loc("layer3.1.bn2")
    %t1844 = tensor.collapse_shape %t1791 [[0, 1, 2, 3]] : tensor<1x16x1x1xf32> into tensor<16xf32> loc("layer3.1.bn2")
    %t1845 = tensor.collapse_shape %t1823 [[0, 1, 2, 3]] : tensor<1x16x1x1xf32> into tensor<16xf32> loc("layer3.1.bn2")
    %t1846 = tensor.empty() : tensor<2x16x4x4xf32> loc("layer3.1.bn2")
    %t1850 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1797 : tensor<2x16x4x4xf32>) outs(%t1846 : tensor<2x16x4x4xf32>) {
    ^bb0(%in1847: f32, %out1848: f32):
      %s1849 = arith.mulf %in1847, %in1847 : f32
      linalg.yield %s1849 : f32
    } -> tensor<2x16x4x4xf32> loc("layer3.1.bn2")
    %t1851 = tensor.empty() : tensor<16xf32> loc("layer3.1.bn2")
    %c1852 = arith.constant 0.000000000e+00 : f32 loc("layer3.1.bn2")
    %t1853 = linalg.fill ins(%c1852 : f32) outs(%t1851 : tensor<16xf32>) -> tensor<16xf32> loc("layer3.1.bn2")
    %t1857 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t1850 : tensor<2x16x4x4xf32>) outs(%t1853 : tensor<16xf32>) {
    ^bb0(%in1854: f32, %out1855: f32):
      %s1856 = arith.addf %out1855, %in1854 : f32
      linalg.yield %s1856 : f32
    } -> tensor<16xf32> loc("layer3.1.bn2")
    %t1858 = tensor.empty() : tensor<16xf32> loc("layer3.1.bn2")
    %t1867 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%primals_105, %t1844 : tensor<16xf32>, tensor<16xf32>) outs(%t1858 : tensor<16xf32>) {
    ^bb0(%in1859: f32, %in1860: f32, %out1861: f32):
      %s1862 = arith.constant 8.999999762e-01 : f32
      %s1863 = arith.mulf %in1859, %s1862 : f32
      %s1864 = arith.constant 1.000000015e-01 : f32
      %s1865 = arith.mulf %in1860, %s1864 : f32
      %s1866 = arith.addf %s1863, %s1865 : f32
      linalg.yield %s1866 : f32
    } -> tensor<16xf32> loc("layer3.1.bn2")
    %t1868 = tensor.empty() : tensor<16xf32> loc("layer3.1.bn2")
    %t1879 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%primals_106, %t1857 : tensor<16xf32>, tensor<16xf32>) outs(%t1868 : tensor<16xf32>) {
    ^bb0(%in1869: f32, %in1870: f32, %out1871: f32):
      %s1872 = arith.constant 8.999999762e-01 : f32
      %s1873 = arith.mulf %in1869, %s1872 : f32
      %s1874 = arith.constant 3.225806355e-02 : f32
      %s1875 = arith.mulf %in1870, %s1874 : f32
      %s1876 = arith.constant 1.000000015e-01 : f32
      %s1877 = arith.mulf %s1875, %s1876 : f32
      %s1878 = arith.addf %s1873, %s1877 : f32
      linalg.yield %s1878 : f32
    } -> tensor<16xf32> loc("layer3.1.bn2")
    %t1880 = tensor.empty() : tensor<2x16x4x4xf32> loc("layer3.1")
    %t1885 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1843, %t1641 : tensor<2x16x4x4xf32>, tensor<2x16x4x4xf32>) outs(%t1880 : tensor<2x16x4x4xf32>) {
    ^bb0(%in1881: f32, %in1882: f32, %out1883: f32):
      %s1884 = arith.addf %in1881, %in1882 : f32
      linalg.yield %s1884 : f32
    } -> tensor<2x16x4x4xf32> loc("layer3.1")
    %t1886 = tensor.empty() : tensor<2x16x4x4xf32> loc("layer3.1.relu")
    %t1891 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1885 : tensor<2x16x4x4xf32>) outs(%t1886 : tensor<2x16x4x4xf32>) {
    ^bb0(%in1887: f32, %out1888: f32):
      %s1889 = arith.constant 0.000000000e+00 : f32
      %s1890 = arith.maximumf %in1887, %s1889 : f32
      linalg.yield %s1890 : f32
    } -> tensor<2x16x4x4xf32> loc("layer3.1.relu")
    %t1892 = tensor.empty() : tensor<2x16x6x6xf32> loc("layer4.0.conv1")
    %c1893 = arith.constant 0.000000000e+00 : f32 loc("layer4.0.conv1")
    %t1894 = linalg.fill ins(%c1893 : f32) outs(%t1892 : tensor<2x16x6x6xf32>) -> tensor<2x16x6x6xf32> loc("layer4.0.conv1")
    %t1895 = tensor.insert_slice %t1891 into %t1894[0, 0, 1, 1] [2, 16, 4, 4] [1, 1, 1, 1] : tensor<2x16x4x4xf32> into tensor<2x16x6x6xf32> loc("layer4.0.conv1")
    %t1896 = tensor.empty() : tensor<2x32x2x2xf32> loc("layer4.0.conv1")
    %c1897 = arith.constant 0.000000000e+00 : f32 loc("layer4.0.conv1")
    %t1898 = linalg.fill ins(%c1897 : f32) outs(%t1896 : tensor<2x32x2x2xf32>) -> tensor<2x32x2x2xf32> loc("layer4.0.conv1")
    %t1899 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[2, 2]> : tensor<2xi64>} ins(%t1895, %primals_46 : tensor<2x16x6x6xf32>, tensor<32x16x3x3xf32>) outs(%t1898 : tensor<2x32x2x2xf32>) -> tensor<2x32x2x2xf32> loc("layer4.0.conv1")
    %t1900 = tensor.empty() : tensor<i64> loc("layer4.0.bn1")
    %t1905 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%primals_110 : tensor<i64>) outs(%t1900 : tensor<i64>) {
    ^bb0(%in1901: i64, %out1902: i64):
      %s1903 = arith.constant 1 : i64
      %s1904 = arith.addi %in1901, %s1903 : i64
      linalg.yield %s1904 : i64
    } -> tensor<i64> loc("layer4.0.bn1")
    %t1906 = tensor.empty() : tensor<32xf32> loc("layer4.0.bn1")
    %c1907 = arith.constant 0.000000000e+00 : f32 loc("layer4.0.bn1")
    %t1908 = linalg.fill ins(%c1907 : f32) outs(%t1906 : tensor<32xf32>) -> tensor<32xf32> loc("layer4.0.bn1")
    %t1912 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t1899 : tensor<2x32x2x2xf32>) outs(%t1908 : tensor<32xf32>) {
    ^bb0(%in1909: f32, %out1910: f32):
      %s1911 = arith.addf %out1910, %in1909 : f32
      linalg.yield %s1911 : f32
    } -> tensor<32xf32> loc("layer4.0.bn1")
    %t1913 = tensor.empty() : tensor<32xf32> loc("layer4.0.bn1")
    %t1918 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1912 : tensor<32xf32>) outs(%t1913 : tensor<32xf32>) {
    ^bb0(%in1914: f32, %out1915: f32):
      %s1916 = arith.constant 1.250000000e-01 : f32
      %s1917 = arith.mulf %in1914, %s1916 : f32
      linalg.yield %s1917 : f32
    } -> tensor<32xf32> loc("layer4.0.bn1")
    %t1919 = tensor.expand_shape %t1918 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32> loc("layer4.0.bn1")
    %t1920 = tensor.empty() : tensor<2x32x2x2xf32> loc("layer4.0.bn1")
    %t1925 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1899, %t1919 : tensor<2x32x2x2xf32>, tensor<1x32x1x1xf32>) outs(%t1920 : tensor<2x32x2x2xf32>) {
    ^bb0(%in1921: f32, %in1922: f32, %out1923: f32):
      %s1924 = arith.subf %in1921, %in1922 : f32
      linalg.yield %s1924 : f32
    } -> tensor<2x32x2x2xf32> loc("layer4.0.bn1")
    %t1926 = tensor.empty() : tensor<2x32x2x2xf32> loc("layer4.0.bn1")
    %t1930 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1925 : tensor<2x32x2x2xf32>) outs(%t1926 : tensor<2x32x2x2xf32>) {
    ^bb0(%in1927: f32, %out1928: f32):
      %s1929 = arith.mulf %in1927, %in1927 : f32
      linalg.yield %s1929 : f32
    } -> tensor<2x32x2x2xf32> loc("layer4.0.bn1")
    %t1931 = tensor.empty() : tensor<32xf32> loc("layer4.0.bn1")
    %c1932 = arith.constant 0.000000000e+00 : f32 loc("layer4.0.bn1")
    %t1933 = linalg.fill ins(%c1932 : f32) outs(%t1931 : tensor<32xf32>) -> tensor<32xf32> loc("layer4.0.bn1")
    %t1937 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t1930 : tensor<2x32x2x2xf32>) outs(%t1933 : tensor<32xf32>) {
    ^bb0(%in1934: f32, %out1935: f32):
      %s1936 = arith.addf %out1935, %in1934 : f32
      linalg.yield %s1936 : f32
    } -> tensor<32xf32> loc("layer4.0.bn1")
    %t1938 = tensor.empty() : tensor<32xf32> loc("layer4.0.bn1")
    %t1943 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1937 : tensor<32xf32>) outs(%t1938 : tensor<32xf32>) {
    ^bb0(%in1939: f32, %out1940: f32):
      %s1941 = arith.constant 1.250000000e-01 : f32
      %s1942 = arith.mulf %in1939, %s1941 : f32
      linalg.yield %s1942 : f32
    } -> tensor<32xf32> loc("layer4.0.bn1")
    %t1944 = tensor.expand_shape %t1943 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32> loc("layer4.0.bn1")
    %t1945 = tensor.empty() : tensor<1x32x1x1xf32> loc("layer4.0.bn1")
    %t1951 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1944 : tensor<1x32x1x1xf32>) outs(%t1945 : tensor<1x32x1x1xf32>) {
    ^bb0(%in1946: f32, %out1947: f32):
      %s1948 = arith.constant 9.999999747e-06 : f32
      %s1949 = arith.addf %in1946, %s1948 : f32
      %s1950 = math.rsqrt %s1949 : f32
      linalg.yield %s1950 : f32
    } -> tensor<1x32x1x1xf32> loc("layer4.0.bn1")
    %t1952 = tensor.empty() : tensor<2x32x2x2xf32> loc("layer4.0.bn1")
    %t1957 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1925, %t1951 : tensor<2x32x2x2xf32>, tensor<1x32x1x1xf32>) outs(%t1952 : tensor<2x32x2x2xf32>) {
    ^bb0(%in1953: f32, %in1954: f32, %out1955: f32):
      %s1956 = arith.mulf %in1953, %in1954 : f32
      linalg.yield %s1956 : f32
    } -> tensor<2x32x2x2xf32> loc("layer4.0.bn1")
    %t1958 = tensor.expand_shape %primals_47 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32> loc("layer4.0.bn1")
    %t1959 = tensor.empty() : tensor<2x32x2x2xf32> loc("layer4.0.bn1")
    %t1964 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1957, %t1958 : tensor<2x32x2x2xf32>, tensor<32x1x1xf32>) outs(%t1959 : tensor<2x32x2x2xf32>) {
    ^bb0(%in1960: f32, %in1961: f32, %out1962: f32):
      %s1963 = arith.mulf %in1960, %in1961 : f32
      linalg.yield %s1963 : f32
    } -> tensor<2x32x2x2xf32> loc("layer4.0.bn1")
    %t1965 = tensor.expand_shape %primals_48 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32> loc("layer4.0.bn1")
    %t1966 = tensor.empty() : tensor<2x32x2x2xf32> loc("layer4.0.bn1")
    %t1971 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1964, %t1965 : tensor<2x32x2x2xf32>, tensor<32x1x1xf32>) outs(%t1966 : tensor<2x32x2x2xf32>) {
    ^bb0(%in1967: f32, %in1968: f32, %out1969: f32):
      %s1970 = arith.addf %in1967, %in1968 : f32
      linalg.yield %s1970 : f32
    } -> tensor<2x32x2x2xf32> loc("layer4.0.bn1")
    %t1972 = tensor.collapse_shape %t1919 [[0, 1, 2, 3]] : tensor<1x32x1x1xf32> into tensor<32xf32> loc("layer4.0.bn1")
    %t1973 = tensor.collapse_shape %t1951 [[0, 1, 2, 3]] : tensor<1x32x1x1xf32> into tensor<32xf32> loc("layer4.0.bn1")
    %t1974 = tensor.empty() : tensor<2x32x2x2xf32> loc("layer4.0.bn1")
    %t1978 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1925 : tensor<2x32x2x2xf32>) outs(%t1974 : tensor<2x32x2x2xf32>) {
    ^bb0(%in1975: f32, %out1976: f32):
      %s1977 = arith.mulf %in1975, %in1975 : f32
      linalg.yield %s1977 : f32
    } -> tensor<2x32x2x2xf32> loc("layer4.0.bn1")
    %t1979 = tensor.empty() : tensor<32xf32> loc("layer4.0.bn1")
    %c1980 = arith.constant 0.000000000e+00 : f32 loc("layer4.0.bn1")
    %t1981 = linalg.fill ins(%c1980 : f32) outs(%t1979 : tensor<32xf32>) -> tensor<32xf32> loc("layer4.0.bn1")
    %t1985 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t1978 : tensor<2x32x2x2xf32>) outs(%t1981 : tensor<32xf32>) {
    ^bb0(%in1982: f32, %out1983: f32):
      %s1984 = arith.addf %out1983, %in1982 : f32
      linalg.yield %s1984 : f32
    } -> tensor<32xf32> loc("layer4.0.bn1")
    %t1986 = tensor.empty() : tensor<32xf32> loc("layer4.0.bn1")
    %t1995 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%primals_108, %t1972 : tensor<32xf32>, tensor<32xf32>) outs(%t1986 : tensor<32xf32>) {
    ^bb0(%in1987: f32, %in1988: f32, %out1989: f32):
      %s1990 = arith.constant 8.999999762e-01 : f32
      %s1991 = arith.mulf %in1987, %s1990 : f32
      %s1992 = arith.constant 1.000000015e-01 : f32
      %s1993 = arith.mulf %in1988, %s1992 : f32
      %s1994 = arith.addf %s1991, %s1993 : f32
      linalg.yield %s1994 : f32
    } -> tensor<32xf32> loc("layer4.0.bn1")
    %t1996 = tensor.empty() : tensor<32xf32> loc("layer4.0.bn1")
    %t2007 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%primals_109, %t1985 : tensor<32xf32>, tensor<32xf32>) outs(%t1996 : tensor<32xf32>) {
    ^bb0(%in1997: f32, %in1998: f32, %out1999: f32):
      %s2000 = arith.constant 8.999999762e-01 : f32
      %s2001 = arith.mulf %in1997, %s2000 : f32
      %s2002 = arith.constant 1.428571492e-01 : f32
      %s2003 = arith.mulf %in1998, %s2002 : f32
      %s2004 = arith.constant 1.000000015e-01 : f32
      %s2005 = arith.mulf %s2003, %s2004 : f32
      %s2006 = arith.addf %s2001, %s2005 : f32
      linalg.yield %s2006 : f32
    } -> tensor<32xf32> loc("layer4.0.bn1")
    %t2008 = tensor.empty() : tensor<2x32x2x2xf32> loc("layer4.0.relu")
    %t2013 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1971 : tensor<2x32x2x2xf32>) outs(%t2008 : tensor<2x32x2x2xf32>) {
    ^bb0(%in2009: f32, %out2010: f32):
      %s2011 = arith.constant 0.000000000e+00 : f32
      %s2012 = arith.maximumf %in2009, %s2011 : f32
      linalg.yield %s2012 : f32
    } -> tensor<2x32x2x2xf32> loc("layer4.0.relu")
    %t2014 = tensor.empty() : tensor<2x32x4x4xf32> loc("layer4.0.conv2")
    %c2015 = arith.constant 0.000000000e+00 : f32 loc("layer4.0.conv2")
    %t2016 = linalg.fill ins(%c2015 : f32) outs(%t2014 : tensor<2x32x4x4xf32>) -> tensor<2x32x4x4xf32> loc("layer4.0.conv2")
    %t2017 = tensor.insert_slice %t2013 into %t2016[0, 0, 1, 1] [2, 32, 2, 2] [1, 1, 1, 1] : tensor<2x32x2x2xf32> into tensor<2x32x4x4xf32> loc("layer4.0.conv2")
    %t2018 = tensor.empty() : tensor<2x32x2x2xf32> loc("layer4.0.conv2")
    %c2019 = arith.constant 0.000000000e+00 : f32 loc("layer4.0.conv2")
    %t2020 = linalg.fill ins(%c2019 : f32) outs(%t2018 : tensor<2x32x2x2xf32>) -> tensor<2x32x2x2xf32> loc("layer4.0.conv2")
    %t2021 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%t2017, %primals_49 : tensor<2x32x4x4xf32>, tensor<32x32x3x3xf32>) outs(%t2020 : tensor<2x32x2x2xf32>) -> tensor<2x32x2x2xf32> loc("layer4.0.conv2")
    %t2022 = tensor.empty() : tensor<i64> loc("layer4.0.bn2")
    %t2027 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%primals_113 : tensor<i64>) outs(%t2022 : tensor<i64>) {
    ^bb0(%in2023: i64, %out2024: i64):
      %s2025 = arith.constant 1 : i64
      %s2026 = arith.addi %in2023, %s2025 : i64
      linalg.yield %s2026 : i64
    } -> tensor<i64> loc("layer4.0.bn2")
    %t2028 = tensor.empty() : tensor<32xf32> loc("layer4.0.bn2")
    %c2029 = arith.constant 0.000000000e+00 : f32 loc("layer4.0.bn2")
    %t2030 = linalg.fill ins(%c2029 : f32) outs(%t2028 : tensor<32xf32>) -> tensor<32xf32> loc("layer4.0.bn2")
    %t2034 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t2021 : tensor<2x32x2x2xf32>) outs(%t2030 : tensor<32xf32>) {
    ^bb0(%in2031: f32, %out2032: f32):
      %s2033 = arith.addf %out2032, %in2031 : f32
      linalg.yield %s2033 : f32
    } -> tensor<32xf32> loc("layer4.0.bn2")
    %t2035 = tensor.empty() : tensor<32xf32> loc("layer4.0.bn2")
    %t2040 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t2034 : tensor<32xf32>) outs(%t2035 : tensor<32xf32>) {
    ^bb0(%in2036: f32, %out2037: f32):
      %s2038 = arith.constant 1.250000000e-01 : f32
      %s2039 = arith.mulf %in2036, %s2038 : f32
      linalg.yield %s2039 : f32
    } -> tensor<32xf32> loc("layer4.0.bn2")
    %t2041 = tensor.expand_shape %t2040 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32> loc("layer4.0.bn2")
    %t2042 = tensor.empty() : tensor<2x32x2x2xf32> loc("layer4.0.bn2")
    %t2047 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2021, %t2041 : tensor<2x32x2x2xf32>, tensor<1x32x1x1xf32>) outs(%t2042 : tensor<2x32x2x2xf32>) {
    ^bb0(%in2043: f32, %in2044: f32, %out2045: f32):
      %s2046 = arith.subf %in2043, %in2044 : f32
      linalg.yield %s2046 : f32
    } -> tensor<2x32x2x2xf32> loc("layer4.0.bn2")
    %t2048 = tensor.empty() : tensor<2x32x2x2xf32> loc("layer4.0.bn2")
    %t2052 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2047 : tensor<2x32x2x2xf32>) outs(%t2048 : tensor<2x32x2x2xf32>) {
    ^bb0(%in2049: f32, %out2050: f32):
      %s2051 = arith.mulf %in2049, %in2049 : f32
      linalg.yield %s2051 : f32
    } -> tensor<2x32x2x2xf32> loc("layer4.0.bn2")
    %t2053 = tensor.empty() : tensor<32xf32> loc("layer4.0.bn2")
    %c2054 = arith.constant 0.000000000e+00 : f32 loc("layer4.0.bn2")
    %t2055 = linalg.fill ins(%c2054 : f32) outs(%t2053 : tensor<32xf32>) -> tensor<32xf32> loc("layer4.0.bn2")
    %t2059 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t2052 : tensor<2x32x2x2xf32>) outs(%t2055 : tensor<32xf32>) {
    ^bb0(%in2056: f32, %out2057: f32):
      %s2058 = arith.addf %out2057, %in2056 : f32
      linalg.yield %s2058 : f32
    } -> tensor<32xf32> loc("layer4.0.bn2")
    %t2060 = tensor.empty() : tensor<32xf32> loc("layer4.0.bn2")
    %t2065 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t2059 : tensor<32xf32>) outs(%t2060 : tensor<32xf32>) {
    ^bb0(%in2061: f32, %out2062: f32):
      %s2063 = arith.constant 1.250000000e-01 : f32
      %s2064 = arith.mulf %in2061, %s2063 : f32
      linalg.yield %s2064 : f32
    } -> tensor<32xf32> loc("layer4.0.bn2")
    %t2066 = tensor.expand_shape %t2065 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32> loc("layer4.0.bn2")
    %t2067 = tensor.empty() : tensor<1x32x1x1xf32> loc("layer4.0.bn2")
    %t2073 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2066 : tensor<1x32x1x1xf32>) outs(%t2067 : tensor<1x32x1x1xf32>) {
    ^bb0(%in2068: f32, %out2069: f32):
      %s2070 = arith.constant 9.999999747e-06 : f32
      %s2071 = arith.addf %in2068, %s2070 : f32
      %s2072 = math.rsqrt %s2071 : f32
      linalg.yield %s2072 : f32
    } -> tensor<1x32x1x1xf32> loc("layer4.0.bn2")
    %t2074 = tensor.empty() : tensor<2x32x2x2xf32> loc("layer4.0.bn2")
    %t2079 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2047, %t2073 : tensor<2x32x2x2xf32>, tensor<1x32x1x1xf32>) outs(%t2074 : tensor<2x32x2x2xf32>) {
    ^bb0(%in2075: f32, %in2076: f32, %out2077: f32):
      %s2078 = arith.mulf %in2075, %in2076 : f32
      linalg.yield %s2078 : f32
    } -> tensor<2x32x2x2xf32> loc("layer4.0.bn2")
    %t2080 = tensor.expand_shape %primals_50 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32> loc("layer4.0.bn2")
    %t2081 = tensor.empty() : tensor<2x32x2x2xf32> loc("layer4.0.bn2")
    %t2086 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2079, %t2080 : tensor<2x32x2x2xf32>, tensor<32x1x1xf32>) outs(%t2081 : tensor<2x32x2x2xf32>) {
    ^bb0(%in2082: f32, %in2083: f32, %out2084: f32):
      %s2085 = arith.mulf %in2082, %in2083 : f32
      linalg.yield %s2085 : f32
    } -> tensor<2x32x2x2xf32> loc("layer4.0.bn2")
    %t2087 = tensor.expand_shape %primals_51 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32> loc("layer4.0.bn2")
    %t2088 = tensor.empty() : tensor<2x32x2x2xf32> loc("layer4.0.bn2")
    %t2093 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2086, %t2087 : tensor<2x32x2x2xf32>, tensor<32x1x1xf32>) outs(%t2088 : tensor<2x32x2x2xf32>) {
    ^bb0(%in2089: f32, %in2090: f32, %out2091: f32):
      %s2092 = arith.addf %in2089, %in2090 : f32
      linalg.yield %s2092 : f32
    } -> tensor<2x32x2x2xf32> loc("layer4.0.bn2")
    %t2094 = tensor.collapse_shape %t2041 [[0, 1, 2, 3]] : tensor<1x32x1x1xf32> into tensor<32xf32> loc("layer4.0.bn2")
    %t2095 = tensor.collapse_shape %t2073 [[0, 1, 2, 3]] : tensor<1x32x1x1xf32> into tensor<32xf32> loc("layer4.0.bn2")
    %t2096 = tensor.empty() : tensor<2x32x2x2xf32> loc("layer4.0.bn2")
    %t2100 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2047 : tensor<2x32x2x2xf32>) outs(%t2096 : tensor<2x32x2x2xf32>) {
    ^bb0(%in2097: f32, %out2098: f32):
      %s2099 = arith.mulf %in2097, %in2097 : f32
      linalg.yield %s2099 : f32
    } -> tensor<2x32x2x2xf32> loc("layer4.0.bn2")
    %t2101 = tensor.empty() : tensor<32xf32> loc("layer4.0.bn2")
    %c2102 = arith.constant 0.000000000e+00 : f32 loc("layer4.0.bn2")
    %t2103 = linalg.fill ins(%c2102 : f32) outs(%t2101 : tensor<32xf32>) -> tensor<32xf32> loc("layer4.0.bn2")
    %t2107 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t2100 : tensor<2x32x2x2xf32>) outs(%t2103 : tensor<32xf32>) {
    ^bb0(%in2104: f32, %out2105: f32):
      %s2106 = arith.addf %out2105, %in2104 : f32
      linalg.yield %s2106 : f32
    } -> tensor<32xf32> loc("layer4.0.bn2")
    %t2108 = tensor.empty() : tensor<32xf32> loc("layer4.0.bn2")
    %t2117 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%primals_111, %t2094 : tensor<32xf32>, tensor<32xf32>) outs(%t2108 : tensor<32xf32>) {
    ^bb0(%in2109: f32, %in2110: f32, %out2111: f32):
      %s2112 = arith.constant 8.999999762e-01 : f32
      %s2113 = arith.mulf %in2109, %s2112 : f32
      %s2114 = arith.constant 1.000000015e-01 : f32
      %s2115 = arith.mulf %in2110, %s2114 : f32
      %s2116 = arith.addf %s2113, %s2115 : f32
      linalg.yield %s2116 : f32
    } -> tensor<32xf32> loc("layer4.0.bn2")
    %t2118 = tensor.empty() : tensor<32xf32> loc("layer4.0.bn2")
    %t2129 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%primals_112, %t2107 : tensor<32xf32>, tensor<32xf32>) outs(%t2118 : tensor<32xf32>) {
    ^bb0(%in2119: f32, %in2120: f32, %out2121: f32):
      %s2122 = arith.constant 8.999999762e-01 : f32
      %s2123 = arith.mulf %in2119, %s2122 : f32
      %s2124 = arith.constant 1.428571492e-01 : f32
      %s2125 = arith.mulf %in2120, %s2124 : f32
      %s2126 = arith.constant 1.000000015e-01 : f32
      %s2127 = arith.mulf %s2125, %s2126 : f32
      %s2128 = arith.addf %s2123, %s2127 : f32
      linalg.yield %s2128 : f32
    } -> tensor<32xf32> loc("layer4.0.bn2")
    %t2130 = tensor.empty() : tensor<2x32x2x2xf32> loc("layer4.0.downsample.0")
    %c2131 = arith.constant 0.000000000e+00 : f32 loc("layer4.0.downsample.0")
    %t2132 = linalg.fill ins(%c2131 : f32) outs(%t2130 : tensor<2x32x2x2xf32>) -> tensor<2x32x2x2xf32> loc("layer4.0.downsample.0")
    %t2133 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[2, 2]> : tensor<2xi64>} ins(%t1891, %primals_52 : tensor<2x16x4x4xf32>, tensor<32x16x1x1xf32>) outs(%t2132 : tensor<2x32x2x2xf32>) -> tensor<2x32x2x2xf32> loc("layer4.0.downsample.0")
    %t2134 = tensor.empty() : tensor<i64> loc("layer4.0.downsample.1")
    %t2139 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%primals_116 : tensor<i64>) outs(%t2134 : tensor<i64>) {
    ^bb0(%in2135: i64, %out2136: i64):
      %s2137 = arith.constant 1 : i64
      %s2138 = arith.addi %in2135, %s2137 : i64
      linalg.yield %s2138 : i64
    } -> tensor<i64> loc("layer4.0.downsample.1")
    %t2140 = tensor.empty() : tensor<32xf32> loc("layer4.0.downsample.1")
    %c2141 = arith.constant 0.000000000e+00 : f32 loc("layer4.0.downsample.1")
    %t2142 = linalg.fill ins(%c2141 : f32) outs(%t2140 : tensor<32xf32>) -> tensor<32xf32> loc("layer4.0.downsample.1")
    %t2146 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t2133 : tensor<2x32x2x2xf32>) outs(%t2142 : tensor<32xf32>) {
    ^bb0(%in2143: f32, %out2144: f32):
      %s2145 = arith.addf %out2144, %in2143 : f32
      linalg.yield %s2145 : f32
    } -> tensor<32xf32> loc("layer4.0.downsample.1")
    %t2147 = tensor.empty() : tensor<32xf32> loc("layer4.0.downsample.1")
    %t2152 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t2146 : tensor<32xf32>) outs(%t2147 : tensor<32xf32>) {
    ^bb0(%in2148: f32, %out2149: f32):
      %s2150 = arith.constant 1.250000000e-01 : f32
      %s2151 = arith.mulf %in2148, %s2150 : f32
      linalg.yield %s2151 : f32
    } -> tensor<32xf32> loc("layer4.0.downsample.1")
    %t2153 = tensor.expand_shape %t2152 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32> loc("layer4.0.downsample.1")
    %t2154 = tensor.empty() : tensor<2x32x2x2xf32> loc("layer4.0.downsample.1")
    %t2159 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2133, %t2153 : tensor<2x32x2x2xf32>, tensor<1x32x1x1xf32>) outs(%t2154 : tensor<2x32x2x2xf32>) {
    ^bb0(%in2155: f32, %in2156: f32, %out2157: f32):
      %s2158 = arith.subf %in2155, %in2156 : f32
      linalg.yield %s2158 : f32
    } -> tensor<2x32x2x2xf32> loc("layer4.0.downsample.1")
    %t2160 = tensor.empty() : tensor<2x32x2x2xf32> loc("layer4.0.downsample.1")
    %t2164 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2159 : tensor<2x32x2x2xf32>) outs(%t2160 : tensor<2x32x2x2xf32>) {
    ^bb0(%in2161: f32, %out2162: f32):
      %s2163 = arith.mulf %in2161, %in2161 : f32
      linalg.yield %s2163 : f32
    } -> tensor<2x32x2x2xf32> loc("layer4.0.downsample.1")
    %t2165 = tensor.empty() : tensor<32xf32> loc("layer4.0.downsample.1")
    %c2166 = arith.constant 0.000000000e+00 : f32 loc("layer4.0.downsample.1")
    %t2167 = linalg.fill ins(%c2166 : f32) outs(%t2165 : tensor<32xf32>) -> tensor<32xf32> loc("layer4.0.downsample.1")
    %t2171 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t2164 : tensor<2x32x2x2xf32>) outs(%t2167 : tensor<32xf32>) {
    ^bb0(%in2168: f32, %out2169: f32):
      %s2170 = arith.addf %out2169, %in2168 : f32
      linalg.yield %s2170 : f32
    } -> tensor<32xf32> loc("layer4.0.downsample.1")
    %t2172 = tensor.empty() : tensor<32xf32> loc("layer4.0.downsample.1")
    %t2177 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t2171 : tensor<32xf32>) outs(%t2172 : tensor<32xf32>) {
    ^bb0(%in2173: f32, %out2174: f32):
      %s2175 = arith.constant 1.250000000e-01 : f32
      %s2176 = arith.mulf %in2173, %s2175 : f32
      linalg.yield %s2176 : f32
    } -> tensor<32xf32> loc("layer4.0.downsample.1")
    %t2178 = tensor.expand_shape %t2177 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32> loc("layer4.0.downsample.1")
    %t2179 = tensor.empty() : tensor<1x32x1x1xf32> loc("layer4.0.downsample.1")
    %t2185 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2178 : tensor<1x32x1x1xf32>) outs(%t2179 : tensor<1x32x1x1xf32>) {
    ^bb0(%in2180: f32, %out2181: f32):
      %s2182 = arith.constant 9.999999747e-06 : f32
      %s2183 = arith.addf %in2180, %s2182 : f32
      %s2184 = math.rsqrt %s2183 : f32
      linalg.yield %s2184 : f32
    } -> tensor<1x32x1x1xf32> loc("layer4.0.downsample.1")
    %t2186 = tensor.empty() : tensor<2x32x2x2xf32> loc("layer4.0.downsample.1")
    %t2191 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2159, %t2185 : tensor<2x32x2x2xf32>, tensor<1x32x1x1xf32>) outs(%t2186 : tensor<2x32x2x2xf32>) {
    ^bb0(%in2187: f32, %in2188: f32, %out2189: f32):
      %s2190 = arith.mulf %in2187, %in2188 : f32
      linalg.yield %s2190 : f32
    } -> tensor<2x32x2x2xf32> loc("layer4.0.downsample.1")
    %t2192 = tensor.expand_shape %primals_53 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32> loc("layer4.0.downsample.1")
    %t2193 = tensor.empty() : tensor<2x32x2x2xf32> loc("layer4.0.downsample.1")
    %t2198 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2191, %t2192 : tensor<2x32x2x2xf32>, tensor<32x1x1xf32>) outs(%t2193 : tensor<2x32x2x2xf32>) {
    ^bb0(%in2194: f32, %in2195: f32, %out2196: f32):
      %s2197 = arith.mulf %in2194, %in2195 : f32
      linalg.yield %s2197 : f32
    } -> tensor<2x32x2x2xf32> loc("layer4.0.downsample.1")
    %t2199 = tensor.expand_shape %primals_54 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32> loc("layer4.0.downsample.1")
    %t2200 = tensor.empty() : tensor<2x32x2x2xf32> loc("layer4.0.downsample.1")
    %t2205 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2198, %t2199 : tensor<2x32x2x2xf32>, tensor<32x1x1xf32>) outs(%t2200 : tensor<2x32x2x2xf32>) {
    ^bb0(%in2201: f32, %in2202: f32, %out2203: f32):
      %s2204 = arith.addf %in2201, %in2202 : f32
      linalg.yield %s2204 : f32
    } -> tensor<2x32x2x2xf32> loc("layer4.0.downsample.1")
    %t2206 = tensor.collapse_shape %t2153 [[0, 1, 2, 3]] : tensor<1x32x1x1xf32> into tensor<32xf32> loc("layer4.0.downsample.1")
    %t2207 = tensor.collapse_shape %t2185 [[0, 1, 2, 3]] : tensor<1x32x1x1xf32> into tensor<32xf32> loc("layer4.0.downsample.1")
    %t2208 = tensor.empty() : tensor<2x32x2x2xf32> loc("layer4.0.downsample.1")
    %t2212 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2159 : tensor<2x32x2x2xf32>) outs(%t2208 : tensor<2x32x2x2xf32>) {
    ^bb0(%in2209: f32, %out2210: f32):
      %s2211 = arith.mulf %in2209, %in2209 : f32
      linalg.yield %s2211 : f32
    } -> tensor<2x32x2x2xf32> loc("layer4.0.downsample.1")
    %t2213 = tensor.empty() : tensor<32xf32> loc("layer4.0.downsample.1")
    %c2214 = arith.constant 0.000000000e+00 : f32 loc("layer4.0.downsample.1")
    %t2215 = linalg.fill ins(%c2214 : f32) outs(%t2213 : tensor<32xf32>) -> tensor<32xf32> loc("layer4.0.downsample.1")
    %t2219 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t2212 : tensor<2x32x2x2xf32>) outs(%t2215 : tensor<32xf32>) {
    ^bb0(%in2216: f32, %out2217: f32):
      %s2218 = arith.addf %out2217, %in2216 : f32
      linalg.yield %s2218 : f32
    } -> tensor<32xf32> loc("layer4.0.downsample.1")
    %t2220 = tensor.empty() : tensor<32xf32> loc("layer4.0.downsample.1")
    %t2229 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%primals_114, %t2206 : tensor<32xf32>, tensor<32xf32>) outs(%t2220 : tensor<32xf32>) {
    ^bb0(%in2221: f32, %in2222: f32, %out2223: f32):
      %s2224 = arith.constant 8.999999762e-01 : f32
      %s2225 = arith.mulf %in2221, %s2224 : f32
      %s2226 = arith.constant 1.000000015e-01 : f32
      %s2227 = arith.mulf %in2222, %s2226 : f32
      %s2228 = arith.addf %s2225, %s2227 : f32
      linalg.yield %s2228 : f32
    } -> tensor<32xf32> loc("layer4.0.downsample.1")
    %t2230 = tensor.empty() : tensor<32xf32> loc("layer4.0.downsample.1")
    %t2241 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%primals_115, %t2219 : tensor<32xf32>, tensor<32xf32>) outs(%t2230 : tensor<32xf32>) {
    ^bb0(%in2231: f32, %in2232: f32, %out2233: f32):
      %s2234 = arith.constant 8.999999762e-01 : f32
      %s2235 = arith.mulf %in2231, %s2234 : f32
      %s2236 = arith.constant 1.428571492e-01 : f32
      %s2237 = arith.mulf %in2232, %s2236 : f32
      %s2238 = arith.constant 1.000000015e-01 : f32
      %s2239 = arith.mulf %s2237, %s2238 : f32
      %s2240 = arith.addf %s2235, %s2239 : f32
      linalg.yield %s2240 : f32
    } -> tensor<32xf32> loc("layer4.0.downsample.1")
    %t2242 = tensor.empty() : tensor<2x32x2x2xf32> loc("layer4.0")
    %t2247 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2093, %t2205 : tensor<2x32x2x2xf32>, tensor<2x32x2x2xf32>) outs(%t2242 : tensor<2x32x2x2xf32>) {
    ^bb0(%in2243: f32, %in2244: f32, %out2245: f32):
      %s2246 = arith.addf %in2243, %in2244 : f32
      linalg.yield %s2246 : f32
    } -> tensor<2x32x2x2xf32> loc("layer4.0")
    %t2248 = tensor.empty() : tensor<2x32x2x2xf32> loc("layer4.0.relu")
    %t2253 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2247 : tensor<2x32x2x2xf32>) outs(%t2248 : tensor<2x32x2x2xf32>) {
    ^bb0(%in2249: f32, %out2250: f32):
      %s2251 = arith.constant 0.000000000e+00 : f32
      %s2252 = arith.maximumf %in2249, %s2251 : f32
      linalg.yield %s2252 : f32
    } -> tensor<2x32x2x2xf32> loc("layer4.0.relu")
    %t2254 = tensor.empty() : tensor<2x32x4x4xf32> loc("layer4.1.conv1")
    %c2255 = arith.constant 0.000000000e+00 : f32 loc("layer4.1.conv1")
    %t2256 = linalg.fill ins(%c2255 : f32) outs(%t2254 : tensor<2x32x4x4xf32>) -> tensor<2x32x4x4xf32> loc("layer4.1.conv1")
    %t2257 = tensor.insert_slice %t2253 into %t2256[0, 0, 1, 1] [2, 32, 2, 2] [1, 1, 1, 1] : tensor<2x32x2x2xf32> into tensor<2x32x4x4xf32> loc("layer4.1.conv1")
    %t2258 = tensor.empty() : tensor<2x32x2x2xf32> loc("layer4.1.conv1")
    %c2259 = arith.constant 0.000000000e+00 : f32 loc("layer4.1.conv1")
    %t2260 = linalg.fill ins(%c2259 : f32) outs(%t2258 : tensor<2x32x2x2xf32>) -> tensor<2x32x2x2xf32> loc("layer4.1.conv1")
    %t2261 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%t2257, %primals_55 : tensor<2x32x4x4xf32>, tensor<32x32x3x3xf32>) outs(%t2260 : tensor<2x32x2x2xf32>) -> tensor<2x32x2x2xf32> loc("layer4.1.conv1")
    %t2262 = tensor.empty() : tensor<i64> loc("layer4.1.bn1")
    %t2267 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%primals_119 : tensor<i64>) outs(%t2262 : tensor<i64>) {
    ^bb0(%in2263: i64, %out2264: i64):
      %s2265 = arith.constant 1 : i64
      %s2266 = arith.addi %in2263, %s2265 : i64
      linalg.yield %s2266 : i64
    } -> tensor<i64> loc("layer4.1.bn1")
    %t2268 = tensor.empty() : tensor<32xf32> loc("layer4.1.bn1")
    %c2269 = arith.constant 0.000000000e+00 : f32 loc("layer4.1.bn1")
    %t2270 = linalg.fill ins(%c2269 : f32) outs(%t2268 : tensor<32xf32>) -> tensor<32xf32> loc("layer4.1.bn1")
    %t2274 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t2261 : tensor<2x32x2x2xf32>) outs(%t2270 : tensor<32xf32>) {
    ^bb0(%in2271: f32, %out2272: f32):
      %s2273 = arith.addf %out2272, %in2271 : f32
      linalg.yield %s2273 : f32
    } -> tensor<32xf32> loc("layer4.1.bn1")
    %t2275 = tensor.empty() : tensor<32xf32> loc("layer4.1.bn1")
    %t2280 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t2274 : tensor<32xf32>) outs(%t2275 : tensor<32xf32>) {
    ^bb0(%in2276: f32, %out2277: f32):
      %s2278 = arith.constant 1.250000000e-01 : f32
      %s2279 = arith.mulf %in2276, %s2278 : f32
      linalg.yield %s2279 : f32
    } -> tensor<32xf32> loc("layer4.1.bn1")
    %t2281 = tensor.expand_shape %t2280 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32> loc("layer4.1.bn1")
    %t2282 = tensor.empty() : tensor<2x32x2x2xf32> loc("layer4.1.bn1")
    %t2287 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2261, %t2281 : tensor<2x32x2x2xf32>, tensor<1x32x1x1xf32>) outs(%t2282 : tensor<2x32x2x2xf32>) {
    ^bb0(%in2283: f32, %in2284: f32, %out2285: f32):
      %s2286 = arith.subf %in2283, %in2284 : f32
      linalg.yield %s2286 : f32
    } -> tensor<2x32x2x2xf32> loc("layer4.1.bn1")
    %t2288 = tensor.empty() : tensor<2x32x2x2xf32> loc("layer4.1.bn1")
    %t2292 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2287 : tensor<2x32x2x2xf32>) outs(%t2288 : tensor<2x32x2x2xf32>) {
    ^bb0(%in2289: f32, %out2290: f32):
      %s2291 = arith.mulf %in2289, %in2289 : f32
      linalg.yield %s2291 : f32
    } -> tensor<2x32x2x2xf32> loc("layer4.1.bn1")
    %t2293 = tensor.empty() : tensor<32xf32> loc("layer4.1.bn1")
    %c2294 = arith.constant 0.000000000e+00 : f32 loc("layer4.1.bn1")
    %t2295 = linalg.fill ins(%c2294 : f32) outs(%t2293 : tensor<32xf32>) -> tensor<32xf32> loc("layer4.1.bn1")
    %t2299 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t2292 : tensor<2x32x2x2xf32>) outs(%t2295 : tensor<32xf32>) {
    ^bb0(%in2296: f32, %out2297: f32):
      %s2298 = arith.addf %out2297, %in2296 : f32
      linalg.yield %s2298 : f32
    } -> tensor<32xf32> loc("layer4.1.bn1")
    %t2300 = tensor.empty() : tensor<32xf32> loc("layer4.1.bn1")
    %t2305 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t2299 : tensor<32xf32>) outs(%t2300 : tensor<32xf32>) {
    ^bb0(%in2301: f32, %out2302: f32):
      %s2303 = arith.constant 1.250000000e-01 : f32
      %s2304 = arith.mulf %in2301, %s2303 : f32
      linalg.yield %s2304 : f32
    } -> tensor<32xf32> loc("layer4.1.bn1")
    %t2306 = tensor.expand_shape %t2305 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32> loc("layer4.1.bn1")
    %t2307 = tensor.empty() : tensor<1x32x1x1xf32> loc("layer4.1.bn1")
    %t2313 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2306 : tensor<1x32x1x1xf32>) outs(%t2307 : tensor<1x32x1x1xf32>) {
    ^bb0(%in2308: f32, %out2309: f32):
      %s2310 = arith.constant 9.999999747e-06 : f32
      %s2311 = arith.addf %in2308, %s2310 : f32
      %s2312 = math.rsqrt %s2311 : f32
      linalg.yield %s2312 : f32
    } -> tensor<1x32x1x1xf32> loc("layer4.1.bn1")
    %t2314 = tensor.empty() : tensor<2x32x2x2xf32> loc("layer4.1.bn1")
    %t2319 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2287, %t2313 : tensor<2x32x2x2xf32>, tensor<1x32x1x1xf32>) outs(%t2314 : tensor<2x32x2x2xf32>) {
    ^bb0(%in2315: f32, %in2316: f32, %out2317: f32):
      %s2318 = arith.mulf %in2315, %in2316 : f32
      linalg.yield %s2318 : f32
    } -> tensor<2x32x2x2xf32> loc("layer4.1.bn1")
    %t2320 = tensor.expand_shape %primals_56 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32> loc("layer4.1.bn1")
    %t2321 = tensor.empty() : tensor<2x32x2x2xf32> loc("layer4.1.bn1")
    %t2326 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2319, %t2320 : tensor<2x32x2x2xf32>, tensor<32x1x1xf32>) outs(%t2321 : tensor<2x32x2x2xf32>) {
    ^bb0(%in2322: f32, %in2323: f32, %out2324: f32):
      %s2325 = arith.mulf %in2322, %in2323 : f32
      linalg.yield %s2325 : f32
    } -> tensor<2x32x2x2xf32> loc("layer4.1.bn1")
    %t2327 = tensor.expand_shape %primals_57 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32> loc("layer4.1.bn1")
    %t2328 = tensor.empty() : tensor<2x32x2x2xf32> loc("layer4.1.bn1")
    %t2333 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2326, %t2327 : tensor<2x32x2x2xf32>, tensor<32x1x1xf32>) outs(%t2328 : tensor<2x32x2x2xf32>) {
    ^bb0(%in2329: f32, %in2330: f32, %out2331: f32):
      %s2332 = arith.addf %in2329, %in2330 : f32
      linalg.yield %s2332 : f32
    } -> tensor<2x32x2x2xf32> loc("layer4.1.bn1")
    %t2334 = tensor.collapse_shape %t2281 [[0, 1, 2, 3]] : tensor<1x32x1x1xf32> into tensor<32xf32> loc("layer4.1.bn1")
    %t2335 = tensor.collapse_shape %t2313 [[0, 1, 2, 3]] : tensor<1x32x1x1xf32> into tensor<32xf32> loc("layer4.1.bn1")
    %t2336 = tensor.empty() : tensor<2x32x2x2xf32> loc("layer4.1.bn1")
    %t2340 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2287 : tensor<2x32x2x2xf32>) outs(%t2336 : tensor<2x32x2x2xf32>) {
    ^bb0(%in2337: f32, %out2338: f32):
      %s2339 = arith.mulf %in2337, %in2337 : f32
      linalg.yield %s2339 : f32
    } -> tensor<2x32x2x2xf32> loc("layer4.1.bn1")
    %t2341 = tensor.empty() : tensor<32xf32> loc("layer4.1.bn1")
    %c2342 = arith.constant 0.000000000e+00 : f32 loc("layer4.1.bn1")
    %t2343 = linalg.fill ins(%c2342 : f32) outs(%t2341 : tensor<32xf32>) -> tensor<32xf32> loc("layer4.1.bn1")
    %t2347 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t2340 : tensor<2x32x2x2xf32>) outs(%t2343 : tensor<32xf32>) {
    ^bb0(%in2344: f32, %out2345: f32):
      %s2346 = arith.addf %out2345, %in2344 : f32
      linalg.yield %s2346 : f32
    } -> tensor<32xf32> loc("layer4.1.bn1")
    %t2348 = tensor.empty() : tensor<32xf32> loc("layer4.1.bn1")
    %t2357 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%primals_117, %t2334 : tensor<32xf32>, tensor<32xf32>) outs(%t2348 : tensor<32xf32>) {
    ^bb0(%in2349: f32, %in2350: f32, %out2351: f32):
      %s2352 = arith.constant 8.999999762e-01 : f32
      %s2353 = arith.mulf %in2349, %s2352 : f32
      %s2354 = arith.constant 1.000000015e-01 : f32
      %s2355 = arith.mulf %in2350, %s2354 : f32
      %s2356 = arith.addf %s2353, %s2355 : f32
      linalg.yield %s2356 : f32
    } -> tensor<32xf32> loc("layer4.1.bn1")
    %t2358 = tensor.empty() : tensor<32xf32> loc("layer4.1.bn1")
    %t2369 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%primals_118, %t2347 : tensor<32xf32>, tensor<32xf32>) outs(%t2358 : tensor<32xf32>) {
    ^bb0(%in2359: f32, %in2360: f32, %out2361: f32):
      %s2362 = arith.constant 8.999999762e-01 : f32
      %s2363 = arith.mulf %in2359, %s2362 : f32
      %s2364 = arith.constant 1.428571492e-01 : f32
      %s2365 = arith.mulf %in2360, %s2364 : f32
      %s2366 = arith.constant 1.000000015e-01 : f32
      %s2367 = arith.mulf %s2365, %s2366 : f32
      %s2368 = arith.addf %s2363, %s2367 : f32
      linalg.yield %s2368 : f32
    } -> tensor<32xf32> loc("layer4.1.bn1")
    %t2370 = tensor.empty() : tensor<2x32x2x2xf32> loc("layer4.1.relu")
    %t2375 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2333 : tensor<2x32x2x2xf32>) outs(%t2370 : tensor<2x32x2x2xf32>) {
    ^bb0(%in2371: f32, %out2372: f32):
      %s2373 = arith.constant 0.000000000e+00 : f32
      %s2374 = arith.maximumf %in2371, %s2373 : f32
      linalg.yield %s2374 : f32
    } -> tensor<2x32x2x2xf32> loc("layer4.1.relu")
    %t2376 = tensor.empty() : tensor<2x32x4x4xf32> loc("layer4.1.conv2")
    %c2377 = arith.constant 0.000000000e+00 : f32 loc("layer4.1.conv2")
    %t2378 = linalg.fill ins(%c2377 : f32) outs(%t2376 : tensor<2x32x4x4xf32>) -> tensor<2x32x4x4xf32> loc("layer4.1.conv2")
    %t2379 = tensor.insert_slice %t2375 into %t2378[0, 0, 1, 1] [2, 32, 2, 2] [1, 1, 1, 1] : tensor<2x32x2x2xf32> into tensor<2x32x4x4xf32> loc("layer4.1.conv2")
    %t2380 = tensor.empty() : tensor<2x32x2x2xf32> loc("layer4.1.conv2")
    %c2381 = arith.constant 0.000000000e+00 : f32 loc("layer4.1.conv2")
    %t2382 = linalg.fill ins(%c2381 : f32) outs(%t2380 : tensor<2x32x2x2xf32>) -> tensor<2x32x2x2xf32> loc("layer4.1.conv2")
    %t2383 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%t2379, %primals_58 : tensor<2x32x4x4xf32>, tensor<32x32x3x3xf32>) outs(%t2382 : tensor<2x32x2x2xf32>) -> tensor<2x32x2x2xf32> loc("layer4.1.conv2")
    %t2384 = tensor.empty() : tensor<i64> loc("layer4.1.bn2")
    %t2389 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%primals_122 : tensor<i64>) outs(%t2384 : tensor<i64>) {
    ^bb0(%in2385: i64, %out2386: i64):
      %s2387 = arith.constant 1 : i64
      %s2388 = arith.addi %in2385, %s2387 : i64
      linalg.yield %s2388 : i64
    } -> tensor<i64> loc("layer4.1.bn2")
    %t2390 = tensor.empty() : tensor<32xf32> loc("layer4.1.bn2")
    %c2391 = arith.constant 0.000000000e+00 : f32 loc("layer4.1.bn2")
    %t2392 = linalg.fill ins(%c2391 : f32) outs(%t2390 : tensor<32xf32>) -> tensor<32xf32> loc("layer4.1.bn2")
    %t2396 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t2383 : tensor<2x32x2x2xf32>) outs(%t2392 : tensor<32xf32>) {
    ^bb0(%in2393: f32, %out2394: f32):
      %s2395 = arith.addf %out2394, %in2393 : f32
      linalg.yield %s2395 : f32
    } -> tensor<32xf32> loc("layer4.1.bn2")
    %t2397 = tensor.empty() : tensor<32xf32> loc("layer4.1.bn2")
    %t2402 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t2396 : tensor<32xf32>) outs(%t2397 : tensor<32xf32>) {
    ^bb0(%in2398: f32, %out2399: f32):
      %s2400 = arith.constant 1.250000000e-01 : f32
      %s2401 = arith.mulf %in2398, %s2400 : f32
      linalg.yield %s2401 : f32
    } -> tensor<32xf32> loc("layer4.1.bn2")
    %t2403 = tensor.expand_shape %t2402 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32> loc("layer4.1.bn2")
    %t2404 = tensor.empty() : tensor<2x32x2x2xf32> loc("layer4.1.bn2")
    %t2409 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2383, %t2403 : tensor<2x32x2x2xf32>, tensor<1x32x1x1xf32>) outs(%t2404 : tensor<2x32x2x2xf32>) {
    ^bb0(%in2405: f32, %in2406: f32, %out2407: f32):
      %s2408 = arith.subf %in2405, %in2406 : f32
      linalg.yield %s2408 : f32
    } -> tensor<2x32x2x2xf32> loc("layer4.1.bn2")
    %t2410 = tensor.empty() : tensor<2x32x2x2xf32> loc("layer4.1.bn2")
    %t2414 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2409 : tensor<2x32x2x2xf32>) outs(%t2410 : tensor<2x32x2x2xf32>) {
    ^bb0(%in2411: f32, %out2412: f32):
      %s2413 = arith.mulf %in2411, %in2411 : f32
      linalg.yield %s2413 : f32
    } -> tensor<2x32x2x2xf32> loc("layer4.1.bn2")
    %t2415 = tensor.empty() : tensor<32xf32> loc("layer4.1.bn2")
    %c2416 = arith.constant 0.000000000e+00 : f32 loc("layer4.1.bn2")
    %t2417 = linalg.fill ins(%c2416 : f32) outs(%t2415 : tensor<32xf32>) -> tensor<32xf32> loc("layer4.1.bn2")
    %t2421 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t2414 : tensor<2x32x2x2xf32>) outs(%t2417 : tensor<32xf32>) {
    ^bb0(%in2418: f32, %out2419: f32):
      %s2420 = arith.addf %out2419, %in2418 : f32
      linalg.yield %s2420 : f32
    } -> tensor<32xf32> loc("layer4.1.bn2")
    %t2422 = tensor.empty() : tensor<32xf32> loc("layer4.1.bn2")
    %t2427 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t2421 : tensor<32xf32>) outs(%t2422 : tensor<32xf32>) {
    ^bb0(%in2423: f32, %out2424: f32):
      %s2425 = arith.constant 1.250000000e-01 : f32
      %s2426 = arith.mulf %in2423, %s2425 : f32
      linalg.yield %s2426 : f32
    } -> tensor<32xf32> loc("layer4.1.bn2")
    %t2428 = tensor.expand_shape %t2427 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32> loc("layer4.1.bn2")
    %t2429 = tensor.empty() : tensor<1x32x1x1xf32> loc("layer4.1.bn2")
    %t2435 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2428 : tensor<1x32x1x1xf32>) outs(%t2429 : tensor<1x32x1x1xf32>) {
    ^bb0(%in2430: f32, %out2431: f32):
      %s2432 = arith.constant 9.999999747e-06 : f32
      %s2433 = arith.addf %in2430, %s2432 : f32
      %s2434 = math.rsqrt %s2433 : f32
      linalg.yield %s2434 : f32
    } -> tensor<1x32x1x1xf32> loc("layer4.1.bn2")
    %t2436 = tensor.empty() : tensor<2x32x2x2xf32> loc("layer4.1.bn2")
    %t2441 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2409, %t2435 : tensor<2x32x2x2xf32>, tensor<1x32x1x1xf32>) outs(%t2436 : tensor<2x32x2x2xf32>) {
    ^bb0(%in2437: f32, %in2438: f32, %out2439: f32):
      %s2440 = arith.mulf %in2437, %in2438 : f32
      linalg.yield %s2440 : f32
    } -> tensor<2x32x2x2xf32> loc("layer4.1.bn2")
    %t2442 = tensor.expand_shape %primals_59 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32> loc("layer4.1.bn2")
    %t2443 = tensor.empty() : tensor<2x32x2x2xf32> loc("layer4.1.bn2")
    %t2448 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2441, %t2442 : tensor<2x32x2x2xf32>, tensor<32x1x1xf32>) outs(%t2443 : tensor<2x32x2x2xf32>) {
    ^bb0(%in2444: f32, %in2445: f32, %out2446: f32):
      %s2447 = arith.mulf %in2444, %in2445 : f32
      linalg.yield %s2447 : f32
    } -> tensor<2x32x2x2xf32> loc("layer4.1.bn2")
    %t2449 = tensor.expand_shape %primals_60 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32> loc("layer4.1.bn2")
    %t2450 = tensor.empty() : tensor<2x32x2x2xf32> loc("layer4.1.bn2")
    %t2455 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2448, %t2449 : tensor<2x32x2x2xf32>, tensor<32x1x1xf32>) outs(%t2450 : tensor<2x32x2x2xf32>) {
    ^bb0(%in2451: f32, %in2452: f32, %out2453: f32):
      %s2454 = arith.addf %in2451, %in2452 : f32
      linalg.yield %s2454 : f32
    } -> tensor<2x32x2x2xf32> loc("layer4.1.bn2")
    %t2456 = tensor.collapse_shape %t2403 [[0, 1, 2, 3]] : tensor<1x32x1x1xf32> into tensor<32xf32> loc("layer4.1.bn2")
    %t2457 = tensor.collapse_shape %t2435 [[0, 1, 2, 3]] : tensor<1x32x1x1xf32> into tensor<32xf32> loc("layer4.1.bn2")
    %t2458 = tensor.empty() : tensor<2x32x2x2xf32> loc("layer4.1.bn2")
    %t2462 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2409 : tensor<2x32x2x2xf32>) outs(%t2458 : tensor<2x32x2x2xf32>) {
    ^bb0(%in2459: f32, %out2460: f32):
      %s2461 = arith.mulf %in2459, %in2459 : f32
      linalg.yield %s2461 : f32
    } -> tensor<2x32x2x2xf32> loc("layer4.1.bn2")
    %t2463 = tensor.empty() : tensor<32xf32> loc("layer4.1.bn2")
    %c2464 = arith.constant 0.000000000e+00 : f32 loc("layer4.1.bn2")
    %t2465 = linalg.fill ins(%c2464 : f32) outs(%t2463 : tensor<32xf32>) -> tensor<32xf32> loc("layer4.1.bn2")
    %t2469 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t2462 : tensor<2x32x2x2xf32>) outs(%t2465 : tensor<32xf32>) {
    ^bb0(%in2466: f32, %out2467: f32):
      %s2468 = arith.addf %out2467, %in2466 : f32
      linalg.yield %s2468 : f32
    } -> tensor<32xf32> loc("layer4.1.bn2")
    %t2470 = tensor.empty() : tensor<32xf32> loc("layer4.1.bn2")
    %t2479 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%primals_120, %t2456 : tensor<32xf32>, tensor<32xf32>) outs(%t2470 : tensor<32xf32>) {
    ^bb0(%in2471: f32, %in2472: f32, %out2473: f32):
      %s2474 = arith.constant 8.999999762e-01 : f32
      %s2475 = arith.mulf %in2471, %s2474 : f32
      %s2476 = arith.constant 1.000000015e-01 : f32
      %s2477 = arith.mulf %in2472, %s2476 : f32
      %s2478 = arith.addf %s2475, %s2477 : f32
      linalg.yield %s2478 : f32
    } -> tensor<32xf32> loc("layer4.1.bn2")
    %t2480 = tensor.empty() : tensor<32xf32> loc("layer4.1.bn2")
    %t2491 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%primals_121, %t2469 : tensor<32xf32>, tensor<32xf32>) outs(%t2480 : tensor<32xf32>) {
    ^bb0(%in2481: f32, %in2482: f32, %out2483: f32):
      %s2484 = arith.constant 8.999999762e-01 : f32
      %s2485 = arith.mulf %in2481, %s2484 : f32
      %s2486 = arith.constant 1.428571492e-01 : f32
      %s2487 = arith.mulf %in2482, %s2486 : f32
      %s2488 = arith.constant 1.000000015e-01 : f32
      %s2489 = arith.mulf %s2487, %s2488 : f32
      %s2490 = arith.addf %s2485, %s2489 : f32
      linalg.yield %s2490 : f32
    } -> tensor<32xf32> loc("layer4.1.bn2")
    %t2492 = tensor.empty() : tensor<2x32x2x2xf32> loc("layer4.1")
    %t2497 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2455, %t2253 : tensor<2x32x2x2xf32>, tensor<2x32x2x2xf32>) outs(%t2492 : tensor<2x32x2x2xf32>) {
    ^bb0(%in2493: f32, %in2494: f32, %out2495: f32):
      %s2496 = arith.addf %in2493, %in2494 : f32
      linalg.yield %s2496 : f32
    } -> tensor<2x32x2x2xf32> loc("layer4.1")
    %t2498 = tensor.empty() : tensor<2x32x2x2xf32> loc("layer4.1.relu")
    %t2503 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2497 : tensor<2x32x2x2xf32>) outs(%t2498 : tensor<2x32x2x2xf32>) {
    ^bb0(%in2499: f32, %out2500: f32):
      %s2501 = arith.constant 0.000000000e+00 : f32
      %s2502 = arith.maximumf %in2499, %s2501 : f32
      linalg.yield %s2502 : f32
    } -> tensor<2x32x2x2xf32> loc("layer4.1.relu")
    %t2504 = tensor.empty() : tensor<2x32xf32> loc("avgpool")
    %c2505 = arith.constant 0.000000000e+00 : f32 loc("avgpool")
    %t2506 = linalg.fill ins(%c2505 : f32) outs(%t2504 : tensor<2x32xf32>) -> tensor<2x32xf32> loc("avgpool")
    %t2510 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%t2503 : tensor<2x32x2x2xf32>) outs(%t2506 : tensor<2x32xf32>) {
    ^bb0(%in2507: f32, %out2508: f32):
      %s2509 = arith.addf %out2508, %in2507 : f32
      linalg.yield %s2509 : f32
    } -> tensor<2x32xf32> loc("avgpool")
    %t2511 = tensor.empty() : tensor<2x32xf32> loc("avgpool")
    %t2516 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t2510 : tensor<2x32xf32>) outs(%t2511 : tensor<2x32xf32>) {
    ^bb0(%in2512: f32, %out2513: f32):
      %s2514 = arith.constant 2.500000000e-01 : f32
      %s2515 = arith.mulf %in2512, %s2514 : f32
      linalg.yield %s2515 : f32
    } -> tensor<2x32xf32> loc("avgpool")
    %t2517 = tensor.expand_shape %t2516 [[0], [1, 2, 3]] output_shape [2, 32, 1, 1] : tensor<2x32xf32> into tensor<2x32x1x1xf32> loc("avgpool")
    %t2518 = tensor.collapse_shape %t2517 [[0], [1, 2, 3]] : tensor<2x32x1x1xf32> into tensor<2x32xf32> loc("root.view")
    %t2519 = tensor.empty() : tensor<32x10xf32> loc("fc")
    %t2520 = linalg.transpose ins(%primals_61 : tensor<10x32xf32>) outs(%t2519 : tensor<32x10xf32>) permutation = [1, 0] loc("fc")
    %t2521 = tensor.empty() : tensor<2x10xf32> loc("fc")
    %t2524 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%primals_62 : tensor<10xf32>) outs(%t2521 : tensor<2x10xf32>) {
    ^bb0(%in2522: f32, %out2523: f32):
      linalg.yield %in2522 : f32
    } -> tensor<2x10xf32> loc("fc")
    %t2525 = linalg.matmul ins(%t2518, %t2520 : tensor<2x32xf32>, tensor<32x10xf32>) outs(%t2524 : tensor<2x10xf32>) -> tensor<2x10xf32> loc("fc")
    %t2526 = tensor.empty() : tensor<2xf32> loc("root._log_softmax")
    %c2527 = arith.constant 0xFF800000 : f32 loc("root._log_softmax")
    %t2528 = linalg.fill ins(%c2527 : f32) outs(%t2526 : tensor<2xf32>) -> tensor<2xf32> loc("root._log_softmax")
    %t2532 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%t2525 : tensor<2x10xf32>) outs(%t2528 : tensor<2xf32>) {
    ^bb0(%in2529: f32, %out2530: f32):
      %s2531 = arith.maximumf %out2530, %in2529 : f32
      linalg.yield %s2531 : f32
    } -> tensor<2xf32> loc("root._log_softmax")
    %t2533 = tensor.expand_shape %t2532 [[0, 1]] output_shape [2, 1] : tensor<2xf32> into tensor<2x1xf32> loc("root._log_softmax")
    %t2534 = tensor.empty() : tensor<2x10xf32> loc("root._log_softmax")
    %t2539 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t2525, %t2533 : tensor<2x10xf32>, tensor<2x1xf32>) outs(%t2534 : tensor<2x10xf32>) {
    ^bb0(%in2535: f32, %in2536: f32, %out2537: f32):
      %s2538 = arith.subf %in2535, %in2536 : f32
      linalg.yield %s2538 : f32
    } -> tensor<2x10xf32> loc("root._log_softmax")
    %t2540 = tensor.empty() : tensor<2x10xf32> loc("root._log_softmax")
    %t2544 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t2539 : tensor<2x10xf32>) outs(%t2540 : tensor<2x10xf32>) {
    ^bb0(%in2541: f32, %out2542: f32):
      %s2543 = math.exp %in2541 : f32
      linalg.yield %s2543 : f32
    } -> tensor<2x10xf32> loc("root._log_softmax")
    %t2545 = tensor.empty() : tensor<2xf32> loc("root._log_softmax")
    %c2546 = arith.constant 0.000000000e+00 : f32 loc("root._log_softmax")
    %t2547 = linalg.fill ins(%c2546 : f32) outs(%t2545 : tensor<2xf32>) -> tensor<2xf32> loc("root._log_softmax")
    %t2551 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%t2544 : tensor<2x10xf32>) outs(%t2547 : tensor<2xf32>) {
    ^bb0(%in2548: f32, %out2549: f32):
      %s2550 = arith.addf %out2549, %in2548 : f32
      linalg.yield %s2550 : f32
    } -> tensor<2xf32> loc("root._log_softmax")
    %t2552 = tensor.expand_shape %t2551 [[0, 1]] output_shape [2, 1] : tensor<2xf32> into tensor<2x1xf32> loc("root._log_softmax")
    %t2553 = tensor.empty() : tensor<2x10xf32> loc("root._log_softmax")
    %t2559 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t2539, %t2552 : tensor<2x10xf32>, tensor<2x1xf32>) outs(%t2553 : tensor<2x10xf32>) {
    ^bb0(%in2554: f32, %in2555: f32, %out2556: f32):
      %s2557 = math.log %in2555 : f32
      %s2558 = arith.subf %in2554, %s2557 : f32
      linalg.yield %s2558 : f32
    } -> tensor<2x10xf32> loc("root._log_softmax")
    %t2560 = tensor.empty() : tensor<2xi1> loc("root.ne")
    %t2565 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%primals_124 : tensor<2xi64>) outs(%t2560 : tensor<2xi1>) {
    ^bb0(%in2561: i64, %out2562: i1):
      %s2563 = arith.constant -100 : i64
      %s2564 = arith.cmpi ne, %in2561, %s2563 : i64
      linalg.yield %s2564 : i1
    } -> tensor<2xi1> loc("root.ne")
    %cst2566 = arith.constant dense<0> : tensor<i64> loc("root.where")
    %t2567 = tensor.empty() : tensor<2xi64> loc("root.where")
    %t2573 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t2565, %primals_124, %cst2566 : tensor<2xi1>, tensor<2xi64>, tensor<i64>) outs(%t2567 : tensor<2xi64>) {
    ^bb0(%in2568: i1, %in2569: i64, %in2570: i64, %out2571: i64):
      %s2572 = arith.select %in2568, %in2569, %in2570 : i64
      linalg.yield %s2572 : i64
    } -> tensor<2xi64> loc("root.where")
    %t2574 = tensor.expand_shape %t2573 [[0, 1]] output_shape [2, 1] : tensor<2xi64> into tensor<2x1xi64> loc("root.unsqueeze")
    %t2575 = tensor.empty() : tensor<2x1xf32> loc("root.gather")
    %c2576 = arith.constant 0.000000000e+00 : f32 loc("root.gather")
    %t2577 = linalg.fill ins(%c2576 : f32) outs(%t2575 : tensor<2x1xf32>) -> tensor<2x1xf32> loc("root.gather")
    %t2585 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t2574, %t2559 : tensor<2x1xi64>, tensor<2x10xf32>) outs(%t2577 : tensor<2x1xf32>) {
    ^bb0(%in2578: i64, %in2579: f32, %out2580: f32):
      %s2581 = linalg.index 2 : index
      %s2582 = arith.index_cast %s2581 : index to i64
      %s2583 = arith.cmpi eq, %in2578, %s2582 : i64
      %s2584 = arith.select %s2583, %in2579, %out2580 : f32
      linalg.yield %s2584 : f32
    } -> tensor<2x1xf32> loc("root.gather")
    %t2586 = tensor.collapse_shape %t2585 [[0, 1]] : tensor<2x1xf32> into tensor<2xf32> loc("root.squeeze")
    %t2587 = tensor.empty() : tensor<2xf32> loc("root.neg")
    %t2591 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t2586 : tensor<2xf32>) outs(%t2587 : tensor<2xf32>) {
    ^bb0(%in2588: f32, %out2589: f32):
      %s2590 = arith.negf %in2588 : f32
      linalg.yield %s2590 : f32
    } -> tensor<2xf32> loc("root.neg")
    %t2592 = tensor.empty() : tensor<2xi1> loc("root.ne_1")
    %t2597 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%primals_124 : tensor<2xi64>) outs(%t2592 : tensor<2xi1>) {
    ^bb0(%in2593: i64, %out2594: i1):
      %s2595 = arith.constant -100 : i64
      %s2596 = arith.cmpi ne, %in2593, %s2595 : i64
      linalg.yield %s2596 : i1
    } -> tensor<2xi1> loc("root.ne_1")
    %cst2598 = arith.constant dense<0.000000000e+00> : tensor<f32> loc("root.where_1")
    %t2599 = tensor.empty() : tensor<2xf32> loc("root.where_1")
    %t2605 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t2597, %t2591, %cst2598 : tensor<2xi1>, tensor<2xf32>, tensor<f32>) outs(%t2599 : tensor<2xf32>) {
    ^bb0(%in2600: i1, %in2601: f32, %in2602: f32, %out2603: f32):
      %s2604 = arith.select %in2600, %in2601, %in2602 : f32
      linalg.yield %s2604 : f32
    } -> tensor<2xf32> loc("root.where_1")
    %t2606 = tensor.empty() : tensor<2xi1> loc("root.ne_2")
    %t2611 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%primals_124 : tensor<2xi64>) outs(%t2606 : tensor<2xi1>) {
    ^bb0(%in2607: i64, %out2608: i1):
      %s2609 = arith.constant -100 : i64
      %s2610 = arith.cmpi ne, %in2607, %s2609 : i64
      linalg.yield %s2610 : i1
    } -> tensor<2xi1> loc("root.ne_2")
    %t2612 = tensor.empty() : tensor<i64> loc("root.sum_1")
    %c2613 = arith.constant 0 : i64 loc("root.sum_1")
    %t2614 = linalg.fill ins(%c2613 : i64) outs(%t2612 : tensor<i64>) -> tensor<i64> loc("root.sum_1")
    %t2619 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%t2611 : tensor<2xi1>) outs(%t2614 : tensor<i64>) {
    ^bb0(%in2615: i1, %out2616: i64):
      %s2617 = arith.extui %in2615 : i1 to i64
      %s2618 = arith.addi %out2616, %s2617 : i64
      linalg.yield %s2618 : i64
    } -> tensor<i64> loc("root.sum_1")
    %t2620 = tensor.empty() : tensor<f32> loc("root._to_copy")
    %t2624 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%t2619 : tensor<i64>) outs(%t2620 : tensor<f32>) {
    ^bb0(%in2621: i64, %out2622: f32):
      %s2623 = arith.sitofp %in2621 : i64 to f32
      linalg.yield %s2623 : f32
    } -> tensor<f32> loc("root._to_copy")
    %t2625 = tensor.empty() : tensor<f32> loc("root.sum_2")
    %c2626 = arith.constant 0.000000000e+00 : f32 loc("root.sum_2")
    %t2627 = linalg.fill ins(%c2626 : f32) outs(%t2625 : tensor<f32>) -> tensor<f32> loc("root.sum_2")
    %t2631 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%t2605 : tensor<2xf32>) outs(%t2627 : tensor<f32>) {
    ^bb0(%in2628: f32, %out2629: f32):
      %s2630 = arith.addf %out2629, %in2628 : f32
      linalg.yield %s2630 : f32
    } -> tensor<f32> loc("root.sum_2")
    %t2632 = tensor.empty() : tensor<f32> loc("root.div")
    %t2637 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%t2631, %t2624 : tensor<f32>, tensor<f32>) outs(%t2632 : tensor<f32>) {
    ^bb0(%in2633: f32, %in2634: f32, %out2635: f32):
      %s2636 = arith.divf %in2633, %in2634 : f32
      linalg.yield %s2636 : f32
    } -> tensor<f32> loc("root.div")
    %t2638 = tensor.empty() : tensor<f32> loc("backward.div_1")
    %t2643 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%tangents_1, %t2624 : tensor<f32>, tensor<f32>) outs(%t2638 : tensor<f32>) {
    ^bb0(%in2639: f32, %in2640: f32, %out2641: f32):
      %s2642 = arith.divf %in2639, %in2640 : f32
      linalg.yield %s2642 : f32
    } -> tensor<f32> loc("backward.div_1")
    %t2644 = tensor.expand_shape %primals_124 [[0, 1]] output_shape [2, 1] : tensor<2xi64> into tensor<2x1xi64> loc("backward.unsqueeze_1")
    %t2645 = tensor.empty() : tensor<2x1xi1> loc("backward.ne_3")
    %t2650 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t2644 : tensor<2x1xi64>) outs(%t2645 : tensor<2x1xi1>) {
    ^bb0(%in2646: i64, %out2647: i1):
      %s2648 = arith.constant -100 : i64
      %s2649 = arith.cmpi ne, %in2646, %s2648 : i64
      linalg.yield %s2649 : i1
    } -> tensor<2x1xi1> loc("backward.ne_3")
    %cst2651 = arith.constant dense<0> : tensor<i64> loc("backward.where_2")
    %t2652 = tensor.empty() : tensor<2x1xi64> loc("backward.where_2")
    %t2658 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t2650, %t2644, %cst2651 : tensor<2x1xi1>, tensor<2x1xi64>, tensor<i64>) outs(%t2652 : tensor<2x1xi64>) {
    ^bb0(%in2653: i1, %in2654: i64, %in2655: i64, %out2656: i64):
      %s2657 = arith.select %in2653, %in2654, %in2655 : i64
      linalg.yield %s2657 : i64
    } -> tensor<2x1xi64> loc("backward.where_2")
    %t2659 = tensor.empty() : tensor<2x10xf32> loc("backward.full_like")
    %c2660 = arith.constant 0.000000000e+00 : f32 loc("backward.full_like")
    %t2661 = linalg.fill ins(%c2660 : f32) outs(%t2659 : tensor<2x10xf32>) -> tensor<2x10xf32> loc("backward.full_like")
    %t2669 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t2658 : tensor<2x1xi64>) outs(%t2661 : tensor<2x10xf32>) {
    ^bb0(%in2662: i64, %out2663: f32):
      %s2664 = linalg.index 1 : index
      %s2665 = arith.index_cast %s2664 : index to i64
      %s2666 = arith.cmpi eq, %in2662, %s2665 : i64
      %s2667 = arith.constant -1.000000000e+00 : f32
      %s2668 = arith.select %s2666, %s2667, %out2663 : f32
      linalg.yield %s2668 : f32
    } -> tensor<2x10xf32> loc("backward.scatter")
    %t2670 = tensor.empty() : tensor<2x1xi1> loc("backward.ne_4")
    %t2675 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t2644 : tensor<2x1xi64>) outs(%t2670 : tensor<2x1xi1>) {
    ^bb0(%in2671: i64, %out2672: i1):
      %s2673 = arith.constant -100 : i64
      %s2674 = arith.cmpi ne, %in2671, %s2673 : i64
      linalg.yield %s2674 : i1
    } -> tensor<2x1xi1> loc("backward.ne_4")
    %cst2676 = arith.constant dense<0.000000000e+00> : tensor<f32> loc("backward.where_3")
    %t2677 = tensor.empty() : tensor<2x1xf32> loc("backward.where_3")
    %t2683 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t2675, %t2643, %cst2676 : tensor<2x1xi1>, tensor<f32>, tensor<f32>) outs(%t2677 : tensor<2x1xf32>) {
    ^bb0(%in2678: i1, %in2679: f32, %in2680: f32, %out2681: f32):
      %s2682 = arith.select %in2678, %in2679, %in2680 : f32
      linalg.yield %s2682 : f32
    } -> tensor<2x1xf32> loc("backward.where_3")
    %t2684 = tensor.empty() : tensor<2x10xf32> loc("backward.mul")
    %t2689 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t2669, %t2683 : tensor<2x10xf32>, tensor<2x1xf32>) outs(%t2684 : tensor<2x10xf32>) {
    ^bb0(%in2685: f32, %in2686: f32, %out2687: f32):
      %s2688 = arith.mulf %in2685, %in2686 : f32
      linalg.yield %s2688 : f32
    } -> tensor<2x10xf32> loc("backward.mul")
    %t2690 = tensor.empty() : tensor<2x10xf32> loc("backward.exp")
    %t2694 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t2559 : tensor<2x10xf32>) outs(%t2690 : tensor<2x10xf32>) {
    ^bb0(%in2691: f32, %out2692: f32):
      %s2693 = math.exp %in2691 : f32
      linalg.yield %s2693 : f32
    } -> tensor<2x10xf32> loc("backward.exp")
    %t2695 = tensor.empty() : tensor<2xf32> loc("backward.sum_3")
    %c2696 = arith.constant 0.000000000e+00 : f32 loc("backward.sum_3")
    %t2697 = linalg.fill ins(%c2696 : f32) outs(%t2695 : tensor<2xf32>) -> tensor<2xf32> loc("backward.sum_3")
    %t2701 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%t2689 : tensor<2x10xf32>) outs(%t2697 : tensor<2xf32>) {
    ^bb0(%in2698: f32, %out2699: f32):
      %s2700 = arith.addf %out2699, %in2698 : f32
      linalg.yield %s2700 : f32
    } -> tensor<2xf32> loc("backward.sum_3")
    %t2702 = tensor.expand_shape %t2701 [[0, 1]] output_shape [2, 1] : tensor<2xf32> into tensor<2x1xf32> loc("backward.sum_3")
    %t2703 = tensor.empty() : tensor<2x10xf32> loc("backward.mul_1")
    %t2708 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t2694, %t2702 : tensor<2x10xf32>, tensor<2x1xf32>) outs(%t2703 : tensor<2x10xf32>) {
    ^bb0(%in2704: f32, %in2705: f32, %out2706: f32):
      %s2707 = arith.mulf %in2704, %in2705 : f32
      linalg.yield %s2707 : f32
    } -> tensor<2x10xf32> loc("backward.mul_1")
    %t2709 = tensor.empty() : tensor<2x10xf32> loc("backward.sub")
    %t2714 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t2689, %t2708 : tensor<2x10xf32>, tensor<2x10xf32>) outs(%t2709 : tensor<2x10xf32>) {
    ^bb0(%in2710: f32, %in2711: f32, %out2712: f32):
      %s2713 = arith.subf %in2710, %in2711 : f32
      linalg.yield %s2713 : f32
    } -> tensor<2x10xf32> loc("backward.sub")
    %t2715 = tensor.empty() : tensor<10x32xf32> loc("backward.fc")
    %t2716 = linalg.transpose ins(%t2520 : tensor<32x10xf32>) outs(%t2715 : tensor<10x32xf32>) permutation = [1, 0] loc("backward.fc")
    %t2717 = tensor.empty() : tensor<2x32xf32> loc("backward.fc")
    %c2718 = arith.constant 0.000000000e+00 : f32 loc("backward.fc")
    %t2719 = linalg.fill ins(%c2718 : f32) outs(%t2717 : tensor<2x32xf32>) -> tensor<2x32xf32> loc("backward.fc")
    %t2720 = linalg.matmul ins(%t2714, %t2716 : tensor<2x10xf32>, tensor<10x32xf32>) outs(%t2719 : tensor<2x32xf32>) -> tensor<2x32xf32> loc("backward.fc")
    %t2721 = tensor.empty() : tensor<10x2xf32> loc("backward.fc")
    %t2722 = linalg.transpose ins(%t2714 : tensor<2x10xf32>) outs(%t2721 : tensor<10x2xf32>) permutation = [1, 0] loc("backward.fc")
    %t2723 = tensor.empty() : tensor<10x32xf32> loc("backward.fc")
    %c2724 = arith.constant 0.000000000e+00 : f32 loc("backward.fc")
    %t2725 = linalg.fill ins(%c2724 : f32) outs(%t2723 : tensor<10x32xf32>) -> tensor<10x32xf32> loc("backward.fc")
    %t2726 = linalg.matmul ins(%t2722, %t2518 : tensor<10x2xf32>, tensor<2x32xf32>) outs(%t2725 : tensor<10x32xf32>) -> tensor<10x32xf32> loc("backward.fc")
    %t2727 = tensor.empty() : tensor<32x10xf32> loc("backward.fc")
    %t2728 = linalg.transpose ins(%t2726 : tensor<10x32xf32>) outs(%t2727 : tensor<32x10xf32>) permutation = [1, 0] loc("backward.fc")
    %t2729 = tensor.empty() : tensor<10xf32> loc("backward.fc")
    %c2730 = arith.constant 0.000000000e+00 : f32 loc("backward.fc")
    %t2731 = linalg.fill ins(%c2730 : f32) outs(%t2729 : tensor<10xf32>) -> tensor<10xf32> loc("backward.fc")
    %t2735 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%t2714 : tensor<2x10xf32>) outs(%t2731 : tensor<10xf32>) {
    ^bb0(%in2732: f32, %out2733: f32):
      %s2734 = arith.addf %out2733, %in2732 : f32
      linalg.yield %s2734 : f32
    } -> tensor<10xf32> loc("backward.fc")
    %t2736 = tensor.expand_shape %t2735 [[0, 1]] output_shape [1, 10] : tensor<10xf32> into tensor<1x10xf32> loc("backward.fc")
    %t2737 = tensor.collapse_shape %t2736 [[0, 1]] : tensor<1x10xf32> into tensor<10xf32> loc("backward.fc")
    %t2738 = tensor.empty() : tensor<10x32xf32> loc("backward.fc")
    %t2739 = linalg.transpose ins(%t2728 : tensor<32x10xf32>) outs(%t2738 : tensor<10x32xf32>) permutation = [1, 0] loc("backward.fc")
    %t2740 = tensor.expand_shape %t2720 [[0], [1, 2, 3]] output_shape [2, 32, 1, 1] : tensor<2x32xf32> into tensor<2x32x1x1xf32> loc("backward.view_2")
    %t2741 = tensor.empty() : tensor<2x32x2x2xf32> loc("backward.avgpool")
    %t2744 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2740 : tensor<2x32x1x1xf32>) outs(%t2741 : tensor<2x32x2x2xf32>) {
    ^bb0(%in2742: f32, %out2743: f32):
      linalg.yield %in2742 : f32
    } -> tensor<2x32x2x2xf32> loc("backward.avgpool")
    %t2745 = tensor.empty() : tensor<2x32x2x2xf32> loc("backward.avgpool")
    %t2750 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2744 : tensor<2x32x2x2xf32>) outs(%t2745 : tensor<2x32x2x2xf32>) {
    ^bb0(%in2746: f32, %out2747: f32):
      %s2748 = arith.constant 4.000000000e+00 : f32
      %s2749 = arith.divf %in2746, %s2748 : f32
      linalg.yield %s2749 : f32
    } -> tensor<2x32x2x2xf32> loc("backward.avgpool")
    %t2751 = tensor.empty() : tensor<2x32x2x2xi1> loc("backward.layer4.1.relu")
    %t2756 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2503 : tensor<2x32x2x2xf32>) outs(%t2751 : tensor<2x32x2x2xi1>) {
    ^bb0(%in2752: f32, %out2753: i1):
      %s2754 = arith.constant 0.000000000e+00 : f32
      %s2755 = arith.cmpf ole, %in2752, %s2754 : f32
      linalg.yield %s2755 : i1
    } -> tensor<2x32x2x2xi1> loc("backward.layer4.1.relu")
    %cst2757 = arith.constant dense<0.000000000e+00> : tensor<f32> loc("backward.layer4.1.relu")
    %t2758 = tensor.empty() : tensor<2x32x2x2xf32> loc("backward.layer4.1.relu")
    %t2764 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2756, %cst2757, %t2750 : tensor<2x32x2x2xi1>, tensor<f32>, tensor<2x32x2x2xf32>) outs(%t2758 : tensor<2x32x2x2xf32>) {
    ^bb0(%in2759: i1, %in2760: f32, %in2761: f32, %out2762: f32):
      %s2763 = arith.select %in2759, %in2760, %in2761 : f32
      linalg.yield %s2763 : f32
    } -> tensor<2x32x2x2xf32> loc("backward.layer4.1.relu")
    %t2765 = tensor.expand_shape %t2456 [[0, 1]] output_shape [1, 32] : tensor<32xf32> into tensor<1x32xf32> loc("backward.layer4.1.bn2")
    %t2766 = tensor.expand_shape %t2765 [[0], [1, 2]] output_shape [1, 32, 1] : tensor<1x32xf32> into tensor<1x32x1xf32> loc("backward.layer4.1.bn2")
    %t2767 = tensor.expand_shape %t2766 [[0], [1], [2, 3]] output_shape [1, 32, 1, 1] : tensor<1x32x1xf32> into tensor<1x32x1x1xf32> loc("backward.layer4.1.bn2")
    %t2768 = tensor.empty() : tensor<32xf32> loc("backward.layer4.1.bn2")
    %c2769 = arith.constant 0.000000000e+00 : f32 loc("backward.layer4.1.bn2")
    %t2770 = linalg.fill ins(%c2769 : f32) outs(%t2768 : tensor<32xf32>) -> tensor<32xf32> loc("backward.layer4.1.bn2")
    %t2774 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t2764 : tensor<2x32x2x2xf32>) outs(%t2770 : tensor<32xf32>) {
    ^bb0(%in2771: f32, %out2772: f32):
      %s2773 = arith.addf %out2772, %in2771 : f32
      linalg.yield %s2773 : f32
    } -> tensor<32xf32> loc("backward.layer4.1.bn2")
    %t2775 = tensor.empty() : tensor<2x32x2x2xf32> loc("backward.layer4.1.bn2")
    %t2780 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2383, %t2767 : tensor<2x32x2x2xf32>, tensor<1x32x1x1xf32>) outs(%t2775 : tensor<2x32x2x2xf32>) {
    ^bb0(%in2776: f32, %in2777: f32, %out2778: f32):
      %s2779 = arith.subf %in2776, %in2777 : f32
      linalg.yield %s2779 : f32
    } -> tensor<2x32x2x2xf32> loc("backward.layer4.1.bn2")
    %t2781 = tensor.empty() : tensor<2x32x2x2xf32> loc("backward.layer4.1.bn2")
    %t2786 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2764, %t2780 : tensor<2x32x2x2xf32>, tensor<2x32x2x2xf32>) outs(%t2781 : tensor<2x32x2x2xf32>) {
    ^bb0(%in2782: f32, %in2783: f32, %out2784: f32):
      %s2785 = arith.mulf %in2782, %in2783 : f32
      linalg.yield %s2785 : f32
    } -> tensor<2x32x2x2xf32> loc("backward.layer4.1.bn2")
    %t2787 = tensor.empty() : tensor<32xf32> loc("backward.layer4.1.bn2")
    %c2788 = arith.constant 0.000000000e+00 : f32 loc("backward.layer4.1.bn2")
    %t2789 = linalg.fill ins(%c2788 : f32) outs(%t2787 : tensor<32xf32>) -> tensor<32xf32> loc("backward.layer4.1.bn2")
    %t2793 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t2786 : tensor<2x32x2x2xf32>) outs(%t2789 : tensor<32xf32>) {
    ^bb0(%in2790: f32, %out2791: f32):
      %s2792 = arith.addf %out2791, %in2790 : f32
      linalg.yield %s2792 : f32
    } -> tensor<32xf32> loc("backward.layer4.1.bn2")
    %t2794 = tensor.empty() : tensor<32xf32> loc("backward.layer4.1.bn2")
    %t2799 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t2774 : tensor<32xf32>) outs(%t2794 : tensor<32xf32>) {
    ^bb0(%in2795: f32, %out2796: f32):
      %s2797 = arith.constant 1.250000000e-01 : f32
      %s2798 = arith.mulf %in2795, %s2797 : f32
      linalg.yield %s2798 : f32
    } -> tensor<32xf32> loc("backward.layer4.1.bn2")
    %t2800 = tensor.expand_shape %t2799 [[0, 1]] output_shape [1, 32] : tensor<32xf32> into tensor<1x32xf32> loc("backward.layer4.1.bn2")
    %t2801 = tensor.expand_shape %t2800 [[0], [1, 2]] output_shape [1, 32, 1] : tensor<1x32xf32> into tensor<1x32x1xf32> loc("backward.layer4.1.bn2")
    %t2802 = tensor.expand_shape %t2801 [[0], [1], [2, 3]] output_shape [1, 32, 1, 1] : tensor<1x32x1xf32> into tensor<1x32x1x1xf32> loc("backward.layer4.1.bn2")
    %t2803 = tensor.empty() : tensor<32xf32> loc("backward.layer4.1.bn2")
    %t2808 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t2793 : tensor<32xf32>) outs(%t2803 : tensor<32xf32>) {
    ^bb0(%in2804: f32, %out2805: f32):
      %s2806 = arith.constant 1.250000000e-01 : f32
      %s2807 = arith.mulf %in2804, %s2806 : f32
      linalg.yield %s2807 : f32
    } -> tensor<32xf32> loc("backward.layer4.1.bn2")
    %t2809 = tensor.empty() : tensor<32xf32> loc("backward.layer4.1.bn2")
    %t2814 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t2457, %t2457 : tensor<32xf32>, tensor<32xf32>) outs(%t2809 : tensor<32xf32>) {
    ^bb0(%in2810: f32, %in2811: f32, %out2812: f32):
      %s2813 = arith.mulf %in2810, %in2811 : f32
      linalg.yield %s2813 : f32
    } -> tensor<32xf32> loc("backward.layer4.1.bn2")
    %t2815 = tensor.empty() : tensor<32xf32> loc("backward.layer4.1.bn2")
    %t2820 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t2808, %t2814 : tensor<32xf32>, tensor<32xf32>) outs(%t2815 : tensor<32xf32>) {
    ^bb0(%in2816: f32, %in2817: f32, %out2818: f32):
      %s2819 = arith.mulf %in2816, %in2817 : f32
      linalg.yield %s2819 : f32
    } -> tensor<32xf32> loc("backward.layer4.1.bn2")
    %t2821 = tensor.expand_shape %t2820 [[0, 1]] output_shape [1, 32] : tensor<32xf32> into tensor<1x32xf32> loc("backward.layer4.1.bn2")
    %t2822 = tensor.expand_shape %t2821 [[0], [1, 2]] output_shape [1, 32, 1] : tensor<1x32xf32> into tensor<1x32x1xf32> loc("backward.layer4.1.bn2")
    %t2823 = tensor.expand_shape %t2822 [[0], [1], [2, 3]] output_shape [1, 32, 1, 1] : tensor<1x32x1xf32> into tensor<1x32x1x1xf32> loc("backward.layer4.1.bn2")
    %t2824 = tensor.empty() : tensor<32xf32> loc("backward.layer4.1.bn2")
    %t2829 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t2457, %primals_59 : tensor<32xf32>, tensor<32xf32>) outs(%t2824 : tensor<32xf32>) {
    ^bb0(%in2825: f32, %in2826: f32, %out2827: f32):
      %s2828 = arith.mulf %in2825, %in2826 : f32
      linalg.yield %s2828 : f32
    } -> tensor<32xf32> loc("backward.layer4.1.bn2")
    %t2830 = tensor.expand_shape %t2829 [[0, 1]] output_shape [1, 32] : tensor<32xf32> into tensor<1x32xf32> loc("backward.layer4.1.bn2")
    %t2831 = tensor.expand_shape %t2830 [[0], [1, 2]] output_shape [1, 32, 1] : tensor<1x32xf32> into tensor<1x32x1xf32> loc("backward.layer4.1.bn2")
    %t2832 = tensor.expand_shape %t2831 [[0], [1], [2, 3]] output_shape [1, 32, 1, 1] : tensor<1x32x1xf32> into tensor<1x32x1x1xf32> loc("backward.layer4.1.bn2")
    %t2833 = tensor.empty() : tensor<2x32x2x2xf32> loc("backward.layer4.1.bn2")
    %t2838 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2383, %t2767 : tensor<2x32x2x2xf32>, tensor<1x32x1x1xf32>) outs(%t2833 : tensor<2x32x2x2xf32>) {
    ^bb0(%in2834: f32, %in2835: f32, %out2836: f32):
      %s2837 = arith.subf %in2834, %in2835 : f32
      linalg.yield %s2837 : f32
    } -> tensor<2x32x2x2xf32> loc("backward.layer4.1.bn2")
    %t2839 = tensor.empty() : tensor<2x32x2x2xf32> loc("backward.layer4.1.bn2")
    %t2844 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2838, %t2823 : tensor<2x32x2x2xf32>, tensor<1x32x1x1xf32>) outs(%t2839 : tensor<2x32x2x2xf32>) {
    ^bb0(%in2840: f32, %in2841: f32, %out2842: f32):
      %s2843 = arith.mulf %in2840, %in2841 : f32
      linalg.yield %s2843 : f32
    } -> tensor<2x32x2x2xf32> loc("backward.layer4.1.bn2")
    %t2845 = tensor.empty() : tensor<2x32x2x2xf32> loc("backward.layer4.1.bn2")
    %t2850 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2764, %t2844 : tensor<2x32x2x2xf32>, tensor<2x32x2x2xf32>) outs(%t2845 : tensor<2x32x2x2xf32>) {
    ^bb0(%in2846: f32, %in2847: f32, %out2848: f32):
      %s2849 = arith.subf %in2846, %in2847 : f32
      linalg.yield %s2849 : f32
    } -> tensor<2x32x2x2xf32> loc("backward.layer4.1.bn2")
    %t2851 = tensor.empty() : tensor<2x32x2x2xf32> loc("backward.layer4.1.bn2")
    %t2856 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2850, %t2802 : tensor<2x32x2x2xf32>, tensor<1x32x1x1xf32>) outs(%t2851 : tensor<2x32x2x2xf32>) {
    ^bb0(%in2852: f32, %in2853: f32, %out2854: f32):
      %s2855 = arith.subf %in2852, %in2853 : f32
      linalg.yield %s2855 : f32
    } -> tensor<2x32x2x2xf32> loc("backward.layer4.1.bn2")
    %t2857 = tensor.empty() : tensor<2x32x2x2xf32> loc("backward.layer4.1.bn2")
    %t2862 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2856, %t2832 : tensor<2x32x2x2xf32>, tensor<1x32x1x1xf32>) outs(%t2857 : tensor<2x32x2x2xf32>) {
    ^bb0(%in2858: f32, %in2859: f32, %out2860: f32):
      %s2861 = arith.mulf %in2858, %in2859 : f32
      linalg.yield %s2861 : f32
    } -> tensor<2x32x2x2xf32> loc("backward.layer4.1.bn2")
    %t2863 = tensor.empty() : tensor<32xf32> loc("backward.layer4.1.bn2")
    %t2868 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t2793, %t2457 : tensor<32xf32>, tensor<32xf32>) outs(%t2863 : tensor<32xf32>) {
    ^bb0(%in2864: f32, %in2865: f32, %out2866: f32):
      %s2867 = arith.mulf %in2864, %in2865 : f32
      linalg.yield %s2867 : f32
    } -> tensor<32xf32> loc("backward.layer4.1.bn2")
    %t2869 = tensor.empty() : tensor<2x32x6x6xf32> loc("backward.layer4.1.conv2")
    %c2870 = arith.constant 0.000000000e+00 : f32 loc("backward.layer4.1.conv2")
    %t2871 = linalg.fill ins(%c2870 : f32) outs(%t2869 : tensor<2x32x6x6xf32>) -> tensor<2x32x6x6xf32> loc("backward.layer4.1.conv2")
    %t2872 = tensor.insert_slice %t2862 into %t2871[0, 0, 2, 2] [2, 32, 2, 2] [1, 1, 1, 1] : tensor<2x32x2x2xf32> into tensor<2x32x6x6xf32> loc("backward.layer4.1.conv2")
    %t2873 = tensor.empty() : tensor<32x32x3x3xf32> loc("backward.layer4.1.conv2")
    %t2876 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d0, -d2 + 2, -d3 + 2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%primals_58 : tensor<32x32x3x3xf32>) outs(%t2873 : tensor<32x32x3x3xf32>) {
    ^bb0(%in2874: f32, %out2875: f32):
      linalg.yield %in2874 : f32
    } -> tensor<32x32x3x3xf32> loc("backward.layer4.1.conv2")
    %t2877 = tensor.empty() : tensor<2x32x4x4xf32> loc("backward.layer4.1.conv2")
    %c2878 = arith.constant 0.000000000e+00 : f32 loc("backward.layer4.1.conv2")
    %t2879 = linalg.fill ins(%c2878 : f32) outs(%t2877 : tensor<2x32x4x4xf32>) -> tensor<2x32x4x4xf32> loc("backward.layer4.1.conv2")
    %t2880 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%t2872, %t2876 : tensor<2x32x6x6xf32>, tensor<32x32x3x3xf32>) outs(%t2879 : tensor<2x32x4x4xf32>) -> tensor<2x32x4x4xf32> loc("backward.layer4.1.conv2")
    %t2881 = tensor.extract_slice %t2880[0, 0, 1, 1] [2, 32, 2, 2] [1, 1, 1, 1] : tensor<2x32x4x4xf32> to tensor<2x32x2x2xf32> loc("backward.layer4.1.conv2")
    %t2882 = tensor.empty() : tensor<2x32x4x4xf32> loc("backward.layer4.1.conv2")
    %c2883 = arith.constant 0.000000000e+00 : f32 loc("backward.layer4.1.conv2")
    %t2884 = linalg.fill ins(%c2883 : f32) outs(%t2882 : tensor<2x32x4x4xf32>) -> tensor<2x32x4x4xf32> loc("backward.layer4.1.conv2")
    %t2885 = tensor.insert_slice %t2375 into %t2884[0, 0, 1, 1] [2, 32, 2, 2] [1, 1, 1, 1] : tensor<2x32x2x2xf32> into tensor<2x32x4x4xf32> loc("backward.layer4.1.conv2")
    %t2886 = tensor.empty() : tensor<32x32x3x3xf32> loc("backward.layer4.1.conv2")
    %c2887 = arith.constant 0.000000000e+00 : f32 loc("backward.layer4.1.conv2")
    %t2888 = linalg.fill ins(%c2887 : f32) outs(%t2886 : tensor<32x32x3x3xf32>) -> tensor<32x32x3x3xf32> loc("backward.layer4.1.conv2")
    %t2894 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d0, d5, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d1, d5 * 1 + d2 * 1, d6 * 1 + d3 * 1)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%t2862, %t2885 : tensor<2x32x2x2xf32>, tensor<2x32x4x4xf32>) outs(%t2888 : tensor<32x32x3x3xf32>) {
    ^bb0(%in2889: f32, %in2890: f32, %out2891: f32):
      %s2892 = arith.mulf %in2889, %in2890 : f32
      %s2893 = arith.addf %out2891, %s2892 : f32
      linalg.yield %s2893 : f32
    } -> tensor<32x32x3x3xf32> loc("backward.layer4.1.conv2")
    %t2895 = tensor.empty() : tensor<2x32x2x2xi1> loc("backward.layer4.1.relu")
    %t2900 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2375 : tensor<2x32x2x2xf32>) outs(%t2895 : tensor<2x32x2x2xi1>) {
    ^bb0(%in2896: f32, %out2897: i1):
      %s2898 = arith.constant 0.000000000e+00 : f32
      %s2899 = arith.cmpf ole, %in2896, %s2898 : f32
      linalg.yield %s2899 : i1
    } -> tensor<2x32x2x2xi1> loc("backward.layer4.1.relu")
    %cst2901 = arith.constant dense<0.000000000e+00> : tensor<f32> loc("backward.layer4.1.relu")
    %t2902 = tensor.empty() : tensor<2x32x2x2xf32> loc("backward.layer4.1.relu")
    %t2908 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2900, %cst2901, %t2881 : tensor<2x32x2x2xi1>, tensor<f32>, tensor<2x32x2x2xf32>) outs(%t2902 : tensor<2x32x2x2xf32>) {
    ^bb0(%in2903: i1, %in2904: f32, %in2905: f32, %out2906: f32):
      %s2907 = arith.select %in2903, %in2904, %in2905 : f32
      linalg.yield %s2907 : f32
    } -> tensor<2x32x2x2xf32> loc("backward.layer4.1.relu")
    %t2909 = tensor.expand_shape %t2334 [[0, 1]] output_shape [1, 32] : tensor<32xf32> into tensor<1x32xf32> loc("backward.layer4.1.bn1")
    %t2910 = tensor.expand_shape %t2909 [[0], [1, 2]] output_shape [1, 32, 1] : tensor<1x32xf32> into tensor<1x32x1xf32> loc("backward.layer4.1.bn1")
    %t2911 = tensor.expand_shape %t2910 [[0], [1], [2, 3]] output_shape [1, 32, 1, 1] : tensor<1x32x1xf32> into tensor<1x32x1x1xf32> loc("backward.layer4.1.bn1")
    %t2912 = tensor.empty() : tensor<32xf32> loc("backward.layer4.1.bn1")
    %c2913 = arith.constant 0.000000000e+00 : f32 loc("backward.layer4.1.bn1")
    %t2914 = linalg.fill ins(%c2913 : f32) outs(%t2912 : tensor<32xf32>) -> tensor<32xf32> loc("backward.layer4.1.bn1")
    %t2918 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t2908 : tensor<2x32x2x2xf32>) outs(%t2914 : tensor<32xf32>) {
    ^bb0(%in2915: f32, %out2916: f32):
      %s2917 = arith.addf %out2916, %in2915 : f32
      linalg.yield %s2917 : f32
    } -> tensor<32xf32> loc("backward.layer4.1.bn1")
    %t2919 = tensor.empty() : tensor<2x32x2x2xf32> loc("backward.layer4.1.bn1")
    %t2924 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2261, %t2911 : tensor<2x32x2x2xf32>, tensor<1x32x1x1xf32>) outs(%t2919 : tensor<2x32x2x2xf32>) {
    ^bb0(%in2920: f32, %in2921: f32, %out2922: f32):
      %s2923 = arith.subf %in2920, %in2921 : f32
      linalg.yield %s2923 : f32
    } -> tensor<2x32x2x2xf32> loc("backward.layer4.1.bn1")
    %t2925 = tensor.empty() : tensor<2x32x2x2xf32> loc("backward.layer4.1.bn1")
    %t2930 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2908, %t2924 : tensor<2x32x2x2xf32>, tensor<2x32x2x2xf32>) outs(%t2925 : tensor<2x32x2x2xf32>) {
    ^bb0(%in2926: f32, %in2927: f32, %out2928: f32):
      %s2929 = arith.mulf %in2926, %in2927 : f32
      linalg.yield %s2929 : f32
    } -> tensor<2x32x2x2xf32> loc("backward.layer4.1.bn1")
    %t2931 = tensor.empty() : tensor<32xf32> loc("backward.layer4.1.bn1")
    %c2932 = arith.constant 0.000000000e+00 : f32 loc("backward.layer4.1.bn1")
    %t2933 = linalg.fill ins(%c2932 : f32) outs(%t2931 : tensor<32xf32>) -> tensor<32xf32> loc("backward.layer4.1.bn1")
    %t2937 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t2930 : tensor<2x32x2x2xf32>) outs(%t2933 : tensor<32xf32>) {
    ^bb0(%in2934: f32, %out2935: f32):
      %s2936 = arith.addf %out2935, %in2934 : f32
      linalg.yield %s2936 : f32
    } -> tensor<32xf32> loc("backward.layer4.1.bn1")
    %t2938 = tensor.empty() : tensor<32xf32> loc("backward.layer4.1.bn1")
    %t2943 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t2918 : tensor<32xf32>) outs(%t2938 : tensor<32xf32>) {
    ^bb0(%in2939: f32, %out2940: f32):
      %s2941 = arith.constant 1.250000000e-01 : f32
      %s2942 = arith.mulf %in2939, %s2941 : f32
      linalg.yield %s2942 : f32
    } -> tensor<32xf32> loc("backward.layer4.1.bn1")
    %t2944 = tensor.expand_shape %t2943 [[0, 1]] output_shape [1, 32] : tensor<32xf32> into tensor<1x32xf32> loc("backward.layer4.1.bn1")
    %t2945 = tensor.expand_shape %t2944 [[0], [1, 2]] output_shape [1, 32, 1] : tensor<1x32xf32> into tensor<1x32x1xf32> loc("backward.layer4.1.bn1")
    %t2946 = tensor.expand_shape %t2945 [[0], [1], [2, 3]] output_shape [1, 32, 1, 1] : tensor<1x32x1xf32> into tensor<1x32x1x1xf32> loc("backward.layer4.1.bn1")
    %t2947 = tensor.empty() : tensor<32xf32> loc("backward.layer4.1.bn1")
    %t2952 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t2937 : tensor<32xf32>) outs(%t2947 : tensor<32xf32>) {
    ^bb0(%in2948: f32, %out2949: f32):
      %s2950 = arith.constant 1.250000000e-01 : f32
      %s2951 = arith.mulf %in2948, %s2950 : f32
      linalg.yield %s2951 : f32
    } -> tensor<32xf32> loc("backward.layer4.1.bn1")
    %t2953 = tensor.empty() : tensor<32xf32> loc("backward.layer4.1.bn1")
    %t2958 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t2335, %t2335 : tensor<32xf32>, tensor<32xf32>) outs(%t2953 : tensor<32xf32>) {
    ^bb0(%in2954: f32, %in2955: f32, %out2956: f32):
      %s2957 = arith.mulf %in2954, %in2955 : f32
      linalg.yield %s2957 : f32
    } -> tensor<32xf32> loc("backward.layer4.1.bn1")
    %t2959 = tensor.empty() : tensor<32xf32> loc("backward.layer4.1.bn1")
    %t2964 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t2952, %t2958 : tensor<32xf32>, tensor<32xf32>) outs(%t2959 : tensor<32xf32>) {
    ^bb0(%in2960: f32, %in2961: f32, %out2962: f32):
      %s2963 = arith.mulf %in2960, %in2961 : f32
      linalg.yield %s2963 : f32
    } -> tensor<32xf32> loc("backward.layer4.1.bn1")
    %t2965 = tensor.expand_shape %t2964 [[0, 1]] output_shape [1, 32] : tensor<32xf32> into tensor<1x32xf32> loc("backward.layer4.1.bn1")
    %t2966 = tensor.expand_shape %t2965 [[0], [1, 2]] output_shape [1, 32, 1] : tensor<1x32xf32> into tensor<1x32x1xf32> loc("backward.layer4.1.bn1")
    %t2967 = tensor.expand_shape %t2966 [[0], [1], [2, 3]] output_shape [1, 32, 1, 1] : tensor<1x32x1xf32> into tensor<1x32x1x1xf32> loc("backward.layer4.1.bn1")
    %t2968 = tensor.empty() : tensor<32xf32> loc("backward.layer4.1.bn1")
    %t2973 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t2335, %primals_56 : tensor<32xf32>, tensor<32xf32>) outs(%t2968 : tensor<32xf32>) {
    ^bb0(%in2969: f32, %in2970: f32, %out2971: f32):
      %s2972 = arith.mulf %in2969, %in2970 : f32
      linalg.yield %s2972 : f32
    } -> tensor<32xf32> loc("backward.layer4.1.bn1")
    %t2974 = tensor.expand_shape %t2973 [[0, 1]] output_shape [1, 32] : tensor<32xf32> into tensor<1x32xf32> loc("backward.layer4.1.bn1")
    %t2975 = tensor.expand_shape %t2974 [[0], [1, 2]] output_shape [1, 32, 1] : tensor<1x32xf32> into tensor<1x32x1xf32> loc("backward.layer4.1.bn1")
    %t2976 = tensor.expand_shape %t2975 [[0], [1], [2, 3]] output_shape [1, 32, 1, 1] : tensor<1x32x1xf32> into tensor<1x32x1x1xf32> loc("backward.layer4.1.bn1")
    %t2977 = tensor.empty() : tensor<2x32x2x2xf32> loc("backward.layer4.1.bn1")
    %t2982 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2261, %t2911 : tensor<2x32x2x2xf32>, tensor<1x32x1x1xf32>) outs(%t2977 : tensor<2x32x2x2xf32>) {
    ^bb0(%in2978: f32, %in2979: f32, %out2980: f32):
      %s2981 = arith.subf %in2978, %in2979 : f32
      linalg.yield %s2981 : f32
    } -> tensor<2x32x2x2xf32> loc("backward.layer4.1.bn1")
    %t2983 = tensor.empty() : tensor<2x32x2x2xf32> loc("backward.layer4.1.bn1")
    %t2988 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2982, %t2967 : tensor<2x32x2x2xf32>, tensor<1x32x1x1xf32>) outs(%t2983 : tensor<2x32x2x2xf32>) {
    ^bb0(%in2984: f32, %in2985: f32, %out2986: f32):
      %s2987 = arith.mulf %in2984, %in2985 : f32
      linalg.yield %s2987 : f32
    } -> tensor<2x32x2x2xf32> loc("backward.layer4.1.bn1")
    %t2989 = tensor.empty() : tensor<2x32x2x2xf32> loc("backward.layer4.1.bn1")
    %t2994 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2908, %t2988 : tensor<2x32x2x2xf32>, tensor<2x32x2x2xf32>) outs(%t2989 : tensor<2x32x2x2xf32>) {
    ^bb0(%in2990: f32, %in2991: f32, %out2992: f32):
      %s2993 = arith.subf %in2990, %in2991 : f32
      linalg.yield %s2993 : f32
    } -> tensor<2x32x2x2xf32> loc("backward.layer4.1.bn1")
    %t2995 = tensor.empty() : tensor<2x32x2x2xf32> loc("backward.layer4.1.bn1")
    %t3000 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2994, %t2946 : tensor<2x32x2x2xf32>, tensor<1x32x1x1xf32>) outs(%t2995 : tensor<2x32x2x2xf32>) {
    ^bb0(%in2996: f32, %in2997: f32, %out2998: f32):
      %s2999 = arith.subf %in2996, %in2997 : f32
      linalg.yield %s2999 : f32
    } -> tensor<2x32x2x2xf32> loc("backward.layer4.1.bn1")
    %t3001 = tensor.empty() : tensor<2x32x2x2xf32> loc("backward.layer4.1.bn1")
    %t3006 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3000, %t2976 : tensor<2x32x2x2xf32>, tensor<1x32x1x1xf32>) outs(%t3001 : tensor<2x32x2x2xf32>) {
    ^bb0(%in3002: f32, %in3003: f32, %out3004: f32):
      %s3005 = arith.mulf %in3002, %in3003 : f32
      linalg.yield %s3005 : f32
    } -> tensor<2x32x2x2xf32> loc("backward.layer4.1.bn1")
    %t3007 = tensor.empty() : tensor<32xf32> loc("backward.layer4.1.bn1")
    %t3012 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t2937, %t2335 : tensor<32xf32>, tensor<32xf32>) outs(%t3007 : tensor<32xf32>) {
    ^bb0(%in3008: f32, %in3009: f32, %out3010: f32):
      %s3011 = arith.mulf %in3008, %in3009 : f32
      linalg.yield %s3011 : f32
    } -> tensor<32xf32> loc("backward.layer4.1.bn1")
    %t3013 = tensor.empty() : tensor<2x32x6x6xf32> loc("backward.layer4.1.conv1")
    %c3014 = arith.constant 0.000000000e+00 : f32 loc("backward.layer4.1.conv1")
    %t3015 = linalg.fill ins(%c3014 : f32) outs(%t3013 : tensor<2x32x6x6xf32>) -> tensor<2x32x6x6xf32> loc("backward.layer4.1.conv1")
    %t3016 = tensor.insert_slice %t3006 into %t3015[0, 0, 2, 2] [2, 32, 2, 2] [1, 1, 1, 1] : tensor<2x32x2x2xf32> into tensor<2x32x6x6xf32> loc("backward.layer4.1.conv1")
    %t3017 = tensor.empty() : tensor<32x32x3x3xf32> loc("backward.layer4.1.conv1")
    %t3020 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d0, -d2 + 2, -d3 + 2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%primals_55 : tensor<32x32x3x3xf32>) outs(%t3017 : tensor<32x32x3x3xf32>) {
    ^bb0(%in3018: f32, %out3019: f32):
      linalg.yield %in3018 : f32
    } -> tensor<32x32x3x3xf32> loc("backward.layer4.1.conv1")
    %t3021 = tensor.empty() : tensor<2x32x4x4xf32> loc("backward.layer4.1.conv1")
    %c3022 = arith.constant 0.000000000e+00 : f32 loc("backward.layer4.1.conv1")
    %t3023 = linalg.fill ins(%c3022 : f32) outs(%t3021 : tensor<2x32x4x4xf32>) -> tensor<2x32x4x4xf32> loc("backward.layer4.1.conv1")
    %t3024 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%t3016, %t3020 : tensor<2x32x6x6xf32>, tensor<32x32x3x3xf32>) outs(%t3023 : tensor<2x32x4x4xf32>) -> tensor<2x32x4x4xf32> loc("backward.layer4.1.conv1")
    %t3025 = tensor.extract_slice %t3024[0, 0, 1, 1] [2, 32, 2, 2] [1, 1, 1, 1] : tensor<2x32x4x4xf32> to tensor<2x32x2x2xf32> loc("backward.layer4.1.conv1")
    %t3026 = tensor.empty() : tensor<2x32x4x4xf32> loc("backward.layer4.1.conv1")
    %c3027 = arith.constant 0.000000000e+00 : f32 loc("backward.layer4.1.conv1")
    %t3028 = linalg.fill ins(%c3027 : f32) outs(%t3026 : tensor<2x32x4x4xf32>) -> tensor<2x32x4x4xf32> loc("backward.layer4.1.conv1")
    %t3029 = tensor.insert_slice %t2253 into %t3028[0, 0, 1, 1] [2, 32, 2, 2] [1, 1, 1, 1] : tensor<2x32x2x2xf32> into tensor<2x32x4x4xf32> loc("backward.layer4.1.conv1")
    %t3030 = tensor.empty() : tensor<32x32x3x3xf32> loc("backward.layer4.1.conv1")
    %c3031 = arith.constant 0.000000000e+00 : f32 loc("backward.layer4.1.conv1")
    %t3032 = linalg.fill ins(%c3031 : f32) outs(%t3030 : tensor<32x32x3x3xf32>) -> tensor<32x32x3x3xf32> loc("backward.layer4.1.conv1")
    %t3038 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d0, d5, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d1, d5 * 1 + d2 * 1, d6 * 1 + d3 * 1)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%t3006, %t3029 : tensor<2x32x2x2xf32>, tensor<2x32x4x4xf32>) outs(%t3032 : tensor<32x32x3x3xf32>) {
    ^bb0(%in3033: f32, %in3034: f32, %out3035: f32):
      %s3036 = arith.mulf %in3033, %in3034 : f32
      %s3037 = arith.addf %out3035, %s3036 : f32
      linalg.yield %s3037 : f32
    } -> tensor<32x32x3x3xf32> loc("backward.layer4.1.conv1")
    %t3039 = tensor.empty() : tensor<2x32x2x2xf32> loc("backward.add_28")
    %t3044 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2764, %t3025 : tensor<2x32x2x2xf32>, tensor<2x32x2x2xf32>) outs(%t3039 : tensor<2x32x2x2xf32>) {
    ^bb0(%in3040: f32, %in3041: f32, %out3042: f32):
      %s3043 = arith.addf %in3040, %in3041 : f32
      linalg.yield %s3043 : f32
    } -> tensor<2x32x2x2xf32> loc("backward.add_28")
    %t3045 = tensor.empty() : tensor<2x32x2x2xi1> loc("backward.layer4.0.relu")
    %t3050 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2253 : tensor<2x32x2x2xf32>) outs(%t3045 : tensor<2x32x2x2xi1>) {
    ^bb0(%in3046: f32, %out3047: i1):
      %s3048 = arith.constant 0.000000000e+00 : f32
      %s3049 = arith.cmpf ole, %in3046, %s3048 : f32
      linalg.yield %s3049 : i1
    } -> tensor<2x32x2x2xi1> loc("backward.layer4.0.relu")
    %cst3051 = arith.constant dense<0.000000000e+00> : tensor<f32> loc("backward.layer4.0.relu")
    %t3052 = tensor.empty() : tensor<2x32x2x2xf32> loc("backward.layer4.0.relu")
    %t3058 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3050, %cst3051, %t3044 : tensor<2x32x2x2xi1>, tensor<f32>, tensor<2x32x2x2xf32>) outs(%t3052 : tensor<2x32x2x2xf32>) {
    ^bb0(%in3053: i1, %in3054: f32, %in3055: f32, %out3056: f32):
      %s3057 = arith.select %in3053, %in3054, %in3055 : f32
      linalg.yield %s3057 : f32
    } -> tensor<2x32x2x2xf32> loc("backward.layer4.0.relu")
    %t3059 = tensor.expand_shape %t2206 [[0, 1]] output_shape [1, 32] : tensor<32xf32> into tensor<1x32xf32> loc("backward.layer4.0.downsample.1")
    %t3060 = tensor.expand_shape %t3059 [[0], [1, 2]] output_shape [1, 32, 1] : tensor<1x32xf32> into tensor<1x32x1xf32> loc("backward.layer4.0.downsample.1")
    %t3061 = tensor.expand_shape %t3060 [[0], [1], [2, 3]] output_shape [1, 32, 1, 1] : tensor<1x32x1xf32> into tensor<1x32x1x1xf32> loc("backward.layer4.0.downsample.1")
    %t3062 = tensor.empty() : tensor<32xf32> loc("backward.layer4.0.downsample.1")
    %c3063 = arith.constant 0.000000000e+00 : f32 loc("backward.layer4.0.downsample.1")
    %t3064 = linalg.fill ins(%c3063 : f32) outs(%t3062 : tensor<32xf32>) -> tensor<32xf32> loc("backward.layer4.0.downsample.1")
    %t3068 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t3058 : tensor<2x32x2x2xf32>) outs(%t3064 : tensor<32xf32>) {
    ^bb0(%in3065: f32, %out3066: f32):
      %s3067 = arith.addf %out3066, %in3065 : f32
      linalg.yield %s3067 : f32
    } -> tensor<32xf32> loc("backward.layer4.0.downsample.1")
    %t3069 = tensor.empty() : tensor<2x32x2x2xf32> loc("backward.layer4.0.downsample.1")
    %t3074 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2133, %t3061 : tensor<2x32x2x2xf32>, tensor<1x32x1x1xf32>) outs(%t3069 : tensor<2x32x2x2xf32>) {
    ^bb0(%in3070: f32, %in3071: f32, %out3072: f32):
      %s3073 = arith.subf %in3070, %in3071 : f32
      linalg.yield %s3073 : f32
    } -> tensor<2x32x2x2xf32> loc("backward.layer4.0.downsample.1")
    %t3075 = tensor.empty() : tensor<2x32x2x2xf32> loc("backward.layer4.0.downsample.1")
    %t3080 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3058, %t3074 : tensor<2x32x2x2xf32>, tensor<2x32x2x2xf32>) outs(%t3075 : tensor<2x32x2x2xf32>) {
    ^bb0(%in3076: f32, %in3077: f32, %out3078: f32):
      %s3079 = arith.mulf %in3076, %in3077 : f32
      linalg.yield %s3079 : f32
    } -> tensor<2x32x2x2xf32> loc("backward.layer4.0.downsample.1")
    %t3081 = tensor.empty() : tensor<32xf32> loc("backward.layer4.0.downsample.1")
    %c3082 = arith.constant 0.000000000e+00 : f32 loc("backward.layer4.0.downsample.1")
    %t3083 = linalg.fill ins(%c3082 : f32) outs(%t3081 : tensor<32xf32>) -> tensor<32xf32> loc("backward.layer4.0.downsample.1")
    %t3087 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t3080 : tensor<2x32x2x2xf32>) outs(%t3083 : tensor<32xf32>) {
    ^bb0(%in3084: f32, %out3085: f32):
      %s3086 = arith.addf %out3085, %in3084 : f32
      linalg.yield %s3086 : f32
    } -> tensor<32xf32> loc("backward.layer4.0.downsample.1")
    %t3088 = tensor.empty() : tensor<32xf32> loc("backward.layer4.0.downsample.1")
    %t3093 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t3068 : tensor<32xf32>) outs(%t3088 : tensor<32xf32>) {
    ^bb0(%in3089: f32, %out3090: f32):
      %s3091 = arith.constant 1.250000000e-01 : f32
      %s3092 = arith.mulf %in3089, %s3091 : f32
      linalg.yield %s3092 : f32
    } -> tensor<32xf32> loc("backward.layer4.0.downsample.1")
    %t3094 = tensor.expand_shape %t3093 [[0, 1]] output_shape [1, 32] : tensor<32xf32> into tensor<1x32xf32> loc("backward.layer4.0.downsample.1")
    %t3095 = tensor.expand_shape %t3094 [[0], [1, 2]] output_shape [1, 32, 1] : tensor<1x32xf32> into tensor<1x32x1xf32> loc("backward.layer4.0.downsample.1")
    %t3096 = tensor.expand_shape %t3095 [[0], [1], [2, 3]] output_shape [1, 32, 1, 1] : tensor<1x32x1xf32> into tensor<1x32x1x1xf32> loc("backward.layer4.0.downsample.1")
    %t3097 = tensor.empty() : tensor<32xf32> loc("backward.layer4.0.downsample.1")
    %t3102 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t3087 : tensor<32xf32>) outs(%t3097 : tensor<32xf32>) {
    ^bb0(%in3098: f32, %out3099: f32):
      %s3100 = arith.constant 1.250000000e-01 : f32
      %s3101 = arith.mulf %in3098, %s3100 : f32
      linalg.yield %s3101 : f32
    } -> tensor<32xf32> loc("backward.layer4.0.downsample.1")
    %t3103 = tensor.empty() : tensor<32xf32> loc("backward.layer4.0.downsample.1")
    %t3108 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t2207, %t2207 : tensor<32xf32>, tensor<32xf32>) outs(%t3103 : tensor<32xf32>) {
    ^bb0(%in3104: f32, %in3105: f32, %out3106: f32):
      %s3107 = arith.mulf %in3104, %in3105 : f32
      linalg.yield %s3107 : f32
    } -> tensor<32xf32> loc("backward.layer4.0.downsample.1")
    %t3109 = tensor.empty() : tensor<32xf32> loc("backward.layer4.0.downsample.1")
    %t3114 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t3102, %t3108 : tensor<32xf32>, tensor<32xf32>) outs(%t3109 : tensor<32xf32>) {
    ^bb0(%in3110: f32, %in3111: f32, %out3112: f32):
      %s3113 = arith.mulf %in3110, %in3111 : f32
      linalg.yield %s3113 : f32
    } -> tensor<32xf32> loc("backward.layer4.0.downsample.1")
    %t3115 = tensor.expand_shape %t3114 [[0, 1]] output_shape [1, 32] : tensor<32xf32> into tensor<1x32xf32> loc("backward.layer4.0.downsample.1")
    %t3116 = tensor.expand_shape %t3115 [[0], [1, 2]] output_shape [1, 32, 1] : tensor<1x32xf32> into tensor<1x32x1xf32> loc("backward.layer4.0.downsample.1")
    %t3117 = tensor.expand_shape %t3116 [[0], [1], [2, 3]] output_shape [1, 32, 1, 1] : tensor<1x32x1xf32> into tensor<1x32x1x1xf32> loc("backward.layer4.0.downsample.1")
    %t3118 = tensor.empty() : tensor<32xf32> loc("backward.layer4.0.downsample.1")
    %t3123 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t2207, %primals_53 : tensor<32xf32>, tensor<32xf32>) outs(%t3118 : tensor<32xf32>) {
    ^bb0(%in3119: f32, %in3120: f32, %out3121: f32):
      %s3122 = arith.mulf %in3119, %in3120 : f32
      linalg.yield %s3122 : f32
    } -> tensor<32xf32> loc("backward.layer4.0.downsample.1")
    %t3124 = tensor.expand_shape %t3123 [[0, 1]] output_shape [1, 32] : tensor<32xf32> into tensor<1x32xf32> loc("backward.layer4.0.downsample.1")
    %t3125 = tensor.expand_shape %t3124 [[0], [1, 2]] output_shape [1, 32, 1] : tensor<1x32xf32> into tensor<1x32x1xf32> loc("backward.layer4.0.downsample.1")
    %t3126 = tensor.expand_shape %t3125 [[0], [1], [2, 3]] output_shape [1, 32, 1, 1] : tensor<1x32x1xf32> into tensor<1x32x1x1xf32> loc("backward.layer4.0.downsample.1")
    %t3127 = tensor.empty() : tensor<2x32x2x2xf32> loc("backward.layer4.0.downsample.1")
    %t3132 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2133, %t3061 : tensor<2x32x2x2xf32>, tensor<1x32x1x1xf32>) outs(%t3127 : tensor<2x32x2x2xf32>) {
    ^bb0(%in3128: f32, %in3129: f32, %out3130: f32):
      %s3131 = arith.subf %in3128, %in3129 : f32
      linalg.yield %s3131 : f32
    } -> tensor<2x32x2x2xf32> loc("backward.layer4.0.downsample.1")
    %t3133 = tensor.empty() : tensor<2x32x2x2xf32> loc("backward.layer4.0.downsample.1")
    %t3138 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3132, %t3117 : tensor<2x32x2x2xf32>, tensor<1x32x1x1xf32>) outs(%t3133 : tensor<2x32x2x2xf32>) {
    ^bb0(%in3134: f32, %in3135: f32, %out3136: f32):
      %s3137 = arith.mulf %in3134, %in3135 : f32
      linalg.yield %s3137 : f32
    } -> tensor<2x32x2x2xf32> loc("backward.layer4.0.downsample.1")
    %t3139 = tensor.empty() : tensor<2x32x2x2xf32> loc("backward.layer4.0.downsample.1")
    %t3144 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3058, %t3138 : tensor<2x32x2x2xf32>, tensor<2x32x2x2xf32>) outs(%t3139 : tensor<2x32x2x2xf32>) {
    ^bb0(%in3140: f32, %in3141: f32, %out3142: f32):
      %s3143 = arith.subf %in3140, %in3141 : f32
      linalg.yield %s3143 : f32
    } -> tensor<2x32x2x2xf32> loc("backward.layer4.0.downsample.1")
    %t3145 = tensor.empty() : tensor<2x32x2x2xf32> loc("backward.layer4.0.downsample.1")
    %t3150 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3144, %t3096 : tensor<2x32x2x2xf32>, tensor<1x32x1x1xf32>) outs(%t3145 : tensor<2x32x2x2xf32>) {
    ^bb0(%in3146: f32, %in3147: f32, %out3148: f32):
      %s3149 = arith.subf %in3146, %in3147 : f32
      linalg.yield %s3149 : f32
    } -> tensor<2x32x2x2xf32> loc("backward.layer4.0.downsample.1")
    %t3151 = tensor.empty() : tensor<2x32x2x2xf32> loc("backward.layer4.0.downsample.1")
    %t3156 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3150, %t3126 : tensor<2x32x2x2xf32>, tensor<1x32x1x1xf32>) outs(%t3151 : tensor<2x32x2x2xf32>) {
    ^bb0(%in3152: f32, %in3153: f32, %out3154: f32):
      %s3155 = arith.mulf %in3152, %in3153 : f32
      linalg.yield %s3155 : f32
    } -> tensor<2x32x2x2xf32> loc("backward.layer4.0.downsample.1")
    %t3157 = tensor.empty() : tensor<32xf32> loc("backward.layer4.0.downsample.1")
    %t3162 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t3087, %t2207 : tensor<32xf32>, tensor<32xf32>) outs(%t3157 : tensor<32xf32>) {
    ^bb0(%in3158: f32, %in3159: f32, %out3160: f32):
      %s3161 = arith.mulf %in3158, %in3159 : f32
      linalg.yield %s3161 : f32
    } -> tensor<32xf32> loc("backward.layer4.0.downsample.1")
    %t3163 = tensor.empty() : tensor<2x32x3x3xf32> loc("backward.layer4.0.downsample.0")
    %c3164 = arith.constant 0.000000000e+00 : f32 loc("backward.layer4.0.downsample.0")
    %t3165 = linalg.fill ins(%c3164 : f32) outs(%t3163 : tensor<2x32x3x3xf32>) -> tensor<2x32x3x3xf32> loc("backward.layer4.0.downsample.0")
    %t3166 = tensor.insert_slice %t3156 into %t3165[0, 0, 0, 0] [2, 32, 2, 2] [1, 1, 2, 2] : tensor<2x32x2x2xf32> into tensor<2x32x3x3xf32> loc("backward.layer4.0.downsample.0")
    %t3167 = tensor.empty() : tensor<2x32x4x4xf32> loc("backward.layer4.0.downsample.0")
    %c3168 = arith.constant 0.000000000e+00 : f32 loc("backward.layer4.0.downsample.0")
    %t3169 = linalg.fill ins(%c3168 : f32) outs(%t3167 : tensor<2x32x4x4xf32>) -> tensor<2x32x4x4xf32> loc("backward.layer4.0.downsample.0")
    %t3170 = tensor.insert_slice %t3166 into %t3169[0, 0, 0, 0] [2, 32, 3, 3] [1, 1, 1, 1] : tensor<2x32x3x3xf32> into tensor<2x32x4x4xf32> loc("backward.layer4.0.downsample.0")
    %t3171 = tensor.empty() : tensor<16x32x1x1xf32> loc("backward.layer4.0.downsample.0")
    %t3174 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d0, -d2 + 0, -d3 + 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%primals_52 : tensor<32x16x1x1xf32>) outs(%t3171 : tensor<16x32x1x1xf32>) {
    ^bb0(%in3172: f32, %out3173: f32):
      linalg.yield %in3172 : f32
    } -> tensor<16x32x1x1xf32> loc("backward.layer4.0.downsample.0")
    %t3175 = tensor.empty() : tensor<2x16x4x4xf32> loc("backward.layer4.0.downsample.0")
    %c3176 = arith.constant 0.000000000e+00 : f32 loc("backward.layer4.0.downsample.0")
    %t3177 = linalg.fill ins(%c3176 : f32) outs(%t3175 : tensor<2x16x4x4xf32>) -> tensor<2x16x4x4xf32> loc("backward.layer4.0.downsample.0")
    %t3178 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%t3170, %t3174 : tensor<2x32x4x4xf32>, tensor<16x32x1x1xf32>) outs(%t3177 : tensor<2x16x4x4xf32>) -> tensor<2x16x4x4xf32> loc("backward.layer4.0.downsample.0")
    %t3179 = tensor.empty() : tensor<32x16x1x1xf32> loc("backward.layer4.0.downsample.0")
    %c3180 = arith.constant 0.000000000e+00 : f32 loc("backward.layer4.0.downsample.0")
    %t3181 = linalg.fill ins(%c3180 : f32) outs(%t3179 : tensor<32x16x1x1xf32>) -> tensor<32x16x1x1xf32> loc("backward.layer4.0.downsample.0")
    %t3187 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d0, d5, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d1, d5 * 2 + d2 * 1, d6 * 2 + d3 * 1)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%t3156, %t1891 : tensor<2x32x2x2xf32>, tensor<2x16x4x4xf32>) outs(%t3181 : tensor<32x16x1x1xf32>) {
    ^bb0(%in3182: f32, %in3183: f32, %out3184: f32):
      %s3185 = arith.mulf %in3182, %in3183 : f32
      %s3186 = arith.addf %out3184, %s3185 : f32
      linalg.yield %s3186 : f32
    } -> tensor<32x16x1x1xf32> loc("backward.layer4.0.downsample.0")
    %t3188 = tensor.expand_shape %t2094 [[0, 1]] output_shape [1, 32] : tensor<32xf32> into tensor<1x32xf32> loc("backward.layer4.0.bn2")
    %t3189 = tensor.expand_shape %t3188 [[0], [1, 2]] output_shape [1, 32, 1] : tensor<1x32xf32> into tensor<1x32x1xf32> loc("backward.layer4.0.bn2")
    %t3190 = tensor.expand_shape %t3189 [[0], [1], [2, 3]] output_shape [1, 32, 1, 1] : tensor<1x32x1xf32> into tensor<1x32x1x1xf32> loc("backward.layer4.0.bn2")
    %t3191 = tensor.empty() : tensor<32xf32> loc("backward.layer4.0.bn2")
    %c3192 = arith.constant 0.000000000e+00 : f32 loc("backward.layer4.0.bn2")
    %t3193 = linalg.fill ins(%c3192 : f32) outs(%t3191 : tensor<32xf32>) -> tensor<32xf32> loc("backward.layer4.0.bn2")
    %t3197 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t3058 : tensor<2x32x2x2xf32>) outs(%t3193 : tensor<32xf32>) {
    ^bb0(%in3194: f32, %out3195: f32):
      %s3196 = arith.addf %out3195, %in3194 : f32
      linalg.yield %s3196 : f32
    } -> tensor<32xf32> loc("backward.layer4.0.bn2")
    %t3198 = tensor.empty() : tensor<2x32x2x2xf32> loc("backward.layer4.0.bn2")
    %t3203 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2021, %t3190 : tensor<2x32x2x2xf32>, tensor<1x32x1x1xf32>) outs(%t3198 : tensor<2x32x2x2xf32>) {
    ^bb0(%in3199: f32, %in3200: f32, %out3201: f32):
      %s3202 = arith.subf %in3199, %in3200 : f32
      linalg.yield %s3202 : f32
    } -> tensor<2x32x2x2xf32> loc("backward.layer4.0.bn2")
    %t3204 = tensor.empty() : tensor<2x32x2x2xf32> loc("backward.layer4.0.bn2")
    %t3209 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3058, %t3203 : tensor<2x32x2x2xf32>, tensor<2x32x2x2xf32>) outs(%t3204 : tensor<2x32x2x2xf32>) {
    ^bb0(%in3205: f32, %in3206: f32, %out3207: f32):
      %s3208 = arith.mulf %in3205, %in3206 : f32
      linalg.yield %s3208 : f32
    } -> tensor<2x32x2x2xf32> loc("backward.layer4.0.bn2")
    %t3210 = tensor.empty() : tensor<32xf32> loc("backward.layer4.0.bn2")
    %c3211 = arith.constant 0.000000000e+00 : f32 loc("backward.layer4.0.bn2")
    %t3212 = linalg.fill ins(%c3211 : f32) outs(%t3210 : tensor<32xf32>) -> tensor<32xf32> loc("backward.layer4.0.bn2")
    %t3216 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t3209 : tensor<2x32x2x2xf32>) outs(%t3212 : tensor<32xf32>) {
    ^bb0(%in3213: f32, %out3214: f32):
      %s3215 = arith.addf %out3214, %in3213 : f32
      linalg.yield %s3215 : f32
    } -> tensor<32xf32> loc("backward.layer4.0.bn2")
    %t3217 = tensor.empty() : tensor<32xf32> loc("backward.layer4.0.bn2")
    %t3222 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t3197 : tensor<32xf32>) outs(%t3217 : tensor<32xf32>) {
    ^bb0(%in3218: f32, %out3219: f32):
      %s3220 = arith.constant 1.250000000e-01 : f32
      %s3221 = arith.mulf %in3218, %s3220 : f32
      linalg.yield %s3221 : f32
    } -> tensor<32xf32> loc("backward.layer4.0.bn2")
    %t3223 = tensor.expand_shape %t3222 [[0, 1]] output_shape [1, 32] : tensor<32xf32> into tensor<1x32xf32> loc("backward.layer4.0.bn2")
    %t3224 = tensor.expand_shape %t3223 [[0], [1, 2]] output_shape [1, 32, 1] : tensor<1x32xf32> into tensor<1x32x1xf32> loc("backward.layer4.0.bn2")
    %t3225 = tensor.expand_shape %t3224 [[0], [1], [2, 3]] output_shape [1, 32, 1, 1] : tensor<1x32x1xf32> into tensor<1x32x1x1xf32> loc("backward.layer4.0.bn2")
    %t3226 = tensor.empty() : tensor<32xf32> loc("backward.layer4.0.bn2")
    %t3231 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t3216 : tensor<32xf32>) outs(%t3226 : tensor<32xf32>) {
    ^bb0(%in3227: f32, %out3228: f32):
      %s3229 = arith.constant 1.250000000e-01 : f32
      %s3230 = arith.mulf %in3227, %s3229 : f32
      linalg.yield %s3230 : f32
    } -> tensor<32xf32> loc("backward.layer4.0.bn2")
    %t3232 = tensor.empty() : tensor<32xf32> loc("backward.layer4.0.bn2")
    %t3237 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t2095, %t2095 : tensor<32xf32>, tensor<32xf32>) outs(%t3232 : tensor<32xf32>) {
    ^bb0(%in3233: f32, %in3234: f32, %out3235: f32):
      %s3236 = arith.mulf %in3233, %in3234 : f32
      linalg.yield %s3236 : f32
    } -> tensor<32xf32> loc("backward.layer4.0.bn2")
    %t3238 = tensor.empty() : tensor<32xf32> loc("backward.layer4.0.bn2")
    %t3243 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t3231, %t3237 : tensor<32xf32>, tensor<32xf32>) outs(%t3238 : tensor<32xf32>) {
    ^bb0(%in3239: f32, %in3240: f32, %out3241: f32):
      %s3242 = arith.mulf %in3239, %in3240 : f32
      linalg.yield %s3242 : f32
    } -> tensor<32xf32> loc("backward.layer4.0.bn2")
    %t3244 = tensor.expand_shape %t3243 [[0, 1]] output_shape [1, 32] : tensor<32xf32> into tensor<1x32xf32> loc("backward.layer4.0.bn2")
    %t3245 = tensor.expand_shape %t3244 [[0], [1, 2]] output_shape [1, 32, 1] : tensor<1x32xf32> into tensor<1x32x1xf32> loc("backward.layer4.0.bn2")
    %t3246 = tensor.expand_shape %t3245 [[0], [1], [2, 3]] output_shape [1, 32, 1, 1] : tensor<1x32x1xf32> into tensor<1x32x1x1xf32> loc("backward.layer4.0.bn2")
    %t3247 = tensor.empty() : tensor<32xf32> loc("backward.layer4.0.bn2")
    %t3252 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t2095, %primals_50 : tensor<32xf32>, tensor<32xf32>) outs(%t3247 : tensor<32xf32>) {
    ^bb0(%in3248: f32, %in3249: f32, %out3250: f32):
      %s3251 = arith.mulf %in3248, %in3249 : f32
      linalg.yield %s3251 : f32
    } -> tensor<32xf32> loc("backward.layer4.0.bn2")
    %t3253 = tensor.expand_shape %t3252 [[0, 1]] output_shape [1, 32] : tensor<32xf32> into tensor<1x32xf32> loc("backward.layer4.0.bn2")
    %t3254 = tensor.expand_shape %t3253 [[0], [1, 2]] output_shape [1, 32, 1] : tensor<1x32xf32> into tensor<1x32x1xf32> loc("backward.layer4.0.bn2")
    %t3255 = tensor.expand_shape %t3254 [[0], [1], [2, 3]] output_shape [1, 32, 1, 1] : tensor<1x32x1xf32> into tensor<1x32x1x1xf32> loc("backward.layer4.0.bn2")
    %t3256 = tensor.empty() : tensor<2x32x2x2xf32> loc("backward.layer4.0.bn2")
    %t3261 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2021, %t3190 : tensor<2x32x2x2xf32>, tensor<1x32x1x1xf32>) outs(%t3256 : tensor<2x32x2x2xf32>) {
    ^bb0(%in3257: f32, %in3258: f32, %out3259: f32):
      %s3260 = arith.subf %in3257, %in3258 : f32
      linalg.yield %s3260 : f32
    } -> tensor<2x32x2x2xf32> loc("backward.layer4.0.bn2")
    %t3262 = tensor.empty() : tensor<2x32x2x2xf32> loc("backward.layer4.0.bn2")
    %t3267 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3261, %t3246 : tensor<2x32x2x2xf32>, tensor<1x32x1x1xf32>) outs(%t3262 : tensor<2x32x2x2xf32>) {
    ^bb0(%in3263: f32, %in3264: f32, %out3265: f32):
      %s3266 = arith.mulf %in3263, %in3264 : f32
      linalg.yield %s3266 : f32
    } -> tensor<2x32x2x2xf32> loc("backward.layer4.0.bn2")
    %t3268 = tensor.empty() : tensor<2x32x2x2xf32> loc("backward.layer4.0.bn2")
    %t3273 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3058, %t3267 : tensor<2x32x2x2xf32>, tensor<2x32x2x2xf32>) outs(%t3268 : tensor<2x32x2x2xf32>) {
    ^bb0(%in3269: f32, %in3270: f32, %out3271: f32):
      %s3272 = arith.subf %in3269, %in3270 : f32
      linalg.yield %s3272 : f32
    } -> tensor<2x32x2x2xf32> loc("backward.layer4.0.bn2")
    %t3274 = tensor.empty() : tensor<2x32x2x2xf32> loc("backward.layer4.0.bn2")
    %t3279 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3273, %t3225 : tensor<2x32x2x2xf32>, tensor<1x32x1x1xf32>) outs(%t3274 : tensor<2x32x2x2xf32>) {
    ^bb0(%in3275: f32, %in3276: f32, %out3277: f32):
      %s3278 = arith.subf %in3275, %in3276 : f32
      linalg.yield %s3278 : f32
    } -> tensor<2x32x2x2xf32> loc("backward.layer4.0.bn2")
    %t3280 = tensor.empty() : tensor<2x32x2x2xf32> loc("backward.layer4.0.bn2")
    %t3285 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3279, %t3255 : tensor<2x32x2x2xf32>, tensor<1x32x1x1xf32>) outs(%t3280 : tensor<2x32x2x2xf32>) {
    ^bb0(%in3281: f32, %in3282: f32, %out3283: f32):
      %s3284 = arith.mulf %in3281, %in3282 : f32
      linalg.yield %s3284 : f32
    } -> tensor<2x32x2x2xf32> loc("backward.layer4.0.bn2")
    %t3286 = tensor.empty() : tensor<32xf32> loc("backward.layer4.0.bn2")
    %t3291 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t3216, %t2095 : tensor<32xf32>, tensor<32xf32>) outs(%t3286 : tensor<32xf32>) {
    ^bb0(%in3287: f32, %in3288: f32, %out3289: f32):
      %s3290 = arith.mulf %in3287, %in3288 : f32
      linalg.yield %s3290 : f32
    } -> tensor<32xf32> loc("backward.layer4.0.bn2")
    %t3292 = tensor.empty() : tensor<2x32x6x6xf32> loc("backward.layer4.0.conv2")
    %c3293 = arith.constant 0.000000000e+00 : f32 loc("backward.layer4.0.conv2")
    %t3294 = linalg.fill ins(%c3293 : f32) outs(%t3292 : tensor<2x32x6x6xf32>) -> tensor<2x32x6x6xf32> loc("backward.layer4.0.conv2")
    %t3295 = tensor.insert_slice %t3285 into %t3294[0, 0, 2, 2] [2, 32, 2, 2] [1, 1, 1, 1] : tensor<2x32x2x2xf32> into tensor<2x32x6x6xf32> loc("backward.layer4.0.conv2")
    %t3296 = tensor.empty() : tensor<32x32x3x3xf32> loc("backward.layer4.0.conv2")
    %t3299 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d0, -d2 + 2, -d3 + 2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%primals_49 : tensor<32x32x3x3xf32>) outs(%t3296 : tensor<32x32x3x3xf32>) {
    ^bb0(%in3297: f32, %out3298: f32):
      linalg.yield %in3297 : f32
    } -> tensor<32x32x3x3xf32> loc("backward.layer4.0.conv2")
    %t3300 = tensor.empty() : tensor<2x32x4x4xf32> loc("backward.layer4.0.conv2")
    %c3301 = arith.constant 0.000000000e+00 : f32 loc("backward.layer4.0.conv2")
    %t3302 = linalg.fill ins(%c3301 : f32) outs(%t3300 : tensor<2x32x4x4xf32>) -> tensor<2x32x4x4xf32> loc("backward.layer4.0.conv2")
    %t3303 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%t3295, %t3299 : tensor<2x32x6x6xf32>, tensor<32x32x3x3xf32>) outs(%t3302 : tensor<2x32x4x4xf32>) -> tensor<2x32x4x4xf32> loc("backward.layer4.0.conv2")
    %t3304 = tensor.extract_slice %t3303[0, 0, 1, 1] [2, 32, 2, 2] [1, 1, 1, 1] : tensor<2x32x4x4xf32> to tensor<2x32x2x2xf32> loc("backward.layer4.0.conv2")
    %t3305 = tensor.empty() : tensor<2x32x4x4xf32> loc("backward.layer4.0.conv2")
    %c3306 = arith.constant 0.000000000e+00 : f32 loc("backward.layer4.0.conv2")
    %t3307 = linalg.fill ins(%c3306 : f32) outs(%t3305 : tensor<2x32x4x4xf32>) -> tensor<2x32x4x4xf32> loc("backward.layer4.0.conv2")
    %t3308 = tensor.insert_slice %t2013 into %t3307[0, 0, 1, 1] [2, 32, 2, 2] [1, 1, 1, 1] : tensor<2x32x2x2xf32> into tensor<2x32x4x4xf32> loc("backward.layer4.0.conv2")
    %t3309 = tensor.empty() : tensor<32x32x3x3xf32> loc("backward.layer4.0.conv2")
    %c3310 = arith.constant 0.000000000e+00 : f32 loc("backward.layer4.0.conv2")
    %t3311 = linalg.fill ins(%c3310 : f32) outs(%t3309 : tensor<32x32x3x3xf32>) -> tensor<32x32x3x3xf32> loc("backward.layer4.0.conv2")
    %t3317 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d0, d5, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d1, d5 * 1 + d2 * 1, d6 * 1 + d3 * 1)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%t3285, %t3308 : tensor<2x32x2x2xf32>, tensor<2x32x4x4xf32>) outs(%t3311 : tensor<32x32x3x3xf32>) {
    ^bb0(%in3312: f32, %in3313: f32, %out3314: f32):
      %s3315 = arith.mulf %in3312, %in3313 : f32
      %s3316 = arith.addf %out3314, %s3315 : f32
      linalg.yield %s3316 : f32
    } -> tensor<32x32x3x3xf32> loc("backward.layer4.0.conv2")
    %t3318 = tensor.empty() : tensor<2x32x2x2xi1> loc("backward.layer4.0.relu")
    %t3323 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2013 : tensor<2x32x2x2xf32>) outs(%t3318 : tensor<2x32x2x2xi1>) {
    ^bb0(%in3319: f32, %out3320: i1):
      %s3321 = arith.constant 0.000000000e+00 : f32
      %s3322 = arith.cmpf ole, %in3319, %s3321 : f32
      linalg.yield %s3322 : i1
    } -> tensor<2x32x2x2xi1> loc("backward.layer4.0.relu")
    %cst3324 = arith.constant dense<0.000000000e+00> : tensor<f32> loc("backward.layer4.0.relu")
    %t3325 = tensor.empty() : tensor<2x32x2x2xf32> loc("backward.layer4.0.relu")
    %t3331 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3323, %cst3324, %t3304 : tensor<2x32x2x2xi1>, tensor<f32>, tensor<2x32x2x2xf32>) outs(%t3325 : tensor<2x32x2x2xf32>) {
    ^bb0(%in3326: i1, %in3327: f32, %in3328: f32, %out3329: f32):
      %s3330 = arith.select %in3326, %in3327, %in3328 : f32
      linalg.yield %s3330 : f32
    } -> tensor<2x32x2x2xf32> loc("backward.layer4.0.relu")
    %t3332 = tensor.expand_shape %t1972 [[0, 1]] output_shape [1, 32] : tensor<32xf32> into tensor<1x32xf32> loc("backward.layer4.0.bn1")
    %t3333 = tensor.expand_shape %t3332 [[0], [1, 2]] output_shape [1, 32, 1] : tensor<1x32xf32> into tensor<1x32x1xf32> loc("backward.layer4.0.bn1")
    %t3334 = tensor.expand_shape %t3333 [[0], [1], [2, 3]] output_shape [1, 32, 1, 1] : tensor<1x32x1xf32> into tensor<1x32x1x1xf32> loc("backward.layer4.0.bn1")
    %t3335 = tensor.empty() : tensor<32xf32> loc("backward.layer4.0.bn1")
    %c3336 = arith.constant 0.000000000e+00 : f32 loc("backward.layer4.0.bn1")
    %t3337 = linalg.fill ins(%c3336 : f32) outs(%t3335 : tensor<32xf32>) -> tensor<32xf32> loc("backward.layer4.0.bn1")
    %t3341 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t3331 : tensor<2x32x2x2xf32>) outs(%t3337 : tensor<32xf32>) {
    ^bb0(%in3338: f32, %out3339: f32):
      %s3340 = arith.addf %out3339, %in3338 : f32
      linalg.yield %s3340 : f32
    } -> tensor<32xf32> loc("backward.layer4.0.bn1")
    %t3342 = tensor.empty() : tensor<2x32x2x2xf32> loc("backward.layer4.0.bn1")
    %t3347 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1899, %t3334 : tensor<2x32x2x2xf32>, tensor<1x32x1x1xf32>) outs(%t3342 : tensor<2x32x2x2xf32>) {
    ^bb0(%in3343: f32, %in3344: f32, %out3345: f32):
      %s3346 = arith.subf %in3343, %in3344 : f32
      linalg.yield %s3346 : f32
    } -> tensor<2x32x2x2xf32> loc("backward.layer4.0.bn1")
    %t3348 = tensor.empty() : tensor<2x32x2x2xf32> loc("backward.layer4.0.bn1")
    %t3353 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3331, %t3347 : tensor<2x32x2x2xf32>, tensor<2x32x2x2xf32>) outs(%t3348 : tensor<2x32x2x2xf32>) {
    ^bb0(%in3349: f32, %in3350: f32, %out3351: f32):
      %s3352 = arith.mulf %in3349, %in3350 : f32
      linalg.yield %s3352 : f32
    } -> tensor<2x32x2x2xf32> loc("backward.layer4.0.bn1")
    %t3354 = tensor.empty() : tensor<32xf32> loc("backward.layer4.0.bn1")
    %c3355 = arith.constant 0.000000000e+00 : f32 loc("backward.layer4.0.bn1")
    %t3356 = linalg.fill ins(%c3355 : f32) outs(%t3354 : tensor<32xf32>) -> tensor<32xf32> loc("backward.layer4.0.bn1")
    %t3360 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t3353 : tensor<2x32x2x2xf32>) outs(%t3356 : tensor<32xf32>) {
    ^bb0(%in3357: f32, %out3358: f32):
      %s3359 = arith.addf %out3358, %in3357 : f32
      linalg.yield %s3359 : f32
    } -> tensor<32xf32> loc("backward.layer4.0.bn1")
    %t3361 = tensor.empty() : tensor<32xf32> loc("backward.layer4.0.bn1")
    %t3366 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t3341 : tensor<32xf32>) outs(%t3361 : tensor<32xf32>) {
    ^bb0(%in3362: f32, %out3363: f32):
      %s3364 = arith.constant 1.250000000e-01 : f32
      %s3365 = arith.mulf %in3362, %s3364 : f32
      linalg.yield %s3365 : f32
    } -> tensor<32xf32> loc("backward.layer4.0.bn1")
    %t3367 = tensor.expand_shape %t3366 [[0, 1]] output_shape [1, 32] : tensor<32xf32> into tensor<1x32xf32> loc("backward.layer4.0.bn1")
    %t3368 = tensor.expand_shape %t3367 [[0], [1, 2]] output_shape [1, 32, 1] : tensor<1x32xf32> into tensor<1x32x1xf32> loc("backward.layer4.0.bn1")
    %t3369 = tensor.expand_shape %t3368 [[0], [1], [2, 3]] output_shape [1, 32, 1, 1] : tensor<1x32x1xf32> into tensor<1x32x1x1xf32> loc("backward.layer4.0.bn1")
    %t3370 = tensor.empty() : tensor<32xf32> loc("backward.layer4.0.bn1")
    %t3375 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t3360 : tensor<32xf32>) outs(%t3370 : tensor<32xf32>) {
    ^bb0(%in3371: f32, %out3372: f32):
      %s3373 = arith.constant 1.250000000e-01 : f32
      %s3374 = arith.mulf %in3371, %s3373 : f32
      linalg.yield %s3374 : f32
    } -> tensor<32xf32> loc("backward.layer4.0.bn1")
    %t3376 = tensor.empty() : tensor<32xf32> loc("backward.layer4.0.bn1")
    %t3381 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1973, %t1973 : tensor<32xf32>, tensor<32xf32>) outs(%t3376 : tensor<32xf32>) {
    ^bb0(%in3377: f32, %in3378: f32, %out3379: f32):
      %s3380 = arith.mulf %in3377, %in3378 : f32
      linalg.yield %s3380 : f32
    } -> tensor<32xf32> loc("backward.layer4.0.bn1")
    %t3382 = tensor.empty() : tensor<32xf32> loc("backward.layer4.0.bn1")
    %t3387 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t3375, %t3381 : tensor<32xf32>, tensor<32xf32>) outs(%t3382 : tensor<32xf32>) {
    ^bb0(%in3383: f32, %in3384: f32, %out3385: f32):
      %s3386 = arith.mulf %in3383, %in3384 : f32
      linalg.yield %s3386 : f32
    } -> tensor<32xf32> loc("backward.layer4.0.bn1")
    %t3388 = tensor.expand_shape %t3387 [[0, 1]] output_shape [1, 32] : tensor<32xf32> into tensor<1x32xf32> loc("backward.layer4.0.bn1")
    %t3389 = tensor.expand_shape %t3388 [[0], [1, 2]] output_shape [1, 32, 1] : tensor<1x32xf32> into tensor<1x32x1xf32> loc("backward.layer4.0.bn1")
    %t3390 = tensor.expand_shape %t3389 [[0], [1], [2, 3]] output_shape [1, 32, 1, 1] : tensor<1x32x1xf32> into tensor<1x32x1x1xf32> loc("backward.layer4.0.bn1")
    %t3391 = tensor.empty() : tensor<32xf32> loc("backward.layer4.0.bn1")
    %t3396 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1973, %primals_47 : tensor<32xf32>, tensor<32xf32>) outs(%t3391 : tensor<32xf32>) {
    ^bb0(%in3392: f32, %in3393: f32, %out3394: f32):
      %s3395 = arith.mulf %in3392, %in3393 : f32
      linalg.yield %s3395 : f32
    } -> tensor<32xf32> loc("backward.layer4.0.bn1")
    %t3397 = tensor.expand_shape %t3396 [[0, 1]] output_shape [1, 32] : tensor<32xf32> into tensor<1x32xf32> loc("backward.layer4.0.bn1")
    %t3398 = tensor.expand_shape %t3397 [[0], [1, 2]] output_shape [1, 32, 1] : tensor<1x32xf32> into tensor<1x32x1xf32> loc("backward.layer4.0.bn1")
    %t3399 = tensor.expand_shape %t3398 [[0], [1], [2, 3]] output_shape [1, 32, 1, 1] : tensor<1x32x1xf32> into tensor<1x32x1x1xf32> loc("backward.layer4.0.bn1")
    %t3400 = tensor.empty() : tensor<2x32x2x2xf32> loc("backward.layer4.0.bn1")
    %t3405 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1899, %t3334 : tensor<2x32x2x2xf32>, tensor<1x32x1x1xf32>) outs(%t3400 : tensor<2x32x2x2xf32>) {
    ^bb0(%in3401: f32, %in3402: f32, %out3403: f32):
      %s3404 = arith.subf %in3401, %in3402 : f32
      linalg.yield %s3404 : f32
    } -> tensor<2x32x2x2xf32> loc("backward.layer4.0.bn1")
    %t3406 = tensor.empty() : tensor<2x32x2x2xf32> loc("backward.layer4.0.bn1")
    %t3411 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3405, %t3390 : tensor<2x32x2x2xf32>, tensor<1x32x1x1xf32>) outs(%t3406 : tensor<2x32x2x2xf32>) {
    ^bb0(%in3407: f32, %in3408: f32, %out3409: f32):
      %s3410 = arith.mulf %in3407, %in3408 : f32
      linalg.yield %s3410 : f32
    } -> tensor<2x32x2x2xf32> loc("backward.layer4.0.bn1")
    %t3412 = tensor.empty() : tensor<2x32x2x2xf32> loc("backward.layer4.0.bn1")
    %t3417 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3331, %t3411 : tensor<2x32x2x2xf32>, tensor<2x32x2x2xf32>) outs(%t3412 : tensor<2x32x2x2xf32>) {
    ^bb0(%in3413: f32, %in3414: f32, %out3415: f32):
      %s3416 = arith.subf %in3413, %in3414 : f32
      linalg.yield %s3416 : f32
    } -> tensor<2x32x2x2xf32> loc("backward.layer4.0.bn1")
    %t3418 = tensor.empty() : tensor<2x32x2x2xf32> loc("backward.layer4.0.bn1")
    %t3423 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3417, %t3369 : tensor<2x32x2x2xf32>, tensor<1x32x1x1xf32>) outs(%t3418 : tensor<2x32x2x2xf32>) {
    ^bb0(%in3419: f32, %in3420: f32, %out3421: f32):
      %s3422 = arith.subf %in3419, %in3420 : f32
      linalg.yield %s3422 : f32
    } -> tensor<2x32x2x2xf32> loc("backward.layer4.0.bn1")
    %t3424 = tensor.empty() : tensor<2x32x2x2xf32> loc("backward.layer4.0.bn1")
    %t3429 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3423, %t3399 : tensor<2x32x2x2xf32>, tensor<1x32x1x1xf32>) outs(%t3424 : tensor<2x32x2x2xf32>) {
    ^bb0(%in3425: f32, %in3426: f32, %out3427: f32):
      %s3428 = arith.mulf %in3425, %in3426 : f32
      linalg.yield %s3428 : f32
    } -> tensor<2x32x2x2xf32> loc("backward.layer4.0.bn1")
    %t3430 = tensor.empty() : tensor<32xf32> loc("backward.layer4.0.bn1")
    %t3435 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t3360, %t1973 : tensor<32xf32>, tensor<32xf32>) outs(%t3430 : tensor<32xf32>) {
    ^bb0(%in3431: f32, %in3432: f32, %out3433: f32):
      %s3434 = arith.mulf %in3431, %in3432 : f32
      linalg.yield %s3434 : f32
    } -> tensor<32xf32> loc("backward.layer4.0.bn1")
    %t3436 = tensor.empty() : tensor<2x32x3x3xf32> loc("backward.layer4.0.conv1")
    %c3437 = arith.constant 0.000000000e+00 : f32 loc("backward.layer4.0.conv1")
    %t3438 = linalg.fill ins(%c3437 : f32) outs(%t3436 : tensor<2x32x3x3xf32>) -> tensor<2x32x3x3xf32> loc("backward.layer4.0.conv1")
    %t3439 = tensor.insert_slice %t3429 into %t3438[0, 0, 0, 0] [2, 32, 2, 2] [1, 1, 2, 2] : tensor<2x32x2x2xf32> into tensor<2x32x3x3xf32> loc("backward.layer4.0.conv1")
    %t3440 = tensor.empty() : tensor<2x32x8x8xf32> loc("backward.layer4.0.conv1")
    %c3441 = arith.constant 0.000000000e+00 : f32 loc("backward.layer4.0.conv1")
    %t3442 = linalg.fill ins(%c3441 : f32) outs(%t3440 : tensor<2x32x8x8xf32>) -> tensor<2x32x8x8xf32> loc("backward.layer4.0.conv1")
    %t3443 = tensor.insert_slice %t3439 into %t3442[0, 0, 2, 2] [2, 32, 3, 3] [1, 1, 1, 1] : tensor<2x32x3x3xf32> into tensor<2x32x8x8xf32> loc("backward.layer4.0.conv1")
    %t3444 = tensor.empty() : tensor<16x32x3x3xf32> loc("backward.layer4.0.conv1")
    %t3447 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d0, -d2 + 2, -d3 + 2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%primals_46 : tensor<32x16x3x3xf32>) outs(%t3444 : tensor<16x32x3x3xf32>) {
    ^bb0(%in3445: f32, %out3446: f32):
      linalg.yield %in3445 : f32
    } -> tensor<16x32x3x3xf32> loc("backward.layer4.0.conv1")
    %t3448 = tensor.empty() : tensor<2x16x6x6xf32> loc("backward.layer4.0.conv1")
    %c3449 = arith.constant 0.000000000e+00 : f32 loc("backward.layer4.0.conv1")
    %t3450 = linalg.fill ins(%c3449 : f32) outs(%t3448 : tensor<2x16x6x6xf32>) -> tensor<2x16x6x6xf32> loc("backward.layer4.0.conv1")
    %t3451 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%t3443, %t3447 : tensor<2x32x8x8xf32>, tensor<16x32x3x3xf32>) outs(%t3450 : tensor<2x16x6x6xf32>) -> tensor<2x16x6x6xf32> loc("backward.layer4.0.conv1")
    %t3452 = tensor.extract_slice %t3451[0, 0, 1, 1] [2, 16, 4, 4] [1, 1, 1, 1] : tensor<2x16x6x6xf32> to tensor<2x16x4x4xf32> loc("backward.layer4.0.conv1")
    %t3453 = tensor.empty() : tensor<2x16x6x6xf32> loc("backward.layer4.0.conv1")
    %c3454 = arith.constant 0.000000000e+00 : f32 loc("backward.layer4.0.conv1")
    %t3455 = linalg.fill ins(%c3454 : f32) outs(%t3453 : tensor<2x16x6x6xf32>) -> tensor<2x16x6x6xf32> loc("backward.layer4.0.conv1")
    %t3456 = tensor.insert_slice %t1891 into %t3455[0, 0, 1, 1] [2, 16, 4, 4] [1, 1, 1, 1] : tensor<2x16x4x4xf32> into tensor<2x16x6x6xf32> loc("backward.layer4.0.conv1")
    %t3457 = tensor.empty() : tensor<32x16x3x3xf32> loc("backward.layer4.0.conv1")
    %c3458 = arith.constant 0.000000000e+00 : f32 loc("backward.layer4.0.conv1")
    %t3459 = linalg.fill ins(%c3458 : f32) outs(%t3457 : tensor<32x16x3x3xf32>) -> tensor<32x16x3x3xf32> loc("backward.layer4.0.conv1")
    %t3465 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d0, d5, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d1, d5 * 2 + d2 * 1, d6 * 2 + d3 * 1)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%t3429, %t3456 : tensor<2x32x2x2xf32>, tensor<2x16x6x6xf32>) outs(%t3459 : tensor<32x16x3x3xf32>) {
    ^bb0(%in3460: f32, %in3461: f32, %out3462: f32):
      %s3463 = arith.mulf %in3460, %in3461 : f32
      %s3464 = arith.addf %out3462, %s3463 : f32
      linalg.yield %s3464 : f32
    } -> tensor<32x16x3x3xf32> loc("backward.layer4.0.conv1")
    %t3466 = tensor.empty() : tensor<2x16x4x4xf32> loc("backward.add_29")
    %t3471 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3178, %t3452 : tensor<2x16x4x4xf32>, tensor<2x16x4x4xf32>) outs(%t3466 : tensor<2x16x4x4xf32>) {
    ^bb0(%in3467: f32, %in3468: f32, %out3469: f32):
      %s3470 = arith.addf %in3467, %in3468 : f32
      linalg.yield %s3470 : f32
    } -> tensor<2x16x4x4xf32> loc("backward.add_29")
    %t3472 = tensor.empty() : tensor<2x16x4x4xi1> loc("backward.layer3.1.relu")
    %t3477 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1891 : tensor<2x16x4x4xf32>) outs(%t3472 : tensor<2x16x4x4xi1>) {
    ^bb0(%in3473: f32, %out3474: i1):
      %s3475 = arith.constant 0.000000000e+00 : f32
      %s3476 = arith.cmpf ole, %in3473, %s3475 : f32
      linalg.yield %s3476 : i1
    } -> tensor<2x16x4x4xi1> loc("backward.layer3.1.relu")
    %cst3478 = arith.constant dense<0.000000000e+00> : tensor<f32> loc("backward.layer3.1.relu")
    %t3479 = tensor.empty() : tensor<2x16x4x4xf32> loc("backward.layer3.1.relu")
    %t3485 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3477, %cst3478, %t3471 : tensor<2x16x4x4xi1>, tensor<f32>, tensor<2x16x4x4xf32>) outs(%t3479 : tensor<2x16x4x4xf32>) {
    ^bb0(%in3480: i1, %in3481: f32, %in3482: f32, %out3483: f32):
      %s3484 = arith.select %in3480, %in3481, %in3482 : f32
      linalg.yield %s3484 : f32
    } -> tensor<2x16x4x4xf32> loc("backward.layer3.1.relu")
    %t3486 = tensor.expand_shape %t1844 [[0, 1]] output_shape [1, 16] : tensor<16xf32> into tensor<1x16xf32> loc("backward.layer3.1.bn2")
    %t3487 = tensor.expand_shape %t3486 [[0], [1, 2]] output_shape [1, 16, 1] : tensor<1x16xf32> into tensor<1x16x1xf32> loc("backward.layer3.1.bn2")
    %t3488 = tensor.expand_shape %t3487 [[0], [1], [2, 3]] output_shape [1, 16, 1, 1] : tensor<1x16x1xf32> into tensor<1x16x1x1xf32> loc("backward.layer3.1.bn2")
    %t3489 = tensor.empty() : tensor<16xf32> loc("backward.layer3.1.bn2")
    %c3490 = arith.constant 0.000000000e+00 : f32 loc("backward.layer3.1.bn2")
    %t3491 = linalg.fill ins(%c3490 : f32) outs(%t3489 : tensor<16xf32>) -> tensor<16xf32> loc("backward.layer3.1.bn2")
    %t3495 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t3485 : tensor<2x16x4x4xf32>) outs(%t3491 : tensor<16xf32>) {
    ^bb0(%in3492: f32, %out3493: f32):
      %s3494 = arith.addf %out3493, %in3492 : f32
      linalg.yield %s3494 : f32
    } -> tensor<16xf32> loc("backward.layer3.1.bn2")
    %t3496 = tensor.empty() : tensor<2x16x4x4xf32> loc("backward.layer3.1.bn2")
    %t3501 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1771, %t3488 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%t3496 : tensor<2x16x4x4xf32>) {
    ^bb0(%in3497: f32, %in3498: f32, %out3499: f32):
      %s3500 = arith.subf %in3497, %in3498 : f32
      linalg.yield %s3500 : f32
    } -> tensor<2x16x4x4xf32> loc("backward.layer3.1.bn2")
    %t3502 = tensor.empty() : tensor<2x16x4x4xf32> loc("backward.layer3.1.bn2")
    %t3507 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3485, %t3501 : tensor<2x16x4x4xf32>, tensor<2x16x4x4xf32>) outs(%t3502 : tensor<2x16x4x4xf32>) {
    ^bb0(%in3503: f32, %in3504: f32, %out3505: f32):
      %s3506 = arith.mulf %in3503, %in3504 : f32
      linalg.yield %s3506 : f32
    } -> tensor<2x16x4x4xf32> loc("backward.layer3.1.bn2")
    %t3508 = tensor.empty() : tensor<16xf32> loc("backward.layer3.1.bn2")
    %c3509 = arith.constant 0.000000000e+00 : f32 loc("backward.layer3.1.bn2")
    %t3510 = linalg.fill ins(%c3509 : f32) outs(%t3508 : tensor<16xf32>) -> tensor<16xf32> loc("backward.layer3.1.bn2")
    %t3514 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t3507 : tensor<2x16x4x4xf32>) outs(%t3510 : tensor<16xf32>) {
    ^bb0(%in3511: f32, %out3512: f32):
      %s3513 = arith.addf %out3512, %in3511 : f32
      linalg.yield %s3513 : f32
    } -> tensor<16xf32> loc("backward.layer3.1.bn2")
    %t3515 = tensor.empty() : tensor<16xf32> loc("backward.layer3.1.bn2")
    %t3520 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t3495 : tensor<16xf32>) outs(%t3515 : tensor<16xf32>) {
    ^bb0(%in3516: f32, %out3517: f32):
      %s3518 = arith.constant 3.125000000e-02 : f32
      %s3519 = arith.mulf %in3516, %s3518 : f32
      linalg.yield %s3519 : f32
    } -> tensor<16xf32> loc("backward.layer3.1.bn2")
    %t3521 = tensor.expand_shape %t3520 [[0, 1]] output_shape [1, 16] : tensor<16xf32> into tensor<1x16xf32> loc("backward.layer3.1.bn2")
    %t3522 = tensor.expand_shape %t3521 [[0], [1, 2]] output_shape [1, 16, 1] : tensor<1x16xf32> into tensor<1x16x1xf32> loc("backward.layer3.1.bn2")
    %t3523 = tensor.expand_shape %t3522 [[0], [1], [2, 3]] output_shape [1, 16, 1, 1] : tensor<1x16x1xf32> into tensor<1x16x1x1xf32> loc("backward.layer3.1.bn2")
    %t3524 = tensor.empty() : tensor<16xf32> loc("backward.layer3.1.bn2")
    %t3529 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t3514 : tensor<16xf32>) outs(%t3524 : tensor<16xf32>) {
    ^bb0(%in3525: f32, %out3526: f32):
      %s3527 = arith.constant 3.125000000e-02 : f32
      %s3528 = arith.mulf %in3525, %s3527 : f32
      linalg.yield %s3528 : f32
    } -> tensor<16xf32> loc("backward.layer3.1.bn2")
    %t3530 = tensor.empty() : tensor<16xf32> loc("backward.layer3.1.bn2")
    %t3535 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1845, %t1845 : tensor<16xf32>, tensor<16xf32>) outs(%t3530 : tensor<16xf32>) {
    ^bb0(%in3531: f32, %in3532: f32, %out3533: f32):
      %s3534 = arith.mulf %in3531, %in3532 : f32
      linalg.yield %s3534 : f32
    } -> tensor<16xf32> loc("backward.layer3.1.bn2")
    %t3536 = tensor.empty() : tensor<16xf32> loc("backward.layer3.1.bn2")
    %t3541 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t3529, %t3535 : tensor<16xf32>, tensor<16xf32>) outs(%t3536 : tensor<16xf32>) {
    ^bb0(%in3537: f32, %in3538: f32, %out3539: f32):
      %s3540 = arith.mulf %in3537, %in3538 : f32
      linalg.yield %s3540 : f32
    } -> tensor<16xf32> loc("backward.layer3.1.bn2")
    %t3542 = tensor.expand_shape %t3541 [[0, 1]] output_shape [1, 16] : tensor<16xf32> into tensor<1x16xf32> loc("backward.layer3.1.bn2")
    %t3543 = tensor.expand_shape %t3542 [[0], [1, 2]] output_shape [1, 16, 1] : tensor<1x16xf32> into tensor<1x16x1xf32> loc("backward.layer3.1.bn2")
    %t3544 = tensor.expand_shape %t3543 [[0], [1], [2, 3]] output_shape [1, 16, 1, 1] : tensor<1x16x1xf32> into tensor<1x16x1x1xf32> loc("backward.layer3.1.bn2")
    %t3545 = tensor.empty() : tensor<16xf32> loc("backward.layer3.1.bn2")
    %t3550 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1845, %primals_44 : tensor<16xf32>, tensor<16xf32>) outs(%t3545 : tensor<16xf32>) {
    ^bb0(%in3546: f32, %in3547: f32, %out3548: f32):
      %s3549 = arith.mulf %in3546, %in3547 : f32
      linalg.yield %s3549 : f32
    } -> tensor<16xf32> loc("backward.layer3.1.bn2")
    %t3551 = tensor.expand_shape %t3550 [[0, 1]] output_shape [1, 16] : tensor<16xf32> into tensor<1x16xf32> loc("backward.layer3.1.bn2")
    %t3552 = tensor.expand_shape %t3551 [[0], [1, 2]] output_shape [1, 16, 1] : tensor<1x16xf32> into tensor<1x16x1xf32> loc("backward.layer3.1.bn2")
    %t3553 = tensor.expand_shape %t3552 [[0], [1], [2, 3]] output_shape [1, 16, 1, 1] : tensor<1x16x1xf32> into tensor<1x16x1x1xf32> loc("backward.layer3.1.bn2")
    %t3554 = tensor.empty() : tensor<2x16x4x4xf32> loc("backward.layer3.1.bn2")
    %t3559 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1771, %t3488 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%t3554 : tensor<2x16x4x4xf32>) {
    ^bb0(%in3555: f32, %in3556: f32, %out3557: f32):
      %s3558 = arith.subf %in3555, %in3556 : f32
      linalg.yield %s3558 : f32
    } -> tensor<2x16x4x4xf32> loc("backward.layer3.1.bn2")
    %t3560 = tensor.empty() : tensor<2x16x4x4xf32> loc("backward.layer3.1.bn2")
    %t3565 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3559, %t3544 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%t3560 : tensor<2x16x4x4xf32>) {
    ^bb0(%in3561: f32, %in3562: f32, %out3563: f32):
      %s3564 = arith.mulf %in3561, %in3562 : f32
      linalg.yield %s3564 : f32
    } -> tensor<2x16x4x4xf32> loc("backward.layer3.1.bn2")
    %t3566 = tensor.empty() : tensor<2x16x4x4xf32> loc("backward.layer3.1.bn2")
    %t3571 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3485, %t3565 : tensor<2x16x4x4xf32>, tensor<2x16x4x4xf32>) outs(%t3566 : tensor<2x16x4x4xf32>) {
    ^bb0(%in3567: f32, %in3568: f32, %out3569: f32):
      %s3570 = arith.subf %in3567, %in3568 : f32
      linalg.yield %s3570 : f32
    } -> tensor<2x16x4x4xf32> loc("backward.layer3.1.bn2")
    %t3572 = tensor.empty() : tensor<2x16x4x4xf32> loc("backward.layer3.1.bn2")
    %t3577 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3571, %t3523 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%t3572 : tensor<2x16x4x4xf32>) {
    ^bb0(%in3573: f32, %in3574: f32, %out3575: f32):
      %s3576 = arith.subf %in3573, %in3574 : f32
      linalg.yield %s3576 : f32
    } -> tensor<2x16x4x4xf32> loc("backward.layer3.1.bn2")
    %t3578 = tensor.empty() : tensor<2x16x4x4xf32> loc("backward.layer3.1.bn2")
    %t3583 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3577, %t3553 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%t3578 : tensor<2x16x4x4xf32>) {
    ^bb0(%in3579: f32, %in3580: f32, %out3581: f32):
      %s3582 = arith.mulf %in3579, %in3580 : f32
      linalg.yield %s3582 : f32
    } -> tensor<2x16x4x4xf32> loc("backward.layer3.1.bn2")
    %t3584 = tensor.empty() : tensor<16xf32> loc("backward.layer3.1.bn2")
    %t3589 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t3514, %t1845 : tensor<16xf32>, tensor<16xf32>) outs(%t3584 : tensor<16xf32>) {
    ^bb0(%in3585: f32, %in3586: f32, %out3587: f32):
      %s3588 = arith.mulf %in3585, %in3586 : f32
      linalg.yield %s3588 : f32
    } -> tensor<16xf32> loc("backward.layer3.1.bn2")
    %t3590 = tensor.empty() : tensor<2x16x8x8xf32> loc("backward.layer3.1.conv2")
    %c3591 = arith.constant 0.000000000e+00 : f32 loc("backward.layer3.1.conv2")
    %t3592 = linalg.fill ins(%c3591 : f32) outs(%t3590 : tensor<2x16x8x8xf32>) -> tensor<2x16x8x8xf32> loc("backward.layer3.1.conv2")
    %t3593 = tensor.insert_slice %t3583 into %t3592[0, 0, 2, 2] [2, 16, 4, 4] [1, 1, 1, 1] : tensor<2x16x4x4xf32> into tensor<2x16x8x8xf32> loc("backward.layer3.1.conv2")
    %t3594 = tensor.empty() : tensor<16x16x3x3xf32> loc("backward.layer3.1.conv2")
    %t3597 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d0, -d2 + 2, -d3 + 2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%primals_43 : tensor<16x16x3x3xf32>) outs(%t3594 : tensor<16x16x3x3xf32>) {
    ^bb0(%in3595: f32, %out3596: f32):
      linalg.yield %in3595 : f32
    } -> tensor<16x16x3x3xf32> loc("backward.layer3.1.conv2")
    %t3598 = tensor.empty() : tensor<2x16x6x6xf32> loc("backward.layer3.1.conv2")
    %c3599 = arith.constant 0.000000000e+00 : f32 loc("backward.layer3.1.conv2")
    %t3600 = linalg.fill ins(%c3599 : f32) outs(%t3598 : tensor<2x16x6x6xf32>) -> tensor<2x16x6x6xf32> loc("backward.layer3.1.conv2")
    %t3601 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%t3593, %t3597 : tensor<2x16x8x8xf32>, tensor<16x16x3x3xf32>) outs(%t3600 : tensor<2x16x6x6xf32>) -> tensor<2x16x6x6xf32> loc("backward.layer3.1.conv2")
    %t3602 = tensor.extract_slice %t3601[0, 0, 1, 1] [2, 16, 4, 4] [1, 1, 1, 1] : tensor<2x16x6x6xf32> to tensor<2x16x4x4xf32> loc("backward.layer3.1.conv2")
    %t3603 = tensor.empty() : tensor<2x16x6x6xf32> loc("backward.layer3.1.conv2")
    %c3604 = arith.constant 0.000000000e+00 : f32 loc("backward.layer3.1.conv2")
    %t3605 = linalg.fill ins(%c3604 : f32) outs(%t3603 : tensor<2x16x6x6xf32>) -> tensor<2x16x6x6xf32> loc("backward.layer3.1.conv2")
    %t3606 = tensor.insert_slice %t1763 into %t3605[0, 0, 1, 1] [2, 16, 4, 4] [1, 1, 1, 1] : tensor<2x16x4x4xf32> into tensor<2x16x6x6xf32> loc("backward.layer3.1.conv2")
    %t3607 = tensor.empty() : tensor<16x16x3x3xf32> loc("backward.layer3.1.conv2")
    %c3608 = arith.constant 0.000000000e+00 : f32 loc("backward.layer3.1.conv2")
    %t3609 = linalg.fill ins(%c3608 : f32) outs(%t3607 : tensor<16x16x3x3xf32>) -> tensor<16x16x3x3xf32> loc("backward.layer3.1.conv2")
    %t3615 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d0, d5, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d1, d5 * 1 + d2 * 1, d6 * 1 + d3 * 1)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%t3583, %t3606 : tensor<2x16x4x4xf32>, tensor<2x16x6x6xf32>) outs(%t3609 : tensor<16x16x3x3xf32>) {
    ^bb0(%in3610: f32, %in3611: f32, %out3612: f32):
      %s3613 = arith.mulf %in3610, %in3611 : f32
      %s3614 = arith.addf %out3612, %s3613 : f32
      linalg.yield %s3614 : f32
    } -> tensor<16x16x3x3xf32> loc("backward.layer3.1.conv2")
    %t3616 = tensor.empty() : tensor<2x16x4x4xi1> loc("backward.layer3.1.relu")
    %t3621 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1763 : tensor<2x16x4x4xf32>) outs(%t3616 : tensor<2x16x4x4xi1>) {
    ^bb0(%in3617: f32, %out3618: i1):
      %s3619 = arith.constant 0.000000000e+00 : f32
      %s3620 = arith.cmpf ole, %in3617, %s3619 : f32
      linalg.yield %s3620 : i1
    } -> tensor<2x16x4x4xi1> loc("backward.layer3.1.relu")
    %cst3622 = arith.constant dense<0.000000000e+00> : tensor<f32> loc("backward.layer3.1.relu")
    %t3623 = tensor.empty() : tensor<2x16x4x4xf32> loc("backward.layer3.1.relu")
    %t3629 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3621, %cst3622, %t3602 : tensor<2x16x4x4xi1>, tensor<f32>, tensor<2x16x4x4xf32>) outs(%t3623 : tensor<2x16x4x4xf32>) {
    ^bb0(%in3624: i1, %in3625: f32, %in3626: f32, %out3627: f32):
      %s3628 = arith.select %in3624, %in3625, %in3626 : f32
      linalg.yield %s3628 : f32
    } -> tensor<2x16x4x4xf32> loc("backward.layer3.1.relu")
    %t3630 = tensor.expand_shape %t1722 [[0, 1]] output_shape [1, 16] : tensor<16xf32> into tensor<1x16xf32> loc("backward.layer3.1.bn1")
    %t3631 = tensor.expand_shape %t3630 [[0], [1, 2]] output_shape [1, 16, 1] : tensor<1x16xf32> into tensor<1x16x1xf32> loc("backward.layer3.1.bn1")
    %t3632 = tensor.expand_shape %t3631 [[0], [1], [2, 3]] output_shape [1, 16, 1, 1] : tensor<1x16x1xf32> into tensor<1x16x1x1xf32> loc("backward.layer3.1.bn1")
    %t3633 = tensor.empty() : tensor<16xf32> loc("backward.layer3.1.bn1")
    %c3634 = arith.constant 0.000000000e+00 : f32 loc("backward.layer3.1.bn1")
    %t3635 = linalg.fill ins(%c3634 : f32) outs(%t3633 : tensor<16xf32>) -> tensor<16xf32> loc("backward.layer3.1.bn1")
    %t3639 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t3629 : tensor<2x16x4x4xf32>) outs(%t3635 : tensor<16xf32>) {
    ^bb0(%in3636: f32, %out3637: f32):
      %s3638 = arith.addf %out3637, %in3636 : f32
      linalg.yield %s3638 : f32
    } -> tensor<16xf32> loc("backward.layer3.1.bn1")
    %t3640 = tensor.empty() : tensor<2x16x4x4xf32> loc("backward.layer3.1.bn1")
    %t3645 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1649, %t3632 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%t3640 : tensor<2x16x4x4xf32>) {
    ^bb0(%in3641: f32, %in3642: f32, %out3643: f32):
      %s3644 = arith.subf %in3641, %in3642 : f32
      linalg.yield %s3644 : f32
    } -> tensor<2x16x4x4xf32> loc("backward.layer3.1.bn1")
    %t3646 = tensor.empty() : tensor<2x16x4x4xf32> loc("backward.layer3.1.bn1")
    %t3651 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3629, %t3645 : tensor<2x16x4x4xf32>, tensor<2x16x4x4xf32>) outs(%t3646 : tensor<2x16x4x4xf32>) {
    ^bb0(%in3647: f32, %in3648: f32, %out3649: f32):
      %s3650 = arith.mulf %in3647, %in3648 : f32
      linalg.yield %s3650 : f32
    } -> tensor<2x16x4x4xf32> loc("backward.layer3.1.bn1")
    %t3652 = tensor.empty() : tensor<16xf32> loc("backward.layer3.1.bn1")
    %c3653 = arith.constant 0.000000000e+00 : f32 loc("backward.layer3.1.bn1")
    %t3654 = linalg.fill ins(%c3653 : f32) outs(%t3652 : tensor<16xf32>) -> tensor<16xf32> loc("backward.layer3.1.bn1")
    %t3658 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t3651 : tensor<2x16x4x4xf32>) outs(%t3654 : tensor<16xf32>) {
    ^bb0(%in3655: f32, %out3656: f32):
      %s3657 = arith.addf %out3656, %in3655 : f32
      linalg.yield %s3657 : f32
    } -> tensor<16xf32> loc("backward.layer3.1.bn1")
    %t3659 = tensor.empty() : tensor<16xf32> loc("backward.layer3.1.bn1")
    %t3664 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t3639 : tensor<16xf32>) outs(%t3659 : tensor<16xf32>) {
    ^bb0(%in3660: f32, %out3661: f32):
      %s3662 = arith.constant 3.125000000e-02 : f32
      %s3663 = arith.mulf %in3660, %s3662 : f32
      linalg.yield %s3663 : f32
    } -> tensor<16xf32> loc("backward.layer3.1.bn1")
    %t3665 = tensor.expand_shape %t3664 [[0, 1]] output_shape [1, 16] : tensor<16xf32> into tensor<1x16xf32> loc("backward.layer3.1.bn1")
    %t3666 = tensor.expand_shape %t3665 [[0], [1, 2]] output_shape [1, 16, 1] : tensor<1x16xf32> into tensor<1x16x1xf32> loc("backward.layer3.1.bn1")
    %t3667 = tensor.expand_shape %t3666 [[0], [1], [2, 3]] output_shape [1, 16, 1, 1] : tensor<1x16x1xf32> into tensor<1x16x1x1xf32> loc("backward.layer3.1.bn1")
    %t3668 = tensor.empty() : tensor<16xf32> loc("backward.layer3.1.bn1")
    %t3673 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t3658 : tensor<16xf32>) outs(%t3668 : tensor<16xf32>) {
    ^bb0(%in3669: f32, %out3670: f32):
      %s3671 = arith.constant 3.125000000e-02 : f32
      %s3672 = arith.mulf %in3669, %s3671 : f32
      linalg.yield %s3672 : f32
    } -> tensor<16xf32> loc("backward.layer3.1.bn1")
    %t3674 = tensor.empty() : tensor<16xf32> loc("backward.layer3.1.bn1")
    %t3679 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1723, %t1723 : tensor<16xf32>, tensor<16xf32>) outs(%t3674 : tensor<16xf32>) {
    ^bb0(%in3675: f32, %in3676: f32, %out3677: f32):
      %s3678 = arith.mulf %in3675, %in3676 : f32
      linalg.yield %s3678 : f32
    } -> tensor<16xf32> loc("backward.layer3.1.bn1")
    %t3680 = tensor.empty() : tensor<16xf32> loc("backward.layer3.1.bn1")
    %t3685 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t3673, %t3679 : tensor<16xf32>, tensor<16xf32>) outs(%t3680 : tensor<16xf32>) {
    ^bb0(%in3681: f32, %in3682: f32, %out3683: f32):
      %s3684 = arith.mulf %in3681, %in3682 : f32
      linalg.yield %s3684 : f32
    } -> tensor<16xf32> loc("backward.layer3.1.bn1")
    %t3686 = tensor.expand_shape %t3685 [[0, 1]] output_shape [1, 16] : tensor<16xf32> into tensor<1x16xf32> loc("backward.layer3.1.bn1")
    %t3687 = tensor.expand_shape %t3686 [[0], [1, 2]] output_shape [1, 16, 1] : tensor<1x16xf32> into tensor<1x16x1xf32> loc("backward.layer3.1.bn1")
    %t3688 = tensor.expand_shape %t3687 [[0], [1], [2, 3]] output_shape [1, 16, 1, 1] : tensor<1x16x1xf32> into tensor<1x16x1x1xf32> loc("backward.layer3.1.bn1")
    %t3689 = tensor.empty() : tensor<16xf32> loc("backward.layer3.1.bn1")
    %t3694 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1723, %primals_41 : tensor<16xf32>, tensor<16xf32>) outs(%t3689 : tensor<16xf32>) {
    ^bb0(%in3690: f32, %in3691: f32, %out3692: f32):
      %s3693 = arith.mulf %in3690, %in3691 : f32
      linalg.yield %s3693 : f32
    } -> tensor<16xf32> loc("backward.layer3.1.bn1")
    %t3695 = tensor.expand_shape %t3694 [[0, 1]] output_shape [1, 16] : tensor<16xf32> into tensor<1x16xf32> loc("backward.layer3.1.bn1")
    %t3696 = tensor.expand_shape %t3695 [[0], [1, 2]] output_shape [1, 16, 1] : tensor<1x16xf32> into tensor<1x16x1xf32> loc("backward.layer3.1.bn1")
    %t3697 = tensor.expand_shape %t3696 [[0], [1], [2, 3]] output_shape [1, 16, 1, 1] : tensor<1x16x1xf32> into tensor<1x16x1x1xf32> loc("backward.layer3.1.bn1")
    %t3698 = tensor.empty() : tensor<2x16x4x4xf32> loc("backward.layer3.1.bn1")
    %t3703 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1649, %t3632 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%t3698 : tensor<2x16x4x4xf32>) {
    ^bb0(%in3699: f32, %in3700: f32, %out3701: f32):
      %s3702 = arith.subf %in3699, %in3700 : f32
      linalg.yield %s3702 : f32
    } -> tensor<2x16x4x4xf32> loc("backward.layer3.1.bn1")
    %t3704 = tensor.empty() : tensor<2x16x4x4xf32> loc("backward.layer3.1.bn1")
    %t3709 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3703, %t3688 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%t3704 : tensor<2x16x4x4xf32>) {
    ^bb0(%in3705: f32, %in3706: f32, %out3707: f32):
      %s3708 = arith.mulf %in3705, %in3706 : f32
      linalg.yield %s3708 : f32
    } -> tensor<2x16x4x4xf32> loc("backward.layer3.1.bn1")
    %t3710 = tensor.empty() : tensor<2x16x4x4xf32> loc("backward.layer3.1.bn1")
    %t3715 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3629, %t3709 : tensor<2x16x4x4xf32>, tensor<2x16x4x4xf32>) outs(%t3710 : tensor<2x16x4x4xf32>) {
    ^bb0(%in3711: f32, %in3712: f32, %out3713: f32):
      %s3714 = arith.subf %in3711, %in3712 : f32
      linalg.yield %s3714 : f32
    } -> tensor<2x16x4x4xf32> loc("backward.layer3.1.bn1")
    %t3716 = tensor.empty() : tensor<2x16x4x4xf32> loc("backward.layer3.1.bn1")
    %t3721 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3715, %t3667 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%t3716 : tensor<2x16x4x4xf32>) {
    ^bb0(%in3717: f32, %in3718: f32, %out3719: f32):
      %s3720 = arith.subf %in3717, %in3718 : f32
      linalg.yield %s3720 : f32
    } -> tensor<2x16x4x4xf32> loc("backward.layer3.1.bn1")
    %t3722 = tensor.empty() : tensor<2x16x4x4xf32> loc("backward.layer3.1.bn1")
    %t3727 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3721, %t3697 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%t3722 : tensor<2x16x4x4xf32>) {
    ^bb0(%in3723: f32, %in3724: f32, %out3725: f32):
      %s3726 = arith.mulf %in3723, %in3724 : f32
      linalg.yield %s3726 : f32
    } -> tensor<2x16x4x4xf32> loc("backward.layer3.1.bn1")
    %t3728 = tensor.empty() : tensor<16xf32> loc("backward.layer3.1.bn1")
    %t3733 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t3658, %t1723 : tensor<16xf32>, tensor<16xf32>) outs(%t3728 : tensor<16xf32>) {
    ^bb0(%in3729: f32, %in3730: f32, %out3731: f32):
      %s3732 = arith.mulf %in3729, %in3730 : f32
      linalg.yield %s3732 : f32
    } -> tensor<16xf32> loc("backward.layer3.1.bn1")
    %t3734 = tensor.empty() : tensor<2x16x8x8xf32> loc("backward.layer3.1.conv1")
    %c3735 = arith.constant 0.000000000e+00 : f32 loc("backward.layer3.1.conv1")
    %t3736 = linalg.fill ins(%c3735 : f32) outs(%t3734 : tensor<2x16x8x8xf32>) -> tensor<2x16x8x8xf32> loc("backward.layer3.1.conv1")
    %t3737 = tensor.insert_slice %t3727 into %t3736[0, 0, 2, 2] [2, 16, 4, 4] [1, 1, 1, 1] : tensor<2x16x4x4xf32> into tensor<2x16x8x8xf32> loc("backward.layer3.1.conv1")
    %t3738 = tensor.empty() : tensor<16x16x3x3xf32> loc("backward.layer3.1.conv1")
    %t3741 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d0, -d2 + 2, -d3 + 2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%primals_40 : tensor<16x16x3x3xf32>) outs(%t3738 : tensor<16x16x3x3xf32>) {
    ^bb0(%in3739: f32, %out3740: f32):
      linalg.yield %in3739 : f32
    } -> tensor<16x16x3x3xf32> loc("backward.layer3.1.conv1")
    %t3742 = tensor.empty() : tensor<2x16x6x6xf32> loc("backward.layer3.1.conv1")
    %c3743 = arith.constant 0.000000000e+00 : f32 loc("backward.layer3.1.conv1")
    %t3744 = linalg.fill ins(%c3743 : f32) outs(%t3742 : tensor<2x16x6x6xf32>) -> tensor<2x16x6x6xf32> loc("backward.layer3.1.conv1")
    %t3745 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%t3737, %t3741 : tensor<2x16x8x8xf32>, tensor<16x16x3x3xf32>) outs(%t3744 : tensor<2x16x6x6xf32>) -> tensor<2x16x6x6xf32> loc("backward.layer3.1.conv1")
    %t3746 = tensor.extract_slice %t3745[0, 0, 1, 1] [2, 16, 4, 4] [1, 1, 1, 1] : tensor<2x16x6x6xf32> to tensor<2x16x4x4xf32> loc("backward.layer3.1.conv1")
    %t3747 = tensor.empty() : tensor<2x16x6x6xf32> loc("backward.layer3.1.conv1")
    %c3748 = arith.constant 0.000000000e+00 : f32 loc("backward.layer3.1.conv1")
    %t3749 = linalg.fill ins(%c3748 : f32) outs(%t3747 : tensor<2x16x6x6xf32>) -> tensor<2x16x6x6xf32> loc("backward.layer3.1.conv1")
    %t3750 = tensor.insert_slice %t1641 into %t3749[0, 0, 1, 1] [2, 16, 4, 4] [1, 1, 1, 1] : tensor<2x16x4x4xf32> into tensor<2x16x6x6xf32> loc("backward.layer3.1.conv1")
    %t3751 = tensor.empty() : tensor<16x16x3x3xf32> loc("backward.layer3.1.conv1")
    %c3752 = arith.constant 0.000000000e+00 : f32 loc("backward.layer3.1.conv1")
    %t3753 = linalg.fill ins(%c3752 : f32) outs(%t3751 : tensor<16x16x3x3xf32>) -> tensor<16x16x3x3xf32> loc("backward.layer3.1.conv1")
    %t3759 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d0, d5, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d1, d5 * 1 + d2 * 1, d6 * 1 + d3 * 1)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%t3727, %t3750 : tensor<2x16x4x4xf32>, tensor<2x16x6x6xf32>) outs(%t3753 : tensor<16x16x3x3xf32>) {
    ^bb0(%in3754: f32, %in3755: f32, %out3756: f32):
      %s3757 = arith.mulf %in3754, %in3755 : f32
      %s3758 = arith.addf %out3756, %s3757 : f32
      linalg.yield %s3758 : f32
    } -> tensor<16x16x3x3xf32> loc("backward.layer3.1.conv1")
    %t3760 = tensor.empty() : tensor<2x16x4x4xf32> loc("backward.add_30")
    %t3765 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3485, %t3746 : tensor<2x16x4x4xf32>, tensor<2x16x4x4xf32>) outs(%t3760 : tensor<2x16x4x4xf32>) {
    ^bb0(%in3761: f32, %in3762: f32, %out3763: f32):
      %s3764 = arith.addf %in3761, %in3762 : f32
      linalg.yield %s3764 : f32
    } -> tensor<2x16x4x4xf32> loc("backward.add_30")
    %t3766 = tensor.empty() : tensor<2x16x4x4xi1> loc("backward.layer3.0.relu")
    %t3771 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1641 : tensor<2x16x4x4xf32>) outs(%t3766 : tensor<2x16x4x4xi1>) {
    ^bb0(%in3767: f32, %out3768: i1):
      %s3769 = arith.constant 0.000000000e+00 : f32
      %s3770 = arith.cmpf ole, %in3767, %s3769 : f32
      linalg.yield %s3770 : i1
    } -> tensor<2x16x4x4xi1> loc("backward.layer3.0.relu")
    %cst3772 = arith.constant dense<0.000000000e+00> : tensor<f32> loc("backward.layer3.0.relu")
    %t3773 = tensor.empty() : tensor<2x16x4x4xf32> loc("backward.layer3.0.relu")
    %t3779 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3771, %cst3772, %t3765 : tensor<2x16x4x4xi1>, tensor<f32>, tensor<2x16x4x4xf32>) outs(%t3773 : tensor<2x16x4x4xf32>) {
    ^bb0(%in3774: i1, %in3775: f32, %in3776: f32, %out3777: f32):
      %s3778 = arith.select %in3774, %in3775, %in3776 : f32
      linalg.yield %s3778 : f32
    } -> tensor<2x16x4x4xf32> loc("backward.layer3.0.relu")
    %t3780 = tensor.expand_shape %t1594 [[0, 1]] output_shape [1, 16] : tensor<16xf32> into tensor<1x16xf32> loc("backward.layer3.0.downsample.1")
    %t3781 = tensor.expand_shape %t3780 [[0], [1, 2]] output_shape [1, 16, 1] : tensor<1x16xf32> into tensor<1x16x1xf32> loc("backward.layer3.0.downsample.1")
    %t3782 = tensor.expand_shape %t3781 [[0], [1], [2, 3]] output_shape [1, 16, 1, 1] : tensor<1x16x1xf32> into tensor<1x16x1x1xf32> loc("backward.layer3.0.downsample.1")
    %t3783 = tensor.empty() : tensor<16xf32> loc("backward.layer3.0.downsample.1")
    %c3784 = arith.constant 0.000000000e+00 : f32 loc("backward.layer3.0.downsample.1")
    %t3785 = linalg.fill ins(%c3784 : f32) outs(%t3783 : tensor<16xf32>) -> tensor<16xf32> loc("backward.layer3.0.downsample.1")
    %t3789 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t3779 : tensor<2x16x4x4xf32>) outs(%t3785 : tensor<16xf32>) {
    ^bb0(%in3786: f32, %out3787: f32):
      %s3788 = arith.addf %out3787, %in3786 : f32
      linalg.yield %s3788 : f32
    } -> tensor<16xf32> loc("backward.layer3.0.downsample.1")
    %t3790 = tensor.empty() : tensor<2x16x4x4xf32> loc("backward.layer3.0.downsample.1")
    %t3795 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1521, %t3782 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%t3790 : tensor<2x16x4x4xf32>) {
    ^bb0(%in3791: f32, %in3792: f32, %out3793: f32):
      %s3794 = arith.subf %in3791, %in3792 : f32
      linalg.yield %s3794 : f32
    } -> tensor<2x16x4x4xf32> loc("backward.layer3.0.downsample.1")
    %t3796 = tensor.empty() : tensor<2x16x4x4xf32> loc("backward.layer3.0.downsample.1")
    %t3801 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3779, %t3795 : tensor<2x16x4x4xf32>, tensor<2x16x4x4xf32>) outs(%t3796 : tensor<2x16x4x4xf32>) {
    ^bb0(%in3797: f32, %in3798: f32, %out3799: f32):
      %s3800 = arith.mulf %in3797, %in3798 : f32
      linalg.yield %s3800 : f32
    } -> tensor<2x16x4x4xf32> loc("backward.layer3.0.downsample.1")
    %t3802 = tensor.empty() : tensor<16xf32> loc("backward.layer3.0.downsample.1")
    %c3803 = arith.constant 0.000000000e+00 : f32 loc("backward.layer3.0.downsample.1")
    %t3804 = linalg.fill ins(%c3803 : f32) outs(%t3802 : tensor<16xf32>) -> tensor<16xf32> loc("backward.layer3.0.downsample.1")
    %t3808 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t3801 : tensor<2x16x4x4xf32>) outs(%t3804 : tensor<16xf32>) {
    ^bb0(%in3805: f32, %out3806: f32):
      %s3807 = arith.addf %out3806, %in3805 : f32
      linalg.yield %s3807 : f32
    } -> tensor<16xf32> loc("backward.layer3.0.downsample.1")
    %t3809 = tensor.empty() : tensor<16xf32> loc("backward.layer3.0.downsample.1")
    %t3814 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t3789 : tensor<16xf32>) outs(%t3809 : tensor<16xf32>) {
    ^bb0(%in3810: f32, %out3811: f32):
      %s3812 = arith.constant 3.125000000e-02 : f32
      %s3813 = arith.mulf %in3810, %s3812 : f32
      linalg.yield %s3813 : f32
    } -> tensor<16xf32> loc("backward.layer3.0.downsample.1")
    %t3815 = tensor.expand_shape %t3814 [[0, 1]] output_shape [1, 16] : tensor<16xf32> into tensor<1x16xf32> loc("backward.layer3.0.downsample.1")
    %t3816 = tensor.expand_shape %t3815 [[0], [1, 2]] output_shape [1, 16, 1] : tensor<1x16xf32> into tensor<1x16x1xf32> loc("backward.layer3.0.downsample.1")
    %t3817 = tensor.expand_shape %t3816 [[0], [1], [2, 3]] output_shape [1, 16, 1, 1] : tensor<1x16x1xf32> into tensor<1x16x1x1xf32> loc("backward.layer3.0.downsample.1")
    %t3818 = tensor.empty() : tensor<16xf32> loc("backward.layer3.0.downsample.1")
    %t3823 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t3808 : tensor<16xf32>) outs(%t3818 : tensor<16xf32>) {
    ^bb0(%in3819: f32, %out3820: f32):
      %s3821 = arith.constant 3.125000000e-02 : f32
      %s3822 = arith.mulf %in3819, %s3821 : f32
      linalg.yield %s3822 : f32
    } -> tensor<16xf32> loc("backward.layer3.0.downsample.1")
    %t3824 = tensor.empty() : tensor<16xf32> loc("backward.layer3.0.downsample.1")
    %t3829 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1595, %t1595 : tensor<16xf32>, tensor<16xf32>) outs(%t3824 : tensor<16xf32>) {
    ^bb0(%in3825: f32, %in3826: f32, %out3827: f32):
      %s3828 = arith.mulf %in3825, %in3826 : f32
      linalg.yield %s3828 : f32
    } -> tensor<16xf32> loc("backward.layer3.0.downsample.1")
    %t3830 = tensor.empty() : tensor<16xf32> loc("backward.layer3.0.downsample.1")
    %t3835 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t3823, %t3829 : tensor<16xf32>, tensor<16xf32>) outs(%t3830 : tensor<16xf32>) {
    ^bb0(%in3831: f32, %in3832: f32, %out3833: f32):
      %s3834 = arith.mulf %in3831, %in3832 : f32
      linalg.yield %s3834 : f32
    } -> tensor<16xf32> loc("backward.layer3.0.downsample.1")
    %t3836 = tensor.expand_shape %t3835 [[0, 1]] output_shape [1, 16] : tensor<16xf32> into tensor<1x16xf32> loc("backward.layer3.0.downsample.1")
    %t3837 = tensor.expand_shape %t3836 [[0], [1, 2]] output_shape [1, 16, 1] : tensor<1x16xf32> into tensor<1x16x1xf32> loc("backward.layer3.0.downsample.1")
    %t3838 = tensor.expand_shape %t3837 [[0], [1], [2, 3]] output_shape [1, 16, 1, 1] : tensor<1x16x1xf32> into tensor<1x16x1x1xf32> loc("backward.layer3.0.downsample.1")
    %t3839 = tensor.empty() : tensor<16xf32> loc("backward.layer3.0.downsample.1")
    %t3844 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1595, %primals_38 : tensor<16xf32>, tensor<16xf32>) outs(%t3839 : tensor<16xf32>) {
    ^bb0(%in3840: f32, %in3841: f32, %out3842: f32):
      %s3843 = arith.mulf %in3840, %in3841 : f32
      linalg.yield %s3843 : f32
    } -> tensor<16xf32> loc("backward.layer3.0.downsample.1")
    %t3845 = tensor.expand_shape %t3844 [[0, 1]] output_shape [1, 16] : tensor<16xf32> into tensor<1x16xf32> loc("backward.layer3.0.downsample.1")
    %t3846 = tensor.expand_shape %t3845 [[0], [1, 2]] output_shape [1, 16, 1] : tensor<1x16xf32> into tensor<1x16x1xf32> loc("backward.layer3.0.downsample.1")
    %t3847 = tensor.expand_shape %t3846 [[0], [1], [2, 3]] output_shape [1, 16, 1, 1] : tensor<1x16x1xf32> into tensor<1x16x1x1xf32> loc("backward.layer3.0.downsample.1")
    %t3848 = tensor.empty() : tensor<2x16x4x4xf32> loc("backward.layer3.0.downsample.1")
    %t3853 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1521, %t3782 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%t3848 : tensor<2x16x4x4xf32>) {
    ^bb0(%in3849: f32, %in3850: f32, %out3851: f32):
      %s3852 = arith.subf %in3849, %in3850 : f32
      linalg.yield %s3852 : f32
    } -> tensor<2x16x4x4xf32> loc("backward.layer3.0.downsample.1")
    %t3854 = tensor.empty() : tensor<2x16x4x4xf32> loc("backward.layer3.0.downsample.1")
    %t3859 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3853, %t3838 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%t3854 : tensor<2x16x4x4xf32>) {
    ^bb0(%in3855: f32, %in3856: f32, %out3857: f32):
      %s3858 = arith.mulf %in3855, %in3856 : f32
      linalg.yield %s3858 : f32
    } -> tensor<2x16x4x4xf32> loc("backward.layer3.0.downsample.1")
    %t3860 = tensor.empty() : tensor<2x16x4x4xf32> loc("backward.layer3.0.downsample.1")
    %t3865 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3779, %t3859 : tensor<2x16x4x4xf32>, tensor<2x16x4x4xf32>) outs(%t3860 : tensor<2x16x4x4xf32>) {
    ^bb0(%in3861: f32, %in3862: f32, %out3863: f32):
      %s3864 = arith.subf %in3861, %in3862 : f32
      linalg.yield %s3864 : f32
    } -> tensor<2x16x4x4xf32> loc("backward.layer3.0.downsample.1")
    %t3866 = tensor.empty() : tensor<2x16x4x4xf32> loc("backward.layer3.0.downsample.1")
    %t3871 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3865, %t3817 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%t3866 : tensor<2x16x4x4xf32>) {
    ^bb0(%in3867: f32, %in3868: f32, %out3869: f32):
      %s3870 = arith.subf %in3867, %in3868 : f32
      linalg.yield %s3870 : f32
    } -> tensor<2x16x4x4xf32> loc("backward.layer3.0.downsample.1")
    %t3872 = tensor.empty() : tensor<2x16x4x4xf32> loc("backward.layer3.0.downsample.1")
    %t3877 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3871, %t3847 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%t3872 : tensor<2x16x4x4xf32>) {
    ^bb0(%in3873: f32, %in3874: f32, %out3875: f32):
      %s3876 = arith.mulf %in3873, %in3874 : f32
      linalg.yield %s3876 : f32
    } -> tensor<2x16x4x4xf32> loc("backward.layer3.0.downsample.1")
    %t3878 = tensor.empty() : tensor<16xf32> loc("backward.layer3.0.downsample.1")
    %t3883 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t3808, %t1595 : tensor<16xf32>, tensor<16xf32>) outs(%t3878 : tensor<16xf32>) {
    ^bb0(%in3879: f32, %in3880: f32, %out3881: f32):
      %s3882 = arith.mulf %in3879, %in3880 : f32
      linalg.yield %s3882 : f32
    } -> tensor<16xf32> loc("backward.layer3.0.downsample.1")
    %t3884 = tensor.empty() : tensor<2x16x7x7xf32> loc("backward.layer3.0.downsample.0")
    %c3885 = arith.constant 0.000000000e+00 : f32 loc("backward.layer3.0.downsample.0")
    %t3886 = linalg.fill ins(%c3885 : f32) outs(%t3884 : tensor<2x16x7x7xf32>) -> tensor<2x16x7x7xf32> loc("backward.layer3.0.downsample.0")
    %t3887 = tensor.insert_slice %t3877 into %t3886[0, 0, 0, 0] [2, 16, 4, 4] [1, 1, 2, 2] : tensor<2x16x4x4xf32> into tensor<2x16x7x7xf32> loc("backward.layer3.0.downsample.0")
    %t3888 = tensor.empty() : tensor<2x16x8x8xf32> loc("backward.layer3.0.downsample.0")
    %c3889 = arith.constant 0.000000000e+00 : f32 loc("backward.layer3.0.downsample.0")
    %t3890 = linalg.fill ins(%c3889 : f32) outs(%t3888 : tensor<2x16x8x8xf32>) -> tensor<2x16x8x8xf32> loc("backward.layer3.0.downsample.0")
    %t3891 = tensor.insert_slice %t3887 into %t3890[0, 0, 0, 0] [2, 16, 7, 7] [1, 1, 1, 1] : tensor<2x16x7x7xf32> into tensor<2x16x8x8xf32> loc("backward.layer3.0.downsample.0")
    %t3892 = tensor.empty() : tensor<8x16x1x1xf32> loc("backward.layer3.0.downsample.0")
    %t3895 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d0, -d2 + 0, -d3 + 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%primals_37 : tensor<16x8x1x1xf32>) outs(%t3892 : tensor<8x16x1x1xf32>) {
    ^bb0(%in3893: f32, %out3894: f32):
      linalg.yield %in3893 : f32
    } -> tensor<8x16x1x1xf32> loc("backward.layer3.0.downsample.0")
    %t3896 = tensor.empty() : tensor<2x8x8x8xf32> loc("backward.layer3.0.downsample.0")
    %c3897 = arith.constant 0.000000000e+00 : f32 loc("backward.layer3.0.downsample.0")
    %t3898 = linalg.fill ins(%c3897 : f32) outs(%t3896 : tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32> loc("backward.layer3.0.downsample.0")
    %t3899 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%t3891, %t3895 : tensor<2x16x8x8xf32>, tensor<8x16x1x1xf32>) outs(%t3898 : tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32> loc("backward.layer3.0.downsample.0")
    %t3900 = tensor.empty() : tensor<16x8x1x1xf32> loc("backward.layer3.0.downsample.0")
    %c3901 = arith.constant 0.000000000e+00 : f32 loc("backward.layer3.0.downsample.0")
    %t3902 = linalg.fill ins(%c3901 : f32) outs(%t3900 : tensor<16x8x1x1xf32>) -> tensor<16x8x1x1xf32> loc("backward.layer3.0.downsample.0")
    %t3908 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d0, d5, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d1, d5 * 2 + d2 * 1, d6 * 2 + d3 * 1)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%t3877, %t1279 : tensor<2x16x4x4xf32>, tensor<2x8x8x8xf32>) outs(%t3902 : tensor<16x8x1x1xf32>) {
    ^bb0(%in3903: f32, %in3904: f32, %out3905: f32):
      %s3906 = arith.mulf %in3903, %in3904 : f32
      %s3907 = arith.addf %out3905, %s3906 : f32
      linalg.yield %s3907 : f32
    } -> tensor<16x8x1x1xf32> loc("backward.layer3.0.downsample.0")
    %t3909 = tensor.expand_shape %t1482 [[0, 1]] output_shape [1, 16] : tensor<16xf32> into tensor<1x16xf32> loc("backward.layer3.0.bn2")
    %t3910 = tensor.expand_shape %t3909 [[0], [1, 2]] output_shape [1, 16, 1] : tensor<1x16xf32> into tensor<1x16x1xf32> loc("backward.layer3.0.bn2")
    %t3911 = tensor.expand_shape %t3910 [[0], [1], [2, 3]] output_shape [1, 16, 1, 1] : tensor<1x16x1xf32> into tensor<1x16x1x1xf32> loc("backward.layer3.0.bn2")
    %t3912 = tensor.empty() : tensor<16xf32> loc("backward.layer3.0.bn2")
    %c3913 = arith.constant 0.000000000e+00 : f32 loc("backward.layer3.0.bn2")
    %t3914 = linalg.fill ins(%c3913 : f32) outs(%t3912 : tensor<16xf32>) -> tensor<16xf32> loc("backward.layer3.0.bn2")
    %t3918 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t3779 : tensor<2x16x4x4xf32>) outs(%t3914 : tensor<16xf32>) {
    ^bb0(%in3915: f32, %out3916: f32):
      %s3917 = arith.addf %out3916, %in3915 : f32
      linalg.yield %s3917 : f32
    } -> tensor<16xf32> loc("backward.layer3.0.bn2")
    %t3919 = tensor.empty() : tensor<2x16x4x4xf32> loc("backward.layer3.0.bn2")
    %t3924 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1409, %t3911 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%t3919 : tensor<2x16x4x4xf32>) {
    ^bb0(%in3920: f32, %in3921: f32, %out3922: f32):
      %s3923 = arith.subf %in3920, %in3921 : f32
      linalg.yield %s3923 : f32
    } -> tensor<2x16x4x4xf32> loc("backward.layer3.0.bn2")
    %t3925 = tensor.empty() : tensor<2x16x4x4xf32> loc("backward.layer3.0.bn2")
    %t3930 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3779, %t3924 : tensor<2x16x4x4xf32>, tensor<2x16x4x4xf32>) outs(%t3925 : tensor<2x16x4x4xf32>) {
    ^bb0(%in3926: f32, %in3927: f32, %out3928: f32):
      %s3929 = arith.mulf %in3926, %in3927 : f32
      linalg.yield %s3929 : f32
    } -> tensor<2x16x4x4xf32> loc("backward.layer3.0.bn2")
    %t3931 = tensor.empty() : tensor<16xf32> loc("backward.layer3.0.bn2")
    %c3932 = arith.constant 0.000000000e+00 : f32 loc("backward.layer3.0.bn2")
    %t3933 = linalg.fill ins(%c3932 : f32) outs(%t3931 : tensor<16xf32>) -> tensor<16xf32> loc("backward.layer3.0.bn2")
    %t3937 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t3930 : tensor<2x16x4x4xf32>) outs(%t3933 : tensor<16xf32>) {
    ^bb0(%in3934: f32, %out3935: f32):
      %s3936 = arith.addf %out3935, %in3934 : f32
      linalg.yield %s3936 : f32
    } -> tensor<16xf32> loc("backward.layer3.0.bn2")
    %t3938 = tensor.empty() : tensor<16xf32> loc("backward.layer3.0.bn2")
    %t3943 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t3918 : tensor<16xf32>) outs(%t3938 : tensor<16xf32>) {
    ^bb0(%in3939: f32, %out3940: f32):
      %s3941 = arith.constant 3.125000000e-02 : f32
      %s3942 = arith.mulf %in3939, %s3941 : f32
      linalg.yield %s3942 : f32
    } -> tensor<16xf32> loc("backward.layer3.0.bn2")
    %t3944 = tensor.expand_shape %t3943 [[0, 1]] output_shape [1, 16] : tensor<16xf32> into tensor<1x16xf32> loc("backward.layer3.0.bn2")
    %t3945 = tensor.expand_shape %t3944 [[0], [1, 2]] output_shape [1, 16, 1] : tensor<1x16xf32> into tensor<1x16x1xf32> loc("backward.layer3.0.bn2")
    %t3946 = tensor.expand_shape %t3945 [[0], [1], [2, 3]] output_shape [1, 16, 1, 1] : tensor<1x16x1xf32> into tensor<1x16x1x1xf32> loc("backward.layer3.0.bn2")
    %t3947 = tensor.empty() : tensor<16xf32> loc("backward.layer3.0.bn2")
    %t3952 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t3937 : tensor<16xf32>) outs(%t3947 : tensor<16xf32>) {
    ^bb0(%in3948: f32, %out3949: f32):
      %s3950 = arith.constant 3.125000000e-02 : f32
      %s3951 = arith.mulf %in3948, %s3950 : f32
      linalg.yield %s3951 : f32
    } -> tensor<16xf32> loc("backward.layer3.0.bn2")
    %t3953 = tensor.empty() : tensor<16xf32> loc("backward.layer3.0.bn2")
    %t3958 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1483, %t1483 : tensor<16xf32>, tensor<16xf32>) outs(%t3953 : tensor<16xf32>) {
    ^bb0(%in3954: f32, %in3955: f32, %out3956: f32):
      %s3957 = arith.mulf %in3954, %in3955 : f32
      linalg.yield %s3957 : f32
    } -> tensor<16xf32> loc("backward.layer3.0.bn2")
    %t3959 = tensor.empty() : tensor<16xf32> loc("backward.layer3.0.bn2")
    %t3964 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t3952, %t3958 : tensor<16xf32>, tensor<16xf32>) outs(%t3959 : tensor<16xf32>) {
    ^bb0(%in3960: f32, %in3961: f32, %out3962: f32):
      %s3963 = arith.mulf %in3960, %in3961 : f32
      linalg.yield %s3963 : f32
    } -> tensor<16xf32> loc("backward.layer3.0.bn2")
    %t3965 = tensor.expand_shape %t3964 [[0, 1]] output_shape [1, 16] : tensor<16xf32> into tensor<1x16xf32> loc("backward.layer3.0.bn2")
    %t3966 = tensor.expand_shape %t3965 [[0], [1, 2]] output_shape [1, 16, 1] : tensor<1x16xf32> into tensor<1x16x1xf32> loc("backward.layer3.0.bn2")
    %t3967 = tensor.expand_shape %t3966 [[0], [1], [2, 3]] output_shape [1, 16, 1, 1] : tensor<1x16x1xf32> into tensor<1x16x1x1xf32> loc("backward.layer3.0.bn2")
    %t3968 = tensor.empty() : tensor<16xf32> loc("backward.layer3.0.bn2")
    %t3973 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1483, %primals_35 : tensor<16xf32>, tensor<16xf32>) outs(%t3968 : tensor<16xf32>) {
    ^bb0(%in3969: f32, %in3970: f32, %out3971: f32):
      %s3972 = arith.mulf %in3969, %in3970 : f32
      linalg.yield %s3972 : f32
    } -> tensor<16xf32> loc("backward.layer3.0.bn2")
    %t3974 = tensor.expand_shape %t3973 [[0, 1]] output_shape [1, 16] : tensor<16xf32> into tensor<1x16xf32> loc("backward.layer3.0.bn2")
    %t3975 = tensor.expand_shape %t3974 [[0], [1, 2]] output_shape [1, 16, 1] : tensor<1x16xf32> into tensor<1x16x1xf32> loc("backward.layer3.0.bn2")
    %t3976 = tensor.expand_shape %t3975 [[0], [1], [2, 3]] output_shape [1, 16, 1, 1] : tensor<1x16x1xf32> into tensor<1x16x1x1xf32> loc("backward.layer3.0.bn2")
    %t3977 = tensor.empty() : tensor<2x16x4x4xf32> loc("backward.layer3.0.bn2")
    %t3982 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1409, %t3911 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%t3977 : tensor<2x16x4x4xf32>) {
    ^bb0(%in3978: f32, %in3979: f32, %out3980: f32):
      %s3981 = arith.subf %in3978, %in3979 : f32
      linalg.yield %s3981 : f32
    } -> tensor<2x16x4x4xf32> loc("backward.layer3.0.bn2")
    %t3983 = tensor.empty() : tensor<2x16x4x4xf32> loc("backward.layer3.0.bn2")
    %t3988 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3982, %t3967 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%t3983 : tensor<2x16x4x4xf32>) {
    ^bb0(%in3984: f32, %in3985: f32, %out3986: f32):
      %s3987 = arith.mulf %in3984, %in3985 : f32
      linalg.yield %s3987 : f32
    } -> tensor<2x16x4x4xf32> loc("backward.layer3.0.bn2")
    %t3989 = tensor.empty() : tensor<2x16x4x4xf32> loc("backward.layer3.0.bn2")
    %t3994 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3779, %t3988 : tensor<2x16x4x4xf32>, tensor<2x16x4x4xf32>) outs(%t3989 : tensor<2x16x4x4xf32>) {
    ^bb0(%in3990: f32, %in3991: f32, %out3992: f32):
      %s3993 = arith.subf %in3990, %in3991 : f32
      linalg.yield %s3993 : f32
    } -> tensor<2x16x4x4xf32> loc("backward.layer3.0.bn2")
    %t3995 = tensor.empty() : tensor<2x16x4x4xf32> loc("backward.layer3.0.bn2")
    %t4000 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3994, %t3946 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%t3995 : tensor<2x16x4x4xf32>) {
    ^bb0(%in3996: f32, %in3997: f32, %out3998: f32):
      %s3999 = arith.subf %in3996, %in3997 : f32
      linalg.yield %s3999 : f32
    } -> tensor<2x16x4x4xf32> loc("backward.layer3.0.bn2")
    %t4001 = tensor.empty() : tensor<2x16x4x4xf32> loc("backward.layer3.0.bn2")
    %t4006 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4000, %t3976 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%t4001 : tensor<2x16x4x4xf32>) {
    ^bb0(%in4002: f32, %in4003: f32, %out4004: f32):
      %s4005 = arith.mulf %in4002, %in4003 : f32
      linalg.yield %s4005 : f32
    } -> tensor<2x16x4x4xf32> loc("backward.layer3.0.bn2")
    %t4007 = tensor.empty() : tensor<16xf32> loc("backward.layer3.0.bn2")
    %t4012 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t3937, %t1483 : tensor<16xf32>, tensor<16xf32>) outs(%t4007 : tensor<16xf32>) {
    ^bb0(%in4008: f32, %in4009: f32, %out4010: f32):
      %s4011 = arith.mulf %in4008, %in4009 : f32
      linalg.yield %s4011 : f32
    } -> tensor<16xf32> loc("backward.layer3.0.bn2")
    %t4013 = tensor.empty() : tensor<2x16x8x8xf32> loc("backward.layer3.0.conv2")
    %c4014 = arith.constant 0.000000000e+00 : f32 loc("backward.layer3.0.conv2")
    %t4015 = linalg.fill ins(%c4014 : f32) outs(%t4013 : tensor<2x16x8x8xf32>) -> tensor<2x16x8x8xf32> loc("backward.layer3.0.conv2")
    %t4016 = tensor.insert_slice %t4006 into %t4015[0, 0, 2, 2] [2, 16, 4, 4] [1, 1, 1, 1] : tensor<2x16x4x4xf32> into tensor<2x16x8x8xf32> loc("backward.layer3.0.conv2")
    %t4017 = tensor.empty() : tensor<16x16x3x3xf32> loc("backward.layer3.0.conv2")
    %t4020 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d0, -d2 + 2, -d3 + 2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%primals_34 : tensor<16x16x3x3xf32>) outs(%t4017 : tensor<16x16x3x3xf32>) {
    ^bb0(%in4018: f32, %out4019: f32):
      linalg.yield %in4018 : f32
    } -> tensor<16x16x3x3xf32> loc("backward.layer3.0.conv2")
    %t4021 = tensor.empty() : tensor<2x16x6x6xf32> loc("backward.layer3.0.conv2")
    %c4022 = arith.constant 0.000000000e+00 : f32 loc("backward.layer3.0.conv2")
    %t4023 = linalg.fill ins(%c4022 : f32) outs(%t4021 : tensor<2x16x6x6xf32>) -> tensor<2x16x6x6xf32> loc("backward.layer3.0.conv2")
    %t4024 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%t4016, %t4020 : tensor<2x16x8x8xf32>, tensor<16x16x3x3xf32>) outs(%t4023 : tensor<2x16x6x6xf32>) -> tensor<2x16x6x6xf32> loc("backward.layer3.0.conv2")
    %t4025 = tensor.extract_slice %t4024[0, 0, 1, 1] [2, 16, 4, 4] [1, 1, 1, 1] : tensor<2x16x6x6xf32> to tensor<2x16x4x4xf32> loc("backward.layer3.0.conv2")
    %t4026 = tensor.empty() : tensor<2x16x6x6xf32> loc("backward.layer3.0.conv2")
    %c4027 = arith.constant 0.000000000e+00 : f32 loc("backward.layer3.0.conv2")
    %t4028 = linalg.fill ins(%c4027 : f32) outs(%t4026 : tensor<2x16x6x6xf32>) -> tensor<2x16x6x6xf32> loc("backward.layer3.0.conv2")
    %t4029 = tensor.insert_slice %t1401 into %t4028[0, 0, 1, 1] [2, 16, 4, 4] [1, 1, 1, 1] : tensor<2x16x4x4xf32> into tensor<2x16x6x6xf32> loc("backward.layer3.0.conv2")
    %t4030 = tensor.empty() : tensor<16x16x3x3xf32> loc("backward.layer3.0.conv2")
    %c4031 = arith.constant 0.000000000e+00 : f32 loc("backward.layer3.0.conv2")
    %t4032 = linalg.fill ins(%c4031 : f32) outs(%t4030 : tensor<16x16x3x3xf32>) -> tensor<16x16x3x3xf32> loc("backward.layer3.0.conv2")
    %t4038 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d0, d5, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d1, d5 * 1 + d2 * 1, d6 * 1 + d3 * 1)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%t4006, %t4029 : tensor<2x16x4x4xf32>, tensor<2x16x6x6xf32>) outs(%t4032 : tensor<16x16x3x3xf32>) {
    ^bb0(%in4033: f32, %in4034: f32, %out4035: f32):
      %s4036 = arith.mulf %in4033, %in4034 : f32
      %s4037 = arith.addf %out4035, %s4036 : f32
      linalg.yield %s4037 : f32
    } -> tensor<16x16x3x3xf32> loc("backward.layer3.0.conv2")
    %t4039 = tensor.empty() : tensor<2x16x4x4xi1> loc("backward.layer3.0.relu")
    %t4044 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1401 : tensor<2x16x4x4xf32>) outs(%t4039 : tensor<2x16x4x4xi1>) {
    ^bb0(%in4040: f32, %out4041: i1):
      %s4042 = arith.constant 0.000000000e+00 : f32
      %s4043 = arith.cmpf ole, %in4040, %s4042 : f32
      linalg.yield %s4043 : i1
    } -> tensor<2x16x4x4xi1> loc("backward.layer3.0.relu")
    %cst4045 = arith.constant dense<0.000000000e+00> : tensor<f32> loc("backward.layer3.0.relu")
    %t4046 = tensor.empty() : tensor<2x16x4x4xf32> loc("backward.layer3.0.relu")
    %t4052 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4044, %cst4045, %t4025 : tensor<2x16x4x4xi1>, tensor<f32>, tensor<2x16x4x4xf32>) outs(%t4046 : tensor<2x16x4x4xf32>) {
    ^bb0(%in4047: i1, %in4048: f32, %in4049: f32, %out4050: f32):
      %s4051 = arith.select %in4047, %in4048, %in4049 : f32
      linalg.yield %s4051 : f32
    } -> tensor<2x16x4x4xf32> loc("backward.layer3.0.relu")
    %t4053 = tensor.expand_shape %t1360 [[0, 1]] output_shape [1, 16] : tensor<16xf32> into tensor<1x16xf32> loc("backward.layer3.0.bn1")
    %t4054 = tensor.expand_shape %t4053 [[0], [1, 2]] output_shape [1, 16, 1] : tensor<1x16xf32> into tensor<1x16x1xf32> loc("backward.layer3.0.bn1")
    %t4055 = tensor.expand_shape %t4054 [[0], [1], [2, 3]] output_shape [1, 16, 1, 1] : tensor<1x16x1xf32> into tensor<1x16x1x1xf32> loc("backward.layer3.0.bn1")
    %t4056 = tensor.empty() : tensor<16xf32> loc("backward.layer3.0.bn1")
    %c4057 = arith.constant 0.000000000e+00 : f32 loc("backward.layer3.0.bn1")
    %t4058 = linalg.fill ins(%c4057 : f32) outs(%t4056 : tensor<16xf32>) -> tensor<16xf32> loc("backward.layer3.0.bn1")
    %t4062 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t4052 : tensor<2x16x4x4xf32>) outs(%t4058 : tensor<16xf32>) {
    ^bb0(%in4059: f32, %out4060: f32):
      %s4061 = arith.addf %out4060, %in4059 : f32
      linalg.yield %s4061 : f32
    } -> tensor<16xf32> loc("backward.layer3.0.bn1")
    %t4063 = tensor.empty() : tensor<2x16x4x4xf32> loc("backward.layer3.0.bn1")
    %t4068 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1287, %t4055 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%t4063 : tensor<2x16x4x4xf32>) {
    ^bb0(%in4064: f32, %in4065: f32, %out4066: f32):
      %s4067 = arith.subf %in4064, %in4065 : f32
      linalg.yield %s4067 : f32
    } -> tensor<2x16x4x4xf32> loc("backward.layer3.0.bn1")
    %t4069 = tensor.empty() : tensor<2x16x4x4xf32> loc("backward.layer3.0.bn1")
    %t4074 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4052, %t4068 : tensor<2x16x4x4xf32>, tensor<2x16x4x4xf32>) outs(%t4069 : tensor<2x16x4x4xf32>) {
    ^bb0(%in4070: f32, %in4071: f32, %out4072: f32):
      %s4073 = arith.mulf %in4070, %in4071 : f32
      linalg.yield %s4073 : f32
    } -> tensor<2x16x4x4xf32> loc("backward.layer3.0.bn1")
    %t4075 = tensor.empty() : tensor<16xf32> loc("backward.layer3.0.bn1")
    %c4076 = arith.constant 0.000000000e+00 : f32 loc("backward.layer3.0.bn1")
    %t4077 = linalg.fill ins(%c4076 : f32) outs(%t4075 : tensor<16xf32>) -> tensor<16xf32> loc("backward.layer3.0.bn1")
    %t4081 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t4074 : tensor<2x16x4x4xf32>) outs(%t4077 : tensor<16xf32>) {
    ^bb0(%in4078: f32, %out4079: f32):
      %s4080 = arith.addf %out4079, %in4078 : f32
      linalg.yield %s4080 : f32
    } -> tensor<16xf32> loc("backward.layer3.0.bn1")
    %t4082 = tensor.empty() : tensor<16xf32> loc("backward.layer3.0.bn1")
    %t4087 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t4062 : tensor<16xf32>) outs(%t4082 : tensor<16xf32>) {
    ^bb0(%in4083: f32, %out4084: f32):
      %s4085 = arith.constant 3.125000000e-02 : f32
      %s4086 = arith.mulf %in4083, %s4085 : f32
      linalg.yield %s4086 : f32
    } -> tensor<16xf32> loc("backward.layer3.0.bn1")
    %t4088 = tensor.expand_shape %t4087 [[0, 1]] output_shape [1, 16] : tensor<16xf32> into tensor<1x16xf32> loc("backward.layer3.0.bn1")
    %t4089 = tensor.expand_shape %t4088 [[0], [1, 2]] output_shape [1, 16, 1] : tensor<1x16xf32> into tensor<1x16x1xf32> loc("backward.layer3.0.bn1")
    %t4090 = tensor.expand_shape %t4089 [[0], [1], [2, 3]] output_shape [1, 16, 1, 1] : tensor<1x16x1xf32> into tensor<1x16x1x1xf32> loc("backward.layer3.0.bn1")
    %t4091 = tensor.empty() : tensor<16xf32> loc("backward.layer3.0.bn1")
    %t4096 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t4081 : tensor<16xf32>) outs(%t4091 : tensor<16xf32>) {
    ^bb0(%in4092: f32, %out4093: f32):
      %s4094 = arith.constant 3.125000000e-02 : f32
      %s4095 = arith.mulf %in4092, %s4094 : f32
      linalg.yield %s4095 : f32
    } -> tensor<16xf32> loc("backward.layer3.0.bn1")
    %t4097 = tensor.empty() : tensor<16xf32> loc("backward.layer3.0.bn1")
    %t4102 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1361, %t1361 : tensor<16xf32>, tensor<16xf32>) outs(%t4097 : tensor<16xf32>) {
    ^bb0(%in4098: f32, %in4099: f32, %out4100: f32):
      %s4101 = arith.mulf %in4098, %in4099 : f32
      linalg.yield %s4101 : f32
    } -> tensor<16xf32> loc("backward.layer3.0.bn1")
    %t4103 = tensor.empty() : tensor<16xf32> loc("backward.layer3.0.bn1")
    %t4108 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t4096, %t4102 : tensor<16xf32>, tensor<16xf32>) outs(%t4103 : tensor<16xf32>) {
    ^bb0(%in4104: f32, %in4105: f32, %out4106: f32):
      %s4107 = arith.mulf %in4104, %in4105 : f32
      linalg.yield %s4107 : f32
    } -> tensor<16xf32> loc("backward.layer3.0.bn1")
    %t4109 = tensor.expand_shape %t4108 [[0, 1]] output_shape [1, 16] : tensor<16xf32> into tensor<1x16xf32> loc("backward.layer3.0.bn1")
    %t4110 = tensor.expand_shape %t4109 [[0], [1, 2]] output_shape [1, 16, 1] : tensor<1x16xf32> into tensor<1x16x1xf32> loc("backward.layer3.0.bn1")
    %t4111 = tensor.expand_shape %t4110 [[0], [1], [2, 3]] output_shape [1, 16, 1, 1] : tensor<1x16x1xf32> into tensor<1x16x1x1xf32> loc("backward.layer3.0.bn1")
    %t4112 = tensor.empty() : tensor<16xf32> loc("backward.layer3.0.bn1")
    %t4117 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1361, %primals_32 : tensor<16xf32>, tensor<16xf32>) outs(%t4112 : tensor<16xf32>) {
    ^bb0(%in4113: f32, %in4114: f32, %out4115: f32):
      %s4116 = arith.mulf %in4113, %in4114 : f32
      linalg.yield %s4116 : f32
    } -> tensor<16xf32> loc("backward.layer3.0.bn1")
    %t4118 = tensor.expand_shape %t4117 [[0, 1]] output_shape [1, 16] : tensor<16xf32> into tensor<1x16xf32> loc("backward.layer3.0.bn1")
    %t4119 = tensor.expand_shape %t4118 [[0], [1, 2]] output_shape [1, 16, 1] : tensor<1x16xf32> into tensor<1x16x1xf32> loc("backward.layer3.0.bn1")
    %t4120 = tensor.expand_shape %t4119 [[0], [1], [2, 3]] output_shape [1, 16, 1, 1] : tensor<1x16x1xf32> into tensor<1x16x1x1xf32> loc("backward.layer3.0.bn1")
    %t4121 = tensor.empty() : tensor<2x16x4x4xf32> loc("backward.layer3.0.bn1")
    %t4126 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1287, %t4055 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%t4121 : tensor<2x16x4x4xf32>) {
    ^bb0(%in4122: f32, %in4123: f32, %out4124: f32):
      %s4125 = arith.subf %in4122, %in4123 : f32
      linalg.yield %s4125 : f32
    } -> tensor<2x16x4x4xf32> loc("backward.layer3.0.bn1")
    %t4127 = tensor.empty() : tensor<2x16x4x4xf32> loc("backward.layer3.0.bn1")
    %t4132 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4126, %t4111 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%t4127 : tensor<2x16x4x4xf32>) {
    ^bb0(%in4128: f32, %in4129: f32, %out4130: f32):
      %s4131 = arith.mulf %in4128, %in4129 : f32
      linalg.yield %s4131 : f32
    } -> tensor<2x16x4x4xf32> loc("backward.layer3.0.bn1")
    %t4133 = tensor.empty() : tensor<2x16x4x4xf32> loc("backward.layer3.0.bn1")
    %t4138 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4052, %t4132 : tensor<2x16x4x4xf32>, tensor<2x16x4x4xf32>) outs(%t4133 : tensor<2x16x4x4xf32>) {
    ^bb0(%in4134: f32, %in4135: f32, %out4136: f32):
      %s4137 = arith.subf %in4134, %in4135 : f32
      linalg.yield %s4137 : f32
    } -> tensor<2x16x4x4xf32> loc("backward.layer3.0.bn1")
    %t4139 = tensor.empty() : tensor<2x16x4x4xf32> loc("backward.layer3.0.bn1")
    %t4144 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4138, %t4090 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%t4139 : tensor<2x16x4x4xf32>) {
    ^bb0(%in4140: f32, %in4141: f32, %out4142: f32):
      %s4143 = arith.subf %in4140, %in4141 : f32
      linalg.yield %s4143 : f32
    } -> tensor<2x16x4x4xf32> loc("backward.layer3.0.bn1")
    %t4145 = tensor.empty() : tensor<2x16x4x4xf32> loc("backward.layer3.0.bn1")
    %t4150 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4144, %t4120 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%t4145 : tensor<2x16x4x4xf32>) {
    ^bb0(%in4146: f32, %in4147: f32, %out4148: f32):
      %s4149 = arith.mulf %in4146, %in4147 : f32
      linalg.yield %s4149 : f32
    } -> tensor<2x16x4x4xf32> loc("backward.layer3.0.bn1")
    %t4151 = tensor.empty() : tensor<16xf32> loc("backward.layer3.0.bn1")
    %t4156 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t4081, %t1361 : tensor<16xf32>, tensor<16xf32>) outs(%t4151 : tensor<16xf32>) {
    ^bb0(%in4152: f32, %in4153: f32, %out4154: f32):
      %s4155 = arith.mulf %in4152, %in4153 : f32
      linalg.yield %s4155 : f32
    } -> tensor<16xf32> loc("backward.layer3.0.bn1")
    %t4157 = tensor.empty() : tensor<2x16x7x7xf32> loc("backward.layer3.0.conv1")
    %c4158 = arith.constant 0.000000000e+00 : f32 loc("backward.layer3.0.conv1")
    %t4159 = linalg.fill ins(%c4158 : f32) outs(%t4157 : tensor<2x16x7x7xf32>) -> tensor<2x16x7x7xf32> loc("backward.layer3.0.conv1")
    %t4160 = tensor.insert_slice %t4150 into %t4159[0, 0, 0, 0] [2, 16, 4, 4] [1, 1, 2, 2] : tensor<2x16x4x4xf32> into tensor<2x16x7x7xf32> loc("backward.layer3.0.conv1")
    %t4161 = tensor.empty() : tensor<2x16x12x12xf32> loc("backward.layer3.0.conv1")
    %c4162 = arith.constant 0.000000000e+00 : f32 loc("backward.layer3.0.conv1")
    %t4163 = linalg.fill ins(%c4162 : f32) outs(%t4161 : tensor<2x16x12x12xf32>) -> tensor<2x16x12x12xf32> loc("backward.layer3.0.conv1")
    %t4164 = tensor.insert_slice %t4160 into %t4163[0, 0, 2, 2] [2, 16, 7, 7] [1, 1, 1, 1] : tensor<2x16x7x7xf32> into tensor<2x16x12x12xf32> loc("backward.layer3.0.conv1")
    %t4165 = tensor.empty() : tensor<8x16x3x3xf32> loc("backward.layer3.0.conv1")
    %t4168 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d0, -d2 + 2, -d3 + 2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%primals_31 : tensor<16x8x3x3xf32>) outs(%t4165 : tensor<8x16x3x3xf32>) {
    ^bb0(%in4166: f32, %out4167: f32):
      linalg.yield %in4166 : f32
    } -> tensor<8x16x3x3xf32> loc("backward.layer3.0.conv1")
    %t4169 = tensor.empty() : tensor<2x8x10x10xf32> loc("backward.layer3.0.conv1")
    %c4170 = arith.constant 0.000000000e+00 : f32 loc("backward.layer3.0.conv1")
    %t4171 = linalg.fill ins(%c4170 : f32) outs(%t4169 : tensor<2x8x10x10xf32>) -> tensor<2x8x10x10xf32> loc("backward.layer3.0.conv1")
    %t4172 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%t4164, %t4168 : tensor<2x16x12x12xf32>, tensor<8x16x3x3xf32>) outs(%t4171 : tensor<2x8x10x10xf32>) -> tensor<2x8x10x10xf32> loc("backward.layer3.0.conv1")
    %t4173 = tensor.extract_slice %t4172[0, 0, 1, 1] [2, 8, 8, 8] [1, 1, 1, 1] : tensor<2x8x10x10xf32> to tensor<2x8x8x8xf32> loc("backward.layer3.0.conv1")
    %t4174 = tensor.empty() : tensor<2x8x10x10xf32> loc("backward.layer3.0.conv1")
    %c4175 = arith.constant 0.000000000e+00 : f32 loc("backward.layer3.0.conv1")
    %t4176 = linalg.fill ins(%c4175 : f32) outs(%t4174 : tensor<2x8x10x10xf32>) -> tensor<2x8x10x10xf32> loc("backward.layer3.0.conv1")
    %t4177 = tensor.insert_slice %t1279 into %t4176[0, 0, 1, 1] [2, 8, 8, 8] [1, 1, 1, 1] : tensor<2x8x8x8xf32> into tensor<2x8x10x10xf32> loc("backward.layer3.0.conv1")
    %t4178 = tensor.empty() : tensor<16x8x3x3xf32> loc("backward.layer3.0.conv1")
    %c4179 = arith.constant 0.000000000e+00 : f32 loc("backward.layer3.0.conv1")
    %t4180 = linalg.fill ins(%c4179 : f32) outs(%t4178 : tensor<16x8x3x3xf32>) -> tensor<16x8x3x3xf32> loc("backward.layer3.0.conv1")
    %t4186 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d0, d5, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d1, d5 * 2 + d2 * 1, d6 * 2 + d3 * 1)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%t4150, %t4177 : tensor<2x16x4x4xf32>, tensor<2x8x10x10xf32>) outs(%t4180 : tensor<16x8x3x3xf32>) {
    ^bb0(%in4181: f32, %in4182: f32, %out4183: f32):
      %s4184 = arith.mulf %in4181, %in4182 : f32
      %s4185 = arith.addf %out4183, %s4184 : f32
      linalg.yield %s4185 : f32
    } -> tensor<16x8x3x3xf32> loc("backward.layer3.0.conv1")
    %t4187 = tensor.empty() : tensor<2x8x8x8xf32> loc("backward.add_31")
    %t4192 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3899, %t4173 : tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) outs(%t4187 : tensor<2x8x8x8xf32>) {
    ^bb0(%in4188: f32, %in4189: f32, %out4190: f32):
      %s4191 = arith.addf %in4188, %in4189 : f32
      linalg.yield %s4191 : f32
    } -> tensor<2x8x8x8xf32> loc("backward.add_31")
    %t4193 = tensor.empty() : tensor<2x8x8x8xi1> loc("backward.layer2.1.relu")
    %t4198 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1279 : tensor<2x8x8x8xf32>) outs(%t4193 : tensor<2x8x8x8xi1>) {
    ^bb0(%in4194: f32, %out4195: i1):
      %s4196 = arith.constant 0.000000000e+00 : f32
      %s4197 = arith.cmpf ole, %in4194, %s4196 : f32
      linalg.yield %s4197 : i1
    } -> tensor<2x8x8x8xi1> loc("backward.layer2.1.relu")
    %cst4199 = arith.constant dense<0.000000000e+00> : tensor<f32> loc("backward.layer2.1.relu")
    %t4200 = tensor.empty() : tensor<2x8x8x8xf32> loc("backward.layer2.1.relu")
    %t4206 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4198, %cst4199, %t4192 : tensor<2x8x8x8xi1>, tensor<f32>, tensor<2x8x8x8xf32>) outs(%t4200 : tensor<2x8x8x8xf32>) {
    ^bb0(%in4201: i1, %in4202: f32, %in4203: f32, %out4204: f32):
      %s4205 = arith.select %in4201, %in4202, %in4203 : f32
      linalg.yield %s4205 : f32
    } -> tensor<2x8x8x8xf32> loc("backward.layer2.1.relu")
    %t4207 = tensor.expand_shape %t1232 [[0, 1]] output_shape [1, 8] : tensor<8xf32> into tensor<1x8xf32> loc("backward.layer2.1.bn2")
    %t4208 = tensor.expand_shape %t4207 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xf32> into tensor<1x8x1xf32> loc("backward.layer2.1.bn2")
    %t4209 = tensor.expand_shape %t4208 [[0], [1], [2, 3]] output_shape [1, 8, 1, 1] : tensor<1x8x1xf32> into tensor<1x8x1x1xf32> loc("backward.layer2.1.bn2")
    %t4210 = tensor.empty() : tensor<8xf32> loc("backward.layer2.1.bn2")
    %c4211 = arith.constant 0.000000000e+00 : f32 loc("backward.layer2.1.bn2")
    %t4212 = linalg.fill ins(%c4211 : f32) outs(%t4210 : tensor<8xf32>) -> tensor<8xf32> loc("backward.layer2.1.bn2")
    %t4216 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t4206 : tensor<2x8x8x8xf32>) outs(%t4212 : tensor<8xf32>) {
    ^bb0(%in4213: f32, %out4214: f32):
      %s4215 = arith.addf %out4214, %in4213 : f32
      linalg.yield %s4215 : f32
    } -> tensor<8xf32> loc("backward.layer2.1.bn2")
    %t4217 = tensor.empty() : tensor<2x8x8x8xf32> loc("backward.layer2.1.bn2")
    %t4222 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1159, %t4209 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%t4217 : tensor<2x8x8x8xf32>) {
    ^bb0(%in4218: f32, %in4219: f32, %out4220: f32):
      %s4221 = arith.subf %in4218, %in4219 : f32
      linalg.yield %s4221 : f32
    } -> tensor<2x8x8x8xf32> loc("backward.layer2.1.bn2")
    %t4223 = tensor.empty() : tensor<2x8x8x8xf32> loc("backward.layer2.1.bn2")
    %t4228 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4206, %t4222 : tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) outs(%t4223 : tensor<2x8x8x8xf32>) {
    ^bb0(%in4224: f32, %in4225: f32, %out4226: f32):
      %s4227 = arith.mulf %in4224, %in4225 : f32
      linalg.yield %s4227 : f32
    } -> tensor<2x8x8x8xf32> loc("backward.layer2.1.bn2")
    %t4229 = tensor.empty() : tensor<8xf32> loc("backward.layer2.1.bn2")
    %c4230 = arith.constant 0.000000000e+00 : f32 loc("backward.layer2.1.bn2")
    %t4231 = linalg.fill ins(%c4230 : f32) outs(%t4229 : tensor<8xf32>) -> tensor<8xf32> loc("backward.layer2.1.bn2")
    %t4235 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t4228 : tensor<2x8x8x8xf32>) outs(%t4231 : tensor<8xf32>) {
    ^bb0(%in4232: f32, %out4233: f32):
      %s4234 = arith.addf %out4233, %in4232 : f32
      linalg.yield %s4234 : f32
    } -> tensor<8xf32> loc("backward.layer2.1.bn2")
    %t4236 = tensor.empty() : tensor<8xf32> loc("backward.layer2.1.bn2")
    %t4241 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t4216 : tensor<8xf32>) outs(%t4236 : tensor<8xf32>) {
    ^bb0(%in4237: f32, %out4238: f32):
      %s4239 = arith.constant 7.812500000e-03 : f32
      %s4240 = arith.mulf %in4237, %s4239 : f32
      linalg.yield %s4240 : f32
    } -> tensor<8xf32> loc("backward.layer2.1.bn2")
    %t4242 = tensor.expand_shape %t4241 [[0, 1]] output_shape [1, 8] : tensor<8xf32> into tensor<1x8xf32> loc("backward.layer2.1.bn2")
    %t4243 = tensor.expand_shape %t4242 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xf32> into tensor<1x8x1xf32> loc("backward.layer2.1.bn2")
    %t4244 = tensor.expand_shape %t4243 [[0], [1], [2, 3]] output_shape [1, 8, 1, 1] : tensor<1x8x1xf32> into tensor<1x8x1x1xf32> loc("backward.layer2.1.bn2")
    %t4245 = tensor.empty() : tensor<8xf32> loc("backward.layer2.1.bn2")
    %t4250 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t4235 : tensor<8xf32>) outs(%t4245 : tensor<8xf32>) {
    ^bb0(%in4246: f32, %out4247: f32):
      %s4248 = arith.constant 7.812500000e-03 : f32
      %s4249 = arith.mulf %in4246, %s4248 : f32
      linalg.yield %s4249 : f32
    } -> tensor<8xf32> loc("backward.layer2.1.bn2")
    %t4251 = tensor.empty() : tensor<8xf32> loc("backward.layer2.1.bn2")
    %t4256 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1233, %t1233 : tensor<8xf32>, tensor<8xf32>) outs(%t4251 : tensor<8xf32>) {
    ^bb0(%in4252: f32, %in4253: f32, %out4254: f32):
      %s4255 = arith.mulf %in4252, %in4253 : f32
      linalg.yield %s4255 : f32
    } -> tensor<8xf32> loc("backward.layer2.1.bn2")
    %t4257 = tensor.empty() : tensor<8xf32> loc("backward.layer2.1.bn2")
    %t4262 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t4250, %t4256 : tensor<8xf32>, tensor<8xf32>) outs(%t4257 : tensor<8xf32>) {
    ^bb0(%in4258: f32, %in4259: f32, %out4260: f32):
      %s4261 = arith.mulf %in4258, %in4259 : f32
      linalg.yield %s4261 : f32
    } -> tensor<8xf32> loc("backward.layer2.1.bn2")
    %t4263 = tensor.expand_shape %t4262 [[0, 1]] output_shape [1, 8] : tensor<8xf32> into tensor<1x8xf32> loc("backward.layer2.1.bn2")
    %t4264 = tensor.expand_shape %t4263 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xf32> into tensor<1x8x1xf32> loc("backward.layer2.1.bn2")
    %t4265 = tensor.expand_shape %t4264 [[0], [1], [2, 3]] output_shape [1, 8, 1, 1] : tensor<1x8x1xf32> into tensor<1x8x1x1xf32> loc("backward.layer2.1.bn2")
    %t4266 = tensor.empty() : tensor<8xf32> loc("backward.layer2.1.bn2")
    %t4271 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1233, %primals_29 : tensor<8xf32>, tensor<8xf32>) outs(%t4266 : tensor<8xf32>) {
    ^bb0(%in4267: f32, %in4268: f32, %out4269: f32):
      %s4270 = arith.mulf %in4267, %in4268 : f32
      linalg.yield %s4270 : f32
    } -> tensor<8xf32> loc("backward.layer2.1.bn2")
    %t4272 = tensor.expand_shape %t4271 [[0, 1]] output_shape [1, 8] : tensor<8xf32> into tensor<1x8xf32> loc("backward.layer2.1.bn2")
    %t4273 = tensor.expand_shape %t4272 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xf32> into tensor<1x8x1xf32> loc("backward.layer2.1.bn2")
    %t4274 = tensor.expand_shape %t4273 [[0], [1], [2, 3]] output_shape [1, 8, 1, 1] : tensor<1x8x1xf32> into tensor<1x8x1x1xf32> loc("backward.layer2.1.bn2")
    %t4275 = tensor.empty() : tensor<2x8x8x8xf32> loc("backward.layer2.1.bn2")
    %t4280 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1159, %t4209 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%t4275 : tensor<2x8x8x8xf32>) {
    ^bb0(%in4276: f32, %in4277: f32, %out4278: f32):
      %s4279 = arith.subf %in4276, %in4277 : f32
      linalg.yield %s4279 : f32
    } -> tensor<2x8x8x8xf32> loc("backward.layer2.1.bn2")
    %t4281 = tensor.empty() : tensor<2x8x8x8xf32> loc("backward.layer2.1.bn2")
    %t4286 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4280, %t4265 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%t4281 : tensor<2x8x8x8xf32>) {
    ^bb0(%in4282: f32, %in4283: f32, %out4284: f32):
      %s4285 = arith.mulf %in4282, %in4283 : f32
      linalg.yield %s4285 : f32
    } -> tensor<2x8x8x8xf32> loc("backward.layer2.1.bn2")
    %t4287 = tensor.empty() : tensor<2x8x8x8xf32> loc("backward.layer2.1.bn2")
    %t4292 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4206, %t4286 : tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) outs(%t4287 : tensor<2x8x8x8xf32>) {
    ^bb0(%in4288: f32, %in4289: f32, %out4290: f32):
      %s4291 = arith.subf %in4288, %in4289 : f32
      linalg.yield %s4291 : f32
    } -> tensor<2x8x8x8xf32> loc("backward.layer2.1.bn2")
    %t4293 = tensor.empty() : tensor<2x8x8x8xf32> loc("backward.layer2.1.bn2")
    %t4298 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4292, %t4244 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%t4293 : tensor<2x8x8x8xf32>) {
    ^bb0(%in4294: f32, %in4295: f32, %out4296: f32):
      %s4297 = arith.subf %in4294, %in4295 : f32
      linalg.yield %s4297 : f32
    } -> tensor<2x8x8x8xf32> loc("backward.layer2.1.bn2")
    %t4299 = tensor.empty() : tensor<2x8x8x8xf32> loc("backward.layer2.1.bn2")
    %t4304 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4298, %t4274 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%t4299 : tensor<2x8x8x8xf32>) {
    ^bb0(%in4300: f32, %in4301: f32, %out4302: f32):
      %s4303 = arith.mulf %in4300, %in4301 : f32
      linalg.yield %s4303 : f32
    } -> tensor<2x8x8x8xf32> loc("backward.layer2.1.bn2")
    %t4305 = tensor.empty() : tensor<8xf32> loc("backward.layer2.1.bn2")
    %t4310 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t4235, %t1233 : tensor<8xf32>, tensor<8xf32>) outs(%t4305 : tensor<8xf32>) {
    ^bb0(%in4306: f32, %in4307: f32, %out4308: f32):
      %s4309 = arith.mulf %in4306, %in4307 : f32
      linalg.yield %s4309 : f32
    } -> tensor<8xf32> loc("backward.layer2.1.bn2")
    %t4311 = tensor.empty() : tensor<2x8x12x12xf32> loc("backward.layer2.1.conv2")
    %c4312 = arith.constant 0.000000000e+00 : f32 loc("backward.layer2.1.conv2")
    %t4313 = linalg.fill ins(%c4312 : f32) outs(%t4311 : tensor<2x8x12x12xf32>) -> tensor<2x8x12x12xf32> loc("backward.layer2.1.conv2")
    %t4314 = tensor.insert_slice %t4304 into %t4313[0, 0, 2, 2] [2, 8, 8, 8] [1, 1, 1, 1] : tensor<2x8x8x8xf32> into tensor<2x8x12x12xf32> loc("backward.layer2.1.conv2")
    %t4315 = tensor.empty() : tensor<8x8x3x3xf32> loc("backward.layer2.1.conv2")
    %t4318 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d0, -d2 + 2, -d3 + 2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%primals_28 : tensor<8x8x3x3xf32>) outs(%t4315 : tensor<8x8x3x3xf32>) {
    ^bb0(%in4316: f32, %out4317: f32):
      linalg.yield %in4316 : f32
    } -> tensor<8x8x3x3xf32> loc("backward.layer2.1.conv2")
    %t4319 = tensor.empty() : tensor<2x8x10x10xf32> loc("backward.layer2.1.conv2")
    %c4320 = arith.constant 0.000000000e+00 : f32 loc("backward.layer2.1.conv2")
    %t4321 = linalg.fill ins(%c4320 : f32) outs(%t4319 : tensor<2x8x10x10xf32>) -> tensor<2x8x10x10xf32> loc("backward.layer2.1.conv2")
    %t4322 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%t4314, %t4318 : tensor<2x8x12x12xf32>, tensor<8x8x3x3xf32>) outs(%t4321 : tensor<2x8x10x10xf32>) -> tensor<2x8x10x10xf32> loc("backward.layer2.1.conv2")
    %t4323 = tensor.extract_slice %t4322[0, 0, 1, 1] [2, 8, 8, 8] [1, 1, 1, 1] : tensor<2x8x10x10xf32> to tensor<2x8x8x8xf32> loc("backward.layer2.1.conv2")
    %t4324 = tensor.empty() : tensor<2x8x10x10xf32> loc("backward.layer2.1.conv2")
    %c4325 = arith.constant 0.000000000e+00 : f32 loc("backward.layer2.1.conv2")
    %t4326 = linalg.fill ins(%c4325 : f32) outs(%t4324 : tensor<2x8x10x10xf32>) -> tensor<2x8x10x10xf32> loc("backward.layer2.1.conv2")
    %t4327 = tensor.insert_slice %t1151 into %t4326[0, 0, 1, 1] [2, 8, 8, 8] [1, 1, 1, 1] : tensor<2x8x8x8xf32> into tensor<2x8x10x10xf32> loc("backward.layer2.1.conv2")
    %t4328 = tensor.empty() : tensor<8x8x3x3xf32> loc("backward.layer2.1.conv2")
    %c4329 = arith.constant 0.000000000e+00 : f32 loc("backward.layer2.1.conv2")
    %t4330 = linalg.fill ins(%c4329 : f32) outs(%t4328 : tensor<8x8x3x3xf32>) -> tensor<8x8x3x3xf32> loc("backward.layer2.1.conv2")
    %t4336 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d0, d5, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d1, d5 * 1 + d2 * 1, d6 * 1 + d3 * 1)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%t4304, %t4327 : tensor<2x8x8x8xf32>, tensor<2x8x10x10xf32>) outs(%t4330 : tensor<8x8x3x3xf32>) {
    ^bb0(%in4331: f32, %in4332: f32, %out4333: f32):
      %s4334 = arith.mulf %in4331, %in4332 : f32
      %s4335 = arith.addf %out4333, %s4334 : f32
      linalg.yield %s4335 : f32
    } -> tensor<8x8x3x3xf32> loc("backward.layer2.1.conv2")
    %t4337 = tensor.empty() : tensor<2x8x8x8xi1> loc("backward.layer2.1.relu")
    %t4342 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1151 : tensor<2x8x8x8xf32>) outs(%t4337 : tensor<2x8x8x8xi1>) {
    ^bb0(%in4338: f32, %out4339: i1):
      %s4340 = arith.constant 0.000000000e+00 : f32
      %s4341 = arith.cmpf ole, %in4338, %s4340 : f32
      linalg.yield %s4341 : i1
    } -> tensor<2x8x8x8xi1> loc("backward.layer2.1.relu")
    %cst4343 = arith.constant dense<0.000000000e+00> : tensor<f32> loc("backward.layer2.1.relu")
    %t4344 = tensor.empty() : tensor<2x8x8x8xf32> loc("backward.layer2.1.relu")
    %t4350 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4342, %cst4343, %t4323 : tensor<2x8x8x8xi1>, tensor<f32>, tensor<2x8x8x8xf32>) outs(%t4344 : tensor<2x8x8x8xf32>) {
    ^bb0(%in4345: i1, %in4346: f32, %in4347: f32, %out4348: f32):
      %s4349 = arith.select %in4345, %in4346, %in4347 : f32
      linalg.yield %s4349 : f32
    } -> tensor<2x8x8x8xf32> loc("backward.layer2.1.relu")
    %t4351 = tensor.expand_shape %t1110 [[0, 1]] output_shape [1, 8] : tensor<8xf32> into tensor<1x8xf32> loc("backward.layer2.1.bn1")
    %t4352 = tensor.expand_shape %t4351 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xf32> into tensor<1x8x1xf32> loc("backward.layer2.1.bn1")
    %t4353 = tensor.expand_shape %t4352 [[0], [1], [2, 3]] output_shape [1, 8, 1, 1] : tensor<1x8x1xf32> into tensor<1x8x1x1xf32> loc("backward.layer2.1.bn1")
    %t4354 = tensor.empty() : tensor<8xf32> loc("backward.layer2.1.bn1")
    %c4355 = arith.constant 0.000000000e+00 : f32 loc("backward.layer2.1.bn1")
    %t4356 = linalg.fill ins(%c4355 : f32) outs(%t4354 : tensor<8xf32>) -> tensor<8xf32> loc("backward.layer2.1.bn1")
    %t4360 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t4350 : tensor<2x8x8x8xf32>) outs(%t4356 : tensor<8xf32>) {
    ^bb0(%in4357: f32, %out4358: f32):
      %s4359 = arith.addf %out4358, %in4357 : f32
      linalg.yield %s4359 : f32
    } -> tensor<8xf32> loc("backward.layer2.1.bn1")
    %t4361 = tensor.empty() : tensor<2x8x8x8xf32> loc("backward.layer2.1.bn1")
    %t4366 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1037, %t4353 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%t4361 : tensor<2x8x8x8xf32>) {
    ^bb0(%in4362: f32, %in4363: f32, %out4364: f32):
      %s4365 = arith.subf %in4362, %in4363 : f32
      linalg.yield %s4365 : f32
    } -> tensor<2x8x8x8xf32> loc("backward.layer2.1.bn1")
    %t4367 = tensor.empty() : tensor<2x8x8x8xf32> loc("backward.layer2.1.bn1")
    %t4372 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4350, %t4366 : tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) outs(%t4367 : tensor<2x8x8x8xf32>) {
    ^bb0(%in4368: f32, %in4369: f32, %out4370: f32):
      %s4371 = arith.mulf %in4368, %in4369 : f32
      linalg.yield %s4371 : f32
    } -> tensor<2x8x8x8xf32> loc("backward.layer2.1.bn1")
    %t4373 = tensor.empty() : tensor<8xf32> loc("backward.layer2.1.bn1")
    %c4374 = arith.constant 0.000000000e+00 : f32 loc("backward.layer2.1.bn1")
    %t4375 = linalg.fill ins(%c4374 : f32) outs(%t4373 : tensor<8xf32>) -> tensor<8xf32> loc("backward.layer2.1.bn1")
    %t4379 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t4372 : tensor<2x8x8x8xf32>) outs(%t4375 : tensor<8xf32>) {
    ^bb0(%in4376: f32, %out4377: f32):
      %s4378 = arith.addf %out4377, %in4376 : f32
      linalg.yield %s4378 : f32
    } -> tensor<8xf32> loc("backward.layer2.1.bn1")
    %t4380 = tensor.empty() : tensor<8xf32> loc("backward.layer2.1.bn1")
    %t4385 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t4360 : tensor<8xf32>) outs(%t4380 : tensor<8xf32>) {
    ^bb0(%in4381: f32, %out4382: f32):
      %s4383 = arith.constant 7.812500000e-03 : f32
      %s4384 = arith.mulf %in4381, %s4383 : f32
      linalg.yield %s4384 : f32
    } -> tensor<8xf32> loc("backward.layer2.1.bn1")
    %t4386 = tensor.expand_shape %t4385 [[0, 1]] output_shape [1, 8] : tensor<8xf32> into tensor<1x8xf32> loc("backward.layer2.1.bn1")
    %t4387 = tensor.expand_shape %t4386 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xf32> into tensor<1x8x1xf32> loc("backward.layer2.1.bn1")
    %t4388 = tensor.expand_shape %t4387 [[0], [1], [2, 3]] output_shape [1, 8, 1, 1] : tensor<1x8x1xf32> into tensor<1x8x1x1xf32> loc("backward.layer2.1.bn1")
    %t4389 = tensor.empty() : tensor<8xf32> loc("backward.layer2.1.bn1")
    %t4394 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t4379 : tensor<8xf32>) outs(%t4389 : tensor<8xf32>) {
    ^bb0(%in4390: f32, %out4391: f32):
      %s4392 = arith.constant 7.812500000e-03 : f32
      %s4393 = arith.mulf %in4390, %s4392 : f32
      linalg.yield %s4393 : f32
    } -> tensor<8xf32> loc("backward.layer2.1.bn1")
    %t4395 = tensor.empty() : tensor<8xf32> loc("backward.layer2.1.bn1")
    %t4400 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1111, %t1111 : tensor<8xf32>, tensor<8xf32>) outs(%t4395 : tensor<8xf32>) {
    ^bb0(%in4396: f32, %in4397: f32, %out4398: f32):
      %s4399 = arith.mulf %in4396, %in4397 : f32
      linalg.yield %s4399 : f32
    } -> tensor<8xf32> loc("backward.layer2.1.bn1")
    %t4401 = tensor.empty() : tensor<8xf32> loc("backward.layer2.1.bn1")
    %t4406 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t4394, %t4400 : tensor<8xf32>, tensor<8xf32>) outs(%t4401 : tensor<8xf32>) {
    ^bb0(%in4402: f32, %in4403: f32, %out4404: f32):
      %s4405 = arith.mulf %in4402, %in4403 : f32
      linalg.yield %s4405 : f32
    } -> tensor<8xf32> loc("backward.layer2.1.bn1")
    %t4407 = tensor.expand_shape %t4406 [[0, 1]] output_shape [1, 8] : tensor<8xf32> into tensor<1x8xf32> loc("backward.layer2.1.bn1")
    %t4408 = tensor.expand_shape %t4407 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xf32> into tensor<1x8x1xf32> loc("backward.layer2.1.bn1")
    %t4409 = tensor.expand_shape %t4408 [[0], [1], [2, 3]] output_shape [1, 8, 1, 1] : tensor<1x8x1xf32> into tensor<1x8x1x1xf32> loc("backward.layer2.1.bn1")
    %t4410 = tensor.empty() : tensor<8xf32> loc("backward.layer2.1.bn1")
    %t4415 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1111, %primals_26 : tensor<8xf32>, tensor<8xf32>) outs(%t4410 : tensor<8xf32>) {
    ^bb0(%in4411: f32, %in4412: f32, %out4413: f32):
      %s4414 = arith.mulf %in4411, %in4412 : f32
      linalg.yield %s4414 : f32
    } -> tensor<8xf32> loc("backward.layer2.1.bn1")
    %t4416 = tensor.expand_shape %t4415 [[0, 1]] output_shape [1, 8] : tensor<8xf32> into tensor<1x8xf32> loc("backward.layer2.1.bn1")
    %t4417 = tensor.expand_shape %t4416 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xf32> into tensor<1x8x1xf32> loc("backward.layer2.1.bn1")
    %t4418 = tensor.expand_shape %t4417 [[0], [1], [2, 3]] output_shape [1, 8, 1, 1] : tensor<1x8x1xf32> into tensor<1x8x1x1xf32> loc("backward.layer2.1.bn1")
    %t4419 = tensor.empty() : tensor<2x8x8x8xf32> loc("backward.layer2.1.bn1")
    %t4424 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1037, %t4353 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%t4419 : tensor<2x8x8x8xf32>) {
    ^bb0(%in4420: f32, %in4421: f32, %out4422: f32):
      %s4423 = arith.subf %in4420, %in4421 : f32
      linalg.yield %s4423 : f32
    } -> tensor<2x8x8x8xf32> loc("backward.layer2.1.bn1")
    %t4425 = tensor.empty() : tensor<2x8x8x8xf32> loc("backward.layer2.1.bn1")
    %t4430 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4424, %t4409 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%t4425 : tensor<2x8x8x8xf32>) {
    ^bb0(%in4426: f32, %in4427: f32, %out4428: f32):
      %s4429 = arith.mulf %in4426, %in4427 : f32
      linalg.yield %s4429 : f32
    } -> tensor<2x8x8x8xf32> loc("backward.layer2.1.bn1")
    %t4431 = tensor.empty() : tensor<2x8x8x8xf32> loc("backward.layer2.1.bn1")
    %t4436 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4350, %t4430 : tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) outs(%t4431 : tensor<2x8x8x8xf32>) {
    ^bb0(%in4432: f32, %in4433: f32, %out4434: f32):
      %s4435 = arith.subf %in4432, %in4433 : f32
      linalg.yield %s4435 : f32
    } -> tensor<2x8x8x8xf32> loc("backward.layer2.1.bn1")
    %t4437 = tensor.empty() : tensor<2x8x8x8xf32> loc("backward.layer2.1.bn1")
    %t4442 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4436, %t4388 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%t4437 : tensor<2x8x8x8xf32>) {
    ^bb0(%in4438: f32, %in4439: f32, %out4440: f32):
      %s4441 = arith.subf %in4438, %in4439 : f32
      linalg.yield %s4441 : f32
    } -> tensor<2x8x8x8xf32> loc("backward.layer2.1.bn1")
    %t4443 = tensor.empty() : tensor<2x8x8x8xf32> loc("backward.layer2.1.bn1")
    %t4448 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4442, %t4418 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%t4443 : tensor<2x8x8x8xf32>) {
    ^bb0(%in4444: f32, %in4445: f32, %out4446: f32):
      %s4447 = arith.mulf %in4444, %in4445 : f32
      linalg.yield %s4447 : f32
    } -> tensor<2x8x8x8xf32> loc("backward.layer2.1.bn1")
    %t4449 = tensor.empty() : tensor<8xf32> loc("backward.layer2.1.bn1")
    %t4454 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t4379, %t1111 : tensor<8xf32>, tensor<8xf32>) outs(%t4449 : tensor<8xf32>) {
    ^bb0(%in4450: f32, %in4451: f32, %out4452: f32):
      %s4453 = arith.mulf %in4450, %in4451 : f32
      linalg.yield %s4453 : f32
    } -> tensor<8xf32> loc("backward.layer2.1.bn1")
    %t4455 = tensor.empty() : tensor<2x8x12x12xf32> loc("backward.layer2.1.conv1")
    %c4456 = arith.constant 0.000000000e+00 : f32 loc("backward.layer2.1.conv1")
    %t4457 = linalg.fill ins(%c4456 : f32) outs(%t4455 : tensor<2x8x12x12xf32>) -> tensor<2x8x12x12xf32> loc("backward.layer2.1.conv1")
    %t4458 = tensor.insert_slice %t4448 into %t4457[0, 0, 2, 2] [2, 8, 8, 8] [1, 1, 1, 1] : tensor<2x8x8x8xf32> into tensor<2x8x12x12xf32> loc("backward.layer2.1.conv1")
    %t4459 = tensor.empty() : tensor<8x8x3x3xf32> loc("backward.layer2.1.conv1")
    %t4462 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d0, -d2 + 2, -d3 + 2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%primals_25 : tensor<8x8x3x3xf32>) outs(%t4459 : tensor<8x8x3x3xf32>) {
    ^bb0(%in4460: f32, %out4461: f32):
      linalg.yield %in4460 : f32
    } -> tensor<8x8x3x3xf32> loc("backward.layer2.1.conv1")
    %t4463 = tensor.empty() : tensor<2x8x10x10xf32> loc("backward.layer2.1.conv1")
    %c4464 = arith.constant 0.000000000e+00 : f32 loc("backward.layer2.1.conv1")
    %t4465 = linalg.fill ins(%c4464 : f32) outs(%t4463 : tensor<2x8x10x10xf32>) -> tensor<2x8x10x10xf32> loc("backward.layer2.1.conv1")
    %t4466 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%t4458, %t4462 : tensor<2x8x12x12xf32>, tensor<8x8x3x3xf32>) outs(%t4465 : tensor<2x8x10x10xf32>) -> tensor<2x8x10x10xf32> loc("backward.layer2.1.conv1")
    %t4467 = tensor.extract_slice %t4466[0, 0, 1, 1] [2, 8, 8, 8] [1, 1, 1, 1] : tensor<2x8x10x10xf32> to tensor<2x8x8x8xf32> loc("backward.layer2.1.conv1")
    %t4468 = tensor.empty() : tensor<2x8x10x10xf32> loc("backward.layer2.1.conv1")
    %c4469 = arith.constant 0.000000000e+00 : f32 loc("backward.layer2.1.conv1")
    %t4470 = linalg.fill ins(%c4469 : f32) outs(%t4468 : tensor<2x8x10x10xf32>) -> tensor<2x8x10x10xf32> loc("backward.layer2.1.conv1")
    %t4471 = tensor.insert_slice %t1029 into %t4470[0, 0, 1, 1] [2, 8, 8, 8] [1, 1, 1, 1] : tensor<2x8x8x8xf32> into tensor<2x8x10x10xf32> loc("backward.layer2.1.conv1")
    %t4472 = tensor.empty() : tensor<8x8x3x3xf32> loc("backward.layer2.1.conv1")
    %c4473 = arith.constant 0.000000000e+00 : f32 loc("backward.layer2.1.conv1")
    %t4474 = linalg.fill ins(%c4473 : f32) outs(%t4472 : tensor<8x8x3x3xf32>) -> tensor<8x8x3x3xf32> loc("backward.layer2.1.conv1")
    %t4480 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d0, d5, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d1, d5 * 1 + d2 * 1, d6 * 1 + d3 * 1)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%t4448, %t4471 : tensor<2x8x8x8xf32>, tensor<2x8x10x10xf32>) outs(%t4474 : tensor<8x8x3x3xf32>) {
    ^bb0(%in4475: f32, %in4476: f32, %out4477: f32):
      %s4478 = arith.mulf %in4475, %in4476 : f32
      %s4479 = arith.addf %out4477, %s4478 : f32
      linalg.yield %s4479 : f32
    } -> tensor<8x8x3x3xf32> loc("backward.layer2.1.conv1")
    %t4481 = tensor.empty() : tensor<2x8x8x8xf32> loc("backward.add_32")
    %t4486 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4206, %t4467 : tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) outs(%t4481 : tensor<2x8x8x8xf32>) {
    ^bb0(%in4482: f32, %in4483: f32, %out4484: f32):
      %s4485 = arith.addf %in4482, %in4483 : f32
      linalg.yield %s4485 : f32
    } -> tensor<2x8x8x8xf32> loc("backward.add_32")
    %t4487 = tensor.empty() : tensor<2x8x8x8xi1> loc("backward.layer2.0.relu")
    %t4492 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1029 : tensor<2x8x8x8xf32>) outs(%t4487 : tensor<2x8x8x8xi1>) {
    ^bb0(%in4488: f32, %out4489: i1):
      %s4490 = arith.constant 0.000000000e+00 : f32
      %s4491 = arith.cmpf ole, %in4488, %s4490 : f32
      linalg.yield %s4491 : i1
    } -> tensor<2x8x8x8xi1> loc("backward.layer2.0.relu")
    %cst4493 = arith.constant dense<0.000000000e+00> : tensor<f32> loc("backward.layer2.0.relu")
    %t4494 = tensor.empty() : tensor<2x8x8x8xf32> loc("backward.layer2.0.relu")
    %t4500 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4492, %cst4493, %t4486 : tensor<2x8x8x8xi1>, tensor<f32>, tensor<2x8x8x8xf32>) outs(%t4494 : tensor<2x8x8x8xf32>) {
    ^bb0(%in4495: i1, %in4496: f32, %in4497: f32, %out4498: f32):
      %s4499 = arith.select %in4495, %in4496, %in4497 : f32
      linalg.yield %s4499 : f32
    } -> tensor<2x8x8x8xf32> loc("backward.layer2.0.relu")
    %t4501 = tensor.expand_shape %t982 [[0, 1]] output_shape [1, 8] : tensor<8xf32> into tensor<1x8xf32> loc("backward.layer2.0.downsample.1")
    %t4502 = tensor.expand_shape %t4501 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xf32> into tensor<1x8x1xf32> loc("backward.layer2.0.downsample.1")
    %t4503 = tensor.expand_shape %t4502 [[0], [1], [2, 3]] output_shape [1, 8, 1, 1] : tensor<1x8x1xf32> into tensor<1x8x1x1xf32> loc("backward.layer2.0.downsample.1")
    %t4504 = tensor.empty() : tensor<8xf32> loc("backward.layer2.0.downsample.1")
    %c4505 = arith.constant 0.000000000e+00 : f32 loc("backward.layer2.0.downsample.1")
    %t4506 = linalg.fill ins(%c4505 : f32) outs(%t4504 : tensor<8xf32>) -> tensor<8xf32> loc("backward.layer2.0.downsample.1")
    %t4510 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t4500 : tensor<2x8x8x8xf32>) outs(%t4506 : tensor<8xf32>) {
    ^bb0(%in4507: f32, %out4508: f32):
      %s4509 = arith.addf %out4508, %in4507 : f32
      linalg.yield %s4509 : f32
    } -> tensor<8xf32> loc("backward.layer2.0.downsample.1")
    %t4511 = tensor.empty() : tensor<2x8x8x8xf32> loc("backward.layer2.0.downsample.1")
    %t4516 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t909, %t4503 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%t4511 : tensor<2x8x8x8xf32>) {
    ^bb0(%in4512: f32, %in4513: f32, %out4514: f32):
      %s4515 = arith.subf %in4512, %in4513 : f32
      linalg.yield %s4515 : f32
    } -> tensor<2x8x8x8xf32> loc("backward.layer2.0.downsample.1")
    %t4517 = tensor.empty() : tensor<2x8x8x8xf32> loc("backward.layer2.0.downsample.1")
    %t4522 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4500, %t4516 : tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) outs(%t4517 : tensor<2x8x8x8xf32>) {
    ^bb0(%in4518: f32, %in4519: f32, %out4520: f32):
      %s4521 = arith.mulf %in4518, %in4519 : f32
      linalg.yield %s4521 : f32
    } -> tensor<2x8x8x8xf32> loc("backward.layer2.0.downsample.1")
    %t4523 = tensor.empty() : tensor<8xf32> loc("backward.layer2.0.downsample.1")
    %c4524 = arith.constant 0.000000000e+00 : f32 loc("backward.layer2.0.downsample.1")
    %t4525 = linalg.fill ins(%c4524 : f32) outs(%t4523 : tensor<8xf32>) -> tensor<8xf32> loc("backward.layer2.0.downsample.1")
    %t4529 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t4522 : tensor<2x8x8x8xf32>) outs(%t4525 : tensor<8xf32>) {
    ^bb0(%in4526: f32, %out4527: f32):
      %s4528 = arith.addf %out4527, %in4526 : f32
      linalg.yield %s4528 : f32
    } -> tensor<8xf32> loc("backward.layer2.0.downsample.1")
    %t4530 = tensor.empty() : tensor<8xf32> loc("backward.layer2.0.downsample.1")
    %t4535 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t4510 : tensor<8xf32>) outs(%t4530 : tensor<8xf32>) {
    ^bb0(%in4531: f32, %out4532: f32):
      %s4533 = arith.constant 7.812500000e-03 : f32
      %s4534 = arith.mulf %in4531, %s4533 : f32
      linalg.yield %s4534 : f32
    } -> tensor<8xf32> loc("backward.layer2.0.downsample.1")
    %t4536 = tensor.expand_shape %t4535 [[0, 1]] output_shape [1, 8] : tensor<8xf32> into tensor<1x8xf32> loc("backward.layer2.0.downsample.1")
    %t4537 = tensor.expand_shape %t4536 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xf32> into tensor<1x8x1xf32> loc("backward.layer2.0.downsample.1")
    %t4538 = tensor.expand_shape %t4537 [[0], [1], [2, 3]] output_shape [1, 8, 1, 1] : tensor<1x8x1xf32> into tensor<1x8x1x1xf32> loc("backward.layer2.0.downsample.1")
    %t4539 = tensor.empty() : tensor<8xf32> loc("backward.layer2.0.downsample.1")
    %t4544 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t4529 : tensor<8xf32>) outs(%t4539 : tensor<8xf32>) {
    ^bb0(%in4540: f32, %out4541: f32):
      %s4542 = arith.constant 7.812500000e-03 : f32
      %s4543 = arith.mulf %in4540, %s4542 : f32
      linalg.yield %s4543 : f32
    } -> tensor<8xf32> loc("backward.layer2.0.downsample.1")
    %t4545 = tensor.empty() : tensor<8xf32> loc("backward.layer2.0.downsample.1")
    %t4550 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t983, %t983 : tensor<8xf32>, tensor<8xf32>) outs(%t4545 : tensor<8xf32>) {
    ^bb0(%in4546: f32, %in4547: f32, %out4548: f32):
      %s4549 = arith.mulf %in4546, %in4547 : f32
      linalg.yield %s4549 : f32
    } -> tensor<8xf32> loc("backward.layer2.0.downsample.1")
    %t4551 = tensor.empty() : tensor<8xf32> loc("backward.layer2.0.downsample.1")
    %t4556 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t4544, %t4550 : tensor<8xf32>, tensor<8xf32>) outs(%t4551 : tensor<8xf32>) {
    ^bb0(%in4552: f32, %in4553: f32, %out4554: f32):
      %s4555 = arith.mulf %in4552, %in4553 : f32
      linalg.yield %s4555 : f32
    } -> tensor<8xf32> loc("backward.layer2.0.downsample.1")
    %t4557 = tensor.expand_shape %t4556 [[0, 1]] output_shape [1, 8] : tensor<8xf32> into tensor<1x8xf32> loc("backward.layer2.0.downsample.1")
    %t4558 = tensor.expand_shape %t4557 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xf32> into tensor<1x8x1xf32> loc("backward.layer2.0.downsample.1")
    %t4559 = tensor.expand_shape %t4558 [[0], [1], [2, 3]] output_shape [1, 8, 1, 1] : tensor<1x8x1xf32> into tensor<1x8x1x1xf32> loc("backward.layer2.0.downsample.1")
    %t4560 = tensor.empty() : tensor<8xf32> loc("backward.layer2.0.downsample.1")
    %t4565 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t983, %primals_23 : tensor<8xf32>, tensor<8xf32>) outs(%t4560 : tensor<8xf32>) {
    ^bb0(%in4561: f32, %in4562: f32, %out4563: f32):
      %s4564 = arith.mulf %in4561, %in4562 : f32
      linalg.yield %s4564 : f32
    } -> tensor<8xf32> loc("backward.layer2.0.downsample.1")
    %t4566 = tensor.expand_shape %t4565 [[0, 1]] output_shape [1, 8] : tensor<8xf32> into tensor<1x8xf32> loc("backward.layer2.0.downsample.1")
    %t4567 = tensor.expand_shape %t4566 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xf32> into tensor<1x8x1xf32> loc("backward.layer2.0.downsample.1")
    %t4568 = tensor.expand_shape %t4567 [[0], [1], [2, 3]] output_shape [1, 8, 1, 1] : tensor<1x8x1xf32> into tensor<1x8x1x1xf32> loc("backward.layer2.0.downsample.1")
    %t4569 = tensor.empty() : tensor<2x8x8x8xf32> loc("backward.layer2.0.downsample.1")
    %t4574 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t909, %t4503 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%t4569 : tensor<2x8x8x8xf32>) {
    ^bb0(%in4570: f32, %in4571: f32, %out4572: f32):
      %s4573 = arith.subf %in4570, %in4571 : f32
      linalg.yield %s4573 : f32
    } -> tensor<2x8x8x8xf32> loc("backward.layer2.0.downsample.1")
    %t4575 = tensor.empty() : tensor<2x8x8x8xf32> loc("backward.layer2.0.downsample.1")
    %t4580 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4574, %t4559 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%t4575 : tensor<2x8x8x8xf32>) {
    ^bb0(%in4576: f32, %in4577: f32, %out4578: f32):
      %s4579 = arith.mulf %in4576, %in4577 : f32
      linalg.yield %s4579 : f32
    } -> tensor<2x8x8x8xf32> loc("backward.layer2.0.downsample.1")
    %t4581 = tensor.empty() : tensor<2x8x8x8xf32> loc("backward.layer2.0.downsample.1")
    %t4586 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4500, %t4580 : tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) outs(%t4581 : tensor<2x8x8x8xf32>) {
    ^bb0(%in4582: f32, %in4583: f32, %out4584: f32):
      %s4585 = arith.subf %in4582, %in4583 : f32
      linalg.yield %s4585 : f32
    } -> tensor<2x8x8x8xf32> loc("backward.layer2.0.downsample.1")
    %t4587 = tensor.empty() : tensor<2x8x8x8xf32> loc("backward.layer2.0.downsample.1")
    %t4592 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4586, %t4538 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%t4587 : tensor<2x8x8x8xf32>) {
    ^bb0(%in4588: f32, %in4589: f32, %out4590: f32):
      %s4591 = arith.subf %in4588, %in4589 : f32
      linalg.yield %s4591 : f32
    } -> tensor<2x8x8x8xf32> loc("backward.layer2.0.downsample.1")
    %t4593 = tensor.empty() : tensor<2x8x8x8xf32> loc("backward.layer2.0.downsample.1")
    %t4598 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4592, %t4568 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%t4593 : tensor<2x8x8x8xf32>) {
    ^bb0(%in4594: f32, %in4595: f32, %out4596: f32):
      %s4597 = arith.mulf %in4594, %in4595 : f32
      linalg.yield %s4597 : f32
    } -> tensor<2x8x8x8xf32> loc("backward.layer2.0.downsample.1")
    %t4599 = tensor.empty() : tensor<8xf32> loc("backward.layer2.0.downsample.1")
    %t4604 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t4529, %t983 : tensor<8xf32>, tensor<8xf32>) outs(%t4599 : tensor<8xf32>) {
    ^bb0(%in4600: f32, %in4601: f32, %out4602: f32):
      %s4603 = arith.mulf %in4600, %in4601 : f32
      linalg.yield %s4603 : f32
    } -> tensor<8xf32> loc("backward.layer2.0.downsample.1")
    %t4605 = tensor.empty() : tensor<2x8x15x15xf32> loc("backward.layer2.0.downsample.0")
    %c4606 = arith.constant 0.000000000e+00 : f32 loc("backward.layer2.0.downsample.0")
    %t4607 = linalg.fill ins(%c4606 : f32) outs(%t4605 : tensor<2x8x15x15xf32>) -> tensor<2x8x15x15xf32> loc("backward.layer2.0.downsample.0")
    %t4608 = tensor.insert_slice %t4598 into %t4607[0, 0, 0, 0] [2, 8, 8, 8] [1, 1, 2, 2] : tensor<2x8x8x8xf32> into tensor<2x8x15x15xf32> loc("backward.layer2.0.downsample.0")
    %t4609 = tensor.empty() : tensor<2x8x16x16xf32> loc("backward.layer2.0.downsample.0")
    %c4610 = arith.constant 0.000000000e+00 : f32 loc("backward.layer2.0.downsample.0")
    %t4611 = linalg.fill ins(%c4610 : f32) outs(%t4609 : tensor<2x8x16x16xf32>) -> tensor<2x8x16x16xf32> loc("backward.layer2.0.downsample.0")
    %t4612 = tensor.insert_slice %t4608 into %t4611[0, 0, 0, 0] [2, 8, 15, 15] [1, 1, 1, 1] : tensor<2x8x15x15xf32> into tensor<2x8x16x16xf32> loc("backward.layer2.0.downsample.0")
    %t4613 = tensor.empty() : tensor<4x8x1x1xf32> loc("backward.layer2.0.downsample.0")
    %t4616 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d0, -d2 + 0, -d3 + 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%primals_22 : tensor<8x4x1x1xf32>) outs(%t4613 : tensor<4x8x1x1xf32>) {
    ^bb0(%in4614: f32, %out4615: f32):
      linalg.yield %in4614 : f32
    } -> tensor<4x8x1x1xf32> loc("backward.layer2.0.downsample.0")
    %t4617 = tensor.empty() : tensor<2x4x16x16xf32> loc("backward.layer2.0.downsample.0")
    %c4618 = arith.constant 0.000000000e+00 : f32 loc("backward.layer2.0.downsample.0")
    %t4619 = linalg.fill ins(%c4618 : f32) outs(%t4617 : tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32> loc("backward.layer2.0.downsample.0")
    %t4620 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%t4612, %t4616 : tensor<2x8x16x16xf32>, tensor<4x8x1x1xf32>) outs(%t4619 : tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32> loc("backward.layer2.0.downsample.0")
    %t4621 = tensor.empty() : tensor<8x4x1x1xf32> loc("backward.layer2.0.downsample.0")
    %c4622 = arith.constant 0.000000000e+00 : f32 loc("backward.layer2.0.downsample.0")
    %t4623 = linalg.fill ins(%c4622 : f32) outs(%t4621 : tensor<8x4x1x1xf32>) -> tensor<8x4x1x1xf32> loc("backward.layer2.0.downsample.0")
    %t4629 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d0, d5, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d1, d5 * 2 + d2 * 1, d6 * 2 + d3 * 1)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%t4598, %t667 : tensor<2x8x8x8xf32>, tensor<2x4x16x16xf32>) outs(%t4623 : tensor<8x4x1x1xf32>) {
    ^bb0(%in4624: f32, %in4625: f32, %out4626: f32):
      %s4627 = arith.mulf %in4624, %in4625 : f32
      %s4628 = arith.addf %out4626, %s4627 : f32
      linalg.yield %s4628 : f32
    } -> tensor<8x4x1x1xf32> loc("backward.layer2.0.downsample.0")
    %t4630 = tensor.expand_shape %t870 [[0, 1]] output_shape [1, 8] : tensor<8xf32> into tensor<1x8xf32> loc("backward.layer2.0.bn2")
    %t4631 = tensor.expand_shape %t4630 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xf32> into tensor<1x8x1xf32> loc("backward.layer2.0.bn2")
    %t4632 = tensor.expand_shape %t4631 [[0], [1], [2, 3]] output_shape [1, 8, 1, 1] : tensor<1x8x1xf32> into tensor<1x8x1x1xf32> loc("backward.layer2.0.bn2")
    %t4633 = tensor.empty() : tensor<8xf32> loc("backward.layer2.0.bn2")
    %c4634 = arith.constant 0.000000000e+00 : f32 loc("backward.layer2.0.bn2")
    %t4635 = linalg.fill ins(%c4634 : f32) outs(%t4633 : tensor<8xf32>) -> tensor<8xf32> loc("backward.layer2.0.bn2")
    %t4639 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t4500 : tensor<2x8x8x8xf32>) outs(%t4635 : tensor<8xf32>) {
    ^bb0(%in4636: f32, %out4637: f32):
      %s4638 = arith.addf %out4637, %in4636 : f32
      linalg.yield %s4638 : f32
    } -> tensor<8xf32> loc("backward.layer2.0.bn2")
    %t4640 = tensor.empty() : tensor<2x8x8x8xf32> loc("backward.layer2.0.bn2")
    %t4645 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t797, %t4632 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%t4640 : tensor<2x8x8x8xf32>) {
    ^bb0(%in4641: f32, %in4642: f32, %out4643: f32):
      %s4644 = arith.subf %in4641, %in4642 : f32
      linalg.yield %s4644 : f32
    } -> tensor<2x8x8x8xf32> loc("backward.layer2.0.bn2")
    %t4646 = tensor.empty() : tensor<2x8x8x8xf32> loc("backward.layer2.0.bn2")
    %t4651 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4500, %t4645 : tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) outs(%t4646 : tensor<2x8x8x8xf32>) {
    ^bb0(%in4647: f32, %in4648: f32, %out4649: f32):
      %s4650 = arith.mulf %in4647, %in4648 : f32
      linalg.yield %s4650 : f32
    } -> tensor<2x8x8x8xf32> loc("backward.layer2.0.bn2")
    %t4652 = tensor.empty() : tensor<8xf32> loc("backward.layer2.0.bn2")
    %c4653 = arith.constant 0.000000000e+00 : f32 loc("backward.layer2.0.bn2")
    %t4654 = linalg.fill ins(%c4653 : f32) outs(%t4652 : tensor<8xf32>) -> tensor<8xf32> loc("backward.layer2.0.bn2")
    %t4658 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t4651 : tensor<2x8x8x8xf32>) outs(%t4654 : tensor<8xf32>) {
    ^bb0(%in4655: f32, %out4656: f32):
      %s4657 = arith.addf %out4656, %in4655 : f32
      linalg.yield %s4657 : f32
    } -> tensor<8xf32> loc("backward.layer2.0.bn2")
    %t4659 = tensor.empty() : tensor<8xf32> loc("backward.layer2.0.bn2")
    %t4664 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t4639 : tensor<8xf32>) outs(%t4659 : tensor<8xf32>) {
    ^bb0(%in4660: f32, %out4661: f32):
      %s4662 = arith.constant 7.812500000e-03 : f32
      %s4663 = arith.mulf %in4660, %s4662 : f32
      linalg.yield %s4663 : f32
    } -> tensor<8xf32> loc("backward.layer2.0.bn2")
    %t4665 = tensor.expand_shape %t4664 [[0, 1]] output_shape [1, 8] : tensor<8xf32> into tensor<1x8xf32> loc("backward.layer2.0.bn2")
    %t4666 = tensor.expand_shape %t4665 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xf32> into tensor<1x8x1xf32> loc("backward.layer2.0.bn2")
    %t4667 = tensor.expand_shape %t4666 [[0], [1], [2, 3]] output_shape [1, 8, 1, 1] : tensor<1x8x1xf32> into tensor<1x8x1x1xf32> loc("backward.layer2.0.bn2")
    %t4668 = tensor.empty() : tensor<8xf32> loc("backward.layer2.0.bn2")
    %t4673 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t4658 : tensor<8xf32>) outs(%t4668 : tensor<8xf32>) {
    ^bb0(%in4669: f32, %out4670: f32):
      %s4671 = arith.constant 7.812500000e-03 : f32
      %s4672 = arith.mulf %in4669, %s4671 : f32
      linalg.yield %s4672 : f32
    } -> tensor<8xf32> loc("backward.layer2.0.bn2")
    %t4674 = tensor.empty() : tensor<8xf32> loc("backward.layer2.0.bn2")
    %t4679 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t871, %t871 : tensor<8xf32>, tensor<8xf32>) outs(%t4674 : tensor<8xf32>) {
    ^bb0(%in4675: f32, %in4676: f32, %out4677: f32):
      %s4678 = arith.mulf %in4675, %in4676 : f32
      linalg.yield %s4678 : f32
    } -> tensor<8xf32> loc("backward.layer2.0.bn2")
    %t4680 = tensor.empty() : tensor<8xf32> loc("backward.layer2.0.bn2")
    %t4685 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t4673, %t4679 : tensor<8xf32>, tensor<8xf32>) outs(%t4680 : tensor<8xf32>) {
    ^bb0(%in4681: f32, %in4682: f32, %out4683: f32):
      %s4684 = arith.mulf %in4681, %in4682 : f32
      linalg.yield %s4684 : f32
    } -> tensor<8xf32> loc("backward.layer2.0.bn2")
    %t4686 = tensor.expand_shape %t4685 [[0, 1]] output_shape [1, 8] : tensor<8xf32> into tensor<1x8xf32> loc("backward.layer2.0.bn2")
    %t4687 = tensor.expand_shape %t4686 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xf32> into tensor<1x8x1xf32> loc("backward.layer2.0.bn2")
    %t4688 = tensor.expand_shape %t4687 [[0], [1], [2, 3]] output_shape [1, 8, 1, 1] : tensor<1x8x1xf32> into tensor<1x8x1x1xf32> loc("backward.layer2.0.bn2")
    %t4689 = tensor.empty() : tensor<8xf32> loc("backward.layer2.0.bn2")
    %t4694 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t871, %primals_20 : tensor<8xf32>, tensor<8xf32>) outs(%t4689 : tensor<8xf32>) {
    ^bb0(%in4690: f32, %in4691: f32, %out4692: f32):
      %s4693 = arith.mulf %in4690, %in4691 : f32
      linalg.yield %s4693 : f32
    } -> tensor<8xf32> loc("backward.layer2.0.bn2")
    %t4695 = tensor.expand_shape %t4694 [[0, 1]] output_shape [1, 8] : tensor<8xf32> into tensor<1x8xf32> loc("backward.layer2.0.bn2")
    %t4696 = tensor.expand_shape %t4695 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xf32> into tensor<1x8x1xf32> loc("backward.layer2.0.bn2")
    %t4697 = tensor.expand_shape %t4696 [[0], [1], [2, 3]] output_shape [1, 8, 1, 1] : tensor<1x8x1xf32> into tensor<1x8x1x1xf32> loc("backward.layer2.0.bn2")
    %t4698 = tensor.empty() : tensor<2x8x8x8xf32> loc("backward.layer2.0.bn2")
    %t4703 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t797, %t4632 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%t4698 : tensor<2x8x8x8xf32>) {
    ^bb0(%in4699: f32, %in4700: f32, %out4701: f32):
      %s4702 = arith.subf %in4699, %in4700 : f32
      linalg.yield %s4702 : f32
    } -> tensor<2x8x8x8xf32> loc("backward.layer2.0.bn2")
    %t4704 = tensor.empty() : tensor<2x8x8x8xf32> loc("backward.layer2.0.bn2")
    %t4709 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4703, %t4688 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%t4704 : tensor<2x8x8x8xf32>) {
    ^bb0(%in4705: f32, %in4706: f32, %out4707: f32):
      %s4708 = arith.mulf %in4705, %in4706 : f32
      linalg.yield %s4708 : f32
    } -> tensor<2x8x8x8xf32> loc("backward.layer2.0.bn2")
    %t4710 = tensor.empty() : tensor<2x8x8x8xf32> loc("backward.layer2.0.bn2")
    %t4715 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4500, %t4709 : tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) outs(%t4710 : tensor<2x8x8x8xf32>) {
    ^bb0(%in4711: f32, %in4712: f32, %out4713: f32):
      %s4714 = arith.subf %in4711, %in4712 : f32
      linalg.yield %s4714 : f32
    } -> tensor<2x8x8x8xf32> loc("backward.layer2.0.bn2")
    %t4716 = tensor.empty() : tensor<2x8x8x8xf32> loc("backward.layer2.0.bn2")
    %t4721 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4715, %t4667 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%t4716 : tensor<2x8x8x8xf32>) {
    ^bb0(%in4717: f32, %in4718: f32, %out4719: f32):
      %s4720 = arith.subf %in4717, %in4718 : f32
      linalg.yield %s4720 : f32
    } -> tensor<2x8x8x8xf32> loc("backward.layer2.0.bn2")
    %t4722 = tensor.empty() : tensor<2x8x8x8xf32> loc("backward.layer2.0.bn2")
    %t4727 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4721, %t4697 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%t4722 : tensor<2x8x8x8xf32>) {
    ^bb0(%in4723: f32, %in4724: f32, %out4725: f32):
      %s4726 = arith.mulf %in4723, %in4724 : f32
      linalg.yield %s4726 : f32
    } -> tensor<2x8x8x8xf32> loc("backward.layer2.0.bn2")
    %t4728 = tensor.empty() : tensor<8xf32> loc("backward.layer2.0.bn2")
    %t4733 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t4658, %t871 : tensor<8xf32>, tensor<8xf32>) outs(%t4728 : tensor<8xf32>) {
    ^bb0(%in4729: f32, %in4730: f32, %out4731: f32):
      %s4732 = arith.mulf %in4729, %in4730 : f32
      linalg.yield %s4732 : f32
    } -> tensor<8xf32> loc("backward.layer2.0.bn2")
    %t4734 = tensor.empty() : tensor<2x8x12x12xf32> loc("backward.layer2.0.conv2")
    %c4735 = arith.constant 0.000000000e+00 : f32 loc("backward.layer2.0.conv2")
    %t4736 = linalg.fill ins(%c4735 : f32) outs(%t4734 : tensor<2x8x12x12xf32>) -> tensor<2x8x12x12xf32> loc("backward.layer2.0.conv2")
    %t4737 = tensor.insert_slice %t4727 into %t4736[0, 0, 2, 2] [2, 8, 8, 8] [1, 1, 1, 1] : tensor<2x8x8x8xf32> into tensor<2x8x12x12xf32> loc("backward.layer2.0.conv2")
    %t4738 = tensor.empty() : tensor<8x8x3x3xf32> loc("backward.layer2.0.conv2")
    %t4741 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d0, -d2 + 2, -d3 + 2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%primals_19 : tensor<8x8x3x3xf32>) outs(%t4738 : tensor<8x8x3x3xf32>) {
    ^bb0(%in4739: f32, %out4740: f32):
      linalg.yield %in4739 : f32
    } -> tensor<8x8x3x3xf32> loc("backward.layer2.0.conv2")
    %t4742 = tensor.empty() : tensor<2x8x10x10xf32> loc("backward.layer2.0.conv2")
    %c4743 = arith.constant 0.000000000e+00 : f32 loc("backward.layer2.0.conv2")
    %t4744 = linalg.fill ins(%c4743 : f32) outs(%t4742 : tensor<2x8x10x10xf32>) -> tensor<2x8x10x10xf32> loc("backward.layer2.0.conv2")
    %t4745 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%t4737, %t4741 : tensor<2x8x12x12xf32>, tensor<8x8x3x3xf32>) outs(%t4744 : tensor<2x8x10x10xf32>) -> tensor<2x8x10x10xf32> loc("backward.layer2.0.conv2")
    %t4746 = tensor.extract_slice %t4745[0, 0, 1, 1] [2, 8, 8, 8] [1, 1, 1, 1] : tensor<2x8x10x10xf32> to tensor<2x8x8x8xf32> loc("backward.layer2.0.conv2")
    %t4747 = tensor.empty() : tensor<2x8x10x10xf32> loc("backward.layer2.0.conv2")
    %c4748 = arith.constant 0.000000000e+00 : f32 loc("backward.layer2.0.conv2")
    %t4749 = linalg.fill ins(%c4748 : f32) outs(%t4747 : tensor<2x8x10x10xf32>) -> tensor<2x8x10x10xf32> loc("backward.layer2.0.conv2")
    %t4750 = tensor.insert_slice %t789 into %t4749[0, 0, 1, 1] [2, 8, 8, 8] [1, 1, 1, 1] : tensor<2x8x8x8xf32> into tensor<2x8x10x10xf32> loc("backward.layer2.0.conv2")
    %t4751 = tensor.empty() : tensor<8x8x3x3xf32> loc("backward.layer2.0.conv2")
    %c4752 = arith.constant 0.000000000e+00 : f32 loc("backward.layer2.0.conv2")
    %t4753 = linalg.fill ins(%c4752 : f32) outs(%t4751 : tensor<8x8x3x3xf32>) -> tensor<8x8x3x3xf32> loc("backward.layer2.0.conv2")
    %t4759 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d0, d5, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d1, d5 * 1 + d2 * 1, d6 * 1 + d3 * 1)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%t4727, %t4750 : tensor<2x8x8x8xf32>, tensor<2x8x10x10xf32>) outs(%t4753 : tensor<8x8x3x3xf32>) {
    ^bb0(%in4754: f32, %in4755: f32, %out4756: f32):
      %s4757 = arith.mulf %in4754, %in4755 : f32
      %s4758 = arith.addf %out4756, %s4757 : f32
      linalg.yield %s4758 : f32
    } -> tensor<8x8x3x3xf32> loc("backward.layer2.0.conv2")
    %t4760 = tensor.empty() : tensor<2x8x8x8xi1> loc("backward.layer2.0.relu")
    %t4765 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t789 : tensor<2x8x8x8xf32>) outs(%t4760 : tensor<2x8x8x8xi1>) {
    ^bb0(%in4761: f32, %out4762: i1):
      %s4763 = arith.constant 0.000000000e+00 : f32
      %s4764 = arith.cmpf ole, %in4761, %s4763 : f32
      linalg.yield %s4764 : i1
    } -> tensor<2x8x8x8xi1> loc("backward.layer2.0.relu")
    %cst4766 = arith.constant dense<0.000000000e+00> : tensor<f32> loc("backward.layer2.0.relu")
    %t4767 = tensor.empty() : tensor<2x8x8x8xf32> loc("backward.layer2.0.relu")
    %t4773 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4765, %cst4766, %t4746 : tensor<2x8x8x8xi1>, tensor<f32>, tensor<2x8x8x8xf32>) outs(%t4767 : tensor<2x8x8x8xf32>) {
    ^bb0(%in4768: i1, %in4769: f32, %in4770: f32, %out4771: f32):
      %s4772 = arith.select %in4768, %in4769, %in4770 : f32
      linalg.yield %s4772 : f32
    } -> tensor<2x8x8x8xf32> loc("backward.layer2.0.relu")
    %t4774 = tensor.expand_shape %t748 [[0, 1]] output_shape [1, 8] : tensor<8xf32> into tensor<1x8xf32> loc("backward.layer2.0.bn1")
    %t4775 = tensor.expand_shape %t4774 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xf32> into tensor<1x8x1xf32> loc("backward.layer2.0.bn1")
    %t4776 = tensor.expand_shape %t4775 [[0], [1], [2, 3]] output_shape [1, 8, 1, 1] : tensor<1x8x1xf32> into tensor<1x8x1x1xf32> loc("backward.layer2.0.bn1")
    %t4777 = tensor.empty() : tensor<8xf32> loc("backward.layer2.0.bn1")
    %c4778 = arith.constant 0.000000000e+00 : f32 loc("backward.layer2.0.bn1")
    %t4779 = linalg.fill ins(%c4778 : f32) outs(%t4777 : tensor<8xf32>) -> tensor<8xf32> loc("backward.layer2.0.bn1")
    %t4783 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t4773 : tensor<2x8x8x8xf32>) outs(%t4779 : tensor<8xf32>) {
    ^bb0(%in4780: f32, %out4781: f32):
      %s4782 = arith.addf %out4781, %in4780 : f32
      linalg.yield %s4782 : f32
    } -> tensor<8xf32> loc("backward.layer2.0.bn1")
    %t4784 = tensor.empty() : tensor<2x8x8x8xf32> loc("backward.layer2.0.bn1")
    %t4789 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t675, %t4776 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%t4784 : tensor<2x8x8x8xf32>) {
    ^bb0(%in4785: f32, %in4786: f32, %out4787: f32):
      %s4788 = arith.subf %in4785, %in4786 : f32
      linalg.yield %s4788 : f32
    } -> tensor<2x8x8x8xf32> loc("backward.layer2.0.bn1")
    %t4790 = tensor.empty() : tensor<2x8x8x8xf32> loc("backward.layer2.0.bn1")
    %t4795 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4773, %t4789 : tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) outs(%t4790 : tensor<2x8x8x8xf32>) {
    ^bb0(%in4791: f32, %in4792: f32, %out4793: f32):
      %s4794 = arith.mulf %in4791, %in4792 : f32
      linalg.yield %s4794 : f32
    } -> tensor<2x8x8x8xf32> loc("backward.layer2.0.bn1")
    %t4796 = tensor.empty() : tensor<8xf32> loc("backward.layer2.0.bn1")
    %c4797 = arith.constant 0.000000000e+00 : f32 loc("backward.layer2.0.bn1")
    %t4798 = linalg.fill ins(%c4797 : f32) outs(%t4796 : tensor<8xf32>) -> tensor<8xf32> loc("backward.layer2.0.bn1")
    %t4802 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t4795 : tensor<2x8x8x8xf32>) outs(%t4798 : tensor<8xf32>) {
    ^bb0(%in4799: f32, %out4800: f32):
      %s4801 = arith.addf %out4800, %in4799 : f32
      linalg.yield %s4801 : f32
    } -> tensor<8xf32> loc("backward.layer2.0.bn1")
    %t4803 = tensor.empty() : tensor<8xf32> loc("backward.layer2.0.bn1")
    %t4808 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t4783 : tensor<8xf32>) outs(%t4803 : tensor<8xf32>) {
    ^bb0(%in4804: f32, %out4805: f32):
      %s4806 = arith.constant 7.812500000e-03 : f32
      %s4807 = arith.mulf %in4804, %s4806 : f32
      linalg.yield %s4807 : f32
    } -> tensor<8xf32> loc("backward.layer2.0.bn1")
    %t4809 = tensor.expand_shape %t4808 [[0, 1]] output_shape [1, 8] : tensor<8xf32> into tensor<1x8xf32> loc("backward.layer2.0.bn1")
    %t4810 = tensor.expand_shape %t4809 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xf32> into tensor<1x8x1xf32> loc("backward.layer2.0.bn1")
    %t4811 = tensor.expand_shape %t4810 [[0], [1], [2, 3]] output_shape [1, 8, 1, 1] : tensor<1x8x1xf32> into tensor<1x8x1x1xf32> loc("backward.layer2.0.bn1")
    %t4812 = tensor.empty() : tensor<8xf32> loc("backward.layer2.0.bn1")
    %t4817 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t4802 : tensor<8xf32>) outs(%t4812 : tensor<8xf32>) {
    ^bb0(%in4813: f32, %out4814: f32):
      %s4815 = arith.constant 7.812500000e-03 : f32
      %s4816 = arith.mulf %in4813, %s4815 : f32
      linalg.yield %s4816 : f32
    } -> tensor<8xf32> loc("backward.layer2.0.bn1")
    %t4818 = tensor.empty() : tensor<8xf32> loc("backward.layer2.0.bn1")
    %t4823 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t749, %t749 : tensor<8xf32>, tensor<8xf32>) outs(%t4818 : tensor<8xf32>) {
    ^bb0(%in4819: f32, %in4820: f32, %out4821: f32):
      %s4822 = arith.mulf %in4819, %in4820 : f32
      linalg.yield %s4822 : f32
    } -> tensor<8xf32> loc("backward.layer2.0.bn1")
    %t4824 = tensor.empty() : tensor<8xf32> loc("backward.layer2.0.bn1")
    %t4829 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t4817, %t4823 : tensor<8xf32>, tensor<8xf32>) outs(%t4824 : tensor<8xf32>) {
    ^bb0(%in4825: f32, %in4826: f32, %out4827: f32):
      %s4828 = arith.mulf %in4825, %in4826 : f32
      linalg.yield %s4828 : f32
    } -> tensor<8xf32> loc("backward.layer2.0.bn1")
    %t4830 = tensor.expand_shape %t4829 [[0, 1]] output_shape [1, 8] : tensor<8xf32> into tensor<1x8xf32> loc("backward.layer2.0.bn1")
    %t4831 = tensor.expand_shape %t4830 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xf32> into tensor<1x8x1xf32> loc("backward.layer2.0.bn1")
    %t4832 = tensor.expand_shape %t4831 [[0], [1], [2, 3]] output_shape [1, 8, 1, 1] : tensor<1x8x1xf32> into tensor<1x8x1x1xf32> loc("backward.layer2.0.bn1")
    %t4833 = tensor.empty() : tensor<8xf32> loc("backward.layer2.0.bn1")
    %t4838 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t749, %primals_17 : tensor<8xf32>, tensor<8xf32>) outs(%t4833 : tensor<8xf32>) {
    ^bb0(%in4834: f32, %in4835: f32, %out4836: f32):
      %s4837 = arith.mulf %in4834, %in4835 : f32
      linalg.yield %s4837 : f32
    } -> tensor<8xf32> loc("backward.layer2.0.bn1")
    %t4839 = tensor.expand_shape %t4838 [[0, 1]] output_shape [1, 8] : tensor<8xf32> into tensor<1x8xf32> loc("backward.layer2.0.bn1")
    %t4840 = tensor.expand_shape %t4839 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xf32> into tensor<1x8x1xf32> loc("backward.layer2.0.bn1")
    %t4841 = tensor.expand_shape %t4840 [[0], [1], [2, 3]] output_shape [1, 8, 1, 1] : tensor<1x8x1xf32> into tensor<1x8x1x1xf32> loc("backward.layer2.0.bn1")
    %t4842 = tensor.empty() : tensor<2x8x8x8xf32> loc("backward.layer2.0.bn1")
    %t4847 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t675, %t4776 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%t4842 : tensor<2x8x8x8xf32>) {
    ^bb0(%in4843: f32, %in4844: f32, %out4845: f32):
      %s4846 = arith.subf %in4843, %in4844 : f32
      linalg.yield %s4846 : f32
    } -> tensor<2x8x8x8xf32> loc("backward.layer2.0.bn1")
    %t4848 = tensor.empty() : tensor<2x8x8x8xf32> loc("backward.layer2.0.bn1")
    %t4853 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4847, %t4832 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%t4848 : tensor<2x8x8x8xf32>) {
    ^bb0(%in4849: f32, %in4850: f32, %out4851: f32):
      %s4852 = arith.mulf %in4849, %in4850 : f32
      linalg.yield %s4852 : f32
    } -> tensor<2x8x8x8xf32> loc("backward.layer2.0.bn1")
    %t4854 = tensor.empty() : tensor<2x8x8x8xf32> loc("backward.layer2.0.bn1")
    %t4859 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4773, %t4853 : tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) outs(%t4854 : tensor<2x8x8x8xf32>) {
    ^bb0(%in4855: f32, %in4856: f32, %out4857: f32):
      %s4858 = arith.subf %in4855, %in4856 : f32
      linalg.yield %s4858 : f32
    } -> tensor<2x8x8x8xf32> loc("backward.layer2.0.bn1")
    %t4860 = tensor.empty() : tensor<2x8x8x8xf32> loc("backward.layer2.0.bn1")
    %t4865 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4859, %t4811 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%t4860 : tensor<2x8x8x8xf32>) {
    ^bb0(%in4861: f32, %in4862: f32, %out4863: f32):
      %s4864 = arith.subf %in4861, %in4862 : f32
      linalg.yield %s4864 : f32
    } -> tensor<2x8x8x8xf32> loc("backward.layer2.0.bn1")
    %t4866 = tensor.empty() : tensor<2x8x8x8xf32> loc("backward.layer2.0.bn1")
    %t4871 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4865, %t4841 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%t4866 : tensor<2x8x8x8xf32>) {
    ^bb0(%in4867: f32, %in4868: f32, %out4869: f32):
      %s4870 = arith.mulf %in4867, %in4868 : f32
      linalg.yield %s4870 : f32
    } -> tensor<2x8x8x8xf32> loc("backward.layer2.0.bn1")
    %t4872 = tensor.empty() : tensor<8xf32> loc("backward.layer2.0.bn1")
    %t4877 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t4802, %t749 : tensor<8xf32>, tensor<8xf32>) outs(%t4872 : tensor<8xf32>) {
    ^bb0(%in4873: f32, %in4874: f32, %out4875: f32):
      %s4876 = arith.mulf %in4873, %in4874 : f32
      linalg.yield %s4876 : f32
    } -> tensor<8xf32> loc("backward.layer2.0.bn1")
    %t4878 = tensor.empty() : tensor<2x8x15x15xf32> loc("backward.layer2.0.conv1")
    %c4879 = arith.constant 0.000000000e+00 : f32 loc("backward.layer2.0.conv1")
    %t4880 = linalg.fill ins(%c4879 : f32) outs(%t4878 : tensor<2x8x15x15xf32>) -> tensor<2x8x15x15xf32> loc("backward.layer2.0.conv1")
    %t4881 = tensor.insert_slice %t4871 into %t4880[0, 0, 0, 0] [2, 8, 8, 8] [1, 1, 2, 2] : tensor<2x8x8x8xf32> into tensor<2x8x15x15xf32> loc("backward.layer2.0.conv1")
    %t4882 = tensor.empty() : tensor<2x8x20x20xf32> loc("backward.layer2.0.conv1")
    %c4883 = arith.constant 0.000000000e+00 : f32 loc("backward.layer2.0.conv1")
    %t4884 = linalg.fill ins(%c4883 : f32) outs(%t4882 : tensor<2x8x20x20xf32>) -> tensor<2x8x20x20xf32> loc("backward.layer2.0.conv1")
    %t4885 = tensor.insert_slice %t4881 into %t4884[0, 0, 2, 2] [2, 8, 15, 15] [1, 1, 1, 1] : tensor<2x8x15x15xf32> into tensor<2x8x20x20xf32> loc("backward.layer2.0.conv1")
    %t4886 = tensor.empty() : tensor<4x8x3x3xf32> loc("backward.layer2.0.conv1")
    %t4889 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d0, -d2 + 2, -d3 + 2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%primals_16 : tensor<8x4x3x3xf32>) outs(%t4886 : tensor<4x8x3x3xf32>) {
    ^bb0(%in4887: f32, %out4888: f32):
      linalg.yield %in4887 : f32
    } -> tensor<4x8x3x3xf32> loc("backward.layer2.0.conv1")
    %t4890 = tensor.empty() : tensor<2x4x18x18xf32> loc("backward.layer2.0.conv1")
    %c4891 = arith.constant 0.000000000e+00 : f32 loc("backward.layer2.0.conv1")
    %t4892 = linalg.fill ins(%c4891 : f32) outs(%t4890 : tensor<2x4x18x18xf32>) -> tensor<2x4x18x18xf32> loc("backward.layer2.0.conv1")
    %t4893 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%t4885, %t4889 : tensor<2x8x20x20xf32>, tensor<4x8x3x3xf32>) outs(%t4892 : tensor<2x4x18x18xf32>) -> tensor<2x4x18x18xf32> loc("backward.layer2.0.conv1")
    %t4894 = tensor.extract_slice %t4893[0, 0, 1, 1] [2, 4, 16, 16] [1, 1, 1, 1] : tensor<2x4x18x18xf32> to tensor<2x4x16x16xf32> loc("backward.layer2.0.conv1")
    %t4895 = tensor.empty() : tensor<2x4x18x18xf32> loc("backward.layer2.0.conv1")
    %c4896 = arith.constant 0.000000000e+00 : f32 loc("backward.layer2.0.conv1")
    %t4897 = linalg.fill ins(%c4896 : f32) outs(%t4895 : tensor<2x4x18x18xf32>) -> tensor<2x4x18x18xf32> loc("backward.layer2.0.conv1")
    %t4898 = tensor.insert_slice %t667 into %t4897[0, 0, 1, 1] [2, 4, 16, 16] [1, 1, 1, 1] : tensor<2x4x16x16xf32> into tensor<2x4x18x18xf32> loc("backward.layer2.0.conv1")
    %t4899 = tensor.empty() : tensor<8x4x3x3xf32> loc("backward.layer2.0.conv1")
    %c4900 = arith.constant 0.000000000e+00 : f32 loc("backward.layer2.0.conv1")
    %t4901 = linalg.fill ins(%c4900 : f32) outs(%t4899 : tensor<8x4x3x3xf32>) -> tensor<8x4x3x3xf32> loc("backward.layer2.0.conv1")
    %t4907 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d0, d5, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d1, d5 * 2 + d2 * 1, d6 * 2 + d3 * 1)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%t4871, %t4898 : tensor<2x8x8x8xf32>, tensor<2x4x18x18xf32>) outs(%t4901 : tensor<8x4x3x3xf32>) {
    ^bb0(%in4902: f32, %in4903: f32, %out4904: f32):
      %s4905 = arith.mulf %in4902, %in4903 : f32
      %s4906 = arith.addf %out4904, %s4905 : f32
      linalg.yield %s4906 : f32
    } -> tensor<8x4x3x3xf32> loc("backward.layer2.0.conv1")
    %t4908 = tensor.empty() : tensor<2x4x16x16xf32> loc("backward.add_33")
    %t4913 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4620, %t4894 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%t4908 : tensor<2x4x16x16xf32>) {
    ^bb0(%in4909: f32, %in4910: f32, %out4911: f32):
      %s4912 = arith.addf %in4909, %in4910 : f32
      linalg.yield %s4912 : f32
    } -> tensor<2x4x16x16xf32> loc("backward.add_33")
    %t4914 = tensor.empty() : tensor<2x4x16x16xi1> loc("backward.layer1.1.relu")
    %t4919 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t667 : tensor<2x4x16x16xf32>) outs(%t4914 : tensor<2x4x16x16xi1>) {
    ^bb0(%in4915: f32, %out4916: i1):
      %s4917 = arith.constant 0.000000000e+00 : f32
      %s4918 = arith.cmpf ole, %in4915, %s4917 : f32
      linalg.yield %s4918 : i1
    } -> tensor<2x4x16x16xi1> loc("backward.layer1.1.relu")
    %cst4920 = arith.constant dense<0.000000000e+00> : tensor<f32> loc("backward.layer1.1.relu")
    %t4921 = tensor.empty() : tensor<2x4x16x16xf32> loc("backward.layer1.1.relu")
    %t4927 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4919, %cst4920, %t4913 : tensor<2x4x16x16xi1>, tensor<f32>, tensor<2x4x16x16xf32>) outs(%t4921 : tensor<2x4x16x16xf32>) {
    ^bb0(%in4922: i1, %in4923: f32, %in4924: f32, %out4925: f32):
      %s4926 = arith.select %in4922, %in4923, %in4924 : f32
      linalg.yield %s4926 : f32
    } -> tensor<2x4x16x16xf32> loc("backward.layer1.1.relu")
    %t4928 = tensor.expand_shape %t620 [[0, 1]] output_shape [1, 4] : tensor<4xf32> into tensor<1x4xf32> loc("backward.layer1.1.bn2")
    %t4929 = tensor.expand_shape %t4928 [[0], [1, 2]] output_shape [1, 4, 1] : tensor<1x4xf32> into tensor<1x4x1xf32> loc("backward.layer1.1.bn2")
    %t4930 = tensor.expand_shape %t4929 [[0], [1], [2, 3]] output_shape [1, 4, 1, 1] : tensor<1x4x1xf32> into tensor<1x4x1x1xf32> loc("backward.layer1.1.bn2")
    %t4931 = tensor.empty() : tensor<4xf32> loc("backward.layer1.1.bn2")
    %c4932 = arith.constant 0.000000000e+00 : f32 loc("backward.layer1.1.bn2")
    %t4933 = linalg.fill ins(%c4932 : f32) outs(%t4931 : tensor<4xf32>) -> tensor<4xf32> loc("backward.layer1.1.bn2")
    %t4937 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t4927 : tensor<2x4x16x16xf32>) outs(%t4933 : tensor<4xf32>) {
    ^bb0(%in4934: f32, %out4935: f32):
      %s4936 = arith.addf %out4935, %in4934 : f32
      linalg.yield %s4936 : f32
    } -> tensor<4xf32> loc("backward.layer1.1.bn2")
    %t4938 = tensor.empty() : tensor<2x4x16x16xf32> loc("backward.layer1.1.bn2")
    %t4943 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t547, %t4930 : tensor<2x4x16x16xf32>, tensor<1x4x1x1xf32>) outs(%t4938 : tensor<2x4x16x16xf32>) {
    ^bb0(%in4939: f32, %in4940: f32, %out4941: f32):
      %s4942 = arith.subf %in4939, %in4940 : f32
      linalg.yield %s4942 : f32
    } -> tensor<2x4x16x16xf32> loc("backward.layer1.1.bn2")
    %t4944 = tensor.empty() : tensor<2x4x16x16xf32> loc("backward.layer1.1.bn2")
    %t4949 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4927, %t4943 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%t4944 : tensor<2x4x16x16xf32>) {
    ^bb0(%in4945: f32, %in4946: f32, %out4947: f32):
      %s4948 = arith.mulf %in4945, %in4946 : f32
      linalg.yield %s4948 : f32
    } -> tensor<2x4x16x16xf32> loc("backward.layer1.1.bn2")
    %t4950 = tensor.empty() : tensor<4xf32> loc("backward.layer1.1.bn2")
    %c4951 = arith.constant 0.000000000e+00 : f32 loc("backward.layer1.1.bn2")
    %t4952 = linalg.fill ins(%c4951 : f32) outs(%t4950 : tensor<4xf32>) -> tensor<4xf32> loc("backward.layer1.1.bn2")
    %t4956 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t4949 : tensor<2x4x16x16xf32>) outs(%t4952 : tensor<4xf32>) {
    ^bb0(%in4953: f32, %out4954: f32):
      %s4955 = arith.addf %out4954, %in4953 : f32
      linalg.yield %s4955 : f32
    } -> tensor<4xf32> loc("backward.layer1.1.bn2")
    %t4957 = tensor.empty() : tensor<4xf32> loc("backward.layer1.1.bn2")
    %t4962 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t4937 : tensor<4xf32>) outs(%t4957 : tensor<4xf32>) {
    ^bb0(%in4958: f32, %out4959: f32):
      %s4960 = arith.constant 1.953125000e-03 : f32
      %s4961 = arith.mulf %in4958, %s4960 : f32
      linalg.yield %s4961 : f32
    } -> tensor<4xf32> loc("backward.layer1.1.bn2")
    %t4963 = tensor.expand_shape %t4962 [[0, 1]] output_shape [1, 4] : tensor<4xf32> into tensor<1x4xf32> loc("backward.layer1.1.bn2")
    %t4964 = tensor.expand_shape %t4963 [[0], [1, 2]] output_shape [1, 4, 1] : tensor<1x4xf32> into tensor<1x4x1xf32> loc("backward.layer1.1.bn2")
    %t4965 = tensor.expand_shape %t4964 [[0], [1], [2, 3]] output_shape [1, 4, 1, 1] : tensor<1x4x1xf32> into tensor<1x4x1x1xf32> loc("backward.layer1.1.bn2")
    %t4966 = tensor.empty() : tensor<4xf32> loc("backward.layer1.1.bn2")
    %t4971 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t4956 : tensor<4xf32>) outs(%t4966 : tensor<4xf32>) {
    ^bb0(%in4967: f32, %out4968: f32):
      %s4969 = arith.constant 1.953125000e-03 : f32
      %s4970 = arith.mulf %in4967, %s4969 : f32
      linalg.yield %s4970 : f32
    } -> tensor<4xf32> loc("backward.layer1.1.bn2")
    %t4972 = tensor.empty() : tensor<4xf32> loc("backward.layer1.1.bn2")
    %t4977 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t621, %t621 : tensor<4xf32>, tensor<4xf32>) outs(%t4972 : tensor<4xf32>) {
    ^bb0(%in4973: f32, %in4974: f32, %out4975: f32):
      %s4976 = arith.mulf %in4973, %in4974 : f32
      linalg.yield %s4976 : f32
    } -> tensor<4xf32> loc("backward.layer1.1.bn2")
    %t4978 = tensor.empty() : tensor<4xf32> loc("backward.layer1.1.bn2")
    %t4983 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t4971, %t4977 : tensor<4xf32>, tensor<4xf32>) outs(%t4978 : tensor<4xf32>) {
    ^bb0(%in4979: f32, %in4980: f32, %out4981: f32):
      %s4982 = arith.mulf %in4979, %in4980 : f32
      linalg.yield %s4982 : f32
    } -> tensor<4xf32> loc("backward.layer1.1.bn2")
    %t4984 = tensor.expand_shape %t4983 [[0, 1]] output_shape [1, 4] : tensor<4xf32> into tensor<1x4xf32> loc("backward.layer1.1.bn2")
    %t4985 = tensor.expand_shape %t4984 [[0], [1, 2]] output_shape [1, 4, 1] : tensor<1x4xf32> into tensor<1x4x1xf32> loc("backward.layer1.1.bn2")
    %t4986 = tensor.expand_shape %t4985 [[0], [1], [2, 3]] output_shape [1, 4, 1, 1] : tensor<1x4x1xf32> into tensor<1x4x1x1xf32> loc("backward.layer1.1.bn2")
    %t4987 = tensor.empty() : tensor<4xf32> loc("backward.layer1.1.bn2")
    %t4992 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t621, %primals_14 : tensor<4xf32>, tensor<4xf32>) outs(%t4987 : tensor<4xf32>) {
    ^bb0(%in4988: f32, %in4989: f32, %out4990: f32):
      %s4991 = arith.mulf %in4988, %in4989 : f32
      linalg.yield %s4991 : f32
    } -> tensor<4xf32> loc("backward.layer1.1.bn2")
    %t4993 = tensor.expand_shape %t4992 [[0, 1]] output_shape [1, 4] : tensor<4xf32> into tensor<1x4xf32> loc("backward.layer1.1.bn2")
    %t4994 = tensor.expand_shape %t4993 [[0], [1, 2]] output_shape [1, 4, 1] : tensor<1x4xf32> into tensor<1x4x1xf32> loc("backward.layer1.1.bn2")
    %t4995 = tensor.expand_shape %t4994 [[0], [1], [2, 3]] output_shape [1, 4, 1, 1] : tensor<1x4x1xf32> into tensor<1x4x1x1xf32> loc("backward.layer1.1.bn2")
    %t4996 = tensor.empty() : tensor<2x4x16x16xf32> loc("backward.layer1.1.bn2")
    %t5001 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t547, %t4930 : tensor<2x4x16x16xf32>, tensor<1x4x1x1xf32>) outs(%t4996 : tensor<2x4x16x16xf32>) {
    ^bb0(%in4997: f32, %in4998: f32, %out4999: f32):
      %s5000 = arith.subf %in4997, %in4998 : f32
      linalg.yield %s5000 : f32
    } -> tensor<2x4x16x16xf32> loc("backward.layer1.1.bn2")
    %t5002 = tensor.empty() : tensor<2x4x16x16xf32> loc("backward.layer1.1.bn2")
    %t5007 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t5001, %t4986 : tensor<2x4x16x16xf32>, tensor<1x4x1x1xf32>) outs(%t5002 : tensor<2x4x16x16xf32>) {
    ^bb0(%in5003: f32, %in5004: f32, %out5005: f32):
      %s5006 = arith.mulf %in5003, %in5004 : f32
      linalg.yield %s5006 : f32
    } -> tensor<2x4x16x16xf32> loc("backward.layer1.1.bn2")
    %t5008 = tensor.empty() : tensor<2x4x16x16xf32> loc("backward.layer1.1.bn2")
    %t5013 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4927, %t5007 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%t5008 : tensor<2x4x16x16xf32>) {
    ^bb0(%in5009: f32, %in5010: f32, %out5011: f32):
      %s5012 = arith.subf %in5009, %in5010 : f32
      linalg.yield %s5012 : f32
    } -> tensor<2x4x16x16xf32> loc("backward.layer1.1.bn2")
    %t5014 = tensor.empty() : tensor<2x4x16x16xf32> loc("backward.layer1.1.bn2")
    %t5019 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t5013, %t4965 : tensor<2x4x16x16xf32>, tensor<1x4x1x1xf32>) outs(%t5014 : tensor<2x4x16x16xf32>) {
    ^bb0(%in5015: f32, %in5016: f32, %out5017: f32):
      %s5018 = arith.subf %in5015, %in5016 : f32
      linalg.yield %s5018 : f32
    } -> tensor<2x4x16x16xf32> loc("backward.layer1.1.bn2")
    %t5020 = tensor.empty() : tensor<2x4x16x16xf32> loc("backward.layer1.1.bn2")
    %t5025 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t5019, %t4995 : tensor<2x4x16x16xf32>, tensor<1x4x1x1xf32>) outs(%t5020 : tensor<2x4x16x16xf32>) {
    ^bb0(%in5021: f32, %in5022: f32, %out5023: f32):
      %s5024 = arith.mulf %in5021, %in5022 : f32
      linalg.yield %s5024 : f32
    } -> tensor<2x4x16x16xf32> loc("backward.layer1.1.bn2")
    %t5026 = tensor.empty() : tensor<4xf32> loc("backward.layer1.1.bn2")
    %t5031 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t4956, %t621 : tensor<4xf32>, tensor<4xf32>) outs(%t5026 : tensor<4xf32>) {
    ^bb0(%in5027: f32, %in5028: f32, %out5029: f32):
      %s5030 = arith.mulf %in5027, %in5028 : f32
      linalg.yield %s5030 : f32
    } -> tensor<4xf32> loc("backward.layer1.1.bn2")
    %t5032 = tensor.empty() : tensor<2x4x20x20xf32> loc("backward.layer1.1.conv2")
    %c5033 = arith.constant 0.000000000e+00 : f32 loc("backward.layer1.1.conv2")
    %t5034 = linalg.fill ins(%c5033 : f32) outs(%t5032 : tensor<2x4x20x20xf32>) -> tensor<2x4x20x20xf32> loc("backward.layer1.1.conv2")
    %t5035 = tensor.insert_slice %t5025 into %t5034[0, 0, 2, 2] [2, 4, 16, 16] [1, 1, 1, 1] : tensor<2x4x16x16xf32> into tensor<2x4x20x20xf32> loc("backward.layer1.1.conv2")
    %t5036 = tensor.empty() : tensor<4x4x3x3xf32> loc("backward.layer1.1.conv2")
    %t5039 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d0, -d2 + 2, -d3 + 2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%primals_13 : tensor<4x4x3x3xf32>) outs(%t5036 : tensor<4x4x3x3xf32>) {
    ^bb0(%in5037: f32, %out5038: f32):
      linalg.yield %in5037 : f32
    } -> tensor<4x4x3x3xf32> loc("backward.layer1.1.conv2")
    %t5040 = tensor.empty() : tensor<2x4x18x18xf32> loc("backward.layer1.1.conv2")
    %c5041 = arith.constant 0.000000000e+00 : f32 loc("backward.layer1.1.conv2")
    %t5042 = linalg.fill ins(%c5041 : f32) outs(%t5040 : tensor<2x4x18x18xf32>) -> tensor<2x4x18x18xf32> loc("backward.layer1.1.conv2")
    %t5043 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%t5035, %t5039 : tensor<2x4x20x20xf32>, tensor<4x4x3x3xf32>) outs(%t5042 : tensor<2x4x18x18xf32>) -> tensor<2x4x18x18xf32> loc("backward.layer1.1.conv2")
    %t5044 = tensor.extract_slice %t5043[0, 0, 1, 1] [2, 4, 16, 16] [1, 1, 1, 1] : tensor<2x4x18x18xf32> to tensor<2x4x16x16xf32> loc("backward.layer1.1.conv2")
    %t5045 = tensor.empty() : tensor<2x4x18x18xf32> loc("backward.layer1.1.conv2")
    %c5046 = arith.constant 0.000000000e+00 : f32 loc("backward.layer1.1.conv2")
    %t5047 = linalg.fill ins(%c5046 : f32) outs(%t5045 : tensor<2x4x18x18xf32>) -> tensor<2x4x18x18xf32> loc("backward.layer1.1.conv2")
    %t5048 = tensor.insert_slice %t539 into %t5047[0, 0, 1, 1] [2, 4, 16, 16] [1, 1, 1, 1] : tensor<2x4x16x16xf32> into tensor<2x4x18x18xf32> loc("backward.layer1.1.conv2")
    %t5049 = tensor.empty() : tensor<4x4x3x3xf32> loc("backward.layer1.1.conv2")
    %c5050 = arith.constant 0.000000000e+00 : f32 loc("backward.layer1.1.conv2")
    %t5051 = linalg.fill ins(%c5050 : f32) outs(%t5049 : tensor<4x4x3x3xf32>) -> tensor<4x4x3x3xf32> loc("backward.layer1.1.conv2")
    %t5057 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d0, d5, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d1, d5 * 1 + d2 * 1, d6 * 1 + d3 * 1)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%t5025, %t5048 : tensor<2x4x16x16xf32>, tensor<2x4x18x18xf32>) outs(%t5051 : tensor<4x4x3x3xf32>) {
    ^bb0(%in5052: f32, %in5053: f32, %out5054: f32):
      %s5055 = arith.mulf %in5052, %in5053 : f32
      %s5056 = arith.addf %out5054, %s5055 : f32
      linalg.yield %s5056 : f32
    } -> tensor<4x4x3x3xf32> loc("backward.layer1.1.conv2")
    %t5058 = tensor.empty() : tensor<2x4x16x16xi1> loc("backward.layer1.1.relu")
    %t5063 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t539 : tensor<2x4x16x16xf32>) outs(%t5058 : tensor<2x4x16x16xi1>) {
    ^bb0(%in5059: f32, %out5060: i1):
      %s5061 = arith.constant 0.000000000e+00 : f32
      %s5062 = arith.cmpf ole, %in5059, %s5061 : f32
      linalg.yield %s5062 : i1
    } -> tensor<2x4x16x16xi1> loc("backward.layer1.1.relu")
    %cst5064 = arith.constant dense<0.000000000e+00> : tensor<f32> loc("backward.layer1.1.relu")
    %t5065 = tensor.empty() : tensor<2x4x16x16xf32> loc("backward.layer1.1.relu")
    %t5071 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t5063, %cst5064, %t5044 : tensor<2x4x16x16xi1>, tensor<f32>, tensor<2x4x16x16xf32>) outs(%t5065 : tensor<2x4x16x16xf32>) {
    ^bb0(%in5066: i1, %in5067: f32, %in5068: f32, %out5069: f32):
      %s5070 = arith.select %in5066, %in5067, %in5068 : f32
      linalg.yield %s5070 : f32
    } -> tensor<2x4x16x16xf32> loc("backward.layer1.1.relu")
    %t5072 = tensor.expand_shape %t498 [[0, 1]] output_shape [1, 4] : tensor<4xf32> into tensor<1x4xf32> loc("backward.layer1.1.bn1")
    %t5073 = tensor.expand_shape %t5072 [[0], [1, 2]] output_shape [1, 4, 1] : tensor<1x4xf32> into tensor<1x4x1xf32> loc("backward.layer1.1.bn1")
    %t5074 = tensor.expand_shape %t5073 [[0], [1], [2, 3]] output_shape [1, 4, 1, 1] : tensor<1x4x1xf32> into tensor<1x4x1x1xf32> loc("backward.layer1.1.bn1")
    %t5075 = tensor.empty() : tensor<4xf32> loc("backward.layer1.1.bn1")
    %c5076 = arith.constant 0.000000000e+00 : f32 loc("backward.layer1.1.bn1")
    %t5077 = linalg.fill ins(%c5076 : f32) outs(%t5075 : tensor<4xf32>) -> tensor<4xf32> loc("backward.layer1.1.bn1")
    %t5081 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t5071 : tensor<2x4x16x16xf32>) outs(%t5077 : tensor<4xf32>) {
    ^bb0(%in5078: f32, %out5079: f32):
      %s5080 = arith.addf %out5079, %in5078 : f32
      linalg.yield %s5080 : f32
    } -> tensor<4xf32> loc("backward.layer1.1.bn1")
    %t5082 = tensor.empty() : tensor<2x4x16x16xf32> loc("backward.layer1.1.bn1")
    %t5087 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t425, %t5074 : tensor<2x4x16x16xf32>, tensor<1x4x1x1xf32>) outs(%t5082 : tensor<2x4x16x16xf32>) {
    ^bb0(%in5083: f32, %in5084: f32, %out5085: f32):
      %s5086 = arith.subf %in5083, %in5084 : f32
      linalg.yield %s5086 : f32
    } -> tensor<2x4x16x16xf32> loc("backward.layer1.1.bn1")
    %t5088 = tensor.empty() : tensor<2x4x16x16xf32> loc("backward.layer1.1.bn1")
    %t5093 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t5071, %t5087 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%t5088 : tensor<2x4x16x16xf32>) {
    ^bb0(%in5089: f32, %in5090: f32, %out5091: f32):
      %s5092 = arith.mulf %in5089, %in5090 : f32
      linalg.yield %s5092 : f32
    } -> tensor<2x4x16x16xf32> loc("backward.layer1.1.bn1")
    %t5094 = tensor.empty() : tensor<4xf32> loc("backward.layer1.1.bn1")
    %c5095 = arith.constant 0.000000000e+00 : f32 loc("backward.layer1.1.bn1")
    %t5096 = linalg.fill ins(%c5095 : f32) outs(%t5094 : tensor<4xf32>) -> tensor<4xf32> loc("backward.layer1.1.bn1")
    %t5100 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t5093 : tensor<2x4x16x16xf32>) outs(%t5096 : tensor<4xf32>) {
    ^bb0(%in5097: f32, %out5098: f32):
      %s5099 = arith.addf %out5098, %in5097 : f32
      linalg.yield %s5099 : f32
    } -> tensor<4xf32> loc("backward.layer1.1.bn1")
    %t5101 = tensor.empty() : tensor<4xf32> loc("backward.layer1.1.bn1")
    %t5106 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t5081 : tensor<4xf32>) outs(%t5101 : tensor<4xf32>) {
    ^bb0(%in5102: f32, %out5103: f32):
      %s5104 = arith.constant 1.953125000e-03 : f32
      %s5105 = arith.mulf %in5102, %s5104 : f32
      linalg.yield %s5105 : f32
    } -> tensor<4xf32> loc("backward.layer1.1.bn1")
    %t5107 = tensor.expand_shape %t5106 [[0, 1]] output_shape [1, 4] : tensor<4xf32> into tensor<1x4xf32> loc("backward.layer1.1.bn1")
    %t5108 = tensor.expand_shape %t5107 [[0], [1, 2]] output_shape [1, 4, 1] : tensor<1x4xf32> into tensor<1x4x1xf32> loc("backward.layer1.1.bn1")
    %t5109 = tensor.expand_shape %t5108 [[0], [1], [2, 3]] output_shape [1, 4, 1, 1] : tensor<1x4x1xf32> into tensor<1x4x1x1xf32> loc("backward.layer1.1.bn1")
    %t5110 = tensor.empty() : tensor<4xf32> loc("backward.layer1.1.bn1")
    %t5115 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t5100 : tensor<4xf32>) outs(%t5110 : tensor<4xf32>) {
    ^bb0(%in5111: f32, %out5112: f32):
      %s5113 = arith.constant 1.953125000e-03 : f32
      %s5114 = arith.mulf %in5111, %s5113 : f32
      linalg.yield %s5114 : f32
    } -> tensor<4xf32> loc("backward.layer1.1.bn1")
    %t5116 = tensor.empty() : tensor<4xf32> loc("backward.layer1.1.bn1")
    %t5121 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t499, %t499 : tensor<4xf32>, tensor<4xf32>) outs(%t5116 : tensor<4xf32>) {
    ^bb0(%in5117: f32, %in5118: f32, %out5119: f32):
      %s5120 = arith.mulf %in5117, %in5118 : f32
      linalg.yield %s5120 : f32
    } -> tensor<4xf32> loc("backward.layer1.1.bn1")
    %t5122 = tensor.empty() : tensor<4xf32> loc("backward.layer1.1.bn1")
    %t5127 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t5115, %t5121 : tensor<4xf32>, tensor<4xf32>) outs(%t5122 : tensor<4xf32>) {
    ^bb0(%in5123: f32, %in5124: f32, %out5125: f32):
      %s5126 = arith.mulf %in5123, %in5124 : f32
      linalg.yield %s5126 : f32
    } -> tensor<4xf32> loc("backward.layer1.1.bn1")
    %t5128 = tensor.expand_shape %t5127 [[0, 1]] output_shape [1, 4] : tensor<4xf32> into tensor<1x4xf32> loc("backward.layer1.1.bn1")
    %t5129 = tensor.expand_shape %t5128 [[0], [1, 2]] output_shape [1, 4, 1] : tensor<1x4xf32> into tensor<1x4x1xf32> loc("backward.layer1.1.bn1")
    %t5130 = tensor.expand_shape %t5129 [[0], [1], [2, 3]] output_shape [1, 4, 1, 1] : tensor<1x4x1xf32> into tensor<1x4x1x1xf32> loc("backward.layer1.1.bn1")
    %t5131 = tensor.empty() : tensor<4xf32> loc("backward.layer1.1.bn1")
    %t5136 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t499, %primals_11 : tensor<4xf32>, tensor<4xf32>) outs(%t5131 : tensor<4xf32>) {
    ^bb0(%in5132: f32, %in5133: f32, %out5134: f32):
      %s5135 = arith.mulf %in5132, %in5133 : f32
      linalg.yield %s5135 : f32
    } -> tensor<4xf32> loc("backward.layer1.1.bn1")
    %t5137 = tensor.expand_shape %t5136 [[0, 1]] output_shape [1, 4] : tensor<4xf32> into tensor<1x4xf32> loc("backward.layer1.1.bn1")
    %t5138 = tensor.expand_shape %t5137 [[0], [1, 2]] output_shape [1, 4, 1] : tensor<1x4xf32> into tensor<1x4x1xf32> loc("backward.layer1.1.bn1")
    %t5139 = tensor.expand_shape %t5138 [[0], [1], [2, 3]] output_shape [1, 4, 1, 1] : tensor<1x4x1xf32> into tensor<1x4x1x1xf32> loc("backward.layer1.1.bn1")
    %t5140 = tensor.empty() : tensor<2x4x16x16xf32> loc("backward.layer1.1.bn1")
    %t5145 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t425, %t5074 : tensor<2x4x16x16xf32>, tensor<1x4x1x1xf32>) outs(%t5140 : tensor<2x4x16x16xf32>) {
    ^bb0(%in5141: f32, %in5142: f32, %out5143: f32):
      %s5144 = arith.subf %in5141, %in5142 : f32
      linalg.yield %s5144 : f32
    } -> tensor<2x4x16x16xf32> loc("backward.layer1.1.bn1")
    %t5146 = tensor.empty() : tensor<2x4x16x16xf32> loc("backward.layer1.1.bn1")
    %t5151 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t5145, %t5130 : tensor<2x4x16x16xf32>, tensor<1x4x1x1xf32>) outs(%t5146 : tensor<2x4x16x16xf32>) {
    ^bb0(%in5147: f32, %in5148: f32, %out5149: f32):
      %s5150 = arith.mulf %in5147, %in5148 : f32
      linalg.yield %s5150 : f32
    } -> tensor<2x4x16x16xf32> loc("backward.layer1.1.bn1")
    %t5152 = tensor.empty() : tensor<2x4x16x16xf32> loc("backward.layer1.1.bn1")
    %t5157 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t5071, %t5151 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%t5152 : tensor<2x4x16x16xf32>) {
    ^bb0(%in5153: f32, %in5154: f32, %out5155: f32):
      %s5156 = arith.subf %in5153, %in5154 : f32
      linalg.yield %s5156 : f32
    } -> tensor<2x4x16x16xf32> loc("backward.layer1.1.bn1")
    %t5158 = tensor.empty() : tensor<2x4x16x16xf32> loc("backward.layer1.1.bn1")
    %t5163 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t5157, %t5109 : tensor<2x4x16x16xf32>, tensor<1x4x1x1xf32>) outs(%t5158 : tensor<2x4x16x16xf32>) {
    ^bb0(%in5159: f32, %in5160: f32, %out5161: f32):
      %s5162 = arith.subf %in5159, %in5160 : f32
      linalg.yield %s5162 : f32
    } -> tensor<2x4x16x16xf32> loc("backward.layer1.1.bn1")
    %t5164 = tensor.empty() : tensor<2x4x16x16xf32> loc("backward.layer1.1.bn1")
    %t5169 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t5163, %t5139 : tensor<2x4x16x16xf32>, tensor<1x4x1x1xf32>) outs(%t5164 : tensor<2x4x16x16xf32>) {
    ^bb0(%in5165: f32, %in5166: f32, %out5167: f32):
      %s5168 = arith.mulf %in5165, %in5166 : f32
      linalg.yield %s5168 : f32
    } -> tensor<2x4x16x16xf32> loc("backward.layer1.1.bn1")
    %t5170 = tensor.empty() : tensor<4xf32> loc("backward.layer1.1.bn1")
    %t5175 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t5100, %t499 : tensor<4xf32>, tensor<4xf32>) outs(%t5170 : tensor<4xf32>) {
    ^bb0(%in5171: f32, %in5172: f32, %out5173: f32):
      %s5174 = arith.mulf %in5171, %in5172 : f32
      linalg.yield %s5174 : f32
    } -> tensor<4xf32> loc("backward.layer1.1.bn1")
    %t5176 = tensor.empty() : tensor<2x4x20x20xf32> loc("backward.layer1.1.conv1")
    %c5177 = arith.constant 0.000000000e+00 : f32 loc("backward.layer1.1.conv1")
    %t5178 = linalg.fill ins(%c5177 : f32) outs(%t5176 : tensor<2x4x20x20xf32>) -> tensor<2x4x20x20xf32> loc("backward.layer1.1.conv1")
    %t5179 = tensor.insert_slice %t5169 into %t5178[0, 0, 2, 2] [2, 4, 16, 16] [1, 1, 1, 1] : tensor<2x4x16x16xf32> into tensor<2x4x20x20xf32> loc("backward.layer1.1.conv1")
    %t5180 = tensor.empty() : tensor<4x4x3x3xf32> loc("backward.layer1.1.conv1")
    %t5183 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d0, -d2 + 2, -d3 + 2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%primals_10 : tensor<4x4x3x3xf32>) outs(%t5180 : tensor<4x4x3x3xf32>) {
    ^bb0(%in5181: f32, %out5182: f32):
      linalg.yield %in5181 : f32
    } -> tensor<4x4x3x3xf32> loc("backward.layer1.1.conv1")
    %t5184 = tensor.empty() : tensor<2x4x18x18xf32> loc("backward.layer1.1.conv1")
    %c5185 = arith.constant 0.000000000e+00 : f32 loc("backward.layer1.1.conv1")
    %t5186 = linalg.fill ins(%c5185 : f32) outs(%t5184 : tensor<2x4x18x18xf32>) -> tensor<2x4x18x18xf32> loc("backward.layer1.1.conv1")
    %t5187 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%t5179, %t5183 : tensor<2x4x20x20xf32>, tensor<4x4x3x3xf32>) outs(%t5186 : tensor<2x4x18x18xf32>) -> tensor<2x4x18x18xf32> loc("backward.layer1.1.conv1")
    %t5188 = tensor.extract_slice %t5187[0, 0, 1, 1] [2, 4, 16, 16] [1, 1, 1, 1] : tensor<2x4x18x18xf32> to tensor<2x4x16x16xf32> loc("backward.layer1.1.conv1")
    %t5189 = tensor.empty() : tensor<2x4x18x18xf32> loc("backward.layer1.1.conv1")
    %c5190 = arith.constant 0.000000000e+00 : f32 loc("backward.layer1.1.conv1")
    %t5191 = linalg.fill ins(%c5190 : f32) outs(%t5189 : tensor<2x4x18x18xf32>) -> tensor<2x4x18x18xf32> loc("backward.layer1.1.conv1")
    %t5192 = tensor.insert_slice %t417 into %t5191[0, 0, 1, 1] [2, 4, 16, 16] [1, 1, 1, 1] : tensor<2x4x16x16xf32> into tensor<2x4x18x18xf32> loc("backward.layer1.1.conv1")
    %t5193 = tensor.empty() : tensor<4x4x3x3xf32> loc("backward.layer1.1.conv1")
    %c5194 = arith.constant 0.000000000e+00 : f32 loc("backward.layer1.1.conv1")
    %t5195 = linalg.fill ins(%c5194 : f32) outs(%t5193 : tensor<4x4x3x3xf32>) -> tensor<4x4x3x3xf32> loc("backward.layer1.1.conv1")
    %t5201 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d0, d5, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d1, d5 * 1 + d2 * 1, d6 * 1 + d3 * 1)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%t5169, %t5192 : tensor<2x4x16x16xf32>, tensor<2x4x18x18xf32>) outs(%t5195 : tensor<4x4x3x3xf32>) {
    ^bb0(%in5196: f32, %in5197: f32, %out5198: f32):
      %s5199 = arith.mulf %in5196, %in5197 : f32
      %s5200 = arith.addf %out5198, %s5199 : f32
      linalg.yield %s5200 : f32
    } -> tensor<4x4x3x3xf32> loc("backward.layer1.1.conv1")
    %t5202 = tensor.empty() : tensor<2x4x16x16xf32> loc("backward.add_34")
    %t5207 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4927, %t5188 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%t5202 : tensor<2x4x16x16xf32>) {
    ^bb0(%in5203: f32, %in5204: f32, %out5205: f32):
      %s5206 = arith.addf %in5203, %in5204 : f32
      linalg.yield %s5206 : f32
    } -> tensor<2x4x16x16xf32> loc("backward.add_34")
    %t5208 = tensor.empty() : tensor<2x4x16x16xi1> loc("backward.layer1.0.relu")
    %t5213 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t417 : tensor<2x4x16x16xf32>) outs(%t5208 : tensor<2x4x16x16xi1>) {
    ^bb0(%in5209: f32, %out5210: i1):
      %s5211 = arith.constant 0.000000000e+00 : f32
      %s5212 = arith.cmpf ole, %in5209, %s5211 : f32
      linalg.yield %s5212 : i1
    } -> tensor<2x4x16x16xi1> loc("backward.layer1.0.relu")
    %cst5214 = arith.constant dense<0.000000000e+00> : tensor<f32> loc("backward.layer1.0.relu")
    %t5215 = tensor.empty() : tensor<2x4x16x16xf32> loc("backward.layer1.0.relu")
    %t5221 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t5213, %cst5214, %t5207 : tensor<2x4x16x16xi1>, tensor<f32>, tensor<2x4x16x16xf32>) outs(%t5215 : tensor<2x4x16x16xf32>) {
    ^bb0(%in5216: i1, %in5217: f32, %in5218: f32, %out5219: f32):
      %s5220 = arith.select %in5216, %in5217, %in5218 : f32
      linalg.yield %s5220 : f32
    } -> tensor<2x4x16x16xf32> loc("backward.layer1.0.relu")
    %t5222 = tensor.expand_shape %t370 [[0, 1]] output_shape [1, 4] : tensor<4xf32> into tensor<1x4xf32> loc("backward.layer1.0.bn2")
    %t5223 = tensor.expand_shape %t5222 [[0], [1, 2]] output_shape [1, 4, 1] : tensor<1x4xf32> into tensor<1x4x1xf32> loc("backward.layer1.0.bn2")
    %t5224 = tensor.expand_shape %t5223 [[0], [1], [2, 3]] output_shape [1, 4, 1, 1] : tensor<1x4x1xf32> into tensor<1x4x1x1xf32> loc("backward.layer1.0.bn2")
    %t5225 = tensor.empty() : tensor<4xf32> loc("backward.layer1.0.bn2")
    %c5226 = arith.constant 0.000000000e+00 : f32 loc("backward.layer1.0.bn2")
    %t5227 = linalg.fill ins(%c5226 : f32) outs(%t5225 : tensor<4xf32>) -> tensor<4xf32> loc("backward.layer1.0.bn2")
    %t5231 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t5221 : tensor<2x4x16x16xf32>) outs(%t5227 : tensor<4xf32>) {
    ^bb0(%in5228: f32, %out5229: f32):
      %s5230 = arith.addf %out5229, %in5228 : f32
      linalg.yield %s5230 : f32
    } -> tensor<4xf32> loc("backward.layer1.0.bn2")
    %t5232 = tensor.empty() : tensor<2x4x16x16xf32> loc("backward.layer1.0.bn2")
    %t5237 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t297, %t5224 : tensor<2x4x16x16xf32>, tensor<1x4x1x1xf32>) outs(%t5232 : tensor<2x4x16x16xf32>) {
    ^bb0(%in5233: f32, %in5234: f32, %out5235: f32):
      %s5236 = arith.subf %in5233, %in5234 : f32
      linalg.yield %s5236 : f32
    } -> tensor<2x4x16x16xf32> loc("backward.layer1.0.bn2")
    %t5238 = tensor.empty() : tensor<2x4x16x16xf32> loc("backward.layer1.0.bn2")
    %t5243 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t5221, %t5237 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%t5238 : tensor<2x4x16x16xf32>) {
    ^bb0(%in5239: f32, %in5240: f32, %out5241: f32):
      %s5242 = arith.mulf %in5239, %in5240 : f32
      linalg.yield %s5242 : f32
    } -> tensor<2x4x16x16xf32> loc("backward.layer1.0.bn2")
    %t5244 = tensor.empty() : tensor<4xf32> loc("backward.layer1.0.bn2")
    %c5245 = arith.constant 0.000000000e+00 : f32 loc("backward.layer1.0.bn2")
    %t5246 = linalg.fill ins(%c5245 : f32) outs(%t5244 : tensor<4xf32>) -> tensor<4xf32> loc("backward.layer1.0.bn2")
    %t5250 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t5243 : tensor<2x4x16x16xf32>) outs(%t5246 : tensor<4xf32>) {
    ^bb0(%in5247: f32, %out5248: f32):
      %s5249 = arith.addf %out5248, %in5247 : f32
      linalg.yield %s5249 : f32
    } -> tensor<4xf32> loc("backward.layer1.0.bn2")
    %t5251 = tensor.empty() : tensor<4xf32> loc("backward.layer1.0.bn2")
    %t5256 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t5231 : tensor<4xf32>) outs(%t5251 : tensor<4xf32>) {
    ^bb0(%in5252: f32, %out5253: f32):
      %s5254 = arith.constant 1.953125000e-03 : f32
      %s5255 = arith.mulf %in5252, %s5254 : f32
      linalg.yield %s5255 : f32
    } -> tensor<4xf32> loc("backward.layer1.0.bn2")
    %t5257 = tensor.expand_shape %t5256 [[0, 1]] output_shape [1, 4] : tensor<4xf32> into tensor<1x4xf32> loc("backward.layer1.0.bn2")
    %t5258 = tensor.expand_shape %t5257 [[0], [1, 2]] output_shape [1, 4, 1] : tensor<1x4xf32> into tensor<1x4x1xf32> loc("backward.layer1.0.bn2")
    %t5259 = tensor.expand_shape %t5258 [[0], [1], [2, 3]] output_shape [1, 4, 1, 1] : tensor<1x4x1xf32> into tensor<1x4x1x1xf32> loc("backward.layer1.0.bn2")
    %t5260 = tensor.empty() : tensor<4xf32> loc("backward.layer1.0.bn2")
    %t5265 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t5250 : tensor<4xf32>) outs(%t5260 : tensor<4xf32>) {
    ^bb0(%in5261: f32, %out5262: f32):
      %s5263 = arith.constant 1.953125000e-03 : f32
      %s5264 = arith.mulf %in5261, %s5263 : f32
      linalg.yield %s5264 : f32
    } -> tensor<4xf32> loc("backward.layer1.0.bn2")
    %t5266 = tensor.empty() : tensor<4xf32> loc("backward.layer1.0.bn2")
    %t5271 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t371, %t371 : tensor<4xf32>, tensor<4xf32>) outs(%t5266 : tensor<4xf32>) {
    ^bb0(%in5267: f32, %in5268: f32, %out5269: f32):
      %s5270 = arith.mulf %in5267, %in5268 : f32
      linalg.yield %s5270 : f32
    } -> tensor<4xf32> loc("backward.layer1.0.bn2")
    %t5272 = tensor.empty() : tensor<4xf32> loc("backward.layer1.0.bn2")
    %t5277 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t5265, %t5271 : tensor<4xf32>, tensor<4xf32>) outs(%t5272 : tensor<4xf32>) {
    ^bb0(%in5273: f32, %in5274: f32, %out5275: f32):
      %s5276 = arith.mulf %in5273, %in5274 : f32
      linalg.yield %s5276 : f32
    } -> tensor<4xf32> loc("backward.layer1.0.bn2")
    %t5278 = tensor.expand_shape %t5277 [[0, 1]] output_shape [1, 4] : tensor<4xf32> into tensor<1x4xf32> loc("backward.layer1.0.bn2")
    %t5279 = tensor.expand_shape %t5278 [[0], [1, 2]] output_shape [1, 4, 1] : tensor<1x4xf32> into tensor<1x4x1xf32> loc("backward.layer1.0.bn2")
    %t5280 = tensor.expand_shape %t5279 [[0], [1], [2, 3]] output_shape [1, 4, 1, 1] : tensor<1x4x1xf32> into tensor<1x4x1x1xf32> loc("backward.layer1.0.bn2")
    %t5281 = tensor.empty() : tensor<4xf32> loc("backward.layer1.0.bn2")
    %t5286 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t371, %primals_8 : tensor<4xf32>, tensor<4xf32>) outs(%t5281 : tensor<4xf32>) {
    ^bb0(%in5282: f32, %in5283: f32, %out5284: f32):
      %s5285 = arith.mulf %in5282, %in5283 : f32
      linalg.yield %s5285 : f32
    } -> tensor<4xf32> loc("backward.layer1.0.bn2")
    %t5287 = tensor.expand_shape %t5286 [[0, 1]] output_shape [1, 4] : tensor<4xf32> into tensor<1x4xf32> loc("backward.layer1.0.bn2")
    %t5288 = tensor.expand_shape %t5287 [[0], [1, 2]] output_shape [1, 4, 1] : tensor<1x4xf32> into tensor<1x4x1xf32> loc("backward.layer1.0.bn2")
    %t5289 = tensor.expand_shape %t5288 [[0], [1], [2, 3]] output_shape [1, 4, 1, 1] : tensor<1x4x1xf32> into tensor<1x4x1x1xf32> loc("backward.layer1.0.bn2")
    %t5290 = tensor.empty() : tensor<2x4x16x16xf32> loc("backward.layer1.0.bn2")
    %t5295 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t297, %t5224 : tensor<2x4x16x16xf32>, tensor<1x4x1x1xf32>) outs(%t5290 : tensor<2x4x16x16xf32>) {
    ^bb0(%in5291: f32, %in5292: f32, %out5293: f32):
      %s5294 = arith.subf %in5291, %in5292 : f32
      linalg.yield %s5294 : f32
    } -> tensor<2x4x16x16xf32> loc("backward.layer1.0.bn2")
    %t5296 = tensor.empty() : tensor<2x4x16x16xf32> loc("backward.layer1.0.bn2")
    %t5301 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t5295, %t5280 : tensor<2x4x16x16xf32>, tensor<1x4x1x1xf32>) outs(%t5296 : tensor<2x4x16x16xf32>) {
    ^bb0(%in5297: f32, %in5298: f32, %out5299: f32):
      %s5300 = arith.mulf %in5297, %in5298 : f32
      linalg.yield %s5300 : f32
    } -> tensor<2x4x16x16xf32> loc("backward.layer1.0.bn2")
    %t5302 = tensor.empty() : tensor<2x4x16x16xf32> loc("backward.layer1.0.bn2")
    %t5307 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t5221, %t5301 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%t5302 : tensor<2x4x16x16xf32>) {
    ^bb0(%in5303: f32, %in5304: f32, %out5305: f32):
      %s5306 = arith.subf %in5303, %in5304 : f32
      linalg.yield %s5306 : f32
    } -> tensor<2x4x16x16xf32> loc("backward.layer1.0.bn2")
    %t5308 = tensor.empty() : tensor<2x4x16x16xf32> loc("backward.layer1.0.bn2")
    %t5313 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t5307, %t5259 : tensor<2x4x16x16xf32>, tensor<1x4x1x1xf32>) outs(%t5308 : tensor<2x4x16x16xf32>) {
    ^bb0(%in5309: f32, %in5310: f32, %out5311: f32):
      %s5312 = arith.subf %in5309, %in5310 : f32
      linalg.yield %s5312 : f32
    } -> tensor<2x4x16x16xf32> loc("backward.layer1.0.bn2")
    %t5314 = tensor.empty() : tensor<2x4x16x16xf32> loc("backward.layer1.0.bn2")
    %t5319 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t5313, %t5289 : tensor<2x4x16x16xf32>, tensor<1x4x1x1xf32>) outs(%t5314 : tensor<2x4x16x16xf32>) {
    ^bb0(%in5315: f32, %in5316: f32, %out5317: f32):
      %s5318 = arith.mulf %in5315, %in5316 : f32
      linalg.yield %s5318 : f32
    } -> tensor<2x4x16x16xf32> loc("backward.layer1.0.bn2")
    %t5320 = tensor.empty() : tensor<4xf32> loc("backward.layer1.0.bn2")
    %t5325 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t5250, %t371 : tensor<4xf32>, tensor<4xf32>) outs(%t5320 : tensor<4xf32>) {
    ^bb0(%in5321: f32, %in5322: f32, %out5323: f32):
      %s5324 = arith.mulf %in5321, %in5322 : f32
      linalg.yield %s5324 : f32
    } -> tensor<4xf32> loc("backward.layer1.0.bn2")
    %t5326 = tensor.empty() : tensor<2x4x20x20xf32> loc("backward.layer1.0.conv2")
    %c5327 = arith.constant 0.000000000e+00 : f32 loc("backward.layer1.0.conv2")
    %t5328 = linalg.fill ins(%c5327 : f32) outs(%t5326 : tensor<2x4x20x20xf32>) -> tensor<2x4x20x20xf32> loc("backward.layer1.0.conv2")
    %t5329 = tensor.insert_slice %t5319 into %t5328[0, 0, 2, 2] [2, 4, 16, 16] [1, 1, 1, 1] : tensor<2x4x16x16xf32> into tensor<2x4x20x20xf32> loc("backward.layer1.0.conv2")
    %t5330 = tensor.empty() : tensor<4x4x3x3xf32> loc("backward.layer1.0.conv2")
    %t5333 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d0, -d2 + 2, -d3 + 2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%primals_7 : tensor<4x4x3x3xf32>) outs(%t5330 : tensor<4x4x3x3xf32>) {
    ^bb0(%in5331: f32, %out5332: f32):
      linalg.yield %in5331 : f32
    } -> tensor<4x4x3x3xf32> loc("backward.layer1.0.conv2")
    %t5334 = tensor.empty() : tensor<2x4x18x18xf32> loc("backward.layer1.0.conv2")
    %c5335 = arith.constant 0.000000000e+00 : f32 loc("backward.layer1.0.conv2")
    %t5336 = linalg.fill ins(%c5335 : f32) outs(%t5334 : tensor<2x4x18x18xf32>) -> tensor<2x4x18x18xf32> loc("backward.layer1.0.conv2")
    %t5337 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%t5329, %t5333 : tensor<2x4x20x20xf32>, tensor<4x4x3x3xf32>) outs(%t5336 : tensor<2x4x18x18xf32>) -> tensor<2x4x18x18xf32> loc("backward.layer1.0.conv2")
    %t5338 = tensor.extract_slice %t5337[0, 0, 1, 1] [2, 4, 16, 16] [1, 1, 1, 1] : tensor<2x4x18x18xf32> to tensor<2x4x16x16xf32> loc("backward.layer1.0.conv2")
    %t5339 = tensor.empty() : tensor<2x4x18x18xf32> loc("backward.layer1.0.conv2")
    %c5340 = arith.constant 0.000000000e+00 : f32 loc("backward.layer1.0.conv2")
    %t5341 = linalg.fill ins(%c5340 : f32) outs(%t5339 : tensor<2x4x18x18xf32>) -> tensor<2x4x18x18xf32> loc("backward.layer1.0.conv2")
    %t5342 = tensor.insert_slice %t289 into %t5341[0, 0, 1, 1] [2, 4, 16, 16] [1, 1, 1, 1] : tensor<2x4x16x16xf32> into tensor<2x4x18x18xf32> loc("backward.layer1.0.conv2")
    %t5343 = tensor.empty() : tensor<4x4x3x3xf32> loc("backward.layer1.0.conv2")
    %c5344 = arith.constant 0.000000000e+00 : f32 loc("backward.layer1.0.conv2")
    %t5345 = linalg.fill ins(%c5344 : f32) outs(%t5343 : tensor<4x4x3x3xf32>) -> tensor<4x4x3x3xf32> loc("backward.layer1.0.conv2")
    %t5351 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d0, d5, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d1, d5 * 1 + d2 * 1, d6 * 1 + d3 * 1)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%t5319, %t5342 : tensor<2x4x16x16xf32>, tensor<2x4x18x18xf32>) outs(%t5345 : tensor<4x4x3x3xf32>) {
    ^bb0(%in5346: f32, %in5347: f32, %out5348: f32):
      %s5349 = arith.mulf %in5346, %in5347 : f32
      %s5350 = arith.addf %out5348, %s5349 : f32
      linalg.yield %s5350 : f32
    } -> tensor<4x4x3x3xf32> loc("backward.layer1.0.conv2")
    %t5352 = tensor.empty() : tensor<2x4x16x16xi1> loc("backward.layer1.0.relu")
    %t5357 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t289 : tensor<2x4x16x16xf32>) outs(%t5352 : tensor<2x4x16x16xi1>) {
    ^bb0(%in5353: f32, %out5354: i1):
      %s5355 = arith.constant 0.000000000e+00 : f32
      %s5356 = arith.cmpf ole, %in5353, %s5355 : f32
      linalg.yield %s5356 : i1
    } -> tensor<2x4x16x16xi1> loc("backward.layer1.0.relu")
    %cst5358 = arith.constant dense<0.000000000e+00> : tensor<f32> loc("backward.layer1.0.relu")
    %t5359 = tensor.empty() : tensor<2x4x16x16xf32> loc("backward.layer1.0.relu")
    %t5365 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t5357, %cst5358, %t5338 : tensor<2x4x16x16xi1>, tensor<f32>, tensor<2x4x16x16xf32>) outs(%t5359 : tensor<2x4x16x16xf32>) {
    ^bb0(%in5360: i1, %in5361: f32, %in5362: f32, %out5363: f32):
      %s5364 = arith.select %in5360, %in5361, %in5362 : f32
      linalg.yield %s5364 : f32
    } -> tensor<2x4x16x16xf32> loc("backward.layer1.0.relu")
    %t5366 = tensor.expand_shape %t248 [[0, 1]] output_shape [1, 4] : tensor<4xf32> into tensor<1x4xf32> loc("backward.layer1.0.bn1")
    %t5367 = tensor.expand_shape %t5366 [[0], [1, 2]] output_shape [1, 4, 1] : tensor<1x4xf32> into tensor<1x4x1xf32> loc("backward.layer1.0.bn1")
    %t5368 = tensor.expand_shape %t5367 [[0], [1], [2, 3]] output_shape [1, 4, 1, 1] : tensor<1x4x1xf32> into tensor<1x4x1x1xf32> loc("backward.layer1.0.bn1")
    %t5369 = tensor.empty() : tensor<4xf32> loc("backward.layer1.0.bn1")
    %c5370 = arith.constant 0.000000000e+00 : f32 loc("backward.layer1.0.bn1")
    %t5371 = linalg.fill ins(%c5370 : f32) outs(%t5369 : tensor<4xf32>) -> tensor<4xf32> loc("backward.layer1.0.bn1")
    %t5375 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t5365 : tensor<2x4x16x16xf32>) outs(%t5371 : tensor<4xf32>) {
    ^bb0(%in5372: f32, %out5373: f32):
      %s5374 = arith.addf %out5373, %in5372 : f32
      linalg.yield %s5374 : f32
    } -> tensor<4xf32> loc("backward.layer1.0.bn1")
    %t5376 = tensor.empty() : tensor<2x4x16x16xf32> loc("backward.layer1.0.bn1")
    %t5381 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t175, %t5368 : tensor<2x4x16x16xf32>, tensor<1x4x1x1xf32>) outs(%t5376 : tensor<2x4x16x16xf32>) {
    ^bb0(%in5377: f32, %in5378: f32, %out5379: f32):
      %s5380 = arith.subf %in5377, %in5378 : f32
      linalg.yield %s5380 : f32
    } -> tensor<2x4x16x16xf32> loc("backward.layer1.0.bn1")
    %t5382 = tensor.empty() : tensor<2x4x16x16xf32> loc("backward.layer1.0.bn1")
    %t5387 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t5365, %t5381 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%t5382 : tensor<2x4x16x16xf32>) {
    ^bb0(%in5383: f32, %in5384: f32, %out5385: f32):
      %s5386 = arith.mulf %in5383, %in5384 : f32
      linalg.yield %s5386 : f32
    } -> tensor<2x4x16x16xf32> loc("backward.layer1.0.bn1")
    %t5388 = tensor.empty() : tensor<4xf32> loc("backward.layer1.0.bn1")
    %c5389 = arith.constant 0.000000000e+00 : f32 loc("backward.layer1.0.bn1")
    %t5390 = linalg.fill ins(%c5389 : f32) outs(%t5388 : tensor<4xf32>) -> tensor<4xf32> loc("backward.layer1.0.bn1")
    %t5394 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t5387 : tensor<2x4x16x16xf32>) outs(%t5390 : tensor<4xf32>) {
    ^bb0(%in5391: f32, %out5392: f32):
      %s5393 = arith.addf %out5392, %in5391 : f32
      linalg.yield %s5393 : f32
    } -> tensor<4xf32> loc("backward.layer1.0.bn1")
    %t5395 = tensor.empty() : tensor<4xf32> loc("backward.layer1.0.bn1")
    %t5400 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t5375 : tensor<4xf32>) outs(%t5395 : tensor<4xf32>) {
    ^bb0(%in5396: f32, %out5397: f32):
      %s5398 = arith.constant 1.953125000e-03 : f32
      %s5399 = arith.mulf %in5396, %s5398 : f32
      linalg.yield %s5399 : f32
    } -> tensor<4xf32> loc("backward.layer1.0.bn1")
    %t5401 = tensor.expand_shape %t5400 [[0, 1]] output_shape [1, 4] : tensor<4xf32> into tensor<1x4xf32> loc("backward.layer1.0.bn1")
    %t5402 = tensor.expand_shape %t5401 [[0], [1, 2]] output_shape [1, 4, 1] : tensor<1x4xf32> into tensor<1x4x1xf32> loc("backward.layer1.0.bn1")
    %t5403 = tensor.expand_shape %t5402 [[0], [1], [2, 3]] output_shape [1, 4, 1, 1] : tensor<1x4x1xf32> into tensor<1x4x1x1xf32> loc("backward.layer1.0.bn1")
    %t5404 = tensor.empty() : tensor<4xf32> loc("backward.layer1.0.bn1")
    %t5409 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t5394 : tensor<4xf32>) outs(%t5404 : tensor<4xf32>) {
    ^bb0(%in5405: f32, %out5406: f32):
      %s5407 = arith.constant 1.953125000e-03 : f32
      %s5408 = arith.mulf %in5405, %s5407 : f32
      linalg.yield %s5408 : f32
    } -> tensor<4xf32> loc("backward.layer1.0.bn1")
    %t5410 = tensor.empty() : tensor<4xf32> loc("backward.layer1.0.bn1")
    %t5415 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t249, %t249 : tensor<4xf32>, tensor<4xf32>) outs(%t5410 : tensor<4xf32>) {
    ^bb0(%in5411: f32, %in5412: f32, %out5413: f32):
      %s5414 = arith.mulf %in5411, %in5412 : f32
      linalg.yield %s5414 : f32
    } -> tensor<4xf32> loc("backward.layer1.0.bn1")
    %t5416 = tensor.empty() : tensor<4xf32> loc("backward.layer1.0.bn1")
    %t5421 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t5409, %t5415 : tensor<4xf32>, tensor<4xf32>) outs(%t5416 : tensor<4xf32>) {
    ^bb0(%in5417: f32, %in5418: f32, %out5419: f32):
      %s5420 = arith.mulf %in5417, %in5418 : f32
      linalg.yield %s5420 : f32
    } -> tensor<4xf32> loc("backward.layer1.0.bn1")
    %t5422 = tensor.expand_shape %t5421 [[0, 1]] output_shape [1, 4] : tensor<4xf32> into tensor<1x4xf32> loc("backward.layer1.0.bn1")
    %t5423 = tensor.expand_shape %t5422 [[0], [1, 2]] output_shape [1, 4, 1] : tensor<1x4xf32> into tensor<1x4x1xf32> loc("backward.layer1.0.bn1")
    %t5424 = tensor.expand_shape %t5423 [[0], [1], [2, 3]] output_shape [1, 4, 1, 1] : tensor<1x4x1xf32> into tensor<1x4x1x1xf32> loc("backward.layer1.0.bn1")
    %t5425 = tensor.empty() : tensor<4xf32> loc("backward.layer1.0.bn1")
    %t5430 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t249, %primals_5 : tensor<4xf32>, tensor<4xf32>) outs(%t5425 : tensor<4xf32>) {
    ^bb0(%in5426: f32, %in5427: f32, %out5428: f32):
      %s5429 = arith.mulf %in5426, %in5427 : f32
      linalg.yield %s5429 : f32
    } -> tensor<4xf32> loc("backward.layer1.0.bn1")
    %t5431 = tensor.expand_shape %t5430 [[0, 1]] output_shape [1, 4] : tensor<4xf32> into tensor<1x4xf32> loc("backward.layer1.0.bn1")
    %t5432 = tensor.expand_shape %t5431 [[0], [1, 2]] output_shape [1, 4, 1] : tensor<1x4xf32> into tensor<1x4x1xf32> loc("backward.layer1.0.bn1")
    %t5433 = tensor.expand_shape %t5432 [[0], [1], [2, 3]] output_shape [1, 4, 1, 1] : tensor<1x4x1xf32> into tensor<1x4x1x1xf32> loc("backward.layer1.0.bn1")
    %t5434 = tensor.empty() : tensor<2x4x16x16xf32> loc("backward.layer1.0.bn1")
    %t5439 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t175, %t5368 : tensor<2x4x16x16xf32>, tensor<1x4x1x1xf32>) outs(%t5434 : tensor<2x4x16x16xf32>) {
    ^bb0(%in5435: f32, %in5436: f32, %out5437: f32):
      %s5438 = arith.subf %in5435, %in5436 : f32
      linalg.yield %s5438 : f32
    } -> tensor<2x4x16x16xf32> loc("backward.layer1.0.bn1")
    %t5440 = tensor.empty() : tensor<2x4x16x16xf32> loc("backward.layer1.0.bn1")
    %t5445 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t5439, %t5424 : tensor<2x4x16x16xf32>, tensor<1x4x1x1xf32>) outs(%t5440 : tensor<2x4x16x16xf32>) {
    ^bb0(%in5441: f32, %in5442: f32, %out5443: f32):
      %s5444 = arith.mulf %in5441, %in5442 : f32
      linalg.yield %s5444 : f32
    } -> tensor<2x4x16x16xf32> loc("backward.layer1.0.bn1")
    %t5446 = tensor.empty() : tensor<2x4x16x16xf32> loc("backward.layer1.0.bn1")
    %t5451 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t5365, %t5445 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%t5446 : tensor<2x4x16x16xf32>) {
    ^bb0(%in5447: f32, %in5448: f32, %out5449: f32):
      %s5450 = arith.subf %in5447, %in5448 : f32
      linalg.yield %s5450 : f32
    } -> tensor<2x4x16x16xf32> loc("backward.layer1.0.bn1")
    %t5452 = tensor.empty() : tensor<2x4x16x16xf32> loc("backward.layer1.0.bn1")
    %t5457 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t5451, %t5403 : tensor<2x4x16x16xf32>, tensor<1x4x1x1xf32>) outs(%t5452 : tensor<2x4x16x16xf32>) {
    ^bb0(%in5453: f32, %in5454: f32, %out5455: f32):
      %s5456 = arith.subf %in5453, %in5454 : f32
      linalg.yield %s5456 : f32
    } -> tensor<2x4x16x16xf32> loc("backward.layer1.0.bn1")
    %t5458 = tensor.empty() : tensor<2x4x16x16xf32> loc("backward.layer1.0.bn1")
    %t5463 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t5457, %t5433 : tensor<2x4x16x16xf32>, tensor<1x4x1x1xf32>) outs(%t5458 : tensor<2x4x16x16xf32>) {
    ^bb0(%in5459: f32, %in5460: f32, %out5461: f32):
      %s5462 = arith.mulf %in5459, %in5460 : f32
      linalg.yield %s5462 : f32
    } -> tensor<2x4x16x16xf32> loc("backward.layer1.0.bn1")
    %t5464 = tensor.empty() : tensor<4xf32> loc("backward.layer1.0.bn1")
    %t5469 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t5394, %t249 : tensor<4xf32>, tensor<4xf32>) outs(%t5464 : tensor<4xf32>) {
    ^bb0(%in5465: f32, %in5466: f32, %out5467: f32):
      %s5468 = arith.mulf %in5465, %in5466 : f32
      linalg.yield %s5468 : f32
    } -> tensor<4xf32> loc("backward.layer1.0.bn1")
    %t5470 = tensor.empty() : tensor<2x4x20x20xf32> loc("backward.layer1.0.conv1")
    %c5471 = arith.constant 0.000000000e+00 : f32 loc("backward.layer1.0.conv1")
    %t5472 = linalg.fill ins(%c5471 : f32) outs(%t5470 : tensor<2x4x20x20xf32>) -> tensor<2x4x20x20xf32> loc("backward.layer1.0.conv1")
    %t5473 = tensor.insert_slice %t5463 into %t5472[0, 0, 2, 2] [2, 4, 16, 16] [1, 1, 1, 1] : tensor<2x4x16x16xf32> into tensor<2x4x20x20xf32> loc("backward.layer1.0.conv1")
    %t5474 = tensor.empty() : tensor<4x4x3x3xf32> loc("backward.layer1.0.conv1")
    %t5477 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d0, -d2 + 2, -d3 + 2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%primals_4 : tensor<4x4x3x3xf32>) outs(%t5474 : tensor<4x4x3x3xf32>) {
    ^bb0(%in5475: f32, %out5476: f32):
      linalg.yield %in5475 : f32
    } -> tensor<4x4x3x3xf32> loc("backward.layer1.0.conv1")
    %t5478 = tensor.empty() : tensor<2x4x18x18xf32> loc("backward.layer1.0.conv1")
    %c5479 = arith.constant 0.000000000e+00 : f32 loc("backward.layer1.0.conv1")
    %t5480 = linalg.fill ins(%c5479 : f32) outs(%t5478 : tensor<2x4x18x18xf32>) -> tensor<2x4x18x18xf32> loc("backward.layer1.0.conv1")
    %t5481 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%t5473, %t5477 : tensor<2x4x20x20xf32>, tensor<4x4x3x3xf32>) outs(%t5480 : tensor<2x4x18x18xf32>) -> tensor<2x4x18x18xf32> loc("backward.layer1.0.conv1")
    %t5482 = tensor.extract_slice %t5481[0, 0, 1, 1] [2, 4, 16, 16] [1, 1, 1, 1] : tensor<2x4x18x18xf32> to tensor<2x4x16x16xf32> loc("backward.layer1.0.conv1")
    %t5483 = tensor.empty() : tensor<2x4x18x18xf32> loc("backward.layer1.0.conv1")
    %c5484 = arith.constant 0.000000000e+00 : f32 loc("backward.layer1.0.conv1")
    %t5485 = linalg.fill ins(%c5484 : f32) outs(%t5483 : tensor<2x4x18x18xf32>) -> tensor<2x4x18x18xf32> loc("backward.layer1.0.conv1")
    %t5486 = tensor.insert_slice %t135 into %t5485[0, 0, 1, 1] [2, 4, 16, 16] [1, 1, 1, 1] : tensor<2x4x16x16xf32> into tensor<2x4x18x18xf32> loc("backward.layer1.0.conv1")
    %t5487 = tensor.empty() : tensor<4x4x3x3xf32> loc("backward.layer1.0.conv1")
    %c5488 = arith.constant 0.000000000e+00 : f32 loc("backward.layer1.0.conv1")
    %t5489 = linalg.fill ins(%c5488 : f32) outs(%t5487 : tensor<4x4x3x3xf32>) -> tensor<4x4x3x3xf32> loc("backward.layer1.0.conv1")
    %t5495 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d0, d5, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d1, d5 * 1 + d2 * 1, d6 * 1 + d3 * 1)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%t5463, %t5486 : tensor<2x4x16x16xf32>, tensor<2x4x18x18xf32>) outs(%t5489 : tensor<4x4x3x3xf32>) {
    ^bb0(%in5490: f32, %in5491: f32, %out5492: f32):
      %s5493 = arith.mulf %in5490, %in5491 : f32
      %s5494 = arith.addf %out5492, %s5493 : f32
      linalg.yield %s5494 : f32
    } -> tensor<4x4x3x3xf32> loc("backward.layer1.0.conv1")
    %t5496 = tensor.empty() : tensor<2x4x16x16xf32> loc("backward.add_35")
    %t5501 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t5221, %t5482 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%t5496 : tensor<2x4x16x16xf32>) {
    ^bb0(%in5497: f32, %in5498: f32, %out5499: f32):
      %s5500 = arith.addf %in5497, %in5498 : f32
      linalg.yield %s5500 : f32
    } -> tensor<2x4x16x16xf32> loc("backward.add_35")
    %t5502 = tensor.empty() : tensor<2x4x31x31xf32> loc("backward.maxpool")
    %c5503 = arith.constant 0.000000000e+00 : f32 loc("backward.maxpool")
    %t5504 = linalg.fill ins(%c5503 : f32) outs(%t5502 : tensor<2x4x31x31xf32>) -> tensor<2x4x31x31xf32> loc("backward.maxpool")
    %t5505 = tensor.insert_slice %t5501 into %t5504[0, 0, 0, 0] [2, 4, 16, 16] [1, 1, 2, 2] : tensor<2x4x16x16xf32> into tensor<2x4x31x31xf32> loc("backward.maxpool")
    %t5506 = tensor.empty() : tensor<2x4x35x35xf32> loc("backward.maxpool")
    %c5507 = arith.constant 0.000000000e+00 : f32 loc("backward.maxpool")
    %t5508 = linalg.fill ins(%c5507 : f32) outs(%t5506 : tensor<2x4x35x35xf32>) -> tensor<2x4x35x35xf32> loc("backward.maxpool")
    %t5509 = tensor.insert_slice %t5505 into %t5508[0, 0, 2, 2] [2, 4, 31, 31] [1, 1, 1, 1] : tensor<2x4x31x31xf32> into tensor<2x4x35x35xf32> loc("backward.maxpool")
    %t5510 = tensor.empty() : tensor<2x4x31x31xi64> loc("backward.maxpool")
    %c5511 = arith.constant -4611686018427387904 : i64 loc("backward.maxpool")
    %t5512 = linalg.fill ins(%c5511 : i64) outs(%t5510 : tensor<2x4x31x31xi64>) -> tensor<2x4x31x31xi64> loc("backward.maxpool")
    %t5513 = tensor.insert_slice %t167 into %t5512[0, 0, 0, 0] [2, 4, 16, 16] [1, 1, 2, 2] : tensor<2x4x16x16xi64> into tensor<2x4x31x31xi64> loc("backward.maxpool")
    %t5514 = tensor.empty() : tensor<2x4x35x35xi64> loc("backward.maxpool")
    %c5515 = arith.constant -4611686018427387904 : i64 loc("backward.maxpool")
    %t5516 = linalg.fill ins(%c5515 : i64) outs(%t5514 : tensor<2x4x35x35xi64>) -> tensor<2x4x35x35xi64> loc("backward.maxpool")
    %t5517 = tensor.insert_slice %t5513 into %t5516[0, 0, 2, 2] [2, 4, 31, 31] [1, 1, 1, 1] : tensor<2x4x31x31xi64> into tensor<2x4x35x35xi64> loc("backward.maxpool")
    %t5518 = tensor.empty() : tensor<3x3xf32> loc("backward.maxpool")
    %t5519 = tensor.empty() : tensor<2x4x33x33xf32> loc("backward.maxpool")
    %c5520 = arith.constant 0.000000000e+00 : f32 loc("backward.maxpool")
    %t5521 = linalg.fill ins(%c5520 : f32) outs(%t5519 : tensor<2x4x33x33xf32>) -> tensor<2x4x33x33xf32> loc("backward.maxpool")
    %t5541 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2 - d4 * 1 + 2, d3 - d5 * 1 + 2)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2 - d4 * 1 + 2, d3 - d5 * 1 + 2)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%t5509, %t5517, %t5518 : tensor<2x4x35x35xf32>, tensor<2x4x35x35xi64>, tensor<3x3xf32>) outs(%t5521 : tensor<2x4x33x33xf32>) {
    ^bb0(%in5522: f32, %in5523: i64, %in5524: f32, %out5525: f32):
      %s5526 = linalg.index 2 : index
      %s5527 = arith.index_cast %s5526 : index to i64
      %s5528 = arith.constant 1 : i64
      %s5529 = arith.subi %s5527, %s5528 : i64
      %s5530 = linalg.index 3 : index
      %s5531 = arith.index_cast %s5530 : index to i64
      %s5532 = arith.constant 1 : i64
      %s5533 = arith.subi %s5531, %s5532 : i64
      %s5534 = arith.constant 32 : i64
      %s5535 = arith.muli %s5529, %s5534 : i64
      %s5536 = arith.addi %s5535, %s5533 : i64
      %s5537 = arith.cmpi eq, %in5523, %s5536 : i64
      %s5538 = arith.constant 0.000000000e+00 : f32
      %s5539 = arith.select %s5537, %in5522, %s5538 : f32
      %s5540 = arith.addf %out5525, %s5539 : f32
      linalg.yield %s5540 : f32
    } -> tensor<2x4x33x33xf32> loc("backward.maxpool")
    %t5542 = tensor.extract_slice %t5541[0, 0, 1, 1] [2, 4, 32, 32] [1, 1, 1, 1] : tensor<2x4x33x33xf32> to tensor<2x4x32x32xf32> loc("backward.maxpool")
    %t5543 = tensor.empty() : tensor<2x4x32x32xi1> loc("backward.relu")
    %t5548 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t122 : tensor<2x4x32x32xf32>) outs(%t5543 : tensor<2x4x32x32xi1>) {
    ^bb0(%in5544: f32, %out5545: i1):
      %s5546 = arith.constant 0.000000000e+00 : f32
      %s5547 = arith.cmpf ole, %in5544, %s5546 : f32
      linalg.yield %s5547 : i1
    } -> tensor<2x4x32x32xi1> loc("backward.relu")
    %cst5549 = arith.constant dense<0.000000000e+00> : tensor<f32> loc("backward.relu")
    %t5550 = tensor.empty() : tensor<2x4x32x32xf32> loc("backward.relu")
    %t5556 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t5548, %cst5549, %t5542 : tensor<2x4x32x32xi1>, tensor<f32>, tensor<2x4x32x32xf32>) outs(%t5550 : tensor<2x4x32x32xf32>) {
    ^bb0(%in5551: i1, %in5552: f32, %in5553: f32, %out5554: f32):
      %s5555 = arith.select %in5551, %in5552, %in5553 : f32
      linalg.yield %s5555 : f32
    } -> tensor<2x4x32x32xf32> loc("backward.relu")
    %t5557 = tensor.expand_shape %t81 [[0, 1]] output_shape [1, 4] : tensor<4xf32> into tensor<1x4xf32> loc("backward.bn1")
    %t5558 = tensor.expand_shape %t5557 [[0], [1, 2]] output_shape [1, 4, 1] : tensor<1x4xf32> into tensor<1x4x1xf32> loc("backward.bn1")
    %t5559 = tensor.expand_shape %t5558 [[0], [1], [2, 3]] output_shape [1, 4, 1, 1] : tensor<1x4x1xf32> into tensor<1x4x1x1xf32> loc("backward.bn1")
    %t5560 = tensor.empty() : tensor<4xf32> loc("backward.bn1")
    %c5561 = arith.constant 0.000000000e+00 : f32 loc("backward.bn1")
    %t5562 = linalg.fill ins(%c5561 : f32) outs(%t5560 : tensor<4xf32>) -> tensor<4xf32> loc("backward.bn1")
    %t5566 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t5556 : tensor<2x4x32x32xf32>) outs(%t5562 : tensor<4xf32>) {
    ^bb0(%in5563: f32, %out5564: f32):
      %s5565 = arith.addf %out5564, %in5563 : f32
      linalg.yield %s5565 : f32
    } -> tensor<4xf32> loc("backward.bn1")
    %t5567 = tensor.empty() : tensor<2x4x32x32xf32> loc("backward.bn1")
    %t5572 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t8, %t5559 : tensor<2x4x32x32xf32>, tensor<1x4x1x1xf32>) outs(%t5567 : tensor<2x4x32x32xf32>) {
    ^bb0(%in5568: f32, %in5569: f32, %out5570: f32):
      %s5571 = arith.subf %in5568, %in5569 : f32
      linalg.yield %s5571 : f32
    } -> tensor<2x4x32x32xf32> loc("backward.bn1")
    %t5573 = tensor.empty() : tensor<2x4x32x32xf32> loc("backward.bn1")
    %t5578 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t5556, %t5572 : tensor<2x4x32x32xf32>, tensor<2x4x32x32xf32>) outs(%t5573 : tensor<2x4x32x32xf32>) {
    ^bb0(%in5574: f32, %in5575: f32, %out5576: f32):
      %s5577 = arith.mulf %in5574, %in5575 : f32
      linalg.yield %s5577 : f32
    } -> tensor<2x4x32x32xf32> loc("backward.bn1")
    %t5579 = tensor.empty() : tensor<4xf32> loc("backward.bn1")
    %c5580 = arith.constant 0.000000000e+00 : f32 loc("backward.bn1")
    %t5581 = linalg.fill ins(%c5580 : f32) outs(%t5579 : tensor<4xf32>) -> tensor<4xf32> loc("backward.bn1")
    %t5585 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t5578 : tensor<2x4x32x32xf32>) outs(%t5581 : tensor<4xf32>) {
    ^bb0(%in5582: f32, %out5583: f32):
      %s5584 = arith.addf %out5583, %in5582 : f32
      linalg.yield %s5584 : f32
    } -> tensor<4xf32> loc("backward.bn1")
    %t5586 = tensor.empty() : tensor<4xf32> loc("backward.bn1")
    %t5591 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t5566 : tensor<4xf32>) outs(%t5586 : tensor<4xf32>) {
    ^bb0(%in5587: f32, %out5588: f32):
      %s5589 = arith.constant 4.882812500e-04 : f32
      %s5590 = arith.mulf %in5587, %s5589 : f32
      linalg.yield %s5590 : f32
    } -> tensor<4xf32> loc("backward.bn1")
    %t5592 = tensor.expand_shape %t5591 [[0, 1]] output_shape [1, 4] : tensor<4xf32> into tensor<1x4xf32> loc("backward.bn1")
    %t5593 = tensor.expand_shape %t5592 [[0], [1, 2]] output_shape [1, 4, 1] : tensor<1x4xf32> into tensor<1x4x1xf32> loc("backward.bn1")
    %t5594 = tensor.expand_shape %t5593 [[0], [1], [2, 3]] output_shape [1, 4, 1, 1] : tensor<1x4x1xf32> into tensor<1x4x1x1xf32> loc("backward.bn1")
    %t5595 = tensor.empty() : tensor<4xf32> loc("backward.bn1")
    %t5600 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t5585 : tensor<4xf32>) outs(%t5595 : tensor<4xf32>) {
    ^bb0(%in5596: f32, %out5597: f32):
      %s5598 = arith.constant 4.882812500e-04 : f32
      %s5599 = arith.mulf %in5596, %s5598 : f32
      linalg.yield %s5599 : f32
    } -> tensor<4xf32> loc("backward.bn1")
    %t5601 = tensor.empty() : tensor<4xf32> loc("backward.bn1")
    %t5606 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t82, %t82 : tensor<4xf32>, tensor<4xf32>) outs(%t5601 : tensor<4xf32>) {
    ^bb0(%in5602: f32, %in5603: f32, %out5604: f32):
      %s5605 = arith.mulf %in5602, %in5603 : f32
      linalg.yield %s5605 : f32
    } -> tensor<4xf32> loc("backward.bn1")
    %t5607 = tensor.empty() : tensor<4xf32> loc("backward.bn1")
    %t5612 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t5600, %t5606 : tensor<4xf32>, tensor<4xf32>) outs(%t5607 : tensor<4xf32>) {
    ^bb0(%in5608: f32, %in5609: f32, %out5610: f32):
      %s5611 = arith.mulf %in5608, %in5609 : f32
      linalg.yield %s5611 : f32
    } -> tensor<4xf32> loc("backward.bn1")
    %t5613 = tensor.expand_shape %t5612 [[0, 1]] output_shape [1, 4] : tensor<4xf32> into tensor<1x4xf32> loc("backward.bn1")
    %t5614 = tensor.expand_shape %t5613 [[0], [1, 2]] output_shape [1, 4, 1] : tensor<1x4xf32> into tensor<1x4x1xf32> loc("backward.bn1")
    %t5615 = tensor.expand_shape %t5614 [[0], [1], [2, 3]] output_shape [1, 4, 1, 1] : tensor<1x4x1xf32> into tensor<1x4x1x1xf32> loc("backward.bn1")
    %t5616 = tensor.empty() : tensor<4xf32> loc("backward.bn1")
    %t5621 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t82, %primals_2 : tensor<4xf32>, tensor<4xf32>) outs(%t5616 : tensor<4xf32>) {
    ^bb0(%in5617: f32, %in5618: f32, %out5619: f32):
      %s5620 = arith.mulf %in5617, %in5618 : f32
      linalg.yield %s5620 : f32
    } -> tensor<4xf32> loc("backward.bn1")
    %t5622 = tensor.expand_shape %t5621 [[0, 1]] output_shape [1, 4] : tensor<4xf32> into tensor<1x4xf32> loc("backward.bn1")
    %t5623 = tensor.expand_shape %t5622 [[0], [1, 2]] output_shape [1, 4, 1] : tensor<1x4xf32> into tensor<1x4x1xf32> loc("backward.bn1")
    %t5624 = tensor.expand_shape %t5623 [[0], [1], [2, 3]] output_shape [1, 4, 1, 1] : tensor<1x4x1xf32> into tensor<1x4x1x1xf32> loc("backward.bn1")
    %t5625 = tensor.empty() : tensor<2x4x32x32xf32> loc("backward.bn1")
    %t5630 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t8, %t5559 : tensor<2x4x32x32xf32>, tensor<1x4x1x1xf32>) outs(%t5625 : tensor<2x4x32x32xf32>) {
    ^bb0(%in5626: f32, %in5627: f32, %out5628: f32):
      %s5629 = arith.subf %in5626, %in5627 : f32
      linalg.yield %s5629 : f32
    } -> tensor<2x4x32x32xf32> loc("backward.bn1")
    %t5631 = tensor.empty() : tensor<2x4x32x32xf32> loc("backward.bn1")
    %t5636 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t5630, %t5615 : tensor<2x4x32x32xf32>, tensor<1x4x1x1xf32>) outs(%t5631 : tensor<2x4x32x32xf32>) {
    ^bb0(%in5632: f32, %in5633: f32, %out5634: f32):
      %s5635 = arith.mulf %in5632, %in5633 : f32
      linalg.yield %s5635 : f32
    } -> tensor<2x4x32x32xf32> loc("backward.bn1")
    %t5637 = tensor.empty() : tensor<2x4x32x32xf32> loc("backward.bn1")
    %t5642 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t5556, %t5636 : tensor<2x4x32x32xf32>, tensor<2x4x32x32xf32>) outs(%t5637 : tensor<2x4x32x32xf32>) {
    ^bb0(%in5638: f32, %in5639: f32, %out5640: f32):
      %s5641 = arith.subf %in5638, %in5639 : f32
      linalg.yield %s5641 : f32
    } -> tensor<2x4x32x32xf32> loc("backward.bn1")
    %t5643 = tensor.empty() : tensor<2x4x32x32xf32> loc("backward.bn1")
    %t5648 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t5642, %t5594 : tensor<2x4x32x32xf32>, tensor<1x4x1x1xf32>) outs(%t5643 : tensor<2x4x32x32xf32>) {
    ^bb0(%in5644: f32, %in5645: f32, %out5646: f32):
      %s5647 = arith.subf %in5644, %in5645 : f32
      linalg.yield %s5647 : f32
    } -> tensor<2x4x32x32xf32> loc("backward.bn1")
    %t5649 = tensor.empty() : tensor<2x4x32x32xf32> loc("backward.bn1")
    %t5654 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t5648, %t5624 : tensor<2x4x32x32xf32>, tensor<1x4x1x1xf32>) outs(%t5649 : tensor<2x4x32x32xf32>) {
    ^bb0(%in5650: f32, %in5651: f32, %out5652: f32):
      %s5653 = arith.mulf %in5650, %in5651 : f32
      linalg.yield %s5653 : f32
    } -> tensor<2x4x32x32xf32> loc("backward.bn1")
    %t5655 = tensor.empty() : tensor<4xf32> loc("backward.bn1")
    %t5660 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t5585, %t82 : tensor<4xf32>, tensor<4xf32>) outs(%t5655 : tensor<4xf32>) {
    ^bb0(%in5656: f32, %in5657: f32, %out5658: f32):
      %s5659 = arith.mulf %in5656, %in5657 : f32
      linalg.yield %s5659 : f32
    } -> tensor<4xf32> loc("backward.bn1")
    %t5661 = tensor.empty() : tensor<2x3x70x70xf32> loc("backward.conv1")
    %c5662 = arith.constant 0.000000000e+00 : f32 loc("backward.conv1")
    %t5663 = linalg.fill ins(%c5662 : f32) outs(%t5661 : tensor<2x3x70x70xf32>) -> tensor<2x3x70x70xf32> loc("backward.conv1")
    %t5664 = tensor.insert_slice %primals_123 into %t5663[0, 0, 3, 3] [2, 3, 64, 64] [1, 1, 1, 1] : tensor<2x3x64x64xf32> into tensor<2x3x70x70xf32> loc("backward.conv1")
    %t5665 = tensor.empty() : tensor<4x3x7x7xf32> loc("backward.conv1")
    %c5666 = arith.constant 0.000000000e+00 : f32 loc("backward.conv1")
    %t5667 = linalg.fill ins(%c5666 : f32) outs(%t5665 : tensor<4x3x7x7xf32>) -> tensor<4x3x7x7xf32> loc("backward.conv1")
    %t5673 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d0, d5, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d1, d5 * 2 + d2 * 1, d6 * 2 + d3 * 1)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%t5654, %t5664 : tensor<2x4x32x32xf32>, tensor<2x3x70x70xf32>) outs(%t5667 : tensor<4x3x7x7xf32>) {
    ^bb0(%in5668: f32, %in5669: f32, %out5670: f32):
      %s5671 = arith.mulf %in5668, %in5669 : f32
      %s5672 = arith.addf %out5670, %s5671 : f32
      linalg.yield %s5672 : f32
    } -> tensor<4x3x7x7xf32> loc("backward.conv1")
    return %t2637, %t5673, %t5660, %t5566, %t5495, %t5469, %t5375, %t5351, %t5325, %t5231, %t5201, %t5175, %t5081, %t5057, %t5031, %t4937, %t4907, %t4877, %t4783, %t4759, %t4733, %t4639, %t4629, %t4604, %t4510, %t4480, %t4454, %t4360, %t4336, %t4310, %t4216, %t4186, %t4156, %t4062, %t4038, %t4012, %t3918, %t3908, %t3883, %t3789, %t3759, %t3733, %t3639, %t3615, %t3589, %t3495, %t3465, %t3435, %t3341, %t3317, %t3291, %t3197, %t3187, %t3162, %t3068, %t3038, %t3012, %t2918, %t2894, %t2868, %t2774, %t2739, %t2737, %t104, %t116, %t14, %t271, %t283, %t181, %t393, %t405, %t303, %t521, %t533, %t431, %t643, %t655, %t553, %t771, %t783, %t681, %t893, %t905, %t803, %t1005, %t1017, %t915, %t1133, %t1145, %t1043, %t1255, %t1267, %t1165, %t1383, %t1395, %t1293, %t1505, %t1517, %t1415, %t1617, %t1629, %t1527, %t1745, %t1757, %t1655, %t1867, %t1879, %t1777, %t1995, %t2007, %t1905, %t2117, %t2129, %t2027, %t2229, %t2241, %t2139, %t2357, %t2369, %t2267, %t2479, %t2491, %t2389 : tensor<f32>, tensor<4x3x7x7xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x4x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x4x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x4x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x4x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<8x4x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x4x1x1xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<16x8x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x8x1x1xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x16x3x3xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x16x1x1xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<32xf32>, tensor<10x32xf32>, tensor<10xf32>, tensor<4xf32>, tensor<4xf32>, tensor<i64>, tensor<4xf32>, tensor<4xf32>, tensor<i64>, tensor<4xf32>, tensor<4xf32>, tensor<i64>, tensor<4xf32>, tensor<4xf32>, tensor<i64>, tensor<4xf32>, tensor<4xf32>, tensor<i64>, tensor<8xf32>, tensor<8xf32>, tensor<i64>, tensor<8xf32>, tensor<8xf32>, tensor<i64>, tensor<8xf32>, tensor<8xf32>, tensor<i64>, tensor<8xf32>, tensor<8xf32>, tensor<i64>, tensor<8xf32>, tensor<8xf32>, tensor<i64>, tensor<16xf32>, tensor<16xf32>, tensor<i64>, tensor<16xf32>, tensor<16xf32>, tensor<i64>, tensor<16xf32>, tensor<16xf32>, tensor<i64>, tensor<16xf32>, tensor<16xf32>, tensor<i64>, tensor<16xf32>, tensor<16xf32>, tensor<i64>, tensor<32xf32>, tensor<32xf32>, tensor<i64>, tensor<32xf32>, tensor<32xf32>, tensor<i64>, tensor<32xf32>, tensor<32xf32>, tensor<i64>, tensor<32xf32>, tensor<32xf32>, tensor<i64>, tensor<32xf32>, tensor<32xf32>, tensor<i64> loc("root.output")
  }
}
