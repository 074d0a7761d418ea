module {
  // model: remat.torch.export --model llama_b32
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
  // primals_24: input 0
  // primals_25: input 1
  // tangents_1: cotangent of the loss (remat.cotangent)
  // results: loss, then gradients of primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21
  // unused parameters (no gradient): primals_1
  func.func @train_step(
    %primals_1: tensor<128x64xf32>,
    %primals_2: tensor<64x64xf32>,
    %primals_3: tensor<64x64xf32>,
    %primals_4: tensor<64x64xf32>,
    %primals_5: tensor<64x64xf32>,
    %primals_6: tensor<128x64xf32>,
    %primals_7: tensor<128x64xf32>,
    %primals_8: tensor<64x128xf32>,
    %primals_9: tensor<64xf32>,
    %primals_10: tensor<64xf32>,
    %primals_11: tensor<64x64xf32>,
    %primals_12: tensor<64x64xf32>,
    %primals_13: tensor<64x64xf32>,
    %primals_14: tensor<64x64xf32>,
    %primals_15: tensor<128x64xf32>,
    %primals_16: tensor<128x64xf32>,
    %primals_17: tensor<64x128xf32>,
    %primals_18: tensor<64xf32>,
    %primals_19: tensor<64xf32>,
    %primals_20: tensor<64xf32>,
    %primals_21: tensor<128x64xf32>,
    %primals_24: tensor<32x16x64xf32>,
    %primals_25: tensor<32x16x128xf32>,
    %tangents_1: tensor<f32> {remat.cotangent}
  ) -> (tensor<f32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<128x64xf32>, tensor<128x64xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<128x64xf32>, tensor<128x64xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128x64xf32>) {
    %t1 = tensor.empty() : tensor<32x16x64xf32> loc("model.layers.0.input_layernorm")
    %t5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%primals_24 : tensor<32x16x64xf32>) outs(%t1 : tensor<32x16x64xf32>) {
    ^bb0(%in2: f32, %out3: f32):
      %s4 = arith.mulf %in2, %in2 : f32
      linalg.yield %s4 : f32
    } -> tensor<32x16x64xf32> loc("model.layers.0.input_layernorm")
    %t6 = tensor.empty() : tensor<32x16xf32> loc("model.layers.0.input_layernorm")
    %c7 = arith.constant 0.000000000e+00 : f32 loc("model.layers.0.input_layernorm")
    %t8 = linalg.fill ins(%c7 : f32) outs(%t6 : tensor<32x16xf32>) -> tensor<32x16xf32> loc("model.layers.0.input_layernorm")
    %t12 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t5 : tensor<32x16x64xf32>) outs(%t8 : tensor<32x16xf32>) {
    ^bb0(%in9: f32, %out10: f32):
      %s11 = arith.addf %out10, %in9 : f32
      linalg.yield %s11 : f32
    } -> tensor<32x16xf32> loc("model.layers.0.input_layernorm")
    %t13 = tensor.empty() : tensor<32x16xf32> loc("model.layers.0.input_layernorm")
    %t18 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t12 : tensor<32x16xf32>) outs(%t13 : tensor<32x16xf32>) {
    ^bb0(%in14: f32, %out15: f32):
      %s16 = arith.constant 1.562500000e-02 : f32
      %s17 = arith.mulf %in14, %s16 : f32
      linalg.yield %s17 : f32
    } -> tensor<32x16xf32> loc("model.layers.0.input_layernorm")
    %t19 = tensor.expand_shape %t18 [[0], [1, 2]] output_shape [32, 16, 1] : tensor<32x16xf32> into tensor<32x16x1xf32> loc("model.layers.0.input_layernorm")
    %t20 = tensor.empty() : tensor<32x16x1xf32> loc("model.layers.0.input_layernorm")
    %t25 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t19 : tensor<32x16x1xf32>) outs(%t20 : tensor<32x16x1xf32>) {
    ^bb0(%in21: f32, %out22: f32):
      %s23 = arith.constant 9.999999975e-07 : f32
      %s24 = arith.addf %in21, %s23 : f32
      linalg.yield %s24 : f32
    } -> tensor<32x16x1xf32> loc("model.layers.0.input_layernorm")
    %t26 = tensor.empty() : tensor<32x16x1xf32> loc("model.layers.0.input_layernorm")
    %t30 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t25 : tensor<32x16x1xf32>) outs(%t26 : tensor<32x16x1xf32>) {
    ^bb0(%in27: f32, %out28: f32):
      %s29 = math.rsqrt %in27 : f32
      linalg.yield %s29 : f32
    } -> tensor<32x16x1xf32> loc("model.layers.0.input_layernorm")
    %t31 = tensor.empty() : tensor<32x16x64xf32> loc("model.layers.0.input_layernorm")
    %t36 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%primals_24, %t30 : tensor<32x16x64xf32>, tensor<32x16x1xf32>) outs(%t31 : tensor<32x16x64xf32>) {
    ^bb0(%in32: f32, %in33: f32, %out34: f32):
      %s35 = arith.mulf %in32, %in33 : f32
      linalg.yield %s35 : f32
    } -> tensor<32x16x64xf32> loc("model.layers.0.input_layernorm")
    %t37 = tensor.empty() : tensor<32x16x64xf32> loc("model.layers.0.input_layernorm")
    %t42 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%primals_9, %t36 : tensor<64xf32>, tensor<32x16x64xf32>) outs(%t37 : tensor<32x16x64xf32>) {
    ^bb0(%in38: f32, %in39: f32, %out40: f32):
      %s41 = arith.mulf %in38, %in39 : f32
      linalg.yield %s41 : f32
    } -> tensor<32x16x64xf32> loc("model.layers.0.input_layernorm")
    %t43 = tensor.empty() : tensor<64x64xf32> loc("model.layers.0.self_attn.q_proj")
    %t44 = linalg.transpose ins(%primals_2 : tensor<64x64xf32>) outs(%t43 : tensor<64x64xf32>) permutation = [1, 0] loc("model.layers.0.self_attn.q_proj")
    %t45 = tensor.collapse_shape %t42 [[0, 1], [2]] : tensor<32x16x64xf32> into tensor<512x64xf32> loc("model.layers.0.self_attn.q_proj")
    %t46 = tensor.empty() : tensor<512x64xf32> loc("model.layers.0.self_attn.q_proj")
    %c47 = arith.constant 0.000000000e+00 : f32 loc("model.layers.0.self_attn.q_proj")
    %t48 = linalg.fill ins(%c47 : f32) outs(%t46 : tensor<512x64xf32>) -> tensor<512x64xf32> loc("model.layers.0.self_attn.q_proj")
    %t49 = linalg.matmul ins(%t45, %t44 : tensor<512x64xf32>, tensor<64x64xf32>) outs(%t48 : tensor<512x64xf32>) -> tensor<512x64xf32> loc("model.layers.0.self_attn.q_proj")
    %t50 = tensor.expand_shape %t49 [[0, 1], [2]] output_shape [32, 16, 64] : tensor<512x64xf32> into tensor<32x16x64xf32> loc("model.layers.0.self_attn.q_proj")
    %t51 = tensor.expand_shape %t50 [[0], [1], [2, 3]] output_shape [32, 16, 4, 16] : tensor<32x16x64xf32> into tensor<32x16x4x16xf32> loc("model.layers.0.self_attn")
    %t52 = tensor.empty() : tensor<32x4x16x16xf32> loc("model.layers.0.self_attn")
    %t53 = linalg.transpose ins(%t51 : tensor<32x16x4x16xf32>) outs(%t52 : tensor<32x4x16x16xf32>) permutation = [0, 2, 1, 3] loc("model.layers.0.self_attn")
    %t54 = tensor.empty() : tensor<64x64xf32> loc("model.layers.0.self_attn.k_proj")
    %t55 = linalg.transpose ins(%primals_3 : tensor<64x64xf32>) outs(%t54 : tensor<64x64xf32>) permutation = [1, 0] loc("model.layers.0.self_attn.k_proj")
    %t56 = tensor.collapse_shape %t42 [[0, 1], [2]] : tensor<32x16x64xf32> into tensor<512x64xf32> loc("model.layers.0.self_attn.k_proj")
    %t57 = tensor.empty() : tensor<512x64xf32> loc("model.layers.0.self_attn.k_proj")
    %c58 = arith.constant 0.000000000e+00 : f32 loc("model.layers.0.self_attn.k_proj")
    %t59 = linalg.fill ins(%c58 : f32) outs(%t57 : tensor<512x64xf32>) -> tensor<512x64xf32> loc("model.layers.0.self_attn.k_proj")
    %t60 = linalg.matmul ins(%t56, %t55 : tensor<512x64xf32>, tensor<64x64xf32>) outs(%t59 : tensor<512x64xf32>) -> tensor<512x64xf32> loc("model.layers.0.self_attn.k_proj")
    %t61 = tensor.expand_shape %t60 [[0, 1], [2]] output_shape [32, 16, 64] : tensor<512x64xf32> into tensor<32x16x64xf32> loc("model.layers.0.self_attn.k_proj")
    %t62 = tensor.expand_shape %t61 [[0], [1], [2, 3]] output_shape [32, 16, 4, 16] : tensor<32x16x64xf32> into tensor<32x16x4x16xf32> loc("model.layers.0.self_attn")
    %t63 = tensor.empty() : tensor<32x4x16x16xf32> loc("model.layers.0.self_attn")
    %t64 = linalg.transpose ins(%t62 : tensor<32x16x4x16xf32>) outs(%t63 : tensor<32x4x16x16xf32>) permutation = [0, 2, 1, 3] loc("model.layers.0.self_attn")
    %t65 = tensor.empty() : tensor<64x64xf32> loc("model.layers.0.self_attn.v_proj")
    %t66 = linalg.transpose ins(%primals_4 : tensor<64x64xf32>) outs(%t65 : tensor<64x64xf32>) permutation = [1, 0] loc("model.layers.0.self_attn.v_proj")
    %t67 = tensor.collapse_shape %t42 [[0, 1], [2]] : tensor<32x16x64xf32> into tensor<512x64xf32> loc("model.layers.0.self_attn.v_proj")
    %t68 = tensor.empty() : tensor<512x64xf32> loc("model.layers.0.self_attn.v_proj")
    %c69 = arith.constant 0.000000000e+00 : f32 loc("model.layers.0.self_attn.v_proj")
    %t70 = linalg.fill ins(%c69 : f32) outs(%t68 : tensor<512x64xf32>) -> tensor<512x64xf32> loc("model.layers.0.self_attn.v_proj")
    %t71 = linalg.matmul ins(%t67, %t66 : tensor<512x64xf32>, tensor<64x64xf32>) outs(%t70 : tensor<512x64xf32>) -> tensor<512x64xf32> loc("model.layers.0.self_attn.v_proj")
    %t72 = tensor.expand_shape %t71 [[0, 1], [2]] output_shape [32, 16, 64] : tensor<512x64xf32> into tensor<32x16x64xf32> loc("model.layers.0.self_attn.v_proj")
    %t73 = tensor.expand_shape %t72 [[0], [1], [2, 3]] output_shape [32, 16, 4, 16] : tensor<32x16x64xf32> into tensor<32x16x4x16xf32> loc("model.layers.0.self_attn")
    %t74 = tensor.empty() : tensor<32x4x16x16xf32> loc("model.layers.0.self_attn")
    %t75 = linalg.transpose ins(%t73 : tensor<32x16x4x16xf32>) outs(%t74 : tensor<32x4x16x16xf32>) permutation = [0, 2, 1, 3] loc("model.layers.0.self_attn")
    %cst76 = arith.constant dense<"0x0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F41510A3F6B4E733F98B87E3F3CDF7F3FB9FC7F3FACFF7F3FF8FF7F3FFFFF7F3F41510A3F6B4E733F98B87E3F3CDF7F3FB9FC7F3FACFF7F3FF8FF7F3FFFFF7F3F3311D5BEEC7B4E3FA5E57A3FF97C7F3FE5F27F3FB1FE7F3FDFFF7F3FFDFF7F3F3311D5BEEC7B4E3FA5E57A3FF97C7F3FE5F27F3FB1FE7F3FDFFF7F3FFDFF7F3F26707DBF582F153FEF90743F4FD97E3F83E27F3F0DFD7F3FB5FF7F3FF9FF7F3F26707DBF582F153FEF90743F4FD97E3F83E27F3F0DFD7F3FB5FF7F3FF9FF7F3F305527BFB12E9A3EA7CA6B3F69F47D3F94CB7F3FC2FA7F3F7AFF7F3FF3FF7F3F305527BFB12E9A3EA7CA6B3F69F47D3F94CB7F3FC2FA7F3F7AFF7F3FF3FF7F3F2C3C913EE97229BC40A9603F81CE7C3F19AE7F3FCFF77F3F2EFF7F3FEBFF7F3F2C3C913EE97229BC40A9603F81CE7C3F19AE7F3FCFF77F3F2EFF7F3FEBFF7F3FB8CD753F6D3FA4BE3249533FE3677B3F128A7F3F34F47F3FD2FE7F3FE2FF7F3FB8CD753F6D3FA4BE3249533FE3677B3F128A7F3F34F47F3FD2FE7F3FE2FF7F3FBDFF403FBC7419BFB3CC433FEAC0793F815F7F3FF2EF7F3F65FE7F3FD7FF7F3FBDFF403FBC7419BFB3CC433FEAC0793F815F7F3FF2EF7F3F65FE7F3FD7FF7F3FF6FD14BEE59151BF5F5B323F02DA773F652E7F3F08EB7F3FE7FD7F3FCAFF7F3FF6FD14BEE59151BF5F5B323F02DA773F652E7F3F08EB7F3FE7FD7F3FCAFF7F3FD53F69BFA2E674BFD4211F3FA9B3753FC2F67E3F76E57F3F59FD7F3FBCFF7F3FD53F69BFA2E674BFD4211F3FA9B3753FC2F67E3F76E57F3F59FD7F3FBCFF7F3F64CD56BFFBF17FBF41510A3F6A4E733F98B87E3F3CDF7F3FB9FC7F3FACFF7F3F64CD56BFFBF17FBF41510A3F6A4E733F98B87E3F3CDF7F3FB9FC7F3FACFF7F3F7205913B8D9B71BFC03DE83EE4AA703FE8737E3F5BD87F3F09FC7F3F9BFF7F3F7205913B8D9B71BFC03DE83EE4AA703FE8737E3F5BD87F3F09FC7F3F9BFF7F3FD006583F564F4BBFF386B93EC3C96D3FB5287E3FD2D07F3F48FB7F3F87FF7F3FD006583F564F4BBFF386B93EC3C96D3FB5287E3FD2D07F3F48FB7F3F87FF7F3F6F4E683F9DD910BF99F5883EC3AB6A3F00D77D3FA1C87F3F76FA7F3F72FF7F3F6F4E683F9DD910BF99F5883EC3AB6A3F00D77D3FA1C87F3F76FA7F3F72FF7F3FD7040C3E0A0D90BEDF0B2E3EB151673FCC7E7D3FC9BF7F3F94F97F3F5CFF7F3FD7040C3E0A0D90BEDF0B2E3EB151673FCC7E7D3FC9BF7F3F94F97F3F5CFF7F3FE87A42BF9622FE3CAADE903D68BC633F1A207D3F49B67F3FA1F87F3F43FF7F3FE87A42BF9622FE3CAADE903D68BC633F1A207D3F49B67F3FA1F87F3F43FF7F3F"> : tensor<1x1x16x16xf32> loc("model.layers.0.self_attn")
    %t77 = tensor.empty() : tensor<32x4x16x16xf32> loc("model.layers.0.self_attn")
    %t82 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t53, %cst76 : tensor<32x4x16x16xf32>, tensor<1x1x16x16xf32>) outs(%t77 : tensor<32x4x16x16xf32>) {
    ^bb0(%in78: f32, %in79: f32, %out80: f32):
      %s81 = arith.mulf %in78, %in79 : f32
      linalg.yield %s81 : f32
    } -> tensor<32x4x16x16xf32> loc("model.layers.0.self_attn")
    %t83 = tensor.extract_slice %t53[0, 0, 0, 0] [32, 4, 16, 8] [1, 1, 1, 1] : tensor<32x4x16x16xf32> to tensor<32x4x16x8xf32> loc("model.layers.0.self_attn")
    %t84 = tensor.extract_slice %t53[0, 0, 0, 8] [32, 4, 16, 8] [1, 1, 1, 1] : tensor<32x4x16x16xf32> to tensor<32x4x16x8xf32> loc("model.layers.0.self_attn")
    %t85 = tensor.empty() : tensor<32x4x16x8xf32> loc("model.layers.0.self_attn")
    %t89 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t84 : tensor<32x4x16x8xf32>) outs(%t85 : tensor<32x4x16x8xf32>) {
    ^bb0(%in86: f32, %out87: f32):
      %s88 = arith.negf %in86 : f32
      linalg.yield %s88 : f32
    } -> tensor<32x4x16x8xf32> loc("model.layers.0.self_attn")
    %t90 = tensor.empty() : tensor<32x4x16x16xf32> loc("model.layers.0.self_attn")
    %t91 = tensor.insert_slice %t89 into %t90[0, 0, 0, 0] [32, 4, 16, 8] [1, 1, 1, 1] : tensor<32x4x16x8xf32> into tensor<32x4x16x16xf32> loc("model.layers.0.self_attn")
    %t92 = tensor.insert_slice %t83 into %t91[0, 0, 0, 8] [32, 4, 16, 8] [1, 1, 1, 1] : tensor<32x4x16x8xf32> into tensor<32x4x16x16xf32> loc("model.layers.0.self_attn")
    %cst93 = arith.constant dense<"0x00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000A46A573F3E399F3E7775CC3D5C81013D57D6233C213E4F3B6E12833A60CBA539A46A573F3E399F3E7775CC3D5C81013D57D6233C213E4F3B6E12833A60CBA539B7C7683F1B54173FF96F4B3EC970813D3ED4A33CDD3DCF3B6912033B5FCB253AB7C7683F1B54173FF96F4B3EC970813D3ED4A33CDD3DCF3B6912033B5FCB253AC381103EC209503F6D4E973EC1FFC13D1FB9F53C116E1B3C939B443B0EB1783AC381103EC209503F6D4E973EC1FFC13D1FB9F53C116E1B3C939B443B0EB1783ACFBD41BFDE1D743FD861C73E892E013EDBCB233DCE3C4F3C5812833B5DCBA53ACFBD41BFDE1D743FD861C73E892E013EDBCB233DCE3C4F3C5812833B5DCBA53A107C75BF7FFC7F3F4477F53E1F3C213EF4B64C3D8185813CDED6A33B323ECF3A107C75BF7FFC7F3F4477F53E1F3C213EF4B64C3D8185813CDED6A33B323ECF3A8C0F8FBE4E78723F698C103F6F20413ED19C753D476C9B3C599BC43B06B1F83A8C0F8FBE4E78723F698C103F6F20413ED19C753D476C9B3C599BC43B06B1F83A4630283F6EE84C3F73EB243F51D3603E323E8F3DA652B53CC75FE53BEC11113B4630283F6EE84C3F73EB243F51D3603E323E8F3DA652B53CC75FE53BEC11113B95467D3F7E06133FA6A4373F5226803E50AAA33D8F38CF3C1312033C54CB253B95467D3F7E06133FA6A4373F5226803E50AAA33D8F38CF3C1312033C54CB253B3201D33EEE1F953E1D88483F2EC28F3E3E12B83DF01DE93C3B74133CBB843A3B3201D33EEE1F953E1D88483F2EC28F3E3E12B83DF01DE93C3B74133CBB843A3BF8440BBF9770A9BCA46A573F3F399F3E7675CC3D5C81013D58D6233C213E4F3BF8440BBF9770A9BCA46A573F3F399F3E7675CC3D5C81013D58D6233C213E4F3B5CFF7FBF1F41A9BE2B26643F8C87AE3E72D3E03D6B730E3D6B38343C86F7633B5CFF7FBF1F41A9BE2B26643F8C87AE3E72D3E03D6B730E3D6B38343C86F7633BD85C09BF24911BBF1D9A6E3F2DA9BD3EAC2BF53D1D651B3D719A443CE9B0783BD85C09BF24911BBF1D9A6E3F2DA9BD3EAC2BF53D1D651B3D719A443CE9B0783B2220D73E4C1453BFC0AB763F419ACC3ED0BE043E6A56283D6BFC543C25B5863B2220D73E4C1453BFC0AB763F419ACC3ED0BE043E6A56283D6BFC543C25B5863B72987D3FB3A875BF6F467C3FF556DB3E64E40E3E4747353D575E653CD511913B72987D3FB3A875BF6F467C3FF556DB3E64E40E3E4747353D575E653CD511913B4479263F75E07FBFD55B7F3F85DBE93E4F06193EAE37423D34C0753C846E9B3B4479263F75E07FBFD55B7F3F85DBE93E4F06193EAE37423D34C0753C846E9B3B"> : tensor<1x1x16x16xf32> loc("model.layers.0.self_attn")
    %t94 = tensor.empty() : tensor<32x4x16x16xf32> loc("model.layers.0.self_attn")
    %t99 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t92, %cst93 : tensor<32x4x16x16xf32>, tensor<1x1x16x16xf32>) outs(%t94 : tensor<32x4x16x16xf32>) {
    ^bb0(%in95: f32, %in96: f32, %out97: f32):
      %s98 = arith.mulf %in95, %in96 : f32
      linalg.yield %s98 : f32
    } -> tensor<32x4x16x16xf32> loc("model.layers.0.self_attn")
    %t100 = tensor.empty() : tensor<32x4x16x16xf32> loc("model.layers.0.self_attn")
    %t105 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t82, %t99 : tensor<32x4x16x16xf32>, tensor<32x4x16x16xf32>) outs(%t100 : tensor<32x4x16x16xf32>) {
    ^bb0(%in101: f32, %in102: f32, %out103: f32):
      %s104 = arith.addf %in101, %in102 : f32
      linalg.yield %s104 : f32
    } -> tensor<32x4x16x16xf32> loc("model.layers.0.self_attn")
    %t106 = tensor.empty() : tensor<32x4x16x16xf32> loc("model.layers.0.self_attn")
    %t111 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t64, %cst76 : tensor<32x4x16x16xf32>, tensor<1x1x16x16xf32>) outs(%t106 : tensor<32x4x16x16xf32>) {
    ^bb0(%in107: f32, %in108: f32, %out109: f32):
      %s110 = arith.mulf %in107, %in108 : f32
      linalg.yield %s110 : f32
    } -> tensor<32x4x16x16xf32> loc("model.layers.0.self_attn")
    %t112 = tensor.extract_slice %t64[0, 0, 0, 0] [32, 4, 16, 8] [1, 1, 1, 1] : tensor<32x4x16x16xf32> to tensor<32x4x16x8xf32> loc("model.layers.0.self_attn")
    %t113 = tensor.extract_slice %t64[0, 0, 0, 8] [32, 4, 16, 8] [1, 1, 1, 1] : tensor<32x4x16x16xf32> to tensor<32x4x16x8xf32> loc("model.layers.0.self_attn")
    %t114 = tensor.empty() : tensor<32x4x16x8xf32> loc("model.layers.0.self_attn")
    %t118 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t113 : tensor<32x4x16x8xf32>) outs(%t114 : tensor<32x4x16x8xf32>) {
    ^bb0(%in115: f32, %out116: f32):
      %s117 = arith.negf %in115 : f32
      linalg.yield %s117 : f32
    } -> tensor<32x4x16x8xf32> loc("model.layers.0.self_attn")
    %t119 = tensor.empty() : tensor<32x4x16x16xf32> loc("model.layers.0.self_attn")
    %t120 = tensor.insert_slice %t118 into %t119[0, 0, 0, 0] [32, 4, 16, 8] [1, 1, 1, 1] : tensor<32x4x16x8xf32> into tensor<32x4x16x16xf32> loc("model.layers.0.self_attn")
    %t121 = tensor.insert_slice %t112 into %t120[0, 0, 0, 8] [32, 4, 16, 8] [1, 1, 1, 1] : tensor<32x4x16x8xf32> into tensor<32x4x16x16xf32> loc("model.layers.0.self_attn")
    %t122 = tensor.empty() : tensor<32x4x16x16xf32> loc("model.layers.0.self_attn")
    %t127 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t121, %cst93 : tensor<32x4x16x16xf32>, tensor<1x1x16x16xf32>) outs(%t122 : tensor<32x4x16x16xf32>) {
    ^bb0(%in123: f32, %in124: f32, %out125: f32):
      %s126 = arith.mulf %in123, %in124 : f32
      linalg.yield %s126 : f32
    } -> tensor<32x4x16x16xf32> loc("model.layers.0.self_attn")
    %t128 = tensor.empty() : tensor<32x4x16x16xf32> loc("model.layers.0.self_attn")
    %t133 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t111, %t127 : tensor<32x4x16x16xf32>, tensor<32x4x16x16xf32>) outs(%t128 : tensor<32x4x16x16xf32>) {
    ^bb0(%in129: f32, %in130: f32, %out131: f32):
      %s132 = arith.addf %in129, %in130 : f32
      linalg.yield %s132 : f32
    } -> tensor<32x4x16x16xf32> loc("model.layers.0.self_attn")
    %t134 = tensor.empty() : tensor<32x4x16x16xf32> loc("model.layers.0.self_attn")
    %t135 = linalg.transpose ins(%t133 : tensor<32x4x16x16xf32>) outs(%t134 : tensor<32x4x16x16xf32>) permutation = [0, 1, 3, 2] loc("model.layers.0.self_attn")
    %t136 = tensor.collapse_shape %t105 [[0, 1], [2], [3]] : tensor<32x4x16x16xf32> into tensor<128x16x16xf32> loc("model.layers.0.self_attn")
    %t137 = tensor.collapse_shape %t135 [[0, 1], [2], [3]] : tensor<32x4x16x16xf32> into tensor<128x16x16xf32> loc("model.layers.0.self_attn")
    %t138 = tensor.empty() : tensor<128x16x16xf32> loc("model.layers.0.self_attn")
    %c139 = arith.constant 0.000000000e+00 : f32 loc("model.layers.0.self_attn")
    %t140 = linalg.fill ins(%c139 : f32) outs(%t138 : tensor<128x16x16xf32>) -> tensor<128x16x16xf32> loc("model.layers.0.self_attn")
    %t141 = linalg.batch_matmul ins(%t136, %t137 : tensor<128x16x16xf32>, tensor<128x16x16xf32>) outs(%t140 : tensor<128x16x16xf32>) -> tensor<128x16x16xf32> loc("model.layers.0.self_attn")
    %t142 = tensor.expand_shape %t141 [[0, 1], [2], [3]] output_shape [32, 4, 16, 16] : tensor<128x16x16xf32> into tensor<32x4x16x16xf32> loc("model.layers.0.self_attn")
    %t143 = tensor.empty() : tensor<32x4x16x16xf32> loc("model.layers.0.self_attn")
    %t148 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t142 : tensor<32x4x16x16xf32>) outs(%t143 : tensor<32x4x16x16xf32>) {
    ^bb0(%in144: f32, %out145: f32):
      %s146 = arith.constant 2.500000000e-01 : f32
      %s147 = arith.mulf %in144, %s146 : f32
      linalg.yield %s147 : f32
    } -> tensor<32x4x16x16xf32> loc("model.layers.0.self_attn")
    %t150 = tensor.empty() : tensor<32x1x16x16xf32> loc("model.layers.0.self_attn")
    %t162 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%t150 : tensor<32x1x16x16xf32>) {
    ^bb0(%out151: f32):
      %s152 = linalg.index 2 : index
      %s153 = arith.index_cast %s152 : index to i64
      %s154 = linalg.index 3 : index
      %s155 = arith.index_cast %s154 : index to i64
      %s156 = arith.subi %s153, %s155 : i64
      %s157 = arith.constant 0 : i64
      %s158 = arith.cmpi sge, %s156, %s157 : i64
      %s159 = arith.constant 0.000000000e+00 : f32
      %s160 = arith.constant -3.402823466e+38 : f32
      %s161 = arith.select %s158, %s159, %s160 : f32
      linalg.yield %s161 : f32
    } -> tensor<32x1x16x16xf32> loc("model.layers.0.self_attn")
    %t163 = tensor.empty() : tensor<32x4x16x16xf32> loc("model.layers.0.self_attn")
    %t168 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t148, %t162 : tensor<32x4x16x16xf32>, tensor<32x1x16x16xf32>) outs(%t163 : tensor<32x4x16x16xf32>) {
    ^bb0(%in164: f32, %in165: f32, %out166: f32):
      %s167 = arith.addf %in164, %in165 : f32
      linalg.yield %s167 : f32
    } -> tensor<32x4x16x16xf32> loc("model.layers.0.self_attn")
    %t169 = tensor.empty() : tensor<32x4x16xf32> loc("model.layers.0.self_attn")
    %c170 = arith.constant 0xFF800000 : f32 loc("model.layers.0.self_attn")
    %t171 = linalg.fill ins(%c170 : f32) outs(%t169 : tensor<32x4x16xf32>) -> tensor<32x4x16xf32> loc("model.layers.0.self_attn")
    %t175 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%t168 : tensor<32x4x16x16xf32>) outs(%t171 : tensor<32x4x16xf32>) {
    ^bb0(%in172: f32, %out173: f32):
      %s174 = arith.maximumf %out173, %in172 : f32
      linalg.yield %s174 : f32
    } -> tensor<32x4x16xf32> loc("model.layers.0.self_attn")
    %t176 = tensor.expand_shape %t175 [[0], [1], [2, 3]] output_shape [32, 4, 16, 1] : tensor<32x4x16xf32> into tensor<32x4x16x1xf32> loc("model.layers.0.self_attn")
    %t177 = tensor.empty() : tensor<32x4x16x16xf32> loc("model.layers.0.self_attn")
    %t183 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t168, %t176 : tensor<32x4x16x16xf32>, tensor<32x4x16x1xf32>) outs(%t177 : tensor<32x4x16x16xf32>) {
    ^bb0(%in178: f32, %in179: f32, %out180: f32):
      %s181 = arith.subf %in178, %in179 : f32
      %s182 = math.exp %s181 : f32
      linalg.yield %s182 : f32
    } -> tensor<32x4x16x16xf32> loc("model.layers.0.self_attn")
    %t184 = tensor.empty() : tensor<32x4x16xf32> loc("model.layers.0.self_attn")
    %c185 = arith.constant 0.000000000e+00 : f32 loc("model.layers.0.self_attn")
    %t186 = linalg.fill ins(%c185 : f32) outs(%t184 : tensor<32x4x16xf32>) -> tensor<32x4x16xf32> loc("model.layers.0.self_attn")
    %t190 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%t183 : tensor<32x4x16x16xf32>) outs(%t186 : tensor<32x4x16xf32>) {
    ^bb0(%in187: f32, %out188: f32):
      %s189 = arith.addf %out188, %in187 : f32
      linalg.yield %s189 : f32
    } -> tensor<32x4x16xf32> loc("model.layers.0.self_attn")
    %t191 = tensor.expand_shape %t190 [[0], [1], [2, 3]] output_shape [32, 4, 16, 1] : tensor<32x4x16xf32> into tensor<32x4x16x1xf32> loc("model.layers.0.self_attn")
    %t192 = tensor.empty() : tensor<32x4x16x16xf32> loc("model.layers.0.self_attn")
    %t197 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t183, %t191 : tensor<32x4x16x16xf32>, tensor<32x4x16x1xf32>) outs(%t192 : tensor<32x4x16x16xf32>) {
    ^bb0(%in193: f32, %in194: f32, %out195: f32):
      %s196 = arith.divf %in193, %in194 : f32
      linalg.yield %s196 : f32
    } -> tensor<32x4x16x16xf32> loc("model.layers.0.self_attn")
    %t198 = tensor.collapse_shape %t197 [[0, 1], [2], [3]] : tensor<32x4x16x16xf32> into tensor<128x16x16xf32> loc("model.layers.0.self_attn")
    %t199 = tensor.collapse_shape %t75 [[0, 1], [2], [3]] : tensor<32x4x16x16xf32> into tensor<128x16x16xf32> loc("model.layers.0.self_attn")
    %t200 = tensor.empty() : tensor<128x16x16xf32> loc("model.layers.0.self_attn")
    %c201 = arith.constant 0.000000000e+00 : f32 loc("model.layers.0.self_attn")
    %t202 = linalg.fill ins(%c201 : f32) outs(%t200 : tensor<128x16x16xf32>) -> tensor<128x16x16xf32> loc("model.layers.0.self_attn")
    %t203 = linalg.batch_matmul ins(%t198, %t199 : tensor<128x16x16xf32>, tensor<128x16x16xf32>) outs(%t202 : tensor<128x16x16xf32>) -> tensor<128x16x16xf32> loc("model.layers.0.self_attn")
    %t204 = tensor.expand_shape %t203 [[0, 1], [2], [3]] output_shape [32, 4, 16, 16] : tensor<128x16x16xf32> into tensor<32x4x16x16xf32> loc("model.layers.0.self_attn")
    %t205 = tensor.empty() : tensor<32x16x4x16xf32> loc("model.layers.0.self_attn")
    %t206 = linalg.transpose ins(%t204 : tensor<32x4x16x16xf32>) outs(%t205 : tensor<32x16x4x16xf32>) permutation = [0, 2, 1, 3] loc("model.layers.0.self_attn")
    %t207 = tensor.collapse_shape %t206 [[0], [1], [2, 3]] : tensor<32x16x4x16xf32> into tensor<32x16x64xf32> loc("model.layers.0.self_attn")
    %t208 = tensor.empty() : tensor<64x64xf32> loc("model.layers.0.self_attn.o_proj")
    %t209 = linalg.transpose ins(%primals_5 : tensor<64x64xf32>) outs(%t208 : tensor<64x64xf32>) permutation = [1, 0] loc("model.layers.0.self_attn.o_proj")
    %t210 = tensor.collapse_shape %t207 [[0, 1], [2]] : tensor<32x16x64xf32> into tensor<512x64xf32> loc("model.layers.0.self_attn.o_proj")
    %t211 = tensor.empty() : tensor<512x64xf32> loc("model.layers.0.self_attn.o_proj")
    %c212 = arith.constant 0.000000000e+00 : f32 loc("model.layers.0.self_attn.o_proj")
    %t213 = linalg.fill ins(%c212 : f32) outs(%t211 : tensor<512x64xf32>) -> tensor<512x64xf32> loc("model.layers.0.self_attn.o_proj")
    %t214 = linalg.matmul ins(%t210, %t209 : tensor<512x64xf32>, tensor<64x64xf32>) outs(%t213 : tensor<512x64xf32>) -> tensor<512x64xf32> loc("model.layers.0.self_attn.o_proj")
    %t215 = tensor.expand_shape %t214 [[0, 1], [2]] output_shape [32, 16, 64] : tensor<512x64xf32> into tensor<32x16x64xf32> loc("model.layers.0.self_attn.o_proj")
    %t216 = tensor.empty() : tensor<32x16x64xf32> loc("model.layers.0")
    %t221 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%primals_24, %t215 : tensor<32x16x64xf32>, tensor<32x16x64xf32>) outs(%t216 : tensor<32x16x64xf32>) {
    ^bb0(%in217: f32, %in218: f32, %out219: f32):
      %s220 = arith.addf %in217, %in218 : f32
      linalg.yield %s220 : f32
    } -> tensor<32x16x64xf32> loc("model.layers.0")
    %t222 = tensor.empty() : tensor<32x16x64xf32> loc("model.layers.0.post_attention_layernorm")
    %t226 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t221 : tensor<32x16x64xf32>) outs(%t222 : tensor<32x16x64xf32>) {
    ^bb0(%in223: f32, %out224: f32):
      %s225 = arith.mulf %in223, %in223 : f32
      linalg.yield %s225 : f32
    } -> tensor<32x16x64xf32> loc("model.layers.0.post_attention_layernorm")
    %t227 = tensor.empty() : tensor<32x16xf32> loc("model.layers.0.post_attention_layernorm")
    %c228 = arith.constant 0.000000000e+00 : f32 loc("model.layers.0.post_attention_layernorm")
    %t229 = linalg.fill ins(%c228 : f32) outs(%t227 : tensor<32x16xf32>) -> tensor<32x16xf32> loc("model.layers.0.post_attention_layernorm")
    %t233 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t226 : tensor<32x16x64xf32>) outs(%t229 : tensor<32x16xf32>) {
    ^bb0(%in230: f32, %out231: f32):
      %s232 = arith.addf %out231, %in230 : f32
      linalg.yield %s232 : f32
    } -> tensor<32x16xf32> loc("model.layers.0.post_attention_layernorm")
    %t234 = tensor.empty() : tensor<32x16xf32> loc("model.layers.0.post_attention_layernorm")
    %t239 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t233 : tensor<32x16xf32>) outs(%t234 : tensor<32x16xf32>) {
    ^bb0(%in235: f32, %out236: f32):
      %s237 = arith.constant 1.562500000e-02 : f32
      %s238 = arith.mulf %in235, %s237 : f32
      linalg.yield %s238 : f32
    } -> tensor<32x16xf32> loc("model.layers.0.post_attention_layernorm")
    %t240 = tensor.expand_shape %t239 [[0], [1, 2]] output_shape [32, 16, 1] : tensor<32x16xf32> into tensor<32x16x1xf32> loc("model.layers.0.post_attention_layernorm")
    %t241 = tensor.empty() : tensor<32x16x1xf32> loc("model.layers.0.post_attention_layernorm")
    %t246 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t240 : tensor<32x16x1xf32>) outs(%t241 : tensor<32x16x1xf32>) {
    ^bb0(%in242: f32, %out243: f32):
      %s244 = arith.constant 9.999999975e-07 : f32
      %s245 = arith.addf %in242, %s244 : f32
      linalg.yield %s245 : f32
    } -> tensor<32x16x1xf32> loc("model.layers.0.post_attention_layernorm")
    %t247 = tensor.empty() : tensor<32x16x1xf32> loc("model.layers.0.post_attention_layernorm")
    %t251 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t246 : tensor<32x16x1xf32>) outs(%t247 : tensor<32x16x1xf32>) {
    ^bb0(%in248: f32, %out249: f32):
      %s250 = math.rsqrt %in248 : f32
      linalg.yield %s250 : f32
    } -> tensor<32x16x1xf32> loc("model.layers.0.post_attention_layernorm")
    %t252 = tensor.empty() : tensor<32x16x64xf32> loc("model.layers.0.post_attention_layernorm")
    %t257 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t221, %t251 : tensor<32x16x64xf32>, tensor<32x16x1xf32>) outs(%t252 : tensor<32x16x64xf32>) {
    ^bb0(%in253: f32, %in254: f32, %out255: f32):
      %s256 = arith.mulf %in253, %in254 : f32
      linalg.yield %s256 : f32
    } -> tensor<32x16x64xf32> loc("model.layers.0.post_attention_layernorm")
    %t258 = tensor.empty() : tensor<32x16x64xf32> loc("model.layers.0.post_attention_layernorm")
    %t263 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%primals_10, %t257 : tensor<64xf32>, tensor<32x16x64xf32>) outs(%t258 : tensor<32x16x64xf32>) {
    ^bb0(%in259: f32, %in260: f32, %out261: f32):
      %s262 = arith.mulf %in259, %in260 : f32
      linalg.yield %s262 : f32
    } -> tensor<32x16x64xf32> loc("model.layers.0.post_attention_layernorm")
    %t264 = tensor.empty() : tensor<64x128xf32> loc("model.layers.0.mlp.gate_proj")
    %t265 = linalg.transpose ins(%primals_6 : tensor<128x64xf32>) outs(%t264 : tensor<64x128xf32>) permutation = [1, 0] loc("model.layers.0.mlp.gate_proj")
    %t266 = tensor.collapse_shape %t263 [[0, 1], [2]] : tensor<32x16x64xf32> into tensor<512x64xf32> loc("model.layers.0.mlp.gate_proj")
    %t267 = tensor.empty() : tensor<512x128xf32> loc("model.layers.0.mlp.gate_proj")
    %c268 = arith.constant 0.000000000e+00 : f32 loc("model.layers.0.mlp.gate_proj")
    %t269 = linalg.fill ins(%c268 : f32) outs(%t267 : tensor<512x128xf32>) -> tensor<512x128xf32> loc("model.layers.0.mlp.gate_proj")
    %t270 = linalg.matmul ins(%t266, %t265 : tensor<512x64xf32>, tensor<64x128xf32>) outs(%t269 : tensor<512x128xf32>) -> tensor<512x128xf32> loc("model.layers.0.mlp.gate_proj")
    %t271 = tensor.expand_shape %t270 [[0, 1], [2]] output_shape [32, 16, 128] : tensor<512x128xf32> into tensor<32x16x128xf32> loc("model.layers.0.mlp.gate_proj")
    %t272 = tensor.empty() : tensor<32x16x128xf32> loc("model.layers.0.mlp.act_fn")
    %t280 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t271 : tensor<32x16x128xf32>) outs(%t272 : tensor<32x16x128xf32>) {
    ^bb0(%in273: f32, %out274: f32):
      %s275 = arith.constant 1.000000000e+00 : f32
      %s276 = arith.negf %in273 : f32
      %s277 = math.exp %s276 : f32
      %s278 = arith.addf %s275, %s277 : f32
      %s279 = arith.divf %s275, %s278 : f32
      linalg.yield %s279 : f32
    } -> tensor<32x16x128xf32> loc("model.layers.0.mlp.act_fn")
    %t281 = tensor.empty() : tensor<32x16x128xf32> loc("model.layers.0.mlp.act_fn")
    %t286 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t271, %t280 : tensor<32x16x128xf32>, tensor<32x16x128xf32>) outs(%t281 : tensor<32x16x128xf32>) {
    ^bb0(%in282: f32, %in283: f32, %out284: f32):
      %s285 = arith.mulf %in282, %in283 : f32
      linalg.yield %s285 : f32
    } -> tensor<32x16x128xf32> loc("model.layers.0.mlp.act_fn")
    %t287 = tensor.empty() : tensor<64x128xf32> loc("model.layers.0.mlp.up_proj")
    %t288 = linalg.transpose ins(%primals_7 : tensor<128x64xf32>) outs(%t287 : tensor<64x128xf32>) permutation = [1, 0] loc("model.layers.0.mlp.up_proj")
    %t289 = tensor.collapse_shape %t263 [[0, 1], [2]] : tensor<32x16x64xf32> into tensor<512x64xf32> loc("model.layers.0.mlp.up_proj")
    %t290 = tensor.empty() : tensor<512x128xf32> loc("model.layers.0.mlp.up_proj")
    %c291 = arith.constant 0.000000000e+00 : f32 loc("model.layers.0.mlp.up_proj")
    %t292 = linalg.fill ins(%c291 : f32) outs(%t290 : tensor<512x128xf32>) -> tensor<512x128xf32> loc("model.layers.0.mlp.up_proj")
    %t293 = linalg.matmul ins(%t289, %t288 : tensor<512x64xf32>, tensor<64x128xf32>) outs(%t292 : tensor<512x128xf32>) -> tensor<512x128xf32> loc("model.layers.0.mlp.up_proj")
    %t294 = tensor.expand_shape %t293 [[0, 1], [2]] output_shape [32, 16, 128] : tensor<512x128xf32> into tensor<32x16x128xf32> loc("model.layers.0.mlp.up_proj")
    %t295 = tensor.empty() : tensor<32x16x128xf32> loc("model.layers.0.mlp")
    %t300 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t286, %t294 : tensor<32x16x128xf32>, tensor<32x16x128xf32>) outs(%t295 : tensor<32x16x128xf32>) {
    ^bb0(%in296: f32, %in297: f32, %out298: f32):
      %s299 = arith.mulf %in296, %in297 : f32
      linalg.yield %s299 : f32
    } -> tensor<32x16x128xf32> loc("model.layers.0.mlp")
    %t301 = tensor.empty() : tensor<128x64xf32> loc("model.layers.0.mlp.down_proj")
    %t302 = linalg.transpose ins(%primals_8 : tensor<64x128xf32>) outs(%t301 : tensor<128x64xf32>) permutation = [1, 0] loc("model.layers.0.mlp.down_proj")
    %t303 = tensor.collapse_shape %t300 [[0, 1], [2]] : tensor<32x16x128xf32> into tensor<512x128xf32> loc("model.layers.0.mlp.down_proj")
    %t304 = tensor.empty() : tensor<512x64xf32> loc("model.layers.0.mlp.down_proj")
    %c305 = arith.constant 0.000000000e+00 : f32 loc("model.layers.0.mlp.down_proj")
    %t306 = linalg.fill ins(%c305 : f32) outs(%t304 : tensor<512x64xf32>) -> tensor<512x64xf32> loc("model.layers.0.mlp.down_proj")
    %t307 = linalg.matmul ins(%t303, %t302 : tensor<512x128xf32>, tensor<128x64xf32>) outs(%t306 : tensor<512x64xf32>) -> tensor<512x64xf32> loc("model.layers.0.mlp.down_proj")
    %t308 = tensor.expand_shape %t307 [[0, 1], [2]] output_shape [32, 16, 64] : tensor<512x64xf32> into tensor<32x16x64xf32> loc("model.layers.0.mlp.down_proj")
    %t309 = tensor.empty() : tensor<32x16x64xf32> loc("model.layers.0")
    %t314 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t221, %t308 : tensor<32x16x64xf32>, tensor<32x16x64xf32>) outs(%t309 : tensor<32x16x64xf32>) {
    ^bb0(%in310: f32, %in311: f32, %out312: f32):
      %s313 = arith.addf %in310, %in311 : f32
      linalg.yield %s313 : f32
    } -> tensor<32x16x64xf32> loc("model.layers.0")
    %t315 = tensor.empty() : tensor<32x16x64xf32> loc("model.layers.1.input_layernorm")
    %t319 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t314 : tensor<32x16x64xf32>) outs(%t315 : tensor<32x16x64xf32>) {
    ^bb0(%in316: f32, %out317: f32):
      %s318 = arith.mulf %in316, %in316 : f32
      linalg.yield %s318 : f32
    } -> tensor<32x16x64xf32> loc("model.layers.1.input_layernorm")
    %t320 = tensor.empty() : tensor<32x16xf32> loc("model.layers.1.input_layernorm")
    %c321 = arith.constant 0.000000000e+00 : f32 loc("model.layers.1.input_layernorm")
    %t322 = linalg.fill ins(%c321 : f32) outs(%t320 : tensor<32x16xf32>) -> tensor<32x16xf32> loc("model.layers.1.input_layernorm")
    %t326 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t319 : tensor<32x16x64xf32>) outs(%t322 : tensor<32x16xf32>) {
    ^bb0(%in323: f32, %out324: f32):
      %s325 = arith.addf %out324, %in323 : f32
      linalg.yield %s325 : f32
    } -> tensor<32x16xf32> loc("model.layers.1.input_layernorm")
    %t327 = tensor.empty() : tensor<32x16xf32> loc("model.layers.1.input_layernorm")
    %t332 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t326 : tensor<32x16xf32>) outs(%t327 : tensor<32x16xf32>) {
    ^bb0(%in328: f32, %out329: f32):
      %s330 = arith.constant 1.562500000e-02 : f32
      %s331 = arith.mulf %in328, %s330 : f32
      linalg.yield %s331 : f32
    } -> tensor<32x16xf32> loc("model.layers.1.input_layernorm")
    %t333 = tensor.expand_shape %t332 [[0], [1, 2]] output_shape [32, 16, 1] : tensor<32x16xf32> into tensor<32x16x1xf32> loc("model.layers.1.input_layernorm")
    %t334 = tensor.empty() : tensor<32x16x1xf32> loc("model.layers.1.input_layernorm")
    %t339 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t333 : tensor<32x16x1xf32>) outs(%t334 : tensor<32x16x1xf32>) {
    ^bb0(%in335: f32, %out336: f32):
      %s337 = arith.constant 9.999999975e-07 : f32
      %s338 = arith.addf %in335, %s337 : f32
      linalg.yield %s338 : f32
    } -> tensor<32x16x1xf32> loc("model.layers.1.input_layernorm")
    %t340 = tensor.empty() : tensor<32x16x1xf32> loc("model.layers.1.input_layernorm")
    %t344 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t339 : tensor<32x16x1xf32>) outs(%t340 : tensor<32x16x1xf32>) {
    ^bb0(%in341: f32, %out342: f32):
      %s343 = math.rsqrt %in341 : f32
      linalg.yield %s343 : f32
    } -> tensor<32x16x1xf32> loc("model.layers.1.input_layernorm")
    %t345 = tensor.empty() : tensor<32x16x64xf32> loc("model.layers.1.input_layernorm")
    %t350 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t314, %t344 : tensor<32x16x64xf32>, tensor<32x16x1xf32>) outs(%t345 : tensor<32x16x64xf32>) {
    ^bb0(%in346: f32, %in347: f32, %out348: f32):
      %s349 = arith.mulf %in346, %in347 : f32
      linalg.yield %s349 : f32
    } -> tensor<32x16x64xf32> loc("model.layers.1.input_layernorm")
    %t351 = tensor.empty() : tensor<32x16x64xf32> loc("model.layers.1.input_layernorm")
    %t356 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%primals_18, %t350 : tensor<64xf32>, tensor<32x16x64xf32>) outs(%t351 : tensor<32x16x64xf32>) {
    ^bb0(%in352: f32, %in353: f32, %out354: f32):
      %s355 = arith.mulf %in352, %in353 : f32
      linalg.yield %s355 : f32
    } -> tensor<32x16x64xf32> loc("model.layers.1.input_layernorm")
    %t357 = tensor.empty() : tensor<64x64xf32> loc("model.layers.1.self_attn.q_proj")
    %t358 = linalg.transpose ins(%primals_11 : tensor<64x64xf32>) outs(%t357 : tensor<64x64xf32>) permutation = [1, 0] loc("model.layers.1.self_attn.q_proj")
    %t359 = tensor.collapse_shape %t356 [[0, 1], [2]] : tensor<32x16x64xf32> into tensor<512x64xf32> loc("model.layers.1.self_attn.q_proj")
    %t360 = tensor.empty() : tensor<512x64xf32> loc("model.layers.1.self_attn.q_proj")
    %c361 = arith.constant 0.000000000e+00 : f32 loc("model.layers.1.self_attn.q_proj")
    %t362 = linalg.fill ins(%c361 : f32) outs(%t360 : tensor<512x64xf32>) -> tensor<512x64xf32> loc("model.layers.1.self_attn.q_proj")
    %t363 = linalg.matmul ins(%t359, %t358 : tensor<512x64xf32>, tensor<64x64xf32>) outs(%t362 : tensor<512x64xf32>) -> tensor<512x64xf32> loc("model.layers.1.self_attn.q_proj")
    %t364 = tensor.expand_shape %t363 [[0, 1], [2]] output_shape [32, 16, 64] : tensor<512x64xf32> into tensor<32x16x64xf32> loc("model.layers.1.self_attn.q_proj")
    %t365 = tensor.expand_shape %t364 [[0], [1], [2, 3]] output_shape [32, 16, 4, 16] : tensor<32x16x64xf32> into tensor<32x16x4x16xf32> loc("model.layers.1.self_attn")
    %t366 = tensor.empty() : tensor<32x4x16x16xf32> loc("model.layers.1.self_attn")
    %t367 = linalg.transpose ins(%t365 : tensor<32x16x4x16xf32>) outs(%t366 : tensor<32x4x16x16xf32>) permutation = [0, 2, 1, 3] loc("model.layers.1.self_attn")
    %t368 = tensor.empty() : tensor<64x64xf32> loc("model.layers.1.self_attn.k_proj")
    %t369 = linalg.transpose ins(%primals_12 : tensor<64x64xf32>) outs(%t368 : tensor<64x64xf32>) permutation = [1, 0] loc("model.layers.1.self_attn.k_proj")
    %t370 = tensor.collapse_shape %t356 [[0, 1], [2]] : tensor<32x16x64xf32> into tensor<512x64xf32> loc("model.layers.1.self_attn.k_proj")
    %t371 = tensor.empty() : tensor<512x64xf32> loc("model.layers.1.self_attn.k_proj")
    %c372 = arith.constant 0.000000000e+00 : f32 loc("model.layers.1.self_attn.k_proj")
    %t373 = linalg.fill ins(%c372 : f32) outs(%t371 : tensor<512x64xf32>) -> tensor<512x64xf32> loc("model.layers.1.self_attn.k_proj")
    %t374 = linalg.matmul ins(%t370, %t369 : tensor<512x64xf32>, tensor<64x64xf32>) outs(%t373 : tensor<512x64xf32>) -> tensor<512x64xf32> loc("model.layers.1.self_attn.k_proj")
    %t375 = tensor.expand_shape %t374 [[0, 1], [2]] output_shape [32, 16, 64] : tensor<512x64xf32> into tensor<32x16x64xf32> loc("model.layers.1.self_attn.k_proj")
    %t376 = tensor.expand_shape %t375 [[0], [1], [2, 3]] output_shape [32, 16, 4, 16] : tensor<32x16x64xf32> into tensor<32x16x4x16xf32> loc("model.layers.1.self_attn")
    %t377 = tensor.empty() : tensor<32x4x16x16xf32> loc("model.layers.1.self_attn")
    %t378 = linalg.transpose ins(%t376 : tensor<32x16x4x16xf32>) outs(%t377 : tensor<32x4x16x16xf32>) permutation = [0, 2, 1, 3] loc("model.layers.1.self_attn")
    %t379 = tensor.empty() : tensor<64x64xf32> loc("model.layers.1.self_attn.v_proj")
    %t380 = linalg.transpose ins(%primals_13 : tensor<64x64xf32>) outs(%t379 : tensor<64x64xf32>) permutation = [1, 0] loc("model.layers.1.self_attn.v_proj")
    %t381 = tensor.collapse_shape %t356 [[0, 1], [2]] : tensor<32x16x64xf32> into tensor<512x64xf32> loc("model.layers.1.self_attn.v_proj")
    %t382 = tensor.empty() : tensor<512x64xf32> loc("model.layers.1.self_attn.v_proj")
    %c383 = arith.constant 0.000000000e+00 : f32 loc("model.layers.1.self_attn.v_proj")
    %t384 = linalg.fill ins(%c383 : f32) outs(%t382 : tensor<512x64xf32>) -> tensor<512x64xf32> loc("model.layers.1.self_attn.v_proj")
    %t385 = linalg.matmul ins(%t381, %t380 : tensor<512x64xf32>, tensor<64x64xf32>) outs(%t384 : tensor<512x64xf32>) -> tensor<512x64xf32> loc("model.layers.1.self_attn.v_proj")
    %t386 = tensor.expand_shape %t385 [[0, 1], [2]] output_shape [32, 16, 64] : tensor<512x64xf32> into tensor<32x16x64xf32> loc("model.layers.1.self_attn.v_proj")
    %t387 = tensor.expand_shape %t386 [[0], [1], [2, 3]] output_shape [32, 16, 4, 16] : tensor<32x16x64xf32> into tensor<32x16x4x16xf32> loc("model.layers.1.self_attn")
    %t388 = tensor.empty() : tensor<32x4x16x16xf32> loc("model.layers.1.self_attn")
    %t389 = linalg.transpose ins(%t387 : tensor<32x16x4x16xf32>) outs(%t388 : tensor<32x4x16x16xf32>) permutation = [0, 2, 1, 3] loc("model.layers.1.self_attn")
    %cst390 = arith.constant dense<"0x0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F41510A3F6B4E733F98B87E3F3CDF7F3FB9FC7F3FACFF7F3FF8FF7F3FFFFF7F3F41510A3F6B4E733F98B87E3F3CDF7F3FB9FC7F3FACFF7F3FF8FF7F3FFFFF7F3F3311D5BEEC7B4E3FA5E57A3FF97C7F3FE5F27F3FB1FE7F3FDFFF7F3FFDFF7F3F3311D5BEEC7B4E3FA5E57A3FF97C7F3FE5F27F3FB1FE7F3FDFFF7F3FFDFF7F3F26707DBF582F153FEF90743F4FD97E3F83E27F3F0DFD7F3FB5FF7F3FF9FF7F3F26707DBF582F153FEF90743F4FD97E3F83E27F3F0DFD7F3FB5FF7F3FF9FF7F3F305527BFB12E9A3EA7CA6B3F69F47D3F94CB7F3FC2FA7F3F7AFF7F3FF3FF7F3F305527BFB12E9A3EA7CA6B3F69F47D3F94CB7F3FC2FA7F3F7AFF7F3FF3FF7F3F2C3C913EE97229BC40A9603F81CE7C3F19AE7F3FCFF77F3F2EFF7F3FEBFF7F3F2C3C913EE97229BC40A9603F81CE7C3F19AE7F3FCFF77F3F2EFF7F3FEBFF7F3FB8CD753F6D3FA4BE3249533FE3677B3F128A7F3F34F47F3FD2FE7F3FE2FF7F3FB8CD753F6D3FA4BE3249533FE3677B3F128A7F3F34F47F3FD2FE7F3FE2FF7F3FBDFF403FBC7419BFB3CC433FEAC0793F815F7F3FF2EF7F3F65FE7F3FD7FF7F3FBDFF403FBC7419BFB3CC433FEAC0793F815F7F3FF2EF7F3F65FE7F3FD7FF7F3FF6FD14BEE59151BF5F5B323F02DA773F652E7F3F08EB7F3FE7FD7F3FCAFF7F3FF6FD14BEE59151BF5F5B323F02DA773F652E7F3F08EB7F3FE7FD7F3FCAFF7F3FD53F69BFA2E674BFD4211F3FA9B3753FC2F67E3F76E57F3F59FD7F3FBCFF7F3FD53F69BFA2E674BFD4211F3FA9B3753FC2F67E3F76E57F3F59FD7F3FBCFF7F3F64CD56BFFBF17FBF41510A3F6A4E733F98B87E3F3CDF7F3FB9FC7F3FACFF7F3F64CD56BFFBF17FBF41510A3F6A4E733F98B87E3F3CDF7F3FB9FC7F3FACFF7F3F7205913B8D9B71BFC03DE83EE4AA703FE8737E3F5BD87F3F09FC7F3F9BFF7F3F7205913B8D9B71BFC03DE83EE4AA703FE8737E3F5BD87F3F09FC7F3F9BFF7F3FD006583F564F4BBFF386B93EC3C96D3FB5287E3FD2D07F3F48FB7F3F87FF7F3FD006583F564F4BBFF386B93EC3C96D3FB5287E3FD2D07F3F48FB7F3F87FF7F3F6F4E683F9DD910BF99F5883EC3AB6A3F00D77D3FA1C87F3F76FA7F3F72FF7F3F6F4E683F9DD910BF99F5883EC3AB6A3F00D77D3FA1C87F3F76FA7F3F72FF7F3FD7040C3E0A0D90BEDF0B2E3EB151673FCC7E7D3FC9BF7F3F94F97F3F5CFF7F3FD7040C3E0A0D90BEDF0B2E3EB151673FCC7E7D3FC9BF7F3F94F97F3F5CFF7F3FE87A42BF9622FE3CAADE903D68BC633F1A207D3F49B67F3FA1F87F3F43FF7F3FE87A42BF9622FE3CAADE903D68BC633F1A207D3F49B67F3FA1F87F3F43FF7F3F"> : tensor<1x1x16x16xf32> loc("model.layers.1.self_attn")
    %t391 = tensor.empty() : tensor<32x4x16x16xf32> loc("model.layers.1.self_attn")
    %t396 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t367, %cst390 : tensor<32x4x16x16xf32>, tensor<1x1x16x16xf32>) outs(%t391 : tensor<32x4x16x16xf32>) {
    ^bb0(%in392: f32, %in393: f32, %out394: f32):
      %s395 = arith.mulf %in392, %in393 : f32
      linalg.yield %s395 : f32
    } -> tensor<32x4x16x16xf32> loc("model.layers.1.self_attn")
    %t397 = tensor.extract_slice %t367[0, 0, 0, 0] [32, 4, 16, 8] [1, 1, 1, 1] : tensor<32x4x16x16xf32> to tensor<32x4x16x8xf32> loc("model.layers.1.self_attn")
    %t398 = tensor.extract_slice %t367[0, 0, 0, 8] [32, 4, 16, 8] [1, 1, 1, 1] : tensor<32x4x16x16xf32> to tensor<32x4x16x8xf32> loc("model.layers.1.self_attn")
    %t399 = tensor.empty() : tensor<32x4x16x8xf32> loc("model.layers.1.self_attn")
    %t403 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t398 : tensor<32x4x16x8xf32>) outs(%t399 : tensor<32x4x16x8xf32>) {
    ^bb0(%in400: f32, %out401: f32):
      %s402 = arith.negf %in400 : f32
      linalg.yield %s402 : f32
    } -> tensor<32x4x16x8xf32> loc("model.layers.1.self_attn")
    %t404 = tensor.empty() : tensor<32x4x16x16xf32> loc("model.layers.1.self_attn")
    %t405 = tensor.insert_slice %t403 into %t404[0, 0, 0, 0] [32, 4, 16, 8] [1, 1, 1, 1] : tensor<32x4x16x8xf32> into tensor<32x4x16x16xf32> loc("model.layers.1.self_attn")
    %t406 = tensor.insert_slice %t397 into %t405[0, 0, 0, 8] [32, 4, 16, 8] [1, 1, 1, 1] : tensor<32x4x16x8xf32> into tensor<32x4x16x16xf32> loc("model.layers.1.self_attn")
    %cst407 = arith.constant dense<"0x00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000A46A573F3E399F3E7775CC3D5C81013D57D6233C213E4F3B6E12833A60CBA539A46A573F3E399F3E7775CC3D5C81013D57D6233C213E4F3B6E12833A60CBA539B7C7683F1B54173FF96F4B3EC970813D3ED4A33CDD3DCF3B6912033B5FCB253AB7C7683F1B54173FF96F4B3EC970813D3ED4A33CDD3DCF3B6912033B5FCB253AC381103EC209503F6D4E973EC1FFC13D1FB9F53C116E1B3C939B443B0EB1783AC381103EC209503F6D4E973EC1FFC13D1FB9F53C116E1B3C939B443B0EB1783ACFBD41BFDE1D743FD861C73E892E013EDBCB233DCE3C4F3C5812833B5DCBA53ACFBD41BFDE1D743FD861C73E892E013EDBCB233DCE3C4F3C5812833B5DCBA53A107C75BF7FFC7F3F4477F53E1F3C213EF4B64C3D8185813CDED6A33B323ECF3A107C75BF7FFC7F3F4477F53E1F3C213EF4B64C3D8185813CDED6A33B323ECF3A8C0F8FBE4E78723F698C103F6F20413ED19C753D476C9B3C599BC43B06B1F83A8C0F8FBE4E78723F698C103F6F20413ED19C753D476C9B3C599BC43B06B1F83A4630283F6EE84C3F73EB243F51D3603E323E8F3DA652B53CC75FE53BEC11113B4630283F6EE84C3F73EB243F51D3603E323E8F3DA652B53CC75FE53BEC11113B95467D3F7E06133FA6A4373F5226803E50AAA33D8F38CF3C1312033C54CB253B95467D3F7E06133FA6A4373F5226803E50AAA33D8F38CF3C1312033C54CB253B3201D33EEE1F953E1D88483F2EC28F3E3E12B83DF01DE93C3B74133CBB843A3B3201D33EEE1F953E1D88483F2EC28F3E3E12B83DF01DE93C3B74133CBB843A3BF8440BBF9770A9BCA46A573F3F399F3E7675CC3D5C81013D58D6233C213E4F3BF8440BBF9770A9BCA46A573F3F399F3E7675CC3D5C81013D58D6233C213E4F3B5CFF7FBF1F41A9BE2B26643F8C87AE3E72D3E03D6B730E3D6B38343C86F7633B5CFF7FBF1F41A9BE2B26643F8C87AE3E72D3E03D6B730E3D6B38343C86F7633BD85C09BF24911BBF1D9A6E3F2DA9BD3EAC2BF53D1D651B3D719A443CE9B0783BD85C09BF24911BBF1D9A6E3F2DA9BD3EAC2BF53D1D651B3D719A443CE9B0783B2220D73E4C1453BFC0AB763F419ACC3ED0BE043E6A56283D6BFC543C25B5863B2220D73E4C1453BFC0AB763F419ACC3ED0BE043E6A56283D6BFC543C25B5863B72987D3FB3A875BF6F467C3FF556DB3E64E40E3E4747353D575E653CD511913B72987D3FB3A875BF6F467C3FF556DB3E64E40E3E4747353D575E653CD511913B4479263F75E07FBFD55B7F3F85DBE93E4F06193EAE37423D34C0753C846E9B3B4479263F75E07FBFD55B7F3F85DBE93E4F06193EAE37423D34C0753C846E9B3B"> : tensor<1x1x16x16xf32> loc("model.layers.1.self_attn")
    %t408 = tensor.empty() : tensor<32x4x16x16xf32> loc("model.layers.1.self_attn")
    %t413 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t406, %cst407 : tensor<32x4x16x16xf32>, tensor<1x1x16x16xf32>) outs(%t408 : tensor<32x4x16x16xf32>) {
    ^bb0(%in409: f32, %in410: f32, %out411: f32):
      %s412 = arith.mulf %in409, %in410 : f32
      linalg.yield %s412 : f32
    } -> tensor<32x4x16x16xf32> loc("model.layers.1.self_attn")
    %t414 = tensor.empty() : tensor<32x4x16x16xf32> loc("model.layers.1.self_attn")
    %t419 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t396, %t413 : tensor<32x4x16x16xf32>, tensor<32x4x16x16xf32>) outs(%t414 : tensor<32x4x16x16xf32>) {
    ^bb0(%in415: f32, %in416: f32, %out417: f32):
      %s418 = arith.addf %in415, %in416 : f32
      linalg.yield %s418 : f32
    } -> tensor<32x4x16x16xf32> loc("model.layers.1.self_attn")
    %t420 = tensor.empty() : tensor<32x4x16x16xf32> loc("model.layers.1.self_attn")
    %t425 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t378, %cst390 : tensor<32x4x16x16xf32>, tensor<1x1x16x16xf32>) outs(%t420 : tensor<32x4x16x16xf32>) {
    ^bb0(%in421: f32, %in422: f32, %out423: f32):
      %s424 = arith.mulf %in421, %in422 : f32
      linalg.yield %s424 : f32
    } -> tensor<32x4x16x16xf32> loc("model.layers.1.self_attn")
    %t426 = tensor.extract_slice %t378[0, 0, 0, 0] [32, 4, 16, 8] [1, 1, 1, 1] : tensor<32x4x16x16xf32> to tensor<32x4x16x8xf32> loc("model.layers.1.self_attn")
    %t427 = tensor.extract_slice %t378[0, 0, 0, 8] [32, 4, 16, 8] [1, 1, 1, 1] : tensor<32x4x16x16xf32> to tensor<32x4x16x8xf32> loc("model.layers.1.self_attn")
    %t428 = tensor.empty() : tensor<32x4x16x8xf32> loc("model.layers.1.self_attn")
    %t432 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t427 : tensor<32x4x16x8xf32>) outs(%t428 : tensor<32x4x16x8xf32>) {
    ^bb0(%in429: f32, %out430: f32):
      %s431 = arith.negf %in429 : f32
      linalg.yield %s431 : f32
    } -> tensor<32x4x16x8xf32> loc("model.layers.1.self_attn")
    %t433 = tensor.empty() : tensor<32x4x16x16xf32> loc("model.layers.1.self_attn")
    %t434 = tensor.insert_slice %t432 into %t433[0, 0, 0, 0] [32, 4, 16, 8] [1, 1, 1, 1] : tensor<32x4x16x8xf32> into tensor<32x4x16x16xf32> loc("model.layers.1.self_attn")
    %t435 = tensor.insert_slice %t426 into %t434[0, 0, 0, 8] [32, 4, 16, 8] [1, 1, 1, 1] : tensor<32x4x16x8xf32> into tensor<32x4x16x16xf32> loc("model.layers.1.self_attn")
    %t436 = tensor.empty() : tensor<32x4x16x16xf32> loc("model.layers.1.self_attn")
    %t441 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t435, %cst407 : tensor<32x4x16x16xf32>, tensor<1x1x16x16xf32>) outs(%t436 : tensor<32x4x16x16xf32>) {
    ^bb0(%in437: f32, %in438: f32, %out439: f32):
      %s440 = arith.mulf %in437, %in438 : f32
      linalg.yield %s440 : f32
    } -> tensor<32x4x16x16xf32> loc("model.layers.1.self_attn")
    %t442 = tensor.empty() : tensor<32x4x16x16xf32> loc("model.layers.1.self_attn")
    %t447 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t425, %t441 : tensor<32x4x16x16xf32>, tensor<32x4x16x16xf32>) outs(%t442 : tensor<32x4x16x16xf32>) {
    ^bb0(%in443: f32, %in444: f32, %out445: f32):
      %s446 = arith.addf %in443, %in444 : f32
      linalg.yield %s446 : f32
    } -> tensor<32x4x16x16xf32> loc("model.layers.1.self_attn")
    %t448 = tensor.empty() : tensor<32x4x16x16xf32> loc("model.layers.1.self_attn")
    %t449 = linalg.transpose ins(%t447 : tensor<32x4x16x16xf32>) outs(%t448 : tensor<32x4x16x16xf32>) permutation = [0, 1, 3, 2] loc("model.layers.1.self_attn")
    %t450 = tensor.collapse_shape %t419 [[0, 1], [2], [3]] : tensor<32x4x16x16xf32> into tensor<128x16x16xf32> loc("model.layers.1.self_attn")
    %t451 = tensor.collapse_shape %t449 [[0, 1], [2], [3]] : tensor<32x4x16x16xf32> into tensor<128x16x16xf32> loc("model.layers.1.self_attn")
    %t452 = tensor.empty() : tensor<128x16x16xf32> loc("model.layers.1.self_attn")
    %c453 = arith.constant 0.000000000e+00 : f32 loc("model.layers.1.self_attn")
    %t454 = linalg.fill ins(%c453 : f32) outs(%t452 : tensor<128x16x16xf32>) -> tensor<128x16x16xf32> loc("model.layers.1.self_attn")
    %t455 = linalg.batch_matmul ins(%t450, %t451 : tensor<128x16x16xf32>, tensor<128x16x16xf32>) outs(%t454 : tensor<128x16x16xf32>) -> tensor<128x16x16xf32> loc("model.layers.1.self_attn")
    %t456 = tensor.expand_shape %t455 [[0, 1], [2], [3]] output_shape [32, 4, 16, 16] : tensor<128x16x16xf32> into tensor<32x4x16x16xf32> loc("model.layers.1.self_attn")
    %t457 = tensor.empty() : tensor<32x4x16x16xf32> loc("model.layers.1.self_attn")
    %t462 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t456 : tensor<32x4x16x16xf32>) outs(%t457 : tensor<32x4x16x16xf32>) {
    ^bb0(%in458: f32, %out459: f32):
      %s460 = arith.constant 2.500000000e-01 : f32
      %s461 = arith.mulf %in458, %s460 : f32
      linalg.yield %s461 : f32
    } -> tensor<32x4x16x16xf32> loc("model.layers.1.self_attn")
    %t463 = tensor.empty() : tensor<32x4x16x16xf32> loc("model.layers.1.self_attn")
    %t468 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t462, %t162 : tensor<32x4x16x16xf32>, tensor<32x1x16x16xf32>) outs(%t463 : tensor<32x4x16x16xf32>) {
    ^bb0(%in464: f32, %in465: f32, %out466: f32):
      %s467 = arith.addf %in464, %in465 : f32
      linalg.yield %s467 : f32
    } -> tensor<32x4x16x16xf32> loc("model.layers.1.self_attn")
    %t469 = tensor.empty() : tensor<32x4x16xf32> loc("model.layers.1.self_attn")
    %c470 = arith.constant 0xFF800000 : f32 loc("model.layers.1.self_attn")
    %t471 = linalg.fill ins(%c470 : f32) outs(%t469 : tensor<32x4x16xf32>) -> tensor<32x4x16xf32> loc("model.layers.1.self_attn")
    %t475 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%t468 : tensor<32x4x16x16xf32>) outs(%t471 : tensor<32x4x16xf32>) {
    ^bb0(%in472: f32, %out473: f32):
      %s474 = arith.maximumf %out473, %in472 : f32
      linalg.yield %s474 : f32
    } -> tensor<32x4x16xf32> loc("model.layers.1.self_attn")
    %t476 = tensor.expand_shape %t475 [[0], [1], [2, 3]] output_shape [32, 4, 16, 1] : tensor<32x4x16xf32> into tensor<32x4x16x1xf32> loc("model.layers.1.self_attn")
    %t477 = tensor.empty() : tensor<32x4x16x16xf32> loc("model.layers.1.self_attn")
    %t483 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t468, %t476 : tensor<32x4x16x16xf32>, tensor<32x4x16x1xf32>) outs(%t477 : tensor<32x4x16x16xf32>) {
    ^bb0(%in478: f32, %in479: f32, %out480: f32):
      %s481 = arith.subf %in478, %in479 : f32
      %s482 = math.exp %s481 : f32
      linalg.yield %s482 : f32
    } -> tensor<32x4x16x16xf32> loc("model.layers.1.self_attn")
    %t484 = tensor.empty() : tensor<32x4x16xf32> loc("model.layers.1.self_attn")
    %c485 = arith.constant 0.000000000e+00 : f32 loc("model.layers.1.self_attn")
    %t486 = linalg.fill ins(%c485 : f32) outs(%t484 : tensor<32x4x16xf32>) -> tensor<32x4x16xf32> loc("model.layers.1.self_attn")
    %t490 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%t483 : tensor<32x4x16x16xf32>) outs(%t486 : tensor<32x4x16xf32>) {
    ^bb0(%in487: f32, %out488: f32):
      %s489 = arith.addf %out488, %in487 : f32
      linalg.yield %s489 : f32
    } -> tensor<32x4x16xf32> loc("model.layers.1.self_attn")
    %t491 = tensor.expand_shape %t490 [[0], [1], [2, 3]] output_shape [32, 4, 16, 1] : tensor<32x4x16xf32> into tensor<32x4x16x1xf32> loc("model.layers.1.self_attn")
    %t492 = tensor.empty() : tensor<32x4x16x16xf32> loc("model.layers.1.self_attn")
    %t497 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t483, %t491 : tensor<32x4x16x16xf32>, tensor<32x4x16x1xf32>) outs(%t492 : tensor<32x4x16x16xf32>) {
    ^bb0(%in493: f32, %in494: f32, %out495: f32):
      %s496 = arith.divf %in493, %in494 : f32
      linalg.yield %s496 : f32
    } -> tensor<32x4x16x16xf32> loc("model.layers.1.self_attn")
    %t498 = tensor.collapse_shape %t497 [[0, 1], [2], [3]] : tensor<32x4x16x16xf32> into tensor<128x16x16xf32> loc("model.layers.1.self_attn")
    %t499 = tensor.collapse_shape %t389 [[0, 1], [2], [3]] : tensor<32x4x16x16xf32> into tensor<128x16x16xf32> loc("model.layers.1.self_attn")
    %t500 = tensor.empty() : tensor<128x16x16xf32> loc("model.layers.1.self_attn")
    %c501 = arith.constant 0.000000000e+00 : f32 loc("model.layers.1.self_attn")
    %t502 = linalg.fill ins(%c501 : f32) outs(%t500 : tensor<128x16x16xf32>) -> tensor<128x16x16xf32> loc("model.layers.1.self_attn")
    %t503 = linalg.batch_matmul ins(%t498, %t499 : tensor<128x16x16xf32>, tensor<128x16x16xf32>) outs(%t502 : tensor<128x16x16xf32>) -> tensor<128x16x16xf32> loc("model.layers.1.self_attn")
    %t504 = tensor.expand_shape %t503 [[0, 1], [2], [3]] output_shape [32, 4, 16, 16] : tensor<128x16x16xf32> into tensor<32x4x16x16xf32> loc("model.layers.1.self_attn")
    %t505 = tensor.empty() : tensor<32x16x4x16xf32> loc("model.layers.1.self_attn")
    %t506 = linalg.transpose ins(%t504 : tensor<32x4x16x16xf32>) outs(%t505 : tensor<32x16x4x16xf32>) permutation = [0, 2, 1, 3] loc("model.layers.1.self_attn")
    %t507 = tensor.collapse_shape %t506 [[0], [1], [2, 3]] : tensor<32x16x4x16xf32> into tensor<32x16x64xf32> loc("model.layers.1.self_attn")
    %t508 = tensor.empty() : tensor<64x64xf32> loc("model.layers.1.self_attn.o_proj")
    %t509 = linalg.transpose ins(%primals_14 : tensor<64x64xf32>) outs(%t508 : tensor<64x64xf32>) permutation = [1, 0] loc("model.layers.1.self_attn.o_proj")
    %t510 = tensor.collapse_shape %t507 [[0, 1], [2]] : tensor<32x16x64xf32> into tensor<512x64xf32> loc("model.layers.1.self_attn.o_proj")
    %t511 = tensor.empty() : tensor<512x64xf32> loc("model.layers.1.self_attn.o_proj")
    %c512 = arith.constant 0.000000000e+00 : f32 loc("model.layers.1.self_attn.o_proj")
    %t513 = linalg.fill ins(%c512 : f32) outs(%t511 : tensor<512x64xf32>) -> tensor<512x64xf32> loc("model.layers.1.self_attn.o_proj")
    %t514 = linalg.matmul ins(%t510, %t509 : tensor<512x64xf32>, tensor<64x64xf32>) outs(%t513 : tensor<512x64xf32>) -> tensor<512x64xf32> loc("model.layers.1.self_attn.o_proj")
    %t515 = tensor.expand_shape %t514 [[0, 1], [2]] output_shape [32, 16, 64] : tensor<512x64xf32> into tensor<32x16x64xf32> loc("model.layers.1.self_attn.o_proj")
    %t516 = tensor.empty() : tensor<32x16x64xf32> loc("model.layers.1")
    %t521 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t314, %t515 : tensor<32x16x64xf32>, tensor<32x16x64xf32>) outs(%t516 : tensor<32x16x64xf32>) {
    ^bb0(%in517: f32, %in518: f32, %out519: f32):
      %s520 = arith.addf %in517, %in518 : f32
      linalg.yield %s520 : f32
    } -> tensor<32x16x64xf32> loc("model.layers.1")
    %t522 = tensor.empty() : tensor<32x16x64xf32> loc("model.layers.1.post_attention_layernorm")
    %t526 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t521 : tensor<32x16x64xf32>) outs(%t522 : tensor<32x16x64xf32>) {
    ^bb0(%in523: f32, %out524: f32):
      %s525 = arith.mulf %in523, %in523 : f32
      linalg.yield %s525 : f32
    } -> tensor<32x16x64xf32> loc("model.layers.1.post_attention_layernorm")
    %t527 = tensor.empty() : tensor<32x16xf32> loc("model.layers.1.post_attention_layernorm")
    %c528 = arith.constant 0.000000000e+00 : f32 loc("model.layers.1.post_attention_layernorm")
    %t529 = linalg.fill ins(%c528 : f32) outs(%t527 : tensor<32x16xf32>) -> tensor<32x16xf32> loc("model.layers.1.post_attention_layernorm")
    %t533 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t526 : tensor<32x16x64xf32>) outs(%t529 : tensor<32x16xf32>) {
    ^bb0(%in530: f32, %out531: f32):
      %s532 = arith.addf %out531, %in530 : f32
      linalg.yield %s532 : f32
    } -> tensor<32x16xf32> loc("model.layers.1.post_attention_layernorm")
    %t534 = tensor.empty() : tensor<32x16xf32> loc("model.layers.1.post_attention_layernorm")
    %t539 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t533 : tensor<32x16xf32>) outs(%t534 : tensor<32x16xf32>) {
    ^bb0(%in535: f32, %out536: f32):
      %s537 = arith.constant 1.562500000e-02 : f32
      %s538 = arith.mulf %in535, %s537 : f32
      linalg.yield %s538 : f32
    } -> tensor<32x16xf32> loc("model.layers.1.post_attention_layernorm")
    %t540 = tensor.expand_shape %t539 [[0], [1, 2]] output_shape [32, 16, 1] : tensor<32x16xf32> into tensor<32x16x1xf32> loc("model.layers.1.post_attention_layernorm")
    %t541 = tensor.empty() : tensor<32x16x1xf32> loc("model.layers.1.post_attention_layernorm")
    %t546 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t540 : tensor<32x16x1xf32>) outs(%t541 : tensor<32x16x1xf32>) {
    ^bb0(%in542: f32, %out543: f32):
      %s544 = arith.constant 9.999999975e-07 : f32
      %s545 = arith.addf %in542, %s544 : f32
      linalg.yield %s545 : f32
    } -> tensor<32x16x1xf32> loc("model.layers.1.post_attention_layernorm")
    %t547 = tensor.empty() : tensor<32x16x1xf32> loc("model.layers.1.post_attention_layernorm")
    %t551 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t546 : tensor<32x16x1xf32>) outs(%t547 : tensor<32x16x1xf32>) {
    ^bb0(%in548: f32, %out549: f32):
      %s550 = math.rsqrt %in548 : f32
      linalg.yield %s550 : f32
    } -> tensor<32x16x1xf32> loc("model.layers.1.post_attention_layernorm")
    %t552 = tensor.empty() : tensor<32x16x64xf32> loc("model.layers.1.post_attention_layernorm")
    %t557 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t521, %t551 : tensor<32x16x64xf32>, tensor<32x16x1xf32>) outs(%t552 : tensor<32x16x64xf32>) {
    ^bb0(%in553: f32, %in554: f32, %out555: f32):
      %s556 = arith.mulf %in553, %in554 : f32
      linalg.yield %s556 : f32
    } -> tensor<32x16x64xf32> loc("model.layers.1.post_attention_layernorm")
    %t558 = tensor.empty() : tensor<32x16x64xf32> loc("model.layers.1.post_attention_layernorm")
    %t563 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%primals_19, %t557 : tensor<64xf32>, tensor<32x16x64xf32>) outs(%t558 : tensor<32x16x64xf32>) {
    ^bb0(%in559: f32, %in560: f32, %out561: f32):
      %s562 = arith.mulf %in559, %in560 : f32
      linalg.yield %s562 : f32
    } -> tensor<32x16x64xf32> loc("model.layers.1.post_attention_layernorm")
    %t564 = tensor.empty() : tensor<64x128xf32> loc("model.layers.1.mlp.gate_proj")
    %t565 = linalg.transpose ins(%primals_15 : tensor<128x64xf32>) outs(%t564 : tensor<64x128xf32>) permutation = [1, 0] loc("model.layers.1.mlp.gate_proj")
    %t566 = tensor.collapse_shape %t563 [[0, 1], [2]] : tensor<32x16x64xf32> into tensor<512x64xf32> loc("model.layers.1.mlp.gate_proj")
    %t567 = tensor.empty() : tensor<512x128xf32> loc("model.layers.1.mlp.gate_proj")
    %c568 = arith.constant 0.000000000e+00 : f32 loc("model.layers.1.mlp.gate_proj")
    %t569 = linalg.fill ins(%c568 : f32) outs(%t567 : tensor<512x128xf32>) -> tensor<512x128xf32> loc("model.layers.1.mlp.gate_proj")
    %t570 = linalg.matmul ins(%t566, %t565 : tensor<512x64xf32>, tensor<64x128xf32>) outs(%t569 : tensor<512x128xf32>) -> tensor<512x128xf32> loc("model.layers.1.mlp.gate_proj")
    %t571 = tensor.expand_shape %t570 [[0, 1], [2]] output_shape [32, 16, 128] : tensor<512x128xf32> into tensor<32x16x128xf32> loc("model.layers.1.mlp.gate_proj")
    %t572 = tensor.empty() : tensor<32x16x128xf32> loc("model.layers.1.mlp.act_fn")
    %t580 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t571 : tensor<32x16x128xf32>) outs(%t572 : tensor<32x16x128xf32>) {
    ^bb0(%in573: f32, %out574: f32):
      %s575 = arith.constant 1.000000000e+00 : f32
      %s576 = arith.negf %in573 : f32
      %s577 = math.exp %s576 : f32
      %s578 = arith.addf %s575, %s577 : f32
      %s579 = arith.divf %s575, %s578 : f32
      linalg.yield %s579 : f32
    } -> tensor<32x16x128xf32> loc("model.layers.1.mlp.act_fn")
    %t581 = tensor.empty() : tensor<32x16x128xf32> loc("model.layers.1.mlp.act_fn")
    %t586 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t571, %t580 : tensor<32x16x128xf32>, tensor<32x16x128xf32>) outs(%t581 : tensor<32x16x128xf32>) {
    ^bb0(%in582: f32, %in583: f32, %out584: f32):
      %s585 = arith.mulf %in582, %in583 : f32
      linalg.yield %s585 : f32
    } -> tensor<32x16x128xf32> loc("model.layers.1.mlp.act_fn")
    %t587 = tensor.empty() : tensor<64x128xf32> loc("model.layers.1.mlp.up_proj")
    %t588 = linalg.transpose ins(%primals_16 : tensor<128x64xf32>) outs(%t587 : tensor<64x128xf32>) permutation = [1, 0] loc("model.layers.1.mlp.up_proj")
    %t589 = tensor.collapse_shape %t563 [[0, 1], [2]] : tensor<32x16x64xf32> into tensor<512x64xf32> loc("model.layers.1.mlp.up_proj")
    %t590 = tensor.empty() : tensor<512x128xf32> loc("model.layers.1.mlp.up_proj")
    %c591 = arith.constant 0.000000000e+00 : f32 loc("model.layers.1.mlp.up_proj")
    %t592 = linalg.fill ins(%c591 : f32) outs(%t590 : tensor<512x128xf32>) -> tensor<512x128xf32> loc("model.layers.1.mlp.up_proj")
    %t593 = linalg.matmul ins(%t589, %t588 : tensor<512x64xf32>, tensor<64x128xf32>) outs(%t592 : tensor<512x128xf32>) -> tensor<512x128xf32> loc("model.layers.1.mlp.up_proj")
    %t594 = tensor.expand_shape %t593 [[0, 1], [2]] output_shape [32, 16, 128] : tensor<512x128xf32> into tensor<32x16x128xf32> loc("model.layers.1.mlp.up_proj")
    %t595 = tensor.empty() : tensor<32x16x128xf32> loc("model.layers.1.mlp")
    %t600 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t586, %t594 : tensor<32x16x128xf32>, tensor<32x16x128xf32>) outs(%t595 : tensor<32x16x128xf32>) {
    ^bb0(%in596: f32, %in597: f32, %out598: f32):
      %s599 = arith.mulf %in596, %in597 : f32
      linalg.yield %s599 : f32
    } -> tensor<32x16x128xf32> loc("model.layers.1.mlp")
    %t601 = tensor.empty() : tensor<128x64xf32> loc("model.layers.1.mlp.down_proj")
    %t602 = linalg.transpose ins(%primals_17 : tensor<64x128xf32>) outs(%t601 : tensor<128x64xf32>) permutation = [1, 0] loc("model.layers.1.mlp.down_proj")
    %t603 = tensor.collapse_shape %t600 [[0, 1], [2]] : tensor<32x16x128xf32> into tensor<512x128xf32> loc("model.layers.1.mlp.down_proj")
    %t604 = tensor.empty() : tensor<512x64xf32> loc("model.layers.1.mlp.down_proj")
    %c605 = arith.constant 0.000000000e+00 : f32 loc("model.layers.1.mlp.down_proj")
    %t606 = linalg.fill ins(%c605 : f32) outs(%t604 : tensor<512x64xf32>) -> tensor<512x64xf32> loc("model.layers.1.mlp.down_proj")
    %t607 = linalg.matmul ins(%t603, %t602 : tensor<512x128xf32>, tensor<128x64xf32>) outs(%t606 : tensor<512x64xf32>) -> tensor<512x64xf32> loc("model.layers.1.mlp.down_proj")
    %t608 = tensor.expand_shape %t607 [[0, 1], [2]] output_shape [32, 16, 64] : tensor<512x64xf32> into tensor<32x16x64xf32> loc("model.layers.1.mlp.down_proj")
    %t609 = tensor.empty() : tensor<32x16x64xf32> loc("model.layers.1")
    %t614 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t521, %t608 : tensor<32x16x64xf32>, tensor<32x16x64xf32>) outs(%t609 : tensor<32x16x64xf32>) {
    ^bb0(%in610: f32, %in611: f32, %out612: f32):
      %s613 = arith.addf %in610, %in611 : f32
      linalg.yield %s613 : f32
    } -> tensor<32x16x64xf32> loc("model.layers.1")
    %t615 = tensor.empty() : tensor<32x16x64xf32> loc("model.norm")
    %t619 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t614 : tensor<32x16x64xf32>) outs(%t615 : tensor<32x16x64xf32>) {
    ^bb0(%in616: f32, %out617: f32):
      %s618 = arith.mulf %in616, %in616 : f32
      linalg.yield %s618 : f32
    } -> tensor<32x16x64xf32> loc("model.norm")
    %t620 = tensor.empty() : tensor<32x16xf32> loc("model.norm")
    %c621 = arith.constant 0.000000000e+00 : f32 loc("model.norm")
    %t622 = linalg.fill ins(%c621 : f32) outs(%t620 : tensor<32x16xf32>) -> tensor<32x16xf32> loc("model.norm")
    %t626 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t619 : tensor<32x16x64xf32>) outs(%t622 : tensor<32x16xf32>) {
    ^bb0(%in623: f32, %out624: f32):
      %s625 = arith.addf %out624, %in623 : f32
      linalg.yield %s625 : f32
    } -> tensor<32x16xf32> loc("model.norm")
    %t627 = tensor.empty() : tensor<32x16xf32> loc("model.norm")
    %t632 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t626 : tensor<32x16xf32>) outs(%t627 : tensor<32x16xf32>) {
    ^bb0(%in628: f32, %out629: f32):
      %s630 = arith.constant 1.562500000e-02 : f32
      %s631 = arith.mulf %in628, %s630 : f32
      linalg.yield %s631 : f32
    } -> tensor<32x16xf32> loc("model.norm")
    %t633 = tensor.expand_shape %t632 [[0], [1, 2]] output_shape [32, 16, 1] : tensor<32x16xf32> into tensor<32x16x1xf32> loc("model.norm")
    %t634 = tensor.empty() : tensor<32x16x1xf32> loc("model.norm")
    %t639 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t633 : tensor<32x16x1xf32>) outs(%t634 : tensor<32x16x1xf32>) {
    ^bb0(%in635: f32, %out636: f32):
      %s637 = arith.constant 9.999999975e-07 : f32
      %s638 = arith.addf %in635, %s637 : f32
      linalg.yield %s638 : f32
    } -> tensor<32x16x1xf32> loc("model.norm")
    %t640 = tensor.empty() : tensor<32x16x1xf32> loc("model.norm")
    %t644 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t639 : tensor<32x16x1xf32>) outs(%t640 : tensor<32x16x1xf32>) {
    ^bb0(%in641: f32, %out642: f32):
      %s643 = math.rsqrt %in641 : f32
      linalg.yield %s643 : f32
    } -> tensor<32x16x1xf32> loc("model.norm")
    %t645 = tensor.empty() : tensor<32x16x64xf32> loc("model.norm")
    %t650 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t614, %t644 : tensor<32x16x64xf32>, tensor<32x16x1xf32>) outs(%t645 : tensor<32x16x64xf32>) {
    ^bb0(%in646: f32, %in647: f32, %out648: f32):
      %s649 = arith.mulf %in646, %in647 : f32
      linalg.yield %s649 : f32
    } -> tensor<32x16x64xf32> loc("model.norm")
    %t651 = tensor.empty() : tensor<32x16x64xf32> loc("model.norm")
    %t656 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%primals_20, %t650 : tensor<64xf32>, tensor<32x16x64xf32>) outs(%t651 : tensor<32x16x64xf32>) {
    ^bb0(%in652: f32, %in653: f32, %out654: f32):
      %s655 = arith.mulf %in652, %in653 : f32
      linalg.yield %s655 : f32
    } -> tensor<32x16x64xf32> loc("model.norm")
    %t657 = tensor.empty() : tensor<64x128xf32> loc("lm_head")
    %t658 = linalg.transpose ins(%primals_21 : tensor<128x64xf32>) outs(%t657 : tensor<64x128xf32>) permutation = [1, 0] loc("lm_head")
    %t659 = tensor.collapse_shape %t656 [[0, 1], [2]] : tensor<32x16x64xf32> into tensor<512x64xf32> loc("lm_head")
    %t660 = tensor.empty() : tensor<512x128xf32> loc("lm_head")
    %c661 = arith.constant 0.000000000e+00 : f32 loc("lm_head")
    %t662 = linalg.fill ins(%c661 : f32) outs(%t660 : tensor<512x128xf32>) -> tensor<512x128xf32> loc("lm_head")
    %t663 = linalg.matmul ins(%t659, %t658 : tensor<512x64xf32>, tensor<64x128xf32>) outs(%t662 : tensor<512x128xf32>) -> tensor<512x128xf32> loc("lm_head")
    %t664 = tensor.expand_shape %t663 [[0, 1], [2]] output_shape [32, 16, 128] : tensor<512x128xf32> into tensor<32x16x128xf32> loc("lm_head")
    %t665 = tensor.empty() : tensor<32x16xf32> loc("root._log_softmax")
    %c666 = arith.constant 0xFF800000 : f32 loc("root._log_softmax")
    %t667 = linalg.fill ins(%c666 : f32) outs(%t665 : tensor<32x16xf32>) -> tensor<32x16xf32> loc("root._log_softmax")
    %t671 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t664 : tensor<32x16x128xf32>) outs(%t667 : tensor<32x16xf32>) {
    ^bb0(%in668: f32, %out669: f32):
      %s670 = arith.maximumf %out669, %in668 : f32
      linalg.yield %s670 : f32
    } -> tensor<32x16xf32> loc("root._log_softmax")
    %t672 = tensor.expand_shape %t671 [[0], [1, 2]] output_shape [32, 16, 1] : tensor<32x16xf32> into tensor<32x16x1xf32> loc("root._log_softmax")
    %t673 = tensor.empty() : tensor<32x16x128xf32> loc("root._log_softmax")
    %t678 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t664, %t672 : tensor<32x16x128xf32>, tensor<32x16x1xf32>) outs(%t673 : tensor<32x16x128xf32>) {
    ^bb0(%in674: f32, %in675: f32, %out676: f32):
      %s677 = arith.subf %in674, %in675 : f32
      linalg.yield %s677 : f32
    } -> tensor<32x16x128xf32> loc("root._log_softmax")
    %t679 = tensor.empty() : tensor<32x16x128xf32> loc("root._log_softmax")
    %t683 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t678 : tensor<32x16x128xf32>) outs(%t679 : tensor<32x16x128xf32>) {
    ^bb0(%in680: f32, %out681: f32):
      %s682 = math.exp %in680 : f32
      linalg.yield %s682 : f32
    } -> tensor<32x16x128xf32> loc("root._log_softmax")
    %t684 = tensor.empty() : tensor<32x16xf32> loc("root._log_softmax")
    %c685 = arith.constant 0.000000000e+00 : f32 loc("root._log_softmax")
    %t686 = linalg.fill ins(%c685 : f32) outs(%t684 : tensor<32x16xf32>) -> tensor<32x16xf32> loc("root._log_softmax")
    %t690 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t683 : tensor<32x16x128xf32>) outs(%t686 : tensor<32x16xf32>) {
    ^bb0(%in687: f32, %out688: f32):
      %s689 = arith.addf %out688, %in687 : f32
      linalg.yield %s689 : f32
    } -> tensor<32x16xf32> loc("root._log_softmax")
    %t691 = tensor.expand_shape %t690 [[0], [1, 2]] output_shape [32, 16, 1] : tensor<32x16xf32> into tensor<32x16x1xf32> loc("root._log_softmax")
    %t692 = tensor.empty() : tensor<32x16x128xf32> loc("root._log_softmax")
    %t698 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t678, %t691 : tensor<32x16x128xf32>, tensor<32x16x1xf32>) outs(%t692 : tensor<32x16x128xf32>) {
    ^bb0(%in693: f32, %in694: f32, %out695: f32):
      %s696 = math.log %in694 : f32
      %s697 = arith.subf %in693, %s696 : f32
      linalg.yield %s697 : f32
    } -> tensor<32x16x128xf32> loc("root._log_softmax")
    %t699 = tensor.empty() : tensor<32x16x128xf32> loc("root.mul_27")
    %t704 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%primals_25, %t698 : tensor<32x16x128xf32>, tensor<32x16x128xf32>) outs(%t699 : tensor<32x16x128xf32>) {
    ^bb0(%in700: f32, %in701: f32, %out702: f32):
      %s703 = arith.mulf %in700, %in701 : f32
      linalg.yield %s703 : f32
    } -> tensor<32x16x128xf32> loc("root.mul_27")
    %t705 = tensor.empty() : tensor<32x16xf32> loc("root.sum_1")
    %c706 = arith.constant 0.000000000e+00 : f32 loc("root.sum_1")
    %t707 = linalg.fill ins(%c706 : f32) outs(%t705 : tensor<32x16xf32>) -> tensor<32x16xf32> loc("root.sum_1")
    %t711 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t704 : tensor<32x16x128xf32>) outs(%t707 : tensor<32x16xf32>) {
    ^bb0(%in708: f32, %out709: f32):
      %s710 = arith.addf %out709, %in708 : f32
      linalg.yield %s710 : f32
    } -> tensor<32x16xf32> loc("root.sum_1")
    %t712 = tensor.empty() : tensor<f32> loc("root.mean_5")
    %c713 = arith.constant 0.000000000e+00 : f32 loc("root.mean_5")
    %t714 = linalg.fill ins(%c713 : f32) outs(%t712 : tensor<f32>) -> tensor<f32> loc("root.mean_5")
    %t718 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%t711 : tensor<32x16xf32>) outs(%t714 : tensor<f32>) {
    ^bb0(%in715: f32, %out716: f32):
      %s717 = arith.addf %out716, %in715 : f32
      linalg.yield %s717 : f32
    } -> tensor<f32> loc("root.mean_5")
    %t719 = tensor.empty() : tensor<f32> loc("root.mean_5")
    %t724 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%t718 : tensor<f32>) outs(%t719 : tensor<f32>) {
    ^bb0(%in720: f32, %out721: f32):
      %s722 = arith.constant 1.953125000e-03 : f32
      %s723 = arith.mulf %in720, %s722 : f32
      linalg.yield %s723 : f32
    } -> tensor<f32> loc("root.mean_5")
    %t725 = tensor.empty() : tensor<f32> loc("root.neg_4")
    %t729 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%t724 : tensor<f32>) outs(%t725 : tensor<f32>) {
    ^bb0(%in726: f32, %out727: f32):
      %s728 = arith.negf %in726 : f32
      linalg.yield %s728 : f32
    } -> tensor<f32> loc("root.neg_4")
    %t730 = tensor.empty() : tensor<f32> loc("backward.neg_5")
    %t734 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%tangents_1 : tensor<f32>) outs(%t730 : tensor<f32>) {
    ^bb0(%in731: f32, %out732: f32):
      %s733 = arith.negf %in731 : f32
      linalg.yield %s733 : f32
    } -> tensor<f32> loc("backward.neg_5")
    %t735 = tensor.empty() : tensor<32x16xf32> loc("backward.expand_10")
    %t738 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t734 : tensor<f32>) outs(%t735 : tensor<32x16xf32>) {
    ^bb0(%in736: f32, %out737: f32):
      linalg.yield %in736 : f32
    } -> tensor<32x16xf32> loc("backward.expand_10")
    %t739 = tensor.empty() : tensor<32x16xf32> loc("backward.div")
    %t744 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t738 : tensor<32x16xf32>) outs(%t739 : tensor<32x16xf32>) {
    ^bb0(%in740: f32, %out741: f32):
      %s742 = arith.constant 5.120000000e+02 : f32
      %s743 = arith.divf %in740, %s742 : f32
      linalg.yield %s743 : f32
    } -> tensor<32x16xf32> loc("backward.div")
    %t745 = tensor.expand_shape %t744 [[0], [1, 2]] output_shape [32, 16, 1] : tensor<32x16xf32> into tensor<32x16x1xf32> loc("backward.unsqueeze_18")
    %t746 = tensor.empty() : tensor<32x16x128xf32> loc("backward.expand_11")
    %t749 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t745 : tensor<32x16x1xf32>) outs(%t746 : tensor<32x16x128xf32>) {
    ^bb0(%in747: f32, %out748: f32):
      linalg.yield %in747 : f32
    } -> tensor<32x16x128xf32> loc("backward.expand_11")
    %t750 = tensor.empty() : tensor<32x16x128xf32> loc("backward.mul_28")
    %t755 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t749, %primals_25 : tensor<32x16x128xf32>, tensor<32x16x128xf32>) outs(%t750 : tensor<32x16x128xf32>) {
    ^bb0(%in751: f32, %in752: f32, %out753: f32):
      %s754 = arith.mulf %in751, %in752 : f32
      linalg.yield %s754 : f32
    } -> tensor<32x16x128xf32> loc("backward.mul_28")
    %t756 = tensor.empty() : tensor<32x16x128xf32> loc("backward.exp")
    %t760 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t698 : tensor<32x16x128xf32>) outs(%t756 : tensor<32x16x128xf32>) {
    ^bb0(%in757: f32, %out758: f32):
      %s759 = math.exp %in757 : f32
      linalg.yield %s759 : f32
    } -> tensor<32x16x128xf32> loc("backward.exp")
    %t761 = tensor.empty() : tensor<32x16xf32> loc("backward.sum_2")
    %c762 = arith.constant 0.000000000e+00 : f32 loc("backward.sum_2")
    %t763 = linalg.fill ins(%c762 : f32) outs(%t761 : tensor<32x16xf32>) -> tensor<32x16xf32> loc("backward.sum_2")
    %t767 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t755 : tensor<32x16x128xf32>) outs(%t763 : tensor<32x16xf32>) {
    ^bb0(%in764: f32, %out765: f32):
      %s766 = arith.addf %out765, %in764 : f32
      linalg.yield %s766 : f32
    } -> tensor<32x16xf32> loc("backward.sum_2")
    %t768 = tensor.expand_shape %t767 [[0], [1, 2]] output_shape [32, 16, 1] : tensor<32x16xf32> into tensor<32x16x1xf32> loc("backward.sum_2")
    %t769 = tensor.empty() : tensor<32x16x128xf32> loc("backward.mul_29")
    %t774 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t760, %t768 : tensor<32x16x128xf32>, tensor<32x16x1xf32>) outs(%t769 : tensor<32x16x128xf32>) {
    ^bb0(%in770: f32, %in771: f32, %out772: f32):
      %s773 = arith.mulf %in770, %in771 : f32
      linalg.yield %s773 : f32
    } -> tensor<32x16x128xf32> loc("backward.mul_29")
    %t775 = tensor.empty() : tensor<32x16x128xf32> loc("backward.sub")
    %t780 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t755, %t774 : tensor<32x16x128xf32>, tensor<32x16x128xf32>) outs(%t775 : tensor<32x16x128xf32>) {
    ^bb0(%in776: f32, %in777: f32, %out778: f32):
      %s779 = arith.subf %in776, %in777 : f32
      linalg.yield %s779 : f32
    } -> tensor<32x16x128xf32> loc("backward.sub")
    %t781 = tensor.collapse_shape %t780 [[0, 1], [2]] : tensor<32x16x128xf32> into tensor<512x128xf32> loc("backward.lm_head")
    %t782 = tensor.empty() : tensor<128x512xf32> loc("backward.lm_head")
    %t783 = linalg.transpose ins(%t781 : tensor<512x128xf32>) outs(%t782 : tensor<128x512xf32>) permutation = [1, 0] loc("backward.lm_head")
    %t784 = tensor.empty() : tensor<128x64xf32> loc("backward.lm_head")
    %c785 = arith.constant 0.000000000e+00 : f32 loc("backward.lm_head")
    %t786 = linalg.fill ins(%c785 : f32) outs(%t784 : tensor<128x64xf32>) -> tensor<128x64xf32> loc("backward.lm_head")
    %t787 = linalg.matmul ins(%t783, %t659 : tensor<128x512xf32>, tensor<512x64xf32>) outs(%t786 : tensor<128x64xf32>) -> tensor<128x64xf32> loc("backward.lm_head")
    %t788 = tensor.empty() : tensor<64x128xf32> loc("backward.lm_head")
    %t789 = linalg.transpose ins(%t787 : tensor<128x64xf32>) outs(%t788 : tensor<64x128xf32>) permutation = [1, 0] loc("backward.lm_head")
    %t790 = tensor.empty() : tensor<128x64xf32> loc("backward.lm_head")
    %t791 = linalg.transpose ins(%t658 : tensor<64x128xf32>) outs(%t790 : tensor<128x64xf32>) permutation = [1, 0] loc("backward.lm_head")
    %t792 = tensor.empty() : tensor<512x64xf32> loc("backward.lm_head")
    %c793 = arith.constant 0.000000000e+00 : f32 loc("backward.lm_head")
    %t794 = linalg.fill ins(%c793 : f32) outs(%t792 : tensor<512x64xf32>) -> tensor<512x64xf32> loc("backward.lm_head")
    %t795 = linalg.matmul ins(%t781, %t791 : tensor<512x128xf32>, tensor<128x64xf32>) outs(%t794 : tensor<512x64xf32>) -> tensor<512x64xf32> loc("backward.lm_head")
    %t796 = tensor.expand_shape %t795 [[0, 1], [2]] output_shape [32, 16, 64] : tensor<512x64xf32> into tensor<32x16x64xf32> loc("backward.lm_head")
    %t797 = tensor.empty() : tensor<128x64xf32> loc("backward.lm_head")
    %t798 = linalg.transpose ins(%t789 : tensor<64x128xf32>) outs(%t797 : tensor<128x64xf32>) permutation = [1, 0] loc("backward.lm_head")
    %t799 = tensor.empty() : tensor<32x16x64xf32> loc("backward.model.norm")
    %t804 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t796, %primals_20 : tensor<32x16x64xf32>, tensor<64xf32>) outs(%t799 : tensor<32x16x64xf32>) {
    ^bb0(%in800: f32, %in801: f32, %out802: f32):
      %s803 = arith.mulf %in800, %in801 : f32
      linalg.yield %s803 : f32
    } -> tensor<32x16x64xf32> loc("backward.model.norm")
    %t805 = tensor.empty() : tensor<32x16x64xf32> loc("backward.model.norm")
    %t810 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t796, %t650 : tensor<32x16x64xf32>, tensor<32x16x64xf32>) outs(%t805 : tensor<32x16x64xf32>) {
    ^bb0(%in806: f32, %in807: f32, %out808: f32):
      %s809 = arith.mulf %in806, %in807 : f32
      linalg.yield %s809 : f32
    } -> tensor<32x16x64xf32> loc("backward.model.norm")
    %t811 = tensor.empty() : tensor<64xf32> loc("backward.model.norm")
    %c812 = arith.constant 0.000000000e+00 : f32 loc("backward.model.norm")
    %t813 = linalg.fill ins(%c812 : f32) outs(%t811 : tensor<64xf32>) -> tensor<64xf32> loc("backward.model.norm")
    %t817 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%t810 : tensor<32x16x64xf32>) outs(%t813 : tensor<64xf32>) {
    ^bb0(%in814: f32, %out815: f32):
      %s816 = arith.addf %out815, %in814 : f32
      linalg.yield %s816 : f32
    } -> tensor<64xf32> loc("backward.model.norm")
    %t818 = tensor.expand_shape %t817 [[0, 1, 2]] output_shape [1, 1, 64] : tensor<64xf32> into tensor<1x1x64xf32> loc("backward.model.norm")
    %t819 = tensor.collapse_shape %t818 [[0, 1, 2]] : tensor<1x1x64xf32> into tensor<64xf32> loc("backward.model.norm")
    %t820 = tensor.empty() : tensor<32x16x64xf32> loc("backward.model.norm")
    %t825 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t804, %t614 : tensor<32x16x64xf32>, tensor<32x16x64xf32>) outs(%t820 : tensor<32x16x64xf32>) {
    ^bb0(%in821: f32, %in822: f32, %out823: f32):
      %s824 = arith.mulf %in821, %in822 : f32
      linalg.yield %s824 : f32
    } -> tensor<32x16x64xf32> loc("backward.model.norm")
    %t826 = tensor.empty() : tensor<32x16x64xf32> loc("backward.model.norm")
    %t831 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t804, %t644 : tensor<32x16x64xf32>, tensor<32x16x1xf32>) outs(%t826 : tensor<32x16x64xf32>) {
    ^bb0(%in827: f32, %in828: f32, %out829: f32):
      %s830 = arith.mulf %in827, %in828 : f32
      linalg.yield %s830 : f32
    } -> tensor<32x16x64xf32> loc("backward.model.norm")
    %t832 = tensor.empty() : tensor<32x16xf32> loc("backward.model.norm")
    %c833 = arith.constant 0.000000000e+00 : f32 loc("backward.model.norm")
    %t834 = linalg.fill ins(%c833 : f32) outs(%t832 : tensor<32x16xf32>) -> tensor<32x16xf32> loc("backward.model.norm")
    %t838 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t825 : tensor<32x16x64xf32>) outs(%t834 : tensor<32x16xf32>) {
    ^bb0(%in835: f32, %out836: f32):
      %s837 = arith.addf %out836, %in835 : f32
      linalg.yield %s837 : f32
    } -> tensor<32x16xf32> loc("backward.model.norm")
    %t839 = tensor.expand_shape %t838 [[0], [1, 2]] output_shape [32, 16, 1] : tensor<32x16xf32> into tensor<32x16x1xf32> loc("backward.model.norm")
    %t840 = tensor.empty() : tensor<32x16x1xf32> loc("backward.model.norm")
    %t845 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t644 : tensor<32x16x1xf32>) outs(%t840 : tensor<32x16x1xf32>) {
    ^bb0(%in841: f32, %out842: f32):
      %s843 = arith.mulf %in841, %in841 : f32
      %s844 = arith.mulf %s843, %in841 : f32
      linalg.yield %s844 : f32
    } -> tensor<32x16x1xf32> loc("backward.model.norm")
    %t846 = tensor.empty() : tensor<32x16x1xf32> loc("backward.model.norm")
    %t851 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t839 : tensor<32x16x1xf32>) outs(%t846 : tensor<32x16x1xf32>) {
    ^bb0(%in847: f32, %out848: f32):
      %s849 = arith.constant -5.000000000e-01 : f32
      %s850 = arith.mulf %in847, %s849 : f32
      linalg.yield %s850 : f32
    } -> tensor<32x16x1xf32> loc("backward.model.norm")
    %t852 = tensor.empty() : tensor<32x16x1xf32> loc("backward.model.norm")
    %t857 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t851, %t845 : tensor<32x16x1xf32>, tensor<32x16x1xf32>) outs(%t852 : tensor<32x16x1xf32>) {
    ^bb0(%in853: f32, %in854: f32, %out855: f32):
      %s856 = arith.mulf %in853, %in854 : f32
      linalg.yield %s856 : f32
    } -> tensor<32x16x1xf32> loc("backward.model.norm")
    %t858 = tensor.empty() : tensor<32x16x64xf32> loc("backward.model.norm")
    %t861 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t857 : tensor<32x16x1xf32>) outs(%t858 : tensor<32x16x64xf32>) {
    ^bb0(%in859: f32, %out860: f32):
      linalg.yield %in859 : f32
    } -> tensor<32x16x64xf32> loc("backward.model.norm")
    %t862 = tensor.empty() : tensor<32x16x64xf32> loc("backward.model.norm")
    %t867 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t861 : tensor<32x16x64xf32>) outs(%t862 : tensor<32x16x64xf32>) {
    ^bb0(%in863: f32, %out864: f32):
      %s865 = arith.constant 6.400000000e+01 : f32
      %s866 = arith.divf %in863, %s865 : f32
      linalg.yield %s866 : f32
    } -> tensor<32x16x64xf32> loc("backward.model.norm")
    %t868 = tensor.empty() : tensor<32x16x64xf32> loc("backward.model.norm")
    %t871 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t614 : tensor<32x16x64xf32>) outs(%t868 : tensor<32x16x64xf32>) {
    ^bb0(%in869: f32, %out870: f32):
      linalg.yield %in869 : f32
    } -> tensor<32x16x64xf32> loc("backward.model.norm")
    %t872 = tensor.empty() : tensor<32x16x64xf32> loc("backward.model.norm")
    %t877 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t871 : tensor<32x16x64xf32>) outs(%t872 : tensor<32x16x64xf32>) {
    ^bb0(%in873: f32, %out874: f32):
      %s875 = arith.constant 2.000000000e+00 : f32
      %s876 = arith.mulf %in873, %s875 : f32
      linalg.yield %s876 : f32
    } -> tensor<32x16x64xf32> loc("backward.model.norm")
    %t878 = tensor.empty() : tensor<32x16x64xf32> loc("backward.model.norm")
    %t883 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t867, %t877 : tensor<32x16x64xf32>, tensor<32x16x64xf32>) outs(%t878 : tensor<32x16x64xf32>) {
    ^bb0(%in879: f32, %in880: f32, %out881: f32):
      %s882 = arith.mulf %in879, %in880 : f32
      linalg.yield %s882 : f32
    } -> tensor<32x16x64xf32> loc("backward.model.norm")
    %t884 = tensor.empty() : tensor<32x16x64xf32> loc("backward.add_18")
    %t889 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t831, %t883 : tensor<32x16x64xf32>, tensor<32x16x64xf32>) outs(%t884 : tensor<32x16x64xf32>) {
    ^bb0(%in885: f32, %in886: f32, %out887: f32):
      %s888 = arith.addf %in885, %in886 : f32
      linalg.yield %s888 : f32
    } -> tensor<32x16x64xf32> loc("backward.add_18")
    %t890 = tensor.collapse_shape %t889 [[0, 1], [2]] : tensor<32x16x64xf32> into tensor<512x64xf32> loc("backward.model.layers.1.mlp.down_proj")
    %t891 = tensor.empty() : tensor<64x512xf32> loc("backward.model.layers.1.mlp.down_proj")
    %t892 = linalg.transpose ins(%t890 : tensor<512x64xf32>) outs(%t891 : tensor<64x512xf32>) permutation = [1, 0] loc("backward.model.layers.1.mlp.down_proj")
    %t893 = tensor.empty() : tensor<64x128xf32> loc("backward.model.layers.1.mlp.down_proj")
    %c894 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.1.mlp.down_proj")
    %t895 = linalg.fill ins(%c894 : f32) outs(%t893 : tensor<64x128xf32>) -> tensor<64x128xf32> loc("backward.model.layers.1.mlp.down_proj")
    %t896 = linalg.matmul ins(%t892, %t603 : tensor<64x512xf32>, tensor<512x128xf32>) outs(%t895 : tensor<64x128xf32>) -> tensor<64x128xf32> loc("backward.model.layers.1.mlp.down_proj")
    %t897 = tensor.empty() : tensor<128x64xf32> loc("backward.model.layers.1.mlp.down_proj")
    %t898 = linalg.transpose ins(%t896 : tensor<64x128xf32>) outs(%t897 : tensor<128x64xf32>) permutation = [1, 0] loc("backward.model.layers.1.mlp.down_proj")
    %t899 = tensor.empty() : tensor<64x128xf32> loc("backward.model.layers.1.mlp.down_proj")
    %t900 = linalg.transpose ins(%t602 : tensor<128x64xf32>) outs(%t899 : tensor<64x128xf32>) permutation = [1, 0] loc("backward.model.layers.1.mlp.down_proj")
    %t901 = tensor.empty() : tensor<512x128xf32> loc("backward.model.layers.1.mlp.down_proj")
    %c902 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.1.mlp.down_proj")
    %t903 = linalg.fill ins(%c902 : f32) outs(%t901 : tensor<512x128xf32>) -> tensor<512x128xf32> loc("backward.model.layers.1.mlp.down_proj")
    %t904 = linalg.matmul ins(%t890, %t900 : tensor<512x64xf32>, tensor<64x128xf32>) outs(%t903 : tensor<512x128xf32>) -> tensor<512x128xf32> loc("backward.model.layers.1.mlp.down_proj")
    %t905 = tensor.expand_shape %t904 [[0, 1], [2]] output_shape [32, 16, 128] : tensor<512x128xf32> into tensor<32x16x128xf32> loc("backward.model.layers.1.mlp.down_proj")
    %t906 = tensor.empty() : tensor<64x128xf32> loc("backward.model.layers.1.mlp.down_proj")
    %t907 = linalg.transpose ins(%t898 : tensor<128x64xf32>) outs(%t906 : tensor<64x128xf32>) permutation = [1, 0] loc("backward.model.layers.1.mlp.down_proj")
    %t908 = tensor.empty() : tensor<32x16x128xf32> loc("backward.model.layers.1.mlp")
    %t913 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t905, %t586 : tensor<32x16x128xf32>, tensor<32x16x128xf32>) outs(%t908 : tensor<32x16x128xf32>) {
    ^bb0(%in909: f32, %in910: f32, %out911: f32):
      %s912 = arith.mulf %in909, %in910 : f32
      linalg.yield %s912 : f32
    } -> tensor<32x16x128xf32> loc("backward.model.layers.1.mlp")
    %t914 = tensor.empty() : tensor<32x16x128xf32> loc("backward.model.layers.1.mlp")
    %t919 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t905, %t594 : tensor<32x16x128xf32>, tensor<32x16x128xf32>) outs(%t914 : tensor<32x16x128xf32>) {
    ^bb0(%in915: f32, %in916: f32, %out917: f32):
      %s918 = arith.mulf %in915, %in916 : f32
      linalg.yield %s918 : f32
    } -> tensor<32x16x128xf32> loc("backward.model.layers.1.mlp")
    %t920 = tensor.collapse_shape %t913 [[0, 1], [2]] : tensor<32x16x128xf32> into tensor<512x128xf32> loc("backward.model.layers.1.mlp.up_proj")
    %t921 = tensor.empty() : tensor<128x512xf32> loc("backward.model.layers.1.mlp.up_proj")
    %t922 = linalg.transpose ins(%t920 : tensor<512x128xf32>) outs(%t921 : tensor<128x512xf32>) permutation = [1, 0] loc("backward.model.layers.1.mlp.up_proj")
    %t923 = tensor.empty() : tensor<128x64xf32> loc("backward.model.layers.1.mlp.up_proj")
    %c924 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.1.mlp.up_proj")
    %t925 = linalg.fill ins(%c924 : f32) outs(%t923 : tensor<128x64xf32>) -> tensor<128x64xf32> loc("backward.model.layers.1.mlp.up_proj")
    %t926 = linalg.matmul ins(%t922, %t589 : tensor<128x512xf32>, tensor<512x64xf32>) outs(%t925 : tensor<128x64xf32>) -> tensor<128x64xf32> loc("backward.model.layers.1.mlp.up_proj")
    %t927 = tensor.empty() : tensor<64x128xf32> loc("backward.model.layers.1.mlp.up_proj")
    %t928 = linalg.transpose ins(%t926 : tensor<128x64xf32>) outs(%t927 : tensor<64x128xf32>) permutation = [1, 0] loc("backward.model.layers.1.mlp.up_proj")
    %t929 = tensor.empty() : tensor<128x64xf32> loc("backward.model.layers.1.mlp.up_proj")
    %t930 = linalg.transpose ins(%t588 : tensor<64x128xf32>) outs(%t929 : tensor<128x64xf32>) permutation = [1, 0] loc("backward.model.layers.1.mlp.up_proj")
    %t931 = tensor.empty() : tensor<512x64xf32> loc("backward.model.layers.1.mlp.up_proj")
    %c932 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.1.mlp.up_proj")
    %t933 = linalg.fill ins(%c932 : f32) outs(%t931 : tensor<512x64xf32>) -> tensor<512x64xf32> loc("backward.model.layers.1.mlp.up_proj")
    %t934 = linalg.matmul ins(%t920, %t930 : tensor<512x128xf32>, tensor<128x64xf32>) outs(%t933 : tensor<512x64xf32>) -> tensor<512x64xf32> loc("backward.model.layers.1.mlp.up_proj")
    %t935 = tensor.expand_shape %t934 [[0, 1], [2]] output_shape [32, 16, 64] : tensor<512x64xf32> into tensor<32x16x64xf32> loc("backward.model.layers.1.mlp.up_proj")
    %t936 = tensor.empty() : tensor<128x64xf32> loc("backward.model.layers.1.mlp.up_proj")
    %t937 = linalg.transpose ins(%t928 : tensor<64x128xf32>) outs(%t936 : tensor<128x64xf32>) permutation = [1, 0] loc("backward.model.layers.1.mlp.up_proj")
    %t938 = tensor.empty() : tensor<32x16x128xf32> loc("backward.model.layers.1.mlp.act_fn")
    %t946 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t571 : tensor<32x16x128xf32>) outs(%t938 : tensor<32x16x128xf32>) {
    ^bb0(%in939: f32, %out940: f32):
      %s941 = arith.constant 1.000000000e+00 : f32
      %s942 = arith.negf %in939 : f32
      %s943 = math.exp %s942 : f32
      %s944 = arith.addf %s941, %s943 : f32
      %s945 = arith.divf %s941, %s944 : f32
      linalg.yield %s945 : f32
    } -> tensor<32x16x128xf32> loc("backward.model.layers.1.mlp.act_fn")
    %cst947 = arith.constant dense<1.000000000e+00> : tensor<32x16x128xf32> loc("backward.model.layers.1.mlp.act_fn")
    %t948 = tensor.empty() : tensor<32x16x128xf32> loc("backward.model.layers.1.mlp.act_fn")
    %t953 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst947, %t946 : tensor<32x16x128xf32>, tensor<32x16x128xf32>) outs(%t948 : tensor<32x16x128xf32>) {
    ^bb0(%in949: f32, %in950: f32, %out951: f32):
      %s952 = arith.subf %in949, %in950 : f32
      linalg.yield %s952 : f32
    } -> tensor<32x16x128xf32> loc("backward.model.layers.1.mlp.act_fn")
    %t954 = tensor.empty() : tensor<32x16x128xf32> loc("backward.model.layers.1.mlp.act_fn")
    %t959 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t571, %t953 : tensor<32x16x128xf32>, tensor<32x16x128xf32>) outs(%t954 : tensor<32x16x128xf32>) {
    ^bb0(%in955: f32, %in956: f32, %out957: f32):
      %s958 = arith.mulf %in955, %in956 : f32
      linalg.yield %s958 : f32
    } -> tensor<32x16x128xf32> loc("backward.model.layers.1.mlp.act_fn")
    %t960 = tensor.empty() : tensor<32x16x128xf32> loc("backward.model.layers.1.mlp.act_fn")
    %t965 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t959 : tensor<32x16x128xf32>) outs(%t960 : tensor<32x16x128xf32>) {
    ^bb0(%in961: f32, %out962: f32):
      %s963 = arith.constant 1.000000000e+00 : f32
      %s964 = arith.addf %in961, %s963 : f32
      linalg.yield %s964 : f32
    } -> tensor<32x16x128xf32> loc("backward.model.layers.1.mlp.act_fn")
    %t966 = tensor.empty() : tensor<32x16x128xf32> loc("backward.model.layers.1.mlp.act_fn")
    %t971 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t946, %t965 : tensor<32x16x128xf32>, tensor<32x16x128xf32>) outs(%t966 : tensor<32x16x128xf32>) {
    ^bb0(%in967: f32, %in968: f32, %out969: f32):
      %s970 = arith.mulf %in967, %in968 : f32
      linalg.yield %s970 : f32
    } -> tensor<32x16x128xf32> loc("backward.model.layers.1.mlp.act_fn")
    %t972 = tensor.empty() : tensor<32x16x128xf32> loc("backward.model.layers.1.mlp.act_fn")
    %t977 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t919, %t971 : tensor<32x16x128xf32>, tensor<32x16x128xf32>) outs(%t972 : tensor<32x16x128xf32>) {
    ^bb0(%in973: f32, %in974: f32, %out975: f32):
      %s976 = arith.mulf %in973, %in974 : f32
      linalg.yield %s976 : f32
    } -> tensor<32x16x128xf32> loc("backward.model.layers.1.mlp.act_fn")
    %t978 = tensor.collapse_shape %t977 [[0, 1], [2]] : tensor<32x16x128xf32> into tensor<512x128xf32> loc("backward.model.layers.1.mlp.gate_proj")
    %t979 = tensor.empty() : tensor<128x512xf32> loc("backward.model.layers.1.mlp.gate_proj")
    %t980 = linalg.transpose ins(%t978 : tensor<512x128xf32>) outs(%t979 : tensor<128x512xf32>) permutation = [1, 0] loc("backward.model.layers.1.mlp.gate_proj")
    %t981 = tensor.empty() : tensor<128x64xf32> loc("backward.model.layers.1.mlp.gate_proj")
    %c982 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.1.mlp.gate_proj")
    %t983 = linalg.fill ins(%c982 : f32) outs(%t981 : tensor<128x64xf32>) -> tensor<128x64xf32> loc("backward.model.layers.1.mlp.gate_proj")
    %t984 = linalg.matmul ins(%t980, %t566 : tensor<128x512xf32>, tensor<512x64xf32>) outs(%t983 : tensor<128x64xf32>) -> tensor<128x64xf32> loc("backward.model.layers.1.mlp.gate_proj")
    %t985 = tensor.empty() : tensor<64x128xf32> loc("backward.model.layers.1.mlp.gate_proj")
    %t986 = linalg.transpose ins(%t984 : tensor<128x64xf32>) outs(%t985 : tensor<64x128xf32>) permutation = [1, 0] loc("backward.model.layers.1.mlp.gate_proj")
    %t987 = tensor.empty() : tensor<128x64xf32> loc("backward.model.layers.1.mlp.gate_proj")
    %t988 = linalg.transpose ins(%t565 : tensor<64x128xf32>) outs(%t987 : tensor<128x64xf32>) permutation = [1, 0] loc("backward.model.layers.1.mlp.gate_proj")
    %t989 = tensor.empty() : tensor<512x64xf32> loc("backward.model.layers.1.mlp.gate_proj")
    %c990 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.1.mlp.gate_proj")
    %t991 = linalg.fill ins(%c990 : f32) outs(%t989 : tensor<512x64xf32>) -> tensor<512x64xf32> loc("backward.model.layers.1.mlp.gate_proj")
    %t992 = linalg.matmul ins(%t978, %t988 : tensor<512x128xf32>, tensor<128x64xf32>) outs(%t991 : tensor<512x64xf32>) -> tensor<512x64xf32> loc("backward.model.layers.1.mlp.gate_proj")
    %t993 = tensor.expand_shape %t992 [[0, 1], [2]] output_shape [32, 16, 64] : tensor<512x64xf32> into tensor<32x16x64xf32> loc("backward.model.layers.1.mlp.gate_proj")
    %t994 = tensor.empty() : tensor<32x16x64xf32> loc("backward.add_20")
    %t999 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t935, %t993 : tensor<32x16x64xf32>, tensor<32x16x64xf32>) outs(%t994 : tensor<32x16x64xf32>) {
    ^bb0(%in995: f32, %in996: f32, %out997: f32):
      %s998 = arith.addf %in995, %in996 : f32
      linalg.yield %s998 : f32
    } -> tensor<32x16x64xf32> loc("backward.add_20")
    %t1000 = tensor.empty() : tensor<128x64xf32> loc("backward.model.layers.1.mlp.gate_proj")
    %t1001 = linalg.transpose ins(%t986 : tensor<64x128xf32>) outs(%t1000 : tensor<128x64xf32>) permutation = [1, 0] loc("backward.model.layers.1.mlp.gate_proj")
    %t1002 = tensor.empty() : tensor<32x16x64xf32> loc("backward.model.layers.1.post_attention_layernorm")
    %t1007 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t999, %primals_19 : tensor<32x16x64xf32>, tensor<64xf32>) outs(%t1002 : tensor<32x16x64xf32>) {
    ^bb0(%in1003: f32, %in1004: f32, %out1005: f32):
      %s1006 = arith.mulf %in1003, %in1004 : f32
      linalg.yield %s1006 : f32
    } -> tensor<32x16x64xf32> loc("backward.model.layers.1.post_attention_layernorm")
    %t1008 = tensor.empty() : tensor<32x16x64xf32> loc("backward.model.layers.1.post_attention_layernorm")
    %t1013 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t999, %t557 : tensor<32x16x64xf32>, tensor<32x16x64xf32>) outs(%t1008 : tensor<32x16x64xf32>) {
    ^bb0(%in1009: f32, %in1010: f32, %out1011: f32):
      %s1012 = arith.mulf %in1009, %in1010 : f32
      linalg.yield %s1012 : f32
    } -> tensor<32x16x64xf32> loc("backward.model.layers.1.post_attention_layernorm")
    %t1014 = tensor.empty() : tensor<64xf32> loc("backward.model.layers.1.post_attention_layernorm")
    %c1015 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.1.post_attention_layernorm")
    %t1016 = linalg.fill ins(%c1015 : f32) outs(%t1014 : tensor<64xf32>) -> tensor<64xf32> loc("backward.model.layers.1.post_attention_layernorm")
    %t1020 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%t1013 : tensor<32x16x64xf32>) outs(%t1016 : tensor<64xf32>) {
    ^bb0(%in1017: f32, %out1018: f32):
      %s1019 = arith.addf %out1018, %in1017 : f32
      linalg.yield %s1019 : f32
    } -> tensor<64xf32> loc("backward.model.layers.1.post_attention_layernorm")
    %t1021 = tensor.expand_shape %t1020 [[0, 1, 2]] output_shape [1, 1, 64] : tensor<64xf32> into tensor<1x1x64xf32> loc("backward.model.layers.1.post_attention_layernorm")
    %t1022 = tensor.collapse_shape %t1021 [[0, 1, 2]] : tensor<1x1x64xf32> into tensor<64xf32> loc("backward.model.layers.1.post_attention_layernorm")
    %t1023 = tensor.empty() : tensor<32x16x64xf32> loc("backward.model.layers.1.post_attention_layernorm")
    %t1028 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1007, %t521 : tensor<32x16x64xf32>, tensor<32x16x64xf32>) outs(%t1023 : tensor<32x16x64xf32>) {
    ^bb0(%in1024: f32, %in1025: f32, %out1026: f32):
      %s1027 = arith.mulf %in1024, %in1025 : f32
      linalg.yield %s1027 : f32
    } -> tensor<32x16x64xf32> loc("backward.model.layers.1.post_attention_layernorm")
    %t1029 = tensor.empty() : tensor<32x16x64xf32> loc("backward.model.layers.1.post_attention_layernorm")
    %t1034 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1007, %t551 : tensor<32x16x64xf32>, tensor<32x16x1xf32>) outs(%t1029 : tensor<32x16x64xf32>) {
    ^bb0(%in1030: f32, %in1031: f32, %out1032: f32):
      %s1033 = arith.mulf %in1030, %in1031 : f32
      linalg.yield %s1033 : f32
    } -> tensor<32x16x64xf32> loc("backward.model.layers.1.post_attention_layernorm")
    %t1035 = tensor.empty() : tensor<32x16xf32> loc("backward.model.layers.1.post_attention_layernorm")
    %c1036 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.1.post_attention_layernorm")
    %t1037 = linalg.fill ins(%c1036 : f32) outs(%t1035 : tensor<32x16xf32>) -> tensor<32x16xf32> loc("backward.model.layers.1.post_attention_layernorm")
    %t1041 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t1028 : tensor<32x16x64xf32>) outs(%t1037 : tensor<32x16xf32>) {
    ^bb0(%in1038: f32, %out1039: f32):
      %s1040 = arith.addf %out1039, %in1038 : f32
      linalg.yield %s1040 : f32
    } -> tensor<32x16xf32> loc("backward.model.layers.1.post_attention_layernorm")
    %t1042 = tensor.expand_shape %t1041 [[0], [1, 2]] output_shape [32, 16, 1] : tensor<32x16xf32> into tensor<32x16x1xf32> loc("backward.model.layers.1.post_attention_layernorm")
    %t1043 = tensor.empty() : tensor<32x16x64xf32> loc("backward.add_21")
    %t1048 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t889, %t1034 : tensor<32x16x64xf32>, tensor<32x16x64xf32>) outs(%t1043 : tensor<32x16x64xf32>) {
    ^bb0(%in1044: f32, %in1045: f32, %out1046: f32):
      %s1047 = arith.addf %in1044, %in1045 : f32
      linalg.yield %s1047 : f32
    } -> tensor<32x16x64xf32> loc("backward.add_21")
    %t1049 = tensor.empty() : tensor<32x16x1xf32> loc("backward.model.layers.1.post_attention_layernorm")
    %t1054 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t551 : tensor<32x16x1xf32>) outs(%t1049 : tensor<32x16x1xf32>) {
    ^bb0(%in1050: f32, %out1051: f32):
      %s1052 = arith.mulf %in1050, %in1050 : f32
      %s1053 = arith.mulf %s1052, %in1050 : f32
      linalg.yield %s1053 : f32
    } -> tensor<32x16x1xf32> loc("backward.model.layers.1.post_attention_layernorm")
    %t1055 = tensor.empty() : tensor<32x16x1xf32> loc("backward.model.layers.1.post_attention_layernorm")
    %t1060 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1042 : tensor<32x16x1xf32>) outs(%t1055 : tensor<32x16x1xf32>) {
    ^bb0(%in1056: f32, %out1057: f32):
      %s1058 = arith.constant -5.000000000e-01 : f32
      %s1059 = arith.mulf %in1056, %s1058 : f32
      linalg.yield %s1059 : f32
    } -> tensor<32x16x1xf32> loc("backward.model.layers.1.post_attention_layernorm")
    %t1061 = tensor.empty() : tensor<32x16x1xf32> loc("backward.model.layers.1.post_attention_layernorm")
    %t1066 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1060, %t1054 : tensor<32x16x1xf32>, tensor<32x16x1xf32>) outs(%t1061 : tensor<32x16x1xf32>) {
    ^bb0(%in1062: f32, %in1063: f32, %out1064: f32):
      %s1065 = arith.mulf %in1062, %in1063 : f32
      linalg.yield %s1065 : f32
    } -> tensor<32x16x1xf32> loc("backward.model.layers.1.post_attention_layernorm")
    %t1067 = tensor.empty() : tensor<32x16x64xf32> loc("backward.model.layers.1.post_attention_layernorm")
    %t1070 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1066 : tensor<32x16x1xf32>) outs(%t1067 : tensor<32x16x64xf32>) {
    ^bb0(%in1068: f32, %out1069: f32):
      linalg.yield %in1068 : f32
    } -> tensor<32x16x64xf32> loc("backward.model.layers.1.post_attention_layernorm")
    %t1071 = tensor.empty() : tensor<32x16x64xf32> loc("backward.model.layers.1.post_attention_layernorm")
    %t1076 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1070 : tensor<32x16x64xf32>) outs(%t1071 : tensor<32x16x64xf32>) {
    ^bb0(%in1072: f32, %out1073: f32):
      %s1074 = arith.constant 6.400000000e+01 : f32
      %s1075 = arith.divf %in1072, %s1074 : f32
      linalg.yield %s1075 : f32
    } -> tensor<32x16x64xf32> loc("backward.model.layers.1.post_attention_layernorm")
    %t1077 = tensor.empty() : tensor<32x16x64xf32> loc("backward.model.layers.1.post_attention_layernorm")
    %t1080 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t521 : tensor<32x16x64xf32>) outs(%t1077 : tensor<32x16x64xf32>) {
    ^bb0(%in1078: f32, %out1079: f32):
      linalg.yield %in1078 : f32
    } -> tensor<32x16x64xf32> loc("backward.model.layers.1.post_attention_layernorm")
    %t1081 = tensor.empty() : tensor<32x16x64xf32> loc("backward.model.layers.1.post_attention_layernorm")
    %t1086 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1080 : tensor<32x16x64xf32>) outs(%t1081 : tensor<32x16x64xf32>) {
    ^bb0(%in1082: f32, %out1083: f32):
      %s1084 = arith.constant 2.000000000e+00 : f32
      %s1085 = arith.mulf %in1082, %s1084 : f32
      linalg.yield %s1085 : f32
    } -> tensor<32x16x64xf32> loc("backward.model.layers.1.post_attention_layernorm")
    %t1087 = tensor.empty() : tensor<32x16x64xf32> loc("backward.model.layers.1.post_attention_layernorm")
    %t1092 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1076, %t1086 : tensor<32x16x64xf32>, tensor<32x16x64xf32>) outs(%t1087 : tensor<32x16x64xf32>) {
    ^bb0(%in1088: f32, %in1089: f32, %out1090: f32):
      %s1091 = arith.mulf %in1088, %in1089 : f32
      linalg.yield %s1091 : f32
    } -> tensor<32x16x64xf32> loc("backward.model.layers.1.post_attention_layernorm")
    %t1093 = tensor.empty() : tensor<32x16x64xf32> loc("backward.add_22")
    %t1098 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1048, %t1092 : tensor<32x16x64xf32>, tensor<32x16x64xf32>) outs(%t1093 : tensor<32x16x64xf32>) {
    ^bb0(%in1094: f32, %in1095: f32, %out1096: f32):
      %s1097 = arith.addf %in1094, %in1095 : f32
      linalg.yield %s1097 : f32
    } -> tensor<32x16x64xf32> loc("backward.add_22")
    %t1099 = tensor.collapse_shape %t1098 [[0, 1], [2]] : tensor<32x16x64xf32> into tensor<512x64xf32> loc("backward.model.layers.1.self_attn.o_proj")
    %t1100 = tensor.empty() : tensor<64x512xf32> loc("backward.model.layers.1.self_attn.o_proj")
    %t1101 = linalg.transpose ins(%t1099 : tensor<512x64xf32>) outs(%t1100 : tensor<64x512xf32>) permutation = [1, 0] loc("backward.model.layers.1.self_attn.o_proj")
    %t1102 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.1.self_attn.o_proj")
    %c1103 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.1.self_attn.o_proj")
    %t1104 = linalg.fill ins(%c1103 : f32) outs(%t1102 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.model.layers.1.self_attn.o_proj")
    %t1105 = linalg.matmul ins(%t1101, %t510 : tensor<64x512xf32>, tensor<512x64xf32>) outs(%t1104 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.model.layers.1.self_attn.o_proj")
    %t1106 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.1.self_attn.o_proj")
    %t1107 = linalg.transpose ins(%t1105 : tensor<64x64xf32>) outs(%t1106 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.model.layers.1.self_attn.o_proj")
    %t1108 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.1.self_attn.o_proj")
    %t1109 = linalg.transpose ins(%t509 : tensor<64x64xf32>) outs(%t1108 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.model.layers.1.self_attn.o_proj")
    %t1110 = tensor.empty() : tensor<512x64xf32> loc("backward.model.layers.1.self_attn.o_proj")
    %c1111 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.1.self_attn.o_proj")
    %t1112 = linalg.fill ins(%c1111 : f32) outs(%t1110 : tensor<512x64xf32>) -> tensor<512x64xf32> loc("backward.model.layers.1.self_attn.o_proj")
    %t1113 = linalg.matmul ins(%t1099, %t1109 : tensor<512x64xf32>, tensor<64x64xf32>) outs(%t1112 : tensor<512x64xf32>) -> tensor<512x64xf32> loc("backward.model.layers.1.self_attn.o_proj")
    %t1114 = tensor.expand_shape %t1113 [[0, 1], [2]] output_shape [32, 16, 64] : tensor<512x64xf32> into tensor<32x16x64xf32> loc("backward.model.layers.1.self_attn.o_proj")
    %t1115 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.1.self_attn.o_proj")
    %t1116 = linalg.transpose ins(%t1107 : tensor<64x64xf32>) outs(%t1115 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.model.layers.1.self_attn.o_proj")
    %t1117 = tensor.expand_shape %t1114 [[0], [1], [2, 3]] output_shape [32, 16, 4, 16] : tensor<32x16x64xf32> into tensor<32x16x4x16xf32> loc("backward.model.layers.1.self_attn")
    %t1118 = tensor.empty() : tensor<32x4x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1119 = linalg.transpose ins(%t1117 : tensor<32x16x4x16xf32>) outs(%t1118 : tensor<32x4x16x16xf32>) permutation = [0, 2, 1, 3] loc("backward.model.layers.1.self_attn")
    %t1120 = tensor.collapse_shape %t1119 [[0, 1], [2], [3]] : tensor<32x4x16x16xf32> into tensor<128x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1121 = tensor.empty() : tensor<128x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1122 = linalg.transpose ins(%t498 : tensor<128x16x16xf32>) outs(%t1121 : tensor<128x16x16xf32>) permutation = [0, 2, 1] loc("backward.model.layers.1.self_attn")
    %t1123 = tensor.empty() : tensor<128x16x16xf32> loc("backward.model.layers.1.self_attn")
    %c1124 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.1.self_attn")
    %t1125 = linalg.fill ins(%c1124 : f32) outs(%t1123 : tensor<128x16x16xf32>) -> tensor<128x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1126 = linalg.batch_matmul ins(%t1122, %t1120 : tensor<128x16x16xf32>, tensor<128x16x16xf32>) outs(%t1125 : tensor<128x16x16xf32>) -> tensor<128x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1127 = tensor.empty() : tensor<128x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1128 = linalg.transpose ins(%t499 : tensor<128x16x16xf32>) outs(%t1127 : tensor<128x16x16xf32>) permutation = [0, 2, 1] loc("backward.model.layers.1.self_attn")
    %t1129 = tensor.empty() : tensor<128x16x16xf32> loc("backward.model.layers.1.self_attn")
    %c1130 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.1.self_attn")
    %t1131 = linalg.fill ins(%c1130 : f32) outs(%t1129 : tensor<128x16x16xf32>) -> tensor<128x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1132 = linalg.batch_matmul ins(%t1120, %t1128 : tensor<128x16x16xf32>, tensor<128x16x16xf32>) outs(%t1131 : tensor<128x16x16xf32>) -> tensor<128x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1133 = tensor.expand_shape %t1126 [[0, 1], [2], [3]] output_shape [32, 4, 16, 16] : tensor<128x16x16xf32> into tensor<32x4x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1134 = tensor.expand_shape %t1132 [[0, 1], [2], [3]] output_shape [32, 4, 16, 16] : tensor<128x16x16xf32> into tensor<32x4x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1135 = tensor.empty() : tensor<32x4x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1140 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1134, %t497 : tensor<32x4x16x16xf32>, tensor<32x4x16x16xf32>) outs(%t1135 : tensor<32x4x16x16xf32>) {
    ^bb0(%in1136: f32, %in1137: f32, %out1138: f32):
      %s1139 = arith.mulf %in1136, %in1137 : f32
      linalg.yield %s1139 : f32
    } -> tensor<32x4x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1141 = tensor.empty() : tensor<32x4x16xf32> loc("backward.model.layers.1.self_attn")
    %c1142 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.1.self_attn")
    %t1143 = linalg.fill ins(%c1142 : f32) outs(%t1141 : tensor<32x4x16xf32>) -> tensor<32x4x16xf32> loc("backward.model.layers.1.self_attn")
    %t1147 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%t1140 : tensor<32x4x16x16xf32>) outs(%t1143 : tensor<32x4x16xf32>) {
    ^bb0(%in1144: f32, %out1145: f32):
      %s1146 = arith.addf %out1145, %in1144 : f32
      linalg.yield %s1146 : f32
    } -> tensor<32x4x16xf32> loc("backward.model.layers.1.self_attn")
    %t1148 = tensor.expand_shape %t1147 [[0], [1], [2, 3]] output_shape [32, 4, 16, 1] : tensor<32x4x16xf32> into tensor<32x4x16x1xf32> loc("backward.model.layers.1.self_attn")
    %t1149 = tensor.empty() : tensor<32x4x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1154 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t497, %t1148 : tensor<32x4x16x16xf32>, tensor<32x4x16x1xf32>) outs(%t1149 : tensor<32x4x16x16xf32>) {
    ^bb0(%in1150: f32, %in1151: f32, %out1152: f32):
      %s1153 = arith.mulf %in1150, %in1151 : f32
      linalg.yield %s1153 : f32
    } -> tensor<32x4x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1155 = tensor.empty() : tensor<32x4x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1160 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1140, %t1154 : tensor<32x4x16x16xf32>, tensor<32x4x16x16xf32>) outs(%t1155 : tensor<32x4x16x16xf32>) {
    ^bb0(%in1156: f32, %in1157: f32, %out1158: f32):
      %s1159 = arith.subf %in1156, %in1157 : f32
      linalg.yield %s1159 : f32
    } -> tensor<32x4x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1161 = tensor.empty() : tensor<32x4x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1166 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1160 : tensor<32x4x16x16xf32>) outs(%t1161 : tensor<32x4x16x16xf32>) {
    ^bb0(%in1162: f32, %out1163: f32):
      %s1164 = arith.constant 2.500000000e-01 : f32
      %s1165 = arith.mulf %in1162, %s1164 : f32
      linalg.yield %s1165 : f32
    } -> tensor<32x4x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1167 = tensor.collapse_shape %t1166 [[0, 1], [2], [3]] : tensor<32x4x16x16xf32> into tensor<128x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1168 = tensor.empty() : tensor<128x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1169 = linalg.transpose ins(%t450 : tensor<128x16x16xf32>) outs(%t1168 : tensor<128x16x16xf32>) permutation = [0, 2, 1] loc("backward.model.layers.1.self_attn")
    %t1170 = tensor.empty() : tensor<128x16x16xf32> loc("backward.model.layers.1.self_attn")
    %c1171 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.1.self_attn")
    %t1172 = linalg.fill ins(%c1171 : f32) outs(%t1170 : tensor<128x16x16xf32>) -> tensor<128x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1173 = linalg.batch_matmul ins(%t1169, %t1167 : tensor<128x16x16xf32>, tensor<128x16x16xf32>) outs(%t1172 : tensor<128x16x16xf32>) -> tensor<128x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1174 = tensor.empty() : tensor<128x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1175 = linalg.transpose ins(%t451 : tensor<128x16x16xf32>) outs(%t1174 : tensor<128x16x16xf32>) permutation = [0, 2, 1] loc("backward.model.layers.1.self_attn")
    %t1176 = tensor.empty() : tensor<128x16x16xf32> loc("backward.model.layers.1.self_attn")
    %c1177 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.1.self_attn")
    %t1178 = linalg.fill ins(%c1177 : f32) outs(%t1176 : tensor<128x16x16xf32>) -> tensor<128x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1179 = linalg.batch_matmul ins(%t1167, %t1175 : tensor<128x16x16xf32>, tensor<128x16x16xf32>) outs(%t1178 : tensor<128x16x16xf32>) -> tensor<128x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1180 = tensor.expand_shape %t1173 [[0, 1], [2], [3]] output_shape [32, 4, 16, 16] : tensor<128x16x16xf32> into tensor<32x4x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1181 = tensor.expand_shape %t1179 [[0, 1], [2], [3]] output_shape [32, 4, 16, 16] : tensor<128x16x16xf32> into tensor<32x4x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1182 = tensor.empty() : tensor<32x4x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1183 = linalg.transpose ins(%t1180 : tensor<32x4x16x16xf32>) outs(%t1182 : tensor<32x4x16x16xf32>) permutation = [0, 1, 3, 2] loc("backward.model.layers.1.self_attn")
    %t1184 = tensor.empty() : tensor<32x4x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1189 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1183, %cst407 : tensor<32x4x16x16xf32>, tensor<1x1x16x16xf32>) outs(%t1184 : tensor<32x4x16x16xf32>) {
    ^bb0(%in1185: f32, %in1186: f32, %out1187: f32):
      %s1188 = arith.mulf %in1185, %in1186 : f32
      linalg.yield %s1188 : f32
    } -> tensor<32x4x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1190 = tensor.extract_slice %t1189[0, 0, 0, 0] [32, 4, 16, 8] [1, 1, 1, 1] : tensor<32x4x16x16xf32> to tensor<32x4x16x8xf32> loc("backward.model.layers.1.self_attn")
    %t1191 = tensor.extract_slice %t1189[0, 0, 0, 8] [32, 4, 16, 8] [1, 1, 1, 1] : tensor<32x4x16x16xf32> to tensor<32x4x16x8xf32> loc("backward.model.layers.1.self_attn")
    %t1192 = tensor.empty() : tensor<32x4x16x8xf32> loc("backward.model.layers.1.self_attn")
    %t1196 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1190 : tensor<32x4x16x8xf32>) outs(%t1192 : tensor<32x4x16x8xf32>) {
    ^bb0(%in1193: f32, %out1194: f32):
      %s1195 = arith.negf %in1193 : f32
      linalg.yield %s1195 : f32
    } -> tensor<32x4x16x8xf32> loc("backward.model.layers.1.self_attn")
    %cst1197 = arith.constant dense<0.000000000e+00> : tensor<32x4x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1198 = tensor.insert_slice %t1196 into %cst1197[0, 0, 0, 8] [32, 4, 16, 8] [1, 1, 1, 1] : tensor<32x4x16x8xf32> into tensor<32x4x16x16xf32> loc("backward.model.layers.1.self_attn")
    %cst1199 = arith.constant dense<0.000000000e+00> : tensor<32x4x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1200 = tensor.insert_slice %t1191 into %cst1199[0, 0, 0, 0] [32, 4, 16, 8] [1, 1, 1, 1] : tensor<32x4x16x8xf32> into tensor<32x4x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1201 = tensor.empty() : tensor<32x4x16x16xf32> loc("backward.add_23")
    %t1206 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1198, %t1200 : tensor<32x4x16x16xf32>, tensor<32x4x16x16xf32>) outs(%t1201 : tensor<32x4x16x16xf32>) {
    ^bb0(%in1202: f32, %in1203: f32, %out1204: f32):
      %s1205 = arith.addf %in1202, %in1203 : f32
      linalg.yield %s1205 : f32
    } -> tensor<32x4x16x16xf32> loc("backward.add_23")
    %t1207 = tensor.empty() : tensor<32x4x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1212 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1183, %cst390 : tensor<32x4x16x16xf32>, tensor<1x1x16x16xf32>) outs(%t1207 : tensor<32x4x16x16xf32>) {
    ^bb0(%in1208: f32, %in1209: f32, %out1210: f32):
      %s1211 = arith.mulf %in1208, %in1209 : f32
      linalg.yield %s1211 : f32
    } -> tensor<32x4x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1213 = tensor.empty() : tensor<32x4x16x16xf32> loc("backward.add_24")
    %t1218 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1206, %t1212 : tensor<32x4x16x16xf32>, tensor<32x4x16x16xf32>) outs(%t1213 : tensor<32x4x16x16xf32>) {
    ^bb0(%in1214: f32, %in1215: f32, %out1216: f32):
      %s1217 = arith.addf %in1214, %in1215 : f32
      linalg.yield %s1217 : f32
    } -> tensor<32x4x16x16xf32> loc("backward.add_24")
    %t1219 = tensor.empty() : tensor<32x4x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1224 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1181, %cst407 : tensor<32x4x16x16xf32>, tensor<1x1x16x16xf32>) outs(%t1219 : tensor<32x4x16x16xf32>) {
    ^bb0(%in1220: f32, %in1221: f32, %out1222: f32):
      %s1223 = arith.mulf %in1220, %in1221 : f32
      linalg.yield %s1223 : f32
    } -> tensor<32x4x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1225 = tensor.extract_slice %t1224[0, 0, 0, 0] [32, 4, 16, 8] [1, 1, 1, 1] : tensor<32x4x16x16xf32> to tensor<32x4x16x8xf32> loc("backward.model.layers.1.self_attn")
    %t1226 = tensor.extract_slice %t1224[0, 0, 0, 8] [32, 4, 16, 8] [1, 1, 1, 1] : tensor<32x4x16x16xf32> to tensor<32x4x16x8xf32> loc("backward.model.layers.1.self_attn")
    %t1227 = tensor.empty() : tensor<32x4x16x8xf32> loc("backward.model.layers.1.self_attn")
    %t1231 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1225 : tensor<32x4x16x8xf32>) outs(%t1227 : tensor<32x4x16x8xf32>) {
    ^bb0(%in1228: f32, %out1229: f32):
      %s1230 = arith.negf %in1228 : f32
      linalg.yield %s1230 : f32
    } -> tensor<32x4x16x8xf32> loc("backward.model.layers.1.self_attn")
    %cst1232 = arith.constant dense<0.000000000e+00> : tensor<32x4x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1233 = tensor.insert_slice %t1231 into %cst1232[0, 0, 0, 8] [32, 4, 16, 8] [1, 1, 1, 1] : tensor<32x4x16x8xf32> into tensor<32x4x16x16xf32> loc("backward.model.layers.1.self_attn")
    %cst1234 = arith.constant dense<0.000000000e+00> : tensor<32x4x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1235 = tensor.insert_slice %t1226 into %cst1234[0, 0, 0, 0] [32, 4, 16, 8] [1, 1, 1, 1] : tensor<32x4x16x8xf32> into tensor<32x4x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1236 = tensor.empty() : tensor<32x4x16x16xf32> loc("backward.add_25")
    %t1241 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1233, %t1235 : tensor<32x4x16x16xf32>, tensor<32x4x16x16xf32>) outs(%t1236 : tensor<32x4x16x16xf32>) {
    ^bb0(%in1237: f32, %in1238: f32, %out1239: f32):
      %s1240 = arith.addf %in1237, %in1238 : f32
      linalg.yield %s1240 : f32
    } -> tensor<32x4x16x16xf32> loc("backward.add_25")
    %t1242 = tensor.empty() : tensor<32x4x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1247 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1181, %cst390 : tensor<32x4x16x16xf32>, tensor<1x1x16x16xf32>) outs(%t1242 : tensor<32x4x16x16xf32>) {
    ^bb0(%in1243: f32, %in1244: f32, %out1245: f32):
      %s1246 = arith.mulf %in1243, %in1244 : f32
      linalg.yield %s1246 : f32
    } -> tensor<32x4x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1248 = tensor.empty() : tensor<32x4x16x16xf32> loc("backward.add_26")
    %t1253 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1241, %t1247 : tensor<32x4x16x16xf32>, tensor<32x4x16x16xf32>) outs(%t1248 : tensor<32x4x16x16xf32>) {
    ^bb0(%in1249: f32, %in1250: f32, %out1251: f32):
      %s1252 = arith.addf %in1249, %in1250 : f32
      linalg.yield %s1252 : f32
    } -> tensor<32x4x16x16xf32> loc("backward.add_26")
    %t1254 = tensor.empty() : tensor<32x16x4x16xf32> loc("backward.model.layers.1.self_attn")
    %t1255 = linalg.transpose ins(%t1133 : tensor<32x4x16x16xf32>) outs(%t1254 : tensor<32x16x4x16xf32>) permutation = [0, 2, 1, 3] loc("backward.model.layers.1.self_attn")
    %t1256 = tensor.collapse_shape %t1255 [[0], [1], [2, 3]] : tensor<32x16x4x16xf32> into tensor<32x16x64xf32> loc("backward.model.layers.1.self_attn")
    %t1257 = tensor.collapse_shape %t1256 [[0, 1], [2]] : tensor<32x16x64xf32> into tensor<512x64xf32> loc("backward.model.layers.1.self_attn.v_proj")
    %t1258 = tensor.empty() : tensor<64x512xf32> loc("backward.model.layers.1.self_attn.v_proj")
    %t1259 = linalg.transpose ins(%t1257 : tensor<512x64xf32>) outs(%t1258 : tensor<64x512xf32>) permutation = [1, 0] loc("backward.model.layers.1.self_attn.v_proj")
    %t1260 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.1.self_attn.v_proj")
    %c1261 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.1.self_attn.v_proj")
    %t1262 = linalg.fill ins(%c1261 : f32) outs(%t1260 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.model.layers.1.self_attn.v_proj")
    %t1263 = linalg.matmul ins(%t1259, %t381 : tensor<64x512xf32>, tensor<512x64xf32>) outs(%t1262 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.model.layers.1.self_attn.v_proj")
    %t1264 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.1.self_attn.v_proj")
    %t1265 = linalg.transpose ins(%t1263 : tensor<64x64xf32>) outs(%t1264 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.model.layers.1.self_attn.v_proj")
    %t1266 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.1.self_attn.v_proj")
    %t1267 = linalg.transpose ins(%t380 : tensor<64x64xf32>) outs(%t1266 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.model.layers.1.self_attn.v_proj")
    %t1268 = tensor.empty() : tensor<512x64xf32> loc("backward.model.layers.1.self_attn.v_proj")
    %c1269 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.1.self_attn.v_proj")
    %t1270 = linalg.fill ins(%c1269 : f32) outs(%t1268 : tensor<512x64xf32>) -> tensor<512x64xf32> loc("backward.model.layers.1.self_attn.v_proj")
    %t1271 = linalg.matmul ins(%t1257, %t1267 : tensor<512x64xf32>, tensor<64x64xf32>) outs(%t1270 : tensor<512x64xf32>) -> tensor<512x64xf32> loc("backward.model.layers.1.self_attn.v_proj")
    %t1272 = tensor.expand_shape %t1271 [[0, 1], [2]] output_shape [32, 16, 64] : tensor<512x64xf32> into tensor<32x16x64xf32> loc("backward.model.layers.1.self_attn.v_proj")
    %t1273 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.1.self_attn.v_proj")
    %t1274 = linalg.transpose ins(%t1265 : tensor<64x64xf32>) outs(%t1273 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.model.layers.1.self_attn.v_proj")
    %t1275 = tensor.empty() : tensor<32x16x4x16xf32> loc("backward.model.layers.1.self_attn")
    %t1276 = linalg.transpose ins(%t1218 : tensor<32x4x16x16xf32>) outs(%t1275 : tensor<32x16x4x16xf32>) permutation = [0, 2, 1, 3] loc("backward.model.layers.1.self_attn")
    %t1277 = tensor.collapse_shape %t1276 [[0], [1], [2, 3]] : tensor<32x16x4x16xf32> into tensor<32x16x64xf32> loc("backward.model.layers.1.self_attn")
    %t1278 = tensor.collapse_shape %t1277 [[0, 1], [2]] : tensor<32x16x64xf32> into tensor<512x64xf32> loc("backward.model.layers.1.self_attn.k_proj")
    %t1279 = tensor.empty() : tensor<64x512xf32> loc("backward.model.layers.1.self_attn.k_proj")
    %t1280 = linalg.transpose ins(%t1278 : tensor<512x64xf32>) outs(%t1279 : tensor<64x512xf32>) permutation = [1, 0] loc("backward.model.layers.1.self_attn.k_proj")
    %t1281 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.1.self_attn.k_proj")
    %c1282 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.1.self_attn.k_proj")
    %t1283 = linalg.fill ins(%c1282 : f32) outs(%t1281 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.model.layers.1.self_attn.k_proj")
    %t1284 = linalg.matmul ins(%t1280, %t370 : tensor<64x512xf32>, tensor<512x64xf32>) outs(%t1283 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.model.layers.1.self_attn.k_proj")
    %t1285 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.1.self_attn.k_proj")
    %t1286 = linalg.transpose ins(%t1284 : tensor<64x64xf32>) outs(%t1285 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.model.layers.1.self_attn.k_proj")
    %t1287 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.1.self_attn.k_proj")
    %t1288 = linalg.transpose ins(%t369 : tensor<64x64xf32>) outs(%t1287 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.model.layers.1.self_attn.k_proj")
    %t1289 = tensor.empty() : tensor<512x64xf32> loc("backward.model.layers.1.self_attn.k_proj")
    %c1290 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.1.self_attn.k_proj")
    %t1291 = linalg.fill ins(%c1290 : f32) outs(%t1289 : tensor<512x64xf32>) -> tensor<512x64xf32> loc("backward.model.layers.1.self_attn.k_proj")
    %t1292 = linalg.matmul ins(%t1278, %t1288 : tensor<512x64xf32>, tensor<64x64xf32>) outs(%t1291 : tensor<512x64xf32>) -> tensor<512x64xf32> loc("backward.model.layers.1.self_attn.k_proj")
    %t1293 = tensor.expand_shape %t1292 [[0, 1], [2]] output_shape [32, 16, 64] : tensor<512x64xf32> into tensor<32x16x64xf32> loc("backward.model.layers.1.self_attn.k_proj")
    %t1294 = tensor.empty() : tensor<32x16x64xf32> loc("backward.add_27")
    %t1299 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1272, %t1293 : tensor<32x16x64xf32>, tensor<32x16x64xf32>) outs(%t1294 : tensor<32x16x64xf32>) {
    ^bb0(%in1295: f32, %in1296: f32, %out1297: f32):
      %s1298 = arith.addf %in1295, %in1296 : f32
      linalg.yield %s1298 : f32
    } -> tensor<32x16x64xf32> loc("backward.add_27")
    %t1300 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.1.self_attn.k_proj")
    %t1301 = linalg.transpose ins(%t1286 : tensor<64x64xf32>) outs(%t1300 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.model.layers.1.self_attn.k_proj")
    %t1302 = tensor.empty() : tensor<32x16x4x16xf32> loc("backward.model.layers.1.self_attn")
    %t1303 = linalg.transpose ins(%t1253 : tensor<32x4x16x16xf32>) outs(%t1302 : tensor<32x16x4x16xf32>) permutation = [0, 2, 1, 3] loc("backward.model.layers.1.self_attn")
    %t1304 = tensor.collapse_shape %t1303 [[0], [1], [2, 3]] : tensor<32x16x4x16xf32> into tensor<32x16x64xf32> loc("backward.model.layers.1.self_attn")
    %t1305 = tensor.collapse_shape %t1304 [[0, 1], [2]] : tensor<32x16x64xf32> into tensor<512x64xf32> loc("backward.model.layers.1.self_attn.q_proj")
    %t1306 = tensor.empty() : tensor<64x512xf32> loc("backward.model.layers.1.self_attn.q_proj")
    %t1307 = linalg.transpose ins(%t1305 : tensor<512x64xf32>) outs(%t1306 : tensor<64x512xf32>) permutation = [1, 0] loc("backward.model.layers.1.self_attn.q_proj")
    %t1308 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.1.self_attn.q_proj")
    %c1309 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.1.self_attn.q_proj")
    %t1310 = linalg.fill ins(%c1309 : f32) outs(%t1308 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.model.layers.1.self_attn.q_proj")
    %t1311 = linalg.matmul ins(%t1307, %t359 : tensor<64x512xf32>, tensor<512x64xf32>) outs(%t1310 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.model.layers.1.self_attn.q_proj")
    %t1312 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.1.self_attn.q_proj")
    %t1313 = linalg.transpose ins(%t1311 : tensor<64x64xf32>) outs(%t1312 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.model.layers.1.self_attn.q_proj")
    %t1314 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.1.self_attn.q_proj")
    %t1315 = linalg.transpose ins(%t358 : tensor<64x64xf32>) outs(%t1314 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.model.layers.1.self_attn.q_proj")
    %t1316 = tensor.empty() : tensor<512x64xf32> loc("backward.model.layers.1.self_attn.q_proj")
    %c1317 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.1.self_attn.q_proj")
    %t1318 = linalg.fill ins(%c1317 : f32) outs(%t1316 : tensor<512x64xf32>) -> tensor<512x64xf32> loc("backward.model.layers.1.self_attn.q_proj")
    %t1319 = linalg.matmul ins(%t1305, %t1315 : tensor<512x64xf32>, tensor<64x64xf32>) outs(%t1318 : tensor<512x64xf32>) -> tensor<512x64xf32> loc("backward.model.layers.1.self_attn.q_proj")
    %t1320 = tensor.expand_shape %t1319 [[0, 1], [2]] output_shape [32, 16, 64] : tensor<512x64xf32> into tensor<32x16x64xf32> loc("backward.model.layers.1.self_attn.q_proj")
    %t1321 = tensor.empty() : tensor<32x16x64xf32> loc("backward.add_28")
    %t1326 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1299, %t1320 : tensor<32x16x64xf32>, tensor<32x16x64xf32>) outs(%t1321 : tensor<32x16x64xf32>) {
    ^bb0(%in1322: f32, %in1323: f32, %out1324: f32):
      %s1325 = arith.addf %in1322, %in1323 : f32
      linalg.yield %s1325 : f32
    } -> tensor<32x16x64xf32> loc("backward.add_28")
    %t1327 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.1.self_attn.q_proj")
    %t1328 = linalg.transpose ins(%t1313 : tensor<64x64xf32>) outs(%t1327 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.model.layers.1.self_attn.q_proj")
    %t1329 = tensor.empty() : tensor<32x16x64xf32> loc("backward.model.layers.1.input_layernorm")
    %t1334 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1326, %primals_18 : tensor<32x16x64xf32>, tensor<64xf32>) outs(%t1329 : tensor<32x16x64xf32>) {
    ^bb0(%in1330: f32, %in1331: f32, %out1332: f32):
      %s1333 = arith.mulf %in1330, %in1331 : f32
      linalg.yield %s1333 : f32
    } -> tensor<32x16x64xf32> loc("backward.model.layers.1.input_layernorm")
    %t1335 = tensor.empty() : tensor<32x16x64xf32> loc("backward.model.layers.1.input_layernorm")
    %t1340 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1326, %t350 : tensor<32x16x64xf32>, tensor<32x16x64xf32>) outs(%t1335 : tensor<32x16x64xf32>) {
    ^bb0(%in1336: f32, %in1337: f32, %out1338: f32):
      %s1339 = arith.mulf %in1336, %in1337 : f32
      linalg.yield %s1339 : f32
    } -> tensor<32x16x64xf32> loc("backward.model.layers.1.input_layernorm")
    %t1341 = tensor.empty() : tensor<64xf32> loc("backward.model.layers.1.input_layernorm")
    %c1342 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.1.input_layernorm")
    %t1343 = linalg.fill ins(%c1342 : f32) outs(%t1341 : tensor<64xf32>) -> tensor<64xf32> loc("backward.model.layers.1.input_layernorm")
    %t1347 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%t1340 : tensor<32x16x64xf32>) outs(%t1343 : tensor<64xf32>) {
    ^bb0(%in1344: f32, %out1345: f32):
      %s1346 = arith.addf %out1345, %in1344 : f32
      linalg.yield %s1346 : f32
    } -> tensor<64xf32> loc("backward.model.layers.1.input_layernorm")
    %t1348 = tensor.expand_shape %t1347 [[0, 1, 2]] output_shape [1, 1, 64] : tensor<64xf32> into tensor<1x1x64xf32> loc("backward.model.layers.1.input_layernorm")
    %t1349 = tensor.collapse_shape %t1348 [[0, 1, 2]] : tensor<1x1x64xf32> into tensor<64xf32> loc("backward.model.layers.1.input_layernorm")
    %t1350 = tensor.empty() : tensor<32x16x64xf32> loc("backward.model.layers.1.input_layernorm")
    %t1355 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1334, %t314 : tensor<32x16x64xf32>, tensor<32x16x64xf32>) outs(%t1350 : tensor<32x16x64xf32>) {
    ^bb0(%in1351: f32, %in1352: f32, %out1353: f32):
      %s1354 = arith.mulf %in1351, %in1352 : f32
      linalg.yield %s1354 : f32
    } -> tensor<32x16x64xf32> loc("backward.model.layers.1.input_layernorm")
    %t1356 = tensor.empty() : tensor<32x16x64xf32> loc("backward.model.layers.1.input_layernorm")
    %t1361 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1334, %t344 : tensor<32x16x64xf32>, tensor<32x16x1xf32>) outs(%t1356 : tensor<32x16x64xf32>) {
    ^bb0(%in1357: f32, %in1358: f32, %out1359: f32):
      %s1360 = arith.mulf %in1357, %in1358 : f32
      linalg.yield %s1360 : f32
    } -> tensor<32x16x64xf32> loc("backward.model.layers.1.input_layernorm")
    %t1362 = tensor.empty() : tensor<32x16xf32> loc("backward.model.layers.1.input_layernorm")
    %c1363 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.1.input_layernorm")
    %t1364 = linalg.fill ins(%c1363 : f32) outs(%t1362 : tensor<32x16xf32>) -> tensor<32x16xf32> loc("backward.model.layers.1.input_layernorm")
    %t1368 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t1355 : tensor<32x16x64xf32>) outs(%t1364 : tensor<32x16xf32>) {
    ^bb0(%in1365: f32, %out1366: f32):
      %s1367 = arith.addf %out1366, %in1365 : f32
      linalg.yield %s1367 : f32
    } -> tensor<32x16xf32> loc("backward.model.layers.1.input_layernorm")
    %t1369 = tensor.expand_shape %t1368 [[0], [1, 2]] output_shape [32, 16, 1] : tensor<32x16xf32> into tensor<32x16x1xf32> loc("backward.model.layers.1.input_layernorm")
    %t1370 = tensor.empty() : tensor<32x16x64xf32> loc("backward.add_29")
    %t1375 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1098, %t1361 : tensor<32x16x64xf32>, tensor<32x16x64xf32>) outs(%t1370 : tensor<32x16x64xf32>) {
    ^bb0(%in1371: f32, %in1372: f32, %out1373: f32):
      %s1374 = arith.addf %in1371, %in1372 : f32
      linalg.yield %s1374 : f32
    } -> tensor<32x16x64xf32> loc("backward.add_29")
    %t1376 = tensor.empty() : tensor<32x16x1xf32> loc("backward.model.layers.1.input_layernorm")
    %t1381 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t344 : tensor<32x16x1xf32>) outs(%t1376 : tensor<32x16x1xf32>) {
    ^bb0(%in1377: f32, %out1378: f32):
      %s1379 = arith.mulf %in1377, %in1377 : f32
      %s1380 = arith.mulf %s1379, %in1377 : f32
      linalg.yield %s1380 : f32
    } -> tensor<32x16x1xf32> loc("backward.model.layers.1.input_layernorm")
    %t1382 = tensor.empty() : tensor<32x16x1xf32> loc("backward.model.layers.1.input_layernorm")
    %t1387 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1369 : tensor<32x16x1xf32>) outs(%t1382 : tensor<32x16x1xf32>) {
    ^bb0(%in1383: f32, %out1384: f32):
      %s1385 = arith.constant -5.000000000e-01 : f32
      %s1386 = arith.mulf %in1383, %s1385 : f32
      linalg.yield %s1386 : f32
    } -> tensor<32x16x1xf32> loc("backward.model.layers.1.input_layernorm")
    %t1388 = tensor.empty() : tensor<32x16x1xf32> loc("backward.model.layers.1.input_layernorm")
    %t1393 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1387, %t1381 : tensor<32x16x1xf32>, tensor<32x16x1xf32>) outs(%t1388 : tensor<32x16x1xf32>) {
    ^bb0(%in1389: f32, %in1390: f32, %out1391: f32):
      %s1392 = arith.mulf %in1389, %in1390 : f32
      linalg.yield %s1392 : f32
    } -> tensor<32x16x1xf32> loc("backward.model.layers.1.input_layernorm")
    %t1394 = tensor.empty() : tensor<32x16x64xf32> loc("backward.model.layers.1.input_layernorm")
    %t1397 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1393 : tensor<32x16x1xf32>) outs(%t1394 : tensor<32x16x64xf32>) {
    ^bb0(%in1395: f32, %out1396: f32):
      linalg.yield %in1395 : f32
    } -> tensor<32x16x64xf32> loc("backward.model.layers.1.input_layernorm")
    %t1398 = tensor.empty() : tensor<32x16x64xf32> loc("backward.model.layers.1.input_layernorm")
    %t1403 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1397 : tensor<32x16x64xf32>) outs(%t1398 : tensor<32x16x64xf32>) {
    ^bb0(%in1399: f32, %out1400: f32):
      %s1401 = arith.constant 6.400000000e+01 : f32
      %s1402 = arith.divf %in1399, %s1401 : f32
      linalg.yield %s1402 : f32
    } -> tensor<32x16x64xf32> loc("backward.model.layers.1.input_layernorm")
    %t1404 = tensor.empty() : tensor<32x16x64xf32> loc("backward.model.layers.1.input_layernorm")
    %t1407 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t314 : tensor<32x16x64xf32>) outs(%t1404 : tensor<32x16x64xf32>) {
    ^bb0(%in1405: f32, %out1406: f32):
      linalg.yield %in1405 : f32
    } -> tensor<32x16x64xf32> loc("backward.model.layers.1.input_layernorm")
    %t1408 = tensor.empty() : tensor<32x16x64xf32> loc("backward.model.layers.1.input_layernorm")
    %t1413 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1407 : tensor<32x16x64xf32>) outs(%t1408 : tensor<32x16x64xf32>) {
    ^bb0(%in1409: f32, %out1410: f32):
      %s1411 = arith.constant 2.000000000e+00 : f32
      %s1412 = arith.mulf %in1409, %s1411 : f32
      linalg.yield %s1412 : f32
    } -> tensor<32x16x64xf32> loc("backward.model.layers.1.input_layernorm")
    %t1414 = tensor.empty() : tensor<32x16x64xf32> loc("backward.model.layers.1.input_layernorm")
    %t1419 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1403, %t1413 : tensor<32x16x64xf32>, tensor<32x16x64xf32>) outs(%t1414 : tensor<32x16x64xf32>) {
    ^bb0(%in1415: f32, %in1416: f32, %out1417: f32):
      %s1418 = arith.mulf %in1415, %in1416 : f32
      linalg.yield %s1418 : f32
    } -> tensor<32x16x64xf32> loc("backward.model.layers.1.input_layernorm")
    %t1420 = tensor.empty() : tensor<32x16x64xf32> loc("backward.add_30")
    %t1425 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1375, %t1419 : tensor<32x16x64xf32>, tensor<32x16x64xf32>) outs(%t1420 : tensor<32x16x64xf32>) {
    ^bb0(%in1421: f32, %in1422: f32, %out1423: f32):
      %s1424 = arith.addf %in1421, %in1422 : f32
      linalg.yield %s1424 : f32
    } -> tensor<32x16x64xf32> loc("backward.add_30")
    %t1426 = tensor.collapse_shape %t1425 [[0, 1], [2]] : tensor<32x16x64xf32> into tensor<512x64xf32> loc("backward.model.layers.0.mlp.down_proj")
    %t1427 = tensor.empty() : tensor<64x512xf32> loc("backward.model.layers.0.mlp.down_proj")
    %t1428 = linalg.transpose ins(%t1426 : tensor<512x64xf32>) outs(%t1427 : tensor<64x512xf32>) permutation = [1, 0] loc("backward.model.layers.0.mlp.down_proj")
    %t1429 = tensor.empty() : tensor<64x128xf32> loc("backward.model.layers.0.mlp.down_proj")
    %c1430 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.0.mlp.down_proj")
    %t1431 = linalg.fill ins(%c1430 : f32) outs(%t1429 : tensor<64x128xf32>) -> tensor<64x128xf32> loc("backward.model.layers.0.mlp.down_proj")
    %t1432 = linalg.matmul ins(%t1428, %t303 : tensor<64x512xf32>, tensor<512x128xf32>) outs(%t1431 : tensor<64x128xf32>) -> tensor<64x128xf32> loc("backward.model.layers.0.mlp.down_proj")
    %t1433 = tensor.empty() : tensor<128x64xf32> loc("backward.model.layers.0.mlp.down_proj")
    %t1434 = linalg.transpose ins(%t1432 : tensor<64x128xf32>) outs(%t1433 : tensor<128x64xf32>) permutation = [1, 0] loc("backward.model.layers.0.mlp.down_proj")
    %t1435 = tensor.empty() : tensor<64x128xf32> loc("backward.model.layers.0.mlp.down_proj")
    %t1436 = linalg.transpose ins(%t302 : tensor<128x64xf32>) outs(%t1435 : tensor<64x128xf32>) permutation = [1, 0] loc("backward.model.layers.0.mlp.down_proj")
    %t1437 = tensor.empty() : tensor<512x128xf32> loc("backward.model.layers.0.mlp.down_proj")
    %c1438 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.0.mlp.down_proj")
    %t1439 = linalg.fill ins(%c1438 : f32) outs(%t1437 : tensor<512x128xf32>) -> tensor<512x128xf32> loc("backward.model.layers.0.mlp.down_proj")
    %t1440 = linalg.matmul ins(%t1426, %t1436 : tensor<512x64xf32>, tensor<64x128xf32>) outs(%t1439 : tensor<512x128xf32>) -> tensor<512x128xf32> loc("backward.model.layers.0.mlp.down_proj")
    %t1441 = tensor.expand_shape %t1440 [[0, 1], [2]] output_shape [32, 16, 128] : tensor<512x128xf32> into tensor<32x16x128xf32> loc("backward.model.layers.0.mlp.down_proj")
    %t1442 = tensor.empty() : tensor<64x128xf32> loc("backward.model.layers.0.mlp.down_proj")
    %t1443 = linalg.transpose ins(%t1434 : tensor<128x64xf32>) outs(%t1442 : tensor<64x128xf32>) permutation = [1, 0] loc("backward.model.layers.0.mlp.down_proj")
    %t1444 = tensor.empty() : tensor<32x16x128xf32> loc("backward.model.layers.0.mlp")
    %t1449 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1441, %t286 : tensor<32x16x128xf32>, tensor<32x16x128xf32>) outs(%t1444 : tensor<32x16x128xf32>) {
    ^bb0(%in1445: f32, %in1446: f32, %out1447: f32):
      %s1448 = arith.mulf %in1445, %in1446 : f32
      linalg.yield %s1448 : f32
    } -> tensor<32x16x128xf32> loc("backward.model.layers.0.mlp")
    %t1450 = tensor.empty() : tensor<32x16x128xf32> loc("backward.model.layers.0.mlp")
    %t1455 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1441, %t294 : tensor<32x16x128xf32>, tensor<32x16x128xf32>) outs(%t1450 : tensor<32x16x128xf32>) {
    ^bb0(%in1451: f32, %in1452: f32, %out1453: f32):
      %s1454 = arith.mulf %in1451, %in1452 : f32
      linalg.yield %s1454 : f32
    } -> tensor<32x16x128xf32> loc("backward.model.layers.0.mlp")
    %t1456 = tensor.collapse_shape %t1449 [[0, 1], [2]] : tensor<32x16x128xf32> into tensor<512x128xf32> loc("backward.model.layers.0.mlp.up_proj")
    %t1457 = tensor.empty() : tensor<128x512xf32> loc("backward.model.layers.0.mlp.up_proj")
    %t1458 = linalg.transpose ins(%t1456 : tensor<512x128xf32>) outs(%t1457 : tensor<128x512xf32>) permutation = [1, 0] loc("backward.model.layers.0.mlp.up_proj")
    %t1459 = tensor.empty() : tensor<128x64xf32> loc("backward.model.layers.0.mlp.up_proj")
    %c1460 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.0.mlp.up_proj")
    %t1461 = linalg.fill ins(%c1460 : f32) outs(%t1459 : tensor<128x64xf32>) -> tensor<128x64xf32> loc("backward.model.layers.0.mlp.up_proj")
    %t1462 = linalg.matmul ins(%t1458, %t289 : tensor<128x512xf32>, tensor<512x64xf32>) outs(%t1461 : tensor<128x64xf32>) -> tensor<128x64xf32> loc("backward.model.layers.0.mlp.up_proj")
    %t1463 = tensor.empty() : tensor<64x128xf32> loc("backward.model.layers.0.mlp.up_proj")
    %t1464 = linalg.transpose ins(%t1462 : tensor<128x64xf32>) outs(%t1463 : tensor<64x128xf32>) permutation = [1, 0] loc("backward.model.layers.0.mlp.up_proj")
    %t1465 = tensor.empty() : tensor<128x64xf32> loc("backward.model.layers.0.mlp.up_proj")
    %t1466 = linalg.transpose ins(%t288 : tensor<64x128xf32>) outs(%t1465 : tensor<128x64xf32>) permutation = [1, 0] loc("backward.model.layers.0.mlp.up_proj")
    %t1467 = tensor.empty() : tensor<512x64xf32> loc("backward.model.layers.0.mlp.up_proj")
    %c1468 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.0.mlp.up_proj")
    %t1469 = linalg.fill ins(%c1468 : f32) outs(%t1467 : tensor<512x64xf32>) -> tensor<512x64xf32> loc("backward.model.layers.0.mlp.up_proj")
    %t1470 = linalg.matmul ins(%t1456, %t1466 : tensor<512x128xf32>, tensor<128x64xf32>) outs(%t1469 : tensor<512x64xf32>) -> tensor<512x64xf32> loc("backward.model.layers.0.mlp.up_proj")
    %t1471 = tensor.expand_shape %t1470 [[0, 1], [2]] output_shape [32, 16, 64] : tensor<512x64xf32> into tensor<32x16x64xf32> loc("backward.model.layers.0.mlp.up_proj")
    %t1472 = tensor.empty() : tensor<128x64xf32> loc("backward.model.layers.0.mlp.up_proj")
    %t1473 = linalg.transpose ins(%t1464 : tensor<64x128xf32>) outs(%t1472 : tensor<128x64xf32>) permutation = [1, 0] loc("backward.model.layers.0.mlp.up_proj")
    %t1474 = tensor.empty() : tensor<32x16x128xf32> loc("backward.model.layers.0.mlp.act_fn")
    %t1482 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t271 : tensor<32x16x128xf32>) outs(%t1474 : tensor<32x16x128xf32>) {
    ^bb0(%in1475: f32, %out1476: f32):
      %s1477 = arith.constant 1.000000000e+00 : f32
      %s1478 = arith.negf %in1475 : f32
      %s1479 = math.exp %s1478 : f32
      %s1480 = arith.addf %s1477, %s1479 : f32
      %s1481 = arith.divf %s1477, %s1480 : f32
      linalg.yield %s1481 : f32
    } -> tensor<32x16x128xf32> loc("backward.model.layers.0.mlp.act_fn")
    %cst1483 = arith.constant dense<1.000000000e+00> : tensor<32x16x128xf32> loc("backward.model.layers.0.mlp.act_fn")
    %t1484 = tensor.empty() : tensor<32x16x128xf32> loc("backward.model.layers.0.mlp.act_fn")
    %t1489 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst1483, %t1482 : tensor<32x16x128xf32>, tensor<32x16x128xf32>) outs(%t1484 : tensor<32x16x128xf32>) {
    ^bb0(%in1485: f32, %in1486: f32, %out1487: f32):
      %s1488 = arith.subf %in1485, %in1486 : f32
      linalg.yield %s1488 : f32
    } -> tensor<32x16x128xf32> loc("backward.model.layers.0.mlp.act_fn")
    %t1490 = tensor.empty() : tensor<32x16x128xf32> loc("backward.model.layers.0.mlp.act_fn")
    %t1495 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t271, %t1489 : tensor<32x16x128xf32>, tensor<32x16x128xf32>) outs(%t1490 : tensor<32x16x128xf32>) {
    ^bb0(%in1491: f32, %in1492: f32, %out1493: f32):
      %s1494 = arith.mulf %in1491, %in1492 : f32
      linalg.yield %s1494 : f32
    } -> tensor<32x16x128xf32> loc("backward.model.layers.0.mlp.act_fn")
    %t1496 = tensor.empty() : tensor<32x16x128xf32> loc("backward.model.layers.0.mlp.act_fn")
    %t1501 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1495 : tensor<32x16x128xf32>) outs(%t1496 : tensor<32x16x128xf32>) {
    ^bb0(%in1497: f32, %out1498: f32):
      %s1499 = arith.constant 1.000000000e+00 : f32
      %s1500 = arith.addf %in1497, %s1499 : f32
      linalg.yield %s1500 : f32
    } -> tensor<32x16x128xf32> loc("backward.model.layers.0.mlp.act_fn")
    %t1502 = tensor.empty() : tensor<32x16x128xf32> loc("backward.model.layers.0.mlp.act_fn")
    %t1507 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1482, %t1501 : tensor<32x16x128xf32>, tensor<32x16x128xf32>) outs(%t1502 : tensor<32x16x128xf32>) {
    ^bb0(%in1503: f32, %in1504: f32, %out1505: f32):
      %s1506 = arith.mulf %in1503, %in1504 : f32
      linalg.yield %s1506 : f32
    } -> tensor<32x16x128xf32> loc("backward.model.layers.0.mlp.act_fn")
    %t1508 = tensor.empty() : tensor<32x16x128xf32> loc("backward.model.layers.0.mlp.act_fn")
    %t1513 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1455, %t1507 : tensor<32x16x128xf32>, tensor<32x16x128xf32>) outs(%t1508 : tensor<32x16x128xf32>) {
    ^bb0(%in1509: f32, %in1510: f32, %out1511: f32):
      %s1512 = arith.mulf %in1509, %in1510 : f32
      linalg.yield %s1512 : f32
    } -> tensor<32x16x128xf32> loc("backward.model.layers.0.mlp.act_fn")
    %t1514 = tensor.collapse_shape %t1513 [[0, 1], [2]] : tensor<32x16x128xf32> into tensor<512x128xf32> loc("backward.model.layers.0.mlp.gate_proj")
    %t1515 = tensor.empty() : tensor<128x512xf32> loc("backward.model.layers.0.mlp.gate_proj")
    %t1516 = linalg.transpose ins(%t1514 : tensor<512x128xf32>) outs(%t1515 : tensor<128x512xf32>) permutation = [1, 0] loc("backward.model.layers.0.mlp.gate_proj")
    %t1517 = tensor.empty() : tensor<128x64xf32> loc("backward.model.layers.0.mlp.gate_proj")
    %c1518 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.0.mlp.gate_proj")
    %t1519 = linalg.fill ins(%c1518 : f32) outs(%t1517 : tensor<128x64xf32>) -> tensor<128x64xf32> loc("backward.model.layers.0.mlp.gate_proj")
    %t1520 = linalg.matmul ins(%t1516, %t266 : tensor<128x512xf32>, tensor<512x64xf32>) outs(%t1519 : tensor<128x64xf32>) -> tensor<128x64xf32> loc("backward.model.layers.0.mlp.gate_proj")
    %t1521 = tensor.empty() : tensor<64x128xf32> loc("backward.model.layers.0.mlp.gate_proj")
    %t1522 = linalg.transpose ins(%t1520 : tensor<128x64xf32>) outs(%t1521 : tensor<64x128xf32>) permutation = [1, 0] loc("backward.model.layers.0.mlp.gate_proj")
    %t1523 = tensor.empty() : tensor<128x64xf32> loc("backward.model.layers.0.mlp.gate_proj")
    %t1524 = linalg.transpose ins(%t265 : tensor<64x128xf32>) outs(%t1523 : tensor<128x64xf32>) permutation = [1, 0] loc("backward.model.layers.0.mlp.gate_proj")
    %t1525 = tensor.empty() : tensor<512x64xf32> loc("backward.model.layers.0.mlp.gate_proj")
    %c1526 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.0.mlp.gate_proj")
    %t1527 = linalg.fill ins(%c1526 : f32) outs(%t1525 : tensor<512x64xf32>) -> tensor<512x64xf32> loc("backward.model.layers.0.mlp.gate_proj")
    %t1528 = linalg.matmul ins(%t1514, %t1524 : tensor<512x128xf32>, tensor<128x64xf32>) outs(%t1527 : tensor<512x64xf32>) -> tensor<512x64xf32> loc("backward.model.layers.0.mlp.gate_proj")
    %t1529 = tensor.expand_shape %t1528 [[0, 1], [2]] output_shape [32, 16, 64] : tensor<512x64xf32> into tensor<32x16x64xf32> loc("backward.model.layers.0.mlp.gate_proj")
    %t1530 = tensor.empty() : tensor<32x16x64xf32> loc("backward.add_32")
    %t1535 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1471, %t1529 : tensor<32x16x64xf32>, tensor<32x16x64xf32>) outs(%t1530 : tensor<32x16x64xf32>) {
    ^bb0(%in1531: f32, %in1532: f32, %out1533: f32):
      %s1534 = arith.addf %in1531, %in1532 : f32
      linalg.yield %s1534 : f32
    } -> tensor<32x16x64xf32> loc("backward.add_32")
    %t1536 = tensor.empty() : tensor<128x64xf32> loc("backward.model.layers.0.mlp.gate_proj")
    %t1537 = linalg.transpose ins(%t1522 : tensor<64x128xf32>) outs(%t1536 : tensor<128x64xf32>) permutation = [1, 0] loc("backward.model.layers.0.mlp.gate_proj")
    %t1538 = tensor.empty() : tensor<32x16x64xf32> loc("backward.model.layers.0.post_attention_layernorm")
    %t1543 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1535, %primals_10 : tensor<32x16x64xf32>, tensor<64xf32>) outs(%t1538 : tensor<32x16x64xf32>) {
    ^bb0(%in1539: f32, %in1540: f32, %out1541: f32):
      %s1542 = arith.mulf %in1539, %in1540 : f32
      linalg.yield %s1542 : f32
    } -> tensor<32x16x64xf32> loc("backward.model.layers.0.post_attention_layernorm")
    %t1544 = tensor.empty() : tensor<32x16x64xf32> loc("backward.model.layers.0.post_attention_layernorm")
    %t1549 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1535, %t257 : tensor<32x16x64xf32>, tensor<32x16x64xf32>) outs(%t1544 : tensor<32x16x64xf32>) {
    ^bb0(%in1545: f32, %in1546: f32, %out1547: f32):
      %s1548 = arith.mulf %in1545, %in1546 : f32
      linalg.yield %s1548 : f32
    } -> tensor<32x16x64xf32> loc("backward.model.layers.0.post_attention_layernorm")
    %t1550 = tensor.empty() : tensor<64xf32> loc("backward.model.layers.0.post_attention_layernorm")
    %c1551 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.0.post_attention_layernorm")
    %t1552 = linalg.fill ins(%c1551 : f32) outs(%t1550 : tensor<64xf32>) -> tensor<64xf32> loc("backward.model.layers.0.post_attention_layernorm")
    %t1556 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%t1549 : tensor<32x16x64xf32>) outs(%t1552 : tensor<64xf32>) {
    ^bb0(%in1553: f32, %out1554: f32):
      %s1555 = arith.addf %out1554, %in1553 : f32
      linalg.yield %s1555 : f32
    } -> tensor<64xf32> loc("backward.model.layers.0.post_attention_layernorm")
    %t1557 = tensor.expand_shape %t1556 [[0, 1, 2]] output_shape [1, 1, 64] : tensor<64xf32> into tensor<1x1x64xf32> loc("backward.model.layers.0.post_attention_layernorm")
    %t1558 = tensor.collapse_shape %t1557 [[0, 1, 2]] : tensor<1x1x64xf32> into tensor<64xf32> loc("backward.model.layers.0.post_attention_layernorm")
    %t1559 = tensor.empty() : tensor<32x16x64xf32> loc("backward.model.layers.0.post_attention_layernorm")
    %t1564 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1543, %t221 : tensor<32x16x64xf32>, tensor<32x16x64xf32>) outs(%t1559 : tensor<32x16x64xf32>) {
    ^bb0(%in1560: f32, %in1561: f32, %out1562: f32):
      %s1563 = arith.mulf %in1560, %in1561 : f32
      linalg.yield %s1563 : f32
    } -> tensor<32x16x64xf32> loc("backward.model.layers.0.post_attention_layernorm")
    %t1565 = tensor.empty() : tensor<32x16x64xf32> loc("backward.model.layers.0.post_attention_layernorm")
    %t1570 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1543, %t251 : tensor<32x16x64xf32>, tensor<32x16x1xf32>) outs(%t1565 : tensor<32x16x64xf32>) {
    ^bb0(%in1566: f32, %in1567: f32, %out1568: f32):
      %s1569 = arith.mulf %in1566, %in1567 : f32
      linalg.yield %s1569 : f32
    } -> tensor<32x16x64xf32> loc("backward.model.layers.0.post_attention_layernorm")
    %t1571 = tensor.empty() : tensor<32x16xf32> loc("backward.model.layers.0.post_attention_layernorm")
    %c1572 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.0.post_attention_layernorm")
    %t1573 = linalg.fill ins(%c1572 : f32) outs(%t1571 : tensor<32x16xf32>) -> tensor<32x16xf32> loc("backward.model.layers.0.post_attention_layernorm")
    %t1577 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t1564 : tensor<32x16x64xf32>) outs(%t1573 : tensor<32x16xf32>) {
    ^bb0(%in1574: f32, %out1575: f32):
      %s1576 = arith.addf %out1575, %in1574 : f32
      linalg.yield %s1576 : f32
    } -> tensor<32x16xf32> loc("backward.model.layers.0.post_attention_layernorm")
    %t1578 = tensor.expand_shape %t1577 [[0], [1, 2]] output_shape [32, 16, 1] : tensor<32x16xf32> into tensor<32x16x1xf32> loc("backward.model.layers.0.post_attention_layernorm")
    %t1579 = tensor.empty() : tensor<32x16x64xf32> loc("backward.add_33")
    %t1584 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1425, %t1570 : tensor<32x16x64xf32>, tensor<32x16x64xf32>) outs(%t1579 : tensor<32x16x64xf32>) {
    ^bb0(%in1580: f32, %in1581: f32, %out1582: f32):
      %s1583 = arith.addf %in1580, %in1581 : f32
      linalg.yield %s1583 : f32
    } -> tensor<32x16x64xf32> loc("backward.add_33")
    %t1585 = tensor.empty() : tensor<32x16x1xf32> loc("backward.model.layers.0.post_attention_layernorm")
    %t1590 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t251 : tensor<32x16x1xf32>) outs(%t1585 : tensor<32x16x1xf32>) {
    ^bb0(%in1586: f32, %out1587: f32):
      %s1588 = arith.mulf %in1586, %in1586 : f32
      %s1589 = arith.mulf %s1588, %in1586 : f32
      linalg.yield %s1589 : f32
    } -> tensor<32x16x1xf32> loc("backward.model.layers.0.post_attention_layernorm")
    %t1591 = tensor.empty() : tensor<32x16x1xf32> loc("backward.model.layers.0.post_attention_layernorm")
    %t1596 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1578 : tensor<32x16x1xf32>) outs(%t1591 : tensor<32x16x1xf32>) {
    ^bb0(%in1592: f32, %out1593: f32):
      %s1594 = arith.constant -5.000000000e-01 : f32
      %s1595 = arith.mulf %in1592, %s1594 : f32
      linalg.yield %s1595 : f32
    } -> tensor<32x16x1xf32> loc("backward.model.layers.0.post_attention_layernorm")
    %t1597 = tensor.empty() : tensor<32x16x1xf32> loc("backward.model.layers.0.post_attention_layernorm")
    %t1602 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1596, %t1590 : tensor<32x16x1xf32>, tensor<32x16x1xf32>) outs(%t1597 : tensor<32x16x1xf32>) {
    ^bb0(%in1598: f32, %in1599: f32, %out1600: f32):
      %s1601 = arith.mulf %in1598, %in1599 : f32
      linalg.yield %s1601 : f32
    } -> tensor<32x16x1xf32> loc("backward.model.layers.0.post_attention_layernorm")
    %t1603 = tensor.empty() : tensor<32x16x64xf32> loc("backward.model.layers.0.post_attention_layernorm")
    %t1606 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1602 : tensor<32x16x1xf32>) outs(%t1603 : tensor<32x16x64xf32>) {
    ^bb0(%in1604: f32, %out1605: f32):
      linalg.yield %in1604 : f32
    } -> tensor<32x16x64xf32> loc("backward.model.layers.0.post_attention_layernorm")
    %t1607 = tensor.empty() : tensor<32x16x64xf32> loc("backward.model.layers.0.post_attention_layernorm")
    %t1612 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1606 : tensor<32x16x64xf32>) outs(%t1607 : tensor<32x16x64xf32>) {
    ^bb0(%in1608: f32, %out1609: f32):
      %s1610 = arith.constant 6.400000000e+01 : f32
      %s1611 = arith.divf %in1608, %s1610 : f32
      linalg.yield %s1611 : f32
    } -> tensor<32x16x64xf32> loc("backward.model.layers.0.post_attention_layernorm")
    %t1613 = tensor.empty() : tensor<32x16x64xf32> loc("backward.model.layers.0.post_attention_layernorm")
    %t1616 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t221 : tensor<32x16x64xf32>) outs(%t1613 : tensor<32x16x64xf32>) {
    ^bb0(%in1614: f32, %out1615: f32):
      linalg.yield %in1614 : f32
    } -> tensor<32x16x64xf32> loc("backward.model.layers.0.post_attention_layernorm")
    %t1617 = tensor.empty() : tensor<32x16x64xf32> loc("backward.model.layers.0.post_attention_layernorm")
    %t1622 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1616 : tensor<32x16x64xf32>) outs(%t1617 : tensor<32x16x64xf32>) {
    ^bb0(%in1618: f32, %out1619: f32):
      %s1620 = arith.constant 2.000000000e+00 : f32
      %s1621 = arith.mulf %in1618, %s1620 : f32
      linalg.yield %s1621 : f32
    } -> tensor<32x16x64xf32> loc("backward.model.layers.0.post_attention_layernorm")
    %t1623 = tensor.empty() : tensor<32x16x64xf32> loc("backward.model.layers.0.post_attention_layernorm")
    %t1628 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1612, %t1622 : tensor<32x16x64xf32>, tensor<32x16x64xf32>) outs(%t1623 : tensor<32x16x64xf32>) {
    ^bb0(%in1624: f32, %in1625: f32, %out1626: f32):
      %s1627 = arith.mulf %in1624, %in1625 : f32
      linalg.yield %s1627 : f32
    } -> tensor<32x16x64xf32> loc("backward.model.layers.0.post_attention_layernorm")
    %t1629 = tensor.empty() : tensor<32x16x64xf32> loc("backward.add_34")
    %t1634 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1584, %t1628 : tensor<32x16x64xf32>, tensor<32x16x64xf32>) outs(%t1629 : tensor<32x16x64xf32>) {
    ^bb0(%in1630: f32, %in1631: f32, %out1632: f32):
      %s1633 = arith.addf %in1630, %in1631 : f32
      linalg.yield %s1633 : f32
    } -> tensor<32x16x64xf32> loc("backward.add_34")
    %t1635 = tensor.collapse_shape %t1634 [[0, 1], [2]] : tensor<32x16x64xf32> into tensor<512x64xf32> loc("backward.model.layers.0.self_attn.o_proj")
    %t1636 = tensor.empty() : tensor<64x512xf32> loc("backward.model.layers.0.self_attn.o_proj")
    %t1637 = linalg.transpose ins(%t1635 : tensor<512x64xf32>) outs(%t1636 : tensor<64x512xf32>) permutation = [1, 0] loc("backward.model.layers.0.self_attn.o_proj")
    %t1638 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.0.self_attn.o_proj")
    %c1639 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.0.self_attn.o_proj")
    %t1640 = linalg.fill ins(%c1639 : f32) outs(%t1638 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.model.layers.0.self_attn.o_proj")
    %t1641 = linalg.matmul ins(%t1637, %t210 : tensor<64x512xf32>, tensor<512x64xf32>) outs(%t1640 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.model.layers.0.self_attn.o_proj")
    %t1642 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.0.self_attn.o_proj")
    %t1643 = linalg.transpose ins(%t1641 : tensor<64x64xf32>) outs(%t1642 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.model.layers.0.self_attn.o_proj")
    %t1644 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.0.self_attn.o_proj")
    %t1645 = linalg.transpose ins(%t209 : tensor<64x64xf32>) outs(%t1644 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.model.layers.0.self_attn.o_proj")
    %t1646 = tensor.empty() : tensor<512x64xf32> loc("backward.model.layers.0.self_attn.o_proj")
    %c1647 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.0.self_attn.o_proj")
    %t1648 = linalg.fill ins(%c1647 : f32) outs(%t1646 : tensor<512x64xf32>) -> tensor<512x64xf32> loc("backward.model.layers.0.self_attn.o_proj")
    %t1649 = linalg.matmul ins(%t1635, %t1645 : tensor<512x64xf32>, tensor<64x64xf32>) outs(%t1648 : tensor<512x64xf32>) -> tensor<512x64xf32> loc("backward.model.layers.0.self_attn.o_proj")
    %t1650 = tensor.expand_shape %t1649 [[0, 1], [2]] output_shape [32, 16, 64] : tensor<512x64xf32> into tensor<32x16x64xf32> loc("backward.model.layers.0.self_attn.o_proj")
    %t1651 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.0.self_attn.o_proj")
    %t1652 = linalg.transpose ins(%t1643 : tensor<64x64xf32>) outs(%t1651 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.model.layers.0.self_attn.o_proj")
    %t1653 = tensor.expand_shape %t1650 [[0], [1], [2, 3]] output_shape [32, 16, 4, 16] : tensor<32x16x64xf32> into tensor<32x16x4x16xf32> loc("backward.model.layers.0.self_attn")
    %t1654 = tensor.empty() : tensor<32x4x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1655 = linalg.transpose ins(%t1653 : tensor<32x16x4x16xf32>) outs(%t1654 : tensor<32x4x16x16xf32>) permutation = [0, 2, 1, 3] loc("backward.model.layers.0.self_attn")
    %t1656 = tensor.collapse_shape %t1655 [[0, 1], [2], [3]] : tensor<32x4x16x16xf32> into tensor<128x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1657 = tensor.empty() : tensor<128x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1658 = linalg.transpose ins(%t198 : tensor<128x16x16xf32>) outs(%t1657 : tensor<128x16x16xf32>) permutation = [0, 2, 1] loc("backward.model.layers.0.self_attn")
    %t1659 = tensor.empty() : tensor<128x16x16xf32> loc("backward.model.layers.0.self_attn")
    %c1660 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.0.self_attn")
    %t1661 = linalg.fill ins(%c1660 : f32) outs(%t1659 : tensor<128x16x16xf32>) -> tensor<128x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1662 = linalg.batch_matmul ins(%t1658, %t1656 : tensor<128x16x16xf32>, tensor<128x16x16xf32>) outs(%t1661 : tensor<128x16x16xf32>) -> tensor<128x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1663 = tensor.empty() : tensor<128x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1664 = linalg.transpose ins(%t199 : tensor<128x16x16xf32>) outs(%t1663 : tensor<128x16x16xf32>) permutation = [0, 2, 1] loc("backward.model.layers.0.self_attn")
    %t1665 = tensor.empty() : tensor<128x16x16xf32> loc("backward.model.layers.0.self_attn")
    %c1666 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.0.self_attn")
    %t1667 = linalg.fill ins(%c1666 : f32) outs(%t1665 : tensor<128x16x16xf32>) -> tensor<128x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1668 = linalg.batch_matmul ins(%t1656, %t1664 : tensor<128x16x16xf32>, tensor<128x16x16xf32>) outs(%t1667 : tensor<128x16x16xf32>) -> tensor<128x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1669 = tensor.expand_shape %t1662 [[0, 1], [2], [3]] output_shape [32, 4, 16, 16] : tensor<128x16x16xf32> into tensor<32x4x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1670 = tensor.expand_shape %t1668 [[0, 1], [2], [3]] output_shape [32, 4, 16, 16] : tensor<128x16x16xf32> into tensor<32x4x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1671 = tensor.empty() : tensor<32x4x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1676 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1670, %t197 : tensor<32x4x16x16xf32>, tensor<32x4x16x16xf32>) outs(%t1671 : tensor<32x4x16x16xf32>) {
    ^bb0(%in1672: f32, %in1673: f32, %out1674: f32):
      %s1675 = arith.mulf %in1672, %in1673 : f32
      linalg.yield %s1675 : f32
    } -> tensor<32x4x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1677 = tensor.empty() : tensor<32x4x16xf32> loc("backward.model.layers.0.self_attn")
    %c1678 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.0.self_attn")
    %t1679 = linalg.fill ins(%c1678 : f32) outs(%t1677 : tensor<32x4x16xf32>) -> tensor<32x4x16xf32> loc("backward.model.layers.0.self_attn")
    %t1683 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%t1676 : tensor<32x4x16x16xf32>) outs(%t1679 : tensor<32x4x16xf32>) {
    ^bb0(%in1680: f32, %out1681: f32):
      %s1682 = arith.addf %out1681, %in1680 : f32
      linalg.yield %s1682 : f32
    } -> tensor<32x4x16xf32> loc("backward.model.layers.0.self_attn")
    %t1684 = tensor.expand_shape %t1683 [[0], [1], [2, 3]] output_shape [32, 4, 16, 1] : tensor<32x4x16xf32> into tensor<32x4x16x1xf32> loc("backward.model.layers.0.self_attn")
    %t1685 = tensor.empty() : tensor<32x4x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1690 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t197, %t1684 : tensor<32x4x16x16xf32>, tensor<32x4x16x1xf32>) outs(%t1685 : tensor<32x4x16x16xf32>) {
    ^bb0(%in1686: f32, %in1687: f32, %out1688: f32):
      %s1689 = arith.mulf %in1686, %in1687 : f32
      linalg.yield %s1689 : f32
    } -> tensor<32x4x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1691 = tensor.empty() : tensor<32x4x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1696 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1676, %t1690 : tensor<32x4x16x16xf32>, tensor<32x4x16x16xf32>) outs(%t1691 : tensor<32x4x16x16xf32>) {
    ^bb0(%in1692: f32, %in1693: f32, %out1694: f32):
      %s1695 = arith.subf %in1692, %in1693 : f32
      linalg.yield %s1695 : f32
    } -> tensor<32x4x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1697 = tensor.empty() : tensor<32x4x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1702 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1696 : tensor<32x4x16x16xf32>) outs(%t1697 : tensor<32x4x16x16xf32>) {
    ^bb0(%in1698: f32, %out1699: f32):
      %s1700 = arith.constant 2.500000000e-01 : f32
      %s1701 = arith.mulf %in1698, %s1700 : f32
      linalg.yield %s1701 : f32
    } -> tensor<32x4x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1703 = tensor.collapse_shape %t1702 [[0, 1], [2], [3]] : tensor<32x4x16x16xf32> into tensor<128x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1704 = tensor.empty() : tensor<128x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1705 = linalg.transpose ins(%t136 : tensor<128x16x16xf32>) outs(%t1704 : tensor<128x16x16xf32>) permutation = [0, 2, 1] loc("backward.model.layers.0.self_attn")
    %t1706 = tensor.empty() : tensor<128x16x16xf32> loc("backward.model.layers.0.self_attn")
    %c1707 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.0.self_attn")
    %t1708 = linalg.fill ins(%c1707 : f32) outs(%t1706 : tensor<128x16x16xf32>) -> tensor<128x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1709 = linalg.batch_matmul ins(%t1705, %t1703 : tensor<128x16x16xf32>, tensor<128x16x16xf32>) outs(%t1708 : tensor<128x16x16xf32>) -> tensor<128x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1710 = tensor.empty() : tensor<128x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1711 = linalg.transpose ins(%t137 : tensor<128x16x16xf32>) outs(%t1710 : tensor<128x16x16xf32>) permutation = [0, 2, 1] loc("backward.model.layers.0.self_attn")
    %t1712 = tensor.empty() : tensor<128x16x16xf32> loc("backward.model.layers.0.self_attn")
    %c1713 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.0.self_attn")
    %t1714 = linalg.fill ins(%c1713 : f32) outs(%t1712 : tensor<128x16x16xf32>) -> tensor<128x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1715 = linalg.batch_matmul ins(%t1703, %t1711 : tensor<128x16x16xf32>, tensor<128x16x16xf32>) outs(%t1714 : tensor<128x16x16xf32>) -> tensor<128x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1716 = tensor.expand_shape %t1709 [[0, 1], [2], [3]] output_shape [32, 4, 16, 16] : tensor<128x16x16xf32> into tensor<32x4x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1717 = tensor.expand_shape %t1715 [[0, 1], [2], [3]] output_shape [32, 4, 16, 16] : tensor<128x16x16xf32> into tensor<32x4x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1718 = tensor.empty() : tensor<32x4x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1719 = linalg.transpose ins(%t1716 : tensor<32x4x16x16xf32>) outs(%t1718 : tensor<32x4x16x16xf32>) permutation = [0, 1, 3, 2] loc("backward.model.layers.0.self_attn")
    %t1720 = tensor.empty() : tensor<32x4x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1725 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1719, %cst93 : tensor<32x4x16x16xf32>, tensor<1x1x16x16xf32>) outs(%t1720 : tensor<32x4x16x16xf32>) {
    ^bb0(%in1721: f32, %in1722: f32, %out1723: f32):
      %s1724 = arith.mulf %in1721, %in1722 : f32
      linalg.yield %s1724 : f32
    } -> tensor<32x4x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1726 = tensor.extract_slice %t1725[0, 0, 0, 0] [32, 4, 16, 8] [1, 1, 1, 1] : tensor<32x4x16x16xf32> to tensor<32x4x16x8xf32> loc("backward.model.layers.0.self_attn")
    %t1727 = tensor.extract_slice %t1725[0, 0, 0, 8] [32, 4, 16, 8] [1, 1, 1, 1] : tensor<32x4x16x16xf32> to tensor<32x4x16x8xf32> loc("backward.model.layers.0.self_attn")
    %t1728 = tensor.empty() : tensor<32x4x16x8xf32> loc("backward.model.layers.0.self_attn")
    %t1732 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1726 : tensor<32x4x16x8xf32>) outs(%t1728 : tensor<32x4x16x8xf32>) {
    ^bb0(%in1729: f32, %out1730: f32):
      %s1731 = arith.negf %in1729 : f32
      linalg.yield %s1731 : f32
    } -> tensor<32x4x16x8xf32> loc("backward.model.layers.0.self_attn")
    %cst1733 = arith.constant dense<0.000000000e+00> : tensor<32x4x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1734 = tensor.insert_slice %t1732 into %cst1733[0, 0, 0, 8] [32, 4, 16, 8] [1, 1, 1, 1] : tensor<32x4x16x8xf32> into tensor<32x4x16x16xf32> loc("backward.model.layers.0.self_attn")
    %cst1735 = arith.constant dense<0.000000000e+00> : tensor<32x4x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1736 = tensor.insert_slice %t1727 into %cst1735[0, 0, 0, 0] [32, 4, 16, 8] [1, 1, 1, 1] : tensor<32x4x16x8xf32> into tensor<32x4x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1737 = tensor.empty() : tensor<32x4x16x16xf32> loc("backward.add_35")
    %t1742 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1734, %t1736 : tensor<32x4x16x16xf32>, tensor<32x4x16x16xf32>) outs(%t1737 : tensor<32x4x16x16xf32>) {
    ^bb0(%in1738: f32, %in1739: f32, %out1740: f32):
      %s1741 = arith.addf %in1738, %in1739 : f32
      linalg.yield %s1741 : f32
    } -> tensor<32x4x16x16xf32> loc("backward.add_35")
    %t1743 = tensor.empty() : tensor<32x4x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1748 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1719, %cst76 : tensor<32x4x16x16xf32>, tensor<1x1x16x16xf32>) outs(%t1743 : tensor<32x4x16x16xf32>) {
    ^bb0(%in1744: f32, %in1745: f32, %out1746: f32):
      %s1747 = arith.mulf %in1744, %in1745 : f32
      linalg.yield %s1747 : f32
    } -> tensor<32x4x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1749 = tensor.empty() : tensor<32x4x16x16xf32> loc("backward.add_36")
    %t1754 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1742, %t1748 : tensor<32x4x16x16xf32>, tensor<32x4x16x16xf32>) outs(%t1749 : tensor<32x4x16x16xf32>) {
    ^bb0(%in1750: f32, %in1751: f32, %out1752: f32):
      %s1753 = arith.addf %in1750, %in1751 : f32
      linalg.yield %s1753 : f32
    } -> tensor<32x4x16x16xf32> loc("backward.add_36")
    %t1755 = tensor.empty() : tensor<32x4x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1760 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1717, %cst93 : tensor<32x4x16x16xf32>, tensor<1x1x16x16xf32>) outs(%t1755 : tensor<32x4x16x16xf32>) {
    ^bb0(%in1756: f32, %in1757: f32, %out1758: f32):
      %s1759 = arith.mulf %in1756, %in1757 : f32
      linalg.yield %s1759 : f32
    } -> tensor<32x4x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1761 = tensor.extract_slice %t1760[0, 0, 0, 0] [32, 4, 16, 8] [1, 1, 1, 1] : tensor<32x4x16x16xf32> to tensor<32x4x16x8xf32> loc("backward.model.layers.0.self_attn")
    %t1762 = tensor.extract_slice %t1760[0, 0, 0, 8] [32, 4, 16, 8] [1, 1, 1, 1] : tensor<32x4x16x16xf32> to tensor<32x4x16x8xf32> loc("backward.model.layers.0.self_attn")
    %t1763 = tensor.empty() : tensor<32x4x16x8xf32> loc("backward.model.layers.0.self_attn")
    %t1767 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1761 : tensor<32x4x16x8xf32>) outs(%t1763 : tensor<32x4x16x8xf32>) {
    ^bb0(%in1764: f32, %out1765: f32):
      %s1766 = arith.negf %in1764 : f32
      linalg.yield %s1766 : f32
    } -> tensor<32x4x16x8xf32> loc("backward.model.layers.0.self_attn")
    %cst1768 = arith.constant dense<0.000000000e+00> : tensor<32x4x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1769 = tensor.insert_slice %t1767 into %cst1768[0, 0, 0, 8] [32, 4, 16, 8] [1, 1, 1, 1] : tensor<32x4x16x8xf32> into tensor<32x4x16x16xf32> loc("backward.model.layers.0.self_attn")
    %cst1770 = arith.constant dense<0.000000000e+00> : tensor<32x4x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1771 = tensor.insert_slice %t1762 into %cst1770[0, 0, 0, 0] [32, 4, 16, 8] [1, 1, 1, 1] : tensor<32x4x16x8xf32> into tensor<32x4x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1772 = tensor.empty() : tensor<32x4x16x16xf32> loc("backward.add_37")
    %t1777 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1769, %t1771 : tensor<32x4x16x16xf32>, tensor<32x4x16x16xf32>) outs(%t1772 : tensor<32x4x16x16xf32>) {
    ^bb0(%in1773: f32, %in1774: f32, %out1775: f32):
      %s1776 = arith.addf %in1773, %in1774 : f32
      linalg.yield %s1776 : f32
    } -> tensor<32x4x16x16xf32> loc("backward.add_37")
    %t1778 = tensor.empty() : tensor<32x4x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1783 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1717, %cst76 : tensor<32x4x16x16xf32>, tensor<1x1x16x16xf32>) outs(%t1778 : tensor<32x4x16x16xf32>) {
    ^bb0(%in1779: f32, %in1780: f32, %out1781: f32):
      %s1782 = arith.mulf %in1779, %in1780 : f32
      linalg.yield %s1782 : f32
    } -> tensor<32x4x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1784 = tensor.empty() : tensor<32x4x16x16xf32> loc("backward.add_38")
    %t1789 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1777, %t1783 : tensor<32x4x16x16xf32>, tensor<32x4x16x16xf32>) outs(%t1784 : tensor<32x4x16x16xf32>) {
    ^bb0(%in1785: f32, %in1786: f32, %out1787: f32):
      %s1788 = arith.addf %in1785, %in1786 : f32
      linalg.yield %s1788 : f32
    } -> tensor<32x4x16x16xf32> loc("backward.add_38")
    %t1790 = tensor.empty() : tensor<32x16x4x16xf32> loc("backward.model.layers.0.self_attn")
    %t1791 = linalg.transpose ins(%t1669 : tensor<32x4x16x16xf32>) outs(%t1790 : tensor<32x16x4x16xf32>) permutation = [0, 2, 1, 3] loc("backward.model.layers.0.self_attn")
    %t1792 = tensor.collapse_shape %t1791 [[0], [1], [2, 3]] : tensor<32x16x4x16xf32> into tensor<32x16x64xf32> loc("backward.model.layers.0.self_attn")
    %t1793 = tensor.collapse_shape %t1792 [[0, 1], [2]] : tensor<32x16x64xf32> into tensor<512x64xf32> loc("backward.model.layers.0.self_attn.v_proj")
    %t1794 = tensor.empty() : tensor<64x512xf32> loc("backward.model.layers.0.self_attn.v_proj")
    %t1795 = linalg.transpose ins(%t1793 : tensor<512x64xf32>) outs(%t1794 : tensor<64x512xf32>) permutation = [1, 0] loc("backward.model.layers.0.self_attn.v_proj")
    %t1796 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.0.self_attn.v_proj")
    %c1797 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.0.self_attn.v_proj")
    %t1798 = linalg.fill ins(%c1797 : f32) outs(%t1796 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.model.layers.0.self_attn.v_proj")
    %t1799 = linalg.matmul ins(%t1795, %t67 : tensor<64x512xf32>, tensor<512x64xf32>) outs(%t1798 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.model.layers.0.self_attn.v_proj")
    %t1800 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.0.self_attn.v_proj")
    %t1801 = linalg.transpose ins(%t1799 : tensor<64x64xf32>) outs(%t1800 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.model.layers.0.self_attn.v_proj")
    %t1802 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.0.self_attn.v_proj")
    %t1803 = linalg.transpose ins(%t66 : tensor<64x64xf32>) outs(%t1802 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.model.layers.0.self_attn.v_proj")
    %t1804 = tensor.empty() : tensor<512x64xf32> loc("backward.model.layers.0.self_attn.v_proj")
    %c1805 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.0.self_attn.v_proj")
    %t1806 = linalg.fill ins(%c1805 : f32) outs(%t1804 : tensor<512x64xf32>) -> tensor<512x64xf32> loc("backward.model.layers.0.self_attn.v_proj")
    %t1807 = linalg.matmul ins(%t1793, %t1803 : tensor<512x64xf32>, tensor<64x64xf32>) outs(%t1806 : tensor<512x64xf32>) -> tensor<512x64xf32> loc("backward.model.layers.0.self_attn.v_proj")
    %t1808 = tensor.expand_shape %t1807 [[0, 1], [2]] output_shape [32, 16, 64] : tensor<512x64xf32> into tensor<32x16x64xf32> loc("backward.model.layers.0.self_attn.v_proj")
    %t1809 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.0.self_attn.v_proj")
    %t1810 = linalg.transpose ins(%t1801 : tensor<64x64xf32>) outs(%t1809 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.model.layers.0.self_attn.v_proj")
    %t1811 = tensor.empty() : tensor<32x16x4x16xf32> loc("backward.model.layers.0.self_attn")
    %t1812 = linalg.transpose ins(%t1754 : tensor<32x4x16x16xf32>) outs(%t1811 : tensor<32x16x4x16xf32>) permutation = [0, 2, 1, 3] loc("backward.model.layers.0.self_attn")
    %t1813 = tensor.collapse_shape %t1812 [[0], [1], [2, 3]] : tensor<32x16x4x16xf32> into tensor<32x16x64xf32> loc("backward.model.layers.0.self_attn")
    %t1814 = tensor.collapse_shape %t1813 [[0, 1], [2]] : tensor<32x16x64xf32> into tensor<512x64xf32> loc("backward.model.layers.0.self_attn.k_proj")
    %t1815 = tensor.empty() : tensor<64x512xf32> loc("backward.model.layers.0.self_attn.k_proj")
    %t1816 = linalg.transpose ins(%t1814 : tensor<512x64xf32>) outs(%t1815 : tensor<64x512xf32>) permutation = [1, 0] loc("backward.model.layers.0.self_attn.k_proj")
    %t1817 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.0.self_attn.k_proj")
    %c1818 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.0.self_attn.k_proj")
    %t1819 = linalg.fill ins(%c1818 : f32) outs(%t1817 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.model.layers.0.self_attn.k_proj")
    %t1820 = linalg.matmul ins(%t1816, %t56 : tensor<64x512xf32>, tensor<512x64xf32>) outs(%t1819 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.model.layers.0.self_attn.k_proj")
    %t1821 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.0.self_attn.k_proj")
    %t1822 = linalg.transpose ins(%t1820 : tensor<64x64xf32>) outs(%t1821 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.model.layers.0.self_attn.k_proj")
    %t1823 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.0.self_attn.k_proj")
    %t1824 = linalg.transpose ins(%t55 : tensor<64x64xf32>) outs(%t1823 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.model.layers.0.self_attn.k_proj")
    %t1825 = tensor.empty() : tensor<512x64xf32> loc("backward.model.layers.0.self_attn.k_proj")
    %c1826 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.0.self_attn.k_proj")
    %t1827 = linalg.fill ins(%c1826 : f32) outs(%t1825 : tensor<512x64xf32>) -> tensor<512x64xf32> loc("backward.model.layers.0.self_attn.k_proj")
    %t1828 = linalg.matmul ins(%t1814, %t1824 : tensor<512x64xf32>, tensor<64x64xf32>) outs(%t1827 : tensor<512x64xf32>) -> tensor<512x64xf32> loc("backward.model.layers.0.self_attn.k_proj")
    %t1829 = tensor.expand_shape %t1828 [[0, 1], [2]] output_shape [32, 16, 64] : tensor<512x64xf32> into tensor<32x16x64xf32> loc("backward.model.layers.0.self_attn.k_proj")
    %t1830 = tensor.empty() : tensor<32x16x64xf32> loc("backward.add_39")
    %t1835 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1808, %t1829 : tensor<32x16x64xf32>, tensor<32x16x64xf32>) outs(%t1830 : tensor<32x16x64xf32>) {
    ^bb0(%in1831: f32, %in1832: f32, %out1833: f32):
      %s1834 = arith.addf %in1831, %in1832 : f32
      linalg.yield %s1834 : f32
    } -> tensor<32x16x64xf32> loc("backward.add_39")
    %t1836 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.0.self_attn.k_proj")
    %t1837 = linalg.transpose ins(%t1822 : tensor<64x64xf32>) outs(%t1836 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.model.layers.0.self_attn.k_proj")
    %t1838 = tensor.empty() : tensor<32x16x4x16xf32> loc("backward.model.layers.0.self_attn")
    %t1839 = linalg.transpose ins(%t1789 : tensor<32x4x16x16xf32>) outs(%t1838 : tensor<32x16x4x16xf32>) permutation = [0, 2, 1, 3] loc("backward.model.layers.0.self_attn")
    %t1840 = tensor.collapse_shape %t1839 [[0], [1], [2, 3]] : tensor<32x16x4x16xf32> into tensor<32x16x64xf32> loc("backward.model.layers.0.self_attn")
    %t1841 = tensor.collapse_shape %t1840 [[0, 1], [2]] : tensor<32x16x64xf32> into tensor<512x64xf32> loc("backward.model.layers.0.self_attn.q_proj")
    %t1842 = tensor.empty() : tensor<64x512xf32> loc("backward.model.layers.0.self_attn.q_proj")
    %t1843 = linalg.transpose ins(%t1841 : tensor<512x64xf32>) outs(%t1842 : tensor<64x512xf32>) permutation = [1, 0] loc("backward.model.layers.0.self_attn.q_proj")
    %t1844 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.0.self_attn.q_proj")
    %c1845 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.0.self_attn.q_proj")
    %t1846 = linalg.fill ins(%c1845 : f32) outs(%t1844 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.model.layers.0.self_attn.q_proj")
    %t1847 = linalg.matmul ins(%t1843, %t45 : tensor<64x512xf32>, tensor<512x64xf32>) outs(%t1846 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.model.layers.0.self_attn.q_proj")
    %t1848 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.0.self_attn.q_proj")
    %t1849 = linalg.transpose ins(%t1847 : tensor<64x64xf32>) outs(%t1848 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.model.layers.0.self_attn.q_proj")
    %t1850 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.0.self_attn.q_proj")
    %t1851 = linalg.transpose ins(%t44 : tensor<64x64xf32>) outs(%t1850 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.model.layers.0.self_attn.q_proj")
    %t1852 = tensor.empty() : tensor<512x64xf32> loc("backward.model.layers.0.self_attn.q_proj")
    %c1853 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.0.self_attn.q_proj")
    %t1854 = linalg.fill ins(%c1853 : f32) outs(%t1852 : tensor<512x64xf32>) -> tensor<512x64xf32> loc("backward.model.layers.0.self_attn.q_proj")
    %t1855 = linalg.matmul ins(%t1841, %t1851 : tensor<512x64xf32>, tensor<64x64xf32>) outs(%t1854 : tensor<512x64xf32>) -> tensor<512x64xf32> loc("backward.model.layers.0.self_attn.q_proj")
    %t1856 = tensor.expand_shape %t1855 [[0, 1], [2]] output_shape [32, 16, 64] : tensor<512x64xf32> into tensor<32x16x64xf32> loc("backward.model.layers.0.self_attn.q_proj")
    %t1857 = tensor.empty() : tensor<32x16x64xf32> loc("backward.add_40")
    %t1862 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1835, %t1856 : tensor<32x16x64xf32>, tensor<32x16x64xf32>) outs(%t1857 : tensor<32x16x64xf32>) {
    ^bb0(%in1858: f32, %in1859: f32, %out1860: f32):
      %s1861 = arith.addf %in1858, %in1859 : f32
      linalg.yield %s1861 : f32
    } -> tensor<32x16x64xf32> loc("backward.add_40")
    %t1863 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.0.self_attn.q_proj")
    %t1864 = linalg.transpose ins(%t1849 : tensor<64x64xf32>) outs(%t1863 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.model.layers.0.self_attn.q_proj")
    %t1865 = tensor.empty() : tensor<32x16x64xf32> loc("backward.model.layers.0.input_layernorm")
    %t1870 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1862, %t36 : tensor<32x16x64xf32>, tensor<32x16x64xf32>) outs(%t1865 : tensor<32x16x64xf32>) {
    ^bb0(%in1866: f32, %in1867: f32, %out1868: f32):
      %s1869 = arith.mulf %in1866, %in1867 : f32
      linalg.yield %s1869 : f32
    } -> tensor<32x16x64xf32> loc("backward.model.layers.0.input_layernorm")
    %t1871 = tensor.empty() : tensor<64xf32> loc("backward.model.layers.0.input_layernorm")
    %c1872 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.0.input_layernorm")
    %t1873 = linalg.fill ins(%c1872 : f32) outs(%t1871 : tensor<64xf32>) -> tensor<64xf32> loc("backward.model.layers.0.input_layernorm")
    %t1877 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%t1870 : tensor<32x16x64xf32>) outs(%t1873 : tensor<64xf32>) {
    ^bb0(%in1874: f32, %out1875: f32):
      %s1876 = arith.addf %out1875, %in1874 : f32
      linalg.yield %s1876 : f32
    } -> tensor<64xf32> loc("backward.model.layers.0.input_layernorm")
    %t1878 = tensor.expand_shape %t1877 [[0, 1, 2]] output_shape [1, 1, 64] : tensor<64xf32> into tensor<1x1x64xf32> loc("backward.model.layers.0.input_layernorm")
    %t1879 = tensor.collapse_shape %t1878 [[0, 1, 2]] : tensor<1x1x64xf32> into tensor<64xf32> loc("backward.model.layers.0.input_layernorm")
    return %t729, %t1864, %t1837, %t1810, %t1652, %t1537, %t1473, %t1443, %t1879, %t1558, %t1328, %t1301, %t1274, %t1116, %t1001, %t937, %t907, %t1349, %t1022, %t819, %t798 : tensor<f32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<128x64xf32>, tensor<128x64xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<128x64xf32>, tensor<128x64xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128x64xf32> loc("root.output")
  }
}
