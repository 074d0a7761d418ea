#loc = loc(unknown)
#loc1 = loc("params[0]['ch1']")
#loc2 = loc("params[0]['ch2']")
#loc3 = loc("params[0]['ln1_b']")
#loc4 = loc("params[0]['ln1_g']")
#loc5 = loc("params[0]['ln2_b']")
#loc6 = loc("params[0]['ln2_g']")
#loc7 = loc("params[0]['tok1']")
#loc8 = loc("params[0]['tok2']")
#loc9 = loc("params[1]['ch1']")
#loc10 = loc("params[1]['ch2']")
#loc11 = loc("params[1]['ln1_b']")
#loc12 = loc("params[1]['ln1_g']")
#loc13 = loc("params[1]['ln2_b']")
#loc14 = loc("params[1]['ln2_g']")
#loc15 = loc("params[1]['tok1']")
#loc16 = loc("params[1]['tok2']")
#loc17 = loc("params[2]['ch1']")
#loc18 = loc("params[2]['ch2']")
#loc19 = loc("params[2]['ln1_b']")
#loc20 = loc("params[2]['ln1_g']")
#loc21 = loc("params[2]['ln2_b']")
#loc22 = loc("params[2]['ln2_g']")
#loc23 = loc("params[2]['tok1']")
#loc24 = loc("params[2]['tok2']")
#loc25 = loc("params[3]['ch1']")
#loc26 = loc("params[3]['ch2']")
#loc27 = loc("params[3]['ln1_b']")
#loc28 = loc("params[3]['ln1_g']")
#loc29 = loc("params[3]['ln2_b']")
#loc30 = loc("params[3]['ln2_g']")
#loc31 = loc("params[3]['tok1']")
#loc32 = loc("params[3]['tok2']")
#loc33 = loc("head")
#loc34 = loc("x")
#loc35 = loc("labels")
#loc36 = loc("scatter-add")
#loc37 = loc("examples/jax/models.py":67:13 to :64)
#loc38 = loc("examples/jax/models.py":422:15 to :60)
#loc39 = loc("examples/jax/models.py":425:22 to :87)
#loc40 = loc("examples/jax/generate.py":36:11 to :43)
#loc41 = loc("examples/jax/generate.py":47:15 to :30)
#loc42 = loc("examples/jax/generate.py":63:4 to :10)
#loc43 = loc("select_n")
#loc44 = loc("reduce_and")
#loc45 = loc("le")
#loc46 = loc("add")
#loc47 = loc("examples/jax/models.py":72:9 to :44)
#loc48 = loc("examples/jax/models.py":413:12 to :50)
#loc49 = loc("examples/jax/models.py":421:20 to :51)
#loc50 = loc("examples/jax/models.py":73:20 to :26)
#loc51 = loc("examples/jax/models.py":73:19 to :32)
#loc52 = loc("examples/jax/models.py":73:10 to :57)
#loc53 = loc("examples/jax/models.py":74:32 to :41)
#loc54 = loc("examples/jax/models.py":74:22 to :42)
#loc55 = loc("examples/jax/models.py":74:11 to :42)
#loc56 = loc("examples/jax/models.py":74:11 to :46)
#loc57 = loc("examples/jax/models.py":74:11 to :50)
#loc58 = loc("examples/jax/models.py":413:12 to :65)
#loc59 = loc("examples/jax/models.py":414:29 to :42)
#loc60 = loc("examples/jax/models.py":414:17 to :43)
#loc61 = loc("examples/jax/models.py":414:17 to :55)
#loc62 = loc("examples/jax/models.py":414:16 to :71)
#loc63 = loc("examples/jax/models.py":414:12 to :71)
#loc64 = loc("examples/jax/models.py":415:12 to :50)
#loc65 = loc("examples/jax/models.py":416:31 to :43)
#loc66 = loc("examples/jax/models.py":416:19 to :44)
#loc67 = loc("examples/jax/models.py":416:19 to :55)
#loc68 = loc("examples/jax/models.py":416:15 to :55)
#loc69 = loc("examples/jax/models.py":422:25 to :44)
#loc70 = loc("examples/jax/models.py":422:25 to :51)
#loc71 = loc("reduce_max")
#loc72 = loc("examples/jax/models.py":66:9 to :44)
#loc73 = loc("sub")
#loc74 = loc("max")
#loc75 = loc("exp")
#loc76 = loc("reduce_sum")
#loc77 = loc("broadcast_in_dim")
#loc78 = loc("log")
#loc79 = loc("examples/jax/models.py":67:37 to :54)
#loc80 = loc("lt")
#loc81 = loc("reshape")
#loc82 = loc("ge")
#loc83 = loc("and")
#loc84 = loc("gather")
#loc85 = loc("examples/jax/models.py":68:12 to :28)
#loc86 = loc("examples/jax/models.py":68:11 to :28)
#loc87 = loc("neg")
#loc88 = loc("div")
#loc89 = loc("mul")
#loc90 = loc("add_any")
#loc91 = loc("examples/jax/models.py":74:12 to :18)
#loc92 = loc("examples/jax/models.py":60:41 to :47)
#loc93 = loc("examples/jax/models.py":60:11 to :63)
#loc94 = loc("examples/jax/models.py":426:18 to :34)
#loc95 = loc("examples/jax/models.py":60:37 to :47)
#loc96 = loc("examples/jax/models.py":426:36 to :50)
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map3 = affine_map<(d0, d1, d2) -> (d2)>
#map4 = affine_map<(d0, d1, d2) -> (d0, d2, d1)>
#map5 = affine_map<(d0, d1) -> (d0, d1)>
#map6 = affine_map<(d0, d1) -> (d0)>
#map7 = affine_map<(d0, d1) -> (d0, 0)>
#map8 = affine_map<(d0, d1) -> ()>
#map9 = affine_map<() -> ()>
#map10 = affine_map<(d0, d1) -> (d1, d0)>
#map11 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map12 = affine_map<(d0, d1, d2) -> (d1, d2, d0)>
#map13 = affine_map<(d0, d1, d2) -> (d0)>
#map14 = affine_map<(d0) -> (d0)>
#loc97 = loc("_xent_int"(#loc37))
#loc98 = loc("make_mixer.<locals>.loss"(#loc38))
#loc99 = loc("make_mixer.<locals>.step"(#loc39))
#loc100 = loc("stablehlo"(#loc40))
#loc101 = loc("main"(#loc41))
#loc102 = loc("<module>"(#loc42))
#loc103 = loc("_layer_norm"(#loc47))
#loc104 = loc("make_mixer.<locals>.block"(#loc48))
#loc105 = loc("make_mixer.<locals>.loss"(#loc49))
#loc106 = loc("_layer_norm"(#loc50))
#loc107 = loc("_layer_norm"(#loc51))
#loc108 = loc("_layer_norm"(#loc52))
#loc109 = loc("_layer_norm"(#loc53))
#loc110 = loc("_layer_norm"(#loc54))
#loc111 = loc("_layer_norm"(#loc55))
#loc112 = loc("_layer_norm"(#loc56))
#loc113 = loc("_layer_norm"(#loc57))
#loc114 = loc("make_mixer.<locals>.block"(#loc58))
#loc115 = loc("make_mixer.<locals>.block"(#loc59))
#loc116 = loc("make_mixer.<locals>.block"(#loc60))
#loc117 = loc("make_mixer.<locals>.block"(#loc61))
#loc118 = loc("make_mixer.<locals>.block"(#loc62))
#loc119 = loc("make_mixer.<locals>.block"(#loc63))
#loc120 = loc("make_mixer.<locals>.block"(#loc64))
#loc121 = loc("make_mixer.<locals>.block"(#loc65))
#loc122 = loc("make_mixer.<locals>.block"(#loc66))
#loc123 = loc("make_mixer.<locals>.block"(#loc67))
#loc124 = loc("make_mixer.<locals>.block"(#loc68))
#loc125 = loc("make_mixer.<locals>.loss"(#loc69))
#loc126 = loc("make_mixer.<locals>.loss"(#loc70))
#loc127 = loc("_xent_int"(#loc72))
#loc128 = loc("_xent_int"(#loc79))
#loc129 = loc("_xent_int"(#loc85))
#loc130 = loc("_xent_int"(#loc86))
#loc131 = loc("_layer_norm"(#loc91))
#loc132 = loc("_sgd.<locals>.<lambda>"(#loc92))
#loc133 = loc("_sgd"(#loc93))
#loc134 = loc("make_mixer.<locals>.step"(#loc94))
#loc135 = loc("_sgd.<locals>.<lambda>"(#loc95))
#loc136 = loc("make_mixer.<locals>.step"(#loc96))
#loc137 = loc(callsite(#loc101 at #loc102))
#loc138 = loc(callsite(#loc100 at #loc137))
#loc139 = loc(callsite(#loc99 at #loc138))
#loc140 = loc(callsite(#loc134 at #loc138))
#loc141 = loc(callsite(#loc136 at #loc138))
#loc143 = loc(callsite(#loc98 at #loc139))
#loc144 = loc(callsite(#loc105 at #loc139))
#loc145 = loc(callsite(#loc125 at #loc139))
#loc146 = loc(callsite(#loc126 at #loc139))
#loc147 = loc(callsite(#loc133 at #loc140))
#loc148 = loc(callsite(#loc133 at #loc141))
#loc149 = loc(callsite(#loc97 at #loc143))
#loc150 = loc(callsite(#loc104 at #loc144))
#loc151 = loc(callsite(#loc114 at #loc144))
#loc152 = loc(callsite(#loc115 at #loc144))
#loc153 = loc(callsite(#loc116 at #loc144))
#loc154 = loc(callsite(#loc117 at #loc144))
#loc155 = loc(callsite(#loc118 at #loc144))
#loc156 = loc(callsite(#loc119 at #loc144))
#loc157 = loc(callsite(#loc120 at #loc144))
#loc158 = loc(callsite(#loc121 at #loc144))
#loc159 = loc(callsite(#loc122 at #loc144))
#loc160 = loc(callsite(#loc123 at #loc144))
#loc161 = loc(callsite(#loc124 at #loc144))
#loc162 = loc("jit(step)/jvp()/reduce_sum"(#loc145))
#loc163 = loc("jit(step)/jvp()/div"(#loc145))
#loc164 = loc("jit(step)/jvp()/dot_general"(#loc146))
#loc165 = loc(callsite(#loc127 at #loc143))
#loc166 = loc(callsite(#loc128 at #loc143))
#loc167 = loc(callsite(#loc129 at #loc143))
#loc168 = loc(callsite(#loc130 at #loc143))
#loc169 = loc("jit(step)/transpose(jvp())/dot_general"(#loc146))
#loc170 = loc("jit(step)/transpose(jvp())/transpose"(#loc146))
#loc171 = loc("jit(step)/transpose(jvp())/div"(#loc145))
#loc172 = loc("jit(step)/transpose(jvp())/broadcast_in_dim"(#loc145))
#loc173 = loc(callsite(#loc132 at #loc147))
#loc174 = loc(callsite(#loc135 at #loc147))
#loc175 = loc(callsite(#loc132 at #loc148))
#loc176 = loc(callsite(#loc135 at #loc148))
#loc177 = loc("jit(step)/transpose(jvp(jit(take_along_axis)))"(#loc149))
#loc178 = loc("jit(step)/jvp(jit(take_along_axis))"(#loc149))
#loc179 = loc(callsite(#loc103 at #loc150))
#loc180 = loc(callsite(#loc106 at #loc150))
#loc181 = loc(callsite(#loc107 at #loc150))
#loc182 = loc(callsite(#loc108 at #loc150))
#loc183 = loc(callsite(#loc109 at #loc150))
#loc184 = loc(callsite(#loc110 at #loc150))
#loc185 = loc(callsite(#loc111 at #loc150))
#loc186 = loc(callsite(#loc112 at #loc150))
#loc187 = loc(callsite(#loc113 at #loc150))
#loc188 = loc("jit(step)/jvp(blocks.0)/transpose"(#loc151))
#loc189 = loc("jit(step)/jvp(blocks.0)/dot_general"(#loc152))
#loc190 = loc("jit(step)/jvp(blocks.0)/integer_pow"(#loc153))
#loc191 = loc("jit(step)/jvp(blocks.0)/mul"(#loc153))
#loc192 = loc("jit(step)/jvp(blocks.0)/add"(#loc153))
#loc193 = loc("jit(step)/jvp(blocks.0)/tanh"(#loc153))
#loc194 = loc("jit(step)/jvp(blocks.0)/sub"(#loc153))
#loc195 = loc("jit(step)/jvp(blocks.0)/dot_general"(#loc154))
#loc196 = loc("jit(step)/jvp(blocks.0)/transpose"(#loc155))
#loc197 = loc("jit(step)/jvp(blocks.0)/add"(#loc156))
#loc198 = loc(callsite(#loc103 at #loc157))
#loc199 = loc(callsite(#loc106 at #loc157))
#loc200 = loc(callsite(#loc107 at #loc157))
#loc201 = loc(callsite(#loc108 at #loc157))
#loc202 = loc(callsite(#loc109 at #loc157))
#loc203 = loc(callsite(#loc110 at #loc157))
#loc204 = loc(callsite(#loc111 at #loc157))
#loc205 = loc(callsite(#loc112 at #loc157))
#loc206 = loc(callsite(#loc113 at #loc157))
#loc207 = loc("jit(step)/jvp(blocks.0)/dot_general"(#loc158))
#loc208 = loc("jit(step)/jvp(blocks.0)/integer_pow"(#loc159))
#loc209 = loc("jit(step)/jvp(blocks.0)/mul"(#loc159))
#loc210 = loc("jit(step)/jvp(blocks.0)/add"(#loc159))
#loc211 = loc("jit(step)/jvp(blocks.0)/tanh"(#loc159))
#loc212 = loc("jit(step)/jvp(blocks.0)/sub"(#loc159))
#loc213 = loc("jit(step)/jvp(blocks.0)/dot_general"(#loc160))
#loc214 = loc("jit(step)/jvp(blocks.0)/add"(#loc161))
#loc215 = loc("jit(step)/jvp(blocks.1)/transpose"(#loc151))
#loc216 = loc("jit(step)/jvp(blocks.1)/dot_general"(#loc152))
#loc217 = loc("jit(step)/jvp(blocks.1)/integer_pow"(#loc153))
#loc218 = loc("jit(step)/jvp(blocks.1)/mul"(#loc153))
#loc219 = loc("jit(step)/jvp(blocks.1)/add"(#loc153))
#loc220 = loc("jit(step)/jvp(blocks.1)/tanh"(#loc153))
#loc221 = loc("jit(step)/jvp(blocks.1)/sub"(#loc153))
#loc222 = loc("jit(step)/jvp(blocks.1)/dot_general"(#loc154))
#loc223 = loc("jit(step)/jvp(blocks.1)/transpose"(#loc155))
#loc224 = loc("jit(step)/jvp(blocks.1)/add"(#loc156))
#loc225 = loc("jit(step)/jvp(blocks.1)/dot_general"(#loc158))
#loc226 = loc("jit(step)/jvp(blocks.1)/integer_pow"(#loc159))
#loc227 = loc("jit(step)/jvp(blocks.1)/mul"(#loc159))
#loc228 = loc("jit(step)/jvp(blocks.1)/add"(#loc159))
#loc229 = loc("jit(step)/jvp(blocks.1)/tanh"(#loc159))
#loc230 = loc("jit(step)/jvp(blocks.1)/sub"(#loc159))
#loc231 = loc("jit(step)/jvp(blocks.1)/dot_general"(#loc160))
#loc232 = loc("jit(step)/jvp(blocks.1)/add"(#loc161))
#loc233 = loc("jit(step)/jvp(blocks.2)/transpose"(#loc151))
#loc234 = loc("jit(step)/jvp(blocks.2)/dot_general"(#loc152))
#loc235 = loc("jit(step)/jvp(blocks.2)/integer_pow"(#loc153))
#loc236 = loc("jit(step)/jvp(blocks.2)/mul"(#loc153))
#loc237 = loc("jit(step)/jvp(blocks.2)/add"(#loc153))
#loc238 = loc("jit(step)/jvp(blocks.2)/tanh"(#loc153))
#loc239 = loc("jit(step)/jvp(blocks.2)/sub"(#loc153))
#loc240 = loc("jit(step)/jvp(blocks.2)/dot_general"(#loc154))
#loc241 = loc("jit(step)/jvp(blocks.2)/transpose"(#loc155))
#loc242 = loc("jit(step)/jvp(blocks.2)/add"(#loc156))
#loc243 = loc("jit(step)/jvp(blocks.2)/dot_general"(#loc158))
#loc244 = loc("jit(step)/jvp(blocks.2)/integer_pow"(#loc159))
#loc245 = loc("jit(step)/jvp(blocks.2)/mul"(#loc159))
#loc246 = loc("jit(step)/jvp(blocks.2)/add"(#loc159))
#loc247 = loc("jit(step)/jvp(blocks.2)/tanh"(#loc159))
#loc248 = loc("jit(step)/jvp(blocks.2)/sub"(#loc159))
#loc249 = loc("jit(step)/jvp(blocks.2)/dot_general"(#loc160))
#loc250 = loc("jit(step)/jvp(blocks.2)/add"(#loc161))
#loc251 = loc("jit(step)/jvp(blocks.3)/transpose"(#loc151))
#loc252 = loc("jit(step)/jvp(blocks.3)/dot_general"(#loc152))
#loc253 = loc("jit(step)/jvp(blocks.3)/integer_pow"(#loc153))
#loc254 = loc("jit(step)/jvp(blocks.3)/mul"(#loc153))
#loc255 = loc("jit(step)/jvp(blocks.3)/add"(#loc153))
#loc256 = loc("jit(step)/jvp(blocks.3)/tanh"(#loc153))
#loc257 = loc("jit(step)/jvp(blocks.3)/sub"(#loc153))
#loc258 = loc("jit(step)/jvp(blocks.3)/dot_general"(#loc154))
#loc259 = loc("jit(step)/jvp(blocks.3)/transpose"(#loc155))
#loc260 = loc("jit(step)/jvp(blocks.3)/add"(#loc156))
#loc261 = loc("jit(step)/jvp(blocks.3)/dot_general"(#loc158))
#loc262 = loc("jit(step)/jvp(blocks.3)/integer_pow"(#loc159))
#loc263 = loc("jit(step)/jvp(blocks.3)/mul"(#loc159))
#loc264 = loc("jit(step)/jvp(blocks.3)/add"(#loc159))
#loc265 = loc("jit(step)/jvp(blocks.3)/tanh"(#loc159))
#loc266 = loc("jit(step)/jvp(blocks.3)/sub"(#loc159))
#loc267 = loc("jit(step)/jvp(blocks.3)/dot_general"(#loc160))
#loc268 = loc("jit(step)/jvp(blocks.3)/add"(#loc161))
#loc269 = loc("jit(step)/jvp(jit(log_softmax))"(#loc165))
#loc270 = loc("jit(step)/jvp()/broadcast_in_dim"(#loc166))
#loc271 = loc("jit(step)/jvp()/reduce_sum"(#loc167))
#loc272 = loc("jit(step)/jvp()/div"(#loc167))
#loc273 = loc("jit(step)/jvp()/neg"(#loc168))
#loc274 = loc("jit(step)/transpose(jvp())/neg"(#loc168))
#loc275 = loc("jit(step)/transpose(jvp())/div"(#loc167))
#loc276 = loc("jit(step)/transpose(jvp())/broadcast_in_dim"(#loc167))
#loc277 = loc("jit(step)/transpose(jvp(jit(log_softmax)))"(#loc165))
#loc278 = loc("jit(step)/transpose(jvp(blocks.3))/dot_general"(#loc160))
#loc279 = loc("jit(step)/transpose(jvp(blocks.3))/transpose"(#loc160))
#loc280 = loc("jit(step)/transpose(jvp(blocks.3))/mul"(#loc159))
#loc281 = loc("jit(step)/transpose(jvp(blocks.3))/add_any"(#loc159))
#loc282 = loc("jit(step)/transpose(jvp(blocks.3))/dot_general"(#loc158))
#loc283 = loc("jit(step)/transpose(jvp(blocks.3))/transpose"(#loc158))
#loc284 = loc(callsite(#loc131 at #loc157))
#loc285 = loc("jit(step)/transpose(jvp(blocks.3))/transpose"(#loc155))
#loc286 = loc("jit(step)/transpose(jvp(blocks.3))/dot_general"(#loc154))
#loc287 = loc("jit(step)/transpose(jvp(blocks.3))/transpose"(#loc154))
#loc288 = loc("jit(step)/transpose(jvp(blocks.3))/mul"(#loc153))
#loc289 = loc("jit(step)/transpose(jvp(blocks.3))/add_any"(#loc153))
#loc290 = loc("jit(step)/transpose(jvp(blocks.3))/dot_general"(#loc152))
#loc291 = loc("jit(step)/transpose(jvp(blocks.3))/transpose"(#loc152))
#loc292 = loc("jit(step)/transpose(jvp(blocks.3))/transpose"(#loc151))
#loc293 = loc(callsite(#loc131 at #loc150))
#loc294 = loc("jit(step)/transpose(jvp(blocks.2))/dot_general"(#loc160))
#loc295 = loc("jit(step)/transpose(jvp(blocks.2))/transpose"(#loc160))
#loc296 = loc("jit(step)/transpose(jvp(blocks.2))/mul"(#loc159))
#loc297 = loc("jit(step)/transpose(jvp(blocks.2))/add_any"(#loc159))
#loc298 = loc("jit(step)/transpose(jvp(blocks.2))/dot_general"(#loc158))
#loc299 = loc("jit(step)/transpose(jvp(blocks.2))/transpose"(#loc158))
#loc300 = loc("jit(step)/transpose(jvp(blocks.2))/transpose"(#loc155))
#loc301 = loc("jit(step)/transpose(jvp(blocks.2))/dot_general"(#loc154))
#loc302 = loc("jit(step)/transpose(jvp(blocks.2))/transpose"(#loc154))
#loc303 = loc("jit(step)/transpose(jvp(blocks.2))/mul"(#loc153))
#loc304 = loc("jit(step)/transpose(jvp(blocks.2))/add_any"(#loc153))
#loc305 = loc("jit(step)/transpose(jvp(blocks.2))/dot_general"(#loc152))
#loc306 = loc("jit(step)/transpose(jvp(blocks.2))/transpose"(#loc152))
#loc307 = loc("jit(step)/transpose(jvp(blocks.2))/transpose"(#loc151))
#loc308 = loc("jit(step)/transpose(jvp(blocks.1))/dot_general"(#loc160))
#loc309 = loc("jit(step)/transpose(jvp(blocks.1))/transpose"(#loc160))
#loc310 = loc("jit(step)/transpose(jvp(blocks.1))/mul"(#loc159))
#loc311 = loc("jit(step)/transpose(jvp(blocks.1))/add_any"(#loc159))
#loc312 = loc("jit(step)/transpose(jvp(blocks.1))/dot_general"(#loc158))
#loc313 = loc("jit(step)/transpose(jvp(blocks.1))/transpose"(#loc158))
#loc314 = loc("jit(step)/transpose(jvp(blocks.1))/transpose"(#loc155))
#loc315 = loc("jit(step)/transpose(jvp(blocks.1))/dot_general"(#loc154))
#loc316 = loc("jit(step)/transpose(jvp(blocks.1))/transpose"(#loc154))
#loc317 = loc("jit(step)/transpose(jvp(blocks.1))/mul"(#loc153))
#loc318 = loc("jit(step)/transpose(jvp(blocks.1))/add_any"(#loc153))
#loc319 = loc("jit(step)/transpose(jvp(blocks.1))/dot_general"(#loc152))
#loc320 = loc("jit(step)/transpose(jvp(blocks.1))/transpose"(#loc152))
#loc321 = loc("jit(step)/transpose(jvp(blocks.1))/transpose"(#loc151))
#loc322 = loc("jit(step)/transpose(jvp(blocks.0))/dot_general"(#loc160))
#loc323 = loc("jit(step)/transpose(jvp(blocks.0))/transpose"(#loc160))
#loc324 = loc("jit(step)/transpose(jvp(blocks.0))/mul"(#loc159))
#loc325 = loc("jit(step)/transpose(jvp(blocks.0))/add_any"(#loc159))
#loc326 = loc("jit(step)/transpose(jvp(blocks.0))/dot_general"(#loc158))
#loc327 = loc("jit(step)/transpose(jvp(blocks.0))/transpose"(#loc158))
#loc328 = loc("jit(step)/transpose(jvp(blocks.0))/transpose"(#loc155))
#loc329 = loc("jit(step)/transpose(jvp(blocks.0))/dot_general"(#loc154))
#loc330 = loc("jit(step)/transpose(jvp(blocks.0))/transpose"(#loc154))
#loc331 = loc("jit(step)/transpose(jvp(blocks.0))/mul"(#loc153))
#loc332 = loc("jit(step)/transpose(jvp(blocks.0))/add_any"(#loc153))
#loc333 = loc("jit(step)/transpose(jvp(blocks.0))/dot_general"(#loc152))
#loc334 = loc("jit(step)/transpose(jvp(blocks.0))/transpose"(#loc152))
#loc335 = loc("jit(step)/transpose(jvp(blocks.0))/transpose"(#loc151))
#loc336 = loc("jit(step)/mul"(#loc173))
#loc337 = loc("jit(step)/sub"(#loc174))
#loc338 = loc("jit(step)/mul"(#loc175))
#loc339 = loc("jit(step)/sub"(#loc176))
#loc340 = loc(callsite(#loc36 at #loc177))
#loc341 = loc(callsite(#loc43 at #loc178))
#loc342 = loc(callsite(#loc44 at #loc178))
#loc343 = loc(callsite(#loc45 at #loc178))
#loc344 = loc(callsite(#loc46 at #loc178))
#loc345 = loc("jit(step)/jvp(blocks.0)/reduce_sum"(#loc179))
#loc346 = loc("jit(step)/jvp(blocks.0)/broadcast_in_dim"(#loc179))
#loc347 = loc("jit(step)/jvp(blocks.0)/div"(#loc179))
#loc348 = loc("jit(step)/jvp(blocks.0)/sub"(#loc180))
#loc349 = loc("jit(step)/jvp(blocks.0)/integer_pow"(#loc181))
#loc350 = loc("jit(step)/jvp(blocks.0)/reduce_sum"(#loc182))
#loc351 = loc("jit(step)/jvp(blocks.0)/broadcast_in_dim"(#loc182))
#loc352 = loc("jit(step)/jvp(blocks.0)/div"(#loc182))
#loc353 = loc("jit(step)/jvp(blocks.0)/add"(#loc183))
#loc354 = loc("jit(step)/jvp(blocks.0)/rsqrt"(#loc184))
#loc355 = loc("jit(step)/jvp(blocks.0)/mul"(#loc185))
#loc356 = loc("jit(step)/jvp(blocks.0)/mul"(#loc186))
#loc357 = loc("jit(step)/jvp(blocks.0)/add"(#loc187))
#loc358 = loc("jit(step)/jvp(blocks.0)/reduce_sum"(#loc198))
#loc359 = loc("jit(step)/jvp(blocks.0)/broadcast_in_dim"(#loc198))
#loc360 = loc("jit(step)/jvp(blocks.0)/div"(#loc198))
#loc361 = loc("jit(step)/jvp(blocks.0)/sub"(#loc199))
#loc362 = loc("jit(step)/jvp(blocks.0)/integer_pow"(#loc200))
#loc363 = loc("jit(step)/jvp(blocks.0)/mul"(#loc200))
#loc364 = loc("jit(step)/jvp(blocks.0)/reduce_sum"(#loc201))
#loc365 = loc("jit(step)/jvp(blocks.0)/broadcast_in_dim"(#loc201))
#loc366 = loc("jit(step)/jvp(blocks.0)/div"(#loc201))
#loc367 = loc("jit(step)/jvp(blocks.0)/add"(#loc202))
#loc368 = loc("jit(step)/jvp(blocks.0)/rsqrt"(#loc203))
#loc369 = loc("jit(step)/jvp(blocks.0)/div"(#loc203))
#loc370 = loc("jit(step)/jvp(blocks.0)/mul"(#loc203))
#loc371 = loc("jit(step)/jvp(blocks.0)/mul"(#loc204))
#loc372 = loc("jit(step)/jvp(blocks.0)/mul"(#loc205))
#loc373 = loc("jit(step)/jvp(blocks.0)/add"(#loc206))
#loc374 = loc("jit(step)/jvp(blocks.1)/reduce_sum"(#loc179))
#loc375 = loc("jit(step)/jvp(blocks.1)/broadcast_in_dim"(#loc179))
#loc376 = loc("jit(step)/jvp(blocks.1)/div"(#loc179))
#loc377 = loc("jit(step)/jvp(blocks.1)/sub"(#loc180))
#loc378 = loc("jit(step)/jvp(blocks.1)/integer_pow"(#loc181))
#loc379 = loc("jit(step)/jvp(blocks.1)/mul"(#loc181))
#loc380 = loc("jit(step)/jvp(blocks.1)/reduce_sum"(#loc182))
#loc381 = loc("jit(step)/jvp(blocks.1)/broadcast_in_dim"(#loc182))
#loc382 = loc("jit(step)/jvp(blocks.1)/div"(#loc182))
#loc383 = loc("jit(step)/jvp(blocks.1)/add"(#loc183))
#loc384 = loc("jit(step)/jvp(blocks.1)/rsqrt"(#loc184))
#loc385 = loc("jit(step)/jvp(blocks.1)/div"(#loc184))
#loc386 = loc("jit(step)/jvp(blocks.1)/mul"(#loc184))
#loc387 = loc("jit(step)/jvp(blocks.1)/mul"(#loc185))
#loc388 = loc("jit(step)/jvp(blocks.1)/mul"(#loc186))
#loc389 = loc("jit(step)/jvp(blocks.1)/add"(#loc187))
#loc390 = loc("jit(step)/jvp(blocks.1)/reduce_sum"(#loc198))
#loc391 = loc("jit(step)/jvp(blocks.1)/broadcast_in_dim"(#loc198))
#loc392 = loc("jit(step)/jvp(blocks.1)/div"(#loc198))
#loc393 = loc("jit(step)/jvp(blocks.1)/sub"(#loc199))
#loc394 = loc("jit(step)/jvp(blocks.1)/integer_pow"(#loc200))
#loc395 = loc("jit(step)/jvp(blocks.1)/mul"(#loc200))
#loc396 = loc("jit(step)/jvp(blocks.1)/reduce_sum"(#loc201))
#loc397 = loc("jit(step)/jvp(blocks.1)/broadcast_in_dim"(#loc201))
#loc398 = loc("jit(step)/jvp(blocks.1)/div"(#loc201))
#loc399 = loc("jit(step)/jvp(blocks.1)/add"(#loc202))
#loc400 = loc("jit(step)/jvp(blocks.1)/rsqrt"(#loc203))
#loc401 = loc("jit(step)/jvp(blocks.1)/div"(#loc203))
#loc402 = loc("jit(step)/jvp(blocks.1)/mul"(#loc203))
#loc403 = loc("jit(step)/jvp(blocks.1)/mul"(#loc204))
#loc404 = loc("jit(step)/jvp(blocks.1)/mul"(#loc205))
#loc405 = loc("jit(step)/jvp(blocks.1)/add"(#loc206))
#loc406 = loc("jit(step)/jvp(blocks.2)/reduce_sum"(#loc179))
#loc407 = loc("jit(step)/jvp(blocks.2)/broadcast_in_dim"(#loc179))
#loc408 = loc("jit(step)/jvp(blocks.2)/div"(#loc179))
#loc409 = loc("jit(step)/jvp(blocks.2)/sub"(#loc180))
#loc410 = loc("jit(step)/jvp(blocks.2)/integer_pow"(#loc181))
#loc411 = loc("jit(step)/jvp(blocks.2)/mul"(#loc181))
#loc412 = loc("jit(step)/jvp(blocks.2)/reduce_sum"(#loc182))
#loc413 = loc("jit(step)/jvp(blocks.2)/broadcast_in_dim"(#loc182))
#loc414 = loc("jit(step)/jvp(blocks.2)/div"(#loc182))
#loc415 = loc("jit(step)/jvp(blocks.2)/add"(#loc183))
#loc416 = loc("jit(step)/jvp(blocks.2)/rsqrt"(#loc184))
#loc417 = loc("jit(step)/jvp(blocks.2)/div"(#loc184))
#loc418 = loc("jit(step)/jvp(blocks.2)/mul"(#loc184))
#loc419 = loc("jit(step)/jvp(blocks.2)/mul"(#loc185))
#loc420 = loc("jit(step)/jvp(blocks.2)/mul"(#loc186))
#loc421 = loc("jit(step)/jvp(blocks.2)/add"(#loc187))
#loc422 = loc("jit(step)/jvp(blocks.2)/reduce_sum"(#loc198))
#loc423 = loc("jit(step)/jvp(blocks.2)/broadcast_in_dim"(#loc198))
#loc424 = loc("jit(step)/jvp(blocks.2)/div"(#loc198))
#loc425 = loc("jit(step)/jvp(blocks.2)/sub"(#loc199))
#loc426 = loc("jit(step)/jvp(blocks.2)/integer_pow"(#loc200))
#loc427 = loc("jit(step)/jvp(blocks.2)/mul"(#loc200))
#loc428 = loc("jit(step)/jvp(blocks.2)/reduce_sum"(#loc201))
#loc429 = loc("jit(step)/jvp(blocks.2)/broadcast_in_dim"(#loc201))
#loc430 = loc("jit(step)/jvp(blocks.2)/div"(#loc201))
#loc431 = loc("jit(step)/jvp(blocks.2)/add"(#loc202))
#loc432 = loc("jit(step)/jvp(blocks.2)/rsqrt"(#loc203))
#loc433 = loc("jit(step)/jvp(blocks.2)/div"(#loc203))
#loc434 = loc("jit(step)/jvp(blocks.2)/mul"(#loc203))
#loc435 = loc("jit(step)/jvp(blocks.2)/mul"(#loc204))
#loc436 = loc("jit(step)/jvp(blocks.2)/mul"(#loc205))
#loc437 = loc("jit(step)/jvp(blocks.2)/add"(#loc206))
#loc438 = loc("jit(step)/jvp(blocks.3)/reduce_sum"(#loc179))
#loc439 = loc("jit(step)/jvp(blocks.3)/broadcast_in_dim"(#loc179))
#loc440 = loc("jit(step)/jvp(blocks.3)/div"(#loc179))
#loc441 = loc("jit(step)/jvp(blocks.3)/sub"(#loc180))
#loc442 = loc("jit(step)/jvp(blocks.3)/integer_pow"(#loc181))
#loc443 = loc("jit(step)/jvp(blocks.3)/mul"(#loc181))
#loc444 = loc("jit(step)/jvp(blocks.3)/reduce_sum"(#loc182))
#loc445 = loc("jit(step)/jvp(blocks.3)/broadcast_in_dim"(#loc182))
#loc446 = loc("jit(step)/jvp(blocks.3)/div"(#loc182))
#loc447 = loc("jit(step)/jvp(blocks.3)/add"(#loc183))
#loc448 = loc("jit(step)/jvp(blocks.3)/rsqrt"(#loc184))
#loc449 = loc("jit(step)/jvp(blocks.3)/div"(#loc184))
#loc450 = loc("jit(step)/jvp(blocks.3)/mul"(#loc184))
#loc451 = loc("jit(step)/jvp(blocks.3)/mul"(#loc185))
#loc452 = loc("jit(step)/jvp(blocks.3)/mul"(#loc186))
#loc453 = loc("jit(step)/jvp(blocks.3)/add"(#loc187))
#loc454 = loc("jit(step)/jvp(blocks.3)/reduce_sum"(#loc198))
#loc455 = loc("jit(step)/jvp(blocks.3)/broadcast_in_dim"(#loc198))
#loc456 = loc("jit(step)/jvp(blocks.3)/div"(#loc198))
#loc457 = loc("jit(step)/jvp(blocks.3)/sub"(#loc199))
#loc458 = loc("jit(step)/jvp(blocks.3)/integer_pow"(#loc200))
#loc459 = loc("jit(step)/jvp(blocks.3)/mul"(#loc200))
#loc460 = loc("jit(step)/jvp(blocks.3)/reduce_sum"(#loc201))
#loc461 = loc("jit(step)/jvp(blocks.3)/broadcast_in_dim"(#loc201))
#loc462 = loc("jit(step)/jvp(blocks.3)/div"(#loc201))
#loc463 = loc("jit(step)/jvp(blocks.3)/add"(#loc202))
#loc464 = loc("jit(step)/jvp(blocks.3)/rsqrt"(#loc203))
#loc465 = loc("jit(step)/jvp(blocks.3)/div"(#loc203))
#loc466 = loc("jit(step)/jvp(blocks.3)/mul"(#loc203))
#loc467 = loc("jit(step)/jvp(blocks.3)/mul"(#loc204))
#loc468 = loc("jit(step)/jvp(blocks.3)/mul"(#loc205))
#loc469 = loc("jit(step)/jvp(blocks.3)/add"(#loc206))
#loc470 = loc(callsite(#loc71 at #loc269))
#loc471 = loc(callsite(#loc73 at #loc269))
#loc472 = loc(callsite(#loc74 at #loc269))
#loc473 = loc(callsite(#loc75 at #loc269))
#loc474 = loc(callsite(#loc76 at #loc269))
#loc475 = loc(callsite(#loc77 at #loc269))
#loc476 = loc(callsite(#loc78 at #loc269))
#loc477 = loc(callsite(#loc80 at #loc178))
#loc478 = loc(callsite(#loc81 at #loc178))
#loc479 = loc(callsite(#loc82 at #loc178))
#loc480 = loc(callsite(#loc83 at #loc178))
#loc481 = loc(callsite(#loc84 at #loc178))
#loc482 = loc(callsite(#loc at #loc177))
#loc484 = loc(callsite(#loc87 at #loc277))
#loc485 = loc(callsite(#loc76 at #loc277))
#loc486 = loc(callsite(#loc81 at #loc277))
#loc487 = loc(callsite(#loc88 at #loc277))
#loc488 = loc(callsite(#loc77 at #loc277))
#loc489 = loc(callsite(#loc89 at #loc277))
#loc490 = loc(callsite(#loc90 at #loc277))
#loc491 = loc("jit(step)/transpose(jvp(blocks.3))/reduce_sum"(#loc206))
#loc493 = loc("jit(step)/transpose(jvp(blocks.3))/mul"(#loc205))
#loc494 = loc("jit(step)/transpose(jvp(blocks.3))/reduce_sum"(#loc205))
#loc496 = loc("jit(step)/transpose(jvp(blocks.3))/mul"(#loc204))
#loc497 = loc("jit(step)/transpose(jvp(blocks.3))/reduce_sum"(#loc204))
#loc498 = loc("jit(step)/transpose(jvp(blocks.3))/reshape"(#loc204))
#loc499 = loc("jit(step)/transpose(jvp(blocks.3))/mul"(#loc203))
#loc500 = loc("jit(step)/transpose(jvp(blocks.3))/neg"(#loc284))
#loc501 = loc("jit(step)/transpose(jvp(blocks.3))/reduce_sum"(#loc284))
#loc502 = loc("jit(step)/transpose(jvp(blocks.3))/reshape"(#loc284))
#loc503 = loc("jit(step)/transpose(jvp(blocks.3))/add_any"(#loc284))
#loc504 = loc("jit(step)/transpose(jvp(blocks.3))/div"(#loc201))
#loc505 = loc("jit(step)/transpose(jvp(blocks.3))/reduce_sum"(#loc201))
#loc506 = loc("jit(step)/transpose(jvp(blocks.3))/broadcast_in_dim"(#loc201))
#loc507 = loc("jit(step)/transpose(jvp(blocks.3))/mul"(#loc200))
#loc508 = loc("jit(step)/transpose(jvp(blocks.3))/neg"(#loc199))
#loc509 = loc("jit(step)/transpose(jvp(blocks.3))/reduce_sum"(#loc199))
#loc510 = loc("jit(step)/transpose(jvp(blocks.3))/reshape"(#loc199))
#loc511 = loc("jit(step)/transpose(jvp(blocks.3))/add_any"(#loc199))
#loc512 = loc("jit(step)/transpose(jvp(blocks.3))/div"(#loc198))
#loc513 = loc("jit(step)/transpose(jvp(blocks.3))/reduce_sum"(#loc198))
#loc514 = loc("jit(step)/transpose(jvp(blocks.3))/broadcast_in_dim"(#loc198))
#loc515 = loc("jit(step)/transpose(jvp(blocks.3))/add_any"(#loc198))
#loc516 = loc("jit(step)/transpose(jvp(blocks.3))/reduce_sum"(#loc187))
#loc518 = loc("jit(step)/transpose(jvp(blocks.3))/mul"(#loc186))
#loc519 = loc("jit(step)/transpose(jvp(blocks.3))/reduce_sum"(#loc186))
#loc521 = loc("jit(step)/transpose(jvp(blocks.3))/mul"(#loc185))
#loc522 = loc("jit(step)/transpose(jvp(blocks.3))/reduce_sum"(#loc185))
#loc523 = loc("jit(step)/transpose(jvp(blocks.3))/reshape"(#loc185))
#loc524 = loc("jit(step)/transpose(jvp(blocks.3))/mul"(#loc184))
#loc525 = loc("jit(step)/transpose(jvp(blocks.3))/neg"(#loc293))
#loc526 = loc("jit(step)/transpose(jvp(blocks.3))/reduce_sum"(#loc293))
#loc527 = loc("jit(step)/transpose(jvp(blocks.3))/reshape"(#loc293))
#loc528 = loc("jit(step)/transpose(jvp(blocks.3))/add_any"(#loc293))
#loc529 = loc("jit(step)/transpose(jvp(blocks.3))/div"(#loc182))
#loc530 = loc("jit(step)/transpose(jvp(blocks.3))/reduce_sum"(#loc182))
#loc531 = loc("jit(step)/transpose(jvp(blocks.3))/broadcast_in_dim"(#loc182))
#loc532 = loc("jit(step)/transpose(jvp(blocks.3))/mul"(#loc181))
#loc533 = loc("jit(step)/transpose(jvp(blocks.3))/neg"(#loc180))
#loc534 = loc("jit(step)/transpose(jvp(blocks.3))/reduce_sum"(#loc180))
#loc535 = loc("jit(step)/transpose(jvp(blocks.3))/reshape"(#loc180))
#loc536 = loc("jit(step)/transpose(jvp(blocks.3))/add_any"(#loc180))
#loc537 = loc("jit(step)/transpose(jvp(blocks.3))/div"(#loc179))
#loc538 = loc("jit(step)/transpose(jvp(blocks.3))/reduce_sum"(#loc179))
#loc539 = loc("jit(step)/transpose(jvp(blocks.3))/broadcast_in_dim"(#loc179))
#loc540 = loc("jit(step)/transpose(jvp(blocks.3))/add_any"(#loc179))
#loc541 = loc("jit(step)/transpose(jvp(blocks.2))/reduce_sum"(#loc206))
#loc543 = loc("jit(step)/transpose(jvp(blocks.2))/mul"(#loc205))
#loc544 = loc("jit(step)/transpose(jvp(blocks.2))/reduce_sum"(#loc205))
#loc546 = loc("jit(step)/transpose(jvp(blocks.2))/mul"(#loc204))
#loc547 = loc("jit(step)/transpose(jvp(blocks.2))/reduce_sum"(#loc204))
#loc548 = loc("jit(step)/transpose(jvp(blocks.2))/reshape"(#loc204))
#loc549 = loc("jit(step)/transpose(jvp(blocks.2))/mul"(#loc203))
#loc550 = loc("jit(step)/transpose(jvp(blocks.2))/neg"(#loc284))
#loc551 = loc("jit(step)/transpose(jvp(blocks.2))/reduce_sum"(#loc284))
#loc552 = loc("jit(step)/transpose(jvp(blocks.2))/reshape"(#loc284))
#loc553 = loc("jit(step)/transpose(jvp(blocks.2))/add_any"(#loc284))
#loc554 = loc("jit(step)/transpose(jvp(blocks.2))/div"(#loc201))
#loc555 = loc("jit(step)/transpose(jvp(blocks.2))/reduce_sum"(#loc201))
#loc556 = loc("jit(step)/transpose(jvp(blocks.2))/broadcast_in_dim"(#loc201))
#loc557 = loc("jit(step)/transpose(jvp(blocks.2))/mul"(#loc200))
#loc558 = loc("jit(step)/transpose(jvp(blocks.2))/neg"(#loc199))
#loc559 = loc("jit(step)/transpose(jvp(blocks.2))/reduce_sum"(#loc199))
#loc560 = loc("jit(step)/transpose(jvp(blocks.2))/reshape"(#loc199))
#loc561 = loc("jit(step)/transpose(jvp(blocks.2))/add_any"(#loc199))
#loc562 = loc("jit(step)/transpose(jvp(blocks.2))/div"(#loc198))
#loc563 = loc("jit(step)/transpose(jvp(blocks.2))/reduce_sum"(#loc198))
#loc564 = loc("jit(step)/transpose(jvp(blocks.2))/broadcast_in_dim"(#loc198))
#loc565 = loc("jit(step)/transpose(jvp(blocks.2))/add_any"(#loc198))
#loc566 = loc("jit(step)/transpose(jvp(blocks.2))/reduce_sum"(#loc187))
#loc568 = loc("jit(step)/transpose(jvp(blocks.2))/mul"(#loc186))
#loc569 = loc("jit(step)/transpose(jvp(blocks.2))/reduce_sum"(#loc186))
#loc571 = loc("jit(step)/transpose(jvp(blocks.2))/mul"(#loc185))
#loc572 = loc("jit(step)/transpose(jvp(blocks.2))/reduce_sum"(#loc185))
#loc573 = loc("jit(step)/transpose(jvp(blocks.2))/reshape"(#loc185))
#loc574 = loc("jit(step)/transpose(jvp(blocks.2))/mul"(#loc184))
#loc575 = loc("jit(step)/transpose(jvp(blocks.2))/neg"(#loc293))
#loc576 = loc("jit(step)/transpose(jvp(blocks.2))/reduce_sum"(#loc293))
#loc577 = loc("jit(step)/transpose(jvp(blocks.2))/reshape"(#loc293))
#loc578 = loc("jit(step)/transpose(jvp(blocks.2))/add_any"(#loc293))
#loc579 = loc("jit(step)/transpose(jvp(blocks.2))/div"(#loc182))
#loc580 = loc("jit(step)/transpose(jvp(blocks.2))/reduce_sum"(#loc182))
#loc581 = loc("jit(step)/transpose(jvp(blocks.2))/broadcast_in_dim"(#loc182))
#loc582 = loc("jit(step)/transpose(jvp(blocks.2))/mul"(#loc181))
#loc583 = loc("jit(step)/transpose(jvp(blocks.2))/neg"(#loc180))
#loc584 = loc("jit(step)/transpose(jvp(blocks.2))/reduce_sum"(#loc180))
#loc585 = loc("jit(step)/transpose(jvp(blocks.2))/reshape"(#loc180))
#loc586 = loc("jit(step)/transpose(jvp(blocks.2))/add_any"(#loc180))
#loc587 = loc("jit(step)/transpose(jvp(blocks.2))/div"(#loc179))
#loc588 = loc("jit(step)/transpose(jvp(blocks.2))/reduce_sum"(#loc179))
#loc589 = loc("jit(step)/transpose(jvp(blocks.2))/broadcast_in_dim"(#loc179))
#loc590 = loc("jit(step)/transpose(jvp(blocks.2))/add_any"(#loc179))
#loc591 = loc("jit(step)/transpose(jvp(blocks.1))/reduce_sum"(#loc206))
#loc593 = loc("jit(step)/transpose(jvp(blocks.1))/mul"(#loc205))
#loc594 = loc("jit(step)/transpose(jvp(blocks.1))/reduce_sum"(#loc205))
#loc596 = loc("jit(step)/transpose(jvp(blocks.1))/mul"(#loc204))
#loc597 = loc("jit(step)/transpose(jvp(blocks.1))/reduce_sum"(#loc204))
#loc598 = loc("jit(step)/transpose(jvp(blocks.1))/reshape"(#loc204))
#loc599 = loc("jit(step)/transpose(jvp(blocks.1))/mul"(#loc203))
#loc600 = loc("jit(step)/transpose(jvp(blocks.1))/neg"(#loc284))
#loc601 = loc("jit(step)/transpose(jvp(blocks.1))/reduce_sum"(#loc284))
#loc602 = loc("jit(step)/transpose(jvp(blocks.1))/reshape"(#loc284))
#loc603 = loc("jit(step)/transpose(jvp(blocks.1))/add_any"(#loc284))
#loc604 = loc("jit(step)/transpose(jvp(blocks.1))/div"(#loc201))
#loc605 = loc("jit(step)/transpose(jvp(blocks.1))/reduce_sum"(#loc201))
#loc606 = loc("jit(step)/transpose(jvp(blocks.1))/broadcast_in_dim"(#loc201))
#loc607 = loc("jit(step)/transpose(jvp(blocks.1))/mul"(#loc200))
#loc608 = loc("jit(step)/transpose(jvp(blocks.1))/neg"(#loc199))
#loc609 = loc("jit(step)/transpose(jvp(blocks.1))/reduce_sum"(#loc199))
#loc610 = loc("jit(step)/transpose(jvp(blocks.1))/reshape"(#loc199))
#loc611 = loc("jit(step)/transpose(jvp(blocks.1))/add_any"(#loc199))
#loc612 = loc("jit(step)/transpose(jvp(blocks.1))/div"(#loc198))
#loc613 = loc("jit(step)/transpose(jvp(blocks.1))/reduce_sum"(#loc198))
#loc614 = loc("jit(step)/transpose(jvp(blocks.1))/broadcast_in_dim"(#loc198))
#loc615 = loc("jit(step)/transpose(jvp(blocks.1))/add_any"(#loc198))
#loc616 = loc("jit(step)/transpose(jvp(blocks.1))/reduce_sum"(#loc187))
#loc618 = loc("jit(step)/transpose(jvp(blocks.1))/mul"(#loc186))
#loc619 = loc("jit(step)/transpose(jvp(blocks.1))/reduce_sum"(#loc186))
#loc621 = loc("jit(step)/transpose(jvp(blocks.1))/mul"(#loc185))
#loc622 = loc("jit(step)/transpose(jvp(blocks.1))/reduce_sum"(#loc185))
#loc623 = loc("jit(step)/transpose(jvp(blocks.1))/reshape"(#loc185))
#loc624 = loc("jit(step)/transpose(jvp(blocks.1))/mul"(#loc184))
#loc625 = loc("jit(step)/transpose(jvp(blocks.1))/neg"(#loc293))
#loc626 = loc("jit(step)/transpose(jvp(blocks.1))/reduce_sum"(#loc293))
#loc627 = loc("jit(step)/transpose(jvp(blocks.1))/reshape"(#loc293))
#loc628 = loc("jit(step)/transpose(jvp(blocks.1))/add_any"(#loc293))
#loc629 = loc("jit(step)/transpose(jvp(blocks.1))/div"(#loc182))
#loc630 = loc("jit(step)/transpose(jvp(blocks.1))/reduce_sum"(#loc182))
#loc631 = loc("jit(step)/transpose(jvp(blocks.1))/broadcast_in_dim"(#loc182))
#loc632 = loc("jit(step)/transpose(jvp(blocks.1))/mul"(#loc181))
#loc633 = loc("jit(step)/transpose(jvp(blocks.1))/neg"(#loc180))
#loc634 = loc("jit(step)/transpose(jvp(blocks.1))/reduce_sum"(#loc180))
#loc635 = loc("jit(step)/transpose(jvp(blocks.1))/reshape"(#loc180))
#loc636 = loc("jit(step)/transpose(jvp(blocks.1))/add_any"(#loc180))
#loc637 = loc("jit(step)/transpose(jvp(blocks.1))/div"(#loc179))
#loc638 = loc("jit(step)/transpose(jvp(blocks.1))/reduce_sum"(#loc179))
#loc639 = loc("jit(step)/transpose(jvp(blocks.1))/broadcast_in_dim"(#loc179))
#loc640 = loc("jit(step)/transpose(jvp(blocks.1))/add_any"(#loc179))
#loc641 = loc("jit(step)/transpose(jvp(blocks.0))/reduce_sum"(#loc206))
#loc643 = loc("jit(step)/transpose(jvp(blocks.0))/mul"(#loc205))
#loc644 = loc("jit(step)/transpose(jvp(blocks.0))/reduce_sum"(#loc205))
#loc646 = loc("jit(step)/transpose(jvp(blocks.0))/mul"(#loc204))
#loc647 = loc("jit(step)/transpose(jvp(blocks.0))/reduce_sum"(#loc204))
#loc648 = loc("jit(step)/transpose(jvp(blocks.0))/reshape"(#loc204))
#loc649 = loc("jit(step)/transpose(jvp(blocks.0))/mul"(#loc203))
#loc650 = loc("jit(step)/transpose(jvp(blocks.0))/neg"(#loc284))
#loc651 = loc("jit(step)/transpose(jvp(blocks.0))/reduce_sum"(#loc284))
#loc652 = loc("jit(step)/transpose(jvp(blocks.0))/reshape"(#loc284))
#loc653 = loc("jit(step)/transpose(jvp(blocks.0))/add_any"(#loc284))
#loc654 = loc("jit(step)/transpose(jvp(blocks.0))/div"(#loc201))
#loc655 = loc("jit(step)/transpose(jvp(blocks.0))/reduce_sum"(#loc201))
#loc656 = loc("jit(step)/transpose(jvp(blocks.0))/broadcast_in_dim"(#loc201))
#loc657 = loc("jit(step)/transpose(jvp(blocks.0))/mul"(#loc200))
#loc658 = loc("jit(step)/transpose(jvp(blocks.0))/neg"(#loc199))
#loc659 = loc("jit(step)/transpose(jvp(blocks.0))/reduce_sum"(#loc199))
#loc660 = loc("jit(step)/transpose(jvp(blocks.0))/reshape"(#loc199))
#loc661 = loc("jit(step)/transpose(jvp(blocks.0))/add_any"(#loc199))
#loc662 = loc("jit(step)/transpose(jvp(blocks.0))/div"(#loc198))
#loc663 = loc("jit(step)/transpose(jvp(blocks.0))/reduce_sum"(#loc198))
#loc664 = loc("jit(step)/transpose(jvp(blocks.0))/broadcast_in_dim"(#loc198))
#loc665 = loc("jit(step)/transpose(jvp(blocks.0))/add_any"(#loc198))
#loc666 = loc("jit(step)/transpose(jvp(blocks.0))/reduce_sum"(#loc187))
#loc668 = loc("jit(step)/transpose(jvp(blocks.0))/mul"(#loc186))
#loc669 = loc("jit(step)/transpose(jvp(blocks.0))/reduce_sum"(#loc186))
module @jit_step {
  func.func @main(%arg0: tensor<32x64xf32> loc("params[0]['ch1']"), %arg1: tensor<64x32xf32> loc("params[0]['ch2']"), %arg2: tensor<32xf32> loc("params[0]['ln1_b']"), %arg3: tensor<32xf32> loc("params[0]['ln1_g']"), %arg4: tensor<32xf32> loc("params[0]['ln2_b']"), %arg5: tensor<32xf32> loc("params[0]['ln2_g']"), %arg6: tensor<16x32xf32> loc("params[0]['tok1']"), %arg7: tensor<32x16xf32> loc("params[0]['tok2']"), %arg8: tensor<32x64xf32> loc("params[1]['ch1']"), %arg9: tensor<64x32xf32> loc("params[1]['ch2']"), %arg10: tensor<32xf32> loc("params[1]['ln1_b']"), %arg11: tensor<32xf32> loc("params[1]['ln1_g']"), %arg12: tensor<32xf32> loc("params[1]['ln2_b']"), %arg13: tensor<32xf32> loc("params[1]['ln2_g']"), %arg14: tensor<16x32xf32> loc("params[1]['tok1']"), %arg15: tensor<32x16xf32> loc("params[1]['tok2']"), %arg16: tensor<32x64xf32> loc("params[2]['ch1']"), %arg17: tensor<64x32xf32> loc("params[2]['ch2']"), %arg18: tensor<32xf32> loc("params[2]['ln1_b']"), %arg19: tensor<32xf32> loc("params[2]['ln1_g']"), %arg20: tensor<32xf32> loc("params[2]['ln2_b']"), %arg21: tensor<32xf32> loc("params[2]['ln2_g']"), %arg22: tensor<16x32xf32> loc("params[2]['tok1']"), %arg23: tensor<32x16xf32> loc("params[2]['tok2']"), %arg24: tensor<32x64xf32> loc("params[3]['ch1']"), %arg25: tensor<64x32xf32> loc("params[3]['ch2']"), %arg26: tensor<32xf32> loc("params[3]['ln1_b']"), %arg27: tensor<32xf32> loc("params[3]['ln1_g']"), %arg28: tensor<32xf32> loc("params[3]['ln2_b']"), %arg29: tensor<32xf32> loc("params[3]['ln2_g']"), %arg30: tensor<16x32xf32> loc("params[3]['tok1']"), %arg31: tensor<32x16xf32> loc("params[3]['tok2']"), %arg32: tensor<32x10xf32> loc("head"), %arg33: tensor<32x16x32xf32> loc("x"), %arg34: tensor<32xi32> loc("labels")) -> (tensor<f32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<32x16xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<32x16xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<32x16xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<32x16xf32>, tensor<32x10xf32>) {
    %cst = arith.constant dense<0.000000e+00> : tensor<320xf32> loc(#loc671)
    %c10 = arith.constant 10 : index loc(#loc)
    %c32 = arith.constant 32 : index loc(#loc)
    %c1 = arith.constant 1 : index loc(#loc)
    %cst_0 = arith.constant -1.000000e+00 : f32 loc(#loc)
    %cst_1 = arith.constant 5.000000e-02 : f32 loc(#loc)
    %cst_2 = arith.constant 0x7FC00000 : f32 loc(#loc672)
    %c9 = arith.constant 9 : index loc(#loc)
    %c0 = arith.constant 0 : index loc(#loc)
    %true = arith.constant true loc(#loc673)
    %c9_i32 = arith.constant 9 : i32 loc(#loc674)
    %c10_i32 = arith.constant 10 : i32 loc(#loc675)
    %c0_i32 = arith.constant 0 : i32 loc(#loc)
    %cst_3 = arith.constant 0xFF800000 : f32 loc(#loc)
    %cst_4 = arith.constant 1.600000e+01 : f32 loc(#loc)
    %cst_5 = arith.constant -5.000000e-01 : f32 loc(#loc)
    %cst_6 = arith.constant 2.000000e+00 : f32 loc(#loc)
    %cst_7 = arith.constant 5.000000e-01 : f32 loc(#loc)
    %cst_8 = arith.constant 1.000000e+00 : f32 loc(#loc)
    %cst_9 = arith.constant 0.797884583 : f32 loc(#loc)
    %cst_10 = arith.constant 4.471500e-02 : f32 loc(#loc)
    %cst_11 = arith.constant 3.000000e+00 : f32 loc(#loc)
    %cst_12 = arith.constant 9.99999974E-6 : f32 loc(#loc)
    %cst_13 = arith.constant 3.200000e+01 : f32 loc(#loc)
    %cst_14 = arith.constant 0.000000e+00 : f32 loc(#loc)
    %0 = tensor.empty() : tensor<32x16xf32> loc(#loc345)
    %1 = linalg.fill ins(%cst_14 : f32) outs(%0 : tensor<32x16xf32>) -> tensor<32x16xf32> loc(#loc345)
    %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg33 : tensor<32x16x32xf32>) outs(%1 : tensor<32x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.0)/reduce_sum"(#loc179)), %out: f32 loc("jit(step)/jvp(blocks.0)/reduce_sum"(#loc179))):
      %766 = arith.addf %out, %in : f32 loc(#loc345)
      linalg.yield %766 : f32 loc(#loc345)
    } -> tensor<32x16xf32> loc(#loc345)
    %expanded = tensor.expand_shape %2 [[0], [1, 2]] output_shape [32, 16, 1] : tensor<32x16xf32> into tensor<32x16x1xf32> loc(#loc346)
    %3 = tensor.empty() : tensor<32x16x1xf32> loc(#loc347)
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<32x16x1xf32>) outs(%3 : tensor<32x16x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.0)/broadcast_in_dim"(#loc179)), %out: f32 loc("jit(step)/jvp(blocks.0)/div"(#loc179))):
      %766 = arith.divf %in, %cst_13 : f32 loc(#loc347)
      linalg.yield %766 : f32 loc(#loc347)
    } -> tensor<32x16x1xf32> loc(#loc347)
    %5 = tensor.empty() : tensor<32x16x32xf32> loc(#loc348)
    %6 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<32x16x1xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.0)/div"(#loc179)), %out: f32 loc("jit(step)/jvp(blocks.0)/sub"(#loc180))):
      linalg.yield %in : f32 loc(#loc348)
    } -> tensor<32x16x32xf32> loc(#loc348)
    %7 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg33, %6 : tensor<32x16x32xf32>, tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("x"), %in_154: f32 loc("jit(step)/jvp(blocks.0)/sub"(#loc180)), %out: f32 loc("jit(step)/jvp(blocks.0)/sub"(#loc180))):
      %766 = arith.subf %in, %in_154 : f32 loc(#loc348)
      linalg.yield %766 : f32 loc(#loc348)
    } -> tensor<32x16x32xf32> loc(#loc348)
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7 : tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.0)/sub"(#loc180)), %out: f32 loc("jit(step)/jvp(blocks.0)/integer_pow"(#loc181))):
      %766 = arith.mulf %in, %in : f32 loc(#loc349)
      linalg.yield %766 : f32 loc(#loc349)
    } -> tensor<32x16x32xf32> loc(#loc349)
    %9 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%8 : tensor<32x16x32xf32>) outs(%1 : tensor<32x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.0)/reduce_sum"(#loc182)), %out: f32 loc("jit(step)/jvp(blocks.0)/reduce_sum"(#loc182))):
      %766 = arith.addf %out, %in : f32 loc(#loc350)
      linalg.yield %766 : f32 loc(#loc350)
    } -> tensor<32x16xf32> loc(#loc350)
    %expanded_15 = tensor.expand_shape %9 [[0], [1, 2]] output_shape [32, 16, 1] : tensor<32x16xf32> into tensor<32x16x1xf32> loc(#loc351)
    %10 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_15 : tensor<32x16x1xf32>) outs(%3 : tensor<32x16x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.0)/broadcast_in_dim"(#loc182)), %out: f32 loc("jit(step)/jvp(blocks.0)/div"(#loc182))):
      %766 = arith.divf %in, %cst_13 : f32 loc(#loc352)
      linalg.yield %766 : f32 loc(#loc352)
    } -> tensor<32x16x1xf32> loc(#loc352)
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10 : tensor<32x16x1xf32>) outs(%3 : tensor<32x16x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.0)/div"(#loc182)), %out: f32 loc("jit(step)/jvp(blocks.0)/add"(#loc183))):
      %766 = arith.addf %in, %cst_12 : f32 loc(#loc353)
      linalg.yield %766 : f32 loc(#loc353)
    } -> tensor<32x16x1xf32> loc(#loc353)
    %12 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11 : tensor<32x16x1xf32>) outs(%3 : tensor<32x16x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.0)/add"(#loc183)), %out: f32 loc("jit(step)/jvp(blocks.0)/rsqrt"(#loc184))):
      %766 = math.rsqrt %in : f32 loc(#loc354)
      linalg.yield %766 : f32 loc(#loc354)
    } -> tensor<32x16x1xf32> loc(#loc354)
    %13 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%12 : tensor<32x16x1xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.0)/rsqrt"(#loc184)), %out: f32 loc("jit(step)/jvp(blocks.0)/mul"(#loc185))):
      linalg.yield %in : f32 loc(#loc355)
    } -> tensor<32x16x32xf32> loc(#loc355)
    %14 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7, %13 : tensor<32x16x32xf32>, tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.0)/sub"(#loc180)), %in_154: f32 loc("jit(step)/jvp(blocks.0)/mul"(#loc185)), %out: f32 loc("jit(step)/jvp(blocks.0)/mul"(#loc185))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc355)
      linalg.yield %766 : f32 loc(#loc355)
    } -> tensor<32x16x32xf32> loc(#loc355)
    %15 = linalg.generic {indexing_maps = [#map3, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg3 : tensor<32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("params[0]['ln1_g']"), %out: f32 loc("jit(step)/jvp(blocks.0)/mul"(#loc186))):
      linalg.yield %in : f32 loc(#loc356)
    } -> tensor<32x16x32xf32> loc(#loc356)
    %16 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14, %15 : tensor<32x16x32xf32>, tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.0)/mul"(#loc185)), %in_154: f32 loc("jit(step)/jvp(blocks.0)/mul"(#loc186)), %out: f32 loc("jit(step)/jvp(blocks.0)/mul"(#loc186))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc356)
      linalg.yield %766 : f32 loc(#loc356)
    } -> tensor<32x16x32xf32> loc(#loc356)
    %17 = linalg.generic {indexing_maps = [#map3, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg2 : tensor<32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("params[0]['ln1_b']"), %out: f32 loc("jit(step)/jvp(blocks.0)/add"(#loc187))):
      linalg.yield %in : f32 loc(#loc357)
    } -> tensor<32x16x32xf32> loc(#loc357)
    %18 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16, %17 : tensor<32x16x32xf32>, tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.0)/mul"(#loc186)), %in_154: f32 loc("jit(step)/jvp(blocks.0)/add"(#loc187)), %out: f32 loc("jit(step)/jvp(blocks.0)/add"(#loc187))):
      %766 = arith.addf %in, %in_154 : f32 loc(#loc357)
      linalg.yield %766 : f32 loc(#loc357)
    } -> tensor<32x16x32xf32> loc(#loc357)
    %19 = tensor.empty() : tensor<32x32x16xf32> loc(#loc188)
    %20 = linalg.generic {indexing_maps = [#map4, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18 : tensor<32x16x32xf32>) outs(%19 : tensor<32x32x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.0)/add"(#loc187)), %out: f32 loc("jit(step)/jvp(blocks.0)/transpose"(#loc151))):
      linalg.yield %in : f32 loc(#loc188)
    } -> tensor<32x32x16xf32> loc(#loc188)
    %collapsed = tensor.collapse_shape %20 [[0, 1], [2]] : tensor<32x32x16xf32> into tensor<1024x16xf32> loc(#loc189)
    %21 = tensor.empty() : tensor<1024x32xf32> loc(#loc189)
    %22 = linalg.fill ins(%cst_14 : f32) outs(%21 : tensor<1024x32xf32>) -> tensor<1024x32xf32> loc(#loc189)
    %23 = linalg.matmul ins(%collapsed, %arg6 : tensor<1024x16xf32>, tensor<16x32xf32>) outs(%22 : tensor<1024x32xf32>) -> tensor<1024x32xf32> loc(#loc189)
    %expanded_16 = tensor.expand_shape %23 [[0, 1], [2]] output_shape [32, 32, 32] : tensor<1024x32xf32> into tensor<32x32x32xf32> loc(#loc189)
    %24 = tensor.empty() : tensor<32x32x32xf32> loc(#loc190)
    %25 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_16 : tensor<32x32x32xf32>) outs(%24 : tensor<32x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.0)/dot_general"(#loc152)), %out: f32 loc("jit(step)/jvp(blocks.0)/integer_pow"(#loc153))):
      %766 = arith.mulf %in, %in : f32 loc(#loc190)
      linalg.yield %766 : f32 loc(#loc190)
    } -> tensor<32x32x32xf32> loc(#loc190)
    %26 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25, %expanded_16 : tensor<32x32x32xf32>, tensor<32x32x32xf32>) outs(%24 : tensor<32x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.0)/integer_pow"(#loc153)), %in_154: f32 loc("jit(step)/jvp(blocks.0)/dot_general"(#loc152)), %out: f32 loc("jit(step)/jvp(blocks.0)/integer_pow"(#loc153))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc190)
      linalg.yield %766 : f32 loc(#loc190)
    } -> tensor<32x32x32xf32> loc(#loc190)
    %27 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25 : tensor<32x32x32xf32>) outs(%24 : tensor<32x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.0)/integer_pow"(#loc153)), %out: f32 loc("jit(step)/jvp(blocks.0)/mul"(#loc153))):
      %766 = arith.mulf %in, %cst_11 : f32 loc(#loc191)
      linalg.yield %766 : f32 loc(#loc191)
    } -> tensor<32x32x32xf32> loc(#loc191)
    %28 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%26 : tensor<32x32x32xf32>) outs(%24 : tensor<32x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.0)/integer_pow"(#loc153)), %out: f32 loc("jit(step)/jvp(blocks.0)/mul"(#loc153))):
      %766 = arith.mulf %in, %cst_10 : f32 loc(#loc191)
      linalg.yield %766 : f32 loc(#loc191)
    } -> tensor<32x32x32xf32> loc(#loc191)
    %29 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_16, %28 : tensor<32x32x32xf32>, tensor<32x32x32xf32>) outs(%24 : tensor<32x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.0)/dot_general"(#loc152)), %in_154: f32 loc("jit(step)/jvp(blocks.0)/mul"(#loc153)), %out: f32 loc("jit(step)/jvp(blocks.0)/add"(#loc153))):
      %766 = arith.addf %in, %in_154 : f32 loc(#loc192)
      linalg.yield %766 : f32 loc(#loc192)
    } -> tensor<32x32x32xf32> loc(#loc192)
    %30 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%29 : tensor<32x32x32xf32>) outs(%24 : tensor<32x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.0)/add"(#loc153)), %out: f32 loc("jit(step)/jvp(blocks.0)/mul"(#loc153))):
      %766 = arith.mulf %in, %cst_9 : f32 loc(#loc191)
      linalg.yield %766 : f32 loc(#loc191)
    } -> tensor<32x32x32xf32> loc(#loc191)
    %31 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%30 : tensor<32x32x32xf32>) outs(%24 : tensor<32x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.0)/mul"(#loc153)), %out: f32 loc("jit(step)/jvp(blocks.0)/tanh"(#loc153))):
      %766 = math.tanh %in : f32 loc(#loc193)
      linalg.yield %766 : f32 loc(#loc193)
    } -> tensor<32x32x32xf32> loc(#loc193)
    %32 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%31 : tensor<32x32x32xf32>) outs(%24 : tensor<32x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.0)/tanh"(#loc153)), %out: f32 loc("jit(step)/jvp(blocks.0)/sub"(#loc153))):
      %766 = arith.subf %cst_8, %in : f32 loc(#loc194)
      linalg.yield %766 : f32 loc(#loc194)
    } -> tensor<32x32x32xf32> loc(#loc194)
    %33 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%31 : tensor<32x32x32xf32>) outs(%24 : tensor<32x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.0)/tanh"(#loc153)), %out: f32 loc("jit(step)/jvp(blocks.0)/add"(#loc153))):
      %766 = arith.addf %in, %cst_8 : f32 loc(#loc192)
      linalg.yield %766 : f32 loc(#loc192)
    } -> tensor<32x32x32xf32> loc(#loc192)
    %34 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%33 : tensor<32x32x32xf32>) outs(%24 : tensor<32x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.0)/add"(#loc153)), %out: f32 loc("jit(step)/jvp(blocks.0)/mul"(#loc153))):
      %766 = arith.mulf %in, %cst_7 : f32 loc(#loc191)
      linalg.yield %766 : f32 loc(#loc191)
    } -> tensor<32x32x32xf32> loc(#loc191)
    %35 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_16, %34 : tensor<32x32x32xf32>, tensor<32x32x32xf32>) outs(%24 : tensor<32x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.0)/dot_general"(#loc152)), %in_154: f32 loc("jit(step)/jvp(blocks.0)/mul"(#loc153)), %out: f32 loc("jit(step)/jvp(blocks.0)/mul"(#loc153))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc191)
      linalg.yield %766 : f32 loc(#loc191)
    } -> tensor<32x32x32xf32> loc(#loc191)
    %collapsed_17 = tensor.collapse_shape %35 [[0, 1], [2]] : tensor<32x32x32xf32> into tensor<1024x32xf32> loc(#loc195)
    %36 = tensor.empty() : tensor<1024x16xf32> loc(#loc195)
    %37 = linalg.fill ins(%cst_14 : f32) outs(%36 : tensor<1024x16xf32>) -> tensor<1024x16xf32> loc(#loc195)
    %38 = linalg.matmul ins(%collapsed_17, %arg7 : tensor<1024x32xf32>, tensor<32x16xf32>) outs(%37 : tensor<1024x16xf32>) -> tensor<1024x16xf32> loc(#loc195)
    %expanded_18 = tensor.expand_shape %38 [[0, 1], [2]] output_shape [32, 32, 16] : tensor<1024x16xf32> into tensor<32x32x16xf32> loc(#loc195)
    %39 = linalg.generic {indexing_maps = [#map4, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_18 : tensor<32x32x16xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.0)/dot_general"(#loc154)), %out: f32 loc("jit(step)/jvp(blocks.0)/transpose"(#loc155))):
      linalg.yield %in : f32 loc(#loc196)
    } -> tensor<32x16x32xf32> loc(#loc196)
    %40 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg33, %39 : tensor<32x16x32xf32>, tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("x"), %in_154: f32 loc("jit(step)/jvp(blocks.0)/transpose"(#loc155)), %out: f32 loc("jit(step)/jvp(blocks.0)/add"(#loc156))):
      %766 = arith.addf %in, %in_154 : f32 loc(#loc197)
      linalg.yield %766 : f32 loc(#loc197)
    } -> tensor<32x16x32xf32> loc(#loc197)
    %41 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%40 : tensor<32x16x32xf32>) outs(%1 : tensor<32x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.0)/reduce_sum"(#loc198)), %out: f32 loc("jit(step)/jvp(blocks.0)/reduce_sum"(#loc198))):
      %766 = arith.addf %out, %in : f32 loc(#loc358)
      linalg.yield %766 : f32 loc(#loc358)
    } -> tensor<32x16xf32> loc(#loc358)
    %expanded_19 = tensor.expand_shape %41 [[0], [1, 2]] output_shape [32, 16, 1] : tensor<32x16xf32> into tensor<32x16x1xf32> loc(#loc359)
    %42 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_19 : tensor<32x16x1xf32>) outs(%3 : tensor<32x16x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.0)/broadcast_in_dim"(#loc198)), %out: f32 loc("jit(step)/jvp(blocks.0)/div"(#loc198))):
      %766 = arith.divf %in, %cst_13 : f32 loc(#loc360)
      linalg.yield %766 : f32 loc(#loc360)
    } -> tensor<32x16x1xf32> loc(#loc360)
    %43 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%42 : tensor<32x16x1xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.0)/div"(#loc198)), %out: f32 loc("jit(step)/jvp(blocks.0)/sub"(#loc199))):
      linalg.yield %in : f32 loc(#loc361)
    } -> tensor<32x16x32xf32> loc(#loc361)
    %44 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%40, %43 : tensor<32x16x32xf32>, tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.0)/add"(#loc156)), %in_154: f32 loc("jit(step)/jvp(blocks.0)/sub"(#loc199)), %out: f32 loc("jit(step)/jvp(blocks.0)/sub"(#loc199))):
      %766 = arith.subf %in, %in_154 : f32 loc(#loc361)
      linalg.yield %766 : f32 loc(#loc361)
    } -> tensor<32x16x32xf32> loc(#loc361)
    %45 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%44 : tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.0)/sub"(#loc199)), %out: f32 loc("jit(step)/jvp(blocks.0)/integer_pow"(#loc200))):
      %766 = arith.mulf %in, %in : f32 loc(#loc362)
      linalg.yield %766 : f32 loc(#loc362)
    } -> tensor<32x16x32xf32> loc(#loc362)
    %46 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%44 : tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.0)/sub"(#loc199)), %out: f32 loc("jit(step)/jvp(blocks.0)/mul"(#loc200))):
      %766 = arith.mulf %in, %cst_6 : f32 loc(#loc363)
      linalg.yield %766 : f32 loc(#loc363)
    } -> tensor<32x16x32xf32> loc(#loc363)
    %47 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%45 : tensor<32x16x32xf32>) outs(%1 : tensor<32x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.0)/reduce_sum"(#loc201)), %out: f32 loc("jit(step)/jvp(blocks.0)/reduce_sum"(#loc201))):
      %766 = arith.addf %out, %in : f32 loc(#loc364)
      linalg.yield %766 : f32 loc(#loc364)
    } -> tensor<32x16xf32> loc(#loc364)
    %expanded_20 = tensor.expand_shape %47 [[0], [1, 2]] output_shape [32, 16, 1] : tensor<32x16xf32> into tensor<32x16x1xf32> loc(#loc365)
    %48 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_20 : tensor<32x16x1xf32>) outs(%3 : tensor<32x16x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.0)/broadcast_in_dim"(#loc201)), %out: f32 loc("jit(step)/jvp(blocks.0)/div"(#loc201))):
      %766 = arith.divf %in, %cst_13 : f32 loc(#loc366)
      linalg.yield %766 : f32 loc(#loc366)
    } -> tensor<32x16x1xf32> loc(#loc366)
    %49 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%48 : tensor<32x16x1xf32>) outs(%3 : tensor<32x16x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.0)/div"(#loc201)), %out: f32 loc("jit(step)/jvp(blocks.0)/add"(#loc202))):
      %766 = arith.addf %in, %cst_12 : f32 loc(#loc367)
      linalg.yield %766 : f32 loc(#loc367)
    } -> tensor<32x16x1xf32> loc(#loc367)
    %50 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%49 : tensor<32x16x1xf32>) outs(%3 : tensor<32x16x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.0)/add"(#loc202)), %out: f32 loc("jit(step)/jvp(blocks.0)/rsqrt"(#loc203))):
      %766 = math.rsqrt %in : f32 loc(#loc368)
      linalg.yield %766 : f32 loc(#loc368)
    } -> tensor<32x16x1xf32> loc(#loc368)
    %51 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%50, %49 : tensor<32x16x1xf32>, tensor<32x16x1xf32>) outs(%3 : tensor<32x16x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.0)/rsqrt"(#loc203)), %in_154: f32 loc("jit(step)/jvp(blocks.0)/add"(#loc202)), %out: f32 loc("jit(step)/jvp(blocks.0)/div"(#loc203))):
      %766 = arith.divf %in, %in_154 : f32 loc(#loc369)
      linalg.yield %766 : f32 loc(#loc369)
    } -> tensor<32x16x1xf32> loc(#loc369)
    %52 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%51 : tensor<32x16x1xf32>) outs(%3 : tensor<32x16x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.0)/div"(#loc203)), %out: f32 loc("jit(step)/jvp(blocks.0)/mul"(#loc203))):
      %766 = arith.mulf %in, %cst_5 : f32 loc(#loc370)
      linalg.yield %766 : f32 loc(#loc370)
    } -> tensor<32x16x1xf32> loc(#loc370)
    %53 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%50 : tensor<32x16x1xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.0)/rsqrt"(#loc203)), %out: f32 loc("jit(step)/jvp(blocks.0)/mul"(#loc204))):
      linalg.yield %in : f32 loc(#loc371)
    } -> tensor<32x16x32xf32> loc(#loc371)
    %54 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%44, %53 : tensor<32x16x32xf32>, tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.0)/sub"(#loc199)), %in_154: f32 loc("jit(step)/jvp(blocks.0)/mul"(#loc204)), %out: f32 loc("jit(step)/jvp(blocks.0)/mul"(#loc204))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc371)
      linalg.yield %766 : f32 loc(#loc371)
    } -> tensor<32x16x32xf32> loc(#loc371)
    %55 = linalg.generic {indexing_maps = [#map3, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg5 : tensor<32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("params[0]['ln2_g']"), %out: f32 loc("jit(step)/jvp(blocks.0)/mul"(#loc205))):
      linalg.yield %in : f32 loc(#loc372)
    } -> tensor<32x16x32xf32> loc(#loc372)
    %56 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%54, %55 : tensor<32x16x32xf32>, tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.0)/mul"(#loc204)), %in_154: f32 loc("jit(step)/jvp(blocks.0)/mul"(#loc205)), %out: f32 loc("jit(step)/jvp(blocks.0)/mul"(#loc205))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc372)
      linalg.yield %766 : f32 loc(#loc372)
    } -> tensor<32x16x32xf32> loc(#loc372)
    %57 = linalg.generic {indexing_maps = [#map3, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg4 : tensor<32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("params[0]['ln2_b']"), %out: f32 loc("jit(step)/jvp(blocks.0)/add"(#loc206))):
      linalg.yield %in : f32 loc(#loc373)
    } -> tensor<32x16x32xf32> loc(#loc373)
    %58 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%56, %57 : tensor<32x16x32xf32>, tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.0)/mul"(#loc205)), %in_154: f32 loc("jit(step)/jvp(blocks.0)/add"(#loc206)), %out: f32 loc("jit(step)/jvp(blocks.0)/add"(#loc206))):
      %766 = arith.addf %in, %in_154 : f32 loc(#loc373)
      linalg.yield %766 : f32 loc(#loc373)
    } -> tensor<32x16x32xf32> loc(#loc373)
    %collapsed_21 = tensor.collapse_shape %58 [[0, 1], [2]] : tensor<32x16x32xf32> into tensor<512x32xf32> loc(#loc207)
    %59 = tensor.empty() : tensor<512x64xf32> loc(#loc207)
    %60 = linalg.fill ins(%cst_14 : f32) outs(%59 : tensor<512x64xf32>) -> tensor<512x64xf32> loc(#loc207)
    %61 = linalg.matmul ins(%collapsed_21, %arg0 : tensor<512x32xf32>, tensor<32x64xf32>) outs(%60 : tensor<512x64xf32>) -> tensor<512x64xf32> loc(#loc207)
    %expanded_22 = tensor.expand_shape %61 [[0, 1], [2]] output_shape [32, 16, 64] : tensor<512x64xf32> into tensor<32x16x64xf32> loc(#loc207)
    %62 = tensor.empty() : tensor<32x16x64xf32> loc(#loc208)
    %63 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_22 : tensor<32x16x64xf32>) outs(%62 : tensor<32x16x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.0)/dot_general"(#loc158)), %out: f32 loc("jit(step)/jvp(blocks.0)/integer_pow"(#loc159))):
      %766 = arith.mulf %in, %in : f32 loc(#loc208)
      linalg.yield %766 : f32 loc(#loc208)
    } -> tensor<32x16x64xf32> loc(#loc208)
    %64 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%63, %expanded_22 : tensor<32x16x64xf32>, tensor<32x16x64xf32>) outs(%62 : tensor<32x16x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.0)/integer_pow"(#loc159)), %in_154: f32 loc("jit(step)/jvp(blocks.0)/dot_general"(#loc158)), %out: f32 loc("jit(step)/jvp(blocks.0)/integer_pow"(#loc159))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc208)
      linalg.yield %766 : f32 loc(#loc208)
    } -> tensor<32x16x64xf32> loc(#loc208)
    %65 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%63 : tensor<32x16x64xf32>) outs(%62 : tensor<32x16x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.0)/integer_pow"(#loc159)), %out: f32 loc("jit(step)/jvp(blocks.0)/mul"(#loc159))):
      %766 = arith.mulf %in, %cst_11 : f32 loc(#loc209)
      linalg.yield %766 : f32 loc(#loc209)
    } -> tensor<32x16x64xf32> loc(#loc209)
    %66 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%64 : tensor<32x16x64xf32>) outs(%62 : tensor<32x16x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.0)/integer_pow"(#loc159)), %out: f32 loc("jit(step)/jvp(blocks.0)/mul"(#loc159))):
      %766 = arith.mulf %in, %cst_10 : f32 loc(#loc209)
      linalg.yield %766 : f32 loc(#loc209)
    } -> tensor<32x16x64xf32> loc(#loc209)
    %67 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_22, %66 : tensor<32x16x64xf32>, tensor<32x16x64xf32>) outs(%62 : tensor<32x16x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.0)/dot_general"(#loc158)), %in_154: f32 loc("jit(step)/jvp(blocks.0)/mul"(#loc159)), %out: f32 loc("jit(step)/jvp(blocks.0)/add"(#loc159))):
      %766 = arith.addf %in, %in_154 : f32 loc(#loc210)
      linalg.yield %766 : f32 loc(#loc210)
    } -> tensor<32x16x64xf32> loc(#loc210)
    %68 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67 : tensor<32x16x64xf32>) outs(%62 : tensor<32x16x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.0)/add"(#loc159)), %out: f32 loc("jit(step)/jvp(blocks.0)/mul"(#loc159))):
      %766 = arith.mulf %in, %cst_9 : f32 loc(#loc209)
      linalg.yield %766 : f32 loc(#loc209)
    } -> tensor<32x16x64xf32> loc(#loc209)
    %69 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68 : tensor<32x16x64xf32>) outs(%62 : tensor<32x16x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.0)/mul"(#loc159)), %out: f32 loc("jit(step)/jvp(blocks.0)/tanh"(#loc159))):
      %766 = math.tanh %in : f32 loc(#loc211)
      linalg.yield %766 : f32 loc(#loc211)
    } -> tensor<32x16x64xf32> loc(#loc211)
    %70 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69 : tensor<32x16x64xf32>) outs(%62 : tensor<32x16x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.0)/tanh"(#loc159)), %out: f32 loc("jit(step)/jvp(blocks.0)/sub"(#loc159))):
      %766 = arith.subf %cst_8, %in : f32 loc(#loc212)
      linalg.yield %766 : f32 loc(#loc212)
    } -> tensor<32x16x64xf32> loc(#loc212)
    %71 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69 : tensor<32x16x64xf32>) outs(%62 : tensor<32x16x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.0)/tanh"(#loc159)), %out: f32 loc("jit(step)/jvp(blocks.0)/add"(#loc159))):
      %766 = arith.addf %in, %cst_8 : f32 loc(#loc210)
      linalg.yield %766 : f32 loc(#loc210)
    } -> tensor<32x16x64xf32> loc(#loc210)
    %72 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%71 : tensor<32x16x64xf32>) outs(%62 : tensor<32x16x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.0)/add"(#loc159)), %out: f32 loc("jit(step)/jvp(blocks.0)/mul"(#loc159))):
      %766 = arith.mulf %in, %cst_7 : f32 loc(#loc209)
      linalg.yield %766 : f32 loc(#loc209)
    } -> tensor<32x16x64xf32> loc(#loc209)
    %73 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_22, %72 : tensor<32x16x64xf32>, tensor<32x16x64xf32>) outs(%62 : tensor<32x16x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.0)/dot_general"(#loc158)), %in_154: f32 loc("jit(step)/jvp(blocks.0)/mul"(#loc159)), %out: f32 loc("jit(step)/jvp(blocks.0)/mul"(#loc159))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc209)
      linalg.yield %766 : f32 loc(#loc209)
    } -> tensor<32x16x64xf32> loc(#loc209)
    %collapsed_23 = tensor.collapse_shape %73 [[0, 1], [2]] : tensor<32x16x64xf32> into tensor<512x64xf32> loc(#loc213)
    %74 = tensor.empty() : tensor<512x32xf32> loc(#loc213)
    %75 = linalg.fill ins(%cst_14 : f32) outs(%74 : tensor<512x32xf32>) -> tensor<512x32xf32> loc(#loc213)
    %76 = linalg.matmul ins(%collapsed_23, %arg1 : tensor<512x64xf32>, tensor<64x32xf32>) outs(%75 : tensor<512x32xf32>) -> tensor<512x32xf32> loc(#loc213)
    %expanded_24 = tensor.expand_shape %76 [[0, 1], [2]] output_shape [32, 16, 32] : tensor<512x32xf32> into tensor<32x16x32xf32> loc(#loc213)
    %77 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%40, %expanded_24 : tensor<32x16x32xf32>, tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.0)/add"(#loc156)), %in_154: f32 loc("jit(step)/jvp(blocks.0)/dot_general"(#loc160)), %out: f32 loc("jit(step)/jvp(blocks.0)/add"(#loc161))):
      %766 = arith.addf %in, %in_154 : f32 loc(#loc214)
      linalg.yield %766 : f32 loc(#loc214)
    } -> tensor<32x16x32xf32> loc(#loc214)
    %78 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%77 : tensor<32x16x32xf32>) outs(%1 : tensor<32x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.1)/reduce_sum"(#loc179)), %out: f32 loc("jit(step)/jvp(blocks.1)/reduce_sum"(#loc179))):
      %766 = arith.addf %out, %in : f32 loc(#loc374)
      linalg.yield %766 : f32 loc(#loc374)
    } -> tensor<32x16xf32> loc(#loc374)
    %expanded_25 = tensor.expand_shape %78 [[0], [1, 2]] output_shape [32, 16, 1] : tensor<32x16xf32> into tensor<32x16x1xf32> loc(#loc375)
    %79 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_25 : tensor<32x16x1xf32>) outs(%3 : tensor<32x16x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.1)/broadcast_in_dim"(#loc179)), %out: f32 loc("jit(step)/jvp(blocks.1)/div"(#loc179))):
      %766 = arith.divf %in, %cst_13 : f32 loc(#loc376)
      linalg.yield %766 : f32 loc(#loc376)
    } -> tensor<32x16x1xf32> loc(#loc376)
    %80 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79 : tensor<32x16x1xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.1)/div"(#loc179)), %out: f32 loc("jit(step)/jvp(blocks.1)/sub"(#loc180))):
      linalg.yield %in : f32 loc(#loc377)
    } -> tensor<32x16x32xf32> loc(#loc377)
    %81 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77, %80 : tensor<32x16x32xf32>, tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.0)/add"(#loc161)), %in_154: f32 loc("jit(step)/jvp(blocks.1)/sub"(#loc180)), %out: f32 loc("jit(step)/jvp(blocks.1)/sub"(#loc180))):
      %766 = arith.subf %in, %in_154 : f32 loc(#loc377)
      linalg.yield %766 : f32 loc(#loc377)
    } -> tensor<32x16x32xf32> loc(#loc377)
    %82 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81 : tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.1)/sub"(#loc180)), %out: f32 loc("jit(step)/jvp(blocks.1)/integer_pow"(#loc181))):
      %766 = arith.mulf %in, %in : f32 loc(#loc378)
      linalg.yield %766 : f32 loc(#loc378)
    } -> tensor<32x16x32xf32> loc(#loc378)
    %83 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81 : tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.1)/sub"(#loc180)), %out: f32 loc("jit(step)/jvp(blocks.1)/mul"(#loc181))):
      %766 = arith.mulf %in, %cst_6 : f32 loc(#loc379)
      linalg.yield %766 : f32 loc(#loc379)
    } -> tensor<32x16x32xf32> loc(#loc379)
    %84 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%82 : tensor<32x16x32xf32>) outs(%1 : tensor<32x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.1)/reduce_sum"(#loc182)), %out: f32 loc("jit(step)/jvp(blocks.1)/reduce_sum"(#loc182))):
      %766 = arith.addf %out, %in : f32 loc(#loc380)
      linalg.yield %766 : f32 loc(#loc380)
    } -> tensor<32x16xf32> loc(#loc380)
    %expanded_26 = tensor.expand_shape %84 [[0], [1, 2]] output_shape [32, 16, 1] : tensor<32x16xf32> into tensor<32x16x1xf32> loc(#loc381)
    %85 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_26 : tensor<32x16x1xf32>) outs(%3 : tensor<32x16x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.1)/broadcast_in_dim"(#loc182)), %out: f32 loc("jit(step)/jvp(blocks.1)/div"(#loc182))):
      %766 = arith.divf %in, %cst_13 : f32 loc(#loc382)
      linalg.yield %766 : f32 loc(#loc382)
    } -> tensor<32x16x1xf32> loc(#loc382)
    %86 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85 : tensor<32x16x1xf32>) outs(%3 : tensor<32x16x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.1)/div"(#loc182)), %out: f32 loc("jit(step)/jvp(blocks.1)/add"(#loc183))):
      %766 = arith.addf %in, %cst_12 : f32 loc(#loc383)
      linalg.yield %766 : f32 loc(#loc383)
    } -> tensor<32x16x1xf32> loc(#loc383)
    %87 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86 : tensor<32x16x1xf32>) outs(%3 : tensor<32x16x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.1)/add"(#loc183)), %out: f32 loc("jit(step)/jvp(blocks.1)/rsqrt"(#loc184))):
      %766 = math.rsqrt %in : f32 loc(#loc384)
      linalg.yield %766 : f32 loc(#loc384)
    } -> tensor<32x16x1xf32> loc(#loc384)
    %88 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87, %86 : tensor<32x16x1xf32>, tensor<32x16x1xf32>) outs(%3 : tensor<32x16x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.1)/rsqrt"(#loc184)), %in_154: f32 loc("jit(step)/jvp(blocks.1)/add"(#loc183)), %out: f32 loc("jit(step)/jvp(blocks.1)/div"(#loc184))):
      %766 = arith.divf %in, %in_154 : f32 loc(#loc385)
      linalg.yield %766 : f32 loc(#loc385)
    } -> tensor<32x16x1xf32> loc(#loc385)
    %89 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88 : tensor<32x16x1xf32>) outs(%3 : tensor<32x16x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.1)/div"(#loc184)), %out: f32 loc("jit(step)/jvp(blocks.1)/mul"(#loc184))):
      %766 = arith.mulf %in, %cst_5 : f32 loc(#loc386)
      linalg.yield %766 : f32 loc(#loc386)
    } -> tensor<32x16x1xf32> loc(#loc386)
    %90 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87 : tensor<32x16x1xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.1)/rsqrt"(#loc184)), %out: f32 loc("jit(step)/jvp(blocks.1)/mul"(#loc185))):
      linalg.yield %in : f32 loc(#loc387)
    } -> tensor<32x16x32xf32> loc(#loc387)
    %91 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81, %90 : tensor<32x16x32xf32>, tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.1)/sub"(#loc180)), %in_154: f32 loc("jit(step)/jvp(blocks.1)/mul"(#loc185)), %out: f32 loc("jit(step)/jvp(blocks.1)/mul"(#loc185))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc387)
      linalg.yield %766 : f32 loc(#loc387)
    } -> tensor<32x16x32xf32> loc(#loc387)
    %92 = linalg.generic {indexing_maps = [#map3, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg11 : tensor<32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("params[1]['ln1_g']"), %out: f32 loc("jit(step)/jvp(blocks.1)/mul"(#loc186))):
      linalg.yield %in : f32 loc(#loc388)
    } -> tensor<32x16x32xf32> loc(#loc388)
    %93 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91, %92 : tensor<32x16x32xf32>, tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.1)/mul"(#loc185)), %in_154: f32 loc("jit(step)/jvp(blocks.1)/mul"(#loc186)), %out: f32 loc("jit(step)/jvp(blocks.1)/mul"(#loc186))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc388)
      linalg.yield %766 : f32 loc(#loc388)
    } -> tensor<32x16x32xf32> loc(#loc388)
    %94 = linalg.generic {indexing_maps = [#map3, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg10 : tensor<32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("params[1]['ln1_b']"), %out: f32 loc("jit(step)/jvp(blocks.1)/add"(#loc187))):
      linalg.yield %in : f32 loc(#loc389)
    } -> tensor<32x16x32xf32> loc(#loc389)
    %95 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93, %94 : tensor<32x16x32xf32>, tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.1)/mul"(#loc186)), %in_154: f32 loc("jit(step)/jvp(blocks.1)/add"(#loc187)), %out: f32 loc("jit(step)/jvp(blocks.1)/add"(#loc187))):
      %766 = arith.addf %in, %in_154 : f32 loc(#loc389)
      linalg.yield %766 : f32 loc(#loc389)
    } -> tensor<32x16x32xf32> loc(#loc389)
    %96 = linalg.generic {indexing_maps = [#map4, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95 : tensor<32x16x32xf32>) outs(%19 : tensor<32x32x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.1)/add"(#loc187)), %out: f32 loc("jit(step)/jvp(blocks.1)/transpose"(#loc151))):
      linalg.yield %in : f32 loc(#loc215)
    } -> tensor<32x32x16xf32> loc(#loc215)
    %collapsed_27 = tensor.collapse_shape %96 [[0, 1], [2]] : tensor<32x32x16xf32> into tensor<1024x16xf32> loc(#loc216)
    %97 = linalg.matmul ins(%collapsed_27, %arg14 : tensor<1024x16xf32>, tensor<16x32xf32>) outs(%22 : tensor<1024x32xf32>) -> tensor<1024x32xf32> loc(#loc216)
    %expanded_28 = tensor.expand_shape %97 [[0, 1], [2]] output_shape [32, 32, 32] : tensor<1024x32xf32> into tensor<32x32x32xf32> loc(#loc216)
    %98 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_28 : tensor<32x32x32xf32>) outs(%24 : tensor<32x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.1)/dot_general"(#loc152)), %out: f32 loc("jit(step)/jvp(blocks.1)/integer_pow"(#loc153))):
      %766 = arith.mulf %in, %in : f32 loc(#loc217)
      linalg.yield %766 : f32 loc(#loc217)
    } -> tensor<32x32x32xf32> loc(#loc217)
    %99 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98, %expanded_28 : tensor<32x32x32xf32>, tensor<32x32x32xf32>) outs(%24 : tensor<32x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.1)/integer_pow"(#loc153)), %in_154: f32 loc("jit(step)/jvp(blocks.1)/dot_general"(#loc152)), %out: f32 loc("jit(step)/jvp(blocks.1)/integer_pow"(#loc153))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc217)
      linalg.yield %766 : f32 loc(#loc217)
    } -> tensor<32x32x32xf32> loc(#loc217)
    %100 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98 : tensor<32x32x32xf32>) outs(%24 : tensor<32x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.1)/integer_pow"(#loc153)), %out: f32 loc("jit(step)/jvp(blocks.1)/mul"(#loc153))):
      %766 = arith.mulf %in, %cst_11 : f32 loc(#loc218)
      linalg.yield %766 : f32 loc(#loc218)
    } -> tensor<32x32x32xf32> loc(#loc218)
    %101 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99 : tensor<32x32x32xf32>) outs(%24 : tensor<32x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.1)/integer_pow"(#loc153)), %out: f32 loc("jit(step)/jvp(blocks.1)/mul"(#loc153))):
      %766 = arith.mulf %in, %cst_10 : f32 loc(#loc218)
      linalg.yield %766 : f32 loc(#loc218)
    } -> tensor<32x32x32xf32> loc(#loc218)
    %102 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_28, %101 : tensor<32x32x32xf32>, tensor<32x32x32xf32>) outs(%24 : tensor<32x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.1)/dot_general"(#loc152)), %in_154: f32 loc("jit(step)/jvp(blocks.1)/mul"(#loc153)), %out: f32 loc("jit(step)/jvp(blocks.1)/add"(#loc153))):
      %766 = arith.addf %in, %in_154 : f32 loc(#loc219)
      linalg.yield %766 : f32 loc(#loc219)
    } -> tensor<32x32x32xf32> loc(#loc219)
    %103 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102 : tensor<32x32x32xf32>) outs(%24 : tensor<32x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.1)/add"(#loc153)), %out: f32 loc("jit(step)/jvp(blocks.1)/mul"(#loc153))):
      %766 = arith.mulf %in, %cst_9 : f32 loc(#loc218)
      linalg.yield %766 : f32 loc(#loc218)
    } -> tensor<32x32x32xf32> loc(#loc218)
    %104 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%103 : tensor<32x32x32xf32>) outs(%24 : tensor<32x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.1)/mul"(#loc153)), %out: f32 loc("jit(step)/jvp(blocks.1)/tanh"(#loc153))):
      %766 = math.tanh %in : f32 loc(#loc220)
      linalg.yield %766 : f32 loc(#loc220)
    } -> tensor<32x32x32xf32> loc(#loc220)
    %105 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%104 : tensor<32x32x32xf32>) outs(%24 : tensor<32x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.1)/tanh"(#loc153)), %out: f32 loc("jit(step)/jvp(blocks.1)/sub"(#loc153))):
      %766 = arith.subf %cst_8, %in : f32 loc(#loc221)
      linalg.yield %766 : f32 loc(#loc221)
    } -> tensor<32x32x32xf32> loc(#loc221)
    %106 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%104 : tensor<32x32x32xf32>) outs(%24 : tensor<32x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.1)/tanh"(#loc153)), %out: f32 loc("jit(step)/jvp(blocks.1)/add"(#loc153))):
      %766 = arith.addf %in, %cst_8 : f32 loc(#loc219)
      linalg.yield %766 : f32 loc(#loc219)
    } -> tensor<32x32x32xf32> loc(#loc219)
    %107 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106 : tensor<32x32x32xf32>) outs(%24 : tensor<32x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.1)/add"(#loc153)), %out: f32 loc("jit(step)/jvp(blocks.1)/mul"(#loc153))):
      %766 = arith.mulf %in, %cst_7 : f32 loc(#loc218)
      linalg.yield %766 : f32 loc(#loc218)
    } -> tensor<32x32x32xf32> loc(#loc218)
    %108 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_28, %107 : tensor<32x32x32xf32>, tensor<32x32x32xf32>) outs(%24 : tensor<32x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.1)/dot_general"(#loc152)), %in_154: f32 loc("jit(step)/jvp(blocks.1)/mul"(#loc153)), %out: f32 loc("jit(step)/jvp(blocks.1)/mul"(#loc153))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc218)
      linalg.yield %766 : f32 loc(#loc218)
    } -> tensor<32x32x32xf32> loc(#loc218)
    %collapsed_29 = tensor.collapse_shape %108 [[0, 1], [2]] : tensor<32x32x32xf32> into tensor<1024x32xf32> loc(#loc222)
    %109 = linalg.matmul ins(%collapsed_29, %arg15 : tensor<1024x32xf32>, tensor<32x16xf32>) outs(%37 : tensor<1024x16xf32>) -> tensor<1024x16xf32> loc(#loc222)
    %expanded_30 = tensor.expand_shape %109 [[0, 1], [2]] output_shape [32, 32, 16] : tensor<1024x16xf32> into tensor<32x32x16xf32> loc(#loc222)
    %110 = linalg.generic {indexing_maps = [#map4, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_30 : tensor<32x32x16xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.1)/dot_general"(#loc154)), %out: f32 loc("jit(step)/jvp(blocks.1)/transpose"(#loc155))):
      linalg.yield %in : f32 loc(#loc223)
    } -> tensor<32x16x32xf32> loc(#loc223)
    %111 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77, %110 : tensor<32x16x32xf32>, tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.0)/add"(#loc161)), %in_154: f32 loc("jit(step)/jvp(blocks.1)/transpose"(#loc155)), %out: f32 loc("jit(step)/jvp(blocks.1)/add"(#loc156))):
      %766 = arith.addf %in, %in_154 : f32 loc(#loc224)
      linalg.yield %766 : f32 loc(#loc224)
    } -> tensor<32x16x32xf32> loc(#loc224)
    %112 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%111 : tensor<32x16x32xf32>) outs(%1 : tensor<32x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.1)/reduce_sum"(#loc198)), %out: f32 loc("jit(step)/jvp(blocks.1)/reduce_sum"(#loc198))):
      %766 = arith.addf %out, %in : f32 loc(#loc390)
      linalg.yield %766 : f32 loc(#loc390)
    } -> tensor<32x16xf32> loc(#loc390)
    %expanded_31 = tensor.expand_shape %112 [[0], [1, 2]] output_shape [32, 16, 1] : tensor<32x16xf32> into tensor<32x16x1xf32> loc(#loc391)
    %113 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_31 : tensor<32x16x1xf32>) outs(%3 : tensor<32x16x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.1)/broadcast_in_dim"(#loc198)), %out: f32 loc("jit(step)/jvp(blocks.1)/div"(#loc198))):
      %766 = arith.divf %in, %cst_13 : f32 loc(#loc392)
      linalg.yield %766 : f32 loc(#loc392)
    } -> tensor<32x16x1xf32> loc(#loc392)
    %114 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%113 : tensor<32x16x1xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.1)/div"(#loc198)), %out: f32 loc("jit(step)/jvp(blocks.1)/sub"(#loc199))):
      linalg.yield %in : f32 loc(#loc393)
    } -> tensor<32x16x32xf32> loc(#loc393)
    %115 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111, %114 : tensor<32x16x32xf32>, tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.1)/add"(#loc156)), %in_154: f32 loc("jit(step)/jvp(blocks.1)/sub"(#loc199)), %out: f32 loc("jit(step)/jvp(blocks.1)/sub"(#loc199))):
      %766 = arith.subf %in, %in_154 : f32 loc(#loc393)
      linalg.yield %766 : f32 loc(#loc393)
    } -> tensor<32x16x32xf32> loc(#loc393)
    %116 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115 : tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.1)/sub"(#loc199)), %out: f32 loc("jit(step)/jvp(blocks.1)/integer_pow"(#loc200))):
      %766 = arith.mulf %in, %in : f32 loc(#loc394)
      linalg.yield %766 : f32 loc(#loc394)
    } -> tensor<32x16x32xf32> loc(#loc394)
    %117 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115 : tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.1)/sub"(#loc199)), %out: f32 loc("jit(step)/jvp(blocks.1)/mul"(#loc200))):
      %766 = arith.mulf %in, %cst_6 : f32 loc(#loc395)
      linalg.yield %766 : f32 loc(#loc395)
    } -> tensor<32x16x32xf32> loc(#loc395)
    %118 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%116 : tensor<32x16x32xf32>) outs(%1 : tensor<32x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.1)/reduce_sum"(#loc201)), %out: f32 loc("jit(step)/jvp(blocks.1)/reduce_sum"(#loc201))):
      %766 = arith.addf %out, %in : f32 loc(#loc396)
      linalg.yield %766 : f32 loc(#loc396)
    } -> tensor<32x16xf32> loc(#loc396)
    %expanded_32 = tensor.expand_shape %118 [[0], [1, 2]] output_shape [32, 16, 1] : tensor<32x16xf32> into tensor<32x16x1xf32> loc(#loc397)
    %119 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_32 : tensor<32x16x1xf32>) outs(%3 : tensor<32x16x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.1)/broadcast_in_dim"(#loc201)), %out: f32 loc("jit(step)/jvp(blocks.1)/div"(#loc201))):
      %766 = arith.divf %in, %cst_13 : f32 loc(#loc398)
      linalg.yield %766 : f32 loc(#loc398)
    } -> tensor<32x16x1xf32> loc(#loc398)
    %120 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%119 : tensor<32x16x1xf32>) outs(%3 : tensor<32x16x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.1)/div"(#loc201)), %out: f32 loc("jit(step)/jvp(blocks.1)/add"(#loc202))):
      %766 = arith.addf %in, %cst_12 : f32 loc(#loc399)
      linalg.yield %766 : f32 loc(#loc399)
    } -> tensor<32x16x1xf32> loc(#loc399)
    %121 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%120 : tensor<32x16x1xf32>) outs(%3 : tensor<32x16x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.1)/add"(#loc202)), %out: f32 loc("jit(step)/jvp(blocks.1)/rsqrt"(#loc203))):
      %766 = math.rsqrt %in : f32 loc(#loc400)
      linalg.yield %766 : f32 loc(#loc400)
    } -> tensor<32x16x1xf32> loc(#loc400)
    %122 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%121, %120 : tensor<32x16x1xf32>, tensor<32x16x1xf32>) outs(%3 : tensor<32x16x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.1)/rsqrt"(#loc203)), %in_154: f32 loc("jit(step)/jvp(blocks.1)/add"(#loc202)), %out: f32 loc("jit(step)/jvp(blocks.1)/div"(#loc203))):
      %766 = arith.divf %in, %in_154 : f32 loc(#loc401)
      linalg.yield %766 : f32 loc(#loc401)
    } -> tensor<32x16x1xf32> loc(#loc401)
    %123 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122 : tensor<32x16x1xf32>) outs(%3 : tensor<32x16x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.1)/div"(#loc203)), %out: f32 loc("jit(step)/jvp(blocks.1)/mul"(#loc203))):
      %766 = arith.mulf %in, %cst_5 : f32 loc(#loc402)
      linalg.yield %766 : f32 loc(#loc402)
    } -> tensor<32x16x1xf32> loc(#loc402)
    %124 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%121 : tensor<32x16x1xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.1)/rsqrt"(#loc203)), %out: f32 loc("jit(step)/jvp(blocks.1)/mul"(#loc204))):
      linalg.yield %in : f32 loc(#loc403)
    } -> tensor<32x16x32xf32> loc(#loc403)
    %125 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115, %124 : tensor<32x16x32xf32>, tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.1)/sub"(#loc199)), %in_154: f32 loc("jit(step)/jvp(blocks.1)/mul"(#loc204)), %out: f32 loc("jit(step)/jvp(blocks.1)/mul"(#loc204))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc403)
      linalg.yield %766 : f32 loc(#loc403)
    } -> tensor<32x16x32xf32> loc(#loc403)
    %126 = linalg.generic {indexing_maps = [#map3, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg13 : tensor<32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("params[1]['ln2_g']"), %out: f32 loc("jit(step)/jvp(blocks.1)/mul"(#loc205))):
      linalg.yield %in : f32 loc(#loc404)
    } -> tensor<32x16x32xf32> loc(#loc404)
    %127 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125, %126 : tensor<32x16x32xf32>, tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.1)/mul"(#loc204)), %in_154: f32 loc("jit(step)/jvp(blocks.1)/mul"(#loc205)), %out: f32 loc("jit(step)/jvp(blocks.1)/mul"(#loc205))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc404)
      linalg.yield %766 : f32 loc(#loc404)
    } -> tensor<32x16x32xf32> loc(#loc404)
    %128 = linalg.generic {indexing_maps = [#map3, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg12 : tensor<32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("params[1]['ln2_b']"), %out: f32 loc("jit(step)/jvp(blocks.1)/add"(#loc206))):
      linalg.yield %in : f32 loc(#loc405)
    } -> tensor<32x16x32xf32> loc(#loc405)
    %129 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%127, %128 : tensor<32x16x32xf32>, tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.1)/mul"(#loc205)), %in_154: f32 loc("jit(step)/jvp(blocks.1)/add"(#loc206)), %out: f32 loc("jit(step)/jvp(blocks.1)/add"(#loc206))):
      %766 = arith.addf %in, %in_154 : f32 loc(#loc405)
      linalg.yield %766 : f32 loc(#loc405)
    } -> tensor<32x16x32xf32> loc(#loc405)
    %collapsed_33 = tensor.collapse_shape %129 [[0, 1], [2]] : tensor<32x16x32xf32> into tensor<512x32xf32> loc(#loc225)
    %130 = linalg.matmul ins(%collapsed_33, %arg8 : tensor<512x32xf32>, tensor<32x64xf32>) outs(%60 : tensor<512x64xf32>) -> tensor<512x64xf32> loc(#loc225)
    %expanded_34 = tensor.expand_shape %130 [[0, 1], [2]] output_shape [32, 16, 64] : tensor<512x64xf32> into tensor<32x16x64xf32> loc(#loc225)
    %131 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_34 : tensor<32x16x64xf32>) outs(%62 : tensor<32x16x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.1)/dot_general"(#loc158)), %out: f32 loc("jit(step)/jvp(blocks.1)/integer_pow"(#loc159))):
      %766 = arith.mulf %in, %in : f32 loc(#loc226)
      linalg.yield %766 : f32 loc(#loc226)
    } -> tensor<32x16x64xf32> loc(#loc226)
    %132 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%131, %expanded_34 : tensor<32x16x64xf32>, tensor<32x16x64xf32>) outs(%62 : tensor<32x16x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.1)/integer_pow"(#loc159)), %in_154: f32 loc("jit(step)/jvp(blocks.1)/dot_general"(#loc158)), %out: f32 loc("jit(step)/jvp(blocks.1)/integer_pow"(#loc159))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc226)
      linalg.yield %766 : f32 loc(#loc226)
    } -> tensor<32x16x64xf32> loc(#loc226)
    %133 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%131 : tensor<32x16x64xf32>) outs(%62 : tensor<32x16x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.1)/integer_pow"(#loc159)), %out: f32 loc("jit(step)/jvp(blocks.1)/mul"(#loc159))):
      %766 = arith.mulf %in, %cst_11 : f32 loc(#loc227)
      linalg.yield %766 : f32 loc(#loc227)
    } -> tensor<32x16x64xf32> loc(#loc227)
    %134 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132 : tensor<32x16x64xf32>) outs(%62 : tensor<32x16x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.1)/integer_pow"(#loc159)), %out: f32 loc("jit(step)/jvp(blocks.1)/mul"(#loc159))):
      %766 = arith.mulf %in, %cst_10 : f32 loc(#loc227)
      linalg.yield %766 : f32 loc(#loc227)
    } -> tensor<32x16x64xf32> loc(#loc227)
    %135 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_34, %134 : tensor<32x16x64xf32>, tensor<32x16x64xf32>) outs(%62 : tensor<32x16x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.1)/dot_general"(#loc158)), %in_154: f32 loc("jit(step)/jvp(blocks.1)/mul"(#loc159)), %out: f32 loc("jit(step)/jvp(blocks.1)/add"(#loc159))):
      %766 = arith.addf %in, %in_154 : f32 loc(#loc228)
      linalg.yield %766 : f32 loc(#loc228)
    } -> tensor<32x16x64xf32> loc(#loc228)
    %136 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135 : tensor<32x16x64xf32>) outs(%62 : tensor<32x16x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.1)/add"(#loc159)), %out: f32 loc("jit(step)/jvp(blocks.1)/mul"(#loc159))):
      %766 = arith.mulf %in, %cst_9 : f32 loc(#loc227)
      linalg.yield %766 : f32 loc(#loc227)
    } -> tensor<32x16x64xf32> loc(#loc227)
    %137 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136 : tensor<32x16x64xf32>) outs(%62 : tensor<32x16x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.1)/mul"(#loc159)), %out: f32 loc("jit(step)/jvp(blocks.1)/tanh"(#loc159))):
      %766 = math.tanh %in : f32 loc(#loc229)
      linalg.yield %766 : f32 loc(#loc229)
    } -> tensor<32x16x64xf32> loc(#loc229)
    %138 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%137 : tensor<32x16x64xf32>) outs(%62 : tensor<32x16x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.1)/tanh"(#loc159)), %out: f32 loc("jit(step)/jvp(blocks.1)/sub"(#loc159))):
      %766 = arith.subf %cst_8, %in : f32 loc(#loc230)
      linalg.yield %766 : f32 loc(#loc230)
    } -> tensor<32x16x64xf32> loc(#loc230)
    %139 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%137 : tensor<32x16x64xf32>) outs(%62 : tensor<32x16x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.1)/tanh"(#loc159)), %out: f32 loc("jit(step)/jvp(blocks.1)/add"(#loc159))):
      %766 = arith.addf %in, %cst_8 : f32 loc(#loc228)
      linalg.yield %766 : f32 loc(#loc228)
    } -> tensor<32x16x64xf32> loc(#loc228)
    %140 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%139 : tensor<32x16x64xf32>) outs(%62 : tensor<32x16x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.1)/add"(#loc159)), %out: f32 loc("jit(step)/jvp(blocks.1)/mul"(#loc159))):
      %766 = arith.mulf %in, %cst_7 : f32 loc(#loc227)
      linalg.yield %766 : f32 loc(#loc227)
    } -> tensor<32x16x64xf32> loc(#loc227)
    %141 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_34, %140 : tensor<32x16x64xf32>, tensor<32x16x64xf32>) outs(%62 : tensor<32x16x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.1)/dot_general"(#loc158)), %in_154: f32 loc("jit(step)/jvp(blocks.1)/mul"(#loc159)), %out: f32 loc("jit(step)/jvp(blocks.1)/mul"(#loc159))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc227)
      linalg.yield %766 : f32 loc(#loc227)
    } -> tensor<32x16x64xf32> loc(#loc227)
    %collapsed_35 = tensor.collapse_shape %141 [[0, 1], [2]] : tensor<32x16x64xf32> into tensor<512x64xf32> loc(#loc231)
    %142 = linalg.matmul ins(%collapsed_35, %arg9 : tensor<512x64xf32>, tensor<64x32xf32>) outs(%75 : tensor<512x32xf32>) -> tensor<512x32xf32> loc(#loc231)
    %expanded_36 = tensor.expand_shape %142 [[0, 1], [2]] output_shape [32, 16, 32] : tensor<512x32xf32> into tensor<32x16x32xf32> loc(#loc231)
    %143 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111, %expanded_36 : tensor<32x16x32xf32>, tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.1)/add"(#loc156)), %in_154: f32 loc("jit(step)/jvp(blocks.1)/dot_general"(#loc160)), %out: f32 loc("jit(step)/jvp(blocks.1)/add"(#loc161))):
      %766 = arith.addf %in, %in_154 : f32 loc(#loc232)
      linalg.yield %766 : f32 loc(#loc232)
    } -> tensor<32x16x32xf32> loc(#loc232)
    %144 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%143 : tensor<32x16x32xf32>) outs(%1 : tensor<32x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.2)/reduce_sum"(#loc179)), %out: f32 loc("jit(step)/jvp(blocks.2)/reduce_sum"(#loc179))):
      %766 = arith.addf %out, %in : f32 loc(#loc406)
      linalg.yield %766 : f32 loc(#loc406)
    } -> tensor<32x16xf32> loc(#loc406)
    %expanded_37 = tensor.expand_shape %144 [[0], [1, 2]] output_shape [32, 16, 1] : tensor<32x16xf32> into tensor<32x16x1xf32> loc(#loc407)
    %145 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_37 : tensor<32x16x1xf32>) outs(%3 : tensor<32x16x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.2)/broadcast_in_dim"(#loc179)), %out: f32 loc("jit(step)/jvp(blocks.2)/div"(#loc179))):
      %766 = arith.divf %in, %cst_13 : f32 loc(#loc408)
      linalg.yield %766 : f32 loc(#loc408)
    } -> tensor<32x16x1xf32> loc(#loc408)
    %146 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%145 : tensor<32x16x1xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.2)/div"(#loc179)), %out: f32 loc("jit(step)/jvp(blocks.2)/sub"(#loc180))):
      linalg.yield %in : f32 loc(#loc409)
    } -> tensor<32x16x32xf32> loc(#loc409)
    %147 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143, %146 : tensor<32x16x32xf32>, tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.1)/add"(#loc161)), %in_154: f32 loc("jit(step)/jvp(blocks.2)/sub"(#loc180)), %out: f32 loc("jit(step)/jvp(blocks.2)/sub"(#loc180))):
      %766 = arith.subf %in, %in_154 : f32 loc(#loc409)
      linalg.yield %766 : f32 loc(#loc409)
    } -> tensor<32x16x32xf32> loc(#loc409)
    %148 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%147 : tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.2)/sub"(#loc180)), %out: f32 loc("jit(step)/jvp(blocks.2)/integer_pow"(#loc181))):
      %766 = arith.mulf %in, %in : f32 loc(#loc410)
      linalg.yield %766 : f32 loc(#loc410)
    } -> tensor<32x16x32xf32> loc(#loc410)
    %149 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%147 : tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.2)/sub"(#loc180)), %out: f32 loc("jit(step)/jvp(blocks.2)/mul"(#loc181))):
      %766 = arith.mulf %in, %cst_6 : f32 loc(#loc411)
      linalg.yield %766 : f32 loc(#loc411)
    } -> tensor<32x16x32xf32> loc(#loc411)
    %150 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%148 : tensor<32x16x32xf32>) outs(%1 : tensor<32x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.2)/reduce_sum"(#loc182)), %out: f32 loc("jit(step)/jvp(blocks.2)/reduce_sum"(#loc182))):
      %766 = arith.addf %out, %in : f32 loc(#loc412)
      linalg.yield %766 : f32 loc(#loc412)
    } -> tensor<32x16xf32> loc(#loc412)
    %expanded_38 = tensor.expand_shape %150 [[0], [1, 2]] output_shape [32, 16, 1] : tensor<32x16xf32> into tensor<32x16x1xf32> loc(#loc413)
    %151 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_38 : tensor<32x16x1xf32>) outs(%3 : tensor<32x16x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.2)/broadcast_in_dim"(#loc182)), %out: f32 loc("jit(step)/jvp(blocks.2)/div"(#loc182))):
      %766 = arith.divf %in, %cst_13 : f32 loc(#loc414)
      linalg.yield %766 : f32 loc(#loc414)
    } -> tensor<32x16x1xf32> loc(#loc414)
    %152 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151 : tensor<32x16x1xf32>) outs(%3 : tensor<32x16x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.2)/div"(#loc182)), %out: f32 loc("jit(step)/jvp(blocks.2)/add"(#loc183))):
      %766 = arith.addf %in, %cst_12 : f32 loc(#loc415)
      linalg.yield %766 : f32 loc(#loc415)
    } -> tensor<32x16x1xf32> loc(#loc415)
    %153 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152 : tensor<32x16x1xf32>) outs(%3 : tensor<32x16x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.2)/add"(#loc183)), %out: f32 loc("jit(step)/jvp(blocks.2)/rsqrt"(#loc184))):
      %766 = math.rsqrt %in : f32 loc(#loc416)
      linalg.yield %766 : f32 loc(#loc416)
    } -> tensor<32x16x1xf32> loc(#loc416)
    %154 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153, %152 : tensor<32x16x1xf32>, tensor<32x16x1xf32>) outs(%3 : tensor<32x16x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.2)/rsqrt"(#loc184)), %in_154: f32 loc("jit(step)/jvp(blocks.2)/add"(#loc183)), %out: f32 loc("jit(step)/jvp(blocks.2)/div"(#loc184))):
      %766 = arith.divf %in, %in_154 : f32 loc(#loc417)
      linalg.yield %766 : f32 loc(#loc417)
    } -> tensor<32x16x1xf32> loc(#loc417)
    %155 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%154 : tensor<32x16x1xf32>) outs(%3 : tensor<32x16x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.2)/div"(#loc184)), %out: f32 loc("jit(step)/jvp(blocks.2)/mul"(#loc184))):
      %766 = arith.mulf %in, %cst_5 : f32 loc(#loc418)
      linalg.yield %766 : f32 loc(#loc418)
    } -> tensor<32x16x1xf32> loc(#loc418)
    %156 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153 : tensor<32x16x1xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.2)/rsqrt"(#loc184)), %out: f32 loc("jit(step)/jvp(blocks.2)/mul"(#loc185))):
      linalg.yield %in : f32 loc(#loc419)
    } -> tensor<32x16x32xf32> loc(#loc419)
    %157 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%147, %156 : tensor<32x16x32xf32>, tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.2)/sub"(#loc180)), %in_154: f32 loc("jit(step)/jvp(blocks.2)/mul"(#loc185)), %out: f32 loc("jit(step)/jvp(blocks.2)/mul"(#loc185))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc419)
      linalg.yield %766 : f32 loc(#loc419)
    } -> tensor<32x16x32xf32> loc(#loc419)
    %158 = linalg.generic {indexing_maps = [#map3, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg19 : tensor<32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("params[2]['ln1_g']"), %out: f32 loc("jit(step)/jvp(blocks.2)/mul"(#loc186))):
      linalg.yield %in : f32 loc(#loc420)
    } -> tensor<32x16x32xf32> loc(#loc420)
    %159 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%157, %158 : tensor<32x16x32xf32>, tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.2)/mul"(#loc185)), %in_154: f32 loc("jit(step)/jvp(blocks.2)/mul"(#loc186)), %out: f32 loc("jit(step)/jvp(blocks.2)/mul"(#loc186))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc420)
      linalg.yield %766 : f32 loc(#loc420)
    } -> tensor<32x16x32xf32> loc(#loc420)
    %160 = linalg.generic {indexing_maps = [#map3, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg18 : tensor<32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("params[2]['ln1_b']"), %out: f32 loc("jit(step)/jvp(blocks.2)/add"(#loc187))):
      linalg.yield %in : f32 loc(#loc421)
    } -> tensor<32x16x32xf32> loc(#loc421)
    %161 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%159, %160 : tensor<32x16x32xf32>, tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.2)/mul"(#loc186)), %in_154: f32 loc("jit(step)/jvp(blocks.2)/add"(#loc187)), %out: f32 loc("jit(step)/jvp(blocks.2)/add"(#loc187))):
      %766 = arith.addf %in, %in_154 : f32 loc(#loc421)
      linalg.yield %766 : f32 loc(#loc421)
    } -> tensor<32x16x32xf32> loc(#loc421)
    %162 = linalg.generic {indexing_maps = [#map4, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%161 : tensor<32x16x32xf32>) outs(%19 : tensor<32x32x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.2)/add"(#loc187)), %out: f32 loc("jit(step)/jvp(blocks.2)/transpose"(#loc151))):
      linalg.yield %in : f32 loc(#loc233)
    } -> tensor<32x32x16xf32> loc(#loc233)
    %collapsed_39 = tensor.collapse_shape %162 [[0, 1], [2]] : tensor<32x32x16xf32> into tensor<1024x16xf32> loc(#loc234)
    %163 = linalg.matmul ins(%collapsed_39, %arg22 : tensor<1024x16xf32>, tensor<16x32xf32>) outs(%22 : tensor<1024x32xf32>) -> tensor<1024x32xf32> loc(#loc234)
    %expanded_40 = tensor.expand_shape %163 [[0, 1], [2]] output_shape [32, 32, 32] : tensor<1024x32xf32> into tensor<32x32x32xf32> loc(#loc234)
    %164 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_40 : tensor<32x32x32xf32>) outs(%24 : tensor<32x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.2)/dot_general"(#loc152)), %out: f32 loc("jit(step)/jvp(blocks.2)/integer_pow"(#loc153))):
      %766 = arith.mulf %in, %in : f32 loc(#loc235)
      linalg.yield %766 : f32 loc(#loc235)
    } -> tensor<32x32x32xf32> loc(#loc235)
    %165 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%164, %expanded_40 : tensor<32x32x32xf32>, tensor<32x32x32xf32>) outs(%24 : tensor<32x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.2)/integer_pow"(#loc153)), %in_154: f32 loc("jit(step)/jvp(blocks.2)/dot_general"(#loc152)), %out: f32 loc("jit(step)/jvp(blocks.2)/integer_pow"(#loc153))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc235)
      linalg.yield %766 : f32 loc(#loc235)
    } -> tensor<32x32x32xf32> loc(#loc235)
    %166 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%164 : tensor<32x32x32xf32>) outs(%24 : tensor<32x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.2)/integer_pow"(#loc153)), %out: f32 loc("jit(step)/jvp(blocks.2)/mul"(#loc153))):
      %766 = arith.mulf %in, %cst_11 : f32 loc(#loc236)
      linalg.yield %766 : f32 loc(#loc236)
    } -> tensor<32x32x32xf32> loc(#loc236)
    %167 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%165 : tensor<32x32x32xf32>) outs(%24 : tensor<32x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.2)/integer_pow"(#loc153)), %out: f32 loc("jit(step)/jvp(blocks.2)/mul"(#loc153))):
      %766 = arith.mulf %in, %cst_10 : f32 loc(#loc236)
      linalg.yield %766 : f32 loc(#loc236)
    } -> tensor<32x32x32xf32> loc(#loc236)
    %168 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_40, %167 : tensor<32x32x32xf32>, tensor<32x32x32xf32>) outs(%24 : tensor<32x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.2)/dot_general"(#loc152)), %in_154: f32 loc("jit(step)/jvp(blocks.2)/mul"(#loc153)), %out: f32 loc("jit(step)/jvp(blocks.2)/add"(#loc153))):
      %766 = arith.addf %in, %in_154 : f32 loc(#loc237)
      linalg.yield %766 : f32 loc(#loc237)
    } -> tensor<32x32x32xf32> loc(#loc237)
    %169 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%168 : tensor<32x32x32xf32>) outs(%24 : tensor<32x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.2)/add"(#loc153)), %out: f32 loc("jit(step)/jvp(blocks.2)/mul"(#loc153))):
      %766 = arith.mulf %in, %cst_9 : f32 loc(#loc236)
      linalg.yield %766 : f32 loc(#loc236)
    } -> tensor<32x32x32xf32> loc(#loc236)
    %170 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%169 : tensor<32x32x32xf32>) outs(%24 : tensor<32x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.2)/mul"(#loc153)), %out: f32 loc("jit(step)/jvp(blocks.2)/tanh"(#loc153))):
      %766 = math.tanh %in : f32 loc(#loc238)
      linalg.yield %766 : f32 loc(#loc238)
    } -> tensor<32x32x32xf32> loc(#loc238)
    %171 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%170 : tensor<32x32x32xf32>) outs(%24 : tensor<32x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.2)/tanh"(#loc153)), %out: f32 loc("jit(step)/jvp(blocks.2)/sub"(#loc153))):
      %766 = arith.subf %cst_8, %in : f32 loc(#loc239)
      linalg.yield %766 : f32 loc(#loc239)
    } -> tensor<32x32x32xf32> loc(#loc239)
    %172 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%170 : tensor<32x32x32xf32>) outs(%24 : tensor<32x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.2)/tanh"(#loc153)), %out: f32 loc("jit(step)/jvp(blocks.2)/add"(#loc153))):
      %766 = arith.addf %in, %cst_8 : f32 loc(#loc237)
      linalg.yield %766 : f32 loc(#loc237)
    } -> tensor<32x32x32xf32> loc(#loc237)
    %173 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%172 : tensor<32x32x32xf32>) outs(%24 : tensor<32x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.2)/add"(#loc153)), %out: f32 loc("jit(step)/jvp(blocks.2)/mul"(#loc153))):
      %766 = arith.mulf %in, %cst_7 : f32 loc(#loc236)
      linalg.yield %766 : f32 loc(#loc236)
    } -> tensor<32x32x32xf32> loc(#loc236)
    %174 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_40, %173 : tensor<32x32x32xf32>, tensor<32x32x32xf32>) outs(%24 : tensor<32x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.2)/dot_general"(#loc152)), %in_154: f32 loc("jit(step)/jvp(blocks.2)/mul"(#loc153)), %out: f32 loc("jit(step)/jvp(blocks.2)/mul"(#loc153))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc236)
      linalg.yield %766 : f32 loc(#loc236)
    } -> tensor<32x32x32xf32> loc(#loc236)
    %collapsed_41 = tensor.collapse_shape %174 [[0, 1], [2]] : tensor<32x32x32xf32> into tensor<1024x32xf32> loc(#loc240)
    %175 = linalg.matmul ins(%collapsed_41, %arg23 : tensor<1024x32xf32>, tensor<32x16xf32>) outs(%37 : tensor<1024x16xf32>) -> tensor<1024x16xf32> loc(#loc240)
    %expanded_42 = tensor.expand_shape %175 [[0, 1], [2]] output_shape [32, 32, 16] : tensor<1024x16xf32> into tensor<32x32x16xf32> loc(#loc240)
    %176 = linalg.generic {indexing_maps = [#map4, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_42 : tensor<32x32x16xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.2)/dot_general"(#loc154)), %out: f32 loc("jit(step)/jvp(blocks.2)/transpose"(#loc155))):
      linalg.yield %in : f32 loc(#loc241)
    } -> tensor<32x16x32xf32> loc(#loc241)
    %177 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143, %176 : tensor<32x16x32xf32>, tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.1)/add"(#loc161)), %in_154: f32 loc("jit(step)/jvp(blocks.2)/transpose"(#loc155)), %out: f32 loc("jit(step)/jvp(blocks.2)/add"(#loc156))):
      %766 = arith.addf %in, %in_154 : f32 loc(#loc242)
      linalg.yield %766 : f32 loc(#loc242)
    } -> tensor<32x16x32xf32> loc(#loc242)
    %178 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%177 : tensor<32x16x32xf32>) outs(%1 : tensor<32x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.2)/reduce_sum"(#loc198)), %out: f32 loc("jit(step)/jvp(blocks.2)/reduce_sum"(#loc198))):
      %766 = arith.addf %out, %in : f32 loc(#loc422)
      linalg.yield %766 : f32 loc(#loc422)
    } -> tensor<32x16xf32> loc(#loc422)
    %expanded_43 = tensor.expand_shape %178 [[0], [1, 2]] output_shape [32, 16, 1] : tensor<32x16xf32> into tensor<32x16x1xf32> loc(#loc423)
    %179 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_43 : tensor<32x16x1xf32>) outs(%3 : tensor<32x16x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.2)/broadcast_in_dim"(#loc198)), %out: f32 loc("jit(step)/jvp(blocks.2)/div"(#loc198))):
      %766 = arith.divf %in, %cst_13 : f32 loc(#loc424)
      linalg.yield %766 : f32 loc(#loc424)
    } -> tensor<32x16x1xf32> loc(#loc424)
    %180 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%179 : tensor<32x16x1xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.2)/div"(#loc198)), %out: f32 loc("jit(step)/jvp(blocks.2)/sub"(#loc199))):
      linalg.yield %in : f32 loc(#loc425)
    } -> tensor<32x16x32xf32> loc(#loc425)
    %181 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%177, %180 : tensor<32x16x32xf32>, tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.2)/add"(#loc156)), %in_154: f32 loc("jit(step)/jvp(blocks.2)/sub"(#loc199)), %out: f32 loc("jit(step)/jvp(blocks.2)/sub"(#loc199))):
      %766 = arith.subf %in, %in_154 : f32 loc(#loc425)
      linalg.yield %766 : f32 loc(#loc425)
    } -> tensor<32x16x32xf32> loc(#loc425)
    %182 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%181 : tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.2)/sub"(#loc199)), %out: f32 loc("jit(step)/jvp(blocks.2)/integer_pow"(#loc200))):
      %766 = arith.mulf %in, %in : f32 loc(#loc426)
      linalg.yield %766 : f32 loc(#loc426)
    } -> tensor<32x16x32xf32> loc(#loc426)
    %183 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%181 : tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.2)/sub"(#loc199)), %out: f32 loc("jit(step)/jvp(blocks.2)/mul"(#loc200))):
      %766 = arith.mulf %in, %cst_6 : f32 loc(#loc427)
      linalg.yield %766 : f32 loc(#loc427)
    } -> tensor<32x16x32xf32> loc(#loc427)
    %184 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%182 : tensor<32x16x32xf32>) outs(%1 : tensor<32x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.2)/reduce_sum"(#loc201)), %out: f32 loc("jit(step)/jvp(blocks.2)/reduce_sum"(#loc201))):
      %766 = arith.addf %out, %in : f32 loc(#loc428)
      linalg.yield %766 : f32 loc(#loc428)
    } -> tensor<32x16xf32> loc(#loc428)
    %expanded_44 = tensor.expand_shape %184 [[0], [1, 2]] output_shape [32, 16, 1] : tensor<32x16xf32> into tensor<32x16x1xf32> loc(#loc429)
    %185 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_44 : tensor<32x16x1xf32>) outs(%3 : tensor<32x16x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.2)/broadcast_in_dim"(#loc201)), %out: f32 loc("jit(step)/jvp(blocks.2)/div"(#loc201))):
      %766 = arith.divf %in, %cst_13 : f32 loc(#loc430)
      linalg.yield %766 : f32 loc(#loc430)
    } -> tensor<32x16x1xf32> loc(#loc430)
    %186 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%185 : tensor<32x16x1xf32>) outs(%3 : tensor<32x16x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.2)/div"(#loc201)), %out: f32 loc("jit(step)/jvp(blocks.2)/add"(#loc202))):
      %766 = arith.addf %in, %cst_12 : f32 loc(#loc431)
      linalg.yield %766 : f32 loc(#loc431)
    } -> tensor<32x16x1xf32> loc(#loc431)
    %187 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%186 : tensor<32x16x1xf32>) outs(%3 : tensor<32x16x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.2)/add"(#loc202)), %out: f32 loc("jit(step)/jvp(blocks.2)/rsqrt"(#loc203))):
      %766 = math.rsqrt %in : f32 loc(#loc432)
      linalg.yield %766 : f32 loc(#loc432)
    } -> tensor<32x16x1xf32> loc(#loc432)
    %188 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%187, %186 : tensor<32x16x1xf32>, tensor<32x16x1xf32>) outs(%3 : tensor<32x16x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.2)/rsqrt"(#loc203)), %in_154: f32 loc("jit(step)/jvp(blocks.2)/add"(#loc202)), %out: f32 loc("jit(step)/jvp(blocks.2)/div"(#loc203))):
      %766 = arith.divf %in, %in_154 : f32 loc(#loc433)
      linalg.yield %766 : f32 loc(#loc433)
    } -> tensor<32x16x1xf32> loc(#loc433)
    %189 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%188 : tensor<32x16x1xf32>) outs(%3 : tensor<32x16x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.2)/div"(#loc203)), %out: f32 loc("jit(step)/jvp(blocks.2)/mul"(#loc203))):
      %766 = arith.mulf %in, %cst_5 : f32 loc(#loc434)
      linalg.yield %766 : f32 loc(#loc434)
    } -> tensor<32x16x1xf32> loc(#loc434)
    %190 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%187 : tensor<32x16x1xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.2)/rsqrt"(#loc203)), %out: f32 loc("jit(step)/jvp(blocks.2)/mul"(#loc204))):
      linalg.yield %in : f32 loc(#loc435)
    } -> tensor<32x16x32xf32> loc(#loc435)
    %191 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%181, %190 : tensor<32x16x32xf32>, tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.2)/sub"(#loc199)), %in_154: f32 loc("jit(step)/jvp(blocks.2)/mul"(#loc204)), %out: f32 loc("jit(step)/jvp(blocks.2)/mul"(#loc204))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc435)
      linalg.yield %766 : f32 loc(#loc435)
    } -> tensor<32x16x32xf32> loc(#loc435)
    %192 = linalg.generic {indexing_maps = [#map3, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg21 : tensor<32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("params[2]['ln2_g']"), %out: f32 loc("jit(step)/jvp(blocks.2)/mul"(#loc205))):
      linalg.yield %in : f32 loc(#loc436)
    } -> tensor<32x16x32xf32> loc(#loc436)
    %193 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%191, %192 : tensor<32x16x32xf32>, tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.2)/mul"(#loc204)), %in_154: f32 loc("jit(step)/jvp(blocks.2)/mul"(#loc205)), %out: f32 loc("jit(step)/jvp(blocks.2)/mul"(#loc205))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc436)
      linalg.yield %766 : f32 loc(#loc436)
    } -> tensor<32x16x32xf32> loc(#loc436)
    %194 = linalg.generic {indexing_maps = [#map3, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg20 : tensor<32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("params[2]['ln2_b']"), %out: f32 loc("jit(step)/jvp(blocks.2)/add"(#loc206))):
      linalg.yield %in : f32 loc(#loc437)
    } -> tensor<32x16x32xf32> loc(#loc437)
    %195 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%193, %194 : tensor<32x16x32xf32>, tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.2)/mul"(#loc205)), %in_154: f32 loc("jit(step)/jvp(blocks.2)/add"(#loc206)), %out: f32 loc("jit(step)/jvp(blocks.2)/add"(#loc206))):
      %766 = arith.addf %in, %in_154 : f32 loc(#loc437)
      linalg.yield %766 : f32 loc(#loc437)
    } -> tensor<32x16x32xf32> loc(#loc437)
    %collapsed_45 = tensor.collapse_shape %195 [[0, 1], [2]] : tensor<32x16x32xf32> into tensor<512x32xf32> loc(#loc243)
    %196 = linalg.matmul ins(%collapsed_45, %arg16 : tensor<512x32xf32>, tensor<32x64xf32>) outs(%60 : tensor<512x64xf32>) -> tensor<512x64xf32> loc(#loc243)
    %expanded_46 = tensor.expand_shape %196 [[0, 1], [2]] output_shape [32, 16, 64] : tensor<512x64xf32> into tensor<32x16x64xf32> loc(#loc243)
    %197 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_46 : tensor<32x16x64xf32>) outs(%62 : tensor<32x16x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.2)/dot_general"(#loc158)), %out: f32 loc("jit(step)/jvp(blocks.2)/integer_pow"(#loc159))):
      %766 = arith.mulf %in, %in : f32 loc(#loc244)
      linalg.yield %766 : f32 loc(#loc244)
    } -> tensor<32x16x64xf32> loc(#loc244)
    %198 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%197, %expanded_46 : tensor<32x16x64xf32>, tensor<32x16x64xf32>) outs(%62 : tensor<32x16x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.2)/integer_pow"(#loc159)), %in_154: f32 loc("jit(step)/jvp(blocks.2)/dot_general"(#loc158)), %out: f32 loc("jit(step)/jvp(blocks.2)/integer_pow"(#loc159))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc244)
      linalg.yield %766 : f32 loc(#loc244)
    } -> tensor<32x16x64xf32> loc(#loc244)
    %199 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%197 : tensor<32x16x64xf32>) outs(%62 : tensor<32x16x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.2)/integer_pow"(#loc159)), %out: f32 loc("jit(step)/jvp(blocks.2)/mul"(#loc159))):
      %766 = arith.mulf %in, %cst_11 : f32 loc(#loc245)
      linalg.yield %766 : f32 loc(#loc245)
    } -> tensor<32x16x64xf32> loc(#loc245)
    %200 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%198 : tensor<32x16x64xf32>) outs(%62 : tensor<32x16x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.2)/integer_pow"(#loc159)), %out: f32 loc("jit(step)/jvp(blocks.2)/mul"(#loc159))):
      %766 = arith.mulf %in, %cst_10 : f32 loc(#loc245)
      linalg.yield %766 : f32 loc(#loc245)
    } -> tensor<32x16x64xf32> loc(#loc245)
    %201 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_46, %200 : tensor<32x16x64xf32>, tensor<32x16x64xf32>) outs(%62 : tensor<32x16x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.2)/dot_general"(#loc158)), %in_154: f32 loc("jit(step)/jvp(blocks.2)/mul"(#loc159)), %out: f32 loc("jit(step)/jvp(blocks.2)/add"(#loc159))):
      %766 = arith.addf %in, %in_154 : f32 loc(#loc246)
      linalg.yield %766 : f32 loc(#loc246)
    } -> tensor<32x16x64xf32> loc(#loc246)
    %202 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%201 : tensor<32x16x64xf32>) outs(%62 : tensor<32x16x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.2)/add"(#loc159)), %out: f32 loc("jit(step)/jvp(blocks.2)/mul"(#loc159))):
      %766 = arith.mulf %in, %cst_9 : f32 loc(#loc245)
      linalg.yield %766 : f32 loc(#loc245)
    } -> tensor<32x16x64xf32> loc(#loc245)
    %203 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%202 : tensor<32x16x64xf32>) outs(%62 : tensor<32x16x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.2)/mul"(#loc159)), %out: f32 loc("jit(step)/jvp(blocks.2)/tanh"(#loc159))):
      %766 = math.tanh %in : f32 loc(#loc247)
      linalg.yield %766 : f32 loc(#loc247)
    } -> tensor<32x16x64xf32> loc(#loc247)
    %204 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%203 : tensor<32x16x64xf32>) outs(%62 : tensor<32x16x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.2)/tanh"(#loc159)), %out: f32 loc("jit(step)/jvp(blocks.2)/sub"(#loc159))):
      %766 = arith.subf %cst_8, %in : f32 loc(#loc248)
      linalg.yield %766 : f32 loc(#loc248)
    } -> tensor<32x16x64xf32> loc(#loc248)
    %205 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%203 : tensor<32x16x64xf32>) outs(%62 : tensor<32x16x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.2)/tanh"(#loc159)), %out: f32 loc("jit(step)/jvp(blocks.2)/add"(#loc159))):
      %766 = arith.addf %in, %cst_8 : f32 loc(#loc246)
      linalg.yield %766 : f32 loc(#loc246)
    } -> tensor<32x16x64xf32> loc(#loc246)
    %206 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%205 : tensor<32x16x64xf32>) outs(%62 : tensor<32x16x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.2)/add"(#loc159)), %out: f32 loc("jit(step)/jvp(blocks.2)/mul"(#loc159))):
      %766 = arith.mulf %in, %cst_7 : f32 loc(#loc245)
      linalg.yield %766 : f32 loc(#loc245)
    } -> tensor<32x16x64xf32> loc(#loc245)
    %207 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_46, %206 : tensor<32x16x64xf32>, tensor<32x16x64xf32>) outs(%62 : tensor<32x16x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.2)/dot_general"(#loc158)), %in_154: f32 loc("jit(step)/jvp(blocks.2)/mul"(#loc159)), %out: f32 loc("jit(step)/jvp(blocks.2)/mul"(#loc159))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc245)
      linalg.yield %766 : f32 loc(#loc245)
    } -> tensor<32x16x64xf32> loc(#loc245)
    %collapsed_47 = tensor.collapse_shape %207 [[0, 1], [2]] : tensor<32x16x64xf32> into tensor<512x64xf32> loc(#loc249)
    %208 = linalg.matmul ins(%collapsed_47, %arg17 : tensor<512x64xf32>, tensor<64x32xf32>) outs(%75 : tensor<512x32xf32>) -> tensor<512x32xf32> loc(#loc249)
    %expanded_48 = tensor.expand_shape %208 [[0, 1], [2]] output_shape [32, 16, 32] : tensor<512x32xf32> into tensor<32x16x32xf32> loc(#loc249)
    %209 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%177, %expanded_48 : tensor<32x16x32xf32>, tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.2)/add"(#loc156)), %in_154: f32 loc("jit(step)/jvp(blocks.2)/dot_general"(#loc160)), %out: f32 loc("jit(step)/jvp(blocks.2)/add"(#loc161))):
      %766 = arith.addf %in, %in_154 : f32 loc(#loc250)
      linalg.yield %766 : f32 loc(#loc250)
    } -> tensor<32x16x32xf32> loc(#loc250)
    %210 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%209 : tensor<32x16x32xf32>) outs(%1 : tensor<32x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.3)/reduce_sum"(#loc179)), %out: f32 loc("jit(step)/jvp(blocks.3)/reduce_sum"(#loc179))):
      %766 = arith.addf %out, %in : f32 loc(#loc438)
      linalg.yield %766 : f32 loc(#loc438)
    } -> tensor<32x16xf32> loc(#loc438)
    %expanded_49 = tensor.expand_shape %210 [[0], [1, 2]] output_shape [32, 16, 1] : tensor<32x16xf32> into tensor<32x16x1xf32> loc(#loc439)
    %211 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_49 : tensor<32x16x1xf32>) outs(%3 : tensor<32x16x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.3)/broadcast_in_dim"(#loc179)), %out: f32 loc("jit(step)/jvp(blocks.3)/div"(#loc179))):
      %766 = arith.divf %in, %cst_13 : f32 loc(#loc440)
      linalg.yield %766 : f32 loc(#loc440)
    } -> tensor<32x16x1xf32> loc(#loc440)
    %212 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%211 : tensor<32x16x1xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.3)/div"(#loc179)), %out: f32 loc("jit(step)/jvp(blocks.3)/sub"(#loc180))):
      linalg.yield %in : f32 loc(#loc441)
    } -> tensor<32x16x32xf32> loc(#loc441)
    %213 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%209, %212 : tensor<32x16x32xf32>, tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.2)/add"(#loc161)), %in_154: f32 loc("jit(step)/jvp(blocks.3)/sub"(#loc180)), %out: f32 loc("jit(step)/jvp(blocks.3)/sub"(#loc180))):
      %766 = arith.subf %in, %in_154 : f32 loc(#loc441)
      linalg.yield %766 : f32 loc(#loc441)
    } -> tensor<32x16x32xf32> loc(#loc441)
    %214 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%213 : tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.3)/sub"(#loc180)), %out: f32 loc("jit(step)/jvp(blocks.3)/integer_pow"(#loc181))):
      %766 = arith.mulf %in, %in : f32 loc(#loc442)
      linalg.yield %766 : f32 loc(#loc442)
    } -> tensor<32x16x32xf32> loc(#loc442)
    %215 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%213 : tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.3)/sub"(#loc180)), %out: f32 loc("jit(step)/jvp(blocks.3)/mul"(#loc181))):
      %766 = arith.mulf %in, %cst_6 : f32 loc(#loc443)
      linalg.yield %766 : f32 loc(#loc443)
    } -> tensor<32x16x32xf32> loc(#loc443)
    %216 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%214 : tensor<32x16x32xf32>) outs(%1 : tensor<32x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.3)/reduce_sum"(#loc182)), %out: f32 loc("jit(step)/jvp(blocks.3)/reduce_sum"(#loc182))):
      %766 = arith.addf %out, %in : f32 loc(#loc444)
      linalg.yield %766 : f32 loc(#loc444)
    } -> tensor<32x16xf32> loc(#loc444)
    %expanded_50 = tensor.expand_shape %216 [[0], [1, 2]] output_shape [32, 16, 1] : tensor<32x16xf32> into tensor<32x16x1xf32> loc(#loc445)
    %217 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_50 : tensor<32x16x1xf32>) outs(%3 : tensor<32x16x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.3)/broadcast_in_dim"(#loc182)), %out: f32 loc("jit(step)/jvp(blocks.3)/div"(#loc182))):
      %766 = arith.divf %in, %cst_13 : f32 loc(#loc446)
      linalg.yield %766 : f32 loc(#loc446)
    } -> tensor<32x16x1xf32> loc(#loc446)
    %218 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%217 : tensor<32x16x1xf32>) outs(%3 : tensor<32x16x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.3)/div"(#loc182)), %out: f32 loc("jit(step)/jvp(blocks.3)/add"(#loc183))):
      %766 = arith.addf %in, %cst_12 : f32 loc(#loc447)
      linalg.yield %766 : f32 loc(#loc447)
    } -> tensor<32x16x1xf32> loc(#loc447)
    %219 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%218 : tensor<32x16x1xf32>) outs(%3 : tensor<32x16x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.3)/add"(#loc183)), %out: f32 loc("jit(step)/jvp(blocks.3)/rsqrt"(#loc184))):
      %766 = math.rsqrt %in : f32 loc(#loc448)
      linalg.yield %766 : f32 loc(#loc448)
    } -> tensor<32x16x1xf32> loc(#loc448)
    %220 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%219, %218 : tensor<32x16x1xf32>, tensor<32x16x1xf32>) outs(%3 : tensor<32x16x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.3)/rsqrt"(#loc184)), %in_154: f32 loc("jit(step)/jvp(blocks.3)/add"(#loc183)), %out: f32 loc("jit(step)/jvp(blocks.3)/div"(#loc184))):
      %766 = arith.divf %in, %in_154 : f32 loc(#loc449)
      linalg.yield %766 : f32 loc(#loc449)
    } -> tensor<32x16x1xf32> loc(#loc449)
    %221 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%220 : tensor<32x16x1xf32>) outs(%3 : tensor<32x16x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.3)/div"(#loc184)), %out: f32 loc("jit(step)/jvp(blocks.3)/mul"(#loc184))):
      %766 = arith.mulf %in, %cst_5 : f32 loc(#loc450)
      linalg.yield %766 : f32 loc(#loc450)
    } -> tensor<32x16x1xf32> loc(#loc450)
    %222 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%219 : tensor<32x16x1xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.3)/rsqrt"(#loc184)), %out: f32 loc("jit(step)/jvp(blocks.3)/mul"(#loc185))):
      linalg.yield %in : f32 loc(#loc451)
    } -> tensor<32x16x32xf32> loc(#loc451)
    %223 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%213, %222 : tensor<32x16x32xf32>, tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.3)/sub"(#loc180)), %in_154: f32 loc("jit(step)/jvp(blocks.3)/mul"(#loc185)), %out: f32 loc("jit(step)/jvp(blocks.3)/mul"(#loc185))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc451)
      linalg.yield %766 : f32 loc(#loc451)
    } -> tensor<32x16x32xf32> loc(#loc451)
    %224 = linalg.generic {indexing_maps = [#map3, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg27 : tensor<32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("params[3]['ln1_g']"), %out: f32 loc("jit(step)/jvp(blocks.3)/mul"(#loc186))):
      linalg.yield %in : f32 loc(#loc452)
    } -> tensor<32x16x32xf32> loc(#loc452)
    %225 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%223, %224 : tensor<32x16x32xf32>, tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.3)/mul"(#loc185)), %in_154: f32 loc("jit(step)/jvp(blocks.3)/mul"(#loc186)), %out: f32 loc("jit(step)/jvp(blocks.3)/mul"(#loc186))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc452)
      linalg.yield %766 : f32 loc(#loc452)
    } -> tensor<32x16x32xf32> loc(#loc452)
    %226 = linalg.generic {indexing_maps = [#map3, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg26 : tensor<32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("params[3]['ln1_b']"), %out: f32 loc("jit(step)/jvp(blocks.3)/add"(#loc187))):
      linalg.yield %in : f32 loc(#loc453)
    } -> tensor<32x16x32xf32> loc(#loc453)
    %227 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%225, %226 : tensor<32x16x32xf32>, tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.3)/mul"(#loc186)), %in_154: f32 loc("jit(step)/jvp(blocks.3)/add"(#loc187)), %out: f32 loc("jit(step)/jvp(blocks.3)/add"(#loc187))):
      %766 = arith.addf %in, %in_154 : f32 loc(#loc453)
      linalg.yield %766 : f32 loc(#loc453)
    } -> tensor<32x16x32xf32> loc(#loc453)
    %228 = linalg.generic {indexing_maps = [#map4, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%227 : tensor<32x16x32xf32>) outs(%19 : tensor<32x32x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.3)/add"(#loc187)), %out: f32 loc("jit(step)/jvp(blocks.3)/transpose"(#loc151))):
      linalg.yield %in : f32 loc(#loc251)
    } -> tensor<32x32x16xf32> loc(#loc251)
    %collapsed_51 = tensor.collapse_shape %228 [[0, 1], [2]] : tensor<32x32x16xf32> into tensor<1024x16xf32> loc(#loc252)
    %229 = linalg.matmul ins(%collapsed_51, %arg30 : tensor<1024x16xf32>, tensor<16x32xf32>) outs(%22 : tensor<1024x32xf32>) -> tensor<1024x32xf32> loc(#loc252)
    %expanded_52 = tensor.expand_shape %229 [[0, 1], [2]] output_shape [32, 32, 32] : tensor<1024x32xf32> into tensor<32x32x32xf32> loc(#loc252)
    %230 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_52 : tensor<32x32x32xf32>) outs(%24 : tensor<32x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.3)/dot_general"(#loc152)), %out: f32 loc("jit(step)/jvp(blocks.3)/integer_pow"(#loc153))):
      %766 = arith.mulf %in, %in : f32 loc(#loc253)
      linalg.yield %766 : f32 loc(#loc253)
    } -> tensor<32x32x32xf32> loc(#loc253)
    %231 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%230, %expanded_52 : tensor<32x32x32xf32>, tensor<32x32x32xf32>) outs(%24 : tensor<32x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.3)/integer_pow"(#loc153)), %in_154: f32 loc("jit(step)/jvp(blocks.3)/dot_general"(#loc152)), %out: f32 loc("jit(step)/jvp(blocks.3)/integer_pow"(#loc153))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc253)
      linalg.yield %766 : f32 loc(#loc253)
    } -> tensor<32x32x32xf32> loc(#loc253)
    %232 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%230 : tensor<32x32x32xf32>) outs(%24 : tensor<32x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.3)/integer_pow"(#loc153)), %out: f32 loc("jit(step)/jvp(blocks.3)/mul"(#loc153))):
      %766 = arith.mulf %in, %cst_11 : f32 loc(#loc254)
      linalg.yield %766 : f32 loc(#loc254)
    } -> tensor<32x32x32xf32> loc(#loc254)
    %233 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%231 : tensor<32x32x32xf32>) outs(%24 : tensor<32x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.3)/integer_pow"(#loc153)), %out: f32 loc("jit(step)/jvp(blocks.3)/mul"(#loc153))):
      %766 = arith.mulf %in, %cst_10 : f32 loc(#loc254)
      linalg.yield %766 : f32 loc(#loc254)
    } -> tensor<32x32x32xf32> loc(#loc254)
    %234 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_52, %233 : tensor<32x32x32xf32>, tensor<32x32x32xf32>) outs(%24 : tensor<32x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.3)/dot_general"(#loc152)), %in_154: f32 loc("jit(step)/jvp(blocks.3)/mul"(#loc153)), %out: f32 loc("jit(step)/jvp(blocks.3)/add"(#loc153))):
      %766 = arith.addf %in, %in_154 : f32 loc(#loc255)
      linalg.yield %766 : f32 loc(#loc255)
    } -> tensor<32x32x32xf32> loc(#loc255)
    %235 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%234 : tensor<32x32x32xf32>) outs(%24 : tensor<32x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.3)/add"(#loc153)), %out: f32 loc("jit(step)/jvp(blocks.3)/mul"(#loc153))):
      %766 = arith.mulf %in, %cst_9 : f32 loc(#loc254)
      linalg.yield %766 : f32 loc(#loc254)
    } -> tensor<32x32x32xf32> loc(#loc254)
    %236 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%235 : tensor<32x32x32xf32>) outs(%24 : tensor<32x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.3)/mul"(#loc153)), %out: f32 loc("jit(step)/jvp(blocks.3)/tanh"(#loc153))):
      %766 = math.tanh %in : f32 loc(#loc256)
      linalg.yield %766 : f32 loc(#loc256)
    } -> tensor<32x32x32xf32> loc(#loc256)
    %237 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%236 : tensor<32x32x32xf32>) outs(%24 : tensor<32x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.3)/tanh"(#loc153)), %out: f32 loc("jit(step)/jvp(blocks.3)/sub"(#loc153))):
      %766 = arith.subf %cst_8, %in : f32 loc(#loc257)
      linalg.yield %766 : f32 loc(#loc257)
    } -> tensor<32x32x32xf32> loc(#loc257)
    %238 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%236 : tensor<32x32x32xf32>) outs(%24 : tensor<32x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.3)/tanh"(#loc153)), %out: f32 loc("jit(step)/jvp(blocks.3)/add"(#loc153))):
      %766 = arith.addf %in, %cst_8 : f32 loc(#loc255)
      linalg.yield %766 : f32 loc(#loc255)
    } -> tensor<32x32x32xf32> loc(#loc255)
    %239 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%238 : tensor<32x32x32xf32>) outs(%24 : tensor<32x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.3)/add"(#loc153)), %out: f32 loc("jit(step)/jvp(blocks.3)/mul"(#loc153))):
      %766 = arith.mulf %in, %cst_7 : f32 loc(#loc254)
      linalg.yield %766 : f32 loc(#loc254)
    } -> tensor<32x32x32xf32> loc(#loc254)
    %240 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_52, %239 : tensor<32x32x32xf32>, tensor<32x32x32xf32>) outs(%24 : tensor<32x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.3)/dot_general"(#loc152)), %in_154: f32 loc("jit(step)/jvp(blocks.3)/mul"(#loc153)), %out: f32 loc("jit(step)/jvp(blocks.3)/mul"(#loc153))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc254)
      linalg.yield %766 : f32 loc(#loc254)
    } -> tensor<32x32x32xf32> loc(#loc254)
    %collapsed_53 = tensor.collapse_shape %240 [[0, 1], [2]] : tensor<32x32x32xf32> into tensor<1024x32xf32> loc(#loc258)
    %241 = linalg.matmul ins(%collapsed_53, %arg31 : tensor<1024x32xf32>, tensor<32x16xf32>) outs(%37 : tensor<1024x16xf32>) -> tensor<1024x16xf32> loc(#loc258)
    %expanded_54 = tensor.expand_shape %241 [[0, 1], [2]] output_shape [32, 32, 16] : tensor<1024x16xf32> into tensor<32x32x16xf32> loc(#loc258)
    %242 = linalg.generic {indexing_maps = [#map4, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_54 : tensor<32x32x16xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.3)/dot_general"(#loc154)), %out: f32 loc("jit(step)/jvp(blocks.3)/transpose"(#loc155))):
      linalg.yield %in : f32 loc(#loc259)
    } -> tensor<32x16x32xf32> loc(#loc259)
    %243 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%209, %242 : tensor<32x16x32xf32>, tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.2)/add"(#loc161)), %in_154: f32 loc("jit(step)/jvp(blocks.3)/transpose"(#loc155)), %out: f32 loc("jit(step)/jvp(blocks.3)/add"(#loc156))):
      %766 = arith.addf %in, %in_154 : f32 loc(#loc260)
      linalg.yield %766 : f32 loc(#loc260)
    } -> tensor<32x16x32xf32> loc(#loc260)
    %244 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%243 : tensor<32x16x32xf32>) outs(%1 : tensor<32x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.3)/reduce_sum"(#loc198)), %out: f32 loc("jit(step)/jvp(blocks.3)/reduce_sum"(#loc198))):
      %766 = arith.addf %out, %in : f32 loc(#loc454)
      linalg.yield %766 : f32 loc(#loc454)
    } -> tensor<32x16xf32> loc(#loc454)
    %expanded_55 = tensor.expand_shape %244 [[0], [1, 2]] output_shape [32, 16, 1] : tensor<32x16xf32> into tensor<32x16x1xf32> loc(#loc455)
    %245 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_55 : tensor<32x16x1xf32>) outs(%3 : tensor<32x16x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.3)/broadcast_in_dim"(#loc198)), %out: f32 loc("jit(step)/jvp(blocks.3)/div"(#loc198))):
      %766 = arith.divf %in, %cst_13 : f32 loc(#loc456)
      linalg.yield %766 : f32 loc(#loc456)
    } -> tensor<32x16x1xf32> loc(#loc456)
    %246 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%245 : tensor<32x16x1xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.3)/div"(#loc198)), %out: f32 loc("jit(step)/jvp(blocks.3)/sub"(#loc199))):
      linalg.yield %in : f32 loc(#loc457)
    } -> tensor<32x16x32xf32> loc(#loc457)
    %247 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%243, %246 : tensor<32x16x32xf32>, tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.3)/add"(#loc156)), %in_154: f32 loc("jit(step)/jvp(blocks.3)/sub"(#loc199)), %out: f32 loc("jit(step)/jvp(blocks.3)/sub"(#loc199))):
      %766 = arith.subf %in, %in_154 : f32 loc(#loc457)
      linalg.yield %766 : f32 loc(#loc457)
    } -> tensor<32x16x32xf32> loc(#loc457)
    %248 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%247 : tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.3)/sub"(#loc199)), %out: f32 loc("jit(step)/jvp(blocks.3)/integer_pow"(#loc200))):
      %766 = arith.mulf %in, %in : f32 loc(#loc458)
      linalg.yield %766 : f32 loc(#loc458)
    } -> tensor<32x16x32xf32> loc(#loc458)
    %249 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%247 : tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.3)/sub"(#loc199)), %out: f32 loc("jit(step)/jvp(blocks.3)/mul"(#loc200))):
      %766 = arith.mulf %in, %cst_6 : f32 loc(#loc459)
      linalg.yield %766 : f32 loc(#loc459)
    } -> tensor<32x16x32xf32> loc(#loc459)
    %250 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%248 : tensor<32x16x32xf32>) outs(%1 : tensor<32x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.3)/reduce_sum"(#loc201)), %out: f32 loc("jit(step)/jvp(blocks.3)/reduce_sum"(#loc201))):
      %766 = arith.addf %out, %in : f32 loc(#loc460)
      linalg.yield %766 : f32 loc(#loc460)
    } -> tensor<32x16xf32> loc(#loc460)
    %expanded_56 = tensor.expand_shape %250 [[0], [1, 2]] output_shape [32, 16, 1] : tensor<32x16xf32> into tensor<32x16x1xf32> loc(#loc461)
    %251 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_56 : tensor<32x16x1xf32>) outs(%3 : tensor<32x16x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.3)/broadcast_in_dim"(#loc201)), %out: f32 loc("jit(step)/jvp(blocks.3)/div"(#loc201))):
      %766 = arith.divf %in, %cst_13 : f32 loc(#loc462)
      linalg.yield %766 : f32 loc(#loc462)
    } -> tensor<32x16x1xf32> loc(#loc462)
    %252 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%251 : tensor<32x16x1xf32>) outs(%3 : tensor<32x16x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.3)/div"(#loc201)), %out: f32 loc("jit(step)/jvp(blocks.3)/add"(#loc202))):
      %766 = arith.addf %in, %cst_12 : f32 loc(#loc463)
      linalg.yield %766 : f32 loc(#loc463)
    } -> tensor<32x16x1xf32> loc(#loc463)
    %253 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%252 : tensor<32x16x1xf32>) outs(%3 : tensor<32x16x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.3)/add"(#loc202)), %out: f32 loc("jit(step)/jvp(blocks.3)/rsqrt"(#loc203))):
      %766 = math.rsqrt %in : f32 loc(#loc464)
      linalg.yield %766 : f32 loc(#loc464)
    } -> tensor<32x16x1xf32> loc(#loc464)
    %254 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%253, %252 : tensor<32x16x1xf32>, tensor<32x16x1xf32>) outs(%3 : tensor<32x16x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.3)/rsqrt"(#loc203)), %in_154: f32 loc("jit(step)/jvp(blocks.3)/add"(#loc202)), %out: f32 loc("jit(step)/jvp(blocks.3)/div"(#loc203))):
      %766 = arith.divf %in, %in_154 : f32 loc(#loc465)
      linalg.yield %766 : f32 loc(#loc465)
    } -> tensor<32x16x1xf32> loc(#loc465)
    %255 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%254 : tensor<32x16x1xf32>) outs(%3 : tensor<32x16x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.3)/div"(#loc203)), %out: f32 loc("jit(step)/jvp(blocks.3)/mul"(#loc203))):
      %766 = arith.mulf %in, %cst_5 : f32 loc(#loc466)
      linalg.yield %766 : f32 loc(#loc466)
    } -> tensor<32x16x1xf32> loc(#loc466)
    %256 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%253 : tensor<32x16x1xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.3)/rsqrt"(#loc203)), %out: f32 loc("jit(step)/jvp(blocks.3)/mul"(#loc204))):
      linalg.yield %in : f32 loc(#loc467)
    } -> tensor<32x16x32xf32> loc(#loc467)
    %257 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%247, %256 : tensor<32x16x32xf32>, tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.3)/sub"(#loc199)), %in_154: f32 loc("jit(step)/jvp(blocks.3)/mul"(#loc204)), %out: f32 loc("jit(step)/jvp(blocks.3)/mul"(#loc204))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc467)
      linalg.yield %766 : f32 loc(#loc467)
    } -> tensor<32x16x32xf32> loc(#loc467)
    %258 = linalg.generic {indexing_maps = [#map3, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg29 : tensor<32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("params[3]['ln2_g']"), %out: f32 loc("jit(step)/jvp(blocks.3)/mul"(#loc205))):
      linalg.yield %in : f32 loc(#loc468)
    } -> tensor<32x16x32xf32> loc(#loc468)
    %259 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%257, %258 : tensor<32x16x32xf32>, tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.3)/mul"(#loc204)), %in_154: f32 loc("jit(step)/jvp(blocks.3)/mul"(#loc205)), %out: f32 loc("jit(step)/jvp(blocks.3)/mul"(#loc205))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc468)
      linalg.yield %766 : f32 loc(#loc468)
    } -> tensor<32x16x32xf32> loc(#loc468)
    %260 = linalg.generic {indexing_maps = [#map3, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg28 : tensor<32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("params[3]['ln2_b']"), %out: f32 loc("jit(step)/jvp(blocks.3)/add"(#loc206))):
      linalg.yield %in : f32 loc(#loc469)
    } -> tensor<32x16x32xf32> loc(#loc469)
    %261 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%259, %260 : tensor<32x16x32xf32>, tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.3)/mul"(#loc205)), %in_154: f32 loc("jit(step)/jvp(blocks.3)/add"(#loc206)), %out: f32 loc("jit(step)/jvp(blocks.3)/add"(#loc206))):
      %766 = arith.addf %in, %in_154 : f32 loc(#loc469)
      linalg.yield %766 : f32 loc(#loc469)
    } -> tensor<32x16x32xf32> loc(#loc469)
    %collapsed_57 = tensor.collapse_shape %261 [[0, 1], [2]] : tensor<32x16x32xf32> into tensor<512x32xf32> loc(#loc261)
    %262 = linalg.matmul ins(%collapsed_57, %arg24 : tensor<512x32xf32>, tensor<32x64xf32>) outs(%60 : tensor<512x64xf32>) -> tensor<512x64xf32> loc(#loc261)
    %expanded_58 = tensor.expand_shape %262 [[0, 1], [2]] output_shape [32, 16, 64] : tensor<512x64xf32> into tensor<32x16x64xf32> loc(#loc261)
    %263 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_58 : tensor<32x16x64xf32>) outs(%62 : tensor<32x16x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.3)/dot_general"(#loc158)), %out: f32 loc("jit(step)/jvp(blocks.3)/integer_pow"(#loc159))):
      %766 = arith.mulf %in, %in : f32 loc(#loc262)
      linalg.yield %766 : f32 loc(#loc262)
    } -> tensor<32x16x64xf32> loc(#loc262)
    %264 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%263, %expanded_58 : tensor<32x16x64xf32>, tensor<32x16x64xf32>) outs(%62 : tensor<32x16x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.3)/integer_pow"(#loc159)), %in_154: f32 loc("jit(step)/jvp(blocks.3)/dot_general"(#loc158)), %out: f32 loc("jit(step)/jvp(blocks.3)/integer_pow"(#loc159))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc262)
      linalg.yield %766 : f32 loc(#loc262)
    } -> tensor<32x16x64xf32> loc(#loc262)
    %265 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%263 : tensor<32x16x64xf32>) outs(%62 : tensor<32x16x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.3)/integer_pow"(#loc159)), %out: f32 loc("jit(step)/jvp(blocks.3)/mul"(#loc159))):
      %766 = arith.mulf %in, %cst_11 : f32 loc(#loc263)
      linalg.yield %766 : f32 loc(#loc263)
    } -> tensor<32x16x64xf32> loc(#loc263)
    %266 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%264 : tensor<32x16x64xf32>) outs(%62 : tensor<32x16x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.3)/integer_pow"(#loc159)), %out: f32 loc("jit(step)/jvp(blocks.3)/mul"(#loc159))):
      %766 = arith.mulf %in, %cst_10 : f32 loc(#loc263)
      linalg.yield %766 : f32 loc(#loc263)
    } -> tensor<32x16x64xf32> loc(#loc263)
    %267 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_58, %266 : tensor<32x16x64xf32>, tensor<32x16x64xf32>) outs(%62 : tensor<32x16x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.3)/dot_general"(#loc158)), %in_154: f32 loc("jit(step)/jvp(blocks.3)/mul"(#loc159)), %out: f32 loc("jit(step)/jvp(blocks.3)/add"(#loc159))):
      %766 = arith.addf %in, %in_154 : f32 loc(#loc264)
      linalg.yield %766 : f32 loc(#loc264)
    } -> tensor<32x16x64xf32> loc(#loc264)
    %268 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%267 : tensor<32x16x64xf32>) outs(%62 : tensor<32x16x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.3)/add"(#loc159)), %out: f32 loc("jit(step)/jvp(blocks.3)/mul"(#loc159))):
      %766 = arith.mulf %in, %cst_9 : f32 loc(#loc263)
      linalg.yield %766 : f32 loc(#loc263)
    } -> tensor<32x16x64xf32> loc(#loc263)
    %269 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%268 : tensor<32x16x64xf32>) outs(%62 : tensor<32x16x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.3)/mul"(#loc159)), %out: f32 loc("jit(step)/jvp(blocks.3)/tanh"(#loc159))):
      %766 = math.tanh %in : f32 loc(#loc265)
      linalg.yield %766 : f32 loc(#loc265)
    } -> tensor<32x16x64xf32> loc(#loc265)
    %270 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%269 : tensor<32x16x64xf32>) outs(%62 : tensor<32x16x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.3)/tanh"(#loc159)), %out: f32 loc("jit(step)/jvp(blocks.3)/sub"(#loc159))):
      %766 = arith.subf %cst_8, %in : f32 loc(#loc266)
      linalg.yield %766 : f32 loc(#loc266)
    } -> tensor<32x16x64xf32> loc(#loc266)
    %271 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%269 : tensor<32x16x64xf32>) outs(%62 : tensor<32x16x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.3)/tanh"(#loc159)), %out: f32 loc("jit(step)/jvp(blocks.3)/add"(#loc159))):
      %766 = arith.addf %in, %cst_8 : f32 loc(#loc264)
      linalg.yield %766 : f32 loc(#loc264)
    } -> tensor<32x16x64xf32> loc(#loc264)
    %272 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%271 : tensor<32x16x64xf32>) outs(%62 : tensor<32x16x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.3)/add"(#loc159)), %out: f32 loc("jit(step)/jvp(blocks.3)/mul"(#loc159))):
      %766 = arith.mulf %in, %cst_7 : f32 loc(#loc263)
      linalg.yield %766 : f32 loc(#loc263)
    } -> tensor<32x16x64xf32> loc(#loc263)
    %273 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_58, %272 : tensor<32x16x64xf32>, tensor<32x16x64xf32>) outs(%62 : tensor<32x16x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.3)/dot_general"(#loc158)), %in_154: f32 loc("jit(step)/jvp(blocks.3)/mul"(#loc159)), %out: f32 loc("jit(step)/jvp(blocks.3)/mul"(#loc159))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc263)
      linalg.yield %766 : f32 loc(#loc263)
    } -> tensor<32x16x64xf32> loc(#loc263)
    %collapsed_59 = tensor.collapse_shape %273 [[0, 1], [2]] : tensor<32x16x64xf32> into tensor<512x64xf32> loc(#loc267)
    %274 = linalg.matmul ins(%collapsed_59, %arg25 : tensor<512x64xf32>, tensor<64x32xf32>) outs(%75 : tensor<512x32xf32>) -> tensor<512x32xf32> loc(#loc267)
    %expanded_60 = tensor.expand_shape %274 [[0, 1], [2]] output_shape [32, 16, 32] : tensor<512x32xf32> into tensor<32x16x32xf32> loc(#loc267)
    %275 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%243, %expanded_60 : tensor<32x16x32xf32>, tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.3)/add"(#loc156)), %in_154: f32 loc("jit(step)/jvp(blocks.3)/dot_general"(#loc160)), %out: f32 loc("jit(step)/jvp(blocks.3)/add"(#loc161))):
      %766 = arith.addf %in, %in_154 : f32 loc(#loc268)
      linalg.yield %766 : f32 loc(#loc268)
    } -> tensor<32x16x32xf32> loc(#loc268)
    %276 = tensor.empty() : tensor<32x32xf32> loc(#loc162)
    %277 = linalg.fill ins(%cst_14 : f32) outs(%276 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc162)
    %278 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%275 : tensor<32x16x32xf32>) outs(%277 : tensor<32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/reduce_sum"(#loc145)), %out: f32 loc("jit(step)/jvp()/reduce_sum"(#loc145))):
      %766 = arith.addf %out, %in : f32 loc(#loc162)
      linalg.yield %766 : f32 loc(#loc162)
    } -> tensor<32x32xf32> loc(#loc162)
    %279 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%278 : tensor<32x32xf32>) outs(%276 : tensor<32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/reduce_sum"(#loc145)), %out: f32 loc("jit(step)/jvp()/div"(#loc145))):
      %766 = arith.divf %in, %cst_4 : f32 loc(#loc163)
      linalg.yield %766 : f32 loc(#loc163)
    } -> tensor<32x32xf32> loc(#loc163)
    %280 = tensor.empty() : tensor<32x10xf32> loc(#loc164)
    %281 = linalg.fill ins(%cst_14 : f32) outs(%280 : tensor<32x10xf32>) -> tensor<32x10xf32> loc(#loc164)
    %282 = linalg.matmul ins(%279, %arg32 : tensor<32x32xf32>, tensor<32x10xf32>) outs(%281 : tensor<32x10xf32>) -> tensor<32x10xf32> loc(#loc164)
    %283 = tensor.empty() : tensor<32xf32> loc(#loc676)
    %284 = linalg.fill ins(%cst_3 : f32) outs(%283 : tensor<32xf32>) -> tensor<32xf32> loc(#loc676)
    %285 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "reduction"]} ins(%282 : tensor<32x10xf32>) outs(%284 : tensor<32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc71 at #loc269)), %out: f32 loc(callsite(#loc71 at #loc269))):
      %766 = arith.maximumf %out, %in : f32 loc(#loc676)
      linalg.yield %766 : f32 loc(#loc676)
    } -> tensor<32xf32> loc(#loc676)
    %286 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%285 : tensor<32xf32>) outs(%280 : tensor<32x10xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc74 at #loc269)), %out: f32 loc(callsite(#loc73 at #loc269))):
      linalg.yield %in : f32 loc(#loc677)
    } -> tensor<32x10xf32> loc(#loc677)
    %287 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%282, %286 : tensor<32x10xf32>, tensor<32x10xf32>) outs(%280 : tensor<32x10xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/dot_general"(#loc146)), %in_154: f32 loc(callsite(#loc73 at #loc269)), %out: f32 loc(callsite(#loc73 at #loc269))):
      %766 = arith.subf %in, %in_154 : f32 loc(#loc677)
      linalg.yield %766 : f32 loc(#loc677)
    } -> tensor<32x10xf32> loc(#loc677)
    %288 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%287 : tensor<32x10xf32>) outs(%280 : tensor<32x10xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc73 at #loc269)), %out: f32 loc(callsite(#loc75 at #loc269))):
      %766 = math.exp %in : f32 loc(#loc678)
      linalg.yield %766 : f32 loc(#loc678)
    } -> tensor<32x10xf32> loc(#loc678)
    %289 = linalg.fill ins(%cst_14 : f32) outs(%283 : tensor<32xf32>) -> tensor<32xf32> loc(#loc679)
    %290 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "reduction"]} ins(%288 : tensor<32x10xf32>) outs(%289 : tensor<32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc76 at #loc269)), %out: f32 loc(callsite(#loc76 at #loc269))):
      %766 = arith.addf %out, %in : f32 loc(#loc679)
      linalg.yield %766 : f32 loc(#loc679)
    } -> tensor<32xf32> loc(#loc679)
    %expanded_61 = tensor.expand_shape %290 [[0, 1]] output_shape [32, 1] : tensor<32xf32> into tensor<32x1xf32> loc(#loc680)
    %291 = tensor.empty() : tensor<32x1xf32> loc(#loc681)
    %292 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%expanded_61 : tensor<32x1xf32>) outs(%291 : tensor<32x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc77 at #loc269)), %out: f32 loc(callsite(#loc78 at #loc269))):
      %766 = math.log %in : f32 loc(#loc681)
      linalg.yield %766 : f32 loc(#loc681)
    } -> tensor<32x1xf32> loc(#loc681)
    %293 = linalg.generic {indexing_maps = [#map7, #map5], iterator_types = ["parallel", "parallel"]} ins(%292 : tensor<32x1xf32>) outs(%280 : tensor<32x10xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc78 at #loc269)), %out: f32 loc(callsite(#loc73 at #loc269))):
      linalg.yield %in : f32 loc(#loc677)
    } -> tensor<32x10xf32> loc(#loc677)
    %294 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%287, %293 : tensor<32x10xf32>, tensor<32x10xf32>) outs(%280 : tensor<32x10xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc73 at #loc269)), %in_154: f32 loc(callsite(#loc73 at #loc269)), %out: f32 loc(callsite(#loc73 at #loc269))):
      %766 = arith.subf %in, %in_154 : f32 loc(#loc677)
      linalg.yield %766 : f32 loc(#loc677)
    } -> tensor<32x10xf32> loc(#loc677)
    %expanded_62 = tensor.expand_shape %arg34 [[0, 1]] output_shape [32, 1] : tensor<32xi32> into tensor<32x1xi32> loc(#loc270)
    %295 = tensor.empty() : tensor<32x1xi1> loc(#loc682)
    %296 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%expanded_62 : tensor<32x1xi32>) outs(%295 : tensor<32x1xi1>) {
    ^bb0(%in: i32 loc("jit(step)/jvp()/broadcast_in_dim"(#loc166)), %out: i1 loc(callsite(#loc80 at #loc178))):
      %766 = arith.cmpi slt, %in, %c0_i32 : i32 loc(#loc682)
      linalg.yield %766 : i1 loc(#loc682)
    } -> tensor<32x1xi1> loc(#loc682)
    %297 = tensor.empty() : tensor<32x1xi32> loc(#loc675)
    %298 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%expanded_62 : tensor<32x1xi32>) outs(%297 : tensor<32x1xi32>) {
    ^bb0(%in: i32 loc("jit(step)/jvp()/broadcast_in_dim"(#loc166)), %out: i32 loc(callsite(#loc46 at #loc178))):
      %766 = arith.addi %in, %c10_i32 : i32 loc(#loc675)
      linalg.yield %766 : i32 loc(#loc675)
    } -> tensor<32x1xi32> loc(#loc675)
    %299 = linalg.generic {indexing_maps = [#map5, #map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%296, %298, %expanded_62 : tensor<32x1xi1>, tensor<32x1xi32>, tensor<32x1xi32>) outs(%297 : tensor<32x1xi32>) {
    ^bb0(%in: i1 loc(callsite(#loc80 at #loc178)), %in_154: i32 loc(callsite(#loc46 at #loc178)), %in_155: i32 loc("jit(step)/jvp()/broadcast_in_dim"(#loc166)), %out: i32 loc(callsite(#loc43 at #loc178))):
      %766 = arith.select %in, %in_154, %in_155 : i32 loc(#loc672)
      linalg.yield %766 : i32 loc(#loc672)
    } -> tensor<32x1xi32> loc(#loc672)
    %expanded_63 = tensor.expand_shape %299 [[0], [1, 2]] output_shape [32, 1, 1] : tensor<32x1xi32> into tensor<32x1x1xi32> loc(#loc683)
    %300 = tensor.empty() : tensor<32x1x1xi1> loc(#loc684)
    %301 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_63 : tensor<32x1x1xi32>) outs(%300 : tensor<32x1x1xi1>) {
    ^bb0(%in: i32 loc(callsite(#loc81 at #loc178)), %out: i1 loc(callsite(#loc82 at #loc178))):
      %766 = arith.cmpi sge, %in, %c0_i32 : i32 loc(#loc684)
      linalg.yield %766 : i1 loc(#loc684)
    } -> tensor<32x1x1xi1> loc(#loc684)
    %302 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_63 : tensor<32x1x1xi32>) outs(%300 : tensor<32x1x1xi1>) {
    ^bb0(%in: i32 loc(callsite(#loc81 at #loc178)), %out: i1 loc(callsite(#loc45 at #loc178))):
      %766 = arith.cmpi sle, %in, %c9_i32 : i32 loc(#loc674)
      linalg.yield %766 : i1 loc(#loc674)
    } -> tensor<32x1x1xi1> loc(#loc674)
    %303 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%301, %302 : tensor<32x1x1xi1>, tensor<32x1x1xi1>) outs(%300 : tensor<32x1x1xi1>) {
    ^bb0(%in: i1 loc(callsite(#loc82 at #loc178)), %in_154: i1 loc(callsite(#loc45 at #loc178)), %out: i1 loc(callsite(#loc83 at #loc178))):
      %766 = arith.andi %in, %in_154 : i1 loc(#loc685)
      linalg.yield %766 : i1 loc(#loc685)
    } -> tensor<32x1x1xi1> loc(#loc685)
    %304 = linalg.fill ins(%true : i1) outs(%295 : tensor<32x1xi1>) -> tensor<32x1xi1> loc(#loc673)
    %305 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%303 : tensor<32x1x1xi1>) outs(%304 : tensor<32x1xi1>) {
    ^bb0(%in: i1 loc(callsite(#loc44 at #loc178)), %out: i1 loc(callsite(#loc44 at #loc178))):
      %766 = arith.andi %out, %in : i1 loc(#loc673)
      linalg.yield %766 : i1 loc(#loc673)
    } -> tensor<32x1xi1> loc(#loc673)
    %306 = linalg.generic {indexing_maps = [#map5], iterator_types = ["parallel", "parallel"]} outs(%291 : tensor<32x1xf32>) {
    ^bb0(%out: f32 loc(callsite(#loc84 at #loc178))):
      %766 = linalg.index 0 : index loc(#loc686)
      %extracted = tensor.extract %expanded_63[%766, %c0, %c0] : tensor<32x1x1xi32> loc(#loc686)
      %767 = arith.index_cast %extracted : i32 to index loc(#loc686)
      %768 = arith.maxsi %767, %c0 : index loc(#loc686)
      %769 = arith.minsi %768, %c9 : index loc(#loc686)
      %extracted_154 = tensor.extract %294[%766, %769] : tensor<32x10xf32> loc(#loc686)
      linalg.yield %extracted_154 : f32 loc(#loc686)
    } -> tensor<32x1xf32> loc(#loc686)
    %307 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%305, %306 : tensor<32x1xi1>, tensor<32x1xf32>) outs(%291 : tensor<32x1xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc44 at #loc178)), %in_154: f32 loc(callsite(#loc84 at #loc178)), %out: f32 loc(callsite(#loc43 at #loc178))):
      %766 = arith.select %in, %in_154, %cst_2 : f32 loc(#loc672)
      linalg.yield %766 : f32 loc(#loc672)
    } -> tensor<32x1xf32> loc(#loc672)
    %308 = tensor.empty() : tensor<f32> loc(#loc271)
    %309 = linalg.fill ins(%cst_14 : f32) outs(%308 : tensor<f32>) -> tensor<f32> loc(#loc271)
    %310 = linalg.generic {indexing_maps = [#map5, #map8], iterator_types = ["reduction", "reduction"]} ins(%307 : tensor<32x1xf32>) outs(%309 : tensor<f32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/reduce_sum"(#loc167)), %out: f32 loc("jit(step)/jvp()/reduce_sum"(#loc167))):
      %766 = arith.addf %out, %in : f32 loc(#loc271)
      linalg.yield %766 : f32 loc(#loc271)
    } -> tensor<f32> loc(#loc271)
    %311 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = []} ins(%310 : tensor<f32>) outs(%308 : tensor<f32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/reduce_sum"(#loc167)), %out: f32 loc("jit(step)/jvp()/div"(#loc167))):
      %766 = arith.divf %in, %cst_13 : f32 loc(#loc272)
      linalg.yield %766 : f32 loc(#loc272)
    } -> tensor<f32> loc(#loc272)
    %312 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = []} ins(%311 : tensor<f32>) outs(%308 : tensor<f32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/div"(#loc167)), %out: f32 loc("jit(step)/jvp()/neg"(#loc168))):
      %766 = arith.negf %in : f32 loc(#loc273)
      linalg.yield %766 : f32 loc(#loc273)
    } -> tensor<f32> loc(#loc273)
    %313 = linalg.generic {indexing_maps = [#map9], iterator_types = []} outs(%308 : tensor<f32>) {
    ^bb0(%out: f32 loc("jit(step)/transpose(jvp())/neg"(#loc168))):
      linalg.yield %cst_0 : f32 loc(#loc274)
    } -> tensor<f32> loc(#loc274)
    %314 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = []} ins(%313 : tensor<f32>) outs(%308 : tensor<f32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/neg"(#loc168)), %out: f32 loc("jit(step)/transpose(jvp())/div"(#loc167))):
      %766 = arith.divf %in, %cst_13 : f32 loc(#loc275)
      linalg.yield %766 : f32 loc(#loc275)
    } -> tensor<f32> loc(#loc275)
    %315 = linalg.generic {indexing_maps = [#map8, #map5], iterator_types = ["parallel", "parallel"]} ins(%314 : tensor<f32>) outs(%291 : tensor<32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/div"(#loc167)), %out: f32 loc("jit(step)/transpose(jvp())/broadcast_in_dim"(#loc167))):
      linalg.yield %in : f32 loc(#loc276)
    } -> tensor<32x1xf32> loc(#loc276)
    %316 = tensor.empty() : tensor<32x1x1xi32> loc(#loc687)
    %317 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel"]} outs(%316 : tensor<32x1x1xi32>) {
    ^bb0(%out: i32 loc(callsite(#loc at #loc177))):
      %766 = linalg.index 0 : index loc(#loc687)
      %767 = arith.index_cast %766 : index to i32 loc(#loc687)
      linalg.yield %767 : i32 loc(#loc687)
    } -> tensor<32x1x1xi32> loc(#loc687)
    %318 = tensor.empty() : tensor<32x1x2xi32> loc(#loc687)
    %inserted_slice = tensor.insert_slice %317 into %318[0, 0, 0] [32, 1, 1] [1, 1, 1] : tensor<32x1x1xi32> into tensor<32x1x2xi32> loc(#loc687)
    %inserted_slice_64 = tensor.insert_slice %expanded_63 into %inserted_slice[0, 0, 1] [32, 1, 1] [1, 1, 1] : tensor<32x1x1xi32> into tensor<32x1x2xi32> loc(#loc687)
    %collapsed_65 = tensor.collapse_shape %inserted_slice_64 [[0, 1], [2]] : tensor<32x1x2xi32> into tensor<32x2xi32> loc(#loc671)
    %collapsed_66 = tensor.collapse_shape %315 [[0, 1]] : tensor<32x1xf32> into tensor<32xf32> loc(#loc671)
    %319 = scf.for %arg35 = %c0 to %c32 step %c1 iter_args(%arg36 = %cst) -> (tensor<320xf32>) {
      %extracted = tensor.extract %collapsed_65[%arg35, %c0] : tensor<32x2xi32> loc(#loc671)
      %766 = arith.index_cast %extracted : i32 to index loc(#loc671)
      %extracted_154 = tensor.extract %collapsed_65[%arg35, %c1] : tensor<32x2xi32> loc(#loc671)
      %767 = arith.index_cast %extracted_154 : i32 to index loc(#loc671)
      %768 = arith.cmpi sge, %766, %c0 : index loc(#loc671)
      %769 = arith.cmpi slt, %766, %c32 : index loc(#loc671)
      %770 = arith.andi %768, %769 : i1 loc(#loc671)
      %771 = arith.cmpi sge, %767, %c0 : index loc(#loc671)
      %772 = arith.cmpi slt, %767, %c10 : index loc(#loc671)
      %773 = arith.andi %771, %772 : i1 loc(#loc671)
      %774 = arith.andi %770, %773 : i1 loc(#loc671)
      %775 = arith.muli %766, %c10 : index loc(#loc671)
      %776 = arith.addi %775, %767 : index loc(#loc671)
      %777 = scf.if %774 -> (tensor<320xf32>) {
        %extracted_155 = tensor.extract %collapsed_66[%arg35] : tensor<32xf32> loc(#loc671)
        %extracted_156 = tensor.extract %arg36[%776] : tensor<320xf32> loc(#loc671)
        %778 = arith.addf %extracted_156, %extracted_155 : f32 loc(#loc688)
        %inserted = tensor.insert %778 into %arg36[%776] : tensor<320xf32> loc(#loc671)
        scf.yield %inserted : tensor<320xf32> loc(#loc671)
      } else {
        scf.yield %arg36 : tensor<320xf32> loc(#loc671)
      } loc(#loc671)
      scf.yield %777 : tensor<320xf32> loc(#loc671)
    } loc(#loc671)
    %expanded_67 = tensor.expand_shape %319 [[0, 1]] output_shape [32, 10] : tensor<320xf32> into tensor<32x10xf32> loc(#loc671)
    %320 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%expanded_67 : tensor<32x10xf32>) outs(%280 : tensor<32x10xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc36 at #loc177)), %out: f32 loc(callsite(#loc87 at #loc277))):
      %766 = arith.negf %in : f32 loc(#loc689)
      linalg.yield %766 : f32 loc(#loc689)
    } -> tensor<32x10xf32> loc(#loc689)
    %321 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "reduction"]} ins(%320 : tensor<32x10xf32>) outs(%289 : tensor<32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc76 at #loc277)), %out: f32 loc(callsite(#loc76 at #loc277))):
      %766 = arith.addf %out, %in : f32 loc(#loc690)
      linalg.yield %766 : f32 loc(#loc690)
    } -> tensor<32xf32> loc(#loc690)
    %expanded_68 = tensor.expand_shape %321 [[0, 1]] output_shape [32, 1] : tensor<32xf32> into tensor<32x1xf32> loc(#loc691)
    %322 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%expanded_68, %expanded_61 : tensor<32x1xf32>, tensor<32x1xf32>) outs(%291 : tensor<32x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc81 at #loc277)), %in_154: f32 loc(callsite(#loc77 at #loc269)), %out: f32 loc(callsite(#loc88 at #loc277))):
      %766 = arith.divf %in, %in_154 : f32 loc(#loc692)
      linalg.yield %766 : f32 loc(#loc692)
    } -> tensor<32x1xf32> loc(#loc692)
    %323 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "reduction"]} ins(%322 : tensor<32x1xf32>) outs(%289 : tensor<32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc76 at #loc277)), %out: f32 loc(callsite(#loc76 at #loc277))):
      %766 = arith.addf %out, %in : f32 loc(#loc690)
      linalg.yield %766 : f32 loc(#loc690)
    } -> tensor<32xf32> loc(#loc690)
    %324 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%323 : tensor<32xf32>) outs(%280 : tensor<32x10xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc76 at #loc277)), %out: f32 loc(callsite(#loc77 at #loc277))):
      linalg.yield %in : f32 loc(#loc693)
    } -> tensor<32x10xf32> loc(#loc693)
    %325 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%324, %288 : tensor<32x10xf32>, tensor<32x10xf32>) outs(%280 : tensor<32x10xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc77 at #loc277)), %in_154: f32 loc(callsite(#loc75 at #loc269)), %out: f32 loc(callsite(#loc89 at #loc277))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc694)
      linalg.yield %766 : f32 loc(#loc694)
    } -> tensor<32x10xf32> loc(#loc694)
    %326 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%expanded_67, %325 : tensor<32x10xf32>, tensor<32x10xf32>) outs(%280 : tensor<32x10xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc36 at #loc177)), %in_154: f32 loc(callsite(#loc89 at #loc277)), %out: f32 loc(callsite(#loc90 at #loc277))):
      %766 = arith.addf %in, %in_154 : f32 loc(#loc695)
      linalg.yield %766 : f32 loc(#loc695)
    } -> tensor<32x10xf32> loc(#loc695)
    %327 = tensor.empty() : tensor<10x32xf32> loc(#loc169)
    %328 = linalg.generic {indexing_maps = [#map10, #map5], iterator_types = ["parallel", "parallel"]} ins(%326 : tensor<32x10xf32>) outs(%327 : tensor<10x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc90 at #loc277)), %out: f32 loc("jit(step)/transpose(jvp())/dot_general"(#loc146))):
      linalg.yield %in : f32 loc(#loc169)
    } -> tensor<10x32xf32> loc(#loc169)
    %329 = linalg.fill ins(%cst_14 : f32) outs(%327 : tensor<10x32xf32>) -> tensor<10x32xf32> loc(#loc169)
    %330 = linalg.matmul ins(%328, %279 : tensor<10x32xf32>, tensor<32x32xf32>) outs(%329 : tensor<10x32xf32>) -> tensor<10x32xf32> loc(#loc169)
    %331 = linalg.generic {indexing_maps = [#map10, #map5], iterator_types = ["parallel", "parallel"]} ins(%330 : tensor<10x32xf32>) outs(%280 : tensor<32x10xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/dot_general"(#loc146)), %out: f32 loc("jit(step)/transpose(jvp())/transpose"(#loc146))):
      linalg.yield %in : f32 loc(#loc170)
    } -> tensor<32x10xf32> loc(#loc170)
    %332 = linalg.generic {indexing_maps = [#map10, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg32 : tensor<32x10xf32>) outs(%327 : tensor<10x32xf32>) {
    ^bb0(%in: f32 loc("head"), %out: f32 loc("jit(step)/transpose(jvp())/dot_general"(#loc146))):
      linalg.yield %in : f32 loc(#loc169)
    } -> tensor<10x32xf32> loc(#loc169)
    %333 = linalg.matmul ins(%326, %332 : tensor<32x10xf32>, tensor<10x32xf32>) outs(%277 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc169)
    %334 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%333 : tensor<32x32xf32>) outs(%276 : tensor<32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/dot_general"(#loc146)), %out: f32 loc("jit(step)/transpose(jvp())/div"(#loc145))):
      %766 = arith.divf %in, %cst_4 : f32 loc(#loc171)
      linalg.yield %766 : f32 loc(#loc171)
    } -> tensor<32x32xf32> loc(#loc171)
    %335 = linalg.generic {indexing_maps = [#map11, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%334 : tensor<32x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/div"(#loc145)), %out: f32 loc("jit(step)/transpose(jvp())/broadcast_in_dim"(#loc145))):
      linalg.yield %in : f32 loc(#loc172)
    } -> tensor<32x16x32xf32> loc(#loc172)
    %336 = linalg.generic {indexing_maps = [#map12, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%335 : tensor<32x16x32xf32>) outs(%19 : tensor<32x32x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/broadcast_in_dim"(#loc145)), %out: f32 loc("jit(step)/transpose(jvp(blocks.3))/dot_general"(#loc160))):
      linalg.yield %in : f32 loc(#loc278)
    } -> tensor<32x32x16xf32> loc(#loc278)
    %collapsed_69 = tensor.collapse_shape %336 [[0], [1, 2]] : tensor<32x32x16xf32> into tensor<32x512xf32> loc(#loc278)
    %337 = tensor.empty() : tensor<32x64xf32> loc(#loc278)
    %338 = linalg.fill ins(%cst_14 : f32) outs(%337 : tensor<32x64xf32>) -> tensor<32x64xf32> loc(#loc278)
    %339 = linalg.matmul ins(%collapsed_69, %collapsed_59 : tensor<32x512xf32>, tensor<512x64xf32>) outs(%338 : tensor<32x64xf32>) -> tensor<32x64xf32> loc(#loc278)
    %340 = tensor.empty() : tensor<64x32xf32> loc(#loc279)
    %341 = linalg.generic {indexing_maps = [#map10, #map5], iterator_types = ["parallel", "parallel"]} ins(%339 : tensor<32x64xf32>) outs(%340 : tensor<64x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.3))/dot_general"(#loc160)), %out: f32 loc("jit(step)/transpose(jvp(blocks.3))/transpose"(#loc160))):
      linalg.yield %in : f32 loc(#loc279)
    } -> tensor<64x32xf32> loc(#loc279)
    %collapsed_70 = tensor.collapse_shape %335 [[0, 1], [2]] : tensor<32x16x32xf32> into tensor<512x32xf32> loc(#loc278)
    %342 = linalg.generic {indexing_maps = [#map10, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg25 : tensor<64x32xf32>) outs(%337 : tensor<32x64xf32>) {
    ^bb0(%in: f32 loc("params[3]['ch2']"), %out: f32 loc("jit(step)/transpose(jvp(blocks.3))/dot_general"(#loc160))):
      linalg.yield %in : f32 loc(#loc278)
    } -> tensor<32x64xf32> loc(#loc278)
    %343 = linalg.matmul ins(%collapsed_70, %342 : tensor<512x32xf32>, tensor<32x64xf32>) outs(%60 : tensor<512x64xf32>) -> tensor<512x64xf32> loc(#loc278)
    %expanded_71 = tensor.expand_shape %343 [[0, 1], [2]] output_shape [32, 16, 64] : tensor<512x64xf32> into tensor<32x16x64xf32> loc(#loc278)
    %344 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_58, %expanded_71 : tensor<32x16x64xf32>, tensor<32x16x64xf32>) outs(%62 : tensor<32x16x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.3)/dot_general"(#loc158)), %in_154: f32 loc("jit(step)/transpose(jvp(blocks.3))/dot_general"(#loc160)), %out: f32 loc("jit(step)/transpose(jvp(blocks.3))/mul"(#loc159))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc280)
      linalg.yield %766 : f32 loc(#loc280)
    } -> tensor<32x16x64xf32> loc(#loc280)
    %345 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_71, %272 : tensor<32x16x64xf32>, tensor<32x16x64xf32>) outs(%62 : tensor<32x16x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.3))/dot_general"(#loc160)), %in_154: f32 loc("jit(step)/jvp(blocks.3)/mul"(#loc159)), %out: f32 loc("jit(step)/transpose(jvp(blocks.3))/mul"(#loc159))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc280)
      linalg.yield %766 : f32 loc(#loc280)
    } -> tensor<32x16x64xf32> loc(#loc280)
    %346 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%344 : tensor<32x16x64xf32>) outs(%62 : tensor<32x16x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.3))/mul"(#loc159)), %out: f32 loc("jit(step)/transpose(jvp(blocks.3))/mul"(#loc159))):
      %766 = arith.mulf %in, %cst_7 : f32 loc(#loc280)
      linalg.yield %766 : f32 loc(#loc280)
    } -> tensor<32x16x64xf32> loc(#loc280)
    %347 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%346, %270 : tensor<32x16x64xf32>, tensor<32x16x64xf32>) outs(%62 : tensor<32x16x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.3))/mul"(#loc159)), %in_154: f32 loc("jit(step)/jvp(blocks.3)/sub"(#loc159)), %out: f32 loc("jit(step)/transpose(jvp(blocks.3))/mul"(#loc159))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc280)
      linalg.yield %766 : f32 loc(#loc280)
    } -> tensor<32x16x64xf32> loc(#loc280)
    %348 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%347, %269 : tensor<32x16x64xf32>, tensor<32x16x64xf32>) outs(%62 : tensor<32x16x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.3))/mul"(#loc159)), %in_154: f32 loc("jit(step)/jvp(blocks.3)/tanh"(#loc159)), %out: f32 loc("jit(step)/transpose(jvp(blocks.3))/mul"(#loc159))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc280)
      linalg.yield %766 : f32 loc(#loc280)
    } -> tensor<32x16x64xf32> loc(#loc280)
    %349 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%347, %348 : tensor<32x16x64xf32>, tensor<32x16x64xf32>) outs(%62 : tensor<32x16x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.3))/mul"(#loc159)), %in_154: f32 loc("jit(step)/transpose(jvp(blocks.3))/mul"(#loc159)), %out: f32 loc("jit(step)/transpose(jvp(blocks.3))/add_any"(#loc159))):
      %766 = arith.addf %in, %in_154 : f32 loc(#loc281)
      linalg.yield %766 : f32 loc(#loc281)
    } -> tensor<32x16x64xf32> loc(#loc281)
    %350 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%349 : tensor<32x16x64xf32>) outs(%62 : tensor<32x16x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.3))/add_any"(#loc159)), %out: f32 loc("jit(step)/transpose(jvp(blocks.3))/mul"(#loc159))):
      %766 = arith.mulf %in, %cst_9 : f32 loc(#loc280)
      linalg.yield %766 : f32 loc(#loc280)
    } -> tensor<32x16x64xf32> loc(#loc280)
    %351 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%345, %350 : tensor<32x16x64xf32>, tensor<32x16x64xf32>) outs(%62 : tensor<32x16x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.3))/mul"(#loc159)), %in_154: f32 loc("jit(step)/transpose(jvp(blocks.3))/mul"(#loc159)), %out: f32 loc("jit(step)/transpose(jvp(blocks.3))/add_any"(#loc159))):
      %766 = arith.addf %in, %in_154 : f32 loc(#loc281)
      linalg.yield %766 : f32 loc(#loc281)
    } -> tensor<32x16x64xf32> loc(#loc281)
    %352 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%350 : tensor<32x16x64xf32>) outs(%62 : tensor<32x16x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.3))/mul"(#loc159)), %out: f32 loc("jit(step)/transpose(jvp(blocks.3))/mul"(#loc159))):
      %766 = arith.mulf %in, %cst_10 : f32 loc(#loc280)
      linalg.yield %766 : f32 loc(#loc280)
    } -> tensor<32x16x64xf32> loc(#loc280)
    %353 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%352, %265 : tensor<32x16x64xf32>, tensor<32x16x64xf32>) outs(%62 : tensor<32x16x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.3))/mul"(#loc159)), %in_154: f32 loc("jit(step)/jvp(blocks.3)/mul"(#loc159)), %out: f32 loc("jit(step)/transpose(jvp(blocks.3))/mul"(#loc159))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc280)
      linalg.yield %766 : f32 loc(#loc280)
    } -> tensor<32x16x64xf32> loc(#loc280)
    %354 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%351, %353 : tensor<32x16x64xf32>, tensor<32x16x64xf32>) outs(%62 : tensor<32x16x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.3))/add_any"(#loc159)), %in_154: f32 loc("jit(step)/transpose(jvp(blocks.3))/mul"(#loc159)), %out: f32 loc("jit(step)/transpose(jvp(blocks.3))/add_any"(#loc159))):
      %766 = arith.addf %in, %in_154 : f32 loc(#loc281)
      linalg.yield %766 : f32 loc(#loc281)
    } -> tensor<32x16x64xf32> loc(#loc281)
    %355 = tensor.empty() : tensor<64x32x16xf32> loc(#loc282)
    %356 = linalg.generic {indexing_maps = [#map12, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%354 : tensor<32x16x64xf32>) outs(%355 : tensor<64x32x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.3))/add_any"(#loc159)), %out: f32 loc("jit(step)/transpose(jvp(blocks.3))/dot_general"(#loc158))):
      linalg.yield %in : f32 loc(#loc282)
    } -> tensor<64x32x16xf32> loc(#loc282)
    %collapsed_72 = tensor.collapse_shape %356 [[0], [1, 2]] : tensor<64x32x16xf32> into tensor<64x512xf32> loc(#loc282)
    %357 = linalg.fill ins(%cst_14 : f32) outs(%340 : tensor<64x32xf32>) -> tensor<64x32xf32> loc(#loc282)
    %358 = linalg.matmul ins(%collapsed_72, %collapsed_57 : tensor<64x512xf32>, tensor<512x32xf32>) outs(%357 : tensor<64x32xf32>) -> tensor<64x32xf32> loc(#loc282)
    %359 = linalg.generic {indexing_maps = [#map10, #map5], iterator_types = ["parallel", "parallel"]} ins(%358 : tensor<64x32xf32>) outs(%337 : tensor<32x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.3))/dot_general"(#loc158)), %out: f32 loc("jit(step)/transpose(jvp(blocks.3))/transpose"(#loc158))):
      linalg.yield %in : f32 loc(#loc283)
    } -> tensor<32x64xf32> loc(#loc283)
    %collapsed_73 = tensor.collapse_shape %354 [[0, 1], [2]] : tensor<32x16x64xf32> into tensor<512x64xf32> loc(#loc282)
    %360 = linalg.generic {indexing_maps = [#map10, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg24 : tensor<32x64xf32>) outs(%340 : tensor<64x32xf32>) {
    ^bb0(%in: f32 loc("params[3]['ch1']"), %out: f32 loc("jit(step)/transpose(jvp(blocks.3))/dot_general"(#loc158))):
      linalg.yield %in : f32 loc(#loc282)
    } -> tensor<64x32xf32> loc(#loc282)
    %361 = linalg.matmul ins(%collapsed_73, %360 : tensor<512x64xf32>, tensor<64x32xf32>) outs(%75 : tensor<512x32xf32>) -> tensor<512x32xf32> loc(#loc282)
    %expanded_74 = tensor.expand_shape %361 [[0, 1], [2]] output_shape [32, 16, 32] : tensor<512x32xf32> into tensor<32x16x32xf32> loc(#loc282)
    %362 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_74 : tensor<32x16x32xf32>) outs(%289 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.3))/reduce_sum"(#loc206)), %out: f32 loc("jit(step)/transpose(jvp(blocks.3))/reduce_sum"(#loc206))):
      %766 = arith.addf %out, %in : f32 loc(#loc491)
      linalg.yield %766 : f32 loc(#loc491)
    } -> tensor<32xf32> loc(#loc491)
    %expanded_75 = tensor.expand_shape %362 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc492)
    %363 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_75 : tensor<1x1x32xf32>) outs(%289 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.3))/reduce_sum"(#loc206)), %out: f32 loc("jit(step)/transpose(jvp(blocks.3))/reduce_sum"(#loc206))):
      %766 = arith.addf %out, %in : f32 loc(#loc491)
      linalg.yield %766 : f32 loc(#loc491)
    } -> tensor<32xf32> loc(#loc491)
    %364 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%257, %expanded_74 : tensor<32x16x32xf32>, tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.3)/mul"(#loc204)), %in_154: f32 loc("jit(step)/transpose(jvp(blocks.3))/dot_general"(#loc158)), %out: f32 loc("jit(step)/transpose(jvp(blocks.3))/mul"(#loc205))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc493)
      linalg.yield %766 : f32 loc(#loc493)
    } -> tensor<32x16x32xf32> loc(#loc493)
    %365 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "reduction", "reduction"]} ins(%364 : tensor<32x16x32xf32>) outs(%289 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.3))/reduce_sum"(#loc205)), %out: f32 loc("jit(step)/transpose(jvp(blocks.3))/reduce_sum"(#loc205))):
      %766 = arith.addf %out, %in : f32 loc(#loc494)
      linalg.yield %766 : f32 loc(#loc494)
    } -> tensor<32xf32> loc(#loc494)
    %expanded_76 = tensor.expand_shape %365 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc495)
    %366 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_74, %258 : tensor<32x16x32xf32>, tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.3))/dot_general"(#loc158)), %in_154: f32 loc("jit(step)/jvp(blocks.3)/mul"(#loc205)), %out: f32 loc("jit(step)/transpose(jvp(blocks.3))/mul"(#loc205))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc493)
      linalg.yield %766 : f32 loc(#loc493)
    } -> tensor<32x16x32xf32> loc(#loc493)
    %367 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_76 : tensor<1x1x32xf32>) outs(%289 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.3))/reduce_sum"(#loc205)), %out: f32 loc("jit(step)/transpose(jvp(blocks.3))/reduce_sum"(#loc205))):
      %766 = arith.addf %out, %in : f32 loc(#loc494)
      linalg.yield %766 : f32 loc(#loc494)
    } -> tensor<32xf32> loc(#loc494)
    %368 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%247, %366 : tensor<32x16x32xf32>, tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.3)/sub"(#loc199)), %in_154: f32 loc("jit(step)/transpose(jvp(blocks.3))/mul"(#loc205)), %out: f32 loc("jit(step)/transpose(jvp(blocks.3))/mul"(#loc204))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc496)
      linalg.yield %766 : f32 loc(#loc496)
    } -> tensor<32x16x32xf32> loc(#loc496)
    %369 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%368 : tensor<32x16x32xf32>) outs(%1 : tensor<32x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.3))/reduce_sum"(#loc204)), %out: f32 loc("jit(step)/transpose(jvp(blocks.3))/reduce_sum"(#loc204))):
      %766 = arith.addf %out, %in : f32 loc(#loc497)
      linalg.yield %766 : f32 loc(#loc497)
    } -> tensor<32x16xf32> loc(#loc497)
    %expanded_77 = tensor.expand_shape %369 [[0], [1, 2]] output_shape [32, 16, 1] : tensor<32x16xf32> into tensor<32x16x1xf32> loc(#loc498)
    %370 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%366, %256 : tensor<32x16x32xf32>, tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.3))/mul"(#loc205)), %in_154: f32 loc("jit(step)/jvp(blocks.3)/mul"(#loc204)), %out: f32 loc("jit(step)/transpose(jvp(blocks.3))/mul"(#loc204))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc496)
      linalg.yield %766 : f32 loc(#loc496)
    } -> tensor<32x16x32xf32> loc(#loc496)
    %371 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_77, %255 : tensor<32x16x1xf32>, tensor<32x16x1xf32>) outs(%3 : tensor<32x16x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.3))/reshape"(#loc204)), %in_154: f32 loc("jit(step)/jvp(blocks.3)/mul"(#loc203)), %out: f32 loc("jit(step)/transpose(jvp(blocks.3))/mul"(#loc203))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc499)
      linalg.yield %766 : f32 loc(#loc499)
    } -> tensor<32x16x1xf32> loc(#loc499)
    %372 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%370 : tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.3))/mul"(#loc204)), %out: f32 loc("jit(step)/transpose(jvp(blocks.3))/neg"(#loc284))):
      %766 = arith.negf %in : f32 loc(#loc500)
      linalg.yield %766 : f32 loc(#loc500)
    } -> tensor<32x16x32xf32> loc(#loc500)
    %373 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%372 : tensor<32x16x32xf32>) outs(%1 : tensor<32x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.3))/reduce_sum"(#loc284)), %out: f32 loc("jit(step)/transpose(jvp(blocks.3))/reduce_sum"(#loc284))):
      %766 = arith.addf %out, %in : f32 loc(#loc501)
      linalg.yield %766 : f32 loc(#loc501)
    } -> tensor<32x16xf32> loc(#loc501)
    %expanded_78 = tensor.expand_shape %373 [[0], [1, 2]] output_shape [32, 16, 1] : tensor<32x16xf32> into tensor<32x16x1xf32> loc(#loc502)
    %374 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%335, %370 : tensor<32x16x32xf32>, tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/broadcast_in_dim"(#loc145)), %in_154: f32 loc("jit(step)/transpose(jvp(blocks.3))/mul"(#loc204)), %out: f32 loc("jit(step)/transpose(jvp(blocks.3))/add_any"(#loc284))):
      %766 = arith.addf %in, %in_154 : f32 loc(#loc503)
      linalg.yield %766 : f32 loc(#loc503)
    } -> tensor<32x16x32xf32> loc(#loc503)
    %375 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%371 : tensor<32x16x1xf32>) outs(%3 : tensor<32x16x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.3))/mul"(#loc203)), %out: f32 loc("jit(step)/transpose(jvp(blocks.3))/div"(#loc201))):
      %766 = arith.divf %in, %cst_13 : f32 loc(#loc504)
      linalg.yield %766 : f32 loc(#loc504)
    } -> tensor<32x16x1xf32> loc(#loc504)
    %376 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%375 : tensor<32x16x1xf32>) outs(%1 : tensor<32x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.3))/reduce_sum"(#loc201)), %out: f32 loc("jit(step)/transpose(jvp(blocks.3))/reduce_sum"(#loc201))):
      %766 = arith.addf %out, %in : f32 loc(#loc505)
      linalg.yield %766 : f32 loc(#loc505)
    } -> tensor<32x16xf32> loc(#loc505)
    %377 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%376 : tensor<32x16xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.3))/reduce_sum"(#loc201)), %out: f32 loc("jit(step)/transpose(jvp(blocks.3))/broadcast_in_dim"(#loc201))):
      linalg.yield %in : f32 loc(#loc506)
    } -> tensor<32x16x32xf32> loc(#loc506)
    %378 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%377, %249 : tensor<32x16x32xf32>, tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.3))/broadcast_in_dim"(#loc201)), %in_154: f32 loc("jit(step)/jvp(blocks.3)/mul"(#loc200)), %out: f32 loc("jit(step)/transpose(jvp(blocks.3))/mul"(#loc200))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc507)
      linalg.yield %766 : f32 loc(#loc507)
    } -> tensor<32x16x32xf32> loc(#loc507)
    %379 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%378 : tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.3))/mul"(#loc200)), %out: f32 loc("jit(step)/transpose(jvp(blocks.3))/neg"(#loc199))):
      %766 = arith.negf %in : f32 loc(#loc508)
      linalg.yield %766 : f32 loc(#loc508)
    } -> tensor<32x16x32xf32> loc(#loc508)
    %380 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%379 : tensor<32x16x32xf32>) outs(%1 : tensor<32x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.3))/reduce_sum"(#loc199)), %out: f32 loc("jit(step)/transpose(jvp(blocks.3))/reduce_sum"(#loc199))):
      %766 = arith.addf %out, %in : f32 loc(#loc509)
      linalg.yield %766 : f32 loc(#loc509)
    } -> tensor<32x16xf32> loc(#loc509)
    %expanded_79 = tensor.expand_shape %380 [[0], [1, 2]] output_shape [32, 16, 1] : tensor<32x16xf32> into tensor<32x16x1xf32> loc(#loc510)
    %381 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%374, %378 : tensor<32x16x32xf32>, tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.3))/add_any"(#loc284)), %in_154: f32 loc("jit(step)/transpose(jvp(blocks.3))/mul"(#loc200)), %out: f32 loc("jit(step)/transpose(jvp(blocks.3))/add_any"(#loc199))):
      %766 = arith.addf %in, %in_154 : f32 loc(#loc511)
      linalg.yield %766 : f32 loc(#loc511)
    } -> tensor<32x16x32xf32> loc(#loc511)
    %382 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_78, %expanded_79 : tensor<32x16x1xf32>, tensor<32x16x1xf32>) outs(%3 : tensor<32x16x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.3))/reshape"(#loc284)), %in_154: f32 loc("jit(step)/transpose(jvp(blocks.3))/reshape"(#loc199)), %out: f32 loc("jit(step)/transpose(jvp(blocks.3))/add_any"(#loc199))):
      %766 = arith.addf %in, %in_154 : f32 loc(#loc511)
      linalg.yield %766 : f32 loc(#loc511)
    } -> tensor<32x16x1xf32> loc(#loc511)
    %383 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%382 : tensor<32x16x1xf32>) outs(%3 : tensor<32x16x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.3))/add_any"(#loc199)), %out: f32 loc("jit(step)/transpose(jvp(blocks.3))/div"(#loc198))):
      %766 = arith.divf %in, %cst_13 : f32 loc(#loc512)
      linalg.yield %766 : f32 loc(#loc512)
    } -> tensor<32x16x1xf32> loc(#loc512)
    %384 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%383 : tensor<32x16x1xf32>) outs(%1 : tensor<32x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.3))/reduce_sum"(#loc198)), %out: f32 loc("jit(step)/transpose(jvp(blocks.3))/reduce_sum"(#loc198))):
      %766 = arith.addf %out, %in : f32 loc(#loc513)
      linalg.yield %766 : f32 loc(#loc513)
    } -> tensor<32x16xf32> loc(#loc513)
    %385 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%384 : tensor<32x16xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.3))/reduce_sum"(#loc198)), %out: f32 loc("jit(step)/transpose(jvp(blocks.3))/broadcast_in_dim"(#loc198))):
      linalg.yield %in : f32 loc(#loc514)
    } -> tensor<32x16x32xf32> loc(#loc514)
    %386 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%381, %385 : tensor<32x16x32xf32>, tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.3))/add_any"(#loc199)), %in_154: f32 loc("jit(step)/transpose(jvp(blocks.3))/broadcast_in_dim"(#loc198)), %out: f32 loc("jit(step)/transpose(jvp(blocks.3))/add_any"(#loc198))):
      %766 = arith.addf %in, %in_154 : f32 loc(#loc515)
      linalg.yield %766 : f32 loc(#loc515)
    } -> tensor<32x16x32xf32> loc(#loc515)
    %387 = linalg.generic {indexing_maps = [#map4, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%386 : tensor<32x16x32xf32>) outs(%19 : tensor<32x32x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.3))/add_any"(#loc198)), %out: f32 loc("jit(step)/transpose(jvp(blocks.3))/transpose"(#loc155))):
      linalg.yield %in : f32 loc(#loc285)
    } -> tensor<32x32x16xf32> loc(#loc285)
    %388 = tensor.empty() : tensor<16x32x32xf32> loc(#loc286)
    %389 = linalg.generic {indexing_maps = [#map12, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%387 : tensor<32x32x16xf32>) outs(%388 : tensor<16x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.3))/transpose"(#loc155)), %out: f32 loc("jit(step)/transpose(jvp(blocks.3))/dot_general"(#loc154))):
      linalg.yield %in : f32 loc(#loc286)
    } -> tensor<16x32x32xf32> loc(#loc286)
    %collapsed_80 = tensor.collapse_shape %389 [[0], [1, 2]] : tensor<16x32x32xf32> into tensor<16x1024xf32> loc(#loc286)
    %390 = tensor.empty() : tensor<16x32xf32> loc(#loc286)
    %391 = linalg.fill ins(%cst_14 : f32) outs(%390 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc286)
    %392 = linalg.matmul ins(%collapsed_80, %collapsed_53 : tensor<16x1024xf32>, tensor<1024x32xf32>) outs(%391 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc286)
    %393 = linalg.generic {indexing_maps = [#map10, #map5], iterator_types = ["parallel", "parallel"]} ins(%392 : tensor<16x32xf32>) outs(%0 : tensor<32x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.3))/dot_general"(#loc154)), %out: f32 loc("jit(step)/transpose(jvp(blocks.3))/transpose"(#loc154))):
      linalg.yield %in : f32 loc(#loc287)
    } -> tensor<32x16xf32> loc(#loc287)
    %collapsed_81 = tensor.collapse_shape %387 [[0, 1], [2]] : tensor<32x32x16xf32> into tensor<1024x16xf32> loc(#loc286)
    %394 = linalg.generic {indexing_maps = [#map10, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg31 : tensor<32x16xf32>) outs(%390 : tensor<16x32xf32>) {
    ^bb0(%in: f32 loc("params[3]['tok2']"), %out: f32 loc("jit(step)/transpose(jvp(blocks.3))/dot_general"(#loc154))):
      linalg.yield %in : f32 loc(#loc286)
    } -> tensor<16x32xf32> loc(#loc286)
    %395 = linalg.matmul ins(%collapsed_81, %394 : tensor<1024x16xf32>, tensor<16x32xf32>) outs(%22 : tensor<1024x32xf32>) -> tensor<1024x32xf32> loc(#loc286)
    %expanded_82 = tensor.expand_shape %395 [[0, 1], [2]] output_shape [32, 32, 32] : tensor<1024x32xf32> into tensor<32x32x32xf32> loc(#loc286)
    %396 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_52, %expanded_82 : tensor<32x32x32xf32>, tensor<32x32x32xf32>) outs(%24 : tensor<32x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.3)/dot_general"(#loc152)), %in_154: f32 loc("jit(step)/transpose(jvp(blocks.3))/dot_general"(#loc154)), %out: f32 loc("jit(step)/transpose(jvp(blocks.3))/mul"(#loc153))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc288)
      linalg.yield %766 : f32 loc(#loc288)
    } -> tensor<32x32x32xf32> loc(#loc288)
    %397 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_82, %239 : tensor<32x32x32xf32>, tensor<32x32x32xf32>) outs(%24 : tensor<32x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.3))/dot_general"(#loc154)), %in_154: f32 loc("jit(step)/jvp(blocks.3)/mul"(#loc153)), %out: f32 loc("jit(step)/transpose(jvp(blocks.3))/mul"(#loc153))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc288)
      linalg.yield %766 : f32 loc(#loc288)
    } -> tensor<32x32x32xf32> loc(#loc288)
    %398 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%396 : tensor<32x32x32xf32>) outs(%24 : tensor<32x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.3))/mul"(#loc153)), %out: f32 loc("jit(step)/transpose(jvp(blocks.3))/mul"(#loc153))):
      %766 = arith.mulf %in, %cst_7 : f32 loc(#loc288)
      linalg.yield %766 : f32 loc(#loc288)
    } -> tensor<32x32x32xf32> loc(#loc288)
    %399 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%398, %237 : tensor<32x32x32xf32>, tensor<32x32x32xf32>) outs(%24 : tensor<32x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.3))/mul"(#loc153)), %in_154: f32 loc("jit(step)/jvp(blocks.3)/sub"(#loc153)), %out: f32 loc("jit(step)/transpose(jvp(blocks.3))/mul"(#loc153))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc288)
      linalg.yield %766 : f32 loc(#loc288)
    } -> tensor<32x32x32xf32> loc(#loc288)
    %400 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%399, %236 : tensor<32x32x32xf32>, tensor<32x32x32xf32>) outs(%24 : tensor<32x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.3))/mul"(#loc153)), %in_154: f32 loc("jit(step)/jvp(blocks.3)/tanh"(#loc153)), %out: f32 loc("jit(step)/transpose(jvp(blocks.3))/mul"(#loc153))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc288)
      linalg.yield %766 : f32 loc(#loc288)
    } -> tensor<32x32x32xf32> loc(#loc288)
    %401 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%399, %400 : tensor<32x32x32xf32>, tensor<32x32x32xf32>) outs(%24 : tensor<32x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.3))/mul"(#loc153)), %in_154: f32 loc("jit(step)/transpose(jvp(blocks.3))/mul"(#loc153)), %out: f32 loc("jit(step)/transpose(jvp(blocks.3))/add_any"(#loc153))):
      %766 = arith.addf %in, %in_154 : f32 loc(#loc289)
      linalg.yield %766 : f32 loc(#loc289)
    } -> tensor<32x32x32xf32> loc(#loc289)
    %402 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%401 : tensor<32x32x32xf32>) outs(%24 : tensor<32x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.3))/add_any"(#loc153)), %out: f32 loc("jit(step)/transpose(jvp(blocks.3))/mul"(#loc153))):
      %766 = arith.mulf %in, %cst_9 : f32 loc(#loc288)
      linalg.yield %766 : f32 loc(#loc288)
    } -> tensor<32x32x32xf32> loc(#loc288)
    %403 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%397, %402 : tensor<32x32x32xf32>, tensor<32x32x32xf32>) outs(%24 : tensor<32x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.3))/mul"(#loc153)), %in_154: f32 loc("jit(step)/transpose(jvp(blocks.3))/mul"(#loc153)), %out: f32 loc("jit(step)/transpose(jvp(blocks.3))/add_any"(#loc153))):
      %766 = arith.addf %in, %in_154 : f32 loc(#loc289)
      linalg.yield %766 : f32 loc(#loc289)
    } -> tensor<32x32x32xf32> loc(#loc289)
    %404 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%402 : tensor<32x32x32xf32>) outs(%24 : tensor<32x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.3))/mul"(#loc153)), %out: f32 loc("jit(step)/transpose(jvp(blocks.3))/mul"(#loc153))):
      %766 = arith.mulf %in, %cst_10 : f32 loc(#loc288)
      linalg.yield %766 : f32 loc(#loc288)
    } -> tensor<32x32x32xf32> loc(#loc288)
    %405 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%404, %232 : tensor<32x32x32xf32>, tensor<32x32x32xf32>) outs(%24 : tensor<32x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.3))/mul"(#loc153)), %in_154: f32 loc("jit(step)/jvp(blocks.3)/mul"(#loc153)), %out: f32 loc("jit(step)/transpose(jvp(blocks.3))/mul"(#loc153))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc288)
      linalg.yield %766 : f32 loc(#loc288)
    } -> tensor<32x32x32xf32> loc(#loc288)
    %406 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%403, %405 : tensor<32x32x32xf32>, tensor<32x32x32xf32>) outs(%24 : tensor<32x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.3))/add_any"(#loc153)), %in_154: f32 loc("jit(step)/transpose(jvp(blocks.3))/mul"(#loc153)), %out: f32 loc("jit(step)/transpose(jvp(blocks.3))/add_any"(#loc153))):
      %766 = arith.addf %in, %in_154 : f32 loc(#loc289)
      linalg.yield %766 : f32 loc(#loc289)
    } -> tensor<32x32x32xf32> loc(#loc289)
    %407 = linalg.generic {indexing_maps = [#map12, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%406 : tensor<32x32x32xf32>) outs(%24 : tensor<32x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.3))/add_any"(#loc153)), %out: f32 loc("jit(step)/transpose(jvp(blocks.3))/dot_general"(#loc152))):
      linalg.yield %in : f32 loc(#loc290)
    } -> tensor<32x32x32xf32> loc(#loc290)
    %collapsed_83 = tensor.collapse_shape %407 [[0], [1, 2]] : tensor<32x32x32xf32> into tensor<32x1024xf32> loc(#loc290)
    %408 = linalg.matmul ins(%collapsed_83, %collapsed_51 : tensor<32x1024xf32>, tensor<1024x16xf32>) outs(%1 : tensor<32x16xf32>) -> tensor<32x16xf32> loc(#loc290)
    %409 = linalg.generic {indexing_maps = [#map10, #map5], iterator_types = ["parallel", "parallel"]} ins(%408 : tensor<32x16xf32>) outs(%390 : tensor<16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.3))/dot_general"(#loc152)), %out: f32 loc("jit(step)/transpose(jvp(blocks.3))/transpose"(#loc152))):
      linalg.yield %in : f32 loc(#loc291)
    } -> tensor<16x32xf32> loc(#loc291)
    %collapsed_84 = tensor.collapse_shape %406 [[0, 1], [2]] : tensor<32x32x32xf32> into tensor<1024x32xf32> loc(#loc290)
    %410 = linalg.generic {indexing_maps = [#map10, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg30 : tensor<16x32xf32>) outs(%0 : tensor<32x16xf32>) {
    ^bb0(%in: f32 loc("params[3]['tok1']"), %out: f32 loc("jit(step)/transpose(jvp(blocks.3))/dot_general"(#loc152))):
      linalg.yield %in : f32 loc(#loc290)
    } -> tensor<32x16xf32> loc(#loc290)
    %411 = linalg.matmul ins(%collapsed_84, %410 : tensor<1024x32xf32>, tensor<32x16xf32>) outs(%37 : tensor<1024x16xf32>) -> tensor<1024x16xf32> loc(#loc290)
    %expanded_85 = tensor.expand_shape %411 [[0, 1], [2]] output_shape [32, 32, 16] : tensor<1024x16xf32> into tensor<32x32x16xf32> loc(#loc290)
    %412 = linalg.generic {indexing_maps = [#map4, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_85 : tensor<32x32x16xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.3))/dot_general"(#loc152)), %out: f32 loc("jit(step)/transpose(jvp(blocks.3))/transpose"(#loc151))):
      linalg.yield %in : f32 loc(#loc292)
    } -> tensor<32x16x32xf32> loc(#loc292)
    %413 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "reduction", "reduction"]} ins(%412 : tensor<32x16x32xf32>) outs(%289 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.3))/reduce_sum"(#loc187)), %out: f32 loc("jit(step)/transpose(jvp(blocks.3))/reduce_sum"(#loc187))):
      %766 = arith.addf %out, %in : f32 loc(#loc516)
      linalg.yield %766 : f32 loc(#loc516)
    } -> tensor<32xf32> loc(#loc516)
    %expanded_86 = tensor.expand_shape %413 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc517)
    %414 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_86 : tensor<1x1x32xf32>) outs(%289 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.3))/reduce_sum"(#loc187)), %out: f32 loc("jit(step)/transpose(jvp(blocks.3))/reduce_sum"(#loc187))):
      %766 = arith.addf %out, %in : f32 loc(#loc516)
      linalg.yield %766 : f32 loc(#loc516)
    } -> tensor<32xf32> loc(#loc516)
    %415 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%223, %412 : tensor<32x16x32xf32>, tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.3)/mul"(#loc185)), %in_154: f32 loc("jit(step)/transpose(jvp(blocks.3))/transpose"(#loc151)), %out: f32 loc("jit(step)/transpose(jvp(blocks.3))/mul"(#loc186))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc518)
      linalg.yield %766 : f32 loc(#loc518)
    } -> tensor<32x16x32xf32> loc(#loc518)
    %416 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "reduction", "reduction"]} ins(%415 : tensor<32x16x32xf32>) outs(%289 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.3))/reduce_sum"(#loc186)), %out: f32 loc("jit(step)/transpose(jvp(blocks.3))/reduce_sum"(#loc186))):
      %766 = arith.addf %out, %in : f32 loc(#loc519)
      linalg.yield %766 : f32 loc(#loc519)
    } -> tensor<32xf32> loc(#loc519)
    %expanded_87 = tensor.expand_shape %416 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc520)
    %417 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%412, %224 : tensor<32x16x32xf32>, tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.3))/transpose"(#loc151)), %in_154: f32 loc("jit(step)/jvp(blocks.3)/mul"(#loc186)), %out: f32 loc("jit(step)/transpose(jvp(blocks.3))/mul"(#loc186))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc518)
      linalg.yield %766 : f32 loc(#loc518)
    } -> tensor<32x16x32xf32> loc(#loc518)
    %418 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_87 : tensor<1x1x32xf32>) outs(%289 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.3))/reduce_sum"(#loc186)), %out: f32 loc("jit(step)/transpose(jvp(blocks.3))/reduce_sum"(#loc186))):
      %766 = arith.addf %out, %in : f32 loc(#loc519)
      linalg.yield %766 : f32 loc(#loc519)
    } -> tensor<32xf32> loc(#loc519)
    %419 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%213, %417 : tensor<32x16x32xf32>, tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.3)/sub"(#loc180)), %in_154: f32 loc("jit(step)/transpose(jvp(blocks.3))/mul"(#loc186)), %out: f32 loc("jit(step)/transpose(jvp(blocks.3))/mul"(#loc185))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc521)
      linalg.yield %766 : f32 loc(#loc521)
    } -> tensor<32x16x32xf32> loc(#loc521)
    %420 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%419 : tensor<32x16x32xf32>) outs(%1 : tensor<32x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.3))/reduce_sum"(#loc185)), %out: f32 loc("jit(step)/transpose(jvp(blocks.3))/reduce_sum"(#loc185))):
      %766 = arith.addf %out, %in : f32 loc(#loc522)
      linalg.yield %766 : f32 loc(#loc522)
    } -> tensor<32x16xf32> loc(#loc522)
    %expanded_88 = tensor.expand_shape %420 [[0], [1, 2]] output_shape [32, 16, 1] : tensor<32x16xf32> into tensor<32x16x1xf32> loc(#loc523)
    %421 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%417, %222 : tensor<32x16x32xf32>, tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.3))/mul"(#loc186)), %in_154: f32 loc("jit(step)/jvp(blocks.3)/mul"(#loc185)), %out: f32 loc("jit(step)/transpose(jvp(blocks.3))/mul"(#loc185))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc521)
      linalg.yield %766 : f32 loc(#loc521)
    } -> tensor<32x16x32xf32> loc(#loc521)
    %422 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_88, %221 : tensor<32x16x1xf32>, tensor<32x16x1xf32>) outs(%3 : tensor<32x16x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.3))/reshape"(#loc185)), %in_154: f32 loc("jit(step)/jvp(blocks.3)/mul"(#loc184)), %out: f32 loc("jit(step)/transpose(jvp(blocks.3))/mul"(#loc184))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc524)
      linalg.yield %766 : f32 loc(#loc524)
    } -> tensor<32x16x1xf32> loc(#loc524)
    %423 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%421 : tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.3))/mul"(#loc185)), %out: f32 loc("jit(step)/transpose(jvp(blocks.3))/neg"(#loc293))):
      %766 = arith.negf %in : f32 loc(#loc525)
      linalg.yield %766 : f32 loc(#loc525)
    } -> tensor<32x16x32xf32> loc(#loc525)
    %424 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%423 : tensor<32x16x32xf32>) outs(%1 : tensor<32x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.3))/reduce_sum"(#loc293)), %out: f32 loc("jit(step)/transpose(jvp(blocks.3))/reduce_sum"(#loc293))):
      %766 = arith.addf %out, %in : f32 loc(#loc526)
      linalg.yield %766 : f32 loc(#loc526)
    } -> tensor<32x16xf32> loc(#loc526)
    %expanded_89 = tensor.expand_shape %424 [[0], [1, 2]] output_shape [32, 16, 1] : tensor<32x16xf32> into tensor<32x16x1xf32> loc(#loc527)
    %425 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%386, %421 : tensor<32x16x32xf32>, tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.3))/add_any"(#loc198)), %in_154: f32 loc("jit(step)/transpose(jvp(blocks.3))/mul"(#loc185)), %out: f32 loc("jit(step)/transpose(jvp(blocks.3))/add_any"(#loc293))):
      %766 = arith.addf %in, %in_154 : f32 loc(#loc528)
      linalg.yield %766 : f32 loc(#loc528)
    } -> tensor<32x16x32xf32> loc(#loc528)
    %426 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%422 : tensor<32x16x1xf32>) outs(%3 : tensor<32x16x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.3))/mul"(#loc184)), %out: f32 loc("jit(step)/transpose(jvp(blocks.3))/div"(#loc182))):
      %766 = arith.divf %in, %cst_13 : f32 loc(#loc529)
      linalg.yield %766 : f32 loc(#loc529)
    } -> tensor<32x16x1xf32> loc(#loc529)
    %427 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%426 : tensor<32x16x1xf32>) outs(%1 : tensor<32x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.3))/reduce_sum"(#loc182)), %out: f32 loc("jit(step)/transpose(jvp(blocks.3))/reduce_sum"(#loc182))):
      %766 = arith.addf %out, %in : f32 loc(#loc530)
      linalg.yield %766 : f32 loc(#loc530)
    } -> tensor<32x16xf32> loc(#loc530)
    %428 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%427 : tensor<32x16xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.3))/reduce_sum"(#loc182)), %out: f32 loc("jit(step)/transpose(jvp(blocks.3))/broadcast_in_dim"(#loc182))):
      linalg.yield %in : f32 loc(#loc531)
    } -> tensor<32x16x32xf32> loc(#loc531)
    %429 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%428, %215 : tensor<32x16x32xf32>, tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.3))/broadcast_in_dim"(#loc182)), %in_154: f32 loc("jit(step)/jvp(blocks.3)/mul"(#loc181)), %out: f32 loc("jit(step)/transpose(jvp(blocks.3))/mul"(#loc181))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc532)
      linalg.yield %766 : f32 loc(#loc532)
    } -> tensor<32x16x32xf32> loc(#loc532)
    %430 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%429 : tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.3))/mul"(#loc181)), %out: f32 loc("jit(step)/transpose(jvp(blocks.3))/neg"(#loc180))):
      %766 = arith.negf %in : f32 loc(#loc533)
      linalg.yield %766 : f32 loc(#loc533)
    } -> tensor<32x16x32xf32> loc(#loc533)
    %431 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%430 : tensor<32x16x32xf32>) outs(%1 : tensor<32x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.3))/reduce_sum"(#loc180)), %out: f32 loc("jit(step)/transpose(jvp(blocks.3))/reduce_sum"(#loc180))):
      %766 = arith.addf %out, %in : f32 loc(#loc534)
      linalg.yield %766 : f32 loc(#loc534)
    } -> tensor<32x16xf32> loc(#loc534)
    %expanded_90 = tensor.expand_shape %431 [[0], [1, 2]] output_shape [32, 16, 1] : tensor<32x16xf32> into tensor<32x16x1xf32> loc(#loc535)
    %432 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%425, %429 : tensor<32x16x32xf32>, tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.3))/add_any"(#loc293)), %in_154: f32 loc("jit(step)/transpose(jvp(blocks.3))/mul"(#loc181)), %out: f32 loc("jit(step)/transpose(jvp(blocks.3))/add_any"(#loc180))):
      %766 = arith.addf %in, %in_154 : f32 loc(#loc536)
      linalg.yield %766 : f32 loc(#loc536)
    } -> tensor<32x16x32xf32> loc(#loc536)
    %433 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_89, %expanded_90 : tensor<32x16x1xf32>, tensor<32x16x1xf32>) outs(%3 : tensor<32x16x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.3))/reshape"(#loc293)), %in_154: f32 loc("jit(step)/transpose(jvp(blocks.3))/reshape"(#loc180)), %out: f32 loc("jit(step)/transpose(jvp(blocks.3))/add_any"(#loc180))):
      %766 = arith.addf %in, %in_154 : f32 loc(#loc536)
      linalg.yield %766 : f32 loc(#loc536)
    } -> tensor<32x16x1xf32> loc(#loc536)
    %434 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%433 : tensor<32x16x1xf32>) outs(%3 : tensor<32x16x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.3))/add_any"(#loc180)), %out: f32 loc("jit(step)/transpose(jvp(blocks.3))/div"(#loc179))):
      %766 = arith.divf %in, %cst_13 : f32 loc(#loc537)
      linalg.yield %766 : f32 loc(#loc537)
    } -> tensor<32x16x1xf32> loc(#loc537)
    %435 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%434 : tensor<32x16x1xf32>) outs(%1 : tensor<32x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.3))/reduce_sum"(#loc179)), %out: f32 loc("jit(step)/transpose(jvp(blocks.3))/reduce_sum"(#loc179))):
      %766 = arith.addf %out, %in : f32 loc(#loc538)
      linalg.yield %766 : f32 loc(#loc538)
    } -> tensor<32x16xf32> loc(#loc538)
    %436 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%435 : tensor<32x16xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.3))/reduce_sum"(#loc179)), %out: f32 loc("jit(step)/transpose(jvp(blocks.3))/broadcast_in_dim"(#loc179))):
      linalg.yield %in : f32 loc(#loc539)
    } -> tensor<32x16x32xf32> loc(#loc539)
    %437 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%432, %436 : tensor<32x16x32xf32>, tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.3))/add_any"(#loc180)), %in_154: f32 loc("jit(step)/transpose(jvp(blocks.3))/broadcast_in_dim"(#loc179)), %out: f32 loc("jit(step)/transpose(jvp(blocks.3))/add_any"(#loc179))):
      %766 = arith.addf %in, %in_154 : f32 loc(#loc540)
      linalg.yield %766 : f32 loc(#loc540)
    } -> tensor<32x16x32xf32> loc(#loc540)
    %438 = linalg.generic {indexing_maps = [#map12, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%437 : tensor<32x16x32xf32>) outs(%19 : tensor<32x32x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.3))/add_any"(#loc179)), %out: f32 loc("jit(step)/transpose(jvp(blocks.2))/dot_general"(#loc160))):
      linalg.yield %in : f32 loc(#loc294)
    } -> tensor<32x32x16xf32> loc(#loc294)
    %collapsed_91 = tensor.collapse_shape %438 [[0], [1, 2]] : tensor<32x32x16xf32> into tensor<32x512xf32> loc(#loc294)
    %439 = linalg.matmul ins(%collapsed_91, %collapsed_47 : tensor<32x512xf32>, tensor<512x64xf32>) outs(%338 : tensor<32x64xf32>) -> tensor<32x64xf32> loc(#loc294)
    %440 = linalg.generic {indexing_maps = [#map10, #map5], iterator_types = ["parallel", "parallel"]} ins(%439 : tensor<32x64xf32>) outs(%340 : tensor<64x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.2))/dot_general"(#loc160)), %out: f32 loc("jit(step)/transpose(jvp(blocks.2))/transpose"(#loc160))):
      linalg.yield %in : f32 loc(#loc295)
    } -> tensor<64x32xf32> loc(#loc295)
    %collapsed_92 = tensor.collapse_shape %437 [[0, 1], [2]] : tensor<32x16x32xf32> into tensor<512x32xf32> loc(#loc294)
    %441 = linalg.generic {indexing_maps = [#map10, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg17 : tensor<64x32xf32>) outs(%337 : tensor<32x64xf32>) {
    ^bb0(%in: f32 loc("params[2]['ch2']"), %out: f32 loc("jit(step)/transpose(jvp(blocks.2))/dot_general"(#loc160))):
      linalg.yield %in : f32 loc(#loc294)
    } -> tensor<32x64xf32> loc(#loc294)
    %442 = linalg.matmul ins(%collapsed_92, %441 : tensor<512x32xf32>, tensor<32x64xf32>) outs(%60 : tensor<512x64xf32>) -> tensor<512x64xf32> loc(#loc294)
    %expanded_93 = tensor.expand_shape %442 [[0, 1], [2]] output_shape [32, 16, 64] : tensor<512x64xf32> into tensor<32x16x64xf32> loc(#loc294)
    %443 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_46, %expanded_93 : tensor<32x16x64xf32>, tensor<32x16x64xf32>) outs(%62 : tensor<32x16x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.2)/dot_general"(#loc158)), %in_154: f32 loc("jit(step)/transpose(jvp(blocks.2))/dot_general"(#loc160)), %out: f32 loc("jit(step)/transpose(jvp(blocks.2))/mul"(#loc159))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc296)
      linalg.yield %766 : f32 loc(#loc296)
    } -> tensor<32x16x64xf32> loc(#loc296)
    %444 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_93, %206 : tensor<32x16x64xf32>, tensor<32x16x64xf32>) outs(%62 : tensor<32x16x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.2))/dot_general"(#loc160)), %in_154: f32 loc("jit(step)/jvp(blocks.2)/mul"(#loc159)), %out: f32 loc("jit(step)/transpose(jvp(blocks.2))/mul"(#loc159))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc296)
      linalg.yield %766 : f32 loc(#loc296)
    } -> tensor<32x16x64xf32> loc(#loc296)
    %445 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%443 : tensor<32x16x64xf32>) outs(%62 : tensor<32x16x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.2))/mul"(#loc159)), %out: f32 loc("jit(step)/transpose(jvp(blocks.2))/mul"(#loc159))):
      %766 = arith.mulf %in, %cst_7 : f32 loc(#loc296)
      linalg.yield %766 : f32 loc(#loc296)
    } -> tensor<32x16x64xf32> loc(#loc296)
    %446 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%445, %204 : tensor<32x16x64xf32>, tensor<32x16x64xf32>) outs(%62 : tensor<32x16x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.2))/mul"(#loc159)), %in_154: f32 loc("jit(step)/jvp(blocks.2)/sub"(#loc159)), %out: f32 loc("jit(step)/transpose(jvp(blocks.2))/mul"(#loc159))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc296)
      linalg.yield %766 : f32 loc(#loc296)
    } -> tensor<32x16x64xf32> loc(#loc296)
    %447 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%446, %203 : tensor<32x16x64xf32>, tensor<32x16x64xf32>) outs(%62 : tensor<32x16x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.2))/mul"(#loc159)), %in_154: f32 loc("jit(step)/jvp(blocks.2)/tanh"(#loc159)), %out: f32 loc("jit(step)/transpose(jvp(blocks.2))/mul"(#loc159))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc296)
      linalg.yield %766 : f32 loc(#loc296)
    } -> tensor<32x16x64xf32> loc(#loc296)
    %448 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%446, %447 : tensor<32x16x64xf32>, tensor<32x16x64xf32>) outs(%62 : tensor<32x16x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.2))/mul"(#loc159)), %in_154: f32 loc("jit(step)/transpose(jvp(blocks.2))/mul"(#loc159)), %out: f32 loc("jit(step)/transpose(jvp(blocks.2))/add_any"(#loc159))):
      %766 = arith.addf %in, %in_154 : f32 loc(#loc297)
      linalg.yield %766 : f32 loc(#loc297)
    } -> tensor<32x16x64xf32> loc(#loc297)
    %449 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%448 : tensor<32x16x64xf32>) outs(%62 : tensor<32x16x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.2))/add_any"(#loc159)), %out: f32 loc("jit(step)/transpose(jvp(blocks.2))/mul"(#loc159))):
      %766 = arith.mulf %in, %cst_9 : f32 loc(#loc296)
      linalg.yield %766 : f32 loc(#loc296)
    } -> tensor<32x16x64xf32> loc(#loc296)
    %450 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%444, %449 : tensor<32x16x64xf32>, tensor<32x16x64xf32>) outs(%62 : tensor<32x16x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.2))/mul"(#loc159)), %in_154: f32 loc("jit(step)/transpose(jvp(blocks.2))/mul"(#loc159)), %out: f32 loc("jit(step)/transpose(jvp(blocks.2))/add_any"(#loc159))):
      %766 = arith.addf %in, %in_154 : f32 loc(#loc297)
      linalg.yield %766 : f32 loc(#loc297)
    } -> tensor<32x16x64xf32> loc(#loc297)
    %451 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%449 : tensor<32x16x64xf32>) outs(%62 : tensor<32x16x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.2))/mul"(#loc159)), %out: f32 loc("jit(step)/transpose(jvp(blocks.2))/mul"(#loc159))):
      %766 = arith.mulf %in, %cst_10 : f32 loc(#loc296)
      linalg.yield %766 : f32 loc(#loc296)
    } -> tensor<32x16x64xf32> loc(#loc296)
    %452 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%451, %199 : tensor<32x16x64xf32>, tensor<32x16x64xf32>) outs(%62 : tensor<32x16x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.2))/mul"(#loc159)), %in_154: f32 loc("jit(step)/jvp(blocks.2)/mul"(#loc159)), %out: f32 loc("jit(step)/transpose(jvp(blocks.2))/mul"(#loc159))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc296)
      linalg.yield %766 : f32 loc(#loc296)
    } -> tensor<32x16x64xf32> loc(#loc296)
    %453 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%450, %452 : tensor<32x16x64xf32>, tensor<32x16x64xf32>) outs(%62 : tensor<32x16x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.2))/add_any"(#loc159)), %in_154: f32 loc("jit(step)/transpose(jvp(blocks.2))/mul"(#loc159)), %out: f32 loc("jit(step)/transpose(jvp(blocks.2))/add_any"(#loc159))):
      %766 = arith.addf %in, %in_154 : f32 loc(#loc297)
      linalg.yield %766 : f32 loc(#loc297)
    } -> tensor<32x16x64xf32> loc(#loc297)
    %454 = linalg.generic {indexing_maps = [#map12, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%453 : tensor<32x16x64xf32>) outs(%355 : tensor<64x32x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.2))/add_any"(#loc159)), %out: f32 loc("jit(step)/transpose(jvp(blocks.2))/dot_general"(#loc158))):
      linalg.yield %in : f32 loc(#loc298)
    } -> tensor<64x32x16xf32> loc(#loc298)
    %collapsed_94 = tensor.collapse_shape %454 [[0], [1, 2]] : tensor<64x32x16xf32> into tensor<64x512xf32> loc(#loc298)
    %455 = linalg.matmul ins(%collapsed_94, %collapsed_45 : tensor<64x512xf32>, tensor<512x32xf32>) outs(%357 : tensor<64x32xf32>) -> tensor<64x32xf32> loc(#loc298)
    %456 = linalg.generic {indexing_maps = [#map10, #map5], iterator_types = ["parallel", "parallel"]} ins(%455 : tensor<64x32xf32>) outs(%337 : tensor<32x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.2))/dot_general"(#loc158)), %out: f32 loc("jit(step)/transpose(jvp(blocks.2))/transpose"(#loc158))):
      linalg.yield %in : f32 loc(#loc299)
    } -> tensor<32x64xf32> loc(#loc299)
    %collapsed_95 = tensor.collapse_shape %453 [[0, 1], [2]] : tensor<32x16x64xf32> into tensor<512x64xf32> loc(#loc298)
    %457 = linalg.generic {indexing_maps = [#map10, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg16 : tensor<32x64xf32>) outs(%340 : tensor<64x32xf32>) {
    ^bb0(%in: f32 loc("params[2]['ch1']"), %out: f32 loc("jit(step)/transpose(jvp(blocks.2))/dot_general"(#loc158))):
      linalg.yield %in : f32 loc(#loc298)
    } -> tensor<64x32xf32> loc(#loc298)
    %458 = linalg.matmul ins(%collapsed_95, %457 : tensor<512x64xf32>, tensor<64x32xf32>) outs(%75 : tensor<512x32xf32>) -> tensor<512x32xf32> loc(#loc298)
    %expanded_96 = tensor.expand_shape %458 [[0, 1], [2]] output_shape [32, 16, 32] : tensor<512x32xf32> into tensor<32x16x32xf32> loc(#loc298)
    %459 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_96 : tensor<32x16x32xf32>) outs(%289 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.2))/reduce_sum"(#loc206)), %out: f32 loc("jit(step)/transpose(jvp(blocks.2))/reduce_sum"(#loc206))):
      %766 = arith.addf %out, %in : f32 loc(#loc541)
      linalg.yield %766 : f32 loc(#loc541)
    } -> tensor<32xf32> loc(#loc541)
    %expanded_97 = tensor.expand_shape %459 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc542)
    %460 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_97 : tensor<1x1x32xf32>) outs(%289 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.2))/reduce_sum"(#loc206)), %out: f32 loc("jit(step)/transpose(jvp(blocks.2))/reduce_sum"(#loc206))):
      %766 = arith.addf %out, %in : f32 loc(#loc541)
      linalg.yield %766 : f32 loc(#loc541)
    } -> tensor<32xf32> loc(#loc541)
    %461 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%191, %expanded_96 : tensor<32x16x32xf32>, tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.2)/mul"(#loc204)), %in_154: f32 loc("jit(step)/transpose(jvp(blocks.2))/dot_general"(#loc158)), %out: f32 loc("jit(step)/transpose(jvp(blocks.2))/mul"(#loc205))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc543)
      linalg.yield %766 : f32 loc(#loc543)
    } -> tensor<32x16x32xf32> loc(#loc543)
    %462 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "reduction", "reduction"]} ins(%461 : tensor<32x16x32xf32>) outs(%289 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.2))/reduce_sum"(#loc205)), %out: f32 loc("jit(step)/transpose(jvp(blocks.2))/reduce_sum"(#loc205))):
      %766 = arith.addf %out, %in : f32 loc(#loc544)
      linalg.yield %766 : f32 loc(#loc544)
    } -> tensor<32xf32> loc(#loc544)
    %expanded_98 = tensor.expand_shape %462 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc545)
    %463 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_96, %192 : tensor<32x16x32xf32>, tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.2))/dot_general"(#loc158)), %in_154: f32 loc("jit(step)/jvp(blocks.2)/mul"(#loc205)), %out: f32 loc("jit(step)/transpose(jvp(blocks.2))/mul"(#loc205))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc543)
      linalg.yield %766 : f32 loc(#loc543)
    } -> tensor<32x16x32xf32> loc(#loc543)
    %464 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_98 : tensor<1x1x32xf32>) outs(%289 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.2))/reduce_sum"(#loc205)), %out: f32 loc("jit(step)/transpose(jvp(blocks.2))/reduce_sum"(#loc205))):
      %766 = arith.addf %out, %in : f32 loc(#loc544)
      linalg.yield %766 : f32 loc(#loc544)
    } -> tensor<32xf32> loc(#loc544)
    %465 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%181, %463 : tensor<32x16x32xf32>, tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.2)/sub"(#loc199)), %in_154: f32 loc("jit(step)/transpose(jvp(blocks.2))/mul"(#loc205)), %out: f32 loc("jit(step)/transpose(jvp(blocks.2))/mul"(#loc204))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc546)
      linalg.yield %766 : f32 loc(#loc546)
    } -> tensor<32x16x32xf32> loc(#loc546)
    %466 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%465 : tensor<32x16x32xf32>) outs(%1 : tensor<32x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.2))/reduce_sum"(#loc204)), %out: f32 loc("jit(step)/transpose(jvp(blocks.2))/reduce_sum"(#loc204))):
      %766 = arith.addf %out, %in : f32 loc(#loc547)
      linalg.yield %766 : f32 loc(#loc547)
    } -> tensor<32x16xf32> loc(#loc547)
    %expanded_99 = tensor.expand_shape %466 [[0], [1, 2]] output_shape [32, 16, 1] : tensor<32x16xf32> into tensor<32x16x1xf32> loc(#loc548)
    %467 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%463, %190 : tensor<32x16x32xf32>, tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.2))/mul"(#loc205)), %in_154: f32 loc("jit(step)/jvp(blocks.2)/mul"(#loc204)), %out: f32 loc("jit(step)/transpose(jvp(blocks.2))/mul"(#loc204))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc546)
      linalg.yield %766 : f32 loc(#loc546)
    } -> tensor<32x16x32xf32> loc(#loc546)
    %468 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_99, %189 : tensor<32x16x1xf32>, tensor<32x16x1xf32>) outs(%3 : tensor<32x16x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.2))/reshape"(#loc204)), %in_154: f32 loc("jit(step)/jvp(blocks.2)/mul"(#loc203)), %out: f32 loc("jit(step)/transpose(jvp(blocks.2))/mul"(#loc203))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc549)
      linalg.yield %766 : f32 loc(#loc549)
    } -> tensor<32x16x1xf32> loc(#loc549)
    %469 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%467 : tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.2))/mul"(#loc204)), %out: f32 loc("jit(step)/transpose(jvp(blocks.2))/neg"(#loc284))):
      %766 = arith.negf %in : f32 loc(#loc550)
      linalg.yield %766 : f32 loc(#loc550)
    } -> tensor<32x16x32xf32> loc(#loc550)
    %470 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%469 : tensor<32x16x32xf32>) outs(%1 : tensor<32x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.2))/reduce_sum"(#loc284)), %out: f32 loc("jit(step)/transpose(jvp(blocks.2))/reduce_sum"(#loc284))):
      %766 = arith.addf %out, %in : f32 loc(#loc551)
      linalg.yield %766 : f32 loc(#loc551)
    } -> tensor<32x16xf32> loc(#loc551)
    %expanded_100 = tensor.expand_shape %470 [[0], [1, 2]] output_shape [32, 16, 1] : tensor<32x16xf32> into tensor<32x16x1xf32> loc(#loc552)
    %471 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%437, %467 : tensor<32x16x32xf32>, tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.3))/add_any"(#loc179)), %in_154: f32 loc("jit(step)/transpose(jvp(blocks.2))/mul"(#loc204)), %out: f32 loc("jit(step)/transpose(jvp(blocks.2))/add_any"(#loc284))):
      %766 = arith.addf %in, %in_154 : f32 loc(#loc553)
      linalg.yield %766 : f32 loc(#loc553)
    } -> tensor<32x16x32xf32> loc(#loc553)
    %472 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%468 : tensor<32x16x1xf32>) outs(%3 : tensor<32x16x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.2))/mul"(#loc203)), %out: f32 loc("jit(step)/transpose(jvp(blocks.2))/div"(#loc201))):
      %766 = arith.divf %in, %cst_13 : f32 loc(#loc554)
      linalg.yield %766 : f32 loc(#loc554)
    } -> tensor<32x16x1xf32> loc(#loc554)
    %473 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%472 : tensor<32x16x1xf32>) outs(%1 : tensor<32x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.2))/reduce_sum"(#loc201)), %out: f32 loc("jit(step)/transpose(jvp(blocks.2))/reduce_sum"(#loc201))):
      %766 = arith.addf %out, %in : f32 loc(#loc555)
      linalg.yield %766 : f32 loc(#loc555)
    } -> tensor<32x16xf32> loc(#loc555)
    %474 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%473 : tensor<32x16xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.2))/reduce_sum"(#loc201)), %out: f32 loc("jit(step)/transpose(jvp(blocks.2))/broadcast_in_dim"(#loc201))):
      linalg.yield %in : f32 loc(#loc556)
    } -> tensor<32x16x32xf32> loc(#loc556)
    %475 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%474, %183 : tensor<32x16x32xf32>, tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.2))/broadcast_in_dim"(#loc201)), %in_154: f32 loc("jit(step)/jvp(blocks.2)/mul"(#loc200)), %out: f32 loc("jit(step)/transpose(jvp(blocks.2))/mul"(#loc200))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc557)
      linalg.yield %766 : f32 loc(#loc557)
    } -> tensor<32x16x32xf32> loc(#loc557)
    %476 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%475 : tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.2))/mul"(#loc200)), %out: f32 loc("jit(step)/transpose(jvp(blocks.2))/neg"(#loc199))):
      %766 = arith.negf %in : f32 loc(#loc558)
      linalg.yield %766 : f32 loc(#loc558)
    } -> tensor<32x16x32xf32> loc(#loc558)
    %477 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%476 : tensor<32x16x32xf32>) outs(%1 : tensor<32x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.2))/reduce_sum"(#loc199)), %out: f32 loc("jit(step)/transpose(jvp(blocks.2))/reduce_sum"(#loc199))):
      %766 = arith.addf %out, %in : f32 loc(#loc559)
      linalg.yield %766 : f32 loc(#loc559)
    } -> tensor<32x16xf32> loc(#loc559)
    %expanded_101 = tensor.expand_shape %477 [[0], [1, 2]] output_shape [32, 16, 1] : tensor<32x16xf32> into tensor<32x16x1xf32> loc(#loc560)
    %478 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%471, %475 : tensor<32x16x32xf32>, tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.2))/add_any"(#loc284)), %in_154: f32 loc("jit(step)/transpose(jvp(blocks.2))/mul"(#loc200)), %out: f32 loc("jit(step)/transpose(jvp(blocks.2))/add_any"(#loc199))):
      %766 = arith.addf %in, %in_154 : f32 loc(#loc561)
      linalg.yield %766 : f32 loc(#loc561)
    } -> tensor<32x16x32xf32> loc(#loc561)
    %479 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_100, %expanded_101 : tensor<32x16x1xf32>, tensor<32x16x1xf32>) outs(%3 : tensor<32x16x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.2))/reshape"(#loc284)), %in_154: f32 loc("jit(step)/transpose(jvp(blocks.2))/reshape"(#loc199)), %out: f32 loc("jit(step)/transpose(jvp(blocks.2))/add_any"(#loc199))):
      %766 = arith.addf %in, %in_154 : f32 loc(#loc561)
      linalg.yield %766 : f32 loc(#loc561)
    } -> tensor<32x16x1xf32> loc(#loc561)
    %480 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%479 : tensor<32x16x1xf32>) outs(%3 : tensor<32x16x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.2))/add_any"(#loc199)), %out: f32 loc("jit(step)/transpose(jvp(blocks.2))/div"(#loc198))):
      %766 = arith.divf %in, %cst_13 : f32 loc(#loc562)
      linalg.yield %766 : f32 loc(#loc562)
    } -> tensor<32x16x1xf32> loc(#loc562)
    %481 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%480 : tensor<32x16x1xf32>) outs(%1 : tensor<32x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.2))/reduce_sum"(#loc198)), %out: f32 loc("jit(step)/transpose(jvp(blocks.2))/reduce_sum"(#loc198))):
      %766 = arith.addf %out, %in : f32 loc(#loc563)
      linalg.yield %766 : f32 loc(#loc563)
    } -> tensor<32x16xf32> loc(#loc563)
    %482 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%481 : tensor<32x16xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.2))/reduce_sum"(#loc198)), %out: f32 loc("jit(step)/transpose(jvp(blocks.2))/broadcast_in_dim"(#loc198))):
      linalg.yield %in : f32 loc(#loc564)
    } -> tensor<32x16x32xf32> loc(#loc564)
    %483 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%478, %482 : tensor<32x16x32xf32>, tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.2))/add_any"(#loc199)), %in_154: f32 loc("jit(step)/transpose(jvp(blocks.2))/broadcast_in_dim"(#loc198)), %out: f32 loc("jit(step)/transpose(jvp(blocks.2))/add_any"(#loc198))):
      %766 = arith.addf %in, %in_154 : f32 loc(#loc565)
      linalg.yield %766 : f32 loc(#loc565)
    } -> tensor<32x16x32xf32> loc(#loc565)
    %484 = linalg.generic {indexing_maps = [#map4, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%483 : tensor<32x16x32xf32>) outs(%19 : tensor<32x32x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.2))/add_any"(#loc198)), %out: f32 loc("jit(step)/transpose(jvp(blocks.2))/transpose"(#loc155))):
      linalg.yield %in : f32 loc(#loc300)
    } -> tensor<32x32x16xf32> loc(#loc300)
    %485 = linalg.generic {indexing_maps = [#map12, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%484 : tensor<32x32x16xf32>) outs(%388 : tensor<16x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.2))/transpose"(#loc155)), %out: f32 loc("jit(step)/transpose(jvp(blocks.2))/dot_general"(#loc154))):
      linalg.yield %in : f32 loc(#loc301)
    } -> tensor<16x32x32xf32> loc(#loc301)
    %collapsed_102 = tensor.collapse_shape %485 [[0], [1, 2]] : tensor<16x32x32xf32> into tensor<16x1024xf32> loc(#loc301)
    %486 = linalg.matmul ins(%collapsed_102, %collapsed_41 : tensor<16x1024xf32>, tensor<1024x32xf32>) outs(%391 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc301)
    %487 = linalg.generic {indexing_maps = [#map10, #map5], iterator_types = ["parallel", "parallel"]} ins(%486 : tensor<16x32xf32>) outs(%0 : tensor<32x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.2))/dot_general"(#loc154)), %out: f32 loc("jit(step)/transpose(jvp(blocks.2))/transpose"(#loc154))):
      linalg.yield %in : f32 loc(#loc302)
    } -> tensor<32x16xf32> loc(#loc302)
    %collapsed_103 = tensor.collapse_shape %484 [[0, 1], [2]] : tensor<32x32x16xf32> into tensor<1024x16xf32> loc(#loc301)
    %488 = linalg.generic {indexing_maps = [#map10, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg23 : tensor<32x16xf32>) outs(%390 : tensor<16x32xf32>) {
    ^bb0(%in: f32 loc("params[2]['tok2']"), %out: f32 loc("jit(step)/transpose(jvp(blocks.2))/dot_general"(#loc154))):
      linalg.yield %in : f32 loc(#loc301)
    } -> tensor<16x32xf32> loc(#loc301)
    %489 = linalg.matmul ins(%collapsed_103, %488 : tensor<1024x16xf32>, tensor<16x32xf32>) outs(%22 : tensor<1024x32xf32>) -> tensor<1024x32xf32> loc(#loc301)
    %expanded_104 = tensor.expand_shape %489 [[0, 1], [2]] output_shape [32, 32, 32] : tensor<1024x32xf32> into tensor<32x32x32xf32> loc(#loc301)
    %490 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_40, %expanded_104 : tensor<32x32x32xf32>, tensor<32x32x32xf32>) outs(%24 : tensor<32x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.2)/dot_general"(#loc152)), %in_154: f32 loc("jit(step)/transpose(jvp(blocks.2))/dot_general"(#loc154)), %out: f32 loc("jit(step)/transpose(jvp(blocks.2))/mul"(#loc153))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc303)
      linalg.yield %766 : f32 loc(#loc303)
    } -> tensor<32x32x32xf32> loc(#loc303)
    %491 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_104, %173 : tensor<32x32x32xf32>, tensor<32x32x32xf32>) outs(%24 : tensor<32x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.2))/dot_general"(#loc154)), %in_154: f32 loc("jit(step)/jvp(blocks.2)/mul"(#loc153)), %out: f32 loc("jit(step)/transpose(jvp(blocks.2))/mul"(#loc153))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc303)
      linalg.yield %766 : f32 loc(#loc303)
    } -> tensor<32x32x32xf32> loc(#loc303)
    %492 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%490 : tensor<32x32x32xf32>) outs(%24 : tensor<32x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.2))/mul"(#loc153)), %out: f32 loc("jit(step)/transpose(jvp(blocks.2))/mul"(#loc153))):
      %766 = arith.mulf %in, %cst_7 : f32 loc(#loc303)
      linalg.yield %766 : f32 loc(#loc303)
    } -> tensor<32x32x32xf32> loc(#loc303)
    %493 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%492, %171 : tensor<32x32x32xf32>, tensor<32x32x32xf32>) outs(%24 : tensor<32x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.2))/mul"(#loc153)), %in_154: f32 loc("jit(step)/jvp(blocks.2)/sub"(#loc153)), %out: f32 loc("jit(step)/transpose(jvp(blocks.2))/mul"(#loc153))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc303)
      linalg.yield %766 : f32 loc(#loc303)
    } -> tensor<32x32x32xf32> loc(#loc303)
    %494 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%493, %170 : tensor<32x32x32xf32>, tensor<32x32x32xf32>) outs(%24 : tensor<32x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.2))/mul"(#loc153)), %in_154: f32 loc("jit(step)/jvp(blocks.2)/tanh"(#loc153)), %out: f32 loc("jit(step)/transpose(jvp(blocks.2))/mul"(#loc153))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc303)
      linalg.yield %766 : f32 loc(#loc303)
    } -> tensor<32x32x32xf32> loc(#loc303)
    %495 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%493, %494 : tensor<32x32x32xf32>, tensor<32x32x32xf32>) outs(%24 : tensor<32x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.2))/mul"(#loc153)), %in_154: f32 loc("jit(step)/transpose(jvp(blocks.2))/mul"(#loc153)), %out: f32 loc("jit(step)/transpose(jvp(blocks.2))/add_any"(#loc153))):
      %766 = arith.addf %in, %in_154 : f32 loc(#loc304)
      linalg.yield %766 : f32 loc(#loc304)
    } -> tensor<32x32x32xf32> loc(#loc304)
    %496 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%495 : tensor<32x32x32xf32>) outs(%24 : tensor<32x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.2))/add_any"(#loc153)), %out: f32 loc("jit(step)/transpose(jvp(blocks.2))/mul"(#loc153))):
      %766 = arith.mulf %in, %cst_9 : f32 loc(#loc303)
      linalg.yield %766 : f32 loc(#loc303)
    } -> tensor<32x32x32xf32> loc(#loc303)
    %497 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%491, %496 : tensor<32x32x32xf32>, tensor<32x32x32xf32>) outs(%24 : tensor<32x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.2))/mul"(#loc153)), %in_154: f32 loc("jit(step)/transpose(jvp(blocks.2))/mul"(#loc153)), %out: f32 loc("jit(step)/transpose(jvp(blocks.2))/add_any"(#loc153))):
      %766 = arith.addf %in, %in_154 : f32 loc(#loc304)
      linalg.yield %766 : f32 loc(#loc304)
    } -> tensor<32x32x32xf32> loc(#loc304)
    %498 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%496 : tensor<32x32x32xf32>) outs(%24 : tensor<32x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.2))/mul"(#loc153)), %out: f32 loc("jit(step)/transpose(jvp(blocks.2))/mul"(#loc153))):
      %766 = arith.mulf %in, %cst_10 : f32 loc(#loc303)
      linalg.yield %766 : f32 loc(#loc303)
    } -> tensor<32x32x32xf32> loc(#loc303)
    %499 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%498, %166 : tensor<32x32x32xf32>, tensor<32x32x32xf32>) outs(%24 : tensor<32x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.2))/mul"(#loc153)), %in_154: f32 loc("jit(step)/jvp(blocks.2)/mul"(#loc153)), %out: f32 loc("jit(step)/transpose(jvp(blocks.2))/mul"(#loc153))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc303)
      linalg.yield %766 : f32 loc(#loc303)
    } -> tensor<32x32x32xf32> loc(#loc303)
    %500 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%497, %499 : tensor<32x32x32xf32>, tensor<32x32x32xf32>) outs(%24 : tensor<32x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.2))/add_any"(#loc153)), %in_154: f32 loc("jit(step)/transpose(jvp(blocks.2))/mul"(#loc153)), %out: f32 loc("jit(step)/transpose(jvp(blocks.2))/add_any"(#loc153))):
      %766 = arith.addf %in, %in_154 : f32 loc(#loc304)
      linalg.yield %766 : f32 loc(#loc304)
    } -> tensor<32x32x32xf32> loc(#loc304)
    %501 = linalg.generic {indexing_maps = [#map12, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%500 : tensor<32x32x32xf32>) outs(%24 : tensor<32x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.2))/add_any"(#loc153)), %out: f32 loc("jit(step)/transpose(jvp(blocks.2))/dot_general"(#loc152))):
      linalg.yield %in : f32 loc(#loc305)
    } -> tensor<32x32x32xf32> loc(#loc305)
    %collapsed_105 = tensor.collapse_shape %501 [[0], [1, 2]] : tensor<32x32x32xf32> into tensor<32x1024xf32> loc(#loc305)
    %502 = linalg.matmul ins(%collapsed_105, %collapsed_39 : tensor<32x1024xf32>, tensor<1024x16xf32>) outs(%1 : tensor<32x16xf32>) -> tensor<32x16xf32> loc(#loc305)
    %503 = linalg.generic {indexing_maps = [#map10, #map5], iterator_types = ["parallel", "parallel"]} ins(%502 : tensor<32x16xf32>) outs(%390 : tensor<16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.2))/dot_general"(#loc152)), %out: f32 loc("jit(step)/transpose(jvp(blocks.2))/transpose"(#loc152))):
      linalg.yield %in : f32 loc(#loc306)
    } -> tensor<16x32xf32> loc(#loc306)
    %collapsed_106 = tensor.collapse_shape %500 [[0, 1], [2]] : tensor<32x32x32xf32> into tensor<1024x32xf32> loc(#loc305)
    %504 = linalg.generic {indexing_maps = [#map10, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg22 : tensor<16x32xf32>) outs(%0 : tensor<32x16xf32>) {
    ^bb0(%in: f32 loc("params[2]['tok1']"), %out: f32 loc("jit(step)/transpose(jvp(blocks.2))/dot_general"(#loc152))):
      linalg.yield %in : f32 loc(#loc305)
    } -> tensor<32x16xf32> loc(#loc305)
    %505 = linalg.matmul ins(%collapsed_106, %504 : tensor<1024x32xf32>, tensor<32x16xf32>) outs(%37 : tensor<1024x16xf32>) -> tensor<1024x16xf32> loc(#loc305)
    %expanded_107 = tensor.expand_shape %505 [[0, 1], [2]] output_shape [32, 32, 16] : tensor<1024x16xf32> into tensor<32x32x16xf32> loc(#loc305)
    %506 = linalg.generic {indexing_maps = [#map4, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_107 : tensor<32x32x16xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.2))/dot_general"(#loc152)), %out: f32 loc("jit(step)/transpose(jvp(blocks.2))/transpose"(#loc151))):
      linalg.yield %in : f32 loc(#loc307)
    } -> tensor<32x16x32xf32> loc(#loc307)
    %507 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "reduction", "reduction"]} ins(%506 : tensor<32x16x32xf32>) outs(%289 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.2))/reduce_sum"(#loc187)), %out: f32 loc("jit(step)/transpose(jvp(blocks.2))/reduce_sum"(#loc187))):
      %766 = arith.addf %out, %in : f32 loc(#loc566)
      linalg.yield %766 : f32 loc(#loc566)
    } -> tensor<32xf32> loc(#loc566)
    %expanded_108 = tensor.expand_shape %507 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc567)
    %508 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_108 : tensor<1x1x32xf32>) outs(%289 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.2))/reduce_sum"(#loc187)), %out: f32 loc("jit(step)/transpose(jvp(blocks.2))/reduce_sum"(#loc187))):
      %766 = arith.addf %out, %in : f32 loc(#loc566)
      linalg.yield %766 : f32 loc(#loc566)
    } -> tensor<32xf32> loc(#loc566)
    %509 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%157, %506 : tensor<32x16x32xf32>, tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.2)/mul"(#loc185)), %in_154: f32 loc("jit(step)/transpose(jvp(blocks.2))/transpose"(#loc151)), %out: f32 loc("jit(step)/transpose(jvp(blocks.2))/mul"(#loc186))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc568)
      linalg.yield %766 : f32 loc(#loc568)
    } -> tensor<32x16x32xf32> loc(#loc568)
    %510 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "reduction", "reduction"]} ins(%509 : tensor<32x16x32xf32>) outs(%289 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.2))/reduce_sum"(#loc186)), %out: f32 loc("jit(step)/transpose(jvp(blocks.2))/reduce_sum"(#loc186))):
      %766 = arith.addf %out, %in : f32 loc(#loc569)
      linalg.yield %766 : f32 loc(#loc569)
    } -> tensor<32xf32> loc(#loc569)
    %expanded_109 = tensor.expand_shape %510 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc570)
    %511 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%506, %158 : tensor<32x16x32xf32>, tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.2))/transpose"(#loc151)), %in_154: f32 loc("jit(step)/jvp(blocks.2)/mul"(#loc186)), %out: f32 loc("jit(step)/transpose(jvp(blocks.2))/mul"(#loc186))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc568)
      linalg.yield %766 : f32 loc(#loc568)
    } -> tensor<32x16x32xf32> loc(#loc568)
    %512 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_109 : tensor<1x1x32xf32>) outs(%289 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.2))/reduce_sum"(#loc186)), %out: f32 loc("jit(step)/transpose(jvp(blocks.2))/reduce_sum"(#loc186))):
      %766 = arith.addf %out, %in : f32 loc(#loc569)
      linalg.yield %766 : f32 loc(#loc569)
    } -> tensor<32xf32> loc(#loc569)
    %513 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%147, %511 : tensor<32x16x32xf32>, tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.2)/sub"(#loc180)), %in_154: f32 loc("jit(step)/transpose(jvp(blocks.2))/mul"(#loc186)), %out: f32 loc("jit(step)/transpose(jvp(blocks.2))/mul"(#loc185))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc571)
      linalg.yield %766 : f32 loc(#loc571)
    } -> tensor<32x16x32xf32> loc(#loc571)
    %514 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%513 : tensor<32x16x32xf32>) outs(%1 : tensor<32x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.2))/reduce_sum"(#loc185)), %out: f32 loc("jit(step)/transpose(jvp(blocks.2))/reduce_sum"(#loc185))):
      %766 = arith.addf %out, %in : f32 loc(#loc572)
      linalg.yield %766 : f32 loc(#loc572)
    } -> tensor<32x16xf32> loc(#loc572)
    %expanded_110 = tensor.expand_shape %514 [[0], [1, 2]] output_shape [32, 16, 1] : tensor<32x16xf32> into tensor<32x16x1xf32> loc(#loc573)
    %515 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%511, %156 : tensor<32x16x32xf32>, tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.2))/mul"(#loc186)), %in_154: f32 loc("jit(step)/jvp(blocks.2)/mul"(#loc185)), %out: f32 loc("jit(step)/transpose(jvp(blocks.2))/mul"(#loc185))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc571)
      linalg.yield %766 : f32 loc(#loc571)
    } -> tensor<32x16x32xf32> loc(#loc571)
    %516 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_110, %155 : tensor<32x16x1xf32>, tensor<32x16x1xf32>) outs(%3 : tensor<32x16x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.2))/reshape"(#loc185)), %in_154: f32 loc("jit(step)/jvp(blocks.2)/mul"(#loc184)), %out: f32 loc("jit(step)/transpose(jvp(blocks.2))/mul"(#loc184))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc574)
      linalg.yield %766 : f32 loc(#loc574)
    } -> tensor<32x16x1xf32> loc(#loc574)
    %517 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%515 : tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.2))/mul"(#loc185)), %out: f32 loc("jit(step)/transpose(jvp(blocks.2))/neg"(#loc293))):
      %766 = arith.negf %in : f32 loc(#loc575)
      linalg.yield %766 : f32 loc(#loc575)
    } -> tensor<32x16x32xf32> loc(#loc575)
    %518 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%517 : tensor<32x16x32xf32>) outs(%1 : tensor<32x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.2))/reduce_sum"(#loc293)), %out: f32 loc("jit(step)/transpose(jvp(blocks.2))/reduce_sum"(#loc293))):
      %766 = arith.addf %out, %in : f32 loc(#loc576)
      linalg.yield %766 : f32 loc(#loc576)
    } -> tensor<32x16xf32> loc(#loc576)
    %expanded_111 = tensor.expand_shape %518 [[0], [1, 2]] output_shape [32, 16, 1] : tensor<32x16xf32> into tensor<32x16x1xf32> loc(#loc577)
    %519 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%483, %515 : tensor<32x16x32xf32>, tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.2))/add_any"(#loc198)), %in_154: f32 loc("jit(step)/transpose(jvp(blocks.2))/mul"(#loc185)), %out: f32 loc("jit(step)/transpose(jvp(blocks.2))/add_any"(#loc293))):
      %766 = arith.addf %in, %in_154 : f32 loc(#loc578)
      linalg.yield %766 : f32 loc(#loc578)
    } -> tensor<32x16x32xf32> loc(#loc578)
    %520 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%516 : tensor<32x16x1xf32>) outs(%3 : tensor<32x16x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.2))/mul"(#loc184)), %out: f32 loc("jit(step)/transpose(jvp(blocks.2))/div"(#loc182))):
      %766 = arith.divf %in, %cst_13 : f32 loc(#loc579)
      linalg.yield %766 : f32 loc(#loc579)
    } -> tensor<32x16x1xf32> loc(#loc579)
    %521 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%520 : tensor<32x16x1xf32>) outs(%1 : tensor<32x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.2))/reduce_sum"(#loc182)), %out: f32 loc("jit(step)/transpose(jvp(blocks.2))/reduce_sum"(#loc182))):
      %766 = arith.addf %out, %in : f32 loc(#loc580)
      linalg.yield %766 : f32 loc(#loc580)
    } -> tensor<32x16xf32> loc(#loc580)
    %522 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%521 : tensor<32x16xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.2))/reduce_sum"(#loc182)), %out: f32 loc("jit(step)/transpose(jvp(blocks.2))/broadcast_in_dim"(#loc182))):
      linalg.yield %in : f32 loc(#loc581)
    } -> tensor<32x16x32xf32> loc(#loc581)
    %523 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%522, %149 : tensor<32x16x32xf32>, tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.2))/broadcast_in_dim"(#loc182)), %in_154: f32 loc("jit(step)/jvp(blocks.2)/mul"(#loc181)), %out: f32 loc("jit(step)/transpose(jvp(blocks.2))/mul"(#loc181))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc582)
      linalg.yield %766 : f32 loc(#loc582)
    } -> tensor<32x16x32xf32> loc(#loc582)
    %524 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%523 : tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.2))/mul"(#loc181)), %out: f32 loc("jit(step)/transpose(jvp(blocks.2))/neg"(#loc180))):
      %766 = arith.negf %in : f32 loc(#loc583)
      linalg.yield %766 : f32 loc(#loc583)
    } -> tensor<32x16x32xf32> loc(#loc583)
    %525 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%524 : tensor<32x16x32xf32>) outs(%1 : tensor<32x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.2))/reduce_sum"(#loc180)), %out: f32 loc("jit(step)/transpose(jvp(blocks.2))/reduce_sum"(#loc180))):
      %766 = arith.addf %out, %in : f32 loc(#loc584)
      linalg.yield %766 : f32 loc(#loc584)
    } -> tensor<32x16xf32> loc(#loc584)
    %expanded_112 = tensor.expand_shape %525 [[0], [1, 2]] output_shape [32, 16, 1] : tensor<32x16xf32> into tensor<32x16x1xf32> loc(#loc585)
    %526 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%519, %523 : tensor<32x16x32xf32>, tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.2))/add_any"(#loc293)), %in_154: f32 loc("jit(step)/transpose(jvp(blocks.2))/mul"(#loc181)), %out: f32 loc("jit(step)/transpose(jvp(blocks.2))/add_any"(#loc180))):
      %766 = arith.addf %in, %in_154 : f32 loc(#loc586)
      linalg.yield %766 : f32 loc(#loc586)
    } -> tensor<32x16x32xf32> loc(#loc586)
    %527 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_111, %expanded_112 : tensor<32x16x1xf32>, tensor<32x16x1xf32>) outs(%3 : tensor<32x16x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.2))/reshape"(#loc293)), %in_154: f32 loc("jit(step)/transpose(jvp(blocks.2))/reshape"(#loc180)), %out: f32 loc("jit(step)/transpose(jvp(blocks.2))/add_any"(#loc180))):
      %766 = arith.addf %in, %in_154 : f32 loc(#loc586)
      linalg.yield %766 : f32 loc(#loc586)
    } -> tensor<32x16x1xf32> loc(#loc586)
    %528 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%527 : tensor<32x16x1xf32>) outs(%3 : tensor<32x16x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.2))/add_any"(#loc180)), %out: f32 loc("jit(step)/transpose(jvp(blocks.2))/div"(#loc179))):
      %766 = arith.divf %in, %cst_13 : f32 loc(#loc587)
      linalg.yield %766 : f32 loc(#loc587)
    } -> tensor<32x16x1xf32> loc(#loc587)
    %529 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%528 : tensor<32x16x1xf32>) outs(%1 : tensor<32x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.2))/reduce_sum"(#loc179)), %out: f32 loc("jit(step)/transpose(jvp(blocks.2))/reduce_sum"(#loc179))):
      %766 = arith.addf %out, %in : f32 loc(#loc588)
      linalg.yield %766 : f32 loc(#loc588)
    } -> tensor<32x16xf32> loc(#loc588)
    %530 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%529 : tensor<32x16xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.2))/reduce_sum"(#loc179)), %out: f32 loc("jit(step)/transpose(jvp(blocks.2))/broadcast_in_dim"(#loc179))):
      linalg.yield %in : f32 loc(#loc589)
    } -> tensor<32x16x32xf32> loc(#loc589)
    %531 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%526, %530 : tensor<32x16x32xf32>, tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.2))/add_any"(#loc180)), %in_154: f32 loc("jit(step)/transpose(jvp(blocks.2))/broadcast_in_dim"(#loc179)), %out: f32 loc("jit(step)/transpose(jvp(blocks.2))/add_any"(#loc179))):
      %766 = arith.addf %in, %in_154 : f32 loc(#loc590)
      linalg.yield %766 : f32 loc(#loc590)
    } -> tensor<32x16x32xf32> loc(#loc590)
    %532 = linalg.generic {indexing_maps = [#map12, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%531 : tensor<32x16x32xf32>) outs(%19 : tensor<32x32x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.2))/add_any"(#loc179)), %out: f32 loc("jit(step)/transpose(jvp(blocks.1))/dot_general"(#loc160))):
      linalg.yield %in : f32 loc(#loc308)
    } -> tensor<32x32x16xf32> loc(#loc308)
    %collapsed_113 = tensor.collapse_shape %532 [[0], [1, 2]] : tensor<32x32x16xf32> into tensor<32x512xf32> loc(#loc308)
    %533 = linalg.matmul ins(%collapsed_113, %collapsed_35 : tensor<32x512xf32>, tensor<512x64xf32>) outs(%338 : tensor<32x64xf32>) -> tensor<32x64xf32> loc(#loc308)
    %534 = linalg.generic {indexing_maps = [#map10, #map5], iterator_types = ["parallel", "parallel"]} ins(%533 : tensor<32x64xf32>) outs(%340 : tensor<64x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.1))/dot_general"(#loc160)), %out: f32 loc("jit(step)/transpose(jvp(blocks.1))/transpose"(#loc160))):
      linalg.yield %in : f32 loc(#loc309)
    } -> tensor<64x32xf32> loc(#loc309)
    %collapsed_114 = tensor.collapse_shape %531 [[0, 1], [2]] : tensor<32x16x32xf32> into tensor<512x32xf32> loc(#loc308)
    %535 = linalg.generic {indexing_maps = [#map10, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg9 : tensor<64x32xf32>) outs(%337 : tensor<32x64xf32>) {
    ^bb0(%in: f32 loc("params[1]['ch2']"), %out: f32 loc("jit(step)/transpose(jvp(blocks.1))/dot_general"(#loc160))):
      linalg.yield %in : f32 loc(#loc308)
    } -> tensor<32x64xf32> loc(#loc308)
    %536 = linalg.matmul ins(%collapsed_114, %535 : tensor<512x32xf32>, tensor<32x64xf32>) outs(%60 : tensor<512x64xf32>) -> tensor<512x64xf32> loc(#loc308)
    %expanded_115 = tensor.expand_shape %536 [[0, 1], [2]] output_shape [32, 16, 64] : tensor<512x64xf32> into tensor<32x16x64xf32> loc(#loc308)
    %537 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_34, %expanded_115 : tensor<32x16x64xf32>, tensor<32x16x64xf32>) outs(%62 : tensor<32x16x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.1)/dot_general"(#loc158)), %in_154: f32 loc("jit(step)/transpose(jvp(blocks.1))/dot_general"(#loc160)), %out: f32 loc("jit(step)/transpose(jvp(blocks.1))/mul"(#loc159))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc310)
      linalg.yield %766 : f32 loc(#loc310)
    } -> tensor<32x16x64xf32> loc(#loc310)
    %538 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_115, %140 : tensor<32x16x64xf32>, tensor<32x16x64xf32>) outs(%62 : tensor<32x16x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.1))/dot_general"(#loc160)), %in_154: f32 loc("jit(step)/jvp(blocks.1)/mul"(#loc159)), %out: f32 loc("jit(step)/transpose(jvp(blocks.1))/mul"(#loc159))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc310)
      linalg.yield %766 : f32 loc(#loc310)
    } -> tensor<32x16x64xf32> loc(#loc310)
    %539 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%537 : tensor<32x16x64xf32>) outs(%62 : tensor<32x16x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.1))/mul"(#loc159)), %out: f32 loc("jit(step)/transpose(jvp(blocks.1))/mul"(#loc159))):
      %766 = arith.mulf %in, %cst_7 : f32 loc(#loc310)
      linalg.yield %766 : f32 loc(#loc310)
    } -> tensor<32x16x64xf32> loc(#loc310)
    %540 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%539, %138 : tensor<32x16x64xf32>, tensor<32x16x64xf32>) outs(%62 : tensor<32x16x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.1))/mul"(#loc159)), %in_154: f32 loc("jit(step)/jvp(blocks.1)/sub"(#loc159)), %out: f32 loc("jit(step)/transpose(jvp(blocks.1))/mul"(#loc159))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc310)
      linalg.yield %766 : f32 loc(#loc310)
    } -> tensor<32x16x64xf32> loc(#loc310)
    %541 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%540, %137 : tensor<32x16x64xf32>, tensor<32x16x64xf32>) outs(%62 : tensor<32x16x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.1))/mul"(#loc159)), %in_154: f32 loc("jit(step)/jvp(blocks.1)/tanh"(#loc159)), %out: f32 loc("jit(step)/transpose(jvp(blocks.1))/mul"(#loc159))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc310)
      linalg.yield %766 : f32 loc(#loc310)
    } -> tensor<32x16x64xf32> loc(#loc310)
    %542 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%540, %541 : tensor<32x16x64xf32>, tensor<32x16x64xf32>) outs(%62 : tensor<32x16x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.1))/mul"(#loc159)), %in_154: f32 loc("jit(step)/transpose(jvp(blocks.1))/mul"(#loc159)), %out: f32 loc("jit(step)/transpose(jvp(blocks.1))/add_any"(#loc159))):
      %766 = arith.addf %in, %in_154 : f32 loc(#loc311)
      linalg.yield %766 : f32 loc(#loc311)
    } -> tensor<32x16x64xf32> loc(#loc311)
    %543 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%542 : tensor<32x16x64xf32>) outs(%62 : tensor<32x16x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.1))/add_any"(#loc159)), %out: f32 loc("jit(step)/transpose(jvp(blocks.1))/mul"(#loc159))):
      %766 = arith.mulf %in, %cst_9 : f32 loc(#loc310)
      linalg.yield %766 : f32 loc(#loc310)
    } -> tensor<32x16x64xf32> loc(#loc310)
    %544 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%538, %543 : tensor<32x16x64xf32>, tensor<32x16x64xf32>) outs(%62 : tensor<32x16x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.1))/mul"(#loc159)), %in_154: f32 loc("jit(step)/transpose(jvp(blocks.1))/mul"(#loc159)), %out: f32 loc("jit(step)/transpose(jvp(blocks.1))/add_any"(#loc159))):
      %766 = arith.addf %in, %in_154 : f32 loc(#loc311)
      linalg.yield %766 : f32 loc(#loc311)
    } -> tensor<32x16x64xf32> loc(#loc311)
    %545 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%543 : tensor<32x16x64xf32>) outs(%62 : tensor<32x16x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.1))/mul"(#loc159)), %out: f32 loc("jit(step)/transpose(jvp(blocks.1))/mul"(#loc159))):
      %766 = arith.mulf %in, %cst_10 : f32 loc(#loc310)
      linalg.yield %766 : f32 loc(#loc310)
    } -> tensor<32x16x64xf32> loc(#loc310)
    %546 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%545, %133 : tensor<32x16x64xf32>, tensor<32x16x64xf32>) outs(%62 : tensor<32x16x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.1))/mul"(#loc159)), %in_154: f32 loc("jit(step)/jvp(blocks.1)/mul"(#loc159)), %out: f32 loc("jit(step)/transpose(jvp(blocks.1))/mul"(#loc159))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc310)
      linalg.yield %766 : f32 loc(#loc310)
    } -> tensor<32x16x64xf32> loc(#loc310)
    %547 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%544, %546 : tensor<32x16x64xf32>, tensor<32x16x64xf32>) outs(%62 : tensor<32x16x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.1))/add_any"(#loc159)), %in_154: f32 loc("jit(step)/transpose(jvp(blocks.1))/mul"(#loc159)), %out: f32 loc("jit(step)/transpose(jvp(blocks.1))/add_any"(#loc159))):
      %766 = arith.addf %in, %in_154 : f32 loc(#loc311)
      linalg.yield %766 : f32 loc(#loc311)
    } -> tensor<32x16x64xf32> loc(#loc311)
    %548 = linalg.generic {indexing_maps = [#map12, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%547 : tensor<32x16x64xf32>) outs(%355 : tensor<64x32x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.1))/add_any"(#loc159)), %out: f32 loc("jit(step)/transpose(jvp(blocks.1))/dot_general"(#loc158))):
      linalg.yield %in : f32 loc(#loc312)
    } -> tensor<64x32x16xf32> loc(#loc312)
    %collapsed_116 = tensor.collapse_shape %548 [[0], [1, 2]] : tensor<64x32x16xf32> into tensor<64x512xf32> loc(#loc312)
    %549 = linalg.matmul ins(%collapsed_116, %collapsed_33 : tensor<64x512xf32>, tensor<512x32xf32>) outs(%357 : tensor<64x32xf32>) -> tensor<64x32xf32> loc(#loc312)
    %550 = linalg.generic {indexing_maps = [#map10, #map5], iterator_types = ["parallel", "parallel"]} ins(%549 : tensor<64x32xf32>) outs(%337 : tensor<32x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.1))/dot_general"(#loc158)), %out: f32 loc("jit(step)/transpose(jvp(blocks.1))/transpose"(#loc158))):
      linalg.yield %in : f32 loc(#loc313)
    } -> tensor<32x64xf32> loc(#loc313)
    %collapsed_117 = tensor.collapse_shape %547 [[0, 1], [2]] : tensor<32x16x64xf32> into tensor<512x64xf32> loc(#loc312)
    %551 = linalg.generic {indexing_maps = [#map10, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg8 : tensor<32x64xf32>) outs(%340 : tensor<64x32xf32>) {
    ^bb0(%in: f32 loc("params[1]['ch1']"), %out: f32 loc("jit(step)/transpose(jvp(blocks.1))/dot_general"(#loc158))):
      linalg.yield %in : f32 loc(#loc312)
    } -> tensor<64x32xf32> loc(#loc312)
    %552 = linalg.matmul ins(%collapsed_117, %551 : tensor<512x64xf32>, tensor<64x32xf32>) outs(%75 : tensor<512x32xf32>) -> tensor<512x32xf32> loc(#loc312)
    %expanded_118 = tensor.expand_shape %552 [[0, 1], [2]] output_shape [32, 16, 32] : tensor<512x32xf32> into tensor<32x16x32xf32> loc(#loc312)
    %553 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_118 : tensor<32x16x32xf32>) outs(%289 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.1))/reduce_sum"(#loc206)), %out: f32 loc("jit(step)/transpose(jvp(blocks.1))/reduce_sum"(#loc206))):
      %766 = arith.addf %out, %in : f32 loc(#loc591)
      linalg.yield %766 : f32 loc(#loc591)
    } -> tensor<32xf32> loc(#loc591)
    %expanded_119 = tensor.expand_shape %553 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc592)
    %554 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_119 : tensor<1x1x32xf32>) outs(%289 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.1))/reduce_sum"(#loc206)), %out: f32 loc("jit(step)/transpose(jvp(blocks.1))/reduce_sum"(#loc206))):
      %766 = arith.addf %out, %in : f32 loc(#loc591)
      linalg.yield %766 : f32 loc(#loc591)
    } -> tensor<32xf32> loc(#loc591)
    %555 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125, %expanded_118 : tensor<32x16x32xf32>, tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.1)/mul"(#loc204)), %in_154: f32 loc("jit(step)/transpose(jvp(blocks.1))/dot_general"(#loc158)), %out: f32 loc("jit(step)/transpose(jvp(blocks.1))/mul"(#loc205))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc593)
      linalg.yield %766 : f32 loc(#loc593)
    } -> tensor<32x16x32xf32> loc(#loc593)
    %556 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "reduction", "reduction"]} ins(%555 : tensor<32x16x32xf32>) outs(%289 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.1))/reduce_sum"(#loc205)), %out: f32 loc("jit(step)/transpose(jvp(blocks.1))/reduce_sum"(#loc205))):
      %766 = arith.addf %out, %in : f32 loc(#loc594)
      linalg.yield %766 : f32 loc(#loc594)
    } -> tensor<32xf32> loc(#loc594)
    %expanded_120 = tensor.expand_shape %556 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc595)
    %557 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_118, %126 : tensor<32x16x32xf32>, tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.1))/dot_general"(#loc158)), %in_154: f32 loc("jit(step)/jvp(blocks.1)/mul"(#loc205)), %out: f32 loc("jit(step)/transpose(jvp(blocks.1))/mul"(#loc205))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc593)
      linalg.yield %766 : f32 loc(#loc593)
    } -> tensor<32x16x32xf32> loc(#loc593)
    %558 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_120 : tensor<1x1x32xf32>) outs(%289 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.1))/reduce_sum"(#loc205)), %out: f32 loc("jit(step)/transpose(jvp(blocks.1))/reduce_sum"(#loc205))):
      %766 = arith.addf %out, %in : f32 loc(#loc594)
      linalg.yield %766 : f32 loc(#loc594)
    } -> tensor<32xf32> loc(#loc594)
    %559 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115, %557 : tensor<32x16x32xf32>, tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.1)/sub"(#loc199)), %in_154: f32 loc("jit(step)/transpose(jvp(blocks.1))/mul"(#loc205)), %out: f32 loc("jit(step)/transpose(jvp(blocks.1))/mul"(#loc204))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc596)
      linalg.yield %766 : f32 loc(#loc596)
    } -> tensor<32x16x32xf32> loc(#loc596)
    %560 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%559 : tensor<32x16x32xf32>) outs(%1 : tensor<32x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.1))/reduce_sum"(#loc204)), %out: f32 loc("jit(step)/transpose(jvp(blocks.1))/reduce_sum"(#loc204))):
      %766 = arith.addf %out, %in : f32 loc(#loc597)
      linalg.yield %766 : f32 loc(#loc597)
    } -> tensor<32x16xf32> loc(#loc597)
    %expanded_121 = tensor.expand_shape %560 [[0], [1, 2]] output_shape [32, 16, 1] : tensor<32x16xf32> into tensor<32x16x1xf32> loc(#loc598)
    %561 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%557, %124 : tensor<32x16x32xf32>, tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.1))/mul"(#loc205)), %in_154: f32 loc("jit(step)/jvp(blocks.1)/mul"(#loc204)), %out: f32 loc("jit(step)/transpose(jvp(blocks.1))/mul"(#loc204))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc596)
      linalg.yield %766 : f32 loc(#loc596)
    } -> tensor<32x16x32xf32> loc(#loc596)
    %562 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_121, %123 : tensor<32x16x1xf32>, tensor<32x16x1xf32>) outs(%3 : tensor<32x16x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.1))/reshape"(#loc204)), %in_154: f32 loc("jit(step)/jvp(blocks.1)/mul"(#loc203)), %out: f32 loc("jit(step)/transpose(jvp(blocks.1))/mul"(#loc203))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc599)
      linalg.yield %766 : f32 loc(#loc599)
    } -> tensor<32x16x1xf32> loc(#loc599)
    %563 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%561 : tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.1))/mul"(#loc204)), %out: f32 loc("jit(step)/transpose(jvp(blocks.1))/neg"(#loc284))):
      %766 = arith.negf %in : f32 loc(#loc600)
      linalg.yield %766 : f32 loc(#loc600)
    } -> tensor<32x16x32xf32> loc(#loc600)
    %564 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%563 : tensor<32x16x32xf32>) outs(%1 : tensor<32x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.1))/reduce_sum"(#loc284)), %out: f32 loc("jit(step)/transpose(jvp(blocks.1))/reduce_sum"(#loc284))):
      %766 = arith.addf %out, %in : f32 loc(#loc601)
      linalg.yield %766 : f32 loc(#loc601)
    } -> tensor<32x16xf32> loc(#loc601)
    %expanded_122 = tensor.expand_shape %564 [[0], [1, 2]] output_shape [32, 16, 1] : tensor<32x16xf32> into tensor<32x16x1xf32> loc(#loc602)
    %565 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%531, %561 : tensor<32x16x32xf32>, tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.2))/add_any"(#loc179)), %in_154: f32 loc("jit(step)/transpose(jvp(blocks.1))/mul"(#loc204)), %out: f32 loc("jit(step)/transpose(jvp(blocks.1))/add_any"(#loc284))):
      %766 = arith.addf %in, %in_154 : f32 loc(#loc603)
      linalg.yield %766 : f32 loc(#loc603)
    } -> tensor<32x16x32xf32> loc(#loc603)
    %566 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%562 : tensor<32x16x1xf32>) outs(%3 : tensor<32x16x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.1))/mul"(#loc203)), %out: f32 loc("jit(step)/transpose(jvp(blocks.1))/div"(#loc201))):
      %766 = arith.divf %in, %cst_13 : f32 loc(#loc604)
      linalg.yield %766 : f32 loc(#loc604)
    } -> tensor<32x16x1xf32> loc(#loc604)
    %567 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%566 : tensor<32x16x1xf32>) outs(%1 : tensor<32x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.1))/reduce_sum"(#loc201)), %out: f32 loc("jit(step)/transpose(jvp(blocks.1))/reduce_sum"(#loc201))):
      %766 = arith.addf %out, %in : f32 loc(#loc605)
      linalg.yield %766 : f32 loc(#loc605)
    } -> tensor<32x16xf32> loc(#loc605)
    %568 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%567 : tensor<32x16xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.1))/reduce_sum"(#loc201)), %out: f32 loc("jit(step)/transpose(jvp(blocks.1))/broadcast_in_dim"(#loc201))):
      linalg.yield %in : f32 loc(#loc606)
    } -> tensor<32x16x32xf32> loc(#loc606)
    %569 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%568, %117 : tensor<32x16x32xf32>, tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.1))/broadcast_in_dim"(#loc201)), %in_154: f32 loc("jit(step)/jvp(blocks.1)/mul"(#loc200)), %out: f32 loc("jit(step)/transpose(jvp(blocks.1))/mul"(#loc200))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc607)
      linalg.yield %766 : f32 loc(#loc607)
    } -> tensor<32x16x32xf32> loc(#loc607)
    %570 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%569 : tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.1))/mul"(#loc200)), %out: f32 loc("jit(step)/transpose(jvp(blocks.1))/neg"(#loc199))):
      %766 = arith.negf %in : f32 loc(#loc608)
      linalg.yield %766 : f32 loc(#loc608)
    } -> tensor<32x16x32xf32> loc(#loc608)
    %571 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%570 : tensor<32x16x32xf32>) outs(%1 : tensor<32x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.1))/reduce_sum"(#loc199)), %out: f32 loc("jit(step)/transpose(jvp(blocks.1))/reduce_sum"(#loc199))):
      %766 = arith.addf %out, %in : f32 loc(#loc609)
      linalg.yield %766 : f32 loc(#loc609)
    } -> tensor<32x16xf32> loc(#loc609)
    %expanded_123 = tensor.expand_shape %571 [[0], [1, 2]] output_shape [32, 16, 1] : tensor<32x16xf32> into tensor<32x16x1xf32> loc(#loc610)
    %572 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%565, %569 : tensor<32x16x32xf32>, tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.1))/add_any"(#loc284)), %in_154: f32 loc("jit(step)/transpose(jvp(blocks.1))/mul"(#loc200)), %out: f32 loc("jit(step)/transpose(jvp(blocks.1))/add_any"(#loc199))):
      %766 = arith.addf %in, %in_154 : f32 loc(#loc611)
      linalg.yield %766 : f32 loc(#loc611)
    } -> tensor<32x16x32xf32> loc(#loc611)
    %573 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_122, %expanded_123 : tensor<32x16x1xf32>, tensor<32x16x1xf32>) outs(%3 : tensor<32x16x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.1))/reshape"(#loc284)), %in_154: f32 loc("jit(step)/transpose(jvp(blocks.1))/reshape"(#loc199)), %out: f32 loc("jit(step)/transpose(jvp(blocks.1))/add_any"(#loc199))):
      %766 = arith.addf %in, %in_154 : f32 loc(#loc611)
      linalg.yield %766 : f32 loc(#loc611)
    } -> tensor<32x16x1xf32> loc(#loc611)
    %574 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%573 : tensor<32x16x1xf32>) outs(%3 : tensor<32x16x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.1))/add_any"(#loc199)), %out: f32 loc("jit(step)/transpose(jvp(blocks.1))/div"(#loc198))):
      %766 = arith.divf %in, %cst_13 : f32 loc(#loc612)
      linalg.yield %766 : f32 loc(#loc612)
    } -> tensor<32x16x1xf32> loc(#loc612)
    %575 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%574 : tensor<32x16x1xf32>) outs(%1 : tensor<32x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.1))/reduce_sum"(#loc198)), %out: f32 loc("jit(step)/transpose(jvp(blocks.1))/reduce_sum"(#loc198))):
      %766 = arith.addf %out, %in : f32 loc(#loc613)
      linalg.yield %766 : f32 loc(#loc613)
    } -> tensor<32x16xf32> loc(#loc613)
    %576 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%575 : tensor<32x16xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.1))/reduce_sum"(#loc198)), %out: f32 loc("jit(step)/transpose(jvp(blocks.1))/broadcast_in_dim"(#loc198))):
      linalg.yield %in : f32 loc(#loc614)
    } -> tensor<32x16x32xf32> loc(#loc614)
    %577 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%572, %576 : tensor<32x16x32xf32>, tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.1))/add_any"(#loc199)), %in_154: f32 loc("jit(step)/transpose(jvp(blocks.1))/broadcast_in_dim"(#loc198)), %out: f32 loc("jit(step)/transpose(jvp(blocks.1))/add_any"(#loc198))):
      %766 = arith.addf %in, %in_154 : f32 loc(#loc615)
      linalg.yield %766 : f32 loc(#loc615)
    } -> tensor<32x16x32xf32> loc(#loc615)
    %578 = linalg.generic {indexing_maps = [#map4, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%577 : tensor<32x16x32xf32>) outs(%19 : tensor<32x32x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.1))/add_any"(#loc198)), %out: f32 loc("jit(step)/transpose(jvp(blocks.1))/transpose"(#loc155))):
      linalg.yield %in : f32 loc(#loc314)
    } -> tensor<32x32x16xf32> loc(#loc314)
    %579 = linalg.generic {indexing_maps = [#map12, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%578 : tensor<32x32x16xf32>) outs(%388 : tensor<16x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.1))/transpose"(#loc155)), %out: f32 loc("jit(step)/transpose(jvp(blocks.1))/dot_general"(#loc154))):
      linalg.yield %in : f32 loc(#loc315)
    } -> tensor<16x32x32xf32> loc(#loc315)
    %collapsed_124 = tensor.collapse_shape %579 [[0], [1, 2]] : tensor<16x32x32xf32> into tensor<16x1024xf32> loc(#loc315)
    %580 = linalg.matmul ins(%collapsed_124, %collapsed_29 : tensor<16x1024xf32>, tensor<1024x32xf32>) outs(%391 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc315)
    %581 = linalg.generic {indexing_maps = [#map10, #map5], iterator_types = ["parallel", "parallel"]} ins(%580 : tensor<16x32xf32>) outs(%0 : tensor<32x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.1))/dot_general"(#loc154)), %out: f32 loc("jit(step)/transpose(jvp(blocks.1))/transpose"(#loc154))):
      linalg.yield %in : f32 loc(#loc316)
    } -> tensor<32x16xf32> loc(#loc316)
    %collapsed_125 = tensor.collapse_shape %578 [[0, 1], [2]] : tensor<32x32x16xf32> into tensor<1024x16xf32> loc(#loc315)
    %582 = linalg.generic {indexing_maps = [#map10, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg15 : tensor<32x16xf32>) outs(%390 : tensor<16x32xf32>) {
    ^bb0(%in: f32 loc("params[1]['tok2']"), %out: f32 loc("jit(step)/transpose(jvp(blocks.1))/dot_general"(#loc154))):
      linalg.yield %in : f32 loc(#loc315)
    } -> tensor<16x32xf32> loc(#loc315)
    %583 = linalg.matmul ins(%collapsed_125, %582 : tensor<1024x16xf32>, tensor<16x32xf32>) outs(%22 : tensor<1024x32xf32>) -> tensor<1024x32xf32> loc(#loc315)
    %expanded_126 = tensor.expand_shape %583 [[0, 1], [2]] output_shape [32, 32, 32] : tensor<1024x32xf32> into tensor<32x32x32xf32> loc(#loc315)
    %584 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_28, %expanded_126 : tensor<32x32x32xf32>, tensor<32x32x32xf32>) outs(%24 : tensor<32x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.1)/dot_general"(#loc152)), %in_154: f32 loc("jit(step)/transpose(jvp(blocks.1))/dot_general"(#loc154)), %out: f32 loc("jit(step)/transpose(jvp(blocks.1))/mul"(#loc153))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc317)
      linalg.yield %766 : f32 loc(#loc317)
    } -> tensor<32x32x32xf32> loc(#loc317)
    %585 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_126, %107 : tensor<32x32x32xf32>, tensor<32x32x32xf32>) outs(%24 : tensor<32x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.1))/dot_general"(#loc154)), %in_154: f32 loc("jit(step)/jvp(blocks.1)/mul"(#loc153)), %out: f32 loc("jit(step)/transpose(jvp(blocks.1))/mul"(#loc153))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc317)
      linalg.yield %766 : f32 loc(#loc317)
    } -> tensor<32x32x32xf32> loc(#loc317)
    %586 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%584 : tensor<32x32x32xf32>) outs(%24 : tensor<32x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.1))/mul"(#loc153)), %out: f32 loc("jit(step)/transpose(jvp(blocks.1))/mul"(#loc153))):
      %766 = arith.mulf %in, %cst_7 : f32 loc(#loc317)
      linalg.yield %766 : f32 loc(#loc317)
    } -> tensor<32x32x32xf32> loc(#loc317)
    %587 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%586, %105 : tensor<32x32x32xf32>, tensor<32x32x32xf32>) outs(%24 : tensor<32x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.1))/mul"(#loc153)), %in_154: f32 loc("jit(step)/jvp(blocks.1)/sub"(#loc153)), %out: f32 loc("jit(step)/transpose(jvp(blocks.1))/mul"(#loc153))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc317)
      linalg.yield %766 : f32 loc(#loc317)
    } -> tensor<32x32x32xf32> loc(#loc317)
    %588 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%587, %104 : tensor<32x32x32xf32>, tensor<32x32x32xf32>) outs(%24 : tensor<32x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.1))/mul"(#loc153)), %in_154: f32 loc("jit(step)/jvp(blocks.1)/tanh"(#loc153)), %out: f32 loc("jit(step)/transpose(jvp(blocks.1))/mul"(#loc153))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc317)
      linalg.yield %766 : f32 loc(#loc317)
    } -> tensor<32x32x32xf32> loc(#loc317)
    %589 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%587, %588 : tensor<32x32x32xf32>, tensor<32x32x32xf32>) outs(%24 : tensor<32x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.1))/mul"(#loc153)), %in_154: f32 loc("jit(step)/transpose(jvp(blocks.1))/mul"(#loc153)), %out: f32 loc("jit(step)/transpose(jvp(blocks.1))/add_any"(#loc153))):
      %766 = arith.addf %in, %in_154 : f32 loc(#loc318)
      linalg.yield %766 : f32 loc(#loc318)
    } -> tensor<32x32x32xf32> loc(#loc318)
    %590 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%589 : tensor<32x32x32xf32>) outs(%24 : tensor<32x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.1))/add_any"(#loc153)), %out: f32 loc("jit(step)/transpose(jvp(blocks.1))/mul"(#loc153))):
      %766 = arith.mulf %in, %cst_9 : f32 loc(#loc317)
      linalg.yield %766 : f32 loc(#loc317)
    } -> tensor<32x32x32xf32> loc(#loc317)
    %591 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%585, %590 : tensor<32x32x32xf32>, tensor<32x32x32xf32>) outs(%24 : tensor<32x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.1))/mul"(#loc153)), %in_154: f32 loc("jit(step)/transpose(jvp(blocks.1))/mul"(#loc153)), %out: f32 loc("jit(step)/transpose(jvp(blocks.1))/add_any"(#loc153))):
      %766 = arith.addf %in, %in_154 : f32 loc(#loc318)
      linalg.yield %766 : f32 loc(#loc318)
    } -> tensor<32x32x32xf32> loc(#loc318)
    %592 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%590 : tensor<32x32x32xf32>) outs(%24 : tensor<32x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.1))/mul"(#loc153)), %out: f32 loc("jit(step)/transpose(jvp(blocks.1))/mul"(#loc153))):
      %766 = arith.mulf %in, %cst_10 : f32 loc(#loc317)
      linalg.yield %766 : f32 loc(#loc317)
    } -> tensor<32x32x32xf32> loc(#loc317)
    %593 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%592, %100 : tensor<32x32x32xf32>, tensor<32x32x32xf32>) outs(%24 : tensor<32x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.1))/mul"(#loc153)), %in_154: f32 loc("jit(step)/jvp(blocks.1)/mul"(#loc153)), %out: f32 loc("jit(step)/transpose(jvp(blocks.1))/mul"(#loc153))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc317)
      linalg.yield %766 : f32 loc(#loc317)
    } -> tensor<32x32x32xf32> loc(#loc317)
    %594 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%591, %593 : tensor<32x32x32xf32>, tensor<32x32x32xf32>) outs(%24 : tensor<32x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.1))/add_any"(#loc153)), %in_154: f32 loc("jit(step)/transpose(jvp(blocks.1))/mul"(#loc153)), %out: f32 loc("jit(step)/transpose(jvp(blocks.1))/add_any"(#loc153))):
      %766 = arith.addf %in, %in_154 : f32 loc(#loc318)
      linalg.yield %766 : f32 loc(#loc318)
    } -> tensor<32x32x32xf32> loc(#loc318)
    %595 = linalg.generic {indexing_maps = [#map12, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%594 : tensor<32x32x32xf32>) outs(%24 : tensor<32x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.1))/add_any"(#loc153)), %out: f32 loc("jit(step)/transpose(jvp(blocks.1))/dot_general"(#loc152))):
      linalg.yield %in : f32 loc(#loc319)
    } -> tensor<32x32x32xf32> loc(#loc319)
    %collapsed_127 = tensor.collapse_shape %595 [[0], [1, 2]] : tensor<32x32x32xf32> into tensor<32x1024xf32> loc(#loc319)
    %596 = linalg.matmul ins(%collapsed_127, %collapsed_27 : tensor<32x1024xf32>, tensor<1024x16xf32>) outs(%1 : tensor<32x16xf32>) -> tensor<32x16xf32> loc(#loc319)
    %597 = linalg.generic {indexing_maps = [#map10, #map5], iterator_types = ["parallel", "parallel"]} ins(%596 : tensor<32x16xf32>) outs(%390 : tensor<16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.1))/dot_general"(#loc152)), %out: f32 loc("jit(step)/transpose(jvp(blocks.1))/transpose"(#loc152))):
      linalg.yield %in : f32 loc(#loc320)
    } -> tensor<16x32xf32> loc(#loc320)
    %collapsed_128 = tensor.collapse_shape %594 [[0, 1], [2]] : tensor<32x32x32xf32> into tensor<1024x32xf32> loc(#loc319)
    %598 = linalg.generic {indexing_maps = [#map10, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg14 : tensor<16x32xf32>) outs(%0 : tensor<32x16xf32>) {
    ^bb0(%in: f32 loc("params[1]['tok1']"), %out: f32 loc("jit(step)/transpose(jvp(blocks.1))/dot_general"(#loc152))):
      linalg.yield %in : f32 loc(#loc319)
    } -> tensor<32x16xf32> loc(#loc319)
    %599 = linalg.matmul ins(%collapsed_128, %598 : tensor<1024x32xf32>, tensor<32x16xf32>) outs(%37 : tensor<1024x16xf32>) -> tensor<1024x16xf32> loc(#loc319)
    %expanded_129 = tensor.expand_shape %599 [[0, 1], [2]] output_shape [32, 32, 16] : tensor<1024x16xf32> into tensor<32x32x16xf32> loc(#loc319)
    %600 = linalg.generic {indexing_maps = [#map4, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_129 : tensor<32x32x16xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.1))/dot_general"(#loc152)), %out: f32 loc("jit(step)/transpose(jvp(blocks.1))/transpose"(#loc151))):
      linalg.yield %in : f32 loc(#loc321)
    } -> tensor<32x16x32xf32> loc(#loc321)
    %601 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "reduction", "reduction"]} ins(%600 : tensor<32x16x32xf32>) outs(%289 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.1))/reduce_sum"(#loc187)), %out: f32 loc("jit(step)/transpose(jvp(blocks.1))/reduce_sum"(#loc187))):
      %766 = arith.addf %out, %in : f32 loc(#loc616)
      linalg.yield %766 : f32 loc(#loc616)
    } -> tensor<32xf32> loc(#loc616)
    %expanded_130 = tensor.expand_shape %601 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc617)
    %602 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_130 : tensor<1x1x32xf32>) outs(%289 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.1))/reduce_sum"(#loc187)), %out: f32 loc("jit(step)/transpose(jvp(blocks.1))/reduce_sum"(#loc187))):
      %766 = arith.addf %out, %in : f32 loc(#loc616)
      linalg.yield %766 : f32 loc(#loc616)
    } -> tensor<32xf32> loc(#loc616)
    %603 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91, %600 : tensor<32x16x32xf32>, tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.1)/mul"(#loc185)), %in_154: f32 loc("jit(step)/transpose(jvp(blocks.1))/transpose"(#loc151)), %out: f32 loc("jit(step)/transpose(jvp(blocks.1))/mul"(#loc186))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc618)
      linalg.yield %766 : f32 loc(#loc618)
    } -> tensor<32x16x32xf32> loc(#loc618)
    %604 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "reduction", "reduction"]} ins(%603 : tensor<32x16x32xf32>) outs(%289 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.1))/reduce_sum"(#loc186)), %out: f32 loc("jit(step)/transpose(jvp(blocks.1))/reduce_sum"(#loc186))):
      %766 = arith.addf %out, %in : f32 loc(#loc619)
      linalg.yield %766 : f32 loc(#loc619)
    } -> tensor<32xf32> loc(#loc619)
    %expanded_131 = tensor.expand_shape %604 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc620)
    %605 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%600, %92 : tensor<32x16x32xf32>, tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.1))/transpose"(#loc151)), %in_154: f32 loc("jit(step)/jvp(blocks.1)/mul"(#loc186)), %out: f32 loc("jit(step)/transpose(jvp(blocks.1))/mul"(#loc186))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc618)
      linalg.yield %766 : f32 loc(#loc618)
    } -> tensor<32x16x32xf32> loc(#loc618)
    %606 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_131 : tensor<1x1x32xf32>) outs(%289 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.1))/reduce_sum"(#loc186)), %out: f32 loc("jit(step)/transpose(jvp(blocks.1))/reduce_sum"(#loc186))):
      %766 = arith.addf %out, %in : f32 loc(#loc619)
      linalg.yield %766 : f32 loc(#loc619)
    } -> tensor<32xf32> loc(#loc619)
    %607 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81, %605 : tensor<32x16x32xf32>, tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.1)/sub"(#loc180)), %in_154: f32 loc("jit(step)/transpose(jvp(blocks.1))/mul"(#loc186)), %out: f32 loc("jit(step)/transpose(jvp(blocks.1))/mul"(#loc185))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc621)
      linalg.yield %766 : f32 loc(#loc621)
    } -> tensor<32x16x32xf32> loc(#loc621)
    %608 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%607 : tensor<32x16x32xf32>) outs(%1 : tensor<32x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.1))/reduce_sum"(#loc185)), %out: f32 loc("jit(step)/transpose(jvp(blocks.1))/reduce_sum"(#loc185))):
      %766 = arith.addf %out, %in : f32 loc(#loc622)
      linalg.yield %766 : f32 loc(#loc622)
    } -> tensor<32x16xf32> loc(#loc622)
    %expanded_132 = tensor.expand_shape %608 [[0], [1, 2]] output_shape [32, 16, 1] : tensor<32x16xf32> into tensor<32x16x1xf32> loc(#loc623)
    %609 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%605, %90 : tensor<32x16x32xf32>, tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.1))/mul"(#loc186)), %in_154: f32 loc("jit(step)/jvp(blocks.1)/mul"(#loc185)), %out: f32 loc("jit(step)/transpose(jvp(blocks.1))/mul"(#loc185))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc621)
      linalg.yield %766 : f32 loc(#loc621)
    } -> tensor<32x16x32xf32> loc(#loc621)
    %610 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_132, %89 : tensor<32x16x1xf32>, tensor<32x16x1xf32>) outs(%3 : tensor<32x16x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.1))/reshape"(#loc185)), %in_154: f32 loc("jit(step)/jvp(blocks.1)/mul"(#loc184)), %out: f32 loc("jit(step)/transpose(jvp(blocks.1))/mul"(#loc184))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc624)
      linalg.yield %766 : f32 loc(#loc624)
    } -> tensor<32x16x1xf32> loc(#loc624)
    %611 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%609 : tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.1))/mul"(#loc185)), %out: f32 loc("jit(step)/transpose(jvp(blocks.1))/neg"(#loc293))):
      %766 = arith.negf %in : f32 loc(#loc625)
      linalg.yield %766 : f32 loc(#loc625)
    } -> tensor<32x16x32xf32> loc(#loc625)
    %612 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%611 : tensor<32x16x32xf32>) outs(%1 : tensor<32x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.1))/reduce_sum"(#loc293)), %out: f32 loc("jit(step)/transpose(jvp(blocks.1))/reduce_sum"(#loc293))):
      %766 = arith.addf %out, %in : f32 loc(#loc626)
      linalg.yield %766 : f32 loc(#loc626)
    } -> tensor<32x16xf32> loc(#loc626)
    %expanded_133 = tensor.expand_shape %612 [[0], [1, 2]] output_shape [32, 16, 1] : tensor<32x16xf32> into tensor<32x16x1xf32> loc(#loc627)
    %613 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%577, %609 : tensor<32x16x32xf32>, tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.1))/add_any"(#loc198)), %in_154: f32 loc("jit(step)/transpose(jvp(blocks.1))/mul"(#loc185)), %out: f32 loc("jit(step)/transpose(jvp(blocks.1))/add_any"(#loc293))):
      %766 = arith.addf %in, %in_154 : f32 loc(#loc628)
      linalg.yield %766 : f32 loc(#loc628)
    } -> tensor<32x16x32xf32> loc(#loc628)
    %614 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%610 : tensor<32x16x1xf32>) outs(%3 : tensor<32x16x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.1))/mul"(#loc184)), %out: f32 loc("jit(step)/transpose(jvp(blocks.1))/div"(#loc182))):
      %766 = arith.divf %in, %cst_13 : f32 loc(#loc629)
      linalg.yield %766 : f32 loc(#loc629)
    } -> tensor<32x16x1xf32> loc(#loc629)
    %615 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%614 : tensor<32x16x1xf32>) outs(%1 : tensor<32x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.1))/reduce_sum"(#loc182)), %out: f32 loc("jit(step)/transpose(jvp(blocks.1))/reduce_sum"(#loc182))):
      %766 = arith.addf %out, %in : f32 loc(#loc630)
      linalg.yield %766 : f32 loc(#loc630)
    } -> tensor<32x16xf32> loc(#loc630)
    %616 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%615 : tensor<32x16xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.1))/reduce_sum"(#loc182)), %out: f32 loc("jit(step)/transpose(jvp(blocks.1))/broadcast_in_dim"(#loc182))):
      linalg.yield %in : f32 loc(#loc631)
    } -> tensor<32x16x32xf32> loc(#loc631)
    %617 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%616, %83 : tensor<32x16x32xf32>, tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.1))/broadcast_in_dim"(#loc182)), %in_154: f32 loc("jit(step)/jvp(blocks.1)/mul"(#loc181)), %out: f32 loc("jit(step)/transpose(jvp(blocks.1))/mul"(#loc181))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc632)
      linalg.yield %766 : f32 loc(#loc632)
    } -> tensor<32x16x32xf32> loc(#loc632)
    %618 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%617 : tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.1))/mul"(#loc181)), %out: f32 loc("jit(step)/transpose(jvp(blocks.1))/neg"(#loc180))):
      %766 = arith.negf %in : f32 loc(#loc633)
      linalg.yield %766 : f32 loc(#loc633)
    } -> tensor<32x16x32xf32> loc(#loc633)
    %619 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%618 : tensor<32x16x32xf32>) outs(%1 : tensor<32x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.1))/reduce_sum"(#loc180)), %out: f32 loc("jit(step)/transpose(jvp(blocks.1))/reduce_sum"(#loc180))):
      %766 = arith.addf %out, %in : f32 loc(#loc634)
      linalg.yield %766 : f32 loc(#loc634)
    } -> tensor<32x16xf32> loc(#loc634)
    %expanded_134 = tensor.expand_shape %619 [[0], [1, 2]] output_shape [32, 16, 1] : tensor<32x16xf32> into tensor<32x16x1xf32> loc(#loc635)
    %620 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%613, %617 : tensor<32x16x32xf32>, tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.1))/add_any"(#loc293)), %in_154: f32 loc("jit(step)/transpose(jvp(blocks.1))/mul"(#loc181)), %out: f32 loc("jit(step)/transpose(jvp(blocks.1))/add_any"(#loc180))):
      %766 = arith.addf %in, %in_154 : f32 loc(#loc636)
      linalg.yield %766 : f32 loc(#loc636)
    } -> tensor<32x16x32xf32> loc(#loc636)
    %621 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_133, %expanded_134 : tensor<32x16x1xf32>, tensor<32x16x1xf32>) outs(%3 : tensor<32x16x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.1))/reshape"(#loc293)), %in_154: f32 loc("jit(step)/transpose(jvp(blocks.1))/reshape"(#loc180)), %out: f32 loc("jit(step)/transpose(jvp(blocks.1))/add_any"(#loc180))):
      %766 = arith.addf %in, %in_154 : f32 loc(#loc636)
      linalg.yield %766 : f32 loc(#loc636)
    } -> tensor<32x16x1xf32> loc(#loc636)
    %622 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%621 : tensor<32x16x1xf32>) outs(%3 : tensor<32x16x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.1))/add_any"(#loc180)), %out: f32 loc("jit(step)/transpose(jvp(blocks.1))/div"(#loc179))):
      %766 = arith.divf %in, %cst_13 : f32 loc(#loc637)
      linalg.yield %766 : f32 loc(#loc637)
    } -> tensor<32x16x1xf32> loc(#loc637)
    %623 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%622 : tensor<32x16x1xf32>) outs(%1 : tensor<32x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.1))/reduce_sum"(#loc179)), %out: f32 loc("jit(step)/transpose(jvp(blocks.1))/reduce_sum"(#loc179))):
      %766 = arith.addf %out, %in : f32 loc(#loc638)
      linalg.yield %766 : f32 loc(#loc638)
    } -> tensor<32x16xf32> loc(#loc638)
    %624 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%623 : tensor<32x16xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.1))/reduce_sum"(#loc179)), %out: f32 loc("jit(step)/transpose(jvp(blocks.1))/broadcast_in_dim"(#loc179))):
      linalg.yield %in : f32 loc(#loc639)
    } -> tensor<32x16x32xf32> loc(#loc639)
    %625 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%620, %624 : tensor<32x16x32xf32>, tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.1))/add_any"(#loc180)), %in_154: f32 loc("jit(step)/transpose(jvp(blocks.1))/broadcast_in_dim"(#loc179)), %out: f32 loc("jit(step)/transpose(jvp(blocks.1))/add_any"(#loc179))):
      %766 = arith.addf %in, %in_154 : f32 loc(#loc640)
      linalg.yield %766 : f32 loc(#loc640)
    } -> tensor<32x16x32xf32> loc(#loc640)
    %626 = linalg.generic {indexing_maps = [#map12, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%625 : tensor<32x16x32xf32>) outs(%19 : tensor<32x32x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.1))/add_any"(#loc179)), %out: f32 loc("jit(step)/transpose(jvp(blocks.0))/dot_general"(#loc160))):
      linalg.yield %in : f32 loc(#loc322)
    } -> tensor<32x32x16xf32> loc(#loc322)
    %collapsed_135 = tensor.collapse_shape %626 [[0], [1, 2]] : tensor<32x32x16xf32> into tensor<32x512xf32> loc(#loc322)
    %627 = linalg.matmul ins(%collapsed_135, %collapsed_23 : tensor<32x512xf32>, tensor<512x64xf32>) outs(%338 : tensor<32x64xf32>) -> tensor<32x64xf32> loc(#loc322)
    %628 = linalg.generic {indexing_maps = [#map10, #map5], iterator_types = ["parallel", "parallel"]} ins(%627 : tensor<32x64xf32>) outs(%340 : tensor<64x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.0))/dot_general"(#loc160)), %out: f32 loc("jit(step)/transpose(jvp(blocks.0))/transpose"(#loc160))):
      linalg.yield %in : f32 loc(#loc323)
    } -> tensor<64x32xf32> loc(#loc323)
    %collapsed_136 = tensor.collapse_shape %625 [[0, 1], [2]] : tensor<32x16x32xf32> into tensor<512x32xf32> loc(#loc322)
    %629 = linalg.generic {indexing_maps = [#map10, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<64x32xf32>) outs(%337 : tensor<32x64xf32>) {
    ^bb0(%in: f32 loc("params[0]['ch2']"), %out: f32 loc("jit(step)/transpose(jvp(blocks.0))/dot_general"(#loc160))):
      linalg.yield %in : f32 loc(#loc322)
    } -> tensor<32x64xf32> loc(#loc322)
    %630 = linalg.matmul ins(%collapsed_136, %629 : tensor<512x32xf32>, tensor<32x64xf32>) outs(%60 : tensor<512x64xf32>) -> tensor<512x64xf32> loc(#loc322)
    %expanded_137 = tensor.expand_shape %630 [[0, 1], [2]] output_shape [32, 16, 64] : tensor<512x64xf32> into tensor<32x16x64xf32> loc(#loc322)
    %631 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_22, %expanded_137 : tensor<32x16x64xf32>, tensor<32x16x64xf32>) outs(%62 : tensor<32x16x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.0)/dot_general"(#loc158)), %in_154: f32 loc("jit(step)/transpose(jvp(blocks.0))/dot_general"(#loc160)), %out: f32 loc("jit(step)/transpose(jvp(blocks.0))/mul"(#loc159))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc324)
      linalg.yield %766 : f32 loc(#loc324)
    } -> tensor<32x16x64xf32> loc(#loc324)
    %632 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_137, %72 : tensor<32x16x64xf32>, tensor<32x16x64xf32>) outs(%62 : tensor<32x16x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.0))/dot_general"(#loc160)), %in_154: f32 loc("jit(step)/jvp(blocks.0)/mul"(#loc159)), %out: f32 loc("jit(step)/transpose(jvp(blocks.0))/mul"(#loc159))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc324)
      linalg.yield %766 : f32 loc(#loc324)
    } -> tensor<32x16x64xf32> loc(#loc324)
    %633 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%631 : tensor<32x16x64xf32>) outs(%62 : tensor<32x16x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.0))/mul"(#loc159)), %out: f32 loc("jit(step)/transpose(jvp(blocks.0))/mul"(#loc159))):
      %766 = arith.mulf %in, %cst_7 : f32 loc(#loc324)
      linalg.yield %766 : f32 loc(#loc324)
    } -> tensor<32x16x64xf32> loc(#loc324)
    %634 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%633, %70 : tensor<32x16x64xf32>, tensor<32x16x64xf32>) outs(%62 : tensor<32x16x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.0))/mul"(#loc159)), %in_154: f32 loc("jit(step)/jvp(blocks.0)/sub"(#loc159)), %out: f32 loc("jit(step)/transpose(jvp(blocks.0))/mul"(#loc159))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc324)
      linalg.yield %766 : f32 loc(#loc324)
    } -> tensor<32x16x64xf32> loc(#loc324)
    %635 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%634, %69 : tensor<32x16x64xf32>, tensor<32x16x64xf32>) outs(%62 : tensor<32x16x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.0))/mul"(#loc159)), %in_154: f32 loc("jit(step)/jvp(blocks.0)/tanh"(#loc159)), %out: f32 loc("jit(step)/transpose(jvp(blocks.0))/mul"(#loc159))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc324)
      linalg.yield %766 : f32 loc(#loc324)
    } -> tensor<32x16x64xf32> loc(#loc324)
    %636 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%634, %635 : tensor<32x16x64xf32>, tensor<32x16x64xf32>) outs(%62 : tensor<32x16x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.0))/mul"(#loc159)), %in_154: f32 loc("jit(step)/transpose(jvp(blocks.0))/mul"(#loc159)), %out: f32 loc("jit(step)/transpose(jvp(blocks.0))/add_any"(#loc159))):
      %766 = arith.addf %in, %in_154 : f32 loc(#loc325)
      linalg.yield %766 : f32 loc(#loc325)
    } -> tensor<32x16x64xf32> loc(#loc325)
    %637 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%636 : tensor<32x16x64xf32>) outs(%62 : tensor<32x16x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.0))/add_any"(#loc159)), %out: f32 loc("jit(step)/transpose(jvp(blocks.0))/mul"(#loc159))):
      %766 = arith.mulf %in, %cst_9 : f32 loc(#loc324)
      linalg.yield %766 : f32 loc(#loc324)
    } -> tensor<32x16x64xf32> loc(#loc324)
    %638 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%632, %637 : tensor<32x16x64xf32>, tensor<32x16x64xf32>) outs(%62 : tensor<32x16x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.0))/mul"(#loc159)), %in_154: f32 loc("jit(step)/transpose(jvp(blocks.0))/mul"(#loc159)), %out: f32 loc("jit(step)/transpose(jvp(blocks.0))/add_any"(#loc159))):
      %766 = arith.addf %in, %in_154 : f32 loc(#loc325)
      linalg.yield %766 : f32 loc(#loc325)
    } -> tensor<32x16x64xf32> loc(#loc325)
    %639 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%637 : tensor<32x16x64xf32>) outs(%62 : tensor<32x16x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.0))/mul"(#loc159)), %out: f32 loc("jit(step)/transpose(jvp(blocks.0))/mul"(#loc159))):
      %766 = arith.mulf %in, %cst_10 : f32 loc(#loc324)
      linalg.yield %766 : f32 loc(#loc324)
    } -> tensor<32x16x64xf32> loc(#loc324)
    %640 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%639, %65 : tensor<32x16x64xf32>, tensor<32x16x64xf32>) outs(%62 : tensor<32x16x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.0))/mul"(#loc159)), %in_154: f32 loc("jit(step)/jvp(blocks.0)/mul"(#loc159)), %out: f32 loc("jit(step)/transpose(jvp(blocks.0))/mul"(#loc159))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc324)
      linalg.yield %766 : f32 loc(#loc324)
    } -> tensor<32x16x64xf32> loc(#loc324)
    %641 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%638, %640 : tensor<32x16x64xf32>, tensor<32x16x64xf32>) outs(%62 : tensor<32x16x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.0))/add_any"(#loc159)), %in_154: f32 loc("jit(step)/transpose(jvp(blocks.0))/mul"(#loc159)), %out: f32 loc("jit(step)/transpose(jvp(blocks.0))/add_any"(#loc159))):
      %766 = arith.addf %in, %in_154 : f32 loc(#loc325)
      linalg.yield %766 : f32 loc(#loc325)
    } -> tensor<32x16x64xf32> loc(#loc325)
    %642 = linalg.generic {indexing_maps = [#map12, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%641 : tensor<32x16x64xf32>) outs(%355 : tensor<64x32x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.0))/add_any"(#loc159)), %out: f32 loc("jit(step)/transpose(jvp(blocks.0))/dot_general"(#loc158))):
      linalg.yield %in : f32 loc(#loc326)
    } -> tensor<64x32x16xf32> loc(#loc326)
    %collapsed_138 = tensor.collapse_shape %642 [[0], [1, 2]] : tensor<64x32x16xf32> into tensor<64x512xf32> loc(#loc326)
    %643 = linalg.matmul ins(%collapsed_138, %collapsed_21 : tensor<64x512xf32>, tensor<512x32xf32>) outs(%357 : tensor<64x32xf32>) -> tensor<64x32xf32> loc(#loc326)
    %644 = linalg.generic {indexing_maps = [#map10, #map5], iterator_types = ["parallel", "parallel"]} ins(%643 : tensor<64x32xf32>) outs(%337 : tensor<32x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.0))/dot_general"(#loc158)), %out: f32 loc("jit(step)/transpose(jvp(blocks.0))/transpose"(#loc158))):
      linalg.yield %in : f32 loc(#loc327)
    } -> tensor<32x64xf32> loc(#loc327)
    %collapsed_139 = tensor.collapse_shape %641 [[0, 1], [2]] : tensor<32x16x64xf32> into tensor<512x64xf32> loc(#loc326)
    %645 = linalg.generic {indexing_maps = [#map10, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<32x64xf32>) outs(%340 : tensor<64x32xf32>) {
    ^bb0(%in: f32 loc("params[0]['ch1']"), %out: f32 loc("jit(step)/transpose(jvp(blocks.0))/dot_general"(#loc158))):
      linalg.yield %in : f32 loc(#loc326)
    } -> tensor<64x32xf32> loc(#loc326)
    %646 = linalg.matmul ins(%collapsed_139, %645 : tensor<512x64xf32>, tensor<64x32xf32>) outs(%75 : tensor<512x32xf32>) -> tensor<512x32xf32> loc(#loc326)
    %expanded_140 = tensor.expand_shape %646 [[0, 1], [2]] output_shape [32, 16, 32] : tensor<512x32xf32> into tensor<32x16x32xf32> loc(#loc326)
    %647 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_140 : tensor<32x16x32xf32>) outs(%289 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.0))/reduce_sum"(#loc206)), %out: f32 loc("jit(step)/transpose(jvp(blocks.0))/reduce_sum"(#loc206))):
      %766 = arith.addf %out, %in : f32 loc(#loc641)
      linalg.yield %766 : f32 loc(#loc641)
    } -> tensor<32xf32> loc(#loc641)
    %expanded_141 = tensor.expand_shape %647 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc642)
    %648 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_141 : tensor<1x1x32xf32>) outs(%289 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.0))/reduce_sum"(#loc206)), %out: f32 loc("jit(step)/transpose(jvp(blocks.0))/reduce_sum"(#loc206))):
      %766 = arith.addf %out, %in : f32 loc(#loc641)
      linalg.yield %766 : f32 loc(#loc641)
    } -> tensor<32xf32> loc(#loc641)
    %649 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%54, %expanded_140 : tensor<32x16x32xf32>, tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.0)/mul"(#loc204)), %in_154: f32 loc("jit(step)/transpose(jvp(blocks.0))/dot_general"(#loc158)), %out: f32 loc("jit(step)/transpose(jvp(blocks.0))/mul"(#loc205))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc643)
      linalg.yield %766 : f32 loc(#loc643)
    } -> tensor<32x16x32xf32> loc(#loc643)
    %650 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "reduction", "reduction"]} ins(%649 : tensor<32x16x32xf32>) outs(%289 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.0))/reduce_sum"(#loc205)), %out: f32 loc("jit(step)/transpose(jvp(blocks.0))/reduce_sum"(#loc205))):
      %766 = arith.addf %out, %in : f32 loc(#loc644)
      linalg.yield %766 : f32 loc(#loc644)
    } -> tensor<32xf32> loc(#loc644)
    %expanded_142 = tensor.expand_shape %650 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc645)
    %651 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_140, %55 : tensor<32x16x32xf32>, tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.0))/dot_general"(#loc158)), %in_154: f32 loc("jit(step)/jvp(blocks.0)/mul"(#loc205)), %out: f32 loc("jit(step)/transpose(jvp(blocks.0))/mul"(#loc205))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc643)
      linalg.yield %766 : f32 loc(#loc643)
    } -> tensor<32x16x32xf32> loc(#loc643)
    %652 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_142 : tensor<1x1x32xf32>) outs(%289 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.0))/reduce_sum"(#loc205)), %out: f32 loc("jit(step)/transpose(jvp(blocks.0))/reduce_sum"(#loc205))):
      %766 = arith.addf %out, %in : f32 loc(#loc644)
      linalg.yield %766 : f32 loc(#loc644)
    } -> tensor<32xf32> loc(#loc644)
    %653 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%44, %651 : tensor<32x16x32xf32>, tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.0)/sub"(#loc199)), %in_154: f32 loc("jit(step)/transpose(jvp(blocks.0))/mul"(#loc205)), %out: f32 loc("jit(step)/transpose(jvp(blocks.0))/mul"(#loc204))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc646)
      linalg.yield %766 : f32 loc(#loc646)
    } -> tensor<32x16x32xf32> loc(#loc646)
    %654 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%653 : tensor<32x16x32xf32>) outs(%1 : tensor<32x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.0))/reduce_sum"(#loc204)), %out: f32 loc("jit(step)/transpose(jvp(blocks.0))/reduce_sum"(#loc204))):
      %766 = arith.addf %out, %in : f32 loc(#loc647)
      linalg.yield %766 : f32 loc(#loc647)
    } -> tensor<32x16xf32> loc(#loc647)
    %expanded_143 = tensor.expand_shape %654 [[0], [1, 2]] output_shape [32, 16, 1] : tensor<32x16xf32> into tensor<32x16x1xf32> loc(#loc648)
    %655 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%651, %53 : tensor<32x16x32xf32>, tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.0))/mul"(#loc205)), %in_154: f32 loc("jit(step)/jvp(blocks.0)/mul"(#loc204)), %out: f32 loc("jit(step)/transpose(jvp(blocks.0))/mul"(#loc204))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc646)
      linalg.yield %766 : f32 loc(#loc646)
    } -> tensor<32x16x32xf32> loc(#loc646)
    %656 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_143, %52 : tensor<32x16x1xf32>, tensor<32x16x1xf32>) outs(%3 : tensor<32x16x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.0))/reshape"(#loc204)), %in_154: f32 loc("jit(step)/jvp(blocks.0)/mul"(#loc203)), %out: f32 loc("jit(step)/transpose(jvp(blocks.0))/mul"(#loc203))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc649)
      linalg.yield %766 : f32 loc(#loc649)
    } -> tensor<32x16x1xf32> loc(#loc649)
    %657 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%655 : tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.0))/mul"(#loc204)), %out: f32 loc("jit(step)/transpose(jvp(blocks.0))/neg"(#loc284))):
      %766 = arith.negf %in : f32 loc(#loc650)
      linalg.yield %766 : f32 loc(#loc650)
    } -> tensor<32x16x32xf32> loc(#loc650)
    %658 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%657 : tensor<32x16x32xf32>) outs(%1 : tensor<32x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.0))/reduce_sum"(#loc284)), %out: f32 loc("jit(step)/transpose(jvp(blocks.0))/reduce_sum"(#loc284))):
      %766 = arith.addf %out, %in : f32 loc(#loc651)
      linalg.yield %766 : f32 loc(#loc651)
    } -> tensor<32x16xf32> loc(#loc651)
    %expanded_144 = tensor.expand_shape %658 [[0], [1, 2]] output_shape [32, 16, 1] : tensor<32x16xf32> into tensor<32x16x1xf32> loc(#loc652)
    %659 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%625, %655 : tensor<32x16x32xf32>, tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.1))/add_any"(#loc179)), %in_154: f32 loc("jit(step)/transpose(jvp(blocks.0))/mul"(#loc204)), %out: f32 loc("jit(step)/transpose(jvp(blocks.0))/add_any"(#loc284))):
      %766 = arith.addf %in, %in_154 : f32 loc(#loc653)
      linalg.yield %766 : f32 loc(#loc653)
    } -> tensor<32x16x32xf32> loc(#loc653)
    %660 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%656 : tensor<32x16x1xf32>) outs(%3 : tensor<32x16x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.0))/mul"(#loc203)), %out: f32 loc("jit(step)/transpose(jvp(blocks.0))/div"(#loc201))):
      %766 = arith.divf %in, %cst_13 : f32 loc(#loc654)
      linalg.yield %766 : f32 loc(#loc654)
    } -> tensor<32x16x1xf32> loc(#loc654)
    %661 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%660 : tensor<32x16x1xf32>) outs(%1 : tensor<32x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.0))/reduce_sum"(#loc201)), %out: f32 loc("jit(step)/transpose(jvp(blocks.0))/reduce_sum"(#loc201))):
      %766 = arith.addf %out, %in : f32 loc(#loc655)
      linalg.yield %766 : f32 loc(#loc655)
    } -> tensor<32x16xf32> loc(#loc655)
    %662 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%661 : tensor<32x16xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.0))/reduce_sum"(#loc201)), %out: f32 loc("jit(step)/transpose(jvp(blocks.0))/broadcast_in_dim"(#loc201))):
      linalg.yield %in : f32 loc(#loc656)
    } -> tensor<32x16x32xf32> loc(#loc656)
    %663 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%662, %46 : tensor<32x16x32xf32>, tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.0))/broadcast_in_dim"(#loc201)), %in_154: f32 loc("jit(step)/jvp(blocks.0)/mul"(#loc200)), %out: f32 loc("jit(step)/transpose(jvp(blocks.0))/mul"(#loc200))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc657)
      linalg.yield %766 : f32 loc(#loc657)
    } -> tensor<32x16x32xf32> loc(#loc657)
    %664 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%663 : tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.0))/mul"(#loc200)), %out: f32 loc("jit(step)/transpose(jvp(blocks.0))/neg"(#loc199))):
      %766 = arith.negf %in : f32 loc(#loc658)
      linalg.yield %766 : f32 loc(#loc658)
    } -> tensor<32x16x32xf32> loc(#loc658)
    %665 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%664 : tensor<32x16x32xf32>) outs(%1 : tensor<32x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.0))/reduce_sum"(#loc199)), %out: f32 loc("jit(step)/transpose(jvp(blocks.0))/reduce_sum"(#loc199))):
      %766 = arith.addf %out, %in : f32 loc(#loc659)
      linalg.yield %766 : f32 loc(#loc659)
    } -> tensor<32x16xf32> loc(#loc659)
    %expanded_145 = tensor.expand_shape %665 [[0], [1, 2]] output_shape [32, 16, 1] : tensor<32x16xf32> into tensor<32x16x1xf32> loc(#loc660)
    %666 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%659, %663 : tensor<32x16x32xf32>, tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.0))/add_any"(#loc284)), %in_154: f32 loc("jit(step)/transpose(jvp(blocks.0))/mul"(#loc200)), %out: f32 loc("jit(step)/transpose(jvp(blocks.0))/add_any"(#loc199))):
      %766 = arith.addf %in, %in_154 : f32 loc(#loc661)
      linalg.yield %766 : f32 loc(#loc661)
    } -> tensor<32x16x32xf32> loc(#loc661)
    %667 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_144, %expanded_145 : tensor<32x16x1xf32>, tensor<32x16x1xf32>) outs(%3 : tensor<32x16x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.0))/reshape"(#loc284)), %in_154: f32 loc("jit(step)/transpose(jvp(blocks.0))/reshape"(#loc199)), %out: f32 loc("jit(step)/transpose(jvp(blocks.0))/add_any"(#loc199))):
      %766 = arith.addf %in, %in_154 : f32 loc(#loc661)
      linalg.yield %766 : f32 loc(#loc661)
    } -> tensor<32x16x1xf32> loc(#loc661)
    %668 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%667 : tensor<32x16x1xf32>) outs(%3 : tensor<32x16x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.0))/add_any"(#loc199)), %out: f32 loc("jit(step)/transpose(jvp(blocks.0))/div"(#loc198))):
      %766 = arith.divf %in, %cst_13 : f32 loc(#loc662)
      linalg.yield %766 : f32 loc(#loc662)
    } -> tensor<32x16x1xf32> loc(#loc662)
    %669 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%668 : tensor<32x16x1xf32>) outs(%1 : tensor<32x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.0))/reduce_sum"(#loc198)), %out: f32 loc("jit(step)/transpose(jvp(blocks.0))/reduce_sum"(#loc198))):
      %766 = arith.addf %out, %in : f32 loc(#loc663)
      linalg.yield %766 : f32 loc(#loc663)
    } -> tensor<32x16xf32> loc(#loc663)
    %670 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%669 : tensor<32x16xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.0))/reduce_sum"(#loc198)), %out: f32 loc("jit(step)/transpose(jvp(blocks.0))/broadcast_in_dim"(#loc198))):
      linalg.yield %in : f32 loc(#loc664)
    } -> tensor<32x16x32xf32> loc(#loc664)
    %671 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%666, %670 : tensor<32x16x32xf32>, tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.0))/add_any"(#loc199)), %in_154: f32 loc("jit(step)/transpose(jvp(blocks.0))/broadcast_in_dim"(#loc198)), %out: f32 loc("jit(step)/transpose(jvp(blocks.0))/add_any"(#loc198))):
      %766 = arith.addf %in, %in_154 : f32 loc(#loc665)
      linalg.yield %766 : f32 loc(#loc665)
    } -> tensor<32x16x32xf32> loc(#loc665)
    %672 = linalg.generic {indexing_maps = [#map4, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%671 : tensor<32x16x32xf32>) outs(%19 : tensor<32x32x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.0))/add_any"(#loc198)), %out: f32 loc("jit(step)/transpose(jvp(blocks.0))/transpose"(#loc155))):
      linalg.yield %in : f32 loc(#loc328)
    } -> tensor<32x32x16xf32> loc(#loc328)
    %673 = linalg.generic {indexing_maps = [#map12, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%672 : tensor<32x32x16xf32>) outs(%388 : tensor<16x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.0))/transpose"(#loc155)), %out: f32 loc("jit(step)/transpose(jvp(blocks.0))/dot_general"(#loc154))):
      linalg.yield %in : f32 loc(#loc329)
    } -> tensor<16x32x32xf32> loc(#loc329)
    %collapsed_146 = tensor.collapse_shape %673 [[0], [1, 2]] : tensor<16x32x32xf32> into tensor<16x1024xf32> loc(#loc329)
    %674 = linalg.matmul ins(%collapsed_146, %collapsed_17 : tensor<16x1024xf32>, tensor<1024x32xf32>) outs(%391 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc329)
    %675 = linalg.generic {indexing_maps = [#map10, #map5], iterator_types = ["parallel", "parallel"]} ins(%674 : tensor<16x32xf32>) outs(%0 : tensor<32x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.0))/dot_general"(#loc154)), %out: f32 loc("jit(step)/transpose(jvp(blocks.0))/transpose"(#loc154))):
      linalg.yield %in : f32 loc(#loc330)
    } -> tensor<32x16xf32> loc(#loc330)
    %collapsed_147 = tensor.collapse_shape %672 [[0, 1], [2]] : tensor<32x32x16xf32> into tensor<1024x16xf32> loc(#loc329)
    %676 = linalg.generic {indexing_maps = [#map10, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<32x16xf32>) outs(%390 : tensor<16x32xf32>) {
    ^bb0(%in: f32 loc("params[0]['tok2']"), %out: f32 loc("jit(step)/transpose(jvp(blocks.0))/dot_general"(#loc154))):
      linalg.yield %in : f32 loc(#loc329)
    } -> tensor<16x32xf32> loc(#loc329)
    %677 = linalg.matmul ins(%collapsed_147, %676 : tensor<1024x16xf32>, tensor<16x32xf32>) outs(%22 : tensor<1024x32xf32>) -> tensor<1024x32xf32> loc(#loc329)
    %expanded_148 = tensor.expand_shape %677 [[0, 1], [2]] output_shape [32, 32, 32] : tensor<1024x32xf32> into tensor<32x32x32xf32> loc(#loc329)
    %678 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_16, %expanded_148 : tensor<32x32x32xf32>, tensor<32x32x32xf32>) outs(%24 : tensor<32x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.0)/dot_general"(#loc152)), %in_154: f32 loc("jit(step)/transpose(jvp(blocks.0))/dot_general"(#loc154)), %out: f32 loc("jit(step)/transpose(jvp(blocks.0))/mul"(#loc153))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc331)
      linalg.yield %766 : f32 loc(#loc331)
    } -> tensor<32x32x32xf32> loc(#loc331)
    %679 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_148, %34 : tensor<32x32x32xf32>, tensor<32x32x32xf32>) outs(%24 : tensor<32x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.0))/dot_general"(#loc154)), %in_154: f32 loc("jit(step)/jvp(blocks.0)/mul"(#loc153)), %out: f32 loc("jit(step)/transpose(jvp(blocks.0))/mul"(#loc153))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc331)
      linalg.yield %766 : f32 loc(#loc331)
    } -> tensor<32x32x32xf32> loc(#loc331)
    %680 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%678 : tensor<32x32x32xf32>) outs(%24 : tensor<32x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.0))/mul"(#loc153)), %out: f32 loc("jit(step)/transpose(jvp(blocks.0))/mul"(#loc153))):
      %766 = arith.mulf %in, %cst_7 : f32 loc(#loc331)
      linalg.yield %766 : f32 loc(#loc331)
    } -> tensor<32x32x32xf32> loc(#loc331)
    %681 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%680, %32 : tensor<32x32x32xf32>, tensor<32x32x32xf32>) outs(%24 : tensor<32x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.0))/mul"(#loc153)), %in_154: f32 loc("jit(step)/jvp(blocks.0)/sub"(#loc153)), %out: f32 loc("jit(step)/transpose(jvp(blocks.0))/mul"(#loc153))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc331)
      linalg.yield %766 : f32 loc(#loc331)
    } -> tensor<32x32x32xf32> loc(#loc331)
    %682 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%681, %31 : tensor<32x32x32xf32>, tensor<32x32x32xf32>) outs(%24 : tensor<32x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.0))/mul"(#loc153)), %in_154: f32 loc("jit(step)/jvp(blocks.0)/tanh"(#loc153)), %out: f32 loc("jit(step)/transpose(jvp(blocks.0))/mul"(#loc153))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc331)
      linalg.yield %766 : f32 loc(#loc331)
    } -> tensor<32x32x32xf32> loc(#loc331)
    %683 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%681, %682 : tensor<32x32x32xf32>, tensor<32x32x32xf32>) outs(%24 : tensor<32x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.0))/mul"(#loc153)), %in_154: f32 loc("jit(step)/transpose(jvp(blocks.0))/mul"(#loc153)), %out: f32 loc("jit(step)/transpose(jvp(blocks.0))/add_any"(#loc153))):
      %766 = arith.addf %in, %in_154 : f32 loc(#loc332)
      linalg.yield %766 : f32 loc(#loc332)
    } -> tensor<32x32x32xf32> loc(#loc332)
    %684 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%683 : tensor<32x32x32xf32>) outs(%24 : tensor<32x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.0))/add_any"(#loc153)), %out: f32 loc("jit(step)/transpose(jvp(blocks.0))/mul"(#loc153))):
      %766 = arith.mulf %in, %cst_9 : f32 loc(#loc331)
      linalg.yield %766 : f32 loc(#loc331)
    } -> tensor<32x32x32xf32> loc(#loc331)
    %685 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%679, %684 : tensor<32x32x32xf32>, tensor<32x32x32xf32>) outs(%24 : tensor<32x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.0))/mul"(#loc153)), %in_154: f32 loc("jit(step)/transpose(jvp(blocks.0))/mul"(#loc153)), %out: f32 loc("jit(step)/transpose(jvp(blocks.0))/add_any"(#loc153))):
      %766 = arith.addf %in, %in_154 : f32 loc(#loc332)
      linalg.yield %766 : f32 loc(#loc332)
    } -> tensor<32x32x32xf32> loc(#loc332)
    %686 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%684 : tensor<32x32x32xf32>) outs(%24 : tensor<32x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.0))/mul"(#loc153)), %out: f32 loc("jit(step)/transpose(jvp(blocks.0))/mul"(#loc153))):
      %766 = arith.mulf %in, %cst_10 : f32 loc(#loc331)
      linalg.yield %766 : f32 loc(#loc331)
    } -> tensor<32x32x32xf32> loc(#loc331)
    %687 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%686, %27 : tensor<32x32x32xf32>, tensor<32x32x32xf32>) outs(%24 : tensor<32x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.0))/mul"(#loc153)), %in_154: f32 loc("jit(step)/jvp(blocks.0)/mul"(#loc153)), %out: f32 loc("jit(step)/transpose(jvp(blocks.0))/mul"(#loc153))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc331)
      linalg.yield %766 : f32 loc(#loc331)
    } -> tensor<32x32x32xf32> loc(#loc331)
    %688 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%685, %687 : tensor<32x32x32xf32>, tensor<32x32x32xf32>) outs(%24 : tensor<32x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.0))/add_any"(#loc153)), %in_154: f32 loc("jit(step)/transpose(jvp(blocks.0))/mul"(#loc153)), %out: f32 loc("jit(step)/transpose(jvp(blocks.0))/add_any"(#loc153))):
      %766 = arith.addf %in, %in_154 : f32 loc(#loc332)
      linalg.yield %766 : f32 loc(#loc332)
    } -> tensor<32x32x32xf32> loc(#loc332)
    %689 = linalg.generic {indexing_maps = [#map12, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%688 : tensor<32x32x32xf32>) outs(%24 : tensor<32x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.0))/add_any"(#loc153)), %out: f32 loc("jit(step)/transpose(jvp(blocks.0))/dot_general"(#loc152))):
      linalg.yield %in : f32 loc(#loc333)
    } -> tensor<32x32x32xf32> loc(#loc333)
    %collapsed_149 = tensor.collapse_shape %689 [[0], [1, 2]] : tensor<32x32x32xf32> into tensor<32x1024xf32> loc(#loc333)
    %690 = linalg.matmul ins(%collapsed_149, %collapsed : tensor<32x1024xf32>, tensor<1024x16xf32>) outs(%1 : tensor<32x16xf32>) -> tensor<32x16xf32> loc(#loc333)
    %691 = linalg.generic {indexing_maps = [#map10, #map5], iterator_types = ["parallel", "parallel"]} ins(%690 : tensor<32x16xf32>) outs(%390 : tensor<16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.0))/dot_general"(#loc152)), %out: f32 loc("jit(step)/transpose(jvp(blocks.0))/transpose"(#loc152))):
      linalg.yield %in : f32 loc(#loc334)
    } -> tensor<16x32xf32> loc(#loc334)
    %collapsed_150 = tensor.collapse_shape %688 [[0, 1], [2]] : tensor<32x32x32xf32> into tensor<1024x32xf32> loc(#loc333)
    %692 = linalg.generic {indexing_maps = [#map10, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg6 : tensor<16x32xf32>) outs(%0 : tensor<32x16xf32>) {
    ^bb0(%in: f32 loc("params[0]['tok1']"), %out: f32 loc("jit(step)/transpose(jvp(blocks.0))/dot_general"(#loc152))):
      linalg.yield %in : f32 loc(#loc333)
    } -> tensor<32x16xf32> loc(#loc333)
    %693 = linalg.matmul ins(%collapsed_150, %692 : tensor<1024x32xf32>, tensor<32x16xf32>) outs(%37 : tensor<1024x16xf32>) -> tensor<1024x16xf32> loc(#loc333)
    %expanded_151 = tensor.expand_shape %693 [[0, 1], [2]] output_shape [32, 32, 16] : tensor<1024x16xf32> into tensor<32x32x16xf32> loc(#loc333)
    %694 = linalg.generic {indexing_maps = [#map4, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_151 : tensor<32x32x16xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.0))/dot_general"(#loc152)), %out: f32 loc("jit(step)/transpose(jvp(blocks.0))/transpose"(#loc151))):
      linalg.yield %in : f32 loc(#loc335)
    } -> tensor<32x16x32xf32> loc(#loc335)
    %695 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "reduction", "reduction"]} ins(%694 : tensor<32x16x32xf32>) outs(%289 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.0))/reduce_sum"(#loc187)), %out: f32 loc("jit(step)/transpose(jvp(blocks.0))/reduce_sum"(#loc187))):
      %766 = arith.addf %out, %in : f32 loc(#loc666)
      linalg.yield %766 : f32 loc(#loc666)
    } -> tensor<32xf32> loc(#loc666)
    %expanded_152 = tensor.expand_shape %695 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc667)
    %696 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_152 : tensor<1x1x32xf32>) outs(%289 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.0))/reduce_sum"(#loc187)), %out: f32 loc("jit(step)/transpose(jvp(blocks.0))/reduce_sum"(#loc187))):
      %766 = arith.addf %out, %in : f32 loc(#loc666)
      linalg.yield %766 : f32 loc(#loc666)
    } -> tensor<32xf32> loc(#loc666)
    %697 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14, %694 : tensor<32x16x32xf32>, tensor<32x16x32xf32>) outs(%5 : tensor<32x16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(blocks.0)/mul"(#loc185)), %in_154: f32 loc("jit(step)/transpose(jvp(blocks.0))/transpose"(#loc151)), %out: f32 loc("jit(step)/transpose(jvp(blocks.0))/mul"(#loc186))):
      %766 = arith.mulf %in, %in_154 : f32 loc(#loc668)
      linalg.yield %766 : f32 loc(#loc668)
    } -> tensor<32x16x32xf32> loc(#loc668)
    %698 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "reduction", "reduction"]} ins(%697 : tensor<32x16x32xf32>) outs(%289 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.0))/reduce_sum"(#loc186)), %out: f32 loc("jit(step)/transpose(jvp(blocks.0))/reduce_sum"(#loc186))):
      %766 = arith.addf %out, %in : f32 loc(#loc669)
      linalg.yield %766 : f32 loc(#loc669)
    } -> tensor<32xf32> loc(#loc669)
    %expanded_153 = tensor.expand_shape %698 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc670)
    %699 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_153 : tensor<1x1x32xf32>) outs(%289 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.0))/reduce_sum"(#loc186)), %out: f32 loc("jit(step)/transpose(jvp(blocks.0))/reduce_sum"(#loc186))):
      %766 = arith.addf %out, %in : f32 loc(#loc669)
      linalg.yield %766 : f32 loc(#loc669)
    } -> tensor<32xf32> loc(#loc669)
    %700 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%644 : tensor<32x64xf32>) outs(%337 : tensor<32x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.0))/transpose"(#loc158)), %out: f32 loc("jit(step)/mul"(#loc173))):
      %766 = arith.mulf %in, %cst_1 : f32 loc(#loc336)
      linalg.yield %766 : f32 loc(#loc336)
    } -> tensor<32x64xf32> loc(#loc336)
    %701 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg0, %700 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%337 : tensor<32x64xf32>) {
    ^bb0(%in: f32 loc("params[0]['ch1']"), %in_154: f32 loc("jit(step)/mul"(#loc173)), %out: f32 loc("jit(step)/sub"(#loc174))):
      %766 = arith.subf %in, %in_154 : f32 loc(#loc337)
      linalg.yield %766 : f32 loc(#loc337)
    } -> tensor<32x64xf32> loc(#loc337)
    %702 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%628 : tensor<64x32xf32>) outs(%340 : tensor<64x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.0))/transpose"(#loc160)), %out: f32 loc("jit(step)/mul"(#loc173))):
      %766 = arith.mulf %in, %cst_1 : f32 loc(#loc336)
      linalg.yield %766 : f32 loc(#loc336)
    } -> tensor<64x32xf32> loc(#loc336)
    %703 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg1, %702 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%340 : tensor<64x32xf32>) {
    ^bb0(%in: f32 loc("params[0]['ch2']"), %in_154: f32 loc("jit(step)/mul"(#loc173)), %out: f32 loc("jit(step)/sub"(#loc174))):
      %766 = arith.subf %in, %in_154 : f32 loc(#loc337)
      linalg.yield %766 : f32 loc(#loc337)
    } -> tensor<64x32xf32> loc(#loc337)
    %704 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%696 : tensor<32xf32>) outs(%283 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.0))/reduce_sum"(#loc187)), %out: f32 loc("jit(step)/mul"(#loc173))):
      %766 = arith.mulf %in, %cst_1 : f32 loc(#loc336)
      linalg.yield %766 : f32 loc(#loc336)
    } -> tensor<32xf32> loc(#loc336)
    %705 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%arg2, %704 : tensor<32xf32>, tensor<32xf32>) outs(%283 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params[0]['ln1_b']"), %in_154: f32 loc("jit(step)/mul"(#loc173)), %out: f32 loc("jit(step)/sub"(#loc174))):
      %766 = arith.subf %in, %in_154 : f32 loc(#loc337)
      linalg.yield %766 : f32 loc(#loc337)
    } -> tensor<32xf32> loc(#loc337)
    %706 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%699 : tensor<32xf32>) outs(%283 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.0))/reduce_sum"(#loc186)), %out: f32 loc("jit(step)/mul"(#loc173))):
      %766 = arith.mulf %in, %cst_1 : f32 loc(#loc336)
      linalg.yield %766 : f32 loc(#loc336)
    } -> tensor<32xf32> loc(#loc336)
    %707 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%arg3, %706 : tensor<32xf32>, tensor<32xf32>) outs(%283 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params[0]['ln1_g']"), %in_154: f32 loc("jit(step)/mul"(#loc173)), %out: f32 loc("jit(step)/sub"(#loc174))):
      %766 = arith.subf %in, %in_154 : f32 loc(#loc337)
      linalg.yield %766 : f32 loc(#loc337)
    } -> tensor<32xf32> loc(#loc337)
    %708 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%648 : tensor<32xf32>) outs(%283 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.0))/reduce_sum"(#loc206)), %out: f32 loc("jit(step)/mul"(#loc173))):
      %766 = arith.mulf %in, %cst_1 : f32 loc(#loc336)
      linalg.yield %766 : f32 loc(#loc336)
    } -> tensor<32xf32> loc(#loc336)
    %709 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%arg4, %708 : tensor<32xf32>, tensor<32xf32>) outs(%283 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params[0]['ln2_b']"), %in_154: f32 loc("jit(step)/mul"(#loc173)), %out: f32 loc("jit(step)/sub"(#loc174))):
      %766 = arith.subf %in, %in_154 : f32 loc(#loc337)
      linalg.yield %766 : f32 loc(#loc337)
    } -> tensor<32xf32> loc(#loc337)
    %710 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%652 : tensor<32xf32>) outs(%283 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.0))/reduce_sum"(#loc205)), %out: f32 loc("jit(step)/mul"(#loc173))):
      %766 = arith.mulf %in, %cst_1 : f32 loc(#loc336)
      linalg.yield %766 : f32 loc(#loc336)
    } -> tensor<32xf32> loc(#loc336)
    %711 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%arg5, %710 : tensor<32xf32>, tensor<32xf32>) outs(%283 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params[0]['ln2_g']"), %in_154: f32 loc("jit(step)/mul"(#loc173)), %out: f32 loc("jit(step)/sub"(#loc174))):
      %766 = arith.subf %in, %in_154 : f32 loc(#loc337)
      linalg.yield %766 : f32 loc(#loc337)
    } -> tensor<32xf32> loc(#loc337)
    %712 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%691 : tensor<16x32xf32>) outs(%390 : tensor<16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.0))/transpose"(#loc152)), %out: f32 loc("jit(step)/mul"(#loc173))):
      %766 = arith.mulf %in, %cst_1 : f32 loc(#loc336)
      linalg.yield %766 : f32 loc(#loc336)
    } -> tensor<16x32xf32> loc(#loc336)
    %713 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg6, %712 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%390 : tensor<16x32xf32>) {
    ^bb0(%in: f32 loc("params[0]['tok1']"), %in_154: f32 loc("jit(step)/mul"(#loc173)), %out: f32 loc("jit(step)/sub"(#loc174))):
      %766 = arith.subf %in, %in_154 : f32 loc(#loc337)
      linalg.yield %766 : f32 loc(#loc337)
    } -> tensor<16x32xf32> loc(#loc337)
    %714 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%675 : tensor<32x16xf32>) outs(%0 : tensor<32x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.0))/transpose"(#loc154)), %out: f32 loc("jit(step)/mul"(#loc173))):
      %766 = arith.mulf %in, %cst_1 : f32 loc(#loc336)
      linalg.yield %766 : f32 loc(#loc336)
    } -> tensor<32x16xf32> loc(#loc336)
    %715 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg7, %714 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%0 : tensor<32x16xf32>) {
    ^bb0(%in: f32 loc("params[0]['tok2']"), %in_154: f32 loc("jit(step)/mul"(#loc173)), %out: f32 loc("jit(step)/sub"(#loc174))):
      %766 = arith.subf %in, %in_154 : f32 loc(#loc337)
      linalg.yield %766 : f32 loc(#loc337)
    } -> tensor<32x16xf32> loc(#loc337)
    %716 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%550 : tensor<32x64xf32>) outs(%337 : tensor<32x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.1))/transpose"(#loc158)), %out: f32 loc("jit(step)/mul"(#loc173))):
      %766 = arith.mulf %in, %cst_1 : f32 loc(#loc336)
      linalg.yield %766 : f32 loc(#loc336)
    } -> tensor<32x64xf32> loc(#loc336)
    %717 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg8, %716 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%337 : tensor<32x64xf32>) {
    ^bb0(%in: f32 loc("params[1]['ch1']"), %in_154: f32 loc("jit(step)/mul"(#loc173)), %out: f32 loc("jit(step)/sub"(#loc174))):
      %766 = arith.subf %in, %in_154 : f32 loc(#loc337)
      linalg.yield %766 : f32 loc(#loc337)
    } -> tensor<32x64xf32> loc(#loc337)
    %718 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%534 : tensor<64x32xf32>) outs(%340 : tensor<64x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.1))/transpose"(#loc160)), %out: f32 loc("jit(step)/mul"(#loc173))):
      %766 = arith.mulf %in, %cst_1 : f32 loc(#loc336)
      linalg.yield %766 : f32 loc(#loc336)
    } -> tensor<64x32xf32> loc(#loc336)
    %719 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg9, %718 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%340 : tensor<64x32xf32>) {
    ^bb0(%in: f32 loc("params[1]['ch2']"), %in_154: f32 loc("jit(step)/mul"(#loc173)), %out: f32 loc("jit(step)/sub"(#loc174))):
      %766 = arith.subf %in, %in_154 : f32 loc(#loc337)
      linalg.yield %766 : f32 loc(#loc337)
    } -> tensor<64x32xf32> loc(#loc337)
    %720 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%602 : tensor<32xf32>) outs(%283 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.1))/reduce_sum"(#loc187)), %out: f32 loc("jit(step)/mul"(#loc173))):
      %766 = arith.mulf %in, %cst_1 : f32 loc(#loc336)
      linalg.yield %766 : f32 loc(#loc336)
    } -> tensor<32xf32> loc(#loc336)
    %721 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%arg10, %720 : tensor<32xf32>, tensor<32xf32>) outs(%283 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params[1]['ln1_b']"), %in_154: f32 loc("jit(step)/mul"(#loc173)), %out: f32 loc("jit(step)/sub"(#loc174))):
      %766 = arith.subf %in, %in_154 : f32 loc(#loc337)
      linalg.yield %766 : f32 loc(#loc337)
    } -> tensor<32xf32> loc(#loc337)
    %722 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%606 : tensor<32xf32>) outs(%283 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.1))/reduce_sum"(#loc186)), %out: f32 loc("jit(step)/mul"(#loc173))):
      %766 = arith.mulf %in, %cst_1 : f32 loc(#loc336)
      linalg.yield %766 : f32 loc(#loc336)
    } -> tensor<32xf32> loc(#loc336)
    %723 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%arg11, %722 : tensor<32xf32>, tensor<32xf32>) outs(%283 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params[1]['ln1_g']"), %in_154: f32 loc("jit(step)/mul"(#loc173)), %out: f32 loc("jit(step)/sub"(#loc174))):
      %766 = arith.subf %in, %in_154 : f32 loc(#loc337)
      linalg.yield %766 : f32 loc(#loc337)
    } -> tensor<32xf32> loc(#loc337)
    %724 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%554 : tensor<32xf32>) outs(%283 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.1))/reduce_sum"(#loc206)), %out: f32 loc("jit(step)/mul"(#loc173))):
      %766 = arith.mulf %in, %cst_1 : f32 loc(#loc336)
      linalg.yield %766 : f32 loc(#loc336)
    } -> tensor<32xf32> loc(#loc336)
    %725 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%arg12, %724 : tensor<32xf32>, tensor<32xf32>) outs(%283 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params[1]['ln2_b']"), %in_154: f32 loc("jit(step)/mul"(#loc173)), %out: f32 loc("jit(step)/sub"(#loc174))):
      %766 = arith.subf %in, %in_154 : f32 loc(#loc337)
      linalg.yield %766 : f32 loc(#loc337)
    } -> tensor<32xf32> loc(#loc337)
    %726 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%558 : tensor<32xf32>) outs(%283 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.1))/reduce_sum"(#loc205)), %out: f32 loc("jit(step)/mul"(#loc173))):
      %766 = arith.mulf %in, %cst_1 : f32 loc(#loc336)
      linalg.yield %766 : f32 loc(#loc336)
    } -> tensor<32xf32> loc(#loc336)
    %727 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%arg13, %726 : tensor<32xf32>, tensor<32xf32>) outs(%283 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params[1]['ln2_g']"), %in_154: f32 loc("jit(step)/mul"(#loc173)), %out: f32 loc("jit(step)/sub"(#loc174))):
      %766 = arith.subf %in, %in_154 : f32 loc(#loc337)
      linalg.yield %766 : f32 loc(#loc337)
    } -> tensor<32xf32> loc(#loc337)
    %728 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%597 : tensor<16x32xf32>) outs(%390 : tensor<16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.1))/transpose"(#loc152)), %out: f32 loc("jit(step)/mul"(#loc173))):
      %766 = arith.mulf %in, %cst_1 : f32 loc(#loc336)
      linalg.yield %766 : f32 loc(#loc336)
    } -> tensor<16x32xf32> loc(#loc336)
    %729 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg14, %728 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%390 : tensor<16x32xf32>) {
    ^bb0(%in: f32 loc("params[1]['tok1']"), %in_154: f32 loc("jit(step)/mul"(#loc173)), %out: f32 loc("jit(step)/sub"(#loc174))):
      %766 = arith.subf %in, %in_154 : f32 loc(#loc337)
      linalg.yield %766 : f32 loc(#loc337)
    } -> tensor<16x32xf32> loc(#loc337)
    %730 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%581 : tensor<32x16xf32>) outs(%0 : tensor<32x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.1))/transpose"(#loc154)), %out: f32 loc("jit(step)/mul"(#loc173))):
      %766 = arith.mulf %in, %cst_1 : f32 loc(#loc336)
      linalg.yield %766 : f32 loc(#loc336)
    } -> tensor<32x16xf32> loc(#loc336)
    %731 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg15, %730 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%0 : tensor<32x16xf32>) {
    ^bb0(%in: f32 loc("params[1]['tok2']"), %in_154: f32 loc("jit(step)/mul"(#loc173)), %out: f32 loc("jit(step)/sub"(#loc174))):
      %766 = arith.subf %in, %in_154 : f32 loc(#loc337)
      linalg.yield %766 : f32 loc(#loc337)
    } -> tensor<32x16xf32> loc(#loc337)
    %732 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%456 : tensor<32x64xf32>) outs(%337 : tensor<32x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.2))/transpose"(#loc158)), %out: f32 loc("jit(step)/mul"(#loc173))):
      %766 = arith.mulf %in, %cst_1 : f32 loc(#loc336)
      linalg.yield %766 : f32 loc(#loc336)
    } -> tensor<32x64xf32> loc(#loc336)
    %733 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg16, %732 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%337 : tensor<32x64xf32>) {
    ^bb0(%in: f32 loc("params[2]['ch1']"), %in_154: f32 loc("jit(step)/mul"(#loc173)), %out: f32 loc("jit(step)/sub"(#loc174))):
      %766 = arith.subf %in, %in_154 : f32 loc(#loc337)
      linalg.yield %766 : f32 loc(#loc337)
    } -> tensor<32x64xf32> loc(#loc337)
    %734 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%440 : tensor<64x32xf32>) outs(%340 : tensor<64x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.2))/transpose"(#loc160)), %out: f32 loc("jit(step)/mul"(#loc173))):
      %766 = arith.mulf %in, %cst_1 : f32 loc(#loc336)
      linalg.yield %766 : f32 loc(#loc336)
    } -> tensor<64x32xf32> loc(#loc336)
    %735 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg17, %734 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%340 : tensor<64x32xf32>) {
    ^bb0(%in: f32 loc("params[2]['ch2']"), %in_154: f32 loc("jit(step)/mul"(#loc173)), %out: f32 loc("jit(step)/sub"(#loc174))):
      %766 = arith.subf %in, %in_154 : f32 loc(#loc337)
      linalg.yield %766 : f32 loc(#loc337)
    } -> tensor<64x32xf32> loc(#loc337)
    %736 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%508 : tensor<32xf32>) outs(%283 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.2))/reduce_sum"(#loc187)), %out: f32 loc("jit(step)/mul"(#loc173))):
      %766 = arith.mulf %in, %cst_1 : f32 loc(#loc336)
      linalg.yield %766 : f32 loc(#loc336)
    } -> tensor<32xf32> loc(#loc336)
    %737 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%arg18, %736 : tensor<32xf32>, tensor<32xf32>) outs(%283 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params[2]['ln1_b']"), %in_154: f32 loc("jit(step)/mul"(#loc173)), %out: f32 loc("jit(step)/sub"(#loc174))):
      %766 = arith.subf %in, %in_154 : f32 loc(#loc337)
      linalg.yield %766 : f32 loc(#loc337)
    } -> tensor<32xf32> loc(#loc337)
    %738 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%512 : tensor<32xf32>) outs(%283 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.2))/reduce_sum"(#loc186)), %out: f32 loc("jit(step)/mul"(#loc173))):
      %766 = arith.mulf %in, %cst_1 : f32 loc(#loc336)
      linalg.yield %766 : f32 loc(#loc336)
    } -> tensor<32xf32> loc(#loc336)
    %739 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%arg19, %738 : tensor<32xf32>, tensor<32xf32>) outs(%283 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params[2]['ln1_g']"), %in_154: f32 loc("jit(step)/mul"(#loc173)), %out: f32 loc("jit(step)/sub"(#loc174))):
      %766 = arith.subf %in, %in_154 : f32 loc(#loc337)
      linalg.yield %766 : f32 loc(#loc337)
    } -> tensor<32xf32> loc(#loc337)
    %740 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%460 : tensor<32xf32>) outs(%283 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.2))/reduce_sum"(#loc206)), %out: f32 loc("jit(step)/mul"(#loc173))):
      %766 = arith.mulf %in, %cst_1 : f32 loc(#loc336)
      linalg.yield %766 : f32 loc(#loc336)
    } -> tensor<32xf32> loc(#loc336)
    %741 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%arg20, %740 : tensor<32xf32>, tensor<32xf32>) outs(%283 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params[2]['ln2_b']"), %in_154: f32 loc("jit(step)/mul"(#loc173)), %out: f32 loc("jit(step)/sub"(#loc174))):
      %766 = arith.subf %in, %in_154 : f32 loc(#loc337)
      linalg.yield %766 : f32 loc(#loc337)
    } -> tensor<32xf32> loc(#loc337)
    %742 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%464 : tensor<32xf32>) outs(%283 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.2))/reduce_sum"(#loc205)), %out: f32 loc("jit(step)/mul"(#loc173))):
      %766 = arith.mulf %in, %cst_1 : f32 loc(#loc336)
      linalg.yield %766 : f32 loc(#loc336)
    } -> tensor<32xf32> loc(#loc336)
    %743 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%arg21, %742 : tensor<32xf32>, tensor<32xf32>) outs(%283 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params[2]['ln2_g']"), %in_154: f32 loc("jit(step)/mul"(#loc173)), %out: f32 loc("jit(step)/sub"(#loc174))):
      %766 = arith.subf %in, %in_154 : f32 loc(#loc337)
      linalg.yield %766 : f32 loc(#loc337)
    } -> tensor<32xf32> loc(#loc337)
    %744 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%503 : tensor<16x32xf32>) outs(%390 : tensor<16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.2))/transpose"(#loc152)), %out: f32 loc("jit(step)/mul"(#loc173))):
      %766 = arith.mulf %in, %cst_1 : f32 loc(#loc336)
      linalg.yield %766 : f32 loc(#loc336)
    } -> tensor<16x32xf32> loc(#loc336)
    %745 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg22, %744 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%390 : tensor<16x32xf32>) {
    ^bb0(%in: f32 loc("params[2]['tok1']"), %in_154: f32 loc("jit(step)/mul"(#loc173)), %out: f32 loc("jit(step)/sub"(#loc174))):
      %766 = arith.subf %in, %in_154 : f32 loc(#loc337)
      linalg.yield %766 : f32 loc(#loc337)
    } -> tensor<16x32xf32> loc(#loc337)
    %746 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%487 : tensor<32x16xf32>) outs(%0 : tensor<32x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.2))/transpose"(#loc154)), %out: f32 loc("jit(step)/mul"(#loc173))):
      %766 = arith.mulf %in, %cst_1 : f32 loc(#loc336)
      linalg.yield %766 : f32 loc(#loc336)
    } -> tensor<32x16xf32> loc(#loc336)
    %747 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg23, %746 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%0 : tensor<32x16xf32>) {
    ^bb0(%in: f32 loc("params[2]['tok2']"), %in_154: f32 loc("jit(step)/mul"(#loc173)), %out: f32 loc("jit(step)/sub"(#loc174))):
      %766 = arith.subf %in, %in_154 : f32 loc(#loc337)
      linalg.yield %766 : f32 loc(#loc337)
    } -> tensor<32x16xf32> loc(#loc337)
    %748 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%359 : tensor<32x64xf32>) outs(%337 : tensor<32x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.3))/transpose"(#loc158)), %out: f32 loc("jit(step)/mul"(#loc173))):
      %766 = arith.mulf %in, %cst_1 : f32 loc(#loc336)
      linalg.yield %766 : f32 loc(#loc336)
    } -> tensor<32x64xf32> loc(#loc336)
    %749 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg24, %748 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%337 : tensor<32x64xf32>) {
    ^bb0(%in: f32 loc("params[3]['ch1']"), %in_154: f32 loc("jit(step)/mul"(#loc173)), %out: f32 loc("jit(step)/sub"(#loc174))):
      %766 = arith.subf %in, %in_154 : f32 loc(#loc337)
      linalg.yield %766 : f32 loc(#loc337)
    } -> tensor<32x64xf32> loc(#loc337)
    %750 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%341 : tensor<64x32xf32>) outs(%340 : tensor<64x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.3))/transpose"(#loc160)), %out: f32 loc("jit(step)/mul"(#loc173))):
      %766 = arith.mulf %in, %cst_1 : f32 loc(#loc336)
      linalg.yield %766 : f32 loc(#loc336)
    } -> tensor<64x32xf32> loc(#loc336)
    %751 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg25, %750 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%340 : tensor<64x32xf32>) {
    ^bb0(%in: f32 loc("params[3]['ch2']"), %in_154: f32 loc("jit(step)/mul"(#loc173)), %out: f32 loc("jit(step)/sub"(#loc174))):
      %766 = arith.subf %in, %in_154 : f32 loc(#loc337)
      linalg.yield %766 : f32 loc(#loc337)
    } -> tensor<64x32xf32> loc(#loc337)
    %752 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%414 : tensor<32xf32>) outs(%283 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.3))/reduce_sum"(#loc187)), %out: f32 loc("jit(step)/mul"(#loc173))):
      %766 = arith.mulf %in, %cst_1 : f32 loc(#loc336)
      linalg.yield %766 : f32 loc(#loc336)
    } -> tensor<32xf32> loc(#loc336)
    %753 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%arg26, %752 : tensor<32xf32>, tensor<32xf32>) outs(%283 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params[3]['ln1_b']"), %in_154: f32 loc("jit(step)/mul"(#loc173)), %out: f32 loc("jit(step)/sub"(#loc174))):
      %766 = arith.subf %in, %in_154 : f32 loc(#loc337)
      linalg.yield %766 : f32 loc(#loc337)
    } -> tensor<32xf32> loc(#loc337)
    %754 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%418 : tensor<32xf32>) outs(%283 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.3))/reduce_sum"(#loc186)), %out: f32 loc("jit(step)/mul"(#loc173))):
      %766 = arith.mulf %in, %cst_1 : f32 loc(#loc336)
      linalg.yield %766 : f32 loc(#loc336)
    } -> tensor<32xf32> loc(#loc336)
    %755 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%arg27, %754 : tensor<32xf32>, tensor<32xf32>) outs(%283 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params[3]['ln1_g']"), %in_154: f32 loc("jit(step)/mul"(#loc173)), %out: f32 loc("jit(step)/sub"(#loc174))):
      %766 = arith.subf %in, %in_154 : f32 loc(#loc337)
      linalg.yield %766 : f32 loc(#loc337)
    } -> tensor<32xf32> loc(#loc337)
    %756 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%363 : tensor<32xf32>) outs(%283 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.3))/reduce_sum"(#loc206)), %out: f32 loc("jit(step)/mul"(#loc173))):
      %766 = arith.mulf %in, %cst_1 : f32 loc(#loc336)
      linalg.yield %766 : f32 loc(#loc336)
    } -> tensor<32xf32> loc(#loc336)
    %757 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%arg28, %756 : tensor<32xf32>, tensor<32xf32>) outs(%283 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params[3]['ln2_b']"), %in_154: f32 loc("jit(step)/mul"(#loc173)), %out: f32 loc("jit(step)/sub"(#loc174))):
      %766 = arith.subf %in, %in_154 : f32 loc(#loc337)
      linalg.yield %766 : f32 loc(#loc337)
    } -> tensor<32xf32> loc(#loc337)
    %758 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%367 : tensor<32xf32>) outs(%283 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.3))/reduce_sum"(#loc205)), %out: f32 loc("jit(step)/mul"(#loc173))):
      %766 = arith.mulf %in, %cst_1 : f32 loc(#loc336)
      linalg.yield %766 : f32 loc(#loc336)
    } -> tensor<32xf32> loc(#loc336)
    %759 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%arg29, %758 : tensor<32xf32>, tensor<32xf32>) outs(%283 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params[3]['ln2_g']"), %in_154: f32 loc("jit(step)/mul"(#loc173)), %out: f32 loc("jit(step)/sub"(#loc174))):
      %766 = arith.subf %in, %in_154 : f32 loc(#loc337)
      linalg.yield %766 : f32 loc(#loc337)
    } -> tensor<32xf32> loc(#loc337)
    %760 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%409 : tensor<16x32xf32>) outs(%390 : tensor<16x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.3))/transpose"(#loc152)), %out: f32 loc("jit(step)/mul"(#loc173))):
      %766 = arith.mulf %in, %cst_1 : f32 loc(#loc336)
      linalg.yield %766 : f32 loc(#loc336)
    } -> tensor<16x32xf32> loc(#loc336)
    %761 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg30, %760 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%390 : tensor<16x32xf32>) {
    ^bb0(%in: f32 loc("params[3]['tok1']"), %in_154: f32 loc("jit(step)/mul"(#loc173)), %out: f32 loc("jit(step)/sub"(#loc174))):
      %766 = arith.subf %in, %in_154 : f32 loc(#loc337)
      linalg.yield %766 : f32 loc(#loc337)
    } -> tensor<16x32xf32> loc(#loc337)
    %762 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%393 : tensor<32x16xf32>) outs(%0 : tensor<32x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(blocks.3))/transpose"(#loc154)), %out: f32 loc("jit(step)/mul"(#loc173))):
      %766 = arith.mulf %in, %cst_1 : f32 loc(#loc336)
      linalg.yield %766 : f32 loc(#loc336)
    } -> tensor<32x16xf32> loc(#loc336)
    %763 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg31, %762 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%0 : tensor<32x16xf32>) {
    ^bb0(%in: f32 loc("params[3]['tok2']"), %in_154: f32 loc("jit(step)/mul"(#loc173)), %out: f32 loc("jit(step)/sub"(#loc174))):
      %766 = arith.subf %in, %in_154 : f32 loc(#loc337)
      linalg.yield %766 : f32 loc(#loc337)
    } -> tensor<32x16xf32> loc(#loc337)
    %764 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%331 : tensor<32x10xf32>) outs(%280 : tensor<32x10xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/transpose"(#loc146)), %out: f32 loc("jit(step)/mul"(#loc175))):
      %766 = arith.mulf %in, %cst_1 : f32 loc(#loc338)
      linalg.yield %766 : f32 loc(#loc338)
    } -> tensor<32x10xf32> loc(#loc338)
    %765 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg32, %764 : tensor<32x10xf32>, tensor<32x10xf32>) outs(%280 : tensor<32x10xf32>) {
    ^bb0(%in: f32 loc("head"), %in_154: f32 loc("jit(step)/mul"(#loc175)), %out: f32 loc("jit(step)/sub"(#loc176))):
      %766 = arith.subf %in, %in_154 : f32 loc(#loc339)
      linalg.yield %766 : f32 loc(#loc339)
    } -> tensor<32x10xf32> loc(#loc339)
    return %312, %701, %703, %705, %707, %709, %711, %713, %715, %717, %719, %721, %723, %725, %727, %729, %731, %733, %735, %737, %739, %741, %743, %745, %747, %749, %751, %753, %755, %757, %759, %761, %763, %765 : tensor<f32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<32x16xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<32x16xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<32x16xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<32x16xf32>, tensor<32x10xf32> loc(#loc142)
  } loc(#loc)
} loc(#loc)
#loc142 = loc("jit(step)"(#loc138))
#loc483 = loc(callsite(#loc46 at #loc177))
#loc492 = loc("jit(step)/transpose(jvp(blocks.3))/reshape"(#loc206))
#loc495 = loc("jit(step)/transpose(jvp(blocks.3))/reshape"(#loc205))
#loc517 = loc("jit(step)/transpose(jvp(blocks.3))/reshape"(#loc187))
#loc520 = loc("jit(step)/transpose(jvp(blocks.3))/reshape"(#loc186))
#loc542 = loc("jit(step)/transpose(jvp(blocks.2))/reshape"(#loc206))
#loc545 = loc("jit(step)/transpose(jvp(blocks.2))/reshape"(#loc205))
#loc567 = loc("jit(step)/transpose(jvp(blocks.2))/reshape"(#loc187))
#loc570 = loc("jit(step)/transpose(jvp(blocks.2))/reshape"(#loc186))
#loc592 = loc("jit(step)/transpose(jvp(blocks.1))/reshape"(#loc206))
#loc595 = loc("jit(step)/transpose(jvp(blocks.1))/reshape"(#loc205))
#loc617 = loc("jit(step)/transpose(jvp(blocks.1))/reshape"(#loc187))
#loc620 = loc("jit(step)/transpose(jvp(blocks.1))/reshape"(#loc186))
#loc642 = loc("jit(step)/transpose(jvp(blocks.0))/reshape"(#loc206))
#loc645 = loc("jit(step)/transpose(jvp(blocks.0))/reshape"(#loc205))
#loc667 = loc("jit(step)/transpose(jvp(blocks.0))/reshape"(#loc187))
#loc670 = loc("jit(step)/transpose(jvp(blocks.0))/reshape"(#loc186))
#loc671 = loc("jit(step)/transpose(jvp(jit(take_along_axis)))/scatter-add"(#loc340))
#loc672 = loc("jit(step)/jvp(jit(take_along_axis))/select_n"(#loc341))
#loc673 = loc("jit(step)/jvp(jit(take_along_axis))/reduce_and"(#loc342))
#loc674 = loc("jit(step)/jvp(jit(take_along_axis))/le"(#loc343))
#loc675 = loc("jit(step)/jvp(jit(take_along_axis))/add"(#loc344))
#loc676 = loc("jit(step)/jvp(jit(log_softmax))/reduce_max"(#loc470))
#loc677 = loc("jit(step)/jvp(jit(log_softmax))/sub"(#loc471))
#loc678 = loc("jit(step)/jvp(jit(log_softmax))/exp"(#loc473))
#loc679 = loc("jit(step)/jvp(jit(log_softmax))/reduce_sum"(#loc474))
#loc680 = loc("jit(step)/jvp(jit(log_softmax))/broadcast_in_dim"(#loc475))
#loc681 = loc("jit(step)/jvp(jit(log_softmax))/log"(#loc476))
#loc682 = loc("jit(step)/jvp(jit(take_along_axis))/lt"(#loc477))
#loc683 = loc("jit(step)/jvp(jit(take_along_axis))/reshape"(#loc478))
#loc684 = loc("jit(step)/jvp(jit(take_along_axis))/ge"(#loc479))
#loc685 = loc("jit(step)/jvp(jit(take_along_axis))/and"(#loc480))
#loc686 = loc("jit(step)/jvp(jit(take_along_axis))/gather"(#loc481))
#loc687 = loc("jit(step)/transpose(jvp(jit(take_along_axis)))"(#loc482))
#loc688 = loc("jit(step)/transpose(jvp(jit(take_along_axis)))/add"(#loc483))
#loc689 = loc("jit(step)/transpose(jvp(jit(log_softmax)))/neg"(#loc484))
#loc690 = loc("jit(step)/transpose(jvp(jit(log_softmax)))/reduce_sum"(#loc485))
#loc691 = loc("jit(step)/transpose(jvp(jit(log_softmax)))/reshape"(#loc486))
#loc692 = loc("jit(step)/transpose(jvp(jit(log_softmax)))/div"(#loc487))
#loc693 = loc("jit(step)/transpose(jvp(jit(log_softmax)))/broadcast_in_dim"(#loc488))
#loc694 = loc("jit(step)/transpose(jvp(jit(log_softmax)))/mul"(#loc489))
#loc695 = loc("jit(step)/transpose(jvp(jit(log_softmax)))/add_any"(#loc490))

