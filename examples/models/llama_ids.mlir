module {
  // primals_1: parameter model.embed_tokens.weight
  // primals_2: parameter model.layers.0.self_attn.q_proj.weight
  // primals_3: parameter model.layers.0.self_attn.k_proj.weight
  // primals_4: parameter model.layers.0.self_attn.v_proj.weight
  // primals_5: parameter model.layers.0.self_attn.o_proj.weight
  // primals_6: parameter model.layers.0.mlp.gate_proj.weight
  // primals_7: parameter model.layers.0.mlp.up_proj.weight
  // primals_8: parameter model.layers.0.mlp.down_proj.weight
  // primals_9: parameter model.layers.0.input_layernorm.weight
  // primals_10: parameter model.layers.0.post_attention_layernorm.weight
  // primals_11: parameter model.layers.1.self_attn.q_proj.weight
  // primals_12: parameter model.layers.1.self_attn.k_proj.weight
  // primals_13: parameter model.layers.1.self_attn.v_proj.weight
  // primals_14: parameter model.layers.1.self_attn.o_proj.weight
  // primals_15: parameter model.layers.1.mlp.gate_proj.weight
  // primals_16: parameter model.layers.1.mlp.up_proj.weight
  // primals_17: parameter model.layers.1.mlp.down_proj.weight
  // primals_18: parameter model.layers.1.input_layernorm.weight
  // primals_19: parameter model.layers.1.post_attention_layernorm.weight
  // primals_20: parameter model.norm.weight
  // primals_21: parameter lm_head.weight
  // primals_22: buffer model.rotary_emb.inv_freq (folded to constants)
  // primals_23: buffer model.rotary_emb.original_inv_freq (folded to constants)
  // primals_24: input 0 (int64)
  // tangents_1: cotangent of the loss (remat.cotangent)
  // results: loss, then gradients of primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21
  func.func @train_step(
    %primals_1: tensor<128x64xf32>,
    %primals_2: tensor<64x64xf32>,
    %primals_3: tensor<32x64xf32>,
    %primals_4: tensor<32x64xf32>,
    %primals_5: tensor<64x64xf32>,
    %primals_6: tensor<128x64xf32>,
    %primals_7: tensor<128x64xf32>,
    %primals_8: tensor<64x128xf32>,
    %primals_9: tensor<64xf32>,
    %primals_10: tensor<64xf32>,
    %primals_11: tensor<64x64xf32>,
    %primals_12: tensor<32x64xf32>,
    %primals_13: tensor<32x64xf32>,
    %primals_14: tensor<64x64xf32>,
    %primals_15: tensor<128x64xf32>,
    %primals_16: tensor<128x64xf32>,
    %primals_17: tensor<64x128xf32>,
    %primals_18: tensor<64xf32>,
    %primals_19: tensor<64xf32>,
    %primals_20: tensor<64xf32>,
    %primals_21: tensor<128x64xf32>,
    %primals_24: tensor<2x16xi64> {remat.range = [3, 127]},
    %tangents_1: tensor<f32> {remat.cotangent}
  ) -> (tensor<f32>, tensor<128x64xf32>, tensor<64x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<64x64xf32>, tensor<128x64xf32>, tensor<128x64xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<64x64xf32>, tensor<128x64xf32>, tensor<128x64xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128x64xf32>) {
    %t1 = tensor.collapse_shape %primals_24 [[0, 1]] : tensor<2x16xi64> into tensor<32xi64> loc("model.embed_tokens")
    %t2 = tensor.empty() : tensor<32x64xf32> loc("model.embed_tokens")
    %c3 = arith.constant 0.000000000e+00 : f32 loc("model.embed_tokens")
    %t4 = linalg.fill ins(%c3 : f32) outs(%t2 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("model.embed_tokens")
    %t12 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t1, %primals_1 : tensor<32xi64>, tensor<128x64xf32>) outs(%t4 : tensor<32x64xf32>) {
    ^bb0(%in5: i64, %in6: f32, %out7: f32):
      %s8 = linalg.index 2 : index
      %s9 = arith.index_cast %s8 : index to i64
      %s10 = arith.cmpi eq, %in5, %s9 : i64
      %s11 = arith.select %s10, %in6, %out7 : f32
      linalg.yield %s11 : f32
    } -> tensor<32x64xf32> loc("model.embed_tokens")
    %t13 = tensor.expand_shape %t12 [[0, 1], [2]] output_shape [2, 16, 64] : tensor<32x64xf32> into tensor<2x16x64xf32> loc("model.embed_tokens")
    %t14 = tensor.empty() : tensor<2x16x64xf32> loc("model.layers.0.input_layernorm")
    %t18 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t13 : tensor<2x16x64xf32>) outs(%t14 : tensor<2x16x64xf32>) {
    ^bb0(%in15: f32, %out16: f32):
      %s17 = arith.mulf %in15, %in15 : f32
      linalg.yield %s17 : f32
    } -> tensor<2x16x64xf32> loc("model.layers.0.input_layernorm")
    %t19 = tensor.empty() : tensor<2x16xf32> loc("model.layers.0.input_layernorm")
    %c20 = arith.constant 0.000000000e+00 : f32 loc("model.layers.0.input_layernorm")
    %t21 = linalg.fill ins(%c20 : f32) outs(%t19 : tensor<2x16xf32>) -> tensor<2x16xf32> loc("model.layers.0.input_layernorm")
    %t25 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t18 : tensor<2x16x64xf32>) outs(%t21 : tensor<2x16xf32>) {
    ^bb0(%in22: f32, %out23: f32):
      %s24 = arith.addf %out23, %in22 : f32
      linalg.yield %s24 : f32
    } -> tensor<2x16xf32> loc("model.layers.0.input_layernorm")
    %t26 = tensor.empty() : tensor<2x16xf32> loc("model.layers.0.input_layernorm")
    %t31 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t25 : tensor<2x16xf32>) outs(%t26 : tensor<2x16xf32>) {
    ^bb0(%in27: f32, %out28: f32):
      %s29 = arith.constant 1.562500000e-02 : f32
      %s30 = arith.mulf %in27, %s29 : f32
      linalg.yield %s30 : f32
    } -> tensor<2x16xf32> loc("model.layers.0.input_layernorm")
    %t32 = tensor.expand_shape %t31 [[0], [1, 2]] output_shape [2, 16, 1] : tensor<2x16xf32> into tensor<2x16x1xf32> loc("model.layers.0.input_layernorm")
    %t33 = tensor.empty() : tensor<2x16x1xf32> loc("model.layers.0.input_layernorm")
    %t38 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t32 : tensor<2x16x1xf32>) outs(%t33 : tensor<2x16x1xf32>) {
    ^bb0(%in34: f32, %out35: f32):
      %s36 = arith.constant 9.999999975e-07 : f32
      %s37 = arith.addf %in34, %s36 : f32
      linalg.yield %s37 : f32
    } -> tensor<2x16x1xf32> loc("model.layers.0.input_layernorm")
    %t39 = tensor.empty() : tensor<2x16x1xf32> loc("model.layers.0.input_layernorm")
    %t43 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t38 : tensor<2x16x1xf32>) outs(%t39 : tensor<2x16x1xf32>) {
    ^bb0(%in40: f32, %out41: f32):
      %s42 = math.rsqrt %in40 : f32
      linalg.yield %s42 : f32
    } -> tensor<2x16x1xf32> loc("model.layers.0.input_layernorm")
    %t44 = tensor.empty() : tensor<2x16x64xf32> loc("model.layers.0.input_layernorm")
    %t49 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t13, %t43 : tensor<2x16x64xf32>, tensor<2x16x1xf32>) outs(%t44 : tensor<2x16x64xf32>) {
    ^bb0(%in45: f32, %in46: f32, %out47: f32):
      %s48 = arith.mulf %in45, %in46 : f32
      linalg.yield %s48 : f32
    } -> tensor<2x16x64xf32> loc("model.layers.0.input_layernorm")
    %t50 = tensor.empty() : tensor<2x16x64xf32> loc("model.layers.0.input_layernorm")
    %t55 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%primals_9, %t49 : tensor<64xf32>, tensor<2x16x64xf32>) outs(%t50 : tensor<2x16x64xf32>) {
    ^bb0(%in51: f32, %in52: f32, %out53: f32):
      %s54 = arith.mulf %in51, %in52 : f32
      linalg.yield %s54 : f32
    } -> tensor<2x16x64xf32> loc("model.layers.0.input_layernorm")
    %t56 = tensor.empty() : tensor<64x64xf32> loc("model.layers.0.self_attn.q_proj")
    %t57 = linalg.transpose ins(%primals_2 : tensor<64x64xf32>) outs(%t56 : tensor<64x64xf32>) permutation = [1, 0] loc("model.layers.0.self_attn.q_proj")
    %t58 = tensor.collapse_shape %t55 [[0, 1], [2]] : tensor<2x16x64xf32> into tensor<32x64xf32> loc("model.layers.0.self_attn.q_proj")
    %t59 = tensor.empty() : tensor<32x64xf32> loc("model.layers.0.self_attn.q_proj")
    %c60 = arith.constant 0.000000000e+00 : f32 loc("model.layers.0.self_attn.q_proj")
    %t61 = linalg.fill ins(%c60 : f32) outs(%t59 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("model.layers.0.self_attn.q_proj")
    %t62 = linalg.matmul ins(%t58, %t57 : tensor<32x64xf32>, tensor<64x64xf32>) outs(%t61 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("model.layers.0.self_attn.q_proj")
    %t63 = tensor.expand_shape %t62 [[0, 1], [2]] output_shape [2, 16, 64] : tensor<32x64xf32> into tensor<2x16x64xf32> loc("model.layers.0.self_attn.q_proj")
    %t64 = tensor.expand_shape %t63 [[0], [1], [2, 3]] output_shape [2, 16, 4, 16] : tensor<2x16x64xf32> into tensor<2x16x4x16xf32> loc("model.layers.0.self_attn")
    %t65 = tensor.empty() : tensor<2x4x16x16xf32> loc("model.layers.0.self_attn")
    %t66 = linalg.transpose ins(%t64 : tensor<2x16x4x16xf32>) outs(%t65 : tensor<2x4x16x16xf32>) permutation = [0, 2, 1, 3] loc("model.layers.0.self_attn")
    %t67 = tensor.empty() : tensor<64x32xf32> loc("model.layers.0.self_attn.k_proj")
    %t68 = linalg.transpose ins(%primals_3 : tensor<32x64xf32>) outs(%t67 : tensor<64x32xf32>) permutation = [1, 0] loc("model.layers.0.self_attn.k_proj")
    %t69 = tensor.collapse_shape %t55 [[0, 1], [2]] : tensor<2x16x64xf32> into tensor<32x64xf32> loc("model.layers.0.self_attn.k_proj")
    %t70 = tensor.empty() : tensor<32x32xf32> loc("model.layers.0.self_attn.k_proj")
    %c71 = arith.constant 0.000000000e+00 : f32 loc("model.layers.0.self_attn.k_proj")
    %t72 = linalg.fill ins(%c71 : f32) outs(%t70 : tensor<32x32xf32>) -> tensor<32x32xf32> loc("model.layers.0.self_attn.k_proj")
    %t73 = linalg.matmul ins(%t69, %t68 : tensor<32x64xf32>, tensor<64x32xf32>) outs(%t72 : tensor<32x32xf32>) -> tensor<32x32xf32> loc("model.layers.0.self_attn.k_proj")
    %t74 = tensor.expand_shape %t73 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf32> into tensor<2x16x32xf32> loc("model.layers.0.self_attn.k_proj")
    %t75 = tensor.expand_shape %t74 [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] : tensor<2x16x32xf32> into tensor<2x16x2x16xf32> loc("model.layers.0.self_attn")
    %t76 = tensor.empty() : tensor<2x2x16x16xf32> loc("model.layers.0.self_attn")
    %t77 = linalg.transpose ins(%t75 : tensor<2x16x2x16xf32>) outs(%t76 : tensor<2x2x16x16xf32>) permutation = [0, 2, 1, 3] loc("model.layers.0.self_attn")
    %t78 = tensor.empty() : tensor<64x32xf32> loc("model.layers.0.self_attn.v_proj")
    %t79 = linalg.transpose ins(%primals_4 : tensor<32x64xf32>) outs(%t78 : tensor<64x32xf32>) permutation = [1, 0] loc("model.layers.0.self_attn.v_proj")
    %t80 = tensor.collapse_shape %t55 [[0, 1], [2]] : tensor<2x16x64xf32> into tensor<32x64xf32> loc("model.layers.0.self_attn.v_proj")
    %t81 = tensor.empty() : tensor<32x32xf32> loc("model.layers.0.self_attn.v_proj")
    %c82 = arith.constant 0.000000000e+00 : f32 loc("model.layers.0.self_attn.v_proj")
    %t83 = linalg.fill ins(%c82 : f32) outs(%t81 : tensor<32x32xf32>) -> tensor<32x32xf32> loc("model.layers.0.self_attn.v_proj")
    %t84 = linalg.matmul ins(%t80, %t79 : tensor<32x64xf32>, tensor<64x32xf32>) outs(%t83 : tensor<32x32xf32>) -> tensor<32x32xf32> loc("model.layers.0.self_attn.v_proj")
    %t85 = tensor.expand_shape %t84 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf32> into tensor<2x16x32xf32> loc("model.layers.0.self_attn.v_proj")
    %t86 = tensor.expand_shape %t85 [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] : tensor<2x16x32xf32> into tensor<2x16x2x16xf32> loc("model.layers.0.self_attn")
    %t87 = tensor.empty() : tensor<2x2x16x16xf32> loc("model.layers.0.self_attn")
    %t88 = linalg.transpose ins(%t86 : tensor<2x16x2x16xf32>) outs(%t87 : tensor<2x2x16x16xf32>) permutation = [0, 2, 1, 3] loc("model.layers.0.self_attn")
    %cst89 = arith.constant dense<"0x0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F41510A3F6B4E733F98B87E3F3CDF7F3FB9FC7F3FACFF7F3FF8FF7F3FFFFF7F3F41510A3F6B4E733F98B87E3F3CDF7F3FB9FC7F3FACFF7F3FF8FF7F3FFFFF7F3F3311D5BEEC7B4E3FA5E57A3FF97C7F3FE5F27F3FB1FE7F3FDFFF7F3FFDFF7F3F3311D5BEEC7B4E3FA5E57A3FF97C7F3FE5F27F3FB1FE7F3FDFFF7F3FFDFF7F3F26707DBF582F153FEF90743F4FD97E3F83E27F3F0DFD7F3FB5FF7F3FF9FF7F3F26707DBF582F153FEF90743F4FD97E3F83E27F3F0DFD7F3FB5FF7F3FF9FF7F3F305527BFB12E9A3EA7CA6B3F69F47D3F94CB7F3FC2FA7F3F7AFF7F3FF3FF7F3F305527BFB12E9A3EA7CA6B3F69F47D3F94CB7F3FC2FA7F3F7AFF7F3FF3FF7F3F2C3C913EE97229BC40A9603F81CE7C3F19AE7F3FCFF77F3F2EFF7F3FEBFF7F3F2C3C913EE97229BC40A9603F81CE7C3F19AE7F3FCFF77F3F2EFF7F3FEBFF7F3FB8CD753F6D3FA4BE3249533FE3677B3F128A7F3F34F47F3FD2FE7F3FE2FF7F3FB8CD753F6D3FA4BE3249533FE3677B3F128A7F3F34F47F3FD2FE7F3FE2FF7F3FBDFF403FBC7419BFB3CC433FEAC0793F815F7F3FF2EF7F3F65FE7F3FD7FF7F3FBDFF403FBC7419BFB3CC433FEAC0793F815F7F3FF2EF7F3F65FE7F3FD7FF7F3FF6FD14BEE59151BF5F5B323F02DA773F652E7F3F08EB7F3FE7FD7F3FCAFF7F3FF6FD14BEE59151BF5F5B323F02DA773F652E7F3F08EB7F3FE7FD7F3FCAFF7F3FD53F69BFA2E674BFD4211F3FA9B3753FC2F67E3F76E57F3F59FD7F3FBCFF7F3FD53F69BFA2E674BFD4211F3FA9B3753FC2F67E3F76E57F3F59FD7F3FBCFF7F3F64CD56BFFBF17FBF41510A3F6A4E733F98B87E3F3CDF7F3FB9FC7F3FACFF7F3F64CD56BFFBF17FBF41510A3F6A4E733F98B87E3F3CDF7F3FB9FC7F3FACFF7F3F7205913B8D9B71BFC03DE83EE4AA703FE8737E3F5BD87F3F09FC7F3F9BFF7F3F7205913B8D9B71BFC03DE83EE4AA703FE8737E3F5BD87F3F09FC7F3F9BFF7F3FD006583F564F4BBFF386B93EC3C96D3FB5287E3FD2D07F3F48FB7F3F87FF7F3FD006583F564F4BBFF386B93EC3C96D3FB5287E3FD2D07F3F48FB7F3F87FF7F3F6F4E683F9DD910BF99F5883EC3AB6A3F00D77D3FA1C87F3F76FA7F3F72FF7F3F6F4E683F9DD910BF99F5883EC3AB6A3F00D77D3FA1C87F3F76FA7F3F72FF7F3FD7040C3E0A0D90BEDF0B2E3EB151673FCC7E7D3FC9BF7F3F94F97F3F5CFF7F3FD7040C3E0A0D90BEDF0B2E3EB151673FCC7E7D3FC9BF7F3F94F97F3F5CFF7F3FE87A42BF9622FE3CAADE903D68BC633F1A207D3F49B67F3FA1F87F3F43FF7F3FE87A42BF9622FE3CAADE903D68BC633F1A207D3F49B67F3FA1F87F3F43FF7F3F"> : tensor<1x1x16x16xf32> loc("model.layers.0.self_attn")
    %t90 = tensor.empty() : tensor<2x4x16x16xf32> loc("model.layers.0.self_attn")
    %t95 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t66, %cst89 : tensor<2x4x16x16xf32>, tensor<1x1x16x16xf32>) outs(%t90 : tensor<2x4x16x16xf32>) {
    ^bb0(%in91: f32, %in92: f32, %out93: f32):
      %s94 = arith.mulf %in91, %in92 : f32
      linalg.yield %s94 : f32
    } -> tensor<2x4x16x16xf32> loc("model.layers.0.self_attn")
    %t96 = tensor.extract_slice %t66[0, 0, 0, 0] [2, 4, 16, 8] [1, 1, 1, 1] : tensor<2x4x16x16xf32> to tensor<2x4x16x8xf32> loc("model.layers.0.self_attn")
    %t97 = tensor.extract_slice %t66[0, 0, 0, 8] [2, 4, 16, 8] [1, 1, 1, 1] : tensor<2x4x16x16xf32> to tensor<2x4x16x8xf32> loc("model.layers.0.self_attn")
    %t98 = tensor.empty() : tensor<2x4x16x8xf32> loc("model.layers.0.self_attn")
    %t102 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t97 : tensor<2x4x16x8xf32>) outs(%t98 : tensor<2x4x16x8xf32>) {
    ^bb0(%in99: f32, %out100: f32):
      %s101 = arith.negf %in99 : f32
      linalg.yield %s101 : f32
    } -> tensor<2x4x16x8xf32> loc("model.layers.0.self_attn")
    %t103 = tensor.empty() : tensor<2x4x16x16xf32> loc("model.layers.0.self_attn")
    %t104 = tensor.insert_slice %t102 into %t103[0, 0, 0, 0] [2, 4, 16, 8] [1, 1, 1, 1] : tensor<2x4x16x8xf32> into tensor<2x4x16x16xf32> loc("model.layers.0.self_attn")
    %t105 = tensor.insert_slice %t96 into %t104[0, 0, 0, 8] [2, 4, 16, 8] [1, 1, 1, 1] : tensor<2x4x16x8xf32> into tensor<2x4x16x16xf32> loc("model.layers.0.self_attn")
    %cst106 = arith.constant dense<"0x00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000A46A573F3E399F3E7775CC3D5C81013D57D6233C213E4F3B6E12833A60CBA539A46A573F3E399F3E7775CC3D5C81013D57D6233C213E4F3B6E12833A60CBA539B7C7683F1B54173FF96F4B3EC970813D3ED4A33CDD3DCF3B6912033B5FCB253AB7C7683F1B54173FF96F4B3EC970813D3ED4A33CDD3DCF3B6912033B5FCB253AC381103EC209503F6D4E973EC1FFC13D1FB9F53C116E1B3C939B443B0EB1783AC381103EC209503F6D4E973EC1FFC13D1FB9F53C116E1B3C939B443B0EB1783ACFBD41BFDE1D743FD861C73E892E013EDBCB233DCE3C4F3C5812833B5DCBA53ACFBD41BFDE1D743FD861C73E892E013EDBCB233DCE3C4F3C5812833B5DCBA53A107C75BF7FFC7F3F4477F53E1F3C213EF4B64C3D8185813CDED6A33B323ECF3A107C75BF7FFC7F3F4477F53E1F3C213EF4B64C3D8185813CDED6A33B323ECF3A8C0F8FBE4E78723F698C103F6F20413ED19C753D476C9B3C599BC43B06B1F83A8C0F8FBE4E78723F698C103F6F20413ED19C753D476C9B3C599BC43B06B1F83A4630283F6EE84C3F73EB243F51D3603E323E8F3DA652B53CC75FE53BEC11113B4630283F6EE84C3F73EB243F51D3603E323E8F3DA652B53CC75FE53BEC11113B95467D3F7E06133FA6A4373F5226803E50AAA33D8F38CF3C1312033C54CB253B95467D3F7E06133FA6A4373F5226803E50AAA33D8F38CF3C1312033C54CB253B3201D33EEE1F953E1D88483F2EC28F3E3E12B83DF01DE93C3B74133CBB843A3B3201D33EEE1F953E1D88483F2EC28F3E3E12B83DF01DE93C3B74133CBB843A3BF8440BBF9770A9BCA46A573F3F399F3E7675CC3D5C81013D58D6233C213E4F3BF8440BBF9770A9BCA46A573F3F399F3E7675CC3D5C81013D58D6233C213E4F3B5CFF7FBF1F41A9BE2B26643F8C87AE3E72D3E03D6B730E3D6B38343C86F7633B5CFF7FBF1F41A9BE2B26643F8C87AE3E72D3E03D6B730E3D6B38343C86F7633BD85C09BF24911BBF1D9A6E3F2DA9BD3EAC2BF53D1D651B3D719A443CE9B0783BD85C09BF24911BBF1D9A6E3F2DA9BD3EAC2BF53D1D651B3D719A443CE9B0783B2220D73E4C1453BFC0AB763F419ACC3ED0BE043E6A56283D6BFC543C25B5863B2220D73E4C1453BFC0AB763F419ACC3ED0BE043E6A56283D6BFC543C25B5863B72987D3FB3A875BF6F467C3FF556DB3E64E40E3E4747353D575E653CD511913B72987D3FB3A875BF6F467C3FF556DB3E64E40E3E4747353D575E653CD511913B4479263F75E07FBFD55B7F3F85DBE93E4F06193EAE37423D34C0753C846E9B3B4479263F75E07FBFD55B7F3F85DBE93E4F06193EAE37423D34C0753C846E9B3B"> : tensor<1x1x16x16xf32> loc("model.layers.0.self_attn")
    %t107 = tensor.empty() : tensor<2x4x16x16xf32> loc("model.layers.0.self_attn")
    %t112 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t105, %cst106 : tensor<2x4x16x16xf32>, tensor<1x1x16x16xf32>) outs(%t107 : tensor<2x4x16x16xf32>) {
    ^bb0(%in108: f32, %in109: f32, %out110: f32):
      %s111 = arith.mulf %in108, %in109 : f32
      linalg.yield %s111 : f32
    } -> tensor<2x4x16x16xf32> loc("model.layers.0.self_attn")
    %t113 = tensor.empty() : tensor<2x4x16x16xf32> loc("model.layers.0.self_attn")
    %t118 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t95, %t112 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%t113 : tensor<2x4x16x16xf32>) {
    ^bb0(%in114: f32, %in115: f32, %out116: f32):
      %s117 = arith.addf %in114, %in115 : f32
      linalg.yield %s117 : f32
    } -> tensor<2x4x16x16xf32> loc("model.layers.0.self_attn")
    %t119 = tensor.empty() : tensor<2x2x16x16xf32> loc("model.layers.0.self_attn")
    %t124 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t77, %cst89 : tensor<2x2x16x16xf32>, tensor<1x1x16x16xf32>) outs(%t119 : tensor<2x2x16x16xf32>) {
    ^bb0(%in120: f32, %in121: f32, %out122: f32):
      %s123 = arith.mulf %in120, %in121 : f32
      linalg.yield %s123 : f32
    } -> tensor<2x2x16x16xf32> loc("model.layers.0.self_attn")
    %t125 = tensor.extract_slice %t77[0, 0, 0, 0] [2, 2, 16, 8] [1, 1, 1, 1] : tensor<2x2x16x16xf32> to tensor<2x2x16x8xf32> loc("model.layers.0.self_attn")
    %t126 = tensor.extract_slice %t77[0, 0, 0, 8] [2, 2, 16, 8] [1, 1, 1, 1] : tensor<2x2x16x16xf32> to tensor<2x2x16x8xf32> loc("model.layers.0.self_attn")
    %t127 = tensor.empty() : tensor<2x2x16x8xf32> loc("model.layers.0.self_attn")
    %t131 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t126 : tensor<2x2x16x8xf32>) outs(%t127 : tensor<2x2x16x8xf32>) {
    ^bb0(%in128: f32, %out129: f32):
      %s130 = arith.negf %in128 : f32
      linalg.yield %s130 : f32
    } -> tensor<2x2x16x8xf32> loc("model.layers.0.self_attn")
    %t132 = tensor.empty() : tensor<2x2x16x16xf32> loc("model.layers.0.self_attn")
    %t133 = tensor.insert_slice %t131 into %t132[0, 0, 0, 0] [2, 2, 16, 8] [1, 1, 1, 1] : tensor<2x2x16x8xf32> into tensor<2x2x16x16xf32> loc("model.layers.0.self_attn")
    %t134 = tensor.insert_slice %t125 into %t133[0, 0, 0, 8] [2, 2, 16, 8] [1, 1, 1, 1] : tensor<2x2x16x8xf32> into tensor<2x2x16x16xf32> loc("model.layers.0.self_attn")
    %t135 = tensor.empty() : tensor<2x2x16x16xf32> loc("model.layers.0.self_attn")
    %t140 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t134, %cst106 : tensor<2x2x16x16xf32>, tensor<1x1x16x16xf32>) outs(%t135 : tensor<2x2x16x16xf32>) {
    ^bb0(%in136: f32, %in137: f32, %out138: f32):
      %s139 = arith.mulf %in136, %in137 : f32
      linalg.yield %s139 : f32
    } -> tensor<2x2x16x16xf32> loc("model.layers.0.self_attn")
    %t141 = tensor.empty() : tensor<2x2x16x16xf32> loc("model.layers.0.self_attn")
    %t146 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t124, %t140 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%t141 : tensor<2x2x16x16xf32>) {
    ^bb0(%in142: f32, %in143: f32, %out144: f32):
      %s145 = arith.addf %in142, %in143 : f32
      linalg.yield %s145 : f32
    } -> tensor<2x2x16x16xf32> loc("model.layers.0.self_attn")
    %t147 = tensor.expand_shape %t146 [[0], [1], [2, 3], [4]] output_shape [2, 2, 1, 16, 16] : tensor<2x2x16x16xf32> into tensor<2x2x1x16x16xf32> loc("model.layers.0.self_attn")
    %t148 = tensor.empty() : tensor<2x2x2x16x16xf32> loc("model.layers.0.self_attn")
    %t151 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, 0, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%t147 : tensor<2x2x1x16x16xf32>) outs(%t148 : tensor<2x2x2x16x16xf32>) {
    ^bb0(%in149: f32, %out150: f32):
      linalg.yield %in149 : f32
    } -> tensor<2x2x2x16x16xf32> loc("model.layers.0.self_attn")
    %t152 = tensor.collapse_shape %t151 [[0], [1, 2], [3], [4]] : tensor<2x2x2x16x16xf32> into tensor<2x4x16x16xf32> loc("model.layers.0.self_attn")
    %t153 = tensor.expand_shape %t88 [[0], [1], [2, 3], [4]] output_shape [2, 2, 1, 16, 16] : tensor<2x2x16x16xf32> into tensor<2x2x1x16x16xf32> loc("model.layers.0.self_attn")
    %t154 = tensor.empty() : tensor<2x2x2x16x16xf32> loc("model.layers.0.self_attn")
    %t157 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, 0, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%t153 : tensor<2x2x1x16x16xf32>) outs(%t154 : tensor<2x2x2x16x16xf32>) {
    ^bb0(%in155: f32, %out156: f32):
      linalg.yield %in155 : f32
    } -> tensor<2x2x2x16x16xf32> loc("model.layers.0.self_attn")
    %t158 = tensor.collapse_shape %t157 [[0], [1, 2], [3], [4]] : tensor<2x2x2x16x16xf32> into tensor<2x4x16x16xf32> loc("model.layers.0.self_attn")
    %t159 = tensor.empty() : tensor<2x4x16x16xf32> loc("model.layers.0.self_attn")
    %t160 = linalg.transpose ins(%t152 : tensor<2x4x16x16xf32>) outs(%t159 : tensor<2x4x16x16xf32>) permutation = [0, 1, 3, 2] loc("model.layers.0.self_attn")
    %t161 = tensor.collapse_shape %t118 [[0, 1], [2], [3]] : tensor<2x4x16x16xf32> into tensor<8x16x16xf32> loc("model.layers.0.self_attn")
    %t162 = tensor.collapse_shape %t160 [[0, 1], [2], [3]] : tensor<2x4x16x16xf32> into tensor<8x16x16xf32> loc("model.layers.0.self_attn")
    %t163 = tensor.empty() : tensor<8x16x16xf32> loc("model.layers.0.self_attn")
    %c164 = arith.constant 0.000000000e+00 : f32 loc("model.layers.0.self_attn")
    %t165 = linalg.fill ins(%c164 : f32) outs(%t163 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32> loc("model.layers.0.self_attn")
    %t166 = linalg.batch_matmul ins(%t161, %t162 : tensor<8x16x16xf32>, tensor<8x16x16xf32>) outs(%t165 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32> loc("model.layers.0.self_attn")
    %t167 = tensor.expand_shape %t166 [[0, 1], [2], [3]] output_shape [2, 4, 16, 16] : tensor<8x16x16xf32> into tensor<2x4x16x16xf32> loc("model.layers.0.self_attn")
    %t168 = tensor.empty() : tensor<2x4x16x16xf32> loc("model.layers.0.self_attn")
    %t173 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t167 : tensor<2x4x16x16xf32>) outs(%t168 : tensor<2x4x16x16xf32>) {
    ^bb0(%in169: f32, %out170: f32):
      %s171 = arith.constant 2.500000000e-01 : f32
      %s172 = arith.mulf %in169, %s171 : f32
      linalg.yield %s172 : f32
    } -> tensor<2x4x16x16xf32> loc("model.layers.0.self_attn")
    %cst174 = arith.constant dense<[[[[false, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]], [[[false, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]]]> : tensor<2x1x16x16xi1> loc("model.layers.0.self_attn")
    %cst175 = arith.constant dense<0xFF800000> : tensor<f32> loc("model.layers.0.self_attn")
    %t176 = tensor.empty() : tensor<2x4x16x16xf32> loc("model.layers.0.self_attn")
    %t182 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst174, %cst175, %t173 : tensor<2x1x16x16xi1>, tensor<f32>, tensor<2x4x16x16xf32>) outs(%t176 : tensor<2x4x16x16xf32>) {
    ^bb0(%in177: i1, %in178: f32, %in179: f32, %out180: f32):
      %s181 = arith.select %in177, %in178, %in179 : f32
      linalg.yield %s181 : f32
    } -> tensor<2x4x16x16xf32> loc("model.layers.0.self_attn")
    %t183 = tensor.empty() : tensor<2x4x16xf32> loc("model.layers.0.self_attn")
    %c184 = arith.constant 0xFF800000 : f32 loc("model.layers.0.self_attn")
    %t185 = linalg.fill ins(%c184 : f32) outs(%t183 : tensor<2x4x16xf32>) -> tensor<2x4x16xf32> loc("model.layers.0.self_attn")
    %t189 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%t182 : tensor<2x4x16x16xf32>) outs(%t185 : tensor<2x4x16xf32>) {
    ^bb0(%in186: f32, %out187: f32):
      %s188 = arith.maximumf %out187, %in186 : f32
      linalg.yield %s188 : f32
    } -> tensor<2x4x16xf32> loc("model.layers.0.self_attn")
    %t190 = tensor.expand_shape %t189 [[0], [1], [2, 3]] output_shape [2, 4, 16, 1] : tensor<2x4x16xf32> into tensor<2x4x16x1xf32> loc("model.layers.0.self_attn")
    %t191 = tensor.empty() : tensor<2x4x16x16xf32> loc("model.layers.0.self_attn")
    %t197 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t182, %t190 : tensor<2x4x16x16xf32>, tensor<2x4x16x1xf32>) outs(%t191 : tensor<2x4x16x16xf32>) {
    ^bb0(%in192: f32, %in193: f32, %out194: f32):
      %s195 = arith.subf %in192, %in193 : f32
      %s196 = math.exp %s195 : f32
      linalg.yield %s196 : f32
    } -> tensor<2x4x16x16xf32> loc("model.layers.0.self_attn")
    %t198 = tensor.empty() : tensor<2x4x16xf32> loc("model.layers.0.self_attn")
    %c199 = arith.constant 0.000000000e+00 : f32 loc("model.layers.0.self_attn")
    %t200 = linalg.fill ins(%c199 : f32) outs(%t198 : tensor<2x4x16xf32>) -> tensor<2x4x16xf32> loc("model.layers.0.self_attn")
    %t204 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%t197 : tensor<2x4x16x16xf32>) outs(%t200 : tensor<2x4x16xf32>) {
    ^bb0(%in201: f32, %out202: f32):
      %s203 = arith.addf %out202, %in201 : f32
      linalg.yield %s203 : f32
    } -> tensor<2x4x16xf32> loc("model.layers.0.self_attn")
    %t205 = tensor.expand_shape %t204 [[0], [1], [2, 3]] output_shape [2, 4, 16, 1] : tensor<2x4x16xf32> into tensor<2x4x16x1xf32> loc("model.layers.0.self_attn")
    %t206 = tensor.empty() : tensor<2x4x16x16xf32> loc("model.layers.0.self_attn")
    %t211 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t197, %t205 : tensor<2x4x16x16xf32>, tensor<2x4x16x1xf32>) outs(%t206 : tensor<2x4x16x16xf32>) {
    ^bb0(%in207: f32, %in208: f32, %out209: f32):
      %s210 = arith.divf %in207, %in208 : f32
      linalg.yield %s210 : f32
    } -> tensor<2x4x16x16xf32> loc("model.layers.0.self_attn")
    %t212 = tensor.collapse_shape %t211 [[0, 1], [2], [3]] : tensor<2x4x16x16xf32> into tensor<8x16x16xf32> loc("model.layers.0.self_attn")
    %t213 = tensor.collapse_shape %t158 [[0, 1], [2], [3]] : tensor<2x4x16x16xf32> into tensor<8x16x16xf32> loc("model.layers.0.self_attn")
    %t214 = tensor.empty() : tensor<8x16x16xf32> loc("model.layers.0.self_attn")
    %c215 = arith.constant 0.000000000e+00 : f32 loc("model.layers.0.self_attn")
    %t216 = linalg.fill ins(%c215 : f32) outs(%t214 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32> loc("model.layers.0.self_attn")
    %t217 = linalg.batch_matmul ins(%t212, %t213 : tensor<8x16x16xf32>, tensor<8x16x16xf32>) outs(%t216 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32> loc("model.layers.0.self_attn")
    %t218 = tensor.expand_shape %t217 [[0, 1], [2], [3]] output_shape [2, 4, 16, 16] : tensor<8x16x16xf32> into tensor<2x4x16x16xf32> loc("model.layers.0.self_attn")
    %t219 = tensor.empty() : tensor<2x16x4x16xf32> loc("model.layers.0.self_attn")
    %t220 = linalg.transpose ins(%t218 : tensor<2x4x16x16xf32>) outs(%t219 : tensor<2x16x4x16xf32>) permutation = [0, 2, 1, 3] loc("model.layers.0.self_attn")
    %t221 = tensor.collapse_shape %t220 [[0], [1], [2, 3]] : tensor<2x16x4x16xf32> into tensor<2x16x64xf32> loc("model.layers.0.self_attn")
    %t222 = tensor.empty() : tensor<64x64xf32> loc("model.layers.0.self_attn.o_proj")
    %t223 = linalg.transpose ins(%primals_5 : tensor<64x64xf32>) outs(%t222 : tensor<64x64xf32>) permutation = [1, 0] loc("model.layers.0.self_attn.o_proj")
    %t224 = tensor.collapse_shape %t221 [[0, 1], [2]] : tensor<2x16x64xf32> into tensor<32x64xf32> loc("model.layers.0.self_attn.o_proj")
    %t225 = tensor.empty() : tensor<32x64xf32> loc("model.layers.0.self_attn.o_proj")
    %c226 = arith.constant 0.000000000e+00 : f32 loc("model.layers.0.self_attn.o_proj")
    %t227 = linalg.fill ins(%c226 : f32) outs(%t225 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("model.layers.0.self_attn.o_proj")
    %t228 = linalg.matmul ins(%t224, %t223 : tensor<32x64xf32>, tensor<64x64xf32>) outs(%t227 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("model.layers.0.self_attn.o_proj")
    %t229 = tensor.expand_shape %t228 [[0, 1], [2]] output_shape [2, 16, 64] : tensor<32x64xf32> into tensor<2x16x64xf32> loc("model.layers.0.self_attn.o_proj")
    %t230 = tensor.empty() : tensor<2x16x64xf32> loc("model.layers.0")
    %t235 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t13, %t229 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t230 : tensor<2x16x64xf32>) {
    ^bb0(%in231: f32, %in232: f32, %out233: f32):
      %s234 = arith.addf %in231, %in232 : f32
      linalg.yield %s234 : f32
    } -> tensor<2x16x64xf32> loc("model.layers.0")
    %t236 = tensor.empty() : tensor<2x16x64xf32> loc("model.layers.0.post_attention_layernorm")
    %t240 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t235 : tensor<2x16x64xf32>) outs(%t236 : tensor<2x16x64xf32>) {
    ^bb0(%in237: f32, %out238: f32):
      %s239 = arith.mulf %in237, %in237 : f32
      linalg.yield %s239 : f32
    } -> tensor<2x16x64xf32> loc("model.layers.0.post_attention_layernorm")
    %t241 = tensor.empty() : tensor<2x16xf32> loc("model.layers.0.post_attention_layernorm")
    %c242 = arith.constant 0.000000000e+00 : f32 loc("model.layers.0.post_attention_layernorm")
    %t243 = linalg.fill ins(%c242 : f32) outs(%t241 : tensor<2x16xf32>) -> tensor<2x16xf32> loc("model.layers.0.post_attention_layernorm")
    %t247 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t240 : tensor<2x16x64xf32>) outs(%t243 : tensor<2x16xf32>) {
    ^bb0(%in244: f32, %out245: f32):
      %s246 = arith.addf %out245, %in244 : f32
      linalg.yield %s246 : f32
    } -> tensor<2x16xf32> loc("model.layers.0.post_attention_layernorm")
    %t248 = tensor.empty() : tensor<2x16xf32> loc("model.layers.0.post_attention_layernorm")
    %t253 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t247 : tensor<2x16xf32>) outs(%t248 : tensor<2x16xf32>) {
    ^bb0(%in249: f32, %out250: f32):
      %s251 = arith.constant 1.562500000e-02 : f32
      %s252 = arith.mulf %in249, %s251 : f32
      linalg.yield %s252 : f32
    } -> tensor<2x16xf32> loc("model.layers.0.post_attention_layernorm")
    %t254 = tensor.expand_shape %t253 [[0], [1, 2]] output_shape [2, 16, 1] : tensor<2x16xf32> into tensor<2x16x1xf32> loc("model.layers.0.post_attention_layernorm")
    %t255 = tensor.empty() : tensor<2x16x1xf32> loc("model.layers.0.post_attention_layernorm")
    %t260 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t254 : tensor<2x16x1xf32>) outs(%t255 : tensor<2x16x1xf32>) {
    ^bb0(%in256: f32, %out257: f32):
      %s258 = arith.constant 9.999999975e-07 : f32
      %s259 = arith.addf %in256, %s258 : f32
      linalg.yield %s259 : f32
    } -> tensor<2x16x1xf32> loc("model.layers.0.post_attention_layernorm")
    %t261 = tensor.empty() : tensor<2x16x1xf32> loc("model.layers.0.post_attention_layernorm")
    %t265 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t260 : tensor<2x16x1xf32>) outs(%t261 : tensor<2x16x1xf32>) {
    ^bb0(%in262: f32, %out263: f32):
      %s264 = math.rsqrt %in262 : f32
      linalg.yield %s264 : f32
    } -> tensor<2x16x1xf32> loc("model.layers.0.post_attention_layernorm")
    %t266 = tensor.empty() : tensor<2x16x64xf32> loc("model.layers.0.post_attention_layernorm")
    %t271 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t235, %t265 : tensor<2x16x64xf32>, tensor<2x16x1xf32>) outs(%t266 : tensor<2x16x64xf32>) {
    ^bb0(%in267: f32, %in268: f32, %out269: f32):
      %s270 = arith.mulf %in267, %in268 : f32
      linalg.yield %s270 : f32
    } -> tensor<2x16x64xf32> loc("model.layers.0.post_attention_layernorm")
    %t272 = tensor.empty() : tensor<2x16x64xf32> loc("model.layers.0.post_attention_layernorm")
    %t277 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%primals_10, %t271 : tensor<64xf32>, tensor<2x16x64xf32>) outs(%t272 : tensor<2x16x64xf32>) {
    ^bb0(%in273: f32, %in274: f32, %out275: f32):
      %s276 = arith.mulf %in273, %in274 : f32
      linalg.yield %s276 : f32
    } -> tensor<2x16x64xf32> loc("model.layers.0.post_attention_layernorm")
    %t278 = tensor.empty() : tensor<64x128xf32> loc("model.layers.0.mlp.gate_proj")
    %t279 = linalg.transpose ins(%primals_6 : tensor<128x64xf32>) outs(%t278 : tensor<64x128xf32>) permutation = [1, 0] loc("model.layers.0.mlp.gate_proj")
    %t280 = tensor.collapse_shape %t277 [[0, 1], [2]] : tensor<2x16x64xf32> into tensor<32x64xf32> loc("model.layers.0.mlp.gate_proj")
    %t281 = tensor.empty() : tensor<32x128xf32> loc("model.layers.0.mlp.gate_proj")
    %c282 = arith.constant 0.000000000e+00 : f32 loc("model.layers.0.mlp.gate_proj")
    %t283 = linalg.fill ins(%c282 : f32) outs(%t281 : tensor<32x128xf32>) -> tensor<32x128xf32> loc("model.layers.0.mlp.gate_proj")
    %t284 = linalg.matmul ins(%t280, %t279 : tensor<32x64xf32>, tensor<64x128xf32>) outs(%t283 : tensor<32x128xf32>) -> tensor<32x128xf32> loc("model.layers.0.mlp.gate_proj")
    %t285 = tensor.expand_shape %t284 [[0, 1], [2]] output_shape [2, 16, 128] : tensor<32x128xf32> into tensor<2x16x128xf32> loc("model.layers.0.mlp.gate_proj")
    %t286 = tensor.empty() : tensor<2x16x128xf32> loc("model.layers.0.mlp.act_fn")
    %t294 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t285 : tensor<2x16x128xf32>) outs(%t286 : tensor<2x16x128xf32>) {
    ^bb0(%in287: f32, %out288: f32):
      %s289 = arith.constant 1.000000000e+00 : f32
      %s290 = arith.negf %in287 : f32
      %s291 = math.exp %s290 : f32
      %s292 = arith.addf %s289, %s291 : f32
      %s293 = arith.divf %s289, %s292 : f32
      linalg.yield %s293 : f32
    } -> tensor<2x16x128xf32> loc("model.layers.0.mlp.act_fn")
    %t295 = tensor.empty() : tensor<2x16x128xf32> loc("model.layers.0.mlp.act_fn")
    %t300 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t285, %t294 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%t295 : tensor<2x16x128xf32>) {
    ^bb0(%in296: f32, %in297: f32, %out298: f32):
      %s299 = arith.mulf %in296, %in297 : f32
      linalg.yield %s299 : f32
    } -> tensor<2x16x128xf32> loc("model.layers.0.mlp.act_fn")
    %t301 = tensor.empty() : tensor<64x128xf32> loc("model.layers.0.mlp.up_proj")
    %t302 = linalg.transpose ins(%primals_7 : tensor<128x64xf32>) outs(%t301 : tensor<64x128xf32>) permutation = [1, 0] loc("model.layers.0.mlp.up_proj")
    %t303 = tensor.collapse_shape %t277 [[0, 1], [2]] : tensor<2x16x64xf32> into tensor<32x64xf32> loc("model.layers.0.mlp.up_proj")
    %t304 = tensor.empty() : tensor<32x128xf32> loc("model.layers.0.mlp.up_proj")
    %c305 = arith.constant 0.000000000e+00 : f32 loc("model.layers.0.mlp.up_proj")
    %t306 = linalg.fill ins(%c305 : f32) outs(%t304 : tensor<32x128xf32>) -> tensor<32x128xf32> loc("model.layers.0.mlp.up_proj")
    %t307 = linalg.matmul ins(%t303, %t302 : tensor<32x64xf32>, tensor<64x128xf32>) outs(%t306 : tensor<32x128xf32>) -> tensor<32x128xf32> loc("model.layers.0.mlp.up_proj")
    %t308 = tensor.expand_shape %t307 [[0, 1], [2]] output_shape [2, 16, 128] : tensor<32x128xf32> into tensor<2x16x128xf32> loc("model.layers.0.mlp.up_proj")
    %t309 = tensor.empty() : tensor<2x16x128xf32> loc("model.layers.0.mlp")
    %t314 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t300, %t308 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%t309 : tensor<2x16x128xf32>) {
    ^bb0(%in310: f32, %in311: f32, %out312: f32):
      %s313 = arith.mulf %in310, %in311 : f32
      linalg.yield %s313 : f32
    } -> tensor<2x16x128xf32> loc("model.layers.0.mlp")
    %t315 = tensor.empty() : tensor<128x64xf32> loc("model.layers.0.mlp.down_proj")
    %t316 = linalg.transpose ins(%primals_8 : tensor<64x128xf32>) outs(%t315 : tensor<128x64xf32>) permutation = [1, 0] loc("model.layers.0.mlp.down_proj")
    %t317 = tensor.collapse_shape %t314 [[0, 1], [2]] : tensor<2x16x128xf32> into tensor<32x128xf32> loc("model.layers.0.mlp.down_proj")
    %t318 = tensor.empty() : tensor<32x64xf32> loc("model.layers.0.mlp.down_proj")
    %c319 = arith.constant 0.000000000e+00 : f32 loc("model.layers.0.mlp.down_proj")
    %t320 = linalg.fill ins(%c319 : f32) outs(%t318 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("model.layers.0.mlp.down_proj")
    %t321 = linalg.matmul ins(%t317, %t316 : tensor<32x128xf32>, tensor<128x64xf32>) outs(%t320 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("model.layers.0.mlp.down_proj")
    %t322 = tensor.expand_shape %t321 [[0, 1], [2]] output_shape [2, 16, 64] : tensor<32x64xf32> into tensor<2x16x64xf32> loc("model.layers.0.mlp.down_proj")
    %t323 = tensor.empty() : tensor<2x16x64xf32> loc("model.layers.0")
    %t328 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t235, %t322 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t323 : tensor<2x16x64xf32>) {
    ^bb0(%in324: f32, %in325: f32, %out326: f32):
      %s327 = arith.addf %in324, %in325 : f32
      linalg.yield %s327 : f32
    } -> tensor<2x16x64xf32> loc("model.layers.0")
    %t329 = tensor.empty() : tensor<2x16x64xf32> loc("model.layers.1.input_layernorm")
    %t333 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t328 : tensor<2x16x64xf32>) outs(%t329 : tensor<2x16x64xf32>) {
    ^bb0(%in330: f32, %out331: f32):
      %s332 = arith.mulf %in330, %in330 : f32
      linalg.yield %s332 : f32
    } -> tensor<2x16x64xf32> loc("model.layers.1.input_layernorm")
    %t334 = tensor.empty() : tensor<2x16xf32> loc("model.layers.1.input_layernorm")
    %c335 = arith.constant 0.000000000e+00 : f32 loc("model.layers.1.input_layernorm")
    %t336 = linalg.fill ins(%c335 : f32) outs(%t334 : tensor<2x16xf32>) -> tensor<2x16xf32> loc("model.layers.1.input_layernorm")
    %t340 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t333 : tensor<2x16x64xf32>) outs(%t336 : tensor<2x16xf32>) {
    ^bb0(%in337: f32, %out338: f32):
      %s339 = arith.addf %out338, %in337 : f32
      linalg.yield %s339 : f32
    } -> tensor<2x16xf32> loc("model.layers.1.input_layernorm")
    %t341 = tensor.empty() : tensor<2x16xf32> loc("model.layers.1.input_layernorm")
    %t346 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t340 : tensor<2x16xf32>) outs(%t341 : tensor<2x16xf32>) {
    ^bb0(%in342: f32, %out343: f32):
      %s344 = arith.constant 1.562500000e-02 : f32
      %s345 = arith.mulf %in342, %s344 : f32
      linalg.yield %s345 : f32
    } -> tensor<2x16xf32> loc("model.layers.1.input_layernorm")
    %t347 = tensor.expand_shape %t346 [[0], [1, 2]] output_shape [2, 16, 1] : tensor<2x16xf32> into tensor<2x16x1xf32> loc("model.layers.1.input_layernorm")
    %t348 = tensor.empty() : tensor<2x16x1xf32> loc("model.layers.1.input_layernorm")
    %t353 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t347 : tensor<2x16x1xf32>) outs(%t348 : tensor<2x16x1xf32>) {
    ^bb0(%in349: f32, %out350: f32):
      %s351 = arith.constant 9.999999975e-07 : f32
      %s352 = arith.addf %in349, %s351 : f32
      linalg.yield %s352 : f32
    } -> tensor<2x16x1xf32> loc("model.layers.1.input_layernorm")
    %t354 = tensor.empty() : tensor<2x16x1xf32> loc("model.layers.1.input_layernorm")
    %t358 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t353 : tensor<2x16x1xf32>) outs(%t354 : tensor<2x16x1xf32>) {
    ^bb0(%in355: f32, %out356: f32):
      %s357 = math.rsqrt %in355 : f32
      linalg.yield %s357 : f32
    } -> tensor<2x16x1xf32> loc("model.layers.1.input_layernorm")
    %t359 = tensor.empty() : tensor<2x16x64xf32> loc("model.layers.1.input_layernorm")
    %t364 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t328, %t358 : tensor<2x16x64xf32>, tensor<2x16x1xf32>) outs(%t359 : tensor<2x16x64xf32>) {
    ^bb0(%in360: f32, %in361: f32, %out362: f32):
      %s363 = arith.mulf %in360, %in361 : f32
      linalg.yield %s363 : f32
    } -> tensor<2x16x64xf32> loc("model.layers.1.input_layernorm")
    %t365 = tensor.empty() : tensor<2x16x64xf32> loc("model.layers.1.input_layernorm")
    %t370 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%primals_18, %t364 : tensor<64xf32>, tensor<2x16x64xf32>) outs(%t365 : tensor<2x16x64xf32>) {
    ^bb0(%in366: f32, %in367: f32, %out368: f32):
      %s369 = arith.mulf %in366, %in367 : f32
      linalg.yield %s369 : f32
    } -> tensor<2x16x64xf32> loc("model.layers.1.input_layernorm")
    %t371 = tensor.empty() : tensor<64x64xf32> loc("model.layers.1.self_attn.q_proj")
    %t372 = linalg.transpose ins(%primals_11 : tensor<64x64xf32>) outs(%t371 : tensor<64x64xf32>) permutation = [1, 0] loc("model.layers.1.self_attn.q_proj")
    %t373 = tensor.collapse_shape %t370 [[0, 1], [2]] : tensor<2x16x64xf32> into tensor<32x64xf32> loc("model.layers.1.self_attn.q_proj")
    %t374 = tensor.empty() : tensor<32x64xf32> loc("model.layers.1.self_attn.q_proj")
    %c375 = arith.constant 0.000000000e+00 : f32 loc("model.layers.1.self_attn.q_proj")
    %t376 = linalg.fill ins(%c375 : f32) outs(%t374 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("model.layers.1.self_attn.q_proj")
    %t377 = linalg.matmul ins(%t373, %t372 : tensor<32x64xf32>, tensor<64x64xf32>) outs(%t376 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("model.layers.1.self_attn.q_proj")
    %t378 = tensor.expand_shape %t377 [[0, 1], [2]] output_shape [2, 16, 64] : tensor<32x64xf32> into tensor<2x16x64xf32> loc("model.layers.1.self_attn.q_proj")
    %t379 = tensor.expand_shape %t378 [[0], [1], [2, 3]] output_shape [2, 16, 4, 16] : tensor<2x16x64xf32> into tensor<2x16x4x16xf32> loc("model.layers.1.self_attn")
    %t380 = tensor.empty() : tensor<2x4x16x16xf32> loc("model.layers.1.self_attn")
    %t381 = linalg.transpose ins(%t379 : tensor<2x16x4x16xf32>) outs(%t380 : tensor<2x4x16x16xf32>) permutation = [0, 2, 1, 3] loc("model.layers.1.self_attn")
    %t382 = tensor.empty() : tensor<64x32xf32> loc("model.layers.1.self_attn.k_proj")
    %t383 = linalg.transpose ins(%primals_12 : tensor<32x64xf32>) outs(%t382 : tensor<64x32xf32>) permutation = [1, 0] loc("model.layers.1.self_attn.k_proj")
    %t384 = tensor.collapse_shape %t370 [[0, 1], [2]] : tensor<2x16x64xf32> into tensor<32x64xf32> loc("model.layers.1.self_attn.k_proj")
    %t385 = tensor.empty() : tensor<32x32xf32> loc("model.layers.1.self_attn.k_proj")
    %c386 = arith.constant 0.000000000e+00 : f32 loc("model.layers.1.self_attn.k_proj")
    %t387 = linalg.fill ins(%c386 : f32) outs(%t385 : tensor<32x32xf32>) -> tensor<32x32xf32> loc("model.layers.1.self_attn.k_proj")
    %t388 = linalg.matmul ins(%t384, %t383 : tensor<32x64xf32>, tensor<64x32xf32>) outs(%t387 : tensor<32x32xf32>) -> tensor<32x32xf32> loc("model.layers.1.self_attn.k_proj")
    %t389 = tensor.expand_shape %t388 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf32> into tensor<2x16x32xf32> loc("model.layers.1.self_attn.k_proj")
    %t390 = tensor.expand_shape %t389 [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] : tensor<2x16x32xf32> into tensor<2x16x2x16xf32> loc("model.layers.1.self_attn")
    %t391 = tensor.empty() : tensor<2x2x16x16xf32> loc("model.layers.1.self_attn")
    %t392 = linalg.transpose ins(%t390 : tensor<2x16x2x16xf32>) outs(%t391 : tensor<2x2x16x16xf32>) permutation = [0, 2, 1, 3] loc("model.layers.1.self_attn")
    %t393 = tensor.empty() : tensor<64x32xf32> loc("model.layers.1.self_attn.v_proj")
    %t394 = linalg.transpose ins(%primals_13 : tensor<32x64xf32>) outs(%t393 : tensor<64x32xf32>) permutation = [1, 0] loc("model.layers.1.self_attn.v_proj")
    %t395 = tensor.collapse_shape %t370 [[0, 1], [2]] : tensor<2x16x64xf32> into tensor<32x64xf32> loc("model.layers.1.self_attn.v_proj")
    %t396 = tensor.empty() : tensor<32x32xf32> loc("model.layers.1.self_attn.v_proj")
    %c397 = arith.constant 0.000000000e+00 : f32 loc("model.layers.1.self_attn.v_proj")
    %t398 = linalg.fill ins(%c397 : f32) outs(%t396 : tensor<32x32xf32>) -> tensor<32x32xf32> loc("model.layers.1.self_attn.v_proj")
    %t399 = linalg.matmul ins(%t395, %t394 : tensor<32x64xf32>, tensor<64x32xf32>) outs(%t398 : tensor<32x32xf32>) -> tensor<32x32xf32> loc("model.layers.1.self_attn.v_proj")
    %t400 = tensor.expand_shape %t399 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf32> into tensor<2x16x32xf32> loc("model.layers.1.self_attn.v_proj")
    %t401 = tensor.expand_shape %t400 [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] : tensor<2x16x32xf32> into tensor<2x16x2x16xf32> loc("model.layers.1.self_attn")
    %t402 = tensor.empty() : tensor<2x2x16x16xf32> loc("model.layers.1.self_attn")
    %t403 = linalg.transpose ins(%t401 : tensor<2x16x2x16xf32>) outs(%t402 : tensor<2x2x16x16xf32>) permutation = [0, 2, 1, 3] loc("model.layers.1.self_attn")
    %cst404 = arith.constant dense<"0x0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F41510A3F6B4E733F98B87E3F3CDF7F3FB9FC7F3FACFF7F3FF8FF7F3FFFFF7F3F41510A3F6B4E733F98B87E3F3CDF7F3FB9FC7F3FACFF7F3FF8FF7F3FFFFF7F3F3311D5BEEC7B4E3FA5E57A3FF97C7F3FE5F27F3FB1FE7F3FDFFF7F3FFDFF7F3F3311D5BEEC7B4E3FA5E57A3FF97C7F3FE5F27F3FB1FE7F3FDFFF7F3FFDFF7F3F26707DBF582F153FEF90743F4FD97E3F83E27F3F0DFD7F3FB5FF7F3FF9FF7F3F26707DBF582F153FEF90743F4FD97E3F83E27F3F0DFD7F3FB5FF7F3FF9FF7F3F305527BFB12E9A3EA7CA6B3F69F47D3F94CB7F3FC2FA7F3F7AFF7F3FF3FF7F3F305527BFB12E9A3EA7CA6B3F69F47D3F94CB7F3FC2FA7F3F7AFF7F3FF3FF7F3F2C3C913EE97229BC40A9603F81CE7C3F19AE7F3FCFF77F3F2EFF7F3FEBFF7F3F2C3C913EE97229BC40A9603F81CE7C3F19AE7F3FCFF77F3F2EFF7F3FEBFF7F3FB8CD753F6D3FA4BE3249533FE3677B3F128A7F3F34F47F3FD2FE7F3FE2FF7F3FB8CD753F6D3FA4BE3249533FE3677B3F128A7F3F34F47F3FD2FE7F3FE2FF7F3FBDFF403FBC7419BFB3CC433FEAC0793F815F7F3FF2EF7F3F65FE7F3FD7FF7F3FBDFF403FBC7419BFB3CC433FEAC0793F815F7F3FF2EF7F3F65FE7F3FD7FF7F3FF6FD14BEE59151BF5F5B323F02DA773F652E7F3F08EB7F3FE7FD7F3FCAFF7F3FF6FD14BEE59151BF5F5B323F02DA773F652E7F3F08EB7F3FE7FD7F3FCAFF7F3FD53F69BFA2E674BFD4211F3FA9B3753FC2F67E3F76E57F3F59FD7F3FBCFF7F3FD53F69BFA2E674BFD4211F3FA9B3753FC2F67E3F76E57F3F59FD7F3FBCFF7F3F64CD56BFFBF17FBF41510A3F6A4E733F98B87E3F3CDF7F3FB9FC7F3FACFF7F3F64CD56BFFBF17FBF41510A3F6A4E733F98B87E3F3CDF7F3FB9FC7F3FACFF7F3F7205913B8D9B71BFC03DE83EE4AA703FE8737E3F5BD87F3F09FC7F3F9BFF7F3F7205913B8D9B71BFC03DE83EE4AA703FE8737E3F5BD87F3F09FC7F3F9BFF7F3FD006583F564F4BBFF386B93EC3C96D3FB5287E3FD2D07F3F48FB7F3F87FF7F3FD006583F564F4BBFF386B93EC3C96D3FB5287E3FD2D07F3F48FB7F3F87FF7F3F6F4E683F9DD910BF99F5883EC3AB6A3F00D77D3FA1C87F3F76FA7F3F72FF7F3F6F4E683F9DD910BF99F5883EC3AB6A3F00D77D3FA1C87F3F76FA7F3F72FF7F3FD7040C3E0A0D90BEDF0B2E3EB151673FCC7E7D3FC9BF7F3F94F97F3F5CFF7F3FD7040C3E0A0D90BEDF0B2E3EB151673FCC7E7D3FC9BF7F3F94F97F3F5CFF7F3FE87A42BF9622FE3CAADE903D68BC633F1A207D3F49B67F3FA1F87F3F43FF7F3FE87A42BF9622FE3CAADE903D68BC633F1A207D3F49B67F3FA1F87F3F43FF7F3F"> : tensor<1x1x16x16xf32> loc("model.layers.1.self_attn")
    %t405 = tensor.empty() : tensor<2x4x16x16xf32> loc("model.layers.1.self_attn")
    %t410 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t381, %cst404 : tensor<2x4x16x16xf32>, tensor<1x1x16x16xf32>) outs(%t405 : tensor<2x4x16x16xf32>) {
    ^bb0(%in406: f32, %in407: f32, %out408: f32):
      %s409 = arith.mulf %in406, %in407 : f32
      linalg.yield %s409 : f32
    } -> tensor<2x4x16x16xf32> loc("model.layers.1.self_attn")
    %t411 = tensor.extract_slice %t381[0, 0, 0, 0] [2, 4, 16, 8] [1, 1, 1, 1] : tensor<2x4x16x16xf32> to tensor<2x4x16x8xf32> loc("model.layers.1.self_attn")
    %t412 = tensor.extract_slice %t381[0, 0, 0, 8] [2, 4, 16, 8] [1, 1, 1, 1] : tensor<2x4x16x16xf32> to tensor<2x4x16x8xf32> loc("model.layers.1.self_attn")
    %t413 = tensor.empty() : tensor<2x4x16x8xf32> loc("model.layers.1.self_attn")
    %t417 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t412 : tensor<2x4x16x8xf32>) outs(%t413 : tensor<2x4x16x8xf32>) {
    ^bb0(%in414: f32, %out415: f32):
      %s416 = arith.negf %in414 : f32
      linalg.yield %s416 : f32
    } -> tensor<2x4x16x8xf32> loc("model.layers.1.self_attn")
    %t418 = tensor.empty() : tensor<2x4x16x16xf32> loc("model.layers.1.self_attn")
    %t419 = tensor.insert_slice %t417 into %t418[0, 0, 0, 0] [2, 4, 16, 8] [1, 1, 1, 1] : tensor<2x4x16x8xf32> into tensor<2x4x16x16xf32> loc("model.layers.1.self_attn")
    %t420 = tensor.insert_slice %t411 into %t419[0, 0, 0, 8] [2, 4, 16, 8] [1, 1, 1, 1] : tensor<2x4x16x8xf32> into tensor<2x4x16x16xf32> loc("model.layers.1.self_attn")
    %cst421 = arith.constant dense<"0x00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000A46A573F3E399F3E7775CC3D5C81013D57D6233C213E4F3B6E12833A60CBA539A46A573F3E399F3E7775CC3D5C81013D57D6233C213E4F3B6E12833A60CBA539B7C7683F1B54173FF96F4B3EC970813D3ED4A33CDD3DCF3B6912033B5FCB253AB7C7683F1B54173FF96F4B3EC970813D3ED4A33CDD3DCF3B6912033B5FCB253AC381103EC209503F6D4E973EC1FFC13D1FB9F53C116E1B3C939B443B0EB1783AC381103EC209503F6D4E973EC1FFC13D1FB9F53C116E1B3C939B443B0EB1783ACFBD41BFDE1D743FD861C73E892E013EDBCB233DCE3C4F3C5812833B5DCBA53ACFBD41BFDE1D743FD861C73E892E013EDBCB233DCE3C4F3C5812833B5DCBA53A107C75BF7FFC7F3F4477F53E1F3C213EF4B64C3D8185813CDED6A33B323ECF3A107C75BF7FFC7F3F4477F53E1F3C213EF4B64C3D8185813CDED6A33B323ECF3A8C0F8FBE4E78723F698C103F6F20413ED19C753D476C9B3C599BC43B06B1F83A8C0F8FBE4E78723F698C103F6F20413ED19C753D476C9B3C599BC43B06B1F83A4630283F6EE84C3F73EB243F51D3603E323E8F3DA652B53CC75FE53BEC11113B4630283F6EE84C3F73EB243F51D3603E323E8F3DA652B53CC75FE53BEC11113B95467D3F7E06133FA6A4373F5226803E50AAA33D8F38CF3C1312033C54CB253B95467D3F7E06133FA6A4373F5226803E50AAA33D8F38CF3C1312033C54CB253B3201D33EEE1F953E1D88483F2EC28F3E3E12B83DF01DE93C3B74133CBB843A3B3201D33EEE1F953E1D88483F2EC28F3E3E12B83DF01DE93C3B74133CBB843A3BF8440BBF9770A9BCA46A573F3F399F3E7675CC3D5C81013D58D6233C213E4F3BF8440BBF9770A9BCA46A573F3F399F3E7675CC3D5C81013D58D6233C213E4F3B5CFF7FBF1F41A9BE2B26643F8C87AE3E72D3E03D6B730E3D6B38343C86F7633B5CFF7FBF1F41A9BE2B26643F8C87AE3E72D3E03D6B730E3D6B38343C86F7633BD85C09BF24911BBF1D9A6E3F2DA9BD3EAC2BF53D1D651B3D719A443CE9B0783BD85C09BF24911BBF1D9A6E3F2DA9BD3EAC2BF53D1D651B3D719A443CE9B0783B2220D73E4C1453BFC0AB763F419ACC3ED0BE043E6A56283D6BFC543C25B5863B2220D73E4C1453BFC0AB763F419ACC3ED0BE043E6A56283D6BFC543C25B5863B72987D3FB3A875BF6F467C3FF556DB3E64E40E3E4747353D575E653CD511913B72987D3FB3A875BF6F467C3FF556DB3E64E40E3E4747353D575E653CD511913B4479263F75E07FBFD55B7F3F85DBE93E4F06193EAE37423D34C0753C846E9B3B4479263F75E07FBFD55B7F3F85DBE93E4F06193EAE37423D34C0753C846E9B3B"> : tensor<1x1x16x16xf32> loc("model.layers.1.self_attn")
    %t422 = tensor.empty() : tensor<2x4x16x16xf32> loc("model.layers.1.self_attn")
    %t427 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t420, %cst421 : tensor<2x4x16x16xf32>, tensor<1x1x16x16xf32>) outs(%t422 : tensor<2x4x16x16xf32>) {
    ^bb0(%in423: f32, %in424: f32, %out425: f32):
      %s426 = arith.mulf %in423, %in424 : f32
      linalg.yield %s426 : f32
    } -> tensor<2x4x16x16xf32> loc("model.layers.1.self_attn")
    %t428 = tensor.empty() : tensor<2x4x16x16xf32> loc("model.layers.1.self_attn")
    %t433 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t410, %t427 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%t428 : tensor<2x4x16x16xf32>) {
    ^bb0(%in429: f32, %in430: f32, %out431: f32):
      %s432 = arith.addf %in429, %in430 : f32
      linalg.yield %s432 : f32
    } -> tensor<2x4x16x16xf32> loc("model.layers.1.self_attn")
    %t434 = tensor.empty() : tensor<2x2x16x16xf32> loc("model.layers.1.self_attn")
    %t439 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t392, %cst404 : tensor<2x2x16x16xf32>, tensor<1x1x16x16xf32>) outs(%t434 : tensor<2x2x16x16xf32>) {
    ^bb0(%in435: f32, %in436: f32, %out437: f32):
      %s438 = arith.mulf %in435, %in436 : f32
      linalg.yield %s438 : f32
    } -> tensor<2x2x16x16xf32> loc("model.layers.1.self_attn")
    %t440 = tensor.extract_slice %t392[0, 0, 0, 0] [2, 2, 16, 8] [1, 1, 1, 1] : tensor<2x2x16x16xf32> to tensor<2x2x16x8xf32> loc("model.layers.1.self_attn")
    %t441 = tensor.extract_slice %t392[0, 0, 0, 8] [2, 2, 16, 8] [1, 1, 1, 1] : tensor<2x2x16x16xf32> to tensor<2x2x16x8xf32> loc("model.layers.1.self_attn")
    %t442 = tensor.empty() : tensor<2x2x16x8xf32> loc("model.layers.1.self_attn")
    %t446 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t441 : tensor<2x2x16x8xf32>) outs(%t442 : tensor<2x2x16x8xf32>) {
    ^bb0(%in443: f32, %out444: f32):
      %s445 = arith.negf %in443 : f32
      linalg.yield %s445 : f32
    } -> tensor<2x2x16x8xf32> loc("model.layers.1.self_attn")
    %t447 = tensor.empty() : tensor<2x2x16x16xf32> loc("model.layers.1.self_attn")
    %t448 = tensor.insert_slice %t446 into %t447[0, 0, 0, 0] [2, 2, 16, 8] [1, 1, 1, 1] : tensor<2x2x16x8xf32> into tensor<2x2x16x16xf32> loc("model.layers.1.self_attn")
    %t449 = tensor.insert_slice %t440 into %t448[0, 0, 0, 8] [2, 2, 16, 8] [1, 1, 1, 1] : tensor<2x2x16x8xf32> into tensor<2x2x16x16xf32> loc("model.layers.1.self_attn")
    %t450 = tensor.empty() : tensor<2x2x16x16xf32> loc("model.layers.1.self_attn")
    %t455 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t449, %cst421 : tensor<2x2x16x16xf32>, tensor<1x1x16x16xf32>) outs(%t450 : tensor<2x2x16x16xf32>) {
    ^bb0(%in451: f32, %in452: f32, %out453: f32):
      %s454 = arith.mulf %in451, %in452 : f32
      linalg.yield %s454 : f32
    } -> tensor<2x2x16x16xf32> loc("model.layers.1.self_attn")
    %t456 = tensor.empty() : tensor<2x2x16x16xf32> loc("model.layers.1.self_attn")
    %t461 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t439, %t455 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%t456 : tensor<2x2x16x16xf32>) {
    ^bb0(%in457: f32, %in458: f32, %out459: f32):
      %s460 = arith.addf %in457, %in458 : f32
      linalg.yield %s460 : f32
    } -> tensor<2x2x16x16xf32> loc("model.layers.1.self_attn")
    %t462 = tensor.expand_shape %t461 [[0], [1], [2, 3], [4]] output_shape [2, 2, 1, 16, 16] : tensor<2x2x16x16xf32> into tensor<2x2x1x16x16xf32> loc("model.layers.1.self_attn")
    %t463 = tensor.empty() : tensor<2x2x2x16x16xf32> loc("model.layers.1.self_attn")
    %t466 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, 0, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%t462 : tensor<2x2x1x16x16xf32>) outs(%t463 : tensor<2x2x2x16x16xf32>) {
    ^bb0(%in464: f32, %out465: f32):
      linalg.yield %in464 : f32
    } -> tensor<2x2x2x16x16xf32> loc("model.layers.1.self_attn")
    %t467 = tensor.collapse_shape %t466 [[0], [1, 2], [3], [4]] : tensor<2x2x2x16x16xf32> into tensor<2x4x16x16xf32> loc("model.layers.1.self_attn")
    %t468 = tensor.expand_shape %t403 [[0], [1], [2, 3], [4]] output_shape [2, 2, 1, 16, 16] : tensor<2x2x16x16xf32> into tensor<2x2x1x16x16xf32> loc("model.layers.1.self_attn")
    %t469 = tensor.empty() : tensor<2x2x2x16x16xf32> loc("model.layers.1.self_attn")
    %t472 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, 0, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%t468 : tensor<2x2x1x16x16xf32>) outs(%t469 : tensor<2x2x2x16x16xf32>) {
    ^bb0(%in470: f32, %out471: f32):
      linalg.yield %in470 : f32
    } -> tensor<2x2x2x16x16xf32> loc("model.layers.1.self_attn")
    %t473 = tensor.collapse_shape %t472 [[0], [1, 2], [3], [4]] : tensor<2x2x2x16x16xf32> into tensor<2x4x16x16xf32> loc("model.layers.1.self_attn")
    %t474 = tensor.empty() : tensor<2x4x16x16xf32> loc("model.layers.1.self_attn")
    %t475 = linalg.transpose ins(%t467 : tensor<2x4x16x16xf32>) outs(%t474 : tensor<2x4x16x16xf32>) permutation = [0, 1, 3, 2] loc("model.layers.1.self_attn")
    %t476 = tensor.collapse_shape %t433 [[0, 1], [2], [3]] : tensor<2x4x16x16xf32> into tensor<8x16x16xf32> loc("model.layers.1.self_attn")
    %t477 = tensor.collapse_shape %t475 [[0, 1], [2], [3]] : tensor<2x4x16x16xf32> into tensor<8x16x16xf32> loc("model.layers.1.self_attn")
    %t478 = tensor.empty() : tensor<8x16x16xf32> loc("model.layers.1.self_attn")
    %c479 = arith.constant 0.000000000e+00 : f32 loc("model.layers.1.self_attn")
    %t480 = linalg.fill ins(%c479 : f32) outs(%t478 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32> loc("model.layers.1.self_attn")
    %t481 = linalg.batch_matmul ins(%t476, %t477 : tensor<8x16x16xf32>, tensor<8x16x16xf32>) outs(%t480 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32> loc("model.layers.1.self_attn")
    %t482 = tensor.expand_shape %t481 [[0, 1], [2], [3]] output_shape [2, 4, 16, 16] : tensor<8x16x16xf32> into tensor<2x4x16x16xf32> loc("model.layers.1.self_attn")
    %t483 = tensor.empty() : tensor<2x4x16x16xf32> loc("model.layers.1.self_attn")
    %t488 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t482 : tensor<2x4x16x16xf32>) outs(%t483 : tensor<2x4x16x16xf32>) {
    ^bb0(%in484: f32, %out485: f32):
      %s486 = arith.constant 2.500000000e-01 : f32
      %s487 = arith.mulf %in484, %s486 : f32
      linalg.yield %s487 : f32
    } -> tensor<2x4x16x16xf32> loc("model.layers.1.self_attn")
    %cst489 = arith.constant dense<[[[[false, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]], [[[false, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]]]> : tensor<2x1x16x16xi1> loc("model.layers.1.self_attn")
    %cst490 = arith.constant dense<0xFF800000> : tensor<f32> loc("model.layers.1.self_attn")
    %t491 = tensor.empty() : tensor<2x4x16x16xf32> loc("model.layers.1.self_attn")
    %t497 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst489, %cst490, %t488 : tensor<2x1x16x16xi1>, tensor<f32>, tensor<2x4x16x16xf32>) outs(%t491 : tensor<2x4x16x16xf32>) {
    ^bb0(%in492: i1, %in493: f32, %in494: f32, %out495: f32):
      %s496 = arith.select %in492, %in493, %in494 : f32
      linalg.yield %s496 : f32
    } -> tensor<2x4x16x16xf32> loc("model.layers.1.self_attn")
    %t498 = tensor.empty() : tensor<2x4x16xf32> loc("model.layers.1.self_attn")
    %c499 = arith.constant 0xFF800000 : f32 loc("model.layers.1.self_attn")
    %t500 = linalg.fill ins(%c499 : f32) outs(%t498 : tensor<2x4x16xf32>) -> tensor<2x4x16xf32> loc("model.layers.1.self_attn")
    %t504 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%t497 : tensor<2x4x16x16xf32>) outs(%t500 : tensor<2x4x16xf32>) {
    ^bb0(%in501: f32, %out502: f32):
      %s503 = arith.maximumf %out502, %in501 : f32
      linalg.yield %s503 : f32
    } -> tensor<2x4x16xf32> loc("model.layers.1.self_attn")
    %t505 = tensor.expand_shape %t504 [[0], [1], [2, 3]] output_shape [2, 4, 16, 1] : tensor<2x4x16xf32> into tensor<2x4x16x1xf32> loc("model.layers.1.self_attn")
    %t506 = tensor.empty() : tensor<2x4x16x16xf32> loc("model.layers.1.self_attn")
    %t512 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t497, %t505 : tensor<2x4x16x16xf32>, tensor<2x4x16x1xf32>) outs(%t506 : tensor<2x4x16x16xf32>) {
    ^bb0(%in507: f32, %in508: f32, %out509: f32):
      %s510 = arith.subf %in507, %in508 : f32
      %s511 = math.exp %s510 : f32
      linalg.yield %s511 : f32
    } -> tensor<2x4x16x16xf32> loc("model.layers.1.self_attn")
    %t513 = tensor.empty() : tensor<2x4x16xf32> loc("model.layers.1.self_attn")
    %c514 = arith.constant 0.000000000e+00 : f32 loc("model.layers.1.self_attn")
    %t515 = linalg.fill ins(%c514 : f32) outs(%t513 : tensor<2x4x16xf32>) -> tensor<2x4x16xf32> loc("model.layers.1.self_attn")
    %t519 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%t512 : tensor<2x4x16x16xf32>) outs(%t515 : tensor<2x4x16xf32>) {
    ^bb0(%in516: f32, %out517: f32):
      %s518 = arith.addf %out517, %in516 : f32
      linalg.yield %s518 : f32
    } -> tensor<2x4x16xf32> loc("model.layers.1.self_attn")
    %t520 = tensor.expand_shape %t519 [[0], [1], [2, 3]] output_shape [2, 4, 16, 1] : tensor<2x4x16xf32> into tensor<2x4x16x1xf32> loc("model.layers.1.self_attn")
    %t521 = tensor.empty() : tensor<2x4x16x16xf32> loc("model.layers.1.self_attn")
    %t526 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t512, %t520 : tensor<2x4x16x16xf32>, tensor<2x4x16x1xf32>) outs(%t521 : tensor<2x4x16x16xf32>) {
    ^bb0(%in522: f32, %in523: f32, %out524: f32):
      %s525 = arith.divf %in522, %in523 : f32
      linalg.yield %s525 : f32
    } -> tensor<2x4x16x16xf32> loc("model.layers.1.self_attn")
    %t527 = tensor.collapse_shape %t526 [[0, 1], [2], [3]] : tensor<2x4x16x16xf32> into tensor<8x16x16xf32> loc("model.layers.1.self_attn")
    %t528 = tensor.collapse_shape %t473 [[0, 1], [2], [3]] : tensor<2x4x16x16xf32> into tensor<8x16x16xf32> loc("model.layers.1.self_attn")
    %t529 = tensor.empty() : tensor<8x16x16xf32> loc("model.layers.1.self_attn")
    %c530 = arith.constant 0.000000000e+00 : f32 loc("model.layers.1.self_attn")
    %t531 = linalg.fill ins(%c530 : f32) outs(%t529 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32> loc("model.layers.1.self_attn")
    %t532 = linalg.batch_matmul ins(%t527, %t528 : tensor<8x16x16xf32>, tensor<8x16x16xf32>) outs(%t531 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32> loc("model.layers.1.self_attn")
    %t533 = tensor.expand_shape %t532 [[0, 1], [2], [3]] output_shape [2, 4, 16, 16] : tensor<8x16x16xf32> into tensor<2x4x16x16xf32> loc("model.layers.1.self_attn")
    %t534 = tensor.empty() : tensor<2x16x4x16xf32> loc("model.layers.1.self_attn")
    %t535 = linalg.transpose ins(%t533 : tensor<2x4x16x16xf32>) outs(%t534 : tensor<2x16x4x16xf32>) permutation = [0, 2, 1, 3] loc("model.layers.1.self_attn")
    %t536 = tensor.collapse_shape %t535 [[0], [1], [2, 3]] : tensor<2x16x4x16xf32> into tensor<2x16x64xf32> loc("model.layers.1.self_attn")
    %t537 = tensor.empty() : tensor<64x64xf32> loc("model.layers.1.self_attn.o_proj")
    %t538 = linalg.transpose ins(%primals_14 : tensor<64x64xf32>) outs(%t537 : tensor<64x64xf32>) permutation = [1, 0] loc("model.layers.1.self_attn.o_proj")
    %t539 = tensor.collapse_shape %t536 [[0, 1], [2]] : tensor<2x16x64xf32> into tensor<32x64xf32> loc("model.layers.1.self_attn.o_proj")
    %t540 = tensor.empty() : tensor<32x64xf32> loc("model.layers.1.self_attn.o_proj")
    %c541 = arith.constant 0.000000000e+00 : f32 loc("model.layers.1.self_attn.o_proj")
    %t542 = linalg.fill ins(%c541 : f32) outs(%t540 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("model.layers.1.self_attn.o_proj")
    %t543 = linalg.matmul ins(%t539, %t538 : tensor<32x64xf32>, tensor<64x64xf32>) outs(%t542 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("model.layers.1.self_attn.o_proj")
    %t544 = tensor.expand_shape %t543 [[0, 1], [2]] output_shape [2, 16, 64] : tensor<32x64xf32> into tensor<2x16x64xf32> loc("model.layers.1.self_attn.o_proj")
    %t545 = tensor.empty() : tensor<2x16x64xf32> loc("model.layers.1")
    %t550 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t328, %t544 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t545 : tensor<2x16x64xf32>) {
    ^bb0(%in546: f32, %in547: f32, %out548: f32):
      %s549 = arith.addf %in546, %in547 : f32
      linalg.yield %s549 : f32
    } -> tensor<2x16x64xf32> loc("model.layers.1")
    %t551 = tensor.empty() : tensor<2x16x64xf32> loc("model.layers.1.post_attention_layernorm")
    %t555 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t550 : tensor<2x16x64xf32>) outs(%t551 : tensor<2x16x64xf32>) {
    ^bb0(%in552: f32, %out553: f32):
      %s554 = arith.mulf %in552, %in552 : f32
      linalg.yield %s554 : f32
    } -> tensor<2x16x64xf32> loc("model.layers.1.post_attention_layernorm")
    %t556 = tensor.empty() : tensor<2x16xf32> loc("model.layers.1.post_attention_layernorm")
    %c557 = arith.constant 0.000000000e+00 : f32 loc("model.layers.1.post_attention_layernorm")
    %t558 = linalg.fill ins(%c557 : f32) outs(%t556 : tensor<2x16xf32>) -> tensor<2x16xf32> loc("model.layers.1.post_attention_layernorm")
    %t562 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t555 : tensor<2x16x64xf32>) outs(%t558 : tensor<2x16xf32>) {
    ^bb0(%in559: f32, %out560: f32):
      %s561 = arith.addf %out560, %in559 : f32
      linalg.yield %s561 : f32
    } -> tensor<2x16xf32> loc("model.layers.1.post_attention_layernorm")
    %t563 = tensor.empty() : tensor<2x16xf32> loc("model.layers.1.post_attention_layernorm")
    %t568 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t562 : tensor<2x16xf32>) outs(%t563 : tensor<2x16xf32>) {
    ^bb0(%in564: f32, %out565: f32):
      %s566 = arith.constant 1.562500000e-02 : f32
      %s567 = arith.mulf %in564, %s566 : f32
      linalg.yield %s567 : f32
    } -> tensor<2x16xf32> loc("model.layers.1.post_attention_layernorm")
    %t569 = tensor.expand_shape %t568 [[0], [1, 2]] output_shape [2, 16, 1] : tensor<2x16xf32> into tensor<2x16x1xf32> loc("model.layers.1.post_attention_layernorm")
    %t570 = tensor.empty() : tensor<2x16x1xf32> loc("model.layers.1.post_attention_layernorm")
    %t575 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t569 : tensor<2x16x1xf32>) outs(%t570 : tensor<2x16x1xf32>) {
    ^bb0(%in571: f32, %out572: f32):
      %s573 = arith.constant 9.999999975e-07 : f32
      %s574 = arith.addf %in571, %s573 : f32
      linalg.yield %s574 : f32
    } -> tensor<2x16x1xf32> loc("model.layers.1.post_attention_layernorm")
    %t576 = tensor.empty() : tensor<2x16x1xf32> loc("model.layers.1.post_attention_layernorm")
    %t580 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t575 : tensor<2x16x1xf32>) outs(%t576 : tensor<2x16x1xf32>) {
    ^bb0(%in577: f32, %out578: f32):
      %s579 = math.rsqrt %in577 : f32
      linalg.yield %s579 : f32
    } -> tensor<2x16x1xf32> loc("model.layers.1.post_attention_layernorm")
    %t581 = tensor.empty() : tensor<2x16x64xf32> loc("model.layers.1.post_attention_layernorm")
    %t586 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t550, %t580 : tensor<2x16x64xf32>, tensor<2x16x1xf32>) outs(%t581 : tensor<2x16x64xf32>) {
    ^bb0(%in582: f32, %in583: f32, %out584: f32):
      %s585 = arith.mulf %in582, %in583 : f32
      linalg.yield %s585 : f32
    } -> tensor<2x16x64xf32> loc("model.layers.1.post_attention_layernorm")
    %t587 = tensor.empty() : tensor<2x16x64xf32> loc("model.layers.1.post_attention_layernorm")
    %t592 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%primals_19, %t586 : tensor<64xf32>, tensor<2x16x64xf32>) outs(%t587 : tensor<2x16x64xf32>) {
    ^bb0(%in588: f32, %in589: f32, %out590: f32):
      %s591 = arith.mulf %in588, %in589 : f32
      linalg.yield %s591 : f32
    } -> tensor<2x16x64xf32> loc("model.layers.1.post_attention_layernorm")
    %t593 = tensor.empty() : tensor<64x128xf32> loc("model.layers.1.mlp.gate_proj")
    %t594 = linalg.transpose ins(%primals_15 : tensor<128x64xf32>) outs(%t593 : tensor<64x128xf32>) permutation = [1, 0] loc("model.layers.1.mlp.gate_proj")
    %t595 = tensor.collapse_shape %t592 [[0, 1], [2]] : tensor<2x16x64xf32> into tensor<32x64xf32> loc("model.layers.1.mlp.gate_proj")
    %t596 = tensor.empty() : tensor<32x128xf32> loc("model.layers.1.mlp.gate_proj")
    %c597 = arith.constant 0.000000000e+00 : f32 loc("model.layers.1.mlp.gate_proj")
    %t598 = linalg.fill ins(%c597 : f32) outs(%t596 : tensor<32x128xf32>) -> tensor<32x128xf32> loc("model.layers.1.mlp.gate_proj")
    %t599 = linalg.matmul ins(%t595, %t594 : tensor<32x64xf32>, tensor<64x128xf32>) outs(%t598 : tensor<32x128xf32>) -> tensor<32x128xf32> loc("model.layers.1.mlp.gate_proj")
    %t600 = tensor.expand_shape %t599 [[0, 1], [2]] output_shape [2, 16, 128] : tensor<32x128xf32> into tensor<2x16x128xf32> loc("model.layers.1.mlp.gate_proj")
    %t601 = tensor.empty() : tensor<2x16x128xf32> loc("model.layers.1.mlp.act_fn")
    %t609 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t600 : tensor<2x16x128xf32>) outs(%t601 : tensor<2x16x128xf32>) {
    ^bb0(%in602: f32, %out603: f32):
      %s604 = arith.constant 1.000000000e+00 : f32
      %s605 = arith.negf %in602 : f32
      %s606 = math.exp %s605 : f32
      %s607 = arith.addf %s604, %s606 : f32
      %s608 = arith.divf %s604, %s607 : f32
      linalg.yield %s608 : f32
    } -> tensor<2x16x128xf32> loc("model.layers.1.mlp.act_fn")
    %t610 = tensor.empty() : tensor<2x16x128xf32> loc("model.layers.1.mlp.act_fn")
    %t615 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t600, %t609 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%t610 : tensor<2x16x128xf32>) {
    ^bb0(%in611: f32, %in612: f32, %out613: f32):
      %s614 = arith.mulf %in611, %in612 : f32
      linalg.yield %s614 : f32
    } -> tensor<2x16x128xf32> loc("model.layers.1.mlp.act_fn")
    %t616 = tensor.empty() : tensor<64x128xf32> loc("model.layers.1.mlp.up_proj")
    %t617 = linalg.transpose ins(%primals_16 : tensor<128x64xf32>) outs(%t616 : tensor<64x128xf32>) permutation = [1, 0] loc("model.layers.1.mlp.up_proj")
    %t618 = tensor.collapse_shape %t592 [[0, 1], [2]] : tensor<2x16x64xf32> into tensor<32x64xf32> loc("model.layers.1.mlp.up_proj")
    %t619 = tensor.empty() : tensor<32x128xf32> loc("model.layers.1.mlp.up_proj")
    %c620 = arith.constant 0.000000000e+00 : f32 loc("model.layers.1.mlp.up_proj")
    %t621 = linalg.fill ins(%c620 : f32) outs(%t619 : tensor<32x128xf32>) -> tensor<32x128xf32> loc("model.layers.1.mlp.up_proj")
    %t622 = linalg.matmul ins(%t618, %t617 : tensor<32x64xf32>, tensor<64x128xf32>) outs(%t621 : tensor<32x128xf32>) -> tensor<32x128xf32> loc("model.layers.1.mlp.up_proj")
    %t623 = tensor.expand_shape %t622 [[0, 1], [2]] output_shape [2, 16, 128] : tensor<32x128xf32> into tensor<2x16x128xf32> loc("model.layers.1.mlp.up_proj")
    %t624 = tensor.empty() : tensor<2x16x128xf32> loc("model.layers.1.mlp")
    %t629 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t615, %t623 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%t624 : tensor<2x16x128xf32>) {
    ^bb0(%in625: f32, %in626: f32, %out627: f32):
      %s628 = arith.mulf %in625, %in626 : f32
      linalg.yield %s628 : f32
    } -> tensor<2x16x128xf32> loc("model.layers.1.mlp")
    %t630 = tensor.empty() : tensor<128x64xf32> loc("model.layers.1.mlp.down_proj")
    %t631 = linalg.transpose ins(%primals_17 : tensor<64x128xf32>) outs(%t630 : tensor<128x64xf32>) permutation = [1, 0] loc("model.layers.1.mlp.down_proj")
    %t632 = tensor.collapse_shape %t629 [[0, 1], [2]] : tensor<2x16x128xf32> into tensor<32x128xf32> loc("model.layers.1.mlp.down_proj")
    %t633 = tensor.empty() : tensor<32x64xf32> loc("model.layers.1.mlp.down_proj")
    %c634 = arith.constant 0.000000000e+00 : f32 loc("model.layers.1.mlp.down_proj")
    %t635 = linalg.fill ins(%c634 : f32) outs(%t633 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("model.layers.1.mlp.down_proj")
    %t636 = linalg.matmul ins(%t632, %t631 : tensor<32x128xf32>, tensor<128x64xf32>) outs(%t635 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("model.layers.1.mlp.down_proj")
    %t637 = tensor.expand_shape %t636 [[0, 1], [2]] output_shape [2, 16, 64] : tensor<32x64xf32> into tensor<2x16x64xf32> loc("model.layers.1.mlp.down_proj")
    %t638 = tensor.empty() : tensor<2x16x64xf32> loc("model.layers.1")
    %t643 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t550, %t637 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t638 : tensor<2x16x64xf32>) {
    ^bb0(%in639: f32, %in640: f32, %out641: f32):
      %s642 = arith.addf %in639, %in640 : f32
      linalg.yield %s642 : f32
    } -> tensor<2x16x64xf32> loc("model.layers.1")
    %t644 = tensor.empty() : tensor<2x16x64xf32> loc("model.norm")
    %t648 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t643 : tensor<2x16x64xf32>) outs(%t644 : tensor<2x16x64xf32>) {
    ^bb0(%in645: f32, %out646: f32):
      %s647 = arith.mulf %in645, %in645 : f32
      linalg.yield %s647 : f32
    } -> tensor<2x16x64xf32> loc("model.norm")
    %t649 = tensor.empty() : tensor<2x16xf32> loc("model.norm")
    %c650 = arith.constant 0.000000000e+00 : f32 loc("model.norm")
    %t651 = linalg.fill ins(%c650 : f32) outs(%t649 : tensor<2x16xf32>) -> tensor<2x16xf32> loc("model.norm")
    %t655 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t648 : tensor<2x16x64xf32>) outs(%t651 : tensor<2x16xf32>) {
    ^bb0(%in652: f32, %out653: f32):
      %s654 = arith.addf %out653, %in652 : f32
      linalg.yield %s654 : f32
    } -> tensor<2x16xf32> loc("model.norm")
    %t656 = tensor.empty() : tensor<2x16xf32> loc("model.norm")
    %t661 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t655 : tensor<2x16xf32>) outs(%t656 : tensor<2x16xf32>) {
    ^bb0(%in657: f32, %out658: f32):
      %s659 = arith.constant 1.562500000e-02 : f32
      %s660 = arith.mulf %in657, %s659 : f32
      linalg.yield %s660 : f32
    } -> tensor<2x16xf32> loc("model.norm")
    %t662 = tensor.expand_shape %t661 [[0], [1, 2]] output_shape [2, 16, 1] : tensor<2x16xf32> into tensor<2x16x1xf32> loc("model.norm")
    %t663 = tensor.empty() : tensor<2x16x1xf32> loc("model.norm")
    %t668 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t662 : tensor<2x16x1xf32>) outs(%t663 : tensor<2x16x1xf32>) {
    ^bb0(%in664: f32, %out665: f32):
      %s666 = arith.constant 9.999999975e-07 : f32
      %s667 = arith.addf %in664, %s666 : f32
      linalg.yield %s667 : f32
    } -> tensor<2x16x1xf32> loc("model.norm")
    %t669 = tensor.empty() : tensor<2x16x1xf32> loc("model.norm")
    %t673 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t668 : tensor<2x16x1xf32>) outs(%t669 : tensor<2x16x1xf32>) {
    ^bb0(%in670: f32, %out671: f32):
      %s672 = math.rsqrt %in670 : f32
      linalg.yield %s672 : f32
    } -> tensor<2x16x1xf32> loc("model.norm")
    %t674 = tensor.empty() : tensor<2x16x64xf32> loc("model.norm")
    %t679 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t643, %t673 : tensor<2x16x64xf32>, tensor<2x16x1xf32>) outs(%t674 : tensor<2x16x64xf32>) {
    ^bb0(%in675: f32, %in676: f32, %out677: f32):
      %s678 = arith.mulf %in675, %in676 : f32
      linalg.yield %s678 : f32
    } -> tensor<2x16x64xf32> loc("model.norm")
    %t680 = tensor.empty() : tensor<2x16x64xf32> loc("model.norm")
    %t685 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%primals_20, %t679 : tensor<64xf32>, tensor<2x16x64xf32>) outs(%t680 : tensor<2x16x64xf32>) {
    ^bb0(%in681: f32, %in682: f32, %out683: f32):
      %s684 = arith.mulf %in681, %in682 : f32
      linalg.yield %s684 : f32
    } -> tensor<2x16x64xf32> loc("model.norm")
    %t686 = tensor.empty() : tensor<64x128xf32> loc("lm_head")
    %t687 = linalg.transpose ins(%primals_21 : tensor<128x64xf32>) outs(%t686 : tensor<64x128xf32>) permutation = [1, 0] loc("lm_head")
    %t688 = tensor.collapse_shape %t685 [[0, 1], [2]] : tensor<2x16x64xf32> into tensor<32x64xf32> loc("lm_head")
    %t689 = tensor.empty() : tensor<32x128xf32> loc("lm_head")
    %c690 = arith.constant 0.000000000e+00 : f32 loc("lm_head")
    %t691 = linalg.fill ins(%c690 : f32) outs(%t689 : tensor<32x128xf32>) -> tensor<32x128xf32> loc("lm_head")
    %t692 = linalg.matmul ins(%t688, %t687 : tensor<32x64xf32>, tensor<64x128xf32>) outs(%t691 : tensor<32x128xf32>) -> tensor<32x128xf32> loc("lm_head")
    %t693 = tensor.expand_shape %t692 [[0, 1], [2]] output_shape [2, 16, 128] : tensor<32x128xf32> into tensor<2x16x128xf32> loc("lm_head")
    %t694 = tensor.empty() : tensor<2x17xi64> loc("root.constant_pad_nd")
    %c695 = arith.constant -100 : i64 loc("root.constant_pad_nd")
    %t696 = linalg.fill ins(%c695 : i64) outs(%t694 : tensor<2x17xi64>) -> tensor<2x17xi64> loc("root.constant_pad_nd")
    %t697 = tensor.insert_slice %primals_24 into %t696[0, 0] [2, 16] [1, 1] : tensor<2x16xi64> into tensor<2x17xi64> loc("root.constant_pad_nd")
    %t698 = tensor.extract_slice %t697[0, 1] [2, 16] [1, 1] : tensor<2x17xi64> to tensor<2x16xi64> loc("root.slice_12")
    %t699 = tensor.collapse_shape %t693 [[0, 1], [2]] : tensor<2x16x128xf32> into tensor<32x128xf32> loc("root.view_56")
    %t700 = tensor.collapse_shape %t698 [[0, 1]] : tensor<2x16xi64> into tensor<32xi64> loc("root.view_57")
    %t701 = tensor.empty() : tensor<32xf32> loc("root._log_softmax")
    %c702 = arith.constant 0xFF800000 : f32 loc("root._log_softmax")
    %t703 = linalg.fill ins(%c702 : f32) outs(%t701 : tensor<32xf32>) -> tensor<32xf32> loc("root._log_softmax")
    %t707 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%t699 : tensor<32x128xf32>) outs(%t703 : tensor<32xf32>) {
    ^bb0(%in704: f32, %out705: f32):
      %s706 = arith.maximumf %out705, %in704 : f32
      linalg.yield %s706 : f32
    } -> tensor<32xf32> loc("root._log_softmax")
    %t708 = tensor.expand_shape %t707 [[0, 1]] output_shape [32, 1] : tensor<32xf32> into tensor<32x1xf32> loc("root._log_softmax")
    %t709 = tensor.empty() : tensor<32x128xf32> loc("root._log_softmax")
    %t714 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t699, %t708 : tensor<32x128xf32>, tensor<32x1xf32>) outs(%t709 : tensor<32x128xf32>) {
    ^bb0(%in710: f32, %in711: f32, %out712: f32):
      %s713 = arith.subf %in710, %in711 : f32
      linalg.yield %s713 : f32
    } -> tensor<32x128xf32> loc("root._log_softmax")
    %t715 = tensor.empty() : tensor<32x128xf32> loc("root._log_softmax")
    %t719 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t714 : tensor<32x128xf32>) outs(%t715 : tensor<32x128xf32>) {
    ^bb0(%in716: f32, %out717: f32):
      %s718 = math.exp %in716 : f32
      linalg.yield %s718 : f32
    } -> tensor<32x128xf32> loc("root._log_softmax")
    %t720 = tensor.empty() : tensor<32xf32> loc("root._log_softmax")
    %c721 = arith.constant 0.000000000e+00 : f32 loc("root._log_softmax")
    %t722 = linalg.fill ins(%c721 : f32) outs(%t720 : tensor<32xf32>) -> tensor<32xf32> loc("root._log_softmax")
    %t726 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%t719 : tensor<32x128xf32>) outs(%t722 : tensor<32xf32>) {
    ^bb0(%in723: f32, %out724: f32):
      %s725 = arith.addf %out724, %in723 : f32
      linalg.yield %s725 : f32
    } -> tensor<32xf32> loc("root._log_softmax")
    %t727 = tensor.expand_shape %t726 [[0, 1]] output_shape [32, 1] : tensor<32xf32> into tensor<32x1xf32> loc("root._log_softmax")
    %t728 = tensor.empty() : tensor<32x128xf32> loc("root._log_softmax")
    %t734 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t714, %t727 : tensor<32x128xf32>, tensor<32x1xf32>) outs(%t728 : tensor<32x128xf32>) {
    ^bb0(%in729: f32, %in730: f32, %out731: f32):
      %s732 = math.log %in730 : f32
      %s733 = arith.subf %in729, %s732 : f32
      linalg.yield %s733 : f32
    } -> tensor<32x128xf32> loc("root._log_softmax")
    %t735 = tensor.empty() : tensor<32xi1> loc("root.ne_1")
    %t740 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t700 : tensor<32xi64>) outs(%t735 : tensor<32xi1>) {
    ^bb0(%in736: i64, %out737: i1):
      %s738 = arith.constant -100 : i64
      %s739 = arith.cmpi ne, %in736, %s738 : i64
      linalg.yield %s739 : i1
    } -> tensor<32xi1> loc("root.ne_1")
    %cst741 = arith.constant dense<0> : tensor<i64> loc("root.where_2")
    %t742 = tensor.empty() : tensor<32xi64> loc("root.where_2")
    %t748 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t740, %t700, %cst741 : tensor<32xi1>, tensor<32xi64>, tensor<i64>) outs(%t742 : tensor<32xi64>) {
    ^bb0(%in743: i1, %in744: i64, %in745: i64, %out746: i64):
      %s747 = arith.select %in743, %in744, %in745 : i64
      linalg.yield %s747 : i64
    } -> tensor<32xi64> loc("root.where_2")
    %t749 = tensor.expand_shape %t748 [[0, 1]] output_shape [32, 1] : tensor<32xi64> into tensor<32x1xi64> loc("root.unsqueeze_22")
    %t750 = tensor.empty() : tensor<32x1xf32> loc("root.gather")
    %c751 = arith.constant 0.000000000e+00 : f32 loc("root.gather")
    %t752 = linalg.fill ins(%c751 : f32) outs(%t750 : tensor<32x1xf32>) -> tensor<32x1xf32> loc("root.gather")
    %t760 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t749, %t734 : tensor<32x1xi64>, tensor<32x128xf32>) outs(%t752 : tensor<32x1xf32>) {
    ^bb0(%in753: i64, %in754: f32, %out755: f32):
      %s756 = linalg.index 2 : index
      %s757 = arith.index_cast %s756 : index to i64
      %s758 = arith.cmpi eq, %in753, %s757 : i64
      %s759 = arith.select %s758, %in754, %out755 : f32
      linalg.yield %s759 : f32
    } -> tensor<32x1xf32> loc("root.gather")
    %t761 = tensor.collapse_shape %t760 [[0, 1]] : tensor<32x1xf32> into tensor<32xf32> loc("root.squeeze")
    %t762 = tensor.empty() : tensor<32xf32> loc("root.neg_4")
    %t766 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t761 : tensor<32xf32>) outs(%t762 : tensor<32xf32>) {
    ^bb0(%in763: f32, %out764: f32):
      %s765 = arith.negf %in763 : f32
      linalg.yield %s765 : f32
    } -> tensor<32xf32> loc("root.neg_4")
    %t767 = tensor.empty() : tensor<32xi1> loc("root.ne_2")
    %t772 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t700 : tensor<32xi64>) outs(%t767 : tensor<32xi1>) {
    ^bb0(%in768: i64, %out769: i1):
      %s770 = arith.constant -100 : i64
      %s771 = arith.cmpi ne, %in768, %s770 : i64
      linalg.yield %s771 : i1
    } -> tensor<32xi1> loc("root.ne_2")
    %cst773 = arith.constant dense<0.000000000e+00> : tensor<f32> loc("root.where_3")
    %t774 = tensor.empty() : tensor<32xf32> loc("root.where_3")
    %t780 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t772, %t766, %cst773 : tensor<32xi1>, tensor<32xf32>, tensor<f32>) outs(%t774 : tensor<32xf32>) {
    ^bb0(%in775: i1, %in776: f32, %in777: f32, %out778: f32):
      %s779 = arith.select %in775, %in776, %in777 : f32
      linalg.yield %s779 : f32
    } -> tensor<32xf32> loc("root.where_3")
    %t781 = tensor.empty() : tensor<32xi1> loc("root.ne_3")
    %t786 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t700 : tensor<32xi64>) outs(%t781 : tensor<32xi1>) {
    ^bb0(%in782: i64, %out783: i1):
      %s784 = arith.constant -100 : i64
      %s785 = arith.cmpi ne, %in782, %s784 : i64
      linalg.yield %s785 : i1
    } -> tensor<32xi1> loc("root.ne_3")
    %t787 = tensor.empty() : tensor<i64> loc("root.sum_1")
    %c788 = arith.constant 0 : i64 loc("root.sum_1")
    %t789 = linalg.fill ins(%c788 : i64) outs(%t787 : tensor<i64>) -> tensor<i64> loc("root.sum_1")
    %t794 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%t786 : tensor<32xi1>) outs(%t789 : tensor<i64>) {
    ^bb0(%in790: i1, %out791: i64):
      %s792 = arith.extui %in790 : i1 to i64
      %s793 = arith.addi %out791, %s792 : i64
      linalg.yield %s793 : i64
    } -> tensor<i64> loc("root.sum_1")
    %t795 = tensor.empty() : tensor<f32> loc("root._to_copy_1")
    %t799 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%t794 : tensor<i64>) outs(%t795 : tensor<f32>) {
    ^bb0(%in796: i64, %out797: f32):
      %s798 = arith.sitofp %in796 : i64 to f32
      linalg.yield %s798 : f32
    } -> tensor<f32> loc("root._to_copy_1")
    %t800 = tensor.empty() : tensor<f32> loc("root.sum_2")
    %c801 = arith.constant 0.000000000e+00 : f32 loc("root.sum_2")
    %t802 = linalg.fill ins(%c801 : f32) outs(%t800 : tensor<f32>) -> tensor<f32> loc("root.sum_2")
    %t806 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%t780 : tensor<32xf32>) outs(%t802 : tensor<f32>) {
    ^bb0(%in803: f32, %out804: f32):
      %s805 = arith.addf %out804, %in803 : f32
      linalg.yield %s805 : f32
    } -> tensor<f32> loc("root.sum_2")
    %t807 = tensor.empty() : tensor<f32> loc("root.div")
    %t812 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%t806, %t799 : tensor<f32>, tensor<f32>) outs(%t807 : tensor<f32>) {
    ^bb0(%in808: f32, %in809: f32, %out810: f32):
      %s811 = arith.divf %in808, %in809 : f32
      linalg.yield %s811 : f32
    } -> tensor<f32> loc("root.div")
    %t813 = tensor.empty() : tensor<f32> loc("backward.div_1")
    %t818 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%tangents_1, %t799 : tensor<f32>, tensor<f32>) outs(%t813 : tensor<f32>) {
    ^bb0(%in814: f32, %in815: f32, %out816: f32):
      %s817 = arith.divf %in814, %in815 : f32
      linalg.yield %s817 : f32
    } -> tensor<f32> loc("backward.div_1")
    %t819 = tensor.expand_shape %t700 [[0, 1]] output_shape [32, 1] : tensor<32xi64> into tensor<32x1xi64> loc("backward.unsqueeze_23")
    %t820 = tensor.empty() : tensor<32x1xi1> loc("backward.ne_4")
    %t825 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t819 : tensor<32x1xi64>) outs(%t820 : tensor<32x1xi1>) {
    ^bb0(%in821: i64, %out822: i1):
      %s823 = arith.constant -100 : i64
      %s824 = arith.cmpi ne, %in821, %s823 : i64
      linalg.yield %s824 : i1
    } -> tensor<32x1xi1> loc("backward.ne_4")
    %cst826 = arith.constant dense<0> : tensor<i64> loc("backward.where_4")
    %t827 = tensor.empty() : tensor<32x1xi64> loc("backward.where_4")
    %t833 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t825, %t819, %cst826 : tensor<32x1xi1>, tensor<32x1xi64>, tensor<i64>) outs(%t827 : tensor<32x1xi64>) {
    ^bb0(%in828: i1, %in829: i64, %in830: i64, %out831: i64):
      %s832 = arith.select %in828, %in829, %in830 : i64
      linalg.yield %s832 : i64
    } -> tensor<32x1xi64> loc("backward.where_4")
    %t834 = tensor.empty() : tensor<32x128xf32> loc("backward.full_like")
    %c835 = arith.constant 0.000000000e+00 : f32 loc("backward.full_like")
    %t836 = linalg.fill ins(%c835 : f32) outs(%t834 : tensor<32x128xf32>) -> tensor<32x128xf32> loc("backward.full_like")
    %t844 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t833 : tensor<32x1xi64>) outs(%t836 : tensor<32x128xf32>) {
    ^bb0(%in837: i64, %out838: f32):
      %s839 = linalg.index 1 : index
      %s840 = arith.index_cast %s839 : index to i64
      %s841 = arith.cmpi eq, %in837, %s840 : i64
      %s842 = arith.constant -1.000000000e+00 : f32
      %s843 = arith.select %s841, %s842, %out838 : f32
      linalg.yield %s843 : f32
    } -> tensor<32x128xf32> loc("backward.scatter")
    %t845 = tensor.empty() : tensor<32x1xi1> loc("backward.ne_5")
    %t850 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t819 : tensor<32x1xi64>) outs(%t845 : tensor<32x1xi1>) {
    ^bb0(%in846: i64, %out847: i1):
      %s848 = arith.constant -100 : i64
      %s849 = arith.cmpi ne, %in846, %s848 : i64
      linalg.yield %s849 : i1
    } -> tensor<32x1xi1> loc("backward.ne_5")
    %cst851 = arith.constant dense<0.000000000e+00> : tensor<f32> loc("backward.where_5")
    %t852 = tensor.empty() : tensor<32x1xf32> loc("backward.where_5")
    %t858 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t850, %t818, %cst851 : tensor<32x1xi1>, tensor<f32>, tensor<f32>) outs(%t852 : tensor<32x1xf32>) {
    ^bb0(%in853: i1, %in854: f32, %in855: f32, %out856: f32):
      %s857 = arith.select %in853, %in854, %in855 : f32
      linalg.yield %s857 : f32
    } -> tensor<32x1xf32> loc("backward.where_5")
    %t859 = tensor.empty() : tensor<32x128xf32> loc("backward.mul_27")
    %t864 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t844, %t858 : tensor<32x128xf32>, tensor<32x1xf32>) outs(%t859 : tensor<32x128xf32>) {
    ^bb0(%in860: f32, %in861: f32, %out862: f32):
      %s863 = arith.mulf %in860, %in861 : f32
      linalg.yield %s863 : f32
    } -> tensor<32x128xf32> loc("backward.mul_27")
    %t865 = tensor.empty() : tensor<32x128xf32> loc("backward.exp")
    %t869 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t734 : tensor<32x128xf32>) outs(%t865 : tensor<32x128xf32>) {
    ^bb0(%in866: f32, %out867: f32):
      %s868 = math.exp %in866 : f32
      linalg.yield %s868 : f32
    } -> tensor<32x128xf32> loc("backward.exp")
    %t870 = tensor.empty() : tensor<32xf32> loc("backward.sum_3")
    %c871 = arith.constant 0.000000000e+00 : f32 loc("backward.sum_3")
    %t872 = linalg.fill ins(%c871 : f32) outs(%t870 : tensor<32xf32>) -> tensor<32xf32> loc("backward.sum_3")
    %t876 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%t864 : tensor<32x128xf32>) outs(%t872 : tensor<32xf32>) {
    ^bb0(%in873: f32, %out874: f32):
      %s875 = arith.addf %out874, %in873 : f32
      linalg.yield %s875 : f32
    } -> tensor<32xf32> loc("backward.sum_3")
    %t877 = tensor.expand_shape %t876 [[0, 1]] output_shape [32, 1] : tensor<32xf32> into tensor<32x1xf32> loc("backward.sum_3")
    %t878 = tensor.empty() : tensor<32x128xf32> loc("backward.mul_28")
    %t883 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t869, %t877 : tensor<32x128xf32>, tensor<32x1xf32>) outs(%t878 : tensor<32x128xf32>) {
    ^bb0(%in879: f32, %in880: f32, %out881: f32):
      %s882 = arith.mulf %in879, %in880 : f32
      linalg.yield %s882 : f32
    } -> tensor<32x128xf32> loc("backward.mul_28")
    %t884 = tensor.empty() : tensor<32x128xf32> loc("backward.sub_2")
    %t889 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t864, %t883 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%t884 : tensor<32x128xf32>) {
    ^bb0(%in885: f32, %in886: f32, %out887: f32):
      %s888 = arith.subf %in885, %in886 : f32
      linalg.yield %s888 : f32
    } -> tensor<32x128xf32> loc("backward.sub_2")
    %t890 = tensor.expand_shape %t889 [[0, 1], [2]] output_shape [2, 16, 128] : tensor<32x128xf32> into tensor<2x16x128xf32> loc("backward.view_58")
    %t891 = tensor.collapse_shape %t890 [[0, 1], [2]] : tensor<2x16x128xf32> into tensor<32x128xf32> loc("backward.lm_head")
    %t892 = tensor.empty() : tensor<128x32xf32> loc("backward.lm_head")
    %t893 = linalg.transpose ins(%t891 : tensor<32x128xf32>) outs(%t892 : tensor<128x32xf32>) permutation = [1, 0] loc("backward.lm_head")
    %t894 = tensor.empty() : tensor<128x64xf32> loc("backward.lm_head")
    %c895 = arith.constant 0.000000000e+00 : f32 loc("backward.lm_head")
    %t896 = linalg.fill ins(%c895 : f32) outs(%t894 : tensor<128x64xf32>) -> tensor<128x64xf32> loc("backward.lm_head")
    %t897 = linalg.matmul ins(%t893, %t688 : tensor<128x32xf32>, tensor<32x64xf32>) outs(%t896 : tensor<128x64xf32>) -> tensor<128x64xf32> loc("backward.lm_head")
    %t898 = tensor.empty() : tensor<64x128xf32> loc("backward.lm_head")
    %t899 = linalg.transpose ins(%t897 : tensor<128x64xf32>) outs(%t898 : tensor<64x128xf32>) permutation = [1, 0] loc("backward.lm_head")
    %t900 = tensor.empty() : tensor<128x64xf32> loc("backward.lm_head")
    %t901 = linalg.transpose ins(%t687 : tensor<64x128xf32>) outs(%t900 : tensor<128x64xf32>) permutation = [1, 0] loc("backward.lm_head")
    %t902 = tensor.empty() : tensor<32x64xf32> loc("backward.lm_head")
    %c903 = arith.constant 0.000000000e+00 : f32 loc("backward.lm_head")
    %t904 = linalg.fill ins(%c903 : f32) outs(%t902 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("backward.lm_head")
    %t905 = linalg.matmul ins(%t891, %t901 : tensor<32x128xf32>, tensor<128x64xf32>) outs(%t904 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("backward.lm_head")
    %t906 = tensor.expand_shape %t905 [[0, 1], [2]] output_shape [2, 16, 64] : tensor<32x64xf32> into tensor<2x16x64xf32> loc("backward.lm_head")
    %t907 = tensor.empty() : tensor<128x64xf32> loc("backward.lm_head")
    %t908 = linalg.transpose ins(%t899 : tensor<64x128xf32>) outs(%t907 : tensor<128x64xf32>) permutation = [1, 0] loc("backward.lm_head")
    %t909 = tensor.empty() : tensor<2x16x64xf32> loc("backward.model.norm")
    %t914 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t906, %primals_20 : tensor<2x16x64xf32>, tensor<64xf32>) outs(%t909 : tensor<2x16x64xf32>) {
    ^bb0(%in910: f32, %in911: f32, %out912: f32):
      %s913 = arith.mulf %in910, %in911 : f32
      linalg.yield %s913 : f32
    } -> tensor<2x16x64xf32> loc("backward.model.norm")
    %t915 = tensor.empty() : tensor<2x16x64xf32> loc("backward.model.norm")
    %t920 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t906, %t679 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t915 : tensor<2x16x64xf32>) {
    ^bb0(%in916: f32, %in917: f32, %out918: f32):
      %s919 = arith.mulf %in916, %in917 : f32
      linalg.yield %s919 : f32
    } -> tensor<2x16x64xf32> loc("backward.model.norm")
    %t921 = tensor.empty() : tensor<64xf32> loc("backward.model.norm")
    %c922 = arith.constant 0.000000000e+00 : f32 loc("backward.model.norm")
    %t923 = linalg.fill ins(%c922 : f32) outs(%t921 : tensor<64xf32>) -> tensor<64xf32> loc("backward.model.norm")
    %t927 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%t920 : tensor<2x16x64xf32>) outs(%t923 : tensor<64xf32>) {
    ^bb0(%in924: f32, %out925: f32):
      %s926 = arith.addf %out925, %in924 : f32
      linalg.yield %s926 : f32
    } -> tensor<64xf32> loc("backward.model.norm")
    %t928 = tensor.expand_shape %t927 [[0, 1, 2]] output_shape [1, 1, 64] : tensor<64xf32> into tensor<1x1x64xf32> loc("backward.model.norm")
    %t929 = tensor.collapse_shape %t928 [[0, 1, 2]] : tensor<1x1x64xf32> into tensor<64xf32> loc("backward.model.norm")
    %t930 = tensor.empty() : tensor<2x16x64xf32> loc("backward.model.norm")
    %t935 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t914, %t643 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t930 : tensor<2x16x64xf32>) {
    ^bb0(%in931: f32, %in932: f32, %out933: f32):
      %s934 = arith.mulf %in931, %in932 : f32
      linalg.yield %s934 : f32
    } -> tensor<2x16x64xf32> loc("backward.model.norm")
    %t936 = tensor.empty() : tensor<2x16x64xf32> loc("backward.model.norm")
    %t941 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t914, %t673 : tensor<2x16x64xf32>, tensor<2x16x1xf32>) outs(%t936 : tensor<2x16x64xf32>) {
    ^bb0(%in937: f32, %in938: f32, %out939: f32):
      %s940 = arith.mulf %in937, %in938 : f32
      linalg.yield %s940 : f32
    } -> tensor<2x16x64xf32> loc("backward.model.norm")
    %t942 = tensor.empty() : tensor<2x16xf32> loc("backward.model.norm")
    %c943 = arith.constant 0.000000000e+00 : f32 loc("backward.model.norm")
    %t944 = linalg.fill ins(%c943 : f32) outs(%t942 : tensor<2x16xf32>) -> tensor<2x16xf32> loc("backward.model.norm")
    %t948 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t935 : tensor<2x16x64xf32>) outs(%t944 : tensor<2x16xf32>) {
    ^bb0(%in945: f32, %out946: f32):
      %s947 = arith.addf %out946, %in945 : f32
      linalg.yield %s947 : f32
    } -> tensor<2x16xf32> loc("backward.model.norm")
    %t949 = tensor.expand_shape %t948 [[0], [1, 2]] output_shape [2, 16, 1] : tensor<2x16xf32> into tensor<2x16x1xf32> loc("backward.model.norm")
    %t950 = tensor.empty() : tensor<2x16x1xf32> loc("backward.model.norm")
    %t955 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t673 : tensor<2x16x1xf32>) outs(%t950 : tensor<2x16x1xf32>) {
    ^bb0(%in951: f32, %out952: f32):
      %s953 = arith.mulf %in951, %in951 : f32
      %s954 = arith.mulf %s953, %in951 : f32
      linalg.yield %s954 : f32
    } -> tensor<2x16x1xf32> loc("backward.model.norm")
    %t956 = tensor.empty() : tensor<2x16x1xf32> loc("backward.model.norm")
    %t961 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t949 : tensor<2x16x1xf32>) outs(%t956 : tensor<2x16x1xf32>) {
    ^bb0(%in957: f32, %out958: f32):
      %s959 = arith.constant -5.000000000e-01 : f32
      %s960 = arith.mulf %in957, %s959 : f32
      linalg.yield %s960 : f32
    } -> tensor<2x16x1xf32> loc("backward.model.norm")
    %t962 = tensor.empty() : tensor<2x16x1xf32> loc("backward.model.norm")
    %t967 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t961, %t955 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%t962 : tensor<2x16x1xf32>) {
    ^bb0(%in963: f32, %in964: f32, %out965: f32):
      %s966 = arith.mulf %in963, %in964 : f32
      linalg.yield %s966 : f32
    } -> tensor<2x16x1xf32> loc("backward.model.norm")
    %t968 = tensor.empty() : tensor<2x16x64xf32> loc("backward.model.norm")
    %t971 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t967 : tensor<2x16x1xf32>) outs(%t968 : tensor<2x16x64xf32>) {
    ^bb0(%in969: f32, %out970: f32):
      linalg.yield %in969 : f32
    } -> tensor<2x16x64xf32> loc("backward.model.norm")
    %t972 = tensor.empty() : tensor<2x16x64xf32> loc("backward.model.norm")
    %t977 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t971 : tensor<2x16x64xf32>) outs(%t972 : tensor<2x16x64xf32>) {
    ^bb0(%in973: f32, %out974: f32):
      %s975 = arith.constant 6.400000000e+01 : f32
      %s976 = arith.divf %in973, %s975 : f32
      linalg.yield %s976 : f32
    } -> tensor<2x16x64xf32> loc("backward.model.norm")
    %t978 = tensor.empty() : tensor<2x16x64xf32> loc("backward.model.norm")
    %t981 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t643 : tensor<2x16x64xf32>) outs(%t978 : tensor<2x16x64xf32>) {
    ^bb0(%in979: f32, %out980: f32):
      linalg.yield %in979 : f32
    } -> tensor<2x16x64xf32> loc("backward.model.norm")
    %t982 = tensor.empty() : tensor<2x16x64xf32> loc("backward.model.norm")
    %t987 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t981 : tensor<2x16x64xf32>) outs(%t982 : tensor<2x16x64xf32>) {
    ^bb0(%in983: f32, %out984: f32):
      %s985 = arith.constant 2.000000000e+00 : f32
      %s986 = arith.mulf %in983, %s985 : f32
      linalg.yield %s986 : f32
    } -> tensor<2x16x64xf32> loc("backward.model.norm")
    %t988 = tensor.empty() : tensor<2x16x64xf32> loc("backward.model.norm")
    %t993 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t977, %t987 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t988 : tensor<2x16x64xf32>) {
    ^bb0(%in989: f32, %in990: f32, %out991: f32):
      %s992 = arith.mulf %in989, %in990 : f32
      linalg.yield %s992 : f32
    } -> tensor<2x16x64xf32> loc("backward.model.norm")
    %t994 = tensor.empty() : tensor<2x16x64xf32> loc("backward.add_16")
    %t999 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t941, %t993 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t994 : tensor<2x16x64xf32>) {
    ^bb0(%in995: f32, %in996: f32, %out997: f32):
      %s998 = arith.addf %in995, %in996 : f32
      linalg.yield %s998 : f32
    } -> tensor<2x16x64xf32> loc("backward.add_16")
    %t1000 = tensor.collapse_shape %t999 [[0, 1], [2]] : tensor<2x16x64xf32> into tensor<32x64xf32> loc("backward.model.layers.1.mlp.down_proj")
    %t1001 = tensor.empty() : tensor<64x32xf32> loc("backward.model.layers.1.mlp.down_proj")
    %t1002 = linalg.transpose ins(%t1000 : tensor<32x64xf32>) outs(%t1001 : tensor<64x32xf32>) permutation = [1, 0] loc("backward.model.layers.1.mlp.down_proj")
    %t1003 = tensor.empty() : tensor<64x128xf32> loc("backward.model.layers.1.mlp.down_proj")
    %c1004 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.1.mlp.down_proj")
    %t1005 = linalg.fill ins(%c1004 : f32) outs(%t1003 : tensor<64x128xf32>) -> tensor<64x128xf32> loc("backward.model.layers.1.mlp.down_proj")
    %t1006 = linalg.matmul ins(%t1002, %t632 : tensor<64x32xf32>, tensor<32x128xf32>) outs(%t1005 : tensor<64x128xf32>) -> tensor<64x128xf32> loc("backward.model.layers.1.mlp.down_proj")
    %t1007 = tensor.empty() : tensor<128x64xf32> loc("backward.model.layers.1.mlp.down_proj")
    %t1008 = linalg.transpose ins(%t1006 : tensor<64x128xf32>) outs(%t1007 : tensor<128x64xf32>) permutation = [1, 0] loc("backward.model.layers.1.mlp.down_proj")
    %t1009 = tensor.empty() : tensor<64x128xf32> loc("backward.model.layers.1.mlp.down_proj")
    %t1010 = linalg.transpose ins(%t631 : tensor<128x64xf32>) outs(%t1009 : tensor<64x128xf32>) permutation = [1, 0] loc("backward.model.layers.1.mlp.down_proj")
    %t1011 = tensor.empty() : tensor<32x128xf32> loc("backward.model.layers.1.mlp.down_proj")
    %c1012 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.1.mlp.down_proj")
    %t1013 = linalg.fill ins(%c1012 : f32) outs(%t1011 : tensor<32x128xf32>) -> tensor<32x128xf32> loc("backward.model.layers.1.mlp.down_proj")
    %t1014 = linalg.matmul ins(%t1000, %t1010 : tensor<32x64xf32>, tensor<64x128xf32>) outs(%t1013 : tensor<32x128xf32>) -> tensor<32x128xf32> loc("backward.model.layers.1.mlp.down_proj")
    %t1015 = tensor.expand_shape %t1014 [[0, 1], [2]] output_shape [2, 16, 128] : tensor<32x128xf32> into tensor<2x16x128xf32> loc("backward.model.layers.1.mlp.down_proj")
    %t1016 = tensor.empty() : tensor<64x128xf32> loc("backward.model.layers.1.mlp.down_proj")
    %t1017 = linalg.transpose ins(%t1008 : tensor<128x64xf32>) outs(%t1016 : tensor<64x128xf32>) permutation = [1, 0] loc("backward.model.layers.1.mlp.down_proj")
    %t1018 = tensor.empty() : tensor<2x16x128xf32> loc("backward.model.layers.1.mlp")
    %t1023 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1015, %t615 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%t1018 : tensor<2x16x128xf32>) {
    ^bb0(%in1019: f32, %in1020: f32, %out1021: f32):
      %s1022 = arith.mulf %in1019, %in1020 : f32
      linalg.yield %s1022 : f32
    } -> tensor<2x16x128xf32> loc("backward.model.layers.1.mlp")
    %t1024 = tensor.empty() : tensor<2x16x128xf32> loc("backward.model.layers.1.mlp")
    %t1029 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1015, %t623 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%t1024 : tensor<2x16x128xf32>) {
    ^bb0(%in1025: f32, %in1026: f32, %out1027: f32):
      %s1028 = arith.mulf %in1025, %in1026 : f32
      linalg.yield %s1028 : f32
    } -> tensor<2x16x128xf32> loc("backward.model.layers.1.mlp")
    %t1030 = tensor.collapse_shape %t1023 [[0, 1], [2]] : tensor<2x16x128xf32> into tensor<32x128xf32> loc("backward.model.layers.1.mlp.up_proj")
    %t1031 = tensor.empty() : tensor<128x32xf32> loc("backward.model.layers.1.mlp.up_proj")
    %t1032 = linalg.transpose ins(%t1030 : tensor<32x128xf32>) outs(%t1031 : tensor<128x32xf32>) permutation = [1, 0] loc("backward.model.layers.1.mlp.up_proj")
    %t1033 = tensor.empty() : tensor<128x64xf32> loc("backward.model.layers.1.mlp.up_proj")
    %c1034 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.1.mlp.up_proj")
    %t1035 = linalg.fill ins(%c1034 : f32) outs(%t1033 : tensor<128x64xf32>) -> tensor<128x64xf32> loc("backward.model.layers.1.mlp.up_proj")
    %t1036 = linalg.matmul ins(%t1032, %t618 : tensor<128x32xf32>, tensor<32x64xf32>) outs(%t1035 : tensor<128x64xf32>) -> tensor<128x64xf32> loc("backward.model.layers.1.mlp.up_proj")
    %t1037 = tensor.empty() : tensor<64x128xf32> loc("backward.model.layers.1.mlp.up_proj")
    %t1038 = linalg.transpose ins(%t1036 : tensor<128x64xf32>) outs(%t1037 : tensor<64x128xf32>) permutation = [1, 0] loc("backward.model.layers.1.mlp.up_proj")
    %t1039 = tensor.empty() : tensor<128x64xf32> loc("backward.model.layers.1.mlp.up_proj")
    %t1040 = linalg.transpose ins(%t617 : tensor<64x128xf32>) outs(%t1039 : tensor<128x64xf32>) permutation = [1, 0] loc("backward.model.layers.1.mlp.up_proj")
    %t1041 = tensor.empty() : tensor<32x64xf32> loc("backward.model.layers.1.mlp.up_proj")
    %c1042 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.1.mlp.up_proj")
    %t1043 = linalg.fill ins(%c1042 : f32) outs(%t1041 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("backward.model.layers.1.mlp.up_proj")
    %t1044 = linalg.matmul ins(%t1030, %t1040 : tensor<32x128xf32>, tensor<128x64xf32>) outs(%t1043 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("backward.model.layers.1.mlp.up_proj")
    %t1045 = tensor.expand_shape %t1044 [[0, 1], [2]] output_shape [2, 16, 64] : tensor<32x64xf32> into tensor<2x16x64xf32> loc("backward.model.layers.1.mlp.up_proj")
    %t1046 = tensor.empty() : tensor<128x64xf32> loc("backward.model.layers.1.mlp.up_proj")
    %t1047 = linalg.transpose ins(%t1038 : tensor<64x128xf32>) outs(%t1046 : tensor<128x64xf32>) permutation = [1, 0] loc("backward.model.layers.1.mlp.up_proj")
    %t1048 = tensor.empty() : tensor<2x16x128xf32> loc("backward.model.layers.1.mlp.act_fn")
    %t1056 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t600 : tensor<2x16x128xf32>) outs(%t1048 : tensor<2x16x128xf32>) {
    ^bb0(%in1049: f32, %out1050: f32):
      %s1051 = arith.constant 1.000000000e+00 : f32
      %s1052 = arith.negf %in1049 : f32
      %s1053 = math.exp %s1052 : f32
      %s1054 = arith.addf %s1051, %s1053 : f32
      %s1055 = arith.divf %s1051, %s1054 : f32
      linalg.yield %s1055 : f32
    } -> tensor<2x16x128xf32> loc("backward.model.layers.1.mlp.act_fn")
    %cst1057 = arith.constant dense<1.000000000e+00> : tensor<2x16x128xf32> loc("backward.model.layers.1.mlp.act_fn")
    %t1058 = tensor.empty() : tensor<2x16x128xf32> loc("backward.model.layers.1.mlp.act_fn")
    %t1063 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst1057, %t1056 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%t1058 : tensor<2x16x128xf32>) {
    ^bb0(%in1059: f32, %in1060: f32, %out1061: f32):
      %s1062 = arith.subf %in1059, %in1060 : f32
      linalg.yield %s1062 : f32
    } -> tensor<2x16x128xf32> loc("backward.model.layers.1.mlp.act_fn")
    %t1064 = tensor.empty() : tensor<2x16x128xf32> loc("backward.model.layers.1.mlp.act_fn")
    %t1069 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t600, %t1063 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%t1064 : tensor<2x16x128xf32>) {
    ^bb0(%in1065: f32, %in1066: f32, %out1067: f32):
      %s1068 = arith.mulf %in1065, %in1066 : f32
      linalg.yield %s1068 : f32
    } -> tensor<2x16x128xf32> loc("backward.model.layers.1.mlp.act_fn")
    %t1070 = tensor.empty() : tensor<2x16x128xf32> loc("backward.model.layers.1.mlp.act_fn")
    %t1075 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1069 : tensor<2x16x128xf32>) outs(%t1070 : tensor<2x16x128xf32>) {
    ^bb0(%in1071: f32, %out1072: f32):
      %s1073 = arith.constant 1.000000000e+00 : f32
      %s1074 = arith.addf %in1071, %s1073 : f32
      linalg.yield %s1074 : f32
    } -> tensor<2x16x128xf32> loc("backward.model.layers.1.mlp.act_fn")
    %t1076 = tensor.empty() : tensor<2x16x128xf32> loc("backward.model.layers.1.mlp.act_fn")
    %t1081 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1056, %t1075 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%t1076 : tensor<2x16x128xf32>) {
    ^bb0(%in1077: f32, %in1078: f32, %out1079: f32):
      %s1080 = arith.mulf %in1077, %in1078 : f32
      linalg.yield %s1080 : f32
    } -> tensor<2x16x128xf32> loc("backward.model.layers.1.mlp.act_fn")
    %t1082 = tensor.empty() : tensor<2x16x128xf32> loc("backward.model.layers.1.mlp.act_fn")
    %t1087 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1029, %t1081 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%t1082 : tensor<2x16x128xf32>) {
    ^bb0(%in1083: f32, %in1084: f32, %out1085: f32):
      %s1086 = arith.mulf %in1083, %in1084 : f32
      linalg.yield %s1086 : f32
    } -> tensor<2x16x128xf32> loc("backward.model.layers.1.mlp.act_fn")
    %t1088 = tensor.collapse_shape %t1087 [[0, 1], [2]] : tensor<2x16x128xf32> into tensor<32x128xf32> loc("backward.model.layers.1.mlp.gate_proj")
    %t1089 = tensor.empty() : tensor<128x32xf32> loc("backward.model.layers.1.mlp.gate_proj")
    %t1090 = linalg.transpose ins(%t1088 : tensor<32x128xf32>) outs(%t1089 : tensor<128x32xf32>) permutation = [1, 0] loc("backward.model.layers.1.mlp.gate_proj")
    %t1091 = tensor.empty() : tensor<128x64xf32> loc("backward.model.layers.1.mlp.gate_proj")
    %c1092 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.1.mlp.gate_proj")
    %t1093 = linalg.fill ins(%c1092 : f32) outs(%t1091 : tensor<128x64xf32>) -> tensor<128x64xf32> loc("backward.model.layers.1.mlp.gate_proj")
    %t1094 = linalg.matmul ins(%t1090, %t595 : tensor<128x32xf32>, tensor<32x64xf32>) outs(%t1093 : tensor<128x64xf32>) -> tensor<128x64xf32> loc("backward.model.layers.1.mlp.gate_proj")
    %t1095 = tensor.empty() : tensor<64x128xf32> loc("backward.model.layers.1.mlp.gate_proj")
    %t1096 = linalg.transpose ins(%t1094 : tensor<128x64xf32>) outs(%t1095 : tensor<64x128xf32>) permutation = [1, 0] loc("backward.model.layers.1.mlp.gate_proj")
    %t1097 = tensor.empty() : tensor<128x64xf32> loc("backward.model.layers.1.mlp.gate_proj")
    %t1098 = linalg.transpose ins(%t594 : tensor<64x128xf32>) outs(%t1097 : tensor<128x64xf32>) permutation = [1, 0] loc("backward.model.layers.1.mlp.gate_proj")
    %t1099 = tensor.empty() : tensor<32x64xf32> loc("backward.model.layers.1.mlp.gate_proj")
    %c1100 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.1.mlp.gate_proj")
    %t1101 = linalg.fill ins(%c1100 : f32) outs(%t1099 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("backward.model.layers.1.mlp.gate_proj")
    %t1102 = linalg.matmul ins(%t1088, %t1098 : tensor<32x128xf32>, tensor<128x64xf32>) outs(%t1101 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("backward.model.layers.1.mlp.gate_proj")
    %t1103 = tensor.expand_shape %t1102 [[0, 1], [2]] output_shape [2, 16, 64] : tensor<32x64xf32> into tensor<2x16x64xf32> loc("backward.model.layers.1.mlp.gate_proj")
    %t1104 = tensor.empty() : tensor<2x16x64xf32> loc("backward.add_18")
    %t1109 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1045, %t1103 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t1104 : tensor<2x16x64xf32>) {
    ^bb0(%in1105: f32, %in1106: f32, %out1107: f32):
      %s1108 = arith.addf %in1105, %in1106 : f32
      linalg.yield %s1108 : f32
    } -> tensor<2x16x64xf32> loc("backward.add_18")
    %t1110 = tensor.empty() : tensor<128x64xf32> loc("backward.model.layers.1.mlp.gate_proj")
    %t1111 = linalg.transpose ins(%t1096 : tensor<64x128xf32>) outs(%t1110 : tensor<128x64xf32>) permutation = [1, 0] loc("backward.model.layers.1.mlp.gate_proj")
    %t1112 = tensor.empty() : tensor<2x16x64xf32> loc("backward.model.layers.1.post_attention_layernorm")
    %t1117 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1109, %primals_19 : tensor<2x16x64xf32>, tensor<64xf32>) outs(%t1112 : tensor<2x16x64xf32>) {
    ^bb0(%in1113: f32, %in1114: f32, %out1115: f32):
      %s1116 = arith.mulf %in1113, %in1114 : f32
      linalg.yield %s1116 : f32
    } -> tensor<2x16x64xf32> loc("backward.model.layers.1.post_attention_layernorm")
    %t1118 = tensor.empty() : tensor<2x16x64xf32> loc("backward.model.layers.1.post_attention_layernorm")
    %t1123 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1109, %t586 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t1118 : tensor<2x16x64xf32>) {
    ^bb0(%in1119: f32, %in1120: f32, %out1121: f32):
      %s1122 = arith.mulf %in1119, %in1120 : f32
      linalg.yield %s1122 : f32
    } -> tensor<2x16x64xf32> loc("backward.model.layers.1.post_attention_layernorm")
    %t1124 = tensor.empty() : tensor<64xf32> loc("backward.model.layers.1.post_attention_layernorm")
    %c1125 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.1.post_attention_layernorm")
    %t1126 = linalg.fill ins(%c1125 : f32) outs(%t1124 : tensor<64xf32>) -> tensor<64xf32> loc("backward.model.layers.1.post_attention_layernorm")
    %t1130 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%t1123 : tensor<2x16x64xf32>) outs(%t1126 : tensor<64xf32>) {
    ^bb0(%in1127: f32, %out1128: f32):
      %s1129 = arith.addf %out1128, %in1127 : f32
      linalg.yield %s1129 : f32
    } -> tensor<64xf32> loc("backward.model.layers.1.post_attention_layernorm")
    %t1131 = tensor.expand_shape %t1130 [[0, 1, 2]] output_shape [1, 1, 64] : tensor<64xf32> into tensor<1x1x64xf32> loc("backward.model.layers.1.post_attention_layernorm")
    %t1132 = tensor.collapse_shape %t1131 [[0, 1, 2]] : tensor<1x1x64xf32> into tensor<64xf32> loc("backward.model.layers.1.post_attention_layernorm")
    %t1133 = tensor.empty() : tensor<2x16x64xf32> loc("backward.model.layers.1.post_attention_layernorm")
    %t1138 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1117, %t550 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t1133 : tensor<2x16x64xf32>) {
    ^bb0(%in1134: f32, %in1135: f32, %out1136: f32):
      %s1137 = arith.mulf %in1134, %in1135 : f32
      linalg.yield %s1137 : f32
    } -> tensor<2x16x64xf32> loc("backward.model.layers.1.post_attention_layernorm")
    %t1139 = tensor.empty() : tensor<2x16x64xf32> loc("backward.model.layers.1.post_attention_layernorm")
    %t1144 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1117, %t580 : tensor<2x16x64xf32>, tensor<2x16x1xf32>) outs(%t1139 : tensor<2x16x64xf32>) {
    ^bb0(%in1140: f32, %in1141: f32, %out1142: f32):
      %s1143 = arith.mulf %in1140, %in1141 : f32
      linalg.yield %s1143 : f32
    } -> tensor<2x16x64xf32> loc("backward.model.layers.1.post_attention_layernorm")
    %t1145 = tensor.empty() : tensor<2x16xf32> loc("backward.model.layers.1.post_attention_layernorm")
    %c1146 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.1.post_attention_layernorm")
    %t1147 = linalg.fill ins(%c1146 : f32) outs(%t1145 : tensor<2x16xf32>) -> tensor<2x16xf32> loc("backward.model.layers.1.post_attention_layernorm")
    %t1151 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t1138 : tensor<2x16x64xf32>) outs(%t1147 : tensor<2x16xf32>) {
    ^bb0(%in1148: f32, %out1149: f32):
      %s1150 = arith.addf %out1149, %in1148 : f32
      linalg.yield %s1150 : f32
    } -> tensor<2x16xf32> loc("backward.model.layers.1.post_attention_layernorm")
    %t1152 = tensor.expand_shape %t1151 [[0], [1, 2]] output_shape [2, 16, 1] : tensor<2x16xf32> into tensor<2x16x1xf32> loc("backward.model.layers.1.post_attention_layernorm")
    %t1153 = tensor.empty() : tensor<2x16x64xf32> loc("backward.add_19")
    %t1158 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t999, %t1144 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t1153 : tensor<2x16x64xf32>) {
    ^bb0(%in1154: f32, %in1155: f32, %out1156: f32):
      %s1157 = arith.addf %in1154, %in1155 : f32
      linalg.yield %s1157 : f32
    } -> tensor<2x16x64xf32> loc("backward.add_19")
    %t1159 = tensor.empty() : tensor<2x16x1xf32> loc("backward.model.layers.1.post_attention_layernorm")
    %t1164 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t580 : tensor<2x16x1xf32>) outs(%t1159 : tensor<2x16x1xf32>) {
    ^bb0(%in1160: f32, %out1161: f32):
      %s1162 = arith.mulf %in1160, %in1160 : f32
      %s1163 = arith.mulf %s1162, %in1160 : f32
      linalg.yield %s1163 : f32
    } -> tensor<2x16x1xf32> loc("backward.model.layers.1.post_attention_layernorm")
    %t1165 = tensor.empty() : tensor<2x16x1xf32> loc("backward.model.layers.1.post_attention_layernorm")
    %t1170 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1152 : tensor<2x16x1xf32>) outs(%t1165 : tensor<2x16x1xf32>) {
    ^bb0(%in1166: f32, %out1167: f32):
      %s1168 = arith.constant -5.000000000e-01 : f32
      %s1169 = arith.mulf %in1166, %s1168 : f32
      linalg.yield %s1169 : f32
    } -> tensor<2x16x1xf32> loc("backward.model.layers.1.post_attention_layernorm")
    %t1171 = tensor.empty() : tensor<2x16x1xf32> loc("backward.model.layers.1.post_attention_layernorm")
    %t1176 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1170, %t1164 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%t1171 : tensor<2x16x1xf32>) {
    ^bb0(%in1172: f32, %in1173: f32, %out1174: f32):
      %s1175 = arith.mulf %in1172, %in1173 : f32
      linalg.yield %s1175 : f32
    } -> tensor<2x16x1xf32> loc("backward.model.layers.1.post_attention_layernorm")
    %t1177 = tensor.empty() : tensor<2x16x64xf32> loc("backward.model.layers.1.post_attention_layernorm")
    %t1180 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1176 : tensor<2x16x1xf32>) outs(%t1177 : tensor<2x16x64xf32>) {
    ^bb0(%in1178: f32, %out1179: f32):
      linalg.yield %in1178 : f32
    } -> tensor<2x16x64xf32> loc("backward.model.layers.1.post_attention_layernorm")
    %t1181 = tensor.empty() : tensor<2x16x64xf32> loc("backward.model.layers.1.post_attention_layernorm")
    %t1186 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1180 : tensor<2x16x64xf32>) outs(%t1181 : tensor<2x16x64xf32>) {
    ^bb0(%in1182: f32, %out1183: f32):
      %s1184 = arith.constant 6.400000000e+01 : f32
      %s1185 = arith.divf %in1182, %s1184 : f32
      linalg.yield %s1185 : f32
    } -> tensor<2x16x64xf32> loc("backward.model.layers.1.post_attention_layernorm")
    %t1187 = tensor.empty() : tensor<2x16x64xf32> loc("backward.model.layers.1.post_attention_layernorm")
    %t1190 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t550 : tensor<2x16x64xf32>) outs(%t1187 : tensor<2x16x64xf32>) {
    ^bb0(%in1188: f32, %out1189: f32):
      linalg.yield %in1188 : f32
    } -> tensor<2x16x64xf32> loc("backward.model.layers.1.post_attention_layernorm")
    %t1191 = tensor.empty() : tensor<2x16x64xf32> loc("backward.model.layers.1.post_attention_layernorm")
    %t1196 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1190 : tensor<2x16x64xf32>) outs(%t1191 : tensor<2x16x64xf32>) {
    ^bb0(%in1192: f32, %out1193: f32):
      %s1194 = arith.constant 2.000000000e+00 : f32
      %s1195 = arith.mulf %in1192, %s1194 : f32
      linalg.yield %s1195 : f32
    } -> tensor<2x16x64xf32> loc("backward.model.layers.1.post_attention_layernorm")
    %t1197 = tensor.empty() : tensor<2x16x64xf32> loc("backward.model.layers.1.post_attention_layernorm")
    %t1202 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1186, %t1196 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t1197 : tensor<2x16x64xf32>) {
    ^bb0(%in1198: f32, %in1199: f32, %out1200: f32):
      %s1201 = arith.mulf %in1198, %in1199 : f32
      linalg.yield %s1201 : f32
    } -> tensor<2x16x64xf32> loc("backward.model.layers.1.post_attention_layernorm")
    %t1203 = tensor.empty() : tensor<2x16x64xf32> loc("backward.add_20")
    %t1208 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1158, %t1202 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t1203 : tensor<2x16x64xf32>) {
    ^bb0(%in1204: f32, %in1205: f32, %out1206: f32):
      %s1207 = arith.addf %in1204, %in1205 : f32
      linalg.yield %s1207 : f32
    } -> tensor<2x16x64xf32> loc("backward.add_20")
    %t1209 = tensor.collapse_shape %t1208 [[0, 1], [2]] : tensor<2x16x64xf32> into tensor<32x64xf32> loc("backward.model.layers.1.self_attn.o_proj")
    %t1210 = tensor.empty() : tensor<64x32xf32> loc("backward.model.layers.1.self_attn.o_proj")
    %t1211 = linalg.transpose ins(%t1209 : tensor<32x64xf32>) outs(%t1210 : tensor<64x32xf32>) permutation = [1, 0] loc("backward.model.layers.1.self_attn.o_proj")
    %t1212 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.1.self_attn.o_proj")
    %c1213 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.1.self_attn.o_proj")
    %t1214 = linalg.fill ins(%c1213 : f32) outs(%t1212 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.model.layers.1.self_attn.o_proj")
    %t1215 = linalg.matmul ins(%t1211, %t539 : tensor<64x32xf32>, tensor<32x64xf32>) outs(%t1214 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.model.layers.1.self_attn.o_proj")
    %t1216 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.1.self_attn.o_proj")
    %t1217 = linalg.transpose ins(%t1215 : tensor<64x64xf32>) outs(%t1216 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.model.layers.1.self_attn.o_proj")
    %t1218 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.1.self_attn.o_proj")
    %t1219 = linalg.transpose ins(%t538 : tensor<64x64xf32>) outs(%t1218 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.model.layers.1.self_attn.o_proj")
    %t1220 = tensor.empty() : tensor<32x64xf32> loc("backward.model.layers.1.self_attn.o_proj")
    %c1221 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.1.self_attn.o_proj")
    %t1222 = linalg.fill ins(%c1221 : f32) outs(%t1220 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("backward.model.layers.1.self_attn.o_proj")
    %t1223 = linalg.matmul ins(%t1209, %t1219 : tensor<32x64xf32>, tensor<64x64xf32>) outs(%t1222 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("backward.model.layers.1.self_attn.o_proj")
    %t1224 = tensor.expand_shape %t1223 [[0, 1], [2]] output_shape [2, 16, 64] : tensor<32x64xf32> into tensor<2x16x64xf32> loc("backward.model.layers.1.self_attn.o_proj")
    %t1225 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.1.self_attn.o_proj")
    %t1226 = linalg.transpose ins(%t1217 : tensor<64x64xf32>) outs(%t1225 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.model.layers.1.self_attn.o_proj")
    %t1227 = tensor.expand_shape %t1224 [[0], [1], [2, 3]] output_shape [2, 16, 4, 16] : tensor<2x16x64xf32> into tensor<2x16x4x16xf32> loc("backward.model.layers.1.self_attn")
    %t1228 = tensor.empty() : tensor<2x4x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1229 = linalg.transpose ins(%t1227 : tensor<2x16x4x16xf32>) outs(%t1228 : tensor<2x4x16x16xf32>) permutation = [0, 2, 1, 3] loc("backward.model.layers.1.self_attn")
    %t1230 = tensor.collapse_shape %t1229 [[0, 1], [2], [3]] : tensor<2x4x16x16xf32> into tensor<8x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1231 = tensor.empty() : tensor<8x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1232 = linalg.transpose ins(%t527 : tensor<8x16x16xf32>) outs(%t1231 : tensor<8x16x16xf32>) permutation = [0, 2, 1] loc("backward.model.layers.1.self_attn")
    %t1233 = tensor.empty() : tensor<8x16x16xf32> loc("backward.model.layers.1.self_attn")
    %c1234 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.1.self_attn")
    %t1235 = linalg.fill ins(%c1234 : f32) outs(%t1233 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1236 = linalg.batch_matmul ins(%t1232, %t1230 : tensor<8x16x16xf32>, tensor<8x16x16xf32>) outs(%t1235 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1237 = tensor.empty() : tensor<8x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1238 = linalg.transpose ins(%t528 : tensor<8x16x16xf32>) outs(%t1237 : tensor<8x16x16xf32>) permutation = [0, 2, 1] loc("backward.model.layers.1.self_attn")
    %t1239 = tensor.empty() : tensor<8x16x16xf32> loc("backward.model.layers.1.self_attn")
    %c1240 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.1.self_attn")
    %t1241 = linalg.fill ins(%c1240 : f32) outs(%t1239 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1242 = linalg.batch_matmul ins(%t1230, %t1238 : tensor<8x16x16xf32>, tensor<8x16x16xf32>) outs(%t1241 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1243 = tensor.expand_shape %t1236 [[0, 1], [2], [3]] output_shape [2, 4, 16, 16] : tensor<8x16x16xf32> into tensor<2x4x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1244 = tensor.expand_shape %t1242 [[0, 1], [2], [3]] output_shape [2, 4, 16, 16] : tensor<8x16x16xf32> into tensor<2x4x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1245 = tensor.empty() : tensor<2x4x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1250 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1244, %t526 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%t1245 : tensor<2x4x16x16xf32>) {
    ^bb0(%in1246: f32, %in1247: f32, %out1248: f32):
      %s1249 = arith.mulf %in1246, %in1247 : f32
      linalg.yield %s1249 : f32
    } -> tensor<2x4x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1251 = tensor.empty() : tensor<2x4x16xf32> loc("backward.model.layers.1.self_attn")
    %c1252 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.1.self_attn")
    %t1253 = linalg.fill ins(%c1252 : f32) outs(%t1251 : tensor<2x4x16xf32>) -> tensor<2x4x16xf32> loc("backward.model.layers.1.self_attn")
    %t1257 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%t1250 : tensor<2x4x16x16xf32>) outs(%t1253 : tensor<2x4x16xf32>) {
    ^bb0(%in1254: f32, %out1255: f32):
      %s1256 = arith.addf %out1255, %in1254 : f32
      linalg.yield %s1256 : f32
    } -> tensor<2x4x16xf32> loc("backward.model.layers.1.self_attn")
    %t1258 = tensor.expand_shape %t1257 [[0], [1], [2, 3]] output_shape [2, 4, 16, 1] : tensor<2x4x16xf32> into tensor<2x4x16x1xf32> loc("backward.model.layers.1.self_attn")
    %t1259 = tensor.empty() : tensor<2x4x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1264 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t526, %t1258 : tensor<2x4x16x16xf32>, tensor<2x4x16x1xf32>) outs(%t1259 : tensor<2x4x16x16xf32>) {
    ^bb0(%in1260: f32, %in1261: f32, %out1262: f32):
      %s1263 = arith.mulf %in1260, %in1261 : f32
      linalg.yield %s1263 : f32
    } -> tensor<2x4x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1265 = tensor.empty() : tensor<2x4x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1270 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1250, %t1264 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%t1265 : tensor<2x4x16x16xf32>) {
    ^bb0(%in1266: f32, %in1267: f32, %out1268: f32):
      %s1269 = arith.subf %in1266, %in1267 : f32
      linalg.yield %s1269 : f32
    } -> tensor<2x4x16x16xf32> loc("backward.model.layers.1.self_attn")
    %cst1271 = arith.constant dense<0.000000000e+00> : tensor<f32> loc("backward.model.layers.1.self_attn")
    %t1272 = tensor.empty() : tensor<2x4x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1278 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst489, %cst1271, %t1270 : tensor<2x1x16x16xi1>, tensor<f32>, tensor<2x4x16x16xf32>) outs(%t1272 : tensor<2x4x16x16xf32>) {
    ^bb0(%in1273: i1, %in1274: f32, %in1275: f32, %out1276: f32):
      %s1277 = arith.select %in1273, %in1274, %in1275 : f32
      linalg.yield %s1277 : f32
    } -> tensor<2x4x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1279 = tensor.empty() : tensor<2x4x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1284 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1278 : tensor<2x4x16x16xf32>) outs(%t1279 : tensor<2x4x16x16xf32>) {
    ^bb0(%in1280: f32, %out1281: f32):
      %s1282 = arith.constant 2.500000000e-01 : f32
      %s1283 = arith.mulf %in1280, %s1282 : f32
      linalg.yield %s1283 : f32
    } -> tensor<2x4x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1285 = tensor.collapse_shape %t1284 [[0, 1], [2], [3]] : tensor<2x4x16x16xf32> into tensor<8x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1286 = tensor.empty() : tensor<8x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1287 = linalg.transpose ins(%t476 : tensor<8x16x16xf32>) outs(%t1286 : tensor<8x16x16xf32>) permutation = [0, 2, 1] loc("backward.model.layers.1.self_attn")
    %t1288 = tensor.empty() : tensor<8x16x16xf32> loc("backward.model.layers.1.self_attn")
    %c1289 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.1.self_attn")
    %t1290 = linalg.fill ins(%c1289 : f32) outs(%t1288 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1291 = linalg.batch_matmul ins(%t1287, %t1285 : tensor<8x16x16xf32>, tensor<8x16x16xf32>) outs(%t1290 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1292 = tensor.empty() : tensor<8x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1293 = linalg.transpose ins(%t477 : tensor<8x16x16xf32>) outs(%t1292 : tensor<8x16x16xf32>) permutation = [0, 2, 1] loc("backward.model.layers.1.self_attn")
    %t1294 = tensor.empty() : tensor<8x16x16xf32> loc("backward.model.layers.1.self_attn")
    %c1295 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.1.self_attn")
    %t1296 = linalg.fill ins(%c1295 : f32) outs(%t1294 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1297 = linalg.batch_matmul ins(%t1285, %t1293 : tensor<8x16x16xf32>, tensor<8x16x16xf32>) outs(%t1296 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1298 = tensor.expand_shape %t1291 [[0, 1], [2], [3]] output_shape [2, 4, 16, 16] : tensor<8x16x16xf32> into tensor<2x4x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1299 = tensor.expand_shape %t1297 [[0, 1], [2], [3]] output_shape [2, 4, 16, 16] : tensor<8x16x16xf32> into tensor<2x4x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1300 = tensor.empty() : tensor<2x4x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1301 = linalg.transpose ins(%t1298 : tensor<2x4x16x16xf32>) outs(%t1300 : tensor<2x4x16x16xf32>) permutation = [0, 1, 3, 2] loc("backward.model.layers.1.self_attn")
    %t1302 = tensor.expand_shape %t1243 [[0], [1, 2], [3], [4]] output_shape [2, 2, 2, 16, 16] : tensor<2x4x16x16xf32> into tensor<2x2x2x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1303 = tensor.empty() : tensor<2x2x16x16xf32> loc("backward.model.layers.1.self_attn")
    %c1304 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.1.self_attn")
    %t1305 = linalg.fill ins(%c1304 : f32) outs(%t1303 : tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1309 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>], iterator_types = ["parallel", "parallel", "reduction", "parallel", "parallel"]} ins(%t1302 : tensor<2x2x2x16x16xf32>) outs(%t1305 : tensor<2x2x16x16xf32>) {
    ^bb0(%in1306: f32, %out1307: f32):
      %s1308 = arith.addf %out1307, %in1306 : f32
      linalg.yield %s1308 : f32
    } -> tensor<2x2x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1310 = tensor.expand_shape %t1309 [[0], [1], [2, 3], [4]] output_shape [2, 2, 1, 16, 16] : tensor<2x2x16x16xf32> into tensor<2x2x1x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1311 = tensor.collapse_shape %t1310 [[0], [1], [2, 3], [4]] : tensor<2x2x1x16x16xf32> into tensor<2x2x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1312 = tensor.expand_shape %t1301 [[0], [1, 2], [3], [4]] output_shape [2, 2, 2, 16, 16] : tensor<2x4x16x16xf32> into tensor<2x2x2x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1313 = tensor.empty() : tensor<2x2x16x16xf32> loc("backward.model.layers.1.self_attn")
    %c1314 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.1.self_attn")
    %t1315 = linalg.fill ins(%c1314 : f32) outs(%t1313 : tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1319 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>], iterator_types = ["parallel", "parallel", "reduction", "parallel", "parallel"]} ins(%t1312 : tensor<2x2x2x16x16xf32>) outs(%t1315 : tensor<2x2x16x16xf32>) {
    ^bb0(%in1316: f32, %out1317: f32):
      %s1318 = arith.addf %out1317, %in1316 : f32
      linalg.yield %s1318 : f32
    } -> tensor<2x2x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1320 = tensor.expand_shape %t1319 [[0], [1], [2, 3], [4]] output_shape [2, 2, 1, 16, 16] : tensor<2x2x16x16xf32> into tensor<2x2x1x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1321 = tensor.collapse_shape %t1320 [[0], [1], [2, 3], [4]] : tensor<2x2x1x16x16xf32> into tensor<2x2x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1322 = tensor.empty() : tensor<2x2x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1327 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1321, %cst421 : tensor<2x2x16x16xf32>, tensor<1x1x16x16xf32>) outs(%t1322 : tensor<2x2x16x16xf32>) {
    ^bb0(%in1323: f32, %in1324: f32, %out1325: f32):
      %s1326 = arith.mulf %in1323, %in1324 : f32
      linalg.yield %s1326 : f32
    } -> tensor<2x2x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1328 = tensor.extract_slice %t1327[0, 0, 0, 0] [2, 2, 16, 8] [1, 1, 1, 1] : tensor<2x2x16x16xf32> to tensor<2x2x16x8xf32> loc("backward.model.layers.1.self_attn")
    %t1329 = tensor.extract_slice %t1327[0, 0, 0, 8] [2, 2, 16, 8] [1, 1, 1, 1] : tensor<2x2x16x16xf32> to tensor<2x2x16x8xf32> loc("backward.model.layers.1.self_attn")
    %t1330 = tensor.empty() : tensor<2x2x16x8xf32> loc("backward.model.layers.1.self_attn")
    %t1334 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1328 : tensor<2x2x16x8xf32>) outs(%t1330 : tensor<2x2x16x8xf32>) {
    ^bb0(%in1331: f32, %out1332: f32):
      %s1333 = arith.negf %in1331 : f32
      linalg.yield %s1333 : f32
    } -> tensor<2x2x16x8xf32> loc("backward.model.layers.1.self_attn")
    %cst1335 = arith.constant dense<0.000000000e+00> : tensor<2x2x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1336 = tensor.insert_slice %t1334 into %cst1335[0, 0, 0, 8] [2, 2, 16, 8] [1, 1, 1, 1] : tensor<2x2x16x8xf32> into tensor<2x2x16x16xf32> loc("backward.model.layers.1.self_attn")
    %cst1337 = arith.constant dense<0.000000000e+00> : tensor<2x2x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1338 = tensor.insert_slice %t1329 into %cst1337[0, 0, 0, 0] [2, 2, 16, 8] [1, 1, 1, 1] : tensor<2x2x16x8xf32> into tensor<2x2x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1339 = tensor.empty() : tensor<2x2x16x16xf32> loc("backward.add_21")
    %t1344 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1336, %t1338 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%t1339 : tensor<2x2x16x16xf32>) {
    ^bb0(%in1340: f32, %in1341: f32, %out1342: f32):
      %s1343 = arith.addf %in1340, %in1341 : f32
      linalg.yield %s1343 : f32
    } -> tensor<2x2x16x16xf32> loc("backward.add_21")
    %t1345 = tensor.empty() : tensor<2x2x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1350 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1321, %cst404 : tensor<2x2x16x16xf32>, tensor<1x1x16x16xf32>) outs(%t1345 : tensor<2x2x16x16xf32>) {
    ^bb0(%in1346: f32, %in1347: f32, %out1348: f32):
      %s1349 = arith.mulf %in1346, %in1347 : f32
      linalg.yield %s1349 : f32
    } -> tensor<2x2x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1351 = tensor.empty() : tensor<2x2x16x16xf32> loc("backward.add_22")
    %t1356 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1344, %t1350 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%t1351 : tensor<2x2x16x16xf32>) {
    ^bb0(%in1352: f32, %in1353: f32, %out1354: f32):
      %s1355 = arith.addf %in1352, %in1353 : f32
      linalg.yield %s1355 : f32
    } -> tensor<2x2x16x16xf32> loc("backward.add_22")
    %t1357 = tensor.empty() : tensor<2x4x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1362 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1299, %cst421 : tensor<2x4x16x16xf32>, tensor<1x1x16x16xf32>) outs(%t1357 : tensor<2x4x16x16xf32>) {
    ^bb0(%in1358: f32, %in1359: f32, %out1360: f32):
      %s1361 = arith.mulf %in1358, %in1359 : f32
      linalg.yield %s1361 : f32
    } -> tensor<2x4x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1363 = tensor.extract_slice %t1362[0, 0, 0, 0] [2, 4, 16, 8] [1, 1, 1, 1] : tensor<2x4x16x16xf32> to tensor<2x4x16x8xf32> loc("backward.model.layers.1.self_attn")
    %t1364 = tensor.extract_slice %t1362[0, 0, 0, 8] [2, 4, 16, 8] [1, 1, 1, 1] : tensor<2x4x16x16xf32> to tensor<2x4x16x8xf32> loc("backward.model.layers.1.self_attn")
    %t1365 = tensor.empty() : tensor<2x4x16x8xf32> loc("backward.model.layers.1.self_attn")
    %t1369 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1363 : tensor<2x4x16x8xf32>) outs(%t1365 : tensor<2x4x16x8xf32>) {
    ^bb0(%in1366: f32, %out1367: f32):
      %s1368 = arith.negf %in1366 : f32
      linalg.yield %s1368 : f32
    } -> tensor<2x4x16x8xf32> loc("backward.model.layers.1.self_attn")
    %cst1370 = arith.constant dense<0.000000000e+00> : tensor<2x4x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1371 = tensor.insert_slice %t1369 into %cst1370[0, 0, 0, 8] [2, 4, 16, 8] [1, 1, 1, 1] : tensor<2x4x16x8xf32> into tensor<2x4x16x16xf32> loc("backward.model.layers.1.self_attn")
    %cst1372 = arith.constant dense<0.000000000e+00> : tensor<2x4x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1373 = tensor.insert_slice %t1364 into %cst1372[0, 0, 0, 0] [2, 4, 16, 8] [1, 1, 1, 1] : tensor<2x4x16x8xf32> into tensor<2x4x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1374 = tensor.empty() : tensor<2x4x16x16xf32> loc("backward.add_23")
    %t1379 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1371, %t1373 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%t1374 : tensor<2x4x16x16xf32>) {
    ^bb0(%in1375: f32, %in1376: f32, %out1377: f32):
      %s1378 = arith.addf %in1375, %in1376 : f32
      linalg.yield %s1378 : f32
    } -> tensor<2x4x16x16xf32> loc("backward.add_23")
    %t1380 = tensor.empty() : tensor<2x4x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1385 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1299, %cst404 : tensor<2x4x16x16xf32>, tensor<1x1x16x16xf32>) outs(%t1380 : tensor<2x4x16x16xf32>) {
    ^bb0(%in1381: f32, %in1382: f32, %out1383: f32):
      %s1384 = arith.mulf %in1381, %in1382 : f32
      linalg.yield %s1384 : f32
    } -> tensor<2x4x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1386 = tensor.empty() : tensor<2x4x16x16xf32> loc("backward.add_24")
    %t1391 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1379, %t1385 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%t1386 : tensor<2x4x16x16xf32>) {
    ^bb0(%in1387: f32, %in1388: f32, %out1389: f32):
      %s1390 = arith.addf %in1387, %in1388 : f32
      linalg.yield %s1390 : f32
    } -> tensor<2x4x16x16xf32> loc("backward.add_24")
    %t1392 = tensor.empty() : tensor<2x16x2x16xf32> loc("backward.model.layers.1.self_attn")
    %t1393 = linalg.transpose ins(%t1311 : tensor<2x2x16x16xf32>) outs(%t1392 : tensor<2x16x2x16xf32>) permutation = [0, 2, 1, 3] loc("backward.model.layers.1.self_attn")
    %t1394 = tensor.collapse_shape %t1393 [[0], [1], [2, 3]] : tensor<2x16x2x16xf32> into tensor<2x16x32xf32> loc("backward.model.layers.1.self_attn")
    %t1395 = tensor.collapse_shape %t1394 [[0, 1], [2]] : tensor<2x16x32xf32> into tensor<32x32xf32> loc("backward.model.layers.1.self_attn.v_proj")
    %t1396 = tensor.empty() : tensor<32x32xf32> loc("backward.model.layers.1.self_attn.v_proj")
    %t1397 = linalg.transpose ins(%t1395 : tensor<32x32xf32>) outs(%t1396 : tensor<32x32xf32>) permutation = [1, 0] loc("backward.model.layers.1.self_attn.v_proj")
    %t1398 = tensor.empty() : tensor<32x64xf32> loc("backward.model.layers.1.self_attn.v_proj")
    %c1399 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.1.self_attn.v_proj")
    %t1400 = linalg.fill ins(%c1399 : f32) outs(%t1398 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("backward.model.layers.1.self_attn.v_proj")
    %t1401 = linalg.matmul ins(%t1397, %t395 : tensor<32x32xf32>, tensor<32x64xf32>) outs(%t1400 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("backward.model.layers.1.self_attn.v_proj")
    %t1402 = tensor.empty() : tensor<64x32xf32> loc("backward.model.layers.1.self_attn.v_proj")
    %t1403 = linalg.transpose ins(%t1401 : tensor<32x64xf32>) outs(%t1402 : tensor<64x32xf32>) permutation = [1, 0] loc("backward.model.layers.1.self_attn.v_proj")
    %t1404 = tensor.empty() : tensor<32x64xf32> loc("backward.model.layers.1.self_attn.v_proj")
    %t1405 = linalg.transpose ins(%t394 : tensor<64x32xf32>) outs(%t1404 : tensor<32x64xf32>) permutation = [1, 0] loc("backward.model.layers.1.self_attn.v_proj")
    %t1406 = tensor.empty() : tensor<32x64xf32> loc("backward.model.layers.1.self_attn.v_proj")
    %c1407 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.1.self_attn.v_proj")
    %t1408 = linalg.fill ins(%c1407 : f32) outs(%t1406 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("backward.model.layers.1.self_attn.v_proj")
    %t1409 = linalg.matmul ins(%t1395, %t1405 : tensor<32x32xf32>, tensor<32x64xf32>) outs(%t1408 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("backward.model.layers.1.self_attn.v_proj")
    %t1410 = tensor.expand_shape %t1409 [[0, 1], [2]] output_shape [2, 16, 64] : tensor<32x64xf32> into tensor<2x16x64xf32> loc("backward.model.layers.1.self_attn.v_proj")
    %t1411 = tensor.empty() : tensor<32x64xf32> loc("backward.model.layers.1.self_attn.v_proj")
    %t1412 = linalg.transpose ins(%t1403 : tensor<64x32xf32>) outs(%t1411 : tensor<32x64xf32>) permutation = [1, 0] loc("backward.model.layers.1.self_attn.v_proj")
    %t1413 = tensor.empty() : tensor<2x16x2x16xf32> loc("backward.model.layers.1.self_attn")
    %t1414 = linalg.transpose ins(%t1356 : tensor<2x2x16x16xf32>) outs(%t1413 : tensor<2x16x2x16xf32>) permutation = [0, 2, 1, 3] loc("backward.model.layers.1.self_attn")
    %t1415 = tensor.collapse_shape %t1414 [[0], [1], [2, 3]] : tensor<2x16x2x16xf32> into tensor<2x16x32xf32> loc("backward.model.layers.1.self_attn")
    %t1416 = tensor.collapse_shape %t1415 [[0, 1], [2]] : tensor<2x16x32xf32> into tensor<32x32xf32> loc("backward.model.layers.1.self_attn.k_proj")
    %t1417 = tensor.empty() : tensor<32x32xf32> loc("backward.model.layers.1.self_attn.k_proj")
    %t1418 = linalg.transpose ins(%t1416 : tensor<32x32xf32>) outs(%t1417 : tensor<32x32xf32>) permutation = [1, 0] loc("backward.model.layers.1.self_attn.k_proj")
    %t1419 = tensor.empty() : tensor<32x64xf32> loc("backward.model.layers.1.self_attn.k_proj")
    %c1420 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.1.self_attn.k_proj")
    %t1421 = linalg.fill ins(%c1420 : f32) outs(%t1419 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("backward.model.layers.1.self_attn.k_proj")
    %t1422 = linalg.matmul ins(%t1418, %t384 : tensor<32x32xf32>, tensor<32x64xf32>) outs(%t1421 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("backward.model.layers.1.self_attn.k_proj")
    %t1423 = tensor.empty() : tensor<64x32xf32> loc("backward.model.layers.1.self_attn.k_proj")
    %t1424 = linalg.transpose ins(%t1422 : tensor<32x64xf32>) outs(%t1423 : tensor<64x32xf32>) permutation = [1, 0] loc("backward.model.layers.1.self_attn.k_proj")
    %t1425 = tensor.empty() : tensor<32x64xf32> loc("backward.model.layers.1.self_attn.k_proj")
    %t1426 = linalg.transpose ins(%t383 : tensor<64x32xf32>) outs(%t1425 : tensor<32x64xf32>) permutation = [1, 0] loc("backward.model.layers.1.self_attn.k_proj")
    %t1427 = tensor.empty() : tensor<32x64xf32> loc("backward.model.layers.1.self_attn.k_proj")
    %c1428 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.1.self_attn.k_proj")
    %t1429 = linalg.fill ins(%c1428 : f32) outs(%t1427 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("backward.model.layers.1.self_attn.k_proj")
    %t1430 = linalg.matmul ins(%t1416, %t1426 : tensor<32x32xf32>, tensor<32x64xf32>) outs(%t1429 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("backward.model.layers.1.self_attn.k_proj")
    %t1431 = tensor.expand_shape %t1430 [[0, 1], [2]] output_shape [2, 16, 64] : tensor<32x64xf32> into tensor<2x16x64xf32> loc("backward.model.layers.1.self_attn.k_proj")
    %t1432 = tensor.empty() : tensor<2x16x64xf32> loc("backward.add_25")
    %t1437 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1410, %t1431 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t1432 : tensor<2x16x64xf32>) {
    ^bb0(%in1433: f32, %in1434: f32, %out1435: f32):
      %s1436 = arith.addf %in1433, %in1434 : f32
      linalg.yield %s1436 : f32
    } -> tensor<2x16x64xf32> loc("backward.add_25")
    %t1438 = tensor.empty() : tensor<32x64xf32> loc("backward.model.layers.1.self_attn.k_proj")
    %t1439 = linalg.transpose ins(%t1424 : tensor<64x32xf32>) outs(%t1438 : tensor<32x64xf32>) permutation = [1, 0] loc("backward.model.layers.1.self_attn.k_proj")
    %t1440 = tensor.empty() : tensor<2x16x4x16xf32> loc("backward.model.layers.1.self_attn")
    %t1441 = linalg.transpose ins(%t1391 : tensor<2x4x16x16xf32>) outs(%t1440 : tensor<2x16x4x16xf32>) permutation = [0, 2, 1, 3] loc("backward.model.layers.1.self_attn")
    %t1442 = tensor.collapse_shape %t1441 [[0], [1], [2, 3]] : tensor<2x16x4x16xf32> into tensor<2x16x64xf32> loc("backward.model.layers.1.self_attn")
    %t1443 = tensor.collapse_shape %t1442 [[0, 1], [2]] : tensor<2x16x64xf32> into tensor<32x64xf32> loc("backward.model.layers.1.self_attn.q_proj")
    %t1444 = tensor.empty() : tensor<64x32xf32> loc("backward.model.layers.1.self_attn.q_proj")
    %t1445 = linalg.transpose ins(%t1443 : tensor<32x64xf32>) outs(%t1444 : tensor<64x32xf32>) permutation = [1, 0] loc("backward.model.layers.1.self_attn.q_proj")
    %t1446 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.1.self_attn.q_proj")
    %c1447 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.1.self_attn.q_proj")
    %t1448 = linalg.fill ins(%c1447 : f32) outs(%t1446 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.model.layers.1.self_attn.q_proj")
    %t1449 = linalg.matmul ins(%t1445, %t373 : tensor<64x32xf32>, tensor<32x64xf32>) outs(%t1448 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.model.layers.1.self_attn.q_proj")
    %t1450 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.1.self_attn.q_proj")
    %t1451 = linalg.transpose ins(%t1449 : tensor<64x64xf32>) outs(%t1450 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.model.layers.1.self_attn.q_proj")
    %t1452 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.1.self_attn.q_proj")
    %t1453 = linalg.transpose ins(%t372 : tensor<64x64xf32>) outs(%t1452 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.model.layers.1.self_attn.q_proj")
    %t1454 = tensor.empty() : tensor<32x64xf32> loc("backward.model.layers.1.self_attn.q_proj")
    %c1455 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.1.self_attn.q_proj")
    %t1456 = linalg.fill ins(%c1455 : f32) outs(%t1454 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("backward.model.layers.1.self_attn.q_proj")
    %t1457 = linalg.matmul ins(%t1443, %t1453 : tensor<32x64xf32>, tensor<64x64xf32>) outs(%t1456 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("backward.model.layers.1.self_attn.q_proj")
    %t1458 = tensor.expand_shape %t1457 [[0, 1], [2]] output_shape [2, 16, 64] : tensor<32x64xf32> into tensor<2x16x64xf32> loc("backward.model.layers.1.self_attn.q_proj")
    %t1459 = tensor.empty() : tensor<2x16x64xf32> loc("backward.add_26")
    %t1464 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1437, %t1458 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t1459 : tensor<2x16x64xf32>) {
    ^bb0(%in1460: f32, %in1461: f32, %out1462: f32):
      %s1463 = arith.addf %in1460, %in1461 : f32
      linalg.yield %s1463 : f32
    } -> tensor<2x16x64xf32> loc("backward.add_26")
    %t1465 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.1.self_attn.q_proj")
    %t1466 = linalg.transpose ins(%t1451 : tensor<64x64xf32>) outs(%t1465 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.model.layers.1.self_attn.q_proj")
    %t1467 = tensor.empty() : tensor<2x16x64xf32> loc("backward.model.layers.1.input_layernorm")
    %t1472 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1464, %primals_18 : tensor<2x16x64xf32>, tensor<64xf32>) outs(%t1467 : tensor<2x16x64xf32>) {
    ^bb0(%in1468: f32, %in1469: f32, %out1470: f32):
      %s1471 = arith.mulf %in1468, %in1469 : f32
      linalg.yield %s1471 : f32
    } -> tensor<2x16x64xf32> loc("backward.model.layers.1.input_layernorm")
    %t1473 = tensor.empty() : tensor<2x16x64xf32> loc("backward.model.layers.1.input_layernorm")
    %t1478 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1464, %t364 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t1473 : tensor<2x16x64xf32>) {
    ^bb0(%in1474: f32, %in1475: f32, %out1476: f32):
      %s1477 = arith.mulf %in1474, %in1475 : f32
      linalg.yield %s1477 : f32
    } -> tensor<2x16x64xf32> loc("backward.model.layers.1.input_layernorm")
    %t1479 = tensor.empty() : tensor<64xf32> loc("backward.model.layers.1.input_layernorm")
    %c1480 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.1.input_layernorm")
    %t1481 = linalg.fill ins(%c1480 : f32) outs(%t1479 : tensor<64xf32>) -> tensor<64xf32> loc("backward.model.layers.1.input_layernorm")
    %t1485 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%t1478 : tensor<2x16x64xf32>) outs(%t1481 : tensor<64xf32>) {
    ^bb0(%in1482: f32, %out1483: f32):
      %s1484 = arith.addf %out1483, %in1482 : f32
      linalg.yield %s1484 : f32
    } -> tensor<64xf32> loc("backward.model.layers.1.input_layernorm")
    %t1486 = tensor.expand_shape %t1485 [[0, 1, 2]] output_shape [1, 1, 64] : tensor<64xf32> into tensor<1x1x64xf32> loc("backward.model.layers.1.input_layernorm")
    %t1487 = tensor.collapse_shape %t1486 [[0, 1, 2]] : tensor<1x1x64xf32> into tensor<64xf32> loc("backward.model.layers.1.input_layernorm")
    %t1488 = tensor.empty() : tensor<2x16x64xf32> loc("backward.model.layers.1.input_layernorm")
    %t1493 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1472, %t328 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t1488 : tensor<2x16x64xf32>) {
    ^bb0(%in1489: f32, %in1490: f32, %out1491: f32):
      %s1492 = arith.mulf %in1489, %in1490 : f32
      linalg.yield %s1492 : f32
    } -> tensor<2x16x64xf32> loc("backward.model.layers.1.input_layernorm")
    %t1494 = tensor.empty() : tensor<2x16x64xf32> loc("backward.model.layers.1.input_layernorm")
    %t1499 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1472, %t358 : tensor<2x16x64xf32>, tensor<2x16x1xf32>) outs(%t1494 : tensor<2x16x64xf32>) {
    ^bb0(%in1495: f32, %in1496: f32, %out1497: f32):
      %s1498 = arith.mulf %in1495, %in1496 : f32
      linalg.yield %s1498 : f32
    } -> tensor<2x16x64xf32> loc("backward.model.layers.1.input_layernorm")
    %t1500 = tensor.empty() : tensor<2x16xf32> loc("backward.model.layers.1.input_layernorm")
    %c1501 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.1.input_layernorm")
    %t1502 = linalg.fill ins(%c1501 : f32) outs(%t1500 : tensor<2x16xf32>) -> tensor<2x16xf32> loc("backward.model.layers.1.input_layernorm")
    %t1506 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t1493 : tensor<2x16x64xf32>) outs(%t1502 : tensor<2x16xf32>) {
    ^bb0(%in1503: f32, %out1504: f32):
      %s1505 = arith.addf %out1504, %in1503 : f32
      linalg.yield %s1505 : f32
    } -> tensor<2x16xf32> loc("backward.model.layers.1.input_layernorm")
    %t1507 = tensor.expand_shape %t1506 [[0], [1, 2]] output_shape [2, 16, 1] : tensor<2x16xf32> into tensor<2x16x1xf32> loc("backward.model.layers.1.input_layernorm")
    %t1508 = tensor.empty() : tensor<2x16x64xf32> loc("backward.add_27")
    %t1513 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1208, %t1499 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t1508 : tensor<2x16x64xf32>) {
    ^bb0(%in1509: f32, %in1510: f32, %out1511: f32):
      %s1512 = arith.addf %in1509, %in1510 : f32
      linalg.yield %s1512 : f32
    } -> tensor<2x16x64xf32> loc("backward.add_27")
    %t1514 = tensor.empty() : tensor<2x16x1xf32> loc("backward.model.layers.1.input_layernorm")
    %t1519 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t358 : tensor<2x16x1xf32>) outs(%t1514 : tensor<2x16x1xf32>) {
    ^bb0(%in1515: f32, %out1516: f32):
      %s1517 = arith.mulf %in1515, %in1515 : f32
      %s1518 = arith.mulf %s1517, %in1515 : f32
      linalg.yield %s1518 : f32
    } -> tensor<2x16x1xf32> loc("backward.model.layers.1.input_layernorm")
    %t1520 = tensor.empty() : tensor<2x16x1xf32> loc("backward.model.layers.1.input_layernorm")
    %t1525 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1507 : tensor<2x16x1xf32>) outs(%t1520 : tensor<2x16x1xf32>) {
    ^bb0(%in1521: f32, %out1522: f32):
      %s1523 = arith.constant -5.000000000e-01 : f32
      %s1524 = arith.mulf %in1521, %s1523 : f32
      linalg.yield %s1524 : f32
    } -> tensor<2x16x1xf32> loc("backward.model.layers.1.input_layernorm")
    %t1526 = tensor.empty() : tensor<2x16x1xf32> loc("backward.model.layers.1.input_layernorm")
    %t1531 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1525, %t1519 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%t1526 : tensor<2x16x1xf32>) {
    ^bb0(%in1527: f32, %in1528: f32, %out1529: f32):
      %s1530 = arith.mulf %in1527, %in1528 : f32
      linalg.yield %s1530 : f32
    } -> tensor<2x16x1xf32> loc("backward.model.layers.1.input_layernorm")
    %t1532 = tensor.empty() : tensor<2x16x64xf32> loc("backward.model.layers.1.input_layernorm")
    %t1535 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1531 : tensor<2x16x1xf32>) outs(%t1532 : tensor<2x16x64xf32>) {
    ^bb0(%in1533: f32, %out1534: f32):
      linalg.yield %in1533 : f32
    } -> tensor<2x16x64xf32> loc("backward.model.layers.1.input_layernorm")
    %t1536 = tensor.empty() : tensor<2x16x64xf32> loc("backward.model.layers.1.input_layernorm")
    %t1541 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1535 : tensor<2x16x64xf32>) outs(%t1536 : tensor<2x16x64xf32>) {
    ^bb0(%in1537: f32, %out1538: f32):
      %s1539 = arith.constant 6.400000000e+01 : f32
      %s1540 = arith.divf %in1537, %s1539 : f32
      linalg.yield %s1540 : f32
    } -> tensor<2x16x64xf32> loc("backward.model.layers.1.input_layernorm")
    %t1542 = tensor.empty() : tensor<2x16x64xf32> loc("backward.model.layers.1.input_layernorm")
    %t1545 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t328 : tensor<2x16x64xf32>) outs(%t1542 : tensor<2x16x64xf32>) {
    ^bb0(%in1543: f32, %out1544: f32):
      linalg.yield %in1543 : f32
    } -> tensor<2x16x64xf32> loc("backward.model.layers.1.input_layernorm")
    %t1546 = tensor.empty() : tensor<2x16x64xf32> loc("backward.model.layers.1.input_layernorm")
    %t1551 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1545 : tensor<2x16x64xf32>) outs(%t1546 : tensor<2x16x64xf32>) {
    ^bb0(%in1547: f32, %out1548: f32):
      %s1549 = arith.constant 2.000000000e+00 : f32
      %s1550 = arith.mulf %in1547, %s1549 : f32
      linalg.yield %s1550 : f32
    } -> tensor<2x16x64xf32> loc("backward.model.layers.1.input_layernorm")
    %t1552 = tensor.empty() : tensor<2x16x64xf32> loc("backward.model.layers.1.input_layernorm")
    %t1557 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1541, %t1551 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t1552 : tensor<2x16x64xf32>) {
    ^bb0(%in1553: f32, %in1554: f32, %out1555: f32):
      %s1556 = arith.mulf %in1553, %in1554 : f32
      linalg.yield %s1556 : f32
    } -> tensor<2x16x64xf32> loc("backward.model.layers.1.input_layernorm")
    %t1558 = tensor.empty() : tensor<2x16x64xf32> loc("backward.add_28")
    %t1563 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1513, %t1557 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t1558 : tensor<2x16x64xf32>) {
    ^bb0(%in1559: f32, %in1560: f32, %out1561: f32):
      %s1562 = arith.addf %in1559, %in1560 : f32
      linalg.yield %s1562 : f32
    } -> tensor<2x16x64xf32> loc("backward.add_28")
    %t1564 = tensor.collapse_shape %t1563 [[0, 1], [2]] : tensor<2x16x64xf32> into tensor<32x64xf32> loc("backward.model.layers.0.mlp.down_proj")
    %t1565 = tensor.empty() : tensor<64x32xf32> loc("backward.model.layers.0.mlp.down_proj")
    %t1566 = linalg.transpose ins(%t1564 : tensor<32x64xf32>) outs(%t1565 : tensor<64x32xf32>) permutation = [1, 0] loc("backward.model.layers.0.mlp.down_proj")
    %t1567 = tensor.empty() : tensor<64x128xf32> loc("backward.model.layers.0.mlp.down_proj")
    %c1568 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.0.mlp.down_proj")
    %t1569 = linalg.fill ins(%c1568 : f32) outs(%t1567 : tensor<64x128xf32>) -> tensor<64x128xf32> loc("backward.model.layers.0.mlp.down_proj")
    %t1570 = linalg.matmul ins(%t1566, %t317 : tensor<64x32xf32>, tensor<32x128xf32>) outs(%t1569 : tensor<64x128xf32>) -> tensor<64x128xf32> loc("backward.model.layers.0.mlp.down_proj")
    %t1571 = tensor.empty() : tensor<128x64xf32> loc("backward.model.layers.0.mlp.down_proj")
    %t1572 = linalg.transpose ins(%t1570 : tensor<64x128xf32>) outs(%t1571 : tensor<128x64xf32>) permutation = [1, 0] loc("backward.model.layers.0.mlp.down_proj")
    %t1573 = tensor.empty() : tensor<64x128xf32> loc("backward.model.layers.0.mlp.down_proj")
    %t1574 = linalg.transpose ins(%t316 : tensor<128x64xf32>) outs(%t1573 : tensor<64x128xf32>) permutation = [1, 0] loc("backward.model.layers.0.mlp.down_proj")
    %t1575 = tensor.empty() : tensor<32x128xf32> loc("backward.model.layers.0.mlp.down_proj")
    %c1576 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.0.mlp.down_proj")
    %t1577 = linalg.fill ins(%c1576 : f32) outs(%t1575 : tensor<32x128xf32>) -> tensor<32x128xf32> loc("backward.model.layers.0.mlp.down_proj")
    %t1578 = linalg.matmul ins(%t1564, %t1574 : tensor<32x64xf32>, tensor<64x128xf32>) outs(%t1577 : tensor<32x128xf32>) -> tensor<32x128xf32> loc("backward.model.layers.0.mlp.down_proj")
    %t1579 = tensor.expand_shape %t1578 [[0, 1], [2]] output_shape [2, 16, 128] : tensor<32x128xf32> into tensor<2x16x128xf32> loc("backward.model.layers.0.mlp.down_proj")
    %t1580 = tensor.empty() : tensor<64x128xf32> loc("backward.model.layers.0.mlp.down_proj")
    %t1581 = linalg.transpose ins(%t1572 : tensor<128x64xf32>) outs(%t1580 : tensor<64x128xf32>) permutation = [1, 0] loc("backward.model.layers.0.mlp.down_proj")
    %t1582 = tensor.empty() : tensor<2x16x128xf32> loc("backward.model.layers.0.mlp")
    %t1587 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1579, %t300 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%t1582 : tensor<2x16x128xf32>) {
    ^bb0(%in1583: f32, %in1584: f32, %out1585: f32):
      %s1586 = arith.mulf %in1583, %in1584 : f32
      linalg.yield %s1586 : f32
    } -> tensor<2x16x128xf32> loc("backward.model.layers.0.mlp")
    %t1588 = tensor.empty() : tensor<2x16x128xf32> loc("backward.model.layers.0.mlp")
    %t1593 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1579, %t308 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%t1588 : tensor<2x16x128xf32>) {
    ^bb0(%in1589: f32, %in1590: f32, %out1591: f32):
      %s1592 = arith.mulf %in1589, %in1590 : f32
      linalg.yield %s1592 : f32
    } -> tensor<2x16x128xf32> loc("backward.model.layers.0.mlp")
    %t1594 = tensor.collapse_shape %t1587 [[0, 1], [2]] : tensor<2x16x128xf32> into tensor<32x128xf32> loc("backward.model.layers.0.mlp.up_proj")
    %t1595 = tensor.empty() : tensor<128x32xf32> loc("backward.model.layers.0.mlp.up_proj")
    %t1596 = linalg.transpose ins(%t1594 : tensor<32x128xf32>) outs(%t1595 : tensor<128x32xf32>) permutation = [1, 0] loc("backward.model.layers.0.mlp.up_proj")
    %t1597 = tensor.empty() : tensor<128x64xf32> loc("backward.model.layers.0.mlp.up_proj")
    %c1598 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.0.mlp.up_proj")
    %t1599 = linalg.fill ins(%c1598 : f32) outs(%t1597 : tensor<128x64xf32>) -> tensor<128x64xf32> loc("backward.model.layers.0.mlp.up_proj")
    %t1600 = linalg.matmul ins(%t1596, %t303 : tensor<128x32xf32>, tensor<32x64xf32>) outs(%t1599 : tensor<128x64xf32>) -> tensor<128x64xf32> loc("backward.model.layers.0.mlp.up_proj")
    %t1601 = tensor.empty() : tensor<64x128xf32> loc("backward.model.layers.0.mlp.up_proj")
    %t1602 = linalg.transpose ins(%t1600 : tensor<128x64xf32>) outs(%t1601 : tensor<64x128xf32>) permutation = [1, 0] loc("backward.model.layers.0.mlp.up_proj")
    %t1603 = tensor.empty() : tensor<128x64xf32> loc("backward.model.layers.0.mlp.up_proj")
    %t1604 = linalg.transpose ins(%t302 : tensor<64x128xf32>) outs(%t1603 : tensor<128x64xf32>) permutation = [1, 0] loc("backward.model.layers.0.mlp.up_proj")
    %t1605 = tensor.empty() : tensor<32x64xf32> loc("backward.model.layers.0.mlp.up_proj")
    %c1606 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.0.mlp.up_proj")
    %t1607 = linalg.fill ins(%c1606 : f32) outs(%t1605 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("backward.model.layers.0.mlp.up_proj")
    %t1608 = linalg.matmul ins(%t1594, %t1604 : tensor<32x128xf32>, tensor<128x64xf32>) outs(%t1607 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("backward.model.layers.0.mlp.up_proj")
    %t1609 = tensor.expand_shape %t1608 [[0, 1], [2]] output_shape [2, 16, 64] : tensor<32x64xf32> into tensor<2x16x64xf32> loc("backward.model.layers.0.mlp.up_proj")
    %t1610 = tensor.empty() : tensor<128x64xf32> loc("backward.model.layers.0.mlp.up_proj")
    %t1611 = linalg.transpose ins(%t1602 : tensor<64x128xf32>) outs(%t1610 : tensor<128x64xf32>) permutation = [1, 0] loc("backward.model.layers.0.mlp.up_proj")
    %t1612 = tensor.empty() : tensor<2x16x128xf32> loc("backward.model.layers.0.mlp.act_fn")
    %t1620 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t285 : tensor<2x16x128xf32>) outs(%t1612 : tensor<2x16x128xf32>) {
    ^bb0(%in1613: f32, %out1614: f32):
      %s1615 = arith.constant 1.000000000e+00 : f32
      %s1616 = arith.negf %in1613 : f32
      %s1617 = math.exp %s1616 : f32
      %s1618 = arith.addf %s1615, %s1617 : f32
      %s1619 = arith.divf %s1615, %s1618 : f32
      linalg.yield %s1619 : f32
    } -> tensor<2x16x128xf32> loc("backward.model.layers.0.mlp.act_fn")
    %cst1621 = arith.constant dense<1.000000000e+00> : tensor<2x16x128xf32> loc("backward.model.layers.0.mlp.act_fn")
    %t1622 = tensor.empty() : tensor<2x16x128xf32> loc("backward.model.layers.0.mlp.act_fn")
    %t1627 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst1621, %t1620 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%t1622 : tensor<2x16x128xf32>) {
    ^bb0(%in1623: f32, %in1624: f32, %out1625: f32):
      %s1626 = arith.subf %in1623, %in1624 : f32
      linalg.yield %s1626 : f32
    } -> tensor<2x16x128xf32> loc("backward.model.layers.0.mlp.act_fn")
    %t1628 = tensor.empty() : tensor<2x16x128xf32> loc("backward.model.layers.0.mlp.act_fn")
    %t1633 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t285, %t1627 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%t1628 : tensor<2x16x128xf32>) {
    ^bb0(%in1629: f32, %in1630: f32, %out1631: f32):
      %s1632 = arith.mulf %in1629, %in1630 : f32
      linalg.yield %s1632 : f32
    } -> tensor<2x16x128xf32> loc("backward.model.layers.0.mlp.act_fn")
    %t1634 = tensor.empty() : tensor<2x16x128xf32> loc("backward.model.layers.0.mlp.act_fn")
    %t1639 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1633 : tensor<2x16x128xf32>) outs(%t1634 : tensor<2x16x128xf32>) {
    ^bb0(%in1635: f32, %out1636: f32):
      %s1637 = arith.constant 1.000000000e+00 : f32
      %s1638 = arith.addf %in1635, %s1637 : f32
      linalg.yield %s1638 : f32
    } -> tensor<2x16x128xf32> loc("backward.model.layers.0.mlp.act_fn")
    %t1640 = tensor.empty() : tensor<2x16x128xf32> loc("backward.model.layers.0.mlp.act_fn")
    %t1645 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1620, %t1639 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%t1640 : tensor<2x16x128xf32>) {
    ^bb0(%in1641: f32, %in1642: f32, %out1643: f32):
      %s1644 = arith.mulf %in1641, %in1642 : f32
      linalg.yield %s1644 : f32
    } -> tensor<2x16x128xf32> loc("backward.model.layers.0.mlp.act_fn")
    %t1646 = tensor.empty() : tensor<2x16x128xf32> loc("backward.model.layers.0.mlp.act_fn")
    %t1651 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1593, %t1645 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%t1646 : tensor<2x16x128xf32>) {
    ^bb0(%in1647: f32, %in1648: f32, %out1649: f32):
      %s1650 = arith.mulf %in1647, %in1648 : f32
      linalg.yield %s1650 : f32
    } -> tensor<2x16x128xf32> loc("backward.model.layers.0.mlp.act_fn")
    %t1652 = tensor.collapse_shape %t1651 [[0, 1], [2]] : tensor<2x16x128xf32> into tensor<32x128xf32> loc("backward.model.layers.0.mlp.gate_proj")
    %t1653 = tensor.empty() : tensor<128x32xf32> loc("backward.model.layers.0.mlp.gate_proj")
    %t1654 = linalg.transpose ins(%t1652 : tensor<32x128xf32>) outs(%t1653 : tensor<128x32xf32>) permutation = [1, 0] loc("backward.model.layers.0.mlp.gate_proj")
    %t1655 = tensor.empty() : tensor<128x64xf32> loc("backward.model.layers.0.mlp.gate_proj")
    %c1656 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.0.mlp.gate_proj")
    %t1657 = linalg.fill ins(%c1656 : f32) outs(%t1655 : tensor<128x64xf32>) -> tensor<128x64xf32> loc("backward.model.layers.0.mlp.gate_proj")
    %t1658 = linalg.matmul ins(%t1654, %t280 : tensor<128x32xf32>, tensor<32x64xf32>) outs(%t1657 : tensor<128x64xf32>) -> tensor<128x64xf32> loc("backward.model.layers.0.mlp.gate_proj")
    %t1659 = tensor.empty() : tensor<64x128xf32> loc("backward.model.layers.0.mlp.gate_proj")
    %t1660 = linalg.transpose ins(%t1658 : tensor<128x64xf32>) outs(%t1659 : tensor<64x128xf32>) permutation = [1, 0] loc("backward.model.layers.0.mlp.gate_proj")
    %t1661 = tensor.empty() : tensor<128x64xf32> loc("backward.model.layers.0.mlp.gate_proj")
    %t1662 = linalg.transpose ins(%t279 : tensor<64x128xf32>) outs(%t1661 : tensor<128x64xf32>) permutation = [1, 0] loc("backward.model.layers.0.mlp.gate_proj")
    %t1663 = tensor.empty() : tensor<32x64xf32> loc("backward.model.layers.0.mlp.gate_proj")
    %c1664 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.0.mlp.gate_proj")
    %t1665 = linalg.fill ins(%c1664 : f32) outs(%t1663 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("backward.model.layers.0.mlp.gate_proj")
    %t1666 = linalg.matmul ins(%t1652, %t1662 : tensor<32x128xf32>, tensor<128x64xf32>) outs(%t1665 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("backward.model.layers.0.mlp.gate_proj")
    %t1667 = tensor.expand_shape %t1666 [[0, 1], [2]] output_shape [2, 16, 64] : tensor<32x64xf32> into tensor<2x16x64xf32> loc("backward.model.layers.0.mlp.gate_proj")
    %t1668 = tensor.empty() : tensor<2x16x64xf32> loc("backward.add_30")
    %t1673 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1609, %t1667 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t1668 : tensor<2x16x64xf32>) {
    ^bb0(%in1669: f32, %in1670: f32, %out1671: f32):
      %s1672 = arith.addf %in1669, %in1670 : f32
      linalg.yield %s1672 : f32
    } -> tensor<2x16x64xf32> loc("backward.add_30")
    %t1674 = tensor.empty() : tensor<128x64xf32> loc("backward.model.layers.0.mlp.gate_proj")
    %t1675 = linalg.transpose ins(%t1660 : tensor<64x128xf32>) outs(%t1674 : tensor<128x64xf32>) permutation = [1, 0] loc("backward.model.layers.0.mlp.gate_proj")
    %t1676 = tensor.empty() : tensor<2x16x64xf32> loc("backward.model.layers.0.post_attention_layernorm")
    %t1681 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1673, %primals_10 : tensor<2x16x64xf32>, tensor<64xf32>) outs(%t1676 : tensor<2x16x64xf32>) {
    ^bb0(%in1677: f32, %in1678: f32, %out1679: f32):
      %s1680 = arith.mulf %in1677, %in1678 : f32
      linalg.yield %s1680 : f32
    } -> tensor<2x16x64xf32> loc("backward.model.layers.0.post_attention_layernorm")
    %t1682 = tensor.empty() : tensor<2x16x64xf32> loc("backward.model.layers.0.post_attention_layernorm")
    %t1687 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1673, %t271 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t1682 : tensor<2x16x64xf32>) {
    ^bb0(%in1683: f32, %in1684: f32, %out1685: f32):
      %s1686 = arith.mulf %in1683, %in1684 : f32
      linalg.yield %s1686 : f32
    } -> tensor<2x16x64xf32> loc("backward.model.layers.0.post_attention_layernorm")
    %t1688 = tensor.empty() : tensor<64xf32> loc("backward.model.layers.0.post_attention_layernorm")
    %c1689 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.0.post_attention_layernorm")
    %t1690 = linalg.fill ins(%c1689 : f32) outs(%t1688 : tensor<64xf32>) -> tensor<64xf32> loc("backward.model.layers.0.post_attention_layernorm")
    %t1694 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%t1687 : tensor<2x16x64xf32>) outs(%t1690 : tensor<64xf32>) {
    ^bb0(%in1691: f32, %out1692: f32):
      %s1693 = arith.addf %out1692, %in1691 : f32
      linalg.yield %s1693 : f32
    } -> tensor<64xf32> loc("backward.model.layers.0.post_attention_layernorm")
    %t1695 = tensor.expand_shape %t1694 [[0, 1, 2]] output_shape [1, 1, 64] : tensor<64xf32> into tensor<1x1x64xf32> loc("backward.model.layers.0.post_attention_layernorm")
    %t1696 = tensor.collapse_shape %t1695 [[0, 1, 2]] : tensor<1x1x64xf32> into tensor<64xf32> loc("backward.model.layers.0.post_attention_layernorm")
    %t1697 = tensor.empty() : tensor<2x16x64xf32> loc("backward.model.layers.0.post_attention_layernorm")
    %t1702 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1681, %t235 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t1697 : tensor<2x16x64xf32>) {
    ^bb0(%in1698: f32, %in1699: f32, %out1700: f32):
      %s1701 = arith.mulf %in1698, %in1699 : f32
      linalg.yield %s1701 : f32
    } -> tensor<2x16x64xf32> loc("backward.model.layers.0.post_attention_layernorm")
    %t1703 = tensor.empty() : tensor<2x16x64xf32> loc("backward.model.layers.0.post_attention_layernorm")
    %t1708 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1681, %t265 : tensor<2x16x64xf32>, tensor<2x16x1xf32>) outs(%t1703 : tensor<2x16x64xf32>) {
    ^bb0(%in1704: f32, %in1705: f32, %out1706: f32):
      %s1707 = arith.mulf %in1704, %in1705 : f32
      linalg.yield %s1707 : f32
    } -> tensor<2x16x64xf32> loc("backward.model.layers.0.post_attention_layernorm")
    %t1709 = tensor.empty() : tensor<2x16xf32> loc("backward.model.layers.0.post_attention_layernorm")
    %c1710 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.0.post_attention_layernorm")
    %t1711 = linalg.fill ins(%c1710 : f32) outs(%t1709 : tensor<2x16xf32>) -> tensor<2x16xf32> loc("backward.model.layers.0.post_attention_layernorm")
    %t1715 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t1702 : tensor<2x16x64xf32>) outs(%t1711 : tensor<2x16xf32>) {
    ^bb0(%in1712: f32, %out1713: f32):
      %s1714 = arith.addf %out1713, %in1712 : f32
      linalg.yield %s1714 : f32
    } -> tensor<2x16xf32> loc("backward.model.layers.0.post_attention_layernorm")
    %t1716 = tensor.expand_shape %t1715 [[0], [1, 2]] output_shape [2, 16, 1] : tensor<2x16xf32> into tensor<2x16x1xf32> loc("backward.model.layers.0.post_attention_layernorm")
    %t1717 = tensor.empty() : tensor<2x16x64xf32> loc("backward.add_31")
    %t1722 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1563, %t1708 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t1717 : tensor<2x16x64xf32>) {
    ^bb0(%in1718: f32, %in1719: f32, %out1720: f32):
      %s1721 = arith.addf %in1718, %in1719 : f32
      linalg.yield %s1721 : f32
    } -> tensor<2x16x64xf32> loc("backward.add_31")
    %t1723 = tensor.empty() : tensor<2x16x1xf32> loc("backward.model.layers.0.post_attention_layernorm")
    %t1728 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t265 : tensor<2x16x1xf32>) outs(%t1723 : tensor<2x16x1xf32>) {
    ^bb0(%in1724: f32, %out1725: f32):
      %s1726 = arith.mulf %in1724, %in1724 : f32
      %s1727 = arith.mulf %s1726, %in1724 : f32
      linalg.yield %s1727 : f32
    } -> tensor<2x16x1xf32> loc("backward.model.layers.0.post_attention_layernorm")
    %t1729 = tensor.empty() : tensor<2x16x1xf32> loc("backward.model.layers.0.post_attention_layernorm")
    %t1734 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1716 : tensor<2x16x1xf32>) outs(%t1729 : tensor<2x16x1xf32>) {
    ^bb0(%in1730: f32, %out1731: f32):
      %s1732 = arith.constant -5.000000000e-01 : f32
      %s1733 = arith.mulf %in1730, %s1732 : f32
      linalg.yield %s1733 : f32
    } -> tensor<2x16x1xf32> loc("backward.model.layers.0.post_attention_layernorm")
    %t1735 = tensor.empty() : tensor<2x16x1xf32> loc("backward.model.layers.0.post_attention_layernorm")
    %t1740 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1734, %t1728 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%t1735 : tensor<2x16x1xf32>) {
    ^bb0(%in1736: f32, %in1737: f32, %out1738: f32):
      %s1739 = arith.mulf %in1736, %in1737 : f32
      linalg.yield %s1739 : f32
    } -> tensor<2x16x1xf32> loc("backward.model.layers.0.post_attention_layernorm")
    %t1741 = tensor.empty() : tensor<2x16x64xf32> loc("backward.model.layers.0.post_attention_layernorm")
    %t1744 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1740 : tensor<2x16x1xf32>) outs(%t1741 : tensor<2x16x64xf32>) {
    ^bb0(%in1742: f32, %out1743: f32):
      linalg.yield %in1742 : f32
    } -> tensor<2x16x64xf32> loc("backward.model.layers.0.post_attention_layernorm")
    %t1745 = tensor.empty() : tensor<2x16x64xf32> loc("backward.model.layers.0.post_attention_layernorm")
    %t1750 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1744 : tensor<2x16x64xf32>) outs(%t1745 : tensor<2x16x64xf32>) {
    ^bb0(%in1746: f32, %out1747: f32):
      %s1748 = arith.constant 6.400000000e+01 : f32
      %s1749 = arith.divf %in1746, %s1748 : f32
      linalg.yield %s1749 : f32
    } -> tensor<2x16x64xf32> loc("backward.model.layers.0.post_attention_layernorm")
    %t1751 = tensor.empty() : tensor<2x16x64xf32> loc("backward.model.layers.0.post_attention_layernorm")
    %t1754 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t235 : tensor<2x16x64xf32>) outs(%t1751 : tensor<2x16x64xf32>) {
    ^bb0(%in1752: f32, %out1753: f32):
      linalg.yield %in1752 : f32
    } -> tensor<2x16x64xf32> loc("backward.model.layers.0.post_attention_layernorm")
    %t1755 = tensor.empty() : tensor<2x16x64xf32> loc("backward.model.layers.0.post_attention_layernorm")
    %t1760 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1754 : tensor<2x16x64xf32>) outs(%t1755 : tensor<2x16x64xf32>) {
    ^bb0(%in1756: f32, %out1757: f32):
      %s1758 = arith.constant 2.000000000e+00 : f32
      %s1759 = arith.mulf %in1756, %s1758 : f32
      linalg.yield %s1759 : f32
    } -> tensor<2x16x64xf32> loc("backward.model.layers.0.post_attention_layernorm")
    %t1761 = tensor.empty() : tensor<2x16x64xf32> loc("backward.model.layers.0.post_attention_layernorm")
    %t1766 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1750, %t1760 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t1761 : tensor<2x16x64xf32>) {
    ^bb0(%in1762: f32, %in1763: f32, %out1764: f32):
      %s1765 = arith.mulf %in1762, %in1763 : f32
      linalg.yield %s1765 : f32
    } -> tensor<2x16x64xf32> loc("backward.model.layers.0.post_attention_layernorm")
    %t1767 = tensor.empty() : tensor<2x16x64xf32> loc("backward.add_32")
    %t1772 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1722, %t1766 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t1767 : tensor<2x16x64xf32>) {
    ^bb0(%in1768: f32, %in1769: f32, %out1770: f32):
      %s1771 = arith.addf %in1768, %in1769 : f32
      linalg.yield %s1771 : f32
    } -> tensor<2x16x64xf32> loc("backward.add_32")
    %t1773 = tensor.collapse_shape %t1772 [[0, 1], [2]] : tensor<2x16x64xf32> into tensor<32x64xf32> loc("backward.model.layers.0.self_attn.o_proj")
    %t1774 = tensor.empty() : tensor<64x32xf32> loc("backward.model.layers.0.self_attn.o_proj")
    %t1775 = linalg.transpose ins(%t1773 : tensor<32x64xf32>) outs(%t1774 : tensor<64x32xf32>) permutation = [1, 0] loc("backward.model.layers.0.self_attn.o_proj")
    %t1776 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.0.self_attn.o_proj")
    %c1777 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.0.self_attn.o_proj")
    %t1778 = linalg.fill ins(%c1777 : f32) outs(%t1776 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.model.layers.0.self_attn.o_proj")
    %t1779 = linalg.matmul ins(%t1775, %t224 : tensor<64x32xf32>, tensor<32x64xf32>) outs(%t1778 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.model.layers.0.self_attn.o_proj")
    %t1780 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.0.self_attn.o_proj")
    %t1781 = linalg.transpose ins(%t1779 : tensor<64x64xf32>) outs(%t1780 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.model.layers.0.self_attn.o_proj")
    %t1782 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.0.self_attn.o_proj")
    %t1783 = linalg.transpose ins(%t223 : tensor<64x64xf32>) outs(%t1782 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.model.layers.0.self_attn.o_proj")
    %t1784 = tensor.empty() : tensor<32x64xf32> loc("backward.model.layers.0.self_attn.o_proj")
    %c1785 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.0.self_attn.o_proj")
    %t1786 = linalg.fill ins(%c1785 : f32) outs(%t1784 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("backward.model.layers.0.self_attn.o_proj")
    %t1787 = linalg.matmul ins(%t1773, %t1783 : tensor<32x64xf32>, tensor<64x64xf32>) outs(%t1786 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("backward.model.layers.0.self_attn.o_proj")
    %t1788 = tensor.expand_shape %t1787 [[0, 1], [2]] output_shape [2, 16, 64] : tensor<32x64xf32> into tensor<2x16x64xf32> loc("backward.model.layers.0.self_attn.o_proj")
    %t1789 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.0.self_attn.o_proj")
    %t1790 = linalg.transpose ins(%t1781 : tensor<64x64xf32>) outs(%t1789 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.model.layers.0.self_attn.o_proj")
    %t1791 = tensor.expand_shape %t1788 [[0], [1], [2, 3]] output_shape [2, 16, 4, 16] : tensor<2x16x64xf32> into tensor<2x16x4x16xf32> loc("backward.model.layers.0.self_attn")
    %t1792 = tensor.empty() : tensor<2x4x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1793 = linalg.transpose ins(%t1791 : tensor<2x16x4x16xf32>) outs(%t1792 : tensor<2x4x16x16xf32>) permutation = [0, 2, 1, 3] loc("backward.model.layers.0.self_attn")
    %t1794 = tensor.collapse_shape %t1793 [[0, 1], [2], [3]] : tensor<2x4x16x16xf32> into tensor<8x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1795 = tensor.empty() : tensor<8x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1796 = linalg.transpose ins(%t212 : tensor<8x16x16xf32>) outs(%t1795 : tensor<8x16x16xf32>) permutation = [0, 2, 1] loc("backward.model.layers.0.self_attn")
    %t1797 = tensor.empty() : tensor<8x16x16xf32> loc("backward.model.layers.0.self_attn")
    %c1798 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.0.self_attn")
    %t1799 = linalg.fill ins(%c1798 : f32) outs(%t1797 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1800 = linalg.batch_matmul ins(%t1796, %t1794 : tensor<8x16x16xf32>, tensor<8x16x16xf32>) outs(%t1799 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1801 = tensor.empty() : tensor<8x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1802 = linalg.transpose ins(%t213 : tensor<8x16x16xf32>) outs(%t1801 : tensor<8x16x16xf32>) permutation = [0, 2, 1] loc("backward.model.layers.0.self_attn")
    %t1803 = tensor.empty() : tensor<8x16x16xf32> loc("backward.model.layers.0.self_attn")
    %c1804 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.0.self_attn")
    %t1805 = linalg.fill ins(%c1804 : f32) outs(%t1803 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1806 = linalg.batch_matmul ins(%t1794, %t1802 : tensor<8x16x16xf32>, tensor<8x16x16xf32>) outs(%t1805 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1807 = tensor.expand_shape %t1800 [[0, 1], [2], [3]] output_shape [2, 4, 16, 16] : tensor<8x16x16xf32> into tensor<2x4x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1808 = tensor.expand_shape %t1806 [[0, 1], [2], [3]] output_shape [2, 4, 16, 16] : tensor<8x16x16xf32> into tensor<2x4x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1809 = tensor.empty() : tensor<2x4x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1814 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1808, %t211 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%t1809 : tensor<2x4x16x16xf32>) {
    ^bb0(%in1810: f32, %in1811: f32, %out1812: f32):
      %s1813 = arith.mulf %in1810, %in1811 : f32
      linalg.yield %s1813 : f32
    } -> tensor<2x4x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1815 = tensor.empty() : tensor<2x4x16xf32> loc("backward.model.layers.0.self_attn")
    %c1816 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.0.self_attn")
    %t1817 = linalg.fill ins(%c1816 : f32) outs(%t1815 : tensor<2x4x16xf32>) -> tensor<2x4x16xf32> loc("backward.model.layers.0.self_attn")
    %t1821 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%t1814 : tensor<2x4x16x16xf32>) outs(%t1817 : tensor<2x4x16xf32>) {
    ^bb0(%in1818: f32, %out1819: f32):
      %s1820 = arith.addf %out1819, %in1818 : f32
      linalg.yield %s1820 : f32
    } -> tensor<2x4x16xf32> loc("backward.model.layers.0.self_attn")
    %t1822 = tensor.expand_shape %t1821 [[0], [1], [2, 3]] output_shape [2, 4, 16, 1] : tensor<2x4x16xf32> into tensor<2x4x16x1xf32> loc("backward.model.layers.0.self_attn")
    %t1823 = tensor.empty() : tensor<2x4x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1828 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t211, %t1822 : tensor<2x4x16x16xf32>, tensor<2x4x16x1xf32>) outs(%t1823 : tensor<2x4x16x16xf32>) {
    ^bb0(%in1824: f32, %in1825: f32, %out1826: f32):
      %s1827 = arith.mulf %in1824, %in1825 : f32
      linalg.yield %s1827 : f32
    } -> tensor<2x4x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1829 = tensor.empty() : tensor<2x4x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1834 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1814, %t1828 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%t1829 : tensor<2x4x16x16xf32>) {
    ^bb0(%in1830: f32, %in1831: f32, %out1832: f32):
      %s1833 = arith.subf %in1830, %in1831 : f32
      linalg.yield %s1833 : f32
    } -> tensor<2x4x16x16xf32> loc("backward.model.layers.0.self_attn")
    %cst1835 = arith.constant dense<0.000000000e+00> : tensor<f32> loc("backward.model.layers.0.self_attn")
    %t1836 = tensor.empty() : tensor<2x4x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1842 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst174, %cst1835, %t1834 : tensor<2x1x16x16xi1>, tensor<f32>, tensor<2x4x16x16xf32>) outs(%t1836 : tensor<2x4x16x16xf32>) {
    ^bb0(%in1837: i1, %in1838: f32, %in1839: f32, %out1840: f32):
      %s1841 = arith.select %in1837, %in1838, %in1839 : f32
      linalg.yield %s1841 : f32
    } -> tensor<2x4x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1843 = tensor.empty() : tensor<2x4x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1848 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1842 : tensor<2x4x16x16xf32>) outs(%t1843 : tensor<2x4x16x16xf32>) {
    ^bb0(%in1844: f32, %out1845: f32):
      %s1846 = arith.constant 2.500000000e-01 : f32
      %s1847 = arith.mulf %in1844, %s1846 : f32
      linalg.yield %s1847 : f32
    } -> tensor<2x4x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1849 = tensor.collapse_shape %t1848 [[0, 1], [2], [3]] : tensor<2x4x16x16xf32> into tensor<8x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1850 = tensor.empty() : tensor<8x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1851 = linalg.transpose ins(%t161 : tensor<8x16x16xf32>) outs(%t1850 : tensor<8x16x16xf32>) permutation = [0, 2, 1] loc("backward.model.layers.0.self_attn")
    %t1852 = tensor.empty() : tensor<8x16x16xf32> loc("backward.model.layers.0.self_attn")
    %c1853 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.0.self_attn")
    %t1854 = linalg.fill ins(%c1853 : f32) outs(%t1852 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1855 = linalg.batch_matmul ins(%t1851, %t1849 : tensor<8x16x16xf32>, tensor<8x16x16xf32>) outs(%t1854 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1856 = tensor.empty() : tensor<8x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1857 = linalg.transpose ins(%t162 : tensor<8x16x16xf32>) outs(%t1856 : tensor<8x16x16xf32>) permutation = [0, 2, 1] loc("backward.model.layers.0.self_attn")
    %t1858 = tensor.empty() : tensor<8x16x16xf32> loc("backward.model.layers.0.self_attn")
    %c1859 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.0.self_attn")
    %t1860 = linalg.fill ins(%c1859 : f32) outs(%t1858 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1861 = linalg.batch_matmul ins(%t1849, %t1857 : tensor<8x16x16xf32>, tensor<8x16x16xf32>) outs(%t1860 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1862 = tensor.expand_shape %t1855 [[0, 1], [2], [3]] output_shape [2, 4, 16, 16] : tensor<8x16x16xf32> into tensor<2x4x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1863 = tensor.expand_shape %t1861 [[0, 1], [2], [3]] output_shape [2, 4, 16, 16] : tensor<8x16x16xf32> into tensor<2x4x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1864 = tensor.empty() : tensor<2x4x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1865 = linalg.transpose ins(%t1862 : tensor<2x4x16x16xf32>) outs(%t1864 : tensor<2x4x16x16xf32>) permutation = [0, 1, 3, 2] loc("backward.model.layers.0.self_attn")
    %t1866 = tensor.expand_shape %t1807 [[0], [1, 2], [3], [4]] output_shape [2, 2, 2, 16, 16] : tensor<2x4x16x16xf32> into tensor<2x2x2x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1867 = tensor.empty() : tensor<2x2x16x16xf32> loc("backward.model.layers.0.self_attn")
    %c1868 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.0.self_attn")
    %t1869 = linalg.fill ins(%c1868 : f32) outs(%t1867 : tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1873 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>], iterator_types = ["parallel", "parallel", "reduction", "parallel", "parallel"]} ins(%t1866 : tensor<2x2x2x16x16xf32>) outs(%t1869 : tensor<2x2x16x16xf32>) {
    ^bb0(%in1870: f32, %out1871: f32):
      %s1872 = arith.addf %out1871, %in1870 : f32
      linalg.yield %s1872 : f32
    } -> tensor<2x2x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1874 = tensor.expand_shape %t1873 [[0], [1], [2, 3], [4]] output_shape [2, 2, 1, 16, 16] : tensor<2x2x16x16xf32> into tensor<2x2x1x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1875 = tensor.collapse_shape %t1874 [[0], [1], [2, 3], [4]] : tensor<2x2x1x16x16xf32> into tensor<2x2x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1876 = tensor.expand_shape %t1865 [[0], [1, 2], [3], [4]] output_shape [2, 2, 2, 16, 16] : tensor<2x4x16x16xf32> into tensor<2x2x2x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1877 = tensor.empty() : tensor<2x2x16x16xf32> loc("backward.model.layers.0.self_attn")
    %c1878 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.0.self_attn")
    %t1879 = linalg.fill ins(%c1878 : f32) outs(%t1877 : tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1883 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>], iterator_types = ["parallel", "parallel", "reduction", "parallel", "parallel"]} ins(%t1876 : tensor<2x2x2x16x16xf32>) outs(%t1879 : tensor<2x2x16x16xf32>) {
    ^bb0(%in1880: f32, %out1881: f32):
      %s1882 = arith.addf %out1881, %in1880 : f32
      linalg.yield %s1882 : f32
    } -> tensor<2x2x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1884 = tensor.expand_shape %t1883 [[0], [1], [2, 3], [4]] output_shape [2, 2, 1, 16, 16] : tensor<2x2x16x16xf32> into tensor<2x2x1x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1885 = tensor.collapse_shape %t1884 [[0], [1], [2, 3], [4]] : tensor<2x2x1x16x16xf32> into tensor<2x2x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1886 = tensor.empty() : tensor<2x2x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1891 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1885, %cst106 : tensor<2x2x16x16xf32>, tensor<1x1x16x16xf32>) outs(%t1886 : tensor<2x2x16x16xf32>) {
    ^bb0(%in1887: f32, %in1888: f32, %out1889: f32):
      %s1890 = arith.mulf %in1887, %in1888 : f32
      linalg.yield %s1890 : f32
    } -> tensor<2x2x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1892 = tensor.extract_slice %t1891[0, 0, 0, 0] [2, 2, 16, 8] [1, 1, 1, 1] : tensor<2x2x16x16xf32> to tensor<2x2x16x8xf32> loc("backward.model.layers.0.self_attn")
    %t1893 = tensor.extract_slice %t1891[0, 0, 0, 8] [2, 2, 16, 8] [1, 1, 1, 1] : tensor<2x2x16x16xf32> to tensor<2x2x16x8xf32> loc("backward.model.layers.0.self_attn")
    %t1894 = tensor.empty() : tensor<2x2x16x8xf32> loc("backward.model.layers.0.self_attn")
    %t1898 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1892 : tensor<2x2x16x8xf32>) outs(%t1894 : tensor<2x2x16x8xf32>) {
    ^bb0(%in1895: f32, %out1896: f32):
      %s1897 = arith.negf %in1895 : f32
      linalg.yield %s1897 : f32
    } -> tensor<2x2x16x8xf32> loc("backward.model.layers.0.self_attn")
    %cst1899 = arith.constant dense<0.000000000e+00> : tensor<2x2x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1900 = tensor.insert_slice %t1898 into %cst1899[0, 0, 0, 8] [2, 2, 16, 8] [1, 1, 1, 1] : tensor<2x2x16x8xf32> into tensor<2x2x16x16xf32> loc("backward.model.layers.0.self_attn")
    %cst1901 = arith.constant dense<0.000000000e+00> : tensor<2x2x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1902 = tensor.insert_slice %t1893 into %cst1901[0, 0, 0, 0] [2, 2, 16, 8] [1, 1, 1, 1] : tensor<2x2x16x8xf32> into tensor<2x2x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1903 = tensor.empty() : tensor<2x2x16x16xf32> loc("backward.add_33")
    %t1908 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1900, %t1902 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%t1903 : tensor<2x2x16x16xf32>) {
    ^bb0(%in1904: f32, %in1905: f32, %out1906: f32):
      %s1907 = arith.addf %in1904, %in1905 : f32
      linalg.yield %s1907 : f32
    } -> tensor<2x2x16x16xf32> loc("backward.add_33")
    %t1909 = tensor.empty() : tensor<2x2x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1914 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1885, %cst89 : tensor<2x2x16x16xf32>, tensor<1x1x16x16xf32>) outs(%t1909 : tensor<2x2x16x16xf32>) {
    ^bb0(%in1910: f32, %in1911: f32, %out1912: f32):
      %s1913 = arith.mulf %in1910, %in1911 : f32
      linalg.yield %s1913 : f32
    } -> tensor<2x2x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1915 = tensor.empty() : tensor<2x2x16x16xf32> loc("backward.add_34")
    %t1920 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1908, %t1914 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%t1915 : tensor<2x2x16x16xf32>) {
    ^bb0(%in1916: f32, %in1917: f32, %out1918: f32):
      %s1919 = arith.addf %in1916, %in1917 : f32
      linalg.yield %s1919 : f32
    } -> tensor<2x2x16x16xf32> loc("backward.add_34")
    %t1921 = tensor.empty() : tensor<2x4x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1926 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1863, %cst106 : tensor<2x4x16x16xf32>, tensor<1x1x16x16xf32>) outs(%t1921 : tensor<2x4x16x16xf32>) {
    ^bb0(%in1922: f32, %in1923: f32, %out1924: f32):
      %s1925 = arith.mulf %in1922, %in1923 : f32
      linalg.yield %s1925 : f32
    } -> tensor<2x4x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1927 = tensor.extract_slice %t1926[0, 0, 0, 0] [2, 4, 16, 8] [1, 1, 1, 1] : tensor<2x4x16x16xf32> to tensor<2x4x16x8xf32> loc("backward.model.layers.0.self_attn")
    %t1928 = tensor.extract_slice %t1926[0, 0, 0, 8] [2, 4, 16, 8] [1, 1, 1, 1] : tensor<2x4x16x16xf32> to tensor<2x4x16x8xf32> loc("backward.model.layers.0.self_attn")
    %t1929 = tensor.empty() : tensor<2x4x16x8xf32> loc("backward.model.layers.0.self_attn")
    %t1933 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1927 : tensor<2x4x16x8xf32>) outs(%t1929 : tensor<2x4x16x8xf32>) {
    ^bb0(%in1930: f32, %out1931: f32):
      %s1932 = arith.negf %in1930 : f32
      linalg.yield %s1932 : f32
    } -> tensor<2x4x16x8xf32> loc("backward.model.layers.0.self_attn")
    %cst1934 = arith.constant dense<0.000000000e+00> : tensor<2x4x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1935 = tensor.insert_slice %t1933 into %cst1934[0, 0, 0, 8] [2, 4, 16, 8] [1, 1, 1, 1] : tensor<2x4x16x8xf32> into tensor<2x4x16x16xf32> loc("backward.model.layers.0.self_attn")
    %cst1936 = arith.constant dense<0.000000000e+00> : tensor<2x4x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1937 = tensor.insert_slice %t1928 into %cst1936[0, 0, 0, 0] [2, 4, 16, 8] [1, 1, 1, 1] : tensor<2x4x16x8xf32> into tensor<2x4x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1938 = tensor.empty() : tensor<2x4x16x16xf32> loc("backward.add_35")
    %t1943 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1935, %t1937 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%t1938 : tensor<2x4x16x16xf32>) {
    ^bb0(%in1939: f32, %in1940: f32, %out1941: f32):
      %s1942 = arith.addf %in1939, %in1940 : f32
      linalg.yield %s1942 : f32
    } -> tensor<2x4x16x16xf32> loc("backward.add_35")
    %t1944 = tensor.empty() : tensor<2x4x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1949 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1863, %cst89 : tensor<2x4x16x16xf32>, tensor<1x1x16x16xf32>) outs(%t1944 : tensor<2x4x16x16xf32>) {
    ^bb0(%in1945: f32, %in1946: f32, %out1947: f32):
      %s1948 = arith.mulf %in1945, %in1946 : f32
      linalg.yield %s1948 : f32
    } -> tensor<2x4x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1950 = tensor.empty() : tensor<2x4x16x16xf32> loc("backward.add_36")
    %t1955 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1943, %t1949 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%t1950 : tensor<2x4x16x16xf32>) {
    ^bb0(%in1951: f32, %in1952: f32, %out1953: f32):
      %s1954 = arith.addf %in1951, %in1952 : f32
      linalg.yield %s1954 : f32
    } -> tensor<2x4x16x16xf32> loc("backward.add_36")
    %t1956 = tensor.empty() : tensor<2x16x2x16xf32> loc("backward.model.layers.0.self_attn")
    %t1957 = linalg.transpose ins(%t1875 : tensor<2x2x16x16xf32>) outs(%t1956 : tensor<2x16x2x16xf32>) permutation = [0, 2, 1, 3] loc("backward.model.layers.0.self_attn")
    %t1958 = tensor.collapse_shape %t1957 [[0], [1], [2, 3]] : tensor<2x16x2x16xf32> into tensor<2x16x32xf32> loc("backward.model.layers.0.self_attn")
    %t1959 = tensor.collapse_shape %t1958 [[0, 1], [2]] : tensor<2x16x32xf32> into tensor<32x32xf32> loc("backward.model.layers.0.self_attn.v_proj")
    %t1960 = tensor.empty() : tensor<32x32xf32> loc("backward.model.layers.0.self_attn.v_proj")
    %t1961 = linalg.transpose ins(%t1959 : tensor<32x32xf32>) outs(%t1960 : tensor<32x32xf32>) permutation = [1, 0] loc("backward.model.layers.0.self_attn.v_proj")
    %t1962 = tensor.empty() : tensor<32x64xf32> loc("backward.model.layers.0.self_attn.v_proj")
    %c1963 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.0.self_attn.v_proj")
    %t1964 = linalg.fill ins(%c1963 : f32) outs(%t1962 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("backward.model.layers.0.self_attn.v_proj")
    %t1965 = linalg.matmul ins(%t1961, %t80 : tensor<32x32xf32>, tensor<32x64xf32>) outs(%t1964 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("backward.model.layers.0.self_attn.v_proj")
    %t1966 = tensor.empty() : tensor<64x32xf32> loc("backward.model.layers.0.self_attn.v_proj")
    %t1967 = linalg.transpose ins(%t1965 : tensor<32x64xf32>) outs(%t1966 : tensor<64x32xf32>) permutation = [1, 0] loc("backward.model.layers.0.self_attn.v_proj")
    %t1968 = tensor.empty() : tensor<32x64xf32> loc("backward.model.layers.0.self_attn.v_proj")
    %t1969 = linalg.transpose ins(%t79 : tensor<64x32xf32>) outs(%t1968 : tensor<32x64xf32>) permutation = [1, 0] loc("backward.model.layers.0.self_attn.v_proj")
    %t1970 = tensor.empty() : tensor<32x64xf32> loc("backward.model.layers.0.self_attn.v_proj")
    %c1971 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.0.self_attn.v_proj")
    %t1972 = linalg.fill ins(%c1971 : f32) outs(%t1970 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("backward.model.layers.0.self_attn.v_proj")
    %t1973 = linalg.matmul ins(%t1959, %t1969 : tensor<32x32xf32>, tensor<32x64xf32>) outs(%t1972 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("backward.model.layers.0.self_attn.v_proj")
    %t1974 = tensor.expand_shape %t1973 [[0, 1], [2]] output_shape [2, 16, 64] : tensor<32x64xf32> into tensor<2x16x64xf32> loc("backward.model.layers.0.self_attn.v_proj")
    %t1975 = tensor.empty() : tensor<32x64xf32> loc("backward.model.layers.0.self_attn.v_proj")
    %t1976 = linalg.transpose ins(%t1967 : tensor<64x32xf32>) outs(%t1975 : tensor<32x64xf32>) permutation = [1, 0] loc("backward.model.layers.0.self_attn.v_proj")
    %t1977 = tensor.empty() : tensor<2x16x2x16xf32> loc("backward.model.layers.0.self_attn")
    %t1978 = linalg.transpose ins(%t1920 : tensor<2x2x16x16xf32>) outs(%t1977 : tensor<2x16x2x16xf32>) permutation = [0, 2, 1, 3] loc("backward.model.layers.0.self_attn")
    %t1979 = tensor.collapse_shape %t1978 [[0], [1], [2, 3]] : tensor<2x16x2x16xf32> into tensor<2x16x32xf32> loc("backward.model.layers.0.self_attn")
    %t1980 = tensor.collapse_shape %t1979 [[0, 1], [2]] : tensor<2x16x32xf32> into tensor<32x32xf32> loc("backward.model.layers.0.self_attn.k_proj")
    %t1981 = tensor.empty() : tensor<32x32xf32> loc("backward.model.layers.0.self_attn.k_proj")
    %t1982 = linalg.transpose ins(%t1980 : tensor<32x32xf32>) outs(%t1981 : tensor<32x32xf32>) permutation = [1, 0] loc("backward.model.layers.0.self_attn.k_proj")
    %t1983 = tensor.empty() : tensor<32x64xf32> loc("backward.model.layers.0.self_attn.k_proj")
    %c1984 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.0.self_attn.k_proj")
    %t1985 = linalg.fill ins(%c1984 : f32) outs(%t1983 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("backward.model.layers.0.self_attn.k_proj")
    %t1986 = linalg.matmul ins(%t1982, %t69 : tensor<32x32xf32>, tensor<32x64xf32>) outs(%t1985 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("backward.model.layers.0.self_attn.k_proj")
    %t1987 = tensor.empty() : tensor<64x32xf32> loc("backward.model.layers.0.self_attn.k_proj")
    %t1988 = linalg.transpose ins(%t1986 : tensor<32x64xf32>) outs(%t1987 : tensor<64x32xf32>) permutation = [1, 0] loc("backward.model.layers.0.self_attn.k_proj")
    %t1989 = tensor.empty() : tensor<32x64xf32> loc("backward.model.layers.0.self_attn.k_proj")
    %t1990 = linalg.transpose ins(%t68 : tensor<64x32xf32>) outs(%t1989 : tensor<32x64xf32>) permutation = [1, 0] loc("backward.model.layers.0.self_attn.k_proj")
    %t1991 = tensor.empty() : tensor<32x64xf32> loc("backward.model.layers.0.self_attn.k_proj")
    %c1992 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.0.self_attn.k_proj")
    %t1993 = linalg.fill ins(%c1992 : f32) outs(%t1991 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("backward.model.layers.0.self_attn.k_proj")
    %t1994 = linalg.matmul ins(%t1980, %t1990 : tensor<32x32xf32>, tensor<32x64xf32>) outs(%t1993 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("backward.model.layers.0.self_attn.k_proj")
    %t1995 = tensor.expand_shape %t1994 [[0, 1], [2]] output_shape [2, 16, 64] : tensor<32x64xf32> into tensor<2x16x64xf32> loc("backward.model.layers.0.self_attn.k_proj")
    %t1996 = tensor.empty() : tensor<2x16x64xf32> loc("backward.add_37")
    %t2001 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1974, %t1995 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t1996 : tensor<2x16x64xf32>) {
    ^bb0(%in1997: f32, %in1998: f32, %out1999: f32):
      %s2000 = arith.addf %in1997, %in1998 : f32
      linalg.yield %s2000 : f32
    } -> tensor<2x16x64xf32> loc("backward.add_37")
    %t2002 = tensor.empty() : tensor<32x64xf32> loc("backward.model.layers.0.self_attn.k_proj")
    %t2003 = linalg.transpose ins(%t1988 : tensor<64x32xf32>) outs(%t2002 : tensor<32x64xf32>) permutation = [1, 0] loc("backward.model.layers.0.self_attn.k_proj")
    %t2004 = tensor.empty() : tensor<2x16x4x16xf32> loc("backward.model.layers.0.self_attn")
    %t2005 = linalg.transpose ins(%t1955 : tensor<2x4x16x16xf32>) outs(%t2004 : tensor<2x16x4x16xf32>) permutation = [0, 2, 1, 3] loc("backward.model.layers.0.self_attn")
    %t2006 = tensor.collapse_shape %t2005 [[0], [1], [2, 3]] : tensor<2x16x4x16xf32> into tensor<2x16x64xf32> loc("backward.model.layers.0.self_attn")
    %t2007 = tensor.collapse_shape %t2006 [[0, 1], [2]] : tensor<2x16x64xf32> into tensor<32x64xf32> loc("backward.model.layers.0.self_attn.q_proj")
    %t2008 = tensor.empty() : tensor<64x32xf32> loc("backward.model.layers.0.self_attn.q_proj")
    %t2009 = linalg.transpose ins(%t2007 : tensor<32x64xf32>) outs(%t2008 : tensor<64x32xf32>) permutation = [1, 0] loc("backward.model.layers.0.self_attn.q_proj")
    %t2010 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.0.self_attn.q_proj")
    %c2011 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.0.self_attn.q_proj")
    %t2012 = linalg.fill ins(%c2011 : f32) outs(%t2010 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.model.layers.0.self_attn.q_proj")
    %t2013 = linalg.matmul ins(%t2009, %t58 : tensor<64x32xf32>, tensor<32x64xf32>) outs(%t2012 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.model.layers.0.self_attn.q_proj")
    %t2014 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.0.self_attn.q_proj")
    %t2015 = linalg.transpose ins(%t2013 : tensor<64x64xf32>) outs(%t2014 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.model.layers.0.self_attn.q_proj")
    %t2016 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.0.self_attn.q_proj")
    %t2017 = linalg.transpose ins(%t57 : tensor<64x64xf32>) outs(%t2016 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.model.layers.0.self_attn.q_proj")
    %t2018 = tensor.empty() : tensor<32x64xf32> loc("backward.model.layers.0.self_attn.q_proj")
    %c2019 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.0.self_attn.q_proj")
    %t2020 = linalg.fill ins(%c2019 : f32) outs(%t2018 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("backward.model.layers.0.self_attn.q_proj")
    %t2021 = linalg.matmul ins(%t2007, %t2017 : tensor<32x64xf32>, tensor<64x64xf32>) outs(%t2020 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("backward.model.layers.0.self_attn.q_proj")
    %t2022 = tensor.expand_shape %t2021 [[0, 1], [2]] output_shape [2, 16, 64] : tensor<32x64xf32> into tensor<2x16x64xf32> loc("backward.model.layers.0.self_attn.q_proj")
    %t2023 = tensor.empty() : tensor<2x16x64xf32> loc("backward.add_38")
    %t2028 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t2001, %t2022 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t2023 : tensor<2x16x64xf32>) {
    ^bb0(%in2024: f32, %in2025: f32, %out2026: f32):
      %s2027 = arith.addf %in2024, %in2025 : f32
      linalg.yield %s2027 : f32
    } -> tensor<2x16x64xf32> loc("backward.add_38")
    %t2029 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.0.self_attn.q_proj")
    %t2030 = linalg.transpose ins(%t2015 : tensor<64x64xf32>) outs(%t2029 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.model.layers.0.self_attn.q_proj")
    %t2031 = tensor.empty() : tensor<2x16x64xf32> loc("backward.model.layers.0.input_layernorm")
    %t2036 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t2028, %primals_9 : tensor<2x16x64xf32>, tensor<64xf32>) outs(%t2031 : tensor<2x16x64xf32>) {
    ^bb0(%in2032: f32, %in2033: f32, %out2034: f32):
      %s2035 = arith.mulf %in2032, %in2033 : f32
      linalg.yield %s2035 : f32
    } -> tensor<2x16x64xf32> loc("backward.model.layers.0.input_layernorm")
    %t2037 = tensor.empty() : tensor<2x16x64xf32> loc("backward.model.layers.0.input_layernorm")
    %t2042 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t2028, %t49 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t2037 : tensor<2x16x64xf32>) {
    ^bb0(%in2038: f32, %in2039: f32, %out2040: f32):
      %s2041 = arith.mulf %in2038, %in2039 : f32
      linalg.yield %s2041 : f32
    } -> tensor<2x16x64xf32> loc("backward.model.layers.0.input_layernorm")
    %t2043 = tensor.empty() : tensor<64xf32> loc("backward.model.layers.0.input_layernorm")
    %c2044 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.0.input_layernorm")
    %t2045 = linalg.fill ins(%c2044 : f32) outs(%t2043 : tensor<64xf32>) -> tensor<64xf32> loc("backward.model.layers.0.input_layernorm")
    %t2049 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%t2042 : tensor<2x16x64xf32>) outs(%t2045 : tensor<64xf32>) {
    ^bb0(%in2046: f32, %out2047: f32):
      %s2048 = arith.addf %out2047, %in2046 : f32
      linalg.yield %s2048 : f32
    } -> tensor<64xf32> loc("backward.model.layers.0.input_layernorm")
    %t2050 = tensor.expand_shape %t2049 [[0, 1, 2]] output_shape [1, 1, 64] : tensor<64xf32> into tensor<1x1x64xf32> loc("backward.model.layers.0.input_layernorm")
    %t2051 = tensor.collapse_shape %t2050 [[0, 1, 2]] : tensor<1x1x64xf32> into tensor<64xf32> loc("backward.model.layers.0.input_layernorm")
    %t2052 = tensor.empty() : tensor<2x16x64xf32> loc("backward.model.layers.0.input_layernorm")
    %t2057 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t2036, %t13 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t2052 : tensor<2x16x64xf32>) {
    ^bb0(%in2053: f32, %in2054: f32, %out2055: f32):
      %s2056 = arith.mulf %in2053, %in2054 : f32
      linalg.yield %s2056 : f32
    } -> tensor<2x16x64xf32> loc("backward.model.layers.0.input_layernorm")
    %t2058 = tensor.empty() : tensor<2x16x64xf32> loc("backward.model.layers.0.input_layernorm")
    %t2063 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t2036, %t43 : tensor<2x16x64xf32>, tensor<2x16x1xf32>) outs(%t2058 : tensor<2x16x64xf32>) {
    ^bb0(%in2059: f32, %in2060: f32, %out2061: f32):
      %s2062 = arith.mulf %in2059, %in2060 : f32
      linalg.yield %s2062 : f32
    } -> tensor<2x16x64xf32> loc("backward.model.layers.0.input_layernorm")
    %t2064 = tensor.empty() : tensor<2x16xf32> loc("backward.model.layers.0.input_layernorm")
    %c2065 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.0.input_layernorm")
    %t2066 = linalg.fill ins(%c2065 : f32) outs(%t2064 : tensor<2x16xf32>) -> tensor<2x16xf32> loc("backward.model.layers.0.input_layernorm")
    %t2070 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t2057 : tensor<2x16x64xf32>) outs(%t2066 : tensor<2x16xf32>) {
    ^bb0(%in2067: f32, %out2068: f32):
      %s2069 = arith.addf %out2068, %in2067 : f32
      linalg.yield %s2069 : f32
    } -> tensor<2x16xf32> loc("backward.model.layers.0.input_layernorm")
    %t2071 = tensor.expand_shape %t2070 [[0], [1, 2]] output_shape [2, 16, 1] : tensor<2x16xf32> into tensor<2x16x1xf32> loc("backward.model.layers.0.input_layernorm")
    %t2072 = tensor.empty() : tensor<2x16x64xf32> loc("backward.add_39")
    %t2077 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1772, %t2063 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t2072 : tensor<2x16x64xf32>) {
    ^bb0(%in2073: f32, %in2074: f32, %out2075: f32):
      %s2076 = arith.addf %in2073, %in2074 : f32
      linalg.yield %s2076 : f32
    } -> tensor<2x16x64xf32> loc("backward.add_39")
    %t2078 = tensor.empty() : tensor<2x16x1xf32> loc("backward.model.layers.0.input_layernorm")
    %t2083 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t43 : tensor<2x16x1xf32>) outs(%t2078 : tensor<2x16x1xf32>) {
    ^bb0(%in2079: f32, %out2080: f32):
      %s2081 = arith.mulf %in2079, %in2079 : f32
      %s2082 = arith.mulf %s2081, %in2079 : f32
      linalg.yield %s2082 : f32
    } -> tensor<2x16x1xf32> loc("backward.model.layers.0.input_layernorm")
    %t2084 = tensor.empty() : tensor<2x16x1xf32> loc("backward.model.layers.0.input_layernorm")
    %t2089 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t2071 : tensor<2x16x1xf32>) outs(%t2084 : tensor<2x16x1xf32>) {
    ^bb0(%in2085: f32, %out2086: f32):
      %s2087 = arith.constant -5.000000000e-01 : f32
      %s2088 = arith.mulf %in2085, %s2087 : f32
      linalg.yield %s2088 : f32
    } -> tensor<2x16x1xf32> loc("backward.model.layers.0.input_layernorm")
    %t2090 = tensor.empty() : tensor<2x16x1xf32> loc("backward.model.layers.0.input_layernorm")
    %t2095 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t2089, %t2083 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%t2090 : tensor<2x16x1xf32>) {
    ^bb0(%in2091: f32, %in2092: f32, %out2093: f32):
      %s2094 = arith.mulf %in2091, %in2092 : f32
      linalg.yield %s2094 : f32
    } -> tensor<2x16x1xf32> loc("backward.model.layers.0.input_layernorm")
    %t2096 = tensor.empty() : tensor<2x16x64xf32> loc("backward.model.layers.0.input_layernorm")
    %t2099 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t2095 : tensor<2x16x1xf32>) outs(%t2096 : tensor<2x16x64xf32>) {
    ^bb0(%in2097: f32, %out2098: f32):
      linalg.yield %in2097 : f32
    } -> tensor<2x16x64xf32> loc("backward.model.layers.0.input_layernorm")
    %t2100 = tensor.empty() : tensor<2x16x64xf32> loc("backward.model.layers.0.input_layernorm")
    %t2105 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t2099 : tensor<2x16x64xf32>) outs(%t2100 : tensor<2x16x64xf32>) {
    ^bb0(%in2101: f32, %out2102: f32):
      %s2103 = arith.constant 6.400000000e+01 : f32
      %s2104 = arith.divf %in2101, %s2103 : f32
      linalg.yield %s2104 : f32
    } -> tensor<2x16x64xf32> loc("backward.model.layers.0.input_layernorm")
    %t2106 = tensor.empty() : tensor<2x16x64xf32> loc("backward.model.layers.0.input_layernorm")
    %t2109 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t13 : tensor<2x16x64xf32>) outs(%t2106 : tensor<2x16x64xf32>) {
    ^bb0(%in2107: f32, %out2108: f32):
      linalg.yield %in2107 : f32
    } -> tensor<2x16x64xf32> loc("backward.model.layers.0.input_layernorm")
    %t2110 = tensor.empty() : tensor<2x16x64xf32> loc("backward.model.layers.0.input_layernorm")
    %t2115 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t2109 : tensor<2x16x64xf32>) outs(%t2110 : tensor<2x16x64xf32>) {
    ^bb0(%in2111: f32, %out2112: f32):
      %s2113 = arith.constant 2.000000000e+00 : f32
      %s2114 = arith.mulf %in2111, %s2113 : f32
      linalg.yield %s2114 : f32
    } -> tensor<2x16x64xf32> loc("backward.model.layers.0.input_layernorm")
    %t2116 = tensor.empty() : tensor<2x16x64xf32> loc("backward.model.layers.0.input_layernorm")
    %t2121 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t2105, %t2115 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t2116 : tensor<2x16x64xf32>) {
    ^bb0(%in2117: f32, %in2118: f32, %out2119: f32):
      %s2120 = arith.mulf %in2117, %in2118 : f32
      linalg.yield %s2120 : f32
    } -> tensor<2x16x64xf32> loc("backward.model.layers.0.input_layernorm")
    %t2122 = tensor.empty() : tensor<2x16x64xf32> loc("backward.add_40")
    %t2127 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t2077, %t2121 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%t2122 : tensor<2x16x64xf32>) {
    ^bb0(%in2123: f32, %in2124: f32, %out2125: f32):
      %s2126 = arith.addf %in2123, %in2124 : f32
      linalg.yield %s2126 : f32
    } -> tensor<2x16x64xf32> loc("backward.add_40")
    %t2128 = tensor.empty() : tensor<2x16xi1> loc("backward.model.embed_tokens")
    %t2133 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%primals_24 : tensor<2x16xi64>) outs(%t2128 : tensor<2x16xi1>) {
    ^bb0(%in2129: i64, %out2130: i1):
      %s2131 = arith.constant 0 : i64
      %s2132 = arith.cmpi sge, %in2129, %s2131 : i64
      linalg.yield %s2132 : i1
    } -> tensor<2x16xi1> loc("backward.model.embed_tokens")
    %t2134 = tensor.empty() : tensor<2x16xi1> loc("backward.model.embed_tokens")
    %t2139 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%primals_24 : tensor<2x16xi64>) outs(%t2134 : tensor<2x16xi1>) {
    ^bb0(%in2135: i64, %out2136: i1):
      %s2137 = arith.constant 128 : i64
      %s2138 = arith.cmpi slt, %in2135, %s2137 : i64
      linalg.yield %s2138 : i1
    } -> tensor<2x16xi1> loc("backward.model.embed_tokens")
    %t2140 = tensor.empty() : tensor<2x16xi1> loc("backward.model.embed_tokens")
    %t2145 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t2133, %t2139 : tensor<2x16xi1>, tensor<2x16xi1>) outs(%t2140 : tensor<2x16xi1>) {
    ^bb0(%in2141: i1, %in2142: i1, %out2143: i1):
      %s2144 = arith.andi %in2141, %in2142 : i1
      linalg.yield %s2144 : i1
    } -> tensor<2x16xi1> loc("backward.model.embed_tokens")
    %t2146 = tensor.empty() : tensor<2x16xi1> loc("backward.model.embed_tokens")
    %t2151 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%primals_24 : tensor<2x16xi64>) outs(%t2146 : tensor<2x16xi1>) {
    ^bb0(%in2147: i64, %out2148: i1):
      %s2149 = arith.constant -1 : i64
      %s2150 = arith.cmpi ne, %in2147, %s2149 : i64
      linalg.yield %s2150 : i1
    } -> tensor<2x16xi1> loc("backward.model.embed_tokens")
    %t2152 = tensor.empty() : tensor<2x16xi1> loc("backward.model.embed_tokens")
    %t2157 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t2145, %t2151 : tensor<2x16xi1>, tensor<2x16xi1>) outs(%t2152 : tensor<2x16xi1>) {
    ^bb0(%in2153: i1, %in2154: i1, %out2155: i1):
      %s2156 = arith.andi %in2153, %in2154 : i1
      linalg.yield %s2156 : i1
    } -> tensor<2x16xi1> loc("backward.model.embed_tokens")
    %t2158 = tensor.expand_shape %t2157 [[0], [1, 2]] output_shape [2, 16, 1] : tensor<2x16xi1> into tensor<2x16x1xi1> loc("backward.model.embed_tokens")
    %t2159 = tensor.empty() : tensor<2x16xf32> loc("backward.model.embed_tokens")
    %t2167 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%primals_24 : tensor<2x16xi64>) outs(%t2159 : tensor<2x16xf32>) {
    ^bb0(%in2160: i64, %out2161: f32):
      %s2162 = arith.sitofp %in2160 : i64 to f32
      %s2163 = arith.constant -1.280000000e+02 : f32
      %s2164 = arith.maximumf %s2162, %s2163 : f32
      %s2165 = arith.constant 1.270000000e+02 : f32
      %s2166 = arith.minimumf %s2164, %s2165 : f32
      linalg.yield %s2166 : f32
    } -> tensor<2x16xf32> loc("backward.model.embed_tokens")
    %t2168 = tensor.empty() : tensor<2x16xi64> loc("backward.model.embed_tokens")
    %t2172 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t2167 : tensor<2x16xf32>) outs(%t2168 : tensor<2x16xi64>) {
    ^bb0(%in2169: f32, %out2170: i64):
      %s2171 = arith.fptosi %in2169 : f32 to i64
      linalg.yield %s2171 : i64
    } -> tensor<2x16xi64> loc("backward.model.embed_tokens")
    %t2173 = tensor.empty() : tensor<2x16x1xi1> loc("backward.model.embed_tokens")
    %t2178 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t2158 : tensor<2x16x1xi1>) outs(%t2173 : tensor<2x16x1xi1>) {
    ^bb0(%in2174: i1, %out2175: i1):
      %s2176 = arith.constant true
      %s2177 = arith.xori %in2174, %s2176 : i1
      linalg.yield %s2177 : i1
    } -> tensor<2x16x1xi1> loc("backward.model.embed_tokens")
    %cst2179 = arith.constant dense<0.000000000e+00> : tensor<f32> loc("backward.model.embed_tokens")
    %t2180 = tensor.empty() : tensor<2x16x64xf32> loc("backward.model.embed_tokens")
    %t2186 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t2178, %cst2179, %t2127 : tensor<2x16x1xi1>, tensor<f32>, tensor<2x16x64xf32>) outs(%t2180 : tensor<2x16x64xf32>) {
    ^bb0(%in2181: i1, %in2182: f32, %in2183: f32, %out2184: f32):
      %s2185 = arith.select %in2181, %in2182, %in2183 : f32
      linalg.yield %s2185 : f32
    } -> tensor<2x16x64xf32> loc("backward.model.embed_tokens")
    %cst2187 = arith.constant dense<0.000000000e+00> : tensor<128x64xf32> loc("backward.model.embed_tokens")
    %t2188 = tensor.collapse_shape %t2172 [[0, 1]] : tensor<2x16xi64> into tensor<32xi64> loc("backward.model.embed_tokens")
    %t2189 = tensor.collapse_shape %t2186 [[0, 1], [2]] : tensor<2x16x64xf32> into tensor<32x64xf32> loc("backward.model.embed_tokens")
    %t2199 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t2188, %t2189 : tensor<32xi64>, tensor<32x64xf32>) outs(%cst2187 : tensor<128x64xf32>) {
    ^bb0(%in2190: i64, %in2191: f32, %out2192: f32):
      %s2193 = linalg.index 0 : index
      %s2194 = arith.index_cast %s2193 : index to i64
      %s2195 = arith.cmpi eq, %in2190, %s2194 : i64
      %s2196 = arith.constant 0.000000000e+00 : f32
      %s2197 = arith.select %s2195, %in2191, %s2196 : f32
      %s2198 = arith.addf %out2192, %s2197 : f32
      linalg.yield %s2198 : f32
    } -> tensor<128x64xf32> loc("backward.model.embed_tokens")
    return %t812, %t2199, %t2030, %t2003, %t1976, %t1790, %t1675, %t1611, %t1581, %t2051, %t1696, %t1466, %t1439, %t1412, %t1226, %t1111, %t1047, %t1017, %t1487, %t1132, %t929, %t908 : tensor<f32>, tensor<128x64xf32>, tensor<64x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<64x64xf32>, tensor<128x64xf32>, tensor<128x64xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<64x64xf32>, tensor<128x64xf32>, tensor<128x64xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128x64xf32> loc("root.output")
  }
}
