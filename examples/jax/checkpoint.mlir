#loc1 = loc("params[0][0]")
#loc2 = loc("params[0][1]")
#loc3 = loc("params[1][0]")
#loc4 = loc("params[1][1]")
#loc5 = loc("params[2][0]")
#loc6 = loc("params[2][1]")
#loc7 = loc("params[3][0]")
#loc8 = loc("params[3][1]")
#loc9 = loc("params[4][0]")
#loc10 = loc("params[4][1]")
#loc11 = loc("params[5][0]")
#loc12 = loc("params[5][1]")
#loc13 = loc("params[6][0]")
#loc14 = loc("params[6][1]")
#loc15 = loc("params[7][0]")
#loc16 = loc("params[7][1]")
#loc17 = loc("x")
#loc18 = loc("y")
#loc19 = loc("examples/jax/models.py":94:24 to :36)
#loc20 = loc("examples/jax/models.py":97:15 to :53)
#loc21 = loc("examples/jax/generate.py":36:11 to :43)
#loc22 = loc("examples/jax/generate.py":47:15 to :30)
#loc23 = loc("examples/jax/generate.py":63:4 to :10)
#loc24 = loc("examples/jax/models.py":87:24 to :29)
#loc25 = loc("examples/jax/models.py":87:24 to :33)
#loc26 = loc("examples/jax/models.py":87:15 to :34)
#loc27 = loc("examples/jax/models.py":94:25 to :30)
#loc28 = loc("examples/jax/models.py":94:15 to :37)
#loc29 = loc("examples/jax/models.py":93:20 to :51)
#loc30 = loc("examples/jax/models.py":60:41 to :47)
#loc31 = loc("examples/jax/models.py":60:11 to :63)
#loc32 = loc("examples/jax/models.py":98:18 to :33)
#loc33 = loc("examples/jax/models.py":60:37 to :47)
#map = affine_map<(d0, d1) -> (d1)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1) -> ()>
#map3 = affine_map<() -> ()>
#map4 = affine_map<(d0, d1) -> (d1, d0)>
#map5 = affine_map<(d0, d1) -> (d0)>
#map6 = affine_map<(d0) -> (d0)>
#loc34 = loc("make_mlp.<locals>.loss"(#loc19))
#loc35 = loc("make_mlp.<locals>.step"(#loc20))
#loc36 = loc("stablehlo"(#loc21))
#loc37 = loc("main"(#loc22))
#loc38 = loc("<module>"(#loc23))
#loc39 = loc("make_mlp.<locals>.block"(#loc24))
#loc40 = loc("make_mlp.<locals>.block"(#loc25))
#loc41 = loc("make_mlp.<locals>.block"(#loc26))
#loc42 = loc("make_mlp.<locals>.loss"(#loc27))
#loc43 = loc("make_mlp.<locals>.loss"(#loc28))
#loc44 = loc("make_mlp.<locals>.loss"(#loc29))
#loc45 = loc("_sgd.<locals>.<lambda>"(#loc30))
#loc46 = loc("_sgd"(#loc31))
#loc47 = loc("make_mlp.<locals>.step"(#loc32))
#loc48 = loc("_sgd.<locals>.<lambda>"(#loc33))
#loc49 = loc(callsite(#loc37 at #loc38))
#loc50 = loc(callsite(#loc36 at #loc49))
#loc51 = loc(callsite(#loc35 at #loc50))
#loc52 = loc(callsite(#loc39 at #loc50))
#loc53 = loc(callsite(#loc40 at #loc50))
#loc54 = loc(callsite(#loc41 at #loc50))
#loc55 = loc(callsite(#loc47 at #loc50))
#loc57 = loc(callsite(#loc34 at #loc51))
#loc58 = loc("jit(step)/jvp(layers.0)/dot_general"(#loc52))
#loc59 = loc("jit(step)/jvp(layers.0)/add"(#loc53))
#loc60 = loc("jit(step)/jvp(layers.0)/tanh"(#loc54))
#loc61 = loc("jit(step)/jvp(layers.1)/dot_general"(#loc52))
#loc62 = loc("jit(step)/jvp(layers.1)/add"(#loc53))
#loc63 = loc("jit(step)/jvp(layers.1)/tanh"(#loc54))
#loc64 = loc("jit(step)/jvp(layers.2)/dot_general"(#loc52))
#loc65 = loc("jit(step)/jvp(layers.2)/add"(#loc53))
#loc66 = loc("jit(step)/jvp(layers.2)/tanh"(#loc54))
#loc67 = loc("jit(step)/jvp(layers.3)/dot_general"(#loc52))
#loc68 = loc("jit(step)/jvp(layers.3)/add"(#loc53))
#loc69 = loc("jit(step)/jvp(layers.3)/tanh"(#loc54))
#loc70 = loc("jit(step)/jvp(layers.4)/dot_general"(#loc52))
#loc71 = loc("jit(step)/jvp(layers.4)/add"(#loc53))
#loc72 = loc("jit(step)/jvp(layers.4)/tanh"(#loc54))
#loc73 = loc("jit(step)/jvp(layers.5)/dot_general"(#loc52))
#loc74 = loc("jit(step)/jvp(layers.5)/add"(#loc53))
#loc75 = loc("jit(step)/jvp(layers.5)/tanh"(#loc54))
#loc76 = loc("jit(step)/jvp(layers.6)/dot_general"(#loc52))
#loc77 = loc("jit(step)/jvp(layers.6)/add"(#loc53))
#loc78 = loc("jit(step)/jvp(layers.6)/tanh"(#loc54))
#loc79 = loc("jit(step)/jvp(layers.7)/dot_general"(#loc52))
#loc80 = loc("jit(step)/jvp(layers.7)/add"(#loc53))
#loc81 = loc("jit(step)/jvp(layers.7)/tanh"(#loc54))
#loc82 = loc(callsite(#loc42 at #loc51))
#loc83 = loc(callsite(#loc43 at #loc51))
#loc84 = loc(callsite(#loc44 at #loc51))
#loc85 = loc(callsite(#loc46 at #loc55))
#loc86 = loc("jit(step)/jvp()/mul"(#loc57))
#loc87 = loc("jit(step)/jvp()/sub"(#loc82))
#loc88 = loc("jit(step)/jvp()/integer_pow"(#loc57))
#loc89 = loc("jit(step)/jvp()/reduce_sum"(#loc83))
#loc90 = loc("jit(step)/jvp()/div"(#loc83))
#loc91 = loc("jit(step)/transpose(jvp())/div"(#loc83))
#loc92 = loc("jit(step)/transpose(jvp())/broadcast_in_dim"(#loc83))
#loc93 = loc("jit(step)/transpose(jvp())/mul"(#loc57))
#loc94 = loc(callsite(#loc41 at #loc84))
#loc95 = loc("jit(step)/transpose(jvp(layers.7))/jvp(layers.7)/remat2"(#loc84))
#loc96 = loc(callsite(#loc40 at #loc84))
#loc97 = loc(callsite(#loc39 at #loc84))
#loc98 = loc("jit(step)/transpose(jvp(layers.6))/jvp(layers.6)/remat2"(#loc84))
#loc99 = loc("jit(step)/transpose(jvp(layers.5))/jvp(layers.5)/remat2"(#loc84))
#loc100 = loc("jit(step)/transpose(jvp(layers.4))/jvp(layers.4)/remat2"(#loc84))
#loc101 = loc("jit(step)/transpose(jvp(layers.3))/jvp(layers.3)/remat2"(#loc84))
#loc102 = loc("jit(step)/transpose(jvp(layers.2))/jvp(layers.2)/remat2"(#loc84))
#loc103 = loc("jit(step)/transpose(jvp(layers.1))/jvp(layers.1)/remat2"(#loc84))
#loc104 = loc("jit(step)/transpose(jvp(layers.0))/jvp(layers.0)/remat2"(#loc84))
#loc105 = loc(callsite(#loc45 at #loc85))
#loc106 = loc(callsite(#loc48 at #loc85))
#loc107 = loc("jit(step)/transpose(jvp(layers.7))/jvp(layers.7)/checkpoint/rematted_computation/sub"(#loc94))
#loc108 = loc("jit(step)/transpose(jvp(layers.7))/jvp(layers.7)/checkpoint/rematted_computation/tanh"(#loc94))
#loc109 = loc("jit(step)/transpose(jvp(layers.7))/jvp(layers.7)/checkpoint/mul"(#loc94))
#loc110 = loc("jit(step)/transpose(jvp(layers.7))/jvp(layers.7)/checkpoint/add_any"(#loc94))
#loc111 = loc("jit(step)/transpose(jvp(layers.7))/jvp(layers.7)/checkpoint/reduce_sum"(#loc96))
#loc113 = loc("jit(step)/transpose(jvp(layers.7))/jvp(layers.7)/checkpoint/dot_general"(#loc97))
#loc114 = loc("jit(step)/transpose(jvp(layers.7))/jvp(layers.7)/checkpoint/transpose"(#loc97))
#loc115 = loc("jit(step)/transpose(jvp(layers.6))/jvp(layers.6)/checkpoint/rematted_computation/sub"(#loc94))
#loc116 = loc("jit(step)/transpose(jvp(layers.6))/jvp(layers.6)/checkpoint/rematted_computation/tanh"(#loc94))
#loc117 = loc("jit(step)/transpose(jvp(layers.6))/jvp(layers.6)/checkpoint/mul"(#loc94))
#loc118 = loc("jit(step)/transpose(jvp(layers.6))/jvp(layers.6)/checkpoint/add_any"(#loc94))
#loc119 = loc("jit(step)/transpose(jvp(layers.6))/jvp(layers.6)/checkpoint/reduce_sum"(#loc96))
#loc121 = loc("jit(step)/transpose(jvp(layers.6))/jvp(layers.6)/checkpoint/dot_general"(#loc97))
#loc122 = loc("jit(step)/transpose(jvp(layers.6))/jvp(layers.6)/checkpoint/transpose"(#loc97))
#loc123 = loc("jit(step)/transpose(jvp(layers.5))/jvp(layers.5)/checkpoint/rematted_computation/sub"(#loc94))
#loc124 = loc("jit(step)/transpose(jvp(layers.5))/jvp(layers.5)/checkpoint/rematted_computation/tanh"(#loc94))
#loc125 = loc("jit(step)/transpose(jvp(layers.5))/jvp(layers.5)/checkpoint/mul"(#loc94))
#loc126 = loc("jit(step)/transpose(jvp(layers.5))/jvp(layers.5)/checkpoint/add_any"(#loc94))
#loc127 = loc("jit(step)/transpose(jvp(layers.5))/jvp(layers.5)/checkpoint/reduce_sum"(#loc96))
#loc129 = loc("jit(step)/transpose(jvp(layers.5))/jvp(layers.5)/checkpoint/dot_general"(#loc97))
#loc130 = loc("jit(step)/transpose(jvp(layers.5))/jvp(layers.5)/checkpoint/transpose"(#loc97))
#loc131 = loc("jit(step)/transpose(jvp(layers.4))/jvp(layers.4)/checkpoint/rematted_computation/sub"(#loc94))
#loc132 = loc("jit(step)/transpose(jvp(layers.4))/jvp(layers.4)/checkpoint/rematted_computation/tanh"(#loc94))
#loc133 = loc("jit(step)/transpose(jvp(layers.4))/jvp(layers.4)/checkpoint/mul"(#loc94))
#loc134 = loc("jit(step)/transpose(jvp(layers.4))/jvp(layers.4)/checkpoint/add_any"(#loc94))
#loc135 = loc("jit(step)/transpose(jvp(layers.4))/jvp(layers.4)/checkpoint/reduce_sum"(#loc96))
#loc137 = loc("jit(step)/transpose(jvp(layers.4))/jvp(layers.4)/checkpoint/dot_general"(#loc97))
#loc138 = loc("jit(step)/transpose(jvp(layers.4))/jvp(layers.4)/checkpoint/transpose"(#loc97))
#loc139 = loc("jit(step)/transpose(jvp(layers.3))/jvp(layers.3)/checkpoint/rematted_computation/sub"(#loc94))
#loc140 = loc("jit(step)/transpose(jvp(layers.3))/jvp(layers.3)/checkpoint/rematted_computation/tanh"(#loc94))
#loc141 = loc("jit(step)/transpose(jvp(layers.3))/jvp(layers.3)/checkpoint/mul"(#loc94))
#loc142 = loc("jit(step)/transpose(jvp(layers.3))/jvp(layers.3)/checkpoint/add_any"(#loc94))
#loc143 = loc("jit(step)/transpose(jvp(layers.3))/jvp(layers.3)/checkpoint/reduce_sum"(#loc96))
#loc145 = loc("jit(step)/transpose(jvp(layers.3))/jvp(layers.3)/checkpoint/dot_general"(#loc97))
#loc146 = loc("jit(step)/transpose(jvp(layers.3))/jvp(layers.3)/checkpoint/transpose"(#loc97))
#loc147 = loc("jit(step)/transpose(jvp(layers.2))/jvp(layers.2)/checkpoint/rematted_computation/sub"(#loc94))
#loc148 = loc("jit(step)/transpose(jvp(layers.2))/jvp(layers.2)/checkpoint/rematted_computation/tanh"(#loc94))
#loc149 = loc("jit(step)/transpose(jvp(layers.2))/jvp(layers.2)/checkpoint/mul"(#loc94))
#loc150 = loc("jit(step)/transpose(jvp(layers.2))/jvp(layers.2)/checkpoint/add_any"(#loc94))
#loc151 = loc("jit(step)/transpose(jvp(layers.2))/jvp(layers.2)/checkpoint/reduce_sum"(#loc96))
#loc153 = loc("jit(step)/transpose(jvp(layers.2))/jvp(layers.2)/checkpoint/dot_general"(#loc97))
#loc154 = loc("jit(step)/transpose(jvp(layers.2))/jvp(layers.2)/checkpoint/transpose"(#loc97))
#loc155 = loc("jit(step)/transpose(jvp(layers.1))/jvp(layers.1)/checkpoint/rematted_computation/sub"(#loc94))
#loc156 = loc("jit(step)/transpose(jvp(layers.1))/jvp(layers.1)/checkpoint/rematted_computation/tanh"(#loc94))
#loc157 = loc("jit(step)/transpose(jvp(layers.1))/jvp(layers.1)/checkpoint/mul"(#loc94))
#loc158 = loc("jit(step)/transpose(jvp(layers.1))/jvp(layers.1)/checkpoint/add_any"(#loc94))
#loc159 = loc("jit(step)/transpose(jvp(layers.1))/jvp(layers.1)/checkpoint/reduce_sum"(#loc96))
#loc161 = loc("jit(step)/transpose(jvp(layers.1))/jvp(layers.1)/checkpoint/dot_general"(#loc97))
#loc162 = loc("jit(step)/transpose(jvp(layers.1))/jvp(layers.1)/checkpoint/transpose"(#loc97))
#loc163 = loc("jit(step)/transpose(jvp(layers.0))/jvp(layers.0)/checkpoint/rematted_computation/sub"(#loc94))
#loc164 = loc("jit(step)/transpose(jvp(layers.0))/jvp(layers.0)/checkpoint/rematted_computation/tanh"(#loc94))
#loc165 = loc("jit(step)/transpose(jvp(layers.0))/jvp(layers.0)/checkpoint/mul"(#loc94))
#loc166 = loc("jit(step)/transpose(jvp(layers.0))/jvp(layers.0)/checkpoint/add_any"(#loc94))
#loc167 = loc("jit(step)/transpose(jvp(layers.0))/jvp(layers.0)/checkpoint/reduce_sum"(#loc96))
#loc169 = loc("jit(step)/transpose(jvp(layers.0))/jvp(layers.0)/checkpoint/dot_general"(#loc97))
#loc170 = loc("jit(step)/transpose(jvp(layers.0))/jvp(layers.0)/checkpoint/transpose"(#loc97))
#loc171 = loc("jit(step)/mul"(#loc105))
#loc172 = loc("jit(step)/sub"(#loc106))
module @jit_step {
  func.func @main(%arg0: tensor<64x64xf32> loc("params[0][0]"), %arg1: tensor<64xf32> loc("params[0][1]"), %arg2: tensor<64x64xf32> loc("params[1][0]"), %arg3: tensor<64xf32> loc("params[1][1]"), %arg4: tensor<64x64xf32> loc("params[2][0]"), %arg5: tensor<64xf32> loc("params[2][1]"), %arg6: tensor<64x64xf32> loc("params[3][0]"), %arg7: tensor<64xf32> loc("params[3][1]"), %arg8: tensor<64x64xf32> loc("params[4][0]"), %arg9: tensor<64xf32> loc("params[4][1]"), %arg10: tensor<64x64xf32> loc("params[5][0]"), %arg11: tensor<64xf32> loc("params[5][1]"), %arg12: tensor<64x64xf32> loc("params[6][0]"), %arg13: tensor<64xf32> loc("params[6][1]"), %arg14: tensor<64x64xf32> loc("params[7][0]"), %arg15: tensor<64xf32> loc("params[7][1]"), %arg16: tensor<512x64xf32> loc("x"), %arg17: tensor<512x64xf32> loc("y")) -> (tensor<f32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>) attributes {remat.jax_checkpoint = {checkpoints = 8 : i64, mode = "replan"}} {
    %cst = arith.constant 3.05175781E-5 : f32 loc(#loc)
    %cst_0 = arith.constant 5.000000e-02 : f32 loc(#loc)
    %cst_1 = arith.constant 1.000000e+00 : f32 loc(#loc)
    %cst_2 = arith.constant 3.276800e+04 : f32 loc(#loc)
    %cst_3 = arith.constant 2.000000e+00 : f32 loc(#loc86)
    %cst_4 = arith.constant 0.000000e+00 : f32 loc(#loc)
    %0 = tensor.empty() : tensor<512x64xf32> loc(#loc58)
    %1 = linalg.fill ins(%cst_4 : f32) outs(%0 : tensor<512x64xf32>) -> tensor<512x64xf32> loc(#loc58)
    %2 = linalg.matmul ins(%arg16, %arg0 : tensor<512x64xf32>, tensor<64x64xf32>) outs(%1 : tensor<512x64xf32>) -> tensor<512x64xf32> loc(#loc58)
    %3 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("params[0][1]"), %out: f32 loc("jit(step)/jvp(layers.0)/add"(#loc53))):
      linalg.yield %in : f32 loc(#loc59)
    } -> tensor<512x64xf32> loc(#loc59)
    %4 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%2, %3 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/dot_general"(#loc52)), %in_12: f32 loc("jit(step)/jvp(layers.0)/add"(#loc53)), %out: f32 loc("jit(step)/jvp(layers.0)/add"(#loc53))):
      %167 = arith.addf %in, %in_12 : f32 loc(#loc59)
      linalg.yield %167 : f32 loc(#loc59)
    } -> tensor<512x64xf32> loc(#loc59)
    %5 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%4 : tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/add"(#loc53)), %out: f32 loc("jit(step)/jvp(layers.0)/tanh"(#loc54))):
      %167 = math.tanh %in : f32 loc(#loc60)
      linalg.yield %167 : f32 loc(#loc60)
    } -> tensor<512x64xf32> loc(#loc60)
    %6 = linalg.matmul ins(%5, %arg2 : tensor<512x64xf32>, tensor<64x64xf32>) outs(%1 : tensor<512x64xf32>) -> tensor<512x64xf32> loc(#loc61)
    %7 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg3 : tensor<64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("params[1][1]"), %out: f32 loc("jit(step)/jvp(layers.1)/add"(#loc53))):
      linalg.yield %in : f32 loc(#loc62)
    } -> tensor<512x64xf32> loc(#loc62)
    %8 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%6, %7 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/dot_general"(#loc52)), %in_12: f32 loc("jit(step)/jvp(layers.1)/add"(#loc53)), %out: f32 loc("jit(step)/jvp(layers.1)/add"(#loc53))):
      %167 = arith.addf %in, %in_12 : f32 loc(#loc62)
      linalg.yield %167 : f32 loc(#loc62)
    } -> tensor<512x64xf32> loc(#loc62)
    %9 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%8 : tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/add"(#loc53)), %out: f32 loc("jit(step)/jvp(layers.1)/tanh"(#loc54))):
      %167 = math.tanh %in : f32 loc(#loc63)
      linalg.yield %167 : f32 loc(#loc63)
    } -> tensor<512x64xf32> loc(#loc63)
    %10 = linalg.matmul ins(%9, %arg4 : tensor<512x64xf32>, tensor<64x64xf32>) outs(%1 : tensor<512x64xf32>) -> tensor<512x64xf32> loc(#loc64)
    %11 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("params[2][1]"), %out: f32 loc("jit(step)/jvp(layers.2)/add"(#loc53))):
      linalg.yield %in : f32 loc(#loc65)
    } -> tensor<512x64xf32> loc(#loc65)
    %12 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%10, %11 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/dot_general"(#loc52)), %in_12: f32 loc("jit(step)/jvp(layers.2)/add"(#loc53)), %out: f32 loc("jit(step)/jvp(layers.2)/add"(#loc53))):
      %167 = arith.addf %in, %in_12 : f32 loc(#loc65)
      linalg.yield %167 : f32 loc(#loc65)
    } -> tensor<512x64xf32> loc(#loc65)
    %13 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%12 : tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/add"(#loc53)), %out: f32 loc("jit(step)/jvp(layers.2)/tanh"(#loc54))):
      %167 = math.tanh %in : f32 loc(#loc66)
      linalg.yield %167 : f32 loc(#loc66)
    } -> tensor<512x64xf32> loc(#loc66)
    %14 = linalg.matmul ins(%13, %arg6 : tensor<512x64xf32>, tensor<64x64xf32>) outs(%1 : tensor<512x64xf32>) -> tensor<512x64xf32> loc(#loc67)
    %15 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("params[3][1]"), %out: f32 loc("jit(step)/jvp(layers.3)/add"(#loc53))):
      linalg.yield %in : f32 loc(#loc68)
    } -> tensor<512x64xf32> loc(#loc68)
    %16 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%14, %15 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.3)/dot_general"(#loc52)), %in_12: f32 loc("jit(step)/jvp(layers.3)/add"(#loc53)), %out: f32 loc("jit(step)/jvp(layers.3)/add"(#loc53))):
      %167 = arith.addf %in, %in_12 : f32 loc(#loc68)
      linalg.yield %167 : f32 loc(#loc68)
    } -> tensor<512x64xf32> loc(#loc68)
    %17 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%16 : tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.3)/add"(#loc53)), %out: f32 loc("jit(step)/jvp(layers.3)/tanh"(#loc54))):
      %167 = math.tanh %in : f32 loc(#loc69)
      linalg.yield %167 : f32 loc(#loc69)
    } -> tensor<512x64xf32> loc(#loc69)
    %18 = linalg.matmul ins(%17, %arg8 : tensor<512x64xf32>, tensor<64x64xf32>) outs(%1 : tensor<512x64xf32>) -> tensor<512x64xf32> loc(#loc70)
    %19 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg9 : tensor<64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("params[4][1]"), %out: f32 loc("jit(step)/jvp(layers.4)/add"(#loc53))):
      linalg.yield %in : f32 loc(#loc71)
    } -> tensor<512x64xf32> loc(#loc71)
    %20 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%18, %19 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.4)/dot_general"(#loc52)), %in_12: f32 loc("jit(step)/jvp(layers.4)/add"(#loc53)), %out: f32 loc("jit(step)/jvp(layers.4)/add"(#loc53))):
      %167 = arith.addf %in, %in_12 : f32 loc(#loc71)
      linalg.yield %167 : f32 loc(#loc71)
    } -> tensor<512x64xf32> loc(#loc71)
    %21 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%20 : tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.4)/add"(#loc53)), %out: f32 loc("jit(step)/jvp(layers.4)/tanh"(#loc54))):
      %167 = math.tanh %in : f32 loc(#loc72)
      linalg.yield %167 : f32 loc(#loc72)
    } -> tensor<512x64xf32> loc(#loc72)
    %22 = linalg.matmul ins(%21, %arg10 : tensor<512x64xf32>, tensor<64x64xf32>) outs(%1 : tensor<512x64xf32>) -> tensor<512x64xf32> loc(#loc73)
    %23 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg11 : tensor<64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("params[5][1]"), %out: f32 loc("jit(step)/jvp(layers.5)/add"(#loc53))):
      linalg.yield %in : f32 loc(#loc74)
    } -> tensor<512x64xf32> loc(#loc74)
    %24 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%22, %23 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.5)/dot_general"(#loc52)), %in_12: f32 loc("jit(step)/jvp(layers.5)/add"(#loc53)), %out: f32 loc("jit(step)/jvp(layers.5)/add"(#loc53))):
      %167 = arith.addf %in, %in_12 : f32 loc(#loc74)
      linalg.yield %167 : f32 loc(#loc74)
    } -> tensor<512x64xf32> loc(#loc74)
    %25 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%24 : tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.5)/add"(#loc53)), %out: f32 loc("jit(step)/jvp(layers.5)/tanh"(#loc54))):
      %167 = math.tanh %in : f32 loc(#loc75)
      linalg.yield %167 : f32 loc(#loc75)
    } -> tensor<512x64xf32> loc(#loc75)
    %26 = linalg.matmul ins(%25, %arg12 : tensor<512x64xf32>, tensor<64x64xf32>) outs(%1 : tensor<512x64xf32>) -> tensor<512x64xf32> loc(#loc76)
    %27 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg13 : tensor<64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("params[6][1]"), %out: f32 loc("jit(step)/jvp(layers.6)/add"(#loc53))):
      linalg.yield %in : f32 loc(#loc77)
    } -> tensor<512x64xf32> loc(#loc77)
    %28 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%26, %27 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.6)/dot_general"(#loc52)), %in_12: f32 loc("jit(step)/jvp(layers.6)/add"(#loc53)), %out: f32 loc("jit(step)/jvp(layers.6)/add"(#loc53))):
      %167 = arith.addf %in, %in_12 : f32 loc(#loc77)
      linalg.yield %167 : f32 loc(#loc77)
    } -> tensor<512x64xf32> loc(#loc77)
    %29 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%28 : tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.6)/add"(#loc53)), %out: f32 loc("jit(step)/jvp(layers.6)/tanh"(#loc54))):
      %167 = math.tanh %in : f32 loc(#loc78)
      linalg.yield %167 : f32 loc(#loc78)
    } -> tensor<512x64xf32> loc(#loc78)
    %30 = linalg.matmul ins(%29, %arg14 : tensor<512x64xf32>, tensor<64x64xf32>) outs(%1 : tensor<512x64xf32>) -> tensor<512x64xf32> loc(#loc79)
    %31 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg15 : tensor<64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("params[7][1]"), %out: f32 loc("jit(step)/jvp(layers.7)/add"(#loc53))):
      linalg.yield %in : f32 loc(#loc80)
    } -> tensor<512x64xf32> loc(#loc80)
    %32 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%30, %31 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.7)/dot_general"(#loc52)), %in_12: f32 loc("jit(step)/jvp(layers.7)/add"(#loc53)), %out: f32 loc("jit(step)/jvp(layers.7)/add"(#loc53))):
      %167 = arith.addf %in, %in_12 : f32 loc(#loc80)
      linalg.yield %167 : f32 loc(#loc80)
    } -> tensor<512x64xf32> loc(#loc80)
    %33 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%32 : tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.7)/add"(#loc53)), %out: f32 loc("jit(step)/jvp(layers.7)/tanh"(#loc54))):
      %167 = math.tanh %in : f32 loc(#loc81)
      linalg.yield %167 : f32 loc(#loc81)
    } -> tensor<512x64xf32> loc(#loc81)
    %34 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%33, %arg17 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.7)/tanh"(#loc54)), %in_12: f32 loc("y"), %out: f32 loc("jit(step)/jvp()/sub"(#loc82))):
      %167 = arith.subf %in, %in_12 : f32 loc(#loc87)
      linalg.yield %167 : f32 loc(#loc87)
    } -> tensor<512x64xf32> loc(#loc87)
    %35 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%34 : tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/sub"(#loc82)), %out: f32 loc("jit(step)/jvp()/integer_pow"(#loc57))):
      %167 = arith.mulf %in, %in : f32 loc(#loc88)
      linalg.yield %167 : f32 loc(#loc88)
    } -> tensor<512x64xf32> loc(#loc88)
    %36 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%34 : tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/sub"(#loc82)), %out: f32 loc("jit(step)/jvp()/mul"(#loc57))):
      %167 = arith.mulf %in, %cst_3 : f32 loc(#loc86)
      linalg.yield %167 : f32 loc(#loc86)
    } -> tensor<512x64xf32> loc(#loc86)
    %37 = tensor.empty() : tensor<f32> loc(#loc89)
    %38 = linalg.fill ins(%cst_4 : f32) outs(%37 : tensor<f32>) -> tensor<f32> loc(#loc89)
    %39 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "reduction"]} ins(%35 : tensor<512x64xf32>) outs(%38 : tensor<f32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/reduce_sum"(#loc83)), %out: f32 loc("jit(step)/jvp()/reduce_sum"(#loc83))):
      %167 = arith.addf %out, %in : f32 loc(#loc89)
      linalg.yield %167 : f32 loc(#loc89)
    } -> tensor<f32> loc(#loc89)
    %40 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = []} ins(%39 : tensor<f32>) outs(%37 : tensor<f32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/reduce_sum"(#loc83)), %out: f32 loc("jit(step)/jvp()/div"(#loc83))):
      %167 = arith.divf %in, %cst_2 : f32 loc(#loc90)
      linalg.yield %167 : f32 loc(#loc90)
    } -> tensor<f32> loc(#loc90)
    %41 = linalg.generic {indexing_maps = [#map3], iterator_types = []} outs(%37 : tensor<f32>) {
    ^bb0(%out: f32 loc("jit(step)/transpose(jvp())/div"(#loc83))):
      linalg.yield %cst : f32 loc(#loc91)
    } -> tensor<f32> loc(#loc91)
    %42 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel"]} ins(%41 : tensor<f32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/div"(#loc83)), %out: f32 loc("jit(step)/transpose(jvp())/broadcast_in_dim"(#loc83))):
      linalg.yield %in : f32 loc(#loc92)
    } -> tensor<512x64xf32> loc(#loc92)
    %43 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%42, %36 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/broadcast_in_dim"(#loc83)), %in_12: f32 loc("jit(step)/jvp()/mul"(#loc57)), %out: f32 loc("jit(step)/transpose(jvp())/mul"(#loc57))):
      %167 = arith.mulf %in, %in_12 : f32 loc(#loc93)
      linalg.yield %167 : f32 loc(#loc93)
    } -> tensor<512x64xf32> loc(#loc93)
    %44 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%33 : tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.7))/jvp(layers.7)/checkpoint/rematted_computation/tanh"(#loc94)), %out: f32 loc("jit(step)/transpose(jvp(layers.7))/jvp(layers.7)/checkpoint/rematted_computation/sub"(#loc94))):
      %167 = arith.subf %cst_1, %in : f32 loc(#loc107)
      linalg.yield %167 : f32 loc(#loc107)
    } -> tensor<512x64xf32> loc(#loc107)
    %45 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%43, %44 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.7))/jvp(layers.7)/remat2"(#loc84)), %in_12: f32 loc("jit(step)/transpose(jvp(layers.7))/jvp(layers.7)/checkpoint/rematted_computation/sub"(#loc94)), %out: f32 loc("jit(step)/transpose(jvp(layers.7))/jvp(layers.7)/checkpoint/mul"(#loc94))):
      %167 = arith.mulf %in, %in_12 : f32 loc(#loc109)
      linalg.yield %167 : f32 loc(#loc109)
    } -> tensor<512x64xf32> loc(#loc109)
    %46 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%45, %33 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.7))/jvp(layers.7)/checkpoint/mul"(#loc94)), %in_12: f32 loc("jit(step)/transpose(jvp(layers.7))/jvp(layers.7)/checkpoint/rematted_computation/tanh"(#loc94)), %out: f32 loc("jit(step)/transpose(jvp(layers.7))/jvp(layers.7)/checkpoint/mul"(#loc94))):
      %167 = arith.mulf %in, %in_12 : f32 loc(#loc109)
      linalg.yield %167 : f32 loc(#loc109)
    } -> tensor<512x64xf32> loc(#loc109)
    %47 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%45, %46 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.7))/jvp(layers.7)/checkpoint/mul"(#loc94)), %in_12: f32 loc("jit(step)/transpose(jvp(layers.7))/jvp(layers.7)/checkpoint/mul"(#loc94)), %out: f32 loc("jit(step)/transpose(jvp(layers.7))/jvp(layers.7)/checkpoint/add_any"(#loc94))):
      %167 = arith.addf %in, %in_12 : f32 loc(#loc110)
      linalg.yield %167 : f32 loc(#loc110)
    } -> tensor<512x64xf32> loc(#loc110)
    %48 = tensor.empty() : tensor<64xf32> loc(#loc111)
    %49 = linalg.fill ins(%cst_4 : f32) outs(%48 : tensor<64xf32>) -> tensor<64xf32> loc(#loc111)
    %50 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "reduction"]} ins(%47 : tensor<512x64xf32>) outs(%49 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.7))/jvp(layers.7)/checkpoint/reduce_sum"(#loc96)), %out: f32 loc("jit(step)/transpose(jvp(layers.7))/jvp(layers.7)/checkpoint/reduce_sum"(#loc96))):
      %167 = arith.addf %out, %in : f32 loc(#loc111)
      linalg.yield %167 : f32 loc(#loc111)
    } -> tensor<64xf32> loc(#loc111)
    %expanded = tensor.expand_shape %50 [[0, 1]] output_shape [1, 64] : tensor<64xf32> into tensor<1x64xf32> loc(#loc112)
    %51 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "reduction"]} ins(%expanded : tensor<1x64xf32>) outs(%49 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.7))/jvp(layers.7)/checkpoint/reduce_sum"(#loc96)), %out: f32 loc("jit(step)/transpose(jvp(layers.7))/jvp(layers.7)/checkpoint/reduce_sum"(#loc96))):
      %167 = arith.addf %out, %in : f32 loc(#loc111)
      linalg.yield %167 : f32 loc(#loc111)
    } -> tensor<64xf32> loc(#loc111)
    %52 = tensor.empty() : tensor<64x512xf32> loc(#loc113)
    %53 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%47 : tensor<512x64xf32>) outs(%52 : tensor<64x512xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.7))/jvp(layers.7)/checkpoint/add_any"(#loc94)), %out: f32 loc("jit(step)/transpose(jvp(layers.7))/jvp(layers.7)/checkpoint/dot_general"(#loc97))):
      linalg.yield %in : f32 loc(#loc113)
    } -> tensor<64x512xf32> loc(#loc113)
    %54 = tensor.empty() : tensor<64x64xf32> loc(#loc113)
    %55 = linalg.fill ins(%cst_4 : f32) outs(%54 : tensor<64x64xf32>) -> tensor<64x64xf32> loc(#loc113)
    %56 = linalg.matmul ins(%53, %29 : tensor<64x512xf32>, tensor<512x64xf32>) outs(%55 : tensor<64x64xf32>) -> tensor<64x64xf32> loc(#loc113)
    %57 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%56 : tensor<64x64xf32>) outs(%54 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.7))/jvp(layers.7)/checkpoint/dot_general"(#loc97)), %out: f32 loc("jit(step)/transpose(jvp(layers.7))/jvp(layers.7)/checkpoint/transpose"(#loc97))):
      linalg.yield %in : f32 loc(#loc114)
    } -> tensor<64x64xf32> loc(#loc114)
    %58 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg14 : tensor<64x64xf32>) outs(%54 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.7))/jvp(layers.7)/remat2"(#loc84)), %out: f32 loc("jit(step)/transpose(jvp(layers.7))/jvp(layers.7)/checkpoint/dot_general"(#loc97))):
      linalg.yield %in : f32 loc(#loc113)
    } -> tensor<64x64xf32> loc(#loc113)
    %59 = linalg.matmul ins(%47, %58 : tensor<512x64xf32>, tensor<64x64xf32>) outs(%1 : tensor<512x64xf32>) -> tensor<512x64xf32> loc(#loc113)
    %60 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%29 : tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.6))/jvp(layers.6)/checkpoint/rematted_computation/tanh"(#loc94)), %out: f32 loc("jit(step)/transpose(jvp(layers.6))/jvp(layers.6)/checkpoint/rematted_computation/sub"(#loc94))):
      %167 = arith.subf %cst_1, %in : f32 loc(#loc115)
      linalg.yield %167 : f32 loc(#loc115)
    } -> tensor<512x64xf32> loc(#loc115)
    %61 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%59, %60 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.6))/jvp(layers.6)/remat2"(#loc84)), %in_12: f32 loc("jit(step)/transpose(jvp(layers.6))/jvp(layers.6)/checkpoint/rematted_computation/sub"(#loc94)), %out: f32 loc("jit(step)/transpose(jvp(layers.6))/jvp(layers.6)/checkpoint/mul"(#loc94))):
      %167 = arith.mulf %in, %in_12 : f32 loc(#loc117)
      linalg.yield %167 : f32 loc(#loc117)
    } -> tensor<512x64xf32> loc(#loc117)
    %62 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%61, %29 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.6))/jvp(layers.6)/checkpoint/mul"(#loc94)), %in_12: f32 loc("jit(step)/transpose(jvp(layers.6))/jvp(layers.6)/checkpoint/rematted_computation/tanh"(#loc94)), %out: f32 loc("jit(step)/transpose(jvp(layers.6))/jvp(layers.6)/checkpoint/mul"(#loc94))):
      %167 = arith.mulf %in, %in_12 : f32 loc(#loc117)
      linalg.yield %167 : f32 loc(#loc117)
    } -> tensor<512x64xf32> loc(#loc117)
    %63 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%61, %62 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.6))/jvp(layers.6)/checkpoint/mul"(#loc94)), %in_12: f32 loc("jit(step)/transpose(jvp(layers.6))/jvp(layers.6)/checkpoint/mul"(#loc94)), %out: f32 loc("jit(step)/transpose(jvp(layers.6))/jvp(layers.6)/checkpoint/add_any"(#loc94))):
      %167 = arith.addf %in, %in_12 : f32 loc(#loc118)
      linalg.yield %167 : f32 loc(#loc118)
    } -> tensor<512x64xf32> loc(#loc118)
    %64 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "reduction"]} ins(%63 : tensor<512x64xf32>) outs(%49 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.6))/jvp(layers.6)/checkpoint/reduce_sum"(#loc96)), %out: f32 loc("jit(step)/transpose(jvp(layers.6))/jvp(layers.6)/checkpoint/reduce_sum"(#loc96))):
      %167 = arith.addf %out, %in : f32 loc(#loc119)
      linalg.yield %167 : f32 loc(#loc119)
    } -> tensor<64xf32> loc(#loc119)
    %expanded_5 = tensor.expand_shape %64 [[0, 1]] output_shape [1, 64] : tensor<64xf32> into tensor<1x64xf32> loc(#loc120)
    %65 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "reduction"]} ins(%expanded_5 : tensor<1x64xf32>) outs(%49 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.6))/jvp(layers.6)/checkpoint/reduce_sum"(#loc96)), %out: f32 loc("jit(step)/transpose(jvp(layers.6))/jvp(layers.6)/checkpoint/reduce_sum"(#loc96))):
      %167 = arith.addf %out, %in : f32 loc(#loc119)
      linalg.yield %167 : f32 loc(#loc119)
    } -> tensor<64xf32> loc(#loc119)
    %66 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%63 : tensor<512x64xf32>) outs(%52 : tensor<64x512xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.6))/jvp(layers.6)/checkpoint/add_any"(#loc94)), %out: f32 loc("jit(step)/transpose(jvp(layers.6))/jvp(layers.6)/checkpoint/dot_general"(#loc97))):
      linalg.yield %in : f32 loc(#loc121)
    } -> tensor<64x512xf32> loc(#loc121)
    %67 = linalg.matmul ins(%66, %25 : tensor<64x512xf32>, tensor<512x64xf32>) outs(%55 : tensor<64x64xf32>) -> tensor<64x64xf32> loc(#loc121)
    %68 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%67 : tensor<64x64xf32>) outs(%54 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.6))/jvp(layers.6)/checkpoint/dot_general"(#loc97)), %out: f32 loc("jit(step)/transpose(jvp(layers.6))/jvp(layers.6)/checkpoint/transpose"(#loc97))):
      linalg.yield %in : f32 loc(#loc122)
    } -> tensor<64x64xf32> loc(#loc122)
    %69 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg12 : tensor<64x64xf32>) outs(%54 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.6))/jvp(layers.6)/remat2"(#loc84)), %out: f32 loc("jit(step)/transpose(jvp(layers.6))/jvp(layers.6)/checkpoint/dot_general"(#loc97))):
      linalg.yield %in : f32 loc(#loc121)
    } -> tensor<64x64xf32> loc(#loc121)
    %70 = linalg.matmul ins(%63, %69 : tensor<512x64xf32>, tensor<64x64xf32>) outs(%1 : tensor<512x64xf32>) -> tensor<512x64xf32> loc(#loc121)
    %71 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%25 : tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.5))/jvp(layers.5)/checkpoint/rematted_computation/tanh"(#loc94)), %out: f32 loc("jit(step)/transpose(jvp(layers.5))/jvp(layers.5)/checkpoint/rematted_computation/sub"(#loc94))):
      %167 = arith.subf %cst_1, %in : f32 loc(#loc123)
      linalg.yield %167 : f32 loc(#loc123)
    } -> tensor<512x64xf32> loc(#loc123)
    %72 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%70, %71 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.5))/jvp(layers.5)/remat2"(#loc84)), %in_12: f32 loc("jit(step)/transpose(jvp(layers.5))/jvp(layers.5)/checkpoint/rematted_computation/sub"(#loc94)), %out: f32 loc("jit(step)/transpose(jvp(layers.5))/jvp(layers.5)/checkpoint/mul"(#loc94))):
      %167 = arith.mulf %in, %in_12 : f32 loc(#loc125)
      linalg.yield %167 : f32 loc(#loc125)
    } -> tensor<512x64xf32> loc(#loc125)
    %73 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%72, %25 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.5))/jvp(layers.5)/checkpoint/mul"(#loc94)), %in_12: f32 loc("jit(step)/transpose(jvp(layers.5))/jvp(layers.5)/checkpoint/rematted_computation/tanh"(#loc94)), %out: f32 loc("jit(step)/transpose(jvp(layers.5))/jvp(layers.5)/checkpoint/mul"(#loc94))):
      %167 = arith.mulf %in, %in_12 : f32 loc(#loc125)
      linalg.yield %167 : f32 loc(#loc125)
    } -> tensor<512x64xf32> loc(#loc125)
    %74 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%72, %73 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.5))/jvp(layers.5)/checkpoint/mul"(#loc94)), %in_12: f32 loc("jit(step)/transpose(jvp(layers.5))/jvp(layers.5)/checkpoint/mul"(#loc94)), %out: f32 loc("jit(step)/transpose(jvp(layers.5))/jvp(layers.5)/checkpoint/add_any"(#loc94))):
      %167 = arith.addf %in, %in_12 : f32 loc(#loc126)
      linalg.yield %167 : f32 loc(#loc126)
    } -> tensor<512x64xf32> loc(#loc126)
    %75 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "reduction"]} ins(%74 : tensor<512x64xf32>) outs(%49 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.5))/jvp(layers.5)/checkpoint/reduce_sum"(#loc96)), %out: f32 loc("jit(step)/transpose(jvp(layers.5))/jvp(layers.5)/checkpoint/reduce_sum"(#loc96))):
      %167 = arith.addf %out, %in : f32 loc(#loc127)
      linalg.yield %167 : f32 loc(#loc127)
    } -> tensor<64xf32> loc(#loc127)
    %expanded_6 = tensor.expand_shape %75 [[0, 1]] output_shape [1, 64] : tensor<64xf32> into tensor<1x64xf32> loc(#loc128)
    %76 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "reduction"]} ins(%expanded_6 : tensor<1x64xf32>) outs(%49 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.5))/jvp(layers.5)/checkpoint/reduce_sum"(#loc96)), %out: f32 loc("jit(step)/transpose(jvp(layers.5))/jvp(layers.5)/checkpoint/reduce_sum"(#loc96))):
      %167 = arith.addf %out, %in : f32 loc(#loc127)
      linalg.yield %167 : f32 loc(#loc127)
    } -> tensor<64xf32> loc(#loc127)
    %77 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%74 : tensor<512x64xf32>) outs(%52 : tensor<64x512xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.5))/jvp(layers.5)/checkpoint/add_any"(#loc94)), %out: f32 loc("jit(step)/transpose(jvp(layers.5))/jvp(layers.5)/checkpoint/dot_general"(#loc97))):
      linalg.yield %in : f32 loc(#loc129)
    } -> tensor<64x512xf32> loc(#loc129)
    %78 = linalg.matmul ins(%77, %21 : tensor<64x512xf32>, tensor<512x64xf32>) outs(%55 : tensor<64x64xf32>) -> tensor<64x64xf32> loc(#loc129)
    %79 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%78 : tensor<64x64xf32>) outs(%54 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.5))/jvp(layers.5)/checkpoint/dot_general"(#loc97)), %out: f32 loc("jit(step)/transpose(jvp(layers.5))/jvp(layers.5)/checkpoint/transpose"(#loc97))):
      linalg.yield %in : f32 loc(#loc130)
    } -> tensor<64x64xf32> loc(#loc130)
    %80 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg10 : tensor<64x64xf32>) outs(%54 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.5))/jvp(layers.5)/remat2"(#loc84)), %out: f32 loc("jit(step)/transpose(jvp(layers.5))/jvp(layers.5)/checkpoint/dot_general"(#loc97))):
      linalg.yield %in : f32 loc(#loc129)
    } -> tensor<64x64xf32> loc(#loc129)
    %81 = linalg.matmul ins(%74, %80 : tensor<512x64xf32>, tensor<64x64xf32>) outs(%1 : tensor<512x64xf32>) -> tensor<512x64xf32> loc(#loc129)
    %82 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%21 : tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.4))/jvp(layers.4)/checkpoint/rematted_computation/tanh"(#loc94)), %out: f32 loc("jit(step)/transpose(jvp(layers.4))/jvp(layers.4)/checkpoint/rematted_computation/sub"(#loc94))):
      %167 = arith.subf %cst_1, %in : f32 loc(#loc131)
      linalg.yield %167 : f32 loc(#loc131)
    } -> tensor<512x64xf32> loc(#loc131)
    %83 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%81, %82 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.4))/jvp(layers.4)/remat2"(#loc84)), %in_12: f32 loc("jit(step)/transpose(jvp(layers.4))/jvp(layers.4)/checkpoint/rematted_computation/sub"(#loc94)), %out: f32 loc("jit(step)/transpose(jvp(layers.4))/jvp(layers.4)/checkpoint/mul"(#loc94))):
      %167 = arith.mulf %in, %in_12 : f32 loc(#loc133)
      linalg.yield %167 : f32 loc(#loc133)
    } -> tensor<512x64xf32> loc(#loc133)
    %84 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%83, %21 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.4))/jvp(layers.4)/checkpoint/mul"(#loc94)), %in_12: f32 loc("jit(step)/transpose(jvp(layers.4))/jvp(layers.4)/checkpoint/rematted_computation/tanh"(#loc94)), %out: f32 loc("jit(step)/transpose(jvp(layers.4))/jvp(layers.4)/checkpoint/mul"(#loc94))):
      %167 = arith.mulf %in, %in_12 : f32 loc(#loc133)
      linalg.yield %167 : f32 loc(#loc133)
    } -> tensor<512x64xf32> loc(#loc133)
    %85 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%83, %84 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.4))/jvp(layers.4)/checkpoint/mul"(#loc94)), %in_12: f32 loc("jit(step)/transpose(jvp(layers.4))/jvp(layers.4)/checkpoint/mul"(#loc94)), %out: f32 loc("jit(step)/transpose(jvp(layers.4))/jvp(layers.4)/checkpoint/add_any"(#loc94))):
      %167 = arith.addf %in, %in_12 : f32 loc(#loc134)
      linalg.yield %167 : f32 loc(#loc134)
    } -> tensor<512x64xf32> loc(#loc134)
    %86 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "reduction"]} ins(%85 : tensor<512x64xf32>) outs(%49 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.4))/jvp(layers.4)/checkpoint/reduce_sum"(#loc96)), %out: f32 loc("jit(step)/transpose(jvp(layers.4))/jvp(layers.4)/checkpoint/reduce_sum"(#loc96))):
      %167 = arith.addf %out, %in : f32 loc(#loc135)
      linalg.yield %167 : f32 loc(#loc135)
    } -> tensor<64xf32> loc(#loc135)
    %expanded_7 = tensor.expand_shape %86 [[0, 1]] output_shape [1, 64] : tensor<64xf32> into tensor<1x64xf32> loc(#loc136)
    %87 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "reduction"]} ins(%expanded_7 : tensor<1x64xf32>) outs(%49 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.4))/jvp(layers.4)/checkpoint/reduce_sum"(#loc96)), %out: f32 loc("jit(step)/transpose(jvp(layers.4))/jvp(layers.4)/checkpoint/reduce_sum"(#loc96))):
      %167 = arith.addf %out, %in : f32 loc(#loc135)
      linalg.yield %167 : f32 loc(#loc135)
    } -> tensor<64xf32> loc(#loc135)
    %88 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%85 : tensor<512x64xf32>) outs(%52 : tensor<64x512xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.4))/jvp(layers.4)/checkpoint/add_any"(#loc94)), %out: f32 loc("jit(step)/transpose(jvp(layers.4))/jvp(layers.4)/checkpoint/dot_general"(#loc97))):
      linalg.yield %in : f32 loc(#loc137)
    } -> tensor<64x512xf32> loc(#loc137)
    %89 = linalg.matmul ins(%88, %17 : tensor<64x512xf32>, tensor<512x64xf32>) outs(%55 : tensor<64x64xf32>) -> tensor<64x64xf32> loc(#loc137)
    %90 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%89 : tensor<64x64xf32>) outs(%54 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.4))/jvp(layers.4)/checkpoint/dot_general"(#loc97)), %out: f32 loc("jit(step)/transpose(jvp(layers.4))/jvp(layers.4)/checkpoint/transpose"(#loc97))):
      linalg.yield %in : f32 loc(#loc138)
    } -> tensor<64x64xf32> loc(#loc138)
    %91 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg8 : tensor<64x64xf32>) outs(%54 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.4))/jvp(layers.4)/remat2"(#loc84)), %out: f32 loc("jit(step)/transpose(jvp(layers.4))/jvp(layers.4)/checkpoint/dot_general"(#loc97))):
      linalg.yield %in : f32 loc(#loc137)
    } -> tensor<64x64xf32> loc(#loc137)
    %92 = linalg.matmul ins(%85, %91 : tensor<512x64xf32>, tensor<64x64xf32>) outs(%1 : tensor<512x64xf32>) -> tensor<512x64xf32> loc(#loc137)
    %93 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%17 : tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/jvp(layers.3)/checkpoint/rematted_computation/tanh"(#loc94)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/jvp(layers.3)/checkpoint/rematted_computation/sub"(#loc94))):
      %167 = arith.subf %cst_1, %in : f32 loc(#loc139)
      linalg.yield %167 : f32 loc(#loc139)
    } -> tensor<512x64xf32> loc(#loc139)
    %94 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%92, %93 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/jvp(layers.3)/remat2"(#loc84)), %in_12: f32 loc("jit(step)/transpose(jvp(layers.3))/jvp(layers.3)/checkpoint/rematted_computation/sub"(#loc94)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/jvp(layers.3)/checkpoint/mul"(#loc94))):
      %167 = arith.mulf %in, %in_12 : f32 loc(#loc141)
      linalg.yield %167 : f32 loc(#loc141)
    } -> tensor<512x64xf32> loc(#loc141)
    %95 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%94, %17 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/jvp(layers.3)/checkpoint/mul"(#loc94)), %in_12: f32 loc("jit(step)/transpose(jvp(layers.3))/jvp(layers.3)/checkpoint/rematted_computation/tanh"(#loc94)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/jvp(layers.3)/checkpoint/mul"(#loc94))):
      %167 = arith.mulf %in, %in_12 : f32 loc(#loc141)
      linalg.yield %167 : f32 loc(#loc141)
    } -> tensor<512x64xf32> loc(#loc141)
    %96 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%94, %95 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/jvp(layers.3)/checkpoint/mul"(#loc94)), %in_12: f32 loc("jit(step)/transpose(jvp(layers.3))/jvp(layers.3)/checkpoint/mul"(#loc94)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/jvp(layers.3)/checkpoint/add_any"(#loc94))):
      %167 = arith.addf %in, %in_12 : f32 loc(#loc142)
      linalg.yield %167 : f32 loc(#loc142)
    } -> tensor<512x64xf32> loc(#loc142)
    %97 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "reduction"]} ins(%96 : tensor<512x64xf32>) outs(%49 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/jvp(layers.3)/checkpoint/reduce_sum"(#loc96)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/jvp(layers.3)/checkpoint/reduce_sum"(#loc96))):
      %167 = arith.addf %out, %in : f32 loc(#loc143)
      linalg.yield %167 : f32 loc(#loc143)
    } -> tensor<64xf32> loc(#loc143)
    %expanded_8 = tensor.expand_shape %97 [[0, 1]] output_shape [1, 64] : tensor<64xf32> into tensor<1x64xf32> loc(#loc144)
    %98 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "reduction"]} ins(%expanded_8 : tensor<1x64xf32>) outs(%49 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/jvp(layers.3)/checkpoint/reduce_sum"(#loc96)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/jvp(layers.3)/checkpoint/reduce_sum"(#loc96))):
      %167 = arith.addf %out, %in : f32 loc(#loc143)
      linalg.yield %167 : f32 loc(#loc143)
    } -> tensor<64xf32> loc(#loc143)
    %99 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%96 : tensor<512x64xf32>) outs(%52 : tensor<64x512xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/jvp(layers.3)/checkpoint/add_any"(#loc94)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/jvp(layers.3)/checkpoint/dot_general"(#loc97))):
      linalg.yield %in : f32 loc(#loc145)
    } -> tensor<64x512xf32> loc(#loc145)
    %100 = linalg.matmul ins(%99, %13 : tensor<64x512xf32>, tensor<512x64xf32>) outs(%55 : tensor<64x64xf32>) -> tensor<64x64xf32> loc(#loc145)
    %101 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%100 : tensor<64x64xf32>) outs(%54 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/jvp(layers.3)/checkpoint/dot_general"(#loc97)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/jvp(layers.3)/checkpoint/transpose"(#loc97))):
      linalg.yield %in : f32 loc(#loc146)
    } -> tensor<64x64xf32> loc(#loc146)
    %102 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg6 : tensor<64x64xf32>) outs(%54 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/jvp(layers.3)/remat2"(#loc84)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/jvp(layers.3)/checkpoint/dot_general"(#loc97))):
      linalg.yield %in : f32 loc(#loc145)
    } -> tensor<64x64xf32> loc(#loc145)
    %103 = linalg.matmul ins(%96, %102 : tensor<512x64xf32>, tensor<64x64xf32>) outs(%1 : tensor<512x64xf32>) -> tensor<512x64xf32> loc(#loc145)
    %104 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%13 : tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/jvp(layers.2)/checkpoint/rematted_computation/tanh"(#loc94)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/jvp(layers.2)/checkpoint/rematted_computation/sub"(#loc94))):
      %167 = arith.subf %cst_1, %in : f32 loc(#loc147)
      linalg.yield %167 : f32 loc(#loc147)
    } -> tensor<512x64xf32> loc(#loc147)
    %105 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%103, %104 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/jvp(layers.2)/remat2"(#loc84)), %in_12: f32 loc("jit(step)/transpose(jvp(layers.2))/jvp(layers.2)/checkpoint/rematted_computation/sub"(#loc94)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/jvp(layers.2)/checkpoint/mul"(#loc94))):
      %167 = arith.mulf %in, %in_12 : f32 loc(#loc149)
      linalg.yield %167 : f32 loc(#loc149)
    } -> tensor<512x64xf32> loc(#loc149)
    %106 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%105, %13 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/jvp(layers.2)/checkpoint/mul"(#loc94)), %in_12: f32 loc("jit(step)/transpose(jvp(layers.2))/jvp(layers.2)/checkpoint/rematted_computation/tanh"(#loc94)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/jvp(layers.2)/checkpoint/mul"(#loc94))):
      %167 = arith.mulf %in, %in_12 : f32 loc(#loc149)
      linalg.yield %167 : f32 loc(#loc149)
    } -> tensor<512x64xf32> loc(#loc149)
    %107 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%105, %106 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/jvp(layers.2)/checkpoint/mul"(#loc94)), %in_12: f32 loc("jit(step)/transpose(jvp(layers.2))/jvp(layers.2)/checkpoint/mul"(#loc94)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/jvp(layers.2)/checkpoint/add_any"(#loc94))):
      %167 = arith.addf %in, %in_12 : f32 loc(#loc150)
      linalg.yield %167 : f32 loc(#loc150)
    } -> tensor<512x64xf32> loc(#loc150)
    %108 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "reduction"]} ins(%107 : tensor<512x64xf32>) outs(%49 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/jvp(layers.2)/checkpoint/reduce_sum"(#loc96)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/jvp(layers.2)/checkpoint/reduce_sum"(#loc96))):
      %167 = arith.addf %out, %in : f32 loc(#loc151)
      linalg.yield %167 : f32 loc(#loc151)
    } -> tensor<64xf32> loc(#loc151)
    %expanded_9 = tensor.expand_shape %108 [[0, 1]] output_shape [1, 64] : tensor<64xf32> into tensor<1x64xf32> loc(#loc152)
    %109 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "reduction"]} ins(%expanded_9 : tensor<1x64xf32>) outs(%49 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/jvp(layers.2)/checkpoint/reduce_sum"(#loc96)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/jvp(layers.2)/checkpoint/reduce_sum"(#loc96))):
      %167 = arith.addf %out, %in : f32 loc(#loc151)
      linalg.yield %167 : f32 loc(#loc151)
    } -> tensor<64xf32> loc(#loc151)
    %110 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%107 : tensor<512x64xf32>) outs(%52 : tensor<64x512xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/jvp(layers.2)/checkpoint/add_any"(#loc94)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/jvp(layers.2)/checkpoint/dot_general"(#loc97))):
      linalg.yield %in : f32 loc(#loc153)
    } -> tensor<64x512xf32> loc(#loc153)
    %111 = linalg.matmul ins(%110, %9 : tensor<64x512xf32>, tensor<512x64xf32>) outs(%55 : tensor<64x64xf32>) -> tensor<64x64xf32> loc(#loc153)
    %112 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%111 : tensor<64x64xf32>) outs(%54 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/jvp(layers.2)/checkpoint/dot_general"(#loc97)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/jvp(layers.2)/checkpoint/transpose"(#loc97))):
      linalg.yield %in : f32 loc(#loc154)
    } -> tensor<64x64xf32> loc(#loc154)
    %113 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg4 : tensor<64x64xf32>) outs(%54 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/jvp(layers.2)/remat2"(#loc84)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/jvp(layers.2)/checkpoint/dot_general"(#loc97))):
      linalg.yield %in : f32 loc(#loc153)
    } -> tensor<64x64xf32> loc(#loc153)
    %114 = linalg.matmul ins(%107, %113 : tensor<512x64xf32>, tensor<64x64xf32>) outs(%1 : tensor<512x64xf32>) -> tensor<512x64xf32> loc(#loc153)
    %115 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%9 : tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/jvp(layers.1)/checkpoint/rematted_computation/tanh"(#loc94)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/jvp(layers.1)/checkpoint/rematted_computation/sub"(#loc94))):
      %167 = arith.subf %cst_1, %in : f32 loc(#loc155)
      linalg.yield %167 : f32 loc(#loc155)
    } -> tensor<512x64xf32> loc(#loc155)
    %116 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%114, %115 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/jvp(layers.1)/remat2"(#loc84)), %in_12: f32 loc("jit(step)/transpose(jvp(layers.1))/jvp(layers.1)/checkpoint/rematted_computation/sub"(#loc94)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/jvp(layers.1)/checkpoint/mul"(#loc94))):
      %167 = arith.mulf %in, %in_12 : f32 loc(#loc157)
      linalg.yield %167 : f32 loc(#loc157)
    } -> tensor<512x64xf32> loc(#loc157)
    %117 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%116, %9 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/jvp(layers.1)/checkpoint/mul"(#loc94)), %in_12: f32 loc("jit(step)/transpose(jvp(layers.1))/jvp(layers.1)/checkpoint/rematted_computation/tanh"(#loc94)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/jvp(layers.1)/checkpoint/mul"(#loc94))):
      %167 = arith.mulf %in, %in_12 : f32 loc(#loc157)
      linalg.yield %167 : f32 loc(#loc157)
    } -> tensor<512x64xf32> loc(#loc157)
    %118 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%116, %117 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/jvp(layers.1)/checkpoint/mul"(#loc94)), %in_12: f32 loc("jit(step)/transpose(jvp(layers.1))/jvp(layers.1)/checkpoint/mul"(#loc94)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/jvp(layers.1)/checkpoint/add_any"(#loc94))):
      %167 = arith.addf %in, %in_12 : f32 loc(#loc158)
      linalg.yield %167 : f32 loc(#loc158)
    } -> tensor<512x64xf32> loc(#loc158)
    %119 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "reduction"]} ins(%118 : tensor<512x64xf32>) outs(%49 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/jvp(layers.1)/checkpoint/reduce_sum"(#loc96)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/jvp(layers.1)/checkpoint/reduce_sum"(#loc96))):
      %167 = arith.addf %out, %in : f32 loc(#loc159)
      linalg.yield %167 : f32 loc(#loc159)
    } -> tensor<64xf32> loc(#loc159)
    %expanded_10 = tensor.expand_shape %119 [[0, 1]] output_shape [1, 64] : tensor<64xf32> into tensor<1x64xf32> loc(#loc160)
    %120 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "reduction"]} ins(%expanded_10 : tensor<1x64xf32>) outs(%49 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/jvp(layers.1)/checkpoint/reduce_sum"(#loc96)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/jvp(layers.1)/checkpoint/reduce_sum"(#loc96))):
      %167 = arith.addf %out, %in : f32 loc(#loc159)
      linalg.yield %167 : f32 loc(#loc159)
    } -> tensor<64xf32> loc(#loc159)
    %121 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%118 : tensor<512x64xf32>) outs(%52 : tensor<64x512xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/jvp(layers.1)/checkpoint/add_any"(#loc94)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/jvp(layers.1)/checkpoint/dot_general"(#loc97))):
      linalg.yield %in : f32 loc(#loc161)
    } -> tensor<64x512xf32> loc(#loc161)
    %122 = linalg.matmul ins(%121, %5 : tensor<64x512xf32>, tensor<512x64xf32>) outs(%55 : tensor<64x64xf32>) -> tensor<64x64xf32> loc(#loc161)
    %123 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%122 : tensor<64x64xf32>) outs(%54 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/jvp(layers.1)/checkpoint/dot_general"(#loc97)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/jvp(layers.1)/checkpoint/transpose"(#loc97))):
      linalg.yield %in : f32 loc(#loc162)
    } -> tensor<64x64xf32> loc(#loc162)
    %124 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg2 : tensor<64x64xf32>) outs(%54 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/jvp(layers.1)/remat2"(#loc84)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/jvp(layers.1)/checkpoint/dot_general"(#loc97))):
      linalg.yield %in : f32 loc(#loc161)
    } -> tensor<64x64xf32> loc(#loc161)
    %125 = linalg.matmul ins(%118, %124 : tensor<512x64xf32>, tensor<64x64xf32>) outs(%1 : tensor<512x64xf32>) -> tensor<512x64xf32> loc(#loc161)
    %126 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%5 : tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/jvp(layers.0)/checkpoint/rematted_computation/tanh"(#loc94)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/jvp(layers.0)/checkpoint/rematted_computation/sub"(#loc94))):
      %167 = arith.subf %cst_1, %in : f32 loc(#loc163)
      linalg.yield %167 : f32 loc(#loc163)
    } -> tensor<512x64xf32> loc(#loc163)
    %127 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%125, %126 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/jvp(layers.0)/remat2"(#loc84)), %in_12: f32 loc("jit(step)/transpose(jvp(layers.0))/jvp(layers.0)/checkpoint/rematted_computation/sub"(#loc94)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/jvp(layers.0)/checkpoint/mul"(#loc94))):
      %167 = arith.mulf %in, %in_12 : f32 loc(#loc165)
      linalg.yield %167 : f32 loc(#loc165)
    } -> tensor<512x64xf32> loc(#loc165)
    %128 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%127, %5 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/jvp(layers.0)/checkpoint/mul"(#loc94)), %in_12: f32 loc("jit(step)/transpose(jvp(layers.0))/jvp(layers.0)/checkpoint/rematted_computation/tanh"(#loc94)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/jvp(layers.0)/checkpoint/mul"(#loc94))):
      %167 = arith.mulf %in, %in_12 : f32 loc(#loc165)
      linalg.yield %167 : f32 loc(#loc165)
    } -> tensor<512x64xf32> loc(#loc165)
    %129 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%127, %128 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/jvp(layers.0)/checkpoint/mul"(#loc94)), %in_12: f32 loc("jit(step)/transpose(jvp(layers.0))/jvp(layers.0)/checkpoint/mul"(#loc94)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/jvp(layers.0)/checkpoint/add_any"(#loc94))):
      %167 = arith.addf %in, %in_12 : f32 loc(#loc166)
      linalg.yield %167 : f32 loc(#loc166)
    } -> tensor<512x64xf32> loc(#loc166)
    %130 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "reduction"]} ins(%129 : tensor<512x64xf32>) outs(%49 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/jvp(layers.0)/checkpoint/reduce_sum"(#loc96)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/jvp(layers.0)/checkpoint/reduce_sum"(#loc96))):
      %167 = arith.addf %out, %in : f32 loc(#loc167)
      linalg.yield %167 : f32 loc(#loc167)
    } -> tensor<64xf32> loc(#loc167)
    %expanded_11 = tensor.expand_shape %130 [[0, 1]] output_shape [1, 64] : tensor<64xf32> into tensor<1x64xf32> loc(#loc168)
    %131 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "reduction"]} ins(%expanded_11 : tensor<1x64xf32>) outs(%49 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/jvp(layers.0)/checkpoint/reduce_sum"(#loc96)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/jvp(layers.0)/checkpoint/reduce_sum"(#loc96))):
      %167 = arith.addf %out, %in : f32 loc(#loc167)
      linalg.yield %167 : f32 loc(#loc167)
    } -> tensor<64xf32> loc(#loc167)
    %132 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%129 : tensor<512x64xf32>) outs(%52 : tensor<64x512xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/jvp(layers.0)/checkpoint/add_any"(#loc94)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/jvp(layers.0)/checkpoint/dot_general"(#loc97))):
      linalg.yield %in : f32 loc(#loc169)
    } -> tensor<64x512xf32> loc(#loc169)
    %133 = linalg.matmul ins(%132, %arg16 : tensor<64x512xf32>, tensor<512x64xf32>) outs(%55 : tensor<64x64xf32>) -> tensor<64x64xf32> loc(#loc169)
    %134 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%133 : tensor<64x64xf32>) outs(%54 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/jvp(layers.0)/checkpoint/dot_general"(#loc97)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/jvp(layers.0)/checkpoint/transpose"(#loc97))):
      linalg.yield %in : f32 loc(#loc170)
    } -> tensor<64x64xf32> loc(#loc170)
    %135 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%134 : tensor<64x64xf32>) outs(%54 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/jvp(layers.0)/checkpoint/transpose"(#loc97)), %out: f32 loc("jit(step)/mul"(#loc105))):
      %167 = arith.mulf %in, %cst_0 : f32 loc(#loc171)
      linalg.yield %167 : f32 loc(#loc171)
    } -> tensor<64x64xf32> loc(#loc171)
    %136 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg0, %135 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%54 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("params[0][0]"), %in_12: f32 loc("jit(step)/mul"(#loc105)), %out: f32 loc("jit(step)/sub"(#loc106))):
      %167 = arith.subf %in, %in_12 : f32 loc(#loc172)
      linalg.yield %167 : f32 loc(#loc172)
    } -> tensor<64x64xf32> loc(#loc172)
    %137 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%131 : tensor<64xf32>) outs(%48 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/jvp(layers.0)/checkpoint/reduce_sum"(#loc96)), %out: f32 loc("jit(step)/mul"(#loc105))):
      %167 = arith.mulf %in, %cst_0 : f32 loc(#loc171)
      linalg.yield %167 : f32 loc(#loc171)
    } -> tensor<64xf32> loc(#loc171)
    %138 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%arg1, %137 : tensor<64xf32>, tensor<64xf32>) outs(%48 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("params[0][1]"), %in_12: f32 loc("jit(step)/mul"(#loc105)), %out: f32 loc("jit(step)/sub"(#loc106))):
      %167 = arith.subf %in, %in_12 : f32 loc(#loc172)
      linalg.yield %167 : f32 loc(#loc172)
    } -> tensor<64xf32> loc(#loc172)
    %139 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%123 : tensor<64x64xf32>) outs(%54 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/jvp(layers.1)/checkpoint/transpose"(#loc97)), %out: f32 loc("jit(step)/mul"(#loc105))):
      %167 = arith.mulf %in, %cst_0 : f32 loc(#loc171)
      linalg.yield %167 : f32 loc(#loc171)
    } -> tensor<64x64xf32> loc(#loc171)
    %140 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg2, %139 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%54 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("params[1][0]"), %in_12: f32 loc("jit(step)/mul"(#loc105)), %out: f32 loc("jit(step)/sub"(#loc106))):
      %167 = arith.subf %in, %in_12 : f32 loc(#loc172)
      linalg.yield %167 : f32 loc(#loc172)
    } -> tensor<64x64xf32> loc(#loc172)
    %141 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%120 : tensor<64xf32>) outs(%48 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/jvp(layers.1)/checkpoint/reduce_sum"(#loc96)), %out: f32 loc("jit(step)/mul"(#loc105))):
      %167 = arith.mulf %in, %cst_0 : f32 loc(#loc171)
      linalg.yield %167 : f32 loc(#loc171)
    } -> tensor<64xf32> loc(#loc171)
    %142 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%arg3, %141 : tensor<64xf32>, tensor<64xf32>) outs(%48 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("params[1][1]"), %in_12: f32 loc("jit(step)/mul"(#loc105)), %out: f32 loc("jit(step)/sub"(#loc106))):
      %167 = arith.subf %in, %in_12 : f32 loc(#loc172)
      linalg.yield %167 : f32 loc(#loc172)
    } -> tensor<64xf32> loc(#loc172)
    %143 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%112 : tensor<64x64xf32>) outs(%54 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/jvp(layers.2)/checkpoint/transpose"(#loc97)), %out: f32 loc("jit(step)/mul"(#loc105))):
      %167 = arith.mulf %in, %cst_0 : f32 loc(#loc171)
      linalg.yield %167 : f32 loc(#loc171)
    } -> tensor<64x64xf32> loc(#loc171)
    %144 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg4, %143 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%54 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("params[2][0]"), %in_12: f32 loc("jit(step)/mul"(#loc105)), %out: f32 loc("jit(step)/sub"(#loc106))):
      %167 = arith.subf %in, %in_12 : f32 loc(#loc172)
      linalg.yield %167 : f32 loc(#loc172)
    } -> tensor<64x64xf32> loc(#loc172)
    %145 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%109 : tensor<64xf32>) outs(%48 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/jvp(layers.2)/checkpoint/reduce_sum"(#loc96)), %out: f32 loc("jit(step)/mul"(#loc105))):
      %167 = arith.mulf %in, %cst_0 : f32 loc(#loc171)
      linalg.yield %167 : f32 loc(#loc171)
    } -> tensor<64xf32> loc(#loc171)
    %146 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%arg5, %145 : tensor<64xf32>, tensor<64xf32>) outs(%48 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("params[2][1]"), %in_12: f32 loc("jit(step)/mul"(#loc105)), %out: f32 loc("jit(step)/sub"(#loc106))):
      %167 = arith.subf %in, %in_12 : f32 loc(#loc172)
      linalg.yield %167 : f32 loc(#loc172)
    } -> tensor<64xf32> loc(#loc172)
    %147 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%101 : tensor<64x64xf32>) outs(%54 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/jvp(layers.3)/checkpoint/transpose"(#loc97)), %out: f32 loc("jit(step)/mul"(#loc105))):
      %167 = arith.mulf %in, %cst_0 : f32 loc(#loc171)
      linalg.yield %167 : f32 loc(#loc171)
    } -> tensor<64x64xf32> loc(#loc171)
    %148 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg6, %147 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%54 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("params[3][0]"), %in_12: f32 loc("jit(step)/mul"(#loc105)), %out: f32 loc("jit(step)/sub"(#loc106))):
      %167 = arith.subf %in, %in_12 : f32 loc(#loc172)
      linalg.yield %167 : f32 loc(#loc172)
    } -> tensor<64x64xf32> loc(#loc172)
    %149 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%98 : tensor<64xf32>) outs(%48 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/jvp(layers.3)/checkpoint/reduce_sum"(#loc96)), %out: f32 loc("jit(step)/mul"(#loc105))):
      %167 = arith.mulf %in, %cst_0 : f32 loc(#loc171)
      linalg.yield %167 : f32 loc(#loc171)
    } -> tensor<64xf32> loc(#loc171)
    %150 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%arg7, %149 : tensor<64xf32>, tensor<64xf32>) outs(%48 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("params[3][1]"), %in_12: f32 loc("jit(step)/mul"(#loc105)), %out: f32 loc("jit(step)/sub"(#loc106))):
      %167 = arith.subf %in, %in_12 : f32 loc(#loc172)
      linalg.yield %167 : f32 loc(#loc172)
    } -> tensor<64xf32> loc(#loc172)
    %151 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%90 : tensor<64x64xf32>) outs(%54 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.4))/jvp(layers.4)/checkpoint/transpose"(#loc97)), %out: f32 loc("jit(step)/mul"(#loc105))):
      %167 = arith.mulf %in, %cst_0 : f32 loc(#loc171)
      linalg.yield %167 : f32 loc(#loc171)
    } -> tensor<64x64xf32> loc(#loc171)
    %152 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg8, %151 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%54 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("params[4][0]"), %in_12: f32 loc("jit(step)/mul"(#loc105)), %out: f32 loc("jit(step)/sub"(#loc106))):
      %167 = arith.subf %in, %in_12 : f32 loc(#loc172)
      linalg.yield %167 : f32 loc(#loc172)
    } -> tensor<64x64xf32> loc(#loc172)
    %153 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%87 : tensor<64xf32>) outs(%48 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.4))/jvp(layers.4)/checkpoint/reduce_sum"(#loc96)), %out: f32 loc("jit(step)/mul"(#loc105))):
      %167 = arith.mulf %in, %cst_0 : f32 loc(#loc171)
      linalg.yield %167 : f32 loc(#loc171)
    } -> tensor<64xf32> loc(#loc171)
    %154 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%arg9, %153 : tensor<64xf32>, tensor<64xf32>) outs(%48 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("params[4][1]"), %in_12: f32 loc("jit(step)/mul"(#loc105)), %out: f32 loc("jit(step)/sub"(#loc106))):
      %167 = arith.subf %in, %in_12 : f32 loc(#loc172)
      linalg.yield %167 : f32 loc(#loc172)
    } -> tensor<64xf32> loc(#loc172)
    %155 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%79 : tensor<64x64xf32>) outs(%54 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.5))/jvp(layers.5)/checkpoint/transpose"(#loc97)), %out: f32 loc("jit(step)/mul"(#loc105))):
      %167 = arith.mulf %in, %cst_0 : f32 loc(#loc171)
      linalg.yield %167 : f32 loc(#loc171)
    } -> tensor<64x64xf32> loc(#loc171)
    %156 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg10, %155 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%54 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("params[5][0]"), %in_12: f32 loc("jit(step)/mul"(#loc105)), %out: f32 loc("jit(step)/sub"(#loc106))):
      %167 = arith.subf %in, %in_12 : f32 loc(#loc172)
      linalg.yield %167 : f32 loc(#loc172)
    } -> tensor<64x64xf32> loc(#loc172)
    %157 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%76 : tensor<64xf32>) outs(%48 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.5))/jvp(layers.5)/checkpoint/reduce_sum"(#loc96)), %out: f32 loc("jit(step)/mul"(#loc105))):
      %167 = arith.mulf %in, %cst_0 : f32 loc(#loc171)
      linalg.yield %167 : f32 loc(#loc171)
    } -> tensor<64xf32> loc(#loc171)
    %158 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%arg11, %157 : tensor<64xf32>, tensor<64xf32>) outs(%48 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("params[5][1]"), %in_12: f32 loc("jit(step)/mul"(#loc105)), %out: f32 loc("jit(step)/sub"(#loc106))):
      %167 = arith.subf %in, %in_12 : f32 loc(#loc172)
      linalg.yield %167 : f32 loc(#loc172)
    } -> tensor<64xf32> loc(#loc172)
    %159 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%68 : tensor<64x64xf32>) outs(%54 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.6))/jvp(layers.6)/checkpoint/transpose"(#loc97)), %out: f32 loc("jit(step)/mul"(#loc105))):
      %167 = arith.mulf %in, %cst_0 : f32 loc(#loc171)
      linalg.yield %167 : f32 loc(#loc171)
    } -> tensor<64x64xf32> loc(#loc171)
    %160 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg12, %159 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%54 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("params[6][0]"), %in_12: f32 loc("jit(step)/mul"(#loc105)), %out: f32 loc("jit(step)/sub"(#loc106))):
      %167 = arith.subf %in, %in_12 : f32 loc(#loc172)
      linalg.yield %167 : f32 loc(#loc172)
    } -> tensor<64x64xf32> loc(#loc172)
    %161 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%65 : tensor<64xf32>) outs(%48 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.6))/jvp(layers.6)/checkpoint/reduce_sum"(#loc96)), %out: f32 loc("jit(step)/mul"(#loc105))):
      %167 = arith.mulf %in, %cst_0 : f32 loc(#loc171)
      linalg.yield %167 : f32 loc(#loc171)
    } -> tensor<64xf32> loc(#loc171)
    %162 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%arg13, %161 : tensor<64xf32>, tensor<64xf32>) outs(%48 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("params[6][1]"), %in_12: f32 loc("jit(step)/mul"(#loc105)), %out: f32 loc("jit(step)/sub"(#loc106))):
      %167 = arith.subf %in, %in_12 : f32 loc(#loc172)
      linalg.yield %167 : f32 loc(#loc172)
    } -> tensor<64xf32> loc(#loc172)
    %163 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%57 : tensor<64x64xf32>) outs(%54 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.7))/jvp(layers.7)/checkpoint/transpose"(#loc97)), %out: f32 loc("jit(step)/mul"(#loc105))):
      %167 = arith.mulf %in, %cst_0 : f32 loc(#loc171)
      linalg.yield %167 : f32 loc(#loc171)
    } -> tensor<64x64xf32> loc(#loc171)
    %164 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg14, %163 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%54 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("params[7][0]"), %in_12: f32 loc("jit(step)/mul"(#loc105)), %out: f32 loc("jit(step)/sub"(#loc106))):
      %167 = arith.subf %in, %in_12 : f32 loc(#loc172)
      linalg.yield %167 : f32 loc(#loc172)
    } -> tensor<64x64xf32> loc(#loc172)
    %165 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%51 : tensor<64xf32>) outs(%48 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.7))/jvp(layers.7)/checkpoint/reduce_sum"(#loc96)), %out: f32 loc("jit(step)/mul"(#loc105))):
      %167 = arith.mulf %in, %cst_0 : f32 loc(#loc171)
      linalg.yield %167 : f32 loc(#loc171)
    } -> tensor<64xf32> loc(#loc171)
    %166 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%arg15, %165 : tensor<64xf32>, tensor<64xf32>) outs(%48 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("params[7][1]"), %in_12: f32 loc("jit(step)/mul"(#loc105)), %out: f32 loc("jit(step)/sub"(#loc106))):
      %167 = arith.subf %in, %in_12 : f32 loc(#loc172)
      linalg.yield %167 : f32 loc(#loc172)
    } -> tensor<64xf32> loc(#loc172)
    return %40, %136, %138, %140, %142, %144, %146, %148, %150, %152, %154, %156, %158, %160, %162, %164, %166 : tensor<f32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32> loc(#loc56)
  } loc(#loc)
} loc(#loc)
#loc = loc(unknown)
#loc56 = loc("jit(step)"(#loc50))
#loc112 = loc("jit(step)/transpose(jvp(layers.7))/jvp(layers.7)/checkpoint/reshape"(#loc96))
#loc120 = loc("jit(step)/transpose(jvp(layers.6))/jvp(layers.6)/checkpoint/reshape"(#loc96))
#loc128 = loc("jit(step)/transpose(jvp(layers.5))/jvp(layers.5)/checkpoint/reshape"(#loc96))
#loc136 = loc("jit(step)/transpose(jvp(layers.4))/jvp(layers.4)/checkpoint/reshape"(#loc96))
#loc144 = loc("jit(step)/transpose(jvp(layers.3))/jvp(layers.3)/checkpoint/reshape"(#loc96))
#loc152 = loc("jit(step)/transpose(jvp(layers.2))/jvp(layers.2)/checkpoint/reshape"(#loc96))
#loc160 = loc("jit(step)/transpose(jvp(layers.1))/jvp(layers.1)/checkpoint/reshape"(#loc96))
#loc168 = loc("jit(step)/transpose(jvp(layers.0))/jvp(layers.0)/checkpoint/reshape"(#loc96))

