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
#loc17 = loc("params[8][0]")
#loc18 = loc("params[8][1]")
#loc19 = loc("params[9][0]")
#loc20 = loc("params[9][1]")
#loc21 = loc("params[10][0]")
#loc22 = loc("params[10][1]")
#loc23 = loc("params[11][0]")
#loc24 = loc("params[11][1]")
#loc25 = loc("params[12][0]")
#loc26 = loc("params[12][1]")
#loc27 = loc("params[13][0]")
#loc28 = loc("params[13][1]")
#loc29 = loc("params[14][0]")
#loc30 = loc("params[14][1]")
#loc31 = loc("params[15][0]")
#loc32 = loc("params[15][1]")
#loc33 = loc("x")
#loc34 = loc("y")
#loc35 = loc("examples/jax/models.py":94:24 to :36)
#loc36 = loc("examples/jax/models.py":97:15 to :53)
#loc37 = loc("examples/jax/generate.py":36:11 to :43)
#loc38 = loc("examples/jax/generate.py":47:15 to :30)
#loc39 = loc("examples/jax/generate.py":63:4 to :10)
#loc40 = loc("examples/jax/models.py":87:24 to :29)
#loc41 = loc("examples/jax/models.py":93:20 to :51)
#loc42 = loc("examples/jax/models.py":87:24 to :33)
#loc43 = loc("examples/jax/models.py":87:15 to :34)
#loc44 = loc("examples/jax/models.py":94:25 to :30)
#loc45 = loc("examples/jax/models.py":94:15 to :37)
#loc46 = loc("examples/jax/models.py":60:41 to :47)
#loc47 = loc("examples/jax/models.py":60:11 to :63)
#loc48 = loc("examples/jax/models.py":98:18 to :33)
#loc49 = loc("examples/jax/models.py":60:37 to :47)
#map = affine_map<(d0, d1) -> (d1)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1) -> ()>
#map3 = affine_map<() -> ()>
#map4 = affine_map<(d0, d1) -> (d1, d0)>
#map5 = affine_map<(d0, d1) -> (d0)>
#map6 = affine_map<(d0) -> (d0)>
#loc50 = loc("make_mlp.<locals>.loss"(#loc35))
#loc51 = loc("make_mlp.<locals>.step"(#loc36))
#loc52 = loc("stablehlo"(#loc37))
#loc53 = loc("main"(#loc38))
#loc54 = loc("<module>"(#loc39))
#loc55 = loc("make_mlp.<locals>.block"(#loc40))
#loc56 = loc("make_mlp.<locals>.loss"(#loc41))
#loc57 = loc("make_mlp.<locals>.block"(#loc42))
#loc58 = loc("make_mlp.<locals>.block"(#loc43))
#loc59 = loc("make_mlp.<locals>.loss"(#loc44))
#loc60 = loc("make_mlp.<locals>.loss"(#loc45))
#loc61 = loc("_sgd.<locals>.<lambda>"(#loc46))
#loc62 = loc("_sgd"(#loc47))
#loc63 = loc("make_mlp.<locals>.step"(#loc48))
#loc64 = loc("_sgd.<locals>.<lambda>"(#loc49))
#loc65 = loc(callsite(#loc53 at #loc54))
#loc66 = loc(callsite(#loc52 at #loc65))
#loc67 = loc(callsite(#loc51 at #loc66))
#loc68 = loc(callsite(#loc63 at #loc66))
#loc70 = loc(callsite(#loc50 at #loc67))
#loc71 = loc(callsite(#loc56 at #loc67))
#loc72 = loc(callsite(#loc59 at #loc67))
#loc73 = loc(callsite(#loc60 at #loc67))
#loc74 = loc(callsite(#loc62 at #loc68))
#loc75 = loc("jit(step)/jvp()/mul"(#loc70))
#loc76 = loc(callsite(#loc55 at #loc71))
#loc77 = loc(callsite(#loc57 at #loc71))
#loc78 = loc(callsite(#loc58 at #loc71))
#loc79 = loc("jit(step)/jvp()/sub"(#loc72))
#loc80 = loc("jit(step)/jvp()/integer_pow"(#loc70))
#loc81 = loc("jit(step)/jvp()/reduce_sum"(#loc73))
#loc82 = loc("jit(step)/jvp()/div"(#loc73))
#loc83 = loc("jit(step)/transpose(jvp())/div"(#loc73))
#loc84 = loc("jit(step)/transpose(jvp())/broadcast_in_dim"(#loc73))
#loc85 = loc("jit(step)/transpose(jvp())/mul"(#loc70))
#loc86 = loc(callsite(#loc61 at #loc74))
#loc87 = loc(callsite(#loc64 at #loc74))
#loc88 = loc("jit(step)/jvp(layers.0)/dot_general"(#loc76))
#loc89 = loc("jit(step)/jvp(layers.0)/add"(#loc77))
#loc90 = loc("jit(step)/jvp(layers.0)/tanh"(#loc78))
#loc91 = loc("jit(step)/jvp(layers.0)/sub"(#loc78))
#loc92 = loc("jit(step)/jvp(layers.1)/dot_general"(#loc76))
#loc93 = loc("jit(step)/jvp(layers.1)/add"(#loc77))
#loc94 = loc("jit(step)/jvp(layers.1)/tanh"(#loc78))
#loc95 = loc("jit(step)/jvp(layers.1)/sub"(#loc78))
#loc96 = loc("jit(step)/jvp(layers.2)/dot_general"(#loc76))
#loc97 = loc("jit(step)/jvp(layers.2)/add"(#loc77))
#loc98 = loc("jit(step)/jvp(layers.2)/tanh"(#loc78))
#loc99 = loc("jit(step)/jvp(layers.2)/sub"(#loc78))
#loc100 = loc("jit(step)/jvp(layers.3)/dot_general"(#loc76))
#loc101 = loc("jit(step)/jvp(layers.3)/add"(#loc77))
#loc102 = loc("jit(step)/jvp(layers.3)/tanh"(#loc78))
#loc103 = loc("jit(step)/jvp(layers.3)/sub"(#loc78))
#loc104 = loc("jit(step)/jvp(layers.4)/dot_general"(#loc76))
#loc105 = loc("jit(step)/jvp(layers.4)/add"(#loc77))
#loc106 = loc("jit(step)/jvp(layers.4)/tanh"(#loc78))
#loc107 = loc("jit(step)/jvp(layers.4)/sub"(#loc78))
#loc108 = loc("jit(step)/jvp(layers.5)/dot_general"(#loc76))
#loc109 = loc("jit(step)/jvp(layers.5)/add"(#loc77))
#loc110 = loc("jit(step)/jvp(layers.5)/tanh"(#loc78))
#loc111 = loc("jit(step)/jvp(layers.5)/sub"(#loc78))
#loc112 = loc("jit(step)/jvp(layers.6)/dot_general"(#loc76))
#loc113 = loc("jit(step)/jvp(layers.6)/add"(#loc77))
#loc114 = loc("jit(step)/jvp(layers.6)/tanh"(#loc78))
#loc115 = loc("jit(step)/jvp(layers.6)/sub"(#loc78))
#loc116 = loc("jit(step)/jvp(layers.7)/dot_general"(#loc76))
#loc117 = loc("jit(step)/jvp(layers.7)/add"(#loc77))
#loc118 = loc("jit(step)/jvp(layers.7)/tanh"(#loc78))
#loc119 = loc("jit(step)/jvp(layers.7)/sub"(#loc78))
#loc120 = loc("jit(step)/jvp(layers.8)/dot_general"(#loc76))
#loc121 = loc("jit(step)/jvp(layers.8)/add"(#loc77))
#loc122 = loc("jit(step)/jvp(layers.8)/tanh"(#loc78))
#loc123 = loc("jit(step)/jvp(layers.8)/sub"(#loc78))
#loc124 = loc("jit(step)/jvp(layers.9)/dot_general"(#loc76))
#loc125 = loc("jit(step)/jvp(layers.9)/add"(#loc77))
#loc126 = loc("jit(step)/jvp(layers.9)/tanh"(#loc78))
#loc127 = loc("jit(step)/jvp(layers.9)/sub"(#loc78))
#loc128 = loc("jit(step)/jvp(layers.10)/dot_general"(#loc76))
#loc129 = loc("jit(step)/jvp(layers.10)/add"(#loc77))
#loc130 = loc("jit(step)/jvp(layers.10)/tanh"(#loc78))
#loc131 = loc("jit(step)/jvp(layers.10)/sub"(#loc78))
#loc132 = loc("jit(step)/jvp(layers.11)/dot_general"(#loc76))
#loc133 = loc("jit(step)/jvp(layers.11)/add"(#loc77))
#loc134 = loc("jit(step)/jvp(layers.11)/tanh"(#loc78))
#loc135 = loc("jit(step)/jvp(layers.11)/sub"(#loc78))
#loc136 = loc("jit(step)/jvp(layers.12)/dot_general"(#loc76))
#loc137 = loc("jit(step)/jvp(layers.12)/add"(#loc77))
#loc138 = loc("jit(step)/jvp(layers.12)/tanh"(#loc78))
#loc139 = loc("jit(step)/jvp(layers.12)/sub"(#loc78))
#loc140 = loc("jit(step)/jvp(layers.13)/dot_general"(#loc76))
#loc141 = loc("jit(step)/jvp(layers.13)/add"(#loc77))
#loc142 = loc("jit(step)/jvp(layers.13)/tanh"(#loc78))
#loc143 = loc("jit(step)/jvp(layers.13)/sub"(#loc78))
#loc144 = loc("jit(step)/jvp(layers.14)/dot_general"(#loc76))
#loc145 = loc("jit(step)/jvp(layers.14)/add"(#loc77))
#loc146 = loc("jit(step)/jvp(layers.14)/tanh"(#loc78))
#loc147 = loc("jit(step)/jvp(layers.14)/sub"(#loc78))
#loc148 = loc("jit(step)/jvp(layers.15)/dot_general"(#loc76))
#loc149 = loc("jit(step)/jvp(layers.15)/add"(#loc77))
#loc150 = loc("jit(step)/jvp(layers.15)/tanh"(#loc78))
#loc151 = loc("jit(step)/jvp(layers.15)/sub"(#loc78))
#loc152 = loc("jit(step)/transpose(jvp(layers.15))/mul"(#loc78))
#loc153 = loc("jit(step)/transpose(jvp(layers.15))/add_any"(#loc78))
#loc154 = loc("jit(step)/transpose(jvp(layers.15))/reduce_sum"(#loc77))
#loc156 = loc("jit(step)/transpose(jvp(layers.15))/dot_general"(#loc76))
#loc157 = loc("jit(step)/transpose(jvp(layers.15))/transpose"(#loc76))
#loc158 = loc("jit(step)/transpose(jvp(layers.14))/mul"(#loc78))
#loc159 = loc("jit(step)/transpose(jvp(layers.14))/add_any"(#loc78))
#loc160 = loc("jit(step)/transpose(jvp(layers.14))/reduce_sum"(#loc77))
#loc162 = loc("jit(step)/transpose(jvp(layers.14))/dot_general"(#loc76))
#loc163 = loc("jit(step)/transpose(jvp(layers.14))/transpose"(#loc76))
#loc164 = loc("jit(step)/transpose(jvp(layers.13))/mul"(#loc78))
#loc165 = loc("jit(step)/transpose(jvp(layers.13))/add_any"(#loc78))
#loc166 = loc("jit(step)/transpose(jvp(layers.13))/reduce_sum"(#loc77))
#loc168 = loc("jit(step)/transpose(jvp(layers.13))/dot_general"(#loc76))
#loc169 = loc("jit(step)/transpose(jvp(layers.13))/transpose"(#loc76))
#loc170 = loc("jit(step)/transpose(jvp(layers.12))/mul"(#loc78))
#loc171 = loc("jit(step)/transpose(jvp(layers.12))/add_any"(#loc78))
#loc172 = loc("jit(step)/transpose(jvp(layers.12))/reduce_sum"(#loc77))
#loc174 = loc("jit(step)/transpose(jvp(layers.12))/dot_general"(#loc76))
#loc175 = loc("jit(step)/transpose(jvp(layers.12))/transpose"(#loc76))
#loc176 = loc("jit(step)/transpose(jvp(layers.11))/mul"(#loc78))
#loc177 = loc("jit(step)/transpose(jvp(layers.11))/add_any"(#loc78))
#loc178 = loc("jit(step)/transpose(jvp(layers.11))/reduce_sum"(#loc77))
#loc180 = loc("jit(step)/transpose(jvp(layers.11))/dot_general"(#loc76))
#loc181 = loc("jit(step)/transpose(jvp(layers.11))/transpose"(#loc76))
#loc182 = loc("jit(step)/transpose(jvp(layers.10))/mul"(#loc78))
#loc183 = loc("jit(step)/transpose(jvp(layers.10))/add_any"(#loc78))
#loc184 = loc("jit(step)/transpose(jvp(layers.10))/reduce_sum"(#loc77))
#loc186 = loc("jit(step)/transpose(jvp(layers.10))/dot_general"(#loc76))
#loc187 = loc("jit(step)/transpose(jvp(layers.10))/transpose"(#loc76))
#loc188 = loc("jit(step)/transpose(jvp(layers.9))/mul"(#loc78))
#loc189 = loc("jit(step)/transpose(jvp(layers.9))/add_any"(#loc78))
#loc190 = loc("jit(step)/transpose(jvp(layers.9))/reduce_sum"(#loc77))
#loc192 = loc("jit(step)/transpose(jvp(layers.9))/dot_general"(#loc76))
#loc193 = loc("jit(step)/transpose(jvp(layers.9))/transpose"(#loc76))
#loc194 = loc("jit(step)/transpose(jvp(layers.8))/mul"(#loc78))
#loc195 = loc("jit(step)/transpose(jvp(layers.8))/add_any"(#loc78))
#loc196 = loc("jit(step)/transpose(jvp(layers.8))/reduce_sum"(#loc77))
#loc198 = loc("jit(step)/transpose(jvp(layers.8))/dot_general"(#loc76))
#loc199 = loc("jit(step)/transpose(jvp(layers.8))/transpose"(#loc76))
#loc200 = loc("jit(step)/transpose(jvp(layers.7))/mul"(#loc78))
#loc201 = loc("jit(step)/transpose(jvp(layers.7))/add_any"(#loc78))
#loc202 = loc("jit(step)/transpose(jvp(layers.7))/reduce_sum"(#loc77))
#loc204 = loc("jit(step)/transpose(jvp(layers.7))/dot_general"(#loc76))
#loc205 = loc("jit(step)/transpose(jvp(layers.7))/transpose"(#loc76))
#loc206 = loc("jit(step)/transpose(jvp(layers.6))/mul"(#loc78))
#loc207 = loc("jit(step)/transpose(jvp(layers.6))/add_any"(#loc78))
#loc208 = loc("jit(step)/transpose(jvp(layers.6))/reduce_sum"(#loc77))
#loc210 = loc("jit(step)/transpose(jvp(layers.6))/dot_general"(#loc76))
#loc211 = loc("jit(step)/transpose(jvp(layers.6))/transpose"(#loc76))
#loc212 = loc("jit(step)/transpose(jvp(layers.5))/mul"(#loc78))
#loc213 = loc("jit(step)/transpose(jvp(layers.5))/add_any"(#loc78))
#loc214 = loc("jit(step)/transpose(jvp(layers.5))/reduce_sum"(#loc77))
#loc216 = loc("jit(step)/transpose(jvp(layers.5))/dot_general"(#loc76))
#loc217 = loc("jit(step)/transpose(jvp(layers.5))/transpose"(#loc76))
#loc218 = loc("jit(step)/transpose(jvp(layers.4))/mul"(#loc78))
#loc219 = loc("jit(step)/transpose(jvp(layers.4))/add_any"(#loc78))
#loc220 = loc("jit(step)/transpose(jvp(layers.4))/reduce_sum"(#loc77))
#loc222 = loc("jit(step)/transpose(jvp(layers.4))/dot_general"(#loc76))
#loc223 = loc("jit(step)/transpose(jvp(layers.4))/transpose"(#loc76))
#loc224 = loc("jit(step)/transpose(jvp(layers.3))/mul"(#loc78))
#loc225 = loc("jit(step)/transpose(jvp(layers.3))/add_any"(#loc78))
#loc226 = loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc77))
#loc228 = loc("jit(step)/transpose(jvp(layers.3))/dot_general"(#loc76))
#loc229 = loc("jit(step)/transpose(jvp(layers.3))/transpose"(#loc76))
#loc230 = loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc78))
#loc231 = loc("jit(step)/transpose(jvp(layers.2))/add_any"(#loc78))
#loc232 = loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc77))
#loc234 = loc("jit(step)/transpose(jvp(layers.2))/dot_general"(#loc76))
#loc235 = loc("jit(step)/transpose(jvp(layers.2))/transpose"(#loc76))
#loc236 = loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc78))
#loc237 = loc("jit(step)/transpose(jvp(layers.1))/add_any"(#loc78))
#loc238 = loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc77))
#loc240 = loc("jit(step)/transpose(jvp(layers.1))/dot_general"(#loc76))
#loc241 = loc("jit(step)/transpose(jvp(layers.1))/transpose"(#loc76))
#loc242 = loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc78))
#loc243 = loc("jit(step)/transpose(jvp(layers.0))/add_any"(#loc78))
#loc244 = loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc77))
#loc246 = loc("jit(step)/transpose(jvp(layers.0))/dot_general"(#loc76))
#loc247 = loc("jit(step)/transpose(jvp(layers.0))/transpose"(#loc76))
#loc248 = loc("jit(step)/mul"(#loc86))
#loc249 = loc("jit(step)/sub"(#loc87))
module @jit_step {
  func.func @main(%arg0: tensor<64x64xf32> loc("params[0][0]"), %arg1: tensor<64xf32> loc("params[0][1]"), %arg2: tensor<64x64xf32> loc("params[1][0]"), %arg3: tensor<64xf32> loc("params[1][1]"), %arg4: tensor<64x64xf32> loc("params[2][0]"), %arg5: tensor<64xf32> loc("params[2][1]"), %arg6: tensor<64x64xf32> loc("params[3][0]"), %arg7: tensor<64xf32> loc("params[3][1]"), %arg8: tensor<64x64xf32> loc("params[4][0]"), %arg9: tensor<64xf32> loc("params[4][1]"), %arg10: tensor<64x64xf32> loc("params[5][0]"), %arg11: tensor<64xf32> loc("params[5][1]"), %arg12: tensor<64x64xf32> loc("params[6][0]"), %arg13: tensor<64xf32> loc("params[6][1]"), %arg14: tensor<64x64xf32> loc("params[7][0]"), %arg15: tensor<64xf32> loc("params[7][1]"), %arg16: tensor<64x64xf32> loc("params[8][0]"), %arg17: tensor<64xf32> loc("params[8][1]"), %arg18: tensor<64x64xf32> loc("params[9][0]"), %arg19: tensor<64xf32> loc("params[9][1]"), %arg20: tensor<64x64xf32> loc("params[10][0]"), %arg21: tensor<64xf32> loc("params[10][1]"), %arg22: tensor<64x64xf32> loc("params[11][0]"), %arg23: tensor<64xf32> loc("params[11][1]"), %arg24: tensor<64x64xf32> loc("params[12][0]"), %arg25: tensor<64xf32> loc("params[12][1]"), %arg26: tensor<64x64xf32> loc("params[13][0]"), %arg27: tensor<64xf32> loc("params[13][1]"), %arg28: tensor<64x64xf32> loc("params[14][0]"), %arg29: tensor<64xf32> loc("params[14][1]"), %arg30: tensor<64x64xf32> loc("params[15][0]"), %arg31: tensor<64xf32> loc("params[15][1]"), %arg32: tensor<512x64xf32> loc("x"), %arg33: tensor<512x64xf32> loc("y")) -> (tensor<f32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>) {
    %cst = arith.constant 3.05175781E-5 : f32 loc(#loc)
    %cst_0 = arith.constant 5.000000e-02 : f32 loc(#loc)
    %cst_1 = arith.constant 3.276800e+04 : f32 loc(#loc)
    %cst_2 = arith.constant 2.000000e+00 : f32 loc(#loc75)
    %cst_3 = arith.constant 1.000000e+00 : f32 loc(#loc)
    %cst_4 = arith.constant 0.000000e+00 : f32 loc(#loc)
    %0 = tensor.empty() : tensor<512x64xf32> loc(#loc88)
    %1 = linalg.fill ins(%cst_4 : f32) outs(%0 : tensor<512x64xf32>) -> tensor<512x64xf32> loc(#loc88)
    %2 = linalg.matmul ins(%arg32, %arg0 : tensor<512x64xf32>, tensor<64x64xf32>) outs(%1 : tensor<512x64xf32>) -> tensor<512x64xf32> loc(#loc88)
    %3 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("params[0][1]"), %out: f32 loc("jit(step)/jvp(layers.0)/add"(#loc77))):
      linalg.yield %in : f32 loc(#loc89)
    } -> tensor<512x64xf32> loc(#loc89)
    %4 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%2, %3 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/dot_general"(#loc76)), %in_20: f32 loc("jit(step)/jvp(layers.0)/add"(#loc77)), %out: f32 loc("jit(step)/jvp(layers.0)/add"(#loc77))):
      %319 = arith.addf %in, %in_20 : f32 loc(#loc89)
      linalg.yield %319 : f32 loc(#loc89)
    } -> tensor<512x64xf32> loc(#loc89)
    %5 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%4 : tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/add"(#loc77)), %out: f32 loc("jit(step)/jvp(layers.0)/tanh"(#loc78))):
      %319 = math.tanh %in : f32 loc(#loc90)
      linalg.yield %319 : f32 loc(#loc90)
    } -> tensor<512x64xf32> loc(#loc90)
    %6 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%5 : tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/tanh"(#loc78)), %out: f32 loc("jit(step)/jvp(layers.0)/sub"(#loc78))):
      %319 = arith.subf %cst_3, %in : f32 loc(#loc91)
      linalg.yield %319 : f32 loc(#loc91)
    } -> tensor<512x64xf32> loc(#loc91)
    %7 = linalg.matmul ins(%5, %arg2 : tensor<512x64xf32>, tensor<64x64xf32>) outs(%1 : tensor<512x64xf32>) -> tensor<512x64xf32> loc(#loc92)
    %8 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg3 : tensor<64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("params[1][1]"), %out: f32 loc("jit(step)/jvp(layers.1)/add"(#loc77))):
      linalg.yield %in : f32 loc(#loc93)
    } -> tensor<512x64xf32> loc(#loc93)
    %9 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%7, %8 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/dot_general"(#loc76)), %in_20: f32 loc("jit(step)/jvp(layers.1)/add"(#loc77)), %out: f32 loc("jit(step)/jvp(layers.1)/add"(#loc77))):
      %319 = arith.addf %in, %in_20 : f32 loc(#loc93)
      linalg.yield %319 : f32 loc(#loc93)
    } -> tensor<512x64xf32> loc(#loc93)
    %10 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%9 : tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/add"(#loc77)), %out: f32 loc("jit(step)/jvp(layers.1)/tanh"(#loc78))):
      %319 = math.tanh %in : f32 loc(#loc94)
      linalg.yield %319 : f32 loc(#loc94)
    } -> tensor<512x64xf32> loc(#loc94)
    %11 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%10 : tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/tanh"(#loc78)), %out: f32 loc("jit(step)/jvp(layers.1)/sub"(#loc78))):
      %319 = arith.subf %cst_3, %in : f32 loc(#loc95)
      linalg.yield %319 : f32 loc(#loc95)
    } -> tensor<512x64xf32> loc(#loc95)
    %12 = linalg.matmul ins(%10, %arg4 : tensor<512x64xf32>, tensor<64x64xf32>) outs(%1 : tensor<512x64xf32>) -> tensor<512x64xf32> loc(#loc96)
    %13 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("params[2][1]"), %out: f32 loc("jit(step)/jvp(layers.2)/add"(#loc77))):
      linalg.yield %in : f32 loc(#loc97)
    } -> tensor<512x64xf32> loc(#loc97)
    %14 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%12, %13 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/dot_general"(#loc76)), %in_20: f32 loc("jit(step)/jvp(layers.2)/add"(#loc77)), %out: f32 loc("jit(step)/jvp(layers.2)/add"(#loc77))):
      %319 = arith.addf %in, %in_20 : f32 loc(#loc97)
      linalg.yield %319 : f32 loc(#loc97)
    } -> tensor<512x64xf32> loc(#loc97)
    %15 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%14 : tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/add"(#loc77)), %out: f32 loc("jit(step)/jvp(layers.2)/tanh"(#loc78))):
      %319 = math.tanh %in : f32 loc(#loc98)
      linalg.yield %319 : f32 loc(#loc98)
    } -> tensor<512x64xf32> loc(#loc98)
    %16 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%15 : tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/tanh"(#loc78)), %out: f32 loc("jit(step)/jvp(layers.2)/sub"(#loc78))):
      %319 = arith.subf %cst_3, %in : f32 loc(#loc99)
      linalg.yield %319 : f32 loc(#loc99)
    } -> tensor<512x64xf32> loc(#loc99)
    %17 = linalg.matmul ins(%15, %arg6 : tensor<512x64xf32>, tensor<64x64xf32>) outs(%1 : tensor<512x64xf32>) -> tensor<512x64xf32> loc(#loc100)
    %18 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("params[3][1]"), %out: f32 loc("jit(step)/jvp(layers.3)/add"(#loc77))):
      linalg.yield %in : f32 loc(#loc101)
    } -> tensor<512x64xf32> loc(#loc101)
    %19 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%17, %18 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.3)/dot_general"(#loc76)), %in_20: f32 loc("jit(step)/jvp(layers.3)/add"(#loc77)), %out: f32 loc("jit(step)/jvp(layers.3)/add"(#loc77))):
      %319 = arith.addf %in, %in_20 : f32 loc(#loc101)
      linalg.yield %319 : f32 loc(#loc101)
    } -> tensor<512x64xf32> loc(#loc101)
    %20 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%19 : tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.3)/add"(#loc77)), %out: f32 loc("jit(step)/jvp(layers.3)/tanh"(#loc78))):
      %319 = math.tanh %in : f32 loc(#loc102)
      linalg.yield %319 : f32 loc(#loc102)
    } -> tensor<512x64xf32> loc(#loc102)
    %21 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%20 : tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.3)/tanh"(#loc78)), %out: f32 loc("jit(step)/jvp(layers.3)/sub"(#loc78))):
      %319 = arith.subf %cst_3, %in : f32 loc(#loc103)
      linalg.yield %319 : f32 loc(#loc103)
    } -> tensor<512x64xf32> loc(#loc103)
    %22 = linalg.matmul ins(%20, %arg8 : tensor<512x64xf32>, tensor<64x64xf32>) outs(%1 : tensor<512x64xf32>) -> tensor<512x64xf32> loc(#loc104)
    %23 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg9 : tensor<64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("params[4][1]"), %out: f32 loc("jit(step)/jvp(layers.4)/add"(#loc77))):
      linalg.yield %in : f32 loc(#loc105)
    } -> tensor<512x64xf32> loc(#loc105)
    %24 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%22, %23 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.4)/dot_general"(#loc76)), %in_20: f32 loc("jit(step)/jvp(layers.4)/add"(#loc77)), %out: f32 loc("jit(step)/jvp(layers.4)/add"(#loc77))):
      %319 = arith.addf %in, %in_20 : f32 loc(#loc105)
      linalg.yield %319 : f32 loc(#loc105)
    } -> tensor<512x64xf32> loc(#loc105)
    %25 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%24 : tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.4)/add"(#loc77)), %out: f32 loc("jit(step)/jvp(layers.4)/tanh"(#loc78))):
      %319 = math.tanh %in : f32 loc(#loc106)
      linalg.yield %319 : f32 loc(#loc106)
    } -> tensor<512x64xf32> loc(#loc106)
    %26 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%25 : tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.4)/tanh"(#loc78)), %out: f32 loc("jit(step)/jvp(layers.4)/sub"(#loc78))):
      %319 = arith.subf %cst_3, %in : f32 loc(#loc107)
      linalg.yield %319 : f32 loc(#loc107)
    } -> tensor<512x64xf32> loc(#loc107)
    %27 = linalg.matmul ins(%25, %arg10 : tensor<512x64xf32>, tensor<64x64xf32>) outs(%1 : tensor<512x64xf32>) -> tensor<512x64xf32> loc(#loc108)
    %28 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg11 : tensor<64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("params[5][1]"), %out: f32 loc("jit(step)/jvp(layers.5)/add"(#loc77))):
      linalg.yield %in : f32 loc(#loc109)
    } -> tensor<512x64xf32> loc(#loc109)
    %29 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%27, %28 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.5)/dot_general"(#loc76)), %in_20: f32 loc("jit(step)/jvp(layers.5)/add"(#loc77)), %out: f32 loc("jit(step)/jvp(layers.5)/add"(#loc77))):
      %319 = arith.addf %in, %in_20 : f32 loc(#loc109)
      linalg.yield %319 : f32 loc(#loc109)
    } -> tensor<512x64xf32> loc(#loc109)
    %30 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%29 : tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.5)/add"(#loc77)), %out: f32 loc("jit(step)/jvp(layers.5)/tanh"(#loc78))):
      %319 = math.tanh %in : f32 loc(#loc110)
      linalg.yield %319 : f32 loc(#loc110)
    } -> tensor<512x64xf32> loc(#loc110)
    %31 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%30 : tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.5)/tanh"(#loc78)), %out: f32 loc("jit(step)/jvp(layers.5)/sub"(#loc78))):
      %319 = arith.subf %cst_3, %in : f32 loc(#loc111)
      linalg.yield %319 : f32 loc(#loc111)
    } -> tensor<512x64xf32> loc(#loc111)
    %32 = linalg.matmul ins(%30, %arg12 : tensor<512x64xf32>, tensor<64x64xf32>) outs(%1 : tensor<512x64xf32>) -> tensor<512x64xf32> loc(#loc112)
    %33 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg13 : tensor<64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("params[6][1]"), %out: f32 loc("jit(step)/jvp(layers.6)/add"(#loc77))):
      linalg.yield %in : f32 loc(#loc113)
    } -> tensor<512x64xf32> loc(#loc113)
    %34 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%32, %33 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.6)/dot_general"(#loc76)), %in_20: f32 loc("jit(step)/jvp(layers.6)/add"(#loc77)), %out: f32 loc("jit(step)/jvp(layers.6)/add"(#loc77))):
      %319 = arith.addf %in, %in_20 : f32 loc(#loc113)
      linalg.yield %319 : f32 loc(#loc113)
    } -> tensor<512x64xf32> loc(#loc113)
    %35 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%34 : tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.6)/add"(#loc77)), %out: f32 loc("jit(step)/jvp(layers.6)/tanh"(#loc78))):
      %319 = math.tanh %in : f32 loc(#loc114)
      linalg.yield %319 : f32 loc(#loc114)
    } -> tensor<512x64xf32> loc(#loc114)
    %36 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%35 : tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.6)/tanh"(#loc78)), %out: f32 loc("jit(step)/jvp(layers.6)/sub"(#loc78))):
      %319 = arith.subf %cst_3, %in : f32 loc(#loc115)
      linalg.yield %319 : f32 loc(#loc115)
    } -> tensor<512x64xf32> loc(#loc115)
    %37 = linalg.matmul ins(%35, %arg14 : tensor<512x64xf32>, tensor<64x64xf32>) outs(%1 : tensor<512x64xf32>) -> tensor<512x64xf32> loc(#loc116)
    %38 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg15 : tensor<64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("params[7][1]"), %out: f32 loc("jit(step)/jvp(layers.7)/add"(#loc77))):
      linalg.yield %in : f32 loc(#loc117)
    } -> tensor<512x64xf32> loc(#loc117)
    %39 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%37, %38 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.7)/dot_general"(#loc76)), %in_20: f32 loc("jit(step)/jvp(layers.7)/add"(#loc77)), %out: f32 loc("jit(step)/jvp(layers.7)/add"(#loc77))):
      %319 = arith.addf %in, %in_20 : f32 loc(#loc117)
      linalg.yield %319 : f32 loc(#loc117)
    } -> tensor<512x64xf32> loc(#loc117)
    %40 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%39 : tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.7)/add"(#loc77)), %out: f32 loc("jit(step)/jvp(layers.7)/tanh"(#loc78))):
      %319 = math.tanh %in : f32 loc(#loc118)
      linalg.yield %319 : f32 loc(#loc118)
    } -> tensor<512x64xf32> loc(#loc118)
    %41 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%40 : tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.7)/tanh"(#loc78)), %out: f32 loc("jit(step)/jvp(layers.7)/sub"(#loc78))):
      %319 = arith.subf %cst_3, %in : f32 loc(#loc119)
      linalg.yield %319 : f32 loc(#loc119)
    } -> tensor<512x64xf32> loc(#loc119)
    %42 = linalg.matmul ins(%40, %arg16 : tensor<512x64xf32>, tensor<64x64xf32>) outs(%1 : tensor<512x64xf32>) -> tensor<512x64xf32> loc(#loc120)
    %43 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg17 : tensor<64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("params[8][1]"), %out: f32 loc("jit(step)/jvp(layers.8)/add"(#loc77))):
      linalg.yield %in : f32 loc(#loc121)
    } -> tensor<512x64xf32> loc(#loc121)
    %44 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%42, %43 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.8)/dot_general"(#loc76)), %in_20: f32 loc("jit(step)/jvp(layers.8)/add"(#loc77)), %out: f32 loc("jit(step)/jvp(layers.8)/add"(#loc77))):
      %319 = arith.addf %in, %in_20 : f32 loc(#loc121)
      linalg.yield %319 : f32 loc(#loc121)
    } -> tensor<512x64xf32> loc(#loc121)
    %45 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%44 : tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.8)/add"(#loc77)), %out: f32 loc("jit(step)/jvp(layers.8)/tanh"(#loc78))):
      %319 = math.tanh %in : f32 loc(#loc122)
      linalg.yield %319 : f32 loc(#loc122)
    } -> tensor<512x64xf32> loc(#loc122)
    %46 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%45 : tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.8)/tanh"(#loc78)), %out: f32 loc("jit(step)/jvp(layers.8)/sub"(#loc78))):
      %319 = arith.subf %cst_3, %in : f32 loc(#loc123)
      linalg.yield %319 : f32 loc(#loc123)
    } -> tensor<512x64xf32> loc(#loc123)
    %47 = linalg.matmul ins(%45, %arg18 : tensor<512x64xf32>, tensor<64x64xf32>) outs(%1 : tensor<512x64xf32>) -> tensor<512x64xf32> loc(#loc124)
    %48 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg19 : tensor<64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("params[9][1]"), %out: f32 loc("jit(step)/jvp(layers.9)/add"(#loc77))):
      linalg.yield %in : f32 loc(#loc125)
    } -> tensor<512x64xf32> loc(#loc125)
    %49 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%47, %48 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.9)/dot_general"(#loc76)), %in_20: f32 loc("jit(step)/jvp(layers.9)/add"(#loc77)), %out: f32 loc("jit(step)/jvp(layers.9)/add"(#loc77))):
      %319 = arith.addf %in, %in_20 : f32 loc(#loc125)
      linalg.yield %319 : f32 loc(#loc125)
    } -> tensor<512x64xf32> loc(#loc125)
    %50 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%49 : tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.9)/add"(#loc77)), %out: f32 loc("jit(step)/jvp(layers.9)/tanh"(#loc78))):
      %319 = math.tanh %in : f32 loc(#loc126)
      linalg.yield %319 : f32 loc(#loc126)
    } -> tensor<512x64xf32> loc(#loc126)
    %51 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%50 : tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.9)/tanh"(#loc78)), %out: f32 loc("jit(step)/jvp(layers.9)/sub"(#loc78))):
      %319 = arith.subf %cst_3, %in : f32 loc(#loc127)
      linalg.yield %319 : f32 loc(#loc127)
    } -> tensor<512x64xf32> loc(#loc127)
    %52 = linalg.matmul ins(%50, %arg20 : tensor<512x64xf32>, tensor<64x64xf32>) outs(%1 : tensor<512x64xf32>) -> tensor<512x64xf32> loc(#loc128)
    %53 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg21 : tensor<64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("params[10][1]"), %out: f32 loc("jit(step)/jvp(layers.10)/add"(#loc77))):
      linalg.yield %in : f32 loc(#loc129)
    } -> tensor<512x64xf32> loc(#loc129)
    %54 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%52, %53 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.10)/dot_general"(#loc76)), %in_20: f32 loc("jit(step)/jvp(layers.10)/add"(#loc77)), %out: f32 loc("jit(step)/jvp(layers.10)/add"(#loc77))):
      %319 = arith.addf %in, %in_20 : f32 loc(#loc129)
      linalg.yield %319 : f32 loc(#loc129)
    } -> tensor<512x64xf32> loc(#loc129)
    %55 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%54 : tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.10)/add"(#loc77)), %out: f32 loc("jit(step)/jvp(layers.10)/tanh"(#loc78))):
      %319 = math.tanh %in : f32 loc(#loc130)
      linalg.yield %319 : f32 loc(#loc130)
    } -> tensor<512x64xf32> loc(#loc130)
    %56 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%55 : tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.10)/tanh"(#loc78)), %out: f32 loc("jit(step)/jvp(layers.10)/sub"(#loc78))):
      %319 = arith.subf %cst_3, %in : f32 loc(#loc131)
      linalg.yield %319 : f32 loc(#loc131)
    } -> tensor<512x64xf32> loc(#loc131)
    %57 = linalg.matmul ins(%55, %arg22 : tensor<512x64xf32>, tensor<64x64xf32>) outs(%1 : tensor<512x64xf32>) -> tensor<512x64xf32> loc(#loc132)
    %58 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg23 : tensor<64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("params[11][1]"), %out: f32 loc("jit(step)/jvp(layers.11)/add"(#loc77))):
      linalg.yield %in : f32 loc(#loc133)
    } -> tensor<512x64xf32> loc(#loc133)
    %59 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%57, %58 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.11)/dot_general"(#loc76)), %in_20: f32 loc("jit(step)/jvp(layers.11)/add"(#loc77)), %out: f32 loc("jit(step)/jvp(layers.11)/add"(#loc77))):
      %319 = arith.addf %in, %in_20 : f32 loc(#loc133)
      linalg.yield %319 : f32 loc(#loc133)
    } -> tensor<512x64xf32> loc(#loc133)
    %60 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%59 : tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.11)/add"(#loc77)), %out: f32 loc("jit(step)/jvp(layers.11)/tanh"(#loc78))):
      %319 = math.tanh %in : f32 loc(#loc134)
      linalg.yield %319 : f32 loc(#loc134)
    } -> tensor<512x64xf32> loc(#loc134)
    %61 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%60 : tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.11)/tanh"(#loc78)), %out: f32 loc("jit(step)/jvp(layers.11)/sub"(#loc78))):
      %319 = arith.subf %cst_3, %in : f32 loc(#loc135)
      linalg.yield %319 : f32 loc(#loc135)
    } -> tensor<512x64xf32> loc(#loc135)
    %62 = linalg.matmul ins(%60, %arg24 : tensor<512x64xf32>, tensor<64x64xf32>) outs(%1 : tensor<512x64xf32>) -> tensor<512x64xf32> loc(#loc136)
    %63 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg25 : tensor<64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("params[12][1]"), %out: f32 loc("jit(step)/jvp(layers.12)/add"(#loc77))):
      linalg.yield %in : f32 loc(#loc137)
    } -> tensor<512x64xf32> loc(#loc137)
    %64 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%62, %63 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.12)/dot_general"(#loc76)), %in_20: f32 loc("jit(step)/jvp(layers.12)/add"(#loc77)), %out: f32 loc("jit(step)/jvp(layers.12)/add"(#loc77))):
      %319 = arith.addf %in, %in_20 : f32 loc(#loc137)
      linalg.yield %319 : f32 loc(#loc137)
    } -> tensor<512x64xf32> loc(#loc137)
    %65 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%64 : tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.12)/add"(#loc77)), %out: f32 loc("jit(step)/jvp(layers.12)/tanh"(#loc78))):
      %319 = math.tanh %in : f32 loc(#loc138)
      linalg.yield %319 : f32 loc(#loc138)
    } -> tensor<512x64xf32> loc(#loc138)
    %66 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%65 : tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.12)/tanh"(#loc78)), %out: f32 loc("jit(step)/jvp(layers.12)/sub"(#loc78))):
      %319 = arith.subf %cst_3, %in : f32 loc(#loc139)
      linalg.yield %319 : f32 loc(#loc139)
    } -> tensor<512x64xf32> loc(#loc139)
    %67 = linalg.matmul ins(%65, %arg26 : tensor<512x64xf32>, tensor<64x64xf32>) outs(%1 : tensor<512x64xf32>) -> tensor<512x64xf32> loc(#loc140)
    %68 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg27 : tensor<64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("params[13][1]"), %out: f32 loc("jit(step)/jvp(layers.13)/add"(#loc77))):
      linalg.yield %in : f32 loc(#loc141)
    } -> tensor<512x64xf32> loc(#loc141)
    %69 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%67, %68 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.13)/dot_general"(#loc76)), %in_20: f32 loc("jit(step)/jvp(layers.13)/add"(#loc77)), %out: f32 loc("jit(step)/jvp(layers.13)/add"(#loc77))):
      %319 = arith.addf %in, %in_20 : f32 loc(#loc141)
      linalg.yield %319 : f32 loc(#loc141)
    } -> tensor<512x64xf32> loc(#loc141)
    %70 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%69 : tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.13)/add"(#loc77)), %out: f32 loc("jit(step)/jvp(layers.13)/tanh"(#loc78))):
      %319 = math.tanh %in : f32 loc(#loc142)
      linalg.yield %319 : f32 loc(#loc142)
    } -> tensor<512x64xf32> loc(#loc142)
    %71 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%70 : tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.13)/tanh"(#loc78)), %out: f32 loc("jit(step)/jvp(layers.13)/sub"(#loc78))):
      %319 = arith.subf %cst_3, %in : f32 loc(#loc143)
      linalg.yield %319 : f32 loc(#loc143)
    } -> tensor<512x64xf32> loc(#loc143)
    %72 = linalg.matmul ins(%70, %arg28 : tensor<512x64xf32>, tensor<64x64xf32>) outs(%1 : tensor<512x64xf32>) -> tensor<512x64xf32> loc(#loc144)
    %73 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg29 : tensor<64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("params[14][1]"), %out: f32 loc("jit(step)/jvp(layers.14)/add"(#loc77))):
      linalg.yield %in : f32 loc(#loc145)
    } -> tensor<512x64xf32> loc(#loc145)
    %74 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%72, %73 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.14)/dot_general"(#loc76)), %in_20: f32 loc("jit(step)/jvp(layers.14)/add"(#loc77)), %out: f32 loc("jit(step)/jvp(layers.14)/add"(#loc77))):
      %319 = arith.addf %in, %in_20 : f32 loc(#loc145)
      linalg.yield %319 : f32 loc(#loc145)
    } -> tensor<512x64xf32> loc(#loc145)
    %75 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%74 : tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.14)/add"(#loc77)), %out: f32 loc("jit(step)/jvp(layers.14)/tanh"(#loc78))):
      %319 = math.tanh %in : f32 loc(#loc146)
      linalg.yield %319 : f32 loc(#loc146)
    } -> tensor<512x64xf32> loc(#loc146)
    %76 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%75 : tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.14)/tanh"(#loc78)), %out: f32 loc("jit(step)/jvp(layers.14)/sub"(#loc78))):
      %319 = arith.subf %cst_3, %in : f32 loc(#loc147)
      linalg.yield %319 : f32 loc(#loc147)
    } -> tensor<512x64xf32> loc(#loc147)
    %77 = linalg.matmul ins(%75, %arg30 : tensor<512x64xf32>, tensor<64x64xf32>) outs(%1 : tensor<512x64xf32>) -> tensor<512x64xf32> loc(#loc148)
    %78 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg31 : tensor<64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("params[15][1]"), %out: f32 loc("jit(step)/jvp(layers.15)/add"(#loc77))):
      linalg.yield %in : f32 loc(#loc149)
    } -> tensor<512x64xf32> loc(#loc149)
    %79 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%77, %78 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.15)/dot_general"(#loc76)), %in_20: f32 loc("jit(step)/jvp(layers.15)/add"(#loc77)), %out: f32 loc("jit(step)/jvp(layers.15)/add"(#loc77))):
      %319 = arith.addf %in, %in_20 : f32 loc(#loc149)
      linalg.yield %319 : f32 loc(#loc149)
    } -> tensor<512x64xf32> loc(#loc149)
    %80 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%79 : tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.15)/add"(#loc77)), %out: f32 loc("jit(step)/jvp(layers.15)/tanh"(#loc78))):
      %319 = math.tanh %in : f32 loc(#loc150)
      linalg.yield %319 : f32 loc(#loc150)
    } -> tensor<512x64xf32> loc(#loc150)
    %81 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%80 : tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.15)/tanh"(#loc78)), %out: f32 loc("jit(step)/jvp(layers.15)/sub"(#loc78))):
      %319 = arith.subf %cst_3, %in : f32 loc(#loc151)
      linalg.yield %319 : f32 loc(#loc151)
    } -> tensor<512x64xf32> loc(#loc151)
    %82 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%80, %arg33 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.15)/tanh"(#loc78)), %in_20: f32 loc("y"), %out: f32 loc("jit(step)/jvp()/sub"(#loc72))):
      %319 = arith.subf %in, %in_20 : f32 loc(#loc79)
      linalg.yield %319 : f32 loc(#loc79)
    } -> tensor<512x64xf32> loc(#loc79)
    %83 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%82 : tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/sub"(#loc72)), %out: f32 loc("jit(step)/jvp()/integer_pow"(#loc70))):
      %319 = arith.mulf %in, %in : f32 loc(#loc80)
      linalg.yield %319 : f32 loc(#loc80)
    } -> tensor<512x64xf32> loc(#loc80)
    %84 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%82 : tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/sub"(#loc72)), %out: f32 loc("jit(step)/jvp()/mul"(#loc70))):
      %319 = arith.mulf %in, %cst_2 : f32 loc(#loc75)
      linalg.yield %319 : f32 loc(#loc75)
    } -> tensor<512x64xf32> loc(#loc75)
    %85 = tensor.empty() : tensor<f32> loc(#loc81)
    %86 = linalg.fill ins(%cst_4 : f32) outs(%85 : tensor<f32>) -> tensor<f32> loc(#loc81)
    %87 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "reduction"]} ins(%83 : tensor<512x64xf32>) outs(%86 : tensor<f32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/reduce_sum"(#loc73)), %out: f32 loc("jit(step)/jvp()/reduce_sum"(#loc73))):
      %319 = arith.addf %out, %in : f32 loc(#loc81)
      linalg.yield %319 : f32 loc(#loc81)
    } -> tensor<f32> loc(#loc81)
    %88 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = []} ins(%87 : tensor<f32>) outs(%85 : tensor<f32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/reduce_sum"(#loc73)), %out: f32 loc("jit(step)/jvp()/div"(#loc73))):
      %319 = arith.divf %in, %cst_1 : f32 loc(#loc82)
      linalg.yield %319 : f32 loc(#loc82)
    } -> tensor<f32> loc(#loc82)
    %89 = linalg.generic {indexing_maps = [#map3], iterator_types = []} outs(%85 : tensor<f32>) {
    ^bb0(%out: f32 loc("jit(step)/transpose(jvp())/div"(#loc73))):
      linalg.yield %cst : f32 loc(#loc83)
    } -> tensor<f32> loc(#loc83)
    %90 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel"]} ins(%89 : tensor<f32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/div"(#loc73)), %out: f32 loc("jit(step)/transpose(jvp())/broadcast_in_dim"(#loc73))):
      linalg.yield %in : f32 loc(#loc84)
    } -> tensor<512x64xf32> loc(#loc84)
    %91 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%90, %84 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/broadcast_in_dim"(#loc73)), %in_20: f32 loc("jit(step)/jvp()/mul"(#loc70)), %out: f32 loc("jit(step)/transpose(jvp())/mul"(#loc70))):
      %319 = arith.mulf %in, %in_20 : f32 loc(#loc85)
      linalg.yield %319 : f32 loc(#loc85)
    } -> tensor<512x64xf32> loc(#loc85)
    %92 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%91, %81 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/mul"(#loc70)), %in_20: f32 loc("jit(step)/jvp(layers.15)/sub"(#loc78)), %out: f32 loc("jit(step)/transpose(jvp(layers.15))/mul"(#loc78))):
      %319 = arith.mulf %in, %in_20 : f32 loc(#loc152)
      linalg.yield %319 : f32 loc(#loc152)
    } -> tensor<512x64xf32> loc(#loc152)
    %93 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%92, %80 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.15))/mul"(#loc78)), %in_20: f32 loc("jit(step)/jvp(layers.15)/tanh"(#loc78)), %out: f32 loc("jit(step)/transpose(jvp(layers.15))/mul"(#loc78))):
      %319 = arith.mulf %in, %in_20 : f32 loc(#loc152)
      linalg.yield %319 : f32 loc(#loc152)
    } -> tensor<512x64xf32> loc(#loc152)
    %94 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%92, %93 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.15))/mul"(#loc78)), %in_20: f32 loc("jit(step)/transpose(jvp(layers.15))/mul"(#loc78)), %out: f32 loc("jit(step)/transpose(jvp(layers.15))/add_any"(#loc78))):
      %319 = arith.addf %in, %in_20 : f32 loc(#loc153)
      linalg.yield %319 : f32 loc(#loc153)
    } -> tensor<512x64xf32> loc(#loc153)
    %95 = tensor.empty() : tensor<64xf32> loc(#loc154)
    %96 = linalg.fill ins(%cst_4 : f32) outs(%95 : tensor<64xf32>) -> tensor<64xf32> loc(#loc154)
    %97 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "reduction"]} ins(%94 : tensor<512x64xf32>) outs(%96 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.15))/reduce_sum"(#loc77)), %out: f32 loc("jit(step)/transpose(jvp(layers.15))/reduce_sum"(#loc77))):
      %319 = arith.addf %out, %in : f32 loc(#loc154)
      linalg.yield %319 : f32 loc(#loc154)
    } -> tensor<64xf32> loc(#loc154)
    %expanded = tensor.expand_shape %97 [[0, 1]] output_shape [1, 64] : tensor<64xf32> into tensor<1x64xf32> loc(#loc155)
    %98 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "reduction"]} ins(%expanded : tensor<1x64xf32>) outs(%96 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.15))/reduce_sum"(#loc77)), %out: f32 loc("jit(step)/transpose(jvp(layers.15))/reduce_sum"(#loc77))):
      %319 = arith.addf %out, %in : f32 loc(#loc154)
      linalg.yield %319 : f32 loc(#loc154)
    } -> tensor<64xf32> loc(#loc154)
    %99 = tensor.empty() : tensor<64x512xf32> loc(#loc156)
    %100 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%94 : tensor<512x64xf32>) outs(%99 : tensor<64x512xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.15))/add_any"(#loc78)), %out: f32 loc("jit(step)/transpose(jvp(layers.15))/dot_general"(#loc76))):
      linalg.yield %in : f32 loc(#loc156)
    } -> tensor<64x512xf32> loc(#loc156)
    %101 = tensor.empty() : tensor<64x64xf32> loc(#loc156)
    %102 = linalg.fill ins(%cst_4 : f32) outs(%101 : tensor<64x64xf32>) -> tensor<64x64xf32> loc(#loc156)
    %103 = linalg.matmul ins(%100, %75 : tensor<64x512xf32>, tensor<512x64xf32>) outs(%102 : tensor<64x64xf32>) -> tensor<64x64xf32> loc(#loc156)
    %104 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%103 : tensor<64x64xf32>) outs(%101 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.15))/dot_general"(#loc76)), %out: f32 loc("jit(step)/transpose(jvp(layers.15))/transpose"(#loc76))):
      linalg.yield %in : f32 loc(#loc157)
    } -> tensor<64x64xf32> loc(#loc157)
    %105 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg30 : tensor<64x64xf32>) outs(%101 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("params[15][0]"), %out: f32 loc("jit(step)/transpose(jvp(layers.15))/dot_general"(#loc76))):
      linalg.yield %in : f32 loc(#loc156)
    } -> tensor<64x64xf32> loc(#loc156)
    %106 = linalg.matmul ins(%94, %105 : tensor<512x64xf32>, tensor<64x64xf32>) outs(%1 : tensor<512x64xf32>) -> tensor<512x64xf32> loc(#loc156)
    %107 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%106, %76 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.15))/dot_general"(#loc76)), %in_20: f32 loc("jit(step)/jvp(layers.14)/sub"(#loc78)), %out: f32 loc("jit(step)/transpose(jvp(layers.14))/mul"(#loc78))):
      %319 = arith.mulf %in, %in_20 : f32 loc(#loc158)
      linalg.yield %319 : f32 loc(#loc158)
    } -> tensor<512x64xf32> loc(#loc158)
    %108 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%107, %75 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.14))/mul"(#loc78)), %in_20: f32 loc("jit(step)/jvp(layers.14)/tanh"(#loc78)), %out: f32 loc("jit(step)/transpose(jvp(layers.14))/mul"(#loc78))):
      %319 = arith.mulf %in, %in_20 : f32 loc(#loc158)
      linalg.yield %319 : f32 loc(#loc158)
    } -> tensor<512x64xf32> loc(#loc158)
    %109 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%107, %108 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.14))/mul"(#loc78)), %in_20: f32 loc("jit(step)/transpose(jvp(layers.14))/mul"(#loc78)), %out: f32 loc("jit(step)/transpose(jvp(layers.14))/add_any"(#loc78))):
      %319 = arith.addf %in, %in_20 : f32 loc(#loc159)
      linalg.yield %319 : f32 loc(#loc159)
    } -> tensor<512x64xf32> loc(#loc159)
    %110 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "reduction"]} ins(%109 : tensor<512x64xf32>) outs(%96 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.14))/reduce_sum"(#loc77)), %out: f32 loc("jit(step)/transpose(jvp(layers.14))/reduce_sum"(#loc77))):
      %319 = arith.addf %out, %in : f32 loc(#loc160)
      linalg.yield %319 : f32 loc(#loc160)
    } -> tensor<64xf32> loc(#loc160)
    %expanded_5 = tensor.expand_shape %110 [[0, 1]] output_shape [1, 64] : tensor<64xf32> into tensor<1x64xf32> loc(#loc161)
    %111 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "reduction"]} ins(%expanded_5 : tensor<1x64xf32>) outs(%96 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.14))/reduce_sum"(#loc77)), %out: f32 loc("jit(step)/transpose(jvp(layers.14))/reduce_sum"(#loc77))):
      %319 = arith.addf %out, %in : f32 loc(#loc160)
      linalg.yield %319 : f32 loc(#loc160)
    } -> tensor<64xf32> loc(#loc160)
    %112 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%109 : tensor<512x64xf32>) outs(%99 : tensor<64x512xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.14))/add_any"(#loc78)), %out: f32 loc("jit(step)/transpose(jvp(layers.14))/dot_general"(#loc76))):
      linalg.yield %in : f32 loc(#loc162)
    } -> tensor<64x512xf32> loc(#loc162)
    %113 = linalg.matmul ins(%112, %70 : tensor<64x512xf32>, tensor<512x64xf32>) outs(%102 : tensor<64x64xf32>) -> tensor<64x64xf32> loc(#loc162)
    %114 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%113 : tensor<64x64xf32>) outs(%101 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.14))/dot_general"(#loc76)), %out: f32 loc("jit(step)/transpose(jvp(layers.14))/transpose"(#loc76))):
      linalg.yield %in : f32 loc(#loc163)
    } -> tensor<64x64xf32> loc(#loc163)
    %115 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg28 : tensor<64x64xf32>) outs(%101 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("params[14][0]"), %out: f32 loc("jit(step)/transpose(jvp(layers.14))/dot_general"(#loc76))):
      linalg.yield %in : f32 loc(#loc162)
    } -> tensor<64x64xf32> loc(#loc162)
    %116 = linalg.matmul ins(%109, %115 : tensor<512x64xf32>, tensor<64x64xf32>) outs(%1 : tensor<512x64xf32>) -> tensor<512x64xf32> loc(#loc162)
    %117 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%116, %71 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.14))/dot_general"(#loc76)), %in_20: f32 loc("jit(step)/jvp(layers.13)/sub"(#loc78)), %out: f32 loc("jit(step)/transpose(jvp(layers.13))/mul"(#loc78))):
      %319 = arith.mulf %in, %in_20 : f32 loc(#loc164)
      linalg.yield %319 : f32 loc(#loc164)
    } -> tensor<512x64xf32> loc(#loc164)
    %118 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%117, %70 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.13))/mul"(#loc78)), %in_20: f32 loc("jit(step)/jvp(layers.13)/tanh"(#loc78)), %out: f32 loc("jit(step)/transpose(jvp(layers.13))/mul"(#loc78))):
      %319 = arith.mulf %in, %in_20 : f32 loc(#loc164)
      linalg.yield %319 : f32 loc(#loc164)
    } -> tensor<512x64xf32> loc(#loc164)
    %119 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%117, %118 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.13))/mul"(#loc78)), %in_20: f32 loc("jit(step)/transpose(jvp(layers.13))/mul"(#loc78)), %out: f32 loc("jit(step)/transpose(jvp(layers.13))/add_any"(#loc78))):
      %319 = arith.addf %in, %in_20 : f32 loc(#loc165)
      linalg.yield %319 : f32 loc(#loc165)
    } -> tensor<512x64xf32> loc(#loc165)
    %120 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "reduction"]} ins(%119 : tensor<512x64xf32>) outs(%96 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.13))/reduce_sum"(#loc77)), %out: f32 loc("jit(step)/transpose(jvp(layers.13))/reduce_sum"(#loc77))):
      %319 = arith.addf %out, %in : f32 loc(#loc166)
      linalg.yield %319 : f32 loc(#loc166)
    } -> tensor<64xf32> loc(#loc166)
    %expanded_6 = tensor.expand_shape %120 [[0, 1]] output_shape [1, 64] : tensor<64xf32> into tensor<1x64xf32> loc(#loc167)
    %121 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "reduction"]} ins(%expanded_6 : tensor<1x64xf32>) outs(%96 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.13))/reduce_sum"(#loc77)), %out: f32 loc("jit(step)/transpose(jvp(layers.13))/reduce_sum"(#loc77))):
      %319 = arith.addf %out, %in : f32 loc(#loc166)
      linalg.yield %319 : f32 loc(#loc166)
    } -> tensor<64xf32> loc(#loc166)
    %122 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%119 : tensor<512x64xf32>) outs(%99 : tensor<64x512xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.13))/add_any"(#loc78)), %out: f32 loc("jit(step)/transpose(jvp(layers.13))/dot_general"(#loc76))):
      linalg.yield %in : f32 loc(#loc168)
    } -> tensor<64x512xf32> loc(#loc168)
    %123 = linalg.matmul ins(%122, %65 : tensor<64x512xf32>, tensor<512x64xf32>) outs(%102 : tensor<64x64xf32>) -> tensor<64x64xf32> loc(#loc168)
    %124 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%123 : tensor<64x64xf32>) outs(%101 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.13))/dot_general"(#loc76)), %out: f32 loc("jit(step)/transpose(jvp(layers.13))/transpose"(#loc76))):
      linalg.yield %in : f32 loc(#loc169)
    } -> tensor<64x64xf32> loc(#loc169)
    %125 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg26 : tensor<64x64xf32>) outs(%101 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("params[13][0]"), %out: f32 loc("jit(step)/transpose(jvp(layers.13))/dot_general"(#loc76))):
      linalg.yield %in : f32 loc(#loc168)
    } -> tensor<64x64xf32> loc(#loc168)
    %126 = linalg.matmul ins(%119, %125 : tensor<512x64xf32>, tensor<64x64xf32>) outs(%1 : tensor<512x64xf32>) -> tensor<512x64xf32> loc(#loc168)
    %127 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%126, %66 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.13))/dot_general"(#loc76)), %in_20: f32 loc("jit(step)/jvp(layers.12)/sub"(#loc78)), %out: f32 loc("jit(step)/transpose(jvp(layers.12))/mul"(#loc78))):
      %319 = arith.mulf %in, %in_20 : f32 loc(#loc170)
      linalg.yield %319 : f32 loc(#loc170)
    } -> tensor<512x64xf32> loc(#loc170)
    %128 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%127, %65 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.12))/mul"(#loc78)), %in_20: f32 loc("jit(step)/jvp(layers.12)/tanh"(#loc78)), %out: f32 loc("jit(step)/transpose(jvp(layers.12))/mul"(#loc78))):
      %319 = arith.mulf %in, %in_20 : f32 loc(#loc170)
      linalg.yield %319 : f32 loc(#loc170)
    } -> tensor<512x64xf32> loc(#loc170)
    %129 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%127, %128 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.12))/mul"(#loc78)), %in_20: f32 loc("jit(step)/transpose(jvp(layers.12))/mul"(#loc78)), %out: f32 loc("jit(step)/transpose(jvp(layers.12))/add_any"(#loc78))):
      %319 = arith.addf %in, %in_20 : f32 loc(#loc171)
      linalg.yield %319 : f32 loc(#loc171)
    } -> tensor<512x64xf32> loc(#loc171)
    %130 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "reduction"]} ins(%129 : tensor<512x64xf32>) outs(%96 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.12))/reduce_sum"(#loc77)), %out: f32 loc("jit(step)/transpose(jvp(layers.12))/reduce_sum"(#loc77))):
      %319 = arith.addf %out, %in : f32 loc(#loc172)
      linalg.yield %319 : f32 loc(#loc172)
    } -> tensor<64xf32> loc(#loc172)
    %expanded_7 = tensor.expand_shape %130 [[0, 1]] output_shape [1, 64] : tensor<64xf32> into tensor<1x64xf32> loc(#loc173)
    %131 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "reduction"]} ins(%expanded_7 : tensor<1x64xf32>) outs(%96 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.12))/reduce_sum"(#loc77)), %out: f32 loc("jit(step)/transpose(jvp(layers.12))/reduce_sum"(#loc77))):
      %319 = arith.addf %out, %in : f32 loc(#loc172)
      linalg.yield %319 : f32 loc(#loc172)
    } -> tensor<64xf32> loc(#loc172)
    %132 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%129 : tensor<512x64xf32>) outs(%99 : tensor<64x512xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.12))/add_any"(#loc78)), %out: f32 loc("jit(step)/transpose(jvp(layers.12))/dot_general"(#loc76))):
      linalg.yield %in : f32 loc(#loc174)
    } -> tensor<64x512xf32> loc(#loc174)
    %133 = linalg.matmul ins(%132, %60 : tensor<64x512xf32>, tensor<512x64xf32>) outs(%102 : tensor<64x64xf32>) -> tensor<64x64xf32> loc(#loc174)
    %134 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%133 : tensor<64x64xf32>) outs(%101 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.12))/dot_general"(#loc76)), %out: f32 loc("jit(step)/transpose(jvp(layers.12))/transpose"(#loc76))):
      linalg.yield %in : f32 loc(#loc175)
    } -> tensor<64x64xf32> loc(#loc175)
    %135 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg24 : tensor<64x64xf32>) outs(%101 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("params[12][0]"), %out: f32 loc("jit(step)/transpose(jvp(layers.12))/dot_general"(#loc76))):
      linalg.yield %in : f32 loc(#loc174)
    } -> tensor<64x64xf32> loc(#loc174)
    %136 = linalg.matmul ins(%129, %135 : tensor<512x64xf32>, tensor<64x64xf32>) outs(%1 : tensor<512x64xf32>) -> tensor<512x64xf32> loc(#loc174)
    %137 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%136, %61 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.12))/dot_general"(#loc76)), %in_20: f32 loc("jit(step)/jvp(layers.11)/sub"(#loc78)), %out: f32 loc("jit(step)/transpose(jvp(layers.11))/mul"(#loc78))):
      %319 = arith.mulf %in, %in_20 : f32 loc(#loc176)
      linalg.yield %319 : f32 loc(#loc176)
    } -> tensor<512x64xf32> loc(#loc176)
    %138 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%137, %60 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.11))/mul"(#loc78)), %in_20: f32 loc("jit(step)/jvp(layers.11)/tanh"(#loc78)), %out: f32 loc("jit(step)/transpose(jvp(layers.11))/mul"(#loc78))):
      %319 = arith.mulf %in, %in_20 : f32 loc(#loc176)
      linalg.yield %319 : f32 loc(#loc176)
    } -> tensor<512x64xf32> loc(#loc176)
    %139 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%137, %138 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.11))/mul"(#loc78)), %in_20: f32 loc("jit(step)/transpose(jvp(layers.11))/mul"(#loc78)), %out: f32 loc("jit(step)/transpose(jvp(layers.11))/add_any"(#loc78))):
      %319 = arith.addf %in, %in_20 : f32 loc(#loc177)
      linalg.yield %319 : f32 loc(#loc177)
    } -> tensor<512x64xf32> loc(#loc177)
    %140 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "reduction"]} ins(%139 : tensor<512x64xf32>) outs(%96 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.11))/reduce_sum"(#loc77)), %out: f32 loc("jit(step)/transpose(jvp(layers.11))/reduce_sum"(#loc77))):
      %319 = arith.addf %out, %in : f32 loc(#loc178)
      linalg.yield %319 : f32 loc(#loc178)
    } -> tensor<64xf32> loc(#loc178)
    %expanded_8 = tensor.expand_shape %140 [[0, 1]] output_shape [1, 64] : tensor<64xf32> into tensor<1x64xf32> loc(#loc179)
    %141 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "reduction"]} ins(%expanded_8 : tensor<1x64xf32>) outs(%96 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.11))/reduce_sum"(#loc77)), %out: f32 loc("jit(step)/transpose(jvp(layers.11))/reduce_sum"(#loc77))):
      %319 = arith.addf %out, %in : f32 loc(#loc178)
      linalg.yield %319 : f32 loc(#loc178)
    } -> tensor<64xf32> loc(#loc178)
    %142 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%139 : tensor<512x64xf32>) outs(%99 : tensor<64x512xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.11))/add_any"(#loc78)), %out: f32 loc("jit(step)/transpose(jvp(layers.11))/dot_general"(#loc76))):
      linalg.yield %in : f32 loc(#loc180)
    } -> tensor<64x512xf32> loc(#loc180)
    %143 = linalg.matmul ins(%142, %55 : tensor<64x512xf32>, tensor<512x64xf32>) outs(%102 : tensor<64x64xf32>) -> tensor<64x64xf32> loc(#loc180)
    %144 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%143 : tensor<64x64xf32>) outs(%101 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.11))/dot_general"(#loc76)), %out: f32 loc("jit(step)/transpose(jvp(layers.11))/transpose"(#loc76))):
      linalg.yield %in : f32 loc(#loc181)
    } -> tensor<64x64xf32> loc(#loc181)
    %145 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg22 : tensor<64x64xf32>) outs(%101 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("params[11][0]"), %out: f32 loc("jit(step)/transpose(jvp(layers.11))/dot_general"(#loc76))):
      linalg.yield %in : f32 loc(#loc180)
    } -> tensor<64x64xf32> loc(#loc180)
    %146 = linalg.matmul ins(%139, %145 : tensor<512x64xf32>, tensor<64x64xf32>) outs(%1 : tensor<512x64xf32>) -> tensor<512x64xf32> loc(#loc180)
    %147 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%146, %56 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.11))/dot_general"(#loc76)), %in_20: f32 loc("jit(step)/jvp(layers.10)/sub"(#loc78)), %out: f32 loc("jit(step)/transpose(jvp(layers.10))/mul"(#loc78))):
      %319 = arith.mulf %in, %in_20 : f32 loc(#loc182)
      linalg.yield %319 : f32 loc(#loc182)
    } -> tensor<512x64xf32> loc(#loc182)
    %148 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%147, %55 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.10))/mul"(#loc78)), %in_20: f32 loc("jit(step)/jvp(layers.10)/tanh"(#loc78)), %out: f32 loc("jit(step)/transpose(jvp(layers.10))/mul"(#loc78))):
      %319 = arith.mulf %in, %in_20 : f32 loc(#loc182)
      linalg.yield %319 : f32 loc(#loc182)
    } -> tensor<512x64xf32> loc(#loc182)
    %149 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%147, %148 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.10))/mul"(#loc78)), %in_20: f32 loc("jit(step)/transpose(jvp(layers.10))/mul"(#loc78)), %out: f32 loc("jit(step)/transpose(jvp(layers.10))/add_any"(#loc78))):
      %319 = arith.addf %in, %in_20 : f32 loc(#loc183)
      linalg.yield %319 : f32 loc(#loc183)
    } -> tensor<512x64xf32> loc(#loc183)
    %150 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "reduction"]} ins(%149 : tensor<512x64xf32>) outs(%96 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.10))/reduce_sum"(#loc77)), %out: f32 loc("jit(step)/transpose(jvp(layers.10))/reduce_sum"(#loc77))):
      %319 = arith.addf %out, %in : f32 loc(#loc184)
      linalg.yield %319 : f32 loc(#loc184)
    } -> tensor<64xf32> loc(#loc184)
    %expanded_9 = tensor.expand_shape %150 [[0, 1]] output_shape [1, 64] : tensor<64xf32> into tensor<1x64xf32> loc(#loc185)
    %151 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "reduction"]} ins(%expanded_9 : tensor<1x64xf32>) outs(%96 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.10))/reduce_sum"(#loc77)), %out: f32 loc("jit(step)/transpose(jvp(layers.10))/reduce_sum"(#loc77))):
      %319 = arith.addf %out, %in : f32 loc(#loc184)
      linalg.yield %319 : f32 loc(#loc184)
    } -> tensor<64xf32> loc(#loc184)
    %152 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%149 : tensor<512x64xf32>) outs(%99 : tensor<64x512xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.10))/add_any"(#loc78)), %out: f32 loc("jit(step)/transpose(jvp(layers.10))/dot_general"(#loc76))):
      linalg.yield %in : f32 loc(#loc186)
    } -> tensor<64x512xf32> loc(#loc186)
    %153 = linalg.matmul ins(%152, %50 : tensor<64x512xf32>, tensor<512x64xf32>) outs(%102 : tensor<64x64xf32>) -> tensor<64x64xf32> loc(#loc186)
    %154 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%153 : tensor<64x64xf32>) outs(%101 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.10))/dot_general"(#loc76)), %out: f32 loc("jit(step)/transpose(jvp(layers.10))/transpose"(#loc76))):
      linalg.yield %in : f32 loc(#loc187)
    } -> tensor<64x64xf32> loc(#loc187)
    %155 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg20 : tensor<64x64xf32>) outs(%101 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("params[10][0]"), %out: f32 loc("jit(step)/transpose(jvp(layers.10))/dot_general"(#loc76))):
      linalg.yield %in : f32 loc(#loc186)
    } -> tensor<64x64xf32> loc(#loc186)
    %156 = linalg.matmul ins(%149, %155 : tensor<512x64xf32>, tensor<64x64xf32>) outs(%1 : tensor<512x64xf32>) -> tensor<512x64xf32> loc(#loc186)
    %157 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%156, %51 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.10))/dot_general"(#loc76)), %in_20: f32 loc("jit(step)/jvp(layers.9)/sub"(#loc78)), %out: f32 loc("jit(step)/transpose(jvp(layers.9))/mul"(#loc78))):
      %319 = arith.mulf %in, %in_20 : f32 loc(#loc188)
      linalg.yield %319 : f32 loc(#loc188)
    } -> tensor<512x64xf32> loc(#loc188)
    %158 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%157, %50 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.9))/mul"(#loc78)), %in_20: f32 loc("jit(step)/jvp(layers.9)/tanh"(#loc78)), %out: f32 loc("jit(step)/transpose(jvp(layers.9))/mul"(#loc78))):
      %319 = arith.mulf %in, %in_20 : f32 loc(#loc188)
      linalg.yield %319 : f32 loc(#loc188)
    } -> tensor<512x64xf32> loc(#loc188)
    %159 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%157, %158 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.9))/mul"(#loc78)), %in_20: f32 loc("jit(step)/transpose(jvp(layers.9))/mul"(#loc78)), %out: f32 loc("jit(step)/transpose(jvp(layers.9))/add_any"(#loc78))):
      %319 = arith.addf %in, %in_20 : f32 loc(#loc189)
      linalg.yield %319 : f32 loc(#loc189)
    } -> tensor<512x64xf32> loc(#loc189)
    %160 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "reduction"]} ins(%159 : tensor<512x64xf32>) outs(%96 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.9))/reduce_sum"(#loc77)), %out: f32 loc("jit(step)/transpose(jvp(layers.9))/reduce_sum"(#loc77))):
      %319 = arith.addf %out, %in : f32 loc(#loc190)
      linalg.yield %319 : f32 loc(#loc190)
    } -> tensor<64xf32> loc(#loc190)
    %expanded_10 = tensor.expand_shape %160 [[0, 1]] output_shape [1, 64] : tensor<64xf32> into tensor<1x64xf32> loc(#loc191)
    %161 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "reduction"]} ins(%expanded_10 : tensor<1x64xf32>) outs(%96 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.9))/reduce_sum"(#loc77)), %out: f32 loc("jit(step)/transpose(jvp(layers.9))/reduce_sum"(#loc77))):
      %319 = arith.addf %out, %in : f32 loc(#loc190)
      linalg.yield %319 : f32 loc(#loc190)
    } -> tensor<64xf32> loc(#loc190)
    %162 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%159 : tensor<512x64xf32>) outs(%99 : tensor<64x512xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.9))/add_any"(#loc78)), %out: f32 loc("jit(step)/transpose(jvp(layers.9))/dot_general"(#loc76))):
      linalg.yield %in : f32 loc(#loc192)
    } -> tensor<64x512xf32> loc(#loc192)
    %163 = linalg.matmul ins(%162, %45 : tensor<64x512xf32>, tensor<512x64xf32>) outs(%102 : tensor<64x64xf32>) -> tensor<64x64xf32> loc(#loc192)
    %164 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%163 : tensor<64x64xf32>) outs(%101 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.9))/dot_general"(#loc76)), %out: f32 loc("jit(step)/transpose(jvp(layers.9))/transpose"(#loc76))):
      linalg.yield %in : f32 loc(#loc193)
    } -> tensor<64x64xf32> loc(#loc193)
    %165 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg18 : tensor<64x64xf32>) outs(%101 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("params[9][0]"), %out: f32 loc("jit(step)/transpose(jvp(layers.9))/dot_general"(#loc76))):
      linalg.yield %in : f32 loc(#loc192)
    } -> tensor<64x64xf32> loc(#loc192)
    %166 = linalg.matmul ins(%159, %165 : tensor<512x64xf32>, tensor<64x64xf32>) outs(%1 : tensor<512x64xf32>) -> tensor<512x64xf32> loc(#loc192)
    %167 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%166, %46 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.9))/dot_general"(#loc76)), %in_20: f32 loc("jit(step)/jvp(layers.8)/sub"(#loc78)), %out: f32 loc("jit(step)/transpose(jvp(layers.8))/mul"(#loc78))):
      %319 = arith.mulf %in, %in_20 : f32 loc(#loc194)
      linalg.yield %319 : f32 loc(#loc194)
    } -> tensor<512x64xf32> loc(#loc194)
    %168 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%167, %45 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.8))/mul"(#loc78)), %in_20: f32 loc("jit(step)/jvp(layers.8)/tanh"(#loc78)), %out: f32 loc("jit(step)/transpose(jvp(layers.8))/mul"(#loc78))):
      %319 = arith.mulf %in, %in_20 : f32 loc(#loc194)
      linalg.yield %319 : f32 loc(#loc194)
    } -> tensor<512x64xf32> loc(#loc194)
    %169 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%167, %168 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.8))/mul"(#loc78)), %in_20: f32 loc("jit(step)/transpose(jvp(layers.8))/mul"(#loc78)), %out: f32 loc("jit(step)/transpose(jvp(layers.8))/add_any"(#loc78))):
      %319 = arith.addf %in, %in_20 : f32 loc(#loc195)
      linalg.yield %319 : f32 loc(#loc195)
    } -> tensor<512x64xf32> loc(#loc195)
    %170 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "reduction"]} ins(%169 : tensor<512x64xf32>) outs(%96 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.8))/reduce_sum"(#loc77)), %out: f32 loc("jit(step)/transpose(jvp(layers.8))/reduce_sum"(#loc77))):
      %319 = arith.addf %out, %in : f32 loc(#loc196)
      linalg.yield %319 : f32 loc(#loc196)
    } -> tensor<64xf32> loc(#loc196)
    %expanded_11 = tensor.expand_shape %170 [[0, 1]] output_shape [1, 64] : tensor<64xf32> into tensor<1x64xf32> loc(#loc197)
    %171 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "reduction"]} ins(%expanded_11 : tensor<1x64xf32>) outs(%96 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.8))/reduce_sum"(#loc77)), %out: f32 loc("jit(step)/transpose(jvp(layers.8))/reduce_sum"(#loc77))):
      %319 = arith.addf %out, %in : f32 loc(#loc196)
      linalg.yield %319 : f32 loc(#loc196)
    } -> tensor<64xf32> loc(#loc196)
    %172 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%169 : tensor<512x64xf32>) outs(%99 : tensor<64x512xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.8))/add_any"(#loc78)), %out: f32 loc("jit(step)/transpose(jvp(layers.8))/dot_general"(#loc76))):
      linalg.yield %in : f32 loc(#loc198)
    } -> tensor<64x512xf32> loc(#loc198)
    %173 = linalg.matmul ins(%172, %40 : tensor<64x512xf32>, tensor<512x64xf32>) outs(%102 : tensor<64x64xf32>) -> tensor<64x64xf32> loc(#loc198)
    %174 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%173 : tensor<64x64xf32>) outs(%101 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.8))/dot_general"(#loc76)), %out: f32 loc("jit(step)/transpose(jvp(layers.8))/transpose"(#loc76))):
      linalg.yield %in : f32 loc(#loc199)
    } -> tensor<64x64xf32> loc(#loc199)
    %175 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg16 : tensor<64x64xf32>) outs(%101 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("params[8][0]"), %out: f32 loc("jit(step)/transpose(jvp(layers.8))/dot_general"(#loc76))):
      linalg.yield %in : f32 loc(#loc198)
    } -> tensor<64x64xf32> loc(#loc198)
    %176 = linalg.matmul ins(%169, %175 : tensor<512x64xf32>, tensor<64x64xf32>) outs(%1 : tensor<512x64xf32>) -> tensor<512x64xf32> loc(#loc198)
    %177 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%176, %41 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.8))/dot_general"(#loc76)), %in_20: f32 loc("jit(step)/jvp(layers.7)/sub"(#loc78)), %out: f32 loc("jit(step)/transpose(jvp(layers.7))/mul"(#loc78))):
      %319 = arith.mulf %in, %in_20 : f32 loc(#loc200)
      linalg.yield %319 : f32 loc(#loc200)
    } -> tensor<512x64xf32> loc(#loc200)
    %178 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%177, %40 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.7))/mul"(#loc78)), %in_20: f32 loc("jit(step)/jvp(layers.7)/tanh"(#loc78)), %out: f32 loc("jit(step)/transpose(jvp(layers.7))/mul"(#loc78))):
      %319 = arith.mulf %in, %in_20 : f32 loc(#loc200)
      linalg.yield %319 : f32 loc(#loc200)
    } -> tensor<512x64xf32> loc(#loc200)
    %179 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%177, %178 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.7))/mul"(#loc78)), %in_20: f32 loc("jit(step)/transpose(jvp(layers.7))/mul"(#loc78)), %out: f32 loc("jit(step)/transpose(jvp(layers.7))/add_any"(#loc78))):
      %319 = arith.addf %in, %in_20 : f32 loc(#loc201)
      linalg.yield %319 : f32 loc(#loc201)
    } -> tensor<512x64xf32> loc(#loc201)
    %180 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "reduction"]} ins(%179 : tensor<512x64xf32>) outs(%96 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.7))/reduce_sum"(#loc77)), %out: f32 loc("jit(step)/transpose(jvp(layers.7))/reduce_sum"(#loc77))):
      %319 = arith.addf %out, %in : f32 loc(#loc202)
      linalg.yield %319 : f32 loc(#loc202)
    } -> tensor<64xf32> loc(#loc202)
    %expanded_12 = tensor.expand_shape %180 [[0, 1]] output_shape [1, 64] : tensor<64xf32> into tensor<1x64xf32> loc(#loc203)
    %181 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "reduction"]} ins(%expanded_12 : tensor<1x64xf32>) outs(%96 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.7))/reduce_sum"(#loc77)), %out: f32 loc("jit(step)/transpose(jvp(layers.7))/reduce_sum"(#loc77))):
      %319 = arith.addf %out, %in : f32 loc(#loc202)
      linalg.yield %319 : f32 loc(#loc202)
    } -> tensor<64xf32> loc(#loc202)
    %182 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%179 : tensor<512x64xf32>) outs(%99 : tensor<64x512xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.7))/add_any"(#loc78)), %out: f32 loc("jit(step)/transpose(jvp(layers.7))/dot_general"(#loc76))):
      linalg.yield %in : f32 loc(#loc204)
    } -> tensor<64x512xf32> loc(#loc204)
    %183 = linalg.matmul ins(%182, %35 : tensor<64x512xf32>, tensor<512x64xf32>) outs(%102 : tensor<64x64xf32>) -> tensor<64x64xf32> loc(#loc204)
    %184 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%183 : tensor<64x64xf32>) outs(%101 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.7))/dot_general"(#loc76)), %out: f32 loc("jit(step)/transpose(jvp(layers.7))/transpose"(#loc76))):
      linalg.yield %in : f32 loc(#loc205)
    } -> tensor<64x64xf32> loc(#loc205)
    %185 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg14 : tensor<64x64xf32>) outs(%101 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("params[7][0]"), %out: f32 loc("jit(step)/transpose(jvp(layers.7))/dot_general"(#loc76))):
      linalg.yield %in : f32 loc(#loc204)
    } -> tensor<64x64xf32> loc(#loc204)
    %186 = linalg.matmul ins(%179, %185 : tensor<512x64xf32>, tensor<64x64xf32>) outs(%1 : tensor<512x64xf32>) -> tensor<512x64xf32> loc(#loc204)
    %187 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%186, %36 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.7))/dot_general"(#loc76)), %in_20: f32 loc("jit(step)/jvp(layers.6)/sub"(#loc78)), %out: f32 loc("jit(step)/transpose(jvp(layers.6))/mul"(#loc78))):
      %319 = arith.mulf %in, %in_20 : f32 loc(#loc206)
      linalg.yield %319 : f32 loc(#loc206)
    } -> tensor<512x64xf32> loc(#loc206)
    %188 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%187, %35 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.6))/mul"(#loc78)), %in_20: f32 loc("jit(step)/jvp(layers.6)/tanh"(#loc78)), %out: f32 loc("jit(step)/transpose(jvp(layers.6))/mul"(#loc78))):
      %319 = arith.mulf %in, %in_20 : f32 loc(#loc206)
      linalg.yield %319 : f32 loc(#loc206)
    } -> tensor<512x64xf32> loc(#loc206)
    %189 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%187, %188 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.6))/mul"(#loc78)), %in_20: f32 loc("jit(step)/transpose(jvp(layers.6))/mul"(#loc78)), %out: f32 loc("jit(step)/transpose(jvp(layers.6))/add_any"(#loc78))):
      %319 = arith.addf %in, %in_20 : f32 loc(#loc207)
      linalg.yield %319 : f32 loc(#loc207)
    } -> tensor<512x64xf32> loc(#loc207)
    %190 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "reduction"]} ins(%189 : tensor<512x64xf32>) outs(%96 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.6))/reduce_sum"(#loc77)), %out: f32 loc("jit(step)/transpose(jvp(layers.6))/reduce_sum"(#loc77))):
      %319 = arith.addf %out, %in : f32 loc(#loc208)
      linalg.yield %319 : f32 loc(#loc208)
    } -> tensor<64xf32> loc(#loc208)
    %expanded_13 = tensor.expand_shape %190 [[0, 1]] output_shape [1, 64] : tensor<64xf32> into tensor<1x64xf32> loc(#loc209)
    %191 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "reduction"]} ins(%expanded_13 : tensor<1x64xf32>) outs(%96 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.6))/reduce_sum"(#loc77)), %out: f32 loc("jit(step)/transpose(jvp(layers.6))/reduce_sum"(#loc77))):
      %319 = arith.addf %out, %in : f32 loc(#loc208)
      linalg.yield %319 : f32 loc(#loc208)
    } -> tensor<64xf32> loc(#loc208)
    %192 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%189 : tensor<512x64xf32>) outs(%99 : tensor<64x512xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.6))/add_any"(#loc78)), %out: f32 loc("jit(step)/transpose(jvp(layers.6))/dot_general"(#loc76))):
      linalg.yield %in : f32 loc(#loc210)
    } -> tensor<64x512xf32> loc(#loc210)
    %193 = linalg.matmul ins(%192, %30 : tensor<64x512xf32>, tensor<512x64xf32>) outs(%102 : tensor<64x64xf32>) -> tensor<64x64xf32> loc(#loc210)
    %194 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%193 : tensor<64x64xf32>) outs(%101 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.6))/dot_general"(#loc76)), %out: f32 loc("jit(step)/transpose(jvp(layers.6))/transpose"(#loc76))):
      linalg.yield %in : f32 loc(#loc211)
    } -> tensor<64x64xf32> loc(#loc211)
    %195 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg12 : tensor<64x64xf32>) outs(%101 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("params[6][0]"), %out: f32 loc("jit(step)/transpose(jvp(layers.6))/dot_general"(#loc76))):
      linalg.yield %in : f32 loc(#loc210)
    } -> tensor<64x64xf32> loc(#loc210)
    %196 = linalg.matmul ins(%189, %195 : tensor<512x64xf32>, tensor<64x64xf32>) outs(%1 : tensor<512x64xf32>) -> tensor<512x64xf32> loc(#loc210)
    %197 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%196, %31 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.6))/dot_general"(#loc76)), %in_20: f32 loc("jit(step)/jvp(layers.5)/sub"(#loc78)), %out: f32 loc("jit(step)/transpose(jvp(layers.5))/mul"(#loc78))):
      %319 = arith.mulf %in, %in_20 : f32 loc(#loc212)
      linalg.yield %319 : f32 loc(#loc212)
    } -> tensor<512x64xf32> loc(#loc212)
    %198 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%197, %30 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.5))/mul"(#loc78)), %in_20: f32 loc("jit(step)/jvp(layers.5)/tanh"(#loc78)), %out: f32 loc("jit(step)/transpose(jvp(layers.5))/mul"(#loc78))):
      %319 = arith.mulf %in, %in_20 : f32 loc(#loc212)
      linalg.yield %319 : f32 loc(#loc212)
    } -> tensor<512x64xf32> loc(#loc212)
    %199 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%197, %198 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.5))/mul"(#loc78)), %in_20: f32 loc("jit(step)/transpose(jvp(layers.5))/mul"(#loc78)), %out: f32 loc("jit(step)/transpose(jvp(layers.5))/add_any"(#loc78))):
      %319 = arith.addf %in, %in_20 : f32 loc(#loc213)
      linalg.yield %319 : f32 loc(#loc213)
    } -> tensor<512x64xf32> loc(#loc213)
    %200 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "reduction"]} ins(%199 : tensor<512x64xf32>) outs(%96 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.5))/reduce_sum"(#loc77)), %out: f32 loc("jit(step)/transpose(jvp(layers.5))/reduce_sum"(#loc77))):
      %319 = arith.addf %out, %in : f32 loc(#loc214)
      linalg.yield %319 : f32 loc(#loc214)
    } -> tensor<64xf32> loc(#loc214)
    %expanded_14 = tensor.expand_shape %200 [[0, 1]] output_shape [1, 64] : tensor<64xf32> into tensor<1x64xf32> loc(#loc215)
    %201 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "reduction"]} ins(%expanded_14 : tensor<1x64xf32>) outs(%96 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.5))/reduce_sum"(#loc77)), %out: f32 loc("jit(step)/transpose(jvp(layers.5))/reduce_sum"(#loc77))):
      %319 = arith.addf %out, %in : f32 loc(#loc214)
      linalg.yield %319 : f32 loc(#loc214)
    } -> tensor<64xf32> loc(#loc214)
    %202 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%199 : tensor<512x64xf32>) outs(%99 : tensor<64x512xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.5))/add_any"(#loc78)), %out: f32 loc("jit(step)/transpose(jvp(layers.5))/dot_general"(#loc76))):
      linalg.yield %in : f32 loc(#loc216)
    } -> tensor<64x512xf32> loc(#loc216)
    %203 = linalg.matmul ins(%202, %25 : tensor<64x512xf32>, tensor<512x64xf32>) outs(%102 : tensor<64x64xf32>) -> tensor<64x64xf32> loc(#loc216)
    %204 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%203 : tensor<64x64xf32>) outs(%101 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.5))/dot_general"(#loc76)), %out: f32 loc("jit(step)/transpose(jvp(layers.5))/transpose"(#loc76))):
      linalg.yield %in : f32 loc(#loc217)
    } -> tensor<64x64xf32> loc(#loc217)
    %205 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg10 : tensor<64x64xf32>) outs(%101 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("params[5][0]"), %out: f32 loc("jit(step)/transpose(jvp(layers.5))/dot_general"(#loc76))):
      linalg.yield %in : f32 loc(#loc216)
    } -> tensor<64x64xf32> loc(#loc216)
    %206 = linalg.matmul ins(%199, %205 : tensor<512x64xf32>, tensor<64x64xf32>) outs(%1 : tensor<512x64xf32>) -> tensor<512x64xf32> loc(#loc216)
    %207 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%206, %26 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.5))/dot_general"(#loc76)), %in_20: f32 loc("jit(step)/jvp(layers.4)/sub"(#loc78)), %out: f32 loc("jit(step)/transpose(jvp(layers.4))/mul"(#loc78))):
      %319 = arith.mulf %in, %in_20 : f32 loc(#loc218)
      linalg.yield %319 : f32 loc(#loc218)
    } -> tensor<512x64xf32> loc(#loc218)
    %208 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%207, %25 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.4))/mul"(#loc78)), %in_20: f32 loc("jit(step)/jvp(layers.4)/tanh"(#loc78)), %out: f32 loc("jit(step)/transpose(jvp(layers.4))/mul"(#loc78))):
      %319 = arith.mulf %in, %in_20 : f32 loc(#loc218)
      linalg.yield %319 : f32 loc(#loc218)
    } -> tensor<512x64xf32> loc(#loc218)
    %209 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%207, %208 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.4))/mul"(#loc78)), %in_20: f32 loc("jit(step)/transpose(jvp(layers.4))/mul"(#loc78)), %out: f32 loc("jit(step)/transpose(jvp(layers.4))/add_any"(#loc78))):
      %319 = arith.addf %in, %in_20 : f32 loc(#loc219)
      linalg.yield %319 : f32 loc(#loc219)
    } -> tensor<512x64xf32> loc(#loc219)
    %210 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "reduction"]} ins(%209 : tensor<512x64xf32>) outs(%96 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.4))/reduce_sum"(#loc77)), %out: f32 loc("jit(step)/transpose(jvp(layers.4))/reduce_sum"(#loc77))):
      %319 = arith.addf %out, %in : f32 loc(#loc220)
      linalg.yield %319 : f32 loc(#loc220)
    } -> tensor<64xf32> loc(#loc220)
    %expanded_15 = tensor.expand_shape %210 [[0, 1]] output_shape [1, 64] : tensor<64xf32> into tensor<1x64xf32> loc(#loc221)
    %211 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "reduction"]} ins(%expanded_15 : tensor<1x64xf32>) outs(%96 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.4))/reduce_sum"(#loc77)), %out: f32 loc("jit(step)/transpose(jvp(layers.4))/reduce_sum"(#loc77))):
      %319 = arith.addf %out, %in : f32 loc(#loc220)
      linalg.yield %319 : f32 loc(#loc220)
    } -> tensor<64xf32> loc(#loc220)
    %212 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%209 : tensor<512x64xf32>) outs(%99 : tensor<64x512xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.4))/add_any"(#loc78)), %out: f32 loc("jit(step)/transpose(jvp(layers.4))/dot_general"(#loc76))):
      linalg.yield %in : f32 loc(#loc222)
    } -> tensor<64x512xf32> loc(#loc222)
    %213 = linalg.matmul ins(%212, %20 : tensor<64x512xf32>, tensor<512x64xf32>) outs(%102 : tensor<64x64xf32>) -> tensor<64x64xf32> loc(#loc222)
    %214 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%213 : tensor<64x64xf32>) outs(%101 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.4))/dot_general"(#loc76)), %out: f32 loc("jit(step)/transpose(jvp(layers.4))/transpose"(#loc76))):
      linalg.yield %in : f32 loc(#loc223)
    } -> tensor<64x64xf32> loc(#loc223)
    %215 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg8 : tensor<64x64xf32>) outs(%101 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("params[4][0]"), %out: f32 loc("jit(step)/transpose(jvp(layers.4))/dot_general"(#loc76))):
      linalg.yield %in : f32 loc(#loc222)
    } -> tensor<64x64xf32> loc(#loc222)
    %216 = linalg.matmul ins(%209, %215 : tensor<512x64xf32>, tensor<64x64xf32>) outs(%1 : tensor<512x64xf32>) -> tensor<512x64xf32> loc(#loc222)
    %217 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%216, %21 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.4))/dot_general"(#loc76)), %in_20: f32 loc("jit(step)/jvp(layers.3)/sub"(#loc78)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/mul"(#loc78))):
      %319 = arith.mulf %in, %in_20 : f32 loc(#loc224)
      linalg.yield %319 : f32 loc(#loc224)
    } -> tensor<512x64xf32> loc(#loc224)
    %218 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%217, %20 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/mul"(#loc78)), %in_20: f32 loc("jit(step)/jvp(layers.3)/tanh"(#loc78)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/mul"(#loc78))):
      %319 = arith.mulf %in, %in_20 : f32 loc(#loc224)
      linalg.yield %319 : f32 loc(#loc224)
    } -> tensor<512x64xf32> loc(#loc224)
    %219 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%217, %218 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/mul"(#loc78)), %in_20: f32 loc("jit(step)/transpose(jvp(layers.3))/mul"(#loc78)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/add_any"(#loc78))):
      %319 = arith.addf %in, %in_20 : f32 loc(#loc225)
      linalg.yield %319 : f32 loc(#loc225)
    } -> tensor<512x64xf32> loc(#loc225)
    %220 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "reduction"]} ins(%219 : tensor<512x64xf32>) outs(%96 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc77)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc77))):
      %319 = arith.addf %out, %in : f32 loc(#loc226)
      linalg.yield %319 : f32 loc(#loc226)
    } -> tensor<64xf32> loc(#loc226)
    %expanded_16 = tensor.expand_shape %220 [[0, 1]] output_shape [1, 64] : tensor<64xf32> into tensor<1x64xf32> loc(#loc227)
    %221 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "reduction"]} ins(%expanded_16 : tensor<1x64xf32>) outs(%96 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc77)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc77))):
      %319 = arith.addf %out, %in : f32 loc(#loc226)
      linalg.yield %319 : f32 loc(#loc226)
    } -> tensor<64xf32> loc(#loc226)
    %222 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%219 : tensor<512x64xf32>) outs(%99 : tensor<64x512xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/add_any"(#loc78)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/dot_general"(#loc76))):
      linalg.yield %in : f32 loc(#loc228)
    } -> tensor<64x512xf32> loc(#loc228)
    %223 = linalg.matmul ins(%222, %15 : tensor<64x512xf32>, tensor<512x64xf32>) outs(%102 : tensor<64x64xf32>) -> tensor<64x64xf32> loc(#loc228)
    %224 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%223 : tensor<64x64xf32>) outs(%101 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/dot_general"(#loc76)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/transpose"(#loc76))):
      linalg.yield %in : f32 loc(#loc229)
    } -> tensor<64x64xf32> loc(#loc229)
    %225 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg6 : tensor<64x64xf32>) outs(%101 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("params[3][0]"), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/dot_general"(#loc76))):
      linalg.yield %in : f32 loc(#loc228)
    } -> tensor<64x64xf32> loc(#loc228)
    %226 = linalg.matmul ins(%219, %225 : tensor<512x64xf32>, tensor<64x64xf32>) outs(%1 : tensor<512x64xf32>) -> tensor<512x64xf32> loc(#loc228)
    %227 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%226, %16 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/dot_general"(#loc76)), %in_20: f32 loc("jit(step)/jvp(layers.2)/sub"(#loc78)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc78))):
      %319 = arith.mulf %in, %in_20 : f32 loc(#loc230)
      linalg.yield %319 : f32 loc(#loc230)
    } -> tensor<512x64xf32> loc(#loc230)
    %228 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%227, %15 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc78)), %in_20: f32 loc("jit(step)/jvp(layers.2)/tanh"(#loc78)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc78))):
      %319 = arith.mulf %in, %in_20 : f32 loc(#loc230)
      linalg.yield %319 : f32 loc(#loc230)
    } -> tensor<512x64xf32> loc(#loc230)
    %229 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%227, %228 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc78)), %in_20: f32 loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc78)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/add_any"(#loc78))):
      %319 = arith.addf %in, %in_20 : f32 loc(#loc231)
      linalg.yield %319 : f32 loc(#loc231)
    } -> tensor<512x64xf32> loc(#loc231)
    %230 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "reduction"]} ins(%229 : tensor<512x64xf32>) outs(%96 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc77)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc77))):
      %319 = arith.addf %out, %in : f32 loc(#loc232)
      linalg.yield %319 : f32 loc(#loc232)
    } -> tensor<64xf32> loc(#loc232)
    %expanded_17 = tensor.expand_shape %230 [[0, 1]] output_shape [1, 64] : tensor<64xf32> into tensor<1x64xf32> loc(#loc233)
    %231 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "reduction"]} ins(%expanded_17 : tensor<1x64xf32>) outs(%96 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc77)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc77))):
      %319 = arith.addf %out, %in : f32 loc(#loc232)
      linalg.yield %319 : f32 loc(#loc232)
    } -> tensor<64xf32> loc(#loc232)
    %232 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%229 : tensor<512x64xf32>) outs(%99 : tensor<64x512xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/add_any"(#loc78)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/dot_general"(#loc76))):
      linalg.yield %in : f32 loc(#loc234)
    } -> tensor<64x512xf32> loc(#loc234)
    %233 = linalg.matmul ins(%232, %10 : tensor<64x512xf32>, tensor<512x64xf32>) outs(%102 : tensor<64x64xf32>) -> tensor<64x64xf32> loc(#loc234)
    %234 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%233 : tensor<64x64xf32>) outs(%101 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/dot_general"(#loc76)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/transpose"(#loc76))):
      linalg.yield %in : f32 loc(#loc235)
    } -> tensor<64x64xf32> loc(#loc235)
    %235 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg4 : tensor<64x64xf32>) outs(%101 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("params[2][0]"), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/dot_general"(#loc76))):
      linalg.yield %in : f32 loc(#loc234)
    } -> tensor<64x64xf32> loc(#loc234)
    %236 = linalg.matmul ins(%229, %235 : tensor<512x64xf32>, tensor<64x64xf32>) outs(%1 : tensor<512x64xf32>) -> tensor<512x64xf32> loc(#loc234)
    %237 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%236, %11 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/dot_general"(#loc76)), %in_20: f32 loc("jit(step)/jvp(layers.1)/sub"(#loc78)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc78))):
      %319 = arith.mulf %in, %in_20 : f32 loc(#loc236)
      linalg.yield %319 : f32 loc(#loc236)
    } -> tensor<512x64xf32> loc(#loc236)
    %238 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%237, %10 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc78)), %in_20: f32 loc("jit(step)/jvp(layers.1)/tanh"(#loc78)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc78))):
      %319 = arith.mulf %in, %in_20 : f32 loc(#loc236)
      linalg.yield %319 : f32 loc(#loc236)
    } -> tensor<512x64xf32> loc(#loc236)
    %239 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%237, %238 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc78)), %in_20: f32 loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc78)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/add_any"(#loc78))):
      %319 = arith.addf %in, %in_20 : f32 loc(#loc237)
      linalg.yield %319 : f32 loc(#loc237)
    } -> tensor<512x64xf32> loc(#loc237)
    %240 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "reduction"]} ins(%239 : tensor<512x64xf32>) outs(%96 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc77)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc77))):
      %319 = arith.addf %out, %in : f32 loc(#loc238)
      linalg.yield %319 : f32 loc(#loc238)
    } -> tensor<64xf32> loc(#loc238)
    %expanded_18 = tensor.expand_shape %240 [[0, 1]] output_shape [1, 64] : tensor<64xf32> into tensor<1x64xf32> loc(#loc239)
    %241 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "reduction"]} ins(%expanded_18 : tensor<1x64xf32>) outs(%96 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc77)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc77))):
      %319 = arith.addf %out, %in : f32 loc(#loc238)
      linalg.yield %319 : f32 loc(#loc238)
    } -> tensor<64xf32> loc(#loc238)
    %242 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%239 : tensor<512x64xf32>) outs(%99 : tensor<64x512xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/add_any"(#loc78)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/dot_general"(#loc76))):
      linalg.yield %in : f32 loc(#loc240)
    } -> tensor<64x512xf32> loc(#loc240)
    %243 = linalg.matmul ins(%242, %5 : tensor<64x512xf32>, tensor<512x64xf32>) outs(%102 : tensor<64x64xf32>) -> tensor<64x64xf32> loc(#loc240)
    %244 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%243 : tensor<64x64xf32>) outs(%101 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/dot_general"(#loc76)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/transpose"(#loc76))):
      linalg.yield %in : f32 loc(#loc241)
    } -> tensor<64x64xf32> loc(#loc241)
    %245 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg2 : tensor<64x64xf32>) outs(%101 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("params[1][0]"), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/dot_general"(#loc76))):
      linalg.yield %in : f32 loc(#loc240)
    } -> tensor<64x64xf32> loc(#loc240)
    %246 = linalg.matmul ins(%239, %245 : tensor<512x64xf32>, tensor<64x64xf32>) outs(%1 : tensor<512x64xf32>) -> tensor<512x64xf32> loc(#loc240)
    %247 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%246, %6 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/dot_general"(#loc76)), %in_20: f32 loc("jit(step)/jvp(layers.0)/sub"(#loc78)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc78))):
      %319 = arith.mulf %in, %in_20 : f32 loc(#loc242)
      linalg.yield %319 : f32 loc(#loc242)
    } -> tensor<512x64xf32> loc(#loc242)
    %248 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%247, %5 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc78)), %in_20: f32 loc("jit(step)/jvp(layers.0)/tanh"(#loc78)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc78))):
      %319 = arith.mulf %in, %in_20 : f32 loc(#loc242)
      linalg.yield %319 : f32 loc(#loc242)
    } -> tensor<512x64xf32> loc(#loc242)
    %249 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%247, %248 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc78)), %in_20: f32 loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc78)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/add_any"(#loc78))):
      %319 = arith.addf %in, %in_20 : f32 loc(#loc243)
      linalg.yield %319 : f32 loc(#loc243)
    } -> tensor<512x64xf32> loc(#loc243)
    %250 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "reduction"]} ins(%249 : tensor<512x64xf32>) outs(%96 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc77)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc77))):
      %319 = arith.addf %out, %in : f32 loc(#loc244)
      linalg.yield %319 : f32 loc(#loc244)
    } -> tensor<64xf32> loc(#loc244)
    %expanded_19 = tensor.expand_shape %250 [[0, 1]] output_shape [1, 64] : tensor<64xf32> into tensor<1x64xf32> loc(#loc245)
    %251 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "reduction"]} ins(%expanded_19 : tensor<1x64xf32>) outs(%96 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc77)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc77))):
      %319 = arith.addf %out, %in : f32 loc(#loc244)
      linalg.yield %319 : f32 loc(#loc244)
    } -> tensor<64xf32> loc(#loc244)
    %252 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%249 : tensor<512x64xf32>) outs(%99 : tensor<64x512xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/add_any"(#loc78)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/dot_general"(#loc76))):
      linalg.yield %in : f32 loc(#loc246)
    } -> tensor<64x512xf32> loc(#loc246)
    %253 = linalg.matmul ins(%252, %arg32 : tensor<64x512xf32>, tensor<512x64xf32>) outs(%102 : tensor<64x64xf32>) -> tensor<64x64xf32> loc(#loc246)
    %254 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%253 : tensor<64x64xf32>) outs(%101 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/dot_general"(#loc76)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/transpose"(#loc76))):
      linalg.yield %in : f32 loc(#loc247)
    } -> tensor<64x64xf32> loc(#loc247)
    %255 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%254 : tensor<64x64xf32>) outs(%101 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/transpose"(#loc76)), %out: f32 loc("jit(step)/mul"(#loc86))):
      %319 = arith.mulf %in, %cst_0 : f32 loc(#loc248)
      linalg.yield %319 : f32 loc(#loc248)
    } -> tensor<64x64xf32> loc(#loc248)
    %256 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg0, %255 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%101 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("params[0][0]"), %in_20: f32 loc("jit(step)/mul"(#loc86)), %out: f32 loc("jit(step)/sub"(#loc87))):
      %319 = arith.subf %in, %in_20 : f32 loc(#loc249)
      linalg.yield %319 : f32 loc(#loc249)
    } -> tensor<64x64xf32> loc(#loc249)
    %257 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%251 : tensor<64xf32>) outs(%95 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc77)), %out: f32 loc("jit(step)/mul"(#loc86))):
      %319 = arith.mulf %in, %cst_0 : f32 loc(#loc248)
      linalg.yield %319 : f32 loc(#loc248)
    } -> tensor<64xf32> loc(#loc248)
    %258 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%arg1, %257 : tensor<64xf32>, tensor<64xf32>) outs(%95 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("params[0][1]"), %in_20: f32 loc("jit(step)/mul"(#loc86)), %out: f32 loc("jit(step)/sub"(#loc87))):
      %319 = arith.subf %in, %in_20 : f32 loc(#loc249)
      linalg.yield %319 : f32 loc(#loc249)
    } -> tensor<64xf32> loc(#loc249)
    %259 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%244 : tensor<64x64xf32>) outs(%101 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/transpose"(#loc76)), %out: f32 loc("jit(step)/mul"(#loc86))):
      %319 = arith.mulf %in, %cst_0 : f32 loc(#loc248)
      linalg.yield %319 : f32 loc(#loc248)
    } -> tensor<64x64xf32> loc(#loc248)
    %260 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg2, %259 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%101 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("params[1][0]"), %in_20: f32 loc("jit(step)/mul"(#loc86)), %out: f32 loc("jit(step)/sub"(#loc87))):
      %319 = arith.subf %in, %in_20 : f32 loc(#loc249)
      linalg.yield %319 : f32 loc(#loc249)
    } -> tensor<64x64xf32> loc(#loc249)
    %261 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%241 : tensor<64xf32>) outs(%95 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc77)), %out: f32 loc("jit(step)/mul"(#loc86))):
      %319 = arith.mulf %in, %cst_0 : f32 loc(#loc248)
      linalg.yield %319 : f32 loc(#loc248)
    } -> tensor<64xf32> loc(#loc248)
    %262 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%arg3, %261 : tensor<64xf32>, tensor<64xf32>) outs(%95 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("params[1][1]"), %in_20: f32 loc("jit(step)/mul"(#loc86)), %out: f32 loc("jit(step)/sub"(#loc87))):
      %319 = arith.subf %in, %in_20 : f32 loc(#loc249)
      linalg.yield %319 : f32 loc(#loc249)
    } -> tensor<64xf32> loc(#loc249)
    %263 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%234 : tensor<64x64xf32>) outs(%101 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/transpose"(#loc76)), %out: f32 loc("jit(step)/mul"(#loc86))):
      %319 = arith.mulf %in, %cst_0 : f32 loc(#loc248)
      linalg.yield %319 : f32 loc(#loc248)
    } -> tensor<64x64xf32> loc(#loc248)
    %264 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg4, %263 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%101 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("params[2][0]"), %in_20: f32 loc("jit(step)/mul"(#loc86)), %out: f32 loc("jit(step)/sub"(#loc87))):
      %319 = arith.subf %in, %in_20 : f32 loc(#loc249)
      linalg.yield %319 : f32 loc(#loc249)
    } -> tensor<64x64xf32> loc(#loc249)
    %265 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%231 : tensor<64xf32>) outs(%95 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc77)), %out: f32 loc("jit(step)/mul"(#loc86))):
      %319 = arith.mulf %in, %cst_0 : f32 loc(#loc248)
      linalg.yield %319 : f32 loc(#loc248)
    } -> tensor<64xf32> loc(#loc248)
    %266 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%arg5, %265 : tensor<64xf32>, tensor<64xf32>) outs(%95 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("params[2][1]"), %in_20: f32 loc("jit(step)/mul"(#loc86)), %out: f32 loc("jit(step)/sub"(#loc87))):
      %319 = arith.subf %in, %in_20 : f32 loc(#loc249)
      linalg.yield %319 : f32 loc(#loc249)
    } -> tensor<64xf32> loc(#loc249)
    %267 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%224 : tensor<64x64xf32>) outs(%101 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/transpose"(#loc76)), %out: f32 loc("jit(step)/mul"(#loc86))):
      %319 = arith.mulf %in, %cst_0 : f32 loc(#loc248)
      linalg.yield %319 : f32 loc(#loc248)
    } -> tensor<64x64xf32> loc(#loc248)
    %268 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg6, %267 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%101 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("params[3][0]"), %in_20: f32 loc("jit(step)/mul"(#loc86)), %out: f32 loc("jit(step)/sub"(#loc87))):
      %319 = arith.subf %in, %in_20 : f32 loc(#loc249)
      linalg.yield %319 : f32 loc(#loc249)
    } -> tensor<64x64xf32> loc(#loc249)
    %269 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%221 : tensor<64xf32>) outs(%95 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc77)), %out: f32 loc("jit(step)/mul"(#loc86))):
      %319 = arith.mulf %in, %cst_0 : f32 loc(#loc248)
      linalg.yield %319 : f32 loc(#loc248)
    } -> tensor<64xf32> loc(#loc248)
    %270 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%arg7, %269 : tensor<64xf32>, tensor<64xf32>) outs(%95 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("params[3][1]"), %in_20: f32 loc("jit(step)/mul"(#loc86)), %out: f32 loc("jit(step)/sub"(#loc87))):
      %319 = arith.subf %in, %in_20 : f32 loc(#loc249)
      linalg.yield %319 : f32 loc(#loc249)
    } -> tensor<64xf32> loc(#loc249)
    %271 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%214 : tensor<64x64xf32>) outs(%101 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.4))/transpose"(#loc76)), %out: f32 loc("jit(step)/mul"(#loc86))):
      %319 = arith.mulf %in, %cst_0 : f32 loc(#loc248)
      linalg.yield %319 : f32 loc(#loc248)
    } -> tensor<64x64xf32> loc(#loc248)
    %272 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg8, %271 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%101 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("params[4][0]"), %in_20: f32 loc("jit(step)/mul"(#loc86)), %out: f32 loc("jit(step)/sub"(#loc87))):
      %319 = arith.subf %in, %in_20 : f32 loc(#loc249)
      linalg.yield %319 : f32 loc(#loc249)
    } -> tensor<64x64xf32> loc(#loc249)
    %273 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%211 : tensor<64xf32>) outs(%95 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.4))/reduce_sum"(#loc77)), %out: f32 loc("jit(step)/mul"(#loc86))):
      %319 = arith.mulf %in, %cst_0 : f32 loc(#loc248)
      linalg.yield %319 : f32 loc(#loc248)
    } -> tensor<64xf32> loc(#loc248)
    %274 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%arg9, %273 : tensor<64xf32>, tensor<64xf32>) outs(%95 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("params[4][1]"), %in_20: f32 loc("jit(step)/mul"(#loc86)), %out: f32 loc("jit(step)/sub"(#loc87))):
      %319 = arith.subf %in, %in_20 : f32 loc(#loc249)
      linalg.yield %319 : f32 loc(#loc249)
    } -> tensor<64xf32> loc(#loc249)
    %275 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%204 : tensor<64x64xf32>) outs(%101 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.5))/transpose"(#loc76)), %out: f32 loc("jit(step)/mul"(#loc86))):
      %319 = arith.mulf %in, %cst_0 : f32 loc(#loc248)
      linalg.yield %319 : f32 loc(#loc248)
    } -> tensor<64x64xf32> loc(#loc248)
    %276 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg10, %275 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%101 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("params[5][0]"), %in_20: f32 loc("jit(step)/mul"(#loc86)), %out: f32 loc("jit(step)/sub"(#loc87))):
      %319 = arith.subf %in, %in_20 : f32 loc(#loc249)
      linalg.yield %319 : f32 loc(#loc249)
    } -> tensor<64x64xf32> loc(#loc249)
    %277 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%201 : tensor<64xf32>) outs(%95 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.5))/reduce_sum"(#loc77)), %out: f32 loc("jit(step)/mul"(#loc86))):
      %319 = arith.mulf %in, %cst_0 : f32 loc(#loc248)
      linalg.yield %319 : f32 loc(#loc248)
    } -> tensor<64xf32> loc(#loc248)
    %278 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%arg11, %277 : tensor<64xf32>, tensor<64xf32>) outs(%95 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("params[5][1]"), %in_20: f32 loc("jit(step)/mul"(#loc86)), %out: f32 loc("jit(step)/sub"(#loc87))):
      %319 = arith.subf %in, %in_20 : f32 loc(#loc249)
      linalg.yield %319 : f32 loc(#loc249)
    } -> tensor<64xf32> loc(#loc249)
    %279 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%194 : tensor<64x64xf32>) outs(%101 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.6))/transpose"(#loc76)), %out: f32 loc("jit(step)/mul"(#loc86))):
      %319 = arith.mulf %in, %cst_0 : f32 loc(#loc248)
      linalg.yield %319 : f32 loc(#loc248)
    } -> tensor<64x64xf32> loc(#loc248)
    %280 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg12, %279 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%101 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("params[6][0]"), %in_20: f32 loc("jit(step)/mul"(#loc86)), %out: f32 loc("jit(step)/sub"(#loc87))):
      %319 = arith.subf %in, %in_20 : f32 loc(#loc249)
      linalg.yield %319 : f32 loc(#loc249)
    } -> tensor<64x64xf32> loc(#loc249)
    %281 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%191 : tensor<64xf32>) outs(%95 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.6))/reduce_sum"(#loc77)), %out: f32 loc("jit(step)/mul"(#loc86))):
      %319 = arith.mulf %in, %cst_0 : f32 loc(#loc248)
      linalg.yield %319 : f32 loc(#loc248)
    } -> tensor<64xf32> loc(#loc248)
    %282 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%arg13, %281 : tensor<64xf32>, tensor<64xf32>) outs(%95 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("params[6][1]"), %in_20: f32 loc("jit(step)/mul"(#loc86)), %out: f32 loc("jit(step)/sub"(#loc87))):
      %319 = arith.subf %in, %in_20 : f32 loc(#loc249)
      linalg.yield %319 : f32 loc(#loc249)
    } -> tensor<64xf32> loc(#loc249)
    %283 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%184 : tensor<64x64xf32>) outs(%101 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.7))/transpose"(#loc76)), %out: f32 loc("jit(step)/mul"(#loc86))):
      %319 = arith.mulf %in, %cst_0 : f32 loc(#loc248)
      linalg.yield %319 : f32 loc(#loc248)
    } -> tensor<64x64xf32> loc(#loc248)
    %284 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg14, %283 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%101 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("params[7][0]"), %in_20: f32 loc("jit(step)/mul"(#loc86)), %out: f32 loc("jit(step)/sub"(#loc87))):
      %319 = arith.subf %in, %in_20 : f32 loc(#loc249)
      linalg.yield %319 : f32 loc(#loc249)
    } -> tensor<64x64xf32> loc(#loc249)
    %285 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%181 : tensor<64xf32>) outs(%95 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.7))/reduce_sum"(#loc77)), %out: f32 loc("jit(step)/mul"(#loc86))):
      %319 = arith.mulf %in, %cst_0 : f32 loc(#loc248)
      linalg.yield %319 : f32 loc(#loc248)
    } -> tensor<64xf32> loc(#loc248)
    %286 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%arg15, %285 : tensor<64xf32>, tensor<64xf32>) outs(%95 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("params[7][1]"), %in_20: f32 loc("jit(step)/mul"(#loc86)), %out: f32 loc("jit(step)/sub"(#loc87))):
      %319 = arith.subf %in, %in_20 : f32 loc(#loc249)
      linalg.yield %319 : f32 loc(#loc249)
    } -> tensor<64xf32> loc(#loc249)
    %287 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%174 : tensor<64x64xf32>) outs(%101 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.8))/transpose"(#loc76)), %out: f32 loc("jit(step)/mul"(#loc86))):
      %319 = arith.mulf %in, %cst_0 : f32 loc(#loc248)
      linalg.yield %319 : f32 loc(#loc248)
    } -> tensor<64x64xf32> loc(#loc248)
    %288 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg16, %287 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%101 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("params[8][0]"), %in_20: f32 loc("jit(step)/mul"(#loc86)), %out: f32 loc("jit(step)/sub"(#loc87))):
      %319 = arith.subf %in, %in_20 : f32 loc(#loc249)
      linalg.yield %319 : f32 loc(#loc249)
    } -> tensor<64x64xf32> loc(#loc249)
    %289 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%171 : tensor<64xf32>) outs(%95 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.8))/reduce_sum"(#loc77)), %out: f32 loc("jit(step)/mul"(#loc86))):
      %319 = arith.mulf %in, %cst_0 : f32 loc(#loc248)
      linalg.yield %319 : f32 loc(#loc248)
    } -> tensor<64xf32> loc(#loc248)
    %290 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%arg17, %289 : tensor<64xf32>, tensor<64xf32>) outs(%95 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("params[8][1]"), %in_20: f32 loc("jit(step)/mul"(#loc86)), %out: f32 loc("jit(step)/sub"(#loc87))):
      %319 = arith.subf %in, %in_20 : f32 loc(#loc249)
      linalg.yield %319 : f32 loc(#loc249)
    } -> tensor<64xf32> loc(#loc249)
    %291 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%164 : tensor<64x64xf32>) outs(%101 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.9))/transpose"(#loc76)), %out: f32 loc("jit(step)/mul"(#loc86))):
      %319 = arith.mulf %in, %cst_0 : f32 loc(#loc248)
      linalg.yield %319 : f32 loc(#loc248)
    } -> tensor<64x64xf32> loc(#loc248)
    %292 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg18, %291 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%101 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("params[9][0]"), %in_20: f32 loc("jit(step)/mul"(#loc86)), %out: f32 loc("jit(step)/sub"(#loc87))):
      %319 = arith.subf %in, %in_20 : f32 loc(#loc249)
      linalg.yield %319 : f32 loc(#loc249)
    } -> tensor<64x64xf32> loc(#loc249)
    %293 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%161 : tensor<64xf32>) outs(%95 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.9))/reduce_sum"(#loc77)), %out: f32 loc("jit(step)/mul"(#loc86))):
      %319 = arith.mulf %in, %cst_0 : f32 loc(#loc248)
      linalg.yield %319 : f32 loc(#loc248)
    } -> tensor<64xf32> loc(#loc248)
    %294 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%arg19, %293 : tensor<64xf32>, tensor<64xf32>) outs(%95 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("params[9][1]"), %in_20: f32 loc("jit(step)/mul"(#loc86)), %out: f32 loc("jit(step)/sub"(#loc87))):
      %319 = arith.subf %in, %in_20 : f32 loc(#loc249)
      linalg.yield %319 : f32 loc(#loc249)
    } -> tensor<64xf32> loc(#loc249)
    %295 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%154 : tensor<64x64xf32>) outs(%101 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.10))/transpose"(#loc76)), %out: f32 loc("jit(step)/mul"(#loc86))):
      %319 = arith.mulf %in, %cst_0 : f32 loc(#loc248)
      linalg.yield %319 : f32 loc(#loc248)
    } -> tensor<64x64xf32> loc(#loc248)
    %296 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg20, %295 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%101 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("params[10][0]"), %in_20: f32 loc("jit(step)/mul"(#loc86)), %out: f32 loc("jit(step)/sub"(#loc87))):
      %319 = arith.subf %in, %in_20 : f32 loc(#loc249)
      linalg.yield %319 : f32 loc(#loc249)
    } -> tensor<64x64xf32> loc(#loc249)
    %297 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%151 : tensor<64xf32>) outs(%95 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.10))/reduce_sum"(#loc77)), %out: f32 loc("jit(step)/mul"(#loc86))):
      %319 = arith.mulf %in, %cst_0 : f32 loc(#loc248)
      linalg.yield %319 : f32 loc(#loc248)
    } -> tensor<64xf32> loc(#loc248)
    %298 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%arg21, %297 : tensor<64xf32>, tensor<64xf32>) outs(%95 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("params[10][1]"), %in_20: f32 loc("jit(step)/mul"(#loc86)), %out: f32 loc("jit(step)/sub"(#loc87))):
      %319 = arith.subf %in, %in_20 : f32 loc(#loc249)
      linalg.yield %319 : f32 loc(#loc249)
    } -> tensor<64xf32> loc(#loc249)
    %299 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%144 : tensor<64x64xf32>) outs(%101 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.11))/transpose"(#loc76)), %out: f32 loc("jit(step)/mul"(#loc86))):
      %319 = arith.mulf %in, %cst_0 : f32 loc(#loc248)
      linalg.yield %319 : f32 loc(#loc248)
    } -> tensor<64x64xf32> loc(#loc248)
    %300 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg22, %299 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%101 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("params[11][0]"), %in_20: f32 loc("jit(step)/mul"(#loc86)), %out: f32 loc("jit(step)/sub"(#loc87))):
      %319 = arith.subf %in, %in_20 : f32 loc(#loc249)
      linalg.yield %319 : f32 loc(#loc249)
    } -> tensor<64x64xf32> loc(#loc249)
    %301 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%141 : tensor<64xf32>) outs(%95 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.11))/reduce_sum"(#loc77)), %out: f32 loc("jit(step)/mul"(#loc86))):
      %319 = arith.mulf %in, %cst_0 : f32 loc(#loc248)
      linalg.yield %319 : f32 loc(#loc248)
    } -> tensor<64xf32> loc(#loc248)
    %302 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%arg23, %301 : tensor<64xf32>, tensor<64xf32>) outs(%95 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("params[11][1]"), %in_20: f32 loc("jit(step)/mul"(#loc86)), %out: f32 loc("jit(step)/sub"(#loc87))):
      %319 = arith.subf %in, %in_20 : f32 loc(#loc249)
      linalg.yield %319 : f32 loc(#loc249)
    } -> tensor<64xf32> loc(#loc249)
    %303 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%134 : tensor<64x64xf32>) outs(%101 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.12))/transpose"(#loc76)), %out: f32 loc("jit(step)/mul"(#loc86))):
      %319 = arith.mulf %in, %cst_0 : f32 loc(#loc248)
      linalg.yield %319 : f32 loc(#loc248)
    } -> tensor<64x64xf32> loc(#loc248)
    %304 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg24, %303 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%101 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("params[12][0]"), %in_20: f32 loc("jit(step)/mul"(#loc86)), %out: f32 loc("jit(step)/sub"(#loc87))):
      %319 = arith.subf %in, %in_20 : f32 loc(#loc249)
      linalg.yield %319 : f32 loc(#loc249)
    } -> tensor<64x64xf32> loc(#loc249)
    %305 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%131 : tensor<64xf32>) outs(%95 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.12))/reduce_sum"(#loc77)), %out: f32 loc("jit(step)/mul"(#loc86))):
      %319 = arith.mulf %in, %cst_0 : f32 loc(#loc248)
      linalg.yield %319 : f32 loc(#loc248)
    } -> tensor<64xf32> loc(#loc248)
    %306 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%arg25, %305 : tensor<64xf32>, tensor<64xf32>) outs(%95 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("params[12][1]"), %in_20: f32 loc("jit(step)/mul"(#loc86)), %out: f32 loc("jit(step)/sub"(#loc87))):
      %319 = arith.subf %in, %in_20 : f32 loc(#loc249)
      linalg.yield %319 : f32 loc(#loc249)
    } -> tensor<64xf32> loc(#loc249)
    %307 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%124 : tensor<64x64xf32>) outs(%101 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.13))/transpose"(#loc76)), %out: f32 loc("jit(step)/mul"(#loc86))):
      %319 = arith.mulf %in, %cst_0 : f32 loc(#loc248)
      linalg.yield %319 : f32 loc(#loc248)
    } -> tensor<64x64xf32> loc(#loc248)
    %308 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg26, %307 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%101 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("params[13][0]"), %in_20: f32 loc("jit(step)/mul"(#loc86)), %out: f32 loc("jit(step)/sub"(#loc87))):
      %319 = arith.subf %in, %in_20 : f32 loc(#loc249)
      linalg.yield %319 : f32 loc(#loc249)
    } -> tensor<64x64xf32> loc(#loc249)
    %309 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%121 : tensor<64xf32>) outs(%95 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.13))/reduce_sum"(#loc77)), %out: f32 loc("jit(step)/mul"(#loc86))):
      %319 = arith.mulf %in, %cst_0 : f32 loc(#loc248)
      linalg.yield %319 : f32 loc(#loc248)
    } -> tensor<64xf32> loc(#loc248)
    %310 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%arg27, %309 : tensor<64xf32>, tensor<64xf32>) outs(%95 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("params[13][1]"), %in_20: f32 loc("jit(step)/mul"(#loc86)), %out: f32 loc("jit(step)/sub"(#loc87))):
      %319 = arith.subf %in, %in_20 : f32 loc(#loc249)
      linalg.yield %319 : f32 loc(#loc249)
    } -> tensor<64xf32> loc(#loc249)
    %311 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%114 : tensor<64x64xf32>) outs(%101 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.14))/transpose"(#loc76)), %out: f32 loc("jit(step)/mul"(#loc86))):
      %319 = arith.mulf %in, %cst_0 : f32 loc(#loc248)
      linalg.yield %319 : f32 loc(#loc248)
    } -> tensor<64x64xf32> loc(#loc248)
    %312 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg28, %311 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%101 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("params[14][0]"), %in_20: f32 loc("jit(step)/mul"(#loc86)), %out: f32 loc("jit(step)/sub"(#loc87))):
      %319 = arith.subf %in, %in_20 : f32 loc(#loc249)
      linalg.yield %319 : f32 loc(#loc249)
    } -> tensor<64x64xf32> loc(#loc249)
    %313 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%111 : tensor<64xf32>) outs(%95 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.14))/reduce_sum"(#loc77)), %out: f32 loc("jit(step)/mul"(#loc86))):
      %319 = arith.mulf %in, %cst_0 : f32 loc(#loc248)
      linalg.yield %319 : f32 loc(#loc248)
    } -> tensor<64xf32> loc(#loc248)
    %314 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%arg29, %313 : tensor<64xf32>, tensor<64xf32>) outs(%95 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("params[14][1]"), %in_20: f32 loc("jit(step)/mul"(#loc86)), %out: f32 loc("jit(step)/sub"(#loc87))):
      %319 = arith.subf %in, %in_20 : f32 loc(#loc249)
      linalg.yield %319 : f32 loc(#loc249)
    } -> tensor<64xf32> loc(#loc249)
    %315 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%104 : tensor<64x64xf32>) outs(%101 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.15))/transpose"(#loc76)), %out: f32 loc("jit(step)/mul"(#loc86))):
      %319 = arith.mulf %in, %cst_0 : f32 loc(#loc248)
      linalg.yield %319 : f32 loc(#loc248)
    } -> tensor<64x64xf32> loc(#loc248)
    %316 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg30, %315 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%101 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("params[15][0]"), %in_20: f32 loc("jit(step)/mul"(#loc86)), %out: f32 loc("jit(step)/sub"(#loc87))):
      %319 = arith.subf %in, %in_20 : f32 loc(#loc249)
      linalg.yield %319 : f32 loc(#loc249)
    } -> tensor<64x64xf32> loc(#loc249)
    %317 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%98 : tensor<64xf32>) outs(%95 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.15))/reduce_sum"(#loc77)), %out: f32 loc("jit(step)/mul"(#loc86))):
      %319 = arith.mulf %in, %cst_0 : f32 loc(#loc248)
      linalg.yield %319 : f32 loc(#loc248)
    } -> tensor<64xf32> loc(#loc248)
    %318 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%arg31, %317 : tensor<64xf32>, tensor<64xf32>) outs(%95 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("params[15][1]"), %in_20: f32 loc("jit(step)/mul"(#loc86)), %out: f32 loc("jit(step)/sub"(#loc87))):
      %319 = arith.subf %in, %in_20 : f32 loc(#loc249)
      linalg.yield %319 : f32 loc(#loc249)
    } -> tensor<64xf32> loc(#loc249)
    return %88, %256, %258, %260, %262, %264, %266, %268, %270, %272, %274, %276, %278, %280, %282, %284, %286, %288, %290, %292, %294, %296, %298, %300, %302, %304, %306, %308, %310, %312, %314, %316, %318 : tensor<f32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32> loc(#loc69)
  } loc(#loc)
} loc(#loc)
#loc = loc(unknown)
#loc69 = loc("jit(step)"(#loc66))
#loc155 = loc("jit(step)/transpose(jvp(layers.15))/reshape"(#loc77))
#loc161 = loc("jit(step)/transpose(jvp(layers.14))/reshape"(#loc77))
#loc167 = loc("jit(step)/transpose(jvp(layers.13))/reshape"(#loc77))
#loc173 = loc("jit(step)/transpose(jvp(layers.12))/reshape"(#loc77))
#loc179 = loc("jit(step)/transpose(jvp(layers.11))/reshape"(#loc77))
#loc185 = loc("jit(step)/transpose(jvp(layers.10))/reshape"(#loc77))
#loc191 = loc("jit(step)/transpose(jvp(layers.9))/reshape"(#loc77))
#loc197 = loc("jit(step)/transpose(jvp(layers.8))/reshape"(#loc77))
#loc203 = loc("jit(step)/transpose(jvp(layers.7))/reshape"(#loc77))
#loc209 = loc("jit(step)/transpose(jvp(layers.6))/reshape"(#loc77))
#loc215 = loc("jit(step)/transpose(jvp(layers.5))/reshape"(#loc77))
#loc221 = loc("jit(step)/transpose(jvp(layers.4))/reshape"(#loc77))
#loc227 = loc("jit(step)/transpose(jvp(layers.3))/reshape"(#loc77))
#loc233 = loc("jit(step)/transpose(jvp(layers.2))/reshape"(#loc77))
#loc239 = loc("jit(step)/transpose(jvp(layers.1))/reshape"(#loc77))
#loc245 = loc("jit(step)/transpose(jvp(layers.0))/reshape"(#loc77))

