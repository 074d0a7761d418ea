#loc1 = loc("params[0][0]")
#loc2 = loc("params[0][1]")
#loc3 = loc("params[1][0]")
#loc4 = loc("params[1][1]")
#loc5 = loc("params[2][0]")
#loc6 = loc("params[2][1]")
#loc7 = loc("params[3][0]")
#loc8 = loc("params[3][1]")
#loc9 = loc("opt_state[0].trace[0][0]")
#loc10 = loc("opt_state[0].trace[0][1]")
#loc11 = loc("opt_state[0].trace[1][0]")
#loc12 = loc("opt_state[0].trace[1][1]")
#loc13 = loc("opt_state[0].trace[2][0]")
#loc14 = loc("opt_state[0].trace[2][1]")
#loc15 = loc("opt_state[0].trace[3][0]")
#loc16 = loc("opt_state[0].trace[3][1]")
#loc17 = loc("x")
#loc18 = loc("y")
#loc19 = loc("examples/jax/models.py":121:24 to :36)
#loc20 = loc("examples/jax/models.py":126:15 to :53)
#loc21 = loc("examples/jax/generate.py":36:11 to :43)
#loc22 = loc("examples/jax/generate.py":47:15 to :30)
#loc23 = loc("examples/jax/generate.py":63:4 to :10)
#loc24 = loc("examples/jax/models.py":120:29 to :34)
#loc25 = loc("examples/jax/models.py":120:29 to :38)
#loc26 = loc("examples/jax/models.py":120:20 to :39)
#loc27 = loc("examples/jax/models.py":121:25 to :30)
#loc28 = loc("examples/jax/models.py":121:15 to :37)
#loc29 = loc("optax/transforms/_accumulation.py":68:25 to :34)
#loc30 = loc("optax/transforms/_accumulation.py":70:44 to :51)
#loc31 = loc("optax/transforms/_accumulation.py":69:16 to 74:5)
#loc32 = loc("optax/_src/base.py":339:11 to :44)
#loc33 = loc("optax/transforms/_combining.py":90:23 to :59)
#loc34 = loc("examples/jax/models.py":127:29 to :67)
#loc35 = loc("optax/transforms/_accumulation.py":68:21 to :34)
#loc36 = loc("optax/_src/transform.py":507:37 to :50)
#loc37 = loc("optax/_src/transform.py":507:14 to :60)
#loc38 = loc("optax/_src/update.py":42:45 to :50)
#loc39 = loc("optax/_src/update.py":40:9 to 47:3)
#loc40 = loc("examples/jax/models.py":128:18 to :54)
#map = affine_map<(d0, d1) -> (d1)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1) -> ()>
#map3 = affine_map<() -> ()>
#map4 = affine_map<(d0, d1) -> (d1, d0)>
#map5 = affine_map<(d0, d1) -> (d0)>
#map6 = affine_map<(d0) -> (d0)>
#loc41 = loc("_make_mlp_optax.<locals>.loss"(#loc19))
#loc42 = loc("_make_mlp_optax.<locals>.step"(#loc20))
#loc43 = loc("stablehlo"(#loc21))
#loc44 = loc("main"(#loc22))
#loc45 = loc("<module>"(#loc23))
#loc46 = loc("_make_mlp_optax.<locals>.loss"(#loc24))
#loc47 = loc("_make_mlp_optax.<locals>.loss"(#loc25))
#loc48 = loc("_make_mlp_optax.<locals>.loss"(#loc26))
#loc49 = loc("_make_mlp_optax.<locals>.loss"(#loc27))
#loc50 = loc("_make_mlp_optax.<locals>.loss"(#loc28))
#loc51 = loc("trace.<locals>.update_fn.<locals>.<lambda>"(#loc29))
#loc52 = loc("trace.<locals>.update_fn.<locals>.<lambda>"(#loc30))
#loc53 = loc("trace.<locals>.update_fn"(#loc31))
#loc54 = loc("with_extra_args_support.<locals>.update"(#loc32))
#loc55 = loc("chain.<locals>.update_fn"(#loc33))
#loc56 = loc("_make_mlp_optax.<locals>.step"(#loc34))
#loc57 = loc("trace.<locals>.update_fn.<locals>.<lambda>"(#loc35))
#loc58 = loc("scale.<locals>.update_fn.<locals>.<lambda>"(#loc36))
#loc59 = loc("scale.<locals>.update_fn"(#loc37))
#loc60 = loc("apply_updates.<locals>.<lambda>"(#loc38))
#loc61 = loc("apply_updates"(#loc39))
#loc62 = loc("_make_mlp_optax.<locals>.step"(#loc40))
#loc63 = loc(callsite(#loc44 at #loc45))
#loc64 = loc(callsite(#loc43 at #loc63))
#loc65 = loc(callsite(#loc42 at #loc64))
#loc66 = loc(callsite(#loc56 at #loc64))
#loc67 = loc(callsite(#loc62 at #loc64))
#loc69 = loc(callsite(#loc41 at #loc65))
#loc70 = loc(callsite(#loc46 at #loc65))
#loc71 = loc(callsite(#loc47 at #loc65))
#loc72 = loc(callsite(#loc48 at #loc65))
#loc73 = loc(callsite(#loc49 at #loc65))
#loc74 = loc(callsite(#loc50 at #loc65))
#loc75 = loc(callsite(#loc55 at #loc66))
#loc76 = loc(callsite(#loc61 at #loc67))
#loc77 = loc("jit(step)/jvp()/mul"(#loc69))
#loc78 = loc("jit(step)/jvp(layers.0)/dot_general"(#loc70))
#loc79 = loc("jit(step)/jvp(layers.0)/add"(#loc71))
#loc80 = loc("jit(step)/jvp(layers.0)/tanh"(#loc72))
#loc81 = loc("jit(step)/jvp(layers.0)/sub"(#loc72))
#loc82 = loc("jit(step)/jvp(layers.1)/dot_general"(#loc70))
#loc83 = loc("jit(step)/jvp(layers.1)/add"(#loc71))
#loc84 = loc("jit(step)/jvp(layers.1)/tanh"(#loc72))
#loc85 = loc("jit(step)/jvp(layers.1)/sub"(#loc72))
#loc86 = loc("jit(step)/jvp(layers.2)/dot_general"(#loc70))
#loc87 = loc("jit(step)/jvp(layers.2)/add"(#loc71))
#loc88 = loc("jit(step)/jvp(layers.2)/tanh"(#loc72))
#loc89 = loc("jit(step)/jvp(layers.2)/sub"(#loc72))
#loc90 = loc("jit(step)/jvp(layers.3)/dot_general"(#loc70))
#loc91 = loc("jit(step)/jvp(layers.3)/add"(#loc71))
#loc92 = loc("jit(step)/jvp(layers.3)/tanh"(#loc72))
#loc93 = loc("jit(step)/jvp(layers.3)/sub"(#loc72))
#loc94 = loc("jit(step)/jvp()/sub"(#loc73))
#loc95 = loc("jit(step)/jvp()/integer_pow"(#loc69))
#loc96 = loc("jit(step)/jvp()/reduce_sum"(#loc74))
#loc97 = loc("jit(step)/jvp()/div"(#loc74))
#loc98 = loc("jit(step)/transpose(jvp())/div"(#loc74))
#loc99 = loc("jit(step)/transpose(jvp())/broadcast_in_dim"(#loc74))
#loc100 = loc("jit(step)/transpose(jvp())/mul"(#loc69))
#loc101 = loc("jit(step)/transpose(jvp(layers.3))/mul"(#loc72))
#loc102 = loc("jit(step)/transpose(jvp(layers.3))/add_any"(#loc72))
#loc103 = loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc71))
#loc105 = loc("jit(step)/transpose(jvp(layers.3))/dot_general"(#loc70))
#loc106 = loc("jit(step)/transpose(jvp(layers.3))/transpose"(#loc70))
#loc107 = loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc72))
#loc108 = loc("jit(step)/transpose(jvp(layers.2))/add_any"(#loc72))
#loc109 = loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc71))
#loc111 = loc("jit(step)/transpose(jvp(layers.2))/dot_general"(#loc70))
#loc112 = loc("jit(step)/transpose(jvp(layers.2))/transpose"(#loc70))
#loc113 = loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc72))
#loc114 = loc("jit(step)/transpose(jvp(layers.1))/add_any"(#loc72))
#loc115 = loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc71))
#loc117 = loc("jit(step)/transpose(jvp(layers.1))/dot_general"(#loc70))
#loc118 = loc("jit(step)/transpose(jvp(layers.1))/transpose"(#loc70))
#loc119 = loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc72))
#loc120 = loc("jit(step)/transpose(jvp(layers.0))/add_any"(#loc72))
#loc121 = loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc71))
#loc123 = loc("jit(step)/transpose(jvp(layers.0))/dot_general"(#loc70))
#loc124 = loc("jit(step)/transpose(jvp(layers.0))/transpose"(#loc70))
#loc125 = loc(callsite(#loc54 at #loc75))
#loc126 = loc(callsite(#loc60 at #loc76))
#loc127 = loc(callsite(#loc53 at #loc125))
#loc128 = loc(callsite(#loc59 at #loc125))
#loc129 = loc("jit(step)/add"(#loc126))
#loc130 = loc(callsite(#loc52 at #loc127))
#loc131 = loc(callsite(#loc58 at #loc128))
#loc132 = loc(callsite(#loc51 at #loc130))
#loc133 = loc(callsite(#loc57 at #loc130))
#loc134 = loc("jit(step)/mul"(#loc131))
#loc135 = loc("jit(step)/mul"(#loc132))
#loc136 = loc("jit(step)/add"(#loc133))
module @jit_step {
  func.func @main(%arg0: tensor<64x64xf32> loc("params[0][0]"), %arg1: tensor<64xf32> loc("params[0][1]"), %arg2: tensor<64x64xf32> loc("params[1][0]"), %arg3: tensor<64xf32> loc("params[1][1]"), %arg4: tensor<64x64xf32> loc("params[2][0]"), %arg5: tensor<64xf32> loc("params[2][1]"), %arg6: tensor<64x64xf32> loc("params[3][0]"), %arg7: tensor<64xf32> loc("params[3][1]"), %arg8: tensor<64x64xf32> loc("opt_state[0].trace[0][0]"), %arg9: tensor<64xf32> loc("opt_state[0].trace[0][1]"), %arg10: tensor<64x64xf32> loc("opt_state[0].trace[1][0]"), %arg11: tensor<64xf32> loc("opt_state[0].trace[1][1]"), %arg12: tensor<64x64xf32> loc("opt_state[0].trace[2][0]"), %arg13: tensor<64xf32> loc("opt_state[0].trace[2][1]"), %arg14: tensor<64x64xf32> loc("opt_state[0].trace[3][0]"), %arg15: tensor<64xf32> loc("opt_state[0].trace[3][1]"), %arg16: tensor<512x64xf32> loc("x"), %arg17: tensor<512x64xf32> loc("y")) -> (tensor<f32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>) {
    %cst = arith.constant 3.05175781E-5 : f32 loc(#loc)
    %cst_0 = arith.constant -5.000000e-02 : f32 loc(#loc)
    %cst_1 = arith.constant 0.899999976 : f32 loc(#loc)
    %cst_2 = arith.constant 3.276800e+04 : f32 loc(#loc)
    %cst_3 = arith.constant 2.000000e+00 : f32 loc(#loc77)
    %cst_4 = arith.constant 1.000000e+00 : f32 loc(#loc)
    %cst_5 = arith.constant 0.000000e+00 : f32 loc(#loc)
    %0 = tensor.empty() : tensor<512x64xf32> loc(#loc78)
    %1 = linalg.fill ins(%cst_5 : f32) outs(%0 : tensor<512x64xf32>) -> tensor<512x64xf32> loc(#loc78)
    %2 = linalg.matmul ins(%arg16, %arg0 : tensor<512x64xf32>, tensor<64x64xf32>) outs(%1 : tensor<512x64xf32>) -> tensor<512x64xf32> loc(#loc78)
    %3 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("params[0][1]"), %out: f32 loc("jit(step)/jvp(layers.0)/add"(#loc71))):
      linalg.yield %in : f32 loc(#loc79)
    } -> tensor<512x64xf32> loc(#loc79)
    %4 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%2, %3 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/dot_general"(#loc70)), %in_9: f32 loc("jit(step)/jvp(layers.0)/add"(#loc71)), %out: f32 loc("jit(step)/jvp(layers.0)/add"(#loc71))):
      %107 = arith.addf %in, %in_9 : f32 loc(#loc79)
      linalg.yield %107 : f32 loc(#loc79)
    } -> tensor<512x64xf32> loc(#loc79)
    %5 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%4 : tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/add"(#loc71)), %out: f32 loc("jit(step)/jvp(layers.0)/tanh"(#loc72))):
      %107 = math.tanh %in : f32 loc(#loc80)
      linalg.yield %107 : f32 loc(#loc80)
    } -> tensor<512x64xf32> loc(#loc80)
    %6 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%5 : tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/tanh"(#loc72)), %out: f32 loc("jit(step)/jvp(layers.0)/sub"(#loc72))):
      %107 = arith.subf %cst_4, %in : f32 loc(#loc81)
      linalg.yield %107 : f32 loc(#loc81)
    } -> tensor<512x64xf32> loc(#loc81)
    %7 = linalg.matmul ins(%5, %arg2 : tensor<512x64xf32>, tensor<64x64xf32>) outs(%1 : tensor<512x64xf32>) -> tensor<512x64xf32> loc(#loc82)
    %8 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg3 : tensor<64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("params[1][1]"), %out: f32 loc("jit(step)/jvp(layers.1)/add"(#loc71))):
      linalg.yield %in : f32 loc(#loc83)
    } -> tensor<512x64xf32> loc(#loc83)
    %9 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%7, %8 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/dot_general"(#loc70)), %in_9: f32 loc("jit(step)/jvp(layers.1)/add"(#loc71)), %out: f32 loc("jit(step)/jvp(layers.1)/add"(#loc71))):
      %107 = arith.addf %in, %in_9 : f32 loc(#loc83)
      linalg.yield %107 : f32 loc(#loc83)
    } -> tensor<512x64xf32> loc(#loc83)
    %10 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%9 : tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/add"(#loc71)), %out: f32 loc("jit(step)/jvp(layers.1)/tanh"(#loc72))):
      %107 = math.tanh %in : f32 loc(#loc84)
      linalg.yield %107 : f32 loc(#loc84)
    } -> tensor<512x64xf32> loc(#loc84)
    %11 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%10 : tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/tanh"(#loc72)), %out: f32 loc("jit(step)/jvp(layers.1)/sub"(#loc72))):
      %107 = arith.subf %cst_4, %in : f32 loc(#loc85)
      linalg.yield %107 : f32 loc(#loc85)
    } -> tensor<512x64xf32> loc(#loc85)
    %12 = linalg.matmul ins(%10, %arg4 : tensor<512x64xf32>, tensor<64x64xf32>) outs(%1 : tensor<512x64xf32>) -> tensor<512x64xf32> loc(#loc86)
    %13 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("params[2][1]"), %out: f32 loc("jit(step)/jvp(layers.2)/add"(#loc71))):
      linalg.yield %in : f32 loc(#loc87)
    } -> tensor<512x64xf32> loc(#loc87)
    %14 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%12, %13 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/dot_general"(#loc70)), %in_9: f32 loc("jit(step)/jvp(layers.2)/add"(#loc71)), %out: f32 loc("jit(step)/jvp(layers.2)/add"(#loc71))):
      %107 = arith.addf %in, %in_9 : f32 loc(#loc87)
      linalg.yield %107 : f32 loc(#loc87)
    } -> tensor<512x64xf32> loc(#loc87)
    %15 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%14 : tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/add"(#loc71)), %out: f32 loc("jit(step)/jvp(layers.2)/tanh"(#loc72))):
      %107 = math.tanh %in : f32 loc(#loc88)
      linalg.yield %107 : f32 loc(#loc88)
    } -> tensor<512x64xf32> loc(#loc88)
    %16 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%15 : tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/tanh"(#loc72)), %out: f32 loc("jit(step)/jvp(layers.2)/sub"(#loc72))):
      %107 = arith.subf %cst_4, %in : f32 loc(#loc89)
      linalg.yield %107 : f32 loc(#loc89)
    } -> tensor<512x64xf32> loc(#loc89)
    %17 = linalg.matmul ins(%15, %arg6 : tensor<512x64xf32>, tensor<64x64xf32>) outs(%1 : tensor<512x64xf32>) -> tensor<512x64xf32> loc(#loc90)
    %18 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("params[3][1]"), %out: f32 loc("jit(step)/jvp(layers.3)/add"(#loc71))):
      linalg.yield %in : f32 loc(#loc91)
    } -> tensor<512x64xf32> loc(#loc91)
    %19 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%17, %18 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.3)/dot_general"(#loc70)), %in_9: f32 loc("jit(step)/jvp(layers.3)/add"(#loc71)), %out: f32 loc("jit(step)/jvp(layers.3)/add"(#loc71))):
      %107 = arith.addf %in, %in_9 : f32 loc(#loc91)
      linalg.yield %107 : f32 loc(#loc91)
    } -> tensor<512x64xf32> loc(#loc91)
    %20 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%19 : tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.3)/add"(#loc71)), %out: f32 loc("jit(step)/jvp(layers.3)/tanh"(#loc72))):
      %107 = math.tanh %in : f32 loc(#loc92)
      linalg.yield %107 : f32 loc(#loc92)
    } -> tensor<512x64xf32> loc(#loc92)
    %21 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%20 : tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.3)/tanh"(#loc72)), %out: f32 loc("jit(step)/jvp(layers.3)/sub"(#loc72))):
      %107 = arith.subf %cst_4, %in : f32 loc(#loc93)
      linalg.yield %107 : f32 loc(#loc93)
    } -> tensor<512x64xf32> loc(#loc93)
    %22 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%20, %arg17 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.3)/tanh"(#loc72)), %in_9: f32 loc("y"), %out: f32 loc("jit(step)/jvp()/sub"(#loc73))):
      %107 = arith.subf %in, %in_9 : f32 loc(#loc94)
      linalg.yield %107 : f32 loc(#loc94)
    } -> tensor<512x64xf32> loc(#loc94)
    %23 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%22 : tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/sub"(#loc73)), %out: f32 loc("jit(step)/jvp()/integer_pow"(#loc69))):
      %107 = arith.mulf %in, %in : f32 loc(#loc95)
      linalg.yield %107 : f32 loc(#loc95)
    } -> tensor<512x64xf32> loc(#loc95)
    %24 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%22 : tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/sub"(#loc73)), %out: f32 loc("jit(step)/jvp()/mul"(#loc69))):
      %107 = arith.mulf %in, %cst_3 : f32 loc(#loc77)
      linalg.yield %107 : f32 loc(#loc77)
    } -> tensor<512x64xf32> loc(#loc77)
    %25 = tensor.empty() : tensor<f32> loc(#loc96)
    %26 = linalg.fill ins(%cst_5 : f32) outs(%25 : tensor<f32>) -> tensor<f32> loc(#loc96)
    %27 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "reduction"]} ins(%23 : tensor<512x64xf32>) outs(%26 : tensor<f32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/reduce_sum"(#loc74)), %out: f32 loc("jit(step)/jvp()/reduce_sum"(#loc74))):
      %107 = arith.addf %out, %in : f32 loc(#loc96)
      linalg.yield %107 : f32 loc(#loc96)
    } -> tensor<f32> loc(#loc96)
    %28 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = []} ins(%27 : tensor<f32>) outs(%25 : tensor<f32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/reduce_sum"(#loc74)), %out: f32 loc("jit(step)/jvp()/div"(#loc74))):
      %107 = arith.divf %in, %cst_2 : f32 loc(#loc97)
      linalg.yield %107 : f32 loc(#loc97)
    } -> tensor<f32> loc(#loc97)
    %29 = linalg.generic {indexing_maps = [#map3], iterator_types = []} outs(%25 : tensor<f32>) {
    ^bb0(%out: f32 loc("jit(step)/transpose(jvp())/div"(#loc74))):
      linalg.yield %cst : f32 loc(#loc98)
    } -> tensor<f32> loc(#loc98)
    %30 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel"]} ins(%29 : tensor<f32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/div"(#loc74)), %out: f32 loc("jit(step)/transpose(jvp())/broadcast_in_dim"(#loc74))):
      linalg.yield %in : f32 loc(#loc99)
    } -> tensor<512x64xf32> loc(#loc99)
    %31 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%30, %24 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/broadcast_in_dim"(#loc74)), %in_9: f32 loc("jit(step)/jvp()/mul"(#loc69)), %out: f32 loc("jit(step)/transpose(jvp())/mul"(#loc69))):
      %107 = arith.mulf %in, %in_9 : f32 loc(#loc100)
      linalg.yield %107 : f32 loc(#loc100)
    } -> tensor<512x64xf32> loc(#loc100)
    %32 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%31, %21 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/mul"(#loc69)), %in_9: f32 loc("jit(step)/jvp(layers.3)/sub"(#loc72)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/mul"(#loc72))):
      %107 = arith.mulf %in, %in_9 : f32 loc(#loc101)
      linalg.yield %107 : f32 loc(#loc101)
    } -> tensor<512x64xf32> loc(#loc101)
    %33 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%32, %20 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/mul"(#loc72)), %in_9: f32 loc("jit(step)/jvp(layers.3)/tanh"(#loc72)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/mul"(#loc72))):
      %107 = arith.mulf %in, %in_9 : f32 loc(#loc101)
      linalg.yield %107 : f32 loc(#loc101)
    } -> tensor<512x64xf32> loc(#loc101)
    %34 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%32, %33 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/mul"(#loc72)), %in_9: f32 loc("jit(step)/transpose(jvp(layers.3))/mul"(#loc72)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/add_any"(#loc72))):
      %107 = arith.addf %in, %in_9 : f32 loc(#loc102)
      linalg.yield %107 : f32 loc(#loc102)
    } -> tensor<512x64xf32> loc(#loc102)
    %35 = tensor.empty() : tensor<64xf32> loc(#loc103)
    %36 = linalg.fill ins(%cst_5 : f32) outs(%35 : tensor<64xf32>) -> tensor<64xf32> loc(#loc103)
    %37 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "reduction"]} ins(%34 : tensor<512x64xf32>) outs(%36 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc71)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc71))):
      %107 = arith.addf %out, %in : f32 loc(#loc103)
      linalg.yield %107 : f32 loc(#loc103)
    } -> tensor<64xf32> loc(#loc103)
    %expanded = tensor.expand_shape %37 [[0, 1]] output_shape [1, 64] : tensor<64xf32> into tensor<1x64xf32> loc(#loc104)
    %38 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "reduction"]} ins(%expanded : tensor<1x64xf32>) outs(%36 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc71)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc71))):
      %107 = arith.addf %out, %in : f32 loc(#loc103)
      linalg.yield %107 : f32 loc(#loc103)
    } -> tensor<64xf32> loc(#loc103)
    %39 = tensor.empty() : tensor<64x512xf32> loc(#loc105)
    %40 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%34 : tensor<512x64xf32>) outs(%39 : tensor<64x512xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/add_any"(#loc72)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/dot_general"(#loc70))):
      linalg.yield %in : f32 loc(#loc105)
    } -> tensor<64x512xf32> loc(#loc105)
    %41 = tensor.empty() : tensor<64x64xf32> loc(#loc105)
    %42 = linalg.fill ins(%cst_5 : f32) outs(%41 : tensor<64x64xf32>) -> tensor<64x64xf32> loc(#loc105)
    %43 = linalg.matmul ins(%40, %15 : tensor<64x512xf32>, tensor<512x64xf32>) outs(%42 : tensor<64x64xf32>) -> tensor<64x64xf32> loc(#loc105)
    %44 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%43 : tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/dot_general"(#loc70)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/transpose"(#loc70))):
      linalg.yield %in : f32 loc(#loc106)
    } -> tensor<64x64xf32> loc(#loc106)
    %45 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg6 : tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("params[3][0]"), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/dot_general"(#loc70))):
      linalg.yield %in : f32 loc(#loc105)
    } -> tensor<64x64xf32> loc(#loc105)
    %46 = linalg.matmul ins(%34, %45 : tensor<512x64xf32>, tensor<64x64xf32>) outs(%1 : tensor<512x64xf32>) -> tensor<512x64xf32> loc(#loc105)
    %47 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%46, %16 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/dot_general"(#loc70)), %in_9: f32 loc("jit(step)/jvp(layers.2)/sub"(#loc72)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc72))):
      %107 = arith.mulf %in, %in_9 : f32 loc(#loc107)
      linalg.yield %107 : f32 loc(#loc107)
    } -> tensor<512x64xf32> loc(#loc107)
    %48 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%47, %15 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc72)), %in_9: f32 loc("jit(step)/jvp(layers.2)/tanh"(#loc72)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc72))):
      %107 = arith.mulf %in, %in_9 : f32 loc(#loc107)
      linalg.yield %107 : f32 loc(#loc107)
    } -> tensor<512x64xf32> loc(#loc107)
    %49 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%47, %48 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc72)), %in_9: f32 loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc72)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/add_any"(#loc72))):
      %107 = arith.addf %in, %in_9 : f32 loc(#loc108)
      linalg.yield %107 : f32 loc(#loc108)
    } -> tensor<512x64xf32> loc(#loc108)
    %50 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "reduction"]} ins(%49 : tensor<512x64xf32>) outs(%36 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc71)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc71))):
      %107 = arith.addf %out, %in : f32 loc(#loc109)
      linalg.yield %107 : f32 loc(#loc109)
    } -> tensor<64xf32> loc(#loc109)
    %expanded_6 = tensor.expand_shape %50 [[0, 1]] output_shape [1, 64] : tensor<64xf32> into tensor<1x64xf32> loc(#loc110)
    %51 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "reduction"]} ins(%expanded_6 : tensor<1x64xf32>) outs(%36 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc71)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc71))):
      %107 = arith.addf %out, %in : f32 loc(#loc109)
      linalg.yield %107 : f32 loc(#loc109)
    } -> tensor<64xf32> loc(#loc109)
    %52 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%49 : tensor<512x64xf32>) outs(%39 : tensor<64x512xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/add_any"(#loc72)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/dot_general"(#loc70))):
      linalg.yield %in : f32 loc(#loc111)
    } -> tensor<64x512xf32> loc(#loc111)
    %53 = linalg.matmul ins(%52, %10 : tensor<64x512xf32>, tensor<512x64xf32>) outs(%42 : tensor<64x64xf32>) -> tensor<64x64xf32> loc(#loc111)
    %54 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%53 : tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/dot_general"(#loc70)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/transpose"(#loc70))):
      linalg.yield %in : f32 loc(#loc112)
    } -> tensor<64x64xf32> loc(#loc112)
    %55 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg4 : tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("params[2][0]"), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/dot_general"(#loc70))):
      linalg.yield %in : f32 loc(#loc111)
    } -> tensor<64x64xf32> loc(#loc111)
    %56 = linalg.matmul ins(%49, %55 : tensor<512x64xf32>, tensor<64x64xf32>) outs(%1 : tensor<512x64xf32>) -> tensor<512x64xf32> loc(#loc111)
    %57 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%56, %11 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/dot_general"(#loc70)), %in_9: f32 loc("jit(step)/jvp(layers.1)/sub"(#loc72)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc72))):
      %107 = arith.mulf %in, %in_9 : f32 loc(#loc113)
      linalg.yield %107 : f32 loc(#loc113)
    } -> tensor<512x64xf32> loc(#loc113)
    %58 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%57, %10 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc72)), %in_9: f32 loc("jit(step)/jvp(layers.1)/tanh"(#loc72)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc72))):
      %107 = arith.mulf %in, %in_9 : f32 loc(#loc113)
      linalg.yield %107 : f32 loc(#loc113)
    } -> tensor<512x64xf32> loc(#loc113)
    %59 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%57, %58 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc72)), %in_9: f32 loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc72)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/add_any"(#loc72))):
      %107 = arith.addf %in, %in_9 : f32 loc(#loc114)
      linalg.yield %107 : f32 loc(#loc114)
    } -> tensor<512x64xf32> loc(#loc114)
    %60 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "reduction"]} ins(%59 : tensor<512x64xf32>) outs(%36 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc71)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc71))):
      %107 = arith.addf %out, %in : f32 loc(#loc115)
      linalg.yield %107 : f32 loc(#loc115)
    } -> tensor<64xf32> loc(#loc115)
    %expanded_7 = tensor.expand_shape %60 [[0, 1]] output_shape [1, 64] : tensor<64xf32> into tensor<1x64xf32> loc(#loc116)
    %61 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "reduction"]} ins(%expanded_7 : tensor<1x64xf32>) outs(%36 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc71)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc71))):
      %107 = arith.addf %out, %in : f32 loc(#loc115)
      linalg.yield %107 : f32 loc(#loc115)
    } -> tensor<64xf32> loc(#loc115)
    %62 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%59 : tensor<512x64xf32>) outs(%39 : tensor<64x512xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/add_any"(#loc72)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/dot_general"(#loc70))):
      linalg.yield %in : f32 loc(#loc117)
    } -> tensor<64x512xf32> loc(#loc117)
    %63 = linalg.matmul ins(%62, %5 : tensor<64x512xf32>, tensor<512x64xf32>) outs(%42 : tensor<64x64xf32>) -> tensor<64x64xf32> loc(#loc117)
    %64 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%63 : tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/dot_general"(#loc70)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/transpose"(#loc70))):
      linalg.yield %in : f32 loc(#loc118)
    } -> tensor<64x64xf32> loc(#loc118)
    %65 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg2 : tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("params[1][0]"), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/dot_general"(#loc70))):
      linalg.yield %in : f32 loc(#loc117)
    } -> tensor<64x64xf32> loc(#loc117)
    %66 = linalg.matmul ins(%59, %65 : tensor<512x64xf32>, tensor<64x64xf32>) outs(%1 : tensor<512x64xf32>) -> tensor<512x64xf32> loc(#loc117)
    %67 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%66, %6 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/dot_general"(#loc70)), %in_9: f32 loc("jit(step)/jvp(layers.0)/sub"(#loc72)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc72))):
      %107 = arith.mulf %in, %in_9 : f32 loc(#loc119)
      linalg.yield %107 : f32 loc(#loc119)
    } -> tensor<512x64xf32> loc(#loc119)
    %68 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%67, %5 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc72)), %in_9: f32 loc("jit(step)/jvp(layers.0)/tanh"(#loc72)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc72))):
      %107 = arith.mulf %in, %in_9 : f32 loc(#loc119)
      linalg.yield %107 : f32 loc(#loc119)
    } -> tensor<512x64xf32> loc(#loc119)
    %69 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%67, %68 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%0 : tensor<512x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc72)), %in_9: f32 loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc72)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/add_any"(#loc72))):
      %107 = arith.addf %in, %in_9 : f32 loc(#loc120)
      linalg.yield %107 : f32 loc(#loc120)
    } -> tensor<512x64xf32> loc(#loc120)
    %70 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "reduction"]} ins(%69 : tensor<512x64xf32>) outs(%36 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc71)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc71))):
      %107 = arith.addf %out, %in : f32 loc(#loc121)
      linalg.yield %107 : f32 loc(#loc121)
    } -> tensor<64xf32> loc(#loc121)
    %expanded_8 = tensor.expand_shape %70 [[0, 1]] output_shape [1, 64] : tensor<64xf32> into tensor<1x64xf32> loc(#loc122)
    %71 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "reduction"]} ins(%expanded_8 : tensor<1x64xf32>) outs(%36 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc71)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc71))):
      %107 = arith.addf %out, %in : f32 loc(#loc121)
      linalg.yield %107 : f32 loc(#loc121)
    } -> tensor<64xf32> loc(#loc121)
    %72 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%69 : tensor<512x64xf32>) outs(%39 : tensor<64x512xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/add_any"(#loc72)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/dot_general"(#loc70))):
      linalg.yield %in : f32 loc(#loc123)
    } -> tensor<64x512xf32> loc(#loc123)
    %73 = linalg.matmul ins(%72, %arg16 : tensor<64x512xf32>, tensor<512x64xf32>) outs(%42 : tensor<64x64xf32>) -> tensor<64x64xf32> loc(#loc123)
    %74 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%73 : tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/dot_general"(#loc70)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/transpose"(#loc70))):
      linalg.yield %in : f32 loc(#loc124)
    } -> tensor<64x64xf32> loc(#loc124)
    %75 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg8 : tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].trace[0][0]"), %out: f32 loc("jit(step)/mul"(#loc132))):
      %107 = arith.mulf %in, %cst_1 : f32 loc(#loc135)
      linalg.yield %107 : f32 loc(#loc135)
    } -> tensor<64x64xf32> loc(#loc135)
    %76 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%74, %75 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/transpose"(#loc70)), %in_9: f32 loc("jit(step)/mul"(#loc132)), %out: f32 loc("jit(step)/add"(#loc133))):
      %107 = arith.addf %in, %in_9 : f32 loc(#loc136)
      linalg.yield %107 : f32 loc(#loc136)
    } -> tensor<64x64xf32> loc(#loc136)
    %77 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%arg9 : tensor<64xf32>) outs(%35 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].trace[0][1]"), %out: f32 loc("jit(step)/mul"(#loc132))):
      %107 = arith.mulf %in, %cst_1 : f32 loc(#loc135)
      linalg.yield %107 : f32 loc(#loc135)
    } -> tensor<64xf32> loc(#loc135)
    %78 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%71, %77 : tensor<64xf32>, tensor<64xf32>) outs(%35 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc71)), %in_9: f32 loc("jit(step)/mul"(#loc132)), %out: f32 loc("jit(step)/add"(#loc133))):
      %107 = arith.addf %in, %in_9 : f32 loc(#loc136)
      linalg.yield %107 : f32 loc(#loc136)
    } -> tensor<64xf32> loc(#loc136)
    %79 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg10 : tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].trace[1][0]"), %out: f32 loc("jit(step)/mul"(#loc132))):
      %107 = arith.mulf %in, %cst_1 : f32 loc(#loc135)
      linalg.yield %107 : f32 loc(#loc135)
    } -> tensor<64x64xf32> loc(#loc135)
    %80 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%64, %79 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/transpose"(#loc70)), %in_9: f32 loc("jit(step)/mul"(#loc132)), %out: f32 loc("jit(step)/add"(#loc133))):
      %107 = arith.addf %in, %in_9 : f32 loc(#loc136)
      linalg.yield %107 : f32 loc(#loc136)
    } -> tensor<64x64xf32> loc(#loc136)
    %81 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%arg11 : tensor<64xf32>) outs(%35 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].trace[1][1]"), %out: f32 loc("jit(step)/mul"(#loc132))):
      %107 = arith.mulf %in, %cst_1 : f32 loc(#loc135)
      linalg.yield %107 : f32 loc(#loc135)
    } -> tensor<64xf32> loc(#loc135)
    %82 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%61, %81 : tensor<64xf32>, tensor<64xf32>) outs(%35 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc71)), %in_9: f32 loc("jit(step)/mul"(#loc132)), %out: f32 loc("jit(step)/add"(#loc133))):
      %107 = arith.addf %in, %in_9 : f32 loc(#loc136)
      linalg.yield %107 : f32 loc(#loc136)
    } -> tensor<64xf32> loc(#loc136)
    %83 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg12 : tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].trace[2][0]"), %out: f32 loc("jit(step)/mul"(#loc132))):
      %107 = arith.mulf %in, %cst_1 : f32 loc(#loc135)
      linalg.yield %107 : f32 loc(#loc135)
    } -> tensor<64x64xf32> loc(#loc135)
    %84 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%54, %83 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/transpose"(#loc70)), %in_9: f32 loc("jit(step)/mul"(#loc132)), %out: f32 loc("jit(step)/add"(#loc133))):
      %107 = arith.addf %in, %in_9 : f32 loc(#loc136)
      linalg.yield %107 : f32 loc(#loc136)
    } -> tensor<64x64xf32> loc(#loc136)
    %85 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%arg13 : tensor<64xf32>) outs(%35 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].trace[2][1]"), %out: f32 loc("jit(step)/mul"(#loc132))):
      %107 = arith.mulf %in, %cst_1 : f32 loc(#loc135)
      linalg.yield %107 : f32 loc(#loc135)
    } -> tensor<64xf32> loc(#loc135)
    %86 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%51, %85 : tensor<64xf32>, tensor<64xf32>) outs(%35 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc71)), %in_9: f32 loc("jit(step)/mul"(#loc132)), %out: f32 loc("jit(step)/add"(#loc133))):
      %107 = arith.addf %in, %in_9 : f32 loc(#loc136)
      linalg.yield %107 : f32 loc(#loc136)
    } -> tensor<64xf32> loc(#loc136)
    %87 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg14 : tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].trace[3][0]"), %out: f32 loc("jit(step)/mul"(#loc132))):
      %107 = arith.mulf %in, %cst_1 : f32 loc(#loc135)
      linalg.yield %107 : f32 loc(#loc135)
    } -> tensor<64x64xf32> loc(#loc135)
    %88 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%44, %87 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/transpose"(#loc70)), %in_9: f32 loc("jit(step)/mul"(#loc132)), %out: f32 loc("jit(step)/add"(#loc133))):
      %107 = arith.addf %in, %in_9 : f32 loc(#loc136)
      linalg.yield %107 : f32 loc(#loc136)
    } -> tensor<64x64xf32> loc(#loc136)
    %89 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%arg15 : tensor<64xf32>) outs(%35 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].trace[3][1]"), %out: f32 loc("jit(step)/mul"(#loc132))):
      %107 = arith.mulf %in, %cst_1 : f32 loc(#loc135)
      linalg.yield %107 : f32 loc(#loc135)
    } -> tensor<64xf32> loc(#loc135)
    %90 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%38, %89 : tensor<64xf32>, tensor<64xf32>) outs(%35 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc71)), %in_9: f32 loc("jit(step)/mul"(#loc132)), %out: f32 loc("jit(step)/add"(#loc133))):
      %107 = arith.addf %in, %in_9 : f32 loc(#loc136)
      linalg.yield %107 : f32 loc(#loc136)
    } -> tensor<64xf32> loc(#loc136)
    %91 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%76 : tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc133)), %out: f32 loc("jit(step)/mul"(#loc131))):
      %107 = arith.mulf %in, %cst_0 : f32 loc(#loc134)
      linalg.yield %107 : f32 loc(#loc134)
    } -> tensor<64x64xf32> loc(#loc134)
    %92 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%78 : tensor<64xf32>) outs(%35 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc133)), %out: f32 loc("jit(step)/mul"(#loc131))):
      %107 = arith.mulf %in, %cst_0 : f32 loc(#loc134)
      linalg.yield %107 : f32 loc(#loc134)
    } -> tensor<64xf32> loc(#loc134)
    %93 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%80 : tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc133)), %out: f32 loc("jit(step)/mul"(#loc131))):
      %107 = arith.mulf %in, %cst_0 : f32 loc(#loc134)
      linalg.yield %107 : f32 loc(#loc134)
    } -> tensor<64x64xf32> loc(#loc134)
    %94 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%82 : tensor<64xf32>) outs(%35 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc133)), %out: f32 loc("jit(step)/mul"(#loc131))):
      %107 = arith.mulf %in, %cst_0 : f32 loc(#loc134)
      linalg.yield %107 : f32 loc(#loc134)
    } -> tensor<64xf32> loc(#loc134)
    %95 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%84 : tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc133)), %out: f32 loc("jit(step)/mul"(#loc131))):
      %107 = arith.mulf %in, %cst_0 : f32 loc(#loc134)
      linalg.yield %107 : f32 loc(#loc134)
    } -> tensor<64x64xf32> loc(#loc134)
    %96 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%86 : tensor<64xf32>) outs(%35 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc133)), %out: f32 loc("jit(step)/mul"(#loc131))):
      %107 = arith.mulf %in, %cst_0 : f32 loc(#loc134)
      linalg.yield %107 : f32 loc(#loc134)
    } -> tensor<64xf32> loc(#loc134)
    %97 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%88 : tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc133)), %out: f32 loc("jit(step)/mul"(#loc131))):
      %107 = arith.mulf %in, %cst_0 : f32 loc(#loc134)
      linalg.yield %107 : f32 loc(#loc134)
    } -> tensor<64x64xf32> loc(#loc134)
    %98 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%90 : tensor<64xf32>) outs(%35 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc133)), %out: f32 loc("jit(step)/mul"(#loc131))):
      %107 = arith.mulf %in, %cst_0 : f32 loc(#loc134)
      linalg.yield %107 : f32 loc(#loc134)
    } -> tensor<64xf32> loc(#loc134)
    %99 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg0, %91 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("params[0][0]"), %in_9: f32 loc("jit(step)/mul"(#loc131)), %out: f32 loc("jit(step)/add"(#loc126))):
      %107 = arith.addf %in, %in_9 : f32 loc(#loc129)
      linalg.yield %107 : f32 loc(#loc129)
    } -> tensor<64x64xf32> loc(#loc129)
    %100 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%arg1, %92 : tensor<64xf32>, tensor<64xf32>) outs(%35 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("params[0][1]"), %in_9: f32 loc("jit(step)/mul"(#loc131)), %out: f32 loc("jit(step)/add"(#loc126))):
      %107 = arith.addf %in, %in_9 : f32 loc(#loc129)
      linalg.yield %107 : f32 loc(#loc129)
    } -> tensor<64xf32> loc(#loc129)
    %101 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg2, %93 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("params[1][0]"), %in_9: f32 loc("jit(step)/mul"(#loc131)), %out: f32 loc("jit(step)/add"(#loc126))):
      %107 = arith.addf %in, %in_9 : f32 loc(#loc129)
      linalg.yield %107 : f32 loc(#loc129)
    } -> tensor<64x64xf32> loc(#loc129)
    %102 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%arg3, %94 : tensor<64xf32>, tensor<64xf32>) outs(%35 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("params[1][1]"), %in_9: f32 loc("jit(step)/mul"(#loc131)), %out: f32 loc("jit(step)/add"(#loc126))):
      %107 = arith.addf %in, %in_9 : f32 loc(#loc129)
      linalg.yield %107 : f32 loc(#loc129)
    } -> tensor<64xf32> loc(#loc129)
    %103 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg4, %95 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("params[2][0]"), %in_9: f32 loc("jit(step)/mul"(#loc131)), %out: f32 loc("jit(step)/add"(#loc126))):
      %107 = arith.addf %in, %in_9 : f32 loc(#loc129)
      linalg.yield %107 : f32 loc(#loc129)
    } -> tensor<64x64xf32> loc(#loc129)
    %104 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%arg5, %96 : tensor<64xf32>, tensor<64xf32>) outs(%35 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("params[2][1]"), %in_9: f32 loc("jit(step)/mul"(#loc131)), %out: f32 loc("jit(step)/add"(#loc126))):
      %107 = arith.addf %in, %in_9 : f32 loc(#loc129)
      linalg.yield %107 : f32 loc(#loc129)
    } -> tensor<64xf32> loc(#loc129)
    %105 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg6, %97 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("params[3][0]"), %in_9: f32 loc("jit(step)/mul"(#loc131)), %out: f32 loc("jit(step)/add"(#loc126))):
      %107 = arith.addf %in, %in_9 : f32 loc(#loc129)
      linalg.yield %107 : f32 loc(#loc129)
    } -> tensor<64x64xf32> loc(#loc129)
    %106 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%arg7, %98 : tensor<64xf32>, tensor<64xf32>) outs(%35 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("params[3][1]"), %in_9: f32 loc("jit(step)/mul"(#loc131)), %out: f32 loc("jit(step)/add"(#loc126))):
      %107 = arith.addf %in, %in_9 : f32 loc(#loc129)
      linalg.yield %107 : f32 loc(#loc129)
    } -> tensor<64xf32> loc(#loc129)
    return %28, %99, %100, %101, %102, %103, %104, %105, %106, %76, %78, %80, %82, %84, %86, %88, %90 : tensor<f32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32> loc(#loc68)
  } loc(#loc)
} loc(#loc)
#loc = loc(unknown)
#loc68 = loc("jit(step)"(#loc64))
#loc104 = loc("jit(step)/transpose(jvp(layers.3))/reshape"(#loc71))
#loc110 = loc("jit(step)/transpose(jvp(layers.2))/reshape"(#loc71))
#loc116 = loc("jit(step)/transpose(jvp(layers.1))/reshape"(#loc71))
#loc122 = loc("jit(step)/transpose(jvp(layers.0))/reshape"(#loc71))

