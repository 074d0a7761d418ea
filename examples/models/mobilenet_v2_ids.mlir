module {
  // primals_1: parameter features.0.0.weight
  // primals_2: parameter features.0.1.weight
  // primals_3: parameter features.0.1.bias
  // primals_4: parameter features.1.conv.0.weight
  // primals_5: parameter features.1.conv.1.weight
  // primals_6: parameter features.1.conv.1.bias
  // primals_7: parameter features.1.conv.3.weight
  // primals_8: parameter features.1.conv.4.weight
  // primals_9: parameter features.1.conv.4.bias
  // primals_10: parameter features.1.conv.6.weight
  // primals_11: parameter features.1.conv.7.weight
  // primals_12: parameter features.1.conv.7.bias
  // primals_13: parameter features.2.conv.0.weight
  // primals_14: parameter features.2.conv.1.weight
  // primals_15: parameter features.2.conv.1.bias
  // primals_16: parameter features.2.conv.3.weight
  // primals_17: parameter features.2.conv.4.weight
  // primals_18: parameter features.2.conv.4.bias
  // primals_19: parameter features.2.conv.6.weight
  // primals_20: parameter features.2.conv.7.weight
  // primals_21: parameter features.2.conv.7.bias
  // primals_22: parameter features.3.conv.0.weight
  // primals_23: parameter features.3.conv.1.weight
  // primals_24: parameter features.3.conv.1.bias
  // primals_25: parameter features.3.conv.3.weight
  // primals_26: parameter features.3.conv.4.weight
  // primals_27: parameter features.3.conv.4.bias
  // primals_28: parameter features.3.conv.6.weight
  // primals_29: parameter features.3.conv.7.weight
  // primals_30: parameter features.3.conv.7.bias
  // primals_31: parameter features.4.conv.0.weight
  // primals_32: parameter features.4.conv.1.weight
  // primals_33: parameter features.4.conv.1.bias
  // primals_34: parameter features.4.conv.3.weight
  // primals_35: parameter features.4.conv.4.weight
  // primals_36: parameter features.4.conv.4.bias
  // primals_37: parameter features.4.conv.6.weight
  // primals_38: parameter features.4.conv.7.weight
  // primals_39: parameter features.4.conv.7.bias
  // primals_40: parameter features.5.conv.0.weight
  // primals_41: parameter features.5.conv.1.weight
  // primals_42: parameter features.5.conv.1.bias
  // primals_43: parameter features.5.conv.3.weight
  // primals_44: parameter features.5.conv.4.weight
  // primals_45: parameter features.5.conv.4.bias
  // primals_46: parameter features.5.conv.6.weight
  // primals_47: parameter features.5.conv.7.weight
  // primals_48: parameter features.5.conv.7.bias
  // primals_49: parameter features.6.conv.0.weight
  // primals_50: parameter features.6.conv.1.weight
  // primals_51: parameter features.6.conv.1.bias
  // primals_52: parameter features.6.conv.3.weight
  // primals_53: parameter features.6.conv.4.weight
  // primals_54: parameter features.6.conv.4.bias
  // primals_55: parameter features.6.conv.6.weight
  // primals_56: parameter features.6.conv.7.weight
  // primals_57: parameter features.6.conv.7.bias
  // primals_58: parameter features.7.0.weight
  // primals_59: parameter features.7.1.weight
  // primals_60: parameter features.7.1.bias
  // primals_61: parameter classifier.1.weight
  // primals_62: parameter classifier.1.bias
  // primals_63: buffer features.0.1.running_mean (updated value returned after the gradients)
  // primals_64: buffer features.0.1.running_var (updated value returned after the gradients)
  // primals_65: buffer features.0.1.num_batches_tracked (updated value returned after the gradients)
  // primals_66: buffer features.1.conv.1.running_mean (updated value returned after the gradients)
  // primals_67: buffer features.1.conv.1.running_var (updated value returned after the gradients)
  // primals_68: buffer features.1.conv.1.num_batches_tracked (updated value returned after the gradients)
  // primals_69: buffer features.1.conv.4.running_mean (updated value returned after the gradients)
  // primals_70: buffer features.1.conv.4.running_var (updated value returned after the gradients)
  // primals_71: buffer features.1.conv.4.num_batches_tracked (updated value returned after the gradients)
  // primals_72: buffer features.1.conv.7.running_mean (updated value returned after the gradients)
  // primals_73: buffer features.1.conv.7.running_var (updated value returned after the gradients)
  // primals_74: buffer features.1.conv.7.num_batches_tracked (updated value returned after the gradients)
  // primals_75: buffer features.2.conv.1.running_mean (updated value returned after the gradients)
  // primals_76: buffer features.2.conv.1.running_var (updated value returned after the gradients)
  // primals_77: buffer features.2.conv.1.num_batches_tracked (updated value returned after the gradients)
  // primals_78: buffer features.2.conv.4.running_mean (updated value returned after the gradients)
  // primals_79: buffer features.2.conv.4.running_var (updated value returned after the gradients)
  // primals_80: buffer features.2.conv.4.num_batches_tracked (updated value returned after the gradients)
  // primals_81: buffer features.2.conv.7.running_mean (updated value returned after the gradients)
  // primals_82: buffer features.2.conv.7.running_var (updated value returned after the gradients)
  // primals_83: buffer features.2.conv.7.num_batches_tracked (updated value returned after the gradients)
  // primals_84: buffer features.3.conv.1.running_mean (updated value returned after the gradients)
  // primals_85: buffer features.3.conv.1.running_var (updated value returned after the gradients)
  // primals_86: buffer features.3.conv.1.num_batches_tracked (updated value returned after the gradients)
  // primals_87: buffer features.3.conv.4.running_mean (updated value returned after the gradients)
  // primals_88: buffer features.3.conv.4.running_var (updated value returned after the gradients)
  // primals_89: buffer features.3.conv.4.num_batches_tracked (updated value returned after the gradients)
  // primals_90: buffer features.3.conv.7.running_mean (updated value returned after the gradients)
  // primals_91: buffer features.3.conv.7.running_var (updated value returned after the gradients)
  // primals_92: buffer features.3.conv.7.num_batches_tracked (updated value returned after the gradients)
  // primals_93: buffer features.4.conv.1.running_mean (updated value returned after the gradients)
  // primals_94: buffer features.4.conv.1.running_var (updated value returned after the gradients)
  // primals_95: buffer features.4.conv.1.num_batches_tracked (updated value returned after the gradients)
  // primals_96: buffer features.4.conv.4.running_mean (updated value returned after the gradients)
  // primals_97: buffer features.4.conv.4.running_var (updated value returned after the gradients)
  // primals_98: buffer features.4.conv.4.num_batches_tracked (updated value returned after the gradients)
  // primals_99: buffer features.4.conv.7.running_mean (updated value returned after the gradients)
  // primals_100: buffer features.4.conv.7.running_var (updated value returned after the gradients)
  // primals_101: buffer features.4.conv.7.num_batches_tracked (updated value returned after the gradients)
  // primals_102: buffer features.5.conv.1.running_mean (updated value returned after the gradients)
  // primals_103: buffer features.5.conv.1.running_var (updated value returned after the gradients)
  // primals_104: buffer features.5.conv.1.num_batches_tracked (updated value returned after the gradients)
  // primals_105: buffer features.5.conv.4.running_mean (updated value returned after the gradients)
  // primals_106: buffer features.5.conv.4.running_var (updated value returned after the gradients)
  // primals_107: buffer features.5.conv.4.num_batches_tracked (updated value returned after the gradients)
  // primals_108: buffer features.5.conv.7.running_mean (updated value returned after the gradients)
  // primals_109: buffer features.5.conv.7.running_var (updated value returned after the gradients)
  // primals_110: buffer features.5.conv.7.num_batches_tracked (updated value returned after the gradients)
  // primals_111: buffer features.6.conv.1.running_mean (updated value returned after the gradients)
  // primals_112: buffer features.6.conv.1.running_var (updated value returned after the gradients)
  // primals_113: buffer features.6.conv.1.num_batches_tracked (updated value returned after the gradients)
  // primals_114: buffer features.6.conv.4.running_mean (updated value returned after the gradients)
  // primals_115: buffer features.6.conv.4.running_var (updated value returned after the gradients)
  // primals_116: buffer features.6.conv.4.num_batches_tracked (updated value returned after the gradients)
  // primals_117: buffer features.6.conv.7.running_mean (updated value returned after the gradients)
  // primals_118: buffer features.6.conv.7.running_var (updated value returned after the gradients)
  // primals_119: buffer features.6.conv.7.num_batches_tracked (updated value returned after the gradients)
  // primals_120: buffer features.7.1.running_mean (updated value returned after the gradients)
  // primals_121: buffer features.7.1.running_var (updated value returned after the gradients)
  // primals_122: buffer features.7.1.num_batches_tracked (updated value returned after the gradients)
  // primals_123: input 0
  // primals_124: input 1 (int64)
  // seed: seed of the dropout masks (i64; mask of dropout op k, element i: see docs/TorchExporter.md)
  // tangents_1: cotangent of the loss (remat.cotangent)
  // results: loss, then gradients of primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32, primals_33, primals_34, primals_35, primals_36, primals_37, primals_38, primals_39, primals_40, primals_41, primals_42, primals_43, primals_44, primals_45, primals_46, primals_47, primals_48, primals_49, primals_50, primals_51, primals_52, primals_53, primals_54, primals_55, primals_56, primals_57, primals_58, primals_59, primals_60, primals_61, primals_62, then the updated buffers primals_63, primals_64, primals_65, primals_66, primals_67, primals_68, primals_69, primals_70, primals_71, primals_72, primals_73, primals_74, primals_75, primals_76, primals_77, primals_78, primals_79, primals_80, primals_81, primals_82, primals_83, primals_84, primals_85, primals_86, primals_87, primals_88, primals_89, primals_90, primals_91, primals_92, primals_93, primals_94, primals_95, primals_96, primals_97, primals_98, primals_99, primals_100, primals_101, primals_102, primals_103, primals_104, primals_105, primals_106, primals_107, primals_108, primals_109, primals_110, primals_111, primals_112, primals_113, primals_114, primals_115, primals_116, primals_117, primals_118, primals_119, primals_120, primals_121, primals_122
  func.func @train_step(
    %primals_1: tensor<8x3x3x3xf32>,
    %primals_2: tensor<8xf32>,
    %primals_3: tensor<8xf32>,
    %primals_4: tensor<8x8x1x1xf32>,
    %primals_5: tensor<8xf32>,
    %primals_6: tensor<8xf32>,
    %primals_7: tensor<8x1x3x3xf32>,
    %primals_8: tensor<8xf32>,
    %primals_9: tensor<8xf32>,
    %primals_10: tensor<8x8x1x1xf32>,
    %primals_11: tensor<8xf32>,
    %primals_12: tensor<8xf32>,
    %primals_13: tensor<48x8x1x1xf32>,
    %primals_14: tensor<48xf32>,
    %primals_15: tensor<48xf32>,
    %primals_16: tensor<48x1x3x3xf32>,
    %primals_17: tensor<48xf32>,
    %primals_18: tensor<48xf32>,
    %primals_19: tensor<8x48x1x1xf32>,
    %primals_20: tensor<8xf32>,
    %primals_21: tensor<8xf32>,
    %primals_22: tensor<48x8x1x1xf32>,
    %primals_23: tensor<48xf32>,
    %primals_24: tensor<48xf32>,
    %primals_25: tensor<48x1x3x3xf32>,
    %primals_26: tensor<48xf32>,
    %primals_27: tensor<48xf32>,
    %primals_28: tensor<8x48x1x1xf32>,
    %primals_29: tensor<8xf32>,
    %primals_30: tensor<8xf32>,
    %primals_31: tensor<48x8x1x1xf32>,
    %primals_32: tensor<48xf32>,
    %primals_33: tensor<48xf32>,
    %primals_34: tensor<48x1x3x3xf32>,
    %primals_35: tensor<48xf32>,
    %primals_36: tensor<48xf32>,
    %primals_37: tensor<16x48x1x1xf32>,
    %primals_38: tensor<16xf32>,
    %primals_39: tensor<16xf32>,
    %primals_40: tensor<96x16x1x1xf32>,
    %primals_41: tensor<96xf32>,
    %primals_42: tensor<96xf32>,
    %primals_43: tensor<96x1x3x3xf32>,
    %primals_44: tensor<96xf32>,
    %primals_45: tensor<96xf32>,
    %primals_46: tensor<16x96x1x1xf32>,
    %primals_47: tensor<16xf32>,
    %primals_48: tensor<16xf32>,
    %primals_49: tensor<96x16x1x1xf32>,
    %primals_50: tensor<96xf32>,
    %primals_51: tensor<96xf32>,
    %primals_52: tensor<96x1x3x3xf32>,
    %primals_53: tensor<96xf32>,
    %primals_54: tensor<96xf32>,
    %primals_55: tensor<24x96x1x1xf32>,
    %primals_56: tensor<24xf32>,
    %primals_57: tensor<24xf32>,
    %primals_58: tensor<64x24x1x1xf32>,
    %primals_59: tensor<64xf32>,
    %primals_60: tensor<64xf32>,
    %primals_61: tensor<10x64xf32>,
    %primals_62: tensor<10xf32>,
    %primals_63: tensor<8xf32>,
    %primals_64: tensor<8xf32>,
    %primals_65: tensor<i64>,
    %primals_66: tensor<8xf32>,
    %primals_67: tensor<8xf32>,
    %primals_68: tensor<i64>,
    %primals_69: tensor<8xf32>,
    %primals_70: tensor<8xf32>,
    %primals_71: tensor<i64>,
    %primals_72: tensor<8xf32>,
    %primals_73: tensor<8xf32>,
    %primals_74: tensor<i64>,
    %primals_75: tensor<48xf32>,
    %primals_76: tensor<48xf32>,
    %primals_77: tensor<i64>,
    %primals_78: tensor<48xf32>,
    %primals_79: tensor<48xf32>,
    %primals_80: tensor<i64>,
    %primals_81: tensor<8xf32>,
    %primals_82: tensor<8xf32>,
    %primals_83: tensor<i64>,
    %primals_84: tensor<48xf32>,
    %primals_85: tensor<48xf32>,
    %primals_86: tensor<i64>,
    %primals_87: tensor<48xf32>,
    %primals_88: tensor<48xf32>,
    %primals_89: tensor<i64>,
    %primals_90: tensor<8xf32>,
    %primals_91: tensor<8xf32>,
    %primals_92: tensor<i64>,
    %primals_93: tensor<48xf32>,
    %primals_94: tensor<48xf32>,
    %primals_95: tensor<i64>,
    %primals_96: tensor<48xf32>,
    %primals_97: tensor<48xf32>,
    %primals_98: tensor<i64>,
    %primals_99: tensor<16xf32>,
    %primals_100: tensor<16xf32>,
    %primals_101: tensor<i64>,
    %primals_102: tensor<96xf32>,
    %primals_103: tensor<96xf32>,
    %primals_104: tensor<i64>,
    %primals_105: tensor<96xf32>,
    %primals_106: tensor<96xf32>,
    %primals_107: tensor<i64>,
    %primals_108: tensor<16xf32>,
    %primals_109: tensor<16xf32>,
    %primals_110: tensor<i64>,
    %primals_111: tensor<96xf32>,
    %primals_112: tensor<96xf32>,
    %primals_113: tensor<i64>,
    %primals_114: tensor<96xf32>,
    %primals_115: tensor<96xf32>,
    %primals_116: tensor<i64>,
    %primals_117: tensor<24xf32>,
    %primals_118: tensor<24xf32>,
    %primals_119: tensor<i64>,
    %primals_120: tensor<64xf32>,
    %primals_121: tensor<64xf32>,
    %primals_122: tensor<i64>,
    %primals_123: tensor<2x3x32x32xf32>,
    %primals_124: tensor<2xi64> {remat.range = [4, 8]},
    %seed: tensor<i64> {remat.seed},
    %tangents_1: tensor<f32> {remat.cotangent}
  ) -> (tensor<f32>, tensor<8x3x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8x1x1xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x1x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8x1x1xf32>, tensor<8xf32>, tensor<8xf32>, tensor<48x8x1x1xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48x1x3x3xf32>, tensor<48xf32>, tensor<48xf32>, tensor<8x48x1x1xf32>, tensor<8xf32>, tensor<8xf32>, tensor<48x8x1x1xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48x1x3x3xf32>, tensor<48xf32>, tensor<48xf32>, tensor<8x48x1x1xf32>, tensor<8xf32>, tensor<8xf32>, tensor<48x8x1x1xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48x1x3x3xf32>, tensor<48xf32>, tensor<48xf32>, tensor<16x48x1x1xf32>, tensor<16xf32>, tensor<16xf32>, tensor<96x16x1x1xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x1x3x3xf32>, tensor<96xf32>, tensor<96xf32>, tensor<16x96x1x1xf32>, tensor<16xf32>, tensor<16xf32>, tensor<96x16x1x1xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x1x3x3xf32>, tensor<96xf32>, tensor<96xf32>, tensor<24x96x1x1xf32>, tensor<24xf32>, tensor<24xf32>, tensor<64x24x1x1xf32>, tensor<64xf32>, tensor<64xf32>, tensor<10x64xf32>, tensor<10xf32>, tensor<8xf32>, tensor<8xf32>, tensor<i64>, tensor<8xf32>, tensor<8xf32>, tensor<i64>, tensor<8xf32>, tensor<8xf32>, tensor<i64>, tensor<8xf32>, tensor<8xf32>, tensor<i64>, tensor<48xf32>, tensor<48xf32>, tensor<i64>, tensor<48xf32>, tensor<48xf32>, tensor<i64>, tensor<8xf32>, tensor<8xf32>, tensor<i64>, tensor<48xf32>, tensor<48xf32>, tensor<i64>, tensor<48xf32>, tensor<48xf32>, tensor<i64>, tensor<8xf32>, tensor<8xf32>, tensor<i64>, tensor<48xf32>, tensor<48xf32>, tensor<i64>, tensor<48xf32>, tensor<48xf32>, tensor<i64>, tensor<16xf32>, tensor<16xf32>, tensor<i64>, tensor<96xf32>, tensor<96xf32>, tensor<i64>, tensor<96xf32>, tensor<96xf32>, tensor<i64>, tensor<16xf32>, tensor<16xf32>, tensor<i64>, tensor<96xf32>, tensor<96xf32>, tensor<i64>, tensor<96xf32>, tensor<96xf32>, tensor<i64>, tensor<24xf32>, tensor<24xf32>, tensor<i64>, tensor<64xf32>, tensor<64xf32>, tensor<i64>) {
    %t1 = tensor.empty() : tensor<2x3x34x34xf32> loc("features.0.0")
    %c2 = arith.constant 0.000000000e+00 : f32 loc("features.0.0")
    %t3 = linalg.fill ins(%c2 : f32) outs(%t1 : tensor<2x3x34x34xf32>) -> tensor<2x3x34x34xf32> loc("features.0.0")
    %t4 = tensor.insert_slice %primals_123 into %t3[0, 0, 1, 1] [2, 3, 32, 32] [1, 1, 1, 1] : tensor<2x3x32x32xf32> into tensor<2x3x34x34xf32> loc("features.0.0")
    %t5 = tensor.empty() : tensor<2x8x16x16xf32> loc("features.0.0")
    %c6 = arith.constant 0.000000000e+00 : f32 loc("features.0.0")
    %t7 = linalg.fill ins(%c6 : f32) outs(%t5 : tensor<2x8x16x16xf32>) -> tensor<2x8x16x16xf32> loc("features.0.0")
    %t8 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[2, 2]> : tensor<2xi64>} ins(%t4, %primals_1 : tensor<2x3x34x34xf32>, tensor<8x3x3x3xf32>) outs(%t7 : tensor<2x8x16x16xf32>) -> tensor<2x8x16x16xf32> loc("features.0.0")
    %t9 = tensor.empty() : tensor<i64> loc("features.0.1")
    %t14 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%primals_65 : tensor<i64>) outs(%t9 : tensor<i64>) {
    ^bb0(%in10: i64, %out11: i64):
      %s12 = arith.constant 1 : i64
      %s13 = arith.addi %in10, %s12 : i64
      linalg.yield %s13 : i64
    } -> tensor<i64> loc("features.0.1")
    %t15 = tensor.empty() : tensor<8xf32> loc("features.0.1")
    %c16 = arith.constant 0.000000000e+00 : f32 loc("features.0.1")
    %t17 = linalg.fill ins(%c16 : f32) outs(%t15 : tensor<8xf32>) -> tensor<8xf32> loc("features.0.1")
    %t21 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t8 : tensor<2x8x16x16xf32>) outs(%t17 : tensor<8xf32>) {
    ^bb0(%in18: f32, %out19: f32):
      %s20 = arith.addf %out19, %in18 : f32
      linalg.yield %s20 : f32
    } -> tensor<8xf32> loc("features.0.1")
    %t22 = tensor.empty() : tensor<8xf32> loc("features.0.1")
    %t27 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t21 : tensor<8xf32>) outs(%t22 : tensor<8xf32>) {
    ^bb0(%in23: f32, %out24: f32):
      %s25 = arith.constant 1.953125000e-03 : f32
      %s26 = arith.mulf %in23, %s25 : f32
      linalg.yield %s26 : f32
    } -> tensor<8xf32> loc("features.0.1")
    %t28 = tensor.expand_shape %t27 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32> loc("features.0.1")
    %t29 = tensor.empty() : tensor<2x8x16x16xf32> loc("features.0.1")
    %t34 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t8, %t28 : tensor<2x8x16x16xf32>, tensor<1x8x1x1xf32>) outs(%t29 : tensor<2x8x16x16xf32>) {
    ^bb0(%in30: f32, %in31: f32, %out32: f32):
      %s33 = arith.subf %in30, %in31 : f32
      linalg.yield %s33 : f32
    } -> tensor<2x8x16x16xf32> loc("features.0.1")
    %t35 = tensor.empty() : tensor<2x8x16x16xf32> loc("features.0.1")
    %t39 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t34 : tensor<2x8x16x16xf32>) outs(%t35 : tensor<2x8x16x16xf32>) {
    ^bb0(%in36: f32, %out37: f32):
      %s38 = arith.mulf %in36, %in36 : f32
      linalg.yield %s38 : f32
    } -> tensor<2x8x16x16xf32> loc("features.0.1")
    %t40 = tensor.empty() : tensor<8xf32> loc("features.0.1")
    %c41 = arith.constant 0.000000000e+00 : f32 loc("features.0.1")
    %t42 = linalg.fill ins(%c41 : f32) outs(%t40 : tensor<8xf32>) -> tensor<8xf32> loc("features.0.1")
    %t46 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t39 : tensor<2x8x16x16xf32>) outs(%t42 : tensor<8xf32>) {
    ^bb0(%in43: f32, %out44: f32):
      %s45 = arith.addf %out44, %in43 : f32
      linalg.yield %s45 : f32
    } -> tensor<8xf32> loc("features.0.1")
    %t47 = tensor.empty() : tensor<8xf32> loc("features.0.1")
    %t52 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t46 : tensor<8xf32>) outs(%t47 : tensor<8xf32>) {
    ^bb0(%in48: f32, %out49: f32):
      %s50 = arith.constant 1.953125000e-03 : f32
      %s51 = arith.mulf %in48, %s50 : f32
      linalg.yield %s51 : f32
    } -> tensor<8xf32> loc("features.0.1")
    %t53 = tensor.expand_shape %t52 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32> loc("features.0.1")
    %t54 = tensor.empty() : tensor<1x8x1x1xf32> loc("features.0.1")
    %t60 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t53 : tensor<1x8x1x1xf32>) outs(%t54 : tensor<1x8x1x1xf32>) {
    ^bb0(%in55: f32, %out56: f32):
      %s57 = arith.constant 9.999999747e-06 : f32
      %s58 = arith.addf %in55, %s57 : f32
      %s59 = math.rsqrt %s58 : f32
      linalg.yield %s59 : f32
    } -> tensor<1x8x1x1xf32> loc("features.0.1")
    %t61 = tensor.empty() : tensor<2x8x16x16xf32> loc("features.0.1")
    %t66 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t34, %t60 : tensor<2x8x16x16xf32>, tensor<1x8x1x1xf32>) outs(%t61 : tensor<2x8x16x16xf32>) {
    ^bb0(%in62: f32, %in63: f32, %out64: f32):
      %s65 = arith.mulf %in62, %in63 : f32
      linalg.yield %s65 : f32
    } -> tensor<2x8x16x16xf32> loc("features.0.1")
    %t67 = tensor.expand_shape %primals_2 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32> loc("features.0.1")
    %t68 = tensor.empty() : tensor<2x8x16x16xf32> loc("features.0.1")
    %t73 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t66, %t67 : tensor<2x8x16x16xf32>, tensor<8x1x1xf32>) outs(%t68 : tensor<2x8x16x16xf32>) {
    ^bb0(%in69: f32, %in70: f32, %out71: f32):
      %s72 = arith.mulf %in69, %in70 : f32
      linalg.yield %s72 : f32
    } -> tensor<2x8x16x16xf32> loc("features.0.1")
    %t74 = tensor.expand_shape %primals_3 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32> loc("features.0.1")
    %t75 = tensor.empty() : tensor<2x8x16x16xf32> loc("features.0.1")
    %t80 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t73, %t74 : tensor<2x8x16x16xf32>, tensor<8x1x1xf32>) outs(%t75 : tensor<2x8x16x16xf32>) {
    ^bb0(%in76: f32, %in77: f32, %out78: f32):
      %s79 = arith.addf %in76, %in77 : f32
      linalg.yield %s79 : f32
    } -> tensor<2x8x16x16xf32> loc("features.0.1")
    %t81 = tensor.collapse_shape %t28 [[0, 1, 2, 3]] : tensor<1x8x1x1xf32> into tensor<8xf32> loc("features.0.1")
    %t82 = tensor.collapse_shape %t60 [[0, 1, 2, 3]] : tensor<1x8x1x1xf32> into tensor<8xf32> loc("features.0.1")
    %t83 = tensor.empty() : tensor<2x8x16x16xf32> loc("features.0.1")
    %t87 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t34 : tensor<2x8x16x16xf32>) outs(%t83 : tensor<2x8x16x16xf32>) {
    ^bb0(%in84: f32, %out85: f32):
      %s86 = arith.mulf %in84, %in84 : f32
      linalg.yield %s86 : f32
    } -> tensor<2x8x16x16xf32> loc("features.0.1")
    %t88 = tensor.empty() : tensor<8xf32> loc("features.0.1")
    %c89 = arith.constant 0.000000000e+00 : f32 loc("features.0.1")
    %t90 = linalg.fill ins(%c89 : f32) outs(%t88 : tensor<8xf32>) -> tensor<8xf32> loc("features.0.1")
    %t94 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t87 : tensor<2x8x16x16xf32>) outs(%t90 : tensor<8xf32>) {
    ^bb0(%in91: f32, %out92: f32):
      %s93 = arith.addf %out92, %in91 : f32
      linalg.yield %s93 : f32
    } -> tensor<8xf32> loc("features.0.1")
    %t95 = tensor.empty() : tensor<8xf32> loc("features.0.1")
    %t104 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%primals_63, %t81 : tensor<8xf32>, tensor<8xf32>) outs(%t95 : tensor<8xf32>) {
    ^bb0(%in96: f32, %in97: f32, %out98: f32):
      %s99 = arith.constant 8.999999762e-01 : f32
      %s100 = arith.mulf %in96, %s99 : f32
      %s101 = arith.constant 1.000000015e-01 : f32
      %s102 = arith.mulf %in97, %s101 : f32
      %s103 = arith.addf %s100, %s102 : f32
      linalg.yield %s103 : f32
    } -> tensor<8xf32> loc("features.0.1")
    %t105 = tensor.empty() : tensor<8xf32> loc("features.0.1")
    %t116 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%primals_64, %t94 : tensor<8xf32>, tensor<8xf32>) outs(%t105 : tensor<8xf32>) {
    ^bb0(%in106: f32, %in107: f32, %out108: f32):
      %s109 = arith.constant 8.999999762e-01 : f32
      %s110 = arith.mulf %in106, %s109 : f32
      %s111 = arith.constant 1.956947148e-03 : f32
      %s112 = arith.mulf %in107, %s111 : f32
      %s113 = arith.constant 1.000000015e-01 : f32
      %s114 = arith.mulf %s112, %s113 : f32
      %s115 = arith.addf %s110, %s114 : f32
      linalg.yield %s115 : f32
    } -> tensor<8xf32> loc("features.0.1")
    %t117 = tensor.empty() : tensor<2x8x16x16xf32> loc("features.0.2")
    %t124 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t80 : tensor<2x8x16x16xf32>) outs(%t117 : tensor<2x8x16x16xf32>) {
    ^bb0(%in118: f32, %out119: f32):
      %s120 = arith.constant 0.000000000e+00 : f32
      %s121 = arith.maximumf %in118, %s120 : f32
      %s122 = arith.constant 6.000000000e+00 : f32
      %s123 = arith.minimumf %s121, %s122 : f32
      linalg.yield %s123 : f32
    } -> tensor<2x8x16x16xf32> loc("features.0.2")
    %t125 = tensor.empty() : tensor<2x8x16x16xf32> loc("features.1.conv.0")
    %c126 = arith.constant 0.000000000e+00 : f32 loc("features.1.conv.0")
    %t127 = linalg.fill ins(%c126 : f32) outs(%t125 : tensor<2x8x16x16xf32>) -> tensor<2x8x16x16xf32> loc("features.1.conv.0")
    %t128 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%t124, %primals_4 : tensor<2x8x16x16xf32>, tensor<8x8x1x1xf32>) outs(%t127 : tensor<2x8x16x16xf32>) -> tensor<2x8x16x16xf32> loc("features.1.conv.0")
    %t129 = tensor.empty() : tensor<i64> loc("features.1.conv.1")
    %t134 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%primals_68 : tensor<i64>) outs(%t129 : tensor<i64>) {
    ^bb0(%in130: i64, %out131: i64):
      %s132 = arith.constant 1 : i64
      %s133 = arith.addi %in130, %s132 : i64
      linalg.yield %s133 : i64
    } -> tensor<i64> loc("features.1.conv.1")
    %t135 = tensor.empty() : tensor<8xf32> loc("features.1.conv.1")
    %c136 = arith.constant 0.000000000e+00 : f32 loc("features.1.conv.1")
    %t137 = linalg.fill ins(%c136 : f32) outs(%t135 : tensor<8xf32>) -> tensor<8xf32> loc("features.1.conv.1")
    %t141 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t128 : tensor<2x8x16x16xf32>) outs(%t137 : tensor<8xf32>) {
    ^bb0(%in138: f32, %out139: f32):
      %s140 = arith.addf %out139, %in138 : f32
      linalg.yield %s140 : f32
    } -> tensor<8xf32> loc("features.1.conv.1")
    %t142 = tensor.empty() : tensor<8xf32> loc("features.1.conv.1")
    %t147 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t141 : tensor<8xf32>) outs(%t142 : tensor<8xf32>) {
    ^bb0(%in143: f32, %out144: f32):
      %s145 = arith.constant 1.953125000e-03 : f32
      %s146 = arith.mulf %in143, %s145 : f32
      linalg.yield %s146 : f32
    } -> tensor<8xf32> loc("features.1.conv.1")
    %t148 = tensor.expand_shape %t147 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32> loc("features.1.conv.1")
    %t149 = tensor.empty() : tensor<2x8x16x16xf32> loc("features.1.conv.1")
    %t154 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t128, %t148 : tensor<2x8x16x16xf32>, tensor<1x8x1x1xf32>) outs(%t149 : tensor<2x8x16x16xf32>) {
    ^bb0(%in150: f32, %in151: f32, %out152: f32):
      %s153 = arith.subf %in150, %in151 : f32
      linalg.yield %s153 : f32
    } -> tensor<2x8x16x16xf32> loc("features.1.conv.1")
    %t155 = tensor.empty() : tensor<2x8x16x16xf32> loc("features.1.conv.1")
    %t159 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t154 : tensor<2x8x16x16xf32>) outs(%t155 : tensor<2x8x16x16xf32>) {
    ^bb0(%in156: f32, %out157: f32):
      %s158 = arith.mulf %in156, %in156 : f32
      linalg.yield %s158 : f32
    } -> tensor<2x8x16x16xf32> loc("features.1.conv.1")
    %t160 = tensor.empty() : tensor<8xf32> loc("features.1.conv.1")
    %c161 = arith.constant 0.000000000e+00 : f32 loc("features.1.conv.1")
    %t162 = linalg.fill ins(%c161 : f32) outs(%t160 : tensor<8xf32>) -> tensor<8xf32> loc("features.1.conv.1")
    %t166 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t159 : tensor<2x8x16x16xf32>) outs(%t162 : tensor<8xf32>) {
    ^bb0(%in163: f32, %out164: f32):
      %s165 = arith.addf %out164, %in163 : f32
      linalg.yield %s165 : f32
    } -> tensor<8xf32> loc("features.1.conv.1")
    %t167 = tensor.empty() : tensor<8xf32> loc("features.1.conv.1")
    %t172 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t166 : tensor<8xf32>) outs(%t167 : tensor<8xf32>) {
    ^bb0(%in168: f32, %out169: f32):
      %s170 = arith.constant 1.953125000e-03 : f32
      %s171 = arith.mulf %in168, %s170 : f32
      linalg.yield %s171 : f32
    } -> tensor<8xf32> loc("features.1.conv.1")
    %t173 = tensor.expand_shape %t172 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32> loc("features.1.conv.1")
    %t174 = tensor.empty() : tensor<1x8x1x1xf32> loc("features.1.conv.1")
    %t180 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t173 : tensor<1x8x1x1xf32>) outs(%t174 : tensor<1x8x1x1xf32>) {
    ^bb0(%in175: f32, %out176: f32):
      %s177 = arith.constant 9.999999747e-06 : f32
      %s178 = arith.addf %in175, %s177 : f32
      %s179 = math.rsqrt %s178 : f32
      linalg.yield %s179 : f32
    } -> tensor<1x8x1x1xf32> loc("features.1.conv.1")
    %t181 = tensor.empty() : tensor<2x8x16x16xf32> loc("features.1.conv.1")
    %t186 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t154, %t180 : tensor<2x8x16x16xf32>, tensor<1x8x1x1xf32>) outs(%t181 : tensor<2x8x16x16xf32>) {
    ^bb0(%in182: f32, %in183: f32, %out184: f32):
      %s185 = arith.mulf %in182, %in183 : f32
      linalg.yield %s185 : f32
    } -> tensor<2x8x16x16xf32> loc("features.1.conv.1")
    %t187 = tensor.expand_shape %primals_5 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32> loc("features.1.conv.1")
    %t188 = tensor.empty() : tensor<2x8x16x16xf32> loc("features.1.conv.1")
    %t193 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t186, %t187 : tensor<2x8x16x16xf32>, tensor<8x1x1xf32>) outs(%t188 : tensor<2x8x16x16xf32>) {
    ^bb0(%in189: f32, %in190: f32, %out191: f32):
      %s192 = arith.mulf %in189, %in190 : f32
      linalg.yield %s192 : f32
    } -> tensor<2x8x16x16xf32> loc("features.1.conv.1")
    %t194 = tensor.expand_shape %primals_6 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32> loc("features.1.conv.1")
    %t195 = tensor.empty() : tensor<2x8x16x16xf32> loc("features.1.conv.1")
    %t200 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t193, %t194 : tensor<2x8x16x16xf32>, tensor<8x1x1xf32>) outs(%t195 : tensor<2x8x16x16xf32>) {
    ^bb0(%in196: f32, %in197: f32, %out198: f32):
      %s199 = arith.addf %in196, %in197 : f32
      linalg.yield %s199 : f32
    } -> tensor<2x8x16x16xf32> loc("features.1.conv.1")
    %t201 = tensor.collapse_shape %t148 [[0, 1, 2, 3]] : tensor<1x8x1x1xf32> into tensor<8xf32> loc("features.1.conv.1")
    %t202 = tensor.collapse_shape %t180 [[0, 1, 2, 3]] : tensor<1x8x1x1xf32> into tensor<8xf32> loc("features.1.conv.1")
    %t203 = tensor.empty() : tensor<2x8x16x16xf32> loc("features.1.conv.1")
    %t207 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t154 : tensor<2x8x16x16xf32>) outs(%t203 : tensor<2x8x16x16xf32>) {
    ^bb0(%in204: f32, %out205: f32):
      %s206 = arith.mulf %in204, %in204 : f32
      linalg.yield %s206 : f32
    } -> tensor<2x8x16x16xf32> loc("features.1.conv.1")
    %t208 = tensor.empty() : tensor<8xf32> loc("features.1.conv.1")
    %c209 = arith.constant 0.000000000e+00 : f32 loc("features.1.conv.1")
    %t210 = linalg.fill ins(%c209 : f32) outs(%t208 : tensor<8xf32>) -> tensor<8xf32> loc("features.1.conv.1")
    %t214 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t207 : tensor<2x8x16x16xf32>) outs(%t210 : tensor<8xf32>) {
    ^bb0(%in211: f32, %out212: f32):
      %s213 = arith.addf %out212, %in211 : f32
      linalg.yield %s213 : f32
    } -> tensor<8xf32> loc("features.1.conv.1")
    %t215 = tensor.empty() : tensor<8xf32> loc("features.1.conv.1")
    %t224 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%primals_66, %t201 : tensor<8xf32>, tensor<8xf32>) outs(%t215 : tensor<8xf32>) {
    ^bb0(%in216: f32, %in217: f32, %out218: f32):
      %s219 = arith.constant 8.999999762e-01 : f32
      %s220 = arith.mulf %in216, %s219 : f32
      %s221 = arith.constant 1.000000015e-01 : f32
      %s222 = arith.mulf %in217, %s221 : f32
      %s223 = arith.addf %s220, %s222 : f32
      linalg.yield %s223 : f32
    } -> tensor<8xf32> loc("features.1.conv.1")
    %t225 = tensor.empty() : tensor<8xf32> loc("features.1.conv.1")
    %t236 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%primals_67, %t214 : tensor<8xf32>, tensor<8xf32>) outs(%t225 : tensor<8xf32>) {
    ^bb0(%in226: f32, %in227: f32, %out228: f32):
      %s229 = arith.constant 8.999999762e-01 : f32
      %s230 = arith.mulf %in226, %s229 : f32
      %s231 = arith.constant 1.956947148e-03 : f32
      %s232 = arith.mulf %in227, %s231 : f32
      %s233 = arith.constant 1.000000015e-01 : f32
      %s234 = arith.mulf %s232, %s233 : f32
      %s235 = arith.addf %s230, %s234 : f32
      linalg.yield %s235 : f32
    } -> tensor<8xf32> loc("features.1.conv.1")
    %t237 = tensor.empty() : tensor<2x8x16x16xf32> loc("features.1.conv.2")
    %t244 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t200 : tensor<2x8x16x16xf32>) outs(%t237 : tensor<2x8x16x16xf32>) {
    ^bb0(%in238: f32, %out239: f32):
      %s240 = arith.constant 0.000000000e+00 : f32
      %s241 = arith.maximumf %in238, %s240 : f32
      %s242 = arith.constant 6.000000000e+00 : f32
      %s243 = arith.minimumf %s241, %s242 : f32
      linalg.yield %s243 : f32
    } -> tensor<2x8x16x16xf32> loc("features.1.conv.2")
    %t245 = tensor.empty() : tensor<2x8x18x18xf32> loc("features.1.conv.3")
    %c246 = arith.constant 0.000000000e+00 : f32 loc("features.1.conv.3")
    %t247 = linalg.fill ins(%c246 : f32) outs(%t245 : tensor<2x8x18x18xf32>) -> tensor<2x8x18x18xf32> loc("features.1.conv.3")
    %t248 = tensor.insert_slice %t244 into %t247[0, 0, 1, 1] [2, 8, 16, 16] [1, 1, 1, 1] : tensor<2x8x16x16xf32> into tensor<2x8x18x18xf32> loc("features.1.conv.3")
    %t249 = tensor.expand_shape %t248 [[0], [1], [2, 3], [4]] output_shape [2, 8, 1, 18, 18] : tensor<2x8x18x18xf32> into tensor<2x8x1x18x18xf32> loc("features.1.conv.3")
    %t250 = tensor.expand_shape %primals_7 [[0], [1], [2, 3], [4]] output_shape [8, 1, 1, 3, 3] : tensor<8x1x3x3xf32> into tensor<8x1x1x3x3xf32> loc("features.1.conv.3")
    %t251 = tensor.empty() : tensor<2x8x1x16x16xf32> loc("features.1.conv.3")
    %c252 = arith.constant 0.000000000e+00 : f32 loc("features.1.conv.3")
    %t253 = linalg.fill ins(%c252 : f32) outs(%t251 : tensor<2x8x1x16x16xf32>) -> tensor<2x8x1x16x16xf32> loc("features.1.conv.3")
    %t259 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 * 1 + d6 * 1, d4 * 1 + d7 * 1)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%t249, %t250 : tensor<2x8x1x18x18xf32>, tensor<8x1x1x3x3xf32>) outs(%t253 : tensor<2x8x1x16x16xf32>) {
    ^bb0(%in254: f32, %in255: f32, %out256: f32):
      %s257 = arith.mulf %in254, %in255 : f32
      %s258 = arith.addf %out256, %s257 : f32
      linalg.yield %s258 : f32
    } -> tensor<2x8x1x16x16xf32> loc("features.1.conv.3")
    %t260 = tensor.collapse_shape %t259 [[0], [1], [2, 3], [4]] : tensor<2x8x1x16x16xf32> into tensor<2x8x16x16xf32> loc("features.1.conv.3")
    %t261 = tensor.empty() : tensor<i64> loc("features.1.conv.4")
    %t266 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%primals_71 : tensor<i64>) outs(%t261 : tensor<i64>) {
    ^bb0(%in262: i64, %out263: i64):
      %s264 = arith.constant 1 : i64
      %s265 = arith.addi %in262, %s264 : i64
      linalg.yield %s265 : i64
    } -> tensor<i64> loc("features.1.conv.4")
    %t267 = tensor.empty() : tensor<8xf32> loc("features.1.conv.4")
    %c268 = arith.constant 0.000000000e+00 : f32 loc("features.1.conv.4")
    %t269 = linalg.fill ins(%c268 : f32) outs(%t267 : tensor<8xf32>) -> tensor<8xf32> loc("features.1.conv.4")
    %t273 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t260 : tensor<2x8x16x16xf32>) outs(%t269 : tensor<8xf32>) {
    ^bb0(%in270: f32, %out271: f32):
      %s272 = arith.addf %out271, %in270 : f32
      linalg.yield %s272 : f32
    } -> tensor<8xf32> loc("features.1.conv.4")
    %t274 = tensor.empty() : tensor<8xf32> loc("features.1.conv.4")
    %t279 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t273 : tensor<8xf32>) outs(%t274 : tensor<8xf32>) {
    ^bb0(%in275: f32, %out276: f32):
      %s277 = arith.constant 1.953125000e-03 : f32
      %s278 = arith.mulf %in275, %s277 : f32
      linalg.yield %s278 : f32
    } -> tensor<8xf32> loc("features.1.conv.4")
    %t280 = tensor.expand_shape %t279 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32> loc("features.1.conv.4")
    %t281 = tensor.empty() : tensor<2x8x16x16xf32> loc("features.1.conv.4")
    %t286 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t260, %t280 : tensor<2x8x16x16xf32>, tensor<1x8x1x1xf32>) outs(%t281 : tensor<2x8x16x16xf32>) {
    ^bb0(%in282: f32, %in283: f32, %out284: f32):
      %s285 = arith.subf %in282, %in283 : f32
      linalg.yield %s285 : f32
    } -> tensor<2x8x16x16xf32> loc("features.1.conv.4")
    %t287 = tensor.empty() : tensor<2x8x16x16xf32> loc("features.1.conv.4")
    %t291 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t286 : tensor<2x8x16x16xf32>) outs(%t287 : tensor<2x8x16x16xf32>) {
    ^bb0(%in288: f32, %out289: f32):
      %s290 = arith.mulf %in288, %in288 : f32
      linalg.yield %s290 : f32
    } -> tensor<2x8x16x16xf32> loc("features.1.conv.4")
    %t292 = tensor.empty() : tensor<8xf32> loc("features.1.conv.4")
    %c293 = arith.constant 0.000000000e+00 : f32 loc("features.1.conv.4")
    %t294 = linalg.fill ins(%c293 : f32) outs(%t292 : tensor<8xf32>) -> tensor<8xf32> loc("features.1.conv.4")
    %t298 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t291 : tensor<2x8x16x16xf32>) outs(%t294 : tensor<8xf32>) {
    ^bb0(%in295: f32, %out296: f32):
      %s297 = arith.addf %out296, %in295 : f32
      linalg.yield %s297 : f32
    } -> tensor<8xf32> loc("features.1.conv.4")
    %t299 = tensor.empty() : tensor<8xf32> loc("features.1.conv.4")
    %t304 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t298 : tensor<8xf32>) outs(%t299 : tensor<8xf32>) {
    ^bb0(%in300: f32, %out301: f32):
      %s302 = arith.constant 1.953125000e-03 : f32
      %s303 = arith.mulf %in300, %s302 : f32
      linalg.yield %s303 : f32
    } -> tensor<8xf32> loc("features.1.conv.4")
    %t305 = tensor.expand_shape %t304 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32> loc("features.1.conv.4")
    %t306 = tensor.empty() : tensor<1x8x1x1xf32> loc("features.1.conv.4")
    %t312 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t305 : tensor<1x8x1x1xf32>) outs(%t306 : tensor<1x8x1x1xf32>) {
    ^bb0(%in307: f32, %out308: f32):
      %s309 = arith.constant 9.999999747e-06 : f32
      %s310 = arith.addf %in307, %s309 : f32
      %s311 = math.rsqrt %s310 : f32
      linalg.yield %s311 : f32
    } -> tensor<1x8x1x1xf32> loc("features.1.conv.4")
    %t313 = tensor.empty() : tensor<2x8x16x16xf32> loc("features.1.conv.4")
    %t318 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t286, %t312 : tensor<2x8x16x16xf32>, tensor<1x8x1x1xf32>) outs(%t313 : tensor<2x8x16x16xf32>) {
    ^bb0(%in314: f32, %in315: f32, %out316: f32):
      %s317 = arith.mulf %in314, %in315 : f32
      linalg.yield %s317 : f32
    } -> tensor<2x8x16x16xf32> loc("features.1.conv.4")
    %t319 = tensor.expand_shape %primals_8 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32> loc("features.1.conv.4")
    %t320 = tensor.empty() : tensor<2x8x16x16xf32> loc("features.1.conv.4")
    %t325 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t318, %t319 : tensor<2x8x16x16xf32>, tensor<8x1x1xf32>) outs(%t320 : tensor<2x8x16x16xf32>) {
    ^bb0(%in321: f32, %in322: f32, %out323: f32):
      %s324 = arith.mulf %in321, %in322 : f32
      linalg.yield %s324 : f32
    } -> tensor<2x8x16x16xf32> loc("features.1.conv.4")
    %t326 = tensor.expand_shape %primals_9 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32> loc("features.1.conv.4")
    %t327 = tensor.empty() : tensor<2x8x16x16xf32> loc("features.1.conv.4")
    %t332 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t325, %t326 : tensor<2x8x16x16xf32>, tensor<8x1x1xf32>) outs(%t327 : tensor<2x8x16x16xf32>) {
    ^bb0(%in328: f32, %in329: f32, %out330: f32):
      %s331 = arith.addf %in328, %in329 : f32
      linalg.yield %s331 : f32
    } -> tensor<2x8x16x16xf32> loc("features.1.conv.4")
    %t333 = tensor.collapse_shape %t280 [[0, 1, 2, 3]] : tensor<1x8x1x1xf32> into tensor<8xf32> loc("features.1.conv.4")
    %t334 = tensor.collapse_shape %t312 [[0, 1, 2, 3]] : tensor<1x8x1x1xf32> into tensor<8xf32> loc("features.1.conv.4")
    %t335 = tensor.empty() : tensor<2x8x16x16xf32> loc("features.1.conv.4")
    %t339 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t286 : tensor<2x8x16x16xf32>) outs(%t335 : tensor<2x8x16x16xf32>) {
    ^bb0(%in336: f32, %out337: f32):
      %s338 = arith.mulf %in336, %in336 : f32
      linalg.yield %s338 : f32
    } -> tensor<2x8x16x16xf32> loc("features.1.conv.4")
    %t340 = tensor.empty() : tensor<8xf32> loc("features.1.conv.4")
    %c341 = arith.constant 0.000000000e+00 : f32 loc("features.1.conv.4")
    %t342 = linalg.fill ins(%c341 : f32) outs(%t340 : tensor<8xf32>) -> tensor<8xf32> loc("features.1.conv.4")
    %t346 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t339 : tensor<2x8x16x16xf32>) outs(%t342 : tensor<8xf32>) {
    ^bb0(%in343: f32, %out344: f32):
      %s345 = arith.addf %out344, %in343 : f32
      linalg.yield %s345 : f32
    } -> tensor<8xf32> loc("features.1.conv.4")
    %t347 = tensor.empty() : tensor<8xf32> loc("features.1.conv.4")
    %t356 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%primals_69, %t333 : tensor<8xf32>, tensor<8xf32>) outs(%t347 : tensor<8xf32>) {
    ^bb0(%in348: f32, %in349: f32, %out350: f32):
      %s351 = arith.constant 8.999999762e-01 : f32
      %s352 = arith.mulf %in348, %s351 : f32
      %s353 = arith.constant 1.000000015e-01 : f32
      %s354 = arith.mulf %in349, %s353 : f32
      %s355 = arith.addf %s352, %s354 : f32
      linalg.yield %s355 : f32
    } -> tensor<8xf32> loc("features.1.conv.4")
    %t357 = tensor.empty() : tensor<8xf32> loc("features.1.conv.4")
    %t368 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%primals_70, %t346 : tensor<8xf32>, tensor<8xf32>) outs(%t357 : tensor<8xf32>) {
    ^bb0(%in358: f32, %in359: f32, %out360: f32):
      %s361 = arith.constant 8.999999762e-01 : f32
      %s362 = arith.mulf %in358, %s361 : f32
      %s363 = arith.constant 1.956947148e-03 : f32
      %s364 = arith.mulf %in359, %s363 : f32
      %s365 = arith.constant 1.000000015e-01 : f32
      %s366 = arith.mulf %s364, %s365 : f32
      %s367 = arith.addf %s362, %s366 : f32
      linalg.yield %s367 : f32
    } -> tensor<8xf32> loc("features.1.conv.4")
    %t369 = tensor.empty() : tensor<2x8x16x16xf32> loc("features.1.conv.5")
    %t376 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t332 : tensor<2x8x16x16xf32>) outs(%t369 : tensor<2x8x16x16xf32>) {
    ^bb0(%in370: f32, %out371: f32):
      %s372 = arith.constant 0.000000000e+00 : f32
      %s373 = arith.maximumf %in370, %s372 : f32
      %s374 = arith.constant 6.000000000e+00 : f32
      %s375 = arith.minimumf %s373, %s374 : f32
      linalg.yield %s375 : f32
    } -> tensor<2x8x16x16xf32> loc("features.1.conv.5")
    %t377 = tensor.empty() : tensor<2x8x16x16xf32> loc("features.1.conv.6")
    %c378 = arith.constant 0.000000000e+00 : f32 loc("features.1.conv.6")
    %t379 = linalg.fill ins(%c378 : f32) outs(%t377 : tensor<2x8x16x16xf32>) -> tensor<2x8x16x16xf32> loc("features.1.conv.6")
    %t380 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%t376, %primals_10 : tensor<2x8x16x16xf32>, tensor<8x8x1x1xf32>) outs(%t379 : tensor<2x8x16x16xf32>) -> tensor<2x8x16x16xf32> loc("features.1.conv.6")
    %t381 = tensor.empty() : tensor<i64> loc("features.1.conv.7")
    %t386 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%primals_74 : tensor<i64>) outs(%t381 : tensor<i64>) {
    ^bb0(%in382: i64, %out383: i64):
      %s384 = arith.constant 1 : i64
      %s385 = arith.addi %in382, %s384 : i64
      linalg.yield %s385 : i64
    } -> tensor<i64> loc("features.1.conv.7")
    %t387 = tensor.empty() : tensor<8xf32> loc("features.1.conv.7")
    %c388 = arith.constant 0.000000000e+00 : f32 loc("features.1.conv.7")
    %t389 = linalg.fill ins(%c388 : f32) outs(%t387 : tensor<8xf32>) -> tensor<8xf32> loc("features.1.conv.7")
    %t393 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t380 : tensor<2x8x16x16xf32>) outs(%t389 : tensor<8xf32>) {
    ^bb0(%in390: f32, %out391: f32):
      %s392 = arith.addf %out391, %in390 : f32
      linalg.yield %s392 : f32
    } -> tensor<8xf32> loc("features.1.conv.7")
    %t394 = tensor.empty() : tensor<8xf32> loc("features.1.conv.7")
    %t399 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t393 : tensor<8xf32>) outs(%t394 : tensor<8xf32>) {
    ^bb0(%in395: f32, %out396: f32):
      %s397 = arith.constant 1.953125000e-03 : f32
      %s398 = arith.mulf %in395, %s397 : f32
      linalg.yield %s398 : f32
    } -> tensor<8xf32> loc("features.1.conv.7")
    %t400 = tensor.expand_shape %t399 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32> loc("features.1.conv.7")
    %t401 = tensor.empty() : tensor<2x8x16x16xf32> loc("features.1.conv.7")
    %t406 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t380, %t400 : tensor<2x8x16x16xf32>, tensor<1x8x1x1xf32>) outs(%t401 : tensor<2x8x16x16xf32>) {
    ^bb0(%in402: f32, %in403: f32, %out404: f32):
      %s405 = arith.subf %in402, %in403 : f32
      linalg.yield %s405 : f32
    } -> tensor<2x8x16x16xf32> loc("features.1.conv.7")
    %t407 = tensor.empty() : tensor<2x8x16x16xf32> loc("features.1.conv.7")
    %t411 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t406 : tensor<2x8x16x16xf32>) outs(%t407 : tensor<2x8x16x16xf32>) {
    ^bb0(%in408: f32, %out409: f32):
      %s410 = arith.mulf %in408, %in408 : f32
      linalg.yield %s410 : f32
    } -> tensor<2x8x16x16xf32> loc("features.1.conv.7")
    %t412 = tensor.empty() : tensor<8xf32> loc("features.1.conv.7")
    %c413 = arith.constant 0.000000000e+00 : f32 loc("features.1.conv.7")
    %t414 = linalg.fill ins(%c413 : f32) outs(%t412 : tensor<8xf32>) -> tensor<8xf32> loc("features.1.conv.7")
    %t418 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t411 : tensor<2x8x16x16xf32>) outs(%t414 : tensor<8xf32>) {
    ^bb0(%in415: f32, %out416: f32):
      %s417 = arith.addf %out416, %in415 : f32
      linalg.yield %s417 : f32
    } -> tensor<8xf32> loc("features.1.conv.7")
    %t419 = tensor.empty() : tensor<8xf32> loc("features.1.conv.7")
    %t424 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t418 : tensor<8xf32>) outs(%t419 : tensor<8xf32>) {
    ^bb0(%in420: f32, %out421: f32):
      %s422 = arith.constant 1.953125000e-03 : f32
      %s423 = arith.mulf %in420, %s422 : f32
      linalg.yield %s423 : f32
    } -> tensor<8xf32> loc("features.1.conv.7")
    %t425 = tensor.expand_shape %t424 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32> loc("features.1.conv.7")
    %t426 = tensor.empty() : tensor<1x8x1x1xf32> loc("features.1.conv.7")
    %t432 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t425 : tensor<1x8x1x1xf32>) outs(%t426 : tensor<1x8x1x1xf32>) {
    ^bb0(%in427: f32, %out428: f32):
      %s429 = arith.constant 9.999999747e-06 : f32
      %s430 = arith.addf %in427, %s429 : f32
      %s431 = math.rsqrt %s430 : f32
      linalg.yield %s431 : f32
    } -> tensor<1x8x1x1xf32> loc("features.1.conv.7")
    %t433 = tensor.empty() : tensor<2x8x16x16xf32> loc("features.1.conv.7")
    %t438 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t406, %t432 : tensor<2x8x16x16xf32>, tensor<1x8x1x1xf32>) outs(%t433 : tensor<2x8x16x16xf32>) {
    ^bb0(%in434: f32, %in435: f32, %out436: f32):
      %s437 = arith.mulf %in434, %in435 : f32
      linalg.yield %s437 : f32
    } -> tensor<2x8x16x16xf32> loc("features.1.conv.7")
    %t439 = tensor.expand_shape %primals_11 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32> loc("features.1.conv.7")
    %t440 = tensor.empty() : tensor<2x8x16x16xf32> loc("features.1.conv.7")
    %t445 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t438, %t439 : tensor<2x8x16x16xf32>, tensor<8x1x1xf32>) outs(%t440 : tensor<2x8x16x16xf32>) {
    ^bb0(%in441: f32, %in442: f32, %out443: f32):
      %s444 = arith.mulf %in441, %in442 : f32
      linalg.yield %s444 : f32
    } -> tensor<2x8x16x16xf32> loc("features.1.conv.7")
    %t446 = tensor.expand_shape %primals_12 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32> loc("features.1.conv.7")
    %t447 = tensor.empty() : tensor<2x8x16x16xf32> loc("features.1.conv.7")
    %t452 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t445, %t446 : tensor<2x8x16x16xf32>, tensor<8x1x1xf32>) outs(%t447 : tensor<2x8x16x16xf32>) {
    ^bb0(%in448: f32, %in449: f32, %out450: f32):
      %s451 = arith.addf %in448, %in449 : f32
      linalg.yield %s451 : f32
    } -> tensor<2x8x16x16xf32> loc("features.1.conv.7")
    %t453 = tensor.collapse_shape %t400 [[0, 1, 2, 3]] : tensor<1x8x1x1xf32> into tensor<8xf32> loc("features.1.conv.7")
    %t454 = tensor.collapse_shape %t432 [[0, 1, 2, 3]] : tensor<1x8x1x1xf32> into tensor<8xf32> loc("features.1.conv.7")
    %t455 = tensor.empty() : tensor<2x8x16x16xf32> loc("features.1.conv.7")
    %t459 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t406 : tensor<2x8x16x16xf32>) outs(%t455 : tensor<2x8x16x16xf32>) {
    ^bb0(%in456: f32, %out457: f32):
      %s458 = arith.mulf %in456, %in456 : f32
      linalg.yield %s458 : f32
    } -> tensor<2x8x16x16xf32> loc("features.1.conv.7")
    %t460 = tensor.empty() : tensor<8xf32> loc("features.1.conv.7")
    %c461 = arith.constant 0.000000000e+00 : f32 loc("features.1.conv.7")
    %t462 = linalg.fill ins(%c461 : f32) outs(%t460 : tensor<8xf32>) -> tensor<8xf32> loc("features.1.conv.7")
    %t466 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t459 : tensor<2x8x16x16xf32>) outs(%t462 : tensor<8xf32>) {
    ^bb0(%in463: f32, %out464: f32):
      %s465 = arith.addf %out464, %in463 : f32
      linalg.yield %s465 : f32
    } -> tensor<8xf32> loc("features.1.conv.7")
    %t467 = tensor.empty() : tensor<8xf32> loc("features.1.conv.7")
    %t476 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%primals_72, %t453 : tensor<8xf32>, tensor<8xf32>) outs(%t467 : tensor<8xf32>) {
    ^bb0(%in468: f32, %in469: f32, %out470: f32):
      %s471 = arith.constant 8.999999762e-01 : f32
      %s472 = arith.mulf %in468, %s471 : f32
      %s473 = arith.constant 1.000000015e-01 : f32
      %s474 = arith.mulf %in469, %s473 : f32
      %s475 = arith.addf %s472, %s474 : f32
      linalg.yield %s475 : f32
    } -> tensor<8xf32> loc("features.1.conv.7")
    %t477 = tensor.empty() : tensor<8xf32> loc("features.1.conv.7")
    %t488 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%primals_73, %t466 : tensor<8xf32>, tensor<8xf32>) outs(%t477 : tensor<8xf32>) {
    ^bb0(%in478: f32, %in479: f32, %out480: f32):
      %s481 = arith.constant 8.999999762e-01 : f32
      %s482 = arith.mulf %in478, %s481 : f32
      %s483 = arith.constant 1.956947148e-03 : f32
      %s484 = arith.mulf %in479, %s483 : f32
      %s485 = arith.constant 1.000000015e-01 : f32
      %s486 = arith.mulf %s484, %s485 : f32
      %s487 = arith.addf %s482, %s486 : f32
      linalg.yield %s487 : f32
    } -> tensor<8xf32> loc("features.1.conv.7")
    %t489 = tensor.empty() : tensor<2x8x16x16xf32> loc("features.1")
    %t494 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t124, %t452 : tensor<2x8x16x16xf32>, tensor<2x8x16x16xf32>) outs(%t489 : tensor<2x8x16x16xf32>) {
    ^bb0(%in490: f32, %in491: f32, %out492: f32):
      %s493 = arith.addf %in490, %in491 : f32
      linalg.yield %s493 : f32
    } -> tensor<2x8x16x16xf32> loc("features.1")
    %t495 = tensor.empty() : tensor<2x48x16x16xf32> loc("features.2.conv.0")
    %c496 = arith.constant 0.000000000e+00 : f32 loc("features.2.conv.0")
    %t497 = linalg.fill ins(%c496 : f32) outs(%t495 : tensor<2x48x16x16xf32>) -> tensor<2x48x16x16xf32> loc("features.2.conv.0")
    %t498 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%t494, %primals_13 : tensor<2x8x16x16xf32>, tensor<48x8x1x1xf32>) outs(%t497 : tensor<2x48x16x16xf32>) -> tensor<2x48x16x16xf32> loc("features.2.conv.0")
    %t499 = tensor.empty() : tensor<i64> loc("features.2.conv.1")
    %t504 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%primals_77 : tensor<i64>) outs(%t499 : tensor<i64>) {
    ^bb0(%in500: i64, %out501: i64):
      %s502 = arith.constant 1 : i64
      %s503 = arith.addi %in500, %s502 : i64
      linalg.yield %s503 : i64
    } -> tensor<i64> loc("features.2.conv.1")
    %t505 = tensor.empty() : tensor<48xf32> loc("features.2.conv.1")
    %c506 = arith.constant 0.000000000e+00 : f32 loc("features.2.conv.1")
    %t507 = linalg.fill ins(%c506 : f32) outs(%t505 : tensor<48xf32>) -> tensor<48xf32> loc("features.2.conv.1")
    %t511 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t498 : tensor<2x48x16x16xf32>) outs(%t507 : tensor<48xf32>) {
    ^bb0(%in508: f32, %out509: f32):
      %s510 = arith.addf %out509, %in508 : f32
      linalg.yield %s510 : f32
    } -> tensor<48xf32> loc("features.2.conv.1")
    %t512 = tensor.empty() : tensor<48xf32> loc("features.2.conv.1")
    %t517 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t511 : tensor<48xf32>) outs(%t512 : tensor<48xf32>) {
    ^bb0(%in513: f32, %out514: f32):
      %s515 = arith.constant 1.953125000e-03 : f32
      %s516 = arith.mulf %in513, %s515 : f32
      linalg.yield %s516 : f32
    } -> tensor<48xf32> loc("features.2.conv.1")
    %t518 = tensor.expand_shape %t517 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf32> into tensor<1x48x1x1xf32> loc("features.2.conv.1")
    %t519 = tensor.empty() : tensor<2x48x16x16xf32> loc("features.2.conv.1")
    %t524 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t498, %t518 : tensor<2x48x16x16xf32>, tensor<1x48x1x1xf32>) outs(%t519 : tensor<2x48x16x16xf32>) {
    ^bb0(%in520: f32, %in521: f32, %out522: f32):
      %s523 = arith.subf %in520, %in521 : f32
      linalg.yield %s523 : f32
    } -> tensor<2x48x16x16xf32> loc("features.2.conv.1")
    %t525 = tensor.empty() : tensor<2x48x16x16xf32> loc("features.2.conv.1")
    %t529 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t524 : tensor<2x48x16x16xf32>) outs(%t525 : tensor<2x48x16x16xf32>) {
    ^bb0(%in526: f32, %out527: f32):
      %s528 = arith.mulf %in526, %in526 : f32
      linalg.yield %s528 : f32
    } -> tensor<2x48x16x16xf32> loc("features.2.conv.1")
    %t530 = tensor.empty() : tensor<48xf32> loc("features.2.conv.1")
    %c531 = arith.constant 0.000000000e+00 : f32 loc("features.2.conv.1")
    %t532 = linalg.fill ins(%c531 : f32) outs(%t530 : tensor<48xf32>) -> tensor<48xf32> loc("features.2.conv.1")
    %t536 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t529 : tensor<2x48x16x16xf32>) outs(%t532 : tensor<48xf32>) {
    ^bb0(%in533: f32, %out534: f32):
      %s535 = arith.addf %out534, %in533 : f32
      linalg.yield %s535 : f32
    } -> tensor<48xf32> loc("features.2.conv.1")
    %t537 = tensor.empty() : tensor<48xf32> loc("features.2.conv.1")
    %t542 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t536 : tensor<48xf32>) outs(%t537 : tensor<48xf32>) {
    ^bb0(%in538: f32, %out539: f32):
      %s540 = arith.constant 1.953125000e-03 : f32
      %s541 = arith.mulf %in538, %s540 : f32
      linalg.yield %s541 : f32
    } -> tensor<48xf32> loc("features.2.conv.1")
    %t543 = tensor.expand_shape %t542 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf32> into tensor<1x48x1x1xf32> loc("features.2.conv.1")
    %t544 = tensor.empty() : tensor<1x48x1x1xf32> loc("features.2.conv.1")
    %t550 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t543 : tensor<1x48x1x1xf32>) outs(%t544 : tensor<1x48x1x1xf32>) {
    ^bb0(%in545: f32, %out546: f32):
      %s547 = arith.constant 9.999999747e-06 : f32
      %s548 = arith.addf %in545, %s547 : f32
      %s549 = math.rsqrt %s548 : f32
      linalg.yield %s549 : f32
    } -> tensor<1x48x1x1xf32> loc("features.2.conv.1")
    %t551 = tensor.empty() : tensor<2x48x16x16xf32> loc("features.2.conv.1")
    %t556 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t524, %t550 : tensor<2x48x16x16xf32>, tensor<1x48x1x1xf32>) outs(%t551 : tensor<2x48x16x16xf32>) {
    ^bb0(%in552: f32, %in553: f32, %out554: f32):
      %s555 = arith.mulf %in552, %in553 : f32
      linalg.yield %s555 : f32
    } -> tensor<2x48x16x16xf32> loc("features.2.conv.1")
    %t557 = tensor.expand_shape %primals_14 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32> loc("features.2.conv.1")
    %t558 = tensor.empty() : tensor<2x48x16x16xf32> loc("features.2.conv.1")
    %t563 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t556, %t557 : tensor<2x48x16x16xf32>, tensor<48x1x1xf32>) outs(%t558 : tensor<2x48x16x16xf32>) {
    ^bb0(%in559: f32, %in560: f32, %out561: f32):
      %s562 = arith.mulf %in559, %in560 : f32
      linalg.yield %s562 : f32
    } -> tensor<2x48x16x16xf32> loc("features.2.conv.1")
    %t564 = tensor.expand_shape %primals_15 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32> loc("features.2.conv.1")
    %t565 = tensor.empty() : tensor<2x48x16x16xf32> loc("features.2.conv.1")
    %t570 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t563, %t564 : tensor<2x48x16x16xf32>, tensor<48x1x1xf32>) outs(%t565 : tensor<2x48x16x16xf32>) {
    ^bb0(%in566: f32, %in567: f32, %out568: f32):
      %s569 = arith.addf %in566, %in567 : f32
      linalg.yield %s569 : f32
    } -> tensor<2x48x16x16xf32> loc("features.2.conv.1")
    %t571 = tensor.collapse_shape %t518 [[0, 1, 2, 3]] : tensor<1x48x1x1xf32> into tensor<48xf32> loc("features.2.conv.1")
    %t572 = tensor.collapse_shape %t550 [[0, 1, 2, 3]] : tensor<1x48x1x1xf32> into tensor<48xf32> loc("features.2.conv.1")
    %t573 = tensor.empty() : tensor<2x48x16x16xf32> loc("features.2.conv.1")
    %t577 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t524 : tensor<2x48x16x16xf32>) outs(%t573 : tensor<2x48x16x16xf32>) {
    ^bb0(%in574: f32, %out575: f32):
      %s576 = arith.mulf %in574, %in574 : f32
      linalg.yield %s576 : f32
    } -> tensor<2x48x16x16xf32> loc("features.2.conv.1")
    %t578 = tensor.empty() : tensor<48xf32> loc("features.2.conv.1")
    %c579 = arith.constant 0.000000000e+00 : f32 loc("features.2.conv.1")
    %t580 = linalg.fill ins(%c579 : f32) outs(%t578 : tensor<48xf32>) -> tensor<48xf32> loc("features.2.conv.1")
    %t584 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t577 : tensor<2x48x16x16xf32>) outs(%t580 : tensor<48xf32>) {
    ^bb0(%in581: f32, %out582: f32):
      %s583 = arith.addf %out582, %in581 : f32
      linalg.yield %s583 : f32
    } -> tensor<48xf32> loc("features.2.conv.1")
    %t585 = tensor.empty() : tensor<48xf32> loc("features.2.conv.1")
    %t594 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%primals_75, %t571 : tensor<48xf32>, tensor<48xf32>) outs(%t585 : tensor<48xf32>) {
    ^bb0(%in586: f32, %in587: f32, %out588: f32):
      %s589 = arith.constant 8.999999762e-01 : f32
      %s590 = arith.mulf %in586, %s589 : f32
      %s591 = arith.constant 1.000000015e-01 : f32
      %s592 = arith.mulf %in587, %s591 : f32
      %s593 = arith.addf %s590, %s592 : f32
      linalg.yield %s593 : f32
    } -> tensor<48xf32> loc("features.2.conv.1")
    %t595 = tensor.empty() : tensor<48xf32> loc("features.2.conv.1")
    %t606 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%primals_76, %t584 : tensor<48xf32>, tensor<48xf32>) outs(%t595 : tensor<48xf32>) {
    ^bb0(%in596: f32, %in597: f32, %out598: f32):
      %s599 = arith.constant 8.999999762e-01 : f32
      %s600 = arith.mulf %in596, %s599 : f32
      %s601 = arith.constant 1.956947148e-03 : f32
      %s602 = arith.mulf %in597, %s601 : f32
      %s603 = arith.constant 1.000000015e-01 : f32
      %s604 = arith.mulf %s602, %s603 : f32
      %s605 = arith.addf %s600, %s604 : f32
      linalg.yield %s605 : f32
    } -> tensor<48xf32> loc("features.2.conv.1")
    %t607 = tensor.empty() : tensor<2x48x16x16xf32> loc("features.2.conv.2")
    %t614 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t570 : tensor<2x48x16x16xf32>) outs(%t607 : tensor<2x48x16x16xf32>) {
    ^bb0(%in608: f32, %out609: f32):
      %s610 = arith.constant 0.000000000e+00 : f32
      %s611 = arith.maximumf %in608, %s610 : f32
      %s612 = arith.constant 6.000000000e+00 : f32
      %s613 = arith.minimumf %s611, %s612 : f32
      linalg.yield %s613 : f32
    } -> tensor<2x48x16x16xf32> loc("features.2.conv.2")
    %t615 = tensor.empty() : tensor<2x48x18x18xf32> loc("features.2.conv.3")
    %c616 = arith.constant 0.000000000e+00 : f32 loc("features.2.conv.3")
    %t617 = linalg.fill ins(%c616 : f32) outs(%t615 : tensor<2x48x18x18xf32>) -> tensor<2x48x18x18xf32> loc("features.2.conv.3")
    %t618 = tensor.insert_slice %t614 into %t617[0, 0, 1, 1] [2, 48, 16, 16] [1, 1, 1, 1] : tensor<2x48x16x16xf32> into tensor<2x48x18x18xf32> loc("features.2.conv.3")
    %t619 = tensor.expand_shape %t618 [[0], [1], [2, 3], [4]] output_shape [2, 48, 1, 18, 18] : tensor<2x48x18x18xf32> into tensor<2x48x1x18x18xf32> loc("features.2.conv.3")
    %t620 = tensor.expand_shape %primals_16 [[0], [1], [2, 3], [4]] output_shape [48, 1, 1, 3, 3] : tensor<48x1x3x3xf32> into tensor<48x1x1x3x3xf32> loc("features.2.conv.3")
    %t621 = tensor.empty() : tensor<2x48x1x8x8xf32> loc("features.2.conv.3")
    %c622 = arith.constant 0.000000000e+00 : f32 loc("features.2.conv.3")
    %t623 = linalg.fill ins(%c622 : f32) outs(%t621 : tensor<2x48x1x8x8xf32>) -> tensor<2x48x1x8x8xf32> loc("features.2.conv.3")
    %t629 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 * 2 + d6 * 1, d4 * 2 + d7 * 1)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%t619, %t620 : tensor<2x48x1x18x18xf32>, tensor<48x1x1x3x3xf32>) outs(%t623 : tensor<2x48x1x8x8xf32>) {
    ^bb0(%in624: f32, %in625: f32, %out626: f32):
      %s627 = arith.mulf %in624, %in625 : f32
      %s628 = arith.addf %out626, %s627 : f32
      linalg.yield %s628 : f32
    } -> tensor<2x48x1x8x8xf32> loc("features.2.conv.3")
    %t630 = tensor.collapse_shape %t629 [[0], [1], [2, 3], [4]] : tensor<2x48x1x8x8xf32> into tensor<2x48x8x8xf32> loc("features.2.conv.3")
    %t631 = tensor.empty() : tensor<i64> loc("features.2.conv.4")
    %t636 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%primals_80 : tensor<i64>) outs(%t631 : tensor<i64>) {
    ^bb0(%in632: i64, %out633: i64):
      %s634 = arith.constant 1 : i64
      %s635 = arith.addi %in632, %s634 : i64
      linalg.yield %s635 : i64
    } -> tensor<i64> loc("features.2.conv.4")
    %t637 = tensor.empty() : tensor<48xf32> loc("features.2.conv.4")
    %c638 = arith.constant 0.000000000e+00 : f32 loc("features.2.conv.4")
    %t639 = linalg.fill ins(%c638 : f32) outs(%t637 : tensor<48xf32>) -> tensor<48xf32> loc("features.2.conv.4")
    %t643 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t630 : tensor<2x48x8x8xf32>) outs(%t639 : tensor<48xf32>) {
    ^bb0(%in640: f32, %out641: f32):
      %s642 = arith.addf %out641, %in640 : f32
      linalg.yield %s642 : f32
    } -> tensor<48xf32> loc("features.2.conv.4")
    %t644 = tensor.empty() : tensor<48xf32> loc("features.2.conv.4")
    %t649 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t643 : tensor<48xf32>) outs(%t644 : tensor<48xf32>) {
    ^bb0(%in645: f32, %out646: f32):
      %s647 = arith.constant 7.812500000e-03 : f32
      %s648 = arith.mulf %in645, %s647 : f32
      linalg.yield %s648 : f32
    } -> tensor<48xf32> loc("features.2.conv.4")
    %t650 = tensor.expand_shape %t649 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf32> into tensor<1x48x1x1xf32> loc("features.2.conv.4")
    %t651 = tensor.empty() : tensor<2x48x8x8xf32> loc("features.2.conv.4")
    %t656 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t630, %t650 : tensor<2x48x8x8xf32>, tensor<1x48x1x1xf32>) outs(%t651 : tensor<2x48x8x8xf32>) {
    ^bb0(%in652: f32, %in653: f32, %out654: f32):
      %s655 = arith.subf %in652, %in653 : f32
      linalg.yield %s655 : f32
    } -> tensor<2x48x8x8xf32> loc("features.2.conv.4")
    %t657 = tensor.empty() : tensor<2x48x8x8xf32> loc("features.2.conv.4")
    %t661 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t656 : tensor<2x48x8x8xf32>) outs(%t657 : tensor<2x48x8x8xf32>) {
    ^bb0(%in658: f32, %out659: f32):
      %s660 = arith.mulf %in658, %in658 : f32
      linalg.yield %s660 : f32
    } -> tensor<2x48x8x8xf32> loc("features.2.conv.4")
    %t662 = tensor.empty() : tensor<48xf32> loc("features.2.conv.4")
    %c663 = arith.constant 0.000000000e+00 : f32 loc("features.2.conv.4")
    %t664 = linalg.fill ins(%c663 : f32) outs(%t662 : tensor<48xf32>) -> tensor<48xf32> loc("features.2.conv.4")
    %t668 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t661 : tensor<2x48x8x8xf32>) outs(%t664 : tensor<48xf32>) {
    ^bb0(%in665: f32, %out666: f32):
      %s667 = arith.addf %out666, %in665 : f32
      linalg.yield %s667 : f32
    } -> tensor<48xf32> loc("features.2.conv.4")
    %t669 = tensor.empty() : tensor<48xf32> loc("features.2.conv.4")
    %t674 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t668 : tensor<48xf32>) outs(%t669 : tensor<48xf32>) {
    ^bb0(%in670: f32, %out671: f32):
      %s672 = arith.constant 7.812500000e-03 : f32
      %s673 = arith.mulf %in670, %s672 : f32
      linalg.yield %s673 : f32
    } -> tensor<48xf32> loc("features.2.conv.4")
    %t675 = tensor.expand_shape %t674 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf32> into tensor<1x48x1x1xf32> loc("features.2.conv.4")
    %t676 = tensor.empty() : tensor<1x48x1x1xf32> loc("features.2.conv.4")
    %t682 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t675 : tensor<1x48x1x1xf32>) outs(%t676 : tensor<1x48x1x1xf32>) {
    ^bb0(%in677: f32, %out678: f32):
      %s679 = arith.constant 9.999999747e-06 : f32
      %s680 = arith.addf %in677, %s679 : f32
      %s681 = math.rsqrt %s680 : f32
      linalg.yield %s681 : f32
    } -> tensor<1x48x1x1xf32> loc("features.2.conv.4")
    %t683 = tensor.empty() : tensor<2x48x8x8xf32> loc("features.2.conv.4")
    %t688 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t656, %t682 : tensor<2x48x8x8xf32>, tensor<1x48x1x1xf32>) outs(%t683 : tensor<2x48x8x8xf32>) {
    ^bb0(%in684: f32, %in685: f32, %out686: f32):
      %s687 = arith.mulf %in684, %in685 : f32
      linalg.yield %s687 : f32
    } -> tensor<2x48x8x8xf32> loc("features.2.conv.4")
    %t689 = tensor.expand_shape %primals_17 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32> loc("features.2.conv.4")
    %t690 = tensor.empty() : tensor<2x48x8x8xf32> loc("features.2.conv.4")
    %t695 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t688, %t689 : tensor<2x48x8x8xf32>, tensor<48x1x1xf32>) outs(%t690 : tensor<2x48x8x8xf32>) {
    ^bb0(%in691: f32, %in692: f32, %out693: f32):
      %s694 = arith.mulf %in691, %in692 : f32
      linalg.yield %s694 : f32
    } -> tensor<2x48x8x8xf32> loc("features.2.conv.4")
    %t696 = tensor.expand_shape %primals_18 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32> loc("features.2.conv.4")
    %t697 = tensor.empty() : tensor<2x48x8x8xf32> loc("features.2.conv.4")
    %t702 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t695, %t696 : tensor<2x48x8x8xf32>, tensor<48x1x1xf32>) outs(%t697 : tensor<2x48x8x8xf32>) {
    ^bb0(%in698: f32, %in699: f32, %out700: f32):
      %s701 = arith.addf %in698, %in699 : f32
      linalg.yield %s701 : f32
    } -> tensor<2x48x8x8xf32> loc("features.2.conv.4")
    %t703 = tensor.collapse_shape %t650 [[0, 1, 2, 3]] : tensor<1x48x1x1xf32> into tensor<48xf32> loc("features.2.conv.4")
    %t704 = tensor.collapse_shape %t682 [[0, 1, 2, 3]] : tensor<1x48x1x1xf32> into tensor<48xf32> loc("features.2.conv.4")
    %t705 = tensor.empty() : tensor<2x48x8x8xf32> loc("features.2.conv.4")
    %t709 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t656 : tensor<2x48x8x8xf32>) outs(%t705 : tensor<2x48x8x8xf32>) {
    ^bb0(%in706: f32, %out707: f32):
      %s708 = arith.mulf %in706, %in706 : f32
      linalg.yield %s708 : f32
    } -> tensor<2x48x8x8xf32> loc("features.2.conv.4")
    %t710 = tensor.empty() : tensor<48xf32> loc("features.2.conv.4")
    %c711 = arith.constant 0.000000000e+00 : f32 loc("features.2.conv.4")
    %t712 = linalg.fill ins(%c711 : f32) outs(%t710 : tensor<48xf32>) -> tensor<48xf32> loc("features.2.conv.4")
    %t716 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t709 : tensor<2x48x8x8xf32>) outs(%t712 : tensor<48xf32>) {
    ^bb0(%in713: f32, %out714: f32):
      %s715 = arith.addf %out714, %in713 : f32
      linalg.yield %s715 : f32
    } -> tensor<48xf32> loc("features.2.conv.4")
    %t717 = tensor.empty() : tensor<48xf32> loc("features.2.conv.4")
    %t726 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%primals_78, %t703 : tensor<48xf32>, tensor<48xf32>) outs(%t717 : tensor<48xf32>) {
    ^bb0(%in718: f32, %in719: f32, %out720: f32):
      %s721 = arith.constant 8.999999762e-01 : f32
      %s722 = arith.mulf %in718, %s721 : f32
      %s723 = arith.constant 1.000000015e-01 : f32
      %s724 = arith.mulf %in719, %s723 : f32
      %s725 = arith.addf %s722, %s724 : f32
      linalg.yield %s725 : f32
    } -> tensor<48xf32> loc("features.2.conv.4")
    %t727 = tensor.empty() : tensor<48xf32> loc("features.2.conv.4")
    %t738 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%primals_79, %t716 : tensor<48xf32>, tensor<48xf32>) outs(%t727 : tensor<48xf32>) {
    ^bb0(%in728: f32, %in729: f32, %out730: f32):
      %s731 = arith.constant 8.999999762e-01 : f32
      %s732 = arith.mulf %in728, %s731 : f32
      %s733 = arith.constant 7.874015719e-03 : f32
      %s734 = arith.mulf %in729, %s733 : f32
      %s735 = arith.constant 1.000000015e-01 : f32
      %s736 = arith.mulf %s734, %s735 : f32
      %s737 = arith.addf %s732, %s736 : f32
      linalg.yield %s737 : f32
    } -> tensor<48xf32> loc("features.2.conv.4")
    %t739 = tensor.empty() : tensor<2x48x8x8xf32> loc("features.2.conv.5")
    %t746 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t702 : tensor<2x48x8x8xf32>) outs(%t739 : tensor<2x48x8x8xf32>) {
    ^bb0(%in740: f32, %out741: f32):
      %s742 = arith.constant 0.000000000e+00 : f32
      %s743 = arith.maximumf %in740, %s742 : f32
      %s744 = arith.constant 6.000000000e+00 : f32
      %s745 = arith.minimumf %s743, %s744 : f32
      linalg.yield %s745 : f32
    } -> tensor<2x48x8x8xf32> loc("features.2.conv.5")
    %t747 = tensor.empty() : tensor<2x8x8x8xf32> loc("features.2.conv.6")
    %c748 = arith.constant 0.000000000e+00 : f32 loc("features.2.conv.6")
    %t749 = linalg.fill ins(%c748 : f32) outs(%t747 : tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32> loc("features.2.conv.6")
    %t750 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%t746, %primals_19 : tensor<2x48x8x8xf32>, tensor<8x48x1x1xf32>) outs(%t749 : tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32> loc("features.2.conv.6")
    %t751 = tensor.empty() : tensor<i64> loc("features.2.conv.7")
    %t756 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%primals_83 : tensor<i64>) outs(%t751 : tensor<i64>) {
    ^bb0(%in752: i64, %out753: i64):
      %s754 = arith.constant 1 : i64
      %s755 = arith.addi %in752, %s754 : i64
      linalg.yield %s755 : i64
    } -> tensor<i64> loc("features.2.conv.7")
    %t757 = tensor.empty() : tensor<8xf32> loc("features.2.conv.7")
    %c758 = arith.constant 0.000000000e+00 : f32 loc("features.2.conv.7")
    %t759 = linalg.fill ins(%c758 : f32) outs(%t757 : tensor<8xf32>) -> tensor<8xf32> loc("features.2.conv.7")
    %t763 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t750 : tensor<2x8x8x8xf32>) outs(%t759 : tensor<8xf32>) {
    ^bb0(%in760: f32, %out761: f32):
      %s762 = arith.addf %out761, %in760 : f32
      linalg.yield %s762 : f32
    } -> tensor<8xf32> loc("features.2.conv.7")
    %t764 = tensor.empty() : tensor<8xf32> loc("features.2.conv.7")
    %t769 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t763 : tensor<8xf32>) outs(%t764 : tensor<8xf32>) {
    ^bb0(%in765: f32, %out766: f32):
      %s767 = arith.constant 7.812500000e-03 : f32
      %s768 = arith.mulf %in765, %s767 : f32
      linalg.yield %s768 : f32
    } -> tensor<8xf32> loc("features.2.conv.7")
    %t770 = tensor.expand_shape %t769 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32> loc("features.2.conv.7")
    %t771 = tensor.empty() : tensor<2x8x8x8xf32> loc("features.2.conv.7")
    %t776 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t750, %t770 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%t771 : tensor<2x8x8x8xf32>) {
    ^bb0(%in772: f32, %in773: f32, %out774: f32):
      %s775 = arith.subf %in772, %in773 : f32
      linalg.yield %s775 : f32
    } -> tensor<2x8x8x8xf32> loc("features.2.conv.7")
    %t777 = tensor.empty() : tensor<2x8x8x8xf32> loc("features.2.conv.7")
    %t781 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t776 : tensor<2x8x8x8xf32>) outs(%t777 : tensor<2x8x8x8xf32>) {
    ^bb0(%in778: f32, %out779: f32):
      %s780 = arith.mulf %in778, %in778 : f32
      linalg.yield %s780 : f32
    } -> tensor<2x8x8x8xf32> loc("features.2.conv.7")
    %t782 = tensor.empty() : tensor<8xf32> loc("features.2.conv.7")
    %c783 = arith.constant 0.000000000e+00 : f32 loc("features.2.conv.7")
    %t784 = linalg.fill ins(%c783 : f32) outs(%t782 : tensor<8xf32>) -> tensor<8xf32> loc("features.2.conv.7")
    %t788 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t781 : tensor<2x8x8x8xf32>) outs(%t784 : tensor<8xf32>) {
    ^bb0(%in785: f32, %out786: f32):
      %s787 = arith.addf %out786, %in785 : f32
      linalg.yield %s787 : f32
    } -> tensor<8xf32> loc("features.2.conv.7")
    %t789 = tensor.empty() : tensor<8xf32> loc("features.2.conv.7")
    %t794 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t788 : tensor<8xf32>) outs(%t789 : tensor<8xf32>) {
    ^bb0(%in790: f32, %out791: f32):
      %s792 = arith.constant 7.812500000e-03 : f32
      %s793 = arith.mulf %in790, %s792 : f32
      linalg.yield %s793 : f32
    } -> tensor<8xf32> loc("features.2.conv.7")
    %t795 = tensor.expand_shape %t794 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32> loc("features.2.conv.7")
    %t796 = tensor.empty() : tensor<1x8x1x1xf32> loc("features.2.conv.7")
    %t802 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t795 : tensor<1x8x1x1xf32>) outs(%t796 : tensor<1x8x1x1xf32>) {
    ^bb0(%in797: f32, %out798: f32):
      %s799 = arith.constant 9.999999747e-06 : f32
      %s800 = arith.addf %in797, %s799 : f32
      %s801 = math.rsqrt %s800 : f32
      linalg.yield %s801 : f32
    } -> tensor<1x8x1x1xf32> loc("features.2.conv.7")
    %t803 = tensor.empty() : tensor<2x8x8x8xf32> loc("features.2.conv.7")
    %t808 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t776, %t802 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%t803 : tensor<2x8x8x8xf32>) {
    ^bb0(%in804: f32, %in805: f32, %out806: f32):
      %s807 = arith.mulf %in804, %in805 : f32
      linalg.yield %s807 : f32
    } -> tensor<2x8x8x8xf32> loc("features.2.conv.7")
    %t809 = tensor.expand_shape %primals_20 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32> loc("features.2.conv.7")
    %t810 = tensor.empty() : tensor<2x8x8x8xf32> loc("features.2.conv.7")
    %t815 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t808, %t809 : tensor<2x8x8x8xf32>, tensor<8x1x1xf32>) outs(%t810 : tensor<2x8x8x8xf32>) {
    ^bb0(%in811: f32, %in812: f32, %out813: f32):
      %s814 = arith.mulf %in811, %in812 : f32
      linalg.yield %s814 : f32
    } -> tensor<2x8x8x8xf32> loc("features.2.conv.7")
    %t816 = tensor.expand_shape %primals_21 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32> loc("features.2.conv.7")
    %t817 = tensor.empty() : tensor<2x8x8x8xf32> loc("features.2.conv.7")
    %t822 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t815, %t816 : tensor<2x8x8x8xf32>, tensor<8x1x1xf32>) outs(%t817 : tensor<2x8x8x8xf32>) {
    ^bb0(%in818: f32, %in819: f32, %out820: f32):
      %s821 = arith.addf %in818, %in819 : f32
      linalg.yield %s821 : f32
    } -> tensor<2x8x8x8xf32> loc("features.2.conv.7")
    %t823 = tensor.collapse_shape %t770 [[0, 1, 2, 3]] : tensor<1x8x1x1xf32> into tensor<8xf32> loc("features.2.conv.7")
    %t824 = tensor.collapse_shape %t802 [[0, 1, 2, 3]] : tensor<1x8x1x1xf32> into tensor<8xf32> loc("features.2.conv.7")
    %t825 = tensor.empty() : tensor<2x8x8x8xf32> loc("features.2.conv.7")
    %t829 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t776 : tensor<2x8x8x8xf32>) outs(%t825 : tensor<2x8x8x8xf32>) {
    ^bb0(%in826: f32, %out827: f32):
      %s828 = arith.mulf %in826, %in826 : f32
      linalg.yield %s828 : f32
    } -> tensor<2x8x8x8xf32> loc("features.2.conv.7")
    %t830 = tensor.empty() : tensor<8xf32> loc("features.2.conv.7")
    %c831 = arith.constant 0.000000000e+00 : f32 loc("features.2.conv.7")
    %t832 = linalg.fill ins(%c831 : f32) outs(%t830 : tensor<8xf32>) -> tensor<8xf32> loc("features.2.conv.7")
    %t836 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t829 : tensor<2x8x8x8xf32>) outs(%t832 : tensor<8xf32>) {
    ^bb0(%in833: f32, %out834: f32):
      %s835 = arith.addf %out834, %in833 : f32
      linalg.yield %s835 : f32
    } -> tensor<8xf32> loc("features.2.conv.7")
    %t837 = tensor.empty() : tensor<8xf32> loc("features.2.conv.7")
    %t846 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%primals_81, %t823 : tensor<8xf32>, tensor<8xf32>) outs(%t837 : tensor<8xf32>) {
    ^bb0(%in838: f32, %in839: f32, %out840: f32):
      %s841 = arith.constant 8.999999762e-01 : f32
      %s842 = arith.mulf %in838, %s841 : f32
      %s843 = arith.constant 1.000000015e-01 : f32
      %s844 = arith.mulf %in839, %s843 : f32
      %s845 = arith.addf %s842, %s844 : f32
      linalg.yield %s845 : f32
    } -> tensor<8xf32> loc("features.2.conv.7")
    %t847 = tensor.empty() : tensor<8xf32> loc("features.2.conv.7")
    %t858 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%primals_82, %t836 : tensor<8xf32>, tensor<8xf32>) outs(%t847 : tensor<8xf32>) {
    ^bb0(%in848: f32, %in849: f32, %out850: f32):
      %s851 = arith.constant 8.999999762e-01 : f32
      %s852 = arith.mulf %in848, %s851 : f32
      %s853 = arith.constant 7.874015719e-03 : f32
      %s854 = arith.mulf %in849, %s853 : f32
      %s855 = arith.constant 1.000000015e-01 : f32
      %s856 = arith.mulf %s854, %s855 : f32
      %s857 = arith.addf %s852, %s856 : f32
      linalg.yield %s857 : f32
    } -> tensor<8xf32> loc("features.2.conv.7")
    %t859 = tensor.empty() : tensor<2x48x8x8xf32> loc("features.3.conv.0")
    %c860 = arith.constant 0.000000000e+00 : f32 loc("features.3.conv.0")
    %t861 = linalg.fill ins(%c860 : f32) outs(%t859 : tensor<2x48x8x8xf32>) -> tensor<2x48x8x8xf32> loc("features.3.conv.0")
    %t862 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%t822, %primals_22 : tensor<2x8x8x8xf32>, tensor<48x8x1x1xf32>) outs(%t861 : tensor<2x48x8x8xf32>) -> tensor<2x48x8x8xf32> loc("features.3.conv.0")
    %t863 = tensor.empty() : tensor<i64> loc("features.3.conv.1")
    %t868 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%primals_86 : tensor<i64>) outs(%t863 : tensor<i64>) {
    ^bb0(%in864: i64, %out865: i64):
      %s866 = arith.constant 1 : i64
      %s867 = arith.addi %in864, %s866 : i64
      linalg.yield %s867 : i64
    } -> tensor<i64> loc("features.3.conv.1")
    %t869 = tensor.empty() : tensor<48xf32> loc("features.3.conv.1")
    %c870 = arith.constant 0.000000000e+00 : f32 loc("features.3.conv.1")
    %t871 = linalg.fill ins(%c870 : f32) outs(%t869 : tensor<48xf32>) -> tensor<48xf32> loc("features.3.conv.1")
    %t875 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t862 : tensor<2x48x8x8xf32>) outs(%t871 : tensor<48xf32>) {
    ^bb0(%in872: f32, %out873: f32):
      %s874 = arith.addf %out873, %in872 : f32
      linalg.yield %s874 : f32
    } -> tensor<48xf32> loc("features.3.conv.1")
    %t876 = tensor.empty() : tensor<48xf32> loc("features.3.conv.1")
    %t881 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t875 : tensor<48xf32>) outs(%t876 : tensor<48xf32>) {
    ^bb0(%in877: f32, %out878: f32):
      %s879 = arith.constant 7.812500000e-03 : f32
      %s880 = arith.mulf %in877, %s879 : f32
      linalg.yield %s880 : f32
    } -> tensor<48xf32> loc("features.3.conv.1")
    %t882 = tensor.expand_shape %t881 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf32> into tensor<1x48x1x1xf32> loc("features.3.conv.1")
    %t883 = tensor.empty() : tensor<2x48x8x8xf32> loc("features.3.conv.1")
    %t888 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t862, %t882 : tensor<2x48x8x8xf32>, tensor<1x48x1x1xf32>) outs(%t883 : tensor<2x48x8x8xf32>) {
    ^bb0(%in884: f32, %in885: f32, %out886: f32):
      %s887 = arith.subf %in884, %in885 : f32
      linalg.yield %s887 : f32
    } -> tensor<2x48x8x8xf32> loc("features.3.conv.1")
    %t889 = tensor.empty() : tensor<2x48x8x8xf32> loc("features.3.conv.1")
    %t893 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t888 : tensor<2x48x8x8xf32>) outs(%t889 : tensor<2x48x8x8xf32>) {
    ^bb0(%in890: f32, %out891: f32):
      %s892 = arith.mulf %in890, %in890 : f32
      linalg.yield %s892 : f32
    } -> tensor<2x48x8x8xf32> loc("features.3.conv.1")
    %t894 = tensor.empty() : tensor<48xf32> loc("features.3.conv.1")
    %c895 = arith.constant 0.000000000e+00 : f32 loc("features.3.conv.1")
    %t896 = linalg.fill ins(%c895 : f32) outs(%t894 : tensor<48xf32>) -> tensor<48xf32> loc("features.3.conv.1")
    %t900 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t893 : tensor<2x48x8x8xf32>) outs(%t896 : tensor<48xf32>) {
    ^bb0(%in897: f32, %out898: f32):
      %s899 = arith.addf %out898, %in897 : f32
      linalg.yield %s899 : f32
    } -> tensor<48xf32> loc("features.3.conv.1")
    %t901 = tensor.empty() : tensor<48xf32> loc("features.3.conv.1")
    %t906 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t900 : tensor<48xf32>) outs(%t901 : tensor<48xf32>) {
    ^bb0(%in902: f32, %out903: f32):
      %s904 = arith.constant 7.812500000e-03 : f32
      %s905 = arith.mulf %in902, %s904 : f32
      linalg.yield %s905 : f32
    } -> tensor<48xf32> loc("features.3.conv.1")
    %t907 = tensor.expand_shape %t906 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf32> into tensor<1x48x1x1xf32> loc("features.3.conv.1")
    %t908 = tensor.empty() : tensor<1x48x1x1xf32> loc("features.3.conv.1")
    %t914 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t907 : tensor<1x48x1x1xf32>) outs(%t908 : tensor<1x48x1x1xf32>) {
    ^bb0(%in909: f32, %out910: f32):
      %s911 = arith.constant 9.999999747e-06 : f32
      %s912 = arith.addf %in909, %s911 : f32
      %s913 = math.rsqrt %s912 : f32
      linalg.yield %s913 : f32
    } -> tensor<1x48x1x1xf32> loc("features.3.conv.1")
    %t915 = tensor.empty() : tensor<2x48x8x8xf32> loc("features.3.conv.1")
    %t920 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t888, %t914 : tensor<2x48x8x8xf32>, tensor<1x48x1x1xf32>) outs(%t915 : tensor<2x48x8x8xf32>) {
    ^bb0(%in916: f32, %in917: f32, %out918: f32):
      %s919 = arith.mulf %in916, %in917 : f32
      linalg.yield %s919 : f32
    } -> tensor<2x48x8x8xf32> loc("features.3.conv.1")
    %t921 = tensor.expand_shape %primals_23 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32> loc("features.3.conv.1")
    %t922 = tensor.empty() : tensor<2x48x8x8xf32> loc("features.3.conv.1")
    %t927 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t920, %t921 : tensor<2x48x8x8xf32>, tensor<48x1x1xf32>) outs(%t922 : tensor<2x48x8x8xf32>) {
    ^bb0(%in923: f32, %in924: f32, %out925: f32):
      %s926 = arith.mulf %in923, %in924 : f32
      linalg.yield %s926 : f32
    } -> tensor<2x48x8x8xf32> loc("features.3.conv.1")
    %t928 = tensor.expand_shape %primals_24 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32> loc("features.3.conv.1")
    %t929 = tensor.empty() : tensor<2x48x8x8xf32> loc("features.3.conv.1")
    %t934 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t927, %t928 : tensor<2x48x8x8xf32>, tensor<48x1x1xf32>) outs(%t929 : tensor<2x48x8x8xf32>) {
    ^bb0(%in930: f32, %in931: f32, %out932: f32):
      %s933 = arith.addf %in930, %in931 : f32
      linalg.yield %s933 : f32
    } -> tensor<2x48x8x8xf32> loc("features.3.conv.1")
    %t935 = tensor.collapse_shape %t882 [[0, 1, 2, 3]] : tensor<1x48x1x1xf32> into tensor<48xf32> loc("features.3.conv.1")
    %t936 = tensor.collapse_shape %t914 [[0, 1, 2, 3]] : tensor<1x48x1x1xf32> into tensor<48xf32> loc("features.3.conv.1")
    %t937 = tensor.empty() : tensor<2x48x8x8xf32> loc("features.3.conv.1")
    %t941 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t888 : tensor<2x48x8x8xf32>) outs(%t937 : tensor<2x48x8x8xf32>) {
    ^bb0(%in938: f32, %out939: f32):
      %s940 = arith.mulf %in938, %in938 : f32
      linalg.yield %s940 : f32
    } -> tensor<2x48x8x8xf32> loc("features.3.conv.1")
    %t942 = tensor.empty() : tensor<48xf32> loc("features.3.conv.1")
    %c943 = arith.constant 0.000000000e+00 : f32 loc("features.3.conv.1")
    %t944 = linalg.fill ins(%c943 : f32) outs(%t942 : tensor<48xf32>) -> tensor<48xf32> loc("features.3.conv.1")
    %t948 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t941 : tensor<2x48x8x8xf32>) outs(%t944 : tensor<48xf32>) {
    ^bb0(%in945: f32, %out946: f32):
      %s947 = arith.addf %out946, %in945 : f32
      linalg.yield %s947 : f32
    } -> tensor<48xf32> loc("features.3.conv.1")
    %t949 = tensor.empty() : tensor<48xf32> loc("features.3.conv.1")
    %t958 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%primals_84, %t935 : tensor<48xf32>, tensor<48xf32>) outs(%t949 : tensor<48xf32>) {
    ^bb0(%in950: f32, %in951: f32, %out952: f32):
      %s953 = arith.constant 8.999999762e-01 : f32
      %s954 = arith.mulf %in950, %s953 : f32
      %s955 = arith.constant 1.000000015e-01 : f32
      %s956 = arith.mulf %in951, %s955 : f32
      %s957 = arith.addf %s954, %s956 : f32
      linalg.yield %s957 : f32
    } -> tensor<48xf32> loc("features.3.conv.1")
    %t959 = tensor.empty() : tensor<48xf32> loc("features.3.conv.1")
    %t970 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%primals_85, %t948 : tensor<48xf32>, tensor<48xf32>) outs(%t959 : tensor<48xf32>) {
    ^bb0(%in960: f32, %in961: f32, %out962: f32):
      %s963 = arith.constant 8.999999762e-01 : f32
      %s964 = arith.mulf %in960, %s963 : f32
      %s965 = arith.constant 7.874015719e-03 : f32
      %s966 = arith.mulf %in961, %s965 : f32
      %s967 = arith.constant 1.000000015e-01 : f32
      %s968 = arith.mulf %s966, %s967 : f32
      %s969 = arith.addf %s964, %s968 : f32
      linalg.yield %s969 : f32
    } -> tensor<48xf32> loc("features.3.conv.1")
    %t971 = tensor.empty() : tensor<2x48x8x8xf32> loc("features.3.conv.2")
    %t978 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t934 : tensor<2x48x8x8xf32>) outs(%t971 : tensor<2x48x8x8xf32>) {
    ^bb0(%in972: f32, %out973: f32):
      %s974 = arith.constant 0.000000000e+00 : f32
      %s975 = arith.maximumf %in972, %s974 : f32
      %s976 = arith.constant 6.000000000e+00 : f32
      %s977 = arith.minimumf %s975, %s976 : f32
      linalg.yield %s977 : f32
    } -> tensor<2x48x8x8xf32> loc("features.3.conv.2")
    %t979 = tensor.empty() : tensor<2x48x10x10xf32> loc("features.3.conv.3")
    %c980 = arith.constant 0.000000000e+00 : f32 loc("features.3.conv.3")
    %t981 = linalg.fill ins(%c980 : f32) outs(%t979 : tensor<2x48x10x10xf32>) -> tensor<2x48x10x10xf32> loc("features.3.conv.3")
    %t982 = tensor.insert_slice %t978 into %t981[0, 0, 1, 1] [2, 48, 8, 8] [1, 1, 1, 1] : tensor<2x48x8x8xf32> into tensor<2x48x10x10xf32> loc("features.3.conv.3")
    %t983 = tensor.expand_shape %t982 [[0], [1], [2, 3], [4]] output_shape [2, 48, 1, 10, 10] : tensor<2x48x10x10xf32> into tensor<2x48x1x10x10xf32> loc("features.3.conv.3")
    %t984 = tensor.expand_shape %primals_25 [[0], [1], [2, 3], [4]] output_shape [48, 1, 1, 3, 3] : tensor<48x1x3x3xf32> into tensor<48x1x1x3x3xf32> loc("features.3.conv.3")
    %t985 = tensor.empty() : tensor<2x48x1x8x8xf32> loc("features.3.conv.3")
    %c986 = arith.constant 0.000000000e+00 : f32 loc("features.3.conv.3")
    %t987 = linalg.fill ins(%c986 : f32) outs(%t985 : tensor<2x48x1x8x8xf32>) -> tensor<2x48x1x8x8xf32> loc("features.3.conv.3")
    %t993 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 * 1 + d6 * 1, d4 * 1 + d7 * 1)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%t983, %t984 : tensor<2x48x1x10x10xf32>, tensor<48x1x1x3x3xf32>) outs(%t987 : tensor<2x48x1x8x8xf32>) {
    ^bb0(%in988: f32, %in989: f32, %out990: f32):
      %s991 = arith.mulf %in988, %in989 : f32
      %s992 = arith.addf %out990, %s991 : f32
      linalg.yield %s992 : f32
    } -> tensor<2x48x1x8x8xf32> loc("features.3.conv.3")
    %t994 = tensor.collapse_shape %t993 [[0], [1], [2, 3], [4]] : tensor<2x48x1x8x8xf32> into tensor<2x48x8x8xf32> loc("features.3.conv.3")
    %t995 = tensor.empty() : tensor<i64> loc("features.3.conv.4")
    %t1000 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%primals_89 : tensor<i64>) outs(%t995 : tensor<i64>) {
    ^bb0(%in996: i64, %out997: i64):
      %s998 = arith.constant 1 : i64
      %s999 = arith.addi %in996, %s998 : i64
      linalg.yield %s999 : i64
    } -> tensor<i64> loc("features.3.conv.4")
    %t1001 = tensor.empty() : tensor<48xf32> loc("features.3.conv.4")
    %c1002 = arith.constant 0.000000000e+00 : f32 loc("features.3.conv.4")
    %t1003 = linalg.fill ins(%c1002 : f32) outs(%t1001 : tensor<48xf32>) -> tensor<48xf32> loc("features.3.conv.4")
    %t1007 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t994 : tensor<2x48x8x8xf32>) outs(%t1003 : tensor<48xf32>) {
    ^bb0(%in1004: f32, %out1005: f32):
      %s1006 = arith.addf %out1005, %in1004 : f32
      linalg.yield %s1006 : f32
    } -> tensor<48xf32> loc("features.3.conv.4")
    %t1008 = tensor.empty() : tensor<48xf32> loc("features.3.conv.4")
    %t1013 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1007 : tensor<48xf32>) outs(%t1008 : tensor<48xf32>) {
    ^bb0(%in1009: f32, %out1010: f32):
      %s1011 = arith.constant 7.812500000e-03 : f32
      %s1012 = arith.mulf %in1009, %s1011 : f32
      linalg.yield %s1012 : f32
    } -> tensor<48xf32> loc("features.3.conv.4")
    %t1014 = tensor.expand_shape %t1013 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf32> into tensor<1x48x1x1xf32> loc("features.3.conv.4")
    %t1015 = tensor.empty() : tensor<2x48x8x8xf32> loc("features.3.conv.4")
    %t1020 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t994, %t1014 : tensor<2x48x8x8xf32>, tensor<1x48x1x1xf32>) outs(%t1015 : tensor<2x48x8x8xf32>) {
    ^bb0(%in1016: f32, %in1017: f32, %out1018: f32):
      %s1019 = arith.subf %in1016, %in1017 : f32
      linalg.yield %s1019 : f32
    } -> tensor<2x48x8x8xf32> loc("features.3.conv.4")
    %t1021 = tensor.empty() : tensor<2x48x8x8xf32> loc("features.3.conv.4")
    %t1025 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1020 : tensor<2x48x8x8xf32>) outs(%t1021 : tensor<2x48x8x8xf32>) {
    ^bb0(%in1022: f32, %out1023: f32):
      %s1024 = arith.mulf %in1022, %in1022 : f32
      linalg.yield %s1024 : f32
    } -> tensor<2x48x8x8xf32> loc("features.3.conv.4")
    %t1026 = tensor.empty() : tensor<48xf32> loc("features.3.conv.4")
    %c1027 = arith.constant 0.000000000e+00 : f32 loc("features.3.conv.4")
    %t1028 = linalg.fill ins(%c1027 : f32) outs(%t1026 : tensor<48xf32>) -> tensor<48xf32> loc("features.3.conv.4")
    %t1032 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t1025 : tensor<2x48x8x8xf32>) outs(%t1028 : tensor<48xf32>) {
    ^bb0(%in1029: f32, %out1030: f32):
      %s1031 = arith.addf %out1030, %in1029 : f32
      linalg.yield %s1031 : f32
    } -> tensor<48xf32> loc("features.3.conv.4")
    %t1033 = tensor.empty() : tensor<48xf32> loc("features.3.conv.4")
    %t1038 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1032 : tensor<48xf32>) outs(%t1033 : tensor<48xf32>) {
    ^bb0(%in1034: f32, %out1035: f32):
      %s1036 = arith.constant 7.812500000e-03 : f32
      %s1037 = arith.mulf %in1034, %s1036 : f32
      linalg.yield %s1037 : f32
    } -> tensor<48xf32> loc("features.3.conv.4")
    %t1039 = tensor.expand_shape %t1038 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf32> into tensor<1x48x1x1xf32> loc("features.3.conv.4")
    %t1040 = tensor.empty() : tensor<1x48x1x1xf32> loc("features.3.conv.4")
    %t1046 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1039 : tensor<1x48x1x1xf32>) outs(%t1040 : tensor<1x48x1x1xf32>) {
    ^bb0(%in1041: f32, %out1042: f32):
      %s1043 = arith.constant 9.999999747e-06 : f32
      %s1044 = arith.addf %in1041, %s1043 : f32
      %s1045 = math.rsqrt %s1044 : f32
      linalg.yield %s1045 : f32
    } -> tensor<1x48x1x1xf32> loc("features.3.conv.4")
    %t1047 = tensor.empty() : tensor<2x48x8x8xf32> loc("features.3.conv.4")
    %t1052 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1020, %t1046 : tensor<2x48x8x8xf32>, tensor<1x48x1x1xf32>) outs(%t1047 : tensor<2x48x8x8xf32>) {
    ^bb0(%in1048: f32, %in1049: f32, %out1050: f32):
      %s1051 = arith.mulf %in1048, %in1049 : f32
      linalg.yield %s1051 : f32
    } -> tensor<2x48x8x8xf32> loc("features.3.conv.4")
    %t1053 = tensor.expand_shape %primals_26 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32> loc("features.3.conv.4")
    %t1054 = tensor.empty() : tensor<2x48x8x8xf32> loc("features.3.conv.4")
    %t1059 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1052, %t1053 : tensor<2x48x8x8xf32>, tensor<48x1x1xf32>) outs(%t1054 : tensor<2x48x8x8xf32>) {
    ^bb0(%in1055: f32, %in1056: f32, %out1057: f32):
      %s1058 = arith.mulf %in1055, %in1056 : f32
      linalg.yield %s1058 : f32
    } -> tensor<2x48x8x8xf32> loc("features.3.conv.4")
    %t1060 = tensor.expand_shape %primals_27 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32> loc("features.3.conv.4")
    %t1061 = tensor.empty() : tensor<2x48x8x8xf32> loc("features.3.conv.4")
    %t1066 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1059, %t1060 : tensor<2x48x8x8xf32>, tensor<48x1x1xf32>) outs(%t1061 : tensor<2x48x8x8xf32>) {
    ^bb0(%in1062: f32, %in1063: f32, %out1064: f32):
      %s1065 = arith.addf %in1062, %in1063 : f32
      linalg.yield %s1065 : f32
    } -> tensor<2x48x8x8xf32> loc("features.3.conv.4")
    %t1067 = tensor.collapse_shape %t1014 [[0, 1, 2, 3]] : tensor<1x48x1x1xf32> into tensor<48xf32> loc("features.3.conv.4")
    %t1068 = tensor.collapse_shape %t1046 [[0, 1, 2, 3]] : tensor<1x48x1x1xf32> into tensor<48xf32> loc("features.3.conv.4")
    %t1069 = tensor.empty() : tensor<2x48x8x8xf32> loc("features.3.conv.4")
    %t1073 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1020 : tensor<2x48x8x8xf32>) outs(%t1069 : tensor<2x48x8x8xf32>) {
    ^bb0(%in1070: f32, %out1071: f32):
      %s1072 = arith.mulf %in1070, %in1070 : f32
      linalg.yield %s1072 : f32
    } -> tensor<2x48x8x8xf32> loc("features.3.conv.4")
    %t1074 = tensor.empty() : tensor<48xf32> loc("features.3.conv.4")
    %c1075 = arith.constant 0.000000000e+00 : f32 loc("features.3.conv.4")
    %t1076 = linalg.fill ins(%c1075 : f32) outs(%t1074 : tensor<48xf32>) -> tensor<48xf32> loc("features.3.conv.4")
    %t1080 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t1073 : tensor<2x48x8x8xf32>) outs(%t1076 : tensor<48xf32>) {
    ^bb0(%in1077: f32, %out1078: f32):
      %s1079 = arith.addf %out1078, %in1077 : f32
      linalg.yield %s1079 : f32
    } -> tensor<48xf32> loc("features.3.conv.4")
    %t1081 = tensor.empty() : tensor<48xf32> loc("features.3.conv.4")
    %t1090 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%primals_87, %t1067 : tensor<48xf32>, tensor<48xf32>) outs(%t1081 : tensor<48xf32>) {
    ^bb0(%in1082: f32, %in1083: f32, %out1084: f32):
      %s1085 = arith.constant 8.999999762e-01 : f32
      %s1086 = arith.mulf %in1082, %s1085 : f32
      %s1087 = arith.constant 1.000000015e-01 : f32
      %s1088 = arith.mulf %in1083, %s1087 : f32
      %s1089 = arith.addf %s1086, %s1088 : f32
      linalg.yield %s1089 : f32
    } -> tensor<48xf32> loc("features.3.conv.4")
    %t1091 = tensor.empty() : tensor<48xf32> loc("features.3.conv.4")
    %t1102 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%primals_88, %t1080 : tensor<48xf32>, tensor<48xf32>) outs(%t1091 : tensor<48xf32>) {
    ^bb0(%in1092: f32, %in1093: f32, %out1094: f32):
      %s1095 = arith.constant 8.999999762e-01 : f32
      %s1096 = arith.mulf %in1092, %s1095 : f32
      %s1097 = arith.constant 7.874015719e-03 : f32
      %s1098 = arith.mulf %in1093, %s1097 : f32
      %s1099 = arith.constant 1.000000015e-01 : f32
      %s1100 = arith.mulf %s1098, %s1099 : f32
      %s1101 = arith.addf %s1096, %s1100 : f32
      linalg.yield %s1101 : f32
    } -> tensor<48xf32> loc("features.3.conv.4")
    %t1103 = tensor.empty() : tensor<2x48x8x8xf32> loc("features.3.conv.5")
    %t1110 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1066 : tensor<2x48x8x8xf32>) outs(%t1103 : tensor<2x48x8x8xf32>) {
    ^bb0(%in1104: f32, %out1105: f32):
      %s1106 = arith.constant 0.000000000e+00 : f32
      %s1107 = arith.maximumf %in1104, %s1106 : f32
      %s1108 = arith.constant 6.000000000e+00 : f32
      %s1109 = arith.minimumf %s1107, %s1108 : f32
      linalg.yield %s1109 : f32
    } -> tensor<2x48x8x8xf32> loc("features.3.conv.5")
    %t1111 = tensor.empty() : tensor<2x8x8x8xf32> loc("features.3.conv.6")
    %c1112 = arith.constant 0.000000000e+00 : f32 loc("features.3.conv.6")
    %t1113 = linalg.fill ins(%c1112 : f32) outs(%t1111 : tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32> loc("features.3.conv.6")
    %t1114 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%t1110, %primals_28 : tensor<2x48x8x8xf32>, tensor<8x48x1x1xf32>) outs(%t1113 : tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32> loc("features.3.conv.6")
    %t1115 = tensor.empty() : tensor<i64> loc("features.3.conv.7")
    %t1120 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%primals_92 : tensor<i64>) outs(%t1115 : tensor<i64>) {
    ^bb0(%in1116: i64, %out1117: i64):
      %s1118 = arith.constant 1 : i64
      %s1119 = arith.addi %in1116, %s1118 : i64
      linalg.yield %s1119 : i64
    } -> tensor<i64> loc("features.3.conv.7")
    %t1121 = tensor.empty() : tensor<8xf32> loc("features.3.conv.7")
    %c1122 = arith.constant 0.000000000e+00 : f32 loc("features.3.conv.7")
    %t1123 = linalg.fill ins(%c1122 : f32) outs(%t1121 : tensor<8xf32>) -> tensor<8xf32> loc("features.3.conv.7")
    %t1127 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t1114 : tensor<2x8x8x8xf32>) outs(%t1123 : tensor<8xf32>) {
    ^bb0(%in1124: f32, %out1125: f32):
      %s1126 = arith.addf %out1125, %in1124 : f32
      linalg.yield %s1126 : f32
    } -> tensor<8xf32> loc("features.3.conv.7")
    %t1128 = tensor.empty() : tensor<8xf32> loc("features.3.conv.7")
    %t1133 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1127 : tensor<8xf32>) outs(%t1128 : tensor<8xf32>) {
    ^bb0(%in1129: f32, %out1130: f32):
      %s1131 = arith.constant 7.812500000e-03 : f32
      %s1132 = arith.mulf %in1129, %s1131 : f32
      linalg.yield %s1132 : f32
    } -> tensor<8xf32> loc("features.3.conv.7")
    %t1134 = tensor.expand_shape %t1133 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32> loc("features.3.conv.7")
    %t1135 = tensor.empty() : tensor<2x8x8x8xf32> loc("features.3.conv.7")
    %t1140 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1114, %t1134 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%t1135 : tensor<2x8x8x8xf32>) {
    ^bb0(%in1136: f32, %in1137: f32, %out1138: f32):
      %s1139 = arith.subf %in1136, %in1137 : f32
      linalg.yield %s1139 : f32
    } -> tensor<2x8x8x8xf32> loc("features.3.conv.7")
    %t1141 = tensor.empty() : tensor<2x8x8x8xf32> loc("features.3.conv.7")
    %t1145 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1140 : tensor<2x8x8x8xf32>) outs(%t1141 : tensor<2x8x8x8xf32>) {
    ^bb0(%in1142: f32, %out1143: f32):
      %s1144 = arith.mulf %in1142, %in1142 : f32
      linalg.yield %s1144 : f32
    } -> tensor<2x8x8x8xf32> loc("features.3.conv.7")
    %t1146 = tensor.empty() : tensor<8xf32> loc("features.3.conv.7")
    %c1147 = arith.constant 0.000000000e+00 : f32 loc("features.3.conv.7")
    %t1148 = linalg.fill ins(%c1147 : f32) outs(%t1146 : tensor<8xf32>) -> tensor<8xf32> loc("features.3.conv.7")
    %t1152 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t1145 : tensor<2x8x8x8xf32>) outs(%t1148 : tensor<8xf32>) {
    ^bb0(%in1149: f32, %out1150: f32):
      %s1151 = arith.addf %out1150, %in1149 : f32
      linalg.yield %s1151 : f32
    } -> tensor<8xf32> loc("features.3.conv.7")
    %t1153 = tensor.empty() : tensor<8xf32> loc("features.3.conv.7")
    %t1158 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1152 : tensor<8xf32>) outs(%t1153 : tensor<8xf32>) {
    ^bb0(%in1154: f32, %out1155: f32):
      %s1156 = arith.constant 7.812500000e-03 : f32
      %s1157 = arith.mulf %in1154, %s1156 : f32
      linalg.yield %s1157 : f32
    } -> tensor<8xf32> loc("features.3.conv.7")
    %t1159 = tensor.expand_shape %t1158 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32> loc("features.3.conv.7")
    %t1160 = tensor.empty() : tensor<1x8x1x1xf32> loc("features.3.conv.7")
    %t1166 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1159 : tensor<1x8x1x1xf32>) outs(%t1160 : tensor<1x8x1x1xf32>) {
    ^bb0(%in1161: f32, %out1162: f32):
      %s1163 = arith.constant 9.999999747e-06 : f32
      %s1164 = arith.addf %in1161, %s1163 : f32
      %s1165 = math.rsqrt %s1164 : f32
      linalg.yield %s1165 : f32
    } -> tensor<1x8x1x1xf32> loc("features.3.conv.7")
    %t1167 = tensor.empty() : tensor<2x8x8x8xf32> loc("features.3.conv.7")
    %t1172 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1140, %t1166 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%t1167 : tensor<2x8x8x8xf32>) {
    ^bb0(%in1168: f32, %in1169: f32, %out1170: f32):
      %s1171 = arith.mulf %in1168, %in1169 : f32
      linalg.yield %s1171 : f32
    } -> tensor<2x8x8x8xf32> loc("features.3.conv.7")
    %t1173 = tensor.expand_shape %primals_29 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32> loc("features.3.conv.7")
    %t1174 = tensor.empty() : tensor<2x8x8x8xf32> loc("features.3.conv.7")
    %t1179 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1172, %t1173 : tensor<2x8x8x8xf32>, tensor<8x1x1xf32>) outs(%t1174 : tensor<2x8x8x8xf32>) {
    ^bb0(%in1175: f32, %in1176: f32, %out1177: f32):
      %s1178 = arith.mulf %in1175, %in1176 : f32
      linalg.yield %s1178 : f32
    } -> tensor<2x8x8x8xf32> loc("features.3.conv.7")
    %t1180 = tensor.expand_shape %primals_30 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32> loc("features.3.conv.7")
    %t1181 = tensor.empty() : tensor<2x8x8x8xf32> loc("features.3.conv.7")
    %t1186 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1179, %t1180 : tensor<2x8x8x8xf32>, tensor<8x1x1xf32>) outs(%t1181 : tensor<2x8x8x8xf32>) {
    ^bb0(%in1182: f32, %in1183: f32, %out1184: f32):
      %s1185 = arith.addf %in1182, %in1183 : f32
      linalg.yield %s1185 : f32
    } -> tensor<2x8x8x8xf32> loc("features.3.conv.7")
    %t1187 = tensor.collapse_shape %t1134 [[0, 1, 2, 3]] : tensor<1x8x1x1xf32> into tensor<8xf32> loc("features.3.conv.7")
    %t1188 = tensor.collapse_shape %t1166 [[0, 1, 2, 3]] : tensor<1x8x1x1xf32> into tensor<8xf32> loc("features.3.conv.7")
    %t1189 = tensor.empty() : tensor<2x8x8x8xf32> loc("features.3.conv.7")
    %t1193 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1140 : tensor<2x8x8x8xf32>) outs(%t1189 : tensor<2x8x8x8xf32>) {
    ^bb0(%in1190: f32, %out1191: f32):
      %s1192 = arith.mulf %in1190, %in1190 : f32
      linalg.yield %s1192 : f32
    } -> tensor<2x8x8x8xf32> loc("features.3.conv.7")
    %t1194 = tensor.empty() : tensor<8xf32> loc("features.3.conv.7")
    %c1195 = arith.constant 0.000000000e+00 : f32 loc("features.3.conv.7")
    %t1196 = linalg.fill ins(%c1195 : f32) outs(%t1194 : tensor<8xf32>) -> tensor<8xf32> loc("features.3.conv.7")
    %t1200 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t1193 : tensor<2x8x8x8xf32>) outs(%t1196 : tensor<8xf32>) {
    ^bb0(%in1197: f32, %out1198: f32):
      %s1199 = arith.addf %out1198, %in1197 : f32
      linalg.yield %s1199 : f32
    } -> tensor<8xf32> loc("features.3.conv.7")
    %t1201 = tensor.empty() : tensor<8xf32> loc("features.3.conv.7")
    %t1210 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%primals_90, %t1187 : tensor<8xf32>, tensor<8xf32>) outs(%t1201 : tensor<8xf32>) {
    ^bb0(%in1202: f32, %in1203: f32, %out1204: f32):
      %s1205 = arith.constant 8.999999762e-01 : f32
      %s1206 = arith.mulf %in1202, %s1205 : f32
      %s1207 = arith.constant 1.000000015e-01 : f32
      %s1208 = arith.mulf %in1203, %s1207 : f32
      %s1209 = arith.addf %s1206, %s1208 : f32
      linalg.yield %s1209 : f32
    } -> tensor<8xf32> loc("features.3.conv.7")
    %t1211 = tensor.empty() : tensor<8xf32> loc("features.3.conv.7")
    %t1222 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%primals_91, %t1200 : tensor<8xf32>, tensor<8xf32>) outs(%t1211 : tensor<8xf32>) {
    ^bb0(%in1212: f32, %in1213: f32, %out1214: f32):
      %s1215 = arith.constant 8.999999762e-01 : f32
      %s1216 = arith.mulf %in1212, %s1215 : f32
      %s1217 = arith.constant 7.874015719e-03 : f32
      %s1218 = arith.mulf %in1213, %s1217 : f32
      %s1219 = arith.constant 1.000000015e-01 : f32
      %s1220 = arith.mulf %s1218, %s1219 : f32
      %s1221 = arith.addf %s1216, %s1220 : f32
      linalg.yield %s1221 : f32
    } -> tensor<8xf32> loc("features.3.conv.7")
    %t1223 = tensor.empty() : tensor<2x8x8x8xf32> loc("features.3")
    %t1228 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t822, %t1186 : tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) outs(%t1223 : tensor<2x8x8x8xf32>) {
    ^bb0(%in1224: f32, %in1225: f32, %out1226: f32):
      %s1227 = arith.addf %in1224, %in1225 : f32
      linalg.yield %s1227 : f32
    } -> tensor<2x8x8x8xf32> loc("features.3")
    %t1229 = tensor.empty() : tensor<2x48x8x8xf32> loc("features.4.conv.0")
    %c1230 = arith.constant 0.000000000e+00 : f32 loc("features.4.conv.0")
    %t1231 = linalg.fill ins(%c1230 : f32) outs(%t1229 : tensor<2x48x8x8xf32>) -> tensor<2x48x8x8xf32> loc("features.4.conv.0")
    %t1232 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%t1228, %primals_31 : tensor<2x8x8x8xf32>, tensor<48x8x1x1xf32>) outs(%t1231 : tensor<2x48x8x8xf32>) -> tensor<2x48x8x8xf32> loc("features.4.conv.0")
    %t1233 = tensor.empty() : tensor<i64> loc("features.4.conv.1")
    %t1238 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%primals_95 : tensor<i64>) outs(%t1233 : tensor<i64>) {
    ^bb0(%in1234: i64, %out1235: i64):
      %s1236 = arith.constant 1 : i64
      %s1237 = arith.addi %in1234, %s1236 : i64
      linalg.yield %s1237 : i64
    } -> tensor<i64> loc("features.4.conv.1")
    %t1239 = tensor.empty() : tensor<48xf32> loc("features.4.conv.1")
    %c1240 = arith.constant 0.000000000e+00 : f32 loc("features.4.conv.1")
    %t1241 = linalg.fill ins(%c1240 : f32) outs(%t1239 : tensor<48xf32>) -> tensor<48xf32> loc("features.4.conv.1")
    %t1245 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t1232 : tensor<2x48x8x8xf32>) outs(%t1241 : tensor<48xf32>) {
    ^bb0(%in1242: f32, %out1243: f32):
      %s1244 = arith.addf %out1243, %in1242 : f32
      linalg.yield %s1244 : f32
    } -> tensor<48xf32> loc("features.4.conv.1")
    %t1246 = tensor.empty() : tensor<48xf32> loc("features.4.conv.1")
    %t1251 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1245 : tensor<48xf32>) outs(%t1246 : tensor<48xf32>) {
    ^bb0(%in1247: f32, %out1248: f32):
      %s1249 = arith.constant 7.812500000e-03 : f32
      %s1250 = arith.mulf %in1247, %s1249 : f32
      linalg.yield %s1250 : f32
    } -> tensor<48xf32> loc("features.4.conv.1")
    %t1252 = tensor.expand_shape %t1251 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf32> into tensor<1x48x1x1xf32> loc("features.4.conv.1")
    %t1253 = tensor.empty() : tensor<2x48x8x8xf32> loc("features.4.conv.1")
    %t1258 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1232, %t1252 : tensor<2x48x8x8xf32>, tensor<1x48x1x1xf32>) outs(%t1253 : tensor<2x48x8x8xf32>) {
    ^bb0(%in1254: f32, %in1255: f32, %out1256: f32):
      %s1257 = arith.subf %in1254, %in1255 : f32
      linalg.yield %s1257 : f32
    } -> tensor<2x48x8x8xf32> loc("features.4.conv.1")
    %t1259 = tensor.empty() : tensor<2x48x8x8xf32> loc("features.4.conv.1")
    %t1263 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1258 : tensor<2x48x8x8xf32>) outs(%t1259 : tensor<2x48x8x8xf32>) {
    ^bb0(%in1260: f32, %out1261: f32):
      %s1262 = arith.mulf %in1260, %in1260 : f32
      linalg.yield %s1262 : f32
    } -> tensor<2x48x8x8xf32> loc("features.4.conv.1")
    %t1264 = tensor.empty() : tensor<48xf32> loc("features.4.conv.1")
    %c1265 = arith.constant 0.000000000e+00 : f32 loc("features.4.conv.1")
    %t1266 = linalg.fill ins(%c1265 : f32) outs(%t1264 : tensor<48xf32>) -> tensor<48xf32> loc("features.4.conv.1")
    %t1270 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t1263 : tensor<2x48x8x8xf32>) outs(%t1266 : tensor<48xf32>) {
    ^bb0(%in1267: f32, %out1268: f32):
      %s1269 = arith.addf %out1268, %in1267 : f32
      linalg.yield %s1269 : f32
    } -> tensor<48xf32> loc("features.4.conv.1")
    %t1271 = tensor.empty() : tensor<48xf32> loc("features.4.conv.1")
    %t1276 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1270 : tensor<48xf32>) outs(%t1271 : tensor<48xf32>) {
    ^bb0(%in1272: f32, %out1273: f32):
      %s1274 = arith.constant 7.812500000e-03 : f32
      %s1275 = arith.mulf %in1272, %s1274 : f32
      linalg.yield %s1275 : f32
    } -> tensor<48xf32> loc("features.4.conv.1")
    %t1277 = tensor.expand_shape %t1276 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf32> into tensor<1x48x1x1xf32> loc("features.4.conv.1")
    %t1278 = tensor.empty() : tensor<1x48x1x1xf32> loc("features.4.conv.1")
    %t1284 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1277 : tensor<1x48x1x1xf32>) outs(%t1278 : tensor<1x48x1x1xf32>) {
    ^bb0(%in1279: f32, %out1280: f32):
      %s1281 = arith.constant 9.999999747e-06 : f32
      %s1282 = arith.addf %in1279, %s1281 : f32
      %s1283 = math.rsqrt %s1282 : f32
      linalg.yield %s1283 : f32
    } -> tensor<1x48x1x1xf32> loc("features.4.conv.1")
    %t1285 = tensor.empty() : tensor<2x48x8x8xf32> loc("features.4.conv.1")
    %t1290 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1258, %t1284 : tensor<2x48x8x8xf32>, tensor<1x48x1x1xf32>) outs(%t1285 : tensor<2x48x8x8xf32>) {
    ^bb0(%in1286: f32, %in1287: f32, %out1288: f32):
      %s1289 = arith.mulf %in1286, %in1287 : f32
      linalg.yield %s1289 : f32
    } -> tensor<2x48x8x8xf32> loc("features.4.conv.1")
    %t1291 = tensor.expand_shape %primals_32 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32> loc("features.4.conv.1")
    %t1292 = tensor.empty() : tensor<2x48x8x8xf32> loc("features.4.conv.1")
    %t1297 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1290, %t1291 : tensor<2x48x8x8xf32>, tensor<48x1x1xf32>) outs(%t1292 : tensor<2x48x8x8xf32>) {
    ^bb0(%in1293: f32, %in1294: f32, %out1295: f32):
      %s1296 = arith.mulf %in1293, %in1294 : f32
      linalg.yield %s1296 : f32
    } -> tensor<2x48x8x8xf32> loc("features.4.conv.1")
    %t1298 = tensor.expand_shape %primals_33 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32> loc("features.4.conv.1")
    %t1299 = tensor.empty() : tensor<2x48x8x8xf32> loc("features.4.conv.1")
    %t1304 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1297, %t1298 : tensor<2x48x8x8xf32>, tensor<48x1x1xf32>) outs(%t1299 : tensor<2x48x8x8xf32>) {
    ^bb0(%in1300: f32, %in1301: f32, %out1302: f32):
      %s1303 = arith.addf %in1300, %in1301 : f32
      linalg.yield %s1303 : f32
    } -> tensor<2x48x8x8xf32> loc("features.4.conv.1")
    %t1305 = tensor.collapse_shape %t1252 [[0, 1, 2, 3]] : tensor<1x48x1x1xf32> into tensor<48xf32> loc("features.4.conv.1")
    %t1306 = tensor.collapse_shape %t1284 [[0, 1, 2, 3]] : tensor<1x48x1x1xf32> into tensor<48xf32> loc("features.4.conv.1")
    %t1307 = tensor.empty() : tensor<2x48x8x8xf32> loc("features.4.conv.1")
    %t1311 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1258 : tensor<2x48x8x8xf32>) outs(%t1307 : tensor<2x48x8x8xf32>) {
    ^bb0(%in1308: f32, %out1309: f32):
      %s1310 = arith.mulf %in1308, %in1308 : f32
      linalg.yield %s1310 : f32
    } -> tensor<2x48x8x8xf32> loc("features.4.conv.1")
    %t1312 = tensor.empty() : tensor<48xf32> loc("features.4.conv.1")
    %c1313 = arith.constant 0.000000000e+00 : f32 loc("features.4.conv.1")
    %t1314 = linalg.fill ins(%c1313 : f32) outs(%t1312 : tensor<48xf32>) -> tensor<48xf32> loc("features.4.conv.1")
    %t1318 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t1311 : tensor<2x48x8x8xf32>) outs(%t1314 : tensor<48xf32>) {
    ^bb0(%in1315: f32, %out1316: f32):
      %s1317 = arith.addf %out1316, %in1315 : f32
      linalg.yield %s1317 : f32
    } -> tensor<48xf32> loc("features.4.conv.1")
    %t1319 = tensor.empty() : tensor<48xf32> loc("features.4.conv.1")
    %t1328 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%primals_93, %t1305 : tensor<48xf32>, tensor<48xf32>) outs(%t1319 : tensor<48xf32>) {
    ^bb0(%in1320: f32, %in1321: f32, %out1322: f32):
      %s1323 = arith.constant 8.999999762e-01 : f32
      %s1324 = arith.mulf %in1320, %s1323 : f32
      %s1325 = arith.constant 1.000000015e-01 : f32
      %s1326 = arith.mulf %in1321, %s1325 : f32
      %s1327 = arith.addf %s1324, %s1326 : f32
      linalg.yield %s1327 : f32
    } -> tensor<48xf32> loc("features.4.conv.1")
    %t1329 = tensor.empty() : tensor<48xf32> loc("features.4.conv.1")
    %t1340 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%primals_94, %t1318 : tensor<48xf32>, tensor<48xf32>) outs(%t1329 : tensor<48xf32>) {
    ^bb0(%in1330: f32, %in1331: f32, %out1332: f32):
      %s1333 = arith.constant 8.999999762e-01 : f32
      %s1334 = arith.mulf %in1330, %s1333 : f32
      %s1335 = arith.constant 7.874015719e-03 : f32
      %s1336 = arith.mulf %in1331, %s1335 : f32
      %s1337 = arith.constant 1.000000015e-01 : f32
      %s1338 = arith.mulf %s1336, %s1337 : f32
      %s1339 = arith.addf %s1334, %s1338 : f32
      linalg.yield %s1339 : f32
    } -> tensor<48xf32> loc("features.4.conv.1")
    %t1341 = tensor.empty() : tensor<2x48x8x8xf32> loc("features.4.conv.2")
    %t1348 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1304 : tensor<2x48x8x8xf32>) outs(%t1341 : tensor<2x48x8x8xf32>) {
    ^bb0(%in1342: f32, %out1343: f32):
      %s1344 = arith.constant 0.000000000e+00 : f32
      %s1345 = arith.maximumf %in1342, %s1344 : f32
      %s1346 = arith.constant 6.000000000e+00 : f32
      %s1347 = arith.minimumf %s1345, %s1346 : f32
      linalg.yield %s1347 : f32
    } -> tensor<2x48x8x8xf32> loc("features.4.conv.2")
    %t1349 = tensor.empty() : tensor<2x48x10x10xf32> loc("features.4.conv.3")
    %c1350 = arith.constant 0.000000000e+00 : f32 loc("features.4.conv.3")
    %t1351 = linalg.fill ins(%c1350 : f32) outs(%t1349 : tensor<2x48x10x10xf32>) -> tensor<2x48x10x10xf32> loc("features.4.conv.3")
    %t1352 = tensor.insert_slice %t1348 into %t1351[0, 0, 1, 1] [2, 48, 8, 8] [1, 1, 1, 1] : tensor<2x48x8x8xf32> into tensor<2x48x10x10xf32> loc("features.4.conv.3")
    %t1353 = tensor.expand_shape %t1352 [[0], [1], [2, 3], [4]] output_shape [2, 48, 1, 10, 10] : tensor<2x48x10x10xf32> into tensor<2x48x1x10x10xf32> loc("features.4.conv.3")
    %t1354 = tensor.expand_shape %primals_34 [[0], [1], [2, 3], [4]] output_shape [48, 1, 1, 3, 3] : tensor<48x1x3x3xf32> into tensor<48x1x1x3x3xf32> loc("features.4.conv.3")
    %t1355 = tensor.empty() : tensor<2x48x1x4x4xf32> loc("features.4.conv.3")
    %c1356 = arith.constant 0.000000000e+00 : f32 loc("features.4.conv.3")
    %t1357 = linalg.fill ins(%c1356 : f32) outs(%t1355 : tensor<2x48x1x4x4xf32>) -> tensor<2x48x1x4x4xf32> loc("features.4.conv.3")
    %t1363 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 * 2 + d6 * 1, d4 * 2 + d7 * 1)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%t1353, %t1354 : tensor<2x48x1x10x10xf32>, tensor<48x1x1x3x3xf32>) outs(%t1357 : tensor<2x48x1x4x4xf32>) {
    ^bb0(%in1358: f32, %in1359: f32, %out1360: f32):
      %s1361 = arith.mulf %in1358, %in1359 : f32
      %s1362 = arith.addf %out1360, %s1361 : f32
      linalg.yield %s1362 : f32
    } -> tensor<2x48x1x4x4xf32> loc("features.4.conv.3")
    %t1364 = tensor.collapse_shape %t1363 [[0], [1], [2, 3], [4]] : tensor<2x48x1x4x4xf32> into tensor<2x48x4x4xf32> loc("features.4.conv.3")
    %t1365 = tensor.empty() : tensor<i64> loc("features.4.conv.4")
    %t1370 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%primals_98 : tensor<i64>) outs(%t1365 : tensor<i64>) {
    ^bb0(%in1366: i64, %out1367: i64):
      %s1368 = arith.constant 1 : i64
      %s1369 = arith.addi %in1366, %s1368 : i64
      linalg.yield %s1369 : i64
    } -> tensor<i64> loc("features.4.conv.4")
    %t1371 = tensor.empty() : tensor<48xf32> loc("features.4.conv.4")
    %c1372 = arith.constant 0.000000000e+00 : f32 loc("features.4.conv.4")
    %t1373 = linalg.fill ins(%c1372 : f32) outs(%t1371 : tensor<48xf32>) -> tensor<48xf32> loc("features.4.conv.4")
    %t1377 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t1364 : tensor<2x48x4x4xf32>) outs(%t1373 : tensor<48xf32>) {
    ^bb0(%in1374: f32, %out1375: f32):
      %s1376 = arith.addf %out1375, %in1374 : f32
      linalg.yield %s1376 : f32
    } -> tensor<48xf32> loc("features.4.conv.4")
    %t1378 = tensor.empty() : tensor<48xf32> loc("features.4.conv.4")
    %t1383 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1377 : tensor<48xf32>) outs(%t1378 : tensor<48xf32>) {
    ^bb0(%in1379: f32, %out1380: f32):
      %s1381 = arith.constant 3.125000000e-02 : f32
      %s1382 = arith.mulf %in1379, %s1381 : f32
      linalg.yield %s1382 : f32
    } -> tensor<48xf32> loc("features.4.conv.4")
    %t1384 = tensor.expand_shape %t1383 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf32> into tensor<1x48x1x1xf32> loc("features.4.conv.4")
    %t1385 = tensor.empty() : tensor<2x48x4x4xf32> loc("features.4.conv.4")
    %t1390 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1364, %t1384 : tensor<2x48x4x4xf32>, tensor<1x48x1x1xf32>) outs(%t1385 : tensor<2x48x4x4xf32>) {
    ^bb0(%in1386: f32, %in1387: f32, %out1388: f32):
      %s1389 = arith.subf %in1386, %in1387 : f32
      linalg.yield %s1389 : f32
    } -> tensor<2x48x4x4xf32> loc("features.4.conv.4")
    %t1391 = tensor.empty() : tensor<2x48x4x4xf32> loc("features.4.conv.4")
    %t1395 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1390 : tensor<2x48x4x4xf32>) outs(%t1391 : tensor<2x48x4x4xf32>) {
    ^bb0(%in1392: f32, %out1393: f32):
      %s1394 = arith.mulf %in1392, %in1392 : f32
      linalg.yield %s1394 : f32
    } -> tensor<2x48x4x4xf32> loc("features.4.conv.4")
    %t1396 = tensor.empty() : tensor<48xf32> loc("features.4.conv.4")
    %c1397 = arith.constant 0.000000000e+00 : f32 loc("features.4.conv.4")
    %t1398 = linalg.fill ins(%c1397 : f32) outs(%t1396 : tensor<48xf32>) -> tensor<48xf32> loc("features.4.conv.4")
    %t1402 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t1395 : tensor<2x48x4x4xf32>) outs(%t1398 : tensor<48xf32>) {
    ^bb0(%in1399: f32, %out1400: f32):
      %s1401 = arith.addf %out1400, %in1399 : f32
      linalg.yield %s1401 : f32
    } -> tensor<48xf32> loc("features.4.conv.4")
    %t1403 = tensor.empty() : tensor<48xf32> loc("features.4.conv.4")
    %t1408 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1402 : tensor<48xf32>) outs(%t1403 : tensor<48xf32>) {
    ^bb0(%in1404: f32, %out1405: f32):
      %s1406 = arith.constant 3.125000000e-02 : f32
      %s1407 = arith.mulf %in1404, %s1406 : f32
      linalg.yield %s1407 : f32
    } -> tensor<48xf32> loc("features.4.conv.4")
    %t1409 = tensor.expand_shape %t1408 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf32> into tensor<1x48x1x1xf32> loc("features.4.conv.4")
    %t1410 = tensor.empty() : tensor<1x48x1x1xf32> loc("features.4.conv.4")
    %t1416 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1409 : tensor<1x48x1x1xf32>) outs(%t1410 : tensor<1x48x1x1xf32>) {
    ^bb0(%in1411: f32, %out1412: f32):
      %s1413 = arith.constant 9.999999747e-06 : f32
      %s1414 = arith.addf %in1411, %s1413 : f32
      %s1415 = math.rsqrt %s1414 : f32
      linalg.yield %s1415 : f32
    } -> tensor<1x48x1x1xf32> loc("features.4.conv.4")
    %t1417 = tensor.empty() : tensor<2x48x4x4xf32> loc("features.4.conv.4")
    %t1422 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1390, %t1416 : tensor<2x48x4x4xf32>, tensor<1x48x1x1xf32>) outs(%t1417 : tensor<2x48x4x4xf32>) {
    ^bb0(%in1418: f32, %in1419: f32, %out1420: f32):
      %s1421 = arith.mulf %in1418, %in1419 : f32
      linalg.yield %s1421 : f32
    } -> tensor<2x48x4x4xf32> loc("features.4.conv.4")
    %t1423 = tensor.expand_shape %primals_35 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32> loc("features.4.conv.4")
    %t1424 = tensor.empty() : tensor<2x48x4x4xf32> loc("features.4.conv.4")
    %t1429 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1422, %t1423 : tensor<2x48x4x4xf32>, tensor<48x1x1xf32>) outs(%t1424 : tensor<2x48x4x4xf32>) {
    ^bb0(%in1425: f32, %in1426: f32, %out1427: f32):
      %s1428 = arith.mulf %in1425, %in1426 : f32
      linalg.yield %s1428 : f32
    } -> tensor<2x48x4x4xf32> loc("features.4.conv.4")
    %t1430 = tensor.expand_shape %primals_36 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32> loc("features.4.conv.4")
    %t1431 = tensor.empty() : tensor<2x48x4x4xf32> loc("features.4.conv.4")
    %t1436 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1429, %t1430 : tensor<2x48x4x4xf32>, tensor<48x1x1xf32>) outs(%t1431 : tensor<2x48x4x4xf32>) {
    ^bb0(%in1432: f32, %in1433: f32, %out1434: f32):
      %s1435 = arith.addf %in1432, %in1433 : f32
      linalg.yield %s1435 : f32
    } -> tensor<2x48x4x4xf32> loc("features.4.conv.4")
    %t1437 = tensor.collapse_shape %t1384 [[0, 1, 2, 3]] : tensor<1x48x1x1xf32> into tensor<48xf32> loc("features.4.conv.4")
    %t1438 = tensor.collapse_shape %t1416 [[0, 1, 2, 3]] : tensor<1x48x1x1xf32> into tensor<48xf32> loc("features.4.conv.4")
    %t1439 = tensor.empty() : tensor<2x48x4x4xf32> loc("features.4.conv.4")
    %t1443 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1390 : tensor<2x48x4x4xf32>) outs(%t1439 : tensor<2x48x4x4xf32>) {
    ^bb0(%in1440: f32, %out1441: f32):
      %s1442 = arith.mulf %in1440, %in1440 : f32
      linalg.yield %s1442 : f32
    } -> tensor<2x48x4x4xf32> loc("features.4.conv.4")
    %t1444 = tensor.empty() : tensor<48xf32> loc("features.4.conv.4")
    %c1445 = arith.constant 0.000000000e+00 : f32 loc("features.4.conv.4")
    %t1446 = linalg.fill ins(%c1445 : f32) outs(%t1444 : tensor<48xf32>) -> tensor<48xf32> loc("features.4.conv.4")
    %t1450 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t1443 : tensor<2x48x4x4xf32>) outs(%t1446 : tensor<48xf32>) {
    ^bb0(%in1447: f32, %out1448: f32):
      %s1449 = arith.addf %out1448, %in1447 : f32
      linalg.yield %s1449 : f32
    } -> tensor<48xf32> loc("features.4.conv.4")
    %t1451 = tensor.empty() : tensor<48xf32> loc("features.4.conv.4")
    %t1460 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%primals_96, %t1437 : tensor<48xf32>, tensor<48xf32>) outs(%t1451 : tensor<48xf32>) {
    ^bb0(%in1452: f32, %in1453: f32, %out1454: f32):
      %s1455 = arith.constant 8.999999762e-01 : f32
      %s1456 = arith.mulf %in1452, %s1455 : f32
      %s1457 = arith.constant 1.000000015e-01 : f32
      %s1458 = arith.mulf %in1453, %s1457 : f32
      %s1459 = arith.addf %s1456, %s1458 : f32
      linalg.yield %s1459 : f32
    } -> tensor<48xf32> loc("features.4.conv.4")
    %t1461 = tensor.empty() : tensor<48xf32> loc("features.4.conv.4")
    %t1472 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%primals_97, %t1450 : tensor<48xf32>, tensor<48xf32>) outs(%t1461 : tensor<48xf32>) {
    ^bb0(%in1462: f32, %in1463: f32, %out1464: f32):
      %s1465 = arith.constant 8.999999762e-01 : f32
      %s1466 = arith.mulf %in1462, %s1465 : f32
      %s1467 = arith.constant 3.225806355e-02 : f32
      %s1468 = arith.mulf %in1463, %s1467 : f32
      %s1469 = arith.constant 1.000000015e-01 : f32
      %s1470 = arith.mulf %s1468, %s1469 : f32
      %s1471 = arith.addf %s1466, %s1470 : f32
      linalg.yield %s1471 : f32
    } -> tensor<48xf32> loc("features.4.conv.4")
    %t1473 = tensor.empty() : tensor<2x48x4x4xf32> loc("features.4.conv.5")
    %t1480 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1436 : tensor<2x48x4x4xf32>) outs(%t1473 : tensor<2x48x4x4xf32>) {
    ^bb0(%in1474: f32, %out1475: f32):
      %s1476 = arith.constant 0.000000000e+00 : f32
      %s1477 = arith.maximumf %in1474, %s1476 : f32
      %s1478 = arith.constant 6.000000000e+00 : f32
      %s1479 = arith.minimumf %s1477, %s1478 : f32
      linalg.yield %s1479 : f32
    } -> tensor<2x48x4x4xf32> loc("features.4.conv.5")
    %t1481 = tensor.empty() : tensor<2x16x4x4xf32> loc("features.4.conv.6")
    %c1482 = arith.constant 0.000000000e+00 : f32 loc("features.4.conv.6")
    %t1483 = linalg.fill ins(%c1482 : f32) outs(%t1481 : tensor<2x16x4x4xf32>) -> tensor<2x16x4x4xf32> loc("features.4.conv.6")
    %t1484 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%t1480, %primals_37 : tensor<2x48x4x4xf32>, tensor<16x48x1x1xf32>) outs(%t1483 : tensor<2x16x4x4xf32>) -> tensor<2x16x4x4xf32> loc("features.4.conv.6")
    %t1485 = tensor.empty() : tensor<i64> loc("features.4.conv.7")
    %t1490 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%primals_101 : tensor<i64>) outs(%t1485 : tensor<i64>) {
    ^bb0(%in1486: i64, %out1487: i64):
      %s1488 = arith.constant 1 : i64
      %s1489 = arith.addi %in1486, %s1488 : i64
      linalg.yield %s1489 : i64
    } -> tensor<i64> loc("features.4.conv.7")
    %t1491 = tensor.empty() : tensor<16xf32> loc("features.4.conv.7")
    %c1492 = arith.constant 0.000000000e+00 : f32 loc("features.4.conv.7")
    %t1493 = linalg.fill ins(%c1492 : f32) outs(%t1491 : tensor<16xf32>) -> tensor<16xf32> loc("features.4.conv.7")
    %t1497 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t1484 : tensor<2x16x4x4xf32>) outs(%t1493 : tensor<16xf32>) {
    ^bb0(%in1494: f32, %out1495: f32):
      %s1496 = arith.addf %out1495, %in1494 : f32
      linalg.yield %s1496 : f32
    } -> tensor<16xf32> loc("features.4.conv.7")
    %t1498 = tensor.empty() : tensor<16xf32> loc("features.4.conv.7")
    %t1503 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1497 : tensor<16xf32>) outs(%t1498 : tensor<16xf32>) {
    ^bb0(%in1499: f32, %out1500: f32):
      %s1501 = arith.constant 3.125000000e-02 : f32
      %s1502 = arith.mulf %in1499, %s1501 : f32
      linalg.yield %s1502 : f32
    } -> tensor<16xf32> loc("features.4.conv.7")
    %t1504 = tensor.expand_shape %t1503 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32> loc("features.4.conv.7")
    %t1505 = tensor.empty() : tensor<2x16x4x4xf32> loc("features.4.conv.7")
    %t1510 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1484, %t1504 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%t1505 : tensor<2x16x4x4xf32>) {
    ^bb0(%in1506: f32, %in1507: f32, %out1508: f32):
      %s1509 = arith.subf %in1506, %in1507 : f32
      linalg.yield %s1509 : f32
    } -> tensor<2x16x4x4xf32> loc("features.4.conv.7")
    %t1511 = tensor.empty() : tensor<2x16x4x4xf32> loc("features.4.conv.7")
    %t1515 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1510 : tensor<2x16x4x4xf32>) outs(%t1511 : tensor<2x16x4x4xf32>) {
    ^bb0(%in1512: f32, %out1513: f32):
      %s1514 = arith.mulf %in1512, %in1512 : f32
      linalg.yield %s1514 : f32
    } -> tensor<2x16x4x4xf32> loc("features.4.conv.7")
    %t1516 = tensor.empty() : tensor<16xf32> loc("features.4.conv.7")
    %c1517 = arith.constant 0.000000000e+00 : f32 loc("features.4.conv.7")
    %t1518 = linalg.fill ins(%c1517 : f32) outs(%t1516 : tensor<16xf32>) -> tensor<16xf32> loc("features.4.conv.7")
    %t1522 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t1515 : tensor<2x16x4x4xf32>) outs(%t1518 : tensor<16xf32>) {
    ^bb0(%in1519: f32, %out1520: f32):
      %s1521 = arith.addf %out1520, %in1519 : f32
      linalg.yield %s1521 : f32
    } -> tensor<16xf32> loc("features.4.conv.7")
    %t1523 = tensor.empty() : tensor<16xf32> loc("features.4.conv.7")
    %t1528 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1522 : tensor<16xf32>) outs(%t1523 : tensor<16xf32>) {
    ^bb0(%in1524: f32, %out1525: f32):
      %s1526 = arith.constant 3.125000000e-02 : f32
      %s1527 = arith.mulf %in1524, %s1526 : f32
      linalg.yield %s1527 : f32
    } -> tensor<16xf32> loc("features.4.conv.7")
    %t1529 = tensor.expand_shape %t1528 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32> loc("features.4.conv.7")
    %t1530 = tensor.empty() : tensor<1x16x1x1xf32> loc("features.4.conv.7")
    %t1536 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1529 : tensor<1x16x1x1xf32>) outs(%t1530 : tensor<1x16x1x1xf32>) {
    ^bb0(%in1531: f32, %out1532: f32):
      %s1533 = arith.constant 9.999999747e-06 : f32
      %s1534 = arith.addf %in1531, %s1533 : f32
      %s1535 = math.rsqrt %s1534 : f32
      linalg.yield %s1535 : f32
    } -> tensor<1x16x1x1xf32> loc("features.4.conv.7")
    %t1537 = tensor.empty() : tensor<2x16x4x4xf32> loc("features.4.conv.7")
    %t1542 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1510, %t1536 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%t1537 : tensor<2x16x4x4xf32>) {
    ^bb0(%in1538: f32, %in1539: f32, %out1540: f32):
      %s1541 = arith.mulf %in1538, %in1539 : f32
      linalg.yield %s1541 : f32
    } -> tensor<2x16x4x4xf32> loc("features.4.conv.7")
    %t1543 = tensor.expand_shape %primals_38 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32> loc("features.4.conv.7")
    %t1544 = tensor.empty() : tensor<2x16x4x4xf32> loc("features.4.conv.7")
    %t1549 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1542, %t1543 : tensor<2x16x4x4xf32>, tensor<16x1x1xf32>) outs(%t1544 : tensor<2x16x4x4xf32>) {
    ^bb0(%in1545: f32, %in1546: f32, %out1547: f32):
      %s1548 = arith.mulf %in1545, %in1546 : f32
      linalg.yield %s1548 : f32
    } -> tensor<2x16x4x4xf32> loc("features.4.conv.7")
    %t1550 = tensor.expand_shape %primals_39 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32> loc("features.4.conv.7")
    %t1551 = tensor.empty() : tensor<2x16x4x4xf32> loc("features.4.conv.7")
    %t1556 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1549, %t1550 : tensor<2x16x4x4xf32>, tensor<16x1x1xf32>) outs(%t1551 : tensor<2x16x4x4xf32>) {
    ^bb0(%in1552: f32, %in1553: f32, %out1554: f32):
      %s1555 = arith.addf %in1552, %in1553 : f32
      linalg.yield %s1555 : f32
    } -> tensor<2x16x4x4xf32> loc("features.4.conv.7")
    %t1557 = tensor.collapse_shape %t1504 [[0, 1, 2, 3]] : tensor<1x16x1x1xf32> into tensor<16xf32> loc("features.4.conv.7")
    %t1558 = tensor.collapse_shape %t1536 [[0, 1, 2, 3]] : tensor<1x16x1x1xf32> into tensor<16xf32> loc("features.4.conv.7")
    %t1559 = tensor.empty() : tensor<2x16x4x4xf32> loc("features.4.conv.7")
    %t1563 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1510 : tensor<2x16x4x4xf32>) outs(%t1559 : tensor<2x16x4x4xf32>) {
    ^bb0(%in1560: f32, %out1561: f32):
      %s1562 = arith.mulf %in1560, %in1560 : f32
      linalg.yield %s1562 : f32
    } -> tensor<2x16x4x4xf32> loc("features.4.conv.7")
    %t1564 = tensor.empty() : tensor<16xf32> loc("features.4.conv.7")
    %c1565 = arith.constant 0.000000000e+00 : f32 loc("features.4.conv.7")
    %t1566 = linalg.fill ins(%c1565 : f32) outs(%t1564 : tensor<16xf32>) -> tensor<16xf32> loc("features.4.conv.7")
    %t1570 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t1563 : tensor<2x16x4x4xf32>) outs(%t1566 : tensor<16xf32>) {
    ^bb0(%in1567: f32, %out1568: f32):
      %s1569 = arith.addf %out1568, %in1567 : f32
      linalg.yield %s1569 : f32
    } -> tensor<16xf32> loc("features.4.conv.7")
    %t1571 = tensor.empty() : tensor<16xf32> loc("features.4.conv.7")
    %t1580 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%primals_99, %t1557 : tensor<16xf32>, tensor<16xf32>) outs(%t1571 : tensor<16xf32>) {
    ^bb0(%in1572: f32, %in1573: f32, %out1574: f32):
      %s1575 = arith.constant 8.999999762e-01 : f32
      %s1576 = arith.mulf %in1572, %s1575 : f32
      %s1577 = arith.constant 1.000000015e-01 : f32
      %s1578 = arith.mulf %in1573, %s1577 : f32
      %s1579 = arith.addf %s1576, %s1578 : f32
      linalg.yield %s1579 : f32
    } -> tensor<16xf32> loc("features.4.conv.7")
    %t1581 = tensor.empty() : tensor<16xf32> loc("features.4.conv.7")
    %t1592 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%primals_100, %t1570 : tensor<16xf32>, tensor<16xf32>) outs(%t1581 : tensor<16xf32>) {
    ^bb0(%in1582: f32, %in1583: f32, %out1584: f32):
      %s1585 = arith.constant 8.999999762e-01 : f32
      %s1586 = arith.mulf %in1582, %s1585 : f32
      %s1587 = arith.constant 3.225806355e-02 : f32
      %s1588 = arith.mulf %in1583, %s1587 : f32
      %s1589 = arith.constant 1.000000015e-01 : f32
      %s1590 = arith.mulf %s1588, %s1589 : f32
      %s1591 = arith.addf %s1586, %s1590 : f32
      linalg.yield %s1591 : f32
    } -> tensor<16xf32> loc("features.4.conv.7")
    %t1593 = tensor.empty() : tensor<2x96x4x4xf32> loc("features.5.conv.0")
    %c1594 = arith.constant 0.000000000e+00 : f32 loc("features.5.conv.0")
    %t1595 = linalg.fill ins(%c1594 : f32) outs(%t1593 : tensor<2x96x4x4xf32>) -> tensor<2x96x4x4xf32> loc("features.5.conv.0")
    %t1596 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%t1556, %primals_40 : tensor<2x16x4x4xf32>, tensor<96x16x1x1xf32>) outs(%t1595 : tensor<2x96x4x4xf32>) -> tensor<2x96x4x4xf32> loc("features.5.conv.0")
    %t1597 = tensor.empty() : tensor<i64> loc("features.5.conv.1")
    %t1602 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%primals_104 : tensor<i64>) outs(%t1597 : tensor<i64>) {
    ^bb0(%in1598: i64, %out1599: i64):
      %s1600 = arith.constant 1 : i64
      %s1601 = arith.addi %in1598, %s1600 : i64
      linalg.yield %s1601 : i64
    } -> tensor<i64> loc("features.5.conv.1")
    %t1603 = tensor.empty() : tensor<96xf32> loc("features.5.conv.1")
    %c1604 = arith.constant 0.000000000e+00 : f32 loc("features.5.conv.1")
    %t1605 = linalg.fill ins(%c1604 : f32) outs(%t1603 : tensor<96xf32>) -> tensor<96xf32> loc("features.5.conv.1")
    %t1609 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t1596 : tensor<2x96x4x4xf32>) outs(%t1605 : tensor<96xf32>) {
    ^bb0(%in1606: f32, %out1607: f32):
      %s1608 = arith.addf %out1607, %in1606 : f32
      linalg.yield %s1608 : f32
    } -> tensor<96xf32> loc("features.5.conv.1")
    %t1610 = tensor.empty() : tensor<96xf32> loc("features.5.conv.1")
    %t1615 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1609 : tensor<96xf32>) outs(%t1610 : tensor<96xf32>) {
    ^bb0(%in1611: f32, %out1612: f32):
      %s1613 = arith.constant 3.125000000e-02 : f32
      %s1614 = arith.mulf %in1611, %s1613 : f32
      linalg.yield %s1614 : f32
    } -> tensor<96xf32> loc("features.5.conv.1")
    %t1616 = tensor.expand_shape %t1615 [[0, 1, 2, 3]] output_shape [1, 96, 1, 1] : tensor<96xf32> into tensor<1x96x1x1xf32> loc("features.5.conv.1")
    %t1617 = tensor.empty() : tensor<2x96x4x4xf32> loc("features.5.conv.1")
    %t1622 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1596, %t1616 : tensor<2x96x4x4xf32>, tensor<1x96x1x1xf32>) outs(%t1617 : tensor<2x96x4x4xf32>) {
    ^bb0(%in1618: f32, %in1619: f32, %out1620: f32):
      %s1621 = arith.subf %in1618, %in1619 : f32
      linalg.yield %s1621 : f32
    } -> tensor<2x96x4x4xf32> loc("features.5.conv.1")
    %t1623 = tensor.empty() : tensor<2x96x4x4xf32> loc("features.5.conv.1")
    %t1627 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1622 : tensor<2x96x4x4xf32>) outs(%t1623 : tensor<2x96x4x4xf32>) {
    ^bb0(%in1624: f32, %out1625: f32):
      %s1626 = arith.mulf %in1624, %in1624 : f32
      linalg.yield %s1626 : f32
    } -> tensor<2x96x4x4xf32> loc("features.5.conv.1")
    %t1628 = tensor.empty() : tensor<96xf32> loc("features.5.conv.1")
    %c1629 = arith.constant 0.000000000e+00 : f32 loc("features.5.conv.1")
    %t1630 = linalg.fill ins(%c1629 : f32) outs(%t1628 : tensor<96xf32>) -> tensor<96xf32> loc("features.5.conv.1")
    %t1634 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t1627 : tensor<2x96x4x4xf32>) outs(%t1630 : tensor<96xf32>) {
    ^bb0(%in1631: f32, %out1632: f32):
      %s1633 = arith.addf %out1632, %in1631 : f32
      linalg.yield %s1633 : f32
    } -> tensor<96xf32> loc("features.5.conv.1")
    %t1635 = tensor.empty() : tensor<96xf32> loc("features.5.conv.1")
    %t1640 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1634 : tensor<96xf32>) outs(%t1635 : tensor<96xf32>) {
    ^bb0(%in1636: f32, %out1637: f32):
      %s1638 = arith.constant 3.125000000e-02 : f32
      %s1639 = arith.mulf %in1636, %s1638 : f32
      linalg.yield %s1639 : f32
    } -> tensor<96xf32> loc("features.5.conv.1")
    %t1641 = tensor.expand_shape %t1640 [[0, 1, 2, 3]] output_shape [1, 96, 1, 1] : tensor<96xf32> into tensor<1x96x1x1xf32> loc("features.5.conv.1")
    %t1642 = tensor.empty() : tensor<1x96x1x1xf32> loc("features.5.conv.1")
    %t1648 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1641 : tensor<1x96x1x1xf32>) outs(%t1642 : tensor<1x96x1x1xf32>) {
    ^bb0(%in1643: f32, %out1644: f32):
      %s1645 = arith.constant 9.999999747e-06 : f32
      %s1646 = arith.addf %in1643, %s1645 : f32
      %s1647 = math.rsqrt %s1646 : f32
      linalg.yield %s1647 : f32
    } -> tensor<1x96x1x1xf32> loc("features.5.conv.1")
    %t1649 = tensor.empty() : tensor<2x96x4x4xf32> loc("features.5.conv.1")
    %t1654 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1622, %t1648 : tensor<2x96x4x4xf32>, tensor<1x96x1x1xf32>) outs(%t1649 : tensor<2x96x4x4xf32>) {
    ^bb0(%in1650: f32, %in1651: f32, %out1652: f32):
      %s1653 = arith.mulf %in1650, %in1651 : f32
      linalg.yield %s1653 : f32
    } -> tensor<2x96x4x4xf32> loc("features.5.conv.1")
    %t1655 = tensor.expand_shape %primals_41 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32> loc("features.5.conv.1")
    %t1656 = tensor.empty() : tensor<2x96x4x4xf32> loc("features.5.conv.1")
    %t1661 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1654, %t1655 : tensor<2x96x4x4xf32>, tensor<96x1x1xf32>) outs(%t1656 : tensor<2x96x4x4xf32>) {
    ^bb0(%in1657: f32, %in1658: f32, %out1659: f32):
      %s1660 = arith.mulf %in1657, %in1658 : f32
      linalg.yield %s1660 : f32
    } -> tensor<2x96x4x4xf32> loc("features.5.conv.1")
    %t1662 = tensor.expand_shape %primals_42 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32> loc("features.5.conv.1")
    %t1663 = tensor.empty() : tensor<2x96x4x4xf32> loc("features.5.conv.1")
    %t1668 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1661, %t1662 : tensor<2x96x4x4xf32>, tensor<96x1x1xf32>) outs(%t1663 : tensor<2x96x4x4xf32>) {
    ^bb0(%in1664: f32, %in1665: f32, %out1666: f32):
      %s1667 = arith.addf %in1664, %in1665 : f32
      linalg.yield %s1667 : f32
    } -> tensor<2x96x4x4xf32> loc("features.5.conv.1")
    %t1669 = tensor.collapse_shape %t1616 [[0, 1, 2, 3]] : tensor<1x96x1x1xf32> into tensor<96xf32> loc("features.5.conv.1")
    %t1670 = tensor.collapse_shape %t1648 [[0, 1, 2, 3]] : tensor<1x96x1x1xf32> into tensor<96xf32> loc("features.5.conv.1")
    %t1671 = tensor.empty() : tensor<2x96x4x4xf32> loc("features.5.conv.1")
    %t1675 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1622 : tensor<2x96x4x4xf32>) outs(%t1671 : tensor<2x96x4x4xf32>) {
    ^bb0(%in1672: f32, %out1673: f32):
      %s1674 = arith.mulf %in1672, %in1672 : f32
      linalg.yield %s1674 : f32
    } -> tensor<2x96x4x4xf32> loc("features.5.conv.1")
    %t1676 = tensor.empty() : tensor<96xf32> loc("features.5.conv.1")
    %c1677 = arith.constant 0.000000000e+00 : f32 loc("features.5.conv.1")
    %t1678 = linalg.fill ins(%c1677 : f32) outs(%t1676 : tensor<96xf32>) -> tensor<96xf32> loc("features.5.conv.1")
    %t1682 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t1675 : tensor<2x96x4x4xf32>) outs(%t1678 : tensor<96xf32>) {
    ^bb0(%in1679: f32, %out1680: f32):
      %s1681 = arith.addf %out1680, %in1679 : f32
      linalg.yield %s1681 : f32
    } -> tensor<96xf32> loc("features.5.conv.1")
    %t1683 = tensor.empty() : tensor<96xf32> loc("features.5.conv.1")
    %t1692 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%primals_102, %t1669 : tensor<96xf32>, tensor<96xf32>) outs(%t1683 : tensor<96xf32>) {
    ^bb0(%in1684: f32, %in1685: f32, %out1686: f32):
      %s1687 = arith.constant 8.999999762e-01 : f32
      %s1688 = arith.mulf %in1684, %s1687 : f32
      %s1689 = arith.constant 1.000000015e-01 : f32
      %s1690 = arith.mulf %in1685, %s1689 : f32
      %s1691 = arith.addf %s1688, %s1690 : f32
      linalg.yield %s1691 : f32
    } -> tensor<96xf32> loc("features.5.conv.1")
    %t1693 = tensor.empty() : tensor<96xf32> loc("features.5.conv.1")
    %t1704 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%primals_103, %t1682 : tensor<96xf32>, tensor<96xf32>) outs(%t1693 : tensor<96xf32>) {
    ^bb0(%in1694: f32, %in1695: f32, %out1696: f32):
      %s1697 = arith.constant 8.999999762e-01 : f32
      %s1698 = arith.mulf %in1694, %s1697 : f32
      %s1699 = arith.constant 3.225806355e-02 : f32
      %s1700 = arith.mulf %in1695, %s1699 : f32
      %s1701 = arith.constant 1.000000015e-01 : f32
      %s1702 = arith.mulf %s1700, %s1701 : f32
      %s1703 = arith.addf %s1698, %s1702 : f32
      linalg.yield %s1703 : f32
    } -> tensor<96xf32> loc("features.5.conv.1")
    %t1705 = tensor.empty() : tensor<2x96x4x4xf32> loc("features.5.conv.2")
    %t1712 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1668 : tensor<2x96x4x4xf32>) outs(%t1705 : tensor<2x96x4x4xf32>) {
    ^bb0(%in1706: f32, %out1707: f32):
      %s1708 = arith.constant 0.000000000e+00 : f32
      %s1709 = arith.maximumf %in1706, %s1708 : f32
      %s1710 = arith.constant 6.000000000e+00 : f32
      %s1711 = arith.minimumf %s1709, %s1710 : f32
      linalg.yield %s1711 : f32
    } -> tensor<2x96x4x4xf32> loc("features.5.conv.2")
    %t1713 = tensor.empty() : tensor<2x96x6x6xf32> loc("features.5.conv.3")
    %c1714 = arith.constant 0.000000000e+00 : f32 loc("features.5.conv.3")
    %t1715 = linalg.fill ins(%c1714 : f32) outs(%t1713 : tensor<2x96x6x6xf32>) -> tensor<2x96x6x6xf32> loc("features.5.conv.3")
    %t1716 = tensor.insert_slice %t1712 into %t1715[0, 0, 1, 1] [2, 96, 4, 4] [1, 1, 1, 1] : tensor<2x96x4x4xf32> into tensor<2x96x6x6xf32> loc("features.5.conv.3")
    %t1717 = tensor.expand_shape %t1716 [[0], [1], [2, 3], [4]] output_shape [2, 96, 1, 6, 6] : tensor<2x96x6x6xf32> into tensor<2x96x1x6x6xf32> loc("features.5.conv.3")
    %t1718 = tensor.expand_shape %primals_43 [[0], [1], [2, 3], [4]] output_shape [96, 1, 1, 3, 3] : tensor<96x1x3x3xf32> into tensor<96x1x1x3x3xf32> loc("features.5.conv.3")
    %t1719 = tensor.empty() : tensor<2x96x1x4x4xf32> loc("features.5.conv.3")
    %c1720 = arith.constant 0.000000000e+00 : f32 loc("features.5.conv.3")
    %t1721 = linalg.fill ins(%c1720 : f32) outs(%t1719 : tensor<2x96x1x4x4xf32>) -> tensor<2x96x1x4x4xf32> loc("features.5.conv.3")
    %t1727 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 * 1 + d6 * 1, d4 * 1 + d7 * 1)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%t1717, %t1718 : tensor<2x96x1x6x6xf32>, tensor<96x1x1x3x3xf32>) outs(%t1721 : tensor<2x96x1x4x4xf32>) {
    ^bb0(%in1722: f32, %in1723: f32, %out1724: f32):
      %s1725 = arith.mulf %in1722, %in1723 : f32
      %s1726 = arith.addf %out1724, %s1725 : f32
      linalg.yield %s1726 : f32
    } -> tensor<2x96x1x4x4xf32> loc("features.5.conv.3")
    %t1728 = tensor.collapse_shape %t1727 [[0], [1], [2, 3], [4]] : tensor<2x96x1x4x4xf32> into tensor<2x96x4x4xf32> loc("features.5.conv.3")
    %t1729 = tensor.empty() : tensor<i64> loc("features.5.conv.4")
    %t1734 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%primals_107 : tensor<i64>) outs(%t1729 : tensor<i64>) {
    ^bb0(%in1730: i64, %out1731: i64):
      %s1732 = arith.constant 1 : i64
      %s1733 = arith.addi %in1730, %s1732 : i64
      linalg.yield %s1733 : i64
    } -> tensor<i64> loc("features.5.conv.4")
    %t1735 = tensor.empty() : tensor<96xf32> loc("features.5.conv.4")
    %c1736 = arith.constant 0.000000000e+00 : f32 loc("features.5.conv.4")
    %t1737 = linalg.fill ins(%c1736 : f32) outs(%t1735 : tensor<96xf32>) -> tensor<96xf32> loc("features.5.conv.4")
    %t1741 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t1728 : tensor<2x96x4x4xf32>) outs(%t1737 : tensor<96xf32>) {
    ^bb0(%in1738: f32, %out1739: f32):
      %s1740 = arith.addf %out1739, %in1738 : f32
      linalg.yield %s1740 : f32
    } -> tensor<96xf32> loc("features.5.conv.4")
    %t1742 = tensor.empty() : tensor<96xf32> loc("features.5.conv.4")
    %t1747 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1741 : tensor<96xf32>) outs(%t1742 : tensor<96xf32>) {
    ^bb0(%in1743: f32, %out1744: f32):
      %s1745 = arith.constant 3.125000000e-02 : f32
      %s1746 = arith.mulf %in1743, %s1745 : f32
      linalg.yield %s1746 : f32
    } -> tensor<96xf32> loc("features.5.conv.4")
    %t1748 = tensor.expand_shape %t1747 [[0, 1, 2, 3]] output_shape [1, 96, 1, 1] : tensor<96xf32> into tensor<1x96x1x1xf32> loc("features.5.conv.4")
    %t1749 = tensor.empty() : tensor<2x96x4x4xf32> loc("features.5.conv.4")
    %t1754 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1728, %t1748 : tensor<2x96x4x4xf32>, tensor<1x96x1x1xf32>) outs(%t1749 : tensor<2x96x4x4xf32>) {
    ^bb0(%in1750: f32, %in1751: f32, %out1752: f32):
      %s1753 = arith.subf %in1750, %in1751 : f32
      linalg.yield %s1753 : f32
    } -> tensor<2x96x4x4xf32> loc("features.5.conv.4")
    %t1755 = tensor.empty() : tensor<2x96x4x4xf32> loc("features.5.conv.4")
    %t1759 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1754 : tensor<2x96x4x4xf32>) outs(%t1755 : tensor<2x96x4x4xf32>) {
    ^bb0(%in1756: f32, %out1757: f32):
      %s1758 = arith.mulf %in1756, %in1756 : f32
      linalg.yield %s1758 : f32
    } -> tensor<2x96x4x4xf32> loc("features.5.conv.4")
    %t1760 = tensor.empty() : tensor<96xf32> loc("features.5.conv.4")
    %c1761 = arith.constant 0.000000000e+00 : f32 loc("features.5.conv.4")
    %t1762 = linalg.fill ins(%c1761 : f32) outs(%t1760 : tensor<96xf32>) -> tensor<96xf32> loc("features.5.conv.4")
    %t1766 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t1759 : tensor<2x96x4x4xf32>) outs(%t1762 : tensor<96xf32>) {
    ^bb0(%in1763: f32, %out1764: f32):
      %s1765 = arith.addf %out1764, %in1763 : f32
      linalg.yield %s1765 : f32
    } -> tensor<96xf32> loc("features.5.conv.4")
    %t1767 = tensor.empty() : tensor<96xf32> loc("features.5.conv.4")
    %t1772 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1766 : tensor<96xf32>) outs(%t1767 : tensor<96xf32>) {
    ^bb0(%in1768: f32, %out1769: f32):
      %s1770 = arith.constant 3.125000000e-02 : f32
      %s1771 = arith.mulf %in1768, %s1770 : f32
      linalg.yield %s1771 : f32
    } -> tensor<96xf32> loc("features.5.conv.4")
    %t1773 = tensor.expand_shape %t1772 [[0, 1, 2, 3]] output_shape [1, 96, 1, 1] : tensor<96xf32> into tensor<1x96x1x1xf32> loc("features.5.conv.4")
    %t1774 = tensor.empty() : tensor<1x96x1x1xf32> loc("features.5.conv.4")
    %t1780 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1773 : tensor<1x96x1x1xf32>) outs(%t1774 : tensor<1x96x1x1xf32>) {
    ^bb0(%in1775: f32, %out1776: f32):
      %s1777 = arith.constant 9.999999747e-06 : f32
      %s1778 = arith.addf %in1775, %s1777 : f32
      %s1779 = math.rsqrt %s1778 : f32
      linalg.yield %s1779 : f32
    } -> tensor<1x96x1x1xf32> loc("features.5.conv.4")
    %t1781 = tensor.empty() : tensor<2x96x4x4xf32> loc("features.5.conv.4")
    %t1786 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1754, %t1780 : tensor<2x96x4x4xf32>, tensor<1x96x1x1xf32>) outs(%t1781 : tensor<2x96x4x4xf32>) {
    ^bb0(%in1782: f32, %in1783: f32, %out1784: f32):
      %s1785 = arith.mulf %in1782, %in1783 : f32
      linalg.yield %s1785 : f32
    } -> tensor<2x96x4x4xf32> loc("features.5.conv.4")
    %t1787 = tensor.expand_shape %primals_44 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32> loc("features.5.conv.4")
    %t1788 = tensor.empty() : tensor<2x96x4x4xf32> loc("features.5.conv.4")
    %t1793 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1786, %t1787 : tensor<2x96x4x4xf32>, tensor<96x1x1xf32>) outs(%t1788 : tensor<2x96x4x4xf32>) {
    ^bb0(%in1789: f32, %in1790: f32, %out1791: f32):
      %s1792 = arith.mulf %in1789, %in1790 : f32
      linalg.yield %s1792 : f32
    } -> tensor<2x96x4x4xf32> loc("features.5.conv.4")
    %t1794 = tensor.expand_shape %primals_45 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32> loc("features.5.conv.4")
    %t1795 = tensor.empty() : tensor<2x96x4x4xf32> loc("features.5.conv.4")
    %t1800 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1793, %t1794 : tensor<2x96x4x4xf32>, tensor<96x1x1xf32>) outs(%t1795 : tensor<2x96x4x4xf32>) {
    ^bb0(%in1796: f32, %in1797: f32, %out1798: f32):
      %s1799 = arith.addf %in1796, %in1797 : f32
      linalg.yield %s1799 : f32
    } -> tensor<2x96x4x4xf32> loc("features.5.conv.4")
    %t1801 = tensor.collapse_shape %t1748 [[0, 1, 2, 3]] : tensor<1x96x1x1xf32> into tensor<96xf32> loc("features.5.conv.4")
    %t1802 = tensor.collapse_shape %t1780 [[0, 1, 2, 3]] : tensor<1x96x1x1xf32> into tensor<96xf32> loc("features.5.conv.4")
    %t1803 = tensor.empty() : tensor<2x96x4x4xf32> loc("features.5.conv.4")
    %t1807 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1754 : tensor<2x96x4x4xf32>) outs(%t1803 : tensor<2x96x4x4xf32>) {
    ^bb0(%in1804: f32, %out1805: f32):
      %s1806 = arith.mulf %in1804, %in1804 : f32
      linalg.yield %s1806 : f32
    } -> tensor<2x96x4x4xf32> loc("features.5.conv.4")
    %t1808 = tensor.empty() : tensor<96xf32> loc("features.5.conv.4")
    %c1809 = arith.constant 0.000000000e+00 : f32 loc("features.5.conv.4")
    %t1810 = linalg.fill ins(%c1809 : f32) outs(%t1808 : tensor<96xf32>) -> tensor<96xf32> loc("features.5.conv.4")
    %t1814 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t1807 : tensor<2x96x4x4xf32>) outs(%t1810 : tensor<96xf32>) {
    ^bb0(%in1811: f32, %out1812: f32):
      %s1813 = arith.addf %out1812, %in1811 : f32
      linalg.yield %s1813 : f32
    } -> tensor<96xf32> loc("features.5.conv.4")
    %t1815 = tensor.empty() : tensor<96xf32> loc("features.5.conv.4")
    %t1824 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%primals_105, %t1801 : tensor<96xf32>, tensor<96xf32>) outs(%t1815 : tensor<96xf32>) {
    ^bb0(%in1816: f32, %in1817: f32, %out1818: f32):
      %s1819 = arith.constant 8.999999762e-01 : f32
      %s1820 = arith.mulf %in1816, %s1819 : f32
      %s1821 = arith.constant 1.000000015e-01 : f32
      %s1822 = arith.mulf %in1817, %s1821 : f32
      %s1823 = arith.addf %s1820, %s1822 : f32
      linalg.yield %s1823 : f32
    } -> tensor<96xf32> loc("features.5.conv.4")
    %t1825 = tensor.empty() : tensor<96xf32> loc("features.5.conv.4")
    %t1836 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%primals_106, %t1814 : tensor<96xf32>, tensor<96xf32>) outs(%t1825 : tensor<96xf32>) {
    ^bb0(%in1826: f32, %in1827: f32, %out1828: f32):
      %s1829 = arith.constant 8.999999762e-01 : f32
      %s1830 = arith.mulf %in1826, %s1829 : f32
      %s1831 = arith.constant 3.225806355e-02 : f32
      %s1832 = arith.mulf %in1827, %s1831 : f32
      %s1833 = arith.constant 1.000000015e-01 : f32
      %s1834 = arith.mulf %s1832, %s1833 : f32
      %s1835 = arith.addf %s1830, %s1834 : f32
      linalg.yield %s1835 : f32
    } -> tensor<96xf32> loc("features.5.conv.4")
    %t1837 = tensor.empty() : tensor<2x96x4x4xf32> loc("features.5.conv.5")
    %t1844 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1800 : tensor<2x96x4x4xf32>) outs(%t1837 : tensor<2x96x4x4xf32>) {
    ^bb0(%in1838: f32, %out1839: f32):
      %s1840 = arith.constant 0.000000000e+00 : f32
      %s1841 = arith.maximumf %in1838, %s1840 : f32
      %s1842 = arith.constant 6.000000000e+00 : f32
      %s1843 = arith.minimumf %s1841, %s1842 : f32
      linalg.yield %s1843 : f32
    } -> tensor<2x96x4x4xf32> loc("features.5.conv.5")
    %t1845 = tensor.empty() : tensor<2x16x4x4xf32> loc("features.5.conv.6")
    %c1846 = arith.constant 0.000000000e+00 : f32 loc("features.5.conv.6")
    %t1847 = linalg.fill ins(%c1846 : f32) outs(%t1845 : tensor<2x16x4x4xf32>) -> tensor<2x16x4x4xf32> loc("features.5.conv.6")
    %t1848 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%t1844, %primals_46 : tensor<2x96x4x4xf32>, tensor<16x96x1x1xf32>) outs(%t1847 : tensor<2x16x4x4xf32>) -> tensor<2x16x4x4xf32> loc("features.5.conv.6")
    %t1849 = tensor.empty() : tensor<i64> loc("features.5.conv.7")
    %t1854 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%primals_110 : tensor<i64>) outs(%t1849 : tensor<i64>) {
    ^bb0(%in1850: i64, %out1851: i64):
      %s1852 = arith.constant 1 : i64
      %s1853 = arith.addi %in1850, %s1852 : i64
      linalg.yield %s1853 : i64
    } -> tensor<i64> loc("features.5.conv.7")
    %t1855 = tensor.empty() : tensor<16xf32> loc("features.5.conv.7")
    %c1856 = arith.constant 0.000000000e+00 : f32 loc("features.5.conv.7")
    %t1857 = linalg.fill ins(%c1856 : f32) outs(%t1855 : tensor<16xf32>) -> tensor<16xf32> loc("features.5.conv.7")
    %t1861 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t1848 : tensor<2x16x4x4xf32>) outs(%t1857 : tensor<16xf32>) {
    ^bb0(%in1858: f32, %out1859: f32):
      %s1860 = arith.addf %out1859, %in1858 : f32
      linalg.yield %s1860 : f32
    } -> tensor<16xf32> loc("features.5.conv.7")
    %t1862 = tensor.empty() : tensor<16xf32> loc("features.5.conv.7")
    %t1867 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1861 : tensor<16xf32>) outs(%t1862 : tensor<16xf32>) {
    ^bb0(%in1863: f32, %out1864: f32):
      %s1865 = arith.constant 3.125000000e-02 : f32
      %s1866 = arith.mulf %in1863, %s1865 : f32
      linalg.yield %s1866 : f32
    } -> tensor<16xf32> loc("features.5.conv.7")
    %t1868 = tensor.expand_shape %t1867 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32> loc("features.5.conv.7")
    %t1869 = tensor.empty() : tensor<2x16x4x4xf32> loc("features.5.conv.7")
    %t1874 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1848, %t1868 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%t1869 : tensor<2x16x4x4xf32>) {
    ^bb0(%in1870: f32, %in1871: f32, %out1872: f32):
      %s1873 = arith.subf %in1870, %in1871 : f32
      linalg.yield %s1873 : f32
    } -> tensor<2x16x4x4xf32> loc("features.5.conv.7")
    %t1875 = tensor.empty() : tensor<2x16x4x4xf32> loc("features.5.conv.7")
    %t1879 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1874 : tensor<2x16x4x4xf32>) outs(%t1875 : tensor<2x16x4x4xf32>) {
    ^bb0(%in1876: f32, %out1877: f32):
      %s1878 = arith.mulf %in1876, %in1876 : f32
      linalg.yield %s1878 : f32
    } -> tensor<2x16x4x4xf32> loc("features.5.conv.7")
    %t1880 = tensor.empty() : tensor<16xf32> loc("features.5.conv.7")
    %c1881 = arith.constant 0.000000000e+00 : f32 loc("features.5.conv.7")
    %t1882 = linalg.fill ins(%c1881 : f32) outs(%t1880 : tensor<16xf32>) -> tensor<16xf32> loc("features.5.conv.7")
    %t1886 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t1879 : tensor<2x16x4x4xf32>) outs(%t1882 : tensor<16xf32>) {
    ^bb0(%in1883: f32, %out1884: f32):
      %s1885 = arith.addf %out1884, %in1883 : f32
      linalg.yield %s1885 : f32
    } -> tensor<16xf32> loc("features.5.conv.7")
    %t1887 = tensor.empty() : tensor<16xf32> loc("features.5.conv.7")
    %t1892 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1886 : tensor<16xf32>) outs(%t1887 : tensor<16xf32>) {
    ^bb0(%in1888: f32, %out1889: f32):
      %s1890 = arith.constant 3.125000000e-02 : f32
      %s1891 = arith.mulf %in1888, %s1890 : f32
      linalg.yield %s1891 : f32
    } -> tensor<16xf32> loc("features.5.conv.7")
    %t1893 = tensor.expand_shape %t1892 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32> loc("features.5.conv.7")
    %t1894 = tensor.empty() : tensor<1x16x1x1xf32> loc("features.5.conv.7")
    %t1900 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1893 : tensor<1x16x1x1xf32>) outs(%t1894 : tensor<1x16x1x1xf32>) {
    ^bb0(%in1895: f32, %out1896: f32):
      %s1897 = arith.constant 9.999999747e-06 : f32
      %s1898 = arith.addf %in1895, %s1897 : f32
      %s1899 = math.rsqrt %s1898 : f32
      linalg.yield %s1899 : f32
    } -> tensor<1x16x1x1xf32> loc("features.5.conv.7")
    %t1901 = tensor.empty() : tensor<2x16x4x4xf32> loc("features.5.conv.7")
    %t1906 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1874, %t1900 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%t1901 : tensor<2x16x4x4xf32>) {
    ^bb0(%in1902: f32, %in1903: f32, %out1904: f32):
      %s1905 = arith.mulf %in1902, %in1903 : f32
      linalg.yield %s1905 : f32
    } -> tensor<2x16x4x4xf32> loc("features.5.conv.7")
    %t1907 = tensor.expand_shape %primals_47 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32> loc("features.5.conv.7")
    %t1908 = tensor.empty() : tensor<2x16x4x4xf32> loc("features.5.conv.7")
    %t1913 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1906, %t1907 : tensor<2x16x4x4xf32>, tensor<16x1x1xf32>) outs(%t1908 : tensor<2x16x4x4xf32>) {
    ^bb0(%in1909: f32, %in1910: f32, %out1911: f32):
      %s1912 = arith.mulf %in1909, %in1910 : f32
      linalg.yield %s1912 : f32
    } -> tensor<2x16x4x4xf32> loc("features.5.conv.7")
    %t1914 = tensor.expand_shape %primals_48 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32> loc("features.5.conv.7")
    %t1915 = tensor.empty() : tensor<2x16x4x4xf32> loc("features.5.conv.7")
    %t1920 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1913, %t1914 : tensor<2x16x4x4xf32>, tensor<16x1x1xf32>) outs(%t1915 : tensor<2x16x4x4xf32>) {
    ^bb0(%in1916: f32, %in1917: f32, %out1918: f32):
      %s1919 = arith.addf %in1916, %in1917 : f32
      linalg.yield %s1919 : f32
    } -> tensor<2x16x4x4xf32> loc("features.5.conv.7")
    %t1921 = tensor.collapse_shape %t1868 [[0, 1, 2, 3]] : tensor<1x16x1x1xf32> into tensor<16xf32> loc("features.5.conv.7")
    %t1922 = tensor.collapse_shape %t1900 [[0, 1, 2, 3]] : tensor<1x16x1x1xf32> into tensor<16xf32> loc("features.5.conv.7")
    %t1923 = tensor.empty() : tensor<2x16x4x4xf32> loc("features.5.conv.7")
    %t1927 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1874 : tensor<2x16x4x4xf32>) outs(%t1923 : tensor<2x16x4x4xf32>) {
    ^bb0(%in1924: f32, %out1925: f32):
      %s1926 = arith.mulf %in1924, %in1924 : f32
      linalg.yield %s1926 : f32
    } -> tensor<2x16x4x4xf32> loc("features.5.conv.7")
    %t1928 = tensor.empty() : tensor<16xf32> loc("features.5.conv.7")
    %c1929 = arith.constant 0.000000000e+00 : f32 loc("features.5.conv.7")
    %t1930 = linalg.fill ins(%c1929 : f32) outs(%t1928 : tensor<16xf32>) -> tensor<16xf32> loc("features.5.conv.7")
    %t1934 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t1927 : tensor<2x16x4x4xf32>) outs(%t1930 : tensor<16xf32>) {
    ^bb0(%in1931: f32, %out1932: f32):
      %s1933 = arith.addf %out1932, %in1931 : f32
      linalg.yield %s1933 : f32
    } -> tensor<16xf32> loc("features.5.conv.7")
    %t1935 = tensor.empty() : tensor<16xf32> loc("features.5.conv.7")
    %t1944 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%primals_108, %t1921 : tensor<16xf32>, tensor<16xf32>) outs(%t1935 : tensor<16xf32>) {
    ^bb0(%in1936: f32, %in1937: f32, %out1938: f32):
      %s1939 = arith.constant 8.999999762e-01 : f32
      %s1940 = arith.mulf %in1936, %s1939 : f32
      %s1941 = arith.constant 1.000000015e-01 : f32
      %s1942 = arith.mulf %in1937, %s1941 : f32
      %s1943 = arith.addf %s1940, %s1942 : f32
      linalg.yield %s1943 : f32
    } -> tensor<16xf32> loc("features.5.conv.7")
    %t1945 = tensor.empty() : tensor<16xf32> loc("features.5.conv.7")
    %t1956 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%primals_109, %t1934 : tensor<16xf32>, tensor<16xf32>) outs(%t1945 : tensor<16xf32>) {
    ^bb0(%in1946: f32, %in1947: f32, %out1948: f32):
      %s1949 = arith.constant 8.999999762e-01 : f32
      %s1950 = arith.mulf %in1946, %s1949 : f32
      %s1951 = arith.constant 3.225806355e-02 : f32
      %s1952 = arith.mulf %in1947, %s1951 : f32
      %s1953 = arith.constant 1.000000015e-01 : f32
      %s1954 = arith.mulf %s1952, %s1953 : f32
      %s1955 = arith.addf %s1950, %s1954 : f32
      linalg.yield %s1955 : f32
    } -> tensor<16xf32> loc("features.5.conv.7")
    %t1957 = tensor.empty() : tensor<2x16x4x4xf32> loc("features.5")
    %t1962 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1556, %t1920 : tensor<2x16x4x4xf32>, tensor<2x16x4x4xf32>) outs(%t1957 : tensor<2x16x4x4xf32>) {
    ^bb0(%in1958: f32, %in1959: f32, %out1960: f32):
      %s1961 = arith.addf %in1958, %in1959 : f32
      linalg.yield %s1961 : f32
    } -> tensor<2x16x4x4xf32> loc("features.5")
    %t1963 = tensor.empty() : tensor<2x96x4x4xf32> loc("features.6.conv.0")
    %c1964 = arith.constant 0.000000000e+00 : f32 loc("features.6.conv.0")
    %t1965 = linalg.fill ins(%c1964 : f32) outs(%t1963 : tensor<2x96x4x4xf32>) -> tensor<2x96x4x4xf32> loc("features.6.conv.0")
    %t1966 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%t1962, %primals_49 : tensor<2x16x4x4xf32>, tensor<96x16x1x1xf32>) outs(%t1965 : tensor<2x96x4x4xf32>) -> tensor<2x96x4x4xf32> loc("features.6.conv.0")
    %t1967 = tensor.empty() : tensor<i64> loc("features.6.conv.1")
    %t1972 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%primals_113 : tensor<i64>) outs(%t1967 : tensor<i64>) {
    ^bb0(%in1968: i64, %out1969: i64):
      %s1970 = arith.constant 1 : i64
      %s1971 = arith.addi %in1968, %s1970 : i64
      linalg.yield %s1971 : i64
    } -> tensor<i64> loc("features.6.conv.1")
    %t1973 = tensor.empty() : tensor<96xf32> loc("features.6.conv.1")
    %c1974 = arith.constant 0.000000000e+00 : f32 loc("features.6.conv.1")
    %t1975 = linalg.fill ins(%c1974 : f32) outs(%t1973 : tensor<96xf32>) -> tensor<96xf32> loc("features.6.conv.1")
    %t1979 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t1966 : tensor<2x96x4x4xf32>) outs(%t1975 : tensor<96xf32>) {
    ^bb0(%in1976: f32, %out1977: f32):
      %s1978 = arith.addf %out1977, %in1976 : f32
      linalg.yield %s1978 : f32
    } -> tensor<96xf32> loc("features.6.conv.1")
    %t1980 = tensor.empty() : tensor<96xf32> loc("features.6.conv.1")
    %t1985 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1979 : tensor<96xf32>) outs(%t1980 : tensor<96xf32>) {
    ^bb0(%in1981: f32, %out1982: f32):
      %s1983 = arith.constant 3.125000000e-02 : f32
      %s1984 = arith.mulf %in1981, %s1983 : f32
      linalg.yield %s1984 : f32
    } -> tensor<96xf32> loc("features.6.conv.1")
    %t1986 = tensor.expand_shape %t1985 [[0, 1, 2, 3]] output_shape [1, 96, 1, 1] : tensor<96xf32> into tensor<1x96x1x1xf32> loc("features.6.conv.1")
    %t1987 = tensor.empty() : tensor<2x96x4x4xf32> loc("features.6.conv.1")
    %t1992 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1966, %t1986 : tensor<2x96x4x4xf32>, tensor<1x96x1x1xf32>) outs(%t1987 : tensor<2x96x4x4xf32>) {
    ^bb0(%in1988: f32, %in1989: f32, %out1990: f32):
      %s1991 = arith.subf %in1988, %in1989 : f32
      linalg.yield %s1991 : f32
    } -> tensor<2x96x4x4xf32> loc("features.6.conv.1")
    %t1993 = tensor.empty() : tensor<2x96x4x4xf32> loc("features.6.conv.1")
    %t1997 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1992 : tensor<2x96x4x4xf32>) outs(%t1993 : tensor<2x96x4x4xf32>) {
    ^bb0(%in1994: f32, %out1995: f32):
      %s1996 = arith.mulf %in1994, %in1994 : f32
      linalg.yield %s1996 : f32
    } -> tensor<2x96x4x4xf32> loc("features.6.conv.1")
    %t1998 = tensor.empty() : tensor<96xf32> loc("features.6.conv.1")
    %c1999 = arith.constant 0.000000000e+00 : f32 loc("features.6.conv.1")
    %t2000 = linalg.fill ins(%c1999 : f32) outs(%t1998 : tensor<96xf32>) -> tensor<96xf32> loc("features.6.conv.1")
    %t2004 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t1997 : tensor<2x96x4x4xf32>) outs(%t2000 : tensor<96xf32>) {
    ^bb0(%in2001: f32, %out2002: f32):
      %s2003 = arith.addf %out2002, %in2001 : f32
      linalg.yield %s2003 : f32
    } -> tensor<96xf32> loc("features.6.conv.1")
    %t2005 = tensor.empty() : tensor<96xf32> loc("features.6.conv.1")
    %t2010 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t2004 : tensor<96xf32>) outs(%t2005 : tensor<96xf32>) {
    ^bb0(%in2006: f32, %out2007: f32):
      %s2008 = arith.constant 3.125000000e-02 : f32
      %s2009 = arith.mulf %in2006, %s2008 : f32
      linalg.yield %s2009 : f32
    } -> tensor<96xf32> loc("features.6.conv.1")
    %t2011 = tensor.expand_shape %t2010 [[0, 1, 2, 3]] output_shape [1, 96, 1, 1] : tensor<96xf32> into tensor<1x96x1x1xf32> loc("features.6.conv.1")
    %t2012 = tensor.empty() : tensor<1x96x1x1xf32> loc("features.6.conv.1")
    %t2018 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2011 : tensor<1x96x1x1xf32>) outs(%t2012 : tensor<1x96x1x1xf32>) {
    ^bb0(%in2013: f32, %out2014: f32):
      %s2015 = arith.constant 9.999999747e-06 : f32
      %s2016 = arith.addf %in2013, %s2015 : f32
      %s2017 = math.rsqrt %s2016 : f32
      linalg.yield %s2017 : f32
    } -> tensor<1x96x1x1xf32> loc("features.6.conv.1")
    %t2019 = tensor.empty() : tensor<2x96x4x4xf32> loc("features.6.conv.1")
    %t2024 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1992, %t2018 : tensor<2x96x4x4xf32>, tensor<1x96x1x1xf32>) outs(%t2019 : tensor<2x96x4x4xf32>) {
    ^bb0(%in2020: f32, %in2021: f32, %out2022: f32):
      %s2023 = arith.mulf %in2020, %in2021 : f32
      linalg.yield %s2023 : f32
    } -> tensor<2x96x4x4xf32> loc("features.6.conv.1")
    %t2025 = tensor.expand_shape %primals_50 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32> loc("features.6.conv.1")
    %t2026 = tensor.empty() : tensor<2x96x4x4xf32> loc("features.6.conv.1")
    %t2031 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2024, %t2025 : tensor<2x96x4x4xf32>, tensor<96x1x1xf32>) outs(%t2026 : tensor<2x96x4x4xf32>) {
    ^bb0(%in2027: f32, %in2028: f32, %out2029: f32):
      %s2030 = arith.mulf %in2027, %in2028 : f32
      linalg.yield %s2030 : f32
    } -> tensor<2x96x4x4xf32> loc("features.6.conv.1")
    %t2032 = tensor.expand_shape %primals_51 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32> loc("features.6.conv.1")
    %t2033 = tensor.empty() : tensor<2x96x4x4xf32> loc("features.6.conv.1")
    %t2038 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2031, %t2032 : tensor<2x96x4x4xf32>, tensor<96x1x1xf32>) outs(%t2033 : tensor<2x96x4x4xf32>) {
    ^bb0(%in2034: f32, %in2035: f32, %out2036: f32):
      %s2037 = arith.addf %in2034, %in2035 : f32
      linalg.yield %s2037 : f32
    } -> tensor<2x96x4x4xf32> loc("features.6.conv.1")
    %t2039 = tensor.collapse_shape %t1986 [[0, 1, 2, 3]] : tensor<1x96x1x1xf32> into tensor<96xf32> loc("features.6.conv.1")
    %t2040 = tensor.collapse_shape %t2018 [[0, 1, 2, 3]] : tensor<1x96x1x1xf32> into tensor<96xf32> loc("features.6.conv.1")
    %t2041 = tensor.empty() : tensor<2x96x4x4xf32> loc("features.6.conv.1")
    %t2045 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1992 : tensor<2x96x4x4xf32>) outs(%t2041 : tensor<2x96x4x4xf32>) {
    ^bb0(%in2042: f32, %out2043: f32):
      %s2044 = arith.mulf %in2042, %in2042 : f32
      linalg.yield %s2044 : f32
    } -> tensor<2x96x4x4xf32> loc("features.6.conv.1")
    %t2046 = tensor.empty() : tensor<96xf32> loc("features.6.conv.1")
    %c2047 = arith.constant 0.000000000e+00 : f32 loc("features.6.conv.1")
    %t2048 = linalg.fill ins(%c2047 : f32) outs(%t2046 : tensor<96xf32>) -> tensor<96xf32> loc("features.6.conv.1")
    %t2052 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t2045 : tensor<2x96x4x4xf32>) outs(%t2048 : tensor<96xf32>) {
    ^bb0(%in2049: f32, %out2050: f32):
      %s2051 = arith.addf %out2050, %in2049 : f32
      linalg.yield %s2051 : f32
    } -> tensor<96xf32> loc("features.6.conv.1")
    %t2053 = tensor.empty() : tensor<96xf32> loc("features.6.conv.1")
    %t2062 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%primals_111, %t2039 : tensor<96xf32>, tensor<96xf32>) outs(%t2053 : tensor<96xf32>) {
    ^bb0(%in2054: f32, %in2055: f32, %out2056: f32):
      %s2057 = arith.constant 8.999999762e-01 : f32
      %s2058 = arith.mulf %in2054, %s2057 : f32
      %s2059 = arith.constant 1.000000015e-01 : f32
      %s2060 = arith.mulf %in2055, %s2059 : f32
      %s2061 = arith.addf %s2058, %s2060 : f32
      linalg.yield %s2061 : f32
    } -> tensor<96xf32> loc("features.6.conv.1")
    %t2063 = tensor.empty() : tensor<96xf32> loc("features.6.conv.1")
    %t2074 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%primals_112, %t2052 : tensor<96xf32>, tensor<96xf32>) outs(%t2063 : tensor<96xf32>) {
    ^bb0(%in2064: f32, %in2065: f32, %out2066: f32):
      %s2067 = arith.constant 8.999999762e-01 : f32
      %s2068 = arith.mulf %in2064, %s2067 : f32
      %s2069 = arith.constant 3.225806355e-02 : f32
      %s2070 = arith.mulf %in2065, %s2069 : f32
      %s2071 = arith.constant 1.000000015e-01 : f32
      %s2072 = arith.mulf %s2070, %s2071 : f32
      %s2073 = arith.addf %s2068, %s2072 : f32
      linalg.yield %s2073 : f32
    } -> tensor<96xf32> loc("features.6.conv.1")
    %t2075 = tensor.empty() : tensor<2x96x4x4xf32> loc("features.6.conv.2")
    %t2082 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2038 : tensor<2x96x4x4xf32>) outs(%t2075 : tensor<2x96x4x4xf32>) {
    ^bb0(%in2076: f32, %out2077: f32):
      %s2078 = arith.constant 0.000000000e+00 : f32
      %s2079 = arith.maximumf %in2076, %s2078 : f32
      %s2080 = arith.constant 6.000000000e+00 : f32
      %s2081 = arith.minimumf %s2079, %s2080 : f32
      linalg.yield %s2081 : f32
    } -> tensor<2x96x4x4xf32> loc("features.6.conv.2")
    %t2083 = tensor.empty() : tensor<2x96x6x6xf32> loc("features.6.conv.3")
    %c2084 = arith.constant 0.000000000e+00 : f32 loc("features.6.conv.3")
    %t2085 = linalg.fill ins(%c2084 : f32) outs(%t2083 : tensor<2x96x6x6xf32>) -> tensor<2x96x6x6xf32> loc("features.6.conv.3")
    %t2086 = tensor.insert_slice %t2082 into %t2085[0, 0, 1, 1] [2, 96, 4, 4] [1, 1, 1, 1] : tensor<2x96x4x4xf32> into tensor<2x96x6x6xf32> loc("features.6.conv.3")
    %t2087 = tensor.expand_shape %t2086 [[0], [1], [2, 3], [4]] output_shape [2, 96, 1, 6, 6] : tensor<2x96x6x6xf32> into tensor<2x96x1x6x6xf32> loc("features.6.conv.3")
    %t2088 = tensor.expand_shape %primals_52 [[0], [1], [2, 3], [4]] output_shape [96, 1, 1, 3, 3] : tensor<96x1x3x3xf32> into tensor<96x1x1x3x3xf32> loc("features.6.conv.3")
    %t2089 = tensor.empty() : tensor<2x96x1x4x4xf32> loc("features.6.conv.3")
    %c2090 = arith.constant 0.000000000e+00 : f32 loc("features.6.conv.3")
    %t2091 = linalg.fill ins(%c2090 : f32) outs(%t2089 : tensor<2x96x1x4x4xf32>) -> tensor<2x96x1x4x4xf32> loc("features.6.conv.3")
    %t2097 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 * 1 + d6 * 1, d4 * 1 + d7 * 1)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%t2087, %t2088 : tensor<2x96x1x6x6xf32>, tensor<96x1x1x3x3xf32>) outs(%t2091 : tensor<2x96x1x4x4xf32>) {
    ^bb0(%in2092: f32, %in2093: f32, %out2094: f32):
      %s2095 = arith.mulf %in2092, %in2093 : f32
      %s2096 = arith.addf %out2094, %s2095 : f32
      linalg.yield %s2096 : f32
    } -> tensor<2x96x1x4x4xf32> loc("features.6.conv.3")
    %t2098 = tensor.collapse_shape %t2097 [[0], [1], [2, 3], [4]] : tensor<2x96x1x4x4xf32> into tensor<2x96x4x4xf32> loc("features.6.conv.3")
    %t2099 = tensor.empty() : tensor<i64> loc("features.6.conv.4")
    %t2104 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%primals_116 : tensor<i64>) outs(%t2099 : tensor<i64>) {
    ^bb0(%in2100: i64, %out2101: i64):
      %s2102 = arith.constant 1 : i64
      %s2103 = arith.addi %in2100, %s2102 : i64
      linalg.yield %s2103 : i64
    } -> tensor<i64> loc("features.6.conv.4")
    %t2105 = tensor.empty() : tensor<96xf32> loc("features.6.conv.4")
    %c2106 = arith.constant 0.000000000e+00 : f32 loc("features.6.conv.4")
    %t2107 = linalg.fill ins(%c2106 : f32) outs(%t2105 : tensor<96xf32>) -> tensor<96xf32> loc("features.6.conv.4")
    %t2111 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t2098 : tensor<2x96x4x4xf32>) outs(%t2107 : tensor<96xf32>) {
    ^bb0(%in2108: f32, %out2109: f32):
      %s2110 = arith.addf %out2109, %in2108 : f32
      linalg.yield %s2110 : f32
    } -> tensor<96xf32> loc("features.6.conv.4")
    %t2112 = tensor.empty() : tensor<96xf32> loc("features.6.conv.4")
    %t2117 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t2111 : tensor<96xf32>) outs(%t2112 : tensor<96xf32>) {
    ^bb0(%in2113: f32, %out2114: f32):
      %s2115 = arith.constant 3.125000000e-02 : f32
      %s2116 = arith.mulf %in2113, %s2115 : f32
      linalg.yield %s2116 : f32
    } -> tensor<96xf32> loc("features.6.conv.4")
    %t2118 = tensor.expand_shape %t2117 [[0, 1, 2, 3]] output_shape [1, 96, 1, 1] : tensor<96xf32> into tensor<1x96x1x1xf32> loc("features.6.conv.4")
    %t2119 = tensor.empty() : tensor<2x96x4x4xf32> loc("features.6.conv.4")
    %t2124 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2098, %t2118 : tensor<2x96x4x4xf32>, tensor<1x96x1x1xf32>) outs(%t2119 : tensor<2x96x4x4xf32>) {
    ^bb0(%in2120: f32, %in2121: f32, %out2122: f32):
      %s2123 = arith.subf %in2120, %in2121 : f32
      linalg.yield %s2123 : f32
    } -> tensor<2x96x4x4xf32> loc("features.6.conv.4")
    %t2125 = tensor.empty() : tensor<2x96x4x4xf32> loc("features.6.conv.4")
    %t2129 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2124 : tensor<2x96x4x4xf32>) outs(%t2125 : tensor<2x96x4x4xf32>) {
    ^bb0(%in2126: f32, %out2127: f32):
      %s2128 = arith.mulf %in2126, %in2126 : f32
      linalg.yield %s2128 : f32
    } -> tensor<2x96x4x4xf32> loc("features.6.conv.4")
    %t2130 = tensor.empty() : tensor<96xf32> loc("features.6.conv.4")
    %c2131 = arith.constant 0.000000000e+00 : f32 loc("features.6.conv.4")
    %t2132 = linalg.fill ins(%c2131 : f32) outs(%t2130 : tensor<96xf32>) -> tensor<96xf32> loc("features.6.conv.4")
    %t2136 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t2129 : tensor<2x96x4x4xf32>) outs(%t2132 : tensor<96xf32>) {
    ^bb0(%in2133: f32, %out2134: f32):
      %s2135 = arith.addf %out2134, %in2133 : f32
      linalg.yield %s2135 : f32
    } -> tensor<96xf32> loc("features.6.conv.4")
    %t2137 = tensor.empty() : tensor<96xf32> loc("features.6.conv.4")
    %t2142 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t2136 : tensor<96xf32>) outs(%t2137 : tensor<96xf32>) {
    ^bb0(%in2138: f32, %out2139: f32):
      %s2140 = arith.constant 3.125000000e-02 : f32
      %s2141 = arith.mulf %in2138, %s2140 : f32
      linalg.yield %s2141 : f32
    } -> tensor<96xf32> loc("features.6.conv.4")
    %t2143 = tensor.expand_shape %t2142 [[0, 1, 2, 3]] output_shape [1, 96, 1, 1] : tensor<96xf32> into tensor<1x96x1x1xf32> loc("features.6.conv.4")
    %t2144 = tensor.empty() : tensor<1x96x1x1xf32> loc("features.6.conv.4")
    %t2150 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2143 : tensor<1x96x1x1xf32>) outs(%t2144 : tensor<1x96x1x1xf32>) {
    ^bb0(%in2145: f32, %out2146: f32):
      %s2147 = arith.constant 9.999999747e-06 : f32
      %s2148 = arith.addf %in2145, %s2147 : f32
      %s2149 = math.rsqrt %s2148 : f32
      linalg.yield %s2149 : f32
    } -> tensor<1x96x1x1xf32> loc("features.6.conv.4")
    %t2151 = tensor.empty() : tensor<2x96x4x4xf32> loc("features.6.conv.4")
    %t2156 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2124, %t2150 : tensor<2x96x4x4xf32>, tensor<1x96x1x1xf32>) outs(%t2151 : tensor<2x96x4x4xf32>) {
    ^bb0(%in2152: f32, %in2153: f32, %out2154: f32):
      %s2155 = arith.mulf %in2152, %in2153 : f32
      linalg.yield %s2155 : f32
    } -> tensor<2x96x4x4xf32> loc("features.6.conv.4")
    %t2157 = tensor.expand_shape %primals_53 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32> loc("features.6.conv.4")
    %t2158 = tensor.empty() : tensor<2x96x4x4xf32> loc("features.6.conv.4")
    %t2163 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2156, %t2157 : tensor<2x96x4x4xf32>, tensor<96x1x1xf32>) outs(%t2158 : tensor<2x96x4x4xf32>) {
    ^bb0(%in2159: f32, %in2160: f32, %out2161: f32):
      %s2162 = arith.mulf %in2159, %in2160 : f32
      linalg.yield %s2162 : f32
    } -> tensor<2x96x4x4xf32> loc("features.6.conv.4")
    %t2164 = tensor.expand_shape %primals_54 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32> loc("features.6.conv.4")
    %t2165 = tensor.empty() : tensor<2x96x4x4xf32> loc("features.6.conv.4")
    %t2170 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2163, %t2164 : tensor<2x96x4x4xf32>, tensor<96x1x1xf32>) outs(%t2165 : tensor<2x96x4x4xf32>) {
    ^bb0(%in2166: f32, %in2167: f32, %out2168: f32):
      %s2169 = arith.addf %in2166, %in2167 : f32
      linalg.yield %s2169 : f32
    } -> tensor<2x96x4x4xf32> loc("features.6.conv.4")
    %t2171 = tensor.collapse_shape %t2118 [[0, 1, 2, 3]] : tensor<1x96x1x1xf32> into tensor<96xf32> loc("features.6.conv.4")
    %t2172 = tensor.collapse_shape %t2150 [[0, 1, 2, 3]] : tensor<1x96x1x1xf32> into tensor<96xf32> loc("features.6.conv.4")
    %t2173 = tensor.empty() : tensor<2x96x4x4xf32> loc("features.6.conv.4")
    %t2177 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2124 : tensor<2x96x4x4xf32>) outs(%t2173 : tensor<2x96x4x4xf32>) {
    ^bb0(%in2174: f32, %out2175: f32):
      %s2176 = arith.mulf %in2174, %in2174 : f32
      linalg.yield %s2176 : f32
    } -> tensor<2x96x4x4xf32> loc("features.6.conv.4")
    %t2178 = tensor.empty() : tensor<96xf32> loc("features.6.conv.4")
    %c2179 = arith.constant 0.000000000e+00 : f32 loc("features.6.conv.4")
    %t2180 = linalg.fill ins(%c2179 : f32) outs(%t2178 : tensor<96xf32>) -> tensor<96xf32> loc("features.6.conv.4")
    %t2184 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t2177 : tensor<2x96x4x4xf32>) outs(%t2180 : tensor<96xf32>) {
    ^bb0(%in2181: f32, %out2182: f32):
      %s2183 = arith.addf %out2182, %in2181 : f32
      linalg.yield %s2183 : f32
    } -> tensor<96xf32> loc("features.6.conv.4")
    %t2185 = tensor.empty() : tensor<96xf32> loc("features.6.conv.4")
    %t2194 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%primals_114, %t2171 : tensor<96xf32>, tensor<96xf32>) outs(%t2185 : tensor<96xf32>) {
    ^bb0(%in2186: f32, %in2187: f32, %out2188: f32):
      %s2189 = arith.constant 8.999999762e-01 : f32
      %s2190 = arith.mulf %in2186, %s2189 : f32
      %s2191 = arith.constant 1.000000015e-01 : f32
      %s2192 = arith.mulf %in2187, %s2191 : f32
      %s2193 = arith.addf %s2190, %s2192 : f32
      linalg.yield %s2193 : f32
    } -> tensor<96xf32> loc("features.6.conv.4")
    %t2195 = tensor.empty() : tensor<96xf32> loc("features.6.conv.4")
    %t2206 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%primals_115, %t2184 : tensor<96xf32>, tensor<96xf32>) outs(%t2195 : tensor<96xf32>) {
    ^bb0(%in2196: f32, %in2197: f32, %out2198: f32):
      %s2199 = arith.constant 8.999999762e-01 : f32
      %s2200 = arith.mulf %in2196, %s2199 : f32
      %s2201 = arith.constant 3.225806355e-02 : f32
      %s2202 = arith.mulf %in2197, %s2201 : f32
      %s2203 = arith.constant 1.000000015e-01 : f32
      %s2204 = arith.mulf %s2202, %s2203 : f32
      %s2205 = arith.addf %s2200, %s2204 : f32
      linalg.yield %s2205 : f32
    } -> tensor<96xf32> loc("features.6.conv.4")
    %t2207 = tensor.empty() : tensor<2x96x4x4xf32> loc("features.6.conv.5")
    %t2214 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2170 : tensor<2x96x4x4xf32>) outs(%t2207 : tensor<2x96x4x4xf32>) {
    ^bb0(%in2208: f32, %out2209: f32):
      %s2210 = arith.constant 0.000000000e+00 : f32
      %s2211 = arith.maximumf %in2208, %s2210 : f32
      %s2212 = arith.constant 6.000000000e+00 : f32
      %s2213 = arith.minimumf %s2211, %s2212 : f32
      linalg.yield %s2213 : f32
    } -> tensor<2x96x4x4xf32> loc("features.6.conv.5")
    %t2215 = tensor.empty() : tensor<2x24x4x4xf32> loc("features.6.conv.6")
    %c2216 = arith.constant 0.000000000e+00 : f32 loc("features.6.conv.6")
    %t2217 = linalg.fill ins(%c2216 : f32) outs(%t2215 : tensor<2x24x4x4xf32>) -> tensor<2x24x4x4xf32> loc("features.6.conv.6")
    %t2218 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%t2214, %primals_55 : tensor<2x96x4x4xf32>, tensor<24x96x1x1xf32>) outs(%t2217 : tensor<2x24x4x4xf32>) -> tensor<2x24x4x4xf32> loc("features.6.conv.6")
    %t2219 = tensor.empty() : tensor<i64> loc("features.6.conv.7")
    %t2224 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%primals_119 : tensor<i64>) outs(%t2219 : tensor<i64>) {
    ^bb0(%in2220: i64, %out2221: i64):
      %s2222 = arith.constant 1 : i64
      %s2223 = arith.addi %in2220, %s2222 : i64
      linalg.yield %s2223 : i64
    } -> tensor<i64> loc("features.6.conv.7")
    %t2225 = tensor.empty() : tensor<24xf32> loc("features.6.conv.7")
    %c2226 = arith.constant 0.000000000e+00 : f32 loc("features.6.conv.7")
    %t2227 = linalg.fill ins(%c2226 : f32) outs(%t2225 : tensor<24xf32>) -> tensor<24xf32> loc("features.6.conv.7")
    %t2231 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t2218 : tensor<2x24x4x4xf32>) outs(%t2227 : tensor<24xf32>) {
    ^bb0(%in2228: f32, %out2229: f32):
      %s2230 = arith.addf %out2229, %in2228 : f32
      linalg.yield %s2230 : f32
    } -> tensor<24xf32> loc("features.6.conv.7")
    %t2232 = tensor.empty() : tensor<24xf32> loc("features.6.conv.7")
    %t2237 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t2231 : tensor<24xf32>) outs(%t2232 : tensor<24xf32>) {
    ^bb0(%in2233: f32, %out2234: f32):
      %s2235 = arith.constant 3.125000000e-02 : f32
      %s2236 = arith.mulf %in2233, %s2235 : f32
      linalg.yield %s2236 : f32
    } -> tensor<24xf32> loc("features.6.conv.7")
    %t2238 = tensor.expand_shape %t2237 [[0, 1, 2, 3]] output_shape [1, 24, 1, 1] : tensor<24xf32> into tensor<1x24x1x1xf32> loc("features.6.conv.7")
    %t2239 = tensor.empty() : tensor<2x24x4x4xf32> loc("features.6.conv.7")
    %t2244 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2218, %t2238 : tensor<2x24x4x4xf32>, tensor<1x24x1x1xf32>) outs(%t2239 : tensor<2x24x4x4xf32>) {
    ^bb0(%in2240: f32, %in2241: f32, %out2242: f32):
      %s2243 = arith.subf %in2240, %in2241 : f32
      linalg.yield %s2243 : f32
    } -> tensor<2x24x4x4xf32> loc("features.6.conv.7")
    %t2245 = tensor.empty() : tensor<2x24x4x4xf32> loc("features.6.conv.7")
    %t2249 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2244 : tensor<2x24x4x4xf32>) outs(%t2245 : tensor<2x24x4x4xf32>) {
    ^bb0(%in2246: f32, %out2247: f32):
      %s2248 = arith.mulf %in2246, %in2246 : f32
      linalg.yield %s2248 : f32
    } -> tensor<2x24x4x4xf32> loc("features.6.conv.7")
    %t2250 = tensor.empty() : tensor<24xf32> loc("features.6.conv.7")
    %c2251 = arith.constant 0.000000000e+00 : f32 loc("features.6.conv.7")
    %t2252 = linalg.fill ins(%c2251 : f32) outs(%t2250 : tensor<24xf32>) -> tensor<24xf32> loc("features.6.conv.7")
    %t2256 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t2249 : tensor<2x24x4x4xf32>) outs(%t2252 : tensor<24xf32>) {
    ^bb0(%in2253: f32, %out2254: f32):
      %s2255 = arith.addf %out2254, %in2253 : f32
      linalg.yield %s2255 : f32
    } -> tensor<24xf32> loc("features.6.conv.7")
    %t2257 = tensor.empty() : tensor<24xf32> loc("features.6.conv.7")
    %t2262 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t2256 : tensor<24xf32>) outs(%t2257 : tensor<24xf32>) {
    ^bb0(%in2258: f32, %out2259: f32):
      %s2260 = arith.constant 3.125000000e-02 : f32
      %s2261 = arith.mulf %in2258, %s2260 : f32
      linalg.yield %s2261 : f32
    } -> tensor<24xf32> loc("features.6.conv.7")
    %t2263 = tensor.expand_shape %t2262 [[0, 1, 2, 3]] output_shape [1, 24, 1, 1] : tensor<24xf32> into tensor<1x24x1x1xf32> loc("features.6.conv.7")
    %t2264 = tensor.empty() : tensor<1x24x1x1xf32> loc("features.6.conv.7")
    %t2270 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2263 : tensor<1x24x1x1xf32>) outs(%t2264 : tensor<1x24x1x1xf32>) {
    ^bb0(%in2265: f32, %out2266: f32):
      %s2267 = arith.constant 9.999999747e-06 : f32
      %s2268 = arith.addf %in2265, %s2267 : f32
      %s2269 = math.rsqrt %s2268 : f32
      linalg.yield %s2269 : f32
    } -> tensor<1x24x1x1xf32> loc("features.6.conv.7")
    %t2271 = tensor.empty() : tensor<2x24x4x4xf32> loc("features.6.conv.7")
    %t2276 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2244, %t2270 : tensor<2x24x4x4xf32>, tensor<1x24x1x1xf32>) outs(%t2271 : tensor<2x24x4x4xf32>) {
    ^bb0(%in2272: f32, %in2273: f32, %out2274: f32):
      %s2275 = arith.mulf %in2272, %in2273 : f32
      linalg.yield %s2275 : f32
    } -> tensor<2x24x4x4xf32> loc("features.6.conv.7")
    %t2277 = tensor.expand_shape %primals_56 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32> loc("features.6.conv.7")
    %t2278 = tensor.empty() : tensor<2x24x4x4xf32> loc("features.6.conv.7")
    %t2283 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2276, %t2277 : tensor<2x24x4x4xf32>, tensor<24x1x1xf32>) outs(%t2278 : tensor<2x24x4x4xf32>) {
    ^bb0(%in2279: f32, %in2280: f32, %out2281: f32):
      %s2282 = arith.mulf %in2279, %in2280 : f32
      linalg.yield %s2282 : f32
    } -> tensor<2x24x4x4xf32> loc("features.6.conv.7")
    %t2284 = tensor.expand_shape %primals_57 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32> loc("features.6.conv.7")
    %t2285 = tensor.empty() : tensor<2x24x4x4xf32> loc("features.6.conv.7")
    %t2290 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2283, %t2284 : tensor<2x24x4x4xf32>, tensor<24x1x1xf32>) outs(%t2285 : tensor<2x24x4x4xf32>) {
    ^bb0(%in2286: f32, %in2287: f32, %out2288: f32):
      %s2289 = arith.addf %in2286, %in2287 : f32
      linalg.yield %s2289 : f32
    } -> tensor<2x24x4x4xf32> loc("features.6.conv.7")
    %t2291 = tensor.collapse_shape %t2238 [[0, 1, 2, 3]] : tensor<1x24x1x1xf32> into tensor<24xf32> loc("features.6.conv.7")
    %t2292 = tensor.collapse_shape %t2270 [[0, 1, 2, 3]] : tensor<1x24x1x1xf32> into tensor<24xf32> loc("features.6.conv.7")
    %t2293 = tensor.empty() : tensor<2x24x4x4xf32> loc("features.6.conv.7")
    %t2297 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2244 : tensor<2x24x4x4xf32>) outs(%t2293 : tensor<2x24x4x4xf32>) {
    ^bb0(%in2294: f32, %out2295: f32):
      %s2296 = arith.mulf %in2294, %in2294 : f32
      linalg.yield %s2296 : f32
    } -> tensor<2x24x4x4xf32> loc("features.6.conv.7")
    %t2298 = tensor.empty() : tensor<24xf32> loc("features.6.conv.7")
    %c2299 = arith.constant 0.000000000e+00 : f32 loc("features.6.conv.7")
    %t2300 = linalg.fill ins(%c2299 : f32) outs(%t2298 : tensor<24xf32>) -> tensor<24xf32> loc("features.6.conv.7")
    %t2304 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t2297 : tensor<2x24x4x4xf32>) outs(%t2300 : tensor<24xf32>) {
    ^bb0(%in2301: f32, %out2302: f32):
      %s2303 = arith.addf %out2302, %in2301 : f32
      linalg.yield %s2303 : f32
    } -> tensor<24xf32> loc("features.6.conv.7")
    %t2305 = tensor.empty() : tensor<24xf32> loc("features.6.conv.7")
    %t2314 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%primals_117, %t2291 : tensor<24xf32>, tensor<24xf32>) outs(%t2305 : tensor<24xf32>) {
    ^bb0(%in2306: f32, %in2307: f32, %out2308: f32):
      %s2309 = arith.constant 8.999999762e-01 : f32
      %s2310 = arith.mulf %in2306, %s2309 : f32
      %s2311 = arith.constant 1.000000015e-01 : f32
      %s2312 = arith.mulf %in2307, %s2311 : f32
      %s2313 = arith.addf %s2310, %s2312 : f32
      linalg.yield %s2313 : f32
    } -> tensor<24xf32> loc("features.6.conv.7")
    %t2315 = tensor.empty() : tensor<24xf32> loc("features.6.conv.7")
    %t2326 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%primals_118, %t2304 : tensor<24xf32>, tensor<24xf32>) outs(%t2315 : tensor<24xf32>) {
    ^bb0(%in2316: f32, %in2317: f32, %out2318: f32):
      %s2319 = arith.constant 8.999999762e-01 : f32
      %s2320 = arith.mulf %in2316, %s2319 : f32
      %s2321 = arith.constant 3.225806355e-02 : f32
      %s2322 = arith.mulf %in2317, %s2321 : f32
      %s2323 = arith.constant 1.000000015e-01 : f32
      %s2324 = arith.mulf %s2322, %s2323 : f32
      %s2325 = arith.addf %s2320, %s2324 : f32
      linalg.yield %s2325 : f32
    } -> tensor<24xf32> loc("features.6.conv.7")
    %t2327 = tensor.empty() : tensor<2x64x4x4xf32> loc("features.7.0")
    %c2328 = arith.constant 0.000000000e+00 : f32 loc("features.7.0")
    %t2329 = linalg.fill ins(%c2328 : f32) outs(%t2327 : tensor<2x64x4x4xf32>) -> tensor<2x64x4x4xf32> loc("features.7.0")
    %t2330 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%t2290, %primals_58 : tensor<2x24x4x4xf32>, tensor<64x24x1x1xf32>) outs(%t2329 : tensor<2x64x4x4xf32>) -> tensor<2x64x4x4xf32> loc("features.7.0")
    %t2331 = tensor.empty() : tensor<i64> loc("features.7.1")
    %t2336 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%primals_122 : tensor<i64>) outs(%t2331 : tensor<i64>) {
    ^bb0(%in2332: i64, %out2333: i64):
      %s2334 = arith.constant 1 : i64
      %s2335 = arith.addi %in2332, %s2334 : i64
      linalg.yield %s2335 : i64
    } -> tensor<i64> loc("features.7.1")
    %t2337 = tensor.empty() : tensor<64xf32> loc("features.7.1")
    %c2338 = arith.constant 0.000000000e+00 : f32 loc("features.7.1")
    %t2339 = linalg.fill ins(%c2338 : f32) outs(%t2337 : tensor<64xf32>) -> tensor<64xf32> loc("features.7.1")
    %t2343 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t2330 : tensor<2x64x4x4xf32>) outs(%t2339 : tensor<64xf32>) {
    ^bb0(%in2340: f32, %out2341: f32):
      %s2342 = arith.addf %out2341, %in2340 : f32
      linalg.yield %s2342 : f32
    } -> tensor<64xf32> loc("features.7.1")
    %t2344 = tensor.empty() : tensor<64xf32> loc("features.7.1")
    %t2349 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t2343 : tensor<64xf32>) outs(%t2344 : tensor<64xf32>) {
    ^bb0(%in2345: f32, %out2346: f32):
      %s2347 = arith.constant 3.125000000e-02 : f32
      %s2348 = arith.mulf %in2345, %s2347 : f32
      linalg.yield %s2348 : f32
    } -> tensor<64xf32> loc("features.7.1")
    %t2350 = tensor.expand_shape %t2349 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32> loc("features.7.1")
    %t2351 = tensor.empty() : tensor<2x64x4x4xf32> loc("features.7.1")
    %t2356 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2330, %t2350 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%t2351 : tensor<2x64x4x4xf32>) {
    ^bb0(%in2352: f32, %in2353: f32, %out2354: f32):
      %s2355 = arith.subf %in2352, %in2353 : f32
      linalg.yield %s2355 : f32
    } -> tensor<2x64x4x4xf32> loc("features.7.1")
    %t2357 = tensor.empty() : tensor<2x64x4x4xf32> loc("features.7.1")
    %t2361 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2356 : tensor<2x64x4x4xf32>) outs(%t2357 : tensor<2x64x4x4xf32>) {
    ^bb0(%in2358: f32, %out2359: f32):
      %s2360 = arith.mulf %in2358, %in2358 : f32
      linalg.yield %s2360 : f32
    } -> tensor<2x64x4x4xf32> loc("features.7.1")
    %t2362 = tensor.empty() : tensor<64xf32> loc("features.7.1")
    %c2363 = arith.constant 0.000000000e+00 : f32 loc("features.7.1")
    %t2364 = linalg.fill ins(%c2363 : f32) outs(%t2362 : tensor<64xf32>) -> tensor<64xf32> loc("features.7.1")
    %t2368 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t2361 : tensor<2x64x4x4xf32>) outs(%t2364 : tensor<64xf32>) {
    ^bb0(%in2365: f32, %out2366: f32):
      %s2367 = arith.addf %out2366, %in2365 : f32
      linalg.yield %s2367 : f32
    } -> tensor<64xf32> loc("features.7.1")
    %t2369 = tensor.empty() : tensor<64xf32> loc("features.7.1")
    %t2374 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t2368 : tensor<64xf32>) outs(%t2369 : tensor<64xf32>) {
    ^bb0(%in2370: f32, %out2371: f32):
      %s2372 = arith.constant 3.125000000e-02 : f32
      %s2373 = arith.mulf %in2370, %s2372 : f32
      linalg.yield %s2373 : f32
    } -> tensor<64xf32> loc("features.7.1")
    %t2375 = tensor.expand_shape %t2374 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32> loc("features.7.1")
    %t2376 = tensor.empty() : tensor<1x64x1x1xf32> loc("features.7.1")
    %t2382 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2375 : tensor<1x64x1x1xf32>) outs(%t2376 : tensor<1x64x1x1xf32>) {
    ^bb0(%in2377: f32, %out2378: f32):
      %s2379 = arith.constant 9.999999747e-06 : f32
      %s2380 = arith.addf %in2377, %s2379 : f32
      %s2381 = math.rsqrt %s2380 : f32
      linalg.yield %s2381 : f32
    } -> tensor<1x64x1x1xf32> loc("features.7.1")
    %t2383 = tensor.empty() : tensor<2x64x4x4xf32> loc("features.7.1")
    %t2388 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2356, %t2382 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%t2383 : tensor<2x64x4x4xf32>) {
    ^bb0(%in2384: f32, %in2385: f32, %out2386: f32):
      %s2387 = arith.mulf %in2384, %in2385 : f32
      linalg.yield %s2387 : f32
    } -> tensor<2x64x4x4xf32> loc("features.7.1")
    %t2389 = tensor.expand_shape %primals_59 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32> loc("features.7.1")
    %t2390 = tensor.empty() : tensor<2x64x4x4xf32> loc("features.7.1")
    %t2395 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2388, %t2389 : tensor<2x64x4x4xf32>, tensor<64x1x1xf32>) outs(%t2390 : tensor<2x64x4x4xf32>) {
    ^bb0(%in2391: f32, %in2392: f32, %out2393: f32):
      %s2394 = arith.mulf %in2391, %in2392 : f32
      linalg.yield %s2394 : f32
    } -> tensor<2x64x4x4xf32> loc("features.7.1")
    %t2396 = tensor.expand_shape %primals_60 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32> loc("features.7.1")
    %t2397 = tensor.empty() : tensor<2x64x4x4xf32> loc("features.7.1")
    %t2402 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2395, %t2396 : tensor<2x64x4x4xf32>, tensor<64x1x1xf32>) outs(%t2397 : tensor<2x64x4x4xf32>) {
    ^bb0(%in2398: f32, %in2399: f32, %out2400: f32):
      %s2401 = arith.addf %in2398, %in2399 : f32
      linalg.yield %s2401 : f32
    } -> tensor<2x64x4x4xf32> loc("features.7.1")
    %t2403 = tensor.collapse_shape %t2350 [[0, 1, 2, 3]] : tensor<1x64x1x1xf32> into tensor<64xf32> loc("features.7.1")
    %t2404 = tensor.collapse_shape %t2382 [[0, 1, 2, 3]] : tensor<1x64x1x1xf32> into tensor<64xf32> loc("features.7.1")
    %t2405 = tensor.empty() : tensor<2x64x4x4xf32> loc("features.7.1")
    %t2409 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2356 : tensor<2x64x4x4xf32>) outs(%t2405 : tensor<2x64x4x4xf32>) {
    ^bb0(%in2406: f32, %out2407: f32):
      %s2408 = arith.mulf %in2406, %in2406 : f32
      linalg.yield %s2408 : f32
    } -> tensor<2x64x4x4xf32> loc("features.7.1")
    %t2410 = tensor.empty() : tensor<64xf32> loc("features.7.1")
    %c2411 = arith.constant 0.000000000e+00 : f32 loc("features.7.1")
    %t2412 = linalg.fill ins(%c2411 : f32) outs(%t2410 : tensor<64xf32>) -> tensor<64xf32> loc("features.7.1")
    %t2416 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t2409 : tensor<2x64x4x4xf32>) outs(%t2412 : tensor<64xf32>) {
    ^bb0(%in2413: f32, %out2414: f32):
      %s2415 = arith.addf %out2414, %in2413 : f32
      linalg.yield %s2415 : f32
    } -> tensor<64xf32> loc("features.7.1")
    %t2417 = tensor.empty() : tensor<64xf32> loc("features.7.1")
    %t2426 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%primals_120, %t2403 : tensor<64xf32>, tensor<64xf32>) outs(%t2417 : tensor<64xf32>) {
    ^bb0(%in2418: f32, %in2419: f32, %out2420: f32):
      %s2421 = arith.constant 8.999999762e-01 : f32
      %s2422 = arith.mulf %in2418, %s2421 : f32
      %s2423 = arith.constant 1.000000015e-01 : f32
      %s2424 = arith.mulf %in2419, %s2423 : f32
      %s2425 = arith.addf %s2422, %s2424 : f32
      linalg.yield %s2425 : f32
    } -> tensor<64xf32> loc("features.7.1")
    %t2427 = tensor.empty() : tensor<64xf32> loc("features.7.1")
    %t2438 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%primals_121, %t2416 : tensor<64xf32>, tensor<64xf32>) outs(%t2427 : tensor<64xf32>) {
    ^bb0(%in2428: f32, %in2429: f32, %out2430: f32):
      %s2431 = arith.constant 8.999999762e-01 : f32
      %s2432 = arith.mulf %in2428, %s2431 : f32
      %s2433 = arith.constant 3.225806355e-02 : f32
      %s2434 = arith.mulf %in2429, %s2433 : f32
      %s2435 = arith.constant 1.000000015e-01 : f32
      %s2436 = arith.mulf %s2434, %s2435 : f32
      %s2437 = arith.addf %s2432, %s2436 : f32
      linalg.yield %s2437 : f32
    } -> tensor<64xf32> loc("features.7.1")
    %t2439 = tensor.empty() : tensor<2x64x4x4xf32> loc("features.7.2")
    %t2446 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2402 : tensor<2x64x4x4xf32>) outs(%t2439 : tensor<2x64x4x4xf32>) {
    ^bb0(%in2440: f32, %out2441: f32):
      %s2442 = arith.constant 0.000000000e+00 : f32
      %s2443 = arith.maximumf %in2440, %s2442 : f32
      %s2444 = arith.constant 6.000000000e+00 : f32
      %s2445 = arith.minimumf %s2443, %s2444 : f32
      linalg.yield %s2445 : f32
    } -> tensor<2x64x4x4xf32> loc("features.7.2")
    %t2447 = tensor.empty() : tensor<2x64xf32> loc("root.mean")
    %c2448 = arith.constant 0.000000000e+00 : f32 loc("root.mean")
    %t2449 = linalg.fill ins(%c2448 : f32) outs(%t2447 : tensor<2x64xf32>) -> tensor<2x64xf32> loc("root.mean")
    %t2453 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%t2446 : tensor<2x64x4x4xf32>) outs(%t2449 : tensor<2x64xf32>) {
    ^bb0(%in2450: f32, %out2451: f32):
      %s2452 = arith.addf %out2451, %in2450 : f32
      linalg.yield %s2452 : f32
    } -> tensor<2x64xf32> loc("root.mean")
    %t2454 = tensor.empty() : tensor<2x64xf32> loc("root.mean")
    %t2459 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t2453 : tensor<2x64xf32>) outs(%t2454 : tensor<2x64xf32>) {
    ^bb0(%in2455: f32, %out2456: f32):
      %s2457 = arith.constant 6.250000000e-02 : f32
      %s2458 = arith.mulf %in2455, %s2457 : f32
      linalg.yield %s2458 : f32
    } -> tensor<2x64xf32> loc("root.mean")
    %t2460 = tensor.expand_shape %t2459 [[0], [1, 2, 3]] output_shape [2, 64, 1, 1] : tensor<2x64xf32> into tensor<2x64x1x1xf32> loc("root.mean")
    %t2461 = tensor.collapse_shape %t2460 [[0], [1, 2, 3]] : tensor<2x64x1x1xf32> into tensor<2x64xf32> loc("root.view")
    %t2462 = tensor.empty() : tensor<i64> loc("classifier.0")
    %t2482 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%seed : tensor<i64>) outs(%t2462 : tensor<i64>) {
    ^bb0(%in2463: i64, %out2464: i64):
      %s2465 = arith.constant -7046029254386353131 : i64
      %s2466 = arith.muli %in2463, %s2465 : i64
      %s2467 = arith.constant -3335678366873096957 : i64
      %s2468 = arith.addi %s2466, %s2467 : i64
      %s2469 = arith.constant 30 : i64
      %s2470 = arith.shrui %s2468, %s2469 : i64
      %s2471 = arith.xori %s2468, %s2470 : i64
      %s2472 = arith.constant -4658895280553007687 : i64
      %s2473 = arith.muli %s2471, %s2472 : i64
      %s2474 = arith.constant 27 : i64
      %s2475 = arith.shrui %s2473, %s2474 : i64
      %s2476 = arith.xori %s2473, %s2475 : i64
      %s2477 = arith.constant -7723592293110705685 : i64
      %s2478 = arith.muli %s2476, %s2477 : i64
      %s2479 = arith.constant 31 : i64
      %s2480 = arith.shrui %s2478, %s2479 : i64
      %s2481 = arith.xori %s2478, %s2480 : i64
      linalg.yield %s2481 : i64
    } -> tensor<i64> loc("classifier.0")
    %t2483 = tensor.empty() : tensor<2x64xi1> loc("classifier.0")
    %t2515 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t2482 : tensor<i64>) outs(%t2483 : tensor<2x64xi1>) {
    ^bb0(%in2484: i64, %out2485: i1):
      %s2486 = arith.constant 1 : i64
      %s2487 = linalg.index 0 : index
      %s2488 = arith.index_cast %s2487 : index to i64
      %s2489 = arith.constant 64 : i64
      %s2490 = arith.muli %s2488, %s2489 : i64
      %s2491 = arith.addi %s2486, %s2490 : i64
      %s2492 = linalg.index 1 : index
      %s2493 = arith.index_cast %s2492 : index to i64
      %s2494 = arith.addi %s2491, %s2493 : i64
      %s2495 = arith.constant -7046029254386353131 : i64
      %s2496 = arith.muli %s2494, %s2495 : i64
      %s2497 = arith.addi %in2484, %s2496 : i64
      %s2498 = arith.constant 30 : i64
      %s2499 = arith.shrui %s2497, %s2498 : i64
      %s2500 = arith.xori %s2497, %s2499 : i64
      %s2501 = arith.constant -4658895280553007687 : i64
      %s2502 = arith.muli %s2500, %s2501 : i64
      %s2503 = arith.constant 27 : i64
      %s2504 = arith.shrui %s2502, %s2503 : i64
      %s2505 = arith.xori %s2502, %s2504 : i64
      %s2506 = arith.constant -7723592293110705685 : i64
      %s2507 = arith.muli %s2505, %s2506 : i64
      %s2508 = arith.constant 31 : i64
      %s2509 = arith.shrui %s2507, %s2508 : i64
      %s2510 = arith.xori %s2507, %s2509 : i64
      %s2511 = arith.constant 40 : i64
      %s2512 = arith.shrui %s2510, %s2511 : i64
      %s2513 = arith.constant 3355443 : i64
      %s2514 = arith.cmpi sge, %s2512, %s2513 : i64
      linalg.yield %s2514 : i1
    } -> tensor<2x64xi1> loc("classifier.0")
    %t2516 = tensor.empty() : tensor<2x64xf32> loc("classifier.0")
    %t2524 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t2461, %t2515 : tensor<2x64xf32>, tensor<2x64xi1>) outs(%t2516 : tensor<2x64xf32>) {
    ^bb0(%in2517: f32, %in2518: i1, %out2519: f32):
      %s2520 = arith.constant 1.250000000e+00 : f32
      %s2521 = arith.mulf %in2517, %s2520 : f32
      %s2522 = arith.constant 0.000000000e+00 : f32
      %s2523 = arith.select %in2518, %s2521, %s2522 : f32
      linalg.yield %s2523 : f32
    } -> tensor<2x64xf32> loc("classifier.0")
    %t2525 = tensor.empty() : tensor<64x10xf32> loc("classifier.1")
    %t2526 = linalg.transpose ins(%primals_61 : tensor<10x64xf32>) outs(%t2525 : tensor<64x10xf32>) permutation = [1, 0] loc("classifier.1")
    %t2527 = tensor.empty() : tensor<2x10xf32> loc("classifier.1")
    %t2530 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%primals_62 : tensor<10xf32>) outs(%t2527 : tensor<2x10xf32>) {
    ^bb0(%in2528: f32, %out2529: f32):
      linalg.yield %in2528 : f32
    } -> tensor<2x10xf32> loc("classifier.1")
    %t2531 = linalg.matmul ins(%t2524, %t2526 : tensor<2x64xf32>, tensor<64x10xf32>) outs(%t2530 : tensor<2x10xf32>) -> tensor<2x10xf32> loc("classifier.1")
    %t2532 = tensor.empty() : tensor<2xf32> loc("root._log_softmax")
    %c2533 = arith.constant 0xFF800000 : f32 loc("root._log_softmax")
    %t2534 = linalg.fill ins(%c2533 : f32) outs(%t2532 : tensor<2xf32>) -> tensor<2xf32> loc("root._log_softmax")
    %t2538 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%t2531 : tensor<2x10xf32>) outs(%t2534 : tensor<2xf32>) {
    ^bb0(%in2535: f32, %out2536: f32):
      %s2537 = arith.maximumf %out2536, %in2535 : f32
      linalg.yield %s2537 : f32
    } -> tensor<2xf32> loc("root._log_softmax")
    %t2539 = tensor.expand_shape %t2538 [[0, 1]] output_shape [2, 1] : tensor<2xf32> into tensor<2x1xf32> loc("root._log_softmax")
    %t2540 = tensor.empty() : tensor<2x10xf32> loc("root._log_softmax")
    %t2545 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t2531, %t2539 : tensor<2x10xf32>, tensor<2x1xf32>) outs(%t2540 : tensor<2x10xf32>) {
    ^bb0(%in2541: f32, %in2542: f32, %out2543: f32):
      %s2544 = arith.subf %in2541, %in2542 : f32
      linalg.yield %s2544 : f32
    } -> tensor<2x10xf32> loc("root._log_softmax")
    %t2546 = tensor.empty() : tensor<2x10xf32> loc("root._log_softmax")
    %t2550 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t2545 : tensor<2x10xf32>) outs(%t2546 : tensor<2x10xf32>) {
    ^bb0(%in2547: f32, %out2548: f32):
      %s2549 = math.exp %in2547 : f32
      linalg.yield %s2549 : f32
    } -> tensor<2x10xf32> loc("root._log_softmax")
    %t2551 = tensor.empty() : tensor<2xf32> loc("root._log_softmax")
    %c2552 = arith.constant 0.000000000e+00 : f32 loc("root._log_softmax")
    %t2553 = linalg.fill ins(%c2552 : f32) outs(%t2551 : tensor<2xf32>) -> tensor<2xf32> loc("root._log_softmax")
    %t2557 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%t2550 : tensor<2x10xf32>) outs(%t2553 : tensor<2xf32>) {
    ^bb0(%in2554: f32, %out2555: f32):
      %s2556 = arith.addf %out2555, %in2554 : f32
      linalg.yield %s2556 : f32
    } -> tensor<2xf32> loc("root._log_softmax")
    %t2558 = tensor.expand_shape %t2557 [[0, 1]] output_shape [2, 1] : tensor<2xf32> into tensor<2x1xf32> loc("root._log_softmax")
    %t2559 = tensor.empty() : tensor<2x10xf32> loc("root._log_softmax")
    %t2565 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t2545, %t2558 : tensor<2x10xf32>, tensor<2x1xf32>) outs(%t2559 : tensor<2x10xf32>) {
    ^bb0(%in2560: f32, %in2561: f32, %out2562: f32):
      %s2563 = math.log %in2561 : f32
      %s2564 = arith.subf %in2560, %s2563 : f32
      linalg.yield %s2564 : f32
    } -> tensor<2x10xf32> loc("root._log_softmax")
    %t2566 = tensor.empty() : tensor<2xi1> loc("root.ne")
    %t2571 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%primals_124 : tensor<2xi64>) outs(%t2566 : tensor<2xi1>) {
    ^bb0(%in2567: i64, %out2568: i1):
      %s2569 = arith.constant -100 : i64
      %s2570 = arith.cmpi ne, %in2567, %s2569 : i64
      linalg.yield %s2570 : i1
    } -> tensor<2xi1> loc("root.ne")
    %cst2572 = arith.constant dense<0> : tensor<i64> loc("root.where")
    %t2573 = tensor.empty() : tensor<2xi64> loc("root.where")
    %t2579 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t2571, %primals_124, %cst2572 : tensor<2xi1>, tensor<2xi64>, tensor<i64>) outs(%t2573 : tensor<2xi64>) {
    ^bb0(%in2574: i1, %in2575: i64, %in2576: i64, %out2577: i64):
      %s2578 = arith.select %in2574, %in2575, %in2576 : i64
      linalg.yield %s2578 : i64
    } -> tensor<2xi64> loc("root.where")
    %t2580 = tensor.expand_shape %t2579 [[0, 1]] output_shape [2, 1] : tensor<2xi64> into tensor<2x1xi64> loc("root.unsqueeze")
    %t2581 = tensor.empty() : tensor<2x1xf32> loc("root.gather")
    %c2582 = arith.constant 0.000000000e+00 : f32 loc("root.gather")
    %t2583 = linalg.fill ins(%c2582 : f32) outs(%t2581 : tensor<2x1xf32>) -> tensor<2x1xf32> loc("root.gather")
    %t2591 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t2580, %t2565 : tensor<2x1xi64>, tensor<2x10xf32>) outs(%t2583 : tensor<2x1xf32>) {
    ^bb0(%in2584: i64, %in2585: f32, %out2586: f32):
      %s2587 = linalg.index 2 : index
      %s2588 = arith.index_cast %s2587 : index to i64
      %s2589 = arith.cmpi eq, %in2584, %s2588 : i64
      %s2590 = arith.select %s2589, %in2585, %out2586 : f32
      linalg.yield %s2590 : f32
    } -> tensor<2x1xf32> loc("root.gather")
    %t2592 = tensor.collapse_shape %t2591 [[0, 1]] : tensor<2x1xf32> into tensor<2xf32> loc("root.squeeze")
    %t2593 = tensor.empty() : tensor<2xf32> loc("root.neg")
    %t2597 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t2592 : tensor<2xf32>) outs(%t2593 : tensor<2xf32>) {
    ^bb0(%in2594: f32, %out2595: f32):
      %s2596 = arith.negf %in2594 : f32
      linalg.yield %s2596 : f32
    } -> tensor<2xf32> loc("root.neg")
    %t2598 = tensor.empty() : tensor<2xi1> loc("root.ne_1")
    %t2603 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%primals_124 : tensor<2xi64>) outs(%t2598 : tensor<2xi1>) {
    ^bb0(%in2599: i64, %out2600: i1):
      %s2601 = arith.constant -100 : i64
      %s2602 = arith.cmpi ne, %in2599, %s2601 : i64
      linalg.yield %s2602 : i1
    } -> tensor<2xi1> loc("root.ne_1")
    %cst2604 = arith.constant dense<0.000000000e+00> : tensor<f32> loc("root.where_1")
    %t2605 = tensor.empty() : tensor<2xf32> loc("root.where_1")
    %t2611 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t2603, %t2597, %cst2604 : tensor<2xi1>, tensor<2xf32>, tensor<f32>) outs(%t2605 : tensor<2xf32>) {
    ^bb0(%in2606: i1, %in2607: f32, %in2608: f32, %out2609: f32):
      %s2610 = arith.select %in2606, %in2607, %in2608 : f32
      linalg.yield %s2610 : f32
    } -> tensor<2xf32> loc("root.where_1")
    %t2612 = tensor.empty() : tensor<2xi1> loc("root.ne_2")
    %t2617 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%primals_124 : tensor<2xi64>) outs(%t2612 : tensor<2xi1>) {
    ^bb0(%in2613: i64, %out2614: i1):
      %s2615 = arith.constant -100 : i64
      %s2616 = arith.cmpi ne, %in2613, %s2615 : i64
      linalg.yield %s2616 : i1
    } -> tensor<2xi1> loc("root.ne_2")
    %t2618 = tensor.empty() : tensor<i64> loc("root.sum_1")
    %c2619 = arith.constant 0 : i64 loc("root.sum_1")
    %t2620 = linalg.fill ins(%c2619 : i64) outs(%t2618 : tensor<i64>) -> tensor<i64> loc("root.sum_1")
    %t2625 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%t2617 : tensor<2xi1>) outs(%t2620 : tensor<i64>) {
    ^bb0(%in2621: i1, %out2622: i64):
      %s2623 = arith.extui %in2621 : i1 to i64
      %s2624 = arith.addi %out2622, %s2623 : i64
      linalg.yield %s2624 : i64
    } -> tensor<i64> loc("root.sum_1")
    %t2626 = tensor.empty() : tensor<f32> loc("root._to_copy")
    %t2630 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%t2625 : tensor<i64>) outs(%t2626 : tensor<f32>) {
    ^bb0(%in2627: i64, %out2628: f32):
      %s2629 = arith.sitofp %in2627 : i64 to f32
      linalg.yield %s2629 : f32
    } -> tensor<f32> loc("root._to_copy")
    %t2631 = tensor.empty() : tensor<f32> loc("root.sum_2")
    %c2632 = arith.constant 0.000000000e+00 : f32 loc("root.sum_2")
    %t2633 = linalg.fill ins(%c2632 : f32) outs(%t2631 : tensor<f32>) -> tensor<f32> loc("root.sum_2")
    %t2637 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%t2611 : tensor<2xf32>) outs(%t2633 : tensor<f32>) {
    ^bb0(%in2634: f32, %out2635: f32):
      %s2636 = arith.addf %out2635, %in2634 : f32
      linalg.yield %s2636 : f32
    } -> tensor<f32> loc("root.sum_2")
    %t2638 = tensor.empty() : tensor<f32> loc("root.div")
    %t2643 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%t2637, %t2630 : tensor<f32>, tensor<f32>) outs(%t2638 : tensor<f32>) {
    ^bb0(%in2639: f32, %in2640: f32, %out2641: f32):
      %s2642 = arith.divf %in2639, %in2640 : f32
      linalg.yield %s2642 : f32
    } -> tensor<f32> loc("root.div")
    %t2644 = tensor.empty() : tensor<2xf32> loc("root.sum_3")
    %c2645 = arith.constant 0.000000000e+00 : f32 loc("root.sum_3")
    %t2646 = linalg.fill ins(%c2645 : f32) outs(%t2644 : tensor<2xf32>) -> tensor<2xf32> loc("root.sum_3")
    %t2650 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%t2565 : tensor<2x10xf32>) outs(%t2646 : tensor<2xf32>) {
    ^bb0(%in2647: f32, %out2648: f32):
      %s2649 = arith.addf %out2648, %in2647 : f32
      linalg.yield %s2649 : f32
    } -> tensor<2xf32> loc("root.sum_3")
    %t2651 = tensor.empty() : tensor<2xf32> loc("root.neg_1")
    %t2655 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t2650 : tensor<2xf32>) outs(%t2651 : tensor<2xf32>) {
    ^bb0(%in2652: f32, %out2653: f32):
      %s2654 = arith.negf %in2652 : f32
      linalg.yield %s2654 : f32
    } -> tensor<2xf32> loc("root.neg_1")
    %t2656 = tensor.empty() : tensor<2xi1> loc("root.eq")
    %t2661 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%primals_124 : tensor<2xi64>) outs(%t2656 : tensor<2xi1>) {
    ^bb0(%in2657: i64, %out2658: i1):
      %s2659 = arith.constant -100 : i64
      %s2660 = arith.cmpi eq, %in2657, %s2659 : i64
      linalg.yield %s2660 : i1
    } -> tensor<2xi1> loc("root.eq")
    %cst2662 = arith.constant dense<0.000000000e+00> : tensor<f32> loc("root.where_2")
    %t2663 = tensor.empty() : tensor<2xf32> loc("root.where_2")
    %t2669 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t2661, %cst2662, %t2655 : tensor<2xi1>, tensor<f32>, tensor<2xf32>) outs(%t2663 : tensor<2xf32>) {
    ^bb0(%in2664: i1, %in2665: f32, %in2666: f32, %out2667: f32):
      %s2668 = arith.select %in2664, %in2665, %in2666 : f32
      linalg.yield %s2668 : f32
    } -> tensor<2xf32> loc("root.where_2")
    %t2670 = tensor.empty() : tensor<2xi1> loc("root.bitwise_not")
    %t2675 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t2661 : tensor<2xi1>) outs(%t2670 : tensor<2xi1>) {
    ^bb0(%in2671: i1, %out2672: i1):
      %s2673 = arith.constant true
      %s2674 = arith.xori %in2671, %s2673 : i1
      linalg.yield %s2674 : i1
    } -> tensor<2xi1> loc("root.bitwise_not")
    %t2676 = tensor.empty() : tensor<i64> loc("root.sum_4")
    %c2677 = arith.constant 0 : i64 loc("root.sum_4")
    %t2678 = linalg.fill ins(%c2677 : i64) outs(%t2676 : tensor<i64>) -> tensor<i64> loc("root.sum_4")
    %t2683 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%t2675 : tensor<2xi1>) outs(%t2678 : tensor<i64>) {
    ^bb0(%in2679: i1, %out2680: i64):
      %s2681 = arith.extui %in2679 : i1 to i64
      %s2682 = arith.addi %out2680, %s2681 : i64
      linalg.yield %s2682 : i64
    } -> tensor<i64> loc("root.sum_4")
    %t2684 = tensor.empty() : tensor<f32> loc("root.sum_5")
    %c2685 = arith.constant 0.000000000e+00 : f32 loc("root.sum_5")
    %t2686 = linalg.fill ins(%c2685 : f32) outs(%t2684 : tensor<f32>) -> tensor<f32> loc("root.sum_5")
    %t2690 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%t2669 : tensor<2xf32>) outs(%t2686 : tensor<f32>) {
    ^bb0(%in2687: f32, %out2688: f32):
      %s2689 = arith.addf %out2688, %in2687 : f32
      linalg.yield %s2689 : f32
    } -> tensor<f32> loc("root.sum_5")
    %t2691 = tensor.empty() : tensor<f32> loc("root.div_1")
    %t2697 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%t2690, %t2683 : tensor<f32>, tensor<i64>) outs(%t2691 : tensor<f32>) {
    ^bb0(%in2692: f32, %in2693: i64, %out2694: f32):
      %s2695 = arith.sitofp %in2693 : i64 to f32
      %s2696 = arith.divf %in2692, %s2695 : f32
      linalg.yield %s2696 : f32
    } -> tensor<f32> loc("root.div_1")
    %t2698 = tensor.empty() : tensor<f32> loc("root.mul")
    %t2703 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%t2697 : tensor<f32>) outs(%t2698 : tensor<f32>) {
    ^bb0(%in2699: f32, %out2700: f32):
      %s2701 = arith.constant 9.999999776e-03 : f32
      %s2702 = arith.mulf %in2699, %s2701 : f32
      linalg.yield %s2702 : f32
    } -> tensor<f32> loc("root.mul")
    %t2704 = tensor.empty() : tensor<f32> loc("root.mul_1")
    %t2709 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%t2643 : tensor<f32>) outs(%t2704 : tensor<f32>) {
    ^bb0(%in2705: f32, %out2706: f32):
      %s2707 = arith.constant 8.999999762e-01 : f32
      %s2708 = arith.mulf %in2705, %s2707 : f32
      linalg.yield %s2708 : f32
    } -> tensor<f32> loc("root.mul_1")
    %t2710 = tensor.empty() : tensor<f32> loc("root.add_23")
    %t2715 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%t2709, %t2703 : tensor<f32>, tensor<f32>) outs(%t2710 : tensor<f32>) {
    ^bb0(%in2711: f32, %in2712: f32, %out2713: f32):
      %s2714 = arith.addf %in2711, %in2712 : f32
      linalg.yield %s2714 : f32
    } -> tensor<f32> loc("root.add_23")
    %t2716 = tensor.empty() : tensor<f32> loc("backward.mul_2")
    %t2721 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%tangents_1 : tensor<f32>) outs(%t2716 : tensor<f32>) {
    ^bb0(%in2717: f32, %out2718: f32):
      %s2719 = arith.constant 8.999999762e-01 : f32
      %s2720 = arith.mulf %in2717, %s2719 : f32
      linalg.yield %s2720 : f32
    } -> tensor<f32> loc("backward.mul_2")
    %t2722 = tensor.empty() : tensor<f32> loc("backward.mul_3")
    %t2727 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%tangents_1 : tensor<f32>) outs(%t2722 : tensor<f32>) {
    ^bb0(%in2723: f32, %out2724: f32):
      %s2725 = arith.constant 9.999999776e-03 : f32
      %s2726 = arith.mulf %in2723, %s2725 : f32
      linalg.yield %s2726 : f32
    } -> tensor<f32> loc("backward.mul_3")
    %t2728 = tensor.empty() : tensor<f32> loc("backward.div_2")
    %t2734 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%t2727, %t2683 : tensor<f32>, tensor<i64>) outs(%t2728 : tensor<f32>) {
    ^bb0(%in2729: f32, %in2730: i64, %out2731: f32):
      %s2732 = arith.sitofp %in2730 : i64 to f32
      %s2733 = arith.divf %in2729, %s2732 : f32
      linalg.yield %s2733 : f32
    } -> tensor<f32> loc("backward.div_2")
    %t2735 = tensor.empty() : tensor<2xf32> loc("backward.expand")
    %t2738 = linalg.generic {indexing_maps = [affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t2734 : tensor<f32>) outs(%t2735 : tensor<2xf32>) {
    ^bb0(%in2736: f32, %out2737: f32):
      linalg.yield %in2736 : f32
    } -> tensor<2xf32> loc("backward.expand")
    %cst2739 = arith.constant dense<0.000000000e+00> : tensor<f32> loc("backward.where_3")
    %t2740 = tensor.empty() : tensor<2xf32> loc("backward.where_3")
    %t2746 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t2661, %cst2739, %t2738 : tensor<2xi1>, tensor<f32>, tensor<2xf32>) outs(%t2740 : tensor<2xf32>) {
    ^bb0(%in2741: i1, %in2742: f32, %in2743: f32, %out2744: f32):
      %s2745 = arith.select %in2741, %in2742, %in2743 : f32
      linalg.yield %s2745 : f32
    } -> tensor<2xf32> loc("backward.where_3")
    %t2747 = tensor.empty() : tensor<2xf32> loc("backward.neg_2")
    %t2751 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t2746 : tensor<2xf32>) outs(%t2747 : tensor<2xf32>) {
    ^bb0(%in2748: f32, %out2749: f32):
      %s2750 = arith.negf %in2748 : f32
      linalg.yield %s2750 : f32
    } -> tensor<2xf32> loc("backward.neg_2")
    %t2752 = tensor.expand_shape %t2751 [[0, 1]] output_shape [2, 1] : tensor<2xf32> into tensor<2x1xf32> loc("backward.unsqueeze_1")
    %t2753 = tensor.empty() : tensor<2x10xf32> loc("backward.expand_1")
    %t2756 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t2752 : tensor<2x1xf32>) outs(%t2753 : tensor<2x10xf32>) {
    ^bb0(%in2754: f32, %out2755: f32):
      linalg.yield %in2754 : f32
    } -> tensor<2x10xf32> loc("backward.expand_1")
    %t2757 = tensor.empty() : tensor<f32> loc("backward.div_3")
    %t2762 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%t2721, %t2630 : tensor<f32>, tensor<f32>) outs(%t2757 : tensor<f32>) {
    ^bb0(%in2758: f32, %in2759: f32, %out2760: f32):
      %s2761 = arith.divf %in2758, %in2759 : f32
      linalg.yield %s2761 : f32
    } -> tensor<f32> loc("backward.div_3")
    %t2763 = tensor.expand_shape %primals_124 [[0, 1]] output_shape [2, 1] : tensor<2xi64> into tensor<2x1xi64> loc("backward.unsqueeze_2")
    %t2764 = tensor.empty() : tensor<2x1xi1> loc("backward.ne_3")
    %t2769 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t2763 : tensor<2x1xi64>) outs(%t2764 : tensor<2x1xi1>) {
    ^bb0(%in2765: i64, %out2766: i1):
      %s2767 = arith.constant -100 : i64
      %s2768 = arith.cmpi ne, %in2765, %s2767 : i64
      linalg.yield %s2768 : i1
    } -> tensor<2x1xi1> loc("backward.ne_3")
    %cst2770 = arith.constant dense<0> : tensor<i64> loc("backward.where_4")
    %t2771 = tensor.empty() : tensor<2x1xi64> loc("backward.where_4")
    %t2777 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t2769, %t2763, %cst2770 : tensor<2x1xi1>, tensor<2x1xi64>, tensor<i64>) outs(%t2771 : tensor<2x1xi64>) {
    ^bb0(%in2772: i1, %in2773: i64, %in2774: i64, %out2775: i64):
      %s2776 = arith.select %in2772, %in2773, %in2774 : i64
      linalg.yield %s2776 : i64
    } -> tensor<2x1xi64> loc("backward.where_4")
    %t2778 = tensor.empty() : tensor<2x10xf32> loc("backward.full_like")
    %c2779 = arith.constant 0.000000000e+00 : f32 loc("backward.full_like")
    %t2780 = linalg.fill ins(%c2779 : f32) outs(%t2778 : tensor<2x10xf32>) -> tensor<2x10xf32> loc("backward.full_like")
    %t2788 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t2777 : tensor<2x1xi64>) outs(%t2780 : tensor<2x10xf32>) {
    ^bb0(%in2781: i64, %out2782: f32):
      %s2783 = linalg.index 1 : index
      %s2784 = arith.index_cast %s2783 : index to i64
      %s2785 = arith.cmpi eq, %in2781, %s2784 : i64
      %s2786 = arith.constant -1.000000000e+00 : f32
      %s2787 = arith.select %s2785, %s2786, %out2782 : f32
      linalg.yield %s2787 : f32
    } -> tensor<2x10xf32> loc("backward.scatter")
    %t2789 = tensor.empty() : tensor<2x1xi1> loc("backward.ne_4")
    %t2794 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t2763 : tensor<2x1xi64>) outs(%t2789 : tensor<2x1xi1>) {
    ^bb0(%in2790: i64, %out2791: i1):
      %s2792 = arith.constant -100 : i64
      %s2793 = arith.cmpi ne, %in2790, %s2792 : i64
      linalg.yield %s2793 : i1
    } -> tensor<2x1xi1> loc("backward.ne_4")
    %cst2795 = arith.constant dense<0.000000000e+00> : tensor<f32> loc("backward.where_5")
    %t2796 = tensor.empty() : tensor<2x1xf32> loc("backward.where_5")
    %t2802 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t2794, %t2762, %cst2795 : tensor<2x1xi1>, tensor<f32>, tensor<f32>) outs(%t2796 : tensor<2x1xf32>) {
    ^bb0(%in2797: i1, %in2798: f32, %in2799: f32, %out2800: f32):
      %s2801 = arith.select %in2797, %in2798, %in2799 : f32
      linalg.yield %s2801 : f32
    } -> tensor<2x1xf32> loc("backward.where_5")
    %t2803 = tensor.empty() : tensor<2x10xf32> loc("backward.mul_4")
    %t2808 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t2788, %t2802 : tensor<2x10xf32>, tensor<2x1xf32>) outs(%t2803 : tensor<2x10xf32>) {
    ^bb0(%in2804: f32, %in2805: f32, %out2806: f32):
      %s2807 = arith.mulf %in2804, %in2805 : f32
      linalg.yield %s2807 : f32
    } -> tensor<2x10xf32> loc("backward.mul_4")
    %t2809 = tensor.empty() : tensor<2x10xf32> loc("backward.add_24")
    %t2814 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t2756, %t2808 : tensor<2x10xf32>, tensor<2x10xf32>) outs(%t2809 : tensor<2x10xf32>) {
    ^bb0(%in2810: f32, %in2811: f32, %out2812: f32):
      %s2813 = arith.addf %in2810, %in2811 : f32
      linalg.yield %s2813 : f32
    } -> tensor<2x10xf32> loc("backward.add_24")
    %t2815 = tensor.empty() : tensor<2x10xf32> loc("backward.exp")
    %t2819 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t2565 : tensor<2x10xf32>) outs(%t2815 : tensor<2x10xf32>) {
    ^bb0(%in2816: f32, %out2817: f32):
      %s2818 = math.exp %in2816 : f32
      linalg.yield %s2818 : f32
    } -> tensor<2x10xf32> loc("backward.exp")
    %t2820 = tensor.empty() : tensor<2xf32> loc("backward.sum_6")
    %c2821 = arith.constant 0.000000000e+00 : f32 loc("backward.sum_6")
    %t2822 = linalg.fill ins(%c2821 : f32) outs(%t2820 : tensor<2xf32>) -> tensor<2xf32> loc("backward.sum_6")
    %t2826 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%t2814 : tensor<2x10xf32>) outs(%t2822 : tensor<2xf32>) {
    ^bb0(%in2823: f32, %out2824: f32):
      %s2825 = arith.addf %out2824, %in2823 : f32
      linalg.yield %s2825 : f32
    } -> tensor<2xf32> loc("backward.sum_6")
    %t2827 = tensor.expand_shape %t2826 [[0, 1]] output_shape [2, 1] : tensor<2xf32> into tensor<2x1xf32> loc("backward.sum_6")
    %t2828 = tensor.empty() : tensor<2x10xf32> loc("backward.mul_5")
    %t2833 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t2819, %t2827 : tensor<2x10xf32>, tensor<2x1xf32>) outs(%t2828 : tensor<2x10xf32>) {
    ^bb0(%in2829: f32, %in2830: f32, %out2831: f32):
      %s2832 = arith.mulf %in2829, %in2830 : f32
      linalg.yield %s2832 : f32
    } -> tensor<2x10xf32> loc("backward.mul_5")
    %t2834 = tensor.empty() : tensor<2x10xf32> loc("backward.sub")
    %t2839 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t2814, %t2833 : tensor<2x10xf32>, tensor<2x10xf32>) outs(%t2834 : tensor<2x10xf32>) {
    ^bb0(%in2835: f32, %in2836: f32, %out2837: f32):
      %s2838 = arith.subf %in2835, %in2836 : f32
      linalg.yield %s2838 : f32
    } -> tensor<2x10xf32> loc("backward.sub")
    %t2840 = tensor.empty() : tensor<10x64xf32> loc("backward.classifier.1")
    %t2841 = linalg.transpose ins(%t2526 : tensor<64x10xf32>) outs(%t2840 : tensor<10x64xf32>) permutation = [1, 0] loc("backward.classifier.1")
    %t2842 = tensor.empty() : tensor<2x64xf32> loc("backward.classifier.1")
    %c2843 = arith.constant 0.000000000e+00 : f32 loc("backward.classifier.1")
    %t2844 = linalg.fill ins(%c2843 : f32) outs(%t2842 : tensor<2x64xf32>) -> tensor<2x64xf32> loc("backward.classifier.1")
    %t2845 = linalg.matmul ins(%t2839, %t2841 : tensor<2x10xf32>, tensor<10x64xf32>) outs(%t2844 : tensor<2x64xf32>) -> tensor<2x64xf32> loc("backward.classifier.1")
    %t2846 = tensor.empty() : tensor<10x2xf32> loc("backward.classifier.1")
    %t2847 = linalg.transpose ins(%t2839 : tensor<2x10xf32>) outs(%t2846 : tensor<10x2xf32>) permutation = [1, 0] loc("backward.classifier.1")
    %t2848 = tensor.empty() : tensor<10x64xf32> loc("backward.classifier.1")
    %c2849 = arith.constant 0.000000000e+00 : f32 loc("backward.classifier.1")
    %t2850 = linalg.fill ins(%c2849 : f32) outs(%t2848 : tensor<10x64xf32>) -> tensor<10x64xf32> loc("backward.classifier.1")
    %t2851 = linalg.matmul ins(%t2847, %t2524 : tensor<10x2xf32>, tensor<2x64xf32>) outs(%t2850 : tensor<10x64xf32>) -> tensor<10x64xf32> loc("backward.classifier.1")
    %t2852 = tensor.empty() : tensor<64x10xf32> loc("backward.classifier.1")
    %t2853 = linalg.transpose ins(%t2851 : tensor<10x64xf32>) outs(%t2852 : tensor<64x10xf32>) permutation = [1, 0] loc("backward.classifier.1")
    %t2854 = tensor.empty() : tensor<10xf32> loc("backward.classifier.1")
    %c2855 = arith.constant 0.000000000e+00 : f32 loc("backward.classifier.1")
    %t2856 = linalg.fill ins(%c2855 : f32) outs(%t2854 : tensor<10xf32>) -> tensor<10xf32> loc("backward.classifier.1")
    %t2860 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%t2839 : tensor<2x10xf32>) outs(%t2856 : tensor<10xf32>) {
    ^bb0(%in2857: f32, %out2858: f32):
      %s2859 = arith.addf %out2858, %in2857 : f32
      linalg.yield %s2859 : f32
    } -> tensor<10xf32> loc("backward.classifier.1")
    %t2861 = tensor.expand_shape %t2860 [[0, 1]] output_shape [1, 10] : tensor<10xf32> into tensor<1x10xf32> loc("backward.classifier.1")
    %t2862 = tensor.collapse_shape %t2861 [[0, 1]] : tensor<1x10xf32> into tensor<10xf32> loc("backward.classifier.1")
    %t2863 = tensor.empty() : tensor<10x64xf32> loc("backward.classifier.1")
    %t2864 = linalg.transpose ins(%t2853 : tensor<64x10xf32>) outs(%t2863 : tensor<10x64xf32>) permutation = [1, 0] loc("backward.classifier.1")
    %t2865 = tensor.empty() : tensor<2x64xf32> loc("backward.classifier.0")
    %t2869 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t2515 : tensor<2x64xi1>) outs(%t2865 : tensor<2x64xf32>) {
    ^bb0(%in2866: i1, %out2867: f32):
      %s2868 = arith.uitofp %in2866 : i1 to f32
      linalg.yield %s2868 : f32
    } -> tensor<2x64xf32> loc("backward.classifier.0")
    %t2870 = tensor.empty() : tensor<2x64xf32> loc("backward.classifier.0")
    %t2875 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t2869 : tensor<2x64xf32>) outs(%t2870 : tensor<2x64xf32>) {
    ^bb0(%in2871: f32, %out2872: f32):
      %s2873 = arith.constant 1.250000000e+00 : f32
      %s2874 = arith.mulf %in2871, %s2873 : f32
      linalg.yield %s2874 : f32
    } -> tensor<2x64xf32> loc("backward.classifier.0")
    %t2876 = tensor.empty() : tensor<2x64xf32> loc("backward.classifier.0")
    %t2881 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t2845, %t2875 : tensor<2x64xf32>, tensor<2x64xf32>) outs(%t2876 : tensor<2x64xf32>) {
    ^bb0(%in2877: f32, %in2878: f32, %out2879: f32):
      %s2880 = arith.mulf %in2877, %in2878 : f32
      linalg.yield %s2880 : f32
    } -> tensor<2x64xf32> loc("backward.classifier.0")
    %t2882 = tensor.expand_shape %t2881 [[0], [1, 2, 3]] output_shape [2, 64, 1, 1] : tensor<2x64xf32> into tensor<2x64x1x1xf32> loc("backward.view_2")
    %t2883 = tensor.empty() : tensor<2x64x4x4xf32> loc("backward.expand_2")
    %t2886 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2882 : tensor<2x64x1x1xf32>) outs(%t2883 : tensor<2x64x4x4xf32>) {
    ^bb0(%in2884: f32, %out2885: f32):
      linalg.yield %in2884 : f32
    } -> tensor<2x64x4x4xf32> loc("backward.expand_2")
    %t2887 = tensor.empty() : tensor<2x64x4x4xf32> loc("backward.div_4")
    %t2892 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2886 : tensor<2x64x4x4xf32>) outs(%t2887 : tensor<2x64x4x4xf32>) {
    ^bb0(%in2888: f32, %out2889: f32):
      %s2890 = arith.constant 1.600000000e+01 : f32
      %s2891 = arith.divf %in2888, %s2890 : f32
      linalg.yield %s2891 : f32
    } -> tensor<2x64x4x4xf32> loc("backward.div_4")
    %t2893 = tensor.empty() : tensor<2x64x4x4xi1> loc("backward.le")
    %t2898 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2402 : tensor<2x64x4x4xf32>) outs(%t2893 : tensor<2x64x4x4xi1>) {
    ^bb0(%in2894: f32, %out2895: i1):
      %s2896 = arith.constant 0.000000000e+00 : f32
      %s2897 = arith.cmpf ole, %in2894, %s2896 : f32
      linalg.yield %s2897 : i1
    } -> tensor<2x64x4x4xi1> loc("backward.le")
    %t2899 = tensor.empty() : tensor<2x64x4x4xi1> loc("backward.ge")
    %t2904 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2402 : tensor<2x64x4x4xf32>) outs(%t2899 : tensor<2x64x4x4xi1>) {
    ^bb0(%in2900: f32, %out2901: i1):
      %s2902 = arith.constant 6.000000000e+00 : f32
      %s2903 = arith.cmpf oge, %in2900, %s2902 : f32
      linalg.yield %s2903 : i1
    } -> tensor<2x64x4x4xi1> loc("backward.ge")
    %t2905 = tensor.empty() : tensor<2x64x4x4xi1> loc("backward.bitwise_or")
    %t2910 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2898, %t2904 : tensor<2x64x4x4xi1>, tensor<2x64x4x4xi1>) outs(%t2905 : tensor<2x64x4x4xi1>) {
    ^bb0(%in2906: i1, %in2907: i1, %out2908: i1):
      %s2909 = arith.ori %in2906, %in2907 : i1
      linalg.yield %s2909 : i1
    } -> tensor<2x64x4x4xi1> loc("backward.bitwise_or")
    %cst2911 = arith.constant dense<0.000000000e+00> : tensor<f32> loc("backward.where_6")
    %t2912 = tensor.empty() : tensor<2x64x4x4xf32> loc("backward.where_6")
    %t2918 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2910, %cst2911, %t2892 : tensor<2x64x4x4xi1>, tensor<f32>, tensor<2x64x4x4xf32>) outs(%t2912 : tensor<2x64x4x4xf32>) {
    ^bb0(%in2913: i1, %in2914: f32, %in2915: f32, %out2916: f32):
      %s2917 = arith.select %in2913, %in2914, %in2915 : f32
      linalg.yield %s2917 : f32
    } -> tensor<2x64x4x4xf32> loc("backward.where_6")
    %t2919 = tensor.expand_shape %t2403 [[0, 1]] output_shape [1, 64] : tensor<64xf32> into tensor<1x64xf32> loc("backward.features.7.1")
    %t2920 = tensor.expand_shape %t2919 [[0], [1, 2]] output_shape [1, 64, 1] : tensor<1x64xf32> into tensor<1x64x1xf32> loc("backward.features.7.1")
    %t2921 = tensor.expand_shape %t2920 [[0], [1], [2, 3]] output_shape [1, 64, 1, 1] : tensor<1x64x1xf32> into tensor<1x64x1x1xf32> loc("backward.features.7.1")
    %t2922 = tensor.empty() : tensor<64xf32> loc("backward.features.7.1")
    %c2923 = arith.constant 0.000000000e+00 : f32 loc("backward.features.7.1")
    %t2924 = linalg.fill ins(%c2923 : f32) outs(%t2922 : tensor<64xf32>) -> tensor<64xf32> loc("backward.features.7.1")
    %t2928 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t2918 : tensor<2x64x4x4xf32>) outs(%t2924 : tensor<64xf32>) {
    ^bb0(%in2925: f32, %out2926: f32):
      %s2927 = arith.addf %out2926, %in2925 : f32
      linalg.yield %s2927 : f32
    } -> tensor<64xf32> loc("backward.features.7.1")
    %t2929 = tensor.empty() : tensor<2x64x4x4xf32> loc("backward.features.7.1")
    %t2934 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2330, %t2921 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%t2929 : tensor<2x64x4x4xf32>) {
    ^bb0(%in2930: f32, %in2931: f32, %out2932: f32):
      %s2933 = arith.subf %in2930, %in2931 : f32
      linalg.yield %s2933 : f32
    } -> tensor<2x64x4x4xf32> loc("backward.features.7.1")
    %t2935 = tensor.empty() : tensor<2x64x4x4xf32> loc("backward.features.7.1")
    %t2940 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2918, %t2934 : tensor<2x64x4x4xf32>, tensor<2x64x4x4xf32>) outs(%t2935 : tensor<2x64x4x4xf32>) {
    ^bb0(%in2936: f32, %in2937: f32, %out2938: f32):
      %s2939 = arith.mulf %in2936, %in2937 : f32
      linalg.yield %s2939 : f32
    } -> tensor<2x64x4x4xf32> loc("backward.features.7.1")
    %t2941 = tensor.empty() : tensor<64xf32> loc("backward.features.7.1")
    %c2942 = arith.constant 0.000000000e+00 : f32 loc("backward.features.7.1")
    %t2943 = linalg.fill ins(%c2942 : f32) outs(%t2941 : tensor<64xf32>) -> tensor<64xf32> loc("backward.features.7.1")
    %t2947 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t2940 : tensor<2x64x4x4xf32>) outs(%t2943 : tensor<64xf32>) {
    ^bb0(%in2944: f32, %out2945: f32):
      %s2946 = arith.addf %out2945, %in2944 : f32
      linalg.yield %s2946 : f32
    } -> tensor<64xf32> loc("backward.features.7.1")
    %t2948 = tensor.empty() : tensor<64xf32> loc("backward.features.7.1")
    %t2953 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t2928 : tensor<64xf32>) outs(%t2948 : tensor<64xf32>) {
    ^bb0(%in2949: f32, %out2950: f32):
      %s2951 = arith.constant 3.125000000e-02 : f32
      %s2952 = arith.mulf %in2949, %s2951 : f32
      linalg.yield %s2952 : f32
    } -> tensor<64xf32> loc("backward.features.7.1")
    %t2954 = tensor.expand_shape %t2953 [[0, 1]] output_shape [1, 64] : tensor<64xf32> into tensor<1x64xf32> loc("backward.features.7.1")
    %t2955 = tensor.expand_shape %t2954 [[0], [1, 2]] output_shape [1, 64, 1] : tensor<1x64xf32> into tensor<1x64x1xf32> loc("backward.features.7.1")
    %t2956 = tensor.expand_shape %t2955 [[0], [1], [2, 3]] output_shape [1, 64, 1, 1] : tensor<1x64x1xf32> into tensor<1x64x1x1xf32> loc("backward.features.7.1")
    %t2957 = tensor.empty() : tensor<64xf32> loc("backward.features.7.1")
    %t2962 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t2947 : tensor<64xf32>) outs(%t2957 : tensor<64xf32>) {
    ^bb0(%in2958: f32, %out2959: f32):
      %s2960 = arith.constant 3.125000000e-02 : f32
      %s2961 = arith.mulf %in2958, %s2960 : f32
      linalg.yield %s2961 : f32
    } -> tensor<64xf32> loc("backward.features.7.1")
    %t2963 = tensor.empty() : tensor<64xf32> loc("backward.features.7.1")
    %t2968 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t2404, %t2404 : tensor<64xf32>, tensor<64xf32>) outs(%t2963 : tensor<64xf32>) {
    ^bb0(%in2964: f32, %in2965: f32, %out2966: f32):
      %s2967 = arith.mulf %in2964, %in2965 : f32
      linalg.yield %s2967 : f32
    } -> tensor<64xf32> loc("backward.features.7.1")
    %t2969 = tensor.empty() : tensor<64xf32> loc("backward.features.7.1")
    %t2974 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t2962, %t2968 : tensor<64xf32>, tensor<64xf32>) outs(%t2969 : tensor<64xf32>) {
    ^bb0(%in2970: f32, %in2971: f32, %out2972: f32):
      %s2973 = arith.mulf %in2970, %in2971 : f32
      linalg.yield %s2973 : f32
    } -> tensor<64xf32> loc("backward.features.7.1")
    %t2975 = tensor.expand_shape %t2974 [[0, 1]] output_shape [1, 64] : tensor<64xf32> into tensor<1x64xf32> loc("backward.features.7.1")
    %t2976 = tensor.expand_shape %t2975 [[0], [1, 2]] output_shape [1, 64, 1] : tensor<1x64xf32> into tensor<1x64x1xf32> loc("backward.features.7.1")
    %t2977 = tensor.expand_shape %t2976 [[0], [1], [2, 3]] output_shape [1, 64, 1, 1] : tensor<1x64x1xf32> into tensor<1x64x1x1xf32> loc("backward.features.7.1")
    %t2978 = tensor.empty() : tensor<64xf32> loc("backward.features.7.1")
    %t2983 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t2404, %primals_59 : tensor<64xf32>, tensor<64xf32>) outs(%t2978 : tensor<64xf32>) {
    ^bb0(%in2979: f32, %in2980: f32, %out2981: f32):
      %s2982 = arith.mulf %in2979, %in2980 : f32
      linalg.yield %s2982 : f32
    } -> tensor<64xf32> loc("backward.features.7.1")
    %t2984 = tensor.expand_shape %t2983 [[0, 1]] output_shape [1, 64] : tensor<64xf32> into tensor<1x64xf32> loc("backward.features.7.1")
    %t2985 = tensor.expand_shape %t2984 [[0], [1, 2]] output_shape [1, 64, 1] : tensor<1x64xf32> into tensor<1x64x1xf32> loc("backward.features.7.1")
    %t2986 = tensor.expand_shape %t2985 [[0], [1], [2, 3]] output_shape [1, 64, 1, 1] : tensor<1x64x1xf32> into tensor<1x64x1x1xf32> loc("backward.features.7.1")
    %t2987 = tensor.empty() : tensor<2x64x4x4xf32> loc("backward.features.7.1")
    %t2992 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2330, %t2921 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%t2987 : tensor<2x64x4x4xf32>) {
    ^bb0(%in2988: f32, %in2989: f32, %out2990: f32):
      %s2991 = arith.subf %in2988, %in2989 : f32
      linalg.yield %s2991 : f32
    } -> tensor<2x64x4x4xf32> loc("backward.features.7.1")
    %t2993 = tensor.empty() : tensor<2x64x4x4xf32> loc("backward.features.7.1")
    %t2998 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2992, %t2977 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%t2993 : tensor<2x64x4x4xf32>) {
    ^bb0(%in2994: f32, %in2995: f32, %out2996: f32):
      %s2997 = arith.mulf %in2994, %in2995 : f32
      linalg.yield %s2997 : f32
    } -> tensor<2x64x4x4xf32> loc("backward.features.7.1")
    %t2999 = tensor.empty() : tensor<2x64x4x4xf32> loc("backward.features.7.1")
    %t3004 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2918, %t2998 : tensor<2x64x4x4xf32>, tensor<2x64x4x4xf32>) outs(%t2999 : tensor<2x64x4x4xf32>) {
    ^bb0(%in3000: f32, %in3001: f32, %out3002: f32):
      %s3003 = arith.subf %in3000, %in3001 : f32
      linalg.yield %s3003 : f32
    } -> tensor<2x64x4x4xf32> loc("backward.features.7.1")
    %t3005 = tensor.empty() : tensor<2x64x4x4xf32> loc("backward.features.7.1")
    %t3010 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3004, %t2956 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%t3005 : tensor<2x64x4x4xf32>) {
    ^bb0(%in3006: f32, %in3007: f32, %out3008: f32):
      %s3009 = arith.subf %in3006, %in3007 : f32
      linalg.yield %s3009 : f32
    } -> tensor<2x64x4x4xf32> loc("backward.features.7.1")
    %t3011 = tensor.empty() : tensor<2x64x4x4xf32> loc("backward.features.7.1")
    %t3016 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3010, %t2986 : tensor<2x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%t3011 : tensor<2x64x4x4xf32>) {
    ^bb0(%in3012: f32, %in3013: f32, %out3014: f32):
      %s3015 = arith.mulf %in3012, %in3013 : f32
      linalg.yield %s3015 : f32
    } -> tensor<2x64x4x4xf32> loc("backward.features.7.1")
    %t3017 = tensor.empty() : tensor<64xf32> loc("backward.features.7.1")
    %t3022 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t2947, %t2404 : tensor<64xf32>, tensor<64xf32>) outs(%t3017 : tensor<64xf32>) {
    ^bb0(%in3018: f32, %in3019: f32, %out3020: f32):
      %s3021 = arith.mulf %in3018, %in3019 : f32
      linalg.yield %s3021 : f32
    } -> tensor<64xf32> loc("backward.features.7.1")
    %t3023 = tensor.empty() : tensor<24x64x1x1xf32> loc("backward.features.7.0")
    %t3026 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d0, -d2 + 0, -d3 + 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%primals_58 : tensor<64x24x1x1xf32>) outs(%t3023 : tensor<24x64x1x1xf32>) {
    ^bb0(%in3024: f32, %out3025: f32):
      linalg.yield %in3024 : f32
    } -> tensor<24x64x1x1xf32> loc("backward.features.7.0")
    %t3027 = tensor.empty() : tensor<2x24x4x4xf32> loc("backward.features.7.0")
    %c3028 = arith.constant 0.000000000e+00 : f32 loc("backward.features.7.0")
    %t3029 = linalg.fill ins(%c3028 : f32) outs(%t3027 : tensor<2x24x4x4xf32>) -> tensor<2x24x4x4xf32> loc("backward.features.7.0")
    %t3030 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%t3016, %t3026 : tensor<2x64x4x4xf32>, tensor<24x64x1x1xf32>) outs(%t3029 : tensor<2x24x4x4xf32>) -> tensor<2x24x4x4xf32> loc("backward.features.7.0")
    %t3031 = tensor.empty() : tensor<64x24x1x1xf32> loc("backward.features.7.0")
    %c3032 = arith.constant 0.000000000e+00 : f32 loc("backward.features.7.0")
    %t3033 = linalg.fill ins(%c3032 : f32) outs(%t3031 : tensor<64x24x1x1xf32>) -> tensor<64x24x1x1xf32> loc("backward.features.7.0")
    %t3039 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d0, d5, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d1, d5 * 1 + d2 * 1, d6 * 1 + d3 * 1)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%t3016, %t2290 : tensor<2x64x4x4xf32>, tensor<2x24x4x4xf32>) outs(%t3033 : tensor<64x24x1x1xf32>) {
    ^bb0(%in3034: f32, %in3035: f32, %out3036: f32):
      %s3037 = arith.mulf %in3034, %in3035 : f32
      %s3038 = arith.addf %out3036, %s3037 : f32
      linalg.yield %s3038 : f32
    } -> tensor<64x24x1x1xf32> loc("backward.features.7.0")
    %t3040 = tensor.expand_shape %t2291 [[0, 1]] output_shape [1, 24] : tensor<24xf32> into tensor<1x24xf32> loc("backward.features.6.conv.7")
    %t3041 = tensor.expand_shape %t3040 [[0], [1, 2]] output_shape [1, 24, 1] : tensor<1x24xf32> into tensor<1x24x1xf32> loc("backward.features.6.conv.7")
    %t3042 = tensor.expand_shape %t3041 [[0], [1], [2, 3]] output_shape [1, 24, 1, 1] : tensor<1x24x1xf32> into tensor<1x24x1x1xf32> loc("backward.features.6.conv.7")
    %t3043 = tensor.empty() : tensor<24xf32> loc("backward.features.6.conv.7")
    %c3044 = arith.constant 0.000000000e+00 : f32 loc("backward.features.6.conv.7")
    %t3045 = linalg.fill ins(%c3044 : f32) outs(%t3043 : tensor<24xf32>) -> tensor<24xf32> loc("backward.features.6.conv.7")
    %t3049 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t3030 : tensor<2x24x4x4xf32>) outs(%t3045 : tensor<24xf32>) {
    ^bb0(%in3046: f32, %out3047: f32):
      %s3048 = arith.addf %out3047, %in3046 : f32
      linalg.yield %s3048 : f32
    } -> tensor<24xf32> loc("backward.features.6.conv.7")
    %t3050 = tensor.empty() : tensor<2x24x4x4xf32> loc("backward.features.6.conv.7")
    %t3055 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2218, %t3042 : tensor<2x24x4x4xf32>, tensor<1x24x1x1xf32>) outs(%t3050 : tensor<2x24x4x4xf32>) {
    ^bb0(%in3051: f32, %in3052: f32, %out3053: f32):
      %s3054 = arith.subf %in3051, %in3052 : f32
      linalg.yield %s3054 : f32
    } -> tensor<2x24x4x4xf32> loc("backward.features.6.conv.7")
    %t3056 = tensor.empty() : tensor<2x24x4x4xf32> loc("backward.features.6.conv.7")
    %t3061 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3030, %t3055 : tensor<2x24x4x4xf32>, tensor<2x24x4x4xf32>) outs(%t3056 : tensor<2x24x4x4xf32>) {
    ^bb0(%in3057: f32, %in3058: f32, %out3059: f32):
      %s3060 = arith.mulf %in3057, %in3058 : f32
      linalg.yield %s3060 : f32
    } -> tensor<2x24x4x4xf32> loc("backward.features.6.conv.7")
    %t3062 = tensor.empty() : tensor<24xf32> loc("backward.features.6.conv.7")
    %c3063 = arith.constant 0.000000000e+00 : f32 loc("backward.features.6.conv.7")
    %t3064 = linalg.fill ins(%c3063 : f32) outs(%t3062 : tensor<24xf32>) -> tensor<24xf32> loc("backward.features.6.conv.7")
    %t3068 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t3061 : tensor<2x24x4x4xf32>) outs(%t3064 : tensor<24xf32>) {
    ^bb0(%in3065: f32, %out3066: f32):
      %s3067 = arith.addf %out3066, %in3065 : f32
      linalg.yield %s3067 : f32
    } -> tensor<24xf32> loc("backward.features.6.conv.7")
    %t3069 = tensor.empty() : tensor<24xf32> loc("backward.features.6.conv.7")
    %t3074 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t3049 : tensor<24xf32>) outs(%t3069 : tensor<24xf32>) {
    ^bb0(%in3070: f32, %out3071: f32):
      %s3072 = arith.constant 3.125000000e-02 : f32
      %s3073 = arith.mulf %in3070, %s3072 : f32
      linalg.yield %s3073 : f32
    } -> tensor<24xf32> loc("backward.features.6.conv.7")
    %t3075 = tensor.expand_shape %t3074 [[0, 1]] output_shape [1, 24] : tensor<24xf32> into tensor<1x24xf32> loc("backward.features.6.conv.7")
    %t3076 = tensor.expand_shape %t3075 [[0], [1, 2]] output_shape [1, 24, 1] : tensor<1x24xf32> into tensor<1x24x1xf32> loc("backward.features.6.conv.7")
    %t3077 = tensor.expand_shape %t3076 [[0], [1], [2, 3]] output_shape [1, 24, 1, 1] : tensor<1x24x1xf32> into tensor<1x24x1x1xf32> loc("backward.features.6.conv.7")
    %t3078 = tensor.empty() : tensor<24xf32> loc("backward.features.6.conv.7")
    %t3083 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t3068 : tensor<24xf32>) outs(%t3078 : tensor<24xf32>) {
    ^bb0(%in3079: f32, %out3080: f32):
      %s3081 = arith.constant 3.125000000e-02 : f32
      %s3082 = arith.mulf %in3079, %s3081 : f32
      linalg.yield %s3082 : f32
    } -> tensor<24xf32> loc("backward.features.6.conv.7")
    %t3084 = tensor.empty() : tensor<24xf32> loc("backward.features.6.conv.7")
    %t3089 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t2292, %t2292 : tensor<24xf32>, tensor<24xf32>) outs(%t3084 : tensor<24xf32>) {
    ^bb0(%in3085: f32, %in3086: f32, %out3087: f32):
      %s3088 = arith.mulf %in3085, %in3086 : f32
      linalg.yield %s3088 : f32
    } -> tensor<24xf32> loc("backward.features.6.conv.7")
    %t3090 = tensor.empty() : tensor<24xf32> loc("backward.features.6.conv.7")
    %t3095 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t3083, %t3089 : tensor<24xf32>, tensor<24xf32>) outs(%t3090 : tensor<24xf32>) {
    ^bb0(%in3091: f32, %in3092: f32, %out3093: f32):
      %s3094 = arith.mulf %in3091, %in3092 : f32
      linalg.yield %s3094 : f32
    } -> tensor<24xf32> loc("backward.features.6.conv.7")
    %t3096 = tensor.expand_shape %t3095 [[0, 1]] output_shape [1, 24] : tensor<24xf32> into tensor<1x24xf32> loc("backward.features.6.conv.7")
    %t3097 = tensor.expand_shape %t3096 [[0], [1, 2]] output_shape [1, 24, 1] : tensor<1x24xf32> into tensor<1x24x1xf32> loc("backward.features.6.conv.7")
    %t3098 = tensor.expand_shape %t3097 [[0], [1], [2, 3]] output_shape [1, 24, 1, 1] : tensor<1x24x1xf32> into tensor<1x24x1x1xf32> loc("backward.features.6.conv.7")
    %t3099 = tensor.empty() : tensor<24xf32> loc("backward.features.6.conv.7")
    %t3104 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t2292, %primals_56 : tensor<24xf32>, tensor<24xf32>) outs(%t3099 : tensor<24xf32>) {
    ^bb0(%in3100: f32, %in3101: f32, %out3102: f32):
      %s3103 = arith.mulf %in3100, %in3101 : f32
      linalg.yield %s3103 : f32
    } -> tensor<24xf32> loc("backward.features.6.conv.7")
    %t3105 = tensor.expand_shape %t3104 [[0, 1]] output_shape [1, 24] : tensor<24xf32> into tensor<1x24xf32> loc("backward.features.6.conv.7")
    %t3106 = tensor.expand_shape %t3105 [[0], [1, 2]] output_shape [1, 24, 1] : tensor<1x24xf32> into tensor<1x24x1xf32> loc("backward.features.6.conv.7")
    %t3107 = tensor.expand_shape %t3106 [[0], [1], [2, 3]] output_shape [1, 24, 1, 1] : tensor<1x24x1xf32> into tensor<1x24x1x1xf32> loc("backward.features.6.conv.7")
    %t3108 = tensor.empty() : tensor<2x24x4x4xf32> loc("backward.features.6.conv.7")
    %t3113 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2218, %t3042 : tensor<2x24x4x4xf32>, tensor<1x24x1x1xf32>) outs(%t3108 : tensor<2x24x4x4xf32>) {
    ^bb0(%in3109: f32, %in3110: f32, %out3111: f32):
      %s3112 = arith.subf %in3109, %in3110 : f32
      linalg.yield %s3112 : f32
    } -> tensor<2x24x4x4xf32> loc("backward.features.6.conv.7")
    %t3114 = tensor.empty() : tensor<2x24x4x4xf32> loc("backward.features.6.conv.7")
    %t3119 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3113, %t3098 : tensor<2x24x4x4xf32>, tensor<1x24x1x1xf32>) outs(%t3114 : tensor<2x24x4x4xf32>) {
    ^bb0(%in3115: f32, %in3116: f32, %out3117: f32):
      %s3118 = arith.mulf %in3115, %in3116 : f32
      linalg.yield %s3118 : f32
    } -> tensor<2x24x4x4xf32> loc("backward.features.6.conv.7")
    %t3120 = tensor.empty() : tensor<2x24x4x4xf32> loc("backward.features.6.conv.7")
    %t3125 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3030, %t3119 : tensor<2x24x4x4xf32>, tensor<2x24x4x4xf32>) outs(%t3120 : tensor<2x24x4x4xf32>) {
    ^bb0(%in3121: f32, %in3122: f32, %out3123: f32):
      %s3124 = arith.subf %in3121, %in3122 : f32
      linalg.yield %s3124 : f32
    } -> tensor<2x24x4x4xf32> loc("backward.features.6.conv.7")
    %t3126 = tensor.empty() : tensor<2x24x4x4xf32> loc("backward.features.6.conv.7")
    %t3131 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3125, %t3077 : tensor<2x24x4x4xf32>, tensor<1x24x1x1xf32>) outs(%t3126 : tensor<2x24x4x4xf32>) {
    ^bb0(%in3127: f32, %in3128: f32, %out3129: f32):
      %s3130 = arith.subf %in3127, %in3128 : f32
      linalg.yield %s3130 : f32
    } -> tensor<2x24x4x4xf32> loc("backward.features.6.conv.7")
    %t3132 = tensor.empty() : tensor<2x24x4x4xf32> loc("backward.features.6.conv.7")
    %t3137 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3131, %t3107 : tensor<2x24x4x4xf32>, tensor<1x24x1x1xf32>) outs(%t3132 : tensor<2x24x4x4xf32>) {
    ^bb0(%in3133: f32, %in3134: f32, %out3135: f32):
      %s3136 = arith.mulf %in3133, %in3134 : f32
      linalg.yield %s3136 : f32
    } -> tensor<2x24x4x4xf32> loc("backward.features.6.conv.7")
    %t3138 = tensor.empty() : tensor<24xf32> loc("backward.features.6.conv.7")
    %t3143 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t3068, %t2292 : tensor<24xf32>, tensor<24xf32>) outs(%t3138 : tensor<24xf32>) {
    ^bb0(%in3139: f32, %in3140: f32, %out3141: f32):
      %s3142 = arith.mulf %in3139, %in3140 : f32
      linalg.yield %s3142 : f32
    } -> tensor<24xf32> loc("backward.features.6.conv.7")
    %t3144 = tensor.empty() : tensor<96x24x1x1xf32> loc("backward.features.6.conv.6")
    %t3147 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d0, -d2 + 0, -d3 + 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%primals_55 : tensor<24x96x1x1xf32>) outs(%t3144 : tensor<96x24x1x1xf32>) {
    ^bb0(%in3145: f32, %out3146: f32):
      linalg.yield %in3145 : f32
    } -> tensor<96x24x1x1xf32> loc("backward.features.6.conv.6")
    %t3148 = tensor.empty() : tensor<2x96x4x4xf32> loc("backward.features.6.conv.6")
    %c3149 = arith.constant 0.000000000e+00 : f32 loc("backward.features.6.conv.6")
    %t3150 = linalg.fill ins(%c3149 : f32) outs(%t3148 : tensor<2x96x4x4xf32>) -> tensor<2x96x4x4xf32> loc("backward.features.6.conv.6")
    %t3151 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%t3137, %t3147 : tensor<2x24x4x4xf32>, tensor<96x24x1x1xf32>) outs(%t3150 : tensor<2x96x4x4xf32>) -> tensor<2x96x4x4xf32> loc("backward.features.6.conv.6")
    %t3152 = tensor.empty() : tensor<24x96x1x1xf32> loc("backward.features.6.conv.6")
    %c3153 = arith.constant 0.000000000e+00 : f32 loc("backward.features.6.conv.6")
    %t3154 = linalg.fill ins(%c3153 : f32) outs(%t3152 : tensor<24x96x1x1xf32>) -> tensor<24x96x1x1xf32> loc("backward.features.6.conv.6")
    %t3160 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d0, d5, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d1, d5 * 1 + d2 * 1, d6 * 1 + d3 * 1)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%t3137, %t2214 : tensor<2x24x4x4xf32>, tensor<2x96x4x4xf32>) outs(%t3154 : tensor<24x96x1x1xf32>) {
    ^bb0(%in3155: f32, %in3156: f32, %out3157: f32):
      %s3158 = arith.mulf %in3155, %in3156 : f32
      %s3159 = arith.addf %out3157, %s3158 : f32
      linalg.yield %s3159 : f32
    } -> tensor<24x96x1x1xf32> loc("backward.features.6.conv.6")
    %t3161 = tensor.empty() : tensor<2x96x4x4xi1> loc("backward.le_1")
    %t3166 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2170 : tensor<2x96x4x4xf32>) outs(%t3161 : tensor<2x96x4x4xi1>) {
    ^bb0(%in3162: f32, %out3163: i1):
      %s3164 = arith.constant 0.000000000e+00 : f32
      %s3165 = arith.cmpf ole, %in3162, %s3164 : f32
      linalg.yield %s3165 : i1
    } -> tensor<2x96x4x4xi1> loc("backward.le_1")
    %t3167 = tensor.empty() : tensor<2x96x4x4xi1> loc("backward.ge_1")
    %t3172 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2170 : tensor<2x96x4x4xf32>) outs(%t3167 : tensor<2x96x4x4xi1>) {
    ^bb0(%in3168: f32, %out3169: i1):
      %s3170 = arith.constant 6.000000000e+00 : f32
      %s3171 = arith.cmpf oge, %in3168, %s3170 : f32
      linalg.yield %s3171 : i1
    } -> tensor<2x96x4x4xi1> loc("backward.ge_1")
    %t3173 = tensor.empty() : tensor<2x96x4x4xi1> loc("backward.bitwise_or_1")
    %t3178 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3166, %t3172 : tensor<2x96x4x4xi1>, tensor<2x96x4x4xi1>) outs(%t3173 : tensor<2x96x4x4xi1>) {
    ^bb0(%in3174: i1, %in3175: i1, %out3176: i1):
      %s3177 = arith.ori %in3174, %in3175 : i1
      linalg.yield %s3177 : i1
    } -> tensor<2x96x4x4xi1> loc("backward.bitwise_or_1")
    %cst3179 = arith.constant dense<0.000000000e+00> : tensor<f32> loc("backward.where_7")
    %t3180 = tensor.empty() : tensor<2x96x4x4xf32> loc("backward.where_7")
    %t3186 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3178, %cst3179, %t3151 : tensor<2x96x4x4xi1>, tensor<f32>, tensor<2x96x4x4xf32>) outs(%t3180 : tensor<2x96x4x4xf32>) {
    ^bb0(%in3181: i1, %in3182: f32, %in3183: f32, %out3184: f32):
      %s3185 = arith.select %in3181, %in3182, %in3183 : f32
      linalg.yield %s3185 : f32
    } -> tensor<2x96x4x4xf32> loc("backward.where_7")
    %t3187 = tensor.expand_shape %t2171 [[0, 1]] output_shape [1, 96] : tensor<96xf32> into tensor<1x96xf32> loc("backward.features.6.conv.4")
    %t3188 = tensor.expand_shape %t3187 [[0], [1, 2]] output_shape [1, 96, 1] : tensor<1x96xf32> into tensor<1x96x1xf32> loc("backward.features.6.conv.4")
    %t3189 = tensor.expand_shape %t3188 [[0], [1], [2, 3]] output_shape [1, 96, 1, 1] : tensor<1x96x1xf32> into tensor<1x96x1x1xf32> loc("backward.features.6.conv.4")
    %t3190 = tensor.empty() : tensor<96xf32> loc("backward.features.6.conv.4")
    %c3191 = arith.constant 0.000000000e+00 : f32 loc("backward.features.6.conv.4")
    %t3192 = linalg.fill ins(%c3191 : f32) outs(%t3190 : tensor<96xf32>) -> tensor<96xf32> loc("backward.features.6.conv.4")
    %t3196 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t3186 : tensor<2x96x4x4xf32>) outs(%t3192 : tensor<96xf32>) {
    ^bb0(%in3193: f32, %out3194: f32):
      %s3195 = arith.addf %out3194, %in3193 : f32
      linalg.yield %s3195 : f32
    } -> tensor<96xf32> loc("backward.features.6.conv.4")
    %t3197 = tensor.empty() : tensor<2x96x4x4xf32> loc("backward.features.6.conv.4")
    %t3202 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2098, %t3189 : tensor<2x96x4x4xf32>, tensor<1x96x1x1xf32>) outs(%t3197 : tensor<2x96x4x4xf32>) {
    ^bb0(%in3198: f32, %in3199: f32, %out3200: f32):
      %s3201 = arith.subf %in3198, %in3199 : f32
      linalg.yield %s3201 : f32
    } -> tensor<2x96x4x4xf32> loc("backward.features.6.conv.4")
    %t3203 = tensor.empty() : tensor<2x96x4x4xf32> loc("backward.features.6.conv.4")
    %t3208 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3186, %t3202 : tensor<2x96x4x4xf32>, tensor<2x96x4x4xf32>) outs(%t3203 : tensor<2x96x4x4xf32>) {
    ^bb0(%in3204: f32, %in3205: f32, %out3206: f32):
      %s3207 = arith.mulf %in3204, %in3205 : f32
      linalg.yield %s3207 : f32
    } -> tensor<2x96x4x4xf32> loc("backward.features.6.conv.4")
    %t3209 = tensor.empty() : tensor<96xf32> loc("backward.features.6.conv.4")
    %c3210 = arith.constant 0.000000000e+00 : f32 loc("backward.features.6.conv.4")
    %t3211 = linalg.fill ins(%c3210 : f32) outs(%t3209 : tensor<96xf32>) -> tensor<96xf32> loc("backward.features.6.conv.4")
    %t3215 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t3208 : tensor<2x96x4x4xf32>) outs(%t3211 : tensor<96xf32>) {
    ^bb0(%in3212: f32, %out3213: f32):
      %s3214 = arith.addf %out3213, %in3212 : f32
      linalg.yield %s3214 : f32
    } -> tensor<96xf32> loc("backward.features.6.conv.4")
    %t3216 = tensor.empty() : tensor<96xf32> loc("backward.features.6.conv.4")
    %t3221 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t3196 : tensor<96xf32>) outs(%t3216 : tensor<96xf32>) {
    ^bb0(%in3217: f32, %out3218: f32):
      %s3219 = arith.constant 3.125000000e-02 : f32
      %s3220 = arith.mulf %in3217, %s3219 : f32
      linalg.yield %s3220 : f32
    } -> tensor<96xf32> loc("backward.features.6.conv.4")
    %t3222 = tensor.expand_shape %t3221 [[0, 1]] output_shape [1, 96] : tensor<96xf32> into tensor<1x96xf32> loc("backward.features.6.conv.4")
    %t3223 = tensor.expand_shape %t3222 [[0], [1, 2]] output_shape [1, 96, 1] : tensor<1x96xf32> into tensor<1x96x1xf32> loc("backward.features.6.conv.4")
    %t3224 = tensor.expand_shape %t3223 [[0], [1], [2, 3]] output_shape [1, 96, 1, 1] : tensor<1x96x1xf32> into tensor<1x96x1x1xf32> loc("backward.features.6.conv.4")
    %t3225 = tensor.empty() : tensor<96xf32> loc("backward.features.6.conv.4")
    %t3230 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t3215 : tensor<96xf32>) outs(%t3225 : tensor<96xf32>) {
    ^bb0(%in3226: f32, %out3227: f32):
      %s3228 = arith.constant 3.125000000e-02 : f32
      %s3229 = arith.mulf %in3226, %s3228 : f32
      linalg.yield %s3229 : f32
    } -> tensor<96xf32> loc("backward.features.6.conv.4")
    %t3231 = tensor.empty() : tensor<96xf32> loc("backward.features.6.conv.4")
    %t3236 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t2172, %t2172 : tensor<96xf32>, tensor<96xf32>) outs(%t3231 : tensor<96xf32>) {
    ^bb0(%in3232: f32, %in3233: f32, %out3234: f32):
      %s3235 = arith.mulf %in3232, %in3233 : f32
      linalg.yield %s3235 : f32
    } -> tensor<96xf32> loc("backward.features.6.conv.4")
    %t3237 = tensor.empty() : tensor<96xf32> loc("backward.features.6.conv.4")
    %t3242 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t3230, %t3236 : tensor<96xf32>, tensor<96xf32>) outs(%t3237 : tensor<96xf32>) {
    ^bb0(%in3238: f32, %in3239: f32, %out3240: f32):
      %s3241 = arith.mulf %in3238, %in3239 : f32
      linalg.yield %s3241 : f32
    } -> tensor<96xf32> loc("backward.features.6.conv.4")
    %t3243 = tensor.expand_shape %t3242 [[0, 1]] output_shape [1, 96] : tensor<96xf32> into tensor<1x96xf32> loc("backward.features.6.conv.4")
    %t3244 = tensor.expand_shape %t3243 [[0], [1, 2]] output_shape [1, 96, 1] : tensor<1x96xf32> into tensor<1x96x1xf32> loc("backward.features.6.conv.4")
    %t3245 = tensor.expand_shape %t3244 [[0], [1], [2, 3]] output_shape [1, 96, 1, 1] : tensor<1x96x1xf32> into tensor<1x96x1x1xf32> loc("backward.features.6.conv.4")
    %t3246 = tensor.empty() : tensor<96xf32> loc("backward.features.6.conv.4")
    %t3251 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t2172, %primals_53 : tensor<96xf32>, tensor<96xf32>) outs(%t3246 : tensor<96xf32>) {
    ^bb0(%in3247: f32, %in3248: f32, %out3249: f32):
      %s3250 = arith.mulf %in3247, %in3248 : f32
      linalg.yield %s3250 : f32
    } -> tensor<96xf32> loc("backward.features.6.conv.4")
    %t3252 = tensor.expand_shape %t3251 [[0, 1]] output_shape [1, 96] : tensor<96xf32> into tensor<1x96xf32> loc("backward.features.6.conv.4")
    %t3253 = tensor.expand_shape %t3252 [[0], [1, 2]] output_shape [1, 96, 1] : tensor<1x96xf32> into tensor<1x96x1xf32> loc("backward.features.6.conv.4")
    %t3254 = tensor.expand_shape %t3253 [[0], [1], [2, 3]] output_shape [1, 96, 1, 1] : tensor<1x96x1xf32> into tensor<1x96x1x1xf32> loc("backward.features.6.conv.4")
    %t3255 = tensor.empty() : tensor<2x96x4x4xf32> loc("backward.features.6.conv.4")
    %t3260 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2098, %t3189 : tensor<2x96x4x4xf32>, tensor<1x96x1x1xf32>) outs(%t3255 : tensor<2x96x4x4xf32>) {
    ^bb0(%in3256: f32, %in3257: f32, %out3258: f32):
      %s3259 = arith.subf %in3256, %in3257 : f32
      linalg.yield %s3259 : f32
    } -> tensor<2x96x4x4xf32> loc("backward.features.6.conv.4")
    %t3261 = tensor.empty() : tensor<2x96x4x4xf32> loc("backward.features.6.conv.4")
    %t3266 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3260, %t3245 : tensor<2x96x4x4xf32>, tensor<1x96x1x1xf32>) outs(%t3261 : tensor<2x96x4x4xf32>) {
    ^bb0(%in3262: f32, %in3263: f32, %out3264: f32):
      %s3265 = arith.mulf %in3262, %in3263 : f32
      linalg.yield %s3265 : f32
    } -> tensor<2x96x4x4xf32> loc("backward.features.6.conv.4")
    %t3267 = tensor.empty() : tensor<2x96x4x4xf32> loc("backward.features.6.conv.4")
    %t3272 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3186, %t3266 : tensor<2x96x4x4xf32>, tensor<2x96x4x4xf32>) outs(%t3267 : tensor<2x96x4x4xf32>) {
    ^bb0(%in3268: f32, %in3269: f32, %out3270: f32):
      %s3271 = arith.subf %in3268, %in3269 : f32
      linalg.yield %s3271 : f32
    } -> tensor<2x96x4x4xf32> loc("backward.features.6.conv.4")
    %t3273 = tensor.empty() : tensor<2x96x4x4xf32> loc("backward.features.6.conv.4")
    %t3278 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3272, %t3224 : tensor<2x96x4x4xf32>, tensor<1x96x1x1xf32>) outs(%t3273 : tensor<2x96x4x4xf32>) {
    ^bb0(%in3274: f32, %in3275: f32, %out3276: f32):
      %s3277 = arith.subf %in3274, %in3275 : f32
      linalg.yield %s3277 : f32
    } -> tensor<2x96x4x4xf32> loc("backward.features.6.conv.4")
    %t3279 = tensor.empty() : tensor<2x96x4x4xf32> loc("backward.features.6.conv.4")
    %t3284 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3278, %t3254 : tensor<2x96x4x4xf32>, tensor<1x96x1x1xf32>) outs(%t3279 : tensor<2x96x4x4xf32>) {
    ^bb0(%in3280: f32, %in3281: f32, %out3282: f32):
      %s3283 = arith.mulf %in3280, %in3281 : f32
      linalg.yield %s3283 : f32
    } -> tensor<2x96x4x4xf32> loc("backward.features.6.conv.4")
    %t3285 = tensor.empty() : tensor<96xf32> loc("backward.features.6.conv.4")
    %t3290 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t3215, %t2172 : tensor<96xf32>, tensor<96xf32>) outs(%t3285 : tensor<96xf32>) {
    ^bb0(%in3286: f32, %in3287: f32, %out3288: f32):
      %s3289 = arith.mulf %in3286, %in3287 : f32
      linalg.yield %s3289 : f32
    } -> tensor<96xf32> loc("backward.features.6.conv.4")
    %t3291 = tensor.expand_shape %t3284 [[0], [1], [2, 3], [4]] output_shape [2, 96, 1, 4, 4] : tensor<2x96x4x4xf32> into tensor<2x96x1x4x4xf32> loc("backward.features.6.conv.3")
    %t3292 = tensor.empty() : tensor<2x96x8x8xf32> loc("backward.features.6.conv.3")
    %c3293 = arith.constant 0.000000000e+00 : f32 loc("backward.features.6.conv.3")
    %t3294 = linalg.fill ins(%c3293 : f32) outs(%t3292 : tensor<2x96x8x8xf32>) -> tensor<2x96x8x8xf32> loc("backward.features.6.conv.3")
    %t3295 = tensor.insert_slice %t3284 into %t3294[0, 0, 2, 2] [2, 96, 4, 4] [1, 1, 1, 1] : tensor<2x96x4x4xf32> into tensor<2x96x8x8xf32> loc("backward.features.6.conv.3")
    %t3296 = tensor.expand_shape %t3295 [[0], [1], [2, 3], [4]] output_shape [2, 96, 1, 8, 8] : tensor<2x96x8x8xf32> into tensor<2x96x1x8x8xf32> loc("backward.features.6.conv.3")
    %t3297 = tensor.expand_shape %primals_52 [[0], [1], [2, 3], [4]] output_shape [96, 1, 1, 3, 3] : tensor<96x1x3x3xf32> into tensor<96x1x1x3x3xf32> loc("backward.features.6.conv.3")
    %t3298 = tensor.empty() : tensor<96x1x1x3x3xf32> loc("backward.features.6.conv.3")
    %t3301 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, -d3 + 2, -d4 + 2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%t3297 : tensor<96x1x1x3x3xf32>) outs(%t3298 : tensor<96x1x1x3x3xf32>) {
    ^bb0(%in3299: f32, %out3300: f32):
      linalg.yield %in3299 : f32
    } -> tensor<96x1x1x3x3xf32> loc("backward.features.6.conv.3")
    %t3302 = tensor.empty() : tensor<2x96x1x6x6xf32> loc("backward.features.6.conv.3")
    %c3303 = arith.constant 0.000000000e+00 : f32 loc("backward.features.6.conv.3")
    %t3304 = linalg.fill ins(%c3303 : f32) outs(%t3302 : tensor<2x96x1x6x6xf32>) -> tensor<2x96x1x6x6xf32> loc("backward.features.6.conv.3")
    %t3310 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 * 1 + d6 * 1, d4 * 1 + d7 * 1)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%t3296, %t3301 : tensor<2x96x1x8x8xf32>, tensor<96x1x1x3x3xf32>) outs(%t3304 : tensor<2x96x1x6x6xf32>) {
    ^bb0(%in3305: f32, %in3306: f32, %out3307: f32):
      %s3308 = arith.mulf %in3305, %in3306 : f32
      %s3309 = arith.addf %out3307, %s3308 : f32
      linalg.yield %s3309 : f32
    } -> tensor<2x96x1x6x6xf32> loc("backward.features.6.conv.3")
    %t3311 = tensor.collapse_shape %t3310 [[0], [1], [2, 3], [4]] : tensor<2x96x1x6x6xf32> into tensor<2x96x6x6xf32> loc("backward.features.6.conv.3")
    %t3312 = tensor.extract_slice %t3311[0, 0, 1, 1] [2, 96, 4, 4] [1, 1, 1, 1] : tensor<2x96x6x6xf32> to tensor<2x96x4x4xf32> loc("backward.features.6.conv.3")
    %t3313 = tensor.empty() : tensor<2x96x6x6xf32> loc("backward.features.6.conv.3")
    %c3314 = arith.constant 0.000000000e+00 : f32 loc("backward.features.6.conv.3")
    %t3315 = linalg.fill ins(%c3314 : f32) outs(%t3313 : tensor<2x96x6x6xf32>) -> tensor<2x96x6x6xf32> loc("backward.features.6.conv.3")
    %t3316 = tensor.insert_slice %t2082 into %t3315[0, 0, 1, 1] [2, 96, 4, 4] [1, 1, 1, 1] : tensor<2x96x4x4xf32> into tensor<2x96x6x6xf32> loc("backward.features.6.conv.3")
    %t3317 = tensor.expand_shape %t3316 [[0], [1], [2, 3], [4]] output_shape [2, 96, 1, 6, 6] : tensor<2x96x6x6xf32> into tensor<2x96x1x6x6xf32> loc("backward.features.6.conv.3")
    %t3318 = tensor.empty() : tensor<96x1x1x3x3xf32> loc("backward.features.6.conv.3")
    %c3319 = arith.constant 0.000000000e+00 : f32 loc("backward.features.6.conv.3")
    %t3320 = linalg.fill ins(%c3319 : f32) outs(%t3318 : tensor<96x1x1x3x3xf32>) -> tensor<96x1x1x3x3xf32> loc("backward.features.6.conv.3")
    %t3326 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d5, d0, d1, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d5, d0, d2, d6 * 1 + d3 * 1, d7 * 1 + d4 * 1)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%t3291, %t3317 : tensor<2x96x1x4x4xf32>, tensor<2x96x1x6x6xf32>) outs(%t3320 : tensor<96x1x1x3x3xf32>) {
    ^bb0(%in3321: f32, %in3322: f32, %out3323: f32):
      %s3324 = arith.mulf %in3321, %in3322 : f32
      %s3325 = arith.addf %out3323, %s3324 : f32
      linalg.yield %s3325 : f32
    } -> tensor<96x1x1x3x3xf32> loc("backward.features.6.conv.3")
    %t3327 = tensor.collapse_shape %t3326 [[0], [1], [2, 3], [4]] : tensor<96x1x1x3x3xf32> into tensor<96x1x3x3xf32> loc("backward.features.6.conv.3")
    %t3328 = tensor.empty() : tensor<2x96x4x4xi1> loc("backward.le_2")
    %t3333 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2038 : tensor<2x96x4x4xf32>) outs(%t3328 : tensor<2x96x4x4xi1>) {
    ^bb0(%in3329: f32, %out3330: i1):
      %s3331 = arith.constant 0.000000000e+00 : f32
      %s3332 = arith.cmpf ole, %in3329, %s3331 : f32
      linalg.yield %s3332 : i1
    } -> tensor<2x96x4x4xi1> loc("backward.le_2")
    %t3334 = tensor.empty() : tensor<2x96x4x4xi1> loc("backward.ge_2")
    %t3339 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2038 : tensor<2x96x4x4xf32>) outs(%t3334 : tensor<2x96x4x4xi1>) {
    ^bb0(%in3335: f32, %out3336: i1):
      %s3337 = arith.constant 6.000000000e+00 : f32
      %s3338 = arith.cmpf oge, %in3335, %s3337 : f32
      linalg.yield %s3338 : i1
    } -> tensor<2x96x4x4xi1> loc("backward.ge_2")
    %t3340 = tensor.empty() : tensor<2x96x4x4xi1> loc("backward.bitwise_or_2")
    %t3345 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3333, %t3339 : tensor<2x96x4x4xi1>, tensor<2x96x4x4xi1>) outs(%t3340 : tensor<2x96x4x4xi1>) {
    ^bb0(%in3341: i1, %in3342: i1, %out3343: i1):
      %s3344 = arith.ori %in3341, %in3342 : i1
      linalg.yield %s3344 : i1
    } -> tensor<2x96x4x4xi1> loc("backward.bitwise_or_2")
    %cst3346 = arith.constant dense<0.000000000e+00> : tensor<f32> loc("backward.where_8")
    %t3347 = tensor.empty() : tensor<2x96x4x4xf32> loc("backward.where_8")
    %t3353 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3345, %cst3346, %t3312 : tensor<2x96x4x4xi1>, tensor<f32>, tensor<2x96x4x4xf32>) outs(%t3347 : tensor<2x96x4x4xf32>) {
    ^bb0(%in3348: i1, %in3349: f32, %in3350: f32, %out3351: f32):
      %s3352 = arith.select %in3348, %in3349, %in3350 : f32
      linalg.yield %s3352 : f32
    } -> tensor<2x96x4x4xf32> loc("backward.where_8")
    %t3354 = tensor.expand_shape %t2039 [[0, 1]] output_shape [1, 96] : tensor<96xf32> into tensor<1x96xf32> loc("backward.features.6.conv.1")
    %t3355 = tensor.expand_shape %t3354 [[0], [1, 2]] output_shape [1, 96, 1] : tensor<1x96xf32> into tensor<1x96x1xf32> loc("backward.features.6.conv.1")
    %t3356 = tensor.expand_shape %t3355 [[0], [1], [2, 3]] output_shape [1, 96, 1, 1] : tensor<1x96x1xf32> into tensor<1x96x1x1xf32> loc("backward.features.6.conv.1")
    %t3357 = tensor.empty() : tensor<96xf32> loc("backward.features.6.conv.1")
    %c3358 = arith.constant 0.000000000e+00 : f32 loc("backward.features.6.conv.1")
    %t3359 = linalg.fill ins(%c3358 : f32) outs(%t3357 : tensor<96xf32>) -> tensor<96xf32> loc("backward.features.6.conv.1")
    %t3363 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t3353 : tensor<2x96x4x4xf32>) outs(%t3359 : tensor<96xf32>) {
    ^bb0(%in3360: f32, %out3361: f32):
      %s3362 = arith.addf %out3361, %in3360 : f32
      linalg.yield %s3362 : f32
    } -> tensor<96xf32> loc("backward.features.6.conv.1")
    %t3364 = tensor.empty() : tensor<2x96x4x4xf32> loc("backward.features.6.conv.1")
    %t3369 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1966, %t3356 : tensor<2x96x4x4xf32>, tensor<1x96x1x1xf32>) outs(%t3364 : tensor<2x96x4x4xf32>) {
    ^bb0(%in3365: f32, %in3366: f32, %out3367: f32):
      %s3368 = arith.subf %in3365, %in3366 : f32
      linalg.yield %s3368 : f32
    } -> tensor<2x96x4x4xf32> loc("backward.features.6.conv.1")
    %t3370 = tensor.empty() : tensor<2x96x4x4xf32> loc("backward.features.6.conv.1")
    %t3375 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3353, %t3369 : tensor<2x96x4x4xf32>, tensor<2x96x4x4xf32>) outs(%t3370 : tensor<2x96x4x4xf32>) {
    ^bb0(%in3371: f32, %in3372: f32, %out3373: f32):
      %s3374 = arith.mulf %in3371, %in3372 : f32
      linalg.yield %s3374 : f32
    } -> tensor<2x96x4x4xf32> loc("backward.features.6.conv.1")
    %t3376 = tensor.empty() : tensor<96xf32> loc("backward.features.6.conv.1")
    %c3377 = arith.constant 0.000000000e+00 : f32 loc("backward.features.6.conv.1")
    %t3378 = linalg.fill ins(%c3377 : f32) outs(%t3376 : tensor<96xf32>) -> tensor<96xf32> loc("backward.features.6.conv.1")
    %t3382 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t3375 : tensor<2x96x4x4xf32>) outs(%t3378 : tensor<96xf32>) {
    ^bb0(%in3379: f32, %out3380: f32):
      %s3381 = arith.addf %out3380, %in3379 : f32
      linalg.yield %s3381 : f32
    } -> tensor<96xf32> loc("backward.features.6.conv.1")
    %t3383 = tensor.empty() : tensor<96xf32> loc("backward.features.6.conv.1")
    %t3388 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t3363 : tensor<96xf32>) outs(%t3383 : tensor<96xf32>) {
    ^bb0(%in3384: f32, %out3385: f32):
      %s3386 = arith.constant 3.125000000e-02 : f32
      %s3387 = arith.mulf %in3384, %s3386 : f32
      linalg.yield %s3387 : f32
    } -> tensor<96xf32> loc("backward.features.6.conv.1")
    %t3389 = tensor.expand_shape %t3388 [[0, 1]] output_shape [1, 96] : tensor<96xf32> into tensor<1x96xf32> loc("backward.features.6.conv.1")
    %t3390 = tensor.expand_shape %t3389 [[0], [1, 2]] output_shape [1, 96, 1] : tensor<1x96xf32> into tensor<1x96x1xf32> loc("backward.features.6.conv.1")
    %t3391 = tensor.expand_shape %t3390 [[0], [1], [2, 3]] output_shape [1, 96, 1, 1] : tensor<1x96x1xf32> into tensor<1x96x1x1xf32> loc("backward.features.6.conv.1")
    %t3392 = tensor.empty() : tensor<96xf32> loc("backward.features.6.conv.1")
    %t3397 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t3382 : tensor<96xf32>) outs(%t3392 : tensor<96xf32>) {
    ^bb0(%in3393: f32, %out3394: f32):
      %s3395 = arith.constant 3.125000000e-02 : f32
      %s3396 = arith.mulf %in3393, %s3395 : f32
      linalg.yield %s3396 : f32
    } -> tensor<96xf32> loc("backward.features.6.conv.1")
    %t3398 = tensor.empty() : tensor<96xf32> loc("backward.features.6.conv.1")
    %t3403 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t2040, %t2040 : tensor<96xf32>, tensor<96xf32>) outs(%t3398 : tensor<96xf32>) {
    ^bb0(%in3399: f32, %in3400: f32, %out3401: f32):
      %s3402 = arith.mulf %in3399, %in3400 : f32
      linalg.yield %s3402 : f32
    } -> tensor<96xf32> loc("backward.features.6.conv.1")
    %t3404 = tensor.empty() : tensor<96xf32> loc("backward.features.6.conv.1")
    %t3409 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t3397, %t3403 : tensor<96xf32>, tensor<96xf32>) outs(%t3404 : tensor<96xf32>) {
    ^bb0(%in3405: f32, %in3406: f32, %out3407: f32):
      %s3408 = arith.mulf %in3405, %in3406 : f32
      linalg.yield %s3408 : f32
    } -> tensor<96xf32> loc("backward.features.6.conv.1")
    %t3410 = tensor.expand_shape %t3409 [[0, 1]] output_shape [1, 96] : tensor<96xf32> into tensor<1x96xf32> loc("backward.features.6.conv.1")
    %t3411 = tensor.expand_shape %t3410 [[0], [1, 2]] output_shape [1, 96, 1] : tensor<1x96xf32> into tensor<1x96x1xf32> loc("backward.features.6.conv.1")
    %t3412 = tensor.expand_shape %t3411 [[0], [1], [2, 3]] output_shape [1, 96, 1, 1] : tensor<1x96x1xf32> into tensor<1x96x1x1xf32> loc("backward.features.6.conv.1")
    %t3413 = tensor.empty() : tensor<96xf32> loc("backward.features.6.conv.1")
    %t3418 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t2040, %primals_50 : tensor<96xf32>, tensor<96xf32>) outs(%t3413 : tensor<96xf32>) {
    ^bb0(%in3414: f32, %in3415: f32, %out3416: f32):
      %s3417 = arith.mulf %in3414, %in3415 : f32
      linalg.yield %s3417 : f32
    } -> tensor<96xf32> loc("backward.features.6.conv.1")
    %t3419 = tensor.expand_shape %t3418 [[0, 1]] output_shape [1, 96] : tensor<96xf32> into tensor<1x96xf32> loc("backward.features.6.conv.1")
    %t3420 = tensor.expand_shape %t3419 [[0], [1, 2]] output_shape [1, 96, 1] : tensor<1x96xf32> into tensor<1x96x1xf32> loc("backward.features.6.conv.1")
    %t3421 = tensor.expand_shape %t3420 [[0], [1], [2, 3]] output_shape [1, 96, 1, 1] : tensor<1x96x1xf32> into tensor<1x96x1x1xf32> loc("backward.features.6.conv.1")
    %t3422 = tensor.empty() : tensor<2x96x4x4xf32> loc("backward.features.6.conv.1")
    %t3427 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1966, %t3356 : tensor<2x96x4x4xf32>, tensor<1x96x1x1xf32>) outs(%t3422 : tensor<2x96x4x4xf32>) {
    ^bb0(%in3423: f32, %in3424: f32, %out3425: f32):
      %s3426 = arith.subf %in3423, %in3424 : f32
      linalg.yield %s3426 : f32
    } -> tensor<2x96x4x4xf32> loc("backward.features.6.conv.1")
    %t3428 = tensor.empty() : tensor<2x96x4x4xf32> loc("backward.features.6.conv.1")
    %t3433 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3427, %t3412 : tensor<2x96x4x4xf32>, tensor<1x96x1x1xf32>) outs(%t3428 : tensor<2x96x4x4xf32>) {
    ^bb0(%in3429: f32, %in3430: f32, %out3431: f32):
      %s3432 = arith.mulf %in3429, %in3430 : f32
      linalg.yield %s3432 : f32
    } -> tensor<2x96x4x4xf32> loc("backward.features.6.conv.1")
    %t3434 = tensor.empty() : tensor<2x96x4x4xf32> loc("backward.features.6.conv.1")
    %t3439 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3353, %t3433 : tensor<2x96x4x4xf32>, tensor<2x96x4x4xf32>) outs(%t3434 : tensor<2x96x4x4xf32>) {
    ^bb0(%in3435: f32, %in3436: f32, %out3437: f32):
      %s3438 = arith.subf %in3435, %in3436 : f32
      linalg.yield %s3438 : f32
    } -> tensor<2x96x4x4xf32> loc("backward.features.6.conv.1")
    %t3440 = tensor.empty() : tensor<2x96x4x4xf32> loc("backward.features.6.conv.1")
    %t3445 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3439, %t3391 : tensor<2x96x4x4xf32>, tensor<1x96x1x1xf32>) outs(%t3440 : tensor<2x96x4x4xf32>) {
    ^bb0(%in3441: f32, %in3442: f32, %out3443: f32):
      %s3444 = arith.subf %in3441, %in3442 : f32
      linalg.yield %s3444 : f32
    } -> tensor<2x96x4x4xf32> loc("backward.features.6.conv.1")
    %t3446 = tensor.empty() : tensor<2x96x4x4xf32> loc("backward.features.6.conv.1")
    %t3451 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3445, %t3421 : tensor<2x96x4x4xf32>, tensor<1x96x1x1xf32>) outs(%t3446 : tensor<2x96x4x4xf32>) {
    ^bb0(%in3447: f32, %in3448: f32, %out3449: f32):
      %s3450 = arith.mulf %in3447, %in3448 : f32
      linalg.yield %s3450 : f32
    } -> tensor<2x96x4x4xf32> loc("backward.features.6.conv.1")
    %t3452 = tensor.empty() : tensor<96xf32> loc("backward.features.6.conv.1")
    %t3457 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t3382, %t2040 : tensor<96xf32>, tensor<96xf32>) outs(%t3452 : tensor<96xf32>) {
    ^bb0(%in3453: f32, %in3454: f32, %out3455: f32):
      %s3456 = arith.mulf %in3453, %in3454 : f32
      linalg.yield %s3456 : f32
    } -> tensor<96xf32> loc("backward.features.6.conv.1")
    %t3458 = tensor.empty() : tensor<16x96x1x1xf32> loc("backward.features.6.conv.0")
    %t3461 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d0, -d2 + 0, -d3 + 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%primals_49 : tensor<96x16x1x1xf32>) outs(%t3458 : tensor<16x96x1x1xf32>) {
    ^bb0(%in3459: f32, %out3460: f32):
      linalg.yield %in3459 : f32
    } -> tensor<16x96x1x1xf32> loc("backward.features.6.conv.0")
    %t3462 = tensor.empty() : tensor<2x16x4x4xf32> loc("backward.features.6.conv.0")
    %c3463 = arith.constant 0.000000000e+00 : f32 loc("backward.features.6.conv.0")
    %t3464 = linalg.fill ins(%c3463 : f32) outs(%t3462 : tensor<2x16x4x4xf32>) -> tensor<2x16x4x4xf32> loc("backward.features.6.conv.0")
    %t3465 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%t3451, %t3461 : tensor<2x96x4x4xf32>, tensor<16x96x1x1xf32>) outs(%t3464 : tensor<2x16x4x4xf32>) -> tensor<2x16x4x4xf32> loc("backward.features.6.conv.0")
    %t3466 = tensor.empty() : tensor<96x16x1x1xf32> loc("backward.features.6.conv.0")
    %c3467 = arith.constant 0.000000000e+00 : f32 loc("backward.features.6.conv.0")
    %t3468 = linalg.fill ins(%c3467 : f32) outs(%t3466 : tensor<96x16x1x1xf32>) -> tensor<96x16x1x1xf32> loc("backward.features.6.conv.0")
    %t3474 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d0, d5, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d1, d5 * 1 + d2 * 1, d6 * 1 + d3 * 1)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%t3451, %t1962 : tensor<2x96x4x4xf32>, tensor<2x16x4x4xf32>) outs(%t3468 : tensor<96x16x1x1xf32>) {
    ^bb0(%in3469: f32, %in3470: f32, %out3471: f32):
      %s3472 = arith.mulf %in3469, %in3470 : f32
      %s3473 = arith.addf %out3471, %s3472 : f32
      linalg.yield %s3473 : f32
    } -> tensor<96x16x1x1xf32> loc("backward.features.6.conv.0")
    %t3475 = tensor.expand_shape %t1921 [[0, 1]] output_shape [1, 16] : tensor<16xf32> into tensor<1x16xf32> loc("backward.features.5.conv.7")
    %t3476 = tensor.expand_shape %t3475 [[0], [1, 2]] output_shape [1, 16, 1] : tensor<1x16xf32> into tensor<1x16x1xf32> loc("backward.features.5.conv.7")
    %t3477 = tensor.expand_shape %t3476 [[0], [1], [2, 3]] output_shape [1, 16, 1, 1] : tensor<1x16x1xf32> into tensor<1x16x1x1xf32> loc("backward.features.5.conv.7")
    %t3478 = tensor.empty() : tensor<16xf32> loc("backward.features.5.conv.7")
    %c3479 = arith.constant 0.000000000e+00 : f32 loc("backward.features.5.conv.7")
    %t3480 = linalg.fill ins(%c3479 : f32) outs(%t3478 : tensor<16xf32>) -> tensor<16xf32> loc("backward.features.5.conv.7")
    %t3484 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t3465 : tensor<2x16x4x4xf32>) outs(%t3480 : tensor<16xf32>) {
    ^bb0(%in3481: f32, %out3482: f32):
      %s3483 = arith.addf %out3482, %in3481 : f32
      linalg.yield %s3483 : f32
    } -> tensor<16xf32> loc("backward.features.5.conv.7")
    %t3485 = tensor.empty() : tensor<2x16x4x4xf32> loc("backward.features.5.conv.7")
    %t3490 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1848, %t3477 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%t3485 : tensor<2x16x4x4xf32>) {
    ^bb0(%in3486: f32, %in3487: f32, %out3488: f32):
      %s3489 = arith.subf %in3486, %in3487 : f32
      linalg.yield %s3489 : f32
    } -> tensor<2x16x4x4xf32> loc("backward.features.5.conv.7")
    %t3491 = tensor.empty() : tensor<2x16x4x4xf32> loc("backward.features.5.conv.7")
    %t3496 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3465, %t3490 : tensor<2x16x4x4xf32>, tensor<2x16x4x4xf32>) outs(%t3491 : tensor<2x16x4x4xf32>) {
    ^bb0(%in3492: f32, %in3493: f32, %out3494: f32):
      %s3495 = arith.mulf %in3492, %in3493 : f32
      linalg.yield %s3495 : f32
    } -> tensor<2x16x4x4xf32> loc("backward.features.5.conv.7")
    %t3497 = tensor.empty() : tensor<16xf32> loc("backward.features.5.conv.7")
    %c3498 = arith.constant 0.000000000e+00 : f32 loc("backward.features.5.conv.7")
    %t3499 = linalg.fill ins(%c3498 : f32) outs(%t3497 : tensor<16xf32>) -> tensor<16xf32> loc("backward.features.5.conv.7")
    %t3503 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t3496 : tensor<2x16x4x4xf32>) outs(%t3499 : tensor<16xf32>) {
    ^bb0(%in3500: f32, %out3501: f32):
      %s3502 = arith.addf %out3501, %in3500 : f32
      linalg.yield %s3502 : f32
    } -> tensor<16xf32> loc("backward.features.5.conv.7")
    %t3504 = tensor.empty() : tensor<16xf32> loc("backward.features.5.conv.7")
    %t3509 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t3484 : tensor<16xf32>) outs(%t3504 : tensor<16xf32>) {
    ^bb0(%in3505: f32, %out3506: f32):
      %s3507 = arith.constant 3.125000000e-02 : f32
      %s3508 = arith.mulf %in3505, %s3507 : f32
      linalg.yield %s3508 : f32
    } -> tensor<16xf32> loc("backward.features.5.conv.7")
    %t3510 = tensor.expand_shape %t3509 [[0, 1]] output_shape [1, 16] : tensor<16xf32> into tensor<1x16xf32> loc("backward.features.5.conv.7")
    %t3511 = tensor.expand_shape %t3510 [[0], [1, 2]] output_shape [1, 16, 1] : tensor<1x16xf32> into tensor<1x16x1xf32> loc("backward.features.5.conv.7")
    %t3512 = tensor.expand_shape %t3511 [[0], [1], [2, 3]] output_shape [1, 16, 1, 1] : tensor<1x16x1xf32> into tensor<1x16x1x1xf32> loc("backward.features.5.conv.7")
    %t3513 = tensor.empty() : tensor<16xf32> loc("backward.features.5.conv.7")
    %t3518 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t3503 : tensor<16xf32>) outs(%t3513 : tensor<16xf32>) {
    ^bb0(%in3514: f32, %out3515: f32):
      %s3516 = arith.constant 3.125000000e-02 : f32
      %s3517 = arith.mulf %in3514, %s3516 : f32
      linalg.yield %s3517 : f32
    } -> tensor<16xf32> loc("backward.features.5.conv.7")
    %t3519 = tensor.empty() : tensor<16xf32> loc("backward.features.5.conv.7")
    %t3524 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1922, %t1922 : tensor<16xf32>, tensor<16xf32>) outs(%t3519 : tensor<16xf32>) {
    ^bb0(%in3520: f32, %in3521: f32, %out3522: f32):
      %s3523 = arith.mulf %in3520, %in3521 : f32
      linalg.yield %s3523 : f32
    } -> tensor<16xf32> loc("backward.features.5.conv.7")
    %t3525 = tensor.empty() : tensor<16xf32> loc("backward.features.5.conv.7")
    %t3530 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t3518, %t3524 : tensor<16xf32>, tensor<16xf32>) outs(%t3525 : tensor<16xf32>) {
    ^bb0(%in3526: f32, %in3527: f32, %out3528: f32):
      %s3529 = arith.mulf %in3526, %in3527 : f32
      linalg.yield %s3529 : f32
    } -> tensor<16xf32> loc("backward.features.5.conv.7")
    %t3531 = tensor.expand_shape %t3530 [[0, 1]] output_shape [1, 16] : tensor<16xf32> into tensor<1x16xf32> loc("backward.features.5.conv.7")
    %t3532 = tensor.expand_shape %t3531 [[0], [1, 2]] output_shape [1, 16, 1] : tensor<1x16xf32> into tensor<1x16x1xf32> loc("backward.features.5.conv.7")
    %t3533 = tensor.expand_shape %t3532 [[0], [1], [2, 3]] output_shape [1, 16, 1, 1] : tensor<1x16x1xf32> into tensor<1x16x1x1xf32> loc("backward.features.5.conv.7")
    %t3534 = tensor.empty() : tensor<16xf32> loc("backward.features.5.conv.7")
    %t3539 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1922, %primals_47 : tensor<16xf32>, tensor<16xf32>) outs(%t3534 : tensor<16xf32>) {
    ^bb0(%in3535: f32, %in3536: f32, %out3537: f32):
      %s3538 = arith.mulf %in3535, %in3536 : f32
      linalg.yield %s3538 : f32
    } -> tensor<16xf32> loc("backward.features.5.conv.7")
    %t3540 = tensor.expand_shape %t3539 [[0, 1]] output_shape [1, 16] : tensor<16xf32> into tensor<1x16xf32> loc("backward.features.5.conv.7")
    %t3541 = tensor.expand_shape %t3540 [[0], [1, 2]] output_shape [1, 16, 1] : tensor<1x16xf32> into tensor<1x16x1xf32> loc("backward.features.5.conv.7")
    %t3542 = tensor.expand_shape %t3541 [[0], [1], [2, 3]] output_shape [1, 16, 1, 1] : tensor<1x16x1xf32> into tensor<1x16x1x1xf32> loc("backward.features.5.conv.7")
    %t3543 = tensor.empty() : tensor<2x16x4x4xf32> loc("backward.features.5.conv.7")
    %t3548 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1848, %t3477 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%t3543 : tensor<2x16x4x4xf32>) {
    ^bb0(%in3544: f32, %in3545: f32, %out3546: f32):
      %s3547 = arith.subf %in3544, %in3545 : f32
      linalg.yield %s3547 : f32
    } -> tensor<2x16x4x4xf32> loc("backward.features.5.conv.7")
    %t3549 = tensor.empty() : tensor<2x16x4x4xf32> loc("backward.features.5.conv.7")
    %t3554 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3548, %t3533 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%t3549 : tensor<2x16x4x4xf32>) {
    ^bb0(%in3550: f32, %in3551: f32, %out3552: f32):
      %s3553 = arith.mulf %in3550, %in3551 : f32
      linalg.yield %s3553 : f32
    } -> tensor<2x16x4x4xf32> loc("backward.features.5.conv.7")
    %t3555 = tensor.empty() : tensor<2x16x4x4xf32> loc("backward.features.5.conv.7")
    %t3560 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3465, %t3554 : tensor<2x16x4x4xf32>, tensor<2x16x4x4xf32>) outs(%t3555 : tensor<2x16x4x4xf32>) {
    ^bb0(%in3556: f32, %in3557: f32, %out3558: f32):
      %s3559 = arith.subf %in3556, %in3557 : f32
      linalg.yield %s3559 : f32
    } -> tensor<2x16x4x4xf32> loc("backward.features.5.conv.7")
    %t3561 = tensor.empty() : tensor<2x16x4x4xf32> loc("backward.features.5.conv.7")
    %t3566 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3560, %t3512 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%t3561 : tensor<2x16x4x4xf32>) {
    ^bb0(%in3562: f32, %in3563: f32, %out3564: f32):
      %s3565 = arith.subf %in3562, %in3563 : f32
      linalg.yield %s3565 : f32
    } -> tensor<2x16x4x4xf32> loc("backward.features.5.conv.7")
    %t3567 = tensor.empty() : tensor<2x16x4x4xf32> loc("backward.features.5.conv.7")
    %t3572 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3566, %t3542 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%t3567 : tensor<2x16x4x4xf32>) {
    ^bb0(%in3568: f32, %in3569: f32, %out3570: f32):
      %s3571 = arith.mulf %in3568, %in3569 : f32
      linalg.yield %s3571 : f32
    } -> tensor<2x16x4x4xf32> loc("backward.features.5.conv.7")
    %t3573 = tensor.empty() : tensor<16xf32> loc("backward.features.5.conv.7")
    %t3578 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t3503, %t1922 : tensor<16xf32>, tensor<16xf32>) outs(%t3573 : tensor<16xf32>) {
    ^bb0(%in3574: f32, %in3575: f32, %out3576: f32):
      %s3577 = arith.mulf %in3574, %in3575 : f32
      linalg.yield %s3577 : f32
    } -> tensor<16xf32> loc("backward.features.5.conv.7")
    %t3579 = tensor.empty() : tensor<96x16x1x1xf32> loc("backward.features.5.conv.6")
    %t3582 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d0, -d2 + 0, -d3 + 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%primals_46 : tensor<16x96x1x1xf32>) outs(%t3579 : tensor<96x16x1x1xf32>) {
    ^bb0(%in3580: f32, %out3581: f32):
      linalg.yield %in3580 : f32
    } -> tensor<96x16x1x1xf32> loc("backward.features.5.conv.6")
    %t3583 = tensor.empty() : tensor<2x96x4x4xf32> loc("backward.features.5.conv.6")
    %c3584 = arith.constant 0.000000000e+00 : f32 loc("backward.features.5.conv.6")
    %t3585 = linalg.fill ins(%c3584 : f32) outs(%t3583 : tensor<2x96x4x4xf32>) -> tensor<2x96x4x4xf32> loc("backward.features.5.conv.6")
    %t3586 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%t3572, %t3582 : tensor<2x16x4x4xf32>, tensor<96x16x1x1xf32>) outs(%t3585 : tensor<2x96x4x4xf32>) -> tensor<2x96x4x4xf32> loc("backward.features.5.conv.6")
    %t3587 = tensor.empty() : tensor<16x96x1x1xf32> loc("backward.features.5.conv.6")
    %c3588 = arith.constant 0.000000000e+00 : f32 loc("backward.features.5.conv.6")
    %t3589 = linalg.fill ins(%c3588 : f32) outs(%t3587 : tensor<16x96x1x1xf32>) -> tensor<16x96x1x1xf32> loc("backward.features.5.conv.6")
    %t3595 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d0, d5, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d1, d5 * 1 + d2 * 1, d6 * 1 + d3 * 1)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%t3572, %t1844 : tensor<2x16x4x4xf32>, tensor<2x96x4x4xf32>) outs(%t3589 : tensor<16x96x1x1xf32>) {
    ^bb0(%in3590: f32, %in3591: f32, %out3592: f32):
      %s3593 = arith.mulf %in3590, %in3591 : f32
      %s3594 = arith.addf %out3592, %s3593 : f32
      linalg.yield %s3594 : f32
    } -> tensor<16x96x1x1xf32> loc("backward.features.5.conv.6")
    %t3596 = tensor.empty() : tensor<2x96x4x4xi1> loc("backward.le_3")
    %t3601 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1800 : tensor<2x96x4x4xf32>) outs(%t3596 : tensor<2x96x4x4xi1>) {
    ^bb0(%in3597: f32, %out3598: i1):
      %s3599 = arith.constant 0.000000000e+00 : f32
      %s3600 = arith.cmpf ole, %in3597, %s3599 : f32
      linalg.yield %s3600 : i1
    } -> tensor<2x96x4x4xi1> loc("backward.le_3")
    %t3602 = tensor.empty() : tensor<2x96x4x4xi1> loc("backward.ge_3")
    %t3607 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1800 : tensor<2x96x4x4xf32>) outs(%t3602 : tensor<2x96x4x4xi1>) {
    ^bb0(%in3603: f32, %out3604: i1):
      %s3605 = arith.constant 6.000000000e+00 : f32
      %s3606 = arith.cmpf oge, %in3603, %s3605 : f32
      linalg.yield %s3606 : i1
    } -> tensor<2x96x4x4xi1> loc("backward.ge_3")
    %t3608 = tensor.empty() : tensor<2x96x4x4xi1> loc("backward.bitwise_or_3")
    %t3613 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3601, %t3607 : tensor<2x96x4x4xi1>, tensor<2x96x4x4xi1>) outs(%t3608 : tensor<2x96x4x4xi1>) {
    ^bb0(%in3609: i1, %in3610: i1, %out3611: i1):
      %s3612 = arith.ori %in3609, %in3610 : i1
      linalg.yield %s3612 : i1
    } -> tensor<2x96x4x4xi1> loc("backward.bitwise_or_3")
    %cst3614 = arith.constant dense<0.000000000e+00> : tensor<f32> loc("backward.where_9")
    %t3615 = tensor.empty() : tensor<2x96x4x4xf32> loc("backward.where_9")
    %t3621 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3613, %cst3614, %t3586 : tensor<2x96x4x4xi1>, tensor<f32>, tensor<2x96x4x4xf32>) outs(%t3615 : tensor<2x96x4x4xf32>) {
    ^bb0(%in3616: i1, %in3617: f32, %in3618: f32, %out3619: f32):
      %s3620 = arith.select %in3616, %in3617, %in3618 : f32
      linalg.yield %s3620 : f32
    } -> tensor<2x96x4x4xf32> loc("backward.where_9")
    %t3622 = tensor.expand_shape %t1801 [[0, 1]] output_shape [1, 96] : tensor<96xf32> into tensor<1x96xf32> loc("backward.features.5.conv.4")
    %t3623 = tensor.expand_shape %t3622 [[0], [1, 2]] output_shape [1, 96, 1] : tensor<1x96xf32> into tensor<1x96x1xf32> loc("backward.features.5.conv.4")
    %t3624 = tensor.expand_shape %t3623 [[0], [1], [2, 3]] output_shape [1, 96, 1, 1] : tensor<1x96x1xf32> into tensor<1x96x1x1xf32> loc("backward.features.5.conv.4")
    %t3625 = tensor.empty() : tensor<96xf32> loc("backward.features.5.conv.4")
    %c3626 = arith.constant 0.000000000e+00 : f32 loc("backward.features.5.conv.4")
    %t3627 = linalg.fill ins(%c3626 : f32) outs(%t3625 : tensor<96xf32>) -> tensor<96xf32> loc("backward.features.5.conv.4")
    %t3631 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t3621 : tensor<2x96x4x4xf32>) outs(%t3627 : tensor<96xf32>) {
    ^bb0(%in3628: f32, %out3629: f32):
      %s3630 = arith.addf %out3629, %in3628 : f32
      linalg.yield %s3630 : f32
    } -> tensor<96xf32> loc("backward.features.5.conv.4")
    %t3632 = tensor.empty() : tensor<2x96x4x4xf32> loc("backward.features.5.conv.4")
    %t3637 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1728, %t3624 : tensor<2x96x4x4xf32>, tensor<1x96x1x1xf32>) outs(%t3632 : tensor<2x96x4x4xf32>) {
    ^bb0(%in3633: f32, %in3634: f32, %out3635: f32):
      %s3636 = arith.subf %in3633, %in3634 : f32
      linalg.yield %s3636 : f32
    } -> tensor<2x96x4x4xf32> loc("backward.features.5.conv.4")
    %t3638 = tensor.empty() : tensor<2x96x4x4xf32> loc("backward.features.5.conv.4")
    %t3643 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3621, %t3637 : tensor<2x96x4x4xf32>, tensor<2x96x4x4xf32>) outs(%t3638 : tensor<2x96x4x4xf32>) {
    ^bb0(%in3639: f32, %in3640: f32, %out3641: f32):
      %s3642 = arith.mulf %in3639, %in3640 : f32
      linalg.yield %s3642 : f32
    } -> tensor<2x96x4x4xf32> loc("backward.features.5.conv.4")
    %t3644 = tensor.empty() : tensor<96xf32> loc("backward.features.5.conv.4")
    %c3645 = arith.constant 0.000000000e+00 : f32 loc("backward.features.5.conv.4")
    %t3646 = linalg.fill ins(%c3645 : f32) outs(%t3644 : tensor<96xf32>) -> tensor<96xf32> loc("backward.features.5.conv.4")
    %t3650 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t3643 : tensor<2x96x4x4xf32>) outs(%t3646 : tensor<96xf32>) {
    ^bb0(%in3647: f32, %out3648: f32):
      %s3649 = arith.addf %out3648, %in3647 : f32
      linalg.yield %s3649 : f32
    } -> tensor<96xf32> loc("backward.features.5.conv.4")
    %t3651 = tensor.empty() : tensor<96xf32> loc("backward.features.5.conv.4")
    %t3656 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t3631 : tensor<96xf32>) outs(%t3651 : tensor<96xf32>) {
    ^bb0(%in3652: f32, %out3653: f32):
      %s3654 = arith.constant 3.125000000e-02 : f32
      %s3655 = arith.mulf %in3652, %s3654 : f32
      linalg.yield %s3655 : f32
    } -> tensor<96xf32> loc("backward.features.5.conv.4")
    %t3657 = tensor.expand_shape %t3656 [[0, 1]] output_shape [1, 96] : tensor<96xf32> into tensor<1x96xf32> loc("backward.features.5.conv.4")
    %t3658 = tensor.expand_shape %t3657 [[0], [1, 2]] output_shape [1, 96, 1] : tensor<1x96xf32> into tensor<1x96x1xf32> loc("backward.features.5.conv.4")
    %t3659 = tensor.expand_shape %t3658 [[0], [1], [2, 3]] output_shape [1, 96, 1, 1] : tensor<1x96x1xf32> into tensor<1x96x1x1xf32> loc("backward.features.5.conv.4")
    %t3660 = tensor.empty() : tensor<96xf32> loc("backward.features.5.conv.4")
    %t3665 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t3650 : tensor<96xf32>) outs(%t3660 : tensor<96xf32>) {
    ^bb0(%in3661: f32, %out3662: f32):
      %s3663 = arith.constant 3.125000000e-02 : f32
      %s3664 = arith.mulf %in3661, %s3663 : f32
      linalg.yield %s3664 : f32
    } -> tensor<96xf32> loc("backward.features.5.conv.4")
    %t3666 = tensor.empty() : tensor<96xf32> loc("backward.features.5.conv.4")
    %t3671 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1802, %t1802 : tensor<96xf32>, tensor<96xf32>) outs(%t3666 : tensor<96xf32>) {
    ^bb0(%in3667: f32, %in3668: f32, %out3669: f32):
      %s3670 = arith.mulf %in3667, %in3668 : f32
      linalg.yield %s3670 : f32
    } -> tensor<96xf32> loc("backward.features.5.conv.4")
    %t3672 = tensor.empty() : tensor<96xf32> loc("backward.features.5.conv.4")
    %t3677 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t3665, %t3671 : tensor<96xf32>, tensor<96xf32>) outs(%t3672 : tensor<96xf32>) {
    ^bb0(%in3673: f32, %in3674: f32, %out3675: f32):
      %s3676 = arith.mulf %in3673, %in3674 : f32
      linalg.yield %s3676 : f32
    } -> tensor<96xf32> loc("backward.features.5.conv.4")
    %t3678 = tensor.expand_shape %t3677 [[0, 1]] output_shape [1, 96] : tensor<96xf32> into tensor<1x96xf32> loc("backward.features.5.conv.4")
    %t3679 = tensor.expand_shape %t3678 [[0], [1, 2]] output_shape [1, 96, 1] : tensor<1x96xf32> into tensor<1x96x1xf32> loc("backward.features.5.conv.4")
    %t3680 = tensor.expand_shape %t3679 [[0], [1], [2, 3]] output_shape [1, 96, 1, 1] : tensor<1x96x1xf32> into tensor<1x96x1x1xf32> loc("backward.features.5.conv.4")
    %t3681 = tensor.empty() : tensor<96xf32> loc("backward.features.5.conv.4")
    %t3686 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1802, %primals_44 : tensor<96xf32>, tensor<96xf32>) outs(%t3681 : tensor<96xf32>) {
    ^bb0(%in3682: f32, %in3683: f32, %out3684: f32):
      %s3685 = arith.mulf %in3682, %in3683 : f32
      linalg.yield %s3685 : f32
    } -> tensor<96xf32> loc("backward.features.5.conv.4")
    %t3687 = tensor.expand_shape %t3686 [[0, 1]] output_shape [1, 96] : tensor<96xf32> into tensor<1x96xf32> loc("backward.features.5.conv.4")
    %t3688 = tensor.expand_shape %t3687 [[0], [1, 2]] output_shape [1, 96, 1] : tensor<1x96xf32> into tensor<1x96x1xf32> loc("backward.features.5.conv.4")
    %t3689 = tensor.expand_shape %t3688 [[0], [1], [2, 3]] output_shape [1, 96, 1, 1] : tensor<1x96x1xf32> into tensor<1x96x1x1xf32> loc("backward.features.5.conv.4")
    %t3690 = tensor.empty() : tensor<2x96x4x4xf32> loc("backward.features.5.conv.4")
    %t3695 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1728, %t3624 : tensor<2x96x4x4xf32>, tensor<1x96x1x1xf32>) outs(%t3690 : tensor<2x96x4x4xf32>) {
    ^bb0(%in3691: f32, %in3692: f32, %out3693: f32):
      %s3694 = arith.subf %in3691, %in3692 : f32
      linalg.yield %s3694 : f32
    } -> tensor<2x96x4x4xf32> loc("backward.features.5.conv.4")
    %t3696 = tensor.empty() : tensor<2x96x4x4xf32> loc("backward.features.5.conv.4")
    %t3701 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3695, %t3680 : tensor<2x96x4x4xf32>, tensor<1x96x1x1xf32>) outs(%t3696 : tensor<2x96x4x4xf32>) {
    ^bb0(%in3697: f32, %in3698: f32, %out3699: f32):
      %s3700 = arith.mulf %in3697, %in3698 : f32
      linalg.yield %s3700 : f32
    } -> tensor<2x96x4x4xf32> loc("backward.features.5.conv.4")
    %t3702 = tensor.empty() : tensor<2x96x4x4xf32> loc("backward.features.5.conv.4")
    %t3707 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3621, %t3701 : tensor<2x96x4x4xf32>, tensor<2x96x4x4xf32>) outs(%t3702 : tensor<2x96x4x4xf32>) {
    ^bb0(%in3703: f32, %in3704: f32, %out3705: f32):
      %s3706 = arith.subf %in3703, %in3704 : f32
      linalg.yield %s3706 : f32
    } -> tensor<2x96x4x4xf32> loc("backward.features.5.conv.4")
    %t3708 = tensor.empty() : tensor<2x96x4x4xf32> loc("backward.features.5.conv.4")
    %t3713 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3707, %t3659 : tensor<2x96x4x4xf32>, tensor<1x96x1x1xf32>) outs(%t3708 : tensor<2x96x4x4xf32>) {
    ^bb0(%in3709: f32, %in3710: f32, %out3711: f32):
      %s3712 = arith.subf %in3709, %in3710 : f32
      linalg.yield %s3712 : f32
    } -> tensor<2x96x4x4xf32> loc("backward.features.5.conv.4")
    %t3714 = tensor.empty() : tensor<2x96x4x4xf32> loc("backward.features.5.conv.4")
    %t3719 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3713, %t3689 : tensor<2x96x4x4xf32>, tensor<1x96x1x1xf32>) outs(%t3714 : tensor<2x96x4x4xf32>) {
    ^bb0(%in3715: f32, %in3716: f32, %out3717: f32):
      %s3718 = arith.mulf %in3715, %in3716 : f32
      linalg.yield %s3718 : f32
    } -> tensor<2x96x4x4xf32> loc("backward.features.5.conv.4")
    %t3720 = tensor.empty() : tensor<96xf32> loc("backward.features.5.conv.4")
    %t3725 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t3650, %t1802 : tensor<96xf32>, tensor<96xf32>) outs(%t3720 : tensor<96xf32>) {
    ^bb0(%in3721: f32, %in3722: f32, %out3723: f32):
      %s3724 = arith.mulf %in3721, %in3722 : f32
      linalg.yield %s3724 : f32
    } -> tensor<96xf32> loc("backward.features.5.conv.4")
    %t3726 = tensor.expand_shape %t3719 [[0], [1], [2, 3], [4]] output_shape [2, 96, 1, 4, 4] : tensor<2x96x4x4xf32> into tensor<2x96x1x4x4xf32> loc("backward.features.5.conv.3")
    %t3727 = tensor.empty() : tensor<2x96x8x8xf32> loc("backward.features.5.conv.3")
    %c3728 = arith.constant 0.000000000e+00 : f32 loc("backward.features.5.conv.3")
    %t3729 = linalg.fill ins(%c3728 : f32) outs(%t3727 : tensor<2x96x8x8xf32>) -> tensor<2x96x8x8xf32> loc("backward.features.5.conv.3")
    %t3730 = tensor.insert_slice %t3719 into %t3729[0, 0, 2, 2] [2, 96, 4, 4] [1, 1, 1, 1] : tensor<2x96x4x4xf32> into tensor<2x96x8x8xf32> loc("backward.features.5.conv.3")
    %t3731 = tensor.expand_shape %t3730 [[0], [1], [2, 3], [4]] output_shape [2, 96, 1, 8, 8] : tensor<2x96x8x8xf32> into tensor<2x96x1x8x8xf32> loc("backward.features.5.conv.3")
    %t3732 = tensor.expand_shape %primals_43 [[0], [1], [2, 3], [4]] output_shape [96, 1, 1, 3, 3] : tensor<96x1x3x3xf32> into tensor<96x1x1x3x3xf32> loc("backward.features.5.conv.3")
    %t3733 = tensor.empty() : tensor<96x1x1x3x3xf32> loc("backward.features.5.conv.3")
    %t3736 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, -d3 + 2, -d4 + 2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%t3732 : tensor<96x1x1x3x3xf32>) outs(%t3733 : tensor<96x1x1x3x3xf32>) {
    ^bb0(%in3734: f32, %out3735: f32):
      linalg.yield %in3734 : f32
    } -> tensor<96x1x1x3x3xf32> loc("backward.features.5.conv.3")
    %t3737 = tensor.empty() : tensor<2x96x1x6x6xf32> loc("backward.features.5.conv.3")
    %c3738 = arith.constant 0.000000000e+00 : f32 loc("backward.features.5.conv.3")
    %t3739 = linalg.fill ins(%c3738 : f32) outs(%t3737 : tensor<2x96x1x6x6xf32>) -> tensor<2x96x1x6x6xf32> loc("backward.features.5.conv.3")
    %t3745 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 * 1 + d6 * 1, d4 * 1 + d7 * 1)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%t3731, %t3736 : tensor<2x96x1x8x8xf32>, tensor<96x1x1x3x3xf32>) outs(%t3739 : tensor<2x96x1x6x6xf32>) {
    ^bb0(%in3740: f32, %in3741: f32, %out3742: f32):
      %s3743 = arith.mulf %in3740, %in3741 : f32
      %s3744 = arith.addf %out3742, %s3743 : f32
      linalg.yield %s3744 : f32
    } -> tensor<2x96x1x6x6xf32> loc("backward.features.5.conv.3")
    %t3746 = tensor.collapse_shape %t3745 [[0], [1], [2, 3], [4]] : tensor<2x96x1x6x6xf32> into tensor<2x96x6x6xf32> loc("backward.features.5.conv.3")
    %t3747 = tensor.extract_slice %t3746[0, 0, 1, 1] [2, 96, 4, 4] [1, 1, 1, 1] : tensor<2x96x6x6xf32> to tensor<2x96x4x4xf32> loc("backward.features.5.conv.3")
    %t3748 = tensor.empty() : tensor<2x96x6x6xf32> loc("backward.features.5.conv.3")
    %c3749 = arith.constant 0.000000000e+00 : f32 loc("backward.features.5.conv.3")
    %t3750 = linalg.fill ins(%c3749 : f32) outs(%t3748 : tensor<2x96x6x6xf32>) -> tensor<2x96x6x6xf32> loc("backward.features.5.conv.3")
    %t3751 = tensor.insert_slice %t1712 into %t3750[0, 0, 1, 1] [2, 96, 4, 4] [1, 1, 1, 1] : tensor<2x96x4x4xf32> into tensor<2x96x6x6xf32> loc("backward.features.5.conv.3")
    %t3752 = tensor.expand_shape %t3751 [[0], [1], [2, 3], [4]] output_shape [2, 96, 1, 6, 6] : tensor<2x96x6x6xf32> into tensor<2x96x1x6x6xf32> loc("backward.features.5.conv.3")
    %t3753 = tensor.empty() : tensor<96x1x1x3x3xf32> loc("backward.features.5.conv.3")
    %c3754 = arith.constant 0.000000000e+00 : f32 loc("backward.features.5.conv.3")
    %t3755 = linalg.fill ins(%c3754 : f32) outs(%t3753 : tensor<96x1x1x3x3xf32>) -> tensor<96x1x1x3x3xf32> loc("backward.features.5.conv.3")
    %t3761 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d5, d0, d1, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d5, d0, d2, d6 * 1 + d3 * 1, d7 * 1 + d4 * 1)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%t3726, %t3752 : tensor<2x96x1x4x4xf32>, tensor<2x96x1x6x6xf32>) outs(%t3755 : tensor<96x1x1x3x3xf32>) {
    ^bb0(%in3756: f32, %in3757: f32, %out3758: f32):
      %s3759 = arith.mulf %in3756, %in3757 : f32
      %s3760 = arith.addf %out3758, %s3759 : f32
      linalg.yield %s3760 : f32
    } -> tensor<96x1x1x3x3xf32> loc("backward.features.5.conv.3")
    %t3762 = tensor.collapse_shape %t3761 [[0], [1], [2, 3], [4]] : tensor<96x1x1x3x3xf32> into tensor<96x1x3x3xf32> loc("backward.features.5.conv.3")
    %t3763 = tensor.empty() : tensor<2x96x4x4xi1> loc("backward.le_4")
    %t3768 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1668 : tensor<2x96x4x4xf32>) outs(%t3763 : tensor<2x96x4x4xi1>) {
    ^bb0(%in3764: f32, %out3765: i1):
      %s3766 = arith.constant 0.000000000e+00 : f32
      %s3767 = arith.cmpf ole, %in3764, %s3766 : f32
      linalg.yield %s3767 : i1
    } -> tensor<2x96x4x4xi1> loc("backward.le_4")
    %t3769 = tensor.empty() : tensor<2x96x4x4xi1> loc("backward.ge_4")
    %t3774 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1668 : tensor<2x96x4x4xf32>) outs(%t3769 : tensor<2x96x4x4xi1>) {
    ^bb0(%in3770: f32, %out3771: i1):
      %s3772 = arith.constant 6.000000000e+00 : f32
      %s3773 = arith.cmpf oge, %in3770, %s3772 : f32
      linalg.yield %s3773 : i1
    } -> tensor<2x96x4x4xi1> loc("backward.ge_4")
    %t3775 = tensor.empty() : tensor<2x96x4x4xi1> loc("backward.bitwise_or_4")
    %t3780 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3768, %t3774 : tensor<2x96x4x4xi1>, tensor<2x96x4x4xi1>) outs(%t3775 : tensor<2x96x4x4xi1>) {
    ^bb0(%in3776: i1, %in3777: i1, %out3778: i1):
      %s3779 = arith.ori %in3776, %in3777 : i1
      linalg.yield %s3779 : i1
    } -> tensor<2x96x4x4xi1> loc("backward.bitwise_or_4")
    %cst3781 = arith.constant dense<0.000000000e+00> : tensor<f32> loc("backward.where_10")
    %t3782 = tensor.empty() : tensor<2x96x4x4xf32> loc("backward.where_10")
    %t3788 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3780, %cst3781, %t3747 : tensor<2x96x4x4xi1>, tensor<f32>, tensor<2x96x4x4xf32>) outs(%t3782 : tensor<2x96x4x4xf32>) {
    ^bb0(%in3783: i1, %in3784: f32, %in3785: f32, %out3786: f32):
      %s3787 = arith.select %in3783, %in3784, %in3785 : f32
      linalg.yield %s3787 : f32
    } -> tensor<2x96x4x4xf32> loc("backward.where_10")
    %t3789 = tensor.expand_shape %t1669 [[0, 1]] output_shape [1, 96] : tensor<96xf32> into tensor<1x96xf32> loc("backward.features.5.conv.1")
    %t3790 = tensor.expand_shape %t3789 [[0], [1, 2]] output_shape [1, 96, 1] : tensor<1x96xf32> into tensor<1x96x1xf32> loc("backward.features.5.conv.1")
    %t3791 = tensor.expand_shape %t3790 [[0], [1], [2, 3]] output_shape [1, 96, 1, 1] : tensor<1x96x1xf32> into tensor<1x96x1x1xf32> loc("backward.features.5.conv.1")
    %t3792 = tensor.empty() : tensor<96xf32> loc("backward.features.5.conv.1")
    %c3793 = arith.constant 0.000000000e+00 : f32 loc("backward.features.5.conv.1")
    %t3794 = linalg.fill ins(%c3793 : f32) outs(%t3792 : tensor<96xf32>) -> tensor<96xf32> loc("backward.features.5.conv.1")
    %t3798 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t3788 : tensor<2x96x4x4xf32>) outs(%t3794 : tensor<96xf32>) {
    ^bb0(%in3795: f32, %out3796: f32):
      %s3797 = arith.addf %out3796, %in3795 : f32
      linalg.yield %s3797 : f32
    } -> tensor<96xf32> loc("backward.features.5.conv.1")
    %t3799 = tensor.empty() : tensor<2x96x4x4xf32> loc("backward.features.5.conv.1")
    %t3804 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1596, %t3791 : tensor<2x96x4x4xf32>, tensor<1x96x1x1xf32>) outs(%t3799 : tensor<2x96x4x4xf32>) {
    ^bb0(%in3800: f32, %in3801: f32, %out3802: f32):
      %s3803 = arith.subf %in3800, %in3801 : f32
      linalg.yield %s3803 : f32
    } -> tensor<2x96x4x4xf32> loc("backward.features.5.conv.1")
    %t3805 = tensor.empty() : tensor<2x96x4x4xf32> loc("backward.features.5.conv.1")
    %t3810 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3788, %t3804 : tensor<2x96x4x4xf32>, tensor<2x96x4x4xf32>) outs(%t3805 : tensor<2x96x4x4xf32>) {
    ^bb0(%in3806: f32, %in3807: f32, %out3808: f32):
      %s3809 = arith.mulf %in3806, %in3807 : f32
      linalg.yield %s3809 : f32
    } -> tensor<2x96x4x4xf32> loc("backward.features.5.conv.1")
    %t3811 = tensor.empty() : tensor<96xf32> loc("backward.features.5.conv.1")
    %c3812 = arith.constant 0.000000000e+00 : f32 loc("backward.features.5.conv.1")
    %t3813 = linalg.fill ins(%c3812 : f32) outs(%t3811 : tensor<96xf32>) -> tensor<96xf32> loc("backward.features.5.conv.1")
    %t3817 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t3810 : tensor<2x96x4x4xf32>) outs(%t3813 : tensor<96xf32>) {
    ^bb0(%in3814: f32, %out3815: f32):
      %s3816 = arith.addf %out3815, %in3814 : f32
      linalg.yield %s3816 : f32
    } -> tensor<96xf32> loc("backward.features.5.conv.1")
    %t3818 = tensor.empty() : tensor<96xf32> loc("backward.features.5.conv.1")
    %t3823 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t3798 : tensor<96xf32>) outs(%t3818 : tensor<96xf32>) {
    ^bb0(%in3819: f32, %out3820: f32):
      %s3821 = arith.constant 3.125000000e-02 : f32
      %s3822 = arith.mulf %in3819, %s3821 : f32
      linalg.yield %s3822 : f32
    } -> tensor<96xf32> loc("backward.features.5.conv.1")
    %t3824 = tensor.expand_shape %t3823 [[0, 1]] output_shape [1, 96] : tensor<96xf32> into tensor<1x96xf32> loc("backward.features.5.conv.1")
    %t3825 = tensor.expand_shape %t3824 [[0], [1, 2]] output_shape [1, 96, 1] : tensor<1x96xf32> into tensor<1x96x1xf32> loc("backward.features.5.conv.1")
    %t3826 = tensor.expand_shape %t3825 [[0], [1], [2, 3]] output_shape [1, 96, 1, 1] : tensor<1x96x1xf32> into tensor<1x96x1x1xf32> loc("backward.features.5.conv.1")
    %t3827 = tensor.empty() : tensor<96xf32> loc("backward.features.5.conv.1")
    %t3832 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t3817 : tensor<96xf32>) outs(%t3827 : tensor<96xf32>) {
    ^bb0(%in3828: f32, %out3829: f32):
      %s3830 = arith.constant 3.125000000e-02 : f32
      %s3831 = arith.mulf %in3828, %s3830 : f32
      linalg.yield %s3831 : f32
    } -> tensor<96xf32> loc("backward.features.5.conv.1")
    %t3833 = tensor.empty() : tensor<96xf32> loc("backward.features.5.conv.1")
    %t3838 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1670, %t1670 : tensor<96xf32>, tensor<96xf32>) outs(%t3833 : tensor<96xf32>) {
    ^bb0(%in3834: f32, %in3835: f32, %out3836: f32):
      %s3837 = arith.mulf %in3834, %in3835 : f32
      linalg.yield %s3837 : f32
    } -> tensor<96xf32> loc("backward.features.5.conv.1")
    %t3839 = tensor.empty() : tensor<96xf32> loc("backward.features.5.conv.1")
    %t3844 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t3832, %t3838 : tensor<96xf32>, tensor<96xf32>) outs(%t3839 : tensor<96xf32>) {
    ^bb0(%in3840: f32, %in3841: f32, %out3842: f32):
      %s3843 = arith.mulf %in3840, %in3841 : f32
      linalg.yield %s3843 : f32
    } -> tensor<96xf32> loc("backward.features.5.conv.1")
    %t3845 = tensor.expand_shape %t3844 [[0, 1]] output_shape [1, 96] : tensor<96xf32> into tensor<1x96xf32> loc("backward.features.5.conv.1")
    %t3846 = tensor.expand_shape %t3845 [[0], [1, 2]] output_shape [1, 96, 1] : tensor<1x96xf32> into tensor<1x96x1xf32> loc("backward.features.5.conv.1")
    %t3847 = tensor.expand_shape %t3846 [[0], [1], [2, 3]] output_shape [1, 96, 1, 1] : tensor<1x96x1xf32> into tensor<1x96x1x1xf32> loc("backward.features.5.conv.1")
    %t3848 = tensor.empty() : tensor<96xf32> loc("backward.features.5.conv.1")
    %t3853 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1670, %primals_41 : tensor<96xf32>, tensor<96xf32>) outs(%t3848 : tensor<96xf32>) {
    ^bb0(%in3849: f32, %in3850: f32, %out3851: f32):
      %s3852 = arith.mulf %in3849, %in3850 : f32
      linalg.yield %s3852 : f32
    } -> tensor<96xf32> loc("backward.features.5.conv.1")
    %t3854 = tensor.expand_shape %t3853 [[0, 1]] output_shape [1, 96] : tensor<96xf32> into tensor<1x96xf32> loc("backward.features.5.conv.1")
    %t3855 = tensor.expand_shape %t3854 [[0], [1, 2]] output_shape [1, 96, 1] : tensor<1x96xf32> into tensor<1x96x1xf32> loc("backward.features.5.conv.1")
    %t3856 = tensor.expand_shape %t3855 [[0], [1], [2, 3]] output_shape [1, 96, 1, 1] : tensor<1x96x1xf32> into tensor<1x96x1x1xf32> loc("backward.features.5.conv.1")
    %t3857 = tensor.empty() : tensor<2x96x4x4xf32> loc("backward.features.5.conv.1")
    %t3862 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1596, %t3791 : tensor<2x96x4x4xf32>, tensor<1x96x1x1xf32>) outs(%t3857 : tensor<2x96x4x4xf32>) {
    ^bb0(%in3858: f32, %in3859: f32, %out3860: f32):
      %s3861 = arith.subf %in3858, %in3859 : f32
      linalg.yield %s3861 : f32
    } -> tensor<2x96x4x4xf32> loc("backward.features.5.conv.1")
    %t3863 = tensor.empty() : tensor<2x96x4x4xf32> loc("backward.features.5.conv.1")
    %t3868 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3862, %t3847 : tensor<2x96x4x4xf32>, tensor<1x96x1x1xf32>) outs(%t3863 : tensor<2x96x4x4xf32>) {
    ^bb0(%in3864: f32, %in3865: f32, %out3866: f32):
      %s3867 = arith.mulf %in3864, %in3865 : f32
      linalg.yield %s3867 : f32
    } -> tensor<2x96x4x4xf32> loc("backward.features.5.conv.1")
    %t3869 = tensor.empty() : tensor<2x96x4x4xf32> loc("backward.features.5.conv.1")
    %t3874 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3788, %t3868 : tensor<2x96x4x4xf32>, tensor<2x96x4x4xf32>) outs(%t3869 : tensor<2x96x4x4xf32>) {
    ^bb0(%in3870: f32, %in3871: f32, %out3872: f32):
      %s3873 = arith.subf %in3870, %in3871 : f32
      linalg.yield %s3873 : f32
    } -> tensor<2x96x4x4xf32> loc("backward.features.5.conv.1")
    %t3875 = tensor.empty() : tensor<2x96x4x4xf32> loc("backward.features.5.conv.1")
    %t3880 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3874, %t3826 : tensor<2x96x4x4xf32>, tensor<1x96x1x1xf32>) outs(%t3875 : tensor<2x96x4x4xf32>) {
    ^bb0(%in3876: f32, %in3877: f32, %out3878: f32):
      %s3879 = arith.subf %in3876, %in3877 : f32
      linalg.yield %s3879 : f32
    } -> tensor<2x96x4x4xf32> loc("backward.features.5.conv.1")
    %t3881 = tensor.empty() : tensor<2x96x4x4xf32> loc("backward.features.5.conv.1")
    %t3886 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3880, %t3856 : tensor<2x96x4x4xf32>, tensor<1x96x1x1xf32>) outs(%t3881 : tensor<2x96x4x4xf32>) {
    ^bb0(%in3882: f32, %in3883: f32, %out3884: f32):
      %s3885 = arith.mulf %in3882, %in3883 : f32
      linalg.yield %s3885 : f32
    } -> tensor<2x96x4x4xf32> loc("backward.features.5.conv.1")
    %t3887 = tensor.empty() : tensor<96xf32> loc("backward.features.5.conv.1")
    %t3892 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t3817, %t1670 : tensor<96xf32>, tensor<96xf32>) outs(%t3887 : tensor<96xf32>) {
    ^bb0(%in3888: f32, %in3889: f32, %out3890: f32):
      %s3891 = arith.mulf %in3888, %in3889 : f32
      linalg.yield %s3891 : f32
    } -> tensor<96xf32> loc("backward.features.5.conv.1")
    %t3893 = tensor.empty() : tensor<16x96x1x1xf32> loc("backward.features.5.conv.0")
    %t3896 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d0, -d2 + 0, -d3 + 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%primals_40 : tensor<96x16x1x1xf32>) outs(%t3893 : tensor<16x96x1x1xf32>) {
    ^bb0(%in3894: f32, %out3895: f32):
      linalg.yield %in3894 : f32
    } -> tensor<16x96x1x1xf32> loc("backward.features.5.conv.0")
    %t3897 = tensor.empty() : tensor<2x16x4x4xf32> loc("backward.features.5.conv.0")
    %c3898 = arith.constant 0.000000000e+00 : f32 loc("backward.features.5.conv.0")
    %t3899 = linalg.fill ins(%c3898 : f32) outs(%t3897 : tensor<2x16x4x4xf32>) -> tensor<2x16x4x4xf32> loc("backward.features.5.conv.0")
    %t3900 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%t3886, %t3896 : tensor<2x96x4x4xf32>, tensor<16x96x1x1xf32>) outs(%t3899 : tensor<2x16x4x4xf32>) -> tensor<2x16x4x4xf32> loc("backward.features.5.conv.0")
    %t3901 = tensor.empty() : tensor<96x16x1x1xf32> loc("backward.features.5.conv.0")
    %c3902 = arith.constant 0.000000000e+00 : f32 loc("backward.features.5.conv.0")
    %t3903 = linalg.fill ins(%c3902 : f32) outs(%t3901 : tensor<96x16x1x1xf32>) -> tensor<96x16x1x1xf32> loc("backward.features.5.conv.0")
    %t3909 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d0, d5, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d1, d5 * 1 + d2 * 1, d6 * 1 + d3 * 1)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%t3886, %t1556 : tensor<2x96x4x4xf32>, tensor<2x16x4x4xf32>) outs(%t3903 : tensor<96x16x1x1xf32>) {
    ^bb0(%in3904: f32, %in3905: f32, %out3906: f32):
      %s3907 = arith.mulf %in3904, %in3905 : f32
      %s3908 = arith.addf %out3906, %s3907 : f32
      linalg.yield %s3908 : f32
    } -> tensor<96x16x1x1xf32> loc("backward.features.5.conv.0")
    %t3910 = tensor.empty() : tensor<2x16x4x4xf32> loc("backward.add_25")
    %t3915 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3465, %t3900 : tensor<2x16x4x4xf32>, tensor<2x16x4x4xf32>) outs(%t3910 : tensor<2x16x4x4xf32>) {
    ^bb0(%in3911: f32, %in3912: f32, %out3913: f32):
      %s3914 = arith.addf %in3911, %in3912 : f32
      linalg.yield %s3914 : f32
    } -> tensor<2x16x4x4xf32> loc("backward.add_25")
    %t3916 = tensor.expand_shape %t1557 [[0, 1]] output_shape [1, 16] : tensor<16xf32> into tensor<1x16xf32> loc("backward.features.4.conv.7")
    %t3917 = tensor.expand_shape %t3916 [[0], [1, 2]] output_shape [1, 16, 1] : tensor<1x16xf32> into tensor<1x16x1xf32> loc("backward.features.4.conv.7")
    %t3918 = tensor.expand_shape %t3917 [[0], [1], [2, 3]] output_shape [1, 16, 1, 1] : tensor<1x16x1xf32> into tensor<1x16x1x1xf32> loc("backward.features.4.conv.7")
    %t3919 = tensor.empty() : tensor<16xf32> loc("backward.features.4.conv.7")
    %c3920 = arith.constant 0.000000000e+00 : f32 loc("backward.features.4.conv.7")
    %t3921 = linalg.fill ins(%c3920 : f32) outs(%t3919 : tensor<16xf32>) -> tensor<16xf32> loc("backward.features.4.conv.7")
    %t3925 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t3915 : tensor<2x16x4x4xf32>) outs(%t3921 : tensor<16xf32>) {
    ^bb0(%in3922: f32, %out3923: f32):
      %s3924 = arith.addf %out3923, %in3922 : f32
      linalg.yield %s3924 : f32
    } -> tensor<16xf32> loc("backward.features.4.conv.7")
    %t3926 = tensor.empty() : tensor<2x16x4x4xf32> loc("backward.features.4.conv.7")
    %t3931 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1484, %t3918 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%t3926 : tensor<2x16x4x4xf32>) {
    ^bb0(%in3927: f32, %in3928: f32, %out3929: f32):
      %s3930 = arith.subf %in3927, %in3928 : f32
      linalg.yield %s3930 : f32
    } -> tensor<2x16x4x4xf32> loc("backward.features.4.conv.7")
    %t3932 = tensor.empty() : tensor<2x16x4x4xf32> loc("backward.features.4.conv.7")
    %t3937 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3915, %t3931 : tensor<2x16x4x4xf32>, tensor<2x16x4x4xf32>) outs(%t3932 : tensor<2x16x4x4xf32>) {
    ^bb0(%in3933: f32, %in3934: f32, %out3935: f32):
      %s3936 = arith.mulf %in3933, %in3934 : f32
      linalg.yield %s3936 : f32
    } -> tensor<2x16x4x4xf32> loc("backward.features.4.conv.7")
    %t3938 = tensor.empty() : tensor<16xf32> loc("backward.features.4.conv.7")
    %c3939 = arith.constant 0.000000000e+00 : f32 loc("backward.features.4.conv.7")
    %t3940 = linalg.fill ins(%c3939 : f32) outs(%t3938 : tensor<16xf32>) -> tensor<16xf32> loc("backward.features.4.conv.7")
    %t3944 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t3937 : tensor<2x16x4x4xf32>) outs(%t3940 : tensor<16xf32>) {
    ^bb0(%in3941: f32, %out3942: f32):
      %s3943 = arith.addf %out3942, %in3941 : f32
      linalg.yield %s3943 : f32
    } -> tensor<16xf32> loc("backward.features.4.conv.7")
    %t3945 = tensor.empty() : tensor<16xf32> loc("backward.features.4.conv.7")
    %t3950 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t3925 : tensor<16xf32>) outs(%t3945 : tensor<16xf32>) {
    ^bb0(%in3946: f32, %out3947: f32):
      %s3948 = arith.constant 3.125000000e-02 : f32
      %s3949 = arith.mulf %in3946, %s3948 : f32
      linalg.yield %s3949 : f32
    } -> tensor<16xf32> loc("backward.features.4.conv.7")
    %t3951 = tensor.expand_shape %t3950 [[0, 1]] output_shape [1, 16] : tensor<16xf32> into tensor<1x16xf32> loc("backward.features.4.conv.7")
    %t3952 = tensor.expand_shape %t3951 [[0], [1, 2]] output_shape [1, 16, 1] : tensor<1x16xf32> into tensor<1x16x1xf32> loc("backward.features.4.conv.7")
    %t3953 = tensor.expand_shape %t3952 [[0], [1], [2, 3]] output_shape [1, 16, 1, 1] : tensor<1x16x1xf32> into tensor<1x16x1x1xf32> loc("backward.features.4.conv.7")
    %t3954 = tensor.empty() : tensor<16xf32> loc("backward.features.4.conv.7")
    %t3959 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t3944 : tensor<16xf32>) outs(%t3954 : tensor<16xf32>) {
    ^bb0(%in3955: f32, %out3956: f32):
      %s3957 = arith.constant 3.125000000e-02 : f32
      %s3958 = arith.mulf %in3955, %s3957 : f32
      linalg.yield %s3958 : f32
    } -> tensor<16xf32> loc("backward.features.4.conv.7")
    %t3960 = tensor.empty() : tensor<16xf32> loc("backward.features.4.conv.7")
    %t3965 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1558, %t1558 : tensor<16xf32>, tensor<16xf32>) outs(%t3960 : tensor<16xf32>) {
    ^bb0(%in3961: f32, %in3962: f32, %out3963: f32):
      %s3964 = arith.mulf %in3961, %in3962 : f32
      linalg.yield %s3964 : f32
    } -> tensor<16xf32> loc("backward.features.4.conv.7")
    %t3966 = tensor.empty() : tensor<16xf32> loc("backward.features.4.conv.7")
    %t3971 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t3959, %t3965 : tensor<16xf32>, tensor<16xf32>) outs(%t3966 : tensor<16xf32>) {
    ^bb0(%in3967: f32, %in3968: f32, %out3969: f32):
      %s3970 = arith.mulf %in3967, %in3968 : f32
      linalg.yield %s3970 : f32
    } -> tensor<16xf32> loc("backward.features.4.conv.7")
    %t3972 = tensor.expand_shape %t3971 [[0, 1]] output_shape [1, 16] : tensor<16xf32> into tensor<1x16xf32> loc("backward.features.4.conv.7")
    %t3973 = tensor.expand_shape %t3972 [[0], [1, 2]] output_shape [1, 16, 1] : tensor<1x16xf32> into tensor<1x16x1xf32> loc("backward.features.4.conv.7")
    %t3974 = tensor.expand_shape %t3973 [[0], [1], [2, 3]] output_shape [1, 16, 1, 1] : tensor<1x16x1xf32> into tensor<1x16x1x1xf32> loc("backward.features.4.conv.7")
    %t3975 = tensor.empty() : tensor<16xf32> loc("backward.features.4.conv.7")
    %t3980 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1558, %primals_38 : tensor<16xf32>, tensor<16xf32>) outs(%t3975 : tensor<16xf32>) {
    ^bb0(%in3976: f32, %in3977: f32, %out3978: f32):
      %s3979 = arith.mulf %in3976, %in3977 : f32
      linalg.yield %s3979 : f32
    } -> tensor<16xf32> loc("backward.features.4.conv.7")
    %t3981 = tensor.expand_shape %t3980 [[0, 1]] output_shape [1, 16] : tensor<16xf32> into tensor<1x16xf32> loc("backward.features.4.conv.7")
    %t3982 = tensor.expand_shape %t3981 [[0], [1, 2]] output_shape [1, 16, 1] : tensor<1x16xf32> into tensor<1x16x1xf32> loc("backward.features.4.conv.7")
    %t3983 = tensor.expand_shape %t3982 [[0], [1], [2, 3]] output_shape [1, 16, 1, 1] : tensor<1x16x1xf32> into tensor<1x16x1x1xf32> loc("backward.features.4.conv.7")
    %t3984 = tensor.empty() : tensor<2x16x4x4xf32> loc("backward.features.4.conv.7")
    %t3989 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1484, %t3918 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%t3984 : tensor<2x16x4x4xf32>) {
    ^bb0(%in3985: f32, %in3986: f32, %out3987: f32):
      %s3988 = arith.subf %in3985, %in3986 : f32
      linalg.yield %s3988 : f32
    } -> tensor<2x16x4x4xf32> loc("backward.features.4.conv.7")
    %t3990 = tensor.empty() : tensor<2x16x4x4xf32> loc("backward.features.4.conv.7")
    %t3995 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3989, %t3974 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%t3990 : tensor<2x16x4x4xf32>) {
    ^bb0(%in3991: f32, %in3992: f32, %out3993: f32):
      %s3994 = arith.mulf %in3991, %in3992 : f32
      linalg.yield %s3994 : f32
    } -> tensor<2x16x4x4xf32> loc("backward.features.4.conv.7")
    %t3996 = tensor.empty() : tensor<2x16x4x4xf32> loc("backward.features.4.conv.7")
    %t4001 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t3915, %t3995 : tensor<2x16x4x4xf32>, tensor<2x16x4x4xf32>) outs(%t3996 : tensor<2x16x4x4xf32>) {
    ^bb0(%in3997: f32, %in3998: f32, %out3999: f32):
      %s4000 = arith.subf %in3997, %in3998 : f32
      linalg.yield %s4000 : f32
    } -> tensor<2x16x4x4xf32> loc("backward.features.4.conv.7")
    %t4002 = tensor.empty() : tensor<2x16x4x4xf32> loc("backward.features.4.conv.7")
    %t4007 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4001, %t3953 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%t4002 : tensor<2x16x4x4xf32>) {
    ^bb0(%in4003: f32, %in4004: f32, %out4005: f32):
      %s4006 = arith.subf %in4003, %in4004 : f32
      linalg.yield %s4006 : f32
    } -> tensor<2x16x4x4xf32> loc("backward.features.4.conv.7")
    %t4008 = tensor.empty() : tensor<2x16x4x4xf32> loc("backward.features.4.conv.7")
    %t4013 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4007, %t3983 : tensor<2x16x4x4xf32>, tensor<1x16x1x1xf32>) outs(%t4008 : tensor<2x16x4x4xf32>) {
    ^bb0(%in4009: f32, %in4010: f32, %out4011: f32):
      %s4012 = arith.mulf %in4009, %in4010 : f32
      linalg.yield %s4012 : f32
    } -> tensor<2x16x4x4xf32> loc("backward.features.4.conv.7")
    %t4014 = tensor.empty() : tensor<16xf32> loc("backward.features.4.conv.7")
    %t4019 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t3944, %t1558 : tensor<16xf32>, tensor<16xf32>) outs(%t4014 : tensor<16xf32>) {
    ^bb0(%in4015: f32, %in4016: f32, %out4017: f32):
      %s4018 = arith.mulf %in4015, %in4016 : f32
      linalg.yield %s4018 : f32
    } -> tensor<16xf32> loc("backward.features.4.conv.7")
    %t4020 = tensor.empty() : tensor<48x16x1x1xf32> loc("backward.features.4.conv.6")
    %t4023 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d0, -d2 + 0, -d3 + 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%primals_37 : tensor<16x48x1x1xf32>) outs(%t4020 : tensor<48x16x1x1xf32>) {
    ^bb0(%in4021: f32, %out4022: f32):
      linalg.yield %in4021 : f32
    } -> tensor<48x16x1x1xf32> loc("backward.features.4.conv.6")
    %t4024 = tensor.empty() : tensor<2x48x4x4xf32> loc("backward.features.4.conv.6")
    %c4025 = arith.constant 0.000000000e+00 : f32 loc("backward.features.4.conv.6")
    %t4026 = linalg.fill ins(%c4025 : f32) outs(%t4024 : tensor<2x48x4x4xf32>) -> tensor<2x48x4x4xf32> loc("backward.features.4.conv.6")
    %t4027 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%t4013, %t4023 : tensor<2x16x4x4xf32>, tensor<48x16x1x1xf32>) outs(%t4026 : tensor<2x48x4x4xf32>) -> tensor<2x48x4x4xf32> loc("backward.features.4.conv.6")
    %t4028 = tensor.empty() : tensor<16x48x1x1xf32> loc("backward.features.4.conv.6")
    %c4029 = arith.constant 0.000000000e+00 : f32 loc("backward.features.4.conv.6")
    %t4030 = linalg.fill ins(%c4029 : f32) outs(%t4028 : tensor<16x48x1x1xf32>) -> tensor<16x48x1x1xf32> loc("backward.features.4.conv.6")
    %t4036 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d0, d5, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d1, d5 * 1 + d2 * 1, d6 * 1 + d3 * 1)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%t4013, %t1480 : tensor<2x16x4x4xf32>, tensor<2x48x4x4xf32>) outs(%t4030 : tensor<16x48x1x1xf32>) {
    ^bb0(%in4031: f32, %in4032: f32, %out4033: f32):
      %s4034 = arith.mulf %in4031, %in4032 : f32
      %s4035 = arith.addf %out4033, %s4034 : f32
      linalg.yield %s4035 : f32
    } -> tensor<16x48x1x1xf32> loc("backward.features.4.conv.6")
    %t4037 = tensor.empty() : tensor<2x48x4x4xi1> loc("backward.le_5")
    %t4042 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1436 : tensor<2x48x4x4xf32>) outs(%t4037 : tensor<2x48x4x4xi1>) {
    ^bb0(%in4038: f32, %out4039: i1):
      %s4040 = arith.constant 0.000000000e+00 : f32
      %s4041 = arith.cmpf ole, %in4038, %s4040 : f32
      linalg.yield %s4041 : i1
    } -> tensor<2x48x4x4xi1> loc("backward.le_5")
    %t4043 = tensor.empty() : tensor<2x48x4x4xi1> loc("backward.ge_5")
    %t4048 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1436 : tensor<2x48x4x4xf32>) outs(%t4043 : tensor<2x48x4x4xi1>) {
    ^bb0(%in4044: f32, %out4045: i1):
      %s4046 = arith.constant 6.000000000e+00 : f32
      %s4047 = arith.cmpf oge, %in4044, %s4046 : f32
      linalg.yield %s4047 : i1
    } -> tensor<2x48x4x4xi1> loc("backward.ge_5")
    %t4049 = tensor.empty() : tensor<2x48x4x4xi1> loc("backward.bitwise_or_5")
    %t4054 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4042, %t4048 : tensor<2x48x4x4xi1>, tensor<2x48x4x4xi1>) outs(%t4049 : tensor<2x48x4x4xi1>) {
    ^bb0(%in4050: i1, %in4051: i1, %out4052: i1):
      %s4053 = arith.ori %in4050, %in4051 : i1
      linalg.yield %s4053 : i1
    } -> tensor<2x48x4x4xi1> loc("backward.bitwise_or_5")
    %cst4055 = arith.constant dense<0.000000000e+00> : tensor<f32> loc("backward.where_11")
    %t4056 = tensor.empty() : tensor<2x48x4x4xf32> loc("backward.where_11")
    %t4062 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4054, %cst4055, %t4027 : tensor<2x48x4x4xi1>, tensor<f32>, tensor<2x48x4x4xf32>) outs(%t4056 : tensor<2x48x4x4xf32>) {
    ^bb0(%in4057: i1, %in4058: f32, %in4059: f32, %out4060: f32):
      %s4061 = arith.select %in4057, %in4058, %in4059 : f32
      linalg.yield %s4061 : f32
    } -> tensor<2x48x4x4xf32> loc("backward.where_11")
    %t4063 = tensor.expand_shape %t1437 [[0, 1]] output_shape [1, 48] : tensor<48xf32> into tensor<1x48xf32> loc("backward.features.4.conv.4")
    %t4064 = tensor.expand_shape %t4063 [[0], [1, 2]] output_shape [1, 48, 1] : tensor<1x48xf32> into tensor<1x48x1xf32> loc("backward.features.4.conv.4")
    %t4065 = tensor.expand_shape %t4064 [[0], [1], [2, 3]] output_shape [1, 48, 1, 1] : tensor<1x48x1xf32> into tensor<1x48x1x1xf32> loc("backward.features.4.conv.4")
    %t4066 = tensor.empty() : tensor<48xf32> loc("backward.features.4.conv.4")
    %c4067 = arith.constant 0.000000000e+00 : f32 loc("backward.features.4.conv.4")
    %t4068 = linalg.fill ins(%c4067 : f32) outs(%t4066 : tensor<48xf32>) -> tensor<48xf32> loc("backward.features.4.conv.4")
    %t4072 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t4062 : tensor<2x48x4x4xf32>) outs(%t4068 : tensor<48xf32>) {
    ^bb0(%in4069: f32, %out4070: f32):
      %s4071 = arith.addf %out4070, %in4069 : f32
      linalg.yield %s4071 : f32
    } -> tensor<48xf32> loc("backward.features.4.conv.4")
    %t4073 = tensor.empty() : tensor<2x48x4x4xf32> loc("backward.features.4.conv.4")
    %t4078 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1364, %t4065 : tensor<2x48x4x4xf32>, tensor<1x48x1x1xf32>) outs(%t4073 : tensor<2x48x4x4xf32>) {
    ^bb0(%in4074: f32, %in4075: f32, %out4076: f32):
      %s4077 = arith.subf %in4074, %in4075 : f32
      linalg.yield %s4077 : f32
    } -> tensor<2x48x4x4xf32> loc("backward.features.4.conv.4")
    %t4079 = tensor.empty() : tensor<2x48x4x4xf32> loc("backward.features.4.conv.4")
    %t4084 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4062, %t4078 : tensor<2x48x4x4xf32>, tensor<2x48x4x4xf32>) outs(%t4079 : tensor<2x48x4x4xf32>) {
    ^bb0(%in4080: f32, %in4081: f32, %out4082: f32):
      %s4083 = arith.mulf %in4080, %in4081 : f32
      linalg.yield %s4083 : f32
    } -> tensor<2x48x4x4xf32> loc("backward.features.4.conv.4")
    %t4085 = tensor.empty() : tensor<48xf32> loc("backward.features.4.conv.4")
    %c4086 = arith.constant 0.000000000e+00 : f32 loc("backward.features.4.conv.4")
    %t4087 = linalg.fill ins(%c4086 : f32) outs(%t4085 : tensor<48xf32>) -> tensor<48xf32> loc("backward.features.4.conv.4")
    %t4091 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t4084 : tensor<2x48x4x4xf32>) outs(%t4087 : tensor<48xf32>) {
    ^bb0(%in4088: f32, %out4089: f32):
      %s4090 = arith.addf %out4089, %in4088 : f32
      linalg.yield %s4090 : f32
    } -> tensor<48xf32> loc("backward.features.4.conv.4")
    %t4092 = tensor.empty() : tensor<48xf32> loc("backward.features.4.conv.4")
    %t4097 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t4072 : tensor<48xf32>) outs(%t4092 : tensor<48xf32>) {
    ^bb0(%in4093: f32, %out4094: f32):
      %s4095 = arith.constant 3.125000000e-02 : f32
      %s4096 = arith.mulf %in4093, %s4095 : f32
      linalg.yield %s4096 : f32
    } -> tensor<48xf32> loc("backward.features.4.conv.4")
    %t4098 = tensor.expand_shape %t4097 [[0, 1]] output_shape [1, 48] : tensor<48xf32> into tensor<1x48xf32> loc("backward.features.4.conv.4")
    %t4099 = tensor.expand_shape %t4098 [[0], [1, 2]] output_shape [1, 48, 1] : tensor<1x48xf32> into tensor<1x48x1xf32> loc("backward.features.4.conv.4")
    %t4100 = tensor.expand_shape %t4099 [[0], [1], [2, 3]] output_shape [1, 48, 1, 1] : tensor<1x48x1xf32> into tensor<1x48x1x1xf32> loc("backward.features.4.conv.4")
    %t4101 = tensor.empty() : tensor<48xf32> loc("backward.features.4.conv.4")
    %t4106 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t4091 : tensor<48xf32>) outs(%t4101 : tensor<48xf32>) {
    ^bb0(%in4102: f32, %out4103: f32):
      %s4104 = arith.constant 3.125000000e-02 : f32
      %s4105 = arith.mulf %in4102, %s4104 : f32
      linalg.yield %s4105 : f32
    } -> tensor<48xf32> loc("backward.features.4.conv.4")
    %t4107 = tensor.empty() : tensor<48xf32> loc("backward.features.4.conv.4")
    %t4112 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1438, %t1438 : tensor<48xf32>, tensor<48xf32>) outs(%t4107 : tensor<48xf32>) {
    ^bb0(%in4108: f32, %in4109: f32, %out4110: f32):
      %s4111 = arith.mulf %in4108, %in4109 : f32
      linalg.yield %s4111 : f32
    } -> tensor<48xf32> loc("backward.features.4.conv.4")
    %t4113 = tensor.empty() : tensor<48xf32> loc("backward.features.4.conv.4")
    %t4118 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t4106, %t4112 : tensor<48xf32>, tensor<48xf32>) outs(%t4113 : tensor<48xf32>) {
    ^bb0(%in4114: f32, %in4115: f32, %out4116: f32):
      %s4117 = arith.mulf %in4114, %in4115 : f32
      linalg.yield %s4117 : f32
    } -> tensor<48xf32> loc("backward.features.4.conv.4")
    %t4119 = tensor.expand_shape %t4118 [[0, 1]] output_shape [1, 48] : tensor<48xf32> into tensor<1x48xf32> loc("backward.features.4.conv.4")
    %t4120 = tensor.expand_shape %t4119 [[0], [1, 2]] output_shape [1, 48, 1] : tensor<1x48xf32> into tensor<1x48x1xf32> loc("backward.features.4.conv.4")
    %t4121 = tensor.expand_shape %t4120 [[0], [1], [2, 3]] output_shape [1, 48, 1, 1] : tensor<1x48x1xf32> into tensor<1x48x1x1xf32> loc("backward.features.4.conv.4")
    %t4122 = tensor.empty() : tensor<48xf32> loc("backward.features.4.conv.4")
    %t4127 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1438, %primals_35 : tensor<48xf32>, tensor<48xf32>) outs(%t4122 : tensor<48xf32>) {
    ^bb0(%in4123: f32, %in4124: f32, %out4125: f32):
      %s4126 = arith.mulf %in4123, %in4124 : f32
      linalg.yield %s4126 : f32
    } -> tensor<48xf32> loc("backward.features.4.conv.4")
    %t4128 = tensor.expand_shape %t4127 [[0, 1]] output_shape [1, 48] : tensor<48xf32> into tensor<1x48xf32> loc("backward.features.4.conv.4")
    %t4129 = tensor.expand_shape %t4128 [[0], [1, 2]] output_shape [1, 48, 1] : tensor<1x48xf32> into tensor<1x48x1xf32> loc("backward.features.4.conv.4")
    %t4130 = tensor.expand_shape %t4129 [[0], [1], [2, 3]] output_shape [1, 48, 1, 1] : tensor<1x48x1xf32> into tensor<1x48x1x1xf32> loc("backward.features.4.conv.4")
    %t4131 = tensor.empty() : tensor<2x48x4x4xf32> loc("backward.features.4.conv.4")
    %t4136 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1364, %t4065 : tensor<2x48x4x4xf32>, tensor<1x48x1x1xf32>) outs(%t4131 : tensor<2x48x4x4xf32>) {
    ^bb0(%in4132: f32, %in4133: f32, %out4134: f32):
      %s4135 = arith.subf %in4132, %in4133 : f32
      linalg.yield %s4135 : f32
    } -> tensor<2x48x4x4xf32> loc("backward.features.4.conv.4")
    %t4137 = tensor.empty() : tensor<2x48x4x4xf32> loc("backward.features.4.conv.4")
    %t4142 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4136, %t4121 : tensor<2x48x4x4xf32>, tensor<1x48x1x1xf32>) outs(%t4137 : tensor<2x48x4x4xf32>) {
    ^bb0(%in4138: f32, %in4139: f32, %out4140: f32):
      %s4141 = arith.mulf %in4138, %in4139 : f32
      linalg.yield %s4141 : f32
    } -> tensor<2x48x4x4xf32> loc("backward.features.4.conv.4")
    %t4143 = tensor.empty() : tensor<2x48x4x4xf32> loc("backward.features.4.conv.4")
    %t4148 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4062, %t4142 : tensor<2x48x4x4xf32>, tensor<2x48x4x4xf32>) outs(%t4143 : tensor<2x48x4x4xf32>) {
    ^bb0(%in4144: f32, %in4145: f32, %out4146: f32):
      %s4147 = arith.subf %in4144, %in4145 : f32
      linalg.yield %s4147 : f32
    } -> tensor<2x48x4x4xf32> loc("backward.features.4.conv.4")
    %t4149 = tensor.empty() : tensor<2x48x4x4xf32> loc("backward.features.4.conv.4")
    %t4154 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4148, %t4100 : tensor<2x48x4x4xf32>, tensor<1x48x1x1xf32>) outs(%t4149 : tensor<2x48x4x4xf32>) {
    ^bb0(%in4150: f32, %in4151: f32, %out4152: f32):
      %s4153 = arith.subf %in4150, %in4151 : f32
      linalg.yield %s4153 : f32
    } -> tensor<2x48x4x4xf32> loc("backward.features.4.conv.4")
    %t4155 = tensor.empty() : tensor<2x48x4x4xf32> loc("backward.features.4.conv.4")
    %t4160 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4154, %t4130 : tensor<2x48x4x4xf32>, tensor<1x48x1x1xf32>) outs(%t4155 : tensor<2x48x4x4xf32>) {
    ^bb0(%in4156: f32, %in4157: f32, %out4158: f32):
      %s4159 = arith.mulf %in4156, %in4157 : f32
      linalg.yield %s4159 : f32
    } -> tensor<2x48x4x4xf32> loc("backward.features.4.conv.4")
    %t4161 = tensor.empty() : tensor<48xf32> loc("backward.features.4.conv.4")
    %t4166 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t4091, %t1438 : tensor<48xf32>, tensor<48xf32>) outs(%t4161 : tensor<48xf32>) {
    ^bb0(%in4162: f32, %in4163: f32, %out4164: f32):
      %s4165 = arith.mulf %in4162, %in4163 : f32
      linalg.yield %s4165 : f32
    } -> tensor<48xf32> loc("backward.features.4.conv.4")
    %t4167 = tensor.expand_shape %t4160 [[0], [1], [2, 3], [4]] output_shape [2, 48, 1, 4, 4] : tensor<2x48x4x4xf32> into tensor<2x48x1x4x4xf32> loc("backward.features.4.conv.3")
    %t4168 = tensor.empty() : tensor<2x48x7x7xf32> loc("backward.features.4.conv.3")
    %c4169 = arith.constant 0.000000000e+00 : f32 loc("backward.features.4.conv.3")
    %t4170 = linalg.fill ins(%c4169 : f32) outs(%t4168 : tensor<2x48x7x7xf32>) -> tensor<2x48x7x7xf32> loc("backward.features.4.conv.3")
    %t4171 = tensor.insert_slice %t4160 into %t4170[0, 0, 0, 0] [2, 48, 4, 4] [1, 1, 2, 2] : tensor<2x48x4x4xf32> into tensor<2x48x7x7xf32> loc("backward.features.4.conv.3")
    %t4172 = tensor.empty() : tensor<2x48x12x12xf32> loc("backward.features.4.conv.3")
    %c4173 = arith.constant 0.000000000e+00 : f32 loc("backward.features.4.conv.3")
    %t4174 = linalg.fill ins(%c4173 : f32) outs(%t4172 : tensor<2x48x12x12xf32>) -> tensor<2x48x12x12xf32> loc("backward.features.4.conv.3")
    %t4175 = tensor.insert_slice %t4171 into %t4174[0, 0, 2, 2] [2, 48, 7, 7] [1, 1, 1, 1] : tensor<2x48x7x7xf32> into tensor<2x48x12x12xf32> loc("backward.features.4.conv.3")
    %t4176 = tensor.expand_shape %t4175 [[0], [1], [2, 3], [4]] output_shape [2, 48, 1, 12, 12] : tensor<2x48x12x12xf32> into tensor<2x48x1x12x12xf32> loc("backward.features.4.conv.3")
    %t4177 = tensor.expand_shape %primals_34 [[0], [1], [2, 3], [4]] output_shape [48, 1, 1, 3, 3] : tensor<48x1x3x3xf32> into tensor<48x1x1x3x3xf32> loc("backward.features.4.conv.3")
    %t4178 = tensor.empty() : tensor<48x1x1x3x3xf32> loc("backward.features.4.conv.3")
    %t4181 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, -d3 + 2, -d4 + 2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%t4177 : tensor<48x1x1x3x3xf32>) outs(%t4178 : tensor<48x1x1x3x3xf32>) {
    ^bb0(%in4179: f32, %out4180: f32):
      linalg.yield %in4179 : f32
    } -> tensor<48x1x1x3x3xf32> loc("backward.features.4.conv.3")
    %t4182 = tensor.empty() : tensor<2x48x1x10x10xf32> loc("backward.features.4.conv.3")
    %c4183 = arith.constant 0.000000000e+00 : f32 loc("backward.features.4.conv.3")
    %t4184 = linalg.fill ins(%c4183 : f32) outs(%t4182 : tensor<2x48x1x10x10xf32>) -> tensor<2x48x1x10x10xf32> loc("backward.features.4.conv.3")
    %t4190 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 * 1 + d6 * 1, d4 * 1 + d7 * 1)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%t4176, %t4181 : tensor<2x48x1x12x12xf32>, tensor<48x1x1x3x3xf32>) outs(%t4184 : tensor<2x48x1x10x10xf32>) {
    ^bb0(%in4185: f32, %in4186: f32, %out4187: f32):
      %s4188 = arith.mulf %in4185, %in4186 : f32
      %s4189 = arith.addf %out4187, %s4188 : f32
      linalg.yield %s4189 : f32
    } -> tensor<2x48x1x10x10xf32> loc("backward.features.4.conv.3")
    %t4191 = tensor.collapse_shape %t4190 [[0], [1], [2, 3], [4]] : tensor<2x48x1x10x10xf32> into tensor<2x48x10x10xf32> loc("backward.features.4.conv.3")
    %t4192 = tensor.extract_slice %t4191[0, 0, 1, 1] [2, 48, 8, 8] [1, 1, 1, 1] : tensor<2x48x10x10xf32> to tensor<2x48x8x8xf32> loc("backward.features.4.conv.3")
    %t4193 = tensor.empty() : tensor<2x48x10x10xf32> loc("backward.features.4.conv.3")
    %c4194 = arith.constant 0.000000000e+00 : f32 loc("backward.features.4.conv.3")
    %t4195 = linalg.fill ins(%c4194 : f32) outs(%t4193 : tensor<2x48x10x10xf32>) -> tensor<2x48x10x10xf32> loc("backward.features.4.conv.3")
    %t4196 = tensor.insert_slice %t1348 into %t4195[0, 0, 1, 1] [2, 48, 8, 8] [1, 1, 1, 1] : tensor<2x48x8x8xf32> into tensor<2x48x10x10xf32> loc("backward.features.4.conv.3")
    %t4197 = tensor.expand_shape %t4196 [[0], [1], [2, 3], [4]] output_shape [2, 48, 1, 10, 10] : tensor<2x48x10x10xf32> into tensor<2x48x1x10x10xf32> loc("backward.features.4.conv.3")
    %t4198 = tensor.empty() : tensor<48x1x1x3x3xf32> loc("backward.features.4.conv.3")
    %c4199 = arith.constant 0.000000000e+00 : f32 loc("backward.features.4.conv.3")
    %t4200 = linalg.fill ins(%c4199 : f32) outs(%t4198 : tensor<48x1x1x3x3xf32>) -> tensor<48x1x1x3x3xf32> loc("backward.features.4.conv.3")
    %t4206 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d5, d0, d1, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d5, d0, d2, d6 * 2 + d3 * 1, d7 * 2 + d4 * 1)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%t4167, %t4197 : tensor<2x48x1x4x4xf32>, tensor<2x48x1x10x10xf32>) outs(%t4200 : tensor<48x1x1x3x3xf32>) {
    ^bb0(%in4201: f32, %in4202: f32, %out4203: f32):
      %s4204 = arith.mulf %in4201, %in4202 : f32
      %s4205 = arith.addf %out4203, %s4204 : f32
      linalg.yield %s4205 : f32
    } -> tensor<48x1x1x3x3xf32> loc("backward.features.4.conv.3")
    %t4207 = tensor.collapse_shape %t4206 [[0], [1], [2, 3], [4]] : tensor<48x1x1x3x3xf32> into tensor<48x1x3x3xf32> loc("backward.features.4.conv.3")
    %t4208 = tensor.empty() : tensor<2x48x8x8xi1> loc("backward.le_6")
    %t4213 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1304 : tensor<2x48x8x8xf32>) outs(%t4208 : tensor<2x48x8x8xi1>) {
    ^bb0(%in4209: f32, %out4210: i1):
      %s4211 = arith.constant 0.000000000e+00 : f32
      %s4212 = arith.cmpf ole, %in4209, %s4211 : f32
      linalg.yield %s4212 : i1
    } -> tensor<2x48x8x8xi1> loc("backward.le_6")
    %t4214 = tensor.empty() : tensor<2x48x8x8xi1> loc("backward.ge_6")
    %t4219 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1304 : tensor<2x48x8x8xf32>) outs(%t4214 : tensor<2x48x8x8xi1>) {
    ^bb0(%in4215: f32, %out4216: i1):
      %s4217 = arith.constant 6.000000000e+00 : f32
      %s4218 = arith.cmpf oge, %in4215, %s4217 : f32
      linalg.yield %s4218 : i1
    } -> tensor<2x48x8x8xi1> loc("backward.ge_6")
    %t4220 = tensor.empty() : tensor<2x48x8x8xi1> loc("backward.bitwise_or_6")
    %t4225 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4213, %t4219 : tensor<2x48x8x8xi1>, tensor<2x48x8x8xi1>) outs(%t4220 : tensor<2x48x8x8xi1>) {
    ^bb0(%in4221: i1, %in4222: i1, %out4223: i1):
      %s4224 = arith.ori %in4221, %in4222 : i1
      linalg.yield %s4224 : i1
    } -> tensor<2x48x8x8xi1> loc("backward.bitwise_or_6")
    %cst4226 = arith.constant dense<0.000000000e+00> : tensor<f32> loc("backward.where_12")
    %t4227 = tensor.empty() : tensor<2x48x8x8xf32> loc("backward.where_12")
    %t4233 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4225, %cst4226, %t4192 : tensor<2x48x8x8xi1>, tensor<f32>, tensor<2x48x8x8xf32>) outs(%t4227 : tensor<2x48x8x8xf32>) {
    ^bb0(%in4228: i1, %in4229: f32, %in4230: f32, %out4231: f32):
      %s4232 = arith.select %in4228, %in4229, %in4230 : f32
      linalg.yield %s4232 : f32
    } -> tensor<2x48x8x8xf32> loc("backward.where_12")
    %t4234 = tensor.expand_shape %t1305 [[0, 1]] output_shape [1, 48] : tensor<48xf32> into tensor<1x48xf32> loc("backward.features.4.conv.1")
    %t4235 = tensor.expand_shape %t4234 [[0], [1, 2]] output_shape [1, 48, 1] : tensor<1x48xf32> into tensor<1x48x1xf32> loc("backward.features.4.conv.1")
    %t4236 = tensor.expand_shape %t4235 [[0], [1], [2, 3]] output_shape [1, 48, 1, 1] : tensor<1x48x1xf32> into tensor<1x48x1x1xf32> loc("backward.features.4.conv.1")
    %t4237 = tensor.empty() : tensor<48xf32> loc("backward.features.4.conv.1")
    %c4238 = arith.constant 0.000000000e+00 : f32 loc("backward.features.4.conv.1")
    %t4239 = linalg.fill ins(%c4238 : f32) outs(%t4237 : tensor<48xf32>) -> tensor<48xf32> loc("backward.features.4.conv.1")
    %t4243 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t4233 : tensor<2x48x8x8xf32>) outs(%t4239 : tensor<48xf32>) {
    ^bb0(%in4240: f32, %out4241: f32):
      %s4242 = arith.addf %out4241, %in4240 : f32
      linalg.yield %s4242 : f32
    } -> tensor<48xf32> loc("backward.features.4.conv.1")
    %t4244 = tensor.empty() : tensor<2x48x8x8xf32> loc("backward.features.4.conv.1")
    %t4249 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1232, %t4236 : tensor<2x48x8x8xf32>, tensor<1x48x1x1xf32>) outs(%t4244 : tensor<2x48x8x8xf32>) {
    ^bb0(%in4245: f32, %in4246: f32, %out4247: f32):
      %s4248 = arith.subf %in4245, %in4246 : f32
      linalg.yield %s4248 : f32
    } -> tensor<2x48x8x8xf32> loc("backward.features.4.conv.1")
    %t4250 = tensor.empty() : tensor<2x48x8x8xf32> loc("backward.features.4.conv.1")
    %t4255 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4233, %t4249 : tensor<2x48x8x8xf32>, tensor<2x48x8x8xf32>) outs(%t4250 : tensor<2x48x8x8xf32>) {
    ^bb0(%in4251: f32, %in4252: f32, %out4253: f32):
      %s4254 = arith.mulf %in4251, %in4252 : f32
      linalg.yield %s4254 : f32
    } -> tensor<2x48x8x8xf32> loc("backward.features.4.conv.1")
    %t4256 = tensor.empty() : tensor<48xf32> loc("backward.features.4.conv.1")
    %c4257 = arith.constant 0.000000000e+00 : f32 loc("backward.features.4.conv.1")
    %t4258 = linalg.fill ins(%c4257 : f32) outs(%t4256 : tensor<48xf32>) -> tensor<48xf32> loc("backward.features.4.conv.1")
    %t4262 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t4255 : tensor<2x48x8x8xf32>) outs(%t4258 : tensor<48xf32>) {
    ^bb0(%in4259: f32, %out4260: f32):
      %s4261 = arith.addf %out4260, %in4259 : f32
      linalg.yield %s4261 : f32
    } -> tensor<48xf32> loc("backward.features.4.conv.1")
    %t4263 = tensor.empty() : tensor<48xf32> loc("backward.features.4.conv.1")
    %t4268 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t4243 : tensor<48xf32>) outs(%t4263 : tensor<48xf32>) {
    ^bb0(%in4264: f32, %out4265: f32):
      %s4266 = arith.constant 7.812500000e-03 : f32
      %s4267 = arith.mulf %in4264, %s4266 : f32
      linalg.yield %s4267 : f32
    } -> tensor<48xf32> loc("backward.features.4.conv.1")
    %t4269 = tensor.expand_shape %t4268 [[0, 1]] output_shape [1, 48] : tensor<48xf32> into tensor<1x48xf32> loc("backward.features.4.conv.1")
    %t4270 = tensor.expand_shape %t4269 [[0], [1, 2]] output_shape [1, 48, 1] : tensor<1x48xf32> into tensor<1x48x1xf32> loc("backward.features.4.conv.1")
    %t4271 = tensor.expand_shape %t4270 [[0], [1], [2, 3]] output_shape [1, 48, 1, 1] : tensor<1x48x1xf32> into tensor<1x48x1x1xf32> loc("backward.features.4.conv.1")
    %t4272 = tensor.empty() : tensor<48xf32> loc("backward.features.4.conv.1")
    %t4277 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t4262 : tensor<48xf32>) outs(%t4272 : tensor<48xf32>) {
    ^bb0(%in4273: f32, %out4274: f32):
      %s4275 = arith.constant 7.812500000e-03 : f32
      %s4276 = arith.mulf %in4273, %s4275 : f32
      linalg.yield %s4276 : f32
    } -> tensor<48xf32> loc("backward.features.4.conv.1")
    %t4278 = tensor.empty() : tensor<48xf32> loc("backward.features.4.conv.1")
    %t4283 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1306, %t1306 : tensor<48xf32>, tensor<48xf32>) outs(%t4278 : tensor<48xf32>) {
    ^bb0(%in4279: f32, %in4280: f32, %out4281: f32):
      %s4282 = arith.mulf %in4279, %in4280 : f32
      linalg.yield %s4282 : f32
    } -> tensor<48xf32> loc("backward.features.4.conv.1")
    %t4284 = tensor.empty() : tensor<48xf32> loc("backward.features.4.conv.1")
    %t4289 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t4277, %t4283 : tensor<48xf32>, tensor<48xf32>) outs(%t4284 : tensor<48xf32>) {
    ^bb0(%in4285: f32, %in4286: f32, %out4287: f32):
      %s4288 = arith.mulf %in4285, %in4286 : f32
      linalg.yield %s4288 : f32
    } -> tensor<48xf32> loc("backward.features.4.conv.1")
    %t4290 = tensor.expand_shape %t4289 [[0, 1]] output_shape [1, 48] : tensor<48xf32> into tensor<1x48xf32> loc("backward.features.4.conv.1")
    %t4291 = tensor.expand_shape %t4290 [[0], [1, 2]] output_shape [1, 48, 1] : tensor<1x48xf32> into tensor<1x48x1xf32> loc("backward.features.4.conv.1")
    %t4292 = tensor.expand_shape %t4291 [[0], [1], [2, 3]] output_shape [1, 48, 1, 1] : tensor<1x48x1xf32> into tensor<1x48x1x1xf32> loc("backward.features.4.conv.1")
    %t4293 = tensor.empty() : tensor<48xf32> loc("backward.features.4.conv.1")
    %t4298 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1306, %primals_32 : tensor<48xf32>, tensor<48xf32>) outs(%t4293 : tensor<48xf32>) {
    ^bb0(%in4294: f32, %in4295: f32, %out4296: f32):
      %s4297 = arith.mulf %in4294, %in4295 : f32
      linalg.yield %s4297 : f32
    } -> tensor<48xf32> loc("backward.features.4.conv.1")
    %t4299 = tensor.expand_shape %t4298 [[0, 1]] output_shape [1, 48] : tensor<48xf32> into tensor<1x48xf32> loc("backward.features.4.conv.1")
    %t4300 = tensor.expand_shape %t4299 [[0], [1, 2]] output_shape [1, 48, 1] : tensor<1x48xf32> into tensor<1x48x1xf32> loc("backward.features.4.conv.1")
    %t4301 = tensor.expand_shape %t4300 [[0], [1], [2, 3]] output_shape [1, 48, 1, 1] : tensor<1x48x1xf32> into tensor<1x48x1x1xf32> loc("backward.features.4.conv.1")
    %t4302 = tensor.empty() : tensor<2x48x8x8xf32> loc("backward.features.4.conv.1")
    %t4307 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1232, %t4236 : tensor<2x48x8x8xf32>, tensor<1x48x1x1xf32>) outs(%t4302 : tensor<2x48x8x8xf32>) {
    ^bb0(%in4303: f32, %in4304: f32, %out4305: f32):
      %s4306 = arith.subf %in4303, %in4304 : f32
      linalg.yield %s4306 : f32
    } -> tensor<2x48x8x8xf32> loc("backward.features.4.conv.1")
    %t4308 = tensor.empty() : tensor<2x48x8x8xf32> loc("backward.features.4.conv.1")
    %t4313 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4307, %t4292 : tensor<2x48x8x8xf32>, tensor<1x48x1x1xf32>) outs(%t4308 : tensor<2x48x8x8xf32>) {
    ^bb0(%in4309: f32, %in4310: f32, %out4311: f32):
      %s4312 = arith.mulf %in4309, %in4310 : f32
      linalg.yield %s4312 : f32
    } -> tensor<2x48x8x8xf32> loc("backward.features.4.conv.1")
    %t4314 = tensor.empty() : tensor<2x48x8x8xf32> loc("backward.features.4.conv.1")
    %t4319 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4233, %t4313 : tensor<2x48x8x8xf32>, tensor<2x48x8x8xf32>) outs(%t4314 : tensor<2x48x8x8xf32>) {
    ^bb0(%in4315: f32, %in4316: f32, %out4317: f32):
      %s4318 = arith.subf %in4315, %in4316 : f32
      linalg.yield %s4318 : f32
    } -> tensor<2x48x8x8xf32> loc("backward.features.4.conv.1")
    %t4320 = tensor.empty() : tensor<2x48x8x8xf32> loc("backward.features.4.conv.1")
    %t4325 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4319, %t4271 : tensor<2x48x8x8xf32>, tensor<1x48x1x1xf32>) outs(%t4320 : tensor<2x48x8x8xf32>) {
    ^bb0(%in4321: f32, %in4322: f32, %out4323: f32):
      %s4324 = arith.subf %in4321, %in4322 : f32
      linalg.yield %s4324 : f32
    } -> tensor<2x48x8x8xf32> loc("backward.features.4.conv.1")
    %t4326 = tensor.empty() : tensor<2x48x8x8xf32> loc("backward.features.4.conv.1")
    %t4331 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4325, %t4301 : tensor<2x48x8x8xf32>, tensor<1x48x1x1xf32>) outs(%t4326 : tensor<2x48x8x8xf32>) {
    ^bb0(%in4327: f32, %in4328: f32, %out4329: f32):
      %s4330 = arith.mulf %in4327, %in4328 : f32
      linalg.yield %s4330 : f32
    } -> tensor<2x48x8x8xf32> loc("backward.features.4.conv.1")
    %t4332 = tensor.empty() : tensor<48xf32> loc("backward.features.4.conv.1")
    %t4337 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t4262, %t1306 : tensor<48xf32>, tensor<48xf32>) outs(%t4332 : tensor<48xf32>) {
    ^bb0(%in4333: f32, %in4334: f32, %out4335: f32):
      %s4336 = arith.mulf %in4333, %in4334 : f32
      linalg.yield %s4336 : f32
    } -> tensor<48xf32> loc("backward.features.4.conv.1")
    %t4338 = tensor.empty() : tensor<8x48x1x1xf32> loc("backward.features.4.conv.0")
    %t4341 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d0, -d2 + 0, -d3 + 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%primals_31 : tensor<48x8x1x1xf32>) outs(%t4338 : tensor<8x48x1x1xf32>) {
    ^bb0(%in4339: f32, %out4340: f32):
      linalg.yield %in4339 : f32
    } -> tensor<8x48x1x1xf32> loc("backward.features.4.conv.0")
    %t4342 = tensor.empty() : tensor<2x8x8x8xf32> loc("backward.features.4.conv.0")
    %c4343 = arith.constant 0.000000000e+00 : f32 loc("backward.features.4.conv.0")
    %t4344 = linalg.fill ins(%c4343 : f32) outs(%t4342 : tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32> loc("backward.features.4.conv.0")
    %t4345 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%t4331, %t4341 : tensor<2x48x8x8xf32>, tensor<8x48x1x1xf32>) outs(%t4344 : tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32> loc("backward.features.4.conv.0")
    %t4346 = tensor.empty() : tensor<48x8x1x1xf32> loc("backward.features.4.conv.0")
    %c4347 = arith.constant 0.000000000e+00 : f32 loc("backward.features.4.conv.0")
    %t4348 = linalg.fill ins(%c4347 : f32) outs(%t4346 : tensor<48x8x1x1xf32>) -> tensor<48x8x1x1xf32> loc("backward.features.4.conv.0")
    %t4354 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d0, d5, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d1, d5 * 1 + d2 * 1, d6 * 1 + d3 * 1)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%t4331, %t1228 : tensor<2x48x8x8xf32>, tensor<2x8x8x8xf32>) outs(%t4348 : tensor<48x8x1x1xf32>) {
    ^bb0(%in4349: f32, %in4350: f32, %out4351: f32):
      %s4352 = arith.mulf %in4349, %in4350 : f32
      %s4353 = arith.addf %out4351, %s4352 : f32
      linalg.yield %s4353 : f32
    } -> tensor<48x8x1x1xf32> loc("backward.features.4.conv.0")
    %t4355 = tensor.expand_shape %t1187 [[0, 1]] output_shape [1, 8] : tensor<8xf32> into tensor<1x8xf32> loc("backward.features.3.conv.7")
    %t4356 = tensor.expand_shape %t4355 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xf32> into tensor<1x8x1xf32> loc("backward.features.3.conv.7")
    %t4357 = tensor.expand_shape %t4356 [[0], [1], [2, 3]] output_shape [1, 8, 1, 1] : tensor<1x8x1xf32> into tensor<1x8x1x1xf32> loc("backward.features.3.conv.7")
    %t4358 = tensor.empty() : tensor<8xf32> loc("backward.features.3.conv.7")
    %c4359 = arith.constant 0.000000000e+00 : f32 loc("backward.features.3.conv.7")
    %t4360 = linalg.fill ins(%c4359 : f32) outs(%t4358 : tensor<8xf32>) -> tensor<8xf32> loc("backward.features.3.conv.7")
    %t4364 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t4345 : tensor<2x8x8x8xf32>) outs(%t4360 : tensor<8xf32>) {
    ^bb0(%in4361: f32, %out4362: f32):
      %s4363 = arith.addf %out4362, %in4361 : f32
      linalg.yield %s4363 : f32
    } -> tensor<8xf32> loc("backward.features.3.conv.7")
    %t4365 = tensor.empty() : tensor<2x8x8x8xf32> loc("backward.features.3.conv.7")
    %t4370 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1114, %t4357 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%t4365 : tensor<2x8x8x8xf32>) {
    ^bb0(%in4366: f32, %in4367: f32, %out4368: f32):
      %s4369 = arith.subf %in4366, %in4367 : f32
      linalg.yield %s4369 : f32
    } -> tensor<2x8x8x8xf32> loc("backward.features.3.conv.7")
    %t4371 = tensor.empty() : tensor<2x8x8x8xf32> loc("backward.features.3.conv.7")
    %t4376 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4345, %t4370 : tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) outs(%t4371 : tensor<2x8x8x8xf32>) {
    ^bb0(%in4372: f32, %in4373: f32, %out4374: f32):
      %s4375 = arith.mulf %in4372, %in4373 : f32
      linalg.yield %s4375 : f32
    } -> tensor<2x8x8x8xf32> loc("backward.features.3.conv.7")
    %t4377 = tensor.empty() : tensor<8xf32> loc("backward.features.3.conv.7")
    %c4378 = arith.constant 0.000000000e+00 : f32 loc("backward.features.3.conv.7")
    %t4379 = linalg.fill ins(%c4378 : f32) outs(%t4377 : tensor<8xf32>) -> tensor<8xf32> loc("backward.features.3.conv.7")
    %t4383 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t4376 : tensor<2x8x8x8xf32>) outs(%t4379 : tensor<8xf32>) {
    ^bb0(%in4380: f32, %out4381: f32):
      %s4382 = arith.addf %out4381, %in4380 : f32
      linalg.yield %s4382 : f32
    } -> tensor<8xf32> loc("backward.features.3.conv.7")
    %t4384 = tensor.empty() : tensor<8xf32> loc("backward.features.3.conv.7")
    %t4389 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t4364 : tensor<8xf32>) outs(%t4384 : tensor<8xf32>) {
    ^bb0(%in4385: f32, %out4386: f32):
      %s4387 = arith.constant 7.812500000e-03 : f32
      %s4388 = arith.mulf %in4385, %s4387 : f32
      linalg.yield %s4388 : f32
    } -> tensor<8xf32> loc("backward.features.3.conv.7")
    %t4390 = tensor.expand_shape %t4389 [[0, 1]] output_shape [1, 8] : tensor<8xf32> into tensor<1x8xf32> loc("backward.features.3.conv.7")
    %t4391 = tensor.expand_shape %t4390 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xf32> into tensor<1x8x1xf32> loc("backward.features.3.conv.7")
    %t4392 = tensor.expand_shape %t4391 [[0], [1], [2, 3]] output_shape [1, 8, 1, 1] : tensor<1x8x1xf32> into tensor<1x8x1x1xf32> loc("backward.features.3.conv.7")
    %t4393 = tensor.empty() : tensor<8xf32> loc("backward.features.3.conv.7")
    %t4398 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t4383 : tensor<8xf32>) outs(%t4393 : tensor<8xf32>) {
    ^bb0(%in4394: f32, %out4395: f32):
      %s4396 = arith.constant 7.812500000e-03 : f32
      %s4397 = arith.mulf %in4394, %s4396 : f32
      linalg.yield %s4397 : f32
    } -> tensor<8xf32> loc("backward.features.3.conv.7")
    %t4399 = tensor.empty() : tensor<8xf32> loc("backward.features.3.conv.7")
    %t4404 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1188, %t1188 : tensor<8xf32>, tensor<8xf32>) outs(%t4399 : tensor<8xf32>) {
    ^bb0(%in4400: f32, %in4401: f32, %out4402: f32):
      %s4403 = arith.mulf %in4400, %in4401 : f32
      linalg.yield %s4403 : f32
    } -> tensor<8xf32> loc("backward.features.3.conv.7")
    %t4405 = tensor.empty() : tensor<8xf32> loc("backward.features.3.conv.7")
    %t4410 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t4398, %t4404 : tensor<8xf32>, tensor<8xf32>) outs(%t4405 : tensor<8xf32>) {
    ^bb0(%in4406: f32, %in4407: f32, %out4408: f32):
      %s4409 = arith.mulf %in4406, %in4407 : f32
      linalg.yield %s4409 : f32
    } -> tensor<8xf32> loc("backward.features.3.conv.7")
    %t4411 = tensor.expand_shape %t4410 [[0, 1]] output_shape [1, 8] : tensor<8xf32> into tensor<1x8xf32> loc("backward.features.3.conv.7")
    %t4412 = tensor.expand_shape %t4411 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xf32> into tensor<1x8x1xf32> loc("backward.features.3.conv.7")
    %t4413 = tensor.expand_shape %t4412 [[0], [1], [2, 3]] output_shape [1, 8, 1, 1] : tensor<1x8x1xf32> into tensor<1x8x1x1xf32> loc("backward.features.3.conv.7")
    %t4414 = tensor.empty() : tensor<8xf32> loc("backward.features.3.conv.7")
    %t4419 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1188, %primals_29 : tensor<8xf32>, tensor<8xf32>) outs(%t4414 : tensor<8xf32>) {
    ^bb0(%in4415: f32, %in4416: f32, %out4417: f32):
      %s4418 = arith.mulf %in4415, %in4416 : f32
      linalg.yield %s4418 : f32
    } -> tensor<8xf32> loc("backward.features.3.conv.7")
    %t4420 = tensor.expand_shape %t4419 [[0, 1]] output_shape [1, 8] : tensor<8xf32> into tensor<1x8xf32> loc("backward.features.3.conv.7")
    %t4421 = tensor.expand_shape %t4420 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xf32> into tensor<1x8x1xf32> loc("backward.features.3.conv.7")
    %t4422 = tensor.expand_shape %t4421 [[0], [1], [2, 3]] output_shape [1, 8, 1, 1] : tensor<1x8x1xf32> into tensor<1x8x1x1xf32> loc("backward.features.3.conv.7")
    %t4423 = tensor.empty() : tensor<2x8x8x8xf32> loc("backward.features.3.conv.7")
    %t4428 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1114, %t4357 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%t4423 : tensor<2x8x8x8xf32>) {
    ^bb0(%in4424: f32, %in4425: f32, %out4426: f32):
      %s4427 = arith.subf %in4424, %in4425 : f32
      linalg.yield %s4427 : f32
    } -> tensor<2x8x8x8xf32> loc("backward.features.3.conv.7")
    %t4429 = tensor.empty() : tensor<2x8x8x8xf32> loc("backward.features.3.conv.7")
    %t4434 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4428, %t4413 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%t4429 : tensor<2x8x8x8xf32>) {
    ^bb0(%in4430: f32, %in4431: f32, %out4432: f32):
      %s4433 = arith.mulf %in4430, %in4431 : f32
      linalg.yield %s4433 : f32
    } -> tensor<2x8x8x8xf32> loc("backward.features.3.conv.7")
    %t4435 = tensor.empty() : tensor<2x8x8x8xf32> loc("backward.features.3.conv.7")
    %t4440 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4345, %t4434 : tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) outs(%t4435 : tensor<2x8x8x8xf32>) {
    ^bb0(%in4436: f32, %in4437: f32, %out4438: f32):
      %s4439 = arith.subf %in4436, %in4437 : f32
      linalg.yield %s4439 : f32
    } -> tensor<2x8x8x8xf32> loc("backward.features.3.conv.7")
    %t4441 = tensor.empty() : tensor<2x8x8x8xf32> loc("backward.features.3.conv.7")
    %t4446 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4440, %t4392 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%t4441 : tensor<2x8x8x8xf32>) {
    ^bb0(%in4442: f32, %in4443: f32, %out4444: f32):
      %s4445 = arith.subf %in4442, %in4443 : f32
      linalg.yield %s4445 : f32
    } -> tensor<2x8x8x8xf32> loc("backward.features.3.conv.7")
    %t4447 = tensor.empty() : tensor<2x8x8x8xf32> loc("backward.features.3.conv.7")
    %t4452 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4446, %t4422 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%t4447 : tensor<2x8x8x8xf32>) {
    ^bb0(%in4448: f32, %in4449: f32, %out4450: f32):
      %s4451 = arith.mulf %in4448, %in4449 : f32
      linalg.yield %s4451 : f32
    } -> tensor<2x8x8x8xf32> loc("backward.features.3.conv.7")
    %t4453 = tensor.empty() : tensor<8xf32> loc("backward.features.3.conv.7")
    %t4458 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t4383, %t1188 : tensor<8xf32>, tensor<8xf32>) outs(%t4453 : tensor<8xf32>) {
    ^bb0(%in4454: f32, %in4455: f32, %out4456: f32):
      %s4457 = arith.mulf %in4454, %in4455 : f32
      linalg.yield %s4457 : f32
    } -> tensor<8xf32> loc("backward.features.3.conv.7")
    %t4459 = tensor.empty() : tensor<48x8x1x1xf32> loc("backward.features.3.conv.6")
    %t4462 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d0, -d2 + 0, -d3 + 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%primals_28 : tensor<8x48x1x1xf32>) outs(%t4459 : tensor<48x8x1x1xf32>) {
    ^bb0(%in4460: f32, %out4461: f32):
      linalg.yield %in4460 : f32
    } -> tensor<48x8x1x1xf32> loc("backward.features.3.conv.6")
    %t4463 = tensor.empty() : tensor<2x48x8x8xf32> loc("backward.features.3.conv.6")
    %c4464 = arith.constant 0.000000000e+00 : f32 loc("backward.features.3.conv.6")
    %t4465 = linalg.fill ins(%c4464 : f32) outs(%t4463 : tensor<2x48x8x8xf32>) -> tensor<2x48x8x8xf32> loc("backward.features.3.conv.6")
    %t4466 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%t4452, %t4462 : tensor<2x8x8x8xf32>, tensor<48x8x1x1xf32>) outs(%t4465 : tensor<2x48x8x8xf32>) -> tensor<2x48x8x8xf32> loc("backward.features.3.conv.6")
    %t4467 = tensor.empty() : tensor<8x48x1x1xf32> loc("backward.features.3.conv.6")
    %c4468 = arith.constant 0.000000000e+00 : f32 loc("backward.features.3.conv.6")
    %t4469 = linalg.fill ins(%c4468 : f32) outs(%t4467 : tensor<8x48x1x1xf32>) -> tensor<8x48x1x1xf32> loc("backward.features.3.conv.6")
    %t4475 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d0, d5, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d1, d5 * 1 + d2 * 1, d6 * 1 + d3 * 1)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%t4452, %t1110 : tensor<2x8x8x8xf32>, tensor<2x48x8x8xf32>) outs(%t4469 : tensor<8x48x1x1xf32>) {
    ^bb0(%in4470: f32, %in4471: f32, %out4472: f32):
      %s4473 = arith.mulf %in4470, %in4471 : f32
      %s4474 = arith.addf %out4472, %s4473 : f32
      linalg.yield %s4474 : f32
    } -> tensor<8x48x1x1xf32> loc("backward.features.3.conv.6")
    %t4476 = tensor.empty() : tensor<2x48x8x8xi1> loc("backward.le_7")
    %t4481 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1066 : tensor<2x48x8x8xf32>) outs(%t4476 : tensor<2x48x8x8xi1>) {
    ^bb0(%in4477: f32, %out4478: i1):
      %s4479 = arith.constant 0.000000000e+00 : f32
      %s4480 = arith.cmpf ole, %in4477, %s4479 : f32
      linalg.yield %s4480 : i1
    } -> tensor<2x48x8x8xi1> loc("backward.le_7")
    %t4482 = tensor.empty() : tensor<2x48x8x8xi1> loc("backward.ge_7")
    %t4487 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1066 : tensor<2x48x8x8xf32>) outs(%t4482 : tensor<2x48x8x8xi1>) {
    ^bb0(%in4483: f32, %out4484: i1):
      %s4485 = arith.constant 6.000000000e+00 : f32
      %s4486 = arith.cmpf oge, %in4483, %s4485 : f32
      linalg.yield %s4486 : i1
    } -> tensor<2x48x8x8xi1> loc("backward.ge_7")
    %t4488 = tensor.empty() : tensor<2x48x8x8xi1> loc("backward.bitwise_or_7")
    %t4493 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4481, %t4487 : tensor<2x48x8x8xi1>, tensor<2x48x8x8xi1>) outs(%t4488 : tensor<2x48x8x8xi1>) {
    ^bb0(%in4489: i1, %in4490: i1, %out4491: i1):
      %s4492 = arith.ori %in4489, %in4490 : i1
      linalg.yield %s4492 : i1
    } -> tensor<2x48x8x8xi1> loc("backward.bitwise_or_7")
    %cst4494 = arith.constant dense<0.000000000e+00> : tensor<f32> loc("backward.where_13")
    %t4495 = tensor.empty() : tensor<2x48x8x8xf32> loc("backward.where_13")
    %t4501 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4493, %cst4494, %t4466 : tensor<2x48x8x8xi1>, tensor<f32>, tensor<2x48x8x8xf32>) outs(%t4495 : tensor<2x48x8x8xf32>) {
    ^bb0(%in4496: i1, %in4497: f32, %in4498: f32, %out4499: f32):
      %s4500 = arith.select %in4496, %in4497, %in4498 : f32
      linalg.yield %s4500 : f32
    } -> tensor<2x48x8x8xf32> loc("backward.where_13")
    %t4502 = tensor.expand_shape %t1067 [[0, 1]] output_shape [1, 48] : tensor<48xf32> into tensor<1x48xf32> loc("backward.features.3.conv.4")
    %t4503 = tensor.expand_shape %t4502 [[0], [1, 2]] output_shape [1, 48, 1] : tensor<1x48xf32> into tensor<1x48x1xf32> loc("backward.features.3.conv.4")
    %t4504 = tensor.expand_shape %t4503 [[0], [1], [2, 3]] output_shape [1, 48, 1, 1] : tensor<1x48x1xf32> into tensor<1x48x1x1xf32> loc("backward.features.3.conv.4")
    %t4505 = tensor.empty() : tensor<48xf32> loc("backward.features.3.conv.4")
    %c4506 = arith.constant 0.000000000e+00 : f32 loc("backward.features.3.conv.4")
    %t4507 = linalg.fill ins(%c4506 : f32) outs(%t4505 : tensor<48xf32>) -> tensor<48xf32> loc("backward.features.3.conv.4")
    %t4511 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t4501 : tensor<2x48x8x8xf32>) outs(%t4507 : tensor<48xf32>) {
    ^bb0(%in4508: f32, %out4509: f32):
      %s4510 = arith.addf %out4509, %in4508 : f32
      linalg.yield %s4510 : f32
    } -> tensor<48xf32> loc("backward.features.3.conv.4")
    %t4512 = tensor.empty() : tensor<2x48x8x8xf32> loc("backward.features.3.conv.4")
    %t4517 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t994, %t4504 : tensor<2x48x8x8xf32>, tensor<1x48x1x1xf32>) outs(%t4512 : tensor<2x48x8x8xf32>) {
    ^bb0(%in4513: f32, %in4514: f32, %out4515: f32):
      %s4516 = arith.subf %in4513, %in4514 : f32
      linalg.yield %s4516 : f32
    } -> tensor<2x48x8x8xf32> loc("backward.features.3.conv.4")
    %t4518 = tensor.empty() : tensor<2x48x8x8xf32> loc("backward.features.3.conv.4")
    %t4523 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4501, %t4517 : tensor<2x48x8x8xf32>, tensor<2x48x8x8xf32>) outs(%t4518 : tensor<2x48x8x8xf32>) {
    ^bb0(%in4519: f32, %in4520: f32, %out4521: f32):
      %s4522 = arith.mulf %in4519, %in4520 : f32
      linalg.yield %s4522 : f32
    } -> tensor<2x48x8x8xf32> loc("backward.features.3.conv.4")
    %t4524 = tensor.empty() : tensor<48xf32> loc("backward.features.3.conv.4")
    %c4525 = arith.constant 0.000000000e+00 : f32 loc("backward.features.3.conv.4")
    %t4526 = linalg.fill ins(%c4525 : f32) outs(%t4524 : tensor<48xf32>) -> tensor<48xf32> loc("backward.features.3.conv.4")
    %t4530 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t4523 : tensor<2x48x8x8xf32>) outs(%t4526 : tensor<48xf32>) {
    ^bb0(%in4527: f32, %out4528: f32):
      %s4529 = arith.addf %out4528, %in4527 : f32
      linalg.yield %s4529 : f32
    } -> tensor<48xf32> loc("backward.features.3.conv.4")
    %t4531 = tensor.empty() : tensor<48xf32> loc("backward.features.3.conv.4")
    %t4536 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t4511 : tensor<48xf32>) outs(%t4531 : tensor<48xf32>) {
    ^bb0(%in4532: f32, %out4533: f32):
      %s4534 = arith.constant 7.812500000e-03 : f32
      %s4535 = arith.mulf %in4532, %s4534 : f32
      linalg.yield %s4535 : f32
    } -> tensor<48xf32> loc("backward.features.3.conv.4")
    %t4537 = tensor.expand_shape %t4536 [[0, 1]] output_shape [1, 48] : tensor<48xf32> into tensor<1x48xf32> loc("backward.features.3.conv.4")
    %t4538 = tensor.expand_shape %t4537 [[0], [1, 2]] output_shape [1, 48, 1] : tensor<1x48xf32> into tensor<1x48x1xf32> loc("backward.features.3.conv.4")
    %t4539 = tensor.expand_shape %t4538 [[0], [1], [2, 3]] output_shape [1, 48, 1, 1] : tensor<1x48x1xf32> into tensor<1x48x1x1xf32> loc("backward.features.3.conv.4")
    %t4540 = tensor.empty() : tensor<48xf32> loc("backward.features.3.conv.4")
    %t4545 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t4530 : tensor<48xf32>) outs(%t4540 : tensor<48xf32>) {
    ^bb0(%in4541: f32, %out4542: f32):
      %s4543 = arith.constant 7.812500000e-03 : f32
      %s4544 = arith.mulf %in4541, %s4543 : f32
      linalg.yield %s4544 : f32
    } -> tensor<48xf32> loc("backward.features.3.conv.4")
    %t4546 = tensor.empty() : tensor<48xf32> loc("backward.features.3.conv.4")
    %t4551 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1068, %t1068 : tensor<48xf32>, tensor<48xf32>) outs(%t4546 : tensor<48xf32>) {
    ^bb0(%in4547: f32, %in4548: f32, %out4549: f32):
      %s4550 = arith.mulf %in4547, %in4548 : f32
      linalg.yield %s4550 : f32
    } -> tensor<48xf32> loc("backward.features.3.conv.4")
    %t4552 = tensor.empty() : tensor<48xf32> loc("backward.features.3.conv.4")
    %t4557 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t4545, %t4551 : tensor<48xf32>, tensor<48xf32>) outs(%t4552 : tensor<48xf32>) {
    ^bb0(%in4553: f32, %in4554: f32, %out4555: f32):
      %s4556 = arith.mulf %in4553, %in4554 : f32
      linalg.yield %s4556 : f32
    } -> tensor<48xf32> loc("backward.features.3.conv.4")
    %t4558 = tensor.expand_shape %t4557 [[0, 1]] output_shape [1, 48] : tensor<48xf32> into tensor<1x48xf32> loc("backward.features.3.conv.4")
    %t4559 = tensor.expand_shape %t4558 [[0], [1, 2]] output_shape [1, 48, 1] : tensor<1x48xf32> into tensor<1x48x1xf32> loc("backward.features.3.conv.4")
    %t4560 = tensor.expand_shape %t4559 [[0], [1], [2, 3]] output_shape [1, 48, 1, 1] : tensor<1x48x1xf32> into tensor<1x48x1x1xf32> loc("backward.features.3.conv.4")
    %t4561 = tensor.empty() : tensor<48xf32> loc("backward.features.3.conv.4")
    %t4566 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1068, %primals_26 : tensor<48xf32>, tensor<48xf32>) outs(%t4561 : tensor<48xf32>) {
    ^bb0(%in4562: f32, %in4563: f32, %out4564: f32):
      %s4565 = arith.mulf %in4562, %in4563 : f32
      linalg.yield %s4565 : f32
    } -> tensor<48xf32> loc("backward.features.3.conv.4")
    %t4567 = tensor.expand_shape %t4566 [[0, 1]] output_shape [1, 48] : tensor<48xf32> into tensor<1x48xf32> loc("backward.features.3.conv.4")
    %t4568 = tensor.expand_shape %t4567 [[0], [1, 2]] output_shape [1, 48, 1] : tensor<1x48xf32> into tensor<1x48x1xf32> loc("backward.features.3.conv.4")
    %t4569 = tensor.expand_shape %t4568 [[0], [1], [2, 3]] output_shape [1, 48, 1, 1] : tensor<1x48x1xf32> into tensor<1x48x1x1xf32> loc("backward.features.3.conv.4")
    %t4570 = tensor.empty() : tensor<2x48x8x8xf32> loc("backward.features.3.conv.4")
    %t4575 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t994, %t4504 : tensor<2x48x8x8xf32>, tensor<1x48x1x1xf32>) outs(%t4570 : tensor<2x48x8x8xf32>) {
    ^bb0(%in4571: f32, %in4572: f32, %out4573: f32):
      %s4574 = arith.subf %in4571, %in4572 : f32
      linalg.yield %s4574 : f32
    } -> tensor<2x48x8x8xf32> loc("backward.features.3.conv.4")
    %t4576 = tensor.empty() : tensor<2x48x8x8xf32> loc("backward.features.3.conv.4")
    %t4581 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4575, %t4560 : tensor<2x48x8x8xf32>, tensor<1x48x1x1xf32>) outs(%t4576 : tensor<2x48x8x8xf32>) {
    ^bb0(%in4577: f32, %in4578: f32, %out4579: f32):
      %s4580 = arith.mulf %in4577, %in4578 : f32
      linalg.yield %s4580 : f32
    } -> tensor<2x48x8x8xf32> loc("backward.features.3.conv.4")
    %t4582 = tensor.empty() : tensor<2x48x8x8xf32> loc("backward.features.3.conv.4")
    %t4587 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4501, %t4581 : tensor<2x48x8x8xf32>, tensor<2x48x8x8xf32>) outs(%t4582 : tensor<2x48x8x8xf32>) {
    ^bb0(%in4583: f32, %in4584: f32, %out4585: f32):
      %s4586 = arith.subf %in4583, %in4584 : f32
      linalg.yield %s4586 : f32
    } -> tensor<2x48x8x8xf32> loc("backward.features.3.conv.4")
    %t4588 = tensor.empty() : tensor<2x48x8x8xf32> loc("backward.features.3.conv.4")
    %t4593 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4587, %t4539 : tensor<2x48x8x8xf32>, tensor<1x48x1x1xf32>) outs(%t4588 : tensor<2x48x8x8xf32>) {
    ^bb0(%in4589: f32, %in4590: f32, %out4591: f32):
      %s4592 = arith.subf %in4589, %in4590 : f32
      linalg.yield %s4592 : f32
    } -> tensor<2x48x8x8xf32> loc("backward.features.3.conv.4")
    %t4594 = tensor.empty() : tensor<2x48x8x8xf32> loc("backward.features.3.conv.4")
    %t4599 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4593, %t4569 : tensor<2x48x8x8xf32>, tensor<1x48x1x1xf32>) outs(%t4594 : tensor<2x48x8x8xf32>) {
    ^bb0(%in4595: f32, %in4596: f32, %out4597: f32):
      %s4598 = arith.mulf %in4595, %in4596 : f32
      linalg.yield %s4598 : f32
    } -> tensor<2x48x8x8xf32> loc("backward.features.3.conv.4")
    %t4600 = tensor.empty() : tensor<48xf32> loc("backward.features.3.conv.4")
    %t4605 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t4530, %t1068 : tensor<48xf32>, tensor<48xf32>) outs(%t4600 : tensor<48xf32>) {
    ^bb0(%in4601: f32, %in4602: f32, %out4603: f32):
      %s4604 = arith.mulf %in4601, %in4602 : f32
      linalg.yield %s4604 : f32
    } -> tensor<48xf32> loc("backward.features.3.conv.4")
    %t4606 = tensor.expand_shape %t4599 [[0], [1], [2, 3], [4]] output_shape [2, 48, 1, 8, 8] : tensor<2x48x8x8xf32> into tensor<2x48x1x8x8xf32> loc("backward.features.3.conv.3")
    %t4607 = tensor.empty() : tensor<2x48x12x12xf32> loc("backward.features.3.conv.3")
    %c4608 = arith.constant 0.000000000e+00 : f32 loc("backward.features.3.conv.3")
    %t4609 = linalg.fill ins(%c4608 : f32) outs(%t4607 : tensor<2x48x12x12xf32>) -> tensor<2x48x12x12xf32> loc("backward.features.3.conv.3")
    %t4610 = tensor.insert_slice %t4599 into %t4609[0, 0, 2, 2] [2, 48, 8, 8] [1, 1, 1, 1] : tensor<2x48x8x8xf32> into tensor<2x48x12x12xf32> loc("backward.features.3.conv.3")
    %t4611 = tensor.expand_shape %t4610 [[0], [1], [2, 3], [4]] output_shape [2, 48, 1, 12, 12] : tensor<2x48x12x12xf32> into tensor<2x48x1x12x12xf32> loc("backward.features.3.conv.3")
    %t4612 = tensor.expand_shape %primals_25 [[0], [1], [2, 3], [4]] output_shape [48, 1, 1, 3, 3] : tensor<48x1x3x3xf32> into tensor<48x1x1x3x3xf32> loc("backward.features.3.conv.3")
    %t4613 = tensor.empty() : tensor<48x1x1x3x3xf32> loc("backward.features.3.conv.3")
    %t4616 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, -d3 + 2, -d4 + 2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%t4612 : tensor<48x1x1x3x3xf32>) outs(%t4613 : tensor<48x1x1x3x3xf32>) {
    ^bb0(%in4614: f32, %out4615: f32):
      linalg.yield %in4614 : f32
    } -> tensor<48x1x1x3x3xf32> loc("backward.features.3.conv.3")
    %t4617 = tensor.empty() : tensor<2x48x1x10x10xf32> loc("backward.features.3.conv.3")
    %c4618 = arith.constant 0.000000000e+00 : f32 loc("backward.features.3.conv.3")
    %t4619 = linalg.fill ins(%c4618 : f32) outs(%t4617 : tensor<2x48x1x10x10xf32>) -> tensor<2x48x1x10x10xf32> loc("backward.features.3.conv.3")
    %t4625 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 * 1 + d6 * 1, d4 * 1 + d7 * 1)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%t4611, %t4616 : tensor<2x48x1x12x12xf32>, tensor<48x1x1x3x3xf32>) outs(%t4619 : tensor<2x48x1x10x10xf32>) {
    ^bb0(%in4620: f32, %in4621: f32, %out4622: f32):
      %s4623 = arith.mulf %in4620, %in4621 : f32
      %s4624 = arith.addf %out4622, %s4623 : f32
      linalg.yield %s4624 : f32
    } -> tensor<2x48x1x10x10xf32> loc("backward.features.3.conv.3")
    %t4626 = tensor.collapse_shape %t4625 [[0], [1], [2, 3], [4]] : tensor<2x48x1x10x10xf32> into tensor<2x48x10x10xf32> loc("backward.features.3.conv.3")
    %t4627 = tensor.extract_slice %t4626[0, 0, 1, 1] [2, 48, 8, 8] [1, 1, 1, 1] : tensor<2x48x10x10xf32> to tensor<2x48x8x8xf32> loc("backward.features.3.conv.3")
    %t4628 = tensor.empty() : tensor<2x48x10x10xf32> loc("backward.features.3.conv.3")
    %c4629 = arith.constant 0.000000000e+00 : f32 loc("backward.features.3.conv.3")
    %t4630 = linalg.fill ins(%c4629 : f32) outs(%t4628 : tensor<2x48x10x10xf32>) -> tensor<2x48x10x10xf32> loc("backward.features.3.conv.3")
    %t4631 = tensor.insert_slice %t978 into %t4630[0, 0, 1, 1] [2, 48, 8, 8] [1, 1, 1, 1] : tensor<2x48x8x8xf32> into tensor<2x48x10x10xf32> loc("backward.features.3.conv.3")
    %t4632 = tensor.expand_shape %t4631 [[0], [1], [2, 3], [4]] output_shape [2, 48, 1, 10, 10] : tensor<2x48x10x10xf32> into tensor<2x48x1x10x10xf32> loc("backward.features.3.conv.3")
    %t4633 = tensor.empty() : tensor<48x1x1x3x3xf32> loc("backward.features.3.conv.3")
    %c4634 = arith.constant 0.000000000e+00 : f32 loc("backward.features.3.conv.3")
    %t4635 = linalg.fill ins(%c4634 : f32) outs(%t4633 : tensor<48x1x1x3x3xf32>) -> tensor<48x1x1x3x3xf32> loc("backward.features.3.conv.3")
    %t4641 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d5, d0, d1, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d5, d0, d2, d6 * 1 + d3 * 1, d7 * 1 + d4 * 1)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%t4606, %t4632 : tensor<2x48x1x8x8xf32>, tensor<2x48x1x10x10xf32>) outs(%t4635 : tensor<48x1x1x3x3xf32>) {
    ^bb0(%in4636: f32, %in4637: f32, %out4638: f32):
      %s4639 = arith.mulf %in4636, %in4637 : f32
      %s4640 = arith.addf %out4638, %s4639 : f32
      linalg.yield %s4640 : f32
    } -> tensor<48x1x1x3x3xf32> loc("backward.features.3.conv.3")
    %t4642 = tensor.collapse_shape %t4641 [[0], [1], [2, 3], [4]] : tensor<48x1x1x3x3xf32> into tensor<48x1x3x3xf32> loc("backward.features.3.conv.3")
    %t4643 = tensor.empty() : tensor<2x48x8x8xi1> loc("backward.le_8")
    %t4648 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t934 : tensor<2x48x8x8xf32>) outs(%t4643 : tensor<2x48x8x8xi1>) {
    ^bb0(%in4644: f32, %out4645: i1):
      %s4646 = arith.constant 0.000000000e+00 : f32
      %s4647 = arith.cmpf ole, %in4644, %s4646 : f32
      linalg.yield %s4647 : i1
    } -> tensor<2x48x8x8xi1> loc("backward.le_8")
    %t4649 = tensor.empty() : tensor<2x48x8x8xi1> loc("backward.ge_8")
    %t4654 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t934 : tensor<2x48x8x8xf32>) outs(%t4649 : tensor<2x48x8x8xi1>) {
    ^bb0(%in4650: f32, %out4651: i1):
      %s4652 = arith.constant 6.000000000e+00 : f32
      %s4653 = arith.cmpf oge, %in4650, %s4652 : f32
      linalg.yield %s4653 : i1
    } -> tensor<2x48x8x8xi1> loc("backward.ge_8")
    %t4655 = tensor.empty() : tensor<2x48x8x8xi1> loc("backward.bitwise_or_8")
    %t4660 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4648, %t4654 : tensor<2x48x8x8xi1>, tensor<2x48x8x8xi1>) outs(%t4655 : tensor<2x48x8x8xi1>) {
    ^bb0(%in4656: i1, %in4657: i1, %out4658: i1):
      %s4659 = arith.ori %in4656, %in4657 : i1
      linalg.yield %s4659 : i1
    } -> tensor<2x48x8x8xi1> loc("backward.bitwise_or_8")
    %cst4661 = arith.constant dense<0.000000000e+00> : tensor<f32> loc("backward.where_14")
    %t4662 = tensor.empty() : tensor<2x48x8x8xf32> loc("backward.where_14")
    %t4668 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4660, %cst4661, %t4627 : tensor<2x48x8x8xi1>, tensor<f32>, tensor<2x48x8x8xf32>) outs(%t4662 : tensor<2x48x8x8xf32>) {
    ^bb0(%in4663: i1, %in4664: f32, %in4665: f32, %out4666: f32):
      %s4667 = arith.select %in4663, %in4664, %in4665 : f32
      linalg.yield %s4667 : f32
    } -> tensor<2x48x8x8xf32> loc("backward.where_14")
    %t4669 = tensor.expand_shape %t935 [[0, 1]] output_shape [1, 48] : tensor<48xf32> into tensor<1x48xf32> loc("backward.features.3.conv.1")
    %t4670 = tensor.expand_shape %t4669 [[0], [1, 2]] output_shape [1, 48, 1] : tensor<1x48xf32> into tensor<1x48x1xf32> loc("backward.features.3.conv.1")
    %t4671 = tensor.expand_shape %t4670 [[0], [1], [2, 3]] output_shape [1, 48, 1, 1] : tensor<1x48x1xf32> into tensor<1x48x1x1xf32> loc("backward.features.3.conv.1")
    %t4672 = tensor.empty() : tensor<48xf32> loc("backward.features.3.conv.1")
    %c4673 = arith.constant 0.000000000e+00 : f32 loc("backward.features.3.conv.1")
    %t4674 = linalg.fill ins(%c4673 : f32) outs(%t4672 : tensor<48xf32>) -> tensor<48xf32> loc("backward.features.3.conv.1")
    %t4678 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t4668 : tensor<2x48x8x8xf32>) outs(%t4674 : tensor<48xf32>) {
    ^bb0(%in4675: f32, %out4676: f32):
      %s4677 = arith.addf %out4676, %in4675 : f32
      linalg.yield %s4677 : f32
    } -> tensor<48xf32> loc("backward.features.3.conv.1")
    %t4679 = tensor.empty() : tensor<2x48x8x8xf32> loc("backward.features.3.conv.1")
    %t4684 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t862, %t4671 : tensor<2x48x8x8xf32>, tensor<1x48x1x1xf32>) outs(%t4679 : tensor<2x48x8x8xf32>) {
    ^bb0(%in4680: f32, %in4681: f32, %out4682: f32):
      %s4683 = arith.subf %in4680, %in4681 : f32
      linalg.yield %s4683 : f32
    } -> tensor<2x48x8x8xf32> loc("backward.features.3.conv.1")
    %t4685 = tensor.empty() : tensor<2x48x8x8xf32> loc("backward.features.3.conv.1")
    %t4690 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4668, %t4684 : tensor<2x48x8x8xf32>, tensor<2x48x8x8xf32>) outs(%t4685 : tensor<2x48x8x8xf32>) {
    ^bb0(%in4686: f32, %in4687: f32, %out4688: f32):
      %s4689 = arith.mulf %in4686, %in4687 : f32
      linalg.yield %s4689 : f32
    } -> tensor<2x48x8x8xf32> loc("backward.features.3.conv.1")
    %t4691 = tensor.empty() : tensor<48xf32> loc("backward.features.3.conv.1")
    %c4692 = arith.constant 0.000000000e+00 : f32 loc("backward.features.3.conv.1")
    %t4693 = linalg.fill ins(%c4692 : f32) outs(%t4691 : tensor<48xf32>) -> tensor<48xf32> loc("backward.features.3.conv.1")
    %t4697 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t4690 : tensor<2x48x8x8xf32>) outs(%t4693 : tensor<48xf32>) {
    ^bb0(%in4694: f32, %out4695: f32):
      %s4696 = arith.addf %out4695, %in4694 : f32
      linalg.yield %s4696 : f32
    } -> tensor<48xf32> loc("backward.features.3.conv.1")
    %t4698 = tensor.empty() : tensor<48xf32> loc("backward.features.3.conv.1")
    %t4703 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t4678 : tensor<48xf32>) outs(%t4698 : tensor<48xf32>) {
    ^bb0(%in4699: f32, %out4700: f32):
      %s4701 = arith.constant 7.812500000e-03 : f32
      %s4702 = arith.mulf %in4699, %s4701 : f32
      linalg.yield %s4702 : f32
    } -> tensor<48xf32> loc("backward.features.3.conv.1")
    %t4704 = tensor.expand_shape %t4703 [[0, 1]] output_shape [1, 48] : tensor<48xf32> into tensor<1x48xf32> loc("backward.features.3.conv.1")
    %t4705 = tensor.expand_shape %t4704 [[0], [1, 2]] output_shape [1, 48, 1] : tensor<1x48xf32> into tensor<1x48x1xf32> loc("backward.features.3.conv.1")
    %t4706 = tensor.expand_shape %t4705 [[0], [1], [2, 3]] output_shape [1, 48, 1, 1] : tensor<1x48x1xf32> into tensor<1x48x1x1xf32> loc("backward.features.3.conv.1")
    %t4707 = tensor.empty() : tensor<48xf32> loc("backward.features.3.conv.1")
    %t4712 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t4697 : tensor<48xf32>) outs(%t4707 : tensor<48xf32>) {
    ^bb0(%in4708: f32, %out4709: f32):
      %s4710 = arith.constant 7.812500000e-03 : f32
      %s4711 = arith.mulf %in4708, %s4710 : f32
      linalg.yield %s4711 : f32
    } -> tensor<48xf32> loc("backward.features.3.conv.1")
    %t4713 = tensor.empty() : tensor<48xf32> loc("backward.features.3.conv.1")
    %t4718 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t936, %t936 : tensor<48xf32>, tensor<48xf32>) outs(%t4713 : tensor<48xf32>) {
    ^bb0(%in4714: f32, %in4715: f32, %out4716: f32):
      %s4717 = arith.mulf %in4714, %in4715 : f32
      linalg.yield %s4717 : f32
    } -> tensor<48xf32> loc("backward.features.3.conv.1")
    %t4719 = tensor.empty() : tensor<48xf32> loc("backward.features.3.conv.1")
    %t4724 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t4712, %t4718 : tensor<48xf32>, tensor<48xf32>) outs(%t4719 : tensor<48xf32>) {
    ^bb0(%in4720: f32, %in4721: f32, %out4722: f32):
      %s4723 = arith.mulf %in4720, %in4721 : f32
      linalg.yield %s4723 : f32
    } -> tensor<48xf32> loc("backward.features.3.conv.1")
    %t4725 = tensor.expand_shape %t4724 [[0, 1]] output_shape [1, 48] : tensor<48xf32> into tensor<1x48xf32> loc("backward.features.3.conv.1")
    %t4726 = tensor.expand_shape %t4725 [[0], [1, 2]] output_shape [1, 48, 1] : tensor<1x48xf32> into tensor<1x48x1xf32> loc("backward.features.3.conv.1")
    %t4727 = tensor.expand_shape %t4726 [[0], [1], [2, 3]] output_shape [1, 48, 1, 1] : tensor<1x48x1xf32> into tensor<1x48x1x1xf32> loc("backward.features.3.conv.1")
    %t4728 = tensor.empty() : tensor<48xf32> loc("backward.features.3.conv.1")
    %t4733 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t936, %primals_23 : tensor<48xf32>, tensor<48xf32>) outs(%t4728 : tensor<48xf32>) {
    ^bb0(%in4729: f32, %in4730: f32, %out4731: f32):
      %s4732 = arith.mulf %in4729, %in4730 : f32
      linalg.yield %s4732 : f32
    } -> tensor<48xf32> loc("backward.features.3.conv.1")
    %t4734 = tensor.expand_shape %t4733 [[0, 1]] output_shape [1, 48] : tensor<48xf32> into tensor<1x48xf32> loc("backward.features.3.conv.1")
    %t4735 = tensor.expand_shape %t4734 [[0], [1, 2]] output_shape [1, 48, 1] : tensor<1x48xf32> into tensor<1x48x1xf32> loc("backward.features.3.conv.1")
    %t4736 = tensor.expand_shape %t4735 [[0], [1], [2, 3]] output_shape [1, 48, 1, 1] : tensor<1x48x1xf32> into tensor<1x48x1x1xf32> loc("backward.features.3.conv.1")
    %t4737 = tensor.empty() : tensor<2x48x8x8xf32> loc("backward.features.3.conv.1")
    %t4742 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t862, %t4671 : tensor<2x48x8x8xf32>, tensor<1x48x1x1xf32>) outs(%t4737 : tensor<2x48x8x8xf32>) {
    ^bb0(%in4738: f32, %in4739: f32, %out4740: f32):
      %s4741 = arith.subf %in4738, %in4739 : f32
      linalg.yield %s4741 : f32
    } -> tensor<2x48x8x8xf32> loc("backward.features.3.conv.1")
    %t4743 = tensor.empty() : tensor<2x48x8x8xf32> loc("backward.features.3.conv.1")
    %t4748 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4742, %t4727 : tensor<2x48x8x8xf32>, tensor<1x48x1x1xf32>) outs(%t4743 : tensor<2x48x8x8xf32>) {
    ^bb0(%in4744: f32, %in4745: f32, %out4746: f32):
      %s4747 = arith.mulf %in4744, %in4745 : f32
      linalg.yield %s4747 : f32
    } -> tensor<2x48x8x8xf32> loc("backward.features.3.conv.1")
    %t4749 = tensor.empty() : tensor<2x48x8x8xf32> loc("backward.features.3.conv.1")
    %t4754 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4668, %t4748 : tensor<2x48x8x8xf32>, tensor<2x48x8x8xf32>) outs(%t4749 : tensor<2x48x8x8xf32>) {
    ^bb0(%in4750: f32, %in4751: f32, %out4752: f32):
      %s4753 = arith.subf %in4750, %in4751 : f32
      linalg.yield %s4753 : f32
    } -> tensor<2x48x8x8xf32> loc("backward.features.3.conv.1")
    %t4755 = tensor.empty() : tensor<2x48x8x8xf32> loc("backward.features.3.conv.1")
    %t4760 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4754, %t4706 : tensor<2x48x8x8xf32>, tensor<1x48x1x1xf32>) outs(%t4755 : tensor<2x48x8x8xf32>) {
    ^bb0(%in4756: f32, %in4757: f32, %out4758: f32):
      %s4759 = arith.subf %in4756, %in4757 : f32
      linalg.yield %s4759 : f32
    } -> tensor<2x48x8x8xf32> loc("backward.features.3.conv.1")
    %t4761 = tensor.empty() : tensor<2x48x8x8xf32> loc("backward.features.3.conv.1")
    %t4766 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4760, %t4736 : tensor<2x48x8x8xf32>, tensor<1x48x1x1xf32>) outs(%t4761 : tensor<2x48x8x8xf32>) {
    ^bb0(%in4762: f32, %in4763: f32, %out4764: f32):
      %s4765 = arith.mulf %in4762, %in4763 : f32
      linalg.yield %s4765 : f32
    } -> tensor<2x48x8x8xf32> loc("backward.features.3.conv.1")
    %t4767 = tensor.empty() : tensor<48xf32> loc("backward.features.3.conv.1")
    %t4772 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t4697, %t936 : tensor<48xf32>, tensor<48xf32>) outs(%t4767 : tensor<48xf32>) {
    ^bb0(%in4768: f32, %in4769: f32, %out4770: f32):
      %s4771 = arith.mulf %in4768, %in4769 : f32
      linalg.yield %s4771 : f32
    } -> tensor<48xf32> loc("backward.features.3.conv.1")
    %t4773 = tensor.empty() : tensor<8x48x1x1xf32> loc("backward.features.3.conv.0")
    %t4776 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d0, -d2 + 0, -d3 + 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%primals_22 : tensor<48x8x1x1xf32>) outs(%t4773 : tensor<8x48x1x1xf32>) {
    ^bb0(%in4774: f32, %out4775: f32):
      linalg.yield %in4774 : f32
    } -> tensor<8x48x1x1xf32> loc("backward.features.3.conv.0")
    %t4777 = tensor.empty() : tensor<2x8x8x8xf32> loc("backward.features.3.conv.0")
    %c4778 = arith.constant 0.000000000e+00 : f32 loc("backward.features.3.conv.0")
    %t4779 = linalg.fill ins(%c4778 : f32) outs(%t4777 : tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32> loc("backward.features.3.conv.0")
    %t4780 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%t4766, %t4776 : tensor<2x48x8x8xf32>, tensor<8x48x1x1xf32>) outs(%t4779 : tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32> loc("backward.features.3.conv.0")
    %t4781 = tensor.empty() : tensor<48x8x1x1xf32> loc("backward.features.3.conv.0")
    %c4782 = arith.constant 0.000000000e+00 : f32 loc("backward.features.3.conv.0")
    %t4783 = linalg.fill ins(%c4782 : f32) outs(%t4781 : tensor<48x8x1x1xf32>) -> tensor<48x8x1x1xf32> loc("backward.features.3.conv.0")
    %t4789 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d0, d5, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d1, d5 * 1 + d2 * 1, d6 * 1 + d3 * 1)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%t4766, %t822 : tensor<2x48x8x8xf32>, tensor<2x8x8x8xf32>) outs(%t4783 : tensor<48x8x1x1xf32>) {
    ^bb0(%in4784: f32, %in4785: f32, %out4786: f32):
      %s4787 = arith.mulf %in4784, %in4785 : f32
      %s4788 = arith.addf %out4786, %s4787 : f32
      linalg.yield %s4788 : f32
    } -> tensor<48x8x1x1xf32> loc("backward.features.3.conv.0")
    %t4790 = tensor.empty() : tensor<2x8x8x8xf32> loc("backward.add_26")
    %t4795 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4345, %t4780 : tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) outs(%t4790 : tensor<2x8x8x8xf32>) {
    ^bb0(%in4791: f32, %in4792: f32, %out4793: f32):
      %s4794 = arith.addf %in4791, %in4792 : f32
      linalg.yield %s4794 : f32
    } -> tensor<2x8x8x8xf32> loc("backward.add_26")
    %t4796 = tensor.expand_shape %t823 [[0, 1]] output_shape [1, 8] : tensor<8xf32> into tensor<1x8xf32> loc("backward.features.2.conv.7")
    %t4797 = tensor.expand_shape %t4796 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xf32> into tensor<1x8x1xf32> loc("backward.features.2.conv.7")
    %t4798 = tensor.expand_shape %t4797 [[0], [1], [2, 3]] output_shape [1, 8, 1, 1] : tensor<1x8x1xf32> into tensor<1x8x1x1xf32> loc("backward.features.2.conv.7")
    %t4799 = tensor.empty() : tensor<8xf32> loc("backward.features.2.conv.7")
    %c4800 = arith.constant 0.000000000e+00 : f32 loc("backward.features.2.conv.7")
    %t4801 = linalg.fill ins(%c4800 : f32) outs(%t4799 : tensor<8xf32>) -> tensor<8xf32> loc("backward.features.2.conv.7")
    %t4805 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t4795 : tensor<2x8x8x8xf32>) outs(%t4801 : tensor<8xf32>) {
    ^bb0(%in4802: f32, %out4803: f32):
      %s4804 = arith.addf %out4803, %in4802 : f32
      linalg.yield %s4804 : f32
    } -> tensor<8xf32> loc("backward.features.2.conv.7")
    %t4806 = tensor.empty() : tensor<2x8x8x8xf32> loc("backward.features.2.conv.7")
    %t4811 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t750, %t4798 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%t4806 : tensor<2x8x8x8xf32>) {
    ^bb0(%in4807: f32, %in4808: f32, %out4809: f32):
      %s4810 = arith.subf %in4807, %in4808 : f32
      linalg.yield %s4810 : f32
    } -> tensor<2x8x8x8xf32> loc("backward.features.2.conv.7")
    %t4812 = tensor.empty() : tensor<2x8x8x8xf32> loc("backward.features.2.conv.7")
    %t4817 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4795, %t4811 : tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) outs(%t4812 : tensor<2x8x8x8xf32>) {
    ^bb0(%in4813: f32, %in4814: f32, %out4815: f32):
      %s4816 = arith.mulf %in4813, %in4814 : f32
      linalg.yield %s4816 : f32
    } -> tensor<2x8x8x8xf32> loc("backward.features.2.conv.7")
    %t4818 = tensor.empty() : tensor<8xf32> loc("backward.features.2.conv.7")
    %c4819 = arith.constant 0.000000000e+00 : f32 loc("backward.features.2.conv.7")
    %t4820 = linalg.fill ins(%c4819 : f32) outs(%t4818 : tensor<8xf32>) -> tensor<8xf32> loc("backward.features.2.conv.7")
    %t4824 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t4817 : tensor<2x8x8x8xf32>) outs(%t4820 : tensor<8xf32>) {
    ^bb0(%in4821: f32, %out4822: f32):
      %s4823 = arith.addf %out4822, %in4821 : f32
      linalg.yield %s4823 : f32
    } -> tensor<8xf32> loc("backward.features.2.conv.7")
    %t4825 = tensor.empty() : tensor<8xf32> loc("backward.features.2.conv.7")
    %t4830 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t4805 : tensor<8xf32>) outs(%t4825 : tensor<8xf32>) {
    ^bb0(%in4826: f32, %out4827: f32):
      %s4828 = arith.constant 7.812500000e-03 : f32
      %s4829 = arith.mulf %in4826, %s4828 : f32
      linalg.yield %s4829 : f32
    } -> tensor<8xf32> loc("backward.features.2.conv.7")
    %t4831 = tensor.expand_shape %t4830 [[0, 1]] output_shape [1, 8] : tensor<8xf32> into tensor<1x8xf32> loc("backward.features.2.conv.7")
    %t4832 = tensor.expand_shape %t4831 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xf32> into tensor<1x8x1xf32> loc("backward.features.2.conv.7")
    %t4833 = tensor.expand_shape %t4832 [[0], [1], [2, 3]] output_shape [1, 8, 1, 1] : tensor<1x8x1xf32> into tensor<1x8x1x1xf32> loc("backward.features.2.conv.7")
    %t4834 = tensor.empty() : tensor<8xf32> loc("backward.features.2.conv.7")
    %t4839 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t4824 : tensor<8xf32>) outs(%t4834 : tensor<8xf32>) {
    ^bb0(%in4835: f32, %out4836: f32):
      %s4837 = arith.constant 7.812500000e-03 : f32
      %s4838 = arith.mulf %in4835, %s4837 : f32
      linalg.yield %s4838 : f32
    } -> tensor<8xf32> loc("backward.features.2.conv.7")
    %t4840 = tensor.empty() : tensor<8xf32> loc("backward.features.2.conv.7")
    %t4845 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t824, %t824 : tensor<8xf32>, tensor<8xf32>) outs(%t4840 : tensor<8xf32>) {
    ^bb0(%in4841: f32, %in4842: f32, %out4843: f32):
      %s4844 = arith.mulf %in4841, %in4842 : f32
      linalg.yield %s4844 : f32
    } -> tensor<8xf32> loc("backward.features.2.conv.7")
    %t4846 = tensor.empty() : tensor<8xf32> loc("backward.features.2.conv.7")
    %t4851 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t4839, %t4845 : tensor<8xf32>, tensor<8xf32>) outs(%t4846 : tensor<8xf32>) {
    ^bb0(%in4847: f32, %in4848: f32, %out4849: f32):
      %s4850 = arith.mulf %in4847, %in4848 : f32
      linalg.yield %s4850 : f32
    } -> tensor<8xf32> loc("backward.features.2.conv.7")
    %t4852 = tensor.expand_shape %t4851 [[0, 1]] output_shape [1, 8] : tensor<8xf32> into tensor<1x8xf32> loc("backward.features.2.conv.7")
    %t4853 = tensor.expand_shape %t4852 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xf32> into tensor<1x8x1xf32> loc("backward.features.2.conv.7")
    %t4854 = tensor.expand_shape %t4853 [[0], [1], [2, 3]] output_shape [1, 8, 1, 1] : tensor<1x8x1xf32> into tensor<1x8x1x1xf32> loc("backward.features.2.conv.7")
    %t4855 = tensor.empty() : tensor<8xf32> loc("backward.features.2.conv.7")
    %t4860 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t824, %primals_20 : tensor<8xf32>, tensor<8xf32>) outs(%t4855 : tensor<8xf32>) {
    ^bb0(%in4856: f32, %in4857: f32, %out4858: f32):
      %s4859 = arith.mulf %in4856, %in4857 : f32
      linalg.yield %s4859 : f32
    } -> tensor<8xf32> loc("backward.features.2.conv.7")
    %t4861 = tensor.expand_shape %t4860 [[0, 1]] output_shape [1, 8] : tensor<8xf32> into tensor<1x8xf32> loc("backward.features.2.conv.7")
    %t4862 = tensor.expand_shape %t4861 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xf32> into tensor<1x8x1xf32> loc("backward.features.2.conv.7")
    %t4863 = tensor.expand_shape %t4862 [[0], [1], [2, 3]] output_shape [1, 8, 1, 1] : tensor<1x8x1xf32> into tensor<1x8x1x1xf32> loc("backward.features.2.conv.7")
    %t4864 = tensor.empty() : tensor<2x8x8x8xf32> loc("backward.features.2.conv.7")
    %t4869 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t750, %t4798 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%t4864 : tensor<2x8x8x8xf32>) {
    ^bb0(%in4865: f32, %in4866: f32, %out4867: f32):
      %s4868 = arith.subf %in4865, %in4866 : f32
      linalg.yield %s4868 : f32
    } -> tensor<2x8x8x8xf32> loc("backward.features.2.conv.7")
    %t4870 = tensor.empty() : tensor<2x8x8x8xf32> loc("backward.features.2.conv.7")
    %t4875 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4869, %t4854 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%t4870 : tensor<2x8x8x8xf32>) {
    ^bb0(%in4871: f32, %in4872: f32, %out4873: f32):
      %s4874 = arith.mulf %in4871, %in4872 : f32
      linalg.yield %s4874 : f32
    } -> tensor<2x8x8x8xf32> loc("backward.features.2.conv.7")
    %t4876 = tensor.empty() : tensor<2x8x8x8xf32> loc("backward.features.2.conv.7")
    %t4881 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4795, %t4875 : tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) outs(%t4876 : tensor<2x8x8x8xf32>) {
    ^bb0(%in4877: f32, %in4878: f32, %out4879: f32):
      %s4880 = arith.subf %in4877, %in4878 : f32
      linalg.yield %s4880 : f32
    } -> tensor<2x8x8x8xf32> loc("backward.features.2.conv.7")
    %t4882 = tensor.empty() : tensor<2x8x8x8xf32> loc("backward.features.2.conv.7")
    %t4887 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4881, %t4833 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%t4882 : tensor<2x8x8x8xf32>) {
    ^bb0(%in4883: f32, %in4884: f32, %out4885: f32):
      %s4886 = arith.subf %in4883, %in4884 : f32
      linalg.yield %s4886 : f32
    } -> tensor<2x8x8x8xf32> loc("backward.features.2.conv.7")
    %t4888 = tensor.empty() : tensor<2x8x8x8xf32> loc("backward.features.2.conv.7")
    %t4893 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4887, %t4863 : tensor<2x8x8x8xf32>, tensor<1x8x1x1xf32>) outs(%t4888 : tensor<2x8x8x8xf32>) {
    ^bb0(%in4889: f32, %in4890: f32, %out4891: f32):
      %s4892 = arith.mulf %in4889, %in4890 : f32
      linalg.yield %s4892 : f32
    } -> tensor<2x8x8x8xf32> loc("backward.features.2.conv.7")
    %t4894 = tensor.empty() : tensor<8xf32> loc("backward.features.2.conv.7")
    %t4899 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t4824, %t824 : tensor<8xf32>, tensor<8xf32>) outs(%t4894 : tensor<8xf32>) {
    ^bb0(%in4895: f32, %in4896: f32, %out4897: f32):
      %s4898 = arith.mulf %in4895, %in4896 : f32
      linalg.yield %s4898 : f32
    } -> tensor<8xf32> loc("backward.features.2.conv.7")
    %t4900 = tensor.empty() : tensor<48x8x1x1xf32> loc("backward.features.2.conv.6")
    %t4903 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d0, -d2 + 0, -d3 + 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%primals_19 : tensor<8x48x1x1xf32>) outs(%t4900 : tensor<48x8x1x1xf32>) {
    ^bb0(%in4901: f32, %out4902: f32):
      linalg.yield %in4901 : f32
    } -> tensor<48x8x1x1xf32> loc("backward.features.2.conv.6")
    %t4904 = tensor.empty() : tensor<2x48x8x8xf32> loc("backward.features.2.conv.6")
    %c4905 = arith.constant 0.000000000e+00 : f32 loc("backward.features.2.conv.6")
    %t4906 = linalg.fill ins(%c4905 : f32) outs(%t4904 : tensor<2x48x8x8xf32>) -> tensor<2x48x8x8xf32> loc("backward.features.2.conv.6")
    %t4907 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%t4893, %t4903 : tensor<2x8x8x8xf32>, tensor<48x8x1x1xf32>) outs(%t4906 : tensor<2x48x8x8xf32>) -> tensor<2x48x8x8xf32> loc("backward.features.2.conv.6")
    %t4908 = tensor.empty() : tensor<8x48x1x1xf32> loc("backward.features.2.conv.6")
    %c4909 = arith.constant 0.000000000e+00 : f32 loc("backward.features.2.conv.6")
    %t4910 = linalg.fill ins(%c4909 : f32) outs(%t4908 : tensor<8x48x1x1xf32>) -> tensor<8x48x1x1xf32> loc("backward.features.2.conv.6")
    %t4916 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d0, d5, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d1, d5 * 1 + d2 * 1, d6 * 1 + d3 * 1)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%t4893, %t746 : tensor<2x8x8x8xf32>, tensor<2x48x8x8xf32>) outs(%t4910 : tensor<8x48x1x1xf32>) {
    ^bb0(%in4911: f32, %in4912: f32, %out4913: f32):
      %s4914 = arith.mulf %in4911, %in4912 : f32
      %s4915 = arith.addf %out4913, %s4914 : f32
      linalg.yield %s4915 : f32
    } -> tensor<8x48x1x1xf32> loc("backward.features.2.conv.6")
    %t4917 = tensor.empty() : tensor<2x48x8x8xi1> loc("backward.le_9")
    %t4922 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t702 : tensor<2x48x8x8xf32>) outs(%t4917 : tensor<2x48x8x8xi1>) {
    ^bb0(%in4918: f32, %out4919: i1):
      %s4920 = arith.constant 0.000000000e+00 : f32
      %s4921 = arith.cmpf ole, %in4918, %s4920 : f32
      linalg.yield %s4921 : i1
    } -> tensor<2x48x8x8xi1> loc("backward.le_9")
    %t4923 = tensor.empty() : tensor<2x48x8x8xi1> loc("backward.ge_9")
    %t4928 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t702 : tensor<2x48x8x8xf32>) outs(%t4923 : tensor<2x48x8x8xi1>) {
    ^bb0(%in4924: f32, %out4925: i1):
      %s4926 = arith.constant 6.000000000e+00 : f32
      %s4927 = arith.cmpf oge, %in4924, %s4926 : f32
      linalg.yield %s4927 : i1
    } -> tensor<2x48x8x8xi1> loc("backward.ge_9")
    %t4929 = tensor.empty() : tensor<2x48x8x8xi1> loc("backward.bitwise_or_9")
    %t4934 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4922, %t4928 : tensor<2x48x8x8xi1>, tensor<2x48x8x8xi1>) outs(%t4929 : tensor<2x48x8x8xi1>) {
    ^bb0(%in4930: i1, %in4931: i1, %out4932: i1):
      %s4933 = arith.ori %in4930, %in4931 : i1
      linalg.yield %s4933 : i1
    } -> tensor<2x48x8x8xi1> loc("backward.bitwise_or_9")
    %cst4935 = arith.constant dense<0.000000000e+00> : tensor<f32> loc("backward.where_15")
    %t4936 = tensor.empty() : tensor<2x48x8x8xf32> loc("backward.where_15")
    %t4942 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4934, %cst4935, %t4907 : tensor<2x48x8x8xi1>, tensor<f32>, tensor<2x48x8x8xf32>) outs(%t4936 : tensor<2x48x8x8xf32>) {
    ^bb0(%in4937: i1, %in4938: f32, %in4939: f32, %out4940: f32):
      %s4941 = arith.select %in4937, %in4938, %in4939 : f32
      linalg.yield %s4941 : f32
    } -> tensor<2x48x8x8xf32> loc("backward.where_15")
    %t4943 = tensor.expand_shape %t703 [[0, 1]] output_shape [1, 48] : tensor<48xf32> into tensor<1x48xf32> loc("backward.features.2.conv.4")
    %t4944 = tensor.expand_shape %t4943 [[0], [1, 2]] output_shape [1, 48, 1] : tensor<1x48xf32> into tensor<1x48x1xf32> loc("backward.features.2.conv.4")
    %t4945 = tensor.expand_shape %t4944 [[0], [1], [2, 3]] output_shape [1, 48, 1, 1] : tensor<1x48x1xf32> into tensor<1x48x1x1xf32> loc("backward.features.2.conv.4")
    %t4946 = tensor.empty() : tensor<48xf32> loc("backward.features.2.conv.4")
    %c4947 = arith.constant 0.000000000e+00 : f32 loc("backward.features.2.conv.4")
    %t4948 = linalg.fill ins(%c4947 : f32) outs(%t4946 : tensor<48xf32>) -> tensor<48xf32> loc("backward.features.2.conv.4")
    %t4952 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t4942 : tensor<2x48x8x8xf32>) outs(%t4948 : tensor<48xf32>) {
    ^bb0(%in4949: f32, %out4950: f32):
      %s4951 = arith.addf %out4950, %in4949 : f32
      linalg.yield %s4951 : f32
    } -> tensor<48xf32> loc("backward.features.2.conv.4")
    %t4953 = tensor.empty() : tensor<2x48x8x8xf32> loc("backward.features.2.conv.4")
    %t4958 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t630, %t4945 : tensor<2x48x8x8xf32>, tensor<1x48x1x1xf32>) outs(%t4953 : tensor<2x48x8x8xf32>) {
    ^bb0(%in4954: f32, %in4955: f32, %out4956: f32):
      %s4957 = arith.subf %in4954, %in4955 : f32
      linalg.yield %s4957 : f32
    } -> tensor<2x48x8x8xf32> loc("backward.features.2.conv.4")
    %t4959 = tensor.empty() : tensor<2x48x8x8xf32> loc("backward.features.2.conv.4")
    %t4964 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4942, %t4958 : tensor<2x48x8x8xf32>, tensor<2x48x8x8xf32>) outs(%t4959 : tensor<2x48x8x8xf32>) {
    ^bb0(%in4960: f32, %in4961: f32, %out4962: f32):
      %s4963 = arith.mulf %in4960, %in4961 : f32
      linalg.yield %s4963 : f32
    } -> tensor<2x48x8x8xf32> loc("backward.features.2.conv.4")
    %t4965 = tensor.empty() : tensor<48xf32> loc("backward.features.2.conv.4")
    %c4966 = arith.constant 0.000000000e+00 : f32 loc("backward.features.2.conv.4")
    %t4967 = linalg.fill ins(%c4966 : f32) outs(%t4965 : tensor<48xf32>) -> tensor<48xf32> loc("backward.features.2.conv.4")
    %t4971 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t4964 : tensor<2x48x8x8xf32>) outs(%t4967 : tensor<48xf32>) {
    ^bb0(%in4968: f32, %out4969: f32):
      %s4970 = arith.addf %out4969, %in4968 : f32
      linalg.yield %s4970 : f32
    } -> tensor<48xf32> loc("backward.features.2.conv.4")
    %t4972 = tensor.empty() : tensor<48xf32> loc("backward.features.2.conv.4")
    %t4977 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t4952 : tensor<48xf32>) outs(%t4972 : tensor<48xf32>) {
    ^bb0(%in4973: f32, %out4974: f32):
      %s4975 = arith.constant 7.812500000e-03 : f32
      %s4976 = arith.mulf %in4973, %s4975 : f32
      linalg.yield %s4976 : f32
    } -> tensor<48xf32> loc("backward.features.2.conv.4")
    %t4978 = tensor.expand_shape %t4977 [[0, 1]] output_shape [1, 48] : tensor<48xf32> into tensor<1x48xf32> loc("backward.features.2.conv.4")
    %t4979 = tensor.expand_shape %t4978 [[0], [1, 2]] output_shape [1, 48, 1] : tensor<1x48xf32> into tensor<1x48x1xf32> loc("backward.features.2.conv.4")
    %t4980 = tensor.expand_shape %t4979 [[0], [1], [2, 3]] output_shape [1, 48, 1, 1] : tensor<1x48x1xf32> into tensor<1x48x1x1xf32> loc("backward.features.2.conv.4")
    %t4981 = tensor.empty() : tensor<48xf32> loc("backward.features.2.conv.4")
    %t4986 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t4971 : tensor<48xf32>) outs(%t4981 : tensor<48xf32>) {
    ^bb0(%in4982: f32, %out4983: f32):
      %s4984 = arith.constant 7.812500000e-03 : f32
      %s4985 = arith.mulf %in4982, %s4984 : f32
      linalg.yield %s4985 : f32
    } -> tensor<48xf32> loc("backward.features.2.conv.4")
    %t4987 = tensor.empty() : tensor<48xf32> loc("backward.features.2.conv.4")
    %t4992 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t704, %t704 : tensor<48xf32>, tensor<48xf32>) outs(%t4987 : tensor<48xf32>) {
    ^bb0(%in4988: f32, %in4989: f32, %out4990: f32):
      %s4991 = arith.mulf %in4988, %in4989 : f32
      linalg.yield %s4991 : f32
    } -> tensor<48xf32> loc("backward.features.2.conv.4")
    %t4993 = tensor.empty() : tensor<48xf32> loc("backward.features.2.conv.4")
    %t4998 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t4986, %t4992 : tensor<48xf32>, tensor<48xf32>) outs(%t4993 : tensor<48xf32>) {
    ^bb0(%in4994: f32, %in4995: f32, %out4996: f32):
      %s4997 = arith.mulf %in4994, %in4995 : f32
      linalg.yield %s4997 : f32
    } -> tensor<48xf32> loc("backward.features.2.conv.4")
    %t4999 = tensor.expand_shape %t4998 [[0, 1]] output_shape [1, 48] : tensor<48xf32> into tensor<1x48xf32> loc("backward.features.2.conv.4")
    %t5000 = tensor.expand_shape %t4999 [[0], [1, 2]] output_shape [1, 48, 1] : tensor<1x48xf32> into tensor<1x48x1xf32> loc("backward.features.2.conv.4")
    %t5001 = tensor.expand_shape %t5000 [[0], [1], [2, 3]] output_shape [1, 48, 1, 1] : tensor<1x48x1xf32> into tensor<1x48x1x1xf32> loc("backward.features.2.conv.4")
    %t5002 = tensor.empty() : tensor<48xf32> loc("backward.features.2.conv.4")
    %t5007 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t704, %primals_17 : tensor<48xf32>, tensor<48xf32>) outs(%t5002 : tensor<48xf32>) {
    ^bb0(%in5003: f32, %in5004: f32, %out5005: f32):
      %s5006 = arith.mulf %in5003, %in5004 : f32
      linalg.yield %s5006 : f32
    } -> tensor<48xf32> loc("backward.features.2.conv.4")
    %t5008 = tensor.expand_shape %t5007 [[0, 1]] output_shape [1, 48] : tensor<48xf32> into tensor<1x48xf32> loc("backward.features.2.conv.4")
    %t5009 = tensor.expand_shape %t5008 [[0], [1, 2]] output_shape [1, 48, 1] : tensor<1x48xf32> into tensor<1x48x1xf32> loc("backward.features.2.conv.4")
    %t5010 = tensor.expand_shape %t5009 [[0], [1], [2, 3]] output_shape [1, 48, 1, 1] : tensor<1x48x1xf32> into tensor<1x48x1x1xf32> loc("backward.features.2.conv.4")
    %t5011 = tensor.empty() : tensor<2x48x8x8xf32> loc("backward.features.2.conv.4")
    %t5016 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t630, %t4945 : tensor<2x48x8x8xf32>, tensor<1x48x1x1xf32>) outs(%t5011 : tensor<2x48x8x8xf32>) {
    ^bb0(%in5012: f32, %in5013: f32, %out5014: f32):
      %s5015 = arith.subf %in5012, %in5013 : f32
      linalg.yield %s5015 : f32
    } -> tensor<2x48x8x8xf32> loc("backward.features.2.conv.4")
    %t5017 = tensor.empty() : tensor<2x48x8x8xf32> loc("backward.features.2.conv.4")
    %t5022 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t5016, %t5001 : tensor<2x48x8x8xf32>, tensor<1x48x1x1xf32>) outs(%t5017 : tensor<2x48x8x8xf32>) {
    ^bb0(%in5018: f32, %in5019: f32, %out5020: f32):
      %s5021 = arith.mulf %in5018, %in5019 : f32
      linalg.yield %s5021 : f32
    } -> tensor<2x48x8x8xf32> loc("backward.features.2.conv.4")
    %t5023 = tensor.empty() : tensor<2x48x8x8xf32> loc("backward.features.2.conv.4")
    %t5028 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t4942, %t5022 : tensor<2x48x8x8xf32>, tensor<2x48x8x8xf32>) outs(%t5023 : tensor<2x48x8x8xf32>) {
    ^bb0(%in5024: f32, %in5025: f32, %out5026: f32):
      %s5027 = arith.subf %in5024, %in5025 : f32
      linalg.yield %s5027 : f32
    } -> tensor<2x48x8x8xf32> loc("backward.features.2.conv.4")
    %t5029 = tensor.empty() : tensor<2x48x8x8xf32> loc("backward.features.2.conv.4")
    %t5034 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t5028, %t4980 : tensor<2x48x8x8xf32>, tensor<1x48x1x1xf32>) outs(%t5029 : tensor<2x48x8x8xf32>) {
    ^bb0(%in5030: f32, %in5031: f32, %out5032: f32):
      %s5033 = arith.subf %in5030, %in5031 : f32
      linalg.yield %s5033 : f32
    } -> tensor<2x48x8x8xf32> loc("backward.features.2.conv.4")
    %t5035 = tensor.empty() : tensor<2x48x8x8xf32> loc("backward.features.2.conv.4")
    %t5040 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t5034, %t5010 : tensor<2x48x8x8xf32>, tensor<1x48x1x1xf32>) outs(%t5035 : tensor<2x48x8x8xf32>) {
    ^bb0(%in5036: f32, %in5037: f32, %out5038: f32):
      %s5039 = arith.mulf %in5036, %in5037 : f32
      linalg.yield %s5039 : f32
    } -> tensor<2x48x8x8xf32> loc("backward.features.2.conv.4")
    %t5041 = tensor.empty() : tensor<48xf32> loc("backward.features.2.conv.4")
    %t5046 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t4971, %t704 : tensor<48xf32>, tensor<48xf32>) outs(%t5041 : tensor<48xf32>) {
    ^bb0(%in5042: f32, %in5043: f32, %out5044: f32):
      %s5045 = arith.mulf %in5042, %in5043 : f32
      linalg.yield %s5045 : f32
    } -> tensor<48xf32> loc("backward.features.2.conv.4")
    %t5047 = tensor.expand_shape %t5040 [[0], [1], [2, 3], [4]] output_shape [2, 48, 1, 8, 8] : tensor<2x48x8x8xf32> into tensor<2x48x1x8x8xf32> loc("backward.features.2.conv.3")
    %t5048 = tensor.empty() : tensor<2x48x15x15xf32> loc("backward.features.2.conv.3")
    %c5049 = arith.constant 0.000000000e+00 : f32 loc("backward.features.2.conv.3")
    %t5050 = linalg.fill ins(%c5049 : f32) outs(%t5048 : tensor<2x48x15x15xf32>) -> tensor<2x48x15x15xf32> loc("backward.features.2.conv.3")
    %t5051 = tensor.insert_slice %t5040 into %t5050[0, 0, 0, 0] [2, 48, 8, 8] [1, 1, 2, 2] : tensor<2x48x8x8xf32> into tensor<2x48x15x15xf32> loc("backward.features.2.conv.3")
    %t5052 = tensor.empty() : tensor<2x48x20x20xf32> loc("backward.features.2.conv.3")
    %c5053 = arith.constant 0.000000000e+00 : f32 loc("backward.features.2.conv.3")
    %t5054 = linalg.fill ins(%c5053 : f32) outs(%t5052 : tensor<2x48x20x20xf32>) -> tensor<2x48x20x20xf32> loc("backward.features.2.conv.3")
    %t5055 = tensor.insert_slice %t5051 into %t5054[0, 0, 2, 2] [2, 48, 15, 15] [1, 1, 1, 1] : tensor<2x48x15x15xf32> into tensor<2x48x20x20xf32> loc("backward.features.2.conv.3")
    %t5056 = tensor.expand_shape %t5055 [[0], [1], [2, 3], [4]] output_shape [2, 48, 1, 20, 20] : tensor<2x48x20x20xf32> into tensor<2x48x1x20x20xf32> loc("backward.features.2.conv.3")
    %t5057 = tensor.expand_shape %primals_16 [[0], [1], [2, 3], [4]] output_shape [48, 1, 1, 3, 3] : tensor<48x1x3x3xf32> into tensor<48x1x1x3x3xf32> loc("backward.features.2.conv.3")
    %t5058 = tensor.empty() : tensor<48x1x1x3x3xf32> loc("backward.features.2.conv.3")
    %t5061 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, -d3 + 2, -d4 + 2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%t5057 : tensor<48x1x1x3x3xf32>) outs(%t5058 : tensor<48x1x1x3x3xf32>) {
    ^bb0(%in5059: f32, %out5060: f32):
      linalg.yield %in5059 : f32
    } -> tensor<48x1x1x3x3xf32> loc("backward.features.2.conv.3")
    %t5062 = tensor.empty() : tensor<2x48x1x18x18xf32> loc("backward.features.2.conv.3")
    %c5063 = arith.constant 0.000000000e+00 : f32 loc("backward.features.2.conv.3")
    %t5064 = linalg.fill ins(%c5063 : f32) outs(%t5062 : tensor<2x48x1x18x18xf32>) -> tensor<2x48x1x18x18xf32> loc("backward.features.2.conv.3")
    %t5070 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 * 1 + d6 * 1, d4 * 1 + d7 * 1)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%t5056, %t5061 : tensor<2x48x1x20x20xf32>, tensor<48x1x1x3x3xf32>) outs(%t5064 : tensor<2x48x1x18x18xf32>) {
    ^bb0(%in5065: f32, %in5066: f32, %out5067: f32):
      %s5068 = arith.mulf %in5065, %in5066 : f32
      %s5069 = arith.addf %out5067, %s5068 : f32
      linalg.yield %s5069 : f32
    } -> tensor<2x48x1x18x18xf32> loc("backward.features.2.conv.3")
    %t5071 = tensor.collapse_shape %t5070 [[0], [1], [2, 3], [4]] : tensor<2x48x1x18x18xf32> into tensor<2x48x18x18xf32> loc("backward.features.2.conv.3")
    %t5072 = tensor.extract_slice %t5071[0, 0, 1, 1] [2, 48, 16, 16] [1, 1, 1, 1] : tensor<2x48x18x18xf32> to tensor<2x48x16x16xf32> loc("backward.features.2.conv.3")
    %t5073 = tensor.empty() : tensor<2x48x18x18xf32> loc("backward.features.2.conv.3")
    %c5074 = arith.constant 0.000000000e+00 : f32 loc("backward.features.2.conv.3")
    %t5075 = linalg.fill ins(%c5074 : f32) outs(%t5073 : tensor<2x48x18x18xf32>) -> tensor<2x48x18x18xf32> loc("backward.features.2.conv.3")
    %t5076 = tensor.insert_slice %t614 into %t5075[0, 0, 1, 1] [2, 48, 16, 16] [1, 1, 1, 1] : tensor<2x48x16x16xf32> into tensor<2x48x18x18xf32> loc("backward.features.2.conv.3")
    %t5077 = tensor.expand_shape %t5076 [[0], [1], [2, 3], [4]] output_shape [2, 48, 1, 18, 18] : tensor<2x48x18x18xf32> into tensor<2x48x1x18x18xf32> loc("backward.features.2.conv.3")
    %t5078 = tensor.empty() : tensor<48x1x1x3x3xf32> loc("backward.features.2.conv.3")
    %c5079 = arith.constant 0.000000000e+00 : f32 loc("backward.features.2.conv.3")
    %t5080 = linalg.fill ins(%c5079 : f32) outs(%t5078 : tensor<48x1x1x3x3xf32>) -> tensor<48x1x1x3x3xf32> loc("backward.features.2.conv.3")
    %t5086 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d5, d0, d1, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d5, d0, d2, d6 * 2 + d3 * 1, d7 * 2 + d4 * 1)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%t5047, %t5077 : tensor<2x48x1x8x8xf32>, tensor<2x48x1x18x18xf32>) outs(%t5080 : tensor<48x1x1x3x3xf32>) {
    ^bb0(%in5081: f32, %in5082: f32, %out5083: f32):
      %s5084 = arith.mulf %in5081, %in5082 : f32
      %s5085 = arith.addf %out5083, %s5084 : f32
      linalg.yield %s5085 : f32
    } -> tensor<48x1x1x3x3xf32> loc("backward.features.2.conv.3")
    %t5087 = tensor.collapse_shape %t5086 [[0], [1], [2, 3], [4]] : tensor<48x1x1x3x3xf32> into tensor<48x1x3x3xf32> loc("backward.features.2.conv.3")
    %t5088 = tensor.empty() : tensor<2x48x16x16xi1> loc("backward.le_10")
    %t5093 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t570 : tensor<2x48x16x16xf32>) outs(%t5088 : tensor<2x48x16x16xi1>) {
    ^bb0(%in5089: f32, %out5090: i1):
      %s5091 = arith.constant 0.000000000e+00 : f32
      %s5092 = arith.cmpf ole, %in5089, %s5091 : f32
      linalg.yield %s5092 : i1
    } -> tensor<2x48x16x16xi1> loc("backward.le_10")
    %t5094 = tensor.empty() : tensor<2x48x16x16xi1> loc("backward.ge_10")
    %t5099 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t570 : tensor<2x48x16x16xf32>) outs(%t5094 : tensor<2x48x16x16xi1>) {
    ^bb0(%in5095: f32, %out5096: i1):
      %s5097 = arith.constant 6.000000000e+00 : f32
      %s5098 = arith.cmpf oge, %in5095, %s5097 : f32
      linalg.yield %s5098 : i1
    } -> tensor<2x48x16x16xi1> loc("backward.ge_10")
    %t5100 = tensor.empty() : tensor<2x48x16x16xi1> loc("backward.bitwise_or_10")
    %t5105 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t5093, %t5099 : tensor<2x48x16x16xi1>, tensor<2x48x16x16xi1>) outs(%t5100 : tensor<2x48x16x16xi1>) {
    ^bb0(%in5101: i1, %in5102: i1, %out5103: i1):
      %s5104 = arith.ori %in5101, %in5102 : i1
      linalg.yield %s5104 : i1
    } -> tensor<2x48x16x16xi1> loc("backward.bitwise_or_10")
    %cst5106 = arith.constant dense<0.000000000e+00> : tensor<f32> loc("backward.where_16")
    %t5107 = tensor.empty() : tensor<2x48x16x16xf32> loc("backward.where_16")
    %t5113 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t5105, %cst5106, %t5072 : tensor<2x48x16x16xi1>, tensor<f32>, tensor<2x48x16x16xf32>) outs(%t5107 : tensor<2x48x16x16xf32>) {
    ^bb0(%in5108: i1, %in5109: f32, %in5110: f32, %out5111: f32):
      %s5112 = arith.select %in5108, %in5109, %in5110 : f32
      linalg.yield %s5112 : f32
    } -> tensor<2x48x16x16xf32> loc("backward.where_16")
    %t5114 = tensor.expand_shape %t571 [[0, 1]] output_shape [1, 48] : tensor<48xf32> into tensor<1x48xf32> loc("backward.features.2.conv.1")
    %t5115 = tensor.expand_shape %t5114 [[0], [1, 2]] output_shape [1, 48, 1] : tensor<1x48xf32> into tensor<1x48x1xf32> loc("backward.features.2.conv.1")
    %t5116 = tensor.expand_shape %t5115 [[0], [1], [2, 3]] output_shape [1, 48, 1, 1] : tensor<1x48x1xf32> into tensor<1x48x1x1xf32> loc("backward.features.2.conv.1")
    %t5117 = tensor.empty() : tensor<48xf32> loc("backward.features.2.conv.1")
    %c5118 = arith.constant 0.000000000e+00 : f32 loc("backward.features.2.conv.1")
    %t5119 = linalg.fill ins(%c5118 : f32) outs(%t5117 : tensor<48xf32>) -> tensor<48xf32> loc("backward.features.2.conv.1")
    %t5123 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t5113 : tensor<2x48x16x16xf32>) outs(%t5119 : tensor<48xf32>) {
    ^bb0(%in5120: f32, %out5121: f32):
      %s5122 = arith.addf %out5121, %in5120 : f32
      linalg.yield %s5122 : f32
    } -> tensor<48xf32> loc("backward.features.2.conv.1")
    %t5124 = tensor.empty() : tensor<2x48x16x16xf32> loc("backward.features.2.conv.1")
    %t5129 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t498, %t5116 : tensor<2x48x16x16xf32>, tensor<1x48x1x1xf32>) outs(%t5124 : tensor<2x48x16x16xf32>) {
    ^bb0(%in5125: f32, %in5126: f32, %out5127: f32):
      %s5128 = arith.subf %in5125, %in5126 : f32
      linalg.yield %s5128 : f32
    } -> tensor<2x48x16x16xf32> loc("backward.features.2.conv.1")
    %t5130 = tensor.empty() : tensor<2x48x16x16xf32> loc("backward.features.2.conv.1")
    %t5135 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t5113, %t5129 : tensor<2x48x16x16xf32>, tensor<2x48x16x16xf32>) outs(%t5130 : tensor<2x48x16x16xf32>) {
    ^bb0(%in5131: f32, %in5132: f32, %out5133: f32):
      %s5134 = arith.mulf %in5131, %in5132 : f32
      linalg.yield %s5134 : f32
    } -> tensor<2x48x16x16xf32> loc("backward.features.2.conv.1")
    %t5136 = tensor.empty() : tensor<48xf32> loc("backward.features.2.conv.1")
    %c5137 = arith.constant 0.000000000e+00 : f32 loc("backward.features.2.conv.1")
    %t5138 = linalg.fill ins(%c5137 : f32) outs(%t5136 : tensor<48xf32>) -> tensor<48xf32> loc("backward.features.2.conv.1")
    %t5142 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t5135 : tensor<2x48x16x16xf32>) outs(%t5138 : tensor<48xf32>) {
    ^bb0(%in5139: f32, %out5140: f32):
      %s5141 = arith.addf %out5140, %in5139 : f32
      linalg.yield %s5141 : f32
    } -> tensor<48xf32> loc("backward.features.2.conv.1")
    %t5143 = tensor.empty() : tensor<48xf32> loc("backward.features.2.conv.1")
    %t5148 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t5123 : tensor<48xf32>) outs(%t5143 : tensor<48xf32>) {
    ^bb0(%in5144: f32, %out5145: f32):
      %s5146 = arith.constant 1.953125000e-03 : f32
      %s5147 = arith.mulf %in5144, %s5146 : f32
      linalg.yield %s5147 : f32
    } -> tensor<48xf32> loc("backward.features.2.conv.1")
    %t5149 = tensor.expand_shape %t5148 [[0, 1]] output_shape [1, 48] : tensor<48xf32> into tensor<1x48xf32> loc("backward.features.2.conv.1")
    %t5150 = tensor.expand_shape %t5149 [[0], [1, 2]] output_shape [1, 48, 1] : tensor<1x48xf32> into tensor<1x48x1xf32> loc("backward.features.2.conv.1")
    %t5151 = tensor.expand_shape %t5150 [[0], [1], [2, 3]] output_shape [1, 48, 1, 1] : tensor<1x48x1xf32> into tensor<1x48x1x1xf32> loc("backward.features.2.conv.1")
    %t5152 = tensor.empty() : tensor<48xf32> loc("backward.features.2.conv.1")
    %t5157 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t5142 : tensor<48xf32>) outs(%t5152 : tensor<48xf32>) {
    ^bb0(%in5153: f32, %out5154: f32):
      %s5155 = arith.constant 1.953125000e-03 : f32
      %s5156 = arith.mulf %in5153, %s5155 : f32
      linalg.yield %s5156 : f32
    } -> tensor<48xf32> loc("backward.features.2.conv.1")
    %t5158 = tensor.empty() : tensor<48xf32> loc("backward.features.2.conv.1")
    %t5163 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t572, %t572 : tensor<48xf32>, tensor<48xf32>) outs(%t5158 : tensor<48xf32>) {
    ^bb0(%in5159: f32, %in5160: f32, %out5161: f32):
      %s5162 = arith.mulf %in5159, %in5160 : f32
      linalg.yield %s5162 : f32
    } -> tensor<48xf32> loc("backward.features.2.conv.1")
    %t5164 = tensor.empty() : tensor<48xf32> loc("backward.features.2.conv.1")
    %t5169 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t5157, %t5163 : tensor<48xf32>, tensor<48xf32>) outs(%t5164 : tensor<48xf32>) {
    ^bb0(%in5165: f32, %in5166: f32, %out5167: f32):
      %s5168 = arith.mulf %in5165, %in5166 : f32
      linalg.yield %s5168 : f32
    } -> tensor<48xf32> loc("backward.features.2.conv.1")
    %t5170 = tensor.expand_shape %t5169 [[0, 1]] output_shape [1, 48] : tensor<48xf32> into tensor<1x48xf32> loc("backward.features.2.conv.1")
    %t5171 = tensor.expand_shape %t5170 [[0], [1, 2]] output_shape [1, 48, 1] : tensor<1x48xf32> into tensor<1x48x1xf32> loc("backward.features.2.conv.1")
    %t5172 = tensor.expand_shape %t5171 [[0], [1], [2, 3]] output_shape [1, 48, 1, 1] : tensor<1x48x1xf32> into tensor<1x48x1x1xf32> loc("backward.features.2.conv.1")
    %t5173 = tensor.empty() : tensor<48xf32> loc("backward.features.2.conv.1")
    %t5178 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t572, %primals_14 : tensor<48xf32>, tensor<48xf32>) outs(%t5173 : tensor<48xf32>) {
    ^bb0(%in5174: f32, %in5175: f32, %out5176: f32):
      %s5177 = arith.mulf %in5174, %in5175 : f32
      linalg.yield %s5177 : f32
    } -> tensor<48xf32> loc("backward.features.2.conv.1")
    %t5179 = tensor.expand_shape %t5178 [[0, 1]] output_shape [1, 48] : tensor<48xf32> into tensor<1x48xf32> loc("backward.features.2.conv.1")
    %t5180 = tensor.expand_shape %t5179 [[0], [1, 2]] output_shape [1, 48, 1] : tensor<1x48xf32> into tensor<1x48x1xf32> loc("backward.features.2.conv.1")
    %t5181 = tensor.expand_shape %t5180 [[0], [1], [2, 3]] output_shape [1, 48, 1, 1] : tensor<1x48x1xf32> into tensor<1x48x1x1xf32> loc("backward.features.2.conv.1")
    %t5182 = tensor.empty() : tensor<2x48x16x16xf32> loc("backward.features.2.conv.1")
    %t5187 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t498, %t5116 : tensor<2x48x16x16xf32>, tensor<1x48x1x1xf32>) outs(%t5182 : tensor<2x48x16x16xf32>) {
    ^bb0(%in5183: f32, %in5184: f32, %out5185: f32):
      %s5186 = arith.subf %in5183, %in5184 : f32
      linalg.yield %s5186 : f32
    } -> tensor<2x48x16x16xf32> loc("backward.features.2.conv.1")
    %t5188 = tensor.empty() : tensor<2x48x16x16xf32> loc("backward.features.2.conv.1")
    %t5193 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t5187, %t5172 : tensor<2x48x16x16xf32>, tensor<1x48x1x1xf32>) outs(%t5188 : tensor<2x48x16x16xf32>) {
    ^bb0(%in5189: f32, %in5190: f32, %out5191: f32):
      %s5192 = arith.mulf %in5189, %in5190 : f32
      linalg.yield %s5192 : f32
    } -> tensor<2x48x16x16xf32> loc("backward.features.2.conv.1")
    %t5194 = tensor.empty() : tensor<2x48x16x16xf32> loc("backward.features.2.conv.1")
    %t5199 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t5113, %t5193 : tensor<2x48x16x16xf32>, tensor<2x48x16x16xf32>) outs(%t5194 : tensor<2x48x16x16xf32>) {
    ^bb0(%in5195: f32, %in5196: f32, %out5197: f32):
      %s5198 = arith.subf %in5195, %in5196 : f32
      linalg.yield %s5198 : f32
    } -> tensor<2x48x16x16xf32> loc("backward.features.2.conv.1")
    %t5200 = tensor.empty() : tensor<2x48x16x16xf32> loc("backward.features.2.conv.1")
    %t5205 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t5199, %t5151 : tensor<2x48x16x16xf32>, tensor<1x48x1x1xf32>) outs(%t5200 : tensor<2x48x16x16xf32>) {
    ^bb0(%in5201: f32, %in5202: f32, %out5203: f32):
      %s5204 = arith.subf %in5201, %in5202 : f32
      linalg.yield %s5204 : f32
    } -> tensor<2x48x16x16xf32> loc("backward.features.2.conv.1")
    %t5206 = tensor.empty() : tensor<2x48x16x16xf32> loc("backward.features.2.conv.1")
    %t5211 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t5205, %t5181 : tensor<2x48x16x16xf32>, tensor<1x48x1x1xf32>) outs(%t5206 : tensor<2x48x16x16xf32>) {
    ^bb0(%in5207: f32, %in5208: f32, %out5209: f32):
      %s5210 = arith.mulf %in5207, %in5208 : f32
      linalg.yield %s5210 : f32
    } -> tensor<2x48x16x16xf32> loc("backward.features.2.conv.1")
    %t5212 = tensor.empty() : tensor<48xf32> loc("backward.features.2.conv.1")
    %t5217 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t5142, %t572 : tensor<48xf32>, tensor<48xf32>) outs(%t5212 : tensor<48xf32>) {
    ^bb0(%in5213: f32, %in5214: f32, %out5215: f32):
      %s5216 = arith.mulf %in5213, %in5214 : f32
      linalg.yield %s5216 : f32
    } -> tensor<48xf32> loc("backward.features.2.conv.1")
    %t5218 = tensor.empty() : tensor<8x48x1x1xf32> loc("backward.features.2.conv.0")
    %t5221 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d0, -d2 + 0, -d3 + 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%primals_13 : tensor<48x8x1x1xf32>) outs(%t5218 : tensor<8x48x1x1xf32>) {
    ^bb0(%in5219: f32, %out5220: f32):
      linalg.yield %in5219 : f32
    } -> tensor<8x48x1x1xf32> loc("backward.features.2.conv.0")
    %t5222 = tensor.empty() : tensor<2x8x16x16xf32> loc("backward.features.2.conv.0")
    %c5223 = arith.constant 0.000000000e+00 : f32 loc("backward.features.2.conv.0")
    %t5224 = linalg.fill ins(%c5223 : f32) outs(%t5222 : tensor<2x8x16x16xf32>) -> tensor<2x8x16x16xf32> loc("backward.features.2.conv.0")
    %t5225 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%t5211, %t5221 : tensor<2x48x16x16xf32>, tensor<8x48x1x1xf32>) outs(%t5224 : tensor<2x8x16x16xf32>) -> tensor<2x8x16x16xf32> loc("backward.features.2.conv.0")
    %t5226 = tensor.empty() : tensor<48x8x1x1xf32> loc("backward.features.2.conv.0")
    %c5227 = arith.constant 0.000000000e+00 : f32 loc("backward.features.2.conv.0")
    %t5228 = linalg.fill ins(%c5227 : f32) outs(%t5226 : tensor<48x8x1x1xf32>) -> tensor<48x8x1x1xf32> loc("backward.features.2.conv.0")
    %t5234 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d0, d5, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d1, d5 * 1 + d2 * 1, d6 * 1 + d3 * 1)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%t5211, %t494 : tensor<2x48x16x16xf32>, tensor<2x8x16x16xf32>) outs(%t5228 : tensor<48x8x1x1xf32>) {
    ^bb0(%in5229: f32, %in5230: f32, %out5231: f32):
      %s5232 = arith.mulf %in5229, %in5230 : f32
      %s5233 = arith.addf %out5231, %s5232 : f32
      linalg.yield %s5233 : f32
    } -> tensor<48x8x1x1xf32> loc("backward.features.2.conv.0")
    %t5235 = tensor.expand_shape %t453 [[0, 1]] output_shape [1, 8] : tensor<8xf32> into tensor<1x8xf32> loc("backward.features.1.conv.7")
    %t5236 = tensor.expand_shape %t5235 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xf32> into tensor<1x8x1xf32> loc("backward.features.1.conv.7")
    %t5237 = tensor.expand_shape %t5236 [[0], [1], [2, 3]] output_shape [1, 8, 1, 1] : tensor<1x8x1xf32> into tensor<1x8x1x1xf32> loc("backward.features.1.conv.7")
    %t5238 = tensor.empty() : tensor<8xf32> loc("backward.features.1.conv.7")
    %c5239 = arith.constant 0.000000000e+00 : f32 loc("backward.features.1.conv.7")
    %t5240 = linalg.fill ins(%c5239 : f32) outs(%t5238 : tensor<8xf32>) -> tensor<8xf32> loc("backward.features.1.conv.7")
    %t5244 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t5225 : tensor<2x8x16x16xf32>) outs(%t5240 : tensor<8xf32>) {
    ^bb0(%in5241: f32, %out5242: f32):
      %s5243 = arith.addf %out5242, %in5241 : f32
      linalg.yield %s5243 : f32
    } -> tensor<8xf32> loc("backward.features.1.conv.7")
    %t5245 = tensor.empty() : tensor<2x8x16x16xf32> loc("backward.features.1.conv.7")
    %t5250 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t380, %t5237 : tensor<2x8x16x16xf32>, tensor<1x8x1x1xf32>) outs(%t5245 : tensor<2x8x16x16xf32>) {
    ^bb0(%in5246: f32, %in5247: f32, %out5248: f32):
      %s5249 = arith.subf %in5246, %in5247 : f32
      linalg.yield %s5249 : f32
    } -> tensor<2x8x16x16xf32> loc("backward.features.1.conv.7")
    %t5251 = tensor.empty() : tensor<2x8x16x16xf32> loc("backward.features.1.conv.7")
    %t5256 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t5225, %t5250 : tensor<2x8x16x16xf32>, tensor<2x8x16x16xf32>) outs(%t5251 : tensor<2x8x16x16xf32>) {
    ^bb0(%in5252: f32, %in5253: f32, %out5254: f32):
      %s5255 = arith.mulf %in5252, %in5253 : f32
      linalg.yield %s5255 : f32
    } -> tensor<2x8x16x16xf32> loc("backward.features.1.conv.7")
    %t5257 = tensor.empty() : tensor<8xf32> loc("backward.features.1.conv.7")
    %c5258 = arith.constant 0.000000000e+00 : f32 loc("backward.features.1.conv.7")
    %t5259 = linalg.fill ins(%c5258 : f32) outs(%t5257 : tensor<8xf32>) -> tensor<8xf32> loc("backward.features.1.conv.7")
    %t5263 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t5256 : tensor<2x8x16x16xf32>) outs(%t5259 : tensor<8xf32>) {
    ^bb0(%in5260: f32, %out5261: f32):
      %s5262 = arith.addf %out5261, %in5260 : f32
      linalg.yield %s5262 : f32
    } -> tensor<8xf32> loc("backward.features.1.conv.7")
    %t5264 = tensor.empty() : tensor<8xf32> loc("backward.features.1.conv.7")
    %t5269 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t5244 : tensor<8xf32>) outs(%t5264 : tensor<8xf32>) {
    ^bb0(%in5265: f32, %out5266: f32):
      %s5267 = arith.constant 1.953125000e-03 : f32
      %s5268 = arith.mulf %in5265, %s5267 : f32
      linalg.yield %s5268 : f32
    } -> tensor<8xf32> loc("backward.features.1.conv.7")
    %t5270 = tensor.expand_shape %t5269 [[0, 1]] output_shape [1, 8] : tensor<8xf32> into tensor<1x8xf32> loc("backward.features.1.conv.7")
    %t5271 = tensor.expand_shape %t5270 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xf32> into tensor<1x8x1xf32> loc("backward.features.1.conv.7")
    %t5272 = tensor.expand_shape %t5271 [[0], [1], [2, 3]] output_shape [1, 8, 1, 1] : tensor<1x8x1xf32> into tensor<1x8x1x1xf32> loc("backward.features.1.conv.7")
    %t5273 = tensor.empty() : tensor<8xf32> loc("backward.features.1.conv.7")
    %t5278 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t5263 : tensor<8xf32>) outs(%t5273 : tensor<8xf32>) {
    ^bb0(%in5274: f32, %out5275: f32):
      %s5276 = arith.constant 1.953125000e-03 : f32
      %s5277 = arith.mulf %in5274, %s5276 : f32
      linalg.yield %s5277 : f32
    } -> tensor<8xf32> loc("backward.features.1.conv.7")
    %t5279 = tensor.empty() : tensor<8xf32> loc("backward.features.1.conv.7")
    %t5284 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t454, %t454 : tensor<8xf32>, tensor<8xf32>) outs(%t5279 : tensor<8xf32>) {
    ^bb0(%in5280: f32, %in5281: f32, %out5282: f32):
      %s5283 = arith.mulf %in5280, %in5281 : f32
      linalg.yield %s5283 : f32
    } -> tensor<8xf32> loc("backward.features.1.conv.7")
    %t5285 = tensor.empty() : tensor<8xf32> loc("backward.features.1.conv.7")
    %t5290 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t5278, %t5284 : tensor<8xf32>, tensor<8xf32>) outs(%t5285 : tensor<8xf32>) {
    ^bb0(%in5286: f32, %in5287: f32, %out5288: f32):
      %s5289 = arith.mulf %in5286, %in5287 : f32
      linalg.yield %s5289 : f32
    } -> tensor<8xf32> loc("backward.features.1.conv.7")
    %t5291 = tensor.expand_shape %t5290 [[0, 1]] output_shape [1, 8] : tensor<8xf32> into tensor<1x8xf32> loc("backward.features.1.conv.7")
    %t5292 = tensor.expand_shape %t5291 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xf32> into tensor<1x8x1xf32> loc("backward.features.1.conv.7")
    %t5293 = tensor.expand_shape %t5292 [[0], [1], [2, 3]] output_shape [1, 8, 1, 1] : tensor<1x8x1xf32> into tensor<1x8x1x1xf32> loc("backward.features.1.conv.7")
    %t5294 = tensor.empty() : tensor<8xf32> loc("backward.features.1.conv.7")
    %t5299 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t454, %primals_11 : tensor<8xf32>, tensor<8xf32>) outs(%t5294 : tensor<8xf32>) {
    ^bb0(%in5295: f32, %in5296: f32, %out5297: f32):
      %s5298 = arith.mulf %in5295, %in5296 : f32
      linalg.yield %s5298 : f32
    } -> tensor<8xf32> loc("backward.features.1.conv.7")
    %t5300 = tensor.expand_shape %t5299 [[0, 1]] output_shape [1, 8] : tensor<8xf32> into tensor<1x8xf32> loc("backward.features.1.conv.7")
    %t5301 = tensor.expand_shape %t5300 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xf32> into tensor<1x8x1xf32> loc("backward.features.1.conv.7")
    %t5302 = tensor.expand_shape %t5301 [[0], [1], [2, 3]] output_shape [1, 8, 1, 1] : tensor<1x8x1xf32> into tensor<1x8x1x1xf32> loc("backward.features.1.conv.7")
    %t5303 = tensor.empty() : tensor<2x8x16x16xf32> loc("backward.features.1.conv.7")
    %t5308 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t380, %t5237 : tensor<2x8x16x16xf32>, tensor<1x8x1x1xf32>) outs(%t5303 : tensor<2x8x16x16xf32>) {
    ^bb0(%in5304: f32, %in5305: f32, %out5306: f32):
      %s5307 = arith.subf %in5304, %in5305 : f32
      linalg.yield %s5307 : f32
    } -> tensor<2x8x16x16xf32> loc("backward.features.1.conv.7")
    %t5309 = tensor.empty() : tensor<2x8x16x16xf32> loc("backward.features.1.conv.7")
    %t5314 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t5308, %t5293 : tensor<2x8x16x16xf32>, tensor<1x8x1x1xf32>) outs(%t5309 : tensor<2x8x16x16xf32>) {
    ^bb0(%in5310: f32, %in5311: f32, %out5312: f32):
      %s5313 = arith.mulf %in5310, %in5311 : f32
      linalg.yield %s5313 : f32
    } -> tensor<2x8x16x16xf32> loc("backward.features.1.conv.7")
    %t5315 = tensor.empty() : tensor<2x8x16x16xf32> loc("backward.features.1.conv.7")
    %t5320 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t5225, %t5314 : tensor<2x8x16x16xf32>, tensor<2x8x16x16xf32>) outs(%t5315 : tensor<2x8x16x16xf32>) {
    ^bb0(%in5316: f32, %in5317: f32, %out5318: f32):
      %s5319 = arith.subf %in5316, %in5317 : f32
      linalg.yield %s5319 : f32
    } -> tensor<2x8x16x16xf32> loc("backward.features.1.conv.7")
    %t5321 = tensor.empty() : tensor<2x8x16x16xf32> loc("backward.features.1.conv.7")
    %t5326 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t5320, %t5272 : tensor<2x8x16x16xf32>, tensor<1x8x1x1xf32>) outs(%t5321 : tensor<2x8x16x16xf32>) {
    ^bb0(%in5322: f32, %in5323: f32, %out5324: f32):
      %s5325 = arith.subf %in5322, %in5323 : f32
      linalg.yield %s5325 : f32
    } -> tensor<2x8x16x16xf32> loc("backward.features.1.conv.7")
    %t5327 = tensor.empty() : tensor<2x8x16x16xf32> loc("backward.features.1.conv.7")
    %t5332 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t5326, %t5302 : tensor<2x8x16x16xf32>, tensor<1x8x1x1xf32>) outs(%t5327 : tensor<2x8x16x16xf32>) {
    ^bb0(%in5328: f32, %in5329: f32, %out5330: f32):
      %s5331 = arith.mulf %in5328, %in5329 : f32
      linalg.yield %s5331 : f32
    } -> tensor<2x8x16x16xf32> loc("backward.features.1.conv.7")
    %t5333 = tensor.empty() : tensor<8xf32> loc("backward.features.1.conv.7")
    %t5338 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t5263, %t454 : tensor<8xf32>, tensor<8xf32>) outs(%t5333 : tensor<8xf32>) {
    ^bb0(%in5334: f32, %in5335: f32, %out5336: f32):
      %s5337 = arith.mulf %in5334, %in5335 : f32
      linalg.yield %s5337 : f32
    } -> tensor<8xf32> loc("backward.features.1.conv.7")
    %t5339 = tensor.empty() : tensor<8x8x1x1xf32> loc("backward.features.1.conv.6")
    %t5342 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d0, -d2 + 0, -d3 + 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%primals_10 : tensor<8x8x1x1xf32>) outs(%t5339 : tensor<8x8x1x1xf32>) {
    ^bb0(%in5340: f32, %out5341: f32):
      linalg.yield %in5340 : f32
    } -> tensor<8x8x1x1xf32> loc("backward.features.1.conv.6")
    %t5343 = tensor.empty() : tensor<2x8x16x16xf32> loc("backward.features.1.conv.6")
    %c5344 = arith.constant 0.000000000e+00 : f32 loc("backward.features.1.conv.6")
    %t5345 = linalg.fill ins(%c5344 : f32) outs(%t5343 : tensor<2x8x16x16xf32>) -> tensor<2x8x16x16xf32> loc("backward.features.1.conv.6")
    %t5346 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%t5332, %t5342 : tensor<2x8x16x16xf32>, tensor<8x8x1x1xf32>) outs(%t5345 : tensor<2x8x16x16xf32>) -> tensor<2x8x16x16xf32> loc("backward.features.1.conv.6")
    %t5347 = tensor.empty() : tensor<8x8x1x1xf32> loc("backward.features.1.conv.6")
    %c5348 = arith.constant 0.000000000e+00 : f32 loc("backward.features.1.conv.6")
    %t5349 = linalg.fill ins(%c5348 : f32) outs(%t5347 : tensor<8x8x1x1xf32>) -> tensor<8x8x1x1xf32> loc("backward.features.1.conv.6")
    %t5355 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d0, d5, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d1, d5 * 1 + d2 * 1, d6 * 1 + d3 * 1)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%t5332, %t376 : tensor<2x8x16x16xf32>, tensor<2x8x16x16xf32>) outs(%t5349 : tensor<8x8x1x1xf32>) {
    ^bb0(%in5350: f32, %in5351: f32, %out5352: f32):
      %s5353 = arith.mulf %in5350, %in5351 : f32
      %s5354 = arith.addf %out5352, %s5353 : f32
      linalg.yield %s5354 : f32
    } -> tensor<8x8x1x1xf32> loc("backward.features.1.conv.6")
    %t5356 = tensor.empty() : tensor<2x8x16x16xi1> loc("backward.le_11")
    %t5361 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t332 : tensor<2x8x16x16xf32>) outs(%t5356 : tensor<2x8x16x16xi1>) {
    ^bb0(%in5357: f32, %out5358: i1):
      %s5359 = arith.constant 0.000000000e+00 : f32
      %s5360 = arith.cmpf ole, %in5357, %s5359 : f32
      linalg.yield %s5360 : i1
    } -> tensor<2x8x16x16xi1> loc("backward.le_11")
    %t5362 = tensor.empty() : tensor<2x8x16x16xi1> loc("backward.ge_11")
    %t5367 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t332 : tensor<2x8x16x16xf32>) outs(%t5362 : tensor<2x8x16x16xi1>) {
    ^bb0(%in5363: f32, %out5364: i1):
      %s5365 = arith.constant 6.000000000e+00 : f32
      %s5366 = arith.cmpf oge, %in5363, %s5365 : f32
      linalg.yield %s5366 : i1
    } -> tensor<2x8x16x16xi1> loc("backward.ge_11")
    %t5368 = tensor.empty() : tensor<2x8x16x16xi1> loc("backward.bitwise_or_11")
    %t5373 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t5361, %t5367 : tensor<2x8x16x16xi1>, tensor<2x8x16x16xi1>) outs(%t5368 : tensor<2x8x16x16xi1>) {
    ^bb0(%in5369: i1, %in5370: i1, %out5371: i1):
      %s5372 = arith.ori %in5369, %in5370 : i1
      linalg.yield %s5372 : i1
    } -> tensor<2x8x16x16xi1> loc("backward.bitwise_or_11")
    %cst5374 = arith.constant dense<0.000000000e+00> : tensor<f32> loc("backward.where_17")
    %t5375 = tensor.empty() : tensor<2x8x16x16xf32> loc("backward.where_17")
    %t5381 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t5373, %cst5374, %t5346 : tensor<2x8x16x16xi1>, tensor<f32>, tensor<2x8x16x16xf32>) outs(%t5375 : tensor<2x8x16x16xf32>) {
    ^bb0(%in5376: i1, %in5377: f32, %in5378: f32, %out5379: f32):
      %s5380 = arith.select %in5376, %in5377, %in5378 : f32
      linalg.yield %s5380 : f32
    } -> tensor<2x8x16x16xf32> loc("backward.where_17")
    %t5382 = tensor.expand_shape %t333 [[0, 1]] output_shape [1, 8] : tensor<8xf32> into tensor<1x8xf32> loc("backward.features.1.conv.4")
    %t5383 = tensor.expand_shape %t5382 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xf32> into tensor<1x8x1xf32> loc("backward.features.1.conv.4")
    %t5384 = tensor.expand_shape %t5383 [[0], [1], [2, 3]] output_shape [1, 8, 1, 1] : tensor<1x8x1xf32> into tensor<1x8x1x1xf32> loc("backward.features.1.conv.4")
    %t5385 = tensor.empty() : tensor<8xf32> loc("backward.features.1.conv.4")
    %c5386 = arith.constant 0.000000000e+00 : f32 loc("backward.features.1.conv.4")
    %t5387 = linalg.fill ins(%c5386 : f32) outs(%t5385 : tensor<8xf32>) -> tensor<8xf32> loc("backward.features.1.conv.4")
    %t5391 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t5381 : tensor<2x8x16x16xf32>) outs(%t5387 : tensor<8xf32>) {
    ^bb0(%in5388: f32, %out5389: f32):
      %s5390 = arith.addf %out5389, %in5388 : f32
      linalg.yield %s5390 : f32
    } -> tensor<8xf32> loc("backward.features.1.conv.4")
    %t5392 = tensor.empty() : tensor<2x8x16x16xf32> loc("backward.features.1.conv.4")
    %t5397 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t260, %t5384 : tensor<2x8x16x16xf32>, tensor<1x8x1x1xf32>) outs(%t5392 : tensor<2x8x16x16xf32>) {
    ^bb0(%in5393: f32, %in5394: f32, %out5395: f32):
      %s5396 = arith.subf %in5393, %in5394 : f32
      linalg.yield %s5396 : f32
    } -> tensor<2x8x16x16xf32> loc("backward.features.1.conv.4")
    %t5398 = tensor.empty() : tensor<2x8x16x16xf32> loc("backward.features.1.conv.4")
    %t5403 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t5381, %t5397 : tensor<2x8x16x16xf32>, tensor<2x8x16x16xf32>) outs(%t5398 : tensor<2x8x16x16xf32>) {
    ^bb0(%in5399: f32, %in5400: f32, %out5401: f32):
      %s5402 = arith.mulf %in5399, %in5400 : f32
      linalg.yield %s5402 : f32
    } -> tensor<2x8x16x16xf32> loc("backward.features.1.conv.4")
    %t5404 = tensor.empty() : tensor<8xf32> loc("backward.features.1.conv.4")
    %c5405 = arith.constant 0.000000000e+00 : f32 loc("backward.features.1.conv.4")
    %t5406 = linalg.fill ins(%c5405 : f32) outs(%t5404 : tensor<8xf32>) -> tensor<8xf32> loc("backward.features.1.conv.4")
    %t5410 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t5403 : tensor<2x8x16x16xf32>) outs(%t5406 : tensor<8xf32>) {
    ^bb0(%in5407: f32, %out5408: f32):
      %s5409 = arith.addf %out5408, %in5407 : f32
      linalg.yield %s5409 : f32
    } -> tensor<8xf32> loc("backward.features.1.conv.4")
    %t5411 = tensor.empty() : tensor<8xf32> loc("backward.features.1.conv.4")
    %t5416 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t5391 : tensor<8xf32>) outs(%t5411 : tensor<8xf32>) {
    ^bb0(%in5412: f32, %out5413: f32):
      %s5414 = arith.constant 1.953125000e-03 : f32
      %s5415 = arith.mulf %in5412, %s5414 : f32
      linalg.yield %s5415 : f32
    } -> tensor<8xf32> loc("backward.features.1.conv.4")
    %t5417 = tensor.expand_shape %t5416 [[0, 1]] output_shape [1, 8] : tensor<8xf32> into tensor<1x8xf32> loc("backward.features.1.conv.4")
    %t5418 = tensor.expand_shape %t5417 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xf32> into tensor<1x8x1xf32> loc("backward.features.1.conv.4")
    %t5419 = tensor.expand_shape %t5418 [[0], [1], [2, 3]] output_shape [1, 8, 1, 1] : tensor<1x8x1xf32> into tensor<1x8x1x1xf32> loc("backward.features.1.conv.4")
    %t5420 = tensor.empty() : tensor<8xf32> loc("backward.features.1.conv.4")
    %t5425 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t5410 : tensor<8xf32>) outs(%t5420 : tensor<8xf32>) {
    ^bb0(%in5421: f32, %out5422: f32):
      %s5423 = arith.constant 1.953125000e-03 : f32
      %s5424 = arith.mulf %in5421, %s5423 : f32
      linalg.yield %s5424 : f32
    } -> tensor<8xf32> loc("backward.features.1.conv.4")
    %t5426 = tensor.empty() : tensor<8xf32> loc("backward.features.1.conv.4")
    %t5431 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t334, %t334 : tensor<8xf32>, tensor<8xf32>) outs(%t5426 : tensor<8xf32>) {
    ^bb0(%in5427: f32, %in5428: f32, %out5429: f32):
      %s5430 = arith.mulf %in5427, %in5428 : f32
      linalg.yield %s5430 : f32
    } -> tensor<8xf32> loc("backward.features.1.conv.4")
    %t5432 = tensor.empty() : tensor<8xf32> loc("backward.features.1.conv.4")
    %t5437 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t5425, %t5431 : tensor<8xf32>, tensor<8xf32>) outs(%t5432 : tensor<8xf32>) {
    ^bb0(%in5433: f32, %in5434: f32, %out5435: f32):
      %s5436 = arith.mulf %in5433, %in5434 : f32
      linalg.yield %s5436 : f32
    } -> tensor<8xf32> loc("backward.features.1.conv.4")
    %t5438 = tensor.expand_shape %t5437 [[0, 1]] output_shape [1, 8] : tensor<8xf32> into tensor<1x8xf32> loc("backward.features.1.conv.4")
    %t5439 = tensor.expand_shape %t5438 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xf32> into tensor<1x8x1xf32> loc("backward.features.1.conv.4")
    %t5440 = tensor.expand_shape %t5439 [[0], [1], [2, 3]] output_shape [1, 8, 1, 1] : tensor<1x8x1xf32> into tensor<1x8x1x1xf32> loc("backward.features.1.conv.4")
    %t5441 = tensor.empty() : tensor<8xf32> loc("backward.features.1.conv.4")
    %t5446 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t334, %primals_8 : tensor<8xf32>, tensor<8xf32>) outs(%t5441 : tensor<8xf32>) {
    ^bb0(%in5442: f32, %in5443: f32, %out5444: f32):
      %s5445 = arith.mulf %in5442, %in5443 : f32
      linalg.yield %s5445 : f32
    } -> tensor<8xf32> loc("backward.features.1.conv.4")
    %t5447 = tensor.expand_shape %t5446 [[0, 1]] output_shape [1, 8] : tensor<8xf32> into tensor<1x8xf32> loc("backward.features.1.conv.4")
    %t5448 = tensor.expand_shape %t5447 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xf32> into tensor<1x8x1xf32> loc("backward.features.1.conv.4")
    %t5449 = tensor.expand_shape %t5448 [[0], [1], [2, 3]] output_shape [1, 8, 1, 1] : tensor<1x8x1xf32> into tensor<1x8x1x1xf32> loc("backward.features.1.conv.4")
    %t5450 = tensor.empty() : tensor<2x8x16x16xf32> loc("backward.features.1.conv.4")
    %t5455 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t260, %t5384 : tensor<2x8x16x16xf32>, tensor<1x8x1x1xf32>) outs(%t5450 : tensor<2x8x16x16xf32>) {
    ^bb0(%in5451: f32, %in5452: f32, %out5453: f32):
      %s5454 = arith.subf %in5451, %in5452 : f32
      linalg.yield %s5454 : f32
    } -> tensor<2x8x16x16xf32> loc("backward.features.1.conv.4")
    %t5456 = tensor.empty() : tensor<2x8x16x16xf32> loc("backward.features.1.conv.4")
    %t5461 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t5455, %t5440 : tensor<2x8x16x16xf32>, tensor<1x8x1x1xf32>) outs(%t5456 : tensor<2x8x16x16xf32>) {
    ^bb0(%in5457: f32, %in5458: f32, %out5459: f32):
      %s5460 = arith.mulf %in5457, %in5458 : f32
      linalg.yield %s5460 : f32
    } -> tensor<2x8x16x16xf32> loc("backward.features.1.conv.4")
    %t5462 = tensor.empty() : tensor<2x8x16x16xf32> loc("backward.features.1.conv.4")
    %t5467 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t5381, %t5461 : tensor<2x8x16x16xf32>, tensor<2x8x16x16xf32>) outs(%t5462 : tensor<2x8x16x16xf32>) {
    ^bb0(%in5463: f32, %in5464: f32, %out5465: f32):
      %s5466 = arith.subf %in5463, %in5464 : f32
      linalg.yield %s5466 : f32
    } -> tensor<2x8x16x16xf32> loc("backward.features.1.conv.4")
    %t5468 = tensor.empty() : tensor<2x8x16x16xf32> loc("backward.features.1.conv.4")
    %t5473 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t5467, %t5419 : tensor<2x8x16x16xf32>, tensor<1x8x1x1xf32>) outs(%t5468 : tensor<2x8x16x16xf32>) {
    ^bb0(%in5469: f32, %in5470: f32, %out5471: f32):
      %s5472 = arith.subf %in5469, %in5470 : f32
      linalg.yield %s5472 : f32
    } -> tensor<2x8x16x16xf32> loc("backward.features.1.conv.4")
    %t5474 = tensor.empty() : tensor<2x8x16x16xf32> loc("backward.features.1.conv.4")
    %t5479 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t5473, %t5449 : tensor<2x8x16x16xf32>, tensor<1x8x1x1xf32>) outs(%t5474 : tensor<2x8x16x16xf32>) {
    ^bb0(%in5475: f32, %in5476: f32, %out5477: f32):
      %s5478 = arith.mulf %in5475, %in5476 : f32
      linalg.yield %s5478 : f32
    } -> tensor<2x8x16x16xf32> loc("backward.features.1.conv.4")
    %t5480 = tensor.empty() : tensor<8xf32> loc("backward.features.1.conv.4")
    %t5485 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t5410, %t334 : tensor<8xf32>, tensor<8xf32>) outs(%t5480 : tensor<8xf32>) {
    ^bb0(%in5481: f32, %in5482: f32, %out5483: f32):
      %s5484 = arith.mulf %in5481, %in5482 : f32
      linalg.yield %s5484 : f32
    } -> tensor<8xf32> loc("backward.features.1.conv.4")
    %t5486 = tensor.expand_shape %t5479 [[0], [1], [2, 3], [4]] output_shape [2, 8, 1, 16, 16] : tensor<2x8x16x16xf32> into tensor<2x8x1x16x16xf32> loc("backward.features.1.conv.3")
    %t5487 = tensor.empty() : tensor<2x8x20x20xf32> loc("backward.features.1.conv.3")
    %c5488 = arith.constant 0.000000000e+00 : f32 loc("backward.features.1.conv.3")
    %t5489 = linalg.fill ins(%c5488 : f32) outs(%t5487 : tensor<2x8x20x20xf32>) -> tensor<2x8x20x20xf32> loc("backward.features.1.conv.3")
    %t5490 = tensor.insert_slice %t5479 into %t5489[0, 0, 2, 2] [2, 8, 16, 16] [1, 1, 1, 1] : tensor<2x8x16x16xf32> into tensor<2x8x20x20xf32> loc("backward.features.1.conv.3")
    %t5491 = tensor.expand_shape %t5490 [[0], [1], [2, 3], [4]] output_shape [2, 8, 1, 20, 20] : tensor<2x8x20x20xf32> into tensor<2x8x1x20x20xf32> loc("backward.features.1.conv.3")
    %t5492 = tensor.expand_shape %primals_7 [[0], [1], [2, 3], [4]] output_shape [8, 1, 1, 3, 3] : tensor<8x1x3x3xf32> into tensor<8x1x1x3x3xf32> loc("backward.features.1.conv.3")
    %t5493 = tensor.empty() : tensor<8x1x1x3x3xf32> loc("backward.features.1.conv.3")
    %t5496 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, -d3 + 2, -d4 + 2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%t5492 : tensor<8x1x1x3x3xf32>) outs(%t5493 : tensor<8x1x1x3x3xf32>) {
    ^bb0(%in5494: f32, %out5495: f32):
      linalg.yield %in5494 : f32
    } -> tensor<8x1x1x3x3xf32> loc("backward.features.1.conv.3")
    %t5497 = tensor.empty() : tensor<2x8x1x18x18xf32> loc("backward.features.1.conv.3")
    %c5498 = arith.constant 0.000000000e+00 : f32 loc("backward.features.1.conv.3")
    %t5499 = linalg.fill ins(%c5498 : f32) outs(%t5497 : tensor<2x8x1x18x18xf32>) -> tensor<2x8x1x18x18xf32> loc("backward.features.1.conv.3")
    %t5505 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 * 1 + d6 * 1, d4 * 1 + d7 * 1)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%t5491, %t5496 : tensor<2x8x1x20x20xf32>, tensor<8x1x1x3x3xf32>) outs(%t5499 : tensor<2x8x1x18x18xf32>) {
    ^bb0(%in5500: f32, %in5501: f32, %out5502: f32):
      %s5503 = arith.mulf %in5500, %in5501 : f32
      %s5504 = arith.addf %out5502, %s5503 : f32
      linalg.yield %s5504 : f32
    } -> tensor<2x8x1x18x18xf32> loc("backward.features.1.conv.3")
    %t5506 = tensor.collapse_shape %t5505 [[0], [1], [2, 3], [4]] : tensor<2x8x1x18x18xf32> into tensor<2x8x18x18xf32> loc("backward.features.1.conv.3")
    %t5507 = tensor.extract_slice %t5506[0, 0, 1, 1] [2, 8, 16, 16] [1, 1, 1, 1] : tensor<2x8x18x18xf32> to tensor<2x8x16x16xf32> loc("backward.features.1.conv.3")
    %t5508 = tensor.empty() : tensor<2x8x18x18xf32> loc("backward.features.1.conv.3")
    %c5509 = arith.constant 0.000000000e+00 : f32 loc("backward.features.1.conv.3")
    %t5510 = linalg.fill ins(%c5509 : f32) outs(%t5508 : tensor<2x8x18x18xf32>) -> tensor<2x8x18x18xf32> loc("backward.features.1.conv.3")
    %t5511 = tensor.insert_slice %t244 into %t5510[0, 0, 1, 1] [2, 8, 16, 16] [1, 1, 1, 1] : tensor<2x8x16x16xf32> into tensor<2x8x18x18xf32> loc("backward.features.1.conv.3")
    %t5512 = tensor.expand_shape %t5511 [[0], [1], [2, 3], [4]] output_shape [2, 8, 1, 18, 18] : tensor<2x8x18x18xf32> into tensor<2x8x1x18x18xf32> loc("backward.features.1.conv.3")
    %t5513 = tensor.empty() : tensor<8x1x1x3x3xf32> loc("backward.features.1.conv.3")
    %c5514 = arith.constant 0.000000000e+00 : f32 loc("backward.features.1.conv.3")
    %t5515 = linalg.fill ins(%c5514 : f32) outs(%t5513 : tensor<8x1x1x3x3xf32>) -> tensor<8x1x1x3x3xf32> loc("backward.features.1.conv.3")
    %t5521 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d5, d0, d1, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d5, d0, d2, d6 * 1 + d3 * 1, d7 * 1 + d4 * 1)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%t5486, %t5512 : tensor<2x8x1x16x16xf32>, tensor<2x8x1x18x18xf32>) outs(%t5515 : tensor<8x1x1x3x3xf32>) {
    ^bb0(%in5516: f32, %in5517: f32, %out5518: f32):
      %s5519 = arith.mulf %in5516, %in5517 : f32
      %s5520 = arith.addf %out5518, %s5519 : f32
      linalg.yield %s5520 : f32
    } -> tensor<8x1x1x3x3xf32> loc("backward.features.1.conv.3")
    %t5522 = tensor.collapse_shape %t5521 [[0], [1], [2, 3], [4]] : tensor<8x1x1x3x3xf32> into tensor<8x1x3x3xf32> loc("backward.features.1.conv.3")
    %t5523 = tensor.empty() : tensor<2x8x16x16xi1> loc("backward.le_12")
    %t5528 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t200 : tensor<2x8x16x16xf32>) outs(%t5523 : tensor<2x8x16x16xi1>) {
    ^bb0(%in5524: f32, %out5525: i1):
      %s5526 = arith.constant 0.000000000e+00 : f32
      %s5527 = arith.cmpf ole, %in5524, %s5526 : f32
      linalg.yield %s5527 : i1
    } -> tensor<2x8x16x16xi1> loc("backward.le_12")
    %t5529 = tensor.empty() : tensor<2x8x16x16xi1> loc("backward.ge_12")
    %t5534 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t200 : tensor<2x8x16x16xf32>) outs(%t5529 : tensor<2x8x16x16xi1>) {
    ^bb0(%in5530: f32, %out5531: i1):
      %s5532 = arith.constant 6.000000000e+00 : f32
      %s5533 = arith.cmpf oge, %in5530, %s5532 : f32
      linalg.yield %s5533 : i1
    } -> tensor<2x8x16x16xi1> loc("backward.ge_12")
    %t5535 = tensor.empty() : tensor<2x8x16x16xi1> loc("backward.bitwise_or_12")
    %t5540 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t5528, %t5534 : tensor<2x8x16x16xi1>, tensor<2x8x16x16xi1>) outs(%t5535 : tensor<2x8x16x16xi1>) {
    ^bb0(%in5536: i1, %in5537: i1, %out5538: i1):
      %s5539 = arith.ori %in5536, %in5537 : i1
      linalg.yield %s5539 : i1
    } -> tensor<2x8x16x16xi1> loc("backward.bitwise_or_12")
    %cst5541 = arith.constant dense<0.000000000e+00> : tensor<f32> loc("backward.where_18")
    %t5542 = tensor.empty() : tensor<2x8x16x16xf32> loc("backward.where_18")
    %t5548 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t5540, %cst5541, %t5507 : tensor<2x8x16x16xi1>, tensor<f32>, tensor<2x8x16x16xf32>) outs(%t5542 : tensor<2x8x16x16xf32>) {
    ^bb0(%in5543: i1, %in5544: f32, %in5545: f32, %out5546: f32):
      %s5547 = arith.select %in5543, %in5544, %in5545 : f32
      linalg.yield %s5547 : f32
    } -> tensor<2x8x16x16xf32> loc("backward.where_18")
    %t5549 = tensor.expand_shape %t201 [[0, 1]] output_shape [1, 8] : tensor<8xf32> into tensor<1x8xf32> loc("backward.features.1.conv.1")
    %t5550 = tensor.expand_shape %t5549 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xf32> into tensor<1x8x1xf32> loc("backward.features.1.conv.1")
    %t5551 = tensor.expand_shape %t5550 [[0], [1], [2, 3]] output_shape [1, 8, 1, 1] : tensor<1x8x1xf32> into tensor<1x8x1x1xf32> loc("backward.features.1.conv.1")
    %t5552 = tensor.empty() : tensor<8xf32> loc("backward.features.1.conv.1")
    %c5553 = arith.constant 0.000000000e+00 : f32 loc("backward.features.1.conv.1")
    %t5554 = linalg.fill ins(%c5553 : f32) outs(%t5552 : tensor<8xf32>) -> tensor<8xf32> loc("backward.features.1.conv.1")
    %t5558 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t5548 : tensor<2x8x16x16xf32>) outs(%t5554 : tensor<8xf32>) {
    ^bb0(%in5555: f32, %out5556: f32):
      %s5557 = arith.addf %out5556, %in5555 : f32
      linalg.yield %s5557 : f32
    } -> tensor<8xf32> loc("backward.features.1.conv.1")
    %t5559 = tensor.empty() : tensor<2x8x16x16xf32> loc("backward.features.1.conv.1")
    %t5564 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t128, %t5551 : tensor<2x8x16x16xf32>, tensor<1x8x1x1xf32>) outs(%t5559 : tensor<2x8x16x16xf32>) {
    ^bb0(%in5560: f32, %in5561: f32, %out5562: f32):
      %s5563 = arith.subf %in5560, %in5561 : f32
      linalg.yield %s5563 : f32
    } -> tensor<2x8x16x16xf32> loc("backward.features.1.conv.1")
    %t5565 = tensor.empty() : tensor<2x8x16x16xf32> loc("backward.features.1.conv.1")
    %t5570 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t5548, %t5564 : tensor<2x8x16x16xf32>, tensor<2x8x16x16xf32>) outs(%t5565 : tensor<2x8x16x16xf32>) {
    ^bb0(%in5566: f32, %in5567: f32, %out5568: f32):
      %s5569 = arith.mulf %in5566, %in5567 : f32
      linalg.yield %s5569 : f32
    } -> tensor<2x8x16x16xf32> loc("backward.features.1.conv.1")
    %t5571 = tensor.empty() : tensor<8xf32> loc("backward.features.1.conv.1")
    %c5572 = arith.constant 0.000000000e+00 : f32 loc("backward.features.1.conv.1")
    %t5573 = linalg.fill ins(%c5572 : f32) outs(%t5571 : tensor<8xf32>) -> tensor<8xf32> loc("backward.features.1.conv.1")
    %t5577 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t5570 : tensor<2x8x16x16xf32>) outs(%t5573 : tensor<8xf32>) {
    ^bb0(%in5574: f32, %out5575: f32):
      %s5576 = arith.addf %out5575, %in5574 : f32
      linalg.yield %s5576 : f32
    } -> tensor<8xf32> loc("backward.features.1.conv.1")
    %t5578 = tensor.empty() : tensor<8xf32> loc("backward.features.1.conv.1")
    %t5583 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t5558 : tensor<8xf32>) outs(%t5578 : tensor<8xf32>) {
    ^bb0(%in5579: f32, %out5580: f32):
      %s5581 = arith.constant 1.953125000e-03 : f32
      %s5582 = arith.mulf %in5579, %s5581 : f32
      linalg.yield %s5582 : f32
    } -> tensor<8xf32> loc("backward.features.1.conv.1")
    %t5584 = tensor.expand_shape %t5583 [[0, 1]] output_shape [1, 8] : tensor<8xf32> into tensor<1x8xf32> loc("backward.features.1.conv.1")
    %t5585 = tensor.expand_shape %t5584 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xf32> into tensor<1x8x1xf32> loc("backward.features.1.conv.1")
    %t5586 = tensor.expand_shape %t5585 [[0], [1], [2, 3]] output_shape [1, 8, 1, 1] : tensor<1x8x1xf32> into tensor<1x8x1x1xf32> loc("backward.features.1.conv.1")
    %t5587 = tensor.empty() : tensor<8xf32> loc("backward.features.1.conv.1")
    %t5592 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t5577 : tensor<8xf32>) outs(%t5587 : tensor<8xf32>) {
    ^bb0(%in5588: f32, %out5589: f32):
      %s5590 = arith.constant 1.953125000e-03 : f32
      %s5591 = arith.mulf %in5588, %s5590 : f32
      linalg.yield %s5591 : f32
    } -> tensor<8xf32> loc("backward.features.1.conv.1")
    %t5593 = tensor.empty() : tensor<8xf32> loc("backward.features.1.conv.1")
    %t5598 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t202, %t202 : tensor<8xf32>, tensor<8xf32>) outs(%t5593 : tensor<8xf32>) {
    ^bb0(%in5594: f32, %in5595: f32, %out5596: f32):
      %s5597 = arith.mulf %in5594, %in5595 : f32
      linalg.yield %s5597 : f32
    } -> tensor<8xf32> loc("backward.features.1.conv.1")
    %t5599 = tensor.empty() : tensor<8xf32> loc("backward.features.1.conv.1")
    %t5604 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t5592, %t5598 : tensor<8xf32>, tensor<8xf32>) outs(%t5599 : tensor<8xf32>) {
    ^bb0(%in5600: f32, %in5601: f32, %out5602: f32):
      %s5603 = arith.mulf %in5600, %in5601 : f32
      linalg.yield %s5603 : f32
    } -> tensor<8xf32> loc("backward.features.1.conv.1")
    %t5605 = tensor.expand_shape %t5604 [[0, 1]] output_shape [1, 8] : tensor<8xf32> into tensor<1x8xf32> loc("backward.features.1.conv.1")
    %t5606 = tensor.expand_shape %t5605 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xf32> into tensor<1x8x1xf32> loc("backward.features.1.conv.1")
    %t5607 = tensor.expand_shape %t5606 [[0], [1], [2, 3]] output_shape [1, 8, 1, 1] : tensor<1x8x1xf32> into tensor<1x8x1x1xf32> loc("backward.features.1.conv.1")
    %t5608 = tensor.empty() : tensor<8xf32> loc("backward.features.1.conv.1")
    %t5613 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t202, %primals_5 : tensor<8xf32>, tensor<8xf32>) outs(%t5608 : tensor<8xf32>) {
    ^bb0(%in5609: f32, %in5610: f32, %out5611: f32):
      %s5612 = arith.mulf %in5609, %in5610 : f32
      linalg.yield %s5612 : f32
    } -> tensor<8xf32> loc("backward.features.1.conv.1")
    %t5614 = tensor.expand_shape %t5613 [[0, 1]] output_shape [1, 8] : tensor<8xf32> into tensor<1x8xf32> loc("backward.features.1.conv.1")
    %t5615 = tensor.expand_shape %t5614 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xf32> into tensor<1x8x1xf32> loc("backward.features.1.conv.1")
    %t5616 = tensor.expand_shape %t5615 [[0], [1], [2, 3]] output_shape [1, 8, 1, 1] : tensor<1x8x1xf32> into tensor<1x8x1x1xf32> loc("backward.features.1.conv.1")
    %t5617 = tensor.empty() : tensor<2x8x16x16xf32> loc("backward.features.1.conv.1")
    %t5622 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t128, %t5551 : tensor<2x8x16x16xf32>, tensor<1x8x1x1xf32>) outs(%t5617 : tensor<2x8x16x16xf32>) {
    ^bb0(%in5618: f32, %in5619: f32, %out5620: f32):
      %s5621 = arith.subf %in5618, %in5619 : f32
      linalg.yield %s5621 : f32
    } -> tensor<2x8x16x16xf32> loc("backward.features.1.conv.1")
    %t5623 = tensor.empty() : tensor<2x8x16x16xf32> loc("backward.features.1.conv.1")
    %t5628 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t5622, %t5607 : tensor<2x8x16x16xf32>, tensor<1x8x1x1xf32>) outs(%t5623 : tensor<2x8x16x16xf32>) {
    ^bb0(%in5624: f32, %in5625: f32, %out5626: f32):
      %s5627 = arith.mulf %in5624, %in5625 : f32
      linalg.yield %s5627 : f32
    } -> tensor<2x8x16x16xf32> loc("backward.features.1.conv.1")
    %t5629 = tensor.empty() : tensor<2x8x16x16xf32> loc("backward.features.1.conv.1")
    %t5634 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t5548, %t5628 : tensor<2x8x16x16xf32>, tensor<2x8x16x16xf32>) outs(%t5629 : tensor<2x8x16x16xf32>) {
    ^bb0(%in5630: f32, %in5631: f32, %out5632: f32):
      %s5633 = arith.subf %in5630, %in5631 : f32
      linalg.yield %s5633 : f32
    } -> tensor<2x8x16x16xf32> loc("backward.features.1.conv.1")
    %t5635 = tensor.empty() : tensor<2x8x16x16xf32> loc("backward.features.1.conv.1")
    %t5640 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t5634, %t5586 : tensor<2x8x16x16xf32>, tensor<1x8x1x1xf32>) outs(%t5635 : tensor<2x8x16x16xf32>) {
    ^bb0(%in5636: f32, %in5637: f32, %out5638: f32):
      %s5639 = arith.subf %in5636, %in5637 : f32
      linalg.yield %s5639 : f32
    } -> tensor<2x8x16x16xf32> loc("backward.features.1.conv.1")
    %t5641 = tensor.empty() : tensor<2x8x16x16xf32> loc("backward.features.1.conv.1")
    %t5646 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t5640, %t5616 : tensor<2x8x16x16xf32>, tensor<1x8x1x1xf32>) outs(%t5641 : tensor<2x8x16x16xf32>) {
    ^bb0(%in5642: f32, %in5643: f32, %out5644: f32):
      %s5645 = arith.mulf %in5642, %in5643 : f32
      linalg.yield %s5645 : f32
    } -> tensor<2x8x16x16xf32> loc("backward.features.1.conv.1")
    %t5647 = tensor.empty() : tensor<8xf32> loc("backward.features.1.conv.1")
    %t5652 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t5577, %t202 : tensor<8xf32>, tensor<8xf32>) outs(%t5647 : tensor<8xf32>) {
    ^bb0(%in5648: f32, %in5649: f32, %out5650: f32):
      %s5651 = arith.mulf %in5648, %in5649 : f32
      linalg.yield %s5651 : f32
    } -> tensor<8xf32> loc("backward.features.1.conv.1")
    %t5653 = tensor.empty() : tensor<8x8x1x1xf32> loc("backward.features.1.conv.0")
    %t5656 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d0, -d2 + 0, -d3 + 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%primals_4 : tensor<8x8x1x1xf32>) outs(%t5653 : tensor<8x8x1x1xf32>) {
    ^bb0(%in5654: f32, %out5655: f32):
      linalg.yield %in5654 : f32
    } -> tensor<8x8x1x1xf32> loc("backward.features.1.conv.0")
    %t5657 = tensor.empty() : tensor<2x8x16x16xf32> loc("backward.features.1.conv.0")
    %c5658 = arith.constant 0.000000000e+00 : f32 loc("backward.features.1.conv.0")
    %t5659 = linalg.fill ins(%c5658 : f32) outs(%t5657 : tensor<2x8x16x16xf32>) -> tensor<2x8x16x16xf32> loc("backward.features.1.conv.0")
    %t5660 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%t5646, %t5656 : tensor<2x8x16x16xf32>, tensor<8x8x1x1xf32>) outs(%t5659 : tensor<2x8x16x16xf32>) -> tensor<2x8x16x16xf32> loc("backward.features.1.conv.0")
    %t5661 = tensor.empty() : tensor<8x8x1x1xf32> loc("backward.features.1.conv.0")
    %c5662 = arith.constant 0.000000000e+00 : f32 loc("backward.features.1.conv.0")
    %t5663 = linalg.fill ins(%c5662 : f32) outs(%t5661 : tensor<8x8x1x1xf32>) -> tensor<8x8x1x1xf32> loc("backward.features.1.conv.0")
    %t5669 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d0, d5, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d1, d5 * 1 + d2 * 1, d6 * 1 + d3 * 1)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%t5646, %t124 : tensor<2x8x16x16xf32>, tensor<2x8x16x16xf32>) outs(%t5663 : tensor<8x8x1x1xf32>) {
    ^bb0(%in5664: f32, %in5665: f32, %out5666: f32):
      %s5667 = arith.mulf %in5664, %in5665 : f32
      %s5668 = arith.addf %out5666, %s5667 : f32
      linalg.yield %s5668 : f32
    } -> tensor<8x8x1x1xf32> loc("backward.features.1.conv.0")
    %t5670 = tensor.empty() : tensor<2x8x16x16xf32> loc("backward.add_27")
    %t5675 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t5225, %t5660 : tensor<2x8x16x16xf32>, tensor<2x8x16x16xf32>) outs(%t5670 : tensor<2x8x16x16xf32>) {
    ^bb0(%in5671: f32, %in5672: f32, %out5673: f32):
      %s5674 = arith.addf %in5671, %in5672 : f32
      linalg.yield %s5674 : f32
    } -> tensor<2x8x16x16xf32> loc("backward.add_27")
    %t5676 = tensor.empty() : tensor<2x8x16x16xi1> loc("backward.le_13")
    %t5681 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t80 : tensor<2x8x16x16xf32>) outs(%t5676 : tensor<2x8x16x16xi1>) {
    ^bb0(%in5677: f32, %out5678: i1):
      %s5679 = arith.constant 0.000000000e+00 : f32
      %s5680 = arith.cmpf ole, %in5677, %s5679 : f32
      linalg.yield %s5680 : i1
    } -> tensor<2x8x16x16xi1> loc("backward.le_13")
    %t5682 = tensor.empty() : tensor<2x8x16x16xi1> loc("backward.ge_13")
    %t5687 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t80 : tensor<2x8x16x16xf32>) outs(%t5682 : tensor<2x8x16x16xi1>) {
    ^bb0(%in5683: f32, %out5684: i1):
      %s5685 = arith.constant 6.000000000e+00 : f32
      %s5686 = arith.cmpf oge, %in5683, %s5685 : f32
      linalg.yield %s5686 : i1
    } -> tensor<2x8x16x16xi1> loc("backward.ge_13")
    %t5688 = tensor.empty() : tensor<2x8x16x16xi1> loc("backward.bitwise_or_13")
    %t5693 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t5681, %t5687 : tensor<2x8x16x16xi1>, tensor<2x8x16x16xi1>) outs(%t5688 : tensor<2x8x16x16xi1>) {
    ^bb0(%in5689: i1, %in5690: i1, %out5691: i1):
      %s5692 = arith.ori %in5689, %in5690 : i1
      linalg.yield %s5692 : i1
    } -> tensor<2x8x16x16xi1> loc("backward.bitwise_or_13")
    %cst5694 = arith.constant dense<0.000000000e+00> : tensor<f32> loc("backward.where_19")
    %t5695 = tensor.empty() : tensor<2x8x16x16xf32> loc("backward.where_19")
    %t5701 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t5693, %cst5694, %t5675 : tensor<2x8x16x16xi1>, tensor<f32>, tensor<2x8x16x16xf32>) outs(%t5695 : tensor<2x8x16x16xf32>) {
    ^bb0(%in5696: i1, %in5697: f32, %in5698: f32, %out5699: f32):
      %s5700 = arith.select %in5696, %in5697, %in5698 : f32
      linalg.yield %s5700 : f32
    } -> tensor<2x8x16x16xf32> loc("backward.where_19")
    %t5702 = tensor.expand_shape %t81 [[0, 1]] output_shape [1, 8] : tensor<8xf32> into tensor<1x8xf32> loc("backward.features.0.1")
    %t5703 = tensor.expand_shape %t5702 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xf32> into tensor<1x8x1xf32> loc("backward.features.0.1")
    %t5704 = tensor.expand_shape %t5703 [[0], [1], [2, 3]] output_shape [1, 8, 1, 1] : tensor<1x8x1xf32> into tensor<1x8x1x1xf32> loc("backward.features.0.1")
    %t5705 = tensor.empty() : tensor<8xf32> loc("backward.features.0.1")
    %c5706 = arith.constant 0.000000000e+00 : f32 loc("backward.features.0.1")
    %t5707 = linalg.fill ins(%c5706 : f32) outs(%t5705 : tensor<8xf32>) -> tensor<8xf32> loc("backward.features.0.1")
    %t5711 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t5701 : tensor<2x8x16x16xf32>) outs(%t5707 : tensor<8xf32>) {
    ^bb0(%in5708: f32, %out5709: f32):
      %s5710 = arith.addf %out5709, %in5708 : f32
      linalg.yield %s5710 : f32
    } -> tensor<8xf32> loc("backward.features.0.1")
    %t5712 = tensor.empty() : tensor<2x8x16x16xf32> loc("backward.features.0.1")
    %t5717 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t8, %t5704 : tensor<2x8x16x16xf32>, tensor<1x8x1x1xf32>) outs(%t5712 : tensor<2x8x16x16xf32>) {
    ^bb0(%in5713: f32, %in5714: f32, %out5715: f32):
      %s5716 = arith.subf %in5713, %in5714 : f32
      linalg.yield %s5716 : f32
    } -> tensor<2x8x16x16xf32> loc("backward.features.0.1")
    %t5718 = tensor.empty() : tensor<2x8x16x16xf32> loc("backward.features.0.1")
    %t5723 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t5701, %t5717 : tensor<2x8x16x16xf32>, tensor<2x8x16x16xf32>) outs(%t5718 : tensor<2x8x16x16xf32>) {
    ^bb0(%in5719: f32, %in5720: f32, %out5721: f32):
      %s5722 = arith.mulf %in5719, %in5720 : f32
      linalg.yield %s5722 : f32
    } -> tensor<2x8x16x16xf32> loc("backward.features.0.1")
    %t5724 = tensor.empty() : tensor<8xf32> loc("backward.features.0.1")
    %c5725 = arith.constant 0.000000000e+00 : f32 loc("backward.features.0.1")
    %t5726 = linalg.fill ins(%c5725 : f32) outs(%t5724 : tensor<8xf32>) -> tensor<8xf32> loc("backward.features.0.1")
    %t5730 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%t5723 : tensor<2x8x16x16xf32>) outs(%t5726 : tensor<8xf32>) {
    ^bb0(%in5727: f32, %out5728: f32):
      %s5729 = arith.addf %out5728, %in5727 : f32
      linalg.yield %s5729 : f32
    } -> tensor<8xf32> loc("backward.features.0.1")
    %t5731 = tensor.empty() : tensor<8xf32> loc("backward.features.0.1")
    %t5736 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t5711 : tensor<8xf32>) outs(%t5731 : tensor<8xf32>) {
    ^bb0(%in5732: f32, %out5733: f32):
      %s5734 = arith.constant 1.953125000e-03 : f32
      %s5735 = arith.mulf %in5732, %s5734 : f32
      linalg.yield %s5735 : f32
    } -> tensor<8xf32> loc("backward.features.0.1")
    %t5737 = tensor.expand_shape %t5736 [[0, 1]] output_shape [1, 8] : tensor<8xf32> into tensor<1x8xf32> loc("backward.features.0.1")
    %t5738 = tensor.expand_shape %t5737 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xf32> into tensor<1x8x1xf32> loc("backward.features.0.1")
    %t5739 = tensor.expand_shape %t5738 [[0], [1], [2, 3]] output_shape [1, 8, 1, 1] : tensor<1x8x1xf32> into tensor<1x8x1x1xf32> loc("backward.features.0.1")
    %t5740 = tensor.empty() : tensor<8xf32> loc("backward.features.0.1")
    %t5745 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t5730 : tensor<8xf32>) outs(%t5740 : tensor<8xf32>) {
    ^bb0(%in5741: f32, %out5742: f32):
      %s5743 = arith.constant 1.953125000e-03 : f32
      %s5744 = arith.mulf %in5741, %s5743 : f32
      linalg.yield %s5744 : f32
    } -> tensor<8xf32> loc("backward.features.0.1")
    %t5746 = tensor.empty() : tensor<8xf32> loc("backward.features.0.1")
    %t5751 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t82, %t82 : tensor<8xf32>, tensor<8xf32>) outs(%t5746 : tensor<8xf32>) {
    ^bb0(%in5747: f32, %in5748: f32, %out5749: f32):
      %s5750 = arith.mulf %in5747, %in5748 : f32
      linalg.yield %s5750 : f32
    } -> tensor<8xf32> loc("backward.features.0.1")
    %t5752 = tensor.empty() : tensor<8xf32> loc("backward.features.0.1")
    %t5757 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t5745, %t5751 : tensor<8xf32>, tensor<8xf32>) outs(%t5752 : tensor<8xf32>) {
    ^bb0(%in5753: f32, %in5754: f32, %out5755: f32):
      %s5756 = arith.mulf %in5753, %in5754 : f32
      linalg.yield %s5756 : f32
    } -> tensor<8xf32> loc("backward.features.0.1")
    %t5758 = tensor.expand_shape %t5757 [[0, 1]] output_shape [1, 8] : tensor<8xf32> into tensor<1x8xf32> loc("backward.features.0.1")
    %t5759 = tensor.expand_shape %t5758 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xf32> into tensor<1x8x1xf32> loc("backward.features.0.1")
    %t5760 = tensor.expand_shape %t5759 [[0], [1], [2, 3]] output_shape [1, 8, 1, 1] : tensor<1x8x1xf32> into tensor<1x8x1x1xf32> loc("backward.features.0.1")
    %t5761 = tensor.empty() : tensor<8xf32> loc("backward.features.0.1")
    %t5766 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t82, %primals_2 : tensor<8xf32>, tensor<8xf32>) outs(%t5761 : tensor<8xf32>) {
    ^bb0(%in5762: f32, %in5763: f32, %out5764: f32):
      %s5765 = arith.mulf %in5762, %in5763 : f32
      linalg.yield %s5765 : f32
    } -> tensor<8xf32> loc("backward.features.0.1")
    %t5767 = tensor.expand_shape %t5766 [[0, 1]] output_shape [1, 8] : tensor<8xf32> into tensor<1x8xf32> loc("backward.features.0.1")
    %t5768 = tensor.expand_shape %t5767 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xf32> into tensor<1x8x1xf32> loc("backward.features.0.1")
    %t5769 = tensor.expand_shape %t5768 [[0], [1], [2, 3]] output_shape [1, 8, 1, 1] : tensor<1x8x1xf32> into tensor<1x8x1x1xf32> loc("backward.features.0.1")
    %t5770 = tensor.empty() : tensor<2x8x16x16xf32> loc("backward.features.0.1")
    %t5775 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t8, %t5704 : tensor<2x8x16x16xf32>, tensor<1x8x1x1xf32>) outs(%t5770 : tensor<2x8x16x16xf32>) {
    ^bb0(%in5771: f32, %in5772: f32, %out5773: f32):
      %s5774 = arith.subf %in5771, %in5772 : f32
      linalg.yield %s5774 : f32
    } -> tensor<2x8x16x16xf32> loc("backward.features.0.1")
    %t5776 = tensor.empty() : tensor<2x8x16x16xf32> loc("backward.features.0.1")
    %t5781 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t5775, %t5760 : tensor<2x8x16x16xf32>, tensor<1x8x1x1xf32>) outs(%t5776 : tensor<2x8x16x16xf32>) {
    ^bb0(%in5777: f32, %in5778: f32, %out5779: f32):
      %s5780 = arith.mulf %in5777, %in5778 : f32
      linalg.yield %s5780 : f32
    } -> tensor<2x8x16x16xf32> loc("backward.features.0.1")
    %t5782 = tensor.empty() : tensor<2x8x16x16xf32> loc("backward.features.0.1")
    %t5787 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t5701, %t5781 : tensor<2x8x16x16xf32>, tensor<2x8x16x16xf32>) outs(%t5782 : tensor<2x8x16x16xf32>) {
    ^bb0(%in5783: f32, %in5784: f32, %out5785: f32):
      %s5786 = arith.subf %in5783, %in5784 : f32
      linalg.yield %s5786 : f32
    } -> tensor<2x8x16x16xf32> loc("backward.features.0.1")
    %t5788 = tensor.empty() : tensor<2x8x16x16xf32> loc("backward.features.0.1")
    %t5793 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t5787, %t5739 : tensor<2x8x16x16xf32>, tensor<1x8x1x1xf32>) outs(%t5788 : tensor<2x8x16x16xf32>) {
    ^bb0(%in5789: f32, %in5790: f32, %out5791: f32):
      %s5792 = arith.subf %in5789, %in5790 : f32
      linalg.yield %s5792 : f32
    } -> tensor<2x8x16x16xf32> loc("backward.features.0.1")
    %t5794 = tensor.empty() : tensor<2x8x16x16xf32> loc("backward.features.0.1")
    %t5799 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t5793, %t5769 : tensor<2x8x16x16xf32>, tensor<1x8x1x1xf32>) outs(%t5794 : tensor<2x8x16x16xf32>) {
    ^bb0(%in5795: f32, %in5796: f32, %out5797: f32):
      %s5798 = arith.mulf %in5795, %in5796 : f32
      linalg.yield %s5798 : f32
    } -> tensor<2x8x16x16xf32> loc("backward.features.0.1")
    %t5800 = tensor.empty() : tensor<8xf32> loc("backward.features.0.1")
    %t5805 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t5730, %t82 : tensor<8xf32>, tensor<8xf32>) outs(%t5800 : tensor<8xf32>) {
    ^bb0(%in5801: f32, %in5802: f32, %out5803: f32):
      %s5804 = arith.mulf %in5801, %in5802 : f32
      linalg.yield %s5804 : f32
    } -> tensor<8xf32> loc("backward.features.0.1")
    %t5806 = tensor.empty() : tensor<2x3x34x34xf32> loc("backward.features.0.0")
    %c5807 = arith.constant 0.000000000e+00 : f32 loc("backward.features.0.0")
    %t5808 = linalg.fill ins(%c5807 : f32) outs(%t5806 : tensor<2x3x34x34xf32>) -> tensor<2x3x34x34xf32> loc("backward.features.0.0")
    %t5809 = tensor.insert_slice %primals_123 into %t5808[0, 0, 1, 1] [2, 3, 32, 32] [1, 1, 1, 1] : tensor<2x3x32x32xf32> into tensor<2x3x34x34xf32> loc("backward.features.0.0")
    %t5810 = tensor.empty() : tensor<8x3x3x3xf32> loc("backward.features.0.0")
    %c5811 = arith.constant 0.000000000e+00 : f32 loc("backward.features.0.0")
    %t5812 = linalg.fill ins(%c5811 : f32) outs(%t5810 : tensor<8x3x3x3xf32>) -> tensor<8x3x3x3xf32> loc("backward.features.0.0")
    %t5818 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d0, d5, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d1, d5 * 2 + d2 * 1, d6 * 2 + d3 * 1)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%t5799, %t5809 : tensor<2x8x16x16xf32>, tensor<2x3x34x34xf32>) outs(%t5812 : tensor<8x3x3x3xf32>) {
    ^bb0(%in5813: f32, %in5814: f32, %out5815: f32):
      %s5816 = arith.mulf %in5813, %in5814 : f32
      %s5817 = arith.addf %out5815, %s5816 : f32
      linalg.yield %s5817 : f32
    } -> tensor<8x3x3x3xf32> loc("backward.features.0.0")
    return %t2715, %t5818, %t5805, %t5711, %t5669, %t5652, %t5558, %t5522, %t5485, %t5391, %t5355, %t5338, %t5244, %t5234, %t5217, %t5123, %t5087, %t5046, %t4952, %t4916, %t4899, %t4805, %t4789, %t4772, %t4678, %t4642, %t4605, %t4511, %t4475, %t4458, %t4364, %t4354, %t4337, %t4243, %t4207, %t4166, %t4072, %t4036, %t4019, %t3925, %t3909, %t3892, %t3798, %t3762, %t3725, %t3631, %t3595, %t3578, %t3484, %t3474, %t3457, %t3363, %t3327, %t3290, %t3196, %t3160, %t3143, %t3049, %t3039, %t3022, %t2928, %t2864, %t2862, %t104, %t116, %t14, %t224, %t236, %t134, %t356, %t368, %t266, %t476, %t488, %t386, %t594, %t606, %t504, %t726, %t738, %t636, %t846, %t858, %t756, %t958, %t970, %t868, %t1090, %t1102, %t1000, %t1210, %t1222, %t1120, %t1328, %t1340, %t1238, %t1460, %t1472, %t1370, %t1580, %t1592, %t1490, %t1692, %t1704, %t1602, %t1824, %t1836, %t1734, %t1944, %t1956, %t1854, %t2062, %t2074, %t1972, %t2194, %t2206, %t2104, %t2314, %t2326, %t2224, %t2426, %t2438, %t2336 : tensor<f32>, tensor<8x3x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8x1x1xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x1x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8x1x1xf32>, tensor<8xf32>, tensor<8xf32>, tensor<48x8x1x1xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48x1x3x3xf32>, tensor<48xf32>, tensor<48xf32>, tensor<8x48x1x1xf32>, tensor<8xf32>, tensor<8xf32>, tensor<48x8x1x1xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48x1x3x3xf32>, tensor<48xf32>, tensor<48xf32>, tensor<8x48x1x1xf32>, tensor<8xf32>, tensor<8xf32>, tensor<48x8x1x1xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48x1x3x3xf32>, tensor<48xf32>, tensor<48xf32>, tensor<16x48x1x1xf32>, tensor<16xf32>, tensor<16xf32>, tensor<96x16x1x1xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x1x3x3xf32>, tensor<96xf32>, tensor<96xf32>, tensor<16x96x1x1xf32>, tensor<16xf32>, tensor<16xf32>, tensor<96x16x1x1xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x1x3x3xf32>, tensor<96xf32>, tensor<96xf32>, tensor<24x96x1x1xf32>, tensor<24xf32>, tensor<24xf32>, tensor<64x24x1x1xf32>, tensor<64xf32>, tensor<64xf32>, tensor<10x64xf32>, tensor<10xf32>, tensor<8xf32>, tensor<8xf32>, tensor<i64>, tensor<8xf32>, tensor<8xf32>, tensor<i64>, tensor<8xf32>, tensor<8xf32>, tensor<i64>, tensor<8xf32>, tensor<8xf32>, tensor<i64>, tensor<48xf32>, tensor<48xf32>, tensor<i64>, tensor<48xf32>, tensor<48xf32>, tensor<i64>, tensor<8xf32>, tensor<8xf32>, tensor<i64>, tensor<48xf32>, tensor<48xf32>, tensor<i64>, tensor<48xf32>, tensor<48xf32>, tensor<i64>, tensor<8xf32>, tensor<8xf32>, tensor<i64>, tensor<48xf32>, tensor<48xf32>, tensor<i64>, tensor<48xf32>, tensor<48xf32>, tensor<i64>, tensor<16xf32>, tensor<16xf32>, tensor<i64>, tensor<96xf32>, tensor<96xf32>, tensor<i64>, tensor<96xf32>, tensor<96xf32>, tensor<i64>, tensor<16xf32>, tensor<16xf32>, tensor<i64>, tensor<96xf32>, tensor<96xf32>, tensor<i64>, tensor<96xf32>, tensor<96xf32>, tensor<i64>, tensor<24xf32>, tensor<24xf32>, tensor<i64>, tensor<64xf32>, tensor<64xf32>, tensor<i64> loc("root.output")
  }
}
