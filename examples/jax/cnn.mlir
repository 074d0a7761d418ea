#loc = loc(unknown)
#loc1 = loc("params[0][0]")
#loc2 = loc("params[0][1]")
#loc3 = loc("params[1][0]")
#loc4 = loc("params[1][1]")
#loc5 = loc("params[2][0]")
#loc6 = loc("params[2][1]")
#loc7 = loc("head[0]")
#loc8 = loc("head[1]")
#loc9 = loc("x")
#loc10 = loc("labels")
#loc11 = loc("scatter-add")
#loc12 = loc("examples/jax/models.py":67:13 to :64)
#loc13 = loc("examples/jax/models.py":289:15 to :40)
#loc14 = loc("examples/jax/models.py":292:22 to :87)
#loc15 = loc("examples/jax/generate.py":36:11 to :43)
#loc16 = loc("examples/jax/generate.py":47:15 to :30)
#loc17 = loc("examples/jax/generate.py":63:4 to :10)
#loc18 = loc("select_n")
#loc19 = loc("reduce_and")
#loc20 = loc("le")
#loc21 = loc("add")
#loc22 = loc("examples/jax/models.py":259:8 to 260:76)
#loc23 = loc("examples/jax/models.py":281:37 to :49)
#loc24 = loc("examples/jax/models.py":287:20 to :51)
#loc25 = loc("examples/jax/models.py":261:11 to :16)
#loc26 = loc("max")
#loc27 = loc("examples/jax/models.py":281:25 to :50)
#loc28 = loc("examples/jax/models.py":265:11 to :87)
#loc29 = loc("examples/jax/models.py":281:15 to :51)
#loc31 = loc("examples/jax/models.py":288:17 to :52)
#loc32 = loc("examples/jax/models.py":288:17 to :62)
#loc33 = loc("reduce_max")
#loc34 = loc("examples/jax/models.py":66:9 to :44)
#loc35 = loc("sub")
#loc36 = loc("exp")
#loc37 = loc("reduce_sum")
#loc38 = loc("broadcast_in_dim")
#loc39 = loc("log")
#loc40 = loc("examples/jax/models.py":67:37 to :54)
#loc41 = loc("lt")
#loc42 = loc("reshape")
#loc43 = loc("ge")
#loc44 = loc("and")
#loc45 = loc("gather")
#loc46 = loc("examples/jax/models.py":68:12 to :28)
#loc47 = loc("examples/jax/models.py":68:11 to :28)
#loc48 = loc("neg")
#loc49 = loc("div")
#loc50 = loc("mul")
#loc51 = loc("add_any")
#loc52 = loc("select_and_scatter")
#loc53 = loc("examples/jax/models.py":60:41 to :47)
#loc54 = loc("examples/jax/models.py":60:11 to :63)
#loc55 = loc("examples/jax/models.py":293:18 to :34)
#loc56 = loc("examples/jax/models.py":60:37 to :47)
#loc57 = loc("examples/jax/models.py":293:36 to :50)
#map = affine_map<(d0, d1, d2, d3) -> (d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1) -> (d1)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (d0)>
#map5 = affine_map<(d0, d1) -> (d0, 0)>
#map6 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map7 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map8 = affine_map<(d0, d1) -> ()>
#map9 = affine_map<() -> ()>
#map10 = affine_map<(d0, d1) -> (d1, d0)>
#map11 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 * 2 + d4, d2 * 2 + d5, d3)>
#map12 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>
#map13 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>
#map14 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d5)>
#map15 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>
#map16 = affine_map<(d0, d1, d2, d3) -> (d1, d2, d3, d0)>
#map17 = affine_map<(d0, d1, d2, d3) -> (d0)>
#map18 = affine_map<(d0, d1, d2, d3) -> (d3, d1, d2, d0)>
#map19 = affine_map<(d0, d1, d2, d3) -> (d2, d0, d1, d3)>
#map20 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>
#map21 = affine_map<(d0) -> (d0)>
#loc58 = loc("_xent_int"(#loc12))
#loc59 = loc("make_cnn.<locals>.loss"(#loc13))
#loc60 = loc("make_cnn.<locals>.step"(#loc14))
#loc61 = loc("stablehlo"(#loc15))
#loc62 = loc("main"(#loc16))
#loc63 = loc("<module>"(#loc17))
#loc64 = loc("_conv"(#loc22))
#loc65 = loc("make_cnn.<locals>.block"(#loc23))
#loc66 = loc("make_cnn.<locals>.loss"(#loc24))
#loc67 = loc("_conv"(#loc25))
#loc68 = loc("make_cnn.<locals>.block"(#loc27))
#loc69 = loc("_max_pool"(#loc28))
#loc70 = loc("make_cnn.<locals>.block"(#loc29))
#loc72 = loc("make_cnn.<locals>.loss"(#loc31))
#loc73 = loc("make_cnn.<locals>.loss"(#loc32))
#loc74 = loc("_xent_int"(#loc34))
#loc75 = loc("_xent_int"(#loc40))
#loc76 = loc("_xent_int"(#loc46))
#loc77 = loc("_xent_int"(#loc47))
#loc78 = loc("select_and_scatter:"(#loc52))
#loc79 = loc("_sgd.<locals>.<lambda>"(#loc53))
#loc80 = loc("_sgd"(#loc54))
#loc81 = loc("make_cnn.<locals>.step"(#loc55))
#loc82 = loc("_sgd.<locals>.<lambda>"(#loc56))
#loc83 = loc("make_cnn.<locals>.step"(#loc57))
#loc84 = loc(callsite(#loc62 at #loc63))
#loc85 = loc(callsite(#loc66 at #loc60))
#loc86 = loc(callsite(#loc61 at #loc84))
#loc87 = loc(callsite(#loc70 at #loc85))
#loc88 = loc(callsite(#loc60 at #loc86))
#loc89 = loc(callsite(#loc69 at #loc87))
#loc90 = loc(callsite(#loc81 at #loc86))
#loc91 = loc(callsite(#loc83 at #loc86))
#loc93 = loc(callsite(#loc59 at #loc88))
#loc94 = loc(callsite(#loc66 at #loc88))
#loc96 = loc(callsite(#loc72 at #loc88))
#loc97 = loc(callsite(#loc73 at #loc88))
#loc99 = loc(callsite(#loc80 at #loc90))
#loc100 = loc(callsite(#loc80 at #loc91))
#loc101 = loc(callsite(#loc58 at #loc93))
#loc102 = loc(callsite(#loc65 at #loc94))
#loc103 = loc(callsite(#loc68 at #loc94))
#loc104 = loc(callsite(#loc70 at #loc94))
#loc106 = loc("jit(step)/jvp()/dot_general"(#loc96))
#loc107 = loc("jit(step)/jvp()/add"(#loc97))
#loc108 = loc(callsite(#loc74 at #loc93))
#loc109 = loc(callsite(#loc75 at #loc93))
#loc110 = loc(callsite(#loc76 at #loc93))
#loc111 = loc(callsite(#loc77 at #loc93))
#loc112 = loc("jit(step)/transpose(jvp())/reduce_sum"(#loc97))
#loc114 = loc("jit(step)/transpose(jvp())/dot_general"(#loc96))
#loc115 = loc("jit(step)/transpose(jvp())/transpose"(#loc96))
#loc117 = loc(callsite(#loc79 at #loc99))
#loc118 = loc(callsite(#loc82 at #loc99))
#loc119 = loc(callsite(#loc79 at #loc100))
#loc120 = loc(callsite(#loc82 at #loc100))
#loc121 = loc("jit(step)/transpose(jvp(jit(take_along_axis)))"(#loc101))
#loc122 = loc("jit(step)/jvp(jit(take_along_axis))"(#loc101))
#loc123 = loc(callsite(#loc64 at #loc102))
#loc124 = loc(callsite(#loc67 at #loc102))
#loc125 = loc("jit(step)/jvp(blocks.0)/jit(relu)"(#loc103))
#loc126 = loc("jit(step)/jvp(blocks.0)/gt"(#loc103))
#loc127 = loc(callsite(#loc69 at #loc104))
#loc128 = loc("jit(step)/jvp(blocks.1)/jit(relu)"(#loc103))
#loc129 = loc("jit(step)/jvp(blocks.1)/gt"(#loc103))
#loc130 = loc("jit(step)/jvp(blocks.2)/jit(relu)"(#loc103))
#loc131 = loc("jit(step)/jvp(blocks.2)/gt"(#loc103))
#loc132 = loc("jit(step)/jvp(jit(log_softmax))"(#loc108))
#loc133 = loc("jit(step)/jvp()/broadcast_in_dim"(#loc109))
#loc134 = loc("jit(step)/jvp()/reduce_sum"(#loc110))
#loc135 = loc("jit(step)/jvp()/div"(#loc110))
#loc136 = loc("jit(step)/jvp()/neg"(#loc111))
#loc137 = loc("jit(step)/transpose(jvp())/neg"(#loc111))
#loc138 = loc("jit(step)/transpose(jvp())/div"(#loc110))
#loc139 = loc("jit(step)/transpose(jvp())/broadcast_in_dim"(#loc110))
#loc140 = loc("jit(step)/transpose(jvp(jit(log_softmax)))"(#loc108))
#loc141 = loc("jit(step)/transpose(jvp(blocks.2))/select_n"(#loc103))
#loc142 = loc("jit(step)/transpose(jvp(blocks.1))/select_n"(#loc103))
#loc143 = loc("jit(step)/transpose(jvp(blocks.0))/select_n"(#loc103))
#loc144 = loc("jit(step)/mul"(#loc117))
#loc145 = loc("jit(step)/sub"(#loc118))
#loc146 = loc("jit(step)/mul"(#loc119))
#loc147 = loc("jit(step)/sub"(#loc120))
#loc148 = loc(callsite(#loc11 at #loc121))
#loc149 = loc(callsite(#loc18 at #loc122))
#loc150 = loc(callsite(#loc19 at #loc122))
#loc151 = loc(callsite(#loc20 at #loc122))
#loc152 = loc(callsite(#loc21 at #loc122))
#loc153 = loc("jit(step)/jvp(blocks.0)/conv_general_dilated"(#loc123))
#loc154 = loc("jit(step)/jvp(blocks.0)/add"(#loc124))
#loc155 = loc(callsite(#loc26 at #loc125))
#loc156 = loc("jit(step)/jvp(blocks.0)/reduce_window_max"(#loc127))
#loc157 = loc("jit(step)/jvp(blocks.1)/conv_general_dilated"(#loc123))
#loc158 = loc("jit(step)/jvp(blocks.1)/add"(#loc124))
#loc159 = loc(callsite(#loc26 at #loc128))
#loc160 = loc("jit(step)/jvp(blocks.1)/reduce_window_max"(#loc127))
#loc161 = loc("jit(step)/jvp(blocks.2)/conv_general_dilated"(#loc123))
#loc162 = loc("jit(step)/jvp(blocks.2)/add"(#loc124))
#loc163 = loc(callsite(#loc26 at #loc130))
#loc165 = loc(callsite(#loc33 at #loc132))
#loc166 = loc(callsite(#loc35 at #loc132))
#loc167 = loc(callsite(#loc26 at #loc132))
#loc168 = loc(callsite(#loc36 at #loc132))
#loc169 = loc(callsite(#loc37 at #loc132))
#loc170 = loc(callsite(#loc38 at #loc132))
#loc171 = loc(callsite(#loc39 at #loc132))
#loc172 = loc(callsite(#loc41 at #loc122))
#loc173 = loc(callsite(#loc42 at #loc122))
#loc174 = loc(callsite(#loc43 at #loc122))
#loc175 = loc(callsite(#loc44 at #loc122))
#loc176 = loc(callsite(#loc45 at #loc122))
#loc177 = loc(callsite(#loc at #loc121))
#loc179 = loc(callsite(#loc48 at #loc140))
#loc180 = loc(callsite(#loc37 at #loc140))
#loc181 = loc(callsite(#loc42 at #loc140))
#loc182 = loc(callsite(#loc49 at #loc140))
#loc183 = loc(callsite(#loc38 at #loc140))
#loc184 = loc(callsite(#loc50 at #loc140))
#loc185 = loc(callsite(#loc51 at #loc140))
#loc186 = loc(callsite(#loc89 at #loc127))
#loc188 = loc("jit(step)/transpose(jvp(blocks.2))/reduce_sum"(#loc124))
#loc190 = loc("jit(step)/transpose(jvp(blocks.2))/conv_general_dilated"(#loc123))
#loc191 = loc("jit(step)/transpose(jvp(blocks.2))/rev"(#loc123))
#loc192 = loc("jit(step)/transpose(jvp(blocks.1))/reduce_sum"(#loc124))
#loc194 = loc("jit(step)/transpose(jvp(blocks.1))/conv_general_dilated"(#loc123))
#loc195 = loc("jit(step)/transpose(jvp(blocks.1))/rev"(#loc123))
#loc196 = loc("jit(step)/transpose(jvp(blocks.0))/reduce_sum"(#loc124))
#loc198 = loc("jit(step)/transpose(jvp(blocks.0))/conv_general_dilated"(#loc123))
#loc230 = loc("jit(step)/transpose(jvp(blocks.2))/slice"(#loc186))
#loc234 = loc("jit(step)/transpose(jvp(blocks.1))/slice"(#loc186))
#loc238 = loc("jit(step)/transpose(jvp(blocks.0))/slice"(#loc186))
module @jit_step {
  func.func @main(%arg0: tensor<3x3x3x8xf32> loc("params[0][0]"), %arg1: tensor<8xf32> loc("params[0][1]"), %arg2: tensor<3x3x8x16xf32> loc("params[1][0]"), %arg3: tensor<16xf32> loc("params[1][1]"), %arg4: tensor<3x3x16x16xf32> loc("params[2][0]"), %arg5: tensor<16xf32> loc("params[2][1]"), %arg6: tensor<256x10xf32> loc("head[0]"), %arg7: tensor<10xf32> loc("head[1]"), %arg8: tensor<16x32x32x3xf32> loc("x"), %arg9: tensor<16xi32> loc("labels")) -> (tensor<f32>, tensor<3x3x3x8xf32>, tensor<8xf32>, tensor<3x3x8x16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<256x10xf32>, tensor<10xf32>) {
    %cst = arith.constant dense<0.000000e+00> : tensor<160xf32> loc(#loc199)
    %c10 = arith.constant 10 : index loc(#loc)
    %c16 = arith.constant 16 : index loc(#loc)
    %c1 = arith.constant 1 : index loc(#loc)
    %cst_0 = arith.constant -1.000000e+00 : f32 loc(#loc)
    %cst_1 = arith.constant 5.000000e-02 : f32 loc(#loc)
    %c-1_i32 = arith.constant -1 : i32 loc(#loc)
    %c2 = arith.constant 2 : index loc(#loc)
    %cst_2 = arith.constant 1.600000e+01 : f32 loc(#loc)
    %cst_3 = arith.constant 0x7FC00000 : f32 loc(#loc200)
    %c9 = arith.constant 9 : index loc(#loc)
    %c0 = arith.constant 0 : index loc(#loc)
    %true = arith.constant true loc(#loc201)
    %c9_i32 = arith.constant 9 : i32 loc(#loc202)
    %c10_i32 = arith.constant 10 : i32 loc(#loc203)
    %c0_i32 = arith.constant 0 : i32 loc(#loc)
    %cst_4 = arith.constant 0xFF800000 : f32 loc(#loc)
    %cst_5 = arith.constant 0.000000e+00 : f32 loc(#loc)
    %0 = tensor.empty() : tensor<16x32x32x8xf32> loc(#loc153)
    %1 = linalg.fill ins(%cst_5 : f32) outs(%0 : tensor<16x32x32x8xf32>) -> tensor<16x32x32x8xf32> loc(#loc153)
    %padded = tensor.pad %arg8 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg10: index loc("jit(step)/jvp(blocks.0)/conv_general_dilated"(#loc123)), %arg11: index loc("jit(step)/jvp(blocks.0)/conv_general_dilated"(#loc123)), %arg12: index loc("jit(step)/jvp(blocks.0)/conv_general_dilated"(#loc123)), %arg13: index loc("jit(step)/jvp(blocks.0)/conv_general_dilated"(#loc123))):
      tensor.yield %cst_5 : f32 loc(#loc153)
    } : tensor<16x32x32x3xf32> to tensor<16x34x34x3xf32> loc(#loc153)
    %2 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded, %arg0 : tensor<16x34x34x3xf32>, tensor<3x3x3x8xf32>) outs(%1 : tensor<16x32x32x8xf32>) -> tensor<16x32x32x8xf32> loc(#loc153)
    %3 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg1 : tensor<8xf32>) outs(%0 : tensor<16x32x32x8xf32>) {
    ^bb0(%in: f32 loc("params[0][1]"), %out: f32 loc("jit(step)/jvp(blocks.0)/add"(#loc124))):
      linalg.yield %in : f32 loc(#loc154)
    } -> tensor<16x32x32x8xf32> loc(#loc154)
    %4 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %3 : tensor<16x32x32x8xf32>, tensor<16x32x32x8xf32>) outs(%0 : tensor<16x32x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.0)/conv_general_dilated"(#loc123)), %in_28: f32 loc("jit(step)/jvp(blocks.0)/add"(#loc124)), %out: f32 loc("jit(step)/jvp(blocks.0)/add"(#loc124))):
      %174 = arith.addf %in, %in_28 : f32 loc(#loc154)
      linalg.yield %174 : f32 loc(#loc154)
    } -> tensor<16x32x32x8xf32> loc(#loc154)
    %5 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%4 : tensor<16x32x32x8xf32>) outs(%0 : tensor<16x32x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.0)/add"(#loc124)), %out: f32 loc(callsite(#loc26 at #loc125))):
      %174 = arith.maximumf %in, %cst_5 : f32 loc(#loc204)
      linalg.yield %174 : f32 loc(#loc204)
    } -> tensor<16x32x32x8xf32> loc(#loc204)
    %6 = tensor.empty() : tensor<16x32x32x8xi1> loc(#loc126)
    %7 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%4 : tensor<16x32x32x8xf32>) outs(%6 : tensor<16x32x32x8xi1>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.0)/add"(#loc124)), %out: i1 loc("jit(step)/jvp(blocks.0)/gt"(#loc103))):
      %174 = arith.cmpf ogt, %in, %cst_5 : f32 loc(#loc126)
      linalg.yield %174 : i1 loc(#loc126)
    } -> tensor<16x32x32x8xi1> loc(#loc126)
    %8 = tensor.empty() : tensor<2x2xf32> loc(#loc156)
    %9 = tensor.empty() : tensor<16x16x16x8xf32> loc(#loc156)
    %10 = linalg.fill ins(%cst_4 : f32) outs(%9 : tensor<16x16x16x8xf32>) -> tensor<16x16x16x8xf32> loc(#loc156)
    %11 = linalg.pooling_nhwc_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%5, %8 : tensor<16x32x32x8xf32>, tensor<2x2xf32>) outs(%10 : tensor<16x16x16x8xf32>) -> tensor<16x16x16x8xf32> loc(#loc156)
    %12 = tensor.empty() : tensor<16x16x16x16xf32> loc(#loc157)
    %13 = linalg.fill ins(%cst_5 : f32) outs(%12 : tensor<16x16x16x16xf32>) -> tensor<16x16x16x16xf32> loc(#loc157)
    %padded_6 = tensor.pad %11 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg10: index loc("jit(step)/jvp(blocks.1)/conv_general_dilated"(#loc123)), %arg11: index loc("jit(step)/jvp(blocks.1)/conv_general_dilated"(#loc123)), %arg12: index loc("jit(step)/jvp(blocks.1)/conv_general_dilated"(#loc123)), %arg13: index loc("jit(step)/jvp(blocks.1)/conv_general_dilated"(#loc123))):
      tensor.yield %cst_5 : f32 loc(#loc157)
    } : tensor<16x16x16x8xf32> to tensor<16x18x18x8xf32> loc(#loc157)
    %14 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded_6, %arg2 : tensor<16x18x18x8xf32>, tensor<3x3x8x16xf32>) outs(%13 : tensor<16x16x16x16xf32>) -> tensor<16x16x16x16xf32> loc(#loc157)
    %15 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg3 : tensor<16xf32>) outs(%12 : tensor<16x16x16x16xf32>) {
    ^bb0(%in: f32 loc("params[1][1]"), %out: f32 loc("jit(step)/jvp(blocks.1)/add"(#loc124))):
      linalg.yield %in : f32 loc(#loc158)
    } -> tensor<16x16x16x16xf32> loc(#loc158)
    %16 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%14, %15 : tensor<16x16x16x16xf32>, tensor<16x16x16x16xf32>) outs(%12 : tensor<16x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.1)/conv_general_dilated"(#loc123)), %in_28: f32 loc("jit(step)/jvp(blocks.1)/add"(#loc124)), %out: f32 loc("jit(step)/jvp(blocks.1)/add"(#loc124))):
      %174 = arith.addf %in, %in_28 : f32 loc(#loc158)
      linalg.yield %174 : f32 loc(#loc158)
    } -> tensor<16x16x16x16xf32> loc(#loc158)
    %17 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%16 : tensor<16x16x16x16xf32>) outs(%12 : tensor<16x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.1)/add"(#loc124)), %out: f32 loc(callsite(#loc26 at #loc128))):
      %174 = arith.maximumf %in, %cst_5 : f32 loc(#loc205)
      linalg.yield %174 : f32 loc(#loc205)
    } -> tensor<16x16x16x16xf32> loc(#loc205)
    %18 = tensor.empty() : tensor<16x16x16x16xi1> loc(#loc129)
    %19 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%16 : tensor<16x16x16x16xf32>) outs(%18 : tensor<16x16x16x16xi1>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.1)/add"(#loc124)), %out: i1 loc("jit(step)/jvp(blocks.1)/gt"(#loc103))):
      %174 = arith.cmpf ogt, %in, %cst_5 : f32 loc(#loc129)
      linalg.yield %174 : i1 loc(#loc129)
    } -> tensor<16x16x16x16xi1> loc(#loc129)
    %20 = tensor.empty() : tensor<16x8x8x16xf32> loc(#loc160)
    %21 = linalg.fill ins(%cst_4 : f32) outs(%20 : tensor<16x8x8x16xf32>) -> tensor<16x8x8x16xf32> loc(#loc160)
    %22 = linalg.pooling_nhwc_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%17, %8 : tensor<16x16x16x16xf32>, tensor<2x2xf32>) outs(%21 : tensor<16x8x8x16xf32>) -> tensor<16x8x8x16xf32> loc(#loc160)
    %23 = linalg.fill ins(%cst_5 : f32) outs(%20 : tensor<16x8x8x16xf32>) -> tensor<16x8x8x16xf32> loc(#loc161)
    %padded_7 = tensor.pad %22 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg10: index loc("jit(step)/jvp(blocks.2)/conv_general_dilated"(#loc123)), %arg11: index loc("jit(step)/jvp(blocks.2)/conv_general_dilated"(#loc123)), %arg12: index loc("jit(step)/jvp(blocks.2)/conv_general_dilated"(#loc123)), %arg13: index loc("jit(step)/jvp(blocks.2)/conv_general_dilated"(#loc123))):
      tensor.yield %cst_5 : f32 loc(#loc161)
    } : tensor<16x8x8x16xf32> to tensor<16x10x10x16xf32> loc(#loc161)
    %24 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded_7, %arg4 : tensor<16x10x10x16xf32>, tensor<3x3x16x16xf32>) outs(%23 : tensor<16x8x8x16xf32>) -> tensor<16x8x8x16xf32> loc(#loc161)
    %25 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg5 : tensor<16xf32>) outs(%20 : tensor<16x8x8x16xf32>) {
    ^bb0(%in: f32 loc("params[2][1]"), %out: f32 loc("jit(step)/jvp(blocks.2)/add"(#loc124))):
      linalg.yield %in : f32 loc(#loc162)
    } -> tensor<16x8x8x16xf32> loc(#loc162)
    %26 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%24, %25 : tensor<16x8x8x16xf32>, tensor<16x8x8x16xf32>) outs(%20 : tensor<16x8x8x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.2)/conv_general_dilated"(#loc123)), %in_28: f32 loc("jit(step)/jvp(blocks.2)/add"(#loc124)), %out: f32 loc("jit(step)/jvp(blocks.2)/add"(#loc124))):
      %174 = arith.addf %in, %in_28 : f32 loc(#loc162)
      linalg.yield %174 : f32 loc(#loc162)
    } -> tensor<16x8x8x16xf32> loc(#loc162)
    %27 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%26 : tensor<16x8x8x16xf32>) outs(%20 : tensor<16x8x8x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.2)/add"(#loc124)), %out: f32 loc(callsite(#loc26 at #loc130))):
      %174 = arith.maximumf %in, %cst_5 : f32 loc(#loc206)
      linalg.yield %174 : f32 loc(#loc206)
    } -> tensor<16x8x8x16xf32> loc(#loc206)
    %28 = tensor.empty() : tensor<16x8x8x16xi1> loc(#loc131)
    %29 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%26 : tensor<16x8x8x16xf32>) outs(%28 : tensor<16x8x8x16xi1>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.2)/add"(#loc124)), %out: i1 loc("jit(step)/jvp(blocks.2)/gt"(#loc103))):
      %174 = arith.cmpf ogt, %in, %cst_5 : f32 loc(#loc131)
      linalg.yield %174 : i1 loc(#loc131)
    } -> tensor<16x8x8x16xi1> loc(#loc131)
    %30 = tensor.empty() : tensor<16x4x4x16xf32> loc(#loc164)
    %31 = linalg.fill ins(%cst_4 : f32) outs(%30 : tensor<16x4x4x16xf32>) -> tensor<16x4x4x16xf32> loc(#loc164)
    %32 = linalg.pooling_nhwc_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%27, %8 : tensor<16x8x8x16xf32>, tensor<2x2xf32>) outs(%31 : tensor<16x4x4x16xf32>) -> tensor<16x4x4x16xf32> loc(#loc164)
    %collapsed = tensor.collapse_shape %32 [[0], [1, 2, 3]] : tensor<16x4x4x16xf32> into tensor<16x256xf32> loc(#loc105)
    %33 = tensor.empty() : tensor<16x10xf32> loc(#loc106)
    %34 = linalg.fill ins(%cst_5 : f32) outs(%33 : tensor<16x10xf32>) -> tensor<16x10xf32> loc(#loc106)
    %35 = linalg.matmul ins(%collapsed, %arg6 : tensor<16x256xf32>, tensor<256x10xf32>) outs(%34 : tensor<16x10xf32>) -> tensor<16x10xf32> loc(#loc106)
    %36 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<10xf32>) outs(%33 : tensor<16x10xf32>) {
    ^bb0(%in: f32 loc("head[1]"), %out: f32 loc("jit(step)/jvp()/add"(#loc97))):
      linalg.yield %in : f32 loc(#loc107)
    } -> tensor<16x10xf32> loc(#loc107)
    %37 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%35, %36 : tensor<16x10xf32>, tensor<16x10xf32>) outs(%33 : tensor<16x10xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/dot_general"(#loc96)), %in_28: f32 loc("jit(step)/jvp()/add"(#loc97)), %out: f32 loc("jit(step)/jvp()/add"(#loc97))):
      %174 = arith.addf %in, %in_28 : f32 loc(#loc107)
      linalg.yield %174 : f32 loc(#loc107)
    } -> tensor<16x10xf32> loc(#loc107)
    %38 = tensor.empty() : tensor<16xf32> loc(#loc207)
    %39 = linalg.fill ins(%cst_4 : f32) outs(%38 : tensor<16xf32>) -> tensor<16xf32> loc(#loc207)
    %40 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "reduction"]} ins(%37 : tensor<16x10xf32>) outs(%39 : tensor<16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc33 at #loc132)), %out: f32 loc(callsite(#loc33 at #loc132))):
      %174 = arith.maximumf %out, %in : f32 loc(#loc207)
      linalg.yield %174 : f32 loc(#loc207)
    } -> tensor<16xf32> loc(#loc207)
    %41 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%40 : tensor<16xf32>) outs(%33 : tensor<16x10xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc26 at #loc132)), %out: f32 loc(callsite(#loc35 at #loc132))):
      linalg.yield %in : f32 loc(#loc208)
    } -> tensor<16x10xf32> loc(#loc208)
    %42 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%37, %41 : tensor<16x10xf32>, tensor<16x10xf32>) outs(%33 : tensor<16x10xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/add"(#loc97)), %in_28: f32 loc(callsite(#loc35 at #loc132)), %out: f32 loc(callsite(#loc35 at #loc132))):
      %174 = arith.subf %in, %in_28 : f32 loc(#loc208)
      linalg.yield %174 : f32 loc(#loc208)
    } -> tensor<16x10xf32> loc(#loc208)
    %43 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%42 : tensor<16x10xf32>) outs(%33 : tensor<16x10xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc35 at #loc132)), %out: f32 loc(callsite(#loc36 at #loc132))):
      %174 = math.exp %in : f32 loc(#loc209)
      linalg.yield %174 : f32 loc(#loc209)
    } -> tensor<16x10xf32> loc(#loc209)
    %44 = linalg.fill ins(%cst_5 : f32) outs(%38 : tensor<16xf32>) -> tensor<16xf32> loc(#loc210)
    %45 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "reduction"]} ins(%43 : tensor<16x10xf32>) outs(%44 : tensor<16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc37 at #loc132)), %out: f32 loc(callsite(#loc37 at #loc132))):
      %174 = arith.addf %out, %in : f32 loc(#loc210)
      linalg.yield %174 : f32 loc(#loc210)
    } -> tensor<16xf32> loc(#loc210)
    %expanded = tensor.expand_shape %45 [[0, 1]] output_shape [16, 1] : tensor<16xf32> into tensor<16x1xf32> loc(#loc211)
    %46 = tensor.empty() : tensor<16x1xf32> loc(#loc212)
    %47 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded : tensor<16x1xf32>) outs(%46 : tensor<16x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc38 at #loc132)), %out: f32 loc(callsite(#loc39 at #loc132))):
      %174 = math.log %in : f32 loc(#loc212)
      linalg.yield %174 : f32 loc(#loc212)
    } -> tensor<16x1xf32> loc(#loc212)
    %48 = linalg.generic {indexing_maps = [#map5, #map3], iterator_types = ["parallel", "parallel"]} ins(%47 : tensor<16x1xf32>) outs(%33 : tensor<16x10xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc39 at #loc132)), %out: f32 loc(callsite(#loc35 at #loc132))):
      linalg.yield %in : f32 loc(#loc208)
    } -> tensor<16x10xf32> loc(#loc208)
    %49 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%42, %48 : tensor<16x10xf32>, tensor<16x10xf32>) outs(%33 : tensor<16x10xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc35 at #loc132)), %in_28: f32 loc(callsite(#loc35 at #loc132)), %out: f32 loc(callsite(#loc35 at #loc132))):
      %174 = arith.subf %in, %in_28 : f32 loc(#loc208)
      linalg.yield %174 : f32 loc(#loc208)
    } -> tensor<16x10xf32> loc(#loc208)
    %expanded_8 = tensor.expand_shape %arg9 [[0, 1]] output_shape [16, 1] : tensor<16xi32> into tensor<16x1xi32> loc(#loc133)
    %50 = tensor.empty() : tensor<16x1xi1> loc(#loc213)
    %51 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_8 : tensor<16x1xi32>) outs(%50 : tensor<16x1xi1>) {
    ^bb0(%in: i32 loc("jit(step)/jvp()/broadcast_in_dim"(#loc109)), %out: i1 loc(callsite(#loc41 at #loc122))):
      %174 = arith.cmpi slt, %in, %c0_i32 : i32 loc(#loc213)
      linalg.yield %174 : i1 loc(#loc213)
    } -> tensor<16x1xi1> loc(#loc213)
    %52 = tensor.empty() : tensor<16x1xi32> loc(#loc203)
    %53 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_8 : tensor<16x1xi32>) outs(%52 : tensor<16x1xi32>) {
    ^bb0(%in: i32 loc("jit(step)/jvp()/broadcast_in_dim"(#loc109)), %out: i32 loc(callsite(#loc21 at #loc122))):
      %174 = arith.addi %in, %c10_i32 : i32 loc(#loc203)
      linalg.yield %174 : i32 loc(#loc203)
    } -> tensor<16x1xi32> loc(#loc203)
    %54 = linalg.generic {indexing_maps = [#map3, #map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%51, %53, %expanded_8 : tensor<16x1xi1>, tensor<16x1xi32>, tensor<16x1xi32>) outs(%52 : tensor<16x1xi32>) {
    ^bb0(%in: i1 loc(callsite(#loc41 at #loc122)), %in_28: i32 loc(callsite(#loc21 at #loc122)), %in_29: i32 loc("jit(step)/jvp()/broadcast_in_dim"(#loc109)), %out: i32 loc(callsite(#loc18 at #loc122))):
      %174 = arith.select %in, %in_28, %in_29 : i32 loc(#loc200)
      linalg.yield %174 : i32 loc(#loc200)
    } -> tensor<16x1xi32> loc(#loc200)
    %expanded_9 = tensor.expand_shape %54 [[0], [1, 2]] output_shape [16, 1, 1] : tensor<16x1xi32> into tensor<16x1x1xi32> loc(#loc214)
    %55 = tensor.empty() : tensor<16x1x1xi1> loc(#loc215)
    %56 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_9 : tensor<16x1x1xi32>) outs(%55 : tensor<16x1x1xi1>) {
    ^bb0(%in: i32 loc(callsite(#loc42 at #loc122)), %out: i1 loc(callsite(#loc43 at #loc122))):
      %174 = arith.cmpi sge, %in, %c0_i32 : i32 loc(#loc215)
      linalg.yield %174 : i1 loc(#loc215)
    } -> tensor<16x1x1xi1> loc(#loc215)
    %57 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_9 : tensor<16x1x1xi32>) outs(%55 : tensor<16x1x1xi1>) {
    ^bb0(%in: i32 loc(callsite(#loc42 at #loc122)), %out: i1 loc(callsite(#loc20 at #loc122))):
      %174 = arith.cmpi sle, %in, %c9_i32 : i32 loc(#loc202)
      linalg.yield %174 : i1 loc(#loc202)
    } -> tensor<16x1x1xi1> loc(#loc202)
    %58 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%56, %57 : tensor<16x1x1xi1>, tensor<16x1x1xi1>) outs(%55 : tensor<16x1x1xi1>) {
    ^bb0(%in: i1 loc(callsite(#loc43 at #loc122)), %in_28: i1 loc(callsite(#loc20 at #loc122)), %out: i1 loc(callsite(#loc44 at #loc122))):
      %174 = arith.andi %in, %in_28 : i1 loc(#loc216)
      linalg.yield %174 : i1 loc(#loc216)
    } -> tensor<16x1x1xi1> loc(#loc216)
    %59 = linalg.fill ins(%true : i1) outs(%50 : tensor<16x1xi1>) -> tensor<16x1xi1> loc(#loc201)
    %60 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%58 : tensor<16x1x1xi1>) outs(%59 : tensor<16x1xi1>) {
    ^bb0(%in: i1 loc(callsite(#loc19 at #loc122)), %out: i1 loc(callsite(#loc19 at #loc122))):
      %174 = arith.andi %out, %in : i1 loc(#loc201)
      linalg.yield %174 : i1 loc(#loc201)
    } -> tensor<16x1xi1> loc(#loc201)
    %61 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel", "parallel"]} outs(%46 : tensor<16x1xf32>) {
    ^bb0(%out: f32 loc(callsite(#loc45 at #loc122))):
      %174 = linalg.index 0 : index loc(#loc217)
      %extracted = tensor.extract %expanded_9[%174, %c0, %c0] : tensor<16x1x1xi32> loc(#loc217)
      %175 = arith.index_cast %extracted : i32 to index loc(#loc217)
      %176 = arith.maxsi %175, %c0 : index loc(#loc217)
      %177 = arith.minsi %176, %c9 : index loc(#loc217)
      %extracted_28 = tensor.extract %49[%174, %177] : tensor<16x10xf32> loc(#loc217)
      linalg.yield %extracted_28 : f32 loc(#loc217)
    } -> tensor<16x1xf32> loc(#loc217)
    %62 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%60, %61 : tensor<16x1xi1>, tensor<16x1xf32>) outs(%46 : tensor<16x1xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc19 at #loc122)), %in_28: f32 loc(callsite(#loc45 at #loc122)), %out: f32 loc(callsite(#loc18 at #loc122))):
      %174 = arith.select %in, %in_28, %cst_3 : f32 loc(#loc200)
      linalg.yield %174 : f32 loc(#loc200)
    } -> tensor<16x1xf32> loc(#loc200)
    %63 = tensor.empty() : tensor<f32> loc(#loc134)
    %64 = linalg.fill ins(%cst_5 : f32) outs(%63 : tensor<f32>) -> tensor<f32> loc(#loc134)
    %65 = linalg.generic {indexing_maps = [#map3, #map8], iterator_types = ["reduction", "reduction"]} ins(%62 : tensor<16x1xf32>) outs(%64 : tensor<f32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/reduce_sum"(#loc110)), %out: f32 loc("jit(step)/jvp()/reduce_sum"(#loc110))):
      %174 = arith.addf %out, %in : f32 loc(#loc134)
      linalg.yield %174 : f32 loc(#loc134)
    } -> tensor<f32> loc(#loc134)
    %66 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = []} ins(%65 : tensor<f32>) outs(%63 : tensor<f32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/reduce_sum"(#loc110)), %out: f32 loc("jit(step)/jvp()/div"(#loc110))):
      %174 = arith.divf %in, %cst_2 : f32 loc(#loc135)
      linalg.yield %174 : f32 loc(#loc135)
    } -> tensor<f32> loc(#loc135)
    %67 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = []} ins(%66 : tensor<f32>) outs(%63 : tensor<f32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/div"(#loc110)), %out: f32 loc("jit(step)/jvp()/neg"(#loc111))):
      %174 = arith.negf %in : f32 loc(#loc136)
      linalg.yield %174 : f32 loc(#loc136)
    } -> tensor<f32> loc(#loc136)
    %68 = linalg.generic {indexing_maps = [#map9], iterator_types = []} outs(%63 : tensor<f32>) {
    ^bb0(%out: f32 loc("jit(step)/transpose(jvp())/neg"(#loc111))):
      linalg.yield %cst_0 : f32 loc(#loc137)
    } -> tensor<f32> loc(#loc137)
    %69 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = []} ins(%68 : tensor<f32>) outs(%63 : tensor<f32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/neg"(#loc111)), %out: f32 loc("jit(step)/transpose(jvp())/div"(#loc110))):
      %174 = arith.divf %in, %cst_2 : f32 loc(#loc138)
      linalg.yield %174 : f32 loc(#loc138)
    } -> tensor<f32> loc(#loc138)
    %70 = linalg.generic {indexing_maps = [#map8, #map3], iterator_types = ["parallel", "parallel"]} ins(%69 : tensor<f32>) outs(%46 : tensor<16x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/div"(#loc110)), %out: f32 loc("jit(step)/transpose(jvp())/broadcast_in_dim"(#loc110))):
      linalg.yield %in : f32 loc(#loc139)
    } -> tensor<16x1xf32> loc(#loc139)
    %71 = tensor.empty() : tensor<16x1x1xi32> loc(#loc218)
    %72 = linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel", "parallel", "parallel"]} outs(%71 : tensor<16x1x1xi32>) {
    ^bb0(%out: i32 loc(callsite(#loc at #loc121))):
      %174 = linalg.index 0 : index loc(#loc218)
      %175 = arith.index_cast %174 : index to i32 loc(#loc218)
      linalg.yield %175 : i32 loc(#loc218)
    } -> tensor<16x1x1xi32> loc(#loc218)
    %73 = tensor.empty() : tensor<16x1x2xi32> loc(#loc218)
    %inserted_slice = tensor.insert_slice %72 into %73[0, 0, 0] [16, 1, 1] [1, 1, 1] : tensor<16x1x1xi32> into tensor<16x1x2xi32> loc(#loc218)
    %inserted_slice_10 = tensor.insert_slice %expanded_9 into %inserted_slice[0, 0, 1] [16, 1, 1] [1, 1, 1] : tensor<16x1x1xi32> into tensor<16x1x2xi32> loc(#loc218)
    %collapsed_11 = tensor.collapse_shape %inserted_slice_10 [[0, 1], [2]] : tensor<16x1x2xi32> into tensor<16x2xi32> loc(#loc199)
    %collapsed_12 = tensor.collapse_shape %70 [[0, 1]] : tensor<16x1xf32> into tensor<16xf32> loc(#loc199)
    %74 = scf.for %arg10 = %c0 to %c16 step %c1 iter_args(%arg11 = %cst) -> (tensor<160xf32>) {
      %extracted = tensor.extract %collapsed_11[%arg10, %c0] : tensor<16x2xi32> loc(#loc199)
      %174 = arith.index_cast %extracted : i32 to index loc(#loc199)
      %extracted_28 = tensor.extract %collapsed_11[%arg10, %c1] : tensor<16x2xi32> loc(#loc199)
      %175 = arith.index_cast %extracted_28 : i32 to index loc(#loc199)
      %176 = arith.cmpi sge, %174, %c0 : index loc(#loc199)
      %177 = arith.cmpi slt, %174, %c16 : index loc(#loc199)
      %178 = arith.andi %176, %177 : i1 loc(#loc199)
      %179 = arith.cmpi sge, %175, %c0 : index loc(#loc199)
      %180 = arith.cmpi slt, %175, %c10 : index loc(#loc199)
      %181 = arith.andi %179, %180 : i1 loc(#loc199)
      %182 = arith.andi %178, %181 : i1 loc(#loc199)
      %183 = arith.muli %174, %c10 : index loc(#loc199)
      %184 = arith.addi %183, %175 : index loc(#loc199)
      %185 = scf.if %182 -> (tensor<160xf32>) {
        %extracted_29 = tensor.extract %collapsed_12[%arg10] : tensor<16xf32> loc(#loc199)
        %extracted_30 = tensor.extract %arg11[%184] : tensor<160xf32> loc(#loc199)
        %186 = arith.addf %extracted_30, %extracted_29 : f32 loc(#loc219)
        %inserted = tensor.insert %186 into %arg11[%184] : tensor<160xf32> loc(#loc199)
        scf.yield %inserted : tensor<160xf32> loc(#loc199)
      } else {
        scf.yield %arg11 : tensor<160xf32> loc(#loc199)
      } loc(#loc199)
      scf.yield %185 : tensor<160xf32> loc(#loc199)
    } loc(#loc199)
    %expanded_13 = tensor.expand_shape %74 [[0, 1]] output_shape [16, 10] : tensor<160xf32> into tensor<16x10xf32> loc(#loc199)
    %75 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_13 : tensor<16x10xf32>) outs(%33 : tensor<16x10xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc11 at #loc121)), %out: f32 loc(callsite(#loc48 at #loc140))):
      %174 = arith.negf %in : f32 loc(#loc220)
      linalg.yield %174 : f32 loc(#loc220)
    } -> tensor<16x10xf32> loc(#loc220)
    %76 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "reduction"]} ins(%75 : tensor<16x10xf32>) outs(%44 : tensor<16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc37 at #loc140)), %out: f32 loc(callsite(#loc37 at #loc140))):
      %174 = arith.addf %out, %in : f32 loc(#loc221)
      linalg.yield %174 : f32 loc(#loc221)
    } -> tensor<16xf32> loc(#loc221)
    %expanded_14 = tensor.expand_shape %76 [[0, 1]] output_shape [16, 1] : tensor<16xf32> into tensor<16x1xf32> loc(#loc222)
    %77 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_14, %expanded : tensor<16x1xf32>, tensor<16x1xf32>) outs(%46 : tensor<16x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc42 at #loc140)), %in_28: f32 loc(callsite(#loc38 at #loc132)), %out: f32 loc(callsite(#loc49 at #loc140))):
      %174 = arith.divf %in, %in_28 : f32 loc(#loc223)
      linalg.yield %174 : f32 loc(#loc223)
    } -> tensor<16x1xf32> loc(#loc223)
    %78 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "reduction"]} ins(%77 : tensor<16x1xf32>) outs(%44 : tensor<16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc37 at #loc140)), %out: f32 loc(callsite(#loc37 at #loc140))):
      %174 = arith.addf %out, %in : f32 loc(#loc221)
      linalg.yield %174 : f32 loc(#loc221)
    } -> tensor<16xf32> loc(#loc221)
    %79 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%78 : tensor<16xf32>) outs(%33 : tensor<16x10xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc37 at #loc140)), %out: f32 loc(callsite(#loc38 at #loc140))):
      linalg.yield %in : f32 loc(#loc224)
    } -> tensor<16x10xf32> loc(#loc224)
    %80 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%79, %43 : tensor<16x10xf32>, tensor<16x10xf32>) outs(%33 : tensor<16x10xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc38 at #loc140)), %in_28: f32 loc(callsite(#loc36 at #loc132)), %out: f32 loc(callsite(#loc50 at #loc140))):
      %174 = arith.mulf %in, %in_28 : f32 loc(#loc225)
      linalg.yield %174 : f32 loc(#loc225)
    } -> tensor<16x10xf32> loc(#loc225)
    %81 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_13, %80 : tensor<16x10xf32>, tensor<16x10xf32>) outs(%33 : tensor<16x10xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc11 at #loc121)), %in_28: f32 loc(callsite(#loc50 at #loc140)), %out: f32 loc(callsite(#loc51 at #loc140))):
      %174 = arith.addf %in, %in_28 : f32 loc(#loc226)
      linalg.yield %174 : f32 loc(#loc226)
    } -> tensor<16x10xf32> loc(#loc226)
    %82 = tensor.empty() : tensor<10xf32> loc(#loc112)
    %83 = linalg.fill ins(%cst_5 : f32) outs(%82 : tensor<10xf32>) -> tensor<10xf32> loc(#loc112)
    %84 = linalg.generic {indexing_maps = [#map10, #map4], iterator_types = ["parallel", "reduction"]} ins(%81 : tensor<16x10xf32>) outs(%83 : tensor<10xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/reduce_sum"(#loc97)), %out: f32 loc("jit(step)/transpose(jvp())/reduce_sum"(#loc97))):
      %174 = arith.addf %out, %in : f32 loc(#loc112)
      linalg.yield %174 : f32 loc(#loc112)
    } -> tensor<10xf32> loc(#loc112)
    %expanded_15 = tensor.expand_shape %84 [[0, 1]] output_shape [1, 10] : tensor<10xf32> into tensor<1x10xf32> loc(#loc113)
    %85 = linalg.generic {indexing_maps = [#map10, #map4], iterator_types = ["parallel", "reduction"]} ins(%expanded_15 : tensor<1x10xf32>) outs(%83 : tensor<10xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/reduce_sum"(#loc97)), %out: f32 loc("jit(step)/transpose(jvp())/reduce_sum"(#loc97))):
      %174 = arith.addf %out, %in : f32 loc(#loc112)
      linalg.yield %174 : f32 loc(#loc112)
    } -> tensor<10xf32> loc(#loc112)
    %86 = tensor.empty() : tensor<10x16xf32> loc(#loc114)
    %87 = linalg.generic {indexing_maps = [#map10, #map3], iterator_types = ["parallel", "parallel"]} ins(%81 : tensor<16x10xf32>) outs(%86 : tensor<10x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc51 at #loc140)), %out: f32 loc("jit(step)/transpose(jvp())/dot_general"(#loc96))):
      linalg.yield %in : f32 loc(#loc114)
    } -> tensor<10x16xf32> loc(#loc114)
    %88 = tensor.empty() : tensor<10x256xf32> loc(#loc114)
    %89 = linalg.fill ins(%cst_5 : f32) outs(%88 : tensor<10x256xf32>) -> tensor<10x256xf32> loc(#loc114)
    %90 = linalg.matmul ins(%87, %collapsed : tensor<10x16xf32>, tensor<16x256xf32>) outs(%89 : tensor<10x256xf32>) -> tensor<10x256xf32> loc(#loc114)
    %91 = tensor.empty() : tensor<256x10xf32> loc(#loc115)
    %92 = linalg.generic {indexing_maps = [#map10, #map3], iterator_types = ["parallel", "parallel"]} ins(%90 : tensor<10x256xf32>) outs(%91 : tensor<256x10xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/dot_general"(#loc96)), %out: f32 loc("jit(step)/transpose(jvp())/transpose"(#loc96))):
      linalg.yield %in : f32 loc(#loc115)
    } -> tensor<256x10xf32> loc(#loc115)
    %93 = linalg.generic {indexing_maps = [#map10, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg6 : tensor<256x10xf32>) outs(%88 : tensor<10x256xf32>) {
    ^bb0(%in: f32 loc("head[0]"), %out: f32 loc("jit(step)/transpose(jvp())/dot_general"(#loc96))):
      linalg.yield %in : f32 loc(#loc114)
    } -> tensor<10x256xf32> loc(#loc114)
    %94 = tensor.empty() : tensor<16x256xf32> loc(#loc114)
    %95 = linalg.fill ins(%cst_5 : f32) outs(%94 : tensor<16x256xf32>) -> tensor<16x256xf32> loc(#loc114)
    %96 = linalg.matmul ins(%81, %93 : tensor<16x10xf32>, tensor<10x256xf32>) outs(%95 : tensor<16x256xf32>) -> tensor<16x256xf32> loc(#loc114)
    %expanded_16 = tensor.expand_shape %96 [[0], [1, 2, 3]] output_shape [16, 4, 4, 16] : tensor<16x256xf32> into tensor<16x4x4x16xf32> loc(#loc116)
    %97 = tensor.empty() : tensor<16x4x4x16xi32> loc(#loc227)
    %98 = linalg.fill ins(%c-1_i32 : i32) outs(%97 : tensor<16x4x4x16xi32>) -> tensor<16x4x4x16xi32> loc(#loc227)
    %99:2 = linalg.generic {indexing_maps = [#map11, #map12, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%27, %8 : tensor<16x8x8x16xf32>, tensor<2x2xf32>) outs(%30, %98 : tensor<16x4x4x16xf32>, tensor<16x4x4x16xi32>) {
    ^bb0(%in: f32 loc("select_and_scatter:"(#loc52)), %in_28: f32 loc(unknown), %out: f32 loc("select_and_scatter:"(#loc52)), %out_29: i32 loc(unknown)):
      %174 = arith.cmpf oge, %in, %out : f32 loc(#loc228)
      %175 = arith.cmpi eq, %out_29, %c-1_i32 : i32 loc(#loc227)
      %176 = arith.ori %174, %175 : i1 loc(#loc227)
      %177 = linalg.index 4 : index loc(#loc227)
      %178 = linalg.index 5 : index loc(#loc227)
      %179 = arith.muli %177, %c2 : index loc(#loc227)
      %180 = arith.addi %179, %178 : index loc(#loc227)
      %181 = arith.index_cast %180 : index to i32 loc(#loc227)
      %182 = arith.select %176, %181, %out_29 : i32 loc(#loc227)
      %183 = arith.select %176, %in, %out : f32 loc(#loc227)
      linalg.yield %183, %182 : f32, i32 loc(#loc227)
    } -> (tensor<16x4x4x16xf32>, tensor<16x4x4x16xi32>) loc(#loc227)
    %100 = tensor.empty() : tensor<16x4x2x4x2x16xf32> loc(#loc227)
    %101 = linalg.fill ins(%cst_5 : f32) outs(%100 : tensor<16x4x2x4x2x16xf32>) -> tensor<16x4x2x4x2x16xf32> loc(#loc227)
    %102 = linalg.generic {indexing_maps = [#map14, #map14, #map15], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%99#1, %expanded_16 : tensor<16x4x4x16xi32>, tensor<16x4x4x16xf32>) outs(%101 : tensor<16x4x2x4x2x16xf32>) {
    ^bb0(%in: i32 loc(unknown), %in_28: f32 loc("select_and_scatter:"(#loc52)), %out: f32 loc("select_and_scatter:"(#loc52))):
      %174 = arith.addf %in_28, %out : f32 loc(#loc229)
      %175 = linalg.index 2 : index loc(#loc227)
      %176 = linalg.index 4 : index loc(#loc227)
      %177 = arith.muli %175, %c2 : index loc(#loc227)
      %178 = arith.addi %177, %176 : index loc(#loc227)
      %179 = arith.index_cast %178 : index to i32 loc(#loc227)
      %180 = arith.cmpi eq, %179, %in : i32 loc(#loc227)
      %181 = arith.select %180, %174, %out : f32 loc(#loc227)
      linalg.yield %181 : f32 loc(#loc227)
    } -> tensor<16x4x2x4x2x16xf32> loc(#loc227)
    %collapsed_17 = tensor.collapse_shape %102 [[0], [1, 2], [3, 4], [5]] : tensor<16x4x2x4x2x16xf32> into tensor<16x8x8x16xf32> loc(#loc227)
    %103 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%29, %collapsed_17 : tensor<16x8x8x16xi1>, tensor<16x8x8x16xf32>) outs(%20 : tensor<16x8x8x16xf32>) {
    ^bb0(%in: i1 loc("jit(step)/jvp(blocks.2)/gt"(#loc103)), %in_28: f32 loc("jit(step)/transpose(jvp(blocks.2))/slice"(#loc186)), %out: f32 loc("jit(step)/transpose(jvp(blocks.2))/select_n"(#loc103))):
      %174 = arith.select %in, %in_28, %cst_5 : f32 loc(#loc141)
      linalg.yield %174 : f32 loc(#loc141)
    } -> tensor<16x8x8x16xf32> loc(#loc141)
    %104 = linalg.generic {indexing_maps = [#map16, #map17], iterator_types = ["parallel", "reduction", "reduction", "reduction"]} ins(%103 : tensor<16x8x8x16xf32>) outs(%44 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.2))/reduce_sum"(#loc124)), %out: f32 loc("jit(step)/transpose(jvp(blocks.2))/reduce_sum"(#loc124))):
      %174 = arith.addf %out, %in : f32 loc(#loc188)
      linalg.yield %174 : f32 loc(#loc188)
    } -> tensor<16xf32> loc(#loc188)
    %expanded_18 = tensor.expand_shape %104 [[0, 1, 2, 3]] output_shape [1, 1, 1, 16] : tensor<16xf32> into tensor<1x1x1x16xf32> loc(#loc189)
    %105 = linalg.generic {indexing_maps = [#map16, #map17], iterator_types = ["parallel", "reduction", "reduction", "reduction"]} ins(%expanded_18 : tensor<1x1x1x16xf32>) outs(%44 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.2))/reduce_sum"(#loc124)), %out: f32 loc("jit(step)/transpose(jvp(blocks.2))/reduce_sum"(#loc124))):
      %174 = arith.addf %out, %in : f32 loc(#loc188)
      linalg.yield %174 : f32 loc(#loc188)
    } -> tensor<16xf32> loc(#loc188)
    %106 = linalg.generic {indexing_maps = [#map18, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%22 : tensor<16x8x8x16xf32>) outs(%20 : tensor<16x8x8x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.1)/reduce_window_max"(#loc127)), %out: f32 loc("jit(step)/transpose(jvp(blocks.2))/conv_general_dilated"(#loc123))):
      linalg.yield %in : f32 loc(#loc190)
    } -> tensor<16x8x8x16xf32> loc(#loc190)
    %107 = tensor.empty() : tensor<8x8x16x16xf32> loc(#loc190)
    %108 = linalg.generic {indexing_maps = [#map19, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%103 : tensor<16x8x8x16xf32>) outs(%107 : tensor<8x8x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.2))/select_n"(#loc103)), %out: f32 loc("jit(step)/transpose(jvp(blocks.2))/conv_general_dilated"(#loc123))):
      linalg.yield %in : f32 loc(#loc190)
    } -> tensor<8x8x16x16xf32> loc(#loc190)
    %109 = tensor.empty() : tensor<16x3x3x16xf32> loc(#loc190)
    %110 = linalg.fill ins(%cst_5 : f32) outs(%109 : tensor<16x3x3x16xf32>) -> tensor<16x3x3x16xf32> loc(#loc190)
    %padded_19 = tensor.pad %106 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg10: index loc("jit(step)/transpose(jvp(blocks.2))/conv_general_dilated"(#loc123)), %arg11: index loc("jit(step)/transpose(jvp(blocks.2))/conv_general_dilated"(#loc123)), %arg12: index loc("jit(step)/transpose(jvp(blocks.2))/conv_general_dilated"(#loc123)), %arg13: index loc("jit(step)/transpose(jvp(blocks.2))/conv_general_dilated"(#loc123))):
      tensor.yield %cst_5 : f32 loc(#loc190)
    } : tensor<16x8x8x16xf32> to tensor<16x10x10x16xf32> loc(#loc190)
    %111 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded_19, %108 : tensor<16x10x10x16xf32>, tensor<8x8x16x16xf32>) outs(%110 : tensor<16x3x3x16xf32>) -> tensor<16x3x3x16xf32> loc(#loc190)
    %112 = tensor.empty() : tensor<3x3x16x16xf32> loc(#loc190)
    %113 = linalg.generic {indexing_maps = [#map19, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%111 : tensor<16x3x3x16xf32>) outs(%112 : tensor<3x3x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.2))/conv_general_dilated"(#loc123)), %out: f32 loc("jit(step)/transpose(jvp(blocks.2))/conv_general_dilated"(#loc123))):
      linalg.yield %in : f32 loc(#loc190)
    } -> tensor<3x3x16x16xf32> loc(#loc190)
    %114 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%112 : tensor<3x3x16x16xf32>) {
    ^bb0(%out: f32 loc("jit(step)/transpose(jvp(blocks.2))/rev"(#loc123))):
      %174 = linalg.index 0 : index loc(#loc191)
      %175 = arith.subi %c2, %174 : index loc(#loc191)
      %176 = linalg.index 1 : index loc(#loc191)
      %177 = arith.subi %c2, %176 : index loc(#loc191)
      %178 = linalg.index 2 : index loc(#loc191)
      %179 = linalg.index 3 : index loc(#loc191)
      %extracted = tensor.extract %arg4[%175, %177, %178, %179] : tensor<3x3x16x16xf32> loc(#loc191)
      linalg.yield %extracted : f32 loc(#loc191)
    } -> tensor<3x3x16x16xf32> loc(#loc191)
    %115 = linalg.generic {indexing_maps = [#map20, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%114 : tensor<3x3x16x16xf32>) outs(%112 : tensor<3x3x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.2))/rev"(#loc123)), %out: f32 loc("jit(step)/transpose(jvp(blocks.2))/conv_general_dilated"(#loc123))):
      linalg.yield %in : f32 loc(#loc190)
    } -> tensor<3x3x16x16xf32> loc(#loc190)
    %padded_20 = tensor.pad %103 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg10: index loc("jit(step)/transpose(jvp(blocks.2))/conv_general_dilated"(#loc123)), %arg11: index loc("jit(step)/transpose(jvp(blocks.2))/conv_general_dilated"(#loc123)), %arg12: index loc("jit(step)/transpose(jvp(blocks.2))/conv_general_dilated"(#loc123)), %arg13: index loc("jit(step)/transpose(jvp(blocks.2))/conv_general_dilated"(#loc123))):
      tensor.yield %cst_5 : f32 loc(#loc190)
    } : tensor<16x8x8x16xf32> to tensor<16x10x10x16xf32> loc(#loc190)
    %116 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded_20, %115 : tensor<16x10x10x16xf32>, tensor<3x3x16x16xf32>) outs(%23 : tensor<16x8x8x16xf32>) -> tensor<16x8x8x16xf32> loc(#loc190)
    %117 = tensor.empty() : tensor<16x8x8x16xi32> loc(#loc231)
    %118 = linalg.fill ins(%c-1_i32 : i32) outs(%117 : tensor<16x8x8x16xi32>) -> tensor<16x8x8x16xi32> loc(#loc231)
    %119:2 = linalg.generic {indexing_maps = [#map11, #map12, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%17, %8 : tensor<16x16x16x16xf32>, tensor<2x2xf32>) outs(%20, %118 : tensor<16x8x8x16xf32>, tensor<16x8x8x16xi32>) {
    ^bb0(%in: f32 loc("select_and_scatter:"(#loc52)), %in_28: f32 loc(unknown), %out: f32 loc("select_and_scatter:"(#loc52)), %out_29: i32 loc(unknown)):
      %174 = arith.cmpf oge, %in, %out : f32 loc(#loc232)
      %175 = arith.cmpi eq, %out_29, %c-1_i32 : i32 loc(#loc231)
      %176 = arith.ori %174, %175 : i1 loc(#loc231)
      %177 = linalg.index 4 : index loc(#loc231)
      %178 = linalg.index 5 : index loc(#loc231)
      %179 = arith.muli %177, %c2 : index loc(#loc231)
      %180 = arith.addi %179, %178 : index loc(#loc231)
      %181 = arith.index_cast %180 : index to i32 loc(#loc231)
      %182 = arith.select %176, %181, %out_29 : i32 loc(#loc231)
      %183 = arith.select %176, %in, %out : f32 loc(#loc231)
      linalg.yield %183, %182 : f32, i32 loc(#loc231)
    } -> (tensor<16x8x8x16xf32>, tensor<16x8x8x16xi32>) loc(#loc231)
    %120 = tensor.empty() : tensor<16x8x2x8x2x16xf32> loc(#loc231)
    %121 = linalg.fill ins(%cst_5 : f32) outs(%120 : tensor<16x8x2x8x2x16xf32>) -> tensor<16x8x2x8x2x16xf32> loc(#loc231)
    %122 = linalg.generic {indexing_maps = [#map14, #map14, #map15], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%119#1, %116 : tensor<16x8x8x16xi32>, tensor<16x8x8x16xf32>) outs(%121 : tensor<16x8x2x8x2x16xf32>) {
    ^bb0(%in: i32 loc(unknown), %in_28: f32 loc("select_and_scatter:"(#loc52)), %out: f32 loc("select_and_scatter:"(#loc52))):
      %174 = arith.addf %in_28, %out : f32 loc(#loc233)
      %175 = linalg.index 2 : index loc(#loc231)
      %176 = linalg.index 4 : index loc(#loc231)
      %177 = arith.muli %175, %c2 : index loc(#loc231)
      %178 = arith.addi %177, %176 : index loc(#loc231)
      %179 = arith.index_cast %178 : index to i32 loc(#loc231)
      %180 = arith.cmpi eq, %179, %in : i32 loc(#loc231)
      %181 = arith.select %180, %174, %out : f32 loc(#loc231)
      linalg.yield %181 : f32 loc(#loc231)
    } -> tensor<16x8x2x8x2x16xf32> loc(#loc231)
    %collapsed_21 = tensor.collapse_shape %122 [[0], [1, 2], [3, 4], [5]] : tensor<16x8x2x8x2x16xf32> into tensor<16x16x16x16xf32> loc(#loc231)
    %123 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%19, %collapsed_21 : tensor<16x16x16x16xi1>, tensor<16x16x16x16xf32>) outs(%12 : tensor<16x16x16x16xf32>) {
    ^bb0(%in: i1 loc("jit(step)/jvp(blocks.1)/gt"(#loc103)), %in_28: f32 loc("jit(step)/transpose(jvp(blocks.1))/slice"(#loc186)), %out: f32 loc("jit(step)/transpose(jvp(blocks.1))/select_n"(#loc103))):
      %174 = arith.select %in, %in_28, %cst_5 : f32 loc(#loc142)
      linalg.yield %174 : f32 loc(#loc142)
    } -> tensor<16x16x16x16xf32> loc(#loc142)
    %124 = linalg.generic {indexing_maps = [#map16, #map17], iterator_types = ["parallel", "reduction", "reduction", "reduction"]} ins(%123 : tensor<16x16x16x16xf32>) outs(%44 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.1))/reduce_sum"(#loc124)), %out: f32 loc("jit(step)/transpose(jvp(blocks.1))/reduce_sum"(#loc124))):
      %174 = arith.addf %out, %in : f32 loc(#loc192)
      linalg.yield %174 : f32 loc(#loc192)
    } -> tensor<16xf32> loc(#loc192)
    %expanded_22 = tensor.expand_shape %124 [[0, 1, 2, 3]] output_shape [1, 1, 1, 16] : tensor<16xf32> into tensor<1x1x1x16xf32> loc(#loc193)
    %125 = linalg.generic {indexing_maps = [#map16, #map17], iterator_types = ["parallel", "reduction", "reduction", "reduction"]} ins(%expanded_22 : tensor<1x1x1x16xf32>) outs(%44 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.1))/reduce_sum"(#loc124)), %out: f32 loc("jit(step)/transpose(jvp(blocks.1))/reduce_sum"(#loc124))):
      %174 = arith.addf %out, %in : f32 loc(#loc192)
      linalg.yield %174 : f32 loc(#loc192)
    } -> tensor<16xf32> loc(#loc192)
    %126 = tensor.empty() : tensor<8x16x16x16xf32> loc(#loc194)
    %127 = linalg.generic {indexing_maps = [#map18, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%11 : tensor<16x16x16x8xf32>) outs(%126 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.0)/reduce_window_max"(#loc127)), %out: f32 loc("jit(step)/transpose(jvp(blocks.1))/conv_general_dilated"(#loc123))):
      linalg.yield %in : f32 loc(#loc194)
    } -> tensor<8x16x16x16xf32> loc(#loc194)
    %128 = linalg.generic {indexing_maps = [#map19, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%123 : tensor<16x16x16x16xf32>) outs(%12 : tensor<16x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.1))/select_n"(#loc103)), %out: f32 loc("jit(step)/transpose(jvp(blocks.1))/conv_general_dilated"(#loc123))):
      linalg.yield %in : f32 loc(#loc194)
    } -> tensor<16x16x16x16xf32> loc(#loc194)
    %129 = tensor.empty() : tensor<8x3x3x16xf32> loc(#loc194)
    %130 = linalg.fill ins(%cst_5 : f32) outs(%129 : tensor<8x3x3x16xf32>) -> tensor<8x3x3x16xf32> loc(#loc194)
    %padded_23 = tensor.pad %127 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg10: index loc("jit(step)/transpose(jvp(blocks.1))/conv_general_dilated"(#loc123)), %arg11: index loc("jit(step)/transpose(jvp(blocks.1))/conv_general_dilated"(#loc123)), %arg12: index loc("jit(step)/transpose(jvp(blocks.1))/conv_general_dilated"(#loc123)), %arg13: index loc("jit(step)/transpose(jvp(blocks.1))/conv_general_dilated"(#loc123))):
      tensor.yield %cst_5 : f32 loc(#loc194)
    } : tensor<8x16x16x16xf32> to tensor<8x18x18x16xf32> loc(#loc194)
    %131 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded_23, %128 : tensor<8x18x18x16xf32>, tensor<16x16x16x16xf32>) outs(%130 : tensor<8x3x3x16xf32>) -> tensor<8x3x3x16xf32> loc(#loc194)
    %132 = tensor.empty() : tensor<3x3x8x16xf32> loc(#loc194)
    %133 = linalg.generic {indexing_maps = [#map19, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%131 : tensor<8x3x3x16xf32>) outs(%132 : tensor<3x3x8x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.1))/conv_general_dilated"(#loc123)), %out: f32 loc("jit(step)/transpose(jvp(blocks.1))/conv_general_dilated"(#loc123))):
      linalg.yield %in : f32 loc(#loc194)
    } -> tensor<3x3x8x16xf32> loc(#loc194)
    %134 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%132 : tensor<3x3x8x16xf32>) {
    ^bb0(%out: f32 loc("jit(step)/transpose(jvp(blocks.1))/rev"(#loc123))):
      %174 = linalg.index 0 : index loc(#loc195)
      %175 = arith.subi %c2, %174 : index loc(#loc195)
      %176 = linalg.index 1 : index loc(#loc195)
      %177 = arith.subi %c2, %176 : index loc(#loc195)
      %178 = linalg.index 2 : index loc(#loc195)
      %179 = linalg.index 3 : index loc(#loc195)
      %extracted = tensor.extract %arg2[%175, %177, %178, %179] : tensor<3x3x8x16xf32> loc(#loc195)
      linalg.yield %extracted : f32 loc(#loc195)
    } -> tensor<3x3x8x16xf32> loc(#loc195)
    %135 = tensor.empty() : tensor<3x3x16x8xf32> loc(#loc194)
    %136 = linalg.generic {indexing_maps = [#map20, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%134 : tensor<3x3x8x16xf32>) outs(%135 : tensor<3x3x16x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.1))/rev"(#loc123)), %out: f32 loc("jit(step)/transpose(jvp(blocks.1))/conv_general_dilated"(#loc123))):
      linalg.yield %in : f32 loc(#loc194)
    } -> tensor<3x3x16x8xf32> loc(#loc194)
    %137 = linalg.fill ins(%cst_5 : f32) outs(%9 : tensor<16x16x16x8xf32>) -> tensor<16x16x16x8xf32> loc(#loc194)
    %padded_24 = tensor.pad %123 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg10: index loc("jit(step)/transpose(jvp(blocks.1))/conv_general_dilated"(#loc123)), %arg11: index loc("jit(step)/transpose(jvp(blocks.1))/conv_general_dilated"(#loc123)), %arg12: index loc("jit(step)/transpose(jvp(blocks.1))/conv_general_dilated"(#loc123)), %arg13: index loc("jit(step)/transpose(jvp(blocks.1))/conv_general_dilated"(#loc123))):
      tensor.yield %cst_5 : f32 loc(#loc194)
    } : tensor<16x16x16x16xf32> to tensor<16x18x18x16xf32> loc(#loc194)
    %138 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded_24, %136 : tensor<16x18x18x16xf32>, tensor<3x3x16x8xf32>) outs(%137 : tensor<16x16x16x8xf32>) -> tensor<16x16x16x8xf32> loc(#loc194)
    %139 = tensor.empty() : tensor<16x16x16x8xi32> loc(#loc235)
    %140 = linalg.fill ins(%c-1_i32 : i32) outs(%139 : tensor<16x16x16x8xi32>) -> tensor<16x16x16x8xi32> loc(#loc235)
    %141:2 = linalg.generic {indexing_maps = [#map11, #map12, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%5, %8 : tensor<16x32x32x8xf32>, tensor<2x2xf32>) outs(%9, %140 : tensor<16x16x16x8xf32>, tensor<16x16x16x8xi32>) {
    ^bb0(%in: f32 loc("select_and_scatter:"(#loc52)), %in_28: f32 loc(unknown), %out: f32 loc("select_and_scatter:"(#loc52)), %out_29: i32 loc(unknown)):
      %174 = arith.cmpf oge, %in, %out : f32 loc(#loc236)
      %175 = arith.cmpi eq, %out_29, %c-1_i32 : i32 loc(#loc235)
      %176 = arith.ori %174, %175 : i1 loc(#loc235)
      %177 = linalg.index 4 : index loc(#loc235)
      %178 = linalg.index 5 : index loc(#loc235)
      %179 = arith.muli %177, %c2 : index loc(#loc235)
      %180 = arith.addi %179, %178 : index loc(#loc235)
      %181 = arith.index_cast %180 : index to i32 loc(#loc235)
      %182 = arith.select %176, %181, %out_29 : i32 loc(#loc235)
      %183 = arith.select %176, %in, %out : f32 loc(#loc235)
      linalg.yield %183, %182 : f32, i32 loc(#loc235)
    } -> (tensor<16x16x16x8xf32>, tensor<16x16x16x8xi32>) loc(#loc235)
    %142 = tensor.empty() : tensor<16x16x2x16x2x8xf32> loc(#loc235)
    %143 = linalg.fill ins(%cst_5 : f32) outs(%142 : tensor<16x16x2x16x2x8xf32>) -> tensor<16x16x2x16x2x8xf32> loc(#loc235)
    %144 = linalg.generic {indexing_maps = [#map14, #map14, #map15], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%141#1, %138 : tensor<16x16x16x8xi32>, tensor<16x16x16x8xf32>) outs(%143 : tensor<16x16x2x16x2x8xf32>) {
    ^bb0(%in: i32 loc(unknown), %in_28: f32 loc("select_and_scatter:"(#loc52)), %out: f32 loc("select_and_scatter:"(#loc52))):
      %174 = arith.addf %in_28, %out : f32 loc(#loc237)
      %175 = linalg.index 2 : index loc(#loc235)
      %176 = linalg.index 4 : index loc(#loc235)
      %177 = arith.muli %175, %c2 : index loc(#loc235)
      %178 = arith.addi %177, %176 : index loc(#loc235)
      %179 = arith.index_cast %178 : index to i32 loc(#loc235)
      %180 = arith.cmpi eq, %179, %in : i32 loc(#loc235)
      %181 = arith.select %180, %174, %out : f32 loc(#loc235)
      linalg.yield %181 : f32 loc(#loc235)
    } -> tensor<16x16x2x16x2x8xf32> loc(#loc235)
    %collapsed_25 = tensor.collapse_shape %144 [[0], [1, 2], [3, 4], [5]] : tensor<16x16x2x16x2x8xf32> into tensor<16x32x32x8xf32> loc(#loc235)
    %145 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%7, %collapsed_25 : tensor<16x32x32x8xi1>, tensor<16x32x32x8xf32>) outs(%0 : tensor<16x32x32x8xf32>) {
    ^bb0(%in: i1 loc("jit(step)/jvp(blocks.0)/gt"(#loc103)), %in_28: f32 loc("jit(step)/transpose(jvp(blocks.0))/slice"(#loc186)), %out: f32 loc("jit(step)/transpose(jvp(blocks.0))/select_n"(#loc103))):
      %174 = arith.select %in, %in_28, %cst_5 : f32 loc(#loc143)
      linalg.yield %174 : f32 loc(#loc143)
    } -> tensor<16x32x32x8xf32> loc(#loc143)
    %146 = tensor.empty() : tensor<8xf32> loc(#loc196)
    %147 = linalg.fill ins(%cst_5 : f32) outs(%146 : tensor<8xf32>) -> tensor<8xf32> loc(#loc196)
    %148 = linalg.generic {indexing_maps = [#map16, #map17], iterator_types = ["parallel", "reduction", "reduction", "reduction"]} ins(%145 : tensor<16x32x32x8xf32>) outs(%147 : tensor<8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.0))/reduce_sum"(#loc124)), %out: f32 loc("jit(step)/transpose(jvp(blocks.0))/reduce_sum"(#loc124))):
      %174 = arith.addf %out, %in : f32 loc(#loc196)
      linalg.yield %174 : f32 loc(#loc196)
    } -> tensor<8xf32> loc(#loc196)
    %expanded_26 = tensor.expand_shape %148 [[0, 1, 2, 3]] output_shape [1, 1, 1, 8] : tensor<8xf32> into tensor<1x1x1x8xf32> loc(#loc197)
    %149 = linalg.generic {indexing_maps = [#map16, #map17], iterator_types = ["parallel", "reduction", "reduction", "reduction"]} ins(%expanded_26 : tensor<1x1x1x8xf32>) outs(%147 : tensor<8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.0))/reduce_sum"(#loc124)), %out: f32 loc("jit(step)/transpose(jvp(blocks.0))/reduce_sum"(#loc124))):
      %174 = arith.addf %out, %in : f32 loc(#loc196)
      linalg.yield %174 : f32 loc(#loc196)
    } -> tensor<8xf32> loc(#loc196)
    %150 = tensor.empty() : tensor<3x32x32x16xf32> loc(#loc198)
    %151 = linalg.generic {indexing_maps = [#map18, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg8 : tensor<16x32x32x3xf32>) outs(%150 : tensor<3x32x32x16xf32>) {
    ^bb0(%in: f32 loc("x"), %out: f32 loc("jit(step)/transpose(jvp(blocks.0))/conv_general_dilated"(#loc123))):
      linalg.yield %in : f32 loc(#loc198)
    } -> tensor<3x32x32x16xf32> loc(#loc198)
    %152 = tensor.empty() : tensor<32x32x16x8xf32> loc(#loc198)
    %153 = linalg.generic {indexing_maps = [#map19, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%145 : tensor<16x32x32x8xf32>) outs(%152 : tensor<32x32x16x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.0))/select_n"(#loc103)), %out: f32 loc("jit(step)/transpose(jvp(blocks.0))/conv_general_dilated"(#loc123))):
      linalg.yield %in : f32 loc(#loc198)
    } -> tensor<32x32x16x8xf32> loc(#loc198)
    %154 = tensor.empty() : tensor<3x3x3x8xf32> loc(#loc198)
    %155 = linalg.fill ins(%cst_5 : f32) outs(%154 : tensor<3x3x3x8xf32>) -> tensor<3x3x3x8xf32> loc(#loc198)
    %padded_27 = tensor.pad %151 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg10: index loc("jit(step)/transpose(jvp(blocks.0))/conv_general_dilated"(#loc123)), %arg11: index loc("jit(step)/transpose(jvp(blocks.0))/conv_general_dilated"(#loc123)), %arg12: index loc("jit(step)/transpose(jvp(blocks.0))/conv_general_dilated"(#loc123)), %arg13: index loc("jit(step)/transpose(jvp(blocks.0))/conv_general_dilated"(#loc123))):
      tensor.yield %cst_5 : f32 loc(#loc198)
    } : tensor<3x32x32x16xf32> to tensor<3x34x34x16xf32> loc(#loc198)
    %156 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded_27, %153 : tensor<3x34x34x16xf32>, tensor<32x32x16x8xf32>) outs(%155 : tensor<3x3x3x8xf32>) -> tensor<3x3x3x8xf32> loc(#loc198)
    %157 = linalg.generic {indexing_maps = [#map19, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%156 : tensor<3x3x3x8xf32>) outs(%154 : tensor<3x3x3x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.0))/conv_general_dilated"(#loc123)), %out: f32 loc("jit(step)/transpose(jvp(blocks.0))/conv_general_dilated"(#loc123))):
      linalg.yield %in : f32 loc(#loc198)
    } -> tensor<3x3x3x8xf32> loc(#loc198)
    %158 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%157 : tensor<3x3x3x8xf32>) outs(%154 : tensor<3x3x3x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.0))/conv_general_dilated"(#loc123)), %out: f32 loc("jit(step)/mul"(#loc117))):
      %174 = arith.mulf %in, %cst_1 : f32 loc(#loc144)
      linalg.yield %174 : f32 loc(#loc144)
    } -> tensor<3x3x3x8xf32> loc(#loc144)
    %159 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %158 : tensor<3x3x3x8xf32>, tensor<3x3x3x8xf32>) outs(%154 : tensor<3x3x3x8xf32>) {
    ^bb0(%in: f32 loc("params[0][0]"), %in_28: f32 loc("jit(step)/mul"(#loc117)), %out: f32 loc("jit(step)/sub"(#loc118))):
      %174 = arith.subf %in, %in_28 : f32 loc(#loc145)
      linalg.yield %174 : f32 loc(#loc145)
    } -> tensor<3x3x3x8xf32> loc(#loc145)
    %160 = linalg.generic {indexing_maps = [#map21, #map21], iterator_types = ["parallel"]} ins(%149 : tensor<8xf32>) outs(%146 : tensor<8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.0))/reduce_sum"(#loc124)), %out: f32 loc("jit(step)/mul"(#loc117))):
      %174 = arith.mulf %in, %cst_1 : f32 loc(#loc144)
      linalg.yield %174 : f32 loc(#loc144)
    } -> tensor<8xf32> loc(#loc144)
    %161 = linalg.generic {indexing_maps = [#map21, #map21, #map21], iterator_types = ["parallel"]} ins(%arg1, %160 : tensor<8xf32>, tensor<8xf32>) outs(%146 : tensor<8xf32>) {
    ^bb0(%in: f32 loc("params[0][1]"), %in_28: f32 loc("jit(step)/mul"(#loc117)), %out: f32 loc("jit(step)/sub"(#loc118))):
      %174 = arith.subf %in, %in_28 : f32 loc(#loc145)
      linalg.yield %174 : f32 loc(#loc145)
    } -> tensor<8xf32> loc(#loc145)
    %162 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%133 : tensor<3x3x8x16xf32>) outs(%132 : tensor<3x3x8x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.1))/conv_general_dilated"(#loc123)), %out: f32 loc("jit(step)/mul"(#loc117))):
      %174 = arith.mulf %in, %cst_1 : f32 loc(#loc144)
      linalg.yield %174 : f32 loc(#loc144)
    } -> tensor<3x3x8x16xf32> loc(#loc144)
    %163 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg2, %162 : tensor<3x3x8x16xf32>, tensor<3x3x8x16xf32>) outs(%132 : tensor<3x3x8x16xf32>) {
    ^bb0(%in: f32 loc("params[1][0]"), %in_28: f32 loc("jit(step)/mul"(#loc117)), %out: f32 loc("jit(step)/sub"(#loc118))):
      %174 = arith.subf %in, %in_28 : f32 loc(#loc145)
      linalg.yield %174 : f32 loc(#loc145)
    } -> tensor<3x3x8x16xf32> loc(#loc145)
    %164 = linalg.generic {indexing_maps = [#map21, #map21], iterator_types = ["parallel"]} ins(%125 : tensor<16xf32>) outs(%38 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.1))/reduce_sum"(#loc124)), %out: f32 loc("jit(step)/mul"(#loc117))):
      %174 = arith.mulf %in, %cst_1 : f32 loc(#loc144)
      linalg.yield %174 : f32 loc(#loc144)
    } -> tensor<16xf32> loc(#loc144)
    %165 = linalg.generic {indexing_maps = [#map21, #map21, #map21], iterator_types = ["parallel"]} ins(%arg3, %164 : tensor<16xf32>, tensor<16xf32>) outs(%38 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("params[1][1]"), %in_28: f32 loc("jit(step)/mul"(#loc117)), %out: f32 loc("jit(step)/sub"(#loc118))):
      %174 = arith.subf %in, %in_28 : f32 loc(#loc145)
      linalg.yield %174 : f32 loc(#loc145)
    } -> tensor<16xf32> loc(#loc145)
    %166 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%113 : tensor<3x3x16x16xf32>) outs(%112 : tensor<3x3x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.2))/conv_general_dilated"(#loc123)), %out: f32 loc("jit(step)/mul"(#loc117))):
      %174 = arith.mulf %in, %cst_1 : f32 loc(#loc144)
      linalg.yield %174 : f32 loc(#loc144)
    } -> tensor<3x3x16x16xf32> loc(#loc144)
    %167 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg4, %166 : tensor<3x3x16x16xf32>, tensor<3x3x16x16xf32>) outs(%112 : tensor<3x3x16x16xf32>) {
    ^bb0(%in: f32 loc("params[2][0]"), %in_28: f32 loc("jit(step)/mul"(#loc117)), %out: f32 loc("jit(step)/sub"(#loc118))):
      %174 = arith.subf %in, %in_28 : f32 loc(#loc145)
      linalg.yield %174 : f32 loc(#loc145)
    } -> tensor<3x3x16x16xf32> loc(#loc145)
    %168 = linalg.generic {indexing_maps = [#map21, #map21], iterator_types = ["parallel"]} ins(%105 : tensor<16xf32>) outs(%38 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.2))/reduce_sum"(#loc124)), %out: f32 loc("jit(step)/mul"(#loc117))):
      %174 = arith.mulf %in, %cst_1 : f32 loc(#loc144)
      linalg.yield %174 : f32 loc(#loc144)
    } -> tensor<16xf32> loc(#loc144)
    %169 = linalg.generic {indexing_maps = [#map21, #map21, #map21], iterator_types = ["parallel"]} ins(%arg5, %168 : tensor<16xf32>, tensor<16xf32>) outs(%38 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("params[2][1]"), %in_28: f32 loc("jit(step)/mul"(#loc117)), %out: f32 loc("jit(step)/sub"(#loc118))):
      %174 = arith.subf %in, %in_28 : f32 loc(#loc145)
      linalg.yield %174 : f32 loc(#loc145)
    } -> tensor<16xf32> loc(#loc145)
    %170 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%92 : tensor<256x10xf32>) outs(%91 : tensor<256x10xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/transpose"(#loc96)), %out: f32 loc("jit(step)/mul"(#loc119))):
      %174 = arith.mulf %in, %cst_1 : f32 loc(#loc146)
      linalg.yield %174 : f32 loc(#loc146)
    } -> tensor<256x10xf32> loc(#loc146)
    %171 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg6, %170 : tensor<256x10xf32>, tensor<256x10xf32>) outs(%91 : tensor<256x10xf32>) {
    ^bb0(%in: f32 loc("head[0]"), %in_28: f32 loc("jit(step)/mul"(#loc119)), %out: f32 loc("jit(step)/sub"(#loc120))):
      %174 = arith.subf %in, %in_28 : f32 loc(#loc147)
      linalg.yield %174 : f32 loc(#loc147)
    } -> tensor<256x10xf32> loc(#loc147)
    %172 = linalg.generic {indexing_maps = [#map21, #map21], iterator_types = ["parallel"]} ins(%85 : tensor<10xf32>) outs(%82 : tensor<10xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/reduce_sum"(#loc97)), %out: f32 loc("jit(step)/mul"(#loc119))):
      %174 = arith.mulf %in, %cst_1 : f32 loc(#loc146)
      linalg.yield %174 : f32 loc(#loc146)
    } -> tensor<10xf32> loc(#loc146)
    %173 = linalg.generic {indexing_maps = [#map21, #map21, #map21], iterator_types = ["parallel"]} ins(%arg7, %172 : tensor<10xf32>, tensor<10xf32>) outs(%82 : tensor<10xf32>) {
    ^bb0(%in: f32 loc("head[1]"), %in_28: f32 loc("jit(step)/mul"(#loc119)), %out: f32 loc("jit(step)/sub"(#loc120))):
      %174 = arith.subf %in, %in_28 : f32 loc(#loc147)
      linalg.yield %174 : f32 loc(#loc147)
    } -> tensor<10xf32> loc(#loc147)
    return %67, %159, %161, %163, %165, %167, %169, %171, %173 : tensor<f32>, tensor<3x3x3x8xf32>, tensor<8xf32>, tensor<3x3x8x16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<256x10xf32>, tensor<10xf32> loc(#loc92)
  } loc(#loc)
} loc(#loc)
#loc30 = loc("examples/jax/models.py":288:17 to :42)
#loc71 = loc("make_cnn.<locals>.loss"(#loc30))
#loc92 = loc("jit(step)"(#loc86))
#loc95 = loc(callsite(#loc71 at #loc88))
#loc98 = loc(callsite(#loc89 at #loc89))
#loc105 = loc("jit(step)/jvp()/reshape"(#loc95))
#loc113 = loc("jit(step)/transpose(jvp())/reshape"(#loc97))
#loc116 = loc("jit(step)/transpose(jvp())/reshape"(#loc95))
#loc164 = loc("jit(step)/jvp(blocks.2)/reduce_window_max"(#loc127))
#loc178 = loc(callsite(#loc21 at #loc121))
#loc187 = loc(callsite(#loc98 at #loc127))
#loc189 = loc("jit(step)/transpose(jvp(blocks.2))/reshape"(#loc124))
#loc193 = loc("jit(step)/transpose(jvp(blocks.1))/reshape"(#loc124))
#loc197 = loc("jit(step)/transpose(jvp(blocks.0))/reshape"(#loc124))
#loc199 = loc("jit(step)/transpose(jvp(jit(take_along_axis)))/scatter-add"(#loc148))
#loc200 = loc("jit(step)/jvp(jit(take_along_axis))/select_n"(#loc149))
#loc201 = loc("jit(step)/jvp(jit(take_along_axis))/reduce_and"(#loc150))
#loc202 = loc("jit(step)/jvp(jit(take_along_axis))/le"(#loc151))
#loc203 = loc("jit(step)/jvp(jit(take_along_axis))/add"(#loc152))
#loc204 = loc("jit(step)/jvp(blocks.0)/jit(relu)/max"(#loc155))
#loc205 = loc("jit(step)/jvp(blocks.1)/jit(relu)/max"(#loc159))
#loc206 = loc("jit(step)/jvp(blocks.2)/jit(relu)/max"(#loc163))
#loc207 = loc("jit(step)/jvp(jit(log_softmax))/reduce_max"(#loc165))
#loc208 = loc("jit(step)/jvp(jit(log_softmax))/sub"(#loc166))
#loc209 = loc("jit(step)/jvp(jit(log_softmax))/exp"(#loc168))
#loc210 = loc("jit(step)/jvp(jit(log_softmax))/reduce_sum"(#loc169))
#loc211 = loc("jit(step)/jvp(jit(log_softmax))/broadcast_in_dim"(#loc170))
#loc212 = loc("jit(step)/jvp(jit(log_softmax))/log"(#loc171))
#loc213 = loc("jit(step)/jvp(jit(take_along_axis))/lt"(#loc172))
#loc214 = loc("jit(step)/jvp(jit(take_along_axis))/reshape"(#loc173))
#loc215 = loc("jit(step)/jvp(jit(take_along_axis))/ge"(#loc174))
#loc216 = loc("jit(step)/jvp(jit(take_along_axis))/and"(#loc175))
#loc217 = loc("jit(step)/jvp(jit(take_along_axis))/gather"(#loc176))
#loc218 = loc("jit(step)/transpose(jvp(jit(take_along_axis)))"(#loc177))
#loc219 = loc("jit(step)/transpose(jvp(jit(take_along_axis)))/add"(#loc178))
#loc220 = loc("jit(step)/transpose(jvp(jit(log_softmax)))/neg"(#loc179))
#loc221 = loc("jit(step)/transpose(jvp(jit(log_softmax)))/reduce_sum"(#loc180))
#loc222 = loc("jit(step)/transpose(jvp(jit(log_softmax)))/reshape"(#loc181))
#loc223 = loc("jit(step)/transpose(jvp(jit(log_softmax)))/div"(#loc182))
#loc224 = loc("jit(step)/transpose(jvp(jit(log_softmax)))/broadcast_in_dim"(#loc183))
#loc225 = loc("jit(step)/transpose(jvp(jit(log_softmax)))/mul"(#loc184))
#loc226 = loc("jit(step)/transpose(jvp(jit(log_softmax)))/add_any"(#loc185))
#loc227 = loc("jit(step)/transpose(jvp(blocks.2))/select_and_scatter"(#loc186))
#loc228 = loc("jit(step)/transpose(jvp(blocks.2))/ge"(#loc187))
#loc229 = loc("jit(step)/transpose(jvp(blocks.2))/add"(#loc186))
#loc231 = loc("jit(step)/transpose(jvp(blocks.1))/select_and_scatter"(#loc186))
#loc232 = loc("jit(step)/transpose(jvp(blocks.1))/ge"(#loc187))
#loc233 = loc("jit(step)/transpose(jvp(blocks.1))/add"(#loc186))
#loc235 = loc("jit(step)/transpose(jvp(blocks.0))/select_and_scatter"(#loc186))
#loc236 = loc("jit(step)/transpose(jvp(blocks.0))/ge"(#loc187))
#loc237 = loc("jit(step)/transpose(jvp(blocks.0))/add"(#loc186))

