#loc = loc(unknown)
#loc1 = loc("params['h'][0]['fc']")
#loc2 = loc("params['h'][0]['fc_b']")
#loc3 = loc("params['h'][0]['ln1_b']")
#loc4 = loc("params['h'][0]['ln1_g']")
#loc5 = loc("params['h'][0]['ln2_b']")
#loc6 = loc("params['h'][0]['ln2_g']")
#loc7 = loc("params['h'][0]['out']")
#loc8 = loc("params['h'][0]['out_b']")
#loc9 = loc("params['h'][0]['proj']")
#loc10 = loc("params['h'][0]['proj_b']")
#loc11 = loc("params['h'][0]['qkv']")
#loc12 = loc("params['h'][0]['qkv_b']")
#loc13 = loc("params['h'][1]['fc']")
#loc14 = loc("params['h'][1]['fc_b']")
#loc15 = loc("params['h'][1]['ln1_b']")
#loc16 = loc("params['h'][1]['ln1_g']")
#loc17 = loc("params['h'][1]['ln2_b']")
#loc18 = loc("params['h'][1]['ln2_g']")
#loc19 = loc("params['h'][1]['out']")
#loc20 = loc("params['h'][1]['out_b']")
#loc21 = loc("params['h'][1]['proj']")
#loc22 = loc("params['h'][1]['proj_b']")
#loc23 = loc("params['h'][1]['qkv']")
#loc24 = loc("params['h'][1]['qkv_b']")
#loc25 = loc("params['h'][2]['fc']")
#loc26 = loc("params['h'][2]['fc_b']")
#loc27 = loc("params['h'][2]['ln1_b']")
#loc28 = loc("params['h'][2]['ln1_g']")
#loc29 = loc("params['h'][2]['ln2_b']")
#loc30 = loc("params['h'][2]['ln2_g']")
#loc31 = loc("params['h'][2]['out']")
#loc32 = loc("params['h'][2]['out_b']")
#loc33 = loc("params['h'][2]['proj']")
#loc34 = loc("params['h'][2]['proj_b']")
#loc35 = loc("params['h'][2]['qkv']")
#loc36 = loc("params['h'][2]['qkv_b']")
#loc37 = loc("params['h'][3]['fc']")
#loc38 = loc("params['h'][3]['fc_b']")
#loc39 = loc("params['h'][3]['ln1_b']")
#loc40 = loc("params['h'][3]['ln1_g']")
#loc41 = loc("params['h'][3]['ln2_b']")
#loc42 = loc("params['h'][3]['ln2_g']")
#loc43 = loc("params['h'][3]['out']")
#loc44 = loc("params['h'][3]['out_b']")
#loc45 = loc("params['h'][3]['proj']")
#loc46 = loc("params['h'][3]['proj_b']")
#loc47 = loc("params['h'][3]['qkv']")
#loc48 = loc("params['h'][3]['qkv_b']")
#loc49 = loc("params['lnf_b']")
#loc50 = loc("params['lnf_g']")
#loc51 = loc("params['wpe']")
#loc52 = loc("params['wte']")
#loc53 = loc("inputs")
#loc54 = loc("targets")
#loc55 = loc("examples/jax/models.py":208:12 to :33)
#loc56 = loc("examples/jax/models.py":217:15 to :64)
#loc57 = loc("examples/jax/generate.py":36:11 to :43)
#loc58 = loc("examples/jax/generate.py":47:15 to :30)
#loc59 = loc("examples/jax/generate.py":63:4 to :10)
#loc60 = loc("scatter-add")
#loc61 = loc("examples/jax/models.py":67:13 to :64)
#loc62 = loc("examples/jax/models.py":214:15 to :41)
#loc63 = loc("select_n")
#loc64 = loc("le")
#loc65 = loc("examples/jax/models.py":208:12 to :49)
#loc66 = loc("examples/jax/models.py":72:9 to :44)
#loc67 = loc("examples/jax/models.py":193:23 to :61)
#loc68 = loc("examples/jax/models.py":211:40 to :72)
#loc69 = loc("examples/jax/models.py":211:20 to :91)
#loc70 = loc("examples/jax/models.py":73:20 to :26)
#loc71 = loc("examples/jax/models.py":73:19 to :32)
#loc72 = loc("examples/jax/models.py":73:10 to :57)
#loc73 = loc("examples/jax/models.py":74:32 to :41)
#loc74 = loc("examples/jax/models.py":74:22 to :42)
#loc75 = loc("examples/jax/models.py":74:11 to :42)
#loc76 = loc("examples/jax/models.py":74:11 to :46)
#loc77 = loc("examples/jax/models.py":74:11 to :50)
#loc78 = loc("examples/jax/models.py":160:10 to :22)
#loc79 = loc("examples/jax/models.py":193:12 to :80)
#loc80 = loc("examples/jax/models.py":160:10 to :35)
#loc81 = loc("examples/jax/models.py":161:14 to :40)
#loc82 = loc("examples/jax/models.py":164:15 to :52)
#loc83 = loc("examples/jax/models.py":166:14 to :22)
#loc84 = loc("examples/jax/models.py":164:15 to :69)
#loc85 = loc("examples/jax/models.py":166:24 to :32)
#loc86 = loc("examples/jax/models.py":166:34 to :42)
#loc87 = loc("examples/jax/models.py":167:13 to :31)
#loc88 = loc("examples/jax/models.py":167:9 to :31)
#loc89 = loc("examples/jax/models.py":167:35 to :54)
#loc90 = loc("examples/jax/models.py":167:8 to :54)
#loc91 = loc("iota")
#loc92 = loc("examples/jax/models.py":169:15 to :47)
#loc93 = loc("ge")
#loc94 = loc("broadcast_in_dim")
#loc95 = loc("examples/jax/models.py":170:12 to :36)
#loc96 = loc("examples/jax/models.py":171:8 to :34)
#loc97 = loc("examples/jax/models.py":171:8 to :38)
#loc98 = loc("examples/jax/models.py":172:8 to :26)
#loc99 = loc("examples/jax/models.py":173:11 to :24)
#loc100 = loc("examples/jax/models.py":173:11 to :38)
#loc101 = loc("examples/jax/models.py":193:8 to :80)
#loc102 = loc("examples/jax/models.py":194:20 to :58)
#loc103 = loc("examples/jax/models.py":194:20 to :68)
#loc104 = loc("examples/jax/models.py":194:20 to :80)
#loc105 = loc("examples/jax/models.py":194:8 to :81)
#loc106 = loc("examples/jax/models.py":195:15 to :27)
#loc107 = loc("examples/jax/models.py":195:11 to :27)
#loc108 = loc("examples/jax/models.py":195:11 to :40)
#loc109 = loc("examples/jax/models.py":212:12 to :60)
#loc110 = loc("examples/jax/models.py":213:21 to :36)
#loc111 = loc("examples/jax/models.py":213:17 to :36)
#loc112 = loc("reduce_max")
#loc113 = loc("examples/jax/models.py":66:9 to :44)
#loc114 = loc("sub")
#loc115 = loc("max")
#loc116 = loc("exp")
#loc117 = loc("reduce_sum")
#loc118 = loc("log")
#loc119 = loc("examples/jax/models.py":67:37 to :54)
#loc120 = loc("lt")
#loc121 = loc("add")
#loc122 = loc("reshape")
#loc123 = loc("and")
#loc124 = loc("reduce_and")
#loc125 = loc("gather")
#loc126 = loc("examples/jax/models.py":68:12 to :28)
#loc127 = loc("examples/jax/models.py":68:11 to :28)
#loc128 = loc("neg")
#loc129 = loc("div")
#loc130 = loc("mul")
#loc131 = loc("add_any")
#loc132 = loc("examples/jax/models.py":74:12 to :18)
#loc133 = loc("examples/jax/models.py":172:8 to :43)
#loc134 = loc("examples/jax/models.py":60:41 to :47)
#loc135 = loc("examples/jax/models.py":60:11 to :63)
#loc136 = loc("examples/jax/models.py":218:18 to :33)
#loc137 = loc("examples/jax/models.py":60:37 to :47)
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map3 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map4 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map5 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map6 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map7 = affine_map<(d0, d1, d2) -> (d2)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>
#map10 = affine_map<() -> ()>
#map11 = affine_map<(d0, d1, d2, d3) -> ()>
#map12 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map13 = affine_map<(d0, d1) -> (d1, d0)>
#map14 = affine_map<(d0, d1, d2) -> ()>
#map15 = affine_map<(d0, d1, d2) -> (d1, d2, d0)>
#map16 = affine_map<(d0, d1, d2) -> (d0)>
#map17 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map18 = affine_map<(d0, d1, d2) -> (d2, d0, d1)>
#map19 = affine_map<(d0) -> (d0)>
#loc138 = loc("make_gpt.<locals>.loss"(#loc55))
#loc139 = loc("make_gpt.<locals>.step"(#loc56))
#loc140 = loc("stablehlo"(#loc57))
#loc141 = loc("main"(#loc58))
#loc142 = loc("<module>"(#loc59))
#loc143 = loc("_xent_int"(#loc61))
#loc144 = loc("make_gpt.<locals>.loss"(#loc62))
#loc145 = loc("make_gpt.<locals>.loss"(#loc65))
#loc146 = loc("_layer_norm"(#loc66))
#loc147 = loc("_pre_ln_block"(#loc67))
#loc148 = loc("make_gpt.<locals>.loss.<locals>.<lambda>"(#loc68))
#loc149 = loc("make_gpt.<locals>.loss"(#loc69))
#loc150 = loc("_layer_norm"(#loc70))
#loc151 = loc("_layer_norm"(#loc71))
#loc152 = loc("_layer_norm"(#loc72))
#loc153 = loc("_layer_norm"(#loc73))
#loc154 = loc("_layer_norm"(#loc74))
#loc155 = loc("_layer_norm"(#loc75))
#loc156 = loc("_layer_norm"(#loc76))
#loc157 = loc("_layer_norm"(#loc77))
#loc158 = loc("_attention"(#loc78))
#loc159 = loc("_pre_ln_block"(#loc79))
#loc160 = loc("_attention"(#loc80))
#loc161 = loc("_attention"(#loc81))
#loc162 = loc("_attention.<locals>.split"(#loc82))
#loc163 = loc("_attention"(#loc83))
#loc164 = loc("_attention.<locals>.split"(#loc84))
#loc165 = loc("_attention"(#loc85))
#loc166 = loc("_attention"(#loc86))
#loc167 = loc("_attention"(#loc87))
#loc168 = loc("_attention"(#loc88))
#loc169 = loc("_attention"(#loc89))
#loc170 = loc("_attention"(#loc90))
#loc171 = loc("_attention"(#loc92))
#loc172 = loc("_attention"(#loc95))
#loc173 = loc("_attention"(#loc96))
#loc174 = loc("_attention"(#loc97))
#loc175 = loc("_attention"(#loc98))
#loc176 = loc("_attention"(#loc99))
#loc177 = loc("_attention"(#loc100))
#loc178 = loc("_pre_ln_block"(#loc101))
#loc179 = loc("_pre_ln_block"(#loc102))
#loc180 = loc("_pre_ln_block"(#loc103))
#loc181 = loc("_pre_ln_block"(#loc104))
#loc182 = loc("_pre_ln_block"(#loc105))
#loc183 = loc("_pre_ln_block"(#loc106))
#loc184 = loc("_pre_ln_block"(#loc107))
#loc185 = loc("_pre_ln_block"(#loc108))
#loc186 = loc("make_gpt.<locals>.loss"(#loc109))
#loc187 = loc("make_gpt.<locals>.loss"(#loc110))
#loc188 = loc("make_gpt.<locals>.loss"(#loc111))
#loc189 = loc("_xent_int"(#loc113))
#loc190 = loc("_xent_int"(#loc119))
#loc191 = loc("_xent_int"(#loc126))
#loc192 = loc("_xent_int"(#loc127))
#loc193 = loc("_layer_norm"(#loc132))
#loc194 = loc("_attention"(#loc133))
#loc195 = loc("_sgd.<locals>.<lambda>"(#loc134))
#loc196 = loc("_sgd"(#loc135))
#loc197 = loc("make_gpt.<locals>.step"(#loc136))
#loc198 = loc("_sgd.<locals>.<lambda>"(#loc137))
#loc199 = loc(callsite(#loc141 at #loc142))
#loc200 = loc(callsite(#loc149 at #loc139))
#loc201 = loc(callsite(#loc140 at #loc199))
#loc202 = loc(callsite(#loc148 at #loc200))
#loc203 = loc(callsite(#loc139 at #loc201))
#loc204 = loc(callsite(#loc159 at #loc202))
#loc205 = loc(callsite(#loc197 at #loc201))
#loc207 = loc(callsite(#loc138 at #loc203))
#loc208 = loc(callsite(#loc144 at #loc203))
#loc209 = loc(callsite(#loc145 at #loc203))
#loc210 = loc(callsite(#loc149 at #loc203))
#loc211 = loc(callsite(#loc173 at #loc204))
#loc212 = loc(callsite(#loc186 at #loc203))
#loc213 = loc(callsite(#loc187 at #loc203))
#loc214 = loc(callsite(#loc188 at #loc203))
#loc215 = loc(callsite(#loc196 at #loc205))
#loc216 = loc("jit(step)/transpose(jvp())/scatter-add"(#loc207))
#loc217 = loc(callsite(#loc143 at #loc208))
#loc218 = loc("jit(step)/jvp()/lt"(#loc207))
#loc219 = loc("jit(step)/jvp()/add"(#loc207))
#loc220 = loc("jit(step)/jvp()/select_n"(#loc207))
#loc221 = loc("jit(step)/jvp()/broadcast_in_dim"(#loc207))
#loc222 = loc("jit(step)/jvp()/gather"(#loc207))
#loc223 = loc("jit(step)/jvp()/add"(#loc209))
#loc224 = loc(callsite(#loc148 at #loc210))
#loc225 = loc(callsite(#loc146 at #loc212))
#loc226 = loc(callsite(#loc150 at #loc212))
#loc227 = loc(callsite(#loc151 at #loc212))
#loc228 = loc(callsite(#loc152 at #loc212))
#loc229 = loc(callsite(#loc153 at #loc212))
#loc230 = loc(callsite(#loc154 at #loc212))
#loc231 = loc(callsite(#loc155 at #loc212))
#loc232 = loc(callsite(#loc156 at #loc212))
#loc233 = loc(callsite(#loc157 at #loc212))
#loc234 = loc("jit(step)/jvp()/transpose"(#loc213))
#loc235 = loc("jit(step)/jvp()/dot_general"(#loc214))
#loc236 = loc(callsite(#loc189 at #loc208))
#loc237 = loc(callsite(#loc190 at #loc208))
#loc238 = loc(callsite(#loc191 at #loc208))
#loc239 = loc(callsite(#loc192 at #loc208))
#loc240 = loc("jit(step)/transpose(jvp())/dot_general"(#loc214))
#loc241 = loc("jit(step)/transpose(jvp())/transpose"(#loc214))
#loc242 = loc("jit(step)/transpose(jvp())/transpose"(#loc213))
#loc243 = loc(callsite(#loc193 at #loc212))
#loc244 = loc("jit(step)/transpose(jvp())/reduce_sum"(#loc209))
#loc247 = loc("jit(step)/transpose(jvp())/add_any"(#loc207))
#loc248 = loc(callsite(#loc195 at #loc215))
#loc249 = loc(callsite(#loc198 at #loc215))
#loc250 = loc("jit(step)/transpose(jvp(jit(take_along_axis)))"(#loc217))
#loc251 = loc("jit(step)/jvp(jit(take_along_axis))"(#loc217))
#loc252 = loc(callsite(#loc147 at #loc224))
#loc253 = loc(callsite(#loc159 at #loc224))
#loc254 = loc(callsite(#loc178 at #loc224))
#loc255 = loc(callsite(#loc179 at #loc224))
#loc256 = loc(callsite(#loc180 at #loc224))
#loc257 = loc(callsite(#loc181 at #loc224))
#loc258 = loc(callsite(#loc182 at #loc224))
#loc259 = loc(callsite(#loc183 at #loc224))
#loc260 = loc(callsite(#loc184 at #loc224))
#loc261 = loc(callsite(#loc185 at #loc224))
#loc262 = loc("jit(step)/jvp()/reduce_sum"(#loc225))
#loc263 = loc("jit(step)/jvp()/broadcast_in_dim"(#loc225))
#loc264 = loc("jit(step)/jvp()/div"(#loc225))
#loc265 = loc("jit(step)/jvp()/sub"(#loc226))
#loc266 = loc("jit(step)/jvp()/integer_pow"(#loc227))
#loc267 = loc("jit(step)/jvp()/mul"(#loc227))
#loc268 = loc("jit(step)/jvp()/reduce_sum"(#loc228))
#loc269 = loc("jit(step)/jvp()/broadcast_in_dim"(#loc228))
#loc270 = loc("jit(step)/jvp()/div"(#loc228))
#loc271 = loc("jit(step)/jvp()/add"(#loc229))
#loc272 = loc("jit(step)/jvp()/rsqrt"(#loc230))
#loc273 = loc("jit(step)/jvp()/div"(#loc230))
#loc274 = loc("jit(step)/jvp()/mul"(#loc230))
#loc275 = loc("jit(step)/jvp()/mul"(#loc231))
#loc276 = loc("jit(step)/jvp()/mul"(#loc232))
#loc277 = loc("jit(step)/jvp()/add"(#loc233))
#loc278 = loc("jit(step)/jvp(jit(log_softmax))"(#loc236))
#loc279 = loc("jit(step)/jvp()/broadcast_in_dim"(#loc237))
#loc280 = loc("jit(step)/jvp()/reduce_sum"(#loc238))
#loc281 = loc("jit(step)/jvp()/div"(#loc238))
#loc282 = loc("jit(step)/jvp()/neg"(#loc239))
#loc283 = loc("jit(step)/transpose(jvp())/neg"(#loc239))
#loc284 = loc("jit(step)/transpose(jvp())/div"(#loc238))
#loc285 = loc("jit(step)/transpose(jvp())/broadcast_in_dim"(#loc238))
#loc286 = loc("jit(step)/transpose(jvp(jit(log_softmax)))"(#loc236))
#loc287 = loc("jit(step)/transpose(jvp())/reduce_sum"(#loc233))
#loc289 = loc("jit(step)/transpose(jvp())/mul"(#loc232))
#loc290 = loc("jit(step)/transpose(jvp())/reduce_sum"(#loc232))
#loc292 = loc("jit(step)/transpose(jvp())/mul"(#loc231))
#loc293 = loc("jit(step)/transpose(jvp())/reduce_sum"(#loc231))
#loc294 = loc("jit(step)/transpose(jvp())/reshape"(#loc231))
#loc295 = loc("jit(step)/transpose(jvp())/mul"(#loc230))
#loc296 = loc("jit(step)/transpose(jvp())/neg"(#loc243))
#loc297 = loc("jit(step)/transpose(jvp())/reduce_sum"(#loc243))
#loc298 = loc("jit(step)/transpose(jvp())/reshape"(#loc243))
#loc299 = loc("jit(step)/transpose(jvp())/div"(#loc228))
#loc300 = loc("jit(step)/transpose(jvp())/reduce_sum"(#loc228))
#loc301 = loc("jit(step)/transpose(jvp())/broadcast_in_dim"(#loc228))
#loc302 = loc("jit(step)/transpose(jvp())/mul"(#loc227))
#loc303 = loc("jit(step)/transpose(jvp())/neg"(#loc226))
#loc304 = loc("jit(step)/transpose(jvp())/reduce_sum"(#loc226))
#loc305 = loc("jit(step)/transpose(jvp())/reshape"(#loc226))
#loc306 = loc("jit(step)/transpose(jvp())/add_any"(#loc226))
#loc307 = loc("jit(step)/transpose(jvp())/div"(#loc225))
#loc308 = loc("jit(step)/transpose(jvp())/reduce_sum"(#loc225))
#loc309 = loc("jit(step)/transpose(jvp())/broadcast_in_dim"(#loc225))
#loc310 = loc("jit(step)/transpose(jvp())/add_any"(#loc225))
#loc311 = loc("jit(step)/mul"(#loc248))
#loc312 = loc("jit(step)/sub"(#loc249))
#loc313 = loc(callsite(#loc60 at #loc250))
#loc314 = loc(callsite(#loc63 at #loc251))
#loc315 = loc(callsite(#loc64 at #loc251))
#loc316 = loc(callsite(#loc146 at #loc252))
#loc317 = loc(callsite(#loc150 at #loc252))
#loc318 = loc(callsite(#loc151 at #loc252))
#loc319 = loc(callsite(#loc152 at #loc252))
#loc320 = loc(callsite(#loc153 at #loc252))
#loc321 = loc(callsite(#loc154 at #loc252))
#loc322 = loc(callsite(#loc155 at #loc252))
#loc323 = loc(callsite(#loc156 at #loc252))
#loc324 = loc(callsite(#loc157 at #loc252))
#loc325 = loc(callsite(#loc158 at #loc253))
#loc326 = loc(callsite(#loc160 at #loc253))
#loc327 = loc(callsite(#loc161 at #loc253))
#loc328 = loc(callsite(#loc163 at #loc253))
#loc329 = loc(callsite(#loc165 at #loc253))
#loc330 = loc(callsite(#loc166 at #loc253))
#loc331 = loc(callsite(#loc167 at #loc253))
#loc332 = loc(callsite(#loc168 at #loc253))
#loc333 = loc(callsite(#loc169 at #loc253))
#loc334 = loc(callsite(#loc170 at #loc253))
#loc335 = loc(callsite(#loc171 at #loc253))
#loc336 = loc(callsite(#loc172 at #loc253))
#loc337 = loc(callsite(#loc173 at #loc253))
#loc338 = loc(callsite(#loc174 at #loc253))
#loc339 = loc(callsite(#loc175 at #loc253))
#loc340 = loc(callsite(#loc176 at #loc253))
#loc341 = loc(callsite(#loc177 at #loc253))
#loc342 = loc("jit(step)/jvp(h.0)/add"(#loc254))
#loc343 = loc(callsite(#loc146 at #loc255))
#loc344 = loc(callsite(#loc150 at #loc255))
#loc345 = loc(callsite(#loc151 at #loc255))
#loc346 = loc(callsite(#loc152 at #loc255))
#loc347 = loc(callsite(#loc153 at #loc255))
#loc348 = loc(callsite(#loc154 at #loc255))
#loc349 = loc(callsite(#loc155 at #loc255))
#loc350 = loc(callsite(#loc156 at #loc255))
#loc351 = loc(callsite(#loc157 at #loc255))
#loc352 = loc("jit(step)/jvp(h.0)/dot_general"(#loc256))
#loc353 = loc("jit(step)/jvp(h.0)/add"(#loc257))
#loc354 = loc("jit(step)/jvp(h.0)/integer_pow"(#loc258))
#loc355 = loc("jit(step)/jvp(h.0)/mul"(#loc258))
#loc356 = loc("jit(step)/jvp(h.0)/add"(#loc258))
#loc357 = loc("jit(step)/jvp(h.0)/tanh"(#loc258))
#loc358 = loc("jit(step)/jvp(h.0)/sub"(#loc258))
#loc359 = loc("jit(step)/jvp(h.0)/dot_general"(#loc259))
#loc360 = loc("jit(step)/jvp(h.0)/add"(#loc260))
#loc361 = loc("jit(step)/jvp(h.0)/add"(#loc261))
#loc362 = loc("jit(step)/jvp(h.1)/add"(#loc254))
#loc363 = loc("jit(step)/jvp(h.1)/dot_general"(#loc256))
#loc364 = loc("jit(step)/jvp(h.1)/add"(#loc257))
#loc365 = loc("jit(step)/jvp(h.1)/integer_pow"(#loc258))
#loc366 = loc("jit(step)/jvp(h.1)/mul"(#loc258))
#loc367 = loc("jit(step)/jvp(h.1)/add"(#loc258))
#loc368 = loc("jit(step)/jvp(h.1)/tanh"(#loc258))
#loc369 = loc("jit(step)/jvp(h.1)/sub"(#loc258))
#loc370 = loc("jit(step)/jvp(h.1)/dot_general"(#loc259))
#loc371 = loc("jit(step)/jvp(h.1)/add"(#loc260))
#loc372 = loc("jit(step)/jvp(h.1)/add"(#loc261))
#loc373 = loc("jit(step)/jvp(h.2)/add"(#loc254))
#loc374 = loc("jit(step)/jvp(h.2)/dot_general"(#loc256))
#loc375 = loc("jit(step)/jvp(h.2)/add"(#loc257))
#loc376 = loc("jit(step)/jvp(h.2)/integer_pow"(#loc258))
#loc377 = loc("jit(step)/jvp(h.2)/mul"(#loc258))
#loc378 = loc("jit(step)/jvp(h.2)/add"(#loc258))
#loc379 = loc("jit(step)/jvp(h.2)/tanh"(#loc258))
#loc380 = loc("jit(step)/jvp(h.2)/sub"(#loc258))
#loc381 = loc("jit(step)/jvp(h.2)/dot_general"(#loc259))
#loc382 = loc("jit(step)/jvp(h.2)/add"(#loc260))
#loc383 = loc("jit(step)/jvp(h.2)/add"(#loc261))
#loc384 = loc("jit(step)/jvp(h.3)/add"(#loc254))
#loc385 = loc("jit(step)/jvp(h.3)/dot_general"(#loc256))
#loc386 = loc("jit(step)/jvp(h.3)/add"(#loc257))
#loc387 = loc("jit(step)/jvp(h.3)/integer_pow"(#loc258))
#loc388 = loc("jit(step)/jvp(h.3)/mul"(#loc258))
#loc389 = loc("jit(step)/jvp(h.3)/add"(#loc258))
#loc390 = loc("jit(step)/jvp(h.3)/tanh"(#loc258))
#loc391 = loc("jit(step)/jvp(h.3)/sub"(#loc258))
#loc392 = loc("jit(step)/jvp(h.3)/dot_general"(#loc259))
#loc393 = loc("jit(step)/jvp(h.3)/add"(#loc260))
#loc394 = loc("jit(step)/jvp(h.3)/add"(#loc261))
#loc395 = loc(callsite(#loc112 at #loc278))
#loc396 = loc(callsite(#loc114 at #loc278))
#loc397 = loc(callsite(#loc115 at #loc278))
#loc398 = loc(callsite(#loc116 at #loc278))
#loc399 = loc(callsite(#loc117 at #loc278))
#loc400 = loc(callsite(#loc94 at #loc278))
#loc401 = loc(callsite(#loc118 at #loc278))
#loc402 = loc(callsite(#loc120 at #loc251))
#loc403 = loc(callsite(#loc121 at #loc251))
#loc404 = loc(callsite(#loc122 at #loc251))
#loc405 = loc(callsite(#loc93 at #loc251))
#loc406 = loc(callsite(#loc123 at #loc251))
#loc407 = loc(callsite(#loc124 at #loc251))
#loc408 = loc(callsite(#loc125 at #loc251))
#loc409 = loc(callsite(#loc at #loc250))
#loc411 = loc(callsite(#loc128 at #loc286))
#loc412 = loc(callsite(#loc117 at #loc286))
#loc413 = loc(callsite(#loc122 at #loc286))
#loc414 = loc(callsite(#loc129 at #loc286))
#loc415 = loc(callsite(#loc94 at #loc286))
#loc416 = loc(callsite(#loc130 at #loc286))
#loc417 = loc(callsite(#loc131 at #loc286))
#loc418 = loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc261))
#loc420 = loc("jit(step)/transpose(jvp(h.3))/dot_general"(#loc259))
#loc421 = loc("jit(step)/transpose(jvp(h.3))/transpose"(#loc259))
#loc422 = loc("jit(step)/transpose(jvp(h.3))/mul"(#loc258))
#loc423 = loc("jit(step)/transpose(jvp(h.3))/add_any"(#loc258))
#loc424 = loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc257))
#loc426 = loc("jit(step)/transpose(jvp(h.3))/dot_general"(#loc256))
#loc427 = loc("jit(step)/transpose(jvp(h.3))/transpose"(#loc256))
#loc428 = loc(callsite(#loc193 at #loc255))
#loc429 = loc(callsite(#loc194 at #loc253))
#loc430 = loc(callsite(#loc193 at #loc252))
#loc431 = loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc261))
#loc433 = loc("jit(step)/transpose(jvp(h.2))/dot_general"(#loc259))
#loc434 = loc("jit(step)/transpose(jvp(h.2))/transpose"(#loc259))
#loc435 = loc("jit(step)/transpose(jvp(h.2))/mul"(#loc258))
#loc436 = loc("jit(step)/transpose(jvp(h.2))/add_any"(#loc258))
#loc437 = loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc257))
#loc439 = loc("jit(step)/transpose(jvp(h.2))/dot_general"(#loc256))
#loc440 = loc("jit(step)/transpose(jvp(h.2))/transpose"(#loc256))
#loc441 = loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc261))
#loc443 = loc("jit(step)/transpose(jvp(h.1))/dot_general"(#loc259))
#loc444 = loc("jit(step)/transpose(jvp(h.1))/transpose"(#loc259))
#loc445 = loc("jit(step)/transpose(jvp(h.1))/mul"(#loc258))
#loc446 = loc("jit(step)/transpose(jvp(h.1))/add_any"(#loc258))
#loc447 = loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc257))
#loc449 = loc("jit(step)/transpose(jvp(h.1))/dot_general"(#loc256))
#loc450 = loc("jit(step)/transpose(jvp(h.1))/transpose"(#loc256))
#loc451 = loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc261))
#loc453 = loc("jit(step)/transpose(jvp(h.0))/dot_general"(#loc259))
#loc454 = loc("jit(step)/transpose(jvp(h.0))/transpose"(#loc259))
#loc455 = loc("jit(step)/transpose(jvp(h.0))/mul"(#loc258))
#loc456 = loc("jit(step)/transpose(jvp(h.0))/add_any"(#loc258))
#loc457 = loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc257))
#loc459 = loc("jit(step)/transpose(jvp(h.0))/dot_general"(#loc256))
#loc460 = loc("jit(step)/transpose(jvp(h.0))/transpose"(#loc256))
#loc464 = loc("jit(step)/jvp(h.0)/reduce_sum"(#loc316))
#loc465 = loc("jit(step)/jvp(h.0)/broadcast_in_dim"(#loc316))
#loc466 = loc("jit(step)/jvp(h.0)/div"(#loc316))
#loc467 = loc("jit(step)/jvp(h.0)/sub"(#loc317))
#loc468 = loc("jit(step)/jvp(h.0)/integer_pow"(#loc318))
#loc469 = loc("jit(step)/jvp(h.0)/mul"(#loc318))
#loc470 = loc("jit(step)/jvp(h.0)/reduce_sum"(#loc319))
#loc471 = loc("jit(step)/jvp(h.0)/broadcast_in_dim"(#loc319))
#loc472 = loc("jit(step)/jvp(h.0)/div"(#loc319))
#loc473 = loc("jit(step)/jvp(h.0)/add"(#loc320))
#loc474 = loc("jit(step)/jvp(h.0)/rsqrt"(#loc321))
#loc475 = loc("jit(step)/jvp(h.0)/div"(#loc321))
#loc476 = loc("jit(step)/jvp(h.0)/mul"(#loc321))
#loc477 = loc("jit(step)/jvp(h.0)/mul"(#loc322))
#loc478 = loc("jit(step)/jvp(h.0)/mul"(#loc323))
#loc479 = loc("jit(step)/jvp(h.0)/add"(#loc324))
#loc480 = loc("jit(step)/jvp(h.0)/dot_general"(#loc325))
#loc481 = loc("jit(step)/jvp(h.0)/add"(#loc326))
#loc483 = loc(callsite(#loc162 at #loc328))
#loc484 = loc(callsite(#loc164 at #loc328))
#loc485 = loc(callsite(#loc162 at #loc329))
#loc486 = loc(callsite(#loc164 at #loc329))
#loc487 = loc(callsite(#loc162 at #loc330))
#loc488 = loc(callsite(#loc164 at #loc330))
#loc489 = loc("jit(step)/jvp(h.0)/transpose"(#loc331))
#loc490 = loc("jit(step)/jvp(h.0)/dot_general"(#loc332))
#loc491 = loc("jit(step)/jvp(h.0)/sqrt"(#loc333))
#loc492 = loc("jit(step)/jvp(h.0)/div"(#loc334))
#loc493 = loc("jit(step)/jvp(h.0)/jit(tril)"(#loc335))
#loc494 = loc("jit(step)/jvp(h.0)/jit(_where)"(#loc336))
#loc495 = loc("jit(step)/jvp(h.0)/reduce_max"(#loc337))
#loc496 = loc("jit(step)/jvp(h.0)/sub"(#loc337))
#loc497 = loc("jit(step)/jvp(h.0)/max"(#loc337))
#loc498 = loc("jit(step)/jvp(h.0)/exp"(#loc337))
#loc499 = loc("jit(step)/jvp(h.0)/reduce_sum"(#loc337))
#loc500 = loc("jit(step)/jvp(h.0)/broadcast_in_dim"(#loc337))
#loc501 = loc("jit(step)/jvp(h.0)/div"(#loc337))
#loc502 = loc(callsite(#loc211 at #loc337))
#loc503 = loc("jit(step)/jvp(h.0)/dot_general"(#loc338))
#loc504 = loc("jit(step)/jvp(h.0)/transpose"(#loc339))
#loc505 = loc("jit(step)/jvp(h.0)/dot_general"(#loc340))
#loc506 = loc("jit(step)/jvp(h.0)/add"(#loc341))
#loc507 = loc("jit(step)/jvp(h.0)/reduce_sum"(#loc343))
#loc508 = loc("jit(step)/jvp(h.0)/broadcast_in_dim"(#loc343))
#loc509 = loc("jit(step)/jvp(h.0)/div"(#loc343))
#loc510 = loc("jit(step)/jvp(h.0)/sub"(#loc344))
#loc511 = loc("jit(step)/jvp(h.0)/integer_pow"(#loc345))
#loc512 = loc("jit(step)/jvp(h.0)/mul"(#loc345))
#loc513 = loc("jit(step)/jvp(h.0)/reduce_sum"(#loc346))
#loc514 = loc("jit(step)/jvp(h.0)/broadcast_in_dim"(#loc346))
#loc515 = loc("jit(step)/jvp(h.0)/div"(#loc346))
#loc516 = loc("jit(step)/jvp(h.0)/add"(#loc347))
#loc517 = loc("jit(step)/jvp(h.0)/rsqrt"(#loc348))
#loc518 = loc("jit(step)/jvp(h.0)/div"(#loc348))
#loc519 = loc("jit(step)/jvp(h.0)/mul"(#loc348))
#loc520 = loc("jit(step)/jvp(h.0)/mul"(#loc349))
#loc521 = loc("jit(step)/jvp(h.0)/mul"(#loc350))
#loc522 = loc("jit(step)/jvp(h.0)/add"(#loc351))
#loc523 = loc("jit(step)/jvp(h.1)/reduce_sum"(#loc316))
#loc524 = loc("jit(step)/jvp(h.1)/broadcast_in_dim"(#loc316))
#loc525 = loc("jit(step)/jvp(h.1)/div"(#loc316))
#loc526 = loc("jit(step)/jvp(h.1)/sub"(#loc317))
#loc527 = loc("jit(step)/jvp(h.1)/integer_pow"(#loc318))
#loc528 = loc("jit(step)/jvp(h.1)/mul"(#loc318))
#loc529 = loc("jit(step)/jvp(h.1)/reduce_sum"(#loc319))
#loc530 = loc("jit(step)/jvp(h.1)/broadcast_in_dim"(#loc319))
#loc531 = loc("jit(step)/jvp(h.1)/div"(#loc319))
#loc532 = loc("jit(step)/jvp(h.1)/add"(#loc320))
#loc533 = loc("jit(step)/jvp(h.1)/rsqrt"(#loc321))
#loc534 = loc("jit(step)/jvp(h.1)/div"(#loc321))
#loc535 = loc("jit(step)/jvp(h.1)/mul"(#loc321))
#loc536 = loc("jit(step)/jvp(h.1)/mul"(#loc322))
#loc537 = loc("jit(step)/jvp(h.1)/mul"(#loc323))
#loc538 = loc("jit(step)/jvp(h.1)/add"(#loc324))
#loc539 = loc("jit(step)/jvp(h.1)/dot_general"(#loc325))
#loc540 = loc("jit(step)/jvp(h.1)/add"(#loc326))
#loc542 = loc("jit(step)/jvp(h.1)/transpose"(#loc331))
#loc543 = loc("jit(step)/jvp(h.1)/dot_general"(#loc332))
#loc544 = loc("jit(step)/jvp(h.1)/div"(#loc334))
#loc545 = loc("jit(step)/jvp(h.1)/jit(_where)"(#loc336))
#loc546 = loc("jit(step)/jvp(h.1)/reduce_max"(#loc337))
#loc547 = loc("jit(step)/jvp(h.1)/sub"(#loc337))
#loc548 = loc("jit(step)/jvp(h.1)/max"(#loc337))
#loc549 = loc("jit(step)/jvp(h.1)/exp"(#loc337))
#loc550 = loc("jit(step)/jvp(h.1)/reduce_sum"(#loc337))
#loc551 = loc("jit(step)/jvp(h.1)/broadcast_in_dim"(#loc337))
#loc552 = loc("jit(step)/jvp(h.1)/div"(#loc337))
#loc553 = loc("jit(step)/jvp(h.1)/dot_general"(#loc338))
#loc554 = loc("jit(step)/jvp(h.1)/transpose"(#loc339))
#loc555 = loc("jit(step)/jvp(h.1)/dot_general"(#loc340))
#loc556 = loc("jit(step)/jvp(h.1)/add"(#loc341))
#loc557 = loc("jit(step)/jvp(h.1)/reduce_sum"(#loc343))
#loc558 = loc("jit(step)/jvp(h.1)/broadcast_in_dim"(#loc343))
#loc559 = loc("jit(step)/jvp(h.1)/div"(#loc343))
#loc560 = loc("jit(step)/jvp(h.1)/sub"(#loc344))
#loc561 = loc("jit(step)/jvp(h.1)/integer_pow"(#loc345))
#loc562 = loc("jit(step)/jvp(h.1)/mul"(#loc345))
#loc563 = loc("jit(step)/jvp(h.1)/reduce_sum"(#loc346))
#loc564 = loc("jit(step)/jvp(h.1)/broadcast_in_dim"(#loc346))
#loc565 = loc("jit(step)/jvp(h.1)/div"(#loc346))
#loc566 = loc("jit(step)/jvp(h.1)/add"(#loc347))
#loc567 = loc("jit(step)/jvp(h.1)/rsqrt"(#loc348))
#loc568 = loc("jit(step)/jvp(h.1)/div"(#loc348))
#loc569 = loc("jit(step)/jvp(h.1)/mul"(#loc348))
#loc570 = loc("jit(step)/jvp(h.1)/mul"(#loc349))
#loc571 = loc("jit(step)/jvp(h.1)/mul"(#loc350))
#loc572 = loc("jit(step)/jvp(h.1)/add"(#loc351))
#loc573 = loc("jit(step)/jvp(h.2)/reduce_sum"(#loc316))
#loc574 = loc("jit(step)/jvp(h.2)/broadcast_in_dim"(#loc316))
#loc575 = loc("jit(step)/jvp(h.2)/div"(#loc316))
#loc576 = loc("jit(step)/jvp(h.2)/sub"(#loc317))
#loc577 = loc("jit(step)/jvp(h.2)/integer_pow"(#loc318))
#loc578 = loc("jit(step)/jvp(h.2)/mul"(#loc318))
#loc579 = loc("jit(step)/jvp(h.2)/reduce_sum"(#loc319))
#loc580 = loc("jit(step)/jvp(h.2)/broadcast_in_dim"(#loc319))
#loc581 = loc("jit(step)/jvp(h.2)/div"(#loc319))
#loc582 = loc("jit(step)/jvp(h.2)/add"(#loc320))
#loc583 = loc("jit(step)/jvp(h.2)/rsqrt"(#loc321))
#loc584 = loc("jit(step)/jvp(h.2)/div"(#loc321))
#loc585 = loc("jit(step)/jvp(h.2)/mul"(#loc321))
#loc586 = loc("jit(step)/jvp(h.2)/mul"(#loc322))
#loc587 = loc("jit(step)/jvp(h.2)/mul"(#loc323))
#loc588 = loc("jit(step)/jvp(h.2)/add"(#loc324))
#loc589 = loc("jit(step)/jvp(h.2)/dot_general"(#loc325))
#loc590 = loc("jit(step)/jvp(h.2)/add"(#loc326))
#loc592 = loc("jit(step)/jvp(h.2)/transpose"(#loc331))
#loc593 = loc("jit(step)/jvp(h.2)/dot_general"(#loc332))
#loc594 = loc("jit(step)/jvp(h.2)/div"(#loc334))
#loc595 = loc("jit(step)/jvp(h.2)/jit(_where)"(#loc336))
#loc596 = loc("jit(step)/jvp(h.2)/reduce_max"(#loc337))
#loc597 = loc("jit(step)/jvp(h.2)/sub"(#loc337))
#loc598 = loc("jit(step)/jvp(h.2)/max"(#loc337))
#loc599 = loc("jit(step)/jvp(h.2)/exp"(#loc337))
#loc600 = loc("jit(step)/jvp(h.2)/reduce_sum"(#loc337))
#loc601 = loc("jit(step)/jvp(h.2)/broadcast_in_dim"(#loc337))
#loc602 = loc("jit(step)/jvp(h.2)/div"(#loc337))
#loc603 = loc("jit(step)/jvp(h.2)/dot_general"(#loc338))
#loc604 = loc("jit(step)/jvp(h.2)/transpose"(#loc339))
#loc605 = loc("jit(step)/jvp(h.2)/dot_general"(#loc340))
#loc606 = loc("jit(step)/jvp(h.2)/add"(#loc341))
#loc607 = loc("jit(step)/jvp(h.2)/reduce_sum"(#loc343))
#loc608 = loc("jit(step)/jvp(h.2)/broadcast_in_dim"(#loc343))
#loc609 = loc("jit(step)/jvp(h.2)/div"(#loc343))
#loc610 = loc("jit(step)/jvp(h.2)/sub"(#loc344))
#loc611 = loc("jit(step)/jvp(h.2)/integer_pow"(#loc345))
#loc612 = loc("jit(step)/jvp(h.2)/mul"(#loc345))
#loc613 = loc("jit(step)/jvp(h.2)/reduce_sum"(#loc346))
#loc614 = loc("jit(step)/jvp(h.2)/broadcast_in_dim"(#loc346))
#loc615 = loc("jit(step)/jvp(h.2)/div"(#loc346))
#loc616 = loc("jit(step)/jvp(h.2)/add"(#loc347))
#loc617 = loc("jit(step)/jvp(h.2)/rsqrt"(#loc348))
#loc618 = loc("jit(step)/jvp(h.2)/div"(#loc348))
#loc619 = loc("jit(step)/jvp(h.2)/mul"(#loc348))
#loc620 = loc("jit(step)/jvp(h.2)/mul"(#loc349))
#loc621 = loc("jit(step)/jvp(h.2)/mul"(#loc350))
#loc622 = loc("jit(step)/jvp(h.2)/add"(#loc351))
#loc623 = loc("jit(step)/jvp(h.3)/reduce_sum"(#loc316))
#loc624 = loc("jit(step)/jvp(h.3)/broadcast_in_dim"(#loc316))
#loc625 = loc("jit(step)/jvp(h.3)/div"(#loc316))
#loc626 = loc("jit(step)/jvp(h.3)/sub"(#loc317))
#loc627 = loc("jit(step)/jvp(h.3)/integer_pow"(#loc318))
#loc628 = loc("jit(step)/jvp(h.3)/mul"(#loc318))
#loc629 = loc("jit(step)/jvp(h.3)/reduce_sum"(#loc319))
#loc630 = loc("jit(step)/jvp(h.3)/broadcast_in_dim"(#loc319))
#loc631 = loc("jit(step)/jvp(h.3)/div"(#loc319))
#loc632 = loc("jit(step)/jvp(h.3)/add"(#loc320))
#loc633 = loc("jit(step)/jvp(h.3)/rsqrt"(#loc321))
#loc634 = loc("jit(step)/jvp(h.3)/div"(#loc321))
#loc635 = loc("jit(step)/jvp(h.3)/mul"(#loc321))
#loc636 = loc("jit(step)/jvp(h.3)/mul"(#loc322))
#loc637 = loc("jit(step)/jvp(h.3)/mul"(#loc323))
#loc638 = loc("jit(step)/jvp(h.3)/add"(#loc324))
#loc639 = loc("jit(step)/jvp(h.3)/dot_general"(#loc325))
#loc640 = loc("jit(step)/jvp(h.3)/add"(#loc326))
#loc642 = loc("jit(step)/jvp(h.3)/transpose"(#loc331))
#loc643 = loc("jit(step)/jvp(h.3)/dot_general"(#loc332))
#loc644 = loc("jit(step)/jvp(h.3)/div"(#loc334))
#loc645 = loc("jit(step)/jvp(h.3)/jit(_where)"(#loc336))
#loc646 = loc("jit(step)/jvp(h.3)/reduce_max"(#loc337))
#loc647 = loc("jit(step)/jvp(h.3)/sub"(#loc337))
#loc648 = loc("jit(step)/jvp(h.3)/max"(#loc337))
#loc649 = loc("jit(step)/jvp(h.3)/exp"(#loc337))
#loc650 = loc("jit(step)/jvp(h.3)/reduce_sum"(#loc337))
#loc651 = loc("jit(step)/jvp(h.3)/broadcast_in_dim"(#loc337))
#loc652 = loc("jit(step)/jvp(h.3)/div"(#loc337))
#loc653 = loc("jit(step)/jvp(h.3)/dot_general"(#loc338))
#loc654 = loc("jit(step)/jvp(h.3)/transpose"(#loc339))
#loc655 = loc("jit(step)/jvp(h.3)/dot_general"(#loc340))
#loc656 = loc("jit(step)/jvp(h.3)/add"(#loc341))
#loc657 = loc("jit(step)/jvp(h.3)/reduce_sum"(#loc343))
#loc658 = loc("jit(step)/jvp(h.3)/broadcast_in_dim"(#loc343))
#loc659 = loc("jit(step)/jvp(h.3)/div"(#loc343))
#loc660 = loc("jit(step)/jvp(h.3)/sub"(#loc344))
#loc661 = loc("jit(step)/jvp(h.3)/integer_pow"(#loc345))
#loc662 = loc("jit(step)/jvp(h.3)/mul"(#loc345))
#loc663 = loc("jit(step)/jvp(h.3)/reduce_sum"(#loc346))
#loc664 = loc("jit(step)/jvp(h.3)/broadcast_in_dim"(#loc346))
#loc665 = loc("jit(step)/jvp(h.3)/div"(#loc346))
#loc666 = loc("jit(step)/jvp(h.3)/add"(#loc347))
#loc667 = loc("jit(step)/jvp(h.3)/rsqrt"(#loc348))
#loc668 = loc("jit(step)/jvp(h.3)/div"(#loc348))
#loc669 = loc("jit(step)/jvp(h.3)/mul"(#loc348))
#loc670 = loc("jit(step)/jvp(h.3)/mul"(#loc349))
#loc671 = loc("jit(step)/jvp(h.3)/mul"(#loc350))
#loc672 = loc("jit(step)/jvp(h.3)/add"(#loc351))
#loc695 = loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc351))
#loc697 = loc("jit(step)/transpose(jvp(h.3))/mul"(#loc350))
#loc698 = loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc350))
#loc700 = loc("jit(step)/transpose(jvp(h.3))/mul"(#loc349))
#loc701 = loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc349))
#loc702 = loc("jit(step)/transpose(jvp(h.3))/reshape"(#loc349))
#loc703 = loc("jit(step)/transpose(jvp(h.3))/mul"(#loc348))
#loc704 = loc("jit(step)/transpose(jvp(h.3))/neg"(#loc428))
#loc705 = loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc428))
#loc706 = loc("jit(step)/transpose(jvp(h.3))/reshape"(#loc428))
#loc707 = loc("jit(step)/transpose(jvp(h.3))/add_any"(#loc428))
#loc708 = loc("jit(step)/transpose(jvp(h.3))/div"(#loc346))
#loc709 = loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc346))
#loc710 = loc("jit(step)/transpose(jvp(h.3))/broadcast_in_dim"(#loc346))
#loc711 = loc("jit(step)/transpose(jvp(h.3))/mul"(#loc345))
#loc712 = loc("jit(step)/transpose(jvp(h.3))/neg"(#loc344))
#loc713 = loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc344))
#loc714 = loc("jit(step)/transpose(jvp(h.3))/reshape"(#loc344))
#loc715 = loc("jit(step)/transpose(jvp(h.3))/add_any"(#loc344))
#loc716 = loc("jit(step)/transpose(jvp(h.3))/div"(#loc343))
#loc717 = loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc343))
#loc718 = loc("jit(step)/transpose(jvp(h.3))/broadcast_in_dim"(#loc343))
#loc719 = loc("jit(step)/transpose(jvp(h.3))/add_any"(#loc343))
#loc720 = loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc341))
#loc722 = loc("jit(step)/transpose(jvp(h.3))/dot_general"(#loc340))
#loc723 = loc("jit(step)/transpose(jvp(h.3))/transpose"(#loc340))
#loc724 = loc("jit(step)/transpose(jvp(h.3))/reshape"(#loc429))
#loc725 = loc("jit(step)/transpose(jvp(h.3))/transpose"(#loc339))
#loc726 = loc("jit(step)/transpose(jvp(h.3))/dot_general"(#loc338))
#loc727 = loc("jit(step)/transpose(jvp(h.3))/transpose"(#loc338))
#loc728 = loc("jit(step)/transpose(jvp(h.3))/mul"(#loc337))
#loc729 = loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc337))
#loc730 = loc("jit(step)/transpose(jvp(h.3))/neg"(#loc337))
#loc732 = loc("jit(step)/transpose(jvp(h.3))/div"(#loc337))
#loc733 = loc("jit(step)/transpose(jvp(h.3))/broadcast_in_dim"(#loc337))
#loc734 = loc("jit(step)/transpose(jvp(h.3))/add_any"(#loc337))
#loc735 = loc("jit(step)/transpose(jvp(h.3))/jit(_where)"(#loc336))
#loc736 = loc("jit(step)/transpose(jvp(h.3))/div"(#loc334))
#loc737 = loc("jit(step)/transpose(jvp(h.3))/dot_general"(#loc332))
#loc738 = loc("jit(step)/transpose(jvp(h.3))/transpose"(#loc332))
#loc739 = loc("jit(step)/transpose(jvp(h.3))/transpose"(#loc331))
#loc740 = loc("jit(step)/transpose(jvp(h.3))/concatenate"(#loc327))
#loc741 = loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc326))
#loc743 = loc("jit(step)/transpose(jvp(h.3))/dot_general"(#loc325))
#loc744 = loc("jit(step)/transpose(jvp(h.3))/transpose"(#loc325))
#loc745 = loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc324))
#loc747 = loc("jit(step)/transpose(jvp(h.3))/mul"(#loc323))
#loc748 = loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc323))
#loc750 = loc("jit(step)/transpose(jvp(h.3))/mul"(#loc322))
#loc751 = loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc322))
#loc752 = loc("jit(step)/transpose(jvp(h.3))/reshape"(#loc322))
#loc753 = loc("jit(step)/transpose(jvp(h.3))/mul"(#loc321))
#loc754 = loc("jit(step)/transpose(jvp(h.3))/neg"(#loc430))
#loc755 = loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc430))
#loc756 = loc("jit(step)/transpose(jvp(h.3))/reshape"(#loc430))
#loc757 = loc("jit(step)/transpose(jvp(h.3))/add_any"(#loc430))
#loc758 = loc("jit(step)/transpose(jvp(h.3))/div"(#loc319))
#loc759 = loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc319))
#loc760 = loc("jit(step)/transpose(jvp(h.3))/broadcast_in_dim"(#loc319))
#loc761 = loc("jit(step)/transpose(jvp(h.3))/mul"(#loc318))
#loc762 = loc("jit(step)/transpose(jvp(h.3))/neg"(#loc317))
#loc763 = loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc317))
#loc764 = loc("jit(step)/transpose(jvp(h.3))/reshape"(#loc317))
#loc765 = loc("jit(step)/transpose(jvp(h.3))/add_any"(#loc317))
#loc766 = loc("jit(step)/transpose(jvp(h.3))/div"(#loc316))
#loc767 = loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc316))
#loc768 = loc("jit(step)/transpose(jvp(h.3))/broadcast_in_dim"(#loc316))
#loc769 = loc("jit(step)/transpose(jvp(h.3))/add_any"(#loc316))
#loc770 = loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc351))
#loc772 = loc("jit(step)/transpose(jvp(h.2))/mul"(#loc350))
#loc773 = loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc350))
#loc775 = loc("jit(step)/transpose(jvp(h.2))/mul"(#loc349))
#loc776 = loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc349))
#loc777 = loc("jit(step)/transpose(jvp(h.2))/reshape"(#loc349))
#loc778 = loc("jit(step)/transpose(jvp(h.2))/mul"(#loc348))
#loc779 = loc("jit(step)/transpose(jvp(h.2))/neg"(#loc428))
#loc780 = loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc428))
#loc781 = loc("jit(step)/transpose(jvp(h.2))/reshape"(#loc428))
#loc782 = loc("jit(step)/transpose(jvp(h.2))/add_any"(#loc428))
#loc783 = loc("jit(step)/transpose(jvp(h.2))/div"(#loc346))
#loc784 = loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc346))
#loc785 = loc("jit(step)/transpose(jvp(h.2))/broadcast_in_dim"(#loc346))
#loc786 = loc("jit(step)/transpose(jvp(h.2))/mul"(#loc345))
#loc787 = loc("jit(step)/transpose(jvp(h.2))/neg"(#loc344))
#loc788 = loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc344))
#loc789 = loc("jit(step)/transpose(jvp(h.2))/reshape"(#loc344))
#loc790 = loc("jit(step)/transpose(jvp(h.2))/add_any"(#loc344))
#loc791 = loc("jit(step)/transpose(jvp(h.2))/div"(#loc343))
#loc792 = loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc343))
#loc793 = loc("jit(step)/transpose(jvp(h.2))/broadcast_in_dim"(#loc343))
#loc794 = loc("jit(step)/transpose(jvp(h.2))/add_any"(#loc343))
#loc795 = loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc341))
#loc797 = loc("jit(step)/transpose(jvp(h.2))/dot_general"(#loc340))
#loc798 = loc("jit(step)/transpose(jvp(h.2))/transpose"(#loc340))
#loc799 = loc("jit(step)/transpose(jvp(h.2))/reshape"(#loc429))
#loc800 = loc("jit(step)/transpose(jvp(h.2))/transpose"(#loc339))
#loc801 = loc("jit(step)/transpose(jvp(h.2))/dot_general"(#loc338))
#loc802 = loc("jit(step)/transpose(jvp(h.2))/transpose"(#loc338))
#loc803 = loc("jit(step)/transpose(jvp(h.2))/mul"(#loc337))
#loc804 = loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc337))
#loc805 = loc("jit(step)/transpose(jvp(h.2))/neg"(#loc337))
#loc807 = loc("jit(step)/transpose(jvp(h.2))/div"(#loc337))
#loc808 = loc("jit(step)/transpose(jvp(h.2))/broadcast_in_dim"(#loc337))
#loc809 = loc("jit(step)/transpose(jvp(h.2))/add_any"(#loc337))
#loc810 = loc("jit(step)/transpose(jvp(h.2))/jit(_where)"(#loc336))
#loc811 = loc("jit(step)/transpose(jvp(h.2))/div"(#loc334))
#loc812 = loc("jit(step)/transpose(jvp(h.2))/dot_general"(#loc332))
#loc813 = loc("jit(step)/transpose(jvp(h.2))/transpose"(#loc332))
#loc814 = loc("jit(step)/transpose(jvp(h.2))/transpose"(#loc331))
#loc815 = loc("jit(step)/transpose(jvp(h.2))/concatenate"(#loc327))
#loc816 = loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc326))
#loc818 = loc("jit(step)/transpose(jvp(h.2))/dot_general"(#loc325))
#loc819 = loc("jit(step)/transpose(jvp(h.2))/transpose"(#loc325))
#loc820 = loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc324))
#loc822 = loc("jit(step)/transpose(jvp(h.2))/mul"(#loc323))
#loc823 = loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc323))
#loc825 = loc("jit(step)/transpose(jvp(h.2))/mul"(#loc322))
#loc826 = loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc322))
#loc827 = loc("jit(step)/transpose(jvp(h.2))/reshape"(#loc322))
#loc828 = loc("jit(step)/transpose(jvp(h.2))/mul"(#loc321))
#loc829 = loc("jit(step)/transpose(jvp(h.2))/neg"(#loc430))
#loc830 = loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc430))
#loc831 = loc("jit(step)/transpose(jvp(h.2))/reshape"(#loc430))
#loc832 = loc("jit(step)/transpose(jvp(h.2))/add_any"(#loc430))
#loc833 = loc("jit(step)/transpose(jvp(h.2))/div"(#loc319))
#loc834 = loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc319))
#loc835 = loc("jit(step)/transpose(jvp(h.2))/broadcast_in_dim"(#loc319))
#loc836 = loc("jit(step)/transpose(jvp(h.2))/mul"(#loc318))
#loc837 = loc("jit(step)/transpose(jvp(h.2))/neg"(#loc317))
#loc838 = loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc317))
#loc839 = loc("jit(step)/transpose(jvp(h.2))/reshape"(#loc317))
#loc840 = loc("jit(step)/transpose(jvp(h.2))/add_any"(#loc317))
#loc841 = loc("jit(step)/transpose(jvp(h.2))/div"(#loc316))
#loc842 = loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc316))
#loc843 = loc("jit(step)/transpose(jvp(h.2))/broadcast_in_dim"(#loc316))
#loc844 = loc("jit(step)/transpose(jvp(h.2))/add_any"(#loc316))
#loc845 = loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc351))
#loc847 = loc("jit(step)/transpose(jvp(h.1))/mul"(#loc350))
#loc848 = loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc350))
#loc850 = loc("jit(step)/transpose(jvp(h.1))/mul"(#loc349))
#loc851 = loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc349))
#loc852 = loc("jit(step)/transpose(jvp(h.1))/reshape"(#loc349))
#loc853 = loc("jit(step)/transpose(jvp(h.1))/mul"(#loc348))
#loc854 = loc("jit(step)/transpose(jvp(h.1))/neg"(#loc428))
#loc855 = loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc428))
#loc856 = loc("jit(step)/transpose(jvp(h.1))/reshape"(#loc428))
#loc857 = loc("jit(step)/transpose(jvp(h.1))/add_any"(#loc428))
#loc858 = loc("jit(step)/transpose(jvp(h.1))/div"(#loc346))
#loc859 = loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc346))
#loc860 = loc("jit(step)/transpose(jvp(h.1))/broadcast_in_dim"(#loc346))
#loc861 = loc("jit(step)/transpose(jvp(h.1))/mul"(#loc345))
#loc862 = loc("jit(step)/transpose(jvp(h.1))/neg"(#loc344))
#loc863 = loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc344))
#loc864 = loc("jit(step)/transpose(jvp(h.1))/reshape"(#loc344))
#loc865 = loc("jit(step)/transpose(jvp(h.1))/add_any"(#loc344))
#loc866 = loc("jit(step)/transpose(jvp(h.1))/div"(#loc343))
#loc867 = loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc343))
#loc868 = loc("jit(step)/transpose(jvp(h.1))/broadcast_in_dim"(#loc343))
#loc869 = loc("jit(step)/transpose(jvp(h.1))/add_any"(#loc343))
#loc870 = loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc341))
#loc872 = loc("jit(step)/transpose(jvp(h.1))/dot_general"(#loc340))
#loc873 = loc("jit(step)/transpose(jvp(h.1))/transpose"(#loc340))
#loc874 = loc("jit(step)/transpose(jvp(h.1))/reshape"(#loc429))
#loc875 = loc("jit(step)/transpose(jvp(h.1))/transpose"(#loc339))
#loc876 = loc("jit(step)/transpose(jvp(h.1))/dot_general"(#loc338))
#loc877 = loc("jit(step)/transpose(jvp(h.1))/transpose"(#loc338))
#loc878 = loc("jit(step)/transpose(jvp(h.1))/mul"(#loc337))
#loc879 = loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc337))
#loc880 = loc("jit(step)/transpose(jvp(h.1))/neg"(#loc337))
#loc882 = loc("jit(step)/transpose(jvp(h.1))/div"(#loc337))
#loc883 = loc("jit(step)/transpose(jvp(h.1))/broadcast_in_dim"(#loc337))
#loc884 = loc("jit(step)/transpose(jvp(h.1))/add_any"(#loc337))
#loc885 = loc("jit(step)/transpose(jvp(h.1))/jit(_where)"(#loc336))
#loc886 = loc("jit(step)/transpose(jvp(h.1))/div"(#loc334))
#loc887 = loc("jit(step)/transpose(jvp(h.1))/dot_general"(#loc332))
#loc888 = loc("jit(step)/transpose(jvp(h.1))/transpose"(#loc332))
#loc889 = loc("jit(step)/transpose(jvp(h.1))/transpose"(#loc331))
#loc890 = loc("jit(step)/transpose(jvp(h.1))/concatenate"(#loc327))
#loc891 = loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc326))
#loc893 = loc("jit(step)/transpose(jvp(h.1))/dot_general"(#loc325))
#loc894 = loc("jit(step)/transpose(jvp(h.1))/transpose"(#loc325))
#loc895 = loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc324))
#loc897 = loc("jit(step)/transpose(jvp(h.1))/mul"(#loc323))
#loc898 = loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc323))
#loc900 = loc("jit(step)/transpose(jvp(h.1))/mul"(#loc322))
#loc901 = loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc322))
#loc902 = loc("jit(step)/transpose(jvp(h.1))/reshape"(#loc322))
#loc903 = loc("jit(step)/transpose(jvp(h.1))/mul"(#loc321))
#loc904 = loc("jit(step)/transpose(jvp(h.1))/neg"(#loc430))
#loc905 = loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc430))
#loc906 = loc("jit(step)/transpose(jvp(h.1))/reshape"(#loc430))
#loc907 = loc("jit(step)/transpose(jvp(h.1))/add_any"(#loc430))
#loc908 = loc("jit(step)/transpose(jvp(h.1))/div"(#loc319))
#loc909 = loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc319))
#loc910 = loc("jit(step)/transpose(jvp(h.1))/broadcast_in_dim"(#loc319))
#loc911 = loc("jit(step)/transpose(jvp(h.1))/mul"(#loc318))
#loc912 = loc("jit(step)/transpose(jvp(h.1))/neg"(#loc317))
#loc913 = loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc317))
#loc914 = loc("jit(step)/transpose(jvp(h.1))/reshape"(#loc317))
#loc915 = loc("jit(step)/transpose(jvp(h.1))/add_any"(#loc317))
#loc916 = loc("jit(step)/transpose(jvp(h.1))/div"(#loc316))
#loc917 = loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc316))
#loc918 = loc("jit(step)/transpose(jvp(h.1))/broadcast_in_dim"(#loc316))
#loc919 = loc("jit(step)/transpose(jvp(h.1))/add_any"(#loc316))
#loc920 = loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc351))
#loc922 = loc("jit(step)/transpose(jvp(h.0))/mul"(#loc350))
#loc923 = loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc350))
#loc925 = loc("jit(step)/transpose(jvp(h.0))/mul"(#loc349))
#loc926 = loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc349))
#loc927 = loc("jit(step)/transpose(jvp(h.0))/reshape"(#loc349))
#loc928 = loc("jit(step)/transpose(jvp(h.0))/mul"(#loc348))
#loc929 = loc("jit(step)/transpose(jvp(h.0))/neg"(#loc428))
#loc930 = loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc428))
#loc931 = loc("jit(step)/transpose(jvp(h.0))/reshape"(#loc428))
#loc932 = loc("jit(step)/transpose(jvp(h.0))/add_any"(#loc428))
#loc933 = loc("jit(step)/transpose(jvp(h.0))/div"(#loc346))
#loc934 = loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc346))
#loc935 = loc("jit(step)/transpose(jvp(h.0))/broadcast_in_dim"(#loc346))
#loc936 = loc("jit(step)/transpose(jvp(h.0))/mul"(#loc345))
#loc937 = loc("jit(step)/transpose(jvp(h.0))/neg"(#loc344))
#loc938 = loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc344))
#loc939 = loc("jit(step)/transpose(jvp(h.0))/reshape"(#loc344))
#loc940 = loc("jit(step)/transpose(jvp(h.0))/add_any"(#loc344))
#loc941 = loc("jit(step)/transpose(jvp(h.0))/div"(#loc343))
#loc942 = loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc343))
#loc943 = loc("jit(step)/transpose(jvp(h.0))/broadcast_in_dim"(#loc343))
#loc944 = loc("jit(step)/transpose(jvp(h.0))/add_any"(#loc343))
#loc945 = loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc341))
#loc947 = loc("jit(step)/transpose(jvp(h.0))/dot_general"(#loc340))
#loc948 = loc("jit(step)/transpose(jvp(h.0))/transpose"(#loc340))
#loc949 = loc("jit(step)/transpose(jvp(h.0))/reshape"(#loc429))
#loc950 = loc("jit(step)/transpose(jvp(h.0))/transpose"(#loc339))
#loc951 = loc("jit(step)/transpose(jvp(h.0))/dot_general"(#loc338))
#loc952 = loc("jit(step)/transpose(jvp(h.0))/transpose"(#loc338))
#loc953 = loc("jit(step)/transpose(jvp(h.0))/mul"(#loc337))
#loc954 = loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc337))
#loc955 = loc("jit(step)/transpose(jvp(h.0))/neg"(#loc337))
#loc957 = loc("jit(step)/transpose(jvp(h.0))/div"(#loc337))
#loc958 = loc("jit(step)/transpose(jvp(h.0))/broadcast_in_dim"(#loc337))
#loc959 = loc("jit(step)/transpose(jvp(h.0))/add_any"(#loc337))
#loc960 = loc("jit(step)/transpose(jvp(h.0))/jit(_where)"(#loc336))
#loc961 = loc("jit(step)/transpose(jvp(h.0))/div"(#loc334))
#loc962 = loc("jit(step)/transpose(jvp(h.0))/dot_general"(#loc332))
#loc963 = loc("jit(step)/transpose(jvp(h.0))/transpose"(#loc332))
#loc964 = loc("jit(step)/transpose(jvp(h.0))/transpose"(#loc331))
#loc965 = loc("jit(step)/transpose(jvp(h.0))/concatenate"(#loc327))
#loc966 = loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc326))
#loc968 = loc("jit(step)/transpose(jvp(h.0))/dot_general"(#loc325))
#loc969 = loc("jit(step)/transpose(jvp(h.0))/transpose"(#loc325))
#loc970 = loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc324))
#loc972 = loc("jit(step)/transpose(jvp(h.0))/mul"(#loc323))
#loc973 = loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc323))
#loc975 = loc("jit(step)/transpose(jvp(h.0))/mul"(#loc322))
#loc976 = loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc322))
#loc977 = loc("jit(step)/transpose(jvp(h.0))/reshape"(#loc322))
#loc978 = loc("jit(step)/transpose(jvp(h.0))/mul"(#loc321))
#loc979 = loc("jit(step)/transpose(jvp(h.0))/neg"(#loc430))
#loc980 = loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc430))
#loc981 = loc("jit(step)/transpose(jvp(h.0))/reshape"(#loc430))
#loc982 = loc("jit(step)/transpose(jvp(h.0))/add_any"(#loc430))
#loc983 = loc("jit(step)/transpose(jvp(h.0))/div"(#loc319))
#loc984 = loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc319))
#loc985 = loc("jit(step)/transpose(jvp(h.0))/broadcast_in_dim"(#loc319))
#loc986 = loc("jit(step)/transpose(jvp(h.0))/mul"(#loc318))
#loc987 = loc("jit(step)/transpose(jvp(h.0))/neg"(#loc317))
#loc988 = loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc317))
#loc989 = loc("jit(step)/transpose(jvp(h.0))/reshape"(#loc317))
#loc990 = loc("jit(step)/transpose(jvp(h.0))/add_any"(#loc317))
#loc991 = loc("jit(step)/transpose(jvp(h.0))/div"(#loc316))
#loc992 = loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc316))
#loc993 = loc("jit(step)/transpose(jvp(h.0))/broadcast_in_dim"(#loc316))
#loc994 = loc("jit(step)/transpose(jvp(h.0))/add_any"(#loc316))
#loc995 = loc("jit(step)/jvp(h.0)/reshape"(#loc483))
#loc996 = loc("jit(step)/jvp(h.0)/transpose"(#loc484))
#loc997 = loc("jit(step)/jvp(h.0)/reshape"(#loc485))
#loc998 = loc("jit(step)/jvp(h.0)/transpose"(#loc486))
#loc999 = loc("jit(step)/jvp(h.0)/reshape"(#loc487))
#loc1000 = loc("jit(step)/jvp(h.0)/transpose"(#loc488))
#loc1001 = loc(callsite(#loc91 at #loc493))
#loc1002 = loc(callsite(#loc93 at #loc493))
#loc1003 = loc(callsite(#loc94 at #loc494))
#loc1004 = loc(callsite(#loc63 at #loc493))
#loc1005 = loc(callsite(#loc63 at #loc494))
#loc1006 = loc("jit(step)/jvp(h.0)/mul"(#loc502))
#loc1007 = loc("jit(step)/jvp(h.0)/div"(#loc502))
#loc1008 = loc("jit(step)/jvp(h.1)/reshape"(#loc483))
#loc1009 = loc("jit(step)/jvp(h.1)/transpose"(#loc484))
#loc1010 = loc("jit(step)/jvp(h.1)/reshape"(#loc485))
#loc1011 = loc("jit(step)/jvp(h.1)/transpose"(#loc486))
#loc1012 = loc("jit(step)/jvp(h.1)/reshape"(#loc487))
#loc1013 = loc("jit(step)/jvp(h.1)/transpose"(#loc488))
#loc1014 = loc(callsite(#loc63 at #loc545))
#loc1015 = loc("jit(step)/jvp(h.1)/mul"(#loc502))
#loc1016 = loc("jit(step)/jvp(h.1)/div"(#loc502))
#loc1017 = loc("jit(step)/jvp(h.2)/reshape"(#loc483))
#loc1018 = loc("jit(step)/jvp(h.2)/transpose"(#loc484))
#loc1019 = loc("jit(step)/jvp(h.2)/reshape"(#loc485))
#loc1020 = loc("jit(step)/jvp(h.2)/transpose"(#loc486))
#loc1021 = loc("jit(step)/jvp(h.2)/reshape"(#loc487))
#loc1022 = loc("jit(step)/jvp(h.2)/transpose"(#loc488))
#loc1023 = loc(callsite(#loc63 at #loc595))
#loc1024 = loc("jit(step)/jvp(h.2)/mul"(#loc502))
#loc1025 = loc("jit(step)/jvp(h.2)/div"(#loc502))
#loc1026 = loc("jit(step)/jvp(h.3)/reshape"(#loc483))
#loc1027 = loc("jit(step)/jvp(h.3)/transpose"(#loc484))
#loc1028 = loc("jit(step)/jvp(h.3)/reshape"(#loc485))
#loc1029 = loc("jit(step)/jvp(h.3)/transpose"(#loc486))
#loc1030 = loc("jit(step)/jvp(h.3)/reshape"(#loc487))
#loc1031 = loc("jit(step)/jvp(h.3)/transpose"(#loc488))
#loc1032 = loc(callsite(#loc63 at #loc645))
#loc1033 = loc("jit(step)/jvp(h.3)/mul"(#loc502))
#loc1034 = loc("jit(step)/jvp(h.3)/div"(#loc502))
#loc1035 = loc(callsite(#loc63 at #loc735))
#loc1036 = loc("jit(step)/transpose(jvp(h.3))/transpose"(#loc488))
#loc1038 = loc("jit(step)/transpose(jvp(h.3))/transpose"(#loc486))
#loc1040 = loc("jit(step)/transpose(jvp(h.3))/transpose"(#loc484))
#loc1042 = loc(callsite(#loc63 at #loc810))
#loc1043 = loc("jit(step)/transpose(jvp(h.2))/transpose"(#loc488))
#loc1045 = loc("jit(step)/transpose(jvp(h.2))/transpose"(#loc486))
#loc1047 = loc("jit(step)/transpose(jvp(h.2))/transpose"(#loc484))
#loc1049 = loc(callsite(#loc63 at #loc885))
#loc1050 = loc("jit(step)/transpose(jvp(h.1))/transpose"(#loc488))
#loc1052 = loc("jit(step)/transpose(jvp(h.1))/transpose"(#loc486))
#loc1054 = loc("jit(step)/transpose(jvp(h.1))/transpose"(#loc484))
#loc1056 = loc(callsite(#loc63 at #loc960))
#loc1057 = loc("jit(step)/transpose(jvp(h.0))/transpose"(#loc488))
#loc1059 = loc("jit(step)/transpose(jvp(h.0))/transpose"(#loc486))
#loc1061 = loc("jit(step)/transpose(jvp(h.0))/transpose"(#loc484))
module @jit_step {
  func.func @main(%arg0: tensor<32x128xf32> loc("params['h'][0]['fc']"), %arg1: tensor<128xf32> loc("params['h'][0]['fc_b']"), %arg2: tensor<32xf32> loc("params['h'][0]['ln1_b']"), %arg3: tensor<32xf32> loc("params['h'][0]['ln1_g']"), %arg4: tensor<32xf32> loc("params['h'][0]['ln2_b']"), %arg5: tensor<32xf32> loc("params['h'][0]['ln2_g']"), %arg6: tensor<128x32xf32> loc("params['h'][0]['out']"), %arg7: tensor<32xf32> loc("params['h'][0]['out_b']"), %arg8: tensor<32x32xf32> loc("params['h'][0]['proj']"), %arg9: tensor<32xf32> loc("params['h'][0]['proj_b']"), %arg10: tensor<32x96xf32> loc("params['h'][0]['qkv']"), %arg11: tensor<96xf32> loc("params['h'][0]['qkv_b']"), %arg12: tensor<32x128xf32> loc("params['h'][1]['fc']"), %arg13: tensor<128xf32> loc("params['h'][1]['fc_b']"), %arg14: tensor<32xf32> loc("params['h'][1]['ln1_b']"), %arg15: tensor<32xf32> loc("params['h'][1]['ln1_g']"), %arg16: tensor<32xf32> loc("params['h'][1]['ln2_b']"), %arg17: tensor<32xf32> loc("params['h'][1]['ln2_g']"), %arg18: tensor<128x32xf32> loc("params['h'][1]['out']"), %arg19: tensor<32xf32> loc("params['h'][1]['out_b']"), %arg20: tensor<32x32xf32> loc("params['h'][1]['proj']"), %arg21: tensor<32xf32> loc("params['h'][1]['proj_b']"), %arg22: tensor<32x96xf32> loc("params['h'][1]['qkv']"), %arg23: tensor<96xf32> loc("params['h'][1]['qkv_b']"), %arg24: tensor<32x128xf32> loc("params['h'][2]['fc']"), %arg25: tensor<128xf32> loc("params['h'][2]['fc_b']"), %arg26: tensor<32xf32> loc("params['h'][2]['ln1_b']"), %arg27: tensor<32xf32> loc("params['h'][2]['ln1_g']"), %arg28: tensor<32xf32> loc("params['h'][2]['ln2_b']"), %arg29: tensor<32xf32> loc("params['h'][2]['ln2_g']"), %arg30: tensor<128x32xf32> loc("params['h'][2]['out']"), %arg31: tensor<32xf32> loc("params['h'][2]['out_b']"), %arg32: tensor<32x32xf32> loc("params['h'][2]['proj']"), %arg33: tensor<32xf32> loc("params['h'][2]['proj_b']"), %arg34: tensor<32x96xf32> loc("params['h'][2]['qkv']"), %arg35: tensor<96xf32> loc("params['h'][2]['qkv_b']"), %arg36: tensor<32x128xf32> loc("params['h'][3]['fc']"), %arg37: tensor<128xf32> loc("params['h'][3]['fc_b']"), %arg38: tensor<32xf32> loc("params['h'][3]['ln1_b']"), %arg39: tensor<32xf32> loc("params['h'][3]['ln1_g']"), %arg40: tensor<32xf32> loc("params['h'][3]['ln2_b']"), %arg41: tensor<32xf32> loc("params['h'][3]['ln2_g']"), %arg42: tensor<128x32xf32> loc("params['h'][3]['out']"), %arg43: tensor<32xf32> loc("params['h'][3]['out_b']"), %arg44: tensor<32x32xf32> loc("params['h'][3]['proj']"), %arg45: tensor<32xf32> loc("params['h'][3]['proj_b']"), %arg46: tensor<32x96xf32> loc("params['h'][3]['qkv']"), %arg47: tensor<96xf32> loc("params['h'][3]['qkv_b']"), %arg48: tensor<32xf32> loc("params['lnf_b']"), %arg49: tensor<32xf32> loc("params['lnf_g']"), %arg50: tensor<32x32xf32> loc("params['wpe']"), %arg51: tensor<64x32xf32> loc("params['wte']"), %arg52: tensor<8x32xi32> loc("inputs"), %arg53: tensor<8x32xi32> loc("targets")) -> (tensor<f32>, tensor<32x128xf32>, tensor<128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<64x32xf32>) {
    %cst = arith.constant dense<0.000000e+00> : tensor<2048xf32> loc(#loc216)
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<16384xf32> loc(#loc461)
    %c2 = arith.constant 2 : index loc(#loc)
    %c2048 = arith.constant 2048 : index loc(#loc461)
    %c64 = arith.constant 64 : index loc(#loc)
    %c32 = arith.constant 32 : index loc(#loc)
    %c8 = arith.constant 8 : index loc(#loc461)
    %c256 = arith.constant 256 : index loc(#loc)
    %c1 = arith.constant 1 : index loc(#loc)
    %cst_1 = arith.constant -1.000000e+00 : f32 loc(#loc)
    %cst_2 = arith.constant 2.82842708 : f32 loc(#loc)
    %cst_3 = arith.constant 5.000000e-02 : f32 loc(#loc)
    %cst_4 = arith.constant 2.560000e+02 : f32 loc(#loc)
    %cst_5 = arith.constant 0x7FC00000 : f32 loc(#loc462)
    %c63 = arith.constant 63 : index loc(#loc)
    %c0 = arith.constant 0 : index loc(#loc)
    %c63_i32 = arith.constant 63 : i32 loc(#loc463)
    %cst_6 = arith.constant 5.000000e-01 : f32 loc(#loc)
    %cst_7 = arith.constant 0.797884583 : f32 loc(#loc)
    %cst_8 = arith.constant 4.471500e-02 : f32 loc(#loc)
    %cst_9 = arith.constant 3.000000e+00 : f32 loc(#loc)
    %cst_10 = arith.constant 1.000000e+00 : f32 loc(#loc)
    %cst_11 = arith.constant 0xFF800000 : f32 loc(#loc)
    %cst_12 = arith.constant -1.000000e+09 : f32 loc(#loc)
    %true = arith.constant true loc(#loc)
    %cst_13 = arith.constant -5.000000e-01 : f32 loc(#loc)
    %cst_14 = arith.constant 9.99999974E-6 : f32 loc(#loc)
    %cst_15 = arith.constant 2.000000e+00 : f32 loc(#loc)
    %cst_16 = arith.constant 3.200000e+01 : f32 loc(#loc)
    %cst_17 = arith.constant 0.000000e+00 : f32 loc(#loc)
    %c64_i32 = arith.constant 64 : i32 loc(#loc)
    %c0_i32 = arith.constant 0 : i32 loc(#loc)
    %0 = tensor.empty() : tensor<8x32xi1> loc(#loc218)
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg52 : tensor<8x32xi32>) outs(%0 : tensor<8x32xi1>) {
    ^bb0(%in: i32 loc("inputs"), %out: i1 loc("jit(step)/jvp()/lt"(#loc207))):
      %1048 = arith.cmpi slt, %in, %c0_i32 : i32 loc(#loc218)
      linalg.yield %1048 : i1 loc(#loc218)
    } -> tensor<8x32xi1> loc(#loc218)
    %2 = tensor.empty() : tensor<8x32xi32> loc(#loc219)
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg52 : tensor<8x32xi32>) outs(%2 : tensor<8x32xi32>) {
    ^bb0(%in: i32 loc("inputs"), %out: i32 loc("jit(step)/jvp()/add"(#loc207))):
      %1048 = arith.addi %in, %c64_i32 : i32 loc(#loc219)
      linalg.yield %1048 : i32 loc(#loc219)
    } -> tensor<8x32xi32> loc(#loc219)
    %4 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1, %3, %arg52 : tensor<8x32xi1>, tensor<8x32xi32>, tensor<8x32xi32>) outs(%2 : tensor<8x32xi32>) {
    ^bb0(%in: i1 loc("jit(step)/jvp()/lt"(#loc207)), %in_314: i32 loc("jit(step)/jvp()/add"(#loc207)), %in_315: i32 loc("inputs"), %out: i32 loc("jit(step)/jvp()/select_n"(#loc207))):
      %1048 = arith.select %in, %in_314, %in_315 : i32 loc(#loc220)
      linalg.yield %1048 : i32 loc(#loc220)
    } -> tensor<8x32xi32> loc(#loc220)
    %expanded = tensor.expand_shape %4 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xi32> into tensor<8x32x1xi32> loc(#loc221)
    %5 = tensor.empty() : tensor<8x32x1x32xf32> loc(#loc222)
    %6 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<8x32x1xi32>) outs(%5 : tensor<8x32x1x32xf32>) {
    ^bb0(%in: i32 loc("jit(step)/jvp()/broadcast_in_dim"(#loc207)), %out: f32 loc("jit(step)/jvp()/gather"(#loc207))):
      %1048 = arith.index_cast %in : i32 to index loc(#loc222)
      %1049 = linalg.index 3 : index loc(#loc222)
      %extracted = tensor.extract %arg51[%1048, %1049] : tensor<64x32xf32> loc(#loc222)
      linalg.yield %extracted : f32 loc(#loc222)
    } -> tensor<8x32x1x32xf32> loc(#loc222)
    %collapsed = tensor.collapse_shape %6 [[0], [1], [2, 3]] : tensor<8x32x1x32xf32> into tensor<8x32x32xf32> loc(#loc222)
    %7 = tensor.empty() : tensor<8x32x32xf32> loc(#loc223)
    %8 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg50 : tensor<32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("params['wpe']"), %out: f32 loc("jit(step)/jvp()/add"(#loc209))):
      linalg.yield %in : f32 loc(#loc223)
    } -> tensor<8x32x32xf32> loc(#loc223)
    %9 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed, %8 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/gather"(#loc207)), %in_314: f32 loc("jit(step)/jvp()/add"(#loc209)), %out: f32 loc("jit(step)/jvp()/add"(#loc209))):
      %1048 = arith.addf %in, %in_314 : f32 loc(#loc223)
      linalg.yield %1048 : f32 loc(#loc223)
    } -> tensor<8x32x32xf32> loc(#loc223)
    %10 = tensor.empty() : tensor<8x32xf32> loc(#loc464)
    %11 = linalg.fill ins(%cst_17 : f32) outs(%10 : tensor<8x32xf32>) -> tensor<8x32xf32> loc(#loc464)
    %12 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%9 : tensor<8x32x32xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/reduce_sum"(#loc316)), %out: f32 loc("jit(step)/jvp(h.0)/reduce_sum"(#loc316))):
      %1048 = arith.addf %out, %in : f32 loc(#loc464)
      linalg.yield %1048 : f32 loc(#loc464)
    } -> tensor<8x32xf32> loc(#loc464)
    %expanded_18 = tensor.expand_shape %12 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc465)
    %13 = tensor.empty() : tensor<8x32x1xf32> loc(#loc466)
    %14 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_18 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/broadcast_in_dim"(#loc316)), %out: f32 loc("jit(step)/jvp(h.0)/div"(#loc316))):
      %1048 = arith.divf %in, %cst_16 : f32 loc(#loc466)
      linalg.yield %1048 : f32 loc(#loc466)
    } -> tensor<8x32x1xf32> loc(#loc466)
    %15 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14 : tensor<8x32x1xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/div"(#loc316)), %out: f32 loc("jit(step)/jvp(h.0)/sub"(#loc317))):
      linalg.yield %in : f32 loc(#loc467)
    } -> tensor<8x32x32xf32> loc(#loc467)
    %16 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9, %15 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/add"(#loc209)), %in_314: f32 loc("jit(step)/jvp(h.0)/sub"(#loc317)), %out: f32 loc("jit(step)/jvp(h.0)/sub"(#loc317))):
      %1048 = arith.subf %in, %in_314 : f32 loc(#loc467)
      linalg.yield %1048 : f32 loc(#loc467)
    } -> tensor<8x32x32xf32> loc(#loc467)
    %17 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16 : tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/sub"(#loc317)), %out: f32 loc("jit(step)/jvp(h.0)/integer_pow"(#loc318))):
      %1048 = arith.mulf %in, %in : f32 loc(#loc468)
      linalg.yield %1048 : f32 loc(#loc468)
    } -> tensor<8x32x32xf32> loc(#loc468)
    %18 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16 : tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/sub"(#loc317)), %out: f32 loc("jit(step)/jvp(h.0)/mul"(#loc318))):
      %1048 = arith.mulf %in, %cst_15 : f32 loc(#loc469)
      linalg.yield %1048 : f32 loc(#loc469)
    } -> tensor<8x32x32xf32> loc(#loc469)
    %19 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%17 : tensor<8x32x32xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/reduce_sum"(#loc319)), %out: f32 loc("jit(step)/jvp(h.0)/reduce_sum"(#loc319))):
      %1048 = arith.addf %out, %in : f32 loc(#loc470)
      linalg.yield %1048 : f32 loc(#loc470)
    } -> tensor<8x32xf32> loc(#loc470)
    %expanded_19 = tensor.expand_shape %19 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc471)
    %20 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_19 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/broadcast_in_dim"(#loc319)), %out: f32 loc("jit(step)/jvp(h.0)/div"(#loc319))):
      %1048 = arith.divf %in, %cst_16 : f32 loc(#loc472)
      linalg.yield %1048 : f32 loc(#loc472)
    } -> tensor<8x32x1xf32> loc(#loc472)
    %21 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/div"(#loc319)), %out: f32 loc("jit(step)/jvp(h.0)/add"(#loc320))):
      %1048 = arith.addf %in, %cst_14 : f32 loc(#loc473)
      linalg.yield %1048 : f32 loc(#loc473)
    } -> tensor<8x32x1xf32> loc(#loc473)
    %22 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/add"(#loc320)), %out: f32 loc("jit(step)/jvp(h.0)/rsqrt"(#loc321))):
      %1048 = math.rsqrt %in : f32 loc(#loc474)
      linalg.yield %1048 : f32 loc(#loc474)
    } -> tensor<8x32x1xf32> loc(#loc474)
    %23 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22, %21 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/rsqrt"(#loc321)), %in_314: f32 loc("jit(step)/jvp(h.0)/add"(#loc320)), %out: f32 loc("jit(step)/jvp(h.0)/div"(#loc321))):
      %1048 = arith.divf %in, %in_314 : f32 loc(#loc475)
      linalg.yield %1048 : f32 loc(#loc475)
    } -> tensor<8x32x1xf32> loc(#loc475)
    %24 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/div"(#loc321)), %out: f32 loc("jit(step)/jvp(h.0)/mul"(#loc321))):
      %1048 = arith.mulf %in, %cst_13 : f32 loc(#loc476)
      linalg.yield %1048 : f32 loc(#loc476)
    } -> tensor<8x32x1xf32> loc(#loc476)
    %25 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22 : tensor<8x32x1xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/rsqrt"(#loc321)), %out: f32 loc("jit(step)/jvp(h.0)/mul"(#loc322))):
      linalg.yield %in : f32 loc(#loc477)
    } -> tensor<8x32x32xf32> loc(#loc477)
    %26 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16, %25 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/sub"(#loc317)), %in_314: f32 loc("jit(step)/jvp(h.0)/mul"(#loc322)), %out: f32 loc("jit(step)/jvp(h.0)/mul"(#loc322))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc477)
      linalg.yield %1048 : f32 loc(#loc477)
    } -> tensor<8x32x32xf32> loc(#loc477)
    %27 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg3 : tensor<32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("params['h'][0]['ln1_g']"), %out: f32 loc("jit(step)/jvp(h.0)/mul"(#loc323))):
      linalg.yield %in : f32 loc(#loc478)
    } -> tensor<8x32x32xf32> loc(#loc478)
    %28 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%26, %27 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/mul"(#loc322)), %in_314: f32 loc("jit(step)/jvp(h.0)/mul"(#loc323)), %out: f32 loc("jit(step)/jvp(h.0)/mul"(#loc323))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc478)
      linalg.yield %1048 : f32 loc(#loc478)
    } -> tensor<8x32x32xf32> loc(#loc478)
    %29 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg2 : tensor<32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("params['h'][0]['ln1_b']"), %out: f32 loc("jit(step)/jvp(h.0)/add"(#loc324))):
      linalg.yield %in : f32 loc(#loc479)
    } -> tensor<8x32x32xf32> loc(#loc479)
    %30 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%28, %29 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/mul"(#loc323)), %in_314: f32 loc("jit(step)/jvp(h.0)/add"(#loc324)), %out: f32 loc("jit(step)/jvp(h.0)/add"(#loc324))):
      %1048 = arith.addf %in, %in_314 : f32 loc(#loc479)
      linalg.yield %1048 : f32 loc(#loc479)
    } -> tensor<8x32x32xf32> loc(#loc479)
    %collapsed_20 = tensor.collapse_shape %30 [[0, 1], [2]] : tensor<8x32x32xf32> into tensor<256x32xf32> loc(#loc480)
    %31 = tensor.empty() : tensor<256x96xf32> loc(#loc480)
    %32 = linalg.fill ins(%cst_17 : f32) outs(%31 : tensor<256x96xf32>) -> tensor<256x96xf32> loc(#loc480)
    %33 = linalg.matmul ins(%collapsed_20, %arg10 : tensor<256x32xf32>, tensor<32x96xf32>) outs(%32 : tensor<256x96xf32>) -> tensor<256x96xf32> loc(#loc480)
    %expanded_21 = tensor.expand_shape %33 [[0, 1], [2]] output_shape [8, 32, 96] : tensor<256x96xf32> into tensor<8x32x96xf32> loc(#loc480)
    %34 = tensor.empty() : tensor<8x32x96xf32> loc(#loc481)
    %35 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg11 : tensor<96xf32>) outs(%34 : tensor<8x32x96xf32>) {
    ^bb0(%in: f32 loc("params['h'][0]['qkv_b']"), %out: f32 loc("jit(step)/jvp(h.0)/add"(#loc326))):
      linalg.yield %in : f32 loc(#loc481)
    } -> tensor<8x32x96xf32> loc(#loc481)
    %36 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_21, %35 : tensor<8x32x96xf32>, tensor<8x32x96xf32>) outs(%34 : tensor<8x32x96xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/dot_general"(#loc325)), %in_314: f32 loc("jit(step)/jvp(h.0)/add"(#loc326)), %out: f32 loc("jit(step)/jvp(h.0)/add"(#loc326))):
      %1048 = arith.addf %in, %in_314 : f32 loc(#loc481)
      linalg.yield %1048 : f32 loc(#loc481)
    } -> tensor<8x32x96xf32> loc(#loc481)
    %extracted_slice = tensor.extract_slice %36[0, 0, 0] [8, 32, 32] [1, 1, 1] : tensor<8x32x96xf32> to tensor<8x32x32xf32> loc(#loc482)
    %extracted_slice_22 = tensor.extract_slice %36[0, 0, 32] [8, 32, 32] [1, 1, 1] : tensor<8x32x96xf32> to tensor<8x32x32xf32> loc(#loc482)
    %extracted_slice_23 = tensor.extract_slice %36[0, 0, 64] [8, 32, 32] [1, 1, 1] : tensor<8x32x96xf32> to tensor<8x32x32xf32> loc(#loc482)
    %expanded_24 = tensor.expand_shape %extracted_slice [[0], [1], [2, 3]] output_shape [8, 32, 4, 8] : tensor<8x32x32xf32> into tensor<8x32x4x8xf32> loc(#loc995)
    %37 = tensor.empty() : tensor<8x4x32x8xf32> loc(#loc996)
    %38 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_24 : tensor<8x32x4x8xf32>) outs(%37 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/reshape"(#loc483)), %out: f32 loc("jit(step)/jvp(h.0)/transpose"(#loc484))):
      linalg.yield %in : f32 loc(#loc996)
    } -> tensor<8x4x32x8xf32> loc(#loc996)
    %expanded_25 = tensor.expand_shape %extracted_slice_22 [[0], [1], [2, 3]] output_shape [8, 32, 4, 8] : tensor<8x32x32xf32> into tensor<8x32x4x8xf32> loc(#loc997)
    %39 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_25 : tensor<8x32x4x8xf32>) outs(%37 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/reshape"(#loc485)), %out: f32 loc("jit(step)/jvp(h.0)/transpose"(#loc486))):
      linalg.yield %in : f32 loc(#loc998)
    } -> tensor<8x4x32x8xf32> loc(#loc998)
    %expanded_26 = tensor.expand_shape %extracted_slice_23 [[0], [1], [2, 3]] output_shape [8, 32, 4, 8] : tensor<8x32x32xf32> into tensor<8x32x4x8xf32> loc(#loc999)
    %40 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_26 : tensor<8x32x4x8xf32>) outs(%37 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/reshape"(#loc487)), %out: f32 loc("jit(step)/jvp(h.0)/transpose"(#loc488))):
      linalg.yield %in : f32 loc(#loc1000)
    } -> tensor<8x4x32x8xf32> loc(#loc1000)
    %41 = tensor.empty() : tensor<8x4x8x32xf32> loc(#loc489)
    %42 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%39 : tensor<8x4x32x8xf32>) outs(%41 : tensor<8x4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/transpose"(#loc486)), %out: f32 loc("jit(step)/jvp(h.0)/transpose"(#loc331))):
      linalg.yield %in : f32 loc(#loc489)
    } -> tensor<8x4x8x32xf32> loc(#loc489)
    %collapsed_27 = tensor.collapse_shape %38 [[0, 1], [2], [3]] : tensor<8x4x32x8xf32> into tensor<32x32x8xf32> loc(#loc490)
    %collapsed_28 = tensor.collapse_shape %42 [[0, 1], [2], [3]] : tensor<8x4x8x32xf32> into tensor<32x8x32xf32> loc(#loc490)
    %43 = tensor.empty() : tensor<32x32x32xf32> loc(#loc490)
    %44 = linalg.fill ins(%cst_17 : f32) outs(%43 : tensor<32x32x32xf32>) -> tensor<32x32x32xf32> loc(#loc490)
    %45 = linalg.batch_matmul ins(%collapsed_27, %collapsed_28 : tensor<32x32x8xf32>, tensor<32x8x32xf32>) outs(%44 : tensor<32x32x32xf32>) -> tensor<32x32x32xf32> loc(#loc490)
    %expanded_29 = tensor.expand_shape %45 [[0, 1], [2], [3]] output_shape [8, 4, 32, 32] : tensor<32x32x32xf32> into tensor<8x4x32x32xf32> loc(#loc490)
    %46 = tensor.empty() : tensor<f32> loc(#loc491)
    %47 = linalg.generic {indexing_maps = [#map10], iterator_types = []} outs(%46 : tensor<f32>) {
    ^bb0(%out: f32 loc("jit(step)/jvp(h.0)/sqrt"(#loc333))):
      linalg.yield %cst_2 : f32 loc(#loc491)
    } -> tensor<f32> loc(#loc491)
    %48 = tensor.empty() : tensor<8x4x32x32xf32> loc(#loc492)
    %49 = linalg.generic {indexing_maps = [#map11, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%47 : tensor<f32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/sqrt"(#loc333)), %out: f32 loc("jit(step)/jvp(h.0)/div"(#loc334))):
      linalg.yield %in : f32 loc(#loc492)
    } -> tensor<8x4x32x32xf32> loc(#loc492)
    %50 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_29, %49 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/dot_general"(#loc332)), %in_314: f32 loc("jit(step)/jvp(h.0)/div"(#loc334)), %out: f32 loc("jit(step)/jvp(h.0)/div"(#loc334))):
      %1048 = arith.divf %in, %in_314 : f32 loc(#loc492)
      linalg.yield %1048 : f32 loc(#loc492)
    } -> tensor<8x4x32x32xf32> loc(#loc492)
    %51 = tensor.empty() : tensor<32x32xi32> loc(#loc1063)
    %52 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%51 : tensor<32x32xi32>) {
    ^bb0(%out: i32 loc(callsite(#loc91 at #loc493))):
      %1048 = linalg.index 0 : index loc(#loc1063)
      %1049 = arith.index_cast %1048 : index to i32 loc(#loc1063)
      linalg.yield %1049 : i32 loc(#loc1063)
    } -> tensor<32x32xi32> loc(#loc1063)
    %53 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%51 : tensor<32x32xi32>) {
    ^bb0(%out: i32 loc(callsite(#loc91 at #loc493))):
      %1048 = linalg.index 1 : index loc(#loc1063)
      %1049 = arith.index_cast %1048 : index to i32 loc(#loc1063)
      linalg.yield %1049 : i32 loc(#loc1063)
    } -> tensor<32x32xi32> loc(#loc1063)
    %54 = tensor.empty() : tensor<32x32xi1> loc(#loc1064)
    %55 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%52, %53 : tensor<32x32xi32>, tensor<32x32xi32>) outs(%54 : tensor<32x32xi1>) {
    ^bb0(%in: i32 loc(callsite(#loc91 at #loc493)), %in_314: i32 loc(callsite(#loc91 at #loc493)), %out: i1 loc(callsite(#loc93 at #loc493))):
      %1048 = arith.cmpi sge, %in, %in_314 : i32 loc(#loc1064)
      linalg.yield %1048 : i1 loc(#loc1064)
    } -> tensor<32x32xi1> loc(#loc1064)
    %56 = tensor.empty() : tensor<8x4x32x32xi1> loc(#loc1065)
    %57 = linalg.generic {indexing_maps = [#map12, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%55 : tensor<32x32xi1>) outs(%56 : tensor<8x4x32x32xi1>) {
    ^bb0(%in: i1 loc(callsite(#loc63 at #loc493)), %out: i1 loc(callsite(#loc94 at #loc494))):
      linalg.yield %in : i1 loc(#loc1065)
    } -> tensor<8x4x32x32xi1> loc(#loc1065)
    %58 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %50 : tensor<8x4x32x32xi1>, tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc94 at #loc494)), %in_314: f32 loc("jit(step)/jvp(h.0)/div"(#loc334)), %out: f32 loc(callsite(#loc63 at #loc494))):
      %1048 = arith.select %in, %in_314, %cst_12 : f32 loc(#loc1066)
      linalg.yield %1048 : f32 loc(#loc1066)
    } -> tensor<8x4x32x32xf32> loc(#loc1066)
    %59 = tensor.empty() : tensor<8x4x32xf32> loc(#loc495)
    %60 = linalg.fill ins(%cst_11 : f32) outs(%59 : tensor<8x4x32xf32>) -> tensor<8x4x32xf32> loc(#loc495)
    %61 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%58 : tensor<8x4x32x32xf32>) outs(%60 : tensor<8x4x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/reduce_max"(#loc337)), %out: f32 loc("jit(step)/jvp(h.0)/reduce_max"(#loc337))):
      %1048 = arith.maximumf %out, %in : f32 loc(#loc495)
      linalg.yield %1048 : f32 loc(#loc495)
    } -> tensor<8x4x32xf32> loc(#loc495)
    %62 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%61 : tensor<8x4x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/max"(#loc337)), %out: f32 loc("jit(step)/jvp(h.0)/sub"(#loc337))):
      linalg.yield %in : f32 loc(#loc496)
    } -> tensor<8x4x32x32xf32> loc(#loc496)
    %63 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%58, %62 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc63 at #loc494)), %in_314: f32 loc("jit(step)/jvp(h.0)/sub"(#loc337)), %out: f32 loc("jit(step)/jvp(h.0)/sub"(#loc337))):
      %1048 = arith.subf %in, %in_314 : f32 loc(#loc496)
      linalg.yield %1048 : f32 loc(#loc496)
    } -> tensor<8x4x32x32xf32> loc(#loc496)
    %64 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%63 : tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/sub"(#loc337)), %out: f32 loc("jit(step)/jvp(h.0)/exp"(#loc337))):
      %1048 = math.exp %in : f32 loc(#loc498)
      linalg.yield %1048 : f32 loc(#loc498)
    } -> tensor<8x4x32x32xf32> loc(#loc498)
    %65 = linalg.fill ins(%cst_17 : f32) outs(%59 : tensor<8x4x32xf32>) -> tensor<8x4x32xf32> loc(#loc499)
    %66 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%64 : tensor<8x4x32x32xf32>) outs(%65 : tensor<8x4x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/reduce_sum"(#loc337)), %out: f32 loc("jit(step)/jvp(h.0)/reduce_sum"(#loc337))):
      %1048 = arith.addf %out, %in : f32 loc(#loc499)
      linalg.yield %1048 : f32 loc(#loc499)
    } -> tensor<8x4x32xf32> loc(#loc499)
    %expanded_30 = tensor.expand_shape %66 [[0], [1], [2, 3]] output_shape [8, 4, 32, 1] : tensor<8x4x32xf32> into tensor<8x4x32x1xf32> loc(#loc500)
    %67 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%66 : tensor<8x4x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/reduce_sum"(#loc337)), %out: f32 loc("jit(step)/jvp(h.0)/div"(#loc337))):
      linalg.yield %in : f32 loc(#loc501)
    } -> tensor<8x4x32x32xf32> loc(#loc501)
    %68 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64, %67 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/exp"(#loc337)), %in_314: f32 loc("jit(step)/jvp(h.0)/div"(#loc337)), %out: f32 loc("jit(step)/jvp(h.0)/div"(#loc337))):
      %1048 = arith.divf %in, %in_314 : f32 loc(#loc501)
      linalg.yield %1048 : f32 loc(#loc501)
    } -> tensor<8x4x32x32xf32> loc(#loc501)
    %69 = tensor.empty() : tensor<8x4x32x1xf32> loc(#loc1006)
    %70 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_30 : tensor<8x4x32x1xf32>) outs(%69 : tensor<8x4x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/broadcast_in_dim"(#loc337)), %out: f32 loc("jit(step)/jvp(h.0)/mul"(#loc502))):
      %1048 = arith.mulf %in, %in : f32 loc(#loc1006)
      linalg.yield %1048 : f32 loc(#loc1006)
    } -> tensor<8x4x32x1xf32> loc(#loc1006)
    %71 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%70 : tensor<8x4x32x1xf32>) outs(%69 : tensor<8x4x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/mul"(#loc502)), %out: f32 loc("jit(step)/jvp(h.0)/div"(#loc502))):
      %1048 = arith.divf %cst_10, %in : f32 loc(#loc1007)
      linalg.yield %1048 : f32 loc(#loc1007)
    } -> tensor<8x4x32x1xf32> loc(#loc1007)
    %collapsed_31 = tensor.collapse_shape %68 [[0, 1], [2], [3]] : tensor<8x4x32x32xf32> into tensor<32x32x32xf32> loc(#loc503)
    %collapsed_32 = tensor.collapse_shape %40 [[0, 1], [2], [3]] : tensor<8x4x32x8xf32> into tensor<32x32x8xf32> loc(#loc503)
    %72 = tensor.empty() : tensor<32x32x8xf32> loc(#loc503)
    %73 = linalg.fill ins(%cst_17 : f32) outs(%72 : tensor<32x32x8xf32>) -> tensor<32x32x8xf32> loc(#loc503)
    %74 = linalg.batch_matmul ins(%collapsed_31, %collapsed_32 : tensor<32x32x32xf32>, tensor<32x32x8xf32>) outs(%73 : tensor<32x32x8xf32>) -> tensor<32x32x8xf32> loc(#loc503)
    %expanded_33 = tensor.expand_shape %74 [[0, 1], [2], [3]] output_shape [8, 4, 32, 8] : tensor<32x32x8xf32> into tensor<8x4x32x8xf32> loc(#loc503)
    %75 = tensor.empty() : tensor<8x32x4x8xf32> loc(#loc504)
    %76 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_33 : tensor<8x4x32x8xf32>) outs(%75 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/dot_general"(#loc338)), %out: f32 loc("jit(step)/jvp(h.0)/transpose"(#loc339))):
      linalg.yield %in : f32 loc(#loc504)
    } -> tensor<8x32x4x8xf32> loc(#loc504)
    %collapsed_34 = tensor.collapse_shape %76 [[0, 1], [2, 3]] : tensor<8x32x4x8xf32> into tensor<256x32xf32> loc(#loc505)
    %77 = tensor.empty() : tensor<256x32xf32> loc(#loc505)
    %78 = linalg.fill ins(%cst_17 : f32) outs(%77 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc505)
    %79 = linalg.matmul ins(%collapsed_34, %arg8 : tensor<256x32xf32>, tensor<32x32xf32>) outs(%78 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc505)
    %expanded_35 = tensor.expand_shape %79 [[0, 1], [2]] output_shape [8, 32, 32] : tensor<256x32xf32> into tensor<8x32x32xf32> loc(#loc505)
    %80 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg9 : tensor<32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("params['h'][0]['proj_b']"), %out: f32 loc("jit(step)/jvp(h.0)/add"(#loc341))):
      linalg.yield %in : f32 loc(#loc506)
    } -> tensor<8x32x32xf32> loc(#loc506)
    %81 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_35, %80 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/dot_general"(#loc340)), %in_314: f32 loc("jit(step)/jvp(h.0)/add"(#loc341)), %out: f32 loc("jit(step)/jvp(h.0)/add"(#loc341))):
      %1048 = arith.addf %in, %in_314 : f32 loc(#loc506)
      linalg.yield %1048 : f32 loc(#loc506)
    } -> tensor<8x32x32xf32> loc(#loc506)
    %82 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9, %81 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/add"(#loc209)), %in_314: f32 loc("jit(step)/jvp(h.0)/add"(#loc341)), %out: f32 loc("jit(step)/jvp(h.0)/add"(#loc254))):
      %1048 = arith.addf %in, %in_314 : f32 loc(#loc342)
      linalg.yield %1048 : f32 loc(#loc342)
    } -> tensor<8x32x32xf32> loc(#loc342)
    %83 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%82 : tensor<8x32x32xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/reduce_sum"(#loc343)), %out: f32 loc("jit(step)/jvp(h.0)/reduce_sum"(#loc343))):
      %1048 = arith.addf %out, %in : f32 loc(#loc507)
      linalg.yield %1048 : f32 loc(#loc507)
    } -> tensor<8x32xf32> loc(#loc507)
    %expanded_36 = tensor.expand_shape %83 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc508)
    %84 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_36 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/broadcast_in_dim"(#loc343)), %out: f32 loc("jit(step)/jvp(h.0)/div"(#loc343))):
      %1048 = arith.divf %in, %cst_16 : f32 loc(#loc509)
      linalg.yield %1048 : f32 loc(#loc509)
    } -> tensor<8x32x1xf32> loc(#loc509)
    %85 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84 : tensor<8x32x1xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/div"(#loc343)), %out: f32 loc("jit(step)/jvp(h.0)/sub"(#loc344))):
      linalg.yield %in : f32 loc(#loc510)
    } -> tensor<8x32x32xf32> loc(#loc510)
    %86 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82, %85 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/add"(#loc254)), %in_314: f32 loc("jit(step)/jvp(h.0)/sub"(#loc344)), %out: f32 loc("jit(step)/jvp(h.0)/sub"(#loc344))):
      %1048 = arith.subf %in, %in_314 : f32 loc(#loc510)
      linalg.yield %1048 : f32 loc(#loc510)
    } -> tensor<8x32x32xf32> loc(#loc510)
    %87 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86 : tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/sub"(#loc344)), %out: f32 loc("jit(step)/jvp(h.0)/integer_pow"(#loc345))):
      %1048 = arith.mulf %in, %in : f32 loc(#loc511)
      linalg.yield %1048 : f32 loc(#loc511)
    } -> tensor<8x32x32xf32> loc(#loc511)
    %88 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86 : tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/sub"(#loc344)), %out: f32 loc("jit(step)/jvp(h.0)/mul"(#loc345))):
      %1048 = arith.mulf %in, %cst_15 : f32 loc(#loc512)
      linalg.yield %1048 : f32 loc(#loc512)
    } -> tensor<8x32x32xf32> loc(#loc512)
    %89 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%87 : tensor<8x32x32xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/reduce_sum"(#loc346)), %out: f32 loc("jit(step)/jvp(h.0)/reduce_sum"(#loc346))):
      %1048 = arith.addf %out, %in : f32 loc(#loc513)
      linalg.yield %1048 : f32 loc(#loc513)
    } -> tensor<8x32xf32> loc(#loc513)
    %expanded_37 = tensor.expand_shape %89 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc514)
    %90 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_37 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/broadcast_in_dim"(#loc346)), %out: f32 loc("jit(step)/jvp(h.0)/div"(#loc346))):
      %1048 = arith.divf %in, %cst_16 : f32 loc(#loc515)
      linalg.yield %1048 : f32 loc(#loc515)
    } -> tensor<8x32x1xf32> loc(#loc515)
    %91 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/div"(#loc346)), %out: f32 loc("jit(step)/jvp(h.0)/add"(#loc347))):
      %1048 = arith.addf %in, %cst_14 : f32 loc(#loc516)
      linalg.yield %1048 : f32 loc(#loc516)
    } -> tensor<8x32x1xf32> loc(#loc516)
    %92 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/add"(#loc347)), %out: f32 loc("jit(step)/jvp(h.0)/rsqrt"(#loc348))):
      %1048 = math.rsqrt %in : f32 loc(#loc517)
      linalg.yield %1048 : f32 loc(#loc517)
    } -> tensor<8x32x1xf32> loc(#loc517)
    %93 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%92, %91 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/rsqrt"(#loc348)), %in_314: f32 loc("jit(step)/jvp(h.0)/add"(#loc347)), %out: f32 loc("jit(step)/jvp(h.0)/div"(#loc348))):
      %1048 = arith.divf %in, %in_314 : f32 loc(#loc518)
      linalg.yield %1048 : f32 loc(#loc518)
    } -> tensor<8x32x1xf32> loc(#loc518)
    %94 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/div"(#loc348)), %out: f32 loc("jit(step)/jvp(h.0)/mul"(#loc348))):
      %1048 = arith.mulf %in, %cst_13 : f32 loc(#loc519)
      linalg.yield %1048 : f32 loc(#loc519)
    } -> tensor<8x32x1xf32> loc(#loc519)
    %95 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%92 : tensor<8x32x1xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/rsqrt"(#loc348)), %out: f32 loc("jit(step)/jvp(h.0)/mul"(#loc349))):
      linalg.yield %in : f32 loc(#loc520)
    } -> tensor<8x32x32xf32> loc(#loc520)
    %96 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86, %95 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/sub"(#loc344)), %in_314: f32 loc("jit(step)/jvp(h.0)/mul"(#loc349)), %out: f32 loc("jit(step)/jvp(h.0)/mul"(#loc349))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc520)
      linalg.yield %1048 : f32 loc(#loc520)
    } -> tensor<8x32x32xf32> loc(#loc520)
    %97 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg5 : tensor<32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("params['h'][0]['ln2_g']"), %out: f32 loc("jit(step)/jvp(h.0)/mul"(#loc350))):
      linalg.yield %in : f32 loc(#loc521)
    } -> tensor<8x32x32xf32> loc(#loc521)
    %98 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96, %97 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/mul"(#loc349)), %in_314: f32 loc("jit(step)/jvp(h.0)/mul"(#loc350)), %out: f32 loc("jit(step)/jvp(h.0)/mul"(#loc350))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc521)
      linalg.yield %1048 : f32 loc(#loc521)
    } -> tensor<8x32x32xf32> loc(#loc521)
    %99 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg4 : tensor<32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("params['h'][0]['ln2_b']"), %out: f32 loc("jit(step)/jvp(h.0)/add"(#loc351))):
      linalg.yield %in : f32 loc(#loc522)
    } -> tensor<8x32x32xf32> loc(#loc522)
    %100 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98, %99 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/mul"(#loc350)), %in_314: f32 loc("jit(step)/jvp(h.0)/add"(#loc351)), %out: f32 loc("jit(step)/jvp(h.0)/add"(#loc351))):
      %1048 = arith.addf %in, %in_314 : f32 loc(#loc522)
      linalg.yield %1048 : f32 loc(#loc522)
    } -> tensor<8x32x32xf32> loc(#loc522)
    %collapsed_38 = tensor.collapse_shape %100 [[0, 1], [2]] : tensor<8x32x32xf32> into tensor<256x32xf32> loc(#loc352)
    %101 = tensor.empty() : tensor<256x128xf32> loc(#loc352)
    %102 = linalg.fill ins(%cst_17 : f32) outs(%101 : tensor<256x128xf32>) -> tensor<256x128xf32> loc(#loc352)
    %103 = linalg.matmul ins(%collapsed_38, %arg0 : tensor<256x32xf32>, tensor<32x128xf32>) outs(%102 : tensor<256x128xf32>) -> tensor<256x128xf32> loc(#loc352)
    %expanded_39 = tensor.expand_shape %103 [[0, 1], [2]] output_shape [8, 32, 128] : tensor<256x128xf32> into tensor<8x32x128xf32> loc(#loc352)
    %104 = tensor.empty() : tensor<8x32x128xf32> loc(#loc353)
    %105 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg1 : tensor<128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("params['h'][0]['fc_b']"), %out: f32 loc("jit(step)/jvp(h.0)/add"(#loc257))):
      linalg.yield %in : f32 loc(#loc353)
    } -> tensor<8x32x128xf32> loc(#loc353)
    %106 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_39, %105 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/dot_general"(#loc256)), %in_314: f32 loc("jit(step)/jvp(h.0)/add"(#loc257)), %out: f32 loc("jit(step)/jvp(h.0)/add"(#loc257))):
      %1048 = arith.addf %in, %in_314 : f32 loc(#loc353)
      linalg.yield %1048 : f32 loc(#loc353)
    } -> tensor<8x32x128xf32> loc(#loc353)
    %107 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106 : tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/add"(#loc257)), %out: f32 loc("jit(step)/jvp(h.0)/integer_pow"(#loc258))):
      %1048 = arith.mulf %in, %in : f32 loc(#loc354)
      linalg.yield %1048 : f32 loc(#loc354)
    } -> tensor<8x32x128xf32> loc(#loc354)
    %108 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107, %106 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/integer_pow"(#loc258)), %in_314: f32 loc("jit(step)/jvp(h.0)/add"(#loc257)), %out: f32 loc("jit(step)/jvp(h.0)/integer_pow"(#loc258))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc354)
      linalg.yield %1048 : f32 loc(#loc354)
    } -> tensor<8x32x128xf32> loc(#loc354)
    %109 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107 : tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/integer_pow"(#loc258)), %out: f32 loc("jit(step)/jvp(h.0)/mul"(#loc258))):
      %1048 = arith.mulf %in, %cst_9 : f32 loc(#loc355)
      linalg.yield %1048 : f32 loc(#loc355)
    } -> tensor<8x32x128xf32> loc(#loc355)
    %110 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108 : tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/integer_pow"(#loc258)), %out: f32 loc("jit(step)/jvp(h.0)/mul"(#loc258))):
      %1048 = arith.mulf %in, %cst_8 : f32 loc(#loc355)
      linalg.yield %1048 : f32 loc(#loc355)
    } -> tensor<8x32x128xf32> loc(#loc355)
    %111 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106, %110 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/add"(#loc257)), %in_314: f32 loc("jit(step)/jvp(h.0)/mul"(#loc258)), %out: f32 loc("jit(step)/jvp(h.0)/add"(#loc258))):
      %1048 = arith.addf %in, %in_314 : f32 loc(#loc356)
      linalg.yield %1048 : f32 loc(#loc356)
    } -> tensor<8x32x128xf32> loc(#loc356)
    %112 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111 : tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/add"(#loc258)), %out: f32 loc("jit(step)/jvp(h.0)/mul"(#loc258))):
      %1048 = arith.mulf %in, %cst_7 : f32 loc(#loc355)
      linalg.yield %1048 : f32 loc(#loc355)
    } -> tensor<8x32x128xf32> loc(#loc355)
    %113 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112 : tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/mul"(#loc258)), %out: f32 loc("jit(step)/jvp(h.0)/tanh"(#loc258))):
      %1048 = math.tanh %in : f32 loc(#loc357)
      linalg.yield %1048 : f32 loc(#loc357)
    } -> tensor<8x32x128xf32> loc(#loc357)
    %114 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%113 : tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/tanh"(#loc258)), %out: f32 loc("jit(step)/jvp(h.0)/sub"(#loc258))):
      %1048 = arith.subf %cst_10, %in : f32 loc(#loc358)
      linalg.yield %1048 : f32 loc(#loc358)
    } -> tensor<8x32x128xf32> loc(#loc358)
    %115 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%113 : tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/tanh"(#loc258)), %out: f32 loc("jit(step)/jvp(h.0)/add"(#loc258))):
      %1048 = arith.addf %in, %cst_10 : f32 loc(#loc356)
      linalg.yield %1048 : f32 loc(#loc356)
    } -> tensor<8x32x128xf32> loc(#loc356)
    %116 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115 : tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/add"(#loc258)), %out: f32 loc("jit(step)/jvp(h.0)/mul"(#loc258))):
      %1048 = arith.mulf %in, %cst_6 : f32 loc(#loc355)
      linalg.yield %1048 : f32 loc(#loc355)
    } -> tensor<8x32x128xf32> loc(#loc355)
    %117 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106, %116 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/add"(#loc257)), %in_314: f32 loc("jit(step)/jvp(h.0)/mul"(#loc258)), %out: f32 loc("jit(step)/jvp(h.0)/mul"(#loc258))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc355)
      linalg.yield %1048 : f32 loc(#loc355)
    } -> tensor<8x32x128xf32> loc(#loc355)
    %collapsed_40 = tensor.collapse_shape %117 [[0, 1], [2]] : tensor<8x32x128xf32> into tensor<256x128xf32> loc(#loc359)
    %118 = linalg.matmul ins(%collapsed_40, %arg6 : tensor<256x128xf32>, tensor<128x32xf32>) outs(%78 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc359)
    %expanded_41 = tensor.expand_shape %118 [[0, 1], [2]] output_shape [8, 32, 32] : tensor<256x32xf32> into tensor<8x32x32xf32> loc(#loc359)
    %119 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82, %expanded_41 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/add"(#loc254)), %in_314: f32 loc("jit(step)/jvp(h.0)/dot_general"(#loc259)), %out: f32 loc("jit(step)/jvp(h.0)/add"(#loc260))):
      %1048 = arith.addf %in, %in_314 : f32 loc(#loc360)
      linalg.yield %1048 : f32 loc(#loc360)
    } -> tensor<8x32x32xf32> loc(#loc360)
    %120 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg7 : tensor<32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("params['h'][0]['out_b']"), %out: f32 loc("jit(step)/jvp(h.0)/add"(#loc261))):
      linalg.yield %in : f32 loc(#loc361)
    } -> tensor<8x32x32xf32> loc(#loc361)
    %121 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%119, %120 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/add"(#loc260)), %in_314: f32 loc("jit(step)/jvp(h.0)/add"(#loc261)), %out: f32 loc("jit(step)/jvp(h.0)/add"(#loc261))):
      %1048 = arith.addf %in, %in_314 : f32 loc(#loc361)
      linalg.yield %1048 : f32 loc(#loc361)
    } -> tensor<8x32x32xf32> loc(#loc361)
    %122 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%121 : tensor<8x32x32xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/reduce_sum"(#loc316)), %out: f32 loc("jit(step)/jvp(h.1)/reduce_sum"(#loc316))):
      %1048 = arith.addf %out, %in : f32 loc(#loc523)
      linalg.yield %1048 : f32 loc(#loc523)
    } -> tensor<8x32xf32> loc(#loc523)
    %expanded_42 = tensor.expand_shape %122 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc524)
    %123 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_42 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/broadcast_in_dim"(#loc316)), %out: f32 loc("jit(step)/jvp(h.1)/div"(#loc316))):
      %1048 = arith.divf %in, %cst_16 : f32 loc(#loc525)
      linalg.yield %1048 : f32 loc(#loc525)
    } -> tensor<8x32x1xf32> loc(#loc525)
    %124 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%123 : tensor<8x32x1xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/div"(#loc316)), %out: f32 loc("jit(step)/jvp(h.1)/sub"(#loc317))):
      linalg.yield %in : f32 loc(#loc526)
    } -> tensor<8x32x32xf32> loc(#loc526)
    %125 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%121, %124 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/add"(#loc261)), %in_314: f32 loc("jit(step)/jvp(h.1)/sub"(#loc317)), %out: f32 loc("jit(step)/jvp(h.1)/sub"(#loc317))):
      %1048 = arith.subf %in, %in_314 : f32 loc(#loc526)
      linalg.yield %1048 : f32 loc(#loc526)
    } -> tensor<8x32x32xf32> loc(#loc526)
    %126 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125 : tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/sub"(#loc317)), %out: f32 loc("jit(step)/jvp(h.1)/integer_pow"(#loc318))):
      %1048 = arith.mulf %in, %in : f32 loc(#loc527)
      linalg.yield %1048 : f32 loc(#loc527)
    } -> tensor<8x32x32xf32> loc(#loc527)
    %127 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125 : tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/sub"(#loc317)), %out: f32 loc("jit(step)/jvp(h.1)/mul"(#loc318))):
      %1048 = arith.mulf %in, %cst_15 : f32 loc(#loc528)
      linalg.yield %1048 : f32 loc(#loc528)
    } -> tensor<8x32x32xf32> loc(#loc528)
    %128 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%126 : tensor<8x32x32xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/reduce_sum"(#loc319)), %out: f32 loc("jit(step)/jvp(h.1)/reduce_sum"(#loc319))):
      %1048 = arith.addf %out, %in : f32 loc(#loc529)
      linalg.yield %1048 : f32 loc(#loc529)
    } -> tensor<8x32xf32> loc(#loc529)
    %expanded_43 = tensor.expand_shape %128 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc530)
    %129 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_43 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/broadcast_in_dim"(#loc319)), %out: f32 loc("jit(step)/jvp(h.1)/div"(#loc319))):
      %1048 = arith.divf %in, %cst_16 : f32 loc(#loc531)
      linalg.yield %1048 : f32 loc(#loc531)
    } -> tensor<8x32x1xf32> loc(#loc531)
    %130 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%129 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/div"(#loc319)), %out: f32 loc("jit(step)/jvp(h.1)/add"(#loc320))):
      %1048 = arith.addf %in, %cst_14 : f32 loc(#loc532)
      linalg.yield %1048 : f32 loc(#loc532)
    } -> tensor<8x32x1xf32> loc(#loc532)
    %131 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/add"(#loc320)), %out: f32 loc("jit(step)/jvp(h.1)/rsqrt"(#loc321))):
      %1048 = math.rsqrt %in : f32 loc(#loc533)
      linalg.yield %1048 : f32 loc(#loc533)
    } -> tensor<8x32x1xf32> loc(#loc533)
    %132 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%131, %130 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/rsqrt"(#loc321)), %in_314: f32 loc("jit(step)/jvp(h.1)/add"(#loc320)), %out: f32 loc("jit(step)/jvp(h.1)/div"(#loc321))):
      %1048 = arith.divf %in, %in_314 : f32 loc(#loc534)
      linalg.yield %1048 : f32 loc(#loc534)
    } -> tensor<8x32x1xf32> loc(#loc534)
    %133 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/div"(#loc321)), %out: f32 loc("jit(step)/jvp(h.1)/mul"(#loc321))):
      %1048 = arith.mulf %in, %cst_13 : f32 loc(#loc535)
      linalg.yield %1048 : f32 loc(#loc535)
    } -> tensor<8x32x1xf32> loc(#loc535)
    %134 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%131 : tensor<8x32x1xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/rsqrt"(#loc321)), %out: f32 loc("jit(step)/jvp(h.1)/mul"(#loc322))):
      linalg.yield %in : f32 loc(#loc536)
    } -> tensor<8x32x32xf32> loc(#loc536)
    %135 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125, %134 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/sub"(#loc317)), %in_314: f32 loc("jit(step)/jvp(h.1)/mul"(#loc322)), %out: f32 loc("jit(step)/jvp(h.1)/mul"(#loc322))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc536)
      linalg.yield %1048 : f32 loc(#loc536)
    } -> tensor<8x32x32xf32> loc(#loc536)
    %136 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg15 : tensor<32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("params['h'][1]['ln1_g']"), %out: f32 loc("jit(step)/jvp(h.1)/mul"(#loc323))):
      linalg.yield %in : f32 loc(#loc537)
    } -> tensor<8x32x32xf32> loc(#loc537)
    %137 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135, %136 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/mul"(#loc322)), %in_314: f32 loc("jit(step)/jvp(h.1)/mul"(#loc323)), %out: f32 loc("jit(step)/jvp(h.1)/mul"(#loc323))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc537)
      linalg.yield %1048 : f32 loc(#loc537)
    } -> tensor<8x32x32xf32> loc(#loc537)
    %138 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg14 : tensor<32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("params['h'][1]['ln1_b']"), %out: f32 loc("jit(step)/jvp(h.1)/add"(#loc324))):
      linalg.yield %in : f32 loc(#loc538)
    } -> tensor<8x32x32xf32> loc(#loc538)
    %139 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%137, %138 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/mul"(#loc323)), %in_314: f32 loc("jit(step)/jvp(h.1)/add"(#loc324)), %out: f32 loc("jit(step)/jvp(h.1)/add"(#loc324))):
      %1048 = arith.addf %in, %in_314 : f32 loc(#loc538)
      linalg.yield %1048 : f32 loc(#loc538)
    } -> tensor<8x32x32xf32> loc(#loc538)
    %collapsed_44 = tensor.collapse_shape %139 [[0, 1], [2]] : tensor<8x32x32xf32> into tensor<256x32xf32> loc(#loc539)
    %140 = linalg.matmul ins(%collapsed_44, %arg22 : tensor<256x32xf32>, tensor<32x96xf32>) outs(%32 : tensor<256x96xf32>) -> tensor<256x96xf32> loc(#loc539)
    %expanded_45 = tensor.expand_shape %140 [[0, 1], [2]] output_shape [8, 32, 96] : tensor<256x96xf32> into tensor<8x32x96xf32> loc(#loc539)
    %141 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg23 : tensor<96xf32>) outs(%34 : tensor<8x32x96xf32>) {
    ^bb0(%in: f32 loc("params['h'][1]['qkv_b']"), %out: f32 loc("jit(step)/jvp(h.1)/add"(#loc326))):
      linalg.yield %in : f32 loc(#loc540)
    } -> tensor<8x32x96xf32> loc(#loc540)
    %142 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_45, %141 : tensor<8x32x96xf32>, tensor<8x32x96xf32>) outs(%34 : tensor<8x32x96xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/dot_general"(#loc325)), %in_314: f32 loc("jit(step)/jvp(h.1)/add"(#loc326)), %out: f32 loc("jit(step)/jvp(h.1)/add"(#loc326))):
      %1048 = arith.addf %in, %in_314 : f32 loc(#loc540)
      linalg.yield %1048 : f32 loc(#loc540)
    } -> tensor<8x32x96xf32> loc(#loc540)
    %extracted_slice_46 = tensor.extract_slice %142[0, 0, 0] [8, 32, 32] [1, 1, 1] : tensor<8x32x96xf32> to tensor<8x32x32xf32> loc(#loc541)
    %extracted_slice_47 = tensor.extract_slice %142[0, 0, 32] [8, 32, 32] [1, 1, 1] : tensor<8x32x96xf32> to tensor<8x32x32xf32> loc(#loc541)
    %extracted_slice_48 = tensor.extract_slice %142[0, 0, 64] [8, 32, 32] [1, 1, 1] : tensor<8x32x96xf32> to tensor<8x32x32xf32> loc(#loc541)
    %expanded_49 = tensor.expand_shape %extracted_slice_46 [[0], [1], [2, 3]] output_shape [8, 32, 4, 8] : tensor<8x32x32xf32> into tensor<8x32x4x8xf32> loc(#loc1008)
    %143 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_49 : tensor<8x32x4x8xf32>) outs(%37 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/reshape"(#loc483)), %out: f32 loc("jit(step)/jvp(h.1)/transpose"(#loc484))):
      linalg.yield %in : f32 loc(#loc1009)
    } -> tensor<8x4x32x8xf32> loc(#loc1009)
    %expanded_50 = tensor.expand_shape %extracted_slice_47 [[0], [1], [2, 3]] output_shape [8, 32, 4, 8] : tensor<8x32x32xf32> into tensor<8x32x4x8xf32> loc(#loc1010)
    %144 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_50 : tensor<8x32x4x8xf32>) outs(%37 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/reshape"(#loc485)), %out: f32 loc("jit(step)/jvp(h.1)/transpose"(#loc486))):
      linalg.yield %in : f32 loc(#loc1011)
    } -> tensor<8x4x32x8xf32> loc(#loc1011)
    %expanded_51 = tensor.expand_shape %extracted_slice_48 [[0], [1], [2, 3]] output_shape [8, 32, 4, 8] : tensor<8x32x32xf32> into tensor<8x32x4x8xf32> loc(#loc1012)
    %145 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_51 : tensor<8x32x4x8xf32>) outs(%37 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/reshape"(#loc487)), %out: f32 loc("jit(step)/jvp(h.1)/transpose"(#loc488))):
      linalg.yield %in : f32 loc(#loc1013)
    } -> tensor<8x4x32x8xf32> loc(#loc1013)
    %146 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%144 : tensor<8x4x32x8xf32>) outs(%41 : tensor<8x4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/transpose"(#loc486)), %out: f32 loc("jit(step)/jvp(h.1)/transpose"(#loc331))):
      linalg.yield %in : f32 loc(#loc542)
    } -> tensor<8x4x8x32xf32> loc(#loc542)
    %collapsed_52 = tensor.collapse_shape %143 [[0, 1], [2], [3]] : tensor<8x4x32x8xf32> into tensor<32x32x8xf32> loc(#loc543)
    %collapsed_53 = tensor.collapse_shape %146 [[0, 1], [2], [3]] : tensor<8x4x8x32xf32> into tensor<32x8x32xf32> loc(#loc543)
    %147 = linalg.batch_matmul ins(%collapsed_52, %collapsed_53 : tensor<32x32x8xf32>, tensor<32x8x32xf32>) outs(%44 : tensor<32x32x32xf32>) -> tensor<32x32x32xf32> loc(#loc543)
    %expanded_54 = tensor.expand_shape %147 [[0, 1], [2], [3]] output_shape [8, 4, 32, 32] : tensor<32x32x32xf32> into tensor<8x4x32x32xf32> loc(#loc543)
    %148 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_54, %49 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/dot_general"(#loc332)), %in_314: f32 loc("jit(step)/jvp(h.0)/div"(#loc334)), %out: f32 loc("jit(step)/jvp(h.1)/div"(#loc334))):
      %1048 = arith.divf %in, %in_314 : f32 loc(#loc544)
      linalg.yield %1048 : f32 loc(#loc544)
    } -> tensor<8x4x32x32xf32> loc(#loc544)
    %149 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %148 : tensor<8x4x32x32xi1>, tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc94 at #loc494)), %in_314: f32 loc("jit(step)/jvp(h.1)/div"(#loc334)), %out: f32 loc(callsite(#loc63 at #loc545))):
      %1048 = arith.select %in, %in_314, %cst_12 : f32 loc(#loc1067)
      linalg.yield %1048 : f32 loc(#loc1067)
    } -> tensor<8x4x32x32xf32> loc(#loc1067)
    %150 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%149 : tensor<8x4x32x32xf32>) outs(%60 : tensor<8x4x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/reduce_max"(#loc337)), %out: f32 loc("jit(step)/jvp(h.1)/reduce_max"(#loc337))):
      %1048 = arith.maximumf %out, %in : f32 loc(#loc546)
      linalg.yield %1048 : f32 loc(#loc546)
    } -> tensor<8x4x32xf32> loc(#loc546)
    %151 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%150 : tensor<8x4x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/max"(#loc337)), %out: f32 loc("jit(step)/jvp(h.1)/sub"(#loc337))):
      linalg.yield %in : f32 loc(#loc547)
    } -> tensor<8x4x32x32xf32> loc(#loc547)
    %152 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%149, %151 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc63 at #loc545)), %in_314: f32 loc("jit(step)/jvp(h.1)/sub"(#loc337)), %out: f32 loc("jit(step)/jvp(h.1)/sub"(#loc337))):
      %1048 = arith.subf %in, %in_314 : f32 loc(#loc547)
      linalg.yield %1048 : f32 loc(#loc547)
    } -> tensor<8x4x32x32xf32> loc(#loc547)
    %153 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%152 : tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/sub"(#loc337)), %out: f32 loc("jit(step)/jvp(h.1)/exp"(#loc337))):
      %1048 = math.exp %in : f32 loc(#loc549)
      linalg.yield %1048 : f32 loc(#loc549)
    } -> tensor<8x4x32x32xf32> loc(#loc549)
    %154 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%153 : tensor<8x4x32x32xf32>) outs(%65 : tensor<8x4x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/reduce_sum"(#loc337)), %out: f32 loc("jit(step)/jvp(h.1)/reduce_sum"(#loc337))):
      %1048 = arith.addf %out, %in : f32 loc(#loc550)
      linalg.yield %1048 : f32 loc(#loc550)
    } -> tensor<8x4x32xf32> loc(#loc550)
    %expanded_55 = tensor.expand_shape %154 [[0], [1], [2, 3]] output_shape [8, 4, 32, 1] : tensor<8x4x32xf32> into tensor<8x4x32x1xf32> loc(#loc551)
    %155 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%154 : tensor<8x4x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/reduce_sum"(#loc337)), %out: f32 loc("jit(step)/jvp(h.1)/div"(#loc337))):
      linalg.yield %in : f32 loc(#loc552)
    } -> tensor<8x4x32x32xf32> loc(#loc552)
    %156 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%153, %155 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/exp"(#loc337)), %in_314: f32 loc("jit(step)/jvp(h.1)/div"(#loc337)), %out: f32 loc("jit(step)/jvp(h.1)/div"(#loc337))):
      %1048 = arith.divf %in, %in_314 : f32 loc(#loc552)
      linalg.yield %1048 : f32 loc(#loc552)
    } -> tensor<8x4x32x32xf32> loc(#loc552)
    %157 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_55 : tensor<8x4x32x1xf32>) outs(%69 : tensor<8x4x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/broadcast_in_dim"(#loc337)), %out: f32 loc("jit(step)/jvp(h.1)/mul"(#loc502))):
      %1048 = arith.mulf %in, %in : f32 loc(#loc1015)
      linalg.yield %1048 : f32 loc(#loc1015)
    } -> tensor<8x4x32x1xf32> loc(#loc1015)
    %158 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%157 : tensor<8x4x32x1xf32>) outs(%69 : tensor<8x4x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/mul"(#loc502)), %out: f32 loc("jit(step)/jvp(h.1)/div"(#loc502))):
      %1048 = arith.divf %cst_10, %in : f32 loc(#loc1016)
      linalg.yield %1048 : f32 loc(#loc1016)
    } -> tensor<8x4x32x1xf32> loc(#loc1016)
    %collapsed_56 = tensor.collapse_shape %156 [[0, 1], [2], [3]] : tensor<8x4x32x32xf32> into tensor<32x32x32xf32> loc(#loc553)
    %collapsed_57 = tensor.collapse_shape %145 [[0, 1], [2], [3]] : tensor<8x4x32x8xf32> into tensor<32x32x8xf32> loc(#loc553)
    %159 = linalg.batch_matmul ins(%collapsed_56, %collapsed_57 : tensor<32x32x32xf32>, tensor<32x32x8xf32>) outs(%73 : tensor<32x32x8xf32>) -> tensor<32x32x8xf32> loc(#loc553)
    %expanded_58 = tensor.expand_shape %159 [[0, 1], [2], [3]] output_shape [8, 4, 32, 8] : tensor<32x32x8xf32> into tensor<8x4x32x8xf32> loc(#loc553)
    %160 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_58 : tensor<8x4x32x8xf32>) outs(%75 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/dot_general"(#loc338)), %out: f32 loc("jit(step)/jvp(h.1)/transpose"(#loc339))):
      linalg.yield %in : f32 loc(#loc554)
    } -> tensor<8x32x4x8xf32> loc(#loc554)
    %collapsed_59 = tensor.collapse_shape %160 [[0, 1], [2, 3]] : tensor<8x32x4x8xf32> into tensor<256x32xf32> loc(#loc555)
    %161 = linalg.matmul ins(%collapsed_59, %arg20 : tensor<256x32xf32>, tensor<32x32xf32>) outs(%78 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc555)
    %expanded_60 = tensor.expand_shape %161 [[0, 1], [2]] output_shape [8, 32, 32] : tensor<256x32xf32> into tensor<8x32x32xf32> loc(#loc555)
    %162 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg21 : tensor<32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("params['h'][1]['proj_b']"), %out: f32 loc("jit(step)/jvp(h.1)/add"(#loc341))):
      linalg.yield %in : f32 loc(#loc556)
    } -> tensor<8x32x32xf32> loc(#loc556)
    %163 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_60, %162 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/dot_general"(#loc340)), %in_314: f32 loc("jit(step)/jvp(h.1)/add"(#loc341)), %out: f32 loc("jit(step)/jvp(h.1)/add"(#loc341))):
      %1048 = arith.addf %in, %in_314 : f32 loc(#loc556)
      linalg.yield %1048 : f32 loc(#loc556)
    } -> tensor<8x32x32xf32> loc(#loc556)
    %164 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%121, %163 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/add"(#loc261)), %in_314: f32 loc("jit(step)/jvp(h.1)/add"(#loc341)), %out: f32 loc("jit(step)/jvp(h.1)/add"(#loc254))):
      %1048 = arith.addf %in, %in_314 : f32 loc(#loc362)
      linalg.yield %1048 : f32 loc(#loc362)
    } -> tensor<8x32x32xf32> loc(#loc362)
    %165 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%164 : tensor<8x32x32xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/reduce_sum"(#loc343)), %out: f32 loc("jit(step)/jvp(h.1)/reduce_sum"(#loc343))):
      %1048 = arith.addf %out, %in : f32 loc(#loc557)
      linalg.yield %1048 : f32 loc(#loc557)
    } -> tensor<8x32xf32> loc(#loc557)
    %expanded_61 = tensor.expand_shape %165 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc558)
    %166 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_61 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/broadcast_in_dim"(#loc343)), %out: f32 loc("jit(step)/jvp(h.1)/div"(#loc343))):
      %1048 = arith.divf %in, %cst_16 : f32 loc(#loc559)
      linalg.yield %1048 : f32 loc(#loc559)
    } -> tensor<8x32x1xf32> loc(#loc559)
    %167 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%166 : tensor<8x32x1xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/div"(#loc343)), %out: f32 loc("jit(step)/jvp(h.1)/sub"(#loc344))):
      linalg.yield %in : f32 loc(#loc560)
    } -> tensor<8x32x32xf32> loc(#loc560)
    %168 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%164, %167 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/add"(#loc254)), %in_314: f32 loc("jit(step)/jvp(h.1)/sub"(#loc344)), %out: f32 loc("jit(step)/jvp(h.1)/sub"(#loc344))):
      %1048 = arith.subf %in, %in_314 : f32 loc(#loc560)
      linalg.yield %1048 : f32 loc(#loc560)
    } -> tensor<8x32x32xf32> loc(#loc560)
    %169 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%168 : tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/sub"(#loc344)), %out: f32 loc("jit(step)/jvp(h.1)/integer_pow"(#loc345))):
      %1048 = arith.mulf %in, %in : f32 loc(#loc561)
      linalg.yield %1048 : f32 loc(#loc561)
    } -> tensor<8x32x32xf32> loc(#loc561)
    %170 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%168 : tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/sub"(#loc344)), %out: f32 loc("jit(step)/jvp(h.1)/mul"(#loc345))):
      %1048 = arith.mulf %in, %cst_15 : f32 loc(#loc562)
      linalg.yield %1048 : f32 loc(#loc562)
    } -> tensor<8x32x32xf32> loc(#loc562)
    %171 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%169 : tensor<8x32x32xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/reduce_sum"(#loc346)), %out: f32 loc("jit(step)/jvp(h.1)/reduce_sum"(#loc346))):
      %1048 = arith.addf %out, %in : f32 loc(#loc563)
      linalg.yield %1048 : f32 loc(#loc563)
    } -> tensor<8x32xf32> loc(#loc563)
    %expanded_62 = tensor.expand_shape %171 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc564)
    %172 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_62 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/broadcast_in_dim"(#loc346)), %out: f32 loc("jit(step)/jvp(h.1)/div"(#loc346))):
      %1048 = arith.divf %in, %cst_16 : f32 loc(#loc565)
      linalg.yield %1048 : f32 loc(#loc565)
    } -> tensor<8x32x1xf32> loc(#loc565)
    %173 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%172 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/div"(#loc346)), %out: f32 loc("jit(step)/jvp(h.1)/add"(#loc347))):
      %1048 = arith.addf %in, %cst_14 : f32 loc(#loc566)
      linalg.yield %1048 : f32 loc(#loc566)
    } -> tensor<8x32x1xf32> loc(#loc566)
    %174 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%173 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/add"(#loc347)), %out: f32 loc("jit(step)/jvp(h.1)/rsqrt"(#loc348))):
      %1048 = math.rsqrt %in : f32 loc(#loc567)
      linalg.yield %1048 : f32 loc(#loc567)
    } -> tensor<8x32x1xf32> loc(#loc567)
    %175 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%174, %173 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/rsqrt"(#loc348)), %in_314: f32 loc("jit(step)/jvp(h.1)/add"(#loc347)), %out: f32 loc("jit(step)/jvp(h.1)/div"(#loc348))):
      %1048 = arith.divf %in, %in_314 : f32 loc(#loc568)
      linalg.yield %1048 : f32 loc(#loc568)
    } -> tensor<8x32x1xf32> loc(#loc568)
    %176 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%175 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/div"(#loc348)), %out: f32 loc("jit(step)/jvp(h.1)/mul"(#loc348))):
      %1048 = arith.mulf %in, %cst_13 : f32 loc(#loc569)
      linalg.yield %1048 : f32 loc(#loc569)
    } -> tensor<8x32x1xf32> loc(#loc569)
    %177 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%174 : tensor<8x32x1xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/rsqrt"(#loc348)), %out: f32 loc("jit(step)/jvp(h.1)/mul"(#loc349))):
      linalg.yield %in : f32 loc(#loc570)
    } -> tensor<8x32x32xf32> loc(#loc570)
    %178 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%168, %177 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/sub"(#loc344)), %in_314: f32 loc("jit(step)/jvp(h.1)/mul"(#loc349)), %out: f32 loc("jit(step)/jvp(h.1)/mul"(#loc349))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc570)
      linalg.yield %1048 : f32 loc(#loc570)
    } -> tensor<8x32x32xf32> loc(#loc570)
    %179 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg17 : tensor<32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("params['h'][1]['ln2_g']"), %out: f32 loc("jit(step)/jvp(h.1)/mul"(#loc350))):
      linalg.yield %in : f32 loc(#loc571)
    } -> tensor<8x32x32xf32> loc(#loc571)
    %180 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%178, %179 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/mul"(#loc349)), %in_314: f32 loc("jit(step)/jvp(h.1)/mul"(#loc350)), %out: f32 loc("jit(step)/jvp(h.1)/mul"(#loc350))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc571)
      linalg.yield %1048 : f32 loc(#loc571)
    } -> tensor<8x32x32xf32> loc(#loc571)
    %181 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg16 : tensor<32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("params['h'][1]['ln2_b']"), %out: f32 loc("jit(step)/jvp(h.1)/add"(#loc351))):
      linalg.yield %in : f32 loc(#loc572)
    } -> tensor<8x32x32xf32> loc(#loc572)
    %182 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%180, %181 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/mul"(#loc350)), %in_314: f32 loc("jit(step)/jvp(h.1)/add"(#loc351)), %out: f32 loc("jit(step)/jvp(h.1)/add"(#loc351))):
      %1048 = arith.addf %in, %in_314 : f32 loc(#loc572)
      linalg.yield %1048 : f32 loc(#loc572)
    } -> tensor<8x32x32xf32> loc(#loc572)
    %collapsed_63 = tensor.collapse_shape %182 [[0, 1], [2]] : tensor<8x32x32xf32> into tensor<256x32xf32> loc(#loc363)
    %183 = linalg.matmul ins(%collapsed_63, %arg12 : tensor<256x32xf32>, tensor<32x128xf32>) outs(%102 : tensor<256x128xf32>) -> tensor<256x128xf32> loc(#loc363)
    %expanded_64 = tensor.expand_shape %183 [[0, 1], [2]] output_shape [8, 32, 128] : tensor<256x128xf32> into tensor<8x32x128xf32> loc(#loc363)
    %184 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg13 : tensor<128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("params['h'][1]['fc_b']"), %out: f32 loc("jit(step)/jvp(h.1)/add"(#loc257))):
      linalg.yield %in : f32 loc(#loc364)
    } -> tensor<8x32x128xf32> loc(#loc364)
    %185 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_64, %184 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/dot_general"(#loc256)), %in_314: f32 loc("jit(step)/jvp(h.1)/add"(#loc257)), %out: f32 loc("jit(step)/jvp(h.1)/add"(#loc257))):
      %1048 = arith.addf %in, %in_314 : f32 loc(#loc364)
      linalg.yield %1048 : f32 loc(#loc364)
    } -> tensor<8x32x128xf32> loc(#loc364)
    %186 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%185 : tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/add"(#loc257)), %out: f32 loc("jit(step)/jvp(h.1)/integer_pow"(#loc258))):
      %1048 = arith.mulf %in, %in : f32 loc(#loc365)
      linalg.yield %1048 : f32 loc(#loc365)
    } -> tensor<8x32x128xf32> loc(#loc365)
    %187 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%186, %185 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/integer_pow"(#loc258)), %in_314: f32 loc("jit(step)/jvp(h.1)/add"(#loc257)), %out: f32 loc("jit(step)/jvp(h.1)/integer_pow"(#loc258))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc365)
      linalg.yield %1048 : f32 loc(#loc365)
    } -> tensor<8x32x128xf32> loc(#loc365)
    %188 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%186 : tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/integer_pow"(#loc258)), %out: f32 loc("jit(step)/jvp(h.1)/mul"(#loc258))):
      %1048 = arith.mulf %in, %cst_9 : f32 loc(#loc366)
      linalg.yield %1048 : f32 loc(#loc366)
    } -> tensor<8x32x128xf32> loc(#loc366)
    %189 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%187 : tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/integer_pow"(#loc258)), %out: f32 loc("jit(step)/jvp(h.1)/mul"(#loc258))):
      %1048 = arith.mulf %in, %cst_8 : f32 loc(#loc366)
      linalg.yield %1048 : f32 loc(#loc366)
    } -> tensor<8x32x128xf32> loc(#loc366)
    %190 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%185, %189 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/add"(#loc257)), %in_314: f32 loc("jit(step)/jvp(h.1)/mul"(#loc258)), %out: f32 loc("jit(step)/jvp(h.1)/add"(#loc258))):
      %1048 = arith.addf %in, %in_314 : f32 loc(#loc367)
      linalg.yield %1048 : f32 loc(#loc367)
    } -> tensor<8x32x128xf32> loc(#loc367)
    %191 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%190 : tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/add"(#loc258)), %out: f32 loc("jit(step)/jvp(h.1)/mul"(#loc258))):
      %1048 = arith.mulf %in, %cst_7 : f32 loc(#loc366)
      linalg.yield %1048 : f32 loc(#loc366)
    } -> tensor<8x32x128xf32> loc(#loc366)
    %192 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%191 : tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/mul"(#loc258)), %out: f32 loc("jit(step)/jvp(h.1)/tanh"(#loc258))):
      %1048 = math.tanh %in : f32 loc(#loc368)
      linalg.yield %1048 : f32 loc(#loc368)
    } -> tensor<8x32x128xf32> loc(#loc368)
    %193 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%192 : tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/tanh"(#loc258)), %out: f32 loc("jit(step)/jvp(h.1)/sub"(#loc258))):
      %1048 = arith.subf %cst_10, %in : f32 loc(#loc369)
      linalg.yield %1048 : f32 loc(#loc369)
    } -> tensor<8x32x128xf32> loc(#loc369)
    %194 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%192 : tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/tanh"(#loc258)), %out: f32 loc("jit(step)/jvp(h.1)/add"(#loc258))):
      %1048 = arith.addf %in, %cst_10 : f32 loc(#loc367)
      linalg.yield %1048 : f32 loc(#loc367)
    } -> tensor<8x32x128xf32> loc(#loc367)
    %195 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%194 : tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/add"(#loc258)), %out: f32 loc("jit(step)/jvp(h.1)/mul"(#loc258))):
      %1048 = arith.mulf %in, %cst_6 : f32 loc(#loc366)
      linalg.yield %1048 : f32 loc(#loc366)
    } -> tensor<8x32x128xf32> loc(#loc366)
    %196 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%185, %195 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/add"(#loc257)), %in_314: f32 loc("jit(step)/jvp(h.1)/mul"(#loc258)), %out: f32 loc("jit(step)/jvp(h.1)/mul"(#loc258))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc366)
      linalg.yield %1048 : f32 loc(#loc366)
    } -> tensor<8x32x128xf32> loc(#loc366)
    %collapsed_65 = tensor.collapse_shape %196 [[0, 1], [2]] : tensor<8x32x128xf32> into tensor<256x128xf32> loc(#loc370)
    %197 = linalg.matmul ins(%collapsed_65, %arg18 : tensor<256x128xf32>, tensor<128x32xf32>) outs(%78 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc370)
    %expanded_66 = tensor.expand_shape %197 [[0, 1], [2]] output_shape [8, 32, 32] : tensor<256x32xf32> into tensor<8x32x32xf32> loc(#loc370)
    %198 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%164, %expanded_66 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/add"(#loc254)), %in_314: f32 loc("jit(step)/jvp(h.1)/dot_general"(#loc259)), %out: f32 loc("jit(step)/jvp(h.1)/add"(#loc260))):
      %1048 = arith.addf %in, %in_314 : f32 loc(#loc371)
      linalg.yield %1048 : f32 loc(#loc371)
    } -> tensor<8x32x32xf32> loc(#loc371)
    %199 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg19 : tensor<32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("params['h'][1]['out_b']"), %out: f32 loc("jit(step)/jvp(h.1)/add"(#loc261))):
      linalg.yield %in : f32 loc(#loc372)
    } -> tensor<8x32x32xf32> loc(#loc372)
    %200 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%198, %199 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/add"(#loc260)), %in_314: f32 loc("jit(step)/jvp(h.1)/add"(#loc261)), %out: f32 loc("jit(step)/jvp(h.1)/add"(#loc261))):
      %1048 = arith.addf %in, %in_314 : f32 loc(#loc372)
      linalg.yield %1048 : f32 loc(#loc372)
    } -> tensor<8x32x32xf32> loc(#loc372)
    %201 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%200 : tensor<8x32x32xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/reduce_sum"(#loc316)), %out: f32 loc("jit(step)/jvp(h.2)/reduce_sum"(#loc316))):
      %1048 = arith.addf %out, %in : f32 loc(#loc573)
      linalg.yield %1048 : f32 loc(#loc573)
    } -> tensor<8x32xf32> loc(#loc573)
    %expanded_67 = tensor.expand_shape %201 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc574)
    %202 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_67 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/broadcast_in_dim"(#loc316)), %out: f32 loc("jit(step)/jvp(h.2)/div"(#loc316))):
      %1048 = arith.divf %in, %cst_16 : f32 loc(#loc575)
      linalg.yield %1048 : f32 loc(#loc575)
    } -> tensor<8x32x1xf32> loc(#loc575)
    %203 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%202 : tensor<8x32x1xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/div"(#loc316)), %out: f32 loc("jit(step)/jvp(h.2)/sub"(#loc317))):
      linalg.yield %in : f32 loc(#loc576)
    } -> tensor<8x32x32xf32> loc(#loc576)
    %204 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%200, %203 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/add"(#loc261)), %in_314: f32 loc("jit(step)/jvp(h.2)/sub"(#loc317)), %out: f32 loc("jit(step)/jvp(h.2)/sub"(#loc317))):
      %1048 = arith.subf %in, %in_314 : f32 loc(#loc576)
      linalg.yield %1048 : f32 loc(#loc576)
    } -> tensor<8x32x32xf32> loc(#loc576)
    %205 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%204 : tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/sub"(#loc317)), %out: f32 loc("jit(step)/jvp(h.2)/integer_pow"(#loc318))):
      %1048 = arith.mulf %in, %in : f32 loc(#loc577)
      linalg.yield %1048 : f32 loc(#loc577)
    } -> tensor<8x32x32xf32> loc(#loc577)
    %206 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%204 : tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/sub"(#loc317)), %out: f32 loc("jit(step)/jvp(h.2)/mul"(#loc318))):
      %1048 = arith.mulf %in, %cst_15 : f32 loc(#loc578)
      linalg.yield %1048 : f32 loc(#loc578)
    } -> tensor<8x32x32xf32> loc(#loc578)
    %207 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%205 : tensor<8x32x32xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/reduce_sum"(#loc319)), %out: f32 loc("jit(step)/jvp(h.2)/reduce_sum"(#loc319))):
      %1048 = arith.addf %out, %in : f32 loc(#loc579)
      linalg.yield %1048 : f32 loc(#loc579)
    } -> tensor<8x32xf32> loc(#loc579)
    %expanded_68 = tensor.expand_shape %207 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc580)
    %208 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_68 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/broadcast_in_dim"(#loc319)), %out: f32 loc("jit(step)/jvp(h.2)/div"(#loc319))):
      %1048 = arith.divf %in, %cst_16 : f32 loc(#loc581)
      linalg.yield %1048 : f32 loc(#loc581)
    } -> tensor<8x32x1xf32> loc(#loc581)
    %209 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%208 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/div"(#loc319)), %out: f32 loc("jit(step)/jvp(h.2)/add"(#loc320))):
      %1048 = arith.addf %in, %cst_14 : f32 loc(#loc582)
      linalg.yield %1048 : f32 loc(#loc582)
    } -> tensor<8x32x1xf32> loc(#loc582)
    %210 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%209 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/add"(#loc320)), %out: f32 loc("jit(step)/jvp(h.2)/rsqrt"(#loc321))):
      %1048 = math.rsqrt %in : f32 loc(#loc583)
      linalg.yield %1048 : f32 loc(#loc583)
    } -> tensor<8x32x1xf32> loc(#loc583)
    %211 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%210, %209 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/rsqrt"(#loc321)), %in_314: f32 loc("jit(step)/jvp(h.2)/add"(#loc320)), %out: f32 loc("jit(step)/jvp(h.2)/div"(#loc321))):
      %1048 = arith.divf %in, %in_314 : f32 loc(#loc584)
      linalg.yield %1048 : f32 loc(#loc584)
    } -> tensor<8x32x1xf32> loc(#loc584)
    %212 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%211 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/div"(#loc321)), %out: f32 loc("jit(step)/jvp(h.2)/mul"(#loc321))):
      %1048 = arith.mulf %in, %cst_13 : f32 loc(#loc585)
      linalg.yield %1048 : f32 loc(#loc585)
    } -> tensor<8x32x1xf32> loc(#loc585)
    %213 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%210 : tensor<8x32x1xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/rsqrt"(#loc321)), %out: f32 loc("jit(step)/jvp(h.2)/mul"(#loc322))):
      linalg.yield %in : f32 loc(#loc586)
    } -> tensor<8x32x32xf32> loc(#loc586)
    %214 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%204, %213 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/sub"(#loc317)), %in_314: f32 loc("jit(step)/jvp(h.2)/mul"(#loc322)), %out: f32 loc("jit(step)/jvp(h.2)/mul"(#loc322))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc586)
      linalg.yield %1048 : f32 loc(#loc586)
    } -> tensor<8x32x32xf32> loc(#loc586)
    %215 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg27 : tensor<32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("params['h'][2]['ln1_g']"), %out: f32 loc("jit(step)/jvp(h.2)/mul"(#loc323))):
      linalg.yield %in : f32 loc(#loc587)
    } -> tensor<8x32x32xf32> loc(#loc587)
    %216 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%214, %215 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/mul"(#loc322)), %in_314: f32 loc("jit(step)/jvp(h.2)/mul"(#loc323)), %out: f32 loc("jit(step)/jvp(h.2)/mul"(#loc323))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc587)
      linalg.yield %1048 : f32 loc(#loc587)
    } -> tensor<8x32x32xf32> loc(#loc587)
    %217 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg26 : tensor<32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("params['h'][2]['ln1_b']"), %out: f32 loc("jit(step)/jvp(h.2)/add"(#loc324))):
      linalg.yield %in : f32 loc(#loc588)
    } -> tensor<8x32x32xf32> loc(#loc588)
    %218 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%216, %217 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/mul"(#loc323)), %in_314: f32 loc("jit(step)/jvp(h.2)/add"(#loc324)), %out: f32 loc("jit(step)/jvp(h.2)/add"(#loc324))):
      %1048 = arith.addf %in, %in_314 : f32 loc(#loc588)
      linalg.yield %1048 : f32 loc(#loc588)
    } -> tensor<8x32x32xf32> loc(#loc588)
    %collapsed_69 = tensor.collapse_shape %218 [[0, 1], [2]] : tensor<8x32x32xf32> into tensor<256x32xf32> loc(#loc589)
    %219 = linalg.matmul ins(%collapsed_69, %arg34 : tensor<256x32xf32>, tensor<32x96xf32>) outs(%32 : tensor<256x96xf32>) -> tensor<256x96xf32> loc(#loc589)
    %expanded_70 = tensor.expand_shape %219 [[0, 1], [2]] output_shape [8, 32, 96] : tensor<256x96xf32> into tensor<8x32x96xf32> loc(#loc589)
    %220 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg35 : tensor<96xf32>) outs(%34 : tensor<8x32x96xf32>) {
    ^bb0(%in: f32 loc("params['h'][2]['qkv_b']"), %out: f32 loc("jit(step)/jvp(h.2)/add"(#loc326))):
      linalg.yield %in : f32 loc(#loc590)
    } -> tensor<8x32x96xf32> loc(#loc590)
    %221 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_70, %220 : tensor<8x32x96xf32>, tensor<8x32x96xf32>) outs(%34 : tensor<8x32x96xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/dot_general"(#loc325)), %in_314: f32 loc("jit(step)/jvp(h.2)/add"(#loc326)), %out: f32 loc("jit(step)/jvp(h.2)/add"(#loc326))):
      %1048 = arith.addf %in, %in_314 : f32 loc(#loc590)
      linalg.yield %1048 : f32 loc(#loc590)
    } -> tensor<8x32x96xf32> loc(#loc590)
    %extracted_slice_71 = tensor.extract_slice %221[0, 0, 0] [8, 32, 32] [1, 1, 1] : tensor<8x32x96xf32> to tensor<8x32x32xf32> loc(#loc591)
    %extracted_slice_72 = tensor.extract_slice %221[0, 0, 32] [8, 32, 32] [1, 1, 1] : tensor<8x32x96xf32> to tensor<8x32x32xf32> loc(#loc591)
    %extracted_slice_73 = tensor.extract_slice %221[0, 0, 64] [8, 32, 32] [1, 1, 1] : tensor<8x32x96xf32> to tensor<8x32x32xf32> loc(#loc591)
    %expanded_74 = tensor.expand_shape %extracted_slice_71 [[0], [1], [2, 3]] output_shape [8, 32, 4, 8] : tensor<8x32x32xf32> into tensor<8x32x4x8xf32> loc(#loc1017)
    %222 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_74 : tensor<8x32x4x8xf32>) outs(%37 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/reshape"(#loc483)), %out: f32 loc("jit(step)/jvp(h.2)/transpose"(#loc484))):
      linalg.yield %in : f32 loc(#loc1018)
    } -> tensor<8x4x32x8xf32> loc(#loc1018)
    %expanded_75 = tensor.expand_shape %extracted_slice_72 [[0], [1], [2, 3]] output_shape [8, 32, 4, 8] : tensor<8x32x32xf32> into tensor<8x32x4x8xf32> loc(#loc1019)
    %223 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_75 : tensor<8x32x4x8xf32>) outs(%37 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/reshape"(#loc485)), %out: f32 loc("jit(step)/jvp(h.2)/transpose"(#loc486))):
      linalg.yield %in : f32 loc(#loc1020)
    } -> tensor<8x4x32x8xf32> loc(#loc1020)
    %expanded_76 = tensor.expand_shape %extracted_slice_73 [[0], [1], [2, 3]] output_shape [8, 32, 4, 8] : tensor<8x32x32xf32> into tensor<8x32x4x8xf32> loc(#loc1021)
    %224 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_76 : tensor<8x32x4x8xf32>) outs(%37 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/reshape"(#loc487)), %out: f32 loc("jit(step)/jvp(h.2)/transpose"(#loc488))):
      linalg.yield %in : f32 loc(#loc1022)
    } -> tensor<8x4x32x8xf32> loc(#loc1022)
    %225 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%223 : tensor<8x4x32x8xf32>) outs(%41 : tensor<8x4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/transpose"(#loc486)), %out: f32 loc("jit(step)/jvp(h.2)/transpose"(#loc331))):
      linalg.yield %in : f32 loc(#loc592)
    } -> tensor<8x4x8x32xf32> loc(#loc592)
    %collapsed_77 = tensor.collapse_shape %222 [[0, 1], [2], [3]] : tensor<8x4x32x8xf32> into tensor<32x32x8xf32> loc(#loc593)
    %collapsed_78 = tensor.collapse_shape %225 [[0, 1], [2], [3]] : tensor<8x4x8x32xf32> into tensor<32x8x32xf32> loc(#loc593)
    %226 = linalg.batch_matmul ins(%collapsed_77, %collapsed_78 : tensor<32x32x8xf32>, tensor<32x8x32xf32>) outs(%44 : tensor<32x32x32xf32>) -> tensor<32x32x32xf32> loc(#loc593)
    %expanded_79 = tensor.expand_shape %226 [[0, 1], [2], [3]] output_shape [8, 4, 32, 32] : tensor<32x32x32xf32> into tensor<8x4x32x32xf32> loc(#loc593)
    %227 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_79, %49 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/dot_general"(#loc332)), %in_314: f32 loc("jit(step)/jvp(h.0)/div"(#loc334)), %out: f32 loc("jit(step)/jvp(h.2)/div"(#loc334))):
      %1048 = arith.divf %in, %in_314 : f32 loc(#loc594)
      linalg.yield %1048 : f32 loc(#loc594)
    } -> tensor<8x4x32x32xf32> loc(#loc594)
    %228 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %227 : tensor<8x4x32x32xi1>, tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc94 at #loc494)), %in_314: f32 loc("jit(step)/jvp(h.2)/div"(#loc334)), %out: f32 loc(callsite(#loc63 at #loc595))):
      %1048 = arith.select %in, %in_314, %cst_12 : f32 loc(#loc1068)
      linalg.yield %1048 : f32 loc(#loc1068)
    } -> tensor<8x4x32x32xf32> loc(#loc1068)
    %229 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%228 : tensor<8x4x32x32xf32>) outs(%60 : tensor<8x4x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/reduce_max"(#loc337)), %out: f32 loc("jit(step)/jvp(h.2)/reduce_max"(#loc337))):
      %1048 = arith.maximumf %out, %in : f32 loc(#loc596)
      linalg.yield %1048 : f32 loc(#loc596)
    } -> tensor<8x4x32xf32> loc(#loc596)
    %230 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%229 : tensor<8x4x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/max"(#loc337)), %out: f32 loc("jit(step)/jvp(h.2)/sub"(#loc337))):
      linalg.yield %in : f32 loc(#loc597)
    } -> tensor<8x4x32x32xf32> loc(#loc597)
    %231 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%228, %230 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc63 at #loc595)), %in_314: f32 loc("jit(step)/jvp(h.2)/sub"(#loc337)), %out: f32 loc("jit(step)/jvp(h.2)/sub"(#loc337))):
      %1048 = arith.subf %in, %in_314 : f32 loc(#loc597)
      linalg.yield %1048 : f32 loc(#loc597)
    } -> tensor<8x4x32x32xf32> loc(#loc597)
    %232 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%231 : tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/sub"(#loc337)), %out: f32 loc("jit(step)/jvp(h.2)/exp"(#loc337))):
      %1048 = math.exp %in : f32 loc(#loc599)
      linalg.yield %1048 : f32 loc(#loc599)
    } -> tensor<8x4x32x32xf32> loc(#loc599)
    %233 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%232 : tensor<8x4x32x32xf32>) outs(%65 : tensor<8x4x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/reduce_sum"(#loc337)), %out: f32 loc("jit(step)/jvp(h.2)/reduce_sum"(#loc337))):
      %1048 = arith.addf %out, %in : f32 loc(#loc600)
      linalg.yield %1048 : f32 loc(#loc600)
    } -> tensor<8x4x32xf32> loc(#loc600)
    %expanded_80 = tensor.expand_shape %233 [[0], [1], [2, 3]] output_shape [8, 4, 32, 1] : tensor<8x4x32xf32> into tensor<8x4x32x1xf32> loc(#loc601)
    %234 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%233 : tensor<8x4x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/reduce_sum"(#loc337)), %out: f32 loc("jit(step)/jvp(h.2)/div"(#loc337))):
      linalg.yield %in : f32 loc(#loc602)
    } -> tensor<8x4x32x32xf32> loc(#loc602)
    %235 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%232, %234 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/exp"(#loc337)), %in_314: f32 loc("jit(step)/jvp(h.2)/div"(#loc337)), %out: f32 loc("jit(step)/jvp(h.2)/div"(#loc337))):
      %1048 = arith.divf %in, %in_314 : f32 loc(#loc602)
      linalg.yield %1048 : f32 loc(#loc602)
    } -> tensor<8x4x32x32xf32> loc(#loc602)
    %236 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_80 : tensor<8x4x32x1xf32>) outs(%69 : tensor<8x4x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/broadcast_in_dim"(#loc337)), %out: f32 loc("jit(step)/jvp(h.2)/mul"(#loc502))):
      %1048 = arith.mulf %in, %in : f32 loc(#loc1024)
      linalg.yield %1048 : f32 loc(#loc1024)
    } -> tensor<8x4x32x1xf32> loc(#loc1024)
    %237 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%236 : tensor<8x4x32x1xf32>) outs(%69 : tensor<8x4x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/mul"(#loc502)), %out: f32 loc("jit(step)/jvp(h.2)/div"(#loc502))):
      %1048 = arith.divf %cst_10, %in : f32 loc(#loc1025)
      linalg.yield %1048 : f32 loc(#loc1025)
    } -> tensor<8x4x32x1xf32> loc(#loc1025)
    %collapsed_81 = tensor.collapse_shape %235 [[0, 1], [2], [3]] : tensor<8x4x32x32xf32> into tensor<32x32x32xf32> loc(#loc603)
    %collapsed_82 = tensor.collapse_shape %224 [[0, 1], [2], [3]] : tensor<8x4x32x8xf32> into tensor<32x32x8xf32> loc(#loc603)
    %238 = linalg.batch_matmul ins(%collapsed_81, %collapsed_82 : tensor<32x32x32xf32>, tensor<32x32x8xf32>) outs(%73 : tensor<32x32x8xf32>) -> tensor<32x32x8xf32> loc(#loc603)
    %expanded_83 = tensor.expand_shape %238 [[0, 1], [2], [3]] output_shape [8, 4, 32, 8] : tensor<32x32x8xf32> into tensor<8x4x32x8xf32> loc(#loc603)
    %239 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_83 : tensor<8x4x32x8xf32>) outs(%75 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/dot_general"(#loc338)), %out: f32 loc("jit(step)/jvp(h.2)/transpose"(#loc339))):
      linalg.yield %in : f32 loc(#loc604)
    } -> tensor<8x32x4x8xf32> loc(#loc604)
    %collapsed_84 = tensor.collapse_shape %239 [[0, 1], [2, 3]] : tensor<8x32x4x8xf32> into tensor<256x32xf32> loc(#loc605)
    %240 = linalg.matmul ins(%collapsed_84, %arg32 : tensor<256x32xf32>, tensor<32x32xf32>) outs(%78 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc605)
    %expanded_85 = tensor.expand_shape %240 [[0, 1], [2]] output_shape [8, 32, 32] : tensor<256x32xf32> into tensor<8x32x32xf32> loc(#loc605)
    %241 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg33 : tensor<32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("params['h'][2]['proj_b']"), %out: f32 loc("jit(step)/jvp(h.2)/add"(#loc341))):
      linalg.yield %in : f32 loc(#loc606)
    } -> tensor<8x32x32xf32> loc(#loc606)
    %242 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_85, %241 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/dot_general"(#loc340)), %in_314: f32 loc("jit(step)/jvp(h.2)/add"(#loc341)), %out: f32 loc("jit(step)/jvp(h.2)/add"(#loc341))):
      %1048 = arith.addf %in, %in_314 : f32 loc(#loc606)
      linalg.yield %1048 : f32 loc(#loc606)
    } -> tensor<8x32x32xf32> loc(#loc606)
    %243 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%200, %242 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/add"(#loc261)), %in_314: f32 loc("jit(step)/jvp(h.2)/add"(#loc341)), %out: f32 loc("jit(step)/jvp(h.2)/add"(#loc254))):
      %1048 = arith.addf %in, %in_314 : f32 loc(#loc373)
      linalg.yield %1048 : f32 loc(#loc373)
    } -> tensor<8x32x32xf32> loc(#loc373)
    %244 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%243 : tensor<8x32x32xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/reduce_sum"(#loc343)), %out: f32 loc("jit(step)/jvp(h.2)/reduce_sum"(#loc343))):
      %1048 = arith.addf %out, %in : f32 loc(#loc607)
      linalg.yield %1048 : f32 loc(#loc607)
    } -> tensor<8x32xf32> loc(#loc607)
    %expanded_86 = tensor.expand_shape %244 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc608)
    %245 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_86 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/broadcast_in_dim"(#loc343)), %out: f32 loc("jit(step)/jvp(h.2)/div"(#loc343))):
      %1048 = arith.divf %in, %cst_16 : f32 loc(#loc609)
      linalg.yield %1048 : f32 loc(#loc609)
    } -> tensor<8x32x1xf32> loc(#loc609)
    %246 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%245 : tensor<8x32x1xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/div"(#loc343)), %out: f32 loc("jit(step)/jvp(h.2)/sub"(#loc344))):
      linalg.yield %in : f32 loc(#loc610)
    } -> tensor<8x32x32xf32> loc(#loc610)
    %247 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%243, %246 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/add"(#loc254)), %in_314: f32 loc("jit(step)/jvp(h.2)/sub"(#loc344)), %out: f32 loc("jit(step)/jvp(h.2)/sub"(#loc344))):
      %1048 = arith.subf %in, %in_314 : f32 loc(#loc610)
      linalg.yield %1048 : f32 loc(#loc610)
    } -> tensor<8x32x32xf32> loc(#loc610)
    %248 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%247 : tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/sub"(#loc344)), %out: f32 loc("jit(step)/jvp(h.2)/integer_pow"(#loc345))):
      %1048 = arith.mulf %in, %in : f32 loc(#loc611)
      linalg.yield %1048 : f32 loc(#loc611)
    } -> tensor<8x32x32xf32> loc(#loc611)
    %249 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%247 : tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/sub"(#loc344)), %out: f32 loc("jit(step)/jvp(h.2)/mul"(#loc345))):
      %1048 = arith.mulf %in, %cst_15 : f32 loc(#loc612)
      linalg.yield %1048 : f32 loc(#loc612)
    } -> tensor<8x32x32xf32> loc(#loc612)
    %250 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%248 : tensor<8x32x32xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/reduce_sum"(#loc346)), %out: f32 loc("jit(step)/jvp(h.2)/reduce_sum"(#loc346))):
      %1048 = arith.addf %out, %in : f32 loc(#loc613)
      linalg.yield %1048 : f32 loc(#loc613)
    } -> tensor<8x32xf32> loc(#loc613)
    %expanded_87 = tensor.expand_shape %250 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc614)
    %251 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_87 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/broadcast_in_dim"(#loc346)), %out: f32 loc("jit(step)/jvp(h.2)/div"(#loc346))):
      %1048 = arith.divf %in, %cst_16 : f32 loc(#loc615)
      linalg.yield %1048 : f32 loc(#loc615)
    } -> tensor<8x32x1xf32> loc(#loc615)
    %252 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%251 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/div"(#loc346)), %out: f32 loc("jit(step)/jvp(h.2)/add"(#loc347))):
      %1048 = arith.addf %in, %cst_14 : f32 loc(#loc616)
      linalg.yield %1048 : f32 loc(#loc616)
    } -> tensor<8x32x1xf32> loc(#loc616)
    %253 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%252 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/add"(#loc347)), %out: f32 loc("jit(step)/jvp(h.2)/rsqrt"(#loc348))):
      %1048 = math.rsqrt %in : f32 loc(#loc617)
      linalg.yield %1048 : f32 loc(#loc617)
    } -> tensor<8x32x1xf32> loc(#loc617)
    %254 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%253, %252 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/rsqrt"(#loc348)), %in_314: f32 loc("jit(step)/jvp(h.2)/add"(#loc347)), %out: f32 loc("jit(step)/jvp(h.2)/div"(#loc348))):
      %1048 = arith.divf %in, %in_314 : f32 loc(#loc618)
      linalg.yield %1048 : f32 loc(#loc618)
    } -> tensor<8x32x1xf32> loc(#loc618)
    %255 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%254 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/div"(#loc348)), %out: f32 loc("jit(step)/jvp(h.2)/mul"(#loc348))):
      %1048 = arith.mulf %in, %cst_13 : f32 loc(#loc619)
      linalg.yield %1048 : f32 loc(#loc619)
    } -> tensor<8x32x1xf32> loc(#loc619)
    %256 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%253 : tensor<8x32x1xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/rsqrt"(#loc348)), %out: f32 loc("jit(step)/jvp(h.2)/mul"(#loc349))):
      linalg.yield %in : f32 loc(#loc620)
    } -> tensor<8x32x32xf32> loc(#loc620)
    %257 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%247, %256 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/sub"(#loc344)), %in_314: f32 loc("jit(step)/jvp(h.2)/mul"(#loc349)), %out: f32 loc("jit(step)/jvp(h.2)/mul"(#loc349))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc620)
      linalg.yield %1048 : f32 loc(#loc620)
    } -> tensor<8x32x32xf32> loc(#loc620)
    %258 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg29 : tensor<32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("params['h'][2]['ln2_g']"), %out: f32 loc("jit(step)/jvp(h.2)/mul"(#loc350))):
      linalg.yield %in : f32 loc(#loc621)
    } -> tensor<8x32x32xf32> loc(#loc621)
    %259 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%257, %258 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/mul"(#loc349)), %in_314: f32 loc("jit(step)/jvp(h.2)/mul"(#loc350)), %out: f32 loc("jit(step)/jvp(h.2)/mul"(#loc350))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc621)
      linalg.yield %1048 : f32 loc(#loc621)
    } -> tensor<8x32x32xf32> loc(#loc621)
    %260 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg28 : tensor<32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("params['h'][2]['ln2_b']"), %out: f32 loc("jit(step)/jvp(h.2)/add"(#loc351))):
      linalg.yield %in : f32 loc(#loc622)
    } -> tensor<8x32x32xf32> loc(#loc622)
    %261 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%259, %260 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/mul"(#loc350)), %in_314: f32 loc("jit(step)/jvp(h.2)/add"(#loc351)), %out: f32 loc("jit(step)/jvp(h.2)/add"(#loc351))):
      %1048 = arith.addf %in, %in_314 : f32 loc(#loc622)
      linalg.yield %1048 : f32 loc(#loc622)
    } -> tensor<8x32x32xf32> loc(#loc622)
    %collapsed_88 = tensor.collapse_shape %261 [[0, 1], [2]] : tensor<8x32x32xf32> into tensor<256x32xf32> loc(#loc374)
    %262 = linalg.matmul ins(%collapsed_88, %arg24 : tensor<256x32xf32>, tensor<32x128xf32>) outs(%102 : tensor<256x128xf32>) -> tensor<256x128xf32> loc(#loc374)
    %expanded_89 = tensor.expand_shape %262 [[0, 1], [2]] output_shape [8, 32, 128] : tensor<256x128xf32> into tensor<8x32x128xf32> loc(#loc374)
    %263 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg25 : tensor<128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("params['h'][2]['fc_b']"), %out: f32 loc("jit(step)/jvp(h.2)/add"(#loc257))):
      linalg.yield %in : f32 loc(#loc375)
    } -> tensor<8x32x128xf32> loc(#loc375)
    %264 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_89, %263 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/dot_general"(#loc256)), %in_314: f32 loc("jit(step)/jvp(h.2)/add"(#loc257)), %out: f32 loc("jit(step)/jvp(h.2)/add"(#loc257))):
      %1048 = arith.addf %in, %in_314 : f32 loc(#loc375)
      linalg.yield %1048 : f32 loc(#loc375)
    } -> tensor<8x32x128xf32> loc(#loc375)
    %265 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%264 : tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/add"(#loc257)), %out: f32 loc("jit(step)/jvp(h.2)/integer_pow"(#loc258))):
      %1048 = arith.mulf %in, %in : f32 loc(#loc376)
      linalg.yield %1048 : f32 loc(#loc376)
    } -> tensor<8x32x128xf32> loc(#loc376)
    %266 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%265, %264 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/integer_pow"(#loc258)), %in_314: f32 loc("jit(step)/jvp(h.2)/add"(#loc257)), %out: f32 loc("jit(step)/jvp(h.2)/integer_pow"(#loc258))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc376)
      linalg.yield %1048 : f32 loc(#loc376)
    } -> tensor<8x32x128xf32> loc(#loc376)
    %267 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%265 : tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/integer_pow"(#loc258)), %out: f32 loc("jit(step)/jvp(h.2)/mul"(#loc258))):
      %1048 = arith.mulf %in, %cst_9 : f32 loc(#loc377)
      linalg.yield %1048 : f32 loc(#loc377)
    } -> tensor<8x32x128xf32> loc(#loc377)
    %268 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%266 : tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/integer_pow"(#loc258)), %out: f32 loc("jit(step)/jvp(h.2)/mul"(#loc258))):
      %1048 = arith.mulf %in, %cst_8 : f32 loc(#loc377)
      linalg.yield %1048 : f32 loc(#loc377)
    } -> tensor<8x32x128xf32> loc(#loc377)
    %269 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%264, %268 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/add"(#loc257)), %in_314: f32 loc("jit(step)/jvp(h.2)/mul"(#loc258)), %out: f32 loc("jit(step)/jvp(h.2)/add"(#loc258))):
      %1048 = arith.addf %in, %in_314 : f32 loc(#loc378)
      linalg.yield %1048 : f32 loc(#loc378)
    } -> tensor<8x32x128xf32> loc(#loc378)
    %270 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%269 : tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/add"(#loc258)), %out: f32 loc("jit(step)/jvp(h.2)/mul"(#loc258))):
      %1048 = arith.mulf %in, %cst_7 : f32 loc(#loc377)
      linalg.yield %1048 : f32 loc(#loc377)
    } -> tensor<8x32x128xf32> loc(#loc377)
    %271 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%270 : tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/mul"(#loc258)), %out: f32 loc("jit(step)/jvp(h.2)/tanh"(#loc258))):
      %1048 = math.tanh %in : f32 loc(#loc379)
      linalg.yield %1048 : f32 loc(#loc379)
    } -> tensor<8x32x128xf32> loc(#loc379)
    %272 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%271 : tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/tanh"(#loc258)), %out: f32 loc("jit(step)/jvp(h.2)/sub"(#loc258))):
      %1048 = arith.subf %cst_10, %in : f32 loc(#loc380)
      linalg.yield %1048 : f32 loc(#loc380)
    } -> tensor<8x32x128xf32> loc(#loc380)
    %273 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%271 : tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/tanh"(#loc258)), %out: f32 loc("jit(step)/jvp(h.2)/add"(#loc258))):
      %1048 = arith.addf %in, %cst_10 : f32 loc(#loc378)
      linalg.yield %1048 : f32 loc(#loc378)
    } -> tensor<8x32x128xf32> loc(#loc378)
    %274 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%273 : tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/add"(#loc258)), %out: f32 loc("jit(step)/jvp(h.2)/mul"(#loc258))):
      %1048 = arith.mulf %in, %cst_6 : f32 loc(#loc377)
      linalg.yield %1048 : f32 loc(#loc377)
    } -> tensor<8x32x128xf32> loc(#loc377)
    %275 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%264, %274 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/add"(#loc257)), %in_314: f32 loc("jit(step)/jvp(h.2)/mul"(#loc258)), %out: f32 loc("jit(step)/jvp(h.2)/mul"(#loc258))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc377)
      linalg.yield %1048 : f32 loc(#loc377)
    } -> tensor<8x32x128xf32> loc(#loc377)
    %collapsed_90 = tensor.collapse_shape %275 [[0, 1], [2]] : tensor<8x32x128xf32> into tensor<256x128xf32> loc(#loc381)
    %276 = linalg.matmul ins(%collapsed_90, %arg30 : tensor<256x128xf32>, tensor<128x32xf32>) outs(%78 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc381)
    %expanded_91 = tensor.expand_shape %276 [[0, 1], [2]] output_shape [8, 32, 32] : tensor<256x32xf32> into tensor<8x32x32xf32> loc(#loc381)
    %277 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%243, %expanded_91 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/add"(#loc254)), %in_314: f32 loc("jit(step)/jvp(h.2)/dot_general"(#loc259)), %out: f32 loc("jit(step)/jvp(h.2)/add"(#loc260))):
      %1048 = arith.addf %in, %in_314 : f32 loc(#loc382)
      linalg.yield %1048 : f32 loc(#loc382)
    } -> tensor<8x32x32xf32> loc(#loc382)
    %278 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg31 : tensor<32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("params['h'][2]['out_b']"), %out: f32 loc("jit(step)/jvp(h.2)/add"(#loc261))):
      linalg.yield %in : f32 loc(#loc383)
    } -> tensor<8x32x32xf32> loc(#loc383)
    %279 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%277, %278 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/add"(#loc260)), %in_314: f32 loc("jit(step)/jvp(h.2)/add"(#loc261)), %out: f32 loc("jit(step)/jvp(h.2)/add"(#loc261))):
      %1048 = arith.addf %in, %in_314 : f32 loc(#loc383)
      linalg.yield %1048 : f32 loc(#loc383)
    } -> tensor<8x32x32xf32> loc(#loc383)
    %280 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%279 : tensor<8x32x32xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/reduce_sum"(#loc316)), %out: f32 loc("jit(step)/jvp(h.3)/reduce_sum"(#loc316))):
      %1048 = arith.addf %out, %in : f32 loc(#loc623)
      linalg.yield %1048 : f32 loc(#loc623)
    } -> tensor<8x32xf32> loc(#loc623)
    %expanded_92 = tensor.expand_shape %280 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc624)
    %281 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_92 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/broadcast_in_dim"(#loc316)), %out: f32 loc("jit(step)/jvp(h.3)/div"(#loc316))):
      %1048 = arith.divf %in, %cst_16 : f32 loc(#loc625)
      linalg.yield %1048 : f32 loc(#loc625)
    } -> tensor<8x32x1xf32> loc(#loc625)
    %282 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%281 : tensor<8x32x1xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/div"(#loc316)), %out: f32 loc("jit(step)/jvp(h.3)/sub"(#loc317))):
      linalg.yield %in : f32 loc(#loc626)
    } -> tensor<8x32x32xf32> loc(#loc626)
    %283 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%279, %282 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/add"(#loc261)), %in_314: f32 loc("jit(step)/jvp(h.3)/sub"(#loc317)), %out: f32 loc("jit(step)/jvp(h.3)/sub"(#loc317))):
      %1048 = arith.subf %in, %in_314 : f32 loc(#loc626)
      linalg.yield %1048 : f32 loc(#loc626)
    } -> tensor<8x32x32xf32> loc(#loc626)
    %284 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%283 : tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/sub"(#loc317)), %out: f32 loc("jit(step)/jvp(h.3)/integer_pow"(#loc318))):
      %1048 = arith.mulf %in, %in : f32 loc(#loc627)
      linalg.yield %1048 : f32 loc(#loc627)
    } -> tensor<8x32x32xf32> loc(#loc627)
    %285 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%283 : tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/sub"(#loc317)), %out: f32 loc("jit(step)/jvp(h.3)/mul"(#loc318))):
      %1048 = arith.mulf %in, %cst_15 : f32 loc(#loc628)
      linalg.yield %1048 : f32 loc(#loc628)
    } -> tensor<8x32x32xf32> loc(#loc628)
    %286 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%284 : tensor<8x32x32xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/reduce_sum"(#loc319)), %out: f32 loc("jit(step)/jvp(h.3)/reduce_sum"(#loc319))):
      %1048 = arith.addf %out, %in : f32 loc(#loc629)
      linalg.yield %1048 : f32 loc(#loc629)
    } -> tensor<8x32xf32> loc(#loc629)
    %expanded_93 = tensor.expand_shape %286 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc630)
    %287 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_93 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/broadcast_in_dim"(#loc319)), %out: f32 loc("jit(step)/jvp(h.3)/div"(#loc319))):
      %1048 = arith.divf %in, %cst_16 : f32 loc(#loc631)
      linalg.yield %1048 : f32 loc(#loc631)
    } -> tensor<8x32x1xf32> loc(#loc631)
    %288 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%287 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/div"(#loc319)), %out: f32 loc("jit(step)/jvp(h.3)/add"(#loc320))):
      %1048 = arith.addf %in, %cst_14 : f32 loc(#loc632)
      linalg.yield %1048 : f32 loc(#loc632)
    } -> tensor<8x32x1xf32> loc(#loc632)
    %289 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%288 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/add"(#loc320)), %out: f32 loc("jit(step)/jvp(h.3)/rsqrt"(#loc321))):
      %1048 = math.rsqrt %in : f32 loc(#loc633)
      linalg.yield %1048 : f32 loc(#loc633)
    } -> tensor<8x32x1xf32> loc(#loc633)
    %290 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%289, %288 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/rsqrt"(#loc321)), %in_314: f32 loc("jit(step)/jvp(h.3)/add"(#loc320)), %out: f32 loc("jit(step)/jvp(h.3)/div"(#loc321))):
      %1048 = arith.divf %in, %in_314 : f32 loc(#loc634)
      linalg.yield %1048 : f32 loc(#loc634)
    } -> tensor<8x32x1xf32> loc(#loc634)
    %291 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%290 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/div"(#loc321)), %out: f32 loc("jit(step)/jvp(h.3)/mul"(#loc321))):
      %1048 = arith.mulf %in, %cst_13 : f32 loc(#loc635)
      linalg.yield %1048 : f32 loc(#loc635)
    } -> tensor<8x32x1xf32> loc(#loc635)
    %292 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%289 : tensor<8x32x1xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/rsqrt"(#loc321)), %out: f32 loc("jit(step)/jvp(h.3)/mul"(#loc322))):
      linalg.yield %in : f32 loc(#loc636)
    } -> tensor<8x32x32xf32> loc(#loc636)
    %293 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%283, %292 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/sub"(#loc317)), %in_314: f32 loc("jit(step)/jvp(h.3)/mul"(#loc322)), %out: f32 loc("jit(step)/jvp(h.3)/mul"(#loc322))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc636)
      linalg.yield %1048 : f32 loc(#loc636)
    } -> tensor<8x32x32xf32> loc(#loc636)
    %294 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg39 : tensor<32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("params['h'][3]['ln1_g']"), %out: f32 loc("jit(step)/jvp(h.3)/mul"(#loc323))):
      linalg.yield %in : f32 loc(#loc637)
    } -> tensor<8x32x32xf32> loc(#loc637)
    %295 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%293, %294 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/mul"(#loc322)), %in_314: f32 loc("jit(step)/jvp(h.3)/mul"(#loc323)), %out: f32 loc("jit(step)/jvp(h.3)/mul"(#loc323))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc637)
      linalg.yield %1048 : f32 loc(#loc637)
    } -> tensor<8x32x32xf32> loc(#loc637)
    %296 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg38 : tensor<32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("params['h'][3]['ln1_b']"), %out: f32 loc("jit(step)/jvp(h.3)/add"(#loc324))):
      linalg.yield %in : f32 loc(#loc638)
    } -> tensor<8x32x32xf32> loc(#loc638)
    %297 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%295, %296 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/mul"(#loc323)), %in_314: f32 loc("jit(step)/jvp(h.3)/add"(#loc324)), %out: f32 loc("jit(step)/jvp(h.3)/add"(#loc324))):
      %1048 = arith.addf %in, %in_314 : f32 loc(#loc638)
      linalg.yield %1048 : f32 loc(#loc638)
    } -> tensor<8x32x32xf32> loc(#loc638)
    %collapsed_94 = tensor.collapse_shape %297 [[0, 1], [2]] : tensor<8x32x32xf32> into tensor<256x32xf32> loc(#loc639)
    %298 = linalg.matmul ins(%collapsed_94, %arg46 : tensor<256x32xf32>, tensor<32x96xf32>) outs(%32 : tensor<256x96xf32>) -> tensor<256x96xf32> loc(#loc639)
    %expanded_95 = tensor.expand_shape %298 [[0, 1], [2]] output_shape [8, 32, 96] : tensor<256x96xf32> into tensor<8x32x96xf32> loc(#loc639)
    %299 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg47 : tensor<96xf32>) outs(%34 : tensor<8x32x96xf32>) {
    ^bb0(%in: f32 loc("params['h'][3]['qkv_b']"), %out: f32 loc("jit(step)/jvp(h.3)/add"(#loc326))):
      linalg.yield %in : f32 loc(#loc640)
    } -> tensor<8x32x96xf32> loc(#loc640)
    %300 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_95, %299 : tensor<8x32x96xf32>, tensor<8x32x96xf32>) outs(%34 : tensor<8x32x96xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/dot_general"(#loc325)), %in_314: f32 loc("jit(step)/jvp(h.3)/add"(#loc326)), %out: f32 loc("jit(step)/jvp(h.3)/add"(#loc326))):
      %1048 = arith.addf %in, %in_314 : f32 loc(#loc640)
      linalg.yield %1048 : f32 loc(#loc640)
    } -> tensor<8x32x96xf32> loc(#loc640)
    %extracted_slice_96 = tensor.extract_slice %300[0, 0, 0] [8, 32, 32] [1, 1, 1] : tensor<8x32x96xf32> to tensor<8x32x32xf32> loc(#loc641)
    %extracted_slice_97 = tensor.extract_slice %300[0, 0, 32] [8, 32, 32] [1, 1, 1] : tensor<8x32x96xf32> to tensor<8x32x32xf32> loc(#loc641)
    %extracted_slice_98 = tensor.extract_slice %300[0, 0, 64] [8, 32, 32] [1, 1, 1] : tensor<8x32x96xf32> to tensor<8x32x32xf32> loc(#loc641)
    %expanded_99 = tensor.expand_shape %extracted_slice_96 [[0], [1], [2, 3]] output_shape [8, 32, 4, 8] : tensor<8x32x32xf32> into tensor<8x32x4x8xf32> loc(#loc1026)
    %301 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_99 : tensor<8x32x4x8xf32>) outs(%37 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/reshape"(#loc483)), %out: f32 loc("jit(step)/jvp(h.3)/transpose"(#loc484))):
      linalg.yield %in : f32 loc(#loc1027)
    } -> tensor<8x4x32x8xf32> loc(#loc1027)
    %expanded_100 = tensor.expand_shape %extracted_slice_97 [[0], [1], [2, 3]] output_shape [8, 32, 4, 8] : tensor<8x32x32xf32> into tensor<8x32x4x8xf32> loc(#loc1028)
    %302 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_100 : tensor<8x32x4x8xf32>) outs(%37 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/reshape"(#loc485)), %out: f32 loc("jit(step)/jvp(h.3)/transpose"(#loc486))):
      linalg.yield %in : f32 loc(#loc1029)
    } -> tensor<8x4x32x8xf32> loc(#loc1029)
    %expanded_101 = tensor.expand_shape %extracted_slice_98 [[0], [1], [2, 3]] output_shape [8, 32, 4, 8] : tensor<8x32x32xf32> into tensor<8x32x4x8xf32> loc(#loc1030)
    %303 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_101 : tensor<8x32x4x8xf32>) outs(%37 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/reshape"(#loc487)), %out: f32 loc("jit(step)/jvp(h.3)/transpose"(#loc488))):
      linalg.yield %in : f32 loc(#loc1031)
    } -> tensor<8x4x32x8xf32> loc(#loc1031)
    %304 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%302 : tensor<8x4x32x8xf32>) outs(%41 : tensor<8x4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/transpose"(#loc486)), %out: f32 loc("jit(step)/jvp(h.3)/transpose"(#loc331))):
      linalg.yield %in : f32 loc(#loc642)
    } -> tensor<8x4x8x32xf32> loc(#loc642)
    %collapsed_102 = tensor.collapse_shape %301 [[0, 1], [2], [3]] : tensor<8x4x32x8xf32> into tensor<32x32x8xf32> loc(#loc643)
    %collapsed_103 = tensor.collapse_shape %304 [[0, 1], [2], [3]] : tensor<8x4x8x32xf32> into tensor<32x8x32xf32> loc(#loc643)
    %305 = linalg.batch_matmul ins(%collapsed_102, %collapsed_103 : tensor<32x32x8xf32>, tensor<32x8x32xf32>) outs(%44 : tensor<32x32x32xf32>) -> tensor<32x32x32xf32> loc(#loc643)
    %expanded_104 = tensor.expand_shape %305 [[0, 1], [2], [3]] output_shape [8, 4, 32, 32] : tensor<32x32x32xf32> into tensor<8x4x32x32xf32> loc(#loc643)
    %306 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_104, %49 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/dot_general"(#loc332)), %in_314: f32 loc("jit(step)/jvp(h.0)/div"(#loc334)), %out: f32 loc("jit(step)/jvp(h.3)/div"(#loc334))):
      %1048 = arith.divf %in, %in_314 : f32 loc(#loc644)
      linalg.yield %1048 : f32 loc(#loc644)
    } -> tensor<8x4x32x32xf32> loc(#loc644)
    %307 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %306 : tensor<8x4x32x32xi1>, tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc94 at #loc494)), %in_314: f32 loc("jit(step)/jvp(h.3)/div"(#loc334)), %out: f32 loc(callsite(#loc63 at #loc645))):
      %1048 = arith.select %in, %in_314, %cst_12 : f32 loc(#loc1069)
      linalg.yield %1048 : f32 loc(#loc1069)
    } -> tensor<8x4x32x32xf32> loc(#loc1069)
    %308 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%307 : tensor<8x4x32x32xf32>) outs(%60 : tensor<8x4x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/reduce_max"(#loc337)), %out: f32 loc("jit(step)/jvp(h.3)/reduce_max"(#loc337))):
      %1048 = arith.maximumf %out, %in : f32 loc(#loc646)
      linalg.yield %1048 : f32 loc(#loc646)
    } -> tensor<8x4x32xf32> loc(#loc646)
    %309 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%308 : tensor<8x4x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/max"(#loc337)), %out: f32 loc("jit(step)/jvp(h.3)/sub"(#loc337))):
      linalg.yield %in : f32 loc(#loc647)
    } -> tensor<8x4x32x32xf32> loc(#loc647)
    %310 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%307, %309 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc63 at #loc645)), %in_314: f32 loc("jit(step)/jvp(h.3)/sub"(#loc337)), %out: f32 loc("jit(step)/jvp(h.3)/sub"(#loc337))):
      %1048 = arith.subf %in, %in_314 : f32 loc(#loc647)
      linalg.yield %1048 : f32 loc(#loc647)
    } -> tensor<8x4x32x32xf32> loc(#loc647)
    %311 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%310 : tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/sub"(#loc337)), %out: f32 loc("jit(step)/jvp(h.3)/exp"(#loc337))):
      %1048 = math.exp %in : f32 loc(#loc649)
      linalg.yield %1048 : f32 loc(#loc649)
    } -> tensor<8x4x32x32xf32> loc(#loc649)
    %312 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%311 : tensor<8x4x32x32xf32>) outs(%65 : tensor<8x4x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/reduce_sum"(#loc337)), %out: f32 loc("jit(step)/jvp(h.3)/reduce_sum"(#loc337))):
      %1048 = arith.addf %out, %in : f32 loc(#loc650)
      linalg.yield %1048 : f32 loc(#loc650)
    } -> tensor<8x4x32xf32> loc(#loc650)
    %expanded_105 = tensor.expand_shape %312 [[0], [1], [2, 3]] output_shape [8, 4, 32, 1] : tensor<8x4x32xf32> into tensor<8x4x32x1xf32> loc(#loc651)
    %313 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%312 : tensor<8x4x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/reduce_sum"(#loc337)), %out: f32 loc("jit(step)/jvp(h.3)/div"(#loc337))):
      linalg.yield %in : f32 loc(#loc652)
    } -> tensor<8x4x32x32xf32> loc(#loc652)
    %314 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%311, %313 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/exp"(#loc337)), %in_314: f32 loc("jit(step)/jvp(h.3)/div"(#loc337)), %out: f32 loc("jit(step)/jvp(h.3)/div"(#loc337))):
      %1048 = arith.divf %in, %in_314 : f32 loc(#loc652)
      linalg.yield %1048 : f32 loc(#loc652)
    } -> tensor<8x4x32x32xf32> loc(#loc652)
    %315 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_105 : tensor<8x4x32x1xf32>) outs(%69 : tensor<8x4x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/broadcast_in_dim"(#loc337)), %out: f32 loc("jit(step)/jvp(h.3)/mul"(#loc502))):
      %1048 = arith.mulf %in, %in : f32 loc(#loc1033)
      linalg.yield %1048 : f32 loc(#loc1033)
    } -> tensor<8x4x32x1xf32> loc(#loc1033)
    %316 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%315 : tensor<8x4x32x1xf32>) outs(%69 : tensor<8x4x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/mul"(#loc502)), %out: f32 loc("jit(step)/jvp(h.3)/div"(#loc502))):
      %1048 = arith.divf %cst_10, %in : f32 loc(#loc1034)
      linalg.yield %1048 : f32 loc(#loc1034)
    } -> tensor<8x4x32x1xf32> loc(#loc1034)
    %collapsed_106 = tensor.collapse_shape %314 [[0, 1], [2], [3]] : tensor<8x4x32x32xf32> into tensor<32x32x32xf32> loc(#loc653)
    %collapsed_107 = tensor.collapse_shape %303 [[0, 1], [2], [3]] : tensor<8x4x32x8xf32> into tensor<32x32x8xf32> loc(#loc653)
    %317 = linalg.batch_matmul ins(%collapsed_106, %collapsed_107 : tensor<32x32x32xf32>, tensor<32x32x8xf32>) outs(%73 : tensor<32x32x8xf32>) -> tensor<32x32x8xf32> loc(#loc653)
    %expanded_108 = tensor.expand_shape %317 [[0, 1], [2], [3]] output_shape [8, 4, 32, 8] : tensor<32x32x8xf32> into tensor<8x4x32x8xf32> loc(#loc653)
    %318 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_108 : tensor<8x4x32x8xf32>) outs(%75 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/dot_general"(#loc338)), %out: f32 loc("jit(step)/jvp(h.3)/transpose"(#loc339))):
      linalg.yield %in : f32 loc(#loc654)
    } -> tensor<8x32x4x8xf32> loc(#loc654)
    %collapsed_109 = tensor.collapse_shape %318 [[0, 1], [2, 3]] : tensor<8x32x4x8xf32> into tensor<256x32xf32> loc(#loc655)
    %319 = linalg.matmul ins(%collapsed_109, %arg44 : tensor<256x32xf32>, tensor<32x32xf32>) outs(%78 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc655)
    %expanded_110 = tensor.expand_shape %319 [[0, 1], [2]] output_shape [8, 32, 32] : tensor<256x32xf32> into tensor<8x32x32xf32> loc(#loc655)
    %320 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg45 : tensor<32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("params['h'][3]['proj_b']"), %out: f32 loc("jit(step)/jvp(h.3)/add"(#loc341))):
      linalg.yield %in : f32 loc(#loc656)
    } -> tensor<8x32x32xf32> loc(#loc656)
    %321 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_110, %320 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/dot_general"(#loc340)), %in_314: f32 loc("jit(step)/jvp(h.3)/add"(#loc341)), %out: f32 loc("jit(step)/jvp(h.3)/add"(#loc341))):
      %1048 = arith.addf %in, %in_314 : f32 loc(#loc656)
      linalg.yield %1048 : f32 loc(#loc656)
    } -> tensor<8x32x32xf32> loc(#loc656)
    %322 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%279, %321 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/add"(#loc261)), %in_314: f32 loc("jit(step)/jvp(h.3)/add"(#loc341)), %out: f32 loc("jit(step)/jvp(h.3)/add"(#loc254))):
      %1048 = arith.addf %in, %in_314 : f32 loc(#loc384)
      linalg.yield %1048 : f32 loc(#loc384)
    } -> tensor<8x32x32xf32> loc(#loc384)
    %323 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%322 : tensor<8x32x32xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/reduce_sum"(#loc343)), %out: f32 loc("jit(step)/jvp(h.3)/reduce_sum"(#loc343))):
      %1048 = arith.addf %out, %in : f32 loc(#loc657)
      linalg.yield %1048 : f32 loc(#loc657)
    } -> tensor<8x32xf32> loc(#loc657)
    %expanded_111 = tensor.expand_shape %323 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc658)
    %324 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_111 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/broadcast_in_dim"(#loc343)), %out: f32 loc("jit(step)/jvp(h.3)/div"(#loc343))):
      %1048 = arith.divf %in, %cst_16 : f32 loc(#loc659)
      linalg.yield %1048 : f32 loc(#loc659)
    } -> tensor<8x32x1xf32> loc(#loc659)
    %325 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%324 : tensor<8x32x1xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/div"(#loc343)), %out: f32 loc("jit(step)/jvp(h.3)/sub"(#loc344))):
      linalg.yield %in : f32 loc(#loc660)
    } -> tensor<8x32x32xf32> loc(#loc660)
    %326 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%322, %325 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/add"(#loc254)), %in_314: f32 loc("jit(step)/jvp(h.3)/sub"(#loc344)), %out: f32 loc("jit(step)/jvp(h.3)/sub"(#loc344))):
      %1048 = arith.subf %in, %in_314 : f32 loc(#loc660)
      linalg.yield %1048 : f32 loc(#loc660)
    } -> tensor<8x32x32xf32> loc(#loc660)
    %327 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%326 : tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/sub"(#loc344)), %out: f32 loc("jit(step)/jvp(h.3)/integer_pow"(#loc345))):
      %1048 = arith.mulf %in, %in : f32 loc(#loc661)
      linalg.yield %1048 : f32 loc(#loc661)
    } -> tensor<8x32x32xf32> loc(#loc661)
    %328 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%326 : tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/sub"(#loc344)), %out: f32 loc("jit(step)/jvp(h.3)/mul"(#loc345))):
      %1048 = arith.mulf %in, %cst_15 : f32 loc(#loc662)
      linalg.yield %1048 : f32 loc(#loc662)
    } -> tensor<8x32x32xf32> loc(#loc662)
    %329 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%327 : tensor<8x32x32xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/reduce_sum"(#loc346)), %out: f32 loc("jit(step)/jvp(h.3)/reduce_sum"(#loc346))):
      %1048 = arith.addf %out, %in : f32 loc(#loc663)
      linalg.yield %1048 : f32 loc(#loc663)
    } -> tensor<8x32xf32> loc(#loc663)
    %expanded_112 = tensor.expand_shape %329 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc664)
    %330 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_112 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/broadcast_in_dim"(#loc346)), %out: f32 loc("jit(step)/jvp(h.3)/div"(#loc346))):
      %1048 = arith.divf %in, %cst_16 : f32 loc(#loc665)
      linalg.yield %1048 : f32 loc(#loc665)
    } -> tensor<8x32x1xf32> loc(#loc665)
    %331 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%330 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/div"(#loc346)), %out: f32 loc("jit(step)/jvp(h.3)/add"(#loc347))):
      %1048 = arith.addf %in, %cst_14 : f32 loc(#loc666)
      linalg.yield %1048 : f32 loc(#loc666)
    } -> tensor<8x32x1xf32> loc(#loc666)
    %332 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%331 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/add"(#loc347)), %out: f32 loc("jit(step)/jvp(h.3)/rsqrt"(#loc348))):
      %1048 = math.rsqrt %in : f32 loc(#loc667)
      linalg.yield %1048 : f32 loc(#loc667)
    } -> tensor<8x32x1xf32> loc(#loc667)
    %333 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%332, %331 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/rsqrt"(#loc348)), %in_314: f32 loc("jit(step)/jvp(h.3)/add"(#loc347)), %out: f32 loc("jit(step)/jvp(h.3)/div"(#loc348))):
      %1048 = arith.divf %in, %in_314 : f32 loc(#loc668)
      linalg.yield %1048 : f32 loc(#loc668)
    } -> tensor<8x32x1xf32> loc(#loc668)
    %334 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%333 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/div"(#loc348)), %out: f32 loc("jit(step)/jvp(h.3)/mul"(#loc348))):
      %1048 = arith.mulf %in, %cst_13 : f32 loc(#loc669)
      linalg.yield %1048 : f32 loc(#loc669)
    } -> tensor<8x32x1xf32> loc(#loc669)
    %335 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%332 : tensor<8x32x1xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/rsqrt"(#loc348)), %out: f32 loc("jit(step)/jvp(h.3)/mul"(#loc349))):
      linalg.yield %in : f32 loc(#loc670)
    } -> tensor<8x32x32xf32> loc(#loc670)
    %336 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%326, %335 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/sub"(#loc344)), %in_314: f32 loc("jit(step)/jvp(h.3)/mul"(#loc349)), %out: f32 loc("jit(step)/jvp(h.3)/mul"(#loc349))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc670)
      linalg.yield %1048 : f32 loc(#loc670)
    } -> tensor<8x32x32xf32> loc(#loc670)
    %337 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg41 : tensor<32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("params['h'][3]['ln2_g']"), %out: f32 loc("jit(step)/jvp(h.3)/mul"(#loc350))):
      linalg.yield %in : f32 loc(#loc671)
    } -> tensor<8x32x32xf32> loc(#loc671)
    %338 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%336, %337 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/mul"(#loc349)), %in_314: f32 loc("jit(step)/jvp(h.3)/mul"(#loc350)), %out: f32 loc("jit(step)/jvp(h.3)/mul"(#loc350))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc671)
      linalg.yield %1048 : f32 loc(#loc671)
    } -> tensor<8x32x32xf32> loc(#loc671)
    %339 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg40 : tensor<32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("params['h'][3]['ln2_b']"), %out: f32 loc("jit(step)/jvp(h.3)/add"(#loc351))):
      linalg.yield %in : f32 loc(#loc672)
    } -> tensor<8x32x32xf32> loc(#loc672)
    %340 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%338, %339 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/mul"(#loc350)), %in_314: f32 loc("jit(step)/jvp(h.3)/add"(#loc351)), %out: f32 loc("jit(step)/jvp(h.3)/add"(#loc351))):
      %1048 = arith.addf %in, %in_314 : f32 loc(#loc672)
      linalg.yield %1048 : f32 loc(#loc672)
    } -> tensor<8x32x32xf32> loc(#loc672)
    %collapsed_113 = tensor.collapse_shape %340 [[0, 1], [2]] : tensor<8x32x32xf32> into tensor<256x32xf32> loc(#loc385)
    %341 = linalg.matmul ins(%collapsed_113, %arg36 : tensor<256x32xf32>, tensor<32x128xf32>) outs(%102 : tensor<256x128xf32>) -> tensor<256x128xf32> loc(#loc385)
    %expanded_114 = tensor.expand_shape %341 [[0, 1], [2]] output_shape [8, 32, 128] : tensor<256x128xf32> into tensor<8x32x128xf32> loc(#loc385)
    %342 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg37 : tensor<128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("params['h'][3]['fc_b']"), %out: f32 loc("jit(step)/jvp(h.3)/add"(#loc257))):
      linalg.yield %in : f32 loc(#loc386)
    } -> tensor<8x32x128xf32> loc(#loc386)
    %343 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_114, %342 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/dot_general"(#loc256)), %in_314: f32 loc("jit(step)/jvp(h.3)/add"(#loc257)), %out: f32 loc("jit(step)/jvp(h.3)/add"(#loc257))):
      %1048 = arith.addf %in, %in_314 : f32 loc(#loc386)
      linalg.yield %1048 : f32 loc(#loc386)
    } -> tensor<8x32x128xf32> loc(#loc386)
    %344 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%343 : tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/add"(#loc257)), %out: f32 loc("jit(step)/jvp(h.3)/integer_pow"(#loc258))):
      %1048 = arith.mulf %in, %in : f32 loc(#loc387)
      linalg.yield %1048 : f32 loc(#loc387)
    } -> tensor<8x32x128xf32> loc(#loc387)
    %345 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%344, %343 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/integer_pow"(#loc258)), %in_314: f32 loc("jit(step)/jvp(h.3)/add"(#loc257)), %out: f32 loc("jit(step)/jvp(h.3)/integer_pow"(#loc258))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc387)
      linalg.yield %1048 : f32 loc(#loc387)
    } -> tensor<8x32x128xf32> loc(#loc387)
    %346 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%344 : tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/integer_pow"(#loc258)), %out: f32 loc("jit(step)/jvp(h.3)/mul"(#loc258))):
      %1048 = arith.mulf %in, %cst_9 : f32 loc(#loc388)
      linalg.yield %1048 : f32 loc(#loc388)
    } -> tensor<8x32x128xf32> loc(#loc388)
    %347 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%345 : tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/integer_pow"(#loc258)), %out: f32 loc("jit(step)/jvp(h.3)/mul"(#loc258))):
      %1048 = arith.mulf %in, %cst_8 : f32 loc(#loc388)
      linalg.yield %1048 : f32 loc(#loc388)
    } -> tensor<8x32x128xf32> loc(#loc388)
    %348 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%343, %347 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/add"(#loc257)), %in_314: f32 loc("jit(step)/jvp(h.3)/mul"(#loc258)), %out: f32 loc("jit(step)/jvp(h.3)/add"(#loc258))):
      %1048 = arith.addf %in, %in_314 : f32 loc(#loc389)
      linalg.yield %1048 : f32 loc(#loc389)
    } -> tensor<8x32x128xf32> loc(#loc389)
    %349 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%348 : tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/add"(#loc258)), %out: f32 loc("jit(step)/jvp(h.3)/mul"(#loc258))):
      %1048 = arith.mulf %in, %cst_7 : f32 loc(#loc388)
      linalg.yield %1048 : f32 loc(#loc388)
    } -> tensor<8x32x128xf32> loc(#loc388)
    %350 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%349 : tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/mul"(#loc258)), %out: f32 loc("jit(step)/jvp(h.3)/tanh"(#loc258))):
      %1048 = math.tanh %in : f32 loc(#loc390)
      linalg.yield %1048 : f32 loc(#loc390)
    } -> tensor<8x32x128xf32> loc(#loc390)
    %351 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%350 : tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/tanh"(#loc258)), %out: f32 loc("jit(step)/jvp(h.3)/sub"(#loc258))):
      %1048 = arith.subf %cst_10, %in : f32 loc(#loc391)
      linalg.yield %1048 : f32 loc(#loc391)
    } -> tensor<8x32x128xf32> loc(#loc391)
    %352 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%350 : tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/tanh"(#loc258)), %out: f32 loc("jit(step)/jvp(h.3)/add"(#loc258))):
      %1048 = arith.addf %in, %cst_10 : f32 loc(#loc389)
      linalg.yield %1048 : f32 loc(#loc389)
    } -> tensor<8x32x128xf32> loc(#loc389)
    %353 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%352 : tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/add"(#loc258)), %out: f32 loc("jit(step)/jvp(h.3)/mul"(#loc258))):
      %1048 = arith.mulf %in, %cst_6 : f32 loc(#loc388)
      linalg.yield %1048 : f32 loc(#loc388)
    } -> tensor<8x32x128xf32> loc(#loc388)
    %354 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%343, %353 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/add"(#loc257)), %in_314: f32 loc("jit(step)/jvp(h.3)/mul"(#loc258)), %out: f32 loc("jit(step)/jvp(h.3)/mul"(#loc258))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc388)
      linalg.yield %1048 : f32 loc(#loc388)
    } -> tensor<8x32x128xf32> loc(#loc388)
    %collapsed_115 = tensor.collapse_shape %354 [[0, 1], [2]] : tensor<8x32x128xf32> into tensor<256x128xf32> loc(#loc392)
    %355 = linalg.matmul ins(%collapsed_115, %arg42 : tensor<256x128xf32>, tensor<128x32xf32>) outs(%78 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc392)
    %expanded_116 = tensor.expand_shape %355 [[0, 1], [2]] output_shape [8, 32, 32] : tensor<256x32xf32> into tensor<8x32x32xf32> loc(#loc392)
    %356 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%322, %expanded_116 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/add"(#loc254)), %in_314: f32 loc("jit(step)/jvp(h.3)/dot_general"(#loc259)), %out: f32 loc("jit(step)/jvp(h.3)/add"(#loc260))):
      %1048 = arith.addf %in, %in_314 : f32 loc(#loc393)
      linalg.yield %1048 : f32 loc(#loc393)
    } -> tensor<8x32x32xf32> loc(#loc393)
    %357 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg43 : tensor<32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("params['h'][3]['out_b']"), %out: f32 loc("jit(step)/jvp(h.3)/add"(#loc261))):
      linalg.yield %in : f32 loc(#loc394)
    } -> tensor<8x32x32xf32> loc(#loc394)
    %358 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%356, %357 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/add"(#loc260)), %in_314: f32 loc("jit(step)/jvp(h.3)/add"(#loc261)), %out: f32 loc("jit(step)/jvp(h.3)/add"(#loc261))):
      %1048 = arith.addf %in, %in_314 : f32 loc(#loc394)
      linalg.yield %1048 : f32 loc(#loc394)
    } -> tensor<8x32x32xf32> loc(#loc394)
    %359 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%358 : tensor<8x32x32xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/reduce_sum"(#loc225)), %out: f32 loc("jit(step)/jvp()/reduce_sum"(#loc225))):
      %1048 = arith.addf %out, %in : f32 loc(#loc262)
      linalg.yield %1048 : f32 loc(#loc262)
    } -> tensor<8x32xf32> loc(#loc262)
    %expanded_117 = tensor.expand_shape %359 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc263)
    %360 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_117 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/broadcast_in_dim"(#loc225)), %out: f32 loc("jit(step)/jvp()/div"(#loc225))):
      %1048 = arith.divf %in, %cst_16 : f32 loc(#loc264)
      linalg.yield %1048 : f32 loc(#loc264)
    } -> tensor<8x32x1xf32> loc(#loc264)
    %361 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%360 : tensor<8x32x1xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/div"(#loc225)), %out: f32 loc("jit(step)/jvp()/sub"(#loc226))):
      linalg.yield %in : f32 loc(#loc265)
    } -> tensor<8x32x32xf32> loc(#loc265)
    %362 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%358, %361 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/add"(#loc261)), %in_314: f32 loc("jit(step)/jvp()/sub"(#loc226)), %out: f32 loc("jit(step)/jvp()/sub"(#loc226))):
      %1048 = arith.subf %in, %in_314 : f32 loc(#loc265)
      linalg.yield %1048 : f32 loc(#loc265)
    } -> tensor<8x32x32xf32> loc(#loc265)
    %363 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%362 : tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/sub"(#loc226)), %out: f32 loc("jit(step)/jvp()/integer_pow"(#loc227))):
      %1048 = arith.mulf %in, %in : f32 loc(#loc266)
      linalg.yield %1048 : f32 loc(#loc266)
    } -> tensor<8x32x32xf32> loc(#loc266)
    %364 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%362 : tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/sub"(#loc226)), %out: f32 loc("jit(step)/jvp()/mul"(#loc227))):
      %1048 = arith.mulf %in, %cst_15 : f32 loc(#loc267)
      linalg.yield %1048 : f32 loc(#loc267)
    } -> tensor<8x32x32xf32> loc(#loc267)
    %365 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%363 : tensor<8x32x32xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/reduce_sum"(#loc228)), %out: f32 loc("jit(step)/jvp()/reduce_sum"(#loc228))):
      %1048 = arith.addf %out, %in : f32 loc(#loc268)
      linalg.yield %1048 : f32 loc(#loc268)
    } -> tensor<8x32xf32> loc(#loc268)
    %expanded_118 = tensor.expand_shape %365 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc269)
    %366 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_118 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/broadcast_in_dim"(#loc228)), %out: f32 loc("jit(step)/jvp()/div"(#loc228))):
      %1048 = arith.divf %in, %cst_16 : f32 loc(#loc270)
      linalg.yield %1048 : f32 loc(#loc270)
    } -> tensor<8x32x1xf32> loc(#loc270)
    %367 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%366 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/div"(#loc228)), %out: f32 loc("jit(step)/jvp()/add"(#loc229))):
      %1048 = arith.addf %in, %cst_14 : f32 loc(#loc271)
      linalg.yield %1048 : f32 loc(#loc271)
    } -> tensor<8x32x1xf32> loc(#loc271)
    %368 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%367 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/add"(#loc229)), %out: f32 loc("jit(step)/jvp()/rsqrt"(#loc230))):
      %1048 = math.rsqrt %in : f32 loc(#loc272)
      linalg.yield %1048 : f32 loc(#loc272)
    } -> tensor<8x32x1xf32> loc(#loc272)
    %369 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%368, %367 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/rsqrt"(#loc230)), %in_314: f32 loc("jit(step)/jvp()/add"(#loc229)), %out: f32 loc("jit(step)/jvp()/div"(#loc230))):
      %1048 = arith.divf %in, %in_314 : f32 loc(#loc273)
      linalg.yield %1048 : f32 loc(#loc273)
    } -> tensor<8x32x1xf32> loc(#loc273)
    %370 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%369 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/div"(#loc230)), %out: f32 loc("jit(step)/jvp()/mul"(#loc230))):
      %1048 = arith.mulf %in, %cst_13 : f32 loc(#loc274)
      linalg.yield %1048 : f32 loc(#loc274)
    } -> tensor<8x32x1xf32> loc(#loc274)
    %371 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%368 : tensor<8x32x1xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/rsqrt"(#loc230)), %out: f32 loc("jit(step)/jvp()/mul"(#loc231))):
      linalg.yield %in : f32 loc(#loc275)
    } -> tensor<8x32x32xf32> loc(#loc275)
    %372 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%362, %371 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/sub"(#loc226)), %in_314: f32 loc("jit(step)/jvp()/mul"(#loc231)), %out: f32 loc("jit(step)/jvp()/mul"(#loc231))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc275)
      linalg.yield %1048 : f32 loc(#loc275)
    } -> tensor<8x32x32xf32> loc(#loc275)
    %373 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg49 : tensor<32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("params['lnf_g']"), %out: f32 loc("jit(step)/jvp()/mul"(#loc232))):
      linalg.yield %in : f32 loc(#loc276)
    } -> tensor<8x32x32xf32> loc(#loc276)
    %374 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%372, %373 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/mul"(#loc231)), %in_314: f32 loc("jit(step)/jvp()/mul"(#loc232)), %out: f32 loc("jit(step)/jvp()/mul"(#loc232))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc276)
      linalg.yield %1048 : f32 loc(#loc276)
    } -> tensor<8x32x32xf32> loc(#loc276)
    %375 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg48 : tensor<32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("params['lnf_b']"), %out: f32 loc("jit(step)/jvp()/add"(#loc233))):
      linalg.yield %in : f32 loc(#loc277)
    } -> tensor<8x32x32xf32> loc(#loc277)
    %376 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%374, %375 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/mul"(#loc232)), %in_314: f32 loc("jit(step)/jvp()/add"(#loc233)), %out: f32 loc("jit(step)/jvp()/add"(#loc233))):
      %1048 = arith.addf %in, %in_314 : f32 loc(#loc277)
      linalg.yield %1048 : f32 loc(#loc277)
    } -> tensor<8x32x32xf32> loc(#loc277)
    %377 = tensor.empty() : tensor<32x64xf32> loc(#loc234)
    %378 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%arg51 : tensor<64x32xf32>) outs(%377 : tensor<32x64xf32>) {
    ^bb0(%in: f32 loc("params['wte']"), %out: f32 loc("jit(step)/jvp()/transpose"(#loc213))):
      linalg.yield %in : f32 loc(#loc234)
    } -> tensor<32x64xf32> loc(#loc234)
    %collapsed_119 = tensor.collapse_shape %376 [[0, 1], [2]] : tensor<8x32x32xf32> into tensor<256x32xf32> loc(#loc235)
    %379 = tensor.empty() : tensor<256x64xf32> loc(#loc235)
    %380 = linalg.fill ins(%cst_17 : f32) outs(%379 : tensor<256x64xf32>) -> tensor<256x64xf32> loc(#loc235)
    %381 = linalg.matmul ins(%collapsed_119, %378 : tensor<256x32xf32>, tensor<32x64xf32>) outs(%380 : tensor<256x64xf32>) -> tensor<256x64xf32> loc(#loc235)
    %expanded_120 = tensor.expand_shape %381 [[0, 1], [2]] output_shape [8, 32, 64] : tensor<256x64xf32> into tensor<8x32x64xf32> loc(#loc235)
    %382 = linalg.fill ins(%cst_11 : f32) outs(%10 : tensor<8x32xf32>) -> tensor<8x32xf32> loc(#loc673)
    %383 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%expanded_120 : tensor<8x32x64xf32>) outs(%382 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc112 at #loc278)), %out: f32 loc(callsite(#loc112 at #loc278))):
      %1048 = arith.maximumf %out, %in : f32 loc(#loc673)
      linalg.yield %1048 : f32 loc(#loc673)
    } -> tensor<8x32xf32> loc(#loc673)
    %384 = tensor.empty() : tensor<8x32x64xf32> loc(#loc674)
    %385 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%383 : tensor<8x32xf32>) outs(%384 : tensor<8x32x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc115 at #loc278)), %out: f32 loc(callsite(#loc114 at #loc278))):
      linalg.yield %in : f32 loc(#loc674)
    } -> tensor<8x32x64xf32> loc(#loc674)
    %386 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_120, %385 : tensor<8x32x64xf32>, tensor<8x32x64xf32>) outs(%384 : tensor<8x32x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/dot_general"(#loc214)), %in_314: f32 loc(callsite(#loc114 at #loc278)), %out: f32 loc(callsite(#loc114 at #loc278))):
      %1048 = arith.subf %in, %in_314 : f32 loc(#loc674)
      linalg.yield %1048 : f32 loc(#loc674)
    } -> tensor<8x32x64xf32> loc(#loc674)
    %387 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%386 : tensor<8x32x64xf32>) outs(%384 : tensor<8x32x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc114 at #loc278)), %out: f32 loc(callsite(#loc116 at #loc278))):
      %1048 = math.exp %in : f32 loc(#loc675)
      linalg.yield %1048 : f32 loc(#loc675)
    } -> tensor<8x32x64xf32> loc(#loc675)
    %388 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%387 : tensor<8x32x64xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc117 at #loc278)), %out: f32 loc(callsite(#loc117 at #loc278))):
      %1048 = arith.addf %out, %in : f32 loc(#loc676)
      linalg.yield %1048 : f32 loc(#loc676)
    } -> tensor<8x32xf32> loc(#loc676)
    %expanded_121 = tensor.expand_shape %388 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc677)
    %389 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_121 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc94 at #loc278)), %out: f32 loc(callsite(#loc118 at #loc278))):
      %1048 = math.log %in : f32 loc(#loc678)
      linalg.yield %1048 : f32 loc(#loc678)
    } -> tensor<8x32x1xf32> loc(#loc678)
    %390 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%389 : tensor<8x32x1xf32>) outs(%384 : tensor<8x32x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc118 at #loc278)), %out: f32 loc(callsite(#loc114 at #loc278))):
      linalg.yield %in : f32 loc(#loc674)
    } -> tensor<8x32x64xf32> loc(#loc674)
    %391 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%386, %390 : tensor<8x32x64xf32>, tensor<8x32x64xf32>) outs(%384 : tensor<8x32x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc114 at #loc278)), %in_314: f32 loc(callsite(#loc114 at #loc278)), %out: f32 loc(callsite(#loc114 at #loc278))):
      %1048 = arith.subf %in, %in_314 : f32 loc(#loc674)
      linalg.yield %1048 : f32 loc(#loc674)
    } -> tensor<8x32x64xf32> loc(#loc674)
    %expanded_122 = tensor.expand_shape %arg53 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xi32> into tensor<8x32x1xi32> loc(#loc279)
    %392 = tensor.empty() : tensor<8x32x1xi1> loc(#loc679)
    %393 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_122 : tensor<8x32x1xi32>) outs(%392 : tensor<8x32x1xi1>) {
    ^bb0(%in: i32 loc("jit(step)/jvp()/broadcast_in_dim"(#loc237)), %out: i1 loc(callsite(#loc120 at #loc251))):
      %1048 = arith.cmpi slt, %in, %c0_i32 : i32 loc(#loc679)
      linalg.yield %1048 : i1 loc(#loc679)
    } -> tensor<8x32x1xi1> loc(#loc679)
    %394 = tensor.empty() : tensor<8x32x1xi32> loc(#loc680)
    %395 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_122 : tensor<8x32x1xi32>) outs(%394 : tensor<8x32x1xi32>) {
    ^bb0(%in: i32 loc("jit(step)/jvp()/broadcast_in_dim"(#loc237)), %out: i32 loc(callsite(#loc121 at #loc251))):
      %1048 = arith.addi %in, %c64_i32 : i32 loc(#loc680)
      linalg.yield %1048 : i32 loc(#loc680)
    } -> tensor<8x32x1xi32> loc(#loc680)
    %396 = linalg.generic {indexing_maps = [#map4, #map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%393, %395, %expanded_122 : tensor<8x32x1xi1>, tensor<8x32x1xi32>, tensor<8x32x1xi32>) outs(%394 : tensor<8x32x1xi32>) {
    ^bb0(%in: i1 loc(callsite(#loc120 at #loc251)), %in_314: i32 loc(callsite(#loc121 at #loc251)), %in_315: i32 loc("jit(step)/jvp()/broadcast_in_dim"(#loc237)), %out: i32 loc(callsite(#loc63 at #loc251))):
      %1048 = arith.select %in, %in_314, %in_315 : i32 loc(#loc462)
      linalg.yield %1048 : i32 loc(#loc462)
    } -> tensor<8x32x1xi32> loc(#loc462)
    %expanded_123 = tensor.expand_shape %396 [[0], [1], [2, 3]] output_shape [8, 32, 1, 1] : tensor<8x32x1xi32> into tensor<8x32x1x1xi32> loc(#loc681)
    %397 = tensor.empty() : tensor<8x32x1x1xi1> loc(#loc682)
    %398 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_123 : tensor<8x32x1x1xi32>) outs(%397 : tensor<8x32x1x1xi1>) {
    ^bb0(%in: i32 loc(callsite(#loc122 at #loc251)), %out: i1 loc(callsite(#loc93 at #loc251))):
      %1048 = arith.cmpi sge, %in, %c0_i32 : i32 loc(#loc682)
      linalg.yield %1048 : i1 loc(#loc682)
    } -> tensor<8x32x1x1xi1> loc(#loc682)
    %399 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_123 : tensor<8x32x1x1xi32>) outs(%397 : tensor<8x32x1x1xi1>) {
    ^bb0(%in: i32 loc(callsite(#loc122 at #loc251)), %out: i1 loc(callsite(#loc64 at #loc251))):
      %1048 = arith.cmpi sle, %in, %c63_i32 : i32 loc(#loc463)
      linalg.yield %1048 : i1 loc(#loc463)
    } -> tensor<8x32x1x1xi1> loc(#loc463)
    %400 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%398, %399 : tensor<8x32x1x1xi1>, tensor<8x32x1x1xi1>) outs(%397 : tensor<8x32x1x1xi1>) {
    ^bb0(%in: i1 loc(callsite(#loc93 at #loc251)), %in_314: i1 loc(callsite(#loc64 at #loc251)), %out: i1 loc(callsite(#loc123 at #loc251))):
      %1048 = arith.andi %in, %in_314 : i1 loc(#loc683)
      linalg.yield %1048 : i1 loc(#loc683)
    } -> tensor<8x32x1x1xi1> loc(#loc683)
    %401 = linalg.fill ins(%true : i1) outs(%392 : tensor<8x32x1xi1>) -> tensor<8x32x1xi1> loc(#loc684)
    %402 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%400 : tensor<8x32x1x1xi1>) outs(%401 : tensor<8x32x1xi1>) {
    ^bb0(%in: i1 loc(callsite(#loc124 at #loc251)), %out: i1 loc(callsite(#loc124 at #loc251))):
      %1048 = arith.andi %out, %in : i1 loc(#loc684)
      linalg.yield %1048 : i1 loc(#loc684)
    } -> tensor<8x32x1xi1> loc(#loc684)
    %403 = linalg.generic {indexing_maps = [#map4], iterator_types = ["parallel", "parallel", "parallel"]} outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%out: f32 loc(callsite(#loc125 at #loc251))):
      %1048 = linalg.index 0 : index loc(#loc685)
      %1049 = linalg.index 1 : index loc(#loc685)
      %extracted = tensor.extract %expanded_123[%1048, %1049, %c0, %c0] : tensor<8x32x1x1xi32> loc(#loc685)
      %1050 = arith.index_cast %extracted : i32 to index loc(#loc685)
      %1051 = arith.maxsi %1050, %c0 : index loc(#loc685)
      %1052 = arith.minsi %1051, %c63 : index loc(#loc685)
      %extracted_314 = tensor.extract %391[%1048, %1049, %1052] : tensor<8x32x64xf32> loc(#loc685)
      linalg.yield %extracted_314 : f32 loc(#loc685)
    } -> tensor<8x32x1xf32> loc(#loc685)
    %404 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%402, %403 : tensor<8x32x1xi1>, tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc124 at #loc251)), %in_314: f32 loc(callsite(#loc125 at #loc251)), %out: f32 loc(callsite(#loc63 at #loc251))):
      %1048 = arith.select %in, %in_314, %cst_5 : f32 loc(#loc462)
      linalg.yield %1048 : f32 loc(#loc462)
    } -> tensor<8x32x1xf32> loc(#loc462)
    %405 = linalg.fill ins(%cst_17 : f32) outs(%46 : tensor<f32>) -> tensor<f32> loc(#loc280)
    %406 = linalg.generic {indexing_maps = [#map4, #map14], iterator_types = ["reduction", "reduction", "reduction"]} ins(%404 : tensor<8x32x1xf32>) outs(%405 : tensor<f32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/reduce_sum"(#loc238)), %out: f32 loc("jit(step)/jvp()/reduce_sum"(#loc238))):
      %1048 = arith.addf %out, %in : f32 loc(#loc280)
      linalg.yield %1048 : f32 loc(#loc280)
    } -> tensor<f32> loc(#loc280)
    %407 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = []} ins(%406 : tensor<f32>) outs(%46 : tensor<f32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/reduce_sum"(#loc238)), %out: f32 loc("jit(step)/jvp()/div"(#loc238))):
      %1048 = arith.divf %in, %cst_4 : f32 loc(#loc281)
      linalg.yield %1048 : f32 loc(#loc281)
    } -> tensor<f32> loc(#loc281)
    %408 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = []} ins(%407 : tensor<f32>) outs(%46 : tensor<f32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/div"(#loc238)), %out: f32 loc("jit(step)/jvp()/neg"(#loc239))):
      %1048 = arith.negf %in : f32 loc(#loc282)
      linalg.yield %1048 : f32 loc(#loc282)
    } -> tensor<f32> loc(#loc282)
    %409 = linalg.generic {indexing_maps = [#map10], iterator_types = []} outs(%46 : tensor<f32>) {
    ^bb0(%out: f32 loc("jit(step)/transpose(jvp())/neg"(#loc239))):
      linalg.yield %cst_1 : f32 loc(#loc283)
    } -> tensor<f32> loc(#loc283)
    %410 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = []} ins(%409 : tensor<f32>) outs(%46 : tensor<f32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/neg"(#loc239)), %out: f32 loc("jit(step)/transpose(jvp())/div"(#loc238))):
      %1048 = arith.divf %in, %cst_4 : f32 loc(#loc284)
      linalg.yield %1048 : f32 loc(#loc284)
    } -> tensor<f32> loc(#loc284)
    %411 = linalg.generic {indexing_maps = [#map14, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%410 : tensor<f32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/div"(#loc238)), %out: f32 loc("jit(step)/transpose(jvp())/broadcast_in_dim"(#loc238))):
      linalg.yield %in : f32 loc(#loc285)
    } -> tensor<8x32x1xf32> loc(#loc285)
    %412 = tensor.empty() : tensor<8x32x1x1xi32> loc(#loc686)
    %413 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%412 : tensor<8x32x1x1xi32>) {
    ^bb0(%out: i32 loc(callsite(#loc at #loc250))):
      %1048 = linalg.index 0 : index loc(#loc686)
      %1049 = arith.index_cast %1048 : index to i32 loc(#loc686)
      linalg.yield %1049 : i32 loc(#loc686)
    } -> tensor<8x32x1x1xi32> loc(#loc686)
    %414 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%412 : tensor<8x32x1x1xi32>) {
    ^bb0(%out: i32 loc(callsite(#loc at #loc250))):
      %1048 = linalg.index 1 : index loc(#loc686)
      %1049 = arith.index_cast %1048 : index to i32 loc(#loc686)
      linalg.yield %1049 : i32 loc(#loc686)
    } -> tensor<8x32x1x1xi32> loc(#loc686)
    %415 = tensor.empty() : tensor<8x32x1x3xi32> loc(#loc686)
    %inserted_slice = tensor.insert_slice %413 into %415[0, 0, 0, 0] [8, 32, 1, 1] [1, 1, 1, 1] : tensor<8x32x1x1xi32> into tensor<8x32x1x3xi32> loc(#loc686)
    %inserted_slice_124 = tensor.insert_slice %414 into %inserted_slice[0, 0, 0, 1] [8, 32, 1, 1] [1, 1, 1, 1] : tensor<8x32x1x1xi32> into tensor<8x32x1x3xi32> loc(#loc686)
    %inserted_slice_125 = tensor.insert_slice %expanded_123 into %inserted_slice_124[0, 0, 0, 2] [8, 32, 1, 1] [1, 1, 1, 1] : tensor<8x32x1x1xi32> into tensor<8x32x1x3xi32> loc(#loc686)
    %collapsed_126 = tensor.collapse_shape %inserted_slice_125 [[0, 1, 2], [3]] : tensor<8x32x1x3xi32> into tensor<256x3xi32> loc(#loc461)
    %collapsed_127 = tensor.collapse_shape %411 [[0, 1, 2]] : tensor<8x32x1xf32> into tensor<256xf32> loc(#loc461)
    %416 = scf.for %arg54 = %c0 to %c256 step %c1 iter_args(%arg55 = %cst_0) -> (tensor<16384xf32>) {
      %extracted = tensor.extract %collapsed_126[%arg54, %c0] : tensor<256x3xi32> loc(#loc461)
      %1048 = arith.index_cast %extracted : i32 to index loc(#loc461)
      %extracted_314 = tensor.extract %collapsed_126[%arg54, %c1] : tensor<256x3xi32> loc(#loc461)
      %1049 = arith.index_cast %extracted_314 : i32 to index loc(#loc461)
      %extracted_315 = tensor.extract %collapsed_126[%arg54, %c2] : tensor<256x3xi32> loc(#loc461)
      %1050 = arith.index_cast %extracted_315 : i32 to index loc(#loc461)
      %1051 = arith.cmpi sge, %1048, %c0 : index loc(#loc461)
      %1052 = arith.cmpi slt, %1048, %c8 : index loc(#loc461)
      %1053 = arith.andi %1051, %1052 : i1 loc(#loc461)
      %1054 = arith.cmpi sge, %1049, %c0 : index loc(#loc461)
      %1055 = arith.cmpi slt, %1049, %c32 : index loc(#loc461)
      %1056 = arith.andi %1054, %1055 : i1 loc(#loc461)
      %1057 = arith.andi %1053, %1056 : i1 loc(#loc461)
      %1058 = arith.cmpi sge, %1050, %c0 : index loc(#loc461)
      %1059 = arith.cmpi slt, %1050, %c64 : index loc(#loc461)
      %1060 = arith.andi %1058, %1059 : i1 loc(#loc461)
      %1061 = arith.andi %1057, %1060 : i1 loc(#loc461)
      %1062 = arith.muli %1048, %c2048 : index loc(#loc461)
      %1063 = arith.muli %1049, %c64 : index loc(#loc461)
      %1064 = arith.addi %1062, %1063 : index loc(#loc461)
      %1065 = arith.addi %1064, %1050 : index loc(#loc461)
      %1066 = scf.if %1061 -> (tensor<16384xf32>) {
        %extracted_316 = tensor.extract %collapsed_127[%arg54] : tensor<256xf32> loc(#loc461)
        %extracted_317 = tensor.extract %arg55[%1065] : tensor<16384xf32> loc(#loc461)
        %1067 = arith.addf %extracted_317, %extracted_316 : f32 loc(#loc687)
        %inserted = tensor.insert %1067 into %arg55[%1065] : tensor<16384xf32> loc(#loc461)
        scf.yield %inserted : tensor<16384xf32> loc(#loc461)
      } else {
        scf.yield %arg55 : tensor<16384xf32> loc(#loc461)
      } loc(#loc461)
      scf.yield %1066 : tensor<16384xf32> loc(#loc461)
    } loc(#loc461)
    %expanded_128 = tensor.expand_shape %416 [[0, 1, 2]] output_shape [8, 32, 64] : tensor<16384xf32> into tensor<8x32x64xf32> loc(#loc461)
    %417 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_128 : tensor<8x32x64xf32>) outs(%384 : tensor<8x32x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc60 at #loc250)), %out: f32 loc(callsite(#loc128 at #loc286))):
      %1048 = arith.negf %in : f32 loc(#loc688)
      linalg.yield %1048 : f32 loc(#loc688)
    } -> tensor<8x32x64xf32> loc(#loc688)
    %418 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%417 : tensor<8x32x64xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc117 at #loc286)), %out: f32 loc(callsite(#loc117 at #loc286))):
      %1048 = arith.addf %out, %in : f32 loc(#loc689)
      linalg.yield %1048 : f32 loc(#loc689)
    } -> tensor<8x32xf32> loc(#loc689)
    %expanded_129 = tensor.expand_shape %418 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc690)
    %419 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_129, %expanded_121 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc122 at #loc286)), %in_314: f32 loc(callsite(#loc94 at #loc278)), %out: f32 loc(callsite(#loc129 at #loc286))):
      %1048 = arith.divf %in, %in_314 : f32 loc(#loc691)
      linalg.yield %1048 : f32 loc(#loc691)
    } -> tensor<8x32x1xf32> loc(#loc691)
    %420 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%419 : tensor<8x32x1xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc117 at #loc286)), %out: f32 loc(callsite(#loc117 at #loc286))):
      %1048 = arith.addf %out, %in : f32 loc(#loc689)
      linalg.yield %1048 : f32 loc(#loc689)
    } -> tensor<8x32xf32> loc(#loc689)
    %421 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%420 : tensor<8x32xf32>) outs(%384 : tensor<8x32x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc117 at #loc286)), %out: f32 loc(callsite(#loc94 at #loc286))):
      linalg.yield %in : f32 loc(#loc692)
    } -> tensor<8x32x64xf32> loc(#loc692)
    %422 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%421, %387 : tensor<8x32x64xf32>, tensor<8x32x64xf32>) outs(%384 : tensor<8x32x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc94 at #loc286)), %in_314: f32 loc(callsite(#loc116 at #loc278)), %out: f32 loc(callsite(#loc130 at #loc286))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc693)
      linalg.yield %1048 : f32 loc(#loc693)
    } -> tensor<8x32x64xf32> loc(#loc693)
    %423 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_128, %422 : tensor<8x32x64xf32>, tensor<8x32x64xf32>) outs(%384 : tensor<8x32x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc60 at #loc250)), %in_314: f32 loc(callsite(#loc130 at #loc286)), %out: f32 loc(callsite(#loc131 at #loc286))):
      %1048 = arith.addf %in, %in_314 : f32 loc(#loc694)
      linalg.yield %1048 : f32 loc(#loc694)
    } -> tensor<8x32x64xf32> loc(#loc694)
    %424 = tensor.empty() : tensor<64x8x32xf32> loc(#loc240)
    %425 = linalg.generic {indexing_maps = [#map15, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%423 : tensor<8x32x64xf32>) outs(%424 : tensor<64x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc131 at #loc286)), %out: f32 loc("jit(step)/transpose(jvp())/dot_general"(#loc214))):
      linalg.yield %in : f32 loc(#loc240)
    } -> tensor<64x8x32xf32> loc(#loc240)
    %collapsed_130 = tensor.collapse_shape %425 [[0], [1, 2]] : tensor<64x8x32xf32> into tensor<64x256xf32> loc(#loc240)
    %426 = tensor.empty() : tensor<64x32xf32> loc(#loc240)
    %427 = linalg.fill ins(%cst_17 : f32) outs(%426 : tensor<64x32xf32>) -> tensor<64x32xf32> loc(#loc240)
    %428 = linalg.matmul ins(%collapsed_130, %collapsed_119 : tensor<64x256xf32>, tensor<256x32xf32>) outs(%427 : tensor<64x32xf32>) -> tensor<64x32xf32> loc(#loc240)
    %429 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%428 : tensor<64x32xf32>) outs(%377 : tensor<32x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/dot_general"(#loc214)), %out: f32 loc("jit(step)/transpose(jvp())/transpose"(#loc214))):
      linalg.yield %in : f32 loc(#loc241)
    } -> tensor<32x64xf32> loc(#loc241)
    %collapsed_131 = tensor.collapse_shape %423 [[0, 1], [2]] : tensor<8x32x64xf32> into tensor<256x64xf32> loc(#loc240)
    %430 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%378 : tensor<32x64xf32>) outs(%426 : tensor<64x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/transpose"(#loc213)), %out: f32 loc("jit(step)/transpose(jvp())/dot_general"(#loc214))):
      linalg.yield %in : f32 loc(#loc240)
    } -> tensor<64x32xf32> loc(#loc240)
    %431 = linalg.matmul ins(%collapsed_131, %430 : tensor<256x64xf32>, tensor<64x32xf32>) outs(%78 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc240)
    %expanded_132 = tensor.expand_shape %431 [[0, 1], [2]] output_shape [8, 32, 32] : tensor<256x32xf32> into tensor<8x32x32xf32> loc(#loc240)
    %432 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%429 : tensor<32x64xf32>) outs(%426 : tensor<64x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/transpose"(#loc214)), %out: f32 loc("jit(step)/transpose(jvp())/transpose"(#loc213))):
      linalg.yield %in : f32 loc(#loc242)
    } -> tensor<64x32xf32> loc(#loc242)
    %433 = tensor.empty() : tensor<32xf32> loc(#loc287)
    %434 = linalg.fill ins(%cst_17 : f32) outs(%433 : tensor<32xf32>) -> tensor<32xf32> loc(#loc287)
    %435 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_132 : tensor<8x32x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/reduce_sum"(#loc233)), %out: f32 loc("jit(step)/transpose(jvp())/reduce_sum"(#loc233))):
      %1048 = arith.addf %out, %in : f32 loc(#loc287)
      linalg.yield %1048 : f32 loc(#loc287)
    } -> tensor<32xf32> loc(#loc287)
    %expanded_133 = tensor.expand_shape %435 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc288)
    %436 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_133 : tensor<1x1x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/reduce_sum"(#loc233)), %out: f32 loc("jit(step)/transpose(jvp())/reduce_sum"(#loc233))):
      %1048 = arith.addf %out, %in : f32 loc(#loc287)
      linalg.yield %1048 : f32 loc(#loc287)
    } -> tensor<32xf32> loc(#loc287)
    %437 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%372, %expanded_132 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/mul"(#loc231)), %in_314: f32 loc("jit(step)/transpose(jvp())/dot_general"(#loc214)), %out: f32 loc("jit(step)/transpose(jvp())/mul"(#loc232))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc289)
      linalg.yield %1048 : f32 loc(#loc289)
    } -> tensor<8x32x32xf32> loc(#loc289)
    %438 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%437 : tensor<8x32x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/reduce_sum"(#loc232)), %out: f32 loc("jit(step)/transpose(jvp())/reduce_sum"(#loc232))):
      %1048 = arith.addf %out, %in : f32 loc(#loc290)
      linalg.yield %1048 : f32 loc(#loc290)
    } -> tensor<32xf32> loc(#loc290)
    %expanded_134 = tensor.expand_shape %438 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc291)
    %439 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_132, %373 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/dot_general"(#loc214)), %in_314: f32 loc("jit(step)/jvp()/mul"(#loc232)), %out: f32 loc("jit(step)/transpose(jvp())/mul"(#loc232))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc289)
      linalg.yield %1048 : f32 loc(#loc289)
    } -> tensor<8x32x32xf32> loc(#loc289)
    %440 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_134 : tensor<1x1x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/reduce_sum"(#loc232)), %out: f32 loc("jit(step)/transpose(jvp())/reduce_sum"(#loc232))):
      %1048 = arith.addf %out, %in : f32 loc(#loc290)
      linalg.yield %1048 : f32 loc(#loc290)
    } -> tensor<32xf32> loc(#loc290)
    %441 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%362, %439 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/sub"(#loc226)), %in_314: f32 loc("jit(step)/transpose(jvp())/mul"(#loc232)), %out: f32 loc("jit(step)/transpose(jvp())/mul"(#loc231))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc292)
      linalg.yield %1048 : f32 loc(#loc292)
    } -> tensor<8x32x32xf32> loc(#loc292)
    %442 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%441 : tensor<8x32x32xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/reduce_sum"(#loc231)), %out: f32 loc("jit(step)/transpose(jvp())/reduce_sum"(#loc231))):
      %1048 = arith.addf %out, %in : f32 loc(#loc293)
      linalg.yield %1048 : f32 loc(#loc293)
    } -> tensor<8x32xf32> loc(#loc293)
    %expanded_135 = tensor.expand_shape %442 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc294)
    %443 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%439, %371 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/mul"(#loc232)), %in_314: f32 loc("jit(step)/jvp()/mul"(#loc231)), %out: f32 loc("jit(step)/transpose(jvp())/mul"(#loc231))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc292)
      linalg.yield %1048 : f32 loc(#loc292)
    } -> tensor<8x32x32xf32> loc(#loc292)
    %444 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_135, %370 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/reshape"(#loc231)), %in_314: f32 loc("jit(step)/jvp()/mul"(#loc230)), %out: f32 loc("jit(step)/transpose(jvp())/mul"(#loc230))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc295)
      linalg.yield %1048 : f32 loc(#loc295)
    } -> tensor<8x32x1xf32> loc(#loc295)
    %445 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%443 : tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/mul"(#loc231)), %out: f32 loc("jit(step)/transpose(jvp())/neg"(#loc243))):
      %1048 = arith.negf %in : f32 loc(#loc296)
      linalg.yield %1048 : f32 loc(#loc296)
    } -> tensor<8x32x32xf32> loc(#loc296)
    %446 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%445 : tensor<8x32x32xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/reduce_sum"(#loc243)), %out: f32 loc("jit(step)/transpose(jvp())/reduce_sum"(#loc243))):
      %1048 = arith.addf %out, %in : f32 loc(#loc297)
      linalg.yield %1048 : f32 loc(#loc297)
    } -> tensor<8x32xf32> loc(#loc297)
    %expanded_136 = tensor.expand_shape %446 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc298)
    %447 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%444 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/mul"(#loc230)), %out: f32 loc("jit(step)/transpose(jvp())/div"(#loc228))):
      %1048 = arith.divf %in, %cst_16 : f32 loc(#loc299)
      linalg.yield %1048 : f32 loc(#loc299)
    } -> tensor<8x32x1xf32> loc(#loc299)
    %448 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%447 : tensor<8x32x1xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/reduce_sum"(#loc228)), %out: f32 loc("jit(step)/transpose(jvp())/reduce_sum"(#loc228))):
      %1048 = arith.addf %out, %in : f32 loc(#loc300)
      linalg.yield %1048 : f32 loc(#loc300)
    } -> tensor<8x32xf32> loc(#loc300)
    %449 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%448 : tensor<8x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/reduce_sum"(#loc228)), %out: f32 loc("jit(step)/transpose(jvp())/broadcast_in_dim"(#loc228))):
      linalg.yield %in : f32 loc(#loc301)
    } -> tensor<8x32x32xf32> loc(#loc301)
    %450 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%449, %364 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/broadcast_in_dim"(#loc228)), %in_314: f32 loc("jit(step)/jvp()/mul"(#loc227)), %out: f32 loc("jit(step)/transpose(jvp())/mul"(#loc227))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc302)
      linalg.yield %1048 : f32 loc(#loc302)
    } -> tensor<8x32x32xf32> loc(#loc302)
    %451 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%450 : tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/mul"(#loc227)), %out: f32 loc("jit(step)/transpose(jvp())/neg"(#loc226))):
      %1048 = arith.negf %in : f32 loc(#loc303)
      linalg.yield %1048 : f32 loc(#loc303)
    } -> tensor<8x32x32xf32> loc(#loc303)
    %452 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%451 : tensor<8x32x32xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/reduce_sum"(#loc226)), %out: f32 loc("jit(step)/transpose(jvp())/reduce_sum"(#loc226))):
      %1048 = arith.addf %out, %in : f32 loc(#loc304)
      linalg.yield %1048 : f32 loc(#loc304)
    } -> tensor<8x32xf32> loc(#loc304)
    %expanded_137 = tensor.expand_shape %452 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc305)
    %453 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%443, %450 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/mul"(#loc231)), %in_314: f32 loc("jit(step)/transpose(jvp())/mul"(#loc227)), %out: f32 loc("jit(step)/transpose(jvp())/add_any"(#loc226))):
      %1048 = arith.addf %in, %in_314 : f32 loc(#loc306)
      linalg.yield %1048 : f32 loc(#loc306)
    } -> tensor<8x32x32xf32> loc(#loc306)
    %454 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_136, %expanded_137 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/reshape"(#loc243)), %in_314: f32 loc("jit(step)/transpose(jvp())/reshape"(#loc226)), %out: f32 loc("jit(step)/transpose(jvp())/add_any"(#loc226))):
      %1048 = arith.addf %in, %in_314 : f32 loc(#loc306)
      linalg.yield %1048 : f32 loc(#loc306)
    } -> tensor<8x32x1xf32> loc(#loc306)
    %455 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%454 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/add_any"(#loc226)), %out: f32 loc("jit(step)/transpose(jvp())/div"(#loc225))):
      %1048 = arith.divf %in, %cst_16 : f32 loc(#loc307)
      linalg.yield %1048 : f32 loc(#loc307)
    } -> tensor<8x32x1xf32> loc(#loc307)
    %456 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%455 : tensor<8x32x1xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/reduce_sum"(#loc225)), %out: f32 loc("jit(step)/transpose(jvp())/reduce_sum"(#loc225))):
      %1048 = arith.addf %out, %in : f32 loc(#loc308)
      linalg.yield %1048 : f32 loc(#loc308)
    } -> tensor<8x32xf32> loc(#loc308)
    %457 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%456 : tensor<8x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/reduce_sum"(#loc225)), %out: f32 loc("jit(step)/transpose(jvp())/broadcast_in_dim"(#loc225))):
      linalg.yield %in : f32 loc(#loc309)
    } -> tensor<8x32x32xf32> loc(#loc309)
    %458 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%453, %457 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/add_any"(#loc226)), %in_314: f32 loc("jit(step)/transpose(jvp())/broadcast_in_dim"(#loc225)), %out: f32 loc("jit(step)/transpose(jvp())/add_any"(#loc225))):
      %1048 = arith.addf %in, %in_314 : f32 loc(#loc310)
      linalg.yield %1048 : f32 loc(#loc310)
    } -> tensor<8x32x32xf32> loc(#loc310)
    %459 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%458 : tensor<8x32x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc261)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc261))):
      %1048 = arith.addf %out, %in : f32 loc(#loc418)
      linalg.yield %1048 : f32 loc(#loc418)
    } -> tensor<32xf32> loc(#loc418)
    %expanded_138 = tensor.expand_shape %459 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc419)
    %460 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_138 : tensor<1x1x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc261)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc261))):
      %1048 = arith.addf %out, %in : f32 loc(#loc418)
      linalg.yield %1048 : f32 loc(#loc418)
    } -> tensor<32xf32> loc(#loc418)
    %461 = tensor.empty() : tensor<32x8x32xf32> loc(#loc420)
    %462 = linalg.generic {indexing_maps = [#map15, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%458 : tensor<8x32x32xf32>) outs(%461 : tensor<32x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/add_any"(#loc225)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/dot_general"(#loc259))):
      linalg.yield %in : f32 loc(#loc420)
    } -> tensor<32x8x32xf32> loc(#loc420)
    %collapsed_139 = tensor.collapse_shape %462 [[0], [1, 2]] : tensor<32x8x32xf32> into tensor<32x256xf32> loc(#loc420)
    %463 = tensor.empty() : tensor<32x128xf32> loc(#loc420)
    %464 = linalg.fill ins(%cst_17 : f32) outs(%463 : tensor<32x128xf32>) -> tensor<32x128xf32> loc(#loc420)
    %465 = linalg.matmul ins(%collapsed_139, %collapsed_115 : tensor<32x256xf32>, tensor<256x128xf32>) outs(%464 : tensor<32x128xf32>) -> tensor<32x128xf32> loc(#loc420)
    %466 = tensor.empty() : tensor<128x32xf32> loc(#loc421)
    %467 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%465 : tensor<32x128xf32>) outs(%466 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/dot_general"(#loc259)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/transpose"(#loc259))):
      linalg.yield %in : f32 loc(#loc421)
    } -> tensor<128x32xf32> loc(#loc421)
    %collapsed_140 = tensor.collapse_shape %458 [[0, 1], [2]] : tensor<8x32x32xf32> into tensor<256x32xf32> loc(#loc420)
    %468 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%arg42 : tensor<128x32xf32>) outs(%463 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("params['h'][3]['out']"), %out: f32 loc("jit(step)/transpose(jvp(h.3))/dot_general"(#loc259))):
      linalg.yield %in : f32 loc(#loc420)
    } -> tensor<32x128xf32> loc(#loc420)
    %469 = linalg.matmul ins(%collapsed_140, %468 : tensor<256x32xf32>, tensor<32x128xf32>) outs(%102 : tensor<256x128xf32>) -> tensor<256x128xf32> loc(#loc420)
    %expanded_141 = tensor.expand_shape %469 [[0, 1], [2]] output_shape [8, 32, 128] : tensor<256x128xf32> into tensor<8x32x128xf32> loc(#loc420)
    %470 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%343, %expanded_141 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/add"(#loc257)), %in_314: f32 loc("jit(step)/transpose(jvp(h.3))/dot_general"(#loc259)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc258))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc422)
      linalg.yield %1048 : f32 loc(#loc422)
    } -> tensor<8x32x128xf32> loc(#loc422)
    %471 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_141, %353 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/dot_general"(#loc259)), %in_314: f32 loc("jit(step)/jvp(h.3)/mul"(#loc258)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc258))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc422)
      linalg.yield %1048 : f32 loc(#loc422)
    } -> tensor<8x32x128xf32> loc(#loc422)
    %472 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%470 : tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc258)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc258))):
      %1048 = arith.mulf %in, %cst_6 : f32 loc(#loc422)
      linalg.yield %1048 : f32 loc(#loc422)
    } -> tensor<8x32x128xf32> loc(#loc422)
    %473 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%472, %351 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc258)), %in_314: f32 loc("jit(step)/jvp(h.3)/sub"(#loc258)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc258))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc422)
      linalg.yield %1048 : f32 loc(#loc422)
    } -> tensor<8x32x128xf32> loc(#loc422)
    %474 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%473, %350 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc258)), %in_314: f32 loc("jit(step)/jvp(h.3)/tanh"(#loc258)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc258))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc422)
      linalg.yield %1048 : f32 loc(#loc422)
    } -> tensor<8x32x128xf32> loc(#loc422)
    %475 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%473, %474 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc258)), %in_314: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc258)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/add_any"(#loc258))):
      %1048 = arith.addf %in, %in_314 : f32 loc(#loc423)
      linalg.yield %1048 : f32 loc(#loc423)
    } -> tensor<8x32x128xf32> loc(#loc423)
    %476 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%475 : tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/add_any"(#loc258)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc258))):
      %1048 = arith.mulf %in, %cst_7 : f32 loc(#loc422)
      linalg.yield %1048 : f32 loc(#loc422)
    } -> tensor<8x32x128xf32> loc(#loc422)
    %477 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%471, %476 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc258)), %in_314: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc258)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/add_any"(#loc258))):
      %1048 = arith.addf %in, %in_314 : f32 loc(#loc423)
      linalg.yield %1048 : f32 loc(#loc423)
    } -> tensor<8x32x128xf32> loc(#loc423)
    %478 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%476 : tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc258)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc258))):
      %1048 = arith.mulf %in, %cst_8 : f32 loc(#loc422)
      linalg.yield %1048 : f32 loc(#loc422)
    } -> tensor<8x32x128xf32> loc(#loc422)
    %479 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%478, %346 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc258)), %in_314: f32 loc("jit(step)/jvp(h.3)/mul"(#loc258)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc258))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc422)
      linalg.yield %1048 : f32 loc(#loc422)
    } -> tensor<8x32x128xf32> loc(#loc422)
    %480 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%477, %479 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/add_any"(#loc258)), %in_314: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc258)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/add_any"(#loc258))):
      %1048 = arith.addf %in, %in_314 : f32 loc(#loc423)
      linalg.yield %1048 : f32 loc(#loc423)
    } -> tensor<8x32x128xf32> loc(#loc423)
    %481 = tensor.empty() : tensor<128xf32> loc(#loc424)
    %482 = linalg.fill ins(%cst_17 : f32) outs(%481 : tensor<128xf32>) -> tensor<128xf32> loc(#loc424)
    %483 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%480 : tensor<8x32x128xf32>) outs(%482 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc257)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc257))):
      %1048 = arith.addf %out, %in : f32 loc(#loc424)
      linalg.yield %1048 : f32 loc(#loc424)
    } -> tensor<128xf32> loc(#loc424)
    %expanded_142 = tensor.expand_shape %483 [[0, 1, 2]] output_shape [1, 1, 128] : tensor<128xf32> into tensor<1x1x128xf32> loc(#loc425)
    %484 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_142 : tensor<1x1x128xf32>) outs(%482 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc257)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc257))):
      %1048 = arith.addf %out, %in : f32 loc(#loc424)
      linalg.yield %1048 : f32 loc(#loc424)
    } -> tensor<128xf32> loc(#loc424)
    %485 = tensor.empty() : tensor<128x8x32xf32> loc(#loc426)
    %486 = linalg.generic {indexing_maps = [#map15, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%480 : tensor<8x32x128xf32>) outs(%485 : tensor<128x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/add_any"(#loc258)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/dot_general"(#loc256))):
      linalg.yield %in : f32 loc(#loc426)
    } -> tensor<128x8x32xf32> loc(#loc426)
    %collapsed_143 = tensor.collapse_shape %486 [[0], [1, 2]] : tensor<128x8x32xf32> into tensor<128x256xf32> loc(#loc426)
    %487 = linalg.fill ins(%cst_17 : f32) outs(%466 : tensor<128x32xf32>) -> tensor<128x32xf32> loc(#loc426)
    %488 = linalg.matmul ins(%collapsed_143, %collapsed_113 : tensor<128x256xf32>, tensor<256x32xf32>) outs(%487 : tensor<128x32xf32>) -> tensor<128x32xf32> loc(#loc426)
    %489 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%488 : tensor<128x32xf32>) outs(%463 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/dot_general"(#loc256)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/transpose"(#loc256))):
      linalg.yield %in : f32 loc(#loc427)
    } -> tensor<32x128xf32> loc(#loc427)
    %collapsed_144 = tensor.collapse_shape %480 [[0, 1], [2]] : tensor<8x32x128xf32> into tensor<256x128xf32> loc(#loc426)
    %490 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%arg36 : tensor<32x128xf32>) outs(%466 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("params['h'][3]['fc']"), %out: f32 loc("jit(step)/transpose(jvp(h.3))/dot_general"(#loc256))):
      linalg.yield %in : f32 loc(#loc426)
    } -> tensor<128x32xf32> loc(#loc426)
    %491 = linalg.matmul ins(%collapsed_144, %490 : tensor<256x128xf32>, tensor<128x32xf32>) outs(%78 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc426)
    %expanded_145 = tensor.expand_shape %491 [[0, 1], [2]] output_shape [8, 32, 32] : tensor<256x32xf32> into tensor<8x32x32xf32> loc(#loc426)
    %492 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_145 : tensor<8x32x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc351)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc351))):
      %1048 = arith.addf %out, %in : f32 loc(#loc695)
      linalg.yield %1048 : f32 loc(#loc695)
    } -> tensor<32xf32> loc(#loc695)
    %expanded_146 = tensor.expand_shape %492 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc696)
    %493 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_146 : tensor<1x1x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc351)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc351))):
      %1048 = arith.addf %out, %in : f32 loc(#loc695)
      linalg.yield %1048 : f32 loc(#loc695)
    } -> tensor<32xf32> loc(#loc695)
    %494 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%336, %expanded_145 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/mul"(#loc349)), %in_314: f32 loc("jit(step)/transpose(jvp(h.3))/dot_general"(#loc256)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc350))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc697)
      linalg.yield %1048 : f32 loc(#loc697)
    } -> tensor<8x32x32xf32> loc(#loc697)
    %495 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%494 : tensor<8x32x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc350)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc350))):
      %1048 = arith.addf %out, %in : f32 loc(#loc698)
      linalg.yield %1048 : f32 loc(#loc698)
    } -> tensor<32xf32> loc(#loc698)
    %expanded_147 = tensor.expand_shape %495 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc699)
    %496 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_145, %337 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/dot_general"(#loc256)), %in_314: f32 loc("jit(step)/jvp(h.3)/mul"(#loc350)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc350))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc697)
      linalg.yield %1048 : f32 loc(#loc697)
    } -> tensor<8x32x32xf32> loc(#loc697)
    %497 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_147 : tensor<1x1x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc350)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc350))):
      %1048 = arith.addf %out, %in : f32 loc(#loc698)
      linalg.yield %1048 : f32 loc(#loc698)
    } -> tensor<32xf32> loc(#loc698)
    %498 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%326, %496 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/sub"(#loc344)), %in_314: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc350)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc349))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc700)
      linalg.yield %1048 : f32 loc(#loc700)
    } -> tensor<8x32x32xf32> loc(#loc700)
    %499 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%498 : tensor<8x32x32xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc349)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc349))):
      %1048 = arith.addf %out, %in : f32 loc(#loc701)
      linalg.yield %1048 : f32 loc(#loc701)
    } -> tensor<8x32xf32> loc(#loc701)
    %expanded_148 = tensor.expand_shape %499 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc702)
    %500 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%496, %335 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc350)), %in_314: f32 loc("jit(step)/jvp(h.3)/mul"(#loc349)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc349))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc700)
      linalg.yield %1048 : f32 loc(#loc700)
    } -> tensor<8x32x32xf32> loc(#loc700)
    %501 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_148, %334 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/reshape"(#loc349)), %in_314: f32 loc("jit(step)/jvp(h.3)/mul"(#loc348)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc348))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc703)
      linalg.yield %1048 : f32 loc(#loc703)
    } -> tensor<8x32x1xf32> loc(#loc703)
    %502 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%500 : tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc349)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/neg"(#loc428))):
      %1048 = arith.negf %in : f32 loc(#loc704)
      linalg.yield %1048 : f32 loc(#loc704)
    } -> tensor<8x32x32xf32> loc(#loc704)
    %503 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%502 : tensor<8x32x32xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc428)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc428))):
      %1048 = arith.addf %out, %in : f32 loc(#loc705)
      linalg.yield %1048 : f32 loc(#loc705)
    } -> tensor<8x32xf32> loc(#loc705)
    %expanded_149 = tensor.expand_shape %503 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc706)
    %504 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%458, %500 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/add_any"(#loc225)), %in_314: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc349)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/add_any"(#loc428))):
      %1048 = arith.addf %in, %in_314 : f32 loc(#loc707)
      linalg.yield %1048 : f32 loc(#loc707)
    } -> tensor<8x32x32xf32> loc(#loc707)
    %505 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%501 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc348)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/div"(#loc346))):
      %1048 = arith.divf %in, %cst_16 : f32 loc(#loc708)
      linalg.yield %1048 : f32 loc(#loc708)
    } -> tensor<8x32x1xf32> loc(#loc708)
    %506 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%505 : tensor<8x32x1xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc346)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc346))):
      %1048 = arith.addf %out, %in : f32 loc(#loc709)
      linalg.yield %1048 : f32 loc(#loc709)
    } -> tensor<8x32xf32> loc(#loc709)
    %507 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%506 : tensor<8x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc346)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/broadcast_in_dim"(#loc346))):
      linalg.yield %in : f32 loc(#loc710)
    } -> tensor<8x32x32xf32> loc(#loc710)
    %508 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%507, %328 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/broadcast_in_dim"(#loc346)), %in_314: f32 loc("jit(step)/jvp(h.3)/mul"(#loc345)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc345))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc711)
      linalg.yield %1048 : f32 loc(#loc711)
    } -> tensor<8x32x32xf32> loc(#loc711)
    %509 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%508 : tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc345)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/neg"(#loc344))):
      %1048 = arith.negf %in : f32 loc(#loc712)
      linalg.yield %1048 : f32 loc(#loc712)
    } -> tensor<8x32x32xf32> loc(#loc712)
    %510 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%509 : tensor<8x32x32xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc344)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc344))):
      %1048 = arith.addf %out, %in : f32 loc(#loc713)
      linalg.yield %1048 : f32 loc(#loc713)
    } -> tensor<8x32xf32> loc(#loc713)
    %expanded_150 = tensor.expand_shape %510 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc714)
    %511 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%504, %508 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/add_any"(#loc428)), %in_314: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc345)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/add_any"(#loc344))):
      %1048 = arith.addf %in, %in_314 : f32 loc(#loc715)
      linalg.yield %1048 : f32 loc(#loc715)
    } -> tensor<8x32x32xf32> loc(#loc715)
    %512 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_149, %expanded_150 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/reshape"(#loc428)), %in_314: f32 loc("jit(step)/transpose(jvp(h.3))/reshape"(#loc344)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/add_any"(#loc344))):
      %1048 = arith.addf %in, %in_314 : f32 loc(#loc715)
      linalg.yield %1048 : f32 loc(#loc715)
    } -> tensor<8x32x1xf32> loc(#loc715)
    %513 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%512 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/add_any"(#loc344)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/div"(#loc343))):
      %1048 = arith.divf %in, %cst_16 : f32 loc(#loc716)
      linalg.yield %1048 : f32 loc(#loc716)
    } -> tensor<8x32x1xf32> loc(#loc716)
    %514 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%513 : tensor<8x32x1xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc343)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc343))):
      %1048 = arith.addf %out, %in : f32 loc(#loc717)
      linalg.yield %1048 : f32 loc(#loc717)
    } -> tensor<8x32xf32> loc(#loc717)
    %515 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%514 : tensor<8x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc343)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/broadcast_in_dim"(#loc343))):
      linalg.yield %in : f32 loc(#loc718)
    } -> tensor<8x32x32xf32> loc(#loc718)
    %516 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%511, %515 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/add_any"(#loc344)), %in_314: f32 loc("jit(step)/transpose(jvp(h.3))/broadcast_in_dim"(#loc343)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/add_any"(#loc343))):
      %1048 = arith.addf %in, %in_314 : f32 loc(#loc719)
      linalg.yield %1048 : f32 loc(#loc719)
    } -> tensor<8x32x32xf32> loc(#loc719)
    %517 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%516 : tensor<8x32x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc341)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc341))):
      %1048 = arith.addf %out, %in : f32 loc(#loc720)
      linalg.yield %1048 : f32 loc(#loc720)
    } -> tensor<32xf32> loc(#loc720)
    %expanded_151 = tensor.expand_shape %517 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc721)
    %518 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_151 : tensor<1x1x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc341)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc341))):
      %1048 = arith.addf %out, %in : f32 loc(#loc720)
      linalg.yield %1048 : f32 loc(#loc720)
    } -> tensor<32xf32> loc(#loc720)
    %519 = linalg.generic {indexing_maps = [#map15, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%516 : tensor<8x32x32xf32>) outs(%461 : tensor<32x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/add_any"(#loc343)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/dot_general"(#loc340))):
      linalg.yield %in : f32 loc(#loc722)
    } -> tensor<32x8x32xf32> loc(#loc722)
    %collapsed_152 = tensor.collapse_shape %519 [[0], [1, 2]] : tensor<32x8x32xf32> into tensor<32x256xf32> loc(#loc722)
    %520 = tensor.empty() : tensor<32x32xf32> loc(#loc722)
    %521 = linalg.fill ins(%cst_17 : f32) outs(%520 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc722)
    %522 = linalg.matmul ins(%collapsed_152, %collapsed_109 : tensor<32x256xf32>, tensor<256x32xf32>) outs(%521 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc722)
    %523 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%522 : tensor<32x32xf32>) outs(%520 : tensor<32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/dot_general"(#loc340)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/transpose"(#loc340))):
      linalg.yield %in : f32 loc(#loc723)
    } -> tensor<32x32xf32> loc(#loc723)
    %collapsed_153 = tensor.collapse_shape %516 [[0, 1], [2]] : tensor<8x32x32xf32> into tensor<256x32xf32> loc(#loc722)
    %524 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%arg44 : tensor<32x32xf32>) outs(%520 : tensor<32x32xf32>) {
    ^bb0(%in: f32 loc("params['h'][3]['proj']"), %out: f32 loc("jit(step)/transpose(jvp(h.3))/dot_general"(#loc340))):
      linalg.yield %in : f32 loc(#loc722)
    } -> tensor<32x32xf32> loc(#loc722)
    %525 = linalg.matmul ins(%collapsed_153, %524 : tensor<256x32xf32>, tensor<32x32xf32>) outs(%78 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc722)
    %expanded_154 = tensor.expand_shape %525 [[0, 1], [2, 3]] output_shape [8, 32, 4, 8] : tensor<256x32xf32> into tensor<8x32x4x8xf32> loc(#loc724)
    %526 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_154 : tensor<8x32x4x8xf32>) outs(%37 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/reshape"(#loc429)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/transpose"(#loc339))):
      linalg.yield %in : f32 loc(#loc725)
    } -> tensor<8x4x32x8xf32> loc(#loc725)
    %527 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%526 : tensor<8x4x32x8xf32>) outs(%41 : tensor<8x4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/transpose"(#loc339)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/dot_general"(#loc338))):
      linalg.yield %in : f32 loc(#loc726)
    } -> tensor<8x4x8x32xf32> loc(#loc726)
    %collapsed_155 = tensor.collapse_shape %527 [[0, 1], [2], [3]] : tensor<8x4x8x32xf32> into tensor<32x8x32xf32> loc(#loc726)
    %528 = linalg.fill ins(%cst_17 : f32) outs(%461 : tensor<32x8x32xf32>) -> tensor<32x8x32xf32> loc(#loc726)
    %529 = linalg.batch_matmul ins(%collapsed_155, %collapsed_106 : tensor<32x8x32xf32>, tensor<32x32x32xf32>) outs(%528 : tensor<32x8x32xf32>) -> tensor<32x8x32xf32> loc(#loc726)
    %expanded_156 = tensor.expand_shape %529 [[0, 1], [2], [3]] output_shape [8, 4, 8, 32] : tensor<32x8x32xf32> into tensor<8x4x8x32xf32> loc(#loc726)
    %530 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_156 : tensor<8x4x8x32xf32>) outs(%37 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/dot_general"(#loc338)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/transpose"(#loc338))):
      linalg.yield %in : f32 loc(#loc727)
    } -> tensor<8x4x32x8xf32> loc(#loc727)
    %531 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%303 : tensor<8x4x32x8xf32>) outs(%41 : tensor<8x4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/transpose"(#loc488)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/dot_general"(#loc338))):
      linalg.yield %in : f32 loc(#loc726)
    } -> tensor<8x4x8x32xf32> loc(#loc726)
    %collapsed_157 = tensor.collapse_shape %526 [[0, 1], [2], [3]] : tensor<8x4x32x8xf32> into tensor<32x32x8xf32> loc(#loc726)
    %collapsed_158 = tensor.collapse_shape %531 [[0, 1], [2], [3]] : tensor<8x4x8x32xf32> into tensor<32x8x32xf32> loc(#loc726)
    %532 = linalg.batch_matmul ins(%collapsed_157, %collapsed_158 : tensor<32x32x8xf32>, tensor<32x8x32xf32>) outs(%44 : tensor<32x32x32xf32>) -> tensor<32x32x32xf32> loc(#loc726)
    %expanded_159 = tensor.expand_shape %532 [[0, 1], [2], [3]] output_shape [8, 4, 32, 32] : tensor<32x32x32xf32> into tensor<8x4x32x32xf32> loc(#loc726)
    %533 = linalg.generic {indexing_maps = [#map17, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%316 : tensor<8x4x32x1xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/div"(#loc502)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc337))):
      linalg.yield %in : f32 loc(#loc728)
    } -> tensor<8x4x32x32xf32> loc(#loc728)
    %534 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_159, %533 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/dot_general"(#loc338)), %in_314: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc337)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc337))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc728)
      linalg.yield %1048 : f32 loc(#loc728)
    } -> tensor<8x4x32x32xf32> loc(#loc728)
    %535 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%534, %311 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc337)), %in_314: f32 loc("jit(step)/jvp(h.3)/exp"(#loc337)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc337))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc728)
      linalg.yield %1048 : f32 loc(#loc728)
    } -> tensor<8x4x32x32xf32> loc(#loc728)
    %536 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%535 : tensor<8x4x32x32xf32>) outs(%65 : tensor<8x4x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc337)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc337))):
      %1048 = arith.addf %out, %in : f32 loc(#loc729)
      linalg.yield %1048 : f32 loc(#loc729)
    } -> tensor<8x4x32xf32> loc(#loc729)
    %537 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%536 : tensor<8x4x32xf32>) outs(%59 : tensor<8x4x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc337)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/neg"(#loc337))):
      %1048 = arith.negf %in : f32 loc(#loc730)
      linalg.yield %1048 : f32 loc(#loc730)
    } -> tensor<8x4x32xf32> loc(#loc730)
    %expanded_160 = tensor.expand_shape %537 [[0], [1], [2, 3]] output_shape [8, 4, 32, 1] : tensor<8x4x32xf32> into tensor<8x4x32x1xf32> loc(#loc731)
    %538 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_159, %313 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/dot_general"(#loc338)), %in_314: f32 loc("jit(step)/jvp(h.3)/div"(#loc337)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/div"(#loc337))):
      %1048 = arith.divf %in, %in_314 : f32 loc(#loc732)
      linalg.yield %1048 : f32 loc(#loc732)
    } -> tensor<8x4x32x32xf32> loc(#loc732)
    %539 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_160 : tensor<8x4x32x1xf32>) outs(%65 : tensor<8x4x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc337)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc337))):
      %1048 = arith.addf %out, %in : f32 loc(#loc729)
      linalg.yield %1048 : f32 loc(#loc729)
    } -> tensor<8x4x32xf32> loc(#loc729)
    %540 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%539 : tensor<8x4x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc337)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/broadcast_in_dim"(#loc337))):
      linalg.yield %in : f32 loc(#loc733)
    } -> tensor<8x4x32x32xf32> loc(#loc733)
    %541 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%538, %540 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/div"(#loc337)), %in_314: f32 loc("jit(step)/transpose(jvp(h.3))/broadcast_in_dim"(#loc337)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/add_any"(#loc337))):
      %1048 = arith.addf %in, %in_314 : f32 loc(#loc734)
      linalg.yield %1048 : f32 loc(#loc734)
    } -> tensor<8x4x32x32xf32> loc(#loc734)
    %542 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%541, %311 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/add_any"(#loc337)), %in_314: f32 loc("jit(step)/jvp(h.3)/exp"(#loc337)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc337))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc728)
      linalg.yield %1048 : f32 loc(#loc728)
    } -> tensor<8x4x32x32xf32> loc(#loc728)
    %543 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %542 : tensor<8x4x32x32xi1>, tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc94 at #loc494)), %in_314: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc337)), %out: f32 loc(callsite(#loc63 at #loc735))):
      %1048 = arith.select %in, %in_314, %cst_17 : f32 loc(#loc1070)
      linalg.yield %1048 : f32 loc(#loc1070)
    } -> tensor<8x4x32x32xf32> loc(#loc1070)
    %544 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%543, %49 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc63 at #loc735)), %in_314: f32 loc("jit(step)/jvp(h.0)/div"(#loc334)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/div"(#loc334))):
      %1048 = arith.divf %in, %in_314 : f32 loc(#loc736)
      linalg.yield %1048 : f32 loc(#loc736)
    } -> tensor<8x4x32x32xf32> loc(#loc736)
    %545 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%544 : tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/div"(#loc334)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/dot_general"(#loc332))):
      linalg.yield %in : f32 loc(#loc737)
    } -> tensor<8x4x32x32xf32> loc(#loc737)
    %collapsed_161 = tensor.collapse_shape %545 [[0, 1], [2], [3]] : tensor<8x4x32x32xf32> into tensor<32x32x32xf32> loc(#loc737)
    %546 = linalg.batch_matmul ins(%collapsed_161, %collapsed_102 : tensor<32x32x32xf32>, tensor<32x32x8xf32>) outs(%73 : tensor<32x32x8xf32>) -> tensor<32x32x8xf32> loc(#loc737)
    %expanded_162 = tensor.expand_shape %546 [[0, 1], [2], [3]] output_shape [8, 4, 32, 8] : tensor<32x32x8xf32> into tensor<8x4x32x8xf32> loc(#loc737)
    %547 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_162 : tensor<8x4x32x8xf32>) outs(%41 : tensor<8x4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/dot_general"(#loc332)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/transpose"(#loc332))):
      linalg.yield %in : f32 loc(#loc738)
    } -> tensor<8x4x8x32xf32> loc(#loc738)
    %548 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%304 : tensor<8x4x8x32xf32>) outs(%37 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/transpose"(#loc331)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/dot_general"(#loc332))):
      linalg.yield %in : f32 loc(#loc737)
    } -> tensor<8x4x32x8xf32> loc(#loc737)
    %collapsed_163 = tensor.collapse_shape %544 [[0, 1], [2], [3]] : tensor<8x4x32x32xf32> into tensor<32x32x32xf32> loc(#loc737)
    %collapsed_164 = tensor.collapse_shape %548 [[0, 1], [2], [3]] : tensor<8x4x32x8xf32> into tensor<32x32x8xf32> loc(#loc737)
    %549 = linalg.batch_matmul ins(%collapsed_163, %collapsed_164 : tensor<32x32x32xf32>, tensor<32x32x8xf32>) outs(%73 : tensor<32x32x8xf32>) -> tensor<32x32x8xf32> loc(#loc737)
    %expanded_165 = tensor.expand_shape %549 [[0, 1], [2], [3]] output_shape [8, 4, 32, 8] : tensor<32x32x8xf32> into tensor<8x4x32x8xf32> loc(#loc737)
    %550 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%547 : tensor<8x4x8x32xf32>) outs(%37 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/transpose"(#loc332)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/transpose"(#loc331))):
      linalg.yield %in : f32 loc(#loc739)
    } -> tensor<8x4x32x8xf32> loc(#loc739)
    %551 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%530 : tensor<8x4x32x8xf32>) outs(%75 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/transpose"(#loc338)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/transpose"(#loc488))):
      linalg.yield %in : f32 loc(#loc1036)
    } -> tensor<8x32x4x8xf32> loc(#loc1036)
    %collapsed_166 = tensor.collapse_shape %551 [[0], [1], [2, 3]] : tensor<8x32x4x8xf32> into tensor<8x32x32xf32> loc(#loc1037)
    %552 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%550 : tensor<8x4x32x8xf32>) outs(%75 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/transpose"(#loc331)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/transpose"(#loc486))):
      linalg.yield %in : f32 loc(#loc1038)
    } -> tensor<8x32x4x8xf32> loc(#loc1038)
    %collapsed_167 = tensor.collapse_shape %552 [[0], [1], [2, 3]] : tensor<8x32x4x8xf32> into tensor<8x32x32xf32> loc(#loc1039)
    %553 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_165 : tensor<8x4x32x8xf32>) outs(%75 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/dot_general"(#loc332)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/transpose"(#loc484))):
      linalg.yield %in : f32 loc(#loc1040)
    } -> tensor<8x32x4x8xf32> loc(#loc1040)
    %collapsed_168 = tensor.collapse_shape %553 [[0], [1], [2, 3]] : tensor<8x32x4x8xf32> into tensor<8x32x32xf32> loc(#loc1041)
    %inserted_slice_169 = tensor.insert_slice %collapsed_168 into %34[0, 0, 0] [8, 32, 32] [1, 1, 1] : tensor<8x32x32xf32> into tensor<8x32x96xf32> loc(#loc740)
    %inserted_slice_170 = tensor.insert_slice %collapsed_167 into %inserted_slice_169[0, 0, 32] [8, 32, 32] [1, 1, 1] : tensor<8x32x32xf32> into tensor<8x32x96xf32> loc(#loc740)
    %inserted_slice_171 = tensor.insert_slice %collapsed_166 into %inserted_slice_170[0, 0, 64] [8, 32, 32] [1, 1, 1] : tensor<8x32x32xf32> into tensor<8x32x96xf32> loc(#loc740)
    %554 = tensor.empty() : tensor<96xf32> loc(#loc741)
    %555 = linalg.fill ins(%cst_17 : f32) outs(%554 : tensor<96xf32>) -> tensor<96xf32> loc(#loc741)
    %556 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%inserted_slice_171 : tensor<8x32x96xf32>) outs(%555 : tensor<96xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc326)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc326))):
      %1048 = arith.addf %out, %in : f32 loc(#loc741)
      linalg.yield %1048 : f32 loc(#loc741)
    } -> tensor<96xf32> loc(#loc741)
    %expanded_172 = tensor.expand_shape %556 [[0, 1, 2]] output_shape [1, 1, 96] : tensor<96xf32> into tensor<1x1x96xf32> loc(#loc742)
    %557 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_172 : tensor<1x1x96xf32>) outs(%555 : tensor<96xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc326)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc326))):
      %1048 = arith.addf %out, %in : f32 loc(#loc741)
      linalg.yield %1048 : f32 loc(#loc741)
    } -> tensor<96xf32> loc(#loc741)
    %558 = tensor.empty() : tensor<96x8x32xf32> loc(#loc743)
    %559 = linalg.generic {indexing_maps = [#map15, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%inserted_slice_171 : tensor<8x32x96xf32>) outs(%558 : tensor<96x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/concatenate"(#loc327)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/dot_general"(#loc325))):
      linalg.yield %in : f32 loc(#loc743)
    } -> tensor<96x8x32xf32> loc(#loc743)
    %collapsed_173 = tensor.collapse_shape %559 [[0], [1, 2]] : tensor<96x8x32xf32> into tensor<96x256xf32> loc(#loc743)
    %560 = tensor.empty() : tensor<96x32xf32> loc(#loc743)
    %561 = linalg.fill ins(%cst_17 : f32) outs(%560 : tensor<96x32xf32>) -> tensor<96x32xf32> loc(#loc743)
    %562 = linalg.matmul ins(%collapsed_173, %collapsed_94 : tensor<96x256xf32>, tensor<256x32xf32>) outs(%561 : tensor<96x32xf32>) -> tensor<96x32xf32> loc(#loc743)
    %563 = tensor.empty() : tensor<32x96xf32> loc(#loc744)
    %564 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%562 : tensor<96x32xf32>) outs(%563 : tensor<32x96xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/dot_general"(#loc325)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/transpose"(#loc325))):
      linalg.yield %in : f32 loc(#loc744)
    } -> tensor<32x96xf32> loc(#loc744)
    %collapsed_174 = tensor.collapse_shape %inserted_slice_171 [[0, 1], [2]] : tensor<8x32x96xf32> into tensor<256x96xf32> loc(#loc743)
    %565 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%arg46 : tensor<32x96xf32>) outs(%560 : tensor<96x32xf32>) {
    ^bb0(%in: f32 loc("params['h'][3]['qkv']"), %out: f32 loc("jit(step)/transpose(jvp(h.3))/dot_general"(#loc325))):
      linalg.yield %in : f32 loc(#loc743)
    } -> tensor<96x32xf32> loc(#loc743)
    %566 = linalg.matmul ins(%collapsed_174, %565 : tensor<256x96xf32>, tensor<96x32xf32>) outs(%78 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc743)
    %expanded_175 = tensor.expand_shape %566 [[0, 1], [2]] output_shape [8, 32, 32] : tensor<256x32xf32> into tensor<8x32x32xf32> loc(#loc743)
    %567 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_175 : tensor<8x32x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc324)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc324))):
      %1048 = arith.addf %out, %in : f32 loc(#loc745)
      linalg.yield %1048 : f32 loc(#loc745)
    } -> tensor<32xf32> loc(#loc745)
    %expanded_176 = tensor.expand_shape %567 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc746)
    %568 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_176 : tensor<1x1x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc324)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc324))):
      %1048 = arith.addf %out, %in : f32 loc(#loc745)
      linalg.yield %1048 : f32 loc(#loc745)
    } -> tensor<32xf32> loc(#loc745)
    %569 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%293, %expanded_175 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/mul"(#loc322)), %in_314: f32 loc("jit(step)/transpose(jvp(h.3))/dot_general"(#loc325)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc323))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc747)
      linalg.yield %1048 : f32 loc(#loc747)
    } -> tensor<8x32x32xf32> loc(#loc747)
    %570 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%569 : tensor<8x32x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc323)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc323))):
      %1048 = arith.addf %out, %in : f32 loc(#loc748)
      linalg.yield %1048 : f32 loc(#loc748)
    } -> tensor<32xf32> loc(#loc748)
    %expanded_177 = tensor.expand_shape %570 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc749)
    %571 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_175, %294 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/dot_general"(#loc325)), %in_314: f32 loc("jit(step)/jvp(h.3)/mul"(#loc323)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc323))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc747)
      linalg.yield %1048 : f32 loc(#loc747)
    } -> tensor<8x32x32xf32> loc(#loc747)
    %572 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_177 : tensor<1x1x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc323)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc323))):
      %1048 = arith.addf %out, %in : f32 loc(#loc748)
      linalg.yield %1048 : f32 loc(#loc748)
    } -> tensor<32xf32> loc(#loc748)
    %573 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%283, %571 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/sub"(#loc317)), %in_314: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc323)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc322))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc750)
      linalg.yield %1048 : f32 loc(#loc750)
    } -> tensor<8x32x32xf32> loc(#loc750)
    %574 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%573 : tensor<8x32x32xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc322)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc322))):
      %1048 = arith.addf %out, %in : f32 loc(#loc751)
      linalg.yield %1048 : f32 loc(#loc751)
    } -> tensor<8x32xf32> loc(#loc751)
    %expanded_178 = tensor.expand_shape %574 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc752)
    %575 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%571, %292 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc323)), %in_314: f32 loc("jit(step)/jvp(h.3)/mul"(#loc322)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc322))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc750)
      linalg.yield %1048 : f32 loc(#loc750)
    } -> tensor<8x32x32xf32> loc(#loc750)
    %576 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_178, %291 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/reshape"(#loc322)), %in_314: f32 loc("jit(step)/jvp(h.3)/mul"(#loc321)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc321))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc753)
      linalg.yield %1048 : f32 loc(#loc753)
    } -> tensor<8x32x1xf32> loc(#loc753)
    %577 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%575 : tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc322)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/neg"(#loc430))):
      %1048 = arith.negf %in : f32 loc(#loc754)
      linalg.yield %1048 : f32 loc(#loc754)
    } -> tensor<8x32x32xf32> loc(#loc754)
    %578 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%577 : tensor<8x32x32xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc430)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc430))):
      %1048 = arith.addf %out, %in : f32 loc(#loc755)
      linalg.yield %1048 : f32 loc(#loc755)
    } -> tensor<8x32xf32> loc(#loc755)
    %expanded_179 = tensor.expand_shape %578 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc756)
    %579 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%516, %575 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/add_any"(#loc343)), %in_314: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc322)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/add_any"(#loc430))):
      %1048 = arith.addf %in, %in_314 : f32 loc(#loc757)
      linalg.yield %1048 : f32 loc(#loc757)
    } -> tensor<8x32x32xf32> loc(#loc757)
    %580 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%576 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc321)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/div"(#loc319))):
      %1048 = arith.divf %in, %cst_16 : f32 loc(#loc758)
      linalg.yield %1048 : f32 loc(#loc758)
    } -> tensor<8x32x1xf32> loc(#loc758)
    %581 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%580 : tensor<8x32x1xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc319)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc319))):
      %1048 = arith.addf %out, %in : f32 loc(#loc759)
      linalg.yield %1048 : f32 loc(#loc759)
    } -> tensor<8x32xf32> loc(#loc759)
    %582 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%581 : tensor<8x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc319)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/broadcast_in_dim"(#loc319))):
      linalg.yield %in : f32 loc(#loc760)
    } -> tensor<8x32x32xf32> loc(#loc760)
    %583 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%582, %285 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/broadcast_in_dim"(#loc319)), %in_314: f32 loc("jit(step)/jvp(h.3)/mul"(#loc318)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc318))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc761)
      linalg.yield %1048 : f32 loc(#loc761)
    } -> tensor<8x32x32xf32> loc(#loc761)
    %584 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%583 : tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc318)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/neg"(#loc317))):
      %1048 = arith.negf %in : f32 loc(#loc762)
      linalg.yield %1048 : f32 loc(#loc762)
    } -> tensor<8x32x32xf32> loc(#loc762)
    %585 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%584 : tensor<8x32x32xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc317)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc317))):
      %1048 = arith.addf %out, %in : f32 loc(#loc763)
      linalg.yield %1048 : f32 loc(#loc763)
    } -> tensor<8x32xf32> loc(#loc763)
    %expanded_180 = tensor.expand_shape %585 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc764)
    %586 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%579, %583 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/add_any"(#loc430)), %in_314: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc318)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/add_any"(#loc317))):
      %1048 = arith.addf %in, %in_314 : f32 loc(#loc765)
      linalg.yield %1048 : f32 loc(#loc765)
    } -> tensor<8x32x32xf32> loc(#loc765)
    %587 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_179, %expanded_180 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/reshape"(#loc430)), %in_314: f32 loc("jit(step)/transpose(jvp(h.3))/reshape"(#loc317)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/add_any"(#loc317))):
      %1048 = arith.addf %in, %in_314 : f32 loc(#loc765)
      linalg.yield %1048 : f32 loc(#loc765)
    } -> tensor<8x32x1xf32> loc(#loc765)
    %588 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%587 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/add_any"(#loc317)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/div"(#loc316))):
      %1048 = arith.divf %in, %cst_16 : f32 loc(#loc766)
      linalg.yield %1048 : f32 loc(#loc766)
    } -> tensor<8x32x1xf32> loc(#loc766)
    %589 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%588 : tensor<8x32x1xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc316)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc316))):
      %1048 = arith.addf %out, %in : f32 loc(#loc767)
      linalg.yield %1048 : f32 loc(#loc767)
    } -> tensor<8x32xf32> loc(#loc767)
    %590 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%589 : tensor<8x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc316)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/broadcast_in_dim"(#loc316))):
      linalg.yield %in : f32 loc(#loc768)
    } -> tensor<8x32x32xf32> loc(#loc768)
    %591 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%586, %590 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/add_any"(#loc317)), %in_314: f32 loc("jit(step)/transpose(jvp(h.3))/broadcast_in_dim"(#loc316)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/add_any"(#loc316))):
      %1048 = arith.addf %in, %in_314 : f32 loc(#loc769)
      linalg.yield %1048 : f32 loc(#loc769)
    } -> tensor<8x32x32xf32> loc(#loc769)
    %592 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%591 : tensor<8x32x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc261)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc261))):
      %1048 = arith.addf %out, %in : f32 loc(#loc431)
      linalg.yield %1048 : f32 loc(#loc431)
    } -> tensor<32xf32> loc(#loc431)
    %expanded_181 = tensor.expand_shape %592 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc432)
    %593 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_181 : tensor<1x1x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc261)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc261))):
      %1048 = arith.addf %out, %in : f32 loc(#loc431)
      linalg.yield %1048 : f32 loc(#loc431)
    } -> tensor<32xf32> loc(#loc431)
    %594 = linalg.generic {indexing_maps = [#map15, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%591 : tensor<8x32x32xf32>) outs(%461 : tensor<32x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/add_any"(#loc316)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/dot_general"(#loc259))):
      linalg.yield %in : f32 loc(#loc433)
    } -> tensor<32x8x32xf32> loc(#loc433)
    %collapsed_182 = tensor.collapse_shape %594 [[0], [1, 2]] : tensor<32x8x32xf32> into tensor<32x256xf32> loc(#loc433)
    %595 = linalg.matmul ins(%collapsed_182, %collapsed_90 : tensor<32x256xf32>, tensor<256x128xf32>) outs(%464 : tensor<32x128xf32>) -> tensor<32x128xf32> loc(#loc433)
    %596 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%595 : tensor<32x128xf32>) outs(%466 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/dot_general"(#loc259)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/transpose"(#loc259))):
      linalg.yield %in : f32 loc(#loc434)
    } -> tensor<128x32xf32> loc(#loc434)
    %collapsed_183 = tensor.collapse_shape %591 [[0, 1], [2]] : tensor<8x32x32xf32> into tensor<256x32xf32> loc(#loc433)
    %597 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%arg30 : tensor<128x32xf32>) outs(%463 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("params['h'][2]['out']"), %out: f32 loc("jit(step)/transpose(jvp(h.2))/dot_general"(#loc259))):
      linalg.yield %in : f32 loc(#loc433)
    } -> tensor<32x128xf32> loc(#loc433)
    %598 = linalg.matmul ins(%collapsed_183, %597 : tensor<256x32xf32>, tensor<32x128xf32>) outs(%102 : tensor<256x128xf32>) -> tensor<256x128xf32> loc(#loc433)
    %expanded_184 = tensor.expand_shape %598 [[0, 1], [2]] output_shape [8, 32, 128] : tensor<256x128xf32> into tensor<8x32x128xf32> loc(#loc433)
    %599 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%264, %expanded_184 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/add"(#loc257)), %in_314: f32 loc("jit(step)/transpose(jvp(h.2))/dot_general"(#loc259)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc258))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc435)
      linalg.yield %1048 : f32 loc(#loc435)
    } -> tensor<8x32x128xf32> loc(#loc435)
    %600 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_184, %274 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/dot_general"(#loc259)), %in_314: f32 loc("jit(step)/jvp(h.2)/mul"(#loc258)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc258))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc435)
      linalg.yield %1048 : f32 loc(#loc435)
    } -> tensor<8x32x128xf32> loc(#loc435)
    %601 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%599 : tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc258)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc258))):
      %1048 = arith.mulf %in, %cst_6 : f32 loc(#loc435)
      linalg.yield %1048 : f32 loc(#loc435)
    } -> tensor<8x32x128xf32> loc(#loc435)
    %602 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%601, %272 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc258)), %in_314: f32 loc("jit(step)/jvp(h.2)/sub"(#loc258)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc258))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc435)
      linalg.yield %1048 : f32 loc(#loc435)
    } -> tensor<8x32x128xf32> loc(#loc435)
    %603 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%602, %271 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc258)), %in_314: f32 loc("jit(step)/jvp(h.2)/tanh"(#loc258)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc258))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc435)
      linalg.yield %1048 : f32 loc(#loc435)
    } -> tensor<8x32x128xf32> loc(#loc435)
    %604 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%602, %603 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc258)), %in_314: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc258)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/add_any"(#loc258))):
      %1048 = arith.addf %in, %in_314 : f32 loc(#loc436)
      linalg.yield %1048 : f32 loc(#loc436)
    } -> tensor<8x32x128xf32> loc(#loc436)
    %605 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%604 : tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/add_any"(#loc258)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc258))):
      %1048 = arith.mulf %in, %cst_7 : f32 loc(#loc435)
      linalg.yield %1048 : f32 loc(#loc435)
    } -> tensor<8x32x128xf32> loc(#loc435)
    %606 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%600, %605 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc258)), %in_314: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc258)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/add_any"(#loc258))):
      %1048 = arith.addf %in, %in_314 : f32 loc(#loc436)
      linalg.yield %1048 : f32 loc(#loc436)
    } -> tensor<8x32x128xf32> loc(#loc436)
    %607 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%605 : tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc258)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc258))):
      %1048 = arith.mulf %in, %cst_8 : f32 loc(#loc435)
      linalg.yield %1048 : f32 loc(#loc435)
    } -> tensor<8x32x128xf32> loc(#loc435)
    %608 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%607, %267 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc258)), %in_314: f32 loc("jit(step)/jvp(h.2)/mul"(#loc258)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc258))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc435)
      linalg.yield %1048 : f32 loc(#loc435)
    } -> tensor<8x32x128xf32> loc(#loc435)
    %609 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%606, %608 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/add_any"(#loc258)), %in_314: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc258)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/add_any"(#loc258))):
      %1048 = arith.addf %in, %in_314 : f32 loc(#loc436)
      linalg.yield %1048 : f32 loc(#loc436)
    } -> tensor<8x32x128xf32> loc(#loc436)
    %610 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%609 : tensor<8x32x128xf32>) outs(%482 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc257)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc257))):
      %1048 = arith.addf %out, %in : f32 loc(#loc437)
      linalg.yield %1048 : f32 loc(#loc437)
    } -> tensor<128xf32> loc(#loc437)
    %expanded_185 = tensor.expand_shape %610 [[0, 1, 2]] output_shape [1, 1, 128] : tensor<128xf32> into tensor<1x1x128xf32> loc(#loc438)
    %611 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_185 : tensor<1x1x128xf32>) outs(%482 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc257)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc257))):
      %1048 = arith.addf %out, %in : f32 loc(#loc437)
      linalg.yield %1048 : f32 loc(#loc437)
    } -> tensor<128xf32> loc(#loc437)
    %612 = linalg.generic {indexing_maps = [#map15, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%609 : tensor<8x32x128xf32>) outs(%485 : tensor<128x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/add_any"(#loc258)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/dot_general"(#loc256))):
      linalg.yield %in : f32 loc(#loc439)
    } -> tensor<128x8x32xf32> loc(#loc439)
    %collapsed_186 = tensor.collapse_shape %612 [[0], [1, 2]] : tensor<128x8x32xf32> into tensor<128x256xf32> loc(#loc439)
    %613 = linalg.matmul ins(%collapsed_186, %collapsed_88 : tensor<128x256xf32>, tensor<256x32xf32>) outs(%487 : tensor<128x32xf32>) -> tensor<128x32xf32> loc(#loc439)
    %614 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%613 : tensor<128x32xf32>) outs(%463 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/dot_general"(#loc256)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/transpose"(#loc256))):
      linalg.yield %in : f32 loc(#loc440)
    } -> tensor<32x128xf32> loc(#loc440)
    %collapsed_187 = tensor.collapse_shape %609 [[0, 1], [2]] : tensor<8x32x128xf32> into tensor<256x128xf32> loc(#loc439)
    %615 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%arg24 : tensor<32x128xf32>) outs(%466 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("params['h'][2]['fc']"), %out: f32 loc("jit(step)/transpose(jvp(h.2))/dot_general"(#loc256))):
      linalg.yield %in : f32 loc(#loc439)
    } -> tensor<128x32xf32> loc(#loc439)
    %616 = linalg.matmul ins(%collapsed_187, %615 : tensor<256x128xf32>, tensor<128x32xf32>) outs(%78 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc439)
    %expanded_188 = tensor.expand_shape %616 [[0, 1], [2]] output_shape [8, 32, 32] : tensor<256x32xf32> into tensor<8x32x32xf32> loc(#loc439)
    %617 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_188 : tensor<8x32x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc351)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc351))):
      %1048 = arith.addf %out, %in : f32 loc(#loc770)
      linalg.yield %1048 : f32 loc(#loc770)
    } -> tensor<32xf32> loc(#loc770)
    %expanded_189 = tensor.expand_shape %617 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc771)
    %618 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_189 : tensor<1x1x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc351)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc351))):
      %1048 = arith.addf %out, %in : f32 loc(#loc770)
      linalg.yield %1048 : f32 loc(#loc770)
    } -> tensor<32xf32> loc(#loc770)
    %619 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%257, %expanded_188 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/mul"(#loc349)), %in_314: f32 loc("jit(step)/transpose(jvp(h.2))/dot_general"(#loc256)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc350))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc772)
      linalg.yield %1048 : f32 loc(#loc772)
    } -> tensor<8x32x32xf32> loc(#loc772)
    %620 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%619 : tensor<8x32x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc350)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc350))):
      %1048 = arith.addf %out, %in : f32 loc(#loc773)
      linalg.yield %1048 : f32 loc(#loc773)
    } -> tensor<32xf32> loc(#loc773)
    %expanded_190 = tensor.expand_shape %620 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc774)
    %621 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_188, %258 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/dot_general"(#loc256)), %in_314: f32 loc("jit(step)/jvp(h.2)/mul"(#loc350)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc350))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc772)
      linalg.yield %1048 : f32 loc(#loc772)
    } -> tensor<8x32x32xf32> loc(#loc772)
    %622 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_190 : tensor<1x1x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc350)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc350))):
      %1048 = arith.addf %out, %in : f32 loc(#loc773)
      linalg.yield %1048 : f32 loc(#loc773)
    } -> tensor<32xf32> loc(#loc773)
    %623 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%247, %621 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/sub"(#loc344)), %in_314: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc350)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc349))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc775)
      linalg.yield %1048 : f32 loc(#loc775)
    } -> tensor<8x32x32xf32> loc(#loc775)
    %624 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%623 : tensor<8x32x32xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc349)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc349))):
      %1048 = arith.addf %out, %in : f32 loc(#loc776)
      linalg.yield %1048 : f32 loc(#loc776)
    } -> tensor<8x32xf32> loc(#loc776)
    %expanded_191 = tensor.expand_shape %624 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc777)
    %625 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%621, %256 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc350)), %in_314: f32 loc("jit(step)/jvp(h.2)/mul"(#loc349)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc349))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc775)
      linalg.yield %1048 : f32 loc(#loc775)
    } -> tensor<8x32x32xf32> loc(#loc775)
    %626 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_191, %255 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/reshape"(#loc349)), %in_314: f32 loc("jit(step)/jvp(h.2)/mul"(#loc348)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc348))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc778)
      linalg.yield %1048 : f32 loc(#loc778)
    } -> tensor<8x32x1xf32> loc(#loc778)
    %627 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%625 : tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc349)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/neg"(#loc428))):
      %1048 = arith.negf %in : f32 loc(#loc779)
      linalg.yield %1048 : f32 loc(#loc779)
    } -> tensor<8x32x32xf32> loc(#loc779)
    %628 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%627 : tensor<8x32x32xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc428)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc428))):
      %1048 = arith.addf %out, %in : f32 loc(#loc780)
      linalg.yield %1048 : f32 loc(#loc780)
    } -> tensor<8x32xf32> loc(#loc780)
    %expanded_192 = tensor.expand_shape %628 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc781)
    %629 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%591, %625 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/add_any"(#loc316)), %in_314: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc349)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/add_any"(#loc428))):
      %1048 = arith.addf %in, %in_314 : f32 loc(#loc782)
      linalg.yield %1048 : f32 loc(#loc782)
    } -> tensor<8x32x32xf32> loc(#loc782)
    %630 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%626 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc348)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/div"(#loc346))):
      %1048 = arith.divf %in, %cst_16 : f32 loc(#loc783)
      linalg.yield %1048 : f32 loc(#loc783)
    } -> tensor<8x32x1xf32> loc(#loc783)
    %631 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%630 : tensor<8x32x1xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc346)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc346))):
      %1048 = arith.addf %out, %in : f32 loc(#loc784)
      linalg.yield %1048 : f32 loc(#loc784)
    } -> tensor<8x32xf32> loc(#loc784)
    %632 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%631 : tensor<8x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc346)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/broadcast_in_dim"(#loc346))):
      linalg.yield %in : f32 loc(#loc785)
    } -> tensor<8x32x32xf32> loc(#loc785)
    %633 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%632, %249 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/broadcast_in_dim"(#loc346)), %in_314: f32 loc("jit(step)/jvp(h.2)/mul"(#loc345)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc345))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc786)
      linalg.yield %1048 : f32 loc(#loc786)
    } -> tensor<8x32x32xf32> loc(#loc786)
    %634 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%633 : tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc345)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/neg"(#loc344))):
      %1048 = arith.negf %in : f32 loc(#loc787)
      linalg.yield %1048 : f32 loc(#loc787)
    } -> tensor<8x32x32xf32> loc(#loc787)
    %635 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%634 : tensor<8x32x32xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc344)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc344))):
      %1048 = arith.addf %out, %in : f32 loc(#loc788)
      linalg.yield %1048 : f32 loc(#loc788)
    } -> tensor<8x32xf32> loc(#loc788)
    %expanded_193 = tensor.expand_shape %635 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc789)
    %636 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%629, %633 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/add_any"(#loc428)), %in_314: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc345)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/add_any"(#loc344))):
      %1048 = arith.addf %in, %in_314 : f32 loc(#loc790)
      linalg.yield %1048 : f32 loc(#loc790)
    } -> tensor<8x32x32xf32> loc(#loc790)
    %637 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_192, %expanded_193 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/reshape"(#loc428)), %in_314: f32 loc("jit(step)/transpose(jvp(h.2))/reshape"(#loc344)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/add_any"(#loc344))):
      %1048 = arith.addf %in, %in_314 : f32 loc(#loc790)
      linalg.yield %1048 : f32 loc(#loc790)
    } -> tensor<8x32x1xf32> loc(#loc790)
    %638 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%637 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/add_any"(#loc344)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/div"(#loc343))):
      %1048 = arith.divf %in, %cst_16 : f32 loc(#loc791)
      linalg.yield %1048 : f32 loc(#loc791)
    } -> tensor<8x32x1xf32> loc(#loc791)
    %639 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%638 : tensor<8x32x1xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc343)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc343))):
      %1048 = arith.addf %out, %in : f32 loc(#loc792)
      linalg.yield %1048 : f32 loc(#loc792)
    } -> tensor<8x32xf32> loc(#loc792)
    %640 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%639 : tensor<8x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc343)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/broadcast_in_dim"(#loc343))):
      linalg.yield %in : f32 loc(#loc793)
    } -> tensor<8x32x32xf32> loc(#loc793)
    %641 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%636, %640 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/add_any"(#loc344)), %in_314: f32 loc("jit(step)/transpose(jvp(h.2))/broadcast_in_dim"(#loc343)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/add_any"(#loc343))):
      %1048 = arith.addf %in, %in_314 : f32 loc(#loc794)
      linalg.yield %1048 : f32 loc(#loc794)
    } -> tensor<8x32x32xf32> loc(#loc794)
    %642 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%641 : tensor<8x32x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc341)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc341))):
      %1048 = arith.addf %out, %in : f32 loc(#loc795)
      linalg.yield %1048 : f32 loc(#loc795)
    } -> tensor<32xf32> loc(#loc795)
    %expanded_194 = tensor.expand_shape %642 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc796)
    %643 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_194 : tensor<1x1x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc341)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc341))):
      %1048 = arith.addf %out, %in : f32 loc(#loc795)
      linalg.yield %1048 : f32 loc(#loc795)
    } -> tensor<32xf32> loc(#loc795)
    %644 = linalg.generic {indexing_maps = [#map15, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%641 : tensor<8x32x32xf32>) outs(%461 : tensor<32x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/add_any"(#loc343)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/dot_general"(#loc340))):
      linalg.yield %in : f32 loc(#loc797)
    } -> tensor<32x8x32xf32> loc(#loc797)
    %collapsed_195 = tensor.collapse_shape %644 [[0], [1, 2]] : tensor<32x8x32xf32> into tensor<32x256xf32> loc(#loc797)
    %645 = linalg.matmul ins(%collapsed_195, %collapsed_84 : tensor<32x256xf32>, tensor<256x32xf32>) outs(%521 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc797)
    %646 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%645 : tensor<32x32xf32>) outs(%520 : tensor<32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/dot_general"(#loc340)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/transpose"(#loc340))):
      linalg.yield %in : f32 loc(#loc798)
    } -> tensor<32x32xf32> loc(#loc798)
    %collapsed_196 = tensor.collapse_shape %641 [[0, 1], [2]] : tensor<8x32x32xf32> into tensor<256x32xf32> loc(#loc797)
    %647 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%arg32 : tensor<32x32xf32>) outs(%520 : tensor<32x32xf32>) {
    ^bb0(%in: f32 loc("params['h'][2]['proj']"), %out: f32 loc("jit(step)/transpose(jvp(h.2))/dot_general"(#loc340))):
      linalg.yield %in : f32 loc(#loc797)
    } -> tensor<32x32xf32> loc(#loc797)
    %648 = linalg.matmul ins(%collapsed_196, %647 : tensor<256x32xf32>, tensor<32x32xf32>) outs(%78 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc797)
    %expanded_197 = tensor.expand_shape %648 [[0, 1], [2, 3]] output_shape [8, 32, 4, 8] : tensor<256x32xf32> into tensor<8x32x4x8xf32> loc(#loc799)
    %649 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_197 : tensor<8x32x4x8xf32>) outs(%37 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/reshape"(#loc429)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/transpose"(#loc339))):
      linalg.yield %in : f32 loc(#loc800)
    } -> tensor<8x4x32x8xf32> loc(#loc800)
    %650 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%649 : tensor<8x4x32x8xf32>) outs(%41 : tensor<8x4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/transpose"(#loc339)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/dot_general"(#loc338))):
      linalg.yield %in : f32 loc(#loc801)
    } -> tensor<8x4x8x32xf32> loc(#loc801)
    %collapsed_198 = tensor.collapse_shape %650 [[0, 1], [2], [3]] : tensor<8x4x8x32xf32> into tensor<32x8x32xf32> loc(#loc801)
    %651 = linalg.batch_matmul ins(%collapsed_198, %collapsed_81 : tensor<32x8x32xf32>, tensor<32x32x32xf32>) outs(%528 : tensor<32x8x32xf32>) -> tensor<32x8x32xf32> loc(#loc801)
    %expanded_199 = tensor.expand_shape %651 [[0, 1], [2], [3]] output_shape [8, 4, 8, 32] : tensor<32x8x32xf32> into tensor<8x4x8x32xf32> loc(#loc801)
    %652 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_199 : tensor<8x4x8x32xf32>) outs(%37 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/dot_general"(#loc338)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/transpose"(#loc338))):
      linalg.yield %in : f32 loc(#loc802)
    } -> tensor<8x4x32x8xf32> loc(#loc802)
    %653 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%224 : tensor<8x4x32x8xf32>) outs(%41 : tensor<8x4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/transpose"(#loc488)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/dot_general"(#loc338))):
      linalg.yield %in : f32 loc(#loc801)
    } -> tensor<8x4x8x32xf32> loc(#loc801)
    %collapsed_200 = tensor.collapse_shape %649 [[0, 1], [2], [3]] : tensor<8x4x32x8xf32> into tensor<32x32x8xf32> loc(#loc801)
    %collapsed_201 = tensor.collapse_shape %653 [[0, 1], [2], [3]] : tensor<8x4x8x32xf32> into tensor<32x8x32xf32> loc(#loc801)
    %654 = linalg.batch_matmul ins(%collapsed_200, %collapsed_201 : tensor<32x32x8xf32>, tensor<32x8x32xf32>) outs(%44 : tensor<32x32x32xf32>) -> tensor<32x32x32xf32> loc(#loc801)
    %expanded_202 = tensor.expand_shape %654 [[0, 1], [2], [3]] output_shape [8, 4, 32, 32] : tensor<32x32x32xf32> into tensor<8x4x32x32xf32> loc(#loc801)
    %655 = linalg.generic {indexing_maps = [#map17, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%237 : tensor<8x4x32x1xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/div"(#loc502)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc337))):
      linalg.yield %in : f32 loc(#loc803)
    } -> tensor<8x4x32x32xf32> loc(#loc803)
    %656 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_202, %655 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/dot_general"(#loc338)), %in_314: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc337)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc337))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc803)
      linalg.yield %1048 : f32 loc(#loc803)
    } -> tensor<8x4x32x32xf32> loc(#loc803)
    %657 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%656, %232 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc337)), %in_314: f32 loc("jit(step)/jvp(h.2)/exp"(#loc337)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc337))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc803)
      linalg.yield %1048 : f32 loc(#loc803)
    } -> tensor<8x4x32x32xf32> loc(#loc803)
    %658 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%657 : tensor<8x4x32x32xf32>) outs(%65 : tensor<8x4x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc337)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc337))):
      %1048 = arith.addf %out, %in : f32 loc(#loc804)
      linalg.yield %1048 : f32 loc(#loc804)
    } -> tensor<8x4x32xf32> loc(#loc804)
    %659 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%658 : tensor<8x4x32xf32>) outs(%59 : tensor<8x4x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc337)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/neg"(#loc337))):
      %1048 = arith.negf %in : f32 loc(#loc805)
      linalg.yield %1048 : f32 loc(#loc805)
    } -> tensor<8x4x32xf32> loc(#loc805)
    %expanded_203 = tensor.expand_shape %659 [[0], [1], [2, 3]] output_shape [8, 4, 32, 1] : tensor<8x4x32xf32> into tensor<8x4x32x1xf32> loc(#loc806)
    %660 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_202, %234 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/dot_general"(#loc338)), %in_314: f32 loc("jit(step)/jvp(h.2)/div"(#loc337)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/div"(#loc337))):
      %1048 = arith.divf %in, %in_314 : f32 loc(#loc807)
      linalg.yield %1048 : f32 loc(#loc807)
    } -> tensor<8x4x32x32xf32> loc(#loc807)
    %661 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_203 : tensor<8x4x32x1xf32>) outs(%65 : tensor<8x4x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc337)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc337))):
      %1048 = arith.addf %out, %in : f32 loc(#loc804)
      linalg.yield %1048 : f32 loc(#loc804)
    } -> tensor<8x4x32xf32> loc(#loc804)
    %662 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%661 : tensor<8x4x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc337)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/broadcast_in_dim"(#loc337))):
      linalg.yield %in : f32 loc(#loc808)
    } -> tensor<8x4x32x32xf32> loc(#loc808)
    %663 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%660, %662 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/div"(#loc337)), %in_314: f32 loc("jit(step)/transpose(jvp(h.2))/broadcast_in_dim"(#loc337)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/add_any"(#loc337))):
      %1048 = arith.addf %in, %in_314 : f32 loc(#loc809)
      linalg.yield %1048 : f32 loc(#loc809)
    } -> tensor<8x4x32x32xf32> loc(#loc809)
    %664 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%663, %232 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/add_any"(#loc337)), %in_314: f32 loc("jit(step)/jvp(h.2)/exp"(#loc337)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc337))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc803)
      linalg.yield %1048 : f32 loc(#loc803)
    } -> tensor<8x4x32x32xf32> loc(#loc803)
    %665 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %664 : tensor<8x4x32x32xi1>, tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc94 at #loc494)), %in_314: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc337)), %out: f32 loc(callsite(#loc63 at #loc810))):
      %1048 = arith.select %in, %in_314, %cst_17 : f32 loc(#loc1071)
      linalg.yield %1048 : f32 loc(#loc1071)
    } -> tensor<8x4x32x32xf32> loc(#loc1071)
    %666 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%665, %49 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc63 at #loc810)), %in_314: f32 loc("jit(step)/jvp(h.0)/div"(#loc334)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/div"(#loc334))):
      %1048 = arith.divf %in, %in_314 : f32 loc(#loc811)
      linalg.yield %1048 : f32 loc(#loc811)
    } -> tensor<8x4x32x32xf32> loc(#loc811)
    %667 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%666 : tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/div"(#loc334)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/dot_general"(#loc332))):
      linalg.yield %in : f32 loc(#loc812)
    } -> tensor<8x4x32x32xf32> loc(#loc812)
    %collapsed_204 = tensor.collapse_shape %667 [[0, 1], [2], [3]] : tensor<8x4x32x32xf32> into tensor<32x32x32xf32> loc(#loc812)
    %668 = linalg.batch_matmul ins(%collapsed_204, %collapsed_77 : tensor<32x32x32xf32>, tensor<32x32x8xf32>) outs(%73 : tensor<32x32x8xf32>) -> tensor<32x32x8xf32> loc(#loc812)
    %expanded_205 = tensor.expand_shape %668 [[0, 1], [2], [3]] output_shape [8, 4, 32, 8] : tensor<32x32x8xf32> into tensor<8x4x32x8xf32> loc(#loc812)
    %669 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_205 : tensor<8x4x32x8xf32>) outs(%41 : tensor<8x4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/dot_general"(#loc332)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/transpose"(#loc332))):
      linalg.yield %in : f32 loc(#loc813)
    } -> tensor<8x4x8x32xf32> loc(#loc813)
    %670 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%225 : tensor<8x4x8x32xf32>) outs(%37 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/transpose"(#loc331)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/dot_general"(#loc332))):
      linalg.yield %in : f32 loc(#loc812)
    } -> tensor<8x4x32x8xf32> loc(#loc812)
    %collapsed_206 = tensor.collapse_shape %666 [[0, 1], [2], [3]] : tensor<8x4x32x32xf32> into tensor<32x32x32xf32> loc(#loc812)
    %collapsed_207 = tensor.collapse_shape %670 [[0, 1], [2], [3]] : tensor<8x4x32x8xf32> into tensor<32x32x8xf32> loc(#loc812)
    %671 = linalg.batch_matmul ins(%collapsed_206, %collapsed_207 : tensor<32x32x32xf32>, tensor<32x32x8xf32>) outs(%73 : tensor<32x32x8xf32>) -> tensor<32x32x8xf32> loc(#loc812)
    %expanded_208 = tensor.expand_shape %671 [[0, 1], [2], [3]] output_shape [8, 4, 32, 8] : tensor<32x32x8xf32> into tensor<8x4x32x8xf32> loc(#loc812)
    %672 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%669 : tensor<8x4x8x32xf32>) outs(%37 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/transpose"(#loc332)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/transpose"(#loc331))):
      linalg.yield %in : f32 loc(#loc814)
    } -> tensor<8x4x32x8xf32> loc(#loc814)
    %673 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%652 : tensor<8x4x32x8xf32>) outs(%75 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/transpose"(#loc338)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/transpose"(#loc488))):
      linalg.yield %in : f32 loc(#loc1043)
    } -> tensor<8x32x4x8xf32> loc(#loc1043)
    %collapsed_209 = tensor.collapse_shape %673 [[0], [1], [2, 3]] : tensor<8x32x4x8xf32> into tensor<8x32x32xf32> loc(#loc1044)
    %674 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%672 : tensor<8x4x32x8xf32>) outs(%75 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/transpose"(#loc331)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/transpose"(#loc486))):
      linalg.yield %in : f32 loc(#loc1045)
    } -> tensor<8x32x4x8xf32> loc(#loc1045)
    %collapsed_210 = tensor.collapse_shape %674 [[0], [1], [2, 3]] : tensor<8x32x4x8xf32> into tensor<8x32x32xf32> loc(#loc1046)
    %675 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_208 : tensor<8x4x32x8xf32>) outs(%75 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/dot_general"(#loc332)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/transpose"(#loc484))):
      linalg.yield %in : f32 loc(#loc1047)
    } -> tensor<8x32x4x8xf32> loc(#loc1047)
    %collapsed_211 = tensor.collapse_shape %675 [[0], [1], [2, 3]] : tensor<8x32x4x8xf32> into tensor<8x32x32xf32> loc(#loc1048)
    %inserted_slice_212 = tensor.insert_slice %collapsed_211 into %34[0, 0, 0] [8, 32, 32] [1, 1, 1] : tensor<8x32x32xf32> into tensor<8x32x96xf32> loc(#loc815)
    %inserted_slice_213 = tensor.insert_slice %collapsed_210 into %inserted_slice_212[0, 0, 32] [8, 32, 32] [1, 1, 1] : tensor<8x32x32xf32> into tensor<8x32x96xf32> loc(#loc815)
    %inserted_slice_214 = tensor.insert_slice %collapsed_209 into %inserted_slice_213[0, 0, 64] [8, 32, 32] [1, 1, 1] : tensor<8x32x32xf32> into tensor<8x32x96xf32> loc(#loc815)
    %676 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%inserted_slice_214 : tensor<8x32x96xf32>) outs(%555 : tensor<96xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc326)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc326))):
      %1048 = arith.addf %out, %in : f32 loc(#loc816)
      linalg.yield %1048 : f32 loc(#loc816)
    } -> tensor<96xf32> loc(#loc816)
    %expanded_215 = tensor.expand_shape %676 [[0, 1, 2]] output_shape [1, 1, 96] : tensor<96xf32> into tensor<1x1x96xf32> loc(#loc817)
    %677 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_215 : tensor<1x1x96xf32>) outs(%555 : tensor<96xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc326)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc326))):
      %1048 = arith.addf %out, %in : f32 loc(#loc816)
      linalg.yield %1048 : f32 loc(#loc816)
    } -> tensor<96xf32> loc(#loc816)
    %678 = linalg.generic {indexing_maps = [#map15, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%inserted_slice_214 : tensor<8x32x96xf32>) outs(%558 : tensor<96x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/concatenate"(#loc327)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/dot_general"(#loc325))):
      linalg.yield %in : f32 loc(#loc818)
    } -> tensor<96x8x32xf32> loc(#loc818)
    %collapsed_216 = tensor.collapse_shape %678 [[0], [1, 2]] : tensor<96x8x32xf32> into tensor<96x256xf32> loc(#loc818)
    %679 = linalg.matmul ins(%collapsed_216, %collapsed_69 : tensor<96x256xf32>, tensor<256x32xf32>) outs(%561 : tensor<96x32xf32>) -> tensor<96x32xf32> loc(#loc818)
    %680 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%679 : tensor<96x32xf32>) outs(%563 : tensor<32x96xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/dot_general"(#loc325)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/transpose"(#loc325))):
      linalg.yield %in : f32 loc(#loc819)
    } -> tensor<32x96xf32> loc(#loc819)
    %collapsed_217 = tensor.collapse_shape %inserted_slice_214 [[0, 1], [2]] : tensor<8x32x96xf32> into tensor<256x96xf32> loc(#loc818)
    %681 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%arg34 : tensor<32x96xf32>) outs(%560 : tensor<96x32xf32>) {
    ^bb0(%in: f32 loc("params['h'][2]['qkv']"), %out: f32 loc("jit(step)/transpose(jvp(h.2))/dot_general"(#loc325))):
      linalg.yield %in : f32 loc(#loc818)
    } -> tensor<96x32xf32> loc(#loc818)
    %682 = linalg.matmul ins(%collapsed_217, %681 : tensor<256x96xf32>, tensor<96x32xf32>) outs(%78 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc818)
    %expanded_218 = tensor.expand_shape %682 [[0, 1], [2]] output_shape [8, 32, 32] : tensor<256x32xf32> into tensor<8x32x32xf32> loc(#loc818)
    %683 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_218 : tensor<8x32x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc324)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc324))):
      %1048 = arith.addf %out, %in : f32 loc(#loc820)
      linalg.yield %1048 : f32 loc(#loc820)
    } -> tensor<32xf32> loc(#loc820)
    %expanded_219 = tensor.expand_shape %683 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc821)
    %684 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_219 : tensor<1x1x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc324)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc324))):
      %1048 = arith.addf %out, %in : f32 loc(#loc820)
      linalg.yield %1048 : f32 loc(#loc820)
    } -> tensor<32xf32> loc(#loc820)
    %685 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%214, %expanded_218 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/mul"(#loc322)), %in_314: f32 loc("jit(step)/transpose(jvp(h.2))/dot_general"(#loc325)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc323))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc822)
      linalg.yield %1048 : f32 loc(#loc822)
    } -> tensor<8x32x32xf32> loc(#loc822)
    %686 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%685 : tensor<8x32x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc323)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc323))):
      %1048 = arith.addf %out, %in : f32 loc(#loc823)
      linalg.yield %1048 : f32 loc(#loc823)
    } -> tensor<32xf32> loc(#loc823)
    %expanded_220 = tensor.expand_shape %686 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc824)
    %687 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_218, %215 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/dot_general"(#loc325)), %in_314: f32 loc("jit(step)/jvp(h.2)/mul"(#loc323)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc323))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc822)
      linalg.yield %1048 : f32 loc(#loc822)
    } -> tensor<8x32x32xf32> loc(#loc822)
    %688 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_220 : tensor<1x1x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc323)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc323))):
      %1048 = arith.addf %out, %in : f32 loc(#loc823)
      linalg.yield %1048 : f32 loc(#loc823)
    } -> tensor<32xf32> loc(#loc823)
    %689 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%204, %687 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/sub"(#loc317)), %in_314: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc323)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc322))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc825)
      linalg.yield %1048 : f32 loc(#loc825)
    } -> tensor<8x32x32xf32> loc(#loc825)
    %690 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%689 : tensor<8x32x32xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc322)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc322))):
      %1048 = arith.addf %out, %in : f32 loc(#loc826)
      linalg.yield %1048 : f32 loc(#loc826)
    } -> tensor<8x32xf32> loc(#loc826)
    %expanded_221 = tensor.expand_shape %690 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc827)
    %691 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%687, %213 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc323)), %in_314: f32 loc("jit(step)/jvp(h.2)/mul"(#loc322)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc322))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc825)
      linalg.yield %1048 : f32 loc(#loc825)
    } -> tensor<8x32x32xf32> loc(#loc825)
    %692 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_221, %212 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/reshape"(#loc322)), %in_314: f32 loc("jit(step)/jvp(h.2)/mul"(#loc321)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc321))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc828)
      linalg.yield %1048 : f32 loc(#loc828)
    } -> tensor<8x32x1xf32> loc(#loc828)
    %693 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%691 : tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc322)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/neg"(#loc430))):
      %1048 = arith.negf %in : f32 loc(#loc829)
      linalg.yield %1048 : f32 loc(#loc829)
    } -> tensor<8x32x32xf32> loc(#loc829)
    %694 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%693 : tensor<8x32x32xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc430)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc430))):
      %1048 = arith.addf %out, %in : f32 loc(#loc830)
      linalg.yield %1048 : f32 loc(#loc830)
    } -> tensor<8x32xf32> loc(#loc830)
    %expanded_222 = tensor.expand_shape %694 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc831)
    %695 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%641, %691 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/add_any"(#loc343)), %in_314: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc322)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/add_any"(#loc430))):
      %1048 = arith.addf %in, %in_314 : f32 loc(#loc832)
      linalg.yield %1048 : f32 loc(#loc832)
    } -> tensor<8x32x32xf32> loc(#loc832)
    %696 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%692 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc321)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/div"(#loc319))):
      %1048 = arith.divf %in, %cst_16 : f32 loc(#loc833)
      linalg.yield %1048 : f32 loc(#loc833)
    } -> tensor<8x32x1xf32> loc(#loc833)
    %697 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%696 : tensor<8x32x1xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc319)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc319))):
      %1048 = arith.addf %out, %in : f32 loc(#loc834)
      linalg.yield %1048 : f32 loc(#loc834)
    } -> tensor<8x32xf32> loc(#loc834)
    %698 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%697 : tensor<8x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc319)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/broadcast_in_dim"(#loc319))):
      linalg.yield %in : f32 loc(#loc835)
    } -> tensor<8x32x32xf32> loc(#loc835)
    %699 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%698, %206 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/broadcast_in_dim"(#loc319)), %in_314: f32 loc("jit(step)/jvp(h.2)/mul"(#loc318)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc318))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc836)
      linalg.yield %1048 : f32 loc(#loc836)
    } -> tensor<8x32x32xf32> loc(#loc836)
    %700 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%699 : tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc318)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/neg"(#loc317))):
      %1048 = arith.negf %in : f32 loc(#loc837)
      linalg.yield %1048 : f32 loc(#loc837)
    } -> tensor<8x32x32xf32> loc(#loc837)
    %701 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%700 : tensor<8x32x32xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc317)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc317))):
      %1048 = arith.addf %out, %in : f32 loc(#loc838)
      linalg.yield %1048 : f32 loc(#loc838)
    } -> tensor<8x32xf32> loc(#loc838)
    %expanded_223 = tensor.expand_shape %701 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc839)
    %702 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%695, %699 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/add_any"(#loc430)), %in_314: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc318)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/add_any"(#loc317))):
      %1048 = arith.addf %in, %in_314 : f32 loc(#loc840)
      linalg.yield %1048 : f32 loc(#loc840)
    } -> tensor<8x32x32xf32> loc(#loc840)
    %703 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_222, %expanded_223 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/reshape"(#loc430)), %in_314: f32 loc("jit(step)/transpose(jvp(h.2))/reshape"(#loc317)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/add_any"(#loc317))):
      %1048 = arith.addf %in, %in_314 : f32 loc(#loc840)
      linalg.yield %1048 : f32 loc(#loc840)
    } -> tensor<8x32x1xf32> loc(#loc840)
    %704 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%703 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/add_any"(#loc317)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/div"(#loc316))):
      %1048 = arith.divf %in, %cst_16 : f32 loc(#loc841)
      linalg.yield %1048 : f32 loc(#loc841)
    } -> tensor<8x32x1xf32> loc(#loc841)
    %705 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%704 : tensor<8x32x1xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc316)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc316))):
      %1048 = arith.addf %out, %in : f32 loc(#loc842)
      linalg.yield %1048 : f32 loc(#loc842)
    } -> tensor<8x32xf32> loc(#loc842)
    %706 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%705 : tensor<8x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc316)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/broadcast_in_dim"(#loc316))):
      linalg.yield %in : f32 loc(#loc843)
    } -> tensor<8x32x32xf32> loc(#loc843)
    %707 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%702, %706 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/add_any"(#loc317)), %in_314: f32 loc("jit(step)/transpose(jvp(h.2))/broadcast_in_dim"(#loc316)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/add_any"(#loc316))):
      %1048 = arith.addf %in, %in_314 : f32 loc(#loc844)
      linalg.yield %1048 : f32 loc(#loc844)
    } -> tensor<8x32x32xf32> loc(#loc844)
    %708 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%707 : tensor<8x32x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc261)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc261))):
      %1048 = arith.addf %out, %in : f32 loc(#loc441)
      linalg.yield %1048 : f32 loc(#loc441)
    } -> tensor<32xf32> loc(#loc441)
    %expanded_224 = tensor.expand_shape %708 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc442)
    %709 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_224 : tensor<1x1x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc261)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc261))):
      %1048 = arith.addf %out, %in : f32 loc(#loc441)
      linalg.yield %1048 : f32 loc(#loc441)
    } -> tensor<32xf32> loc(#loc441)
    %710 = linalg.generic {indexing_maps = [#map15, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%707 : tensor<8x32x32xf32>) outs(%461 : tensor<32x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/add_any"(#loc316)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/dot_general"(#loc259))):
      linalg.yield %in : f32 loc(#loc443)
    } -> tensor<32x8x32xf32> loc(#loc443)
    %collapsed_225 = tensor.collapse_shape %710 [[0], [1, 2]] : tensor<32x8x32xf32> into tensor<32x256xf32> loc(#loc443)
    %711 = linalg.matmul ins(%collapsed_225, %collapsed_65 : tensor<32x256xf32>, tensor<256x128xf32>) outs(%464 : tensor<32x128xf32>) -> tensor<32x128xf32> loc(#loc443)
    %712 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%711 : tensor<32x128xf32>) outs(%466 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/dot_general"(#loc259)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/transpose"(#loc259))):
      linalg.yield %in : f32 loc(#loc444)
    } -> tensor<128x32xf32> loc(#loc444)
    %collapsed_226 = tensor.collapse_shape %707 [[0, 1], [2]] : tensor<8x32x32xf32> into tensor<256x32xf32> loc(#loc443)
    %713 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%arg18 : tensor<128x32xf32>) outs(%463 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("params['h'][1]['out']"), %out: f32 loc("jit(step)/transpose(jvp(h.1))/dot_general"(#loc259))):
      linalg.yield %in : f32 loc(#loc443)
    } -> tensor<32x128xf32> loc(#loc443)
    %714 = linalg.matmul ins(%collapsed_226, %713 : tensor<256x32xf32>, tensor<32x128xf32>) outs(%102 : tensor<256x128xf32>) -> tensor<256x128xf32> loc(#loc443)
    %expanded_227 = tensor.expand_shape %714 [[0, 1], [2]] output_shape [8, 32, 128] : tensor<256x128xf32> into tensor<8x32x128xf32> loc(#loc443)
    %715 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%185, %expanded_227 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/add"(#loc257)), %in_314: f32 loc("jit(step)/transpose(jvp(h.1))/dot_general"(#loc259)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc258))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc445)
      linalg.yield %1048 : f32 loc(#loc445)
    } -> tensor<8x32x128xf32> loc(#loc445)
    %716 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_227, %195 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/dot_general"(#loc259)), %in_314: f32 loc("jit(step)/jvp(h.1)/mul"(#loc258)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc258))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc445)
      linalg.yield %1048 : f32 loc(#loc445)
    } -> tensor<8x32x128xf32> loc(#loc445)
    %717 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%715 : tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc258)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc258))):
      %1048 = arith.mulf %in, %cst_6 : f32 loc(#loc445)
      linalg.yield %1048 : f32 loc(#loc445)
    } -> tensor<8x32x128xf32> loc(#loc445)
    %718 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%717, %193 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc258)), %in_314: f32 loc("jit(step)/jvp(h.1)/sub"(#loc258)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc258))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc445)
      linalg.yield %1048 : f32 loc(#loc445)
    } -> tensor<8x32x128xf32> loc(#loc445)
    %719 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%718, %192 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc258)), %in_314: f32 loc("jit(step)/jvp(h.1)/tanh"(#loc258)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc258))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc445)
      linalg.yield %1048 : f32 loc(#loc445)
    } -> tensor<8x32x128xf32> loc(#loc445)
    %720 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%718, %719 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc258)), %in_314: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc258)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/add_any"(#loc258))):
      %1048 = arith.addf %in, %in_314 : f32 loc(#loc446)
      linalg.yield %1048 : f32 loc(#loc446)
    } -> tensor<8x32x128xf32> loc(#loc446)
    %721 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%720 : tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/add_any"(#loc258)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc258))):
      %1048 = arith.mulf %in, %cst_7 : f32 loc(#loc445)
      linalg.yield %1048 : f32 loc(#loc445)
    } -> tensor<8x32x128xf32> loc(#loc445)
    %722 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%716, %721 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc258)), %in_314: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc258)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/add_any"(#loc258))):
      %1048 = arith.addf %in, %in_314 : f32 loc(#loc446)
      linalg.yield %1048 : f32 loc(#loc446)
    } -> tensor<8x32x128xf32> loc(#loc446)
    %723 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%721 : tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc258)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc258))):
      %1048 = arith.mulf %in, %cst_8 : f32 loc(#loc445)
      linalg.yield %1048 : f32 loc(#loc445)
    } -> tensor<8x32x128xf32> loc(#loc445)
    %724 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%723, %188 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc258)), %in_314: f32 loc("jit(step)/jvp(h.1)/mul"(#loc258)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc258))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc445)
      linalg.yield %1048 : f32 loc(#loc445)
    } -> tensor<8x32x128xf32> loc(#loc445)
    %725 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%722, %724 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/add_any"(#loc258)), %in_314: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc258)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/add_any"(#loc258))):
      %1048 = arith.addf %in, %in_314 : f32 loc(#loc446)
      linalg.yield %1048 : f32 loc(#loc446)
    } -> tensor<8x32x128xf32> loc(#loc446)
    %726 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%725 : tensor<8x32x128xf32>) outs(%482 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc257)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc257))):
      %1048 = arith.addf %out, %in : f32 loc(#loc447)
      linalg.yield %1048 : f32 loc(#loc447)
    } -> tensor<128xf32> loc(#loc447)
    %expanded_228 = tensor.expand_shape %726 [[0, 1, 2]] output_shape [1, 1, 128] : tensor<128xf32> into tensor<1x1x128xf32> loc(#loc448)
    %727 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_228 : tensor<1x1x128xf32>) outs(%482 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc257)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc257))):
      %1048 = arith.addf %out, %in : f32 loc(#loc447)
      linalg.yield %1048 : f32 loc(#loc447)
    } -> tensor<128xf32> loc(#loc447)
    %728 = linalg.generic {indexing_maps = [#map15, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%725 : tensor<8x32x128xf32>) outs(%485 : tensor<128x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/add_any"(#loc258)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/dot_general"(#loc256))):
      linalg.yield %in : f32 loc(#loc449)
    } -> tensor<128x8x32xf32> loc(#loc449)
    %collapsed_229 = tensor.collapse_shape %728 [[0], [1, 2]] : tensor<128x8x32xf32> into tensor<128x256xf32> loc(#loc449)
    %729 = linalg.matmul ins(%collapsed_229, %collapsed_63 : tensor<128x256xf32>, tensor<256x32xf32>) outs(%487 : tensor<128x32xf32>) -> tensor<128x32xf32> loc(#loc449)
    %730 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%729 : tensor<128x32xf32>) outs(%463 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/dot_general"(#loc256)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/transpose"(#loc256))):
      linalg.yield %in : f32 loc(#loc450)
    } -> tensor<32x128xf32> loc(#loc450)
    %collapsed_230 = tensor.collapse_shape %725 [[0, 1], [2]] : tensor<8x32x128xf32> into tensor<256x128xf32> loc(#loc449)
    %731 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%arg12 : tensor<32x128xf32>) outs(%466 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("params['h'][1]['fc']"), %out: f32 loc("jit(step)/transpose(jvp(h.1))/dot_general"(#loc256))):
      linalg.yield %in : f32 loc(#loc449)
    } -> tensor<128x32xf32> loc(#loc449)
    %732 = linalg.matmul ins(%collapsed_230, %731 : tensor<256x128xf32>, tensor<128x32xf32>) outs(%78 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc449)
    %expanded_231 = tensor.expand_shape %732 [[0, 1], [2]] output_shape [8, 32, 32] : tensor<256x32xf32> into tensor<8x32x32xf32> loc(#loc449)
    %733 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_231 : tensor<8x32x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc351)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc351))):
      %1048 = arith.addf %out, %in : f32 loc(#loc845)
      linalg.yield %1048 : f32 loc(#loc845)
    } -> tensor<32xf32> loc(#loc845)
    %expanded_232 = tensor.expand_shape %733 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc846)
    %734 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_232 : tensor<1x1x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc351)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc351))):
      %1048 = arith.addf %out, %in : f32 loc(#loc845)
      linalg.yield %1048 : f32 loc(#loc845)
    } -> tensor<32xf32> loc(#loc845)
    %735 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%178, %expanded_231 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/mul"(#loc349)), %in_314: f32 loc("jit(step)/transpose(jvp(h.1))/dot_general"(#loc256)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc350))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc847)
      linalg.yield %1048 : f32 loc(#loc847)
    } -> tensor<8x32x32xf32> loc(#loc847)
    %736 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%735 : tensor<8x32x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc350)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc350))):
      %1048 = arith.addf %out, %in : f32 loc(#loc848)
      linalg.yield %1048 : f32 loc(#loc848)
    } -> tensor<32xf32> loc(#loc848)
    %expanded_233 = tensor.expand_shape %736 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc849)
    %737 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_231, %179 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/dot_general"(#loc256)), %in_314: f32 loc("jit(step)/jvp(h.1)/mul"(#loc350)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc350))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc847)
      linalg.yield %1048 : f32 loc(#loc847)
    } -> tensor<8x32x32xf32> loc(#loc847)
    %738 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_233 : tensor<1x1x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc350)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc350))):
      %1048 = arith.addf %out, %in : f32 loc(#loc848)
      linalg.yield %1048 : f32 loc(#loc848)
    } -> tensor<32xf32> loc(#loc848)
    %739 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%168, %737 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/sub"(#loc344)), %in_314: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc350)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc349))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc850)
      linalg.yield %1048 : f32 loc(#loc850)
    } -> tensor<8x32x32xf32> loc(#loc850)
    %740 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%739 : tensor<8x32x32xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc349)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc349))):
      %1048 = arith.addf %out, %in : f32 loc(#loc851)
      linalg.yield %1048 : f32 loc(#loc851)
    } -> tensor<8x32xf32> loc(#loc851)
    %expanded_234 = tensor.expand_shape %740 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc852)
    %741 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%737, %177 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc350)), %in_314: f32 loc("jit(step)/jvp(h.1)/mul"(#loc349)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc349))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc850)
      linalg.yield %1048 : f32 loc(#loc850)
    } -> tensor<8x32x32xf32> loc(#loc850)
    %742 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_234, %176 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/reshape"(#loc349)), %in_314: f32 loc("jit(step)/jvp(h.1)/mul"(#loc348)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc348))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc853)
      linalg.yield %1048 : f32 loc(#loc853)
    } -> tensor<8x32x1xf32> loc(#loc853)
    %743 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%741 : tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc349)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/neg"(#loc428))):
      %1048 = arith.negf %in : f32 loc(#loc854)
      linalg.yield %1048 : f32 loc(#loc854)
    } -> tensor<8x32x32xf32> loc(#loc854)
    %744 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%743 : tensor<8x32x32xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc428)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc428))):
      %1048 = arith.addf %out, %in : f32 loc(#loc855)
      linalg.yield %1048 : f32 loc(#loc855)
    } -> tensor<8x32xf32> loc(#loc855)
    %expanded_235 = tensor.expand_shape %744 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc856)
    %745 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%707, %741 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/add_any"(#loc316)), %in_314: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc349)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/add_any"(#loc428))):
      %1048 = arith.addf %in, %in_314 : f32 loc(#loc857)
      linalg.yield %1048 : f32 loc(#loc857)
    } -> tensor<8x32x32xf32> loc(#loc857)
    %746 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%742 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc348)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/div"(#loc346))):
      %1048 = arith.divf %in, %cst_16 : f32 loc(#loc858)
      linalg.yield %1048 : f32 loc(#loc858)
    } -> tensor<8x32x1xf32> loc(#loc858)
    %747 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%746 : tensor<8x32x1xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc346)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc346))):
      %1048 = arith.addf %out, %in : f32 loc(#loc859)
      linalg.yield %1048 : f32 loc(#loc859)
    } -> tensor<8x32xf32> loc(#loc859)
    %748 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%747 : tensor<8x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc346)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/broadcast_in_dim"(#loc346))):
      linalg.yield %in : f32 loc(#loc860)
    } -> tensor<8x32x32xf32> loc(#loc860)
    %749 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%748, %170 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/broadcast_in_dim"(#loc346)), %in_314: f32 loc("jit(step)/jvp(h.1)/mul"(#loc345)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc345))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc861)
      linalg.yield %1048 : f32 loc(#loc861)
    } -> tensor<8x32x32xf32> loc(#loc861)
    %750 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%749 : tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc345)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/neg"(#loc344))):
      %1048 = arith.negf %in : f32 loc(#loc862)
      linalg.yield %1048 : f32 loc(#loc862)
    } -> tensor<8x32x32xf32> loc(#loc862)
    %751 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%750 : tensor<8x32x32xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc344)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc344))):
      %1048 = arith.addf %out, %in : f32 loc(#loc863)
      linalg.yield %1048 : f32 loc(#loc863)
    } -> tensor<8x32xf32> loc(#loc863)
    %expanded_236 = tensor.expand_shape %751 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc864)
    %752 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%745, %749 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/add_any"(#loc428)), %in_314: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc345)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/add_any"(#loc344))):
      %1048 = arith.addf %in, %in_314 : f32 loc(#loc865)
      linalg.yield %1048 : f32 loc(#loc865)
    } -> tensor<8x32x32xf32> loc(#loc865)
    %753 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_235, %expanded_236 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/reshape"(#loc428)), %in_314: f32 loc("jit(step)/transpose(jvp(h.1))/reshape"(#loc344)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/add_any"(#loc344))):
      %1048 = arith.addf %in, %in_314 : f32 loc(#loc865)
      linalg.yield %1048 : f32 loc(#loc865)
    } -> tensor<8x32x1xf32> loc(#loc865)
    %754 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%753 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/add_any"(#loc344)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/div"(#loc343))):
      %1048 = arith.divf %in, %cst_16 : f32 loc(#loc866)
      linalg.yield %1048 : f32 loc(#loc866)
    } -> tensor<8x32x1xf32> loc(#loc866)
    %755 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%754 : tensor<8x32x1xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc343)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc343))):
      %1048 = arith.addf %out, %in : f32 loc(#loc867)
      linalg.yield %1048 : f32 loc(#loc867)
    } -> tensor<8x32xf32> loc(#loc867)
    %756 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%755 : tensor<8x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc343)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/broadcast_in_dim"(#loc343))):
      linalg.yield %in : f32 loc(#loc868)
    } -> tensor<8x32x32xf32> loc(#loc868)
    %757 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%752, %756 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/add_any"(#loc344)), %in_314: f32 loc("jit(step)/transpose(jvp(h.1))/broadcast_in_dim"(#loc343)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/add_any"(#loc343))):
      %1048 = arith.addf %in, %in_314 : f32 loc(#loc869)
      linalg.yield %1048 : f32 loc(#loc869)
    } -> tensor<8x32x32xf32> loc(#loc869)
    %758 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%757 : tensor<8x32x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc341)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc341))):
      %1048 = arith.addf %out, %in : f32 loc(#loc870)
      linalg.yield %1048 : f32 loc(#loc870)
    } -> tensor<32xf32> loc(#loc870)
    %expanded_237 = tensor.expand_shape %758 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc871)
    %759 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_237 : tensor<1x1x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc341)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc341))):
      %1048 = arith.addf %out, %in : f32 loc(#loc870)
      linalg.yield %1048 : f32 loc(#loc870)
    } -> tensor<32xf32> loc(#loc870)
    %760 = linalg.generic {indexing_maps = [#map15, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%757 : tensor<8x32x32xf32>) outs(%461 : tensor<32x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/add_any"(#loc343)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/dot_general"(#loc340))):
      linalg.yield %in : f32 loc(#loc872)
    } -> tensor<32x8x32xf32> loc(#loc872)
    %collapsed_238 = tensor.collapse_shape %760 [[0], [1, 2]] : tensor<32x8x32xf32> into tensor<32x256xf32> loc(#loc872)
    %761 = linalg.matmul ins(%collapsed_238, %collapsed_59 : tensor<32x256xf32>, tensor<256x32xf32>) outs(%521 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc872)
    %762 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%761 : tensor<32x32xf32>) outs(%520 : tensor<32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/dot_general"(#loc340)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/transpose"(#loc340))):
      linalg.yield %in : f32 loc(#loc873)
    } -> tensor<32x32xf32> loc(#loc873)
    %collapsed_239 = tensor.collapse_shape %757 [[0, 1], [2]] : tensor<8x32x32xf32> into tensor<256x32xf32> loc(#loc872)
    %763 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%arg20 : tensor<32x32xf32>) outs(%520 : tensor<32x32xf32>) {
    ^bb0(%in: f32 loc("params['h'][1]['proj']"), %out: f32 loc("jit(step)/transpose(jvp(h.1))/dot_general"(#loc340))):
      linalg.yield %in : f32 loc(#loc872)
    } -> tensor<32x32xf32> loc(#loc872)
    %764 = linalg.matmul ins(%collapsed_239, %763 : tensor<256x32xf32>, tensor<32x32xf32>) outs(%78 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc872)
    %expanded_240 = tensor.expand_shape %764 [[0, 1], [2, 3]] output_shape [8, 32, 4, 8] : tensor<256x32xf32> into tensor<8x32x4x8xf32> loc(#loc874)
    %765 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_240 : tensor<8x32x4x8xf32>) outs(%37 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/reshape"(#loc429)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/transpose"(#loc339))):
      linalg.yield %in : f32 loc(#loc875)
    } -> tensor<8x4x32x8xf32> loc(#loc875)
    %766 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%765 : tensor<8x4x32x8xf32>) outs(%41 : tensor<8x4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/transpose"(#loc339)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/dot_general"(#loc338))):
      linalg.yield %in : f32 loc(#loc876)
    } -> tensor<8x4x8x32xf32> loc(#loc876)
    %collapsed_241 = tensor.collapse_shape %766 [[0, 1], [2], [3]] : tensor<8x4x8x32xf32> into tensor<32x8x32xf32> loc(#loc876)
    %767 = linalg.batch_matmul ins(%collapsed_241, %collapsed_56 : tensor<32x8x32xf32>, tensor<32x32x32xf32>) outs(%528 : tensor<32x8x32xf32>) -> tensor<32x8x32xf32> loc(#loc876)
    %expanded_242 = tensor.expand_shape %767 [[0, 1], [2], [3]] output_shape [8, 4, 8, 32] : tensor<32x8x32xf32> into tensor<8x4x8x32xf32> loc(#loc876)
    %768 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_242 : tensor<8x4x8x32xf32>) outs(%37 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/dot_general"(#loc338)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/transpose"(#loc338))):
      linalg.yield %in : f32 loc(#loc877)
    } -> tensor<8x4x32x8xf32> loc(#loc877)
    %769 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%145 : tensor<8x4x32x8xf32>) outs(%41 : tensor<8x4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/transpose"(#loc488)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/dot_general"(#loc338))):
      linalg.yield %in : f32 loc(#loc876)
    } -> tensor<8x4x8x32xf32> loc(#loc876)
    %collapsed_243 = tensor.collapse_shape %765 [[0, 1], [2], [3]] : tensor<8x4x32x8xf32> into tensor<32x32x8xf32> loc(#loc876)
    %collapsed_244 = tensor.collapse_shape %769 [[0, 1], [2], [3]] : tensor<8x4x8x32xf32> into tensor<32x8x32xf32> loc(#loc876)
    %770 = linalg.batch_matmul ins(%collapsed_243, %collapsed_244 : tensor<32x32x8xf32>, tensor<32x8x32xf32>) outs(%44 : tensor<32x32x32xf32>) -> tensor<32x32x32xf32> loc(#loc876)
    %expanded_245 = tensor.expand_shape %770 [[0, 1], [2], [3]] output_shape [8, 4, 32, 32] : tensor<32x32x32xf32> into tensor<8x4x32x32xf32> loc(#loc876)
    %771 = linalg.generic {indexing_maps = [#map17, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%158 : tensor<8x4x32x1xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/div"(#loc502)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc337))):
      linalg.yield %in : f32 loc(#loc878)
    } -> tensor<8x4x32x32xf32> loc(#loc878)
    %772 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_245, %771 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/dot_general"(#loc338)), %in_314: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc337)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc337))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc878)
      linalg.yield %1048 : f32 loc(#loc878)
    } -> tensor<8x4x32x32xf32> loc(#loc878)
    %773 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%772, %153 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc337)), %in_314: f32 loc("jit(step)/jvp(h.1)/exp"(#loc337)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc337))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc878)
      linalg.yield %1048 : f32 loc(#loc878)
    } -> tensor<8x4x32x32xf32> loc(#loc878)
    %774 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%773 : tensor<8x4x32x32xf32>) outs(%65 : tensor<8x4x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc337)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc337))):
      %1048 = arith.addf %out, %in : f32 loc(#loc879)
      linalg.yield %1048 : f32 loc(#loc879)
    } -> tensor<8x4x32xf32> loc(#loc879)
    %775 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%774 : tensor<8x4x32xf32>) outs(%59 : tensor<8x4x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc337)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/neg"(#loc337))):
      %1048 = arith.negf %in : f32 loc(#loc880)
      linalg.yield %1048 : f32 loc(#loc880)
    } -> tensor<8x4x32xf32> loc(#loc880)
    %expanded_246 = tensor.expand_shape %775 [[0], [1], [2, 3]] output_shape [8, 4, 32, 1] : tensor<8x4x32xf32> into tensor<8x4x32x1xf32> loc(#loc881)
    %776 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_245, %155 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/dot_general"(#loc338)), %in_314: f32 loc("jit(step)/jvp(h.1)/div"(#loc337)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/div"(#loc337))):
      %1048 = arith.divf %in, %in_314 : f32 loc(#loc882)
      linalg.yield %1048 : f32 loc(#loc882)
    } -> tensor<8x4x32x32xf32> loc(#loc882)
    %777 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_246 : tensor<8x4x32x1xf32>) outs(%65 : tensor<8x4x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc337)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc337))):
      %1048 = arith.addf %out, %in : f32 loc(#loc879)
      linalg.yield %1048 : f32 loc(#loc879)
    } -> tensor<8x4x32xf32> loc(#loc879)
    %778 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%777 : tensor<8x4x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc337)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/broadcast_in_dim"(#loc337))):
      linalg.yield %in : f32 loc(#loc883)
    } -> tensor<8x4x32x32xf32> loc(#loc883)
    %779 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%776, %778 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/div"(#loc337)), %in_314: f32 loc("jit(step)/transpose(jvp(h.1))/broadcast_in_dim"(#loc337)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/add_any"(#loc337))):
      %1048 = arith.addf %in, %in_314 : f32 loc(#loc884)
      linalg.yield %1048 : f32 loc(#loc884)
    } -> tensor<8x4x32x32xf32> loc(#loc884)
    %780 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%779, %153 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/add_any"(#loc337)), %in_314: f32 loc("jit(step)/jvp(h.1)/exp"(#loc337)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc337))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc878)
      linalg.yield %1048 : f32 loc(#loc878)
    } -> tensor<8x4x32x32xf32> loc(#loc878)
    %781 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %780 : tensor<8x4x32x32xi1>, tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc94 at #loc494)), %in_314: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc337)), %out: f32 loc(callsite(#loc63 at #loc885))):
      %1048 = arith.select %in, %in_314, %cst_17 : f32 loc(#loc1072)
      linalg.yield %1048 : f32 loc(#loc1072)
    } -> tensor<8x4x32x32xf32> loc(#loc1072)
    %782 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%781, %49 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc63 at #loc885)), %in_314: f32 loc("jit(step)/jvp(h.0)/div"(#loc334)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/div"(#loc334))):
      %1048 = arith.divf %in, %in_314 : f32 loc(#loc886)
      linalg.yield %1048 : f32 loc(#loc886)
    } -> tensor<8x4x32x32xf32> loc(#loc886)
    %783 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%782 : tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/div"(#loc334)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/dot_general"(#loc332))):
      linalg.yield %in : f32 loc(#loc887)
    } -> tensor<8x4x32x32xf32> loc(#loc887)
    %collapsed_247 = tensor.collapse_shape %783 [[0, 1], [2], [3]] : tensor<8x4x32x32xf32> into tensor<32x32x32xf32> loc(#loc887)
    %784 = linalg.batch_matmul ins(%collapsed_247, %collapsed_52 : tensor<32x32x32xf32>, tensor<32x32x8xf32>) outs(%73 : tensor<32x32x8xf32>) -> tensor<32x32x8xf32> loc(#loc887)
    %expanded_248 = tensor.expand_shape %784 [[0, 1], [2], [3]] output_shape [8, 4, 32, 8] : tensor<32x32x8xf32> into tensor<8x4x32x8xf32> loc(#loc887)
    %785 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_248 : tensor<8x4x32x8xf32>) outs(%41 : tensor<8x4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/dot_general"(#loc332)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/transpose"(#loc332))):
      linalg.yield %in : f32 loc(#loc888)
    } -> tensor<8x4x8x32xf32> loc(#loc888)
    %786 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%146 : tensor<8x4x8x32xf32>) outs(%37 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/transpose"(#loc331)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/dot_general"(#loc332))):
      linalg.yield %in : f32 loc(#loc887)
    } -> tensor<8x4x32x8xf32> loc(#loc887)
    %collapsed_249 = tensor.collapse_shape %782 [[0, 1], [2], [3]] : tensor<8x4x32x32xf32> into tensor<32x32x32xf32> loc(#loc887)
    %collapsed_250 = tensor.collapse_shape %786 [[0, 1], [2], [3]] : tensor<8x4x32x8xf32> into tensor<32x32x8xf32> loc(#loc887)
    %787 = linalg.batch_matmul ins(%collapsed_249, %collapsed_250 : tensor<32x32x32xf32>, tensor<32x32x8xf32>) outs(%73 : tensor<32x32x8xf32>) -> tensor<32x32x8xf32> loc(#loc887)
    %expanded_251 = tensor.expand_shape %787 [[0, 1], [2], [3]] output_shape [8, 4, 32, 8] : tensor<32x32x8xf32> into tensor<8x4x32x8xf32> loc(#loc887)
    %788 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%785 : tensor<8x4x8x32xf32>) outs(%37 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/transpose"(#loc332)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/transpose"(#loc331))):
      linalg.yield %in : f32 loc(#loc889)
    } -> tensor<8x4x32x8xf32> loc(#loc889)
    %789 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%768 : tensor<8x4x32x8xf32>) outs(%75 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/transpose"(#loc338)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/transpose"(#loc488))):
      linalg.yield %in : f32 loc(#loc1050)
    } -> tensor<8x32x4x8xf32> loc(#loc1050)
    %collapsed_252 = tensor.collapse_shape %789 [[0], [1], [2, 3]] : tensor<8x32x4x8xf32> into tensor<8x32x32xf32> loc(#loc1051)
    %790 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%788 : tensor<8x4x32x8xf32>) outs(%75 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/transpose"(#loc331)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/transpose"(#loc486))):
      linalg.yield %in : f32 loc(#loc1052)
    } -> tensor<8x32x4x8xf32> loc(#loc1052)
    %collapsed_253 = tensor.collapse_shape %790 [[0], [1], [2, 3]] : tensor<8x32x4x8xf32> into tensor<8x32x32xf32> loc(#loc1053)
    %791 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_251 : tensor<8x4x32x8xf32>) outs(%75 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/dot_general"(#loc332)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/transpose"(#loc484))):
      linalg.yield %in : f32 loc(#loc1054)
    } -> tensor<8x32x4x8xf32> loc(#loc1054)
    %collapsed_254 = tensor.collapse_shape %791 [[0], [1], [2, 3]] : tensor<8x32x4x8xf32> into tensor<8x32x32xf32> loc(#loc1055)
    %inserted_slice_255 = tensor.insert_slice %collapsed_254 into %34[0, 0, 0] [8, 32, 32] [1, 1, 1] : tensor<8x32x32xf32> into tensor<8x32x96xf32> loc(#loc890)
    %inserted_slice_256 = tensor.insert_slice %collapsed_253 into %inserted_slice_255[0, 0, 32] [8, 32, 32] [1, 1, 1] : tensor<8x32x32xf32> into tensor<8x32x96xf32> loc(#loc890)
    %inserted_slice_257 = tensor.insert_slice %collapsed_252 into %inserted_slice_256[0, 0, 64] [8, 32, 32] [1, 1, 1] : tensor<8x32x32xf32> into tensor<8x32x96xf32> loc(#loc890)
    %792 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%inserted_slice_257 : tensor<8x32x96xf32>) outs(%555 : tensor<96xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc326)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc326))):
      %1048 = arith.addf %out, %in : f32 loc(#loc891)
      linalg.yield %1048 : f32 loc(#loc891)
    } -> tensor<96xf32> loc(#loc891)
    %expanded_258 = tensor.expand_shape %792 [[0, 1, 2]] output_shape [1, 1, 96] : tensor<96xf32> into tensor<1x1x96xf32> loc(#loc892)
    %793 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_258 : tensor<1x1x96xf32>) outs(%555 : tensor<96xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc326)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc326))):
      %1048 = arith.addf %out, %in : f32 loc(#loc891)
      linalg.yield %1048 : f32 loc(#loc891)
    } -> tensor<96xf32> loc(#loc891)
    %794 = linalg.generic {indexing_maps = [#map15, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%inserted_slice_257 : tensor<8x32x96xf32>) outs(%558 : tensor<96x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/concatenate"(#loc327)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/dot_general"(#loc325))):
      linalg.yield %in : f32 loc(#loc893)
    } -> tensor<96x8x32xf32> loc(#loc893)
    %collapsed_259 = tensor.collapse_shape %794 [[0], [1, 2]] : tensor<96x8x32xf32> into tensor<96x256xf32> loc(#loc893)
    %795 = linalg.matmul ins(%collapsed_259, %collapsed_44 : tensor<96x256xf32>, tensor<256x32xf32>) outs(%561 : tensor<96x32xf32>) -> tensor<96x32xf32> loc(#loc893)
    %796 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%795 : tensor<96x32xf32>) outs(%563 : tensor<32x96xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/dot_general"(#loc325)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/transpose"(#loc325))):
      linalg.yield %in : f32 loc(#loc894)
    } -> tensor<32x96xf32> loc(#loc894)
    %collapsed_260 = tensor.collapse_shape %inserted_slice_257 [[0, 1], [2]] : tensor<8x32x96xf32> into tensor<256x96xf32> loc(#loc893)
    %797 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%arg22 : tensor<32x96xf32>) outs(%560 : tensor<96x32xf32>) {
    ^bb0(%in: f32 loc("params['h'][1]['qkv']"), %out: f32 loc("jit(step)/transpose(jvp(h.1))/dot_general"(#loc325))):
      linalg.yield %in : f32 loc(#loc893)
    } -> tensor<96x32xf32> loc(#loc893)
    %798 = linalg.matmul ins(%collapsed_260, %797 : tensor<256x96xf32>, tensor<96x32xf32>) outs(%78 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc893)
    %expanded_261 = tensor.expand_shape %798 [[0, 1], [2]] output_shape [8, 32, 32] : tensor<256x32xf32> into tensor<8x32x32xf32> loc(#loc893)
    %799 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_261 : tensor<8x32x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc324)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc324))):
      %1048 = arith.addf %out, %in : f32 loc(#loc895)
      linalg.yield %1048 : f32 loc(#loc895)
    } -> tensor<32xf32> loc(#loc895)
    %expanded_262 = tensor.expand_shape %799 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc896)
    %800 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_262 : tensor<1x1x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc324)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc324))):
      %1048 = arith.addf %out, %in : f32 loc(#loc895)
      linalg.yield %1048 : f32 loc(#loc895)
    } -> tensor<32xf32> loc(#loc895)
    %801 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135, %expanded_261 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/mul"(#loc322)), %in_314: f32 loc("jit(step)/transpose(jvp(h.1))/dot_general"(#loc325)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc323))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc897)
      linalg.yield %1048 : f32 loc(#loc897)
    } -> tensor<8x32x32xf32> loc(#loc897)
    %802 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%801 : tensor<8x32x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc323)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc323))):
      %1048 = arith.addf %out, %in : f32 loc(#loc898)
      linalg.yield %1048 : f32 loc(#loc898)
    } -> tensor<32xf32> loc(#loc898)
    %expanded_263 = tensor.expand_shape %802 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc899)
    %803 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_261, %136 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/dot_general"(#loc325)), %in_314: f32 loc("jit(step)/jvp(h.1)/mul"(#loc323)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc323))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc897)
      linalg.yield %1048 : f32 loc(#loc897)
    } -> tensor<8x32x32xf32> loc(#loc897)
    %804 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_263 : tensor<1x1x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc323)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc323))):
      %1048 = arith.addf %out, %in : f32 loc(#loc898)
      linalg.yield %1048 : f32 loc(#loc898)
    } -> tensor<32xf32> loc(#loc898)
    %805 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125, %803 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/sub"(#loc317)), %in_314: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc323)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc322))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc900)
      linalg.yield %1048 : f32 loc(#loc900)
    } -> tensor<8x32x32xf32> loc(#loc900)
    %806 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%805 : tensor<8x32x32xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc322)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc322))):
      %1048 = arith.addf %out, %in : f32 loc(#loc901)
      linalg.yield %1048 : f32 loc(#loc901)
    } -> tensor<8x32xf32> loc(#loc901)
    %expanded_264 = tensor.expand_shape %806 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc902)
    %807 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%803, %134 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc323)), %in_314: f32 loc("jit(step)/jvp(h.1)/mul"(#loc322)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc322))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc900)
      linalg.yield %1048 : f32 loc(#loc900)
    } -> tensor<8x32x32xf32> loc(#loc900)
    %808 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_264, %133 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/reshape"(#loc322)), %in_314: f32 loc("jit(step)/jvp(h.1)/mul"(#loc321)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc321))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc903)
      linalg.yield %1048 : f32 loc(#loc903)
    } -> tensor<8x32x1xf32> loc(#loc903)
    %809 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%807 : tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc322)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/neg"(#loc430))):
      %1048 = arith.negf %in : f32 loc(#loc904)
      linalg.yield %1048 : f32 loc(#loc904)
    } -> tensor<8x32x32xf32> loc(#loc904)
    %810 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%809 : tensor<8x32x32xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc430)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc430))):
      %1048 = arith.addf %out, %in : f32 loc(#loc905)
      linalg.yield %1048 : f32 loc(#loc905)
    } -> tensor<8x32xf32> loc(#loc905)
    %expanded_265 = tensor.expand_shape %810 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc906)
    %811 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%757, %807 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/add_any"(#loc343)), %in_314: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc322)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/add_any"(#loc430))):
      %1048 = arith.addf %in, %in_314 : f32 loc(#loc907)
      linalg.yield %1048 : f32 loc(#loc907)
    } -> tensor<8x32x32xf32> loc(#loc907)
    %812 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%808 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc321)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/div"(#loc319))):
      %1048 = arith.divf %in, %cst_16 : f32 loc(#loc908)
      linalg.yield %1048 : f32 loc(#loc908)
    } -> tensor<8x32x1xf32> loc(#loc908)
    %813 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%812 : tensor<8x32x1xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc319)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc319))):
      %1048 = arith.addf %out, %in : f32 loc(#loc909)
      linalg.yield %1048 : f32 loc(#loc909)
    } -> tensor<8x32xf32> loc(#loc909)
    %814 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%813 : tensor<8x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc319)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/broadcast_in_dim"(#loc319))):
      linalg.yield %in : f32 loc(#loc910)
    } -> tensor<8x32x32xf32> loc(#loc910)
    %815 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%814, %127 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/broadcast_in_dim"(#loc319)), %in_314: f32 loc("jit(step)/jvp(h.1)/mul"(#loc318)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc318))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc911)
      linalg.yield %1048 : f32 loc(#loc911)
    } -> tensor<8x32x32xf32> loc(#loc911)
    %816 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%815 : tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc318)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/neg"(#loc317))):
      %1048 = arith.negf %in : f32 loc(#loc912)
      linalg.yield %1048 : f32 loc(#loc912)
    } -> tensor<8x32x32xf32> loc(#loc912)
    %817 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%816 : tensor<8x32x32xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc317)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc317))):
      %1048 = arith.addf %out, %in : f32 loc(#loc913)
      linalg.yield %1048 : f32 loc(#loc913)
    } -> tensor<8x32xf32> loc(#loc913)
    %expanded_266 = tensor.expand_shape %817 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc914)
    %818 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%811, %815 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/add_any"(#loc430)), %in_314: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc318)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/add_any"(#loc317))):
      %1048 = arith.addf %in, %in_314 : f32 loc(#loc915)
      linalg.yield %1048 : f32 loc(#loc915)
    } -> tensor<8x32x32xf32> loc(#loc915)
    %819 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_265, %expanded_266 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/reshape"(#loc430)), %in_314: f32 loc("jit(step)/transpose(jvp(h.1))/reshape"(#loc317)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/add_any"(#loc317))):
      %1048 = arith.addf %in, %in_314 : f32 loc(#loc915)
      linalg.yield %1048 : f32 loc(#loc915)
    } -> tensor<8x32x1xf32> loc(#loc915)
    %820 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%819 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/add_any"(#loc317)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/div"(#loc316))):
      %1048 = arith.divf %in, %cst_16 : f32 loc(#loc916)
      linalg.yield %1048 : f32 loc(#loc916)
    } -> tensor<8x32x1xf32> loc(#loc916)
    %821 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%820 : tensor<8x32x1xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc316)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc316))):
      %1048 = arith.addf %out, %in : f32 loc(#loc917)
      linalg.yield %1048 : f32 loc(#loc917)
    } -> tensor<8x32xf32> loc(#loc917)
    %822 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%821 : tensor<8x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc316)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/broadcast_in_dim"(#loc316))):
      linalg.yield %in : f32 loc(#loc918)
    } -> tensor<8x32x32xf32> loc(#loc918)
    %823 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%818, %822 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/add_any"(#loc317)), %in_314: f32 loc("jit(step)/transpose(jvp(h.1))/broadcast_in_dim"(#loc316)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/add_any"(#loc316))):
      %1048 = arith.addf %in, %in_314 : f32 loc(#loc919)
      linalg.yield %1048 : f32 loc(#loc919)
    } -> tensor<8x32x32xf32> loc(#loc919)
    %824 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%823 : tensor<8x32x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc261)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc261))):
      %1048 = arith.addf %out, %in : f32 loc(#loc451)
      linalg.yield %1048 : f32 loc(#loc451)
    } -> tensor<32xf32> loc(#loc451)
    %expanded_267 = tensor.expand_shape %824 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc452)
    %825 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_267 : tensor<1x1x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc261)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc261))):
      %1048 = arith.addf %out, %in : f32 loc(#loc451)
      linalg.yield %1048 : f32 loc(#loc451)
    } -> tensor<32xf32> loc(#loc451)
    %826 = linalg.generic {indexing_maps = [#map15, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%823 : tensor<8x32x32xf32>) outs(%461 : tensor<32x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/add_any"(#loc316)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/dot_general"(#loc259))):
      linalg.yield %in : f32 loc(#loc453)
    } -> tensor<32x8x32xf32> loc(#loc453)
    %collapsed_268 = tensor.collapse_shape %826 [[0], [1, 2]] : tensor<32x8x32xf32> into tensor<32x256xf32> loc(#loc453)
    %827 = linalg.matmul ins(%collapsed_268, %collapsed_40 : tensor<32x256xf32>, tensor<256x128xf32>) outs(%464 : tensor<32x128xf32>) -> tensor<32x128xf32> loc(#loc453)
    %828 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%827 : tensor<32x128xf32>) outs(%466 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/dot_general"(#loc259)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/transpose"(#loc259))):
      linalg.yield %in : f32 loc(#loc454)
    } -> tensor<128x32xf32> loc(#loc454)
    %collapsed_269 = tensor.collapse_shape %823 [[0, 1], [2]] : tensor<8x32x32xf32> into tensor<256x32xf32> loc(#loc453)
    %829 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%arg6 : tensor<128x32xf32>) outs(%463 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("params['h'][0]['out']"), %out: f32 loc("jit(step)/transpose(jvp(h.0))/dot_general"(#loc259))):
      linalg.yield %in : f32 loc(#loc453)
    } -> tensor<32x128xf32> loc(#loc453)
    %830 = linalg.matmul ins(%collapsed_269, %829 : tensor<256x32xf32>, tensor<32x128xf32>) outs(%102 : tensor<256x128xf32>) -> tensor<256x128xf32> loc(#loc453)
    %expanded_270 = tensor.expand_shape %830 [[0, 1], [2]] output_shape [8, 32, 128] : tensor<256x128xf32> into tensor<8x32x128xf32> loc(#loc453)
    %831 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106, %expanded_270 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/add"(#loc257)), %in_314: f32 loc("jit(step)/transpose(jvp(h.0))/dot_general"(#loc259)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc258))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc455)
      linalg.yield %1048 : f32 loc(#loc455)
    } -> tensor<8x32x128xf32> loc(#loc455)
    %832 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_270, %116 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/dot_general"(#loc259)), %in_314: f32 loc("jit(step)/jvp(h.0)/mul"(#loc258)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc258))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc455)
      linalg.yield %1048 : f32 loc(#loc455)
    } -> tensor<8x32x128xf32> loc(#loc455)
    %833 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%831 : tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc258)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc258))):
      %1048 = arith.mulf %in, %cst_6 : f32 loc(#loc455)
      linalg.yield %1048 : f32 loc(#loc455)
    } -> tensor<8x32x128xf32> loc(#loc455)
    %834 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%833, %114 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc258)), %in_314: f32 loc("jit(step)/jvp(h.0)/sub"(#loc258)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc258))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc455)
      linalg.yield %1048 : f32 loc(#loc455)
    } -> tensor<8x32x128xf32> loc(#loc455)
    %835 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%834, %113 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc258)), %in_314: f32 loc("jit(step)/jvp(h.0)/tanh"(#loc258)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc258))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc455)
      linalg.yield %1048 : f32 loc(#loc455)
    } -> tensor<8x32x128xf32> loc(#loc455)
    %836 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%834, %835 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc258)), %in_314: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc258)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/add_any"(#loc258))):
      %1048 = arith.addf %in, %in_314 : f32 loc(#loc456)
      linalg.yield %1048 : f32 loc(#loc456)
    } -> tensor<8x32x128xf32> loc(#loc456)
    %837 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%836 : tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/add_any"(#loc258)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc258))):
      %1048 = arith.mulf %in, %cst_7 : f32 loc(#loc455)
      linalg.yield %1048 : f32 loc(#loc455)
    } -> tensor<8x32x128xf32> loc(#loc455)
    %838 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%832, %837 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc258)), %in_314: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc258)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/add_any"(#loc258))):
      %1048 = arith.addf %in, %in_314 : f32 loc(#loc456)
      linalg.yield %1048 : f32 loc(#loc456)
    } -> tensor<8x32x128xf32> loc(#loc456)
    %839 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%837 : tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc258)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc258))):
      %1048 = arith.mulf %in, %cst_8 : f32 loc(#loc455)
      linalg.yield %1048 : f32 loc(#loc455)
    } -> tensor<8x32x128xf32> loc(#loc455)
    %840 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%839, %109 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc258)), %in_314: f32 loc("jit(step)/jvp(h.0)/mul"(#loc258)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc258))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc455)
      linalg.yield %1048 : f32 loc(#loc455)
    } -> tensor<8x32x128xf32> loc(#loc455)
    %841 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%838, %840 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/add_any"(#loc258)), %in_314: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc258)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/add_any"(#loc258))):
      %1048 = arith.addf %in, %in_314 : f32 loc(#loc456)
      linalg.yield %1048 : f32 loc(#loc456)
    } -> tensor<8x32x128xf32> loc(#loc456)
    %842 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%841 : tensor<8x32x128xf32>) outs(%482 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc257)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc257))):
      %1048 = arith.addf %out, %in : f32 loc(#loc457)
      linalg.yield %1048 : f32 loc(#loc457)
    } -> tensor<128xf32> loc(#loc457)
    %expanded_271 = tensor.expand_shape %842 [[0, 1, 2]] output_shape [1, 1, 128] : tensor<128xf32> into tensor<1x1x128xf32> loc(#loc458)
    %843 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_271 : tensor<1x1x128xf32>) outs(%482 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc257)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc257))):
      %1048 = arith.addf %out, %in : f32 loc(#loc457)
      linalg.yield %1048 : f32 loc(#loc457)
    } -> tensor<128xf32> loc(#loc457)
    %844 = linalg.generic {indexing_maps = [#map15, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%841 : tensor<8x32x128xf32>) outs(%485 : tensor<128x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/add_any"(#loc258)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/dot_general"(#loc256))):
      linalg.yield %in : f32 loc(#loc459)
    } -> tensor<128x8x32xf32> loc(#loc459)
    %collapsed_272 = tensor.collapse_shape %844 [[0], [1, 2]] : tensor<128x8x32xf32> into tensor<128x256xf32> loc(#loc459)
    %845 = linalg.matmul ins(%collapsed_272, %collapsed_38 : tensor<128x256xf32>, tensor<256x32xf32>) outs(%487 : tensor<128x32xf32>) -> tensor<128x32xf32> loc(#loc459)
    %846 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%845 : tensor<128x32xf32>) outs(%463 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/dot_general"(#loc256)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/transpose"(#loc256))):
      linalg.yield %in : f32 loc(#loc460)
    } -> tensor<32x128xf32> loc(#loc460)
    %collapsed_273 = tensor.collapse_shape %841 [[0, 1], [2]] : tensor<8x32x128xf32> into tensor<256x128xf32> loc(#loc459)
    %847 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<32x128xf32>) outs(%466 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("params['h'][0]['fc']"), %out: f32 loc("jit(step)/transpose(jvp(h.0))/dot_general"(#loc256))):
      linalg.yield %in : f32 loc(#loc459)
    } -> tensor<128x32xf32> loc(#loc459)
    %848 = linalg.matmul ins(%collapsed_273, %847 : tensor<256x128xf32>, tensor<128x32xf32>) outs(%78 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc459)
    %expanded_274 = tensor.expand_shape %848 [[0, 1], [2]] output_shape [8, 32, 32] : tensor<256x32xf32> into tensor<8x32x32xf32> loc(#loc459)
    %849 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_274 : tensor<8x32x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc351)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc351))):
      %1048 = arith.addf %out, %in : f32 loc(#loc920)
      linalg.yield %1048 : f32 loc(#loc920)
    } -> tensor<32xf32> loc(#loc920)
    %expanded_275 = tensor.expand_shape %849 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc921)
    %850 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_275 : tensor<1x1x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc351)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc351))):
      %1048 = arith.addf %out, %in : f32 loc(#loc920)
      linalg.yield %1048 : f32 loc(#loc920)
    } -> tensor<32xf32> loc(#loc920)
    %851 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96, %expanded_274 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/mul"(#loc349)), %in_314: f32 loc("jit(step)/transpose(jvp(h.0))/dot_general"(#loc256)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc350))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc922)
      linalg.yield %1048 : f32 loc(#loc922)
    } -> tensor<8x32x32xf32> loc(#loc922)
    %852 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%851 : tensor<8x32x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc350)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc350))):
      %1048 = arith.addf %out, %in : f32 loc(#loc923)
      linalg.yield %1048 : f32 loc(#loc923)
    } -> tensor<32xf32> loc(#loc923)
    %expanded_276 = tensor.expand_shape %852 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc924)
    %853 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_274, %97 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/dot_general"(#loc256)), %in_314: f32 loc("jit(step)/jvp(h.0)/mul"(#loc350)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc350))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc922)
      linalg.yield %1048 : f32 loc(#loc922)
    } -> tensor<8x32x32xf32> loc(#loc922)
    %854 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_276 : tensor<1x1x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc350)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc350))):
      %1048 = arith.addf %out, %in : f32 loc(#loc923)
      linalg.yield %1048 : f32 loc(#loc923)
    } -> tensor<32xf32> loc(#loc923)
    %855 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86, %853 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/sub"(#loc344)), %in_314: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc350)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc349))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc925)
      linalg.yield %1048 : f32 loc(#loc925)
    } -> tensor<8x32x32xf32> loc(#loc925)
    %856 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%855 : tensor<8x32x32xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc349)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc349))):
      %1048 = arith.addf %out, %in : f32 loc(#loc926)
      linalg.yield %1048 : f32 loc(#loc926)
    } -> tensor<8x32xf32> loc(#loc926)
    %expanded_277 = tensor.expand_shape %856 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc927)
    %857 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%853, %95 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc350)), %in_314: f32 loc("jit(step)/jvp(h.0)/mul"(#loc349)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc349))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc925)
      linalg.yield %1048 : f32 loc(#loc925)
    } -> tensor<8x32x32xf32> loc(#loc925)
    %858 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_277, %94 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/reshape"(#loc349)), %in_314: f32 loc("jit(step)/jvp(h.0)/mul"(#loc348)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc348))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc928)
      linalg.yield %1048 : f32 loc(#loc928)
    } -> tensor<8x32x1xf32> loc(#loc928)
    %859 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%857 : tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc349)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/neg"(#loc428))):
      %1048 = arith.negf %in : f32 loc(#loc929)
      linalg.yield %1048 : f32 loc(#loc929)
    } -> tensor<8x32x32xf32> loc(#loc929)
    %860 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%859 : tensor<8x32x32xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc428)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc428))):
      %1048 = arith.addf %out, %in : f32 loc(#loc930)
      linalg.yield %1048 : f32 loc(#loc930)
    } -> tensor<8x32xf32> loc(#loc930)
    %expanded_278 = tensor.expand_shape %860 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc931)
    %861 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%823, %857 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/add_any"(#loc316)), %in_314: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc349)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/add_any"(#loc428))):
      %1048 = arith.addf %in, %in_314 : f32 loc(#loc932)
      linalg.yield %1048 : f32 loc(#loc932)
    } -> tensor<8x32x32xf32> loc(#loc932)
    %862 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%858 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc348)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/div"(#loc346))):
      %1048 = arith.divf %in, %cst_16 : f32 loc(#loc933)
      linalg.yield %1048 : f32 loc(#loc933)
    } -> tensor<8x32x1xf32> loc(#loc933)
    %863 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%862 : tensor<8x32x1xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc346)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc346))):
      %1048 = arith.addf %out, %in : f32 loc(#loc934)
      linalg.yield %1048 : f32 loc(#loc934)
    } -> tensor<8x32xf32> loc(#loc934)
    %864 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%863 : tensor<8x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc346)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/broadcast_in_dim"(#loc346))):
      linalg.yield %in : f32 loc(#loc935)
    } -> tensor<8x32x32xf32> loc(#loc935)
    %865 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%864, %88 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/broadcast_in_dim"(#loc346)), %in_314: f32 loc("jit(step)/jvp(h.0)/mul"(#loc345)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc345))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc936)
      linalg.yield %1048 : f32 loc(#loc936)
    } -> tensor<8x32x32xf32> loc(#loc936)
    %866 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%865 : tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc345)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/neg"(#loc344))):
      %1048 = arith.negf %in : f32 loc(#loc937)
      linalg.yield %1048 : f32 loc(#loc937)
    } -> tensor<8x32x32xf32> loc(#loc937)
    %867 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%866 : tensor<8x32x32xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc344)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc344))):
      %1048 = arith.addf %out, %in : f32 loc(#loc938)
      linalg.yield %1048 : f32 loc(#loc938)
    } -> tensor<8x32xf32> loc(#loc938)
    %expanded_279 = tensor.expand_shape %867 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc939)
    %868 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%861, %865 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/add_any"(#loc428)), %in_314: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc345)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/add_any"(#loc344))):
      %1048 = arith.addf %in, %in_314 : f32 loc(#loc940)
      linalg.yield %1048 : f32 loc(#loc940)
    } -> tensor<8x32x32xf32> loc(#loc940)
    %869 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_278, %expanded_279 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/reshape"(#loc428)), %in_314: f32 loc("jit(step)/transpose(jvp(h.0))/reshape"(#loc344)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/add_any"(#loc344))):
      %1048 = arith.addf %in, %in_314 : f32 loc(#loc940)
      linalg.yield %1048 : f32 loc(#loc940)
    } -> tensor<8x32x1xf32> loc(#loc940)
    %870 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%869 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/add_any"(#loc344)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/div"(#loc343))):
      %1048 = arith.divf %in, %cst_16 : f32 loc(#loc941)
      linalg.yield %1048 : f32 loc(#loc941)
    } -> tensor<8x32x1xf32> loc(#loc941)
    %871 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%870 : tensor<8x32x1xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc343)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc343))):
      %1048 = arith.addf %out, %in : f32 loc(#loc942)
      linalg.yield %1048 : f32 loc(#loc942)
    } -> tensor<8x32xf32> loc(#loc942)
    %872 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%871 : tensor<8x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc343)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/broadcast_in_dim"(#loc343))):
      linalg.yield %in : f32 loc(#loc943)
    } -> tensor<8x32x32xf32> loc(#loc943)
    %873 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%868, %872 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/add_any"(#loc344)), %in_314: f32 loc("jit(step)/transpose(jvp(h.0))/broadcast_in_dim"(#loc343)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/add_any"(#loc343))):
      %1048 = arith.addf %in, %in_314 : f32 loc(#loc944)
      linalg.yield %1048 : f32 loc(#loc944)
    } -> tensor<8x32x32xf32> loc(#loc944)
    %874 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%873 : tensor<8x32x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc341)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc341))):
      %1048 = arith.addf %out, %in : f32 loc(#loc945)
      linalg.yield %1048 : f32 loc(#loc945)
    } -> tensor<32xf32> loc(#loc945)
    %expanded_280 = tensor.expand_shape %874 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc946)
    %875 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_280 : tensor<1x1x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc341)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc341))):
      %1048 = arith.addf %out, %in : f32 loc(#loc945)
      linalg.yield %1048 : f32 loc(#loc945)
    } -> tensor<32xf32> loc(#loc945)
    %876 = linalg.generic {indexing_maps = [#map15, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%873 : tensor<8x32x32xf32>) outs(%461 : tensor<32x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/add_any"(#loc343)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/dot_general"(#loc340))):
      linalg.yield %in : f32 loc(#loc947)
    } -> tensor<32x8x32xf32> loc(#loc947)
    %collapsed_281 = tensor.collapse_shape %876 [[0], [1, 2]] : tensor<32x8x32xf32> into tensor<32x256xf32> loc(#loc947)
    %877 = linalg.matmul ins(%collapsed_281, %collapsed_34 : tensor<32x256xf32>, tensor<256x32xf32>) outs(%521 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc947)
    %878 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%877 : tensor<32x32xf32>) outs(%520 : tensor<32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/dot_general"(#loc340)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/transpose"(#loc340))):
      linalg.yield %in : f32 loc(#loc948)
    } -> tensor<32x32xf32> loc(#loc948)
    %collapsed_282 = tensor.collapse_shape %873 [[0, 1], [2]] : tensor<8x32x32xf32> into tensor<256x32xf32> loc(#loc947)
    %879 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%arg8 : tensor<32x32xf32>) outs(%520 : tensor<32x32xf32>) {
    ^bb0(%in: f32 loc("params['h'][0]['proj']"), %out: f32 loc("jit(step)/transpose(jvp(h.0))/dot_general"(#loc340))):
      linalg.yield %in : f32 loc(#loc947)
    } -> tensor<32x32xf32> loc(#loc947)
    %880 = linalg.matmul ins(%collapsed_282, %879 : tensor<256x32xf32>, tensor<32x32xf32>) outs(%78 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc947)
    %expanded_283 = tensor.expand_shape %880 [[0, 1], [2, 3]] output_shape [8, 32, 4, 8] : tensor<256x32xf32> into tensor<8x32x4x8xf32> loc(#loc949)
    %881 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_283 : tensor<8x32x4x8xf32>) outs(%37 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/reshape"(#loc429)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/transpose"(#loc339))):
      linalg.yield %in : f32 loc(#loc950)
    } -> tensor<8x4x32x8xf32> loc(#loc950)
    %882 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%881 : tensor<8x4x32x8xf32>) outs(%41 : tensor<8x4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/transpose"(#loc339)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/dot_general"(#loc338))):
      linalg.yield %in : f32 loc(#loc951)
    } -> tensor<8x4x8x32xf32> loc(#loc951)
    %collapsed_284 = tensor.collapse_shape %882 [[0, 1], [2], [3]] : tensor<8x4x8x32xf32> into tensor<32x8x32xf32> loc(#loc951)
    %883 = linalg.batch_matmul ins(%collapsed_284, %collapsed_31 : tensor<32x8x32xf32>, tensor<32x32x32xf32>) outs(%528 : tensor<32x8x32xf32>) -> tensor<32x8x32xf32> loc(#loc951)
    %expanded_285 = tensor.expand_shape %883 [[0, 1], [2], [3]] output_shape [8, 4, 8, 32] : tensor<32x8x32xf32> into tensor<8x4x8x32xf32> loc(#loc951)
    %884 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_285 : tensor<8x4x8x32xf32>) outs(%37 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/dot_general"(#loc338)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/transpose"(#loc338))):
      linalg.yield %in : f32 loc(#loc952)
    } -> tensor<8x4x32x8xf32> loc(#loc952)
    %885 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40 : tensor<8x4x32x8xf32>) outs(%41 : tensor<8x4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/transpose"(#loc488)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/dot_general"(#loc338))):
      linalg.yield %in : f32 loc(#loc951)
    } -> tensor<8x4x8x32xf32> loc(#loc951)
    %collapsed_286 = tensor.collapse_shape %881 [[0, 1], [2], [3]] : tensor<8x4x32x8xf32> into tensor<32x32x8xf32> loc(#loc951)
    %collapsed_287 = tensor.collapse_shape %885 [[0, 1], [2], [3]] : tensor<8x4x8x32xf32> into tensor<32x8x32xf32> loc(#loc951)
    %886 = linalg.batch_matmul ins(%collapsed_286, %collapsed_287 : tensor<32x32x8xf32>, tensor<32x8x32xf32>) outs(%44 : tensor<32x32x32xf32>) -> tensor<32x32x32xf32> loc(#loc951)
    %expanded_288 = tensor.expand_shape %886 [[0, 1], [2], [3]] output_shape [8, 4, 32, 32] : tensor<32x32x32xf32> into tensor<8x4x32x32xf32> loc(#loc951)
    %887 = linalg.generic {indexing_maps = [#map17, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%71 : tensor<8x4x32x1xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/div"(#loc502)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc337))):
      linalg.yield %in : f32 loc(#loc953)
    } -> tensor<8x4x32x32xf32> loc(#loc953)
    %888 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_288, %887 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/dot_general"(#loc338)), %in_314: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc337)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc337))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc953)
      linalg.yield %1048 : f32 loc(#loc953)
    } -> tensor<8x4x32x32xf32> loc(#loc953)
    %889 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%888, %64 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc337)), %in_314: f32 loc("jit(step)/jvp(h.0)/exp"(#loc337)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc337))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc953)
      linalg.yield %1048 : f32 loc(#loc953)
    } -> tensor<8x4x32x32xf32> loc(#loc953)
    %890 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%889 : tensor<8x4x32x32xf32>) outs(%65 : tensor<8x4x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc337)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc337))):
      %1048 = arith.addf %out, %in : f32 loc(#loc954)
      linalg.yield %1048 : f32 loc(#loc954)
    } -> tensor<8x4x32xf32> loc(#loc954)
    %891 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%890 : tensor<8x4x32xf32>) outs(%59 : tensor<8x4x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc337)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/neg"(#loc337))):
      %1048 = arith.negf %in : f32 loc(#loc955)
      linalg.yield %1048 : f32 loc(#loc955)
    } -> tensor<8x4x32xf32> loc(#loc955)
    %expanded_289 = tensor.expand_shape %891 [[0], [1], [2, 3]] output_shape [8, 4, 32, 1] : tensor<8x4x32xf32> into tensor<8x4x32x1xf32> loc(#loc956)
    %892 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_288, %67 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/dot_general"(#loc338)), %in_314: f32 loc("jit(step)/jvp(h.0)/div"(#loc337)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/div"(#loc337))):
      %1048 = arith.divf %in, %in_314 : f32 loc(#loc957)
      linalg.yield %1048 : f32 loc(#loc957)
    } -> tensor<8x4x32x32xf32> loc(#loc957)
    %893 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_289 : tensor<8x4x32x1xf32>) outs(%65 : tensor<8x4x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc337)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc337))):
      %1048 = arith.addf %out, %in : f32 loc(#loc954)
      linalg.yield %1048 : f32 loc(#loc954)
    } -> tensor<8x4x32xf32> loc(#loc954)
    %894 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%893 : tensor<8x4x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc337)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/broadcast_in_dim"(#loc337))):
      linalg.yield %in : f32 loc(#loc958)
    } -> tensor<8x4x32x32xf32> loc(#loc958)
    %895 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%892, %894 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/div"(#loc337)), %in_314: f32 loc("jit(step)/transpose(jvp(h.0))/broadcast_in_dim"(#loc337)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/add_any"(#loc337))):
      %1048 = arith.addf %in, %in_314 : f32 loc(#loc959)
      linalg.yield %1048 : f32 loc(#loc959)
    } -> tensor<8x4x32x32xf32> loc(#loc959)
    %896 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%895, %64 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/add_any"(#loc337)), %in_314: f32 loc("jit(step)/jvp(h.0)/exp"(#loc337)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc337))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc953)
      linalg.yield %1048 : f32 loc(#loc953)
    } -> tensor<8x4x32x32xf32> loc(#loc953)
    %897 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %896 : tensor<8x4x32x32xi1>, tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc94 at #loc494)), %in_314: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc337)), %out: f32 loc(callsite(#loc63 at #loc960))):
      %1048 = arith.select %in, %in_314, %cst_17 : f32 loc(#loc1073)
      linalg.yield %1048 : f32 loc(#loc1073)
    } -> tensor<8x4x32x32xf32> loc(#loc1073)
    %898 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%897, %49 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc63 at #loc960)), %in_314: f32 loc("jit(step)/jvp(h.0)/div"(#loc334)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/div"(#loc334))):
      %1048 = arith.divf %in, %in_314 : f32 loc(#loc961)
      linalg.yield %1048 : f32 loc(#loc961)
    } -> tensor<8x4x32x32xf32> loc(#loc961)
    %899 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%898 : tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/div"(#loc334)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/dot_general"(#loc332))):
      linalg.yield %in : f32 loc(#loc962)
    } -> tensor<8x4x32x32xf32> loc(#loc962)
    %collapsed_290 = tensor.collapse_shape %899 [[0, 1], [2], [3]] : tensor<8x4x32x32xf32> into tensor<32x32x32xf32> loc(#loc962)
    %900 = linalg.batch_matmul ins(%collapsed_290, %collapsed_27 : tensor<32x32x32xf32>, tensor<32x32x8xf32>) outs(%73 : tensor<32x32x8xf32>) -> tensor<32x32x8xf32> loc(#loc962)
    %expanded_291 = tensor.expand_shape %900 [[0, 1], [2], [3]] output_shape [8, 4, 32, 8] : tensor<32x32x8xf32> into tensor<8x4x32x8xf32> loc(#loc962)
    %901 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_291 : tensor<8x4x32x8xf32>) outs(%41 : tensor<8x4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/dot_general"(#loc332)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/transpose"(#loc332))):
      linalg.yield %in : f32 loc(#loc963)
    } -> tensor<8x4x8x32xf32> loc(#loc963)
    %902 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%42 : tensor<8x4x8x32xf32>) outs(%37 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/transpose"(#loc331)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/dot_general"(#loc332))):
      linalg.yield %in : f32 loc(#loc962)
    } -> tensor<8x4x32x8xf32> loc(#loc962)
    %collapsed_292 = tensor.collapse_shape %898 [[0, 1], [2], [3]] : tensor<8x4x32x32xf32> into tensor<32x32x32xf32> loc(#loc962)
    %collapsed_293 = tensor.collapse_shape %902 [[0, 1], [2], [3]] : tensor<8x4x32x8xf32> into tensor<32x32x8xf32> loc(#loc962)
    %903 = linalg.batch_matmul ins(%collapsed_292, %collapsed_293 : tensor<32x32x32xf32>, tensor<32x32x8xf32>) outs(%73 : tensor<32x32x8xf32>) -> tensor<32x32x8xf32> loc(#loc962)
    %expanded_294 = tensor.expand_shape %903 [[0, 1], [2], [3]] output_shape [8, 4, 32, 8] : tensor<32x32x8xf32> into tensor<8x4x32x8xf32> loc(#loc962)
    %904 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%901 : tensor<8x4x8x32xf32>) outs(%37 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/transpose"(#loc332)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/transpose"(#loc331))):
      linalg.yield %in : f32 loc(#loc964)
    } -> tensor<8x4x32x8xf32> loc(#loc964)
    %905 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%884 : tensor<8x4x32x8xf32>) outs(%75 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/transpose"(#loc338)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/transpose"(#loc488))):
      linalg.yield %in : f32 loc(#loc1057)
    } -> tensor<8x32x4x8xf32> loc(#loc1057)
    %collapsed_295 = tensor.collapse_shape %905 [[0], [1], [2, 3]] : tensor<8x32x4x8xf32> into tensor<8x32x32xf32> loc(#loc1058)
    %906 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%904 : tensor<8x4x32x8xf32>) outs(%75 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/transpose"(#loc331)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/transpose"(#loc486))):
      linalg.yield %in : f32 loc(#loc1059)
    } -> tensor<8x32x4x8xf32> loc(#loc1059)
    %collapsed_296 = tensor.collapse_shape %906 [[0], [1], [2, 3]] : tensor<8x32x4x8xf32> into tensor<8x32x32xf32> loc(#loc1060)
    %907 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_294 : tensor<8x4x32x8xf32>) outs(%75 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/dot_general"(#loc332)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/transpose"(#loc484))):
      linalg.yield %in : f32 loc(#loc1061)
    } -> tensor<8x32x4x8xf32> loc(#loc1061)
    %collapsed_297 = tensor.collapse_shape %907 [[0], [1], [2, 3]] : tensor<8x32x4x8xf32> into tensor<8x32x32xf32> loc(#loc1062)
    %inserted_slice_298 = tensor.insert_slice %collapsed_297 into %34[0, 0, 0] [8, 32, 32] [1, 1, 1] : tensor<8x32x32xf32> into tensor<8x32x96xf32> loc(#loc965)
    %inserted_slice_299 = tensor.insert_slice %collapsed_296 into %inserted_slice_298[0, 0, 32] [8, 32, 32] [1, 1, 1] : tensor<8x32x32xf32> into tensor<8x32x96xf32> loc(#loc965)
    %inserted_slice_300 = tensor.insert_slice %collapsed_295 into %inserted_slice_299[0, 0, 64] [8, 32, 32] [1, 1, 1] : tensor<8x32x32xf32> into tensor<8x32x96xf32> loc(#loc965)
    %908 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%inserted_slice_300 : tensor<8x32x96xf32>) outs(%555 : tensor<96xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc326)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc326))):
      %1048 = arith.addf %out, %in : f32 loc(#loc966)
      linalg.yield %1048 : f32 loc(#loc966)
    } -> tensor<96xf32> loc(#loc966)
    %expanded_301 = tensor.expand_shape %908 [[0, 1, 2]] output_shape [1, 1, 96] : tensor<96xf32> into tensor<1x1x96xf32> loc(#loc967)
    %909 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_301 : tensor<1x1x96xf32>) outs(%555 : tensor<96xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc326)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc326))):
      %1048 = arith.addf %out, %in : f32 loc(#loc966)
      linalg.yield %1048 : f32 loc(#loc966)
    } -> tensor<96xf32> loc(#loc966)
    %910 = linalg.generic {indexing_maps = [#map15, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%inserted_slice_300 : tensor<8x32x96xf32>) outs(%558 : tensor<96x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/concatenate"(#loc327)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/dot_general"(#loc325))):
      linalg.yield %in : f32 loc(#loc968)
    } -> tensor<96x8x32xf32> loc(#loc968)
    %collapsed_302 = tensor.collapse_shape %910 [[0], [1, 2]] : tensor<96x8x32xf32> into tensor<96x256xf32> loc(#loc968)
    %911 = linalg.matmul ins(%collapsed_302, %collapsed_20 : tensor<96x256xf32>, tensor<256x32xf32>) outs(%561 : tensor<96x32xf32>) -> tensor<96x32xf32> loc(#loc968)
    %912 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%911 : tensor<96x32xf32>) outs(%563 : tensor<32x96xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/dot_general"(#loc325)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/transpose"(#loc325))):
      linalg.yield %in : f32 loc(#loc969)
    } -> tensor<32x96xf32> loc(#loc969)
    %collapsed_303 = tensor.collapse_shape %inserted_slice_300 [[0, 1], [2]] : tensor<8x32x96xf32> into tensor<256x96xf32> loc(#loc968)
    %913 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%arg10 : tensor<32x96xf32>) outs(%560 : tensor<96x32xf32>) {
    ^bb0(%in: f32 loc("params['h'][0]['qkv']"), %out: f32 loc("jit(step)/transpose(jvp(h.0))/dot_general"(#loc325))):
      linalg.yield %in : f32 loc(#loc968)
    } -> tensor<96x32xf32> loc(#loc968)
    %914 = linalg.matmul ins(%collapsed_303, %913 : tensor<256x96xf32>, tensor<96x32xf32>) outs(%78 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc968)
    %expanded_304 = tensor.expand_shape %914 [[0, 1], [2]] output_shape [8, 32, 32] : tensor<256x32xf32> into tensor<8x32x32xf32> loc(#loc968)
    %915 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_304 : tensor<8x32x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc324)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc324))):
      %1048 = arith.addf %out, %in : f32 loc(#loc970)
      linalg.yield %1048 : f32 loc(#loc970)
    } -> tensor<32xf32> loc(#loc970)
    %expanded_305 = tensor.expand_shape %915 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc971)
    %916 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_305 : tensor<1x1x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc324)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc324))):
      %1048 = arith.addf %out, %in : f32 loc(#loc970)
      linalg.yield %1048 : f32 loc(#loc970)
    } -> tensor<32xf32> loc(#loc970)
    %917 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%26, %expanded_304 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/mul"(#loc322)), %in_314: f32 loc("jit(step)/transpose(jvp(h.0))/dot_general"(#loc325)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc323))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc972)
      linalg.yield %1048 : f32 loc(#loc972)
    } -> tensor<8x32x32xf32> loc(#loc972)
    %918 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%917 : tensor<8x32x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc323)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc323))):
      %1048 = arith.addf %out, %in : f32 loc(#loc973)
      linalg.yield %1048 : f32 loc(#loc973)
    } -> tensor<32xf32> loc(#loc973)
    %expanded_306 = tensor.expand_shape %918 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc974)
    %919 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_304, %27 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/dot_general"(#loc325)), %in_314: f32 loc("jit(step)/jvp(h.0)/mul"(#loc323)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc323))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc972)
      linalg.yield %1048 : f32 loc(#loc972)
    } -> tensor<8x32x32xf32> loc(#loc972)
    %920 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_306 : tensor<1x1x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc323)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc323))):
      %1048 = arith.addf %out, %in : f32 loc(#loc973)
      linalg.yield %1048 : f32 loc(#loc973)
    } -> tensor<32xf32> loc(#loc973)
    %921 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16, %919 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/sub"(#loc317)), %in_314: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc323)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc322))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc975)
      linalg.yield %1048 : f32 loc(#loc975)
    } -> tensor<8x32x32xf32> loc(#loc975)
    %922 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%921 : tensor<8x32x32xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc322)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc322))):
      %1048 = arith.addf %out, %in : f32 loc(#loc976)
      linalg.yield %1048 : f32 loc(#loc976)
    } -> tensor<8x32xf32> loc(#loc976)
    %expanded_307 = tensor.expand_shape %922 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc977)
    %923 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%919, %25 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc323)), %in_314: f32 loc("jit(step)/jvp(h.0)/mul"(#loc322)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc322))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc975)
      linalg.yield %1048 : f32 loc(#loc975)
    } -> tensor<8x32x32xf32> loc(#loc975)
    %924 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_307, %24 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/reshape"(#loc322)), %in_314: f32 loc("jit(step)/jvp(h.0)/mul"(#loc321)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc321))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc978)
      linalg.yield %1048 : f32 loc(#loc978)
    } -> tensor<8x32x1xf32> loc(#loc978)
    %925 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%923 : tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc322)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/neg"(#loc430))):
      %1048 = arith.negf %in : f32 loc(#loc979)
      linalg.yield %1048 : f32 loc(#loc979)
    } -> tensor<8x32x32xf32> loc(#loc979)
    %926 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%925 : tensor<8x32x32xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc430)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc430))):
      %1048 = arith.addf %out, %in : f32 loc(#loc980)
      linalg.yield %1048 : f32 loc(#loc980)
    } -> tensor<8x32xf32> loc(#loc980)
    %expanded_308 = tensor.expand_shape %926 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc981)
    %927 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%873, %923 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/add_any"(#loc343)), %in_314: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc322)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/add_any"(#loc430))):
      %1048 = arith.addf %in, %in_314 : f32 loc(#loc982)
      linalg.yield %1048 : f32 loc(#loc982)
    } -> tensor<8x32x32xf32> loc(#loc982)
    %928 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%924 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc321)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/div"(#loc319))):
      %1048 = arith.divf %in, %cst_16 : f32 loc(#loc983)
      linalg.yield %1048 : f32 loc(#loc983)
    } -> tensor<8x32x1xf32> loc(#loc983)
    %929 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%928 : tensor<8x32x1xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc319)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc319))):
      %1048 = arith.addf %out, %in : f32 loc(#loc984)
      linalg.yield %1048 : f32 loc(#loc984)
    } -> tensor<8x32xf32> loc(#loc984)
    %930 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%929 : tensor<8x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc319)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/broadcast_in_dim"(#loc319))):
      linalg.yield %in : f32 loc(#loc985)
    } -> tensor<8x32x32xf32> loc(#loc985)
    %931 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%930, %18 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/broadcast_in_dim"(#loc319)), %in_314: f32 loc("jit(step)/jvp(h.0)/mul"(#loc318)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc318))):
      %1048 = arith.mulf %in, %in_314 : f32 loc(#loc986)
      linalg.yield %1048 : f32 loc(#loc986)
    } -> tensor<8x32x32xf32> loc(#loc986)
    %932 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%931 : tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc318)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/neg"(#loc317))):
      %1048 = arith.negf %in : f32 loc(#loc987)
      linalg.yield %1048 : f32 loc(#loc987)
    } -> tensor<8x32x32xf32> loc(#loc987)
    %933 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%932 : tensor<8x32x32xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc317)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc317))):
      %1048 = arith.addf %out, %in : f32 loc(#loc988)
      linalg.yield %1048 : f32 loc(#loc988)
    } -> tensor<8x32xf32> loc(#loc988)
    %expanded_309 = tensor.expand_shape %933 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc989)
    %934 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%927, %931 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/add_any"(#loc430)), %in_314: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc318)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/add_any"(#loc317))):
      %1048 = arith.addf %in, %in_314 : f32 loc(#loc990)
      linalg.yield %1048 : f32 loc(#loc990)
    } -> tensor<8x32x32xf32> loc(#loc990)
    %935 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_308, %expanded_309 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/reshape"(#loc430)), %in_314: f32 loc("jit(step)/transpose(jvp(h.0))/reshape"(#loc317)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/add_any"(#loc317))):
      %1048 = arith.addf %in, %in_314 : f32 loc(#loc990)
      linalg.yield %1048 : f32 loc(#loc990)
    } -> tensor<8x32x1xf32> loc(#loc990)
    %936 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%935 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/add_any"(#loc317)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/div"(#loc316))):
      %1048 = arith.divf %in, %cst_16 : f32 loc(#loc991)
      linalg.yield %1048 : f32 loc(#loc991)
    } -> tensor<8x32x1xf32> loc(#loc991)
    %937 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%936 : tensor<8x32x1xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc316)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc316))):
      %1048 = arith.addf %out, %in : f32 loc(#loc992)
      linalg.yield %1048 : f32 loc(#loc992)
    } -> tensor<8x32xf32> loc(#loc992)
    %938 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%937 : tensor<8x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc316)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/broadcast_in_dim"(#loc316))):
      linalg.yield %in : f32 loc(#loc993)
    } -> tensor<8x32x32xf32> loc(#loc993)
    %939 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%934, %938 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/add_any"(#loc317)), %in_314: f32 loc("jit(step)/transpose(jvp(h.0))/broadcast_in_dim"(#loc316)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/add_any"(#loc316))):
      %1048 = arith.addf %in, %in_314 : f32 loc(#loc994)
      linalg.yield %1048 : f32 loc(#loc994)
    } -> tensor<8x32x32xf32> loc(#loc994)
    %940 = linalg.generic {indexing_maps = [#map18, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%939 : tensor<8x32x32xf32>) outs(%521 : tensor<32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/reduce_sum"(#loc209)), %out: f32 loc("jit(step)/transpose(jvp())/reduce_sum"(#loc209))):
      %1048 = arith.addf %out, %in : f32 loc(#loc244)
      linalg.yield %1048 : f32 loc(#loc244)
    } -> tensor<32x32xf32> loc(#loc244)
    %expanded_310 = tensor.expand_shape %940 [[0, 1], [2]] output_shape [1, 32, 32] : tensor<32x32xf32> into tensor<1x32x32xf32> loc(#loc245)
    %941 = linalg.generic {indexing_maps = [#map18, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%expanded_310 : tensor<1x32x32xf32>) outs(%521 : tensor<32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/reduce_sum"(#loc209)), %out: f32 loc("jit(step)/transpose(jvp())/reduce_sum"(#loc209))):
      %1048 = arith.addf %out, %in : f32 loc(#loc244)
      linalg.yield %1048 : f32 loc(#loc244)
    } -> tensor<32x32xf32> loc(#loc244)
    %collapsed_311 = tensor.collapse_shape %expanded [[0, 1], [2]] : tensor<8x32x1xi32> into tensor<256x1xi32> loc(#loc216)
    %collapsed_312 = tensor.collapse_shape %939 [[0, 1], [2]] : tensor<8x32x32xf32> into tensor<256x32xf32> loc(#loc216)
    %942 = scf.for %arg54 = %c0 to %c256 step %c1 iter_args(%arg55 = %cst) -> (tensor<2048xf32>) {
      %1048 = scf.for %arg56 = %c0 to %c32 step %c1 iter_args(%arg57 = %arg55) -> (tensor<2048xf32>) {
        %extracted = tensor.extract %collapsed_311[%arg54, %c0] : tensor<256x1xi32> loc(#loc216)
        %1049 = arith.index_cast %extracted : i32 to index loc(#loc216)
        %1050 = arith.cmpi sge, %1049, %c0 : index loc(#loc216)
        %1051 = arith.cmpi slt, %1049, %c64 : index loc(#loc216)
        %1052 = arith.andi %1050, %1051 : i1 loc(#loc216)
        %1053 = arith.muli %1049, %c32 : index loc(#loc216)
        %1054 = arith.addi %1053, %arg56 : index loc(#loc216)
        %1055 = scf.if %1052 -> (tensor<2048xf32>) {
          %extracted_314 = tensor.extract %collapsed_312[%arg54, %arg56] : tensor<256x32xf32> loc(#loc216)
          %extracted_315 = tensor.extract %arg57[%1054] : tensor<2048xf32> loc(#loc216)
          %1056 = arith.addf %extracted_315, %extracted_314 : f32 loc(#loc246)
          %inserted = tensor.insert %1056 into %arg57[%1054] : tensor<2048xf32> loc(#loc216)
          scf.yield %inserted : tensor<2048xf32> loc(#loc216)
        } else {
          scf.yield %arg57 : tensor<2048xf32> loc(#loc216)
        } loc(#loc216)
        scf.yield %1055 : tensor<2048xf32> loc(#loc216)
      } loc(#loc216)
      scf.yield %1048 : tensor<2048xf32> loc(#loc216)
    } loc(#loc216)
    %expanded_313 = tensor.expand_shape %942 [[0, 1]] output_shape [64, 32] : tensor<2048xf32> into tensor<64x32xf32> loc(#loc216)
    %943 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%432, %expanded_313 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%426 : tensor<64x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/transpose"(#loc213)), %in_314: f32 loc("jit(step)/transpose(jvp())/scatter-add"(#loc207)), %out: f32 loc("jit(step)/transpose(jvp())/add_any"(#loc207))):
      %1048 = arith.addf %in, %in_314 : f32 loc(#loc247)
      linalg.yield %1048 : f32 loc(#loc247)
    } -> tensor<64x32xf32> loc(#loc247)
    %944 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%846 : tensor<32x128xf32>) outs(%463 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/transpose"(#loc256)), %out: f32 loc("jit(step)/mul"(#loc248))):
      %1048 = arith.mulf %in, %cst_3 : f32 loc(#loc311)
      linalg.yield %1048 : f32 loc(#loc311)
    } -> tensor<32x128xf32> loc(#loc311)
    %945 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %944 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%463 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("params['h'][0]['fc']"), %in_314: f32 loc("jit(step)/mul"(#loc248)), %out: f32 loc("jit(step)/sub"(#loc249))):
      %1048 = arith.subf %in, %in_314 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<32x128xf32> loc(#loc312)
    %946 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = ["parallel"]} ins(%843 : tensor<128xf32>) outs(%481 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc257)), %out: f32 loc("jit(step)/mul"(#loc248))):
      %1048 = arith.mulf %in, %cst_3 : f32 loc(#loc311)
      linalg.yield %1048 : f32 loc(#loc311)
    } -> tensor<128xf32> loc(#loc311)
    %947 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = ["parallel"]} ins(%arg1, %946 : tensor<128xf32>, tensor<128xf32>) outs(%481 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("params['h'][0]['fc_b']"), %in_314: f32 loc("jit(step)/mul"(#loc248)), %out: f32 loc("jit(step)/sub"(#loc249))):
      %1048 = arith.subf %in, %in_314 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<128xf32> loc(#loc312)
    %948 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = ["parallel"]} ins(%916 : tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc324)), %out: f32 loc("jit(step)/mul"(#loc248))):
      %1048 = arith.mulf %in, %cst_3 : f32 loc(#loc311)
      linalg.yield %1048 : f32 loc(#loc311)
    } -> tensor<32xf32> loc(#loc311)
    %949 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = ["parallel"]} ins(%arg2, %948 : tensor<32xf32>, tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['h'][0]['ln1_b']"), %in_314: f32 loc("jit(step)/mul"(#loc248)), %out: f32 loc("jit(step)/sub"(#loc249))):
      %1048 = arith.subf %in, %in_314 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<32xf32> loc(#loc312)
    %950 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = ["parallel"]} ins(%920 : tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc323)), %out: f32 loc("jit(step)/mul"(#loc248))):
      %1048 = arith.mulf %in, %cst_3 : f32 loc(#loc311)
      linalg.yield %1048 : f32 loc(#loc311)
    } -> tensor<32xf32> loc(#loc311)
    %951 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = ["parallel"]} ins(%arg3, %950 : tensor<32xf32>, tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['h'][0]['ln1_g']"), %in_314: f32 loc("jit(step)/mul"(#loc248)), %out: f32 loc("jit(step)/sub"(#loc249))):
      %1048 = arith.subf %in, %in_314 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<32xf32> loc(#loc312)
    %952 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = ["parallel"]} ins(%850 : tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc351)), %out: f32 loc("jit(step)/mul"(#loc248))):
      %1048 = arith.mulf %in, %cst_3 : f32 loc(#loc311)
      linalg.yield %1048 : f32 loc(#loc311)
    } -> tensor<32xf32> loc(#loc311)
    %953 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = ["parallel"]} ins(%arg4, %952 : tensor<32xf32>, tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['h'][0]['ln2_b']"), %in_314: f32 loc("jit(step)/mul"(#loc248)), %out: f32 loc("jit(step)/sub"(#loc249))):
      %1048 = arith.subf %in, %in_314 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<32xf32> loc(#loc312)
    %954 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = ["parallel"]} ins(%854 : tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc350)), %out: f32 loc("jit(step)/mul"(#loc248))):
      %1048 = arith.mulf %in, %cst_3 : f32 loc(#loc311)
      linalg.yield %1048 : f32 loc(#loc311)
    } -> tensor<32xf32> loc(#loc311)
    %955 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = ["parallel"]} ins(%arg5, %954 : tensor<32xf32>, tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['h'][0]['ln2_g']"), %in_314: f32 loc("jit(step)/mul"(#loc248)), %out: f32 loc("jit(step)/sub"(#loc249))):
      %1048 = arith.subf %in, %in_314 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<32xf32> loc(#loc312)
    %956 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%828 : tensor<128x32xf32>) outs(%466 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/transpose"(#loc259)), %out: f32 loc("jit(step)/mul"(#loc248))):
      %1048 = arith.mulf %in, %cst_3 : f32 loc(#loc311)
      linalg.yield %1048 : f32 loc(#loc311)
    } -> tensor<128x32xf32> loc(#loc311)
    %957 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg6, %956 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%466 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("params['h'][0]['out']"), %in_314: f32 loc("jit(step)/mul"(#loc248)), %out: f32 loc("jit(step)/sub"(#loc249))):
      %1048 = arith.subf %in, %in_314 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<128x32xf32> loc(#loc312)
    %958 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = ["parallel"]} ins(%825 : tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc261)), %out: f32 loc("jit(step)/mul"(#loc248))):
      %1048 = arith.mulf %in, %cst_3 : f32 loc(#loc311)
      linalg.yield %1048 : f32 loc(#loc311)
    } -> tensor<32xf32> loc(#loc311)
    %959 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = ["parallel"]} ins(%arg7, %958 : tensor<32xf32>, tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['h'][0]['out_b']"), %in_314: f32 loc("jit(step)/mul"(#loc248)), %out: f32 loc("jit(step)/sub"(#loc249))):
      %1048 = arith.subf %in, %in_314 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<32xf32> loc(#loc312)
    %960 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%878 : tensor<32x32xf32>) outs(%520 : tensor<32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/transpose"(#loc340)), %out: f32 loc("jit(step)/mul"(#loc248))):
      %1048 = arith.mulf %in, %cst_3 : f32 loc(#loc311)
      linalg.yield %1048 : f32 loc(#loc311)
    } -> tensor<32x32xf32> loc(#loc311)
    %961 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg8, %960 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%520 : tensor<32x32xf32>) {
    ^bb0(%in: f32 loc("params['h'][0]['proj']"), %in_314: f32 loc("jit(step)/mul"(#loc248)), %out: f32 loc("jit(step)/sub"(#loc249))):
      %1048 = arith.subf %in, %in_314 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<32x32xf32> loc(#loc312)
    %962 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = ["parallel"]} ins(%875 : tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc341)), %out: f32 loc("jit(step)/mul"(#loc248))):
      %1048 = arith.mulf %in, %cst_3 : f32 loc(#loc311)
      linalg.yield %1048 : f32 loc(#loc311)
    } -> tensor<32xf32> loc(#loc311)
    %963 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = ["parallel"]} ins(%arg9, %962 : tensor<32xf32>, tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['h'][0]['proj_b']"), %in_314: f32 loc("jit(step)/mul"(#loc248)), %out: f32 loc("jit(step)/sub"(#loc249))):
      %1048 = arith.subf %in, %in_314 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<32xf32> loc(#loc312)
    %964 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%912 : tensor<32x96xf32>) outs(%563 : tensor<32x96xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/transpose"(#loc325)), %out: f32 loc("jit(step)/mul"(#loc248))):
      %1048 = arith.mulf %in, %cst_3 : f32 loc(#loc311)
      linalg.yield %1048 : f32 loc(#loc311)
    } -> tensor<32x96xf32> loc(#loc311)
    %965 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg10, %964 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%563 : tensor<32x96xf32>) {
    ^bb0(%in: f32 loc("params['h'][0]['qkv']"), %in_314: f32 loc("jit(step)/mul"(#loc248)), %out: f32 loc("jit(step)/sub"(#loc249))):
      %1048 = arith.subf %in, %in_314 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<32x96xf32> loc(#loc312)
    %966 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = ["parallel"]} ins(%909 : tensor<96xf32>) outs(%554 : tensor<96xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc326)), %out: f32 loc("jit(step)/mul"(#loc248))):
      %1048 = arith.mulf %in, %cst_3 : f32 loc(#loc311)
      linalg.yield %1048 : f32 loc(#loc311)
    } -> tensor<96xf32> loc(#loc311)
    %967 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = ["parallel"]} ins(%arg11, %966 : tensor<96xf32>, tensor<96xf32>) outs(%554 : tensor<96xf32>) {
    ^bb0(%in: f32 loc("params['h'][0]['qkv_b']"), %in_314: f32 loc("jit(step)/mul"(#loc248)), %out: f32 loc("jit(step)/sub"(#loc249))):
      %1048 = arith.subf %in, %in_314 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<96xf32> loc(#loc312)
    %968 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%730 : tensor<32x128xf32>) outs(%463 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/transpose"(#loc256)), %out: f32 loc("jit(step)/mul"(#loc248))):
      %1048 = arith.mulf %in, %cst_3 : f32 loc(#loc311)
      linalg.yield %1048 : f32 loc(#loc311)
    } -> tensor<32x128xf32> loc(#loc311)
    %969 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg12, %968 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%463 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("params['h'][1]['fc']"), %in_314: f32 loc("jit(step)/mul"(#loc248)), %out: f32 loc("jit(step)/sub"(#loc249))):
      %1048 = arith.subf %in, %in_314 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<32x128xf32> loc(#loc312)
    %970 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = ["parallel"]} ins(%727 : tensor<128xf32>) outs(%481 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc257)), %out: f32 loc("jit(step)/mul"(#loc248))):
      %1048 = arith.mulf %in, %cst_3 : f32 loc(#loc311)
      linalg.yield %1048 : f32 loc(#loc311)
    } -> tensor<128xf32> loc(#loc311)
    %971 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = ["parallel"]} ins(%arg13, %970 : tensor<128xf32>, tensor<128xf32>) outs(%481 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("params['h'][1]['fc_b']"), %in_314: f32 loc("jit(step)/mul"(#loc248)), %out: f32 loc("jit(step)/sub"(#loc249))):
      %1048 = arith.subf %in, %in_314 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<128xf32> loc(#loc312)
    %972 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = ["parallel"]} ins(%800 : tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc324)), %out: f32 loc("jit(step)/mul"(#loc248))):
      %1048 = arith.mulf %in, %cst_3 : f32 loc(#loc311)
      linalg.yield %1048 : f32 loc(#loc311)
    } -> tensor<32xf32> loc(#loc311)
    %973 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = ["parallel"]} ins(%arg14, %972 : tensor<32xf32>, tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['h'][1]['ln1_b']"), %in_314: f32 loc("jit(step)/mul"(#loc248)), %out: f32 loc("jit(step)/sub"(#loc249))):
      %1048 = arith.subf %in, %in_314 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<32xf32> loc(#loc312)
    %974 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = ["parallel"]} ins(%804 : tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc323)), %out: f32 loc("jit(step)/mul"(#loc248))):
      %1048 = arith.mulf %in, %cst_3 : f32 loc(#loc311)
      linalg.yield %1048 : f32 loc(#loc311)
    } -> tensor<32xf32> loc(#loc311)
    %975 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = ["parallel"]} ins(%arg15, %974 : tensor<32xf32>, tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['h'][1]['ln1_g']"), %in_314: f32 loc("jit(step)/mul"(#loc248)), %out: f32 loc("jit(step)/sub"(#loc249))):
      %1048 = arith.subf %in, %in_314 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<32xf32> loc(#loc312)
    %976 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = ["parallel"]} ins(%734 : tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc351)), %out: f32 loc("jit(step)/mul"(#loc248))):
      %1048 = arith.mulf %in, %cst_3 : f32 loc(#loc311)
      linalg.yield %1048 : f32 loc(#loc311)
    } -> tensor<32xf32> loc(#loc311)
    %977 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = ["parallel"]} ins(%arg16, %976 : tensor<32xf32>, tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['h'][1]['ln2_b']"), %in_314: f32 loc("jit(step)/mul"(#loc248)), %out: f32 loc("jit(step)/sub"(#loc249))):
      %1048 = arith.subf %in, %in_314 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<32xf32> loc(#loc312)
    %978 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = ["parallel"]} ins(%738 : tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc350)), %out: f32 loc("jit(step)/mul"(#loc248))):
      %1048 = arith.mulf %in, %cst_3 : f32 loc(#loc311)
      linalg.yield %1048 : f32 loc(#loc311)
    } -> tensor<32xf32> loc(#loc311)
    %979 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = ["parallel"]} ins(%arg17, %978 : tensor<32xf32>, tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['h'][1]['ln2_g']"), %in_314: f32 loc("jit(step)/mul"(#loc248)), %out: f32 loc("jit(step)/sub"(#loc249))):
      %1048 = arith.subf %in, %in_314 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<32xf32> loc(#loc312)
    %980 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%712 : tensor<128x32xf32>) outs(%466 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/transpose"(#loc259)), %out: f32 loc("jit(step)/mul"(#loc248))):
      %1048 = arith.mulf %in, %cst_3 : f32 loc(#loc311)
      linalg.yield %1048 : f32 loc(#loc311)
    } -> tensor<128x32xf32> loc(#loc311)
    %981 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg18, %980 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%466 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("params['h'][1]['out']"), %in_314: f32 loc("jit(step)/mul"(#loc248)), %out: f32 loc("jit(step)/sub"(#loc249))):
      %1048 = arith.subf %in, %in_314 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<128x32xf32> loc(#loc312)
    %982 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = ["parallel"]} ins(%709 : tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc261)), %out: f32 loc("jit(step)/mul"(#loc248))):
      %1048 = arith.mulf %in, %cst_3 : f32 loc(#loc311)
      linalg.yield %1048 : f32 loc(#loc311)
    } -> tensor<32xf32> loc(#loc311)
    %983 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = ["parallel"]} ins(%arg19, %982 : tensor<32xf32>, tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['h'][1]['out_b']"), %in_314: f32 loc("jit(step)/mul"(#loc248)), %out: f32 loc("jit(step)/sub"(#loc249))):
      %1048 = arith.subf %in, %in_314 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<32xf32> loc(#loc312)
    %984 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%762 : tensor<32x32xf32>) outs(%520 : tensor<32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/transpose"(#loc340)), %out: f32 loc("jit(step)/mul"(#loc248))):
      %1048 = arith.mulf %in, %cst_3 : f32 loc(#loc311)
      linalg.yield %1048 : f32 loc(#loc311)
    } -> tensor<32x32xf32> loc(#loc311)
    %985 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg20, %984 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%520 : tensor<32x32xf32>) {
    ^bb0(%in: f32 loc("params['h'][1]['proj']"), %in_314: f32 loc("jit(step)/mul"(#loc248)), %out: f32 loc("jit(step)/sub"(#loc249))):
      %1048 = arith.subf %in, %in_314 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<32x32xf32> loc(#loc312)
    %986 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = ["parallel"]} ins(%759 : tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc341)), %out: f32 loc("jit(step)/mul"(#loc248))):
      %1048 = arith.mulf %in, %cst_3 : f32 loc(#loc311)
      linalg.yield %1048 : f32 loc(#loc311)
    } -> tensor<32xf32> loc(#loc311)
    %987 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = ["parallel"]} ins(%arg21, %986 : tensor<32xf32>, tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['h'][1]['proj_b']"), %in_314: f32 loc("jit(step)/mul"(#loc248)), %out: f32 loc("jit(step)/sub"(#loc249))):
      %1048 = arith.subf %in, %in_314 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<32xf32> loc(#loc312)
    %988 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%796 : tensor<32x96xf32>) outs(%563 : tensor<32x96xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/transpose"(#loc325)), %out: f32 loc("jit(step)/mul"(#loc248))):
      %1048 = arith.mulf %in, %cst_3 : f32 loc(#loc311)
      linalg.yield %1048 : f32 loc(#loc311)
    } -> tensor<32x96xf32> loc(#loc311)
    %989 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg22, %988 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%563 : tensor<32x96xf32>) {
    ^bb0(%in: f32 loc("params['h'][1]['qkv']"), %in_314: f32 loc("jit(step)/mul"(#loc248)), %out: f32 loc("jit(step)/sub"(#loc249))):
      %1048 = arith.subf %in, %in_314 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<32x96xf32> loc(#loc312)
    %990 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = ["parallel"]} ins(%793 : tensor<96xf32>) outs(%554 : tensor<96xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc326)), %out: f32 loc("jit(step)/mul"(#loc248))):
      %1048 = arith.mulf %in, %cst_3 : f32 loc(#loc311)
      linalg.yield %1048 : f32 loc(#loc311)
    } -> tensor<96xf32> loc(#loc311)
    %991 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = ["parallel"]} ins(%arg23, %990 : tensor<96xf32>, tensor<96xf32>) outs(%554 : tensor<96xf32>) {
    ^bb0(%in: f32 loc("params['h'][1]['qkv_b']"), %in_314: f32 loc("jit(step)/mul"(#loc248)), %out: f32 loc("jit(step)/sub"(#loc249))):
      %1048 = arith.subf %in, %in_314 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<96xf32> loc(#loc312)
    %992 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%614 : tensor<32x128xf32>) outs(%463 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/transpose"(#loc256)), %out: f32 loc("jit(step)/mul"(#loc248))):
      %1048 = arith.mulf %in, %cst_3 : f32 loc(#loc311)
      linalg.yield %1048 : f32 loc(#loc311)
    } -> tensor<32x128xf32> loc(#loc311)
    %993 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg24, %992 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%463 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("params['h'][2]['fc']"), %in_314: f32 loc("jit(step)/mul"(#loc248)), %out: f32 loc("jit(step)/sub"(#loc249))):
      %1048 = arith.subf %in, %in_314 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<32x128xf32> loc(#loc312)
    %994 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = ["parallel"]} ins(%611 : tensor<128xf32>) outs(%481 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc257)), %out: f32 loc("jit(step)/mul"(#loc248))):
      %1048 = arith.mulf %in, %cst_3 : f32 loc(#loc311)
      linalg.yield %1048 : f32 loc(#loc311)
    } -> tensor<128xf32> loc(#loc311)
    %995 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = ["parallel"]} ins(%arg25, %994 : tensor<128xf32>, tensor<128xf32>) outs(%481 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("params['h'][2]['fc_b']"), %in_314: f32 loc("jit(step)/mul"(#loc248)), %out: f32 loc("jit(step)/sub"(#loc249))):
      %1048 = arith.subf %in, %in_314 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<128xf32> loc(#loc312)
    %996 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = ["parallel"]} ins(%684 : tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc324)), %out: f32 loc("jit(step)/mul"(#loc248))):
      %1048 = arith.mulf %in, %cst_3 : f32 loc(#loc311)
      linalg.yield %1048 : f32 loc(#loc311)
    } -> tensor<32xf32> loc(#loc311)
    %997 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = ["parallel"]} ins(%arg26, %996 : tensor<32xf32>, tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['h'][2]['ln1_b']"), %in_314: f32 loc("jit(step)/mul"(#loc248)), %out: f32 loc("jit(step)/sub"(#loc249))):
      %1048 = arith.subf %in, %in_314 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<32xf32> loc(#loc312)
    %998 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = ["parallel"]} ins(%688 : tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc323)), %out: f32 loc("jit(step)/mul"(#loc248))):
      %1048 = arith.mulf %in, %cst_3 : f32 loc(#loc311)
      linalg.yield %1048 : f32 loc(#loc311)
    } -> tensor<32xf32> loc(#loc311)
    %999 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = ["parallel"]} ins(%arg27, %998 : tensor<32xf32>, tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['h'][2]['ln1_g']"), %in_314: f32 loc("jit(step)/mul"(#loc248)), %out: f32 loc("jit(step)/sub"(#loc249))):
      %1048 = arith.subf %in, %in_314 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<32xf32> loc(#loc312)
    %1000 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = ["parallel"]} ins(%618 : tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc351)), %out: f32 loc("jit(step)/mul"(#loc248))):
      %1048 = arith.mulf %in, %cst_3 : f32 loc(#loc311)
      linalg.yield %1048 : f32 loc(#loc311)
    } -> tensor<32xf32> loc(#loc311)
    %1001 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = ["parallel"]} ins(%arg28, %1000 : tensor<32xf32>, tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['h'][2]['ln2_b']"), %in_314: f32 loc("jit(step)/mul"(#loc248)), %out: f32 loc("jit(step)/sub"(#loc249))):
      %1048 = arith.subf %in, %in_314 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<32xf32> loc(#loc312)
    %1002 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = ["parallel"]} ins(%622 : tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc350)), %out: f32 loc("jit(step)/mul"(#loc248))):
      %1048 = arith.mulf %in, %cst_3 : f32 loc(#loc311)
      linalg.yield %1048 : f32 loc(#loc311)
    } -> tensor<32xf32> loc(#loc311)
    %1003 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = ["parallel"]} ins(%arg29, %1002 : tensor<32xf32>, tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['h'][2]['ln2_g']"), %in_314: f32 loc("jit(step)/mul"(#loc248)), %out: f32 loc("jit(step)/sub"(#loc249))):
      %1048 = arith.subf %in, %in_314 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<32xf32> loc(#loc312)
    %1004 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%596 : tensor<128x32xf32>) outs(%466 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/transpose"(#loc259)), %out: f32 loc("jit(step)/mul"(#loc248))):
      %1048 = arith.mulf %in, %cst_3 : f32 loc(#loc311)
      linalg.yield %1048 : f32 loc(#loc311)
    } -> tensor<128x32xf32> loc(#loc311)
    %1005 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg30, %1004 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%466 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("params['h'][2]['out']"), %in_314: f32 loc("jit(step)/mul"(#loc248)), %out: f32 loc("jit(step)/sub"(#loc249))):
      %1048 = arith.subf %in, %in_314 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<128x32xf32> loc(#loc312)
    %1006 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = ["parallel"]} ins(%593 : tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc261)), %out: f32 loc("jit(step)/mul"(#loc248))):
      %1048 = arith.mulf %in, %cst_3 : f32 loc(#loc311)
      linalg.yield %1048 : f32 loc(#loc311)
    } -> tensor<32xf32> loc(#loc311)
    %1007 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = ["parallel"]} ins(%arg31, %1006 : tensor<32xf32>, tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['h'][2]['out_b']"), %in_314: f32 loc("jit(step)/mul"(#loc248)), %out: f32 loc("jit(step)/sub"(#loc249))):
      %1048 = arith.subf %in, %in_314 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<32xf32> loc(#loc312)
    %1008 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%646 : tensor<32x32xf32>) outs(%520 : tensor<32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/transpose"(#loc340)), %out: f32 loc("jit(step)/mul"(#loc248))):
      %1048 = arith.mulf %in, %cst_3 : f32 loc(#loc311)
      linalg.yield %1048 : f32 loc(#loc311)
    } -> tensor<32x32xf32> loc(#loc311)
    %1009 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg32, %1008 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%520 : tensor<32x32xf32>) {
    ^bb0(%in: f32 loc("params['h'][2]['proj']"), %in_314: f32 loc("jit(step)/mul"(#loc248)), %out: f32 loc("jit(step)/sub"(#loc249))):
      %1048 = arith.subf %in, %in_314 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<32x32xf32> loc(#loc312)
    %1010 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = ["parallel"]} ins(%643 : tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc341)), %out: f32 loc("jit(step)/mul"(#loc248))):
      %1048 = arith.mulf %in, %cst_3 : f32 loc(#loc311)
      linalg.yield %1048 : f32 loc(#loc311)
    } -> tensor<32xf32> loc(#loc311)
    %1011 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = ["parallel"]} ins(%arg33, %1010 : tensor<32xf32>, tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['h'][2]['proj_b']"), %in_314: f32 loc("jit(step)/mul"(#loc248)), %out: f32 loc("jit(step)/sub"(#loc249))):
      %1048 = arith.subf %in, %in_314 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<32xf32> loc(#loc312)
    %1012 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%680 : tensor<32x96xf32>) outs(%563 : tensor<32x96xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/transpose"(#loc325)), %out: f32 loc("jit(step)/mul"(#loc248))):
      %1048 = arith.mulf %in, %cst_3 : f32 loc(#loc311)
      linalg.yield %1048 : f32 loc(#loc311)
    } -> tensor<32x96xf32> loc(#loc311)
    %1013 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg34, %1012 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%563 : tensor<32x96xf32>) {
    ^bb0(%in: f32 loc("params['h'][2]['qkv']"), %in_314: f32 loc("jit(step)/mul"(#loc248)), %out: f32 loc("jit(step)/sub"(#loc249))):
      %1048 = arith.subf %in, %in_314 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<32x96xf32> loc(#loc312)
    %1014 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = ["parallel"]} ins(%677 : tensor<96xf32>) outs(%554 : tensor<96xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc326)), %out: f32 loc("jit(step)/mul"(#loc248))):
      %1048 = arith.mulf %in, %cst_3 : f32 loc(#loc311)
      linalg.yield %1048 : f32 loc(#loc311)
    } -> tensor<96xf32> loc(#loc311)
    %1015 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = ["parallel"]} ins(%arg35, %1014 : tensor<96xf32>, tensor<96xf32>) outs(%554 : tensor<96xf32>) {
    ^bb0(%in: f32 loc("params['h'][2]['qkv_b']"), %in_314: f32 loc("jit(step)/mul"(#loc248)), %out: f32 loc("jit(step)/sub"(#loc249))):
      %1048 = arith.subf %in, %in_314 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<96xf32> loc(#loc312)
    %1016 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%489 : tensor<32x128xf32>) outs(%463 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/transpose"(#loc256)), %out: f32 loc("jit(step)/mul"(#loc248))):
      %1048 = arith.mulf %in, %cst_3 : f32 loc(#loc311)
      linalg.yield %1048 : f32 loc(#loc311)
    } -> tensor<32x128xf32> loc(#loc311)
    %1017 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg36, %1016 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%463 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("params['h'][3]['fc']"), %in_314: f32 loc("jit(step)/mul"(#loc248)), %out: f32 loc("jit(step)/sub"(#loc249))):
      %1048 = arith.subf %in, %in_314 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<32x128xf32> loc(#loc312)
    %1018 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = ["parallel"]} ins(%484 : tensor<128xf32>) outs(%481 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc257)), %out: f32 loc("jit(step)/mul"(#loc248))):
      %1048 = arith.mulf %in, %cst_3 : f32 loc(#loc311)
      linalg.yield %1048 : f32 loc(#loc311)
    } -> tensor<128xf32> loc(#loc311)
    %1019 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = ["parallel"]} ins(%arg37, %1018 : tensor<128xf32>, tensor<128xf32>) outs(%481 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("params['h'][3]['fc_b']"), %in_314: f32 loc("jit(step)/mul"(#loc248)), %out: f32 loc("jit(step)/sub"(#loc249))):
      %1048 = arith.subf %in, %in_314 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<128xf32> loc(#loc312)
    %1020 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = ["parallel"]} ins(%568 : tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc324)), %out: f32 loc("jit(step)/mul"(#loc248))):
      %1048 = arith.mulf %in, %cst_3 : f32 loc(#loc311)
      linalg.yield %1048 : f32 loc(#loc311)
    } -> tensor<32xf32> loc(#loc311)
    %1021 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = ["parallel"]} ins(%arg38, %1020 : tensor<32xf32>, tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['h'][3]['ln1_b']"), %in_314: f32 loc("jit(step)/mul"(#loc248)), %out: f32 loc("jit(step)/sub"(#loc249))):
      %1048 = arith.subf %in, %in_314 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<32xf32> loc(#loc312)
    %1022 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = ["parallel"]} ins(%572 : tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc323)), %out: f32 loc("jit(step)/mul"(#loc248))):
      %1048 = arith.mulf %in, %cst_3 : f32 loc(#loc311)
      linalg.yield %1048 : f32 loc(#loc311)
    } -> tensor<32xf32> loc(#loc311)
    %1023 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = ["parallel"]} ins(%arg39, %1022 : tensor<32xf32>, tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['h'][3]['ln1_g']"), %in_314: f32 loc("jit(step)/mul"(#loc248)), %out: f32 loc("jit(step)/sub"(#loc249))):
      %1048 = arith.subf %in, %in_314 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<32xf32> loc(#loc312)
    %1024 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = ["parallel"]} ins(%493 : tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc351)), %out: f32 loc("jit(step)/mul"(#loc248))):
      %1048 = arith.mulf %in, %cst_3 : f32 loc(#loc311)
      linalg.yield %1048 : f32 loc(#loc311)
    } -> tensor<32xf32> loc(#loc311)
    %1025 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = ["parallel"]} ins(%arg40, %1024 : tensor<32xf32>, tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['h'][3]['ln2_b']"), %in_314: f32 loc("jit(step)/mul"(#loc248)), %out: f32 loc("jit(step)/sub"(#loc249))):
      %1048 = arith.subf %in, %in_314 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<32xf32> loc(#loc312)
    %1026 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = ["parallel"]} ins(%497 : tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc350)), %out: f32 loc("jit(step)/mul"(#loc248))):
      %1048 = arith.mulf %in, %cst_3 : f32 loc(#loc311)
      linalg.yield %1048 : f32 loc(#loc311)
    } -> tensor<32xf32> loc(#loc311)
    %1027 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = ["parallel"]} ins(%arg41, %1026 : tensor<32xf32>, tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['h'][3]['ln2_g']"), %in_314: f32 loc("jit(step)/mul"(#loc248)), %out: f32 loc("jit(step)/sub"(#loc249))):
      %1048 = arith.subf %in, %in_314 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<32xf32> loc(#loc312)
    %1028 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%467 : tensor<128x32xf32>) outs(%466 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/transpose"(#loc259)), %out: f32 loc("jit(step)/mul"(#loc248))):
      %1048 = arith.mulf %in, %cst_3 : f32 loc(#loc311)
      linalg.yield %1048 : f32 loc(#loc311)
    } -> tensor<128x32xf32> loc(#loc311)
    %1029 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg42, %1028 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%466 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("params['h'][3]['out']"), %in_314: f32 loc("jit(step)/mul"(#loc248)), %out: f32 loc("jit(step)/sub"(#loc249))):
      %1048 = arith.subf %in, %in_314 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<128x32xf32> loc(#loc312)
    %1030 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = ["parallel"]} ins(%460 : tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc261)), %out: f32 loc("jit(step)/mul"(#loc248))):
      %1048 = arith.mulf %in, %cst_3 : f32 loc(#loc311)
      linalg.yield %1048 : f32 loc(#loc311)
    } -> tensor<32xf32> loc(#loc311)
    %1031 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = ["parallel"]} ins(%arg43, %1030 : tensor<32xf32>, tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['h'][3]['out_b']"), %in_314: f32 loc("jit(step)/mul"(#loc248)), %out: f32 loc("jit(step)/sub"(#loc249))):
      %1048 = arith.subf %in, %in_314 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<32xf32> loc(#loc312)
    %1032 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%523 : tensor<32x32xf32>) outs(%520 : tensor<32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/transpose"(#loc340)), %out: f32 loc("jit(step)/mul"(#loc248))):
      %1048 = arith.mulf %in, %cst_3 : f32 loc(#loc311)
      linalg.yield %1048 : f32 loc(#loc311)
    } -> tensor<32x32xf32> loc(#loc311)
    %1033 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg44, %1032 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%520 : tensor<32x32xf32>) {
    ^bb0(%in: f32 loc("params['h'][3]['proj']"), %in_314: f32 loc("jit(step)/mul"(#loc248)), %out: f32 loc("jit(step)/sub"(#loc249))):
      %1048 = arith.subf %in, %in_314 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<32x32xf32> loc(#loc312)
    %1034 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = ["parallel"]} ins(%518 : tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc341)), %out: f32 loc("jit(step)/mul"(#loc248))):
      %1048 = arith.mulf %in, %cst_3 : f32 loc(#loc311)
      linalg.yield %1048 : f32 loc(#loc311)
    } -> tensor<32xf32> loc(#loc311)
    %1035 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = ["parallel"]} ins(%arg45, %1034 : tensor<32xf32>, tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['h'][3]['proj_b']"), %in_314: f32 loc("jit(step)/mul"(#loc248)), %out: f32 loc("jit(step)/sub"(#loc249))):
      %1048 = arith.subf %in, %in_314 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<32xf32> loc(#loc312)
    %1036 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%564 : tensor<32x96xf32>) outs(%563 : tensor<32x96xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/transpose"(#loc325)), %out: f32 loc("jit(step)/mul"(#loc248))):
      %1048 = arith.mulf %in, %cst_3 : f32 loc(#loc311)
      linalg.yield %1048 : f32 loc(#loc311)
    } -> tensor<32x96xf32> loc(#loc311)
    %1037 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg46, %1036 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%563 : tensor<32x96xf32>) {
    ^bb0(%in: f32 loc("params['h'][3]['qkv']"), %in_314: f32 loc("jit(step)/mul"(#loc248)), %out: f32 loc("jit(step)/sub"(#loc249))):
      %1048 = arith.subf %in, %in_314 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<32x96xf32> loc(#loc312)
    %1038 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = ["parallel"]} ins(%557 : tensor<96xf32>) outs(%554 : tensor<96xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc326)), %out: f32 loc("jit(step)/mul"(#loc248))):
      %1048 = arith.mulf %in, %cst_3 : f32 loc(#loc311)
      linalg.yield %1048 : f32 loc(#loc311)
    } -> tensor<96xf32> loc(#loc311)
    %1039 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = ["parallel"]} ins(%arg47, %1038 : tensor<96xf32>, tensor<96xf32>) outs(%554 : tensor<96xf32>) {
    ^bb0(%in: f32 loc("params['h'][3]['qkv_b']"), %in_314: f32 loc("jit(step)/mul"(#loc248)), %out: f32 loc("jit(step)/sub"(#loc249))):
      %1048 = arith.subf %in, %in_314 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<96xf32> loc(#loc312)
    %1040 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = ["parallel"]} ins(%436 : tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/reduce_sum"(#loc233)), %out: f32 loc("jit(step)/mul"(#loc248))):
      %1048 = arith.mulf %in, %cst_3 : f32 loc(#loc311)
      linalg.yield %1048 : f32 loc(#loc311)
    } -> tensor<32xf32> loc(#loc311)
    %1041 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = ["parallel"]} ins(%arg48, %1040 : tensor<32xf32>, tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['lnf_b']"), %in_314: f32 loc("jit(step)/mul"(#loc248)), %out: f32 loc("jit(step)/sub"(#loc249))):
      %1048 = arith.subf %in, %in_314 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<32xf32> loc(#loc312)
    %1042 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = ["parallel"]} ins(%440 : tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/reduce_sum"(#loc232)), %out: f32 loc("jit(step)/mul"(#loc248))):
      %1048 = arith.mulf %in, %cst_3 : f32 loc(#loc311)
      linalg.yield %1048 : f32 loc(#loc311)
    } -> tensor<32xf32> loc(#loc311)
    %1043 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = ["parallel"]} ins(%arg49, %1042 : tensor<32xf32>, tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['lnf_g']"), %in_314: f32 loc("jit(step)/mul"(#loc248)), %out: f32 loc("jit(step)/sub"(#loc249))):
      %1048 = arith.subf %in, %in_314 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<32xf32> loc(#loc312)
    %1044 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%941 : tensor<32x32xf32>) outs(%520 : tensor<32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/reduce_sum"(#loc209)), %out: f32 loc("jit(step)/mul"(#loc248))):
      %1048 = arith.mulf %in, %cst_3 : f32 loc(#loc311)
      linalg.yield %1048 : f32 loc(#loc311)
    } -> tensor<32x32xf32> loc(#loc311)
    %1045 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg50, %1044 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%520 : tensor<32x32xf32>) {
    ^bb0(%in: f32 loc("params['wpe']"), %in_314: f32 loc("jit(step)/mul"(#loc248)), %out: f32 loc("jit(step)/sub"(#loc249))):
      %1048 = arith.subf %in, %in_314 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<32x32xf32> loc(#loc312)
    %1046 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%943 : tensor<64x32xf32>) outs(%426 : tensor<64x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/add_any"(#loc207)), %out: f32 loc("jit(step)/mul"(#loc248))):
      %1048 = arith.mulf %in, %cst_3 : f32 loc(#loc311)
      linalg.yield %1048 : f32 loc(#loc311)
    } -> tensor<64x32xf32> loc(#loc311)
    %1047 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg51, %1046 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%426 : tensor<64x32xf32>) {
    ^bb0(%in: f32 loc("params['wte']"), %in_314: f32 loc("jit(step)/mul"(#loc248)), %out: f32 loc("jit(step)/sub"(#loc249))):
      %1048 = arith.subf %in, %in_314 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<64x32xf32> loc(#loc312)
    return %408, %945, %947, %949, %951, %953, %955, %957, %959, %961, %963, %965, %967, %969, %971, %973, %975, %977, %979, %981, %983, %985, %987, %989, %991, %993, %995, %997, %999, %1001, %1003, %1005, %1007, %1009, %1011, %1013, %1015, %1017, %1019, %1021, %1023, %1025, %1027, %1029, %1031, %1033, %1035, %1037, %1039, %1041, %1043, %1045, %1047 : tensor<f32>, tensor<32x128xf32>, tensor<128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<64x32xf32> loc(#loc206)
  } loc(#loc)
} loc(#loc)
#loc206 = loc("jit(step)"(#loc201))
#loc245 = loc("jit(step)/transpose(jvp())/reshape"(#loc209))
#loc246 = loc("jit(step)/transpose(jvp())/add"(#loc207))
#loc288 = loc("jit(step)/transpose(jvp())/reshape"(#loc233))
#loc291 = loc("jit(step)/transpose(jvp())/reshape"(#loc232))
#loc410 = loc(callsite(#loc121 at #loc250))
#loc419 = loc("jit(step)/transpose(jvp(h.3))/reshape"(#loc261))
#loc425 = loc("jit(step)/transpose(jvp(h.3))/reshape"(#loc257))
#loc432 = loc("jit(step)/transpose(jvp(h.2))/reshape"(#loc261))
#loc438 = loc("jit(step)/transpose(jvp(h.2))/reshape"(#loc257))
#loc442 = loc("jit(step)/transpose(jvp(h.1))/reshape"(#loc261))
#loc448 = loc("jit(step)/transpose(jvp(h.1))/reshape"(#loc257))
#loc452 = loc("jit(step)/transpose(jvp(h.0))/reshape"(#loc261))
#loc458 = loc("jit(step)/transpose(jvp(h.0))/reshape"(#loc257))
#loc461 = loc("jit(step)/transpose(jvp(jit(take_along_axis)))/scatter-add"(#loc313))
#loc462 = loc("jit(step)/jvp(jit(take_along_axis))/select_n"(#loc314))
#loc463 = loc("jit(step)/jvp(jit(take_along_axis))/le"(#loc315))
#loc482 = loc("jit(step)/jvp(h.0)/split"(#loc327))
#loc541 = loc("jit(step)/jvp(h.1)/split"(#loc327))
#loc591 = loc("jit(step)/jvp(h.2)/split"(#loc327))
#loc641 = loc("jit(step)/jvp(h.3)/split"(#loc327))
#loc673 = loc("jit(step)/jvp(jit(log_softmax))/reduce_max"(#loc395))
#loc674 = loc("jit(step)/jvp(jit(log_softmax))/sub"(#loc396))
#loc675 = loc("jit(step)/jvp(jit(log_softmax))/exp"(#loc398))
#loc676 = loc("jit(step)/jvp(jit(log_softmax))/reduce_sum"(#loc399))
#loc677 = loc("jit(step)/jvp(jit(log_softmax))/broadcast_in_dim"(#loc400))
#loc678 = loc("jit(step)/jvp(jit(log_softmax))/log"(#loc401))
#loc679 = loc("jit(step)/jvp(jit(take_along_axis))/lt"(#loc402))
#loc680 = loc("jit(step)/jvp(jit(take_along_axis))/add"(#loc403))
#loc681 = loc("jit(step)/jvp(jit(take_along_axis))/reshape"(#loc404))
#loc682 = loc("jit(step)/jvp(jit(take_along_axis))/ge"(#loc405))
#loc683 = loc("jit(step)/jvp(jit(take_along_axis))/and"(#loc406))
#loc684 = loc("jit(step)/jvp(jit(take_along_axis))/reduce_and"(#loc407))
#loc685 = loc("jit(step)/jvp(jit(take_along_axis))/gather"(#loc408))
#loc686 = loc("jit(step)/transpose(jvp(jit(take_along_axis)))"(#loc409))
#loc687 = loc("jit(step)/transpose(jvp(jit(take_along_axis)))/add"(#loc410))
#loc688 = loc("jit(step)/transpose(jvp(jit(log_softmax)))/neg"(#loc411))
#loc689 = loc("jit(step)/transpose(jvp(jit(log_softmax)))/reduce_sum"(#loc412))
#loc690 = loc("jit(step)/transpose(jvp(jit(log_softmax)))/reshape"(#loc413))
#loc691 = loc("jit(step)/transpose(jvp(jit(log_softmax)))/div"(#loc414))
#loc692 = loc("jit(step)/transpose(jvp(jit(log_softmax)))/broadcast_in_dim"(#loc415))
#loc693 = loc("jit(step)/transpose(jvp(jit(log_softmax)))/mul"(#loc416))
#loc694 = loc("jit(step)/transpose(jvp(jit(log_softmax)))/add_any"(#loc417))
#loc696 = loc("jit(step)/transpose(jvp(h.3))/reshape"(#loc351))
#loc699 = loc("jit(step)/transpose(jvp(h.3))/reshape"(#loc350))
#loc721 = loc("jit(step)/transpose(jvp(h.3))/reshape"(#loc341))
#loc731 = loc("jit(step)/transpose(jvp(h.3))/reshape"(#loc337))
#loc742 = loc("jit(step)/transpose(jvp(h.3))/reshape"(#loc326))
#loc746 = loc("jit(step)/transpose(jvp(h.3))/reshape"(#loc324))
#loc749 = loc("jit(step)/transpose(jvp(h.3))/reshape"(#loc323))
#loc771 = loc("jit(step)/transpose(jvp(h.2))/reshape"(#loc351))
#loc774 = loc("jit(step)/transpose(jvp(h.2))/reshape"(#loc350))
#loc796 = loc("jit(step)/transpose(jvp(h.2))/reshape"(#loc341))
#loc806 = loc("jit(step)/transpose(jvp(h.2))/reshape"(#loc337))
#loc817 = loc("jit(step)/transpose(jvp(h.2))/reshape"(#loc326))
#loc821 = loc("jit(step)/transpose(jvp(h.2))/reshape"(#loc324))
#loc824 = loc("jit(step)/transpose(jvp(h.2))/reshape"(#loc323))
#loc846 = loc("jit(step)/transpose(jvp(h.1))/reshape"(#loc351))
#loc849 = loc("jit(step)/transpose(jvp(h.1))/reshape"(#loc350))
#loc871 = loc("jit(step)/transpose(jvp(h.1))/reshape"(#loc341))
#loc881 = loc("jit(step)/transpose(jvp(h.1))/reshape"(#loc337))
#loc892 = loc("jit(step)/transpose(jvp(h.1))/reshape"(#loc326))
#loc896 = loc("jit(step)/transpose(jvp(h.1))/reshape"(#loc324))
#loc899 = loc("jit(step)/transpose(jvp(h.1))/reshape"(#loc323))
#loc921 = loc("jit(step)/transpose(jvp(h.0))/reshape"(#loc351))
#loc924 = loc("jit(step)/transpose(jvp(h.0))/reshape"(#loc350))
#loc946 = loc("jit(step)/transpose(jvp(h.0))/reshape"(#loc341))
#loc956 = loc("jit(step)/transpose(jvp(h.0))/reshape"(#loc337))
#loc967 = loc("jit(step)/transpose(jvp(h.0))/reshape"(#loc326))
#loc971 = loc("jit(step)/transpose(jvp(h.0))/reshape"(#loc324))
#loc974 = loc("jit(step)/transpose(jvp(h.0))/reshape"(#loc323))
#loc1037 = loc("jit(step)/transpose(jvp(h.3))/reshape"(#loc487))
#loc1039 = loc("jit(step)/transpose(jvp(h.3))/reshape"(#loc485))
#loc1041 = loc("jit(step)/transpose(jvp(h.3))/reshape"(#loc483))
#loc1044 = loc("jit(step)/transpose(jvp(h.2))/reshape"(#loc487))
#loc1046 = loc("jit(step)/transpose(jvp(h.2))/reshape"(#loc485))
#loc1048 = loc("jit(step)/transpose(jvp(h.2))/reshape"(#loc483))
#loc1051 = loc("jit(step)/transpose(jvp(h.1))/reshape"(#loc487))
#loc1053 = loc("jit(step)/transpose(jvp(h.1))/reshape"(#loc485))
#loc1055 = loc("jit(step)/transpose(jvp(h.1))/reshape"(#loc483))
#loc1058 = loc("jit(step)/transpose(jvp(h.0))/reshape"(#loc487))
#loc1060 = loc("jit(step)/transpose(jvp(h.0))/reshape"(#loc485))
#loc1062 = loc("jit(step)/transpose(jvp(h.0))/reshape"(#loc483))
#loc1063 = loc("jit(step)/jvp(h.0)/jit(tril)/iota"(#loc1001))
#loc1064 = loc("jit(step)/jvp(h.0)/jit(tril)/ge"(#loc1002))
#loc1065 = loc("jit(step)/jvp(h.0)/jit(_where)/broadcast_in_dim"(#loc1003))
#loc1066 = loc("jit(step)/jvp(h.0)/jit(_where)/select_n"(#loc1005))
#loc1067 = loc("jit(step)/jvp(h.1)/jit(_where)/select_n"(#loc1014))
#loc1068 = loc("jit(step)/jvp(h.2)/jit(_where)/select_n"(#loc1023))
#loc1069 = loc("jit(step)/jvp(h.3)/jit(_where)/select_n"(#loc1032))
#loc1070 = loc("jit(step)/transpose(jvp(h.3))/jit(_where)/select_n"(#loc1035))
#loc1071 = loc("jit(step)/transpose(jvp(h.2))/jit(_where)/select_n"(#loc1042))
#loc1072 = loc("jit(step)/transpose(jvp(h.1))/jit(_where)/select_n"(#loc1049))
#loc1073 = loc("jit(step)/transpose(jvp(h.0))/jit(_where)/select_n"(#loc1056))

