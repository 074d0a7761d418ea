module {
  // model: remat.torch.export --model gpt2_b32
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
    %primals_29: tensor<32x16x64xf32>,
    %primals_30: tensor<32x16x128xf32>,
    %tangents_1: tensor<f32> {remat.cotangent}
  ) -> (tensor<f32>, tensor<128x64xf32>, tensor<32x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) {
    %cst1 = arith.constant dense<"0x0000803F00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"> : tensor<16x32xf32> loc("transformer.wpe")
    %t2 = tensor.empty() : tensor<16x64xf32> loc("transformer.wpe")
    %c3 = arith.constant 0.000000000e+00 : f32 loc("transformer.wpe")
    %t4 = linalg.fill ins(%c3 : f32) outs(%t2 : tensor<16x64xf32>) -> tensor<16x64xf32> loc("transformer.wpe")
    %t5 = linalg.matmul ins(%cst1, %primals_2 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%t4 : tensor<16x64xf32>) -> tensor<16x64xf32> loc("transformer.wpe")
    %t6 = tensor.expand_shape %t5 [[0, 1], [2]] output_shape [1, 16, 64] : tensor<16x64xf32> into tensor<1x16x64xf32> loc("transformer.wpe")
    %t7 = tensor.empty() : tensor<32x16x64xf32> loc("transformer")
    %t12 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%primals_29, %t6 : tensor<32x16x64xf32>, tensor<1x16x64xf32>) outs(%t7 : tensor<32x16x64xf32>) {
    ^bb0(%in8: f32, %in9: f32, %out10: f32):
      %s11 = arith.addf %in8, %in9 : f32
      linalg.yield %s11 : f32
    } -> tensor<32x16x64xf32> loc("transformer")
    %t13 = tensor.empty() : tensor<32x16xf32> loc("transformer.h.0.ln_1")
    %c14 = arith.constant 0.000000000e+00 : f32 loc("transformer.h.0.ln_1")
    %t15 = linalg.fill ins(%c14 : f32) outs(%t13 : tensor<32x16xf32>) -> tensor<32x16xf32> loc("transformer.h.0.ln_1")
    %t19 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t12 : tensor<32x16x64xf32>) outs(%t15 : tensor<32x16xf32>) {
    ^bb0(%in16: f32, %out17: f32):
      %s18 = arith.addf %out17, %in16 : f32
      linalg.yield %s18 : f32
    } -> tensor<32x16xf32> loc("transformer.h.0.ln_1")
    %t20 = tensor.empty() : tensor<32x16xf32> loc("transformer.h.0.ln_1")
    %t25 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t19 : tensor<32x16xf32>) outs(%t20 : tensor<32x16xf32>) {
    ^bb0(%in21: f32, %out22: f32):
      %s23 = arith.constant 1.562500000e-02 : f32
      %s24 = arith.mulf %in21, %s23 : f32
      linalg.yield %s24 : f32
    } -> tensor<32x16xf32> loc("transformer.h.0.ln_1")
    %t26 = tensor.expand_shape %t25 [[0], [1, 2]] output_shape [32, 16, 1] : tensor<32x16xf32> into tensor<32x16x1xf32> loc("transformer.h.0.ln_1")
    %t27 = tensor.empty() : tensor<32x16x64xf32> loc("transformer.h.0.ln_1")
    %t32 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t12, %t26 : tensor<32x16x64xf32>, tensor<32x16x1xf32>) outs(%t27 : tensor<32x16x64xf32>) {
    ^bb0(%in28: f32, %in29: f32, %out30: f32):
      %s31 = arith.subf %in28, %in29 : f32
      linalg.yield %s31 : f32
    } -> tensor<32x16x64xf32> loc("transformer.h.0.ln_1")
    %t33 = tensor.empty() : tensor<32x16x64xf32> loc("transformer.h.0.ln_1")
    %t37 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t32 : tensor<32x16x64xf32>) outs(%t33 : tensor<32x16x64xf32>) {
    ^bb0(%in34: f32, %out35: f32):
      %s36 = arith.mulf %in34, %in34 : f32
      linalg.yield %s36 : f32
    } -> tensor<32x16x64xf32> loc("transformer.h.0.ln_1")
    %t38 = tensor.empty() : tensor<32x16xf32> loc("transformer.h.0.ln_1")
    %c39 = arith.constant 0.000000000e+00 : f32 loc("transformer.h.0.ln_1")
    %t40 = linalg.fill ins(%c39 : f32) outs(%t38 : tensor<32x16xf32>) -> tensor<32x16xf32> loc("transformer.h.0.ln_1")
    %t44 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t37 : tensor<32x16x64xf32>) outs(%t40 : tensor<32x16xf32>) {
    ^bb0(%in41: f32, %out42: f32):
      %s43 = arith.addf %out42, %in41 : f32
      linalg.yield %s43 : f32
    } -> tensor<32x16xf32> loc("transformer.h.0.ln_1")
    %t45 = tensor.empty() : tensor<32x16xf32> loc("transformer.h.0.ln_1")
    %t50 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t44 : tensor<32x16xf32>) outs(%t45 : tensor<32x16xf32>) {
    ^bb0(%in46: f32, %out47: f32):
      %s48 = arith.constant 1.562500000e-02 : f32
      %s49 = arith.mulf %in46, %s48 : f32
      linalg.yield %s49 : f32
    } -> tensor<32x16xf32> loc("transformer.h.0.ln_1")
    %t51 = tensor.expand_shape %t50 [[0], [1, 2]] output_shape [32, 16, 1] : tensor<32x16xf32> into tensor<32x16x1xf32> loc("transformer.h.0.ln_1")
    %t52 = tensor.empty() : tensor<32x16x1xf32> loc("transformer.h.0.ln_1")
    %t58 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t51 : tensor<32x16x1xf32>) outs(%t52 : tensor<32x16x1xf32>) {
    ^bb0(%in53: f32, %out54: f32):
      %s55 = arith.constant 9.999999747e-06 : f32
      %s56 = arith.addf %in53, %s55 : f32
      %s57 = math.rsqrt %s56 : f32
      linalg.yield %s57 : f32
    } -> tensor<32x16x1xf32> loc("transformer.h.0.ln_1")
    %t59 = tensor.empty() : tensor<32x16x64xf32> loc("transformer.h.0.ln_1")
    %t64 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t32, %t58 : tensor<32x16x64xf32>, tensor<32x16x1xf32>) outs(%t59 : tensor<32x16x64xf32>) {
    ^bb0(%in60: f32, %in61: f32, %out62: f32):
      %s63 = arith.mulf %in60, %in61 : f32
      linalg.yield %s63 : f32
    } -> tensor<32x16x64xf32> loc("transformer.h.0.ln_1")
    %t65 = tensor.empty() : tensor<32x16x64xf32> loc("transformer.h.0.ln_1")
    %t70 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t64, %primals_3 : tensor<32x16x64xf32>, tensor<64xf32>) outs(%t65 : tensor<32x16x64xf32>) {
    ^bb0(%in66: f32, %in67: f32, %out68: f32):
      %s69 = arith.mulf %in66, %in67 : f32
      linalg.yield %s69 : f32
    } -> tensor<32x16x64xf32> loc("transformer.h.0.ln_1")
    %t71 = tensor.empty() : tensor<32x16x64xf32> loc("transformer.h.0.ln_1")
    %t76 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t70, %primals_4 : tensor<32x16x64xf32>, tensor<64xf32>) outs(%t71 : tensor<32x16x64xf32>) {
    ^bb0(%in72: f32, %in73: f32, %out74: f32):
      %s75 = arith.addf %in72, %in73 : f32
      linalg.yield %s75 : f32
    } -> tensor<32x16x64xf32> loc("transformer.h.0.ln_1")
    %t77 = tensor.collapse_shape %t76 [[0, 1], [2]] : tensor<32x16x64xf32> into tensor<512x64xf32> loc("transformer.h.0.attn.c_attn")
    %t78 = tensor.empty() : tensor<512x192xf32> loc("transformer.h.0.attn.c_attn")
    %t81 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%primals_6 : tensor<192xf32>) outs(%t78 : tensor<512x192xf32>) {
    ^bb0(%in79: f32, %out80: f32):
      linalg.yield %in79 : f32
    } -> tensor<512x192xf32> loc("transformer.h.0.attn.c_attn")
    %t82 = linalg.matmul ins(%t77, %primals_5 : tensor<512x64xf32>, tensor<64x192xf32>) outs(%t81 : tensor<512x192xf32>) -> tensor<512x192xf32> loc("transformer.h.0.attn.c_attn")
    %t83 = tensor.expand_shape %t82 [[0, 1], [2]] output_shape [32, 16, 192] : tensor<512x192xf32> into tensor<32x16x192xf32> loc("transformer.h.0.attn.c_attn")
    %t84 = tensor.extract_slice %t83[0, 0, 0] [32, 16, 64] [1, 1, 1] : tensor<32x16x192xf32> to tensor<32x16x64xf32> loc("transformer.h.0.attn")
    %t85 = tensor.extract_slice %t83[0, 0, 64] [32, 16, 64] [1, 1, 1] : tensor<32x16x192xf32> to tensor<32x16x64xf32> loc("transformer.h.0.attn")
    %t86 = tensor.extract_slice %t83[0, 0, 128] [32, 16, 64] [1, 1, 1] : tensor<32x16x192xf32> to tensor<32x16x64xf32> loc("transformer.h.0.attn")
    %t87 = tensor.expand_shape %t85 [[0], [1], [2, 3]] output_shape [32, 16, 4, 16] : tensor<32x16x64xf32> into tensor<32x16x4x16xf32> loc("transformer.h.0.attn")
    %t88 = tensor.empty() : tensor<32x4x16x16xf32> loc("transformer.h.0.attn")
    %t89 = linalg.transpose ins(%t87 : tensor<32x16x4x16xf32>) outs(%t88 : tensor<32x4x16x16xf32>) permutation = [0, 2, 1, 3] loc("transformer.h.0.attn")
    %t90 = tensor.expand_shape %t86 [[0], [1], [2, 3]] output_shape [32, 16, 4, 16] : tensor<32x16x64xf32> into tensor<32x16x4x16xf32> loc("transformer.h.0.attn")
    %t91 = tensor.empty() : tensor<32x4x16x16xf32> loc("transformer.h.0.attn")
    %t92 = linalg.transpose ins(%t90 : tensor<32x16x4x16xf32>) outs(%t91 : tensor<32x4x16x16xf32>) permutation = [0, 2, 1, 3] loc("transformer.h.0.attn")
    %t93 = tensor.expand_shape %t84 [[0], [1], [2, 3]] output_shape [32, 16, 4, 16] : tensor<32x16x64xf32> into tensor<32x16x4x16xf32> loc("transformer.h.0.attn")
    %t94 = tensor.empty() : tensor<32x4x16x16xf32> loc("transformer.h.0.attn")
    %t95 = linalg.transpose ins(%t93 : tensor<32x16x4x16xf32>) outs(%t94 : tensor<32x4x16x16xf32>) permutation = [0, 2, 1, 3] loc("transformer.h.0.attn")
    %t96 = tensor.empty() : tensor<32x4x16x16xf32> loc("transformer.h.0.attn")
    %t97 = linalg.transpose ins(%t89 : tensor<32x4x16x16xf32>) outs(%t96 : tensor<32x4x16x16xf32>) permutation = [0, 1, 3, 2] loc("transformer.h.0.attn")
    %t98 = tensor.collapse_shape %t95 [[0, 1], [2], [3]] : tensor<32x4x16x16xf32> into tensor<128x16x16xf32> loc("transformer.h.0.attn")
    %t99 = tensor.collapse_shape %t97 [[0, 1], [2], [3]] : tensor<32x4x16x16xf32> into tensor<128x16x16xf32> loc("transformer.h.0.attn")
    %t100 = tensor.empty() : tensor<128x16x16xf32> loc("transformer.h.0.attn")
    %c101 = arith.constant 0.000000000e+00 : f32 loc("transformer.h.0.attn")
    %t102 = linalg.fill ins(%c101 : f32) outs(%t100 : tensor<128x16x16xf32>) -> tensor<128x16x16xf32> loc("transformer.h.0.attn")
    %t103 = linalg.batch_matmul ins(%t98, %t99 : tensor<128x16x16xf32>, tensor<128x16x16xf32>) outs(%t102 : tensor<128x16x16xf32>) -> tensor<128x16x16xf32> loc("transformer.h.0.attn")
    %t104 = tensor.expand_shape %t103 [[0, 1], [2], [3]] output_shape [32, 4, 16, 16] : tensor<128x16x16xf32> into tensor<32x4x16x16xf32> loc("transformer.h.0.attn")
    %t105 = tensor.empty() : tensor<32x4x16x16xf32> loc("transformer.h.0.attn")
    %t110 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t104 : tensor<32x4x16x16xf32>) outs(%t105 : tensor<32x4x16x16xf32>) {
    ^bb0(%in106: f32, %out107: f32):
      %s108 = arith.constant 2.500000000e-01 : f32
      %s109 = arith.mulf %in106, %s108 : f32
      linalg.yield %s109 : f32
    } -> tensor<32x4x16x16xf32> loc("transformer.h.0.attn")
    %t112 = tensor.empty() : tensor<32x1x16x16xf32> loc("transformer.h.0.attn")
    %t124 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%t112 : tensor<32x1x16x16xf32>) {
    ^bb0(%out113: f32):
      %s114 = linalg.index 2 : index
      %s115 = arith.index_cast %s114 : index to i64
      %s116 = linalg.index 3 : index
      %s117 = arith.index_cast %s116 : index to i64
      %s118 = arith.subi %s115, %s117 : i64
      %s119 = arith.constant 0 : i64
      %s120 = arith.cmpi sge, %s118, %s119 : i64
      %s121 = arith.constant 0.000000000e+00 : f32
      %s122 = arith.constant -3.402823466e+38 : f32
      %s123 = arith.select %s120, %s121, %s122 : f32
      linalg.yield %s123 : f32
    } -> tensor<32x1x16x16xf32> loc("transformer.h.0.attn")
    %t125 = tensor.empty() : tensor<32x4x16x16xf32> loc("transformer.h.0.attn")
    %t130 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t110, %t124 : tensor<32x4x16x16xf32>, tensor<32x1x16x16xf32>) outs(%t125 : tensor<32x4x16x16xf32>) {
    ^bb0(%in126: f32, %in127: f32, %out128: f32):
      %s129 = arith.addf %in126, %in127 : f32
      linalg.yield %s129 : f32
    } -> tensor<32x4x16x16xf32> loc("transformer.h.0.attn")
    %t131 = tensor.empty() : tensor<32x4x16xf32> loc("transformer.h.0.attn")
    %c132 = arith.constant 0xFF800000 : f32 loc("transformer.h.0.attn")
    %t133 = linalg.fill ins(%c132 : f32) outs(%t131 : tensor<32x4x16xf32>) -> tensor<32x4x16xf32> loc("transformer.h.0.attn")
    %t137 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%t130 : tensor<32x4x16x16xf32>) outs(%t133 : tensor<32x4x16xf32>) {
    ^bb0(%in134: f32, %out135: f32):
      %s136 = arith.maximumf %out135, %in134 : f32
      linalg.yield %s136 : f32
    } -> tensor<32x4x16xf32> loc("transformer.h.0.attn")
    %t138 = tensor.expand_shape %t137 [[0], [1], [2, 3]] output_shape [32, 4, 16, 1] : tensor<32x4x16xf32> into tensor<32x4x16x1xf32> loc("transformer.h.0.attn")
    %t139 = tensor.empty() : tensor<32x4x16x16xf32> loc("transformer.h.0.attn")
    %t145 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t130, %t138 : tensor<32x4x16x16xf32>, tensor<32x4x16x1xf32>) outs(%t139 : tensor<32x4x16x16xf32>) {
    ^bb0(%in140: f32, %in141: f32, %out142: f32):
      %s143 = arith.subf %in140, %in141 : f32
      %s144 = math.exp %s143 : f32
      linalg.yield %s144 : f32
    } -> tensor<32x4x16x16xf32> loc("transformer.h.0.attn")
    %t146 = tensor.empty() : tensor<32x4x16xf32> loc("transformer.h.0.attn")
    %c147 = arith.constant 0.000000000e+00 : f32 loc("transformer.h.0.attn")
    %t148 = linalg.fill ins(%c147 : f32) outs(%t146 : tensor<32x4x16xf32>) -> tensor<32x4x16xf32> loc("transformer.h.0.attn")
    %t152 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%t145 : tensor<32x4x16x16xf32>) outs(%t148 : tensor<32x4x16xf32>) {
    ^bb0(%in149: f32, %out150: f32):
      %s151 = arith.addf %out150, %in149 : f32
      linalg.yield %s151 : f32
    } -> tensor<32x4x16xf32> loc("transformer.h.0.attn")
    %t153 = tensor.expand_shape %t152 [[0], [1], [2, 3]] output_shape [32, 4, 16, 1] : tensor<32x4x16xf32> into tensor<32x4x16x1xf32> loc("transformer.h.0.attn")
    %t154 = tensor.empty() : tensor<32x4x16x16xf32> loc("transformer.h.0.attn")
    %t159 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t145, %t153 : tensor<32x4x16x16xf32>, tensor<32x4x16x1xf32>) outs(%t154 : tensor<32x4x16x16xf32>) {
    ^bb0(%in155: f32, %in156: f32, %out157: f32):
      %s158 = arith.divf %in155, %in156 : f32
      linalg.yield %s158 : f32
    } -> tensor<32x4x16x16xf32> loc("transformer.h.0.attn")
    %t160 = tensor.collapse_shape %t159 [[0, 1], [2], [3]] : tensor<32x4x16x16xf32> into tensor<128x16x16xf32> loc("transformer.h.0.attn")
    %t161 = tensor.collapse_shape %t92 [[0, 1], [2], [3]] : tensor<32x4x16x16xf32> into tensor<128x16x16xf32> loc("transformer.h.0.attn")
    %t162 = tensor.empty() : tensor<128x16x16xf32> loc("transformer.h.0.attn")
    %c163 = arith.constant 0.000000000e+00 : f32 loc("transformer.h.0.attn")
    %t164 = linalg.fill ins(%c163 : f32) outs(%t162 : tensor<128x16x16xf32>) -> tensor<128x16x16xf32> loc("transformer.h.0.attn")
    %t165 = linalg.batch_matmul ins(%t160, %t161 : tensor<128x16x16xf32>, tensor<128x16x16xf32>) outs(%t164 : tensor<128x16x16xf32>) -> tensor<128x16x16xf32> loc("transformer.h.0.attn")
    %t166 = tensor.expand_shape %t165 [[0, 1], [2], [3]] output_shape [32, 4, 16, 16] : tensor<128x16x16xf32> into tensor<32x4x16x16xf32> loc("transformer.h.0.attn")
    %t167 = tensor.empty() : tensor<32x16x4x16xf32> loc("transformer.h.0.attn")
    %t168 = linalg.transpose ins(%t166 : tensor<32x4x16x16xf32>) outs(%t167 : tensor<32x16x4x16xf32>) permutation = [0, 2, 1, 3] loc("transformer.h.0.attn")
    %t169 = tensor.collapse_shape %t168 [[0], [1], [2, 3]] : tensor<32x16x4x16xf32> into tensor<32x16x64xf32> loc("transformer.h.0.attn")
    %t170 = tensor.collapse_shape %t169 [[0, 1], [2]] : tensor<32x16x64xf32> into tensor<512x64xf32> loc("transformer.h.0.attn.c_proj")
    %t171 = tensor.empty() : tensor<512x64xf32> loc("transformer.h.0.attn.c_proj")
    %t174 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%primals_8 : tensor<64xf32>) outs(%t171 : tensor<512x64xf32>) {
    ^bb0(%in172: f32, %out173: f32):
      linalg.yield %in172 : f32
    } -> tensor<512x64xf32> loc("transformer.h.0.attn.c_proj")
    %t175 = linalg.matmul ins(%t170, %primals_7 : tensor<512x64xf32>, tensor<64x64xf32>) outs(%t174 : tensor<512x64xf32>) -> tensor<512x64xf32> loc("transformer.h.0.attn.c_proj")
    %t176 = tensor.expand_shape %t175 [[0, 1], [2]] output_shape [32, 16, 64] : tensor<512x64xf32> into tensor<32x16x64xf32> loc("transformer.h.0.attn.c_proj")
    %t177 = tensor.empty() : tensor<32x16x64xf32> loc("transformer.h.0")
    %t182 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t176, %t12 : tensor<32x16x64xf32>, tensor<32x16x64xf32>) outs(%t177 : tensor<32x16x64xf32>) {
    ^bb0(%in178: f32, %in179: f32, %out180: f32):
      %s181 = arith.addf %in178, %in179 : f32
      linalg.yield %s181 : f32
    } -> tensor<32x16x64xf32> loc("transformer.h.0")
    %t183 = tensor.empty() : tensor<32x16xf32> loc("transformer.h.0.ln_2")
    %c184 = arith.constant 0.000000000e+00 : f32 loc("transformer.h.0.ln_2")
    %t185 = linalg.fill ins(%c184 : f32) outs(%t183 : tensor<32x16xf32>) -> tensor<32x16xf32> loc("transformer.h.0.ln_2")
    %t189 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t182 : tensor<32x16x64xf32>) outs(%t185 : tensor<32x16xf32>) {
    ^bb0(%in186: f32, %out187: f32):
      %s188 = arith.addf %out187, %in186 : f32
      linalg.yield %s188 : f32
    } -> tensor<32x16xf32> loc("transformer.h.0.ln_2")
    %t190 = tensor.empty() : tensor<32x16xf32> loc("transformer.h.0.ln_2")
    %t195 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t189 : tensor<32x16xf32>) outs(%t190 : tensor<32x16xf32>) {
    ^bb0(%in191: f32, %out192: f32):
      %s193 = arith.constant 1.562500000e-02 : f32
      %s194 = arith.mulf %in191, %s193 : f32
      linalg.yield %s194 : f32
    } -> tensor<32x16xf32> loc("transformer.h.0.ln_2")
    %t196 = tensor.expand_shape %t195 [[0], [1, 2]] output_shape [32, 16, 1] : tensor<32x16xf32> into tensor<32x16x1xf32> loc("transformer.h.0.ln_2")
    %t197 = tensor.empty() : tensor<32x16x64xf32> loc("transformer.h.0.ln_2")
    %t202 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t182, %t196 : tensor<32x16x64xf32>, tensor<32x16x1xf32>) outs(%t197 : tensor<32x16x64xf32>) {
    ^bb0(%in198: f32, %in199: f32, %out200: f32):
      %s201 = arith.subf %in198, %in199 : f32
      linalg.yield %s201 : f32
    } -> tensor<32x16x64xf32> loc("transformer.h.0.ln_2")
    %t203 = tensor.empty() : tensor<32x16x64xf32> loc("transformer.h.0.ln_2")
    %t207 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t202 : tensor<32x16x64xf32>) outs(%t203 : tensor<32x16x64xf32>) {
    ^bb0(%in204: f32, %out205: f32):
      %s206 = arith.mulf %in204, %in204 : f32
      linalg.yield %s206 : f32
    } -> tensor<32x16x64xf32> loc("transformer.h.0.ln_2")
    %t208 = tensor.empty() : tensor<32x16xf32> loc("transformer.h.0.ln_2")
    %c209 = arith.constant 0.000000000e+00 : f32 loc("transformer.h.0.ln_2")
    %t210 = linalg.fill ins(%c209 : f32) outs(%t208 : tensor<32x16xf32>) -> tensor<32x16xf32> loc("transformer.h.0.ln_2")
    %t214 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t207 : tensor<32x16x64xf32>) outs(%t210 : tensor<32x16xf32>) {
    ^bb0(%in211: f32, %out212: f32):
      %s213 = arith.addf %out212, %in211 : f32
      linalg.yield %s213 : f32
    } -> tensor<32x16xf32> loc("transformer.h.0.ln_2")
    %t215 = tensor.empty() : tensor<32x16xf32> loc("transformer.h.0.ln_2")
    %t220 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t214 : tensor<32x16xf32>) outs(%t215 : tensor<32x16xf32>) {
    ^bb0(%in216: f32, %out217: f32):
      %s218 = arith.constant 1.562500000e-02 : f32
      %s219 = arith.mulf %in216, %s218 : f32
      linalg.yield %s219 : f32
    } -> tensor<32x16xf32> loc("transformer.h.0.ln_2")
    %t221 = tensor.expand_shape %t220 [[0], [1, 2]] output_shape [32, 16, 1] : tensor<32x16xf32> into tensor<32x16x1xf32> loc("transformer.h.0.ln_2")
    %t222 = tensor.empty() : tensor<32x16x1xf32> loc("transformer.h.0.ln_2")
    %t228 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t221 : tensor<32x16x1xf32>) outs(%t222 : tensor<32x16x1xf32>) {
    ^bb0(%in223: f32, %out224: f32):
      %s225 = arith.constant 9.999999747e-06 : f32
      %s226 = arith.addf %in223, %s225 : f32
      %s227 = math.rsqrt %s226 : f32
      linalg.yield %s227 : f32
    } -> tensor<32x16x1xf32> loc("transformer.h.0.ln_2")
    %t229 = tensor.empty() : tensor<32x16x64xf32> loc("transformer.h.0.ln_2")
    %t234 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t202, %t228 : tensor<32x16x64xf32>, tensor<32x16x1xf32>) outs(%t229 : tensor<32x16x64xf32>) {
    ^bb0(%in230: f32, %in231: f32, %out232: f32):
      %s233 = arith.mulf %in230, %in231 : f32
      linalg.yield %s233 : f32
    } -> tensor<32x16x64xf32> loc("transformer.h.0.ln_2")
    %t235 = tensor.empty() : tensor<32x16x64xf32> loc("transformer.h.0.ln_2")
    %t240 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t234, %primals_9 : tensor<32x16x64xf32>, tensor<64xf32>) outs(%t235 : tensor<32x16x64xf32>) {
    ^bb0(%in236: f32, %in237: f32, %out238: f32):
      %s239 = arith.mulf %in236, %in237 : f32
      linalg.yield %s239 : f32
    } -> tensor<32x16x64xf32> loc("transformer.h.0.ln_2")
    %t241 = tensor.empty() : tensor<32x16x64xf32> loc("transformer.h.0.ln_2")
    %t246 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t240, %primals_10 : tensor<32x16x64xf32>, tensor<64xf32>) outs(%t241 : tensor<32x16x64xf32>) {
    ^bb0(%in242: f32, %in243: f32, %out244: f32):
      %s245 = arith.addf %in242, %in243 : f32
      linalg.yield %s245 : f32
    } -> tensor<32x16x64xf32> loc("transformer.h.0.ln_2")
    %t247 = tensor.collapse_shape %t246 [[0, 1], [2]] : tensor<32x16x64xf32> into tensor<512x64xf32> loc("transformer.h.0.mlp.c_fc")
    %t248 = tensor.empty() : tensor<512x256xf32> loc("transformer.h.0.mlp.c_fc")
    %t251 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%primals_12 : tensor<256xf32>) outs(%t248 : tensor<512x256xf32>) {
    ^bb0(%in249: f32, %out250: f32):
      linalg.yield %in249 : f32
    } -> tensor<512x256xf32> loc("transformer.h.0.mlp.c_fc")
    %t252 = linalg.matmul ins(%t247, %primals_11 : tensor<512x64xf32>, tensor<64x256xf32>) outs(%t251 : tensor<512x256xf32>) -> tensor<512x256xf32> loc("transformer.h.0.mlp.c_fc")
    %t253 = tensor.expand_shape %t252 [[0, 1], [2]] output_shape [32, 16, 256] : tensor<512x256xf32> into tensor<32x16x256xf32> loc("transformer.h.0.mlp.c_fc")
    %t254 = tensor.empty() : tensor<32x16x256xf32> loc("transformer.h.0.mlp.act")
    %t259 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t253 : tensor<32x16x256xf32>) outs(%t254 : tensor<32x16x256xf32>) {
    ^bb0(%in255: f32, %out256: f32):
      %s257 = arith.constant 5.000000000e-01 : f32
      %s258 = arith.mulf %in255, %s257 : f32
      linalg.yield %s258 : f32
    } -> tensor<32x16x256xf32> loc("transformer.h.0.mlp.act")
    %t260 = tensor.empty() : tensor<32x16x256xf32> loc("transformer.h.0.mlp.act")
    %t265 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t253 : tensor<32x16x256xf32>) outs(%t260 : tensor<32x16x256xf32>) {
    ^bb0(%in261: f32, %out262: f32):
      %s263 = arith.mulf %in261, %in261 : f32
      %s264 = arith.mulf %s263, %in261 : f32
      linalg.yield %s264 : f32
    } -> tensor<32x16x256xf32> loc("transformer.h.0.mlp.act")
    %t266 = tensor.empty() : tensor<32x16x256xf32> loc("transformer.h.0.mlp.act")
    %t271 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t265 : tensor<32x16x256xf32>) outs(%t266 : tensor<32x16x256xf32>) {
    ^bb0(%in267: f32, %out268: f32):
      %s269 = arith.constant 4.471499845e-02 : f32
      %s270 = arith.mulf %in267, %s269 : f32
      linalg.yield %s270 : f32
    } -> tensor<32x16x256xf32> loc("transformer.h.0.mlp.act")
    %t272 = tensor.empty() : tensor<32x16x256xf32> loc("transformer.h.0.mlp.act")
    %t277 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t253, %t271 : tensor<32x16x256xf32>, tensor<32x16x256xf32>) outs(%t272 : tensor<32x16x256xf32>) {
    ^bb0(%in273: f32, %in274: f32, %out275: f32):
      %s276 = arith.addf %in273, %in274 : f32
      linalg.yield %s276 : f32
    } -> tensor<32x16x256xf32> loc("transformer.h.0.mlp.act")
    %t278 = tensor.empty() : tensor<32x16x256xf32> loc("transformer.h.0.mlp.act")
    %t283 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t277 : tensor<32x16x256xf32>) outs(%t278 : tensor<32x16x256xf32>) {
    ^bb0(%in279: f32, %out280: f32):
      %s281 = arith.constant 7.978845835e-01 : f32
      %s282 = arith.mulf %in279, %s281 : f32
      linalg.yield %s282 : f32
    } -> tensor<32x16x256xf32> loc("transformer.h.0.mlp.act")
    %t284 = tensor.empty() : tensor<32x16x256xf32> loc("transformer.h.0.mlp.act")
    %t288 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t283 : tensor<32x16x256xf32>) outs(%t284 : tensor<32x16x256xf32>) {
    ^bb0(%in285: f32, %out286: f32):
      %s287 = math.tanh %in285 : f32
      linalg.yield %s287 : f32
    } -> tensor<32x16x256xf32> loc("transformer.h.0.mlp.act")
    %t289 = tensor.empty() : tensor<32x16x256xf32> loc("transformer.h.0.mlp.act")
    %t294 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t288 : tensor<32x16x256xf32>) outs(%t289 : tensor<32x16x256xf32>) {
    ^bb0(%in290: f32, %out291: f32):
      %s292 = arith.constant 1.000000000e+00 : f32
      %s293 = arith.addf %in290, %s292 : f32
      linalg.yield %s293 : f32
    } -> tensor<32x16x256xf32> loc("transformer.h.0.mlp.act")
    %t295 = tensor.empty() : tensor<32x16x256xf32> loc("transformer.h.0.mlp.act")
    %t300 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t259, %t294 : tensor<32x16x256xf32>, tensor<32x16x256xf32>) outs(%t295 : tensor<32x16x256xf32>) {
    ^bb0(%in296: f32, %in297: f32, %out298: f32):
      %s299 = arith.mulf %in296, %in297 : f32
      linalg.yield %s299 : f32
    } -> tensor<32x16x256xf32> loc("transformer.h.0.mlp.act")
    %t301 = tensor.collapse_shape %t300 [[0, 1], [2]] : tensor<32x16x256xf32> into tensor<512x256xf32> loc("transformer.h.0.mlp.c_proj")
    %t302 = tensor.empty() : tensor<512x64xf32> loc("transformer.h.0.mlp.c_proj")
    %t305 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%primals_14 : tensor<64xf32>) outs(%t302 : tensor<512x64xf32>) {
    ^bb0(%in303: f32, %out304: f32):
      linalg.yield %in303 : f32
    } -> tensor<512x64xf32> loc("transformer.h.0.mlp.c_proj")
    %t306 = linalg.matmul ins(%t301, %primals_13 : tensor<512x256xf32>, tensor<256x64xf32>) outs(%t305 : tensor<512x64xf32>) -> tensor<512x64xf32> loc("transformer.h.0.mlp.c_proj")
    %t307 = tensor.expand_shape %t306 [[0, 1], [2]] output_shape [32, 16, 64] : tensor<512x64xf32> into tensor<32x16x64xf32> loc("transformer.h.0.mlp.c_proj")
    %t308 = tensor.empty() : tensor<32x16x64xf32> loc("transformer.h.0")
    %t313 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t182, %t307 : tensor<32x16x64xf32>, tensor<32x16x64xf32>) outs(%t308 : tensor<32x16x64xf32>) {
    ^bb0(%in309: f32, %in310: f32, %out311: f32):
      %s312 = arith.addf %in309, %in310 : f32
      linalg.yield %s312 : f32
    } -> tensor<32x16x64xf32> loc("transformer.h.0")
    %t314 = tensor.empty() : tensor<32x16xf32> loc("transformer.h.1.ln_1")
    %c315 = arith.constant 0.000000000e+00 : f32 loc("transformer.h.1.ln_1")
    %t316 = linalg.fill ins(%c315 : f32) outs(%t314 : tensor<32x16xf32>) -> tensor<32x16xf32> loc("transformer.h.1.ln_1")
    %t320 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t313 : tensor<32x16x64xf32>) outs(%t316 : tensor<32x16xf32>) {
    ^bb0(%in317: f32, %out318: f32):
      %s319 = arith.addf %out318, %in317 : f32
      linalg.yield %s319 : f32
    } -> tensor<32x16xf32> loc("transformer.h.1.ln_1")
    %t321 = tensor.empty() : tensor<32x16xf32> loc("transformer.h.1.ln_1")
    %t326 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t320 : tensor<32x16xf32>) outs(%t321 : tensor<32x16xf32>) {
    ^bb0(%in322: f32, %out323: f32):
      %s324 = arith.constant 1.562500000e-02 : f32
      %s325 = arith.mulf %in322, %s324 : f32
      linalg.yield %s325 : f32
    } -> tensor<32x16xf32> loc("transformer.h.1.ln_1")
    %t327 = tensor.expand_shape %t326 [[0], [1, 2]] output_shape [32, 16, 1] : tensor<32x16xf32> into tensor<32x16x1xf32> loc("transformer.h.1.ln_1")
    %t328 = tensor.empty() : tensor<32x16x64xf32> loc("transformer.h.1.ln_1")
    %t333 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t313, %t327 : tensor<32x16x64xf32>, tensor<32x16x1xf32>) outs(%t328 : tensor<32x16x64xf32>) {
    ^bb0(%in329: f32, %in330: f32, %out331: f32):
      %s332 = arith.subf %in329, %in330 : f32
      linalg.yield %s332 : f32
    } -> tensor<32x16x64xf32> loc("transformer.h.1.ln_1")
    %t334 = tensor.empty() : tensor<32x16x64xf32> loc("transformer.h.1.ln_1")
    %t338 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t333 : tensor<32x16x64xf32>) outs(%t334 : tensor<32x16x64xf32>) {
    ^bb0(%in335: f32, %out336: f32):
      %s337 = arith.mulf %in335, %in335 : f32
      linalg.yield %s337 : f32
    } -> tensor<32x16x64xf32> loc("transformer.h.1.ln_1")
    %t339 = tensor.empty() : tensor<32x16xf32> loc("transformer.h.1.ln_1")
    %c340 = arith.constant 0.000000000e+00 : f32 loc("transformer.h.1.ln_1")
    %t341 = linalg.fill ins(%c340 : f32) outs(%t339 : tensor<32x16xf32>) -> tensor<32x16xf32> loc("transformer.h.1.ln_1")
    %t345 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t338 : tensor<32x16x64xf32>) outs(%t341 : tensor<32x16xf32>) {
    ^bb0(%in342: f32, %out343: f32):
      %s344 = arith.addf %out343, %in342 : f32
      linalg.yield %s344 : f32
    } -> tensor<32x16xf32> loc("transformer.h.1.ln_1")
    %t346 = tensor.empty() : tensor<32x16xf32> loc("transformer.h.1.ln_1")
    %t351 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t345 : tensor<32x16xf32>) outs(%t346 : tensor<32x16xf32>) {
    ^bb0(%in347: f32, %out348: f32):
      %s349 = arith.constant 1.562500000e-02 : f32
      %s350 = arith.mulf %in347, %s349 : f32
      linalg.yield %s350 : f32
    } -> tensor<32x16xf32> loc("transformer.h.1.ln_1")
    %t352 = tensor.expand_shape %t351 [[0], [1, 2]] output_shape [32, 16, 1] : tensor<32x16xf32> into tensor<32x16x1xf32> loc("transformer.h.1.ln_1")
    %t353 = tensor.empty() : tensor<32x16x1xf32> loc("transformer.h.1.ln_1")
    %t359 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t352 : tensor<32x16x1xf32>) outs(%t353 : tensor<32x16x1xf32>) {
    ^bb0(%in354: f32, %out355: f32):
      %s356 = arith.constant 9.999999747e-06 : f32
      %s357 = arith.addf %in354, %s356 : f32
      %s358 = math.rsqrt %s357 : f32
      linalg.yield %s358 : f32
    } -> tensor<32x16x1xf32> loc("transformer.h.1.ln_1")
    %t360 = tensor.empty() : tensor<32x16x64xf32> loc("transformer.h.1.ln_1")
    %t365 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t333, %t359 : tensor<32x16x64xf32>, tensor<32x16x1xf32>) outs(%t360 : tensor<32x16x64xf32>) {
    ^bb0(%in361: f32, %in362: f32, %out363: f32):
      %s364 = arith.mulf %in361, %in362 : f32
      linalg.yield %s364 : f32
    } -> tensor<32x16x64xf32> loc("transformer.h.1.ln_1")
    %t366 = tensor.empty() : tensor<32x16x64xf32> loc("transformer.h.1.ln_1")
    %t371 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t365, %primals_15 : tensor<32x16x64xf32>, tensor<64xf32>) outs(%t366 : tensor<32x16x64xf32>) {
    ^bb0(%in367: f32, %in368: f32, %out369: f32):
      %s370 = arith.mulf %in367, %in368 : f32
      linalg.yield %s370 : f32
    } -> tensor<32x16x64xf32> loc("transformer.h.1.ln_1")
    %t372 = tensor.empty() : tensor<32x16x64xf32> loc("transformer.h.1.ln_1")
    %t377 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t371, %primals_16 : tensor<32x16x64xf32>, tensor<64xf32>) outs(%t372 : tensor<32x16x64xf32>) {
    ^bb0(%in373: f32, %in374: f32, %out375: f32):
      %s376 = arith.addf %in373, %in374 : f32
      linalg.yield %s376 : f32
    } -> tensor<32x16x64xf32> loc("transformer.h.1.ln_1")
    %t378 = tensor.collapse_shape %t377 [[0, 1], [2]] : tensor<32x16x64xf32> into tensor<512x64xf32> loc("transformer.h.1.attn.c_attn")
    %t379 = tensor.empty() : tensor<512x192xf32> loc("transformer.h.1.attn.c_attn")
    %t382 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%primals_18 : tensor<192xf32>) outs(%t379 : tensor<512x192xf32>) {
    ^bb0(%in380: f32, %out381: f32):
      linalg.yield %in380 : f32
    } -> tensor<512x192xf32> loc("transformer.h.1.attn.c_attn")
    %t383 = linalg.matmul ins(%t378, %primals_17 : tensor<512x64xf32>, tensor<64x192xf32>) outs(%t382 : tensor<512x192xf32>) -> tensor<512x192xf32> loc("transformer.h.1.attn.c_attn")
    %t384 = tensor.expand_shape %t383 [[0, 1], [2]] output_shape [32, 16, 192] : tensor<512x192xf32> into tensor<32x16x192xf32> loc("transformer.h.1.attn.c_attn")
    %t385 = tensor.extract_slice %t384[0, 0, 0] [32, 16, 64] [1, 1, 1] : tensor<32x16x192xf32> to tensor<32x16x64xf32> loc("transformer.h.1.attn")
    %t386 = tensor.extract_slice %t384[0, 0, 64] [32, 16, 64] [1, 1, 1] : tensor<32x16x192xf32> to tensor<32x16x64xf32> loc("transformer.h.1.attn")
    %t387 = tensor.extract_slice %t384[0, 0, 128] [32, 16, 64] [1, 1, 1] : tensor<32x16x192xf32> to tensor<32x16x64xf32> loc("transformer.h.1.attn")
    %t388 = tensor.expand_shape %t386 [[0], [1], [2, 3]] output_shape [32, 16, 4, 16] : tensor<32x16x64xf32> into tensor<32x16x4x16xf32> loc("transformer.h.1.attn")
    %t389 = tensor.empty() : tensor<32x4x16x16xf32> loc("transformer.h.1.attn")
    %t390 = linalg.transpose ins(%t388 : tensor<32x16x4x16xf32>) outs(%t389 : tensor<32x4x16x16xf32>) permutation = [0, 2, 1, 3] loc("transformer.h.1.attn")
    %t391 = tensor.expand_shape %t387 [[0], [1], [2, 3]] output_shape [32, 16, 4, 16] : tensor<32x16x64xf32> into tensor<32x16x4x16xf32> loc("transformer.h.1.attn")
    %t392 = tensor.empty() : tensor<32x4x16x16xf32> loc("transformer.h.1.attn")
    %t393 = linalg.transpose ins(%t391 : tensor<32x16x4x16xf32>) outs(%t392 : tensor<32x4x16x16xf32>) permutation = [0, 2, 1, 3] loc("transformer.h.1.attn")
    %t394 = tensor.expand_shape %t385 [[0], [1], [2, 3]] output_shape [32, 16, 4, 16] : tensor<32x16x64xf32> into tensor<32x16x4x16xf32> loc("transformer.h.1.attn")
    %t395 = tensor.empty() : tensor<32x4x16x16xf32> loc("transformer.h.1.attn")
    %t396 = linalg.transpose ins(%t394 : tensor<32x16x4x16xf32>) outs(%t395 : tensor<32x4x16x16xf32>) permutation = [0, 2, 1, 3] loc("transformer.h.1.attn")
    %t397 = tensor.empty() : tensor<32x4x16x16xf32> loc("transformer.h.1.attn")
    %t398 = linalg.transpose ins(%t390 : tensor<32x4x16x16xf32>) outs(%t397 : tensor<32x4x16x16xf32>) permutation = [0, 1, 3, 2] loc("transformer.h.1.attn")
    %t399 = tensor.collapse_shape %t396 [[0, 1], [2], [3]] : tensor<32x4x16x16xf32> into tensor<128x16x16xf32> loc("transformer.h.1.attn")
    %t400 = tensor.collapse_shape %t398 [[0, 1], [2], [3]] : tensor<32x4x16x16xf32> into tensor<128x16x16xf32> loc("transformer.h.1.attn")
    %t401 = tensor.empty() : tensor<128x16x16xf32> loc("transformer.h.1.attn")
    %c402 = arith.constant 0.000000000e+00 : f32 loc("transformer.h.1.attn")
    %t403 = linalg.fill ins(%c402 : f32) outs(%t401 : tensor<128x16x16xf32>) -> tensor<128x16x16xf32> loc("transformer.h.1.attn")
    %t404 = linalg.batch_matmul ins(%t399, %t400 : tensor<128x16x16xf32>, tensor<128x16x16xf32>) outs(%t403 : tensor<128x16x16xf32>) -> tensor<128x16x16xf32> loc("transformer.h.1.attn")
    %t405 = tensor.expand_shape %t404 [[0, 1], [2], [3]] output_shape [32, 4, 16, 16] : tensor<128x16x16xf32> into tensor<32x4x16x16xf32> loc("transformer.h.1.attn")
    %t406 = tensor.empty() : tensor<32x4x16x16xf32> loc("transformer.h.1.attn")
    %t411 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t405 : tensor<32x4x16x16xf32>) outs(%t406 : tensor<32x4x16x16xf32>) {
    ^bb0(%in407: f32, %out408: f32):
      %s409 = arith.constant 2.500000000e-01 : f32
      %s410 = arith.mulf %in407, %s409 : f32
      linalg.yield %s410 : f32
    } -> tensor<32x4x16x16xf32> loc("transformer.h.1.attn")
    %t412 = tensor.empty() : tensor<32x4x16x16xf32> loc("transformer.h.1.attn")
    %t417 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t411, %t124 : tensor<32x4x16x16xf32>, tensor<32x1x16x16xf32>) outs(%t412 : tensor<32x4x16x16xf32>) {
    ^bb0(%in413: f32, %in414: f32, %out415: f32):
      %s416 = arith.addf %in413, %in414 : f32
      linalg.yield %s416 : f32
    } -> tensor<32x4x16x16xf32> loc("transformer.h.1.attn")
    %t418 = tensor.empty() : tensor<32x4x16xf32> loc("transformer.h.1.attn")
    %c419 = arith.constant 0xFF800000 : f32 loc("transformer.h.1.attn")
    %t420 = linalg.fill ins(%c419 : f32) outs(%t418 : tensor<32x4x16xf32>) -> tensor<32x4x16xf32> loc("transformer.h.1.attn")
    %t424 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%t417 : tensor<32x4x16x16xf32>) outs(%t420 : tensor<32x4x16xf32>) {
    ^bb0(%in421: f32, %out422: f32):
      %s423 = arith.maximumf %out422, %in421 : f32
      linalg.yield %s423 : f32
    } -> tensor<32x4x16xf32> loc("transformer.h.1.attn")
    %t425 = tensor.expand_shape %t424 [[0], [1], [2, 3]] output_shape [32, 4, 16, 1] : tensor<32x4x16xf32> into tensor<32x4x16x1xf32> loc("transformer.h.1.attn")
    %t426 = tensor.empty() : tensor<32x4x16x16xf32> loc("transformer.h.1.attn")
    %t432 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t417, %t425 : tensor<32x4x16x16xf32>, tensor<32x4x16x1xf32>) outs(%t426 : tensor<32x4x16x16xf32>) {
    ^bb0(%in427: f32, %in428: f32, %out429: f32):
      %s430 = arith.subf %in427, %in428 : f32
      %s431 = math.exp %s430 : f32
      linalg.yield %s431 : f32
    } -> tensor<32x4x16x16xf32> loc("transformer.h.1.attn")
    %t433 = tensor.empty() : tensor<32x4x16xf32> loc("transformer.h.1.attn")
    %c434 = arith.constant 0.000000000e+00 : f32 loc("transformer.h.1.attn")
    %t435 = linalg.fill ins(%c434 : f32) outs(%t433 : tensor<32x4x16xf32>) -> tensor<32x4x16xf32> loc("transformer.h.1.attn")
    %t439 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%t432 : tensor<32x4x16x16xf32>) outs(%t435 : tensor<32x4x16xf32>) {
    ^bb0(%in436: f32, %out437: f32):
      %s438 = arith.addf %out437, %in436 : f32
      linalg.yield %s438 : f32
    } -> tensor<32x4x16xf32> loc("transformer.h.1.attn")
    %t440 = tensor.expand_shape %t439 [[0], [1], [2, 3]] output_shape [32, 4, 16, 1] : tensor<32x4x16xf32> into tensor<32x4x16x1xf32> loc("transformer.h.1.attn")
    %t441 = tensor.empty() : tensor<32x4x16x16xf32> loc("transformer.h.1.attn")
    %t446 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t432, %t440 : tensor<32x4x16x16xf32>, tensor<32x4x16x1xf32>) outs(%t441 : tensor<32x4x16x16xf32>) {
    ^bb0(%in442: f32, %in443: f32, %out444: f32):
      %s445 = arith.divf %in442, %in443 : f32
      linalg.yield %s445 : f32
    } -> tensor<32x4x16x16xf32> loc("transformer.h.1.attn")
    %t447 = tensor.collapse_shape %t446 [[0, 1], [2], [3]] : tensor<32x4x16x16xf32> into tensor<128x16x16xf32> loc("transformer.h.1.attn")
    %t448 = tensor.collapse_shape %t393 [[0, 1], [2], [3]] : tensor<32x4x16x16xf32> into tensor<128x16x16xf32> loc("transformer.h.1.attn")
    %t449 = tensor.empty() : tensor<128x16x16xf32> loc("transformer.h.1.attn")
    %c450 = arith.constant 0.000000000e+00 : f32 loc("transformer.h.1.attn")
    %t451 = linalg.fill ins(%c450 : f32) outs(%t449 : tensor<128x16x16xf32>) -> tensor<128x16x16xf32> loc("transformer.h.1.attn")
    %t452 = linalg.batch_matmul ins(%t447, %t448 : tensor<128x16x16xf32>, tensor<128x16x16xf32>) outs(%t451 : tensor<128x16x16xf32>) -> tensor<128x16x16xf32> loc("transformer.h.1.attn")
    %t453 = tensor.expand_shape %t452 [[0, 1], [2], [3]] output_shape [32, 4, 16, 16] : tensor<128x16x16xf32> into tensor<32x4x16x16xf32> loc("transformer.h.1.attn")
    %t454 = tensor.empty() : tensor<32x16x4x16xf32> loc("transformer.h.1.attn")
    %t455 = linalg.transpose ins(%t453 : tensor<32x4x16x16xf32>) outs(%t454 : tensor<32x16x4x16xf32>) permutation = [0, 2, 1, 3] loc("transformer.h.1.attn")
    %t456 = tensor.collapse_shape %t455 [[0], [1], [2, 3]] : tensor<32x16x4x16xf32> into tensor<32x16x64xf32> loc("transformer.h.1.attn")
    %t457 = tensor.collapse_shape %t456 [[0, 1], [2]] : tensor<32x16x64xf32> into tensor<512x64xf32> loc("transformer.h.1.attn.c_proj")
    %t458 = tensor.empty() : tensor<512x64xf32> loc("transformer.h.1.attn.c_proj")
    %t461 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%primals_20 : tensor<64xf32>) outs(%t458 : tensor<512x64xf32>) {
    ^bb0(%in459: f32, %out460: f32):
      linalg.yield %in459 : f32
    } -> tensor<512x64xf32> loc("transformer.h.1.attn.c_proj")
    %t462 = linalg.matmul ins(%t457, %primals_19 : tensor<512x64xf32>, tensor<64x64xf32>) outs(%t461 : tensor<512x64xf32>) -> tensor<512x64xf32> loc("transformer.h.1.attn.c_proj")
    %t463 = tensor.expand_shape %t462 [[0, 1], [2]] output_shape [32, 16, 64] : tensor<512x64xf32> into tensor<32x16x64xf32> loc("transformer.h.1.attn.c_proj")
    %t464 = tensor.empty() : tensor<32x16x64xf32> loc("transformer.h.1")
    %t469 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t463, %t313 : tensor<32x16x64xf32>, tensor<32x16x64xf32>) outs(%t464 : tensor<32x16x64xf32>) {
    ^bb0(%in465: f32, %in466: f32, %out467: f32):
      %s468 = arith.addf %in465, %in466 : f32
      linalg.yield %s468 : f32
    } -> tensor<32x16x64xf32> loc("transformer.h.1")
    %t470 = tensor.empty() : tensor<32x16xf32> loc("transformer.h.1.ln_2")
    %c471 = arith.constant 0.000000000e+00 : f32 loc("transformer.h.1.ln_2")
    %t472 = linalg.fill ins(%c471 : f32) outs(%t470 : tensor<32x16xf32>) -> tensor<32x16xf32> loc("transformer.h.1.ln_2")
    %t476 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t469 : tensor<32x16x64xf32>) outs(%t472 : tensor<32x16xf32>) {
    ^bb0(%in473: f32, %out474: f32):
      %s475 = arith.addf %out474, %in473 : f32
      linalg.yield %s475 : f32
    } -> tensor<32x16xf32> loc("transformer.h.1.ln_2")
    %t477 = tensor.empty() : tensor<32x16xf32> loc("transformer.h.1.ln_2")
    %t482 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t476 : tensor<32x16xf32>) outs(%t477 : tensor<32x16xf32>) {
    ^bb0(%in478: f32, %out479: f32):
      %s480 = arith.constant 1.562500000e-02 : f32
      %s481 = arith.mulf %in478, %s480 : f32
      linalg.yield %s481 : f32
    } -> tensor<32x16xf32> loc("transformer.h.1.ln_2")
    %t483 = tensor.expand_shape %t482 [[0], [1, 2]] output_shape [32, 16, 1] : tensor<32x16xf32> into tensor<32x16x1xf32> loc("transformer.h.1.ln_2")
    %t484 = tensor.empty() : tensor<32x16x64xf32> loc("transformer.h.1.ln_2")
    %t489 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t469, %t483 : tensor<32x16x64xf32>, tensor<32x16x1xf32>) outs(%t484 : tensor<32x16x64xf32>) {
    ^bb0(%in485: f32, %in486: f32, %out487: f32):
      %s488 = arith.subf %in485, %in486 : f32
      linalg.yield %s488 : f32
    } -> tensor<32x16x64xf32> loc("transformer.h.1.ln_2")
    %t490 = tensor.empty() : tensor<32x16x64xf32> loc("transformer.h.1.ln_2")
    %t494 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t489 : tensor<32x16x64xf32>) outs(%t490 : tensor<32x16x64xf32>) {
    ^bb0(%in491: f32, %out492: f32):
      %s493 = arith.mulf %in491, %in491 : f32
      linalg.yield %s493 : f32
    } -> tensor<32x16x64xf32> loc("transformer.h.1.ln_2")
    %t495 = tensor.empty() : tensor<32x16xf32> loc("transformer.h.1.ln_2")
    %c496 = arith.constant 0.000000000e+00 : f32 loc("transformer.h.1.ln_2")
    %t497 = linalg.fill ins(%c496 : f32) outs(%t495 : tensor<32x16xf32>) -> tensor<32x16xf32> loc("transformer.h.1.ln_2")
    %t501 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t494 : tensor<32x16x64xf32>) outs(%t497 : tensor<32x16xf32>) {
    ^bb0(%in498: f32, %out499: f32):
      %s500 = arith.addf %out499, %in498 : f32
      linalg.yield %s500 : f32
    } -> tensor<32x16xf32> loc("transformer.h.1.ln_2")
    %t502 = tensor.empty() : tensor<32x16xf32> loc("transformer.h.1.ln_2")
    %t507 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t501 : tensor<32x16xf32>) outs(%t502 : tensor<32x16xf32>) {
    ^bb0(%in503: f32, %out504: f32):
      %s505 = arith.constant 1.562500000e-02 : f32
      %s506 = arith.mulf %in503, %s505 : f32
      linalg.yield %s506 : f32
    } -> tensor<32x16xf32> loc("transformer.h.1.ln_2")
    %t508 = tensor.expand_shape %t507 [[0], [1, 2]] output_shape [32, 16, 1] : tensor<32x16xf32> into tensor<32x16x1xf32> loc("transformer.h.1.ln_2")
    %t509 = tensor.empty() : tensor<32x16x1xf32> loc("transformer.h.1.ln_2")
    %t515 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t508 : tensor<32x16x1xf32>) outs(%t509 : tensor<32x16x1xf32>) {
    ^bb0(%in510: f32, %out511: f32):
      %s512 = arith.constant 9.999999747e-06 : f32
      %s513 = arith.addf %in510, %s512 : f32
      %s514 = math.rsqrt %s513 : f32
      linalg.yield %s514 : f32
    } -> tensor<32x16x1xf32> loc("transformer.h.1.ln_2")
    %t516 = tensor.empty() : tensor<32x16x64xf32> loc("transformer.h.1.ln_2")
    %t521 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t489, %t515 : tensor<32x16x64xf32>, tensor<32x16x1xf32>) outs(%t516 : tensor<32x16x64xf32>) {
    ^bb0(%in517: f32, %in518: f32, %out519: f32):
      %s520 = arith.mulf %in517, %in518 : f32
      linalg.yield %s520 : f32
    } -> tensor<32x16x64xf32> loc("transformer.h.1.ln_2")
    %t522 = tensor.empty() : tensor<32x16x64xf32> loc("transformer.h.1.ln_2")
    %t527 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t521, %primals_21 : tensor<32x16x64xf32>, tensor<64xf32>) outs(%t522 : tensor<32x16x64xf32>) {
    ^bb0(%in523: f32, %in524: f32, %out525: f32):
      %s526 = arith.mulf %in523, %in524 : f32
      linalg.yield %s526 : f32
    } -> tensor<32x16x64xf32> loc("transformer.h.1.ln_2")
    %t528 = tensor.empty() : tensor<32x16x64xf32> loc("transformer.h.1.ln_2")
    %t533 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t527, %primals_22 : tensor<32x16x64xf32>, tensor<64xf32>) outs(%t528 : tensor<32x16x64xf32>) {
    ^bb0(%in529: f32, %in530: f32, %out531: f32):
      %s532 = arith.addf %in529, %in530 : f32
      linalg.yield %s532 : f32
    } -> tensor<32x16x64xf32> loc("transformer.h.1.ln_2")
    %t534 = tensor.collapse_shape %t533 [[0, 1], [2]] : tensor<32x16x64xf32> into tensor<512x64xf32> loc("transformer.h.1.mlp.c_fc")
    %t535 = tensor.empty() : tensor<512x256xf32> loc("transformer.h.1.mlp.c_fc")
    %t538 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%primals_24 : tensor<256xf32>) outs(%t535 : tensor<512x256xf32>) {
    ^bb0(%in536: f32, %out537: f32):
      linalg.yield %in536 : f32
    } -> tensor<512x256xf32> loc("transformer.h.1.mlp.c_fc")
    %t539 = linalg.matmul ins(%t534, %primals_23 : tensor<512x64xf32>, tensor<64x256xf32>) outs(%t538 : tensor<512x256xf32>) -> tensor<512x256xf32> loc("transformer.h.1.mlp.c_fc")
    %t540 = tensor.expand_shape %t539 [[0, 1], [2]] output_shape [32, 16, 256] : tensor<512x256xf32> into tensor<32x16x256xf32> loc("transformer.h.1.mlp.c_fc")
    %t541 = tensor.empty() : tensor<32x16x256xf32> loc("transformer.h.1.mlp.act")
    %t546 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t540 : tensor<32x16x256xf32>) outs(%t541 : tensor<32x16x256xf32>) {
    ^bb0(%in542: f32, %out543: f32):
      %s544 = arith.constant 5.000000000e-01 : f32
      %s545 = arith.mulf %in542, %s544 : f32
      linalg.yield %s545 : f32
    } -> tensor<32x16x256xf32> loc("transformer.h.1.mlp.act")
    %t547 = tensor.empty() : tensor<32x16x256xf32> loc("transformer.h.1.mlp.act")
    %t552 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t540 : tensor<32x16x256xf32>) outs(%t547 : tensor<32x16x256xf32>) {
    ^bb0(%in548: f32, %out549: f32):
      %s550 = arith.mulf %in548, %in548 : f32
      %s551 = arith.mulf %s550, %in548 : f32
      linalg.yield %s551 : f32
    } -> tensor<32x16x256xf32> loc("transformer.h.1.mlp.act")
    %t553 = tensor.empty() : tensor<32x16x256xf32> loc("transformer.h.1.mlp.act")
    %t558 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t552 : tensor<32x16x256xf32>) outs(%t553 : tensor<32x16x256xf32>) {
    ^bb0(%in554: f32, %out555: f32):
      %s556 = arith.constant 4.471499845e-02 : f32
      %s557 = arith.mulf %in554, %s556 : f32
      linalg.yield %s557 : f32
    } -> tensor<32x16x256xf32> loc("transformer.h.1.mlp.act")
    %t559 = tensor.empty() : tensor<32x16x256xf32> loc("transformer.h.1.mlp.act")
    %t564 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t540, %t558 : tensor<32x16x256xf32>, tensor<32x16x256xf32>) outs(%t559 : tensor<32x16x256xf32>) {
    ^bb0(%in560: f32, %in561: f32, %out562: f32):
      %s563 = arith.addf %in560, %in561 : f32
      linalg.yield %s563 : f32
    } -> tensor<32x16x256xf32> loc("transformer.h.1.mlp.act")
    %t565 = tensor.empty() : tensor<32x16x256xf32> loc("transformer.h.1.mlp.act")
    %t570 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t564 : tensor<32x16x256xf32>) outs(%t565 : tensor<32x16x256xf32>) {
    ^bb0(%in566: f32, %out567: f32):
      %s568 = arith.constant 7.978845835e-01 : f32
      %s569 = arith.mulf %in566, %s568 : f32
      linalg.yield %s569 : f32
    } -> tensor<32x16x256xf32> loc("transformer.h.1.mlp.act")
    %t571 = tensor.empty() : tensor<32x16x256xf32> loc("transformer.h.1.mlp.act")
    %t575 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t570 : tensor<32x16x256xf32>) outs(%t571 : tensor<32x16x256xf32>) {
    ^bb0(%in572: f32, %out573: f32):
      %s574 = math.tanh %in572 : f32
      linalg.yield %s574 : f32
    } -> tensor<32x16x256xf32> loc("transformer.h.1.mlp.act")
    %t576 = tensor.empty() : tensor<32x16x256xf32> loc("transformer.h.1.mlp.act")
    %t581 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t575 : tensor<32x16x256xf32>) outs(%t576 : tensor<32x16x256xf32>) {
    ^bb0(%in577: f32, %out578: f32):
      %s579 = arith.constant 1.000000000e+00 : f32
      %s580 = arith.addf %in577, %s579 : f32
      linalg.yield %s580 : f32
    } -> tensor<32x16x256xf32> loc("transformer.h.1.mlp.act")
    %t582 = tensor.empty() : tensor<32x16x256xf32> loc("transformer.h.1.mlp.act")
    %t587 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t546, %t581 : tensor<32x16x256xf32>, tensor<32x16x256xf32>) outs(%t582 : tensor<32x16x256xf32>) {
    ^bb0(%in583: f32, %in584: f32, %out585: f32):
      %s586 = arith.mulf %in583, %in584 : f32
      linalg.yield %s586 : f32
    } -> tensor<32x16x256xf32> loc("transformer.h.1.mlp.act")
    %t588 = tensor.collapse_shape %t587 [[0, 1], [2]] : tensor<32x16x256xf32> into tensor<512x256xf32> loc("transformer.h.1.mlp.c_proj")
    %t589 = tensor.empty() : tensor<512x64xf32> loc("transformer.h.1.mlp.c_proj")
    %t592 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%primals_26 : tensor<64xf32>) outs(%t589 : tensor<512x64xf32>) {
    ^bb0(%in590: f32, %out591: f32):
      linalg.yield %in590 : f32
    } -> tensor<512x64xf32> loc("transformer.h.1.mlp.c_proj")
    %t593 = linalg.matmul ins(%t588, %primals_25 : tensor<512x256xf32>, tensor<256x64xf32>) outs(%t592 : tensor<512x64xf32>) -> tensor<512x64xf32> loc("transformer.h.1.mlp.c_proj")
    %t594 = tensor.expand_shape %t593 [[0, 1], [2]] output_shape [32, 16, 64] : tensor<512x64xf32> into tensor<32x16x64xf32> loc("transformer.h.1.mlp.c_proj")
    %t595 = tensor.empty() : tensor<32x16x64xf32> loc("transformer.h.1")
    %t600 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t469, %t594 : tensor<32x16x64xf32>, tensor<32x16x64xf32>) outs(%t595 : tensor<32x16x64xf32>) {
    ^bb0(%in596: f32, %in597: f32, %out598: f32):
      %s599 = arith.addf %in596, %in597 : f32
      linalg.yield %s599 : f32
    } -> tensor<32x16x64xf32> loc("transformer.h.1")
    %t601 = tensor.empty() : tensor<32x16xf32> loc("transformer.ln_f")
    %c602 = arith.constant 0.000000000e+00 : f32 loc("transformer.ln_f")
    %t603 = linalg.fill ins(%c602 : f32) outs(%t601 : tensor<32x16xf32>) -> tensor<32x16xf32> loc("transformer.ln_f")
    %t607 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t600 : tensor<32x16x64xf32>) outs(%t603 : tensor<32x16xf32>) {
    ^bb0(%in604: f32, %out605: f32):
      %s606 = arith.addf %out605, %in604 : f32
      linalg.yield %s606 : f32
    } -> tensor<32x16xf32> loc("transformer.ln_f")
    %t608 = tensor.empty() : tensor<32x16xf32> loc("transformer.ln_f")
    %t613 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t607 : tensor<32x16xf32>) outs(%t608 : tensor<32x16xf32>) {
    ^bb0(%in609: f32, %out610: f32):
      %s611 = arith.constant 1.562500000e-02 : f32
      %s612 = arith.mulf %in609, %s611 : f32
      linalg.yield %s612 : f32
    } -> tensor<32x16xf32> loc("transformer.ln_f")
    %t614 = tensor.expand_shape %t613 [[0], [1, 2]] output_shape [32, 16, 1] : tensor<32x16xf32> into tensor<32x16x1xf32> loc("transformer.ln_f")
    %t615 = tensor.empty() : tensor<32x16x64xf32> loc("transformer.ln_f")
    %t620 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t600, %t614 : tensor<32x16x64xf32>, tensor<32x16x1xf32>) outs(%t615 : tensor<32x16x64xf32>) {
    ^bb0(%in616: f32, %in617: f32, %out618: f32):
      %s619 = arith.subf %in616, %in617 : f32
      linalg.yield %s619 : f32
    } -> tensor<32x16x64xf32> loc("transformer.ln_f")
    %t621 = tensor.empty() : tensor<32x16x64xf32> loc("transformer.ln_f")
    %t625 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t620 : tensor<32x16x64xf32>) outs(%t621 : tensor<32x16x64xf32>) {
    ^bb0(%in622: f32, %out623: f32):
      %s624 = arith.mulf %in622, %in622 : f32
      linalg.yield %s624 : f32
    } -> tensor<32x16x64xf32> loc("transformer.ln_f")
    %t626 = tensor.empty() : tensor<32x16xf32> loc("transformer.ln_f")
    %c627 = arith.constant 0.000000000e+00 : f32 loc("transformer.ln_f")
    %t628 = linalg.fill ins(%c627 : f32) outs(%t626 : tensor<32x16xf32>) -> tensor<32x16xf32> loc("transformer.ln_f")
    %t632 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t625 : tensor<32x16x64xf32>) outs(%t628 : tensor<32x16xf32>) {
    ^bb0(%in629: f32, %out630: f32):
      %s631 = arith.addf %out630, %in629 : f32
      linalg.yield %s631 : f32
    } -> tensor<32x16xf32> loc("transformer.ln_f")
    %t633 = tensor.empty() : tensor<32x16xf32> loc("transformer.ln_f")
    %t638 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t632 : tensor<32x16xf32>) outs(%t633 : tensor<32x16xf32>) {
    ^bb0(%in634: f32, %out635: f32):
      %s636 = arith.constant 1.562500000e-02 : f32
      %s637 = arith.mulf %in634, %s636 : f32
      linalg.yield %s637 : f32
    } -> tensor<32x16xf32> loc("transformer.ln_f")
    %t639 = tensor.expand_shape %t638 [[0], [1, 2]] output_shape [32, 16, 1] : tensor<32x16xf32> into tensor<32x16x1xf32> loc("transformer.ln_f")
    %t640 = tensor.empty() : tensor<32x16x1xf32> loc("transformer.ln_f")
    %t646 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t639 : tensor<32x16x1xf32>) outs(%t640 : tensor<32x16x1xf32>) {
    ^bb0(%in641: f32, %out642: f32):
      %s643 = arith.constant 9.999999747e-06 : f32
      %s644 = arith.addf %in641, %s643 : f32
      %s645 = math.rsqrt %s644 : f32
      linalg.yield %s645 : f32
    } -> tensor<32x16x1xf32> loc("transformer.ln_f")
    %t647 = tensor.empty() : tensor<32x16x64xf32> loc("transformer.ln_f")
    %t652 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t620, %t646 : tensor<32x16x64xf32>, tensor<32x16x1xf32>) outs(%t647 : tensor<32x16x64xf32>) {
    ^bb0(%in648: f32, %in649: f32, %out650: f32):
      %s651 = arith.mulf %in648, %in649 : f32
      linalg.yield %s651 : f32
    } -> tensor<32x16x64xf32> loc("transformer.ln_f")
    %t653 = tensor.empty() : tensor<32x16x64xf32> loc("transformer.ln_f")
    %t658 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t652, %primals_27 : tensor<32x16x64xf32>, tensor<64xf32>) outs(%t653 : tensor<32x16x64xf32>) {
    ^bb0(%in654: f32, %in655: f32, %out656: f32):
      %s657 = arith.mulf %in654, %in655 : f32
      linalg.yield %s657 : f32
    } -> tensor<32x16x64xf32> loc("transformer.ln_f")
    %t659 = tensor.empty() : tensor<32x16x64xf32> loc("transformer.ln_f")
    %t664 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t658, %primals_28 : tensor<32x16x64xf32>, tensor<64xf32>) outs(%t659 : tensor<32x16x64xf32>) {
    ^bb0(%in660: f32, %in661: f32, %out662: f32):
      %s663 = arith.addf %in660, %in661 : f32
      linalg.yield %s663 : f32
    } -> tensor<32x16x64xf32> loc("transformer.ln_f")
    %t665 = tensor.empty() : tensor<64x128xf32> loc("lm_head")
    %t666 = linalg.transpose ins(%primals_1 : tensor<128x64xf32>) outs(%t665 : tensor<64x128xf32>) permutation = [1, 0] loc("lm_head")
    %t667 = tensor.collapse_shape %t664 [[0, 1], [2]] : tensor<32x16x64xf32> into tensor<512x64xf32> loc("lm_head")
    %t668 = tensor.empty() : tensor<512x128xf32> loc("lm_head")
    %c669 = arith.constant 0.000000000e+00 : f32 loc("lm_head")
    %t670 = linalg.fill ins(%c669 : f32) outs(%t668 : tensor<512x128xf32>) -> tensor<512x128xf32> loc("lm_head")
    %t671 = linalg.matmul ins(%t667, %t666 : tensor<512x64xf32>, tensor<64x128xf32>) outs(%t670 : tensor<512x128xf32>) -> tensor<512x128xf32> loc("lm_head")
    %t672 = tensor.expand_shape %t671 [[0, 1], [2]] output_shape [32, 16, 128] : tensor<512x128xf32> into tensor<32x16x128xf32> loc("lm_head")
    %t673 = tensor.empty() : tensor<32x16xf32> loc("root._log_softmax")
    %c674 = arith.constant 0xFF800000 : f32 loc("root._log_softmax")
    %t675 = linalg.fill ins(%c674 : f32) outs(%t673 : tensor<32x16xf32>) -> tensor<32x16xf32> loc("root._log_softmax")
    %t679 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t672 : tensor<32x16x128xf32>) outs(%t675 : tensor<32x16xf32>) {
    ^bb0(%in676: f32, %out677: f32):
      %s678 = arith.maximumf %out677, %in676 : f32
      linalg.yield %s678 : f32
    } -> tensor<32x16xf32> loc("root._log_softmax")
    %t680 = tensor.expand_shape %t679 [[0], [1, 2]] output_shape [32, 16, 1] : tensor<32x16xf32> into tensor<32x16x1xf32> loc("root._log_softmax")
    %t681 = tensor.empty() : tensor<32x16x128xf32> loc("root._log_softmax")
    %t686 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t672, %t680 : tensor<32x16x128xf32>, tensor<32x16x1xf32>) outs(%t681 : tensor<32x16x128xf32>) {
    ^bb0(%in682: f32, %in683: f32, %out684: f32):
      %s685 = arith.subf %in682, %in683 : f32
      linalg.yield %s685 : f32
    } -> tensor<32x16x128xf32> loc("root._log_softmax")
    %t687 = tensor.empty() : tensor<32x16x128xf32> loc("root._log_softmax")
    %t691 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t686 : tensor<32x16x128xf32>) outs(%t687 : tensor<32x16x128xf32>) {
    ^bb0(%in688: f32, %out689: f32):
      %s690 = math.exp %in688 : f32
      linalg.yield %s690 : f32
    } -> tensor<32x16x128xf32> loc("root._log_softmax")
    %t692 = tensor.empty() : tensor<32x16xf32> loc("root._log_softmax")
    %c693 = arith.constant 0.000000000e+00 : f32 loc("root._log_softmax")
    %t694 = linalg.fill ins(%c693 : f32) outs(%t692 : tensor<32x16xf32>) -> tensor<32x16xf32> loc("root._log_softmax")
    %t698 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t691 : tensor<32x16x128xf32>) outs(%t694 : tensor<32x16xf32>) {
    ^bb0(%in695: f32, %out696: f32):
      %s697 = arith.addf %out696, %in695 : f32
      linalg.yield %s697 : f32
    } -> tensor<32x16xf32> loc("root._log_softmax")
    %t699 = tensor.expand_shape %t698 [[0], [1, 2]] output_shape [32, 16, 1] : tensor<32x16xf32> into tensor<32x16x1xf32> loc("root._log_softmax")
    %t700 = tensor.empty() : tensor<32x16x128xf32> loc("root._log_softmax")
    %t706 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t686, %t699 : tensor<32x16x128xf32>, tensor<32x16x1xf32>) outs(%t700 : tensor<32x16x128xf32>) {
    ^bb0(%in701: f32, %in702: f32, %out703: f32):
      %s704 = math.log %in702 : f32
      %s705 = arith.subf %in701, %s704 : f32
      linalg.yield %s705 : f32
    } -> tensor<32x16x128xf32> loc("root._log_softmax")
    %t707 = tensor.empty() : tensor<32x16x128xf32> loc("root.mul_10")
    %t712 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%primals_30, %t706 : tensor<32x16x128xf32>, tensor<32x16x128xf32>) outs(%t707 : tensor<32x16x128xf32>) {
    ^bb0(%in708: f32, %in709: f32, %out710: f32):
      %s711 = arith.mulf %in708, %in709 : f32
      linalg.yield %s711 : f32
    } -> tensor<32x16x128xf32> loc("root.mul_10")
    %t713 = tensor.empty() : tensor<32x16xf32> loc("root.sum_1")
    %c714 = arith.constant 0.000000000e+00 : f32 loc("root.sum_1")
    %t715 = linalg.fill ins(%c714 : f32) outs(%t713 : tensor<32x16xf32>) -> tensor<32x16xf32> loc("root.sum_1")
    %t719 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t712 : tensor<32x16x128xf32>) outs(%t715 : tensor<32x16xf32>) {
    ^bb0(%in716: f32, %out717: f32):
      %s718 = arith.addf %out717, %in716 : f32
      linalg.yield %s718 : f32
    } -> tensor<32x16xf32> loc("root.sum_1")
    %t720 = tensor.empty() : tensor<f32> loc("root.mean")
    %c721 = arith.constant 0.000000000e+00 : f32 loc("root.mean")
    %t722 = linalg.fill ins(%c721 : f32) outs(%t720 : tensor<f32>) -> tensor<f32> loc("root.mean")
    %t726 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%t719 : tensor<32x16xf32>) outs(%t722 : tensor<f32>) {
    ^bb0(%in723: f32, %out724: f32):
      %s725 = arith.addf %out724, %in723 : f32
      linalg.yield %s725 : f32
    } -> tensor<f32> loc("root.mean")
    %t727 = tensor.empty() : tensor<f32> loc("root.mean")
    %t732 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%t726 : tensor<f32>) outs(%t727 : tensor<f32>) {
    ^bb0(%in728: f32, %out729: f32):
      %s730 = arith.constant 1.953125000e-03 : f32
      %s731 = arith.mulf %in728, %s730 : f32
      linalg.yield %s731 : f32
    } -> tensor<f32> loc("root.mean")
    %t733 = tensor.empty() : tensor<f32> loc("root.neg")
    %t737 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%t732 : tensor<f32>) outs(%t733 : tensor<f32>) {
    ^bb0(%in734: f32, %out735: f32):
      %s736 = arith.negf %in734 : f32
      linalg.yield %s736 : f32
    } -> tensor<f32> loc("root.neg")
    %t738 = tensor.empty() : tensor<f32> loc("backward.neg_1")
    %t742 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%tangents_1 : tensor<f32>) outs(%t738 : tensor<f32>) {
    ^bb0(%in739: f32, %out740: f32):
      %s741 = arith.negf %in739 : f32
      linalg.yield %s741 : f32
    } -> tensor<f32> loc("backward.neg_1")
    %t743 = tensor.empty() : tensor<32x16xf32> loc("backward.expand_10")
    %t746 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t742 : tensor<f32>) outs(%t743 : tensor<32x16xf32>) {
    ^bb0(%in744: f32, %out745: f32):
      linalg.yield %in744 : f32
    } -> tensor<32x16xf32> loc("backward.expand_10")
    %t747 = tensor.empty() : tensor<32x16xf32> loc("backward.div")
    %t752 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t746 : tensor<32x16xf32>) outs(%t747 : tensor<32x16xf32>) {
    ^bb0(%in748: f32, %out749: f32):
      %s750 = arith.constant 5.120000000e+02 : f32
      %s751 = arith.divf %in748, %s750 : f32
      linalg.yield %s751 : f32
    } -> tensor<32x16xf32> loc("backward.div")
    %t753 = tensor.expand_shape %t752 [[0], [1, 2]] output_shape [32, 16, 1] : tensor<32x16xf32> into tensor<32x16x1xf32> loc("backward.unsqueeze_13")
    %t754 = tensor.empty() : tensor<32x16x128xf32> loc("backward.expand_11")
    %t757 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t753 : tensor<32x16x1xf32>) outs(%t754 : tensor<32x16x128xf32>) {
    ^bb0(%in755: f32, %out756: f32):
      linalg.yield %in755 : f32
    } -> tensor<32x16x128xf32> loc("backward.expand_11")
    %t758 = tensor.empty() : tensor<32x16x128xf32> loc("backward.mul_11")
    %t763 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t757, %primals_30 : tensor<32x16x128xf32>, tensor<32x16x128xf32>) outs(%t758 : tensor<32x16x128xf32>) {
    ^bb0(%in759: f32, %in760: f32, %out761: f32):
      %s762 = arith.mulf %in759, %in760 : f32
      linalg.yield %s762 : f32
    } -> tensor<32x16x128xf32> loc("backward.mul_11")
    %t764 = tensor.empty() : tensor<32x16x128xf32> loc("backward.exp")
    %t768 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t706 : tensor<32x16x128xf32>) outs(%t764 : tensor<32x16x128xf32>) {
    ^bb0(%in765: f32, %out766: f32):
      %s767 = math.exp %in765 : f32
      linalg.yield %s767 : f32
    } -> tensor<32x16x128xf32> loc("backward.exp")
    %t769 = tensor.empty() : tensor<32x16xf32> loc("backward.sum_2")
    %c770 = arith.constant 0.000000000e+00 : f32 loc("backward.sum_2")
    %t771 = linalg.fill ins(%c770 : f32) outs(%t769 : tensor<32x16xf32>) -> tensor<32x16xf32> loc("backward.sum_2")
    %t775 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t763 : tensor<32x16x128xf32>) outs(%t771 : tensor<32x16xf32>) {
    ^bb0(%in772: f32, %out773: f32):
      %s774 = arith.addf %out773, %in772 : f32
      linalg.yield %s774 : f32
    } -> tensor<32x16xf32> loc("backward.sum_2")
    %t776 = tensor.expand_shape %t775 [[0], [1, 2]] output_shape [32, 16, 1] : tensor<32x16xf32> into tensor<32x16x1xf32> loc("backward.sum_2")
    %t777 = tensor.empty() : tensor<32x16x128xf32> loc("backward.mul_12")
    %t782 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t768, %t776 : tensor<32x16x128xf32>, tensor<32x16x1xf32>) outs(%t777 : tensor<32x16x128xf32>) {
    ^bb0(%in778: f32, %in779: f32, %out780: f32):
      %s781 = arith.mulf %in778, %in779 : f32
      linalg.yield %s781 : f32
    } -> tensor<32x16x128xf32> loc("backward.mul_12")
    %t783 = tensor.empty() : tensor<32x16x128xf32> loc("backward.sub")
    %t788 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t763, %t782 : tensor<32x16x128xf32>, tensor<32x16x128xf32>) outs(%t783 : tensor<32x16x128xf32>) {
    ^bb0(%in784: f32, %in785: f32, %out786: f32):
      %s787 = arith.subf %in784, %in785 : f32
      linalg.yield %s787 : f32
    } -> tensor<32x16x128xf32> loc("backward.sub")
    %t789 = tensor.collapse_shape %t788 [[0, 1], [2]] : tensor<32x16x128xf32> into tensor<512x128xf32> loc("backward.lm_head")
    %t790 = tensor.empty() : tensor<128x512xf32> loc("backward.lm_head")
    %t791 = linalg.transpose ins(%t789 : tensor<512x128xf32>) outs(%t790 : tensor<128x512xf32>) permutation = [1, 0] loc("backward.lm_head")
    %t792 = tensor.empty() : tensor<128x64xf32> loc("backward.lm_head")
    %c793 = arith.constant 0.000000000e+00 : f32 loc("backward.lm_head")
    %t794 = linalg.fill ins(%c793 : f32) outs(%t792 : tensor<128x64xf32>) -> tensor<128x64xf32> loc("backward.lm_head")
    %t795 = linalg.matmul ins(%t791, %t667 : tensor<128x512xf32>, tensor<512x64xf32>) outs(%t794 : tensor<128x64xf32>) -> tensor<128x64xf32> loc("backward.lm_head")
    %t796 = tensor.empty() : tensor<64x128xf32> loc("backward.lm_head")
    %t797 = linalg.transpose ins(%t795 : tensor<128x64xf32>) outs(%t796 : tensor<64x128xf32>) permutation = [1, 0] loc("backward.lm_head")
    %t798 = tensor.empty() : tensor<128x64xf32> loc("backward.lm_head")
    %t799 = linalg.transpose ins(%t666 : tensor<64x128xf32>) outs(%t798 : tensor<128x64xf32>) permutation = [1, 0] loc("backward.lm_head")
    %t800 = tensor.empty() : tensor<512x64xf32> loc("backward.lm_head")
    %c801 = arith.constant 0.000000000e+00 : f32 loc("backward.lm_head")
    %t802 = linalg.fill ins(%c801 : f32) outs(%t800 : tensor<512x64xf32>) -> tensor<512x64xf32> loc("backward.lm_head")
    %t803 = linalg.matmul ins(%t789, %t799 : tensor<512x128xf32>, tensor<128x64xf32>) outs(%t802 : tensor<512x64xf32>) -> tensor<512x64xf32> loc("backward.lm_head")
    %t804 = tensor.expand_shape %t803 [[0, 1], [2]] output_shape [32, 16, 64] : tensor<512x64xf32> into tensor<32x16x64xf32> loc("backward.lm_head")
    %t805 = tensor.empty() : tensor<128x64xf32> loc("backward.lm_head")
    %t806 = linalg.transpose ins(%t797 : tensor<64x128xf32>) outs(%t805 : tensor<128x64xf32>) permutation = [1, 0] loc("backward.lm_head")
    %t807 = tensor.empty() : tensor<32x16x64xf32> loc("backward.transformer.ln_f")
    %t812 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t600, %t614 : tensor<32x16x64xf32>, tensor<32x16x1xf32>) outs(%t807 : tensor<32x16x64xf32>) {
    ^bb0(%in808: f32, %in809: f32, %out810: f32):
      %s811 = arith.subf %in808, %in809 : f32
      linalg.yield %s811 : f32
    } -> tensor<32x16x64xf32> loc("backward.transformer.ln_f")
    %t813 = tensor.empty() : tensor<32x16x64xf32> loc("backward.transformer.ln_f")
    %t818 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t812, %t646 : tensor<32x16x64xf32>, tensor<32x16x1xf32>) outs(%t813 : tensor<32x16x64xf32>) {
    ^bb0(%in814: f32, %in815: f32, %out816: f32):
      %s817 = arith.mulf %in814, %in815 : f32
      linalg.yield %s817 : f32
    } -> tensor<32x16x64xf32> loc("backward.transformer.ln_f")
    %t819 = tensor.empty() : tensor<32x16x64xf32> loc("backward.transformer.ln_f")
    %t824 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t804, %primals_27 : tensor<32x16x64xf32>, tensor<64xf32>) outs(%t819 : tensor<32x16x64xf32>) {
    ^bb0(%in820: f32, %in821: f32, %out822: f32):
      %s823 = arith.mulf %in820, %in821 : f32
      linalg.yield %s823 : f32
    } -> tensor<32x16x64xf32> loc("backward.transformer.ln_f")
    %t825 = tensor.empty() : tensor<32x16x64xf32> loc("backward.transformer.ln_f")
    %t830 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t824 : tensor<32x16x64xf32>) outs(%t825 : tensor<32x16x64xf32>) {
    ^bb0(%in826: f32, %out827: f32):
      %s828 = arith.constant 6.400000000e+01 : f32
      %s829 = arith.mulf %in826, %s828 : f32
      linalg.yield %s829 : f32
    } -> tensor<32x16x64xf32> loc("backward.transformer.ln_f")
    %t831 = tensor.empty() : tensor<32x16xf32> loc("backward.transformer.ln_f")
    %c832 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.ln_f")
    %t833 = linalg.fill ins(%c832 : f32) outs(%t831 : tensor<32x16xf32>) -> tensor<32x16xf32> loc("backward.transformer.ln_f")
    %t837 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t824 : tensor<32x16x64xf32>) outs(%t833 : tensor<32x16xf32>) {
    ^bb0(%in834: f32, %out835: f32):
      %s836 = arith.addf %out835, %in834 : f32
      linalg.yield %s836 : f32
    } -> tensor<32x16xf32> loc("backward.transformer.ln_f")
    %t838 = tensor.expand_shape %t837 [[0], [1, 2]] output_shape [32, 16, 1] : tensor<32x16xf32> into tensor<32x16x1xf32> loc("backward.transformer.ln_f")
    %t839 = tensor.empty() : tensor<32x16x64xf32> loc("backward.transformer.ln_f")
    %t844 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t824, %t818 : tensor<32x16x64xf32>, tensor<32x16x64xf32>) outs(%t839 : tensor<32x16x64xf32>) {
    ^bb0(%in840: f32, %in841: f32, %out842: f32):
      %s843 = arith.mulf %in840, %in841 : f32
      linalg.yield %s843 : f32
    } -> tensor<32x16x64xf32> loc("backward.transformer.ln_f")
    %t845 = tensor.empty() : tensor<32x16xf32> loc("backward.transformer.ln_f")
    %c846 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.ln_f")
    %t847 = linalg.fill ins(%c846 : f32) outs(%t845 : tensor<32x16xf32>) -> tensor<32x16xf32> loc("backward.transformer.ln_f")
    %t851 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t844 : tensor<32x16x64xf32>) outs(%t847 : tensor<32x16xf32>) {
    ^bb0(%in848: f32, %out849: f32):
      %s850 = arith.addf %out849, %in848 : f32
      linalg.yield %s850 : f32
    } -> tensor<32x16xf32> loc("backward.transformer.ln_f")
    %t852 = tensor.expand_shape %t851 [[0], [1, 2]] output_shape [32, 16, 1] : tensor<32x16xf32> into tensor<32x16x1xf32> loc("backward.transformer.ln_f")
    %t853 = tensor.empty() : tensor<32x16x64xf32> loc("backward.transformer.ln_f")
    %t858 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t818, %t852 : tensor<32x16x64xf32>, tensor<32x16x1xf32>) outs(%t853 : tensor<32x16x64xf32>) {
    ^bb0(%in854: f32, %in855: f32, %out856: f32):
      %s857 = arith.mulf %in854, %in855 : f32
      linalg.yield %s857 : f32
    } -> tensor<32x16x64xf32> loc("backward.transformer.ln_f")
    %t859 = tensor.empty() : tensor<32x16x64xf32> loc("backward.transformer.ln_f")
    %t864 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t830, %t838 : tensor<32x16x64xf32>, tensor<32x16x1xf32>) outs(%t859 : tensor<32x16x64xf32>) {
    ^bb0(%in860: f32, %in861: f32, %out862: f32):
      %s863 = arith.subf %in860, %in861 : f32
      linalg.yield %s863 : f32
    } -> tensor<32x16x64xf32> loc("backward.transformer.ln_f")
    %t865 = tensor.empty() : tensor<32x16x64xf32> loc("backward.transformer.ln_f")
    %t870 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t864, %t858 : tensor<32x16x64xf32>, tensor<32x16x64xf32>) outs(%t865 : tensor<32x16x64xf32>) {
    ^bb0(%in866: f32, %in867: f32, %out868: f32):
      %s869 = arith.subf %in866, %in867 : f32
      linalg.yield %s869 : f32
    } -> tensor<32x16x64xf32> loc("backward.transformer.ln_f")
    %t871 = tensor.empty() : tensor<32x16x1xf32> loc("backward.transformer.ln_f")
    %t876 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t646 : tensor<32x16x1xf32>) outs(%t871 : tensor<32x16x1xf32>) {
    ^bb0(%in872: f32, %out873: f32):
      %s874 = arith.constant 6.400000000e+01 : f32
      %s875 = arith.divf %in872, %s874 : f32
      linalg.yield %s875 : f32
    } -> tensor<32x16x1xf32> loc("backward.transformer.ln_f")
    %t877 = tensor.empty() : tensor<32x16x64xf32> loc("backward.transformer.ln_f")
    %t882 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t876, %t870 : tensor<32x16x1xf32>, tensor<32x16x64xf32>) outs(%t877 : tensor<32x16x64xf32>) {
    ^bb0(%in878: f32, %in879: f32, %out880: f32):
      %s881 = arith.mulf %in878, %in879 : f32
      linalg.yield %s881 : f32
    } -> tensor<32x16x64xf32> loc("backward.transformer.ln_f")
    %t883 = tensor.empty() : tensor<32x16x64xf32> loc("backward.transformer.ln_f")
    %t888 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t804, %t818 : tensor<32x16x64xf32>, tensor<32x16x64xf32>) outs(%t883 : tensor<32x16x64xf32>) {
    ^bb0(%in884: f32, %in885: f32, %out886: f32):
      %s887 = arith.mulf %in884, %in885 : f32
      linalg.yield %s887 : f32
    } -> tensor<32x16x64xf32> loc("backward.transformer.ln_f")
    %t889 = tensor.empty() : tensor<64xf32> loc("backward.transformer.ln_f")
    %c890 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.ln_f")
    %t891 = linalg.fill ins(%c890 : f32) outs(%t889 : tensor<64xf32>) -> tensor<64xf32> loc("backward.transformer.ln_f")
    %t895 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%t888 : tensor<32x16x64xf32>) outs(%t891 : tensor<64xf32>) {
    ^bb0(%in892: f32, %out893: f32):
      %s894 = arith.addf %out893, %in892 : f32
      linalg.yield %s894 : f32
    } -> tensor<64xf32> loc("backward.transformer.ln_f")
    %t896 = tensor.empty() : tensor<64xf32> loc("backward.transformer.ln_f")
    %c897 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.ln_f")
    %t898 = linalg.fill ins(%c897 : f32) outs(%t896 : tensor<64xf32>) -> tensor<64xf32> loc("backward.transformer.ln_f")
    %t902 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%t804 : tensor<32x16x64xf32>) outs(%t898 : tensor<64xf32>) {
    ^bb0(%in899: f32, %out900: f32):
      %s901 = arith.addf %out900, %in899 : f32
      linalg.yield %s901 : f32
    } -> tensor<64xf32> loc("backward.transformer.ln_f")
    %t903 = tensor.collapse_shape %t882 [[0, 1], [2]] : tensor<32x16x64xf32> into tensor<512x64xf32> loc("backward.transformer.h.1.mlp.c_proj")
    %t904 = tensor.empty() : tensor<64x256xf32> loc("backward.transformer.h.1.mlp.c_proj")
    %t905 = linalg.transpose ins(%primals_25 : tensor<256x64xf32>) outs(%t904 : tensor<64x256xf32>) permutation = [1, 0] loc("backward.transformer.h.1.mlp.c_proj")
    %t906 = tensor.empty() : tensor<512x256xf32> loc("backward.transformer.h.1.mlp.c_proj")
    %c907 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.1.mlp.c_proj")
    %t908 = linalg.fill ins(%c907 : f32) outs(%t906 : tensor<512x256xf32>) -> tensor<512x256xf32> loc("backward.transformer.h.1.mlp.c_proj")
    %t909 = linalg.matmul ins(%t903, %t905 : tensor<512x64xf32>, tensor<64x256xf32>) outs(%t908 : tensor<512x256xf32>) -> tensor<512x256xf32> loc("backward.transformer.h.1.mlp.c_proj")
    %t910 = tensor.empty() : tensor<256x512xf32> loc("backward.transformer.h.1.mlp.c_proj")
    %t911 = linalg.transpose ins(%t588 : tensor<512x256xf32>) outs(%t910 : tensor<256x512xf32>) permutation = [1, 0] loc("backward.transformer.h.1.mlp.c_proj")
    %t912 = tensor.empty() : tensor<256x64xf32> loc("backward.transformer.h.1.mlp.c_proj")
    %c913 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.1.mlp.c_proj")
    %t914 = linalg.fill ins(%c913 : f32) outs(%t912 : tensor<256x64xf32>) -> tensor<256x64xf32> loc("backward.transformer.h.1.mlp.c_proj")
    %t915 = linalg.matmul ins(%t911, %t903 : tensor<256x512xf32>, tensor<512x64xf32>) outs(%t914 : tensor<256x64xf32>) -> tensor<256x64xf32> loc("backward.transformer.h.1.mlp.c_proj")
    %t916 = tensor.empty() : tensor<64xf32> loc("backward.transformer.h.1.mlp.c_proj")
    %c917 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.1.mlp.c_proj")
    %t918 = linalg.fill ins(%c917 : f32) outs(%t916 : tensor<64xf32>) -> tensor<64xf32> loc("backward.transformer.h.1.mlp.c_proj")
    %t922 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%t903 : tensor<512x64xf32>) outs(%t918 : tensor<64xf32>) {
    ^bb0(%in919: f32, %out920: f32):
      %s921 = arith.addf %out920, %in919 : f32
      linalg.yield %s921 : f32
    } -> tensor<64xf32> loc("backward.transformer.h.1.mlp.c_proj")
    %t923 = tensor.expand_shape %t922 [[0, 1]] output_shape [1, 64] : tensor<64xf32> into tensor<1x64xf32> loc("backward.transformer.h.1.mlp.c_proj")
    %t924 = tensor.collapse_shape %t923 [[0, 1]] : tensor<1x64xf32> into tensor<64xf32> loc("backward.transformer.h.1.mlp.c_proj")
    %t925 = tensor.expand_shape %t909 [[0, 1], [2]] output_shape [32, 16, 256] : tensor<512x256xf32> into tensor<32x16x256xf32> loc("backward.transformer.h.1.mlp.c_proj")
    %t926 = tensor.empty() : tensor<32x16x256xf32> loc("backward.transformer.h.1.mlp.act")
    %t931 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t925, %t546 : tensor<32x16x256xf32>, tensor<32x16x256xf32>) outs(%t926 : tensor<32x16x256xf32>) {
    ^bb0(%in927: f32, %in928: f32, %out929: f32):
      %s930 = arith.mulf %in927, %in928 : f32
      linalg.yield %s930 : f32
    } -> tensor<32x16x256xf32> loc("backward.transformer.h.1.mlp.act")
    %t932 = tensor.empty() : tensor<32x16x256xf32> loc("backward.transformer.h.1.mlp.act")
    %t937 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t925, %t581 : tensor<32x16x256xf32>, tensor<32x16x256xf32>) outs(%t932 : tensor<32x16x256xf32>) {
    ^bb0(%in933: f32, %in934: f32, %out935: f32):
      %s936 = arith.mulf %in933, %in934 : f32
      linalg.yield %s936 : f32
    } -> tensor<32x16x256xf32> loc("backward.transformer.h.1.mlp.act")
    %t938 = tensor.empty() : tensor<32x16x256xf32> loc("backward.transformer.h.1.mlp.act")
    %t943 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t575, %t575 : tensor<32x16x256xf32>, tensor<32x16x256xf32>) outs(%t938 : tensor<32x16x256xf32>) {
    ^bb0(%in939: f32, %in940: f32, %out941: f32):
      %s942 = arith.mulf %in939, %in940 : f32
      linalg.yield %s942 : f32
    } -> tensor<32x16x256xf32> loc("backward.transformer.h.1.mlp.act")
    %t944 = tensor.empty() : tensor<32x16x256xf32> loc("backward.transformer.h.1.mlp.act")
    %t949 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t943 : tensor<32x16x256xf32>) outs(%t944 : tensor<32x16x256xf32>) {
    ^bb0(%in945: f32, %out946: f32):
      %s947 = arith.constant 1.000000000e+00 : f32
      %s948 = arith.subf %s947, %in945 : f32
      linalg.yield %s948 : f32
    } -> tensor<32x16x256xf32> loc("backward.transformer.h.1.mlp.act")
    %t950 = tensor.empty() : tensor<32x16x256xf32> loc("backward.transformer.h.1.mlp.act")
    %t955 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t931, %t949 : tensor<32x16x256xf32>, tensor<32x16x256xf32>) outs(%t950 : tensor<32x16x256xf32>) {
    ^bb0(%in951: f32, %in952: f32, %out953: f32):
      %s954 = arith.mulf %in951, %in952 : f32
      linalg.yield %s954 : f32
    } -> tensor<32x16x256xf32> loc("backward.transformer.h.1.mlp.act")
    %t956 = tensor.empty() : tensor<32x16x256xf32> loc("backward.transformer.h.1.mlp.act")
    %t961 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t955 : tensor<32x16x256xf32>) outs(%t956 : tensor<32x16x256xf32>) {
    ^bb0(%in957: f32, %out958: f32):
      %s959 = arith.constant 7.978845835e-01 : f32
      %s960 = arith.mulf %in957, %s959 : f32
      linalg.yield %s960 : f32
    } -> tensor<32x16x256xf32> loc("backward.transformer.h.1.mlp.act")
    %t962 = tensor.empty() : tensor<32x16x256xf32> loc("backward.transformer.h.1.mlp.act")
    %t967 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t961 : tensor<32x16x256xf32>) outs(%t962 : tensor<32x16x256xf32>) {
    ^bb0(%in963: f32, %out964: f32):
      %s965 = arith.constant 4.471499845e-02 : f32
      %s966 = arith.mulf %in963, %s965 : f32
      linalg.yield %s966 : f32
    } -> tensor<32x16x256xf32> loc("backward.transformer.h.1.mlp.act")
    %t968 = tensor.empty() : tensor<32x16x256xf32> loc("backward.transformer.h.1.mlp.act")
    %t972 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t540 : tensor<32x16x256xf32>) outs(%t968 : tensor<32x16x256xf32>) {
    ^bb0(%in969: f32, %out970: f32):
      %s971 = arith.mulf %in969, %in969 : f32
      linalg.yield %s971 : f32
    } -> tensor<32x16x256xf32> loc("backward.transformer.h.1.mlp.act")
    %t973 = tensor.empty() : tensor<32x16x256xf32> loc("backward.transformer.h.1.mlp.act")
    %t978 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t972 : tensor<32x16x256xf32>) outs(%t973 : tensor<32x16x256xf32>) {
    ^bb0(%in974: f32, %out975: f32):
      %s976 = arith.constant 3.000000000e+00 : f32
      %s977 = arith.mulf %in974, %s976 : f32
      linalg.yield %s977 : f32
    } -> tensor<32x16x256xf32> loc("backward.transformer.h.1.mlp.act")
    %t979 = tensor.empty() : tensor<32x16x256xf32> loc("backward.transformer.h.1.mlp.act")
    %t984 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t967, %t978 : tensor<32x16x256xf32>, tensor<32x16x256xf32>) outs(%t979 : tensor<32x16x256xf32>) {
    ^bb0(%in980: f32, %in981: f32, %out982: f32):
      %s983 = arith.mulf %in980, %in981 : f32
      linalg.yield %s983 : f32
    } -> tensor<32x16x256xf32> loc("backward.transformer.h.1.mlp.act")
    %t985 = tensor.empty() : tensor<32x16x256xf32> loc("backward.add_14")
    %t990 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t961, %t984 : tensor<32x16x256xf32>, tensor<32x16x256xf32>) outs(%t985 : tensor<32x16x256xf32>) {
    ^bb0(%in986: f32, %in987: f32, %out988: f32):
      %s989 = arith.addf %in986, %in987 : f32
      linalg.yield %s989 : f32
    } -> tensor<32x16x256xf32> loc("backward.add_14")
    %t991 = tensor.empty() : tensor<32x16x256xf32> loc("backward.transformer.h.1.mlp.act")
    %t996 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t937 : tensor<32x16x256xf32>) outs(%t991 : tensor<32x16x256xf32>) {
    ^bb0(%in992: f32, %out993: f32):
      %s994 = arith.constant 5.000000000e-01 : f32
      %s995 = arith.mulf %in992, %s994 : f32
      linalg.yield %s995 : f32
    } -> tensor<32x16x256xf32> loc("backward.transformer.h.1.mlp.act")
    %t997 = tensor.empty() : tensor<32x16x256xf32> loc("backward.add_15")
    %t1002 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t990, %t996 : tensor<32x16x256xf32>, tensor<32x16x256xf32>) outs(%t997 : tensor<32x16x256xf32>) {
    ^bb0(%in998: f32, %in999: f32, %out1000: f32):
      %s1001 = arith.addf %in998, %in999 : f32
      linalg.yield %s1001 : f32
    } -> tensor<32x16x256xf32> loc("backward.add_15")
    %t1003 = tensor.collapse_shape %t1002 [[0, 1], [2]] : tensor<32x16x256xf32> into tensor<512x256xf32> loc("backward.transformer.h.1.mlp.c_fc")
    %t1004 = tensor.empty() : tensor<256x64xf32> loc("backward.transformer.h.1.mlp.c_fc")
    %t1005 = linalg.transpose ins(%primals_23 : tensor<64x256xf32>) outs(%t1004 : tensor<256x64xf32>) permutation = [1, 0] loc("backward.transformer.h.1.mlp.c_fc")
    %t1006 = tensor.empty() : tensor<512x64xf32> loc("backward.transformer.h.1.mlp.c_fc")
    %c1007 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.1.mlp.c_fc")
    %t1008 = linalg.fill ins(%c1007 : f32) outs(%t1006 : tensor<512x64xf32>) -> tensor<512x64xf32> loc("backward.transformer.h.1.mlp.c_fc")
    %t1009 = linalg.matmul ins(%t1003, %t1005 : tensor<512x256xf32>, tensor<256x64xf32>) outs(%t1008 : tensor<512x64xf32>) -> tensor<512x64xf32> loc("backward.transformer.h.1.mlp.c_fc")
    %t1010 = tensor.empty() : tensor<64x512xf32> loc("backward.transformer.h.1.mlp.c_fc")
    %t1011 = linalg.transpose ins(%t534 : tensor<512x64xf32>) outs(%t1010 : tensor<64x512xf32>) permutation = [1, 0] loc("backward.transformer.h.1.mlp.c_fc")
    %t1012 = tensor.empty() : tensor<64x256xf32> loc("backward.transformer.h.1.mlp.c_fc")
    %c1013 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.1.mlp.c_fc")
    %t1014 = linalg.fill ins(%c1013 : f32) outs(%t1012 : tensor<64x256xf32>) -> tensor<64x256xf32> loc("backward.transformer.h.1.mlp.c_fc")
    %t1015 = linalg.matmul ins(%t1011, %t1003 : tensor<64x512xf32>, tensor<512x256xf32>) outs(%t1014 : tensor<64x256xf32>) -> tensor<64x256xf32> loc("backward.transformer.h.1.mlp.c_fc")
    %t1016 = tensor.empty() : tensor<256xf32> loc("backward.transformer.h.1.mlp.c_fc")
    %c1017 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.1.mlp.c_fc")
    %t1018 = linalg.fill ins(%c1017 : f32) outs(%t1016 : tensor<256xf32>) -> tensor<256xf32> loc("backward.transformer.h.1.mlp.c_fc")
    %t1022 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%t1003 : tensor<512x256xf32>) outs(%t1018 : tensor<256xf32>) {
    ^bb0(%in1019: f32, %out1020: f32):
      %s1021 = arith.addf %out1020, %in1019 : f32
      linalg.yield %s1021 : f32
    } -> tensor<256xf32> loc("backward.transformer.h.1.mlp.c_fc")
    %t1023 = tensor.expand_shape %t1022 [[0, 1]] output_shape [1, 256] : tensor<256xf32> into tensor<1x256xf32> loc("backward.transformer.h.1.mlp.c_fc")
    %t1024 = tensor.collapse_shape %t1023 [[0, 1]] : tensor<1x256xf32> into tensor<256xf32> loc("backward.transformer.h.1.mlp.c_fc")
    %t1025 = tensor.expand_shape %t1009 [[0, 1], [2]] output_shape [32, 16, 64] : tensor<512x64xf32> into tensor<32x16x64xf32> loc("backward.transformer.h.1.mlp.c_fc")
    %t1026 = tensor.empty() : tensor<32x16x64xf32> loc("backward.transformer.h.1.ln_2")
    %t1031 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t469, %t483 : tensor<32x16x64xf32>, tensor<32x16x1xf32>) outs(%t1026 : tensor<32x16x64xf32>) {
    ^bb0(%in1027: f32, %in1028: f32, %out1029: f32):
      %s1030 = arith.subf %in1027, %in1028 : f32
      linalg.yield %s1030 : f32
    } -> tensor<32x16x64xf32> loc("backward.transformer.h.1.ln_2")
    %t1032 = tensor.empty() : tensor<32x16x64xf32> loc("backward.transformer.h.1.ln_2")
    %t1037 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1031, %t515 : tensor<32x16x64xf32>, tensor<32x16x1xf32>) outs(%t1032 : tensor<32x16x64xf32>) {
    ^bb0(%in1033: f32, %in1034: f32, %out1035: f32):
      %s1036 = arith.mulf %in1033, %in1034 : f32
      linalg.yield %s1036 : f32
    } -> tensor<32x16x64xf32> loc("backward.transformer.h.1.ln_2")
    %t1038 = tensor.empty() : tensor<32x16x64xf32> loc("backward.transformer.h.1.ln_2")
    %t1043 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1025, %primals_21 : tensor<32x16x64xf32>, tensor<64xf32>) outs(%t1038 : tensor<32x16x64xf32>) {
    ^bb0(%in1039: f32, %in1040: f32, %out1041: f32):
      %s1042 = arith.mulf %in1039, %in1040 : f32
      linalg.yield %s1042 : f32
    } -> tensor<32x16x64xf32> loc("backward.transformer.h.1.ln_2")
    %t1044 = tensor.empty() : tensor<32x16x64xf32> loc("backward.transformer.h.1.ln_2")
    %t1049 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1043 : tensor<32x16x64xf32>) outs(%t1044 : tensor<32x16x64xf32>) {
    ^bb0(%in1045: f32, %out1046: f32):
      %s1047 = arith.constant 6.400000000e+01 : f32
      %s1048 = arith.mulf %in1045, %s1047 : f32
      linalg.yield %s1048 : f32
    } -> tensor<32x16x64xf32> loc("backward.transformer.h.1.ln_2")
    %t1050 = tensor.empty() : tensor<32x16xf32> loc("backward.transformer.h.1.ln_2")
    %c1051 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.1.ln_2")
    %t1052 = linalg.fill ins(%c1051 : f32) outs(%t1050 : tensor<32x16xf32>) -> tensor<32x16xf32> loc("backward.transformer.h.1.ln_2")
    %t1056 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t1043 : tensor<32x16x64xf32>) outs(%t1052 : tensor<32x16xf32>) {
    ^bb0(%in1053: f32, %out1054: f32):
      %s1055 = arith.addf %out1054, %in1053 : f32
      linalg.yield %s1055 : f32
    } -> tensor<32x16xf32> loc("backward.transformer.h.1.ln_2")
    %t1057 = tensor.expand_shape %t1056 [[0], [1, 2]] output_shape [32, 16, 1] : tensor<32x16xf32> into tensor<32x16x1xf32> loc("backward.transformer.h.1.ln_2")
    %t1058 = tensor.empty() : tensor<32x16x64xf32> loc("backward.transformer.h.1.ln_2")
    %t1063 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1043, %t1037 : tensor<32x16x64xf32>, tensor<32x16x64xf32>) outs(%t1058 : tensor<32x16x64xf32>) {
    ^bb0(%in1059: f32, %in1060: f32, %out1061: f32):
      %s1062 = arith.mulf %in1059, %in1060 : f32
      linalg.yield %s1062 : f32
    } -> tensor<32x16x64xf32> loc("backward.transformer.h.1.ln_2")
    %t1064 = tensor.empty() : tensor<32x16xf32> loc("backward.transformer.h.1.ln_2")
    %c1065 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.1.ln_2")
    %t1066 = linalg.fill ins(%c1065 : f32) outs(%t1064 : tensor<32x16xf32>) -> tensor<32x16xf32> loc("backward.transformer.h.1.ln_2")
    %t1070 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t1063 : tensor<32x16x64xf32>) outs(%t1066 : tensor<32x16xf32>) {
    ^bb0(%in1067: f32, %out1068: f32):
      %s1069 = arith.addf %out1068, %in1067 : f32
      linalg.yield %s1069 : f32
    } -> tensor<32x16xf32> loc("backward.transformer.h.1.ln_2")
    %t1071 = tensor.expand_shape %t1070 [[0], [1, 2]] output_shape [32, 16, 1] : tensor<32x16xf32> into tensor<32x16x1xf32> loc("backward.transformer.h.1.ln_2")
    %t1072 = tensor.empty() : tensor<32x16x64xf32> loc("backward.transformer.h.1.ln_2")
    %t1077 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1037, %t1071 : tensor<32x16x64xf32>, tensor<32x16x1xf32>) outs(%t1072 : tensor<32x16x64xf32>) {
    ^bb0(%in1073: f32, %in1074: f32, %out1075: f32):
      %s1076 = arith.mulf %in1073, %in1074 : f32
      linalg.yield %s1076 : f32
    } -> tensor<32x16x64xf32> loc("backward.transformer.h.1.ln_2")
    %t1078 = tensor.empty() : tensor<32x16x64xf32> loc("backward.transformer.h.1.ln_2")
    %t1083 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1049, %t1057 : tensor<32x16x64xf32>, tensor<32x16x1xf32>) outs(%t1078 : tensor<32x16x64xf32>) {
    ^bb0(%in1079: f32, %in1080: f32, %out1081: f32):
      %s1082 = arith.subf %in1079, %in1080 : f32
      linalg.yield %s1082 : f32
    } -> tensor<32x16x64xf32> loc("backward.transformer.h.1.ln_2")
    %t1084 = tensor.empty() : tensor<32x16x64xf32> loc("backward.transformer.h.1.ln_2")
    %t1089 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1083, %t1077 : tensor<32x16x64xf32>, tensor<32x16x64xf32>) outs(%t1084 : tensor<32x16x64xf32>) {
    ^bb0(%in1085: f32, %in1086: f32, %out1087: f32):
      %s1088 = arith.subf %in1085, %in1086 : f32
      linalg.yield %s1088 : f32
    } -> tensor<32x16x64xf32> loc("backward.transformer.h.1.ln_2")
    %t1090 = tensor.empty() : tensor<32x16x1xf32> loc("backward.transformer.h.1.ln_2")
    %t1095 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t515 : tensor<32x16x1xf32>) outs(%t1090 : tensor<32x16x1xf32>) {
    ^bb0(%in1091: f32, %out1092: f32):
      %s1093 = arith.constant 6.400000000e+01 : f32
      %s1094 = arith.divf %in1091, %s1093 : f32
      linalg.yield %s1094 : f32
    } -> tensor<32x16x1xf32> loc("backward.transformer.h.1.ln_2")
    %t1096 = tensor.empty() : tensor<32x16x64xf32> loc("backward.transformer.h.1.ln_2")
    %t1101 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1095, %t1089 : tensor<32x16x1xf32>, tensor<32x16x64xf32>) outs(%t1096 : tensor<32x16x64xf32>) {
    ^bb0(%in1097: f32, %in1098: f32, %out1099: f32):
      %s1100 = arith.mulf %in1097, %in1098 : f32
      linalg.yield %s1100 : f32
    } -> tensor<32x16x64xf32> loc("backward.transformer.h.1.ln_2")
    %t1102 = tensor.empty() : tensor<32x16x64xf32> loc("backward.transformer.h.1.ln_2")
    %t1107 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1025, %t1037 : tensor<32x16x64xf32>, tensor<32x16x64xf32>) outs(%t1102 : tensor<32x16x64xf32>) {
    ^bb0(%in1103: f32, %in1104: f32, %out1105: f32):
      %s1106 = arith.mulf %in1103, %in1104 : f32
      linalg.yield %s1106 : f32
    } -> tensor<32x16x64xf32> loc("backward.transformer.h.1.ln_2")
    %t1108 = tensor.empty() : tensor<64xf32> loc("backward.transformer.h.1.ln_2")
    %c1109 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.1.ln_2")
    %t1110 = linalg.fill ins(%c1109 : f32) outs(%t1108 : tensor<64xf32>) -> tensor<64xf32> loc("backward.transformer.h.1.ln_2")
    %t1114 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%t1107 : tensor<32x16x64xf32>) outs(%t1110 : tensor<64xf32>) {
    ^bb0(%in1111: f32, %out1112: f32):
      %s1113 = arith.addf %out1112, %in1111 : f32
      linalg.yield %s1113 : f32
    } -> tensor<64xf32> loc("backward.transformer.h.1.ln_2")
    %t1115 = tensor.empty() : tensor<64xf32> loc("backward.transformer.h.1.ln_2")
    %c1116 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.1.ln_2")
    %t1117 = linalg.fill ins(%c1116 : f32) outs(%t1115 : tensor<64xf32>) -> tensor<64xf32> loc("backward.transformer.h.1.ln_2")
    %t1121 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%t1025 : tensor<32x16x64xf32>) outs(%t1117 : tensor<64xf32>) {
    ^bb0(%in1118: f32, %out1119: f32):
      %s1120 = arith.addf %out1119, %in1118 : f32
      linalg.yield %s1120 : f32
    } -> tensor<64xf32> loc("backward.transformer.h.1.ln_2")
    %t1122 = tensor.empty() : tensor<32x16x64xf32> loc("backward.add_16")
    %t1127 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t882, %t1101 : tensor<32x16x64xf32>, tensor<32x16x64xf32>) outs(%t1122 : tensor<32x16x64xf32>) {
    ^bb0(%in1123: f32, %in1124: f32, %out1125: f32):
      %s1126 = arith.addf %in1123, %in1124 : f32
      linalg.yield %s1126 : f32
    } -> tensor<32x16x64xf32> loc("backward.add_16")
    %t1128 = tensor.collapse_shape %t1127 [[0, 1], [2]] : tensor<32x16x64xf32> into tensor<512x64xf32> loc("backward.transformer.h.1.attn.c_proj")
    %t1129 = tensor.empty() : tensor<64x64xf32> loc("backward.transformer.h.1.attn.c_proj")
    %t1130 = linalg.transpose ins(%primals_19 : tensor<64x64xf32>) outs(%t1129 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.transformer.h.1.attn.c_proj")
    %t1131 = tensor.empty() : tensor<512x64xf32> loc("backward.transformer.h.1.attn.c_proj")
    %c1132 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.1.attn.c_proj")
    %t1133 = linalg.fill ins(%c1132 : f32) outs(%t1131 : tensor<512x64xf32>) -> tensor<512x64xf32> loc("backward.transformer.h.1.attn.c_proj")
    %t1134 = linalg.matmul ins(%t1128, %t1130 : tensor<512x64xf32>, tensor<64x64xf32>) outs(%t1133 : tensor<512x64xf32>) -> tensor<512x64xf32> loc("backward.transformer.h.1.attn.c_proj")
    %t1135 = tensor.empty() : tensor<64x512xf32> loc("backward.transformer.h.1.attn.c_proj")
    %t1136 = linalg.transpose ins(%t457 : tensor<512x64xf32>) outs(%t1135 : tensor<64x512xf32>) permutation = [1, 0] loc("backward.transformer.h.1.attn.c_proj")
    %t1137 = tensor.empty() : tensor<64x64xf32> loc("backward.transformer.h.1.attn.c_proj")
    %c1138 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.1.attn.c_proj")
    %t1139 = linalg.fill ins(%c1138 : f32) outs(%t1137 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.transformer.h.1.attn.c_proj")
    %t1140 = linalg.matmul ins(%t1136, %t1128 : tensor<64x512xf32>, tensor<512x64xf32>) outs(%t1139 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.transformer.h.1.attn.c_proj")
    %t1141 = tensor.empty() : tensor<64xf32> loc("backward.transformer.h.1.attn.c_proj")
    %c1142 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.1.attn.c_proj")
    %t1143 = linalg.fill ins(%c1142 : f32) outs(%t1141 : tensor<64xf32>) -> tensor<64xf32> loc("backward.transformer.h.1.attn.c_proj")
    %t1147 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%t1128 : tensor<512x64xf32>) outs(%t1143 : tensor<64xf32>) {
    ^bb0(%in1144: f32, %out1145: f32):
      %s1146 = arith.addf %out1145, %in1144 : f32
      linalg.yield %s1146 : f32
    } -> tensor<64xf32> loc("backward.transformer.h.1.attn.c_proj")
    %t1148 = tensor.expand_shape %t1147 [[0, 1]] output_shape [1, 64] : tensor<64xf32> into tensor<1x64xf32> loc("backward.transformer.h.1.attn.c_proj")
    %t1149 = tensor.collapse_shape %t1148 [[0, 1]] : tensor<1x64xf32> into tensor<64xf32> loc("backward.transformer.h.1.attn.c_proj")
    %t1150 = tensor.expand_shape %t1134 [[0, 1], [2]] output_shape [32, 16, 64] : tensor<512x64xf32> into tensor<32x16x64xf32> loc("backward.transformer.h.1.attn.c_proj")
    %t1151 = tensor.expand_shape %t1150 [[0], [1], [2, 3]] output_shape [32, 16, 4, 16] : tensor<32x16x64xf32> into tensor<32x16x4x16xf32> loc("backward.transformer.h.1.attn")
    %t1152 = tensor.empty() : tensor<32x4x16x16xf32> loc("backward.transformer.h.1.attn")
    %t1153 = linalg.transpose ins(%t1151 : tensor<32x16x4x16xf32>) outs(%t1152 : tensor<32x4x16x16xf32>) permutation = [0, 2, 1, 3] loc("backward.transformer.h.1.attn")
    %t1154 = tensor.collapse_shape %t1153 [[0, 1], [2], [3]] : tensor<32x4x16x16xf32> into tensor<128x16x16xf32> loc("backward.transformer.h.1.attn")
    %t1155 = tensor.empty() : tensor<128x16x16xf32> loc("backward.transformer.h.1.attn")
    %t1156 = linalg.transpose ins(%t447 : tensor<128x16x16xf32>) outs(%t1155 : tensor<128x16x16xf32>) permutation = [0, 2, 1] loc("backward.transformer.h.1.attn")
    %t1157 = tensor.empty() : tensor<128x16x16xf32> loc("backward.transformer.h.1.attn")
    %c1158 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.1.attn")
    %t1159 = linalg.fill ins(%c1158 : f32) outs(%t1157 : tensor<128x16x16xf32>) -> tensor<128x16x16xf32> loc("backward.transformer.h.1.attn")
    %t1160 = linalg.batch_matmul ins(%t1156, %t1154 : tensor<128x16x16xf32>, tensor<128x16x16xf32>) outs(%t1159 : tensor<128x16x16xf32>) -> tensor<128x16x16xf32> loc("backward.transformer.h.1.attn")
    %t1161 = tensor.empty() : tensor<128x16x16xf32> loc("backward.transformer.h.1.attn")
    %t1162 = linalg.transpose ins(%t448 : tensor<128x16x16xf32>) outs(%t1161 : tensor<128x16x16xf32>) permutation = [0, 2, 1] loc("backward.transformer.h.1.attn")
    %t1163 = tensor.empty() : tensor<128x16x16xf32> loc("backward.transformer.h.1.attn")
    %c1164 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.1.attn")
    %t1165 = linalg.fill ins(%c1164 : f32) outs(%t1163 : tensor<128x16x16xf32>) -> tensor<128x16x16xf32> loc("backward.transformer.h.1.attn")
    %t1166 = linalg.batch_matmul ins(%t1154, %t1162 : tensor<128x16x16xf32>, tensor<128x16x16xf32>) outs(%t1165 : tensor<128x16x16xf32>) -> tensor<128x16x16xf32> loc("backward.transformer.h.1.attn")
    %t1167 = tensor.expand_shape %t1160 [[0, 1], [2], [3]] output_shape [32, 4, 16, 16] : tensor<128x16x16xf32> into tensor<32x4x16x16xf32> loc("backward.transformer.h.1.attn")
    %t1168 = tensor.expand_shape %t1166 [[0, 1], [2], [3]] output_shape [32, 4, 16, 16] : tensor<128x16x16xf32> into tensor<32x4x16x16xf32> loc("backward.transformer.h.1.attn")
    %t1169 = tensor.empty() : tensor<32x4x16x16xf32> loc("backward.transformer.h.1.attn")
    %t1174 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1168, %t446 : tensor<32x4x16x16xf32>, tensor<32x4x16x16xf32>) outs(%t1169 : tensor<32x4x16x16xf32>) {
    ^bb0(%in1170: f32, %in1171: f32, %out1172: f32):
      %s1173 = arith.mulf %in1170, %in1171 : f32
      linalg.yield %s1173 : f32
    } -> tensor<32x4x16x16xf32> loc("backward.transformer.h.1.attn")
    %t1175 = tensor.empty() : tensor<32x4x16xf32> loc("backward.transformer.h.1.attn")
    %c1176 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.1.attn")
    %t1177 = linalg.fill ins(%c1176 : f32) outs(%t1175 : tensor<32x4x16xf32>) -> tensor<32x4x16xf32> loc("backward.transformer.h.1.attn")
    %t1181 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%t1174 : tensor<32x4x16x16xf32>) outs(%t1177 : tensor<32x4x16xf32>) {
    ^bb0(%in1178: f32, %out1179: f32):
      %s1180 = arith.addf %out1179, %in1178 : f32
      linalg.yield %s1180 : f32
    } -> tensor<32x4x16xf32> loc("backward.transformer.h.1.attn")
    %t1182 = tensor.expand_shape %t1181 [[0], [1], [2, 3]] output_shape [32, 4, 16, 1] : tensor<32x4x16xf32> into tensor<32x4x16x1xf32> loc("backward.transformer.h.1.attn")
    %t1183 = tensor.empty() : tensor<32x4x16x16xf32> loc("backward.transformer.h.1.attn")
    %t1188 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t446, %t1182 : tensor<32x4x16x16xf32>, tensor<32x4x16x1xf32>) outs(%t1183 : tensor<32x4x16x16xf32>) {
    ^bb0(%in1184: f32, %in1185: f32, %out1186: f32):
      %s1187 = arith.mulf %in1184, %in1185 : f32
      linalg.yield %s1187 : f32
    } -> tensor<32x4x16x16xf32> loc("backward.transformer.h.1.attn")
    %t1189 = tensor.empty() : tensor<32x4x16x16xf32> loc("backward.transformer.h.1.attn")
    %t1194 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1174, %t1188 : tensor<32x4x16x16xf32>, tensor<32x4x16x16xf32>) outs(%t1189 : tensor<32x4x16x16xf32>) {
    ^bb0(%in1190: f32, %in1191: f32, %out1192: f32):
      %s1193 = arith.subf %in1190, %in1191 : f32
      linalg.yield %s1193 : f32
    } -> tensor<32x4x16x16xf32> loc("backward.transformer.h.1.attn")
    %t1195 = tensor.empty() : tensor<32x4x16x16xf32> loc("backward.transformer.h.1.attn")
    %t1200 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1194 : tensor<32x4x16x16xf32>) outs(%t1195 : tensor<32x4x16x16xf32>) {
    ^bb0(%in1196: f32, %out1197: f32):
      %s1198 = arith.constant 2.500000000e-01 : f32
      %s1199 = arith.mulf %in1196, %s1198 : f32
      linalg.yield %s1199 : f32
    } -> tensor<32x4x16x16xf32> loc("backward.transformer.h.1.attn")
    %t1201 = tensor.collapse_shape %t1200 [[0, 1], [2], [3]] : tensor<32x4x16x16xf32> into tensor<128x16x16xf32> loc("backward.transformer.h.1.attn")
    %t1202 = tensor.empty() : tensor<128x16x16xf32> loc("backward.transformer.h.1.attn")
    %t1203 = linalg.transpose ins(%t399 : tensor<128x16x16xf32>) outs(%t1202 : tensor<128x16x16xf32>) permutation = [0, 2, 1] loc("backward.transformer.h.1.attn")
    %t1204 = tensor.empty() : tensor<128x16x16xf32> loc("backward.transformer.h.1.attn")
    %c1205 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.1.attn")
    %t1206 = linalg.fill ins(%c1205 : f32) outs(%t1204 : tensor<128x16x16xf32>) -> tensor<128x16x16xf32> loc("backward.transformer.h.1.attn")
    %t1207 = linalg.batch_matmul ins(%t1203, %t1201 : tensor<128x16x16xf32>, tensor<128x16x16xf32>) outs(%t1206 : tensor<128x16x16xf32>) -> tensor<128x16x16xf32> loc("backward.transformer.h.1.attn")
    %t1208 = tensor.empty() : tensor<128x16x16xf32> loc("backward.transformer.h.1.attn")
    %t1209 = linalg.transpose ins(%t400 : tensor<128x16x16xf32>) outs(%t1208 : tensor<128x16x16xf32>) permutation = [0, 2, 1] loc("backward.transformer.h.1.attn")
    %t1210 = tensor.empty() : tensor<128x16x16xf32> loc("backward.transformer.h.1.attn")
    %c1211 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.1.attn")
    %t1212 = linalg.fill ins(%c1211 : f32) outs(%t1210 : tensor<128x16x16xf32>) -> tensor<128x16x16xf32> loc("backward.transformer.h.1.attn")
    %t1213 = linalg.batch_matmul ins(%t1201, %t1209 : tensor<128x16x16xf32>, tensor<128x16x16xf32>) outs(%t1212 : tensor<128x16x16xf32>) -> tensor<128x16x16xf32> loc("backward.transformer.h.1.attn")
    %t1214 = tensor.expand_shape %t1207 [[0, 1], [2], [3]] output_shape [32, 4, 16, 16] : tensor<128x16x16xf32> into tensor<32x4x16x16xf32> loc("backward.transformer.h.1.attn")
    %t1215 = tensor.expand_shape %t1213 [[0, 1], [2], [3]] output_shape [32, 4, 16, 16] : tensor<128x16x16xf32> into tensor<32x4x16x16xf32> loc("backward.transformer.h.1.attn")
    %t1216 = tensor.empty() : tensor<32x4x16x16xf32> loc("backward.transformer.h.1.attn")
    %t1217 = linalg.transpose ins(%t1214 : tensor<32x4x16x16xf32>) outs(%t1216 : tensor<32x4x16x16xf32>) permutation = [0, 1, 3, 2] loc("backward.transformer.h.1.attn")
    %t1218 = tensor.empty() : tensor<32x16x4x16xf32> loc("backward.transformer.h.1.attn")
    %t1219 = linalg.transpose ins(%t1215 : tensor<32x4x16x16xf32>) outs(%t1218 : tensor<32x16x4x16xf32>) permutation = [0, 2, 1, 3] loc("backward.transformer.h.1.attn")
    %t1220 = tensor.collapse_shape %t1219 [[0], [1], [2, 3]] : tensor<32x16x4x16xf32> into tensor<32x16x64xf32> loc("backward.transformer.h.1.attn")
    %t1221 = tensor.empty() : tensor<32x16x4x16xf32> loc("backward.transformer.h.1.attn")
    %t1222 = linalg.transpose ins(%t1167 : tensor<32x4x16x16xf32>) outs(%t1221 : tensor<32x16x4x16xf32>) permutation = [0, 2, 1, 3] loc("backward.transformer.h.1.attn")
    %t1223 = tensor.collapse_shape %t1222 [[0], [1], [2, 3]] : tensor<32x16x4x16xf32> into tensor<32x16x64xf32> loc("backward.transformer.h.1.attn")
    %t1224 = tensor.empty() : tensor<32x16x4x16xf32> loc("backward.transformer.h.1.attn")
    %t1225 = linalg.transpose ins(%t1217 : tensor<32x4x16x16xf32>) outs(%t1224 : tensor<32x16x4x16xf32>) permutation = [0, 2, 1, 3] loc("backward.transformer.h.1.attn")
    %t1226 = tensor.collapse_shape %t1225 [[0], [1], [2, 3]] : tensor<32x16x4x16xf32> into tensor<32x16x64xf32> loc("backward.transformer.h.1.attn")
    %t1227 = tensor.empty() : tensor<32x16x192xf32> loc("backward.transformer.h.1.attn")
    %t1228 = tensor.insert_slice %t1220 into %t1227[0, 0, 0] [32, 16, 64] [1, 1, 1] : tensor<32x16x64xf32> into tensor<32x16x192xf32> loc("backward.transformer.h.1.attn")
    %t1229 = tensor.insert_slice %t1226 into %t1228[0, 0, 64] [32, 16, 64] [1, 1, 1] : tensor<32x16x64xf32> into tensor<32x16x192xf32> loc("backward.transformer.h.1.attn")
    %t1230 = tensor.insert_slice %t1223 into %t1229[0, 0, 128] [32, 16, 64] [1, 1, 1] : tensor<32x16x64xf32> into tensor<32x16x192xf32> loc("backward.transformer.h.1.attn")
    %t1231 = tensor.collapse_shape %t1230 [[0, 1], [2]] : tensor<32x16x192xf32> into tensor<512x192xf32> loc("backward.transformer.h.1.attn.c_attn")
    %t1232 = tensor.empty() : tensor<192x64xf32> loc("backward.transformer.h.1.attn.c_attn")
    %t1233 = linalg.transpose ins(%primals_17 : tensor<64x192xf32>) outs(%t1232 : tensor<192x64xf32>) permutation = [1, 0] loc("backward.transformer.h.1.attn.c_attn")
    %t1234 = tensor.empty() : tensor<512x64xf32> loc("backward.transformer.h.1.attn.c_attn")
    %c1235 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.1.attn.c_attn")
    %t1236 = linalg.fill ins(%c1235 : f32) outs(%t1234 : tensor<512x64xf32>) -> tensor<512x64xf32> loc("backward.transformer.h.1.attn.c_attn")
    %t1237 = linalg.matmul ins(%t1231, %t1233 : tensor<512x192xf32>, tensor<192x64xf32>) outs(%t1236 : tensor<512x64xf32>) -> tensor<512x64xf32> loc("backward.transformer.h.1.attn.c_attn")
    %t1238 = tensor.empty() : tensor<64x512xf32> loc("backward.transformer.h.1.attn.c_attn")
    %t1239 = linalg.transpose ins(%t378 : tensor<512x64xf32>) outs(%t1238 : tensor<64x512xf32>) permutation = [1, 0] loc("backward.transformer.h.1.attn.c_attn")
    %t1240 = tensor.empty() : tensor<64x192xf32> loc("backward.transformer.h.1.attn.c_attn")
    %c1241 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.1.attn.c_attn")
    %t1242 = linalg.fill ins(%c1241 : f32) outs(%t1240 : tensor<64x192xf32>) -> tensor<64x192xf32> loc("backward.transformer.h.1.attn.c_attn")
    %t1243 = linalg.matmul ins(%t1239, %t1231 : tensor<64x512xf32>, tensor<512x192xf32>) outs(%t1242 : tensor<64x192xf32>) -> tensor<64x192xf32> loc("backward.transformer.h.1.attn.c_attn")
    %t1244 = tensor.empty() : tensor<192xf32> loc("backward.transformer.h.1.attn.c_attn")
    %c1245 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.1.attn.c_attn")
    %t1246 = linalg.fill ins(%c1245 : f32) outs(%t1244 : tensor<192xf32>) -> tensor<192xf32> loc("backward.transformer.h.1.attn.c_attn")
    %t1250 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%t1231 : tensor<512x192xf32>) outs(%t1246 : tensor<192xf32>) {
    ^bb0(%in1247: f32, %out1248: f32):
      %s1249 = arith.addf %out1248, %in1247 : f32
      linalg.yield %s1249 : f32
    } -> tensor<192xf32> loc("backward.transformer.h.1.attn.c_attn")
    %t1251 = tensor.expand_shape %t1250 [[0, 1]] output_shape [1, 192] : tensor<192xf32> into tensor<1x192xf32> loc("backward.transformer.h.1.attn.c_attn")
    %t1252 = tensor.collapse_shape %t1251 [[0, 1]] : tensor<1x192xf32> into tensor<192xf32> loc("backward.transformer.h.1.attn.c_attn")
    %t1253 = tensor.expand_shape %t1237 [[0, 1], [2]] output_shape [32, 16, 64] : tensor<512x64xf32> into tensor<32x16x64xf32> loc("backward.transformer.h.1.attn.c_attn")
    %t1254 = tensor.empty() : tensor<32x16x64xf32> loc("backward.transformer.h.1.ln_1")
    %t1259 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t313, %t327 : tensor<32x16x64xf32>, tensor<32x16x1xf32>) outs(%t1254 : tensor<32x16x64xf32>) {
    ^bb0(%in1255: f32, %in1256: f32, %out1257: f32):
      %s1258 = arith.subf %in1255, %in1256 : f32
      linalg.yield %s1258 : f32
    } -> tensor<32x16x64xf32> loc("backward.transformer.h.1.ln_1")
    %t1260 = tensor.empty() : tensor<32x16x64xf32> loc("backward.transformer.h.1.ln_1")
    %t1265 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1259, %t359 : tensor<32x16x64xf32>, tensor<32x16x1xf32>) outs(%t1260 : tensor<32x16x64xf32>) {
    ^bb0(%in1261: f32, %in1262: f32, %out1263: f32):
      %s1264 = arith.mulf %in1261, %in1262 : f32
      linalg.yield %s1264 : f32
    } -> tensor<32x16x64xf32> loc("backward.transformer.h.1.ln_1")
    %t1266 = tensor.empty() : tensor<32x16x64xf32> loc("backward.transformer.h.1.ln_1")
    %t1271 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1253, %primals_15 : tensor<32x16x64xf32>, tensor<64xf32>) outs(%t1266 : tensor<32x16x64xf32>) {
    ^bb0(%in1267: f32, %in1268: f32, %out1269: f32):
      %s1270 = arith.mulf %in1267, %in1268 : f32
      linalg.yield %s1270 : f32
    } -> tensor<32x16x64xf32> loc("backward.transformer.h.1.ln_1")
    %t1272 = tensor.empty() : tensor<32x16x64xf32> loc("backward.transformer.h.1.ln_1")
    %t1277 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1271 : tensor<32x16x64xf32>) outs(%t1272 : tensor<32x16x64xf32>) {
    ^bb0(%in1273: f32, %out1274: f32):
      %s1275 = arith.constant 6.400000000e+01 : f32
      %s1276 = arith.mulf %in1273, %s1275 : f32
      linalg.yield %s1276 : f32
    } -> tensor<32x16x64xf32> loc("backward.transformer.h.1.ln_1")
    %t1278 = tensor.empty() : tensor<32x16xf32> loc("backward.transformer.h.1.ln_1")
    %c1279 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.1.ln_1")
    %t1280 = linalg.fill ins(%c1279 : f32) outs(%t1278 : tensor<32x16xf32>) -> tensor<32x16xf32> loc("backward.transformer.h.1.ln_1")
    %t1284 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t1271 : tensor<32x16x64xf32>) outs(%t1280 : tensor<32x16xf32>) {
    ^bb0(%in1281: f32, %out1282: f32):
      %s1283 = arith.addf %out1282, %in1281 : f32
      linalg.yield %s1283 : f32
    } -> tensor<32x16xf32> loc("backward.transformer.h.1.ln_1")
    %t1285 = tensor.expand_shape %t1284 [[0], [1, 2]] output_shape [32, 16, 1] : tensor<32x16xf32> into tensor<32x16x1xf32> loc("backward.transformer.h.1.ln_1")
    %t1286 = tensor.empty() : tensor<32x16x64xf32> loc("backward.transformer.h.1.ln_1")
    %t1291 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1271, %t1265 : tensor<32x16x64xf32>, tensor<32x16x64xf32>) outs(%t1286 : tensor<32x16x64xf32>) {
    ^bb0(%in1287: f32, %in1288: f32, %out1289: f32):
      %s1290 = arith.mulf %in1287, %in1288 : f32
      linalg.yield %s1290 : f32
    } -> tensor<32x16x64xf32> loc("backward.transformer.h.1.ln_1")
    %t1292 = tensor.empty() : tensor<32x16xf32> loc("backward.transformer.h.1.ln_1")
    %c1293 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.1.ln_1")
    %t1294 = linalg.fill ins(%c1293 : f32) outs(%t1292 : tensor<32x16xf32>) -> tensor<32x16xf32> loc("backward.transformer.h.1.ln_1")
    %t1298 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t1291 : tensor<32x16x64xf32>) outs(%t1294 : tensor<32x16xf32>) {
    ^bb0(%in1295: f32, %out1296: f32):
      %s1297 = arith.addf %out1296, %in1295 : f32
      linalg.yield %s1297 : f32
    } -> tensor<32x16xf32> loc("backward.transformer.h.1.ln_1")
    %t1299 = tensor.expand_shape %t1298 [[0], [1, 2]] output_shape [32, 16, 1] : tensor<32x16xf32> into tensor<32x16x1xf32> loc("backward.transformer.h.1.ln_1")
    %t1300 = tensor.empty() : tensor<32x16x64xf32> loc("backward.transformer.h.1.ln_1")
    %t1305 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1265, %t1299 : tensor<32x16x64xf32>, tensor<32x16x1xf32>) outs(%t1300 : tensor<32x16x64xf32>) {
    ^bb0(%in1301: f32, %in1302: f32, %out1303: f32):
      %s1304 = arith.mulf %in1301, %in1302 : f32
      linalg.yield %s1304 : f32
    } -> tensor<32x16x64xf32> loc("backward.transformer.h.1.ln_1")
    %t1306 = tensor.empty() : tensor<32x16x64xf32> loc("backward.transformer.h.1.ln_1")
    %t1311 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1277, %t1285 : tensor<32x16x64xf32>, tensor<32x16x1xf32>) outs(%t1306 : tensor<32x16x64xf32>) {
    ^bb0(%in1307: f32, %in1308: f32, %out1309: f32):
      %s1310 = arith.subf %in1307, %in1308 : f32
      linalg.yield %s1310 : f32
    } -> tensor<32x16x64xf32> loc("backward.transformer.h.1.ln_1")
    %t1312 = tensor.empty() : tensor<32x16x64xf32> loc("backward.transformer.h.1.ln_1")
    %t1317 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1311, %t1305 : tensor<32x16x64xf32>, tensor<32x16x64xf32>) outs(%t1312 : tensor<32x16x64xf32>) {
    ^bb0(%in1313: f32, %in1314: f32, %out1315: f32):
      %s1316 = arith.subf %in1313, %in1314 : f32
      linalg.yield %s1316 : f32
    } -> tensor<32x16x64xf32> loc("backward.transformer.h.1.ln_1")
    %t1318 = tensor.empty() : tensor<32x16x1xf32> loc("backward.transformer.h.1.ln_1")
    %t1323 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t359 : tensor<32x16x1xf32>) outs(%t1318 : tensor<32x16x1xf32>) {
    ^bb0(%in1319: f32, %out1320: f32):
      %s1321 = arith.constant 6.400000000e+01 : f32
      %s1322 = arith.divf %in1319, %s1321 : f32
      linalg.yield %s1322 : f32
    } -> tensor<32x16x1xf32> loc("backward.transformer.h.1.ln_1")
    %t1324 = tensor.empty() : tensor<32x16x64xf32> loc("backward.transformer.h.1.ln_1")
    %t1329 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1323, %t1317 : tensor<32x16x1xf32>, tensor<32x16x64xf32>) outs(%t1324 : tensor<32x16x64xf32>) {
    ^bb0(%in1325: f32, %in1326: f32, %out1327: f32):
      %s1328 = arith.mulf %in1325, %in1326 : f32
      linalg.yield %s1328 : f32
    } -> tensor<32x16x64xf32> loc("backward.transformer.h.1.ln_1")
    %t1330 = tensor.empty() : tensor<32x16x64xf32> loc("backward.transformer.h.1.ln_1")
    %t1335 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1253, %t1265 : tensor<32x16x64xf32>, tensor<32x16x64xf32>) outs(%t1330 : tensor<32x16x64xf32>) {
    ^bb0(%in1331: f32, %in1332: f32, %out1333: f32):
      %s1334 = arith.mulf %in1331, %in1332 : f32
      linalg.yield %s1334 : f32
    } -> tensor<32x16x64xf32> loc("backward.transformer.h.1.ln_1")
    %t1336 = tensor.empty() : tensor<64xf32> loc("backward.transformer.h.1.ln_1")
    %c1337 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.1.ln_1")
    %t1338 = linalg.fill ins(%c1337 : f32) outs(%t1336 : tensor<64xf32>) -> tensor<64xf32> loc("backward.transformer.h.1.ln_1")
    %t1342 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%t1335 : tensor<32x16x64xf32>) outs(%t1338 : tensor<64xf32>) {
    ^bb0(%in1339: f32, %out1340: f32):
      %s1341 = arith.addf %out1340, %in1339 : f32
      linalg.yield %s1341 : f32
    } -> tensor<64xf32> loc("backward.transformer.h.1.ln_1")
    %t1343 = tensor.empty() : tensor<64xf32> loc("backward.transformer.h.1.ln_1")
    %c1344 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.1.ln_1")
    %t1345 = linalg.fill ins(%c1344 : f32) outs(%t1343 : tensor<64xf32>) -> tensor<64xf32> loc("backward.transformer.h.1.ln_1")
    %t1349 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%t1253 : tensor<32x16x64xf32>) outs(%t1345 : tensor<64xf32>) {
    ^bb0(%in1346: f32, %out1347: f32):
      %s1348 = arith.addf %out1347, %in1346 : f32
      linalg.yield %s1348 : f32
    } -> tensor<64xf32> loc("backward.transformer.h.1.ln_1")
    %t1350 = tensor.empty() : tensor<32x16x64xf32> loc("backward.add_17")
    %t1355 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1127, %t1329 : tensor<32x16x64xf32>, tensor<32x16x64xf32>) outs(%t1350 : tensor<32x16x64xf32>) {
    ^bb0(%in1351: f32, %in1352: f32, %out1353: f32):
      %s1354 = arith.addf %in1351, %in1352 : f32
      linalg.yield %s1354 : f32
    } -> tensor<32x16x64xf32> loc("backward.add_17")
    %t1356 = tensor.collapse_shape %t1355 [[0, 1], [2]] : tensor<32x16x64xf32> into tensor<512x64xf32> loc("backward.transformer.h.0.mlp.c_proj")
    %t1357 = tensor.empty() : tensor<64x256xf32> loc("backward.transformer.h.0.mlp.c_proj")
    %t1358 = linalg.transpose ins(%primals_13 : tensor<256x64xf32>) outs(%t1357 : tensor<64x256xf32>) permutation = [1, 0] loc("backward.transformer.h.0.mlp.c_proj")
    %t1359 = tensor.empty() : tensor<512x256xf32> loc("backward.transformer.h.0.mlp.c_proj")
    %c1360 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.0.mlp.c_proj")
    %t1361 = linalg.fill ins(%c1360 : f32) outs(%t1359 : tensor<512x256xf32>) -> tensor<512x256xf32> loc("backward.transformer.h.0.mlp.c_proj")
    %t1362 = linalg.matmul ins(%t1356, %t1358 : tensor<512x64xf32>, tensor<64x256xf32>) outs(%t1361 : tensor<512x256xf32>) -> tensor<512x256xf32> loc("backward.transformer.h.0.mlp.c_proj")
    %t1363 = tensor.empty() : tensor<256x512xf32> loc("backward.transformer.h.0.mlp.c_proj")
    %t1364 = linalg.transpose ins(%t301 : tensor<512x256xf32>) outs(%t1363 : tensor<256x512xf32>) permutation = [1, 0] loc("backward.transformer.h.0.mlp.c_proj")
    %t1365 = tensor.empty() : tensor<256x64xf32> loc("backward.transformer.h.0.mlp.c_proj")
    %c1366 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.0.mlp.c_proj")
    %t1367 = linalg.fill ins(%c1366 : f32) outs(%t1365 : tensor<256x64xf32>) -> tensor<256x64xf32> loc("backward.transformer.h.0.mlp.c_proj")
    %t1368 = linalg.matmul ins(%t1364, %t1356 : tensor<256x512xf32>, tensor<512x64xf32>) outs(%t1367 : tensor<256x64xf32>) -> tensor<256x64xf32> loc("backward.transformer.h.0.mlp.c_proj")
    %t1369 = tensor.empty() : tensor<64xf32> loc("backward.transformer.h.0.mlp.c_proj")
    %c1370 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.0.mlp.c_proj")
    %t1371 = linalg.fill ins(%c1370 : f32) outs(%t1369 : tensor<64xf32>) -> tensor<64xf32> loc("backward.transformer.h.0.mlp.c_proj")
    %t1375 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%t1356 : tensor<512x64xf32>) outs(%t1371 : tensor<64xf32>) {
    ^bb0(%in1372: f32, %out1373: f32):
      %s1374 = arith.addf %out1373, %in1372 : f32
      linalg.yield %s1374 : f32
    } -> tensor<64xf32> loc("backward.transformer.h.0.mlp.c_proj")
    %t1376 = tensor.expand_shape %t1375 [[0, 1]] output_shape [1, 64] : tensor<64xf32> into tensor<1x64xf32> loc("backward.transformer.h.0.mlp.c_proj")
    %t1377 = tensor.collapse_shape %t1376 [[0, 1]] : tensor<1x64xf32> into tensor<64xf32> loc("backward.transformer.h.0.mlp.c_proj")
    %t1378 = tensor.expand_shape %t1362 [[0, 1], [2]] output_shape [32, 16, 256] : tensor<512x256xf32> into tensor<32x16x256xf32> loc("backward.transformer.h.0.mlp.c_proj")
    %t1379 = tensor.empty() : tensor<32x16x256xf32> loc("backward.transformer.h.0.mlp.act")
    %t1384 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1378, %t259 : tensor<32x16x256xf32>, tensor<32x16x256xf32>) outs(%t1379 : tensor<32x16x256xf32>) {
    ^bb0(%in1380: f32, %in1381: f32, %out1382: f32):
      %s1383 = arith.mulf %in1380, %in1381 : f32
      linalg.yield %s1383 : f32
    } -> tensor<32x16x256xf32> loc("backward.transformer.h.0.mlp.act")
    %t1385 = tensor.empty() : tensor<32x16x256xf32> loc("backward.transformer.h.0.mlp.act")
    %t1390 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1378, %t294 : tensor<32x16x256xf32>, tensor<32x16x256xf32>) outs(%t1385 : tensor<32x16x256xf32>) {
    ^bb0(%in1386: f32, %in1387: f32, %out1388: f32):
      %s1389 = arith.mulf %in1386, %in1387 : f32
      linalg.yield %s1389 : f32
    } -> tensor<32x16x256xf32> loc("backward.transformer.h.0.mlp.act")
    %t1391 = tensor.empty() : tensor<32x16x256xf32> loc("backward.transformer.h.0.mlp.act")
    %t1396 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t288, %t288 : tensor<32x16x256xf32>, tensor<32x16x256xf32>) outs(%t1391 : tensor<32x16x256xf32>) {
    ^bb0(%in1392: f32, %in1393: f32, %out1394: f32):
      %s1395 = arith.mulf %in1392, %in1393 : f32
      linalg.yield %s1395 : f32
    } -> tensor<32x16x256xf32> loc("backward.transformer.h.0.mlp.act")
    %t1397 = tensor.empty() : tensor<32x16x256xf32> loc("backward.transformer.h.0.mlp.act")
    %t1402 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1396 : tensor<32x16x256xf32>) outs(%t1397 : tensor<32x16x256xf32>) {
    ^bb0(%in1398: f32, %out1399: f32):
      %s1400 = arith.constant 1.000000000e+00 : f32
      %s1401 = arith.subf %s1400, %in1398 : f32
      linalg.yield %s1401 : f32
    } -> tensor<32x16x256xf32> loc("backward.transformer.h.0.mlp.act")
    %t1403 = tensor.empty() : tensor<32x16x256xf32> loc("backward.transformer.h.0.mlp.act")
    %t1408 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1384, %t1402 : tensor<32x16x256xf32>, tensor<32x16x256xf32>) outs(%t1403 : tensor<32x16x256xf32>) {
    ^bb0(%in1404: f32, %in1405: f32, %out1406: f32):
      %s1407 = arith.mulf %in1404, %in1405 : f32
      linalg.yield %s1407 : f32
    } -> tensor<32x16x256xf32> loc("backward.transformer.h.0.mlp.act")
    %t1409 = tensor.empty() : tensor<32x16x256xf32> loc("backward.transformer.h.0.mlp.act")
    %t1414 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1408 : tensor<32x16x256xf32>) outs(%t1409 : tensor<32x16x256xf32>) {
    ^bb0(%in1410: f32, %out1411: f32):
      %s1412 = arith.constant 7.978845835e-01 : f32
      %s1413 = arith.mulf %in1410, %s1412 : f32
      linalg.yield %s1413 : f32
    } -> tensor<32x16x256xf32> loc("backward.transformer.h.0.mlp.act")
    %t1415 = tensor.empty() : tensor<32x16x256xf32> loc("backward.transformer.h.0.mlp.act")
    %t1420 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1414 : tensor<32x16x256xf32>) outs(%t1415 : tensor<32x16x256xf32>) {
    ^bb0(%in1416: f32, %out1417: f32):
      %s1418 = arith.constant 4.471499845e-02 : f32
      %s1419 = arith.mulf %in1416, %s1418 : f32
      linalg.yield %s1419 : f32
    } -> tensor<32x16x256xf32> loc("backward.transformer.h.0.mlp.act")
    %t1421 = tensor.empty() : tensor<32x16x256xf32> loc("backward.transformer.h.0.mlp.act")
    %t1425 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t253 : tensor<32x16x256xf32>) outs(%t1421 : tensor<32x16x256xf32>) {
    ^bb0(%in1422: f32, %out1423: f32):
      %s1424 = arith.mulf %in1422, %in1422 : f32
      linalg.yield %s1424 : f32
    } -> tensor<32x16x256xf32> loc("backward.transformer.h.0.mlp.act")
    %t1426 = tensor.empty() : tensor<32x16x256xf32> loc("backward.transformer.h.0.mlp.act")
    %t1431 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1425 : tensor<32x16x256xf32>) outs(%t1426 : tensor<32x16x256xf32>) {
    ^bb0(%in1427: f32, %out1428: f32):
      %s1429 = arith.constant 3.000000000e+00 : f32
      %s1430 = arith.mulf %in1427, %s1429 : f32
      linalg.yield %s1430 : f32
    } -> tensor<32x16x256xf32> loc("backward.transformer.h.0.mlp.act")
    %t1432 = tensor.empty() : tensor<32x16x256xf32> loc("backward.transformer.h.0.mlp.act")
    %t1437 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1420, %t1431 : tensor<32x16x256xf32>, tensor<32x16x256xf32>) outs(%t1432 : tensor<32x16x256xf32>) {
    ^bb0(%in1433: f32, %in1434: f32, %out1435: f32):
      %s1436 = arith.mulf %in1433, %in1434 : f32
      linalg.yield %s1436 : f32
    } -> tensor<32x16x256xf32> loc("backward.transformer.h.0.mlp.act")
    %t1438 = tensor.empty() : tensor<32x16x256xf32> loc("backward.add_18")
    %t1443 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1414, %t1437 : tensor<32x16x256xf32>, tensor<32x16x256xf32>) outs(%t1438 : tensor<32x16x256xf32>) {
    ^bb0(%in1439: f32, %in1440: f32, %out1441: f32):
      %s1442 = arith.addf %in1439, %in1440 : f32
      linalg.yield %s1442 : f32
    } -> tensor<32x16x256xf32> loc("backward.add_18")
    %t1444 = tensor.empty() : tensor<32x16x256xf32> loc("backward.transformer.h.0.mlp.act")
    %t1449 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1390 : tensor<32x16x256xf32>) outs(%t1444 : tensor<32x16x256xf32>) {
    ^bb0(%in1445: f32, %out1446: f32):
      %s1447 = arith.constant 5.000000000e-01 : f32
      %s1448 = arith.mulf %in1445, %s1447 : f32
      linalg.yield %s1448 : f32
    } -> tensor<32x16x256xf32> loc("backward.transformer.h.0.mlp.act")
    %t1450 = tensor.empty() : tensor<32x16x256xf32> loc("backward.add_19")
    %t1455 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1443, %t1449 : tensor<32x16x256xf32>, tensor<32x16x256xf32>) outs(%t1450 : tensor<32x16x256xf32>) {
    ^bb0(%in1451: f32, %in1452: f32, %out1453: f32):
      %s1454 = arith.addf %in1451, %in1452 : f32
      linalg.yield %s1454 : f32
    } -> tensor<32x16x256xf32> loc("backward.add_19")
    %t1456 = tensor.collapse_shape %t1455 [[0, 1], [2]] : tensor<32x16x256xf32> into tensor<512x256xf32> loc("backward.transformer.h.0.mlp.c_fc")
    %t1457 = tensor.empty() : tensor<256x64xf32> loc("backward.transformer.h.0.mlp.c_fc")
    %t1458 = linalg.transpose ins(%primals_11 : tensor<64x256xf32>) outs(%t1457 : tensor<256x64xf32>) permutation = [1, 0] loc("backward.transformer.h.0.mlp.c_fc")
    %t1459 = tensor.empty() : tensor<512x64xf32> loc("backward.transformer.h.0.mlp.c_fc")
    %c1460 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.0.mlp.c_fc")
    %t1461 = linalg.fill ins(%c1460 : f32) outs(%t1459 : tensor<512x64xf32>) -> tensor<512x64xf32> loc("backward.transformer.h.0.mlp.c_fc")
    %t1462 = linalg.matmul ins(%t1456, %t1458 : tensor<512x256xf32>, tensor<256x64xf32>) outs(%t1461 : tensor<512x64xf32>) -> tensor<512x64xf32> loc("backward.transformer.h.0.mlp.c_fc")
    %t1463 = tensor.empty() : tensor<64x512xf32> loc("backward.transformer.h.0.mlp.c_fc")
    %t1464 = linalg.transpose ins(%t247 : tensor<512x64xf32>) outs(%t1463 : tensor<64x512xf32>) permutation = [1, 0] loc("backward.transformer.h.0.mlp.c_fc")
    %t1465 = tensor.empty() : tensor<64x256xf32> loc("backward.transformer.h.0.mlp.c_fc")
    %c1466 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.0.mlp.c_fc")
    %t1467 = linalg.fill ins(%c1466 : f32) outs(%t1465 : tensor<64x256xf32>) -> tensor<64x256xf32> loc("backward.transformer.h.0.mlp.c_fc")
    %t1468 = linalg.matmul ins(%t1464, %t1456 : tensor<64x512xf32>, tensor<512x256xf32>) outs(%t1467 : tensor<64x256xf32>) -> tensor<64x256xf32> loc("backward.transformer.h.0.mlp.c_fc")
    %t1469 = tensor.empty() : tensor<256xf32> loc("backward.transformer.h.0.mlp.c_fc")
    %c1470 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.0.mlp.c_fc")
    %t1471 = linalg.fill ins(%c1470 : f32) outs(%t1469 : tensor<256xf32>) -> tensor<256xf32> loc("backward.transformer.h.0.mlp.c_fc")
    %t1475 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%t1456 : tensor<512x256xf32>) outs(%t1471 : tensor<256xf32>) {
    ^bb0(%in1472: f32, %out1473: f32):
      %s1474 = arith.addf %out1473, %in1472 : f32
      linalg.yield %s1474 : f32
    } -> tensor<256xf32> loc("backward.transformer.h.0.mlp.c_fc")
    %t1476 = tensor.expand_shape %t1475 [[0, 1]] output_shape [1, 256] : tensor<256xf32> into tensor<1x256xf32> loc("backward.transformer.h.0.mlp.c_fc")
    %t1477 = tensor.collapse_shape %t1476 [[0, 1]] : tensor<1x256xf32> into tensor<256xf32> loc("backward.transformer.h.0.mlp.c_fc")
    %t1478 = tensor.expand_shape %t1462 [[0, 1], [2]] output_shape [32, 16, 64] : tensor<512x64xf32> into tensor<32x16x64xf32> loc("backward.transformer.h.0.mlp.c_fc")
    %t1479 = tensor.empty() : tensor<32x16x64xf32> loc("backward.transformer.h.0.ln_2")
    %t1484 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t182, %t196 : tensor<32x16x64xf32>, tensor<32x16x1xf32>) outs(%t1479 : tensor<32x16x64xf32>) {
    ^bb0(%in1480: f32, %in1481: f32, %out1482: f32):
      %s1483 = arith.subf %in1480, %in1481 : f32
      linalg.yield %s1483 : f32
    } -> tensor<32x16x64xf32> loc("backward.transformer.h.0.ln_2")
    %t1485 = tensor.empty() : tensor<32x16x64xf32> loc("backward.transformer.h.0.ln_2")
    %t1490 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1484, %t228 : tensor<32x16x64xf32>, tensor<32x16x1xf32>) outs(%t1485 : tensor<32x16x64xf32>) {
    ^bb0(%in1486: f32, %in1487: f32, %out1488: f32):
      %s1489 = arith.mulf %in1486, %in1487 : f32
      linalg.yield %s1489 : f32
    } -> tensor<32x16x64xf32> loc("backward.transformer.h.0.ln_2")
    %t1491 = tensor.empty() : tensor<32x16x64xf32> loc("backward.transformer.h.0.ln_2")
    %t1496 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1478, %primals_9 : tensor<32x16x64xf32>, tensor<64xf32>) outs(%t1491 : tensor<32x16x64xf32>) {
    ^bb0(%in1492: f32, %in1493: f32, %out1494: f32):
      %s1495 = arith.mulf %in1492, %in1493 : f32
      linalg.yield %s1495 : f32
    } -> tensor<32x16x64xf32> loc("backward.transformer.h.0.ln_2")
    %t1497 = tensor.empty() : tensor<32x16x64xf32> loc("backward.transformer.h.0.ln_2")
    %t1502 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1496 : tensor<32x16x64xf32>) outs(%t1497 : tensor<32x16x64xf32>) {
    ^bb0(%in1498: f32, %out1499: f32):
      %s1500 = arith.constant 6.400000000e+01 : f32
      %s1501 = arith.mulf %in1498, %s1500 : f32
      linalg.yield %s1501 : f32
    } -> tensor<32x16x64xf32> loc("backward.transformer.h.0.ln_2")
    %t1503 = tensor.empty() : tensor<32x16xf32> loc("backward.transformer.h.0.ln_2")
    %c1504 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.0.ln_2")
    %t1505 = linalg.fill ins(%c1504 : f32) outs(%t1503 : tensor<32x16xf32>) -> tensor<32x16xf32> loc("backward.transformer.h.0.ln_2")
    %t1509 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t1496 : tensor<32x16x64xf32>) outs(%t1505 : tensor<32x16xf32>) {
    ^bb0(%in1506: f32, %out1507: f32):
      %s1508 = arith.addf %out1507, %in1506 : f32
      linalg.yield %s1508 : f32
    } -> tensor<32x16xf32> loc("backward.transformer.h.0.ln_2")
    %t1510 = tensor.expand_shape %t1509 [[0], [1, 2]] output_shape [32, 16, 1] : tensor<32x16xf32> into tensor<32x16x1xf32> loc("backward.transformer.h.0.ln_2")
    %t1511 = tensor.empty() : tensor<32x16x64xf32> loc("backward.transformer.h.0.ln_2")
    %t1516 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1496, %t1490 : tensor<32x16x64xf32>, tensor<32x16x64xf32>) outs(%t1511 : tensor<32x16x64xf32>) {
    ^bb0(%in1512: f32, %in1513: f32, %out1514: f32):
      %s1515 = arith.mulf %in1512, %in1513 : f32
      linalg.yield %s1515 : f32
    } -> tensor<32x16x64xf32> loc("backward.transformer.h.0.ln_2")
    %t1517 = tensor.empty() : tensor<32x16xf32> loc("backward.transformer.h.0.ln_2")
    %c1518 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.0.ln_2")
    %t1519 = linalg.fill ins(%c1518 : f32) outs(%t1517 : tensor<32x16xf32>) -> tensor<32x16xf32> loc("backward.transformer.h.0.ln_2")
    %t1523 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t1516 : tensor<32x16x64xf32>) outs(%t1519 : tensor<32x16xf32>) {
    ^bb0(%in1520: f32, %out1521: f32):
      %s1522 = arith.addf %out1521, %in1520 : f32
      linalg.yield %s1522 : f32
    } -> tensor<32x16xf32> loc("backward.transformer.h.0.ln_2")
    %t1524 = tensor.expand_shape %t1523 [[0], [1, 2]] output_shape [32, 16, 1] : tensor<32x16xf32> into tensor<32x16x1xf32> loc("backward.transformer.h.0.ln_2")
    %t1525 = tensor.empty() : tensor<32x16x64xf32> loc("backward.transformer.h.0.ln_2")
    %t1530 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1490, %t1524 : tensor<32x16x64xf32>, tensor<32x16x1xf32>) outs(%t1525 : tensor<32x16x64xf32>) {
    ^bb0(%in1526: f32, %in1527: f32, %out1528: f32):
      %s1529 = arith.mulf %in1526, %in1527 : f32
      linalg.yield %s1529 : f32
    } -> tensor<32x16x64xf32> loc("backward.transformer.h.0.ln_2")
    %t1531 = tensor.empty() : tensor<32x16x64xf32> loc("backward.transformer.h.0.ln_2")
    %t1536 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1502, %t1510 : tensor<32x16x64xf32>, tensor<32x16x1xf32>) outs(%t1531 : tensor<32x16x64xf32>) {
    ^bb0(%in1532: f32, %in1533: f32, %out1534: f32):
      %s1535 = arith.subf %in1532, %in1533 : f32
      linalg.yield %s1535 : f32
    } -> tensor<32x16x64xf32> loc("backward.transformer.h.0.ln_2")
    %t1537 = tensor.empty() : tensor<32x16x64xf32> loc("backward.transformer.h.0.ln_2")
    %t1542 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1536, %t1530 : tensor<32x16x64xf32>, tensor<32x16x64xf32>) outs(%t1537 : tensor<32x16x64xf32>) {
    ^bb0(%in1538: f32, %in1539: f32, %out1540: f32):
      %s1541 = arith.subf %in1538, %in1539 : f32
      linalg.yield %s1541 : f32
    } -> tensor<32x16x64xf32> loc("backward.transformer.h.0.ln_2")
    %t1543 = tensor.empty() : tensor<32x16x1xf32> loc("backward.transformer.h.0.ln_2")
    %t1548 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t228 : tensor<32x16x1xf32>) outs(%t1543 : tensor<32x16x1xf32>) {
    ^bb0(%in1544: f32, %out1545: f32):
      %s1546 = arith.constant 6.400000000e+01 : f32
      %s1547 = arith.divf %in1544, %s1546 : f32
      linalg.yield %s1547 : f32
    } -> tensor<32x16x1xf32> loc("backward.transformer.h.0.ln_2")
    %t1549 = tensor.empty() : tensor<32x16x64xf32> loc("backward.transformer.h.0.ln_2")
    %t1554 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1548, %t1542 : tensor<32x16x1xf32>, tensor<32x16x64xf32>) outs(%t1549 : tensor<32x16x64xf32>) {
    ^bb0(%in1550: f32, %in1551: f32, %out1552: f32):
      %s1553 = arith.mulf %in1550, %in1551 : f32
      linalg.yield %s1553 : f32
    } -> tensor<32x16x64xf32> loc("backward.transformer.h.0.ln_2")
    %t1555 = tensor.empty() : tensor<32x16x64xf32> loc("backward.transformer.h.0.ln_2")
    %t1560 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1478, %t1490 : tensor<32x16x64xf32>, tensor<32x16x64xf32>) outs(%t1555 : tensor<32x16x64xf32>) {
    ^bb0(%in1556: f32, %in1557: f32, %out1558: f32):
      %s1559 = arith.mulf %in1556, %in1557 : f32
      linalg.yield %s1559 : f32
    } -> tensor<32x16x64xf32> loc("backward.transformer.h.0.ln_2")
    %t1561 = tensor.empty() : tensor<64xf32> loc("backward.transformer.h.0.ln_2")
    %c1562 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.0.ln_2")
    %t1563 = linalg.fill ins(%c1562 : f32) outs(%t1561 : tensor<64xf32>) -> tensor<64xf32> loc("backward.transformer.h.0.ln_2")
    %t1567 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%t1560 : tensor<32x16x64xf32>) outs(%t1563 : tensor<64xf32>) {
    ^bb0(%in1564: f32, %out1565: f32):
      %s1566 = arith.addf %out1565, %in1564 : f32
      linalg.yield %s1566 : f32
    } -> tensor<64xf32> loc("backward.transformer.h.0.ln_2")
    %t1568 = tensor.empty() : tensor<64xf32> loc("backward.transformer.h.0.ln_2")
    %c1569 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.0.ln_2")
    %t1570 = linalg.fill ins(%c1569 : f32) outs(%t1568 : tensor<64xf32>) -> tensor<64xf32> loc("backward.transformer.h.0.ln_2")
    %t1574 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%t1478 : tensor<32x16x64xf32>) outs(%t1570 : tensor<64xf32>) {
    ^bb0(%in1571: f32, %out1572: f32):
      %s1573 = arith.addf %out1572, %in1571 : f32
      linalg.yield %s1573 : f32
    } -> tensor<64xf32> loc("backward.transformer.h.0.ln_2")
    %t1575 = tensor.empty() : tensor<32x16x64xf32> loc("backward.add_20")
    %t1580 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1355, %t1554 : tensor<32x16x64xf32>, tensor<32x16x64xf32>) outs(%t1575 : tensor<32x16x64xf32>) {
    ^bb0(%in1576: f32, %in1577: f32, %out1578: f32):
      %s1579 = arith.addf %in1576, %in1577 : f32
      linalg.yield %s1579 : f32
    } -> tensor<32x16x64xf32> loc("backward.add_20")
    %t1581 = tensor.collapse_shape %t1580 [[0, 1], [2]] : tensor<32x16x64xf32> into tensor<512x64xf32> loc("backward.transformer.h.0.attn.c_proj")
    %t1582 = tensor.empty() : tensor<64x64xf32> loc("backward.transformer.h.0.attn.c_proj")
    %t1583 = linalg.transpose ins(%primals_7 : tensor<64x64xf32>) outs(%t1582 : tensor<64x64xf32>) permutation = [1, 0] loc("backward.transformer.h.0.attn.c_proj")
    %t1584 = tensor.empty() : tensor<512x64xf32> loc("backward.transformer.h.0.attn.c_proj")
    %c1585 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.0.attn.c_proj")
    %t1586 = linalg.fill ins(%c1585 : f32) outs(%t1584 : tensor<512x64xf32>) -> tensor<512x64xf32> loc("backward.transformer.h.0.attn.c_proj")
    %t1587 = linalg.matmul ins(%t1581, %t1583 : tensor<512x64xf32>, tensor<64x64xf32>) outs(%t1586 : tensor<512x64xf32>) -> tensor<512x64xf32> loc("backward.transformer.h.0.attn.c_proj")
    %t1588 = tensor.empty() : tensor<64x512xf32> loc("backward.transformer.h.0.attn.c_proj")
    %t1589 = linalg.transpose ins(%t170 : tensor<512x64xf32>) outs(%t1588 : tensor<64x512xf32>) permutation = [1, 0] loc("backward.transformer.h.0.attn.c_proj")
    %t1590 = tensor.empty() : tensor<64x64xf32> loc("backward.transformer.h.0.attn.c_proj")
    %c1591 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.0.attn.c_proj")
    %t1592 = linalg.fill ins(%c1591 : f32) outs(%t1590 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.transformer.h.0.attn.c_proj")
    %t1593 = linalg.matmul ins(%t1589, %t1581 : tensor<64x512xf32>, tensor<512x64xf32>) outs(%t1592 : tensor<64x64xf32>) -> tensor<64x64xf32> loc("backward.transformer.h.0.attn.c_proj")
    %t1594 = tensor.empty() : tensor<64xf32> loc("backward.transformer.h.0.attn.c_proj")
    %c1595 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.0.attn.c_proj")
    %t1596 = linalg.fill ins(%c1595 : f32) outs(%t1594 : tensor<64xf32>) -> tensor<64xf32> loc("backward.transformer.h.0.attn.c_proj")
    %t1600 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%t1581 : tensor<512x64xf32>) outs(%t1596 : tensor<64xf32>) {
    ^bb0(%in1597: f32, %out1598: f32):
      %s1599 = arith.addf %out1598, %in1597 : f32
      linalg.yield %s1599 : f32
    } -> tensor<64xf32> loc("backward.transformer.h.0.attn.c_proj")
    %t1601 = tensor.expand_shape %t1600 [[0, 1]] output_shape [1, 64] : tensor<64xf32> into tensor<1x64xf32> loc("backward.transformer.h.0.attn.c_proj")
    %t1602 = tensor.collapse_shape %t1601 [[0, 1]] : tensor<1x64xf32> into tensor<64xf32> loc("backward.transformer.h.0.attn.c_proj")
    %t1603 = tensor.expand_shape %t1587 [[0, 1], [2]] output_shape [32, 16, 64] : tensor<512x64xf32> into tensor<32x16x64xf32> loc("backward.transformer.h.0.attn.c_proj")
    %t1604 = tensor.expand_shape %t1603 [[0], [1], [2, 3]] output_shape [32, 16, 4, 16] : tensor<32x16x64xf32> into tensor<32x16x4x16xf32> loc("backward.transformer.h.0.attn")
    %t1605 = tensor.empty() : tensor<32x4x16x16xf32> loc("backward.transformer.h.0.attn")
    %t1606 = linalg.transpose ins(%t1604 : tensor<32x16x4x16xf32>) outs(%t1605 : tensor<32x4x16x16xf32>) permutation = [0, 2, 1, 3] loc("backward.transformer.h.0.attn")
    %t1607 = tensor.collapse_shape %t1606 [[0, 1], [2], [3]] : tensor<32x4x16x16xf32> into tensor<128x16x16xf32> loc("backward.transformer.h.0.attn")
    %t1608 = tensor.empty() : tensor<128x16x16xf32> loc("backward.transformer.h.0.attn")
    %t1609 = linalg.transpose ins(%t160 : tensor<128x16x16xf32>) outs(%t1608 : tensor<128x16x16xf32>) permutation = [0, 2, 1] loc("backward.transformer.h.0.attn")
    %t1610 = tensor.empty() : tensor<128x16x16xf32> loc("backward.transformer.h.0.attn")
    %c1611 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.0.attn")
    %t1612 = linalg.fill ins(%c1611 : f32) outs(%t1610 : tensor<128x16x16xf32>) -> tensor<128x16x16xf32> loc("backward.transformer.h.0.attn")
    %t1613 = linalg.batch_matmul ins(%t1609, %t1607 : tensor<128x16x16xf32>, tensor<128x16x16xf32>) outs(%t1612 : tensor<128x16x16xf32>) -> tensor<128x16x16xf32> loc("backward.transformer.h.0.attn")
    %t1614 = tensor.empty() : tensor<128x16x16xf32> loc("backward.transformer.h.0.attn")
    %t1615 = linalg.transpose ins(%t161 : tensor<128x16x16xf32>) outs(%t1614 : tensor<128x16x16xf32>) permutation = [0, 2, 1] loc("backward.transformer.h.0.attn")
    %t1616 = tensor.empty() : tensor<128x16x16xf32> loc("backward.transformer.h.0.attn")
    %c1617 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.0.attn")
    %t1618 = linalg.fill ins(%c1617 : f32) outs(%t1616 : tensor<128x16x16xf32>) -> tensor<128x16x16xf32> loc("backward.transformer.h.0.attn")
    %t1619 = linalg.batch_matmul ins(%t1607, %t1615 : tensor<128x16x16xf32>, tensor<128x16x16xf32>) outs(%t1618 : tensor<128x16x16xf32>) -> tensor<128x16x16xf32> loc("backward.transformer.h.0.attn")
    %t1620 = tensor.expand_shape %t1613 [[0, 1], [2], [3]] output_shape [32, 4, 16, 16] : tensor<128x16x16xf32> into tensor<32x4x16x16xf32> loc("backward.transformer.h.0.attn")
    %t1621 = tensor.expand_shape %t1619 [[0, 1], [2], [3]] output_shape [32, 4, 16, 16] : tensor<128x16x16xf32> into tensor<32x4x16x16xf32> loc("backward.transformer.h.0.attn")
    %t1622 = tensor.empty() : tensor<32x4x16x16xf32> loc("backward.transformer.h.0.attn")
    %t1627 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1621, %t159 : tensor<32x4x16x16xf32>, tensor<32x4x16x16xf32>) outs(%t1622 : tensor<32x4x16x16xf32>) {
    ^bb0(%in1623: f32, %in1624: f32, %out1625: f32):
      %s1626 = arith.mulf %in1623, %in1624 : f32
      linalg.yield %s1626 : f32
    } -> tensor<32x4x16x16xf32> loc("backward.transformer.h.0.attn")
    %t1628 = tensor.empty() : tensor<32x4x16xf32> loc("backward.transformer.h.0.attn")
    %c1629 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.0.attn")
    %t1630 = linalg.fill ins(%c1629 : f32) outs(%t1628 : tensor<32x4x16xf32>) -> tensor<32x4x16xf32> loc("backward.transformer.h.0.attn")
    %t1634 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%t1627 : tensor<32x4x16x16xf32>) outs(%t1630 : tensor<32x4x16xf32>) {
    ^bb0(%in1631: f32, %out1632: f32):
      %s1633 = arith.addf %out1632, %in1631 : f32
      linalg.yield %s1633 : f32
    } -> tensor<32x4x16xf32> loc("backward.transformer.h.0.attn")
    %t1635 = tensor.expand_shape %t1634 [[0], [1], [2, 3]] output_shape [32, 4, 16, 1] : tensor<32x4x16xf32> into tensor<32x4x16x1xf32> loc("backward.transformer.h.0.attn")
    %t1636 = tensor.empty() : tensor<32x4x16x16xf32> loc("backward.transformer.h.0.attn")
    %t1641 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t159, %t1635 : tensor<32x4x16x16xf32>, tensor<32x4x16x1xf32>) outs(%t1636 : tensor<32x4x16x16xf32>) {
    ^bb0(%in1637: f32, %in1638: f32, %out1639: f32):
      %s1640 = arith.mulf %in1637, %in1638 : f32
      linalg.yield %s1640 : f32
    } -> tensor<32x4x16x16xf32> loc("backward.transformer.h.0.attn")
    %t1642 = tensor.empty() : tensor<32x4x16x16xf32> loc("backward.transformer.h.0.attn")
    %t1647 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1627, %t1641 : tensor<32x4x16x16xf32>, tensor<32x4x16x16xf32>) outs(%t1642 : tensor<32x4x16x16xf32>) {
    ^bb0(%in1643: f32, %in1644: f32, %out1645: f32):
      %s1646 = arith.subf %in1643, %in1644 : f32
      linalg.yield %s1646 : f32
    } -> tensor<32x4x16x16xf32> loc("backward.transformer.h.0.attn")
    %t1648 = tensor.empty() : tensor<32x4x16x16xf32> loc("backward.transformer.h.0.attn")
    %t1653 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1647 : tensor<32x4x16x16xf32>) outs(%t1648 : tensor<32x4x16x16xf32>) {
    ^bb0(%in1649: f32, %out1650: f32):
      %s1651 = arith.constant 2.500000000e-01 : f32
      %s1652 = arith.mulf %in1649, %s1651 : f32
      linalg.yield %s1652 : f32
    } -> tensor<32x4x16x16xf32> loc("backward.transformer.h.0.attn")
    %t1654 = tensor.collapse_shape %t1653 [[0, 1], [2], [3]] : tensor<32x4x16x16xf32> into tensor<128x16x16xf32> loc("backward.transformer.h.0.attn")
    %t1655 = tensor.empty() : tensor<128x16x16xf32> loc("backward.transformer.h.0.attn")
    %t1656 = linalg.transpose ins(%t98 : tensor<128x16x16xf32>) outs(%t1655 : tensor<128x16x16xf32>) permutation = [0, 2, 1] loc("backward.transformer.h.0.attn")
    %t1657 = tensor.empty() : tensor<128x16x16xf32> loc("backward.transformer.h.0.attn")
    %c1658 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.0.attn")
    %t1659 = linalg.fill ins(%c1658 : f32) outs(%t1657 : tensor<128x16x16xf32>) -> tensor<128x16x16xf32> loc("backward.transformer.h.0.attn")
    %t1660 = linalg.batch_matmul ins(%t1656, %t1654 : tensor<128x16x16xf32>, tensor<128x16x16xf32>) outs(%t1659 : tensor<128x16x16xf32>) -> tensor<128x16x16xf32> loc("backward.transformer.h.0.attn")
    %t1661 = tensor.empty() : tensor<128x16x16xf32> loc("backward.transformer.h.0.attn")
    %t1662 = linalg.transpose ins(%t99 : tensor<128x16x16xf32>) outs(%t1661 : tensor<128x16x16xf32>) permutation = [0, 2, 1] loc("backward.transformer.h.0.attn")
    %t1663 = tensor.empty() : tensor<128x16x16xf32> loc("backward.transformer.h.0.attn")
    %c1664 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.0.attn")
    %t1665 = linalg.fill ins(%c1664 : f32) outs(%t1663 : tensor<128x16x16xf32>) -> tensor<128x16x16xf32> loc("backward.transformer.h.0.attn")
    %t1666 = linalg.batch_matmul ins(%t1654, %t1662 : tensor<128x16x16xf32>, tensor<128x16x16xf32>) outs(%t1665 : tensor<128x16x16xf32>) -> tensor<128x16x16xf32> loc("backward.transformer.h.0.attn")
    %t1667 = tensor.expand_shape %t1660 [[0, 1], [2], [3]] output_shape [32, 4, 16, 16] : tensor<128x16x16xf32> into tensor<32x4x16x16xf32> loc("backward.transformer.h.0.attn")
    %t1668 = tensor.expand_shape %t1666 [[0, 1], [2], [3]] output_shape [32, 4, 16, 16] : tensor<128x16x16xf32> into tensor<32x4x16x16xf32> loc("backward.transformer.h.0.attn")
    %t1669 = tensor.empty() : tensor<32x4x16x16xf32> loc("backward.transformer.h.0.attn")
    %t1670 = linalg.transpose ins(%t1667 : tensor<32x4x16x16xf32>) outs(%t1669 : tensor<32x4x16x16xf32>) permutation = [0, 1, 3, 2] loc("backward.transformer.h.0.attn")
    %t1671 = tensor.empty() : tensor<32x16x4x16xf32> loc("backward.transformer.h.0.attn")
    %t1672 = linalg.transpose ins(%t1668 : tensor<32x4x16x16xf32>) outs(%t1671 : tensor<32x16x4x16xf32>) permutation = [0, 2, 1, 3] loc("backward.transformer.h.0.attn")
    %t1673 = tensor.collapse_shape %t1672 [[0], [1], [2, 3]] : tensor<32x16x4x16xf32> into tensor<32x16x64xf32> loc("backward.transformer.h.0.attn")
    %t1674 = tensor.empty() : tensor<32x16x4x16xf32> loc("backward.transformer.h.0.attn")
    %t1675 = linalg.transpose ins(%t1620 : tensor<32x4x16x16xf32>) outs(%t1674 : tensor<32x16x4x16xf32>) permutation = [0, 2, 1, 3] loc("backward.transformer.h.0.attn")
    %t1676 = tensor.collapse_shape %t1675 [[0], [1], [2, 3]] : tensor<32x16x4x16xf32> into tensor<32x16x64xf32> loc("backward.transformer.h.0.attn")
    %t1677 = tensor.empty() : tensor<32x16x4x16xf32> loc("backward.transformer.h.0.attn")
    %t1678 = linalg.transpose ins(%t1670 : tensor<32x4x16x16xf32>) outs(%t1677 : tensor<32x16x4x16xf32>) permutation = [0, 2, 1, 3] loc("backward.transformer.h.0.attn")
    %t1679 = tensor.collapse_shape %t1678 [[0], [1], [2, 3]] : tensor<32x16x4x16xf32> into tensor<32x16x64xf32> loc("backward.transformer.h.0.attn")
    %t1680 = tensor.empty() : tensor<32x16x192xf32> loc("backward.transformer.h.0.attn")
    %t1681 = tensor.insert_slice %t1673 into %t1680[0, 0, 0] [32, 16, 64] [1, 1, 1] : tensor<32x16x64xf32> into tensor<32x16x192xf32> loc("backward.transformer.h.0.attn")
    %t1682 = tensor.insert_slice %t1679 into %t1681[0, 0, 64] [32, 16, 64] [1, 1, 1] : tensor<32x16x64xf32> into tensor<32x16x192xf32> loc("backward.transformer.h.0.attn")
    %t1683 = tensor.insert_slice %t1676 into %t1682[0, 0, 128] [32, 16, 64] [1, 1, 1] : tensor<32x16x64xf32> into tensor<32x16x192xf32> loc("backward.transformer.h.0.attn")
    %t1684 = tensor.collapse_shape %t1683 [[0, 1], [2]] : tensor<32x16x192xf32> into tensor<512x192xf32> loc("backward.transformer.h.0.attn.c_attn")
    %t1685 = tensor.empty() : tensor<192x64xf32> loc("backward.transformer.h.0.attn.c_attn")
    %t1686 = linalg.transpose ins(%primals_5 : tensor<64x192xf32>) outs(%t1685 : tensor<192x64xf32>) permutation = [1, 0] loc("backward.transformer.h.0.attn.c_attn")
    %t1687 = tensor.empty() : tensor<512x64xf32> loc("backward.transformer.h.0.attn.c_attn")
    %c1688 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.0.attn.c_attn")
    %t1689 = linalg.fill ins(%c1688 : f32) outs(%t1687 : tensor<512x64xf32>) -> tensor<512x64xf32> loc("backward.transformer.h.0.attn.c_attn")
    %t1690 = linalg.matmul ins(%t1684, %t1686 : tensor<512x192xf32>, tensor<192x64xf32>) outs(%t1689 : tensor<512x64xf32>) -> tensor<512x64xf32> loc("backward.transformer.h.0.attn.c_attn")
    %t1691 = tensor.empty() : tensor<64x512xf32> loc("backward.transformer.h.0.attn.c_attn")
    %t1692 = linalg.transpose ins(%t77 : tensor<512x64xf32>) outs(%t1691 : tensor<64x512xf32>) permutation = [1, 0] loc("backward.transformer.h.0.attn.c_attn")
    %t1693 = tensor.empty() : tensor<64x192xf32> loc("backward.transformer.h.0.attn.c_attn")
    %c1694 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.0.attn.c_attn")
    %t1695 = linalg.fill ins(%c1694 : f32) outs(%t1693 : tensor<64x192xf32>) -> tensor<64x192xf32> loc("backward.transformer.h.0.attn.c_attn")
    %t1696 = linalg.matmul ins(%t1692, %t1684 : tensor<64x512xf32>, tensor<512x192xf32>) outs(%t1695 : tensor<64x192xf32>) -> tensor<64x192xf32> loc("backward.transformer.h.0.attn.c_attn")
    %t1697 = tensor.empty() : tensor<192xf32> loc("backward.transformer.h.0.attn.c_attn")
    %c1698 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.0.attn.c_attn")
    %t1699 = linalg.fill ins(%c1698 : f32) outs(%t1697 : tensor<192xf32>) -> tensor<192xf32> loc("backward.transformer.h.0.attn.c_attn")
    %t1703 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%t1684 : tensor<512x192xf32>) outs(%t1699 : tensor<192xf32>) {
    ^bb0(%in1700: f32, %out1701: f32):
      %s1702 = arith.addf %out1701, %in1700 : f32
      linalg.yield %s1702 : f32
    } -> tensor<192xf32> loc("backward.transformer.h.0.attn.c_attn")
    %t1704 = tensor.expand_shape %t1703 [[0, 1]] output_shape [1, 192] : tensor<192xf32> into tensor<1x192xf32> loc("backward.transformer.h.0.attn.c_attn")
    %t1705 = tensor.collapse_shape %t1704 [[0, 1]] : tensor<1x192xf32> into tensor<192xf32> loc("backward.transformer.h.0.attn.c_attn")
    %t1706 = tensor.expand_shape %t1690 [[0, 1], [2]] output_shape [32, 16, 64] : tensor<512x64xf32> into tensor<32x16x64xf32> loc("backward.transformer.h.0.attn.c_attn")
    %t1707 = tensor.empty() : tensor<32x16x64xf32> loc("backward.transformer.h.0.ln_1")
    %t1712 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t12, %t26 : tensor<32x16x64xf32>, tensor<32x16x1xf32>) outs(%t1707 : tensor<32x16x64xf32>) {
    ^bb0(%in1708: f32, %in1709: f32, %out1710: f32):
      %s1711 = arith.subf %in1708, %in1709 : f32
      linalg.yield %s1711 : f32
    } -> tensor<32x16x64xf32> loc("backward.transformer.h.0.ln_1")
    %t1713 = tensor.empty() : tensor<32x16x64xf32> loc("backward.transformer.h.0.ln_1")
    %t1718 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1712, %t58 : tensor<32x16x64xf32>, tensor<32x16x1xf32>) outs(%t1713 : tensor<32x16x64xf32>) {
    ^bb0(%in1714: f32, %in1715: f32, %out1716: f32):
      %s1717 = arith.mulf %in1714, %in1715 : f32
      linalg.yield %s1717 : f32
    } -> tensor<32x16x64xf32> loc("backward.transformer.h.0.ln_1")
    %t1719 = tensor.empty() : tensor<32x16x64xf32> loc("backward.transformer.h.0.ln_1")
    %t1724 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1706, %primals_3 : tensor<32x16x64xf32>, tensor<64xf32>) outs(%t1719 : tensor<32x16x64xf32>) {
    ^bb0(%in1720: f32, %in1721: f32, %out1722: f32):
      %s1723 = arith.mulf %in1720, %in1721 : f32
      linalg.yield %s1723 : f32
    } -> tensor<32x16x64xf32> loc("backward.transformer.h.0.ln_1")
    %t1725 = tensor.empty() : tensor<32x16x64xf32> loc("backward.transformer.h.0.ln_1")
    %t1730 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1724 : tensor<32x16x64xf32>) outs(%t1725 : tensor<32x16x64xf32>) {
    ^bb0(%in1726: f32, %out1727: f32):
      %s1728 = arith.constant 6.400000000e+01 : f32
      %s1729 = arith.mulf %in1726, %s1728 : f32
      linalg.yield %s1729 : f32
    } -> tensor<32x16x64xf32> loc("backward.transformer.h.0.ln_1")
    %t1731 = tensor.empty() : tensor<32x16xf32> loc("backward.transformer.h.0.ln_1")
    %c1732 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.0.ln_1")
    %t1733 = linalg.fill ins(%c1732 : f32) outs(%t1731 : tensor<32x16xf32>) -> tensor<32x16xf32> loc("backward.transformer.h.0.ln_1")
    %t1737 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t1724 : tensor<32x16x64xf32>) outs(%t1733 : tensor<32x16xf32>) {
    ^bb0(%in1734: f32, %out1735: f32):
      %s1736 = arith.addf %out1735, %in1734 : f32
      linalg.yield %s1736 : f32
    } -> tensor<32x16xf32> loc("backward.transformer.h.0.ln_1")
    %t1738 = tensor.expand_shape %t1737 [[0], [1, 2]] output_shape [32, 16, 1] : tensor<32x16xf32> into tensor<32x16x1xf32> loc("backward.transformer.h.0.ln_1")
    %t1739 = tensor.empty() : tensor<32x16x64xf32> loc("backward.transformer.h.0.ln_1")
    %t1744 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1724, %t1718 : tensor<32x16x64xf32>, tensor<32x16x64xf32>) outs(%t1739 : tensor<32x16x64xf32>) {
    ^bb0(%in1740: f32, %in1741: f32, %out1742: f32):
      %s1743 = arith.mulf %in1740, %in1741 : f32
      linalg.yield %s1743 : f32
    } -> tensor<32x16x64xf32> loc("backward.transformer.h.0.ln_1")
    %t1745 = tensor.empty() : tensor<32x16xf32> loc("backward.transformer.h.0.ln_1")
    %c1746 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.0.ln_1")
    %t1747 = linalg.fill ins(%c1746 : f32) outs(%t1745 : tensor<32x16xf32>) -> tensor<32x16xf32> loc("backward.transformer.h.0.ln_1")
    %t1751 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t1744 : tensor<32x16x64xf32>) outs(%t1747 : tensor<32x16xf32>) {
    ^bb0(%in1748: f32, %out1749: f32):
      %s1750 = arith.addf %out1749, %in1748 : f32
      linalg.yield %s1750 : f32
    } -> tensor<32x16xf32> loc("backward.transformer.h.0.ln_1")
    %t1752 = tensor.expand_shape %t1751 [[0], [1, 2]] output_shape [32, 16, 1] : tensor<32x16xf32> into tensor<32x16x1xf32> loc("backward.transformer.h.0.ln_1")
    %t1753 = tensor.empty() : tensor<32x16x64xf32> loc("backward.transformer.h.0.ln_1")
    %t1758 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1718, %t1752 : tensor<32x16x64xf32>, tensor<32x16x1xf32>) outs(%t1753 : tensor<32x16x64xf32>) {
    ^bb0(%in1754: f32, %in1755: f32, %out1756: f32):
      %s1757 = arith.mulf %in1754, %in1755 : f32
      linalg.yield %s1757 : f32
    } -> tensor<32x16x64xf32> loc("backward.transformer.h.0.ln_1")
    %t1759 = tensor.empty() : tensor<32x16x64xf32> loc("backward.transformer.h.0.ln_1")
    %t1764 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1730, %t1738 : tensor<32x16x64xf32>, tensor<32x16x1xf32>) outs(%t1759 : tensor<32x16x64xf32>) {
    ^bb0(%in1760: f32, %in1761: f32, %out1762: f32):
      %s1763 = arith.subf %in1760, %in1761 : f32
      linalg.yield %s1763 : f32
    } -> tensor<32x16x64xf32> loc("backward.transformer.h.0.ln_1")
    %t1765 = tensor.empty() : tensor<32x16x64xf32> loc("backward.transformer.h.0.ln_1")
    %t1770 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1764, %t1758 : tensor<32x16x64xf32>, tensor<32x16x64xf32>) outs(%t1765 : tensor<32x16x64xf32>) {
    ^bb0(%in1766: f32, %in1767: f32, %out1768: f32):
      %s1769 = arith.subf %in1766, %in1767 : f32
      linalg.yield %s1769 : f32
    } -> tensor<32x16x64xf32> loc("backward.transformer.h.0.ln_1")
    %t1771 = tensor.empty() : tensor<32x16x1xf32> loc("backward.transformer.h.0.ln_1")
    %t1776 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t58 : tensor<32x16x1xf32>) outs(%t1771 : tensor<32x16x1xf32>) {
    ^bb0(%in1772: f32, %out1773: f32):
      %s1774 = arith.constant 6.400000000e+01 : f32
      %s1775 = arith.divf %in1772, %s1774 : f32
      linalg.yield %s1775 : f32
    } -> tensor<32x16x1xf32> loc("backward.transformer.h.0.ln_1")
    %t1777 = tensor.empty() : tensor<32x16x64xf32> loc("backward.transformer.h.0.ln_1")
    %t1782 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1776, %t1770 : tensor<32x16x1xf32>, tensor<32x16x64xf32>) outs(%t1777 : tensor<32x16x64xf32>) {
    ^bb0(%in1778: f32, %in1779: f32, %out1780: f32):
      %s1781 = arith.mulf %in1778, %in1779 : f32
      linalg.yield %s1781 : f32
    } -> tensor<32x16x64xf32> loc("backward.transformer.h.0.ln_1")
    %t1783 = tensor.empty() : tensor<32x16x64xf32> loc("backward.transformer.h.0.ln_1")
    %t1788 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1706, %t1718 : tensor<32x16x64xf32>, tensor<32x16x64xf32>) outs(%t1783 : tensor<32x16x64xf32>) {
    ^bb0(%in1784: f32, %in1785: f32, %out1786: f32):
      %s1787 = arith.mulf %in1784, %in1785 : f32
      linalg.yield %s1787 : f32
    } -> tensor<32x16x64xf32> loc("backward.transformer.h.0.ln_1")
    %t1789 = tensor.empty() : tensor<64xf32> loc("backward.transformer.h.0.ln_1")
    %c1790 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.0.ln_1")
    %t1791 = linalg.fill ins(%c1790 : f32) outs(%t1789 : tensor<64xf32>) -> tensor<64xf32> loc("backward.transformer.h.0.ln_1")
    %t1795 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%t1788 : tensor<32x16x64xf32>) outs(%t1791 : tensor<64xf32>) {
    ^bb0(%in1792: f32, %out1793: f32):
      %s1794 = arith.addf %out1793, %in1792 : f32
      linalg.yield %s1794 : f32
    } -> tensor<64xf32> loc("backward.transformer.h.0.ln_1")
    %t1796 = tensor.empty() : tensor<64xf32> loc("backward.transformer.h.0.ln_1")
    %c1797 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer.h.0.ln_1")
    %t1798 = linalg.fill ins(%c1797 : f32) outs(%t1796 : tensor<64xf32>) -> tensor<64xf32> loc("backward.transformer.h.0.ln_1")
    %t1802 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%t1706 : tensor<32x16x64xf32>) outs(%t1798 : tensor<64xf32>) {
    ^bb0(%in1799: f32, %out1800: f32):
      %s1801 = arith.addf %out1800, %in1799 : f32
      linalg.yield %s1801 : f32
    } -> tensor<64xf32> loc("backward.transformer.h.0.ln_1")
    %t1803 = tensor.empty() : tensor<32x16x64xf32> loc("backward.add_21")
    %t1808 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1580, %t1782 : tensor<32x16x64xf32>, tensor<32x16x64xf32>) outs(%t1803 : tensor<32x16x64xf32>) {
    ^bb0(%in1804: f32, %in1805: f32, %out1806: f32):
      %s1807 = arith.addf %in1804, %in1805 : f32
      linalg.yield %s1807 : f32
    } -> tensor<32x16x64xf32> loc("backward.add_21")
    %t1809 = tensor.empty() : tensor<16x64xf32> loc("backward.transformer")
    %c1810 = arith.constant 0.000000000e+00 : f32 loc("backward.transformer")
    %t1811 = linalg.fill ins(%c1810 : f32) outs(%t1809 : tensor<16x64xf32>) -> tensor<16x64xf32> loc("backward.transformer")
    %t1815 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>], iterator_types = ["reduction", "parallel", "parallel"]} ins(%t1808 : tensor<32x16x64xf32>) outs(%t1811 : tensor<16x64xf32>) {
    ^bb0(%in1812: f32, %out1813: f32):
      %s1814 = arith.addf %out1813, %in1812 : f32
      linalg.yield %s1814 : f32
    } -> tensor<16x64xf32> loc("backward.transformer")
    %t1816 = tensor.expand_shape %t1815 [[0, 1], [2]] output_shape [1, 16, 64] : tensor<16x64xf32> into tensor<1x16x64xf32> loc("backward.transformer")
    %cst1817 = arith.constant dense<false> : tensor<1x16x1xi1> loc("backward.transformer.wpe")
    %cst1818 = arith.constant dense<0.000000000e+00> : tensor<f32> loc("backward.transformer.wpe")
    %t1819 = tensor.empty() : tensor<1x16x64xf32> loc("backward.transformer.wpe")
    %t1825 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst1817, %cst1818, %t1816 : tensor<1x16x1xi1>, tensor<f32>, tensor<1x16x64xf32>) outs(%t1819 : tensor<1x16x64xf32>) {
    ^bb0(%in1820: i1, %in1821: f32, %in1822: f32, %out1823: f32):
      %s1824 = arith.select %in1820, %in1821, %in1822 : f32
      linalg.yield %s1824 : f32
    } -> tensor<1x16x64xf32> loc("backward.transformer.wpe")
    %cst1826 = arith.constant dense<0.000000000e+00> : tensor<32x64xf32> loc("backward.transformer.wpe")
    %cst1827 = arith.constant dense<"0x0000803F000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"> : tensor<32x16xf32> loc("backward.transformer.wpe")
    %t1828 = tensor.collapse_shape %t1825 [[0, 1], [2]] : tensor<1x16x64xf32> into tensor<16x64xf32> loc("backward.transformer.wpe")
    %t1829 = linalg.matmul ins(%cst1827, %t1828 : tensor<32x16xf32>, tensor<16x64xf32>) outs(%cst1826 : tensor<32x64xf32>) -> tensor<32x64xf32> loc("backward.transformer.wpe")
    return %t737, %t806, %t1829, %t1795, %t1802, %t1696, %t1705, %t1593, %t1602, %t1567, %t1574, %t1468, %t1477, %t1368, %t1377, %t1342, %t1349, %t1243, %t1252, %t1140, %t1149, %t1114, %t1121, %t1015, %t1024, %t915, %t924, %t895, %t902 : tensor<f32>, tensor<128x64xf32>, tensor<32x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32> loc("root.output")
  }
}
