#loc1 = loc("params[0][0]")
#loc2 = loc("params[0][1]")
#loc3 = loc("params[1][0]")
#loc4 = loc("params[1][1]")
#loc5 = loc("params[2][0]")
#loc6 = loc("params[2][1]")
#loc7 = loc("params[3][0]")
#loc8 = loc("params[3][1]")
#loc9 = loc("opt_state[0].count")
#loc10 = loc("opt_state[0].mu[0][0]")
#loc11 = loc("opt_state[0].mu[0][1]")
#loc12 = loc("opt_state[0].mu[1][0]")
#loc13 = loc("opt_state[0].mu[1][1]")
#loc14 = loc("opt_state[0].mu[2][0]")
#loc15 = loc("opt_state[0].mu[2][1]")
#loc16 = loc("opt_state[0].mu[3][0]")
#loc17 = loc("opt_state[0].mu[3][1]")
#loc18 = loc("opt_state[0].nu[0][0]")
#loc19 = loc("opt_state[0].nu[0][1]")
#loc20 = loc("opt_state[0].nu[1][0]")
#loc21 = loc("opt_state[0].nu[1][1]")
#loc22 = loc("opt_state[0].nu[2][0]")
#loc23 = loc("opt_state[0].nu[2][1]")
#loc24 = loc("opt_state[0].nu[3][0]")
#loc25 = loc("opt_state[0].nu[3][1]")
#loc26 = loc("x")
#loc27 = loc("y")
#loc28 = loc("optax/_src/numerics.py":143:38 to :49)
#loc29 = loc("optax/_src/transform.py":285:16 to :52)
#loc30 = loc("optax/_src/base.py":339:11 to :44)
#loc31 = loc("optax/transforms/_combining.py":90:23 to :59)
#loc32 = loc("examples/jax/models.py":127:29 to :67)
#loc33 = loc("examples/jax/generate.py":36:11 to :43)
#loc34 = loc("examples/jax/generate.py":47:15 to :30)
#loc35 = loc("examples/jax/generate.py":63:4 to :10)
#loc36 = loc("examples/jax/models.py":121:24 to :36)
#loc37 = loc("examples/jax/models.py":126:15 to :53)
#loc38 = loc("examples/jax/models.py":120:29 to :34)
#loc39 = loc("examples/jax/models.py":120:29 to :38)
#loc40 = loc("examples/jax/models.py":120:20 to :39)
#loc41 = loc("examples/jax/models.py":121:25 to :30)
#loc42 = loc("examples/jax/models.py":121:15 to :37)
#loc43 = loc("optax/tree_utils/_tree_math.py":398:10 to :34)
#loc44 = loc("optax/tree_utils/_tree_math.py":396:9 to 403:3)
#loc45 = loc("optax/_src/transform.py":283:9 to :59)
#loc46 = loc("optax/tree_utils/_tree_math.py":398:37 to :46)
#loc47 = loc("optax/tree_utils/_tree_math.py":398:10 to :46)
#loc48 = loc("optax/tree_utils/_tree_math.py":423:13 to :23)
#loc49 = loc("optax/tree_utils/_tree_math.py":433:24 to :39)
#loc50 = loc("optax/tree_utils/_tree_math.py":431:9 to 438:3)
#loc51 = loc("optax/_src/transform.py":284:9 to :73)
#loc52 = loc("optax/tree_utils/_tree_math.py":433:10 to :39)
#loc53 = loc("optax/tree_utils/_tree_math.py":433:42 to :51)
#loc54 = loc("optax/tree_utils/_tree_math.py":433:10 to :51)
#loc55 = loc("optax/_src/numerics.py":143:19 to :36)
#loc56 = loc("select_n")
#loc57 = loc("optax/_src/numerics.py":143:9 to :61)
#loc58 = loc("optax/_src/transform.py":294:15 to :60)
#loc59 = loc("optax/_src/transform.py":298:13 to :58)
#loc60 = loc("optax/_src/transform.py":300:58 to :70)
#loc61 = loc("optax/_src/transform.py":299:14 to 304:5)
#loc62 = loc("optax/_src/transform.py":300:49 to :71)
#loc63 = loc("optax/_src/transform.py":300:49 to :77)
#loc64 = loc("optax/_src/transform.py":300:44 to :78)
#loc65 = loc("optax/_src/transform.py":507:37 to :50)
#loc66 = loc("optax/_src/transform.py":507:14 to :60)
#loc67 = loc("optax/_src/update.py":42:45 to :50)
#loc68 = loc("optax/_src/update.py":40:9 to 47:3)
#loc69 = loc("examples/jax/models.py":128:18 to :54)
#map = affine_map<(d0, d1) -> (d1)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1) -> ()>
#map3 = affine_map<() -> ()>
#map4 = affine_map<(d0, d1) -> (d1, d0)>
#map5 = affine_map<(d0, d1) -> (d0)>
#map6 = affine_map<(d0) -> (d0)>
#map7 = affine_map<(d0) -> ()>
#loc70 = loc("safe_increment"(#loc28))
#loc71 = loc("scale_by_adam.<locals>.update_fn"(#loc29))
#loc72 = loc("with_extra_args_support.<locals>.update"(#loc30))
#loc73 = loc("chain.<locals>.update_fn"(#loc31))
#loc74 = loc("_make_mlp_optax.<locals>.step"(#loc32))
#loc75 = loc("stablehlo"(#loc33))
#loc76 = loc("main"(#loc34))
#loc77 = loc("<module>"(#loc35))
#loc78 = loc("_make_mlp_optax.<locals>.loss"(#loc36))
#loc79 = loc("_make_mlp_optax.<locals>.step"(#loc37))
#loc80 = loc("_make_mlp_optax.<locals>.loss"(#loc38))
#loc81 = loc("_make_mlp_optax.<locals>.loss"(#loc39))
#loc82 = loc("_make_mlp_optax.<locals>.loss"(#loc40))
#loc83 = loc("_make_mlp_optax.<locals>.loss"(#loc41))
#loc84 = loc("_make_mlp_optax.<locals>.loss"(#loc42))
#loc85 = loc("tree_update_moment.<locals>.<lambda>"(#loc43))
#loc86 = loc("tree_update_moment"(#loc44))
#loc87 = loc("scale_by_adam.<locals>.update_fn"(#loc45))
#loc88 = loc("tree_update_moment.<locals>.<lambda>"(#loc46))
#loc89 = loc("tree_update_moment.<locals>.<lambda>"(#loc47))
#loc90 = loc("tree_update_moment_per_elem_norm.<locals>.orderth_norm"(#loc48))
#loc91 = loc("tree_update_moment_per_elem_norm.<locals>.<lambda>"(#loc49))
#loc92 = loc("tree_update_moment_per_elem_norm"(#loc50))
#loc93 = loc("scale_by_adam.<locals>.update_fn"(#loc51))
#loc94 = loc("tree_update_moment_per_elem_norm.<locals>.<lambda>"(#loc52))
#loc95 = loc("tree_update_moment_per_elem_norm.<locals>.<lambda>"(#loc53))
#loc96 = loc("tree_update_moment_per_elem_norm.<locals>.<lambda>"(#loc54))
#loc97 = loc("safe_increment"(#loc55))
#loc98 = loc("safe_increment"(#loc57))
#loc99 = loc("scale_by_adam.<locals>.update_fn"(#loc58))
#loc100 = loc("scale_by_adam.<locals>.update_fn"(#loc59))
#loc101 = loc("scale_by_adam.<locals>.update_fn.<locals>.<lambda>"(#loc60))
#loc102 = loc("scale_by_adam.<locals>.update_fn"(#loc61))
#loc103 = loc("scale_by_adam.<locals>.update_fn.<locals>.<lambda>"(#loc62))
#loc104 = loc("scale_by_adam.<locals>.update_fn.<locals>.<lambda>"(#loc63))
#loc105 = loc("scale_by_adam.<locals>.update_fn.<locals>.<lambda>"(#loc64))
#loc106 = loc("scale.<locals>.update_fn.<locals>.<lambda>"(#loc65))
#loc107 = loc("scale.<locals>.update_fn"(#loc66))
#loc108 = loc("apply_updates.<locals>.<lambda>"(#loc67))
#loc109 = loc("apply_updates"(#loc68))
#loc110 = loc("_make_mlp_optax.<locals>.step"(#loc69))
#loc111 = loc(callsite(#loc76 at #loc77))
#loc112 = loc(callsite(#loc75 at #loc111))
#loc113 = loc(callsite(#loc74 at #loc112))
#loc114 = loc(callsite(#loc79 at #loc112))
#loc115 = loc(callsite(#loc110 at #loc112))
#loc117 = loc(callsite(#loc73 at #loc113))
#loc118 = loc(callsite(#loc78 at #loc114))
#loc119 = loc(callsite(#loc80 at #loc114))
#loc120 = loc(callsite(#loc81 at #loc114))
#loc121 = loc(callsite(#loc82 at #loc114))
#loc122 = loc(callsite(#loc83 at #loc114))
#loc123 = loc(callsite(#loc84 at #loc114))
#loc124 = loc(callsite(#loc109 at #loc115))
#loc125 = loc(callsite(#loc72 at #loc117))
#loc126 = loc("jit(step)/jvp()/mul"(#loc118))
#loc127 = loc("jit(step)/jvp(layers.0)/dot_general"(#loc119))
#loc128 = loc("jit(step)/jvp(layers.0)/add"(#loc120))
#loc129 = loc("jit(step)/jvp(layers.0)/tanh"(#loc121))
#loc130 = loc("jit(step)/jvp(layers.0)/sub"(#loc121))
#loc131 = loc("jit(step)/jvp(layers.1)/dot_general"(#loc119))
#loc132 = loc("jit(step)/jvp(layers.1)/add"(#loc120))
#loc133 = loc("jit(step)/jvp(layers.1)/tanh"(#loc121))
#loc134 = loc("jit(step)/jvp(layers.1)/sub"(#loc121))
#loc135 = loc("jit(step)/jvp(layers.2)/dot_general"(#loc119))
#loc136 = loc("jit(step)/jvp(layers.2)/add"(#loc120))
#loc137 = loc("jit(step)/jvp(layers.2)/tanh"(#loc121))
#loc138 = loc("jit(step)/jvp(layers.2)/sub"(#loc121))
#loc139 = loc("jit(step)/jvp(layers.3)/dot_general"(#loc119))
#loc140 = loc("jit(step)/jvp(layers.3)/add"(#loc120))
#loc141 = loc("jit(step)/jvp(layers.3)/tanh"(#loc121))
#loc142 = loc("jit(step)/jvp(layers.3)/sub"(#loc121))
#loc143 = loc("jit(step)/jvp()/sub"(#loc122))
#loc144 = loc("jit(step)/jvp()/integer_pow"(#loc118))
#loc145 = loc("jit(step)/jvp()/reduce_sum"(#loc123))
#loc146 = loc("jit(step)/jvp()/div"(#loc123))
#loc147 = loc("jit(step)/transpose(jvp())/div"(#loc123))
#loc148 = loc("jit(step)/transpose(jvp())/broadcast_in_dim"(#loc123))
#loc149 = loc("jit(step)/transpose(jvp())/mul"(#loc118))
#loc150 = loc("jit(step)/transpose(jvp(layers.3))/mul"(#loc121))
#loc151 = loc("jit(step)/transpose(jvp(layers.3))/add_any"(#loc121))
#loc152 = loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc120))
#loc154 = loc("jit(step)/transpose(jvp(layers.3))/dot_general"(#loc119))
#loc155 = loc("jit(step)/transpose(jvp(layers.3))/transpose"(#loc119))
#loc156 = loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc121))
#loc157 = loc("jit(step)/transpose(jvp(layers.2))/add_any"(#loc121))
#loc158 = loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc120))
#loc160 = loc("jit(step)/transpose(jvp(layers.2))/dot_general"(#loc119))
#loc161 = loc("jit(step)/transpose(jvp(layers.2))/transpose"(#loc119))
#loc162 = loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc121))
#loc163 = loc("jit(step)/transpose(jvp(layers.1))/add_any"(#loc121))
#loc164 = loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc120))
#loc166 = loc("jit(step)/transpose(jvp(layers.1))/dot_general"(#loc119))
#loc167 = loc("jit(step)/transpose(jvp(layers.1))/transpose"(#loc119))
#loc168 = loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc121))
#loc169 = loc("jit(step)/transpose(jvp(layers.0))/add_any"(#loc121))
#loc170 = loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc120))
#loc172 = loc("jit(step)/transpose(jvp(layers.0))/dot_general"(#loc119))
#loc173 = loc("jit(step)/transpose(jvp(layers.0))/transpose"(#loc119))
#loc174 = loc(callsite(#loc108 at #loc124))
#loc175 = loc(callsite(#loc71 at #loc125))
#loc176 = loc(callsite(#loc87 at #loc125))
#loc177 = loc(callsite(#loc93 at #loc125))
#loc178 = loc(callsite(#loc99 at #loc125))
#loc179 = loc(callsite(#loc100 at #loc125))
#loc180 = loc(callsite(#loc102 at #loc125))
#loc181 = loc(callsite(#loc107 at #loc125))
#loc182 = loc("jit(step)/add"(#loc174))
#loc183 = loc(callsite(#loc70 at #loc175))
#loc184 = loc(callsite(#loc86 at #loc176))
#loc185 = loc(callsite(#loc92 at #loc177))
#loc186 = loc(callsite(#loc97 at #loc175))
#loc187 = loc(callsite(#loc98 at #loc175))
#loc188 = loc("jit(step)/pow"(#loc178))
#loc189 = loc("jit(step)/sub"(#loc178))
#loc190 = loc("jit(step)/div"(#loc178))
#loc191 = loc("jit(step)/pow"(#loc179))
#loc192 = loc("jit(step)/sub"(#loc179))
#loc193 = loc("jit(step)/div"(#loc179))
#loc194 = loc(callsite(#loc101 at #loc180))
#loc195 = loc(callsite(#loc103 at #loc180))
#loc196 = loc(callsite(#loc104 at #loc180))
#loc197 = loc(callsite(#loc105 at #loc180))
#loc198 = loc(callsite(#loc106 at #loc181))
#loc199 = loc("jit(step)/add"(#loc183))
#loc200 = loc(callsite(#loc85 at #loc184))
#loc201 = loc(callsite(#loc88 at #loc184))
#loc202 = loc(callsite(#loc89 at #loc184))
#loc203 = loc(callsite(#loc91 at #loc185))
#loc204 = loc(callsite(#loc94 at #loc185))
#loc205 = loc(callsite(#loc95 at #loc185))
#loc206 = loc(callsite(#loc96 at #loc185))
#loc207 = loc("jit(step)/lt"(#loc186))
#loc208 = loc("jit(step)/jit(_where)"(#loc187))
#loc209 = loc("jit(step)/add"(#loc194))
#loc210 = loc("jit(step)/sqrt"(#loc195))
#loc211 = loc("jit(step)/add"(#loc196))
#loc212 = loc("jit(step)/div"(#loc197))
#loc213 = loc("jit(step)/mul"(#loc198))
#loc214 = loc("jit(step)/mul"(#loc200))
#loc215 = loc("jit(step)/mul"(#loc201))
#loc216 = loc("jit(step)/add"(#loc202))
#loc217 = loc(callsite(#loc90 at #loc203))
#loc218 = loc("jit(step)/mul"(#loc204))
#loc219 = loc("jit(step)/mul"(#loc205))
#loc220 = loc("jit(step)/add"(#loc206))
#loc221 = loc(callsite(#loc56 at #loc208))
#loc222 = loc("jit(step)/integer_pow"(#loc217))
module @jit_step {
  func.func @main(%arg0: tensor<64x64xf32> loc("params[0][0]"), %arg1: tensor<64xf32> loc("params[0][1]"), %arg2: tensor<64x64xf32> loc("params[1][0]"), %arg3: tensor<64xf32> loc("params[1][1]"), %arg4: tensor<64x64xf32> loc("params[2][0]"), %arg5: tensor<64xf32> loc("params[2][1]"), %arg6: tensor<64x64xf32> loc("params[3][0]"), %arg7: tensor<64xf32> loc("params[3][1]"), %arg8: tensor<i32> loc("opt_state[0].count"), %arg9: tensor<64x64xf32> loc("opt_state[0].mu[0][0]"), %arg10: tensor<64xf32> loc("opt_state[0].mu[0][1]"), %arg11: tensor<64x64xf32> loc("opt_state[0].mu[1][0]"), %arg12: tensor<64xf32> loc("opt_state[0].mu[1][1]"), %arg13: tensor<64x64xf32> loc("opt_state[0].mu[2][0]"), %arg14: tensor<64xf32> loc("opt_state[0].mu[2][1]"), %arg15: tensor<64x64xf32> loc("opt_state[0].mu[3][0]"), %arg16: tensor<64xf32> loc("opt_state[0].mu[3][1]"), %arg17: tensor<64x64xf32> loc("opt_state[0].nu[0][0]"), %arg18: tensor<64xf32> loc("opt_state[0].nu[0][1]"), %arg19: tensor<64x64xf32> loc("opt_state[0].nu[1][0]"), %arg20: tensor<64xf32> loc("opt_state[0].nu[1][1]"), %arg21: tensor<64x64xf32> loc("opt_state[0].nu[2][0]"), %arg22: tensor<64xf32> loc("opt_state[0].nu[2][1]"), %arg23: tensor<64x64xf32> loc("opt_state[0].nu[3][0]"), %arg24: tensor<64xf32> loc("opt_state[0].nu[3][1]"), %arg25: tensor<512x64xf32> loc("x"), %arg26: tensor<512x64xf32> loc("y")) -> (tensor<f32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<i32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>) {
    %cst = arith.constant 3.05175781E-5 : f32 loc(#loc)
    %cst_0 = arith.constant -1.000000e-03 : f32 loc(#loc)
    %cst_1 = arith.constant 9.99999993E-9 : f32 loc(#loc)
    %c1_i32 = arith.constant 1 : i32 loc(#loc199)
    %c2147483647_i32 = arith.constant 2147483647 : i32 loc(#loc)
    %cst_2 = arith.constant 9.990000e-01 : f32 loc(#loc)
    %cst_3 = arith.constant 1.000000e-03 : f32 loc(#loc)
    %cst_4 = arith.constant 0.899999976 : f32 loc(#loc)
    %cst_5 = arith.constant 1.000000e-01 : f32 loc(#loc)
    %cst_6 = arith.constant 3.276800e+04 : f32 loc(#loc)
    %cst_7 = arith.constant 2.000000e+00 : f32 loc(#loc126)
    %cst_8 = arith.constant 1.000000e+00 : f32 loc(#loc)
    %cst_9 = arith.constant 0.000000e+00 : f32 loc(#loc)
    %0 = tensor.empty() : tensor<512x64xf32> loc(#loc127)
    %1 = linalg.fill ins(%cst_9 : f32) outs(%0 : tensor<512x64xf32>) -> tensor<512x64xf32> loc(#loc127)
    %2 = linalg.matmul ins(%arg25, %arg0 : tensor<512x64xf32>, tensor<64x64xf32>) outs(%1 : tensor<512x64xf32>) -> tensor<512x64xf32> loc(#loc127)
    %3 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("params[0][1]"), %out: f32 loc("jit(step)/jvp(layers.0)/add"(#loc120))):
      linalg.yield %in : f32 loc(#loc128)
    } -> tensor<512x64xf32> loc(#loc128)
    %4 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%2, %3 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/dot_general"(#loc119)), %in_13: f32 loc("jit(step)/jvp(layers.0)/add"(#loc120)), %out: f32 loc("jit(step)/jvp(layers.0)/add"(#loc120))):
      %209 = arith.addf %in, %in_13 : f32 loc(#loc128)
      linalg.yield %209 : f32 loc(#loc128)
    } -> tensor<512x64xf32> loc(#loc128)
    %5 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%4 : tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/add"(#loc120)), %out: f32 loc("jit(step)/jvp(layers.0)/tanh"(#loc121))):
      %209 = math.tanh %in : f32 loc(#loc129)
      linalg.yield %209 : f32 loc(#loc129)
    } -> tensor<512x64xf32> loc(#loc129)
    %6 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%5 : tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/tanh"(#loc121)), %out: f32 loc("jit(step)/jvp(layers.0)/sub"(#loc121))):
      %209 = arith.subf %cst_8, %in : f32 loc(#loc130)
      linalg.yield %209 : f32 loc(#loc130)
    } -> tensor<512x64xf32> loc(#loc130)
    %7 = linalg.matmul ins(%5, %arg2 : tensor<512x64xf32>, tensor<64x64xf32>) outs(%1 : tensor<512x64xf32>) -> tensor<512x64xf32> loc(#loc131)
    %8 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg3 : tensor<64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("params[1][1]"), %out: f32 loc("jit(step)/jvp(layers.1)/add"(#loc120))):
      linalg.yield %in : f32 loc(#loc132)
    } -> tensor<512x64xf32> loc(#loc132)
    %9 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%7, %8 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/dot_general"(#loc119)), %in_13: f32 loc("jit(step)/jvp(layers.1)/add"(#loc120)), %out: f32 loc("jit(step)/jvp(layers.1)/add"(#loc120))):
      %209 = arith.addf %in, %in_13 : f32 loc(#loc132)
      linalg.yield %209 : f32 loc(#loc132)
    } -> tensor<512x64xf32> loc(#loc132)
    %10 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%9 : tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/add"(#loc120)), %out: f32 loc("jit(step)/jvp(layers.1)/tanh"(#loc121))):
      %209 = math.tanh %in : f32 loc(#loc133)
      linalg.yield %209 : f32 loc(#loc133)
    } -> tensor<512x64xf32> loc(#loc133)
    %11 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%10 : tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/tanh"(#loc121)), %out: f32 loc("jit(step)/jvp(layers.1)/sub"(#loc121))):
      %209 = arith.subf %cst_8, %in : f32 loc(#loc134)
      linalg.yield %209 : f32 loc(#loc134)
    } -> tensor<512x64xf32> loc(#loc134)
    %12 = linalg.matmul ins(%10, %arg4 : tensor<512x64xf32>, tensor<64x64xf32>) outs(%1 : tensor<512x64xf32>) -> tensor<512x64xf32> loc(#loc135)
    %13 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("params[2][1]"), %out: f32 loc("jit(step)/jvp(layers.2)/add"(#loc120))):
      linalg.yield %in : f32 loc(#loc136)
    } -> tensor<512x64xf32> loc(#loc136)
    %14 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%12, %13 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/dot_general"(#loc119)), %in_13: f32 loc("jit(step)/jvp(layers.2)/add"(#loc120)), %out: f32 loc("jit(step)/jvp(layers.2)/add"(#loc120))):
      %209 = arith.addf %in, %in_13 : f32 loc(#loc136)
      linalg.yield %209 : f32 loc(#loc136)
    } -> tensor<512x64xf32> loc(#loc136)
    %15 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%14 : tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/add"(#loc120)), %out: f32 loc("jit(step)/jvp(layers.2)/tanh"(#loc121))):
      %209 = math.tanh %in : f32 loc(#loc137)
      linalg.yield %209 : f32 loc(#loc137)
    } -> tensor<512x64xf32> loc(#loc137)
    %16 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%15 : tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/tanh"(#loc121)), %out: f32 loc("jit(step)/jvp(layers.2)/sub"(#loc121))):
      %209 = arith.subf %cst_8, %in : f32 loc(#loc138)
      linalg.yield %209 : f32 loc(#loc138)
    } -> tensor<512x64xf32> loc(#loc138)
    %17 = linalg.matmul ins(%15, %arg6 : tensor<512x64xf32>, tensor<64x64xf32>) outs(%1 : tensor<512x64xf32>) -> tensor<512x64xf32> loc(#loc139)
    %18 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("params[3][1]"), %out: f32 loc("jit(step)/jvp(layers.3)/add"(#loc120))):
      linalg.yield %in : f32 loc(#loc140)
    } -> tensor<512x64xf32> loc(#loc140)
    %19 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%17, %18 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.3)/dot_general"(#loc119)), %in_13: f32 loc("jit(step)/jvp(layers.3)/add"(#loc120)), %out: f32 loc("jit(step)/jvp(layers.3)/add"(#loc120))):
      %209 = arith.addf %in, %in_13 : f32 loc(#loc140)
      linalg.yield %209 : f32 loc(#loc140)
    } -> tensor<512x64xf32> loc(#loc140)
    %20 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%19 : tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.3)/add"(#loc120)), %out: f32 loc("jit(step)/jvp(layers.3)/tanh"(#loc121))):
      %209 = math.tanh %in : f32 loc(#loc141)
      linalg.yield %209 : f32 loc(#loc141)
    } -> tensor<512x64xf32> loc(#loc141)
    %21 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%20 : tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.3)/tanh"(#loc121)), %out: f32 loc("jit(step)/jvp(layers.3)/sub"(#loc121))):
      %209 = arith.subf %cst_8, %in : f32 loc(#loc142)
      linalg.yield %209 : f32 loc(#loc142)
    } -> tensor<512x64xf32> loc(#loc142)
    %22 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%20, %arg26 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.3)/tanh"(#loc121)), %in_13: f32 loc("y"), %out: f32 loc("jit(step)/jvp()/sub"(#loc122))):
      %209 = arith.subf %in, %in_13 : f32 loc(#loc143)
      linalg.yield %209 : f32 loc(#loc143)
    } -> tensor<512x64xf32> loc(#loc143)
    %23 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%22 : tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/sub"(#loc122)), %out: f32 loc("jit(step)/jvp()/integer_pow"(#loc118))):
      %209 = arith.mulf %in, %in : f32 loc(#loc144)
      linalg.yield %209 : f32 loc(#loc144)
    } -> tensor<512x64xf32> loc(#loc144)
    %24 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%22 : tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/sub"(#loc122)), %out: f32 loc("jit(step)/jvp()/mul"(#loc118))):
      %209 = arith.mulf %in, %cst_7 : f32 loc(#loc126)
      linalg.yield %209 : f32 loc(#loc126)
    } -> tensor<512x64xf32> loc(#loc126)
    %25 = tensor.empty() : tensor<f32> loc(#loc145)
    %26 = linalg.fill ins(%cst_9 : f32) outs(%25 : tensor<f32>) -> tensor<f32> loc(#loc145)
    %27 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "reduction"]} ins(%23 : tensor<512x64xf32>) outs(%26 : tensor<f32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/reduce_sum"(#loc123)), %out: f32 loc("jit(step)/jvp()/reduce_sum"(#loc123))):
      %209 = arith.addf %out, %in : f32 loc(#loc145)
      linalg.yield %209 : f32 loc(#loc145)
    } -> tensor<f32> loc(#loc145)
    %28 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = []} ins(%27 : tensor<f32>) outs(%25 : tensor<f32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/reduce_sum"(#loc123)), %out: f32 loc("jit(step)/jvp()/div"(#loc123))):
      %209 = arith.divf %in, %cst_6 : f32 loc(#loc146)
      linalg.yield %209 : f32 loc(#loc146)
    } -> tensor<f32> loc(#loc146)
    %29 = linalg.generic {indexing_maps = [#map3], iterator_types = []} outs(%25 : tensor<f32>) {
    ^bb0(%out: f32 loc("jit(step)/transpose(jvp())/div"(#loc123))):
      linalg.yield %cst : f32 loc(#loc147)
    } -> tensor<f32> loc(#loc147)
    %30 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel"]} ins(%29 : tensor<f32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/div"(#loc123)), %out: f32 loc("jit(step)/transpose(jvp())/broadcast_in_dim"(#loc123))):
      linalg.yield %in : f32 loc(#loc148)
    } -> tensor<512x64xf32> loc(#loc148)
    %31 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%30, %24 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/broadcast_in_dim"(#loc123)), %in_13: f32 loc("jit(step)/jvp()/mul"(#loc118)), %out: f32 loc("jit(step)/transpose(jvp())/mul"(#loc118))):
      %209 = arith.mulf %in, %in_13 : f32 loc(#loc149)
      linalg.yield %209 : f32 loc(#loc149)
    } -> tensor<512x64xf32> loc(#loc149)
    %32 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%31, %21 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/mul"(#loc118)), %in_13: f32 loc("jit(step)/jvp(layers.3)/sub"(#loc121)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/mul"(#loc121))):
      %209 = arith.mulf %in, %in_13 : f32 loc(#loc150)
      linalg.yield %209 : f32 loc(#loc150)
    } -> tensor<512x64xf32> loc(#loc150)
    %33 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%32, %20 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/mul"(#loc121)), %in_13: f32 loc("jit(step)/jvp(layers.3)/tanh"(#loc121)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/mul"(#loc121))):
      %209 = arith.mulf %in, %in_13 : f32 loc(#loc150)
      linalg.yield %209 : f32 loc(#loc150)
    } -> tensor<512x64xf32> loc(#loc150)
    %34 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%32, %33 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/mul"(#loc121)), %in_13: f32 loc("jit(step)/transpose(jvp(layers.3))/mul"(#loc121)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/add_any"(#loc121))):
      %209 = arith.addf %in, %in_13 : f32 loc(#loc151)
      linalg.yield %209 : f32 loc(#loc151)
    } -> tensor<512x64xf32> loc(#loc151)
    %35 = tensor.empty() : tensor<64xf32> loc(#loc152)
    %36 = linalg.fill ins(%cst_9 : f32) outs(%35 : tensor<64xf32>) -> tensor<64xf32> loc(#loc152)
    %37 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "reduction"]} ins(%34 : tensor<512x64xf32>) outs(%36 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc120)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc120))):
      %209 = arith.addf %out, %in : f32 loc(#loc152)
      linalg.yield %209 : f32 loc(#loc152)
    } -> tensor<64xf32> loc(#loc152)
    %expanded = tensor.expand_shape %37 [[0, 1]] output_shape [1, 64] : tensor<64xf32> into tensor<1x64xf32> loc(#loc153)
    %38 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "reduction"]} ins(%expanded : tensor<1x64xf32>) outs(%36 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc120)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc120))):
      %209 = arith.addf %out, %in : f32 loc(#loc152)
      linalg.yield %209 : f32 loc(#loc152)
    } -> tensor<64xf32> loc(#loc152)
    %39 = tensor.empty() : tensor<64x512xf32> loc(#loc154)
    %40 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%34 : tensor<512x64xf32>) outs(%39 : tensor<64x512xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/add_any"(#loc121)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/dot_general"(#loc119))):
      linalg.yield %in : f32 loc(#loc154)
    } -> tensor<64x512xf32> loc(#loc154)
    %41 = tensor.empty() : tensor<64x64xf32> loc(#loc154)
    %42 = linalg.fill ins(%cst_9 : f32) outs(%41 : tensor<64x64xf32>) -> tensor<64x64xf32> loc(#loc154)
    %43 = linalg.matmul ins(%40, %15 : tensor<64x512xf32>, tensor<512x64xf32>) outs(%42 : tensor<64x64xf32>) -> tensor<64x64xf32> loc(#loc154)
    %44 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%43 : tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/dot_general"(#loc119)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/transpose"(#loc119))):
      linalg.yield %in : f32 loc(#loc155)
    } -> tensor<64x64xf32> loc(#loc155)
    %45 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg6 : tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("params[3][0]"), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/dot_general"(#loc119))):
      linalg.yield %in : f32 loc(#loc154)
    } -> tensor<64x64xf32> loc(#loc154)
    %46 = linalg.matmul ins(%34, %45 : tensor<512x64xf32>, tensor<64x64xf32>) outs(%1 : tensor<512x64xf32>) -> tensor<512x64xf32> loc(#loc154)
    %47 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%46, %16 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/dot_general"(#loc119)), %in_13: f32 loc("jit(step)/jvp(layers.2)/sub"(#loc121)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc121))):
      %209 = arith.mulf %in, %in_13 : f32 loc(#loc156)
      linalg.yield %209 : f32 loc(#loc156)
    } -> tensor<512x64xf32> loc(#loc156)
    %48 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%47, %15 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc121)), %in_13: f32 loc("jit(step)/jvp(layers.2)/tanh"(#loc121)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc121))):
      %209 = arith.mulf %in, %in_13 : f32 loc(#loc156)
      linalg.yield %209 : f32 loc(#loc156)
    } -> tensor<512x64xf32> loc(#loc156)
    %49 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%47, %48 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc121)), %in_13: f32 loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc121)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/add_any"(#loc121))):
      %209 = arith.addf %in, %in_13 : f32 loc(#loc157)
      linalg.yield %209 : f32 loc(#loc157)
    } -> tensor<512x64xf32> loc(#loc157)
    %50 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "reduction"]} ins(%49 : tensor<512x64xf32>) outs(%36 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc120)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc120))):
      %209 = arith.addf %out, %in : f32 loc(#loc158)
      linalg.yield %209 : f32 loc(#loc158)
    } -> tensor<64xf32> loc(#loc158)
    %expanded_10 = tensor.expand_shape %50 [[0, 1]] output_shape [1, 64] : tensor<64xf32> into tensor<1x64xf32> loc(#loc159)
    %51 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "reduction"]} ins(%expanded_10 : tensor<1x64xf32>) outs(%36 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc120)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc120))):
      %209 = arith.addf %out, %in : f32 loc(#loc158)
      linalg.yield %209 : f32 loc(#loc158)
    } -> tensor<64xf32> loc(#loc158)
    %52 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%49 : tensor<512x64xf32>) outs(%39 : tensor<64x512xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/add_any"(#loc121)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/dot_general"(#loc119))):
      linalg.yield %in : f32 loc(#loc160)
    } -> tensor<64x512xf32> loc(#loc160)
    %53 = linalg.matmul ins(%52, %10 : tensor<64x512xf32>, tensor<512x64xf32>) outs(%42 : tensor<64x64xf32>) -> tensor<64x64xf32> loc(#loc160)
    %54 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%53 : tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/dot_general"(#loc119)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/transpose"(#loc119))):
      linalg.yield %in : f32 loc(#loc161)
    } -> tensor<64x64xf32> loc(#loc161)
    %55 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg4 : tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("params[2][0]"), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/dot_general"(#loc119))):
      linalg.yield %in : f32 loc(#loc160)
    } -> tensor<64x64xf32> loc(#loc160)
    %56 = linalg.matmul ins(%49, %55 : tensor<512x64xf32>, tensor<64x64xf32>) outs(%1 : tensor<512x64xf32>) -> tensor<512x64xf32> loc(#loc160)
    %57 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%56, %11 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/dot_general"(#loc119)), %in_13: f32 loc("jit(step)/jvp(layers.1)/sub"(#loc121)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc121))):
      %209 = arith.mulf %in, %in_13 : f32 loc(#loc162)
      linalg.yield %209 : f32 loc(#loc162)
    } -> tensor<512x64xf32> loc(#loc162)
    %58 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%57, %10 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc121)), %in_13: f32 loc("jit(step)/jvp(layers.1)/tanh"(#loc121)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc121))):
      %209 = arith.mulf %in, %in_13 : f32 loc(#loc162)
      linalg.yield %209 : f32 loc(#loc162)
    } -> tensor<512x64xf32> loc(#loc162)
    %59 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%57, %58 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc121)), %in_13: f32 loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc121)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/add_any"(#loc121))):
      %209 = arith.addf %in, %in_13 : f32 loc(#loc163)
      linalg.yield %209 : f32 loc(#loc163)
    } -> tensor<512x64xf32> loc(#loc163)
    %60 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "reduction"]} ins(%59 : tensor<512x64xf32>) outs(%36 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc120)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc120))):
      %209 = arith.addf %out, %in : f32 loc(#loc164)
      linalg.yield %209 : f32 loc(#loc164)
    } -> tensor<64xf32> loc(#loc164)
    %expanded_11 = tensor.expand_shape %60 [[0, 1]] output_shape [1, 64] : tensor<64xf32> into tensor<1x64xf32> loc(#loc165)
    %61 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "reduction"]} ins(%expanded_11 : tensor<1x64xf32>) outs(%36 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc120)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc120))):
      %209 = arith.addf %out, %in : f32 loc(#loc164)
      linalg.yield %209 : f32 loc(#loc164)
    } -> tensor<64xf32> loc(#loc164)
    %62 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%59 : tensor<512x64xf32>) outs(%39 : tensor<64x512xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/add_any"(#loc121)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/dot_general"(#loc119))):
      linalg.yield %in : f32 loc(#loc166)
    } -> tensor<64x512xf32> loc(#loc166)
    %63 = linalg.matmul ins(%62, %5 : tensor<64x512xf32>, tensor<512x64xf32>) outs(%42 : tensor<64x64xf32>) -> tensor<64x64xf32> loc(#loc166)
    %64 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%63 : tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/dot_general"(#loc119)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/transpose"(#loc119))):
      linalg.yield %in : f32 loc(#loc167)
    } -> tensor<64x64xf32> loc(#loc167)
    %65 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg2 : tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("params[1][0]"), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/dot_general"(#loc119))):
      linalg.yield %in : f32 loc(#loc166)
    } -> tensor<64x64xf32> loc(#loc166)
    %66 = linalg.matmul ins(%59, %65 : tensor<512x64xf32>, tensor<64x64xf32>) outs(%1 : tensor<512x64xf32>) -> tensor<512x64xf32> loc(#loc166)
    %67 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%66, %6 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/dot_general"(#loc119)), %in_13: f32 loc("jit(step)/jvp(layers.0)/sub"(#loc121)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc121))):
      %209 = arith.mulf %in, %in_13 : f32 loc(#loc168)
      linalg.yield %209 : f32 loc(#loc168)
    } -> tensor<512x64xf32> loc(#loc168)
    %68 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%67, %5 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc121)), %in_13: f32 loc("jit(step)/jvp(layers.0)/tanh"(#loc121)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc121))):
      %209 = arith.mulf %in, %in_13 : f32 loc(#loc168)
      linalg.yield %209 : f32 loc(#loc168)
    } -> tensor<512x64xf32> loc(#loc168)
    %69 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%67, %68 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc121)), %in_13: f32 loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc121)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/add_any"(#loc121))):
      %209 = arith.addf %in, %in_13 : f32 loc(#loc169)
      linalg.yield %209 : f32 loc(#loc169)
    } -> tensor<512x64xf32> loc(#loc169)
    %70 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "reduction"]} ins(%69 : tensor<512x64xf32>) outs(%36 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc120)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc120))):
      %209 = arith.addf %out, %in : f32 loc(#loc170)
      linalg.yield %209 : f32 loc(#loc170)
    } -> tensor<64xf32> loc(#loc170)
    %expanded_12 = tensor.expand_shape %70 [[0, 1]] output_shape [1, 64] : tensor<64xf32> into tensor<1x64xf32> loc(#loc171)
    %71 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "reduction"]} ins(%expanded_12 : tensor<1x64xf32>) outs(%36 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc120)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc120))):
      %209 = arith.addf %out, %in : f32 loc(#loc170)
      linalg.yield %209 : f32 loc(#loc170)
    } -> tensor<64xf32> loc(#loc170)
    %72 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%69 : tensor<512x64xf32>) outs(%39 : tensor<64x512xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/add_any"(#loc121)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/dot_general"(#loc119))):
      linalg.yield %in : f32 loc(#loc172)
    } -> tensor<64x512xf32> loc(#loc172)
    %73 = linalg.matmul ins(%72, %arg25 : tensor<64x512xf32>, tensor<512x64xf32>) outs(%42 : tensor<64x64xf32>) -> tensor<64x64xf32> loc(#loc172)
    %74 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%73 : tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/dot_general"(#loc119)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/transpose"(#loc119))):
      linalg.yield %in : f32 loc(#loc173)
    } -> tensor<64x64xf32> loc(#loc173)
    %75 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%74 : tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/transpose"(#loc119)), %out: f32 loc("jit(step)/mul"(#loc200))):
      %209 = arith.mulf %in, %cst_5 : f32 loc(#loc214)
      linalg.yield %209 : f32 loc(#loc214)
    } -> tensor<64x64xf32> loc(#loc214)
    %76 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg9 : tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu[0][0]"), %out: f32 loc("jit(step)/mul"(#loc201))):
      %209 = arith.mulf %in, %cst_4 : f32 loc(#loc215)
      linalg.yield %209 : f32 loc(#loc215)
    } -> tensor<64x64xf32> loc(#loc215)
    %77 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%75, %76 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc200)), %in_13: f32 loc("jit(step)/mul"(#loc201)), %out: f32 loc("jit(step)/add"(#loc202))):
      %209 = arith.addf %in, %in_13 : f32 loc(#loc216)
      linalg.yield %209 : f32 loc(#loc216)
    } -> tensor<64x64xf32> loc(#loc216)
    %78 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%71 : tensor<64xf32>) outs(%35 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc120)), %out: f32 loc("jit(step)/mul"(#loc200))):
      %209 = arith.mulf %in, %cst_5 : f32 loc(#loc214)
      linalg.yield %209 : f32 loc(#loc214)
    } -> tensor<64xf32> loc(#loc214)
    %79 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%arg10 : tensor<64xf32>) outs(%35 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu[0][1]"), %out: f32 loc("jit(step)/mul"(#loc201))):
      %209 = arith.mulf %in, %cst_4 : f32 loc(#loc215)
      linalg.yield %209 : f32 loc(#loc215)
    } -> tensor<64xf32> loc(#loc215)
    %80 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%78, %79 : tensor<64xf32>, tensor<64xf32>) outs(%35 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc200)), %in_13: f32 loc("jit(step)/mul"(#loc201)), %out: f32 loc("jit(step)/add"(#loc202))):
      %209 = arith.addf %in, %in_13 : f32 loc(#loc216)
      linalg.yield %209 : f32 loc(#loc216)
    } -> tensor<64xf32> loc(#loc216)
    %81 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%64 : tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/transpose"(#loc119)), %out: f32 loc("jit(step)/mul"(#loc200))):
      %209 = arith.mulf %in, %cst_5 : f32 loc(#loc214)
      linalg.yield %209 : f32 loc(#loc214)
    } -> tensor<64x64xf32> loc(#loc214)
    %82 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg11 : tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu[1][0]"), %out: f32 loc("jit(step)/mul"(#loc201))):
      %209 = arith.mulf %in, %cst_4 : f32 loc(#loc215)
      linalg.yield %209 : f32 loc(#loc215)
    } -> tensor<64x64xf32> loc(#loc215)
    %83 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%81, %82 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc200)), %in_13: f32 loc("jit(step)/mul"(#loc201)), %out: f32 loc("jit(step)/add"(#loc202))):
      %209 = arith.addf %in, %in_13 : f32 loc(#loc216)
      linalg.yield %209 : f32 loc(#loc216)
    } -> tensor<64x64xf32> loc(#loc216)
    %84 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%61 : tensor<64xf32>) outs(%35 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc120)), %out: f32 loc("jit(step)/mul"(#loc200))):
      %209 = arith.mulf %in, %cst_5 : f32 loc(#loc214)
      linalg.yield %209 : f32 loc(#loc214)
    } -> tensor<64xf32> loc(#loc214)
    %85 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%arg12 : tensor<64xf32>) outs(%35 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu[1][1]"), %out: f32 loc("jit(step)/mul"(#loc201))):
      %209 = arith.mulf %in, %cst_4 : f32 loc(#loc215)
      linalg.yield %209 : f32 loc(#loc215)
    } -> tensor<64xf32> loc(#loc215)
    %86 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%84, %85 : tensor<64xf32>, tensor<64xf32>) outs(%35 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc200)), %in_13: f32 loc("jit(step)/mul"(#loc201)), %out: f32 loc("jit(step)/add"(#loc202))):
      %209 = arith.addf %in, %in_13 : f32 loc(#loc216)
      linalg.yield %209 : f32 loc(#loc216)
    } -> tensor<64xf32> loc(#loc216)
    %87 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%54 : tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/transpose"(#loc119)), %out: f32 loc("jit(step)/mul"(#loc200))):
      %209 = arith.mulf %in, %cst_5 : f32 loc(#loc214)
      linalg.yield %209 : f32 loc(#loc214)
    } -> tensor<64x64xf32> loc(#loc214)
    %88 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg13 : tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu[2][0]"), %out: f32 loc("jit(step)/mul"(#loc201))):
      %209 = arith.mulf %in, %cst_4 : f32 loc(#loc215)
      linalg.yield %209 : f32 loc(#loc215)
    } -> tensor<64x64xf32> loc(#loc215)
    %89 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%87, %88 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc200)), %in_13: f32 loc("jit(step)/mul"(#loc201)), %out: f32 loc("jit(step)/add"(#loc202))):
      %209 = arith.addf %in, %in_13 : f32 loc(#loc216)
      linalg.yield %209 : f32 loc(#loc216)
    } -> tensor<64x64xf32> loc(#loc216)
    %90 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%51 : tensor<64xf32>) outs(%35 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc120)), %out: f32 loc("jit(step)/mul"(#loc200))):
      %209 = arith.mulf %in, %cst_5 : f32 loc(#loc214)
      linalg.yield %209 : f32 loc(#loc214)
    } -> tensor<64xf32> loc(#loc214)
    %91 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%arg14 : tensor<64xf32>) outs(%35 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu[2][1]"), %out: f32 loc("jit(step)/mul"(#loc201))):
      %209 = arith.mulf %in, %cst_4 : f32 loc(#loc215)
      linalg.yield %209 : f32 loc(#loc215)
    } -> tensor<64xf32> loc(#loc215)
    %92 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%90, %91 : tensor<64xf32>, tensor<64xf32>) outs(%35 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc200)), %in_13: f32 loc("jit(step)/mul"(#loc201)), %out: f32 loc("jit(step)/add"(#loc202))):
      %209 = arith.addf %in, %in_13 : f32 loc(#loc216)
      linalg.yield %209 : f32 loc(#loc216)
    } -> tensor<64xf32> loc(#loc216)
    %93 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%44 : tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/transpose"(#loc119)), %out: f32 loc("jit(step)/mul"(#loc200))):
      %209 = arith.mulf %in, %cst_5 : f32 loc(#loc214)
      linalg.yield %209 : f32 loc(#loc214)
    } -> tensor<64x64xf32> loc(#loc214)
    %94 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg15 : tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu[3][0]"), %out: f32 loc("jit(step)/mul"(#loc201))):
      %209 = arith.mulf %in, %cst_4 : f32 loc(#loc215)
      linalg.yield %209 : f32 loc(#loc215)
    } -> tensor<64x64xf32> loc(#loc215)
    %95 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%93, %94 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc200)), %in_13: f32 loc("jit(step)/mul"(#loc201)), %out: f32 loc("jit(step)/add"(#loc202))):
      %209 = arith.addf %in, %in_13 : f32 loc(#loc216)
      linalg.yield %209 : f32 loc(#loc216)
    } -> tensor<64x64xf32> loc(#loc216)
    %96 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%38 : tensor<64xf32>) outs(%35 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc120)), %out: f32 loc("jit(step)/mul"(#loc200))):
      %209 = arith.mulf %in, %cst_5 : f32 loc(#loc214)
      linalg.yield %209 : f32 loc(#loc214)
    } -> tensor<64xf32> loc(#loc214)
    %97 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%arg16 : tensor<64xf32>) outs(%35 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu[3][1]"), %out: f32 loc("jit(step)/mul"(#loc201))):
      %209 = arith.mulf %in, %cst_4 : f32 loc(#loc215)
      linalg.yield %209 : f32 loc(#loc215)
    } -> tensor<64xf32> loc(#loc215)
    %98 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%96, %97 : tensor<64xf32>, tensor<64xf32>) outs(%35 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc200)), %in_13: f32 loc("jit(step)/mul"(#loc201)), %out: f32 loc("jit(step)/add"(#loc202))):
      %209 = arith.addf %in, %in_13 : f32 loc(#loc216)
      linalg.yield %209 : f32 loc(#loc216)
    } -> tensor<64xf32> loc(#loc216)
    %99 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%74 : tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/transpose"(#loc119)), %out: f32 loc("jit(step)/integer_pow"(#loc217))):
      %209 = arith.mulf %in, %in : f32 loc(#loc222)
      linalg.yield %209 : f32 loc(#loc222)
    } -> tensor<64x64xf32> loc(#loc222)
    %100 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%99 : tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc217)), %out: f32 loc("jit(step)/mul"(#loc204))):
      %209 = arith.mulf %in, %cst_3 : f32 loc(#loc218)
      linalg.yield %209 : f32 loc(#loc218)
    } -> tensor<64x64xf32> loc(#loc218)
    %101 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg17 : tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu[0][0]"), %out: f32 loc("jit(step)/mul"(#loc205))):
      %209 = arith.mulf %in, %cst_2 : f32 loc(#loc219)
      linalg.yield %209 : f32 loc(#loc219)
    } -> tensor<64x64xf32> loc(#loc219)
    %102 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%100, %101 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc204)), %in_13: f32 loc("jit(step)/mul"(#loc205)), %out: f32 loc("jit(step)/add"(#loc206))):
      %209 = arith.addf %in, %in_13 : f32 loc(#loc220)
      linalg.yield %209 : f32 loc(#loc220)
    } -> tensor<64x64xf32> loc(#loc220)
    %103 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%71 : tensor<64xf32>) outs(%35 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc120)), %out: f32 loc("jit(step)/integer_pow"(#loc217))):
      %209 = arith.mulf %in, %in : f32 loc(#loc222)
      linalg.yield %209 : f32 loc(#loc222)
    } -> tensor<64xf32> loc(#loc222)
    %104 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%103 : tensor<64xf32>) outs(%35 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc217)), %out: f32 loc("jit(step)/mul"(#loc204))):
      %209 = arith.mulf %in, %cst_3 : f32 loc(#loc218)
      linalg.yield %209 : f32 loc(#loc218)
    } -> tensor<64xf32> loc(#loc218)
    %105 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%arg18 : tensor<64xf32>) outs(%35 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu[0][1]"), %out: f32 loc("jit(step)/mul"(#loc205))):
      %209 = arith.mulf %in, %cst_2 : f32 loc(#loc219)
      linalg.yield %209 : f32 loc(#loc219)
    } -> tensor<64xf32> loc(#loc219)
    %106 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%104, %105 : tensor<64xf32>, tensor<64xf32>) outs(%35 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc204)), %in_13: f32 loc("jit(step)/mul"(#loc205)), %out: f32 loc("jit(step)/add"(#loc206))):
      %209 = arith.addf %in, %in_13 : f32 loc(#loc220)
      linalg.yield %209 : f32 loc(#loc220)
    } -> tensor<64xf32> loc(#loc220)
    %107 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%64 : tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/transpose"(#loc119)), %out: f32 loc("jit(step)/integer_pow"(#loc217))):
      %209 = arith.mulf %in, %in : f32 loc(#loc222)
      linalg.yield %209 : f32 loc(#loc222)
    } -> tensor<64x64xf32> loc(#loc222)
    %108 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%107 : tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc217)), %out: f32 loc("jit(step)/mul"(#loc204))):
      %209 = arith.mulf %in, %cst_3 : f32 loc(#loc218)
      linalg.yield %209 : f32 loc(#loc218)
    } -> tensor<64x64xf32> loc(#loc218)
    %109 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg19 : tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu[1][0]"), %out: f32 loc("jit(step)/mul"(#loc205))):
      %209 = arith.mulf %in, %cst_2 : f32 loc(#loc219)
      linalg.yield %209 : f32 loc(#loc219)
    } -> tensor<64x64xf32> loc(#loc219)
    %110 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%108, %109 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc204)), %in_13: f32 loc("jit(step)/mul"(#loc205)), %out: f32 loc("jit(step)/add"(#loc206))):
      %209 = arith.addf %in, %in_13 : f32 loc(#loc220)
      linalg.yield %209 : f32 loc(#loc220)
    } -> tensor<64x64xf32> loc(#loc220)
    %111 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%61 : tensor<64xf32>) outs(%35 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc120)), %out: f32 loc("jit(step)/integer_pow"(#loc217))):
      %209 = arith.mulf %in, %in : f32 loc(#loc222)
      linalg.yield %209 : f32 loc(#loc222)
    } -> tensor<64xf32> loc(#loc222)
    %112 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%111 : tensor<64xf32>) outs(%35 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc217)), %out: f32 loc("jit(step)/mul"(#loc204))):
      %209 = arith.mulf %in, %cst_3 : f32 loc(#loc218)
      linalg.yield %209 : f32 loc(#loc218)
    } -> tensor<64xf32> loc(#loc218)
    %113 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%arg20 : tensor<64xf32>) outs(%35 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu[1][1]"), %out: f32 loc("jit(step)/mul"(#loc205))):
      %209 = arith.mulf %in, %cst_2 : f32 loc(#loc219)
      linalg.yield %209 : f32 loc(#loc219)
    } -> tensor<64xf32> loc(#loc219)
    %114 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%112, %113 : tensor<64xf32>, tensor<64xf32>) outs(%35 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc204)), %in_13: f32 loc("jit(step)/mul"(#loc205)), %out: f32 loc("jit(step)/add"(#loc206))):
      %209 = arith.addf %in, %in_13 : f32 loc(#loc220)
      linalg.yield %209 : f32 loc(#loc220)
    } -> tensor<64xf32> loc(#loc220)
    %115 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%54 : tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/transpose"(#loc119)), %out: f32 loc("jit(step)/integer_pow"(#loc217))):
      %209 = arith.mulf %in, %in : f32 loc(#loc222)
      linalg.yield %209 : f32 loc(#loc222)
    } -> tensor<64x64xf32> loc(#loc222)
    %116 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%115 : tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc217)), %out: f32 loc("jit(step)/mul"(#loc204))):
      %209 = arith.mulf %in, %cst_3 : f32 loc(#loc218)
      linalg.yield %209 : f32 loc(#loc218)
    } -> tensor<64x64xf32> loc(#loc218)
    %117 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg21 : tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu[2][0]"), %out: f32 loc("jit(step)/mul"(#loc205))):
      %209 = arith.mulf %in, %cst_2 : f32 loc(#loc219)
      linalg.yield %209 : f32 loc(#loc219)
    } -> tensor<64x64xf32> loc(#loc219)
    %118 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%116, %117 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc204)), %in_13: f32 loc("jit(step)/mul"(#loc205)), %out: f32 loc("jit(step)/add"(#loc206))):
      %209 = arith.addf %in, %in_13 : f32 loc(#loc220)
      linalg.yield %209 : f32 loc(#loc220)
    } -> tensor<64x64xf32> loc(#loc220)
    %119 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%51 : tensor<64xf32>) outs(%35 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc120)), %out: f32 loc("jit(step)/integer_pow"(#loc217))):
      %209 = arith.mulf %in, %in : f32 loc(#loc222)
      linalg.yield %209 : f32 loc(#loc222)
    } -> tensor<64xf32> loc(#loc222)
    %120 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%119 : tensor<64xf32>) outs(%35 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc217)), %out: f32 loc("jit(step)/mul"(#loc204))):
      %209 = arith.mulf %in, %cst_3 : f32 loc(#loc218)
      linalg.yield %209 : f32 loc(#loc218)
    } -> tensor<64xf32> loc(#loc218)
    %121 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%arg22 : tensor<64xf32>) outs(%35 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu[2][1]"), %out: f32 loc("jit(step)/mul"(#loc205))):
      %209 = arith.mulf %in, %cst_2 : f32 loc(#loc219)
      linalg.yield %209 : f32 loc(#loc219)
    } -> tensor<64xf32> loc(#loc219)
    %122 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%120, %121 : tensor<64xf32>, tensor<64xf32>) outs(%35 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc204)), %in_13: f32 loc("jit(step)/mul"(#loc205)), %out: f32 loc("jit(step)/add"(#loc206))):
      %209 = arith.addf %in, %in_13 : f32 loc(#loc220)
      linalg.yield %209 : f32 loc(#loc220)
    } -> tensor<64xf32> loc(#loc220)
    %123 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%44 : tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/transpose"(#loc119)), %out: f32 loc("jit(step)/integer_pow"(#loc217))):
      %209 = arith.mulf %in, %in : f32 loc(#loc222)
      linalg.yield %209 : f32 loc(#loc222)
    } -> tensor<64x64xf32> loc(#loc222)
    %124 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%123 : tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc217)), %out: f32 loc("jit(step)/mul"(#loc204))):
      %209 = arith.mulf %in, %cst_3 : f32 loc(#loc218)
      linalg.yield %209 : f32 loc(#loc218)
    } -> tensor<64x64xf32> loc(#loc218)
    %125 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg23 : tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu[3][0]"), %out: f32 loc("jit(step)/mul"(#loc205))):
      %209 = arith.mulf %in, %cst_2 : f32 loc(#loc219)
      linalg.yield %209 : f32 loc(#loc219)
    } -> tensor<64x64xf32> loc(#loc219)
    %126 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%124, %125 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc204)), %in_13: f32 loc("jit(step)/mul"(#loc205)), %out: f32 loc("jit(step)/add"(#loc206))):
      %209 = arith.addf %in, %in_13 : f32 loc(#loc220)
      linalg.yield %209 : f32 loc(#loc220)
    } -> tensor<64x64xf32> loc(#loc220)
    %127 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%38 : tensor<64xf32>) outs(%35 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc120)), %out: f32 loc("jit(step)/integer_pow"(#loc217))):
      %209 = arith.mulf %in, %in : f32 loc(#loc222)
      linalg.yield %209 : f32 loc(#loc222)
    } -> tensor<64xf32> loc(#loc222)
    %128 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%127 : tensor<64xf32>) outs(%35 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc217)), %out: f32 loc("jit(step)/mul"(#loc204))):
      %209 = arith.mulf %in, %cst_3 : f32 loc(#loc218)
      linalg.yield %209 : f32 loc(#loc218)
    } -> tensor<64xf32> loc(#loc218)
    %129 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%arg24 : tensor<64xf32>) outs(%35 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu[3][1]"), %out: f32 loc("jit(step)/mul"(#loc205))):
      %209 = arith.mulf %in, %cst_2 : f32 loc(#loc219)
      linalg.yield %209 : f32 loc(#loc219)
    } -> tensor<64xf32> loc(#loc219)
    %130 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%128, %129 : tensor<64xf32>, tensor<64xf32>) outs(%35 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc204)), %in_13: f32 loc("jit(step)/mul"(#loc205)), %out: f32 loc("jit(step)/add"(#loc206))):
      %209 = arith.addf %in, %in_13 : f32 loc(#loc220)
      linalg.yield %209 : f32 loc(#loc220)
    } -> tensor<64xf32> loc(#loc220)
    %131 = tensor.empty() : tensor<i1> loc(#loc207)
    %132 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = []} ins(%arg8 : tensor<i32>) outs(%131 : tensor<i1>) {
    ^bb0(%in: i32 loc("opt_state[0].count"), %out: i1 loc("jit(step)/lt"(#loc186))):
      %209 = arith.cmpi slt, %in, %c2147483647_i32 : i32 loc(#loc207)
      linalg.yield %209 : i1 loc(#loc207)
    } -> tensor<i1> loc(#loc207)
    %133 = tensor.empty() : tensor<i32> loc(#loc199)
    %134 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = []} ins(%arg8 : tensor<i32>) outs(%133 : tensor<i32>) {
    ^bb0(%in: i32 loc("opt_state[0].count"), %out: i32 loc("jit(step)/add"(#loc183))):
      %209 = arith.addi %in, %c1_i32 : i32 loc(#loc199)
      linalg.yield %209 : i32 loc(#loc199)
    } -> tensor<i32> loc(#loc199)
    %135 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = []} ins(%132, %134 : tensor<i1>, tensor<i32>) outs(%133 : tensor<i32>) {
    ^bb0(%in: i1 loc("jit(step)/lt"(#loc186)), %in_13: i32 loc("jit(step)/add"(#loc183)), %out: i32 loc(callsite(#loc56 at #loc208))):
      %209 = arith.select %in, %in_13, %c2147483647_i32 : i32 loc(#loc223)
      linalg.yield %209 : i32 loc(#loc223)
    } -> tensor<i32> loc(#loc223)
    %136 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = []} ins(%135 : tensor<i32>) outs(%25 : tensor<f32>) {
    ^bb0(%in: i32 loc(callsite(#loc56 at #loc208)), %out: f32 loc("jit(step)/pow"(#loc178))):
      %209 = arith.sitofp %in : i32 to f32 loc(#loc188)
      linalg.yield %209 : f32 loc(#loc188)
    } -> tensor<f32> loc(#loc188)
    %137 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = []} ins(%136 : tensor<f32>) outs(%25 : tensor<f32>) {
    ^bb0(%in: f32 loc("jit(step)/pow"(#loc178)), %out: f32 loc("jit(step)/pow"(#loc178))):
      %209 = math.powf %cst_4, %in : f32 loc(#loc188)
      linalg.yield %209 : f32 loc(#loc188)
    } -> tensor<f32> loc(#loc188)
    %138 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = []} ins(%137 : tensor<f32>) outs(%25 : tensor<f32>) {
    ^bb0(%in: f32 loc("jit(step)/pow"(#loc178)), %out: f32 loc("jit(step)/sub"(#loc178))):
      %209 = arith.subf %cst_8, %in : f32 loc(#loc189)
      linalg.yield %209 : f32 loc(#loc189)
    } -> tensor<f32> loc(#loc189)
    %139 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel"]} ins(%138 : tensor<f32>) outs(%41 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sub"(#loc178)), %out: f32 loc("jit(step)/div"(#loc178))):
      linalg.yield %in : f32 loc(#loc190)
    } -> tensor<64x64xf32> loc(#loc190)
    %140 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%77, %139 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc202)), %in_13: f32 loc("jit(step)/div"(#loc178)), %out: f32 loc("jit(step)/div"(#loc178))):
      %209 = arith.divf %in, %in_13 : f32 loc(#loc190)
      linalg.yield %209 : f32 loc(#loc190)
    } -> tensor<64x64xf32> loc(#loc190)
    %141 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel"]} ins(%138 : tensor<f32>) outs(%35 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sub"(#loc178)), %out: f32 loc("jit(step)/div"(#loc178))):
      linalg.yield %in : f32 loc(#loc190)
    } -> tensor<64xf32> loc(#loc190)
    %142 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%80, %141 : tensor<64xf32>, tensor<64xf32>) outs(%35 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc202)), %in_13: f32 loc("jit(step)/div"(#loc178)), %out: f32 loc("jit(step)/div"(#loc178))):
      %209 = arith.divf %in, %in_13 : f32 loc(#loc190)
      linalg.yield %209 : f32 loc(#loc190)
    } -> tensor<64xf32> loc(#loc190)
    %143 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%83, %139 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc202)), %in_13: f32 loc("jit(step)/div"(#loc178)), %out: f32 loc("jit(step)/div"(#loc178))):
      %209 = arith.divf %in, %in_13 : f32 loc(#loc190)
      linalg.yield %209 : f32 loc(#loc190)
    } -> tensor<64x64xf32> loc(#loc190)
    %144 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%86, %141 : tensor<64xf32>, tensor<64xf32>) outs(%35 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc202)), %in_13: f32 loc("jit(step)/div"(#loc178)), %out: f32 loc("jit(step)/div"(#loc178))):
      %209 = arith.divf %in, %in_13 : f32 loc(#loc190)
      linalg.yield %209 : f32 loc(#loc190)
    } -> tensor<64xf32> loc(#loc190)
    %145 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%89, %139 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc202)), %in_13: f32 loc("jit(step)/div"(#loc178)), %out: f32 loc("jit(step)/div"(#loc178))):
      %209 = arith.divf %in, %in_13 : f32 loc(#loc190)
      linalg.yield %209 : f32 loc(#loc190)
    } -> tensor<64x64xf32> loc(#loc190)
    %146 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%92, %141 : tensor<64xf32>, tensor<64xf32>) outs(%35 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc202)), %in_13: f32 loc("jit(step)/div"(#loc178)), %out: f32 loc("jit(step)/div"(#loc178))):
      %209 = arith.divf %in, %in_13 : f32 loc(#loc190)
      linalg.yield %209 : f32 loc(#loc190)
    } -> tensor<64xf32> loc(#loc190)
    %147 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%95, %139 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc202)), %in_13: f32 loc("jit(step)/div"(#loc178)), %out: f32 loc("jit(step)/div"(#loc178))):
      %209 = arith.divf %in, %in_13 : f32 loc(#loc190)
      linalg.yield %209 : f32 loc(#loc190)
    } -> tensor<64x64xf32> loc(#loc190)
    %148 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%98, %141 : tensor<64xf32>, tensor<64xf32>) outs(%35 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc202)), %in_13: f32 loc("jit(step)/div"(#loc178)), %out: f32 loc("jit(step)/div"(#loc178))):
      %209 = arith.divf %in, %in_13 : f32 loc(#loc190)
      linalg.yield %209 : f32 loc(#loc190)
    } -> tensor<64xf32> loc(#loc190)
    %149 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = []} ins(%136 : tensor<f32>) outs(%25 : tensor<f32>) {
    ^bb0(%in: f32 loc("jit(step)/pow"(#loc178)), %out: f32 loc("jit(step)/pow"(#loc179))):
      %209 = math.powf %cst_2, %in : f32 loc(#loc191)
      linalg.yield %209 : f32 loc(#loc191)
    } -> tensor<f32> loc(#loc191)
    %150 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = []} ins(%149 : tensor<f32>) outs(%25 : tensor<f32>) {
    ^bb0(%in: f32 loc("jit(step)/pow"(#loc179)), %out: f32 loc("jit(step)/sub"(#loc179))):
      %209 = arith.subf %cst_8, %in : f32 loc(#loc192)
      linalg.yield %209 : f32 loc(#loc192)
    } -> tensor<f32> loc(#loc192)
    %151 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel"]} ins(%150 : tensor<f32>) outs(%41 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sub"(#loc179)), %out: f32 loc("jit(step)/div"(#loc179))):
      linalg.yield %in : f32 loc(#loc193)
    } -> tensor<64x64xf32> loc(#loc193)
    %152 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%102, %151 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc206)), %in_13: f32 loc("jit(step)/div"(#loc179)), %out: f32 loc("jit(step)/div"(#loc179))):
      %209 = arith.divf %in, %in_13 : f32 loc(#loc193)
      linalg.yield %209 : f32 loc(#loc193)
    } -> tensor<64x64xf32> loc(#loc193)
    %153 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel"]} ins(%150 : tensor<f32>) outs(%35 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sub"(#loc179)), %out: f32 loc("jit(step)/div"(#loc179))):
      linalg.yield %in : f32 loc(#loc193)
    } -> tensor<64xf32> loc(#loc193)
    %154 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%106, %153 : tensor<64xf32>, tensor<64xf32>) outs(%35 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc206)), %in_13: f32 loc("jit(step)/div"(#loc179)), %out: f32 loc("jit(step)/div"(#loc179))):
      %209 = arith.divf %in, %in_13 : f32 loc(#loc193)
      linalg.yield %209 : f32 loc(#loc193)
    } -> tensor<64xf32> loc(#loc193)
    %155 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%110, %151 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc206)), %in_13: f32 loc("jit(step)/div"(#loc179)), %out: f32 loc("jit(step)/div"(#loc179))):
      %209 = arith.divf %in, %in_13 : f32 loc(#loc193)
      linalg.yield %209 : f32 loc(#loc193)
    } -> tensor<64x64xf32> loc(#loc193)
    %156 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%114, %153 : tensor<64xf32>, tensor<64xf32>) outs(%35 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc206)), %in_13: f32 loc("jit(step)/div"(#loc179)), %out: f32 loc("jit(step)/div"(#loc179))):
      %209 = arith.divf %in, %in_13 : f32 loc(#loc193)
      linalg.yield %209 : f32 loc(#loc193)
    } -> tensor<64xf32> loc(#loc193)
    %157 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%118, %151 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc206)), %in_13: f32 loc("jit(step)/div"(#loc179)), %out: f32 loc("jit(step)/div"(#loc179))):
      %209 = arith.divf %in, %in_13 : f32 loc(#loc193)
      linalg.yield %209 : f32 loc(#loc193)
    } -> tensor<64x64xf32> loc(#loc193)
    %158 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%122, %153 : tensor<64xf32>, tensor<64xf32>) outs(%35 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc206)), %in_13: f32 loc("jit(step)/div"(#loc179)), %out: f32 loc("jit(step)/div"(#loc179))):
      %209 = arith.divf %in, %in_13 : f32 loc(#loc193)
      linalg.yield %209 : f32 loc(#loc193)
    } -> tensor<64xf32> loc(#loc193)
    %159 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%126, %151 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc206)), %in_13: f32 loc("jit(step)/div"(#loc179)), %out: f32 loc("jit(step)/div"(#loc179))):
      %209 = arith.divf %in, %in_13 : f32 loc(#loc193)
      linalg.yield %209 : f32 loc(#loc193)
    } -> tensor<64x64xf32> loc(#loc193)
    %160 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%130, %153 : tensor<64xf32>, tensor<64xf32>) outs(%35 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc206)), %in_13: f32 loc("jit(step)/div"(#loc179)), %out: f32 loc("jit(step)/div"(#loc179))):
      %209 = arith.divf %in, %in_13 : f32 loc(#loc193)
      linalg.yield %209 : f32 loc(#loc193)
    } -> tensor<64xf32> loc(#loc193)
    %161 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%152 : tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc179)), %out: f32 loc("jit(step)/add"(#loc194))):
      %209 = arith.addf %in, %cst_9 : f32 loc(#loc209)
      linalg.yield %209 : f32 loc(#loc209)
    } -> tensor<64x64xf32> loc(#loc209)
    %162 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%161 : tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc194)), %out: f32 loc("jit(step)/sqrt"(#loc195))):
      %209 = math.sqrt %in : f32 loc(#loc210)
      linalg.yield %209 : f32 loc(#loc210)
    } -> tensor<64x64xf32> loc(#loc210)
    %163 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%162 : tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc195)), %out: f32 loc("jit(step)/add"(#loc196))):
      %209 = arith.addf %in, %cst_1 : f32 loc(#loc211)
      linalg.yield %209 : f32 loc(#loc211)
    } -> tensor<64x64xf32> loc(#loc211)
    %164 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%140, %163 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc178)), %in_13: f32 loc("jit(step)/add"(#loc196)), %out: f32 loc("jit(step)/div"(#loc197))):
      %209 = arith.divf %in, %in_13 : f32 loc(#loc212)
      linalg.yield %209 : f32 loc(#loc212)
    } -> tensor<64x64xf32> loc(#loc212)
    %165 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%154 : tensor<64xf32>) outs(%35 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc179)), %out: f32 loc("jit(step)/add"(#loc194))):
      %209 = arith.addf %in, %cst_9 : f32 loc(#loc209)
      linalg.yield %209 : f32 loc(#loc209)
    } -> tensor<64xf32> loc(#loc209)
    %166 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%165 : tensor<64xf32>) outs(%35 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc194)), %out: f32 loc("jit(step)/sqrt"(#loc195))):
      %209 = math.sqrt %in : f32 loc(#loc210)
      linalg.yield %209 : f32 loc(#loc210)
    } -> tensor<64xf32> loc(#loc210)
    %167 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%166 : tensor<64xf32>) outs(%35 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc195)), %out: f32 loc("jit(step)/add"(#loc196))):
      %209 = arith.addf %in, %cst_1 : f32 loc(#loc211)
      linalg.yield %209 : f32 loc(#loc211)
    } -> tensor<64xf32> loc(#loc211)
    %168 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%142, %167 : tensor<64xf32>, tensor<64xf32>) outs(%35 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc178)), %in_13: f32 loc("jit(step)/add"(#loc196)), %out: f32 loc("jit(step)/div"(#loc197))):
      %209 = arith.divf %in, %in_13 : f32 loc(#loc212)
      linalg.yield %209 : f32 loc(#loc212)
    } -> tensor<64xf32> loc(#loc212)
    %169 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%155 : tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc179)), %out: f32 loc("jit(step)/add"(#loc194))):
      %209 = arith.addf %in, %cst_9 : f32 loc(#loc209)
      linalg.yield %209 : f32 loc(#loc209)
    } -> tensor<64x64xf32> loc(#loc209)
    %170 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%169 : tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc194)), %out: f32 loc("jit(step)/sqrt"(#loc195))):
      %209 = math.sqrt %in : f32 loc(#loc210)
      linalg.yield %209 : f32 loc(#loc210)
    } -> tensor<64x64xf32> loc(#loc210)
    %171 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%170 : tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc195)), %out: f32 loc("jit(step)/add"(#loc196))):
      %209 = arith.addf %in, %cst_1 : f32 loc(#loc211)
      linalg.yield %209 : f32 loc(#loc211)
    } -> tensor<64x64xf32> loc(#loc211)
    %172 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%143, %171 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc178)), %in_13: f32 loc("jit(step)/add"(#loc196)), %out: f32 loc("jit(step)/div"(#loc197))):
      %209 = arith.divf %in, %in_13 : f32 loc(#loc212)
      linalg.yield %209 : f32 loc(#loc212)
    } -> tensor<64x64xf32> loc(#loc212)
    %173 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%156 : tensor<64xf32>) outs(%35 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc179)), %out: f32 loc("jit(step)/add"(#loc194))):
      %209 = arith.addf %in, %cst_9 : f32 loc(#loc209)
      linalg.yield %209 : f32 loc(#loc209)
    } -> tensor<64xf32> loc(#loc209)
    %174 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%173 : tensor<64xf32>) outs(%35 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc194)), %out: f32 loc("jit(step)/sqrt"(#loc195))):
      %209 = math.sqrt %in : f32 loc(#loc210)
      linalg.yield %209 : f32 loc(#loc210)
    } -> tensor<64xf32> loc(#loc210)
    %175 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%174 : tensor<64xf32>) outs(%35 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc195)), %out: f32 loc("jit(step)/add"(#loc196))):
      %209 = arith.addf %in, %cst_1 : f32 loc(#loc211)
      linalg.yield %209 : f32 loc(#loc211)
    } -> tensor<64xf32> loc(#loc211)
    %176 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%144, %175 : tensor<64xf32>, tensor<64xf32>) outs(%35 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc178)), %in_13: f32 loc("jit(step)/add"(#loc196)), %out: f32 loc("jit(step)/div"(#loc197))):
      %209 = arith.divf %in, %in_13 : f32 loc(#loc212)
      linalg.yield %209 : f32 loc(#loc212)
    } -> tensor<64xf32> loc(#loc212)
    %177 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%157 : tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc179)), %out: f32 loc("jit(step)/add"(#loc194))):
      %209 = arith.addf %in, %cst_9 : f32 loc(#loc209)
      linalg.yield %209 : f32 loc(#loc209)
    } -> tensor<64x64xf32> loc(#loc209)
    %178 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%177 : tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc194)), %out: f32 loc("jit(step)/sqrt"(#loc195))):
      %209 = math.sqrt %in : f32 loc(#loc210)
      linalg.yield %209 : f32 loc(#loc210)
    } -> tensor<64x64xf32> loc(#loc210)
    %179 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%178 : tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc195)), %out: f32 loc("jit(step)/add"(#loc196))):
      %209 = arith.addf %in, %cst_1 : f32 loc(#loc211)
      linalg.yield %209 : f32 loc(#loc211)
    } -> tensor<64x64xf32> loc(#loc211)
    %180 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%145, %179 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc178)), %in_13: f32 loc("jit(step)/add"(#loc196)), %out: f32 loc("jit(step)/div"(#loc197))):
      %209 = arith.divf %in, %in_13 : f32 loc(#loc212)
      linalg.yield %209 : f32 loc(#loc212)
    } -> tensor<64x64xf32> loc(#loc212)
    %181 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%158 : tensor<64xf32>) outs(%35 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc179)), %out: f32 loc("jit(step)/add"(#loc194))):
      %209 = arith.addf %in, %cst_9 : f32 loc(#loc209)
      linalg.yield %209 : f32 loc(#loc209)
    } -> tensor<64xf32> loc(#loc209)
    %182 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%181 : tensor<64xf32>) outs(%35 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc194)), %out: f32 loc("jit(step)/sqrt"(#loc195))):
      %209 = math.sqrt %in : f32 loc(#loc210)
      linalg.yield %209 : f32 loc(#loc210)
    } -> tensor<64xf32> loc(#loc210)
    %183 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%182 : tensor<64xf32>) outs(%35 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc195)), %out: f32 loc("jit(step)/add"(#loc196))):
      %209 = arith.addf %in, %cst_1 : f32 loc(#loc211)
      linalg.yield %209 : f32 loc(#loc211)
    } -> tensor<64xf32> loc(#loc211)
    %184 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%146, %183 : tensor<64xf32>, tensor<64xf32>) outs(%35 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc178)), %in_13: f32 loc("jit(step)/add"(#loc196)), %out: f32 loc("jit(step)/div"(#loc197))):
      %209 = arith.divf %in, %in_13 : f32 loc(#loc212)
      linalg.yield %209 : f32 loc(#loc212)
    } -> tensor<64xf32> loc(#loc212)
    %185 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%159 : tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc179)), %out: f32 loc("jit(step)/add"(#loc194))):
      %209 = arith.addf %in, %cst_9 : f32 loc(#loc209)
      linalg.yield %209 : f32 loc(#loc209)
    } -> tensor<64x64xf32> loc(#loc209)
    %186 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%185 : tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc194)), %out: f32 loc("jit(step)/sqrt"(#loc195))):
      %209 = math.sqrt %in : f32 loc(#loc210)
      linalg.yield %209 : f32 loc(#loc210)
    } -> tensor<64x64xf32> loc(#loc210)
    %187 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%186 : tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc195)), %out: f32 loc("jit(step)/add"(#loc196))):
      %209 = arith.addf %in, %cst_1 : f32 loc(#loc211)
      linalg.yield %209 : f32 loc(#loc211)
    } -> tensor<64x64xf32> loc(#loc211)
    %188 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%147, %187 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc178)), %in_13: f32 loc("jit(step)/add"(#loc196)), %out: f32 loc("jit(step)/div"(#loc197))):
      %209 = arith.divf %in, %in_13 : f32 loc(#loc212)
      linalg.yield %209 : f32 loc(#loc212)
    } -> tensor<64x64xf32> loc(#loc212)
    %189 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%160 : tensor<64xf32>) outs(%35 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc179)), %out: f32 loc("jit(step)/add"(#loc194))):
      %209 = arith.addf %in, %cst_9 : f32 loc(#loc209)
      linalg.yield %209 : f32 loc(#loc209)
    } -> tensor<64xf32> loc(#loc209)
    %190 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%189 : tensor<64xf32>) outs(%35 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc194)), %out: f32 loc("jit(step)/sqrt"(#loc195))):
      %209 = math.sqrt %in : f32 loc(#loc210)
      linalg.yield %209 : f32 loc(#loc210)
    } -> tensor<64xf32> loc(#loc210)
    %191 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%190 : tensor<64xf32>) outs(%35 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc195)), %out: f32 loc("jit(step)/add"(#loc196))):
      %209 = arith.addf %in, %cst_1 : f32 loc(#loc211)
      linalg.yield %209 : f32 loc(#loc211)
    } -> tensor<64xf32> loc(#loc211)
    %192 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%148, %191 : tensor<64xf32>, tensor<64xf32>) outs(%35 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc178)), %in_13: f32 loc("jit(step)/add"(#loc196)), %out: f32 loc("jit(step)/div"(#loc197))):
      %209 = arith.divf %in, %in_13 : f32 loc(#loc212)
      linalg.yield %209 : f32 loc(#loc212)
    } -> tensor<64xf32> loc(#loc212)
    %193 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%164 : tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc197)), %out: f32 loc("jit(step)/mul"(#loc198))):
      %209 = arith.mulf %in, %cst_0 : f32 loc(#loc213)
      linalg.yield %209 : f32 loc(#loc213)
    } -> tensor<64x64xf32> loc(#loc213)
    %194 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%168 : tensor<64xf32>) outs(%35 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc197)), %out: f32 loc("jit(step)/mul"(#loc198))):
      %209 = arith.mulf %in, %cst_0 : f32 loc(#loc213)
      linalg.yield %209 : f32 loc(#loc213)
    } -> tensor<64xf32> loc(#loc213)
    %195 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%172 : tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc197)), %out: f32 loc("jit(step)/mul"(#loc198))):
      %209 = arith.mulf %in, %cst_0 : f32 loc(#loc213)
      linalg.yield %209 : f32 loc(#loc213)
    } -> tensor<64x64xf32> loc(#loc213)
    %196 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%176 : tensor<64xf32>) outs(%35 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc197)), %out: f32 loc("jit(step)/mul"(#loc198))):
      %209 = arith.mulf %in, %cst_0 : f32 loc(#loc213)
      linalg.yield %209 : f32 loc(#loc213)
    } -> tensor<64xf32> loc(#loc213)
    %197 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%180 : tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc197)), %out: f32 loc("jit(step)/mul"(#loc198))):
      %209 = arith.mulf %in, %cst_0 : f32 loc(#loc213)
      linalg.yield %209 : f32 loc(#loc213)
    } -> tensor<64x64xf32> loc(#loc213)
    %198 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%184 : tensor<64xf32>) outs(%35 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc197)), %out: f32 loc("jit(step)/mul"(#loc198))):
      %209 = arith.mulf %in, %cst_0 : f32 loc(#loc213)
      linalg.yield %209 : f32 loc(#loc213)
    } -> tensor<64xf32> loc(#loc213)
    %199 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%188 : tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc197)), %out: f32 loc("jit(step)/mul"(#loc198))):
      %209 = arith.mulf %in, %cst_0 : f32 loc(#loc213)
      linalg.yield %209 : f32 loc(#loc213)
    } -> tensor<64x64xf32> loc(#loc213)
    %200 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%192 : tensor<64xf32>) outs(%35 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc197)), %out: f32 loc("jit(step)/mul"(#loc198))):
      %209 = arith.mulf %in, %cst_0 : f32 loc(#loc213)
      linalg.yield %209 : f32 loc(#loc213)
    } -> tensor<64xf32> loc(#loc213)
    %201 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg0, %193 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("params[0][0]"), %in_13: f32 loc("jit(step)/mul"(#loc198)), %out: f32 loc("jit(step)/add"(#loc174))):
      %209 = arith.addf %in, %in_13 : f32 loc(#loc182)
      linalg.yield %209 : f32 loc(#loc182)
    } -> tensor<64x64xf32> loc(#loc182)
    %202 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%arg1, %194 : tensor<64xf32>, tensor<64xf32>) outs(%35 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("params[0][1]"), %in_13: f32 loc("jit(step)/mul"(#loc198)), %out: f32 loc("jit(step)/add"(#loc174))):
      %209 = arith.addf %in, %in_13 : f32 loc(#loc182)
      linalg.yield %209 : f32 loc(#loc182)
    } -> tensor<64xf32> loc(#loc182)
    %203 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg2, %195 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("params[1][0]"), %in_13: f32 loc("jit(step)/mul"(#loc198)), %out: f32 loc("jit(step)/add"(#loc174))):
      %209 = arith.addf %in, %in_13 : f32 loc(#loc182)
      linalg.yield %209 : f32 loc(#loc182)
    } -> tensor<64x64xf32> loc(#loc182)
    %204 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%arg3, %196 : tensor<64xf32>, tensor<64xf32>) outs(%35 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("params[1][1]"), %in_13: f32 loc("jit(step)/mul"(#loc198)), %out: f32 loc("jit(step)/add"(#loc174))):
      %209 = arith.addf %in, %in_13 : f32 loc(#loc182)
      linalg.yield %209 : f32 loc(#loc182)
    } -> tensor<64xf32> loc(#loc182)
    %205 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg4, %197 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("params[2][0]"), %in_13: f32 loc("jit(step)/mul"(#loc198)), %out: f32 loc("jit(step)/add"(#loc174))):
      %209 = arith.addf %in, %in_13 : f32 loc(#loc182)
      linalg.yield %209 : f32 loc(#loc182)
    } -> tensor<64x64xf32> loc(#loc182)
    %206 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%arg5, %198 : tensor<64xf32>, tensor<64xf32>) outs(%35 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("params[2][1]"), %in_13: f32 loc("jit(step)/mul"(#loc198)), %out: f32 loc("jit(step)/add"(#loc174))):
      %209 = arith.addf %in, %in_13 : f32 loc(#loc182)
      linalg.yield %209 : f32 loc(#loc182)
    } -> tensor<64xf32> loc(#loc182)
    %207 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg6, %199 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("params[3][0]"), %in_13: f32 loc("jit(step)/mul"(#loc198)), %out: f32 loc("jit(step)/add"(#loc174))):
      %209 = arith.addf %in, %in_13 : f32 loc(#loc182)
      linalg.yield %209 : f32 loc(#loc182)
    } -> tensor<64x64xf32> loc(#loc182)
    %208 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%arg7, %200 : tensor<64xf32>, tensor<64xf32>) outs(%35 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("params[3][1]"), %in_13: f32 loc("jit(step)/mul"(#loc198)), %out: f32 loc("jit(step)/add"(#loc174))):
      %209 = arith.addf %in, %in_13 : f32 loc(#loc182)
      linalg.yield %209 : f32 loc(#loc182)
    } -> tensor<64xf32> loc(#loc182)
    return %28, %201, %202, %203, %204, %205, %206, %207, %208, %135, %77, %80, %83, %86, %89, %92, %95, %98, %102, %106, %110, %114, %118, %122, %126, %130 : tensor<f32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<i32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32> loc(#loc116)
  } loc(#loc)
} loc(#loc)
#loc = loc(unknown)
#loc116 = loc("jit(step)"(#loc112))
#loc153 = loc("jit(step)/transpose(jvp(layers.3))/reshape"(#loc120))
#loc159 = loc("jit(step)/transpose(jvp(layers.2))/reshape"(#loc120))
#loc165 = loc("jit(step)/transpose(jvp(layers.1))/reshape"(#loc120))
#loc171 = loc("jit(step)/transpose(jvp(layers.0))/reshape"(#loc120))
#loc223 = loc("jit(step)/jit(_where)/select_n"(#loc221))

