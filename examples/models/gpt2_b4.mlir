module {
  // model: remat.torch.export --model gpt2_b4
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
  // primals_29: input 0
  // primals_30: input 1
  // tangents_1: cotangent of the loss (remat.cotangent)
  // results: loss, then gradients of primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28
  func.func @train_step(
    %primals_1: tensor<128x64xf32>,
    %primals_2: tensor<32x64xf32>,
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
    %primals_29: tensor<4x16x64xf32>,
    %primals_30: tensor<4x16x128xf32>,
    %tangents_1: tensor<f32> {remat.cotangent}
  ) -> (tensor<f32>, tensor<128x64xf32>, tensor<32x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) {
    %cst1 = arith.constant dense<"0x0000803F00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"> : tensor<16x32xf32> loc("transformer.wpe")
    %t2 = tensor.empty() : tensor<16x64xf32> loc("transformer.wpe")
    %c3 = arith.constant 0.000000000e+00 : f32 loc("transformer.wpe")
    %t4 = linalg.fill ins(%c3 : f32) outs(%t2 : tensor<16x64xf32>) -> tensor<16x64xf32> loc("transformer.wpe")
    %t5 = linalg.matmul ins(%cst1, %primals_2 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%t4 : tensor<16x64xf32>) -> tensor<16x64xf32> loc("transformer.wpe")
    %t6 = tensor.expand_shape %t5 [[0, 1], [2]] output_shape [1, 16, 64] : tensor<16x64xf32> into tensor<1x16x64xf32> loc("transformer.wpe")
    %t7 = tensor.empty() : tensor<4x16x64xf32> loc("transformer")
    %t12 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%primals_29, %t6 : tensor<4x16x64xf32>, tensor<1x16x64xf32>) outs(%t7 : tensor<4x16x64xf32>) {
    ^bb0(%in8: f32, %in9: f32, %out10: f32):
      %s11 = arith.addf %in8, %in9 : f32
      linalg.yield %s11 : f32
    } -> tensor<4x16x64xf32> loc("transformer")
    %t13 = tensor.empty() : tensor<4x16xf32> loc("transformer.h.0.ln_1")
    %c14 = arith.constant 0.000000000e+00 : f32 loc("transformer.h.0.ln_1")
    %t15 = linalg.fill ins(%c14 : f32) outs(%t13 : tensor<4x16xf32>) -> tensor<4x16xf32> loc("transformer.h.0.ln_1")
    %t19 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t12 : tensor<4x16x64xf32>) outs(%t15 : tensor<4x16xf32>) {
    ^bb0(%in16: f32, %out17: f32):
      %s18 = arith.addf %out17, %in16 : f32
      linalg.yield %s18 : f32
    } -> tensor<4x16xf32> loc("transformer.h.0.ln_1")
    %t20 = tensor.empty() : tensor<4x16xf32> loc("transformer.h.0.ln_1")
    %t25 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t19 : tensor<4x16xf32>) outs(%t20 : tensor<4x16xf32>) {
    ^bb0(%in21: f32, %out22: f32):
      %s23 = arith.constant 1.562500000e-02 : f32
      %s24 = arith.mulf %in21, %s23 : f32
      linalg.yield %s24 : f32
    } -> tensor<4x16xf32> loc("transformer.h.0.ln_1")
    %t26 = tensor.expand_shape %t25 [[0], [1, 2]] output_shape [4, 16, 1] : tensor<4x16xf32> into tensor<4x16x1xf32> loc("transformer.h.0.ln_1")
    %t27 = tensor.empty() : tensor<4x16x64xf32> loc("transformer.h.0.ln_1")
    %t32 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t12, %t26 : tensor<4x16x64xf32>, tensor<4x16x1xf32>) outs(%t27 : tensor<4x16x64xf32>) {
    ^bb0(%in28: f32, %in29: f32, %out30: f32):
      %s31 = arith.subf %in28, %in29 : f32
      linalg.yield %s31 : f32
    } -> tensor<4x16x64xf32> loc("transformer.h.0.ln_1")
    %t33 = tensor.empty() : tensor<4x16x64xf32> loc("transformer.h.0.ln_1")
    %t37 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t32 : tensor<4x16x64xf32>) outs(%t33 : tensor<4x16x64xf32>) {
    ^bb0(%in34: f32, %out35: f32):
      %s36 = arith.mulf %in34, %in34 : f32
      linalg.yield %s36 : f32
    } -> tensor<4x16x64xf32> loc("transformer.h.0.ln_1")
    %t38 = tensor.empty() : tensor<4x16xf32> loc("transformer.h.0.ln_1")
    %c39 = arith.constant 0.000000000e+00 : f32 loc("transformer.h.0.ln_1")
    %t40 = linalg.fill ins(%c39 : f32) outs(%t38 : tensor<4x16xf32>) -> tensor<4x16xf32> loc("transformer.h.0.ln_1")
    %t44 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t37 : tensor<4x16x64xf32>) outs(%t40 : tensor<4x16xf32>) {
    ^bb0(%in41: f32, %out42: f32):
      %s43 = arith.addf %out42, %in41 : f32
      linalg.yield %s43 : f32
    } -> tensor<4x16xf32> loc("transformer.h.0.ln_1")
    %t45 = tensor.empty() : tensor<4x16xf32> loc("transformer.h.0.ln_1")
    %t50 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t44 : tensor<4x16xf32>) outs(%t45 : tensor<4x16xf32>) {
    ^bb0(%in46: f32, %out47: f32):
      %s48 = arith.constant 1.562500000e-02 : f32
      %s49 = arith.mulf %in46, %s48 : f32
      linalg.yield %s49 : f32
    } -> tensor<4x16xf32> loc("transformer.h.0.ln_1")
    %t51 = tensor.expand_shape %t50 [[0], [1, 2]] output_shape [4, 16, 1] : tensor<4x16xf32> into tensor<4x16x1xf32> loc("transformer.h.0.ln_1")
    %t52 = tensor.empty() : tensor<4x16x1xf32> loc("transformer.h.0.ln_1")
    %t58 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t51 : tensor<4x16x1xf32>) outs(%t52 : tensor<4x16x1xf32>) {
    ^bb0(%in53: f32, %out54: f32):
      %s55 = arith.constant 9.999999747e-06 : f32
      %s56 = arith.addf %in53, %s55 : f32
      %s57 = math.rsqrt %s56 : f32
      linalg.yield %s57 : f32
    } -> tensor<4x16x1xf32> loc("transformer.h.0.ln_1")
    %t59 = tensor.empty() : tensor<4x16x64xf32> loc("transformer.h.0.ln_1")
    %t64 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t32, %t58 : tensor<4x16x64xf32>, tensor<4x16x1xf32>) outs(%t59 : tensor<4x16x64xf32>) {
    ^bb0(%in60: f32, %in61: f32, %out62: f32):
      %s63 = arith.mulf %in60, %in61 : f32
      linalg.yield %s63 : f32
    } -> tensor<4x16x64xf32> loc("transformer.h.0.ln_1")
    %t65 = tensor.empty() : tensor<4x16x64xf32> loc("transformer.h.0.ln_1")
    %t70 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t64, %primals_3 : tensor<4x16x64xf32>, tensor<64xf32>) outs(%t65 : tensor<4x16x64xf32>) {
    ^bb0(%in66: f32, %in67: f32, %out68: f32):
      %s69 = arith.mulf %in66, %in67 : f32
      linalg.yield %s69 : f32
    } -> tensor<4x16x64xf32> loc("transformer.h.0.ln_1")
    %t71 = tensor.empty() : tensor<4x16x64xf32> loc("transformer.h.0.ln_1")
    %t76 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t70, %primals_4 : tensor<4x16x64xf32>, tensor<64xf32>) outs(%t71 : tensor<4x16x64xf32>) {
    ^bb0(%in72: f32, %in73: f32, %out74: f32):
      %s75 = arith.addf %in72, %in73 : f32
      linalg.yield %s75 : f32
    } -> tensor<4x16x64xf32> loc("transformer.h.0.ln_1")
    %t77 = tensor.collapse_shape %t76 [[0, 1], [2]] : tensor<4x16x64xf32> into tensor<64x64xf32> loc("transformer.h.0.attn.c_attn")
    %t78 = tensor.empty() : tensor<64x192xf32> loc("transformer.h.0.attn.c_attn")
    %t81 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%primals_6 : tensor<192xf32>) outs(%t78 : tensor<64x192xf32>) {
    ^bb0(%in79: f32, %out80: f32):
      linalg.yield %in79 : f32
    } -> tensor<64x192xf32> loc("transformer.h.0.attn.c_attn")
    %t82 = linalg.matmul ins(%t77, %primals_5 : tensor<64x64xf32>, tensor<64x192xf32>) outs(%t81 : tensor<64x192xf32>) -> tensor<64x192xf32> loc("transformer.h.0.attn.c_attn")
    %t83 = tensor.expand_shape %t82 [[0, 1], [2]] output_shape [4, 16, 192] : tensor<64x192xf32> into tensor<4x16x192xf32> loc("transformer.h.0.attn.c_attn")
    %t84 = tensor.extract_slice %t83[0, 0, 0] [4, 16, 64] [1, 1, 1] : tensor<4x16x192xf32> to tensor<4x16x64xf32> loc("transformer.h.0.attn")
    %t85 = tensor.extract_slice %t83[0, 0, 64] [4, 16, 64] [1, 1, 1] : tensor<4x16x192xf32> to tensor<4x16x64xf32> loc("transformer.h.0.attn")
    %t86 = tensor.extract_slice %t83[0, 0, 128] [4, 16, 64] [1, 1, 1] : tensor<4x16x192xf32> to tensor<4x16x64xf32> loc("transformer.h.0.attn")
    %t87 = tensor.expand_shape %t85 [[0], [1], [2, 3]] output_shape [4, 16, 4, 16] : tensor<4x16x64xf32> into tensor<4x16x4x16xf32> loc("transformer.h.0.attn")
    %t88 = tensor.empty() : tensor<4x4x16x16xf32> loc("transformer.h.0.attn")
    %t89 = linalg.transpose ins(%t87 : tensor<4x16x4x16xf32>) outs(%t88 : tensor<4x4x16x16xf32>) permutation = [0, 2, 1, 3] loc("transformer.h.0.attn")
    %t90 = tensor.expand_shape %t86 [[0], [1], [2, 3]] output_shape [4, 16, 4, 16] : tensor<4x16x64xf32> into tensor<4x16x4x16xf32> loc("transformer.h.0.attn")
    %t91 = tensor.empty() : tensor<4x4x16x16xf32> loc("transformer.h.0.attn")
    %t92 = linalg.transpose ins(%t90 : tensor<4x16x4x16xf32>) outs(%t91 : tensor<4x4x16x16xf32>) permutation = [0, 2, 1, 3] loc("transformer.h.0.attn")
    %t93 = tensor.expand_shape %t84 [[0], [1], [2, 3]] output_shape [4, 16, 4, 16] : tensor<4x16x64xf32> into tensor<4x16x4x16xf32> loc("transformer.h.0.attn")
    %t94 = tensor.empty() : tensor<4x4x16x16xf32> loc("transformer.h.0.attn")
    %t95 = linalg.transpose ins(%t93 : tensor<4x16x4x16xf32>) outs(%t94 : tensor<4x4x16x16xf32>) permutation = [0, 2, 1, 3] loc("transformer.h.0.attn")
    %t96 = tensor.empty() : tensor<4x4x16x16xf32> loc("transformer.h.0.attn")
    %t97 = linalg.transpose ins(%t89 : tensor<4x4x16x16xf32>) outs(%t96 : tensor<4x4x16x16xf32>) permutation = [0, 1, 3, 2] loc("transformer.h.0.attn")
    %t98 = tensor.collapse_shape %t95 [[0, 1], [2], [3]] : tensor<4x4x16x16xf32> into tensor<16x16x16xf32> loc("transformer.h.0.attn")
    %t99 = tensor.collapse_shape %t97 [[0, 1], [2], [3]] : tensor<4x4x16x16xf32> into tensor<16x16x16xf32> loc("transformer.h.0.attn")
    %t100 = tensor.empty() : tensor<16x16x16xf32> loc("transformer.h.0.attn")
    %c101 = arith.constant 0.000000000e+00 : f32 loc("transformer.h.0.attn")
    %t102 = linalg.fill ins(%c101 : f32) outs(%t100 : tensor<16x16x16xf32>) -> tensor<16x16x16xf32> loc("transformer.h.0.attn")
    %t103 = linalg.batch_matmul ins(%t98, %t99 : tensor<16x16x16xf32>, tensor<16x16x16xf32>) outs(%t102 : tensor<16x16x16xf32>) -> tensor<16x16x16xf32> loc("transformer.h.0.attn")
    %t104 = tensor.expand_shape %t103 [[0, 1], [2], [3]] output_shape [4, 4, 16, 16] : tensor<16x16x16xf32> into tensor<4x4x16x16xf32> loc("transformer.h.0.attn")
    %t105 = tensor.empty() : tensor<4x4x16x16xf32> loc("transformer.h.0.attn")
    %t110 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t104 : tensor<4x4x16x16xf32>) outs(%t105 : tensor<4x4x16x16xf32>) {
    ^bb0(%in106: f32, %out107: f32):
      %s108 = arith.constant 2.500000000e-01 : f32
      %s109 = arith.mulf %in106, %s108 : f32
      linalg.yield %s109 : f32
    } -> tensor<4x4x16x16xf32> loc("transformer.h.0.attn")
    %cst111 = arith.constant dense<"0x00000000FFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFF0000000000000000FFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFF000000000000000000000000FFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFF00000000000000000000000000000000FFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFF0000000000000000000000000000000000000000FFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFF000000000000000000000000000000000000000000000000FFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFF00000000000000000000000000000000000000000000000000000000FFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFF0000000000000000000000000000000000000000000000000000000000000000FFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFF000000000000000000000000000000000000000000000000000000000000000000000000FFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFF00000000000000000000000000000000000000000000000000000000000000000000000000000000FFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFF0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000FFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFF000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000FFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFF00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000FFFF7FFFFFFF7FFFFFFF7FFF0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000FFFF7FFFFFFF7FFF000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000FFFF7FFF0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000FFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFF0000000000000000FFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFF000000000000000000000000FFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFF00000000000000000000000000000000FFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFF0000000000000000000000000000000000000000FFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFF000000000000000000000000000000000000000000000000FFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFF00000000000000000000000000000000000000000000000000000000FFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFF0000000000000000000000000000000000000000000000000000000000000000FFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFF000000000000000000000000000000000000000000000000000000000000000000000000FFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFF00000000000000000000000000000000000000000000000000000000000000000000000000000000FFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFF0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000FFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFF000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000FFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFF00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000FFFF7FFFFFFF7FFFFFFF7FFF0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000FFFF7FFFFFFF7FFF000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000FFFF7FFF0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000FFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFF0000000000000000FFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFF000000000000000000000000FFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFF00000000000000000000000000000000FFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFF0000000000000000000000000000000000000000FFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFF000000000000000000000000000000000000000000000000FFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFF00000000000000000000000000000000000000000000000000000000FFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFF0000000000000000000000000000000000000000000000000000000000000000FFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFF000000000000000000000000000000000000000000000000000000000000000000000000FFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFF00000000000000000000000000000000000000000000000000000000000000000000000000000000FFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFF0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000FFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFF000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000FFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFF00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000FFFF7FFFFFFF7FFFFFFF7FFF0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000FFFF7FFFFFFF7FFF000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000FFFF7FFF0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000FFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFF0000000000000000FFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFF000000000000000000000000FFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFF00000000000000000000000000000000FFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFF0000000000000000000000000000000000000000FFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFF000000000000000000000000000000000000000000000000FFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFF00000000000000000000000000000000000000000000000000000000FFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFF0000000000000000000000000000000000000000000000000000000000000000FFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFF000000000000000000000000000000000000000000000000000000000000000000000000FFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFF00000000000000000000000000000000000000000000000000000000000000000000000000000000FFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFF0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000FFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFF000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000FFFF7FFFFFFF7FFFFFFF7FFFFFFF7FFF00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000FFFF7FFFFFFF7FFFFFFF7FFF0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000FFFF7FFFFFFF7FFF000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000FFFF7FFF00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"> : tensor<4x1x16x16xf32> loc("transformer.h.0.attn")
    %t112 = tensor.empty() : tensor<4x4x16x16xf32> loc("transformer.h.0.attn")
    %t117 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t110, %cst111 : tensor<4x4x16x16xf32>, tensor<4x1x16x16xf32>) outs(%t112 : tensor<4x4x16x16xf32>) {
    ^bb0(%in113: f32, %in114: f32, %out115: f32):
      %s116 = arith.addf %in113, %in114 : f32
      linalg.yield %s116 : f32
    } -> tensor<4x4x16x16xf32> loc("transformer.h.0.attn")
    %t118 = tensor.empty() : tensor<4x4x16xf32> loc("transformer.h.0.attn")
    %c119 = arith.constant 0xFF800000 : f32 loc("transformer.h.0.attn")
    %t120 = linalg.fill ins(%c119 : f32) outs(%t118 : tensor<4x4x16xf32>) -> tensor<4x4x16xf32> loc("transformer.h.0.attn")
    %t124 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%t117 : tensor<4x4x16x16xf32>) outs(%t120 : tensor<4x4x16xf32>) {
    ^bb0(%in121: f32, %out122: f32):
      %s123 = arith.maximumf %out122, %in121 : f32
      linalg.yield %s123 : f32
    } -> tensor<4x4x16xf32> loc("transformer.h.0.attn")
    %t125 = tensor.expand_shape %t124 [[0], [1], [2, 3]] output_shape [4, 4, 16, 1] : tensor<4x4x16xf32> into tensor<4x4x16x1xf32> loc("transformer.h.0.attn")
    %t126 = tensor.empty() : tensor<4x4x16x16xf32> loc("transformer.h.0.attn")
    %t132 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t117, %t125 : tensor<4x4x16x16xf32>, tensor<4x4x16x1xf32>) outs(%t126 : tensor<4x4x16x16xf32>) {
    ^bb0(%in127: f32, %in128: f32, %out129: f32):
      %s130 = arith.subf %in127, %in128 : f32
      %s131 = math.exp %s130 : f32
      linalg.yield %s131 : f32
    } -> tensor<4x4x16x16xf32> loc("transformer.h.0.attn")
    %t133 = tensor.empty() : tensor<4x4x16xf32> loc("transformer.h.0.attn")
    %c134 = arith.constant 0.000000000e+00 : f32 loc("transformer.h.0.attn")
    %t135 = linalg.fill ins(%c134 : f32) outs(%t133 : tensor<4x4x16xf32>) -> tensor<4x4x16xf32> loc("transformer.h.0.attn")
    %t139 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%t132 : tensor<4x4x16x16xf32>) outs(%t135 : tensor<4x4x16xf32>) {
    ^bb0(%in136: f32, %out137: f32):
      %s138 = arith.addf %out137, %in136 : f32
      linalg.yield %s138 : f32
    } -> tensor<4x4x16xf32> loc("transformer.h.0.attn")
    %t140 = tensor.expand_shape %t139 [[0], [1], [2, 3]] output_shape [4, 4, 16, 1] : tensor<4x4x16xf32> into tensor<4x4x16x1xf32> loc("transformer.h.0.attn")
    %t141 = tensor.empty() : tensor<4x4x16x16xf32> loc("transformer.h.0.attn")
    %t146 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t132, %t140 : tensor<4x4x16x16xf32>, tensor<4x4x16x1xf32>) outs(%t141 : tensor<4x4x16x16xf32>) {
    ^bb0(%in142: f32, %in143: f32, %out144: f32):
      %s145 = arith.divf %in142, %in143 : f32
      linalg.yield %s145 : f32
    } -> tensor<4x4x16x16xf32> loc("transformer.h.0.attn")
    %t147 = tensor.collapse_shape %t146 [[0, 1], [2], [3]] : tensor<4x4x16x16xf32> into tensor<16x16x16xf32> loc("transformer.h.0.attn")
    %t148 = tensor.collapse_shape %t92 [[0, 1], [2], [3]] : tensor<4x4x16x16xf32> into tensor<16x16x16xf32> loc("transformer.h.0.attn")
    %t149 = tensor.empty() : tensor<16x16x16xf32> loc("transformer.h.0.attn")
    %c150 = arith.constant 0.000000000e+00 : f32 loc("transformer.h.0.attn")
    %t151 = linalg.fill ins(%c150 : f32) outs(%t149 : tensor<16x16x16xf32>) -> tensor<16x16x16xf32> loc("transformer.h.0.attn")
    %t152 = linalg.batch_matmul ins(%t147, %t148 : tensor<16x16x16xf32>, tensor<16x16x16xf32>) outs(%t151 : tensor<16x16x16xf32>) -> tensor<16x16x16xf32> loc("transformer.h.0.attn")
    %t153 = tensor.expand_shape %t152 [[0, 1], [2], [3]] output_shape [4, 4, 16, 16] : tensor<16x16x16xf32> into tensor<4x4x16x16xf32> loc("transformer.h.0.attn")
    %t154 = tensor.empty() : tensor<4x16x4x16xf32> loc("transformer.h.0.attn")
    %t155 = linalg.transpose ins(%t153 : tensor<4x4x16x16xf32>) outs(%t154 : tensor<4x16x4x16xf32>) permutation = [0, 2, 1, 3] loc("transformer.h.0.attn")
    %t156 = tensor.collapse_shape %t155 [[0], [1], [2, 3]] : tensor<4x16x4x16xf32> into tensor<4x16x64xf32> loc("transformer.h.0.attn")
    %t157 = tensor.collapse_shape %t156 [[0, 1], [2]] : tensor<4x16x64xf32> into tensor<64x64xf32> loc("transformer.h.0.attn.c_proj")
    %t158 = tensor.empty() : tensor<64x64xf32> loc("transformer.h.0.attn.c_proj")
    %t161 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%primals_8 : tensor<64xf32>) outs(%t158 : tensor<64x64xf32>) {
    ^bb0(%in159: f32, %out160: f32):
      linalg.yield %in159 : f32
    } -> tensor<64x64xf32> loc("transformer.h.0.attn.c_proj")
    %t162 = linalg.matmul ins(%t157, %primals_7 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%t161 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("transformer.h.0.attn.c_proj")
    %t163 = tensor.expand_shape %t162 [[0, 1], [2]] output_shape [4, 16, 64] : tensor<64x64xf32> into tensor<4x16x64xf32> loc("transformer.h.0.attn.c_proj")
    %t164 = tensor.empty() : tensor<4x16x64xf32> loc("transformer.h.0")
    %t169 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t163, %t12 : tensor<4x16x64xf32>, tensor<4x16x64xf32>) outs(%t164 : tensor<4x16x64xf32>) {
    ^bb0(%in165: f32, %in166: f32, %out167: f32):
      %s168 = arith.addf %in165, %in166 : f32
      linalg.yield %s168 : f32
    } -> tensor<4x16x64xf32> loc("transformer.h.0")
    %t170 = tensor.empty() : tensor<4x16xf32> loc("transformer.h.0.ln_2")
    %c171 = arith.constant 0.000000000e+00 : f32 loc("transformer.h.0.ln_2")
    %t172 = linalg.fill ins(%c171 : f32) outs(%t170 : tensor<4x16xf32>) -> tensor<4x16xf32> loc("transformer.h.0.ln_2")
    %t176 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t169 : tensor<4x16x64xf32>) outs(%t172 : tensor<4x16xf32>) {
    ^bb0(%in173: f32, %out174: f32):
      %s175 = arith.addf %out174, %in173 : f32
      linalg.yield %s175 : f32
    } -> tensor<4x16xf32> loc("transformer.h.0.ln_2")
    %t177 = tensor.empty() : tensor<4x16xf32> loc("transformer.h.0.ln_2")
    %t182 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t176 : tensor<4x16xf32>) outs(%t177 : tensor<4x16xf32>) {
    ^bb0(%in178: f32, %out179: f32):
      %s180 = arith.constant 1.562500000e-02 : f32
      %s181 = arith.mulf %in178, %s180 : f32
      linalg.yield %s181 : f32
    } -> tensor<4x16xf32> loc("transformer.h.0.ln_2")
    %t183 = tensor.expand_shape %t182 [[0], [1, 2]] output_shape [4, 16, 1] : tensor<4x16xf32> into tensor<4x16x1xf32> loc("transformer.h.0.ln_2")
    %t184 = tensor.empty() : tensor<4x16x64xf32> loc("transformer.h.0.ln_2")
    %t189 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t169, %t183 : tensor<4x16x64xf32>, tensor<4x16x1xf32>) outs(%t184 : tensor<4x16x64xf32>) {
    ^bb0(%in185: f32, %in186: f32, %out187: f32):
      %s188 = arith.subf %in185, %in186 : f32
      linalg.yield %s188 : f32
    } -> tensor<4x16x64xf32> loc("transformer.h.0.ln_2")
    %t190 = tensor.empty() : tensor<4x16x64xf32> loc("transformer.h.0.ln_2")
    %t194 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t189 : tensor<4x16x64xf32>) outs(%t190 : tensor<4x16x64xf32>) {
    ^bb0(%in191: f32, %out192: f32):
      %s193 = arith.mulf %in191, %in191 : f32
      linalg.yield %s193 : f32
    } -> tensor<4x16x64xf32> loc("transformer.h.0.ln_2")
    %t195 = tensor.empty() : tensor<4x16xf32> loc("transformer.h.0.ln_2")
    %c196 = arith.constant 0.000000000e+00 : f32 loc("transformer.h.0.ln_2")
    %t197 = linalg.fill ins(%c196 : f32) outs(%t195 : tensor<4x16xf32>) -> tensor<4x16xf32> loc("transformer.h.0.ln_2")
    %t201 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t194 : tensor<4x16x64xf32>) outs(%t197 : tensor<4x16xf32>) {
    ^bb0(%in198: f32, %out199: f32):
      %s200 = arith.addf %out199, %in198 : f32
      linalg.yield %s200 : f32
    } -> tensor<4x16xf32> loc("transformer.h.0.ln_2")
    %t202 = tensor.empty() : tensor<4x16xf32> loc("transformer.h.0.ln_2")
    %t207 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t201 : tensor<4x16xf32>) outs(%t202 : tensor<4x16xf32>) {
    ^bb0(%in203: f32, %out204: f32):
      %s205 = arith.constant 1.562500000e-02 : f32
      %s206 = arith.mulf %in203, %s205 : f32
      linalg.yield %s206 : f32
    } -> tensor<4x16xf32> loc("transformer.h.0.ln_2")
    %t208 = tensor.expand_shape %t207 [[0], [1, 2]] output_shape [4, 16, 1] : tensor<4x16xf32> into tensor<4x16x1xf32> loc("transformer.h.0.ln_2")
    %t209 = tensor.empty() : tensor<4x16x1xf32> loc("transformer.h.0.ln_2")
    %t215 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t208 : tensor<4x16x1xf32>) outs(%t209 : tensor<4x16x1xf32>) {
    ^bb0(%in210: f32, %out211: f32):
      %s212 = arith.constant 9.999999747e-06 : f32
      %s213 = arith.addf %in210, %s212 : f32
      %s214 = math.rsqrt %s213 : f32
      linalg.yield %s214 : f32
    } -> tensor<4x16x1xf32> loc("transformer.h.0.ln_2")
    %t216 = tensor.empty() : tensor<4x16x64xf32> loc("transformer.h.0.ln_2")
    %t221 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t189, %t215 : tensor<4x16x64xf32>, tensor<4x16x1xf32>) outs(%t216 : tensor<4x16x64xf32>) {
    ^bb0(%in217: f32, %in218: f32, %out219: f32):
      %s220 = arith.mulf %in217, %in218 : f32
      linalg.yield %s220 : f32
    } -> tensor<4x16x64xf32> loc("transformer.h.0.ln_2")
    %t222 = tensor.empty() : tensor<4x16x64xf32> loc("transformer.h.0.ln_2")
    %t227 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t221, %primals_9 : tensor<4x16x64xf32>, tensor<64xf32>) outs(%t222 : tensor<4x16x64xf32>) {
    ^bb0(%in223: f32, %in224: f32, %out225: f32):
      %s226 = arith.mulf %in223, %in224 : f32
      linalg.yield %s226 : f32
    } -> tensor<4x16x64xf32> loc("transformer.h.0.ln_2")
    %t228 = tensor.empty() : tensor<4x16x64xf32> loc("transformer.h.0.ln_2")
    %t233 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t227, %primals_10 : tensor<4x16x64xf32>, tensor<64xf32>) outs(%t228 : tensor<4x16x64xf32>) {
    ^bb0(%in229: f32, %in230: f32, %out231: f32):
      %s232 = arith.addf %in229, %in230 : f32
      linalg.yield %s232 : f32
    } -> tensor<4x16x64xf32> loc("transformer.h.0.ln_2")
    %t234 = tensor.collapse_shape %t233 [[0, 1], [2]] : tensor<4x16x64xf32> into tensor<64x64xf32> loc("transformer.h.0.mlp.c_fc")
    %t235 = tensor.empty() : tensor<64x256xf32> loc("transformer.h.0.mlp.c_fc")
    %t238 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%primals_12 : tensor<256xf32>) outs(%t235 : tensor<64x256xf32>) {
    ^bb0(%in236: f32, %out237: f32):
      linalg.yield %in236 : f32
    } -> tensor<64x256xf32> loc("transformer.h.0.mlp.c_fc")
    %t239 = linalg.matmul ins(%t234, %primals_11 : tensor<64x64xf32>, tensor<64x256xf32>) outs(%t238 : tensor<64x256xf32>) -> tensor<64x256xf32> loc("transformer.h.0.mlp.c_fc")
    %t240 = tensor.expand_shape %t239 [[0, 1], [2]] output_shape [4, 16, 256] : tensor<64x256xf32> into tensor<4x16x256xf32> loc("transformer.h.0.mlp.c_fc")
    %t241 = tensor.empty() : tensor<4x16x256xf32> loc("transformer.h.0.mlp.act")
    %t246 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t240 : tensor<4x16x256xf32>) outs(%t241 : tensor<4x16x256xf32>) {
    ^bb0(%in242: f32, %out243: f32):
      %s244 = arith.constant 5.000000000e-01 : f32
      %s245 = arith.mulf %in242, %s244 : f32
      linalg.yield %s245 : f32
    } -> tensor<4x16x256xf32> loc("transformer.h.0.mlp.act")
    %t247 = tensor.empty() : tensor<4x16x256xf32> loc("transformer.h.0.mlp.act")
    %t252 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t240 : tensor<4x16x256xf32>) outs(%t247 : tensor<4x16x256xf32>) {
    ^bb0(%in248: f32, %out249: f32):
      %s250 = arith.mulf %in248, %in248 : f32
      %s251 = arith.mulf %s250, %in248 : f32
      linalg.yield %s251 : f32
    } -> tensor<4x16x256xf32> loc("transformer.h.0.mlp.act")
    %t253 = tensor.empty() : tensor<4x16x256xf32> loc("transformer.h.0.mlp.act")
    %t258 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t252 : tensor<4x16x256xf32>) outs(%t253 : tensor<4x16x256xf32>) {
    ^bb0(%in254: f32, %out255: f32):
      %s256 = arith.constant 4.471499845e-02 : f32
      %s257 = arith.mulf %in254, %s256 : f32
      linalg.yield %s257 : f32
    } -> tensor<4x16x256xf32> loc("transformer.h.0.mlp.act")
    %t259 = tensor.empty() : tensor<4x16x256xf32> loc("transformer.h.0.mlp.act")
    %t264 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t240, %t258 : tensor<4x16x256xf32>, tensor<4x16x256xf32>) outs(%t259 : tensor<4x16x256xf32>) {
    ^bb0(%in260: f32, %in261: f32, %out262: f32):
      %s263 = arith.addf %in260, %in261 : f32
      linalg.yield %s263 : f32
    } -> tensor<4x16x256xf32> loc("transformer.h.0.mlp.act")
    %t265 = tensor.empty() : tensor<4x16x256xf32> loc("transformer.h.0.mlp.act")
    %t270 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t264 : tensor<4x16x256xf32>) outs(%t265 : tensor<4x16x256xf32>) {
    ^bb0(%in266: f32, %out267: f32):
      %s268 = arith.constant 7.978845835e-01 : f32
      %s269 = arith.mulf %in266, %s268 : f32
      linalg.yield %s269 : f32
    } -> tensor<4x16x256xf32> loc("transformer.h.0.mlp.act")
    %t271 = tensor.empty() : tensor<4x16x256xf32> loc("transformer.h.0.mlp.act")
    %t275 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t270 : tensor<4x16x256xf32>) outs(%t271 : tensor<4x16x256xf32>) {
    ^bb0(%in272: f32, %out273: f32):
      %s274 = math.tanh %in272 : f32
      linalg.yield %s274 : f32
    } -> tensor<4x16x256xf32> loc("transformer.h.0.mlp.act")
    %t276 = tensor.empty() : tensor<4x16x256xf32> loc("transformer.h.0.mlp.act")
    %t281 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t275 : tensor<4x16x256xf32>) outs(%t276 : tensor<4x16x256xf32>) {
    ^bb0(%in277: f32, %out278: f32):
      %s279 = arith.constant 1.000000000e+00 : f32
      %s280 = arith.addf %in277, %s279 : f32
      linalg.yield %s280 : f32
    } -> tensor<4x16x256xf32> loc("transformer.h.0.mlp.act")
    %t282 = tensor.empty() : tensor<4x16x256xf32> loc("transformer.h.0.mlp.act")
    %t287 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t246, %t281 : tensor<4x16x256xf32>, tensor<4x16x256xf32>) outs(%t282 : tensor<4x16x256xf32>) {
    ^bb0(%in283: f32, %in284: f32, %out285: f32):
      %s286 = arith.mulf %in283, %in284 : f32
      linalg.yield %s286 : f32
    } -> tensor<4x16x256xf32> loc("transformer.h.0.mlp.act")
    %t288 = tensor.collapse_shape %t287 [[0, 1], [2]] : tensor<4x16x256xf32> into tensor<64x256xf32> loc("transformer.h.0.mlp.c_proj")
    %t289 = tensor.empty() : tensor<64x64xf32> loc("transformer.h.0.mlp.c_proj")
    %t292 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%primals_14 : tensor<64xf32>) outs(%t289 : tensor<64x64xf32>) {
    ^bb0(%in290: f32, %out291: f32):
      linalg.yield %in290 : f32
    } -> tensor<64x64xf32> loc("transformer.h.0.mlp.c_proj")
    %t293 = linalg.matmul ins(%t288, %primals_13 : tensor<64x256xf32>, tensor<256x64xf32>) outs(%t292 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("transformer.h.0.mlp.c_proj")
    %t294 = tensor.expand_shape %t293 [[0, 1], [2]] output_shape [4, 16, 64] : tensor<64x64xf32> into tensor<4x16x64xf32> loc("transformer.h.0.mlp.c_proj")
    %t295 = tensor.empty() : tensor<4x16x64xf32> loc("transformer.h.0")
    %t300 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t169, %t294 : tensor<4x16x64xf32>, tensor<4x16x64xf32>) outs(%t295 : tensor<4x16x64xf32>) {
    ^bb0(%in296: f32, %in297: f32, %out298: f32):
      %s299 = arith.addf %in296, %in297 : f32
      linalg.yield %s299 : f32
    } -> tensor<4x16x64xf32> loc("transformer.h.0")
    %t301 = tensor.empty() : tensor<4x16xf32> loc("transformer.h.1.ln_1")
    %c302 = arith.constant 0.000000000e+00 : f32 loc("transformer.h.1.ln_1")
    %t303 = linalg.fill ins(%c302 : f32) outs(%t301 : tensor<4x16xf32>) -> tensor<4x16xf32> loc("transformer.h.1.ln_1")
    %t307 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t300 : tensor<4x16x64xf32>) outs(%t303 : tensor<4x16xf32>) {
    ^bb0(%in304: f32, %out305: f32):
      %s306 = arith.addf %out305, %in304 : f32
      linalg.yield %s306 : f32
    } -> tensor<4x16xf32> loc("transformer.h.1.ln_1")
    %t308 = tensor.empty() : tensor<4x16xf32> loc("transformer.h.1.ln_1")
    %t313 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t307 : tensor<4x16xf32>) outs(%t308 : tensor<4x16xf32>) {
    ^bb0(%in309: f32, %out310: f32):
      %s311 = arith.constant 1.562500000e-02 : f32
      %s312 = arith.mulf %in309, %s311 : f32
      linalg.yield %s312 : f32
    } -> tensor<4x16xf32> loc("transformer.h.1.ln_1")
    %t314 = tensor.expand_shape %t313 [[0], [1, 2]] output_shape [4, 16, 1] : tensor<4x16xf32> into tensor<4x16x1xf32> loc("transformer.h.1.ln_1")
    %t315 = tensor.empty() : tensor<4x16x64xf32> loc("transformer.h.1.ln_1")
    %t320 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t300, %t314 : tensor<4x16x64xf32>, tensor<4x16x1xf32>) outs(%t315 : tensor<4x16x64xf32>) {
    ^bb0(%in316: f32, %in317: f32, %out318: f32):
      %s319 = arith.subf %in316, %in317 : f32
      linalg.yield %s319 : f32
    } -> tensor<4x16x64xf32> loc("transformer.h.1.ln_1")
    %t321 = tensor.empty() : tensor<4x16x64xf32> loc("transformer.h.1.ln_1")
    %t325 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t320 : tensor<4x16x64xf32>) outs(%t321 : tensor<4x16x64xf32>) {
    ^bb0(%in322: f32, %out323: f32):
      %s324 = arith.mulf %in322, %in322 : f32
      linalg.yield %s324 : f32
    } -> tensor<4x16x64xf32> loc("transformer.h.1.ln_1")
    %t326 = tensor.empty() : tensor<4x16xf32> loc("transformer.h.1.ln_1")
    %c327 = arith.constant 0.000000000e+00 : f32 loc("transformer.h.1.ln_1")
    %t328 = linalg.fill ins(%c327 : f32) outs(%t326 : tensor<4x16xf32>) -> tensor<4x16xf32> loc("transformer.h.1.ln_1")
    %t332 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t325 : tensor<4x16x64xf32>) outs(%t328 : tensor<4x16xf32>) {
    ^bb0(%in329: f32, %out330: f32):
      %s331 = arith.addf %out330, %in329 : f32
      linalg.yield %s331 : f32
    } -> tensor<4x16xf32> loc("transformer.h.1.ln_1")
    %t333 = tensor.empty() : tensor<4x16xf32> loc("transformer.h.1.ln_1")
    %t338 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t332 : tensor<4x16xf32>) outs(%t333 : tensor<4x16xf32>) {
    ^bb0(%in334: f32, %out335: f32):
      %s336 = arith.constant 1.562500000e-02 : f32
      %s337 = arith.mulf %in334, %s336 : f32
      linalg.yield %s337 : f32
    } -> tensor<4x16xf32> loc("transformer.h.1.ln_1")
    %t339 = tensor.expand_shape %t338 [[0], [1, 2]] output_shape [4, 16, 1] : tensor<4x16xf32> into tensor<4x16x1xf32> loc("transformer.h.1.ln_1")
    %t340 = tensor.empty() : tensor<4x16x1xf32> loc("transformer.h.1.ln_1")
    %t346 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t339 : tensor<4x16x1xf32>) outs(%t340 : tensor<4x16x1xf32>) {
    ^bb0(%in341: f32, %out342: f32):
      %s343 = arith.constant 9.999999747e-06 : f32
      %s344 = arith.addf %in341, %s343 : f32
      %s345 = math.rsqrt %s344 : f32
      linalg.yield %s345 : f32
    } -> tensor<4x16x1xf32> loc("transformer.h.1.ln_1")
    %t347 = tensor.empty() : tensor<4x16x64xf32> loc("transformer.h.1.ln_1")
    %t352 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t320, %t346 : tensor<4x16x64xf32>, tensor<4x16x1xf32>) outs(%t347 : tensor<4x16x64xf32>) {
    ^bb0(%in348: f32, %in349: f32, %out350: f32):
      %s351 = arith.mulf %in348, %in349 : f32
      linalg.yield %s351 : f32
    } -> tensor<4x16x64xf32> loc("transformer.h.1.ln_1")
    %t353 = tensor.empty() : tensor<4x16x64xf32> loc("transformer.h.1.ln_1")
    %t358 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t352, %primals_15 : tensor<4x16x64xf32>, tensor<64xf32>) outs(%t353 : tensor<4x16x64xf32>) {
    ^bb0(%in354: f32, %in355: f32, %out356: f32):
      %s357 = arith.mulf %in354, %in355 : f32
      linalg.yield %s357 : f32
    } -> tensor<4x16x64xf32> loc("transformer.h.1.ln_1")
    %t359 = tensor.empty() : tensor<4x16x64xf32> loc("transformer.h.1.ln_1")
    %t364 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t358, %primals_16 : tensor<4x16x64xf32>, tensor<64xf32>) outs(%t359 : tensor<4x16x64xf32>) {
    ^bb0(%in360: f32, %in361: f32, %out362: f32):
      %s363 = arith.addf %in360, %in361 : f32
      linalg.yield %s363 : f32
    } -> tensor<4x16x64xf32> loc("transformer.h.1.ln_1")
    %t365 = tensor.collapse_shape %t364 [[0, 1], [2]] : tensor<4x16x64xf32> into tensor<64x64xf32> loc("transformer.h.1.attn.c_attn")
    %t366 = tensor.empty() : tensor<64x192xf32> loc("transformer.h.1.attn.c_attn")
    %t369 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%primals_18 : tensor<192xf32>) outs(%t366 : tensor<64x192xf32>) {
    ^bb0(%in367: f32, %out368: f32):
      linalg.yield %in367 : f32
    } -> tensor<64x192xf32> loc("transformer.h.1.attn.c_attn")
    %t370 = linalg.matmul ins(%t365, %primals_17 : tensor<64x64xf32>, tensor<64x192xf32>) outs(%t369 : tensor<64x192xf32>) -> tensor<64x192xf32> loc("transformer.h.1.attn.c_attn")
    %t371 = tensor.expand_shape %t370 [[0, 1], [2]] output_shape [4, 16, 192] : tensor<64x192xf32> into tensor<4x16x192xf32> loc("transformer.h.1.attn.c_attn")
    %t372 = tensor.extract_slice %t371[0, 0, 0] [4, 16, 64] [1, 1, 1] : tensor<4x16x192xf32> to tensor<4x16x64xf32> loc("transformer.h.1.attn")
    %t373 = tensor.extract_slice %t371[0, 0, 64] [4, 16, 64] [1, 1, 1] : tensor<4x16x192xf32> to tensor<4x16x64xf32> loc("transformer.h.1.attn")
    %t374 = tensor.extract_slice %t371[0, 0, 128] [4, 16, 64] [1, 1, 1] : tensor<4x16x192xf32> to tensor<4x16x64xf32> loc("transformer.h.1.attn")
    %t375 = tensor.expand_shape %t373 [[0], [1], [2, 3]] output_shape [4, 16, 4, 16] : tensor<4x16x64xf32> into tensor<4x16x4x16xf32> loc("transformer.h.1.attn")
    %t376 = tensor.empty() : tensor<4x4x16x16xf32> loc("transformer.h.1.attn")
    %t377 = linalg.transpose ins(%t375 : tensor<4x16x4x16xf32>) outs(%t376 : tensor<4x4x16x16xf32>) permutation = [0, 2, 1, 3] loc("transformer.h.1.attn")
    %t378 = tensor.expand_shape %t374 [[0], [1], [2, 3]] output_shape [4, 16, 4, 16] : tensor<4x16x64xf32> into tensor<4x16x4x16xf32> loc("transformer.h.1.attn")
    %t379 = tensor.empty() : tensor<4x4x16x16xf32> loc("transformer.h.1.attn")
    %t380 = linalg.transpose ins(%t378 : tensor<4x16x4x16xf32>) outs(%t379 : tensor<4x4x16x16xf32>) permutation = [0, 2, 1, 3] loc("transformer.h.1.attn")
    %t381 = tensor.expand_shape %t372 [[0], [1], [2, 3]] output_shape [4, 16, 4, 16] : tensor<4x16x64xf32> into tensor<4x16x4x16xf32> loc("transformer.h.1.attn")
    %t382 = tensor.empty() : tensor<4x4x16x16xf32> loc("transformer.h.1.attn")
    %t383 = linalg.transpose ins(%t381 : tensor<4x16x4x16xf32>) outs(%t382 : tensor<4x4x16x16xf32>) permutation = [0, 2, 1, 3] loc("transformer.h.1.attn")
    %t384 = tensor.empty() : tensor<4x4x16x16xf32> loc("transformer.h.1.attn")
    %t385 = linalg.transpose ins(%t377 : tensor<4x4x16x16xf32>) outs(%t384 : tensor<4x4x16x16xf32>) permutation = [0, 1, 3, 2] loc("transformer.h.1.attn")
    %t386 = tensor.collapse_shape %t383 [[0, 1], [2], [3]] : tensor<4x4x16x16xf32> into tensor<16x16x16xf32> loc("transformer.h.1.attn")
    %t387 = tensor.collapse_shape %t385 [[0, 1], [2], [3]] : tensor<4x4x16x16xf32> into tensor<16x16x16xf32> loc("transformer.h.1.attn")
    %t388 = tensor.empty() : tensor<16x16x16xf32> loc("transformer.h.1.attn")
    %c389 = arith.constant 0.000000000e+00 : f32 loc("transformer.h.1.attn")
    %t390 = linalg.fill ins(%c389 : f32) outs(%t388 : tensor<16x16x16xf32>) -> tensor<16x16x16xf32> loc("transformer.h.1.attn")
    %t391 = linalg.batch_matmul ins(%t386, %t387 : tensor<16x16x16xf32>, tensor<16x16x16xf32>) outs(%t390 : tensor<16x16x16xf32>) -> tensor<16x16x16xf32> loc("transformer.h.1.attn")
    %t392 = tensor.expand_shape %t391 [[0, 1], [2], [3]] output_shape [4, 4, 16, 16] : tensor<16x16x16xf32> into tensor<4x4x16x16xf32> loc("transformer.h.1.attn")
    %t393 = tensor.empty() : tensor<4x4x16x16xf32> loc("transformer.h.1.attn")
    %t398 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t392 : tensor<4x4x16x16xf32>) outs(%t393 : tensor<4x4x16x16xf32>) {
    ^bb0(%in394: f32, %out395: f32):
      %s396 = arith.constant 2.500000000e-01 : f32
      %s397 = arith.mulf %in394, %s396 : f32
      linalg.yield %s397 : f32
    } -> tensor<4x4x16x16xf32> loc("transformer.h.1.attn")
    %t399 = tensor.empty() : tensor<4x4x16x16xf32> loc("transformer.h.1.attn")
    %t404 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t398, %cst111 : tensor<4x4x16x16xf32>, tensor<4x1x16x16xf32>) outs(%t399 : tensor<4x4x16x16xf32>) {
    ^bb0(%in400: f32, %in401: f32, %out402: f32):
      %s403 = arith.addf %in400, %in401 : f32
      linalg.yield %s403 : f32
    } -> tensor<4x4x16x16xf32> loc("transformer.h.1.attn")
    %t405 = tensor.empty() : tensor<4x4x16xf32> loc("transformer.h.1.attn")
    %c406 = arith.constant 0xFF800000 : f32 loc("transformer.h.1.attn")
    %t407 = linalg.fill ins(%c406 : f32) outs(%t405 : tensor<4x4x16xf32>) -> tensor<4x4x16xf32> loc("transformer.h.1.attn")
    %t411 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%t404 : tensor<4x4x16x16xf32>) outs(%t407 : tensor<4x4x16xf32>) {
    ^bb0(%in408: f32, %out409: f32):
      %s410 = arith.maximumf %out409, %in408 : f32
      linalg.yield %s410 : f32
    } -> tensor<4x4x16xf32> loc("transformer.h.1.attn")
    %t412 = tensor.expand_shape %t411 [[0], [1], [2, 3]] output_shape [4, 4, 16, 1] : tensor<4x4x16xf32> into tensor<4x4x16x1xf32> loc("transformer.h.1.attn")
    %t413 = tensor.empty() : tensor<4x4x16x16xf32> loc("transformer.h.1.attn")
    %t419 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t404, %t412 : tensor<4x4x16x16xf32>, tensor<4x4x16x1xf32>) outs(%t413 : tensor<4x4x16x16xf32>) {
    ^bb0(%in414: f32, %in415: f32, %out416: f32):
      %s417 = arith.subf %in414, %in415 : f32
      %s418 = math.exp %s417 : f32
      linalg.yield %s418 : f32
    } -> tensor<4x4x16x16xf32> loc("transformer.h.1.attn")
    %t420 = tensor.empty() : tensor<4x4x16xf32> loc("transformer.h.1.attn")
    %c421 = arith.constant 0.000000000e+00 : f32 loc("transformer.h.1.attn")
    %t422 = linalg.fill ins(%c421 : f32) outs(%t420 : tensor<4x4x16xf32>) -> tensor<4x4x16xf32> loc("transformer.h.1.attn")
    %t426 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%t419 : tensor<4x4x16x16xf32>) outs(%t422 : tensor<4x4x16xf32>) {
    ^bb0(%in423: f32, %out424: f32):
      %s425 = arith.addf %out424, %in423 : f32
      linalg.yield %s425 : f32
    } -> tensor<4x4x16xf32> loc("transformer.h.1.attn")
    %t427 = tensor.expand_shape %t426 [[0], [1], [2, 3]] output_shape [4, 4, 16, 1] : tensor<4x4x16xf32> into tensor<4x4x16x1xf32> loc("transformer.h.1.attn")
    %t428 = tensor.empty() : tensor<4x4x16x16xf32> loc("transformer.h.1.attn")
    %t433 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t419, %t427 : tensor<4x4x16x16xf32>, tensor<4x4x16x1xf32>) outs(%t428 : tensor<4x4x16x16xf32>) {
    ^bb0(%in429: f32, %in430: f32, %out431: f32):
      %s432 = arith.divf %in429, %in430 : f32
      linalg.yield %s432 : f32
    } -> tensor<4x4x16x16xf32> loc("transformer.h.1.attn")
    %t434 = tensor.collapse_shape %t433 [[0, 1], [2], [3]] : tensor<4x4x16x16xf32> into tensor<16x16x16xf32> loc("transformer.h.1.attn")
    %t435 = tensor.collapse_shape %t380 [[0, 1], [2], [3]] : tensor<4x4x16x16xf32> into tensor<16x16x16xf32> loc("transformer.h.1.attn")
    %t436 = tensor.empty() : tensor<16x16x16xf32> loc("transformer.h.1.attn")
    %c437 = arith.constant 0.000000000e+00 : f32 loc("transformer.h.1.attn")
    %t438 = linalg.fill ins(%c437 : f32) outs(%t436 : tensor<16x16x16xf32>) -> tensor<16x16x16xf32> loc("transformer.h.1.attn")
    %t439 = linalg.batch_matmul ins(%t434, %t435 : tensor<16x16x16xf32>, tensor<16x16x16xf32>) outs(%t438 : tensor<16x16x16xf32>) -> tensor<16x16x16xf32> loc("transformer.h.1.attn")
    %t440 = tensor.expand_shape %t439 [[0, 1], [2], [3]] output_shape [4, 4, 16, 16] : tensor<16x16x16xf32> into tensor<4x4x16x16xf32> loc("transformer.h.1.attn")
    %t441 = tensor.empty() : tensor<4x16x4x16xf32> loc("transformer.h.1.attn")
    %t442 = linalg.transpose ins(%t440 : tensor<4x4x16x16xf32>) outs(%t441 : tensor<4x16x4x16xf32>) permutation = [0, 2, 1, 3] loc("transformer.h.1.attn")
    %t443 = tensor.collapse_shape %t442 [[0], [1], [2, 3]] : tensor<4x16x4x16xf32> into tensor<4x16x64xf32> loc("transformer.h.1.attn")
    %t444 = tensor.collapse_shape %t443 [[0, 1], [2]] : tensor<4x16x64xf32> into tensor<64x64xf32> loc("transformer.h.1.attn.c_proj")
    %t445 = tensor.empty() : tensor<64x64xf32> loc("transformer.h.1.attn.c_proj")
    %t448 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%primals_20 : tensor<64xf32>) outs(%t445 : tensor<64x64xf32>) {
    ^bb0(%in446: f32, %out447: f32):
      linalg.yield %in446 : f32
    } -> tensor<64x64xf32> loc("transformer.h.1.attn.c_proj")
    %t449 = linalg.matmul ins(%t444, %primals_19 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%t448 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("transformer.h.1.attn.c_proj")
    %t450 = tensor.expand_shape %t449 [[0, 1], [2]] output_shape [4, 16, 64] : tensor<64x64xf32> into tensor<4x16x64xf32> loc("transformer.h.1.attn.c_proj")
    %t451 = tensor.empty() : tensor<4x16x64xf32> loc("transformer.h.1")
    %t456 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t450, %t300 : tensor<4x16x64xf32>, tensor<4x16x64xf32>) outs(%t451 : tensor<4x16x64xf32>) {
    ^bb0(%in452: f32, %in453: f32, %out454: f32):
      %s455 = arith.addf %in452, %in453 : f32
      linalg.yield %s455 : f32
    } -> tensor<4x16x64xf32> loc("transformer.h.1")
    %t457 = tensor.empty() : tensor<4x16xf32> loc("transformer.h.1.ln_2")
    %c458 = arith.constant 0.000000000e+00 : f32 loc("transformer.h.1.ln_2")
    %t459 = linalg.fill ins(%c458 : f32) outs(%t457 : tensor<4x16xf32>) -> tensor<4x16xf32> loc("transformer.h.1.ln_2")
    %t463 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t456 : tensor<4x16x64xf32>) outs(%t459 : tensor<4x16xf32>) {
    ^bb0(%in460: f32, %out461: f32):
      %s462 = arith.addf %out461, %in460 : f32
      linalg.yield %s462 : f32
    } -> tensor<4x16xf32> loc("transformer.h.1.ln_2")
    %t464 = tensor.empty() : tensor<4x16xf32> loc("transformer.h.1.ln_2")
    %t469 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t463 : tensor<4x16xf32>) outs(%t464 : tensor<4x16xf32>) {
    ^bb0(%in465: f32, %out466: f32):
      %s467 = arith.constant 1.562500000e-02 : f32
      %s468 = arith.mulf %in465, %s467 : f32
      linalg.yield %s468 : f32
    } -> tensor<4x16xf32> loc("transformer.h.1.ln_2")
    %t470 = tensor.expand_shape %t469 [[0], [1, 2]] output_shape [4, 16, 1] : tensor<4x16xf32> into tensor<4x16x1xf32> loc("transformer.h.1.ln_2")
    %t471 = tensor.empty() : tensor<4x16x64xf32> loc("transformer.h.1.ln_2")
    %t476 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t456, %t470 : tensor<4x16x64xf32>, tensor<4x16x1xf32>) outs(%t471 : tensor<4x16x64xf32>) {
    ^bb0(%in472: f32, %in473: f32, %out474: f32):
      %s475 = arith.subf %in472, %in473 : f32
      linalg.yield %s475 : f32
    } -> tensor<4x16x64xf32> loc("transformer.h.1.ln_2")
    %t477 = tensor.empty() : tensor<4x16x64xf32> loc("transformer.h.1.ln_2")
    %t481 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t476 : tensor<4x16x64xf32>) outs(%t477 : tensor<4x16x64xf32>) {
    ^bb0(%in478: f32, %out479: f32):
      %s480 = arith.mulf %in478, %in478 : f32
      linalg.yield %s480 : f32
    } -> tensor<4x16x64xf32> loc("transformer.h.1.ln_2")
    %t482 = tensor.empty() : tensor<4x16xf32> loc("transformer.h.1.ln_2")
    %c483 = arith.constant 0.000000000e+00 : f32 loc("transformer.h.1.ln_2")
    %t484 = linalg.fill ins(%c483 : f32) outs(%t482 : tensor<4x16xf32>) -> tensor<4x16xf32> loc("transformer.h.1.ln_2")
    %t488 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t481 : tensor<4x16x64xf32>) outs(%t484 : tensor<4x16xf32>) {
    ^bb0(%in485: f32, %out486: f32):
      %s487 = arith.addf %out486, %in485 : f32
      linalg.yield %s487 : f32
    } -> tensor<4x16xf32> loc("transformer.h.1.ln_2")
    %t489 = tensor.empty() : tensor<4x16xf32> loc("transformer.h.1.ln_2")
    %t494 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t488 : tensor<4x16xf32>) outs(%t489 : tensor<4x16xf32>) {
    ^bb0(%in490: f32, %out491: f32):
      %s492 = arith.constant 1.562500000e-02 : f32
      %s493 = arith.mulf %in490, %s492 : f32
      linalg.yield %s493 : f32
    } -> tensor<4x16xf32> loc("transformer.h.1.ln_2")
    %t495 = tensor.expand_shape %t494 [[0], [1, 2]] output_shape [4, 16, 1] : tensor<4x16xf32> into tensor<4x16x1xf32> loc("transformer.h.1.ln_2")
    %t496 = tensor.empty() : tensor<4x16x1xf32> loc("transformer.h.1.ln_2")
    %t502 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t495 : tensor<4x16x1xf32>) outs(%t496 : tensor<4x16x1xf32>) {
    ^bb0(%in497: f32, %out498: f32):
      %s499 = arith.constant 9.999999747e-06 : f32
      %s500 = arith.addf %in497, %s499 : f32
      %s501 = math.rsqrt %s500 : f32
      linalg.yield %s501 : f32
    } -> tensor<4x16x1xf32> loc("transformer.h.1.ln_2")
    %t503 = tensor.empty() : tensor<4x16x64xf32> loc("transformer.h.1.ln_2")
    %t508 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t476, %t502 : tensor<4x16x64xf32>, tensor<4x16x1xf32>) outs(%t503 : tensor<4x16x64xf32>) {
    ^bb0(%in504: f32, %in505: f32, %out506: f32):
      %s507 = arith.mulf %in504, %in505 : f32
      linalg.yield %s507 : f32
    } -> tensor<4x16x64xf32> loc("transformer.h.1.ln_2")
    %t509 = tensor.empty() : tensor<4x16x64xf32> loc("transformer.h.1.ln_2")
    %t514 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t508, %primals_21 : tensor<4x16x64xf32>, tensor<64xf32>) outs(%t509 : tensor<4x16x64xf32>) {
    ^bb0(%in510: f32, %in511: f32, %out512: f32):
      %s513 = arith.mulf %in510, %in511 : f32
      linalg.yield %s513 : f32
    } -> tensor<4x16x64xf32> loc("transformer.h.1.ln_2")
    %t515 = tensor.empty() : tensor<4x16x64xf32> loc("transformer.h.1.ln_2")
    %t520 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t514, %primals_22 : tensor<4x16x64xf32>, tensor<64xf32>) outs(%t515 : tensor<4x16x64xf32>) {
    ^bb0(%in516: f32, %in517: f32, %out518: f32):
      %s519 = arith.addf %in516, %in517 : f32
      linalg.yield %s519 : f32
    } -> tensor<4x16x64xf32> loc("transformer.h.1.ln_2")
    %t521 = tensor.collapse_shape %t520 [[0, 1], [2]] : tensor<4x16x64xf32> into tensor<64x64xf32> loc("transformer.h.1.mlp.c_fc")
    %t522 = tensor.empty() : tensor<64x256xf32> loc("transformer.h.1.mlp.c_fc")
    %t525 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%primals_24 : tensor<256xf32>) outs(%t522 : tensor<64x256xf32>) {
    ^bb0(%in523: f32, %out524: f32):
      linalg.yield %in523 : f32
    } -> tensor<64x256xf32> loc("transformer.h.1.mlp.c_fc")
    %t526 = linalg.matmul ins(%t521, %primals_23 : tensor<64x64xf32>, tensor<64x256xf32>) outs(%t525 : tensor<64x256xf32>) -> tensor<64x256xf32> loc("transformer.h.1.mlp.c_fc")
    %t527 = tensor.expand_shape %t526 [[0, 1], [2]] output_shape [4, 16, 256] : tensor<64x256xf32> into tensor<4x16x256xf32> loc("transformer.h.1.mlp.c_fc")
    %t528 = tensor.empty() : tensor<4x16x256xf32> loc("transformer.h.1.mlp.act")
    %t533 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t527 : tensor<4x16x256xf32>) outs(%t528 : tensor<4x16x256xf32>) {
    ^bb0(%in529: f32, %out530: f32):
      %s531 = arith.constant 5.000000000e-01 : f32
      %s532 = arith.mulf %in529, %s531 : f32
      linalg.yield %s532 : f32
    } -> tensor<4x16x256xf32> loc("transformer.h.1.mlp.act")
    %t534 = tensor.empty() : tensor<4x16x256xf32> loc("transformer.h.1.mlp.act")
    %t539 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t527 : tensor<4x16x256xf32>) outs(%t534 : tensor<4x16x256xf32>) {
    ^bb0(%in535: f32, %out536: f32):
      %s537 = arith.mulf %in535, %in535 : f32
      %s538 = arith.mulf %s537, %in535 : f32
      linalg.yield %s538 : f32
    } -> tensor<4x16x256xf32> loc("transformer.h.1.mlp.act")
    %t540 = tensor.empty() : tensor<4x16x256xf32> loc("transformer.h.1.mlp.act")
    %t545 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t539 : tensor<4x16x256xf32>) outs(%t540 : tensor<4x16x256xf32>) {
    ^bb0(%in541: f32, %out542: f32):
      %s543 = arith.constant 4.471499845e-02 : f32
      %s544 = arith.mulf %in541, %s543 : f32
      linalg.yield %s544 : f32
    } -> tensor<4x16x256xf32> loc("transformer.h.1.mlp.act")
    %t546 = tensor.empty() : tensor<4x16x256xf32> loc("transformer.h.1.mlp.act")
    %t551 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t527, %t545 : tensor<4x16x256xf32>, tensor<4x16x256xf32>) outs(%t546 : tensor<4x16x256xf32>) {
    ^bb0(%in547: f32, %in548: f32, %out549: f32):
      %s550 = arith.addf %in547, %in548 : f32
      linalg.yield %s550 : f32
    } -> tensor<4x16x256xf32> loc("transformer.h.1.mlp.act")
    %t552 = tensor.empty() : tensor<4x16x256xf32> loc("transformer.h.1.mlp.act")
    %t557 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t551 : tensor<4x16x256xf32>) outs(%t552 : tensor<4x16x256xf32>) {
    ^bb0(%in553: f32, %out554: f32):
      %s555 = arith.constant 7.978845835e-01 : f32
      %s556 = arith.mulf %in553, %s555 : f32
      linalg.yield %s556 : f32
    } -> tensor<4x16x256xf32> loc("transformer.h.1.mlp.act")
    %t558 = tensor.empty() : tensor<4x16x256xf32> loc("transformer.h.1.mlp.act")
    %t562 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t557 : tensor<4x16x256xf32>) outs(%t558 : tensor<4x16x256xf32>) {
    ^bb0(%in559: f32, %out560: f32):
      %s561 = math.tanh %in559 : f32
      linalg.yield %s561 : f32
    } -> tensor<4x16x256xf32> loc("transformer.h.1.mlp.act")
    %t563 = tensor.empty() : tensor<4x16x256xf32> loc("transformer.h.1.mlp.act")
    %t568 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t562 : tensor<4x16x256xf32>) outs(%t563 : tensor<4x16x256xf32>) {
    ^bb0(%in564: f32, %out565: f32):
      %s566 = arith.constant 1.000000000e+00 : f32
      %s567 = arith.addf %in564, %s566 : f32
      linalg.yield %s567 : f32
    } -> tensor<4x16x256xf32> loc("transformer.h.1.mlp.act")
    %t569 = tensor.empty() : tensor<4x16x256xf32> loc("transformer.h.1.mlp.act")
    %t574 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t533, %t568 : tensor<4x16x256xf32>, tensor<4x16x256xf32>) outs(%t569 : tensor<4x16x256xf32>) {
    ^bb0(%in570: f32, %in571: f32, %out572: f32):
      %s573 = arith.mulf %in570, %in571 : f32
      linalg.yield %s573 : f32
    } -> tensor<4x16x256xf32> loc("transformer.h.1.mlp.act")
    %t575 = tensor.collapse_shape %t574 [[0, 1], [2]] : tensor<4x16x256xf32> into tensor<64x256xf32> loc("transformer.h.1.mlp.c_proj")
    %t576 = tensor.empty() : tensor<64x64xf32> loc("transformer.h.1.mlp.c_proj")
    %t579 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%primals_26 : tensor<64xf32>) outs(%t576 : tensor<64x64xf32>) {
    ^bb0(%in577: f32, %out578: f32):
      linalg.yield %in577 : f32
    } -> tensor<64x64xf32> loc("transformer.h.1.mlp.c_proj")
    %t580 = linalg.matmul ins(%t575, %primals_25 : tensor<64x256xf32>, tensor<256x64xf32>) outs(%t579 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("transformer.h.1.mlp.c_proj")
    %t581 = tensor.expand_shape %t580 [[0, 1], [2]] output_shape [4, 16, 64] : tensor<64x64xf32> into tensor<4x16x64xf32> loc("transformer.h.1.mlp.c_proj")
    %t582 = tensor.empty() : tensor<4x16x64xf32> loc("transformer.h.1")
    %t587 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t456, %t581 : tensor<4x16x64xf32>, tensor<4x16x64xf32>) outs(%t582 : tensor<4x16x64xf32>) {
    ^bb0(%in583: f32, %in584: f32, %out585: f32):
      %s586 = arith.addf %in583, %in584 : f32
      linalg.yield %s586 : f32
    } -> tensor<4x16x64xf32> loc("transformer.h.1")
    %t588 = tensor.empty() : tensor<4x16xf32> loc("transformer.ln_f")
    %c589 = arith.constant 0.000000000e+00 : f32 loc("transformer.ln_f")
    %t590 = linalg.fill ins(%c589 : f32) outs(%t588 : tensor<4x16xf32>) -> tensor<4x16xf32> loc("transformer.ln_f")
    %t594 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t587 : tensor<4x16x64xf32>) outs(%t590 : tensor<4x16xf32>) {
    ^bb0(%in591: f32, %out592: f32):
      %s593 = arith.addf %out592, %in591 : f32
      linalg.yield %s593 : f32
    } -> tensor<4x16xf32> loc("transformer.ln_f")
    %t595 = tensor.empty() : tensor<4x16xf32> loc("transformer.ln_f")
    %t600 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t594 : tensor<4x16xf32>) outs(%t595 : tensor<4x16xf32>) {
    ^bb0(%in596: f32, %out597: f32):
      %s598 = arith.constant 1.562500000e-02 : f32
      %s599 = arith.mulf %in596, %s598 : f32
      linalg.yield %s599 : f32
    } -> tensor<4x16xf32> loc("transformer.ln_f")
    %t601 = tensor.expand_shape %t600 [[0], [1, 2]] output_shape [4, 16, 1] : tensor<4x16xf32> into tensor<4x16x1xf32> loc("transformer.ln_f")
    %t602 = tensor.empty() : tensor<4x16x64xf32> loc("transformer.ln_f")
    %t607 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t587, %t601 : tensor<4x16x64xf32>, tensor<4x16x1xf32>) outs(%t602 : tensor<4x16x64xf32>) {
    ^bb0(%in603: f32, %in604: f32, %out605: f32):
      %s606 = arith.subf %in603, %in604 : f32
      linalg.yield %s606 : f32
    } -> tensor<4x16x64xf32> loc("transformer.ln_f")
    %t608 = tensor.empty() : tensor<4x16x64xf32> loc("transformer.ln_f")
    %t612 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t607 : tensor<4x16x64xf32>) outs(%t608 : tensor<4x16x64xf32>) {
    ^bb0(%in609: f32, %out610: f32):
      %s611 = arith.mulf %in609, %in609 : f32
      linalg.yield %s611 : f32
    } -> tensor<4x16x64xf32> loc("transformer.ln_f")
    %t613 = tensor.empty() : tensor<4x16xf32> loc("transformer.ln_f")
    %c614 = arith.constant 0.000000000e+00 : f32 loc("transformer.ln_f")
    %t615 = linalg.fill ins(%c614 : f32) outs(%t613 : tensor<4x16xf32>) -> tensor<4x16xf32> loc("transformer.ln_f")
    %t619 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t612 : tensor<4x16x64xf32>) outs(%t615 : tensor<4x16xf32>) {
    ^bb0(%in616: f32, %out617: f32):
      %s618 = arith.addf %out617, %in616 : f32
      linalg.yield %s618 : f32
    } -> tensor<4x16xf32> loc("transformer.ln_f")
    %t620 = tensor.empty() : tensor<4x16xf32> loc("transformer.ln_f")
    %t625 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t619 : tensor<4x16xf32>) outs(%t620 : tensor<4x16xf32>) {
    ^bb0(%in621: f32, %out622: f32):
      %s623 = arith.constant 1.562500000e-02 : f32
      %s624 = arith.mulf %in621, %s623 : f32
      linalg.yield %s624 : f32
    } -> tensor<4x16xf32> loc("transformer.ln_f")
    %t626 = tensor.expand_shape %t625 [[0], [1, 2]] output_shape [4, 16, 1] : tensor<4x16xf32> into tensor<4x16x1xf32> loc("transformer.ln_f")
    %t627 = tensor.empty() : tensor<4x16x1xf32> loc("transformer.ln_f")
    %t633 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t626 : tensor<4x16x1xf32>) outs(%t627 : tensor<4x16x1xf32>) {
    ^bb0(%in628: f32, %out629: f32):
      %s630 = arith.constant 9.999999747e-06 : f32
      %s631 = arith.addf %in628, %s630 : f32
      %s632 = math.rsqrt %s631 : f32
      linalg.yield %s632 : f32
    } -> tensor<4x16x1xf32> loc("transformer.ln_f")
    %t634 = tensor.empty() : tensor<4x16x64xf32> loc("transformer.ln_f")
    %t639 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t607, %t633 : tensor<4x16x64xf32>, tensor<4x16x1xf32>) outs(%t634 : tensor<4x16x64xf32>) {
    ^bb0(%in635: f32, %in636: f32, %out637: f32):
      %s638 = arith.mulf %in635, %in636 : f32
      linalg.yield %s638 : f32
    } -> tensor<4x16x64xf32> loc("transformer.ln_f")
    %t640 = tensor.empty() : tensor<4x16x64xf32> loc("transformer.ln_f")
    %t645 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t639, %primals_27 : tensor<4x16x64xf32>, tensor<64xf32>) outs(%t640 : tensor<4x16x64xf32>) {
    ^bb0(%in641: f32, %in642: f32, %out643: f32):
      %s644 = arith.mulf %in641, %in642 : f32
      linalg.yield %s644 : f32
    } -> tensor<4x16x64xf32> loc("transformer.ln_f")
    %t646 = tensor.empty() : tensor<4x16x64xf32> loc("transformer.ln_f")
    %t651 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t645, %primals_28 : tensor<4x16x64xf32>, tensor<64xf32>) outs(%t646 : tensor<4x16x64xf32>) {
    ^bb0(%in647: f32, %in648: f32, %out649: f32):
      %s650 = arith.addf %in647, %in648 : f32
      linalg.yield %s650 : f32
    } -> tensor<4x16x64xf32> loc("transformer.ln_f")
    %t652 = tensor.empty() : tensor<64x128xf32> loc("lm_head")
    %t653 = linalg.transpose ins(%primals_1 : tensor<128x64xf32>) outs(%t652 : tensor<64x128xf32>) permutation = [1, 0] loc("lm_head")
    %t654 = tensor.collapse_shape %t651 [[0, 1], [2]] : tensor<4x16x64xf32> into tensor<64x64xf32> loc("lm_head")
    %t655 = tensor.empty() : tensor<64x128xf32> loc("lm_head")
    %c656 = arith.constant 0.000000000e+00 : f32 loc("lm_head")
    %t657 = linalg.fill ins(%c656 : f32) outs(%t655 : tensor<64x128xf32>) -> tensor<64x128xf32> loc("lm_head")
    %t658 = linalg.matmul ins(%t654, %t653 : tensor<64x64xf32>, tensor<64x128xf32>) outs(%t657 : tensor<64x128xf32>) -> tensor<64x128xf32> loc("lm_head")
    %t659 = tensor.expand_shape %t658 [[0, 1], [2]] output_shape [4, 16, 128] : tensor<64x128xf32> into tensor<4x16x128xf32> loc("lm_head")
    %t660 = tensor.empty() : tensor<4x16xf32> loc("root._log_softmax")
    %c661 = arith.constant 0xFF800000 : f32 loc("root._log_softmax")
    %t662 = linalg.fill ins(%c661 : f32) outs(%t660 : tensor<4x16xf32>) -> tensor<4x16xf32> loc("root._log_softmax")
    %t666 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t659 : tensor<4x16x128xf32>) outs(%t662 : tensor<4x16xf32>) {
    ^bb0(%in663: f32, %out664: f32):
      %s665 = arith.maximumf %out664, %in663 : f32
      linalg.yield %s665 : f32
    } -> tensor<4x16xf32> loc("root._log_softmax")
    %t667 = tensor.expand_shape %t666 [[0], [1, 2]] output_shape [4, 16, 1] : tensor<4x16xf32> into tensor<4x16x1xf32> loc("root._log_softmax")
    %t668 = tensor.empty() : tensor<4x16x128xf32> loc("root._log_softmax")
    %t673 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t659, %t667 : tensor<4x16x128xf32>, tensor<4x16x1xf32>) outs(%t668 : tensor<4x16x128xf32>) {
    ^bb0(%in669: f32, %in670: f32, %out671: f32):
      %s672 = arith.subf %in669, %in670 : f32
      linalg.yield %s672 : f32
    } -> tensor<4x16x128xf32> loc("root._log_softmax")
    %t674 = tensor.empty() : tensor<4x16x128xf32> loc("root._log_softmax")
    %t678 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t673 : tensor<4x16x128xf32>) outs(%t674 : tensor<4x16x128xf32>) {
    ^bb0(%in675: f32, %out676: f32):
      %s677 = math.exp %in675 : f32
      linalg.yield %s677 : f32
    } -> tensor<4x16x128xf32> loc("root._log_softmax")
    %t679 = tensor.empty() : tensor<4x16xf32> loc("root._log_softmax")
    %c680 = arith.constant 0.000000000e+00 : f32 loc("root._log_softmax")
    %t681 = linalg.fill ins(%c680 : f32) outs(%t679 : tensor<4x16xf32>) -> tensor<4x16xf32> loc("root._log_softmax")
    %t685 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t678 : tensor<4x16x128xf32>) outs(%t681 : tensor<4x16xf32>) {
    ^bb0(%in682: f32, %out683: f32):
      %s684 = arith.addf %out683, %in682 : f32
      linalg.yield %s684 : f32
    } -> tensor<4x16xf32> loc("root._log_softmax")
    %t686 = tensor.expand_shape %t685 [[0], [1, 2]] output_shape [4, 16, 1] : tensor<4x16xf32> into tensor<4x16x1xf32> loc("root._log_softmax")
    %t687 = tensor.empty() : tensor<4x16x128xf32> loc("root._log_softmax")
    %t693 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t673, %t686 : tensor<4x16x128xf32>, tensor<4x16x1xf32>) outs(%t687 : tensor<4x16x128xf32>) {
    ^bb0(%in688: f32, %in689: f32, %out690: f32):
      %s691 = math.log %in689 : f32
      %s692 = arith.subf %in688, %s691 : f32
      linalg.yield %s692 : f32
    } -> tensor<4x16x128xf32> loc("root._log_softmax")
    %t694 = tensor.empty() : tensor<4x16x128xf32> loc("root.mul_10")
    %t699 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%primals_30, %t693 : tensor<4x16x128xf32>, tensor<4x16x128xf32>) outs(%t694 : tensor<4x16x128xf32>) {
    ^bb0(%in695: f32, %in696: f32, %out697: f32):
      %s698 = arith.mulf %in695, %in696 : f32
      linalg.yield %s698 : f32
    } -> tensor<4x16x128xf32> loc("root.mul_10")
    %t700 = tensor.empty() : tensor<4x16xf32> loc("root.sum_1")
    %c701 = arith.constant 0.000000000e+00 : f32 loc("root.sum_1")
    %t702 = linalg.fill ins(%c701 : f32) outs(%t700 : tensor<4x16xf32>) -> tensor<4x16xf32> loc("root.sum_1")
    %t706 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t699 : tensor<4x16x128xf32>) outs(%t702 : tensor<4x16xf32>) {
    ^bb0(%in703: f32, %out704: f32):
      %s705 = arith.addf %out704, %in703 : f32
      linalg.yield %s705 : f32
    } -> tensor<4x16xf32> loc("root.sum_1")
    %t707 = tensor.empty() : tensor<f32> loc("root.mean")
    %c708 = arith.constant 0.000000000e+00 : f32 loc("root.mean")
    %t709 = linalg.fill ins(%c708 : f32) outs(%t707 : tensor<f32>) -> tensor<f32> loc("root.mean")
    %t713 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%t706 : tensor<4x16xf32>) outs(%t709 : tensor<f32>) {
    ^bb0(%in710: f32, %out711: f32):
      %s712 = arith.addf %out711, %in710 : f32
      linalg.yield %s712 : f32
    } -> tensor<f32> loc("root.mean")
    %t714 = tensor.empty() : tensor<f32> loc("root.mean")
    %t719 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%t713 : tensor<f32>) outs(%t714 : tensor<f32>) {
    ^bb0(%in715: f32, %out716: f32):
      %s717 = arith.constant 1.562500000e-02 : f32
      %s718 = arith.mulf %in715, %s717 : f32
      linalg.yield %s718 : f32
    } -> tensor<f32> loc("root.mean")
    %t720 = tensor.empty() : tensor<f32> loc("root.neg")
    %t724 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%t719 : tensor<f32>) outs(%t720 : tensor<f32>) {
    ^bb0(%in721: f32, %out722: f32):
      %s723 = arith.negf %in721 : f32
      linalg.yield %s723 : f32
    } -> tensor<f32> loc("root.neg")
    %t725 = tensor.empty() : tensor<f32> loc("backward.neg_1")
    %t729 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%tangents_1 : tensor<f32>) outs(%t725 : tensor<f32>) {
    ^bb0(%in726: f32, %out727: f32):
      %s728 = arith.negf %in726 : f32
      linalg.yield %s728 : f32
    } -> tensor<f32> loc("backward.neg_1")
    %t730 = tensor.empty() : tensor<4x16xf32> loc("backward.expand_10")
    %t733 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t729 : tensor<f32>) outs(%t730 : tensor<4x16xf32>) {
    ^bb0(%in731: f32, %out732: f32):
      linalg.yield %in731 : f32
    } -> tensor<4x16xf32> loc("backward.expand_10")
    %t734 = tensor.empty() : tensor<4x16xf32> loc("backward.div")
    %t739 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t733 : tensor<4x16xf32>) outs(%t734 : tensor<4x16xf32>) {
    ^bb0(%in735: f32, %out736: f32):
      %s737 = arith.constant 6.400000000e+01 : f32
      %s738 = arith.divf %in735, %s737 : f32
      linalg.yield %s738 : f32
    } -> tensor<4x16xf32> loc("backward.div")
    %t740 = tensor.expand_shape %t739 [[0], [1, 2]] output_shape [4, 16, 1] : tensor<4x16xf32> into tensor<4x16x1xf32> loc("backward.unsqueeze_13")
    %t741 = tensor.empty() : tensor<4x16x128xf32> loc("backward.expand_11")
    %t744 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t740 : tensor<4x16x1xf32>) outs(%t741 : tensor<4x16x128xf32>) {
    ^bb0(%in742: f32, %out743: f32):
      linalg.yield %in742 : f32
    } -> tensor<4x16x128xf32> loc("backward.expand_11")
    %t745 = tensor.empty() : tensor<4x16x128xf32> loc("backward.mul_11")
    %t750 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t744, %primals_30 : tensor<4x16x128xf32>, tensor<4x16x128xf32>) outs(%t745 : tensor<4x16x128xf32>) {
    ^bb0(%in746: f32, %in747: f32, %out748: f32):
      %s749 = arith.mulf %in746, %in747 : f32
      linalg.yield %s749 : f32
    } -> tensor<4x16x128xf32> loc("backward.mul_11")
    %t751 = tensor.empty() : tensor<4x16x128xf32> loc("backward.exp")
    %t755 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t693 : tensor<4x16x128xf32>) outs(%t751 : tensor<4x16x128xf32>) {
    ^bb0(%in752: f32, %out753: f32):
      %s754 = math.exp %in752 : f32
      linalg.yield %s754 : f32
    } -> tensor<4x16x128xf32> loc("backward.exp")
    %t756 = tensor.empty() : tensor<4x16xf32> loc("backward.sum_2")
    %c757 = arith.constant 0.000000000e+00 : f32 loc("backward.sum_2")
    %t758 = linalg.fill ins(%c757 : f32) outs(%t756 : tensor<4x16xf32>) -> tensor<4x16xf32> loc("backward.sum_2")
    %t762 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t750 : tensor<4x16x128xf32>) outs(%t758 : tensor<4x16xf32>) {
    ^bb0(%in759: f32, %out760: f32):
      %s761 = arith.addf %out760, %in759 : f32
      linalg.yield %s761 : f32
    } -> tensor<4x16xf32> loc("backward.sum_2")
    %t763 = tensor.expand_shape %t762 [[0], [1, 2]] output_shape [4, 16, 1] : tensor<4x16xf32> into tensor<4x16x1xf32> loc("backward.sum_2")
    %t764 = tensor.empty() : tensor<4x16x128xf32> loc("backward.mul_12")
    %t769 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t755, %t763 : tensor<4x16x128xf32>, tensor<4x16x1xf32>) outs(%t764 : tensor<4x16x128xf32>) {
    ^bb0(%in765: f32, %in766: f32, %out767: f32):
      %s768 = arith.mulf %in765, %in766 : f32
      linalg.yield %s768 : f32
    } -> tensor<4x16x128xf32> loc("backward.mul_12")
    %t770 = tensor.empty() : tensor<4x16x128xf32> loc("backward.sub")
    %t775 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t750, %t769 : tensor<4x16x128xf32>, tensor<4x16x128xf32>) outs(%t770 : tensor<4x16x128xf32>) {
    ^bb0(%in771: f32, %in772: f32, %out773: f32):
      %s774 = arith.subf %in771, %in772 : f32
      linalg.yield %s774 : f32
    } -> tensor<4x16x128xf32> loc("backward.sub")
    %t776 = tensor.collapse_shape %t775 [[0, 1], [2]] : tensor<4x16x128xf32> into tensor<64x128xf32> loc("backward.lm_head")
    %t777 = tensor.empty() : tensor<128x64xf32> loc("backward.lm_head")
    %t778 = linalg.transpose ins(%t776 : tensor<64x128xf32>) outs(%t777 : tensor<128x64xf32>) permutation = [1, 0] loc("backward.lm_head")
    %t779 = tensor.empty() : tensor<128x64xf32> loc("backward.lm_head")
    %c780 = arith.constant 0.000000000e+00 : f32 loc("backward.lm_head")
    %t781 = linalg.fill ins(%c780 : f32) outs(%t779 : tensor<128x64xf32>) -> tensor<128x64xf32> loc("backward.lm_head")
    %t782 = linalg.matmul ins(%t778, %t654 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%t781 : tensor<128x64xf32>) -> tensor<128x64xf32> loc("backward.lm_head")
    %t783 = tensor.empty() : tensor<64x128xf32> loc("backward.lm_head")
    %t784 = linalg.transpose ins(%t782 : tensor<128x64xf32>) outs(%t783 : tensor<64x128xf32>) permutation = [1, 0] loc("backward.lm_head")
    %t785 = tensor.empty() : tensor<128x64xf32> loc("backward.lm_head")
    %t786 = linalg.transpose ins(%t653 : tensor<64x128xf32>) outs(%t785 : tensor<128x64xf32>) permutation = [1, 0] loc("backward.lm_head")
    %t787 = tensor.empty() : tensor<64x64xf32> loc("backward.lm_head")
    %c788 = arith.constant 0.000000000e+00 : f32 loc("backward.lm_head")
    %t789 = linalg.fill ins(%c788 : f32) outs(%t787 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.lm_head")
    %t790 = linalg.matmul ins(%t776, %t786 : tensor<64x128xf32>, tensor<128x64xf32>) outs(%t789 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.lm_head")
    %t791 = tensor.expand_shape %t790 [[0, 1], [2]] output_shape [4, 16, 64] : tensor<64x64xf32> into tensor<4x16x64xf32> loc("backward.lm_head")
    %t792 = tensor.empty() : tensor<128x64xf32> loc("backward.lm_head")
    %t793 = linalg.transpose ins(%t784 : tensor<64x128xf32>) outs(%t792 : tensor<128x64xf32>) permutation = [1, 0] loc("backward.lm_head")
    %t794 = tensor.empty() : tensor<4x16x64xf32> loc("backward.transformer.ln_f")
    %t799 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t587, %t601 : tensor<4x16x64xf32>, tensor<4x16x1xf32>) outs(%t794 : tensor<4x16x64xf32>) {
    ^bb0(%in795: f32, %in796: f32, %out797: f32):
      %s798 = arith.subf %in795, %in796 : f32
      linalg.yield %s798 : f32
    } -> tensor<4x16x64xf32> loc("backward.transformer.ln_f")
    %t800 = tensor.empty() : tensor<4x16x64xf32> loc("backward.transformer.ln_f")
    %t805 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t799, %t633 : tensor<4x16x64xf32>, tensor<4x16x1xf32>) outs(%t800 : tensor<4x16x64xf32>) {
    ^bb0(%in801: f32, %in802: f32, %out803: f32):
      %s804 = arith.mulf %in801, %in802 : f32
      linalg.yield %s804 : f32
    } -> tensor<4x16x64xf32> loc("backward.transformer.ln_f")
    %t806 = tensor.empty() : tensor<4x16x64xf32> loc("backward.transformer.ln_f")
    %t811 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t791, %primals_27 : tensor<4x16x64xf32>, tensor<64xf32>) outs(%t806 : tensor<4x16x64xf32>) {
    ^bb0(%in807: f32, %in808: f32, %out809: f32):
      %s810 = arith.mulf %in807, %in808 : f32
      linalg.yield %s810 : f32
    } -> tensor<4x16x64xf32> loc("backward.transformer.ln_f")
    %t812 = tensor.empty() : tensor<4x16x64xf32> loc("backward.transformer.ln_f")
    %t817 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t811 : tensor<4x16x64xf32>) outs(%t812 : tensor<4x16x64xf32>) {
    ^bb0(%in813: f32, %out814: f32):
      %s815 = arith.constant 6.400000000e+01 : f32
      %s816 = arith.mulf %in813, %s815 : f32
      linalg.yield %s816 : f32
    } -> tensor<4x16x64xf32> loc("backward.transformer.ln_f")
    %t818 = tensor.empty() : tensor<4x16xf32> loc("backward.transformer.ln_f")
    %c819 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.ln_f")
    %t820 = linalg.fill ins(%c819 : f32) outs(%t818 : tensor<4x16xf32>) -> tensor<4x16xf32> loc("backward.transformer.ln_f")
    %t824 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t811 : tensor<4x16x64xf32>) outs(%t820 : tensor<4x16xf32>) {
    ^bb0(%in821: f32, %out822: f32):
      %s823 = arith.addf %out822, %in821 : f32
      linalg.yield %s823 : f32
    } -> tensor<4x16xf32> loc("backward.transformer.ln_f")
    %t825 = tensor.expand_shape %t824 [[0], [1, 2]] output_shape [4, 16, 1] : tensor<4x16xf32> into tensor<4x16x1xf32> loc("backward.transformer.ln_f")
    %t826 = tensor.empty() : tensor<4x16x64xf32> loc("backward.transformer.ln_f")
    %t831 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t811, %t805 : tensor<4x16x64xf32>, tensor<4x16x64xf32>) outs(%t826 : tensor<4x16x64xf32>) {
    ^bb0(%in827: f32, %in828: f32, %out829: f32):
      %s830 = arith.mulf %in827, %in828 : f32
      linalg.yield %s830 : f32
    } -> tensor<4x16x64xf32> loc("backward.transformer.ln_f")
    %t832 = tensor.empty() : tensor<4x16xf32> loc("backward.transformer.ln_f")
    %c833 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.ln_f")
    %t834 = linalg.fill ins(%c833 : f32) outs(%t832 : tensor<4x16xf32>) -> tensor<4x16xf32> loc("backward.transformer.ln_f")
    %t838 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t831 : tensor<4x16x64xf32>) outs(%t834 : tensor<4x16xf32>) {
    ^bb0(%in835: f32, %out836: f32):
      %s837 = arith.addf %out836, %in835 : f32
      linalg.yield %s837 : f32
    } -> tensor<4x16xf32> loc("backward.transformer.ln_f")
    %t839 = tensor.expand_shape %t838 [[0], [1, 2]] output_shape [4, 16, 1] : tensor<4x16xf32> into tensor<4x16x1xf32> loc("backward.transformer.ln_f")
    %t840 = tensor.empty() : tensor<4x16x64xf32> loc("backward.transformer.ln_f")
    %t845 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t805, %t839 : tensor<4x16x64xf32>, tensor<4x16x1xf32>) outs(%t840 : tensor<4x16x64xf32>) {
    ^bb0(%in841: f32, %in842: f32, %out843: f32):
      %s844 = arith.mulf %in841, %in842 : f32
      linalg.yield %s844 : f32
    } -> tensor<4x16x64xf32> loc("backward.transformer.ln_f")
    %t846 = tensor.empty() : tensor<4x16x64xf32> loc("backward.transformer.ln_f")
    %t851 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t817, %t825 : tensor<4x16x64xf32>, tensor<4x16x1xf32>) outs(%t846 : tensor<4x16x64xf32>) {
    ^bb0(%in847: f32, %in848: f32, %out849: f32):
      %s850 = arith.subf %in847, %in848 : f32
      linalg.yield %s850 : f32
    } -> tensor<4x16x64xf32> loc("backward.transformer.ln_f")
    %t852 = tensor.empty() : tensor<4x16x64xf32> loc("backward.transformer.ln_f")
    %t857 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t851, %t845 : tensor<4x16x64xf32>, tensor<4x16x64xf32>) outs(%t852 : tensor<4x16x64xf32>) {
    ^bb0(%in853: f32, %in854: f32, %out855: f32):
      %s856 = arith.subf %in853, %in854 : f32
      linalg.yield %s856 : f32
    } -> tensor<4x16x64xf32> loc("backward.transformer.ln_f")
    %t858 = tensor.empty() : tensor<4x16x1xf32> loc("backward.transformer.ln_f")
    %t863 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t633 : tensor<4x16x1xf32>) outs(%t858 : tensor<4x16x1xf32>) {
    ^bb0(%in859: f32, %out860: f32):
      %s861 = arith.constant 6.400000000e+01 : f32
      %s862 = arith.divf %in859, %s861 : f32
      linalg.yield %s862 : f32
    } -> tensor<4x16x1xf32> loc("backward.transformer.ln_f")
    %t864 = tensor.empty() : tensor<4x16x64xf32> loc("backward.transformer.ln_f")
    %t869 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t863, %t857 : tensor<4x16x1xf32>, tensor<4x16x64xf32>) outs(%t864 : tensor<4x16x64xf32>) {
    ^bb0(%in865: f32, %in866: f32, %out867: f32):
      %s868 = arith.mulf %in865, %in866 : f32
      linalg.yield %s868 : f32
    } -> tensor<4x16x64xf32> loc("backward.transformer.ln_f")
    %t870 = tensor.empty() : tensor<4x16x64xf32> loc("backward.transformer.ln_f")
    %t875 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t791, %t805 : tensor<4x16x64xf32>, tensor<4x16x64xf32>) outs(%t870 : tensor<4x16x64xf32>) {
    ^bb0(%in871: f32, %in872: f32, %out873: f32):
      %s874 = arith.mulf %in871, %in872 : f32
      linalg.yield %s874 : f32
    } -> tensor<4x16x64xf32> loc("backward.transformer.ln_f")
    %t876 = tensor.empty() : tensor<64xf32> loc("backward.transformer.ln_f")
    %c877 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.ln_f")
    %t878 = linalg.fill ins(%c877 : f32) outs(%t876 : tensor<64xf32>) -> tensor<64xf32> loc("backward.transformer.ln_f")
    %t882 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%t875 : tensor<4x16x64xf32>) outs(%t878 : tensor<64xf32>) {
    ^bb0(%in879: f32, %out880: f32):
      %s881 = arith.addf %out880, %in879 : f32
      linalg.yield %s881 : f32
    } -> tensor<64xf32> loc("backward.transformer.ln_f")
    %t883 = tensor.empty() : tensor<64xf32> loc("backward.transformer.ln_f")
    %c884 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.ln_f")
    %t885 = linalg.fill ins(%c884 : f32) outs(%t883 : tensor<64xf32>) -> tensor<64xf32> loc("backward.transformer.ln_f")
    %t889 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%t791 : tensor<4x16x64xf32>) outs(%t885 : tensor<64xf32>) {
    ^bb0(%in886: f32, %out887: f32):
      %s888 = arith.addf %out887, %in886 : f32
      linalg.yield %s888 : f32
    } -> tensor<64xf32> loc("backward.transformer.ln_f")
    %t890 = tensor.collapse_shape %t869 [[0, 1], [2]] : tensor<4x16x64xf32> into tensor<64x64xf32> loc("backward.transformer.h.1.mlp.c_proj")
    %t891 = tensor.empty() : tensor<64x256xf32> loc("backward.transformer.h.1.mlp.c_proj")
    %t892 = linalg.transpose ins(%primals_25 : tensor<256x64xf32>) outs(%t891 : tensor<64x256xf32>) permutation = [1, 0] loc("backward.transformer.h.1.mlp.c_proj")
    %t893 = tensor.empty() : tensor<64x256xf32> loc("backward.transformer.h.1.mlp.c_proj")
    %c894 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.1.mlp.c_proj")
    %t895 = linalg.fill ins(%c894 : f32) outs(%t893 : tensor<64x256xf32>) -> tensor<64x256xf32> loc("backward.transformer.h.1.mlp.c_proj")
    %t896 = linalg.matmul ins(%t890, %t892 : tensor<64x64xf32>, tensor<64x256xf32>) outs(%t895 : tensor<64x256xf32>) -> tensor<64x256xf32> loc("backward.transformer.h.1.mlp.c_proj")
    %t897 = tensor.empty() : tensor<256x64xf32> loc("backward.transformer.h.1.mlp.c_proj")
    %t898 = linalg.transpose ins(%t575 : tensor<64x256xf32>) outs(%t897 : tensor<256x64xf32>) permutation = [1, 0] loc("backward.transformer.h.1.mlp.c_proj")
    %t899 = tensor.empty() : tensor<256x64xf32> loc("backward.transformer.h.1.mlp.c_proj")
    %c900 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.1.mlp.c_proj")
    %t901 = linalg.fill ins(%c900 : f32) outs(%t899 : tensor<256x64xf32>) -> tensor<256x64xf32> loc("backward.transformer.h.1.mlp.c_proj")
    %t902 = linalg.matmul ins(%t898, %t890 : tensor<256x64xf32>, tensor<64x64xf32>) outs(%t901 : tensor<256x64xf32>) -> tensor<256x64xf32> loc("backward.transformer.h.1.mlp.c_proj")
    %t903 = tensor.empty() : tensor<64xf32> loc("backward.transformer.h.1.mlp.c_proj")
    %c904 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.1.mlp.c_proj")
    %t905 = linalg.fill ins(%c904 : f32) outs(%t903 : tensor<64xf32>) -> tensor<64xf32> loc("backward.transformer.h.1.mlp.c_proj")
    %t909 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%t890 : tensor<64x64xf32>) outs(%t905 : tensor<64xf32>) {
    ^bb0(%in906: f32, %out907: f32):
      %s908 = arith.addf %out907, %in906 : f32
      linalg.yield %s908 : f32
    } -> tensor<64xf32> loc("backward.transformer.h.1.mlp.c_proj")
    %t910 = tensor.expand_shape %t909 [[0, 1]] output_shape [1, 64] : tensor<64xf32> into tensor<1x64xf32> loc("backward.transformer.h.1.mlp.c_proj")
    %t911 = tensor.collapse_shape %t910 [[0, 1]] : tensor<1x64xf32> into tensor<64xf32> loc("backward.transformer.h.1.mlp.c_proj")
    %t912 = tensor.expand_shape %t896 [[0, 1], [2]] output_shape [4, 16, 256] : tensor<64x256xf32> into tensor<4x16x256xf32> loc("backward.transformer.h.1.mlp.c_proj")
    %t913 = tensor.empty() : tensor<4x16x256xf32> loc("backward.transformer.h.1.mlp.act")
    %t918 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t912, %t533 : tensor<4x16x256xf32>, tensor<4x16x256xf32>) outs(%t913 : tensor<4x16x256xf32>) {
    ^bb0(%in914: f32, %in915: f32, %out916: f32):
      %s917 = arith.mulf %in914, %in915 : f32
      linalg.yield %s917 : f32
    } -> tensor<4x16x256xf32> loc("backward.transformer.h.1.mlp.act")
    %t919 = tensor.empty() : tensor<4x16x256xf32> loc("backward.transformer.h.1.mlp.act")
    %t924 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t912, %t568 : tensor<4x16x256xf32>, tensor<4x16x256xf32>) outs(%t919 : tensor<4x16x256xf32>) {
    ^bb0(%in920: f32, %in921: f32, %out922: f32):
      %s923 = arith.mulf %in920, %in921 : f32
      linalg.yield %s923 : f32
    } -> tensor<4x16x256xf32> loc("backward.transformer.h.1.mlp.act")
    %t925 = tensor.empty() : tensor<4x16x256xf32> loc("backward.transformer.h.1.mlp.act")
    %t930 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t562, %t562 : tensor<4x16x256xf32>, tensor<4x16x256xf32>) outs(%t925 : tensor<4x16x256xf32>) {
    ^bb0(%in926: f32, %in927: f32, %out928: f32):
      %s929 = arith.mulf %in926, %in927 : f32
      linalg.yield %s929 : f32
    } -> tensor<4x16x256xf32> loc("backward.transformer.h.1.mlp.act")
    %t931 = tensor.empty() : tensor<4x16x256xf32> loc("backward.transformer.h.1.mlp.act")
    %t936 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t930 : tensor<4x16x256xf32>) outs(%t931 : tensor<4x16x256xf32>) {
    ^bb0(%in932: f32, %out933: f32):
      %s934 = arith.constant 1.000000000e+00 : f32
      %s935 = arith.subf %s934, %in932 : f32
      linalg.yield %s935 : f32
    } -> tensor<4x16x256xf32> loc("backward.transformer.h.1.mlp.act")
    %t937 = tensor.empty() : tensor<4x16x256xf32> loc("backward.transformer.h.1.mlp.act")
    %t942 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t918, %t936 : tensor<4x16x256xf32>, tensor<4x16x256xf32>) outs(%t937 : tensor<4x16x256xf32>) {
    ^bb0(%in938: f32, %in939: f32, %out940: f32):
      %s941 = arith.mulf %in938, %in939 : f32
      linalg.yield %s941 : f32
    } -> tensor<4x16x256xf32> loc("backward.transformer.h.1.mlp.act")
    %t943 = tensor.empty() : tensor<4x16x256xf32> loc("backward.transformer.h.1.mlp.act")
    %t948 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t942 : tensor<4x16x256xf32>) outs(%t943 : tensor<4x16x256xf32>) {
    ^bb0(%in944: f32, %out945: f32):
      %s946 = arith.constant 7.978845835e-01 : f32
      %s947 = arith.mulf %in944, %s946 : f32
      linalg.yield %s947 : f32
    } -> tensor<4x16x256xf32> loc("backward.transformer.h.1.mlp.act")
    %t949 = tensor.empty() : tensor<4x16x256xf32> loc("backward.transformer.h.1.mlp.act")
    %t954 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t948 : tensor<4x16x256xf32>) outs(%t949 : tensor<4x16x256xf32>) {
    ^bb0(%in950: f32, %out951: f32):
      %s952 = arith.constant 4.471499845e-02 : f32
      %s953 = arith.mulf %in950, %s952 : f32
      linalg.yield %s953 : f32
    } -> tensor<4x16x256xf32> loc("backward.transformer.h.1.mlp.act")
    %t955 = tensor.empty() : tensor<4x16x256xf32> loc("backward.transformer.h.1.mlp.act")
    %t959 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t527 : tensor<4x16x256xf32>) outs(%t955 : tensor<4x16x256xf32>) {
    ^bb0(%in956: f32, %out957: f32):
      %s958 = arith.mulf %in956, %in956 : f32
      linalg.yield %s958 : f32
    } -> tensor<4x16x256xf32> loc("backward.transformer.h.1.mlp.act")
    %t960 = tensor.empty() : tensor<4x16x256xf32> loc("backward.transformer.h.1.mlp.act")
    %t965 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t959 : tensor<4x16x256xf32>) outs(%t960 : tensor<4x16x256xf32>) {
    ^bb0(%in961: f32, %out962: f32):
      %s963 = arith.constant 3.000000000e+00 : f32
      %s964 = arith.mulf %in961, %s963 : f32
      linalg.yield %s964 : f32
    } -> tensor<4x16x256xf32> loc("backward.transformer.h.1.mlp.act")
    %t966 = tensor.empty() : tensor<4x16x256xf32> loc("backward.transformer.h.1.mlp.act")
    %t971 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t954, %t965 : tensor<4x16x256xf32>, tensor<4x16x256xf32>) outs(%t966 : tensor<4x16x256xf32>) {
    ^bb0(%in967: f32, %in968: f32, %out969: f32):
      %s970 = arith.mulf %in967, %in968 : f32
      linalg.yield %s970 : f32
    } -> tensor<4x16x256xf32> loc("backward.transformer.h.1.mlp.act")
    %t972 = tensor.empty() : tensor<4x16x256xf32> loc("backward.add_14")
    %t977 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t948, %t971 : tensor<4x16x256xf32>, tensor<4x16x256xf32>) outs(%t972 : tensor<4x16x256xf32>) {
    ^bb0(%in973: f32, %in974: f32, %out975: f32):
      %s976 = arith.addf %in973, %in974 : f32
      linalg.yield %s976 : f32
    } -> tensor<4x16x256xf32> loc("backward.add_14")
    %t978 = tensor.empty() : tensor<4x16x256xf32> loc("backward.transformer.h.1.mlp.act")
    %t983 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t924 : tensor<4x16x256xf32>) outs(%t978 : tensor<4x16x256xf32>) {
    ^bb0(%in979: f32, %out980: f32):
      %s981 = arith.constant 5.000000000e-01 : f32
      %s982 = arith.mulf %in979, %s981 : f32
      linalg.yield %s982 : f32
    } -> tensor<4x16x256xf32> loc("backward.transformer.h.1.mlp.act")
    %t984 = tensor.empty() : tensor<4x16x256xf32> loc("backward.add_15")
    %t989 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t977, %t983 : tensor<4x16x256xf32>, tensor<4x16x256xf32>) outs(%t984 : tensor<4x16x256xf32>) {
    ^bb0(%in985: f32, %in986: f32, %out987: f32):
      %s988 = arith.addf %in985, %in986 : f32
      linalg.yield %s988 : f32
    } -> tensor<4x16x256xf32> loc("backward.add_15")
    %t990 = tensor.collapse_shape %t989 [[0, 1], [2]] : tensor<4x16x256xf32> into tensor<64x256xf32> loc("backward.transformer.h.1.mlp.c_fc")
    %t991 = tensor.empty() : tensor<256x64xf32> loc("backward.transformer.h.1.mlp.c_fc")
    %t992 = linalg.transpose ins(%primals_23 : tensor<64x256xf32>) outs(%t991 : tensor<256x64xf32>) permutation = [1, 0] loc("backward.transformer.h.1.mlp.c_fc")
    %t993 = tensor.empty() : tensor<64x64xf32> loc("backward.transformer.h.1.mlp.c_fc")
    %c994 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.1.mlp.c_fc")
    %t995 = linalg.fill ins(%c994 : f32) outs(%t993 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.transformer.h.1.mlp.c_fc")
    %t996 = linalg.matmul ins(%t990, %t992 : tensor<64x256xf32>, tensor<256x64xf32>) outs(%t995 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.transformer.h.1.mlp.c_fc")
    %t997 = tensor.empty() : tensor<64x64xf32> loc("backward.transformer.h.1.mlp.c_fc")
    %t998 = linalg.transpose ins(%t521 : tensor<64x64xf32>) outs(%t997 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.transformer.h.1.mlp.c_fc")
    %t999 = tensor.empty() : tensor<64x256xf32> loc("backward.transformer.h.1.mlp.c_fc")
    %c1000 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.1.mlp.c_fc")
    %t1001 = linalg.fill ins(%c1000 : f32) outs(%t999 : tensor<64x256xf32>) -> tensor<64x256xf32> loc("backward.transformer.h.1.mlp.c_fc")
    %t1002 = linalg.matmul ins(%t998, %t990 : tensor<64x64xf32>, tensor<64x256xf32>) outs(%t1001 : tensor<64x256xf32>) -> tensor<64x256xf32> loc("backward.transformer.h.1.mlp.c_fc")
    %t1003 = tensor.empty() : tensor<256xf32> loc("backward.transformer.h.1.mlp.c_fc")
    %c1004 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.1.mlp.c_fc")
    %t1005 = linalg.fill ins(%c1004 : f32) outs(%t1003 : tensor<256xf32>) -> tensor<256xf32> loc("backward.transformer.h.1.mlp.c_fc")
    %t1009 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%t990 : tensor<64x256xf32>) outs(%t1005 : tensor<256xf32>) {
    ^bb0(%in1006: f32, %out1007: f32):
      %s1008 = arith.addf %out1007, %in1006 : f32
      linalg.yield %s1008 : f32
    } -> tensor<256xf32> loc("backward.transformer.h.1.mlp.c_fc")
    %t1010 = tensor.expand_shape %t1009 [[0, 1]] output_shape [1, 256] : tensor<256xf32> into tensor<1x256xf32> loc("backward.transformer.h.1.mlp.c_fc")
    %t1011 = tensor.collapse_shape %t1010 [[0, 1]] : tensor<1x256xf32> into tensor<256xf32> loc("backward.transformer.h.1.mlp.c_fc")
    %t1012 = tensor.expand_shape %t996 [[0, 1], [2]] output_shape [4, 16, 64] : tensor<64x64xf32> into tensor<4x16x64xf32> loc("backward.transformer.h.1.mlp.c_fc")
    %t1013 = tensor.empty() : tensor<4x16x64xf32> loc("backward.transformer.h.1.ln_2")
    %t1018 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t456, %t470 : tensor<4x16x64xf32>, tensor<4x16x1xf32>) outs(%t1013 : tensor<4x16x64xf32>) {
    ^bb0(%in1014: f32, %in1015: f32, %out1016: f32):
      %s1017 = arith.subf %in1014, %in1015 : f32
      linalg.yield %s1017 : f32
    } -> tensor<4x16x64xf32> loc("backward.transformer.h.1.ln_2")
    %t1019 = tensor.empty() : tensor<4x16x64xf32> loc("backward.transformer.h.1.ln_2")
    %t1024 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1018, %t502 : tensor<4x16x64xf32>, tensor<4x16x1xf32>) outs(%t1019 : tensor<4x16x64xf32>) {
    ^bb0(%in1020: f32, %in1021: f32, %out1022: f32):
      %s1023 = arith.mulf %in1020, %in1021 : f32
      linalg.yield %s1023 : f32
    } -> tensor<4x16x64xf32> loc("backward.transformer.h.1.ln_2")
    %t1025 = tensor.empty() : tensor<4x16x64xf32> loc("backward.transformer.h.1.ln_2")
    %t1030 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1012, %primals_21 : tensor<4x16x64xf32>, tensor<64xf32>) outs(%t1025 : tensor<4x16x64xf32>) {
    ^bb0(%in1026: f32, %in1027: f32, %out1028: f32):
      %s1029 = arith.mulf %in1026, %in1027 : f32
      linalg.yield %s1029 : f32
    } -> tensor<4x16x64xf32> loc("backward.transformer.h.1.ln_2")
    %t1031 = tensor.empty() : tensor<4x16x64xf32> loc("backward.transformer.h.1.ln_2")
    %t1036 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1030 : tensor<4x16x64xf32>) outs(%t1031 : tensor<4x16x64xf32>) {
    ^bb0(%in1032: f32, %out1033: f32):
      %s1034 = arith.constant 6.400000000e+01 : f32
      %s1035 = arith.mulf %in1032, %s1034 : f32
      linalg.yield %s1035 : f32
    } -> tensor<4x16x64xf32> loc("backward.transformer.h.1.ln_2")
    %t1037 = tensor.empty() : tensor<4x16xf32> loc("backward.transformer.h.1.ln_2")
    %c1038 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.1.ln_2")
    %t1039 = linalg.fill ins(%c1038 : f32) outs(%t1037 : tensor<4x16xf32>) -> tensor<4x16xf32> loc("backward.transformer.h.1.ln_2")
    %t1043 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t1030 : tensor<4x16x64xf32>) outs(%t1039 : tensor<4x16xf32>) {
    ^bb0(%in1040: f32, %out1041: f32):
      %s1042 = arith.addf %out1041, %in1040 : f32
      linalg.yield %s1042 : f32
    } -> tensor<4x16xf32> loc("backward.transformer.h.1.ln_2")
    %t1044 = tensor.expand_shape %t1043 [[0], [1, 2]] output_shape [4, 16, 1] : tensor<4x16xf32> into tensor<4x16x1xf32> loc("backward.transformer.h.1.ln_2")
    %t1045 = tensor.empty() : tensor<4x16x64xf32> loc("backward.transformer.h.1.ln_2")
    %t1050 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1030, %t1024 : tensor<4x16x64xf32>, tensor<4x16x64xf32>) outs(%t1045 : tensor<4x16x64xf32>) {
    ^bb0(%in1046: f32, %in1047: f32, %out1048: f32):
      %s1049 = arith.mulf %in1046, %in1047 : f32
      linalg.yield %s1049 : f32
    } -> tensor<4x16x64xf32> loc("backward.transformer.h.1.ln_2")
    %t1051 = tensor.empty() : tensor<4x16xf32> loc("backward.transformer.h.1.ln_2")
    %c1052 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.1.ln_2")
    %t1053 = linalg.fill ins(%c1052 : f32) outs(%t1051 : tensor<4x16xf32>) -> tensor<4x16xf32> loc("backward.transformer.h.1.ln_2")
    %t1057 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t1050 : tensor<4x16x64xf32>) outs(%t1053 : tensor<4x16xf32>) {
    ^bb0(%in1054: f32, %out1055: f32):
      %s1056 = arith.addf %out1055, %in1054 : f32
      linalg.yield %s1056 : f32
    } -> tensor<4x16xf32> loc("backward.transformer.h.1.ln_2")
    %t1058 = tensor.expand_shape %t1057 [[0], [1, 2]] output_shape [4, 16, 1] : tensor<4x16xf32> into tensor<4x16x1xf32> loc("backward.transformer.h.1.ln_2")
    %t1059 = tensor.empty() : tensor<4x16x64xf32> loc("backward.transformer.h.1.ln_2")
    %t1064 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1024, %t1058 : tensor<4x16x64xf32>, tensor<4x16x1xf32>) outs(%t1059 : tensor<4x16x64xf32>) {
    ^bb0(%in1060: f32, %in1061: f32, %out1062: f32):
      %s1063 = arith.mulf %in1060, %in1061 : f32
      linalg.yield %s1063 : f32
    } -> tensor<4x16x64xf32> loc("backward.transformer.h.1.ln_2")
    %t1065 = tensor.empty() : tensor<4x16x64xf32> loc("backward.transformer.h.1.ln_2")
    %t1070 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1036, %t1044 : tensor<4x16x64xf32>, tensor<4x16x1xf32>) outs(%t1065 : tensor<4x16x64xf32>) {
    ^bb0(%in1066: f32, %in1067: f32, %out1068: f32):
      %s1069 = arith.subf %in1066, %in1067 : f32
      linalg.yield %s1069 : f32
    } -> tensor<4x16x64xf32> loc("backward.transformer.h.1.ln_2")
    %t1071 = tensor.empty() : tensor<4x16x64xf32> loc("backward.transformer.h.1.ln_2")
    %t1076 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1070, %t1064 : tensor<4x16x64xf32>, tensor<4x16x64xf32>) outs(%t1071 : tensor<4x16x64xf32>) {
    ^bb0(%in1072: f32, %in1073: f32, %out1074: f32):
      %s1075 = arith.subf %in1072, %in1073 : f32
      linalg.yield %s1075 : f32
    } -> tensor<4x16x64xf32> loc("backward.transformer.h.1.ln_2")
    %t1077 = tensor.empty() : tensor<4x16x1xf32> loc("backward.transformer.h.1.ln_2")
    %t1082 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t502 : tensor<4x16x1xf32>) outs(%t1077 : tensor<4x16x1xf32>) {
    ^bb0(%in1078: f32, %out1079: f32):
      %s1080 = arith.constant 6.400000000e+01 : f32
      %s1081 = arith.divf %in1078, %s1080 : f32
      linalg.yield %s1081 : f32
    } -> tensor<4x16x1xf32> loc("backward.transformer.h.1.ln_2")
    %t1083 = tensor.empty() : tensor<4x16x64xf32> loc("backward.transformer.h.1.ln_2")
    %t1088 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1082, %t1076 : tensor<4x16x1xf32>, tensor<4x16x64xf32>) outs(%t1083 : tensor<4x16x64xf32>) {
    ^bb0(%in1084: f32, %in1085: f32, %out1086: f32):
      %s1087 = arith.mulf %in1084, %in1085 : f32
      linalg.yield %s1087 : f32
    } -> tensor<4x16x64xf32> loc("backward.transformer.h.1.ln_2")
    %t1089 = tensor.empty() : tensor<4x16x64xf32> loc("backward.transformer.h.1.ln_2")
    %t1094 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1012, %t1024 : tensor<4x16x64xf32>, tensor<4x16x64xf32>) outs(%t1089 : tensor<4x16x64xf32>) {
    ^bb0(%in1090: f32, %in1091: f32, %out1092: f32):
      %s1093 = arith.mulf %in1090, %in1091 : f32
      linalg.yield %s1093 : f32
    } -> tensor<4x16x64xf32> loc("backward.transformer.h.1.ln_2")
    %t1095 = tensor.empty() : tensor<64xf32> loc("backward.transformer.h.1.ln_2")
    %c1096 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.1.ln_2")
    %t1097 = linalg.fill ins(%c1096 : f32) outs(%t1095 : tensor<64xf32>) -> tensor<64xf32> loc("backward.transformer.h.1.ln_2")
    %t1101 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%t1094 : tensor<4x16x64xf32>) outs(%t1097 : tensor<64xf32>) {
    ^bb0(%in1098: f32, %out1099: f32):
      %s1100 = arith.addf %out1099, %in1098 : f32
      linalg.yield %s1100 : f32
    } -> tensor<64xf32> loc("backward.transformer.h.1.ln_2")
    %t1102 = tensor.empty() : tensor<64xf32> loc("backward.transformer.h.1.ln_2")
    %c1103 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.1.ln_2")
    %t1104 = linalg.fill ins(%c1103 : f32) outs(%t1102 : tensor<64xf32>) -> tensor<64xf32> loc("backward.transformer.h.1.ln_2")
    %t1108 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%t1012 : tensor<4x16x64xf32>) outs(%t1104 : tensor<64xf32>) {
    ^bb0(%in1105: f32, %out1106: f32):
      %s1107 = arith.addf %out1106, %in1105 : f32
      linalg.yield %s1107 : f32
    } -> tensor<64xf32> loc("backward.transformer.h.1.ln_2")
    %t1109 = tensor.empty() : tensor<4x16x64xf32> loc("backward.add_16")
    %t1114 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t869, %t1088 : tensor<4x16x64xf32>, tensor<4x16x64xf32>) outs(%t1109 : tensor<4x16x64xf32>) {
    ^bb0(%in1110: f32, %in1111: f32, %out1112: f32):
      %s1113 = arith.addf %in1110, %in1111 : f32
      linalg.yield %s1113 : f32
    } -> tensor<4x16x64xf32> loc("backward.add_16")
    %t1115 = tensor.collapse_shape %t1114 [[0, 1], [2]] : tensor<4x16x64xf32> into tensor<64x64xf32> loc("backward.transformer.h.1.attn.c_proj")
    %t1116 = tensor.empty() : tensor<64x64xf32> loc("backward.transformer.h.1.attn.c_proj")
    %t1117 = linalg.transpose ins(%primals_19 : tensor<64x64xf32>) outs(%t1116 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.transformer.h.1.attn.c_proj")
    %t1118 = tensor.empty() : tensor<64x64xf32> loc("backward.transformer.h.1.attn.c_proj")
    %c1119 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.1.attn.c_proj")
    %t1120 = linalg.fill ins(%c1119 : f32) outs(%t1118 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.transformer.h.1.attn.c_proj")
    %t1121 = linalg.matmul ins(%t1115, %t1117 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%t1120 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.transformer.h.1.attn.c_proj")
    %t1122 = tensor.empty() : tensor<64x64xf32> loc("backward.transformer.h.1.attn.c_proj")
    %t1123 = linalg.transpose ins(%t444 : tensor<64x64xf32>) outs(%t1122 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.transformer.h.1.attn.c_proj")
    %t1124 = tensor.empty() : tensor<64x64xf32> loc("backward.transformer.h.1.attn.c_proj")
    %c1125 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.1.attn.c_proj")
    %t1126 = linalg.fill ins(%c1125 : f32) outs(%t1124 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.transformer.h.1.attn.c_proj")
    %t1127 = linalg.matmul ins(%t1123, %t1115 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%t1126 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.transformer.h.1.attn.c_proj")
    %t1128 = tensor.empty() : tensor<64xf32> loc("backward.transformer.h.1.attn.c_proj")
    %c1129 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.1.attn.c_proj")
    %t1130 = linalg.fill ins(%c1129 : f32) outs(%t1128 : tensor<64xf32>) -> tensor<64xf32> loc("backward.transformer.h.1.attn.c_proj")
    %t1134 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%t1115 : tensor<64x64xf32>) outs(%t1130 : tensor<64xf32>) {
    ^bb0(%in1131: f32, %out1132: f32):
      %s1133 = arith.addf %out1132, %in1131 : f32
      linalg.yield %s1133 : f32
    } -> tensor<64xf32> loc("backward.transformer.h.1.attn.c_proj")
    %t1135 = tensor.expand_shape %t1134 [[0, 1]] output_shape [1, 64] : tensor<64xf32> into tensor<1x64xf32> loc("backward.transformer.h.1.attn.c_proj")
    %t1136 = tensor.collapse_shape %t1135 [[0, 1]] : tensor<1x64xf32> into tensor<64xf32> loc("backward.transformer.h.1.attn.c_proj")
    %t1137 = tensor.expand_shape %t1121 [[0, 1], [2]] output_shape [4, 16, 64] : tensor<64x64xf32> into tensor<4x16x64xf32> loc("backward.transformer.h.1.attn.c_proj")
    %t1138 = tensor.expand_shape %t1137 [[0], [1], [2, 3]] output_shape [4, 16, 4, 16] : tensor<4x16x64xf32> into tensor<4x16x4x16xf32> loc("backward.transformer.h.1.attn")
    %t1139 = tensor.empty() : tensor<4x4x16x16xf32> loc("backward.transformer.h.1.attn")
    %t1140 = linalg.transpose ins(%t1138 : tensor<4x16x4x16xf32>) outs(%t1139 : tensor<4x4x16x16xf32>) permutation = [0, 2, 1, 3] loc("backward.transformer.h.1.attn")
    %t1141 = tensor.collapse_shape %t1140 [[0, 1], [2], [3]] : tensor<4x4x16x16xf32> into tensor<16x16x16xf32> loc("backward.transformer.h.1.attn")
    %t1142 = tensor.empty() : tensor<16x16x16xf32> loc("backward.transformer.h.1.attn")
    %t1143 = linalg.transpose ins(%t434 : tensor<16x16x16xf32>) outs(%t1142 : tensor<16x16x16xf32>) permutation = [0, 2, 1] loc("backward.transformer.h.1.attn")
    %t1144 = tensor.empty() : tensor<16x16x16xf32> loc("backward.transformer.h.1.attn")
    %c1145 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.1.attn")
    %t1146 = linalg.fill ins(%c1145 : f32) outs(%t1144 : tensor<16x16x16xf32>) -> tensor<16x16x16xf32> loc("backward.transformer.h.1.attn")
    %t1147 = linalg.batch_matmul ins(%t1143, %t1141 : tensor<16x16x16xf32>, tensor<16x16x16xf32>) outs(%t1146 : tensor<16x16x16xf32>) -> tensor<16x16x16xf32> loc("backward.transformer.h.1.attn")
    %t1148 = tensor.empty() : tensor<16x16x16xf32> loc("backward.transformer.h.1.attn")
    %t1149 = linalg.transpose ins(%t435 : tensor<16x16x16xf32>) outs(%t1148 : tensor<16x16x16xf32>) permutation = [0, 2, 1] loc("backward.transformer.h.1.attn")
    %t1150 = tensor.empty() : tensor<16x16x16xf32> loc("backward.transformer.h.1.attn")
    %c1151 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.1.attn")
    %t1152 = linalg.fill ins(%c1151 : f32) outs(%t1150 : tensor<16x16x16xf32>) -> tensor<16x16x16xf32> loc("backward.transformer.h.1.attn")
    %t1153 = linalg.batch_matmul ins(%t1141, %t1149 : tensor<16x16x16xf32>, tensor<16x16x16xf32>) outs(%t1152 : tensor<16x16x16xf32>) -> tensor<16x16x16xf32> loc("backward.transformer.h.1.attn")
    %t1154 = tensor.expand_shape %t1147 [[0, 1], [2], [3]] output_shape [4, 4, 16, 16] : tensor<16x16x16xf32> into tensor<4x4x16x16xf32> loc("backward.transformer.h.1.attn")
    %t1155 = tensor.expand_shape %t1153 [[0, 1], [2], [3]] output_shape [4, 4, 16, 16] : tensor<16x16x16xf32> into tensor<4x4x16x16xf32> loc("backward.transformer.h.1.attn")
    %t1156 = tensor.empty() : tensor<4x4x16x16xf32> loc("backward.transformer.h.1.attn")
    %t1161 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1155, %t433 : tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) outs(%t1156 : tensor<4x4x16x16xf32>) {
    ^bb0(%in1157: f32, %in1158: f32, %out1159: f32):
      %s1160 = arith.mulf %in1157, %in1158 : f32
      linalg.yield %s1160 : f32
    } -> tensor<4x4x16x16xf32> loc("backward.transformer.h.1.attn")
    %t1162 = tensor.empty() : tensor<4x4x16xf32> loc("backward.transformer.h.1.attn")
    %c1163 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.1.attn")
    %t1164 = linalg.fill ins(%c1163 : f32) outs(%t1162 : tensor<4x4x16xf32>) -> tensor<4x4x16xf32> loc("backward.transformer.h.1.attn")
    %t1168 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%t1161 : tensor<4x4x16x16xf32>) outs(%t1164 : tensor<4x4x16xf32>) {
    ^bb0(%in1165: f32, %out1166: f32):
      %s1167 = arith.addf %out1166, %in1165 : f32
      linalg.yield %s1167 : f32
    } -> tensor<4x4x16xf32> loc("backward.transformer.h.1.attn")
    %t1169 = tensor.expand_shape %t1168 [[0], [1], [2, 3]] output_shape [4, 4, 16, 1] : tensor<4x4x16xf32> into tensor<4x4x16x1xf32> loc("backward.transformer.h.1.attn")
    %t1170 = tensor.empty() : tensor<4x4x16x16xf32> loc("backward.transformer.h.1.attn")
    %t1175 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t433, %t1169 : tensor<4x4x16x16xf32>, tensor<4x4x16x1xf32>) outs(%t1170 : tensor<4x4x16x16xf32>) {
    ^bb0(%in1171: f32, %in1172: f32, %out1173: f32):
      %s1174 = arith.mulf %in1171, %in1172 : f32
      linalg.yield %s1174 : f32
    } -> tensor<4x4x16x16xf32> loc("backward.transformer.h.1.attn")
    %t1176 = tensor.empty() : tensor<4x4x16x16xf32> loc("backward.transformer.h.1.attn")
    %t1181 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1161, %t1175 : tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) outs(%t1176 : tensor<4x4x16x16xf32>) {
    ^bb0(%in1177: f32, %in1178: f32, %out1179: f32):
      %s1180 = arith.subf %in1177, %in1178 : f32
      linalg.yield %s1180 : f32
    } -> tensor<4x4x16x16xf32> loc("backward.transformer.h.1.attn")
    %t1182 = tensor.empty() : tensor<4x4x16x16xf32> loc("backward.transformer.h.1.attn")
    %t1187 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1181 : tensor<4x4x16x16xf32>) outs(%t1182 : tensor<4x4x16x16xf32>) {
    ^bb0(%in1183: f32, %out1184: f32):
      %s1185 = arith.constant 2.500000000e-01 : f32
      %s1186 = arith.mulf %in1183, %s1185 : f32
      linalg.yield %s1186 : f32
    } -> tensor<4x4x16x16xf32> loc("backward.transformer.h.1.attn")
    %t1188 = tensor.collapse_shape %t1187 [[0, 1], [2], [3]] : tensor<4x4x16x16xf32> into tensor<16x16x16xf32> loc("backward.transformer.h.1.attn")
    %t1189 = tensor.empty() : tensor<16x16x16xf32> loc("backward.transformer.h.1.attn")
    %t1190 = linalg.transpose ins(%t386 : tensor<16x16x16xf32>) outs(%t1189 : tensor<16x16x16xf32>) permutation = [0, 2, 1] loc("backward.transformer.h.1.attn")
    %t1191 = tensor.empty() : tensor<16x16x16xf32> loc("backward.transformer.h.1.attn")
    %c1192 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.1.attn")
    %t1193 = linalg.fill ins(%c1192 : f32) outs(%t1191 : tensor<16x16x16xf32>) -> tensor<16x16x16xf32> loc("backward.transformer.h.1.attn")
    %t1194 = linalg.batch_matmul ins(%t1190, %t1188 : tensor<16x16x16xf32>, tensor<16x16x16xf32>) outs(%t1193 : tensor<16x16x16xf32>) -> tensor<16x16x16xf32> loc("backward.transformer.h.1.attn")
    %t1195 = tensor.empty() : tensor<16x16x16xf32> loc("backward.transformer.h.1.attn")
    %t1196 = linalg.transpose ins(%t387 : tensor<16x16x16xf32>) outs(%t1195 : tensor<16x16x16xf32>) permutation = [0, 2, 1] loc("backward.transformer.h.1.attn")
    %t1197 = tensor.empty() : tensor<16x16x16xf32> loc("backward.transformer.h.1.attn")
    %c1198 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.1.attn")
    %t1199 = linalg.fill ins(%c1198 : f32) outs(%t1197 : tensor<16x16x16xf32>) -> tensor<16x16x16xf32> loc("backward.transformer.h.1.attn")
    %t1200 = linalg.batch_matmul ins(%t1188, %t1196 : tensor<16x16x16xf32>, tensor<16x16x16xf32>) outs(%t1199 : tensor<16x16x16xf32>) -> tensor<16x16x16xf32> loc("backward.transformer.h.1.attn")
    %t1201 = tensor.expand_shape %t1194 [[0, 1], [2], [3]] output_shape [4, 4, 16, 16] : tensor<16x16x16xf32> into tensor<4x4x16x16xf32> loc("backward.transformer.h.1.attn")
    %t1202 = tensor.expand_shape %t1200 [[0, 1], [2], [3]] output_shape [4, 4, 16, 16] : tensor<16x16x16xf32> into tensor<4x4x16x16xf32> loc("backward.transformer.h.1.attn")
    %t1203 = tensor.empty() : tensor<4x4x16x16xf32> loc("backward.transformer.h.1.attn")
    %t1204 = linalg.transpose ins(%t1201 : tensor<4x4x16x16xf32>) outs(%t1203 : tensor<4x4x16x16xf32>) permutation = [0, 1, 3, 2] loc("backward.transformer.h.1.attn")
    %t1205 = tensor.empty() : tensor<4x16x4x16xf32> loc("backward.transformer.h.1.attn")
    %t1206 = linalg.transpose ins(%t1202 : tensor<4x4x16x16xf32>) outs(%t1205 : tensor<4x16x4x16xf32>) permutation = [0, 2, 1, 3] loc("backward.transformer.h.1.attn")
    %t1207 = tensor.collapse_shape %t1206 [[0], [1], [2, 3]] : tensor<4x16x4x16xf32> into tensor<4x16x64xf32> loc("backward.transformer.h.1.attn")
    %t1208 = tensor.empty() : tensor<4x16x4x16xf32> loc("backward.transformer.h.1.attn")
    %t1209 = linalg.transpose ins(%t1154 : tensor<4x4x16x16xf32>) outs(%t1208 : tensor<4x16x4x16xf32>) permutation = [0, 2, 1, 3] loc("backward.transformer.h.1.attn")
    %t1210 = tensor.collapse_shape %t1209 [[0], [1], [2, 3]] : tensor<4x16x4x16xf32> into tensor<4x16x64xf32> loc("backward.transformer.h.1.attn")
    %t1211 = tensor.empty() : tensor<4x16x4x16xf32> loc("backward.transformer.h.1.attn")
    %t1212 = linalg.transpose ins(%t1204 : tensor<4x4x16x16xf32>) outs(%t1211 : tensor<4x16x4x16xf32>) permutation = [0, 2, 1, 3] loc("backward.transformer.h.1.attn")
    %t1213 = tensor.collapse_shape %t1212 [[0], [1], [2, 3]] : tensor<4x16x4x16xf32> into tensor<4x16x64xf32> loc("backward.transformer.h.1.attn")
    %t1214 = tensor.empty() : tensor<4x16x192xf32> loc("backward.transformer.h.1.attn")
    %t1215 = tensor.insert_slice %t1207 into %t1214[0, 0, 0] [4, 16, 64] [1, 1, 1] : tensor<4x16x64xf32> into tensor<4x16x192xf32> loc("backward.transformer.h.1.attn")
    %t1216 = tensor.insert_slice %t1213 into %t1215[0, 0, 64] [4, 16, 64] [1, 1, 1] : tensor<4x16x64xf32> into tensor<4x16x192xf32> loc("backward.transformer.h.1.attn")
    %t1217 = tensor.insert_slice %t1210 into %t1216[0, 0, 128] [4, 16, 64] [1, 1, 1] : tensor<4x16x64xf32> into tensor<4x16x192xf32> loc("backward.transformer.h.1.attn")
    %t1218 = tensor.collapse_shape %t1217 [[0, 1], [2]] : tensor<4x16x192xf32> into tensor<64x192xf32> loc("backward.transformer.h.1.attn.c_attn")
    %t1219 = tensor.empty() : tensor<192x64xf32> loc("backward.transformer.h.1.attn.c_attn")
    %t1220 = linalg.transpose ins(%primals_17 : tensor<64x192xf32>) outs(%t1219 : tensor<192x64xf32>) permutation = [1, 0] loc("backward.transformer.h.1.attn.c_attn")
    %t1221 = tensor.empty() : tensor<64x64xf32> loc("backward.transformer.h.1.attn.c_attn")
    %c1222 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.1.attn.c_attn")
    %t1223 = linalg.fill ins(%c1222 : f32) outs(%t1221 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.transformer.h.1.attn.c_attn")
    %t1224 = linalg.matmul ins(%t1218, %t1220 : tensor<64x192xf32>, tensor<192x64xf32>) outs(%t1223 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.transformer.h.1.attn.c_attn")
    %t1225 = tensor.empty() : tensor<64x64xf32> loc("backward.transformer.h.1.attn.c_attn")
    %t1226 = linalg.transpose ins(%t365 : tensor<64x64xf32>) outs(%t1225 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.transformer.h.1.attn.c_attn")
    %t1227 = tensor.empty() : tensor<64x192xf32> loc("backward.transformer.h.1.attn.c_attn")
    %c1228 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.1.attn.c_attn")
    %t1229 = linalg.fill ins(%c1228 : f32) outs(%t1227 : tensor<64x192xf32>) -> tensor<64x192xf32> loc("backward.transformer.h.1.attn.c_attn")
    %t1230 = linalg.matmul ins(%t1226, %t1218 : tensor<64x64xf32>, tensor<64x192xf32>) outs(%t1229 : tensor<64x192xf32>) -> tensor<64x192xf32> loc("backward.transformer.h.1.attn.c_attn")
    %t1231 = tensor.empty() : tensor<192xf32> loc("backward.transformer.h.1.attn.c_attn")
    %c1232 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.1.attn.c_attn")
    %t1233 = linalg.fill ins(%c1232 : f32) outs(%t1231 : tensor<192xf32>) -> tensor<192xf32> loc("backward.transformer.h.1.attn.c_attn")
    %t1237 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%t1218 : tensor<64x192xf32>) outs(%t1233 : tensor<192xf32>) {
    ^bb0(%in1234: f32, %out1235: f32):
      %s1236 = arith.addf %out1235, %in1234 : f32
      linalg.yield %s1236 : f32
    } -> tensor<192xf32> loc("backward.transformer.h.1.attn.c_attn")
    %t1238 = tensor.expand_shape %t1237 [[0, 1]] output_shape [1, 192] : tensor<192xf32> into tensor<1x192xf32> loc("backward.transformer.h.1.attn.c_attn")
    %t1239 = tensor.collapse_shape %t1238 [[0, 1]] : tensor<1x192xf32> into tensor<192xf32> loc("backward.transformer.h.1.attn.c_attn")
    %t1240 = tensor.expand_shape %t1224 [[0, 1], [2]] output_shape [4, 16, 64] : tensor<64x64xf32> into tensor<4x16x64xf32> loc("backward.transformer.h.1.attn.c_attn")
    %t1241 = tensor.empty() : tensor<4x16x64xf32> loc("backward.transformer.h.1.ln_1")
    %t1246 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t300, %t314 : tensor<4x16x64xf32>, tensor<4x16x1xf32>) outs(%t1241 : tensor<4x16x64xf32>) {
    ^bb0(%in1242: f32, %in1243: f32, %out1244: f32):
      %s1245 = arith.subf %in1242, %in1243 : f32
      linalg.yield %s1245 : f32
    } -> tensor<4x16x64xf32> loc("backward.transformer.h.1.ln_1")
    %t1247 = tensor.empty() : tensor<4x16x64xf32> loc("backward.transformer.h.1.ln_1")
    %t1252 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1246, %t346 : tensor<4x16x64xf32>, tensor<4x16x1xf32>) outs(%t1247 : tensor<4x16x64xf32>) {
    ^bb0(%in1248: f32, %in1249: f32, %out1250: f32):
      %s1251 = arith.mulf %in1248, %in1249 : f32
      linalg.yield %s1251 : f32
    } -> tensor<4x16x64xf32> loc("backward.transformer.h.1.ln_1")
    %t1253 = tensor.empty() : tensor<4x16x64xf32> loc("backward.transformer.h.1.ln_1")
    %t1258 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1240, %primals_15 : tensor<4x16x64xf32>, tensor<64xf32>) outs(%t1253 : tensor<4x16x64xf32>) {
    ^bb0(%in1254: f32, %in1255: f32, %out1256: f32):
      %s1257 = arith.mulf %in1254, %in1255 : f32
      linalg.yield %s1257 : f32
    } -> tensor<4x16x64xf32> loc("backward.transformer.h.1.ln_1")
    %t1259 = tensor.empty() : tensor<4x16x64xf32> loc("backward.transformer.h.1.ln_1")
    %t1264 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1258 : tensor<4x16x64xf32>) outs(%t1259 : tensor<4x16x64xf32>) {
    ^bb0(%in1260: f32, %out1261: f32):
      %s1262 = arith.constant 6.400000000e+01 : f32
      %s1263 = arith.mulf %in1260, %s1262 : f32
      linalg.yield %s1263 : f32
    } -> tensor<4x16x64xf32> loc("backward.transformer.h.1.ln_1")
    %t1265 = tensor.empty() : tensor<4x16xf32> loc("backward.transformer.h.1.ln_1")
    %c1266 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.1.ln_1")
    %t1267 = linalg.fill ins(%c1266 : f32) outs(%t1265 : tensor<4x16xf32>) -> tensor<4x16xf32> loc("backward.transformer.h.1.ln_1")
    %t1271 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t1258 : tensor<4x16x64xf32>) outs(%t1267 : tensor<4x16xf32>) {
    ^bb0(%in1268: f32, %out1269: f32):
      %s1270 = arith.addf %out1269, %in1268 : f32
      linalg.yield %s1270 : f32
    } -> tensor<4x16xf32> loc("backward.transformer.h.1.ln_1")
    %t1272 = tensor.expand_shape %t1271 [[0], [1, 2]] output_shape [4, 16, 1] : tensor<4x16xf32> into tensor<4x16x1xf32> loc("backward.transformer.h.1.ln_1")
    %t1273 = tensor.empty() : tensor<4x16x64xf32> loc("backward.transformer.h.1.ln_1")
    %t1278 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1258, %t1252 : tensor<4x16x64xf32>, tensor<4x16x64xf32>) outs(%t1273 : tensor<4x16x64xf32>) {
    ^bb0(%in1274: f32, %in1275: f32, %out1276: f32):
      %s1277 = arith.mulf %in1274, %in1275 : f32
      linalg.yield %s1277 : f32
    } -> tensor<4x16x64xf32> loc("backward.transformer.h.1.ln_1")
    %t1279 = tensor.empty() : tensor<4x16xf32> loc("backward.transformer.h.1.ln_1")
    %c1280 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.1.ln_1")
    %t1281 = linalg.fill ins(%c1280 : f32) outs(%t1279 : tensor<4x16xf32>) -> tensor<4x16xf32> loc("backward.transformer.h.1.ln_1")
    %t1285 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t1278 : tensor<4x16x64xf32>) outs(%t1281 : tensor<4x16xf32>) {
    ^bb0(%in1282: f32, %out1283: f32):
      %s1284 = arith.addf %out1283, %in1282 : f32
      linalg.yield %s1284 : f32
    } -> tensor<4x16xf32> loc("backward.transformer.h.1.ln_1")
    %t1286 = tensor.expand_shape %t1285 [[0], [1, 2]] output_shape [4, 16, 1] : tensor<4x16xf32> into tensor<4x16x1xf32> loc("backward.transformer.h.1.ln_1")
    %t1287 = tensor.empty() : tensor<4x16x64xf32> loc("backward.transformer.h.1.ln_1")
    %t1292 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1252, %t1286 : tensor<4x16x64xf32>, tensor<4x16x1xf32>) outs(%t1287 : tensor<4x16x64xf32>) {
    ^bb0(%in1288: f32, %in1289: f32, %out1290: f32):
      %s1291 = arith.mulf %in1288, %in1289 : f32
      linalg.yield %s1291 : f32
    } -> tensor<4x16x64xf32> loc("backward.transformer.h.1.ln_1")
    %t1293 = tensor.empty() : tensor<4x16x64xf32> loc("backward.transformer.h.1.ln_1")
    %t1298 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1264, %t1272 : tensor<4x16x64xf32>, tensor<4x16x1xf32>) outs(%t1293 : tensor<4x16x64xf32>) {
    ^bb0(%in1294: f32, %in1295: f32, %out1296: f32):
      %s1297 = arith.subf %in1294, %in1295 : f32
      linalg.yield %s1297 : f32
    } -> tensor<4x16x64xf32> loc("backward.transformer.h.1.ln_1")
    %t1299 = tensor.empty() : tensor<4x16x64xf32> loc("backward.transformer.h.1.ln_1")
    %t1304 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1298, %t1292 : tensor<4x16x64xf32>, tensor<4x16x64xf32>) outs(%t1299 : tensor<4x16x64xf32>) {
    ^bb0(%in1300: f32, %in1301: f32, %out1302: f32):
      %s1303 = arith.subf %in1300, %in1301 : f32
      linalg.yield %s1303 : f32
    } -> tensor<4x16x64xf32> loc("backward.transformer.h.1.ln_1")
    %t1305 = tensor.empty() : tensor<4x16x1xf32> loc("backward.transformer.h.1.ln_1")
    %t1310 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t346 : tensor<4x16x1xf32>) outs(%t1305 : tensor<4x16x1xf32>) {
    ^bb0(%in1306: f32, %out1307: f32):
      %s1308 = arith.constant 6.400000000e+01 : f32
      %s1309 = arith.divf %in1306, %s1308 : f32
      linalg.yield %s1309 : f32
    } -> tensor<4x16x1xf32> loc("backward.transformer.h.1.ln_1")
    %t1311 = tensor.empty() : tensor<4x16x64xf32> loc("backward.transformer.h.1.ln_1")
    %t1316 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1310, %t1304 : tensor<4x16x1xf32>, tensor<4x16x64xf32>) outs(%t1311 : tensor<4x16x64xf32>) {
    ^bb0(%in1312: f32, %in1313: f32, %out1314: f32):
      %s1315 = arith.mulf %in1312, %in1313 : f32
      linalg.yield %s1315 : f32
    } -> tensor<4x16x64xf32> loc("backward.transformer.h.1.ln_1")
    %t1317 = tensor.empty() : tensor<4x16x64xf32> loc("backward.transformer.h.1.ln_1")
    %t1322 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1240, %t1252 : tensor<4x16x64xf32>, tensor<4x16x64xf32>) outs(%t1317 : tensor<4x16x64xf32>) {
    ^bb0(%in1318: f32, %in1319: f32, %out1320: f32):
      %s1321 = arith.mulf %in1318, %in1319 : f32
      linalg.yield %s1321 : f32
    } -> tensor<4x16x64xf32> loc("backward.transformer.h.1.ln_1")
    %t1323 = tensor.empty() : tensor<64xf32> loc("backward.transformer.h.1.ln_1")
    %c1324 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.1.ln_1")
    %t1325 = linalg.fill ins(%c1324 : f32) outs(%t1323 : tensor<64xf32>) -> tensor<64xf32> loc("backward.transformer.h.1.ln_1")
    %t1329 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%t1322 : tensor<4x16x64xf32>) outs(%t1325 : tensor<64xf32>) {
    ^bb0(%in1326: f32, %out1327: f32):
      %s1328 = arith.addf %out1327, %in1326 : f32
      linalg.yield %s1328 : f32
    } -> tensor<64xf32> loc("backward.transformer.h.1.ln_1")
    %t1330 = tensor.empty() : tensor<64xf32> loc("backward.transformer.h.1.ln_1")
    %c1331 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.1.ln_1")
    %t1332 = linalg.fill ins(%c1331 : f32) outs(%t1330 : tensor<64xf32>) -> tensor<64xf32> loc("backward.transformer.h.1.ln_1")
    %t1336 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%t1240 : tensor<4x16x64xf32>) outs(%t1332 : tensor<64xf32>) {
    ^bb0(%in1333: f32, %out1334: f32):
      %s1335 = arith.addf %out1334, %in1333 : f32
      linalg.yield %s1335 : f32
    } -> tensor<64xf32> loc("backward.transformer.h.1.ln_1")
    %t1337 = tensor.empty() : tensor<4x16x64xf32> loc("backward.add_17")
    %t1342 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1114, %t1316 : tensor<4x16x64xf32>, tensor<4x16x64xf32>) outs(%t1337 : tensor<4x16x64xf32>) {
    ^bb0(%in1338: f32, %in1339: f32, %out1340: f32):
      %s1341 = arith.addf %in1338, %in1339 : f32
      linalg.yield %s1341 : f32
    } -> tensor<4x16x64xf32> loc("backward.add_17")
    %t1343 = tensor.collapse_shape %t1342 [[0, 1], [2]] : tensor<4x16x64xf32> into tensor<64x64xf32> loc("backward.transformer.h.0.mlp.c_proj")
    %t1344 = tensor.empty() : tensor<64x256xf32> loc("backward.transformer.h.0.mlp.c_proj")
    %t1345 = linalg.transpose ins(%primals_13 : tensor<256x64xf32>) outs(%t1344 : tensor<64x256xf32>) permutation = [1, 0] loc("backward.transformer.h.0.mlp.c_proj")
    %t1346 = tensor.empty() : tensor<64x256xf32> loc("backward.transformer.h.0.mlp.c_proj")
    %c1347 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.0.mlp.c_proj")
    %t1348 = linalg.fill ins(%c1347 : f32) outs(%t1346 : tensor<64x256xf32>) -> tensor<64x256xf32> loc("backward.transformer.h.0.mlp.c_proj")
    %t1349 = linalg.matmul ins(%t1343, %t1345 : tensor<64x64xf32>, tensor<64x256xf32>) outs(%t1348 : tensor<64x256xf32>) -> tensor<64x256xf32> loc("backward.transformer.h.0.mlp.c_proj")
    %t1350 = tensor.empty() : tensor<256x64xf32> loc("backward.transformer.h.0.mlp.c_proj")
    %t1351 = linalg.transpose ins(%t288 : tensor<64x256xf32>) outs(%t1350 : tensor<256x64xf32>) permutation = [1, 0] loc("backward.transformer.h.0.mlp.c_proj")
    %t1352 = tensor.empty() : tensor<256x64xf32> loc("backward.transformer.h.0.mlp.c_proj")
    %c1353 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.0.mlp.c_proj")
    %t1354 = linalg.fill ins(%c1353 : f32) outs(%t1352 : tensor<256x64xf32>) -> tensor<256x64xf32> loc("backward.transformer.h.0.mlp.c_proj")
    %t1355 = linalg.matmul ins(%t1351, %t1343 : tensor<256x64xf32>, tensor<64x64xf32>) outs(%t1354 : tensor<256x64xf32>) -> tensor<256x64xf32> loc("backward.transformer.h.0.mlp.c_proj")
    %t1356 = tensor.empty() : tensor<64xf32> loc("backward.transformer.h.0.mlp.c_proj")
    %c1357 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.0.mlp.c_proj")
    %t1358 = linalg.fill ins(%c1357 : f32) outs(%t1356 : tensor<64xf32>) -> tensor<64xf32> loc("backward.transformer.h.0.mlp.c_proj")
    %t1362 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%t1343 : tensor<64x64xf32>) outs(%t1358 : tensor<64xf32>) {
    ^bb0(%in1359: f32, %out1360: f32):
      %s1361 = arith.addf %out1360, %in1359 : f32
      linalg.yield %s1361 : f32
    } -> tensor<64xf32> loc("backward.transformer.h.0.mlp.c_proj")
    %t1363 = tensor.expand_shape %t1362 [[0, 1]] output_shape [1, 64] : tensor<64xf32> into tensor<1x64xf32> loc("backward.transformer.h.0.mlp.c_proj")
    %t1364 = tensor.collapse_shape %t1363 [[0, 1]] : tensor<1x64xf32> into tensor<64xf32> loc("backward.transformer.h.0.mlp.c_proj")
    %t1365 = tensor.expand_shape %t1349 [[0, 1], [2]] output_shape [4, 16, 256] : tensor<64x256xf32> into tensor<4x16x256xf32> loc("backward.transformer.h.0.mlp.c_proj")
    %t1366 = tensor.empty() : tensor<4x16x256xf32> loc("backward.transformer.h.0.mlp.act")
    %t1371 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1365, %t246 : tensor<4x16x256xf32>, tensor<4x16x256xf32>) outs(%t1366 : tensor<4x16x256xf32>) {
    ^bb0(%in1367: f32, %in1368: f32, %out1369: f32):
      %s1370 = arith.mulf %in1367, %in1368 : f32
      linalg.yield %s1370 : f32
    } -> tensor<4x16x256xf32> loc("backward.transformer.h.0.mlp.act")
    %t1372 = tensor.empty() : tensor<4x16x256xf32> loc("backward.transformer.h.0.mlp.act")
    %t1377 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1365, %t281 : tensor<4x16x256xf32>, tensor<4x16x256xf32>) outs(%t1372 : tensor<4x16x256xf32>) {
    ^bb0(%in1373: f32, %in1374: f32, %out1375: f32):
      %s1376 = arith.mulf %in1373, %in1374 : f32
      linalg.yield %s1376 : f32
    } -> tensor<4x16x256xf32> loc("backward.transformer.h.0.mlp.act")
    %t1378 = tensor.empty() : tensor<4x16x256xf32> loc("backward.transformer.h.0.mlp.act")
    %t1383 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t275, %t275 : tensor<4x16x256xf32>, tensor<4x16x256xf32>) outs(%t1378 : tensor<4x16x256xf32>) {
    ^bb0(%in1379: f32, %in1380: f32, %out1381: f32):
      %s1382 = arith.mulf %in1379, %in1380 : f32
      linalg.yield %s1382 : f32
    } -> tensor<4x16x256xf32> loc("backward.transformer.h.0.mlp.act")
    %t1384 = tensor.empty() : tensor<4x16x256xf32> loc("backward.transformer.h.0.mlp.act")
    %t1389 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1383 : tensor<4x16x256xf32>) outs(%t1384 : tensor<4x16x256xf32>) {
    ^bb0(%in1385: f32, %out1386: f32):
      %s1387 = arith.constant 1.000000000e+00 : f32
      %s1388 = arith.subf %s1387, %in1385 : f32
      linalg.yield %s1388 : f32
    } -> tensor<4x16x256xf32> loc("backward.transformer.h.0.mlp.act")
    %t1390 = tensor.empty() : tensor<4x16x256xf32> loc("backward.transformer.h.0.mlp.act")
    %t1395 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1371, %t1389 : tensor<4x16x256xf32>, tensor<4x16x256xf32>) outs(%t1390 : tensor<4x16x256xf32>) {
    ^bb0(%in1391: f32, %in1392: f32, %out1393: f32):
      %s1394 = arith.mulf %in1391, %in1392 : f32
      linalg.yield %s1394 : f32
    } -> tensor<4x16x256xf32> loc("backward.transformer.h.0.mlp.act")
    %t1396 = tensor.empty() : tensor<4x16x256xf32> loc("backward.transformer.h.0.mlp.act")
    %t1401 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1395 : tensor<4x16x256xf32>) outs(%t1396 : tensor<4x16x256xf32>) {
    ^bb0(%in1397: f32, %out1398: f32):
      %s1399 = arith.constant 7.978845835e-01 : f32
      %s1400 = arith.mulf %in1397, %s1399 : f32
      linalg.yield %s1400 : f32
    } -> tensor<4x16x256xf32> loc("backward.transformer.h.0.mlp.act")
    %t1402 = tensor.empty() : tensor<4x16x256xf32> loc("backward.transformer.h.0.mlp.act")
    %t1407 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1401 : tensor<4x16x256xf32>) outs(%t1402 : tensor<4x16x256xf32>) {
    ^bb0(%in1403: f32, %out1404: f32):
      %s1405 = arith.constant 4.471499845e-02 : f32
      %s1406 = arith.mulf %in1403, %s1405 : f32
      linalg.yield %s1406 : f32
    } -> tensor<4x16x256xf32> loc("backward.transformer.h.0.mlp.act")
    %t1408 = tensor.empty() : tensor<4x16x256xf32> loc("backward.transformer.h.0.mlp.act")
    %t1412 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t240 : tensor<4x16x256xf32>) outs(%t1408 : tensor<4x16x256xf32>) {
    ^bb0(%in1409: f32, %out1410: f32):
      %s1411 = arith.mulf %in1409, %in1409 : f32
      linalg.yield %s1411 : f32
    } -> tensor<4x16x256xf32> loc("backward.transformer.h.0.mlp.act")
    %t1413 = tensor.empty() : tensor<4x16x256xf32> loc("backward.transformer.h.0.mlp.act")
    %t1418 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1412 : tensor<4x16x256xf32>) outs(%t1413 : tensor<4x16x256xf32>) {
    ^bb0(%in1414: f32, %out1415: f32):
      %s1416 = arith.constant 3.000000000e+00 : f32
      %s1417 = arith.mulf %in1414, %s1416 : f32
      linalg.yield %s1417 : f32
    } -> tensor<4x16x256xf32> loc("backward.transformer.h.0.mlp.act")
    %t1419 = tensor.empty() : tensor<4x16x256xf32> loc("backward.transformer.h.0.mlp.act")
    %t1424 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1407, %t1418 : tensor<4x16x256xf32>, tensor<4x16x256xf32>) outs(%t1419 : tensor<4x16x256xf32>) {
    ^bb0(%in1420: f32, %in1421: f32, %out1422: f32):
      %s1423 = arith.mulf %in1420, %in1421 : f32
      linalg.yield %s1423 : f32
    } -> tensor<4x16x256xf32> loc("backward.transformer.h.0.mlp.act")
    %t1425 = tensor.empty() : tensor<4x16x256xf32> loc("backward.add_18")
    %t1430 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1401, %t1424 : tensor<4x16x256xf32>, tensor<4x16x256xf32>) outs(%t1425 : tensor<4x16x256xf32>) {
    ^bb0(%in1426: f32, %in1427: f32, %out1428: f32):
      %s1429 = arith.addf %in1426, %in1427 : f32
      linalg.yield %s1429 : f32
    } -> tensor<4x16x256xf32> loc("backward.add_18")
    %t1431 = tensor.empty() : tensor<4x16x256xf32> loc("backward.transformer.h.0.mlp.act")
    %t1436 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1377 : tensor<4x16x256xf32>) outs(%t1431 : tensor<4x16x256xf32>) {
    ^bb0(%in1432: f32, %out1433: f32):
      %s1434 = arith.constant 5.000000000e-01 : f32
      %s1435 = arith.mulf %in1432, %s1434 : f32
      linalg.yield %s1435 : f32
    } -> tensor<4x16x256xf32> loc("backward.transformer.h.0.mlp.act")
    %t1437 = tensor.empty() : tensor<4x16x256xf32> loc("backward.add_19")
    %t1442 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1430, %t1436 : tensor<4x16x256xf32>, tensor<4x16x256xf32>) outs(%t1437 : tensor<4x16x256xf32>) {
    ^bb0(%in1438: f32, %in1439: f32, %out1440: f32):
      %s1441 = arith.addf %in1438, %in1439 : f32
      linalg.yield %s1441 : f32
    } -> tensor<4x16x256xf32> loc("backward.add_19")
    %t1443 = tensor.collapse_shape %t1442 [[0, 1], [2]] : tensor<4x16x256xf32> into tensor<64x256xf32> loc("backward.transformer.h.0.mlp.c_fc")
    %t1444 = tensor.empty() : tensor<256x64xf32> loc("backward.transformer.h.0.mlp.c_fc")
    %t1445 = linalg.transpose ins(%primals_11 : tensor<64x256xf32>) outs(%t1444 : tensor<256x64xf32>) permutation = [1, 0] loc("backward.transformer.h.0.mlp.c_fc")
    %t1446 = tensor.empty() : tensor<64x64xf32> loc("backward.transformer.h.0.mlp.c_fc")
    %c1447 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.0.mlp.c_fc")
    %t1448 = linalg.fill ins(%c1447 : f32) outs(%t1446 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.transformer.h.0.mlp.c_fc")
    %t1449 = linalg.matmul ins(%t1443, %t1445 : tensor<64x256xf32>, tensor<256x64xf32>) outs(%t1448 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.transformer.h.0.mlp.c_fc")
    %t1450 = tensor.empty() : tensor<64x64xf32> loc("backward.transformer.h.0.mlp.c_fc")
    %t1451 = linalg.transpose ins(%t234 : tensor<64x64xf32>) outs(%t1450 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.transformer.h.0.mlp.c_fc")
    %t1452 = tensor.empty() : tensor<64x256xf32> loc("backward.transformer.h.0.mlp.c_fc")
    %c1453 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.0.mlp.c_fc")
    %t1454 = linalg.fill ins(%c1453 : f32) outs(%t1452 : tensor<64x256xf32>) -> tensor<64x256xf32> loc("backward.transformer.h.0.mlp.c_fc")
    %t1455 = linalg.matmul ins(%t1451, %t1443 : tensor<64x64xf32>, tensor<64x256xf32>) outs(%t1454 : tensor<64x256xf32>) -> tensor<64x256xf32> loc("backward.transformer.h.0.mlp.c_fc")
    %t1456 = tensor.empty() : tensor<256xf32> loc("backward.transformer.h.0.mlp.c_fc")
    %c1457 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.0.mlp.c_fc")
    %t1458 = linalg.fill ins(%c1457 : f32) outs(%t1456 : tensor<256xf32>) -> tensor<256xf32> loc("backward.transformer.h.0.mlp.c_fc")
    %t1462 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%t1443 : tensor<64x256xf32>) outs(%t1458 : tensor<256xf32>) {
    ^bb0(%in1459: f32, %out1460: f32):
      %s1461 = arith.addf %out1460, %in1459 : f32
      linalg.yield %s1461 : f32
    } -> tensor<256xf32> loc("backward.transformer.h.0.mlp.c_fc")
    %t1463 = tensor.expand_shape %t1462 [[0, 1]] output_shape [1, 256] : tensor<256xf32> into tensor<1x256xf32> loc("backward.transformer.h.0.mlp.c_fc")
    %t1464 = tensor.collapse_shape %t1463 [[0, 1]] : tensor<1x256xf32> into tensor<256xf32> loc("backward.transformer.h.0.mlp.c_fc")
    %t1465 = tensor.expand_shape %t1449 [[0, 1], [2]] output_shape [4, 16, 64] : tensor<64x64xf32> into tensor<4x16x64xf32> loc("backward.transformer.h.0.mlp.c_fc")
    %t1466 = tensor.empty() : tensor<4x16x64xf32> loc("backward.transformer.h.0.ln_2")
    %t1471 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t169, %t183 : tensor<4x16x64xf32>, tensor<4x16x1xf32>) outs(%t1466 : tensor<4x16x64xf32>) {
    ^bb0(%in1467: f32, %in1468: f32, %out1469: f32):
      %s1470 = arith.subf %in1467, %in1468 : f32
      linalg.yield %s1470 : f32
    } -> tensor<4x16x64xf32> loc("backward.transformer.h.0.ln_2")
    %t1472 = tensor.empty() : tensor<4x16x64xf32> loc("backward.transformer.h.0.ln_2")
    %t1477 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1471, %t215 : tensor<4x16x64xf32>, tensor<4x16x1xf32>) outs(%t1472 : tensor<4x16x64xf32>) {
    ^bb0(%in1473: f32, %in1474: f32, %out1475: f32):
      %s1476 = arith.mulf %in1473, %in1474 : f32
      linalg.yield %s1476 : f32
    } -> tensor<4x16x64xf32> loc("backward.transformer.h.0.ln_2")
    %t1478 = tensor.empty() : tensor<4x16x64xf32> loc("backward.transformer.h.0.ln_2")
    %t1483 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1465, %primals_9 : tensor<4x16x64xf32>, tensor<64xf32>) outs(%t1478 : tensor<4x16x64xf32>) {
    ^bb0(%in1479: f32, %in1480: f32, %out1481: f32):
      %s1482 = arith.mulf %in1479, %in1480 : f32
      linalg.yield %s1482 : f32
    } -> tensor<4x16x64xf32> loc("backward.transformer.h.0.ln_2")
    %t1484 = tensor.empty() : tensor<4x16x64xf32> loc("backward.transformer.h.0.ln_2")
    %t1489 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1483 : tensor<4x16x64xf32>) outs(%t1484 : tensor<4x16x64xf32>) {
    ^bb0(%in1485: f32, %out1486: f32):
      %s1487 = arith.constant 6.400000000e+01 : f32
      %s1488 = arith.mulf %in1485, %s1487 : f32
      linalg.yield %s1488 : f32
    } -> tensor<4x16x64xf32> loc("backward.transformer.h.0.ln_2")
    %t1490 = tensor.empty() : tensor<4x16xf32> loc("backward.transformer.h.0.ln_2")
    %c1491 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.0.ln_2")
    %t1492 = linalg.fill ins(%c1491 : f32) outs(%t1490 : tensor<4x16xf32>) -> tensor<4x16xf32> loc("backward.transformer.h.0.ln_2")
    %t1496 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t1483 : tensor<4x16x64xf32>) outs(%t1492 : tensor<4x16xf32>) {
    ^bb0(%in1493: f32, %out1494: f32):
      %s1495 = arith.addf %out1494, %in1493 : f32
      linalg.yield %s1495 : f32
    } -> tensor<4x16xf32> loc("backward.transformer.h.0.ln_2")
    %t1497 = tensor.expand_shape %t1496 [[0], [1, 2]] output_shape [4, 16, 1] : tensor<4x16xf32> into tensor<4x16x1xf32> loc("backward.transformer.h.0.ln_2")
    %t1498 = tensor.empty() : tensor<4x16x64xf32> loc("backward.transformer.h.0.ln_2")
    %t1503 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1483, %t1477 : tensor<4x16x64xf32>, tensor<4x16x64xf32>) outs(%t1498 : tensor<4x16x64xf32>) {
    ^bb0(%in1499: f32, %in1500: f32, %out1501: f32):
      %s1502 = arith.mulf %in1499, %in1500 : f32
      linalg.yield %s1502 : f32
    } -> tensor<4x16x64xf32> loc("backward.transformer.h.0.ln_2")
    %t1504 = tensor.empty() : tensor<4x16xf32> loc("backward.transformer.h.0.ln_2")
    %c1505 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.0.ln_2")
    %t1506 = linalg.fill ins(%c1505 : f32) outs(%t1504 : tensor<4x16xf32>) -> tensor<4x16xf32> loc("backward.transformer.h.0.ln_2")
    %t1510 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t1503 : tensor<4x16x64xf32>) outs(%t1506 : tensor<4x16xf32>) {
    ^bb0(%in1507: f32, %out1508: f32):
      %s1509 = arith.addf %out1508, %in1507 : f32
      linalg.yield %s1509 : f32
    } -> tensor<4x16xf32> loc("backward.transformer.h.0.ln_2")
    %t1511 = tensor.expand_shape %t1510 [[0], [1, 2]] output_shape [4, 16, 1] : tensor<4x16xf32> into tensor<4x16x1xf32> loc("backward.transformer.h.0.ln_2")
    %t1512 = tensor.empty() : tensor<4x16x64xf32> loc("backward.transformer.h.0.ln_2")
    %t1517 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1477, %t1511 : tensor<4x16x64xf32>, tensor<4x16x1xf32>) outs(%t1512 : tensor<4x16x64xf32>) {
    ^bb0(%in1513: f32, %in1514: f32, %out1515: f32):
      %s1516 = arith.mulf %in1513, %in1514 : f32
      linalg.yield %s1516 : f32
    } -> tensor<4x16x64xf32> loc("backward.transformer.h.0.ln_2")
    %t1518 = tensor.empty() : tensor<4x16x64xf32> loc("backward.transformer.h.0.ln_2")
    %t1523 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1489, %t1497 : tensor<4x16x64xf32>, tensor<4x16x1xf32>) outs(%t1518 : tensor<4x16x64xf32>) {
    ^bb0(%in1519: f32, %in1520: f32, %out1521: f32):
      %s1522 = arith.subf %in1519, %in1520 : f32
      linalg.yield %s1522 : f32
    } -> tensor<4x16x64xf32> loc("backward.transformer.h.0.ln_2")
    %t1524 = tensor.empty() : tensor<4x16x64xf32> loc("backward.transformer.h.0.ln_2")
    %t1529 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1523, %t1517 : tensor<4x16x64xf32>, tensor<4x16x64xf32>) outs(%t1524 : tensor<4x16x64xf32>) {
    ^bb0(%in1525: f32, %in1526: f32, %out1527: f32):
      %s1528 = arith.subf %in1525, %in1526 : f32
      linalg.yield %s1528 : f32
    } -> tensor<4x16x64xf32> loc("backward.transformer.h.0.ln_2")
    %t1530 = tensor.empty() : tensor<4x16x1xf32> loc("backward.transformer.h.0.ln_2")
    %t1535 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t215 : tensor<4x16x1xf32>) outs(%t1530 : tensor<4x16x1xf32>) {
    ^bb0(%in1531: f32, %out1532: f32):
      %s1533 = arith.constant 6.400000000e+01 : f32
      %s1534 = arith.divf %in1531, %s1533 : f32
      linalg.yield %s1534 : f32
    } -> tensor<4x16x1xf32> loc("backward.transformer.h.0.ln_2")
    %t1536 = tensor.empty() : tensor<4x16x64xf32> loc("backward.transformer.h.0.ln_2")
    %t1541 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1535, %t1529 : tensor<4x16x1xf32>, tensor<4x16x64xf32>) outs(%t1536 : tensor<4x16x64xf32>) {
    ^bb0(%in1537: f32, %in1538: f32, %out1539: f32):
      %s1540 = arith.mulf %in1537, %in1538 : f32
      linalg.yield %s1540 : f32
    } -> tensor<4x16x64xf32> loc("backward.transformer.h.0.ln_2")
    %t1542 = tensor.empty() : tensor<4x16x64xf32> loc("backward.transformer.h.0.ln_2")
    %t1547 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1465, %t1477 : tensor<4x16x64xf32>, tensor<4x16x64xf32>) outs(%t1542 : tensor<4x16x64xf32>) {
    ^bb0(%in1543: f32, %in1544: f32, %out1545: f32):
      %s1546 = arith.mulf %in1543, %in1544 : f32
      linalg.yield %s1546 : f32
    } -> tensor<4x16x64xf32> loc("backward.transformer.h.0.ln_2")
    %t1548 = tensor.empty() : tensor<64xf32> loc("backward.transformer.h.0.ln_2")
    %c1549 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.0.ln_2")
    %t1550 = linalg.fill ins(%c1549 : f32) outs(%t1548 : tensor<64xf32>) -> tensor<64xf32> loc("backward.transformer.h.0.ln_2")
    %t1554 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%t1547 : tensor<4x16x64xf32>) outs(%t1550 : tensor<64xf32>) {
    ^bb0(%in1551: f32, %out1552: f32):
      %s1553 = arith.addf %out1552, %in1551 : f32
      linalg.yield %s1553 : f32
    } -> tensor<64xf32> loc("backward.transformer.h.0.ln_2")
    %t1555 = tensor.empty() : tensor<64xf32> loc("backward.transformer.h.0.ln_2")
    %c1556 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.0.ln_2")
    %t1557 = linalg.fill ins(%c1556 : f32) outs(%t1555 : tensor<64xf32>) -> tensor<64xf32> loc("backward.transformer.h.0.ln_2")
    %t1561 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%t1465 : tensor<4x16x64xf32>) outs(%t1557 : tensor<64xf32>) {
    ^bb0(%in1558: f32, %out1559: f32):
      %s1560 = arith.addf %out1559, %in1558 : f32
      linalg.yield %s1560 : f32
    } -> tensor<64xf32> loc("backward.transformer.h.0.ln_2")
    %t1562 = tensor.empty() : tensor<4x16x64xf32> loc("backward.add_20")
    %t1567 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1342, %t1541 : tensor<4x16x64xf32>, tensor<4x16x64xf32>) outs(%t1562 : tensor<4x16x64xf32>) {
    ^bb0(%in1563: f32, %in1564: f32, %out1565: f32):
      %s1566 = arith.addf %in1563, %in1564 : f32
      linalg.yield %s1566 : f32
    } -> tensor<4x16x64xf32> loc("backward.add_20")
    %t1568 = tensor.collapse_shape %t1567 [[0, 1], [2]] : tensor<4x16x64xf32> into tensor<64x64xf32> loc("backward.transformer.h.0.attn.c_proj")
    %t1569 = tensor.empty() : tensor<64x64xf32> loc("backward.transformer.h.0.attn.c_proj")
    %t1570 = linalg.transpose ins(%primals_7 : tensor<64x64xf32>) outs(%t1569 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.transformer.h.0.attn.c_proj")
    %t1571 = tensor.empty() : tensor<64x64xf32> loc("backward.transformer.h.0.attn.c_proj")
    %c1572 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.0.attn.c_proj")
    %t1573 = linalg.fill ins(%c1572 : f32) outs(%t1571 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.transformer.h.0.attn.c_proj")
    %t1574 = linalg.matmul ins(%t1568, %t1570 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%t1573 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.transformer.h.0.attn.c_proj")
    %t1575 = tensor.empty() : tensor<64x64xf32> loc("backward.transformer.h.0.attn.c_proj")
    %t1576 = linalg.transpose ins(%t157 : tensor<64x64xf32>) outs(%t1575 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.transformer.h.0.attn.c_proj")
    %t1577 = tensor.empty() : tensor<64x64xf32> loc("backward.transformer.h.0.attn.c_proj")
    %c1578 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.0.attn.c_proj")
    %t1579 = linalg.fill ins(%c1578 : f32) outs(%t1577 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.transformer.h.0.attn.c_proj")
    %t1580 = linalg.matmul ins(%t1576, %t1568 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%t1579 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.transformer.h.0.attn.c_proj")
    %t1581 = tensor.empty() : tensor<64xf32> loc("backward.transformer.h.0.attn.c_proj")
    %c1582 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.0.attn.c_proj")
    %t1583 = linalg.fill ins(%c1582 : f32) outs(%t1581 : tensor<64xf32>) -> tensor<64xf32> loc("backward.transformer.h.0.attn.c_proj")
    %t1587 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%t1568 : tensor<64x64xf32>) outs(%t1583 : tensor<64xf32>) {
    ^bb0(%in1584: f32, %out1585: f32):
      %s1586 = arith.addf %out1585, %in1584 : f32
      linalg.yield %s1586 : f32
    } -> tensor<64xf32> loc("backward.transformer.h.0.attn.c_proj")
    %t1588 = tensor.expand_shape %t1587 [[0, 1]] output_shape [1, 64] : tensor<64xf32> into tensor<1x64xf32> loc("backward.transformer.h.0.attn.c_proj")
    %t1589 = tensor.collapse_shape %t1588 [[0, 1]] : tensor<1x64xf32> into tensor<64xf32> loc("backward.transformer.h.0.attn.c_proj")
    %t1590 = tensor.expand_shape %t1574 [[0, 1], [2]] output_shape [4, 16, 64] : tensor<64x64xf32> into tensor<4x16x64xf32> loc("backward.transformer.h.0.attn.c_proj")
    %t1591 = tensor.expand_shape %t1590 [[0], [1], [2, 3]] output_shape [4, 16, 4, 16] : tensor<4x16x64xf32> into tensor<4x16x4x16xf32> loc("backward.transformer.h.0.attn")
    %t1592 = tensor.empty() : tensor<4x4x16x16xf32> loc("backward.transformer.h.0.attn")
    %t1593 = linalg.transpose ins(%t1591 : tensor<4x16x4x16xf32>) outs(%t1592 : tensor<4x4x16x16xf32>) permutation = [0, 2, 1, 3] loc("backward.transformer.h.0.attn")
    %t1594 = tensor.collapse_shape %t1593 [[0, 1], [2], [3]] : tensor<4x4x16x16xf32> into tensor<16x16x16xf32> loc("backward.transformer.h.0.attn")
    %t1595 = tensor.empty() : tensor<16x16x16xf32> loc("backward.transformer.h.0.attn")
    %t1596 = linalg.transpose ins(%t147 : tensor<16x16x16xf32>) outs(%t1595 : tensor<16x16x16xf32>) permutation = [0, 2, 1] loc("backward.transformer.h.0.attn")
    %t1597 = tensor.empty() : tensor<16x16x16xf32> loc("backward.transformer.h.0.attn")
    %c1598 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.0.attn")
    %t1599 = linalg.fill ins(%c1598 : f32) outs(%t1597 : tensor<16x16x16xf32>) -> tensor<16x16x16xf32> loc("backward.transformer.h.0.attn")
    %t1600 = linalg.batch_matmul ins(%t1596, %t1594 : tensor<16x16x16xf32>, tensor<16x16x16xf32>) outs(%t1599 : tensor<16x16x16xf32>) -> tensor<16x16x16xf32> loc("backward.transformer.h.0.attn")
    %t1601 = tensor.empty() : tensor<16x16x16xf32> loc("backward.transformer.h.0.attn")
    %t1602 = linalg.transpose ins(%t148 : tensor<16x16x16xf32>) outs(%t1601 : tensor<16x16x16xf32>) permutation = [0, 2, 1] loc("backward.transformer.h.0.attn")
    %t1603 = tensor.empty() : tensor<16x16x16xf32> loc("backward.transformer.h.0.attn")
    %c1604 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.0.attn")
    %t1605 = linalg.fill ins(%c1604 : f32) outs(%t1603 : tensor<16x16x16xf32>) -> tensor<16x16x16xf32> loc("backward.transformer.h.0.attn")
    %t1606 = linalg.batch_matmul ins(%t1594, %t1602 : tensor<16x16x16xf32>, tensor<16x16x16xf32>) outs(%t1605 : tensor<16x16x16xf32>) -> tensor<16x16x16xf32> loc("backward.transformer.h.0.attn")
    %t1607 = tensor.expand_shape %t1600 [[0, 1], [2], [3]] output_shape [4, 4, 16, 16] : tensor<16x16x16xf32> into tensor<4x4x16x16xf32> loc("backward.transformer.h.0.attn")
    %t1608 = tensor.expand_shape %t1606 [[0, 1], [2], [3]] output_shape [4, 4, 16, 16] : tensor<16x16x16xf32> into tensor<4x4x16x16xf32> loc("backward.transformer.h.0.attn")
    %t1609 = tensor.empty() : tensor<4x4x16x16xf32> loc("backward.transformer.h.0.attn")
    %t1614 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1608, %t146 : tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) outs(%t1609 : tensor<4x4x16x16xf32>) {
    ^bb0(%in1610: f32, %in1611: f32, %out1612: f32):
      %s1613 = arith.mulf %in1610, %in1611 : f32
      linalg.yield %s1613 : f32
    } -> tensor<4x4x16x16xf32> loc("backward.transformer.h.0.attn")
    %t1615 = tensor.empty() : tensor<4x4x16xf32> loc("backward.transformer.h.0.attn")
    %c1616 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.0.attn")
    %t1617 = linalg.fill ins(%c1616 : f32) outs(%t1615 : tensor<4x4x16xf32>) -> tensor<4x4x16xf32> loc("backward.transformer.h.0.attn")
    %t1621 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%t1614 : tensor<4x4x16x16xf32>) outs(%t1617 : tensor<4x4x16xf32>) {
    ^bb0(%in1618: f32, %out1619: f32):
      %s1620 = arith.addf %out1619, %in1618 : f32
      linalg.yield %s1620 : f32
    } -> tensor<4x4x16xf32> loc("backward.transformer.h.0.attn")
    %t1622 = tensor.expand_shape %t1621 [[0], [1], [2, 3]] output_shape [4, 4, 16, 1] : tensor<4x4x16xf32> into tensor<4x4x16x1xf32> loc("backward.transformer.h.0.attn")
    %t1623 = tensor.empty() : tensor<4x4x16x16xf32> loc("backward.transformer.h.0.attn")
    %t1628 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t146, %t1622 : tensor<4x4x16x16xf32>, tensor<4x4x16x1xf32>) outs(%t1623 : tensor<4x4x16x16xf32>) {
    ^bb0(%in1624: f32, %in1625: f32, %out1626: f32):
      %s1627 = arith.mulf %in1624, %in1625 : f32
      linalg.yield %s1627 : f32
    } -> tensor<4x4x16x16xf32> loc("backward.transformer.h.0.attn")
    %t1629 = tensor.empty() : tensor<4x4x16x16xf32> loc("backward.transformer.h.0.attn")
    %t1634 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1614, %t1628 : tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) outs(%t1629 : tensor<4x4x16x16xf32>) {
    ^bb0(%in1630: f32, %in1631: f32, %out1632: f32):
      %s1633 = arith.subf %in1630, %in1631 : f32
      linalg.yield %s1633 : f32
    } -> tensor<4x4x16x16xf32> loc("backward.transformer.h.0.attn")
    %t1635 = tensor.empty() : tensor<4x4x16x16xf32> loc("backward.transformer.h.0.attn")
    %t1640 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1634 : tensor<4x4x16x16xf32>) outs(%t1635 : tensor<4x4x16x16xf32>) {
    ^bb0(%in1636: f32, %out1637: f32):
      %s1638 = arith.constant 2.500000000e-01 : f32
      %s1639 = arith.mulf %in1636, %s1638 : f32
      linalg.yield %s1639 : f32
    } -> tensor<4x4x16x16xf32> loc("backward.transformer.h.0.attn")
    %t1641 = tensor.collapse_shape %t1640 [[0, 1], [2], [3]] : tensor<4x4x16x16xf32> into tensor<16x16x16xf32> loc("backward.transformer.h.0.attn")
    %t1642 = tensor.empty() : tensor<16x16x16xf32> loc("backward.transformer.h.0.attn")
    %t1643 = linalg.transpose ins(%t98 : tensor<16x16x16xf32>) outs(%t1642 : tensor<16x16x16xf32>) permutation = [0, 2, 1] loc("backward.transformer.h.0.attn")
    %t1644 = tensor.empty() : tensor<16x16x16xf32> loc("backward.transformer.h.0.attn")
    %c1645 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.0.attn")
    %t1646 = linalg.fill ins(%c1645 : f32) outs(%t1644 : tensor<16x16x16xf32>) -> tensor<16x16x16xf32> loc("backward.transformer.h.0.attn")
    %t1647 = linalg.batch_matmul ins(%t1643, %t1641 : tensor<16x16x16xf32>, tensor<16x16x16xf32>) outs(%t1646 : tensor<16x16x16xf32>) -> tensor<16x16x16xf32> loc("backward.transformer.h.0.attn")
    %t1648 = tensor.empty() : tensor<16x16x16xf32> loc("backward.transformer.h.0.attn")
    %t1649 = linalg.transpose ins(%t99 : tensor<16x16x16xf32>) outs(%t1648 : tensor<16x16x16xf32>) permutation = [0, 2, 1] loc("backward.transformer.h.0.attn")
    %t1650 = tensor.empty() : tensor<16x16x16xf32> loc("backward.transformer.h.0.attn")
    %c1651 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.0.attn")
    %t1652 = linalg.fill ins(%c1651 : f32) outs(%t1650 : tensor<16x16x16xf32>) -> tensor<16x16x16xf32> loc("backward.transformer.h.0.attn")
    %t1653 = linalg.batch_matmul ins(%t1641, %t1649 : tensor<16x16x16xf32>, tensor<16x16x16xf32>) outs(%t1652 : tensor<16x16x16xf32>) -> tensor<16x16x16xf32> loc("backward.transformer.h.0.attn")
    %t1654 = tensor.expand_shape %t1647 [[0, 1], [2], [3]] output_shape [4, 4, 16, 16] : tensor<16x16x16xf32> into tensor<4x4x16x16xf32> loc("backward.transformer.h.0.attn")
    %t1655 = tensor.expand_shape %t1653 [[0, 1], [2], [3]] output_shape [4, 4, 16, 16] : tensor<16x16x16xf32> into tensor<4x4x16x16xf32> loc("backward.transformer.h.0.attn")
    %t1656 = tensor.empty() : tensor<4x4x16x16xf32> loc("backward.transformer.h.0.attn")
    %t1657 = linalg.transpose ins(%t1654 : tensor<4x4x16x16xf32>) outs(%t1656 : tensor<4x4x16x16xf32>) permutation = [0, 1, 3, 2] loc("backward.transformer.h.0.attn")
    %t1658 = tensor.empty() : tensor<4x16x4x16xf32> loc("backward.transformer.h.0.attn")
    %t1659 = linalg.transpose ins(%t1655 : tensor<4x4x16x16xf32>) outs(%t1658 : tensor<4x16x4x16xf32>) permutation = [0, 2, 1, 3] loc("backward.transformer.h.0.attn")
    %t1660 = tensor.collapse_shape %t1659 [[0], [1], [2, 3]] : tensor<4x16x4x16xf32> into tensor<4x16x64xf32> loc("backward.transformer.h.0.attn")
    %t1661 = tensor.empty() : tensor<4x16x4x16xf32> loc("backward.transformer.h.0.attn")
    %t1662 = linalg.transpose ins(%t1607 : tensor<4x4x16x16xf32>) outs(%t1661 : tensor<4x16x4x16xf32>) permutation = [0, 2, 1, 3] loc("backward.transformer.h.0.attn")
    %t1663 = tensor.collapse_shape %t1662 [[0], [1], [2, 3]] : tensor<4x16x4x16xf32> into tensor<4x16x64xf32> loc("backward.transformer.h.0.attn")
    %t1664 = tensor.empty() : tensor<4x16x4x16xf32> loc("backward.transformer.h.0.attn")
    %t1665 = linalg.transpose ins(%t1657 : tensor<4x4x16x16xf32>) outs(%t1664 : tensor<4x16x4x16xf32>) permutation = [0, 2, 1, 3] loc("backward.transformer.h.0.attn")
    %t1666 = tensor.collapse_shape %t1665 [[0], [1], [2, 3]] : tensor<4x16x4x16xf32> into tensor<4x16x64xf32> loc("backward.transformer.h.0.attn")
    %t1667 = tensor.empty() : tensor<4x16x192xf32> loc("backward.transformer.h.0.attn")
    %t1668 = tensor.insert_slice %t1660 into %t1667[0, 0, 0] [4, 16, 64] [1, 1, 1] : tensor<4x16x64xf32> into tensor<4x16x192xf32> loc("backward.transformer.h.0.attn")
    %t1669 = tensor.insert_slice %t1666 into %t1668[0, 0, 64] [4, 16, 64] [1, 1, 1] : tensor<4x16x64xf32> into tensor<4x16x192xf32> loc("backward.transformer.h.0.attn")
    %t1670 = tensor.insert_slice %t1663 into %t1669[0, 0, 128] [4, 16, 64] [1, 1, 1] : tensor<4x16x64xf32> into tensor<4x16x192xf32> loc("backward.transformer.h.0.attn")
    %t1671 = tensor.collapse_shape %t1670 [[0, 1], [2]] : tensor<4x16x192xf32> into tensor<64x192xf32> loc("backward.transformer.h.0.attn.c_attn")
    %t1672 = tensor.empty() : tensor<192x64xf32> loc("backward.transformer.h.0.attn.c_attn")
    %t1673 = linalg.transpose ins(%primals_5 : tensor<64x192xf32>) outs(%t1672 : tensor<192x64xf32>) permutation = [1, 0] loc("backward.transformer.h.0.attn.c_attn")
    %t1674 = tensor.empty() : tensor<64x64xf32> loc("backward.transformer.h.0.attn.c_attn")
    %c1675 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.0.attn.c_attn")
    %t1676 = linalg.fill ins(%c1675 : f32) outs(%t1674 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.transformer.h.0.attn.c_attn")
    %t1677 = linalg.matmul ins(%t1671, %t1673 : tensor<64x192xf32>, tensor<192x64xf32>) outs(%t1676 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.transformer.h.0.attn.c_attn")
    %t1678 = tensor.empty() : tensor<64x64xf32> loc("backward.transformer.h.0.attn.c_attn")
    %t1679 = linalg.transpose ins(%t77 : tensor<64x64xf32>) outs(%t1678 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.transformer.h.0.attn.c_attn")
    %t1680 = tensor.empty() : tensor<64x192xf32> loc("backward.transformer.h.0.attn.c_attn")
    %c1681 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.0.attn.c_attn")
    %t1682 = linalg.fill ins(%c1681 : f32) outs(%t1680 : tensor<64x192xf32>) -> tensor<64x192xf32> loc("backward.transformer.h.0.attn.c_attn")
    %t1683 = linalg.matmul ins(%t1679, %t1671 : tensor<64x64xf32>, tensor<64x192xf32>) outs(%t1682 : tensor<64x192xf32>) -> tensor<64x192xf32> loc("backward.transformer.h.0.attn.c_attn")
    %t1684 = tensor.empty() : tensor<192xf32> loc("backward.transformer.h.0.attn.c_attn")
    %c1685 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.0.attn.c_attn")
    %t1686 = linalg.fill ins(%c1685 : f32) outs(%t1684 : tensor<192xf32>) -> tensor<192xf32> loc("backward.transformer.h.0.attn.c_attn")
    %t1690 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%t1671 : tensor<64x192xf32>) outs(%t1686 : tensor<192xf32>) {
    ^bb0(%in1687: f32, %out1688: f32):
      %s1689 = arith.addf %out1688, %in1687 : f32
      linalg.yield %s1689 : f32
    } -> tensor<192xf32> loc("backward.transformer.h.0.attn.c_attn")
    %t1691 = tensor.expand_shape %t1690 [[0, 1]] output_shape [1, 192] : tensor<192xf32> into tensor<1x192xf32> loc("backward.transformer.h.0.attn.c_attn")
    %t1692 = tensor.collapse_shape %t1691 [[0, 1]] : tensor<1x192xf32> into tensor<192xf32> loc("backward.transformer.h.0.attn.c_attn")
    %t1693 = tensor.expand_shape %t1677 [[0, 1], [2]] output_shape [4, 16, 64] : tensor<64x64xf32> into tensor<4x16x64xf32> loc("backward.transformer.h.0.attn.c_attn")
    %t1694 = tensor.empty() : tensor<4x16x64xf32> loc("backward.transformer.h.0.ln_1")
    %t1699 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t12, %t26 : tensor<4x16x64xf32>, tensor<4x16x1xf32>) outs(%t1694 : tensor<4x16x64xf32>) {
    ^bb0(%in1695: f32, %in1696: f32, %out1697: f32):
      %s1698 = arith.subf %in1695, %in1696 : f32
      linalg.yield %s1698 : f32
    } -> tensor<4x16x64xf32> loc("backward.transformer.h.0.ln_1")
    %t1700 = tensor.empty() : tensor<4x16x64xf32> loc("backward.transformer.h.0.ln_1")
    %t1705 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1699, %t58 : tensor<4x16x64xf32>, tensor<4x16x1xf32>) outs(%t1700 : tensor<4x16x64xf32>) {
    ^bb0(%in1701: f32, %in1702: f32, %out1703: f32):
      %s1704 = arith.mulf %in1701, %in1702 : f32
      linalg.yield %s1704 : f32
    } -> tensor<4x16x64xf32> loc("backward.transformer.h.0.ln_1")
    %t1706 = tensor.empty() : tensor<4x16x64xf32> loc("backward.transformer.h.0.ln_1")
    %t1711 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1693, %primals_3 : tensor<4x16x64xf32>, tensor<64xf32>) outs(%t1706 : tensor<4x16x64xf32>) {
    ^bb0(%in1707: f32, %in1708: f32, %out1709: f32):
      %s1710 = arith.mulf %in1707, %in1708 : f32
      linalg.yield %s1710 : f32
    } -> tensor<4x16x64xf32> loc("backward.transformer.h.0.ln_1")
    %t1712 = tensor.empty() : tensor<4x16x64xf32> loc("backward.transformer.h.0.ln_1")
    %t1717 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1711 : tensor<4x16x64xf32>) outs(%t1712 : tensor<4x16x64xf32>) {
    ^bb0(%in1713: f32, %out1714: f32):
      %s1715 = arith.constant 6.400000000e+01 : f32
      %s1716 = arith.mulf %in1713, %s1715 : f32
      linalg.yield %s1716 : f32
    } -> tensor<4x16x64xf32> loc("backward.transformer.h.0.ln_1")
    %t1718 = tensor.empty() : tensor<4x16xf32> loc("backward.transformer.h.0.ln_1")
    %c1719 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.0.ln_1")
    %t1720 = linalg.fill ins(%c1719 : f32) outs(%t1718 : tensor<4x16xf32>) -> tensor<4x16xf32> loc("backward.transformer.h.0.ln_1")
    %t1724 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t1711 : tensor<4x16x64xf32>) outs(%t1720 : tensor<4x16xf32>) {
    ^bb0(%in1721: f32, %out1722: f32):
      %s1723 = arith.addf %out1722, %in1721 : f32
      linalg.yield %s1723 : f32
    } -> tensor<4x16xf32> loc("backward.transformer.h.0.ln_1")
    %t1725 = tensor.expand_shape %t1724 [[0], [1, 2]] output_shape [4, 16, 1] : tensor<4x16xf32> into tensor<4x16x1xf32> loc("backward.transformer.h.0.ln_1")
    %t1726 = tensor.empty() : tensor<4x16x64xf32> loc("backward.transformer.h.0.ln_1")
    %t1731 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1711, %t1705 : tensor<4x16x64xf32>, tensor<4x16x64xf32>) outs(%t1726 : tensor<4x16x64xf32>) {
    ^bb0(%in1727: f32, %in1728: f32, %out1729: f32):
      %s1730 = arith.mulf %in1727, %in1728 : f32
      linalg.yield %s1730 : f32
    } -> tensor<4x16x64xf32> loc("backward.transformer.h.0.ln_1")
    %t1732 = tensor.empty() : tensor<4x16xf32> loc("backward.transformer.h.0.ln_1")
    %c1733 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.0.ln_1")
    %t1734 = linalg.fill ins(%c1733 : f32) outs(%t1732 : tensor<4x16xf32>) -> tensor<4x16xf32> loc("backward.transformer.h.0.ln_1")
    %t1738 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t1731 : tensor<4x16x64xf32>) outs(%t1734 : tensor<4x16xf32>) {
    ^bb0(%in1735: f32, %out1736: f32):
      %s1737 = arith.addf %out1736, %in1735 : f32
      linalg.yield %s1737 : f32
    } -> tensor<4x16xf32> loc("backward.transformer.h.0.ln_1")
    %t1739 = tensor.expand_shape %t1738 [[0], [1, 2]] output_shape [4, 16, 1] : tensor<4x16xf32> into tensor<4x16x1xf32> loc("backward.transformer.h.0.ln_1")
    %t1740 = tensor.empty() : tensor<4x16x64xf32> loc("backward.transformer.h.0.ln_1")
    %t1745 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1705, %t1739 : tensor<4x16x64xf32>, tensor<4x16x1xf32>) outs(%t1740 : tensor<4x16x64xf32>) {
    ^bb0(%in1741: f32, %in1742: f32, %out1743: f32):
      %s1744 = arith.mulf %in1741, %in1742 : f32
      linalg.yield %s1744 : f32
    } -> tensor<4x16x64xf32> loc("backward.transformer.h.0.ln_1")
    %t1746 = tensor.empty() : tensor<4x16x64xf32> loc("backward.transformer.h.0.ln_1")
    %t1751 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1717, %t1725 : tensor<4x16x64xf32>, tensor<4x16x1xf32>) outs(%t1746 : tensor<4x16x64xf32>) {
    ^bb0(%in1747: f32, %in1748: f32, %out1749: f32):
      %s1750 = arith.subf %in1747, %in1748 : f32
      linalg.yield %s1750 : f32
    } -> tensor<4x16x64xf32> loc("backward.transformer.h.0.ln_1")
    %t1752 = tensor.empty() : tensor<4x16x64xf32> loc("backward.transformer.h.0.ln_1")
    %t1757 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1751, %t1745 : tensor<4x16x64xf32>, tensor<4x16x64xf32>) outs(%t1752 : tensor<4x16x64xf32>) {
    ^bb0(%in1753: f32, %in1754: f32, %out1755: f32):
      %s1756 = arith.subf %in1753, %in1754 : f32
      linalg.yield %s1756 : f32
    } -> tensor<4x16x64xf32> loc("backward.transformer.h.0.ln_1")
    %t1758 = tensor.empty() : tensor<4x16x1xf32> loc("backward.transformer.h.0.ln_1")
    %t1763 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t58 : tensor<4x16x1xf32>) outs(%t1758 : tensor<4x16x1xf32>) {
    ^bb0(%in1759: f32, %out1760: f32):
      %s1761 = arith.constant 6.400000000e+01 : f32
      %s1762 = arith.divf %in1759, %s1761 : f32
      linalg.yield %s1762 : f32
    } -> tensor<4x16x1xf32> loc("backward.transformer.h.0.ln_1")
    %t1764 = tensor.empty() : tensor<4x16x64xf32> loc("backward.transformer.h.0.ln_1")
    %t1769 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1763, %t1757 : tensor<4x16x1xf32>, tensor<4x16x64xf32>) outs(%t1764 : tensor<4x16x64xf32>) {
    ^bb0(%in1765: f32, %in1766: f32, %out1767: f32):
      %s1768 = arith.mulf %in1765, %in1766 : f32
      linalg.yield %s1768 : f32
    } -> tensor<4x16x64xf32> loc("backward.transformer.h.0.ln_1")
    %t1770 = tensor.empty() : tensor<4x16x64xf32> loc("backward.transformer.h.0.ln_1")
    %t1775 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1693, %t1705 : tensor<4x16x64xf32>, tensor<4x16x64xf32>) outs(%t1770 : tensor<4x16x64xf32>) {
    ^bb0(%in1771: f32, %in1772: f32, %out1773: f32):
      %s1774 = arith.mulf %in1771, %in1772 : f32
      linalg.yield %s1774 : f32
    } -> tensor<4x16x64xf32> loc("backward.transformer.h.0.ln_1")
    %t1776 = tensor.empty() : tensor<64xf32> loc("backward.transformer.h.0.ln_1")
    %c1777 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.0.ln_1")
    %t1778 = linalg.fill ins(%c1777 : f32) outs(%t1776 : tensor<64xf32>) -> tensor<64xf32> loc("backward.transformer.h.0.ln_1")
    %t1782 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%t1775 : tensor<4x16x64xf32>) outs(%t1778 : tensor<64xf32>) {
    ^bb0(%in1779: f32, %out1780: f32):
      %s1781 = arith.addf %out1780, %in1779 : f32
      linalg.yield %s1781 : f32
    } -> tensor<64xf32> loc("backward.transformer.h.0.ln_1")
    %t1783 = tensor.empty() : tensor<64xf32> loc("backward.transformer.h.0.ln_1")
    %c1784 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.0.ln_1")
    %t1785 = linalg.fill ins(%c1784 : f32) outs(%t1783 : tensor<64xf32>) -> tensor<64xf32> loc("backward.transformer.h.0.ln_1")
    %t1789 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%t1693 : tensor<4x16x64xf32>) outs(%t1785 : tensor<64xf32>) {
    ^bb0(%in1786: f32, %out1787: f32):
      %s1788 = arith.addf %out1787, %in1786 : f32
      linalg.yield %s1788 : f32
    } -> tensor<64xf32> loc("backward.transformer.h.0.ln_1")
    %t1790 = tensor.empty() : tensor<4x16x64xf32> loc("backward.add_21")
    %t1795 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1567, %t1769 : tensor<4x16x64xf32>, tensor<4x16x64xf32>) outs(%t1790 : tensor<4x16x64xf32>) {
    ^bb0(%in1791: f32, %in1792: f32, %out1793: f32):
      %s1794 = arith.addf %in1791, %in1792 : f32
      linalg.yield %s1794 : f32
    } -> tensor<4x16x64xf32> loc("backward.add_21")
    %t1796 = tensor.empty() : tensor<16x64xf32> loc("backward.transformer")
    %c1797 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer")
    %t1798 = linalg.fill ins(%c1797 : f32) outs(%t1796 : tensor<16x64xf32>) -> tensor<16x64xf32> loc("backward.transformer")
    %t1802 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>], iterator_types = ["reduction", "parallel", "parallel"]} ins(%t1795 : tensor<4x16x64xf32>) outs(%t1798 : tensor<16x64xf32>) {
    ^bb0(%in1799: f32, %out1800: f32):
      %s1801 = arith.addf %out1800, %in1799 : f32
      linalg.yield %s1801 : f32
    } -> tensor<16x64xf32> loc("backward.transformer")
    %t1803 = tensor.expand_shape %t1802 [[0, 1], [2]] output_shape [1, 16, 64] : tensor<16x64xf32> into tensor<1x16x64xf32> loc("backward.transformer")
    %cst1804 = arith.constant dense<false> : tensor<1x16x1xi1> loc("backward.transformer.wpe")
    %cst1805 = arith.constant dense<0.000000000e+00> : tensor<f32> loc("backward.transformer.wpe")
    %t1806 = tensor.empty() : tensor<1x16x64xf32> loc("backward.transformer.wpe")
    %t1812 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst1804, %cst1805, %t1803 : tensor<1x16x1xi1>, tensor<f32>, tensor<1x16x64xf32>) outs(%t1806 : tensor<1x16x64xf32>) {
    ^bb0(%in1807: i1, %in1808: f32, %in1809: f32, %out1810: f32):
      %s1811 = arith.select %in1807, %in1808, %in1809 : f32
      linalg.yield %s1811 : f32
    } -> tensor<1x16x64xf32> loc("backward.transformer.wpe")
    %cst1813 = arith.constant dense<0.000000000e+00> : tensor<32x64xf32> loc("backward.transformer.wpe")
    %cst1814 = arith.constant dense<"0x0000803F000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"> : tensor<32x16xf32> loc("backward.transformer.wpe")
    %t1815 = tensor.collapse_shape %t1812 [[0, 1], [2]] : tensor<1x16x64xf32> into tensor<16x64xf32> loc("backward.transformer.wpe")
    %t1816 = linalg.matmul ins(%cst1814, %t1815 : tensor<32x16xf32>, tensor<16x64xf32>) outs(%cst1813 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("backward.transformer.wpe")
    return %t724, %t793, %t1816, %t1782, %t1789, %t1683, %t1692, %t1580, %t1589, %t1554, %t1561, %t1455, %t1464, %t1355, %t1364, %t1329, %t1336, %t1230, %t1239, %t1127, %t1136, %t1101, %t1108, %t1002, %t1011, %t902, %t911, %t882, %t889 : tensor<f32>, tensor<128x64xf32>, tensor<32x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32> loc("root.output")
  }
}
