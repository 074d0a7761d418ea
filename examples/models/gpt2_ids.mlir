module {
  // primals_1: parameter transformer.wte.weight
  // primals_2: parameter transformer.wpe.weight
  // primals_3: parameter transformer.h.0.ln_1.weight
  // primals_4: parameter transformer.h.0.ln_1.bias
  // primals_5: parameter transformer.h.0.attn.c_attn.weight
  // primals_6: parameter transformer.h.0.attn.c_attn.bias
  // primals_7: parameter transformer.h.0.attn.c_proj.weight
  // primals_8: parameter transformer.h.0.attn.c_proj.bias
  // primals_9: parameter transformer.h.0.ln_2.weight
  // primals_10: parameter transformer.h.0.ln_2.bias
  // primals_11: parameter transformer.h.0.mlp.c_fc.weight
  // primals_12: parameter transformer.h.0.mlp.c_fc.bias
  // primals_13: parameter transformer.h.0.mlp.c_proj.weight
  // primals_14: parameter transformer.h.0.mlp.c_proj.bias
  // primals_15: parameter transformer.h.1.ln_1.weight
  // primals_16: parameter transformer.h.1.ln_1.bias
  // primals_17: parameter transformer.h.1.attn.c_attn.weight
  // primals_18: parameter transformer.h.1.attn.c_attn.bias
  // primals_19: parameter transformer.h.1.attn.c_proj.weight
  // primals_20: parameter transformer.h.1.attn.c_proj.bias
  // primals_21: parameter transformer.h.1.ln_2.weight
  // primals_22: parameter transformer.h.1.ln_2.bias
  // primals_23: parameter transformer.h.1.mlp.c_fc.weight
  // primals_24: parameter transformer.h.1.mlp.c_fc.bias
  // primals_25: parameter transformer.h.1.mlp.c_proj.weight
  // primals_26: parameter transformer.h.1.mlp.c_proj.bias
  // primals_27: parameter transformer.ln_f.weight
  // primals_28: parameter transformer.ln_f.bias
  // primals_29: input 0 (int64)
  // seed: seed of the dropout masks (i64; mask of dropout op k, element i: see docs/TorchExporter.md)
  // tangents_1: cotangent of the loss (remat.cotangent)
  // results: loss, then gradients of primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28
  func.func @train_step(
    %primals_1: tensor<128x64xf32>,
    %primals_2: tensor<16x64xf32>,
    %primals_3: tensor<64xf32>,
    %primals_4: tensor<64xf32>,
    %primals_5: tensor<64x192xf32>,
    %primals_6: tensor<192xf32>,
    %primals_7: tensor<64x64xf32>,
    %primals_8: tensor<64xf32>,
    %primals_9: tensor<64xf32>,
    %primals_10: tensor<64xf32>,
    %primals_11: tensor<64x256xf32>,
    %primals_12: tensor<256xf32>,
    %primals_13: tensor<256x64xf32>,
    %primals_14: tensor<64xf32>,
    %primals_15: tensor<64xf32>,
    %primals_16: tensor<64xf32>,
    %primals_17: tensor<64x192xf32>,
    %primals_18: tensor<192xf32>,
    %primals_19: tensor<64x64xf32>,
    %primals_20: tensor<64xf32>,
    %primals_21: tensor<64xf32>,
    %primals_22: tensor<64xf32>,
    %primals_23: tensor<64x256xf32>,
    %primals_24: tensor<256xf32>,
    %primals_25: tensor<256x64xf32>,
    %primals_26: tensor<64xf32>,
    %primals_27: tensor<64xf32>,
    %primals_28: tensor<64xf32>,
    %primals_29: tensor<2x16xi64> {remat.range = [0, 128]},
    %seed: tensor<i64> {remat.seed},
    %tangents_1: tensor<f32> {remat.cotangent}
  ) -> (tensor<f32>, tensor<128x64xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) {
    %t1 = tensor.collapse_shape %primals_29 [[0, 1]] : tensor<2x16xi64> into tensor<32xi64> loc("transformer.wte")
    %t2 = tensor.empty() : tensor<32x64xf32> loc("transformer.wte")
    %c3 = arith.constant 0.000000000e+00 : f32 loc("transformer.wte")
    %t4 = linalg.fill ins(%c3 : f32) outs(%t2 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("transformer.wte")
    %t12 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t1, %primals_1 : tensor<32xi64>, tensor<128x64xf32>) outs(%t4 : tensor<32x64xf32>) {
    ^bb0(%in5: i64, %in6: f32, %out7: f32):
      %s8 = linalg.index 2 : index
      %s9 = arith.index_cast %s8 : index to i64
      %s10 = arith.cmpi eq, %in5, %s9 : i64
      %s11 = arith.select %s10, %in6, %out7 : f32
      linalg.yield %s11 : f32
    } -> tensor<32x64xf32> loc("transformer.wte")
    %t13 = tensor.expand_shape %t12 [[0, 1], [2]] output_shape [2, 16, 64] : tensor<32x64xf32> into tensor<2x16x64xf32> loc("transformer.wte")
    %cst14 = arith.constant dense<"0x0000803F000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F"> : tensor<16x16xf32> loc("transformer.wpe")
    %t15 = tensor.empty() : tensor<16x64xf32> loc("transformer.wpe")
    %c16 = arith.constant 0.000000000e+00 : f32 loc("transformer.wpe")
    %t17 = linalg.fill ins(%c16 : f32) outs(%t15 : tensor<16x64xf32>) -> tensor<16x64xf32> loc("transformer.wpe")
    %t18 = linalg.matmul ins(%cst14, %primals_2 : tensor<16x16xf32>, tensor<16x64xf32>) outs(%t17 : tensor<16x64xf32>) -> tensor<16x64xf32> loc("transformer.wpe")
    %t19 = tensor.expand_shape %t18 [[0, 1], [2]] output_shape [1, 16, 64] : tensor<16x64xf32> into tensor<1x16x64xf32> loc("transformer.wpe")
    %t20 = tensor.empty() : tensor<2x16x64xf32> loc("transformer")
    %t25 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t13, %t19 : tensor<2x16x64xf32>, tensor<1x16x64xf32>) outs(%t20 : tensor<2x16x64xf32>) {
    ^bb0(%in21: f32, %in22: f32, %out23: f32):
      %s24 = arith.addf %in21, %in22 : f32
      linalg.yield %s24 : f32
    } -> tensor<2x16x64xf32> loc("transformer")
    %t26 = tensor.empty() : tensor<i64> loc("transformer.drop")
    %t46 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%seed : tensor<i64>) outs(%t26 : tensor<i64>) {
    ^bb0(%in27: i64, %out28: i64):
      %s29 = arith.constant -7046029254386353131 : i64
      %s30 = arith.muli %in27, %s29 : i64
      %s31 = arith.constant -3335678366873096957 : i64
      %s32 = arith.addi %s30, %s31 : i64
      %s33 = arith.constant 30 : i64
      %s34 = arith.shrui %s32, %s33 : i64
      %s35 = arith.xori %s32, %s34 : i64
      %s36 = arith.constant -4658895280553007687 : i64
      %s37 = arith.muli %s35, %s36 : i64
      %s38 = arith.constant 27 : i64
      %s39 = arith.shrui %s37, %s38 : i64
      %s40 = arith.xori %s37, %s39 : i64
      %s41 = arith.constant -7723592293110705685 : i64
      %s42 = arith.muli %s40, %s41 : i64
      %s43 = arith.constant 31 : i64
      %s44 = arith.shrui %s42, %s43 : i64
      %s45 = arith.xori %s42, %s44 : i64
      linalg.yield %s45 : i64
    } -> tensor<i64> loc("transformer.drop")
    %t47 = tensor.empty() : tensor<2x16x64xi1> loc("transformer.drop")
    %t84 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t46 : tensor<i64>) outs(%t47 : tensor<2x16x64xi1>) {
    ^bb0(%in48: i64, %out49: i1):
      %s50 = arith.constant 1 : i64
      %s51 = linalg.index 0 : index
      %s52 = arith.index_cast %s51 : index to i64
      %s53 = arith.constant 1024 : i64
      %s54 = arith.muli %s52, %s53 : i64
      %s55 = arith.addi %s50, %s54 : i64
      %s56 = linalg.index 1 : index
      %s57 = arith.index_cast %s56 : index to i64
      %s58 = arith.constant 64 : i64
      %s59 = arith.muli %s57, %s58 : i64
      %s60 = arith.addi %s55, %s59 : i64
      %s61 = linalg.index 2 : index
      %s62 = arith.index_cast %s61 : index to i64
      %s63 = arith.addi %s60, %s62 : i64
      %s64 = arith.constant -7046029254386353131 : i64
      %s65 = arith.muli %s63, %s64 : i64
      %s66 = arith.addi %in48, %s65 : i64
      %s67 = arith.constant 30 : i64
      %s68 = arith.shrui %s66, %s67 : i64
      %s69 = arith.xori %s66, %s68 : i64
      %s70 = arith.constant -4658895280553007687 : i64
      %s71 = arith.muli %s69, %s70 : i64
      %s72 = arith.constant 27 : i64
      %s73 = arith.shrui %s71, %s72 : i64
      %s74 = arith.xori %s71, %s73 : i64
      %s75 = arith.constant -7723592293110705685 : i64
      %s76 = arith.muli %s74, %s75 : i64
      %s77 = arith.constant 31 : i64
      %s78 = arith.shrui %s76, %s77 : i64
      %s79 = arith.xori %s76, %s78 : i64
      %s80 = arith.constant 40 : i64
      %s81 = arith.shrui %s79, %s80 : i64
      %s82 = arith.constant 1677722 : i64
      %s83 = arith.cmpi sge, %s81, %s82 : i64
      linalg.yield %s83 : i1
    } -> tensor<2x16x64xi1> loc("transformer.drop")
    %t85 = tensor.empty() : tensor<2x16x64xf32> loc("transformer.drop")
    %t93 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t25, %t84 : tensor<2x16x64xf32>, tensor<2x16x64xi1>) outs(%t85 : tensor<2x16x64xf32>) {
    ^bb0(%in86: f32, %in87: i1, %out88: f32):
      %s89 = arith.constant 1.111111164e+00 : f32
      %s90 = arith.mulf %in86, %s89 : f32
      %s91 = arith.constant 0.000000000e+00 : f32
      %s92 = arith.select %in87, %s90, %s91 : f32
      linalg.yield %s92 : f32
    } -> tensor<2x16x64xf32> loc("transformer.drop")
    %t94 = tensor.empty() : tensor<2x16xf32> loc("transformer.h.0.ln_1")
    %c95 = arith.constant 0.000000000e+00 : f32 loc("transformer.h.0.ln_1")
    %t96 = linalg.fill ins(%c95 : f32) outs(%t94 : tensor<2x16xf32>) -> tensor<2x16xf32> loc("transformer.h.0.ln_1")
    %t100 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t93 : tensor<2x16x64xf32>) outs(%t96 : tensor<2x16xf32>) {
    ^bb0(%in97: f32, %out98: f32):
      %s99 = arith.addf %out98, %in97 : f32
      linalg.yield %s99 : f32
    } -> tensor<2x16xf32> loc("transformer.h.0.ln_1")
    %t101 = tensor.empty() : tensor<2x16xf32> loc("transformer.h.0.ln_1")
    %t106 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t100 : tensor<2x16xf32>) outs(%t101 : tensor<2x16xf32>) {
    ^bb0(%in102: f32, %out103: f32):
      %s104 = arith.constant 1.562500000e-02 : f32
      %s105 = arith.mulf %in102, %s104 : f32
      linalg.yield %s105 : f32
    } -> tensor<2x16xf32> loc("transformer.h.0.ln_1")
    %t107 = tensor.expand_shape %t106 [[0], [1, 2]] output_shape [2, 16, 1] : tensor<2x16xf32> into tensor<2x16x1xf32> loc("transformer.h.0.ln_1")
    %t108 = tensor.empty() : tensor<2x16x64xf32> loc("transformer.h.0.ln_1")
    %t113 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t93, %t107 : tensor<2x16x64xf32>, tensor<2x16x1xf32>) outs(%t108 : tensor<2x16x64xf32>) {
    ^bb0(%in109: f32, %in110: f32, %out111: f32):
      %s112 = arith.subf %in109, %in110 : f32
      linalg.yield %s112 : f32
    } -> tensor<2x16x64xf32> loc("transformer.h.0.ln_1")
    %t114 = tensor.empty() : tensor<2x16x64xf32> loc("transformer.h.0.ln_1")
    %t118 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t113 : tensor<2x16x64xf32>) outs(%t114 : tensor<2x16x64xf32>) {
    ^bb0(%in115: f32, %out116: f32):
      %s117 = arith.mulf %in115, %in115 : f32
      linalg.yield %s117 : f32
    } -> tensor<2x16x64xf32> loc("transformer.h.0.ln_1")
    %t119 = tensor.empty() : tensor<2x16xf32> loc("transformer.h.0.ln_1")
    %c120 = arith.constant 0.000000000e+00 : f32 loc("transformer.h.0.ln_1")
    %t121 = linalg.fill ins(%c120 : f32) outs(%t119 : tensor<2x16xf32>) -> tensor<2x16xf32> loc("transformer.h.0.ln_1")
    %t125 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t118 : tensor<2x16x64xf32>) outs(%t121 : tensor<2x16xf32>) {
    ^bb0(%in122: f32, %out123: f32):
      %s124 = arith.addf %out123, %in122 : f32
      linalg.yield %s124 : f32
    } -> tensor<2x16xf32> loc("transformer.h.0.ln_1")
    %t126 = tensor.empty() : tensor<2x16xf32> loc("transformer.h.0.ln_1")
    %t131 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t125 : tensor<2x16xf32>) outs(%t126 : tensor<2x16xf32>) {
    ^bb0(%in127: f32, %out128: f32):
      %s129 = arith.constant 1.562500000e-02 : f32
      %s130 = arith.mulf %in127, %s129 : f32
      linalg.yield %s130 : f32
    } -> tensor<2x16xf32> loc("transformer.h.0.ln_1")
    %t132 = tensor.expand_shape %t131 [[0], [1, 2]] output_shape [2, 16, 1] : tensor<2x16xf32> into tensor<2x16x1xf32> loc("transformer.h.0.ln_1")
    %t133 = tensor.empty() : tensor<2x16x1xf32> loc("transformer.h.0.ln_1")
    %t139 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t132 : tensor<2x16x1xf32>) outs(%t133 : tensor<2x16x1xf32>) {
    ^bb0(%in134: f32, %out135: f32):
      %s136 = arith.constant 9.999999747e-06 : f32
      %s137 = arith.addf %in134, %s136 : f32
      %s138 = math.rsqrt %s137 : f32
      linalg.yield %s138 : f32
    } -> tensor<2x16x1xf32> loc("transformer.h.0.ln_1")
    %t140 = tensor.empty() : tensor<2x16x64xf32> loc("transformer.h.0.ln_1")
    %t145 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t113, %t139 : tensor<2x16x64xf32>, tensor<2x16x1xf32>) outs(%t140 : tensor<2x16x64xf32>) {
    ^bb0(%in141: f32, %in142: f32, %out143: f32):
      %s144 = arith.mulf %in141, %in142 : f32
      linalg.yield %s144 : f32
    } -> tensor<2x16x64xf32> loc("transformer.h.0.ln_1")
    %t146 = tensor.empty() : tensor<2x16x64xf32> loc("transformer.h.0.ln_1")
    %t151 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t145, %primals_3 : tensor<2x16x64xf32>, tensor<64xf32>) outs(%t146 : tensor<2x16x64xf32>) {
    ^bb0(%in147: f32, %in148: f32, %out149: f32):
      %s150 = arith.mulf %in147, %in148 : f32
      linalg.yield %s150 : f32
    } -> tensor<2x16x64xf32> loc("transformer.h.0.ln_1")
    %t152 = tensor.empty() : tensor<2x16x64xf32> loc("transformer.h.0.ln_1")
    %t157 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t151, %primals_4 : tensor<2x16x64xf32>, tensor<64xf32>) outs(%t152 : tensor<2x16x64xf32>) {
    ^bb0(%in153: f32, %in154: f32, %out155: f32):
      %s156 = arith.addf %in153, %in154 : f32
      linalg.yield %s156 : f32
    } -> tensor<2x16x64xf32> loc("transformer.h.0.ln_1")
    %t158 = tensor.collapse_shape %t157 [[0, 1], [2]] : tensor<2x16x64xf32> into tensor<32x64xf32> loc("transformer.h.0.attn.c_attn")
    %t159 = tensor.empty() : tensor<32x192xf32> loc("transformer.h.0.attn.c_attn")
    %t162 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%primals_6 : tensor<192xf32>) outs(%t159 : tensor<32x192xf32>) {
    ^bb0(%in160: f32, %out161: f32):
      linalg.yield %in160 : f32
    } -> tensor<32x192xf32> loc("transformer.h.0.attn.c_attn")
    %t163 = linalg.matmul ins(%t158, %primals_5 : tensor<32x64xf32>, tensor<64x192xf32>) outs(%t162 : tensor<32x192xf32>) -> tensor<32x192xf32> loc("transformer.h.0.attn.c_attn")
    %t164 = tensor.expand_shape %t163 [[0, 1], [2]] output_shape [2, 16, 192] : tensor<32x192xf32> into tensor<2x16x192xf32> loc("transformer.h.0.attn.c_attn")
    %t165 = tensor.extract_slice %t164[0, 0, 0] [2, 16, 64] [1, 1, 1] : tensor<2x16x192xf32> to tensor<2x16x64xf32> loc("transformer.h.0.attn")
    %t166 = tensor.extract_slice %t164[0, 0, 64] [2, 16, 64] [1, 1, 1] : tensor<2x16x192xf32> to tensor<2x16x64xf32> loc("transformer.h.0.attn")
    %t167 = tensor.extract_slice %t164[0, 0, 128] [2, 16, 64] [1, 1, 1] : tensor<2x16x192xf32> to tensor<2x16x64xf32> loc("transformer.h.0.attn")
    %t168 = tensor.expand_shape %t166 [[0], [1], [2, 3]] output_shape [2, 16, 4, 16] : tensor<2x16x64xf32> into tensor<2x16x4x16xf32> loc("transformer.h.0.attn")
    %t169 = tensor.empty() : tensor<2x4x16x16xf32> loc("transformer.h.0.attn")
    %t170 = linalg.transpose ins(%t168 : tensor<2x16x4x16xf32>) outs(%t169 : tensor<2x4x16x16xf32>) permutation = [0, 2, 1, 3] loc("transformer.h.0.attn")
    %t171 = tensor.expand_shape %t167 [[0], [1], [2, 3]] output_shape [2, 16, 4, 16] : tensor<2x16x64xf32> into tensor<2x16x4x16xf32> loc("transformer.h.0.attn")
    %t172 = tensor.empty() : tensor<2x4x16x16xf32> loc("transformer.h.0.attn")
    %t173 = linalg.transpose ins(%t171 : tensor<2x16x4x16xf32>) outs(%t172 : tensor<2x4x16x16xf32>) permutation = [0, 2, 1, 3] loc("transformer.h.0.attn")
    %t174 = tensor.expand_shape %t165 [[0], [1], [2, 3]] output_shape [2, 16, 4, 16] : tensor<2x16x64xf32> into tensor<2x16x4x16xf32> loc("transformer.h.0.attn")
    %t175 = tensor.empty() : tensor<2x4x16x16xf32> loc("transformer.h.0.attn")
    %t176 = linalg.transpose ins(%t174 : tensor<2x16x4x16xf32>) outs(%t175 : tensor<2x4x16x16xf32>) permutation = [0, 2, 1, 3] loc("transformer.h.0.attn")
    %cst177 = arith.constant dense<0.000000000e+00> : tensor<0xf32> loc("transformer.h.0.attn")
    %cst178 = arith.constant dense<0.000000000e+00> : tensor<0xf32> loc("transformer.h.0.attn")
    %t179 = tensor.empty() : tensor<2x4x16x16xf32> loc("transformer.h.0.attn")
    %t180 = linalg.transpose ins(%t170 : tensor<2x4x16x16xf32>) outs(%t179 : tensor<2x4x16x16xf32>) permutation = [0, 1, 3, 2] loc("transformer.h.0.attn")
    %t181 = tensor.collapse_shape %t176 [[0, 1], [2], [3]] : tensor<2x4x16x16xf32> into tensor<8x16x16xf32> loc("transformer.h.0.attn")
    %t182 = tensor.collapse_shape %t180 [[0, 1], [2], [3]] : tensor<2x4x16x16xf32> into tensor<8x16x16xf32> loc("transformer.h.0.attn")
    %t183 = tensor.empty() : tensor<8x16x16xf32> loc("transformer.h.0.attn")
    %c184 = arith.constant 0.000000000e+00 : f32 loc("transformer.h.0.attn")
    %t185 = linalg.fill ins(%c184 : f32) outs(%t183 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32> loc("transformer.h.0.attn")
    %t186 = linalg.batch_matmul ins(%t181, %t182 : tensor<8x16x16xf32>, tensor<8x16x16xf32>) outs(%t185 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32> loc("transformer.h.0.attn")
    %t187 = tensor.expand_shape %t186 [[0, 1], [2], [3]] output_shape [2, 4, 16, 16] : tensor<8x16x16xf32> into tensor<2x4x16x16xf32> loc("transformer.h.0.attn")
    %t188 = tensor.empty() : tensor<2x4x16x16xf32> loc("transformer.h.0.attn")
    %t193 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t187 : tensor<2x4x16x16xf32>) outs(%t188 : tensor<2x4x16x16xf32>) {
    ^bb0(%in189: f32, %out190: f32):
      %s191 = arith.constant 2.500000000e-01 : f32
      %s192 = arith.mulf %in189, %s191 : f32
      linalg.yield %s192 : f32
    } -> tensor<2x4x16x16xf32> loc("transformer.h.0.attn")
    %cst194 = arith.constant dense<[[false, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]> : tensor<16x16xi1> loc("transformer.h.0.attn")
    %cst195 = arith.constant dense<0xFF800000> : tensor<f32> loc("transformer.h.0.attn")
    %t196 = tensor.empty() : tensor<2x4x16x16xf32> loc("transformer.h.0.attn")
    %t202 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst194, %cst195, %t193 : tensor<16x16xi1>, tensor<f32>, tensor<2x4x16x16xf32>) outs(%t196 : tensor<2x4x16x16xf32>) {
    ^bb0(%in197: i1, %in198: f32, %in199: f32, %out200: f32):
      %s201 = arith.select %in197, %in198, %in199 : f32
      linalg.yield %s201 : f32
    } -> tensor<2x4x16x16xf32> loc("transformer.h.0.attn")
    %t203 = tensor.empty() : tensor<2x4x16xf32> loc("transformer.h.0.attn")
    %c204 = arith.constant 0xFF800000 : f32 loc("transformer.h.0.attn")
    %t205 = linalg.fill ins(%c204 : f32) outs(%t203 : tensor<2x4x16xf32>) -> tensor<2x4x16xf32> loc("transformer.h.0.attn")
    %t209 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%t202 : tensor<2x4x16x16xf32>) outs(%t205 : tensor<2x4x16xf32>) {
    ^bb0(%in206: f32, %out207: f32):
      %s208 = arith.maximumf %out207, %in206 : f32
      linalg.yield %s208 : f32
    } -> tensor<2x4x16xf32> loc("transformer.h.0.attn")
    %t210 = tensor.expand_shape %t209 [[0], [1], [2, 3]] output_shape [2, 4, 16, 1] : tensor<2x4x16xf32> into tensor<2x4x16x1xf32> loc("transformer.h.0.attn")
    %t211 = tensor.empty() : tensor<2x4x16x16xf32> loc("transformer.h.0.attn")
    %t217 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t202, %t210 : tensor<2x4x16x16xf32>, tensor<2x4x16x1xf32>) outs(%t211 : tensor<2x4x16x16xf32>) {
    ^bb0(%in212: f32, %in213: f32, %out214: f32):
      %s215 = arith.subf %in212, %in213 : f32
      %s216 = math.exp %s215 : f32
      linalg.yield %s216 : f32
    } -> tensor<2x4x16x16xf32> loc("transformer.h.0.attn")
    %t218 = tensor.empty() : tensor<2x4x16xf32> loc("transformer.h.0.attn")
    %c219 = arith.constant 0.000000000e+00 : f32 loc("transformer.h.0.attn")
    %t220 = linalg.fill ins(%c219 : f32) outs(%t218 : tensor<2x4x16xf32>) -> tensor<2x4x16xf32> loc("transformer.h.0.attn")
    %t224 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%t217 : tensor<2x4x16x16xf32>) outs(%t220 : tensor<2x4x16xf32>) {
    ^bb0(%in221: f32, %out222: f32):
      %s223 = arith.addf %out222, %in221 : f32
      linalg.yield %s223 : f32
    } -> tensor<2x4x16xf32> loc("transformer.h.0.attn")
    %t225 = tensor.expand_shape %t224 [[0], [1], [2, 3]] output_shape [2, 4, 16, 1] : tensor<2x4x16xf32> into tensor<2x4x16x1xf32> loc("transformer.h.0.attn")
    %t226 = tensor.empty() : tensor<2x4x16x16xf32> loc("transformer.h.0.attn")
    %t231 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t217, %t225 : tensor<2x4x16x16xf32>, tensor<2x4x16x1xf32>) outs(%t226 : tensor<2x4x16x16xf32>) {
    ^bb0(%in227: f32, %in228: f32, %out229: f32):
      %s230 = arith.divf %in227, %in228 : f32
      linalg.yield %s230 : f32
    } -> tensor<2x4x16x16xf32> loc("transformer.h.0.attn")
    %t232 = tensor.empty() : tensor<i64> loc("transformer.h.0.attn")
    %t252 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%seed : tensor<i64>) outs(%t232 : tensor<i64>) {
    ^bb0(%in233: i64, %out234: i64):
      %s235 = arith.constant -7046029254386353131 : i64
      %s236 = arith.muli %in233, %s235 : i64
      %s237 = arith.constant -6671356733746193914 : i64
      %s238 = arith.addi %s236, %s237 : i64
      %s239 = arith.constant 30 : i64
      %s240 = arith.shrui %s238, %s239 : i64
      %s241 = arith.xori %s238, %s240 : i64
      %s242 = arith.constant -4658895280553007687 : i64
      %s243 = arith.muli %s241, %s242 : i64
      %s244 = arith.constant 27 : i64
      %s245 = arith.shrui %s243, %s244 : i64
      %s246 = arith.xori %s243, %s245 : i64
      %s247 = arith.constant -7723592293110705685 : i64
      %s248 = arith.muli %s246, %s247 : i64
      %s249 = arith.constant 31 : i64
      %s250 = arith.shrui %s248, %s249 : i64
      %s251 = arith.xori %s248, %s250 : i64
      linalg.yield %s251 : i64
    } -> tensor<i64> loc("transformer.h.0.attn")
    %t253 = tensor.empty() : tensor<2x4x16x16xi1> loc("transformer.h.0.attn")
    %t295 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t252 : tensor<i64>) outs(%t253 : tensor<2x4x16x16xi1>) {
    ^bb0(%in254: i64, %out255: i1):
      %s256 = arith.constant 1 : i64
      %s257 = linalg.index 0 : index
      %s258 = arith.index_cast %s257 : index to i64
      %s259 = arith.constant 1024 : i64
      %s260 = arith.muli %s258, %s259 : i64
      %s261 = arith.addi %s256, %s260 : i64
      %s262 = linalg.index 1 : index
      %s263 = arith.index_cast %s262 : index to i64
      %s264 = arith.constant 256 : i64
      %s265 = arith.muli %s263, %s264 : i64
      %s266 = arith.addi %s261, %s265 : i64
      %s267 = linalg.index 2 : index
      %s268 = arith.index_cast %s267 : index to i64
      %s269 = arith.constant 16 : i64
      %s270 = arith.muli %s268, %s269 : i64
      %s271 = arith.addi %s266, %s270 : i64
      %s272 = linalg.index 3 : index
      %s273 = arith.index_cast %s272 : index to i64
      %s274 = arith.addi %s271, %s273 : i64
      %s275 = arith.constant -7046029254386353131 : i64
      %s276 = arith.muli %s274, %s275 : i64
      %s277 = arith.addi %in254, %s276 : i64
      %s278 = arith.constant 30 : i64
      %s279 = arith.shrui %s277, %s278 : i64
      %s280 = arith.xori %s277, %s279 : i64
      %s281 = arith.constant -4658895280553007687 : i64
      %s282 = arith.muli %s280, %s281 : i64
      %s283 = arith.constant 27 : i64
      %s284 = arith.shrui %s282, %s283 : i64
      %s285 = arith.xori %s282, %s284 : i64
      %s286 = arith.constant -7723592293110705685 : i64
      %s287 = arith.muli %s285, %s286 : i64
      %s288 = arith.constant 31 : i64
      %s289 = arith.shrui %s287, %s288 : i64
      %s290 = arith.xori %s287, %s289 : i64
      %s291 = arith.constant 40 : i64
      %s292 = arith.shrui %s290, %s291 : i64
      %s293 = arith.constant 1677722 : i64
      %s294 = arith.cmpi sge, %s292, %s293 : i64
      linalg.yield %s294 : i1
    } -> tensor<2x4x16x16xi1> loc("transformer.h.0.attn")
    %t296 = tensor.empty() : tensor<2x4x16x16xf32> loc("transformer.h.0.attn")
    %t304 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t231, %t295 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xi1>) outs(%t296 : tensor<2x4x16x16xf32>) {
    ^bb0(%in297: f32, %in298: i1, %out299: f32):
      %s300 = arith.constant 1.111111164e+00 : f32
      %s301 = arith.mulf %in297, %s300 : f32
      %s302 = arith.constant 0.000000000e+00 : f32
      %s303 = arith.select %in298, %s301, %s302 : f32
      linalg.yield %s303 : f32
    } -> tensor<2x4x16x16xf32> loc("transformer.h.0.attn")
    %t305 = tensor.collapse_shape %t304 [[0, 1], [2], [3]] : tensor<2x4x16x16xf32> into tensor<8x16x16xf32> loc("transformer.h.0.attn")
    %t306 = tensor.collapse_shape %t173 [[0, 1], [2], [3]] : tensor<2x4x16x16xf32> into tensor<8x16x16xf32> loc("transformer.h.0.attn")
    %t307 = tensor.empty() : tensor<8x16x16xf32> loc("transformer.h.0.attn")
    %c308 = arith.constant 0.000000000e+00 : f32 loc("transformer.h.0.attn")
    %t309 = linalg.fill ins(%c308 : f32) outs(%t307 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32> loc("transformer.h.0.attn")
    %t310 = linalg.batch_matmul ins(%t305, %t306 : tensor<8x16x16xf32>, tensor<8x16x16xf32>) outs(%t309 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32> loc("transformer.h.0.attn")
    %t311 = tensor.expand_shape %t310 [[0, 1], [2], [3]] output_shape [2, 4, 16, 16] : tensor<8x16x16xf32> into tensor<2x4x16x16xf32> loc("transformer.h.0.attn")
    %t312 = tensor.empty() : tensor<2x16x4x16xf32> loc("transformer.h.0.attn")
    %t313 = linalg.transpose ins(%t311 : tensor<2x4x16x16xf32>) outs(%t312 : tensor<2x16x4x16xf32>) permutation = [0, 2, 1, 3] loc("transformer.h.0.attn")
    %t314 = tensor.collapse_shape %t313 [[0], [1], [2, 3]] : tensor<2x16x4x16xf32> into tensor<2x16x64xf32> loc("transformer.h.0.attn")
    %t315 = tensor.collapse_shape %t314 [[0, 1], [2]] : tensor<2x16x64xf32> into tensor<32x64xf32> loc("transformer.h.0.attn.c_proj")
    %t316 = tensor.empty() : tensor<32x64xf32> loc("transformer.h.0.attn.c_proj")
    %t319 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%primals_8 : tensor<64xf32>) outs(%t316 : tensor<32x64xf32>) {
    ^bb0(%in317: f32, %out318: f32):
      linalg.yield %in317 : f32
    } -> tensor<32x64xf32> loc("transformer.h.0.attn.c_proj")
    %t320 = linalg.matmul ins(%t315, %primals_7 : tensor<32x64xf32>, tensor<64x64xf32>) outs(%t319 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("transformer.h.0.attn.c_proj")
    %t321 = tensor.expand_shape %t320 [[0, 1], [2]] output_shape [2, 16, 64] : tensor<32x64xf32> into tensor<2x16x64xf32> loc("transformer.h.0.attn.c_proj")
    %t322 = tensor.empty() : tensor<i64> loc("transformer.h.0.attn.resid_dropout")
    %t342 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%seed : tensor<i64>) outs(%t322 : tensor<i64>) {
    ^bb0(%in323: i64, %out324: i64):
      %s325 = arith.constant -7046029254386353131 : i64
      %s326 = arith.muli %in323, %s325 : i64
      %s327 = arith.constant 8439708973090260745 : i64
      %s328 = arith.addi %s326, %s327 : i64
      %s329 = arith.constant 30 : i64
      %s330 = arith.shrui %s328, %s329 : i64
      %s331 = arith.xori %s328, %s330 : i64
      %s332 = arith.constant -4658895280553007687 : i64
      %s333 = arith.muli %s331, %s332 : i64
      %s334 = arith.constant 27 : i64
      %s335 = arith.shrui %s333, %s334 : i64
      %s336 = arith.xori %s333, %s335 : i64
      %s337 = arith.constant -7723592293110705685 : i64
      %s338 = arith.muli %s336, %s337 : i64
      %s339 = arith.constant 31 : i64
      %s340 = arith.shrui %s338, %s339 : i64
      %s341 = arith.xori %s338, %s340 : i64
      linalg.yield %s341 : i64
    } -> tensor<i64> loc("transformer.h.0.attn.resid_dropout")
    %t343 = tensor.empty() : tensor<2x16x64xi1> loc("transformer.h.0.attn.resid_dropout")
    %t380 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t342 : tensor<i64>) outs(%t343 : tensor<2x16x64xi1>) {
    ^bb0(%in344: i64, %out345: i1):
      %s346 = arith.constant 1 : i64
      %s347 = linalg.index 0 : index
      %s348 = arith.index_cast %s347 : index to i64
      %s349 = arith.constant 1024 : i64
      %s350 = arith.muli %s348, %s349 : i64
      %s351 = arith.addi %s346, %s350 : i64
      %s352 = linalg.index 1 : index
      %s353 = arith.index_cast %s352 : index to i64
      %s354 = arith.constant 64 : i64
      %s355 = arith.muli %s353, %s354 : i64
      %s356 = arith.addi %s351, %s355 : i64
      %s357 = linalg.index 2 : index
      %s358 = arith.index_cast %s357 : index to i64
      %s359 = arith.addi %s356, %s358 : i64
      %s360 = arith.constant -7046029254386353131 : i64
      %s361 = arith.muli %s359, %s360 : i64
      %s362 = arith.addi %in344, %s361 : i64
      %s363 = arith.constant 30 : i64
      %s364 = arith.shrui %s362, %s363 : i64
      %s365 = arith.xori %s362, %s364 : i64
      %s366 = arith.constant -4658895280553007687 : i64
      %s367 = arith.muli %s365, %s366 : i64
      %s368 = arith.constant 27 : i64
      %s369 = arith.shrui %s367, %s368 : i64
      %s370 = arith.xori %s367, %s369 : i64
      %s371 = arith.constant -7723592293110705685 : i64
      %s372 = arith.muli %s370, %s371 : i64
      %s373 = arith.constant 31 : i64
      %s374 = arith.shrui %s372, %s373 : i64
      %s375 = arith.xori %s372, %s374 : i64
      %s376 = arith.constant 40 : i64
      %s377 = arith.shrui %s375, %s376 : i64
      %s378 = arith.constant 1677722 : i64
      %s379 = arith.cmpi sge, %s377, %s378 : i64
      linalg.yield %s379 : i1
    } -> tensor<2x16x64xi1> loc("transformer.h.0.attn.resid_dropout")
    %t381 = tensor.empty() : tensor<2x16x64xf32> loc("transformer.h.0.attn.resid_dropout")
    %t389 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t321, %t380 : tensor<2x16x64xf32>, tensor<2x16x64xi1>) outs(%t381 : tensor<2x16x64xf32>) {
    ^bb0(%in382: f32, %in383: i1, %out384: f32):
      %s385 = arith.constant 1.111111164e+00 : f32
      %s386 = arith.mulf %in382, %s385 : f32
      %s387 = arith.constant 0.000000000e+00 : f32
      %s388 = arith.select %in383, %s386, %s387 : f32
      linalg.yield %s388 : f32
    } -> tensor<2x16x64xf32> loc("transformer.h.0.attn.resid_dropout")
    %t390 = tensor.empty() : tensor<2x16x64xf32> loc("transformer.h.0")
    %t395 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t389, %t93 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t390 : tensor<2x16x64xf32>) {
    ^bb0(%in391: f32, %in392: f32, %out393: f32):
      %s394 = arith.addf %in391, %in392 : f32
      linalg.yield %s394 : f32
    } -> tensor<2x16x64xf32> loc("transformer.h.0")
    %t396 = tensor.empty() : tensor<2x16xf32> loc("transformer.h.0.ln_2")
    %c397 = arith.constant 0.000000000e+00 : f32 loc("transformer.h.0.ln_2")
    %t398 = linalg.fill ins(%c397 : f32) outs(%t396 : tensor<2x16xf32>) -> tensor<2x16xf32> loc("transformer.h.0.ln_2")
    %t402 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t395 : tensor<2x16x64xf32>) outs(%t398 : tensor<2x16xf32>) {
    ^bb0(%in399: f32, %out400: f32):
      %s401 = arith.addf %out400, %in399 : f32
      linalg.yield %s401 : f32
    } -> tensor<2x16xf32> loc("transformer.h.0.ln_2")
    %t403 = tensor.empty() : tensor<2x16xf32> loc("transformer.h.0.ln_2")
    %t408 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t402 : tensor<2x16xf32>) outs(%t403 : tensor<2x16xf32>) {
    ^bb0(%in404: f32, %out405: f32):
      %s406 = arith.constant 1.562500000e-02 : f32
      %s407 = arith.mulf %in404, %s406 : f32
      linalg.yield %s407 : f32
    } -> tensor<2x16xf32> loc("transformer.h.0.ln_2")
    %t409 = tensor.expand_shape %t408 [[0], [1, 2]] output_shape [2, 16, 1] : tensor<2x16xf32> into tensor<2x16x1xf32> loc("transformer.h.0.ln_2")
    %t410 = tensor.empty() : tensor<2x16x64xf32> loc("transformer.h.0.ln_2")
    %t415 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t395, %t409 : tensor<2x16x64xf32>, tensor<2x16x1xf32>) outs(%t410 : tensor<2x16x64xf32>) {
    ^bb0(%in411: f32, %in412: f32, %out413: f32):
      %s414 = arith.subf %in411, %in412 : f32
      linalg.yield %s414 : f32
    } -> tensor<2x16x64xf32> loc("transformer.h.0.ln_2")
    %t416 = tensor.empty() : tensor<2x16x64xf32> loc("transformer.h.0.ln_2")
    %t420 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t415 : tensor<2x16x64xf32>) outs(%t416 : tensor<2x16x64xf32>) {
    ^bb0(%in417: f32, %out418: f32):
      %s419 = arith.mulf %in417, %in417 : f32
      linalg.yield %s419 : f32
    } -> tensor<2x16x64xf32> loc("transformer.h.0.ln_2")
    %t421 = tensor.empty() : tensor<2x16xf32> loc("transformer.h.0.ln_2")
    %c422 = arith.constant 0.000000000e+00 : f32 loc("transformer.h.0.ln_2")
    %t423 = linalg.fill ins(%c422 : f32) outs(%t421 : tensor<2x16xf32>) -> tensor<2x16xf32> loc("transformer.h.0.ln_2")
    %t427 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t420 : tensor<2x16x64xf32>) outs(%t423 : tensor<2x16xf32>) {
    ^bb0(%in424: f32, %out425: f32):
      %s426 = arith.addf %out425, %in424 : f32
      linalg.yield %s426 : f32
    } -> tensor<2x16xf32> loc("transformer.h.0.ln_2")
    %t428 = tensor.empty() : tensor<2x16xf32> loc("transformer.h.0.ln_2")
    %t433 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t427 : tensor<2x16xf32>) outs(%t428 : tensor<2x16xf32>) {
    ^bb0(%in429: f32, %out430: f32):
      %s431 = arith.constant 1.562500000e-02 : f32
      %s432 = arith.mulf %in429, %s431 : f32
      linalg.yield %s432 : f32
    } -> tensor<2x16xf32> loc("transformer.h.0.ln_2")
    %t434 = tensor.expand_shape %t433 [[0], [1, 2]] output_shape [2, 16, 1] : tensor<2x16xf32> into tensor<2x16x1xf32> loc("transformer.h.0.ln_2")
    %t435 = tensor.empty() : tensor<2x16x1xf32> loc("transformer.h.0.ln_2")
    %t441 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t434 : tensor<2x16x1xf32>) outs(%t435 : tensor<2x16x1xf32>) {
    ^bb0(%in436: f32, %out437: f32):
      %s438 = arith.constant 9.999999747e-06 : f32
      %s439 = arith.addf %in436, %s438 : f32
      %s440 = math.rsqrt %s439 : f32
      linalg.yield %s440 : f32
    } -> tensor<2x16x1xf32> loc("transformer.h.0.ln_2")
    %t442 = tensor.empty() : tensor<2x16x64xf32> loc("transformer.h.0.ln_2")
    %t447 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t415, %t441 : tensor<2x16x64xf32>, tensor<2x16x1xf32>) outs(%t442 : tensor<2x16x64xf32>) {
    ^bb0(%in443: f32, %in444: f32, %out445: f32):
      %s446 = arith.mulf %in443, %in444 : f32
      linalg.yield %s446 : f32
    } -> tensor<2x16x64xf32> loc("transformer.h.0.ln_2")
    %t448 = tensor.empty() : tensor<2x16x64xf32> loc("transformer.h.0.ln_2")
    %t453 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t447, %primals_9 : tensor<2x16x64xf32>, tensor<64xf32>) outs(%t448 : tensor<2x16x64xf32>) {
    ^bb0(%in449: f32, %in450: f32, %out451: f32):
      %s452 = arith.mulf %in449, %in450 : f32
      linalg.yield %s452 : f32
    } -> tensor<2x16x64xf32> loc("transformer.h.0.ln_2")
    %t454 = tensor.empty() : tensor<2x16x64xf32> loc("transformer.h.0.ln_2")
    %t459 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t453, %primals_10 : tensor<2x16x64xf32>, tensor<64xf32>) outs(%t454 : tensor<2x16x64xf32>) {
    ^bb0(%in455: f32, %in456: f32, %out457: f32):
      %s458 = arith.addf %in455, %in456 : f32
      linalg.yield %s458 : f32
    } -> tensor<2x16x64xf32> loc("transformer.h.0.ln_2")
    %t460 = tensor.collapse_shape %t459 [[0, 1], [2]] : tensor<2x16x64xf32> into tensor<32x64xf32> loc("transformer.h.0.mlp.c_fc")
    %t461 = tensor.empty() : tensor<32x256xf32> loc("transformer.h.0.mlp.c_fc")
    %t464 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%primals_12 : tensor<256xf32>) outs(%t461 : tensor<32x256xf32>) {
    ^bb0(%in462: f32, %out463: f32):
      linalg.yield %in462 : f32
    } -> tensor<32x256xf32> loc("transformer.h.0.mlp.c_fc")
    %t465 = linalg.matmul ins(%t460, %primals_11 : tensor<32x64xf32>, tensor<64x256xf32>) outs(%t464 : tensor<32x256xf32>) -> tensor<32x256xf32> loc("transformer.h.0.mlp.c_fc")
    %t466 = tensor.expand_shape %t465 [[0, 1], [2]] output_shape [2, 16, 256] : tensor<32x256xf32> into tensor<2x16x256xf32> loc("transformer.h.0.mlp.c_fc")
    %t467 = tensor.empty() : tensor<2x16x256xf32> loc("transformer.h.0.mlp.act")
    %t472 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t466 : tensor<2x16x256xf32>) outs(%t467 : tensor<2x16x256xf32>) {
    ^bb0(%in468: f32, %out469: f32):
      %s470 = arith.constant 5.000000000e-01 : f32
      %s471 = arith.mulf %in468, %s470 : f32
      linalg.yield %s471 : f32
    } -> tensor<2x16x256xf32> loc("transformer.h.0.mlp.act")
    %t473 = tensor.empty() : tensor<2x16x256xf32> loc("transformer.h.0.mlp.act")
    %t478 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t466 : tensor<2x16x256xf32>) outs(%t473 : tensor<2x16x256xf32>) {
    ^bb0(%in474: f32, %out475: f32):
      %s476 = arith.mulf %in474, %in474 : f32
      %s477 = arith.mulf %s476, %in474 : f32
      linalg.yield %s477 : f32
    } -> tensor<2x16x256xf32> loc("transformer.h.0.mlp.act")
    %t479 = tensor.empty() : tensor<2x16x256xf32> loc("transformer.h.0.mlp.act")
    %t484 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t478 : tensor<2x16x256xf32>) outs(%t479 : tensor<2x16x256xf32>) {
    ^bb0(%in480: f32, %out481: f32):
      %s482 = arith.constant 4.471499845e-02 : f32
      %s483 = arith.mulf %in480, %s482 : f32
      linalg.yield %s483 : f32
    } -> tensor<2x16x256xf32> loc("transformer.h.0.mlp.act")
    %t485 = tensor.empty() : tensor<2x16x256xf32> loc("transformer.h.0.mlp.act")
    %t490 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t466, %t484 : tensor<2x16x256xf32>, tensor<2x16x256xf32>) outs(%t485 : tensor<2x16x256xf32>) {
    ^bb0(%in486: f32, %in487: f32, %out488: f32):
      %s489 = arith.addf %in486, %in487 : f32
      linalg.yield %s489 : f32
    } -> tensor<2x16x256xf32> loc("transformer.h.0.mlp.act")
    %t491 = tensor.empty() : tensor<2x16x256xf32> loc("transformer.h.0.mlp.act")
    %t496 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t490 : tensor<2x16x256xf32>) outs(%t491 : tensor<2x16x256xf32>) {
    ^bb0(%in492: f32, %out493: f32):
      %s494 = arith.constant 7.978845835e-01 : f32
      %s495 = arith.mulf %in492, %s494 : f32
      linalg.yield %s495 : f32
    } -> tensor<2x16x256xf32> loc("transformer.h.0.mlp.act")
    %t497 = tensor.empty() : tensor<2x16x256xf32> loc("transformer.h.0.mlp.act")
    %t501 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t496 : tensor<2x16x256xf32>) outs(%t497 : tensor<2x16x256xf32>) {
    ^bb0(%in498: f32, %out499: f32):
      %s500 = math.tanh %in498 : f32
      linalg.yield %s500 : f32
    } -> tensor<2x16x256xf32> loc("transformer.h.0.mlp.act")
    %t502 = tensor.empty() : tensor<2x16x256xf32> loc("transformer.h.0.mlp.act")
    %t507 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t501 : tensor<2x16x256xf32>) outs(%t502 : tensor<2x16x256xf32>) {
    ^bb0(%in503: f32, %out504: f32):
      %s505 = arith.constant 1.000000000e+00 : f32
      %s506 = arith.addf %in503, %s505 : f32
      linalg.yield %s506 : f32
    } -> tensor<2x16x256xf32> loc("transformer.h.0.mlp.act")
    %t508 = tensor.empty() : tensor<2x16x256xf32> loc("transformer.h.0.mlp.act")
    %t513 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t472, %t507 : tensor<2x16x256xf32>, tensor<2x16x256xf32>) outs(%t508 : tensor<2x16x256xf32>) {
    ^bb0(%in509: f32, %in510: f32, %out511: f32):
      %s512 = arith.mulf %in509, %in510 : f32
      linalg.yield %s512 : f32
    } -> tensor<2x16x256xf32> loc("transformer.h.0.mlp.act")
    %t514 = tensor.collapse_shape %t513 [[0, 1], [2]] : tensor<2x16x256xf32> into tensor<32x256xf32> loc("transformer.h.0.mlp.c_proj")
    %t515 = tensor.empty() : tensor<32x64xf32> loc("transformer.h.0.mlp.c_proj")
    %t518 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%primals_14 : tensor<64xf32>) outs(%t515 : tensor<32x64xf32>) {
    ^bb0(%in516: f32, %out517: f32):
      linalg.yield %in516 : f32
    } -> tensor<32x64xf32> loc("transformer.h.0.mlp.c_proj")
    %t519 = linalg.matmul ins(%t514, %primals_13 : tensor<32x256xf32>, tensor<256x64xf32>) outs(%t518 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("transformer.h.0.mlp.c_proj")
    %t520 = tensor.expand_shape %t519 [[0, 1], [2]] output_shape [2, 16, 64] : tensor<32x64xf32> into tensor<2x16x64xf32> loc("transformer.h.0.mlp.c_proj")
    %t521 = tensor.empty() : tensor<i64> loc("transformer.h.0.mlp.dropout")
    %t541 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%seed : tensor<i64>) outs(%t521 : tensor<i64>) {
    ^bb0(%in522: i64, %out523: i64):
      %s524 = arith.constant -7046029254386353131 : i64
      %s525 = arith.muli %in522, %s524 : i64
      %s526 = arith.constant 5104030606217163788 : i64
      %s527 = arith.addi %s525, %s526 : i64
      %s528 = arith.constant 30 : i64
      %s529 = arith.shrui %s527, %s528 : i64
      %s530 = arith.xori %s527, %s529 : i64
      %s531 = arith.constant -4658895280553007687 : i64
      %s532 = arith.muli %s530, %s531 : i64
      %s533 = arith.constant 27 : i64
      %s534 = arith.shrui %s532, %s533 : i64
      %s535 = arith.xori %s532, %s534 : i64
      %s536 = arith.constant -7723592293110705685 : i64
      %s537 = arith.muli %s535, %s536 : i64
      %s538 = arith.constant 31 : i64
      %s539 = arith.shrui %s537, %s538 : i64
      %s540 = arith.xori %s537, %s539 : i64
      linalg.yield %s540 : i64
    } -> tensor<i64> loc("transformer.h.0.mlp.dropout")
    %t542 = tensor.empty() : tensor<2x16x64xi1> loc("transformer.h.0.mlp.dropout")
    %t579 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t541 : tensor<i64>) outs(%t542 : tensor<2x16x64xi1>) {
    ^bb0(%in543: i64, %out544: i1):
      %s545 = arith.constant 1 : i64
      %s546 = linalg.index 0 : index
      %s547 = arith.index_cast %s546 : index to i64
      %s548 = arith.constant 1024 : i64
      %s549 = arith.muli %s547, %s548 : i64
      %s550 = arith.addi %s545, %s549 : i64
      %s551 = linalg.index 1 : index
      %s552 = arith.index_cast %s551 : index to i64
      %s553 = arith.constant 64 : i64
      %s554 = arith.muli %s552, %s553 : i64
      %s555 = arith.addi %s550, %s554 : i64
      %s556 = linalg.index 2 : index
      %s557 = arith.index_cast %s556 : index to i64
      %s558 = arith.addi %s555, %s557 : i64
      %s559 = arith.constant -7046029254386353131 : i64
      %s560 = arith.muli %s558, %s559 : i64
      %s561 = arith.addi %in543, %s560 : i64
      %s562 = arith.constant 30 : i64
      %s563 = arith.shrui %s561, %s562 : i64
      %s564 = arith.xori %s561, %s563 : i64
      %s565 = arith.constant -4658895280553007687 : i64
      %s566 = arith.muli %s564, %s565 : i64
      %s567 = arith.constant 27 : i64
      %s568 = arith.shrui %s566, %s567 : i64
      %s569 = arith.xori %s566, %s568 : i64
      %s570 = arith.constant -7723592293110705685 : i64
      %s571 = arith.muli %s569, %s570 : i64
      %s572 = arith.constant 31 : i64
      %s573 = arith.shrui %s571, %s572 : i64
      %s574 = arith.xori %s571, %s573 : i64
      %s575 = arith.constant 40 : i64
      %s576 = arith.shrui %s574, %s575 : i64
      %s577 = arith.constant 1677722 : i64
      %s578 = arith.cmpi sge, %s576, %s577 : i64
      linalg.yield %s578 : i1
    } -> tensor<2x16x64xi1> loc("transformer.h.0.mlp.dropout")
    %t580 = tensor.empty() : tensor<2x16x64xf32> loc("transformer.h.0.mlp.dropout")
    %t588 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t520, %t579 : tensor<2x16x64xf32>, tensor<2x16x64xi1>) outs(%t580 : tensor<2x16x64xf32>) {
    ^bb0(%in581: f32, %in582: i1, %out583: f32):
      %s584 = arith.constant 1.111111164e+00 : f32
      %s585 = arith.mulf %in581, %s584 : f32
      %s586 = arith.constant 0.000000000e+00 : f32
      %s587 = arith.select %in582, %s585, %s586 : f32
      linalg.yield %s587 : f32
    } -> tensor<2x16x64xf32> loc("transformer.h.0.mlp.dropout")
    %t589 = tensor.empty() : tensor<2x16x64xf32> loc("transformer.h.0")
    %t594 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t395, %t588 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t589 : tensor<2x16x64xf32>) {
    ^bb0(%in590: f32, %in591: f32, %out592: f32):
      %s593 = arith.addf %in590, %in591 : f32
      linalg.yield %s593 : f32
    } -> tensor<2x16x64xf32> loc("transformer.h.0")
    %t595 = tensor.empty() : tensor<2x16xf32> loc("transformer.h.1.ln_1")
    %c596 = arith.constant 0.000000000e+00 : f32 loc("transformer.h.1.ln_1")
    %t597 = linalg.fill ins(%c596 : f32) outs(%t595 : tensor<2x16xf32>) -> tensor<2x16xf32> loc("transformer.h.1.ln_1")
    %t601 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t594 : tensor<2x16x64xf32>) outs(%t597 : tensor<2x16xf32>) {
    ^bb0(%in598: f32, %out599: f32):
      %s600 = arith.addf %out599, %in598 : f32
      linalg.yield %s600 : f32
    } -> tensor<2x16xf32> loc("transformer.h.1.ln_1")
    %t602 = tensor.empty() : tensor<2x16xf32> loc("transformer.h.1.ln_1")
    %t607 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t601 : tensor<2x16xf32>) outs(%t602 : tensor<2x16xf32>) {
    ^bb0(%in603: f32, %out604: f32):
      %s605 = arith.constant 1.562500000e-02 : f32
      %s606 = arith.mulf %in603, %s605 : f32
      linalg.yield %s606 : f32
    } -> tensor<2x16xf32> loc("transformer.h.1.ln_1")
    %t608 = tensor.expand_shape %t607 [[0], [1, 2]] output_shape [2, 16, 1] : tensor<2x16xf32> into tensor<2x16x1xf32> loc("transformer.h.1.ln_1")
    %t609 = tensor.empty() : tensor<2x16x64xf32> loc("transformer.h.1.ln_1")
    %t614 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t594, %t608 : tensor<2x16x64xf32>, tensor<2x16x1xf32>) outs(%t609 : tensor<2x16x64xf32>) {
    ^bb0(%in610: f32, %in611: f32, %out612: f32):
      %s613 = arith.subf %in610, %in611 : f32
      linalg.yield %s613 : f32
    } -> tensor<2x16x64xf32> loc("transformer.h.1.ln_1")
    %t615 = tensor.empty() : tensor<2x16x64xf32> loc("transformer.h.1.ln_1")
    %t619 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t614 : tensor<2x16x64xf32>) outs(%t615 : tensor<2x16x64xf32>) {
    ^bb0(%in616: f32, %out617: f32):
      %s618 = arith.mulf %in616, %in616 : f32
      linalg.yield %s618 : f32
    } -> tensor<2x16x64xf32> loc("transformer.h.1.ln_1")
    %t620 = tensor.empty() : tensor<2x16xf32> loc("transformer.h.1.ln_1")
    %c621 = arith.constant 0.000000000e+00 : f32 loc("transformer.h.1.ln_1")
    %t622 = linalg.fill ins(%c621 : f32) outs(%t620 : tensor<2x16xf32>) -> tensor<2x16xf32> loc("transformer.h.1.ln_1")
    %t626 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t619 : tensor<2x16x64xf32>) outs(%t622 : tensor<2x16xf32>) {
    ^bb0(%in623: f32, %out624: f32):
      %s625 = arith.addf %out624, %in623 : f32
      linalg.yield %s625 : f32
    } -> tensor<2x16xf32> loc("transformer.h.1.ln_1")
    %t627 = tensor.empty() : tensor<2x16xf32> loc("transformer.h.1.ln_1")
    %t632 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t626 : tensor<2x16xf32>) outs(%t627 : tensor<2x16xf32>) {
    ^bb0(%in628: f32, %out629: f32):
      %s630 = arith.constant 1.562500000e-02 : f32
      %s631 = arith.mulf %in628, %s630 : f32
      linalg.yield %s631 : f32
    } -> tensor<2x16xf32> loc("transformer.h.1.ln_1")
    %t633 = tensor.expand_shape %t632 [[0], [1, 2]] output_shape [2, 16, 1] : tensor<2x16xf32> into tensor<2x16x1xf32> loc("transformer.h.1.ln_1")
    %t634 = tensor.empty() : tensor<2x16x1xf32> loc("transformer.h.1.ln_1")
    %t640 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t633 : tensor<2x16x1xf32>) outs(%t634 : tensor<2x16x1xf32>) {
    ^bb0(%in635: f32, %out636: f32):
      %s637 = arith.constant 9.999999747e-06 : f32
      %s638 = arith.addf %in635, %s637 : f32
      %s639 = math.rsqrt %s638 : f32
      linalg.yield %s639 : f32
    } -> tensor<2x16x1xf32> loc("transformer.h.1.ln_1")
    %t641 = tensor.empty() : tensor<2x16x64xf32> loc("transformer.h.1.ln_1")
    %t646 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t614, %t640 : tensor<2x16x64xf32>, tensor<2x16x1xf32>) outs(%t641 : tensor<2x16x64xf32>) {
    ^bb0(%in642: f32, %in643: f32, %out644: f32):
      %s645 = arith.mulf %in642, %in643 : f32
      linalg.yield %s645 : f32
    } -> tensor<2x16x64xf32> loc("transformer.h.1.ln_1")
    %t647 = tensor.empty() : tensor<2x16x64xf32> loc("transformer.h.1.ln_1")
    %t652 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t646, %primals_15 : tensor<2x16x64xf32>, tensor<64xf32>) outs(%t647 : tensor<2x16x64xf32>) {
    ^bb0(%in648: f32, %in649: f32, %out650: f32):
      %s651 = arith.mulf %in648, %in649 : f32
      linalg.yield %s651 : f32
    } -> tensor<2x16x64xf32> loc("transformer.h.1.ln_1")
    %t653 = tensor.empty() : tensor<2x16x64xf32> loc("transformer.h.1.ln_1")
    %t658 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t652, %primals_16 : tensor<2x16x64xf32>, tensor<64xf32>) outs(%t653 : tensor<2x16x64xf32>) {
    ^bb0(%in654: f32, %in655: f32, %out656: f32):
      %s657 = arith.addf %in654, %in655 : f32
      linalg.yield %s657 : f32
    } -> tensor<2x16x64xf32> loc("transformer.h.1.ln_1")
    %t659 = tensor.collapse_shape %t658 [[0, 1], [2]] : tensor<2x16x64xf32> into tensor<32x64xf32> loc("transformer.h.1.attn.c_attn")
    %t660 = tensor.empty() : tensor<32x192xf32> loc("transformer.h.1.attn.c_attn")
    %t663 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%primals_18 : tensor<192xf32>) outs(%t660 : tensor<32x192xf32>) {
    ^bb0(%in661: f32, %out662: f32):
      linalg.yield %in661 : f32
    } -> tensor<32x192xf32> loc("transformer.h.1.attn.c_attn")
    %t664 = linalg.matmul ins(%t659, %primals_17 : tensor<32x64xf32>, tensor<64x192xf32>) outs(%t663 : tensor<32x192xf32>) -> tensor<32x192xf32> loc("transformer.h.1.attn.c_attn")
    %t665 = tensor.expand_shape %t664 [[0, 1], [2]] output_shape [2, 16, 192] : tensor<32x192xf32> into tensor<2x16x192xf32> loc("transformer.h.1.attn.c_attn")
    %t666 = tensor.extract_slice %t665[0, 0, 0] [2, 16, 64] [1, 1, 1] : tensor<2x16x192xf32> to tensor<2x16x64xf32> loc("transformer.h.1.attn")
    %t667 = tensor.extract_slice %t665[0, 0, 64] [2, 16, 64] [1, 1, 1] : tensor<2x16x192xf32> to tensor<2x16x64xf32> loc("transformer.h.1.attn")
    %t668 = tensor.extract_slice %t665[0, 0, 128] [2, 16, 64] [1, 1, 1] : tensor<2x16x192xf32> to tensor<2x16x64xf32> loc("transformer.h.1.attn")
    %t669 = tensor.expand_shape %t667 [[0], [1], [2, 3]] output_shape [2, 16, 4, 16] : tensor<2x16x64xf32> into tensor<2x16x4x16xf32> loc("transformer.h.1.attn")
    %t670 = tensor.empty() : tensor<2x4x16x16xf32> loc("transformer.h.1.attn")
    %t671 = linalg.transpose ins(%t669 : tensor<2x16x4x16xf32>) outs(%t670 : tensor<2x4x16x16xf32>) permutation = [0, 2, 1, 3] loc("transformer.h.1.attn")
    %t672 = tensor.expand_shape %t668 [[0], [1], [2, 3]] output_shape [2, 16, 4, 16] : tensor<2x16x64xf32> into tensor<2x16x4x16xf32> loc("transformer.h.1.attn")
    %t673 = tensor.empty() : tensor<2x4x16x16xf32> loc("transformer.h.1.attn")
    %t674 = linalg.transpose ins(%t672 : tensor<2x16x4x16xf32>) outs(%t673 : tensor<2x4x16x16xf32>) permutation = [0, 2, 1, 3] loc("transformer.h.1.attn")
    %t675 = tensor.expand_shape %t666 [[0], [1], [2, 3]] output_shape [2, 16, 4, 16] : tensor<2x16x64xf32> into tensor<2x16x4x16xf32> loc("transformer.h.1.attn")
    %t676 = tensor.empty() : tensor<2x4x16x16xf32> loc("transformer.h.1.attn")
    %t677 = linalg.transpose ins(%t675 : tensor<2x16x4x16xf32>) outs(%t676 : tensor<2x4x16x16xf32>) permutation = [0, 2, 1, 3] loc("transformer.h.1.attn")
    %cst678 = arith.constant dense<0.000000000e+00> : tensor<0xf32> loc("transformer.h.1.attn")
    %cst679 = arith.constant dense<0.000000000e+00> : tensor<0xf32> loc("transformer.h.1.attn")
    %t680 = tensor.empty() : tensor<2x4x16x16xf32> loc("transformer.h.1.attn")
    %t681 = linalg.transpose ins(%t671 : tensor<2x4x16x16xf32>) outs(%t680 : tensor<2x4x16x16xf32>) permutation = [0, 1, 3, 2] loc("transformer.h.1.attn")
    %t682 = tensor.collapse_shape %t677 [[0, 1], [2], [3]] : tensor<2x4x16x16xf32> into tensor<8x16x16xf32> loc("transformer.h.1.attn")
    %t683 = tensor.collapse_shape %t681 [[0, 1], [2], [3]] : tensor<2x4x16x16xf32> into tensor<8x16x16xf32> loc("transformer.h.1.attn")
    %t684 = tensor.empty() : tensor<8x16x16xf32> loc("transformer.h.1.attn")
    %c685 = arith.constant 0.000000000e+00 : f32 loc("transformer.h.1.attn")
    %t686 = linalg.fill ins(%c685 : f32) outs(%t684 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32> loc("transformer.h.1.attn")
    %t687 = linalg.batch_matmul ins(%t682, %t683 : tensor<8x16x16xf32>, tensor<8x16x16xf32>) outs(%t686 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32> loc("transformer.h.1.attn")
    %t688 = tensor.expand_shape %t687 [[0, 1], [2], [3]] output_shape [2, 4, 16, 16] : tensor<8x16x16xf32> into tensor<2x4x16x16xf32> loc("transformer.h.1.attn")
    %t689 = tensor.empty() : tensor<2x4x16x16xf32> loc("transformer.h.1.attn")
    %t694 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t688 : tensor<2x4x16x16xf32>) outs(%t689 : tensor<2x4x16x16xf32>) {
    ^bb0(%in690: f32, %out691: f32):
      %s692 = arith.constant 2.500000000e-01 : f32
      %s693 = arith.mulf %in690, %s692 : f32
      linalg.yield %s693 : f32
    } -> tensor<2x4x16x16xf32> loc("transformer.h.1.attn")
    %cst695 = arith.constant dense<[[false, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]> : tensor<16x16xi1> loc("transformer.h.1.attn")
    %cst696 = arith.constant dense<0xFF800000> : tensor<f32> loc("transformer.h.1.attn")
    %t697 = tensor.empty() : tensor<2x4x16x16xf32> loc("transformer.h.1.attn")
    %t703 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst695, %cst696, %t694 : tensor<16x16xi1>, tensor<f32>, tensor<2x4x16x16xf32>) outs(%t697 : tensor<2x4x16x16xf32>) {
    ^bb0(%in698: i1, %in699: f32, %in700: f32, %out701: f32):
      %s702 = arith.select %in698, %in699, %in700 : f32
      linalg.yield %s702 : f32
    } -> tensor<2x4x16x16xf32> loc("transformer.h.1.attn")
    %t704 = tensor.empty() : tensor<2x4x16xf32> loc("transformer.h.1.attn")
    %c705 = arith.constant 0xFF800000 : f32 loc("transformer.h.1.attn")
    %t706 = linalg.fill ins(%c705 : f32) outs(%t704 : tensor<2x4x16xf32>) -> tensor<2x4x16xf32> loc("transformer.h.1.attn")
    %t710 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%t703 : tensor<2x4x16x16xf32>) outs(%t706 : tensor<2x4x16xf32>) {
    ^bb0(%in707: f32, %out708: f32):
      %s709 = arith.maximumf %out708, %in707 : f32
      linalg.yield %s709 : f32
    } -> tensor<2x4x16xf32> loc("transformer.h.1.attn")
    %t711 = tensor.expand_shape %t710 [[0], [1], [2, 3]] output_shape [2, 4, 16, 1] : tensor<2x4x16xf32> into tensor<2x4x16x1xf32> loc("transformer.h.1.attn")
    %t712 = tensor.empty() : tensor<2x4x16x16xf32> loc("transformer.h.1.attn")
    %t718 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t703, %t711 : tensor<2x4x16x16xf32>, tensor<2x4x16x1xf32>) outs(%t712 : tensor<2x4x16x16xf32>) {
    ^bb0(%in713: f32, %in714: f32, %out715: f32):
      %s716 = arith.subf %in713, %in714 : f32
      %s717 = math.exp %s716 : f32
      linalg.yield %s717 : f32
    } -> tensor<2x4x16x16xf32> loc("transformer.h.1.attn")
    %t719 = tensor.empty() : tensor<2x4x16xf32> loc("transformer.h.1.attn")
    %c720 = arith.constant 0.000000000e+00 : f32 loc("transformer.h.1.attn")
    %t721 = linalg.fill ins(%c720 : f32) outs(%t719 : tensor<2x4x16xf32>) -> tensor<2x4x16xf32> loc("transformer.h.1.attn")
    %t725 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%t718 : tensor<2x4x16x16xf32>) outs(%t721 : tensor<2x4x16xf32>) {
    ^bb0(%in722: f32, %out723: f32):
      %s724 = arith.addf %out723, %in722 : f32
      linalg.yield %s724 : f32
    } -> tensor<2x4x16xf32> loc("transformer.h.1.attn")
    %t726 = tensor.expand_shape %t725 [[0], [1], [2, 3]] output_shape [2, 4, 16, 1] : tensor<2x4x16xf32> into tensor<2x4x16x1xf32> loc("transformer.h.1.attn")
    %t727 = tensor.empty() : tensor<2x4x16x16xf32> loc("transformer.h.1.attn")
    %t732 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t718, %t726 : tensor<2x4x16x16xf32>, tensor<2x4x16x1xf32>) outs(%t727 : tensor<2x4x16x16xf32>) {
    ^bb0(%in728: f32, %in729: f32, %out730: f32):
      %s731 = arith.divf %in728, %in729 : f32
      linalg.yield %s731 : f32
    } -> tensor<2x4x16x16xf32> loc("transformer.h.1.attn")
    %t733 = tensor.empty() : tensor<i64> loc("transformer.h.1.attn")
    %t753 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%seed : tensor<i64>) outs(%t733 : tensor<i64>) {
    ^bb0(%in734: i64, %out735: i64):
      %s736 = arith.constant -7046029254386353131 : i64
      %s737 = arith.muli %in734, %s736 : i64
      %s738 = arith.constant 1768352239344066831 : i64
      %s739 = arith.addi %s737, %s738 : i64
      %s740 = arith.constant 30 : i64
      %s741 = arith.shrui %s739, %s740 : i64
      %s742 = arith.xori %s739, %s741 : i64
      %s743 = arith.constant -4658895280553007687 : i64
      %s744 = arith.muli %s742, %s743 : i64
      %s745 = arith.constant 27 : i64
      %s746 = arith.shrui %s744, %s745 : i64
      %s747 = arith.xori %s744, %s746 : i64
      %s748 = arith.constant -7723592293110705685 : i64
      %s749 = arith.muli %s747, %s748 : i64
      %s750 = arith.constant 31 : i64
      %s751 = arith.shrui %s749, %s750 : i64
      %s752 = arith.xori %s749, %s751 : i64
      linalg.yield %s752 : i64
    } -> tensor<i64> loc("transformer.h.1.attn")
    %t754 = tensor.empty() : tensor<2x4x16x16xi1> loc("transformer.h.1.attn")
    %t796 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t753 : tensor<i64>) outs(%t754 : tensor<2x4x16x16xi1>) {
    ^bb0(%in755: i64, %out756: i1):
      %s757 = arith.constant 1 : i64
      %s758 = linalg.index 0 : index
      %s759 = arith.index_cast %s758 : index to i64
      %s760 = arith.constant 1024 : i64
      %s761 = arith.muli %s759, %s760 : i64
      %s762 = arith.addi %s757, %s761 : i64
      %s763 = linalg.index 1 : index
      %s764 = arith.index_cast %s763 : index to i64
      %s765 = arith.constant 256 : i64
      %s766 = arith.muli %s764, %s765 : i64
      %s767 = arith.addi %s762, %s766 : i64
      %s768 = linalg.index 2 : index
      %s769 = arith.index_cast %s768 : index to i64
      %s770 = arith.constant 16 : i64
      %s771 = arith.muli %s769, %s770 : i64
      %s772 = arith.addi %s767, %s771 : i64
      %s773 = linalg.index 3 : index
      %s774 = arith.index_cast %s773 : index to i64
      %s775 = arith.addi %s772, %s774 : i64
      %s776 = arith.constant -7046029254386353131 : i64
      %s777 = arith.muli %s775, %s776 : i64
      %s778 = arith.addi %in755, %s777 : i64
      %s779 = arith.constant 30 : i64
      %s780 = arith.shrui %s778, %s779 : i64
      %s781 = arith.xori %s778, %s780 : i64
      %s782 = arith.constant -4658895280553007687 : i64
      %s783 = arith.muli %s781, %s782 : i64
      %s784 = arith.constant 27 : i64
      %s785 = arith.shrui %s783, %s784 : i64
      %s786 = arith.xori %s783, %s785 : i64
      %s787 = arith.constant -7723592293110705685 : i64
      %s788 = arith.muli %s786, %s787 : i64
      %s789 = arith.constant 31 : i64
      %s790 = arith.shrui %s788, %s789 : i64
      %s791 = arith.xori %s788, %s790 : i64
      %s792 = arith.constant 40 : i64
      %s793 = arith.shrui %s791, %s792 : i64
      %s794 = arith.constant 1677722 : i64
      %s795 = arith.cmpi sge, %s793, %s794 : i64
      linalg.yield %s795 : i1
    } -> tensor<2x4x16x16xi1> loc("transformer.h.1.attn")
    %t797 = tensor.empty() : tensor<2x4x16x16xf32> loc("transformer.h.1.attn")
    %t805 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t732, %t796 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xi1>) outs(%t797 : tensor<2x4x16x16xf32>) {
    ^bb0(%in798: f32, %in799: i1, %out800: f32):
      %s801 = arith.constant 1.111111164e+00 : f32
      %s802 = arith.mulf %in798, %s801 : f32
      %s803 = arith.constant 0.000000000e+00 : f32
      %s804 = arith.select %in799, %s802, %s803 : f32
      linalg.yield %s804 : f32
    } -> tensor<2x4x16x16xf32> loc("transformer.h.1.attn")
    %t806 = tensor.collapse_shape %t805 [[0, 1], [2], [3]] : tensor<2x4x16x16xf32> into tensor<8x16x16xf32> loc("transformer.h.1.attn")
    %t807 = tensor.collapse_shape %t674 [[0, 1], [2], [3]] : tensor<2x4x16x16xf32> into tensor<8x16x16xf32> loc("transformer.h.1.attn")
    %t808 = tensor.empty() : tensor<8x16x16xf32> loc("transformer.h.1.attn")
    %c809 = arith.constant 0.000000000e+00 : f32 loc("transformer.h.1.attn")
    %t810 = linalg.fill ins(%c809 : f32) outs(%t808 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32> loc("transformer.h.1.attn")
    %t811 = linalg.batch_matmul ins(%t806, %t807 : tensor<8x16x16xf32>, tensor<8x16x16xf32>) outs(%t810 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32> loc("transformer.h.1.attn")
    %t812 = tensor.expand_shape %t811 [[0, 1], [2], [3]] output_shape [2, 4, 16, 16] : tensor<8x16x16xf32> into tensor<2x4x16x16xf32> loc("transformer.h.1.attn")
    %t813 = tensor.empty() : tensor<2x16x4x16xf32> loc("transformer.h.1.attn")
    %t814 = linalg.transpose ins(%t812 : tensor<2x4x16x16xf32>) outs(%t813 : tensor<2x16x4x16xf32>) permutation = [0, 2, 1, 3] loc("transformer.h.1.attn")
    %t815 = tensor.collapse_shape %t814 [[0], [1], [2, 3]] : tensor<2x16x4x16xf32> into tensor<2x16x64xf32> loc("transformer.h.1.attn")
    %t816 = tensor.collapse_shape %t815 [[0, 1], [2]] : tensor<2x16x64xf32> into tensor<32x64xf32> loc("transformer.h.1.attn.c_proj")
    %t817 = tensor.empty() : tensor<32x64xf32> loc("transformer.h.1.attn.c_proj")
    %t820 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%primals_20 : tensor<64xf32>) outs(%t817 : tensor<32x64xf32>) {
    ^bb0(%in818: f32, %out819: f32):
      linalg.yield %in818 : f32
    } -> tensor<32x64xf32> loc("transformer.h.1.attn.c_proj")
    %t821 = linalg.matmul ins(%t816, %primals_19 : tensor<32x64xf32>, tensor<64x64xf32>) outs(%t820 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("transformer.h.1.attn.c_proj")
    %t822 = tensor.expand_shape %t821 [[0, 1], [2]] output_shape [2, 16, 64] : tensor<32x64xf32> into tensor<2x16x64xf32> loc("transformer.h.1.attn.c_proj")
    %t823 = tensor.empty() : tensor<i64> loc("transformer.h.1.attn.resid_dropout")
    %t843 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%seed : tensor<i64>) outs(%t823 : tensor<i64>) {
    ^bb0(%in824: i64, %out825: i64):
      %s826 = arith.constant -7046029254386353131 : i64
      %s827 = arith.muli %in824, %s826 : i64
      %s828 = arith.constant -1567326127529030126 : i64
      %s829 = arith.addi %s827, %s828 : i64
      %s830 = arith.constant 30 : i64
      %s831 = arith.shrui %s829, %s830 : i64
      %s832 = arith.xori %s829, %s831 : i64
      %s833 = arith.constant -4658895280553007687 : i64
      %s834 = arith.muli %s832, %s833 : i64
      %s835 = arith.constant 27 : i64
      %s836 = arith.shrui %s834, %s835 : i64
      %s837 = arith.xori %s834, %s836 : i64
      %s838 = arith.constant -7723592293110705685 : i64
      %s839 = arith.muli %s837, %s838 : i64
      %s840 = arith.constant 31 : i64
      %s841 = arith.shrui %s839, %s840 : i64
      %s842 = arith.xori %s839, %s841 : i64
      linalg.yield %s842 : i64
    } -> tensor<i64> loc("transformer.h.1.attn.resid_dropout")
    %t844 = tensor.empty() : tensor<2x16x64xi1> loc("transformer.h.1.attn.resid_dropout")
    %t881 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t843 : tensor<i64>) outs(%t844 : tensor<2x16x64xi1>) {
    ^bb0(%in845: i64, %out846: i1):
      %s847 = arith.constant 1 : i64
      %s848 = linalg.index 0 : index
      %s849 = arith.index_cast %s848 : index to i64
      %s850 = arith.constant 1024 : i64
      %s851 = arith.muli %s849, %s850 : i64
      %s852 = arith.addi %s847, %s851 : i64
      %s853 = linalg.index 1 : index
      %s854 = arith.index_cast %s853 : index to i64
      %s855 = arith.constant 64 : i64
      %s856 = arith.muli %s854, %s855 : i64
      %s857 = arith.addi %s852, %s856 : i64
      %s858 = linalg.index 2 : index
      %s859 = arith.index_cast %s858 : index to i64
      %s860 = arith.addi %s857, %s859 : i64
      %s861 = arith.constant -7046029254386353131 : i64
      %s862 = arith.muli %s860, %s861 : i64
      %s863 = arith.addi %in845, %s862 : i64
      %s864 = arith.constant 30 : i64
      %s865 = arith.shrui %s863, %s864 : i64
      %s866 = arith.xori %s863, %s865 : i64
      %s867 = arith.constant -4658895280553007687 : i64
      %s868 = arith.muli %s866, %s867 : i64
      %s869 = arith.constant 27 : i64
      %s870 = arith.shrui %s868, %s869 : i64
      %s871 = arith.xori %s868, %s870 : i64
      %s872 = arith.constant -7723592293110705685 : i64
      %s873 = arith.muli %s871, %s872 : i64
      %s874 = arith.constant 31 : i64
      %s875 = arith.shrui %s873, %s874 : i64
      %s876 = arith.xori %s873, %s875 : i64
      %s877 = arith.constant 40 : i64
      %s878 = arith.shrui %s876, %s877 : i64
      %s879 = arith.constant 1677722 : i64
      %s880 = arith.cmpi sge, %s878, %s879 : i64
      linalg.yield %s880 : i1
    } -> tensor<2x16x64xi1> loc("transformer.h.1.attn.resid_dropout")
    %t882 = tensor.empty() : tensor<2x16x64xf32> loc("transformer.h.1.attn.resid_dropout")
    %t890 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t822, %t881 : tensor<2x16x64xf32>, tensor<2x16x64xi1>) outs(%t882 : tensor<2x16x64xf32>) {
    ^bb0(%in883: f32, %in884: i1, %out885: f32):
      %s886 = arith.constant 1.111111164e+00 : f32
      %s887 = arith.mulf %in883, %s886 : f32
      %s888 = arith.constant 0.000000000e+00 : f32
      %s889 = arith.select %in884, %s887, %s888 : f32
      linalg.yield %s889 : f32
    } -> tensor<2x16x64xf32> loc("transformer.h.1.attn.resid_dropout")
    %t891 = tensor.empty() : tensor<2x16x64xf32> loc("transformer.h.1")
    %t896 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t890, %t594 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t891 : tensor<2x16x64xf32>) {
    ^bb0(%in892: f32, %in893: f32, %out894: f32):
      %s895 = arith.addf %in892, %in893 : f32
      linalg.yield %s895 : f32
    } -> tensor<2x16x64xf32> loc("transformer.h.1")
    %t897 = tensor.empty() : tensor<2x16xf32> loc("transformer.h.1.ln_2")
    %c898 = arith.constant 0.000000000e+00 : f32 loc("transformer.h.1.ln_2")
    %t899 = linalg.fill ins(%c898 : f32) outs(%t897 : tensor<2x16xf32>) -> tensor<2x16xf32> loc("transformer.h.1.ln_2")
    %t903 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t896 : tensor<2x16x64xf32>) outs(%t899 : tensor<2x16xf32>) {
    ^bb0(%in900: f32, %out901: f32):
      %s902 = arith.addf %out901, %in900 : f32
      linalg.yield %s902 : f32
    } -> tensor<2x16xf32> loc("transformer.h.1.ln_2")
    %t904 = tensor.empty() : tensor<2x16xf32> loc("transformer.h.1.ln_2")
    %t909 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t903 : tensor<2x16xf32>) outs(%t904 : tensor<2x16xf32>) {
    ^bb0(%in905: f32, %out906: f32):
      %s907 = arith.constant 1.562500000e-02 : f32
      %s908 = arith.mulf %in905, %s907 : f32
      linalg.yield %s908 : f32
    } -> tensor<2x16xf32> loc("transformer.h.1.ln_2")
    %t910 = tensor.expand_shape %t909 [[0], [1, 2]] output_shape [2, 16, 1] : tensor<2x16xf32> into tensor<2x16x1xf32> loc("transformer.h.1.ln_2")
    %t911 = tensor.empty() : tensor<2x16x64xf32> loc("transformer.h.1.ln_2")
    %t916 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t896, %t910 : tensor<2x16x64xf32>, tensor<2x16x1xf32>) outs(%t911 : tensor<2x16x64xf32>) {
    ^bb0(%in912: f32, %in913: f32, %out914: f32):
      %s915 = arith.subf %in912, %in913 : f32
      linalg.yield %s915 : f32
    } -> tensor<2x16x64xf32> loc("transformer.h.1.ln_2")
    %t917 = tensor.empty() : tensor<2x16x64xf32> loc("transformer.h.1.ln_2")
    %t921 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t916 : tensor<2x16x64xf32>) outs(%t917 : tensor<2x16x64xf32>) {
    ^bb0(%in918: f32, %out919: f32):
      %s920 = arith.mulf %in918, %in918 : f32
      linalg.yield %s920 : f32
    } -> tensor<2x16x64xf32> loc("transformer.h.1.ln_2")
    %t922 = tensor.empty() : tensor<2x16xf32> loc("transformer.h.1.ln_2")
    %c923 = arith.constant 0.000000000e+00 : f32 loc("transformer.h.1.ln_2")
    %t924 = linalg.fill ins(%c923 : f32) outs(%t922 : tensor<2x16xf32>) -> tensor<2x16xf32> loc("transformer.h.1.ln_2")
    %t928 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t921 : tensor<2x16x64xf32>) outs(%t924 : tensor<2x16xf32>) {
    ^bb0(%in925: f32, %out926: f32):
      %s927 = arith.addf %out926, %in925 : f32
      linalg.yield %s927 : f32
    } -> tensor<2x16xf32> loc("transformer.h.1.ln_2")
    %t929 = tensor.empty() : tensor<2x16xf32> loc("transformer.h.1.ln_2")
    %t934 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t928 : tensor<2x16xf32>) outs(%t929 : tensor<2x16xf32>) {
    ^bb0(%in930: f32, %out931: f32):
      %s932 = arith.constant 1.562500000e-02 : f32
      %s933 = arith.mulf %in930, %s932 : f32
      linalg.yield %s933 : f32
    } -> tensor<2x16xf32> loc("transformer.h.1.ln_2")
    %t935 = tensor.expand_shape %t934 [[0], [1, 2]] output_shape [2, 16, 1] : tensor<2x16xf32> into tensor<2x16x1xf32> loc("transformer.h.1.ln_2")
    %t936 = tensor.empty() : tensor<2x16x1xf32> loc("transformer.h.1.ln_2")
    %t942 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t935 : tensor<2x16x1xf32>) outs(%t936 : tensor<2x16x1xf32>) {
    ^bb0(%in937: f32, %out938: f32):
      %s939 = arith.constant 9.999999747e-06 : f32
      %s940 = arith.addf %in937, %s939 : f32
      %s941 = math.rsqrt %s940 : f32
      linalg.yield %s941 : f32
    } -> tensor<2x16x1xf32> loc("transformer.h.1.ln_2")
    %t943 = tensor.empty() : tensor<2x16x64xf32> loc("transformer.h.1.ln_2")
    %t948 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t916, %t942 : tensor<2x16x64xf32>, tensor<2x16x1xf32>) outs(%t943 : tensor<2x16x64xf32>) {
    ^bb0(%in944: f32, %in945: f32, %out946: f32):
      %s947 = arith.mulf %in944, %in945 : f32
      linalg.yield %s947 : f32
    } -> tensor<2x16x64xf32> loc("transformer.h.1.ln_2")
    %t949 = tensor.empty() : tensor<2x16x64xf32> loc("transformer.h.1.ln_2")
    %t954 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t948, %primals_21 : tensor<2x16x64xf32>, tensor<64xf32>) outs(%t949 : tensor<2x16x64xf32>) {
    ^bb0(%in950: f32, %in951: f32, %out952: f32):
      %s953 = arith.mulf %in950, %in951 : f32
      linalg.yield %s953 : f32
    } -> tensor<2x16x64xf32> loc("transformer.h.1.ln_2")
    %t955 = tensor.empty() : tensor<2x16x64xf32> loc("transformer.h.1.ln_2")
    %t960 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t954, %primals_22 : tensor<2x16x64xf32>, tensor<64xf32>) outs(%t955 : tensor<2x16x64xf32>) {
    ^bb0(%in956: f32, %in957: f32, %out958: f32):
      %s959 = arith.addf %in956, %in957 : f32
      linalg.yield %s959 : f32
    } -> tensor<2x16x64xf32> loc("transformer.h.1.ln_2")
    %t961 = tensor.collapse_shape %t960 [[0, 1], [2]] : tensor<2x16x64xf32> into tensor<32x64xf32> loc("transformer.h.1.mlp.c_fc")
    %t962 = tensor.empty() : tensor<32x256xf32> loc("transformer.h.1.mlp.c_fc")
    %t965 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%primals_24 : tensor<256xf32>) outs(%t962 : tensor<32x256xf32>) {
    ^bb0(%in963: f32, %out964: f32):
      linalg.yield %in963 : f32
    } -> tensor<32x256xf32> loc("transformer.h.1.mlp.c_fc")
    %t966 = linalg.matmul ins(%t961, %primals_23 : tensor<32x64xf32>, tensor<64x256xf32>) outs(%t965 : tensor<32x256xf32>) -> tensor<32x256xf32> loc("transformer.h.1.mlp.c_fc")
    %t967 = tensor.expand_shape %t966 [[0, 1], [2]] output_shape [2, 16, 256] : tensor<32x256xf32> into tensor<2x16x256xf32> loc("transformer.h.1.mlp.c_fc")
    %t968 = tensor.empty() : tensor<2x16x256xf32> loc("transformer.h.1.mlp.act")
    %t973 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t967 : tensor<2x16x256xf32>) outs(%t968 : tensor<2x16x256xf32>) {
    ^bb0(%in969: f32, %out970: f32):
      %s971 = arith.constant 5.000000000e-01 : f32
      %s972 = arith.mulf %in969, %s971 : f32
      linalg.yield %s972 : f32
    } -> tensor<2x16x256xf32> loc("transformer.h.1.mlp.act")
    %t974 = tensor.empty() : tensor<2x16x256xf32> loc("transformer.h.1.mlp.act")
    %t979 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t967 : tensor<2x16x256xf32>) outs(%t974 : tensor<2x16x256xf32>) {
    ^bb0(%in975: f32, %out976: f32):
      %s977 = arith.mulf %in975, %in975 : f32
      %s978 = arith.mulf %s977, %in975 : f32
      linalg.yield %s978 : f32
    } -> tensor<2x16x256xf32> loc("transformer.h.1.mlp.act")
    %t980 = tensor.empty() : tensor<2x16x256xf32> loc("transformer.h.1.mlp.act")
    %t985 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t979 : tensor<2x16x256xf32>) outs(%t980 : tensor<2x16x256xf32>) {
    ^bb0(%in981: f32, %out982: f32):
      %s983 = arith.constant 4.471499845e-02 : f32
      %s984 = arith.mulf %in981, %s983 : f32
      linalg.yield %s984 : f32
    } -> tensor<2x16x256xf32> loc("transformer.h.1.mlp.act")
    %t986 = tensor.empty() : tensor<2x16x256xf32> loc("transformer.h.1.mlp.act")
    %t991 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t967, %t985 : tensor<2x16x256xf32>, tensor<2x16x256xf32>) outs(%t986 : tensor<2x16x256xf32>) {
    ^bb0(%in987: f32, %in988: f32, %out989: f32):
      %s990 = arith.addf %in987, %in988 : f32
      linalg.yield %s990 : f32
    } -> tensor<2x16x256xf32> loc("transformer.h.1.mlp.act")
    %t992 = tensor.empty() : tensor<2x16x256xf32> loc("transformer.h.1.mlp.act")
    %t997 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t991 : tensor<2x16x256xf32>) outs(%t992 : tensor<2x16x256xf32>) {
    ^bb0(%in993: f32, %out994: f32):
      %s995 = arith.constant 7.978845835e-01 : f32
      %s996 = arith.mulf %in993, %s995 : f32
      linalg.yield %s996 : f32
    } -> tensor<2x16x256xf32> loc("transformer.h.1.mlp.act")
    %t998 = tensor.empty() : tensor<2x16x256xf32> loc("transformer.h.1.mlp.act")
    %t1002 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t997 : tensor<2x16x256xf32>) outs(%t998 : tensor<2x16x256xf32>) {
    ^bb0(%in999: f32, %out1000: f32):
      %s1001 = math.tanh %in999 : f32
      linalg.yield %s1001 : f32
    } -> tensor<2x16x256xf32> loc("transformer.h.1.mlp.act")
    %t1003 = tensor.empty() : tensor<2x16x256xf32> loc("transformer.h.1.mlp.act")
    %t1008 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1002 : tensor<2x16x256xf32>) outs(%t1003 : tensor<2x16x256xf32>) {
    ^bb0(%in1004: f32, %out1005: f32):
      %s1006 = arith.constant 1.000000000e+00 : f32
      %s1007 = arith.addf %in1004, %s1006 : f32
      linalg.yield %s1007 : f32
    } -> tensor<2x16x256xf32> loc("transformer.h.1.mlp.act")
    %t1009 = tensor.empty() : tensor<2x16x256xf32> loc("transformer.h.1.mlp.act")
    %t1014 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t973, %t1008 : tensor<2x16x256xf32>, tensor<2x16x256xf32>) outs(%t1009 : tensor<2x16x256xf32>) {
    ^bb0(%in1010: f32, %in1011: f32, %out1012: f32):
      %s1013 = arith.mulf %in1010, %in1011 : f32
      linalg.yield %s1013 : f32
    } -> tensor<2x16x256xf32> loc("transformer.h.1.mlp.act")
    %t1015 = tensor.collapse_shape %t1014 [[0, 1], [2]] : tensor<2x16x256xf32> into tensor<32x256xf32> loc("transformer.h.1.mlp.c_proj")
    %t1016 = tensor.empty() : tensor<32x64xf32> loc("transformer.h.1.mlp.c_proj")
    %t1019 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%primals_26 : tensor<64xf32>) outs(%t1016 : tensor<32x64xf32>) {
    ^bb0(%in1017: f32, %out1018: f32):
      linalg.yield %in1017 : f32
    } -> tensor<32x64xf32> loc("transformer.h.1.mlp.c_proj")
    %t1020 = linalg.matmul ins(%t1015, %primals_25 : tensor<32x256xf32>, tensor<256x64xf32>) outs(%t1019 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("transformer.h.1.mlp.c_proj")
    %t1021 = tensor.expand_shape %t1020 [[0, 1], [2]] output_shape [2, 16, 64] : tensor<32x64xf32> into tensor<2x16x64xf32> loc("transformer.h.1.mlp.c_proj")
    %t1022 = tensor.empty() : tensor<i64> loc("transformer.h.1.mlp.dropout")
    %t1042 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%seed : tensor<i64>) outs(%t1022 : tensor<i64>) {
    ^bb0(%in1023: i64, %out1024: i64):
      %s1025 = arith.constant -7046029254386353131 : i64
      %s1026 = arith.muli %in1023, %s1025 : i64
      %s1027 = arith.constant -4903004494402127083 : i64
      %s1028 = arith.addi %s1026, %s1027 : i64
      %s1029 = arith.constant 30 : i64
      %s1030 = arith.shrui %s1028, %s1029 : i64
      %s1031 = arith.xori %s1028, %s1030 : i64
      %s1032 = arith.constant -4658895280553007687 : i64
      %s1033 = arith.muli %s1031, %s1032 : i64
      %s1034 = arith.constant 27 : i64
      %s1035 = arith.shrui %s1033, %s1034 : i64
      %s1036 = arith.xori %s1033, %s1035 : i64
      %s1037 = arith.constant -7723592293110705685 : i64
      %s1038 = arith.muli %s1036, %s1037 : i64
      %s1039 = arith.constant 31 : i64
      %s1040 = arith.shrui %s1038, %s1039 : i64
      %s1041 = arith.xori %s1038, %s1040 : i64
      linalg.yield %s1041 : i64
    } -> tensor<i64> loc("transformer.h.1.mlp.dropout")
    %t1043 = tensor.empty() : tensor<2x16x64xi1> loc("transformer.h.1.mlp.dropout")
    %t1080 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1042 : tensor<i64>) outs(%t1043 : tensor<2x16x64xi1>) {
    ^bb0(%in1044: i64, %out1045: i1):
      %s1046 = arith.constant 1 : i64
      %s1047 = linalg.index 0 : index
      %s1048 = arith.index_cast %s1047 : index to i64
      %s1049 = arith.constant 1024 : i64
      %s1050 = arith.muli %s1048, %s1049 : i64
      %s1051 = arith.addi %s1046, %s1050 : i64
      %s1052 = linalg.index 1 : index
      %s1053 = arith.index_cast %s1052 : index to i64
      %s1054 = arith.constant 64 : i64
      %s1055 = arith.muli %s1053, %s1054 : i64
      %s1056 = arith.addi %s1051, %s1055 : i64
      %s1057 = linalg.index 2 : index
      %s1058 = arith.index_cast %s1057 : index to i64
      %s1059 = arith.addi %s1056, %s1058 : i64
      %s1060 = arith.constant -7046029254386353131 : i64
      %s1061 = arith.muli %s1059, %s1060 : i64
      %s1062 = arith.addi %in1044, %s1061 : i64
      %s1063 = arith.constant 30 : i64
      %s1064 = arith.shrui %s1062, %s1063 : i64
      %s1065 = arith.xori %s1062, %s1064 : i64
      %s1066 = arith.constant -4658895280553007687 : i64
      %s1067 = arith.muli %s1065, %s1066 : i64
      %s1068 = arith.constant 27 : i64
      %s1069 = arith.shrui %s1067, %s1068 : i64
      %s1070 = arith.xori %s1067, %s1069 : i64
      %s1071 = arith.constant -7723592293110705685 : i64
      %s1072 = arith.muli %s1070, %s1071 : i64
      %s1073 = arith.constant 31 : i64
      %s1074 = arith.shrui %s1072, %s1073 : i64
      %s1075 = arith.xori %s1072, %s1074 : i64
      %s1076 = arith.constant 40 : i64
      %s1077 = arith.shrui %s1075, %s1076 : i64
      %s1078 = arith.constant 1677722 : i64
      %s1079 = arith.cmpi sge, %s1077, %s1078 : i64
      linalg.yield %s1079 : i1
    } -> tensor<2x16x64xi1> loc("transformer.h.1.mlp.dropout")
    %t1081 = tensor.empty() : tensor<2x16x64xf32> loc("transformer.h.1.mlp.dropout")
    %t1089 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1021, %t1080 : tensor<2x16x64xf32>, tensor<2x16x64xi1>) outs(%t1081 : tensor<2x16x64xf32>) {
    ^bb0(%in1082: f32, %in1083: i1, %out1084: f32):
      %s1085 = arith.constant 1.111111164e+00 : f32
      %s1086 = arith.mulf %in1082, %s1085 : f32
      %s1087 = arith.constant 0.000000000e+00 : f32
      %s1088 = arith.select %in1083, %s1086, %s1087 : f32
      linalg.yield %s1088 : f32
    } -> tensor<2x16x64xf32> loc("transformer.h.1.mlp.dropout")
    %t1090 = tensor.empty() : tensor<2x16x64xf32> loc("transformer.h.1")
    %t1095 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t896, %t1089 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t1090 : tensor<2x16x64xf32>) {
    ^bb0(%in1091: f32, %in1092: f32, %out1093: f32):
      %s1094 = arith.addf %in1091, %in1092 : f32
      linalg.yield %s1094 : f32
    } -> tensor<2x16x64xf32> loc("transformer.h.1")
    %t1096 = tensor.empty() : tensor<2x16xf32> loc("transformer.ln_f")
    %c1097 = arith.constant 0.000000000e+00 : f32 loc("transformer.ln_f")
    %t1098 = linalg.fill ins(%c1097 : f32) outs(%t1096 : tensor<2x16xf32>) -> tensor<2x16xf32> loc("transformer.ln_f")
    %t1102 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t1095 : tensor<2x16x64xf32>) outs(%t1098 : tensor<2x16xf32>) {
    ^bb0(%in1099: f32, %out1100: f32):
      %s1101 = arith.addf %out1100, %in1099 : f32
      linalg.yield %s1101 : f32
    } -> tensor<2x16xf32> loc("transformer.ln_f")
    %t1103 = tensor.empty() : tensor<2x16xf32> loc("transformer.ln_f")
    %t1108 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t1102 : tensor<2x16xf32>) outs(%t1103 : tensor<2x16xf32>) {
    ^bb0(%in1104: f32, %out1105: f32):
      %s1106 = arith.constant 1.562500000e-02 : f32
      %s1107 = arith.mulf %in1104, %s1106 : f32
      linalg.yield %s1107 : f32
    } -> tensor<2x16xf32> loc("transformer.ln_f")
    %t1109 = tensor.expand_shape %t1108 [[0], [1, 2]] output_shape [2, 16, 1] : tensor<2x16xf32> into tensor<2x16x1xf32> loc("transformer.ln_f")
    %t1110 = tensor.empty() : tensor<2x16x64xf32> loc("transformer.ln_f")
    %t1115 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1095, %t1109 : tensor<2x16x64xf32>, tensor<2x16x1xf32>) outs(%t1110 : tensor<2x16x64xf32>) {
    ^bb0(%in1111: f32, %in1112: f32, %out1113: f32):
      %s1114 = arith.subf %in1111, %in1112 : f32
      linalg.yield %s1114 : f32
    } -> tensor<2x16x64xf32> loc("transformer.ln_f")
    %t1116 = tensor.empty() : tensor<2x16x64xf32> loc("transformer.ln_f")
    %t1120 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1115 : tensor<2x16x64xf32>) outs(%t1116 : tensor<2x16x64xf32>) {
    ^bb0(%in1117: f32, %out1118: f32):
      %s1119 = arith.mulf %in1117, %in1117 : f32
      linalg.yield %s1119 : f32
    } -> tensor<2x16x64xf32> loc("transformer.ln_f")
    %t1121 = tensor.empty() : tensor<2x16xf32> loc("transformer.ln_f")
    %c1122 = arith.constant 0.000000000e+00 : f32 loc("transformer.ln_f")
    %t1123 = linalg.fill ins(%c1122 : f32) outs(%t1121 : tensor<2x16xf32>) -> tensor<2x16xf32> loc("transformer.ln_f")
    %t1127 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t1120 : tensor<2x16x64xf32>) outs(%t1123 : tensor<2x16xf32>) {
    ^bb0(%in1124: f32, %out1125: f32):
      %s1126 = arith.addf %out1125, %in1124 : f32
      linalg.yield %s1126 : f32
    } -> tensor<2x16xf32> loc("transformer.ln_f")
    %t1128 = tensor.empty() : tensor<2x16xf32> loc("transformer.ln_f")
    %t1133 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t1127 : tensor<2x16xf32>) outs(%t1128 : tensor<2x16xf32>) {
    ^bb0(%in1129: f32, %out1130: f32):
      %s1131 = arith.constant 1.562500000e-02 : f32
      %s1132 = arith.mulf %in1129, %s1131 : f32
      linalg.yield %s1132 : f32
    } -> tensor<2x16xf32> loc("transformer.ln_f")
    %t1134 = tensor.expand_shape %t1133 [[0], [1, 2]] output_shape [2, 16, 1] : tensor<2x16xf32> into tensor<2x16x1xf32> loc("transformer.ln_f")
    %t1135 = tensor.empty() : tensor<2x16x1xf32> loc("transformer.ln_f")
    %t1141 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1134 : tensor<2x16x1xf32>) outs(%t1135 : tensor<2x16x1xf32>) {
    ^bb0(%in1136: f32, %out1137: f32):
      %s1138 = arith.constant 9.999999747e-06 : f32
      %s1139 = arith.addf %in1136, %s1138 : f32
      %s1140 = math.rsqrt %s1139 : f32
      linalg.yield %s1140 : f32
    } -> tensor<2x16x1xf32> loc("transformer.ln_f")
    %t1142 = tensor.empty() : tensor<2x16x64xf32> loc("transformer.ln_f")
    %t1147 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1115, %t1141 : tensor<2x16x64xf32>, tensor<2x16x1xf32>) outs(%t1142 : tensor<2x16x64xf32>) {
    ^bb0(%in1143: f32, %in1144: f32, %out1145: f32):
      %s1146 = arith.mulf %in1143, %in1144 : f32
      linalg.yield %s1146 : f32
    } -> tensor<2x16x64xf32> loc("transformer.ln_f")
    %t1148 = tensor.empty() : tensor<2x16x64xf32> loc("transformer.ln_f")
    %t1153 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1147, %primals_27 : tensor<2x16x64xf32>, tensor<64xf32>) outs(%t1148 : tensor<2x16x64xf32>) {
    ^bb0(%in1149: f32, %in1150: f32, %out1151: f32):
      %s1152 = arith.mulf %in1149, %in1150 : f32
      linalg.yield %s1152 : f32
    } -> tensor<2x16x64xf32> loc("transformer.ln_f")
    %t1154 = tensor.empty() : tensor<2x16x64xf32> loc("transformer.ln_f")
    %t1159 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1153, %primals_28 : tensor<2x16x64xf32>, tensor<64xf32>) outs(%t1154 : tensor<2x16x64xf32>) {
    ^bb0(%in1155: f32, %in1156: f32, %out1157: f32):
      %s1158 = arith.addf %in1155, %in1156 : f32
      linalg.yield %s1158 : f32
    } -> tensor<2x16x64xf32> loc("transformer.ln_f")
    %t1160 = tensor.empty() : tensor<64x128xf32> loc("lm_head")
    %t1161 = linalg.transpose ins(%primals_1 : tensor<128x64xf32>) outs(%t1160 : tensor<64x128xf32>) permutation = [1, 0] loc("lm_head")
    %t1162 = tensor.collapse_shape %t1159 [[0, 1], [2]] : tensor<2x16x64xf32> into tensor<32x64xf32> loc("lm_head")
    %t1163 = tensor.empty() : tensor<32x128xf32> loc("lm_head")
    %c1164 = arith.constant 0.000000000e+00 : f32 loc("lm_head")
    %t1165 = linalg.fill ins(%c1164 : f32) outs(%t1163 : tensor<32x128xf32>) -> tensor<32x128xf32> loc("lm_head")
    %t1166 = linalg.matmul ins(%t1162, %t1161 : tensor<32x64xf32>, tensor<64x128xf32>) outs(%t1165 : tensor<32x128xf32>) -> tensor<32x128xf32> loc("lm_head")
    %t1167 = tensor.expand_shape %t1166 [[0, 1], [2]] output_shape [2, 16, 128] : tensor<32x128xf32> into tensor<2x16x128xf32> loc("lm_head")
    %t1168 = tensor.empty() : tensor<2x17xi64> loc("root.constant_pad_nd")
    %c1169 = arith.constant -100 : i64 loc("root.constant_pad_nd")
    %t1170 = linalg.fill ins(%c1169 : i64) outs(%t1168 : tensor<2x17xi64>) -> tensor<2x17xi64> loc("root.constant_pad_nd")
    %t1171 = tensor.insert_slice %primals_29 into %t1170[0, 0] [2, 16] [1, 1] : tensor<2x16xi64> into tensor<2x17xi64> loc("root.constant_pad_nd")
    %t1172 = tensor.extract_slice %t1171[0, 1] [2, 16] [1, 1] : tensor<2x17xi64> to tensor<2x16xi64> loc("root.slice_1")
    %t1173 = tensor.collapse_shape %t1167 [[0, 1], [2]] : tensor<2x16x128xf32> into tensor<32x128xf32> loc("root.view_42")
    %t1174 = tensor.collapse_shape %t1172 [[0, 1]] : tensor<2x16xi64> into tensor<32xi64> loc("root.view_43")
    %t1175 = tensor.empty() : tensor<32xf32> loc("root._log_softmax")
    %c1176 = arith.constant 0xFF800000 : f32 loc("root._log_softmax")
    %t1177 = linalg.fill ins(%c1176 : f32) outs(%t1175 : tensor<32xf32>) -> tensor<32xf32> loc("root._log_softmax")
    %t1181 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%t1173 : tensor<32x128xf32>) outs(%t1177 : tensor<32xf32>) {
    ^bb0(%in1178: f32, %out1179: f32):
      %s1180 = arith.maximumf %out1179, %in1178 : f32
      linalg.yield %s1180 : f32
    } -> tensor<32xf32> loc("root._log_softmax")
    %t1182 = tensor.expand_shape %t1181 [[0, 1]] output_shape [32, 1] : tensor<32xf32> into tensor<32x1xf32> loc("root._log_softmax")
    %t1183 = tensor.empty() : tensor<32x128xf32> loc("root._log_softmax")
    %t1188 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t1173, %t1182 : tensor<32x128xf32>, tensor<32x1xf32>) outs(%t1183 : tensor<32x128xf32>) {
    ^bb0(%in1184: f32, %in1185: f32, %out1186: f32):
      %s1187 = arith.subf %in1184, %in1185 : f32
      linalg.yield %s1187 : f32
    } -> tensor<32x128xf32> loc("root._log_softmax")
    %t1189 = tensor.empty() : tensor<32x128xf32> loc("root._log_softmax")
    %t1193 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t1188 : tensor<32x128xf32>) outs(%t1189 : tensor<32x128xf32>) {
    ^bb0(%in1190: f32, %out1191: f32):
      %s1192 = math.exp %in1190 : f32
      linalg.yield %s1192 : f32
    } -> tensor<32x128xf32> loc("root._log_softmax")
    %t1194 = tensor.empty() : tensor<32xf32> loc("root._log_softmax")
    %c1195 = arith.constant 0.000000000e+00 : f32 loc("root._log_softmax")
    %t1196 = linalg.fill ins(%c1195 : f32) outs(%t1194 : tensor<32xf32>) -> tensor<32xf32> loc("root._log_softmax")
    %t1200 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%t1193 : tensor<32x128xf32>) outs(%t1196 : tensor<32xf32>) {
    ^bb0(%in1197: f32, %out1198: f32):
      %s1199 = arith.addf %out1198, %in1197 : f32
      linalg.yield %s1199 : f32
    } -> tensor<32xf32> loc("root._log_softmax")
    %t1201 = tensor.expand_shape %t1200 [[0, 1]] output_shape [32, 1] : tensor<32xf32> into tensor<32x1xf32> loc("root._log_softmax")
    %t1202 = tensor.empty() : tensor<32x128xf32> loc("root._log_softmax")
    %t1208 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t1188, %t1201 : tensor<32x128xf32>, tensor<32x1xf32>) outs(%t1202 : tensor<32x128xf32>) {
    ^bb0(%in1203: f32, %in1204: f32, %out1205: f32):
      %s1206 = math.log %in1204 : f32
      %s1207 = arith.subf %in1203, %s1206 : f32
      linalg.yield %s1207 : f32
    } -> tensor<32x128xf32> loc("root._log_softmax")
    %t1209 = tensor.empty() : tensor<32xi1> loc("root.ne")
    %t1214 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1174 : tensor<32xi64>) outs(%t1209 : tensor<32xi1>) {
    ^bb0(%in1210: i64, %out1211: i1):
      %s1212 = arith.constant -100 : i64
      %s1213 = arith.cmpi ne, %in1210, %s1212 : i64
      linalg.yield %s1213 : i1
    } -> tensor<32xi1> loc("root.ne")
    %cst1215 = arith.constant dense<0> : tensor<i64> loc("root.where_2")
    %t1216 = tensor.empty() : tensor<32xi64> loc("root.where_2")
    %t1222 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1214, %t1174, %cst1215 : tensor<32xi1>, tensor<32xi64>, tensor<i64>) outs(%t1216 : tensor<32xi64>) {
    ^bb0(%in1217: i1, %in1218: i64, %in1219: i64, %out1220: i64):
      %s1221 = arith.select %in1217, %in1218, %in1219 : i64
      linalg.yield %s1221 : i64
    } -> tensor<32xi64> loc("root.where_2")
    %t1223 = tensor.expand_shape %t1222 [[0, 1]] output_shape [32, 1] : tensor<32xi64> into tensor<32x1xi64> loc("root.unsqueeze_5")
    %t1224 = tensor.empty() : tensor<32x1xf32> loc("root.gather")
    %c1225 = arith.constant 0.000000000e+00 : f32 loc("root.gather")
    %t1226 = linalg.fill ins(%c1225 : f32) outs(%t1224 : tensor<32x1xf32>) -> tensor<32x1xf32> loc("root.gather")
    %t1234 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t1223, %t1208 : tensor<32x1xi64>, tensor<32x128xf32>) outs(%t1226 : tensor<32x1xf32>) {
    ^bb0(%in1227: i64, %in1228: f32, %out1229: f32):
      %s1230 = linalg.index 2 : index
      %s1231 = arith.index_cast %s1230 : index to i64
      %s1232 = arith.cmpi eq, %in1227, %s1231 : i64
      %s1233 = arith.select %s1232, %in1228, %out1229 : f32
      linalg.yield %s1233 : f32
    } -> tensor<32x1xf32> loc("root.gather")
    %t1235 = tensor.collapse_shape %t1234 [[0, 1]] : tensor<32x1xf32> into tensor<32xf32> loc("root.squeeze")
    %t1236 = tensor.empty() : tensor<32xf32> loc("root.neg")
    %t1240 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1235 : tensor<32xf32>) outs(%t1236 : tensor<32xf32>) {
    ^bb0(%in1237: f32, %out1238: f32):
      %s1239 = arith.negf %in1237 : f32
      linalg.yield %s1239 : f32
    } -> tensor<32xf32> loc("root.neg")
    %t1241 = tensor.empty() : tensor<32xi1> loc("root.ne_1")
    %t1246 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1174 : tensor<32xi64>) outs(%t1241 : tensor<32xi1>) {
    ^bb0(%in1242: i64, %out1243: i1):
      %s1244 = arith.constant -100 : i64
      %s1245 = arith.cmpi ne, %in1242, %s1244 : i64
      linalg.yield %s1245 : i1
    } -> tensor<32xi1> loc("root.ne_1")
    %cst1247 = arith.constant dense<0.000000000e+00> : tensor<f32> loc("root.where_3")
    %t1248 = tensor.empty() : tensor<32xf32> loc("root.where_3")
    %t1254 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1246, %t1240, %cst1247 : tensor<32xi1>, tensor<32xf32>, tensor<f32>) outs(%t1248 : tensor<32xf32>) {
    ^bb0(%in1249: i1, %in1250: f32, %in1251: f32, %out1252: f32):
      %s1253 = arith.select %in1249, %in1250, %in1251 : f32
      linalg.yield %s1253 : f32
    } -> tensor<32xf32> loc("root.where_3")
    %t1255 = tensor.empty() : tensor<32xi1> loc("root.ne_2")
    %t1260 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1174 : tensor<32xi64>) outs(%t1255 : tensor<32xi1>) {
    ^bb0(%in1256: i64, %out1257: i1):
      %s1258 = arith.constant -100 : i64
      %s1259 = arith.cmpi ne, %in1256, %s1258 : i64
      linalg.yield %s1259 : i1
    } -> tensor<32xi1> loc("root.ne_2")
    %t1261 = tensor.empty() : tensor<i64> loc("root.sum_1")
    %c1262 = arith.constant 0 : i64 loc("root.sum_1")
    %t1263 = linalg.fill ins(%c1262 : i64) outs(%t1261 : tensor<i64>) -> tensor<i64> loc("root.sum_1")
    %t1268 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%t1260 : tensor<32xi1>) outs(%t1263 : tensor<i64>) {
    ^bb0(%in1264: i1, %out1265: i64):
      %s1266 = arith.extui %in1264 : i1 to i64
      %s1267 = arith.addi %out1265, %s1266 : i64
      linalg.yield %s1267 : i64
    } -> tensor<i64> loc("root.sum_1")
    %t1269 = tensor.empty() : tensor<f32> loc("root._to_copy")
    %t1273 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%t1268 : tensor<i64>) outs(%t1269 : tensor<f32>) {
    ^bb0(%in1270: i64, %out1271: f32):
      %s1272 = arith.sitofp %in1270 : i64 to f32
      linalg.yield %s1272 : f32
    } -> tensor<f32> loc("root._to_copy")
    %t1274 = tensor.empty() : tensor<f32> loc("root.sum_2")
    %c1275 = arith.constant 0.000000000e+00 : f32 loc("root.sum_2")
    %t1276 = linalg.fill ins(%c1275 : f32) outs(%t1274 : tensor<f32>) -> tensor<f32> loc("root.sum_2")
    %t1280 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%t1254 : tensor<32xf32>) outs(%t1276 : tensor<f32>) {
    ^bb0(%in1277: f32, %out1278: f32):
      %s1279 = arith.addf %out1278, %in1277 : f32
      linalg.yield %s1279 : f32
    } -> tensor<f32> loc("root.sum_2")
    %t1281 = tensor.empty() : tensor<f32> loc("root.div")
    %t1286 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%t1280, %t1273 : tensor<f32>, tensor<f32>) outs(%t1281 : tensor<f32>) {
    ^bb0(%in1282: f32, %in1283: f32, %out1284: f32):
      %s1285 = arith.divf %in1282, %in1283 : f32
      linalg.yield %s1285 : f32
    } -> tensor<f32> loc("root.div")
    %t1287 = tensor.empty() : tensor<f32> loc("backward.div_1")
    %t1292 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%tangents_1, %t1273 : tensor<f32>, tensor<f32>) outs(%t1287 : tensor<f32>) {
    ^bb0(%in1288: f32, %in1289: f32, %out1290: f32):
      %s1291 = arith.divf %in1288, %in1289 : f32
      linalg.yield %s1291 : f32
    } -> tensor<f32> loc("backward.div_1")
    %t1293 = tensor.expand_shape %t1174 [[0, 1]] output_shape [32, 1] : tensor<32xi64> into tensor<32x1xi64> loc("backward.unsqueeze_6")
    %t1294 = tensor.empty() : tensor<32x1xi1> loc("backward.ne_3")
    %t1299 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t1293 : tensor<32x1xi64>) outs(%t1294 : tensor<32x1xi1>) {
    ^bb0(%in1295: i64, %out1296: i1):
      %s1297 = arith.constant -100 : i64
      %s1298 = arith.cmpi ne, %in1295, %s1297 : i64
      linalg.yield %s1298 : i1
    } -> tensor<32x1xi1> loc("backward.ne_3")
    %cst1300 = arith.constant dense<0> : tensor<i64> loc("backward.where_4")
    %t1301 = tensor.empty() : tensor<32x1xi64> loc("backward.where_4")
    %t1307 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t1299, %t1293, %cst1300 : tensor<32x1xi1>, tensor<32x1xi64>, tensor<i64>) outs(%t1301 : tensor<32x1xi64>) {
    ^bb0(%in1302: i1, %in1303: i64, %in1304: i64, %out1305: i64):
      %s1306 = arith.select %in1302, %in1303, %in1304 : i64
      linalg.yield %s1306 : i64
    } -> tensor<32x1xi64> loc("backward.where_4")
    %t1308 = tensor.empty() : tensor<32x128xf32> loc("backward.full_like")
    %c1309 = arith.constant 0.000000000e+00 : f32 loc("backward.full_like")
    %t1310 = linalg.fill ins(%c1309 : f32) outs(%t1308 : tensor<32x128xf32>) -> tensor<32x128xf32> loc("backward.full_like")
    %t1318 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t1307 : tensor<32x1xi64>) outs(%t1310 : tensor<32x128xf32>) {
    ^bb0(%in1311: i64, %out1312: f32):
      %s1313 = linalg.index 1 : index
      %s1314 = arith.index_cast %s1313 : index to i64
      %s1315 = arith.cmpi eq, %in1311, %s1314 : i64
      %s1316 = arith.constant -1.000000000e+00 : f32
      %s1317 = arith.select %s1315, %s1316, %out1312 : f32
      linalg.yield %s1317 : f32
    } -> tensor<32x128xf32> loc("backward.scatter")
    %t1319 = tensor.empty() : tensor<32x1xi1> loc("backward.ne_4")
    %t1324 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t1293 : tensor<32x1xi64>) outs(%t1319 : tensor<32x1xi1>) {
    ^bb0(%in1320: i64, %out1321: i1):
      %s1322 = arith.constant -100 : i64
      %s1323 = arith.cmpi ne, %in1320, %s1322 : i64
      linalg.yield %s1323 : i1
    } -> tensor<32x1xi1> loc("backward.ne_4")
    %cst1325 = arith.constant dense<0.000000000e+00> : tensor<f32> loc("backward.where_5")
    %t1326 = tensor.empty() : tensor<32x1xf32> loc("backward.where_5")
    %t1332 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t1324, %t1292, %cst1325 : tensor<32x1xi1>, tensor<f32>, tensor<f32>) outs(%t1326 : tensor<32x1xf32>) {
    ^bb0(%in1327: i1, %in1328: f32, %in1329: f32, %out1330: f32):
      %s1331 = arith.select %in1327, %in1328, %in1329 : f32
      linalg.yield %s1331 : f32
    } -> tensor<32x1xf32> loc("backward.where_5")
    %t1333 = tensor.empty() : tensor<32x128xf32> loc("backward.mul_10")
    %t1338 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t1318, %t1332 : tensor<32x128xf32>, tensor<32x1xf32>) outs(%t1333 : tensor<32x128xf32>) {
    ^bb0(%in1334: f32, %in1335: f32, %out1336: f32):
      %s1337 = arith.mulf %in1334, %in1335 : f32
      linalg.yield %s1337 : f32
    } -> tensor<32x128xf32> loc("backward.mul_10")
    %t1339 = tensor.empty() : tensor<32x128xf32> loc("backward.exp")
    %t1343 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t1208 : tensor<32x128xf32>) outs(%t1339 : tensor<32x128xf32>) {
    ^bb0(%in1340: f32, %out1341: f32):
      %s1342 = math.exp %in1340 : f32
      linalg.yield %s1342 : f32
    } -> tensor<32x128xf32> loc("backward.exp")
    %t1344 = tensor.empty() : tensor<32xf32> loc("backward.sum_3")
    %c1345 = arith.constant 0.000000000e+00 : f32 loc("backward.sum_3")
    %t1346 = linalg.fill ins(%c1345 : f32) outs(%t1344 : tensor<32xf32>) -> tensor<32xf32> loc("backward.sum_3")
    %t1350 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%t1338 : tensor<32x128xf32>) outs(%t1346 : tensor<32xf32>) {
    ^bb0(%in1347: f32, %out1348: f32):
      %s1349 = arith.addf %out1348, %in1347 : f32
      linalg.yield %s1349 : f32
    } -> tensor<32xf32> loc("backward.sum_3")
    %t1351 = tensor.expand_shape %t1350 [[0, 1]] output_shape [32, 1] : tensor<32xf32> into tensor<32x1xf32> loc("backward.sum_3")
    %t1352 = tensor.empty() : tensor<32x128xf32> loc("backward.mul_11")
    %t1357 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t1343, %t1351 : tensor<32x128xf32>, tensor<32x1xf32>) outs(%t1352 : tensor<32x128xf32>) {
    ^bb0(%in1353: f32, %in1354: f32, %out1355: f32):
      %s1356 = arith.mulf %in1353, %in1354 : f32
      linalg.yield %s1356 : f32
    } -> tensor<32x128xf32> loc("backward.mul_11")
    %t1358 = tensor.empty() : tensor<32x128xf32> loc("backward.sub_2")
    %t1363 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t1338, %t1357 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%t1358 : tensor<32x128xf32>) {
    ^bb0(%in1359: f32, %in1360: f32, %out1361: f32):
      %s1362 = arith.subf %in1359, %in1360 : f32
      linalg.yield %s1362 : f32
    } -> tensor<32x128xf32> loc("backward.sub_2")
    %t1364 = tensor.expand_shape %t1363 [[0, 1], [2]] output_shape [2, 16, 128] : tensor<32x128xf32> into tensor<2x16x128xf32> loc("backward.view_44")
    %t1365 = tensor.collapse_shape %t1364 [[0, 1], [2]] : tensor<2x16x128xf32> into tensor<32x128xf32> loc("backward.lm_head")
    %t1366 = tensor.empty() : tensor<128x32xf32> loc("backward.lm_head")
    %t1367 = linalg.transpose ins(%t1365 : tensor<32x128xf32>) outs(%t1366 : tensor<128x32xf32>) permutation = [1, 0] loc("backward.lm_head")
    %t1368 = tensor.empty() : tensor<128x64xf32> loc("backward.lm_head")
    %c1369 = arith.constant 0.000000000e+00 : f32 loc("backward.lm_head")
    %t1370 = linalg.fill ins(%c1369 : f32) outs(%t1368 : tensor<128x64xf32>) -> tensor<128x64xf32> loc("backward.lm_head")
    %t1371 = linalg.matmul ins(%t1367, %t1162 : tensor<128x32xf32>, tensor<32x64xf32>) outs(%t1370 : tensor<128x64xf32>) -> tensor<128x64xf32> loc("backward.lm_head")
    %t1372 = tensor.empty() : tensor<64x128xf32> loc("backward.lm_head")
    %t1373 = linalg.transpose ins(%t1371 : tensor<128x64xf32>) outs(%t1372 : tensor<64x128xf32>) permutation = [1, 0] loc("backward.lm_head")
    %t1374 = tensor.empty() : tensor<128x64xf32> loc("backward.lm_head")
    %t1375 = linalg.transpose ins(%t1161 : tensor<64x128xf32>) outs(%t1374 : tensor<128x64xf32>) permutation = [1, 0] loc("backward.lm_head")
    %t1376 = tensor.empty() : tensor<32x64xf32> loc("backward.lm_head")
    %c1377 = arith.constant 0.000000000e+00 : f32 loc("backward.lm_head")
    %t1378 = linalg.fill ins(%c1377 : f32) outs(%t1376 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("backward.lm_head")
    %t1379 = linalg.matmul ins(%t1365, %t1375 : tensor<32x128xf32>, tensor<128x64xf32>) outs(%t1378 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("backward.lm_head")
    %t1380 = tensor.expand_shape %t1379 [[0, 1], [2]] output_shape [2, 16, 64] : tensor<32x64xf32> into tensor<2x16x64xf32> loc("backward.lm_head")
    %t1381 = tensor.empty() : tensor<128x64xf32> loc("backward.lm_head")
    %t1382 = linalg.transpose ins(%t1373 : tensor<64x128xf32>) outs(%t1381 : tensor<128x64xf32>) permutation = [1, 0] loc("backward.lm_head")
    %t1383 = tensor.empty() : tensor<2x16x64xf32> loc("backward.transformer.ln_f")
    %t1388 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1095, %t1109 : tensor<2x16x64xf32>, tensor<2x16x1xf32>) outs(%t1383 : tensor<2x16x64xf32>) {
    ^bb0(%in1384: f32, %in1385: f32, %out1386: f32):
      %s1387 = arith.subf %in1384, %in1385 : f32
      linalg.yield %s1387 : f32
    } -> tensor<2x16x64xf32> loc("backward.transformer.ln_f")
    %t1389 = tensor.empty() : tensor<2x16x64xf32> loc("backward.transformer.ln_f")
    %t1394 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1388, %t1141 : tensor<2x16x64xf32>, tensor<2x16x1xf32>) outs(%t1389 : tensor<2x16x64xf32>) {
    ^bb0(%in1390: f32, %in1391: f32, %out1392: f32):
      %s1393 = arith.mulf %in1390, %in1391 : f32
      linalg.yield %s1393 : f32
    } -> tensor<2x16x64xf32> loc("backward.transformer.ln_f")
    %t1395 = tensor.empty() : tensor<2x16x64xf32> loc("backward.transformer.ln_f")
    %t1400 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1380, %primals_27 : tensor<2x16x64xf32>, tensor<64xf32>) outs(%t1395 : tensor<2x16x64xf32>) {
    ^bb0(%in1396: f32, %in1397: f32, %out1398: f32):
      %s1399 = arith.mulf %in1396, %in1397 : f32
      linalg.yield %s1399 : f32
    } -> tensor<2x16x64xf32> loc("backward.transformer.ln_f")
    %t1401 = tensor.empty() : tensor<2x16x64xf32> loc("backward.transformer.ln_f")
    %t1406 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1400 : tensor<2x16x64xf32>) outs(%t1401 : tensor<2x16x64xf32>) {
    ^bb0(%in1402: f32, %out1403: f32):
      %s1404 = arith.constant 6.400000000e+01 : f32
      %s1405 = arith.mulf %in1402, %s1404 : f32
      linalg.yield %s1405 : f32
    } -> tensor<2x16x64xf32> loc("backward.transformer.ln_f")
    %t1407 = tensor.empty() : tensor<2x16xf32> loc("backward.transformer.ln_f")
    %c1408 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.ln_f")
    %t1409 = linalg.fill ins(%c1408 : f32) outs(%t1407 : tensor<2x16xf32>) -> tensor<2x16xf32> loc("backward.transformer.ln_f")
    %t1413 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t1400 : tensor<2x16x64xf32>) outs(%t1409 : tensor<2x16xf32>) {
    ^bb0(%in1410: f32, %out1411: f32):
      %s1412 = arith.addf %out1411, %in1410 : f32
      linalg.yield %s1412 : f32
    } -> tensor<2x16xf32> loc("backward.transformer.ln_f")
    %t1414 = tensor.expand_shape %t1413 [[0], [1, 2]] output_shape [2, 16, 1] : tensor<2x16xf32> into tensor<2x16x1xf32> loc("backward.transformer.ln_f")
    %t1415 = tensor.empty() : tensor<2x16x64xf32> loc("backward.transformer.ln_f")
    %t1420 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1400, %t1394 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t1415 : tensor<2x16x64xf32>) {
    ^bb0(%in1416: f32, %in1417: f32, %out1418: f32):
      %s1419 = arith.mulf %in1416, %in1417 : f32
      linalg.yield %s1419 : f32
    } -> tensor<2x16x64xf32> loc("backward.transformer.ln_f")
    %t1421 = tensor.empty() : tensor<2x16xf32> loc("backward.transformer.ln_f")
    %c1422 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.ln_f")
    %t1423 = linalg.fill ins(%c1422 : f32) outs(%t1421 : tensor<2x16xf32>) -> tensor<2x16xf32> loc("backward.transformer.ln_f")
    %t1427 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t1420 : tensor<2x16x64xf32>) outs(%t1423 : tensor<2x16xf32>) {
    ^bb0(%in1424: f32, %out1425: f32):
      %s1426 = arith.addf %out1425, %in1424 : f32
      linalg.yield %s1426 : f32
    } -> tensor<2x16xf32> loc("backward.transformer.ln_f")
    %t1428 = tensor.expand_shape %t1427 [[0], [1, 2]] output_shape [2, 16, 1] : tensor<2x16xf32> into tensor<2x16x1xf32> loc("backward.transformer.ln_f")
    %t1429 = tensor.empty() : tensor<2x16x64xf32> loc("backward.transformer.ln_f")
    %t1434 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1394, %t1428 : tensor<2x16x64xf32>, tensor<2x16x1xf32>) outs(%t1429 : tensor<2x16x64xf32>) {
    ^bb0(%in1430: f32, %in1431: f32, %out1432: f32):
      %s1433 = arith.mulf %in1430, %in1431 : f32
      linalg.yield %s1433 : f32
    } -> tensor<2x16x64xf32> loc("backward.transformer.ln_f")
    %t1435 = tensor.empty() : tensor<2x16x64xf32> loc("backward.transformer.ln_f")
    %t1440 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1406, %t1414 : tensor<2x16x64xf32>, tensor<2x16x1xf32>) outs(%t1435 : tensor<2x16x64xf32>) {
    ^bb0(%in1436: f32, %in1437: f32, %out1438: f32):
      %s1439 = arith.subf %in1436, %in1437 : f32
      linalg.yield %s1439 : f32
    } -> tensor<2x16x64xf32> loc("backward.transformer.ln_f")
    %t1441 = tensor.empty() : tensor<2x16x64xf32> loc("backward.transformer.ln_f")
    %t1446 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1440, %t1434 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t1441 : tensor<2x16x64xf32>) {
    ^bb0(%in1442: f32, %in1443: f32, %out1444: f32):
      %s1445 = arith.subf %in1442, %in1443 : f32
      linalg.yield %s1445 : f32
    } -> tensor<2x16x64xf32> loc("backward.transformer.ln_f")
    %t1447 = tensor.empty() : tensor<2x16x1xf32> loc("backward.transformer.ln_f")
    %t1452 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1141 : tensor<2x16x1xf32>) outs(%t1447 : tensor<2x16x1xf32>) {
    ^bb0(%in1448: f32, %out1449: f32):
      %s1450 = arith.constant 6.400000000e+01 : f32
      %s1451 = arith.divf %in1448, %s1450 : f32
      linalg.yield %s1451 : f32
    } -> tensor<2x16x1xf32> loc("backward.transformer.ln_f")
    %t1453 = tensor.empty() : tensor<2x16x64xf32> loc("backward.transformer.ln_f")
    %t1458 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1452, %t1446 : tensor<2x16x1xf32>, tensor<2x16x64xf32>) outs(%t1453 : tensor<2x16x64xf32>) {
    ^bb0(%in1454: f32, %in1455: f32, %out1456: f32):
      %s1457 = arith.mulf %in1454, %in1455 : f32
      linalg.yield %s1457 : f32
    } -> tensor<2x16x64xf32> loc("backward.transformer.ln_f")
    %t1459 = tensor.empty() : tensor<2x16x64xf32> loc("backward.transformer.ln_f")
    %t1464 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1380, %t1394 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t1459 : tensor<2x16x64xf32>) {
    ^bb0(%in1460: f32, %in1461: f32, %out1462: f32):
      %s1463 = arith.mulf %in1460, %in1461 : f32
      linalg.yield %s1463 : f32
    } -> tensor<2x16x64xf32> loc("backward.transformer.ln_f")
    %t1465 = tensor.empty() : tensor<64xf32> loc("backward.transformer.ln_f")
    %c1466 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.ln_f")
    %t1467 = linalg.fill ins(%c1466 : f32) outs(%t1465 : tensor<64xf32>) -> tensor<64xf32> loc("backward.transformer.ln_f")
    %t1471 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%t1464 : tensor<2x16x64xf32>) outs(%t1467 : tensor<64xf32>) {
    ^bb0(%in1468: f32, %out1469: f32):
      %s1470 = arith.addf %out1469, %in1468 : f32
      linalg.yield %s1470 : f32
    } -> tensor<64xf32> loc("backward.transformer.ln_f")
    %t1472 = tensor.empty() : tensor<64xf32> loc("backward.transformer.ln_f")
    %c1473 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.ln_f")
    %t1474 = linalg.fill ins(%c1473 : f32) outs(%t1472 : tensor<64xf32>) -> tensor<64xf32> loc("backward.transformer.ln_f")
    %t1478 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%t1380 : tensor<2x16x64xf32>) outs(%t1474 : tensor<64xf32>) {
    ^bb0(%in1475: f32, %out1476: f32):
      %s1477 = arith.addf %out1476, %in1475 : f32
      linalg.yield %s1477 : f32
    } -> tensor<64xf32> loc("backward.transformer.ln_f")
    %t1479 = tensor.empty() : tensor<2x16x64xf32> loc("backward.transformer.h.1.mlp.dropout")
    %t1483 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1080 : tensor<2x16x64xi1>) outs(%t1479 : tensor<2x16x64xf32>) {
    ^bb0(%in1480: i1, %out1481: f32):
      %s1482 = arith.uitofp %in1480 : i1 to f32
      linalg.yield %s1482 : f32
    } -> tensor<2x16x64xf32> loc("backward.transformer.h.1.mlp.dropout")
    %t1484 = tensor.empty() : tensor<2x16x64xf32> loc("backward.transformer.h.1.mlp.dropout")
    %t1489 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1483 : tensor<2x16x64xf32>) outs(%t1484 : tensor<2x16x64xf32>) {
    ^bb0(%in1485: f32, %out1486: f32):
      %s1487 = arith.constant 1.111111164e+00 : f32
      %s1488 = arith.mulf %in1485, %s1487 : f32
      linalg.yield %s1488 : f32
    } -> tensor<2x16x64xf32> loc("backward.transformer.h.1.mlp.dropout")
    %t1490 = tensor.empty() : tensor<2x16x64xf32> loc("backward.transformer.h.1.mlp.dropout")
    %t1495 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1458, %t1489 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t1490 : tensor<2x16x64xf32>) {
    ^bb0(%in1491: f32, %in1492: f32, %out1493: f32):
      %s1494 = arith.mulf %in1491, %in1492 : f32
      linalg.yield %s1494 : f32
    } -> tensor<2x16x64xf32> loc("backward.transformer.h.1.mlp.dropout")
    %t1496 = tensor.collapse_shape %t1495 [[0, 1], [2]] : tensor<2x16x64xf32> into tensor<32x64xf32> loc("backward.transformer.h.1.mlp.c_proj")
    %t1497 = tensor.empty() : tensor<64x256xf32> loc("backward.transformer.h.1.mlp.c_proj")
    %t1498 = linalg.transpose ins(%primals_25 : tensor<256x64xf32>) outs(%t1497 : tensor<64x256xf32>) permutation = [1, 0] loc("backward.transformer.h.1.mlp.c_proj")
    %t1499 = tensor.empty() : tensor<32x256xf32> loc("backward.transformer.h.1.mlp.c_proj")
    %c1500 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.1.mlp.c_proj")
    %t1501 = linalg.fill ins(%c1500 : f32) outs(%t1499 : tensor<32x256xf32>) -> tensor<32x256xf32> loc("backward.transformer.h.1.mlp.c_proj")
    %t1502 = linalg.matmul ins(%t1496, %t1498 : tensor<32x64xf32>, tensor<64x256xf32>) outs(%t1501 : tensor<32x256xf32>) -> tensor<32x256xf32> loc("backward.transformer.h.1.mlp.c_proj")
    %t1503 = tensor.empty() : tensor<256x32xf32> loc("backward.transformer.h.1.mlp.c_proj")
    %t1504 = linalg.transpose ins(%t1015 : tensor<32x256xf32>) outs(%t1503 : tensor<256x32xf32>) permutation = [1, 0] loc("backward.transformer.h.1.mlp.c_proj")
    %t1505 = tensor.empty() : tensor<256x64xf32> loc("backward.transformer.h.1.mlp.c_proj")
    %c1506 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.1.mlp.c_proj")
    %t1507 = linalg.fill ins(%c1506 : f32) outs(%t1505 : tensor<256x64xf32>) -> tensor<256x64xf32> loc("backward.transformer.h.1.mlp.c_proj")
    %t1508 = linalg.matmul ins(%t1504, %t1496 : tensor<256x32xf32>, tensor<32x64xf32>) outs(%t1507 : tensor<256x64xf32>) -> tensor<256x64xf32> loc("backward.transformer.h.1.mlp.c_proj")
    %t1509 = tensor.empty() : tensor<64xf32> loc("backward.transformer.h.1.mlp.c_proj")
    %c1510 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.1.mlp.c_proj")
    %t1511 = linalg.fill ins(%c1510 : f32) outs(%t1509 : tensor<64xf32>) -> tensor<64xf32> loc("backward.transformer.h.1.mlp.c_proj")
    %t1515 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%t1496 : tensor<32x64xf32>) outs(%t1511 : tensor<64xf32>) {
    ^bb0(%in1512: f32, %out1513: f32):
      %s1514 = arith.addf %out1513, %in1512 : f32
      linalg.yield %s1514 : f32
    } -> tensor<64xf32> loc("backward.transformer.h.1.mlp.c_proj")
    %t1516 = tensor.expand_shape %t1515 [[0, 1]] output_shape [1, 64] : tensor<64xf32> into tensor<1x64xf32> loc("backward.transformer.h.1.mlp.c_proj")
    %t1517 = tensor.collapse_shape %t1516 [[0, 1]] : tensor<1x64xf32> into tensor<64xf32> loc("backward.transformer.h.1.mlp.c_proj")
    %t1518 = tensor.expand_shape %t1502 [[0, 1], [2]] output_shape [2, 16, 256] : tensor<32x256xf32> into tensor<2x16x256xf32> loc("backward.transformer.h.1.mlp.c_proj")
    %t1519 = tensor.empty() : tensor<2x16x256xf32> loc("backward.transformer.h.1.mlp.act")
    %t1524 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1518, %t973 : tensor<2x16x256xf32>, tensor<2x16x256xf32>) outs(%t1519 : tensor<2x16x256xf32>) {
    ^bb0(%in1520: f32, %in1521: f32, %out1522: f32):
      %s1523 = arith.mulf %in1520, %in1521 : f32
      linalg.yield %s1523 : f32
    } -> tensor<2x16x256xf32> loc("backward.transformer.h.1.mlp.act")
    %t1525 = tensor.empty() : tensor<2x16x256xf32> loc("backward.transformer.h.1.mlp.act")
    %t1530 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1518, %t1008 : tensor<2x16x256xf32>, tensor<2x16x256xf32>) outs(%t1525 : tensor<2x16x256xf32>) {
    ^bb0(%in1526: f32, %in1527: f32, %out1528: f32):
      %s1529 = arith.mulf %in1526, %in1527 : f32
      linalg.yield %s1529 : f32
    } -> tensor<2x16x256xf32> loc("backward.transformer.h.1.mlp.act")
    %t1531 = tensor.empty() : tensor<2x16x256xf32> loc("backward.transformer.h.1.mlp.act")
    %t1536 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1002, %t1002 : tensor<2x16x256xf32>, tensor<2x16x256xf32>) outs(%t1531 : tensor<2x16x256xf32>) {
    ^bb0(%in1532: f32, %in1533: f32, %out1534: f32):
      %s1535 = arith.mulf %in1532, %in1533 : f32
      linalg.yield %s1535 : f32
    } -> tensor<2x16x256xf32> loc("backward.transformer.h.1.mlp.act")
    %t1537 = tensor.empty() : tensor<2x16x256xf32> loc("backward.transformer.h.1.mlp.act")
    %t1542 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1536 : tensor<2x16x256xf32>) outs(%t1537 : tensor<2x16x256xf32>) {
    ^bb0(%in1538: f32, %out1539: f32):
      %s1540 = arith.constant 1.000000000e+00 : f32
      %s1541 = arith.subf %s1540, %in1538 : f32
      linalg.yield %s1541 : f32
    } -> tensor<2x16x256xf32> loc("backward.transformer.h.1.mlp.act")
    %t1543 = tensor.empty() : tensor<2x16x256xf32> loc("backward.transformer.h.1.mlp.act")
    %t1548 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1524, %t1542 : tensor<2x16x256xf32>, tensor<2x16x256xf32>) outs(%t1543 : tensor<2x16x256xf32>) {
    ^bb0(%in1544: f32, %in1545: f32, %out1546: f32):
      %s1547 = arith.mulf %in1544, %in1545 : f32
      linalg.yield %s1547 : f32
    } -> tensor<2x16x256xf32> loc("backward.transformer.h.1.mlp.act")
    %t1549 = tensor.empty() : tensor<2x16x256xf32> loc("backward.transformer.h.1.mlp.act")
    %t1554 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1548 : tensor<2x16x256xf32>) outs(%t1549 : tensor<2x16x256xf32>) {
    ^bb0(%in1550: f32, %out1551: f32):
      %s1552 = arith.constant 7.978845835e-01 : f32
      %s1553 = arith.mulf %in1550, %s1552 : f32
      linalg.yield %s1553 : f32
    } -> tensor<2x16x256xf32> loc("backward.transformer.h.1.mlp.act")
    %t1555 = tensor.empty() : tensor<2x16x256xf32> loc("backward.transformer.h.1.mlp.act")
    %t1560 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1554 : tensor<2x16x256xf32>) outs(%t1555 : tensor<2x16x256xf32>) {
    ^bb0(%in1556: f32, %out1557: f32):
      %s1558 = arith.constant 4.471499845e-02 : f32
      %s1559 = arith.mulf %in1556, %s1558 : f32
      linalg.yield %s1559 : f32
    } -> tensor<2x16x256xf32> loc("backward.transformer.h.1.mlp.act")
    %t1561 = tensor.empty() : tensor<2x16x256xf32> loc("backward.transformer.h.1.mlp.act")
    %t1565 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t967 : tensor<2x16x256xf32>) outs(%t1561 : tensor<2x16x256xf32>) {
    ^bb0(%in1562: f32, %out1563: f32):
      %s1564 = arith.mulf %in1562, %in1562 : f32
      linalg.yield %s1564 : f32
    } -> tensor<2x16x256xf32> loc("backward.transformer.h.1.mlp.act")
    %t1566 = tensor.empty() : tensor<2x16x256xf32> loc("backward.transformer.h.1.mlp.act")
    %t1571 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1565 : tensor<2x16x256xf32>) outs(%t1566 : tensor<2x16x256xf32>) {
    ^bb0(%in1567: f32, %out1568: f32):
      %s1569 = arith.constant 3.000000000e+00 : f32
      %s1570 = arith.mulf %in1567, %s1569 : f32
      linalg.yield %s1570 : f32
    } -> tensor<2x16x256xf32> loc("backward.transformer.h.1.mlp.act")
    %t1572 = tensor.empty() : tensor<2x16x256xf32> loc("backward.transformer.h.1.mlp.act")
    %t1577 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1560, %t1571 : tensor<2x16x256xf32>, tensor<2x16x256xf32>) outs(%t1572 : tensor<2x16x256xf32>) {
    ^bb0(%in1573: f32, %in1574: f32, %out1575: f32):
      %s1576 = arith.mulf %in1573, %in1574 : f32
      linalg.yield %s1576 : f32
    } -> tensor<2x16x256xf32> loc("backward.transformer.h.1.mlp.act")
    %t1578 = tensor.empty() : tensor<2x16x256xf32> loc("backward.add_10")
    %t1583 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1554, %t1577 : tensor<2x16x256xf32>, tensor<2x16x256xf32>) outs(%t1578 : tensor<2x16x256xf32>) {
    ^bb0(%in1579: f32, %in1580: f32, %out1581: f32):
      %s1582 = arith.addf %in1579, %in1580 : f32
      linalg.yield %s1582 : f32
    } -> tensor<2x16x256xf32> loc("backward.add_10")
    %t1584 = tensor.empty() : tensor<2x16x256xf32> loc("backward.transformer.h.1.mlp.act")
    %t1589 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1530 : tensor<2x16x256xf32>) outs(%t1584 : tensor<2x16x256xf32>) {
    ^bb0(%in1585: f32, %out1586: f32):
      %s1587 = arith.constant 5.000000000e-01 : f32
      %s1588 = arith.mulf %in1585, %s1587 : f32
      linalg.yield %s1588 : f32
    } -> tensor<2x16x256xf32> loc("backward.transformer.h.1.mlp.act")
    %t1590 = tensor.empty() : tensor<2x16x256xf32> loc("backward.add_11")
    %t1595 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1583, %t1589 : tensor<2x16x256xf32>, tensor<2x16x256xf32>) outs(%t1590 : tensor<2x16x256xf32>) {
    ^bb0(%in1591: f32, %in1592: f32, %out1593: f32):
      %s1594 = arith.addf %in1591, %in1592 : f32
      linalg.yield %s1594 : f32
    } -> tensor<2x16x256xf32> loc("backward.add_11")
    %t1596 = tensor.collapse_shape %t1595 [[0, 1], [2]] : tensor<2x16x256xf32> into tensor<32x256xf32> loc("backward.transformer.h.1.mlp.c_fc")
    %t1597 = tensor.empty() : tensor<256x64xf32> loc("backward.transformer.h.1.mlp.c_fc")
    %t1598 = linalg.transpose ins(%primals_23 : tensor<64x256xf32>) outs(%t1597 : tensor<256x64xf32>) permutation = [1, 0] loc("backward.transformer.h.1.mlp.c_fc")
    %t1599 = tensor.empty() : tensor<32x64xf32> loc("backward.transformer.h.1.mlp.c_fc")
    %c1600 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.1.mlp.c_fc")
    %t1601 = linalg.fill ins(%c1600 : f32) outs(%t1599 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("backward.transformer.h.1.mlp.c_fc")
    %t1602 = linalg.matmul ins(%t1596, %t1598 : tensor<32x256xf32>, tensor<256x64xf32>) outs(%t1601 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("backward.transformer.h.1.mlp.c_fc")
    %t1603 = tensor.empty() : tensor<64x32xf32> loc("backward.transformer.h.1.mlp.c_fc")
    %t1604 = linalg.transpose ins(%t961 : tensor<32x64xf32>) outs(%t1603 : tensor<64x32xf32>) permutation = [1, 0] loc("backward.transformer.h.1.mlp.c_fc")
    %t1605 = tensor.empty() : tensor<64x256xf32> loc("backward.transformer.h.1.mlp.c_fc")
    %c1606 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.1.mlp.c_fc")
    %t1607 = linalg.fill ins(%c1606 : f32) outs(%t1605 : tensor<64x256xf32>) -> tensor<64x256xf32> loc("backward.transformer.h.1.mlp.c_fc")
    %t1608 = linalg.matmul ins(%t1604, %t1596 : tensor<64x32xf32>, tensor<32x256xf32>) outs(%t1607 : tensor<64x256xf32>) -> tensor<64x256xf32> loc("backward.transformer.h.1.mlp.c_fc")
    %t1609 = tensor.empty() : tensor<256xf32> loc("backward.transformer.h.1.mlp.c_fc")
    %c1610 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.1.mlp.c_fc")
    %t1611 = linalg.fill ins(%c1610 : f32) outs(%t1609 : tensor<256xf32>) -> tensor<256xf32> loc("backward.transformer.h.1.mlp.c_fc")
    %t1615 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%t1596 : tensor<32x256xf32>) outs(%t1611 : tensor<256xf32>) {
    ^bb0(%in1612: f32, %out1613: f32):
      %s1614 = arith.addf %out1613, %in1612 : f32
      linalg.yield %s1614 : f32
    } -> tensor<256xf32> loc("backward.transformer.h.1.mlp.c_fc")
    %t1616 = tensor.expand_shape %t1615 [[0, 1]] output_shape [1, 256] : tensor<256xf32> into tensor<1x256xf32> loc("backward.transformer.h.1.mlp.c_fc")
    %t1617 = tensor.collapse_shape %t1616 [[0, 1]] : tensor<1x256xf32> into tensor<256xf32> loc("backward.transformer.h.1.mlp.c_fc")
    %t1618 = tensor.expand_shape %t1602 [[0, 1], [2]] output_shape [2, 16, 64] : tensor<32x64xf32> into tensor<2x16x64xf32> loc("backward.transformer.h.1.mlp.c_fc")
    %t1619 = tensor.empty() : tensor<2x16x64xf32> loc("backward.transformer.h.1.ln_2")
    %t1624 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t896, %t910 : tensor<2x16x64xf32>, tensor<2x16x1xf32>) outs(%t1619 : tensor<2x16x64xf32>) {
    ^bb0(%in1620: f32, %in1621: f32, %out1622: f32):
      %s1623 = arith.subf %in1620, %in1621 : f32
      linalg.yield %s1623 : f32
    } -> tensor<2x16x64xf32> loc("backward.transformer.h.1.ln_2")
    %t1625 = tensor.empty() : tensor<2x16x64xf32> loc("backward.transformer.h.1.ln_2")
    %t1630 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1624, %t942 : tensor<2x16x64xf32>, tensor<2x16x1xf32>) outs(%t1625 : tensor<2x16x64xf32>) {
    ^bb0(%in1626: f32, %in1627: f32, %out1628: f32):
      %s1629 = arith.mulf %in1626, %in1627 : f32
      linalg.yield %s1629 : f32
    } -> tensor<2x16x64xf32> loc("backward.transformer.h.1.ln_2")
    %t1631 = tensor.empty() : tensor<2x16x64xf32> loc("backward.transformer.h.1.ln_2")
    %t1636 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1618, %primals_21 : tensor<2x16x64xf32>, tensor<64xf32>) outs(%t1631 : tensor<2x16x64xf32>) {
    ^bb0(%in1632: f32, %in1633: f32, %out1634: f32):
      %s1635 = arith.mulf %in1632, %in1633 : f32
      linalg.yield %s1635 : f32
    } -> tensor<2x16x64xf32> loc("backward.transformer.h.1.ln_2")
    %t1637 = tensor.empty() : tensor<2x16x64xf32> loc("backward.transformer.h.1.ln_2")
    %t1642 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1636 : tensor<2x16x64xf32>) outs(%t1637 : tensor<2x16x64xf32>) {
    ^bb0(%in1638: f32, %out1639: f32):
      %s1640 = arith.constant 6.400000000e+01 : f32
      %s1641 = arith.mulf %in1638, %s1640 : f32
      linalg.yield %s1641 : f32
    } -> tensor<2x16x64xf32> loc("backward.transformer.h.1.ln_2")
    %t1643 = tensor.empty() : tensor<2x16xf32> loc("backward.transformer.h.1.ln_2")
    %c1644 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.1.ln_2")
    %t1645 = linalg.fill ins(%c1644 : f32) outs(%t1643 : tensor<2x16xf32>) -> tensor<2x16xf32> loc("backward.transformer.h.1.ln_2")
    %t1649 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t1636 : tensor<2x16x64xf32>) outs(%t1645 : tensor<2x16xf32>) {
    ^bb0(%in1646: f32, %out1647: f32):
      %s1648 = arith.addf %out1647, %in1646 : f32
      linalg.yield %s1648 : f32
    } -> tensor<2x16xf32> loc("backward.transformer.h.1.ln_2")
    %t1650 = tensor.expand_shape %t1649 [[0], [1, 2]] output_shape [2, 16, 1] : tensor<2x16xf32> into tensor<2x16x1xf32> loc("backward.transformer.h.1.ln_2")
    %t1651 = tensor.empty() : tensor<2x16x64xf32> loc("backward.transformer.h.1.ln_2")
    %t1656 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1636, %t1630 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t1651 : tensor<2x16x64xf32>) {
    ^bb0(%in1652: f32, %in1653: f32, %out1654: f32):
      %s1655 = arith.mulf %in1652, %in1653 : f32
      linalg.yield %s1655 : f32
    } -> tensor<2x16x64xf32> loc("backward.transformer.h.1.ln_2")
    %t1657 = tensor.empty() : tensor<2x16xf32> loc("backward.transformer.h.1.ln_2")
    %c1658 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.1.ln_2")
    %t1659 = linalg.fill ins(%c1658 : f32) outs(%t1657 : tensor<2x16xf32>) -> tensor<2x16xf32> loc("backward.transformer.h.1.ln_2")
    %t1663 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t1656 : tensor<2x16x64xf32>) outs(%t1659 : tensor<2x16xf32>) {
    ^bb0(%in1660: f32, %out1661: f32):
      %s1662 = arith.addf %out1661, %in1660 : f32
      linalg.yield %s1662 : f32
    } -> tensor<2x16xf32> loc("backward.transformer.h.1.ln_2")
    %t1664 = tensor.expand_shape %t1663 [[0], [1, 2]] output_shape [2, 16, 1] : tensor<2x16xf32> into tensor<2x16x1xf32> loc("backward.transformer.h.1.ln_2")
    %t1665 = tensor.empty() : tensor<2x16x64xf32> loc("backward.transformer.h.1.ln_2")
    %t1670 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1630, %t1664 : tensor<2x16x64xf32>, tensor<2x16x1xf32>) outs(%t1665 : tensor<2x16x64xf32>) {
    ^bb0(%in1666: f32, %in1667: f32, %out1668: f32):
      %s1669 = arith.mulf %in1666, %in1667 : f32
      linalg.yield %s1669 : f32
    } -> tensor<2x16x64xf32> loc("backward.transformer.h.1.ln_2")
    %t1671 = tensor.empty() : tensor<2x16x64xf32> loc("backward.transformer.h.1.ln_2")
    %t1676 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1642, %t1650 : tensor<2x16x64xf32>, tensor<2x16x1xf32>) outs(%t1671 : tensor<2x16x64xf32>) {
    ^bb0(%in1672: f32, %in1673: f32, %out1674: f32):
      %s1675 = arith.subf %in1672, %in1673 : f32
      linalg.yield %s1675 : f32
    } -> tensor<2x16x64xf32> loc("backward.transformer.h.1.ln_2")
    %t1677 = tensor.empty() : tensor<2x16x64xf32> loc("backward.transformer.h.1.ln_2")
    %t1682 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1676, %t1670 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t1677 : tensor<2x16x64xf32>) {
    ^bb0(%in1678: f32, %in1679: f32, %out1680: f32):
      %s1681 = arith.subf %in1678, %in1679 : f32
      linalg.yield %s1681 : f32
    } -> tensor<2x16x64xf32> loc("backward.transformer.h.1.ln_2")
    %t1683 = tensor.empty() : tensor<2x16x1xf32> loc("backward.transformer.h.1.ln_2")
    %t1688 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t942 : tensor<2x16x1xf32>) outs(%t1683 : tensor<2x16x1xf32>) {
    ^bb0(%in1684: f32, %out1685: f32):
      %s1686 = arith.constant 6.400000000e+01 : f32
      %s1687 = arith.divf %in1684, %s1686 : f32
      linalg.yield %s1687 : f32
    } -> tensor<2x16x1xf32> loc("backward.transformer.h.1.ln_2")
    %t1689 = tensor.empty() : tensor<2x16x64xf32> loc("backward.transformer.h.1.ln_2")
    %t1694 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1688, %t1682 : tensor<2x16x1xf32>, tensor<2x16x64xf32>) outs(%t1689 : tensor<2x16x64xf32>) {
    ^bb0(%in1690: f32, %in1691: f32, %out1692: f32):
      %s1693 = arith.mulf %in1690, %in1691 : f32
      linalg.yield %s1693 : f32
    } -> tensor<2x16x64xf32> loc("backward.transformer.h.1.ln_2")
    %t1695 = tensor.empty() : tensor<2x16x64xf32> loc("backward.transformer.h.1.ln_2")
    %t1700 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1618, %t1630 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t1695 : tensor<2x16x64xf32>) {
    ^bb0(%in1696: f32, %in1697: f32, %out1698: f32):
      %s1699 = arith.mulf %in1696, %in1697 : f32
      linalg.yield %s1699 : f32
    } -> tensor<2x16x64xf32> loc("backward.transformer.h.1.ln_2")
    %t1701 = tensor.empty() : tensor<64xf32> loc("backward.transformer.h.1.ln_2")
    %c1702 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.1.ln_2")
    %t1703 = linalg.fill ins(%c1702 : f32) outs(%t1701 : tensor<64xf32>) -> tensor<64xf32> loc("backward.transformer.h.1.ln_2")
    %t1707 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%t1700 : tensor<2x16x64xf32>) outs(%t1703 : tensor<64xf32>) {
    ^bb0(%in1704: f32, %out1705: f32):
      %s1706 = arith.addf %out1705, %in1704 : f32
      linalg.yield %s1706 : f32
    } -> tensor<64xf32> loc("backward.transformer.h.1.ln_2")
    %t1708 = tensor.empty() : tensor<64xf32> loc("backward.transformer.h.1.ln_2")
    %c1709 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.1.ln_2")
    %t1710 = linalg.fill ins(%c1709 : f32) outs(%t1708 : tensor<64xf32>) -> tensor<64xf32> loc("backward.transformer.h.1.ln_2")
    %t1714 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%t1618 : tensor<2x16x64xf32>) outs(%t1710 : tensor<64xf32>) {
    ^bb0(%in1711: f32, %out1712: f32):
      %s1713 = arith.addf %out1712, %in1711 : f32
      linalg.yield %s1713 : f32
    } -> tensor<64xf32> loc("backward.transformer.h.1.ln_2")
    %t1715 = tensor.empty() : tensor<2x16x64xf32> loc("backward.add_12")
    %t1720 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1458, %t1694 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t1715 : tensor<2x16x64xf32>) {
    ^bb0(%in1716: f32, %in1717: f32, %out1718: f32):
      %s1719 = arith.addf %in1716, %in1717 : f32
      linalg.yield %s1719 : f32
    } -> tensor<2x16x64xf32> loc("backward.add_12")
    %t1721 = tensor.empty() : tensor<2x16x64xf32> loc("backward.transformer.h.1.attn.resid_dropout")
    %t1725 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t881 : tensor<2x16x64xi1>) outs(%t1721 : tensor<2x16x64xf32>) {
    ^bb0(%in1722: i1, %out1723: f32):
      %s1724 = arith.uitofp %in1722 : i1 to f32
      linalg.yield %s1724 : f32
    } -> tensor<2x16x64xf32> loc("backward.transformer.h.1.attn.resid_dropout")
    %t1726 = tensor.empty() : tensor<2x16x64xf32> loc("backward.transformer.h.1.attn.resid_dropout")
    %t1731 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1725 : tensor<2x16x64xf32>) outs(%t1726 : tensor<2x16x64xf32>) {
    ^bb0(%in1727: f32, %out1728: f32):
      %s1729 = arith.constant 1.111111164e+00 : f32
      %s1730 = arith.mulf %in1727, %s1729 : f32
      linalg.yield %s1730 : f32
    } -> tensor<2x16x64xf32> loc("backward.transformer.h.1.attn.resid_dropout")
    %t1732 = tensor.empty() : tensor<2x16x64xf32> loc("backward.transformer.h.1.attn.resid_dropout")
    %t1737 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1720, %t1731 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t1732 : tensor<2x16x64xf32>) {
    ^bb0(%in1733: f32, %in1734: f32, %out1735: f32):
      %s1736 = arith.mulf %in1733, %in1734 : f32
      linalg.yield %s1736 : f32
    } -> tensor<2x16x64xf32> loc("backward.transformer.h.1.attn.resid_dropout")
    %t1738 = tensor.collapse_shape %t1737 [[0, 1], [2]] : tensor<2x16x64xf32> into tensor<32x64xf32> loc("backward.transformer.h.1.attn.c_proj")
    %t1739 = tensor.empty() : tensor<64x64xf32> loc("backward.transformer.h.1.attn.c_proj")
    %t1740 = linalg.transpose ins(%primals_19 : tensor<64x64xf32>) outs(%t1739 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.transformer.h.1.attn.c_proj")
    %t1741 = tensor.empty() : tensor<32x64xf32> loc("backward.transformer.h.1.attn.c_proj")
    %c1742 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.1.attn.c_proj")
    %t1743 = linalg.fill ins(%c1742 : f32) outs(%t1741 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("backward.transformer.h.1.attn.c_proj")
    %t1744 = linalg.matmul ins(%t1738, %t1740 : tensor<32x64xf32>, tensor<64x64xf32>) outs(%t1743 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("backward.transformer.h.1.attn.c_proj")
    %t1745 = tensor.empty() : tensor<64x32xf32> loc("backward.transformer.h.1.attn.c_proj")
    %t1746 = linalg.transpose ins(%t816 : tensor<32x64xf32>) outs(%t1745 : tensor<64x32xf32>) permutation = [1, 0] loc("backward.transformer.h.1.attn.c_proj")
    %t1747 = tensor.empty() : tensor<64x64xf32> loc("backward.transformer.h.1.attn.c_proj")
    %c1748 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.1.attn.c_proj")
    %t1749 = linalg.fill ins(%c1748 : f32) outs(%t1747 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.transformer.h.1.attn.c_proj")
    %t1750 = linalg.matmul ins(%t1746, %t1738 : tensor<64x32xf32>, tensor<32x64xf32>) outs(%t1749 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.transformer.h.1.attn.c_proj")
    %t1751 = tensor.empty() : tensor<64xf32> loc("backward.transformer.h.1.attn.c_proj")
    %c1752 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.1.attn.c_proj")
    %t1753 = linalg.fill ins(%c1752 : f32) outs(%t1751 : tensor<64xf32>) -> tensor<64xf32> loc("backward.transformer.h.1.attn.c_proj")
    %t1757 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%t1738 : tensor<32x64xf32>) outs(%t1753 : tensor<64xf32>) {
    ^bb0(%in1754: f32, %out1755: f32):
      %s1756 = arith.addf %out1755, %in1754 : f32
      linalg.yield %s1756 : f32
    } -> tensor<64xf32> loc("backward.transformer.h.1.attn.c_proj")
    %t1758 = tensor.expand_shape %t1757 [[0, 1]] output_shape [1, 64] : tensor<64xf32> into tensor<1x64xf32> loc("backward.transformer.h.1.attn.c_proj")
    %t1759 = tensor.collapse_shape %t1758 [[0, 1]] : tensor<1x64xf32> into tensor<64xf32> loc("backward.transformer.h.1.attn.c_proj")
    %t1760 = tensor.expand_shape %t1744 [[0, 1], [2]] output_shape [2, 16, 64] : tensor<32x64xf32> into tensor<2x16x64xf32> loc("backward.transformer.h.1.attn.c_proj")
    %t1761 = tensor.expand_shape %t1760 [[0], [1], [2, 3]] output_shape [2, 16, 4, 16] : tensor<2x16x64xf32> into tensor<2x16x4x16xf32> loc("backward.transformer.h.1.attn")
    %t1762 = tensor.empty() : tensor<2x4x16x16xf32> loc("backward.transformer.h.1.attn")
    %t1763 = linalg.transpose ins(%t1761 : tensor<2x16x4x16xf32>) outs(%t1762 : tensor<2x4x16x16xf32>) permutation = [0, 2, 1, 3] loc("backward.transformer.h.1.attn")
    %t1764 = tensor.collapse_shape %t1763 [[0, 1], [2], [3]] : tensor<2x4x16x16xf32> into tensor<8x16x16xf32> loc("backward.transformer.h.1.attn")
    %t1765 = tensor.empty() : tensor<8x16x16xf32> loc("backward.transformer.h.1.attn")
    %t1766 = linalg.transpose ins(%t806 : tensor<8x16x16xf32>) outs(%t1765 : tensor<8x16x16xf32>) permutation = [0, 2, 1] loc("backward.transformer.h.1.attn")
    %t1767 = tensor.empty() : tensor<8x16x16xf32> loc("backward.transformer.h.1.attn")
    %c1768 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.1.attn")
    %t1769 = linalg.fill ins(%c1768 : f32) outs(%t1767 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32> loc("backward.transformer.h.1.attn")
    %t1770 = linalg.batch_matmul ins(%t1766, %t1764 : tensor<8x16x16xf32>, tensor<8x16x16xf32>) outs(%t1769 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32> loc("backward.transformer.h.1.attn")
    %t1771 = tensor.empty() : tensor<8x16x16xf32> loc("backward.transformer.h.1.attn")
    %t1772 = linalg.transpose ins(%t807 : tensor<8x16x16xf32>) outs(%t1771 : tensor<8x16x16xf32>) permutation = [0, 2, 1] loc("backward.transformer.h.1.attn")
    %t1773 = tensor.empty() : tensor<8x16x16xf32> loc("backward.transformer.h.1.attn")
    %c1774 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.1.attn")
    %t1775 = linalg.fill ins(%c1774 : f32) outs(%t1773 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32> loc("backward.transformer.h.1.attn")
    %t1776 = linalg.batch_matmul ins(%t1764, %t1772 : tensor<8x16x16xf32>, tensor<8x16x16xf32>) outs(%t1775 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32> loc("backward.transformer.h.1.attn")
    %t1777 = tensor.expand_shape %t1770 [[0, 1], [2], [3]] output_shape [2, 4, 16, 16] : tensor<8x16x16xf32> into tensor<2x4x16x16xf32> loc("backward.transformer.h.1.attn")
    %t1778 = tensor.expand_shape %t1776 [[0, 1], [2], [3]] output_shape [2, 4, 16, 16] : tensor<8x16x16xf32> into tensor<2x4x16x16xf32> loc("backward.transformer.h.1.attn")
    %t1779 = tensor.empty() : tensor<2x4x16x16xf32> loc("backward.transformer.h.1.attn")
    %t1783 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t796 : tensor<2x4x16x16xi1>) outs(%t1779 : tensor<2x4x16x16xf32>) {
    ^bb0(%in1780: i1, %out1781: f32):
      %s1782 = arith.uitofp %in1780 : i1 to f32
      linalg.yield %s1782 : f32
    } -> tensor<2x4x16x16xf32> loc("backward.transformer.h.1.attn")
    %t1784 = tensor.empty() : tensor<2x4x16x16xf32> loc("backward.transformer.h.1.attn")
    %t1789 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1783 : tensor<2x4x16x16xf32>) outs(%t1784 : tensor<2x4x16x16xf32>) {
    ^bb0(%in1785: f32, %out1786: f32):
      %s1787 = arith.constant 1.111111164e+00 : f32
      %s1788 = arith.mulf %in1785, %s1787 : f32
      linalg.yield %s1788 : f32
    } -> tensor<2x4x16x16xf32> loc("backward.transformer.h.1.attn")
    %t1790 = tensor.empty() : tensor<2x4x16x16xf32> loc("backward.transformer.h.1.attn")
    %t1795 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1778, %t1789 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%t1790 : tensor<2x4x16x16xf32>) {
    ^bb0(%in1791: f32, %in1792: f32, %out1793: f32):
      %s1794 = arith.mulf %in1791, %in1792 : f32
      linalg.yield %s1794 : f32
    } -> tensor<2x4x16x16xf32> loc("backward.transformer.h.1.attn")
    %t1796 = tensor.empty() : tensor<2x4x16x16xf32> loc("backward.transformer.h.1.attn")
    %t1801 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1795, %t732 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%t1796 : tensor<2x4x16x16xf32>) {
    ^bb0(%in1797: f32, %in1798: f32, %out1799: f32):
      %s1800 = arith.mulf %in1797, %in1798 : f32
      linalg.yield %s1800 : f32
    } -> tensor<2x4x16x16xf32> loc("backward.transformer.h.1.attn")
    %t1802 = tensor.empty() : tensor<2x4x16xf32> loc("backward.transformer.h.1.attn")
    %c1803 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.1.attn")
    %t1804 = linalg.fill ins(%c1803 : f32) outs(%t1802 : tensor<2x4x16xf32>) -> tensor<2x4x16xf32> loc("backward.transformer.h.1.attn")
    %t1808 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%t1801 : tensor<2x4x16x16xf32>) outs(%t1804 : tensor<2x4x16xf32>) {
    ^bb0(%in1805: f32, %out1806: f32):
      %s1807 = arith.addf %out1806, %in1805 : f32
      linalg.yield %s1807 : f32
    } -> tensor<2x4x16xf32> loc("backward.transformer.h.1.attn")
    %t1809 = tensor.expand_shape %t1808 [[0], [1], [2, 3]] output_shape [2, 4, 16, 1] : tensor<2x4x16xf32> into tensor<2x4x16x1xf32> loc("backward.transformer.h.1.attn")
    %t1810 = tensor.empty() : tensor<2x4x16x16xf32> loc("backward.transformer.h.1.attn")
    %t1815 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t732, %t1809 : tensor<2x4x16x16xf32>, tensor<2x4x16x1xf32>) outs(%t1810 : tensor<2x4x16x16xf32>) {
    ^bb0(%in1811: f32, %in1812: f32, %out1813: f32):
      %s1814 = arith.mulf %in1811, %in1812 : f32
      linalg.yield %s1814 : f32
    } -> tensor<2x4x16x16xf32> loc("backward.transformer.h.1.attn")
    %t1816 = tensor.empty() : tensor<2x4x16x16xf32> loc("backward.transformer.h.1.attn")
    %t1821 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1801, %t1815 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%t1816 : tensor<2x4x16x16xf32>) {
    ^bb0(%in1817: f32, %in1818: f32, %out1819: f32):
      %s1820 = arith.subf %in1817, %in1818 : f32
      linalg.yield %s1820 : f32
    } -> tensor<2x4x16x16xf32> loc("backward.transformer.h.1.attn")
    %cst1822 = arith.constant dense<0.000000000e+00> : tensor<f32> loc("backward.transformer.h.1.attn")
    %t1823 = tensor.empty() : tensor<2x4x16x16xf32> loc("backward.transformer.h.1.attn")
    %t1829 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst695, %cst1822, %t1821 : tensor<16x16xi1>, tensor<f32>, tensor<2x4x16x16xf32>) outs(%t1823 : tensor<2x4x16x16xf32>) {
    ^bb0(%in1824: i1, %in1825: f32, %in1826: f32, %out1827: f32):
      %s1828 = arith.select %in1824, %in1825, %in1826 : f32
      linalg.yield %s1828 : f32
    } -> tensor<2x4x16x16xf32> loc("backward.transformer.h.1.attn")
    %t1830 = tensor.empty() : tensor<2x4x16x16xf32> loc("backward.transformer.h.1.attn")
    %t1835 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1829 : tensor<2x4x16x16xf32>) outs(%t1830 : tensor<2x4x16x16xf32>) {
    ^bb0(%in1831: f32, %out1832: f32):
      %s1833 = arith.constant 2.500000000e-01 : f32
      %s1834 = arith.mulf %in1831, %s1833 : f32
      linalg.yield %s1834 : f32
    } -> tensor<2x4x16x16xf32> loc("backward.transformer.h.1.attn")
    %t1836 = tensor.collapse_shape %t1835 [[0, 1], [2], [3]] : tensor<2x4x16x16xf32> into tensor<8x16x16xf32> loc("backward.transformer.h.1.attn")
    %t1837 = tensor.empty() : tensor<8x16x16xf32> loc("backward.transformer.h.1.attn")
    %t1838 = linalg.transpose ins(%t682 : tensor<8x16x16xf32>) outs(%t1837 : tensor<8x16x16xf32>) permutation = [0, 2, 1] loc("backward.transformer.h.1.attn")
    %t1839 = tensor.empty() : tensor<8x16x16xf32> loc("backward.transformer.h.1.attn")
    %c1840 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.1.attn")
    %t1841 = linalg.fill ins(%c1840 : f32) outs(%t1839 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32> loc("backward.transformer.h.1.attn")
    %t1842 = linalg.batch_matmul ins(%t1838, %t1836 : tensor<8x16x16xf32>, tensor<8x16x16xf32>) outs(%t1841 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32> loc("backward.transformer.h.1.attn")
    %t1843 = tensor.empty() : tensor<8x16x16xf32> loc("backward.transformer.h.1.attn")
    %t1844 = linalg.transpose ins(%t683 : tensor<8x16x16xf32>) outs(%t1843 : tensor<8x16x16xf32>) permutation = [0, 2, 1] loc("backward.transformer.h.1.attn")
    %t1845 = tensor.empty() : tensor<8x16x16xf32> loc("backward.transformer.h.1.attn")
    %c1846 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.1.attn")
    %t1847 = linalg.fill ins(%c1846 : f32) outs(%t1845 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32> loc("backward.transformer.h.1.attn")
    %t1848 = linalg.batch_matmul ins(%t1836, %t1844 : tensor<8x16x16xf32>, tensor<8x16x16xf32>) outs(%t1847 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32> loc("backward.transformer.h.1.attn")
    %t1849 = tensor.expand_shape %t1842 [[0, 1], [2], [3]] output_shape [2, 4, 16, 16] : tensor<8x16x16xf32> into tensor<2x4x16x16xf32> loc("backward.transformer.h.1.attn")
    %t1850 = tensor.expand_shape %t1848 [[0, 1], [2], [3]] output_shape [2, 4, 16, 16] : tensor<8x16x16xf32> into tensor<2x4x16x16xf32> loc("backward.transformer.h.1.attn")
    %t1851 = tensor.empty() : tensor<2x4x16x16xf32> loc("backward.transformer.h.1.attn")
    %t1852 = linalg.transpose ins(%t1849 : tensor<2x4x16x16xf32>) outs(%t1851 : tensor<2x4x16x16xf32>) permutation = [0, 1, 3, 2] loc("backward.transformer.h.1.attn")
    %t1853 = tensor.empty() : tensor<2x16x4x16xf32> loc("backward.transformer.h.1.attn")
    %t1854 = linalg.transpose ins(%t1850 : tensor<2x4x16x16xf32>) outs(%t1853 : tensor<2x16x4x16xf32>) permutation = [0, 2, 1, 3] loc("backward.transformer.h.1.attn")
    %t1855 = tensor.collapse_shape %t1854 [[0], [1], [2, 3]] : tensor<2x16x4x16xf32> into tensor<2x16x64xf32> loc("backward.transformer.h.1.attn")
    %t1856 = tensor.empty() : tensor<2x16x4x16xf32> loc("backward.transformer.h.1.attn")
    %t1857 = linalg.transpose ins(%t1777 : tensor<2x4x16x16xf32>) outs(%t1856 : tensor<2x16x4x16xf32>) permutation = [0, 2, 1, 3] loc("backward.transformer.h.1.attn")
    %t1858 = tensor.collapse_shape %t1857 [[0], [1], [2, 3]] : tensor<2x16x4x16xf32> into tensor<2x16x64xf32> loc("backward.transformer.h.1.attn")
    %t1859 = tensor.empty() : tensor<2x16x4x16xf32> loc("backward.transformer.h.1.attn")
    %t1860 = linalg.transpose ins(%t1852 : tensor<2x4x16x16xf32>) outs(%t1859 : tensor<2x16x4x16xf32>) permutation = [0, 2, 1, 3] loc("backward.transformer.h.1.attn")
    %t1861 = tensor.collapse_shape %t1860 [[0], [1], [2, 3]] : tensor<2x16x4x16xf32> into tensor<2x16x64xf32> loc("backward.transformer.h.1.attn")
    %t1862 = tensor.empty() : tensor<2x16x192xf32> loc("backward.transformer.h.1.attn")
    %t1863 = tensor.insert_slice %t1855 into %t1862[0, 0, 0] [2, 16, 64] [1, 1, 1] : tensor<2x16x64xf32> into tensor<2x16x192xf32> loc("backward.transformer.h.1.attn")
    %t1864 = tensor.insert_slice %t1861 into %t1863[0, 0, 64] [2, 16, 64] [1, 1, 1] : tensor<2x16x64xf32> into tensor<2x16x192xf32> loc("backward.transformer.h.1.attn")
    %t1865 = tensor.insert_slice %t1858 into %t1864[0, 0, 128] [2, 16, 64] [1, 1, 1] : tensor<2x16x64xf32> into tensor<2x16x192xf32> loc("backward.transformer.h.1.attn")
    %t1866 = tensor.collapse_shape %t1865 [[0, 1], [2]] : tensor<2x16x192xf32> into tensor<32x192xf32> loc("backward.transformer.h.1.attn.c_attn")
    %t1867 = tensor.empty() : tensor<192x64xf32> loc("backward.transformer.h.1.attn.c_attn")
    %t1868 = linalg.transpose ins(%primals_17 : tensor<64x192xf32>) outs(%t1867 : tensor<192x64xf32>) permutation = [1, 0] loc("backward.transformer.h.1.attn.c_attn")
    %t1869 = tensor.empty() : tensor<32x64xf32> loc("backward.transformer.h.1.attn.c_attn")
    %c1870 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.1.attn.c_attn")
    %t1871 = linalg.fill ins(%c1870 : f32) outs(%t1869 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("backward.transformer.h.1.attn.c_attn")
    %t1872 = linalg.matmul ins(%t1866, %t1868 : tensor<32x192xf32>, tensor<192x64xf32>) outs(%t1871 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("backward.transformer.h.1.attn.c_attn")
    %t1873 = tensor.empty() : tensor<64x32xf32> loc("backward.transformer.h.1.attn.c_attn")
    %t1874 = linalg.transpose ins(%t659 : tensor<32x64xf32>) outs(%t1873 : tensor<64x32xf32>) permutation = [1, 0] loc("backward.transformer.h.1.attn.c_attn")
    %t1875 = tensor.empty() : tensor<64x192xf32> loc("backward.transformer.h.1.attn.c_attn")
    %c1876 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.1.attn.c_attn")
    %t1877 = linalg.fill ins(%c1876 : f32) outs(%t1875 : tensor<64x192xf32>) -> tensor<64x192xf32> loc("backward.transformer.h.1.attn.c_attn")
    %t1878 = linalg.matmul ins(%t1874, %t1866 : tensor<64x32xf32>, tensor<32x192xf32>) outs(%t1877 : tensor<64x192xf32>) -> tensor<64x192xf32> loc("backward.transformer.h.1.attn.c_attn")
    %t1879 = tensor.empty() : tensor<192xf32> loc("backward.transformer.h.1.attn.c_attn")
    %c1880 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.1.attn.c_attn")
    %t1881 = linalg.fill ins(%c1880 : f32) outs(%t1879 : tensor<192xf32>) -> tensor<192xf32> loc("backward.transformer.h.1.attn.c_attn")
    %t1885 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%t1866 : tensor<32x192xf32>) outs(%t1881 : tensor<192xf32>) {
    ^bb0(%in1882: f32, %out1883: f32):
      %s1884 = arith.addf %out1883, %in1882 : f32
      linalg.yield %s1884 : f32
    } -> tensor<192xf32> loc("backward.transformer.h.1.attn.c_attn")
    %t1886 = tensor.expand_shape %t1885 [[0, 1]] output_shape [1, 192] : tensor<192xf32> into tensor<1x192xf32> loc("backward.transformer.h.1.attn.c_attn")
    %t1887 = tensor.collapse_shape %t1886 [[0, 1]] : tensor<1x192xf32> into tensor<192xf32> loc("backward.transformer.h.1.attn.c_attn")
    %t1888 = tensor.expand_shape %t1872 [[0, 1], [2]] output_shape [2, 16, 64] : tensor<32x64xf32> into tensor<2x16x64xf32> loc("backward.transformer.h.1.attn.c_attn")
    %t1889 = tensor.empty() : tensor<2x16x64xf32> loc("backward.transformer.h.1.ln_1")
    %t1894 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t594, %t608 : tensor<2x16x64xf32>, tensor<2x16x1xf32>) outs(%t1889 : tensor<2x16x64xf32>) {
    ^bb0(%in1890: f32, %in1891: f32, %out1892: f32):
      %s1893 = arith.subf %in1890, %in1891 : f32
      linalg.yield %s1893 : f32
    } -> tensor<2x16x64xf32> loc("backward.transformer.h.1.ln_1")
    %t1895 = tensor.empty() : tensor<2x16x64xf32> loc("backward.transformer.h.1.ln_1")
    %t1900 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1894, %t640 : tensor<2x16x64xf32>, tensor<2x16x1xf32>) outs(%t1895 : tensor<2x16x64xf32>) {
    ^bb0(%in1896: f32, %in1897: f32, %out1898: f32):
      %s1899 = arith.mulf %in1896, %in1897 : f32
      linalg.yield %s1899 : f32
    } -> tensor<2x16x64xf32> loc("backward.transformer.h.1.ln_1")
    %t1901 = tensor.empty() : tensor<2x16x64xf32> loc("backward.transformer.h.1.ln_1")
    %t1906 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1888, %primals_15 : tensor<2x16x64xf32>, tensor<64xf32>) outs(%t1901 : tensor<2x16x64xf32>) {
    ^bb0(%in1902: f32, %in1903: f32, %out1904: f32):
      %s1905 = arith.mulf %in1902, %in1903 : f32
      linalg.yield %s1905 : f32
    } -> tensor<2x16x64xf32> loc("backward.transformer.h.1.ln_1")
    %t1907 = tensor.empty() : tensor<2x16x64xf32> loc("backward.transformer.h.1.ln_1")
    %t1912 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1906 : tensor<2x16x64xf32>) outs(%t1907 : tensor<2x16x64xf32>) {
    ^bb0(%in1908: f32, %out1909: f32):
      %s1910 = arith.constant 6.400000000e+01 : f32
      %s1911 = arith.mulf %in1908, %s1910 : f32
      linalg.yield %s1911 : f32
    } -> tensor<2x16x64xf32> loc("backward.transformer.h.1.ln_1")
    %t1913 = tensor.empty() : tensor<2x16xf32> loc("backward.transformer.h.1.ln_1")
    %c1914 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.1.ln_1")
    %t1915 = linalg.fill ins(%c1914 : f32) outs(%t1913 : tensor<2x16xf32>) -> tensor<2x16xf32> loc("backward.transformer.h.1.ln_1")
    %t1919 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t1906 : tensor<2x16x64xf32>) outs(%t1915 : tensor<2x16xf32>) {
    ^bb0(%in1916: f32, %out1917: f32):
      %s1918 = arith.addf %out1917, %in1916 : f32
      linalg.yield %s1918 : f32
    } -> tensor<2x16xf32> loc("backward.transformer.h.1.ln_1")
    %t1920 = tensor.expand_shape %t1919 [[0], [1, 2]] output_shape [2, 16, 1] : tensor<2x16xf32> into tensor<2x16x1xf32> loc("backward.transformer.h.1.ln_1")
    %t1921 = tensor.empty() : tensor<2x16x64xf32> loc("backward.transformer.h.1.ln_1")
    %t1926 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1906, %t1900 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t1921 : tensor<2x16x64xf32>) {
    ^bb0(%in1922: f32, %in1923: f32, %out1924: f32):
      %s1925 = arith.mulf %in1922, %in1923 : f32
      linalg.yield %s1925 : f32
    } -> tensor<2x16x64xf32> loc("backward.transformer.h.1.ln_1")
    %t1927 = tensor.empty() : tensor<2x16xf32> loc("backward.transformer.h.1.ln_1")
    %c1928 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.1.ln_1")
    %t1929 = linalg.fill ins(%c1928 : f32) outs(%t1927 : tensor<2x16xf32>) -> tensor<2x16xf32> loc("backward.transformer.h.1.ln_1")
    %t1933 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t1926 : tensor<2x16x64xf32>) outs(%t1929 : tensor<2x16xf32>) {
    ^bb0(%in1930: f32, %out1931: f32):
      %s1932 = arith.addf %out1931, %in1930 : f32
      linalg.yield %s1932 : f32
    } -> tensor<2x16xf32> loc("backward.transformer.h.1.ln_1")
    %t1934 = tensor.expand_shape %t1933 [[0], [1, 2]] output_shape [2, 16, 1] : tensor<2x16xf32> into tensor<2x16x1xf32> loc("backward.transformer.h.1.ln_1")
    %t1935 = tensor.empty() : tensor<2x16x64xf32> loc("backward.transformer.h.1.ln_1")
    %t1940 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1900, %t1934 : tensor<2x16x64xf32>, tensor<2x16x1xf32>) outs(%t1935 : tensor<2x16x64xf32>) {
    ^bb0(%in1936: f32, %in1937: f32, %out1938: f32):
      %s1939 = arith.mulf %in1936, %in1937 : f32
      linalg.yield %s1939 : f32
    } -> tensor<2x16x64xf32> loc("backward.transformer.h.1.ln_1")
    %t1941 = tensor.empty() : tensor<2x16x64xf32> loc("backward.transformer.h.1.ln_1")
    %t1946 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1912, %t1920 : tensor<2x16x64xf32>, tensor<2x16x1xf32>) outs(%t1941 : tensor<2x16x64xf32>) {
    ^bb0(%in1942: f32, %in1943: f32, %out1944: f32):
      %s1945 = arith.subf %in1942, %in1943 : f32
      linalg.yield %s1945 : f32
    } -> tensor<2x16x64xf32> loc("backward.transformer.h.1.ln_1")
    %t1947 = tensor.empty() : tensor<2x16x64xf32> loc("backward.transformer.h.1.ln_1")
    %t1952 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1946, %t1940 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t1947 : tensor<2x16x64xf32>) {
    ^bb0(%in1948: f32, %in1949: f32, %out1950: f32):
      %s1951 = arith.subf %in1948, %in1949 : f32
      linalg.yield %s1951 : f32
    } -> tensor<2x16x64xf32> loc("backward.transformer.h.1.ln_1")
    %t1953 = tensor.empty() : tensor<2x16x1xf32> loc("backward.transformer.h.1.ln_1")
    %t1958 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t640 : tensor<2x16x1xf32>) outs(%t1953 : tensor<2x16x1xf32>) {
    ^bb0(%in1954: f32, %out1955: f32):
      %s1956 = arith.constant 6.400000000e+01 : f32
      %s1957 = arith.divf %in1954, %s1956 : f32
      linalg.yield %s1957 : f32
    } -> tensor<2x16x1xf32> loc("backward.transformer.h.1.ln_1")
    %t1959 = tensor.empty() : tensor<2x16x64xf32> loc("backward.transformer.h.1.ln_1")
    %t1964 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1958, %t1952 : tensor<2x16x1xf32>, tensor<2x16x64xf32>) outs(%t1959 : tensor<2x16x64xf32>) {
    ^bb0(%in1960: f32, %in1961: f32, %out1962: f32):
      %s1963 = arith.mulf %in1960, %in1961 : f32
      linalg.yield %s1963 : f32
    } -> tensor<2x16x64xf32> loc("backward.transformer.h.1.ln_1")
    %t1965 = tensor.empty() : tensor<2x16x64xf32> loc("backward.transformer.h.1.ln_1")
    %t1970 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1888, %t1900 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t1965 : tensor<2x16x64xf32>) {
    ^bb0(%in1966: f32, %in1967: f32, %out1968: f32):
      %s1969 = arith.mulf %in1966, %in1967 : f32
      linalg.yield %s1969 : f32
    } -> tensor<2x16x64xf32> loc("backward.transformer.h.1.ln_1")
    %t1971 = tensor.empty() : tensor<64xf32> loc("backward.transformer.h.1.ln_1")
    %c1972 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.1.ln_1")
    %t1973 = linalg.fill ins(%c1972 : f32) outs(%t1971 : tensor<64xf32>) -> tensor<64xf32> loc("backward.transformer.h.1.ln_1")
    %t1977 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%t1970 : tensor<2x16x64xf32>) outs(%t1973 : tensor<64xf32>) {
    ^bb0(%in1974: f32, %out1975: f32):
      %s1976 = arith.addf %out1975, %in1974 : f32
      linalg.yield %s1976 : f32
    } -> tensor<64xf32> loc("backward.transformer.h.1.ln_1")
    %t1978 = tensor.empty() : tensor<64xf32> loc("backward.transformer.h.1.ln_1")
    %c1979 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.1.ln_1")
    %t1980 = linalg.fill ins(%c1979 : f32) outs(%t1978 : tensor<64xf32>) -> tensor<64xf32> loc("backward.transformer.h.1.ln_1")
    %t1984 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%t1888 : tensor<2x16x64xf32>) outs(%t1980 : tensor<64xf32>) {
    ^bb0(%in1981: f32, %out1982: f32):
      %s1983 = arith.addf %out1982, %in1981 : f32
      linalg.yield %s1983 : f32
    } -> tensor<64xf32> loc("backward.transformer.h.1.ln_1")
    %t1985 = tensor.empty() : tensor<2x16x64xf32> loc("backward.add_13")
    %t1990 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1720, %t1964 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t1985 : tensor<2x16x64xf32>) {
    ^bb0(%in1986: f32, %in1987: f32, %out1988: f32):
      %s1989 = arith.addf %in1986, %in1987 : f32
      linalg.yield %s1989 : f32
    } -> tensor<2x16x64xf32> loc("backward.add_13")
    %t1991 = tensor.empty() : tensor<2x16x64xf32> loc("backward.transformer.h.0.mlp.dropout")
    %t1995 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t579 : tensor<2x16x64xi1>) outs(%t1991 : tensor<2x16x64xf32>) {
    ^bb0(%in1992: i1, %out1993: f32):
      %s1994 = arith.uitofp %in1992 : i1 to f32
      linalg.yield %s1994 : f32
    } -> tensor<2x16x64xf32> loc("backward.transformer.h.0.mlp.dropout")
    %t1996 = tensor.empty() : tensor<2x16x64xf32> loc("backward.transformer.h.0.mlp.dropout")
    %t2001 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1995 : tensor<2x16x64xf32>) outs(%t1996 : tensor<2x16x64xf32>) {
    ^bb0(%in1997: f32, %out1998: f32):
      %s1999 = arith.constant 1.111111164e+00 : f32
      %s2000 = arith.mulf %in1997, %s1999 : f32
      linalg.yield %s2000 : f32
    } -> tensor<2x16x64xf32> loc("backward.transformer.h.0.mlp.dropout")
    %t2002 = tensor.empty() : tensor<2x16x64xf32> loc("backward.transformer.h.0.mlp.dropout")
    %t2007 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1990, %t2001 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t2002 : tensor<2x16x64xf32>) {
    ^bb0(%in2003: f32, %in2004: f32, %out2005: f32):
      %s2006 = arith.mulf %in2003, %in2004 : f32
      linalg.yield %s2006 : f32
    } -> tensor<2x16x64xf32> loc("backward.transformer.h.0.mlp.dropout")
    %t2008 = tensor.collapse_shape %t2007 [[0, 1], [2]] : tensor<2x16x64xf32> into tensor<32x64xf32> loc("backward.transformer.h.0.mlp.c_proj")
    %t2009 = tensor.empty() : tensor<64x256xf32> loc("backward.transformer.h.0.mlp.c_proj")
    %t2010 = linalg.transpose ins(%primals_13 : tensor<256x64xf32>) outs(%t2009 : tensor<64x256xf32>) permutation = [1, 0] loc("backward.transformer.h.0.mlp.c_proj")
    %t2011 = tensor.empty() : tensor<32x256xf32> loc("backward.transformer.h.0.mlp.c_proj")
    %c2012 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.0.mlp.c_proj")
    %t2013 = linalg.fill ins(%c2012 : f32) outs(%t2011 : tensor<32x256xf32>) -> tensor<32x256xf32> loc("backward.transformer.h.0.mlp.c_proj")
    %t2014 = linalg.matmul ins(%t2008, %t2010 : tensor<32x64xf32>, tensor<64x256xf32>) outs(%t2013 : tensor<32x256xf32>) -> tensor<32x256xf32> loc("backward.transformer.h.0.mlp.c_proj")
    %t2015 = tensor.empty() : tensor<256x32xf32> loc("backward.transformer.h.0.mlp.c_proj")
    %t2016 = linalg.transpose ins(%t514 : tensor<32x256xf32>) outs(%t2015 : tensor<256x32xf32>) permutation = [1, 0] loc("backward.transformer.h.0.mlp.c_proj")
    %t2017 = tensor.empty() : tensor<256x64xf32> loc("backward.transformer.h.0.mlp.c_proj")
    %c2018 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.0.mlp.c_proj")
    %t2019 = linalg.fill ins(%c2018 : f32) outs(%t2017 : tensor<256x64xf32>) -> tensor<256x64xf32> loc("backward.transformer.h.0.mlp.c_proj")
    %t2020 = linalg.matmul ins(%t2016, %t2008 : tensor<256x32xf32>, tensor<32x64xf32>) outs(%t2019 : tensor<256x64xf32>) -> tensor<256x64xf32> loc("backward.transformer.h.0.mlp.c_proj")
    %t2021 = tensor.empty() : tensor<64xf32> loc("backward.transformer.h.0.mlp.c_proj")
    %c2022 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.0.mlp.c_proj")
    %t2023 = linalg.fill ins(%c2022 : f32) outs(%t2021 : tensor<64xf32>) -> tensor<64xf32> loc("backward.transformer.h.0.mlp.c_proj")
    %t2027 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%t2008 : tensor<32x64xf32>) outs(%t2023 : tensor<64xf32>) {
    ^bb0(%in2024: f32, %out2025: f32):
      %s2026 = arith.addf %out2025, %in2024 : f32
      linalg.yield %s2026 : f32
    } -> tensor<64xf32> loc("backward.transformer.h.0.mlp.c_proj")
    %t2028 = tensor.expand_shape %t2027 [[0, 1]] output_shape [1, 64] : tensor<64xf32> into tensor<1x64xf32> loc("backward.transformer.h.0.mlp.c_proj")
    %t2029 = tensor.collapse_shape %t2028 [[0, 1]] : tensor<1x64xf32> into tensor<64xf32> loc("backward.transformer.h.0.mlp.c_proj")
    %t2030 = tensor.expand_shape %t2014 [[0, 1], [2]] output_shape [2, 16, 256] : tensor<32x256xf32> into tensor<2x16x256xf32> loc("backward.transformer.h.0.mlp.c_proj")
    %t2031 = tensor.empty() : tensor<2x16x256xf32> loc("backward.transformer.h.0.mlp.act")
    %t2036 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t2030, %t472 : tensor<2x16x256xf32>, tensor<2x16x256xf32>) outs(%t2031 : tensor<2x16x256xf32>) {
    ^bb0(%in2032: f32, %in2033: f32, %out2034: f32):
      %s2035 = arith.mulf %in2032, %in2033 : f32
      linalg.yield %s2035 : f32
    } -> tensor<2x16x256xf32> loc("backward.transformer.h.0.mlp.act")
    %t2037 = tensor.empty() : tensor<2x16x256xf32> loc("backward.transformer.h.0.mlp.act")
    %t2042 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t2030, %t507 : tensor<2x16x256xf32>, tensor<2x16x256xf32>) outs(%t2037 : tensor<2x16x256xf32>) {
    ^bb0(%in2038: f32, %in2039: f32, %out2040: f32):
      %s2041 = arith.mulf %in2038, %in2039 : f32
      linalg.yield %s2041 : f32
    } -> tensor<2x16x256xf32> loc("backward.transformer.h.0.mlp.act")
    %t2043 = tensor.empty() : tensor<2x16x256xf32> loc("backward.transformer.h.0.mlp.act")
    %t2048 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t501, %t501 : tensor<2x16x256xf32>, tensor<2x16x256xf32>) outs(%t2043 : tensor<2x16x256xf32>) {
    ^bb0(%in2044: f32, %in2045: f32, %out2046: f32):
      %s2047 = arith.mulf %in2044, %in2045 : f32
      linalg.yield %s2047 : f32
    } -> tensor<2x16x256xf32> loc("backward.transformer.h.0.mlp.act")
    %t2049 = tensor.empty() : tensor<2x16x256xf32> loc("backward.transformer.h.0.mlp.act")
    %t2054 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t2048 : tensor<2x16x256xf32>) outs(%t2049 : tensor<2x16x256xf32>) {
    ^bb0(%in2050: f32, %out2051: f32):
      %s2052 = arith.constant 1.000000000e+00 : f32
      %s2053 = arith.subf %s2052, %in2050 : f32
      linalg.yield %s2053 : f32
    } -> tensor<2x16x256xf32> loc("backward.transformer.h.0.mlp.act")
    %t2055 = tensor.empty() : tensor<2x16x256xf32> loc("backward.transformer.h.0.mlp.act")
    %t2060 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t2036, %t2054 : tensor<2x16x256xf32>, tensor<2x16x256xf32>) outs(%t2055 : tensor<2x16x256xf32>) {
    ^bb0(%in2056: f32, %in2057: f32, %out2058: f32):
      %s2059 = arith.mulf %in2056, %in2057 : f32
      linalg.yield %s2059 : f32
    } -> tensor<2x16x256xf32> loc("backward.transformer.h.0.mlp.act")
    %t2061 = tensor.empty() : tensor<2x16x256xf32> loc("backward.transformer.h.0.mlp.act")
    %t2066 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t2060 : tensor<2x16x256xf32>) outs(%t2061 : tensor<2x16x256xf32>) {
    ^bb0(%in2062: f32, %out2063: f32):
      %s2064 = arith.constant 7.978845835e-01 : f32
      %s2065 = arith.mulf %in2062, %s2064 : f32
      linalg.yield %s2065 : f32
    } -> tensor<2x16x256xf32> loc("backward.transformer.h.0.mlp.act")
    %t2067 = tensor.empty() : tensor<2x16x256xf32> loc("backward.transformer.h.0.mlp.act")
    %t2072 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t2066 : tensor<2x16x256xf32>) outs(%t2067 : tensor<2x16x256xf32>) {
    ^bb0(%in2068: f32, %out2069: f32):
      %s2070 = arith.constant 4.471499845e-02 : f32
      %s2071 = arith.mulf %in2068, %s2070 : f32
      linalg.yield %s2071 : f32
    } -> tensor<2x16x256xf32> loc("backward.transformer.h.0.mlp.act")
    %t2073 = tensor.empty() : tensor<2x16x256xf32> loc("backward.transformer.h.0.mlp.act")
    %t2077 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t466 : tensor<2x16x256xf32>) outs(%t2073 : tensor<2x16x256xf32>) {
    ^bb0(%in2074: f32, %out2075: f32):
      %s2076 = arith.mulf %in2074, %in2074 : f32
      linalg.yield %s2076 : f32
    } -> tensor<2x16x256xf32> loc("backward.transformer.h.0.mlp.act")
    %t2078 = tensor.empty() : tensor<2x16x256xf32> loc("backward.transformer.h.0.mlp.act")
    %t2083 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t2077 : tensor<2x16x256xf32>) outs(%t2078 : tensor<2x16x256xf32>) {
    ^bb0(%in2079: f32, %out2080: f32):
      %s2081 = arith.constant 3.000000000e+00 : f32
      %s2082 = arith.mulf %in2079, %s2081 : f32
      linalg.yield %s2082 : f32
    } -> tensor<2x16x256xf32> loc("backward.transformer.h.0.mlp.act")
    %t2084 = tensor.empty() : tensor<2x16x256xf32> loc("backward.transformer.h.0.mlp.act")
    %t2089 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t2072, %t2083 : tensor<2x16x256xf32>, tensor<2x16x256xf32>) outs(%t2084 : tensor<2x16x256xf32>) {
    ^bb0(%in2085: f32, %in2086: f32, %out2087: f32):
      %s2088 = arith.mulf %in2085, %in2086 : f32
      linalg.yield %s2088 : f32
    } -> tensor<2x16x256xf32> loc("backward.transformer.h.0.mlp.act")
    %t2090 = tensor.empty() : tensor<2x16x256xf32> loc("backward.add_14")
    %t2095 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t2066, %t2089 : tensor<2x16x256xf32>, tensor<2x16x256xf32>) outs(%t2090 : tensor<2x16x256xf32>) {
    ^bb0(%in2091: f32, %in2092: f32, %out2093: f32):
      %s2094 = arith.addf %in2091, %in2092 : f32
      linalg.yield %s2094 : f32
    } -> tensor<2x16x256xf32> loc("backward.add_14")
    %t2096 = tensor.empty() : tensor<2x16x256xf32> loc("backward.transformer.h.0.mlp.act")
    %t2101 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t2042 : tensor<2x16x256xf32>) outs(%t2096 : tensor<2x16x256xf32>) {
    ^bb0(%in2097: f32, %out2098: f32):
      %s2099 = arith.constant 5.000000000e-01 : f32
      %s2100 = arith.mulf %in2097, %s2099 : f32
      linalg.yield %s2100 : f32
    } -> tensor<2x16x256xf32> loc("backward.transformer.h.0.mlp.act")
    %t2102 = tensor.empty() : tensor<2x16x256xf32> loc("backward.add_15")
    %t2107 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t2095, %t2101 : tensor<2x16x256xf32>, tensor<2x16x256xf32>) outs(%t2102 : tensor<2x16x256xf32>) {
    ^bb0(%in2103: f32, %in2104: f32, %out2105: f32):
      %s2106 = arith.addf %in2103, %in2104 : f32
      linalg.yield %s2106 : f32
    } -> tensor<2x16x256xf32> loc("backward.add_15")
    %t2108 = tensor.collapse_shape %t2107 [[0, 1], [2]] : tensor<2x16x256xf32> into tensor<32x256xf32> loc("backward.transformer.h.0.mlp.c_fc")
    %t2109 = tensor.empty() : tensor<256x64xf32> loc("backward.transformer.h.0.mlp.c_fc")
    %t2110 = linalg.transpose ins(%primals_11 : tensor<64x256xf32>) outs(%t2109 : tensor<256x64xf32>) permutation = [1, 0] loc("backward.transformer.h.0.mlp.c_fc")
    %t2111 = tensor.empty() : tensor<32x64xf32> loc("backward.transformer.h.0.mlp.c_fc")
    %c2112 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.0.mlp.c_fc")
    %t2113 = linalg.fill ins(%c2112 : f32) outs(%t2111 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("backward.transformer.h.0.mlp.c_fc")
    %t2114 = linalg.matmul ins(%t2108, %t2110 : tensor<32x256xf32>, tensor<256x64xf32>) outs(%t2113 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("backward.transformer.h.0.mlp.c_fc")
    %t2115 = tensor.empty() : tensor<64x32xf32> loc("backward.transformer.h.0.mlp.c_fc")
    %t2116 = linalg.transpose ins(%t460 : tensor<32x64xf32>) outs(%t2115 : tensor<64x32xf32>) permutation = [1, 0] loc("backward.transformer.h.0.mlp.c_fc")
    %t2117 = tensor.empty() : tensor<64x256xf32> loc("backward.transformer.h.0.mlp.c_fc")
    %c2118 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.0.mlp.c_fc")
    %t2119 = linalg.fill ins(%c2118 : f32) outs(%t2117 : tensor<64x256xf32>) -> tensor<64x256xf32> loc("backward.transformer.h.0.mlp.c_fc")
    %t2120 = linalg.matmul ins(%t2116, %t2108 : tensor<64x32xf32>, tensor<32x256xf32>) outs(%t2119 : tensor<64x256xf32>) -> tensor<64x256xf32> loc("backward.transformer.h.0.mlp.c_fc")
    %t2121 = tensor.empty() : tensor<256xf32> loc("backward.transformer.h.0.mlp.c_fc")
    %c2122 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.0.mlp.c_fc")
    %t2123 = linalg.fill ins(%c2122 : f32) outs(%t2121 : tensor<256xf32>) -> tensor<256xf32> loc("backward.transformer.h.0.mlp.c_fc")
    %t2127 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%t2108 : tensor<32x256xf32>) outs(%t2123 : tensor<256xf32>) {
    ^bb0(%in2124: f32, %out2125: f32):
      %s2126 = arith.addf %out2125, %in2124 : f32
      linalg.yield %s2126 : f32
    } -> tensor<256xf32> loc("backward.transformer.h.0.mlp.c_fc")
    %t2128 = tensor.expand_shape %t2127 [[0, 1]] output_shape [1, 256] : tensor<256xf32> into tensor<1x256xf32> loc("backward.transformer.h.0.mlp.c_fc")
    %t2129 = tensor.collapse_shape %t2128 [[0, 1]] : tensor<1x256xf32> into tensor<256xf32> loc("backward.transformer.h.0.mlp.c_fc")
    %t2130 = tensor.expand_shape %t2114 [[0, 1], [2]] output_shape [2, 16, 64] : tensor<32x64xf32> into tensor<2x16x64xf32> loc("backward.transformer.h.0.mlp.c_fc")
    %t2131 = tensor.empty() : tensor<2x16x64xf32> loc("backward.transformer.h.0.ln_2")
    %t2136 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t395, %t409 : tensor<2x16x64xf32>, tensor<2x16x1xf32>) outs(%t2131 : tensor<2x16x64xf32>) {
    ^bb0(%in2132: f32, %in2133: f32, %out2134: f32):
      %s2135 = arith.subf %in2132, %in2133 : f32
      linalg.yield %s2135 : f32
    } -> tensor<2x16x64xf32> loc("backward.transformer.h.0.ln_2")
    %t2137 = tensor.empty() : tensor<2x16x64xf32> loc("backward.transformer.h.0.ln_2")
    %t2142 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t2136, %t441 : tensor<2x16x64xf32>, tensor<2x16x1xf32>) outs(%t2137 : tensor<2x16x64xf32>) {
    ^bb0(%in2138: f32, %in2139: f32, %out2140: f32):
      %s2141 = arith.mulf %in2138, %in2139 : f32
      linalg.yield %s2141 : f32
    } -> tensor<2x16x64xf32> loc("backward.transformer.h.0.ln_2")
    %t2143 = tensor.empty() : tensor<2x16x64xf32> loc("backward.transformer.h.0.ln_2")
    %t2148 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t2130, %primals_9 : tensor<2x16x64xf32>, tensor<64xf32>) outs(%t2143 : tensor<2x16x64xf32>) {
    ^bb0(%in2144: f32, %in2145: f32, %out2146: f32):
      %s2147 = arith.mulf %in2144, %in2145 : f32
      linalg.yield %s2147 : f32
    } -> tensor<2x16x64xf32> loc("backward.transformer.h.0.ln_2")
    %t2149 = tensor.empty() : tensor<2x16x64xf32> loc("backward.transformer.h.0.ln_2")
    %t2154 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t2148 : tensor<2x16x64xf32>) outs(%t2149 : tensor<2x16x64xf32>) {
    ^bb0(%in2150: f32, %out2151: f32):
      %s2152 = arith.constant 6.400000000e+01 : f32
      %s2153 = arith.mulf %in2150, %s2152 : f32
      linalg.yield %s2153 : f32
    } -> tensor<2x16x64xf32> loc("backward.transformer.h.0.ln_2")
    %t2155 = tensor.empty() : tensor<2x16xf32> loc("backward.transformer.h.0.ln_2")
    %c2156 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.0.ln_2")
    %t2157 = linalg.fill ins(%c2156 : f32) outs(%t2155 : tensor<2x16xf32>) -> tensor<2x16xf32> loc("backward.transformer.h.0.ln_2")
    %t2161 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t2148 : tensor<2x16x64xf32>) outs(%t2157 : tensor<2x16xf32>) {
    ^bb0(%in2158: f32, %out2159: f32):
      %s2160 = arith.addf %out2159, %in2158 : f32
      linalg.yield %s2160 : f32
    } -> tensor<2x16xf32> loc("backward.transformer.h.0.ln_2")
    %t2162 = tensor.expand_shape %t2161 [[0], [1, 2]] output_shape [2, 16, 1] : tensor<2x16xf32> into tensor<2x16x1xf32> loc("backward.transformer.h.0.ln_2")
    %t2163 = tensor.empty() : tensor<2x16x64xf32> loc("backward.transformer.h.0.ln_2")
    %t2168 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t2148, %t2142 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t2163 : tensor<2x16x64xf32>) {
    ^bb0(%in2164: f32, %in2165: f32, %out2166: f32):
      %s2167 = arith.mulf %in2164, %in2165 : f32
      linalg.yield %s2167 : f32
    } -> tensor<2x16x64xf32> loc("backward.transformer.h.0.ln_2")
    %t2169 = tensor.empty() : tensor<2x16xf32> loc("backward.transformer.h.0.ln_2")
    %c2170 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.0.ln_2")
    %t2171 = linalg.fill ins(%c2170 : f32) outs(%t2169 : tensor<2x16xf32>) -> tensor<2x16xf32> loc("backward.transformer.h.0.ln_2")
    %t2175 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t2168 : tensor<2x16x64xf32>) outs(%t2171 : tensor<2x16xf32>) {
    ^bb0(%in2172: f32, %out2173: f32):
      %s2174 = arith.addf %out2173, %in2172 : f32
      linalg.yield %s2174 : f32
    } -> tensor<2x16xf32> loc("backward.transformer.h.0.ln_2")
    %t2176 = tensor.expand_shape %t2175 [[0], [1, 2]] output_shape [2, 16, 1] : tensor<2x16xf32> into tensor<2x16x1xf32> loc("backward.transformer.h.0.ln_2")
    %t2177 = tensor.empty() : tensor<2x16x64xf32> loc("backward.transformer.h.0.ln_2")
    %t2182 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t2142, %t2176 : tensor<2x16x64xf32>, tensor<2x16x1xf32>) outs(%t2177 : tensor<2x16x64xf32>) {
    ^bb0(%in2178: f32, %in2179: f32, %out2180: f32):
      %s2181 = arith.mulf %in2178, %in2179 : f32
      linalg.yield %s2181 : f32
    } -> tensor<2x16x64xf32> loc("backward.transformer.h.0.ln_2")
    %t2183 = tensor.empty() : tensor<2x16x64xf32> loc("backward.transformer.h.0.ln_2")
    %t2188 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t2154, %t2162 : tensor<2x16x64xf32>, tensor<2x16x1xf32>) outs(%t2183 : tensor<2x16x64xf32>) {
    ^bb0(%in2184: f32, %in2185: f32, %out2186: f32):
      %s2187 = arith.subf %in2184, %in2185 : f32
      linalg.yield %s2187 : f32
    } -> tensor<2x16x64xf32> loc("backward.transformer.h.0.ln_2")
    %t2189 = tensor.empty() : tensor<2x16x64xf32> loc("backward.transformer.h.0.ln_2")
    %t2194 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t2188, %t2182 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t2189 : tensor<2x16x64xf32>) {
    ^bb0(%in2190: f32, %in2191: f32, %out2192: f32):
      %s2193 = arith.subf %in2190, %in2191 : f32
      linalg.yield %s2193 : f32
    } -> tensor<2x16x64xf32> loc("backward.transformer.h.0.ln_2")
    %t2195 = tensor.empty() : tensor<2x16x1xf32> loc("backward.transformer.h.0.ln_2")
    %t2200 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t441 : tensor<2x16x1xf32>) outs(%t2195 : tensor<2x16x1xf32>) {
    ^bb0(%in2196: f32, %out2197: f32):
      %s2198 = arith.constant 6.400000000e+01 : f32
      %s2199 = arith.divf %in2196, %s2198 : f32
      linalg.yield %s2199 : f32
    } -> tensor<2x16x1xf32> loc("backward.transformer.h.0.ln_2")
    %t2201 = tensor.empty() : tensor<2x16x64xf32> loc("backward.transformer.h.0.ln_2")
    %t2206 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t2200, %t2194 : tensor<2x16x1xf32>, tensor<2x16x64xf32>) outs(%t2201 : tensor<2x16x64xf32>) {
    ^bb0(%in2202: f32, %in2203: f32, %out2204: f32):
      %s2205 = arith.mulf %in2202, %in2203 : f32
      linalg.yield %s2205 : f32
    } -> tensor<2x16x64xf32> loc("backward.transformer.h.0.ln_2")
    %t2207 = tensor.empty() : tensor<2x16x64xf32> loc("backward.transformer.h.0.ln_2")
    %t2212 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t2130, %t2142 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t2207 : tensor<2x16x64xf32>) {
    ^bb0(%in2208: f32, %in2209: f32, %out2210: f32):
      %s2211 = arith.mulf %in2208, %in2209 : f32
      linalg.yield %s2211 : f32
    } -> tensor<2x16x64xf32> loc("backward.transformer.h.0.ln_2")
    %t2213 = tensor.empty() : tensor<64xf32> loc("backward.transformer.h.0.ln_2")
    %c2214 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.0.ln_2")
    %t2215 = linalg.fill ins(%c2214 : f32) outs(%t2213 : tensor<64xf32>) -> tensor<64xf32> loc("backward.transformer.h.0.ln_2")
    %t2219 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%t2212 : tensor<2x16x64xf32>) outs(%t2215 : tensor<64xf32>) {
    ^bb0(%in2216: f32, %out2217: f32):
      %s2218 = arith.addf %out2217, %in2216 : f32
      linalg.yield %s2218 : f32
    } -> tensor<64xf32> loc("backward.transformer.h.0.ln_2")
    %t2220 = tensor.empty() : tensor<64xf32> loc("backward.transformer.h.0.ln_2")
    %c2221 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.0.ln_2")
    %t2222 = linalg.fill ins(%c2221 : f32) outs(%t2220 : tensor<64xf32>) -> tensor<64xf32> loc("backward.transformer.h.0.ln_2")
    %t2226 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%t2130 : tensor<2x16x64xf32>) outs(%t2222 : tensor<64xf32>) {
    ^bb0(%in2223: f32, %out2224: f32):
      %s2225 = arith.addf %out2224, %in2223 : f32
      linalg.yield %s2225 : f32
    } -> tensor<64xf32> loc("backward.transformer.h.0.ln_2")
    %t2227 = tensor.empty() : tensor<2x16x64xf32> loc("backward.add_16")
    %t2232 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1990, %t2206 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t2227 : tensor<2x16x64xf32>) {
    ^bb0(%in2228: f32, %in2229: f32, %out2230: f32):
      %s2231 = arith.addf %in2228, %in2229 : f32
      linalg.yield %s2231 : f32
    } -> tensor<2x16x64xf32> loc("backward.add_16")
    %t2233 = tensor.empty() : tensor<2x16x64xf32> loc("backward.transformer.h.0.attn.resid_dropout")
    %t2237 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t380 : tensor<2x16x64xi1>) outs(%t2233 : tensor<2x16x64xf32>) {
    ^bb0(%in2234: i1, %out2235: f32):
      %s2236 = arith.uitofp %in2234 : i1 to f32
      linalg.yield %s2236 : f32
    } -> tensor<2x16x64xf32> loc("backward.transformer.h.0.attn.resid_dropout")
    %t2238 = tensor.empty() : tensor<2x16x64xf32> loc("backward.transformer.h.0.attn.resid_dropout")
    %t2243 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t2237 : tensor<2x16x64xf32>) outs(%t2238 : tensor<2x16x64xf32>) {
    ^bb0(%in2239: f32, %out2240: f32):
      %s2241 = arith.constant 1.111111164e+00 : f32
      %s2242 = arith.mulf %in2239, %s2241 : f32
      linalg.yield %s2242 : f32
    } -> tensor<2x16x64xf32> loc("backward.transformer.h.0.attn.resid_dropout")
    %t2244 = tensor.empty() : tensor<2x16x64xf32> loc("backward.transformer.h.0.attn.resid_dropout")
    %t2249 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t2232, %t2243 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t2244 : tensor<2x16x64xf32>) {
    ^bb0(%in2245: f32, %in2246: f32, %out2247: f32):
      %s2248 = arith.mulf %in2245, %in2246 : f32
      linalg.yield %s2248 : f32
    } -> tensor<2x16x64xf32> loc("backward.transformer.h.0.attn.resid_dropout")
    %t2250 = tensor.collapse_shape %t2249 [[0, 1], [2]] : tensor<2x16x64xf32> into tensor<32x64xf32> loc("backward.transformer.h.0.attn.c_proj")
    %t2251 = tensor.empty() : tensor<64x64xf32> loc("backward.transformer.h.0.attn.c_proj")
    %t2252 = linalg.transpose ins(%primals_7 : tensor<64x64xf32>) outs(%t2251 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.transformer.h.0.attn.c_proj")
    %t2253 = tensor.empty() : tensor<32x64xf32> loc("backward.transformer.h.0.attn.c_proj")
    %c2254 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.0.attn.c_proj")
    %t2255 = linalg.fill ins(%c2254 : f32) outs(%t2253 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("backward.transformer.h.0.attn.c_proj")
    %t2256 = linalg.matmul ins(%t2250, %t2252 : tensor<32x64xf32>, tensor<64x64xf32>) outs(%t2255 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("backward.transformer.h.0.attn.c_proj")
    %t2257 = tensor.empty() : tensor<64x32xf32> loc("backward.transformer.h.0.attn.c_proj")
    %t2258 = linalg.transpose ins(%t315 : tensor<32x64xf32>) outs(%t2257 : tensor<64x32xf32>) permutation = [1, 0] loc("backward.transformer.h.0.attn.c_proj")
    %t2259 = tensor.empty() : tensor<64x64xf32> loc("backward.transformer.h.0.attn.c_proj")
    %c2260 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.0.attn.c_proj")
    %t2261 = linalg.fill ins(%c2260 : f32) outs(%t2259 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.transformer.h.0.attn.c_proj")
    %t2262 = linalg.matmul ins(%t2258, %t2250 : tensor<64x32xf32>, tensor<32x64xf32>) outs(%t2261 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.transformer.h.0.attn.c_proj")
    %t2263 = tensor.empty() : tensor<64xf32> loc("backward.transformer.h.0.attn.c_proj")
    %c2264 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.0.attn.c_proj")
    %t2265 = linalg.fill ins(%c2264 : f32) outs(%t2263 : tensor<64xf32>) -> tensor<64xf32> loc("backward.transformer.h.0.attn.c_proj")
    %t2269 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%t2250 : tensor<32x64xf32>) outs(%t2265 : tensor<64xf32>) {
    ^bb0(%in2266: f32, %out2267: f32):
      %s2268 = arith.addf %out2267, %in2266 : f32
      linalg.yield %s2268 : f32
    } -> tensor<64xf32> loc("backward.transformer.h.0.attn.c_proj")
    %t2270 = tensor.expand_shape %t2269 [[0, 1]] output_shape [1, 64] : tensor<64xf32> into tensor<1x64xf32> loc("backward.transformer.h.0.attn.c_proj")
    %t2271 = tensor.collapse_shape %t2270 [[0, 1]] : tensor<1x64xf32> into tensor<64xf32> loc("backward.transformer.h.0.attn.c_proj")
    %t2272 = tensor.expand_shape %t2256 [[0, 1], [2]] output_shape [2, 16, 64] : tensor<32x64xf32> into tensor<2x16x64xf32> loc("backward.transformer.h.0.attn.c_proj")
    %t2273 = tensor.expand_shape %t2272 [[0], [1], [2, 3]] output_shape [2, 16, 4, 16] : tensor<2x16x64xf32> into tensor<2x16x4x16xf32> loc("backward.transformer.h.0.attn")
    %t2274 = tensor.empty() : tensor<2x4x16x16xf32> loc("backward.transformer.h.0.attn")
    %t2275 = linalg.transpose ins(%t2273 : tensor<2x16x4x16xf32>) outs(%t2274 : tensor<2x4x16x16xf32>) permutation = [0, 2, 1, 3] loc("backward.transformer.h.0.attn")
    %t2276 = tensor.collapse_shape %t2275 [[0, 1], [2], [3]] : tensor<2x4x16x16xf32> into tensor<8x16x16xf32> loc("backward.transformer.h.0.attn")
    %t2277 = tensor.empty() : tensor<8x16x16xf32> loc("backward.transformer.h.0.attn")
    %t2278 = linalg.transpose ins(%t305 : tensor<8x16x16xf32>) outs(%t2277 : tensor<8x16x16xf32>) permutation = [0, 2, 1] loc("backward.transformer.h.0.attn")
    %t2279 = tensor.empty() : tensor<8x16x16xf32> loc("backward.transformer.h.0.attn")
    %c2280 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.0.attn")
    %t2281 = linalg.fill ins(%c2280 : f32) outs(%t2279 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32> loc("backward.transformer.h.0.attn")
    %t2282 = linalg.batch_matmul ins(%t2278, %t2276 : tensor<8x16x16xf32>, tensor<8x16x16xf32>) outs(%t2281 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32> loc("backward.transformer.h.0.attn")
    %t2283 = tensor.empty() : tensor<8x16x16xf32> loc("backward.transformer.h.0.attn")
    %t2284 = linalg.transpose ins(%t306 : tensor<8x16x16xf32>) outs(%t2283 : tensor<8x16x16xf32>) permutation = [0, 2, 1] loc("backward.transformer.h.0.attn")
    %t2285 = tensor.empty() : tensor<8x16x16xf32> loc("backward.transformer.h.0.attn")
    %c2286 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.0.attn")
    %t2287 = linalg.fill ins(%c2286 : f32) outs(%t2285 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32> loc("backward.transformer.h.0.attn")
    %t2288 = linalg.batch_matmul ins(%t2276, %t2284 : tensor<8x16x16xf32>, tensor<8x16x16xf32>) outs(%t2287 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32> loc("backward.transformer.h.0.attn")
    %t2289 = tensor.expand_shape %t2282 [[0, 1], [2], [3]] output_shape [2, 4, 16, 16] : tensor<8x16x16xf32> into tensor<2x4x16x16xf32> loc("backward.transformer.h.0.attn")
    %t2290 = tensor.expand_shape %t2288 [[0, 1], [2], [3]] output_shape [2, 4, 16, 16] : tensor<8x16x16xf32> into tensor<2x4x16x16xf32> loc("backward.transformer.h.0.attn")
    %t2291 = tensor.empty() : tensor<2x4x16x16xf32> loc("backward.transformer.h.0.attn")
    %t2295 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t295 : tensor<2x4x16x16xi1>) outs(%t2291 : tensor<2x4x16x16xf32>) {
    ^bb0(%in2292: i1, %out2293: f32):
      %s2294 = arith.uitofp %in2292 : i1 to f32
      linalg.yield %s2294 : f32
    } -> tensor<2x4x16x16xf32> loc("backward.transformer.h.0.attn")
    %t2296 = tensor.empty() : tensor<2x4x16x16xf32> loc("backward.transformer.h.0.attn")
    %t2301 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2295 : tensor<2x4x16x16xf32>) outs(%t2296 : tensor<2x4x16x16xf32>) {
    ^bb0(%in2297: f32, %out2298: f32):
      %s2299 = arith.constant 1.111111164e+00 : f32
      %s2300 = arith.mulf %in2297, %s2299 : f32
      linalg.yield %s2300 : f32
    } -> tensor<2x4x16x16xf32> loc("backward.transformer.h.0.attn")
    %t2302 = tensor.empty() : tensor<2x4x16x16xf32> loc("backward.transformer.h.0.attn")
    %t2307 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2290, %t2301 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%t2302 : tensor<2x4x16x16xf32>) {
    ^bb0(%in2303: f32, %in2304: f32, %out2305: f32):
      %s2306 = arith.mulf %in2303, %in2304 : f32
      linalg.yield %s2306 : f32
    } -> tensor<2x4x16x16xf32> loc("backward.transformer.h.0.attn")
    %t2308 = tensor.empty() : tensor<2x4x16x16xf32> loc("backward.transformer.h.0.attn")
    %t2313 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2307, %t231 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%t2308 : tensor<2x4x16x16xf32>) {
    ^bb0(%in2309: f32, %in2310: f32, %out2311: f32):
      %s2312 = arith.mulf %in2309, %in2310 : f32
      linalg.yield %s2312 : f32
    } -> tensor<2x4x16x16xf32> loc("backward.transformer.h.0.attn")
    %t2314 = tensor.empty() : tensor<2x4x16xf32> loc("backward.transformer.h.0.attn")
    %c2315 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.0.attn")
    %t2316 = linalg.fill ins(%c2315 : f32) outs(%t2314 : tensor<2x4x16xf32>) -> tensor<2x4x16xf32> loc("backward.transformer.h.0.attn")
    %t2320 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%t2313 : tensor<2x4x16x16xf32>) outs(%t2316 : tensor<2x4x16xf32>) {
    ^bb0(%in2317: f32, %out2318: f32):
      %s2319 = arith.addf %out2318, %in2317 : f32
      linalg.yield %s2319 : f32
    } -> tensor<2x4x16xf32> loc("backward.transformer.h.0.attn")
    %t2321 = tensor.expand_shape %t2320 [[0], [1], [2, 3]] output_shape [2, 4, 16, 1] : tensor<2x4x16xf32> into tensor<2x4x16x1xf32> loc("backward.transformer.h.0.attn")
    %t2322 = tensor.empty() : tensor<2x4x16x16xf32> loc("backward.transformer.h.0.attn")
    %t2327 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t231, %t2321 : tensor<2x4x16x16xf32>, tensor<2x4x16x1xf32>) outs(%t2322 : tensor<2x4x16x16xf32>) {
    ^bb0(%in2323: f32, %in2324: f32, %out2325: f32):
      %s2326 = arith.mulf %in2323, %in2324 : f32
      linalg.yield %s2326 : f32
    } -> tensor<2x4x16x16xf32> loc("backward.transformer.h.0.attn")
    %t2328 = tensor.empty() : tensor<2x4x16x16xf32> loc("backward.transformer.h.0.attn")
    %t2333 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2313, %t2327 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%t2328 : tensor<2x4x16x16xf32>) {
    ^bb0(%in2329: f32, %in2330: f32, %out2331: f32):
      %s2332 = arith.subf %in2329, %in2330 : f32
      linalg.yield %s2332 : f32
    } -> tensor<2x4x16x16xf32> loc("backward.transformer.h.0.attn")
    %cst2334 = arith.constant dense<0.000000000e+00> : tensor<f32> loc("backward.transformer.h.0.attn")
    %t2335 = tensor.empty() : tensor<2x4x16x16xf32> loc("backward.transformer.h.0.attn")
    %t2341 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst194, %cst2334, %t2333 : tensor<16x16xi1>, tensor<f32>, tensor<2x4x16x16xf32>) outs(%t2335 : tensor<2x4x16x16xf32>) {
    ^bb0(%in2336: i1, %in2337: f32, %in2338: f32, %out2339: f32):
      %s2340 = arith.select %in2336, %in2337, %in2338 : f32
      linalg.yield %s2340 : f32
    } -> tensor<2x4x16x16xf32> loc("backward.transformer.h.0.attn")
    %t2342 = tensor.empty() : tensor<2x4x16x16xf32> loc("backward.transformer.h.0.attn")
    %t2347 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2341 : tensor<2x4x16x16xf32>) outs(%t2342 : tensor<2x4x16x16xf32>) {
    ^bb0(%in2343: f32, %out2344: f32):
      %s2345 = arith.constant 2.500000000e-01 : f32
      %s2346 = arith.mulf %in2343, %s2345 : f32
      linalg.yield %s2346 : f32
    } -> tensor<2x4x16x16xf32> loc("backward.transformer.h.0.attn")
    %t2348 = tensor.collapse_shape %t2347 [[0, 1], [2], [3]] : tensor<2x4x16x16xf32> into tensor<8x16x16xf32> loc("backward.transformer.h.0.attn")
    %t2349 = tensor.empty() : tensor<8x16x16xf32> loc("backward.transformer.h.0.attn")
    %t2350 = linalg.transpose ins(%t181 : tensor<8x16x16xf32>) outs(%t2349 : tensor<8x16x16xf32>) permutation = [0, 2, 1] loc("backward.transformer.h.0.attn")
    %t2351 = tensor.empty() : tensor<8x16x16xf32> loc("backward.transformer.h.0.attn")
    %c2352 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.0.attn")
    %t2353 = linalg.fill ins(%c2352 : f32) outs(%t2351 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32> loc("backward.transformer.h.0.attn")
    %t2354 = linalg.batch_matmul ins(%t2350, %t2348 : tensor<8x16x16xf32>, tensor<8x16x16xf32>) outs(%t2353 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32> loc("backward.transformer.h.0.attn")
    %t2355 = tensor.empty() : tensor<8x16x16xf32> loc("backward.transformer.h.0.attn")
    %t2356 = linalg.transpose ins(%t182 : tensor<8x16x16xf32>) outs(%t2355 : tensor<8x16x16xf32>) permutation = [0, 2, 1] loc("backward.transformer.h.0.attn")
    %t2357 = tensor.empty() : tensor<8x16x16xf32> loc("backward.transformer.h.0.attn")
    %c2358 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.0.attn")
    %t2359 = linalg.fill ins(%c2358 : f32) outs(%t2357 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32> loc("backward.transformer.h.0.attn")
    %t2360 = linalg.batch_matmul ins(%t2348, %t2356 : tensor<8x16x16xf32>, tensor<8x16x16xf32>) outs(%t2359 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32> loc("backward.transformer.h.0.attn")
    %t2361 = tensor.expand_shape %t2354 [[0, 1], [2], [3]] output_shape [2, 4, 16, 16] : tensor<8x16x16xf32> into tensor<2x4x16x16xf32> loc("backward.transformer.h.0.attn")
    %t2362 = tensor.expand_shape %t2360 [[0, 1], [2], [3]] output_shape [2, 4, 16, 16] : tensor<8x16x16xf32> into tensor<2x4x16x16xf32> loc("backward.transformer.h.0.attn")
    %t2363 = tensor.empty() : tensor<2x4x16x16xf32> loc("backward.transformer.h.0.attn")
    %t2364 = linalg.transpose ins(%t2361 : tensor<2x4x16x16xf32>) outs(%t2363 : tensor<2x4x16x16xf32>) permutation = [0, 1, 3, 2] loc("backward.transformer.h.0.attn")
    %t2365 = tensor.empty() : tensor<2x16x4x16xf32> loc("backward.transformer.h.0.attn")
    %t2366 = linalg.transpose ins(%t2362 : tensor<2x4x16x16xf32>) outs(%t2365 : tensor<2x16x4x16xf32>) permutation = [0, 2, 1, 3] loc("backward.transformer.h.0.attn")
    %t2367 = tensor.collapse_shape %t2366 [[0], [1], [2, 3]] : tensor<2x16x4x16xf32> into tensor<2x16x64xf32> loc("backward.transformer.h.0.attn")
    %t2368 = tensor.empty() : tensor<2x16x4x16xf32> loc("backward.transformer.h.0.attn")
    %t2369 = linalg.transpose ins(%t2289 : tensor<2x4x16x16xf32>) outs(%t2368 : tensor<2x16x4x16xf32>) permutation = [0, 2, 1, 3] loc("backward.transformer.h.0.attn")
    %t2370 = tensor.collapse_shape %t2369 [[0], [1], [2, 3]] : tensor<2x16x4x16xf32> into tensor<2x16x64xf32> loc("backward.transformer.h.0.attn")
    %t2371 = tensor.empty() : tensor<2x16x4x16xf32> loc("backward.transformer.h.0.attn")
    %t2372 = linalg.transpose ins(%t2364 : tensor<2x4x16x16xf32>) outs(%t2371 : tensor<2x16x4x16xf32>) permutation = [0, 2, 1, 3] loc("backward.transformer.h.0.attn")
    %t2373 = tensor.collapse_shape %t2372 [[0], [1], [2, 3]] : tensor<2x16x4x16xf32> into tensor<2x16x64xf32> loc("backward.transformer.h.0.attn")
    %t2374 = tensor.empty() : tensor<2x16x192xf32> loc("backward.transformer.h.0.attn")
    %t2375 = tensor.insert_slice %t2367 into %t2374[0, 0, 0] [2, 16, 64] [1, 1, 1] : tensor<2x16x64xf32> into tensor<2x16x192xf32> loc("backward.transformer.h.0.attn")
    %t2376 = tensor.insert_slice %t2373 into %t2375[0, 0, 64] [2, 16, 64] [1, 1, 1] : tensor<2x16x64xf32> into tensor<2x16x192xf32> loc("backward.transformer.h.0.attn")
    %t2377 = tensor.insert_slice %t2370 into %t2376[0, 0, 128] [2, 16, 64] [1, 1, 1] : tensor<2x16x64xf32> into tensor<2x16x192xf32> loc("backward.transformer.h.0.attn")
    %t2378 = tensor.collapse_shape %t2377 [[0, 1], [2]] : tensor<2x16x192xf32> into tensor<32x192xf32> loc("backward.transformer.h.0.attn.c_attn")
    %t2379 = tensor.empty() : tensor<192x64xf32> loc("backward.transformer.h.0.attn.c_attn")
    %t2380 = linalg.transpose ins(%primals_5 : tensor<64x192xf32>) outs(%t2379 : tensor<192x64xf32>) permutation = [1, 0] loc("backward.transformer.h.0.attn.c_attn")
    %t2381 = tensor.empty() : tensor<32x64xf32> loc("backward.transformer.h.0.attn.c_attn")
    %c2382 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.0.attn.c_attn")
    %t2383 = linalg.fill ins(%c2382 : f32) outs(%t2381 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("backward.transformer.h.0.attn.c_attn")
    %t2384 = linalg.matmul ins(%t2378, %t2380 : tensor<32x192xf32>, tensor<192x64xf32>) outs(%t2383 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("backward.transformer.h.0.attn.c_attn")
    %t2385 = tensor.empty() : tensor<64x32xf32> loc("backward.transformer.h.0.attn.c_attn")
    %t2386 = linalg.transpose ins(%t158 : tensor<32x64xf32>) outs(%t2385 : tensor<64x32xf32>) permutation = [1, 0] loc("backward.transformer.h.0.attn.c_attn")
    %t2387 = tensor.empty() : tensor<64x192xf32> loc("backward.transformer.h.0.attn.c_attn")
    %c2388 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.0.attn.c_attn")
    %t2389 = linalg.fill ins(%c2388 : f32) outs(%t2387 : tensor<64x192xf32>) -> tensor<64x192xf32> loc("backward.transformer.h.0.attn.c_attn")
    %t2390 = linalg.matmul ins(%t2386, %t2378 : tensor<64x32xf32>, tensor<32x192xf32>) outs(%t2389 : tensor<64x192xf32>) -> tensor<64x192xf32> loc("backward.transformer.h.0.attn.c_attn")
    %t2391 = tensor.empty() : tensor<192xf32> loc("backward.transformer.h.0.attn.c_attn")
    %c2392 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.0.attn.c_attn")
    %t2393 = linalg.fill ins(%c2392 : f32) outs(%t2391 : tensor<192xf32>) -> tensor<192xf32> loc("backward.transformer.h.0.attn.c_attn")
    %t2397 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%t2378 : tensor<32x192xf32>) outs(%t2393 : tensor<192xf32>) {
    ^bb0(%in2394: f32, %out2395: f32):
      %s2396 = arith.addf %out2395, %in2394 : f32
      linalg.yield %s2396 : f32
    } -> tensor<192xf32> loc("backward.transformer.h.0.attn.c_attn")
    %t2398 = tensor.expand_shape %t2397 [[0, 1]] output_shape [1, 192] : tensor<192xf32> into tensor<1x192xf32> loc("backward.transformer.h.0.attn.c_attn")
    %t2399 = tensor.collapse_shape %t2398 [[0, 1]] : tensor<1x192xf32> into tensor<192xf32> loc("backward.transformer.h.0.attn.c_attn")
    %t2400 = tensor.expand_shape %t2384 [[0, 1], [2]] output_shape [2, 16, 64] : tensor<32x64xf32> into tensor<2x16x64xf32> loc("backward.transformer.h.0.attn.c_attn")
    %t2401 = tensor.empty() : tensor<2x16x64xf32> loc("backward.transformer.h.0.ln_1")
    %t2406 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t93, %t107 : tensor<2x16x64xf32>, tensor<2x16x1xf32>) outs(%t2401 : tensor<2x16x64xf32>) {
    ^bb0(%in2402: f32, %in2403: f32, %out2404: f32):
      %s2405 = arith.subf %in2402, %in2403 : f32
      linalg.yield %s2405 : f32
    } -> tensor<2x16x64xf32> loc("backward.transformer.h.0.ln_1")
    %t2407 = tensor.empty() : tensor<2x16x64xf32> loc("backward.transformer.h.0.ln_1")
    %t2412 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t2406, %t139 : tensor<2x16x64xf32>, tensor<2x16x1xf32>) outs(%t2407 : tensor<2x16x64xf32>) {
    ^bb0(%in2408: f32, %in2409: f32, %out2410: f32):
      %s2411 = arith.mulf %in2408, %in2409 : f32
      linalg.yield %s2411 : f32
    } -> tensor<2x16x64xf32> loc("backward.transformer.h.0.ln_1")
    %t2413 = tensor.empty() : tensor<2x16x64xf32> loc("backward.transformer.h.0.ln_1")
    %t2418 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t2400, %primals_3 : tensor<2x16x64xf32>, tensor<64xf32>) outs(%t2413 : tensor<2x16x64xf32>) {
    ^bb0(%in2414: f32, %in2415: f32, %out2416: f32):
      %s2417 = arith.mulf %in2414, %in2415 : f32
      linalg.yield %s2417 : f32
    } -> tensor<2x16x64xf32> loc("backward.transformer.h.0.ln_1")
    %t2419 = tensor.empty() : tensor<2x16x64xf32> loc("backward.transformer.h.0.ln_1")
    %t2424 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t2418 : tensor<2x16x64xf32>) outs(%t2419 : tensor<2x16x64xf32>) {
    ^bb0(%in2420: f32, %out2421: f32):
      %s2422 = arith.constant 6.400000000e+01 : f32
      %s2423 = arith.mulf %in2420, %s2422 : f32
      linalg.yield %s2423 : f32
    } -> tensor<2x16x64xf32> loc("backward.transformer.h.0.ln_1")
    %t2425 = tensor.empty() : tensor<2x16xf32> loc("backward.transformer.h.0.ln_1")
    %c2426 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.0.ln_1")
    %t2427 = linalg.fill ins(%c2426 : f32) outs(%t2425 : tensor<2x16xf32>) -> tensor<2x16xf32> loc("backward.transformer.h.0.ln_1")
    %t2431 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t2418 : tensor<2x16x64xf32>) outs(%t2427 : tensor<2x16xf32>) {
    ^bb0(%in2428: f32, %out2429: f32):
      %s2430 = arith.addf %out2429, %in2428 : f32
      linalg.yield %s2430 : f32
    } -> tensor<2x16xf32> loc("backward.transformer.h.0.ln_1")
    %t2432 = tensor.expand_shape %t2431 [[0], [1, 2]] output_shape [2, 16, 1] : tensor<2x16xf32> into tensor<2x16x1xf32> loc("backward.transformer.h.0.ln_1")
    %t2433 = tensor.empty() : tensor<2x16x64xf32> loc("backward.transformer.h.0.ln_1")
    %t2438 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t2418, %t2412 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t2433 : tensor<2x16x64xf32>) {
    ^bb0(%in2434: f32, %in2435: f32, %out2436: f32):
      %s2437 = arith.mulf %in2434, %in2435 : f32
      linalg.yield %s2437 : f32
    } -> tensor<2x16x64xf32> loc("backward.transformer.h.0.ln_1")
    %t2439 = tensor.empty() : tensor<2x16xf32> loc("backward.transformer.h.0.ln_1")
    %c2440 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.0.ln_1")
    %t2441 = linalg.fill ins(%c2440 : f32) outs(%t2439 : tensor<2x16xf32>) -> tensor<2x16xf32> loc("backward.transformer.h.0.ln_1")
    %t2445 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t2438 : tensor<2x16x64xf32>) outs(%t2441 : tensor<2x16xf32>) {
    ^bb0(%in2442: f32, %out2443: f32):
      %s2444 = arith.addf %out2443, %in2442 : f32
      linalg.yield %s2444 : f32
    } -> tensor<2x16xf32> loc("backward.transformer.h.0.ln_1")
    %t2446 = tensor.expand_shape %t2445 [[0], [1, 2]] output_shape [2, 16, 1] : tensor<2x16xf32> into tensor<2x16x1xf32> loc("backward.transformer.h.0.ln_1")
    %t2447 = tensor.empty() : tensor<2x16x64xf32> loc("backward.transformer.h.0.ln_1")
    %t2452 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t2412, %t2446 : tensor<2x16x64xf32>, tensor<2x16x1xf32>) outs(%t2447 : tensor<2x16x64xf32>) {
    ^bb0(%in2448: f32, %in2449: f32, %out2450: f32):
      %s2451 = arith.mulf %in2448, %in2449 : f32
      linalg.yield %s2451 : f32
    } -> tensor<2x16x64xf32> loc("backward.transformer.h.0.ln_1")
    %t2453 = tensor.empty() : tensor<2x16x64xf32> loc("backward.transformer.h.0.ln_1")
    %t2458 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t2424, %t2432 : tensor<2x16x64xf32>, tensor<2x16x1xf32>) outs(%t2453 : tensor<2x16x64xf32>) {
    ^bb0(%in2454: f32, %in2455: f32, %out2456: f32):
      %s2457 = arith.subf %in2454, %in2455 : f32
      linalg.yield %s2457 : f32
    } -> tensor<2x16x64xf32> loc("backward.transformer.h.0.ln_1")
    %t2459 = tensor.empty() : tensor<2x16x64xf32> loc("backward.transformer.h.0.ln_1")
    %t2464 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t2458, %t2452 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t2459 : tensor<2x16x64xf32>) {
    ^bb0(%in2460: f32, %in2461: f32, %out2462: f32):
      %s2463 = arith.subf %in2460, %in2461 : f32
      linalg.yield %s2463 : f32
    } -> tensor<2x16x64xf32> loc("backward.transformer.h.0.ln_1")
    %t2465 = tensor.empty() : tensor<2x16x1xf32> loc("backward.transformer.h.0.ln_1")
    %t2470 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t139 : tensor<2x16x1xf32>) outs(%t2465 : tensor<2x16x1xf32>) {
    ^bb0(%in2466: f32, %out2467: f32):
      %s2468 = arith.constant 6.400000000e+01 : f32
      %s2469 = arith.divf %in2466, %s2468 : f32
      linalg.yield %s2469 : f32
    } -> tensor<2x16x1xf32> loc("backward.transformer.h.0.ln_1")
    %t2471 = tensor.empty() : tensor<2x16x64xf32> loc("backward.transformer.h.0.ln_1")
    %t2476 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t2470, %t2464 : tensor<2x16x1xf32>, tensor<2x16x64xf32>) outs(%t2471 : tensor<2x16x64xf32>) {
    ^bb0(%in2472: f32, %in2473: f32, %out2474: f32):
      %s2475 = arith.mulf %in2472, %in2473 : f32
      linalg.yield %s2475 : f32
    } -> tensor<2x16x64xf32> loc("backward.transformer.h.0.ln_1")
    %t2477 = tensor.empty() : tensor<2x16x64xf32> loc("backward.transformer.h.0.ln_1")
    %t2482 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t2400, %t2412 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t2477 : tensor<2x16x64xf32>) {
    ^bb0(%in2478: f32, %in2479: f32, %out2480: f32):
      %s2481 = arith.mulf %in2478, %in2479 : f32
      linalg.yield %s2481 : f32
    } -> tensor<2x16x64xf32> loc("backward.transformer.h.0.ln_1")
    %t2483 = tensor.empty() : tensor<64xf32> loc("backward.transformer.h.0.ln_1")
    %c2484 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.0.ln_1")
    %t2485 = linalg.fill ins(%c2484 : f32) outs(%t2483 : tensor<64xf32>) -> tensor<64xf32> loc("backward.transformer.h.0.ln_1")
    %t2489 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%t2482 : tensor<2x16x64xf32>) outs(%t2485 : tensor<64xf32>) {
    ^bb0(%in2486: f32, %out2487: f32):
      %s2488 = arith.addf %out2487, %in2486 : f32
      linalg.yield %s2488 : f32
    } -> tensor<64xf32> loc("backward.transformer.h.0.ln_1")
    %t2490 = tensor.empty() : tensor<64xf32> loc("backward.transformer.h.0.ln_1")
    %c2491 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.0.ln_1")
    %t2492 = linalg.fill ins(%c2491 : f32) outs(%t2490 : tensor<64xf32>) -> tensor<64xf32> loc("backward.transformer.h.0.ln_1")
    %t2496 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%t2400 : tensor<2x16x64xf32>) outs(%t2492 : tensor<64xf32>) {
    ^bb0(%in2493: f32, %out2494: f32):
      %s2495 = arith.addf %out2494, %in2493 : f32
      linalg.yield %s2495 : f32
    } -> tensor<64xf32> loc("backward.transformer.h.0.ln_1")
    %t2497 = tensor.empty() : tensor<2x16x64xf32> loc("backward.add_17")
    %t2502 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t2232, %t2476 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t2497 : tensor<2x16x64xf32>) {
    ^bb0(%in2498: f32, %in2499: f32, %out2500: f32):
      %s2501 = arith.addf %in2498, %in2499 : f32
      linalg.yield %s2501 : f32
    } -> tensor<2x16x64xf32> loc("backward.add_17")
    %t2503 = tensor.empty() : tensor<2x16x64xf32> loc("backward.transformer.drop")
    %t2507 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t84 : tensor<2x16x64xi1>) outs(%t2503 : tensor<2x16x64xf32>) {
    ^bb0(%in2504: i1, %out2505: f32):
      %s2506 = arith.uitofp %in2504 : i1 to f32
      linalg.yield %s2506 : f32
    } -> tensor<2x16x64xf32> loc("backward.transformer.drop")
    %t2508 = tensor.empty() : tensor<2x16x64xf32> loc("backward.transformer.drop")
    %t2513 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t2507 : tensor<2x16x64xf32>) outs(%t2508 : tensor<2x16x64xf32>) {
    ^bb0(%in2509: f32, %out2510: f32):
      %s2511 = arith.constant 1.111111164e+00 : f32
      %s2512 = arith.mulf %in2509, %s2511 : f32
      linalg.yield %s2512 : f32
    } -> tensor<2x16x64xf32> loc("backward.transformer.drop")
    %t2514 = tensor.empty() : tensor<2x16x64xf32> loc("backward.transformer.drop")
    %t2519 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t2502, %t2513 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t2514 : tensor<2x16x64xf32>) {
    ^bb0(%in2515: f32, %in2516: f32, %out2517: f32):
      %s2518 = arith.mulf %in2515, %in2516 : f32
      linalg.yield %s2518 : f32
    } -> tensor<2x16x64xf32> loc("backward.transformer.drop")
    %t2520 = tensor.empty() : tensor<16x64xf32> loc("backward.transformer")
    %c2521 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer")
    %t2522 = linalg.fill ins(%c2521 : f32) outs(%t2520 : tensor<16x64xf32>) -> tensor<16x64xf32> loc("backward.transformer")
    %t2526 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>], iterator_types = ["reduction", "parallel", "parallel"]} ins(%t2519 : tensor<2x16x64xf32>) outs(%t2522 : tensor<16x64xf32>) {
    ^bb0(%in2523: f32, %out2524: f32):
      %s2525 = arith.addf %out2524, %in2523 : f32
      linalg.yield %s2525 : f32
    } -> tensor<16x64xf32> loc("backward.transformer")
    %t2527 = tensor.expand_shape %t2526 [[0, 1], [2]] output_shape [1, 16, 64] : tensor<16x64xf32> into tensor<1x16x64xf32> loc("backward.transformer")
    %cst2528 = arith.constant dense<false> : tensor<1x16x1xi1> loc("backward.transformer.wpe")
    %cst2529 = arith.constant dense<0.000000000e+00> : tensor<f32> loc("backward.transformer.wpe")
    %t2530 = tensor.empty() : tensor<1x16x64xf32> loc("backward.transformer.wpe")
    %t2536 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst2528, %cst2529, %t2527 : tensor<1x16x1xi1>, tensor<f32>, tensor<1x16x64xf32>) outs(%t2530 : tensor<1x16x64xf32>) {
    ^bb0(%in2531: i1, %in2532: f32, %in2533: f32, %out2534: f32):
      %s2535 = arith.select %in2531, %in2532, %in2533 : f32
      linalg.yield %s2535 : f32
    } -> tensor<1x16x64xf32> loc("backward.transformer.wpe")
    %cst2537 = arith.constant dense<0.000000000e+00> : tensor<16x64xf32> loc("backward.transformer.wpe")
    %cst2538 = arith.constant dense<"0x0000803F000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F"> : tensor<16x16xf32> loc("backward.transformer.wpe")
    %t2539 = tensor.collapse_shape %t2536 [[0, 1], [2]] : tensor<1x16x64xf32> into tensor<16x64xf32> loc("backward.transformer.wpe")
    %t2540 = linalg.matmul ins(%cst2538, %t2539 : tensor<16x16xf32>, tensor<16x64xf32>) outs(%cst2537 : tensor<16x64xf32>) -> tensor<16x64xf32> loc("backward.transformer.wpe")
    %t2541 = tensor.empty() : tensor<2x16xi1> loc("backward.transformer.wte")
    %t2546 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%primals_29 : tensor<2x16xi64>) outs(%t2541 : tensor<2x16xi1>) {
    ^bb0(%in2542: i64, %out2543: i1):
      %s2544 = arith.constant 0 : i64
      %s2545 = arith.cmpi sge, %in2542, %s2544 : i64
      linalg.yield %s2545 : i1
    } -> tensor<2x16xi1> loc("backward.transformer.wte")
    %t2547 = tensor.empty() : tensor<2x16xi1> loc("backward.transformer.wte")
    %t2552 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%primals_29 : tensor<2x16xi64>) outs(%t2547 : tensor<2x16xi1>) {
    ^bb0(%in2548: i64, %out2549: i1):
      %s2550 = arith.constant 128 : i64
      %s2551 = arith.cmpi slt, %in2548, %s2550 : i64
      linalg.yield %s2551 : i1
    } -> tensor<2x16xi1> loc("backward.transformer.wte")
    %t2553 = tensor.empty() : tensor<2x16xi1> loc("backward.transformer.wte")
    %t2558 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t2546, %t2552 : tensor<2x16xi1>, tensor<2x16xi1>) outs(%t2553 : tensor<2x16xi1>) {
    ^bb0(%in2554: i1, %in2555: i1, %out2556: i1):
      %s2557 = arith.andi %in2554, %in2555 : i1
      linalg.yield %s2557 : i1
    } -> tensor<2x16xi1> loc("backward.transformer.wte")
    %t2559 = tensor.empty() : tensor<2x16xi1> loc("backward.transformer.wte")
    %t2564 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%primals_29 : tensor<2x16xi64>) outs(%t2559 : tensor<2x16xi1>) {
    ^bb0(%in2560: i64, %out2561: i1):
      %s2562 = arith.constant -1 : i64
      %s2563 = arith.cmpi ne, %in2560, %s2562 : i64
      linalg.yield %s2563 : i1
    } -> tensor<2x16xi1> loc("backward.transformer.wte")
    %t2565 = tensor.empty() : tensor<2x16xi1> loc("backward.transformer.wte")
    %t2570 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t2558, %t2564 : tensor<2x16xi1>, tensor<2x16xi1>) outs(%t2565 : tensor<2x16xi1>) {
    ^bb0(%in2566: i1, %in2567: i1, %out2568: i1):
      %s2569 = arith.andi %in2566, %in2567 : i1
      linalg.yield %s2569 : i1
    } -> tensor<2x16xi1> loc("backward.transformer.wte")
    %t2571 = tensor.expand_shape %t2570 [[0], [1, 2]] output_shape [2, 16, 1] : tensor<2x16xi1> into tensor<2x16x1xi1> loc("backward.transformer.wte")
    %t2572 = tensor.empty() : tensor<2x16xf32> loc("backward.transformer.wte")
    %t2580 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%primals_29 : tensor<2x16xi64>) outs(%t2572 : tensor<2x16xf32>) {
    ^bb0(%in2573: i64, %out2574: f32):
      %s2575 = arith.sitofp %in2573 : i64 to f32
      %s2576 = arith.constant -1.280000000e+02 : f32
      %s2577 = arith.maximumf %s2575, %s2576 : f32
      %s2578 = arith.constant 1.270000000e+02 : f32
      %s2579 = arith.minimumf %s2577, %s2578 : f32
      linalg.yield %s2579 : f32
    } -> tensor<2x16xf32> loc("backward.transformer.wte")
    %t2581 = tensor.empty() : tensor<2x16xi64> loc("backward.transformer.wte")
    %t2585 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t2580 : tensor<2x16xf32>) outs(%t2581 : tensor<2x16xi64>) {
    ^bb0(%in2582: f32, %out2583: i64):
      %s2584 = arith.fptosi %in2582 : f32 to i64
      linalg.yield %s2584 : i64
    } -> tensor<2x16xi64> loc("backward.transformer.wte")
    %t2586 = tensor.empty() : tensor<2x16x1xi1> loc("backward.transformer.wte")
    %t2591 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t2571 : tensor<2x16x1xi1>) outs(%t2586 : tensor<2x16x1xi1>) {
    ^bb0(%in2587: i1, %out2588: i1):
      %s2589 = arith.constant true
      %s2590 = arith.xori %in2587, %s2589 : i1
      linalg.yield %s2590 : i1
    } -> tensor<2x16x1xi1> loc("backward.transformer.wte")
    %cst2592 = arith.constant dense<0.000000000e+00> : tensor<f32> loc("backward.transformer.wte")
    %t2593 = tensor.empty() : tensor<2x16x64xf32> loc("backward.transformer.wte")
    %t2599 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t2591, %cst2592, %t2519 : tensor<2x16x1xi1>, tensor<f32>, tensor<2x16x64xf32>) outs(%t2593 : tensor<2x16x64xf32>) {
    ^bb0(%in2594: i1, %in2595: f32, %in2596: f32, %out2597: f32):
      %s2598 = arith.select %in2594, %in2595, %in2596 : f32
      linalg.yield %s2598 : f32
    } -> tensor<2x16x64xf32> loc("backward.transformer.wte")
    %cst2600 = arith.constant dense<0.000000000e+00> : tensor<128x64xf32> loc("backward.transformer.wte")
    %t2601 = tensor.collapse_shape %t2585 [[0, 1]] : tensor<2x16xi64> into tensor<32xi64> loc("backward.transformer.wte")
    %t2602 = tensor.collapse_shape %t2599 [[0, 1], [2]] : tensor<2x16x64xf32> into tensor<32x64xf32> loc("backward.transformer.wte")
    %t2612 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t2601, %t2602 : tensor<32xi64>, tensor<32x64xf32>) outs(%cst2600 : tensor<128x64xf32>) {
    ^bb0(%in2603: i64, %in2604: f32, %out2605: f32):
      %s2606 = linalg.index 0 : index
      %s2607 = arith.index_cast %s2606 : index to i64
      %s2608 = arith.cmpi eq, %in2603, %s2607 : i64
      %s2609 = arith.constant 0.000000000e+00 : f32
      %s2610 = arith.select %s2608, %in2604, %s2609 : f32
      %s2611 = arith.addf %out2605, %s2610 : f32
      linalg.yield %s2611 : f32
    } -> tensor<128x64xf32> loc("backward.transformer.wte")
    %t2613 = tensor.empty() : tensor<128x64xf32> loc("backward.add_18")
    %t2618 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t1382, %t2612 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%t2613 : tensor<128x64xf32>) {
    ^bb0(%in2614: f32, %in2615: f32, %out2616: f32):
      %s2617 = arith.addf %in2614, %in2615 : f32
      linalg.yield %s2617 : f32
    } -> tensor<128x64xf32> loc("backward.add_18")
    return %t1286, %t2618, %t2540, %t2489, %t2496, %t2390, %t2399, %t2262, %t2271, %t2219, %t2226, %t2120, %t2129, %t2020, %t2029, %t1977, %t1984, %t1878, %t1887, %t1750, %t1759, %t1707, %t1714, %t1608, %t1617, %t1508, %t1517, %t1471, %t1478 : tensor<f32>, tensor<128x64xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32> loc("root.output")
  }
}
