module {
  // model: remat.torch.export --model llama_b4
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
    %primals_24: tensor<4x16x64xf32>,
    %primals_25: tensor<4x16x128xf32>,
    %tangents_1: tensor<f32> {remat.cotangent}
  ) -> (tensor<f32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<128x64xf32>, tensor<128x64xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<128x64xf32>, tensor<128x64xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128x64xf32>) {
    %t1 = tensor.empty() : tensor<4x16x64xf32> loc("model.layers.0.input_layernorm")
    %t5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%primals_24 : tensor<4x16x64xf32>) outs(%t1 : tensor<4x16x64xf32>) {
    ^bb0(%in2: f32, %out3: f32):
      %s4 = arith.mulf %in2, %in2 : f32
      linalg.yield %s4 : f32
    } -> tensor<4x16x64xf32> loc("model.layers.0.input_layernorm")
    %t6 = tensor.empty() : tensor<4x16xf32> loc("model.layers.0.input_layernorm")
    %c7 = arith.constant 0.000000000e+00 : f32 loc("model.layers.0.input_layernorm")
    %t8 = linalg.fill ins(%c7 : f32) outs(%t6 : tensor<4x16xf32>) -> tensor<4x16xf32> loc("model.layers.0.input_layernorm")
    %t12 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t5 : tensor<4x16x64xf32>) outs(%t8 : tensor<4x16xf32>) {
    ^bb0(%in9: f32, %out10: f32):
      %s11 = arith.addf %out10, %in9 : f32
      linalg.yield %s11 : f32
    } -> tensor<4x16xf32> loc("model.layers.0.input_layernorm")
    %t13 = tensor.empty() : tensor<4x16xf32> loc("model.layers.0.input_layernorm")
    %t18 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t12 : tensor<4x16xf32>) outs(%t13 : tensor<4x16xf32>) {
    ^bb0(%in14: f32, %out15: f32):
      %s16 = arith.constant 1.562500000e-02 : f32
      %s17 = arith.mulf %in14, %s16 : f32
      linalg.yield %s17 : f32
    } -> tensor<4x16xf32> loc("model.layers.0.input_layernorm")
    %t19 = tensor.expand_shape %t18 [[0], [1, 2]] output_shape [4, 16, 1] : tensor<4x16xf32> into tensor<4x16x1xf32> loc("model.layers.0.input_layernorm")
    %t20 = tensor.empty() : tensor<4x16x1xf32> loc("model.layers.0.input_layernorm")
    %t25 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t19 : tensor<4x16x1xf32>) outs(%t20 : tensor<4x16x1xf32>) {
    ^bb0(%in21: f32, %out22: f32):
      %s23 = arith.constant 9.999999975e-07 : f32
      %s24 = arith.addf %in21, %s23 : f32
      linalg.yield %s24 : f32
    } -> tensor<4x16x1xf32> loc("model.layers.0.input_layernorm")
    %t26 = tensor.empty() : tensor<4x16x1xf32> loc("model.layers.0.input_layernorm")
    %t30 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t25 : tensor<4x16x1xf32>) outs(%t26 : tensor<4x16x1xf32>) {
    ^bb0(%in27: f32, %out28: f32):
      %s29 = math.rsqrt %in27 : f32
      linalg.yield %s29 : f32
    } -> tensor<4x16x1xf32> loc("model.layers.0.input_layernorm")
    %t31 = tensor.empty() : tensor<4x16x64xf32> loc("model.layers.0.input_layernorm")
    %t36 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%primals_24, %t30 : tensor<4x16x64xf32>, tensor<4x16x1xf32>) outs(%t31 : tensor<4x16x64xf32>) {
    ^bb0(%in32: f32, %in33: f32, %out34: f32):
      %s35 = arith.mulf %in32, %in33 : f32
      linalg.yield %s35 : f32
    } -> tensor<4x16x64xf32> loc("model.layers.0.input_layernorm")
    %t37 = tensor.empty() : tensor<4x16x64xf32> loc("model.layers.0.input_layernorm")
    %t42 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%primals_9, %t36 : tensor<64xf32>, tensor<4x16x64xf32>) outs(%t37 : tensor<4x16x64xf32>) {
    ^bb0(%in38: f32, %in39: f32, %out40: f32):
      %s41 = arith.mulf %in38, %in39 : f32
      linalg.yield %s41 : f32
    } -> tensor<4x16x64xf32> loc("model.layers.0.input_layernorm")
    %t43 = tensor.empty() : tensor<64x64xf32> loc("model.layers.0.self_attn.q_proj")
    %t44 = linalg.transpose ins(%primals_2 : tensor<64x64xf32>) outs(%t43 : tensor<64x64xf32>) permutation = [1, 0] loc("model.layers.0.self_attn.q_proj")
    %t45 = tensor.collapse_shape %t42 [[0, 1], [2]] : tensor<4x16x64xf32> into tensor<64x64xf32> loc("model.layers.0.self_attn.q_proj")
    %t46 = tensor.empty() : tensor<64x64xf32> loc("model.layers.0.self_attn.q_proj")
    %c47 = arith.constant 0.000000000e+00 : f32 loc("model.layers.0.self_attn.q_proj")
    %t48 = linalg.fill ins(%c47 : f32) outs(%t46 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("model.layers.0.self_attn.q_proj")
    %t49 = linalg.matmul ins(%t45, %t44 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%t48 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("model.layers.0.self_attn.q_proj")
    %t50 = tensor.expand_shape %t49 [[0, 1], [2]] output_shape [4, 16, 64] : tensor<64x64xf32> into tensor<4x16x64xf32> loc("model.layers.0.self_attn.q_proj")
    %t51 = tensor.expand_shape %t50 [[0], [1], [2, 3]] output_shape [4, 16, 4, 16] : tensor<4x16x64xf32> into tensor<4x16x4x16xf32> loc("model.layers.0.self_attn")
    %t52 = tensor.empty() : tensor<4x4x16x16xf32> loc("model.layers.0.self_attn")
    %t53 = linalg.transpose ins(%t51 : tensor<4x16x4x16xf32>) outs(%t52 : tensor<4x4x16x16xf32>) permutation = [0, 2, 1, 3] loc("model.layers.0.self_attn")
    %t54 = tensor.empty() : tensor<64x64xf32> loc("model.layers.0.self_attn.k_proj")
    %t55 = linalg.transpose ins(%primals_3 : tensor<64x64xf32>) outs(%t54 : tensor<64x64xf32>) permutation = [1, 0] loc("model.layers.0.self_attn.k_proj")
    %t56 = tensor.collapse_shape %t42 [[0, 1], [2]] : tensor<4x16x64xf32> into tensor<64x64xf32> loc("model.layers.0.self_attn.k_proj")
    %t57 = tensor.empty() : tensor<64x64xf32> loc("model.layers.0.self_attn.k_proj")
    %c58 = arith.constant 0.000000000e+00 : f32 loc("model.layers.0.self_attn.k_proj")
    %t59 = linalg.fill ins(%c58 : f32) outs(%t57 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("model.layers.0.self_attn.k_proj")
    %t60 = linalg.matmul ins(%t56, %t55 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%t59 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("model.layers.0.self_attn.k_proj")
    %t61 = tensor.expand_shape %t60 [[0, 1], [2]] output_shape [4, 16, 64] : tensor<64x64xf32> into tensor<4x16x64xf32> loc("model.layers.0.self_attn.k_proj")
    %t62 = tensor.expand_shape %t61 [[0], [1], [2, 3]] output_shape [4, 16, 4, 16] : tensor<4x16x64xf32> into tensor<4x16x4x16xf32> loc("model.layers.0.self_attn")
    %t63 = tensor.empty() : tensor<4x4x16x16xf32> loc("model.layers.0.self_attn")
    %t64 = linalg.transpose ins(%t62 : tensor<4x16x4x16xf32>) outs(%t63 : tensor<4x4x16x16xf32>) permutation = [0, 2, 1, 3] loc("model.layers.0.self_attn")
    %t65 = tensor.empty() : tensor<64x64xf32> loc("model.layers.0.self_attn.v_proj")
    %t66 = linalg.transpose ins(%primals_4 : tensor<64x64xf32>) outs(%t65 : tensor<64x64xf32>) permutation = [1, 0] loc("model.layers.0.self_attn.v_proj")
    %t67 = tensor.collapse_shape %t42 [[0, 1], [2]] : tensor<4x16x64xf32> into tensor<64x64xf32> loc("model.layers.0.self_attn.v_proj")
    %t68 = tensor.empty() : tensor<64x64xf32> loc("model.layers.0.self_attn.v_proj")
    %c69 = arith.constant 0.000000000e+00 : f32 loc("model.layers.0.self_attn.v_proj")
    %t70 = linalg.fill ins(%c69 : f32) outs(%t68 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("model.layers.0.self_attn.v_proj")
    %t71 = linalg.matmul ins(%t67, %t66 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%t70 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("model.layers.0.self_attn.v_proj")
    %t72 = tensor.expand_shape %t71 [[0, 1], [2]] output_shape [4, 16, 64] : tensor<64x64xf32> into tensor<4x16x64xf32> loc("model.layers.0.self_attn.v_proj")
    %t73 = tensor.expand_shape %t72 [[0], [1], [2, 3]] output_shape [4, 16, 4, 16] : tensor<4x16x64xf32> into tensor<4x16x4x16xf32> loc("model.layers.0.self_attn")
    %t74 = tensor.empty() : tensor<4x4x16x16xf32> loc("model.layers.0.self_attn")
    %t75 = linalg.transpose ins(%t73 : tensor<4x16x4x16xf32>) outs(%t74 : tensor<4x4x16x16xf32>) permutation = [0, 2, 1, 3] loc("model.layers.0.self_attn")
    %cst76 = arith.constant dense<"0x0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F41510A3F6B4E733F98B87E3F3CDF7F3FB9FC7F3FACFF7F3FF8FF7F3FFFFF7F3F41510A3F6B4E733F98B87E3F3CDF7F3FB9FC7F3FACFF7F3FF8FF7F3FFFFF7F3F3311D5BEEC7B4E3FA5E57A3FF97C7F3FE5F27F3FB1FE7F3FDFFF7F3FFDFF7F3F3311D5BEEC7B4E3FA5E57A3FF97C7F3FE5F27F3FB1FE7F3FDFFF7F3FFDFF7F3F26707DBF582F153FEF90743F4FD97E3F83E27F3F0DFD7F3FB5FF7F3FF9FF7F3F26707DBF582F153FEF90743F4FD97E3F83E27F3F0DFD7F3FB5FF7F3FF9FF7F3F305527BFB12E9A3EA7CA6B3F69F47D3F94CB7F3FC2FA7F3F7AFF7F3FF3FF7F3F305527BFB12E9A3EA7CA6B3F69F47D3F94CB7F3FC2FA7F3F7AFF7F3FF3FF7F3F2C3C913EE97229BC40A9603F81CE7C3F19AE7F3FCFF77F3F2EFF7F3FEBFF7F3F2C3C913EE97229BC40A9603F81CE7C3F19AE7F3FCFF77F3F2EFF7F3FEBFF7F3FB8CD753F6D3FA4BE3249533FE3677B3F128A7F3F34F47F3FD2FE7F3FE2FF7F3FB8CD753F6D3FA4BE3249533FE3677B3F128A7F3F34F47F3FD2FE7F3FE2FF7F3FBDFF403FBC7419BFB3CC433FEAC0793F815F7F3FF2EF7F3F65FE7F3FD7FF7F3FBDFF403FBC7419BFB3CC433FEAC0793F815F7F3FF2EF7F3F65FE7F3FD7FF7F3FF6FD14BEE59151BF5F5B323F02DA773F652E7F3F08EB7F3FE7FD7F3FCAFF7F3FF6FD14BEE59151BF5F5B323F02DA773F652E7F3F08EB7F3FE7FD7F3FCAFF7F3FD53F69BFA2E674BFD4211F3FA9B3753FC2F67E3F76E57F3F59FD7F3FBCFF7F3FD53F69BFA2E674BFD4211F3FA9B3753FC2F67E3F76E57F3F59FD7F3FBCFF7F3F64CD56BFFBF17FBF41510A3F6A4E733F98B87E3F3CDF7F3FB9FC7F3FACFF7F3F64CD56BFFBF17FBF41510A3F6A4E733F98B87E3F3CDF7F3FB9FC7F3FACFF7F3F7205913B8D9B71BFC03DE83EE4AA703FE8737E3F5BD87F3F09FC7F3F9BFF7F3F7205913B8D9B71BFC03DE83EE4AA703FE8737E3F5BD87F3F09FC7F3F9BFF7F3FD006583F564F4BBFF386B93EC3C96D3FB5287E3FD2D07F3F48FB7F3F87FF7F3FD006583F564F4BBFF386B93EC3C96D3FB5287E3FD2D07F3F48FB7F3F87FF7F3F6F4E683F9DD910BF99F5883EC3AB6A3F00D77D3FA1C87F3F76FA7F3F72FF7F3F6F4E683F9DD910BF99F5883EC3AB6A3F00D77D3FA1C87F3F76FA7F3F72FF7F3FD7040C3E0A0D90BEDF0B2E3EB151673FCC7E7D3FC9BF7F3F94F97F3F5CFF7F3FD7040C3E0A0D90BEDF0B2E3EB151673FCC7E7D3FC9BF7F3F94F97F3F5CFF7F3FE87A42BF9622FE3CAADE903D68BC633F1A207D3F49B67F3FA1F87F3F43FF7F3FE87A42BF9622FE3CAADE903D68BC633F1A207D3F49B67F3FA1F87F3F43FF7F3F"> : tensor<1x1x16x16xf32> loc("model.layers.0.self_attn")
    %t77 = tensor.empty() : tensor<4x4x16x16xf32> loc("model.layers.0.self_attn")
    %t82 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t53, %cst76 : tensor<4x4x16x16xf32>, tensor<1x1x16x16xf32>) outs(%t77 : tensor<4x4x16x16xf32>) {
    ^bb0(%in78: f32, %in79: f32, %out80: f32):
      %s81 = arith.mulf %in78, %in79 : f32
      linalg.yield %s81 : f32
    } -> tensor<4x4x16x16xf32> loc("model.layers.0.self_attn")
    %t83 = tensor.extract_slice %t53[0, 0, 0, 0] [4, 4, 16, 8] [1, 1, 1, 1] : tensor<4x4x16x16xf32> to tensor<4x4x16x8xf32> loc("model.layers.0.self_attn")
    %t84 = tensor.extract_slice %t53[0, 0, 0, 8] [4, 4, 16, 8] [1, 1, 1, 1] : tensor<4x4x16x16xf32> to tensor<4x4x16x8xf32> loc("model.layers.0.self_attn")
    %t85 = tensor.empty() : tensor<4x4x16x8xf32> loc("model.layers.0.self_attn")
    %t89 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t84 : tensor<4x4x16x8xf32>) outs(%t85 : tensor<4x4x16x8xf32>) {
    ^bb0(%in86: f32, %out87: f32):
      %s88 = arith.negf %in86 : f32
      linalg.yield %s88 : f32
    } -> tensor<4x4x16x8xf32> loc("model.layers.0.self_attn")
    %t90 = tensor.empty() : tensor<4x4x16x16xf32> loc("model.layers.0.self_attn")
    %t91 = tensor.insert_slice %t89 into %t90[0, 0, 0, 0] [4, 4, 16, 8] [1, 1, 1, 1] : tensor<4x4x16x8xf32> into tensor<4x4x16x16xf32> loc("model.layers.0.self_attn")
    %t92 = tensor.insert_slice %t83 into %t91[0, 0, 0, 8] [4, 4, 16, 8] [1, 1, 1, 1] : tensor<4x4x16x8xf32> into tensor<4x4x16x16xf32> loc("model.layers.0.self_attn")
    %cst93 = arith.constant dense<"0x00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000A46A573F3E399F3E7775CC3D5C81013D57D6233C213E4F3B6E12833A60CBA539A46A573F3E399F3E7775CC3D5C81013D57D6233C213E4F3B6E12833A60CBA539B7C7683F1B54173FF96F4B3EC970813D3ED4A33CDD3DCF3B6912033B5FCB253AB7C7683F1B54173FF96F4B3EC970813D3ED4A33CDD3DCF3B6912033B5FCB253AC381103EC209503F6D4E973EC1FFC13D1FB9F53C116E1B3C939B443B0EB1783AC381103EC209503F6D4E973EC1FFC13D1FB9F53C116E1B3C939B443B0EB1783ACFBD41BFDE1D743FD861C73E892E013EDBCB233DCE3C4F3C5812833B5DCBA53ACFBD41BFDE1D743FD861C73E892E013EDBCB233DCE3C4F3C5812833B5DCBA53A107C75BF7FFC7F3F4477F53E1F3C213EF4B64C3D8185813CDED6A33B323ECF3A107C75BF7FFC7F3F4477F53E1F3C213EF4B64C3D8185813CDED6A33B323ECF3A8C0F8FBE4E78723F698C103F6F20413ED19C753D476C9B3C599BC43B06B1F83A8C0F8FBE4E78723F698C103F6F20413ED19C753D476C9B3C599BC43B06B1F83A4630283F6EE84C3F73EB243F51D3603E323E8F3DA652B53CC75FE53BEC11113B4630283F6EE84C3F73EB243F51D3603E323E8F3DA652B53CC75FE53BEC11113B95467D3F7E06133FA6A4373F5226803E50AAA33D8F38CF3C1312033C54CB253B95467D3F7E06133FA6A4373F5226803E50AAA33D8F38CF3C1312033C54CB253B3201D33EEE1F953E1D88483F2EC28F3E3E12B83DF01DE93C3B74133CBB843A3B3201D33EEE1F953E1D88483F2EC28F3E3E12B83DF01DE93C3B74133CBB843A3BF8440BBF9770A9BCA46A573F3F399F3E7675CC3D5C81013D58D6233C213E4F3BF8440BBF9770A9BCA46A573F3F399F3E7675CC3D5C81013D58D6233C213E4F3B5CFF7FBF1F41A9BE2B26643F8C87AE3E72D3E03D6B730E3D6B38343C86F7633B5CFF7FBF1F41A9BE2B26643F8C87AE3E72D3E03D6B730E3D6B38343C86F7633BD85C09BF24911BBF1D9A6E3F2DA9BD3EAC2BF53D1D651B3D719A443CE9B0783BD85C09BF24911BBF1D9A6E3F2DA9BD3EAC2BF53D1D651B3D719A443CE9B0783B2220D73E4C1453BFC0AB763F419ACC3ED0BE043E6A56283D6BFC543C25B5863B2220D73E4C1453BFC0AB763F419ACC3ED0BE043E6A56283D6BFC543C25B5863B72987D3FB3A875BF6F467C3FF556DB3E64E40E3E4747353D575E653CD511913B72987D3FB3A875BF6F467C3FF556DB3E64E40E3E4747353D575E653CD511913B4479263F75E07FBFD55B7F3F85DBE93E4F06193EAE37423D34C0753C846E9B3B4479263F75E07FBFD55B7F3F85DBE93E4F06193EAE37423D34C0753C846E9B3B"> : tensor<1x1x16x16xf32> loc("model.layers.0.self_attn")
    %t94 = tensor.empty() : tensor<4x4x16x16xf32> loc("model.layers.0.self_attn")
    %t99 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t92, %cst93 : tensor<4x4x16x16xf32>, tensor<1x1x16x16xf32>) outs(%t94 : tensor<4x4x16x16xf32>) {
    ^bb0(%in95: f32, %in96: f32, %out97: f32):
      %s98 = arith.mulf %in95, %in96 : f32
      linalg.yield %s98 : f32
    } -> tensor<4x4x16x16xf32> loc("model.layers.0.self_attn")
    %t100 = tensor.empty() : tensor<4x4x16x16xf32> loc("model.layers.0.self_attn")
    %t105 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t82, %t99 : tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) outs(%t100 : tensor<4x4x16x16xf32>) {
    ^bb0(%in101: f32, %in102: f32, %out103: f32):
      %s104 = arith.addf %in101, %in102 : f32
      linalg.yield %s104 : f32
    } -> tensor<4x4x16x16xf32> loc("model.layers.0.self_attn")
    %t106 = tensor.empty() : tensor<4x4x16x16xf32> loc("model.layers.0.self_attn")
    %t111 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t64, %cst76 : tensor<4x4x16x16xf32>, tensor<1x1x16x16xf32>) outs(%t106 : tensor<4x4x16x16xf32>) {
    ^bb0(%in107: f32, %in108: f32, %out109: f32):
      %s110 = arith.mulf %in107, %in108 : f32
      linalg.yield %s110 : f32
    } -> tensor<4x4x16x16xf32> loc("model.layers.0.self_attn")
    %t112 = tensor.extract_slice %t64[0, 0, 0, 0] [4, 4, 16, 8] [1, 1, 1, 1] : tensor<4x4x16x16xf32> to tensor<4x4x16x8xf32> loc("model.layers.0.self_attn")
    %t113 = tensor.extract_slice %t64[0, 0, 0, 8] [4, 4, 16, 8] [1, 1, 1, 1] : tensor<4x4x16x16xf32> to tensor<4x4x16x8xf32> loc("model.layers.0.self_attn")
    %t114 = tensor.empty() : tensor<4x4x16x8xf32> loc("model.layers.0.self_attn")
    %t118 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t113 : tensor<4x4x16x8xf32>) outs(%t114 : tensor<4x4x16x8xf32>) {
    ^bb0(%in115: f32, %out116: f32):
      %s117 = arith.negf %in115 : f32
      linalg.yield %s117 : f32
    } -> tensor<4x4x16x8xf32> loc("model.layers.0.self_attn")
    %t119 = tensor.empty() : tensor<4x4x16x16xf32> loc("model.layers.0.self_attn")
    %t120 = tensor.insert_slice %t118 into %t119[0, 0, 0, 0] [4, 4, 16, 8] [1, 1, 1, 1] : tensor<4x4x16x8xf32> into tensor<4x4x16x16xf32> loc("model.layers.0.self_attn")
    %t121 = tensor.insert_slice %t112 into %t120[0, 0, 0, 8] [4, 4, 16, 8] [1, 1, 1, 1] : tensor<4x4x16x8xf32> into tensor<4x4x16x16xf32> loc("model.layers.0.self_attn")
    %t122 = tensor.empty() : tensor<4x4x16x16xf32> loc("model.layers.0.self_attn")
    %t127 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t121, %cst93 : tensor<4x4x16x16xf32>, tensor<1x1x16x16xf32>) outs(%t122 : tensor<4x4x16x16xf32>) {
    ^bb0(%in123: f32, %in124: f32, %out125: f32):
      %s126 = arith.mulf %in123, %in124 : f32
      linalg.yield %s126 : f32
    } -> tensor<4x4x16x16xf32> loc("model.layers.0.self_attn")
    %t128 = tensor.empty() : tensor<4x4x16x16xf32> loc("model.layers.0.self_attn")
    %t133 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t111, %t127 : tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) outs(%t128 : tensor<4x4x16x16xf32>) {
    ^bb0(%in129: f32, %in130: f32, %out131: f32):
      %s132 = arith.addf %in129, %in130 : f32
      linalg.yield %s132 : f32
    } -> tensor<4x4x16x16xf32> loc("model.layers.0.self_attn")
    %t134 = tensor.empty() : tensor<4x4x16x16xf32> loc("model.layers.0.self_attn")
    %t135 = linalg.transpose ins(%t133 : tensor<4x4x16x16xf32>) outs(%t134 : tensor<4x4x16x16xf32>) permutation = [0, 1, 3, 2] loc("model.layers.0.self_attn")
    %t136 = tensor.collapse_shape %t105 [[0, 1], [2], [3]] : tensor<4x4x16x16xf32> into tensor<16x16x16xf32> loc("model.layers.0.self_attn")
    %t137 = tensor.collapse_shape %t135 [[0, 1], [2], [3]] : tensor<4x4x16x16xf32> into tensor<16x16x16xf32> loc("model.layers.0.self_attn")
    %t138 = tensor.empty() : tensor<16x16x16xf32> loc("model.layers.0.self_attn")
    %c139 = arith.constant 0.000000000e+00 : f32 loc("model.layers.0.self_attn")
    %t140 = linalg.fill ins(%c139 : f32) outs(%t138 : tensor<16x16x16xf32>) -> tensor<16x16x16xf32> loc("model.layers.0.self_attn")
    %t141 = linalg.batch_matmul ins(%t136, %t137 : tensor<16x16x16xf32>, tensor<16x16x16xf32>) outs(%t140 : tensor<16x16x16xf32>) -> tensor<16x16x16xf32> loc("model.layers.0.self_attn")
    %t142 = tensor.expand_shape %t141 [[0, 1], [2], [3]] output_shape [4, 4, 16, 16] : tensor<16x16x16xf32> into tensor<4x4x16x16xf32> loc("model.layers.0.self_attn")
    %t143 = tensor.empty() : tensor<4x4x16x16xf32> loc("model.layers.0.self_attn")
    %t148 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t142 : tensor<4x4x16x16xf32>) outs(%t143 : tensor<4x4x16x16xf32>) {
    ^bb0(%in144: f32, %out145: f32):
      %s146 = arith.constant 2.500000000e-01 : f32
      %s147 = arith.mulf %in144, %s146 : f32
      linalg.yield %s147 : f32
    } -> tensor<4x4x16x16xf32> loc("model.layers.0.self_attn")
    %cst149 = arith.constant dense<"0x00000000FFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFF0000000000000000FFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFF000000000000000000000000FFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFF00000000000000000000000000000000FFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFF0000000000000000000000000000000000000000FFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFF000000000000000000000000000000000000000000000000FFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFF00000000000000000000000000000000000000000000000000000000FFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFF0000000000000000000000000000000000000000000000000000000000000000FFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFF000000000000000000000000000000000000000000000000000000000000000000000000FFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFF00000000000000000000000000000000000000000000000000000000000000000000000000000000FFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFF0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000FFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFF000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000FFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFF00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000FFFF7FFFFFFF7FFFFFFF7FFF0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000FFFF7FFFFFFF7FFF000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000FFFF7FFF0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000FFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFF0000000000000000FFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFF000000000000000000000000FFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFF00000000000000000000000000000000FFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFF0000000000000000000000000000000000000000FFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFF000000000000000000000000000000000000000000000000FFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFF00000000000000000000000000000000000000000000000000000000FFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFF0000000000000000000000000000000000000000000000000000000000000000FFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFF000000000000000000000000000000000000000000000000000000000000000000000000FFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFF00000000000000000000000000000000000000000000000000000000000000000000000000000000FFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFF0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000FFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFF000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000FFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFF00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000FFFF7FFFFFFF7FFFFFFF7FFF0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000FFFF7FFFFFFF7FFF000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000FFFF7FFF0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000FFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFF0000000000000000FFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFF000000000000000000000000FFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFF00000000000000000000000000000000FFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFF0000000000000000000000000000000000000000FFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFF000000000000000000000000000000000000000000000000FFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFF00000000000000000000000000000000000000000000000000000000FFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFF0000000000000000000000000000000000000000000000000000000000000000FFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFF000000000000000000000000000000000000000000000000000000000000000000000000FFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFF00000000000000000000000000000000000000000000000000000000000000000000000000000000FFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFF0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000FFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFF000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000FFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFF00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000FFFF7FFFFFFF7FFFFFFF7FFF0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000FFFF7FFFFFFF7FFF000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000FFFF7FFF0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000FFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFF0000000000000000FFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFF000000000000000000000000FFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFF00000000000000000000000000000000FFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFF0000000000000000000000000000000000000000FFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFF000000000000000000000000000000000000000000000000FFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFF00000000000000000000000000000000000000000000000000000000FFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFF0000000000000000000000000000000000000000000000000000000000000000FFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFF000000000000000000000000000000000000000000000000000000000000000000000000FFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFF00000000000000000000000000000000000000000000000000000000000000000000000000000000FFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFF0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000FFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFF000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000FFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFF00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000FFFF7FFFFFFF7FFFFFFF7FFF0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000FFFF7FFFFFFF7FFF000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000FFFF7FFF00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"> : tensor<4x1x16x16xf32> loc("model.layers.0.self_attn")
    %t150 = tensor.empty() : tensor<4x4x16x16xf32> loc("model.layers.0.self_attn")
    %t155 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t148, %cst149 : tensor<4x4x16x16xf32>, tensor<4x1x16x16xf32>) outs(%t150 : tensor<4x4x16x16xf32>) {
    ^bb0(%in151: f32, %in152: f32, %out153: f32):
      %s154 = arith.addf %in151, %in152 : f32
      linalg.yield %s154 : f32
    } -> tensor<4x4x16x16xf32> loc("model.layers.0.self_attn")
    %t156 = tensor.empty() : tensor<4x4x16xf32> loc("model.layers.0.self_attn")
    %c157 = arith.constant 0xFF800000 : f32 loc("model.layers.0.self_attn")
    %t158 = linalg.fill ins(%c157 : f32) outs(%t156 : tensor<4x4x16xf32>) -> tensor<4x4x16xf32> loc("model.layers.0.self_attn")
    %t162 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%t155 : tensor<4x4x16x16xf32>) outs(%t158 : tensor<4x4x16xf32>) {
    ^bb0(%in159: f32, %out160: f32):
      %s161 = arith.maximumf %out160, %in159 : f32
      linalg.yield %s161 : f32
    } -> tensor<4x4x16xf32> loc("model.layers.0.self_attn")
    %t163 = tensor.expand_shape %t162 [[0], [1], [2, 3]] output_shape [4, 4, 16, 1] : tensor<4x4x16xf32> into tensor<4x4x16x1xf32> loc("model.layers.0.self_attn")
    %t164 = tensor.empty() : tensor<4x4x16x16xf32> loc("model.layers.0.self_attn")
    %t170 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t155, %t163 : tensor<4x4x16x16xf32>, tensor<4x4x16x1xf32>) outs(%t164 : tensor<4x4x16x16xf32>) {
    ^bb0(%in165: f32, %in166: f32, %out167: f32):
      %s168 = arith.subf %in165, %in166 : f32
      %s169 = math.exp %s168 : f32
      linalg.yield %s169 : f32
    } -> tensor<4x4x16x16xf32> loc("model.layers.0.self_attn")
    %t171 = tensor.empty() : tensor<4x4x16xf32> loc("model.layers.0.self_attn")
    %c172 = arith.constant 0.000000000e+00 : f32 loc("model.layers.0.self_attn")
    %t173 = linalg.fill ins(%c172 : f32) outs(%t171 : tensor<4x4x16xf32>) -> tensor<4x4x16xf32> loc("model.layers.0.self_attn")
    %t177 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%t170 : tensor<4x4x16x16xf32>) outs(%t173 : tensor<4x4x16xf32>) {
    ^bb0(%in174: f32, %out175: f32):
      %s176 = arith.addf %out175, %in174 : f32
      linalg.yield %s176 : f32
    } -> tensor<4x4x16xf32> loc("model.layers.0.self_attn")
    %t178 = tensor.expand_shape %t177 [[0], [1], [2, 3]] output_shape [4, 4, 16, 1] : tensor<4x4x16xf32> into tensor<4x4x16x1xf32> loc("model.layers.0.self_attn")
    %t179 = tensor.empty() : tensor<4x4x16x16xf32> loc("model.layers.0.self_attn")
    %t184 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t170, %t178 : tensor<4x4x16x16xf32>, tensor<4x4x16x1xf32>) outs(%t179 : tensor<4x4x16x16xf32>) {
    ^bb0(%in180: f32, %in181: f32, %out182: f32):
      %s183 = arith.divf %in180, %in181 : f32
      linalg.yield %s183 : f32
    } -> tensor<4x4x16x16xf32> loc("model.layers.0.self_attn")
    %t185 = tensor.collapse_shape %t184 [[0, 1], [2], [3]] : tensor<4x4x16x16xf32> into tensor<16x16x16xf32> loc("model.layers.0.self_attn")
    %t186 = tensor.collapse_shape %t75 [[0, 1], [2], [3]] : tensor<4x4x16x16xf32> into tensor<16x16x16xf32> loc("model.layers.0.self_attn")
    %t187 = tensor.empty() : tensor<16x16x16xf32> loc("model.layers.0.self_attn")
    %c188 = arith.constant 0.000000000e+00 : f32 loc("model.layers.0.self_attn")
    %t189 = linalg.fill ins(%c188 : f32) outs(%t187 : tensor<16x16x16xf32>) -> tensor<16x16x16xf32> loc("model.layers.0.self_attn")
    %t190 = linalg.batch_matmul ins(%t185, %t186 : tensor<16x16x16xf32>, tensor<16x16x16xf32>) outs(%t189 : tensor<16x16x16xf32>) -> tensor<16x16x16xf32> loc("model.layers.0.self_attn")
    %t191 = tensor.expand_shape %t190 [[0, 1], [2], [3]] output_shape [4, 4, 16, 16] : tensor<16x16x16xf32> into tensor<4x4x16x16xf32> loc("model.layers.0.self_attn")
    %t192 = tensor.empty() : tensor<4x16x4x16xf32> loc("model.layers.0.self_attn")
    %t193 = linalg.transpose ins(%t191 : tensor<4x4x16x16xf32>) outs(%t192 : tensor<4x16x4x16xf32>) permutation = [0, 2, 1, 3] loc("model.layers.0.self_attn")
    %t194 = tensor.collapse_shape %t193 [[0], [1], [2, 3]] : tensor<4x16x4x16xf32> into tensor<4x16x64xf32> loc("model.layers.0.self_attn")
    %t195 = tensor.empty() : tensor<64x64xf32> loc("model.layers.0.self_attn.o_proj")
    %t196 = linalg.transpose ins(%primals_5 : tensor<64x64xf32>) outs(%t195 : tensor<64x64xf32>) permutation = [1, 0] loc("model.layers.0.self_attn.o_proj")
    %t197 = tensor.collapse_shape %t194 [[0, 1], [2]] : tensor<4x16x64xf32> into tensor<64x64xf32> loc("model.layers.0.self_attn.o_proj")
    %t198 = tensor.empty() : tensor<64x64xf32> loc("model.layers.0.self_attn.o_proj")
    %c199 = arith.constant 0.000000000e+00 : f32 loc("model.layers.0.self_attn.o_proj")
    %t200 = linalg.fill ins(%c199 : f32) outs(%t198 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("model.layers.0.self_attn.o_proj")
    %t201 = linalg.matmul ins(%t197, %t196 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%t200 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("model.layers.0.self_attn.o_proj")
    %t202 = tensor.expand_shape %t201 [[0, 1], [2]] output_shape [4, 16, 64] : tensor<64x64xf32> into tensor<4x16x64xf32> loc("model.layers.0.self_attn.o_proj")
    %t203 = tensor.empty() : tensor<4x16x64xf32> loc("model.layers.0")
    %t208 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%primals_24, %t202 : tensor<4x16x64xf32>, tensor<4x16x64xf32>) outs(%t203 : tensor<4x16x64xf32>) {
    ^bb0(%in204: f32, %in205: f32, %out206: f32):
      %s207 = arith.addf %in204, %in205 : f32
      linalg.yield %s207 : f32
    } -> tensor<4x16x64xf32> loc("model.layers.0")
    %t209 = tensor.empty() : tensor<4x16x64xf32> loc("model.layers.0.post_attention_layernorm")
    %t213 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t208 : tensor<4x16x64xf32>) outs(%t209 : tensor<4x16x64xf32>) {
    ^bb0(%in210: f32, %out211: f32):
      %s212 = arith.mulf %in210, %in210 : f32
      linalg.yield %s212 : f32
    } -> tensor<4x16x64xf32> loc("model.layers.0.post_attention_layernorm")
    %t214 = tensor.empty() : tensor<4x16xf32> loc("model.layers.0.post_attention_layernorm")
    %c215 = arith.constant 0.000000000e+00 : f32 loc("model.layers.0.post_attention_layernorm")
    %t216 = linalg.fill ins(%c215 : f32) outs(%t214 : tensor<4x16xf32>) -> tensor<4x16xf32> loc("model.layers.0.post_attention_layernorm")
    %t220 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t213 : tensor<4x16x64xf32>) outs(%t216 : tensor<4x16xf32>) {
    ^bb0(%in217: f32, %out218: f32):
      %s219 = arith.addf %out218, %in217 : f32
      linalg.yield %s219 : f32
    } -> tensor<4x16xf32> loc("model.layers.0.post_attention_layernorm")
    %t221 = tensor.empty() : tensor<4x16xf32> loc("model.layers.0.post_attention_layernorm")
    %t226 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t220 : tensor<4x16xf32>) outs(%t221 : tensor<4x16xf32>) {
    ^bb0(%in222: f32, %out223: f32):
      %s224 = arith.constant 1.562500000e-02 : f32
      %s225 = arith.mulf %in222, %s224 : f32
      linalg.yield %s225 : f32
    } -> tensor<4x16xf32> loc("model.layers.0.post_attention_layernorm")
    %t227 = tensor.expand_shape %t226 [[0], [1, 2]] output_shape [4, 16, 1] : tensor<4x16xf32> into tensor<4x16x1xf32> loc("model.layers.0.post_attention_layernorm")
    %t228 = tensor.empty() : tensor<4x16x1xf32> loc("model.layers.0.post_attention_layernorm")
    %t233 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t227 : tensor<4x16x1xf32>) outs(%t228 : tensor<4x16x1xf32>) {
    ^bb0(%in229: f32, %out230: f32):
      %s231 = arith.constant 9.999999975e-07 : f32
      %s232 = arith.addf %in229, %s231 : f32
      linalg.yield %s232 : f32
    } -> tensor<4x16x1xf32> loc("model.layers.0.post_attention_layernorm")
    %t234 = tensor.empty() : tensor<4x16x1xf32> loc("model.layers.0.post_attention_layernorm")
    %t238 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t233 : tensor<4x16x1xf32>) outs(%t234 : tensor<4x16x1xf32>) {
    ^bb0(%in235: f32, %out236: f32):
      %s237 = math.rsqrt %in235 : f32
      linalg.yield %s237 : f32
    } -> tensor<4x16x1xf32> loc("model.layers.0.post_attention_layernorm")
    %t239 = tensor.empty() : tensor<4x16x64xf32> loc("model.layers.0.post_attention_layernorm")
    %t244 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t208, %t238 : tensor<4x16x64xf32>, tensor<4x16x1xf32>) outs(%t239 : tensor<4x16x64xf32>) {
    ^bb0(%in240: f32, %in241: f32, %out242: f32):
      %s243 = arith.mulf %in240, %in241 : f32
      linalg.yield %s243 : f32
    } -> tensor<4x16x64xf32> loc("model.layers.0.post_attention_layernorm")
    %t245 = tensor.empty() : tensor<4x16x64xf32> loc("model.layers.0.post_attention_layernorm")
    %t250 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%primals_10, %t244 : tensor<64xf32>, tensor<4x16x64xf32>) outs(%t245 : tensor<4x16x64xf32>) {
    ^bb0(%in246: f32, %in247: f32, %out248: f32):
      %s249 = arith.mulf %in246, %in247 : f32
      linalg.yield %s249 : f32
    } -> tensor<4x16x64xf32> loc("model.layers.0.post_attention_layernorm")
    %t251 = tensor.empty() : tensor<64x128xf32> loc("model.layers.0.mlp.gate_proj")
    %t252 = linalg.transpose ins(%primals_6 : tensor<128x64xf32>) outs(%t251 : tensor<64x128xf32>) permutation = [1, 0] loc("model.layers.0.mlp.gate_proj")
    %t253 = tensor.collapse_shape %t250 [[0, 1], [2]] : tensor<4x16x64xf32> into tensor<64x64xf32> loc("model.layers.0.mlp.gate_proj")
    %t254 = tensor.empty() : tensor<64x128xf32> loc("model.layers.0.mlp.gate_proj")
    %c255 = arith.constant 0.000000000e+00 : f32 loc("model.layers.0.mlp.gate_proj")
    %t256 = linalg.fill ins(%c255 : f32) outs(%t254 : tensor<64x128xf32>) -> tensor<64x128xf32> loc("model.layers.0.mlp.gate_proj")
    %t257 = linalg.matmul ins(%t253, %t252 : tensor<64x64xf32>, tensor<64x128xf32>) outs(%t256 : tensor<64x128xf32>) -> tensor<64x128xf32> loc("model.layers.0.mlp.gate_proj")
    %t258 = tensor.expand_shape %t257 [[0, 1], [2]] output_shape [4, 16, 128] : tensor<64x128xf32> into tensor<4x16x128xf32> loc("model.layers.0.mlp.gate_proj")
    %t259 = tensor.empty() : tensor<4x16x128xf32> loc("model.layers.0.mlp.act_fn")
    %t267 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t258 : tensor<4x16x128xf32>) outs(%t259 : tensor<4x16x128xf32>) {
    ^bb0(%in260: f32, %out261: f32):
      %s262 = arith.constant 1.000000000e+00 : f32
      %s263 = arith.negf %in260 : f32
      %s264 = math.exp %s263 : f32
      %s265 = arith.addf %s262, %s264 : f32
      %s266 = arith.divf %s262, %s265 : f32
      linalg.yield %s266 : f32
    } -> tensor<4x16x128xf32> loc("model.layers.0.mlp.act_fn")
    %t268 = tensor.empty() : tensor<4x16x128xf32> loc("model.layers.0.mlp.act_fn")
    %t273 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t258, %t267 : tensor<4x16x128xf32>, tensor<4x16x128xf32>) outs(%t268 : tensor<4x16x128xf32>) {
    ^bb0(%in269: f32, %in270: f32, %out271: f32):
      %s272 = arith.mulf %in269, %in270 : f32
      linalg.yield %s272 : f32
    } -> tensor<4x16x128xf32> loc("model.layers.0.mlp.act_fn")
    %t274 = tensor.empty() : tensor<64x128xf32> loc("model.layers.0.mlp.up_proj")
    %t275 = linalg.transpose ins(%primals_7 : tensor<128x64xf32>) outs(%t274 : tensor<64x128xf32>) permutation = [1, 0] loc("model.layers.0.mlp.up_proj")
    %t276 = tensor.collapse_shape %t250 [[0, 1], [2]] : tensor<4x16x64xf32> into tensor<64x64xf32> loc("model.layers.0.mlp.up_proj")
    %t277 = tensor.empty() : tensor<64x128xf32> loc("model.layers.0.mlp.up_proj")
    %c278 = arith.constant 0.000000000e+00 : f32 loc("model.layers.0.mlp.up_proj")
    %t279 = linalg.fill ins(%c278 : f32) outs(%t277 : tensor<64x128xf32>) -> tensor<64x128xf32> loc("model.layers.0.mlp.up_proj")
    %t280 = linalg.matmul ins(%t276, %t275 : tensor<64x64xf32>, tensor<64x128xf32>) outs(%t279 : tensor<64x128xf32>) -> tensor<64x128xf32> loc("model.layers.0.mlp.up_proj")
    %t281 = tensor.expand_shape %t280 [[0, 1], [2]] output_shape [4, 16, 128] : tensor<64x128xf32> into tensor<4x16x128xf32> loc("model.layers.0.mlp.up_proj")
    %t282 = tensor.empty() : tensor<4x16x128xf32> loc("model.layers.0.mlp")
    %t287 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t273, %t281 : tensor<4x16x128xf32>, tensor<4x16x128xf32>) outs(%t282 : tensor<4x16x128xf32>) {
    ^bb0(%in283: f32, %in284: f32, %out285: f32):
      %s286 = arith.mulf %in283, %in284 : f32
      linalg.yield %s286 : f32
    } -> tensor<4x16x128xf32> loc("model.layers.0.mlp")
    %t288 = tensor.empty() : tensor<128x64xf32> loc("model.layers.0.mlp.down_proj")
    %t289 = linalg.transpose ins(%primals_8 : tensor<64x128xf32>) outs(%t288 : tensor<128x64xf32>) permutation = [1, 0] loc("model.layers.0.mlp.down_proj")
    %t290 = tensor.collapse_shape %t287 [[0, 1], [2]] : tensor<4x16x128xf32> into tensor<64x128xf32> loc("model.layers.0.mlp.down_proj")
    %t291 = tensor.empty() : tensor<64x64xf32> loc("model.layers.0.mlp.down_proj")
    %c292 = arith.constant 0.000000000e+00 : f32 loc("model.layers.0.mlp.down_proj")
    %t293 = linalg.fill ins(%c292 : f32) outs(%t291 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("model.layers.0.mlp.down_proj")
    %t294 = linalg.matmul ins(%t290, %t289 : tensor<64x128xf32>, tensor<128x64xf32>) outs(%t293 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("model.layers.0.mlp.down_proj")
    %t295 = tensor.expand_shape %t294 [[0, 1], [2]] output_shape [4, 16, 64] : tensor<64x64xf32> into tensor<4x16x64xf32> loc("model.layers.0.mlp.down_proj")
    %t296 = tensor.empty() : tensor<4x16x64xf32> loc("model.layers.0")
    %t301 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t208, %t295 : tensor<4x16x64xf32>, tensor<4x16x64xf32>) outs(%t296 : tensor<4x16x64xf32>) {
    ^bb0(%in297: f32, %in298: f32, %out299: f32):
      %s300 = arith.addf %in297, %in298 : f32
      linalg.yield %s300 : f32
    } -> tensor<4x16x64xf32> loc("model.layers.0")
    %t302 = tensor.empty() : tensor<4x16x64xf32> loc("model.layers.1.input_layernorm")
    %t306 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t301 : tensor<4x16x64xf32>) outs(%t302 : tensor<4x16x64xf32>) {
    ^bb0(%in303: f32, %out304: f32):
      %s305 = arith.mulf %in303, %in303 : f32
      linalg.yield %s305 : f32
    } -> tensor<4x16x64xf32> loc("model.layers.1.input_layernorm")
    %t307 = tensor.empty() : tensor<4x16xf32> loc("model.layers.1.input_layernorm")
    %c308 = arith.constant 0.000000000e+00 : f32 loc("model.layers.1.input_layernorm")
    %t309 = linalg.fill ins(%c308 : f32) outs(%t307 : tensor<4x16xf32>) -> tensor<4x16xf32> loc("model.layers.1.input_layernorm")
    %t313 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t306 : tensor<4x16x64xf32>) outs(%t309 : tensor<4x16xf32>) {
    ^bb0(%in310: f32, %out311: f32):
      %s312 = arith.addf %out311, %in310 : f32
      linalg.yield %s312 : f32
    } -> tensor<4x16xf32> loc("model.layers.1.input_layernorm")
    %t314 = tensor.empty() : tensor<4x16xf32> loc("model.layers.1.input_layernorm")
    %t319 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t313 : tensor<4x16xf32>) outs(%t314 : tensor<4x16xf32>) {
    ^bb0(%in315: f32, %out316: f32):
      %s317 = arith.constant 1.562500000e-02 : f32
      %s318 = arith.mulf %in315, %s317 : f32
      linalg.yield %s318 : f32
    } -> tensor<4x16xf32> loc("model.layers.1.input_layernorm")
    %t320 = tensor.expand_shape %t319 [[0], [1, 2]] output_shape [4, 16, 1] : tensor<4x16xf32> into tensor<4x16x1xf32> loc("model.layers.1.input_layernorm")
    %t321 = tensor.empty() : tensor<4x16x1xf32> loc("model.layers.1.input_layernorm")
    %t326 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t320 : tensor<4x16x1xf32>) outs(%t321 : tensor<4x16x1xf32>) {
    ^bb0(%in322: f32, %out323: f32):
      %s324 = arith.constant 9.999999975e-07 : f32
      %s325 = arith.addf %in322, %s324 : f32
      linalg.yield %s325 : f32
    } -> tensor<4x16x1xf32> loc("model.layers.1.input_layernorm")
    %t327 = tensor.empty() : tensor<4x16x1xf32> loc("model.layers.1.input_layernorm")
    %t331 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t326 : tensor<4x16x1xf32>) outs(%t327 : tensor<4x16x1xf32>) {
    ^bb0(%in328: f32, %out329: f32):
      %s330 = math.rsqrt %in328 : f32
      linalg.yield %s330 : f32
    } -> tensor<4x16x1xf32> loc("model.layers.1.input_layernorm")
    %t332 = tensor.empty() : tensor<4x16x64xf32> loc("model.layers.1.input_layernorm")
    %t337 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t301, %t331 : tensor<4x16x64xf32>, tensor<4x16x1xf32>) outs(%t332 : tensor<4x16x64xf32>) {
    ^bb0(%in333: f32, %in334: f32, %out335: f32):
      %s336 = arith.mulf %in333, %in334 : f32
      linalg.yield %s336 : f32
    } -> tensor<4x16x64xf32> loc("model.layers.1.input_layernorm")
    %t338 = tensor.empty() : tensor<4x16x64xf32> loc("model.layers.1.input_layernorm")
    %t343 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%primals_18, %t337 : tensor<64xf32>, tensor<4x16x64xf32>) outs(%t338 : tensor<4x16x64xf32>) {
    ^bb0(%in339: f32, %in340: f32, %out341: f32):
      %s342 = arith.mulf %in339, %in340 : f32
      linalg.yield %s342 : f32
    } -> tensor<4x16x64xf32> loc("model.layers.1.input_layernorm")
    %t344 = tensor.empty() : tensor<64x64xf32> loc("model.layers.1.self_attn.q_proj")
    %t345 = linalg.transpose ins(%primals_11 : tensor<64x64xf32>) outs(%t344 : tensor<64x64xf32>) permutation = [1, 0] loc("model.layers.1.self_attn.q_proj")
    %t346 = tensor.collapse_shape %t343 [[0, 1], [2]] : tensor<4x16x64xf32> into tensor<64x64xf32> loc("model.layers.1.self_attn.q_proj")
    %t347 = tensor.empty() : tensor<64x64xf32> loc("model.layers.1.self_attn.q_proj")
    %c348 = arith.constant 0.000000000e+00 : f32 loc("model.layers.1.self_attn.q_proj")
    %t349 = linalg.fill ins(%c348 : f32) outs(%t347 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("model.layers.1.self_attn.q_proj")
    %t350 = linalg.matmul ins(%t346, %t345 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%t349 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("model.layers.1.self_attn.q_proj")
    %t351 = tensor.expand_shape %t350 [[0, 1], [2]] output_shape [4, 16, 64] : tensor<64x64xf32> into tensor<4x16x64xf32> loc("model.layers.1.self_attn.q_proj")
    %t352 = tensor.expand_shape %t351 [[0], [1], [2, 3]] output_shape [4, 16, 4, 16] : tensor<4x16x64xf32> into tensor<4x16x4x16xf32> loc("model.layers.1.self_attn")
    %t353 = tensor.empty() : tensor<4x4x16x16xf32> loc("model.layers.1.self_attn")
    %t354 = linalg.transpose ins(%t352 : tensor<4x16x4x16xf32>) outs(%t353 : tensor<4x4x16x16xf32>) permutation = [0, 2, 1, 3] loc("model.layers.1.self_attn")
    %t355 = tensor.empty() : tensor<64x64xf32> loc("model.layers.1.self_attn.k_proj")
    %t356 = linalg.transpose ins(%primals_12 : tensor<64x64xf32>) outs(%t355 : tensor<64x64xf32>) permutation = [1, 0] loc("model.layers.1.self_attn.k_proj")
    %t357 = tensor.collapse_shape %t343 [[0, 1], [2]] : tensor<4x16x64xf32> into tensor<64x64xf32> loc("model.layers.1.self_attn.k_proj")
    %t358 = tensor.empty() : tensor<64x64xf32> loc("model.layers.1.self_attn.k_proj")
    %c359 = arith.constant 0.000000000e+00 : f32 loc("model.layers.1.self_attn.k_proj")
    %t360 = linalg.fill ins(%c359 : f32) outs(%t358 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("model.layers.1.self_attn.k_proj")
    %t361 = linalg.matmul ins(%t357, %t356 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%t360 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("model.layers.1.self_attn.k_proj")
    %t362 = tensor.expand_shape %t361 [[0, 1], [2]] output_shape [4, 16, 64] : tensor<64x64xf32> into tensor<4x16x64xf32> loc("model.layers.1.self_attn.k_proj")
    %t363 = tensor.expand_shape %t362 [[0], [1], [2, 3]] output_shape [4, 16, 4, 16] : tensor<4x16x64xf32> into tensor<4x16x4x16xf32> loc("model.layers.1.self_attn")
    %t364 = tensor.empty() : tensor<4x4x16x16xf32> loc("model.layers.1.self_attn")
    %t365 = linalg.transpose ins(%t363 : tensor<4x16x4x16xf32>) outs(%t364 : tensor<4x4x16x16xf32>) permutation = [0, 2, 1, 3] loc("model.layers.1.self_attn")
    %t366 = tensor.empty() : tensor<64x64xf32> loc("model.layers.1.self_attn.v_proj")
    %t367 = linalg.transpose ins(%primals_13 : tensor<64x64xf32>) outs(%t366 : tensor<64x64xf32>) permutation = [1, 0] loc("model.layers.1.self_attn.v_proj")
    %t368 = tensor.collapse_shape %t343 [[0, 1], [2]] : tensor<4x16x64xf32> into tensor<64x64xf32> loc("model.layers.1.self_attn.v_proj")
    %t369 = tensor.empty() : tensor<64x64xf32> loc("model.layers.1.self_attn.v_proj")
    %c370 = arith.constant 0.000000000e+00 : f32 loc("model.layers.1.self_attn.v_proj")
    %t371 = linalg.fill ins(%c370 : f32) outs(%t369 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("model.layers.1.self_attn.v_proj")
    %t372 = linalg.matmul ins(%t368, %t367 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%t371 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("model.layers.1.self_attn.v_proj")
    %t373 = tensor.expand_shape %t372 [[0, 1], [2]] output_shape [4, 16, 64] : tensor<64x64xf32> into tensor<4x16x64xf32> loc("model.layers.1.self_attn.v_proj")
    %t374 = tensor.expand_shape %t373 [[0], [1], [2, 3]] output_shape [4, 16, 4, 16] : tensor<4x16x64xf32> into tensor<4x16x4x16xf32> loc("model.layers.1.self_attn")
    %t375 = tensor.empty() : tensor<4x4x16x16xf32> loc("model.layers.1.self_attn")
    %t376 = linalg.transpose ins(%t374 : tensor<4x16x4x16xf32>) outs(%t375 : tensor<4x4x16x16xf32>) permutation = [0, 2, 1, 3] loc("model.layers.1.self_attn")
    %cst377 = arith.constant dense<"0x0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F41510A3F6B4E733F98B87E3F3CDF7F3FB9FC7F3FACFF7F3FF8FF7F3FFFFF7F3F41510A3F6B4E733F98B87E3F3CDF7F3FB9FC7F3FACFF7F3FF8FF7F3FFFFF7F3F3311D5BEEC7B4E3FA5E57A3FF97C7F3FE5F27F3FB1FE7F3FDFFF7F3FFDFF7F3F3311D5BEEC7B4E3FA5E57A3FF97C7F3FE5F27F3FB1FE7F3FDFFF7F3FFDFF7F3F26707DBF582F153FEF90743F4FD97E3F83E27F3F0DFD7F3FB5FF7F3FF9FF7F3F26707DBF582F153FEF90743F4FD97E3F83E27F3F0DFD7F3FB5FF7F3FF9FF7F3F305527BFB12E9A3EA7CA6B3F69F47D3F94CB7F3FC2FA7F3F7AFF7F3FF3FF7F3F305527BFB12E9A3EA7CA6B3F69F47D3F94CB7F3FC2FA7F3F7AFF7F3FF3FF7F3F2C3C913EE97229BC40A9603F81CE7C3F19AE7F3FCFF77F3F2EFF7F3FEBFF7F3F2C3C913EE97229BC40A9603F81CE7C3F19AE7F3FCFF77F3F2EFF7F3FEBFF7F3FB8CD753F6D3FA4BE3249533FE3677B3F128A7F3F34F47F3FD2FE7F3FE2FF7F3FB8CD753F6D3FA4BE3249533FE3677B3F128A7F3F34F47F3FD2FE7F3FE2FF7F3FBDFF403FBC7419BFB3CC433FEAC0793F815F7F3FF2EF7F3F65FE7F3FD7FF7F3FBDFF403FBC7419BFB3CC433FEAC0793F815F7F3FF2EF7F3F65FE7F3FD7FF7F3FF6FD14BEE59151BF5F5B323F02DA773F652E7F3F08EB7F3FE7FD7F3FCAFF7F3FF6FD14BEE59151BF5F5B323F02DA773F652E7F3F08EB7F3FE7FD7F3FCAFF7F3FD53F69BFA2E674BFD4211F3FA9B3753FC2F67E3F76E57F3F59FD7F3FBCFF7F3FD53F69BFA2E674BFD4211F3FA9B3753FC2F67E3F76E57F3F59FD7F3FBCFF7F3F64CD56BFFBF17FBF41510A3F6A4E733F98B87E3F3CDF7F3FB9FC7F3FACFF7F3F64CD56BFFBF17FBF41510A3F6A4E733F98B87E3F3CDF7F3FB9FC7F3FACFF7F3F7205913B8D9B71BFC03DE83EE4AA703FE8737E3F5BD87F3F09FC7F3F9BFF7F3F7205913B8D9B71BFC03DE83EE4AA703FE8737E3F5BD87F3F09FC7F3F9BFF7F3FD006583F564F4BBFF386B93EC3C96D3FB5287E3FD2D07F3F48FB7F3F87FF7F3FD006583F564F4BBFF386B93EC3C96D3FB5287E3FD2D07F3F48FB7F3F87FF7F3F6F4E683F9DD910BF99F5883EC3AB6A3F00D77D3FA1C87F3F76FA7F3F72FF7F3F6F4E683F9DD910BF99F5883EC3AB6A3F00D77D3FA1C87F3F76FA7F3F72FF7F3FD7040C3E0A0D90BEDF0B2E3EB151673FCC7E7D3FC9BF7F3F94F97F3F5CFF7F3FD7040C3E0A0D90BEDF0B2E3EB151673FCC7E7D3FC9BF7F3F94F97F3F5CFF7F3FE87A42BF9622FE3CAADE903D68BC633F1A207D3F49B67F3FA1F87F3F43FF7F3FE87A42BF9622FE3CAADE903D68BC633F1A207D3F49B67F3FA1F87F3F43FF7F3F"> : tensor<1x1x16x16xf32> loc("model.layers.1.self_attn")
    %t378 = tensor.empty() : tensor<4x4x16x16xf32> loc("model.layers.1.self_attn")
    %t383 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t354, %cst377 : tensor<4x4x16x16xf32>, tensor<1x1x16x16xf32>) outs(%t378 : tensor<4x4x16x16xf32>) {
    ^bb0(%in379: f32, %in380: f32, %out381: f32):
      %s382 = arith.mulf %in379, %in380 : f32
      linalg.yield %s382 : f32
    } -> tensor<4x4x16x16xf32> loc("model.layers.1.self_attn")
    %t384 = tensor.extract_slice %t354[0, 0, 0, 0] [4, 4, 16, 8] [1, 1, 1, 1] : tensor<4x4x16x16xf32> to tensor<4x4x16x8xf32> loc("model.layers.1.self_attn")
    %t385 = tensor.extract_slice %t354[0, 0, 0, 8] [4, 4, 16, 8] [1, 1, 1, 1] : tensor<4x4x16x16xf32> to tensor<4x4x16x8xf32> loc("model.layers.1.self_attn")
    %t386 = tensor.empty() : tensor<4x4x16x8xf32> loc("model.layers.1.self_attn")
    %t390 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t385 : tensor<4x4x16x8xf32>) outs(%t386 : tensor<4x4x16x8xf32>) {
    ^bb0(%in387: f32, %out388: f32):
      %s389 = arith.negf %in387 : f32
      linalg.yield %s389 : f32
    } -> tensor<4x4x16x8xf32> loc("model.layers.1.self_attn")
    %t391 = tensor.empty() : tensor<4x4x16x16xf32> loc("model.layers.1.self_attn")
    %t392 = tensor.insert_slice %t390 into %t391[0, 0, 0, 0] [4, 4, 16, 8] [1, 1, 1, 1] : tensor<4x4x16x8xf32> into tensor<4x4x16x16xf32> loc("model.layers.1.self_attn")
    %t393 = tensor.insert_slice %t384 into %t392[0, 0, 0, 8] [4, 4, 16, 8] [1, 1, 1, 1] : tensor<4x4x16x8xf32> into tensor<4x4x16x16xf32> loc("model.layers.1.self_attn")
    %cst394 = arith.constant dense<"0x00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000A46A573F3E399F3E7775CC3D5C81013D57D6233C213E4F3B6E12833A60CBA539A46A573F3E399F3E7775CC3D5C81013D57D6233C213E4F3B6E12833A60CBA539B7C7683F1B54173FF96F4B3EC970813D3ED4A33CDD3DCF3B6912033B5FCB253AB7C7683F1B54173FF96F4B3EC970813D3ED4A33CDD3DCF3B6912033B5FCB253AC381103EC209503F6D4E973EC1FFC13D1FB9F53C116E1B3C939B443B0EB1783AC381103EC209503F6D4E973EC1FFC13D1FB9F53C116E1B3C939B443B0EB1783ACFBD41BFDE1D743FD861C73E892E013EDBCB233DCE3C4F3C5812833B5DCBA53ACFBD41BFDE1D743FD861C73E892E013EDBCB233DCE3C4F3C5812833B5DCBA53A107C75BF7FFC7F3F4477F53E1F3C213EF4B64C3D8185813CDED6A33B323ECF3A107C75BF7FFC7F3F4477F53E1F3C213EF4B64C3D8185813CDED6A33B323ECF3A8C0F8FBE4E78723F698C103F6F20413ED19C753D476C9B3C599BC43B06B1F83A8C0F8FBE4E78723F698C103F6F20413ED19C753D476C9B3C599BC43B06B1F83A4630283F6EE84C3F73EB243F51D3603E323E8F3DA652B53CC75FE53BEC11113B4630283F6EE84C3F73EB243F51D3603E323E8F3DA652B53CC75FE53BEC11113B95467D3F7E06133FA6A4373F5226803E50AAA33D8F38CF3C1312033C54CB253B95467D3F7E06133FA6A4373F5226803E50AAA33D8F38CF3C1312033C54CB253B3201D33EEE1F953E1D88483F2EC28F3E3E12B83DF01DE93C3B74133CBB843A3B3201D33EEE1F953E1D88483F2EC28F3E3E12B83DF01DE93C3B74133CBB843A3BF8440BBF9770A9BCA46A573F3F399F3E7675CC3D5C81013D58D6233C213E4F3BF8440BBF9770A9BCA46A573F3F399F3E7675CC3D5C81013D58D6233C213E4F3B5CFF7FBF1F41A9BE2B26643F8C87AE3E72D3E03D6B730E3D6B38343C86F7633B5CFF7FBF1F41A9BE2B26643F8C87AE3E72D3E03D6B730E3D6B38343C86F7633BD85C09BF24911BBF1D9A6E3F2DA9BD3EAC2BF53D1D651B3D719A443CE9B0783BD85C09BF24911BBF1D9A6E3F2DA9BD3EAC2BF53D1D651B3D719A443CE9B0783B2220D73E4C1453BFC0AB763F419ACC3ED0BE043E6A56283D6BFC543C25B5863B2220D73E4C1453BFC0AB763F419ACC3ED0BE043E6A56283D6BFC543C25B5863B72987D3FB3A875BF6F467C3FF556DB3E64E40E3E4747353D575E653CD511913B72987D3FB3A875BF6F467C3FF556DB3E64E40E3E4747353D575E653CD511913B4479263F75E07FBFD55B7F3F85DBE93E4F06193EAE37423D34C0753C846E9B3B4479263F75E07FBFD55B7F3F85DBE93E4F06193EAE37423D34C0753C846E9B3B"> : tensor<1x1x16x16xf32> loc("model.layers.1.self_attn")
    %t395 = tensor.empty() : tensor<4x4x16x16xf32> loc("model.layers.1.self_attn")
    %t400 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t393, %cst394 : tensor<4x4x16x16xf32>, tensor<1x1x16x16xf32>) outs(%t395 : tensor<4x4x16x16xf32>) {
    ^bb0(%in396: f32, %in397: f32, %out398: f32):
      %s399 = arith.mulf %in396, %in397 : f32
      linalg.yield %s399 : f32
    } -> tensor<4x4x16x16xf32> loc("model.layers.1.self_attn")
    %t401 = tensor.empty() : tensor<4x4x16x16xf32> loc("model.layers.1.self_attn")
    %t406 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t383, %t400 : tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) outs(%t401 : tensor<4x4x16x16xf32>) {
    ^bb0(%in402: f32, %in403: f32, %out404: f32):
      %s405 = arith.addf %in402, %in403 : f32
      linalg.yield %s405 : f32
    } -> tensor<4x4x16x16xf32> loc("model.layers.1.self_attn")
    %t407 = tensor.empty() : tensor<4x4x16x16xf32> loc("model.layers.1.self_attn")
    %t412 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t365, %cst377 : tensor<4x4x16x16xf32>, tensor<1x1x16x16xf32>) outs(%t407 : tensor<4x4x16x16xf32>) {
    ^bb0(%in408: f32, %in409: f32, %out410: f32):
      %s411 = arith.mulf %in408, %in409 : f32
      linalg.yield %s411 : f32
    } -> tensor<4x4x16x16xf32> loc("model.layers.1.self_attn")
    %t413 = tensor.extract_slice %t365[0, 0, 0, 0] [4, 4, 16, 8] [1, 1, 1, 1] : tensor<4x4x16x16xf32> to tensor<4x4x16x8xf32> loc("model.layers.1.self_attn")
    %t414 = tensor.extract_slice %t365[0, 0, 0, 8] [4, 4, 16, 8] [1, 1, 1, 1] : tensor<4x4x16x16xf32> to tensor<4x4x16x8xf32> loc("model.layers.1.self_attn")
    %t415 = tensor.empty() : tensor<4x4x16x8xf32> loc("model.layers.1.self_attn")
    %t419 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t414 : tensor<4x4x16x8xf32>) outs(%t415 : tensor<4x4x16x8xf32>) {
    ^bb0(%in416: f32, %out417: f32):
      %s418 = arith.negf %in416 : f32
      linalg.yield %s418 : f32
    } -> tensor<4x4x16x8xf32> loc("model.layers.1.self_attn")
    %t420 = tensor.empty() : tensor<4x4x16x16xf32> loc("model.layers.1.self_attn")
    %t421 = tensor.insert_slice %t419 into %t420[0, 0, 0, 0] [4, 4, 16, 8] [1, 1, 1, 1] : tensor<4x4x16x8xf32> into tensor<4x4x16x16xf32> loc("model.layers.1.self_attn")
    %t422 = tensor.insert_slice %t413 into %t421[0, 0, 0, 8] [4, 4, 16, 8] [1, 1, 1, 1] : tensor<4x4x16x8xf32> into tensor<4x4x16x16xf32> loc("model.layers.1.self_attn")
    %t423 = tensor.empty() : tensor<4x4x16x16xf32> loc("model.layers.1.self_attn")
    %t428 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t422, %cst394 : tensor<4x4x16x16xf32>, tensor<1x1x16x16xf32>) outs(%t423 : tensor<4x4x16x16xf32>) {
    ^bb0(%in424: f32, %in425: f32, %out426: f32):
      %s427 = arith.mulf %in424, %in425 : f32
      linalg.yield %s427 : f32
    } -> tensor<4x4x16x16xf32> loc("model.layers.1.self_attn")
    %t429 = tensor.empty() : tensor<4x4x16x16xf32> loc("model.layers.1.self_attn")
    %t434 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t412, %t428 : tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) outs(%t429 : tensor<4x4x16x16xf32>) {
    ^bb0(%in430: f32, %in431: f32, %out432: f32):
      %s433 = arith.addf %in430, %in431 : f32
      linalg.yield %s433 : f32
    } -> tensor<4x4x16x16xf32> loc("model.layers.1.self_attn")
    %t435 = tensor.empty() : tensor<4x4x16x16xf32> loc("model.layers.1.self_attn")
    %t436 = linalg.transpose ins(%t434 : tensor<4x4x16x16xf32>) outs(%t435 : tensor<4x4x16x16xf32>) permutation = [0, 1, 3, 2] loc("model.layers.1.self_attn")
    %t437 = tensor.collapse_shape %t406 [[0, 1], [2], [3]] : tensor<4x4x16x16xf32> into tensor<16x16x16xf32> loc("model.layers.1.self_attn")
    %t438 = tensor.collapse_shape %t436 [[0, 1], [2], [3]] : tensor<4x4x16x16xf32> into tensor<16x16x16xf32> loc("model.layers.1.self_attn")
    %t439 = tensor.empty() : tensor<16x16x16xf32> loc("model.layers.1.self_attn")
    %c440 = arith.constant 0.000000000e+00 : f32 loc("model.layers.1.self_attn")
    %t441 = linalg.fill ins(%c440 : f32) outs(%t439 : tensor<16x16x16xf32>) -> tensor<16x16x16xf32> loc("model.layers.1.self_attn")
    %t442 = linalg.batch_matmul ins(%t437, %t438 : tensor<16x16x16xf32>, tensor<16x16x16xf32>) outs(%t441 : tensor<16x16x16xf32>) -> tensor<16x16x16xf32> loc("model.layers.1.self_attn")
    %t443 = tensor.expand_shape %t442 [[0, 1], [2], [3]] output_shape [4, 4, 16, 16] : tensor<16x16x16xf32> into tensor<4x4x16x16xf32> loc("model.layers.1.self_attn")
    %t444 = tensor.empty() : tensor<4x4x16x16xf32> loc("model.layers.1.self_attn")
    %t449 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t443 : tensor<4x4x16x16xf32>) outs(%t444 : tensor<4x4x16x16xf32>) {
    ^bb0(%in445: f32, %out446: f32):
      %s447 = arith.constant 2.500000000e-01 : f32
      %s448 = arith.mulf %in445, %s447 : f32
      linalg.yield %s448 : f32
    } -> tensor<4x4x16x16xf32> loc("model.layers.1.self_attn")
    %t450 = tensor.empty() : tensor<4x4x16x16xf32> loc("model.layers.1.self_attn")
    %t455 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t449, %cst149 : tensor<4x4x16x16xf32>, tensor<4x1x16x16xf32>) outs(%t450 : tensor<4x4x16x16xf32>) {
    ^bb0(%in451: f32, %in452: f32, %out453: f32):
      %s454 = arith.addf %in451, %in452 : f32
      linalg.yield %s454 : f32
    } -> tensor<4x4x16x16xf32> loc("model.layers.1.self_attn")
    %t456 = tensor.empty() : tensor<4x4x16xf32> loc("model.layers.1.self_attn")
    %c457 = arith.constant 0xFF800000 : f32 loc("model.layers.1.self_attn")
    %t458 = linalg.fill ins(%c457 : f32) outs(%t456 : tensor<4x4x16xf32>) -> tensor<4x4x16xf32> loc("model.layers.1.self_attn")
    %t462 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%t455 : tensor<4x4x16x16xf32>) outs(%t458 : tensor<4x4x16xf32>) {
    ^bb0(%in459: f32, %out460: f32):
      %s461 = arith.maximumf %out460, %in459 : f32
      linalg.yield %s461 : f32
    } -> tensor<4x4x16xf32> loc("model.layers.1.self_attn")
    %t463 = tensor.expand_shape %t462 [[0], [1], [2, 3]] output_shape [4, 4, 16, 1] : tensor<4x4x16xf32> into tensor<4x4x16x1xf32> loc("model.layers.1.self_attn")
    %t464 = tensor.empty() : tensor<4x4x16x16xf32> loc("model.layers.1.self_attn")
    %t470 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t455, %t463 : tensor<4x4x16x16xf32>, tensor<4x4x16x1xf32>) outs(%t464 : tensor<4x4x16x16xf32>) {
    ^bb0(%in465: f32, %in466: f32, %out467: f32):
      %s468 = arith.subf %in465, %in466 : f32
      %s469 = math.exp %s468 : f32
      linalg.yield %s469 : f32
    } -> tensor<4x4x16x16xf32> loc("model.layers.1.self_attn")
    %t471 = tensor.empty() : tensor<4x4x16xf32> loc("model.layers.1.self_attn")
    %c472 = arith.constant 0.000000000e+00 : f32 loc("model.layers.1.self_attn")
    %t473 = linalg.fill ins(%c472 : f32) outs(%t471 : tensor<4x4x16xf32>) -> tensor<4x4x16xf32> loc("model.layers.1.self_attn")
    %t477 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%t470 : tensor<4x4x16x16xf32>) outs(%t473 : tensor<4x4x16xf32>) {
    ^bb0(%in474: f32, %out475: f32):
      %s476 = arith.addf %out475, %in474 : f32
      linalg.yield %s476 : f32
    } -> tensor<4x4x16xf32> loc("model.layers.1.self_attn")
    %t478 = tensor.expand_shape %t477 [[0], [1], [2, 3]] output_shape [4, 4, 16, 1] : tensor<4x4x16xf32> into tensor<4x4x16x1xf32> loc("model.layers.1.self_attn")
    %t479 = tensor.empty() : tensor<4x4x16x16xf32> loc("model.layers.1.self_attn")
    %t484 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t470, %t478 : tensor<4x4x16x16xf32>, tensor<4x4x16x1xf32>) outs(%t479 : tensor<4x4x16x16xf32>) {
    ^bb0(%in480: f32, %in481: f32, %out482: f32):
      %s483 = arith.divf %in480, %in481 : f32
      linalg.yield %s483 : f32
    } -> tensor<4x4x16x16xf32> loc("model.layers.1.self_attn")
    %t485 = tensor.collapse_shape %t484 [[0, 1], [2], [3]] : tensor<4x4x16x16xf32> into tensor<16x16x16xf32> loc("model.layers.1.self_attn")
    %t486 = tensor.collapse_shape %t376 [[0, 1], [2], [3]] : tensor<4x4x16x16xf32> into tensor<16x16x16xf32> loc("model.layers.1.self_attn")
    %t487 = tensor.empty() : tensor<16x16x16xf32> loc("model.layers.1.self_attn")
    %c488 = arith.constant 0.000000000e+00 : f32 loc("model.layers.1.self_attn")
    %t489 = linalg.fill ins(%c488 : f32) outs(%t487 : tensor<16x16x16xf32>) -> tensor<16x16x16xf32> loc("model.layers.1.self_attn")
    %t490 = linalg.batch_matmul ins(%t485, %t486 : tensor<16x16x16xf32>, tensor<16x16x16xf32>) outs(%t489 : tensor<16x16x16xf32>) -> tensor<16x16x16xf32> loc("model.layers.1.self_attn")
    %t491 = tensor.expand_shape %t490 [[0, 1], [2], [3]] output_shape [4, 4, 16, 16] : tensor<16x16x16xf32> into tensor<4x4x16x16xf32> loc("model.layers.1.self_attn")
    %t492 = tensor.empty() : tensor<4x16x4x16xf32> loc("model.layers.1.self_attn")
    %t493 = linalg.transpose ins(%t491 : tensor<4x4x16x16xf32>) outs(%t492 : tensor<4x16x4x16xf32>) permutation = [0, 2, 1, 3] loc("model.layers.1.self_attn")
    %t494 = tensor.collapse_shape %t493 [[0], [1], [2, 3]] : tensor<4x16x4x16xf32> into tensor<4x16x64xf32> loc("model.layers.1.self_attn")
    %t495 = tensor.empty() : tensor<64x64xf32> loc("model.layers.1.self_attn.o_proj")
    %t496 = linalg.transpose ins(%primals_14 : tensor<64x64xf32>) outs(%t495 : tensor<64x64xf32>) permutation = [1, 0] loc("model.layers.1.self_attn.o_proj")
    %t497 = tensor.collapse_shape %t494 [[0, 1], [2]] : tensor<4x16x64xf32> into tensor<64x64xf32> loc("model.layers.1.self_attn.o_proj")
    %t498 = tensor.empty() : tensor<64x64xf32> loc("model.layers.1.self_attn.o_proj")
    %c499 = arith.constant 0.000000000e+00 : f32 loc("model.layers.1.self_attn.o_proj")
    %t500 = linalg.fill ins(%c499 : f32) outs(%t498 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("model.layers.1.self_attn.o_proj")
    %t501 = linalg.matmul ins(%t497, %t496 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%t500 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("model.layers.1.self_attn.o_proj")
    %t502 = tensor.expand_shape %t501 [[0, 1], [2]] output_shape [4, 16, 64] : tensor<64x64xf32> into tensor<4x16x64xf32> loc("model.layers.1.self_attn.o_proj")
    %t503 = tensor.empty() : tensor<4x16x64xf32> loc("model.layers.1")
    %t508 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t301, %t502 : tensor<4x16x64xf32>, tensor<4x16x64xf32>) outs(%t503 : tensor<4x16x64xf32>) {
    ^bb0(%in504: f32, %in505: f32, %out506: f32):
      %s507 = arith.addf %in504, %in505 : f32
      linalg.yield %s507 : f32
    } -> tensor<4x16x64xf32> loc("model.layers.1")
    %t509 = tensor.empty() : tensor<4x16x64xf32> loc("model.layers.1.post_attention_layernorm")
    %t513 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t508 : tensor<4x16x64xf32>) outs(%t509 : tensor<4x16x64xf32>) {
    ^bb0(%in510: f32, %out511: f32):
      %s512 = arith.mulf %in510, %in510 : f32
      linalg.yield %s512 : f32
    } -> tensor<4x16x64xf32> loc("model.layers.1.post_attention_layernorm")
    %t514 = tensor.empty() : tensor<4x16xf32> loc("model.layers.1.post_attention_layernorm")
    %c515 = arith.constant 0.000000000e+00 : f32 loc("model.layers.1.post_attention_layernorm")
    %t516 = linalg.fill ins(%c515 : f32) outs(%t514 : tensor<4x16xf32>) -> tensor<4x16xf32> loc("model.layers.1.post_attention_layernorm")
    %t520 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t513 : tensor<4x16x64xf32>) outs(%t516 : tensor<4x16xf32>) {
    ^bb0(%in517: f32, %out518: f32):
      %s519 = arith.addf %out518, %in517 : f32
      linalg.yield %s519 : f32
    } -> tensor<4x16xf32> loc("model.layers.1.post_attention_layernorm")
    %t521 = tensor.empty() : tensor<4x16xf32> loc("model.layers.1.post_attention_layernorm")
    %t526 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t520 : tensor<4x16xf32>) outs(%t521 : tensor<4x16xf32>) {
    ^bb0(%in522: f32, %out523: f32):
      %s524 = arith.constant 1.562500000e-02 : f32
      %s525 = arith.mulf %in522, %s524 : f32
      linalg.yield %s525 : f32
    } -> tensor<4x16xf32> loc("model.layers.1.post_attention_layernorm")
    %t527 = tensor.expand_shape %t526 [[0], [1, 2]] output_shape [4, 16, 1] : tensor<4x16xf32> into tensor<4x16x1xf32> loc("model.layers.1.post_attention_layernorm")
    %t528 = tensor.empty() : tensor<4x16x1xf32> loc("model.layers.1.post_attention_layernorm")
    %t533 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t527 : tensor<4x16x1xf32>) outs(%t528 : tensor<4x16x1xf32>) {
    ^bb0(%in529: f32, %out530: f32):
      %s531 = arith.constant 9.999999975e-07 : f32
      %s532 = arith.addf %in529, %s531 : f32
      linalg.yield %s532 : f32
    } -> tensor<4x16x1xf32> loc("model.layers.1.post_attention_layernorm")
    %t534 = tensor.empty() : tensor<4x16x1xf32> loc("model.layers.1.post_attention_layernorm")
    %t538 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t533 : tensor<4x16x1xf32>) outs(%t534 : tensor<4x16x1xf32>) {
    ^bb0(%in535: f32, %out536: f32):
      %s537 = math.rsqrt %in535 : f32
      linalg.yield %s537 : f32
    } -> tensor<4x16x1xf32> loc("model.layers.1.post_attention_layernorm")
    %t539 = tensor.empty() : tensor<4x16x64xf32> loc("model.layers.1.post_attention_layernorm")
    %t544 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t508, %t538 : tensor<4x16x64xf32>, tensor<4x16x1xf32>) outs(%t539 : tensor<4x16x64xf32>) {
    ^bb0(%in540: f32, %in541: f32, %out542: f32):
      %s543 = arith.mulf %in540, %in541 : f32
      linalg.yield %s543 : f32
    } -> tensor<4x16x64xf32> loc("model.layers.1.post_attention_layernorm")
    %t545 = tensor.empty() : tensor<4x16x64xf32> loc("model.layers.1.post_attention_layernorm")
    %t550 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%primals_19, %t544 : tensor<64xf32>, tensor<4x16x64xf32>) outs(%t545 : tensor<4x16x64xf32>) {
    ^bb0(%in546: f32, %in547: f32, %out548: f32):
      %s549 = arith.mulf %in546, %in547 : f32
      linalg.yield %s549 : f32
    } -> tensor<4x16x64xf32> loc("model.layers.1.post_attention_layernorm")
    %t551 = tensor.empty() : tensor<64x128xf32> loc("model.layers.1.mlp.gate_proj")
    %t552 = linalg.transpose ins(%primals_15 : tensor<128x64xf32>) outs(%t551 : tensor<64x128xf32>) permutation = [1, 0] loc("model.layers.1.mlp.gate_proj")
    %t553 = tensor.collapse_shape %t550 [[0, 1], [2]] : tensor<4x16x64xf32> into tensor<64x64xf32> loc("model.layers.1.mlp.gate_proj")
    %t554 = tensor.empty() : tensor<64x128xf32> loc("model.layers.1.mlp.gate_proj")
    %c555 = arith.constant 0.000000000e+00 : f32 loc("model.layers.1.mlp.gate_proj")
    %t556 = linalg.fill ins(%c555 : f32) outs(%t554 : tensor<64x128xf32>) -> tensor<64x128xf32> loc("model.layers.1.mlp.gate_proj")
    %t557 = linalg.matmul ins(%t553, %t552 : tensor<64x64xf32>, tensor<64x128xf32>) outs(%t556 : tensor<64x128xf32>) -> tensor<64x128xf32> loc("model.layers.1.mlp.gate_proj")
    %t558 = tensor.expand_shape %t557 [[0, 1], [2]] output_shape [4, 16, 128] : tensor<64x128xf32> into tensor<4x16x128xf32> loc("model.layers.1.mlp.gate_proj")
    %t559 = tensor.empty() : tensor<4x16x128xf32> loc("model.layers.1.mlp.act_fn")
    %t567 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t558 : tensor<4x16x128xf32>) outs(%t559 : tensor<4x16x128xf32>) {
    ^bb0(%in560: f32, %out561: f32):
      %s562 = arith.constant 1.000000000e+00 : f32
      %s563 = arith.negf %in560 : f32
      %s564 = math.exp %s563 : f32
      %s565 = arith.addf %s562, %s564 : f32
      %s566 = arith.divf %s562, %s565 : f32
      linalg.yield %s566 : f32
    } -> tensor<4x16x128xf32> loc("model.layers.1.mlp.act_fn")
    %t568 = tensor.empty() : tensor<4x16x128xf32> loc("model.layers.1.mlp.act_fn")
    %t573 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t558, %t567 : tensor<4x16x128xf32>, tensor<4x16x128xf32>) outs(%t568 : tensor<4x16x128xf32>) {
    ^bb0(%in569: f32, %in570: f32, %out571: f32):
      %s572 = arith.mulf %in569, %in570 : f32
      linalg.yield %s572 : f32
    } -> tensor<4x16x128xf32> loc("model.layers.1.mlp.act_fn")
    %t574 = tensor.empty() : tensor<64x128xf32> loc("model.layers.1.mlp.up_proj")
    %t575 = linalg.transpose ins(%primals_16 : tensor<128x64xf32>) outs(%t574 : tensor<64x128xf32>) permutation = [1, 0] loc("model.layers.1.mlp.up_proj")
    %t576 = tensor.collapse_shape %t550 [[0, 1], [2]] : tensor<4x16x64xf32> into tensor<64x64xf32> loc("model.layers.1.mlp.up_proj")
    %t577 = tensor.empty() : tensor<64x128xf32> loc("model.layers.1.mlp.up_proj")
    %c578 = arith.constant 0.000000000e+00 : f32 loc("model.layers.1.mlp.up_proj")
    %t579 = linalg.fill ins(%c578 : f32) outs(%t577 : tensor<64x128xf32>) -> tensor<64x128xf32> loc("model.layers.1.mlp.up_proj")
    %t580 = linalg.matmul ins(%t576, %t575 : tensor<64x64xf32>, tensor<64x128xf32>) outs(%t579 : tensor<64x128xf32>) -> tensor<64x128xf32> loc("model.layers.1.mlp.up_proj")
    %t581 = tensor.expand_shape %t580 [[0, 1], [2]] output_shape [4, 16, 128] : tensor<64x128xf32> into tensor<4x16x128xf32> loc("model.layers.1.mlp.up_proj")
    %t582 = tensor.empty() : tensor<4x16x128xf32> loc("model.layers.1.mlp")
    %t587 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t573, %t581 : tensor<4x16x128xf32>, tensor<4x16x128xf32>) outs(%t582 : tensor<4x16x128xf32>) {
    ^bb0(%in583: f32, %in584: f32, %out585: f32):
      %s586 = arith.mulf %in583, %in584 : f32
      linalg.yield %s586 : f32
    } -> tensor<4x16x128xf32> loc("model.layers.1.mlp")
    %t588 = tensor.empty() : tensor<128x64xf32> loc("model.layers.1.mlp.down_proj")
    %t589 = linalg.transpose ins(%primals_17 : tensor<64x128xf32>) outs(%t588 : tensor<128x64xf32>) permutation = [1, 0] loc("model.layers.1.mlp.down_proj")
    %t590 = tensor.collapse_shape %t587 [[0, 1], [2]] : tensor<4x16x128xf32> into tensor<64x128xf32> loc("model.layers.1.mlp.down_proj")
    %t591 = tensor.empty() : tensor<64x64xf32> loc("model.layers.1.mlp.down_proj")
    %c592 = arith.constant 0.000000000e+00 : f32 loc("model.layers.1.mlp.down_proj")
    %t593 = linalg.fill ins(%c592 : f32) outs(%t591 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("model.layers.1.mlp.down_proj")
    %t594 = linalg.matmul ins(%t590, %t589 : tensor<64x128xf32>, tensor<128x64xf32>) outs(%t593 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("model.layers.1.mlp.down_proj")
    %t595 = tensor.expand_shape %t594 [[0, 1], [2]] output_shape [4, 16, 64] : tensor<64x64xf32> into tensor<4x16x64xf32> loc("model.layers.1.mlp.down_proj")
    %t596 = tensor.empty() : tensor<4x16x64xf32> loc("model.layers.1")
    %t601 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t508, %t595 : tensor<4x16x64xf32>, tensor<4x16x64xf32>) outs(%t596 : tensor<4x16x64xf32>) {
    ^bb0(%in597: f32, %in598: f32, %out599: f32):
      %s600 = arith.addf %in597, %in598 : f32
      linalg.yield %s600 : f32
    } -> tensor<4x16x64xf32> loc("model.layers.1")
    %t602 = tensor.empty() : tensor<4x16x64xf32> loc("model.norm")
    %t606 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t601 : tensor<4x16x64xf32>) outs(%t602 : tensor<4x16x64xf32>) {
    ^bb0(%in603: f32, %out604: f32):
      %s605 = arith.mulf %in603, %in603 : f32
      linalg.yield %s605 : f32
    } -> tensor<4x16x64xf32> loc("model.norm")
    %t607 = tensor.empty() : tensor<4x16xf32> loc("model.norm")
    %c608 = arith.constant 0.000000000e+00 : f32 loc("model.norm")
    %t609 = linalg.fill ins(%c608 : f32) outs(%t607 : tensor<4x16xf32>) -> tensor<4x16xf32> loc("model.norm")
    %t613 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t606 : tensor<4x16x64xf32>) outs(%t609 : tensor<4x16xf32>) {
    ^bb0(%in610: f32, %out611: f32):
      %s612 = arith.addf %out611, %in610 : f32
      linalg.yield %s612 : f32
    } -> tensor<4x16xf32> loc("model.norm")
    %t614 = tensor.empty() : tensor<4x16xf32> loc("model.norm")
    %t619 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t613 : tensor<4x16xf32>) outs(%t614 : tensor<4x16xf32>) {
    ^bb0(%in615: f32, %out616: f32):
      %s617 = arith.constant 1.562500000e-02 : f32
      %s618 = arith.mulf %in615, %s617 : f32
      linalg.yield %s618 : f32
    } -> tensor<4x16xf32> loc("model.norm")
    %t620 = tensor.expand_shape %t619 [[0], [1, 2]] output_shape [4, 16, 1] : tensor<4x16xf32> into tensor<4x16x1xf32> loc("model.norm")
    %t621 = tensor.empty() : tensor<4x16x1xf32> loc("model.norm")
    %t626 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t620 : tensor<4x16x1xf32>) outs(%t621 : tensor<4x16x1xf32>) {
    ^bb0(%in622: f32, %out623: f32):
      %s624 = arith.constant 9.999999975e-07 : f32
      %s625 = arith.addf %in622, %s624 : f32
      linalg.yield %s625 : f32
    } -> tensor<4x16x1xf32> loc("model.norm")
    %t627 = tensor.empty() : tensor<4x16x1xf32> loc("model.norm")
    %t631 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t626 : tensor<4x16x1xf32>) outs(%t627 : tensor<4x16x1xf32>) {
    ^bb0(%in628: f32, %out629: f32):
      %s630 = math.rsqrt %in628 : f32
      linalg.yield %s630 : f32
    } -> tensor<4x16x1xf32> loc("model.norm")
    %t632 = tensor.empty() : tensor<4x16x64xf32> loc("model.norm")
    %t637 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t601, %t631 : tensor<4x16x64xf32>, tensor<4x16x1xf32>) outs(%t632 : tensor<4x16x64xf32>) {
    ^bb0(%in633: f32, %in634: f32, %out635: f32):
      %s636 = arith.mulf %in633, %in634 : f32
      linalg.yield %s636 : f32
    } -> tensor<4x16x64xf32> loc("model.norm")
    %t638 = tensor.empty() : tensor<4x16x64xf32> loc("model.norm")
    %t643 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%primals_20, %t637 : tensor<64xf32>, tensor<4x16x64xf32>) outs(%t638 : tensor<4x16x64xf32>) {
    ^bb0(%in639: f32, %in640: f32, %out641: f32):
      %s642 = arith.mulf %in639, %in640 : f32
      linalg.yield %s642 : f32
    } -> tensor<4x16x64xf32> loc("model.norm")
    %t644 = tensor.empty() : tensor<64x128xf32> loc("lm_head")
    %t645 = linalg.transpose ins(%primals_21 : tensor<128x64xf32>) outs(%t644 : tensor<64x128xf32>) permutation = [1, 0] loc("lm_head")
    %t646 = tensor.collapse_shape %t643 [[0, 1], [2]] : tensor<4x16x64xf32> into tensor<64x64xf32> loc("lm_head")
    %t647 = tensor.empty() : tensor<64x128xf32> loc("lm_head")
    %c648 = arith.constant 0.000000000e+00 : f32 loc("lm_head")
    %t649 = linalg.fill ins(%c648 : f32) outs(%t647 : tensor<64x128xf32>) -> tensor<64x128xf32> loc("lm_head")
    %t650 = linalg.matmul ins(%t646, %t645 : tensor<64x64xf32>, tensor<64x128xf32>) outs(%t649 : tensor<64x128xf32>) -> tensor<64x128xf32> loc("lm_head")
    %t651 = tensor.expand_shape %t650 [[0, 1], [2]] output_shape [4, 16, 128] : tensor<64x128xf32> into tensor<4x16x128xf32> loc("lm_head")
    %t652 = tensor.empty() : tensor<4x16xf32> loc("root._log_softmax")
    %c653 = arith.constant 0xFF800000 : f32 loc("root._log_softmax")
    %t654 = linalg.fill ins(%c653 : f32) outs(%t652 : tensor<4x16xf32>) -> tensor<4x16xf32> loc("root._log_softmax")
    %t658 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t651 : tensor<4x16x128xf32>) outs(%t654 : tensor<4x16xf32>) {
    ^bb0(%in655: f32, %out656: f32):
      %s657 = arith.maximumf %out656, %in655 : f32
      linalg.yield %s657 : f32
    } -> tensor<4x16xf32> loc("root._log_softmax")
    %t659 = tensor.expand_shape %t658 [[0], [1, 2]] output_shape [4, 16, 1] : tensor<4x16xf32> into tensor<4x16x1xf32> loc("root._log_softmax")
    %t660 = tensor.empty() : tensor<4x16x128xf32> loc("root._log_softmax")
    %t665 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t651, %t659 : tensor<4x16x128xf32>, tensor<4x16x1xf32>) outs(%t660 : tensor<4x16x128xf32>) {
    ^bb0(%in661: f32, %in662: f32, %out663: f32):
      %s664 = arith.subf %in661, %in662 : f32
      linalg.yield %s664 : f32
    } -> tensor<4x16x128xf32> loc("root._log_softmax")
    %t666 = tensor.empty() : tensor<4x16x128xf32> loc("root._log_softmax")
    %t670 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t665 : tensor<4x16x128xf32>) outs(%t666 : tensor<4x16x128xf32>) {
    ^bb0(%in667: f32, %out668: f32):
      %s669 = math.exp %in667 : f32
      linalg.yield %s669 : f32
    } -> tensor<4x16x128xf32> loc("root._log_softmax")
    %t671 = tensor.empty() : tensor<4x16xf32> loc("root._log_softmax")
    %c672 = arith.constant 0.000000000e+00 : f32 loc("root._log_softmax")
    %t673 = linalg.fill ins(%c672 : f32) outs(%t671 : tensor<4x16xf32>) -> tensor<4x16xf32> loc("root._log_softmax")
    %t677 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t670 : tensor<4x16x128xf32>) outs(%t673 : tensor<4x16xf32>) {
    ^bb0(%in674: f32, %out675: f32):
      %s676 = arith.addf %out675, %in674 : f32
      linalg.yield %s676 : f32
    } -> tensor<4x16xf32> loc("root._log_softmax")
    %t678 = tensor.expand_shape %t677 [[0], [1, 2]] output_shape [4, 16, 1] : tensor<4x16xf32> into tensor<4x16x1xf32> loc("root._log_softmax")
    %t679 = tensor.empty() : tensor<4x16x128xf32> loc("root._log_softmax")
    %t685 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t665, %t678 : tensor<4x16x128xf32>, tensor<4x16x1xf32>) outs(%t679 : tensor<4x16x128xf32>) {
    ^bb0(%in680: f32, %in681: f32, %out682: f32):
      %s683 = math.log %in681 : f32
      %s684 = arith.subf %in680, %s683 : f32
      linalg.yield %s684 : f32
    } -> tensor<4x16x128xf32> loc("root._log_softmax")
    %t686 = tensor.empty() : tensor<4x16x128xf32> loc("root.mul_27")
    %t691 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%primals_25, %t685 : tensor<4x16x128xf32>, tensor<4x16x128xf32>) outs(%t686 : tensor<4x16x128xf32>) {
    ^bb0(%in687: f32, %in688: f32, %out689: f32):
      %s690 = arith.mulf %in687, %in688 : f32
      linalg.yield %s690 : f32
    } -> tensor<4x16x128xf32> loc("root.mul_27")
    %t692 = tensor.empty() : tensor<4x16xf32> loc("root.sum_1")
    %c693 = arith.constant 0.000000000e+00 : f32 loc("root.sum_1")
    %t694 = linalg.fill ins(%c693 : f32) outs(%t692 : tensor<4x16xf32>) -> tensor<4x16xf32> loc("root.sum_1")
    %t698 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t691 : tensor<4x16x128xf32>) outs(%t694 : tensor<4x16xf32>) {
    ^bb0(%in695: f32, %out696: f32):
      %s697 = arith.addf %out696, %in695 : f32
      linalg.yield %s697 : f32
    } -> tensor<4x16xf32> loc("root.sum_1")
    %t699 = tensor.empty() : tensor<f32> loc("root.mean_5")
    %c700 = arith.constant 0.000000000e+00 : f32 loc("root.mean_5")
    %t701 = linalg.fill ins(%c700 : f32) outs(%t699 : tensor<f32>) -> tensor<f32> loc("root.mean_5")
    %t705 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%t698 : tensor<4x16xf32>) outs(%t701 : tensor<f32>) {
    ^bb0(%in702: f32, %out703: f32):
      %s704 = arith.addf %out703, %in702 : f32
      linalg.yield %s704 : f32
    } -> tensor<f32> loc("root.mean_5")
    %t706 = tensor.empty() : tensor<f32> loc("root.mean_5")
    %t711 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%t705 : tensor<f32>) outs(%t706 : tensor<f32>) {
    ^bb0(%in707: f32, %out708: f32):
      %s709 = arith.constant 1.562500000e-02 : f32
      %s710 = arith.mulf %in707, %s709 : f32
      linalg.yield %s710 : f32
    } -> tensor<f32> loc("root.mean_5")
    %t712 = tensor.empty() : tensor<f32> loc("root.neg_4")
    %t716 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%t711 : tensor<f32>) outs(%t712 : tensor<f32>) {
    ^bb0(%in713: f32, %out714: f32):
      %s715 = arith.negf %in713 : f32
      linalg.yield %s715 : f32
    } -> tensor<f32> loc("root.neg_4")
    %t717 = tensor.empty() : tensor<f32> loc("backward.neg_5")
    %t721 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%tangents_1 : tensor<f32>) outs(%t717 : tensor<f32>) {
    ^bb0(%in718: f32, %out719: f32):
      %s720 = arith.negf %in718 : f32
      linalg.yield %s720 : f32
    } -> tensor<f32> loc("backward.neg_5")
    %t722 = tensor.empty() : tensor<4x16xf32> loc("backward.expand_10")
    %t725 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t721 : tensor<f32>) outs(%t722 : tensor<4x16xf32>) {
    ^bb0(%in723: f32, %out724: f32):
      linalg.yield %in723 : f32
    } -> tensor<4x16xf32> loc("backward.expand_10")
    %t726 = tensor.empty() : tensor<4x16xf32> loc("backward.div")
    %t731 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t725 : tensor<4x16xf32>) outs(%t726 : tensor<4x16xf32>) {
    ^bb0(%in727: f32, %out728: f32):
      %s729 = arith.constant 6.400000000e+01 : f32
      %s730 = arith.divf %in727, %s729 : f32
      linalg.yield %s730 : f32
    } -> tensor<4x16xf32> loc("backward.div")
    %t732 = tensor.expand_shape %t731 [[0], [1, 2]] output_shape [4, 16, 1] : tensor<4x16xf32> into tensor<4x16x1xf32> loc("backward.unsqueeze_18")
    %t733 = tensor.empty() : tensor<4x16x128xf32> loc("backward.expand_11")
    %t736 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t732 : tensor<4x16x1xf32>) outs(%t733 : tensor<4x16x128xf32>) {
    ^bb0(%in734: f32, %out735: f32):
      linalg.yield %in734 : f32
    } -> tensor<4x16x128xf32> loc("backward.expand_11")
    %t737 = tensor.empty() : tensor<4x16x128xf32> loc("backward.mul_28")
    %t742 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t736, %primals_25 : tensor<4x16x128xf32>, tensor<4x16x128xf32>) outs(%t737 : tensor<4x16x128xf32>) {
    ^bb0(%in738: f32, %in739: f32, %out740: f32):
      %s741 = arith.mulf %in738, %in739 : f32
      linalg.yield %s741 : f32
    } -> tensor<4x16x128xf32> loc("backward.mul_28")
    %t743 = tensor.empty() : tensor<4x16x128xf32> loc("backward.exp")
    %t747 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t685 : tensor<4x16x128xf32>) outs(%t743 : tensor<4x16x128xf32>) {
    ^bb0(%in744: f32, %out745: f32):
      %s746 = math.exp %in744 : f32
      linalg.yield %s746 : f32
    } -> tensor<4x16x128xf32> loc("backward.exp")
    %t748 = tensor.empty() : tensor<4x16xf32> loc("backward.sum_2")
    %c749 = arith.constant 0.000000000e+00 : f32 loc("backward.sum_2")
    %t750 = linalg.fill ins(%c749 : f32) outs(%t748 : tensor<4x16xf32>) -> tensor<4x16xf32> loc("backward.sum_2")
    %t754 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t742 : tensor<4x16x128xf32>) outs(%t750 : tensor<4x16xf32>) {
    ^bb0(%in751: f32, %out752: f32):
      %s753 = arith.addf %out752, %in751 : f32
      linalg.yield %s753 : f32
    } -> tensor<4x16xf32> loc("backward.sum_2")
    %t755 = tensor.expand_shape %t754 [[0], [1, 2]] output_shape [4, 16, 1] : tensor<4x16xf32> into tensor<4x16x1xf32> loc("backward.sum_2")
    %t756 = tensor.empty() : tensor<4x16x128xf32> loc("backward.mul_29")
    %t761 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t747, %t755 : tensor<4x16x128xf32>, tensor<4x16x1xf32>) outs(%t756 : tensor<4x16x128xf32>) {
    ^bb0(%in757: f32, %in758: f32, %out759: f32):
      %s760 = arith.mulf %in757, %in758 : f32
      linalg.yield %s760 : f32
    } -> tensor<4x16x128xf32> loc("backward.mul_29")
    %t762 = tensor.empty() : tensor<4x16x128xf32> loc("backward.sub")
    %t767 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t742, %t761 : tensor<4x16x128xf32>, tensor<4x16x128xf32>) outs(%t762 : tensor<4x16x128xf32>) {
    ^bb0(%in763: f32, %in764: f32, %out765: f32):
      %s766 = arith.subf %in763, %in764 : f32
      linalg.yield %s766 : f32
    } -> tensor<4x16x128xf32> loc("backward.sub")
    %t768 = tensor.collapse_shape %t767 [[0, 1], [2]] : tensor<4x16x128xf32> into tensor<64x128xf32> loc("backward.lm_head")
    %t769 = tensor.empty() : tensor<128x64xf32> loc("backward.lm_head")
    %t770 = linalg.transpose ins(%t768 : tensor<64x128xf32>) outs(%t769 : tensor<128x64xf32>) permutation = [1, 0] loc("backward.lm_head")
    %t771 = tensor.empty() : tensor<128x64xf32> loc("backward.lm_head")
    %c772 = arith.constant 0.000000000e+00 : f32 loc("backward.lm_head")
    %t773 = linalg.fill ins(%c772 : f32) outs(%t771 : tensor<128x64xf32>) -> tensor<128x64xf32> loc("backward.lm_head")
    %t774 = linalg.matmul ins(%t770, %t646 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%t773 : tensor<128x64xf32>) -> tensor<128x64xf32> loc("backward.lm_head")
    %t775 = tensor.empty() : tensor<64x128xf32> loc("backward.lm_head")
    %t776 = linalg.transpose ins(%t774 : tensor<128x64xf32>) outs(%t775 : tensor<64x128xf32>) permutation = [1, 0] loc("backward.lm_head")
    %t777 = tensor.empty() : tensor<128x64xf32> loc("backward.lm_head")
    %t778 = linalg.transpose ins(%t645 : tensor<64x128xf32>) outs(%t777 : tensor<128x64xf32>) permutation = [1, 0] loc("backward.lm_head")
    %t779 = tensor.empty() : tensor<64x64xf32> loc("backward.lm_head")
    %c780 = arith.constant 0.000000000e+00 : f32 loc("backward.lm_head")
    %t781 = linalg.fill ins(%c780 : f32) outs(%t779 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.lm_head")
    %t782 = linalg.matmul ins(%t768, %t778 : tensor<64x128xf32>, tensor<128x64xf32>) outs(%t781 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.lm_head")
    %t783 = tensor.expand_shape %t782 [[0, 1], [2]] output_shape [4, 16, 64] : tensor<64x64xf32> into tensor<4x16x64xf32> loc("backward.lm_head")
    %t784 = tensor.empty() : tensor<128x64xf32> loc("backward.lm_head")
    %t785 = linalg.transpose ins(%t776 : tensor<64x128xf32>) outs(%t784 : tensor<128x64xf32>) permutation = [1, 0] loc("backward.lm_head")
    %t786 = tensor.empty() : tensor<4x16x64xf32> loc("backward.model.norm")
    %t791 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t783, %primals_20 : tensor<4x16x64xf32>, tensor<64xf32>) outs(%t786 : tensor<4x16x64xf32>) {
    ^bb0(%in787: f32, %in788: f32, %out789: f32):
      %s790 = arith.mulf %in787, %in788 : f32
      linalg.yield %s790 : f32
    } -> tensor<4x16x64xf32> loc("backward.model.norm")
    %t792 = tensor.empty() : tensor<4x16x64xf32> loc("backward.model.norm")
    %t797 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t783, %t637 : tensor<4x16x64xf32>, tensor<4x16x64xf32>) outs(%t792 : tensor<4x16x64xf32>) {
    ^bb0(%in793: f32, %in794: f32, %out795: f32):
      %s796 = arith.mulf %in793, %in794 : f32
      linalg.yield %s796 : f32
    } -> tensor<4x16x64xf32> loc("backward.model.norm")
    %t798 = tensor.empty() : tensor<64xf32> loc("backward.model.norm")
    %c799 = arith.constant 0.000000000e+00 : f32 loc("backward.model.norm")
    %t800 = linalg.fill ins(%c799 : f32) outs(%t798 : tensor<64xf32>) -> tensor<64xf32> loc("backward.model.norm")
    %t804 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%t797 : tensor<4x16x64xf32>) outs(%t800 : tensor<64xf32>) {
    ^bb0(%in801: f32, %out802: f32):
      %s803 = arith.addf %out802, %in801 : f32
      linalg.yield %s803 : f32
    } -> tensor<64xf32> loc("backward.model.norm")
    %t805 = tensor.expand_shape %t804 [[0, 1, 2]] output_shape [1, 1, 64] : tensor<64xf32> into tensor<1x1x64xf32> loc("backward.model.norm")
    %t806 = tensor.collapse_shape %t805 [[0, 1, 2]] : tensor<1x1x64xf32> into tensor<64xf32> loc("backward.model.norm")
    %t807 = tensor.empty() : tensor<4x16x64xf32> loc("backward.model.norm")
    %t812 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t791, %t601 : tensor<4x16x64xf32>, tensor<4x16x64xf32>) outs(%t807 : tensor<4x16x64xf32>) {
    ^bb0(%in808: f32, %in809: f32, %out810: f32):
      %s811 = arith.mulf %in808, %in809 : f32
      linalg.yield %s811 : f32
    } -> tensor<4x16x64xf32> loc("backward.model.norm")
    %t813 = tensor.empty() : tensor<4x16x64xf32> loc("backward.model.norm")
    %t818 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t791, %t631 : tensor<4x16x64xf32>, tensor<4x16x1xf32>) outs(%t813 : tensor<4x16x64xf32>) {
    ^bb0(%in814: f32, %in815: f32, %out816: f32):
      %s817 = arith.mulf %in814, %in815 : f32
      linalg.yield %s817 : f32
    } -> tensor<4x16x64xf32> loc("backward.model.norm")
    %t819 = tensor.empty() : tensor<4x16xf32> loc("backward.model.norm")
    %c820 = arith.constant 0.000000000e+00 : f32 loc("backward.model.norm")
    %t821 = linalg.fill ins(%c820 : f32) outs(%t819 : tensor<4x16xf32>) -> tensor<4x16xf32> loc("backward.model.norm")
    %t825 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t812 : tensor<4x16x64xf32>) outs(%t821 : tensor<4x16xf32>) {
    ^bb0(%in822: f32, %out823: f32):
      %s824 = arith.addf %out823, %in822 : f32
      linalg.yield %s824 : f32
    } -> tensor<4x16xf32> loc("backward.model.norm")
    %t826 = tensor.expand_shape %t825 [[0], [1, 2]] output_shape [4, 16, 1] : tensor<4x16xf32> into tensor<4x16x1xf32> loc("backward.model.norm")
    %t827 = tensor.empty() : tensor<4x16x1xf32> loc("backward.model.norm")
    %t832 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t631 : tensor<4x16x1xf32>) outs(%t827 : tensor<4x16x1xf32>) {
    ^bb0(%in828: f32, %out829: f32):
      %s830 = arith.mulf %in828, %in828 : f32
      %s831 = arith.mulf %s830, %in828 : f32
      linalg.yield %s831 : f32
    } -> tensor<4x16x1xf32> loc("backward.model.norm")
    %t833 = tensor.empty() : tensor<4x16x1xf32> loc("backward.model.norm")
    %t838 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t826 : tensor<4x16x1xf32>) outs(%t833 : tensor<4x16x1xf32>) {
    ^bb0(%in834: f32, %out835: f32):
      %s836 = arith.constant -5.000000000e-01 : f32
      %s837 = arith.mulf %in834, %s836 : f32
      linalg.yield %s837 : f32
    } -> tensor<4x16x1xf32> loc("backward.model.norm")
    %t839 = tensor.empty() : tensor<4x16x1xf32> loc("backward.model.norm")
    %t844 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t838, %t832 : tensor<4x16x1xf32>, tensor<4x16x1xf32>) outs(%t839 : tensor<4x16x1xf32>) {
    ^bb0(%in840: f32, %in841: f32, %out842: f32):
      %s843 = arith.mulf %in840, %in841 : f32
      linalg.yield %s843 : f32
    } -> tensor<4x16x1xf32> loc("backward.model.norm")
    %t845 = tensor.empty() : tensor<4x16x64xf32> loc("backward.model.norm")
    %t848 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t844 : tensor<4x16x1xf32>) outs(%t845 : tensor<4x16x64xf32>) {
    ^bb0(%in846: f32, %out847: f32):
      linalg.yield %in846 : f32
    } -> tensor<4x16x64xf32> loc("backward.model.norm")
    %t849 = tensor.empty() : tensor<4x16x64xf32> loc("backward.model.norm")
    %t854 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t848 : tensor<4x16x64xf32>) outs(%t849 : tensor<4x16x64xf32>) {
    ^bb0(%in850: f32, %out851: f32):
      %s852 = arith.constant 6.400000000e+01 : f32
      %s853 = arith.divf %in850, %s852 : f32
      linalg.yield %s853 : f32
    } -> tensor<4x16x64xf32> loc("backward.model.norm")
    %t855 = tensor.empty() : tensor<4x16x64xf32> loc("backward.model.norm")
    %t858 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t601 : tensor<4x16x64xf32>) outs(%t855 : tensor<4x16x64xf32>) {
    ^bb0(%in856: f32, %out857: f32):
      linalg.yield %in856 : f32
    } -> tensor<4x16x64xf32> loc("backward.model.norm")
    %t859 = tensor.empty() : tensor<4x16x64xf32> loc("backward.model.norm")
    %t864 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t858 : tensor<4x16x64xf32>) outs(%t859 : tensor<4x16x64xf32>) {
    ^bb0(%in860: f32, %out861: f32):
      %s862 = arith.constant 2.000000000e+00 : f32
      %s863 = arith.mulf %in860, %s862 : f32
      linalg.yield %s863 : f32
    } -> tensor<4x16x64xf32> loc("backward.model.norm")
    %t865 = tensor.empty() : tensor<4x16x64xf32> loc("backward.model.norm")
    %t870 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t854, %t864 : tensor<4x16x64xf32>, tensor<4x16x64xf32>) outs(%t865 : tensor<4x16x64xf32>) {
    ^bb0(%in866: f32, %in867: f32, %out868: f32):
      %s869 = arith.mulf %in866, %in867 : f32
      linalg.yield %s869 : f32
    } -> tensor<4x16x64xf32> loc("backward.model.norm")
    %t871 = tensor.empty() : tensor<4x16x64xf32> loc("backward.add_18")
    %t876 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t818, %t870 : tensor<4x16x64xf32>, tensor<4x16x64xf32>) outs(%t871 : tensor<4x16x64xf32>) {
    ^bb0(%in872: f32, %in873: f32, %out874: f32):
      %s875 = arith.addf %in872, %in873 : f32
      linalg.yield %s875 : f32
    } -> tensor<4x16x64xf32> loc("backward.add_18")
    %t877 = tensor.collapse_shape %t876 [[0, 1], [2]] : tensor<4x16x64xf32> into tensor<64x64xf32> loc("backward.model.layers.1.mlp.down_proj")
    %t878 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.1.mlp.down_proj")
    %t879 = linalg.transpose ins(%t877 : tensor<64x64xf32>) outs(%t878 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.model.layers.1.mlp.down_proj")
    %t880 = tensor.empty() : tensor<64x128xf32> loc("backward.model.layers.1.mlp.down_proj")
    %c881 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.1.mlp.down_proj")
    %t882 = linalg.fill ins(%c881 : f32) outs(%t880 : tensor<64x128xf32>) -> tensor<64x128xf32> loc("backward.model.layers.1.mlp.down_proj")
    %t883 = linalg.matmul ins(%t879, %t590 : tensor<64x64xf32>, tensor<64x128xf32>) outs(%t882 : tensor<64x128xf32>) -> tensor<64x128xf32> loc("backward.model.layers.1.mlp.down_proj")
    %t884 = tensor.empty() : tensor<128x64xf32> loc("backward.model.layers.1.mlp.down_proj")
    %t885 = linalg.transpose ins(%t883 : tensor<64x128xf32>) outs(%t884 : tensor<128x64xf32>) permutation = [1, 0] loc("backward.model.layers.1.mlp.down_proj")
    %t886 = tensor.empty() : tensor<64x128xf32> loc("backward.model.layers.1.mlp.down_proj")
    %t887 = linalg.transpose ins(%t589 : tensor<128x64xf32>) outs(%t886 : tensor<64x128xf32>) permutation = [1, 0] loc("backward.model.layers.1.mlp.down_proj")
    %t888 = tensor.empty() : tensor<64x128xf32> loc("backward.model.layers.1.mlp.down_proj")
    %c889 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.1.mlp.down_proj")
    %t890 = linalg.fill ins(%c889 : f32) outs(%t888 : tensor<64x128xf32>) -> tensor<64x128xf32> loc("backward.model.layers.1.mlp.down_proj")
    %t891 = linalg.matmul ins(%t877, %t887 : tensor<64x64xf32>, tensor<64x128xf32>) outs(%t890 : tensor<64x128xf32>) -> tensor<64x128xf32> loc("backward.model.layers.1.mlp.down_proj")
    %t892 = tensor.expand_shape %t891 [[0, 1], [2]] output_shape [4, 16, 128] : tensor<64x128xf32> into tensor<4x16x128xf32> loc("backward.model.layers.1.mlp.down_proj")
    %t893 = tensor.empty() : tensor<64x128xf32> loc("backward.model.layers.1.mlp.down_proj")
    %t894 = linalg.transpose ins(%t885 : tensor<128x64xf32>) outs(%t893 : tensor<64x128xf32>) permutation = [1, 0] loc("backward.model.layers.1.mlp.down_proj")
    %t895 = tensor.empty() : tensor<4x16x128xf32> loc("backward.model.layers.1.mlp")
    %t900 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t892, %t573 : tensor<4x16x128xf32>, tensor<4x16x128xf32>) outs(%t895 : tensor<4x16x128xf32>) {
    ^bb0(%in896: f32, %in897: f32, %out898: f32):
      %s899 = arith.mulf %in896, %in897 : f32
      linalg.yield %s899 : f32
    } -> tensor<4x16x128xf32> loc("backward.model.layers.1.mlp")
    %t901 = tensor.empty() : tensor<4x16x128xf32> loc("backward.model.layers.1.mlp")
    %t906 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t892, %t581 : tensor<4x16x128xf32>, tensor<4x16x128xf32>) outs(%t901 : tensor<4x16x128xf32>) {
    ^bb0(%in902: f32, %in903: f32, %out904: f32):
      %s905 = arith.mulf %in902, %in903 : f32
      linalg.yield %s905 : f32
    } -> tensor<4x16x128xf32> loc("backward.model.layers.1.mlp")
    %t907 = tensor.collapse_shape %t900 [[0, 1], [2]] : tensor<4x16x128xf32> into tensor<64x128xf32> loc("backward.model.layers.1.mlp.up_proj")
    %t908 = tensor.empty() : tensor<128x64xf32> loc("backward.model.layers.1.mlp.up_proj")
    %t909 = linalg.transpose ins(%t907 : tensor<64x128xf32>) outs(%t908 : tensor<128x64xf32>) permutation = [1, 0] loc("backward.model.layers.1.mlp.up_proj")
    %t910 = tensor.empty() : tensor<128x64xf32> loc("backward.model.layers.1.mlp.up_proj")
    %c911 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.1.mlp.up_proj")
    %t912 = linalg.fill ins(%c911 : f32) outs(%t910 : tensor<128x64xf32>) -> tensor<128x64xf32> loc("backward.model.layers.1.mlp.up_proj")
    %t913 = linalg.matmul ins(%t909, %t576 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%t912 : tensor<128x64xf32>) -> tensor<128x64xf32> loc("backward.model.layers.1.mlp.up_proj")
    %t914 = tensor.empty() : tensor<64x128xf32> loc("backward.model.layers.1.mlp.up_proj")
    %t915 = linalg.transpose ins(%t913 : tensor<128x64xf32>) outs(%t914 : tensor<64x128xf32>) permutation = [1, 0] loc("backward.model.layers.1.mlp.up_proj")
    %t916 = tensor.empty() : tensor<128x64xf32> loc("backward.model.layers.1.mlp.up_proj")
    %t917 = linalg.transpose ins(%t575 : tensor<64x128xf32>) outs(%t916 : tensor<128x64xf32>) permutation = [1, 0] loc("backward.model.layers.1.mlp.up_proj")
    %t918 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.1.mlp.up_proj")
    %c919 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.1.mlp.up_proj")
    %t920 = linalg.fill ins(%c919 : f32) outs(%t918 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.model.layers.1.mlp.up_proj")
    %t921 = linalg.matmul ins(%t907, %t917 : tensor<64x128xf32>, tensor<128x64xf32>) outs(%t920 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.model.layers.1.mlp.up_proj")
    %t922 = tensor.expand_shape %t921 [[0, 1], [2]] output_shape [4, 16, 64] : tensor<64x64xf32> into tensor<4x16x64xf32> loc("backward.model.layers.1.mlp.up_proj")
    %t923 = tensor.empty() : tensor<128x64xf32> loc("backward.model.layers.1.mlp.up_proj")
    %t924 = linalg.transpose ins(%t915 : tensor<64x128xf32>) outs(%t923 : tensor<128x64xf32>) permutation = [1, 0] loc("backward.model.layers.1.mlp.up_proj")
    %t925 = tensor.empty() : tensor<4x16x128xf32> loc("backward.model.layers.1.mlp.act_fn")
    %t933 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t558 : tensor<4x16x128xf32>) outs(%t925 : tensor<4x16x128xf32>) {
    ^bb0(%in926: f32, %out927: f32):
      %s928 = arith.constant 1.000000000e+00 : f32
      %s929 = arith.negf %in926 : f32
      %s930 = math.exp %s929 : f32
      %s931 = arith.addf %s928, %s930 : f32
      %s932 = arith.divf %s928, %s931 : f32
      linalg.yield %s932 : f32
    } -> tensor<4x16x128xf32> loc("backward.model.layers.1.mlp.act_fn")
    %cst934 = arith.constant dense<1.000000000e+00> : tensor<4x16x128xf32> loc("backward.model.layers.1.mlp.act_fn")
    %t935 = tensor.empty() : tensor<4x16x128xf32> loc("backward.model.layers.1.mlp.act_fn")
    %t940 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst934, %t933 : tensor<4x16x128xf32>, tensor<4x16x128xf32>) outs(%t935 : tensor<4x16x128xf32>) {
    ^bb0(%in936: f32, %in937: f32, %out938: f32):
      %s939 = arith.subf %in936, %in937 : f32
      linalg.yield %s939 : f32
    } -> tensor<4x16x128xf32> loc("backward.model.layers.1.mlp.act_fn")
    %t941 = tensor.empty() : tensor<4x16x128xf32> loc("backward.model.layers.1.mlp.act_fn")
    %t946 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t558, %t940 : tensor<4x16x128xf32>, tensor<4x16x128xf32>) outs(%t941 : tensor<4x16x128xf32>) {
    ^bb0(%in942: f32, %in943: f32, %out944: f32):
      %s945 = arith.mulf %in942, %in943 : f32
      linalg.yield %s945 : f32
    } -> tensor<4x16x128xf32> loc("backward.model.layers.1.mlp.act_fn")
    %t947 = tensor.empty() : tensor<4x16x128xf32> loc("backward.model.layers.1.mlp.act_fn")
    %t952 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t946 : tensor<4x16x128xf32>) outs(%t947 : tensor<4x16x128xf32>) {
    ^bb0(%in948: f32, %out949: f32):
      %s950 = arith.constant 1.000000000e+00 : f32
      %s951 = arith.addf %in948, %s950 : f32
      linalg.yield %s951 : f32
    } -> tensor<4x16x128xf32> loc("backward.model.layers.1.mlp.act_fn")
    %t953 = tensor.empty() : tensor<4x16x128xf32> loc("backward.model.layers.1.mlp.act_fn")
    %t958 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t933, %t952 : tensor<4x16x128xf32>, tensor<4x16x128xf32>) outs(%t953 : tensor<4x16x128xf32>) {
    ^bb0(%in954: f32, %in955: f32, %out956: f32):
      %s957 = arith.mulf %in954, %in955 : f32
      linalg.yield %s957 : f32
    } -> tensor<4x16x128xf32> loc("backward.model.layers.1.mlp.act_fn")
    %t959 = tensor.empty() : tensor<4x16x128xf32> loc("backward.model.layers.1.mlp.act_fn")
    %t964 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t906, %t958 : tensor<4x16x128xf32>, tensor<4x16x128xf32>) outs(%t959 : tensor<4x16x128xf32>) {
    ^bb0(%in960: f32, %in961: f32, %out962: f32):
      %s963 = arith.mulf %in960, %in961 : f32
      linalg.yield %s963 : f32
    } -> tensor<4x16x128xf32> loc("backward.model.layers.1.mlp.act_fn")
    %t965 = tensor.collapse_shape %t964 [[0, 1], [2]] : tensor<4x16x128xf32> into tensor<64x128xf32> loc("backward.model.layers.1.mlp.gate_proj")
    %t966 = tensor.empty() : tensor<128x64xf32> loc("backward.model.layers.1.mlp.gate_proj")
    %t967 = linalg.transpose ins(%t965 : tensor<64x128xf32>) outs(%t966 : tensor<128x64xf32>) permutation = [1, 0] loc("backward.model.layers.1.mlp.gate_proj")
    %t968 = tensor.empty() : tensor<128x64xf32> loc("backward.model.layers.1.mlp.gate_proj")
    %c969 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.1.mlp.gate_proj")
    %t970 = linalg.fill ins(%c969 : f32) outs(%t968 : tensor<128x64xf32>) -> tensor<128x64xf32> loc("backward.model.layers.1.mlp.gate_proj")
    %t971 = linalg.matmul ins(%t967, %t553 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%t970 : tensor<128x64xf32>) -> tensor<128x64xf32> loc("backward.model.layers.1.mlp.gate_proj")
    %t972 = tensor.empty() : tensor<64x128xf32> loc("backward.model.layers.1.mlp.gate_proj")
    %t973 = linalg.transpose ins(%t971 : tensor<128x64xf32>) outs(%t972 : tensor<64x128xf32>) permutation = [1, 0] loc("backward.model.layers.1.mlp.gate_proj")
    %t974 = tensor.empty() : tensor<128x64xf32> loc("backward.model.layers.1.mlp.gate_proj")
    %t975 = linalg.transpose ins(%t552 : tensor<64x128xf32>) outs(%t974 : tensor<128x64xf32>) permutation = [1, 0] loc("backward.model.layers.1.mlp.gate_proj")
    %t976 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.1.mlp.gate_proj")
    %c977 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.1.mlp.gate_proj")
    %t978 = linalg.fill ins(%c977 : f32) outs(%t976 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.model.layers.1.mlp.gate_proj")
    %t979 = linalg.matmul ins(%t965, %t975 : tensor<64x128xf32>, tensor<128x64xf32>) outs(%t978 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.model.layers.1.mlp.gate_proj")
    %t980 = tensor.expand_shape %t979 [[0, 1], [2]] output_shape [4, 16, 64] : tensor<64x64xf32> into tensor<4x16x64xf32> loc("backward.model.layers.1.mlp.gate_proj")
    %t981 = tensor.empty() : tensor<4x16x64xf32> loc("backward.add_20")
    %t986 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t922, %t980 : tensor<4x16x64xf32>, tensor<4x16x64xf32>) outs(%t981 : tensor<4x16x64xf32>) {
    ^bb0(%in982: f32, %in983: f32, %out984: f32):
      %s985 = arith.addf %in982, %in983 : f32
      linalg.yield %s985 : f32
    } -> tensor<4x16x64xf32> loc("backward.add_20")
    %t987 = tensor.empty() : tensor<128x64xf32> loc("backward.model.layers.1.mlp.gate_proj")
    %t988 = linalg.transpose ins(%t973 : tensor<64x128xf32>) outs(%t987 : tensor<128x64xf32>) permutation = [1, 0] loc("backward.model.layers.1.mlp.gate_proj")
    %t989 = tensor.empty() : tensor<4x16x64xf32> loc("backward.model.layers.1.post_attention_layernorm")
    %t994 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t986, %primals_19 : tensor<4x16x64xf32>, tensor<64xf32>) outs(%t989 : tensor<4x16x64xf32>) {
    ^bb0(%in990: f32, %in991: f32, %out992: f32):
      %s993 = arith.mulf %in990, %in991 : f32
      linalg.yield %s993 : f32
    } -> tensor<4x16x64xf32> loc("backward.model.layers.1.post_attention_layernorm")
    %t995 = tensor.empty() : tensor<4x16x64xf32> loc("backward.model.layers.1.post_attention_layernorm")
    %t1000 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t986, %t544 : tensor<4x16x64xf32>, tensor<4x16x64xf32>) outs(%t995 : tensor<4x16x64xf32>) {
    ^bb0(%in996: f32, %in997: f32, %out998: f32):
      %s999 = arith.mulf %in996, %in997 : f32
      linalg.yield %s999 : f32
    } -> tensor<4x16x64xf32> loc("backward.model.layers.1.post_attention_layernorm")
    %t1001 = tensor.empty() : tensor<64xf32> loc("backward.model.layers.1.post_attention_layernorm")
    %c1002 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.1.post_attention_layernorm")
    %t1003 = linalg.fill ins(%c1002 : f32) outs(%t1001 : tensor<64xf32>) -> tensor<64xf32> loc("backward.model.layers.1.post_attention_layernorm")
    %t1007 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%t1000 : tensor<4x16x64xf32>) outs(%t1003 : tensor<64xf32>) {
    ^bb0(%in1004: f32, %out1005: f32):
      %s1006 = arith.addf %out1005, %in1004 : f32
      linalg.yield %s1006 : f32
    } -> tensor<64xf32> loc("backward.model.layers.1.post_attention_layernorm")
    %t1008 = tensor.expand_shape %t1007 [[0, 1, 2]] output_shape [1, 1, 64] : tensor<64xf32> into tensor<1x1x64xf32> loc("backward.model.layers.1.post_attention_layernorm")
    %t1009 = tensor.collapse_shape %t1008 [[0, 1, 2]] : tensor<1x1x64xf32> into tensor<64xf32> loc("backward.model.layers.1.post_attention_layernorm")
    %t1010 = tensor.empty() : tensor<4x16x64xf32> loc("backward.model.layers.1.post_attention_layernorm")
    %t1015 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t994, %t508 : tensor<4x16x64xf32>, tensor<4x16x64xf32>) outs(%t1010 : tensor<4x16x64xf32>) {
    ^bb0(%in1011: f32, %in1012: f32, %out1013: f32):
      %s1014 = arith.mulf %in1011, %in1012 : f32
      linalg.yield %s1014 : f32
    } -> tensor<4x16x64xf32> loc("backward.model.layers.1.post_attention_layernorm")
    %t1016 = tensor.empty() : tensor<4x16x64xf32> loc("backward.model.layers.1.post_attention_layernorm")
    %t1021 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t994, %t538 : tensor<4x16x64xf32>, tensor<4x16x1xf32>) outs(%t1016 : tensor<4x16x64xf32>) {
    ^bb0(%in1017: f32, %in1018: f32, %out1019: f32):
      %s1020 = arith.mulf %in1017, %in1018 : f32
      linalg.yield %s1020 : f32
    } -> tensor<4x16x64xf32> loc("backward.model.layers.1.post_attention_layernorm")
    %t1022 = tensor.empty() : tensor<4x16xf32> loc("backward.model.layers.1.post_attention_layernorm")
    %c1023 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.1.post_attention_layernorm")
    %t1024 = linalg.fill ins(%c1023 : f32) outs(%t1022 : tensor<4x16xf32>) -> tensor<4x16xf32> loc("backward.model.layers.1.post_attention_layernorm")
    %t1028 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t1015 : tensor<4x16x64xf32>) outs(%t1024 : tensor<4x16xf32>) {
    ^bb0(%in1025: f32, %out1026: f32):
      %s1027 = arith.addf %out1026, %in1025 : f32
      linalg.yield %s1027 : f32
    } -> tensor<4x16xf32> loc("backward.model.layers.1.post_attention_layernorm")
    %t1029 = tensor.expand_shape %t1028 [[0], [1, 2]] output_shape [4, 16, 1] : tensor<4x16xf32> into tensor<4x16x1xf32> loc("backward.model.layers.1.post_attention_layernorm")
    %t1030 = tensor.empty() : tensor<4x16x64xf32> loc("backward.add_21")
    %t1035 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t876, %t1021 : tensor<4x16x64xf32>, tensor<4x16x64xf32>) outs(%t1030 : tensor<4x16x64xf32>) {
    ^bb0(%in1031: f32, %in1032: f32, %out1033: f32):
      %s1034 = arith.addf %in1031, %in1032 : f32
      linalg.yield %s1034 : f32
    } -> tensor<4x16x64xf32> loc("backward.add_21")
    %t1036 = tensor.empty() : tensor<4x16x1xf32> loc("backward.model.layers.1.post_attention_layernorm")
    %t1041 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t538 : tensor<4x16x1xf32>) outs(%t1036 : tensor<4x16x1xf32>) {
    ^bb0(%in1037: f32, %out1038: f32):
      %s1039 = arith.mulf %in1037, %in1037 : f32
      %s1040 = arith.mulf %s1039, %in1037 : f32
      linalg.yield %s1040 : f32
    } -> tensor<4x16x1xf32> loc("backward.model.layers.1.post_attention_layernorm")
    %t1042 = tensor.empty() : tensor<4x16x1xf32> loc("backward.model.layers.1.post_attention_layernorm")
    %t1047 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1029 : tensor<4x16x1xf32>) outs(%t1042 : tensor<4x16x1xf32>) {
    ^bb0(%in1043: f32, %out1044: f32):
      %s1045 = arith.constant -5.000000000e-01 : f32
      %s1046 = arith.mulf %in1043, %s1045 : f32
      linalg.yield %s1046 : f32
    } -> tensor<4x16x1xf32> loc("backward.model.layers.1.post_attention_layernorm")
    %t1048 = tensor.empty() : tensor<4x16x1xf32> loc("backward.model.layers.1.post_attention_layernorm")
    %t1053 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1047, %t1041 : tensor<4x16x1xf32>, tensor<4x16x1xf32>) outs(%t1048 : tensor<4x16x1xf32>) {
    ^bb0(%in1049: f32, %in1050: f32, %out1051: f32):
      %s1052 = arith.mulf %in1049, %in1050 : f32
      linalg.yield %s1052 : f32
    } -> tensor<4x16x1xf32> loc("backward.model.layers.1.post_attention_layernorm")
    %t1054 = tensor.empty() : tensor<4x16x64xf32> loc("backward.model.layers.1.post_attention_layernorm")
    %t1057 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1053 : tensor<4x16x1xf32>) outs(%t1054 : tensor<4x16x64xf32>) {
    ^bb0(%in1055: f32, %out1056: f32):
      linalg.yield %in1055 : f32
    } -> tensor<4x16x64xf32> loc("backward.model.layers.1.post_attention_layernorm")
    %t1058 = tensor.empty() : tensor<4x16x64xf32> loc("backward.model.layers.1.post_attention_layernorm")
    %t1063 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1057 : tensor<4x16x64xf32>) outs(%t1058 : tensor<4x16x64xf32>) {
    ^bb0(%in1059: f32, %out1060: f32):
      %s1061 = arith.constant 6.400000000e+01 : f32
      %s1062 = arith.divf %in1059, %s1061 : f32
      linalg.yield %s1062 : f32
    } -> tensor<4x16x64xf32> loc("backward.model.layers.1.post_attention_layernorm")
    %t1064 = tensor.empty() : tensor<4x16x64xf32> loc("backward.model.layers.1.post_attention_layernorm")
    %t1067 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t508 : tensor<4x16x64xf32>) outs(%t1064 : tensor<4x16x64xf32>) {
    ^bb0(%in1065: f32, %out1066: f32):
      linalg.yield %in1065 : f32
    } -> tensor<4x16x64xf32> loc("backward.model.layers.1.post_attention_layernorm")
    %t1068 = tensor.empty() : tensor<4x16x64xf32> loc("backward.model.layers.1.post_attention_layernorm")
    %t1073 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1067 : tensor<4x16x64xf32>) outs(%t1068 : tensor<4x16x64xf32>) {
    ^bb0(%in1069: f32, %out1070: f32):
      %s1071 = arith.constant 2.000000000e+00 : f32
      %s1072 = arith.mulf %in1069, %s1071 : f32
      linalg.yield %s1072 : f32
    } -> tensor<4x16x64xf32> loc("backward.model.layers.1.post_attention_layernorm")
    %t1074 = tensor.empty() : tensor<4x16x64xf32> loc("backward.model.layers.1.post_attention_layernorm")
    %t1079 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1063, %t1073 : tensor<4x16x64xf32>, tensor<4x16x64xf32>) outs(%t1074 : tensor<4x16x64xf32>) {
    ^bb0(%in1075: f32, %in1076: f32, %out1077: f32):
      %s1078 = arith.mulf %in1075, %in1076 : f32
      linalg.yield %s1078 : f32
    } -> tensor<4x16x64xf32> loc("backward.model.layers.1.post_attention_layernorm")
    %t1080 = tensor.empty() : tensor<4x16x64xf32> loc("backward.add_22")
    %t1085 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1035, %t1079 : tensor<4x16x64xf32>, tensor<4x16x64xf32>) outs(%t1080 : tensor<4x16x64xf32>) {
    ^bb0(%in1081: f32, %in1082: f32, %out1083: f32):
      %s1084 = arith.addf %in1081, %in1082 : f32
      linalg.yield %s1084 : f32
    } -> tensor<4x16x64xf32> loc("backward.add_22")
    %t1086 = tensor.collapse_shape %t1085 [[0, 1], [2]] : tensor<4x16x64xf32> into tensor<64x64xf32> loc("backward.model.layers.1.self_attn.o_proj")
    %t1087 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.1.self_attn.o_proj")
    %t1088 = linalg.transpose ins(%t1086 : tensor<64x64xf32>) outs(%t1087 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.model.layers.1.self_attn.o_proj")
    %t1089 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.1.self_attn.o_proj")
    %c1090 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.1.self_attn.o_proj")
    %t1091 = linalg.fill ins(%c1090 : f32) outs(%t1089 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.model.layers.1.self_attn.o_proj")
    %t1092 = linalg.matmul ins(%t1088, %t497 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%t1091 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.model.layers.1.self_attn.o_proj")
    %t1093 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.1.self_attn.o_proj")
    %t1094 = linalg.transpose ins(%t1092 : tensor<64x64xf32>) outs(%t1093 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.model.layers.1.self_attn.o_proj")
    %t1095 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.1.self_attn.o_proj")
    %t1096 = linalg.transpose ins(%t496 : tensor<64x64xf32>) outs(%t1095 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.model.layers.1.self_attn.o_proj")
    %t1097 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.1.self_attn.o_proj")
    %c1098 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.1.self_attn.o_proj")
    %t1099 = linalg.fill ins(%c1098 : f32) outs(%t1097 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.model.layers.1.self_attn.o_proj")
    %t1100 = linalg.matmul ins(%t1086, %t1096 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%t1099 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.model.layers.1.self_attn.o_proj")
    %t1101 = tensor.expand_shape %t1100 [[0, 1], [2]] output_shape [4, 16, 64] : tensor<64x64xf32> into tensor<4x16x64xf32> loc("backward.model.layers.1.self_attn.o_proj")
    %t1102 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.1.self_attn.o_proj")
    %t1103 = linalg.transpose ins(%t1094 : tensor<64x64xf32>) outs(%t1102 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.model.layers.1.self_attn.o_proj")
    %t1104 = tensor.expand_shape %t1101 [[0], [1], [2, 3]] output_shape [4, 16, 4, 16] : tensor<4x16x64xf32> into tensor<4x16x4x16xf32> loc("backward.model.layers.1.self_attn")
    %t1105 = tensor.empty() : tensor<4x4x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1106 = linalg.transpose ins(%t1104 : tensor<4x16x4x16xf32>) outs(%t1105 : tensor<4x4x16x16xf32>) permutation = [0, 2, 1, 3] loc("backward.model.layers.1.self_attn")
    %t1107 = tensor.collapse_shape %t1106 [[0, 1], [2], [3]] : tensor<4x4x16x16xf32> into tensor<16x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1108 = tensor.empty() : tensor<16x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1109 = linalg.transpose ins(%t485 : tensor<16x16x16xf32>) outs(%t1108 : tensor<16x16x16xf32>) permutation = [0, 2, 1] loc("backward.model.layers.1.self_attn")
    %t1110 = tensor.empty() : tensor<16x16x16xf32> loc("backward.model.layers.1.self_attn")
    %c1111 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.1.self_attn")
    %t1112 = linalg.fill ins(%c1111 : f32) outs(%t1110 : tensor<16x16x16xf32>) -> tensor<16x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1113 = linalg.batch_matmul ins(%t1109, %t1107 : tensor<16x16x16xf32>, tensor<16x16x16xf32>) outs(%t1112 : tensor<16x16x16xf32>) -> tensor<16x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1114 = tensor.empty() : tensor<16x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1115 = linalg.transpose ins(%t486 : tensor<16x16x16xf32>) outs(%t1114 : tensor<16x16x16xf32>) permutation = [0, 2, 1] loc("backward.model.layers.1.self_attn")
    %t1116 = tensor.empty() : tensor<16x16x16xf32> loc("backward.model.layers.1.self_attn")
    %c1117 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.1.self_attn")
    %t1118 = linalg.fill ins(%c1117 : f32) outs(%t1116 : tensor<16x16x16xf32>) -> tensor<16x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1119 = linalg.batch_matmul ins(%t1107, %t1115 : tensor<16x16x16xf32>, tensor<16x16x16xf32>) outs(%t1118 : tensor<16x16x16xf32>) -> tensor<16x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1120 = tensor.expand_shape %t1113 [[0, 1], [2], [3]] output_shape [4, 4, 16, 16] : tensor<16x16x16xf32> into tensor<4x4x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1121 = tensor.expand_shape %t1119 [[0, 1], [2], [3]] output_shape [4, 4, 16, 16] : tensor<16x16x16xf32> into tensor<4x4x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1122 = tensor.empty() : tensor<4x4x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1127 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1121, %t484 : tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) outs(%t1122 : tensor<4x4x16x16xf32>) {
    ^bb0(%in1123: f32, %in1124: f32, %out1125: f32):
      %s1126 = arith.mulf %in1123, %in1124 : f32
      linalg.yield %s1126 : f32
    } -> tensor<4x4x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1128 = tensor.empty() : tensor<4x4x16xf32> loc("backward.model.layers.1.self_attn")
    %c1129 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.1.self_attn")
    %t1130 = linalg.fill ins(%c1129 : f32) outs(%t1128 : tensor<4x4x16xf32>) -> tensor<4x4x16xf32> loc("backward.model.layers.1.self_attn")
    %t1134 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%t1127 : tensor<4x4x16x16xf32>) outs(%t1130 : tensor<4x4x16xf32>) {
    ^bb0(%in1131: f32, %out1132: f32):
      %s1133 = arith.addf %out1132, %in1131 : f32
      linalg.yield %s1133 : f32
    } -> tensor<4x4x16xf32> loc("backward.model.layers.1.self_attn")
    %t1135 = tensor.expand_shape %t1134 [[0], [1], [2, 3]] output_shape [4, 4, 16, 1] : tensor<4x4x16xf32> into tensor<4x4x16x1xf32> loc("backward.model.layers.1.self_attn")
    %t1136 = tensor.empty() : tensor<4x4x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1141 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t484, %t1135 : tensor<4x4x16x16xf32>, tensor<4x4x16x1xf32>) outs(%t1136 : tensor<4x4x16x16xf32>) {
    ^bb0(%in1137: f32, %in1138: f32, %out1139: f32):
      %s1140 = arith.mulf %in1137, %in1138 : f32
      linalg.yield %s1140 : f32
    } -> tensor<4x4x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1142 = tensor.empty() : tensor<4x4x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1147 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1127, %t1141 : tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) outs(%t1142 : tensor<4x4x16x16xf32>) {
    ^bb0(%in1143: f32, %in1144: f32, %out1145: f32):
      %s1146 = arith.subf %in1143, %in1144 : f32
      linalg.yield %s1146 : f32
    } -> tensor<4x4x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1148 = tensor.empty() : tensor<4x4x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1153 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1147 : tensor<4x4x16x16xf32>) outs(%t1148 : tensor<4x4x16x16xf32>) {
    ^bb0(%in1149: f32, %out1150: f32):
      %s1151 = arith.constant 2.500000000e-01 : f32
      %s1152 = arith.mulf %in1149, %s1151 : f32
      linalg.yield %s1152 : f32
    } -> tensor<4x4x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1154 = tensor.collapse_shape %t1153 [[0, 1], [2], [3]] : tensor<4x4x16x16xf32> into tensor<16x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1155 = tensor.empty() : tensor<16x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1156 = linalg.transpose ins(%t437 : tensor<16x16x16xf32>) outs(%t1155 : tensor<16x16x16xf32>) permutation = [0, 2, 1] loc("backward.model.layers.1.self_attn")
    %t1157 = tensor.empty() : tensor<16x16x16xf32> loc("backward.model.layers.1.self_attn")
    %c1158 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.1.self_attn")
    %t1159 = linalg.fill ins(%c1158 : f32) outs(%t1157 : tensor<16x16x16xf32>) -> tensor<16x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1160 = linalg.batch_matmul ins(%t1156, %t1154 : tensor<16x16x16xf32>, tensor<16x16x16xf32>) outs(%t1159 : tensor<16x16x16xf32>) -> tensor<16x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1161 = tensor.empty() : tensor<16x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1162 = linalg.transpose ins(%t438 : tensor<16x16x16xf32>) outs(%t1161 : tensor<16x16x16xf32>) permutation = [0, 2, 1] loc("backward.model.layers.1.self_attn")
    %t1163 = tensor.empty() : tensor<16x16x16xf32> loc("backward.model.layers.1.self_attn")
    %c1164 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.1.self_attn")
    %t1165 = linalg.fill ins(%c1164 : f32) outs(%t1163 : tensor<16x16x16xf32>) -> tensor<16x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1166 = linalg.batch_matmul ins(%t1154, %t1162 : tensor<16x16x16xf32>, tensor<16x16x16xf32>) outs(%t1165 : tensor<16x16x16xf32>) -> tensor<16x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1167 = tensor.expand_shape %t1160 [[0, 1], [2], [3]] output_shape [4, 4, 16, 16] : tensor<16x16x16xf32> into tensor<4x4x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1168 = tensor.expand_shape %t1166 [[0, 1], [2], [3]] output_shape [4, 4, 16, 16] : tensor<16x16x16xf32> into tensor<4x4x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1169 = tensor.empty() : tensor<4x4x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1170 = linalg.transpose ins(%t1167 : tensor<4x4x16x16xf32>) outs(%t1169 : tensor<4x4x16x16xf32>) permutation = [0, 1, 3, 2] loc("backward.model.layers.1.self_attn")
    %t1171 = tensor.empty() : tensor<4x4x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1176 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1170, %cst394 : tensor<4x4x16x16xf32>, tensor<1x1x16x16xf32>) outs(%t1171 : tensor<4x4x16x16xf32>) {
    ^bb0(%in1172: f32, %in1173: f32, %out1174: f32):
      %s1175 = arith.mulf %in1172, %in1173 : f32
      linalg.yield %s1175 : f32
    } -> tensor<4x4x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1177 = tensor.extract_slice %t1176[0, 0, 0, 0] [4, 4, 16, 8] [1, 1, 1, 1] : tensor<4x4x16x16xf32> to tensor<4x4x16x8xf32> loc("backward.model.layers.1.self_attn")
    %t1178 = tensor.extract_slice %t1176[0, 0, 0, 8] [4, 4, 16, 8] [1, 1, 1, 1] : tensor<4x4x16x16xf32> to tensor<4x4x16x8xf32> loc("backward.model.layers.1.self_attn")
    %t1179 = tensor.empty() : tensor<4x4x16x8xf32> loc("backward.model.layers.1.self_attn")
    %t1183 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1177 : tensor<4x4x16x8xf32>) outs(%t1179 : tensor<4x4x16x8xf32>) {
    ^bb0(%in1180: f32, %out1181: f32):
      %s1182 = arith.negf %in1180 : f32
      linalg.yield %s1182 : f32
    } -> tensor<4x4x16x8xf32> loc("backward.model.layers.1.self_attn")
    %cst1184 = arith.constant dense<0.000000000e+00> : tensor<4x4x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1185 = tensor.insert_slice %t1183 into %cst1184[0, 0, 0, 8] [4, 4, 16, 8] [1, 1, 1, 1] : tensor<4x4x16x8xf32> into tensor<4x4x16x16xf32> loc("backward.model.layers.1.self_attn")
    %cst1186 = arith.constant dense<0.000000000e+00> : tensor<4x4x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1187 = tensor.insert_slice %t1178 into %cst1186[0, 0, 0, 0] [4, 4, 16, 8] [1, 1, 1, 1] : tensor<4x4x16x8xf32> into tensor<4x4x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1188 = tensor.empty() : tensor<4x4x16x16xf32> loc("backward.add_23")
    %t1193 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1185, %t1187 : tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) outs(%t1188 : tensor<4x4x16x16xf32>) {
    ^bb0(%in1189: f32, %in1190: f32, %out1191: f32):
      %s1192 = arith.addf %in1189, %in1190 : f32
      linalg.yield %s1192 : f32
    } -> tensor<4x4x16x16xf32> loc("backward.add_23")
    %t1194 = tensor.empty() : tensor<4x4x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1199 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1170, %cst377 : tensor<4x4x16x16xf32>, tensor<1x1x16x16xf32>) outs(%t1194 : tensor<4x4x16x16xf32>) {
    ^bb0(%in1195: f32, %in1196: f32, %out1197: f32):
      %s1198 = arith.mulf %in1195, %in1196 : f32
      linalg.yield %s1198 : f32
    } -> tensor<4x4x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1200 = tensor.empty() : tensor<4x4x16x16xf32> loc("backward.add_24")
    %t1205 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1193, %t1199 : tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) outs(%t1200 : tensor<4x4x16x16xf32>) {
    ^bb0(%in1201: f32, %in1202: f32, %out1203: f32):
      %s1204 = arith.addf %in1201, %in1202 : f32
      linalg.yield %s1204 : f32
    } -> tensor<4x4x16x16xf32> loc("backward.add_24")
    %t1206 = tensor.empty() : tensor<4x4x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1211 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1168, %cst394 : tensor<4x4x16x16xf32>, tensor<1x1x16x16xf32>) outs(%t1206 : tensor<4x4x16x16xf32>) {
    ^bb0(%in1207: f32, %in1208: f32, %out1209: f32):
      %s1210 = arith.mulf %in1207, %in1208 : f32
      linalg.yield %s1210 : f32
    } -> tensor<4x4x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1212 = tensor.extract_slice %t1211[0, 0, 0, 0] [4, 4, 16, 8] [1, 1, 1, 1] : tensor<4x4x16x16xf32> to tensor<4x4x16x8xf32> loc("backward.model.layers.1.self_attn")
    %t1213 = tensor.extract_slice %t1211[0, 0, 0, 8] [4, 4, 16, 8] [1, 1, 1, 1] : tensor<4x4x16x16xf32> to tensor<4x4x16x8xf32> loc("backward.model.layers.1.self_attn")
    %t1214 = tensor.empty() : tensor<4x4x16x8xf32> loc("backward.model.layers.1.self_attn")
    %t1218 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1212 : tensor<4x4x16x8xf32>) outs(%t1214 : tensor<4x4x16x8xf32>) {
    ^bb0(%in1215: f32, %out1216: f32):
      %s1217 = arith.negf %in1215 : f32
      linalg.yield %s1217 : f32
    } -> tensor<4x4x16x8xf32> loc("backward.model.layers.1.self_attn")
    %cst1219 = arith.constant dense<0.000000000e+00> : tensor<4x4x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1220 = tensor.insert_slice %t1218 into %cst1219[0, 0, 0, 8] [4, 4, 16, 8] [1, 1, 1, 1] : tensor<4x4x16x8xf32> into tensor<4x4x16x16xf32> loc("backward.model.layers.1.self_attn")
    %cst1221 = arith.constant dense<0.000000000e+00> : tensor<4x4x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1222 = tensor.insert_slice %t1213 into %cst1221[0, 0, 0, 0] [4, 4, 16, 8] [1, 1, 1, 1] : tensor<4x4x16x8xf32> into tensor<4x4x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1223 = tensor.empty() : tensor<4x4x16x16xf32> loc("backward.add_25")
    %t1228 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1220, %t1222 : tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) outs(%t1223 : tensor<4x4x16x16xf32>) {
    ^bb0(%in1224: f32, %in1225: f32, %out1226: f32):
      %s1227 = arith.addf %in1224, %in1225 : f32
      linalg.yield %s1227 : f32
    } -> tensor<4x4x16x16xf32> loc("backward.add_25")
    %t1229 = tensor.empty() : tensor<4x4x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1234 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1168, %cst377 : tensor<4x4x16x16xf32>, tensor<1x1x16x16xf32>) outs(%t1229 : tensor<4x4x16x16xf32>) {
    ^bb0(%in1230: f32, %in1231: f32, %out1232: f32):
      %s1233 = arith.mulf %in1230, %in1231 : f32
      linalg.yield %s1233 : f32
    } -> tensor<4x4x16x16xf32> loc("backward.model.layers.1.self_attn")
    %t1235 = tensor.empty() : tensor<4x4x16x16xf32> loc("backward.add_26")
    %t1240 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1228, %t1234 : tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) outs(%t1235 : tensor<4x4x16x16xf32>) {
    ^bb0(%in1236: f32, %in1237: f32, %out1238: f32):
      %s1239 = arith.addf %in1236, %in1237 : f32
      linalg.yield %s1239 : f32
    } -> tensor<4x4x16x16xf32> loc("backward.add_26")
    %t1241 = tensor.empty() : tensor<4x16x4x16xf32> loc("backward.model.layers.1.self_attn")
    %t1242 = linalg.transpose ins(%t1120 : tensor<4x4x16x16xf32>) outs(%t1241 : tensor<4x16x4x16xf32>) permutation = [0, 2, 1, 3] loc("backward.model.layers.1.self_attn")
    %t1243 = tensor.collapse_shape %t1242 [[0], [1], [2, 3]] : tensor<4x16x4x16xf32> into tensor<4x16x64xf32> loc("backward.model.layers.1.self_attn")
    %t1244 = tensor.collapse_shape %t1243 [[0, 1], [2]] : tensor<4x16x64xf32> into tensor<64x64xf32> loc("backward.model.layers.1.self_attn.v_proj")
    %t1245 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.1.self_attn.v_proj")
    %t1246 = linalg.transpose ins(%t1244 : tensor<64x64xf32>) outs(%t1245 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.model.layers.1.self_attn.v_proj")
    %t1247 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.1.self_attn.v_proj")
    %c1248 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.1.self_attn.v_proj")
    %t1249 = linalg.fill ins(%c1248 : f32) outs(%t1247 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.model.layers.1.self_attn.v_proj")
    %t1250 = linalg.matmul ins(%t1246, %t368 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%t1249 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.model.layers.1.self_attn.v_proj")
    %t1251 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.1.self_attn.v_proj")
    %t1252 = linalg.transpose ins(%t1250 : tensor<64x64xf32>) outs(%t1251 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.model.layers.1.self_attn.v_proj")
    %t1253 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.1.self_attn.v_proj")
    %t1254 = linalg.transpose ins(%t367 : tensor<64x64xf32>) outs(%t1253 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.model.layers.1.self_attn.v_proj")
    %t1255 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.1.self_attn.v_proj")
    %c1256 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.1.self_attn.v_proj")
    %t1257 = linalg.fill ins(%c1256 : f32) outs(%t1255 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.model.layers.1.self_attn.v_proj")
    %t1258 = linalg.matmul ins(%t1244, %t1254 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%t1257 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.model.layers.1.self_attn.v_proj")
    %t1259 = tensor.expand_shape %t1258 [[0, 1], [2]] output_shape [4, 16, 64] : tensor<64x64xf32> into tensor<4x16x64xf32> loc("backward.model.layers.1.self_attn.v_proj")
    %t1260 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.1.self_attn.v_proj")
    %t1261 = linalg.transpose ins(%t1252 : tensor<64x64xf32>) outs(%t1260 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.model.layers.1.self_attn.v_proj")
    %t1262 = tensor.empty() : tensor<4x16x4x16xf32> loc("backward.model.layers.1.self_attn")
    %t1263 = linalg.transpose ins(%t1205 : tensor<4x4x16x16xf32>) outs(%t1262 : tensor<4x16x4x16xf32>) permutation = [0, 2, 1, 3] loc("backward.model.layers.1.self_attn")
    %t1264 = tensor.collapse_shape %t1263 [[0], [1], [2, 3]] : tensor<4x16x4x16xf32> into tensor<4x16x64xf32> loc("backward.model.layers.1.self_attn")
    %t1265 = tensor.collapse_shape %t1264 [[0, 1], [2]] : tensor<4x16x64xf32> into tensor<64x64xf32> loc("backward.model.layers.1.self_attn.k_proj")
    %t1266 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.1.self_attn.k_proj")
    %t1267 = linalg.transpose ins(%t1265 : tensor<64x64xf32>) outs(%t1266 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.model.layers.1.self_attn.k_proj")
    %t1268 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.1.self_attn.k_proj")
    %c1269 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.1.self_attn.k_proj")
    %t1270 = linalg.fill ins(%c1269 : f32) outs(%t1268 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.model.layers.1.self_attn.k_proj")
    %t1271 = linalg.matmul ins(%t1267, %t357 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%t1270 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.model.layers.1.self_attn.k_proj")
    %t1272 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.1.self_attn.k_proj")
    %t1273 = linalg.transpose ins(%t1271 : tensor<64x64xf32>) outs(%t1272 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.model.layers.1.self_attn.k_proj")
    %t1274 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.1.self_attn.k_proj")
    %t1275 = linalg.transpose ins(%t356 : tensor<64x64xf32>) outs(%t1274 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.model.layers.1.self_attn.k_proj")
    %t1276 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.1.self_attn.k_proj")
    %c1277 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.1.self_attn.k_proj")
    %t1278 = linalg.fill ins(%c1277 : f32) outs(%t1276 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.model.layers.1.self_attn.k_proj")
    %t1279 = linalg.matmul ins(%t1265, %t1275 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%t1278 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.model.layers.1.self_attn.k_proj")
    %t1280 = tensor.expand_shape %t1279 [[0, 1], [2]] output_shape [4, 16, 64] : tensor<64x64xf32> into tensor<4x16x64xf32> loc("backward.model.layers.1.self_attn.k_proj")
    %t1281 = tensor.empty() : tensor<4x16x64xf32> loc("backward.add_27")
    %t1286 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1259, %t1280 : tensor<4x16x64xf32>, tensor<4x16x64xf32>) outs(%t1281 : tensor<4x16x64xf32>) {
    ^bb0(%in1282: f32, %in1283: f32, %out1284: f32):
      %s1285 = arith.addf %in1282, %in1283 : f32
      linalg.yield %s1285 : f32
    } -> tensor<4x16x64xf32> loc("backward.add_27")
    %t1287 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.1.self_attn.k_proj")
    %t1288 = linalg.transpose ins(%t1273 : tensor<64x64xf32>) outs(%t1287 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.model.layers.1.self_attn.k_proj")
    %t1289 = tensor.empty() : tensor<4x16x4x16xf32> loc("backward.model.layers.1.self_attn")
    %t1290 = linalg.transpose ins(%t1240 : tensor<4x4x16x16xf32>) outs(%t1289 : tensor<4x16x4x16xf32>) permutation = [0, 2, 1, 3] loc("backward.model.layers.1.self_attn")
    %t1291 = tensor.collapse_shape %t1290 [[0], [1], [2, 3]] : tensor<4x16x4x16xf32> into tensor<4x16x64xf32> loc("backward.model.layers.1.self_attn")
    %t1292 = tensor.collapse_shape %t1291 [[0, 1], [2]] : tensor<4x16x64xf32> into tensor<64x64xf32> loc("backward.model.layers.1.self_attn.q_proj")
    %t1293 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.1.self_attn.q_proj")
    %t1294 = linalg.transpose ins(%t1292 : tensor<64x64xf32>) outs(%t1293 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.model.layers.1.self_attn.q_proj")
    %t1295 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.1.self_attn.q_proj")
    %c1296 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.1.self_attn.q_proj")
    %t1297 = linalg.fill ins(%c1296 : f32) outs(%t1295 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.model.layers.1.self_attn.q_proj")
    %t1298 = linalg.matmul ins(%t1294, %t346 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%t1297 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.model.layers.1.self_attn.q_proj")
    %t1299 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.1.self_attn.q_proj")
    %t1300 = linalg.transpose ins(%t1298 : tensor<64x64xf32>) outs(%t1299 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.model.layers.1.self_attn.q_proj")
    %t1301 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.1.self_attn.q_proj")
    %t1302 = linalg.transpose ins(%t345 : tensor<64x64xf32>) outs(%t1301 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.model.layers.1.self_attn.q_proj")
    %t1303 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.1.self_attn.q_proj")
    %c1304 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.1.self_attn.q_proj")
    %t1305 = linalg.fill ins(%c1304 : f32) outs(%t1303 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.model.layers.1.self_attn.q_proj")
    %t1306 = linalg.matmul ins(%t1292, %t1302 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%t1305 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.model.layers.1.self_attn.q_proj")
    %t1307 = tensor.expand_shape %t1306 [[0, 1], [2]] output_shape [4, 16, 64] : tensor<64x64xf32> into tensor<4x16x64xf32> loc("backward.model.layers.1.self_attn.q_proj")
    %t1308 = tensor.empty() : tensor<4x16x64xf32> loc("backward.add_28")
    %t1313 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1286, %t1307 : tensor<4x16x64xf32>, tensor<4x16x64xf32>) outs(%t1308 : tensor<4x16x64xf32>) {
    ^bb0(%in1309: f32, %in1310: f32, %out1311: f32):
      %s1312 = arith.addf %in1309, %in1310 : f32
      linalg.yield %s1312 : f32
    } -> tensor<4x16x64xf32> loc("backward.add_28")
    %t1314 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.1.self_attn.q_proj")
    %t1315 = linalg.transpose ins(%t1300 : tensor<64x64xf32>) outs(%t1314 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.model.layers.1.self_attn.q_proj")
    %t1316 = tensor.empty() : tensor<4x16x64xf32> loc("backward.model.layers.1.input_layernorm")
    %t1321 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1313, %primals_18 : tensor<4x16x64xf32>, tensor<64xf32>) outs(%t1316 : tensor<4x16x64xf32>) {
    ^bb0(%in1317: f32, %in1318: f32, %out1319: f32):
      %s1320 = arith.mulf %in1317, %in1318 : f32
      linalg.yield %s1320 : f32
    } -> tensor<4x16x64xf32> loc("backward.model.layers.1.input_layernorm")
    %t1322 = tensor.empty() : tensor<4x16x64xf32> loc("backward.model.layers.1.input_layernorm")
    %t1327 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1313, %t337 : tensor<4x16x64xf32>, tensor<4x16x64xf32>) outs(%t1322 : tensor<4x16x64xf32>) {
    ^bb0(%in1323: f32, %in1324: f32, %out1325: f32):
      %s1326 = arith.mulf %in1323, %in1324 : f32
      linalg.yield %s1326 : f32
    } -> tensor<4x16x64xf32> loc("backward.model.layers.1.input_layernorm")
    %t1328 = tensor.empty() : tensor<64xf32> loc("backward.model.layers.1.input_layernorm")
    %c1329 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.1.input_layernorm")
    %t1330 = linalg.fill ins(%c1329 : f32) outs(%t1328 : tensor<64xf32>) -> tensor<64xf32> loc("backward.model.layers.1.input_layernorm")
    %t1334 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%t1327 : tensor<4x16x64xf32>) outs(%t1330 : tensor<64xf32>) {
    ^bb0(%in1331: f32, %out1332: f32):
      %s1333 = arith.addf %out1332, %in1331 : f32
      linalg.yield %s1333 : f32
    } -> tensor<64xf32> loc("backward.model.layers.1.input_layernorm")
    %t1335 = tensor.expand_shape %t1334 [[0, 1, 2]] output_shape [1, 1, 64] : tensor<64xf32> into tensor<1x1x64xf32> loc("backward.model.layers.1.input_layernorm")
    %t1336 = tensor.collapse_shape %t1335 [[0, 1, 2]] : tensor<1x1x64xf32> into tensor<64xf32> loc("backward.model.layers.1.input_layernorm")
    %t1337 = tensor.empty() : tensor<4x16x64xf32> loc("backward.model.layers.1.input_layernorm")
    %t1342 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1321, %t301 : tensor<4x16x64xf32>, tensor<4x16x64xf32>) outs(%t1337 : tensor<4x16x64xf32>) {
    ^bb0(%in1338: f32, %in1339: f32, %out1340: f32):
      %s1341 = arith.mulf %in1338, %in1339 : f32
      linalg.yield %s1341 : f32
    } -> tensor<4x16x64xf32> loc("backward.model.layers.1.input_layernorm")
    %t1343 = tensor.empty() : tensor<4x16x64xf32> loc("backward.model.layers.1.input_layernorm")
    %t1348 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1321, %t331 : tensor<4x16x64xf32>, tensor<4x16x1xf32>) outs(%t1343 : tensor<4x16x64xf32>) {
    ^bb0(%in1344: f32, %in1345: f32, %out1346: f32):
      %s1347 = arith.mulf %in1344, %in1345 : f32
      linalg.yield %s1347 : f32
    } -> tensor<4x16x64xf32> loc("backward.model.layers.1.input_layernorm")
    %t1349 = tensor.empty() : tensor<4x16xf32> loc("backward.model.layers.1.input_layernorm")
    %c1350 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.1.input_layernorm")
    %t1351 = linalg.fill ins(%c1350 : f32) outs(%t1349 : tensor<4x16xf32>) -> tensor<4x16xf32> loc("backward.model.layers.1.input_layernorm")
    %t1355 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t1342 : tensor<4x16x64xf32>) outs(%t1351 : tensor<4x16xf32>) {
    ^bb0(%in1352: f32, %out1353: f32):
      %s1354 = arith.addf %out1353, %in1352 : f32
      linalg.yield %s1354 : f32
    } -> tensor<4x16xf32> loc("backward.model.layers.1.input_layernorm")
    %t1356 = tensor.expand_shape %t1355 [[0], [1, 2]] output_shape [4, 16, 1] : tensor<4x16xf32> into tensor<4x16x1xf32> loc("backward.model.layers.1.input_layernorm")
    %t1357 = tensor.empty() : tensor<4x16x64xf32> loc("backward.add_29")
    %t1362 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1085, %t1348 : tensor<4x16x64xf32>, tensor<4x16x64xf32>) outs(%t1357 : tensor<4x16x64xf32>) {
    ^bb0(%in1358: f32, %in1359: f32, %out1360: f32):
      %s1361 = arith.addf %in1358, %in1359 : f32
      linalg.yield %s1361 : f32
    } -> tensor<4x16x64xf32> loc("backward.add_29")
    %t1363 = tensor.empty() : tensor<4x16x1xf32> loc("backward.model.layers.1.input_layernorm")
    %t1368 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t331 : tensor<4x16x1xf32>) outs(%t1363 : tensor<4x16x1xf32>) {
    ^bb0(%in1364: f32, %out1365: f32):
      %s1366 = arith.mulf %in1364, %in1364 : f32
      %s1367 = arith.mulf %s1366, %in1364 : f32
      linalg.yield %s1367 : f32
    } -> tensor<4x16x1xf32> loc("backward.model.layers.1.input_layernorm")
    %t1369 = tensor.empty() : tensor<4x16x1xf32> loc("backward.model.layers.1.input_layernorm")
    %t1374 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1356 : tensor<4x16x1xf32>) outs(%t1369 : tensor<4x16x1xf32>) {
    ^bb0(%in1370: f32, %out1371: f32):
      %s1372 = arith.constant -5.000000000e-01 : f32
      %s1373 = arith.mulf %in1370, %s1372 : f32
      linalg.yield %s1373 : f32
    } -> tensor<4x16x1xf32> loc("backward.model.layers.1.input_layernorm")
    %t1375 = tensor.empty() : tensor<4x16x1xf32> loc("backward.model.layers.1.input_layernorm")
    %t1380 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1374, %t1368 : tensor<4x16x1xf32>, tensor<4x16x1xf32>) outs(%t1375 : tensor<4x16x1xf32>) {
    ^bb0(%in1376: f32, %in1377: f32, %out1378: f32):
      %s1379 = arith.mulf %in1376, %in1377 : f32
      linalg.yield %s1379 : f32
    } -> tensor<4x16x1xf32> loc("backward.model.layers.1.input_layernorm")
    %t1381 = tensor.empty() : tensor<4x16x64xf32> loc("backward.model.layers.1.input_layernorm")
    %t1384 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1380 : tensor<4x16x1xf32>) outs(%t1381 : tensor<4x16x64xf32>) {
    ^bb0(%in1382: f32, %out1383: f32):
      linalg.yield %in1382 : f32
    } -> tensor<4x16x64xf32> loc("backward.model.layers.1.input_layernorm")
    %t1385 = tensor.empty() : tensor<4x16x64xf32> loc("backward.model.layers.1.input_layernorm")
    %t1390 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1384 : tensor<4x16x64xf32>) outs(%t1385 : tensor<4x16x64xf32>) {
    ^bb0(%in1386: f32, %out1387: f32):
      %s1388 = arith.constant 6.400000000e+01 : f32
      %s1389 = arith.divf %in1386, %s1388 : f32
      linalg.yield %s1389 : f32
    } -> tensor<4x16x64xf32> loc("backward.model.layers.1.input_layernorm")
    %t1391 = tensor.empty() : tensor<4x16x64xf32> loc("backward.model.layers.1.input_layernorm")
    %t1394 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t301 : tensor<4x16x64xf32>) outs(%t1391 : tensor<4x16x64xf32>) {
    ^bb0(%in1392: f32, %out1393: f32):
      linalg.yield %in1392 : f32
    } -> tensor<4x16x64xf32> loc("backward.model.layers.1.input_layernorm")
    %t1395 = tensor.empty() : tensor<4x16x64xf32> loc("backward.model.layers.1.input_layernorm")
    %t1400 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1394 : tensor<4x16x64xf32>) outs(%t1395 : tensor<4x16x64xf32>) {
    ^bb0(%in1396: f32, %out1397: f32):
      %s1398 = arith.constant 2.000000000e+00 : f32
      %s1399 = arith.mulf %in1396, %s1398 : f32
      linalg.yield %s1399 : f32
    } -> tensor<4x16x64xf32> loc("backward.model.layers.1.input_layernorm")
    %t1401 = tensor.empty() : tensor<4x16x64xf32> loc("backward.model.layers.1.input_layernorm")
    %t1406 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1390, %t1400 : tensor<4x16x64xf32>, tensor<4x16x64xf32>) outs(%t1401 : tensor<4x16x64xf32>) {
    ^bb0(%in1402: f32, %in1403: f32, %out1404: f32):
      %s1405 = arith.mulf %in1402, %in1403 : f32
      linalg.yield %s1405 : f32
    } -> tensor<4x16x64xf32> loc("backward.model.layers.1.input_layernorm")
    %t1407 = tensor.empty() : tensor<4x16x64xf32> loc("backward.add_30")
    %t1412 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1362, %t1406 : tensor<4x16x64xf32>, tensor<4x16x64xf32>) outs(%t1407 : tensor<4x16x64xf32>) {
    ^bb0(%in1408: f32, %in1409: f32, %out1410: f32):
      %s1411 = arith.addf %in1408, %in1409 : f32
      linalg.yield %s1411 : f32
    } -> tensor<4x16x64xf32> loc("backward.add_30")
    %t1413 = tensor.collapse_shape %t1412 [[0, 1], [2]] : tensor<4x16x64xf32> into tensor<64x64xf32> loc("backward.model.layers.0.mlp.down_proj")
    %t1414 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.0.mlp.down_proj")
    %t1415 = linalg.transpose ins(%t1413 : tensor<64x64xf32>) outs(%t1414 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.model.layers.0.mlp.down_proj")
    %t1416 = tensor.empty() : tensor<64x128xf32> loc("backward.model.layers.0.mlp.down_proj")
    %c1417 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.0.mlp.down_proj")
    %t1418 = linalg.fill ins(%c1417 : f32) outs(%t1416 : tensor<64x128xf32>) -> tensor<64x128xf32> loc("backward.model.layers.0.mlp.down_proj")
    %t1419 = linalg.matmul ins(%t1415, %t290 : tensor<64x64xf32>, tensor<64x128xf32>) outs(%t1418 : tensor<64x128xf32>) -> tensor<64x128xf32> loc("backward.model.layers.0.mlp.down_proj")
    %t1420 = tensor.empty() : tensor<128x64xf32> loc("backward.model.layers.0.mlp.down_proj")
    %t1421 = linalg.transpose ins(%t1419 : tensor<64x128xf32>) outs(%t1420 : tensor<128x64xf32>) permutation = [1, 0] loc("backward.model.layers.0.mlp.down_proj")
    %t1422 = tensor.empty() : tensor<64x128xf32> loc("backward.model.layers.0.mlp.down_proj")
    %t1423 = linalg.transpose ins(%t289 : tensor<128x64xf32>) outs(%t1422 : tensor<64x128xf32>) permutation = [1, 0] loc("backward.model.layers.0.mlp.down_proj")
    %t1424 = tensor.empty() : tensor<64x128xf32> loc("backward.model.layers.0.mlp.down_proj")
    %c1425 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.0.mlp.down_proj")
    %t1426 = linalg.fill ins(%c1425 : f32) outs(%t1424 : tensor<64x128xf32>) -> tensor<64x128xf32> loc("backward.model.layers.0.mlp.down_proj")
    %t1427 = linalg.matmul ins(%t1413, %t1423 : tensor<64x64xf32>, tensor<64x128xf32>) outs(%t1426 : tensor<64x128xf32>) -> tensor<64x128xf32> loc("backward.model.layers.0.mlp.down_proj")
    %t1428 = tensor.expand_shape %t1427 [[0, 1], [2]] output_shape [4, 16, 128] : tensor<64x128xf32> into tensor<4x16x128xf32> loc("backward.model.layers.0.mlp.down_proj")
    %t1429 = tensor.empty() : tensor<64x128xf32> loc("backward.model.layers.0.mlp.down_proj")
    %t1430 = linalg.transpose ins(%t1421 : tensor<128x64xf32>) outs(%t1429 : tensor<64x128xf32>) permutation = [1, 0] loc("backward.model.layers.0.mlp.down_proj")
    %t1431 = tensor.empty() : tensor<4x16x128xf32> loc("backward.model.layers.0.mlp")
    %t1436 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1428, %t273 : tensor<4x16x128xf32>, tensor<4x16x128xf32>) outs(%t1431 : tensor<4x16x128xf32>) {
    ^bb0(%in1432: f32, %in1433: f32, %out1434: f32):
      %s1435 = arith.mulf %in1432, %in1433 : f32
      linalg.yield %s1435 : f32
    } -> tensor<4x16x128xf32> loc("backward.model.layers.0.mlp")
    %t1437 = tensor.empty() : tensor<4x16x128xf32> loc("backward.model.layers.0.mlp")
    %t1442 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1428, %t281 : tensor<4x16x128xf32>, tensor<4x16x128xf32>) outs(%t1437 : tensor<4x16x128xf32>) {
    ^bb0(%in1438: f32, %in1439: f32, %out1440: f32):
      %s1441 = arith.mulf %in1438, %in1439 : f32
      linalg.yield %s1441 : f32
    } -> tensor<4x16x128xf32> loc("backward.model.layers.0.mlp")
    %t1443 = tensor.collapse_shape %t1436 [[0, 1], [2]] : tensor<4x16x128xf32> into tensor<64x128xf32> loc("backward.model.layers.0.mlp.up_proj")
    %t1444 = tensor.empty() : tensor<128x64xf32> loc("backward.model.layers.0.mlp.up_proj")
    %t1445 = linalg.transpose ins(%t1443 : tensor<64x128xf32>) outs(%t1444 : tensor<128x64xf32>) permutation = [1, 0] loc("backward.model.layers.0.mlp.up_proj")
    %t1446 = tensor.empty() : tensor<128x64xf32> loc("backward.model.layers.0.mlp.up_proj")
    %c1447 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.0.mlp.up_proj")
    %t1448 = linalg.fill ins(%c1447 : f32) outs(%t1446 : tensor<128x64xf32>) -> tensor<128x64xf32> loc("backward.model.layers.0.mlp.up_proj")
    %t1449 = linalg.matmul ins(%t1445, %t276 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%t1448 : tensor<128x64xf32>) -> tensor<128x64xf32> loc("backward.model.layers.0.mlp.up_proj")
    %t1450 = tensor.empty() : tensor<64x128xf32> loc("backward.model.layers.0.mlp.up_proj")
    %t1451 = linalg.transpose ins(%t1449 : tensor<128x64xf32>) outs(%t1450 : tensor<64x128xf32>) permutation = [1, 0] loc("backward.model.layers.0.mlp.up_proj")
    %t1452 = tensor.empty() : tensor<128x64xf32> loc("backward.model.layers.0.mlp.up_proj")
    %t1453 = linalg.transpose ins(%t275 : tensor<64x128xf32>) outs(%t1452 : tensor<128x64xf32>) permutation = [1, 0] loc("backward.model.layers.0.mlp.up_proj")
    %t1454 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.0.mlp.up_proj")
    %c1455 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.0.mlp.up_proj")
    %t1456 = linalg.fill ins(%c1455 : f32) outs(%t1454 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.model.layers.0.mlp.up_proj")
    %t1457 = linalg.matmul ins(%t1443, %t1453 : tensor<64x128xf32>, tensor<128x64xf32>) outs(%t1456 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.model.layers.0.mlp.up_proj")
    %t1458 = tensor.expand_shape %t1457 [[0, 1], [2]] output_shape [4, 16, 64] : tensor<64x64xf32> into tensor<4x16x64xf32> loc("backward.model.layers.0.mlp.up_proj")
    %t1459 = tensor.empty() : tensor<128x64xf32> loc("backward.model.layers.0.mlp.up_proj")
    %t1460 = linalg.transpose ins(%t1451 : tensor<64x128xf32>) outs(%t1459 : tensor<128x64xf32>) permutation = [1, 0] loc("backward.model.layers.0.mlp.up_proj")
    %t1461 = tensor.empty() : tensor<4x16x128xf32> loc("backward.model.layers.0.mlp.act_fn")
    %t1469 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t258 : tensor<4x16x128xf32>) outs(%t1461 : tensor<4x16x128xf32>) {
    ^bb0(%in1462: f32, %out1463: f32):
      %s1464 = arith.constant 1.000000000e+00 : f32
      %s1465 = arith.negf %in1462 : f32
      %s1466 = math.exp %s1465 : f32
      %s1467 = arith.addf %s1464, %s1466 : f32
      %s1468 = arith.divf %s1464, %s1467 : f32
      linalg.yield %s1468 : f32
    } -> tensor<4x16x128xf32> loc("backward.model.layers.0.mlp.act_fn")
    %cst1470 = arith.constant dense<1.000000000e+00> : tensor<4x16x128xf32> loc("backward.model.layers.0.mlp.act_fn")
    %t1471 = tensor.empty() : tensor<4x16x128xf32> loc("backward.model.layers.0.mlp.act_fn")
    %t1476 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst1470, %t1469 : tensor<4x16x128xf32>, tensor<4x16x128xf32>) outs(%t1471 : tensor<4x16x128xf32>) {
    ^bb0(%in1472: f32, %in1473: f32, %out1474: f32):
      %s1475 = arith.subf %in1472, %in1473 : f32
      linalg.yield %s1475 : f32
    } -> tensor<4x16x128xf32> loc("backward.model.layers.0.mlp.act_fn")
    %t1477 = tensor.empty() : tensor<4x16x128xf32> loc("backward.model.layers.0.mlp.act_fn")
    %t1482 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t258, %t1476 : tensor<4x16x128xf32>, tensor<4x16x128xf32>) outs(%t1477 : tensor<4x16x128xf32>) {
    ^bb0(%in1478: f32, %in1479: f32, %out1480: f32):
      %s1481 = arith.mulf %in1478, %in1479 : f32
      linalg.yield %s1481 : f32
    } -> tensor<4x16x128xf32> loc("backward.model.layers.0.mlp.act_fn")
    %t1483 = tensor.empty() : tensor<4x16x128xf32> loc("backward.model.layers.0.mlp.act_fn")
    %t1488 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1482 : tensor<4x16x128xf32>) outs(%t1483 : tensor<4x16x128xf32>) {
    ^bb0(%in1484: f32, %out1485: f32):
      %s1486 = arith.constant 1.000000000e+00 : f32
      %s1487 = arith.addf %in1484, %s1486 : f32
      linalg.yield %s1487 : f32
    } -> tensor<4x16x128xf32> loc("backward.model.layers.0.mlp.act_fn")
    %t1489 = tensor.empty() : tensor<4x16x128xf32> loc("backward.model.layers.0.mlp.act_fn")
    %t1494 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1469, %t1488 : tensor<4x16x128xf32>, tensor<4x16x128xf32>) outs(%t1489 : tensor<4x16x128xf32>) {
    ^bb0(%in1490: f32, %in1491: f32, %out1492: f32):
      %s1493 = arith.mulf %in1490, %in1491 : f32
      linalg.yield %s1493 : f32
    } -> tensor<4x16x128xf32> loc("backward.model.layers.0.mlp.act_fn")
    %t1495 = tensor.empty() : tensor<4x16x128xf32> loc("backward.model.layers.0.mlp.act_fn")
    %t1500 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1442, %t1494 : tensor<4x16x128xf32>, tensor<4x16x128xf32>) outs(%t1495 : tensor<4x16x128xf32>) {
    ^bb0(%in1496: f32, %in1497: f32, %out1498: f32):
      %s1499 = arith.mulf %in1496, %in1497 : f32
      linalg.yield %s1499 : f32
    } -> tensor<4x16x128xf32> loc("backward.model.layers.0.mlp.act_fn")
    %t1501 = tensor.collapse_shape %t1500 [[0, 1], [2]] : tensor<4x16x128xf32> into tensor<64x128xf32> loc("backward.model.layers.0.mlp.gate_proj")
    %t1502 = tensor.empty() : tensor<128x64xf32> loc("backward.model.layers.0.mlp.gate_proj")
    %t1503 = linalg.transpose ins(%t1501 : tensor<64x128xf32>) outs(%t1502 : tensor<128x64xf32>) permutation = [1, 0] loc("backward.model.layers.0.mlp.gate_proj")
    %t1504 = tensor.empty() : tensor<128x64xf32> loc("backward.model.layers.0.mlp.gate_proj")
    %c1505 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.0.mlp.gate_proj")
    %t1506 = linalg.fill ins(%c1505 : f32) outs(%t1504 : tensor<128x64xf32>) -> tensor<128x64xf32> loc("backward.model.layers.0.mlp.gate_proj")
    %t1507 = linalg.matmul ins(%t1503, %t253 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%t1506 : tensor<128x64xf32>) -> tensor<128x64xf32> loc("backward.model.layers.0.mlp.gate_proj")
    %t1508 = tensor.empty() : tensor<64x128xf32> loc("backward.model.layers.0.mlp.gate_proj")
    %t1509 = linalg.transpose ins(%t1507 : tensor<128x64xf32>) outs(%t1508 : tensor<64x128xf32>) permutation = [1, 0] loc("backward.model.layers.0.mlp.gate_proj")
    %t1510 = tensor.empty() : tensor<128x64xf32> loc("backward.model.layers.0.mlp.gate_proj")
    %t1511 = linalg.transpose ins(%t252 : tensor<64x128xf32>) outs(%t1510 : tensor<128x64xf32>) permutation = [1, 0] loc("backward.model.layers.0.mlp.gate_proj")
    %t1512 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.0.mlp.gate_proj")
    %c1513 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.0.mlp.gate_proj")
    %t1514 = linalg.fill ins(%c1513 : f32) outs(%t1512 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.model.layers.0.mlp.gate_proj")
    %t1515 = linalg.matmul ins(%t1501, %t1511 : tensor<64x128xf32>, tensor<128x64xf32>) outs(%t1514 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.model.layers.0.mlp.gate_proj")
    %t1516 = tensor.expand_shape %t1515 [[0, 1], [2]] output_shape [4, 16, 64] : tensor<64x64xf32> into tensor<4x16x64xf32> loc("backward.model.layers.0.mlp.gate_proj")
    %t1517 = tensor.empty() : tensor<4x16x64xf32> loc("backward.add_32")
    %t1522 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1458, %t1516 : tensor<4x16x64xf32>, tensor<4x16x64xf32>) outs(%t1517 : tensor<4x16x64xf32>) {
    ^bb0(%in1518: f32, %in1519: f32, %out1520: f32):
      %s1521 = arith.addf %in1518, %in1519 : f32
      linalg.yield %s1521 : f32
    } -> tensor<4x16x64xf32> loc("backward.add_32")
    %t1523 = tensor.empty() : tensor<128x64xf32> loc("backward.model.layers.0.mlp.gate_proj")
    %t1524 = linalg.transpose ins(%t1509 : tensor<64x128xf32>) outs(%t1523 : tensor<128x64xf32>) permutation = [1, 0] loc("backward.model.layers.0.mlp.gate_proj")
    %t1525 = tensor.empty() : tensor<4x16x64xf32> loc("backward.model.layers.0.post_attention_layernorm")
    %t1530 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1522, %primals_10 : tensor<4x16x64xf32>, tensor<64xf32>) outs(%t1525 : tensor<4x16x64xf32>) {
    ^bb0(%in1526: f32, %in1527: f32, %out1528: f32):
      %s1529 = arith.mulf %in1526, %in1527 : f32
      linalg.yield %s1529 : f32
    } -> tensor<4x16x64xf32> loc("backward.model.layers.0.post_attention_layernorm")
    %t1531 = tensor.empty() : tensor<4x16x64xf32> loc("backward.model.layers.0.post_attention_layernorm")
    %t1536 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1522, %t244 : tensor<4x16x64xf32>, tensor<4x16x64xf32>) outs(%t1531 : tensor<4x16x64xf32>) {
    ^bb0(%in1532: f32, %in1533: f32, %out1534: f32):
      %s1535 = arith.mulf %in1532, %in1533 : f32
      linalg.yield %s1535 : f32
    } -> tensor<4x16x64xf32> loc("backward.model.layers.0.post_attention_layernorm")
    %t1537 = tensor.empty() : tensor<64xf32> loc("backward.model.layers.0.post_attention_layernorm")
    %c1538 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.0.post_attention_layernorm")
    %t1539 = linalg.fill ins(%c1538 : f32) outs(%t1537 : tensor<64xf32>) -> tensor<64xf32> loc("backward.model.layers.0.post_attention_layernorm")
    %t1543 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%t1536 : tensor<4x16x64xf32>) outs(%t1539 : tensor<64xf32>) {
    ^bb0(%in1540: f32, %out1541: f32):
      %s1542 = arith.addf %out1541, %in1540 : f32
      linalg.yield %s1542 : f32
    } -> tensor<64xf32> loc("backward.model.layers.0.post_attention_layernorm")
    %t1544 = tensor.expand_shape %t1543 [[0, 1, 2]] output_shape [1, 1, 64] : tensor<64xf32> into tensor<1x1x64xf32> loc("backward.model.layers.0.post_attention_layernorm")
    %t1545 = tensor.collapse_shape %t1544 [[0, 1, 2]] : tensor<1x1x64xf32> into tensor<64xf32> loc("backward.model.layers.0.post_attention_layernorm")
    %t1546 = tensor.empty() : tensor<4x16x64xf32> loc("backward.model.layers.0.post_attention_layernorm")
    %t1551 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1530, %t208 : tensor<4x16x64xf32>, tensor<4x16x64xf32>) outs(%t1546 : tensor<4x16x64xf32>) {
    ^bb0(%in1547: f32, %in1548: f32, %out1549: f32):
      %s1550 = arith.mulf %in1547, %in1548 : f32
      linalg.yield %s1550 : f32
    } -> tensor<4x16x64xf32> loc("backward.model.layers.0.post_attention_layernorm")
    %t1552 = tensor.empty() : tensor<4x16x64xf32> loc("backward.model.layers.0.post_attention_layernorm")
    %t1557 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1530, %t238 : tensor<4x16x64xf32>, tensor<4x16x1xf32>) outs(%t1552 : tensor<4x16x64xf32>) {
    ^bb0(%in1553: f32, %in1554: f32, %out1555: f32):
      %s1556 = arith.mulf %in1553, %in1554 : f32
      linalg.yield %s1556 : f32
    } -> tensor<4x16x64xf32> loc("backward.model.layers.0.post_attention_layernorm")
    %t1558 = tensor.empty() : tensor<4x16xf32> loc("backward.model.layers.0.post_attention_layernorm")
    %c1559 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.0.post_attention_layernorm")
    %t1560 = linalg.fill ins(%c1559 : f32) outs(%t1558 : tensor<4x16xf32>) -> tensor<4x16xf32> loc("backward.model.layers.0.post_attention_layernorm")
    %t1564 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t1551 : tensor<4x16x64xf32>) outs(%t1560 : tensor<4x16xf32>) {
    ^bb0(%in1561: f32, %out1562: f32):
      %s1563 = arith.addf %out1562, %in1561 : f32
      linalg.yield %s1563 : f32
    } -> tensor<4x16xf32> loc("backward.model.layers.0.post_attention_layernorm")
    %t1565 = tensor.expand_shape %t1564 [[0], [1, 2]] output_shape [4, 16, 1] : tensor<4x16xf32> into tensor<4x16x1xf32> loc("backward.model.layers.0.post_attention_layernorm")
    %t1566 = tensor.empty() : tensor<4x16x64xf32> loc("backward.add_33")
    %t1571 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1412, %t1557 : tensor<4x16x64xf32>, tensor<4x16x64xf32>) outs(%t1566 : tensor<4x16x64xf32>) {
    ^bb0(%in1567: f32, %in1568: f32, %out1569: f32):
      %s1570 = arith.addf %in1567, %in1568 : f32
      linalg.yield %s1570 : f32
    } -> tensor<4x16x64xf32> loc("backward.add_33")
    %t1572 = tensor.empty() : tensor<4x16x1xf32> loc("backward.model.layers.0.post_attention_layernorm")
    %t1577 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t238 : tensor<4x16x1xf32>) outs(%t1572 : tensor<4x16x1xf32>) {
    ^bb0(%in1573: f32, %out1574: f32):
      %s1575 = arith.mulf %in1573, %in1573 : f32
      %s1576 = arith.mulf %s1575, %in1573 : f32
      linalg.yield %s1576 : f32
    } -> tensor<4x16x1xf32> loc("backward.model.layers.0.post_attention_layernorm")
    %t1578 = tensor.empty() : tensor<4x16x1xf32> loc("backward.model.layers.0.post_attention_layernorm")
    %t1583 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1565 : tensor<4x16x1xf32>) outs(%t1578 : tensor<4x16x1xf32>) {
    ^bb0(%in1579: f32, %out1580: f32):
      %s1581 = arith.constant -5.000000000e-01 : f32
      %s1582 = arith.mulf %in1579, %s1581 : f32
      linalg.yield %s1582 : f32
    } -> tensor<4x16x1xf32> loc("backward.model.layers.0.post_attention_layernorm")
    %t1584 = tensor.empty() : tensor<4x16x1xf32> loc("backward.model.layers.0.post_attention_layernorm")
    %t1589 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1583, %t1577 : tensor<4x16x1xf32>, tensor<4x16x1xf32>) outs(%t1584 : tensor<4x16x1xf32>) {
    ^bb0(%in1585: f32, %in1586: f32, %out1587: f32):
      %s1588 = arith.mulf %in1585, %in1586 : f32
      linalg.yield %s1588 : f32
    } -> tensor<4x16x1xf32> loc("backward.model.layers.0.post_attention_layernorm")
    %t1590 = tensor.empty() : tensor<4x16x64xf32> loc("backward.model.layers.0.post_attention_layernorm")
    %t1593 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1589 : tensor<4x16x1xf32>) outs(%t1590 : tensor<4x16x64xf32>) {
    ^bb0(%in1591: f32, %out1592: f32):
      linalg.yield %in1591 : f32
    } -> tensor<4x16x64xf32> loc("backward.model.layers.0.post_attention_layernorm")
    %t1594 = tensor.empty() : tensor<4x16x64xf32> loc("backward.model.layers.0.post_attention_layernorm")
    %t1599 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1593 : tensor<4x16x64xf32>) outs(%t1594 : tensor<4x16x64xf32>) {
    ^bb0(%in1595: f32, %out1596: f32):
      %s1597 = arith.constant 6.400000000e+01 : f32
      %s1598 = arith.divf %in1595, %s1597 : f32
      linalg.yield %s1598 : f32
    } -> tensor<4x16x64xf32> loc("backward.model.layers.0.post_attention_layernorm")
    %t1600 = tensor.empty() : tensor<4x16x64xf32> loc("backward.model.layers.0.post_attention_layernorm")
    %t1603 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t208 : tensor<4x16x64xf32>) outs(%t1600 : tensor<4x16x64xf32>) {
    ^bb0(%in1601: f32, %out1602: f32):
      linalg.yield %in1601 : f32
    } -> tensor<4x16x64xf32> loc("backward.model.layers.0.post_attention_layernorm")
    %t1604 = tensor.empty() : tensor<4x16x64xf32> loc("backward.model.layers.0.post_attention_layernorm")
    %t1609 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1603 : tensor<4x16x64xf32>) outs(%t1604 : tensor<4x16x64xf32>) {
    ^bb0(%in1605: f32, %out1606: f32):
      %s1607 = arith.constant 2.000000000e+00 : f32
      %s1608 = arith.mulf %in1605, %s1607 : f32
      linalg.yield %s1608 : f32
    } -> tensor<4x16x64xf32> loc("backward.model.layers.0.post_attention_layernorm")
    %t1610 = tensor.empty() : tensor<4x16x64xf32> loc("backward.model.layers.0.post_attention_layernorm")
    %t1615 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1599, %t1609 : tensor<4x16x64xf32>, tensor<4x16x64xf32>) outs(%t1610 : tensor<4x16x64xf32>) {
    ^bb0(%in1611: f32, %in1612: f32, %out1613: f32):
      %s1614 = arith.mulf %in1611, %in1612 : f32
      linalg.yield %s1614 : f32
    } -> tensor<4x16x64xf32> loc("backward.model.layers.0.post_attention_layernorm")
    %t1616 = tensor.empty() : tensor<4x16x64xf32> loc("backward.add_34")
    %t1621 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1571, %t1615 : tensor<4x16x64xf32>, tensor<4x16x64xf32>) outs(%t1616 : tensor<4x16x64xf32>) {
    ^bb0(%in1617: f32, %in1618: f32, %out1619: f32):
      %s1620 = arith.addf %in1617, %in1618 : f32
      linalg.yield %s1620 : f32
    } -> tensor<4x16x64xf32> loc("backward.add_34")
    %t1622 = tensor.collapse_shape %t1621 [[0, 1], [2]] : tensor<4x16x64xf32> into tensor<64x64xf32> loc("backward.model.layers.0.self_attn.o_proj")
    %t1623 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.0.self_attn.o_proj")
    %t1624 = linalg.transpose ins(%t1622 : tensor<64x64xf32>) outs(%t1623 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.model.layers.0.self_attn.o_proj")
    %t1625 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.0.self_attn.o_proj")
    %c1626 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.0.self_attn.o_proj")
    %t1627 = linalg.fill ins(%c1626 : f32) outs(%t1625 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.model.layers.0.self_attn.o_proj")
    %t1628 = linalg.matmul ins(%t1624, %t197 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%t1627 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.model.layers.0.self_attn.o_proj")
    %t1629 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.0.self_attn.o_proj")
    %t1630 = linalg.transpose ins(%t1628 : tensor<64x64xf32>) outs(%t1629 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.model.layers.0.self_attn.o_proj")
    %t1631 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.0.self_attn.o_proj")
    %t1632 = linalg.transpose ins(%t196 : tensor<64x64xf32>) outs(%t1631 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.model.layers.0.self_attn.o_proj")
    %t1633 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.0.self_attn.o_proj")
    %c1634 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.0.self_attn.o_proj")
    %t1635 = linalg.fill ins(%c1634 : f32) outs(%t1633 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.model.layers.0.self_attn.o_proj")
    %t1636 = linalg.matmul ins(%t1622, %t1632 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%t1635 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.model.layers.0.self_attn.o_proj")
    %t1637 = tensor.expand_shape %t1636 [[0, 1], [2]] output_shape [4, 16, 64] : tensor<64x64xf32> into tensor<4x16x64xf32> loc("backward.model.layers.0.self_attn.o_proj")
    %t1638 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.0.self_attn.o_proj")
    %t1639 = linalg.transpose ins(%t1630 : tensor<64x64xf32>) outs(%t1638 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.model.layers.0.self_attn.o_proj")
    %t1640 = tensor.expand_shape %t1637 [[0], [1], [2, 3]] output_shape [4, 16, 4, 16] : tensor<4x16x64xf32> into tensor<4x16x4x16xf32> loc("backward.model.layers.0.self_attn")
    %t1641 = tensor.empty() : tensor<4x4x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1642 = linalg.transpose ins(%t1640 : tensor<4x16x4x16xf32>) outs(%t1641 : tensor<4x4x16x16xf32>) permutation = [0, 2, 1, 3] loc("backward.model.layers.0.self_attn")
    %t1643 = tensor.collapse_shape %t1642 [[0, 1], [2], [3]] : tensor<4x4x16x16xf32> into tensor<16x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1644 = tensor.empty() : tensor<16x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1645 = linalg.transpose ins(%t185 : tensor<16x16x16xf32>) outs(%t1644 : tensor<16x16x16xf32>) permutation = [0, 2, 1] loc("backward.model.layers.0.self_attn")
    %t1646 = tensor.empty() : tensor<16x16x16xf32> loc("backward.model.layers.0.self_attn")
    %c1647 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.0.self_attn")
    %t1648 = linalg.fill ins(%c1647 : f32) outs(%t1646 : tensor<16x16x16xf32>) -> tensor<16x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1649 = linalg.batch_matmul ins(%t1645, %t1643 : tensor<16x16x16xf32>, tensor<16x16x16xf32>) outs(%t1648 : tensor<16x16x16xf32>) -> tensor<16x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1650 = tensor.empty() : tensor<16x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1651 = linalg.transpose ins(%t186 : tensor<16x16x16xf32>) outs(%t1650 : tensor<16x16x16xf32>) permutation = [0, 2, 1] loc("backward.model.layers.0.self_attn")
    %t1652 = tensor.empty() : tensor<16x16x16xf32> loc("backward.model.layers.0.self_attn")
    %c1653 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.0.self_attn")
    %t1654 = linalg.fill ins(%c1653 : f32) outs(%t1652 : tensor<16x16x16xf32>) -> tensor<16x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1655 = linalg.batch_matmul ins(%t1643, %t1651 : tensor<16x16x16xf32>, tensor<16x16x16xf32>) outs(%t1654 : tensor<16x16x16xf32>) -> tensor<16x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1656 = tensor.expand_shape %t1649 [[0, 1], [2], [3]] output_shape [4, 4, 16, 16] : tensor<16x16x16xf32> into tensor<4x4x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1657 = tensor.expand_shape %t1655 [[0, 1], [2], [3]] output_shape [4, 4, 16, 16] : tensor<16x16x16xf32> into tensor<4x4x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1658 = tensor.empty() : tensor<4x4x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1663 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1657, %t184 : tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) outs(%t1658 : tensor<4x4x16x16xf32>) {
    ^bb0(%in1659: f32, %in1660: f32, %out1661: f32):
      %s1662 = arith.mulf %in1659, %in1660 : f32
      linalg.yield %s1662 : f32
    } -> tensor<4x4x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1664 = tensor.empty() : tensor<4x4x16xf32> loc("backward.model.layers.0.self_attn")
    %c1665 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.0.self_attn")
    %t1666 = linalg.fill ins(%c1665 : f32) outs(%t1664 : tensor<4x4x16xf32>) -> tensor<4x4x16xf32> loc("backward.model.layers.0.self_attn")
    %t1670 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%t1663 : tensor<4x4x16x16xf32>) outs(%t1666 : tensor<4x4x16xf32>) {
    ^bb0(%in1667: f32, %out1668: f32):
      %s1669 = arith.addf %out1668, %in1667 : f32
      linalg.yield %s1669 : f32
    } -> tensor<4x4x16xf32> loc("backward.model.layers.0.self_attn")
    %t1671 = tensor.expand_shape %t1670 [[0], [1], [2, 3]] output_shape [4, 4, 16, 1] : tensor<4x4x16xf32> into tensor<4x4x16x1xf32> loc("backward.model.layers.0.self_attn")
    %t1672 = tensor.empty() : tensor<4x4x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1677 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t184, %t1671 : tensor<4x4x16x16xf32>, tensor<4x4x16x1xf32>) outs(%t1672 : tensor<4x4x16x16xf32>) {
    ^bb0(%in1673: f32, %in1674: f32, %out1675: f32):
      %s1676 = arith.mulf %in1673, %in1674 : f32
      linalg.yield %s1676 : f32
    } -> tensor<4x4x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1678 = tensor.empty() : tensor<4x4x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1683 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1663, %t1677 : tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) outs(%t1678 : tensor<4x4x16x16xf32>) {
    ^bb0(%in1679: f32, %in1680: f32, %out1681: f32):
      %s1682 = arith.subf %in1679, %in1680 : f32
      linalg.yield %s1682 : f32
    } -> tensor<4x4x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1684 = tensor.empty() : tensor<4x4x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1689 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1683 : tensor<4x4x16x16xf32>) outs(%t1684 : tensor<4x4x16x16xf32>) {
    ^bb0(%in1685: f32, %out1686: f32):
      %s1687 = arith.constant 2.500000000e-01 : f32
      %s1688 = arith.mulf %in1685, %s1687 : f32
      linalg.yield %s1688 : f32
    } -> tensor<4x4x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1690 = tensor.collapse_shape %t1689 [[0, 1], [2], [3]] : tensor<4x4x16x16xf32> into tensor<16x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1691 = tensor.empty() : tensor<16x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1692 = linalg.transpose ins(%t136 : tensor<16x16x16xf32>) outs(%t1691 : tensor<16x16x16xf32>) permutation = [0, 2, 1] loc("backward.model.layers.0.self_attn")
    %t1693 = tensor.empty() : tensor<16x16x16xf32> loc("backward.model.layers.0.self_attn")
    %c1694 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.0.self_attn")
    %t1695 = linalg.fill ins(%c1694 : f32) outs(%t1693 : tensor<16x16x16xf32>) -> tensor<16x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1696 = linalg.batch_matmul ins(%t1692, %t1690 : tensor<16x16x16xf32>, tensor<16x16x16xf32>) outs(%t1695 : tensor<16x16x16xf32>) -> tensor<16x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1697 = tensor.empty() : tensor<16x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1698 = linalg.transpose ins(%t137 : tensor<16x16x16xf32>) outs(%t1697 : tensor<16x16x16xf32>) permutation = [0, 2, 1] loc("backward.model.layers.0.self_attn")
    %t1699 = tensor.empty() : tensor<16x16x16xf32> loc("backward.model.layers.0.self_attn")
    %c1700 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.0.self_attn")
    %t1701 = linalg.fill ins(%c1700 : f32) outs(%t1699 : tensor<16x16x16xf32>) -> tensor<16x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1702 = linalg.batch_matmul ins(%t1690, %t1698 : tensor<16x16x16xf32>, tensor<16x16x16xf32>) outs(%t1701 : tensor<16x16x16xf32>) -> tensor<16x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1703 = tensor.expand_shape %t1696 [[0, 1], [2], [3]] output_shape [4, 4, 16, 16] : tensor<16x16x16xf32> into tensor<4x4x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1704 = tensor.expand_shape %t1702 [[0, 1], [2], [3]] output_shape [4, 4, 16, 16] : tensor<16x16x16xf32> into tensor<4x4x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1705 = tensor.empty() : tensor<4x4x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1706 = linalg.transpose ins(%t1703 : tensor<4x4x16x16xf32>) outs(%t1705 : tensor<4x4x16x16xf32>) permutation = [0, 1, 3, 2] loc("backward.model.layers.0.self_attn")
    %t1707 = tensor.empty() : tensor<4x4x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1712 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1706, %cst93 : tensor<4x4x16x16xf32>, tensor<1x1x16x16xf32>) outs(%t1707 : tensor<4x4x16x16xf32>) {
    ^bb0(%in1708: f32, %in1709: f32, %out1710: f32):
      %s1711 = arith.mulf %in1708, %in1709 : f32
      linalg.yield %s1711 : f32
    } -> tensor<4x4x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1713 = tensor.extract_slice %t1712[0, 0, 0, 0] [4, 4, 16, 8] [1, 1, 1, 1] : tensor<4x4x16x16xf32> to tensor<4x4x16x8xf32> loc("backward.model.layers.0.self_attn")
    %t1714 = tensor.extract_slice %t1712[0, 0, 0, 8] [4, 4, 16, 8] [1, 1, 1, 1] : tensor<4x4x16x16xf32> to tensor<4x4x16x8xf32> loc("backward.model.layers.0.self_attn")
    %t1715 = tensor.empty() : tensor<4x4x16x8xf32> loc("backward.model.layers.0.self_attn")
    %t1719 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1713 : tensor<4x4x16x8xf32>) outs(%t1715 : tensor<4x4x16x8xf32>) {
    ^bb0(%in1716: f32, %out1717: f32):
      %s1718 = arith.negf %in1716 : f32
      linalg.yield %s1718 : f32
    } -> tensor<4x4x16x8xf32> loc("backward.model.layers.0.self_attn")
    %cst1720 = arith.constant dense<0.000000000e+00> : tensor<4x4x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1721 = tensor.insert_slice %t1719 into %cst1720[0, 0, 0, 8] [4, 4, 16, 8] [1, 1, 1, 1] : tensor<4x4x16x8xf32> into tensor<4x4x16x16xf32> loc("backward.model.layers.0.self_attn")
    %cst1722 = arith.constant dense<0.000000000e+00> : tensor<4x4x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1723 = tensor.insert_slice %t1714 into %cst1722[0, 0, 0, 0] [4, 4, 16, 8] [1, 1, 1, 1] : tensor<4x4x16x8xf32> into tensor<4x4x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1724 = tensor.empty() : tensor<4x4x16x16xf32> loc("backward.add_35")
    %t1729 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1721, %t1723 : tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) outs(%t1724 : tensor<4x4x16x16xf32>) {
    ^bb0(%in1725: f32, %in1726: f32, %out1727: f32):
      %s1728 = arith.addf %in1725, %in1726 : f32
      linalg.yield %s1728 : f32
    } -> tensor<4x4x16x16xf32> loc("backward.add_35")
    %t1730 = tensor.empty() : tensor<4x4x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1735 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1706, %cst76 : tensor<4x4x16x16xf32>, tensor<1x1x16x16xf32>) outs(%t1730 : tensor<4x4x16x16xf32>) {
    ^bb0(%in1731: f32, %in1732: f32, %out1733: f32):
      %s1734 = arith.mulf %in1731, %in1732 : f32
      linalg.yield %s1734 : f32
    } -> tensor<4x4x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1736 = tensor.empty() : tensor<4x4x16x16xf32> loc("backward.add_36")
    %t1741 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1729, %t1735 : tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) outs(%t1736 : tensor<4x4x16x16xf32>) {
    ^bb0(%in1737: f32, %in1738: f32, %out1739: f32):
      %s1740 = arith.addf %in1737, %in1738 : f32
      linalg.yield %s1740 : f32
    } -> tensor<4x4x16x16xf32> loc("backward.add_36")
    %t1742 = tensor.empty() : tensor<4x4x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1747 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1704, %cst93 : tensor<4x4x16x16xf32>, tensor<1x1x16x16xf32>) outs(%t1742 : tensor<4x4x16x16xf32>) {
    ^bb0(%in1743: f32, %in1744: f32, %out1745: f32):
      %s1746 = arith.mulf %in1743, %in1744 : f32
      linalg.yield %s1746 : f32
    } -> tensor<4x4x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1748 = tensor.extract_slice %t1747[0, 0, 0, 0] [4, 4, 16, 8] [1, 1, 1, 1] : tensor<4x4x16x16xf32> to tensor<4x4x16x8xf32> loc("backward.model.layers.0.self_attn")
    %t1749 = tensor.extract_slice %t1747[0, 0, 0, 8] [4, 4, 16, 8] [1, 1, 1, 1] : tensor<4x4x16x16xf32> to tensor<4x4x16x8xf32> loc("backward.model.layers.0.self_attn")
    %t1750 = tensor.empty() : tensor<4x4x16x8xf32> loc("backward.model.layers.0.self_attn")
    %t1754 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1748 : tensor<4x4x16x8xf32>) outs(%t1750 : tensor<4x4x16x8xf32>) {
    ^bb0(%in1751: f32, %out1752: f32):
      %s1753 = arith.negf %in1751 : f32
      linalg.yield %s1753 : f32
    } -> tensor<4x4x16x8xf32> loc("backward.model.layers.0.self_attn")
    %cst1755 = arith.constant dense<0.000000000e+00> : tensor<4x4x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1756 = tensor.insert_slice %t1754 into %cst1755[0, 0, 0, 8] [4, 4, 16, 8] [1, 1, 1, 1] : tensor<4x4x16x8xf32> into tensor<4x4x16x16xf32> loc("backward.model.layers.0.self_attn")
    %cst1757 = arith.constant dense<0.000000000e+00> : tensor<4x4x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1758 = tensor.insert_slice %t1749 into %cst1757[0, 0, 0, 0] [4, 4, 16, 8] [1, 1, 1, 1] : tensor<4x4x16x8xf32> into tensor<4x4x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1759 = tensor.empty() : tensor<4x4x16x16xf32> loc("backward.add_37")
    %t1764 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1756, %t1758 : tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) outs(%t1759 : tensor<4x4x16x16xf32>) {
    ^bb0(%in1760: f32, %in1761: f32, %out1762: f32):
      %s1763 = arith.addf %in1760, %in1761 : f32
      linalg.yield %s1763 : f32
    } -> tensor<4x4x16x16xf32> loc("backward.add_37")
    %t1765 = tensor.empty() : tensor<4x4x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1770 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1704, %cst76 : tensor<4x4x16x16xf32>, tensor<1x1x16x16xf32>) outs(%t1765 : tensor<4x4x16x16xf32>) {
    ^bb0(%in1766: f32, %in1767: f32, %out1768: f32):
      %s1769 = arith.mulf %in1766, %in1767 : f32
      linalg.yield %s1769 : f32
    } -> tensor<4x4x16x16xf32> loc("backward.model.layers.0.self_attn")
    %t1771 = tensor.empty() : tensor<4x4x16x16xf32> loc("backward.add_38")
    %t1776 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1764, %t1770 : tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) outs(%t1771 : tensor<4x4x16x16xf32>) {
    ^bb0(%in1772: f32, %in1773: f32, %out1774: f32):
      %s1775 = arith.addf %in1772, %in1773 : f32
      linalg.yield %s1775 : f32
    } -> tensor<4x4x16x16xf32> loc("backward.add_38")
    %t1777 = tensor.empty() : tensor<4x16x4x16xf32> loc("backward.model.layers.0.self_attn")
    %t1778 = linalg.transpose ins(%t1656 : tensor<4x4x16x16xf32>) outs(%t1777 : tensor<4x16x4x16xf32>) permutation = [0, 2, 1, 3] loc("backward.model.layers.0.self_attn")
    %t1779 = tensor.collapse_shape %t1778 [[0], [1], [2, 3]] : tensor<4x16x4x16xf32> into tensor<4x16x64xf32> loc("backward.model.layers.0.self_attn")
    %t1780 = tensor.collapse_shape %t1779 [[0, 1], [2]] : tensor<4x16x64xf32> into tensor<64x64xf32> loc("backward.model.layers.0.self_attn.v_proj")
    %t1781 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.0.self_attn.v_proj")
    %t1782 = linalg.transpose ins(%t1780 : tensor<64x64xf32>) outs(%t1781 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.model.layers.0.self_attn.v_proj")
    %t1783 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.0.self_attn.v_proj")
    %c1784 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.0.self_attn.v_proj")
    %t1785 = linalg.fill ins(%c1784 : f32) outs(%t1783 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.model.layers.0.self_attn.v_proj")
    %t1786 = linalg.matmul ins(%t1782, %t67 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%t1785 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.model.layers.0.self_attn.v_proj")
    %t1787 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.0.self_attn.v_proj")
    %t1788 = linalg.transpose ins(%t1786 : tensor<64x64xf32>) outs(%t1787 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.model.layers.0.self_attn.v_proj")
    %t1789 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.0.self_attn.v_proj")
    %t1790 = linalg.transpose ins(%t66 : tensor<64x64xf32>) outs(%t1789 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.model.layers.0.self_attn.v_proj")
    %t1791 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.0.self_attn.v_proj")
    %c1792 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.0.self_attn.v_proj")
    %t1793 = linalg.fill ins(%c1792 : f32) outs(%t1791 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.model.layers.0.self_attn.v_proj")
    %t1794 = linalg.matmul ins(%t1780, %t1790 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%t1793 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.model.layers.0.self_attn.v_proj")
    %t1795 = tensor.expand_shape %t1794 [[0, 1], [2]] output_shape [4, 16, 64] : tensor<64x64xf32> into tensor<4x16x64xf32> loc("backward.model.layers.0.self_attn.v_proj")
    %t1796 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.0.self_attn.v_proj")
    %t1797 = linalg.transpose ins(%t1788 : tensor<64x64xf32>) outs(%t1796 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.model.layers.0.self_attn.v_proj")
    %t1798 = tensor.empty() : tensor<4x16x4x16xf32> loc("backward.model.layers.0.self_attn")
    %t1799 = linalg.transpose ins(%t1741 : tensor<4x4x16x16xf32>) outs(%t1798 : tensor<4x16x4x16xf32>) permutation = [0, 2, 1, 3] loc("backward.model.layers.0.self_attn")
    %t1800 = tensor.collapse_shape %t1799 [[0], [1], [2, 3]] : tensor<4x16x4x16xf32> into tensor<4x16x64xf32> loc("backward.model.layers.0.self_attn")
    %t1801 = tensor.collapse_shape %t1800 [[0, 1], [2]] : tensor<4x16x64xf32> into tensor<64x64xf32> loc("backward.model.layers.0.self_attn.k_proj")
    %t1802 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.0.self_attn.k_proj")
    %t1803 = linalg.transpose ins(%t1801 : tensor<64x64xf32>) outs(%t1802 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.model.layers.0.self_attn.k_proj")
    %t1804 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.0.self_attn.k_proj")
    %c1805 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.0.self_attn.k_proj")
    %t1806 = linalg.fill ins(%c1805 : f32) outs(%t1804 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.model.layers.0.self_attn.k_proj")
    %t1807 = linalg.matmul ins(%t1803, %t56 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%t1806 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.model.layers.0.self_attn.k_proj")
    %t1808 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.0.self_attn.k_proj")
    %t1809 = linalg.transpose ins(%t1807 : tensor<64x64xf32>) outs(%t1808 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.model.layers.0.self_attn.k_proj")
    %t1810 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.0.self_attn.k_proj")
    %t1811 = linalg.transpose ins(%t55 : tensor<64x64xf32>) outs(%t1810 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.model.layers.0.self_attn.k_proj")
    %t1812 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.0.self_attn.k_proj")
    %c1813 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.0.self_attn.k_proj")
    %t1814 = linalg.fill ins(%c1813 : f32) outs(%t1812 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.model.layers.0.self_attn.k_proj")
    %t1815 = linalg.matmul ins(%t1801, %t1811 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%t1814 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.model.layers.0.self_attn.k_proj")
    %t1816 = tensor.expand_shape %t1815 [[0, 1], [2]] output_shape [4, 16, 64] : tensor<64x64xf32> into tensor<4x16x64xf32> loc("backward.model.layers.0.self_attn.k_proj")
    %t1817 = tensor.empty() : tensor<4x16x64xf32> loc("backward.add_39")
    %t1822 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1795, %t1816 : tensor<4x16x64xf32>, tensor<4x16x64xf32>) outs(%t1817 : tensor<4x16x64xf32>) {
    ^bb0(%in1818: f32, %in1819: f32, %out1820: f32):
      %s1821 = arith.addf %in1818, %in1819 : f32
      linalg.yield %s1821 : f32
    } -> tensor<4x16x64xf32> loc("backward.add_39")
    %t1823 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.0.self_attn.k_proj")
    %t1824 = linalg.transpose ins(%t1809 : tensor<64x64xf32>) outs(%t1823 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.model.layers.0.self_attn.k_proj")
    %t1825 = tensor.empty() : tensor<4x16x4x16xf32> loc("backward.model.layers.0.self_attn")
    %t1826 = linalg.transpose ins(%t1776 : tensor<4x4x16x16xf32>) outs(%t1825 : tensor<4x16x4x16xf32>) permutation = [0, 2, 1, 3] loc("backward.model.layers.0.self_attn")
    %t1827 = tensor.collapse_shape %t1826 [[0], [1], [2, 3]] : tensor<4x16x4x16xf32> into tensor<4x16x64xf32> loc("backward.model.layers.0.self_attn")
    %t1828 = tensor.collapse_shape %t1827 [[0, 1], [2]] : tensor<4x16x64xf32> into tensor<64x64xf32> loc("backward.model.layers.0.self_attn.q_proj")
    %t1829 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.0.self_attn.q_proj")
    %t1830 = linalg.transpose ins(%t1828 : tensor<64x64xf32>) outs(%t1829 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.model.layers.0.self_attn.q_proj")
    %t1831 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.0.self_attn.q_proj")
    %c1832 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.0.self_attn.q_proj")
    %t1833 = linalg.fill ins(%c1832 : f32) outs(%t1831 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.model.layers.0.self_attn.q_proj")
    %t1834 = linalg.matmul ins(%t1830, %t45 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%t1833 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.model.layers.0.self_attn.q_proj")
    %t1835 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.0.self_attn.q_proj")
    %t1836 = linalg.transpose ins(%t1834 : tensor<64x64xf32>) outs(%t1835 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.model.layers.0.self_attn.q_proj")
    %t1837 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.0.self_attn.q_proj")
    %t1838 = linalg.transpose ins(%t44 : tensor<64x64xf32>) outs(%t1837 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.model.layers.0.self_attn.q_proj")
    %t1839 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.0.self_attn.q_proj")
    %c1840 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.0.self_attn.q_proj")
    %t1841 = linalg.fill ins(%c1840 : f32) outs(%t1839 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.model.layers.0.self_attn.q_proj")
    %t1842 = linalg.matmul ins(%t1828, %t1838 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%t1841 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.model.layers.0.self_attn.q_proj")
    %t1843 = tensor.expand_shape %t1842 [[0, 1], [2]] output_shape [4, 16, 64] : tensor<64x64xf32> into tensor<4x16x64xf32> loc("backward.model.layers.0.self_attn.q_proj")
    %t1844 = tensor.empty() : tensor<4x16x64xf32> loc("backward.add_40")
    %t1849 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1822, %t1843 : tensor<4x16x64xf32>, tensor<4x16x64xf32>) outs(%t1844 : tensor<4x16x64xf32>) {
    ^bb0(%in1845: f32, %in1846: f32, %out1847: f32):
      %s1848 = arith.addf %in1845, %in1846 : f32
      linalg.yield %s1848 : f32
    } -> tensor<4x16x64xf32> loc("backward.add_40")
    %t1850 = tensor.empty() : tensor<64x64xf32> loc("backward.model.layers.0.self_attn.q_proj")
    %t1851 = linalg.transpose ins(%t1836 : tensor<64x64xf32>) outs(%t1850 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.model.layers.0.self_attn.q_proj")
    %t1852 = tensor.empty() : tensor<4x16x64xf32> loc("backward.model.layers.0.input_layernorm")
    %t1857 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1849, %t36 : tensor<4x16x64xf32>, tensor<4x16x64xf32>) outs(%t1852 : tensor<4x16x64xf32>) {
    ^bb0(%in1853: f32, %in1854: f32, %out1855: f32):
      %s1856 = arith.mulf %in1853, %in1854 : f32
      linalg.yield %s1856 : f32
    } -> tensor<4x16x64xf32> loc("backward.model.layers.0.input_layernorm")
    %t1858 = tensor.empty() : tensor<64xf32> loc("backward.model.layers.0.input_layernorm")
    %c1859 = arith.constant 0.000000000e+00 : f32 loc("backward.model.layers.0.input_layernorm")
    %t1860 = linalg.fill ins(%c1859 : f32) outs(%t1858 : tensor<64xf32>) -> tensor<64xf32> loc("backward.model.layers.0.input_layernorm")
    %t1864 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%t1857 : tensor<4x16x64xf32>) outs(%t1860 : tensor<64xf32>) {
    ^bb0(%in1861: f32, %out1862: f32):
      %s1863 = arith.addf %out1862, %in1861 : f32
      linalg.yield %s1863 : f32
    } -> tensor<64xf32> loc("backward.model.layers.0.input_layernorm")
    %t1865 = tensor.expand_shape %t1864 [[0, 1, 2]] output_shape [1, 1, 64] : tensor<64xf32> into tensor<1x1x64xf32> loc("backward.model.layers.0.input_layernorm")
    %t1866 = tensor.collapse_shape %t1865 [[0, 1, 2]] : tensor<1x1x64xf32> into tensor<64xf32> loc("backward.model.layers.0.input_layernorm")
    return %t716, %t1851, %t1824, %t1797, %t1639, %t1524, %t1460, %t1430, %t1866, %t1545, %t1315, %t1288, %t1261, %t1103, %t988, %t924, %t894, %t1336, %t1009, %t806, %t785 : tensor<f32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<128x64xf32>, tensor<128x64xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<128x64xf32>, tensor<128x64xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128x64xf32> loc("root.output")
  }
}
