module {
  // model: remat.torch.export --model mlp
  // primals_1: parameter layers.0.fc.weight
  // primals_2: parameter layers.0.fc.bias
  // primals_3: parameter layers.1.fc.weight
  // primals_4: parameter layers.1.fc.bias
  // primals_5: parameter head.weight
  // primals_6: parameter head.bias
  // primals_7: input 0
  // primals_8: input 1
  // tangents_1: cotangent of the loss (remat.cotangent)
  // results: loss, then gradients of primals_1, primals_2, primals_3, primals_4, primals_5, primals_6
  func.func @train_step(
    %primals_1: tensor<128x64xf32>,
    %primals_2: tensor<128xf32>,
    %primals_3: tensor<128x128xf32>,
    %primals_4: tensor<128xf32>,
    %primals_5: tensor<16x128xf32>,
    %primals_6: tensor<16xf32>,
    %primals_7: tensor<8x64xf32>,
    %primals_8: tensor<8x16xf32>,
    %tangents_1: tensor<f32> {remat.cotangent}
  ) -> (tensor<f32>, tensor<128x64xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<128xf32>, tensor<16x128xf32>, tensor<16xf32>) {
    %t1 = tensor.empty() : tensor<64x128xf32> loc("layers.0.fc")
    %t2 = linalg.transpose ins(%primals_1 : tensor<128x64xf32>) outs(%t1 : tensor<64x128xf32>) permutation = [1, 0] loc("layers.0.fc")
    %t3 = tensor.empty() : tensor<8x128xf32> loc("layers.0.fc")
    %t6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%primals_2 : tensor<128xf32>) outs(%t3 : tensor<8x128xf32>) {
    ^bb0(%in4: f32, %out5: f32):
      linalg.yield %in4 : f32
    } -> tensor<8x128xf32> loc("layers.0.fc")
    %t7 = linalg.matmul ins(%primals_7, %t2 : tensor<8x64xf32>, tensor<64x128xf32>) outs(%t6 : tensor<8x128xf32>) -> tensor<8x128xf32> loc("layers.0.fc")
    %t8 = tensor.empty() : tensor<8x128xf32> loc("layers.0.act")
    %t44 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t7 : tensor<8x128xf32>) outs(%t8 : tensor<8x128xf32>) {
    ^bb0(%in9: f32, %out10: f32):
      %s11 = arith.constant 7.071067691e-01 : f32
      %s12 = arith.mulf %in9, %s11 : f32
      %s13 = math.absf %s12 : f32
      %s14 = arith.constant 1.000000000e+00 : f32
      %s15 = arith.constant 3.275910914e-01 : f32
      %s16 = arith.mulf %s15, %s13 : f32
      %s17 = arith.addf %s14, %s16 : f32
      %s18 = arith.divf %s14, %s17 : f32
      %s19 = arith.constant 1.061405420e+00 : f32
      %s20 = arith.mulf %s19, %s18 : f32
      %s21 = arith.constant -1.453152061e+00 : f32
      %s22 = arith.addf %s20, %s21 : f32
      %s23 = arith.mulf %s22, %s18 : f32
      %s24 = arith.constant 1.421413779e+00 : f32
      %s25 = arith.addf %s23, %s24 : f32
      %s26 = arith.mulf %s25, %s18 : f32
      %s27 = arith.constant -2.844967246e-01 : f32
      %s28 = arith.addf %s26, %s27 : f32
      %s29 = arith.mulf %s28, %s18 : f32
      %s30 = arith.constant 2.548295856e-01 : f32
      %s31 = arith.addf %s29, %s30 : f32
      %s32 = arith.mulf %s31, %s18 : f32
      %s33 = arith.mulf %s13, %s13 : f32
      %s34 = arith.negf %s33 : f32
      %s35 = math.exp %s34 : f32
      %s36 = arith.mulf %s32, %s35 : f32
      %s37 = arith.subf %s14, %s36 : f32
      %s38 = math.copysign %s37, %s12 : f32
      %s39 = arith.constant 5.000000000e-01 : f32
      %s40 = arith.mulf %s39, %in9 : f32
      %s41 = arith.constant 1.000000000e+00 : f32
      %s42 = arith.addf %s41, %s38 : f32
      %s43 = arith.mulf %s40, %s42 : f32
      linalg.yield %s43 : f32
    } -> tensor<8x128xf32> loc("layers.0.act")
    %t45 = tensor.empty() : tensor<128x128xf32> loc("layers.1.fc")
    %t46 = linalg.transpose ins(%primals_3 : tensor<128x128xf32>) outs(%t45 : tensor<128x128xf32>) permutation = [1, 0] loc("layers.1.fc")
    %t47 = tensor.empty() : tensor<8x128xf32> loc("layers.1.fc")
    %t50 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%primals_4 : tensor<128xf32>) outs(%t47 : tensor<8x128xf32>) {
    ^bb0(%in48: f32, %out49: f32):
      linalg.yield %in48 : f32
    } -> tensor<8x128xf32> loc("layers.1.fc")
    %t51 = linalg.matmul ins(%t44, %t46 : tensor<8x128xf32>, tensor<128x128xf32>) outs(%t50 : tensor<8x128xf32>) -> tensor<8x128xf32> loc("layers.1.fc")
    %t52 = tensor.empty() : tensor<8x128xf32> loc("layers.1.act")
    %t88 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t51 : tensor<8x128xf32>) outs(%t52 : tensor<8x128xf32>) {
    ^bb0(%in53: f32, %out54: f32):
      %s55 = arith.constant 7.071067691e-01 : f32
      %s56 = arith.mulf %in53, %s55 : f32
      %s57 = math.absf %s56 : f32
      %s58 = arith.constant 1.000000000e+00 : f32
      %s59 = arith.constant 3.275910914e-01 : f32
      %s60 = arith.mulf %s59, %s57 : f32
      %s61 = arith.addf %s58, %s60 : f32
      %s62 = arith.divf %s58, %s61 : f32
      %s63 = arith.constant 1.061405420e+00 : f32
      %s64 = arith.mulf %s63, %s62 : f32
      %s65 = arith.constant -1.453152061e+00 : f32
      %s66 = arith.addf %s64, %s65 : f32
      %s67 = arith.mulf %s66, %s62 : f32
      %s68 = arith.constant 1.421413779e+00 : f32
      %s69 = arith.addf %s67, %s68 : f32
      %s70 = arith.mulf %s69, %s62 : f32
      %s71 = arith.constant -2.844967246e-01 : f32
      %s72 = arith.addf %s70, %s71 : f32
      %s73 = arith.mulf %s72, %s62 : f32
      %s74 = arith.constant 2.548295856e-01 : f32
      %s75 = arith.addf %s73, %s74 : f32
      %s76 = arith.mulf %s75, %s62 : f32
      %s77 = arith.mulf %s57, %s57 : f32
      %s78 = arith.negf %s77 : f32
      %s79 = math.exp %s78 : f32
      %s80 = arith.mulf %s76, %s79 : f32
      %s81 = arith.subf %s58, %s80 : f32
      %s82 = math.copysign %s81, %s56 : f32
      %s83 = arith.constant 5.000000000e-01 : f32
      %s84 = arith.mulf %s83, %in53 : f32
      %s85 = arith.constant 1.000000000e+00 : f32
      %s86 = arith.addf %s85, %s82 : f32
      %s87 = arith.mulf %s84, %s86 : f32
      linalg.yield %s87 : f32
    } -> tensor<8x128xf32> loc("layers.1.act")
    %t89 = tensor.empty() : tensor<128x16xf32> loc("head")
    %t90 = linalg.transpose ins(%primals_5 : tensor<16x128xf32>) outs(%t89 : tensor<128x16xf32>) permutation = [1, 0] loc("head")
    %t91 = tensor.empty() : tensor<8x16xf32> loc("head")
    %t94 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%primals_6 : tensor<16xf32>) outs(%t91 : tensor<8x16xf32>) {
    ^bb0(%in92: f32, %out93: f32):
      linalg.yield %in92 : f32
    } -> tensor<8x16xf32> loc("head")
    %t95 = linalg.matmul ins(%t88, %t90 : tensor<8x128xf32>, tensor<128x16xf32>) outs(%t94 : tensor<8x16xf32>) -> tensor<8x16xf32> loc("head")
    %t96 = tensor.empty() : tensor<8x16xf32> loc("root.sub")
    %t101 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t95, %primals_8 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%t96 : tensor<8x16xf32>) {
    ^bb0(%in97: f32, %in98: f32, %out99: f32):
      %s100 = arith.subf %in97, %in98 : f32
      linalg.yield %s100 : f32
    } -> tensor<8x16xf32> loc("root.sub")
    %t102 = tensor.empty() : tensor<8x16xf32> loc("root.pow_1")
    %t106 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t101 : tensor<8x16xf32>) outs(%t102 : tensor<8x16xf32>) {
    ^bb0(%in103: f32, %out104: f32):
      %s105 = arith.mulf %in103, %in103 : f32
      linalg.yield %s105 : f32
    } -> tensor<8x16xf32> loc("root.pow_1")
    %t107 = tensor.empty() : tensor<f32> loc("root.mean")
    %c108 = arith.constant 0.000000000e+00 : f32 loc("root.mean")
    %t109 = linalg.fill ins(%c108 : f32) outs(%t107 : tensor<f32>) -> tensor<f32> loc("root.mean")
    %t113 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%t106 : tensor<8x16xf32>) outs(%t109 : tensor<f32>) {
    ^bb0(%in110: f32, %out111: f32):
      %s112 = arith.addf %out111, %in110 : f32
      linalg.yield %s112 : f32
    } -> tensor<f32> loc("root.mean")
    %t114 = tensor.empty() : tensor<f32> loc("root.mean")
    %t119 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%t113 : tensor<f32>) outs(%t114 : tensor<f32>) {
    ^bb0(%in115: f32, %out116: f32):
      %s117 = arith.constant 7.812500000e-03 : f32
      %s118 = arith.mulf %in115, %s117 : f32
      linalg.yield %s118 : f32
    } -> tensor<f32> loc("root.mean")
    %t120 = tensor.empty() : tensor<8x16xf32> loc("backward.sub_1")
    %t125 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t95, %primals_8 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%t120 : tensor<8x16xf32>) {
    ^bb0(%in121: f32, %in122: f32, %out123: f32):
      %s124 = arith.subf %in121, %in122 : f32
      linalg.yield %s124 : f32
    } -> tensor<8x16xf32> loc("backward.sub_1")
    %t126 = tensor.empty() : tensor<8x16xf32> loc("backward.mul")
    %t131 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t125 : tensor<8x16xf32>) outs(%t126 : tensor<8x16xf32>) {
    ^bb0(%in127: f32, %out128: f32):
      %s129 = arith.constant 1.562500000e-02 : f32
      %s130 = arith.mulf %in127, %s129 : f32
      linalg.yield %s130 : f32
    } -> tensor<8x16xf32> loc("backward.mul")
    %t132 = tensor.empty() : tensor<8x16xf32> loc("backward.mul_1")
    %t137 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t131, %tangents_1 : tensor<8x16xf32>, tensor<f32>) outs(%t132 : tensor<8x16xf32>) {
    ^bb0(%in133: f32, %in134: f32, %out135: f32):
      %s136 = arith.mulf %in133, %in134 : f32
      linalg.yield %s136 : f32
    } -> tensor<8x16xf32> loc("backward.mul_1")
    %t138 = tensor.empty() : tensor<16x128xf32> loc("backward.head")
    %t139 = linalg.transpose ins(%t90 : tensor<128x16xf32>) outs(%t138 : tensor<16x128xf32>) permutation = [1, 0] loc("backward.head")
    %t140 = tensor.empty() : tensor<8x128xf32> loc("backward.head")
    %c141 = arith.constant 0.000000000e+00 : f32 loc("backward.head")
    %t142 = linalg.fill ins(%c141 : f32) outs(%t140 : tensor<8x128xf32>) -> tensor<8x128xf32> loc("backward.head")
    %t143 = linalg.matmul ins(%t137, %t139 : tensor<8x16xf32>, tensor<16x128xf32>) outs(%t142 : tensor<8x128xf32>) -> tensor<8x128xf32> loc("backward.head")
    %t144 = tensor.empty() : tensor<16x8xf32> loc("backward.head")
    %t145 = linalg.transpose ins(%t137 : tensor<8x16xf32>) outs(%t144 : tensor<16x8xf32>) permutation = [1, 0] loc("backward.head")
    %t146 = tensor.empty() : tensor<16x128xf32> loc("backward.head")
    %c147 = arith.constant 0.000000000e+00 : f32 loc("backward.head")
    %t148 = linalg.fill ins(%c147 : f32) outs(%t146 : tensor<16x128xf32>) -> tensor<16x128xf32> loc("backward.head")
    %t149 = linalg.matmul ins(%t145, %t88 : tensor<16x8xf32>, tensor<8x128xf32>) outs(%t148 : tensor<16x128xf32>) -> tensor<16x128xf32> loc("backward.head")
    %t150 = tensor.empty() : tensor<128x16xf32> loc("backward.head")
    %t151 = linalg.transpose ins(%t149 : tensor<16x128xf32>) outs(%t150 : tensor<128x16xf32>) permutation = [1, 0] loc("backward.head")
    %t152 = tensor.empty() : tensor<16xf32> loc("backward.head")
    %c153 = arith.constant 0.000000000e+00 : f32 loc("backward.head")
    %t154 = linalg.fill ins(%c153 : f32) outs(%t152 : tensor<16xf32>) -> tensor<16xf32> loc("backward.head")
    %t158 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%t137 : tensor<8x16xf32>) outs(%t154 : tensor<16xf32>) {
    ^bb0(%in155: f32, %out156: f32):
      %s157 = arith.addf %out156, %in155 : f32
      linalg.yield %s157 : f32
    } -> tensor<16xf32> loc("backward.head")
    %t159 = tensor.expand_shape %t158 [[0, 1]] output_shape [1, 16] : tensor<16xf32> into tensor<1x16xf32> loc("backward.head")
    %t160 = tensor.collapse_shape %t159 [[0, 1]] : tensor<1x16xf32> into tensor<16xf32> loc("backward.head")
    %t161 = tensor.empty() : tensor<16x128xf32> loc("backward.head")
    %t162 = linalg.transpose ins(%t151 : tensor<128x16xf32>) outs(%t161 : tensor<16x128xf32>) permutation = [1, 0] loc("backward.head")
    %t163 = tensor.empty() : tensor<8x128xf32> loc("backward.layers.1.act")
    %t168 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t51 : tensor<8x128xf32>) outs(%t163 : tensor<8x128xf32>) {
    ^bb0(%in164: f32, %out165: f32):
      %s166 = arith.constant 7.071067691e-01 : f32
      %s167 = arith.mulf %in164, %s166 : f32
      linalg.yield %s167 : f32
    } -> tensor<8x128xf32> loc("backward.layers.1.act")
    %t169 = tensor.empty() : tensor<8x128xf32> loc("backward.layers.1.act")
    %t198 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t168 : tensor<8x128xf32>) outs(%t169 : tensor<8x128xf32>) {
    ^bb0(%in170: f32, %out171: f32):
      %s172 = math.absf %in170 : f32
      %s173 = arith.constant 1.000000000e+00 : f32
      %s174 = arith.constant 3.275910914e-01 : f32
      %s175 = arith.mulf %s174, %s172 : f32
      %s176 = arith.addf %s173, %s175 : f32
      %s177 = arith.divf %s173, %s176 : f32
      %s178 = arith.constant 1.061405420e+00 : f32
      %s179 = arith.mulf %s178, %s177 : f32
      %s180 = arith.constant -1.453152061e+00 : f32
      %s181 = arith.addf %s179, %s180 : f32
      %s182 = arith.mulf %s181, %s177 : f32
      %s183 = arith.constant 1.421413779e+00 : f32
      %s184 = arith.addf %s182, %s183 : f32
      %s185 = arith.mulf %s184, %s177 : f32
      %s186 = arith.constant -2.844967246e-01 : f32
      %s187 = arith.addf %s185, %s186 : f32
      %s188 = arith.mulf %s187, %s177 : f32
      %s189 = arith.constant 2.548295856e-01 : f32
      %s190 = arith.addf %s188, %s189 : f32
      %s191 = arith.mulf %s190, %s177 : f32
      %s192 = arith.mulf %s172, %s172 : f32
      %s193 = arith.negf %s192 : f32
      %s194 = math.exp %s193 : f32
      %s195 = arith.mulf %s191, %s194 : f32
      %s196 = arith.subf %s173, %s195 : f32
      %s197 = math.copysign %s196, %in170 : f32
      linalg.yield %s197 : f32
    } -> tensor<8x128xf32> loc("backward.layers.1.act")
    %t199 = tensor.empty() : tensor<8x128xf32> loc("backward.layers.1.act")
    %t204 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t198 : tensor<8x128xf32>) outs(%t199 : tensor<8x128xf32>) {
    ^bb0(%in200: f32, %out201: f32):
      %s202 = arith.constant 1.000000000e+00 : f32
      %s203 = arith.addf %in200, %s202 : f32
      linalg.yield %s203 : f32
    } -> tensor<8x128xf32> loc("backward.layers.1.act")
    %t205 = tensor.empty() : tensor<8x128xf32> loc("backward.layers.1.act")
    %t210 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t204 : tensor<8x128xf32>) outs(%t205 : tensor<8x128xf32>) {
    ^bb0(%in206: f32, %out207: f32):
      %s208 = arith.constant 5.000000000e-01 : f32
      %s209 = arith.mulf %in206, %s208 : f32
      linalg.yield %s209 : f32
    } -> tensor<8x128xf32> loc("backward.layers.1.act")
    %t211 = tensor.empty() : tensor<8x128xf32> loc("backward.layers.1.act")
    %t216 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t51, %t51 : tensor<8x128xf32>, tensor<8x128xf32>) outs(%t211 : tensor<8x128xf32>) {
    ^bb0(%in212: f32, %in213: f32, %out214: f32):
      %s215 = arith.mulf %in212, %in213 : f32
      linalg.yield %s215 : f32
    } -> tensor<8x128xf32> loc("backward.layers.1.act")
    %t217 = tensor.empty() : tensor<8x128xf32> loc("backward.layers.1.act")
    %t222 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t216 : tensor<8x128xf32>) outs(%t217 : tensor<8x128xf32>) {
    ^bb0(%in218: f32, %out219: f32):
      %s220 = arith.constant -5.000000000e-01 : f32
      %s221 = arith.mulf %in218, %s220 : f32
      linalg.yield %s221 : f32
    } -> tensor<8x128xf32> loc("backward.layers.1.act")
    %t223 = tensor.empty() : tensor<8x128xf32> loc("backward.layers.1.act")
    %t227 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t222 : tensor<8x128xf32>) outs(%t223 : tensor<8x128xf32>) {
    ^bb0(%in224: f32, %out225: f32):
      %s226 = math.exp %in224 : f32
      linalg.yield %s226 : f32
    } -> tensor<8x128xf32> loc("backward.layers.1.act")
    %t228 = tensor.empty() : tensor<8x128xf32> loc("backward.layers.1.act")
    %t233 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t227 : tensor<8x128xf32>) outs(%t228 : tensor<8x128xf32>) {
    ^bb0(%in229: f32, %out230: f32):
      %s231 = arith.constant 3.989422917e-01 : f32
      %s232 = arith.mulf %in229, %s231 : f32
      linalg.yield %s232 : f32
    } -> tensor<8x128xf32> loc("backward.layers.1.act")
    %t234 = tensor.empty() : tensor<8x128xf32> loc("backward.layers.1.act")
    %t239 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t51, %t233 : tensor<8x128xf32>, tensor<8x128xf32>) outs(%t234 : tensor<8x128xf32>) {
    ^bb0(%in235: f32, %in236: f32, %out237: f32):
      %s238 = arith.mulf %in235, %in236 : f32
      linalg.yield %s238 : f32
    } -> tensor<8x128xf32> loc("backward.layers.1.act")
    %t240 = tensor.empty() : tensor<8x128xf32> loc("backward.layers.1.act")
    %t245 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t210, %t239 : tensor<8x128xf32>, tensor<8x128xf32>) outs(%t240 : tensor<8x128xf32>) {
    ^bb0(%in241: f32, %in242: f32, %out243: f32):
      %s244 = arith.addf %in241, %in242 : f32
      linalg.yield %s244 : f32
    } -> tensor<8x128xf32> loc("backward.layers.1.act")
    %t246 = tensor.empty() : tensor<8x128xf32> loc("backward.layers.1.act")
    %t251 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t143, %t245 : tensor<8x128xf32>, tensor<8x128xf32>) outs(%t246 : tensor<8x128xf32>) {
    ^bb0(%in247: f32, %in248: f32, %out249: f32):
      %s250 = arith.mulf %in247, %in248 : f32
      linalg.yield %s250 : f32
    } -> tensor<8x128xf32> loc("backward.layers.1.act")
    %t252 = tensor.empty() : tensor<128x128xf32> loc("backward.layers.1.fc")
    %t253 = linalg.transpose ins(%t46 : tensor<128x128xf32>) outs(%t252 : tensor<128x128xf32>) permutation = [1, 0] loc("backward.layers.1.fc")
    %t254 = tensor.empty() : tensor<8x128xf32> loc("backward.layers.1.fc")
    %c255 = arith.constant 0.000000000e+00 : f32 loc("backward.layers.1.fc")
    %t256 = linalg.fill ins(%c255 : f32) outs(%t254 : tensor<8x128xf32>) -> tensor<8x128xf32> loc("backward.layers.1.fc")
    %t257 = linalg.matmul ins(%t251, %t253 : tensor<8x128xf32>, tensor<128x128xf32>) outs(%t256 : tensor<8x128xf32>) -> tensor<8x128xf32> loc("backward.layers.1.fc")
    %t258 = tensor.empty() : tensor<128x8xf32> loc("backward.layers.1.fc")
    %t259 = linalg.transpose ins(%t251 : tensor<8x128xf32>) outs(%t258 : tensor<128x8xf32>) permutation = [1, 0] loc("backward.layers.1.fc")
    %t260 = tensor.empty() : tensor<128x128xf32> loc("backward.layers.1.fc")
    %c261 = arith.constant 0.000000000e+00 : f32 loc("backward.layers.1.fc")
    %t262 = linalg.fill ins(%c261 : f32) outs(%t260 : tensor<128x128xf32>) -> tensor<128x128xf32> loc("backward.layers.1.fc")
    %t263 = linalg.matmul ins(%t259, %t44 : tensor<128x8xf32>, tensor<8x128xf32>) outs(%t262 : tensor<128x128xf32>) -> tensor<128x128xf32> loc("backward.layers.1.fc")
    %t264 = tensor.empty() : tensor<128x128xf32> loc("backward.layers.1.fc")
    %t265 = linalg.transpose ins(%t263 : tensor<128x128xf32>) outs(%t264 : tensor<128x128xf32>) permutation = [1, 0] loc("backward.layers.1.fc")
    %t266 = tensor.empty() : tensor<128xf32> loc("backward.layers.1.fc")
    %c267 = arith.constant 0.000000000e+00 : f32 loc("backward.layers.1.fc")
    %t268 = linalg.fill ins(%c267 : f32) outs(%t266 : tensor<128xf32>) -> tensor<128xf32> loc("backward.layers.1.fc")
    %t272 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%t251 : tensor<8x128xf32>) outs(%t268 : tensor<128xf32>) {
    ^bb0(%in269: f32, %out270: f32):
      %s271 = arith.addf %out270, %in269 : f32
      linalg.yield %s271 : f32
    } -> tensor<128xf32> loc("backward.layers.1.fc")
    %t273 = tensor.expand_shape %t272 [[0, 1]] output_shape [1, 128] : tensor<128xf32> into tensor<1x128xf32> loc("backward.layers.1.fc")
    %t274 = tensor.collapse_shape %t273 [[0, 1]] : tensor<1x128xf32> into tensor<128xf32> loc("backward.layers.1.fc")
    %t275 = tensor.empty() : tensor<128x128xf32> loc("backward.layers.1.fc")
    %t276 = linalg.transpose ins(%t265 : tensor<128x128xf32>) outs(%t275 : tensor<128x128xf32>) permutation = [1, 0] loc("backward.layers.1.fc")
    %t277 = tensor.empty() : tensor<8x128xf32> loc("backward.layers.0.act")
    %t282 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t7 : tensor<8x128xf32>) outs(%t277 : tensor<8x128xf32>) {
    ^bb0(%in278: f32, %out279: f32):
      %s280 = arith.constant 7.071067691e-01 : f32
      %s281 = arith.mulf %in278, %s280 : f32
      linalg.yield %s281 : f32
    } -> tensor<8x128xf32> loc("backward.layers.0.act")
    %t283 = tensor.empty() : tensor<8x128xf32> loc("backward.layers.0.act")
    %t312 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t282 : tensor<8x128xf32>) outs(%t283 : tensor<8x128xf32>) {
    ^bb0(%in284: f32, %out285: f32):
      %s286 = math.absf %in284 : f32
      %s287 = arith.constant 1.000000000e+00 : f32
      %s288 = arith.constant 3.275910914e-01 : f32
      %s289 = arith.mulf %s288, %s286 : f32
      %s290 = arith.addf %s287, %s289 : f32
      %s291 = arith.divf %s287, %s290 : f32
      %s292 = arith.constant 1.061405420e+00 : f32
      %s293 = arith.mulf %s292, %s291 : f32
      %s294 = arith.constant -1.453152061e+00 : f32
      %s295 = arith.addf %s293, %s294 : f32
      %s296 = arith.mulf %s295, %s291 : f32
      %s297 = arith.constant 1.421413779e+00 : f32
      %s298 = arith.addf %s296, %s297 : f32
      %s299 = arith.mulf %s298, %s291 : f32
      %s300 = arith.constant -2.844967246e-01 : f32
      %s301 = arith.addf %s299, %s300 : f32
      %s302 = arith.mulf %s301, %s291 : f32
      %s303 = arith.constant 2.548295856e-01 : f32
      %s304 = arith.addf %s302, %s303 : f32
      %s305 = arith.mulf %s304, %s291 : f32
      %s306 = arith.mulf %s286, %s286 : f32
      %s307 = arith.negf %s306 : f32
      %s308 = math.exp %s307 : f32
      %s309 = arith.mulf %s305, %s308 : f32
      %s310 = arith.subf %s287, %s309 : f32
      %s311 = math.copysign %s310, %in284 : f32
      linalg.yield %s311 : f32
    } -> tensor<8x128xf32> loc("backward.layers.0.act")
    %t313 = tensor.empty() : tensor<8x128xf32> loc("backward.layers.0.act")
    %t318 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t312 : tensor<8x128xf32>) outs(%t313 : tensor<8x128xf32>) {
    ^bb0(%in314: f32, %out315: f32):
      %s316 = arith.constant 1.000000000e+00 : f32
      %s317 = arith.addf %in314, %s316 : f32
      linalg.yield %s317 : f32
    } -> tensor<8x128xf32> loc("backward.layers.0.act")
    %t319 = tensor.empty() : tensor<8x128xf32> loc("backward.layers.0.act")
    %t324 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t318 : tensor<8x128xf32>) outs(%t319 : tensor<8x128xf32>) {
    ^bb0(%in320: f32, %out321: f32):
      %s322 = arith.constant 5.000000000e-01 : f32
      %s323 = arith.mulf %in320, %s322 : f32
      linalg.yield %s323 : f32
    } -> tensor<8x128xf32> loc("backward.layers.0.act")
    %t325 = tensor.empty() : tensor<8x128xf32> loc("backward.layers.0.act")
    %t330 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t7, %t7 : tensor<8x128xf32>, tensor<8x128xf32>) outs(%t325 : tensor<8x128xf32>) {
    ^bb0(%in326: f32, %in327: f32, %out328: f32):
      %s329 = arith.mulf %in326, %in327 : f32
      linalg.yield %s329 : f32
    } -> tensor<8x128xf32> loc("backward.layers.0.act")
    %t331 = tensor.empty() : tensor<8x128xf32> loc("backward.layers.0.act")
    %t336 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t330 : tensor<8x128xf32>) outs(%t331 : tensor<8x128xf32>) {
    ^bb0(%in332: f32, %out333: f32):
      %s334 = arith.constant -5.000000000e-01 : f32
      %s335 = arith.mulf %in332, %s334 : f32
      linalg.yield %s335 : f32
    } -> tensor<8x128xf32> loc("backward.layers.0.act")
    %t337 = tensor.empty() : tensor<8x128xf32> loc("backward.layers.0.act")
    %t341 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t336 : tensor<8x128xf32>) outs(%t337 : tensor<8x128xf32>) {
    ^bb0(%in338: f32, %out339: f32):
      %s340 = math.exp %in338 : f32
      linalg.yield %s340 : f32
    } -> tensor<8x128xf32> loc("backward.layers.0.act")
    %t342 = tensor.empty() : tensor<8x128xf32> loc("backward.layers.0.act")
    %t347 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t341 : tensor<8x128xf32>) outs(%t342 : tensor<8x128xf32>) {
    ^bb0(%in343: f32, %out344: f32):
      %s345 = arith.constant 3.989422917e-01 : f32
      %s346 = arith.mulf %in343, %s345 : f32
      linalg.yield %s346 : f32
    } -> tensor<8x128xf32> loc("backward.layers.0.act")
    %t348 = tensor.empty() : tensor<8x128xf32> loc("backward.layers.0.act")
    %t353 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t7, %t347 : tensor<8x128xf32>, tensor<8x128xf32>) outs(%t348 : tensor<8x128xf32>) {
    ^bb0(%in349: f32, %in350: f32, %out351: f32):
      %s352 = arith.mulf %in349, %in350 : f32
      linalg.yield %s352 : f32
    } -> tensor<8x128xf32> loc("backward.layers.0.act")
    %t354 = tensor.empty() : tensor<8x128xf32> loc("backward.layers.0.act")
    %t359 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t324, %t353 : tensor<8x128xf32>, tensor<8x128xf32>) outs(%t354 : tensor<8x128xf32>) {
    ^bb0(%in355: f32, %in356: f32, %out357: f32):
      %s358 = arith.addf %in355, %in356 : f32
      linalg.yield %s358 : f32
    } -> tensor<8x128xf32> loc("backward.layers.0.act")
    %t360 = tensor.empty() : tensor<8x128xf32> loc("backward.layers.0.act")
    %t365 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t257, %t359 : tensor<8x128xf32>, tensor<8x128xf32>) outs(%t360 : tensor<8x128xf32>) {
    ^bb0(%in361: f32, %in362: f32, %out363: f32):
      %s364 = arith.mulf %in361, %in362 : f32
      linalg.yield %s364 : f32
    } -> tensor<8x128xf32> loc("backward.layers.0.act")
    %t366 = tensor.empty() : tensor<128x8xf32> loc("backward.layers.0.fc")
    %t367 = linalg.transpose ins(%t365 : tensor<8x128xf32>) outs(%t366 : tensor<128x8xf32>) permutation = [1, 0] loc("backward.layers.0.fc")
    %t368 = tensor.empty() : tensor<128x64xf32> loc("backward.layers.0.fc")
    %c369 = arith.constant 0.000000000e+00 : f32 loc("backward.layers.0.fc")
    %t370 = linalg.fill ins(%c369 : f32) outs(%t368 : tensor<128x64xf32>) -> tensor<128x64xf32> loc("backward.layers.0.fc")
    %t371 = linalg.matmul ins(%t367, %primals_7 : tensor<128x8xf32>, tensor<8x64xf32>) outs(%t370 : tensor<128x64xf32>) -> tensor<128x64xf32> loc("backward.layers.0.fc")
    %t372 = tensor.empty() : tensor<64x128xf32> loc("backward.layers.0.fc")
    %t373 = linalg.transpose ins(%t371 : tensor<128x64xf32>) outs(%t372 : tensor<64x128xf32>) permutation = [1, 0] loc("backward.layers.0.fc")
    %t374 = tensor.empty() : tensor<128xf32> loc("backward.layers.0.fc")
    %c375 = arith.constant 0.000000000e+00 : f32 loc("backward.layers.0.fc")
    %t376 = linalg.fill ins(%c375 : f32) outs(%t374 : tensor<128xf32>) -> tensor<128xf32> loc("backward.layers.0.fc")
    %t380 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%t365 : tensor<8x128xf32>) outs(%t376 : tensor<128xf32>) {
    ^bb0(%in377: f32, %out378: f32):
      %s379 = arith.addf %out378, %in377 : f32
      linalg.yield %s379 : f32
    } -> tensor<128xf32> loc("backward.layers.0.fc")
    %t381 = tensor.expand_shape %t380 [[0, 1]] output_shape [1, 128] : tensor<128xf32> into tensor<1x128xf32> loc("backward.layers.0.fc")
    %t382 = tensor.collapse_shape %t381 [[0, 1]] : tensor<1x128xf32> into tensor<128xf32> loc("backward.layers.0.fc")
    %t383 = tensor.empty() : tensor<128x64xf32> loc("backward.layers.0.fc")
    %t384 = linalg.transpose ins(%t373 : tensor<64x128xf32>) outs(%t383 : tensor<128x64xf32>) permutation = [1, 0] loc("backward.layers.0.fc")
    return %t119, %t384, %t382, %t276, %t274, %t162, %t160 : tensor<f32>, tensor<128x64xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<128xf32>, tensor<16x128xf32>, tensor<16xf32> loc("root.output")
  }
}
