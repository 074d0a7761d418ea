module {
  // primals_1: parameter bert.embeddings.word_embeddings.weight
  // primals_2: parameter bert.embeddings.position_embeddings.weight
  // primals_3: parameter bert.embeddings.token_type_embeddings.weight
  // primals_4: parameter bert.embeddings.LayerNorm.weight
  // primals_5: parameter bert.embeddings.LayerNorm.bias
  // primals_6: parameter bert.encoder.layer.0.attention.self.query.weight
  // primals_7: parameter bert.encoder.layer.0.attention.self.query.bias
  // primals_8: parameter bert.encoder.layer.0.attention.self.key.weight
  // primals_9: parameter bert.encoder.layer.0.attention.self.key.bias
  // primals_10: parameter bert.encoder.layer.0.attention.self.value.weight
  // primals_11: parameter bert.encoder.layer.0.attention.self.value.bias
  // primals_12: parameter bert.encoder.layer.0.attention.output.dense.weight
  // primals_13: parameter bert.encoder.layer.0.attention.output.dense.bias
  // primals_14: parameter bert.encoder.layer.0.attention.output.LayerNorm.weight
  // primals_15: parameter bert.encoder.layer.0.attention.output.LayerNorm.bias
  // primals_16: parameter bert.encoder.layer.0.intermediate.dense.weight
  // primals_17: parameter bert.encoder.layer.0.intermediate.dense.bias
  // primals_18: parameter bert.encoder.layer.0.output.dense.weight
  // primals_19: parameter bert.encoder.layer.0.output.dense.bias
  // primals_20: parameter bert.encoder.layer.0.output.LayerNorm.weight
  // primals_21: parameter bert.encoder.layer.0.output.LayerNorm.bias
  // primals_22: parameter bert.encoder.layer.1.attention.self.query.weight
  // primals_23: parameter bert.encoder.layer.1.attention.self.query.bias
  // primals_24: parameter bert.encoder.layer.1.attention.self.key.weight
  // primals_25: parameter bert.encoder.layer.1.attention.self.key.bias
  // primals_26: parameter bert.encoder.layer.1.attention.self.value.weight
  // primals_27: parameter bert.encoder.layer.1.attention.self.value.bias
  // primals_28: parameter bert.encoder.layer.1.attention.output.dense.weight
  // primals_29: parameter bert.encoder.layer.1.attention.output.dense.bias
  // primals_30: parameter bert.encoder.layer.1.attention.output.LayerNorm.weight
  // primals_31: parameter bert.encoder.layer.1.attention.output.LayerNorm.bias
  // primals_32: parameter bert.encoder.layer.1.intermediate.dense.weight
  // primals_33: parameter bert.encoder.layer.1.intermediate.dense.bias
  // primals_34: parameter bert.encoder.layer.1.output.dense.weight
  // primals_35: parameter bert.encoder.layer.1.output.dense.bias
  // primals_36: parameter bert.encoder.layer.1.output.LayerNorm.weight
  // primals_37: parameter bert.encoder.layer.1.output.LayerNorm.bias
  // primals_38: parameter cls.predictions.bias
  // primals_39: parameter cls.predictions.transform.dense.weight
  // primals_40: parameter cls.predictions.transform.dense.bias
  // primals_41: parameter cls.predictions.transform.LayerNorm.weight
  // primals_42: parameter cls.predictions.transform.LayerNorm.bias
  // primals_43: buffer bert.embeddings.position_ids (folded to constants)
  // primals_44: buffer bert.embeddings.token_type_ids (folded to constants)
  // primals_45: input 0 (int64)
  // primals_46: input 1 (int64)
  // primals_47: input 2 (int64)
  // seed: seed of the dropout masks (i64; mask of dropout op k, element i: see docs/TorchExporter.md)
  // tangents_1: cotangent of the loss (remat.cotangent)
  // results: loss, then gradients of primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32, primals_33, primals_34, primals_35, primals_36, primals_37, primals_38, primals_39, primals_40, primals_41, primals_42
  func.func @train_step(
    %primals_1: tensor<128x64xf32>,
    %primals_2: tensor<16x64xf32>,
    %primals_3: tensor<2x64xf32>,
    %primals_4: tensor<64xf32>,
    %primals_5: tensor<64xf32>,
    %primals_6: tensor<64x64xf32>,
    %primals_7: tensor<64xf32>,
    %primals_8: tensor<64x64xf32>,
    %primals_9: tensor<64xf32>,
    %primals_10: tensor<64x64xf32>,
    %primals_11: tensor<64xf32>,
    %primals_12: tensor<64x64xf32>,
    %primals_13: tensor<64xf32>,
    %primals_14: tensor<64xf32>,
    %primals_15: tensor<64xf32>,
    %primals_16: tensor<128x64xf32>,
    %primals_17: tensor<128xf32>,
    %primals_18: tensor<64x128xf32>,
    %primals_19: tensor<64xf32>,
    %primals_20: tensor<64xf32>,
    %primals_21: tensor<64xf32>,
    %primals_22: tensor<64x64xf32>,
    %primals_23: tensor<64xf32>,
    %primals_24: tensor<64x64xf32>,
    %primals_25: tensor<64xf32>,
    %primals_26: tensor<64x64xf32>,
    %primals_27: tensor<64xf32>,
    %primals_28: tensor<64x64xf32>,
    %primals_29: tensor<64xf32>,
    %primals_30: tensor<64xf32>,
    %primals_31: tensor<64xf32>,
    %primals_32: tensor<128x64xf32>,
    %primals_33: tensor<128xf32>,
    %primals_34: tensor<64x128xf32>,
    %primals_35: tensor<64xf32>,
    %primals_36: tensor<64xf32>,
    %primals_37: tensor<64xf32>,
    %primals_38: tensor<128xf32>,
    %primals_39: tensor<64x64xf32>,
    %primals_40: tensor<64xf32>,
    %primals_41: tensor<64xf32>,
    %primals_42: tensor<64xf32>,
    %primals_45: tensor<2x16xi64> {remat.range = [2, 128]},
    %primals_46: tensor<2x16xi64> {remat.range = [0, 2]},
    %primals_47: tensor<2x16xi64> {remat.range = [-100, 52]},
    %seed: tensor<i64> {remat.seed},
    %tangents_1: tensor<f32> {remat.cotangent}
  ) -> (tensor<f32>, tensor<128x64xf32>, tensor<16x64xf32>, tensor<2x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128x64xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128x64xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) {
    %t1 = tensor.collapse_shape %primals_45 [[0, 1]] : tensor<2x16xi64> into tensor<32xi64> loc("bert.embeddings.word_embeddings")
    %t2 = tensor.empty() : tensor<32x64xf32> loc("bert.embeddings.word_embeddings")
    %c3 = arith.constant 0.000000000e+00 : f32 loc("bert.embeddings.word_embeddings")
    %t4 = linalg.fill ins(%c3 : f32) outs(%t2 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("bert.embeddings.word_embeddings")
    %t12 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t1, %primals_1 : tensor<32xi64>, tensor<128x64xf32>) outs(%t4 : tensor<32x64xf32>) {
    ^bb0(%in5: i64, %in6: f32, %out7: f32):
      %s8 = linalg.index 2 : index
      %s9 = arith.index_cast %s8 : index to i64
      %s10 = arith.cmpi eq, %in5, %s9 : i64
      %s11 = arith.select %s10, %in6, %out7 : f32
      linalg.yield %s11 : f32
    } -> tensor<32x64xf32> loc("bert.embeddings.word_embeddings")
    %t13 = tensor.expand_shape %t12 [[0, 1], [2]] output_shape [2, 16, 64] : tensor<32x64xf32> into tensor<2x16x64xf32> loc("bert.embeddings.word_embeddings")
    %cst14 = arith.constant dense<"0x0000803F000000000000803F000000000000803F000000000000803F000000000000803F000000000000803F000000000000803F000000000000803F000000000000803F000000000000803F000000000000803F000000000000803F000000000000803F000000000000803F000000000000803F000000000000803F000000000000803F000000000000803F000000000000803F000000000000803F000000000000803F000000000000803F000000000000803F000000000000803F000000000000803F000000000000803F000000000000803F000000000000803F000000000000803F000000000000803F000000000000803F000000000000803F00000000"> : tensor<32x2xf32> loc("bert.embeddings.token_type_embeddings")
    %t15 = tensor.empty() : tensor<32x64xf32> loc("bert.embeddings.token_type_embeddings")
    %c16 = arith.constant 0.000000000e+00 : f32 loc("bert.embeddings.token_type_embeddings")
    %t17 = linalg.fill ins(%c16 : f32) outs(%t15 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("bert.embeddings.token_type_embeddings")
    %t18 = linalg.matmul ins(%cst14, %primals_3 : tensor<32x2xf32>, tensor<2x64xf32>) outs(%t17 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("bert.embeddings.token_type_embeddings")
    %t19 = tensor.expand_shape %t18 [[0, 1], [2]] output_shape [2, 16, 64] : tensor<32x64xf32> into tensor<2x16x64xf32> loc("bert.embeddings.token_type_embeddings")
    %t20 = tensor.empty() : tensor<2x16x64xf32> loc("bert.embeddings")
    %t25 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t13, %t19 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t20 : tensor<2x16x64xf32>) {
    ^bb0(%in21: f32, %in22: f32, %out23: f32):
      %s24 = arith.addf %in21, %in22 : f32
      linalg.yield %s24 : f32
    } -> tensor<2x16x64xf32> loc("bert.embeddings")
    %cst26 = arith.constant dense<"0x0000803F000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F"> : tensor<16x16xf32> loc("bert.embeddings.position_embeddings")
    %t27 = tensor.empty() : tensor<16x64xf32> loc("bert.embeddings.position_embeddings")
    %c28 = arith.constant 0.000000000e+00 : f32 loc("bert.embeddings.position_embeddings")
    %t29 = linalg.fill ins(%c28 : f32) outs(%t27 : tensor<16x64xf32>) -> tensor<16x64xf32> loc("bert.embeddings.position_embeddings")
    %t30 = linalg.matmul ins(%cst26, %primals_2 : tensor<16x16xf32>, tensor<16x64xf32>) outs(%t29 : tensor<16x64xf32>) -> tensor<16x64xf32> loc("bert.embeddings.position_embeddings")
    %t31 = tensor.expand_shape %t30 [[0, 1], [2]] output_shape [1, 16, 64] : tensor<16x64xf32> into tensor<1x16x64xf32> loc("bert.embeddings.position_embeddings")
    %t32 = tensor.empty() : tensor<2x16x64xf32> loc("bert.embeddings")
    %t37 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t25, %t31 : tensor<2x16x64xf32>, tensor<1x16x64xf32>) outs(%t32 : tensor<2x16x64xf32>) {
    ^bb0(%in33: f32, %in34: f32, %out35: f32):
      %s36 = arith.addf %in33, %in34 : f32
      linalg.yield %s36 : f32
    } -> tensor<2x16x64xf32> loc("bert.embeddings")
    %t38 = tensor.empty() : tensor<2x16xf32> loc("bert.embeddings.LayerNorm")
    %c39 = arith.constant 0.000000000e+00 : f32 loc("bert.embeddings.LayerNorm")
    %t40 = linalg.fill ins(%c39 : f32) outs(%t38 : tensor<2x16xf32>) -> tensor<2x16xf32> loc("bert.embeddings.LayerNorm")
    %t44 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t37 : tensor<2x16x64xf32>) outs(%t40 : tensor<2x16xf32>) {
    ^bb0(%in41: f32, %out42: f32):
      %s43 = arith.addf %out42, %in41 : f32
      linalg.yield %s43 : f32
    } -> tensor<2x16xf32> loc("bert.embeddings.LayerNorm")
    %t45 = tensor.empty() : tensor<2x16xf32> loc("bert.embeddings.LayerNorm")
    %t50 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t44 : tensor<2x16xf32>) outs(%t45 : tensor<2x16xf32>) {
    ^bb0(%in46: f32, %out47: f32):
      %s48 = arith.constant 1.562500000e-02 : f32
      %s49 = arith.mulf %in46, %s48 : f32
      linalg.yield %s49 : f32
    } -> tensor<2x16xf32> loc("bert.embeddings.LayerNorm")
    %t51 = tensor.expand_shape %t50 [[0], [1, 2]] output_shape [2, 16, 1] : tensor<2x16xf32> into tensor<2x16x1xf32> loc("bert.embeddings.LayerNorm")
    %t52 = tensor.empty() : tensor<2x16x64xf32> loc("bert.embeddings.LayerNorm")
    %t57 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t37, %t51 : tensor<2x16x64xf32>, tensor<2x16x1xf32>) outs(%t52 : tensor<2x16x64xf32>) {
    ^bb0(%in53: f32, %in54: f32, %out55: f32):
      %s56 = arith.subf %in53, %in54 : f32
      linalg.yield %s56 : f32
    } -> tensor<2x16x64xf32> loc("bert.embeddings.LayerNorm")
    %t58 = tensor.empty() : tensor<2x16x64xf32> loc("bert.embeddings.LayerNorm")
    %t62 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t57 : tensor<2x16x64xf32>) outs(%t58 : tensor<2x16x64xf32>) {
    ^bb0(%in59: f32, %out60: f32):
      %s61 = arith.mulf %in59, %in59 : f32
      linalg.yield %s61 : f32
    } -> tensor<2x16x64xf32> loc("bert.embeddings.LayerNorm")
    %t63 = tensor.empty() : tensor<2x16xf32> loc("bert.embeddings.LayerNorm")
    %c64 = arith.constant 0.000000000e+00 : f32 loc("bert.embeddings.LayerNorm")
    %t65 = linalg.fill ins(%c64 : f32) outs(%t63 : tensor<2x16xf32>) -> tensor<2x16xf32> loc("bert.embeddings.LayerNorm")
    %t69 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t62 : tensor<2x16x64xf32>) outs(%t65 : tensor<2x16xf32>) {
    ^bb0(%in66: f32, %out67: f32):
      %s68 = arith.addf %out67, %in66 : f32
      linalg.yield %s68 : f32
    } -> tensor<2x16xf32> loc("bert.embeddings.LayerNorm")
    %t70 = tensor.empty() : tensor<2x16xf32> loc("bert.embeddings.LayerNorm")
    %t75 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t69 : tensor<2x16xf32>) outs(%t70 : tensor<2x16xf32>) {
    ^bb0(%in71: f32, %out72: f32):
      %s73 = arith.constant 1.562500000e-02 : f32
      %s74 = arith.mulf %in71, %s73 : f32
      linalg.yield %s74 : f32
    } -> tensor<2x16xf32> loc("bert.embeddings.LayerNorm")
    %t76 = tensor.expand_shape %t75 [[0], [1, 2]] output_shape [2, 16, 1] : tensor<2x16xf32> into tensor<2x16x1xf32> loc("bert.embeddings.LayerNorm")
    %t77 = tensor.empty() : tensor<2x16x1xf32> loc("bert.embeddings.LayerNorm")
    %t83 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t76 : tensor<2x16x1xf32>) outs(%t77 : tensor<2x16x1xf32>) {
    ^bb0(%in78: f32, %out79: f32):
      %s80 = arith.constant 9.999999960e-13 : f32
      %s81 = arith.addf %in78, %s80 : f32
      %s82 = math.rsqrt %s81 : f32
      linalg.yield %s82 : f32
    } -> tensor<2x16x1xf32> loc("bert.embeddings.LayerNorm")
    %t84 = tensor.empty() : tensor<2x16x64xf32> loc("bert.embeddings.LayerNorm")
    %t89 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t57, %t83 : tensor<2x16x64xf32>, tensor<2x16x1xf32>) outs(%t84 : tensor<2x16x64xf32>) {
    ^bb0(%in85: f32, %in86: f32, %out87: f32):
      %s88 = arith.mulf %in85, %in86 : f32
      linalg.yield %s88 : f32
    } -> tensor<2x16x64xf32> loc("bert.embeddings.LayerNorm")
    %t90 = tensor.empty() : tensor<2x16x64xf32> loc("bert.embeddings.LayerNorm")
    %t95 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t89, %primals_4 : tensor<2x16x64xf32>, tensor<64xf32>) outs(%t90 : tensor<2x16x64xf32>) {
    ^bb0(%in91: f32, %in92: f32, %out93: f32):
      %s94 = arith.mulf %in91, %in92 : f32
      linalg.yield %s94 : f32
    } -> tensor<2x16x64xf32> loc("bert.embeddings.LayerNorm")
    %t96 = tensor.empty() : tensor<2x16x64xf32> loc("bert.embeddings.LayerNorm")
    %t101 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t95, %primals_5 : tensor<2x16x64xf32>, tensor<64xf32>) outs(%t96 : tensor<2x16x64xf32>) {
    ^bb0(%in97: f32, %in98: f32, %out99: f32):
      %s100 = arith.addf %in97, %in98 : f32
      linalg.yield %s100 : f32
    } -> tensor<2x16x64xf32> loc("bert.embeddings.LayerNorm")
    %t102 = tensor.empty() : tensor<i64> loc("bert.embeddings.dropout")
    %t122 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%seed : tensor<i64>) outs(%t102 : tensor<i64>) {
    ^bb0(%in103: i64, %out104: i64):
      %s105 = arith.constant -7046029254386353131 : i64
      %s106 = arith.muli %in103, %s105 : i64
      %s107 = arith.constant -3335678366873096957 : i64
      %s108 = arith.addi %s106, %s107 : i64
      %s109 = arith.constant 30 : i64
      %s110 = arith.shrui %s108, %s109 : i64
      %s111 = arith.xori %s108, %s110 : i64
      %s112 = arith.constant -4658895280553007687 : i64
      %s113 = arith.muli %s111, %s112 : i64
      %s114 = arith.constant 27 : i64
      %s115 = arith.shrui %s113, %s114 : i64
      %s116 = arith.xori %s113, %s115 : i64
      %s117 = arith.constant -7723592293110705685 : i64
      %s118 = arith.muli %s116, %s117 : i64
      %s119 = arith.constant 31 : i64
      %s120 = arith.shrui %s118, %s119 : i64
      %s121 = arith.xori %s118, %s120 : i64
      linalg.yield %s121 : i64
    } -> tensor<i64> loc("bert.embeddings.dropout")
    %t123 = tensor.empty() : tensor<2x16x64xi1> loc("bert.embeddings.dropout")
    %t160 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t122 : tensor<i64>) outs(%t123 : tensor<2x16x64xi1>) {
    ^bb0(%in124: i64, %out125: i1):
      %s126 = arith.constant 1 : i64
      %s127 = linalg.index 0 : index
      %s128 = arith.index_cast %s127 : index to i64
      %s129 = arith.constant 1024 : i64
      %s130 = arith.muli %s128, %s129 : i64
      %s131 = arith.addi %s126, %s130 : i64
      %s132 = linalg.index 1 : index
      %s133 = arith.index_cast %s132 : index to i64
      %s134 = arith.constant 64 : i64
      %s135 = arith.muli %s133, %s134 : i64
      %s136 = arith.addi %s131, %s135 : i64
      %s137 = linalg.index 2 : index
      %s138 = arith.index_cast %s137 : index to i64
      %s139 = arith.addi %s136, %s138 : i64
      %s140 = arith.constant -7046029254386353131 : i64
      %s141 = arith.muli %s139, %s140 : i64
      %s142 = arith.addi %in124, %s141 : i64
      %s143 = arith.constant 30 : i64
      %s144 = arith.shrui %s142, %s143 : i64
      %s145 = arith.xori %s142, %s144 : i64
      %s146 = arith.constant -4658895280553007687 : i64
      %s147 = arith.muli %s145, %s146 : i64
      %s148 = arith.constant 27 : i64
      %s149 = arith.shrui %s147, %s148 : i64
      %s150 = arith.xori %s147, %s149 : i64
      %s151 = arith.constant -7723592293110705685 : i64
      %s152 = arith.muli %s150, %s151 : i64
      %s153 = arith.constant 31 : i64
      %s154 = arith.shrui %s152, %s153 : i64
      %s155 = arith.xori %s152, %s154 : i64
      %s156 = arith.constant 40 : i64
      %s157 = arith.shrui %s155, %s156 : i64
      %s158 = arith.constant 1677722 : i64
      %s159 = arith.cmpi sge, %s157, %s158 : i64
      linalg.yield %s159 : i1
    } -> tensor<2x16x64xi1> loc("bert.embeddings.dropout")
    %t161 = tensor.empty() : tensor<2x16x64xf32> loc("bert.embeddings.dropout")
    %t169 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t101, %t160 : tensor<2x16x64xf32>, tensor<2x16x64xi1>) outs(%t161 : tensor<2x16x64xf32>) {
    ^bb0(%in162: f32, %in163: i1, %out164: f32):
      %s165 = arith.constant 1.111111164e+00 : f32
      %s166 = arith.mulf %in162, %s165 : f32
      %s167 = arith.constant 0.000000000e+00 : f32
      %s168 = arith.select %in163, %s166, %s167 : f32
      linalg.yield %s168 : f32
    } -> tensor<2x16x64xf32> loc("bert.embeddings.dropout")
    %t170 = tensor.empty() : tensor<2x16xi1> loc("bert")
    %t175 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%primals_46 : tensor<2x16xi64>) outs(%t170 : tensor<2x16xi1>) {
    ^bb0(%in171: i64, %out172: i1):
      %s173 = arith.constant 0 : i64
      %s174 = arith.cmpi ne, %in171, %s173 : i64
      linalg.yield %s174 : i1
    } -> tensor<2x16xi1> loc("bert")
    %cst176 = arith.constant dense<"0x00000000000000000100000000000000"> : tensor<2x1x1x1xi64> loc("bert")
    %cst177 = arith.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F00000000000000"> : tensor<1x1x1x16xi64> loc("bert")
    %t178 = tensor.empty() : tensor<2x1x1x16xi64> loc("bert")
    %t181 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst176 : tensor<2x1x1x1xi64>) outs(%t178 : tensor<2x1x1x16xi64>) {
    ^bb0(%in179: i64, %out180: i64):
      linalg.yield %in179 : i64
    } -> tensor<2x1x1x16xi64> loc("bert")
    %t182 = tensor.empty() : tensor<2x1x1x16xi64> loc("bert")
    %t185 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst177 : tensor<1x1x1x16xi64>) outs(%t182 : tensor<2x1x1x16xi64>) {
    ^bb0(%in183: i64, %out184: i64):
      linalg.yield %in183 : i64
    } -> tensor<2x1x1x16xi64> loc("bert")
    %t186 = tensor.empty() : tensor<2x1x1x16xi1> loc("bert")
    %c187 = arith.constant false loc("bert")
    %t188 = linalg.fill ins(%c187 : i1) outs(%t186 : tensor<2x1x1x16xi1>) -> tensor<2x1x1x16xi1> loc("bert")
    %t201 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%t181, %t185, %t175 : tensor<2x1x1x16xi64>, tensor<2x1x1x16xi64>, tensor<2x16xi1>) outs(%t188 : tensor<2x1x1x16xi1>) {
    ^bb0(%in189: i64, %in190: i64, %in191: i1, %out192: i1):
      %s193 = linalg.index 4 : index
      %s194 = arith.index_cast %s193 : index to i64
      %s195 = arith.cmpi eq, %in189, %s194 : i64
      %s196 = linalg.index 5 : index
      %s197 = arith.index_cast %s196 : index to i64
      %s198 = arith.cmpi eq, %in190, %s197 : i64
      %s199 = arith.andi %s195, %s198 : i1
      %s200 = arith.select %s199, %in191, %out192 : i1
      linalg.yield %s200 : i1
    } -> tensor<2x1x1x16xi1> loc("bert")
    %cst202 = arith.constant dense<true> : tensor<1x1x16x1xi1> loc("bert")
    %t203 = tensor.empty() : tensor<2x1x16x16xi1> loc("bert")
    %t208 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst202, %t201 : tensor<1x1x16x1xi1>, tensor<2x1x1x16xi1>) outs(%t203 : tensor<2x1x16x16xi1>) {
    ^bb0(%in204: i1, %in205: i1, %out206: i1):
      %s207 = arith.andi %in204, %in205 : i1
      linalg.yield %s207 : i1
    } -> tensor<2x1x16x16xi1> loc("bert")
    %t209 = tensor.collapse_shape %t169 [[0, 1], [2]] : tensor<2x16x64xf32> into tensor<32x64xf32> loc("bert.encoder.layer.0.attention.self.query")
    %t210 = tensor.empty() : tensor<64x64xf32> loc("bert.encoder.layer.0.attention.self.query")
    %t211 = linalg.transpose ins(%primals_6 : tensor<64x64xf32>) outs(%t210 : tensor<64x64xf32>) permutation = [1, 0] loc("bert.encoder.layer.0.attention.self.query")
    %t212 = tensor.empty() : tensor<32x64xf32> loc("bert.encoder.layer.0.attention.self.query")
    %t215 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%primals_7 : tensor<64xf32>) outs(%t212 : tensor<32x64xf32>) {
    ^bb0(%in213: f32, %out214: f32):
      linalg.yield %in213 : f32
    } -> tensor<32x64xf32> loc("bert.encoder.layer.0.attention.self.query")
    %t216 = linalg.matmul ins(%t209, %t211 : tensor<32x64xf32>, tensor<64x64xf32>) outs(%t215 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("bert.encoder.layer.0.attention.self.query")
    %t217 = tensor.expand_shape %t216 [[0, 1], [2]] output_shape [2, 16, 64] : tensor<32x64xf32> into tensor<2x16x64xf32> loc("bert.encoder.layer.0.attention.self.query")
    %t218 = tensor.expand_shape %t217 [[0], [1], [2, 3]] output_shape [2, 16, 4, 16] : tensor<2x16x64xf32> into tensor<2x16x4x16xf32> loc("bert.encoder.layer.0.attention.self")
    %t219 = tensor.empty() : tensor<2x4x16x16xf32> loc("bert.encoder.layer.0.attention.self")
    %t220 = linalg.transpose ins(%t218 : tensor<2x16x4x16xf32>) outs(%t219 : tensor<2x4x16x16xf32>) permutation = [0, 2, 1, 3] loc("bert.encoder.layer.0.attention.self")
    %t221 = tensor.collapse_shape %t169 [[0, 1], [2]] : tensor<2x16x64xf32> into tensor<32x64xf32> loc("bert.encoder.layer.0.attention.self.key")
    %t222 = tensor.empty() : tensor<64x64xf32> loc("bert.encoder.layer.0.attention.self.key")
    %t223 = linalg.transpose ins(%primals_8 : tensor<64x64xf32>) outs(%t222 : tensor<64x64xf32>) permutation = [1, 0] loc("bert.encoder.layer.0.attention.self.key")
    %t224 = tensor.empty() : tensor<32x64xf32> loc("bert.encoder.layer.0.attention.self.key")
    %t227 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%primals_9 : tensor<64xf32>) outs(%t224 : tensor<32x64xf32>) {
    ^bb0(%in225: f32, %out226: f32):
      linalg.yield %in225 : f32
    } -> tensor<32x64xf32> loc("bert.encoder.layer.0.attention.self.key")
    %t228 = linalg.matmul ins(%t221, %t223 : tensor<32x64xf32>, tensor<64x64xf32>) outs(%t227 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("bert.encoder.layer.0.attention.self.key")
    %t229 = tensor.expand_shape %t228 [[0, 1], [2]] output_shape [2, 16, 64] : tensor<32x64xf32> into tensor<2x16x64xf32> loc("bert.encoder.layer.0.attention.self.key")
    %t230 = tensor.expand_shape %t229 [[0], [1], [2, 3]] output_shape [2, 16, 4, 16] : tensor<2x16x64xf32> into tensor<2x16x4x16xf32> loc("bert.encoder.layer.0.attention.self")
    %t231 = tensor.empty() : tensor<2x4x16x16xf32> loc("bert.encoder.layer.0.attention.self")
    %t232 = linalg.transpose ins(%t230 : tensor<2x16x4x16xf32>) outs(%t231 : tensor<2x4x16x16xf32>) permutation = [0, 2, 1, 3] loc("bert.encoder.layer.0.attention.self")
    %t233 = tensor.collapse_shape %t169 [[0, 1], [2]] : tensor<2x16x64xf32> into tensor<32x64xf32> loc("bert.encoder.layer.0.attention.self.value")
    %t234 = tensor.empty() : tensor<64x64xf32> loc("bert.encoder.layer.0.attention.self.value")
    %t235 = linalg.transpose ins(%primals_10 : tensor<64x64xf32>) outs(%t234 : tensor<64x64xf32>) permutation = [1, 0] loc("bert.encoder.layer.0.attention.self.value")
    %t236 = tensor.empty() : tensor<32x64xf32> loc("bert.encoder.layer.0.attention.self.value")
    %t239 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%primals_11 : tensor<64xf32>) outs(%t236 : tensor<32x64xf32>) {
    ^bb0(%in237: f32, %out238: f32):
      linalg.yield %in237 : f32
    } -> tensor<32x64xf32> loc("bert.encoder.layer.0.attention.self.value")
    %t240 = linalg.matmul ins(%t233, %t235 : tensor<32x64xf32>, tensor<64x64xf32>) outs(%t239 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("bert.encoder.layer.0.attention.self.value")
    %t241 = tensor.expand_shape %t240 [[0, 1], [2]] output_shape [2, 16, 64] : tensor<32x64xf32> into tensor<2x16x64xf32> loc("bert.encoder.layer.0.attention.self.value")
    %t242 = tensor.expand_shape %t241 [[0], [1], [2, 3]] output_shape [2, 16, 4, 16] : tensor<2x16x64xf32> into tensor<2x16x4x16xf32> loc("bert.encoder.layer.0.attention.self")
    %t243 = tensor.empty() : tensor<2x4x16x16xf32> loc("bert.encoder.layer.0.attention.self")
    %t244 = linalg.transpose ins(%t242 : tensor<2x16x4x16xf32>) outs(%t243 : tensor<2x4x16x16xf32>) permutation = [0, 2, 1, 3] loc("bert.encoder.layer.0.attention.self")
    %t245 = tensor.empty() : tensor<2x4x16x16xf32> loc("bert.encoder.layer.0.attention.self")
    %t246 = linalg.transpose ins(%t232 : tensor<2x4x16x16xf32>) outs(%t245 : tensor<2x4x16x16xf32>) permutation = [0, 1, 3, 2] loc("bert.encoder.layer.0.attention.self")
    %t247 = tensor.collapse_shape %t220 [[0, 1], [2], [3]] : tensor<2x4x16x16xf32> into tensor<8x16x16xf32> loc("bert.encoder.layer.0.attention.self")
    %t248 = tensor.collapse_shape %t246 [[0, 1], [2], [3]] : tensor<2x4x16x16xf32> into tensor<8x16x16xf32> loc("bert.encoder.layer.0.attention.self")
    %t249 = tensor.empty() : tensor<8x16x16xf32> loc("bert.encoder.layer.0.attention.self")
    %c250 = arith.constant 0.000000000e+00 : f32 loc("bert.encoder.layer.0.attention.self")
    %t251 = linalg.fill ins(%c250 : f32) outs(%t249 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32> loc("bert.encoder.layer.0.attention.self")
    %t252 = linalg.batch_matmul ins(%t247, %t248 : tensor<8x16x16xf32>, tensor<8x16x16xf32>) outs(%t251 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32> loc("bert.encoder.layer.0.attention.self")
    %t253 = tensor.expand_shape %t252 [[0, 1], [2], [3]] output_shape [2, 4, 16, 16] : tensor<8x16x16xf32> into tensor<2x4x16x16xf32> loc("bert.encoder.layer.0.attention.self")
    %t254 = tensor.empty() : tensor<2x4x16x16xf32> loc("bert.encoder.layer.0.attention.self")
    %t259 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t253 : tensor<2x4x16x16xf32>) outs(%t254 : tensor<2x4x16x16xf32>) {
    ^bb0(%in255: f32, %out256: f32):
      %s257 = arith.constant 2.500000000e-01 : f32
      %s258 = arith.mulf %in255, %s257 : f32
      linalg.yield %s258 : f32
    } -> tensor<2x4x16x16xf32> loc("bert.encoder.layer.0.attention.self")
    %t260 = tensor.empty() : tensor<2x1x16x16xi1> loc("bert.encoder.layer.0.attention.self")
    %t265 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t208 : tensor<2x1x16x16xi1>) outs(%t260 : tensor<2x1x16x16xi1>) {
    ^bb0(%in261: i1, %out262: i1):
      %s263 = arith.constant true
      %s264 = arith.xori %in261, %s263 : i1
      linalg.yield %s264 : i1
    } -> tensor<2x1x16x16xi1> loc("bert.encoder.layer.0.attention.self")
    %cst266 = arith.constant dense<0xFF800000> : tensor<f32> loc("bert.encoder.layer.0.attention.self")
    %t267 = tensor.empty() : tensor<2x4x16x16xf32> loc("bert.encoder.layer.0.attention.self")
    %t273 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t265, %cst266, %t259 : tensor<2x1x16x16xi1>, tensor<f32>, tensor<2x4x16x16xf32>) outs(%t267 : tensor<2x4x16x16xf32>) {
    ^bb0(%in268: i1, %in269: f32, %in270: f32, %out271: f32):
      %s272 = arith.select %in268, %in269, %in270 : f32
      linalg.yield %s272 : f32
    } -> tensor<2x4x16x16xf32> loc("bert.encoder.layer.0.attention.self")
    %t274 = tensor.empty() : tensor<2x4x16xf32> loc("bert.encoder.layer.0.attention.self")
    %c275 = arith.constant 0xFF800000 : f32 loc("bert.encoder.layer.0.attention.self")
    %t276 = linalg.fill ins(%c275 : f32) outs(%t274 : tensor<2x4x16xf32>) -> tensor<2x4x16xf32> loc("bert.encoder.layer.0.attention.self")
    %t280 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%t273 : tensor<2x4x16x16xf32>) outs(%t276 : tensor<2x4x16xf32>) {
    ^bb0(%in277: f32, %out278: f32):
      %s279 = arith.maximumf %out278, %in277 : f32
      linalg.yield %s279 : f32
    } -> tensor<2x4x16xf32> loc("bert.encoder.layer.0.attention.self")
    %t281 = tensor.expand_shape %t280 [[0], [1], [2, 3]] output_shape [2, 4, 16, 1] : tensor<2x4x16xf32> into tensor<2x4x16x1xf32> loc("bert.encoder.layer.0.attention.self")
    %t282 = tensor.empty() : tensor<2x4x16x16xf32> loc("bert.encoder.layer.0.attention.self")
    %t288 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t273, %t281 : tensor<2x4x16x16xf32>, tensor<2x4x16x1xf32>) outs(%t282 : tensor<2x4x16x16xf32>) {
    ^bb0(%in283: f32, %in284: f32, %out285: f32):
      %s286 = arith.subf %in283, %in284 : f32
      %s287 = math.exp %s286 : f32
      linalg.yield %s287 : f32
    } -> tensor<2x4x16x16xf32> loc("bert.encoder.layer.0.attention.self")
    %t289 = tensor.empty() : tensor<2x4x16xf32> loc("bert.encoder.layer.0.attention.self")
    %c290 = arith.constant 0.000000000e+00 : f32 loc("bert.encoder.layer.0.attention.self")
    %t291 = linalg.fill ins(%c290 : f32) outs(%t289 : tensor<2x4x16xf32>) -> tensor<2x4x16xf32> loc("bert.encoder.layer.0.attention.self")
    %t295 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%t288 : tensor<2x4x16x16xf32>) outs(%t291 : tensor<2x4x16xf32>) {
    ^bb0(%in292: f32, %out293: f32):
      %s294 = arith.addf %out293, %in292 : f32
      linalg.yield %s294 : f32
    } -> tensor<2x4x16xf32> loc("bert.encoder.layer.0.attention.self")
    %t296 = tensor.expand_shape %t295 [[0], [1], [2, 3]] output_shape [2, 4, 16, 1] : tensor<2x4x16xf32> into tensor<2x4x16x1xf32> loc("bert.encoder.layer.0.attention.self")
    %t297 = tensor.empty() : tensor<2x4x16x16xf32> loc("bert.encoder.layer.0.attention.self")
    %t302 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t288, %t296 : tensor<2x4x16x16xf32>, tensor<2x4x16x1xf32>) outs(%t297 : tensor<2x4x16x16xf32>) {
    ^bb0(%in298: f32, %in299: f32, %out300: f32):
      %s301 = arith.divf %in298, %in299 : f32
      linalg.yield %s301 : f32
    } -> tensor<2x4x16x16xf32> loc("bert.encoder.layer.0.attention.self")
    %t303 = tensor.empty() : tensor<i64> loc("bert.encoder.layer.0.attention.self")
    %t323 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%seed : tensor<i64>) outs(%t303 : tensor<i64>) {
    ^bb0(%in304: i64, %out305: i64):
      %s306 = arith.constant -7046029254386353131 : i64
      %s307 = arith.muli %in304, %s306 : i64
      %s308 = arith.constant -6671356733746193914 : i64
      %s309 = arith.addi %s307, %s308 : i64
      %s310 = arith.constant 30 : i64
      %s311 = arith.shrui %s309, %s310 : i64
      %s312 = arith.xori %s309, %s311 : i64
      %s313 = arith.constant -4658895280553007687 : i64
      %s314 = arith.muli %s312, %s313 : i64
      %s315 = arith.constant 27 : i64
      %s316 = arith.shrui %s314, %s315 : i64
      %s317 = arith.xori %s314, %s316 : i64
      %s318 = arith.constant -7723592293110705685 : i64
      %s319 = arith.muli %s317, %s318 : i64
      %s320 = arith.constant 31 : i64
      %s321 = arith.shrui %s319, %s320 : i64
      %s322 = arith.xori %s319, %s321 : i64
      linalg.yield %s322 : i64
    } -> tensor<i64> loc("bert.encoder.layer.0.attention.self")
    %t324 = tensor.empty() : tensor<2x4x16x16xi1> loc("bert.encoder.layer.0.attention.self")
    %t366 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t323 : tensor<i64>) outs(%t324 : tensor<2x4x16x16xi1>) {
    ^bb0(%in325: i64, %out326: i1):
      %s327 = arith.constant 1 : i64
      %s328 = linalg.index 0 : index
      %s329 = arith.index_cast %s328 : index to i64
      %s330 = arith.constant 1024 : i64
      %s331 = arith.muli %s329, %s330 : i64
      %s332 = arith.addi %s327, %s331 : i64
      %s333 = linalg.index 1 : index
      %s334 = arith.index_cast %s333 : index to i64
      %s335 = arith.constant 256 : i64
      %s336 = arith.muli %s334, %s335 : i64
      %s337 = arith.addi %s332, %s336 : i64
      %s338 = linalg.index 2 : index
      %s339 = arith.index_cast %s338 : index to i64
      %s340 = arith.constant 16 : i64
      %s341 = arith.muli %s339, %s340 : i64
      %s342 = arith.addi %s337, %s341 : i64
      %s343 = linalg.index 3 : index
      %s344 = arith.index_cast %s343 : index to i64
      %s345 = arith.addi %s342, %s344 : i64
      %s346 = arith.constant -7046029254386353131 : i64
      %s347 = arith.muli %s345, %s346 : i64
      %s348 = arith.addi %in325, %s347 : i64
      %s349 = arith.constant 30 : i64
      %s350 = arith.shrui %s348, %s349 : i64
      %s351 = arith.xori %s348, %s350 : i64
      %s352 = arith.constant -4658895280553007687 : i64
      %s353 = arith.muli %s351, %s352 : i64
      %s354 = arith.constant 27 : i64
      %s355 = arith.shrui %s353, %s354 : i64
      %s356 = arith.xori %s353, %s355 : i64
      %s357 = arith.constant -7723592293110705685 : i64
      %s358 = arith.muli %s356, %s357 : i64
      %s359 = arith.constant 31 : i64
      %s360 = arith.shrui %s358, %s359 : i64
      %s361 = arith.xori %s358, %s360 : i64
      %s362 = arith.constant 40 : i64
      %s363 = arith.shrui %s361, %s362 : i64
      %s364 = arith.constant 1677722 : i64
      %s365 = arith.cmpi sge, %s363, %s364 : i64
      linalg.yield %s365 : i1
    } -> tensor<2x4x16x16xi1> loc("bert.encoder.layer.0.attention.self")
    %t367 = tensor.empty() : tensor<2x4x16x16xf32> loc("bert.encoder.layer.0.attention.self")
    %t375 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t302, %t366 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xi1>) outs(%t367 : tensor<2x4x16x16xf32>) {
    ^bb0(%in368: f32, %in369: i1, %out370: f32):
      %s371 = arith.constant 1.111111164e+00 : f32
      %s372 = arith.mulf %in368, %s371 : f32
      %s373 = arith.constant 0.000000000e+00 : f32
      %s374 = arith.select %in369, %s372, %s373 : f32
      linalg.yield %s374 : f32
    } -> tensor<2x4x16x16xf32> loc("bert.encoder.layer.0.attention.self")
    %t376 = tensor.collapse_shape %t375 [[0, 1], [2], [3]] : tensor<2x4x16x16xf32> into tensor<8x16x16xf32> loc("bert.encoder.layer.0.attention.self")
    %t377 = tensor.collapse_shape %t244 [[0, 1], [2], [3]] : tensor<2x4x16x16xf32> into tensor<8x16x16xf32> loc("bert.encoder.layer.0.attention.self")
    %t378 = tensor.empty() : tensor<8x16x16xf32> loc("bert.encoder.layer.0.attention.self")
    %c379 = arith.constant 0.000000000e+00 : f32 loc("bert.encoder.layer.0.attention.self")
    %t380 = linalg.fill ins(%c379 : f32) outs(%t378 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32> loc("bert.encoder.layer.0.attention.self")
    %t381 = linalg.batch_matmul ins(%t376, %t377 : tensor<8x16x16xf32>, tensor<8x16x16xf32>) outs(%t380 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32> loc("bert.encoder.layer.0.attention.self")
    %t382 = tensor.expand_shape %t381 [[0, 1], [2], [3]] output_shape [2, 4, 16, 16] : tensor<8x16x16xf32> into tensor<2x4x16x16xf32> loc("bert.encoder.layer.0.attention.self")
    %t383 = tensor.empty() : tensor<2x16x4x16xf32> loc("bert.encoder.layer.0.attention.self")
    %t384 = linalg.transpose ins(%t382 : tensor<2x4x16x16xf32>) outs(%t383 : tensor<2x16x4x16xf32>) permutation = [0, 2, 1, 3] loc("bert.encoder.layer.0.attention.self")
    %t385 = tensor.collapse_shape %t384 [[0], [1], [2, 3]] : tensor<2x16x4x16xf32> into tensor<2x16x64xf32> loc("bert.encoder.layer.0.attention.self")
    %t386 = tensor.collapse_shape %t385 [[0, 1], [2]] : tensor<2x16x64xf32> into tensor<32x64xf32> loc("bert.encoder.layer.0.attention.output.dense")
    %t387 = tensor.empty() : tensor<64x64xf32> loc("bert.encoder.layer.0.attention.output.dense")
    %t388 = linalg.transpose ins(%primals_12 : tensor<64x64xf32>) outs(%t387 : tensor<64x64xf32>) permutation = [1, 0] loc("bert.encoder.layer.0.attention.output.dense")
    %t389 = tensor.empty() : tensor<32x64xf32> loc("bert.encoder.layer.0.attention.output.dense")
    %t392 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%primals_13 : tensor<64xf32>) outs(%t389 : tensor<32x64xf32>) {
    ^bb0(%in390: f32, %out391: f32):
      linalg.yield %in390 : f32
    } -> tensor<32x64xf32> loc("bert.encoder.layer.0.attention.output.dense")
    %t393 = linalg.matmul ins(%t386, %t388 : tensor<32x64xf32>, tensor<64x64xf32>) outs(%t392 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("bert.encoder.layer.0.attention.output.dense")
    %t394 = tensor.expand_shape %t393 [[0, 1], [2]] output_shape [2, 16, 64] : tensor<32x64xf32> into tensor<2x16x64xf32> loc("bert.encoder.layer.0.attention.output.dense")
    %t395 = tensor.empty() : tensor<i64> loc("bert.encoder.layer.0.attention.output.dropout")
    %t415 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%seed : tensor<i64>) outs(%t395 : tensor<i64>) {
    ^bb0(%in396: i64, %out397: i64):
      %s398 = arith.constant -7046029254386353131 : i64
      %s399 = arith.muli %in396, %s398 : i64
      %s400 = arith.constant 8439708973090260745 : i64
      %s401 = arith.addi %s399, %s400 : i64
      %s402 = arith.constant 30 : i64
      %s403 = arith.shrui %s401, %s402 : i64
      %s404 = arith.xori %s401, %s403 : i64
      %s405 = arith.constant -4658895280553007687 : i64
      %s406 = arith.muli %s404, %s405 : i64
      %s407 = arith.constant 27 : i64
      %s408 = arith.shrui %s406, %s407 : i64
      %s409 = arith.xori %s406, %s408 : i64
      %s410 = arith.constant -7723592293110705685 : i64
      %s411 = arith.muli %s409, %s410 : i64
      %s412 = arith.constant 31 : i64
      %s413 = arith.shrui %s411, %s412 : i64
      %s414 = arith.xori %s411, %s413 : i64
      linalg.yield %s414 : i64
    } -> tensor<i64> loc("bert.encoder.layer.0.attention.output.dropout")
    %t416 = tensor.empty() : tensor<2x16x64xi1> loc("bert.encoder.layer.0.attention.output.dropout")
    %t453 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t415 : tensor<i64>) outs(%t416 : tensor<2x16x64xi1>) {
    ^bb0(%in417: i64, %out418: i1):
      %s419 = arith.constant 1 : i64
      %s420 = linalg.index 0 : index
      %s421 = arith.index_cast %s420 : index to i64
      %s422 = arith.constant 1024 : i64
      %s423 = arith.muli %s421, %s422 : i64
      %s424 = arith.addi %s419, %s423 : i64
      %s425 = linalg.index 1 : index
      %s426 = arith.index_cast %s425 : index to i64
      %s427 = arith.constant 64 : i64
      %s428 = arith.muli %s426, %s427 : i64
      %s429 = arith.addi %s424, %s428 : i64
      %s430 = linalg.index 2 : index
      %s431 = arith.index_cast %s430 : index to i64
      %s432 = arith.addi %s429, %s431 : i64
      %s433 = arith.constant -7046029254386353131 : i64
      %s434 = arith.muli %s432, %s433 : i64
      %s435 = arith.addi %in417, %s434 : i64
      %s436 = arith.constant 30 : i64
      %s437 = arith.shrui %s435, %s436 : i64
      %s438 = arith.xori %s435, %s437 : i64
      %s439 = arith.constant -4658895280553007687 : i64
      %s440 = arith.muli %s438, %s439 : i64
      %s441 = arith.constant 27 : i64
      %s442 = arith.shrui %s440, %s441 : i64
      %s443 = arith.xori %s440, %s442 : i64
      %s444 = arith.constant -7723592293110705685 : i64
      %s445 = arith.muli %s443, %s444 : i64
      %s446 = arith.constant 31 : i64
      %s447 = arith.shrui %s445, %s446 : i64
      %s448 = arith.xori %s445, %s447 : i64
      %s449 = arith.constant 40 : i64
      %s450 = arith.shrui %s448, %s449 : i64
      %s451 = arith.constant 1677722 : i64
      %s452 = arith.cmpi sge, %s450, %s451 : i64
      linalg.yield %s452 : i1
    } -> tensor<2x16x64xi1> loc("bert.encoder.layer.0.attention.output.dropout")
    %t454 = tensor.empty() : tensor<2x16x64xf32> loc("bert.encoder.layer.0.attention.output.dropout")
    %t462 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t394, %t453 : tensor<2x16x64xf32>, tensor<2x16x64xi1>) outs(%t454 : tensor<2x16x64xf32>) {
    ^bb0(%in455: f32, %in456: i1, %out457: f32):
      %s458 = arith.constant 1.111111164e+00 : f32
      %s459 = arith.mulf %in455, %s458 : f32
      %s460 = arith.constant 0.000000000e+00 : f32
      %s461 = arith.select %in456, %s459, %s460 : f32
      linalg.yield %s461 : f32
    } -> tensor<2x16x64xf32> loc("bert.encoder.layer.0.attention.output.dropout")
    %t463 = tensor.empty() : tensor<2x16x64xf32> loc("bert.encoder.layer.0.attention.output")
    %t468 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t462, %t169 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t463 : tensor<2x16x64xf32>) {
    ^bb0(%in464: f32, %in465: f32, %out466: f32):
      %s467 = arith.addf %in464, %in465 : f32
      linalg.yield %s467 : f32
    } -> tensor<2x16x64xf32> loc("bert.encoder.layer.0.attention.output")
    %t469 = tensor.empty() : tensor<2x16xf32> loc("bert.encoder.layer.0.attention.output.LayerNorm")
    %c470 = arith.constant 0.000000000e+00 : f32 loc("bert.encoder.layer.0.attention.output.LayerNorm")
    %t471 = linalg.fill ins(%c470 : f32) outs(%t469 : tensor<2x16xf32>) -> tensor<2x16xf32> loc("bert.encoder.layer.0.attention.output.LayerNorm")
    %t475 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t468 : tensor<2x16x64xf32>) outs(%t471 : tensor<2x16xf32>) {
    ^bb0(%in472: f32, %out473: f32):
      %s474 = arith.addf %out473, %in472 : f32
      linalg.yield %s474 : f32
    } -> tensor<2x16xf32> loc("bert.encoder.layer.0.attention.output.LayerNorm")
    %t476 = tensor.empty() : tensor<2x16xf32> loc("bert.encoder.layer.0.attention.output.LayerNorm")
    %t481 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t475 : tensor<2x16xf32>) outs(%t476 : tensor<2x16xf32>) {
    ^bb0(%in477: f32, %out478: f32):
      %s479 = arith.constant 1.562500000e-02 : f32
      %s480 = arith.mulf %in477, %s479 : f32
      linalg.yield %s480 : f32
    } -> tensor<2x16xf32> loc("bert.encoder.layer.0.attention.output.LayerNorm")
    %t482 = tensor.expand_shape %t481 [[0], [1, 2]] output_shape [2, 16, 1] : tensor<2x16xf32> into tensor<2x16x1xf32> loc("bert.encoder.layer.0.attention.output.LayerNorm")
    %t483 = tensor.empty() : tensor<2x16x64xf32> loc("bert.encoder.layer.0.attention.output.LayerNorm")
    %t488 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t468, %t482 : tensor<2x16x64xf32>, tensor<2x16x1xf32>) outs(%t483 : tensor<2x16x64xf32>) {
    ^bb0(%in484: f32, %in485: f32, %out486: f32):
      %s487 = arith.subf %in484, %in485 : f32
      linalg.yield %s487 : f32
    } -> tensor<2x16x64xf32> loc("bert.encoder.layer.0.attention.output.LayerNorm")
    %t489 = tensor.empty() : tensor<2x16x64xf32> loc("bert.encoder.layer.0.attention.output.LayerNorm")
    %t493 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t488 : tensor<2x16x64xf32>) outs(%t489 : tensor<2x16x64xf32>) {
    ^bb0(%in490: f32, %out491: f32):
      %s492 = arith.mulf %in490, %in490 : f32
      linalg.yield %s492 : f32
    } -> tensor<2x16x64xf32> loc("bert.encoder.layer.0.attention.output.LayerNorm")
    %t494 = tensor.empty() : tensor<2x16xf32> loc("bert.encoder.layer.0.attention.output.LayerNorm")
    %c495 = arith.constant 0.000000000e+00 : f32 loc("bert.encoder.layer.0.attention.output.LayerNorm")
    %t496 = linalg.fill ins(%c495 : f32) outs(%t494 : tensor<2x16xf32>) -> tensor<2x16xf32> loc("bert.encoder.layer.0.attention.output.LayerNorm")
    %t500 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t493 : tensor<2x16x64xf32>) outs(%t496 : tensor<2x16xf32>) {
    ^bb0(%in497: f32, %out498: f32):
      %s499 = arith.addf %out498, %in497 : f32
      linalg.yield %s499 : f32
    } -> tensor<2x16xf32> loc("bert.encoder.layer.0.attention.output.LayerNorm")
    %t501 = tensor.empty() : tensor<2x16xf32> loc("bert.encoder.layer.0.attention.output.LayerNorm")
    %t506 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t500 : tensor<2x16xf32>) outs(%t501 : tensor<2x16xf32>) {
    ^bb0(%in502: f32, %out503: f32):
      %s504 = arith.constant 1.562500000e-02 : f32
      %s505 = arith.mulf %in502, %s504 : f32
      linalg.yield %s505 : f32
    } -> tensor<2x16xf32> loc("bert.encoder.layer.0.attention.output.LayerNorm")
    %t507 = tensor.expand_shape %t506 [[0], [1, 2]] output_shape [2, 16, 1] : tensor<2x16xf32> into tensor<2x16x1xf32> loc("bert.encoder.layer.0.attention.output.LayerNorm")
    %t508 = tensor.empty() : tensor<2x16x1xf32> loc("bert.encoder.layer.0.attention.output.LayerNorm")
    %t514 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t507 : tensor<2x16x1xf32>) outs(%t508 : tensor<2x16x1xf32>) {
    ^bb0(%in509: f32, %out510: f32):
      %s511 = arith.constant 9.999999960e-13 : f32
      %s512 = arith.addf %in509, %s511 : f32
      %s513 = math.rsqrt %s512 : f32
      linalg.yield %s513 : f32
    } -> tensor<2x16x1xf32> loc("bert.encoder.layer.0.attention.output.LayerNorm")
    %t515 = tensor.empty() : tensor<2x16x64xf32> loc("bert.encoder.layer.0.attention.output.LayerNorm")
    %t520 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t488, %t514 : tensor<2x16x64xf32>, tensor<2x16x1xf32>) outs(%t515 : tensor<2x16x64xf32>) {
    ^bb0(%in516: f32, %in517: f32, %out518: f32):
      %s519 = arith.mulf %in516, %in517 : f32
      linalg.yield %s519 : f32
    } -> tensor<2x16x64xf32> loc("bert.encoder.layer.0.attention.output.LayerNorm")
    %t521 = tensor.empty() : tensor<2x16x64xf32> loc("bert.encoder.layer.0.attention.output.LayerNorm")
    %t526 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t520, %primals_14 : tensor<2x16x64xf32>, tensor<64xf32>) outs(%t521 : tensor<2x16x64xf32>) {
    ^bb0(%in522: f32, %in523: f32, %out524: f32):
      %s525 = arith.mulf %in522, %in523 : f32
      linalg.yield %s525 : f32
    } -> tensor<2x16x64xf32> loc("bert.encoder.layer.0.attention.output.LayerNorm")
    %t527 = tensor.empty() : tensor<2x16x64xf32> loc("bert.encoder.layer.0.attention.output.LayerNorm")
    %t532 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t526, %primals_15 : tensor<2x16x64xf32>, tensor<64xf32>) outs(%t527 : tensor<2x16x64xf32>) {
    ^bb0(%in528: f32, %in529: f32, %out530: f32):
      %s531 = arith.addf %in528, %in529 : f32
      linalg.yield %s531 : f32
    } -> tensor<2x16x64xf32> loc("bert.encoder.layer.0.attention.output.LayerNorm")
    %t533 = tensor.collapse_shape %t532 [[0, 1], [2]] : tensor<2x16x64xf32> into tensor<32x64xf32> loc("bert.encoder.layer.0.intermediate.dense")
    %t534 = tensor.empty() : tensor<64x128xf32> loc("bert.encoder.layer.0.intermediate.dense")
    %t535 = linalg.transpose ins(%primals_16 : tensor<128x64xf32>) outs(%t534 : tensor<64x128xf32>) permutation = [1, 0] loc("bert.encoder.layer.0.intermediate.dense")
    %t536 = tensor.empty() : tensor<32x128xf32> loc("bert.encoder.layer.0.intermediate.dense")
    %t539 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%primals_17 : tensor<128xf32>) outs(%t536 : tensor<32x128xf32>) {
    ^bb0(%in537: f32, %out538: f32):
      linalg.yield %in537 : f32
    } -> tensor<32x128xf32> loc("bert.encoder.layer.0.intermediate.dense")
    %t540 = linalg.matmul ins(%t533, %t535 : tensor<32x64xf32>, tensor<64x128xf32>) outs(%t539 : tensor<32x128xf32>) -> tensor<32x128xf32> loc("bert.encoder.layer.0.intermediate.dense")
    %t541 = tensor.expand_shape %t540 [[0, 1], [2]] output_shape [2, 16, 128] : tensor<32x128xf32> into tensor<2x16x128xf32> loc("bert.encoder.layer.0.intermediate.dense")
    %t542 = tensor.empty() : tensor<2x16x128xf32> loc("bert.encoder.layer.0.intermediate.intermediate_act_fn")
    %t578 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t541 : tensor<2x16x128xf32>) outs(%t542 : tensor<2x16x128xf32>) {
    ^bb0(%in543: f32, %out544: f32):
      %s545 = arith.constant 7.071067691e-01 : f32
      %s546 = arith.mulf %in543, %s545 : f32
      %s547 = math.absf %s546 : f32
      %s548 = arith.constant 1.000000000e+00 : f32
      %s549 = arith.constant 3.275910914e-01 : f32
      %s550 = arith.mulf %s549, %s547 : f32
      %s551 = arith.addf %s548, %s550 : f32
      %s552 = arith.divf %s548, %s551 : f32
      %s553 = arith.constant 1.061405420e+00 : f32
      %s554 = arith.mulf %s553, %s552 : f32
      %s555 = arith.constant -1.453152061e+00 : f32
      %s556 = arith.addf %s554, %s555 : f32
      %s557 = arith.mulf %s556, %s552 : f32
      %s558 = arith.constant 1.421413779e+00 : f32
      %s559 = arith.addf %s557, %s558 : f32
      %s560 = arith.mulf %s559, %s552 : f32
      %s561 = arith.constant -2.844967246e-01 : f32
      %s562 = arith.addf %s560, %s561 : f32
      %s563 = arith.mulf %s562, %s552 : f32
      %s564 = arith.constant 2.548295856e-01 : f32
      %s565 = arith.addf %s563, %s564 : f32
      %s566 = arith.mulf %s565, %s552 : f32
      %s567 = arith.mulf %s547, %s547 : f32
      %s568 = arith.negf %s567 : f32
      %s569 = math.exp %s568 : f32
      %s570 = arith.mulf %s566, %s569 : f32
      %s571 = arith.subf %s548, %s570 : f32
      %s572 = math.copysign %s571, %s546 : f32
      %s573 = arith.constant 5.000000000e-01 : f32
      %s574 = arith.mulf %s573, %in543 : f32
      %s575 = arith.constant 1.000000000e+00 : f32
      %s576 = arith.addf %s575, %s572 : f32
      %s577 = arith.mulf %s574, %s576 : f32
      linalg.yield %s577 : f32
    } -> tensor<2x16x128xf32> loc("bert.encoder.layer.0.intermediate.intermediate_act_fn")
    %t579 = tensor.collapse_shape %t578 [[0, 1], [2]] : tensor<2x16x128xf32> into tensor<32x128xf32> loc("bert.encoder.layer.0.output.dense")
    %t580 = tensor.empty() : tensor<128x64xf32> loc("bert.encoder.layer.0.output.dense")
    %t581 = linalg.transpose ins(%primals_18 : tensor<64x128xf32>) outs(%t580 : tensor<128x64xf32>) permutation = [1, 0] loc("bert.encoder.layer.0.output.dense")
    %t582 = tensor.empty() : tensor<32x64xf32> loc("bert.encoder.layer.0.output.dense")
    %t585 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%primals_19 : tensor<64xf32>) outs(%t582 : tensor<32x64xf32>) {
    ^bb0(%in583: f32, %out584: f32):
      linalg.yield %in583 : f32
    } -> tensor<32x64xf32> loc("bert.encoder.layer.0.output.dense")
    %t586 = linalg.matmul ins(%t579, %t581 : tensor<32x128xf32>, tensor<128x64xf32>) outs(%t585 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("bert.encoder.layer.0.output.dense")
    %t587 = tensor.expand_shape %t586 [[0, 1], [2]] output_shape [2, 16, 64] : tensor<32x64xf32> into tensor<2x16x64xf32> loc("bert.encoder.layer.0.output.dense")
    %t588 = tensor.empty() : tensor<i64> loc("bert.encoder.layer.0.output.dropout")
    %t608 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%seed : tensor<i64>) outs(%t588 : tensor<i64>) {
    ^bb0(%in589: i64, %out590: i64):
      %s591 = arith.constant -7046029254386353131 : i64
      %s592 = arith.muli %in589, %s591 : i64
      %s593 = arith.constant 5104030606217163788 : i64
      %s594 = arith.addi %s592, %s593 : i64
      %s595 = arith.constant 30 : i64
      %s596 = arith.shrui %s594, %s595 : i64
      %s597 = arith.xori %s594, %s596 : i64
      %s598 = arith.constant -4658895280553007687 : i64
      %s599 = arith.muli %s597, %s598 : i64
      %s600 = arith.constant 27 : i64
      %s601 = arith.shrui %s599, %s600 : i64
      %s602 = arith.xori %s599, %s601 : i64
      %s603 = arith.constant -7723592293110705685 : i64
      %s604 = arith.muli %s602, %s603 : i64
      %s605 = arith.constant 31 : i64
      %s606 = arith.shrui %s604, %s605 : i64
      %s607 = arith.xori %s604, %s606 : i64
      linalg.yield %s607 : i64
    } -> tensor<i64> loc("bert.encoder.layer.0.output.dropout")
    %t609 = tensor.empty() : tensor<2x16x64xi1> loc("bert.encoder.layer.0.output.dropout")
    %t646 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t608 : tensor<i64>) outs(%t609 : tensor<2x16x64xi1>) {
    ^bb0(%in610: i64, %out611: i1):
      %s612 = arith.constant 1 : i64
      %s613 = linalg.index 0 : index
      %s614 = arith.index_cast %s613 : index to i64
      %s615 = arith.constant 1024 : i64
      %s616 = arith.muli %s614, %s615 : i64
      %s617 = arith.addi %s612, %s616 : i64
      %s618 = linalg.index 1 : index
      %s619 = arith.index_cast %s618 : index to i64
      %s620 = arith.constant 64 : i64
      %s621 = arith.muli %s619, %s620 : i64
      %s622 = arith.addi %s617, %s621 : i64
      %s623 = linalg.index 2 : index
      %s624 = arith.index_cast %s623 : index to i64
      %s625 = arith.addi %s622, %s624 : i64
      %s626 = arith.constant -7046029254386353131 : i64
      %s627 = arith.muli %s625, %s626 : i64
      %s628 = arith.addi %in610, %s627 : i64
      %s629 = arith.constant 30 : i64
      %s630 = arith.shrui %s628, %s629 : i64
      %s631 = arith.xori %s628, %s630 : i64
      %s632 = arith.constant -4658895280553007687 : i64
      %s633 = arith.muli %s631, %s632 : i64
      %s634 = arith.constant 27 : i64
      %s635 = arith.shrui %s633, %s634 : i64
      %s636 = arith.xori %s633, %s635 : i64
      %s637 = arith.constant -7723592293110705685 : i64
      %s638 = arith.muli %s636, %s637 : i64
      %s639 = arith.constant 31 : i64
      %s640 = arith.shrui %s638, %s639 : i64
      %s641 = arith.xori %s638, %s640 : i64
      %s642 = arith.constant 40 : i64
      %s643 = arith.shrui %s641, %s642 : i64
      %s644 = arith.constant 1677722 : i64
      %s645 = arith.cmpi sge, %s643, %s644 : i64
      linalg.yield %s645 : i1
    } -> tensor<2x16x64xi1> loc("bert.encoder.layer.0.output.dropout")
    %t647 = tensor.empty() : tensor<2x16x64xf32> loc("bert.encoder.layer.0.output.dropout")
    %t655 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t587, %t646 : tensor<2x16x64xf32>, tensor<2x16x64xi1>) outs(%t647 : tensor<2x16x64xf32>) {
    ^bb0(%in648: f32, %in649: i1, %out650: f32):
      %s651 = arith.constant 1.111111164e+00 : f32
      %s652 = arith.mulf %in648, %s651 : f32
      %s653 = arith.constant 0.000000000e+00 : f32
      %s654 = arith.select %in649, %s652, %s653 : f32
      linalg.yield %s654 : f32
    } -> tensor<2x16x64xf32> loc("bert.encoder.layer.0.output.dropout")
    %t656 = tensor.empty() : tensor<2x16x64xf32> loc("bert.encoder.layer.0.output")
    %t661 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t655, %t532 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t656 : tensor<2x16x64xf32>) {
    ^bb0(%in657: f32, %in658: f32, %out659: f32):
      %s660 = arith.addf %in657, %in658 : f32
      linalg.yield %s660 : f32
    } -> tensor<2x16x64xf32> loc("bert.encoder.layer.0.output")
    %t662 = tensor.empty() : tensor<2x16xf32> loc("bert.encoder.layer.0.output.LayerNorm")
    %c663 = arith.constant 0.000000000e+00 : f32 loc("bert.encoder.layer.0.output.LayerNorm")
    %t664 = linalg.fill ins(%c663 : f32) outs(%t662 : tensor<2x16xf32>) -> tensor<2x16xf32> loc("bert.encoder.layer.0.output.LayerNorm")
    %t668 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t661 : tensor<2x16x64xf32>) outs(%t664 : tensor<2x16xf32>) {
    ^bb0(%in665: f32, %out666: f32):
      %s667 = arith.addf %out666, %in665 : f32
      linalg.yield %s667 : f32
    } -> tensor<2x16xf32> loc("bert.encoder.layer.0.output.LayerNorm")
    %t669 = tensor.empty() : tensor<2x16xf32> loc("bert.encoder.layer.0.output.LayerNorm")
    %t674 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t668 : tensor<2x16xf32>) outs(%t669 : tensor<2x16xf32>) {
    ^bb0(%in670: f32, %out671: f32):
      %s672 = arith.constant 1.562500000e-02 : f32
      %s673 = arith.mulf %in670, %s672 : f32
      linalg.yield %s673 : f32
    } -> tensor<2x16xf32> loc("bert.encoder.layer.0.output.LayerNorm")
    %t675 = tensor.expand_shape %t674 [[0], [1, 2]] output_shape [2, 16, 1] : tensor<2x16xf32> into tensor<2x16x1xf32> loc("bert.encoder.layer.0.output.LayerNorm")
    %t676 = tensor.empty() : tensor<2x16x64xf32> loc("bert.encoder.layer.0.output.LayerNorm")
    %t681 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t661, %t675 : tensor<2x16x64xf32>, tensor<2x16x1xf32>) outs(%t676 : tensor<2x16x64xf32>) {
    ^bb0(%in677: f32, %in678: f32, %out679: f32):
      %s680 = arith.subf %in677, %in678 : f32
      linalg.yield %s680 : f32
    } -> tensor<2x16x64xf32> loc("bert.encoder.layer.0.output.LayerNorm")
    %t682 = tensor.empty() : tensor<2x16x64xf32> loc("bert.encoder.layer.0.output.LayerNorm")
    %t686 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t681 : tensor<2x16x64xf32>) outs(%t682 : tensor<2x16x64xf32>) {
    ^bb0(%in683: f32, %out684: f32):
      %s685 = arith.mulf %in683, %in683 : f32
      linalg.yield %s685 : f32
    } -> tensor<2x16x64xf32> loc("bert.encoder.layer.0.output.LayerNorm")
    %t687 = tensor.empty() : tensor<2x16xf32> loc("bert.encoder.layer.0.output.LayerNorm")
    %c688 = arith.constant 0.000000000e+00 : f32 loc("bert.encoder.layer.0.output.LayerNorm")
    %t689 = linalg.fill ins(%c688 : f32) outs(%t687 : tensor<2x16xf32>) -> tensor<2x16xf32> loc("bert.encoder.layer.0.output.LayerNorm")
    %t693 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t686 : tensor<2x16x64xf32>) outs(%t689 : tensor<2x16xf32>) {
    ^bb0(%in690: f32, %out691: f32):
      %s692 = arith.addf %out691, %in690 : f32
      linalg.yield %s692 : f32
    } -> tensor<2x16xf32> loc("bert.encoder.layer.0.output.LayerNorm")
    %t694 = tensor.empty() : tensor<2x16xf32> loc("bert.encoder.layer.0.output.LayerNorm")
    %t699 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t693 : tensor<2x16xf32>) outs(%t694 : tensor<2x16xf32>) {
    ^bb0(%in695: f32, %out696: f32):
      %s697 = arith.constant 1.562500000e-02 : f32
      %s698 = arith.mulf %in695, %s697 : f32
      linalg.yield %s698 : f32
    } -> tensor<2x16xf32> loc("bert.encoder.layer.0.output.LayerNorm")
    %t700 = tensor.expand_shape %t699 [[0], [1, 2]] output_shape [2, 16, 1] : tensor<2x16xf32> into tensor<2x16x1xf32> loc("bert.encoder.layer.0.output.LayerNorm")
    %t701 = tensor.empty() : tensor<2x16x1xf32> loc("bert.encoder.layer.0.output.LayerNorm")
    %t707 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t700 : tensor<2x16x1xf32>) outs(%t701 : tensor<2x16x1xf32>) {
    ^bb0(%in702: f32, %out703: f32):
      %s704 = arith.constant 9.999999960e-13 : f32
      %s705 = arith.addf %in702, %s704 : f32
      %s706 = math.rsqrt %s705 : f32
      linalg.yield %s706 : f32
    } -> tensor<2x16x1xf32> loc("bert.encoder.layer.0.output.LayerNorm")
    %t708 = tensor.empty() : tensor<2x16x64xf32> loc("bert.encoder.layer.0.output.LayerNorm")
    %t713 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t681, %t707 : tensor<2x16x64xf32>, tensor<2x16x1xf32>) outs(%t708 : tensor<2x16x64xf32>) {
    ^bb0(%in709: f32, %in710: f32, %out711: f32):
      %s712 = arith.mulf %in709, %in710 : f32
      linalg.yield %s712 : f32
    } -> tensor<2x16x64xf32> loc("bert.encoder.layer.0.output.LayerNorm")
    %t714 = tensor.empty() : tensor<2x16x64xf32> loc("bert.encoder.layer.0.output.LayerNorm")
    %t719 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t713, %primals_20 : tensor<2x16x64xf32>, tensor<64xf32>) outs(%t714 : tensor<2x16x64xf32>) {
    ^bb0(%in715: f32, %in716: f32, %out717: f32):
      %s718 = arith.mulf %in715, %in716 : f32
      linalg.yield %s718 : f32
    } -> tensor<2x16x64xf32> loc("bert.encoder.layer.0.output.LayerNorm")
    %t720 = tensor.empty() : tensor<2x16x64xf32> loc("bert.encoder.layer.0.output.LayerNorm")
    %t725 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t719, %primals_21 : tensor<2x16x64xf32>, tensor<64xf32>) outs(%t720 : tensor<2x16x64xf32>) {
    ^bb0(%in721: f32, %in722: f32, %out723: f32):
      %s724 = arith.addf %in721, %in722 : f32
      linalg.yield %s724 : f32
    } -> tensor<2x16x64xf32> loc("bert.encoder.layer.0.output.LayerNorm")
    %t726 = tensor.collapse_shape %t725 [[0, 1], [2]] : tensor<2x16x64xf32> into tensor<32x64xf32> loc("bert.encoder.layer.1.attention.self.query")
    %t727 = tensor.empty() : tensor<64x64xf32> loc("bert.encoder.layer.1.attention.self.query")
    %t728 = linalg.transpose ins(%primals_22 : tensor<64x64xf32>) outs(%t727 : tensor<64x64xf32>) permutation = [1, 0] loc("bert.encoder.layer.1.attention.self.query")
    %t729 = tensor.empty() : tensor<32x64xf32> loc("bert.encoder.layer.1.attention.self.query")
    %t732 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%primals_23 : tensor<64xf32>) outs(%t729 : tensor<32x64xf32>) {
    ^bb0(%in730: f32, %out731: f32):
      linalg.yield %in730 : f32
    } -> tensor<32x64xf32> loc("bert.encoder.layer.1.attention.self.query")
    %t733 = linalg.matmul ins(%t726, %t728 : tensor<32x64xf32>, tensor<64x64xf32>) outs(%t732 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("bert.encoder.layer.1.attention.self.query")
    %t734 = tensor.expand_shape %t733 [[0, 1], [2]] output_shape [2, 16, 64] : tensor<32x64xf32> into tensor<2x16x64xf32> loc("bert.encoder.layer.1.attention.self.query")
    %t735 = tensor.expand_shape %t734 [[0], [1], [2, 3]] output_shape [2, 16, 4, 16] : tensor<2x16x64xf32> into tensor<2x16x4x16xf32> loc("bert.encoder.layer.1.attention.self")
    %t736 = tensor.empty() : tensor<2x4x16x16xf32> loc("bert.encoder.layer.1.attention.self")
    %t737 = linalg.transpose ins(%t735 : tensor<2x16x4x16xf32>) outs(%t736 : tensor<2x4x16x16xf32>) permutation = [0, 2, 1, 3] loc("bert.encoder.layer.1.attention.self")
    %t738 = tensor.collapse_shape %t725 [[0, 1], [2]] : tensor<2x16x64xf32> into tensor<32x64xf32> loc("bert.encoder.layer.1.attention.self.key")
    %t739 = tensor.empty() : tensor<64x64xf32> loc("bert.encoder.layer.1.attention.self.key")
    %t740 = linalg.transpose ins(%primals_24 : tensor<64x64xf32>) outs(%t739 : tensor<64x64xf32>) permutation = [1, 0] loc("bert.encoder.layer.1.attention.self.key")
    %t741 = tensor.empty() : tensor<32x64xf32> loc("bert.encoder.layer.1.attention.self.key")
    %t744 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%primals_25 : tensor<64xf32>) outs(%t741 : tensor<32x64xf32>) {
    ^bb0(%in742: f32, %out743: f32):
      linalg.yield %in742 : f32
    } -> tensor<32x64xf32> loc("bert.encoder.layer.1.attention.self.key")
    %t745 = linalg.matmul ins(%t738, %t740 : tensor<32x64xf32>, tensor<64x64xf32>) outs(%t744 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("bert.encoder.layer.1.attention.self.key")
    %t746 = tensor.expand_shape %t745 [[0, 1], [2]] output_shape [2, 16, 64] : tensor<32x64xf32> into tensor<2x16x64xf32> loc("bert.encoder.layer.1.attention.self.key")
    %t747 = tensor.expand_shape %t746 [[0], [1], [2, 3]] output_shape [2, 16, 4, 16] : tensor<2x16x64xf32> into tensor<2x16x4x16xf32> loc("bert.encoder.layer.1.attention.self")
    %t748 = tensor.empty() : tensor<2x4x16x16xf32> loc("bert.encoder.layer.1.attention.self")
    %t749 = linalg.transpose ins(%t747 : tensor<2x16x4x16xf32>) outs(%t748 : tensor<2x4x16x16xf32>) permutation = [0, 2, 1, 3] loc("bert.encoder.layer.1.attention.self")
    %t750 = tensor.collapse_shape %t725 [[0, 1], [2]] : tensor<2x16x64xf32> into tensor<32x64xf32> loc("bert.encoder.layer.1.attention.self.value")
    %t751 = tensor.empty() : tensor<64x64xf32> loc("bert.encoder.layer.1.attention.self.value")
    %t752 = linalg.transpose ins(%primals_26 : tensor<64x64xf32>) outs(%t751 : tensor<64x64xf32>) permutation = [1, 0] loc("bert.encoder.layer.1.attention.self.value")
    %t753 = tensor.empty() : tensor<32x64xf32> loc("bert.encoder.layer.1.attention.self.value")
    %t756 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%primals_27 : tensor<64xf32>) outs(%t753 : tensor<32x64xf32>) {
    ^bb0(%in754: f32, %out755: f32):
      linalg.yield %in754 : f32
    } -> tensor<32x64xf32> loc("bert.encoder.layer.1.attention.self.value")
    %t757 = linalg.matmul ins(%t750, %t752 : tensor<32x64xf32>, tensor<64x64xf32>) outs(%t756 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("bert.encoder.layer.1.attention.self.value")
    %t758 = tensor.expand_shape %t757 [[0, 1], [2]] output_shape [2, 16, 64] : tensor<32x64xf32> into tensor<2x16x64xf32> loc("bert.encoder.layer.1.attention.self.value")
    %t759 = tensor.expand_shape %t758 [[0], [1], [2, 3]] output_shape [2, 16, 4, 16] : tensor<2x16x64xf32> into tensor<2x16x4x16xf32> loc("bert.encoder.layer.1.attention.self")
    %t760 = tensor.empty() : tensor<2x4x16x16xf32> loc("bert.encoder.layer.1.attention.self")
    %t761 = linalg.transpose ins(%t759 : tensor<2x16x4x16xf32>) outs(%t760 : tensor<2x4x16x16xf32>) permutation = [0, 2, 1, 3] loc("bert.encoder.layer.1.attention.self")
    %t762 = tensor.empty() : tensor<2x4x16x16xf32> loc("bert.encoder.layer.1.attention.self")
    %t763 = linalg.transpose ins(%t749 : tensor<2x4x16x16xf32>) outs(%t762 : tensor<2x4x16x16xf32>) permutation = [0, 1, 3, 2] loc("bert.encoder.layer.1.attention.self")
    %t764 = tensor.collapse_shape %t737 [[0, 1], [2], [3]] : tensor<2x4x16x16xf32> into tensor<8x16x16xf32> loc("bert.encoder.layer.1.attention.self")
    %t765 = tensor.collapse_shape %t763 [[0, 1], [2], [3]] : tensor<2x4x16x16xf32> into tensor<8x16x16xf32> loc("bert.encoder.layer.1.attention.self")
    %t766 = tensor.empty() : tensor<8x16x16xf32> loc("bert.encoder.layer.1.attention.self")
    %c767 = arith.constant 0.000000000e+00 : f32 loc("bert.encoder.layer.1.attention.self")
    %t768 = linalg.fill ins(%c767 : f32) outs(%t766 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32> loc("bert.encoder.layer.1.attention.self")
    %t769 = linalg.batch_matmul ins(%t764, %t765 : tensor<8x16x16xf32>, tensor<8x16x16xf32>) outs(%t768 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32> loc("bert.encoder.layer.1.attention.self")
    %t770 = tensor.expand_shape %t769 [[0, 1], [2], [3]] output_shape [2, 4, 16, 16] : tensor<8x16x16xf32> into tensor<2x4x16x16xf32> loc("bert.encoder.layer.1.attention.self")
    %t771 = tensor.empty() : tensor<2x4x16x16xf32> loc("bert.encoder.layer.1.attention.self")
    %t776 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t770 : tensor<2x4x16x16xf32>) outs(%t771 : tensor<2x4x16x16xf32>) {
    ^bb0(%in772: f32, %out773: f32):
      %s774 = arith.constant 2.500000000e-01 : f32
      %s775 = arith.mulf %in772, %s774 : f32
      linalg.yield %s775 : f32
    } -> tensor<2x4x16x16xf32> loc("bert.encoder.layer.1.attention.self")
    %t777 = tensor.empty() : tensor<2x1x16x16xi1> loc("bert.encoder.layer.1.attention.self")
    %t782 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t208 : tensor<2x1x16x16xi1>) outs(%t777 : tensor<2x1x16x16xi1>) {
    ^bb0(%in778: i1, %out779: i1):
      %s780 = arith.constant true
      %s781 = arith.xori %in778, %s780 : i1
      linalg.yield %s781 : i1
    } -> tensor<2x1x16x16xi1> loc("bert.encoder.layer.1.attention.self")
    %cst783 = arith.constant dense<0xFF800000> : tensor<f32> loc("bert.encoder.layer.1.attention.self")
    %t784 = tensor.empty() : tensor<2x4x16x16xf32> loc("bert.encoder.layer.1.attention.self")
    %t790 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t782, %cst783, %t776 : tensor<2x1x16x16xi1>, tensor<f32>, tensor<2x4x16x16xf32>) outs(%t784 : tensor<2x4x16x16xf32>) {
    ^bb0(%in785: i1, %in786: f32, %in787: f32, %out788: f32):
      %s789 = arith.select %in785, %in786, %in787 : f32
      linalg.yield %s789 : f32
    } -> tensor<2x4x16x16xf32> loc("bert.encoder.layer.1.attention.self")
    %t791 = tensor.empty() : tensor<2x4x16xf32> loc("bert.encoder.layer.1.attention.self")
    %c792 = arith.constant 0xFF800000 : f32 loc("bert.encoder.layer.1.attention.self")
    %t793 = linalg.fill ins(%c792 : f32) outs(%t791 : tensor<2x4x16xf32>) -> tensor<2x4x16xf32> loc("bert.encoder.layer.1.attention.self")
    %t797 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%t790 : tensor<2x4x16x16xf32>) outs(%t793 : tensor<2x4x16xf32>) {
    ^bb0(%in794: f32, %out795: f32):
      %s796 = arith.maximumf %out795, %in794 : f32
      linalg.yield %s796 : f32
    } -> tensor<2x4x16xf32> loc("bert.encoder.layer.1.attention.self")
    %t798 = tensor.expand_shape %t797 [[0], [1], [2, 3]] output_shape [2, 4, 16, 1] : tensor<2x4x16xf32> into tensor<2x4x16x1xf32> loc("bert.encoder.layer.1.attention.self")
    %t799 = tensor.empty() : tensor<2x4x16x16xf32> loc("bert.encoder.layer.1.attention.self")
    %t805 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t790, %t798 : tensor<2x4x16x16xf32>, tensor<2x4x16x1xf32>) outs(%t799 : tensor<2x4x16x16xf32>) {
    ^bb0(%in800: f32, %in801: f32, %out802: f32):
      %s803 = arith.subf %in800, %in801 : f32
      %s804 = math.exp %s803 : f32
      linalg.yield %s804 : f32
    } -> tensor<2x4x16x16xf32> loc("bert.encoder.layer.1.attention.self")
    %t806 = tensor.empty() : tensor<2x4x16xf32> loc("bert.encoder.layer.1.attention.self")
    %c807 = arith.constant 0.000000000e+00 : f32 loc("bert.encoder.layer.1.attention.self")
    %t808 = linalg.fill ins(%c807 : f32) outs(%t806 : tensor<2x4x16xf32>) -> tensor<2x4x16xf32> loc("bert.encoder.layer.1.attention.self")
    %t812 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%t805 : tensor<2x4x16x16xf32>) outs(%t808 : tensor<2x4x16xf32>) {
    ^bb0(%in809: f32, %out810: f32):
      %s811 = arith.addf %out810, %in809 : f32
      linalg.yield %s811 : f32
    } -> tensor<2x4x16xf32> loc("bert.encoder.layer.1.attention.self")
    %t813 = tensor.expand_shape %t812 [[0], [1], [2, 3]] output_shape [2, 4, 16, 1] : tensor<2x4x16xf32> into tensor<2x4x16x1xf32> loc("bert.encoder.layer.1.attention.self")
    %t814 = tensor.empty() : tensor<2x4x16x16xf32> loc("bert.encoder.layer.1.attention.self")
    %t819 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t805, %t813 : tensor<2x4x16x16xf32>, tensor<2x4x16x1xf32>) outs(%t814 : tensor<2x4x16x16xf32>) {
    ^bb0(%in815: f32, %in816: f32, %out817: f32):
      %s818 = arith.divf %in815, %in816 : f32
      linalg.yield %s818 : f32
    } -> tensor<2x4x16x16xf32> loc("bert.encoder.layer.1.attention.self")
    %t820 = tensor.empty() : tensor<i64> loc("bert.encoder.layer.1.attention.self")
    %t840 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%seed : tensor<i64>) outs(%t820 : tensor<i64>) {
    ^bb0(%in821: i64, %out822: i64):
      %s823 = arith.constant -7046029254386353131 : i64
      %s824 = arith.muli %in821, %s823 : i64
      %s825 = arith.constant 1768352239344066831 : i64
      %s826 = arith.addi %s824, %s825 : i64
      %s827 = arith.constant 30 : i64
      %s828 = arith.shrui %s826, %s827 : i64
      %s829 = arith.xori %s826, %s828 : i64
      %s830 = arith.constant -4658895280553007687 : i64
      %s831 = arith.muli %s829, %s830 : i64
      %s832 = arith.constant 27 : i64
      %s833 = arith.shrui %s831, %s832 : i64
      %s834 = arith.xori %s831, %s833 : i64
      %s835 = arith.constant -7723592293110705685 : i64
      %s836 = arith.muli %s834, %s835 : i64
      %s837 = arith.constant 31 : i64
      %s838 = arith.shrui %s836, %s837 : i64
      %s839 = arith.xori %s836, %s838 : i64
      linalg.yield %s839 : i64
    } -> tensor<i64> loc("bert.encoder.layer.1.attention.self")
    %t841 = tensor.empty() : tensor<2x4x16x16xi1> loc("bert.encoder.layer.1.attention.self")
    %t883 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t840 : tensor<i64>) outs(%t841 : tensor<2x4x16x16xi1>) {
    ^bb0(%in842: i64, %out843: i1):
      %s844 = arith.constant 1 : i64
      %s845 = linalg.index 0 : index
      %s846 = arith.index_cast %s845 : index to i64
      %s847 = arith.constant 1024 : i64
      %s848 = arith.muli %s846, %s847 : i64
      %s849 = arith.addi %s844, %s848 : i64
      %s850 = linalg.index 1 : index
      %s851 = arith.index_cast %s850 : index to i64
      %s852 = arith.constant 256 : i64
      %s853 = arith.muli %s851, %s852 : i64
      %s854 = arith.addi %s849, %s853 : i64
      %s855 = linalg.index 2 : index
      %s856 = arith.index_cast %s855 : index to i64
      %s857 = arith.constant 16 : i64
      %s858 = arith.muli %s856, %s857 : i64
      %s859 = arith.addi %s854, %s858 : i64
      %s860 = linalg.index 3 : index
      %s861 = arith.index_cast %s860 : index to i64
      %s862 = arith.addi %s859, %s861 : i64
      %s863 = arith.constant -7046029254386353131 : i64
      %s864 = arith.muli %s862, %s863 : i64
      %s865 = arith.addi %in842, %s864 : i64
      %s866 = arith.constant 30 : i64
      %s867 = arith.shrui %s865, %s866 : i64
      %s868 = arith.xori %s865, %s867 : i64
      %s869 = arith.constant -4658895280553007687 : i64
      %s870 = arith.muli %s868, %s869 : i64
      %s871 = arith.constant 27 : i64
      %s872 = arith.shrui %s870, %s871 : i64
      %s873 = arith.xori %s870, %s872 : i64
      %s874 = arith.constant -7723592293110705685 : i64
      %s875 = arith.muli %s873, %s874 : i64
      %s876 = arith.constant 31 : i64
      %s877 = arith.shrui %s875, %s876 : i64
      %s878 = arith.xori %s875, %s877 : i64
      %s879 = arith.constant 40 : i64
      %s880 = arith.shrui %s878, %s879 : i64
      %s881 = arith.constant 1677722 : i64
      %s882 = arith.cmpi sge, %s880, %s881 : i64
      linalg.yield %s882 : i1
    } -> tensor<2x4x16x16xi1> loc("bert.encoder.layer.1.attention.self")
    %t884 = tensor.empty() : tensor<2x4x16x16xf32> loc("bert.encoder.layer.1.attention.self")
    %t892 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t819, %t883 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xi1>) outs(%t884 : tensor<2x4x16x16xf32>) {
    ^bb0(%in885: f32, %in886: i1, %out887: f32):
      %s888 = arith.constant 1.111111164e+00 : f32
      %s889 = arith.mulf %in885, %s888 : f32
      %s890 = arith.constant 0.000000000e+00 : f32
      %s891 = arith.select %in886, %s889, %s890 : f32
      linalg.yield %s891 : f32
    } -> tensor<2x4x16x16xf32> loc("bert.encoder.layer.1.attention.self")
    %t893 = tensor.collapse_shape %t892 [[0, 1], [2], [3]] : tensor<2x4x16x16xf32> into tensor<8x16x16xf32> loc("bert.encoder.layer.1.attention.self")
    %t894 = tensor.collapse_shape %t761 [[0, 1], [2], [3]] : tensor<2x4x16x16xf32> into tensor<8x16x16xf32> loc("bert.encoder.layer.1.attention.self")
    %t895 = tensor.empty() : tensor<8x16x16xf32> loc("bert.encoder.layer.1.attention.self")
    %c896 = arith.constant 0.000000000e+00 : f32 loc("bert.encoder.layer.1.attention.self")
    %t897 = linalg.fill ins(%c896 : f32) outs(%t895 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32> loc("bert.encoder.layer.1.attention.self")
    %t898 = linalg.batch_matmul ins(%t893, %t894 : tensor<8x16x16xf32>, tensor<8x16x16xf32>) outs(%t897 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32> loc("bert.encoder.layer.1.attention.self")
    %t899 = tensor.expand_shape %t898 [[0, 1], [2], [3]] output_shape [2, 4, 16, 16] : tensor<8x16x16xf32> into tensor<2x4x16x16xf32> loc("bert.encoder.layer.1.attention.self")
    %t900 = tensor.empty() : tensor<2x16x4x16xf32> loc("bert.encoder.layer.1.attention.self")
    %t901 = linalg.transpose ins(%t899 : tensor<2x4x16x16xf32>) outs(%t900 : tensor<2x16x4x16xf32>) permutation = [0, 2, 1, 3] loc("bert.encoder.layer.1.attention.self")
    %t902 = tensor.collapse_shape %t901 [[0], [1], [2, 3]] : tensor<2x16x4x16xf32> into tensor<2x16x64xf32> loc("bert.encoder.layer.1.attention.self")
    %t903 = tensor.collapse_shape %t902 [[0, 1], [2]] : tensor<2x16x64xf32> into tensor<32x64xf32> loc("bert.encoder.layer.1.attention.output.dense")
    %t904 = tensor.empty() : tensor<64x64xf32> loc("bert.encoder.layer.1.attention.output.dense")
    %t905 = linalg.transpose ins(%primals_28 : tensor<64x64xf32>) outs(%t904 : tensor<64x64xf32>) permutation = [1, 0] loc("bert.encoder.layer.1.attention.output.dense")
    %t906 = tensor.empty() : tensor<32x64xf32> loc("bert.encoder.layer.1.attention.output.dense")
    %t909 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%primals_29 : tensor<64xf32>) outs(%t906 : tensor<32x64xf32>) {
    ^bb0(%in907: f32, %out908: f32):
      linalg.yield %in907 : f32
    } -> tensor<32x64xf32> loc("bert.encoder.layer.1.attention.output.dense")
    %t910 = linalg.matmul ins(%t903, %t905 : tensor<32x64xf32>, tensor<64x64xf32>) outs(%t909 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("bert.encoder.layer.1.attention.output.dense")
    %t911 = tensor.expand_shape %t910 [[0, 1], [2]] output_shape [2, 16, 64] : tensor<32x64xf32> into tensor<2x16x64xf32> loc("bert.encoder.layer.1.attention.output.dense")
    %t912 = tensor.empty() : tensor<i64> loc("bert.encoder.layer.1.attention.output.dropout")
    %t932 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%seed : tensor<i64>) outs(%t912 : tensor<i64>) {
    ^bb0(%in913: i64, %out914: i64):
      %s915 = arith.constant -7046029254386353131 : i64
      %s916 = arith.muli %in913, %s915 : i64
      %s917 = arith.constant -1567326127529030126 : i64
      %s918 = arith.addi %s916, %s917 : i64
      %s919 = arith.constant 30 : i64
      %s920 = arith.shrui %s918, %s919 : i64
      %s921 = arith.xori %s918, %s920 : i64
      %s922 = arith.constant -4658895280553007687 : i64
      %s923 = arith.muli %s921, %s922 : i64
      %s924 = arith.constant 27 : i64
      %s925 = arith.shrui %s923, %s924 : i64
      %s926 = arith.xori %s923, %s925 : i64
      %s927 = arith.constant -7723592293110705685 : i64
      %s928 = arith.muli %s926, %s927 : i64
      %s929 = arith.constant 31 : i64
      %s930 = arith.shrui %s928, %s929 : i64
      %s931 = arith.xori %s928, %s930 : i64
      linalg.yield %s931 : i64
    } -> tensor<i64> loc("bert.encoder.layer.1.attention.output.dropout")
    %t933 = tensor.empty() : tensor<2x16x64xi1> loc("bert.encoder.layer.1.attention.output.dropout")
    %t970 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t932 : tensor<i64>) outs(%t933 : tensor<2x16x64xi1>) {
    ^bb0(%in934: i64, %out935: i1):
      %s936 = arith.constant 1 : i64
      %s937 = linalg.index 0 : index
      %s938 = arith.index_cast %s937 : index to i64
      %s939 = arith.constant 1024 : i64
      %s940 = arith.muli %s938, %s939 : i64
      %s941 = arith.addi %s936, %s940 : i64
      %s942 = linalg.index 1 : index
      %s943 = arith.index_cast %s942 : index to i64
      %s944 = arith.constant 64 : i64
      %s945 = arith.muli %s943, %s944 : i64
      %s946 = arith.addi %s941, %s945 : i64
      %s947 = linalg.index 2 : index
      %s948 = arith.index_cast %s947 : index to i64
      %s949 = arith.addi %s946, %s948 : i64
      %s950 = arith.constant -7046029254386353131 : i64
      %s951 = arith.muli %s949, %s950 : i64
      %s952 = arith.addi %in934, %s951 : i64
      %s953 = arith.constant 30 : i64
      %s954 = arith.shrui %s952, %s953 : i64
      %s955 = arith.xori %s952, %s954 : i64
      %s956 = arith.constant -4658895280553007687 : i64
      %s957 = arith.muli %s955, %s956 : i64
      %s958 = arith.constant 27 : i64
      %s959 = arith.shrui %s957, %s958 : i64
      %s960 = arith.xori %s957, %s959 : i64
      %s961 = arith.constant -7723592293110705685 : i64
      %s962 = arith.muli %s960, %s961 : i64
      %s963 = arith.constant 31 : i64
      %s964 = arith.shrui %s962, %s963 : i64
      %s965 = arith.xori %s962, %s964 : i64
      %s966 = arith.constant 40 : i64
      %s967 = arith.shrui %s965, %s966 : i64
      %s968 = arith.constant 1677722 : i64
      %s969 = arith.cmpi sge, %s967, %s968 : i64
      linalg.yield %s969 : i1
    } -> tensor<2x16x64xi1> loc("bert.encoder.layer.1.attention.output.dropout")
    %t971 = tensor.empty() : tensor<2x16x64xf32> loc("bert.encoder.layer.1.attention.output.dropout")
    %t979 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t911, %t970 : tensor<2x16x64xf32>, tensor<2x16x64xi1>) outs(%t971 : tensor<2x16x64xf32>) {
    ^bb0(%in972: f32, %in973: i1, %out974: f32):
      %s975 = arith.constant 1.111111164e+00 : f32
      %s976 = arith.mulf %in972, %s975 : f32
      %s977 = arith.constant 0.000000000e+00 : f32
      %s978 = arith.select %in973, %s976, %s977 : f32
      linalg.yield %s978 : f32
    } -> tensor<2x16x64xf32> loc("bert.encoder.layer.1.attention.output.dropout")
    %t980 = tensor.empty() : tensor<2x16x64xf32> loc("bert.encoder.layer.1.attention.output")
    %t985 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t979, %t725 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t980 : tensor<2x16x64xf32>) {
    ^bb0(%in981: f32, %in982: f32, %out983: f32):
      %s984 = arith.addf %in981, %in982 : f32
      linalg.yield %s984 : f32
    } -> tensor<2x16x64xf32> loc("bert.encoder.layer.1.attention.output")
    %t986 = tensor.empty() : tensor<2x16xf32> loc("bert.encoder.layer.1.attention.output.LayerNorm")
    %c987 = arith.constant 0.000000000e+00 : f32 loc("bert.encoder.layer.1.attention.output.LayerNorm")
    %t988 = linalg.fill ins(%c987 : f32) outs(%t986 : tensor<2x16xf32>) -> tensor<2x16xf32> loc("bert.encoder.layer.1.attention.output.LayerNorm")
    %t992 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t985 : tensor<2x16x64xf32>) outs(%t988 : tensor<2x16xf32>) {
    ^bb0(%in989: f32, %out990: f32):
      %s991 = arith.addf %out990, %in989 : f32
      linalg.yield %s991 : f32
    } -> tensor<2x16xf32> loc("bert.encoder.layer.1.attention.output.LayerNorm")
    %t993 = tensor.empty() : tensor<2x16xf32> loc("bert.encoder.layer.1.attention.output.LayerNorm")
    %t998 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t992 : tensor<2x16xf32>) outs(%t993 : tensor<2x16xf32>) {
    ^bb0(%in994: f32, %out995: f32):
      %s996 = arith.constant 1.562500000e-02 : f32
      %s997 = arith.mulf %in994, %s996 : f32
      linalg.yield %s997 : f32
    } -> tensor<2x16xf32> loc("bert.encoder.layer.1.attention.output.LayerNorm")
    %t999 = tensor.expand_shape %t998 [[0], [1, 2]] output_shape [2, 16, 1] : tensor<2x16xf32> into tensor<2x16x1xf32> loc("bert.encoder.layer.1.attention.output.LayerNorm")
    %t1000 = tensor.empty() : tensor<2x16x64xf32> loc("bert.encoder.layer.1.attention.output.LayerNorm")
    %t1005 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t985, %t999 : tensor<2x16x64xf32>, tensor<2x16x1xf32>) outs(%t1000 : tensor<2x16x64xf32>) {
    ^bb0(%in1001: f32, %in1002: f32, %out1003: f32):
      %s1004 = arith.subf %in1001, %in1002 : f32
      linalg.yield %s1004 : f32
    } -> tensor<2x16x64xf32> loc("bert.encoder.layer.1.attention.output.LayerNorm")
    %t1006 = tensor.empty() : tensor<2x16x64xf32> loc("bert.encoder.layer.1.attention.output.LayerNorm")
    %t1010 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1005 : tensor<2x16x64xf32>) outs(%t1006 : tensor<2x16x64xf32>) {
    ^bb0(%in1007: f32, %out1008: f32):
      %s1009 = arith.mulf %in1007, %in1007 : f32
      linalg.yield %s1009 : f32
    } -> tensor<2x16x64xf32> loc("bert.encoder.layer.1.attention.output.LayerNorm")
    %t1011 = tensor.empty() : tensor<2x16xf32> loc("bert.encoder.layer.1.attention.output.LayerNorm")
    %c1012 = arith.constant 0.000000000e+00 : f32 loc("bert.encoder.layer.1.attention.output.LayerNorm")
    %t1013 = linalg.fill ins(%c1012 : f32) outs(%t1011 : tensor<2x16xf32>) -> tensor<2x16xf32> loc("bert.encoder.layer.1.attention.output.LayerNorm")
    %t1017 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t1010 : tensor<2x16x64xf32>) outs(%t1013 : tensor<2x16xf32>) {
    ^bb0(%in1014: f32, %out1015: f32):
      %s1016 = arith.addf %out1015, %in1014 : f32
      linalg.yield %s1016 : f32
    } -> tensor<2x16xf32> loc("bert.encoder.layer.1.attention.output.LayerNorm")
    %t1018 = tensor.empty() : tensor<2x16xf32> loc("bert.encoder.layer.1.attention.output.LayerNorm")
    %t1023 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t1017 : tensor<2x16xf32>) outs(%t1018 : tensor<2x16xf32>) {
    ^bb0(%in1019: f32, %out1020: f32):
      %s1021 = arith.constant 1.562500000e-02 : f32
      %s1022 = arith.mulf %in1019, %s1021 : f32
      linalg.yield %s1022 : f32
    } -> tensor<2x16xf32> loc("bert.encoder.layer.1.attention.output.LayerNorm")
    %t1024 = tensor.expand_shape %t1023 [[0], [1, 2]] output_shape [2, 16, 1] : tensor<2x16xf32> into tensor<2x16x1xf32> loc("bert.encoder.layer.1.attention.output.LayerNorm")
    %t1025 = tensor.empty() : tensor<2x16x1xf32> loc("bert.encoder.layer.1.attention.output.LayerNorm")
    %t1031 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1024 : tensor<2x16x1xf32>) outs(%t1025 : tensor<2x16x1xf32>) {
    ^bb0(%in1026: f32, %out1027: f32):
      %s1028 = arith.constant 9.999999960e-13 : f32
      %s1029 = arith.addf %in1026, %s1028 : f32
      %s1030 = math.rsqrt %s1029 : f32
      linalg.yield %s1030 : f32
    } -> tensor<2x16x1xf32> loc("bert.encoder.layer.1.attention.output.LayerNorm")
    %t1032 = tensor.empty() : tensor<2x16x64xf32> loc("bert.encoder.layer.1.attention.output.LayerNorm")
    %t1037 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1005, %t1031 : tensor<2x16x64xf32>, tensor<2x16x1xf32>) outs(%t1032 : tensor<2x16x64xf32>) {
    ^bb0(%in1033: f32, %in1034: f32, %out1035: f32):
      %s1036 = arith.mulf %in1033, %in1034 : f32
      linalg.yield %s1036 : f32
    } -> tensor<2x16x64xf32> loc("bert.encoder.layer.1.attention.output.LayerNorm")
    %t1038 = tensor.empty() : tensor<2x16x64xf32> loc("bert.encoder.layer.1.attention.output.LayerNorm")
    %t1043 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1037, %primals_30 : tensor<2x16x64xf32>, tensor<64xf32>) outs(%t1038 : tensor<2x16x64xf32>) {
    ^bb0(%in1039: f32, %in1040: f32, %out1041: f32):
      %s1042 = arith.mulf %in1039, %in1040 : f32
      linalg.yield %s1042 : f32
    } -> tensor<2x16x64xf32> loc("bert.encoder.layer.1.attention.output.LayerNorm")
    %t1044 = tensor.empty() : tensor<2x16x64xf32> loc("bert.encoder.layer.1.attention.output.LayerNorm")
    %t1049 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1043, %primals_31 : tensor<2x16x64xf32>, tensor<64xf32>) outs(%t1044 : tensor<2x16x64xf32>) {
    ^bb0(%in1045: f32, %in1046: f32, %out1047: f32):
      %s1048 = arith.addf %in1045, %in1046 : f32
      linalg.yield %s1048 : f32
    } -> tensor<2x16x64xf32> loc("bert.encoder.layer.1.attention.output.LayerNorm")
    %t1050 = tensor.collapse_shape %t1049 [[0, 1], [2]] : tensor<2x16x64xf32> into tensor<32x64xf32> loc("bert.encoder.layer.1.intermediate.dense")
    %t1051 = tensor.empty() : tensor<64x128xf32> loc("bert.encoder.layer.1.intermediate.dense")
    %t1052 = linalg.transpose ins(%primals_32 : tensor<128x64xf32>) outs(%t1051 : tensor<64x128xf32>) permutation = [1, 0] loc("bert.encoder.layer.1.intermediate.dense")
    %t1053 = tensor.empty() : tensor<32x128xf32> loc("bert.encoder.layer.1.intermediate.dense")
    %t1056 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%primals_33 : tensor<128xf32>) outs(%t1053 : tensor<32x128xf32>) {
    ^bb0(%in1054: f32, %out1055: f32):
      linalg.yield %in1054 : f32
    } -> tensor<32x128xf32> loc("bert.encoder.layer.1.intermediate.dense")
    %t1057 = linalg.matmul ins(%t1050, %t1052 : tensor<32x64xf32>, tensor<64x128xf32>) outs(%t1056 : tensor<32x128xf32>) -> tensor<32x128xf32> loc("bert.encoder.layer.1.intermediate.dense")
    %t1058 = tensor.expand_shape %t1057 [[0, 1], [2]] output_shape [2, 16, 128] : tensor<32x128xf32> into tensor<2x16x128xf32> loc("bert.encoder.layer.1.intermediate.dense")
    %t1059 = tensor.empty() : tensor<2x16x128xf32> loc("bert.encoder.layer.1.intermediate.intermediate_act_fn")
    %t1095 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1058 : tensor<2x16x128xf32>) outs(%t1059 : tensor<2x16x128xf32>) {
    ^bb0(%in1060: f32, %out1061: f32):
      %s1062 = arith.constant 7.071067691e-01 : f32
      %s1063 = arith.mulf %in1060, %s1062 : f32
      %s1064 = math.absf %s1063 : f32
      %s1065 = arith.constant 1.000000000e+00 : f32
      %s1066 = arith.constant 3.275910914e-01 : f32
      %s1067 = arith.mulf %s1066, %s1064 : f32
      %s1068 = arith.addf %s1065, %s1067 : f32
      %s1069 = arith.divf %s1065, %s1068 : f32
      %s1070 = arith.constant 1.061405420e+00 : f32
      %s1071 = arith.mulf %s1070, %s1069 : f32
      %s1072 = arith.constant -1.453152061e+00 : f32
      %s1073 = arith.addf %s1071, %s1072 : f32
      %s1074 = arith.mulf %s1073, %s1069 : f32
      %s1075 = arith.constant 1.421413779e+00 : f32
      %s1076 = arith.addf %s1074, %s1075 : f32
      %s1077 = arith.mulf %s1076, %s1069 : f32
      %s1078 = arith.constant -2.844967246e-01 : f32
      %s1079 = arith.addf %s1077, %s1078 : f32
      %s1080 = arith.mulf %s1079, %s1069 : f32
      %s1081 = arith.constant 2.548295856e-01 : f32
      %s1082 = arith.addf %s1080, %s1081 : f32
      %s1083 = arith.mulf %s1082, %s1069 : f32
      %s1084 = arith.mulf %s1064, %s1064 : f32
      %s1085 = arith.negf %s1084 : f32
      %s1086 = math.exp %s1085 : f32
      %s1087 = arith.mulf %s1083, %s1086 : f32
      %s1088 = arith.subf %s1065, %s1087 : f32
      %s1089 = math.copysign %s1088, %s1063 : f32
      %s1090 = arith.constant 5.000000000e-01 : f32
      %s1091 = arith.mulf %s1090, %in1060 : f32
      %s1092 = arith.constant 1.000000000e+00 : f32
      %s1093 = arith.addf %s1092, %s1089 : f32
      %s1094 = arith.mulf %s1091, %s1093 : f32
      linalg.yield %s1094 : f32
    } -> tensor<2x16x128xf32> loc("bert.encoder.layer.1.intermediate.intermediate_act_fn")
    %t1096 = tensor.collapse_shape %t1095 [[0, 1], [2]] : tensor<2x16x128xf32> into tensor<32x128xf32> loc("bert.encoder.layer.1.output.dense")
    %t1097 = tensor.empty() : tensor<128x64xf32> loc("bert.encoder.layer.1.output.dense")
    %t1098 = linalg.transpose ins(%primals_34 : tensor<64x128xf32>) outs(%t1097 : tensor<128x64xf32>) permutation = [1, 0] loc("bert.encoder.layer.1.output.dense")
    %t1099 = tensor.empty() : tensor<32x64xf32> loc("bert.encoder.layer.1.output.dense")
    %t1102 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%primals_35 : tensor<64xf32>) outs(%t1099 : tensor<32x64xf32>) {
    ^bb0(%in1100: f32, %out1101: f32):
      linalg.yield %in1100 : f32
    } -> tensor<32x64xf32> loc("bert.encoder.layer.1.output.dense")
    %t1103 = linalg.matmul ins(%t1096, %t1098 : tensor<32x128xf32>, tensor<128x64xf32>) outs(%t1102 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("bert.encoder.layer.1.output.dense")
    %t1104 = tensor.expand_shape %t1103 [[0, 1], [2]] output_shape [2, 16, 64] : tensor<32x64xf32> into tensor<2x16x64xf32> loc("bert.encoder.layer.1.output.dense")
    %t1105 = tensor.empty() : tensor<i64> loc("bert.encoder.layer.1.output.dropout")
    %t1125 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%seed : tensor<i64>) outs(%t1105 : tensor<i64>) {
    ^bb0(%in1106: i64, %out1107: i64):
      %s1108 = arith.constant -7046029254386353131 : i64
      %s1109 = arith.muli %in1106, %s1108 : i64
      %s1110 = arith.constant -4903004494402127083 : i64
      %s1111 = arith.addi %s1109, %s1110 : i64
      %s1112 = arith.constant 30 : i64
      %s1113 = arith.shrui %s1111, %s1112 : i64
      %s1114 = arith.xori %s1111, %s1113 : i64
      %s1115 = arith.constant -4658895280553007687 : i64
      %s1116 = arith.muli %s1114, %s1115 : i64
      %s1117 = arith.constant 27 : i64
      %s1118 = arith.shrui %s1116, %s1117 : i64
      %s1119 = arith.xori %s1116, %s1118 : i64
      %s1120 = arith.constant -7723592293110705685 : i64
      %s1121 = arith.muli %s1119, %s1120 : i64
      %s1122 = arith.constant 31 : i64
      %s1123 = arith.shrui %s1121, %s1122 : i64
      %s1124 = arith.xori %s1121, %s1123 : i64
      linalg.yield %s1124 : i64
    } -> tensor<i64> loc("bert.encoder.layer.1.output.dropout")
    %t1126 = tensor.empty() : tensor<2x16x64xi1> loc("bert.encoder.layer.1.output.dropout")
    %t1163 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1125 : tensor<i64>) outs(%t1126 : tensor<2x16x64xi1>) {
    ^bb0(%in1127: i64, %out1128: i1):
      %s1129 = arith.constant 1 : i64
      %s1130 = linalg.index 0 : index
      %s1131 = arith.index_cast %s1130 : index to i64
      %s1132 = arith.constant 1024 : i64
      %s1133 = arith.muli %s1131, %s1132 : i64
      %s1134 = arith.addi %s1129, %s1133 : i64
      %s1135 = linalg.index 1 : index
      %s1136 = arith.index_cast %s1135 : index to i64
      %s1137 = arith.constant 64 : i64
      %s1138 = arith.muli %s1136, %s1137 : i64
      %s1139 = arith.addi %s1134, %s1138 : i64
      %s1140 = linalg.index 2 : index
      %s1141 = arith.index_cast %s1140 : index to i64
      %s1142 = arith.addi %s1139, %s1141 : i64
      %s1143 = arith.constant -7046029254386353131 : i64
      %s1144 = arith.muli %s1142, %s1143 : i64
      %s1145 = arith.addi %in1127, %s1144 : i64
      %s1146 = arith.constant 30 : i64
      %s1147 = arith.shrui %s1145, %s1146 : i64
      %s1148 = arith.xori %s1145, %s1147 : i64
      %s1149 = arith.constant -4658895280553007687 : i64
      %s1150 = arith.muli %s1148, %s1149 : i64
      %s1151 = arith.constant 27 : i64
      %s1152 = arith.shrui %s1150, %s1151 : i64
      %s1153 = arith.xori %s1150, %s1152 : i64
      %s1154 = arith.constant -7723592293110705685 : i64
      %s1155 = arith.muli %s1153, %s1154 : i64
      %s1156 = arith.constant 31 : i64
      %s1157 = arith.shrui %s1155, %s1156 : i64
      %s1158 = arith.xori %s1155, %s1157 : i64
      %s1159 = arith.constant 40 : i64
      %s1160 = arith.shrui %s1158, %s1159 : i64
      %s1161 = arith.constant 1677722 : i64
      %s1162 = arith.cmpi sge, %s1160, %s1161 : i64
      linalg.yield %s1162 : i1
    } -> tensor<2x16x64xi1> loc("bert.encoder.layer.1.output.dropout")
    %t1164 = tensor.empty() : tensor<2x16x64xf32> loc("bert.encoder.layer.1.output.dropout")
    %t1172 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1104, %t1163 : tensor<2x16x64xf32>, tensor<2x16x64xi1>) outs(%t1164 : tensor<2x16x64xf32>) {
    ^bb0(%in1165: f32, %in1166: i1, %out1167: f32):
      %s1168 = arith.constant 1.111111164e+00 : f32
      %s1169 = arith.mulf %in1165, %s1168 : f32
      %s1170 = arith.constant 0.000000000e+00 : f32
      %s1171 = arith.select %in1166, %s1169, %s1170 : f32
      linalg.yield %s1171 : f32
    } -> tensor<2x16x64xf32> loc("bert.encoder.layer.1.output.dropout")
    %t1173 = tensor.empty() : tensor<2x16x64xf32> loc("bert.encoder.layer.1.output")
    %t1178 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1172, %t1049 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t1173 : tensor<2x16x64xf32>) {
    ^bb0(%in1174: f32, %in1175: f32, %out1176: f32):
      %s1177 = arith.addf %in1174, %in1175 : f32
      linalg.yield %s1177 : f32
    } -> tensor<2x16x64xf32> loc("bert.encoder.layer.1.output")
    %t1179 = tensor.empty() : tensor<2x16xf32> loc("bert.encoder.layer.1.output.LayerNorm")
    %c1180 = arith.constant 0.000000000e+00 : f32 loc("bert.encoder.layer.1.output.LayerNorm")
    %t1181 = linalg.fill ins(%c1180 : f32) outs(%t1179 : tensor<2x16xf32>) -> tensor<2x16xf32> loc("bert.encoder.layer.1.output.LayerNorm")
    %t1185 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t1178 : tensor<2x16x64xf32>) outs(%t1181 : tensor<2x16xf32>) {
    ^bb0(%in1182: f32, %out1183: f32):
      %s1184 = arith.addf %out1183, %in1182 : f32
      linalg.yield %s1184 : f32
    } -> tensor<2x16xf32> loc("bert.encoder.layer.1.output.LayerNorm")
    %t1186 = tensor.empty() : tensor<2x16xf32> loc("bert.encoder.layer.1.output.LayerNorm")
    %t1191 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t1185 : tensor<2x16xf32>) outs(%t1186 : tensor<2x16xf32>) {
    ^bb0(%in1187: f32, %out1188: f32):
      %s1189 = arith.constant 1.562500000e-02 : f32
      %s1190 = arith.mulf %in1187, %s1189 : f32
      linalg.yield %s1190 : f32
    } -> tensor<2x16xf32> loc("bert.encoder.layer.1.output.LayerNorm")
    %t1192 = tensor.expand_shape %t1191 [[0], [1, 2]] output_shape [2, 16, 1] : tensor<2x16xf32> into tensor<2x16x1xf32> loc("bert.encoder.layer.1.output.LayerNorm")
    %t1193 = tensor.empty() : tensor<2x16x64xf32> loc("bert.encoder.layer.1.output.LayerNorm")
    %t1198 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1178, %t1192 : tensor<2x16x64xf32>, tensor<2x16x1xf32>) outs(%t1193 : tensor<2x16x64xf32>) {
    ^bb0(%in1194: f32, %in1195: f32, %out1196: f32):
      %s1197 = arith.subf %in1194, %in1195 : f32
      linalg.yield %s1197 : f32
    } -> tensor<2x16x64xf32> loc("bert.encoder.layer.1.output.LayerNorm")
    %t1199 = tensor.empty() : tensor<2x16x64xf32> loc("bert.encoder.layer.1.output.LayerNorm")
    %t1203 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1198 : tensor<2x16x64xf32>) outs(%t1199 : tensor<2x16x64xf32>) {
    ^bb0(%in1200: f32, %out1201: f32):
      %s1202 = arith.mulf %in1200, %in1200 : f32
      linalg.yield %s1202 : f32
    } -> tensor<2x16x64xf32> loc("bert.encoder.layer.1.output.LayerNorm")
    %t1204 = tensor.empty() : tensor<2x16xf32> loc("bert.encoder.layer.1.output.LayerNorm")
    %c1205 = arith.constant 0.000000000e+00 : f32 loc("bert.encoder.layer.1.output.LayerNorm")
    %t1206 = linalg.fill ins(%c1205 : f32) outs(%t1204 : tensor<2x16xf32>) -> tensor<2x16xf32> loc("bert.encoder.layer.1.output.LayerNorm")
    %t1210 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t1203 : tensor<2x16x64xf32>) outs(%t1206 : tensor<2x16xf32>) {
    ^bb0(%in1207: f32, %out1208: f32):
      %s1209 = arith.addf %out1208, %in1207 : f32
      linalg.yield %s1209 : f32
    } -> tensor<2x16xf32> loc("bert.encoder.layer.1.output.LayerNorm")
    %t1211 = tensor.empty() : tensor<2x16xf32> loc("bert.encoder.layer.1.output.LayerNorm")
    %t1216 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t1210 : tensor<2x16xf32>) outs(%t1211 : tensor<2x16xf32>) {
    ^bb0(%in1212: f32, %out1213: f32):
      %s1214 = arith.constant 1.562500000e-02 : f32
      %s1215 = arith.mulf %in1212, %s1214 : f32
      linalg.yield %s1215 : f32
    } -> tensor<2x16xf32> loc("bert.encoder.layer.1.output.LayerNorm")
    %t1217 = tensor.expand_shape %t1216 [[0], [1, 2]] output_shape [2, 16, 1] : tensor<2x16xf32> into tensor<2x16x1xf32> loc("bert.encoder.layer.1.output.LayerNorm")
    %t1218 = tensor.empty() : tensor<2x16x1xf32> loc("bert.encoder.layer.1.output.LayerNorm")
    %t1224 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1217 : tensor<2x16x1xf32>) outs(%t1218 : tensor<2x16x1xf32>) {
    ^bb0(%in1219: f32, %out1220: f32):
      %s1221 = arith.constant 9.999999960e-13 : f32
      %s1222 = arith.addf %in1219, %s1221 : f32
      %s1223 = math.rsqrt %s1222 : f32
      linalg.yield %s1223 : f32
    } -> tensor<2x16x1xf32> loc("bert.encoder.layer.1.output.LayerNorm")
    %t1225 = tensor.empty() : tensor<2x16x64xf32> loc("bert.encoder.layer.1.output.LayerNorm")
    %t1230 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1198, %t1224 : tensor<2x16x64xf32>, tensor<2x16x1xf32>) outs(%t1225 : tensor<2x16x64xf32>) {
    ^bb0(%in1226: f32, %in1227: f32, %out1228: f32):
      %s1229 = arith.mulf %in1226, %in1227 : f32
      linalg.yield %s1229 : f32
    } -> tensor<2x16x64xf32> loc("bert.encoder.layer.1.output.LayerNorm")
    %t1231 = tensor.empty() : tensor<2x16x64xf32> loc("bert.encoder.layer.1.output.LayerNorm")
    %t1236 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1230, %primals_36 : tensor<2x16x64xf32>, tensor<64xf32>) outs(%t1231 : tensor<2x16x64xf32>) {
    ^bb0(%in1232: f32, %in1233: f32, %out1234: f32):
      %s1235 = arith.mulf %in1232, %in1233 : f32
      linalg.yield %s1235 : f32
    } -> tensor<2x16x64xf32> loc("bert.encoder.layer.1.output.LayerNorm")
    %t1237 = tensor.empty() : tensor<2x16x64xf32> loc("bert.encoder.layer.1.output.LayerNorm")
    %t1242 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1236, %primals_37 : tensor<2x16x64xf32>, tensor<64xf32>) outs(%t1237 : tensor<2x16x64xf32>) {
    ^bb0(%in1238: f32, %in1239: f32, %out1240: f32):
      %s1241 = arith.addf %in1238, %in1239 : f32
      linalg.yield %s1241 : f32
    } -> tensor<2x16x64xf32> loc("bert.encoder.layer.1.output.LayerNorm")
    %t1243 = tensor.collapse_shape %t1242 [[0, 1], [2]] : tensor<2x16x64xf32> into tensor<32x64xf32> loc("cls.predictions.transform.dense")
    %t1244 = tensor.empty() : tensor<64x64xf32> loc("cls.predictions.transform.dense")
    %t1245 = linalg.transpose ins(%primals_39 : tensor<64x64xf32>) outs(%t1244 : tensor<64x64xf32>) permutation = [1, 0] loc("cls.predictions.transform.dense")
    %t1246 = tensor.empty() : tensor<32x64xf32> loc("cls.predictions.transform.dense")
    %t1249 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%primals_40 : tensor<64xf32>) outs(%t1246 : tensor<32x64xf32>) {
    ^bb0(%in1247: f32, %out1248: f32):
      linalg.yield %in1247 : f32
    } -> tensor<32x64xf32> loc("cls.predictions.transform.dense")
    %t1250 = linalg.matmul ins(%t1243, %t1245 : tensor<32x64xf32>, tensor<64x64xf32>) outs(%t1249 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("cls.predictions.transform.dense")
    %t1251 = tensor.expand_shape %t1250 [[0, 1], [2]] output_shape [2, 16, 64] : tensor<32x64xf32> into tensor<2x16x64xf32> loc("cls.predictions.transform.dense")
    %t1252 = tensor.empty() : tensor<2x16x64xf32> loc("cls.predictions.transform.transform_act_fn")
    %t1288 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1251 : tensor<2x16x64xf32>) outs(%t1252 : tensor<2x16x64xf32>) {
    ^bb0(%in1253: f32, %out1254: f32):
      %s1255 = arith.constant 7.071067691e-01 : f32
      %s1256 = arith.mulf %in1253, %s1255 : f32
      %s1257 = math.absf %s1256 : f32
      %s1258 = arith.constant 1.000000000e+00 : f32
      %s1259 = arith.constant 3.275910914e-01 : f32
      %s1260 = arith.mulf %s1259, %s1257 : f32
      %s1261 = arith.addf %s1258, %s1260 : f32
      %s1262 = arith.divf %s1258, %s1261 : f32
      %s1263 = arith.constant 1.061405420e+00 : f32
      %s1264 = arith.mulf %s1263, %s1262 : f32
      %s1265 = arith.constant -1.453152061e+00 : f32
      %s1266 = arith.addf %s1264, %s1265 : f32
      %s1267 = arith.mulf %s1266, %s1262 : f32
      %s1268 = arith.constant 1.421413779e+00 : f32
      %s1269 = arith.addf %s1267, %s1268 : f32
      %s1270 = arith.mulf %s1269, %s1262 : f32
      %s1271 = arith.constant -2.844967246e-01 : f32
      %s1272 = arith.addf %s1270, %s1271 : f32
      %s1273 = arith.mulf %s1272, %s1262 : f32
      %s1274 = arith.constant 2.548295856e-01 : f32
      %s1275 = arith.addf %s1273, %s1274 : f32
      %s1276 = arith.mulf %s1275, %s1262 : f32
      %s1277 = arith.mulf %s1257, %s1257 : f32
      %s1278 = arith.negf %s1277 : f32
      %s1279 = math.exp %s1278 : f32
      %s1280 = arith.mulf %s1276, %s1279 : f32
      %s1281 = arith.subf %s1258, %s1280 : f32
      %s1282 = math.copysign %s1281, %s1256 : f32
      %s1283 = arith.constant 5.000000000e-01 : f32
      %s1284 = arith.mulf %s1283, %in1253 : f32
      %s1285 = arith.constant 1.000000000e+00 : f32
      %s1286 = arith.addf %s1285, %s1282 : f32
      %s1287 = arith.mulf %s1284, %s1286 : f32
      linalg.yield %s1287 : f32
    } -> tensor<2x16x64xf32> loc("cls.predictions.transform.transform_act_fn")
    %t1289 = tensor.empty() : tensor<2x16xf32> loc("cls.predictions.transform.LayerNorm")
    %c1290 = arith.constant 0.000000000e+00 : f32 loc("cls.predictions.transform.LayerNorm")
    %t1291 = linalg.fill ins(%c1290 : f32) outs(%t1289 : tensor<2x16xf32>) -> tensor<2x16xf32> loc("cls.predictions.transform.LayerNorm")
    %t1295 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t1288 : tensor<2x16x64xf32>) outs(%t1291 : tensor<2x16xf32>) {
    ^bb0(%in1292: f32, %out1293: f32):
      %s1294 = arith.addf %out1293, %in1292 : f32
      linalg.yield %s1294 : f32
    } -> tensor<2x16xf32> loc("cls.predictions.transform.LayerNorm")
    %t1296 = tensor.empty() : tensor<2x16xf32> loc("cls.predictions.transform.LayerNorm")
    %t1301 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t1295 : tensor<2x16xf32>) outs(%t1296 : tensor<2x16xf32>) {
    ^bb0(%in1297: f32, %out1298: f32):
      %s1299 = arith.constant 1.562500000e-02 : f32
      %s1300 = arith.mulf %in1297, %s1299 : f32
      linalg.yield %s1300 : f32
    } -> tensor<2x16xf32> loc("cls.predictions.transform.LayerNorm")
    %t1302 = tensor.expand_shape %t1301 [[0], [1, 2]] output_shape [2, 16, 1] : tensor<2x16xf32> into tensor<2x16x1xf32> loc("cls.predictions.transform.LayerNorm")
    %t1303 = tensor.empty() : tensor<2x16x64xf32> loc("cls.predictions.transform.LayerNorm")
    %t1308 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1288, %t1302 : tensor<2x16x64xf32>, tensor<2x16x1xf32>) outs(%t1303 : tensor<2x16x64xf32>) {
    ^bb0(%in1304: f32, %in1305: f32, %out1306: f32):
      %s1307 = arith.subf %in1304, %in1305 : f32
      linalg.yield %s1307 : f32
    } -> tensor<2x16x64xf32> loc("cls.predictions.transform.LayerNorm")
    %t1309 = tensor.empty() : tensor<2x16x64xf32> loc("cls.predictions.transform.LayerNorm")
    %t1313 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1308 : tensor<2x16x64xf32>) outs(%t1309 : tensor<2x16x64xf32>) {
    ^bb0(%in1310: f32, %out1311: f32):
      %s1312 = arith.mulf %in1310, %in1310 : f32
      linalg.yield %s1312 : f32
    } -> tensor<2x16x64xf32> loc("cls.predictions.transform.LayerNorm")
    %t1314 = tensor.empty() : tensor<2x16xf32> loc("cls.predictions.transform.LayerNorm")
    %c1315 = arith.constant 0.000000000e+00 : f32 loc("cls.predictions.transform.LayerNorm")
    %t1316 = linalg.fill ins(%c1315 : f32) outs(%t1314 : tensor<2x16xf32>) -> tensor<2x16xf32> loc("cls.predictions.transform.LayerNorm")
    %t1320 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t1313 : tensor<2x16x64xf32>) outs(%t1316 : tensor<2x16xf32>) {
    ^bb0(%in1317: f32, %out1318: f32):
      %s1319 = arith.addf %out1318, %in1317 : f32
      linalg.yield %s1319 : f32
    } -> tensor<2x16xf32> loc("cls.predictions.transform.LayerNorm")
    %t1321 = tensor.empty() : tensor<2x16xf32> loc("cls.predictions.transform.LayerNorm")
    %t1326 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t1320 : tensor<2x16xf32>) outs(%t1321 : tensor<2x16xf32>) {
    ^bb0(%in1322: f32, %out1323: f32):
      %s1324 = arith.constant 1.562500000e-02 : f32
      %s1325 = arith.mulf %in1322, %s1324 : f32
      linalg.yield %s1325 : f32
    } -> tensor<2x16xf32> loc("cls.predictions.transform.LayerNorm")
    %t1327 = tensor.expand_shape %t1326 [[0], [1, 2]] output_shape [2, 16, 1] : tensor<2x16xf32> into tensor<2x16x1xf32> loc("cls.predictions.transform.LayerNorm")
    %t1328 = tensor.empty() : tensor<2x16x1xf32> loc("cls.predictions.transform.LayerNorm")
    %t1334 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1327 : tensor<2x16x1xf32>) outs(%t1328 : tensor<2x16x1xf32>) {
    ^bb0(%in1329: f32, %out1330: f32):
      %s1331 = arith.constant 9.999999960e-13 : f32
      %s1332 = arith.addf %in1329, %s1331 : f32
      %s1333 = math.rsqrt %s1332 : f32
      linalg.yield %s1333 : f32
    } -> tensor<2x16x1xf32> loc("cls.predictions.transform.LayerNorm")
    %t1335 = tensor.empty() : tensor<2x16x64xf32> loc("cls.predictions.transform.LayerNorm")
    %t1340 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1308, %t1334 : tensor<2x16x64xf32>, tensor<2x16x1xf32>) outs(%t1335 : tensor<2x16x64xf32>) {
    ^bb0(%in1336: f32, %in1337: f32, %out1338: f32):
      %s1339 = arith.mulf %in1336, %in1337 : f32
      linalg.yield %s1339 : f32
    } -> tensor<2x16x64xf32> loc("cls.predictions.transform.LayerNorm")
    %t1341 = tensor.empty() : tensor<2x16x64xf32> loc("cls.predictions.transform.LayerNorm")
    %t1346 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1340, %primals_41 : tensor<2x16x64xf32>, tensor<64xf32>) outs(%t1341 : tensor<2x16x64xf32>) {
    ^bb0(%in1342: f32, %in1343: f32, %out1344: f32):
      %s1345 = arith.mulf %in1342, %in1343 : f32
      linalg.yield %s1345 : f32
    } -> tensor<2x16x64xf32> loc("cls.predictions.transform.LayerNorm")
    %t1347 = tensor.empty() : tensor<2x16x64xf32> loc("cls.predictions.transform.LayerNorm")
    %t1352 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1346, %primals_42 : tensor<2x16x64xf32>, tensor<64xf32>) outs(%t1347 : tensor<2x16x64xf32>) {
    ^bb0(%in1348: f32, %in1349: f32, %out1350: f32):
      %s1351 = arith.addf %in1348, %in1349 : f32
      linalg.yield %s1351 : f32
    } -> tensor<2x16x64xf32> loc("cls.predictions.transform.LayerNorm")
    %t1353 = tensor.collapse_shape %t1352 [[0, 1], [2]] : tensor<2x16x64xf32> into tensor<32x64xf32> loc("cls.predictions.decoder")
    %t1354 = tensor.empty() : tensor<64x128xf32> loc("cls.predictions.decoder")
    %t1355 = linalg.transpose ins(%primals_1 : tensor<128x64xf32>) outs(%t1354 : tensor<64x128xf32>) permutation = [1, 0] loc("cls.predictions.decoder")
    %t1356 = tensor.empty() : tensor<32x128xf32> loc("cls.predictions.decoder")
    %t1359 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%primals_38 : tensor<128xf32>) outs(%t1356 : tensor<32x128xf32>) {
    ^bb0(%in1357: f32, %out1358: f32):
      linalg.yield %in1357 : f32
    } -> tensor<32x128xf32> loc("cls.predictions.decoder")
    %t1360 = linalg.matmul ins(%t1353, %t1355 : tensor<32x64xf32>, tensor<64x128xf32>) outs(%t1359 : tensor<32x128xf32>) -> tensor<32x128xf32> loc("cls.predictions.decoder")
    %t1361 = tensor.expand_shape %t1360 [[0, 1], [2]] output_shape [2, 16, 128] : tensor<32x128xf32> into tensor<2x16x128xf32> loc("cls.predictions.decoder")
    %t1362 = tensor.collapse_shape %t1361 [[0, 1], [2]] : tensor<2x16x128xf32> into tensor<32x128xf32> loc("root.view_50")
    %t1363 = tensor.collapse_shape %primals_47 [[0, 1]] : tensor<2x16xi64> into tensor<32xi64> loc("root.view_51")
    %t1364 = tensor.empty() : tensor<32xf32> loc("root._log_softmax")
    %c1365 = arith.constant 0xFF800000 : f32 loc("root._log_softmax")
    %t1366 = linalg.fill ins(%c1365 : f32) outs(%t1364 : tensor<32xf32>) -> tensor<32xf32> loc("root._log_softmax")
    %t1370 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%t1362 : tensor<32x128xf32>) outs(%t1366 : tensor<32xf32>) {
    ^bb0(%in1367: f32, %out1368: f32):
      %s1369 = arith.maximumf %out1368, %in1367 : f32
      linalg.yield %s1369 : f32
    } -> tensor<32xf32> loc("root._log_softmax")
    %t1371 = tensor.expand_shape %t1370 [[0, 1]] output_shape [32, 1] : tensor<32xf32> into tensor<32x1xf32> loc("root._log_softmax")
    %t1372 = tensor.empty() : tensor<32x128xf32> loc("root._log_softmax")
    %t1377 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t1362, %t1371 : tensor<32x128xf32>, tensor<32x1xf32>) outs(%t1372 : tensor<32x128xf32>) {
    ^bb0(%in1373: f32, %in1374: f32, %out1375: f32):
      %s1376 = arith.subf %in1373, %in1374 : f32
      linalg.yield %s1376 : f32
    } -> tensor<32x128xf32> loc("root._log_softmax")
    %t1378 = tensor.empty() : tensor<32x128xf32> loc("root._log_softmax")
    %t1382 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t1377 : tensor<32x128xf32>) outs(%t1378 : tensor<32x128xf32>) {
    ^bb0(%in1379: f32, %out1380: f32):
      %s1381 = math.exp %in1379 : f32
      linalg.yield %s1381 : f32
    } -> tensor<32x128xf32> loc("root._log_softmax")
    %t1383 = tensor.empty() : tensor<32xf32> loc("root._log_softmax")
    %c1384 = arith.constant 0.000000000e+00 : f32 loc("root._log_softmax")
    %t1385 = linalg.fill ins(%c1384 : f32) outs(%t1383 : tensor<32xf32>) -> tensor<32xf32> loc("root._log_softmax")
    %t1389 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%t1382 : tensor<32x128xf32>) outs(%t1385 : tensor<32xf32>) {
    ^bb0(%in1386: f32, %out1387: f32):
      %s1388 = arith.addf %out1387, %in1386 : f32
      linalg.yield %s1388 : f32
    } -> tensor<32xf32> loc("root._log_softmax")
    %t1390 = tensor.expand_shape %t1389 [[0, 1]] output_shape [32, 1] : tensor<32xf32> into tensor<32x1xf32> loc("root._log_softmax")
    %t1391 = tensor.empty() : tensor<32x128xf32> loc("root._log_softmax")
    %t1397 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t1377, %t1390 : tensor<32x128xf32>, tensor<32x1xf32>) outs(%t1391 : tensor<32x128xf32>) {
    ^bb0(%in1392: f32, %in1393: f32, %out1394: f32):
      %s1395 = math.log %in1393 : f32
      %s1396 = arith.subf %in1392, %s1395 : f32
      linalg.yield %s1396 : f32
    } -> tensor<32x128xf32> loc("root._log_softmax")
    %t1398 = tensor.empty() : tensor<32xi1> loc("root.ne")
    %t1403 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1363 : tensor<32xi64>) outs(%t1398 : tensor<32xi1>) {
    ^bb0(%in1399: i64, %out1400: i1):
      %s1401 = arith.constant -100 : i64
      %s1402 = arith.cmpi ne, %in1399, %s1401 : i64
      linalg.yield %s1402 : i1
    } -> tensor<32xi1> loc("root.ne")
    %cst1404 = arith.constant dense<0> : tensor<i64> loc("root.where_2")
    %t1405 = tensor.empty() : tensor<32xi64> loc("root.where_2")
    %t1411 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1403, %t1363, %cst1404 : tensor<32xi1>, tensor<32xi64>, tensor<i64>) outs(%t1405 : tensor<32xi64>) {
    ^bb0(%in1406: i1, %in1407: i64, %in1408: i64, %out1409: i64):
      %s1410 = arith.select %in1406, %in1407, %in1408 : i64
      linalg.yield %s1410 : i64
    } -> tensor<32xi64> loc("root.where_2")
    %t1412 = tensor.expand_shape %t1411 [[0, 1]] output_shape [32, 1] : tensor<32xi64> into tensor<32x1xi64> loc("root.unsqueeze_12")
    %t1413 = tensor.empty() : tensor<32x1xf32> loc("root.gather_1")
    %c1414 = arith.constant 0.000000000e+00 : f32 loc("root.gather_1")
    %t1415 = linalg.fill ins(%c1414 : f32) outs(%t1413 : tensor<32x1xf32>) -> tensor<32x1xf32> loc("root.gather_1")
    %t1423 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t1412, %t1397 : tensor<32x1xi64>, tensor<32x128xf32>) outs(%t1415 : tensor<32x1xf32>) {
    ^bb0(%in1416: i64, %in1417: f32, %out1418: f32):
      %s1419 = linalg.index 2 : index
      %s1420 = arith.index_cast %s1419 : index to i64
      %s1421 = arith.cmpi eq, %in1416, %s1420 : i64
      %s1422 = arith.select %s1421, %in1417, %out1418 : f32
      linalg.yield %s1422 : f32
    } -> tensor<32x1xf32> loc("root.gather_1")
    %t1424 = tensor.collapse_shape %t1423 [[0, 1]] : tensor<32x1xf32> into tensor<32xf32> loc("root.squeeze")
    %t1425 = tensor.empty() : tensor<32xf32> loc("root.neg")
    %t1429 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1424 : tensor<32xf32>) outs(%t1425 : tensor<32xf32>) {
    ^bb0(%in1426: f32, %out1427: f32):
      %s1428 = arith.negf %in1426 : f32
      linalg.yield %s1428 : f32
    } -> tensor<32xf32> loc("root.neg")
    %t1430 = tensor.empty() : tensor<32xi1> loc("root.ne_1")
    %t1435 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1363 : tensor<32xi64>) outs(%t1430 : tensor<32xi1>) {
    ^bb0(%in1431: i64, %out1432: i1):
      %s1433 = arith.constant -100 : i64
      %s1434 = arith.cmpi ne, %in1431, %s1433 : i64
      linalg.yield %s1434 : i1
    } -> tensor<32xi1> loc("root.ne_1")
    %cst1436 = arith.constant dense<0.000000000e+00> : tensor<f32> loc("root.where_3")
    %t1437 = tensor.empty() : tensor<32xf32> loc("root.where_3")
    %t1443 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1435, %t1429, %cst1436 : tensor<32xi1>, tensor<32xf32>, tensor<f32>) outs(%t1437 : tensor<32xf32>) {
    ^bb0(%in1438: i1, %in1439: f32, %in1440: f32, %out1441: f32):
      %s1442 = arith.select %in1438, %in1439, %in1440 : f32
      linalg.yield %s1442 : f32
    } -> tensor<32xf32> loc("root.where_3")
    %t1444 = tensor.empty() : tensor<32xi1> loc("root.ne_2")
    %t1449 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1363 : tensor<32xi64>) outs(%t1444 : tensor<32xi1>) {
    ^bb0(%in1445: i64, %out1446: i1):
      %s1447 = arith.constant -100 : i64
      %s1448 = arith.cmpi ne, %in1445, %s1447 : i64
      linalg.yield %s1448 : i1
    } -> tensor<32xi1> loc("root.ne_2")
    %t1450 = tensor.empty() : tensor<i64> loc("root.sum_1")
    %c1451 = arith.constant 0 : i64 loc("root.sum_1")
    %t1452 = linalg.fill ins(%c1451 : i64) outs(%t1450 : tensor<i64>) -> tensor<i64> loc("root.sum_1")
    %t1457 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%t1449 : tensor<32xi1>) outs(%t1452 : tensor<i64>) {
    ^bb0(%in1453: i1, %out1454: i64):
      %s1455 = arith.extui %in1453 : i1 to i64
      %s1456 = arith.addi %out1454, %s1455 : i64
      linalg.yield %s1456 : i64
    } -> tensor<i64> loc("root.sum_1")
    %t1458 = tensor.empty() : tensor<f32> loc("root._to_copy_1")
    %t1462 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%t1457 : tensor<i64>) outs(%t1458 : tensor<f32>) {
    ^bb0(%in1459: i64, %out1460: f32):
      %s1461 = arith.sitofp %in1459 : i64 to f32
      linalg.yield %s1461 : f32
    } -> tensor<f32> loc("root._to_copy_1")
    %t1463 = tensor.empty() : tensor<f32> loc("root.sum_2")
    %c1464 = arith.constant 0.000000000e+00 : f32 loc("root.sum_2")
    %t1465 = linalg.fill ins(%c1464 : f32) outs(%t1463 : tensor<f32>) -> tensor<f32> loc("root.sum_2")
    %t1469 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%t1443 : tensor<32xf32>) outs(%t1465 : tensor<f32>) {
    ^bb0(%in1466: f32, %out1467: f32):
      %s1468 = arith.addf %out1467, %in1466 : f32
      linalg.yield %s1468 : f32
    } -> tensor<f32> loc("root.sum_2")
    %t1470 = tensor.empty() : tensor<f32> loc("root.div")
    %t1475 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%t1469, %t1462 : tensor<f32>, tensor<f32>) outs(%t1470 : tensor<f32>) {
    ^bb0(%in1471: f32, %in1472: f32, %out1473: f32):
      %s1474 = arith.divf %in1471, %in1472 : f32
      linalg.yield %s1474 : f32
    } -> tensor<f32> loc("root.div")
    %t1476 = tensor.empty() : tensor<f32> loc("backward.div_1")
    %t1481 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%tangents_1, %t1462 : tensor<f32>, tensor<f32>) outs(%t1476 : tensor<f32>) {
    ^bb0(%in1477: f32, %in1478: f32, %out1479: f32):
      %s1480 = arith.divf %in1477, %in1478 : f32
      linalg.yield %s1480 : f32
    } -> tensor<f32> loc("backward.div_1")
    %t1482 = tensor.expand_shape %t1363 [[0, 1]] output_shape [32, 1] : tensor<32xi64> into tensor<32x1xi64> loc("backward.unsqueeze_13")
    %t1483 = tensor.empty() : tensor<32x1xi1> loc("backward.ne_3")
    %t1488 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t1482 : tensor<32x1xi64>) outs(%t1483 : tensor<32x1xi1>) {
    ^bb0(%in1484: i64, %out1485: i1):
      %s1486 = arith.constant -100 : i64
      %s1487 = arith.cmpi ne, %in1484, %s1486 : i64
      linalg.yield %s1487 : i1
    } -> tensor<32x1xi1> loc("backward.ne_3")
    %cst1489 = arith.constant dense<0> : tensor<i64> loc("backward.where_4")
    %t1490 = tensor.empty() : tensor<32x1xi64> loc("backward.where_4")
    %t1496 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t1488, %t1482, %cst1489 : tensor<32x1xi1>, tensor<32x1xi64>, tensor<i64>) outs(%t1490 : tensor<32x1xi64>) {
    ^bb0(%in1491: i1, %in1492: i64, %in1493: i64, %out1494: i64):
      %s1495 = arith.select %in1491, %in1492, %in1493 : i64
      linalg.yield %s1495 : i64
    } -> tensor<32x1xi64> loc("backward.where_4")
    %t1497 = tensor.empty() : tensor<32x128xf32> loc("backward.full_like")
    %c1498 = arith.constant 0.000000000e+00 : f32 loc("backward.full_like")
    %t1499 = linalg.fill ins(%c1498 : f32) outs(%t1497 : tensor<32x128xf32>) -> tensor<32x128xf32> loc("backward.full_like")
    %t1507 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t1496 : tensor<32x1xi64>) outs(%t1499 : tensor<32x128xf32>) {
    ^bb0(%in1500: i64, %out1501: f32):
      %s1502 = linalg.index 1 : index
      %s1503 = arith.index_cast %s1502 : index to i64
      %s1504 = arith.cmpi eq, %in1500, %s1503 : i64
      %s1505 = arith.constant -1.000000000e+00 : f32
      %s1506 = arith.select %s1504, %s1505, %out1501 : f32
      linalg.yield %s1506 : f32
    } -> tensor<32x128xf32> loc("backward.scatter")
    %t1508 = tensor.empty() : tensor<32x1xi1> loc("backward.ne_4")
    %t1513 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t1482 : tensor<32x1xi64>) outs(%t1508 : tensor<32x1xi1>) {
    ^bb0(%in1509: i64, %out1510: i1):
      %s1511 = arith.constant -100 : i64
      %s1512 = arith.cmpi ne, %in1509, %s1511 : i64
      linalg.yield %s1512 : i1
    } -> tensor<32x1xi1> loc("backward.ne_4")
    %cst1514 = arith.constant dense<0.000000000e+00> : tensor<f32> loc("backward.where_5")
    %t1515 = tensor.empty() : tensor<32x1xf32> loc("backward.where_5")
    %t1521 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t1513, %t1481, %cst1514 : tensor<32x1xi1>, tensor<f32>, tensor<f32>) outs(%t1515 : tensor<32x1xf32>) {
    ^bb0(%in1516: i1, %in1517: f32, %in1518: f32, %out1519: f32):
      %s1520 = arith.select %in1516, %in1517, %in1518 : f32
      linalg.yield %s1520 : f32
    } -> tensor<32x1xf32> loc("backward.where_5")
    %t1522 = tensor.empty() : tensor<32x128xf32> loc("backward.mul_2")
    %t1527 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t1507, %t1521 : tensor<32x128xf32>, tensor<32x1xf32>) outs(%t1522 : tensor<32x128xf32>) {
    ^bb0(%in1523: f32, %in1524: f32, %out1525: f32):
      %s1526 = arith.mulf %in1523, %in1524 : f32
      linalg.yield %s1526 : f32
    } -> tensor<32x128xf32> loc("backward.mul_2")
    %t1528 = tensor.empty() : tensor<32x128xf32> loc("backward.exp")
    %t1532 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t1397 : tensor<32x128xf32>) outs(%t1528 : tensor<32x128xf32>) {
    ^bb0(%in1529: f32, %out1530: f32):
      %s1531 = math.exp %in1529 : f32
      linalg.yield %s1531 : f32
    } -> tensor<32x128xf32> loc("backward.exp")
    %t1533 = tensor.empty() : tensor<32xf32> loc("backward.sum_3")
    %c1534 = arith.constant 0.000000000e+00 : f32 loc("backward.sum_3")
    %t1535 = linalg.fill ins(%c1534 : f32) outs(%t1533 : tensor<32xf32>) -> tensor<32xf32> loc("backward.sum_3")
    %t1539 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%t1527 : tensor<32x128xf32>) outs(%t1535 : tensor<32xf32>) {
    ^bb0(%in1536: f32, %out1537: f32):
      %s1538 = arith.addf %out1537, %in1536 : f32
      linalg.yield %s1538 : f32
    } -> tensor<32xf32> loc("backward.sum_3")
    %t1540 = tensor.expand_shape %t1539 [[0, 1]] output_shape [32, 1] : tensor<32xf32> into tensor<32x1xf32> loc("backward.sum_3")
    %t1541 = tensor.empty() : tensor<32x128xf32> loc("backward.mul_3")
    %t1546 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t1532, %t1540 : tensor<32x128xf32>, tensor<32x1xf32>) outs(%t1541 : tensor<32x128xf32>) {
    ^bb0(%in1542: f32, %in1543: f32, %out1544: f32):
      %s1545 = arith.mulf %in1542, %in1543 : f32
      linalg.yield %s1545 : f32
    } -> tensor<32x128xf32> loc("backward.mul_3")
    %t1547 = tensor.empty() : tensor<32x128xf32> loc("backward.sub")
    %t1552 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t1527, %t1546 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%t1547 : tensor<32x128xf32>) {
    ^bb0(%in1548: f32, %in1549: f32, %out1550: f32):
      %s1551 = arith.subf %in1548, %in1549 : f32
      linalg.yield %s1551 : f32
    } -> tensor<32x128xf32> loc("backward.sub")
    %t1553 = tensor.expand_shape %t1552 [[0, 1], [2]] output_shape [2, 16, 128] : tensor<32x128xf32> into tensor<2x16x128xf32> loc("backward.view_52")
    %t1554 = tensor.collapse_shape %t1553 [[0, 1], [2]] : tensor<2x16x128xf32> into tensor<32x128xf32> loc("backward.cls.predictions.decoder")
    %t1555 = tensor.empty() : tensor<128x64xf32> loc("backward.cls.predictions.decoder")
    %t1556 = linalg.transpose ins(%t1355 : tensor<64x128xf32>) outs(%t1555 : tensor<128x64xf32>) permutation = [1, 0] loc("backward.cls.predictions.decoder")
    %t1557 = tensor.empty() : tensor<32x64xf32> loc("backward.cls.predictions.decoder")
    %c1558 = arith.constant 0.000000000e+00 : f32 loc("backward.cls.predictions.decoder")
    %t1559 = linalg.fill ins(%c1558 : f32) outs(%t1557 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("backward.cls.predictions.decoder")
    %t1560 = linalg.matmul ins(%t1554, %t1556 : tensor<32x128xf32>, tensor<128x64xf32>) outs(%t1559 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("backward.cls.predictions.decoder")
    %t1561 = tensor.empty() : tensor<128x32xf32> loc("backward.cls.predictions.decoder")
    %t1562 = linalg.transpose ins(%t1554 : tensor<32x128xf32>) outs(%t1561 : tensor<128x32xf32>) permutation = [1, 0] loc("backward.cls.predictions.decoder")
    %t1563 = tensor.empty() : tensor<128x64xf32> loc("backward.cls.predictions.decoder")
    %c1564 = arith.constant 0.000000000e+00 : f32 loc("backward.cls.predictions.decoder")
    %t1565 = linalg.fill ins(%c1564 : f32) outs(%t1563 : tensor<128x64xf32>) -> tensor<128x64xf32> loc("backward.cls.predictions.decoder")
    %t1566 = linalg.matmul ins(%t1562, %t1353 : tensor<128x32xf32>, tensor<32x64xf32>) outs(%t1565 : tensor<128x64xf32>) -> tensor<128x64xf32> loc("backward.cls.predictions.decoder")
    %t1567 = tensor.empty() : tensor<64x128xf32> loc("backward.cls.predictions.decoder")
    %t1568 = linalg.transpose ins(%t1566 : tensor<128x64xf32>) outs(%t1567 : tensor<64x128xf32>) permutation = [1, 0] loc("backward.cls.predictions.decoder")
    %t1569 = tensor.empty() : tensor<128xf32> loc("backward.cls.predictions.decoder")
    %c1570 = arith.constant 0.000000000e+00 : f32 loc("backward.cls.predictions.decoder")
    %t1571 = linalg.fill ins(%c1570 : f32) outs(%t1569 : tensor<128xf32>) -> tensor<128xf32> loc("backward.cls.predictions.decoder")
    %t1575 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%t1554 : tensor<32x128xf32>) outs(%t1571 : tensor<128xf32>) {
    ^bb0(%in1572: f32, %out1573: f32):
      %s1574 = arith.addf %out1573, %in1572 : f32
      linalg.yield %s1574 : f32
    } -> tensor<128xf32> loc("backward.cls.predictions.decoder")
    %t1576 = tensor.expand_shape %t1575 [[0, 1]] output_shape [1, 128] : tensor<128xf32> into tensor<1x128xf32> loc("backward.cls.predictions.decoder")
    %t1577 = tensor.collapse_shape %t1576 [[0, 1]] : tensor<1x128xf32> into tensor<128xf32> loc("backward.cls.predictions.decoder")
    %t1578 = tensor.empty() : tensor<128x64xf32> loc("backward.cls.predictions.decoder")
    %t1579 = linalg.transpose ins(%t1568 : tensor<64x128xf32>) outs(%t1578 : tensor<128x64xf32>) permutation = [1, 0] loc("backward.cls.predictions.decoder")
    %t1580 = tensor.expand_shape %t1560 [[0, 1], [2]] output_shape [2, 16, 64] : tensor<32x64xf32> into tensor<2x16x64xf32> loc("backward.cls.predictions.decoder")
    %t1581 = tensor.empty() : tensor<2x16x64xf32> loc("backward.cls.predictions.transform.LayerNorm")
    %t1586 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1288, %t1302 : tensor<2x16x64xf32>, tensor<2x16x1xf32>) outs(%t1581 : tensor<2x16x64xf32>) {
    ^bb0(%in1582: f32, %in1583: f32, %out1584: f32):
      %s1585 = arith.subf %in1582, %in1583 : f32
      linalg.yield %s1585 : f32
    } -> tensor<2x16x64xf32> loc("backward.cls.predictions.transform.LayerNorm")
    %t1587 = tensor.empty() : tensor<2x16x64xf32> loc("backward.cls.predictions.transform.LayerNorm")
    %t1592 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1586, %t1334 : tensor<2x16x64xf32>, tensor<2x16x1xf32>) outs(%t1587 : tensor<2x16x64xf32>) {
    ^bb0(%in1588: f32, %in1589: f32, %out1590: f32):
      %s1591 = arith.mulf %in1588, %in1589 : f32
      linalg.yield %s1591 : f32
    } -> tensor<2x16x64xf32> loc("backward.cls.predictions.transform.LayerNorm")
    %t1593 = tensor.empty() : tensor<2x16x64xf32> loc("backward.cls.predictions.transform.LayerNorm")
    %t1598 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1580, %primals_41 : tensor<2x16x64xf32>, tensor<64xf32>) outs(%t1593 : tensor<2x16x64xf32>) {
    ^bb0(%in1594: f32, %in1595: f32, %out1596: f32):
      %s1597 = arith.mulf %in1594, %in1595 : f32
      linalg.yield %s1597 : f32
    } -> tensor<2x16x64xf32> loc("backward.cls.predictions.transform.LayerNorm")
    %t1599 = tensor.empty() : tensor<2x16x64xf32> loc("backward.cls.predictions.transform.LayerNorm")
    %t1604 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1598 : tensor<2x16x64xf32>) outs(%t1599 : tensor<2x16x64xf32>) {
    ^bb0(%in1600: f32, %out1601: f32):
      %s1602 = arith.constant 6.400000000e+01 : f32
      %s1603 = arith.mulf %in1600, %s1602 : f32
      linalg.yield %s1603 : f32
    } -> tensor<2x16x64xf32> loc("backward.cls.predictions.transform.LayerNorm")
    %t1605 = tensor.empty() : tensor<2x16xf32> loc("backward.cls.predictions.transform.LayerNorm")
    %c1606 = arith.constant 0.000000000e+00 : f32 loc("backward.cls.predictions.transform.LayerNorm")
    %t1607 = linalg.fill ins(%c1606 : f32) outs(%t1605 : tensor<2x16xf32>) -> tensor<2x16xf32> loc("backward.cls.predictions.transform.LayerNorm")
    %t1611 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t1598 : tensor<2x16x64xf32>) outs(%t1607 : tensor<2x16xf32>) {
    ^bb0(%in1608: f32, %out1609: f32):
      %s1610 = arith.addf %out1609, %in1608 : f32
      linalg.yield %s1610 : f32
    } -> tensor<2x16xf32> loc("backward.cls.predictions.transform.LayerNorm")
    %t1612 = tensor.expand_shape %t1611 [[0], [1, 2]] output_shape [2, 16, 1] : tensor<2x16xf32> into tensor<2x16x1xf32> loc("backward.cls.predictions.transform.LayerNorm")
    %t1613 = tensor.empty() : tensor<2x16x64xf32> loc("backward.cls.predictions.transform.LayerNorm")
    %t1618 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1598, %t1592 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t1613 : tensor<2x16x64xf32>) {
    ^bb0(%in1614: f32, %in1615: f32, %out1616: f32):
      %s1617 = arith.mulf %in1614, %in1615 : f32
      linalg.yield %s1617 : f32
    } -> tensor<2x16x64xf32> loc("backward.cls.predictions.transform.LayerNorm")
    %t1619 = tensor.empty() : tensor<2x16xf32> loc("backward.cls.predictions.transform.LayerNorm")
    %c1620 = arith.constant 0.000000000e+00 : f32 loc("backward.cls.predictions.transform.LayerNorm")
    %t1621 = linalg.fill ins(%c1620 : f32) outs(%t1619 : tensor<2x16xf32>) -> tensor<2x16xf32> loc("backward.cls.predictions.transform.LayerNorm")
    %t1625 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t1618 : tensor<2x16x64xf32>) outs(%t1621 : tensor<2x16xf32>) {
    ^bb0(%in1622: f32, %out1623: f32):
      %s1624 = arith.addf %out1623, %in1622 : f32
      linalg.yield %s1624 : f32
    } -> tensor<2x16xf32> loc("backward.cls.predictions.transform.LayerNorm")
    %t1626 = tensor.expand_shape %t1625 [[0], [1, 2]] output_shape [2, 16, 1] : tensor<2x16xf32> into tensor<2x16x1xf32> loc("backward.cls.predictions.transform.LayerNorm")
    %t1627 = tensor.empty() : tensor<2x16x64xf32> loc("backward.cls.predictions.transform.LayerNorm")
    %t1632 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1592, %t1626 : tensor<2x16x64xf32>, tensor<2x16x1xf32>) outs(%t1627 : tensor<2x16x64xf32>) {
    ^bb0(%in1628: f32, %in1629: f32, %out1630: f32):
      %s1631 = arith.mulf %in1628, %in1629 : f32
      linalg.yield %s1631 : f32
    } -> tensor<2x16x64xf32> loc("backward.cls.predictions.transform.LayerNorm")
    %t1633 = tensor.empty() : tensor<2x16x64xf32> loc("backward.cls.predictions.transform.LayerNorm")
    %t1638 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1604, %t1612 : tensor<2x16x64xf32>, tensor<2x16x1xf32>) outs(%t1633 : tensor<2x16x64xf32>) {
    ^bb0(%in1634: f32, %in1635: f32, %out1636: f32):
      %s1637 = arith.subf %in1634, %in1635 : f32
      linalg.yield %s1637 : f32
    } -> tensor<2x16x64xf32> loc("backward.cls.predictions.transform.LayerNorm")
    %t1639 = tensor.empty() : tensor<2x16x64xf32> loc("backward.cls.predictions.transform.LayerNorm")
    %t1644 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1638, %t1632 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t1639 : tensor<2x16x64xf32>) {
    ^bb0(%in1640: f32, %in1641: f32, %out1642: f32):
      %s1643 = arith.subf %in1640, %in1641 : f32
      linalg.yield %s1643 : f32
    } -> tensor<2x16x64xf32> loc("backward.cls.predictions.transform.LayerNorm")
    %t1645 = tensor.empty() : tensor<2x16x1xf32> loc("backward.cls.predictions.transform.LayerNorm")
    %t1650 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1334 : tensor<2x16x1xf32>) outs(%t1645 : tensor<2x16x1xf32>) {
    ^bb0(%in1646: f32, %out1647: f32):
      %s1648 = arith.constant 6.400000000e+01 : f32
      %s1649 = arith.divf %in1646, %s1648 : f32
      linalg.yield %s1649 : f32
    } -> tensor<2x16x1xf32> loc("backward.cls.predictions.transform.LayerNorm")
    %t1651 = tensor.empty() : tensor<2x16x64xf32> loc("backward.cls.predictions.transform.LayerNorm")
    %t1656 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1650, %t1644 : tensor<2x16x1xf32>, tensor<2x16x64xf32>) outs(%t1651 : tensor<2x16x64xf32>) {
    ^bb0(%in1652: f32, %in1653: f32, %out1654: f32):
      %s1655 = arith.mulf %in1652, %in1653 : f32
      linalg.yield %s1655 : f32
    } -> tensor<2x16x64xf32> loc("backward.cls.predictions.transform.LayerNorm")
    %t1657 = tensor.empty() : tensor<2x16x64xf32> loc("backward.cls.predictions.transform.LayerNorm")
    %t1662 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1580, %t1592 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t1657 : tensor<2x16x64xf32>) {
    ^bb0(%in1658: f32, %in1659: f32, %out1660: f32):
      %s1661 = arith.mulf %in1658, %in1659 : f32
      linalg.yield %s1661 : f32
    } -> tensor<2x16x64xf32> loc("backward.cls.predictions.transform.LayerNorm")
    %t1663 = tensor.empty() : tensor<64xf32> loc("backward.cls.predictions.transform.LayerNorm")
    %c1664 = arith.constant 0.000000000e+00 : f32 loc("backward.cls.predictions.transform.LayerNorm")
    %t1665 = linalg.fill ins(%c1664 : f32) outs(%t1663 : tensor<64xf32>) -> tensor<64xf32> loc("backward.cls.predictions.transform.LayerNorm")
    %t1669 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%t1662 : tensor<2x16x64xf32>) outs(%t1665 : tensor<64xf32>) {
    ^bb0(%in1666: f32, %out1667: f32):
      %s1668 = arith.addf %out1667, %in1666 : f32
      linalg.yield %s1668 : f32
    } -> tensor<64xf32> loc("backward.cls.predictions.transform.LayerNorm")
    %t1670 = tensor.empty() : tensor<64xf32> loc("backward.cls.predictions.transform.LayerNorm")
    %c1671 = arith.constant 0.000000000e+00 : f32 loc("backward.cls.predictions.transform.LayerNorm")
    %t1672 = linalg.fill ins(%c1671 : f32) outs(%t1670 : tensor<64xf32>) -> tensor<64xf32> loc("backward.cls.predictions.transform.LayerNorm")
    %t1676 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%t1580 : tensor<2x16x64xf32>) outs(%t1672 : tensor<64xf32>) {
    ^bb0(%in1673: f32, %out1674: f32):
      %s1675 = arith.addf %out1674, %in1673 : f32
      linalg.yield %s1675 : f32
    } -> tensor<64xf32> loc("backward.cls.predictions.transform.LayerNorm")
    %t1677 = tensor.empty() : tensor<2x16x64xf32> loc("backward.cls.predictions.transform.transform_act_fn")
    %t1682 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1251 : tensor<2x16x64xf32>) outs(%t1677 : tensor<2x16x64xf32>) {
    ^bb0(%in1678: f32, %out1679: f32):
      %s1680 = arith.constant 7.071067691e-01 : f32
      %s1681 = arith.mulf %in1678, %s1680 : f32
      linalg.yield %s1681 : f32
    } -> tensor<2x16x64xf32> loc("backward.cls.predictions.transform.transform_act_fn")
    %t1683 = tensor.empty() : tensor<2x16x64xf32> loc("backward.cls.predictions.transform.transform_act_fn")
    %t1712 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1682 : tensor<2x16x64xf32>) outs(%t1683 : tensor<2x16x64xf32>) {
    ^bb0(%in1684: f32, %out1685: f32):
      %s1686 = math.absf %in1684 : f32
      %s1687 = arith.constant 1.000000000e+00 : f32
      %s1688 = arith.constant 3.275910914e-01 : f32
      %s1689 = arith.mulf %s1688, %s1686 : f32
      %s1690 = arith.addf %s1687, %s1689 : f32
      %s1691 = arith.divf %s1687, %s1690 : f32
      %s1692 = arith.constant 1.061405420e+00 : f32
      %s1693 = arith.mulf %s1692, %s1691 : f32
      %s1694 = arith.constant -1.453152061e+00 : f32
      %s1695 = arith.addf %s1693, %s1694 : f32
      %s1696 = arith.mulf %s1695, %s1691 : f32
      %s1697 = arith.constant 1.421413779e+00 : f32
      %s1698 = arith.addf %s1696, %s1697 : f32
      %s1699 = arith.mulf %s1698, %s1691 : f32
      %s1700 = arith.constant -2.844967246e-01 : f32
      %s1701 = arith.addf %s1699, %s1700 : f32
      %s1702 = arith.mulf %s1701, %s1691 : f32
      %s1703 = arith.constant 2.548295856e-01 : f32
      %s1704 = arith.addf %s1702, %s1703 : f32
      %s1705 = arith.mulf %s1704, %s1691 : f32
      %s1706 = arith.mulf %s1686, %s1686 : f32
      %s1707 = arith.negf %s1706 : f32
      %s1708 = math.exp %s1707 : f32
      %s1709 = arith.mulf %s1705, %s1708 : f32
      %s1710 = arith.subf %s1687, %s1709 : f32
      %s1711 = math.copysign %s1710, %in1684 : f32
      linalg.yield %s1711 : f32
    } -> tensor<2x16x64xf32> loc("backward.cls.predictions.transform.transform_act_fn")
    %t1713 = tensor.empty() : tensor<2x16x64xf32> loc("backward.cls.predictions.transform.transform_act_fn")
    %t1718 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1712 : tensor<2x16x64xf32>) outs(%t1713 : tensor<2x16x64xf32>) {
    ^bb0(%in1714: f32, %out1715: f32):
      %s1716 = arith.constant 1.000000000e+00 : f32
      %s1717 = arith.addf %in1714, %s1716 : f32
      linalg.yield %s1717 : f32
    } -> tensor<2x16x64xf32> loc("backward.cls.predictions.transform.transform_act_fn")
    %t1719 = tensor.empty() : tensor<2x16x64xf32> loc("backward.cls.predictions.transform.transform_act_fn")
    %t1724 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1718 : tensor<2x16x64xf32>) outs(%t1719 : tensor<2x16x64xf32>) {
    ^bb0(%in1720: f32, %out1721: f32):
      %s1722 = arith.constant 5.000000000e-01 : f32
      %s1723 = arith.mulf %in1720, %s1722 : f32
      linalg.yield %s1723 : f32
    } -> tensor<2x16x64xf32> loc("backward.cls.predictions.transform.transform_act_fn")
    %t1725 = tensor.empty() : tensor<2x16x64xf32> loc("backward.cls.predictions.transform.transform_act_fn")
    %t1730 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1251, %t1251 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t1725 : tensor<2x16x64xf32>) {
    ^bb0(%in1726: f32, %in1727: f32, %out1728: f32):
      %s1729 = arith.mulf %in1726, %in1727 : f32
      linalg.yield %s1729 : f32
    } -> tensor<2x16x64xf32> loc("backward.cls.predictions.transform.transform_act_fn")
    %t1731 = tensor.empty() : tensor<2x16x64xf32> loc("backward.cls.predictions.transform.transform_act_fn")
    %t1736 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1730 : tensor<2x16x64xf32>) outs(%t1731 : tensor<2x16x64xf32>) {
    ^bb0(%in1732: f32, %out1733: f32):
      %s1734 = arith.constant -5.000000000e-01 : f32
      %s1735 = arith.mulf %in1732, %s1734 : f32
      linalg.yield %s1735 : f32
    } -> tensor<2x16x64xf32> loc("backward.cls.predictions.transform.transform_act_fn")
    %t1737 = tensor.empty() : tensor<2x16x64xf32> loc("backward.cls.predictions.transform.transform_act_fn")
    %t1741 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1736 : tensor<2x16x64xf32>) outs(%t1737 : tensor<2x16x64xf32>) {
    ^bb0(%in1738: f32, %out1739: f32):
      %s1740 = math.exp %in1738 : f32
      linalg.yield %s1740 : f32
    } -> tensor<2x16x64xf32> loc("backward.cls.predictions.transform.transform_act_fn")
    %t1742 = tensor.empty() : tensor<2x16x64xf32> loc("backward.cls.predictions.transform.transform_act_fn")
    %t1747 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1741 : tensor<2x16x64xf32>) outs(%t1742 : tensor<2x16x64xf32>) {
    ^bb0(%in1743: f32, %out1744: f32):
      %s1745 = arith.constant 3.989422917e-01 : f32
      %s1746 = arith.mulf %in1743, %s1745 : f32
      linalg.yield %s1746 : f32
    } -> tensor<2x16x64xf32> loc("backward.cls.predictions.transform.transform_act_fn")
    %t1748 = tensor.empty() : tensor<2x16x64xf32> loc("backward.cls.predictions.transform.transform_act_fn")
    %t1753 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1251, %t1747 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t1748 : tensor<2x16x64xf32>) {
    ^bb0(%in1749: f32, %in1750: f32, %out1751: f32):
      %s1752 = arith.mulf %in1749, %in1750 : f32
      linalg.yield %s1752 : f32
    } -> tensor<2x16x64xf32> loc("backward.cls.predictions.transform.transform_act_fn")
    %t1754 = tensor.empty() : tensor<2x16x64xf32> loc("backward.cls.predictions.transform.transform_act_fn")
    %t1759 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1724, %t1753 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t1754 : tensor<2x16x64xf32>) {
    ^bb0(%in1755: f32, %in1756: f32, %out1757: f32):
      %s1758 = arith.addf %in1755, %in1756 : f32
      linalg.yield %s1758 : f32
    } -> tensor<2x16x64xf32> loc("backward.cls.predictions.transform.transform_act_fn")
    %t1760 = tensor.empty() : tensor<2x16x64xf32> loc("backward.cls.predictions.transform.transform_act_fn")
    %t1765 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1656, %t1759 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t1760 : tensor<2x16x64xf32>) {
    ^bb0(%in1761: f32, %in1762: f32, %out1763: f32):
      %s1764 = arith.mulf %in1761, %in1762 : f32
      linalg.yield %s1764 : f32
    } -> tensor<2x16x64xf32> loc("backward.cls.predictions.transform.transform_act_fn")
    %t1766 = tensor.collapse_shape %t1765 [[0, 1], [2]] : tensor<2x16x64xf32> into tensor<32x64xf32> loc("backward.cls.predictions.transform.dense")
    %t1767 = tensor.empty() : tensor<64x64xf32> loc("backward.cls.predictions.transform.dense")
    %t1768 = linalg.transpose ins(%t1245 : tensor<64x64xf32>) outs(%t1767 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.cls.predictions.transform.dense")
    %t1769 = tensor.empty() : tensor<32x64xf32> loc("backward.cls.predictions.transform.dense")
    %c1770 = arith.constant 0.000000000e+00 : f32 loc("backward.cls.predictions.transform.dense")
    %t1771 = linalg.fill ins(%c1770 : f32) outs(%t1769 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("backward.cls.predictions.transform.dense")
    %t1772 = linalg.matmul ins(%t1766, %t1768 : tensor<32x64xf32>, tensor<64x64xf32>) outs(%t1771 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("backward.cls.predictions.transform.dense")
    %t1773 = tensor.empty() : tensor<64x32xf32> loc("backward.cls.predictions.transform.dense")
    %t1774 = linalg.transpose ins(%t1766 : tensor<32x64xf32>) outs(%t1773 : tensor<64x32xf32>) permutation = [1, 0] loc("backward.cls.predictions.transform.dense")
    %t1775 = tensor.empty() : tensor<64x64xf32> loc("backward.cls.predictions.transform.dense")
    %c1776 = arith.constant 0.000000000e+00 : f32 loc("backward.cls.predictions.transform.dense")
    %t1777 = linalg.fill ins(%c1776 : f32) outs(%t1775 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.cls.predictions.transform.dense")
    %t1778 = linalg.matmul ins(%t1774, %t1243 : tensor<64x32xf32>, tensor<32x64xf32>) outs(%t1777 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.cls.predictions.transform.dense")
    %t1779 = tensor.empty() : tensor<64x64xf32> loc("backward.cls.predictions.transform.dense")
    %t1780 = linalg.transpose ins(%t1778 : tensor<64x64xf32>) outs(%t1779 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.cls.predictions.transform.dense")
    %t1781 = tensor.empty() : tensor<64xf32> loc("backward.cls.predictions.transform.dense")
    %c1782 = arith.constant 0.000000000e+00 : f32 loc("backward.cls.predictions.transform.dense")
    %t1783 = linalg.fill ins(%c1782 : f32) outs(%t1781 : tensor<64xf32>) -> tensor<64xf32> loc("backward.cls.predictions.transform.dense")
    %t1787 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%t1766 : tensor<32x64xf32>) outs(%t1783 : tensor<64xf32>) {
    ^bb0(%in1784: f32, %out1785: f32):
      %s1786 = arith.addf %out1785, %in1784 : f32
      linalg.yield %s1786 : f32
    } -> tensor<64xf32> loc("backward.cls.predictions.transform.dense")
    %t1788 = tensor.expand_shape %t1787 [[0, 1]] output_shape [1, 64] : tensor<64xf32> into tensor<1x64xf32> loc("backward.cls.predictions.transform.dense")
    %t1789 = tensor.collapse_shape %t1788 [[0, 1]] : tensor<1x64xf32> into tensor<64xf32> loc("backward.cls.predictions.transform.dense")
    %t1790 = tensor.empty() : tensor<64x64xf32> loc("backward.cls.predictions.transform.dense")
    %t1791 = linalg.transpose ins(%t1780 : tensor<64x64xf32>) outs(%t1790 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.cls.predictions.transform.dense")
    %t1792 = tensor.expand_shape %t1772 [[0, 1], [2]] output_shape [2, 16, 64] : tensor<32x64xf32> into tensor<2x16x64xf32> loc("backward.cls.predictions.transform.dense")
    %t1793 = tensor.empty() : tensor<2x16x64xf32> loc("backward.bert.encoder.layer.1.output.LayerNorm")
    %t1798 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1178, %t1192 : tensor<2x16x64xf32>, tensor<2x16x1xf32>) outs(%t1793 : tensor<2x16x64xf32>) {
    ^bb0(%in1794: f32, %in1795: f32, %out1796: f32):
      %s1797 = arith.subf %in1794, %in1795 : f32
      linalg.yield %s1797 : f32
    } -> tensor<2x16x64xf32> loc("backward.bert.encoder.layer.1.output.LayerNorm")
    %t1799 = tensor.empty() : tensor<2x16x64xf32> loc("backward.bert.encoder.layer.1.output.LayerNorm")
    %t1804 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1798, %t1224 : tensor<2x16x64xf32>, tensor<2x16x1xf32>) outs(%t1799 : tensor<2x16x64xf32>) {
    ^bb0(%in1800: f32, %in1801: f32, %out1802: f32):
      %s1803 = arith.mulf %in1800, %in1801 : f32
      linalg.yield %s1803 : f32
    } -> tensor<2x16x64xf32> loc("backward.bert.encoder.layer.1.output.LayerNorm")
    %t1805 = tensor.empty() : tensor<2x16x64xf32> loc("backward.bert.encoder.layer.1.output.LayerNorm")
    %t1810 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1792, %primals_36 : tensor<2x16x64xf32>, tensor<64xf32>) outs(%t1805 : tensor<2x16x64xf32>) {
    ^bb0(%in1806: f32, %in1807: f32, %out1808: f32):
      %s1809 = arith.mulf %in1806, %in1807 : f32
      linalg.yield %s1809 : f32
    } -> tensor<2x16x64xf32> loc("backward.bert.encoder.layer.1.output.LayerNorm")
    %t1811 = tensor.empty() : tensor<2x16x64xf32> loc("backward.bert.encoder.layer.1.output.LayerNorm")
    %t1816 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1810 : tensor<2x16x64xf32>) outs(%t1811 : tensor<2x16x64xf32>) {
    ^bb0(%in1812: f32, %out1813: f32):
      %s1814 = arith.constant 6.400000000e+01 : f32
      %s1815 = arith.mulf %in1812, %s1814 : f32
      linalg.yield %s1815 : f32
    } -> tensor<2x16x64xf32> loc("backward.bert.encoder.layer.1.output.LayerNorm")
    %t1817 = tensor.empty() : tensor<2x16xf32> loc("backward.bert.encoder.layer.1.output.LayerNorm")
    %c1818 = arith.constant 0.000000000e+00 : f32 loc("backward.bert.encoder.layer.1.output.LayerNorm")
    %t1819 = linalg.fill ins(%c1818 : f32) outs(%t1817 : tensor<2x16xf32>) -> tensor<2x16xf32> loc("backward.bert.encoder.layer.1.output.LayerNorm")
    %t1823 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t1810 : tensor<2x16x64xf32>) outs(%t1819 : tensor<2x16xf32>) {
    ^bb0(%in1820: f32, %out1821: f32):
      %s1822 = arith.addf %out1821, %in1820 : f32
      linalg.yield %s1822 : f32
    } -> tensor<2x16xf32> loc("backward.bert.encoder.layer.1.output.LayerNorm")
    %t1824 = tensor.expand_shape %t1823 [[0], [1, 2]] output_shape [2, 16, 1] : tensor<2x16xf32> into tensor<2x16x1xf32> loc("backward.bert.encoder.layer.1.output.LayerNorm")
    %t1825 = tensor.empty() : tensor<2x16x64xf32> loc("backward.bert.encoder.layer.1.output.LayerNorm")
    %t1830 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1810, %t1804 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t1825 : tensor<2x16x64xf32>) {
    ^bb0(%in1826: f32, %in1827: f32, %out1828: f32):
      %s1829 = arith.mulf %in1826, %in1827 : f32
      linalg.yield %s1829 : f32
    } -> tensor<2x16x64xf32> loc("backward.bert.encoder.layer.1.output.LayerNorm")
    %t1831 = tensor.empty() : tensor<2x16xf32> loc("backward.bert.encoder.layer.1.output.LayerNorm")
    %c1832 = arith.constant 0.000000000e+00 : f32 loc("backward.bert.encoder.layer.1.output.LayerNorm")
    %t1833 = linalg.fill ins(%c1832 : f32) outs(%t1831 : tensor<2x16xf32>) -> tensor<2x16xf32> loc("backward.bert.encoder.layer.1.output.LayerNorm")
    %t1837 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t1830 : tensor<2x16x64xf32>) outs(%t1833 : tensor<2x16xf32>) {
    ^bb0(%in1834: f32, %out1835: f32):
      %s1836 = arith.addf %out1835, %in1834 : f32
      linalg.yield %s1836 : f32
    } -> tensor<2x16xf32> loc("backward.bert.encoder.layer.1.output.LayerNorm")
    %t1838 = tensor.expand_shape %t1837 [[0], [1, 2]] output_shape [2, 16, 1] : tensor<2x16xf32> into tensor<2x16x1xf32> loc("backward.bert.encoder.layer.1.output.LayerNorm")
    %t1839 = tensor.empty() : tensor<2x16x64xf32> loc("backward.bert.encoder.layer.1.output.LayerNorm")
    %t1844 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1804, %t1838 : tensor<2x16x64xf32>, tensor<2x16x1xf32>) outs(%t1839 : tensor<2x16x64xf32>) {
    ^bb0(%in1840: f32, %in1841: f32, %out1842: f32):
      %s1843 = arith.mulf %in1840, %in1841 : f32
      linalg.yield %s1843 : f32
    } -> tensor<2x16x64xf32> loc("backward.bert.encoder.layer.1.output.LayerNorm")
    %t1845 = tensor.empty() : tensor<2x16x64xf32> loc("backward.bert.encoder.layer.1.output.LayerNorm")
    %t1850 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1816, %t1824 : tensor<2x16x64xf32>, tensor<2x16x1xf32>) outs(%t1845 : tensor<2x16x64xf32>) {
    ^bb0(%in1846: f32, %in1847: f32, %out1848: f32):
      %s1849 = arith.subf %in1846, %in1847 : f32
      linalg.yield %s1849 : f32
    } -> tensor<2x16x64xf32> loc("backward.bert.encoder.layer.1.output.LayerNorm")
    %t1851 = tensor.empty() : tensor<2x16x64xf32> loc("backward.bert.encoder.layer.1.output.LayerNorm")
    %t1856 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1850, %t1844 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t1851 : tensor<2x16x64xf32>) {
    ^bb0(%in1852: f32, %in1853: f32, %out1854: f32):
      %s1855 = arith.subf %in1852, %in1853 : f32
      linalg.yield %s1855 : f32
    } -> tensor<2x16x64xf32> loc("backward.bert.encoder.layer.1.output.LayerNorm")
    %t1857 = tensor.empty() : tensor<2x16x1xf32> loc("backward.bert.encoder.layer.1.output.LayerNorm")
    %t1862 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1224 : tensor<2x16x1xf32>) outs(%t1857 : tensor<2x16x1xf32>) {
    ^bb0(%in1858: f32, %out1859: f32):
      %s1860 = arith.constant 6.400000000e+01 : f32
      %s1861 = arith.divf %in1858, %s1860 : f32
      linalg.yield %s1861 : f32
    } -> tensor<2x16x1xf32> loc("backward.bert.encoder.layer.1.output.LayerNorm")
    %t1863 = tensor.empty() : tensor<2x16x64xf32> loc("backward.bert.encoder.layer.1.output.LayerNorm")
    %t1868 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1862, %t1856 : tensor<2x16x1xf32>, tensor<2x16x64xf32>) outs(%t1863 : tensor<2x16x64xf32>) {
    ^bb0(%in1864: f32, %in1865: f32, %out1866: f32):
      %s1867 = arith.mulf %in1864, %in1865 : f32
      linalg.yield %s1867 : f32
    } -> tensor<2x16x64xf32> loc("backward.bert.encoder.layer.1.output.LayerNorm")
    %t1869 = tensor.empty() : tensor<2x16x64xf32> loc("backward.bert.encoder.layer.1.output.LayerNorm")
    %t1874 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1792, %t1804 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t1869 : tensor<2x16x64xf32>) {
    ^bb0(%in1870: f32, %in1871: f32, %out1872: f32):
      %s1873 = arith.mulf %in1870, %in1871 : f32
      linalg.yield %s1873 : f32
    } -> tensor<2x16x64xf32> loc("backward.bert.encoder.layer.1.output.LayerNorm")
    %t1875 = tensor.empty() : tensor<64xf32> loc("backward.bert.encoder.layer.1.output.LayerNorm")
    %c1876 = arith.constant 0.000000000e+00 : f32 loc("backward.bert.encoder.layer.1.output.LayerNorm")
    %t1877 = linalg.fill ins(%c1876 : f32) outs(%t1875 : tensor<64xf32>) -> tensor<64xf32> loc("backward.bert.encoder.layer.1.output.LayerNorm")
    %t1881 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%t1874 : tensor<2x16x64xf32>) outs(%t1877 : tensor<64xf32>) {
    ^bb0(%in1878: f32, %out1879: f32):
      %s1880 = arith.addf %out1879, %in1878 : f32
      linalg.yield %s1880 : f32
    } -> tensor<64xf32> loc("backward.bert.encoder.layer.1.output.LayerNorm")
    %t1882 = tensor.empty() : tensor<64xf32> loc("backward.bert.encoder.layer.1.output.LayerNorm")
    %c1883 = arith.constant 0.000000000e+00 : f32 loc("backward.bert.encoder.layer.1.output.LayerNorm")
    %t1884 = linalg.fill ins(%c1883 : f32) outs(%t1882 : tensor<64xf32>) -> tensor<64xf32> loc("backward.bert.encoder.layer.1.output.LayerNorm")
    %t1888 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%t1792 : tensor<2x16x64xf32>) outs(%t1884 : tensor<64xf32>) {
    ^bb0(%in1885: f32, %out1886: f32):
      %s1887 = arith.addf %out1886, %in1885 : f32
      linalg.yield %s1887 : f32
    } -> tensor<64xf32> loc("backward.bert.encoder.layer.1.output.LayerNorm")
    %t1889 = tensor.empty() : tensor<2x16x64xf32> loc("backward.bert.encoder.layer.1.output.dropout")
    %t1893 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1163 : tensor<2x16x64xi1>) outs(%t1889 : tensor<2x16x64xf32>) {
    ^bb0(%in1890: i1, %out1891: f32):
      %s1892 = arith.uitofp %in1890 : i1 to f32
      linalg.yield %s1892 : f32
    } -> tensor<2x16x64xf32> loc("backward.bert.encoder.layer.1.output.dropout")
    %t1894 = tensor.empty() : tensor<2x16x64xf32> loc("backward.bert.encoder.layer.1.output.dropout")
    %t1899 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1893 : tensor<2x16x64xf32>) outs(%t1894 : tensor<2x16x64xf32>) {
    ^bb0(%in1895: f32, %out1896: f32):
      %s1897 = arith.constant 1.111111164e+00 : f32
      %s1898 = arith.mulf %in1895, %s1897 : f32
      linalg.yield %s1898 : f32
    } -> tensor<2x16x64xf32> loc("backward.bert.encoder.layer.1.output.dropout")
    %t1900 = tensor.empty() : tensor<2x16x64xf32> loc("backward.bert.encoder.layer.1.output.dropout")
    %t1905 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1868, %t1899 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t1900 : tensor<2x16x64xf32>) {
    ^bb0(%in1901: f32, %in1902: f32, %out1903: f32):
      %s1904 = arith.mulf %in1901, %in1902 : f32
      linalg.yield %s1904 : f32
    } -> tensor<2x16x64xf32> loc("backward.bert.encoder.layer.1.output.dropout")
    %t1906 = tensor.collapse_shape %t1905 [[0, 1], [2]] : tensor<2x16x64xf32> into tensor<32x64xf32> loc("backward.bert.encoder.layer.1.output.dense")
    %t1907 = tensor.empty() : tensor<64x128xf32> loc("backward.bert.encoder.layer.1.output.dense")
    %t1908 = linalg.transpose ins(%t1098 : tensor<128x64xf32>) outs(%t1907 : tensor<64x128xf32>) permutation = [1, 0] loc("backward.bert.encoder.layer.1.output.dense")
    %t1909 = tensor.empty() : tensor<32x128xf32> loc("backward.bert.encoder.layer.1.output.dense")
    %c1910 = arith.constant 0.000000000e+00 : f32 loc("backward.bert.encoder.layer.1.output.dense")
    %t1911 = linalg.fill ins(%c1910 : f32) outs(%t1909 : tensor<32x128xf32>) -> tensor<32x128xf32> loc("backward.bert.encoder.layer.1.output.dense")
    %t1912 = linalg.matmul ins(%t1906, %t1908 : tensor<32x64xf32>, tensor<64x128xf32>) outs(%t1911 : tensor<32x128xf32>) -> tensor<32x128xf32> loc("backward.bert.encoder.layer.1.output.dense")
    %t1913 = tensor.empty() : tensor<64x32xf32> loc("backward.bert.encoder.layer.1.output.dense")
    %t1914 = linalg.transpose ins(%t1906 : tensor<32x64xf32>) outs(%t1913 : tensor<64x32xf32>) permutation = [1, 0] loc("backward.bert.encoder.layer.1.output.dense")
    %t1915 = tensor.empty() : tensor<64x128xf32> loc("backward.bert.encoder.layer.1.output.dense")
    %c1916 = arith.constant 0.000000000e+00 : f32 loc("backward.bert.encoder.layer.1.output.dense")
    %t1917 = linalg.fill ins(%c1916 : f32) outs(%t1915 : tensor<64x128xf32>) -> tensor<64x128xf32> loc("backward.bert.encoder.layer.1.output.dense")
    %t1918 = linalg.matmul ins(%t1914, %t1096 : tensor<64x32xf32>, tensor<32x128xf32>) outs(%t1917 : tensor<64x128xf32>) -> tensor<64x128xf32> loc("backward.bert.encoder.layer.1.output.dense")
    %t1919 = tensor.empty() : tensor<128x64xf32> loc("backward.bert.encoder.layer.1.output.dense")
    %t1920 = linalg.transpose ins(%t1918 : tensor<64x128xf32>) outs(%t1919 : tensor<128x64xf32>) permutation = [1, 0] loc("backward.bert.encoder.layer.1.output.dense")
    %t1921 = tensor.empty() : tensor<64xf32> loc("backward.bert.encoder.layer.1.output.dense")
    %c1922 = arith.constant 0.000000000e+00 : f32 loc("backward.bert.encoder.layer.1.output.dense")
    %t1923 = linalg.fill ins(%c1922 : f32) outs(%t1921 : tensor<64xf32>) -> tensor<64xf32> loc("backward.bert.encoder.layer.1.output.dense")
    %t1927 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%t1906 : tensor<32x64xf32>) outs(%t1923 : tensor<64xf32>) {
    ^bb0(%in1924: f32, %out1925: f32):
      %s1926 = arith.addf %out1925, %in1924 : f32
      linalg.yield %s1926 : f32
    } -> tensor<64xf32> loc("backward.bert.encoder.layer.1.output.dense")
    %t1928 = tensor.expand_shape %t1927 [[0, 1]] output_shape [1, 64] : tensor<64xf32> into tensor<1x64xf32> loc("backward.bert.encoder.layer.1.output.dense")
    %t1929 = tensor.collapse_shape %t1928 [[0, 1]] : tensor<1x64xf32> into tensor<64xf32> loc("backward.bert.encoder.layer.1.output.dense")
    %t1930 = tensor.empty() : tensor<64x128xf32> loc("backward.bert.encoder.layer.1.output.dense")
    %t1931 = linalg.transpose ins(%t1920 : tensor<128x64xf32>) outs(%t1930 : tensor<64x128xf32>) permutation = [1, 0] loc("backward.bert.encoder.layer.1.output.dense")
    %t1932 = tensor.expand_shape %t1912 [[0, 1], [2]] output_shape [2, 16, 128] : tensor<32x128xf32> into tensor<2x16x128xf32> loc("backward.bert.encoder.layer.1.output.dense")
    %t1933 = tensor.empty() : tensor<2x16x128xf32> loc("backward.bert.encoder.layer.1.intermediate.intermediate_act_fn")
    %t1938 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1058 : tensor<2x16x128xf32>) outs(%t1933 : tensor<2x16x128xf32>) {
    ^bb0(%in1934: f32, %out1935: f32):
      %s1936 = arith.constant 7.071067691e-01 : f32
      %s1937 = arith.mulf %in1934, %s1936 : f32
      linalg.yield %s1937 : f32
    } -> tensor<2x16x128xf32> loc("backward.bert.encoder.layer.1.intermediate.intermediate_act_fn")
    %t1939 = tensor.empty() : tensor<2x16x128xf32> loc("backward.bert.encoder.layer.1.intermediate.intermediate_act_fn")
    %t1968 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1938 : tensor<2x16x128xf32>) outs(%t1939 : tensor<2x16x128xf32>) {
    ^bb0(%in1940: f32, %out1941: f32):
      %s1942 = math.absf %in1940 : f32
      %s1943 = arith.constant 1.000000000e+00 : f32
      %s1944 = arith.constant 3.275910914e-01 : f32
      %s1945 = arith.mulf %s1944, %s1942 : f32
      %s1946 = arith.addf %s1943, %s1945 : f32
      %s1947 = arith.divf %s1943, %s1946 : f32
      %s1948 = arith.constant 1.061405420e+00 : f32
      %s1949 = arith.mulf %s1948, %s1947 : f32
      %s1950 = arith.constant -1.453152061e+00 : f32
      %s1951 = arith.addf %s1949, %s1950 : f32
      %s1952 = arith.mulf %s1951, %s1947 : f32
      %s1953 = arith.constant 1.421413779e+00 : f32
      %s1954 = arith.addf %s1952, %s1953 : f32
      %s1955 = arith.mulf %s1954, %s1947 : f32
      %s1956 = arith.constant -2.844967246e-01 : f32
      %s1957 = arith.addf %s1955, %s1956 : f32
      %s1958 = arith.mulf %s1957, %s1947 : f32
      %s1959 = arith.constant 2.548295856e-01 : f32
      %s1960 = arith.addf %s1958, %s1959 : f32
      %s1961 = arith.mulf %s1960, %s1947 : f32
      %s1962 = arith.mulf %s1942, %s1942 : f32
      %s1963 = arith.negf %s1962 : f32
      %s1964 = math.exp %s1963 : f32
      %s1965 = arith.mulf %s1961, %s1964 : f32
      %s1966 = arith.subf %s1943, %s1965 : f32
      %s1967 = math.copysign %s1966, %in1940 : f32
      linalg.yield %s1967 : f32
    } -> tensor<2x16x128xf32> loc("backward.bert.encoder.layer.1.intermediate.intermediate_act_fn")
    %t1969 = tensor.empty() : tensor<2x16x128xf32> loc("backward.bert.encoder.layer.1.intermediate.intermediate_act_fn")
    %t1974 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1968 : tensor<2x16x128xf32>) outs(%t1969 : tensor<2x16x128xf32>) {
    ^bb0(%in1970: f32, %out1971: f32):
      %s1972 = arith.constant 1.000000000e+00 : f32
      %s1973 = arith.addf %in1970, %s1972 : f32
      linalg.yield %s1973 : f32
    } -> tensor<2x16x128xf32> loc("backward.bert.encoder.layer.1.intermediate.intermediate_act_fn")
    %t1975 = tensor.empty() : tensor<2x16x128xf32> loc("backward.bert.encoder.layer.1.intermediate.intermediate_act_fn")
    %t1980 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1974 : tensor<2x16x128xf32>) outs(%t1975 : tensor<2x16x128xf32>) {
    ^bb0(%in1976: f32, %out1977: f32):
      %s1978 = arith.constant 5.000000000e-01 : f32
      %s1979 = arith.mulf %in1976, %s1978 : f32
      linalg.yield %s1979 : f32
    } -> tensor<2x16x128xf32> loc("backward.bert.encoder.layer.1.intermediate.intermediate_act_fn")
    %t1981 = tensor.empty() : tensor<2x16x128xf32> loc("backward.bert.encoder.layer.1.intermediate.intermediate_act_fn")
    %t1986 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1058, %t1058 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%t1981 : tensor<2x16x128xf32>) {
    ^bb0(%in1982: f32, %in1983: f32, %out1984: f32):
      %s1985 = arith.mulf %in1982, %in1983 : f32
      linalg.yield %s1985 : f32
    } -> tensor<2x16x128xf32> loc("backward.bert.encoder.layer.1.intermediate.intermediate_act_fn")
    %t1987 = tensor.empty() : tensor<2x16x128xf32> loc("backward.bert.encoder.layer.1.intermediate.intermediate_act_fn")
    %t1992 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1986 : tensor<2x16x128xf32>) outs(%t1987 : tensor<2x16x128xf32>) {
    ^bb0(%in1988: f32, %out1989: f32):
      %s1990 = arith.constant -5.000000000e-01 : f32
      %s1991 = arith.mulf %in1988, %s1990 : f32
      linalg.yield %s1991 : f32
    } -> tensor<2x16x128xf32> loc("backward.bert.encoder.layer.1.intermediate.intermediate_act_fn")
    %t1993 = tensor.empty() : tensor<2x16x128xf32> loc("backward.bert.encoder.layer.1.intermediate.intermediate_act_fn")
    %t1997 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1992 : tensor<2x16x128xf32>) outs(%t1993 : tensor<2x16x128xf32>) {
    ^bb0(%in1994: f32, %out1995: f32):
      %s1996 = math.exp %in1994 : f32
      linalg.yield %s1996 : f32
    } -> tensor<2x16x128xf32> loc("backward.bert.encoder.layer.1.intermediate.intermediate_act_fn")
    %t1998 = tensor.empty() : tensor<2x16x128xf32> loc("backward.bert.encoder.layer.1.intermediate.intermediate_act_fn")
    %t2003 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1997 : tensor<2x16x128xf32>) outs(%t1998 : tensor<2x16x128xf32>) {
    ^bb0(%in1999: f32, %out2000: f32):
      %s2001 = arith.constant 3.989422917e-01 : f32
      %s2002 = arith.mulf %in1999, %s2001 : f32
      linalg.yield %s2002 : f32
    } -> tensor<2x16x128xf32> loc("backward.bert.encoder.layer.1.intermediate.intermediate_act_fn")
    %t2004 = tensor.empty() : tensor<2x16x128xf32> loc("backward.bert.encoder.layer.1.intermediate.intermediate_act_fn")
    %t2009 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1058, %t2003 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%t2004 : tensor<2x16x128xf32>) {
    ^bb0(%in2005: f32, %in2006: f32, %out2007: f32):
      %s2008 = arith.mulf %in2005, %in2006 : f32
      linalg.yield %s2008 : f32
    } -> tensor<2x16x128xf32> loc("backward.bert.encoder.layer.1.intermediate.intermediate_act_fn")
    %t2010 = tensor.empty() : tensor<2x16x128xf32> loc("backward.bert.encoder.layer.1.intermediate.intermediate_act_fn")
    %t2015 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1980, %t2009 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%t2010 : tensor<2x16x128xf32>) {
    ^bb0(%in2011: f32, %in2012: f32, %out2013: f32):
      %s2014 = arith.addf %in2011, %in2012 : f32
      linalg.yield %s2014 : f32
    } -> tensor<2x16x128xf32> loc("backward.bert.encoder.layer.1.intermediate.intermediate_act_fn")
    %t2016 = tensor.empty() : tensor<2x16x128xf32> loc("backward.bert.encoder.layer.1.intermediate.intermediate_act_fn")
    %t2021 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1932, %t2015 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%t2016 : tensor<2x16x128xf32>) {
    ^bb0(%in2017: f32, %in2018: f32, %out2019: f32):
      %s2020 = arith.mulf %in2017, %in2018 : f32
      linalg.yield %s2020 : f32
    } -> tensor<2x16x128xf32> loc("backward.bert.encoder.layer.1.intermediate.intermediate_act_fn")
    %t2022 = tensor.collapse_shape %t2021 [[0, 1], [2]] : tensor<2x16x128xf32> into tensor<32x128xf32> loc("backward.bert.encoder.layer.1.intermediate.dense")
    %t2023 = tensor.empty() : tensor<128x64xf32> loc("backward.bert.encoder.layer.1.intermediate.dense")
    %t2024 = linalg.transpose ins(%t1052 : tensor<64x128xf32>) outs(%t2023 : tensor<128x64xf32>) permutation = [1, 0] loc("backward.bert.encoder.layer.1.intermediate.dense")
    %t2025 = tensor.empty() : tensor<32x64xf32> loc("backward.bert.encoder.layer.1.intermediate.dense")
    %c2026 = arith.constant 0.000000000e+00 : f32 loc("backward.bert.encoder.layer.1.intermediate.dense")
    %t2027 = linalg.fill ins(%c2026 : f32) outs(%t2025 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("backward.bert.encoder.layer.1.intermediate.dense")
    %t2028 = linalg.matmul ins(%t2022, %t2024 : tensor<32x128xf32>, tensor<128x64xf32>) outs(%t2027 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("backward.bert.encoder.layer.1.intermediate.dense")
    %t2029 = tensor.empty() : tensor<128x32xf32> loc("backward.bert.encoder.layer.1.intermediate.dense")
    %t2030 = linalg.transpose ins(%t2022 : tensor<32x128xf32>) outs(%t2029 : tensor<128x32xf32>) permutation = [1, 0] loc("backward.bert.encoder.layer.1.intermediate.dense")
    %t2031 = tensor.empty() : tensor<128x64xf32> loc("backward.bert.encoder.layer.1.intermediate.dense")
    %c2032 = arith.constant 0.000000000e+00 : f32 loc("backward.bert.encoder.layer.1.intermediate.dense")
    %t2033 = linalg.fill ins(%c2032 : f32) outs(%t2031 : tensor<128x64xf32>) -> tensor<128x64xf32> loc("backward.bert.encoder.layer.1.intermediate.dense")
    %t2034 = linalg.matmul ins(%t2030, %t1050 : tensor<128x32xf32>, tensor<32x64xf32>) outs(%t2033 : tensor<128x64xf32>) -> tensor<128x64xf32> loc("backward.bert.encoder.layer.1.intermediate.dense")
    %t2035 = tensor.empty() : tensor<64x128xf32> loc("backward.bert.encoder.layer.1.intermediate.dense")
    %t2036 = linalg.transpose ins(%t2034 : tensor<128x64xf32>) outs(%t2035 : tensor<64x128xf32>) permutation = [1, 0] loc("backward.bert.encoder.layer.1.intermediate.dense")
    %t2037 = tensor.empty() : tensor<128xf32> loc("backward.bert.encoder.layer.1.intermediate.dense")
    %c2038 = arith.constant 0.000000000e+00 : f32 loc("backward.bert.encoder.layer.1.intermediate.dense")
    %t2039 = linalg.fill ins(%c2038 : f32) outs(%t2037 : tensor<128xf32>) -> tensor<128xf32> loc("backward.bert.encoder.layer.1.intermediate.dense")
    %t2043 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%t2022 : tensor<32x128xf32>) outs(%t2039 : tensor<128xf32>) {
    ^bb0(%in2040: f32, %out2041: f32):
      %s2042 = arith.addf %out2041, %in2040 : f32
      linalg.yield %s2042 : f32
    } -> tensor<128xf32> loc("backward.bert.encoder.layer.1.intermediate.dense")
    %t2044 = tensor.expand_shape %t2043 [[0, 1]] output_shape [1, 128] : tensor<128xf32> into tensor<1x128xf32> loc("backward.bert.encoder.layer.1.intermediate.dense")
    %t2045 = tensor.collapse_shape %t2044 [[0, 1]] : tensor<1x128xf32> into tensor<128xf32> loc("backward.bert.encoder.layer.1.intermediate.dense")
    %t2046 = tensor.empty() : tensor<128x64xf32> loc("backward.bert.encoder.layer.1.intermediate.dense")
    %t2047 = linalg.transpose ins(%t2036 : tensor<64x128xf32>) outs(%t2046 : tensor<128x64xf32>) permutation = [1, 0] loc("backward.bert.encoder.layer.1.intermediate.dense")
    %t2048 = tensor.expand_shape %t2028 [[0, 1], [2]] output_shape [2, 16, 64] : tensor<32x64xf32> into tensor<2x16x64xf32> loc("backward.bert.encoder.layer.1.intermediate.dense")
    %t2049 = tensor.empty() : tensor<2x16x64xf32> loc("backward.add_12")
    %t2054 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1868, %t2048 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t2049 : tensor<2x16x64xf32>) {
    ^bb0(%in2050: f32, %in2051: f32, %out2052: f32):
      %s2053 = arith.addf %in2050, %in2051 : f32
      linalg.yield %s2053 : f32
    } -> tensor<2x16x64xf32> loc("backward.add_12")
    %t2055 = tensor.empty() : tensor<2x16x64xf32> loc("backward.bert.encoder.layer.1.attention.output.LayerNorm")
    %t2060 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t985, %t999 : tensor<2x16x64xf32>, tensor<2x16x1xf32>) outs(%t2055 : tensor<2x16x64xf32>) {
    ^bb0(%in2056: f32, %in2057: f32, %out2058: f32):
      %s2059 = arith.subf %in2056, %in2057 : f32
      linalg.yield %s2059 : f32
    } -> tensor<2x16x64xf32> loc("backward.bert.encoder.layer.1.attention.output.LayerNorm")
    %t2061 = tensor.empty() : tensor<2x16x64xf32> loc("backward.bert.encoder.layer.1.attention.output.LayerNorm")
    %t2066 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t2060, %t1031 : tensor<2x16x64xf32>, tensor<2x16x1xf32>) outs(%t2061 : tensor<2x16x64xf32>) {
    ^bb0(%in2062: f32, %in2063: f32, %out2064: f32):
      %s2065 = arith.mulf %in2062, %in2063 : f32
      linalg.yield %s2065 : f32
    } -> tensor<2x16x64xf32> loc("backward.bert.encoder.layer.1.attention.output.LayerNorm")
    %t2067 = tensor.empty() : tensor<2x16x64xf32> loc("backward.bert.encoder.layer.1.attention.output.LayerNorm")
    %t2072 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t2054, %primals_30 : tensor<2x16x64xf32>, tensor<64xf32>) outs(%t2067 : tensor<2x16x64xf32>) {
    ^bb0(%in2068: f32, %in2069: f32, %out2070: f32):
      %s2071 = arith.mulf %in2068, %in2069 : f32
      linalg.yield %s2071 : f32
    } -> tensor<2x16x64xf32> loc("backward.bert.encoder.layer.1.attention.output.LayerNorm")
    %t2073 = tensor.empty() : tensor<2x16x64xf32> loc("backward.bert.encoder.layer.1.attention.output.LayerNorm")
    %t2078 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t2072 : tensor<2x16x64xf32>) outs(%t2073 : tensor<2x16x64xf32>) {
    ^bb0(%in2074: f32, %out2075: f32):
      %s2076 = arith.constant 6.400000000e+01 : f32
      %s2077 = arith.mulf %in2074, %s2076 : f32
      linalg.yield %s2077 : f32
    } -> tensor<2x16x64xf32> loc("backward.bert.encoder.layer.1.attention.output.LayerNorm")
    %t2079 = tensor.empty() : tensor<2x16xf32> loc("backward.bert.encoder.layer.1.attention.output.LayerNorm")
    %c2080 = arith.constant 0.000000000e+00 : f32 loc("backward.bert.encoder.layer.1.attention.output.LayerNorm")
    %t2081 = linalg.fill ins(%c2080 : f32) outs(%t2079 : tensor<2x16xf32>) -> tensor<2x16xf32> loc("backward.bert.encoder.layer.1.attention.output.LayerNorm")
    %t2085 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t2072 : tensor<2x16x64xf32>) outs(%t2081 : tensor<2x16xf32>) {
    ^bb0(%in2082: f32, %out2083: f32):
      %s2084 = arith.addf %out2083, %in2082 : f32
      linalg.yield %s2084 : f32
    } -> tensor<2x16xf32> loc("backward.bert.encoder.layer.1.attention.output.LayerNorm")
    %t2086 = tensor.expand_shape %t2085 [[0], [1, 2]] output_shape [2, 16, 1] : tensor<2x16xf32> into tensor<2x16x1xf32> loc("backward.bert.encoder.layer.1.attention.output.LayerNorm")
    %t2087 = tensor.empty() : tensor<2x16x64xf32> loc("backward.bert.encoder.layer.1.attention.output.LayerNorm")
    %t2092 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t2072, %t2066 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t2087 : tensor<2x16x64xf32>) {
    ^bb0(%in2088: f32, %in2089: f32, %out2090: f32):
      %s2091 = arith.mulf %in2088, %in2089 : f32
      linalg.yield %s2091 : f32
    } -> tensor<2x16x64xf32> loc("backward.bert.encoder.layer.1.attention.output.LayerNorm")
    %t2093 = tensor.empty() : tensor<2x16xf32> loc("backward.bert.encoder.layer.1.attention.output.LayerNorm")
    %c2094 = arith.constant 0.000000000e+00 : f32 loc("backward.bert.encoder.layer.1.attention.output.LayerNorm")
    %t2095 = linalg.fill ins(%c2094 : f32) outs(%t2093 : tensor<2x16xf32>) -> tensor<2x16xf32> loc("backward.bert.encoder.layer.1.attention.output.LayerNorm")
    %t2099 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t2092 : tensor<2x16x64xf32>) outs(%t2095 : tensor<2x16xf32>) {
    ^bb0(%in2096: f32, %out2097: f32):
      %s2098 = arith.addf %out2097, %in2096 : f32
      linalg.yield %s2098 : f32
    } -> tensor<2x16xf32> loc("backward.bert.encoder.layer.1.attention.output.LayerNorm")
    %t2100 = tensor.expand_shape %t2099 [[0], [1, 2]] output_shape [2, 16, 1] : tensor<2x16xf32> into tensor<2x16x1xf32> loc("backward.bert.encoder.layer.1.attention.output.LayerNorm")
    %t2101 = tensor.empty() : tensor<2x16x64xf32> loc("backward.bert.encoder.layer.1.attention.output.LayerNorm")
    %t2106 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t2066, %t2100 : tensor<2x16x64xf32>, tensor<2x16x1xf32>) outs(%t2101 : tensor<2x16x64xf32>) {
    ^bb0(%in2102: f32, %in2103: f32, %out2104: f32):
      %s2105 = arith.mulf %in2102, %in2103 : f32
      linalg.yield %s2105 : f32
    } -> tensor<2x16x64xf32> loc("backward.bert.encoder.layer.1.attention.output.LayerNorm")
    %t2107 = tensor.empty() : tensor<2x16x64xf32> loc("backward.bert.encoder.layer.1.attention.output.LayerNorm")
    %t2112 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t2078, %t2086 : tensor<2x16x64xf32>, tensor<2x16x1xf32>) outs(%t2107 : tensor<2x16x64xf32>) {
    ^bb0(%in2108: f32, %in2109: f32, %out2110: f32):
      %s2111 = arith.subf %in2108, %in2109 : f32
      linalg.yield %s2111 : f32
    } -> tensor<2x16x64xf32> loc("backward.bert.encoder.layer.1.attention.output.LayerNorm")
    %t2113 = tensor.empty() : tensor<2x16x64xf32> loc("backward.bert.encoder.layer.1.attention.output.LayerNorm")
    %t2118 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t2112, %t2106 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t2113 : tensor<2x16x64xf32>) {
    ^bb0(%in2114: f32, %in2115: f32, %out2116: f32):
      %s2117 = arith.subf %in2114, %in2115 : f32
      linalg.yield %s2117 : f32
    } -> tensor<2x16x64xf32> loc("backward.bert.encoder.layer.1.attention.output.LayerNorm")
    %t2119 = tensor.empty() : tensor<2x16x1xf32> loc("backward.bert.encoder.layer.1.attention.output.LayerNorm")
    %t2124 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1031 : tensor<2x16x1xf32>) outs(%t2119 : tensor<2x16x1xf32>) {
    ^bb0(%in2120: f32, %out2121: f32):
      %s2122 = arith.constant 6.400000000e+01 : f32
      %s2123 = arith.divf %in2120, %s2122 : f32
      linalg.yield %s2123 : f32
    } -> tensor<2x16x1xf32> loc("backward.bert.encoder.layer.1.attention.output.LayerNorm")
    %t2125 = tensor.empty() : tensor<2x16x64xf32> loc("backward.bert.encoder.layer.1.attention.output.LayerNorm")
    %t2130 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t2124, %t2118 : tensor<2x16x1xf32>, tensor<2x16x64xf32>) outs(%t2125 : tensor<2x16x64xf32>) {
    ^bb0(%in2126: f32, %in2127: f32, %out2128: f32):
      %s2129 = arith.mulf %in2126, %in2127 : f32
      linalg.yield %s2129 : f32
    } -> tensor<2x16x64xf32> loc("backward.bert.encoder.layer.1.attention.output.LayerNorm")
    %t2131 = tensor.empty() : tensor<2x16x64xf32> loc("backward.bert.encoder.layer.1.attention.output.LayerNorm")
    %t2136 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t2054, %t2066 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t2131 : tensor<2x16x64xf32>) {
    ^bb0(%in2132: f32, %in2133: f32, %out2134: f32):
      %s2135 = arith.mulf %in2132, %in2133 : f32
      linalg.yield %s2135 : f32
    } -> tensor<2x16x64xf32> loc("backward.bert.encoder.layer.1.attention.output.LayerNorm")
    %t2137 = tensor.empty() : tensor<64xf32> loc("backward.bert.encoder.layer.1.attention.output.LayerNorm")
    %c2138 = arith.constant 0.000000000e+00 : f32 loc("backward.bert.encoder.layer.1.attention.output.LayerNorm")
    %t2139 = linalg.fill ins(%c2138 : f32) outs(%t2137 : tensor<64xf32>) -> tensor<64xf32> loc("backward.bert.encoder.layer.1.attention.output.LayerNorm")
    %t2143 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%t2136 : tensor<2x16x64xf32>) outs(%t2139 : tensor<64xf32>) {
    ^bb0(%in2140: f32, %out2141: f32):
      %s2142 = arith.addf %out2141, %in2140 : f32
      linalg.yield %s2142 : f32
    } -> tensor<64xf32> loc("backward.bert.encoder.layer.1.attention.output.LayerNorm")
    %t2144 = tensor.empty() : tensor<64xf32> loc("backward.bert.encoder.layer.1.attention.output.LayerNorm")
    %c2145 = arith.constant 0.000000000e+00 : f32 loc("backward.bert.encoder.layer.1.attention.output.LayerNorm")
    %t2146 = linalg.fill ins(%c2145 : f32) outs(%t2144 : tensor<64xf32>) -> tensor<64xf32> loc("backward.bert.encoder.layer.1.attention.output.LayerNorm")
    %t2150 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%t2054 : tensor<2x16x64xf32>) outs(%t2146 : tensor<64xf32>) {
    ^bb0(%in2147: f32, %out2148: f32):
      %s2149 = arith.addf %out2148, %in2147 : f32
      linalg.yield %s2149 : f32
    } -> tensor<64xf32> loc("backward.bert.encoder.layer.1.attention.output.LayerNorm")
    %t2151 = tensor.empty() : tensor<2x16x64xf32> loc("backward.bert.encoder.layer.1.attention.output.dropout")
    %t2155 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t970 : tensor<2x16x64xi1>) outs(%t2151 : tensor<2x16x64xf32>) {
    ^bb0(%in2152: i1, %out2153: f32):
      %s2154 = arith.uitofp %in2152 : i1 to f32
      linalg.yield %s2154 : f32
    } -> tensor<2x16x64xf32> loc("backward.bert.encoder.layer.1.attention.output.dropout")
    %t2156 = tensor.empty() : tensor<2x16x64xf32> loc("backward.bert.encoder.layer.1.attention.output.dropout")
    %t2161 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t2155 : tensor<2x16x64xf32>) outs(%t2156 : tensor<2x16x64xf32>) {
    ^bb0(%in2157: f32, %out2158: f32):
      %s2159 = arith.constant 1.111111164e+00 : f32
      %s2160 = arith.mulf %in2157, %s2159 : f32
      linalg.yield %s2160 : f32
    } -> tensor<2x16x64xf32> loc("backward.bert.encoder.layer.1.attention.output.dropout")
    %t2162 = tensor.empty() : tensor<2x16x64xf32> loc("backward.bert.encoder.layer.1.attention.output.dropout")
    %t2167 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t2130, %t2161 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t2162 : tensor<2x16x64xf32>) {
    ^bb0(%in2163: f32, %in2164: f32, %out2165: f32):
      %s2166 = arith.mulf %in2163, %in2164 : f32
      linalg.yield %s2166 : f32
    } -> tensor<2x16x64xf32> loc("backward.bert.encoder.layer.1.attention.output.dropout")
    %t2168 = tensor.collapse_shape %t2167 [[0, 1], [2]] : tensor<2x16x64xf32> into tensor<32x64xf32> loc("backward.bert.encoder.layer.1.attention.output.dense")
    %t2169 = tensor.empty() : tensor<64x64xf32> loc("backward.bert.encoder.layer.1.attention.output.dense")
    %t2170 = linalg.transpose ins(%t905 : tensor<64x64xf32>) outs(%t2169 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.bert.encoder.layer.1.attention.output.dense")
    %t2171 = tensor.empty() : tensor<32x64xf32> loc("backward.bert.encoder.layer.1.attention.output.dense")
    %c2172 = arith.constant 0.000000000e+00 : f32 loc("backward.bert.encoder.layer.1.attention.output.dense")
    %t2173 = linalg.fill ins(%c2172 : f32) outs(%t2171 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("backward.bert.encoder.layer.1.attention.output.dense")
    %t2174 = linalg.matmul ins(%t2168, %t2170 : tensor<32x64xf32>, tensor<64x64xf32>) outs(%t2173 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("backward.bert.encoder.layer.1.attention.output.dense")
    %t2175 = tensor.empty() : tensor<64x32xf32> loc("backward.bert.encoder.layer.1.attention.output.dense")
    %t2176 = linalg.transpose ins(%t2168 : tensor<32x64xf32>) outs(%t2175 : tensor<64x32xf32>) permutation = [1, 0] loc("backward.bert.encoder.layer.1.attention.output.dense")
    %t2177 = tensor.empty() : tensor<64x64xf32> loc("backward.bert.encoder.layer.1.attention.output.dense")
    %c2178 = arith.constant 0.000000000e+00 : f32 loc("backward.bert.encoder.layer.1.attention.output.dense")
    %t2179 = linalg.fill ins(%c2178 : f32) outs(%t2177 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.bert.encoder.layer.1.attention.output.dense")
    %t2180 = linalg.matmul ins(%t2176, %t903 : tensor<64x32xf32>, tensor<32x64xf32>) outs(%t2179 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.bert.encoder.layer.1.attention.output.dense")
    %t2181 = tensor.empty() : tensor<64x64xf32> loc("backward.bert.encoder.layer.1.attention.output.dense")
    %t2182 = linalg.transpose ins(%t2180 : tensor<64x64xf32>) outs(%t2181 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.bert.encoder.layer.1.attention.output.dense")
    %t2183 = tensor.empty() : tensor<64xf32> loc("backward.bert.encoder.layer.1.attention.output.dense")
    %c2184 = arith.constant 0.000000000e+00 : f32 loc("backward.bert.encoder.layer.1.attention.output.dense")
    %t2185 = linalg.fill ins(%c2184 : f32) outs(%t2183 : tensor<64xf32>) -> tensor<64xf32> loc("backward.bert.encoder.layer.1.attention.output.dense")
    %t2189 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%t2168 : tensor<32x64xf32>) outs(%t2185 : tensor<64xf32>) {
    ^bb0(%in2186: f32, %out2187: f32):
      %s2188 = arith.addf %out2187, %in2186 : f32
      linalg.yield %s2188 : f32
    } -> tensor<64xf32> loc("backward.bert.encoder.layer.1.attention.output.dense")
    %t2190 = tensor.expand_shape %t2189 [[0, 1]] output_shape [1, 64] : tensor<64xf32> into tensor<1x64xf32> loc("backward.bert.encoder.layer.1.attention.output.dense")
    %t2191 = tensor.collapse_shape %t2190 [[0, 1]] : tensor<1x64xf32> into tensor<64xf32> loc("backward.bert.encoder.layer.1.attention.output.dense")
    %t2192 = tensor.empty() : tensor<64x64xf32> loc("backward.bert.encoder.layer.1.attention.output.dense")
    %t2193 = linalg.transpose ins(%t2182 : tensor<64x64xf32>) outs(%t2192 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.bert.encoder.layer.1.attention.output.dense")
    %t2194 = tensor.expand_shape %t2174 [[0, 1], [2]] output_shape [2, 16, 64] : tensor<32x64xf32> into tensor<2x16x64xf32> loc("backward.bert.encoder.layer.1.attention.output.dense")
    %t2195 = tensor.expand_shape %t2194 [[0], [1], [2, 3]] output_shape [2, 16, 4, 16] : tensor<2x16x64xf32> into tensor<2x16x4x16xf32> loc("backward.bert.encoder.layer.1.attention.self")
    %t2196 = tensor.empty() : tensor<2x4x16x16xf32> loc("backward.bert.encoder.layer.1.attention.self")
    %t2197 = linalg.transpose ins(%t2195 : tensor<2x16x4x16xf32>) outs(%t2196 : tensor<2x4x16x16xf32>) permutation = [0, 2, 1, 3] loc("backward.bert.encoder.layer.1.attention.self")
    %t2198 = tensor.collapse_shape %t2197 [[0, 1], [2], [3]] : tensor<2x4x16x16xf32> into tensor<8x16x16xf32> loc("backward.bert.encoder.layer.1.attention.self")
    %t2199 = tensor.empty() : tensor<8x16x16xf32> loc("backward.bert.encoder.layer.1.attention.self")
    %t2200 = linalg.transpose ins(%t893 : tensor<8x16x16xf32>) outs(%t2199 : tensor<8x16x16xf32>) permutation = [0, 2, 1] loc("backward.bert.encoder.layer.1.attention.self")
    %t2201 = tensor.empty() : tensor<8x16x16xf32> loc("backward.bert.encoder.layer.1.attention.self")
    %c2202 = arith.constant 0.000000000e+00 : f32 loc("backward.bert.encoder.layer.1.attention.self")
    %t2203 = linalg.fill ins(%c2202 : f32) outs(%t2201 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32> loc("backward.bert.encoder.layer.1.attention.self")
    %t2204 = linalg.batch_matmul ins(%t2200, %t2198 : tensor<8x16x16xf32>, tensor<8x16x16xf32>) outs(%t2203 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32> loc("backward.bert.encoder.layer.1.attention.self")
    %t2205 = tensor.empty() : tensor<8x16x16xf32> loc("backward.bert.encoder.layer.1.attention.self")
    %t2206 = linalg.transpose ins(%t894 : tensor<8x16x16xf32>) outs(%t2205 : tensor<8x16x16xf32>) permutation = [0, 2, 1] loc("backward.bert.encoder.layer.1.attention.self")
    %t2207 = tensor.empty() : tensor<8x16x16xf32> loc("backward.bert.encoder.layer.1.attention.self")
    %c2208 = arith.constant 0.000000000e+00 : f32 loc("backward.bert.encoder.layer.1.attention.self")
    %t2209 = linalg.fill ins(%c2208 : f32) outs(%t2207 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32> loc("backward.bert.encoder.layer.1.attention.self")
    %t2210 = linalg.batch_matmul ins(%t2198, %t2206 : tensor<8x16x16xf32>, tensor<8x16x16xf32>) outs(%t2209 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32> loc("backward.bert.encoder.layer.1.attention.self")
    %t2211 = tensor.expand_shape %t2204 [[0, 1], [2], [3]] output_shape [2, 4, 16, 16] : tensor<8x16x16xf32> into tensor<2x4x16x16xf32> loc("backward.bert.encoder.layer.1.attention.self")
    %t2212 = tensor.expand_shape %t2210 [[0, 1], [2], [3]] output_shape [2, 4, 16, 16] : tensor<8x16x16xf32> into tensor<2x4x16x16xf32> loc("backward.bert.encoder.layer.1.attention.self")
    %t2213 = tensor.empty() : tensor<2x4x16x16xf32> loc("backward.bert.encoder.layer.1.attention.self")
    %t2217 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t883 : tensor<2x4x16x16xi1>) outs(%t2213 : tensor<2x4x16x16xf32>) {
    ^bb0(%in2214: i1, %out2215: f32):
      %s2216 = arith.uitofp %in2214 : i1 to f32
      linalg.yield %s2216 : f32
    } -> tensor<2x4x16x16xf32> loc("backward.bert.encoder.layer.1.attention.self")
    %t2218 = tensor.empty() : tensor<2x4x16x16xf32> loc("backward.bert.encoder.layer.1.attention.self")
    %t2223 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2217 : tensor<2x4x16x16xf32>) outs(%t2218 : tensor<2x4x16x16xf32>) {
    ^bb0(%in2219: f32, %out2220: f32):
      %s2221 = arith.constant 1.111111164e+00 : f32
      %s2222 = arith.mulf %in2219, %s2221 : f32
      linalg.yield %s2222 : f32
    } -> tensor<2x4x16x16xf32> loc("backward.bert.encoder.layer.1.attention.self")
    %t2224 = tensor.empty() : tensor<2x4x16x16xf32> loc("backward.bert.encoder.layer.1.attention.self")
    %t2229 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2212, %t2223 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%t2224 : tensor<2x4x16x16xf32>) {
    ^bb0(%in2225: f32, %in2226: f32, %out2227: f32):
      %s2228 = arith.mulf %in2225, %in2226 : f32
      linalg.yield %s2228 : f32
    } -> tensor<2x4x16x16xf32> loc("backward.bert.encoder.layer.1.attention.self")
    %t2230 = tensor.empty() : tensor<2x4x16x16xf32> loc("backward.bert.encoder.layer.1.attention.self")
    %t2235 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2229, %t819 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%t2230 : tensor<2x4x16x16xf32>) {
    ^bb0(%in2231: f32, %in2232: f32, %out2233: f32):
      %s2234 = arith.mulf %in2231, %in2232 : f32
      linalg.yield %s2234 : f32
    } -> tensor<2x4x16x16xf32> loc("backward.bert.encoder.layer.1.attention.self")
    %t2236 = tensor.empty() : tensor<2x4x16xf32> loc("backward.bert.encoder.layer.1.attention.self")
    %c2237 = arith.constant 0.000000000e+00 : f32 loc("backward.bert.encoder.layer.1.attention.self")
    %t2238 = linalg.fill ins(%c2237 : f32) outs(%t2236 : tensor<2x4x16xf32>) -> tensor<2x4x16xf32> loc("backward.bert.encoder.layer.1.attention.self")
    %t2242 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%t2235 : tensor<2x4x16x16xf32>) outs(%t2238 : tensor<2x4x16xf32>) {
    ^bb0(%in2239: f32, %out2240: f32):
      %s2241 = arith.addf %out2240, %in2239 : f32
      linalg.yield %s2241 : f32
    } -> tensor<2x4x16xf32> loc("backward.bert.encoder.layer.1.attention.self")
    %t2243 = tensor.expand_shape %t2242 [[0], [1], [2, 3]] output_shape [2, 4, 16, 1] : tensor<2x4x16xf32> into tensor<2x4x16x1xf32> loc("backward.bert.encoder.layer.1.attention.self")
    %t2244 = tensor.empty() : tensor<2x4x16x16xf32> loc("backward.bert.encoder.layer.1.attention.self")
    %t2249 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t819, %t2243 : tensor<2x4x16x16xf32>, tensor<2x4x16x1xf32>) outs(%t2244 : tensor<2x4x16x16xf32>) {
    ^bb0(%in2245: f32, %in2246: f32, %out2247: f32):
      %s2248 = arith.mulf %in2245, %in2246 : f32
      linalg.yield %s2248 : f32
    } -> tensor<2x4x16x16xf32> loc("backward.bert.encoder.layer.1.attention.self")
    %t2250 = tensor.empty() : tensor<2x4x16x16xf32> loc("backward.bert.encoder.layer.1.attention.self")
    %t2255 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2235, %t2249 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%t2250 : tensor<2x4x16x16xf32>) {
    ^bb0(%in2251: f32, %in2252: f32, %out2253: f32):
      %s2254 = arith.subf %in2251, %in2252 : f32
      linalg.yield %s2254 : f32
    } -> tensor<2x4x16x16xf32> loc("backward.bert.encoder.layer.1.attention.self")
    %cst2256 = arith.constant dense<0.000000000e+00> : tensor<f32> loc("backward.bert.encoder.layer.1.attention.self")
    %t2257 = tensor.empty() : tensor<2x4x16x16xf32> loc("backward.bert.encoder.layer.1.attention.self")
    %t2263 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t782, %cst2256, %t2255 : tensor<2x1x16x16xi1>, tensor<f32>, tensor<2x4x16x16xf32>) outs(%t2257 : tensor<2x4x16x16xf32>) {
    ^bb0(%in2258: i1, %in2259: f32, %in2260: f32, %out2261: f32):
      %s2262 = arith.select %in2258, %in2259, %in2260 : f32
      linalg.yield %s2262 : f32
    } -> tensor<2x4x16x16xf32> loc("backward.bert.encoder.layer.1.attention.self")
    %t2264 = tensor.empty() : tensor<2x4x16x16xf32> loc("backward.bert.encoder.layer.1.attention.self")
    %t2269 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2263 : tensor<2x4x16x16xf32>) outs(%t2264 : tensor<2x4x16x16xf32>) {
    ^bb0(%in2265: f32, %out2266: f32):
      %s2267 = arith.constant 2.500000000e-01 : f32
      %s2268 = arith.mulf %in2265, %s2267 : f32
      linalg.yield %s2268 : f32
    } -> tensor<2x4x16x16xf32> loc("backward.bert.encoder.layer.1.attention.self")
    %t2270 = tensor.collapse_shape %t2269 [[0, 1], [2], [3]] : tensor<2x4x16x16xf32> into tensor<8x16x16xf32> loc("backward.bert.encoder.layer.1.attention.self")
    %t2271 = tensor.empty() : tensor<8x16x16xf32> loc("backward.bert.encoder.layer.1.attention.self")
    %t2272 = linalg.transpose ins(%t764 : tensor<8x16x16xf32>) outs(%t2271 : tensor<8x16x16xf32>) permutation = [0, 2, 1] loc("backward.bert.encoder.layer.1.attention.self")
    %t2273 = tensor.empty() : tensor<8x16x16xf32> loc("backward.bert.encoder.layer.1.attention.self")
    %c2274 = arith.constant 0.000000000e+00 : f32 loc("backward.bert.encoder.layer.1.attention.self")
    %t2275 = linalg.fill ins(%c2274 : f32) outs(%t2273 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32> loc("backward.bert.encoder.layer.1.attention.self")
    %t2276 = linalg.batch_matmul ins(%t2272, %t2270 : tensor<8x16x16xf32>, tensor<8x16x16xf32>) outs(%t2275 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32> loc("backward.bert.encoder.layer.1.attention.self")
    %t2277 = tensor.empty() : tensor<8x16x16xf32> loc("backward.bert.encoder.layer.1.attention.self")
    %t2278 = linalg.transpose ins(%t765 : tensor<8x16x16xf32>) outs(%t2277 : tensor<8x16x16xf32>) permutation = [0, 2, 1] loc("backward.bert.encoder.layer.1.attention.self")
    %t2279 = tensor.empty() : tensor<8x16x16xf32> loc("backward.bert.encoder.layer.1.attention.self")
    %c2280 = arith.constant 0.000000000e+00 : f32 loc("backward.bert.encoder.layer.1.attention.self")
    %t2281 = linalg.fill ins(%c2280 : f32) outs(%t2279 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32> loc("backward.bert.encoder.layer.1.attention.self")
    %t2282 = linalg.batch_matmul ins(%t2270, %t2278 : tensor<8x16x16xf32>, tensor<8x16x16xf32>) outs(%t2281 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32> loc("backward.bert.encoder.layer.1.attention.self")
    %t2283 = tensor.expand_shape %t2276 [[0, 1], [2], [3]] output_shape [2, 4, 16, 16] : tensor<8x16x16xf32> into tensor<2x4x16x16xf32> loc("backward.bert.encoder.layer.1.attention.self")
    %t2284 = tensor.expand_shape %t2282 [[0, 1], [2], [3]] output_shape [2, 4, 16, 16] : tensor<8x16x16xf32> into tensor<2x4x16x16xf32> loc("backward.bert.encoder.layer.1.attention.self")
    %t2285 = tensor.empty() : tensor<2x4x16x16xf32> loc("backward.bert.encoder.layer.1.attention.self")
    %t2286 = linalg.transpose ins(%t2283 : tensor<2x4x16x16xf32>) outs(%t2285 : tensor<2x4x16x16xf32>) permutation = [0, 1, 3, 2] loc("backward.bert.encoder.layer.1.attention.self")
    %t2287 = tensor.empty() : tensor<2x16x4x16xf32> loc("backward.bert.encoder.layer.1.attention.self")
    %t2288 = linalg.transpose ins(%t2211 : tensor<2x4x16x16xf32>) outs(%t2287 : tensor<2x16x4x16xf32>) permutation = [0, 2, 1, 3] loc("backward.bert.encoder.layer.1.attention.self")
    %t2289 = tensor.collapse_shape %t2288 [[0], [1], [2, 3]] : tensor<2x16x4x16xf32> into tensor<2x16x64xf32> loc("backward.bert.encoder.layer.1.attention.self")
    %t2290 = tensor.collapse_shape %t2289 [[0, 1], [2]] : tensor<2x16x64xf32> into tensor<32x64xf32> loc("backward.bert.encoder.layer.1.attention.self.value")
    %t2291 = tensor.empty() : tensor<64x64xf32> loc("backward.bert.encoder.layer.1.attention.self.value")
    %t2292 = linalg.transpose ins(%t752 : tensor<64x64xf32>) outs(%t2291 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.bert.encoder.layer.1.attention.self.value")
    %t2293 = tensor.empty() : tensor<32x64xf32> loc("backward.bert.encoder.layer.1.attention.self.value")
    %c2294 = arith.constant 0.000000000e+00 : f32 loc("backward.bert.encoder.layer.1.attention.self.value")
    %t2295 = linalg.fill ins(%c2294 : f32) outs(%t2293 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("backward.bert.encoder.layer.1.attention.self.value")
    %t2296 = linalg.matmul ins(%t2290, %t2292 : tensor<32x64xf32>, tensor<64x64xf32>) outs(%t2295 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("backward.bert.encoder.layer.1.attention.self.value")
    %t2297 = tensor.empty() : tensor<64x32xf32> loc("backward.bert.encoder.layer.1.attention.self.value")
    %t2298 = linalg.transpose ins(%t2290 : tensor<32x64xf32>) outs(%t2297 : tensor<64x32xf32>) permutation = [1, 0] loc("backward.bert.encoder.layer.1.attention.self.value")
    %t2299 = tensor.empty() : tensor<64x64xf32> loc("backward.bert.encoder.layer.1.attention.self.value")
    %c2300 = arith.constant 0.000000000e+00 : f32 loc("backward.bert.encoder.layer.1.attention.self.value")
    %t2301 = linalg.fill ins(%c2300 : f32) outs(%t2299 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.bert.encoder.layer.1.attention.self.value")
    %t2302 = linalg.matmul ins(%t2298, %t750 : tensor<64x32xf32>, tensor<32x64xf32>) outs(%t2301 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.bert.encoder.layer.1.attention.self.value")
    %t2303 = tensor.empty() : tensor<64x64xf32> loc("backward.bert.encoder.layer.1.attention.self.value")
    %t2304 = linalg.transpose ins(%t2302 : tensor<64x64xf32>) outs(%t2303 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.bert.encoder.layer.1.attention.self.value")
    %t2305 = tensor.empty() : tensor<64xf32> loc("backward.bert.encoder.layer.1.attention.self.value")
    %c2306 = arith.constant 0.000000000e+00 : f32 loc("backward.bert.encoder.layer.1.attention.self.value")
    %t2307 = linalg.fill ins(%c2306 : f32) outs(%t2305 : tensor<64xf32>) -> tensor<64xf32> loc("backward.bert.encoder.layer.1.attention.self.value")
    %t2311 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%t2290 : tensor<32x64xf32>) outs(%t2307 : tensor<64xf32>) {
    ^bb0(%in2308: f32, %out2309: f32):
      %s2310 = arith.addf %out2309, %in2308 : f32
      linalg.yield %s2310 : f32
    } -> tensor<64xf32> loc("backward.bert.encoder.layer.1.attention.self.value")
    %t2312 = tensor.expand_shape %t2311 [[0, 1]] output_shape [1, 64] : tensor<64xf32> into tensor<1x64xf32> loc("backward.bert.encoder.layer.1.attention.self.value")
    %t2313 = tensor.collapse_shape %t2312 [[0, 1]] : tensor<1x64xf32> into tensor<64xf32> loc("backward.bert.encoder.layer.1.attention.self.value")
    %t2314 = tensor.empty() : tensor<64x64xf32> loc("backward.bert.encoder.layer.1.attention.self.value")
    %t2315 = linalg.transpose ins(%t2304 : tensor<64x64xf32>) outs(%t2314 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.bert.encoder.layer.1.attention.self.value")
    %t2316 = tensor.expand_shape %t2296 [[0, 1], [2]] output_shape [2, 16, 64] : tensor<32x64xf32> into tensor<2x16x64xf32> loc("backward.bert.encoder.layer.1.attention.self.value")
    %t2317 = tensor.empty() : tensor<2x16x64xf32> loc("backward.add_13")
    %t2322 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t2130, %t2316 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t2317 : tensor<2x16x64xf32>) {
    ^bb0(%in2318: f32, %in2319: f32, %out2320: f32):
      %s2321 = arith.addf %in2318, %in2319 : f32
      linalg.yield %s2321 : f32
    } -> tensor<2x16x64xf32> loc("backward.add_13")
    %t2323 = tensor.empty() : tensor<2x16x4x16xf32> loc("backward.bert.encoder.layer.1.attention.self")
    %t2324 = linalg.transpose ins(%t2286 : tensor<2x4x16x16xf32>) outs(%t2323 : tensor<2x16x4x16xf32>) permutation = [0, 2, 1, 3] loc("backward.bert.encoder.layer.1.attention.self")
    %t2325 = tensor.collapse_shape %t2324 [[0], [1], [2, 3]] : tensor<2x16x4x16xf32> into tensor<2x16x64xf32> loc("backward.bert.encoder.layer.1.attention.self")
    %t2326 = tensor.collapse_shape %t2325 [[0, 1], [2]] : tensor<2x16x64xf32> into tensor<32x64xf32> loc("backward.bert.encoder.layer.1.attention.self.key")
    %t2327 = tensor.empty() : tensor<64x64xf32> loc("backward.bert.encoder.layer.1.attention.self.key")
    %t2328 = linalg.transpose ins(%t740 : tensor<64x64xf32>) outs(%t2327 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.bert.encoder.layer.1.attention.self.key")
    %t2329 = tensor.empty() : tensor<32x64xf32> loc("backward.bert.encoder.layer.1.attention.self.key")
    %c2330 = arith.constant 0.000000000e+00 : f32 loc("backward.bert.encoder.layer.1.attention.self.key")
    %t2331 = linalg.fill ins(%c2330 : f32) outs(%t2329 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("backward.bert.encoder.layer.1.attention.self.key")
    %t2332 = linalg.matmul ins(%t2326, %t2328 : tensor<32x64xf32>, tensor<64x64xf32>) outs(%t2331 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("backward.bert.encoder.layer.1.attention.self.key")
    %t2333 = tensor.empty() : tensor<64x32xf32> loc("backward.bert.encoder.layer.1.attention.self.key")
    %t2334 = linalg.transpose ins(%t2326 : tensor<32x64xf32>) outs(%t2333 : tensor<64x32xf32>) permutation = [1, 0] loc("backward.bert.encoder.layer.1.attention.self.key")
    %t2335 = tensor.empty() : tensor<64x64xf32> loc("backward.bert.encoder.layer.1.attention.self.key")
    %c2336 = arith.constant 0.000000000e+00 : f32 loc("backward.bert.encoder.layer.1.attention.self.key")
    %t2337 = linalg.fill ins(%c2336 : f32) outs(%t2335 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.bert.encoder.layer.1.attention.self.key")
    %t2338 = linalg.matmul ins(%t2334, %t738 : tensor<64x32xf32>, tensor<32x64xf32>) outs(%t2337 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.bert.encoder.layer.1.attention.self.key")
    %t2339 = tensor.empty() : tensor<64x64xf32> loc("backward.bert.encoder.layer.1.attention.self.key")
    %t2340 = linalg.transpose ins(%t2338 : tensor<64x64xf32>) outs(%t2339 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.bert.encoder.layer.1.attention.self.key")
    %t2341 = tensor.empty() : tensor<64xf32> loc("backward.bert.encoder.layer.1.attention.self.key")
    %c2342 = arith.constant 0.000000000e+00 : f32 loc("backward.bert.encoder.layer.1.attention.self.key")
    %t2343 = linalg.fill ins(%c2342 : f32) outs(%t2341 : tensor<64xf32>) -> tensor<64xf32> loc("backward.bert.encoder.layer.1.attention.self.key")
    %t2347 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%t2326 : tensor<32x64xf32>) outs(%t2343 : tensor<64xf32>) {
    ^bb0(%in2344: f32, %out2345: f32):
      %s2346 = arith.addf %out2345, %in2344 : f32
      linalg.yield %s2346 : f32
    } -> tensor<64xf32> loc("backward.bert.encoder.layer.1.attention.self.key")
    %t2348 = tensor.expand_shape %t2347 [[0, 1]] output_shape [1, 64] : tensor<64xf32> into tensor<1x64xf32> loc("backward.bert.encoder.layer.1.attention.self.key")
    %t2349 = tensor.collapse_shape %t2348 [[0, 1]] : tensor<1x64xf32> into tensor<64xf32> loc("backward.bert.encoder.layer.1.attention.self.key")
    %t2350 = tensor.empty() : tensor<64x64xf32> loc("backward.bert.encoder.layer.1.attention.self.key")
    %t2351 = linalg.transpose ins(%t2340 : tensor<64x64xf32>) outs(%t2350 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.bert.encoder.layer.1.attention.self.key")
    %t2352 = tensor.expand_shape %t2332 [[0, 1], [2]] output_shape [2, 16, 64] : tensor<32x64xf32> into tensor<2x16x64xf32> loc("backward.bert.encoder.layer.1.attention.self.key")
    %t2353 = tensor.empty() : tensor<2x16x64xf32> loc("backward.add_14")
    %t2358 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t2322, %t2352 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t2353 : tensor<2x16x64xf32>) {
    ^bb0(%in2354: f32, %in2355: f32, %out2356: f32):
      %s2357 = arith.addf %in2354, %in2355 : f32
      linalg.yield %s2357 : f32
    } -> tensor<2x16x64xf32> loc("backward.add_14")
    %t2359 = tensor.empty() : tensor<2x16x4x16xf32> loc("backward.bert.encoder.layer.1.attention.self")
    %t2360 = linalg.transpose ins(%t2284 : tensor<2x4x16x16xf32>) outs(%t2359 : tensor<2x16x4x16xf32>) permutation = [0, 2, 1, 3] loc("backward.bert.encoder.layer.1.attention.self")
    %t2361 = tensor.collapse_shape %t2360 [[0], [1], [2, 3]] : tensor<2x16x4x16xf32> into tensor<2x16x64xf32> loc("backward.bert.encoder.layer.1.attention.self")
    %t2362 = tensor.collapse_shape %t2361 [[0, 1], [2]] : tensor<2x16x64xf32> into tensor<32x64xf32> loc("backward.bert.encoder.layer.1.attention.self.query")
    %t2363 = tensor.empty() : tensor<64x64xf32> loc("backward.bert.encoder.layer.1.attention.self.query")
    %t2364 = linalg.transpose ins(%t728 : tensor<64x64xf32>) outs(%t2363 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.bert.encoder.layer.1.attention.self.query")
    %t2365 = tensor.empty() : tensor<32x64xf32> loc("backward.bert.encoder.layer.1.attention.self.query")
    %c2366 = arith.constant 0.000000000e+00 : f32 loc("backward.bert.encoder.layer.1.attention.self.query")
    %t2367 = linalg.fill ins(%c2366 : f32) outs(%t2365 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("backward.bert.encoder.layer.1.attention.self.query")
    %t2368 = linalg.matmul ins(%t2362, %t2364 : tensor<32x64xf32>, tensor<64x64xf32>) outs(%t2367 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("backward.bert.encoder.layer.1.attention.self.query")
    %t2369 = tensor.empty() : tensor<64x32xf32> loc("backward.bert.encoder.layer.1.attention.self.query")
    %t2370 = linalg.transpose ins(%t2362 : tensor<32x64xf32>) outs(%t2369 : tensor<64x32xf32>) permutation = [1, 0] loc("backward.bert.encoder.layer.1.attention.self.query")
    %t2371 = tensor.empty() : tensor<64x64xf32> loc("backward.bert.encoder.layer.1.attention.self.query")
    %c2372 = arith.constant 0.000000000e+00 : f32 loc("backward.bert.encoder.layer.1.attention.self.query")
    %t2373 = linalg.fill ins(%c2372 : f32) outs(%t2371 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.bert.encoder.layer.1.attention.self.query")
    %t2374 = linalg.matmul ins(%t2370, %t726 : tensor<64x32xf32>, tensor<32x64xf32>) outs(%t2373 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.bert.encoder.layer.1.attention.self.query")
    %t2375 = tensor.empty() : tensor<64x64xf32> loc("backward.bert.encoder.layer.1.attention.self.query")
    %t2376 = linalg.transpose ins(%t2374 : tensor<64x64xf32>) outs(%t2375 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.bert.encoder.layer.1.attention.self.query")
    %t2377 = tensor.empty() : tensor<64xf32> loc("backward.bert.encoder.layer.1.attention.self.query")
    %c2378 = arith.constant 0.000000000e+00 : f32 loc("backward.bert.encoder.layer.1.attention.self.query")
    %t2379 = linalg.fill ins(%c2378 : f32) outs(%t2377 : tensor<64xf32>) -> tensor<64xf32> loc("backward.bert.encoder.layer.1.attention.self.query")
    %t2383 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%t2362 : tensor<32x64xf32>) outs(%t2379 : tensor<64xf32>) {
    ^bb0(%in2380: f32, %out2381: f32):
      %s2382 = arith.addf %out2381, %in2380 : f32
      linalg.yield %s2382 : f32
    } -> tensor<64xf32> loc("backward.bert.encoder.layer.1.attention.self.query")
    %t2384 = tensor.expand_shape %t2383 [[0, 1]] output_shape [1, 64] : tensor<64xf32> into tensor<1x64xf32> loc("backward.bert.encoder.layer.1.attention.self.query")
    %t2385 = tensor.collapse_shape %t2384 [[0, 1]] : tensor<1x64xf32> into tensor<64xf32> loc("backward.bert.encoder.layer.1.attention.self.query")
    %t2386 = tensor.empty() : tensor<64x64xf32> loc("backward.bert.encoder.layer.1.attention.self.query")
    %t2387 = linalg.transpose ins(%t2376 : tensor<64x64xf32>) outs(%t2386 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.bert.encoder.layer.1.attention.self.query")
    %t2388 = tensor.expand_shape %t2368 [[0, 1], [2]] output_shape [2, 16, 64] : tensor<32x64xf32> into tensor<2x16x64xf32> loc("backward.bert.encoder.layer.1.attention.self.query")
    %t2389 = tensor.empty() : tensor<2x16x64xf32> loc("backward.add_15")
    %t2394 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t2358, %t2388 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t2389 : tensor<2x16x64xf32>) {
    ^bb0(%in2390: f32, %in2391: f32, %out2392: f32):
      %s2393 = arith.addf %in2390, %in2391 : f32
      linalg.yield %s2393 : f32
    } -> tensor<2x16x64xf32> loc("backward.add_15")
    %t2395 = tensor.empty() : tensor<2x16x64xf32> loc("backward.bert.encoder.layer.0.output.LayerNorm")
    %t2400 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t661, %t675 : tensor<2x16x64xf32>, tensor<2x16x1xf32>) outs(%t2395 : tensor<2x16x64xf32>) {
    ^bb0(%in2396: f32, %in2397: f32, %out2398: f32):
      %s2399 = arith.subf %in2396, %in2397 : f32
      linalg.yield %s2399 : f32
    } -> tensor<2x16x64xf32> loc("backward.bert.encoder.layer.0.output.LayerNorm")
    %t2401 = tensor.empty() : tensor<2x16x64xf32> loc("backward.bert.encoder.layer.0.output.LayerNorm")
    %t2406 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t2400, %t707 : tensor<2x16x64xf32>, tensor<2x16x1xf32>) outs(%t2401 : tensor<2x16x64xf32>) {
    ^bb0(%in2402: f32, %in2403: f32, %out2404: f32):
      %s2405 = arith.mulf %in2402, %in2403 : f32
      linalg.yield %s2405 : f32
    } -> tensor<2x16x64xf32> loc("backward.bert.encoder.layer.0.output.LayerNorm")
    %t2407 = tensor.empty() : tensor<2x16x64xf32> loc("backward.bert.encoder.layer.0.output.LayerNorm")
    %t2412 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t2394, %primals_20 : tensor<2x16x64xf32>, tensor<64xf32>) outs(%t2407 : tensor<2x16x64xf32>) {
    ^bb0(%in2408: f32, %in2409: f32, %out2410: f32):
      %s2411 = arith.mulf %in2408, %in2409 : f32
      linalg.yield %s2411 : f32
    } -> tensor<2x16x64xf32> loc("backward.bert.encoder.layer.0.output.LayerNorm")
    %t2413 = tensor.empty() : tensor<2x16x64xf32> loc("backward.bert.encoder.layer.0.output.LayerNorm")
    %t2418 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t2412 : tensor<2x16x64xf32>) outs(%t2413 : tensor<2x16x64xf32>) {
    ^bb0(%in2414: f32, %out2415: f32):
      %s2416 = arith.constant 6.400000000e+01 : f32
      %s2417 = arith.mulf %in2414, %s2416 : f32
      linalg.yield %s2417 : f32
    } -> tensor<2x16x64xf32> loc("backward.bert.encoder.layer.0.output.LayerNorm")
    %t2419 = tensor.empty() : tensor<2x16xf32> loc("backward.bert.encoder.layer.0.output.LayerNorm")
    %c2420 = arith.constant 0.000000000e+00 : f32 loc("backward.bert.encoder.layer.0.output.LayerNorm")
    %t2421 = linalg.fill ins(%c2420 : f32) outs(%t2419 : tensor<2x16xf32>) -> tensor<2x16xf32> loc("backward.bert.encoder.layer.0.output.LayerNorm")
    %t2425 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t2412 : tensor<2x16x64xf32>) outs(%t2421 : tensor<2x16xf32>) {
    ^bb0(%in2422: f32, %out2423: f32):
      %s2424 = arith.addf %out2423, %in2422 : f32
      linalg.yield %s2424 : f32
    } -> tensor<2x16xf32> loc("backward.bert.encoder.layer.0.output.LayerNorm")
    %t2426 = tensor.expand_shape %t2425 [[0], [1, 2]] output_shape [2, 16, 1] : tensor<2x16xf32> into tensor<2x16x1xf32> loc("backward.bert.encoder.layer.0.output.LayerNorm")
    %t2427 = tensor.empty() : tensor<2x16x64xf32> loc("backward.bert.encoder.layer.0.output.LayerNorm")
    %t2432 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t2412, %t2406 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t2427 : tensor<2x16x64xf32>) {
    ^bb0(%in2428: f32, %in2429: f32, %out2430: f32):
      %s2431 = arith.mulf %in2428, %in2429 : f32
      linalg.yield %s2431 : f32
    } -> tensor<2x16x64xf32> loc("backward.bert.encoder.layer.0.output.LayerNorm")
    %t2433 = tensor.empty() : tensor<2x16xf32> loc("backward.bert.encoder.layer.0.output.LayerNorm")
    %c2434 = arith.constant 0.000000000e+00 : f32 loc("backward.bert.encoder.layer.0.output.LayerNorm")
    %t2435 = linalg.fill ins(%c2434 : f32) outs(%t2433 : tensor<2x16xf32>) -> tensor<2x16xf32> loc("backward.bert.encoder.layer.0.output.LayerNorm")
    %t2439 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t2432 : tensor<2x16x64xf32>) outs(%t2435 : tensor<2x16xf32>) {
    ^bb0(%in2436: f32, %out2437: f32):
      %s2438 = arith.addf %out2437, %in2436 : f32
      linalg.yield %s2438 : f32
    } -> tensor<2x16xf32> loc("backward.bert.encoder.layer.0.output.LayerNorm")
    %t2440 = tensor.expand_shape %t2439 [[0], [1, 2]] output_shape [2, 16, 1] : tensor<2x16xf32> into tensor<2x16x1xf32> loc("backward.bert.encoder.layer.0.output.LayerNorm")
    %t2441 = tensor.empty() : tensor<2x16x64xf32> loc("backward.bert.encoder.layer.0.output.LayerNorm")
    %t2446 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t2406, %t2440 : tensor<2x16x64xf32>, tensor<2x16x1xf32>) outs(%t2441 : tensor<2x16x64xf32>) {
    ^bb0(%in2442: f32, %in2443: f32, %out2444: f32):
      %s2445 = arith.mulf %in2442, %in2443 : f32
      linalg.yield %s2445 : f32
    } -> tensor<2x16x64xf32> loc("backward.bert.encoder.layer.0.output.LayerNorm")
    %t2447 = tensor.empty() : tensor<2x16x64xf32> loc("backward.bert.encoder.layer.0.output.LayerNorm")
    %t2452 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t2418, %t2426 : tensor<2x16x64xf32>, tensor<2x16x1xf32>) outs(%t2447 : tensor<2x16x64xf32>) {
    ^bb0(%in2448: f32, %in2449: f32, %out2450: f32):
      %s2451 = arith.subf %in2448, %in2449 : f32
      linalg.yield %s2451 : f32
    } -> tensor<2x16x64xf32> loc("backward.bert.encoder.layer.0.output.LayerNorm")
    %t2453 = tensor.empty() : tensor<2x16x64xf32> loc("backward.bert.encoder.layer.0.output.LayerNorm")
    %t2458 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t2452, %t2446 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t2453 : tensor<2x16x64xf32>) {
    ^bb0(%in2454: f32, %in2455: f32, %out2456: f32):
      %s2457 = arith.subf %in2454, %in2455 : f32
      linalg.yield %s2457 : f32
    } -> tensor<2x16x64xf32> loc("backward.bert.encoder.layer.0.output.LayerNorm")
    %t2459 = tensor.empty() : tensor<2x16x1xf32> loc("backward.bert.encoder.layer.0.output.LayerNorm")
    %t2464 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t707 : tensor<2x16x1xf32>) outs(%t2459 : tensor<2x16x1xf32>) {
    ^bb0(%in2460: f32, %out2461: f32):
      %s2462 = arith.constant 6.400000000e+01 : f32
      %s2463 = arith.divf %in2460, %s2462 : f32
      linalg.yield %s2463 : f32
    } -> tensor<2x16x1xf32> loc("backward.bert.encoder.layer.0.output.LayerNorm")
    %t2465 = tensor.empty() : tensor<2x16x64xf32> loc("backward.bert.encoder.layer.0.output.LayerNorm")
    %t2470 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t2464, %t2458 : tensor<2x16x1xf32>, tensor<2x16x64xf32>) outs(%t2465 : tensor<2x16x64xf32>) {
    ^bb0(%in2466: f32, %in2467: f32, %out2468: f32):
      %s2469 = arith.mulf %in2466, %in2467 : f32
      linalg.yield %s2469 : f32
    } -> tensor<2x16x64xf32> loc("backward.bert.encoder.layer.0.output.LayerNorm")
    %t2471 = tensor.empty() : tensor<2x16x64xf32> loc("backward.bert.encoder.layer.0.output.LayerNorm")
    %t2476 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t2394, %t2406 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t2471 : tensor<2x16x64xf32>) {
    ^bb0(%in2472: f32, %in2473: f32, %out2474: f32):
      %s2475 = arith.mulf %in2472, %in2473 : f32
      linalg.yield %s2475 : f32
    } -> tensor<2x16x64xf32> loc("backward.bert.encoder.layer.0.output.LayerNorm")
    %t2477 = tensor.empty() : tensor<64xf32> loc("backward.bert.encoder.layer.0.output.LayerNorm")
    %c2478 = arith.constant 0.000000000e+00 : f32 loc("backward.bert.encoder.layer.0.output.LayerNorm")
    %t2479 = linalg.fill ins(%c2478 : f32) outs(%t2477 : tensor<64xf32>) -> tensor<64xf32> loc("backward.bert.encoder.layer.0.output.LayerNorm")
    %t2483 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%t2476 : tensor<2x16x64xf32>) outs(%t2479 : tensor<64xf32>) {
    ^bb0(%in2480: f32, %out2481: f32):
      %s2482 = arith.addf %out2481, %in2480 : f32
      linalg.yield %s2482 : f32
    } -> tensor<64xf32> loc("backward.bert.encoder.layer.0.output.LayerNorm")
    %t2484 = tensor.empty() : tensor<64xf32> loc("backward.bert.encoder.layer.0.output.LayerNorm")
    %c2485 = arith.constant 0.000000000e+00 : f32 loc("backward.bert.encoder.layer.0.output.LayerNorm")
    %t2486 = linalg.fill ins(%c2485 : f32) outs(%t2484 : tensor<64xf32>) -> tensor<64xf32> loc("backward.bert.encoder.layer.0.output.LayerNorm")
    %t2490 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%t2394 : tensor<2x16x64xf32>) outs(%t2486 : tensor<64xf32>) {
    ^bb0(%in2487: f32, %out2488: f32):
      %s2489 = arith.addf %out2488, %in2487 : f32
      linalg.yield %s2489 : f32
    } -> tensor<64xf32> loc("backward.bert.encoder.layer.0.output.LayerNorm")
    %t2491 = tensor.empty() : tensor<2x16x64xf32> loc("backward.bert.encoder.layer.0.output.dropout")
    %t2495 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t646 : tensor<2x16x64xi1>) outs(%t2491 : tensor<2x16x64xf32>) {
    ^bb0(%in2492: i1, %out2493: f32):
      %s2494 = arith.uitofp %in2492 : i1 to f32
      linalg.yield %s2494 : f32
    } -> tensor<2x16x64xf32> loc("backward.bert.encoder.layer.0.output.dropout")
    %t2496 = tensor.empty() : tensor<2x16x64xf32> loc("backward.bert.encoder.layer.0.output.dropout")
    %t2501 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t2495 : tensor<2x16x64xf32>) outs(%t2496 : tensor<2x16x64xf32>) {
    ^bb0(%in2497: f32, %out2498: f32):
      %s2499 = arith.constant 1.111111164e+00 : f32
      %s2500 = arith.mulf %in2497, %s2499 : f32
      linalg.yield %s2500 : f32
    } -> tensor<2x16x64xf32> loc("backward.bert.encoder.layer.0.output.dropout")
    %t2502 = tensor.empty() : tensor<2x16x64xf32> loc("backward.bert.encoder.layer.0.output.dropout")
    %t2507 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t2470, %t2501 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t2502 : tensor<2x16x64xf32>) {
    ^bb0(%in2503: f32, %in2504: f32, %out2505: f32):
      %s2506 = arith.mulf %in2503, %in2504 : f32
      linalg.yield %s2506 : f32
    } -> tensor<2x16x64xf32> loc("backward.bert.encoder.layer.0.output.dropout")
    %t2508 = tensor.collapse_shape %t2507 [[0, 1], [2]] : tensor<2x16x64xf32> into tensor<32x64xf32> loc("backward.bert.encoder.layer.0.output.dense")
    %t2509 = tensor.empty() : tensor<64x128xf32> loc("backward.bert.encoder.layer.0.output.dense")
    %t2510 = linalg.transpose ins(%t581 : tensor<128x64xf32>) outs(%t2509 : tensor<64x128xf32>) permutation = [1, 0] loc("backward.bert.encoder.layer.0.output.dense")
    %t2511 = tensor.empty() : tensor<32x128xf32> loc("backward.bert.encoder.layer.0.output.dense")
    %c2512 = arith.constant 0.000000000e+00 : f32 loc("backward.bert.encoder.layer.0.output.dense")
    %t2513 = linalg.fill ins(%c2512 : f32) outs(%t2511 : tensor<32x128xf32>) -> tensor<32x128xf32> loc("backward.bert.encoder.layer.0.output.dense")
    %t2514 = linalg.matmul ins(%t2508, %t2510 : tensor<32x64xf32>, tensor<64x128xf32>) outs(%t2513 : tensor<32x128xf32>) -> tensor<32x128xf32> loc("backward.bert.encoder.layer.0.output.dense")
    %t2515 = tensor.empty() : tensor<64x32xf32> loc("backward.bert.encoder.layer.0.output.dense")
    %t2516 = linalg.transpose ins(%t2508 : tensor<32x64xf32>) outs(%t2515 : tensor<64x32xf32>) permutation = [1, 0] loc("backward.bert.encoder.layer.0.output.dense")
    %t2517 = tensor.empty() : tensor<64x128xf32> loc("backward.bert.encoder.layer.0.output.dense")
    %c2518 = arith.constant 0.000000000e+00 : f32 loc("backward.bert.encoder.layer.0.output.dense")
    %t2519 = linalg.fill ins(%c2518 : f32) outs(%t2517 : tensor<64x128xf32>) -> tensor<64x128xf32> loc("backward.bert.encoder.layer.0.output.dense")
    %t2520 = linalg.matmul ins(%t2516, %t579 : tensor<64x32xf32>, tensor<32x128xf32>) outs(%t2519 : tensor<64x128xf32>) -> tensor<64x128xf32> loc("backward.bert.encoder.layer.0.output.dense")
    %t2521 = tensor.empty() : tensor<128x64xf32> loc("backward.bert.encoder.layer.0.output.dense")
    %t2522 = linalg.transpose ins(%t2520 : tensor<64x128xf32>) outs(%t2521 : tensor<128x64xf32>) permutation = [1, 0] loc("backward.bert.encoder.layer.0.output.dense")
    %t2523 = tensor.empty() : tensor<64xf32> loc("backward.bert.encoder.layer.0.output.dense")
    %c2524 = arith.constant 0.000000000e+00 : f32 loc("backward.bert.encoder.layer.0.output.dense")
    %t2525 = linalg.fill ins(%c2524 : f32) outs(%t2523 : tensor<64xf32>) -> tensor<64xf32> loc("backward.bert.encoder.layer.0.output.dense")
    %t2529 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%t2508 : tensor<32x64xf32>) outs(%t2525 : tensor<64xf32>) {
    ^bb0(%in2526: f32, %out2527: f32):
      %s2528 = arith.addf %out2527, %in2526 : f32
      linalg.yield %s2528 : f32
    } -> tensor<64xf32> loc("backward.bert.encoder.layer.0.output.dense")
    %t2530 = tensor.expand_shape %t2529 [[0, 1]] output_shape [1, 64] : tensor<64xf32> into tensor<1x64xf32> loc("backward.bert.encoder.layer.0.output.dense")
    %t2531 = tensor.collapse_shape %t2530 [[0, 1]] : tensor<1x64xf32> into tensor<64xf32> loc("backward.bert.encoder.layer.0.output.dense")
    %t2532 = tensor.empty() : tensor<64x128xf32> loc("backward.bert.encoder.layer.0.output.dense")
    %t2533 = linalg.transpose ins(%t2522 : tensor<128x64xf32>) outs(%t2532 : tensor<64x128xf32>) permutation = [1, 0] loc("backward.bert.encoder.layer.0.output.dense")
    %t2534 = tensor.expand_shape %t2514 [[0, 1], [2]] output_shape [2, 16, 128] : tensor<32x128xf32> into tensor<2x16x128xf32> loc("backward.bert.encoder.layer.0.output.dense")
    %t2535 = tensor.empty() : tensor<2x16x128xf32> loc("backward.bert.encoder.layer.0.intermediate.intermediate_act_fn")
    %t2540 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t541 : tensor<2x16x128xf32>) outs(%t2535 : tensor<2x16x128xf32>) {
    ^bb0(%in2536: f32, %out2537: f32):
      %s2538 = arith.constant 7.071067691e-01 : f32
      %s2539 = arith.mulf %in2536, %s2538 : f32
      linalg.yield %s2539 : f32
    } -> tensor<2x16x128xf32> loc("backward.bert.encoder.layer.0.intermediate.intermediate_act_fn")
    %t2541 = tensor.empty() : tensor<2x16x128xf32> loc("backward.bert.encoder.layer.0.intermediate.intermediate_act_fn")
    %t2570 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t2540 : tensor<2x16x128xf32>) outs(%t2541 : tensor<2x16x128xf32>) {
    ^bb0(%in2542: f32, %out2543: f32):
      %s2544 = math.absf %in2542 : f32
      %s2545 = arith.constant 1.000000000e+00 : f32
      %s2546 = arith.constant 3.275910914e-01 : f32
      %s2547 = arith.mulf %s2546, %s2544 : f32
      %s2548 = arith.addf %s2545, %s2547 : f32
      %s2549 = arith.divf %s2545, %s2548 : f32
      %s2550 = arith.constant 1.061405420e+00 : f32
      %s2551 = arith.mulf %s2550, %s2549 : f32
      %s2552 = arith.constant -1.453152061e+00 : f32
      %s2553 = arith.addf %s2551, %s2552 : f32
      %s2554 = arith.mulf %s2553, %s2549 : f32
      %s2555 = arith.constant 1.421413779e+00 : f32
      %s2556 = arith.addf %s2554, %s2555 : f32
      %s2557 = arith.mulf %s2556, %s2549 : f32
      %s2558 = arith.constant -2.844967246e-01 : f32
      %s2559 = arith.addf %s2557, %s2558 : f32
      %s2560 = arith.mulf %s2559, %s2549 : f32
      %s2561 = arith.constant 2.548295856e-01 : f32
      %s2562 = arith.addf %s2560, %s2561 : f32
      %s2563 = arith.mulf %s2562, %s2549 : f32
      %s2564 = arith.mulf %s2544, %s2544 : f32
      %s2565 = arith.negf %s2564 : f32
      %s2566 = math.exp %s2565 : f32
      %s2567 = arith.mulf %s2563, %s2566 : f32
      %s2568 = arith.subf %s2545, %s2567 : f32
      %s2569 = math.copysign %s2568, %in2542 : f32
      linalg.yield %s2569 : f32
    } -> tensor<2x16x128xf32> loc("backward.bert.encoder.layer.0.intermediate.intermediate_act_fn")
    %t2571 = tensor.empty() : tensor<2x16x128xf32> loc("backward.bert.encoder.layer.0.intermediate.intermediate_act_fn")
    %t2576 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t2570 : tensor<2x16x128xf32>) outs(%t2571 : tensor<2x16x128xf32>) {
    ^bb0(%in2572: f32, %out2573: f32):
      %s2574 = arith.constant 1.000000000e+00 : f32
      %s2575 = arith.addf %in2572, %s2574 : f32
      linalg.yield %s2575 : f32
    } -> tensor<2x16x128xf32> loc("backward.bert.encoder.layer.0.intermediate.intermediate_act_fn")
    %t2577 = tensor.empty() : tensor<2x16x128xf32> loc("backward.bert.encoder.layer.0.intermediate.intermediate_act_fn")
    %t2582 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t2576 : tensor<2x16x128xf32>) outs(%t2577 : tensor<2x16x128xf32>) {
    ^bb0(%in2578: f32, %out2579: f32):
      %s2580 = arith.constant 5.000000000e-01 : f32
      %s2581 = arith.mulf %in2578, %s2580 : f32
      linalg.yield %s2581 : f32
    } -> tensor<2x16x128xf32> loc("backward.bert.encoder.layer.0.intermediate.intermediate_act_fn")
    %t2583 = tensor.empty() : tensor<2x16x128xf32> loc("backward.bert.encoder.layer.0.intermediate.intermediate_act_fn")
    %t2588 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t541, %t541 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%t2583 : tensor<2x16x128xf32>) {
    ^bb0(%in2584: f32, %in2585: f32, %out2586: f32):
      %s2587 = arith.mulf %in2584, %in2585 : f32
      linalg.yield %s2587 : f32
    } -> tensor<2x16x128xf32> loc("backward.bert.encoder.layer.0.intermediate.intermediate_act_fn")
    %t2589 = tensor.empty() : tensor<2x16x128xf32> loc("backward.bert.encoder.layer.0.intermediate.intermediate_act_fn")
    %t2594 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t2588 : tensor<2x16x128xf32>) outs(%t2589 : tensor<2x16x128xf32>) {
    ^bb0(%in2590: f32, %out2591: f32):
      %s2592 = arith.constant -5.000000000e-01 : f32
      %s2593 = arith.mulf %in2590, %s2592 : f32
      linalg.yield %s2593 : f32
    } -> tensor<2x16x128xf32> loc("backward.bert.encoder.layer.0.intermediate.intermediate_act_fn")
    %t2595 = tensor.empty() : tensor<2x16x128xf32> loc("backward.bert.encoder.layer.0.intermediate.intermediate_act_fn")
    %t2599 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t2594 : tensor<2x16x128xf32>) outs(%t2595 : tensor<2x16x128xf32>) {
    ^bb0(%in2596: f32, %out2597: f32):
      %s2598 = math.exp %in2596 : f32
      linalg.yield %s2598 : f32
    } -> tensor<2x16x128xf32> loc("backward.bert.encoder.layer.0.intermediate.intermediate_act_fn")
    %t2600 = tensor.empty() : tensor<2x16x128xf32> loc("backward.bert.encoder.layer.0.intermediate.intermediate_act_fn")
    %t2605 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t2599 : tensor<2x16x128xf32>) outs(%t2600 : tensor<2x16x128xf32>) {
    ^bb0(%in2601: f32, %out2602: f32):
      %s2603 = arith.constant 3.989422917e-01 : f32
      %s2604 = arith.mulf %in2601, %s2603 : f32
      linalg.yield %s2604 : f32
    } -> tensor<2x16x128xf32> loc("backward.bert.encoder.layer.0.intermediate.intermediate_act_fn")
    %t2606 = tensor.empty() : tensor<2x16x128xf32> loc("backward.bert.encoder.layer.0.intermediate.intermediate_act_fn")
    %t2611 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t541, %t2605 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%t2606 : tensor<2x16x128xf32>) {
    ^bb0(%in2607: f32, %in2608: f32, %out2609: f32):
      %s2610 = arith.mulf %in2607, %in2608 : f32
      linalg.yield %s2610 : f32
    } -> tensor<2x16x128xf32> loc("backward.bert.encoder.layer.0.intermediate.intermediate_act_fn")
    %t2612 = tensor.empty() : tensor<2x16x128xf32> loc("backward.bert.encoder.layer.0.intermediate.intermediate_act_fn")
    %t2617 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t2582, %t2611 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%t2612 : tensor<2x16x128xf32>) {
    ^bb0(%in2613: f32, %in2614: f32, %out2615: f32):
      %s2616 = arith.addf %in2613, %in2614 : f32
      linalg.yield %s2616 : f32
    } -> tensor<2x16x128xf32> loc("backward.bert.encoder.layer.0.intermediate.intermediate_act_fn")
    %t2618 = tensor.empty() : tensor<2x16x128xf32> loc("backward.bert.encoder.layer.0.intermediate.intermediate_act_fn")
    %t2623 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t2534, %t2617 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%t2618 : tensor<2x16x128xf32>) {
    ^bb0(%in2619: f32, %in2620: f32, %out2621: f32):
      %s2622 = arith.mulf %in2619, %in2620 : f32
      linalg.yield %s2622 : f32
    } -> tensor<2x16x128xf32> loc("backward.bert.encoder.layer.0.intermediate.intermediate_act_fn")
    %t2624 = tensor.collapse_shape %t2623 [[0, 1], [2]] : tensor<2x16x128xf32> into tensor<32x128xf32> loc("backward.bert.encoder.layer.0.intermediate.dense")
    %t2625 = tensor.empty() : tensor<128x64xf32> loc("backward.bert.encoder.layer.0.intermediate.dense")
    %t2626 = linalg.transpose ins(%t535 : tensor<64x128xf32>) outs(%t2625 : tensor<128x64xf32>) permutation = [1, 0] loc("backward.bert.encoder.layer.0.intermediate.dense")
    %t2627 = tensor.empty() : tensor<32x64xf32> loc("backward.bert.encoder.layer.0.intermediate.dense")
    %c2628 = arith.constant 0.000000000e+00 : f32 loc("backward.bert.encoder.layer.0.intermediate.dense")
    %t2629 = linalg.fill ins(%c2628 : f32) outs(%t2627 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("backward.bert.encoder.layer.0.intermediate.dense")
    %t2630 = linalg.matmul ins(%t2624, %t2626 : tensor<32x128xf32>, tensor<128x64xf32>) outs(%t2629 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("backward.bert.encoder.layer.0.intermediate.dense")
    %t2631 = tensor.empty() : tensor<128x32xf32> loc("backward.bert.encoder.layer.0.intermediate.dense")
    %t2632 = linalg.transpose ins(%t2624 : tensor<32x128xf32>) outs(%t2631 : tensor<128x32xf32>) permutation = [1, 0] loc("backward.bert.encoder.layer.0.intermediate.dense")
    %t2633 = tensor.empty() : tensor<128x64xf32> loc("backward.bert.encoder.layer.0.intermediate.dense")
    %c2634 = arith.constant 0.000000000e+00 : f32 loc("backward.bert.encoder.layer.0.intermediate.dense")
    %t2635 = linalg.fill ins(%c2634 : f32) outs(%t2633 : tensor<128x64xf32>) -> tensor<128x64xf32> loc("backward.bert.encoder.layer.0.intermediate.dense")
    %t2636 = linalg.matmul ins(%t2632, %t533 : tensor<128x32xf32>, tensor<32x64xf32>) outs(%t2635 : tensor<128x64xf32>) -> tensor<128x64xf32> loc("backward.bert.encoder.layer.0.intermediate.dense")
    %t2637 = tensor.empty() : tensor<64x128xf32> loc("backward.bert.encoder.layer.0.intermediate.dense")
    %t2638 = linalg.transpose ins(%t2636 : tensor<128x64xf32>) outs(%t2637 : tensor<64x128xf32>) permutation = [1, 0] loc("backward.bert.encoder.layer.0.intermediate.dense")
    %t2639 = tensor.empty() : tensor<128xf32> loc("backward.bert.encoder.layer.0.intermediate.dense")
    %c2640 = arith.constant 0.000000000e+00 : f32 loc("backward.bert.encoder.layer.0.intermediate.dense")
    %t2641 = linalg.fill ins(%c2640 : f32) outs(%t2639 : tensor<128xf32>) -> tensor<128xf32> loc("backward.bert.encoder.layer.0.intermediate.dense")
    %t2645 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%t2624 : tensor<32x128xf32>) outs(%t2641 : tensor<128xf32>) {
    ^bb0(%in2642: f32, %out2643: f32):
      %s2644 = arith.addf %out2643, %in2642 : f32
      linalg.yield %s2644 : f32
    } -> tensor<128xf32> loc("backward.bert.encoder.layer.0.intermediate.dense")
    %t2646 = tensor.expand_shape %t2645 [[0, 1]] output_shape [1, 128] : tensor<128xf32> into tensor<1x128xf32> loc("backward.bert.encoder.layer.0.intermediate.dense")
    %t2647 = tensor.collapse_shape %t2646 [[0, 1]] : tensor<1x128xf32> into tensor<128xf32> loc("backward.bert.encoder.layer.0.intermediate.dense")
    %t2648 = tensor.empty() : tensor<128x64xf32> loc("backward.bert.encoder.layer.0.intermediate.dense")
    %t2649 = linalg.transpose ins(%t2638 : tensor<64x128xf32>) outs(%t2648 : tensor<128x64xf32>) permutation = [1, 0] loc("backward.bert.encoder.layer.0.intermediate.dense")
    %t2650 = tensor.expand_shape %t2630 [[0, 1], [2]] output_shape [2, 16, 64] : tensor<32x64xf32> into tensor<2x16x64xf32> loc("backward.bert.encoder.layer.0.intermediate.dense")
    %t2651 = tensor.empty() : tensor<2x16x64xf32> loc("backward.add_18")
    %t2656 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t2470, %t2650 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t2651 : tensor<2x16x64xf32>) {
    ^bb0(%in2652: f32, %in2653: f32, %out2654: f32):
      %s2655 = arith.addf %in2652, %in2653 : f32
      linalg.yield %s2655 : f32
    } -> tensor<2x16x64xf32> loc("backward.add_18")
    %t2657 = tensor.empty() : tensor<2x16x64xf32> loc("backward.bert.encoder.layer.0.attention.output.LayerNorm")
    %t2662 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t468, %t482 : tensor<2x16x64xf32>, tensor<2x16x1xf32>) outs(%t2657 : tensor<2x16x64xf32>) {
    ^bb0(%in2658: f32, %in2659: f32, %out2660: f32):
      %s2661 = arith.subf %in2658, %in2659 : f32
      linalg.yield %s2661 : f32
    } -> tensor<2x16x64xf32> loc("backward.bert.encoder.layer.0.attention.output.LayerNorm")
    %t2663 = tensor.empty() : tensor<2x16x64xf32> loc("backward.bert.encoder.layer.0.attention.output.LayerNorm")
    %t2668 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t2662, %t514 : tensor<2x16x64xf32>, tensor<2x16x1xf32>) outs(%t2663 : tensor<2x16x64xf32>) {
    ^bb0(%in2664: f32, %in2665: f32, %out2666: f32):
      %s2667 = arith.mulf %in2664, %in2665 : f32
      linalg.yield %s2667 : f32
    } -> tensor<2x16x64xf32> loc("backward.bert.encoder.layer.0.attention.output.LayerNorm")
    %t2669 = tensor.empty() : tensor<2x16x64xf32> loc("backward.bert.encoder.layer.0.attention.output.LayerNorm")
    %t2674 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t2656, %primals_14 : tensor<2x16x64xf32>, tensor<64xf32>) outs(%t2669 : tensor<2x16x64xf32>) {
    ^bb0(%in2670: f32, %in2671: f32, %out2672: f32):
      %s2673 = arith.mulf %in2670, %in2671 : f32
      linalg.yield %s2673 : f32
    } -> tensor<2x16x64xf32> loc("backward.bert.encoder.layer.0.attention.output.LayerNorm")
    %t2675 = tensor.empty() : tensor<2x16x64xf32> loc("backward.bert.encoder.layer.0.attention.output.LayerNorm")
    %t2680 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t2674 : tensor<2x16x64xf32>) outs(%t2675 : tensor<2x16x64xf32>) {
    ^bb0(%in2676: f32, %out2677: f32):
      %s2678 = arith.constant 6.400000000e+01 : f32
      %s2679 = arith.mulf %in2676, %s2678 : f32
      linalg.yield %s2679 : f32
    } -> tensor<2x16x64xf32> loc("backward.bert.encoder.layer.0.attention.output.LayerNorm")
    %t2681 = tensor.empty() : tensor<2x16xf32> loc("backward.bert.encoder.layer.0.attention.output.LayerNorm")
    %c2682 = arith.constant 0.000000000e+00 : f32 loc("backward.bert.encoder.layer.0.attention.output.LayerNorm")
    %t2683 = linalg.fill ins(%c2682 : f32) outs(%t2681 : tensor<2x16xf32>) -> tensor<2x16xf32> loc("backward.bert.encoder.layer.0.attention.output.LayerNorm")
    %t2687 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t2674 : tensor<2x16x64xf32>) outs(%t2683 : tensor<2x16xf32>) {
    ^bb0(%in2684: f32, %out2685: f32):
      %s2686 = arith.addf %out2685, %in2684 : f32
      linalg.yield %s2686 : f32
    } -> tensor<2x16xf32> loc("backward.bert.encoder.layer.0.attention.output.LayerNorm")
    %t2688 = tensor.expand_shape %t2687 [[0], [1, 2]] output_shape [2, 16, 1] : tensor<2x16xf32> into tensor<2x16x1xf32> loc("backward.bert.encoder.layer.0.attention.output.LayerNorm")
    %t2689 = tensor.empty() : tensor<2x16x64xf32> loc("backward.bert.encoder.layer.0.attention.output.LayerNorm")
    %t2694 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t2674, %t2668 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t2689 : tensor<2x16x64xf32>) {
    ^bb0(%in2690: f32, %in2691: f32, %out2692: f32):
      %s2693 = arith.mulf %in2690, %in2691 : f32
      linalg.yield %s2693 : f32
    } -> tensor<2x16x64xf32> loc("backward.bert.encoder.layer.0.attention.output.LayerNorm")
    %t2695 = tensor.empty() : tensor<2x16xf32> loc("backward.bert.encoder.layer.0.attention.output.LayerNorm")
    %c2696 = arith.constant 0.000000000e+00 : f32 loc("backward.bert.encoder.layer.0.attention.output.LayerNorm")
    %t2697 = linalg.fill ins(%c2696 : f32) outs(%t2695 : tensor<2x16xf32>) -> tensor<2x16xf32> loc("backward.bert.encoder.layer.0.attention.output.LayerNorm")
    %t2701 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t2694 : tensor<2x16x64xf32>) outs(%t2697 : tensor<2x16xf32>) {
    ^bb0(%in2698: f32, %out2699: f32):
      %s2700 = arith.addf %out2699, %in2698 : f32
      linalg.yield %s2700 : f32
    } -> tensor<2x16xf32> loc("backward.bert.encoder.layer.0.attention.output.LayerNorm")
    %t2702 = tensor.expand_shape %t2701 [[0], [1, 2]] output_shape [2, 16, 1] : tensor<2x16xf32> into tensor<2x16x1xf32> loc("backward.bert.encoder.layer.0.attention.output.LayerNorm")
    %t2703 = tensor.empty() : tensor<2x16x64xf32> loc("backward.bert.encoder.layer.0.attention.output.LayerNorm")
    %t2708 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t2668, %t2702 : tensor<2x16x64xf32>, tensor<2x16x1xf32>) outs(%t2703 : tensor<2x16x64xf32>) {
    ^bb0(%in2704: f32, %in2705: f32, %out2706: f32):
      %s2707 = arith.mulf %in2704, %in2705 : f32
      linalg.yield %s2707 : f32
    } -> tensor<2x16x64xf32> loc("backward.bert.encoder.layer.0.attention.output.LayerNorm")
    %t2709 = tensor.empty() : tensor<2x16x64xf32> loc("backward.bert.encoder.layer.0.attention.output.LayerNorm")
    %t2714 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t2680, %t2688 : tensor<2x16x64xf32>, tensor<2x16x1xf32>) outs(%t2709 : tensor<2x16x64xf32>) {
    ^bb0(%in2710: f32, %in2711: f32, %out2712: f32):
      %s2713 = arith.subf %in2710, %in2711 : f32
      linalg.yield %s2713 : f32
    } -> tensor<2x16x64xf32> loc("backward.bert.encoder.layer.0.attention.output.LayerNorm")
    %t2715 = tensor.empty() : tensor<2x16x64xf32> loc("backward.bert.encoder.layer.0.attention.output.LayerNorm")
    %t2720 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t2714, %t2708 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t2715 : tensor<2x16x64xf32>) {
    ^bb0(%in2716: f32, %in2717: f32, %out2718: f32):
      %s2719 = arith.subf %in2716, %in2717 : f32
      linalg.yield %s2719 : f32
    } -> tensor<2x16x64xf32> loc("backward.bert.encoder.layer.0.attention.output.LayerNorm")
    %t2721 = tensor.empty() : tensor<2x16x1xf32> loc("backward.bert.encoder.layer.0.attention.output.LayerNorm")
    %t2726 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t514 : tensor<2x16x1xf32>) outs(%t2721 : tensor<2x16x1xf32>) {
    ^bb0(%in2722: f32, %out2723: f32):
      %s2724 = arith.constant 6.400000000e+01 : f32
      %s2725 = arith.divf %in2722, %s2724 : f32
      linalg.yield %s2725 : f32
    } -> tensor<2x16x1xf32> loc("backward.bert.encoder.layer.0.attention.output.LayerNorm")
    %t2727 = tensor.empty() : tensor<2x16x64xf32> loc("backward.bert.encoder.layer.0.attention.output.LayerNorm")
    %t2732 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t2726, %t2720 : tensor<2x16x1xf32>, tensor<2x16x64xf32>) outs(%t2727 : tensor<2x16x64xf32>) {
    ^bb0(%in2728: f32, %in2729: f32, %out2730: f32):
      %s2731 = arith.mulf %in2728, %in2729 : f32
      linalg.yield %s2731 : f32
    } -> tensor<2x16x64xf32> loc("backward.bert.encoder.layer.0.attention.output.LayerNorm")
    %t2733 = tensor.empty() : tensor<2x16x64xf32> loc("backward.bert.encoder.layer.0.attention.output.LayerNorm")
    %t2738 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t2656, %t2668 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t2733 : tensor<2x16x64xf32>) {
    ^bb0(%in2734: f32, %in2735: f32, %out2736: f32):
      %s2737 = arith.mulf %in2734, %in2735 : f32
      linalg.yield %s2737 : f32
    } -> tensor<2x16x64xf32> loc("backward.bert.encoder.layer.0.attention.output.LayerNorm")
    %t2739 = tensor.empty() : tensor<64xf32> loc("backward.bert.encoder.layer.0.attention.output.LayerNorm")
    %c2740 = arith.constant 0.000000000e+00 : f32 loc("backward.bert.encoder.layer.0.attention.output.LayerNorm")
    %t2741 = linalg.fill ins(%c2740 : f32) outs(%t2739 : tensor<64xf32>) -> tensor<64xf32> loc("backward.bert.encoder.layer.0.attention.output.LayerNorm")
    %t2745 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%t2738 : tensor<2x16x64xf32>) outs(%t2741 : tensor<64xf32>) {
    ^bb0(%in2742: f32, %out2743: f32):
      %s2744 = arith.addf %out2743, %in2742 : f32
      linalg.yield %s2744 : f32
    } -> tensor<64xf32> loc("backward.bert.encoder.layer.0.attention.output.LayerNorm")
    %t2746 = tensor.empty() : tensor<64xf32> loc("backward.bert.encoder.layer.0.attention.output.LayerNorm")
    %c2747 = arith.constant 0.000000000e+00 : f32 loc("backward.bert.encoder.layer.0.attention.output.LayerNorm")
    %t2748 = linalg.fill ins(%c2747 : f32) outs(%t2746 : tensor<64xf32>) -> tensor<64xf32> loc("backward.bert.encoder.layer.0.attention.output.LayerNorm")
    %t2752 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%t2656 : tensor<2x16x64xf32>) outs(%t2748 : tensor<64xf32>) {
    ^bb0(%in2749: f32, %out2750: f32):
      %s2751 = arith.addf %out2750, %in2749 : f32
      linalg.yield %s2751 : f32
    } -> tensor<64xf32> loc("backward.bert.encoder.layer.0.attention.output.LayerNorm")
    %t2753 = tensor.empty() : tensor<2x16x64xf32> loc("backward.bert.encoder.layer.0.attention.output.dropout")
    %t2757 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t453 : tensor<2x16x64xi1>) outs(%t2753 : tensor<2x16x64xf32>) {
    ^bb0(%in2754: i1, %out2755: f32):
      %s2756 = arith.uitofp %in2754 : i1 to f32
      linalg.yield %s2756 : f32
    } -> tensor<2x16x64xf32> loc("backward.bert.encoder.layer.0.attention.output.dropout")
    %t2758 = tensor.empty() : tensor<2x16x64xf32> loc("backward.bert.encoder.layer.0.attention.output.dropout")
    %t2763 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t2757 : tensor<2x16x64xf32>) outs(%t2758 : tensor<2x16x64xf32>) {
    ^bb0(%in2759: f32, %out2760: f32):
      %s2761 = arith.constant 1.111111164e+00 : f32
      %s2762 = arith.mulf %in2759, %s2761 : f32
      linalg.yield %s2762 : f32
    } -> tensor<2x16x64xf32> loc("backward.bert.encoder.layer.0.attention.output.dropout")
    %t2764 = tensor.empty() : tensor<2x16x64xf32> loc("backward.bert.encoder.layer.0.attention.output.dropout")
    %t2769 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t2732, %t2763 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t2764 : tensor<2x16x64xf32>) {
    ^bb0(%in2765: f32, %in2766: f32, %out2767: f32):
      %s2768 = arith.mulf %in2765, %in2766 : f32
      linalg.yield %s2768 : f32
    } -> tensor<2x16x64xf32> loc("backward.bert.encoder.layer.0.attention.output.dropout")
    %t2770 = tensor.collapse_shape %t2769 [[0, 1], [2]] : tensor<2x16x64xf32> into tensor<32x64xf32> loc("backward.bert.encoder.layer.0.attention.output.dense")
    %t2771 = tensor.empty() : tensor<64x64xf32> loc("backward.bert.encoder.layer.0.attention.output.dense")
    %t2772 = linalg.transpose ins(%t388 : tensor<64x64xf32>) outs(%t2771 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.bert.encoder.layer.0.attention.output.dense")
    %t2773 = tensor.empty() : tensor<32x64xf32> loc("backward.bert.encoder.layer.0.attention.output.dense")
    %c2774 = arith.constant 0.000000000e+00 : f32 loc("backward.bert.encoder.layer.0.attention.output.dense")
    %t2775 = linalg.fill ins(%c2774 : f32) outs(%t2773 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("backward.bert.encoder.layer.0.attention.output.dense")
    %t2776 = linalg.matmul ins(%t2770, %t2772 : tensor<32x64xf32>, tensor<64x64xf32>) outs(%t2775 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("backward.bert.encoder.layer.0.attention.output.dense")
    %t2777 = tensor.empty() : tensor<64x32xf32> loc("backward.bert.encoder.layer.0.attention.output.dense")
    %t2778 = linalg.transpose ins(%t2770 : tensor<32x64xf32>) outs(%t2777 : tensor<64x32xf32>) permutation = [1, 0] loc("backward.bert.encoder.layer.0.attention.output.dense")
    %t2779 = tensor.empty() : tensor<64x64xf32> loc("backward.bert.encoder.layer.0.attention.output.dense")
    %c2780 = arith.constant 0.000000000e+00 : f32 loc("backward.bert.encoder.layer.0.attention.output.dense")
    %t2781 = linalg.fill ins(%c2780 : f32) outs(%t2779 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.bert.encoder.layer.0.attention.output.dense")
    %t2782 = linalg.matmul ins(%t2778, %t386 : tensor<64x32xf32>, tensor<32x64xf32>) outs(%t2781 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.bert.encoder.layer.0.attention.output.dense")
    %t2783 = tensor.empty() : tensor<64x64xf32> loc("backward.bert.encoder.layer.0.attention.output.dense")
    %t2784 = linalg.transpose ins(%t2782 : tensor<64x64xf32>) outs(%t2783 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.bert.encoder.layer.0.attention.output.dense")
    %t2785 = tensor.empty() : tensor<64xf32> loc("backward.bert.encoder.layer.0.attention.output.dense")
    %c2786 = arith.constant 0.000000000e+00 : f32 loc("backward.bert.encoder.layer.0.attention.output.dense")
    %t2787 = linalg.fill ins(%c2786 : f32) outs(%t2785 : tensor<64xf32>) -> tensor<64xf32> loc("backward.bert.encoder.layer.0.attention.output.dense")
    %t2791 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%t2770 : tensor<32x64xf32>) outs(%t2787 : tensor<64xf32>) {
    ^bb0(%in2788: f32, %out2789: f32):
      %s2790 = arith.addf %out2789, %in2788 : f32
      linalg.yield %s2790 : f32
    } -> tensor<64xf32> loc("backward.bert.encoder.layer.0.attention.output.dense")
    %t2792 = tensor.expand_shape %t2791 [[0, 1]] output_shape [1, 64] : tensor<64xf32> into tensor<1x64xf32> loc("backward.bert.encoder.layer.0.attention.output.dense")
    %t2793 = tensor.collapse_shape %t2792 [[0, 1]] : tensor<1x64xf32> into tensor<64xf32> loc("backward.bert.encoder.layer.0.attention.output.dense")
    %t2794 = tensor.empty() : tensor<64x64xf32> loc("backward.bert.encoder.layer.0.attention.output.dense")
    %t2795 = linalg.transpose ins(%t2784 : tensor<64x64xf32>) outs(%t2794 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.bert.encoder.layer.0.attention.output.dense")
    %t2796 = tensor.expand_shape %t2776 [[0, 1], [2]] output_shape [2, 16, 64] : tensor<32x64xf32> into tensor<2x16x64xf32> loc("backward.bert.encoder.layer.0.attention.output.dense")
    %t2797 = tensor.expand_shape %t2796 [[0], [1], [2, 3]] output_shape [2, 16, 4, 16] : tensor<2x16x64xf32> into tensor<2x16x4x16xf32> loc("backward.bert.encoder.layer.0.attention.self")
    %t2798 = tensor.empty() : tensor<2x4x16x16xf32> loc("backward.bert.encoder.layer.0.attention.self")
    %t2799 = linalg.transpose ins(%t2797 : tensor<2x16x4x16xf32>) outs(%t2798 : tensor<2x4x16x16xf32>) permutation = [0, 2, 1, 3] loc("backward.bert.encoder.layer.0.attention.self")
    %t2800 = tensor.collapse_shape %t2799 [[0, 1], [2], [3]] : tensor<2x4x16x16xf32> into tensor<8x16x16xf32> loc("backward.bert.encoder.layer.0.attention.self")
    %t2801 = tensor.empty() : tensor<8x16x16xf32> loc("backward.bert.encoder.layer.0.attention.self")
    %t2802 = linalg.transpose ins(%t376 : tensor<8x16x16xf32>) outs(%t2801 : tensor<8x16x16xf32>) permutation = [0, 2, 1] loc("backward.bert.encoder.layer.0.attention.self")
    %t2803 = tensor.empty() : tensor<8x16x16xf32> loc("backward.bert.encoder.layer.0.attention.self")
    %c2804 = arith.constant 0.000000000e+00 : f32 loc("backward.bert.encoder.layer.0.attention.self")
    %t2805 = linalg.fill ins(%c2804 : f32) outs(%t2803 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32> loc("backward.bert.encoder.layer.0.attention.self")
    %t2806 = linalg.batch_matmul ins(%t2802, %t2800 : tensor<8x16x16xf32>, tensor<8x16x16xf32>) outs(%t2805 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32> loc("backward.bert.encoder.layer.0.attention.self")
    %t2807 = tensor.empty() : tensor<8x16x16xf32> loc("backward.bert.encoder.layer.0.attention.self")
    %t2808 = linalg.transpose ins(%t377 : tensor<8x16x16xf32>) outs(%t2807 : tensor<8x16x16xf32>) permutation = [0, 2, 1] loc("backward.bert.encoder.layer.0.attention.self")
    %t2809 = tensor.empty() : tensor<8x16x16xf32> loc("backward.bert.encoder.layer.0.attention.self")
    %c2810 = arith.constant 0.000000000e+00 : f32 loc("backward.bert.encoder.layer.0.attention.self")
    %t2811 = linalg.fill ins(%c2810 : f32) outs(%t2809 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32> loc("backward.bert.encoder.layer.0.attention.self")
    %t2812 = linalg.batch_matmul ins(%t2800, %t2808 : tensor<8x16x16xf32>, tensor<8x16x16xf32>) outs(%t2811 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32> loc("backward.bert.encoder.layer.0.attention.self")
    %t2813 = tensor.expand_shape %t2806 [[0, 1], [2], [3]] output_shape [2, 4, 16, 16] : tensor<8x16x16xf32> into tensor<2x4x16x16xf32> loc("backward.bert.encoder.layer.0.attention.self")
    %t2814 = tensor.expand_shape %t2812 [[0, 1], [2], [3]] output_shape [2, 4, 16, 16] : tensor<8x16x16xf32> into tensor<2x4x16x16xf32> loc("backward.bert.encoder.layer.0.attention.self")
    %t2815 = tensor.empty() : tensor<2x4x16x16xf32> loc("backward.bert.encoder.layer.0.attention.self")
    %t2819 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t366 : tensor<2x4x16x16xi1>) outs(%t2815 : tensor<2x4x16x16xf32>) {
    ^bb0(%in2816: i1, %out2817: f32):
      %s2818 = arith.uitofp %in2816 : i1 to f32
      linalg.yield %s2818 : f32
    } -> tensor<2x4x16x16xf32> loc("backward.bert.encoder.layer.0.attention.self")
    %t2820 = tensor.empty() : tensor<2x4x16x16xf32> loc("backward.bert.encoder.layer.0.attention.self")
    %t2825 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2819 : tensor<2x4x16x16xf32>) outs(%t2820 : tensor<2x4x16x16xf32>) {
    ^bb0(%in2821: f32, %out2822: f32):
      %s2823 = arith.constant 1.111111164e+00 : f32
      %s2824 = arith.mulf %in2821, %s2823 : f32
      linalg.yield %s2824 : f32
    } -> tensor<2x4x16x16xf32> loc("backward.bert.encoder.layer.0.attention.self")
    %t2826 = tensor.empty() : tensor<2x4x16x16xf32> loc("backward.bert.encoder.layer.0.attention.self")
    %t2831 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2814, %t2825 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%t2826 : tensor<2x4x16x16xf32>) {
    ^bb0(%in2827: f32, %in2828: f32, %out2829: f32):
      %s2830 = arith.mulf %in2827, %in2828 : f32
      linalg.yield %s2830 : f32
    } -> tensor<2x4x16x16xf32> loc("backward.bert.encoder.layer.0.attention.self")
    %t2832 = tensor.empty() : tensor<2x4x16x16xf32> loc("backward.bert.encoder.layer.0.attention.self")
    %t2837 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2831, %t302 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%t2832 : tensor<2x4x16x16xf32>) {
    ^bb0(%in2833: f32, %in2834: f32, %out2835: f32):
      %s2836 = arith.mulf %in2833, %in2834 : f32
      linalg.yield %s2836 : f32
    } -> tensor<2x4x16x16xf32> loc("backward.bert.encoder.layer.0.attention.self")
    %t2838 = tensor.empty() : tensor<2x4x16xf32> loc("backward.bert.encoder.layer.0.attention.self")
    %c2839 = arith.constant 0.000000000e+00 : f32 loc("backward.bert.encoder.layer.0.attention.self")
    %t2840 = linalg.fill ins(%c2839 : f32) outs(%t2838 : tensor<2x4x16xf32>) -> tensor<2x4x16xf32> loc("backward.bert.encoder.layer.0.attention.self")
    %t2844 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%t2837 : tensor<2x4x16x16xf32>) outs(%t2840 : tensor<2x4x16xf32>) {
    ^bb0(%in2841: f32, %out2842: f32):
      %s2843 = arith.addf %out2842, %in2841 : f32
      linalg.yield %s2843 : f32
    } -> tensor<2x4x16xf32> loc("backward.bert.encoder.layer.0.attention.self")
    %t2845 = tensor.expand_shape %t2844 [[0], [1], [2, 3]] output_shape [2, 4, 16, 1] : tensor<2x4x16xf32> into tensor<2x4x16x1xf32> loc("backward.bert.encoder.layer.0.attention.self")
    %t2846 = tensor.empty() : tensor<2x4x16x16xf32> loc("backward.bert.encoder.layer.0.attention.self")
    %t2851 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t302, %t2845 : tensor<2x4x16x16xf32>, tensor<2x4x16x1xf32>) outs(%t2846 : tensor<2x4x16x16xf32>) {
    ^bb0(%in2847: f32, %in2848: f32, %out2849: f32):
      %s2850 = arith.mulf %in2847, %in2848 : f32
      linalg.yield %s2850 : f32
    } -> tensor<2x4x16x16xf32> loc("backward.bert.encoder.layer.0.attention.self")
    %t2852 = tensor.empty() : tensor<2x4x16x16xf32> loc("backward.bert.encoder.layer.0.attention.self")
    %t2857 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2837, %t2851 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%t2852 : tensor<2x4x16x16xf32>) {
    ^bb0(%in2853: f32, %in2854: f32, %out2855: f32):
      %s2856 = arith.subf %in2853, %in2854 : f32
      linalg.yield %s2856 : f32
    } -> tensor<2x4x16x16xf32> loc("backward.bert.encoder.layer.0.attention.self")
    %cst2858 = arith.constant dense<0.000000000e+00> : tensor<f32> loc("backward.bert.encoder.layer.0.attention.self")
    %t2859 = tensor.empty() : tensor<2x4x16x16xf32> loc("backward.bert.encoder.layer.0.attention.self")
    %t2865 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t265, %cst2858, %t2857 : tensor<2x1x16x16xi1>, tensor<f32>, tensor<2x4x16x16xf32>) outs(%t2859 : tensor<2x4x16x16xf32>) {
    ^bb0(%in2860: i1, %in2861: f32, %in2862: f32, %out2863: f32):
      %s2864 = arith.select %in2860, %in2861, %in2862 : f32
      linalg.yield %s2864 : f32
    } -> tensor<2x4x16x16xf32> loc("backward.bert.encoder.layer.0.attention.self")
    %t2866 = tensor.empty() : tensor<2x4x16x16xf32> loc("backward.bert.encoder.layer.0.attention.self")
    %t2871 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2865 : tensor<2x4x16x16xf32>) outs(%t2866 : tensor<2x4x16x16xf32>) {
    ^bb0(%in2867: f32, %out2868: f32):
      %s2869 = arith.constant 2.500000000e-01 : f32
      %s2870 = arith.mulf %in2867, %s2869 : f32
      linalg.yield %s2870 : f32
    } -> tensor<2x4x16x16xf32> loc("backward.bert.encoder.layer.0.attention.self")
    %t2872 = tensor.collapse_shape %t2871 [[0, 1], [2], [3]] : tensor<2x4x16x16xf32> into tensor<8x16x16xf32> loc("backward.bert.encoder.layer.0.attention.self")
    %t2873 = tensor.empty() : tensor<8x16x16xf32> loc("backward.bert.encoder.layer.0.attention.self")
    %t2874 = linalg.transpose ins(%t247 : tensor<8x16x16xf32>) outs(%t2873 : tensor<8x16x16xf32>) permutation = [0, 2, 1] loc("backward.bert.encoder.layer.0.attention.self")
    %t2875 = tensor.empty() : tensor<8x16x16xf32> loc("backward.bert.encoder.layer.0.attention.self")
    %c2876 = arith.constant 0.000000000e+00 : f32 loc("backward.bert.encoder.layer.0.attention.self")
    %t2877 = linalg.fill ins(%c2876 : f32) outs(%t2875 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32> loc("backward.bert.encoder.layer.0.attention.self")
    %t2878 = linalg.batch_matmul ins(%t2874, %t2872 : tensor<8x16x16xf32>, tensor<8x16x16xf32>) outs(%t2877 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32> loc("backward.bert.encoder.layer.0.attention.self")
    %t2879 = tensor.empty() : tensor<8x16x16xf32> loc("backward.bert.encoder.layer.0.attention.self")
    %t2880 = linalg.transpose ins(%t248 : tensor<8x16x16xf32>) outs(%t2879 : tensor<8x16x16xf32>) permutation = [0, 2, 1] loc("backward.bert.encoder.layer.0.attention.self")
    %t2881 = tensor.empty() : tensor<8x16x16xf32> loc("backward.bert.encoder.layer.0.attention.self")
    %c2882 = arith.constant 0.000000000e+00 : f32 loc("backward.bert.encoder.layer.0.attention.self")
    %t2883 = linalg.fill ins(%c2882 : f32) outs(%t2881 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32> loc("backward.bert.encoder.layer.0.attention.self")
    %t2884 = linalg.batch_matmul ins(%t2872, %t2880 : tensor<8x16x16xf32>, tensor<8x16x16xf32>) outs(%t2883 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32> loc("backward.bert.encoder.layer.0.attention.self")
    %t2885 = tensor.expand_shape %t2878 [[0, 1], [2], [3]] output_shape [2, 4, 16, 16] : tensor<8x16x16xf32> into tensor<2x4x16x16xf32> loc("backward.bert.encoder.layer.0.attention.self")
    %t2886 = tensor.expand_shape %t2884 [[0, 1], [2], [3]] output_shape [2, 4, 16, 16] : tensor<8x16x16xf32> into tensor<2x4x16x16xf32> loc("backward.bert.encoder.layer.0.attention.self")
    %t2887 = tensor.empty() : tensor<2x4x16x16xf32> loc("backward.bert.encoder.layer.0.attention.self")
    %t2888 = linalg.transpose ins(%t2885 : tensor<2x4x16x16xf32>) outs(%t2887 : tensor<2x4x16x16xf32>) permutation = [0, 1, 3, 2] loc("backward.bert.encoder.layer.0.attention.self")
    %t2889 = tensor.empty() : tensor<2x16x4x16xf32> loc("backward.bert.encoder.layer.0.attention.self")
    %t2890 = linalg.transpose ins(%t2813 : tensor<2x4x16x16xf32>) outs(%t2889 : tensor<2x16x4x16xf32>) permutation = [0, 2, 1, 3] loc("backward.bert.encoder.layer.0.attention.self")
    %t2891 = tensor.collapse_shape %t2890 [[0], [1], [2, 3]] : tensor<2x16x4x16xf32> into tensor<2x16x64xf32> loc("backward.bert.encoder.layer.0.attention.self")
    %t2892 = tensor.collapse_shape %t2891 [[0, 1], [2]] : tensor<2x16x64xf32> into tensor<32x64xf32> loc("backward.bert.encoder.layer.0.attention.self.value")
    %t2893 = tensor.empty() : tensor<64x64xf32> loc("backward.bert.encoder.layer.0.attention.self.value")
    %t2894 = linalg.transpose ins(%t235 : tensor<64x64xf32>) outs(%t2893 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.bert.encoder.layer.0.attention.self.value")
    %t2895 = tensor.empty() : tensor<32x64xf32> loc("backward.bert.encoder.layer.0.attention.self.value")
    %c2896 = arith.constant 0.000000000e+00 : f32 loc("backward.bert.encoder.layer.0.attention.self.value")
    %t2897 = linalg.fill ins(%c2896 : f32) outs(%t2895 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("backward.bert.encoder.layer.0.attention.self.value")
    %t2898 = linalg.matmul ins(%t2892, %t2894 : tensor<32x64xf32>, tensor<64x64xf32>) outs(%t2897 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("backward.bert.encoder.layer.0.attention.self.value")
    %t2899 = tensor.empty() : tensor<64x32xf32> loc("backward.bert.encoder.layer.0.attention.self.value")
    %t2900 = linalg.transpose ins(%t2892 : tensor<32x64xf32>) outs(%t2899 : tensor<64x32xf32>) permutation = [1, 0] loc("backward.bert.encoder.layer.0.attention.self.value")
    %t2901 = tensor.empty() : tensor<64x64xf32> loc("backward.bert.encoder.layer.0.attention.self.value")
    %c2902 = arith.constant 0.000000000e+00 : f32 loc("backward.bert.encoder.layer.0.attention.self.value")
    %t2903 = linalg.fill ins(%c2902 : f32) outs(%t2901 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.bert.encoder.layer.0.attention.self.value")
    %t2904 = linalg.matmul ins(%t2900, %t233 : tensor<64x32xf32>, tensor<32x64xf32>) outs(%t2903 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.bert.encoder.layer.0.attention.self.value")
    %t2905 = tensor.empty() : tensor<64x64xf32> loc("backward.bert.encoder.layer.0.attention.self.value")
    %t2906 = linalg.transpose ins(%t2904 : tensor<64x64xf32>) outs(%t2905 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.bert.encoder.layer.0.attention.self.value")
    %t2907 = tensor.empty() : tensor<64xf32> loc("backward.bert.encoder.layer.0.attention.self.value")
    %c2908 = arith.constant 0.000000000e+00 : f32 loc("backward.bert.encoder.layer.0.attention.self.value")
    %t2909 = linalg.fill ins(%c2908 : f32) outs(%t2907 : tensor<64xf32>) -> tensor<64xf32> loc("backward.bert.encoder.layer.0.attention.self.value")
    %t2913 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%t2892 : tensor<32x64xf32>) outs(%t2909 : tensor<64xf32>) {
    ^bb0(%in2910: f32, %out2911: f32):
      %s2912 = arith.addf %out2911, %in2910 : f32
      linalg.yield %s2912 : f32
    } -> tensor<64xf32> loc("backward.bert.encoder.layer.0.attention.self.value")
    %t2914 = tensor.expand_shape %t2913 [[0, 1]] output_shape [1, 64] : tensor<64xf32> into tensor<1x64xf32> loc("backward.bert.encoder.layer.0.attention.self.value")
    %t2915 = tensor.collapse_shape %t2914 [[0, 1]] : tensor<1x64xf32> into tensor<64xf32> loc("backward.bert.encoder.layer.0.attention.self.value")
    %t2916 = tensor.empty() : tensor<64x64xf32> loc("backward.bert.encoder.layer.0.attention.self.value")
    %t2917 = linalg.transpose ins(%t2906 : tensor<64x64xf32>) outs(%t2916 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.bert.encoder.layer.0.attention.self.value")
    %t2918 = tensor.expand_shape %t2898 [[0, 1], [2]] output_shape [2, 16, 64] : tensor<32x64xf32> into tensor<2x16x64xf32> loc("backward.bert.encoder.layer.0.attention.self.value")
    %t2919 = tensor.empty() : tensor<2x16x64xf32> loc("backward.add_19")
    %t2924 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t2732, %t2918 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t2919 : tensor<2x16x64xf32>) {
    ^bb0(%in2920: f32, %in2921: f32, %out2922: f32):
      %s2923 = arith.addf %in2920, %in2921 : f32
      linalg.yield %s2923 : f32
    } -> tensor<2x16x64xf32> loc("backward.add_19")
    %t2925 = tensor.empty() : tensor<2x16x4x16xf32> loc("backward.bert.encoder.layer.0.attention.self")
    %t2926 = linalg.transpose ins(%t2888 : tensor<2x4x16x16xf32>) outs(%t2925 : tensor<2x16x4x16xf32>) permutation = [0, 2, 1, 3] loc("backward.bert.encoder.layer.0.attention.self")
    %t2927 = tensor.collapse_shape %t2926 [[0], [1], [2, 3]] : tensor<2x16x4x16xf32> into tensor<2x16x64xf32> loc("backward.bert.encoder.layer.0.attention.self")
    %t2928 = tensor.collapse_shape %t2927 [[0, 1], [2]] : tensor<2x16x64xf32> into tensor<32x64xf32> loc("backward.bert.encoder.layer.0.attention.self.key")
    %t2929 = tensor.empty() : tensor<64x64xf32> loc("backward.bert.encoder.layer.0.attention.self.key")
    %t2930 = linalg.transpose ins(%t223 : tensor<64x64xf32>) outs(%t2929 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.bert.encoder.layer.0.attention.self.key")
    %t2931 = tensor.empty() : tensor<32x64xf32> loc("backward.bert.encoder.layer.0.attention.self.key")
    %c2932 = arith.constant 0.000000000e+00 : f32 loc("backward.bert.encoder.layer.0.attention.self.key")
    %t2933 = linalg.fill ins(%c2932 : f32) outs(%t2931 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("backward.bert.encoder.layer.0.attention.self.key")
    %t2934 = linalg.matmul ins(%t2928, %t2930 : tensor<32x64xf32>, tensor<64x64xf32>) outs(%t2933 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("backward.bert.encoder.layer.0.attention.self.key")
    %t2935 = tensor.empty() : tensor<64x32xf32> loc("backward.bert.encoder.layer.0.attention.self.key")
    %t2936 = linalg.transpose ins(%t2928 : tensor<32x64xf32>) outs(%t2935 : tensor<64x32xf32>) permutation = [1, 0] loc("backward.bert.encoder.layer.0.attention.self.key")
    %t2937 = tensor.empty() : tensor<64x64xf32> loc("backward.bert.encoder.layer.0.attention.self.key")
    %c2938 = arith.constant 0.000000000e+00 : f32 loc("backward.bert.encoder.layer.0.attention.self.key")
    %t2939 = linalg.fill ins(%c2938 : f32) outs(%t2937 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.bert.encoder.layer.0.attention.self.key")
    %t2940 = linalg.matmul ins(%t2936, %t221 : tensor<64x32xf32>, tensor<32x64xf32>) outs(%t2939 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.bert.encoder.layer.0.attention.self.key")
    %t2941 = tensor.empty() : tensor<64x64xf32> loc("backward.bert.encoder.layer.0.attention.self.key")
    %t2942 = linalg.transpose ins(%t2940 : tensor<64x64xf32>) outs(%t2941 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.bert.encoder.layer.0.attention.self.key")
    %t2943 = tensor.empty() : tensor<64xf32> loc("backward.bert.encoder.layer.0.attention.self.key")
    %c2944 = arith.constant 0.000000000e+00 : f32 loc("backward.bert.encoder.layer.0.attention.self.key")
    %t2945 = linalg.fill ins(%c2944 : f32) outs(%t2943 : tensor<64xf32>) -> tensor<64xf32> loc("backward.bert.encoder.layer.0.attention.self.key")
    %t2949 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%t2928 : tensor<32x64xf32>) outs(%t2945 : tensor<64xf32>) {
    ^bb0(%in2946: f32, %out2947: f32):
      %s2948 = arith.addf %out2947, %in2946 : f32
      linalg.yield %s2948 : f32
    } -> tensor<64xf32> loc("backward.bert.encoder.layer.0.attention.self.key")
    %t2950 = tensor.expand_shape %t2949 [[0, 1]] output_shape [1, 64] : tensor<64xf32> into tensor<1x64xf32> loc("backward.bert.encoder.layer.0.attention.self.key")
    %t2951 = tensor.collapse_shape %t2950 [[0, 1]] : tensor<1x64xf32> into tensor<64xf32> loc("backward.bert.encoder.layer.0.attention.self.key")
    %t2952 = tensor.empty() : tensor<64x64xf32> loc("backward.bert.encoder.layer.0.attention.self.key")
    %t2953 = linalg.transpose ins(%t2942 : tensor<64x64xf32>) outs(%t2952 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.bert.encoder.layer.0.attention.self.key")
    %t2954 = tensor.expand_shape %t2934 [[0, 1], [2]] output_shape [2, 16, 64] : tensor<32x64xf32> into tensor<2x16x64xf32> loc("backward.bert.encoder.layer.0.attention.self.key")
    %t2955 = tensor.empty() : tensor<2x16x64xf32> loc("backward.add_20")
    %t2960 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t2924, %t2954 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t2955 : tensor<2x16x64xf32>) {
    ^bb0(%in2956: f32, %in2957: f32, %out2958: f32):
      %s2959 = arith.addf %in2956, %in2957 : f32
      linalg.yield %s2959 : f32
    } -> tensor<2x16x64xf32> loc("backward.add_20")
    %t2961 = tensor.empty() : tensor<2x16x4x16xf32> loc("backward.bert.encoder.layer.0.attention.self")
    %t2962 = linalg.transpose ins(%t2886 : tensor<2x4x16x16xf32>) outs(%t2961 : tensor<2x16x4x16xf32>) permutation = [0, 2, 1, 3] loc("backward.bert.encoder.layer.0.attention.self")
    %t2963 = tensor.collapse_shape %t2962 [[0], [1], [2, 3]] : tensor<2x16x4x16xf32> into tensor<2x16x64xf32> loc("backward.bert.encoder.layer.0.attention.self")
    %t2964 = tensor.collapse_shape %t2963 [[0, 1], [2]] : tensor<2x16x64xf32> into tensor<32x64xf32> loc("backward.bert.encoder.layer.0.attention.self.query")
    %t2965 = tensor.empty() : tensor<64x64xf32> loc("backward.bert.encoder.layer.0.attention.self.query")
    %t2966 = linalg.transpose ins(%t211 : tensor<64x64xf32>) outs(%t2965 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.bert.encoder.layer.0.attention.self.query")
    %t2967 = tensor.empty() : tensor<32x64xf32> loc("backward.bert.encoder.layer.0.attention.self.query")
    %c2968 = arith.constant 0.000000000e+00 : f32 loc("backward.bert.encoder.layer.0.attention.self.query")
    %t2969 = linalg.fill ins(%c2968 : f32) outs(%t2967 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("backward.bert.encoder.layer.0.attention.self.query")
    %t2970 = linalg.matmul ins(%t2964, %t2966 : tensor<32x64xf32>, tensor<64x64xf32>) outs(%t2969 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("backward.bert.encoder.layer.0.attention.self.query")
    %t2971 = tensor.empty() : tensor<64x32xf32> loc("backward.bert.encoder.layer.0.attention.self.query")
    %t2972 = linalg.transpose ins(%t2964 : tensor<32x64xf32>) outs(%t2971 : tensor<64x32xf32>) permutation = [1, 0] loc("backward.bert.encoder.layer.0.attention.self.query")
    %t2973 = tensor.empty() : tensor<64x64xf32> loc("backward.bert.encoder.layer.0.attention.self.query")
    %c2974 = arith.constant 0.000000000e+00 : f32 loc("backward.bert.encoder.layer.0.attention.self.query")
    %t2975 = linalg.fill ins(%c2974 : f32) outs(%t2973 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.bert.encoder.layer.0.attention.self.query")
    %t2976 = linalg.matmul ins(%t2972, %t209 : tensor<64x32xf32>, tensor<32x64xf32>) outs(%t2975 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.bert.encoder.layer.0.attention.self.query")
    %t2977 = tensor.empty() : tensor<64x64xf32> loc("backward.bert.encoder.layer.0.attention.self.query")
    %t2978 = linalg.transpose ins(%t2976 : tensor<64x64xf32>) outs(%t2977 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.bert.encoder.layer.0.attention.self.query")
    %t2979 = tensor.empty() : tensor<64xf32> loc("backward.bert.encoder.layer.0.attention.self.query")
    %c2980 = arith.constant 0.000000000e+00 : f32 loc("backward.bert.encoder.layer.0.attention.self.query")
    %t2981 = linalg.fill ins(%c2980 : f32) outs(%t2979 : tensor<64xf32>) -> tensor<64xf32> loc("backward.bert.encoder.layer.0.attention.self.query")
    %t2985 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%t2964 : tensor<32x64xf32>) outs(%t2981 : tensor<64xf32>) {
    ^bb0(%in2982: f32, %out2983: f32):
      %s2984 = arith.addf %out2983, %in2982 : f32
      linalg.yield %s2984 : f32
    } -> tensor<64xf32> loc("backward.bert.encoder.layer.0.attention.self.query")
    %t2986 = tensor.expand_shape %t2985 [[0, 1]] output_shape [1, 64] : tensor<64xf32> into tensor<1x64xf32> loc("backward.bert.encoder.layer.0.attention.self.query")
    %t2987 = tensor.collapse_shape %t2986 [[0, 1]] : tensor<1x64xf32> into tensor<64xf32> loc("backward.bert.encoder.layer.0.attention.self.query")
    %t2988 = tensor.empty() : tensor<64x64xf32> loc("backward.bert.encoder.layer.0.attention.self.query")
    %t2989 = linalg.transpose ins(%t2978 : tensor<64x64xf32>) outs(%t2988 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.bert.encoder.layer.0.attention.self.query")
    %t2990 = tensor.expand_shape %t2970 [[0, 1], [2]] output_shape [2, 16, 64] : tensor<32x64xf32> into tensor<2x16x64xf32> loc("backward.bert.encoder.layer.0.attention.self.query")
    %t2991 = tensor.empty() : tensor<2x16x64xf32> loc("backward.add_21")
    %t2996 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t2960, %t2990 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t2991 : tensor<2x16x64xf32>) {
    ^bb0(%in2992: f32, %in2993: f32, %out2994: f32):
      %s2995 = arith.addf %in2992, %in2993 : f32
      linalg.yield %s2995 : f32
    } -> tensor<2x16x64xf32> loc("backward.add_21")
    %t2997 = tensor.empty() : tensor<2x16x64xf32> loc("backward.bert.embeddings.dropout")
    %t3001 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t160 : tensor<2x16x64xi1>) outs(%t2997 : tensor<2x16x64xf32>) {
    ^bb0(%in2998: i1, %out2999: f32):
      %s3000 = arith.uitofp %in2998 : i1 to f32
      linalg.yield %s3000 : f32
    } -> tensor<2x16x64xf32> loc("backward.bert.embeddings.dropout")
    %t3002 = tensor.empty() : tensor<2x16x64xf32> loc("backward.bert.embeddings.dropout")
    %t3007 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t3001 : tensor<2x16x64xf32>) outs(%t3002 : tensor<2x16x64xf32>) {
    ^bb0(%in3003: f32, %out3004: f32):
      %s3005 = arith.constant 1.111111164e+00 : f32
      %s3006 = arith.mulf %in3003, %s3005 : f32
      linalg.yield %s3006 : f32
    } -> tensor<2x16x64xf32> loc("backward.bert.embeddings.dropout")
    %t3008 = tensor.empty() : tensor<2x16x64xf32> loc("backward.bert.embeddings.dropout")
    %t3013 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t2996, %t3007 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t3008 : tensor<2x16x64xf32>) {
    ^bb0(%in3009: f32, %in3010: f32, %out3011: f32):
      %s3012 = arith.mulf %in3009, %in3010 : f32
      linalg.yield %s3012 : f32
    } -> tensor<2x16x64xf32> loc("backward.bert.embeddings.dropout")
    %t3014 = tensor.empty() : tensor<2x16x64xf32> loc("backward.bert.embeddings.LayerNorm")
    %t3019 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t37, %t51 : tensor<2x16x64xf32>, tensor<2x16x1xf32>) outs(%t3014 : tensor<2x16x64xf32>) {
    ^bb0(%in3015: f32, %in3016: f32, %out3017: f32):
      %s3018 = arith.subf %in3015, %in3016 : f32
      linalg.yield %s3018 : f32
    } -> tensor<2x16x64xf32> loc("backward.bert.embeddings.LayerNorm")
    %t3020 = tensor.empty() : tensor<2x16x64xf32> loc("backward.bert.embeddings.LayerNorm")
    %t3025 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t3019, %t83 : tensor<2x16x64xf32>, tensor<2x16x1xf32>) outs(%t3020 : tensor<2x16x64xf32>) {
    ^bb0(%in3021: f32, %in3022: f32, %out3023: f32):
      %s3024 = arith.mulf %in3021, %in3022 : f32
      linalg.yield %s3024 : f32
    } -> tensor<2x16x64xf32> loc("backward.bert.embeddings.LayerNorm")
    %t3026 = tensor.empty() : tensor<2x16x64xf32> loc("backward.bert.embeddings.LayerNorm")
    %t3031 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t3013, %primals_4 : tensor<2x16x64xf32>, tensor<64xf32>) outs(%t3026 : tensor<2x16x64xf32>) {
    ^bb0(%in3027: f32, %in3028: f32, %out3029: f32):
      %s3030 = arith.mulf %in3027, %in3028 : f32
      linalg.yield %s3030 : f32
    } -> tensor<2x16x64xf32> loc("backward.bert.embeddings.LayerNorm")
    %t3032 = tensor.empty() : tensor<2x16x64xf32> loc("backward.bert.embeddings.LayerNorm")
    %t3037 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t3031 : tensor<2x16x64xf32>) outs(%t3032 : tensor<2x16x64xf32>) {
    ^bb0(%in3033: f32, %out3034: f32):
      %s3035 = arith.constant 6.400000000e+01 : f32
      %s3036 = arith.mulf %in3033, %s3035 : f32
      linalg.yield %s3036 : f32
    } -> tensor<2x16x64xf32> loc("backward.bert.embeddings.LayerNorm")
    %t3038 = tensor.empty() : tensor<2x16xf32> loc("backward.bert.embeddings.LayerNorm")
    %c3039 = arith.constant 0.000000000e+00 : f32 loc("backward.bert.embeddings.LayerNorm")
    %t3040 = linalg.fill ins(%c3039 : f32) outs(%t3038 : tensor<2x16xf32>) -> tensor<2x16xf32> loc("backward.bert.embeddings.LayerNorm")
    %t3044 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t3031 : tensor<2x16x64xf32>) outs(%t3040 : tensor<2x16xf32>) {
    ^bb0(%in3041: f32, %out3042: f32):
      %s3043 = arith.addf %out3042, %in3041 : f32
      linalg.yield %s3043 : f32
    } -> tensor<2x16xf32> loc("backward.bert.embeddings.LayerNorm")
    %t3045 = tensor.expand_shape %t3044 [[0], [1, 2]] output_shape [2, 16, 1] : tensor<2x16xf32> into tensor<2x16x1xf32> loc("backward.bert.embeddings.LayerNorm")
    %t3046 = tensor.empty() : tensor<2x16x64xf32> loc("backward.bert.embeddings.LayerNorm")
    %t3051 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t3031, %t3025 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t3046 : tensor<2x16x64xf32>) {
    ^bb0(%in3047: f32, %in3048: f32, %out3049: f32):
      %s3050 = arith.mulf %in3047, %in3048 : f32
      linalg.yield %s3050 : f32
    } -> tensor<2x16x64xf32> loc("backward.bert.embeddings.LayerNorm")
    %t3052 = tensor.empty() : tensor<2x16xf32> loc("backward.bert.embeddings.LayerNorm")
    %c3053 = arith.constant 0.000000000e+00 : f32 loc("backward.bert.embeddings.LayerNorm")
    %t3054 = linalg.fill ins(%c3053 : f32) outs(%t3052 : tensor<2x16xf32>) -> tensor<2x16xf32> loc("backward.bert.embeddings.LayerNorm")
    %t3058 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t3051 : tensor<2x16x64xf32>) outs(%t3054 : tensor<2x16xf32>) {
    ^bb0(%in3055: f32, %out3056: f32):
      %s3057 = arith.addf %out3056, %in3055 : f32
      linalg.yield %s3057 : f32
    } -> tensor<2x16xf32> loc("backward.bert.embeddings.LayerNorm")
    %t3059 = tensor.expand_shape %t3058 [[0], [1, 2]] output_shape [2, 16, 1] : tensor<2x16xf32> into tensor<2x16x1xf32> loc("backward.bert.embeddings.LayerNorm")
    %t3060 = tensor.empty() : tensor<2x16x64xf32> loc("backward.bert.embeddings.LayerNorm")
    %t3065 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t3025, %t3059 : tensor<2x16x64xf32>, tensor<2x16x1xf32>) outs(%t3060 : tensor<2x16x64xf32>) {
    ^bb0(%in3061: f32, %in3062: f32, %out3063: f32):
      %s3064 = arith.mulf %in3061, %in3062 : f32
      linalg.yield %s3064 : f32
    } -> tensor<2x16x64xf32> loc("backward.bert.embeddings.LayerNorm")
    %t3066 = tensor.empty() : tensor<2x16x64xf32> loc("backward.bert.embeddings.LayerNorm")
    %t3071 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t3037, %t3045 : tensor<2x16x64xf32>, tensor<2x16x1xf32>) outs(%t3066 : tensor<2x16x64xf32>) {
    ^bb0(%in3067: f32, %in3068: f32, %out3069: f32):
      %s3070 = arith.subf %in3067, %in3068 : f32
      linalg.yield %s3070 : f32
    } -> tensor<2x16x64xf32> loc("backward.bert.embeddings.LayerNorm")
    %t3072 = tensor.empty() : tensor<2x16x64xf32> loc("backward.bert.embeddings.LayerNorm")
    %t3077 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t3071, %t3065 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t3072 : tensor<2x16x64xf32>) {
    ^bb0(%in3073: f32, %in3074: f32, %out3075: f32):
      %s3076 = arith.subf %in3073, %in3074 : f32
      linalg.yield %s3076 : f32
    } -> tensor<2x16x64xf32> loc("backward.bert.embeddings.LayerNorm")
    %t3078 = tensor.empty() : tensor<2x16x1xf32> loc("backward.bert.embeddings.LayerNorm")
    %t3083 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t83 : tensor<2x16x1xf32>) outs(%t3078 : tensor<2x16x1xf32>) {
    ^bb0(%in3079: f32, %out3080: f32):
      %s3081 = arith.constant 6.400000000e+01 : f32
      %s3082 = arith.divf %in3079, %s3081 : f32
      linalg.yield %s3082 : f32
    } -> tensor<2x16x1xf32> loc("backward.bert.embeddings.LayerNorm")
    %t3084 = tensor.empty() : tensor<2x16x64xf32> loc("backward.bert.embeddings.LayerNorm")
    %t3089 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t3083, %t3077 : tensor<2x16x1xf32>, tensor<2x16x64xf32>) outs(%t3084 : tensor<2x16x64xf32>) {
    ^bb0(%in3085: f32, %in3086: f32, %out3087: f32):
      %s3088 = arith.mulf %in3085, %in3086 : f32
      linalg.yield %s3088 : f32
    } -> tensor<2x16x64xf32> loc("backward.bert.embeddings.LayerNorm")
    %t3090 = tensor.empty() : tensor<2x16x64xf32> loc("backward.bert.embeddings.LayerNorm")
    %t3095 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t3013, %t3025 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t3090 : tensor<2x16x64xf32>) {
    ^bb0(%in3091: f32, %in3092: f32, %out3093: f32):
      %s3094 = arith.mulf %in3091, %in3092 : f32
      linalg.yield %s3094 : f32
    } -> tensor<2x16x64xf32> loc("backward.bert.embeddings.LayerNorm")
    %t3096 = tensor.empty() : tensor<64xf32> loc("backward.bert.embeddings.LayerNorm")
    %c3097 = arith.constant 0.000000000e+00 : f32 loc("backward.bert.embeddings.LayerNorm")
    %t3098 = linalg.fill ins(%c3097 : f32) outs(%t3096 : tensor<64xf32>) -> tensor<64xf32> loc("backward.bert.embeddings.LayerNorm")
    %t3102 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%t3095 : tensor<2x16x64xf32>) outs(%t3098 : tensor<64xf32>) {
    ^bb0(%in3099: f32, %out3100: f32):
      %s3101 = arith.addf %out3100, %in3099 : f32
      linalg.yield %s3101 : f32
    } -> tensor<64xf32> loc("backward.bert.embeddings.LayerNorm")
    %t3103 = tensor.empty() : tensor<64xf32> loc("backward.bert.embeddings.LayerNorm")
    %c3104 = arith.constant 0.000000000e+00 : f32 loc("backward.bert.embeddings.LayerNorm")
    %t3105 = linalg.fill ins(%c3104 : f32) outs(%t3103 : tensor<64xf32>) -> tensor<64xf32> loc("backward.bert.embeddings.LayerNorm")
    %t3109 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%t3013 : tensor<2x16x64xf32>) outs(%t3105 : tensor<64xf32>) {
    ^bb0(%in3106: f32, %out3107: f32):
      %s3108 = arith.addf %out3107, %in3106 : f32
      linalg.yield %s3108 : f32
    } -> tensor<64xf32> loc("backward.bert.embeddings.LayerNorm")
    %t3110 = tensor.empty() : tensor<16x64xf32> loc("backward.bert.embeddings")
    %c3111 = arith.constant 0.000000000e+00 : f32 loc("backward.bert.embeddings")
    %t3112 = linalg.fill ins(%c3111 : f32) outs(%t3110 : tensor<16x64xf32>) -> tensor<16x64xf32> loc("backward.bert.embeddings")
    %t3116 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>], iterator_types = ["reduction", "parallel", "parallel"]} ins(%t3089 : tensor<2x16x64xf32>) outs(%t3112 : tensor<16x64xf32>) {
    ^bb0(%in3113: f32, %out3114: f32):
      %s3115 = arith.addf %out3114, %in3113 : f32
      linalg.yield %s3115 : f32
    } -> tensor<16x64xf32> loc("backward.bert.embeddings")
    %t3117 = tensor.expand_shape %t3116 [[0, 1], [2]] output_shape [1, 16, 64] : tensor<16x64xf32> into tensor<1x16x64xf32> loc("backward.bert.embeddings")
    %cst3118 = arith.constant dense<false> : tensor<1x16x1xi1> loc("backward.bert.embeddings.position_embeddings")
    %cst3119 = arith.constant dense<0.000000000e+00> : tensor<f32> loc("backward.bert.embeddings.position_embeddings")
    %t3120 = tensor.empty() : tensor<1x16x64xf32> loc("backward.bert.embeddings.position_embeddings")
    %t3126 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst3118, %cst3119, %t3117 : tensor<1x16x1xi1>, tensor<f32>, tensor<1x16x64xf32>) outs(%t3120 : tensor<1x16x64xf32>) {
    ^bb0(%in3121: i1, %in3122: f32, %in3123: f32, %out3124: f32):
      %s3125 = arith.select %in3121, %in3122, %in3123 : f32
      linalg.yield %s3125 : f32
    } -> tensor<1x16x64xf32> loc("backward.bert.embeddings.position_embeddings")
    %cst3127 = arith.constant dense<0.000000000e+00> : tensor<16x64xf32> loc("backward.bert.embeddings.position_embeddings")
    %cst3128 = arith.constant dense<"0x0000803F000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F"> : tensor<16x16xf32> loc("backward.bert.embeddings.position_embeddings")
    %t3129 = tensor.collapse_shape %t3126 [[0, 1], [2]] : tensor<1x16x64xf32> into tensor<16x64xf32> loc("backward.bert.embeddings.position_embeddings")
    %t3130 = linalg.matmul ins(%cst3128, %t3129 : tensor<16x16xf32>, tensor<16x64xf32>) outs(%cst3127 : tensor<16x64xf32>) -> tensor<16x64xf32> loc("backward.bert.embeddings.position_embeddings")
    %cst3131 = arith.constant dense<false> : tensor<2x16x1xi1> loc("backward.bert.embeddings.token_type_embeddings")
    %cst3132 = arith.constant dense<0.000000000e+00> : tensor<f32> loc("backward.bert.embeddings.token_type_embeddings")
    %t3133 = tensor.empty() : tensor<2x16x64xf32> loc("backward.bert.embeddings.token_type_embeddings")
    %t3139 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst3131, %cst3132, %t3089 : tensor<2x16x1xi1>, tensor<f32>, tensor<2x16x64xf32>) outs(%t3133 : tensor<2x16x64xf32>) {
    ^bb0(%in3134: i1, %in3135: f32, %in3136: f32, %out3137: f32):
      %s3138 = arith.select %in3134, %in3135, %in3136 : f32
      linalg.yield %s3138 : f32
    } -> tensor<2x16x64xf32> loc("backward.bert.embeddings.token_type_embeddings")
    %cst3140 = arith.constant dense<0.000000000e+00> : tensor<2x64xf32> loc("backward.bert.embeddings.token_type_embeddings")
    %cst3141 = arith.constant dense<"0x0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"> : tensor<2x32xf32> loc("backward.bert.embeddings.token_type_embeddings")
    %t3142 = tensor.collapse_shape %t3139 [[0, 1], [2]] : tensor<2x16x64xf32> into tensor<32x64xf32> loc("backward.bert.embeddings.token_type_embeddings")
    %t3143 = linalg.matmul ins(%cst3141, %t3142 : tensor<2x32xf32>, tensor<32x64xf32>) outs(%cst3140 : tensor<2x64xf32>) -> tensor<2x64xf32> loc("backward.bert.embeddings.token_type_embeddings")
    %t3144 = tensor.empty() : tensor<2x16xi1> loc("backward.bert.embeddings.word_embeddings")
    %t3149 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%primals_45 : tensor<2x16xi64>) outs(%t3144 : tensor<2x16xi1>) {
    ^bb0(%in3145: i64, %out3146: i1):
      %s3147 = arith.constant 0 : i64
      %s3148 = arith.cmpi sge, %in3145, %s3147 : i64
      linalg.yield %s3148 : i1
    } -> tensor<2x16xi1> loc("backward.bert.embeddings.word_embeddings")
    %t3150 = tensor.empty() : tensor<2x16xi1> loc("backward.bert.embeddings.word_embeddings")
    %t3155 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%primals_45 : tensor<2x16xi64>) outs(%t3150 : tensor<2x16xi1>) {
    ^bb0(%in3151: i64, %out3152: i1):
      %s3153 = arith.constant 128 : i64
      %s3154 = arith.cmpi slt, %in3151, %s3153 : i64
      linalg.yield %s3154 : i1
    } -> tensor<2x16xi1> loc("backward.bert.embeddings.word_embeddings")
    %t3156 = tensor.empty() : tensor<2x16xi1> loc("backward.bert.embeddings.word_embeddings")
    %t3161 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t3149, %t3155 : tensor<2x16xi1>, tensor<2x16xi1>) outs(%t3156 : tensor<2x16xi1>) {
    ^bb0(%in3157: i1, %in3158: i1, %out3159: i1):
      %s3160 = arith.andi %in3157, %in3158 : i1
      linalg.yield %s3160 : i1
    } -> tensor<2x16xi1> loc("backward.bert.embeddings.word_embeddings")
    %t3162 = tensor.empty() : tensor<2x16xi1> loc("backward.bert.embeddings.word_embeddings")
    %t3167 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%primals_45 : tensor<2x16xi64>) outs(%t3162 : tensor<2x16xi1>) {
    ^bb0(%in3163: i64, %out3164: i1):
      %s3165 = arith.constant 0 : i64
      %s3166 = arith.cmpi ne, %in3163, %s3165 : i64
      linalg.yield %s3166 : i1
    } -> tensor<2x16xi1> loc("backward.bert.embeddings.word_embeddings")
    %t3168 = tensor.empty() : tensor<2x16xi1> loc("backward.bert.embeddings.word_embeddings")
    %t3173 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t3161, %t3167 : tensor<2x16xi1>, tensor<2x16xi1>) outs(%t3168 : tensor<2x16xi1>) {
    ^bb0(%in3169: i1, %in3170: i1, %out3171: i1):
      %s3172 = arith.andi %in3169, %in3170 : i1
      linalg.yield %s3172 : i1
    } -> tensor<2x16xi1> loc("backward.bert.embeddings.word_embeddings")
    %t3174 = tensor.expand_shape %t3173 [[0], [1, 2]] output_shape [2, 16, 1] : tensor<2x16xi1> into tensor<2x16x1xi1> loc("backward.bert.embeddings.word_embeddings")
    %t3175 = tensor.empty() : tensor<2x16xf32> loc("backward.bert.embeddings.word_embeddings")
    %t3183 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%primals_45 : tensor<2x16xi64>) outs(%t3175 : tensor<2x16xf32>) {
    ^bb0(%in3176: i64, %out3177: f32):
      %s3178 = arith.sitofp %in3176 : i64 to f32
      %s3179 = arith.constant -1.280000000e+02 : f32
      %s3180 = arith.maximumf %s3178, %s3179 : f32
      %s3181 = arith.constant 1.270000000e+02 : f32
      %s3182 = arith.minimumf %s3180, %s3181 : f32
      linalg.yield %s3182 : f32
    } -> tensor<2x16xf32> loc("backward.bert.embeddings.word_embeddings")
    %t3184 = tensor.empty() : tensor<2x16xi64> loc("backward.bert.embeddings.word_embeddings")
    %t3188 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t3183 : tensor<2x16xf32>) outs(%t3184 : tensor<2x16xi64>) {
    ^bb0(%in3185: f32, %out3186: i64):
      %s3187 = arith.fptosi %in3185 : f32 to i64
      linalg.yield %s3187 : i64
    } -> tensor<2x16xi64> loc("backward.bert.embeddings.word_embeddings")
    %t3189 = tensor.empty() : tensor<2x16x1xi1> loc("backward.bert.embeddings.word_embeddings")
    %t3194 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t3174 : tensor<2x16x1xi1>) outs(%t3189 : tensor<2x16x1xi1>) {
    ^bb0(%in3190: i1, %out3191: i1):
      %s3192 = arith.constant true
      %s3193 = arith.xori %in3190, %s3192 : i1
      linalg.yield %s3193 : i1
    } -> tensor<2x16x1xi1> loc("backward.bert.embeddings.word_embeddings")
    %cst3195 = arith.constant dense<0.000000000e+00> : tensor<f32> loc("backward.bert.embeddings.word_embeddings")
    %t3196 = tensor.empty() : tensor<2x16x64xf32> loc("backward.bert.embeddings.word_embeddings")
    %t3202 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t3194, %cst3195, %t3089 : tensor<2x16x1xi1>, tensor<f32>, tensor<2x16x64xf32>) outs(%t3196 : tensor<2x16x64xf32>) {
    ^bb0(%in3197: i1, %in3198: f32, %in3199: f32, %out3200: f32):
      %s3201 = arith.select %in3197, %in3198, %in3199 : f32
      linalg.yield %s3201 : f32
    } -> tensor<2x16x64xf32> loc("backward.bert.embeddings.word_embeddings")
    %cst3203 = arith.constant dense<0.000000000e+00> : tensor<128x64xf32> loc("backward.bert.embeddings.word_embeddings")
    %t3204 = tensor.collapse_shape %t3188 [[0, 1]] : tensor<2x16xi64> into tensor<32xi64> loc("backward.bert.embeddings.word_embeddings")
    %t3205 = tensor.collapse_shape %t3202 [[0, 1], [2]] : tensor<2x16x64xf32> into tensor<32x64xf32> loc("backward.bert.embeddings.word_embeddings")
    %t3215 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t3204, %t3205 : tensor<32xi64>, tensor<32x64xf32>) outs(%cst3203 : tensor<128x64xf32>) {
    ^bb0(%in3206: i64, %in3207: f32, %out3208: f32):
      %s3209 = linalg.index 0 : index
      %s3210 = arith.index_cast %s3209 : index to i64
      %s3211 = arith.cmpi eq, %in3206, %s3210 : i64
      %s3212 = arith.constant 0.000000000e+00 : f32
      %s3213 = arith.select %s3211, %in3207, %s3212 : f32
      %s3214 = arith.addf %out3208, %s3213 : f32
      linalg.yield %s3214 : f32
    } -> tensor<128x64xf32> loc("backward.bert.embeddings.word_embeddings")
    %t3216 = tensor.empty() : tensor<128x64xf32> loc("backward.add_22")
    %t3221 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t1579, %t3215 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%t3216 : tensor<128x64xf32>) {
    ^bb0(%in3217: f32, %in3218: f32, %out3219: f32):
      %s3220 = arith.addf %in3217, %in3218 : f32
      linalg.yield %s3220 : f32
    } -> tensor<128x64xf32> loc("backward.add_22")
    return %t1475, %t3221, %t3130, %t3143, %t3102, %t3109, %t2989, %t2987, %t2953, %t2951, %t2917, %t2915, %t2795, %t2793, %t2745, %t2752, %t2649, %t2647, %t2533, %t2531, %t2483, %t2490, %t2387, %t2385, %t2351, %t2349, %t2315, %t2313, %t2193, %t2191, %t2143, %t2150, %t2047, %t2045, %t1931, %t1929, %t1881, %t1888, %t1577, %t1791, %t1789, %t1669, %t1676 : tensor<f32>, tensor<128x64xf32>, tensor<16x64xf32>, tensor<2x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128x64xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128x64xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32> loc("root.output")
  }
}
