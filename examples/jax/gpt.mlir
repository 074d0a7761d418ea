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
#loc55 = loc("scatter-add")
#loc56 = loc("/work/wt-jax-frontend/examples/jax/models.py":67:13 to :64)
#loc57 = loc("/work/wt-jax-frontend/examples/jax/models.py":168:15 to :41)
#loc58 = loc("/work/wt-jax-frontend/examples/jax/models.py":171:15 to :64)
#loc59 = loc("/work/wt-jax-frontend/examples/jax/generate.py":30:11 to :43)
#loc60 = loc("/work/wt-jax-frontend/examples/jax/generate.py":41:15 to :30)
#loc61 = loc("/work/wt-jax-frontend/examples/jax/generate.py":57:4 to :10)
#loc62 = loc("select_n")
#loc63 = loc("le")
#loc64 = loc("broadcast_in_dim")
#loc65 = loc("/work/wt-jax-frontend/examples/jax/models.py":162:12 to :33)
#loc66 = loc("/work/wt-jax-frontend/examples/jax/models.py":162:12 to :49)
#loc67 = loc("/work/wt-jax-frontend/examples/jax/models.py":72:9 to :44)
#loc68 = loc("/work/wt-jax-frontend/examples/jax/models.py":147:23 to :61)
#loc69 = loc("/work/wt-jax-frontend/examples/jax/models.py":165:40 to :72)
#loc70 = loc("/work/wt-jax-frontend/examples/jax/models.py":165:20 to :91)
#loc71 = loc("/work/wt-jax-frontend/examples/jax/models.py":73:20 to :26)
#loc72 = loc("/work/wt-jax-frontend/examples/jax/models.py":73:19 to :32)
#loc73 = loc("/work/wt-jax-frontend/examples/jax/models.py":73:10 to :57)
#loc74 = loc("/work/wt-jax-frontend/examples/jax/models.py":74:32 to :41)
#loc75 = loc("/work/wt-jax-frontend/examples/jax/models.py":74:22 to :42)
#loc76 = loc("/work/wt-jax-frontend/examples/jax/models.py":74:11 to :42)
#loc77 = loc("/work/wt-jax-frontend/examples/jax/models.py":74:11 to :46)
#loc78 = loc("/work/wt-jax-frontend/examples/jax/models.py":74:11 to :50)
#loc79 = loc("/work/wt-jax-frontend/examples/jax/models.py":114:10 to :22)
#loc80 = loc("/work/wt-jax-frontend/examples/jax/models.py":147:12 to :80)
#loc81 = loc("/work/wt-jax-frontend/examples/jax/models.py":114:10 to :35)
#loc82 = loc("/work/wt-jax-frontend/examples/jax/models.py":115:14 to :40)
#loc83 = loc("/work/wt-jax-frontend/examples/jax/models.py":118:15 to :52)
#loc84 = loc("/work/wt-jax-frontend/examples/jax/models.py":120:14 to :22)
#loc85 = loc("/work/wt-jax-frontend/examples/jax/models.py":118:15 to :69)
#loc86 = loc("/work/wt-jax-frontend/examples/jax/models.py":120:24 to :32)
#loc87 = loc("/work/wt-jax-frontend/examples/jax/models.py":120:34 to :42)
#loc88 = loc("/work/wt-jax-frontend/examples/jax/models.py":121:13 to :31)
#loc89 = loc("/work/wt-jax-frontend/examples/jax/models.py":121:9 to :31)
#loc90 = loc("/work/wt-jax-frontend/examples/jax/models.py":121:35 to :54)
#loc91 = loc("/work/wt-jax-frontend/examples/jax/models.py":121:8 to :54)
#loc92 = loc("iota")
#loc93 = loc("/work/wt-jax-frontend/examples/jax/models.py":123:15 to :47)
#loc94 = loc("ge")
#loc95 = loc("/work/wt-jax-frontend/examples/jax/models.py":124:12 to :36)
#loc96 = loc("/work/wt-jax-frontend/examples/jax/models.py":125:8 to :34)
#loc97 = loc("/work/wt-jax-frontend/examples/jax/models.py":125:8 to :38)
#loc98 = loc("/work/wt-jax-frontend/examples/jax/models.py":126:8 to :26)
#loc99 = loc("/work/wt-jax-frontend/examples/jax/models.py":127:11 to :24)
#loc100 = loc("/work/wt-jax-frontend/examples/jax/models.py":127:11 to :38)
#loc101 = loc("/work/wt-jax-frontend/examples/jax/models.py":147:8 to :80)
#loc102 = loc("/work/wt-jax-frontend/examples/jax/models.py":148:20 to :58)
#loc103 = loc("/work/wt-jax-frontend/examples/jax/models.py":148:20 to :68)
#loc104 = loc("/work/wt-jax-frontend/examples/jax/models.py":148:20 to :80)
#loc105 = loc("/work/wt-jax-frontend/examples/jax/models.py":148:8 to :81)
#loc106 = loc("/work/wt-jax-frontend/examples/jax/models.py":149:15 to :27)
#loc107 = loc("/work/wt-jax-frontend/examples/jax/models.py":149:11 to :27)
#loc108 = loc("/work/wt-jax-frontend/examples/jax/models.py":149:11 to :40)
#loc109 = loc("/work/wt-jax-frontend/examples/jax/models.py":166:12 to :60)
#loc110 = loc("/work/wt-jax-frontend/examples/jax/models.py":167:21 to :36)
#loc111 = loc("/work/wt-jax-frontend/examples/jax/models.py":167:17 to :36)
#loc112 = loc("reduce_max")
#loc113 = loc("/work/wt-jax-frontend/examples/jax/models.py":66:9 to :44)
#loc114 = loc("sub")
#loc115 = loc("max")
#loc116 = loc("exp")
#loc117 = loc("reduce_sum")
#loc118 = loc("log")
#loc119 = loc("/work/wt-jax-frontend/examples/jax/models.py":67:37 to :54)
#loc120 = loc("lt")
#loc121 = loc("add")
#loc122 = loc("reshape")
#loc123 = loc("and")
#loc124 = loc("reduce_and")
#loc125 = loc("gather")
#loc126 = loc("/work/wt-jax-frontend/examples/jax/models.py":68:12 to :28)
#loc127 = loc("/work/wt-jax-frontend/examples/jax/models.py":68:11 to :28)
#loc128 = loc("neg")
#loc129 = loc("div")
#loc130 = loc("mul")
#loc131 = loc("add_any")
#loc132 = loc("/work/wt-jax-frontend/examples/jax/models.py":74:12 to :18)
#loc133 = loc("/work/wt-jax-frontend/examples/jax/models.py":126:8 to :43)
#loc134 = loc("/work/wt-jax-frontend/examples/jax/models.py":60:41 to :47)
#loc135 = loc("/work/wt-jax-frontend/examples/jax/models.py":60:11 to :63)
#loc136 = loc("/work/wt-jax-frontend/examples/jax/models.py":172:18 to :33)
#loc137 = loc("/work/wt-jax-frontend/examples/jax/models.py":60:37 to :47)
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
#loc138 = loc("_xent_int"(#loc56))
#loc139 = loc("make_gpt.<locals>.loss"(#loc57))
#loc140 = loc("make_gpt.<locals>.step"(#loc58))
#loc141 = loc("stablehlo"(#loc59))
#loc142 = loc("main"(#loc60))
#loc143 = loc("<module>"(#loc61))
#loc144 = loc("make_gpt.<locals>.loss"(#loc65))
#loc145 = loc("make_gpt.<locals>.loss"(#loc66))
#loc146 = loc("_layer_norm"(#loc67))
#loc147 = loc("_pre_ln_block"(#loc68))
#loc148 = loc("make_gpt.<locals>.loss.<locals>.<lambda>"(#loc69))
#loc149 = loc("make_gpt.<locals>.loss"(#loc70))
#loc150 = loc("_layer_norm"(#loc71))
#loc151 = loc("_layer_norm"(#loc72))
#loc152 = loc("_layer_norm"(#loc73))
#loc153 = loc("_layer_norm"(#loc74))
#loc154 = loc("_layer_norm"(#loc75))
#loc155 = loc("_layer_norm"(#loc76))
#loc156 = loc("_layer_norm"(#loc77))
#loc157 = loc("_layer_norm"(#loc78))
#loc158 = loc("_attention"(#loc79))
#loc159 = loc("_pre_ln_block"(#loc80))
#loc160 = loc("_attention"(#loc81))
#loc161 = loc("_attention"(#loc82))
#loc162 = loc("_attention.<locals>.split"(#loc83))
#loc163 = loc("_attention"(#loc84))
#loc164 = loc("_attention.<locals>.split"(#loc85))
#loc165 = loc("_attention"(#loc86))
#loc166 = loc("_attention"(#loc87))
#loc167 = loc("_attention"(#loc88))
#loc168 = loc("_attention"(#loc89))
#loc169 = loc("_attention"(#loc90))
#loc170 = loc("_attention"(#loc91))
#loc171 = loc("_attention"(#loc93))
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
#loc199 = loc(callsite(#loc142 at #loc143))
#loc200 = loc(callsite(#loc149 at #loc140))
#loc201 = loc(callsite(#loc141 at #loc199))
#loc202 = loc(callsite(#loc148 at #loc200))
#loc203 = loc(callsite(#loc140 at #loc201))
#loc204 = loc(callsite(#loc159 at #loc202))
#loc205 = loc(callsite(#loc197 at #loc201))
#loc207 = loc(callsite(#loc139 at #loc203))
#loc208 = loc(callsite(#loc144 at #loc203))
#loc209 = loc(callsite(#loc145 at #loc203))
#loc210 = loc(callsite(#loc149 at #loc203))
#loc211 = loc(callsite(#loc173 at #loc204))
#loc212 = loc(callsite(#loc186 at #loc203))
#loc213 = loc(callsite(#loc187 at #loc203))
#loc214 = loc(callsite(#loc188 at #loc203))
#loc215 = loc(callsite(#loc196 at #loc205))
#loc216 = loc(callsite(#loc138 at #loc207))
#loc218 = loc("jit(step)/jvp()/lt"(#loc208))
#loc219 = loc("jit(step)/jvp()/add"(#loc208))
#loc220 = loc("jit(step)/jvp()/select_n"(#loc208))
#loc221 = loc("jit(step)/jvp()/broadcast_in_dim"(#loc208))
#loc222 = loc("jit(step)/jvp()/gather"(#loc208))
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
#loc236 = loc(callsite(#loc189 at #loc207))
#loc237 = loc(callsite(#loc190 at #loc207))
#loc238 = loc(callsite(#loc191 at #loc207))
#loc239 = loc(callsite(#loc192 at #loc207))
#loc240 = loc("jit(step)/transpose(jvp())/dot_general"(#loc214))
#loc241 = loc("jit(step)/transpose(jvp())/transpose"(#loc214))
#loc242 = loc("jit(step)/transpose(jvp())/transpose"(#loc213))
#loc243 = loc(callsite(#loc193 at #loc212))
#loc244 = loc("jit(step)/transpose(jvp())/reduce_sum"(#loc209))
#loc246 = loc("jit(step)/transpose(jvp())/scatter-add"(#loc208))
#loc248 = loc("jit(step)/transpose(jvp())/add_any"(#loc208))
#loc249 = loc(callsite(#loc195 at #loc215))
#loc250 = loc(callsite(#loc198 at #loc215))
#loc251 = loc("jit(step)/transpose(jvp(jit(take_along_axis)))"(#loc216))
#loc252 = loc("jit(step)/jvp(jit(take_along_axis))"(#loc216))
#loc253 = loc(callsite(#loc147 at #loc224))
#loc254 = loc(callsite(#loc159 at #loc224))
#loc255 = loc(callsite(#loc178 at #loc224))
#loc256 = loc(callsite(#loc179 at #loc224))
#loc257 = loc(callsite(#loc180 at #loc224))
#loc258 = loc(callsite(#loc181 at #loc224))
#loc259 = loc(callsite(#loc182 at #loc224))
#loc260 = loc(callsite(#loc183 at #loc224))
#loc261 = loc(callsite(#loc184 at #loc224))
#loc262 = loc(callsite(#loc185 at #loc224))
#loc263 = loc("jit(step)/jvp()/reduce_sum"(#loc225))
#loc264 = loc("jit(step)/jvp()/broadcast_in_dim"(#loc225))
#loc265 = loc("jit(step)/jvp()/div"(#loc225))
#loc266 = loc("jit(step)/jvp()/sub"(#loc226))
#loc267 = loc("jit(step)/jvp()/integer_pow"(#loc227))
#loc268 = loc("jit(step)/jvp()/mul"(#loc227))
#loc269 = loc("jit(step)/jvp()/reduce_sum"(#loc228))
#loc270 = loc("jit(step)/jvp()/broadcast_in_dim"(#loc228))
#loc271 = loc("jit(step)/jvp()/div"(#loc228))
#loc272 = loc("jit(step)/jvp()/add"(#loc229))
#loc273 = loc("jit(step)/jvp()/rsqrt"(#loc230))
#loc274 = loc("jit(step)/jvp()/div"(#loc230))
#loc275 = loc("jit(step)/jvp()/mul"(#loc230))
#loc276 = loc("jit(step)/jvp()/mul"(#loc231))
#loc277 = loc("jit(step)/jvp()/mul"(#loc232))
#loc278 = loc("jit(step)/jvp()/add"(#loc233))
#loc279 = loc("jit(step)/jvp(jit(log_softmax))"(#loc236))
#loc280 = loc("jit(step)/jvp()/broadcast_in_dim"(#loc237))
#loc281 = loc("jit(step)/jvp()/reduce_sum"(#loc238))
#loc282 = loc("jit(step)/jvp()/div"(#loc238))
#loc283 = loc("jit(step)/jvp()/neg"(#loc239))
#loc284 = loc("jit(step)/transpose(jvp())/neg"(#loc239))
#loc285 = loc("jit(step)/transpose(jvp())/div"(#loc238))
#loc286 = loc("jit(step)/transpose(jvp())/broadcast_in_dim"(#loc238))
#loc287 = loc("jit(step)/transpose(jvp(jit(log_softmax)))"(#loc236))
#loc288 = loc("jit(step)/transpose(jvp())/reduce_sum"(#loc233))
#loc290 = loc("jit(step)/transpose(jvp())/mul"(#loc232))
#loc291 = loc("jit(step)/transpose(jvp())/reduce_sum"(#loc232))
#loc293 = loc("jit(step)/transpose(jvp())/mul"(#loc231))
#loc294 = loc("jit(step)/transpose(jvp())/reduce_sum"(#loc231))
#loc295 = loc("jit(step)/transpose(jvp())/reshape"(#loc231))
#loc296 = loc("jit(step)/transpose(jvp())/mul"(#loc230))
#loc297 = loc("jit(step)/transpose(jvp())/neg"(#loc243))
#loc298 = loc("jit(step)/transpose(jvp())/reduce_sum"(#loc243))
#loc299 = loc("jit(step)/transpose(jvp())/reshape"(#loc243))
#loc300 = loc("jit(step)/transpose(jvp())/div"(#loc228))
#loc301 = loc("jit(step)/transpose(jvp())/reduce_sum"(#loc228))
#loc302 = loc("jit(step)/transpose(jvp())/broadcast_in_dim"(#loc228))
#loc303 = loc("jit(step)/transpose(jvp())/mul"(#loc227))
#loc304 = loc("jit(step)/transpose(jvp())/neg"(#loc226))
#loc305 = loc("jit(step)/transpose(jvp())/reduce_sum"(#loc226))
#loc306 = loc("jit(step)/transpose(jvp())/reshape"(#loc226))
#loc307 = loc("jit(step)/transpose(jvp())/add_any"(#loc226))
#loc308 = loc("jit(step)/transpose(jvp())/div"(#loc225))
#loc309 = loc("jit(step)/transpose(jvp())/reduce_sum"(#loc225))
#loc310 = loc("jit(step)/transpose(jvp())/broadcast_in_dim"(#loc225))
#loc311 = loc("jit(step)/transpose(jvp())/add_any"(#loc225))
#loc312 = loc("jit(step)/mul"(#loc249))
#loc313 = loc("jit(step)/sub"(#loc250))
#loc314 = loc(callsite(#loc55 at #loc251))
#loc315 = loc(callsite(#loc62 at #loc252))
#loc316 = loc(callsite(#loc63 at #loc252))
#loc318 = loc(callsite(#loc146 at #loc253))
#loc319 = loc(callsite(#loc150 at #loc253))
#loc320 = loc(callsite(#loc151 at #loc253))
#loc321 = loc(callsite(#loc152 at #loc253))
#loc322 = loc(callsite(#loc153 at #loc253))
#loc323 = loc(callsite(#loc154 at #loc253))
#loc324 = loc(callsite(#loc155 at #loc253))
#loc325 = loc(callsite(#loc156 at #loc253))
#loc326 = loc(callsite(#loc157 at #loc253))
#loc327 = loc(callsite(#loc158 at #loc254))
#loc328 = loc(callsite(#loc160 at #loc254))
#loc329 = loc(callsite(#loc161 at #loc254))
#loc330 = loc(callsite(#loc163 at #loc254))
#loc331 = loc(callsite(#loc165 at #loc254))
#loc332 = loc(callsite(#loc166 at #loc254))
#loc333 = loc(callsite(#loc167 at #loc254))
#loc334 = loc(callsite(#loc168 at #loc254))
#loc335 = loc(callsite(#loc169 at #loc254))
#loc336 = loc(callsite(#loc170 at #loc254))
#loc337 = loc(callsite(#loc171 at #loc254))
#loc338 = loc(callsite(#loc172 at #loc254))
#loc339 = loc(callsite(#loc173 at #loc254))
#loc340 = loc(callsite(#loc174 at #loc254))
#loc341 = loc(callsite(#loc175 at #loc254))
#loc342 = loc(callsite(#loc176 at #loc254))
#loc343 = loc(callsite(#loc177 at #loc254))
#loc344 = loc("jit(step)/jvp(h.0)/add"(#loc255))
#loc345 = loc(callsite(#loc146 at #loc256))
#loc346 = loc(callsite(#loc150 at #loc256))
#loc347 = loc(callsite(#loc151 at #loc256))
#loc348 = loc(callsite(#loc152 at #loc256))
#loc349 = loc(callsite(#loc153 at #loc256))
#loc350 = loc(callsite(#loc154 at #loc256))
#loc351 = loc(callsite(#loc155 at #loc256))
#loc352 = loc(callsite(#loc156 at #loc256))
#loc353 = loc(callsite(#loc157 at #loc256))
#loc354 = loc("jit(step)/jvp(h.0)/dot_general"(#loc257))
#loc355 = loc("jit(step)/jvp(h.0)/add"(#loc258))
#loc356 = loc("jit(step)/jvp(h.0)/integer_pow"(#loc259))
#loc357 = loc("jit(step)/jvp(h.0)/mul"(#loc259))
#loc358 = loc("jit(step)/jvp(h.0)/add"(#loc259))
#loc359 = loc("jit(step)/jvp(h.0)/tanh"(#loc259))
#loc360 = loc("jit(step)/jvp(h.0)/sub"(#loc259))
#loc361 = loc("jit(step)/jvp(h.0)/dot_general"(#loc260))
#loc362 = loc("jit(step)/jvp(h.0)/add"(#loc261))
#loc363 = loc("jit(step)/jvp(h.0)/add"(#loc262))
#loc364 = loc("jit(step)/jvp(h.1)/add"(#loc255))
#loc365 = loc("jit(step)/jvp(h.1)/dot_general"(#loc257))
#loc366 = loc("jit(step)/jvp(h.1)/add"(#loc258))
#loc367 = loc("jit(step)/jvp(h.1)/integer_pow"(#loc259))
#loc368 = loc("jit(step)/jvp(h.1)/mul"(#loc259))
#loc369 = loc("jit(step)/jvp(h.1)/add"(#loc259))
#loc370 = loc("jit(step)/jvp(h.1)/tanh"(#loc259))
#loc371 = loc("jit(step)/jvp(h.1)/sub"(#loc259))
#loc372 = loc("jit(step)/jvp(h.1)/dot_general"(#loc260))
#loc373 = loc("jit(step)/jvp(h.1)/add"(#loc261))
#loc374 = loc("jit(step)/jvp(h.1)/add"(#loc262))
#loc375 = loc("jit(step)/jvp(h.2)/add"(#loc255))
#loc376 = loc("jit(step)/jvp(h.2)/dot_general"(#loc257))
#loc377 = loc("jit(step)/jvp(h.2)/add"(#loc258))
#loc378 = loc("jit(step)/jvp(h.2)/integer_pow"(#loc259))
#loc379 = loc("jit(step)/jvp(h.2)/mul"(#loc259))
#loc380 = loc("jit(step)/jvp(h.2)/add"(#loc259))
#loc381 = loc("jit(step)/jvp(h.2)/tanh"(#loc259))
#loc382 = loc("jit(step)/jvp(h.2)/sub"(#loc259))
#loc383 = loc("jit(step)/jvp(h.2)/dot_general"(#loc260))
#loc384 = loc("jit(step)/jvp(h.2)/add"(#loc261))
#loc385 = loc("jit(step)/jvp(h.2)/add"(#loc262))
#loc386 = loc("jit(step)/jvp(h.3)/add"(#loc255))
#loc387 = loc("jit(step)/jvp(h.3)/dot_general"(#loc257))
#loc388 = loc("jit(step)/jvp(h.3)/add"(#loc258))
#loc389 = loc("jit(step)/jvp(h.3)/integer_pow"(#loc259))
#loc390 = loc("jit(step)/jvp(h.3)/mul"(#loc259))
#loc391 = loc("jit(step)/jvp(h.3)/add"(#loc259))
#loc392 = loc("jit(step)/jvp(h.3)/tanh"(#loc259))
#loc393 = loc("jit(step)/jvp(h.3)/sub"(#loc259))
#loc394 = loc("jit(step)/jvp(h.3)/dot_general"(#loc260))
#loc395 = loc("jit(step)/jvp(h.3)/add"(#loc261))
#loc396 = loc("jit(step)/jvp(h.3)/add"(#loc262))
#loc397 = loc(callsite(#loc112 at #loc279))
#loc398 = loc(callsite(#loc114 at #loc279))
#loc399 = loc(callsite(#loc115 at #loc279))
#loc400 = loc(callsite(#loc116 at #loc279))
#loc401 = loc(callsite(#loc117 at #loc279))
#loc402 = loc(callsite(#loc64 at #loc279))
#loc403 = loc(callsite(#loc118 at #loc279))
#loc404 = loc(callsite(#loc120 at #loc252))
#loc405 = loc(callsite(#loc121 at #loc252))
#loc406 = loc(callsite(#loc122 at #loc252))
#loc407 = loc(callsite(#loc94 at #loc252))
#loc408 = loc(callsite(#loc123 at #loc252))
#loc409 = loc(callsite(#loc124 at #loc252))
#loc410 = loc(callsite(#loc125 at #loc252))
#loc411 = loc(callsite(#loc at #loc251))
#loc413 = loc(callsite(#loc128 at #loc287))
#loc414 = loc(callsite(#loc117 at #loc287))
#loc415 = loc(callsite(#loc122 at #loc287))
#loc416 = loc(callsite(#loc129 at #loc287))
#loc417 = loc(callsite(#loc64 at #loc287))
#loc418 = loc(callsite(#loc130 at #loc287))
#loc419 = loc(callsite(#loc131 at #loc287))
#loc420 = loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc262))
#loc422 = loc("jit(step)/transpose(jvp(h.3))/dot_general"(#loc260))
#loc423 = loc("jit(step)/transpose(jvp(h.3))/transpose"(#loc260))
#loc424 = loc("jit(step)/transpose(jvp(h.3))/mul"(#loc259))
#loc425 = loc("jit(step)/transpose(jvp(h.3))/add_any"(#loc259))
#loc426 = loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc258))
#loc428 = loc("jit(step)/transpose(jvp(h.3))/dot_general"(#loc257))
#loc429 = loc("jit(step)/transpose(jvp(h.3))/transpose"(#loc257))
#loc430 = loc(callsite(#loc193 at #loc256))
#loc431 = loc(callsite(#loc194 at #loc254))
#loc432 = loc(callsite(#loc193 at #loc253))
#loc433 = loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc262))
#loc435 = loc("jit(step)/transpose(jvp(h.2))/dot_general"(#loc260))
#loc436 = loc("jit(step)/transpose(jvp(h.2))/transpose"(#loc260))
#loc437 = loc("jit(step)/transpose(jvp(h.2))/mul"(#loc259))
#loc438 = loc("jit(step)/transpose(jvp(h.2))/add_any"(#loc259))
#loc439 = loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc258))
#loc441 = loc("jit(step)/transpose(jvp(h.2))/dot_general"(#loc257))
#loc442 = loc("jit(step)/transpose(jvp(h.2))/transpose"(#loc257))
#loc443 = loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc262))
#loc445 = loc("jit(step)/transpose(jvp(h.1))/dot_general"(#loc260))
#loc446 = loc("jit(step)/transpose(jvp(h.1))/transpose"(#loc260))
#loc447 = loc("jit(step)/transpose(jvp(h.1))/mul"(#loc259))
#loc448 = loc("jit(step)/transpose(jvp(h.1))/add_any"(#loc259))
#loc449 = loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc258))
#loc451 = loc("jit(step)/transpose(jvp(h.1))/dot_general"(#loc257))
#loc452 = loc("jit(step)/transpose(jvp(h.1))/transpose"(#loc257))
#loc453 = loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc262))
#loc455 = loc("jit(step)/transpose(jvp(h.0))/dot_general"(#loc260))
#loc456 = loc("jit(step)/transpose(jvp(h.0))/transpose"(#loc260))
#loc457 = loc("jit(step)/transpose(jvp(h.0))/mul"(#loc259))
#loc458 = loc("jit(step)/transpose(jvp(h.0))/add_any"(#loc259))
#loc459 = loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc258))
#loc461 = loc("jit(step)/transpose(jvp(h.0))/dot_general"(#loc257))
#loc462 = loc("jit(step)/transpose(jvp(h.0))/transpose"(#loc257))
#loc467 = loc("jit(step)/jvp(h.0)/reduce_sum"(#loc318))
#loc468 = loc("jit(step)/jvp(h.0)/broadcast_in_dim"(#loc318))
#loc469 = loc("jit(step)/jvp(h.0)/div"(#loc318))
#loc470 = loc("jit(step)/jvp(h.0)/sub"(#loc319))
#loc471 = loc("jit(step)/jvp(h.0)/integer_pow"(#loc320))
#loc472 = loc("jit(step)/jvp(h.0)/mul"(#loc320))
#loc473 = loc("jit(step)/jvp(h.0)/reduce_sum"(#loc321))
#loc474 = loc("jit(step)/jvp(h.0)/broadcast_in_dim"(#loc321))
#loc475 = loc("jit(step)/jvp(h.0)/div"(#loc321))
#loc476 = loc("jit(step)/jvp(h.0)/add"(#loc322))
#loc477 = loc("jit(step)/jvp(h.0)/rsqrt"(#loc323))
#loc478 = loc("jit(step)/jvp(h.0)/div"(#loc323))
#loc479 = loc("jit(step)/jvp(h.0)/mul"(#loc323))
#loc480 = loc("jit(step)/jvp(h.0)/mul"(#loc324))
#loc481 = loc("jit(step)/jvp(h.0)/mul"(#loc325))
#loc482 = loc("jit(step)/jvp(h.0)/add"(#loc326))
#loc483 = loc("jit(step)/jvp(h.0)/dot_general"(#loc327))
#loc484 = loc("jit(step)/jvp(h.0)/add"(#loc328))
#loc486 = loc(callsite(#loc162 at #loc330))
#loc487 = loc(callsite(#loc164 at #loc330))
#loc488 = loc(callsite(#loc162 at #loc331))
#loc489 = loc(callsite(#loc164 at #loc331))
#loc490 = loc(callsite(#loc162 at #loc332))
#loc491 = loc(callsite(#loc164 at #loc332))
#loc492 = loc("jit(step)/jvp(h.0)/transpose"(#loc333))
#loc493 = loc("jit(step)/jvp(h.0)/dot_general"(#loc334))
#loc494 = loc("jit(step)/jvp(h.0)/sqrt"(#loc335))
#loc495 = loc("jit(step)/jvp(h.0)/div"(#loc336))
#loc496 = loc("jit(step)/jvp(h.0)/jit(tril)"(#loc337))
#loc497 = loc("jit(step)/jvp(h.0)/jit(_where)"(#loc338))
#loc498 = loc("jit(step)/jvp(h.0)/reduce_max"(#loc339))
#loc499 = loc("jit(step)/jvp(h.0)/sub"(#loc339))
#loc500 = loc("jit(step)/jvp(h.0)/max"(#loc339))
#loc501 = loc("jit(step)/jvp(h.0)/exp"(#loc339))
#loc502 = loc("jit(step)/jvp(h.0)/reduce_sum"(#loc339))
#loc503 = loc("jit(step)/jvp(h.0)/broadcast_in_dim"(#loc339))
#loc504 = loc("jit(step)/jvp(h.0)/div"(#loc339))
#loc505 = loc(callsite(#loc211 at #loc339))
#loc506 = loc("jit(step)/jvp(h.0)/dot_general"(#loc340))
#loc507 = loc("jit(step)/jvp(h.0)/transpose"(#loc341))
#loc508 = loc("jit(step)/jvp(h.0)/dot_general"(#loc342))
#loc509 = loc("jit(step)/jvp(h.0)/add"(#loc343))
#loc510 = loc("jit(step)/jvp(h.0)/reduce_sum"(#loc345))
#loc511 = loc("jit(step)/jvp(h.0)/broadcast_in_dim"(#loc345))
#loc512 = loc("jit(step)/jvp(h.0)/div"(#loc345))
#loc513 = loc("jit(step)/jvp(h.0)/sub"(#loc346))
#loc514 = loc("jit(step)/jvp(h.0)/integer_pow"(#loc347))
#loc515 = loc("jit(step)/jvp(h.0)/mul"(#loc347))
#loc516 = loc("jit(step)/jvp(h.0)/reduce_sum"(#loc348))
#loc517 = loc("jit(step)/jvp(h.0)/broadcast_in_dim"(#loc348))
#loc518 = loc("jit(step)/jvp(h.0)/div"(#loc348))
#loc519 = loc("jit(step)/jvp(h.0)/add"(#loc349))
#loc520 = loc("jit(step)/jvp(h.0)/rsqrt"(#loc350))
#loc521 = loc("jit(step)/jvp(h.0)/div"(#loc350))
#loc522 = loc("jit(step)/jvp(h.0)/mul"(#loc350))
#loc523 = loc("jit(step)/jvp(h.0)/mul"(#loc351))
#loc524 = loc("jit(step)/jvp(h.0)/mul"(#loc352))
#loc525 = loc("jit(step)/jvp(h.0)/add"(#loc353))
#loc526 = loc("jit(step)/jvp(h.1)/reduce_sum"(#loc318))
#loc527 = loc("jit(step)/jvp(h.1)/broadcast_in_dim"(#loc318))
#loc528 = loc("jit(step)/jvp(h.1)/div"(#loc318))
#loc529 = loc("jit(step)/jvp(h.1)/sub"(#loc319))
#loc530 = loc("jit(step)/jvp(h.1)/integer_pow"(#loc320))
#loc531 = loc("jit(step)/jvp(h.1)/mul"(#loc320))
#loc532 = loc("jit(step)/jvp(h.1)/reduce_sum"(#loc321))
#loc533 = loc("jit(step)/jvp(h.1)/broadcast_in_dim"(#loc321))
#loc534 = loc("jit(step)/jvp(h.1)/div"(#loc321))
#loc535 = loc("jit(step)/jvp(h.1)/add"(#loc322))
#loc536 = loc("jit(step)/jvp(h.1)/rsqrt"(#loc323))
#loc537 = loc("jit(step)/jvp(h.1)/div"(#loc323))
#loc538 = loc("jit(step)/jvp(h.1)/mul"(#loc323))
#loc539 = loc("jit(step)/jvp(h.1)/mul"(#loc324))
#loc540 = loc("jit(step)/jvp(h.1)/mul"(#loc325))
#loc541 = loc("jit(step)/jvp(h.1)/add"(#loc326))
#loc542 = loc("jit(step)/jvp(h.1)/dot_general"(#loc327))
#loc543 = loc("jit(step)/jvp(h.1)/add"(#loc328))
#loc545 = loc("jit(step)/jvp(h.1)/transpose"(#loc333))
#loc546 = loc("jit(step)/jvp(h.1)/dot_general"(#loc334))
#loc547 = loc("jit(step)/jvp(h.1)/div"(#loc336))
#loc548 = loc("jit(step)/jvp(h.1)/jit(_where)"(#loc338))
#loc549 = loc("jit(step)/jvp(h.1)/reduce_max"(#loc339))
#loc550 = loc("jit(step)/jvp(h.1)/sub"(#loc339))
#loc551 = loc("jit(step)/jvp(h.1)/max"(#loc339))
#loc552 = loc("jit(step)/jvp(h.1)/exp"(#loc339))
#loc553 = loc("jit(step)/jvp(h.1)/reduce_sum"(#loc339))
#loc554 = loc("jit(step)/jvp(h.1)/broadcast_in_dim"(#loc339))
#loc555 = loc("jit(step)/jvp(h.1)/div"(#loc339))
#loc556 = loc("jit(step)/jvp(h.1)/dot_general"(#loc340))
#loc557 = loc("jit(step)/jvp(h.1)/transpose"(#loc341))
#loc558 = loc("jit(step)/jvp(h.1)/dot_general"(#loc342))
#loc559 = loc("jit(step)/jvp(h.1)/add"(#loc343))
#loc560 = loc("jit(step)/jvp(h.1)/reduce_sum"(#loc345))
#loc561 = loc("jit(step)/jvp(h.1)/broadcast_in_dim"(#loc345))
#loc562 = loc("jit(step)/jvp(h.1)/div"(#loc345))
#loc563 = loc("jit(step)/jvp(h.1)/sub"(#loc346))
#loc564 = loc("jit(step)/jvp(h.1)/integer_pow"(#loc347))
#loc565 = loc("jit(step)/jvp(h.1)/mul"(#loc347))
#loc566 = loc("jit(step)/jvp(h.1)/reduce_sum"(#loc348))
#loc567 = loc("jit(step)/jvp(h.1)/broadcast_in_dim"(#loc348))
#loc568 = loc("jit(step)/jvp(h.1)/div"(#loc348))
#loc569 = loc("jit(step)/jvp(h.1)/add"(#loc349))
#loc570 = loc("jit(step)/jvp(h.1)/rsqrt"(#loc350))
#loc571 = loc("jit(step)/jvp(h.1)/div"(#loc350))
#loc572 = loc("jit(step)/jvp(h.1)/mul"(#loc350))
#loc573 = loc("jit(step)/jvp(h.1)/mul"(#loc351))
#loc574 = loc("jit(step)/jvp(h.1)/mul"(#loc352))
#loc575 = loc("jit(step)/jvp(h.1)/add"(#loc353))
#loc576 = loc("jit(step)/jvp(h.2)/reduce_sum"(#loc318))
#loc577 = loc("jit(step)/jvp(h.2)/broadcast_in_dim"(#loc318))
#loc578 = loc("jit(step)/jvp(h.2)/div"(#loc318))
#loc579 = loc("jit(step)/jvp(h.2)/sub"(#loc319))
#loc580 = loc("jit(step)/jvp(h.2)/integer_pow"(#loc320))
#loc581 = loc("jit(step)/jvp(h.2)/mul"(#loc320))
#loc582 = loc("jit(step)/jvp(h.2)/reduce_sum"(#loc321))
#loc583 = loc("jit(step)/jvp(h.2)/broadcast_in_dim"(#loc321))
#loc584 = loc("jit(step)/jvp(h.2)/div"(#loc321))
#loc585 = loc("jit(step)/jvp(h.2)/add"(#loc322))
#loc586 = loc("jit(step)/jvp(h.2)/rsqrt"(#loc323))
#loc587 = loc("jit(step)/jvp(h.2)/div"(#loc323))
#loc588 = loc("jit(step)/jvp(h.2)/mul"(#loc323))
#loc589 = loc("jit(step)/jvp(h.2)/mul"(#loc324))
#loc590 = loc("jit(step)/jvp(h.2)/mul"(#loc325))
#loc591 = loc("jit(step)/jvp(h.2)/add"(#loc326))
#loc592 = loc("jit(step)/jvp(h.2)/dot_general"(#loc327))
#loc593 = loc("jit(step)/jvp(h.2)/add"(#loc328))
#loc595 = loc("jit(step)/jvp(h.2)/transpose"(#loc333))
#loc596 = loc("jit(step)/jvp(h.2)/dot_general"(#loc334))
#loc597 = loc("jit(step)/jvp(h.2)/div"(#loc336))
#loc598 = loc("jit(step)/jvp(h.2)/jit(_where)"(#loc338))
#loc599 = loc("jit(step)/jvp(h.2)/reduce_max"(#loc339))
#loc600 = loc("jit(step)/jvp(h.2)/sub"(#loc339))
#loc601 = loc("jit(step)/jvp(h.2)/max"(#loc339))
#loc602 = loc("jit(step)/jvp(h.2)/exp"(#loc339))
#loc603 = loc("jit(step)/jvp(h.2)/reduce_sum"(#loc339))
#loc604 = loc("jit(step)/jvp(h.2)/broadcast_in_dim"(#loc339))
#loc605 = loc("jit(step)/jvp(h.2)/div"(#loc339))
#loc606 = loc("jit(step)/jvp(h.2)/dot_general"(#loc340))
#loc607 = loc("jit(step)/jvp(h.2)/transpose"(#loc341))
#loc608 = loc("jit(step)/jvp(h.2)/dot_general"(#loc342))
#loc609 = loc("jit(step)/jvp(h.2)/add"(#loc343))
#loc610 = loc("jit(step)/jvp(h.2)/reduce_sum"(#loc345))
#loc611 = loc("jit(step)/jvp(h.2)/broadcast_in_dim"(#loc345))
#loc612 = loc("jit(step)/jvp(h.2)/div"(#loc345))
#loc613 = loc("jit(step)/jvp(h.2)/sub"(#loc346))
#loc614 = loc("jit(step)/jvp(h.2)/integer_pow"(#loc347))
#loc615 = loc("jit(step)/jvp(h.2)/mul"(#loc347))
#loc616 = loc("jit(step)/jvp(h.2)/reduce_sum"(#loc348))
#loc617 = loc("jit(step)/jvp(h.2)/broadcast_in_dim"(#loc348))
#loc618 = loc("jit(step)/jvp(h.2)/div"(#loc348))
#loc619 = loc("jit(step)/jvp(h.2)/add"(#loc349))
#loc620 = loc("jit(step)/jvp(h.2)/rsqrt"(#loc350))
#loc621 = loc("jit(step)/jvp(h.2)/div"(#loc350))
#loc622 = loc("jit(step)/jvp(h.2)/mul"(#loc350))
#loc623 = loc("jit(step)/jvp(h.2)/mul"(#loc351))
#loc624 = loc("jit(step)/jvp(h.2)/mul"(#loc352))
#loc625 = loc("jit(step)/jvp(h.2)/add"(#loc353))
#loc626 = loc("jit(step)/jvp(h.3)/reduce_sum"(#loc318))
#loc627 = loc("jit(step)/jvp(h.3)/broadcast_in_dim"(#loc318))
#loc628 = loc("jit(step)/jvp(h.3)/div"(#loc318))
#loc629 = loc("jit(step)/jvp(h.3)/sub"(#loc319))
#loc630 = loc("jit(step)/jvp(h.3)/integer_pow"(#loc320))
#loc631 = loc("jit(step)/jvp(h.3)/mul"(#loc320))
#loc632 = loc("jit(step)/jvp(h.3)/reduce_sum"(#loc321))
#loc633 = loc("jit(step)/jvp(h.3)/broadcast_in_dim"(#loc321))
#loc634 = loc("jit(step)/jvp(h.3)/div"(#loc321))
#loc635 = loc("jit(step)/jvp(h.3)/add"(#loc322))
#loc636 = loc("jit(step)/jvp(h.3)/rsqrt"(#loc323))
#loc637 = loc("jit(step)/jvp(h.3)/div"(#loc323))
#loc638 = loc("jit(step)/jvp(h.3)/mul"(#loc323))
#loc639 = loc("jit(step)/jvp(h.3)/mul"(#loc324))
#loc640 = loc("jit(step)/jvp(h.3)/mul"(#loc325))
#loc641 = loc("jit(step)/jvp(h.3)/add"(#loc326))
#loc642 = loc("jit(step)/jvp(h.3)/dot_general"(#loc327))
#loc643 = loc("jit(step)/jvp(h.3)/add"(#loc328))
#loc645 = loc("jit(step)/jvp(h.3)/transpose"(#loc333))
#loc646 = loc("jit(step)/jvp(h.3)/dot_general"(#loc334))
#loc647 = loc("jit(step)/jvp(h.3)/div"(#loc336))
#loc648 = loc("jit(step)/jvp(h.3)/jit(_where)"(#loc338))
#loc649 = loc("jit(step)/jvp(h.3)/reduce_max"(#loc339))
#loc650 = loc("jit(step)/jvp(h.3)/sub"(#loc339))
#loc651 = loc("jit(step)/jvp(h.3)/max"(#loc339))
#loc652 = loc("jit(step)/jvp(h.3)/exp"(#loc339))
#loc653 = loc("jit(step)/jvp(h.3)/reduce_sum"(#loc339))
#loc654 = loc("jit(step)/jvp(h.3)/broadcast_in_dim"(#loc339))
#loc655 = loc("jit(step)/jvp(h.3)/div"(#loc339))
#loc656 = loc("jit(step)/jvp(h.3)/dot_general"(#loc340))
#loc657 = loc("jit(step)/jvp(h.3)/transpose"(#loc341))
#loc658 = loc("jit(step)/jvp(h.3)/dot_general"(#loc342))
#loc659 = loc("jit(step)/jvp(h.3)/add"(#loc343))
#loc660 = loc("jit(step)/jvp(h.3)/reduce_sum"(#loc345))
#loc661 = loc("jit(step)/jvp(h.3)/broadcast_in_dim"(#loc345))
#loc662 = loc("jit(step)/jvp(h.3)/div"(#loc345))
#loc663 = loc("jit(step)/jvp(h.3)/sub"(#loc346))
#loc664 = loc("jit(step)/jvp(h.3)/integer_pow"(#loc347))
#loc665 = loc("jit(step)/jvp(h.3)/mul"(#loc347))
#loc666 = loc("jit(step)/jvp(h.3)/reduce_sum"(#loc348))
#loc667 = loc("jit(step)/jvp(h.3)/broadcast_in_dim"(#loc348))
#loc668 = loc("jit(step)/jvp(h.3)/div"(#loc348))
#loc669 = loc("jit(step)/jvp(h.3)/add"(#loc349))
#loc670 = loc("jit(step)/jvp(h.3)/rsqrt"(#loc350))
#loc671 = loc("jit(step)/jvp(h.3)/div"(#loc350))
#loc672 = loc("jit(step)/jvp(h.3)/mul"(#loc350))
#loc673 = loc("jit(step)/jvp(h.3)/mul"(#loc351))
#loc674 = loc("jit(step)/jvp(h.3)/mul"(#loc352))
#loc675 = loc("jit(step)/jvp(h.3)/add"(#loc353))
#loc698 = loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc353))
#loc700 = loc("jit(step)/transpose(jvp(h.3))/mul"(#loc352))
#loc701 = loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc352))
#loc703 = loc("jit(step)/transpose(jvp(h.3))/mul"(#loc351))
#loc704 = loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc351))
#loc705 = loc("jit(step)/transpose(jvp(h.3))/reshape"(#loc351))
#loc706 = loc("jit(step)/transpose(jvp(h.3))/mul"(#loc350))
#loc707 = loc("jit(step)/transpose(jvp(h.3))/neg"(#loc430))
#loc708 = loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc430))
#loc709 = loc("jit(step)/transpose(jvp(h.3))/reshape"(#loc430))
#loc710 = loc("jit(step)/transpose(jvp(h.3))/add_any"(#loc430))
#loc711 = loc("jit(step)/transpose(jvp(h.3))/div"(#loc348))
#loc712 = loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc348))
#loc713 = loc("jit(step)/transpose(jvp(h.3))/broadcast_in_dim"(#loc348))
#loc714 = loc("jit(step)/transpose(jvp(h.3))/mul"(#loc347))
#loc715 = loc("jit(step)/transpose(jvp(h.3))/neg"(#loc346))
#loc716 = loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc346))
#loc717 = loc("jit(step)/transpose(jvp(h.3))/reshape"(#loc346))
#loc718 = loc("jit(step)/transpose(jvp(h.3))/add_any"(#loc346))
#loc719 = loc("jit(step)/transpose(jvp(h.3))/div"(#loc345))
#loc720 = loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc345))
#loc721 = loc("jit(step)/transpose(jvp(h.3))/broadcast_in_dim"(#loc345))
#loc722 = loc("jit(step)/transpose(jvp(h.3))/add_any"(#loc345))
#loc723 = loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc343))
#loc725 = loc("jit(step)/transpose(jvp(h.3))/dot_general"(#loc342))
#loc726 = loc("jit(step)/transpose(jvp(h.3))/transpose"(#loc342))
#loc727 = loc("jit(step)/transpose(jvp(h.3))/reshape"(#loc431))
#loc728 = loc("jit(step)/transpose(jvp(h.3))/transpose"(#loc341))
#loc729 = loc("jit(step)/transpose(jvp(h.3))/dot_general"(#loc340))
#loc730 = loc("jit(step)/transpose(jvp(h.3))/transpose"(#loc340))
#loc731 = loc("jit(step)/transpose(jvp(h.3))/mul"(#loc339))
#loc732 = loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc339))
#loc733 = loc("jit(step)/transpose(jvp(h.3))/neg"(#loc339))
#loc735 = loc("jit(step)/transpose(jvp(h.3))/div"(#loc339))
#loc736 = loc("jit(step)/transpose(jvp(h.3))/broadcast_in_dim"(#loc339))
#loc737 = loc("jit(step)/transpose(jvp(h.3))/add_any"(#loc339))
#loc738 = loc("jit(step)/transpose(jvp(h.3))/jit(_where)"(#loc338))
#loc739 = loc("jit(step)/transpose(jvp(h.3))/div"(#loc336))
#loc740 = loc("jit(step)/transpose(jvp(h.3))/dot_general"(#loc334))
#loc741 = loc("jit(step)/transpose(jvp(h.3))/transpose"(#loc334))
#loc742 = loc("jit(step)/transpose(jvp(h.3))/transpose"(#loc333))
#loc743 = loc("jit(step)/transpose(jvp(h.3))/concatenate"(#loc329))
#loc744 = loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc328))
#loc746 = loc("jit(step)/transpose(jvp(h.3))/dot_general"(#loc327))
#loc747 = loc("jit(step)/transpose(jvp(h.3))/transpose"(#loc327))
#loc748 = loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc326))
#loc750 = loc("jit(step)/transpose(jvp(h.3))/mul"(#loc325))
#loc751 = loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc325))
#loc753 = loc("jit(step)/transpose(jvp(h.3))/mul"(#loc324))
#loc754 = loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc324))
#loc755 = loc("jit(step)/transpose(jvp(h.3))/reshape"(#loc324))
#loc756 = loc("jit(step)/transpose(jvp(h.3))/mul"(#loc323))
#loc757 = loc("jit(step)/transpose(jvp(h.3))/neg"(#loc432))
#loc758 = loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc432))
#loc759 = loc("jit(step)/transpose(jvp(h.3))/reshape"(#loc432))
#loc760 = loc("jit(step)/transpose(jvp(h.3))/add_any"(#loc432))
#loc761 = loc("jit(step)/transpose(jvp(h.3))/div"(#loc321))
#loc762 = loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc321))
#loc763 = loc("jit(step)/transpose(jvp(h.3))/broadcast_in_dim"(#loc321))
#loc764 = loc("jit(step)/transpose(jvp(h.3))/mul"(#loc320))
#loc765 = loc("jit(step)/transpose(jvp(h.3))/neg"(#loc319))
#loc766 = loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc319))
#loc767 = loc("jit(step)/transpose(jvp(h.3))/reshape"(#loc319))
#loc768 = loc("jit(step)/transpose(jvp(h.3))/add_any"(#loc319))
#loc769 = loc("jit(step)/transpose(jvp(h.3))/div"(#loc318))
#loc770 = loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc318))
#loc771 = loc("jit(step)/transpose(jvp(h.3))/broadcast_in_dim"(#loc318))
#loc772 = loc("jit(step)/transpose(jvp(h.3))/add_any"(#loc318))
#loc773 = loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc353))
#loc775 = loc("jit(step)/transpose(jvp(h.2))/mul"(#loc352))
#loc776 = loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc352))
#loc778 = loc("jit(step)/transpose(jvp(h.2))/mul"(#loc351))
#loc779 = loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc351))
#loc780 = loc("jit(step)/transpose(jvp(h.2))/reshape"(#loc351))
#loc781 = loc("jit(step)/transpose(jvp(h.2))/mul"(#loc350))
#loc782 = loc("jit(step)/transpose(jvp(h.2))/neg"(#loc430))
#loc783 = loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc430))
#loc784 = loc("jit(step)/transpose(jvp(h.2))/reshape"(#loc430))
#loc785 = loc("jit(step)/transpose(jvp(h.2))/add_any"(#loc430))
#loc786 = loc("jit(step)/transpose(jvp(h.2))/div"(#loc348))
#loc787 = loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc348))
#loc788 = loc("jit(step)/transpose(jvp(h.2))/broadcast_in_dim"(#loc348))
#loc789 = loc("jit(step)/transpose(jvp(h.2))/mul"(#loc347))
#loc790 = loc("jit(step)/transpose(jvp(h.2))/neg"(#loc346))
#loc791 = loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc346))
#loc792 = loc("jit(step)/transpose(jvp(h.2))/reshape"(#loc346))
#loc793 = loc("jit(step)/transpose(jvp(h.2))/add_any"(#loc346))
#loc794 = loc("jit(step)/transpose(jvp(h.2))/div"(#loc345))
#loc795 = loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc345))
#loc796 = loc("jit(step)/transpose(jvp(h.2))/broadcast_in_dim"(#loc345))
#loc797 = loc("jit(step)/transpose(jvp(h.2))/add_any"(#loc345))
#loc798 = loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc343))
#loc800 = loc("jit(step)/transpose(jvp(h.2))/dot_general"(#loc342))
#loc801 = loc("jit(step)/transpose(jvp(h.2))/transpose"(#loc342))
#loc802 = loc("jit(step)/transpose(jvp(h.2))/reshape"(#loc431))
#loc803 = loc("jit(step)/transpose(jvp(h.2))/transpose"(#loc341))
#loc804 = loc("jit(step)/transpose(jvp(h.2))/dot_general"(#loc340))
#loc805 = loc("jit(step)/transpose(jvp(h.2))/transpose"(#loc340))
#loc806 = loc("jit(step)/transpose(jvp(h.2))/mul"(#loc339))
#loc807 = loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc339))
#loc808 = loc("jit(step)/transpose(jvp(h.2))/neg"(#loc339))
#loc810 = loc("jit(step)/transpose(jvp(h.2))/div"(#loc339))
#loc811 = loc("jit(step)/transpose(jvp(h.2))/broadcast_in_dim"(#loc339))
#loc812 = loc("jit(step)/transpose(jvp(h.2))/add_any"(#loc339))
#loc813 = loc("jit(step)/transpose(jvp(h.2))/jit(_where)"(#loc338))
#loc814 = loc("jit(step)/transpose(jvp(h.2))/div"(#loc336))
#loc815 = loc("jit(step)/transpose(jvp(h.2))/dot_general"(#loc334))
#loc816 = loc("jit(step)/transpose(jvp(h.2))/transpose"(#loc334))
#loc817 = loc("jit(step)/transpose(jvp(h.2))/transpose"(#loc333))
#loc818 = loc("jit(step)/transpose(jvp(h.2))/concatenate"(#loc329))
#loc819 = loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc328))
#loc821 = loc("jit(step)/transpose(jvp(h.2))/dot_general"(#loc327))
#loc822 = loc("jit(step)/transpose(jvp(h.2))/transpose"(#loc327))
#loc823 = loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc326))
#loc825 = loc("jit(step)/transpose(jvp(h.2))/mul"(#loc325))
#loc826 = loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc325))
#loc828 = loc("jit(step)/transpose(jvp(h.2))/mul"(#loc324))
#loc829 = loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc324))
#loc830 = loc("jit(step)/transpose(jvp(h.2))/reshape"(#loc324))
#loc831 = loc("jit(step)/transpose(jvp(h.2))/mul"(#loc323))
#loc832 = loc("jit(step)/transpose(jvp(h.2))/neg"(#loc432))
#loc833 = loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc432))
#loc834 = loc("jit(step)/transpose(jvp(h.2))/reshape"(#loc432))
#loc835 = loc("jit(step)/transpose(jvp(h.2))/add_any"(#loc432))
#loc836 = loc("jit(step)/transpose(jvp(h.2))/div"(#loc321))
#loc837 = loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc321))
#loc838 = loc("jit(step)/transpose(jvp(h.2))/broadcast_in_dim"(#loc321))
#loc839 = loc("jit(step)/transpose(jvp(h.2))/mul"(#loc320))
#loc840 = loc("jit(step)/transpose(jvp(h.2))/neg"(#loc319))
#loc841 = loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc319))
#loc842 = loc("jit(step)/transpose(jvp(h.2))/reshape"(#loc319))
#loc843 = loc("jit(step)/transpose(jvp(h.2))/add_any"(#loc319))
#loc844 = loc("jit(step)/transpose(jvp(h.2))/div"(#loc318))
#loc845 = loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc318))
#loc846 = loc("jit(step)/transpose(jvp(h.2))/broadcast_in_dim"(#loc318))
#loc847 = loc("jit(step)/transpose(jvp(h.2))/add_any"(#loc318))
#loc848 = loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc353))
#loc850 = loc("jit(step)/transpose(jvp(h.1))/mul"(#loc352))
#loc851 = loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc352))
#loc853 = loc("jit(step)/transpose(jvp(h.1))/mul"(#loc351))
#loc854 = loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc351))
#loc855 = loc("jit(step)/transpose(jvp(h.1))/reshape"(#loc351))
#loc856 = loc("jit(step)/transpose(jvp(h.1))/mul"(#loc350))
#loc857 = loc("jit(step)/transpose(jvp(h.1))/neg"(#loc430))
#loc858 = loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc430))
#loc859 = loc("jit(step)/transpose(jvp(h.1))/reshape"(#loc430))
#loc860 = loc("jit(step)/transpose(jvp(h.1))/add_any"(#loc430))
#loc861 = loc("jit(step)/transpose(jvp(h.1))/div"(#loc348))
#loc862 = loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc348))
#loc863 = loc("jit(step)/transpose(jvp(h.1))/broadcast_in_dim"(#loc348))
#loc864 = loc("jit(step)/transpose(jvp(h.1))/mul"(#loc347))
#loc865 = loc("jit(step)/transpose(jvp(h.1))/neg"(#loc346))
#loc866 = loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc346))
#loc867 = loc("jit(step)/transpose(jvp(h.1))/reshape"(#loc346))
#loc868 = loc("jit(step)/transpose(jvp(h.1))/add_any"(#loc346))
#loc869 = loc("jit(step)/transpose(jvp(h.1))/div"(#loc345))
#loc870 = loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc345))
#loc871 = loc("jit(step)/transpose(jvp(h.1))/broadcast_in_dim"(#loc345))
#loc872 = loc("jit(step)/transpose(jvp(h.1))/add_any"(#loc345))
#loc873 = loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc343))
#loc875 = loc("jit(step)/transpose(jvp(h.1))/dot_general"(#loc342))
#loc876 = loc("jit(step)/transpose(jvp(h.1))/transpose"(#loc342))
#loc877 = loc("jit(step)/transpose(jvp(h.1))/reshape"(#loc431))
#loc878 = loc("jit(step)/transpose(jvp(h.1))/transpose"(#loc341))
#loc879 = loc("jit(step)/transpose(jvp(h.1))/dot_general"(#loc340))
#loc880 = loc("jit(step)/transpose(jvp(h.1))/transpose"(#loc340))
#loc881 = loc("jit(step)/transpose(jvp(h.1))/mul"(#loc339))
#loc882 = loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc339))
#loc883 = loc("jit(step)/transpose(jvp(h.1))/neg"(#loc339))
#loc885 = loc("jit(step)/transpose(jvp(h.1))/div"(#loc339))
#loc886 = loc("jit(step)/transpose(jvp(h.1))/broadcast_in_dim"(#loc339))
#loc887 = loc("jit(step)/transpose(jvp(h.1))/add_any"(#loc339))
#loc888 = loc("jit(step)/transpose(jvp(h.1))/jit(_where)"(#loc338))
#loc889 = loc("jit(step)/transpose(jvp(h.1))/div"(#loc336))
#loc890 = loc("jit(step)/transpose(jvp(h.1))/dot_general"(#loc334))
#loc891 = loc("jit(step)/transpose(jvp(h.1))/transpose"(#loc334))
#loc892 = loc("jit(step)/transpose(jvp(h.1))/transpose"(#loc333))
#loc893 = loc("jit(step)/transpose(jvp(h.1))/concatenate"(#loc329))
#loc894 = loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc328))
#loc896 = loc("jit(step)/transpose(jvp(h.1))/dot_general"(#loc327))
#loc897 = loc("jit(step)/transpose(jvp(h.1))/transpose"(#loc327))
#loc898 = loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc326))
#loc900 = loc("jit(step)/transpose(jvp(h.1))/mul"(#loc325))
#loc901 = loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc325))
#loc903 = loc("jit(step)/transpose(jvp(h.1))/mul"(#loc324))
#loc904 = loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc324))
#loc905 = loc("jit(step)/transpose(jvp(h.1))/reshape"(#loc324))
#loc906 = loc("jit(step)/transpose(jvp(h.1))/mul"(#loc323))
#loc907 = loc("jit(step)/transpose(jvp(h.1))/neg"(#loc432))
#loc908 = loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc432))
#loc909 = loc("jit(step)/transpose(jvp(h.1))/reshape"(#loc432))
#loc910 = loc("jit(step)/transpose(jvp(h.1))/add_any"(#loc432))
#loc911 = loc("jit(step)/transpose(jvp(h.1))/div"(#loc321))
#loc912 = loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc321))
#loc913 = loc("jit(step)/transpose(jvp(h.1))/broadcast_in_dim"(#loc321))
#loc914 = loc("jit(step)/transpose(jvp(h.1))/mul"(#loc320))
#loc915 = loc("jit(step)/transpose(jvp(h.1))/neg"(#loc319))
#loc916 = loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc319))
#loc917 = loc("jit(step)/transpose(jvp(h.1))/reshape"(#loc319))
#loc918 = loc("jit(step)/transpose(jvp(h.1))/add_any"(#loc319))
#loc919 = loc("jit(step)/transpose(jvp(h.1))/div"(#loc318))
#loc920 = loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc318))
#loc921 = loc("jit(step)/transpose(jvp(h.1))/broadcast_in_dim"(#loc318))
#loc922 = loc("jit(step)/transpose(jvp(h.1))/add_any"(#loc318))
#loc923 = loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc353))
#loc925 = loc("jit(step)/transpose(jvp(h.0))/mul"(#loc352))
#loc926 = loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc352))
#loc928 = loc("jit(step)/transpose(jvp(h.0))/mul"(#loc351))
#loc929 = loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc351))
#loc930 = loc("jit(step)/transpose(jvp(h.0))/reshape"(#loc351))
#loc931 = loc("jit(step)/transpose(jvp(h.0))/mul"(#loc350))
#loc932 = loc("jit(step)/transpose(jvp(h.0))/neg"(#loc430))
#loc933 = loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc430))
#loc934 = loc("jit(step)/transpose(jvp(h.0))/reshape"(#loc430))
#loc935 = loc("jit(step)/transpose(jvp(h.0))/add_any"(#loc430))
#loc936 = loc("jit(step)/transpose(jvp(h.0))/div"(#loc348))
#loc937 = loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc348))
#loc938 = loc("jit(step)/transpose(jvp(h.0))/broadcast_in_dim"(#loc348))
#loc939 = loc("jit(step)/transpose(jvp(h.0))/mul"(#loc347))
#loc940 = loc("jit(step)/transpose(jvp(h.0))/neg"(#loc346))
#loc941 = loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc346))
#loc942 = loc("jit(step)/transpose(jvp(h.0))/reshape"(#loc346))
#loc943 = loc("jit(step)/transpose(jvp(h.0))/add_any"(#loc346))
#loc944 = loc("jit(step)/transpose(jvp(h.0))/div"(#loc345))
#loc945 = loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc345))
#loc946 = loc("jit(step)/transpose(jvp(h.0))/broadcast_in_dim"(#loc345))
#loc947 = loc("jit(step)/transpose(jvp(h.0))/add_any"(#loc345))
#loc948 = loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc343))
#loc950 = loc("jit(step)/transpose(jvp(h.0))/dot_general"(#loc342))
#loc951 = loc("jit(step)/transpose(jvp(h.0))/transpose"(#loc342))
#loc952 = loc("jit(step)/transpose(jvp(h.0))/reshape"(#loc431))
#loc953 = loc("jit(step)/transpose(jvp(h.0))/transpose"(#loc341))
#loc954 = loc("jit(step)/transpose(jvp(h.0))/dot_general"(#loc340))
#loc955 = loc("jit(step)/transpose(jvp(h.0))/transpose"(#loc340))
#loc956 = loc("jit(step)/transpose(jvp(h.0))/mul"(#loc339))
#loc957 = loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc339))
#loc958 = loc("jit(step)/transpose(jvp(h.0))/neg"(#loc339))
#loc960 = loc("jit(step)/transpose(jvp(h.0))/div"(#loc339))
#loc961 = loc("jit(step)/transpose(jvp(h.0))/broadcast_in_dim"(#loc339))
#loc962 = loc("jit(step)/transpose(jvp(h.0))/add_any"(#loc339))
#loc963 = loc("jit(step)/transpose(jvp(h.0))/jit(_where)"(#loc338))
#loc964 = loc("jit(step)/transpose(jvp(h.0))/div"(#loc336))
#loc965 = loc("jit(step)/transpose(jvp(h.0))/dot_general"(#loc334))
#loc966 = loc("jit(step)/transpose(jvp(h.0))/transpose"(#loc334))
#loc967 = loc("jit(step)/transpose(jvp(h.0))/transpose"(#loc333))
#loc968 = loc("jit(step)/transpose(jvp(h.0))/concatenate"(#loc329))
#loc969 = loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc328))
#loc971 = loc("jit(step)/transpose(jvp(h.0))/dot_general"(#loc327))
#loc972 = loc("jit(step)/transpose(jvp(h.0))/transpose"(#loc327))
#loc973 = loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc326))
#loc975 = loc("jit(step)/transpose(jvp(h.0))/mul"(#loc325))
#loc976 = loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc325))
#loc978 = loc("jit(step)/transpose(jvp(h.0))/mul"(#loc324))
#loc979 = loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc324))
#loc980 = loc("jit(step)/transpose(jvp(h.0))/reshape"(#loc324))
#loc981 = loc("jit(step)/transpose(jvp(h.0))/mul"(#loc323))
#loc982 = loc("jit(step)/transpose(jvp(h.0))/neg"(#loc432))
#loc983 = loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc432))
#loc984 = loc("jit(step)/transpose(jvp(h.0))/reshape"(#loc432))
#loc985 = loc("jit(step)/transpose(jvp(h.0))/add_any"(#loc432))
#loc986 = loc("jit(step)/transpose(jvp(h.0))/div"(#loc321))
#loc987 = loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc321))
#loc988 = loc("jit(step)/transpose(jvp(h.0))/broadcast_in_dim"(#loc321))
#loc989 = loc("jit(step)/transpose(jvp(h.0))/mul"(#loc320))
#loc990 = loc("jit(step)/transpose(jvp(h.0))/neg"(#loc319))
#loc991 = loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc319))
#loc992 = loc("jit(step)/transpose(jvp(h.0))/reshape"(#loc319))
#loc993 = loc("jit(step)/transpose(jvp(h.0))/add_any"(#loc319))
#loc994 = loc("jit(step)/transpose(jvp(h.0))/div"(#loc318))
#loc995 = loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc318))
#loc996 = loc("jit(step)/transpose(jvp(h.0))/broadcast_in_dim"(#loc318))
#loc997 = loc("jit(step)/transpose(jvp(h.0))/add_any"(#loc318))
#loc998 = loc("jit(step)/jvp(h.0)/reshape"(#loc486))
#loc999 = loc("jit(step)/jvp(h.0)/transpose"(#loc487))
#loc1000 = loc("jit(step)/jvp(h.0)/reshape"(#loc488))
#loc1001 = loc("jit(step)/jvp(h.0)/transpose"(#loc489))
#loc1002 = loc("jit(step)/jvp(h.0)/reshape"(#loc490))
#loc1003 = loc("jit(step)/jvp(h.0)/transpose"(#loc491))
#loc1004 = loc(callsite(#loc92 at #loc496))
#loc1005 = loc(callsite(#loc94 at #loc496))
#loc1006 = loc(callsite(#loc64 at #loc497))
#loc1007 = loc(callsite(#loc62 at #loc496))
#loc1008 = loc(callsite(#loc62 at #loc497))
#loc1009 = loc("jit(step)/jvp(h.0)/mul"(#loc505))
#loc1010 = loc("jit(step)/jvp(h.0)/div"(#loc505))
#loc1011 = loc("jit(step)/jvp(h.1)/reshape"(#loc486))
#loc1012 = loc("jit(step)/jvp(h.1)/transpose"(#loc487))
#loc1013 = loc("jit(step)/jvp(h.1)/reshape"(#loc488))
#loc1014 = loc("jit(step)/jvp(h.1)/transpose"(#loc489))
#loc1015 = loc("jit(step)/jvp(h.1)/reshape"(#loc490))
#loc1016 = loc("jit(step)/jvp(h.1)/transpose"(#loc491))
#loc1017 = loc(callsite(#loc62 at #loc548))
#loc1018 = loc("jit(step)/jvp(h.1)/mul"(#loc505))
#loc1019 = loc("jit(step)/jvp(h.1)/div"(#loc505))
#loc1020 = loc("jit(step)/jvp(h.2)/reshape"(#loc486))
#loc1021 = loc("jit(step)/jvp(h.2)/transpose"(#loc487))
#loc1022 = loc("jit(step)/jvp(h.2)/reshape"(#loc488))
#loc1023 = loc("jit(step)/jvp(h.2)/transpose"(#loc489))
#loc1024 = loc("jit(step)/jvp(h.2)/reshape"(#loc490))
#loc1025 = loc("jit(step)/jvp(h.2)/transpose"(#loc491))
#loc1026 = loc(callsite(#loc62 at #loc598))
#loc1027 = loc("jit(step)/jvp(h.2)/mul"(#loc505))
#loc1028 = loc("jit(step)/jvp(h.2)/div"(#loc505))
#loc1029 = loc("jit(step)/jvp(h.3)/reshape"(#loc486))
#loc1030 = loc("jit(step)/jvp(h.3)/transpose"(#loc487))
#loc1031 = loc("jit(step)/jvp(h.3)/reshape"(#loc488))
#loc1032 = loc("jit(step)/jvp(h.3)/transpose"(#loc489))
#loc1033 = loc("jit(step)/jvp(h.3)/reshape"(#loc490))
#loc1034 = loc("jit(step)/jvp(h.3)/transpose"(#loc491))
#loc1035 = loc(callsite(#loc62 at #loc648))
#loc1036 = loc("jit(step)/jvp(h.3)/mul"(#loc505))
#loc1037 = loc("jit(step)/jvp(h.3)/div"(#loc505))
#loc1038 = loc(callsite(#loc62 at #loc738))
#loc1039 = loc("jit(step)/transpose(jvp(h.3))/transpose"(#loc491))
#loc1041 = loc("jit(step)/transpose(jvp(h.3))/transpose"(#loc489))
#loc1043 = loc("jit(step)/transpose(jvp(h.3))/transpose"(#loc487))
#loc1045 = loc(callsite(#loc62 at #loc813))
#loc1046 = loc("jit(step)/transpose(jvp(h.2))/transpose"(#loc491))
#loc1048 = loc("jit(step)/transpose(jvp(h.2))/transpose"(#loc489))
#loc1050 = loc("jit(step)/transpose(jvp(h.2))/transpose"(#loc487))
#loc1052 = loc(callsite(#loc62 at #loc888))
#loc1053 = loc("jit(step)/transpose(jvp(h.1))/transpose"(#loc491))
#loc1055 = loc("jit(step)/transpose(jvp(h.1))/transpose"(#loc489))
#loc1057 = loc("jit(step)/transpose(jvp(h.1))/transpose"(#loc487))
#loc1059 = loc(callsite(#loc62 at #loc963))
#loc1060 = loc("jit(step)/transpose(jvp(h.0))/transpose"(#loc491))
#loc1062 = loc("jit(step)/transpose(jvp(h.0))/transpose"(#loc489))
#loc1064 = loc("jit(step)/transpose(jvp(h.0))/transpose"(#loc487))
module @jit_step {
  func.func @main(%arg0: tensor<32x128xf32> loc("params['h'][0]['fc']"), %arg1: tensor<128xf32> loc("params['h'][0]['fc_b']"), %arg2: tensor<32xf32> loc("params['h'][0]['ln1_b']"), %arg3: tensor<32xf32> loc("params['h'][0]['ln1_g']"), %arg4: tensor<32xf32> loc("params['h'][0]['ln2_b']"), %arg5: tensor<32xf32> loc("params['h'][0]['ln2_g']"), %arg6: tensor<128x32xf32> loc("params['h'][0]['out']"), %arg7: tensor<32xf32> loc("params['h'][0]['out_b']"), %arg8: tensor<32x32xf32> loc("params['h'][0]['proj']"), %arg9: tensor<32xf32> loc("params['h'][0]['proj_b']"), %arg10: tensor<32x96xf32> loc("params['h'][0]['qkv']"), %arg11: tensor<96xf32> loc("params['h'][0]['qkv_b']"), %arg12: tensor<32x128xf32> loc("params['h'][1]['fc']"), %arg13: tensor<128xf32> loc("params['h'][1]['fc_b']"), %arg14: tensor<32xf32> loc("params['h'][1]['ln1_b']"), %arg15: tensor<32xf32> loc("params['h'][1]['ln1_g']"), %arg16: tensor<32xf32> loc("params['h'][1]['ln2_b']"), %arg17: tensor<32xf32> loc("params['h'][1]['ln2_g']"), %arg18: tensor<128x32xf32> loc("params['h'][1]['out']"), %arg19: tensor<32xf32> loc("params['h'][1]['out_b']"), %arg20: tensor<32x32xf32> loc("params['h'][1]['proj']"), %arg21: tensor<32xf32> loc("params['h'][1]['proj_b']"), %arg22: tensor<32x96xf32> loc("params['h'][1]['qkv']"), %arg23: tensor<96xf32> loc("params['h'][1]['qkv_b']"), %arg24: tensor<32x128xf32> loc("params['h'][2]['fc']"), %arg25: tensor<128xf32> loc("params['h'][2]['fc_b']"), %arg26: tensor<32xf32> loc("params['h'][2]['ln1_b']"), %arg27: tensor<32xf32> loc("params['h'][2]['ln1_g']"), %arg28: tensor<32xf32> loc("params['h'][2]['ln2_b']"), %arg29: tensor<32xf32> loc("params['h'][2]['ln2_g']"), %arg30: tensor<128x32xf32> loc("params['h'][2]['out']"), %arg31: tensor<32xf32> loc("params['h'][2]['out_b']"), %arg32: tensor<32x32xf32> loc("params['h'][2]['proj']"), %arg33: tensor<32xf32> loc("params['h'][2]['proj_b']"), %arg34: tensor<32x96xf32> loc("params['h'][2]['qkv']"), %arg35: tensor<96xf32> loc("params['h'][2]['qkv_b']"), %arg36: tensor<32x128xf32> loc("params['h'][3]['fc']"), %arg37: tensor<128xf32> loc("params['h'][3]['fc_b']"), %arg38: tensor<32xf32> loc("params['h'][3]['ln1_b']"), %arg39: tensor<32xf32> loc("params['h'][3]['ln1_g']"), %arg40: tensor<32xf32> loc("params['h'][3]['ln2_b']"), %arg41: tensor<32xf32> loc("params['h'][3]['ln2_g']"), %arg42: tensor<128x32xf32> loc("params['h'][3]['out']"), %arg43: tensor<32xf32> loc("params['h'][3]['out_b']"), %arg44: tensor<32x32xf32> loc("params['h'][3]['proj']"), %arg45: tensor<32xf32> loc("params['h'][3]['proj_b']"), %arg46: tensor<32x96xf32> loc("params['h'][3]['qkv']"), %arg47: tensor<96xf32> loc("params['h'][3]['qkv_b']"), %arg48: tensor<32xf32> loc("params['lnf_b']"), %arg49: tensor<32xf32> loc("params['lnf_g']"), %arg50: tensor<32x32xf32> loc("params['wpe']"), %arg51: tensor<64x32xf32> loc("params['wte']"), %arg52: tensor<8x32xi32> loc("inputs"), %arg53: tensor<8x32xi32> loc("targets")) -> (tensor<f32>, tensor<32x128xf32>, tensor<128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<64x32xf32>) {
    %c2 = arith.constant 2 : index loc(#loc)
    %c64 = arith.constant 64 : index loc(#loc)
    %c32 = arith.constant 32 : index loc(#loc)
    %c8 = arith.constant 8 : index loc(#loc463)
    %c256 = arith.constant 256 : index loc(#loc)
    %c1 = arith.constant 1 : index loc(#loc)
    %cst = arith.constant -1.000000e+00 : f32 loc(#loc)
    %cst_0 = arith.constant 2.82842708 : f32 loc(#loc)
    %cst_1 = arith.constant 5.000000e-02 : f32 loc(#loc)
    %cst_2 = arith.constant 2.560000e+02 : f32 loc(#loc)
    %cst_3 = arith.constant 0x7FC00000 : f32 loc(#loc464)
    %c63 = arith.constant 63 : index loc(#loc)
    %c0 = arith.constant 0 : index loc(#loc)
    %c63_i32 = arith.constant 63 : i32 loc(#loc465)
    %cst_4 = arith.constant 5.000000e-01 : f32 loc(#loc)
    %cst_5 = arith.constant 0.797884583 : f32 loc(#loc)
    %cst_6 = arith.constant 4.471500e-02 : f32 loc(#loc)
    %cst_7 = arith.constant 3.000000e+00 : f32 loc(#loc)
    %cst_8 = arith.constant 1.000000e+00 : f32 loc(#loc)
    %cst_9 = arith.constant 0xFF800000 : f32 loc(#loc)
    %cst_10 = arith.constant -1.000000e+09 : f32 loc(#loc)
    %true = arith.constant true loc(#loc)
    %cst_11 = arith.constant -5.000000e-01 : f32 loc(#loc)
    %cst_12 = arith.constant 9.99999974E-6 : f32 loc(#loc)
    %cst_13 = arith.constant 2.000000e+00 : f32 loc(#loc)
    %cst_14 = arith.constant 3.200000e+01 : f32 loc(#loc)
    %cst_15 = arith.constant 0.000000e+00 : f32 loc(#loc)
    %c64_i32 = arith.constant 64 : i32 loc(#loc)
    %c0_i32 = arith.constant 0 : i32 loc(#loc)
    %cst_16 = arith.constant dense<0.000000e+00> : tensor<8x32x64xf32> loc(#loc466)
    %cst_17 = arith.constant dense<0.000000e+00> : tensor<64x32xf32> loc(#loc217)
    %0 = tensor.empty() : tensor<8x32xi1> loc(#loc218)
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg52 : tensor<8x32xi32>) outs(%0 : tensor<8x32xi1>) {
    ^bb0(%in: i32 loc("inputs"), %out: i1 loc("jit(step)/jvp()/lt"(#loc208))):
      %1048 = arith.cmpi slt, %in, %c0_i32 : i32 loc(#loc218)
      linalg.yield %1048 : i1 loc(#loc218)
    } -> tensor<8x32xi1> loc(#loc218)
    %2 = tensor.empty() : tensor<8x32xi32> loc(#loc219)
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg52 : tensor<8x32xi32>) outs(%2 : tensor<8x32xi32>) {
    ^bb0(%in: i32 loc("inputs"), %out: i32 loc("jit(step)/jvp()/add"(#loc208))):
      %1048 = arith.addi %in, %c64_i32 : i32 loc(#loc219)
      linalg.yield %1048 : i32 loc(#loc219)
    } -> tensor<8x32xi32> loc(#loc219)
    %4 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1, %3, %arg52 : tensor<8x32xi1>, tensor<8x32xi32>, tensor<8x32xi32>) outs(%2 : tensor<8x32xi32>) {
    ^bb0(%in: i1 loc("jit(step)/jvp()/lt"(#loc208)), %in_312: i32 loc("jit(step)/jvp()/add"(#loc208)), %in_313: i32 loc("inputs"), %out: i32 loc("jit(step)/jvp()/select_n"(#loc208))):
      %1048 = arith.select %in, %in_312, %in_313 : i32 loc(#loc220)
      linalg.yield %1048 : i32 loc(#loc220)
    } -> tensor<8x32xi32> loc(#loc220)
    %expanded = tensor.expand_shape %4 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xi32> into tensor<8x32x1xi32> loc(#loc221)
    %5 = tensor.empty() : tensor<8x32x1x32xf32> loc(#loc222)
    %6 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<8x32x1xi32>) outs(%5 : tensor<8x32x1x32xf32>) {
    ^bb0(%in: i32 loc("jit(step)/jvp()/broadcast_in_dim"(#loc208)), %out: f32 loc("jit(step)/jvp()/gather"(#loc208))):
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
    ^bb0(%in: f32 loc("jit(step)/jvp()/gather"(#loc208)), %in_312: f32 loc("jit(step)/jvp()/add"(#loc209)), %out: f32 loc("jit(step)/jvp()/add"(#loc209))):
      %1048 = arith.addf %in, %in_312 : f32 loc(#loc223)
      linalg.yield %1048 : f32 loc(#loc223)
    } -> tensor<8x32x32xf32> loc(#loc223)
    %10 = tensor.empty() : tensor<8x32xf32> loc(#loc467)
    %11 = linalg.fill ins(%cst_15 : f32) outs(%10 : tensor<8x32xf32>) -> tensor<8x32xf32> loc(#loc467)
    %12 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%9 : tensor<8x32x32xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/reduce_sum"(#loc318)), %out: f32 loc("jit(step)/jvp(h.0)/reduce_sum"(#loc318))):
      %1048 = arith.addf %out, %in : f32 loc(#loc467)
      linalg.yield %1048 : f32 loc(#loc467)
    } -> tensor<8x32xf32> loc(#loc467)
    %expanded_18 = tensor.expand_shape %12 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc468)
    %13 = tensor.empty() : tensor<8x32x1xf32> loc(#loc469)
    %14 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_18 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/broadcast_in_dim"(#loc318)), %out: f32 loc("jit(step)/jvp(h.0)/div"(#loc318))):
      %1048 = arith.divf %in, %cst_14 : f32 loc(#loc469)
      linalg.yield %1048 : f32 loc(#loc469)
    } -> tensor<8x32x1xf32> loc(#loc469)
    %15 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14 : tensor<8x32x1xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/div"(#loc318)), %out: f32 loc("jit(step)/jvp(h.0)/sub"(#loc319))):
      linalg.yield %in : f32 loc(#loc470)
    } -> tensor<8x32x32xf32> loc(#loc470)
    %16 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9, %15 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/add"(#loc209)), %in_312: f32 loc("jit(step)/jvp(h.0)/sub"(#loc319)), %out: f32 loc("jit(step)/jvp(h.0)/sub"(#loc319))):
      %1048 = arith.subf %in, %in_312 : f32 loc(#loc470)
      linalg.yield %1048 : f32 loc(#loc470)
    } -> tensor<8x32x32xf32> loc(#loc470)
    %17 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16 : tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/sub"(#loc319)), %out: f32 loc("jit(step)/jvp(h.0)/integer_pow"(#loc320))):
      %1048 = arith.mulf %in, %in : f32 loc(#loc471)
      linalg.yield %1048 : f32 loc(#loc471)
    } -> tensor<8x32x32xf32> loc(#loc471)
    %18 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16 : tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/sub"(#loc319)), %out: f32 loc("jit(step)/jvp(h.0)/mul"(#loc320))):
      %1048 = arith.mulf %in, %cst_13 : f32 loc(#loc472)
      linalg.yield %1048 : f32 loc(#loc472)
    } -> tensor<8x32x32xf32> loc(#loc472)
    %19 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%17 : tensor<8x32x32xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/reduce_sum"(#loc321)), %out: f32 loc("jit(step)/jvp(h.0)/reduce_sum"(#loc321))):
      %1048 = arith.addf %out, %in : f32 loc(#loc473)
      linalg.yield %1048 : f32 loc(#loc473)
    } -> tensor<8x32xf32> loc(#loc473)
    %expanded_19 = tensor.expand_shape %19 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc474)
    %20 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_19 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/broadcast_in_dim"(#loc321)), %out: f32 loc("jit(step)/jvp(h.0)/div"(#loc321))):
      %1048 = arith.divf %in, %cst_14 : f32 loc(#loc475)
      linalg.yield %1048 : f32 loc(#loc475)
    } -> tensor<8x32x1xf32> loc(#loc475)
    %21 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/div"(#loc321)), %out: f32 loc("jit(step)/jvp(h.0)/add"(#loc322))):
      %1048 = arith.addf %in, %cst_12 : f32 loc(#loc476)
      linalg.yield %1048 : f32 loc(#loc476)
    } -> tensor<8x32x1xf32> loc(#loc476)
    %22 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/add"(#loc322)), %out: f32 loc("jit(step)/jvp(h.0)/rsqrt"(#loc323))):
      %1048 = math.rsqrt %in : f32 loc(#loc477)
      linalg.yield %1048 : f32 loc(#loc477)
    } -> tensor<8x32x1xf32> loc(#loc477)
    %23 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22, %21 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/rsqrt"(#loc323)), %in_312: f32 loc("jit(step)/jvp(h.0)/add"(#loc322)), %out: f32 loc("jit(step)/jvp(h.0)/div"(#loc323))):
      %1048 = arith.divf %in, %in_312 : f32 loc(#loc478)
      linalg.yield %1048 : f32 loc(#loc478)
    } -> tensor<8x32x1xf32> loc(#loc478)
    %24 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/div"(#loc323)), %out: f32 loc("jit(step)/jvp(h.0)/mul"(#loc323))):
      %1048 = arith.mulf %in, %cst_11 : f32 loc(#loc479)
      linalg.yield %1048 : f32 loc(#loc479)
    } -> tensor<8x32x1xf32> loc(#loc479)
    %25 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22 : tensor<8x32x1xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/rsqrt"(#loc323)), %out: f32 loc("jit(step)/jvp(h.0)/mul"(#loc324))):
      linalg.yield %in : f32 loc(#loc480)
    } -> tensor<8x32x32xf32> loc(#loc480)
    %26 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16, %25 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/sub"(#loc319)), %in_312: f32 loc("jit(step)/jvp(h.0)/mul"(#loc324)), %out: f32 loc("jit(step)/jvp(h.0)/mul"(#loc324))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc480)
      linalg.yield %1048 : f32 loc(#loc480)
    } -> tensor<8x32x32xf32> loc(#loc480)
    %27 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg3 : tensor<32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("params['h'][0]['ln1_g']"), %out: f32 loc("jit(step)/jvp(h.0)/mul"(#loc325))):
      linalg.yield %in : f32 loc(#loc481)
    } -> tensor<8x32x32xf32> loc(#loc481)
    %28 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%26, %27 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/mul"(#loc324)), %in_312: f32 loc("jit(step)/jvp(h.0)/mul"(#loc325)), %out: f32 loc("jit(step)/jvp(h.0)/mul"(#loc325))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc481)
      linalg.yield %1048 : f32 loc(#loc481)
    } -> tensor<8x32x32xf32> loc(#loc481)
    %29 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg2 : tensor<32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("params['h'][0]['ln1_b']"), %out: f32 loc("jit(step)/jvp(h.0)/add"(#loc326))):
      linalg.yield %in : f32 loc(#loc482)
    } -> tensor<8x32x32xf32> loc(#loc482)
    %30 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%28, %29 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/mul"(#loc325)), %in_312: f32 loc("jit(step)/jvp(h.0)/add"(#loc326)), %out: f32 loc("jit(step)/jvp(h.0)/add"(#loc326))):
      %1048 = arith.addf %in, %in_312 : f32 loc(#loc482)
      linalg.yield %1048 : f32 loc(#loc482)
    } -> tensor<8x32x32xf32> loc(#loc482)
    %collapsed_20 = tensor.collapse_shape %30 [[0, 1], [2]] : tensor<8x32x32xf32> into tensor<256x32xf32> loc(#loc483)
    %31 = tensor.empty() : tensor<256x96xf32> loc(#loc483)
    %32 = linalg.fill ins(%cst_15 : f32) outs(%31 : tensor<256x96xf32>) -> tensor<256x96xf32> loc(#loc483)
    %33 = linalg.matmul ins(%collapsed_20, %arg10 : tensor<256x32xf32>, tensor<32x96xf32>) outs(%32 : tensor<256x96xf32>) -> tensor<256x96xf32> loc(#loc483)
    %expanded_21 = tensor.expand_shape %33 [[0, 1], [2]] output_shape [8, 32, 96] : tensor<256x96xf32> into tensor<8x32x96xf32> loc(#loc483)
    %34 = tensor.empty() : tensor<8x32x96xf32> loc(#loc484)
    %35 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg11 : tensor<96xf32>) outs(%34 : tensor<8x32x96xf32>) {
    ^bb0(%in: f32 loc("params['h'][0]['qkv_b']"), %out: f32 loc("jit(step)/jvp(h.0)/add"(#loc328))):
      linalg.yield %in : f32 loc(#loc484)
    } -> tensor<8x32x96xf32> loc(#loc484)
    %36 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_21, %35 : tensor<8x32x96xf32>, tensor<8x32x96xf32>) outs(%34 : tensor<8x32x96xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/dot_general"(#loc327)), %in_312: f32 loc("jit(step)/jvp(h.0)/add"(#loc328)), %out: f32 loc("jit(step)/jvp(h.0)/add"(#loc328))):
      %1048 = arith.addf %in, %in_312 : f32 loc(#loc484)
      linalg.yield %1048 : f32 loc(#loc484)
    } -> tensor<8x32x96xf32> loc(#loc484)
    %extracted_slice = tensor.extract_slice %36[0, 0, 0] [8, 32, 32] [1, 1, 1] : tensor<8x32x96xf32> to tensor<8x32x32xf32> loc(#loc485)
    %extracted_slice_22 = tensor.extract_slice %36[0, 0, 32] [8, 32, 32] [1, 1, 1] : tensor<8x32x96xf32> to tensor<8x32x32xf32> loc(#loc485)
    %extracted_slice_23 = tensor.extract_slice %36[0, 0, 64] [8, 32, 32] [1, 1, 1] : tensor<8x32x96xf32> to tensor<8x32x32xf32> loc(#loc485)
    %expanded_24 = tensor.expand_shape %extracted_slice [[0], [1], [2, 3]] output_shape [8, 32, 4, 8] : tensor<8x32x32xf32> into tensor<8x32x4x8xf32> loc(#loc998)
    %37 = tensor.empty() : tensor<8x4x32x8xf32> loc(#loc999)
    %38 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_24 : tensor<8x32x4x8xf32>) outs(%37 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/reshape"(#loc486)), %out: f32 loc("jit(step)/jvp(h.0)/transpose"(#loc487))):
      linalg.yield %in : f32 loc(#loc999)
    } -> tensor<8x4x32x8xf32> loc(#loc999)
    %expanded_25 = tensor.expand_shape %extracted_slice_22 [[0], [1], [2, 3]] output_shape [8, 32, 4, 8] : tensor<8x32x32xf32> into tensor<8x32x4x8xf32> loc(#loc1000)
    %39 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_25 : tensor<8x32x4x8xf32>) outs(%37 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/reshape"(#loc488)), %out: f32 loc("jit(step)/jvp(h.0)/transpose"(#loc489))):
      linalg.yield %in : f32 loc(#loc1001)
    } -> tensor<8x4x32x8xf32> loc(#loc1001)
    %expanded_26 = tensor.expand_shape %extracted_slice_23 [[0], [1], [2, 3]] output_shape [8, 32, 4, 8] : tensor<8x32x32xf32> into tensor<8x32x4x8xf32> loc(#loc1002)
    %40 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_26 : tensor<8x32x4x8xf32>) outs(%37 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/reshape"(#loc490)), %out: f32 loc("jit(step)/jvp(h.0)/transpose"(#loc491))):
      linalg.yield %in : f32 loc(#loc1003)
    } -> tensor<8x4x32x8xf32> loc(#loc1003)
    %41 = tensor.empty() : tensor<8x4x8x32xf32> loc(#loc492)
    %42 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%39 : tensor<8x4x32x8xf32>) outs(%41 : tensor<8x4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/transpose"(#loc489)), %out: f32 loc("jit(step)/jvp(h.0)/transpose"(#loc333))):
      linalg.yield %in : f32 loc(#loc492)
    } -> tensor<8x4x8x32xf32> loc(#loc492)
    %collapsed_27 = tensor.collapse_shape %38 [[0, 1], [2], [3]] : tensor<8x4x32x8xf32> into tensor<32x32x8xf32> loc(#loc493)
    %collapsed_28 = tensor.collapse_shape %42 [[0, 1], [2], [3]] : tensor<8x4x8x32xf32> into tensor<32x8x32xf32> loc(#loc493)
    %43 = tensor.empty() : tensor<32x32x32xf32> loc(#loc493)
    %44 = linalg.fill ins(%cst_15 : f32) outs(%43 : tensor<32x32x32xf32>) -> tensor<32x32x32xf32> loc(#loc493)
    %45 = linalg.batch_matmul ins(%collapsed_27, %collapsed_28 : tensor<32x32x8xf32>, tensor<32x8x32xf32>) outs(%44 : tensor<32x32x32xf32>) -> tensor<32x32x32xf32> loc(#loc493)
    %expanded_29 = tensor.expand_shape %45 [[0, 1], [2], [3]] output_shape [8, 4, 32, 32] : tensor<32x32x32xf32> into tensor<8x4x32x32xf32> loc(#loc493)
    %46 = tensor.empty() : tensor<f32> loc(#loc494)
    %47 = linalg.generic {indexing_maps = [#map10], iterator_types = []} outs(%46 : tensor<f32>) {
    ^bb0(%out: f32 loc("jit(step)/jvp(h.0)/sqrt"(#loc335))):
      linalg.yield %cst_0 : f32 loc(#loc494)
    } -> tensor<f32> loc(#loc494)
    %48 = tensor.empty() : tensor<8x4x32x32xf32> loc(#loc495)
    %49 = linalg.generic {indexing_maps = [#map11, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%47 : tensor<f32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/sqrt"(#loc335)), %out: f32 loc("jit(step)/jvp(h.0)/div"(#loc336))):
      linalg.yield %in : f32 loc(#loc495)
    } -> tensor<8x4x32x32xf32> loc(#loc495)
    %50 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_29, %49 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/dot_general"(#loc334)), %in_312: f32 loc("jit(step)/jvp(h.0)/div"(#loc336)), %out: f32 loc("jit(step)/jvp(h.0)/div"(#loc336))):
      %1048 = arith.divf %in, %in_312 : f32 loc(#loc495)
      linalg.yield %1048 : f32 loc(#loc495)
    } -> tensor<8x4x32x32xf32> loc(#loc495)
    %51 = tensor.empty() : tensor<32x32xi32> loc(#loc1066)
    %52 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%51 : tensor<32x32xi32>) {
    ^bb0(%out: i32 loc(callsite(#loc92 at #loc496))):
      %1048 = linalg.index 0 : index loc(#loc1066)
      %1049 = arith.index_cast %1048 : index to i32 loc(#loc1066)
      linalg.yield %1049 : i32 loc(#loc1066)
    } -> tensor<32x32xi32> loc(#loc1066)
    %53 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%51 : tensor<32x32xi32>) {
    ^bb0(%out: i32 loc(callsite(#loc92 at #loc496))):
      %1048 = linalg.index 1 : index loc(#loc1066)
      %1049 = arith.index_cast %1048 : index to i32 loc(#loc1066)
      linalg.yield %1049 : i32 loc(#loc1066)
    } -> tensor<32x32xi32> loc(#loc1066)
    %54 = tensor.empty() : tensor<32x32xi1> loc(#loc1067)
    %55 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%52, %53 : tensor<32x32xi32>, tensor<32x32xi32>) outs(%54 : tensor<32x32xi1>) {
    ^bb0(%in: i32 loc(callsite(#loc92 at #loc496)), %in_312: i32 loc(callsite(#loc92 at #loc496)), %out: i1 loc(callsite(#loc94 at #loc496))):
      %1048 = arith.cmpi sge, %in, %in_312 : i32 loc(#loc1067)
      linalg.yield %1048 : i1 loc(#loc1067)
    } -> tensor<32x32xi1> loc(#loc1067)
    %56 = tensor.empty() : tensor<8x4x32x32xi1> loc(#loc1068)
    %57 = linalg.generic {indexing_maps = [#map12, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%55 : tensor<32x32xi1>) outs(%56 : tensor<8x4x32x32xi1>) {
    ^bb0(%in: i1 loc(callsite(#loc62 at #loc496)), %out: i1 loc(callsite(#loc64 at #loc497))):
      linalg.yield %in : i1 loc(#loc1068)
    } -> tensor<8x4x32x32xi1> loc(#loc1068)
    %58 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %50 : tensor<8x4x32x32xi1>, tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc64 at #loc497)), %in_312: f32 loc("jit(step)/jvp(h.0)/div"(#loc336)), %out: f32 loc(callsite(#loc62 at #loc497))):
      %1048 = arith.select %in, %in_312, %cst_10 : f32 loc(#loc1069)
      linalg.yield %1048 : f32 loc(#loc1069)
    } -> tensor<8x4x32x32xf32> loc(#loc1069)
    %59 = tensor.empty() : tensor<8x4x32xf32> loc(#loc498)
    %60 = linalg.fill ins(%cst_9 : f32) outs(%59 : tensor<8x4x32xf32>) -> tensor<8x4x32xf32> loc(#loc498)
    %61 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%58 : tensor<8x4x32x32xf32>) outs(%60 : tensor<8x4x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/reduce_max"(#loc339)), %out: f32 loc("jit(step)/jvp(h.0)/reduce_max"(#loc339))):
      %1048 = arith.maximumf %out, %in : f32 loc(#loc498)
      linalg.yield %1048 : f32 loc(#loc498)
    } -> tensor<8x4x32xf32> loc(#loc498)
    %62 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%61 : tensor<8x4x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/max"(#loc339)), %out: f32 loc("jit(step)/jvp(h.0)/sub"(#loc339))):
      linalg.yield %in : f32 loc(#loc499)
    } -> tensor<8x4x32x32xf32> loc(#loc499)
    %63 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%58, %62 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc62 at #loc497)), %in_312: f32 loc("jit(step)/jvp(h.0)/sub"(#loc339)), %out: f32 loc("jit(step)/jvp(h.0)/sub"(#loc339))):
      %1048 = arith.subf %in, %in_312 : f32 loc(#loc499)
      linalg.yield %1048 : f32 loc(#loc499)
    } -> tensor<8x4x32x32xf32> loc(#loc499)
    %64 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%63 : tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/sub"(#loc339)), %out: f32 loc("jit(step)/jvp(h.0)/exp"(#loc339))):
      %1048 = math.exp %in : f32 loc(#loc501)
      linalg.yield %1048 : f32 loc(#loc501)
    } -> tensor<8x4x32x32xf32> loc(#loc501)
    %65 = linalg.fill ins(%cst_15 : f32) outs(%59 : tensor<8x4x32xf32>) -> tensor<8x4x32xf32> loc(#loc502)
    %66 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%64 : tensor<8x4x32x32xf32>) outs(%65 : tensor<8x4x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/reduce_sum"(#loc339)), %out: f32 loc("jit(step)/jvp(h.0)/reduce_sum"(#loc339))):
      %1048 = arith.addf %out, %in : f32 loc(#loc502)
      linalg.yield %1048 : f32 loc(#loc502)
    } -> tensor<8x4x32xf32> loc(#loc502)
    %expanded_30 = tensor.expand_shape %66 [[0], [1], [2, 3]] output_shape [8, 4, 32, 1] : tensor<8x4x32xf32> into tensor<8x4x32x1xf32> loc(#loc503)
    %67 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%66 : tensor<8x4x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/reduce_sum"(#loc339)), %out: f32 loc("jit(step)/jvp(h.0)/div"(#loc339))):
      linalg.yield %in : f32 loc(#loc504)
    } -> tensor<8x4x32x32xf32> loc(#loc504)
    %68 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64, %67 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/exp"(#loc339)), %in_312: f32 loc("jit(step)/jvp(h.0)/div"(#loc339)), %out: f32 loc("jit(step)/jvp(h.0)/div"(#loc339))):
      %1048 = arith.divf %in, %in_312 : f32 loc(#loc504)
      linalg.yield %1048 : f32 loc(#loc504)
    } -> tensor<8x4x32x32xf32> loc(#loc504)
    %69 = tensor.empty() : tensor<8x4x32x1xf32> loc(#loc1009)
    %70 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_30 : tensor<8x4x32x1xf32>) outs(%69 : tensor<8x4x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/broadcast_in_dim"(#loc339)), %out: f32 loc("jit(step)/jvp(h.0)/mul"(#loc505))):
      %1048 = arith.mulf %in, %in : f32 loc(#loc1009)
      linalg.yield %1048 : f32 loc(#loc1009)
    } -> tensor<8x4x32x1xf32> loc(#loc1009)
    %71 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%70 : tensor<8x4x32x1xf32>) outs(%69 : tensor<8x4x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/mul"(#loc505)), %out: f32 loc("jit(step)/jvp(h.0)/div"(#loc505))):
      %1048 = arith.divf %cst_8, %in : f32 loc(#loc1010)
      linalg.yield %1048 : f32 loc(#loc1010)
    } -> tensor<8x4x32x1xf32> loc(#loc1010)
    %collapsed_31 = tensor.collapse_shape %68 [[0, 1], [2], [3]] : tensor<8x4x32x32xf32> into tensor<32x32x32xf32> loc(#loc506)
    %collapsed_32 = tensor.collapse_shape %40 [[0, 1], [2], [3]] : tensor<8x4x32x8xf32> into tensor<32x32x8xf32> loc(#loc506)
    %72 = tensor.empty() : tensor<32x32x8xf32> loc(#loc506)
    %73 = linalg.fill ins(%cst_15 : f32) outs(%72 : tensor<32x32x8xf32>) -> tensor<32x32x8xf32> loc(#loc506)
    %74 = linalg.batch_matmul ins(%collapsed_31, %collapsed_32 : tensor<32x32x32xf32>, tensor<32x32x8xf32>) outs(%73 : tensor<32x32x8xf32>) -> tensor<32x32x8xf32> loc(#loc506)
    %expanded_33 = tensor.expand_shape %74 [[0, 1], [2], [3]] output_shape [8, 4, 32, 8] : tensor<32x32x8xf32> into tensor<8x4x32x8xf32> loc(#loc506)
    %75 = tensor.empty() : tensor<8x32x4x8xf32> loc(#loc507)
    %76 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_33 : tensor<8x4x32x8xf32>) outs(%75 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/dot_general"(#loc340)), %out: f32 loc("jit(step)/jvp(h.0)/transpose"(#loc341))):
      linalg.yield %in : f32 loc(#loc507)
    } -> tensor<8x32x4x8xf32> loc(#loc507)
    %collapsed_34 = tensor.collapse_shape %76 [[0, 1], [2, 3]] : tensor<8x32x4x8xf32> into tensor<256x32xf32> loc(#loc508)
    %77 = tensor.empty() : tensor<256x32xf32> loc(#loc508)
    %78 = linalg.fill ins(%cst_15 : f32) outs(%77 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc508)
    %79 = linalg.matmul ins(%collapsed_34, %arg8 : tensor<256x32xf32>, tensor<32x32xf32>) outs(%78 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc508)
    %expanded_35 = tensor.expand_shape %79 [[0, 1], [2]] output_shape [8, 32, 32] : tensor<256x32xf32> into tensor<8x32x32xf32> loc(#loc508)
    %80 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg9 : tensor<32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("params['h'][0]['proj_b']"), %out: f32 loc("jit(step)/jvp(h.0)/add"(#loc343))):
      linalg.yield %in : f32 loc(#loc509)
    } -> tensor<8x32x32xf32> loc(#loc509)
    %81 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_35, %80 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/dot_general"(#loc342)), %in_312: f32 loc("jit(step)/jvp(h.0)/add"(#loc343)), %out: f32 loc("jit(step)/jvp(h.0)/add"(#loc343))):
      %1048 = arith.addf %in, %in_312 : f32 loc(#loc509)
      linalg.yield %1048 : f32 loc(#loc509)
    } -> tensor<8x32x32xf32> loc(#loc509)
    %82 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9, %81 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/add"(#loc209)), %in_312: f32 loc("jit(step)/jvp(h.0)/add"(#loc343)), %out: f32 loc("jit(step)/jvp(h.0)/add"(#loc255))):
      %1048 = arith.addf %in, %in_312 : f32 loc(#loc344)
      linalg.yield %1048 : f32 loc(#loc344)
    } -> tensor<8x32x32xf32> loc(#loc344)
    %83 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%82 : tensor<8x32x32xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/reduce_sum"(#loc345)), %out: f32 loc("jit(step)/jvp(h.0)/reduce_sum"(#loc345))):
      %1048 = arith.addf %out, %in : f32 loc(#loc510)
      linalg.yield %1048 : f32 loc(#loc510)
    } -> tensor<8x32xf32> loc(#loc510)
    %expanded_36 = tensor.expand_shape %83 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc511)
    %84 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_36 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/broadcast_in_dim"(#loc345)), %out: f32 loc("jit(step)/jvp(h.0)/div"(#loc345))):
      %1048 = arith.divf %in, %cst_14 : f32 loc(#loc512)
      linalg.yield %1048 : f32 loc(#loc512)
    } -> tensor<8x32x1xf32> loc(#loc512)
    %85 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84 : tensor<8x32x1xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/div"(#loc345)), %out: f32 loc("jit(step)/jvp(h.0)/sub"(#loc346))):
      linalg.yield %in : f32 loc(#loc513)
    } -> tensor<8x32x32xf32> loc(#loc513)
    %86 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82, %85 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/add"(#loc255)), %in_312: f32 loc("jit(step)/jvp(h.0)/sub"(#loc346)), %out: f32 loc("jit(step)/jvp(h.0)/sub"(#loc346))):
      %1048 = arith.subf %in, %in_312 : f32 loc(#loc513)
      linalg.yield %1048 : f32 loc(#loc513)
    } -> tensor<8x32x32xf32> loc(#loc513)
    %87 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86 : tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/sub"(#loc346)), %out: f32 loc("jit(step)/jvp(h.0)/integer_pow"(#loc347))):
      %1048 = arith.mulf %in, %in : f32 loc(#loc514)
      linalg.yield %1048 : f32 loc(#loc514)
    } -> tensor<8x32x32xf32> loc(#loc514)
    %88 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86 : tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/sub"(#loc346)), %out: f32 loc("jit(step)/jvp(h.0)/mul"(#loc347))):
      %1048 = arith.mulf %in, %cst_13 : f32 loc(#loc515)
      linalg.yield %1048 : f32 loc(#loc515)
    } -> tensor<8x32x32xf32> loc(#loc515)
    %89 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%87 : tensor<8x32x32xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/reduce_sum"(#loc348)), %out: f32 loc("jit(step)/jvp(h.0)/reduce_sum"(#loc348))):
      %1048 = arith.addf %out, %in : f32 loc(#loc516)
      linalg.yield %1048 : f32 loc(#loc516)
    } -> tensor<8x32xf32> loc(#loc516)
    %expanded_37 = tensor.expand_shape %89 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc517)
    %90 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_37 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/broadcast_in_dim"(#loc348)), %out: f32 loc("jit(step)/jvp(h.0)/div"(#loc348))):
      %1048 = arith.divf %in, %cst_14 : f32 loc(#loc518)
      linalg.yield %1048 : f32 loc(#loc518)
    } -> tensor<8x32x1xf32> loc(#loc518)
    %91 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/div"(#loc348)), %out: f32 loc("jit(step)/jvp(h.0)/add"(#loc349))):
      %1048 = arith.addf %in, %cst_12 : f32 loc(#loc519)
      linalg.yield %1048 : f32 loc(#loc519)
    } -> tensor<8x32x1xf32> loc(#loc519)
    %92 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/add"(#loc349)), %out: f32 loc("jit(step)/jvp(h.0)/rsqrt"(#loc350))):
      %1048 = math.rsqrt %in : f32 loc(#loc520)
      linalg.yield %1048 : f32 loc(#loc520)
    } -> tensor<8x32x1xf32> loc(#loc520)
    %93 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%92, %91 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/rsqrt"(#loc350)), %in_312: f32 loc("jit(step)/jvp(h.0)/add"(#loc349)), %out: f32 loc("jit(step)/jvp(h.0)/div"(#loc350))):
      %1048 = arith.divf %in, %in_312 : f32 loc(#loc521)
      linalg.yield %1048 : f32 loc(#loc521)
    } -> tensor<8x32x1xf32> loc(#loc521)
    %94 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/div"(#loc350)), %out: f32 loc("jit(step)/jvp(h.0)/mul"(#loc350))):
      %1048 = arith.mulf %in, %cst_11 : f32 loc(#loc522)
      linalg.yield %1048 : f32 loc(#loc522)
    } -> tensor<8x32x1xf32> loc(#loc522)
    %95 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%92 : tensor<8x32x1xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/rsqrt"(#loc350)), %out: f32 loc("jit(step)/jvp(h.0)/mul"(#loc351))):
      linalg.yield %in : f32 loc(#loc523)
    } -> tensor<8x32x32xf32> loc(#loc523)
    %96 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86, %95 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/sub"(#loc346)), %in_312: f32 loc("jit(step)/jvp(h.0)/mul"(#loc351)), %out: f32 loc("jit(step)/jvp(h.0)/mul"(#loc351))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc523)
      linalg.yield %1048 : f32 loc(#loc523)
    } -> tensor<8x32x32xf32> loc(#loc523)
    %97 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg5 : tensor<32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("params['h'][0]['ln2_g']"), %out: f32 loc("jit(step)/jvp(h.0)/mul"(#loc352))):
      linalg.yield %in : f32 loc(#loc524)
    } -> tensor<8x32x32xf32> loc(#loc524)
    %98 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96, %97 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/mul"(#loc351)), %in_312: f32 loc("jit(step)/jvp(h.0)/mul"(#loc352)), %out: f32 loc("jit(step)/jvp(h.0)/mul"(#loc352))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc524)
      linalg.yield %1048 : f32 loc(#loc524)
    } -> tensor<8x32x32xf32> loc(#loc524)
    %99 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg4 : tensor<32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("params['h'][0]['ln2_b']"), %out: f32 loc("jit(step)/jvp(h.0)/add"(#loc353))):
      linalg.yield %in : f32 loc(#loc525)
    } -> tensor<8x32x32xf32> loc(#loc525)
    %100 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98, %99 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/mul"(#loc352)), %in_312: f32 loc("jit(step)/jvp(h.0)/add"(#loc353)), %out: f32 loc("jit(step)/jvp(h.0)/add"(#loc353))):
      %1048 = arith.addf %in, %in_312 : f32 loc(#loc525)
      linalg.yield %1048 : f32 loc(#loc525)
    } -> tensor<8x32x32xf32> loc(#loc525)
    %collapsed_38 = tensor.collapse_shape %100 [[0, 1], [2]] : tensor<8x32x32xf32> into tensor<256x32xf32> loc(#loc354)
    %101 = tensor.empty() : tensor<256x128xf32> loc(#loc354)
    %102 = linalg.fill ins(%cst_15 : f32) outs(%101 : tensor<256x128xf32>) -> tensor<256x128xf32> loc(#loc354)
    %103 = linalg.matmul ins(%collapsed_38, %arg0 : tensor<256x32xf32>, tensor<32x128xf32>) outs(%102 : tensor<256x128xf32>) -> tensor<256x128xf32> loc(#loc354)
    %expanded_39 = tensor.expand_shape %103 [[0, 1], [2]] output_shape [8, 32, 128] : tensor<256x128xf32> into tensor<8x32x128xf32> loc(#loc354)
    %104 = tensor.empty() : tensor<8x32x128xf32> loc(#loc355)
    %105 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg1 : tensor<128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("params['h'][0]['fc_b']"), %out: f32 loc("jit(step)/jvp(h.0)/add"(#loc258))):
      linalg.yield %in : f32 loc(#loc355)
    } -> tensor<8x32x128xf32> loc(#loc355)
    %106 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_39, %105 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/dot_general"(#loc257)), %in_312: f32 loc("jit(step)/jvp(h.0)/add"(#loc258)), %out: f32 loc("jit(step)/jvp(h.0)/add"(#loc258))):
      %1048 = arith.addf %in, %in_312 : f32 loc(#loc355)
      linalg.yield %1048 : f32 loc(#loc355)
    } -> tensor<8x32x128xf32> loc(#loc355)
    %107 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106 : tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/add"(#loc258)), %out: f32 loc("jit(step)/jvp(h.0)/integer_pow"(#loc259))):
      %1048 = arith.mulf %in, %in : f32 loc(#loc356)
      linalg.yield %1048 : f32 loc(#loc356)
    } -> tensor<8x32x128xf32> loc(#loc356)
    %108 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107, %106 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/integer_pow"(#loc259)), %in_312: f32 loc("jit(step)/jvp(h.0)/add"(#loc258)), %out: f32 loc("jit(step)/jvp(h.0)/integer_pow"(#loc259))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc356)
      linalg.yield %1048 : f32 loc(#loc356)
    } -> tensor<8x32x128xf32> loc(#loc356)
    %109 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107 : tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/integer_pow"(#loc259)), %out: f32 loc("jit(step)/jvp(h.0)/mul"(#loc259))):
      %1048 = arith.mulf %in, %cst_7 : f32 loc(#loc357)
      linalg.yield %1048 : f32 loc(#loc357)
    } -> tensor<8x32x128xf32> loc(#loc357)
    %110 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108 : tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/integer_pow"(#loc259)), %out: f32 loc("jit(step)/jvp(h.0)/mul"(#loc259))):
      %1048 = arith.mulf %in, %cst_6 : f32 loc(#loc357)
      linalg.yield %1048 : f32 loc(#loc357)
    } -> tensor<8x32x128xf32> loc(#loc357)
    %111 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106, %110 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/add"(#loc258)), %in_312: f32 loc("jit(step)/jvp(h.0)/mul"(#loc259)), %out: f32 loc("jit(step)/jvp(h.0)/add"(#loc259))):
      %1048 = arith.addf %in, %in_312 : f32 loc(#loc358)
      linalg.yield %1048 : f32 loc(#loc358)
    } -> tensor<8x32x128xf32> loc(#loc358)
    %112 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111 : tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/add"(#loc259)), %out: f32 loc("jit(step)/jvp(h.0)/mul"(#loc259))):
      %1048 = arith.mulf %in, %cst_5 : f32 loc(#loc357)
      linalg.yield %1048 : f32 loc(#loc357)
    } -> tensor<8x32x128xf32> loc(#loc357)
    %113 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112 : tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/mul"(#loc259)), %out: f32 loc("jit(step)/jvp(h.0)/tanh"(#loc259))):
      %1048 = math.tanh %in : f32 loc(#loc359)
      linalg.yield %1048 : f32 loc(#loc359)
    } -> tensor<8x32x128xf32> loc(#loc359)
    %114 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%113 : tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/tanh"(#loc259)), %out: f32 loc("jit(step)/jvp(h.0)/sub"(#loc259))):
      %1048 = arith.subf %cst_8, %in : f32 loc(#loc360)
      linalg.yield %1048 : f32 loc(#loc360)
    } -> tensor<8x32x128xf32> loc(#loc360)
    %115 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%113 : tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/tanh"(#loc259)), %out: f32 loc("jit(step)/jvp(h.0)/add"(#loc259))):
      %1048 = arith.addf %in, %cst_8 : f32 loc(#loc358)
      linalg.yield %1048 : f32 loc(#loc358)
    } -> tensor<8x32x128xf32> loc(#loc358)
    %116 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115 : tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/add"(#loc259)), %out: f32 loc("jit(step)/jvp(h.0)/mul"(#loc259))):
      %1048 = arith.mulf %in, %cst_4 : f32 loc(#loc357)
      linalg.yield %1048 : f32 loc(#loc357)
    } -> tensor<8x32x128xf32> loc(#loc357)
    %117 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106, %116 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/add"(#loc258)), %in_312: f32 loc("jit(step)/jvp(h.0)/mul"(#loc259)), %out: f32 loc("jit(step)/jvp(h.0)/mul"(#loc259))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc357)
      linalg.yield %1048 : f32 loc(#loc357)
    } -> tensor<8x32x128xf32> loc(#loc357)
    %collapsed_40 = tensor.collapse_shape %117 [[0, 1], [2]] : tensor<8x32x128xf32> into tensor<256x128xf32> loc(#loc361)
    %118 = linalg.matmul ins(%collapsed_40, %arg6 : tensor<256x128xf32>, tensor<128x32xf32>) outs(%78 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc361)
    %expanded_41 = tensor.expand_shape %118 [[0, 1], [2]] output_shape [8, 32, 32] : tensor<256x32xf32> into tensor<8x32x32xf32> loc(#loc361)
    %119 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82, %expanded_41 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/add"(#loc255)), %in_312: f32 loc("jit(step)/jvp(h.0)/dot_general"(#loc260)), %out: f32 loc("jit(step)/jvp(h.0)/add"(#loc261))):
      %1048 = arith.addf %in, %in_312 : f32 loc(#loc362)
      linalg.yield %1048 : f32 loc(#loc362)
    } -> tensor<8x32x32xf32> loc(#loc362)
    %120 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg7 : tensor<32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("params['h'][0]['out_b']"), %out: f32 loc("jit(step)/jvp(h.0)/add"(#loc262))):
      linalg.yield %in : f32 loc(#loc363)
    } -> tensor<8x32x32xf32> loc(#loc363)
    %121 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%119, %120 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/add"(#loc261)), %in_312: f32 loc("jit(step)/jvp(h.0)/add"(#loc262)), %out: f32 loc("jit(step)/jvp(h.0)/add"(#loc262))):
      %1048 = arith.addf %in, %in_312 : f32 loc(#loc363)
      linalg.yield %1048 : f32 loc(#loc363)
    } -> tensor<8x32x32xf32> loc(#loc363)
    %122 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%121 : tensor<8x32x32xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/reduce_sum"(#loc318)), %out: f32 loc("jit(step)/jvp(h.1)/reduce_sum"(#loc318))):
      %1048 = arith.addf %out, %in : f32 loc(#loc526)
      linalg.yield %1048 : f32 loc(#loc526)
    } -> tensor<8x32xf32> loc(#loc526)
    %expanded_42 = tensor.expand_shape %122 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc527)
    %123 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_42 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/broadcast_in_dim"(#loc318)), %out: f32 loc("jit(step)/jvp(h.1)/div"(#loc318))):
      %1048 = arith.divf %in, %cst_14 : f32 loc(#loc528)
      linalg.yield %1048 : f32 loc(#loc528)
    } -> tensor<8x32x1xf32> loc(#loc528)
    %124 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%123 : tensor<8x32x1xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/div"(#loc318)), %out: f32 loc("jit(step)/jvp(h.1)/sub"(#loc319))):
      linalg.yield %in : f32 loc(#loc529)
    } -> tensor<8x32x32xf32> loc(#loc529)
    %125 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%121, %124 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/add"(#loc262)), %in_312: f32 loc("jit(step)/jvp(h.1)/sub"(#loc319)), %out: f32 loc("jit(step)/jvp(h.1)/sub"(#loc319))):
      %1048 = arith.subf %in, %in_312 : f32 loc(#loc529)
      linalg.yield %1048 : f32 loc(#loc529)
    } -> tensor<8x32x32xf32> loc(#loc529)
    %126 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125 : tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/sub"(#loc319)), %out: f32 loc("jit(step)/jvp(h.1)/integer_pow"(#loc320))):
      %1048 = arith.mulf %in, %in : f32 loc(#loc530)
      linalg.yield %1048 : f32 loc(#loc530)
    } -> tensor<8x32x32xf32> loc(#loc530)
    %127 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125 : tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/sub"(#loc319)), %out: f32 loc("jit(step)/jvp(h.1)/mul"(#loc320))):
      %1048 = arith.mulf %in, %cst_13 : f32 loc(#loc531)
      linalg.yield %1048 : f32 loc(#loc531)
    } -> tensor<8x32x32xf32> loc(#loc531)
    %128 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%126 : tensor<8x32x32xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/reduce_sum"(#loc321)), %out: f32 loc("jit(step)/jvp(h.1)/reduce_sum"(#loc321))):
      %1048 = arith.addf %out, %in : f32 loc(#loc532)
      linalg.yield %1048 : f32 loc(#loc532)
    } -> tensor<8x32xf32> loc(#loc532)
    %expanded_43 = tensor.expand_shape %128 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc533)
    %129 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_43 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/broadcast_in_dim"(#loc321)), %out: f32 loc("jit(step)/jvp(h.1)/div"(#loc321))):
      %1048 = arith.divf %in, %cst_14 : f32 loc(#loc534)
      linalg.yield %1048 : f32 loc(#loc534)
    } -> tensor<8x32x1xf32> loc(#loc534)
    %130 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%129 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/div"(#loc321)), %out: f32 loc("jit(step)/jvp(h.1)/add"(#loc322))):
      %1048 = arith.addf %in, %cst_12 : f32 loc(#loc535)
      linalg.yield %1048 : f32 loc(#loc535)
    } -> tensor<8x32x1xf32> loc(#loc535)
    %131 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/add"(#loc322)), %out: f32 loc("jit(step)/jvp(h.1)/rsqrt"(#loc323))):
      %1048 = math.rsqrt %in : f32 loc(#loc536)
      linalg.yield %1048 : f32 loc(#loc536)
    } -> tensor<8x32x1xf32> loc(#loc536)
    %132 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%131, %130 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/rsqrt"(#loc323)), %in_312: f32 loc("jit(step)/jvp(h.1)/add"(#loc322)), %out: f32 loc("jit(step)/jvp(h.1)/div"(#loc323))):
      %1048 = arith.divf %in, %in_312 : f32 loc(#loc537)
      linalg.yield %1048 : f32 loc(#loc537)
    } -> tensor<8x32x1xf32> loc(#loc537)
    %133 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/div"(#loc323)), %out: f32 loc("jit(step)/jvp(h.1)/mul"(#loc323))):
      %1048 = arith.mulf %in, %cst_11 : f32 loc(#loc538)
      linalg.yield %1048 : f32 loc(#loc538)
    } -> tensor<8x32x1xf32> loc(#loc538)
    %134 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%131 : tensor<8x32x1xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/rsqrt"(#loc323)), %out: f32 loc("jit(step)/jvp(h.1)/mul"(#loc324))):
      linalg.yield %in : f32 loc(#loc539)
    } -> tensor<8x32x32xf32> loc(#loc539)
    %135 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125, %134 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/sub"(#loc319)), %in_312: f32 loc("jit(step)/jvp(h.1)/mul"(#loc324)), %out: f32 loc("jit(step)/jvp(h.1)/mul"(#loc324))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc539)
      linalg.yield %1048 : f32 loc(#loc539)
    } -> tensor<8x32x32xf32> loc(#loc539)
    %136 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg15 : tensor<32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("params['h'][1]['ln1_g']"), %out: f32 loc("jit(step)/jvp(h.1)/mul"(#loc325))):
      linalg.yield %in : f32 loc(#loc540)
    } -> tensor<8x32x32xf32> loc(#loc540)
    %137 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135, %136 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/mul"(#loc324)), %in_312: f32 loc("jit(step)/jvp(h.1)/mul"(#loc325)), %out: f32 loc("jit(step)/jvp(h.1)/mul"(#loc325))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc540)
      linalg.yield %1048 : f32 loc(#loc540)
    } -> tensor<8x32x32xf32> loc(#loc540)
    %138 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg14 : tensor<32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("params['h'][1]['ln1_b']"), %out: f32 loc("jit(step)/jvp(h.1)/add"(#loc326))):
      linalg.yield %in : f32 loc(#loc541)
    } -> tensor<8x32x32xf32> loc(#loc541)
    %139 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%137, %138 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/mul"(#loc325)), %in_312: f32 loc("jit(step)/jvp(h.1)/add"(#loc326)), %out: f32 loc("jit(step)/jvp(h.1)/add"(#loc326))):
      %1048 = arith.addf %in, %in_312 : f32 loc(#loc541)
      linalg.yield %1048 : f32 loc(#loc541)
    } -> tensor<8x32x32xf32> loc(#loc541)
    %collapsed_44 = tensor.collapse_shape %139 [[0, 1], [2]] : tensor<8x32x32xf32> into tensor<256x32xf32> loc(#loc542)
    %140 = linalg.matmul ins(%collapsed_44, %arg22 : tensor<256x32xf32>, tensor<32x96xf32>) outs(%32 : tensor<256x96xf32>) -> tensor<256x96xf32> loc(#loc542)
    %expanded_45 = tensor.expand_shape %140 [[0, 1], [2]] output_shape [8, 32, 96] : tensor<256x96xf32> into tensor<8x32x96xf32> loc(#loc542)
    %141 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg23 : tensor<96xf32>) outs(%34 : tensor<8x32x96xf32>) {
    ^bb0(%in: f32 loc("params['h'][1]['qkv_b']"), %out: f32 loc("jit(step)/jvp(h.1)/add"(#loc328))):
      linalg.yield %in : f32 loc(#loc543)
    } -> tensor<8x32x96xf32> loc(#loc543)
    %142 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_45, %141 : tensor<8x32x96xf32>, tensor<8x32x96xf32>) outs(%34 : tensor<8x32x96xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/dot_general"(#loc327)), %in_312: f32 loc("jit(step)/jvp(h.1)/add"(#loc328)), %out: f32 loc("jit(step)/jvp(h.1)/add"(#loc328))):
      %1048 = arith.addf %in, %in_312 : f32 loc(#loc543)
      linalg.yield %1048 : f32 loc(#loc543)
    } -> tensor<8x32x96xf32> loc(#loc543)
    %extracted_slice_46 = tensor.extract_slice %142[0, 0, 0] [8, 32, 32] [1, 1, 1] : tensor<8x32x96xf32> to tensor<8x32x32xf32> loc(#loc544)
    %extracted_slice_47 = tensor.extract_slice %142[0, 0, 32] [8, 32, 32] [1, 1, 1] : tensor<8x32x96xf32> to tensor<8x32x32xf32> loc(#loc544)
    %extracted_slice_48 = tensor.extract_slice %142[0, 0, 64] [8, 32, 32] [1, 1, 1] : tensor<8x32x96xf32> to tensor<8x32x32xf32> loc(#loc544)
    %expanded_49 = tensor.expand_shape %extracted_slice_46 [[0], [1], [2, 3]] output_shape [8, 32, 4, 8] : tensor<8x32x32xf32> into tensor<8x32x4x8xf32> loc(#loc1011)
    %143 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_49 : tensor<8x32x4x8xf32>) outs(%37 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/reshape"(#loc486)), %out: f32 loc("jit(step)/jvp(h.1)/transpose"(#loc487))):
      linalg.yield %in : f32 loc(#loc1012)
    } -> tensor<8x4x32x8xf32> loc(#loc1012)
    %expanded_50 = tensor.expand_shape %extracted_slice_47 [[0], [1], [2, 3]] output_shape [8, 32, 4, 8] : tensor<8x32x32xf32> into tensor<8x32x4x8xf32> loc(#loc1013)
    %144 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_50 : tensor<8x32x4x8xf32>) outs(%37 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/reshape"(#loc488)), %out: f32 loc("jit(step)/jvp(h.1)/transpose"(#loc489))):
      linalg.yield %in : f32 loc(#loc1014)
    } -> tensor<8x4x32x8xf32> loc(#loc1014)
    %expanded_51 = tensor.expand_shape %extracted_slice_48 [[0], [1], [2, 3]] output_shape [8, 32, 4, 8] : tensor<8x32x32xf32> into tensor<8x32x4x8xf32> loc(#loc1015)
    %145 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_51 : tensor<8x32x4x8xf32>) outs(%37 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/reshape"(#loc490)), %out: f32 loc("jit(step)/jvp(h.1)/transpose"(#loc491))):
      linalg.yield %in : f32 loc(#loc1016)
    } -> tensor<8x4x32x8xf32> loc(#loc1016)
    %146 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%144 : tensor<8x4x32x8xf32>) outs(%41 : tensor<8x4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/transpose"(#loc489)), %out: f32 loc("jit(step)/jvp(h.1)/transpose"(#loc333))):
      linalg.yield %in : f32 loc(#loc545)
    } -> tensor<8x4x8x32xf32> loc(#loc545)
    %collapsed_52 = tensor.collapse_shape %143 [[0, 1], [2], [3]] : tensor<8x4x32x8xf32> into tensor<32x32x8xf32> loc(#loc546)
    %collapsed_53 = tensor.collapse_shape %146 [[0, 1], [2], [3]] : tensor<8x4x8x32xf32> into tensor<32x8x32xf32> loc(#loc546)
    %147 = linalg.batch_matmul ins(%collapsed_52, %collapsed_53 : tensor<32x32x8xf32>, tensor<32x8x32xf32>) outs(%44 : tensor<32x32x32xf32>) -> tensor<32x32x32xf32> loc(#loc546)
    %expanded_54 = tensor.expand_shape %147 [[0, 1], [2], [3]] output_shape [8, 4, 32, 32] : tensor<32x32x32xf32> into tensor<8x4x32x32xf32> loc(#loc546)
    %148 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_54, %49 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/dot_general"(#loc334)), %in_312: f32 loc("jit(step)/jvp(h.0)/div"(#loc336)), %out: f32 loc("jit(step)/jvp(h.1)/div"(#loc336))):
      %1048 = arith.divf %in, %in_312 : f32 loc(#loc547)
      linalg.yield %1048 : f32 loc(#loc547)
    } -> tensor<8x4x32x32xf32> loc(#loc547)
    %149 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %148 : tensor<8x4x32x32xi1>, tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc64 at #loc497)), %in_312: f32 loc("jit(step)/jvp(h.1)/div"(#loc336)), %out: f32 loc(callsite(#loc62 at #loc548))):
      %1048 = arith.select %in, %in_312, %cst_10 : f32 loc(#loc1070)
      linalg.yield %1048 : f32 loc(#loc1070)
    } -> tensor<8x4x32x32xf32> loc(#loc1070)
    %150 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%149 : tensor<8x4x32x32xf32>) outs(%60 : tensor<8x4x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/reduce_max"(#loc339)), %out: f32 loc("jit(step)/jvp(h.1)/reduce_max"(#loc339))):
      %1048 = arith.maximumf %out, %in : f32 loc(#loc549)
      linalg.yield %1048 : f32 loc(#loc549)
    } -> tensor<8x4x32xf32> loc(#loc549)
    %151 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%150 : tensor<8x4x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/max"(#loc339)), %out: f32 loc("jit(step)/jvp(h.1)/sub"(#loc339))):
      linalg.yield %in : f32 loc(#loc550)
    } -> tensor<8x4x32x32xf32> loc(#loc550)
    %152 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%149, %151 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc62 at #loc548)), %in_312: f32 loc("jit(step)/jvp(h.1)/sub"(#loc339)), %out: f32 loc("jit(step)/jvp(h.1)/sub"(#loc339))):
      %1048 = arith.subf %in, %in_312 : f32 loc(#loc550)
      linalg.yield %1048 : f32 loc(#loc550)
    } -> tensor<8x4x32x32xf32> loc(#loc550)
    %153 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%152 : tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/sub"(#loc339)), %out: f32 loc("jit(step)/jvp(h.1)/exp"(#loc339))):
      %1048 = math.exp %in : f32 loc(#loc552)
      linalg.yield %1048 : f32 loc(#loc552)
    } -> tensor<8x4x32x32xf32> loc(#loc552)
    %154 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%153 : tensor<8x4x32x32xf32>) outs(%65 : tensor<8x4x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/reduce_sum"(#loc339)), %out: f32 loc("jit(step)/jvp(h.1)/reduce_sum"(#loc339))):
      %1048 = arith.addf %out, %in : f32 loc(#loc553)
      linalg.yield %1048 : f32 loc(#loc553)
    } -> tensor<8x4x32xf32> loc(#loc553)
    %expanded_55 = tensor.expand_shape %154 [[0], [1], [2, 3]] output_shape [8, 4, 32, 1] : tensor<8x4x32xf32> into tensor<8x4x32x1xf32> loc(#loc554)
    %155 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%154 : tensor<8x4x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/reduce_sum"(#loc339)), %out: f32 loc("jit(step)/jvp(h.1)/div"(#loc339))):
      linalg.yield %in : f32 loc(#loc555)
    } -> tensor<8x4x32x32xf32> loc(#loc555)
    %156 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%153, %155 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/exp"(#loc339)), %in_312: f32 loc("jit(step)/jvp(h.1)/div"(#loc339)), %out: f32 loc("jit(step)/jvp(h.1)/div"(#loc339))):
      %1048 = arith.divf %in, %in_312 : f32 loc(#loc555)
      linalg.yield %1048 : f32 loc(#loc555)
    } -> tensor<8x4x32x32xf32> loc(#loc555)
    %157 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_55 : tensor<8x4x32x1xf32>) outs(%69 : tensor<8x4x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/broadcast_in_dim"(#loc339)), %out: f32 loc("jit(step)/jvp(h.1)/mul"(#loc505))):
      %1048 = arith.mulf %in, %in : f32 loc(#loc1018)
      linalg.yield %1048 : f32 loc(#loc1018)
    } -> tensor<8x4x32x1xf32> loc(#loc1018)
    %158 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%157 : tensor<8x4x32x1xf32>) outs(%69 : tensor<8x4x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/mul"(#loc505)), %out: f32 loc("jit(step)/jvp(h.1)/div"(#loc505))):
      %1048 = arith.divf %cst_8, %in : f32 loc(#loc1019)
      linalg.yield %1048 : f32 loc(#loc1019)
    } -> tensor<8x4x32x1xf32> loc(#loc1019)
    %collapsed_56 = tensor.collapse_shape %156 [[0, 1], [2], [3]] : tensor<8x4x32x32xf32> into tensor<32x32x32xf32> loc(#loc556)
    %collapsed_57 = tensor.collapse_shape %145 [[0, 1], [2], [3]] : tensor<8x4x32x8xf32> into tensor<32x32x8xf32> loc(#loc556)
    %159 = linalg.batch_matmul ins(%collapsed_56, %collapsed_57 : tensor<32x32x32xf32>, tensor<32x32x8xf32>) outs(%73 : tensor<32x32x8xf32>) -> tensor<32x32x8xf32> loc(#loc556)
    %expanded_58 = tensor.expand_shape %159 [[0, 1], [2], [3]] output_shape [8, 4, 32, 8] : tensor<32x32x8xf32> into tensor<8x4x32x8xf32> loc(#loc556)
    %160 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_58 : tensor<8x4x32x8xf32>) outs(%75 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/dot_general"(#loc340)), %out: f32 loc("jit(step)/jvp(h.1)/transpose"(#loc341))):
      linalg.yield %in : f32 loc(#loc557)
    } -> tensor<8x32x4x8xf32> loc(#loc557)
    %collapsed_59 = tensor.collapse_shape %160 [[0, 1], [2, 3]] : tensor<8x32x4x8xf32> into tensor<256x32xf32> loc(#loc558)
    %161 = linalg.matmul ins(%collapsed_59, %arg20 : tensor<256x32xf32>, tensor<32x32xf32>) outs(%78 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc558)
    %expanded_60 = tensor.expand_shape %161 [[0, 1], [2]] output_shape [8, 32, 32] : tensor<256x32xf32> into tensor<8x32x32xf32> loc(#loc558)
    %162 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg21 : tensor<32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("params['h'][1]['proj_b']"), %out: f32 loc("jit(step)/jvp(h.1)/add"(#loc343))):
      linalg.yield %in : f32 loc(#loc559)
    } -> tensor<8x32x32xf32> loc(#loc559)
    %163 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_60, %162 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/dot_general"(#loc342)), %in_312: f32 loc("jit(step)/jvp(h.1)/add"(#loc343)), %out: f32 loc("jit(step)/jvp(h.1)/add"(#loc343))):
      %1048 = arith.addf %in, %in_312 : f32 loc(#loc559)
      linalg.yield %1048 : f32 loc(#loc559)
    } -> tensor<8x32x32xf32> loc(#loc559)
    %164 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%121, %163 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/add"(#loc262)), %in_312: f32 loc("jit(step)/jvp(h.1)/add"(#loc343)), %out: f32 loc("jit(step)/jvp(h.1)/add"(#loc255))):
      %1048 = arith.addf %in, %in_312 : f32 loc(#loc364)
      linalg.yield %1048 : f32 loc(#loc364)
    } -> tensor<8x32x32xf32> loc(#loc364)
    %165 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%164 : tensor<8x32x32xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/reduce_sum"(#loc345)), %out: f32 loc("jit(step)/jvp(h.1)/reduce_sum"(#loc345))):
      %1048 = arith.addf %out, %in : f32 loc(#loc560)
      linalg.yield %1048 : f32 loc(#loc560)
    } -> tensor<8x32xf32> loc(#loc560)
    %expanded_61 = tensor.expand_shape %165 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc561)
    %166 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_61 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/broadcast_in_dim"(#loc345)), %out: f32 loc("jit(step)/jvp(h.1)/div"(#loc345))):
      %1048 = arith.divf %in, %cst_14 : f32 loc(#loc562)
      linalg.yield %1048 : f32 loc(#loc562)
    } -> tensor<8x32x1xf32> loc(#loc562)
    %167 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%166 : tensor<8x32x1xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/div"(#loc345)), %out: f32 loc("jit(step)/jvp(h.1)/sub"(#loc346))):
      linalg.yield %in : f32 loc(#loc563)
    } -> tensor<8x32x32xf32> loc(#loc563)
    %168 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%164, %167 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/add"(#loc255)), %in_312: f32 loc("jit(step)/jvp(h.1)/sub"(#loc346)), %out: f32 loc("jit(step)/jvp(h.1)/sub"(#loc346))):
      %1048 = arith.subf %in, %in_312 : f32 loc(#loc563)
      linalg.yield %1048 : f32 loc(#loc563)
    } -> tensor<8x32x32xf32> loc(#loc563)
    %169 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%168 : tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/sub"(#loc346)), %out: f32 loc("jit(step)/jvp(h.1)/integer_pow"(#loc347))):
      %1048 = arith.mulf %in, %in : f32 loc(#loc564)
      linalg.yield %1048 : f32 loc(#loc564)
    } -> tensor<8x32x32xf32> loc(#loc564)
    %170 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%168 : tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/sub"(#loc346)), %out: f32 loc("jit(step)/jvp(h.1)/mul"(#loc347))):
      %1048 = arith.mulf %in, %cst_13 : f32 loc(#loc565)
      linalg.yield %1048 : f32 loc(#loc565)
    } -> tensor<8x32x32xf32> loc(#loc565)
    %171 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%169 : tensor<8x32x32xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/reduce_sum"(#loc348)), %out: f32 loc("jit(step)/jvp(h.1)/reduce_sum"(#loc348))):
      %1048 = arith.addf %out, %in : f32 loc(#loc566)
      linalg.yield %1048 : f32 loc(#loc566)
    } -> tensor<8x32xf32> loc(#loc566)
    %expanded_62 = tensor.expand_shape %171 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc567)
    %172 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_62 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/broadcast_in_dim"(#loc348)), %out: f32 loc("jit(step)/jvp(h.1)/div"(#loc348))):
      %1048 = arith.divf %in, %cst_14 : f32 loc(#loc568)
      linalg.yield %1048 : f32 loc(#loc568)
    } -> tensor<8x32x1xf32> loc(#loc568)
    %173 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%172 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/div"(#loc348)), %out: f32 loc("jit(step)/jvp(h.1)/add"(#loc349))):
      %1048 = arith.addf %in, %cst_12 : f32 loc(#loc569)
      linalg.yield %1048 : f32 loc(#loc569)
    } -> tensor<8x32x1xf32> loc(#loc569)
    %174 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%173 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/add"(#loc349)), %out: f32 loc("jit(step)/jvp(h.1)/rsqrt"(#loc350))):
      %1048 = math.rsqrt %in : f32 loc(#loc570)
      linalg.yield %1048 : f32 loc(#loc570)
    } -> tensor<8x32x1xf32> loc(#loc570)
    %175 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%174, %173 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/rsqrt"(#loc350)), %in_312: f32 loc("jit(step)/jvp(h.1)/add"(#loc349)), %out: f32 loc("jit(step)/jvp(h.1)/div"(#loc350))):
      %1048 = arith.divf %in, %in_312 : f32 loc(#loc571)
      linalg.yield %1048 : f32 loc(#loc571)
    } -> tensor<8x32x1xf32> loc(#loc571)
    %176 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%175 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/div"(#loc350)), %out: f32 loc("jit(step)/jvp(h.1)/mul"(#loc350))):
      %1048 = arith.mulf %in, %cst_11 : f32 loc(#loc572)
      linalg.yield %1048 : f32 loc(#loc572)
    } -> tensor<8x32x1xf32> loc(#loc572)
    %177 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%174 : tensor<8x32x1xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/rsqrt"(#loc350)), %out: f32 loc("jit(step)/jvp(h.1)/mul"(#loc351))):
      linalg.yield %in : f32 loc(#loc573)
    } -> tensor<8x32x32xf32> loc(#loc573)
    %178 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%168, %177 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/sub"(#loc346)), %in_312: f32 loc("jit(step)/jvp(h.1)/mul"(#loc351)), %out: f32 loc("jit(step)/jvp(h.1)/mul"(#loc351))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc573)
      linalg.yield %1048 : f32 loc(#loc573)
    } -> tensor<8x32x32xf32> loc(#loc573)
    %179 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg17 : tensor<32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("params['h'][1]['ln2_g']"), %out: f32 loc("jit(step)/jvp(h.1)/mul"(#loc352))):
      linalg.yield %in : f32 loc(#loc574)
    } -> tensor<8x32x32xf32> loc(#loc574)
    %180 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%178, %179 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/mul"(#loc351)), %in_312: f32 loc("jit(step)/jvp(h.1)/mul"(#loc352)), %out: f32 loc("jit(step)/jvp(h.1)/mul"(#loc352))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc574)
      linalg.yield %1048 : f32 loc(#loc574)
    } -> tensor<8x32x32xf32> loc(#loc574)
    %181 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg16 : tensor<32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("params['h'][1]['ln2_b']"), %out: f32 loc("jit(step)/jvp(h.1)/add"(#loc353))):
      linalg.yield %in : f32 loc(#loc575)
    } -> tensor<8x32x32xf32> loc(#loc575)
    %182 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%180, %181 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/mul"(#loc352)), %in_312: f32 loc("jit(step)/jvp(h.1)/add"(#loc353)), %out: f32 loc("jit(step)/jvp(h.1)/add"(#loc353))):
      %1048 = arith.addf %in, %in_312 : f32 loc(#loc575)
      linalg.yield %1048 : f32 loc(#loc575)
    } -> tensor<8x32x32xf32> loc(#loc575)
    %collapsed_63 = tensor.collapse_shape %182 [[0, 1], [2]] : tensor<8x32x32xf32> into tensor<256x32xf32> loc(#loc365)
    %183 = linalg.matmul ins(%collapsed_63, %arg12 : tensor<256x32xf32>, tensor<32x128xf32>) outs(%102 : tensor<256x128xf32>) -> tensor<256x128xf32> loc(#loc365)
    %expanded_64 = tensor.expand_shape %183 [[0, 1], [2]] output_shape [8, 32, 128] : tensor<256x128xf32> into tensor<8x32x128xf32> loc(#loc365)
    %184 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg13 : tensor<128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("params['h'][1]['fc_b']"), %out: f32 loc("jit(step)/jvp(h.1)/add"(#loc258))):
      linalg.yield %in : f32 loc(#loc366)
    } -> tensor<8x32x128xf32> loc(#loc366)
    %185 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_64, %184 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/dot_general"(#loc257)), %in_312: f32 loc("jit(step)/jvp(h.1)/add"(#loc258)), %out: f32 loc("jit(step)/jvp(h.1)/add"(#loc258))):
      %1048 = arith.addf %in, %in_312 : f32 loc(#loc366)
      linalg.yield %1048 : f32 loc(#loc366)
    } -> tensor<8x32x128xf32> loc(#loc366)
    %186 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%185 : tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/add"(#loc258)), %out: f32 loc("jit(step)/jvp(h.1)/integer_pow"(#loc259))):
      %1048 = arith.mulf %in, %in : f32 loc(#loc367)
      linalg.yield %1048 : f32 loc(#loc367)
    } -> tensor<8x32x128xf32> loc(#loc367)
    %187 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%186, %185 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/integer_pow"(#loc259)), %in_312: f32 loc("jit(step)/jvp(h.1)/add"(#loc258)), %out: f32 loc("jit(step)/jvp(h.1)/integer_pow"(#loc259))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc367)
      linalg.yield %1048 : f32 loc(#loc367)
    } -> tensor<8x32x128xf32> loc(#loc367)
    %188 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%186 : tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/integer_pow"(#loc259)), %out: f32 loc("jit(step)/jvp(h.1)/mul"(#loc259))):
      %1048 = arith.mulf %in, %cst_7 : f32 loc(#loc368)
      linalg.yield %1048 : f32 loc(#loc368)
    } -> tensor<8x32x128xf32> loc(#loc368)
    %189 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%187 : tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/integer_pow"(#loc259)), %out: f32 loc("jit(step)/jvp(h.1)/mul"(#loc259))):
      %1048 = arith.mulf %in, %cst_6 : f32 loc(#loc368)
      linalg.yield %1048 : f32 loc(#loc368)
    } -> tensor<8x32x128xf32> loc(#loc368)
    %190 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%185, %189 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/add"(#loc258)), %in_312: f32 loc("jit(step)/jvp(h.1)/mul"(#loc259)), %out: f32 loc("jit(step)/jvp(h.1)/add"(#loc259))):
      %1048 = arith.addf %in, %in_312 : f32 loc(#loc369)
      linalg.yield %1048 : f32 loc(#loc369)
    } -> tensor<8x32x128xf32> loc(#loc369)
    %191 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%190 : tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/add"(#loc259)), %out: f32 loc("jit(step)/jvp(h.1)/mul"(#loc259))):
      %1048 = arith.mulf %in, %cst_5 : f32 loc(#loc368)
      linalg.yield %1048 : f32 loc(#loc368)
    } -> tensor<8x32x128xf32> loc(#loc368)
    %192 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%191 : tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/mul"(#loc259)), %out: f32 loc("jit(step)/jvp(h.1)/tanh"(#loc259))):
      %1048 = math.tanh %in : f32 loc(#loc370)
      linalg.yield %1048 : f32 loc(#loc370)
    } -> tensor<8x32x128xf32> loc(#loc370)
    %193 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%192 : tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/tanh"(#loc259)), %out: f32 loc("jit(step)/jvp(h.1)/sub"(#loc259))):
      %1048 = arith.subf %cst_8, %in : f32 loc(#loc371)
      linalg.yield %1048 : f32 loc(#loc371)
    } -> tensor<8x32x128xf32> loc(#loc371)
    %194 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%192 : tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/tanh"(#loc259)), %out: f32 loc("jit(step)/jvp(h.1)/add"(#loc259))):
      %1048 = arith.addf %in, %cst_8 : f32 loc(#loc369)
      linalg.yield %1048 : f32 loc(#loc369)
    } -> tensor<8x32x128xf32> loc(#loc369)
    %195 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%194 : tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/add"(#loc259)), %out: f32 loc("jit(step)/jvp(h.1)/mul"(#loc259))):
      %1048 = arith.mulf %in, %cst_4 : f32 loc(#loc368)
      linalg.yield %1048 : f32 loc(#loc368)
    } -> tensor<8x32x128xf32> loc(#loc368)
    %196 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%185, %195 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/add"(#loc258)), %in_312: f32 loc("jit(step)/jvp(h.1)/mul"(#loc259)), %out: f32 loc("jit(step)/jvp(h.1)/mul"(#loc259))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc368)
      linalg.yield %1048 : f32 loc(#loc368)
    } -> tensor<8x32x128xf32> loc(#loc368)
    %collapsed_65 = tensor.collapse_shape %196 [[0, 1], [2]] : tensor<8x32x128xf32> into tensor<256x128xf32> loc(#loc372)
    %197 = linalg.matmul ins(%collapsed_65, %arg18 : tensor<256x128xf32>, tensor<128x32xf32>) outs(%78 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc372)
    %expanded_66 = tensor.expand_shape %197 [[0, 1], [2]] output_shape [8, 32, 32] : tensor<256x32xf32> into tensor<8x32x32xf32> loc(#loc372)
    %198 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%164, %expanded_66 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/add"(#loc255)), %in_312: f32 loc("jit(step)/jvp(h.1)/dot_general"(#loc260)), %out: f32 loc("jit(step)/jvp(h.1)/add"(#loc261))):
      %1048 = arith.addf %in, %in_312 : f32 loc(#loc373)
      linalg.yield %1048 : f32 loc(#loc373)
    } -> tensor<8x32x32xf32> loc(#loc373)
    %199 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg19 : tensor<32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("params['h'][1]['out_b']"), %out: f32 loc("jit(step)/jvp(h.1)/add"(#loc262))):
      linalg.yield %in : f32 loc(#loc374)
    } -> tensor<8x32x32xf32> loc(#loc374)
    %200 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%198, %199 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/add"(#loc261)), %in_312: f32 loc("jit(step)/jvp(h.1)/add"(#loc262)), %out: f32 loc("jit(step)/jvp(h.1)/add"(#loc262))):
      %1048 = arith.addf %in, %in_312 : f32 loc(#loc374)
      linalg.yield %1048 : f32 loc(#loc374)
    } -> tensor<8x32x32xf32> loc(#loc374)
    %201 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%200 : tensor<8x32x32xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/reduce_sum"(#loc318)), %out: f32 loc("jit(step)/jvp(h.2)/reduce_sum"(#loc318))):
      %1048 = arith.addf %out, %in : f32 loc(#loc576)
      linalg.yield %1048 : f32 loc(#loc576)
    } -> tensor<8x32xf32> loc(#loc576)
    %expanded_67 = tensor.expand_shape %201 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc577)
    %202 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_67 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/broadcast_in_dim"(#loc318)), %out: f32 loc("jit(step)/jvp(h.2)/div"(#loc318))):
      %1048 = arith.divf %in, %cst_14 : f32 loc(#loc578)
      linalg.yield %1048 : f32 loc(#loc578)
    } -> tensor<8x32x1xf32> loc(#loc578)
    %203 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%202 : tensor<8x32x1xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/div"(#loc318)), %out: f32 loc("jit(step)/jvp(h.2)/sub"(#loc319))):
      linalg.yield %in : f32 loc(#loc579)
    } -> tensor<8x32x32xf32> loc(#loc579)
    %204 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%200, %203 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/add"(#loc262)), %in_312: f32 loc("jit(step)/jvp(h.2)/sub"(#loc319)), %out: f32 loc("jit(step)/jvp(h.2)/sub"(#loc319))):
      %1048 = arith.subf %in, %in_312 : f32 loc(#loc579)
      linalg.yield %1048 : f32 loc(#loc579)
    } -> tensor<8x32x32xf32> loc(#loc579)
    %205 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%204 : tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/sub"(#loc319)), %out: f32 loc("jit(step)/jvp(h.2)/integer_pow"(#loc320))):
      %1048 = arith.mulf %in, %in : f32 loc(#loc580)
      linalg.yield %1048 : f32 loc(#loc580)
    } -> tensor<8x32x32xf32> loc(#loc580)
    %206 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%204 : tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/sub"(#loc319)), %out: f32 loc("jit(step)/jvp(h.2)/mul"(#loc320))):
      %1048 = arith.mulf %in, %cst_13 : f32 loc(#loc581)
      linalg.yield %1048 : f32 loc(#loc581)
    } -> tensor<8x32x32xf32> loc(#loc581)
    %207 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%205 : tensor<8x32x32xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/reduce_sum"(#loc321)), %out: f32 loc("jit(step)/jvp(h.2)/reduce_sum"(#loc321))):
      %1048 = arith.addf %out, %in : f32 loc(#loc582)
      linalg.yield %1048 : f32 loc(#loc582)
    } -> tensor<8x32xf32> loc(#loc582)
    %expanded_68 = tensor.expand_shape %207 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc583)
    %208 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_68 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/broadcast_in_dim"(#loc321)), %out: f32 loc("jit(step)/jvp(h.2)/div"(#loc321))):
      %1048 = arith.divf %in, %cst_14 : f32 loc(#loc584)
      linalg.yield %1048 : f32 loc(#loc584)
    } -> tensor<8x32x1xf32> loc(#loc584)
    %209 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%208 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/div"(#loc321)), %out: f32 loc("jit(step)/jvp(h.2)/add"(#loc322))):
      %1048 = arith.addf %in, %cst_12 : f32 loc(#loc585)
      linalg.yield %1048 : f32 loc(#loc585)
    } -> tensor<8x32x1xf32> loc(#loc585)
    %210 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%209 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/add"(#loc322)), %out: f32 loc("jit(step)/jvp(h.2)/rsqrt"(#loc323))):
      %1048 = math.rsqrt %in : f32 loc(#loc586)
      linalg.yield %1048 : f32 loc(#loc586)
    } -> tensor<8x32x1xf32> loc(#loc586)
    %211 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%210, %209 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/rsqrt"(#loc323)), %in_312: f32 loc("jit(step)/jvp(h.2)/add"(#loc322)), %out: f32 loc("jit(step)/jvp(h.2)/div"(#loc323))):
      %1048 = arith.divf %in, %in_312 : f32 loc(#loc587)
      linalg.yield %1048 : f32 loc(#loc587)
    } -> tensor<8x32x1xf32> loc(#loc587)
    %212 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%211 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/div"(#loc323)), %out: f32 loc("jit(step)/jvp(h.2)/mul"(#loc323))):
      %1048 = arith.mulf %in, %cst_11 : f32 loc(#loc588)
      linalg.yield %1048 : f32 loc(#loc588)
    } -> tensor<8x32x1xf32> loc(#loc588)
    %213 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%210 : tensor<8x32x1xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/rsqrt"(#loc323)), %out: f32 loc("jit(step)/jvp(h.2)/mul"(#loc324))):
      linalg.yield %in : f32 loc(#loc589)
    } -> tensor<8x32x32xf32> loc(#loc589)
    %214 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%204, %213 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/sub"(#loc319)), %in_312: f32 loc("jit(step)/jvp(h.2)/mul"(#loc324)), %out: f32 loc("jit(step)/jvp(h.2)/mul"(#loc324))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc589)
      linalg.yield %1048 : f32 loc(#loc589)
    } -> tensor<8x32x32xf32> loc(#loc589)
    %215 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg27 : tensor<32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("params['h'][2]['ln1_g']"), %out: f32 loc("jit(step)/jvp(h.2)/mul"(#loc325))):
      linalg.yield %in : f32 loc(#loc590)
    } -> tensor<8x32x32xf32> loc(#loc590)
    %216 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%214, %215 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/mul"(#loc324)), %in_312: f32 loc("jit(step)/jvp(h.2)/mul"(#loc325)), %out: f32 loc("jit(step)/jvp(h.2)/mul"(#loc325))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc590)
      linalg.yield %1048 : f32 loc(#loc590)
    } -> tensor<8x32x32xf32> loc(#loc590)
    %217 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg26 : tensor<32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("params['h'][2]['ln1_b']"), %out: f32 loc("jit(step)/jvp(h.2)/add"(#loc326))):
      linalg.yield %in : f32 loc(#loc591)
    } -> tensor<8x32x32xf32> loc(#loc591)
    %218 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%216, %217 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/mul"(#loc325)), %in_312: f32 loc("jit(step)/jvp(h.2)/add"(#loc326)), %out: f32 loc("jit(step)/jvp(h.2)/add"(#loc326))):
      %1048 = arith.addf %in, %in_312 : f32 loc(#loc591)
      linalg.yield %1048 : f32 loc(#loc591)
    } -> tensor<8x32x32xf32> loc(#loc591)
    %collapsed_69 = tensor.collapse_shape %218 [[0, 1], [2]] : tensor<8x32x32xf32> into tensor<256x32xf32> loc(#loc592)
    %219 = linalg.matmul ins(%collapsed_69, %arg34 : tensor<256x32xf32>, tensor<32x96xf32>) outs(%32 : tensor<256x96xf32>) -> tensor<256x96xf32> loc(#loc592)
    %expanded_70 = tensor.expand_shape %219 [[0, 1], [2]] output_shape [8, 32, 96] : tensor<256x96xf32> into tensor<8x32x96xf32> loc(#loc592)
    %220 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg35 : tensor<96xf32>) outs(%34 : tensor<8x32x96xf32>) {
    ^bb0(%in: f32 loc("params['h'][2]['qkv_b']"), %out: f32 loc("jit(step)/jvp(h.2)/add"(#loc328))):
      linalg.yield %in : f32 loc(#loc593)
    } -> tensor<8x32x96xf32> loc(#loc593)
    %221 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_70, %220 : tensor<8x32x96xf32>, tensor<8x32x96xf32>) outs(%34 : tensor<8x32x96xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/dot_general"(#loc327)), %in_312: f32 loc("jit(step)/jvp(h.2)/add"(#loc328)), %out: f32 loc("jit(step)/jvp(h.2)/add"(#loc328))):
      %1048 = arith.addf %in, %in_312 : f32 loc(#loc593)
      linalg.yield %1048 : f32 loc(#loc593)
    } -> tensor<8x32x96xf32> loc(#loc593)
    %extracted_slice_71 = tensor.extract_slice %221[0, 0, 0] [8, 32, 32] [1, 1, 1] : tensor<8x32x96xf32> to tensor<8x32x32xf32> loc(#loc594)
    %extracted_slice_72 = tensor.extract_slice %221[0, 0, 32] [8, 32, 32] [1, 1, 1] : tensor<8x32x96xf32> to tensor<8x32x32xf32> loc(#loc594)
    %extracted_slice_73 = tensor.extract_slice %221[0, 0, 64] [8, 32, 32] [1, 1, 1] : tensor<8x32x96xf32> to tensor<8x32x32xf32> loc(#loc594)
    %expanded_74 = tensor.expand_shape %extracted_slice_71 [[0], [1], [2, 3]] output_shape [8, 32, 4, 8] : tensor<8x32x32xf32> into tensor<8x32x4x8xf32> loc(#loc1020)
    %222 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_74 : tensor<8x32x4x8xf32>) outs(%37 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/reshape"(#loc486)), %out: f32 loc("jit(step)/jvp(h.2)/transpose"(#loc487))):
      linalg.yield %in : f32 loc(#loc1021)
    } -> tensor<8x4x32x8xf32> loc(#loc1021)
    %expanded_75 = tensor.expand_shape %extracted_slice_72 [[0], [1], [2, 3]] output_shape [8, 32, 4, 8] : tensor<8x32x32xf32> into tensor<8x32x4x8xf32> loc(#loc1022)
    %223 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_75 : tensor<8x32x4x8xf32>) outs(%37 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/reshape"(#loc488)), %out: f32 loc("jit(step)/jvp(h.2)/transpose"(#loc489))):
      linalg.yield %in : f32 loc(#loc1023)
    } -> tensor<8x4x32x8xf32> loc(#loc1023)
    %expanded_76 = tensor.expand_shape %extracted_slice_73 [[0], [1], [2, 3]] output_shape [8, 32, 4, 8] : tensor<8x32x32xf32> into tensor<8x32x4x8xf32> loc(#loc1024)
    %224 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_76 : tensor<8x32x4x8xf32>) outs(%37 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/reshape"(#loc490)), %out: f32 loc("jit(step)/jvp(h.2)/transpose"(#loc491))):
      linalg.yield %in : f32 loc(#loc1025)
    } -> tensor<8x4x32x8xf32> loc(#loc1025)
    %225 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%223 : tensor<8x4x32x8xf32>) outs(%41 : tensor<8x4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/transpose"(#loc489)), %out: f32 loc("jit(step)/jvp(h.2)/transpose"(#loc333))):
      linalg.yield %in : f32 loc(#loc595)
    } -> tensor<8x4x8x32xf32> loc(#loc595)
    %collapsed_77 = tensor.collapse_shape %222 [[0, 1], [2], [3]] : tensor<8x4x32x8xf32> into tensor<32x32x8xf32> loc(#loc596)
    %collapsed_78 = tensor.collapse_shape %225 [[0, 1], [2], [3]] : tensor<8x4x8x32xf32> into tensor<32x8x32xf32> loc(#loc596)
    %226 = linalg.batch_matmul ins(%collapsed_77, %collapsed_78 : tensor<32x32x8xf32>, tensor<32x8x32xf32>) outs(%44 : tensor<32x32x32xf32>) -> tensor<32x32x32xf32> loc(#loc596)
    %expanded_79 = tensor.expand_shape %226 [[0, 1], [2], [3]] output_shape [8, 4, 32, 32] : tensor<32x32x32xf32> into tensor<8x4x32x32xf32> loc(#loc596)
    %227 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_79, %49 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/dot_general"(#loc334)), %in_312: f32 loc("jit(step)/jvp(h.0)/div"(#loc336)), %out: f32 loc("jit(step)/jvp(h.2)/div"(#loc336))):
      %1048 = arith.divf %in, %in_312 : f32 loc(#loc597)
      linalg.yield %1048 : f32 loc(#loc597)
    } -> tensor<8x4x32x32xf32> loc(#loc597)
    %228 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %227 : tensor<8x4x32x32xi1>, tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc64 at #loc497)), %in_312: f32 loc("jit(step)/jvp(h.2)/div"(#loc336)), %out: f32 loc(callsite(#loc62 at #loc598))):
      %1048 = arith.select %in, %in_312, %cst_10 : f32 loc(#loc1071)
      linalg.yield %1048 : f32 loc(#loc1071)
    } -> tensor<8x4x32x32xf32> loc(#loc1071)
    %229 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%228 : tensor<8x4x32x32xf32>) outs(%60 : tensor<8x4x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/reduce_max"(#loc339)), %out: f32 loc("jit(step)/jvp(h.2)/reduce_max"(#loc339))):
      %1048 = arith.maximumf %out, %in : f32 loc(#loc599)
      linalg.yield %1048 : f32 loc(#loc599)
    } -> tensor<8x4x32xf32> loc(#loc599)
    %230 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%229 : tensor<8x4x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/max"(#loc339)), %out: f32 loc("jit(step)/jvp(h.2)/sub"(#loc339))):
      linalg.yield %in : f32 loc(#loc600)
    } -> tensor<8x4x32x32xf32> loc(#loc600)
    %231 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%228, %230 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc62 at #loc598)), %in_312: f32 loc("jit(step)/jvp(h.2)/sub"(#loc339)), %out: f32 loc("jit(step)/jvp(h.2)/sub"(#loc339))):
      %1048 = arith.subf %in, %in_312 : f32 loc(#loc600)
      linalg.yield %1048 : f32 loc(#loc600)
    } -> tensor<8x4x32x32xf32> loc(#loc600)
    %232 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%231 : tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/sub"(#loc339)), %out: f32 loc("jit(step)/jvp(h.2)/exp"(#loc339))):
      %1048 = math.exp %in : f32 loc(#loc602)
      linalg.yield %1048 : f32 loc(#loc602)
    } -> tensor<8x4x32x32xf32> loc(#loc602)
    %233 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%232 : tensor<8x4x32x32xf32>) outs(%65 : tensor<8x4x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/reduce_sum"(#loc339)), %out: f32 loc("jit(step)/jvp(h.2)/reduce_sum"(#loc339))):
      %1048 = arith.addf %out, %in : f32 loc(#loc603)
      linalg.yield %1048 : f32 loc(#loc603)
    } -> tensor<8x4x32xf32> loc(#loc603)
    %expanded_80 = tensor.expand_shape %233 [[0], [1], [2, 3]] output_shape [8, 4, 32, 1] : tensor<8x4x32xf32> into tensor<8x4x32x1xf32> loc(#loc604)
    %234 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%233 : tensor<8x4x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/reduce_sum"(#loc339)), %out: f32 loc("jit(step)/jvp(h.2)/div"(#loc339))):
      linalg.yield %in : f32 loc(#loc605)
    } -> tensor<8x4x32x32xf32> loc(#loc605)
    %235 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%232, %234 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/exp"(#loc339)), %in_312: f32 loc("jit(step)/jvp(h.2)/div"(#loc339)), %out: f32 loc("jit(step)/jvp(h.2)/div"(#loc339))):
      %1048 = arith.divf %in, %in_312 : f32 loc(#loc605)
      linalg.yield %1048 : f32 loc(#loc605)
    } -> tensor<8x4x32x32xf32> loc(#loc605)
    %236 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_80 : tensor<8x4x32x1xf32>) outs(%69 : tensor<8x4x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/broadcast_in_dim"(#loc339)), %out: f32 loc("jit(step)/jvp(h.2)/mul"(#loc505))):
      %1048 = arith.mulf %in, %in : f32 loc(#loc1027)
      linalg.yield %1048 : f32 loc(#loc1027)
    } -> tensor<8x4x32x1xf32> loc(#loc1027)
    %237 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%236 : tensor<8x4x32x1xf32>) outs(%69 : tensor<8x4x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/mul"(#loc505)), %out: f32 loc("jit(step)/jvp(h.2)/div"(#loc505))):
      %1048 = arith.divf %cst_8, %in : f32 loc(#loc1028)
      linalg.yield %1048 : f32 loc(#loc1028)
    } -> tensor<8x4x32x1xf32> loc(#loc1028)
    %collapsed_81 = tensor.collapse_shape %235 [[0, 1], [2], [3]] : tensor<8x4x32x32xf32> into tensor<32x32x32xf32> loc(#loc606)
    %collapsed_82 = tensor.collapse_shape %224 [[0, 1], [2], [3]] : tensor<8x4x32x8xf32> into tensor<32x32x8xf32> loc(#loc606)
    %238 = linalg.batch_matmul ins(%collapsed_81, %collapsed_82 : tensor<32x32x32xf32>, tensor<32x32x8xf32>) outs(%73 : tensor<32x32x8xf32>) -> tensor<32x32x8xf32> loc(#loc606)
    %expanded_83 = tensor.expand_shape %238 [[0, 1], [2], [3]] output_shape [8, 4, 32, 8] : tensor<32x32x8xf32> into tensor<8x4x32x8xf32> loc(#loc606)
    %239 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_83 : tensor<8x4x32x8xf32>) outs(%75 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/dot_general"(#loc340)), %out: f32 loc("jit(step)/jvp(h.2)/transpose"(#loc341))):
      linalg.yield %in : f32 loc(#loc607)
    } -> tensor<8x32x4x8xf32> loc(#loc607)
    %collapsed_84 = tensor.collapse_shape %239 [[0, 1], [2, 3]] : tensor<8x32x4x8xf32> into tensor<256x32xf32> loc(#loc608)
    %240 = linalg.matmul ins(%collapsed_84, %arg32 : tensor<256x32xf32>, tensor<32x32xf32>) outs(%78 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc608)
    %expanded_85 = tensor.expand_shape %240 [[0, 1], [2]] output_shape [8, 32, 32] : tensor<256x32xf32> into tensor<8x32x32xf32> loc(#loc608)
    %241 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg33 : tensor<32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("params['h'][2]['proj_b']"), %out: f32 loc("jit(step)/jvp(h.2)/add"(#loc343))):
      linalg.yield %in : f32 loc(#loc609)
    } -> tensor<8x32x32xf32> loc(#loc609)
    %242 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_85, %241 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/dot_general"(#loc342)), %in_312: f32 loc("jit(step)/jvp(h.2)/add"(#loc343)), %out: f32 loc("jit(step)/jvp(h.2)/add"(#loc343))):
      %1048 = arith.addf %in, %in_312 : f32 loc(#loc609)
      linalg.yield %1048 : f32 loc(#loc609)
    } -> tensor<8x32x32xf32> loc(#loc609)
    %243 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%200, %242 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/add"(#loc262)), %in_312: f32 loc("jit(step)/jvp(h.2)/add"(#loc343)), %out: f32 loc("jit(step)/jvp(h.2)/add"(#loc255))):
      %1048 = arith.addf %in, %in_312 : f32 loc(#loc375)
      linalg.yield %1048 : f32 loc(#loc375)
    } -> tensor<8x32x32xf32> loc(#loc375)
    %244 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%243 : tensor<8x32x32xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/reduce_sum"(#loc345)), %out: f32 loc("jit(step)/jvp(h.2)/reduce_sum"(#loc345))):
      %1048 = arith.addf %out, %in : f32 loc(#loc610)
      linalg.yield %1048 : f32 loc(#loc610)
    } -> tensor<8x32xf32> loc(#loc610)
    %expanded_86 = tensor.expand_shape %244 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc611)
    %245 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_86 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/broadcast_in_dim"(#loc345)), %out: f32 loc("jit(step)/jvp(h.2)/div"(#loc345))):
      %1048 = arith.divf %in, %cst_14 : f32 loc(#loc612)
      linalg.yield %1048 : f32 loc(#loc612)
    } -> tensor<8x32x1xf32> loc(#loc612)
    %246 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%245 : tensor<8x32x1xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/div"(#loc345)), %out: f32 loc("jit(step)/jvp(h.2)/sub"(#loc346))):
      linalg.yield %in : f32 loc(#loc613)
    } -> tensor<8x32x32xf32> loc(#loc613)
    %247 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%243, %246 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/add"(#loc255)), %in_312: f32 loc("jit(step)/jvp(h.2)/sub"(#loc346)), %out: f32 loc("jit(step)/jvp(h.2)/sub"(#loc346))):
      %1048 = arith.subf %in, %in_312 : f32 loc(#loc613)
      linalg.yield %1048 : f32 loc(#loc613)
    } -> tensor<8x32x32xf32> loc(#loc613)
    %248 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%247 : tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/sub"(#loc346)), %out: f32 loc("jit(step)/jvp(h.2)/integer_pow"(#loc347))):
      %1048 = arith.mulf %in, %in : f32 loc(#loc614)
      linalg.yield %1048 : f32 loc(#loc614)
    } -> tensor<8x32x32xf32> loc(#loc614)
    %249 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%247 : tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/sub"(#loc346)), %out: f32 loc("jit(step)/jvp(h.2)/mul"(#loc347))):
      %1048 = arith.mulf %in, %cst_13 : f32 loc(#loc615)
      linalg.yield %1048 : f32 loc(#loc615)
    } -> tensor<8x32x32xf32> loc(#loc615)
    %250 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%248 : tensor<8x32x32xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/reduce_sum"(#loc348)), %out: f32 loc("jit(step)/jvp(h.2)/reduce_sum"(#loc348))):
      %1048 = arith.addf %out, %in : f32 loc(#loc616)
      linalg.yield %1048 : f32 loc(#loc616)
    } -> tensor<8x32xf32> loc(#loc616)
    %expanded_87 = tensor.expand_shape %250 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc617)
    %251 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_87 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/broadcast_in_dim"(#loc348)), %out: f32 loc("jit(step)/jvp(h.2)/div"(#loc348))):
      %1048 = arith.divf %in, %cst_14 : f32 loc(#loc618)
      linalg.yield %1048 : f32 loc(#loc618)
    } -> tensor<8x32x1xf32> loc(#loc618)
    %252 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%251 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/div"(#loc348)), %out: f32 loc("jit(step)/jvp(h.2)/add"(#loc349))):
      %1048 = arith.addf %in, %cst_12 : f32 loc(#loc619)
      linalg.yield %1048 : f32 loc(#loc619)
    } -> tensor<8x32x1xf32> loc(#loc619)
    %253 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%252 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/add"(#loc349)), %out: f32 loc("jit(step)/jvp(h.2)/rsqrt"(#loc350))):
      %1048 = math.rsqrt %in : f32 loc(#loc620)
      linalg.yield %1048 : f32 loc(#loc620)
    } -> tensor<8x32x1xf32> loc(#loc620)
    %254 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%253, %252 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/rsqrt"(#loc350)), %in_312: f32 loc("jit(step)/jvp(h.2)/add"(#loc349)), %out: f32 loc("jit(step)/jvp(h.2)/div"(#loc350))):
      %1048 = arith.divf %in, %in_312 : f32 loc(#loc621)
      linalg.yield %1048 : f32 loc(#loc621)
    } -> tensor<8x32x1xf32> loc(#loc621)
    %255 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%254 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/div"(#loc350)), %out: f32 loc("jit(step)/jvp(h.2)/mul"(#loc350))):
      %1048 = arith.mulf %in, %cst_11 : f32 loc(#loc622)
      linalg.yield %1048 : f32 loc(#loc622)
    } -> tensor<8x32x1xf32> loc(#loc622)
    %256 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%253 : tensor<8x32x1xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/rsqrt"(#loc350)), %out: f32 loc("jit(step)/jvp(h.2)/mul"(#loc351))):
      linalg.yield %in : f32 loc(#loc623)
    } -> tensor<8x32x32xf32> loc(#loc623)
    %257 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%247, %256 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/sub"(#loc346)), %in_312: f32 loc("jit(step)/jvp(h.2)/mul"(#loc351)), %out: f32 loc("jit(step)/jvp(h.2)/mul"(#loc351))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc623)
      linalg.yield %1048 : f32 loc(#loc623)
    } -> tensor<8x32x32xf32> loc(#loc623)
    %258 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg29 : tensor<32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("params['h'][2]['ln2_g']"), %out: f32 loc("jit(step)/jvp(h.2)/mul"(#loc352))):
      linalg.yield %in : f32 loc(#loc624)
    } -> tensor<8x32x32xf32> loc(#loc624)
    %259 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%257, %258 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/mul"(#loc351)), %in_312: f32 loc("jit(step)/jvp(h.2)/mul"(#loc352)), %out: f32 loc("jit(step)/jvp(h.2)/mul"(#loc352))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc624)
      linalg.yield %1048 : f32 loc(#loc624)
    } -> tensor<8x32x32xf32> loc(#loc624)
    %260 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg28 : tensor<32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("params['h'][2]['ln2_b']"), %out: f32 loc("jit(step)/jvp(h.2)/add"(#loc353))):
      linalg.yield %in : f32 loc(#loc625)
    } -> tensor<8x32x32xf32> loc(#loc625)
    %261 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%259, %260 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/mul"(#loc352)), %in_312: f32 loc("jit(step)/jvp(h.2)/add"(#loc353)), %out: f32 loc("jit(step)/jvp(h.2)/add"(#loc353))):
      %1048 = arith.addf %in, %in_312 : f32 loc(#loc625)
      linalg.yield %1048 : f32 loc(#loc625)
    } -> tensor<8x32x32xf32> loc(#loc625)
    %collapsed_88 = tensor.collapse_shape %261 [[0, 1], [2]] : tensor<8x32x32xf32> into tensor<256x32xf32> loc(#loc376)
    %262 = linalg.matmul ins(%collapsed_88, %arg24 : tensor<256x32xf32>, tensor<32x128xf32>) outs(%102 : tensor<256x128xf32>) -> tensor<256x128xf32> loc(#loc376)
    %expanded_89 = tensor.expand_shape %262 [[0, 1], [2]] output_shape [8, 32, 128] : tensor<256x128xf32> into tensor<8x32x128xf32> loc(#loc376)
    %263 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg25 : tensor<128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("params['h'][2]['fc_b']"), %out: f32 loc("jit(step)/jvp(h.2)/add"(#loc258))):
      linalg.yield %in : f32 loc(#loc377)
    } -> tensor<8x32x128xf32> loc(#loc377)
    %264 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_89, %263 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/dot_general"(#loc257)), %in_312: f32 loc("jit(step)/jvp(h.2)/add"(#loc258)), %out: f32 loc("jit(step)/jvp(h.2)/add"(#loc258))):
      %1048 = arith.addf %in, %in_312 : f32 loc(#loc377)
      linalg.yield %1048 : f32 loc(#loc377)
    } -> tensor<8x32x128xf32> loc(#loc377)
    %265 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%264 : tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/add"(#loc258)), %out: f32 loc("jit(step)/jvp(h.2)/integer_pow"(#loc259))):
      %1048 = arith.mulf %in, %in : f32 loc(#loc378)
      linalg.yield %1048 : f32 loc(#loc378)
    } -> tensor<8x32x128xf32> loc(#loc378)
    %266 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%265, %264 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/integer_pow"(#loc259)), %in_312: f32 loc("jit(step)/jvp(h.2)/add"(#loc258)), %out: f32 loc("jit(step)/jvp(h.2)/integer_pow"(#loc259))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc378)
      linalg.yield %1048 : f32 loc(#loc378)
    } -> tensor<8x32x128xf32> loc(#loc378)
    %267 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%265 : tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/integer_pow"(#loc259)), %out: f32 loc("jit(step)/jvp(h.2)/mul"(#loc259))):
      %1048 = arith.mulf %in, %cst_7 : f32 loc(#loc379)
      linalg.yield %1048 : f32 loc(#loc379)
    } -> tensor<8x32x128xf32> loc(#loc379)
    %268 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%266 : tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/integer_pow"(#loc259)), %out: f32 loc("jit(step)/jvp(h.2)/mul"(#loc259))):
      %1048 = arith.mulf %in, %cst_6 : f32 loc(#loc379)
      linalg.yield %1048 : f32 loc(#loc379)
    } -> tensor<8x32x128xf32> loc(#loc379)
    %269 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%264, %268 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/add"(#loc258)), %in_312: f32 loc("jit(step)/jvp(h.2)/mul"(#loc259)), %out: f32 loc("jit(step)/jvp(h.2)/add"(#loc259))):
      %1048 = arith.addf %in, %in_312 : f32 loc(#loc380)
      linalg.yield %1048 : f32 loc(#loc380)
    } -> tensor<8x32x128xf32> loc(#loc380)
    %270 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%269 : tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/add"(#loc259)), %out: f32 loc("jit(step)/jvp(h.2)/mul"(#loc259))):
      %1048 = arith.mulf %in, %cst_5 : f32 loc(#loc379)
      linalg.yield %1048 : f32 loc(#loc379)
    } -> tensor<8x32x128xf32> loc(#loc379)
    %271 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%270 : tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/mul"(#loc259)), %out: f32 loc("jit(step)/jvp(h.2)/tanh"(#loc259))):
      %1048 = math.tanh %in : f32 loc(#loc381)
      linalg.yield %1048 : f32 loc(#loc381)
    } -> tensor<8x32x128xf32> loc(#loc381)
    %272 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%271 : tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/tanh"(#loc259)), %out: f32 loc("jit(step)/jvp(h.2)/sub"(#loc259))):
      %1048 = arith.subf %cst_8, %in : f32 loc(#loc382)
      linalg.yield %1048 : f32 loc(#loc382)
    } -> tensor<8x32x128xf32> loc(#loc382)
    %273 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%271 : tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/tanh"(#loc259)), %out: f32 loc("jit(step)/jvp(h.2)/add"(#loc259))):
      %1048 = arith.addf %in, %cst_8 : f32 loc(#loc380)
      linalg.yield %1048 : f32 loc(#loc380)
    } -> tensor<8x32x128xf32> loc(#loc380)
    %274 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%273 : tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/add"(#loc259)), %out: f32 loc("jit(step)/jvp(h.2)/mul"(#loc259))):
      %1048 = arith.mulf %in, %cst_4 : f32 loc(#loc379)
      linalg.yield %1048 : f32 loc(#loc379)
    } -> tensor<8x32x128xf32> loc(#loc379)
    %275 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%264, %274 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/add"(#loc258)), %in_312: f32 loc("jit(step)/jvp(h.2)/mul"(#loc259)), %out: f32 loc("jit(step)/jvp(h.2)/mul"(#loc259))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc379)
      linalg.yield %1048 : f32 loc(#loc379)
    } -> tensor<8x32x128xf32> loc(#loc379)
    %collapsed_90 = tensor.collapse_shape %275 [[0, 1], [2]] : tensor<8x32x128xf32> into tensor<256x128xf32> loc(#loc383)
    %276 = linalg.matmul ins(%collapsed_90, %arg30 : tensor<256x128xf32>, tensor<128x32xf32>) outs(%78 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc383)
    %expanded_91 = tensor.expand_shape %276 [[0, 1], [2]] output_shape [8, 32, 32] : tensor<256x32xf32> into tensor<8x32x32xf32> loc(#loc383)
    %277 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%243, %expanded_91 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/add"(#loc255)), %in_312: f32 loc("jit(step)/jvp(h.2)/dot_general"(#loc260)), %out: f32 loc("jit(step)/jvp(h.2)/add"(#loc261))):
      %1048 = arith.addf %in, %in_312 : f32 loc(#loc384)
      linalg.yield %1048 : f32 loc(#loc384)
    } -> tensor<8x32x32xf32> loc(#loc384)
    %278 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg31 : tensor<32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("params['h'][2]['out_b']"), %out: f32 loc("jit(step)/jvp(h.2)/add"(#loc262))):
      linalg.yield %in : f32 loc(#loc385)
    } -> tensor<8x32x32xf32> loc(#loc385)
    %279 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%277, %278 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/add"(#loc261)), %in_312: f32 loc("jit(step)/jvp(h.2)/add"(#loc262)), %out: f32 loc("jit(step)/jvp(h.2)/add"(#loc262))):
      %1048 = arith.addf %in, %in_312 : f32 loc(#loc385)
      linalg.yield %1048 : f32 loc(#loc385)
    } -> tensor<8x32x32xf32> loc(#loc385)
    %280 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%279 : tensor<8x32x32xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/reduce_sum"(#loc318)), %out: f32 loc("jit(step)/jvp(h.3)/reduce_sum"(#loc318))):
      %1048 = arith.addf %out, %in : f32 loc(#loc626)
      linalg.yield %1048 : f32 loc(#loc626)
    } -> tensor<8x32xf32> loc(#loc626)
    %expanded_92 = tensor.expand_shape %280 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc627)
    %281 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_92 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/broadcast_in_dim"(#loc318)), %out: f32 loc("jit(step)/jvp(h.3)/div"(#loc318))):
      %1048 = arith.divf %in, %cst_14 : f32 loc(#loc628)
      linalg.yield %1048 : f32 loc(#loc628)
    } -> tensor<8x32x1xf32> loc(#loc628)
    %282 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%281 : tensor<8x32x1xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/div"(#loc318)), %out: f32 loc("jit(step)/jvp(h.3)/sub"(#loc319))):
      linalg.yield %in : f32 loc(#loc629)
    } -> tensor<8x32x32xf32> loc(#loc629)
    %283 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%279, %282 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/add"(#loc262)), %in_312: f32 loc("jit(step)/jvp(h.3)/sub"(#loc319)), %out: f32 loc("jit(step)/jvp(h.3)/sub"(#loc319))):
      %1048 = arith.subf %in, %in_312 : f32 loc(#loc629)
      linalg.yield %1048 : f32 loc(#loc629)
    } -> tensor<8x32x32xf32> loc(#loc629)
    %284 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%283 : tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/sub"(#loc319)), %out: f32 loc("jit(step)/jvp(h.3)/integer_pow"(#loc320))):
      %1048 = arith.mulf %in, %in : f32 loc(#loc630)
      linalg.yield %1048 : f32 loc(#loc630)
    } -> tensor<8x32x32xf32> loc(#loc630)
    %285 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%283 : tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/sub"(#loc319)), %out: f32 loc("jit(step)/jvp(h.3)/mul"(#loc320))):
      %1048 = arith.mulf %in, %cst_13 : f32 loc(#loc631)
      linalg.yield %1048 : f32 loc(#loc631)
    } -> tensor<8x32x32xf32> loc(#loc631)
    %286 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%284 : tensor<8x32x32xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/reduce_sum"(#loc321)), %out: f32 loc("jit(step)/jvp(h.3)/reduce_sum"(#loc321))):
      %1048 = arith.addf %out, %in : f32 loc(#loc632)
      linalg.yield %1048 : f32 loc(#loc632)
    } -> tensor<8x32xf32> loc(#loc632)
    %expanded_93 = tensor.expand_shape %286 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc633)
    %287 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_93 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/broadcast_in_dim"(#loc321)), %out: f32 loc("jit(step)/jvp(h.3)/div"(#loc321))):
      %1048 = arith.divf %in, %cst_14 : f32 loc(#loc634)
      linalg.yield %1048 : f32 loc(#loc634)
    } -> tensor<8x32x1xf32> loc(#loc634)
    %288 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%287 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/div"(#loc321)), %out: f32 loc("jit(step)/jvp(h.3)/add"(#loc322))):
      %1048 = arith.addf %in, %cst_12 : f32 loc(#loc635)
      linalg.yield %1048 : f32 loc(#loc635)
    } -> tensor<8x32x1xf32> loc(#loc635)
    %289 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%288 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/add"(#loc322)), %out: f32 loc("jit(step)/jvp(h.3)/rsqrt"(#loc323))):
      %1048 = math.rsqrt %in : f32 loc(#loc636)
      linalg.yield %1048 : f32 loc(#loc636)
    } -> tensor<8x32x1xf32> loc(#loc636)
    %290 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%289, %288 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/rsqrt"(#loc323)), %in_312: f32 loc("jit(step)/jvp(h.3)/add"(#loc322)), %out: f32 loc("jit(step)/jvp(h.3)/div"(#loc323))):
      %1048 = arith.divf %in, %in_312 : f32 loc(#loc637)
      linalg.yield %1048 : f32 loc(#loc637)
    } -> tensor<8x32x1xf32> loc(#loc637)
    %291 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%290 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/div"(#loc323)), %out: f32 loc("jit(step)/jvp(h.3)/mul"(#loc323))):
      %1048 = arith.mulf %in, %cst_11 : f32 loc(#loc638)
      linalg.yield %1048 : f32 loc(#loc638)
    } -> tensor<8x32x1xf32> loc(#loc638)
    %292 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%289 : tensor<8x32x1xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/rsqrt"(#loc323)), %out: f32 loc("jit(step)/jvp(h.3)/mul"(#loc324))):
      linalg.yield %in : f32 loc(#loc639)
    } -> tensor<8x32x32xf32> loc(#loc639)
    %293 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%283, %292 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/sub"(#loc319)), %in_312: f32 loc("jit(step)/jvp(h.3)/mul"(#loc324)), %out: f32 loc("jit(step)/jvp(h.3)/mul"(#loc324))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc639)
      linalg.yield %1048 : f32 loc(#loc639)
    } -> tensor<8x32x32xf32> loc(#loc639)
    %294 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg39 : tensor<32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("params['h'][3]['ln1_g']"), %out: f32 loc("jit(step)/jvp(h.3)/mul"(#loc325))):
      linalg.yield %in : f32 loc(#loc640)
    } -> tensor<8x32x32xf32> loc(#loc640)
    %295 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%293, %294 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/mul"(#loc324)), %in_312: f32 loc("jit(step)/jvp(h.3)/mul"(#loc325)), %out: f32 loc("jit(step)/jvp(h.3)/mul"(#loc325))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc640)
      linalg.yield %1048 : f32 loc(#loc640)
    } -> tensor<8x32x32xf32> loc(#loc640)
    %296 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg38 : tensor<32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("params['h'][3]['ln1_b']"), %out: f32 loc("jit(step)/jvp(h.3)/add"(#loc326))):
      linalg.yield %in : f32 loc(#loc641)
    } -> tensor<8x32x32xf32> loc(#loc641)
    %297 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%295, %296 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/mul"(#loc325)), %in_312: f32 loc("jit(step)/jvp(h.3)/add"(#loc326)), %out: f32 loc("jit(step)/jvp(h.3)/add"(#loc326))):
      %1048 = arith.addf %in, %in_312 : f32 loc(#loc641)
      linalg.yield %1048 : f32 loc(#loc641)
    } -> tensor<8x32x32xf32> loc(#loc641)
    %collapsed_94 = tensor.collapse_shape %297 [[0, 1], [2]] : tensor<8x32x32xf32> into tensor<256x32xf32> loc(#loc642)
    %298 = linalg.matmul ins(%collapsed_94, %arg46 : tensor<256x32xf32>, tensor<32x96xf32>) outs(%32 : tensor<256x96xf32>) -> tensor<256x96xf32> loc(#loc642)
    %expanded_95 = tensor.expand_shape %298 [[0, 1], [2]] output_shape [8, 32, 96] : tensor<256x96xf32> into tensor<8x32x96xf32> loc(#loc642)
    %299 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg47 : tensor<96xf32>) outs(%34 : tensor<8x32x96xf32>) {
    ^bb0(%in: f32 loc("params['h'][3]['qkv_b']"), %out: f32 loc("jit(step)/jvp(h.3)/add"(#loc328))):
      linalg.yield %in : f32 loc(#loc643)
    } -> tensor<8x32x96xf32> loc(#loc643)
    %300 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_95, %299 : tensor<8x32x96xf32>, tensor<8x32x96xf32>) outs(%34 : tensor<8x32x96xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/dot_general"(#loc327)), %in_312: f32 loc("jit(step)/jvp(h.3)/add"(#loc328)), %out: f32 loc("jit(step)/jvp(h.3)/add"(#loc328))):
      %1048 = arith.addf %in, %in_312 : f32 loc(#loc643)
      linalg.yield %1048 : f32 loc(#loc643)
    } -> tensor<8x32x96xf32> loc(#loc643)
    %extracted_slice_96 = tensor.extract_slice %300[0, 0, 0] [8, 32, 32] [1, 1, 1] : tensor<8x32x96xf32> to tensor<8x32x32xf32> loc(#loc644)
    %extracted_slice_97 = tensor.extract_slice %300[0, 0, 32] [8, 32, 32] [1, 1, 1] : tensor<8x32x96xf32> to tensor<8x32x32xf32> loc(#loc644)
    %extracted_slice_98 = tensor.extract_slice %300[0, 0, 64] [8, 32, 32] [1, 1, 1] : tensor<8x32x96xf32> to tensor<8x32x32xf32> loc(#loc644)
    %expanded_99 = tensor.expand_shape %extracted_slice_96 [[0], [1], [2, 3]] output_shape [8, 32, 4, 8] : tensor<8x32x32xf32> into tensor<8x32x4x8xf32> loc(#loc1029)
    %301 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_99 : tensor<8x32x4x8xf32>) outs(%37 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/reshape"(#loc486)), %out: f32 loc("jit(step)/jvp(h.3)/transpose"(#loc487))):
      linalg.yield %in : f32 loc(#loc1030)
    } -> tensor<8x4x32x8xf32> loc(#loc1030)
    %expanded_100 = tensor.expand_shape %extracted_slice_97 [[0], [1], [2, 3]] output_shape [8, 32, 4, 8] : tensor<8x32x32xf32> into tensor<8x32x4x8xf32> loc(#loc1031)
    %302 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_100 : tensor<8x32x4x8xf32>) outs(%37 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/reshape"(#loc488)), %out: f32 loc("jit(step)/jvp(h.3)/transpose"(#loc489))):
      linalg.yield %in : f32 loc(#loc1032)
    } -> tensor<8x4x32x8xf32> loc(#loc1032)
    %expanded_101 = tensor.expand_shape %extracted_slice_98 [[0], [1], [2, 3]] output_shape [8, 32, 4, 8] : tensor<8x32x32xf32> into tensor<8x32x4x8xf32> loc(#loc1033)
    %303 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_101 : tensor<8x32x4x8xf32>) outs(%37 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/reshape"(#loc490)), %out: f32 loc("jit(step)/jvp(h.3)/transpose"(#loc491))):
      linalg.yield %in : f32 loc(#loc1034)
    } -> tensor<8x4x32x8xf32> loc(#loc1034)
    %304 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%302 : tensor<8x4x32x8xf32>) outs(%41 : tensor<8x4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/transpose"(#loc489)), %out: f32 loc("jit(step)/jvp(h.3)/transpose"(#loc333))):
      linalg.yield %in : f32 loc(#loc645)
    } -> tensor<8x4x8x32xf32> loc(#loc645)
    %collapsed_102 = tensor.collapse_shape %301 [[0, 1], [2], [3]] : tensor<8x4x32x8xf32> into tensor<32x32x8xf32> loc(#loc646)
    %collapsed_103 = tensor.collapse_shape %304 [[0, 1], [2], [3]] : tensor<8x4x8x32xf32> into tensor<32x8x32xf32> loc(#loc646)
    %305 = linalg.batch_matmul ins(%collapsed_102, %collapsed_103 : tensor<32x32x8xf32>, tensor<32x8x32xf32>) outs(%44 : tensor<32x32x32xf32>) -> tensor<32x32x32xf32> loc(#loc646)
    %expanded_104 = tensor.expand_shape %305 [[0, 1], [2], [3]] output_shape [8, 4, 32, 32] : tensor<32x32x32xf32> into tensor<8x4x32x32xf32> loc(#loc646)
    %306 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_104, %49 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/dot_general"(#loc334)), %in_312: f32 loc("jit(step)/jvp(h.0)/div"(#loc336)), %out: f32 loc("jit(step)/jvp(h.3)/div"(#loc336))):
      %1048 = arith.divf %in, %in_312 : f32 loc(#loc647)
      linalg.yield %1048 : f32 loc(#loc647)
    } -> tensor<8x4x32x32xf32> loc(#loc647)
    %307 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %306 : tensor<8x4x32x32xi1>, tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc64 at #loc497)), %in_312: f32 loc("jit(step)/jvp(h.3)/div"(#loc336)), %out: f32 loc(callsite(#loc62 at #loc648))):
      %1048 = arith.select %in, %in_312, %cst_10 : f32 loc(#loc1072)
      linalg.yield %1048 : f32 loc(#loc1072)
    } -> tensor<8x4x32x32xf32> loc(#loc1072)
    %308 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%307 : tensor<8x4x32x32xf32>) outs(%60 : tensor<8x4x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/reduce_max"(#loc339)), %out: f32 loc("jit(step)/jvp(h.3)/reduce_max"(#loc339))):
      %1048 = arith.maximumf %out, %in : f32 loc(#loc649)
      linalg.yield %1048 : f32 loc(#loc649)
    } -> tensor<8x4x32xf32> loc(#loc649)
    %309 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%308 : tensor<8x4x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/max"(#loc339)), %out: f32 loc("jit(step)/jvp(h.3)/sub"(#loc339))):
      linalg.yield %in : f32 loc(#loc650)
    } -> tensor<8x4x32x32xf32> loc(#loc650)
    %310 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%307, %309 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc62 at #loc648)), %in_312: f32 loc("jit(step)/jvp(h.3)/sub"(#loc339)), %out: f32 loc("jit(step)/jvp(h.3)/sub"(#loc339))):
      %1048 = arith.subf %in, %in_312 : f32 loc(#loc650)
      linalg.yield %1048 : f32 loc(#loc650)
    } -> tensor<8x4x32x32xf32> loc(#loc650)
    %311 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%310 : tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/sub"(#loc339)), %out: f32 loc("jit(step)/jvp(h.3)/exp"(#loc339))):
      %1048 = math.exp %in : f32 loc(#loc652)
      linalg.yield %1048 : f32 loc(#loc652)
    } -> tensor<8x4x32x32xf32> loc(#loc652)
    %312 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%311 : tensor<8x4x32x32xf32>) outs(%65 : tensor<8x4x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/reduce_sum"(#loc339)), %out: f32 loc("jit(step)/jvp(h.3)/reduce_sum"(#loc339))):
      %1048 = arith.addf %out, %in : f32 loc(#loc653)
      linalg.yield %1048 : f32 loc(#loc653)
    } -> tensor<8x4x32xf32> loc(#loc653)
    %expanded_105 = tensor.expand_shape %312 [[0], [1], [2, 3]] output_shape [8, 4, 32, 1] : tensor<8x4x32xf32> into tensor<8x4x32x1xf32> loc(#loc654)
    %313 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%312 : tensor<8x4x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/reduce_sum"(#loc339)), %out: f32 loc("jit(step)/jvp(h.3)/div"(#loc339))):
      linalg.yield %in : f32 loc(#loc655)
    } -> tensor<8x4x32x32xf32> loc(#loc655)
    %314 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%311, %313 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/exp"(#loc339)), %in_312: f32 loc("jit(step)/jvp(h.3)/div"(#loc339)), %out: f32 loc("jit(step)/jvp(h.3)/div"(#loc339))):
      %1048 = arith.divf %in, %in_312 : f32 loc(#loc655)
      linalg.yield %1048 : f32 loc(#loc655)
    } -> tensor<8x4x32x32xf32> loc(#loc655)
    %315 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_105 : tensor<8x4x32x1xf32>) outs(%69 : tensor<8x4x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/broadcast_in_dim"(#loc339)), %out: f32 loc("jit(step)/jvp(h.3)/mul"(#loc505))):
      %1048 = arith.mulf %in, %in : f32 loc(#loc1036)
      linalg.yield %1048 : f32 loc(#loc1036)
    } -> tensor<8x4x32x1xf32> loc(#loc1036)
    %316 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%315 : tensor<8x4x32x1xf32>) outs(%69 : tensor<8x4x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/mul"(#loc505)), %out: f32 loc("jit(step)/jvp(h.3)/div"(#loc505))):
      %1048 = arith.divf %cst_8, %in : f32 loc(#loc1037)
      linalg.yield %1048 : f32 loc(#loc1037)
    } -> tensor<8x4x32x1xf32> loc(#loc1037)
    %collapsed_106 = tensor.collapse_shape %314 [[0, 1], [2], [3]] : tensor<8x4x32x32xf32> into tensor<32x32x32xf32> loc(#loc656)
    %collapsed_107 = tensor.collapse_shape %303 [[0, 1], [2], [3]] : tensor<8x4x32x8xf32> into tensor<32x32x8xf32> loc(#loc656)
    %317 = linalg.batch_matmul ins(%collapsed_106, %collapsed_107 : tensor<32x32x32xf32>, tensor<32x32x8xf32>) outs(%73 : tensor<32x32x8xf32>) -> tensor<32x32x8xf32> loc(#loc656)
    %expanded_108 = tensor.expand_shape %317 [[0, 1], [2], [3]] output_shape [8, 4, 32, 8] : tensor<32x32x8xf32> into tensor<8x4x32x8xf32> loc(#loc656)
    %318 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_108 : tensor<8x4x32x8xf32>) outs(%75 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/dot_general"(#loc340)), %out: f32 loc("jit(step)/jvp(h.3)/transpose"(#loc341))):
      linalg.yield %in : f32 loc(#loc657)
    } -> tensor<8x32x4x8xf32> loc(#loc657)
    %collapsed_109 = tensor.collapse_shape %318 [[0, 1], [2, 3]] : tensor<8x32x4x8xf32> into tensor<256x32xf32> loc(#loc658)
    %319 = linalg.matmul ins(%collapsed_109, %arg44 : tensor<256x32xf32>, tensor<32x32xf32>) outs(%78 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc658)
    %expanded_110 = tensor.expand_shape %319 [[0, 1], [2]] output_shape [8, 32, 32] : tensor<256x32xf32> into tensor<8x32x32xf32> loc(#loc658)
    %320 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg45 : tensor<32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("params['h'][3]['proj_b']"), %out: f32 loc("jit(step)/jvp(h.3)/add"(#loc343))):
      linalg.yield %in : f32 loc(#loc659)
    } -> tensor<8x32x32xf32> loc(#loc659)
    %321 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_110, %320 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/dot_general"(#loc342)), %in_312: f32 loc("jit(step)/jvp(h.3)/add"(#loc343)), %out: f32 loc("jit(step)/jvp(h.3)/add"(#loc343))):
      %1048 = arith.addf %in, %in_312 : f32 loc(#loc659)
      linalg.yield %1048 : f32 loc(#loc659)
    } -> tensor<8x32x32xf32> loc(#loc659)
    %322 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%279, %321 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/add"(#loc262)), %in_312: f32 loc("jit(step)/jvp(h.3)/add"(#loc343)), %out: f32 loc("jit(step)/jvp(h.3)/add"(#loc255))):
      %1048 = arith.addf %in, %in_312 : f32 loc(#loc386)
      linalg.yield %1048 : f32 loc(#loc386)
    } -> tensor<8x32x32xf32> loc(#loc386)
    %323 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%322 : tensor<8x32x32xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/reduce_sum"(#loc345)), %out: f32 loc("jit(step)/jvp(h.3)/reduce_sum"(#loc345))):
      %1048 = arith.addf %out, %in : f32 loc(#loc660)
      linalg.yield %1048 : f32 loc(#loc660)
    } -> tensor<8x32xf32> loc(#loc660)
    %expanded_111 = tensor.expand_shape %323 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc661)
    %324 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_111 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/broadcast_in_dim"(#loc345)), %out: f32 loc("jit(step)/jvp(h.3)/div"(#loc345))):
      %1048 = arith.divf %in, %cst_14 : f32 loc(#loc662)
      linalg.yield %1048 : f32 loc(#loc662)
    } -> tensor<8x32x1xf32> loc(#loc662)
    %325 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%324 : tensor<8x32x1xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/div"(#loc345)), %out: f32 loc("jit(step)/jvp(h.3)/sub"(#loc346))):
      linalg.yield %in : f32 loc(#loc663)
    } -> tensor<8x32x32xf32> loc(#loc663)
    %326 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%322, %325 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/add"(#loc255)), %in_312: f32 loc("jit(step)/jvp(h.3)/sub"(#loc346)), %out: f32 loc("jit(step)/jvp(h.3)/sub"(#loc346))):
      %1048 = arith.subf %in, %in_312 : f32 loc(#loc663)
      linalg.yield %1048 : f32 loc(#loc663)
    } -> tensor<8x32x32xf32> loc(#loc663)
    %327 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%326 : tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/sub"(#loc346)), %out: f32 loc("jit(step)/jvp(h.3)/integer_pow"(#loc347))):
      %1048 = arith.mulf %in, %in : f32 loc(#loc664)
      linalg.yield %1048 : f32 loc(#loc664)
    } -> tensor<8x32x32xf32> loc(#loc664)
    %328 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%326 : tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/sub"(#loc346)), %out: f32 loc("jit(step)/jvp(h.3)/mul"(#loc347))):
      %1048 = arith.mulf %in, %cst_13 : f32 loc(#loc665)
      linalg.yield %1048 : f32 loc(#loc665)
    } -> tensor<8x32x32xf32> loc(#loc665)
    %329 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%327 : tensor<8x32x32xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/reduce_sum"(#loc348)), %out: f32 loc("jit(step)/jvp(h.3)/reduce_sum"(#loc348))):
      %1048 = arith.addf %out, %in : f32 loc(#loc666)
      linalg.yield %1048 : f32 loc(#loc666)
    } -> tensor<8x32xf32> loc(#loc666)
    %expanded_112 = tensor.expand_shape %329 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc667)
    %330 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_112 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/broadcast_in_dim"(#loc348)), %out: f32 loc("jit(step)/jvp(h.3)/div"(#loc348))):
      %1048 = arith.divf %in, %cst_14 : f32 loc(#loc668)
      linalg.yield %1048 : f32 loc(#loc668)
    } -> tensor<8x32x1xf32> loc(#loc668)
    %331 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%330 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/div"(#loc348)), %out: f32 loc("jit(step)/jvp(h.3)/add"(#loc349))):
      %1048 = arith.addf %in, %cst_12 : f32 loc(#loc669)
      linalg.yield %1048 : f32 loc(#loc669)
    } -> tensor<8x32x1xf32> loc(#loc669)
    %332 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%331 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/add"(#loc349)), %out: f32 loc("jit(step)/jvp(h.3)/rsqrt"(#loc350))):
      %1048 = math.rsqrt %in : f32 loc(#loc670)
      linalg.yield %1048 : f32 loc(#loc670)
    } -> tensor<8x32x1xf32> loc(#loc670)
    %333 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%332, %331 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/rsqrt"(#loc350)), %in_312: f32 loc("jit(step)/jvp(h.3)/add"(#loc349)), %out: f32 loc("jit(step)/jvp(h.3)/div"(#loc350))):
      %1048 = arith.divf %in, %in_312 : f32 loc(#loc671)
      linalg.yield %1048 : f32 loc(#loc671)
    } -> tensor<8x32x1xf32> loc(#loc671)
    %334 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%333 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/div"(#loc350)), %out: f32 loc("jit(step)/jvp(h.3)/mul"(#loc350))):
      %1048 = arith.mulf %in, %cst_11 : f32 loc(#loc672)
      linalg.yield %1048 : f32 loc(#loc672)
    } -> tensor<8x32x1xf32> loc(#loc672)
    %335 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%332 : tensor<8x32x1xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/rsqrt"(#loc350)), %out: f32 loc("jit(step)/jvp(h.3)/mul"(#loc351))):
      linalg.yield %in : f32 loc(#loc673)
    } -> tensor<8x32x32xf32> loc(#loc673)
    %336 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%326, %335 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/sub"(#loc346)), %in_312: f32 loc("jit(step)/jvp(h.3)/mul"(#loc351)), %out: f32 loc("jit(step)/jvp(h.3)/mul"(#loc351))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc673)
      linalg.yield %1048 : f32 loc(#loc673)
    } -> tensor<8x32x32xf32> loc(#loc673)
    %337 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg41 : tensor<32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("params['h'][3]['ln2_g']"), %out: f32 loc("jit(step)/jvp(h.3)/mul"(#loc352))):
      linalg.yield %in : f32 loc(#loc674)
    } -> tensor<8x32x32xf32> loc(#loc674)
    %338 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%336, %337 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/mul"(#loc351)), %in_312: f32 loc("jit(step)/jvp(h.3)/mul"(#loc352)), %out: f32 loc("jit(step)/jvp(h.3)/mul"(#loc352))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc674)
      linalg.yield %1048 : f32 loc(#loc674)
    } -> tensor<8x32x32xf32> loc(#loc674)
    %339 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg40 : tensor<32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("params['h'][3]['ln2_b']"), %out: f32 loc("jit(step)/jvp(h.3)/add"(#loc353))):
      linalg.yield %in : f32 loc(#loc675)
    } -> tensor<8x32x32xf32> loc(#loc675)
    %340 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%338, %339 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/mul"(#loc352)), %in_312: f32 loc("jit(step)/jvp(h.3)/add"(#loc353)), %out: f32 loc("jit(step)/jvp(h.3)/add"(#loc353))):
      %1048 = arith.addf %in, %in_312 : f32 loc(#loc675)
      linalg.yield %1048 : f32 loc(#loc675)
    } -> tensor<8x32x32xf32> loc(#loc675)
    %collapsed_113 = tensor.collapse_shape %340 [[0, 1], [2]] : tensor<8x32x32xf32> into tensor<256x32xf32> loc(#loc387)
    %341 = linalg.matmul ins(%collapsed_113, %arg36 : tensor<256x32xf32>, tensor<32x128xf32>) outs(%102 : tensor<256x128xf32>) -> tensor<256x128xf32> loc(#loc387)
    %expanded_114 = tensor.expand_shape %341 [[0, 1], [2]] output_shape [8, 32, 128] : tensor<256x128xf32> into tensor<8x32x128xf32> loc(#loc387)
    %342 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg37 : tensor<128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("params['h'][3]['fc_b']"), %out: f32 loc("jit(step)/jvp(h.3)/add"(#loc258))):
      linalg.yield %in : f32 loc(#loc388)
    } -> tensor<8x32x128xf32> loc(#loc388)
    %343 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_114, %342 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/dot_general"(#loc257)), %in_312: f32 loc("jit(step)/jvp(h.3)/add"(#loc258)), %out: f32 loc("jit(step)/jvp(h.3)/add"(#loc258))):
      %1048 = arith.addf %in, %in_312 : f32 loc(#loc388)
      linalg.yield %1048 : f32 loc(#loc388)
    } -> tensor<8x32x128xf32> loc(#loc388)
    %344 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%343 : tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/add"(#loc258)), %out: f32 loc("jit(step)/jvp(h.3)/integer_pow"(#loc259))):
      %1048 = arith.mulf %in, %in : f32 loc(#loc389)
      linalg.yield %1048 : f32 loc(#loc389)
    } -> tensor<8x32x128xf32> loc(#loc389)
    %345 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%344, %343 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/integer_pow"(#loc259)), %in_312: f32 loc("jit(step)/jvp(h.3)/add"(#loc258)), %out: f32 loc("jit(step)/jvp(h.3)/integer_pow"(#loc259))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc389)
      linalg.yield %1048 : f32 loc(#loc389)
    } -> tensor<8x32x128xf32> loc(#loc389)
    %346 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%344 : tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/integer_pow"(#loc259)), %out: f32 loc("jit(step)/jvp(h.3)/mul"(#loc259))):
      %1048 = arith.mulf %in, %cst_7 : f32 loc(#loc390)
      linalg.yield %1048 : f32 loc(#loc390)
    } -> tensor<8x32x128xf32> loc(#loc390)
    %347 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%345 : tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/integer_pow"(#loc259)), %out: f32 loc("jit(step)/jvp(h.3)/mul"(#loc259))):
      %1048 = arith.mulf %in, %cst_6 : f32 loc(#loc390)
      linalg.yield %1048 : f32 loc(#loc390)
    } -> tensor<8x32x128xf32> loc(#loc390)
    %348 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%343, %347 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/add"(#loc258)), %in_312: f32 loc("jit(step)/jvp(h.3)/mul"(#loc259)), %out: f32 loc("jit(step)/jvp(h.3)/add"(#loc259))):
      %1048 = arith.addf %in, %in_312 : f32 loc(#loc391)
      linalg.yield %1048 : f32 loc(#loc391)
    } -> tensor<8x32x128xf32> loc(#loc391)
    %349 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%348 : tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/add"(#loc259)), %out: f32 loc("jit(step)/jvp(h.3)/mul"(#loc259))):
      %1048 = arith.mulf %in, %cst_5 : f32 loc(#loc390)
      linalg.yield %1048 : f32 loc(#loc390)
    } -> tensor<8x32x128xf32> loc(#loc390)
    %350 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%349 : tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/mul"(#loc259)), %out: f32 loc("jit(step)/jvp(h.3)/tanh"(#loc259))):
      %1048 = math.tanh %in : f32 loc(#loc392)
      linalg.yield %1048 : f32 loc(#loc392)
    } -> tensor<8x32x128xf32> loc(#loc392)
    %351 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%350 : tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/tanh"(#loc259)), %out: f32 loc("jit(step)/jvp(h.3)/sub"(#loc259))):
      %1048 = arith.subf %cst_8, %in : f32 loc(#loc393)
      linalg.yield %1048 : f32 loc(#loc393)
    } -> tensor<8x32x128xf32> loc(#loc393)
    %352 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%350 : tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/tanh"(#loc259)), %out: f32 loc("jit(step)/jvp(h.3)/add"(#loc259))):
      %1048 = arith.addf %in, %cst_8 : f32 loc(#loc391)
      linalg.yield %1048 : f32 loc(#loc391)
    } -> tensor<8x32x128xf32> loc(#loc391)
    %353 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%352 : tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/add"(#loc259)), %out: f32 loc("jit(step)/jvp(h.3)/mul"(#loc259))):
      %1048 = arith.mulf %in, %cst_4 : f32 loc(#loc390)
      linalg.yield %1048 : f32 loc(#loc390)
    } -> tensor<8x32x128xf32> loc(#loc390)
    %354 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%343, %353 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/add"(#loc258)), %in_312: f32 loc("jit(step)/jvp(h.3)/mul"(#loc259)), %out: f32 loc("jit(step)/jvp(h.3)/mul"(#loc259))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc390)
      linalg.yield %1048 : f32 loc(#loc390)
    } -> tensor<8x32x128xf32> loc(#loc390)
    %collapsed_115 = tensor.collapse_shape %354 [[0, 1], [2]] : tensor<8x32x128xf32> into tensor<256x128xf32> loc(#loc394)
    %355 = linalg.matmul ins(%collapsed_115, %arg42 : tensor<256x128xf32>, tensor<128x32xf32>) outs(%78 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc394)
    %expanded_116 = tensor.expand_shape %355 [[0, 1], [2]] output_shape [8, 32, 32] : tensor<256x32xf32> into tensor<8x32x32xf32> loc(#loc394)
    %356 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%322, %expanded_116 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/add"(#loc255)), %in_312: f32 loc("jit(step)/jvp(h.3)/dot_general"(#loc260)), %out: f32 loc("jit(step)/jvp(h.3)/add"(#loc261))):
      %1048 = arith.addf %in, %in_312 : f32 loc(#loc395)
      linalg.yield %1048 : f32 loc(#loc395)
    } -> tensor<8x32x32xf32> loc(#loc395)
    %357 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg43 : tensor<32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("params['h'][3]['out_b']"), %out: f32 loc("jit(step)/jvp(h.3)/add"(#loc262))):
      linalg.yield %in : f32 loc(#loc396)
    } -> tensor<8x32x32xf32> loc(#loc396)
    %358 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%356, %357 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/add"(#loc261)), %in_312: f32 loc("jit(step)/jvp(h.3)/add"(#loc262)), %out: f32 loc("jit(step)/jvp(h.3)/add"(#loc262))):
      %1048 = arith.addf %in, %in_312 : f32 loc(#loc396)
      linalg.yield %1048 : f32 loc(#loc396)
    } -> tensor<8x32x32xf32> loc(#loc396)
    %359 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%358 : tensor<8x32x32xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/reduce_sum"(#loc225)), %out: f32 loc("jit(step)/jvp()/reduce_sum"(#loc225))):
      %1048 = arith.addf %out, %in : f32 loc(#loc263)
      linalg.yield %1048 : f32 loc(#loc263)
    } -> tensor<8x32xf32> loc(#loc263)
    %expanded_117 = tensor.expand_shape %359 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc264)
    %360 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_117 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/broadcast_in_dim"(#loc225)), %out: f32 loc("jit(step)/jvp()/div"(#loc225))):
      %1048 = arith.divf %in, %cst_14 : f32 loc(#loc265)
      linalg.yield %1048 : f32 loc(#loc265)
    } -> tensor<8x32x1xf32> loc(#loc265)
    %361 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%360 : tensor<8x32x1xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/div"(#loc225)), %out: f32 loc("jit(step)/jvp()/sub"(#loc226))):
      linalg.yield %in : f32 loc(#loc266)
    } -> tensor<8x32x32xf32> loc(#loc266)
    %362 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%358, %361 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/add"(#loc262)), %in_312: f32 loc("jit(step)/jvp()/sub"(#loc226)), %out: f32 loc("jit(step)/jvp()/sub"(#loc226))):
      %1048 = arith.subf %in, %in_312 : f32 loc(#loc266)
      linalg.yield %1048 : f32 loc(#loc266)
    } -> tensor<8x32x32xf32> loc(#loc266)
    %363 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%362 : tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/sub"(#loc226)), %out: f32 loc("jit(step)/jvp()/integer_pow"(#loc227))):
      %1048 = arith.mulf %in, %in : f32 loc(#loc267)
      linalg.yield %1048 : f32 loc(#loc267)
    } -> tensor<8x32x32xf32> loc(#loc267)
    %364 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%362 : tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/sub"(#loc226)), %out: f32 loc("jit(step)/jvp()/mul"(#loc227))):
      %1048 = arith.mulf %in, %cst_13 : f32 loc(#loc268)
      linalg.yield %1048 : f32 loc(#loc268)
    } -> tensor<8x32x32xf32> loc(#loc268)
    %365 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%363 : tensor<8x32x32xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/reduce_sum"(#loc228)), %out: f32 loc("jit(step)/jvp()/reduce_sum"(#loc228))):
      %1048 = arith.addf %out, %in : f32 loc(#loc269)
      linalg.yield %1048 : f32 loc(#loc269)
    } -> tensor<8x32xf32> loc(#loc269)
    %expanded_118 = tensor.expand_shape %365 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc270)
    %366 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_118 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/broadcast_in_dim"(#loc228)), %out: f32 loc("jit(step)/jvp()/div"(#loc228))):
      %1048 = arith.divf %in, %cst_14 : f32 loc(#loc271)
      linalg.yield %1048 : f32 loc(#loc271)
    } -> tensor<8x32x1xf32> loc(#loc271)
    %367 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%366 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/div"(#loc228)), %out: f32 loc("jit(step)/jvp()/add"(#loc229))):
      %1048 = arith.addf %in, %cst_12 : f32 loc(#loc272)
      linalg.yield %1048 : f32 loc(#loc272)
    } -> tensor<8x32x1xf32> loc(#loc272)
    %368 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%367 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/add"(#loc229)), %out: f32 loc("jit(step)/jvp()/rsqrt"(#loc230))):
      %1048 = math.rsqrt %in : f32 loc(#loc273)
      linalg.yield %1048 : f32 loc(#loc273)
    } -> tensor<8x32x1xf32> loc(#loc273)
    %369 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%368, %367 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/rsqrt"(#loc230)), %in_312: f32 loc("jit(step)/jvp()/add"(#loc229)), %out: f32 loc("jit(step)/jvp()/div"(#loc230))):
      %1048 = arith.divf %in, %in_312 : f32 loc(#loc274)
      linalg.yield %1048 : f32 loc(#loc274)
    } -> tensor<8x32x1xf32> loc(#loc274)
    %370 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%369 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/div"(#loc230)), %out: f32 loc("jit(step)/jvp()/mul"(#loc230))):
      %1048 = arith.mulf %in, %cst_11 : f32 loc(#loc275)
      linalg.yield %1048 : f32 loc(#loc275)
    } -> tensor<8x32x1xf32> loc(#loc275)
    %371 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%368 : tensor<8x32x1xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/rsqrt"(#loc230)), %out: f32 loc("jit(step)/jvp()/mul"(#loc231))):
      linalg.yield %in : f32 loc(#loc276)
    } -> tensor<8x32x32xf32> loc(#loc276)
    %372 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%362, %371 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/sub"(#loc226)), %in_312: f32 loc("jit(step)/jvp()/mul"(#loc231)), %out: f32 loc("jit(step)/jvp()/mul"(#loc231))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc276)
      linalg.yield %1048 : f32 loc(#loc276)
    } -> tensor<8x32x32xf32> loc(#loc276)
    %373 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg49 : tensor<32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("params['lnf_g']"), %out: f32 loc("jit(step)/jvp()/mul"(#loc232))):
      linalg.yield %in : f32 loc(#loc277)
    } -> tensor<8x32x32xf32> loc(#loc277)
    %374 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%372, %373 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/mul"(#loc231)), %in_312: f32 loc("jit(step)/jvp()/mul"(#loc232)), %out: f32 loc("jit(step)/jvp()/mul"(#loc232))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc277)
      linalg.yield %1048 : f32 loc(#loc277)
    } -> tensor<8x32x32xf32> loc(#loc277)
    %375 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg48 : tensor<32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("params['lnf_b']"), %out: f32 loc("jit(step)/jvp()/add"(#loc233))):
      linalg.yield %in : f32 loc(#loc278)
    } -> tensor<8x32x32xf32> loc(#loc278)
    %376 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%374, %375 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/mul"(#loc232)), %in_312: f32 loc("jit(step)/jvp()/add"(#loc233)), %out: f32 loc("jit(step)/jvp()/add"(#loc233))):
      %1048 = arith.addf %in, %in_312 : f32 loc(#loc278)
      linalg.yield %1048 : f32 loc(#loc278)
    } -> tensor<8x32x32xf32> loc(#loc278)
    %377 = tensor.empty() : tensor<32x64xf32> loc(#loc234)
    %378 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%arg51 : tensor<64x32xf32>) outs(%377 : tensor<32x64xf32>) {
    ^bb0(%in: f32 loc("params['wte']"), %out: f32 loc("jit(step)/jvp()/transpose"(#loc213))):
      linalg.yield %in : f32 loc(#loc234)
    } -> tensor<32x64xf32> loc(#loc234)
    %collapsed_119 = tensor.collapse_shape %376 [[0, 1], [2]] : tensor<8x32x32xf32> into tensor<256x32xf32> loc(#loc235)
    %379 = tensor.empty() : tensor<256x64xf32> loc(#loc235)
    %380 = linalg.fill ins(%cst_15 : f32) outs(%379 : tensor<256x64xf32>) -> tensor<256x64xf32> loc(#loc235)
    %381 = linalg.matmul ins(%collapsed_119, %378 : tensor<256x32xf32>, tensor<32x64xf32>) outs(%380 : tensor<256x64xf32>) -> tensor<256x64xf32> loc(#loc235)
    %expanded_120 = tensor.expand_shape %381 [[0, 1], [2]] output_shape [8, 32, 64] : tensor<256x64xf32> into tensor<8x32x64xf32> loc(#loc235)
    %382 = linalg.fill ins(%cst_9 : f32) outs(%10 : tensor<8x32xf32>) -> tensor<8x32xf32> loc(#loc676)
    %383 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%expanded_120 : tensor<8x32x64xf32>) outs(%382 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc112 at #loc279)), %out: f32 loc(callsite(#loc112 at #loc279))):
      %1048 = arith.maximumf %out, %in : f32 loc(#loc676)
      linalg.yield %1048 : f32 loc(#loc676)
    } -> tensor<8x32xf32> loc(#loc676)
    %384 = tensor.empty() : tensor<8x32x64xf32> loc(#loc677)
    %385 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%383 : tensor<8x32xf32>) outs(%384 : tensor<8x32x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc115 at #loc279)), %out: f32 loc(callsite(#loc114 at #loc279))):
      linalg.yield %in : f32 loc(#loc677)
    } -> tensor<8x32x64xf32> loc(#loc677)
    %386 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_120, %385 : tensor<8x32x64xf32>, tensor<8x32x64xf32>) outs(%384 : tensor<8x32x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/dot_general"(#loc214)), %in_312: f32 loc(callsite(#loc114 at #loc279)), %out: f32 loc(callsite(#loc114 at #loc279))):
      %1048 = arith.subf %in, %in_312 : f32 loc(#loc677)
      linalg.yield %1048 : f32 loc(#loc677)
    } -> tensor<8x32x64xf32> loc(#loc677)
    %387 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%386 : tensor<8x32x64xf32>) outs(%384 : tensor<8x32x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc114 at #loc279)), %out: f32 loc(callsite(#loc116 at #loc279))):
      %1048 = math.exp %in : f32 loc(#loc678)
      linalg.yield %1048 : f32 loc(#loc678)
    } -> tensor<8x32x64xf32> loc(#loc678)
    %388 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%387 : tensor<8x32x64xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc117 at #loc279)), %out: f32 loc(callsite(#loc117 at #loc279))):
      %1048 = arith.addf %out, %in : f32 loc(#loc679)
      linalg.yield %1048 : f32 loc(#loc679)
    } -> tensor<8x32xf32> loc(#loc679)
    %expanded_121 = tensor.expand_shape %388 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc680)
    %389 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_121 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc64 at #loc279)), %out: f32 loc(callsite(#loc118 at #loc279))):
      %1048 = math.log %in : f32 loc(#loc681)
      linalg.yield %1048 : f32 loc(#loc681)
    } -> tensor<8x32x1xf32> loc(#loc681)
    %390 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%389 : tensor<8x32x1xf32>) outs(%384 : tensor<8x32x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc118 at #loc279)), %out: f32 loc(callsite(#loc114 at #loc279))):
      linalg.yield %in : f32 loc(#loc677)
    } -> tensor<8x32x64xf32> loc(#loc677)
    %391 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%386, %390 : tensor<8x32x64xf32>, tensor<8x32x64xf32>) outs(%384 : tensor<8x32x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc114 at #loc279)), %in_312: f32 loc(callsite(#loc114 at #loc279)), %out: f32 loc(callsite(#loc114 at #loc279))):
      %1048 = arith.subf %in, %in_312 : f32 loc(#loc677)
      linalg.yield %1048 : f32 loc(#loc677)
    } -> tensor<8x32x64xf32> loc(#loc677)
    %expanded_122 = tensor.expand_shape %arg53 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xi32> into tensor<8x32x1xi32> loc(#loc280)
    %392 = tensor.empty() : tensor<8x32x1xi1> loc(#loc682)
    %393 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_122 : tensor<8x32x1xi32>) outs(%392 : tensor<8x32x1xi1>) {
    ^bb0(%in: i32 loc("jit(step)/jvp()/broadcast_in_dim"(#loc237)), %out: i1 loc(callsite(#loc120 at #loc252))):
      %1048 = arith.cmpi slt, %in, %c0_i32 : i32 loc(#loc682)
      linalg.yield %1048 : i1 loc(#loc682)
    } -> tensor<8x32x1xi1> loc(#loc682)
    %394 = tensor.empty() : tensor<8x32x1xi32> loc(#loc683)
    %395 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_122 : tensor<8x32x1xi32>) outs(%394 : tensor<8x32x1xi32>) {
    ^bb0(%in: i32 loc("jit(step)/jvp()/broadcast_in_dim"(#loc237)), %out: i32 loc(callsite(#loc121 at #loc252))):
      %1048 = arith.addi %in, %c64_i32 : i32 loc(#loc683)
      linalg.yield %1048 : i32 loc(#loc683)
    } -> tensor<8x32x1xi32> loc(#loc683)
    %396 = linalg.generic {indexing_maps = [#map4, #map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%393, %395, %expanded_122 : tensor<8x32x1xi1>, tensor<8x32x1xi32>, tensor<8x32x1xi32>) outs(%394 : tensor<8x32x1xi32>) {
    ^bb0(%in: i1 loc(callsite(#loc120 at #loc252)), %in_312: i32 loc(callsite(#loc121 at #loc252)), %in_313: i32 loc("jit(step)/jvp()/broadcast_in_dim"(#loc237)), %out: i32 loc(callsite(#loc62 at #loc252))):
      %1048 = arith.select %in, %in_312, %in_313 : i32 loc(#loc464)
      linalg.yield %1048 : i32 loc(#loc464)
    } -> tensor<8x32x1xi32> loc(#loc464)
    %expanded_123 = tensor.expand_shape %396 [[0], [1], [2, 3]] output_shape [8, 32, 1, 1] : tensor<8x32x1xi32> into tensor<8x32x1x1xi32> loc(#loc684)
    %397 = tensor.empty() : tensor<8x32x1x1xi1> loc(#loc685)
    %398 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_123 : tensor<8x32x1x1xi32>) outs(%397 : tensor<8x32x1x1xi1>) {
    ^bb0(%in: i32 loc(callsite(#loc122 at #loc252)), %out: i1 loc(callsite(#loc94 at #loc252))):
      %1048 = arith.cmpi sge, %in, %c0_i32 : i32 loc(#loc685)
      linalg.yield %1048 : i1 loc(#loc685)
    } -> tensor<8x32x1x1xi1> loc(#loc685)
    %399 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_123 : tensor<8x32x1x1xi32>) outs(%397 : tensor<8x32x1x1xi1>) {
    ^bb0(%in: i32 loc(callsite(#loc122 at #loc252)), %out: i1 loc(callsite(#loc63 at #loc252))):
      %1048 = arith.cmpi sle, %in, %c63_i32 : i32 loc(#loc465)
      linalg.yield %1048 : i1 loc(#loc465)
    } -> tensor<8x32x1x1xi1> loc(#loc465)
    %400 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%398, %399 : tensor<8x32x1x1xi1>, tensor<8x32x1x1xi1>) outs(%397 : tensor<8x32x1x1xi1>) {
    ^bb0(%in: i1 loc(callsite(#loc94 at #loc252)), %in_312: i1 loc(callsite(#loc63 at #loc252)), %out: i1 loc(callsite(#loc123 at #loc252))):
      %1048 = arith.andi %in, %in_312 : i1 loc(#loc686)
      linalg.yield %1048 : i1 loc(#loc686)
    } -> tensor<8x32x1x1xi1> loc(#loc686)
    %401 = linalg.fill ins(%true : i1) outs(%392 : tensor<8x32x1xi1>) -> tensor<8x32x1xi1> loc(#loc687)
    %402 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%400 : tensor<8x32x1x1xi1>) outs(%401 : tensor<8x32x1xi1>) {
    ^bb0(%in: i1 loc(callsite(#loc124 at #loc252)), %out: i1 loc(callsite(#loc124 at #loc252))):
      %1048 = arith.andi %out, %in : i1 loc(#loc687)
      linalg.yield %1048 : i1 loc(#loc687)
    } -> tensor<8x32x1xi1> loc(#loc687)
    %403 = linalg.generic {indexing_maps = [#map4], iterator_types = ["parallel", "parallel", "parallel"]} outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%out: f32 loc(callsite(#loc125 at #loc252))):
      %1048 = linalg.index 0 : index loc(#loc688)
      %1049 = linalg.index 1 : index loc(#loc688)
      %extracted = tensor.extract %expanded_123[%1048, %1049, %c0, %c0] : tensor<8x32x1x1xi32> loc(#loc688)
      %1050 = arith.index_cast %extracted : i32 to index loc(#loc688)
      %1051 = arith.maxsi %1050, %c0 : index loc(#loc688)
      %1052 = arith.minsi %1051, %c63 : index loc(#loc688)
      %extracted_312 = tensor.extract %391[%1048, %1049, %1052] : tensor<8x32x64xf32> loc(#loc688)
      linalg.yield %extracted_312 : f32 loc(#loc688)
    } -> tensor<8x32x1xf32> loc(#loc688)
    %404 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%402, %403 : tensor<8x32x1xi1>, tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc124 at #loc252)), %in_312: f32 loc(callsite(#loc125 at #loc252)), %out: f32 loc(callsite(#loc62 at #loc252))):
      %1048 = arith.select %in, %in_312, %cst_3 : f32 loc(#loc464)
      linalg.yield %1048 : f32 loc(#loc464)
    } -> tensor<8x32x1xf32> loc(#loc464)
    %405 = linalg.fill ins(%cst_15 : f32) outs(%46 : tensor<f32>) -> tensor<f32> loc(#loc281)
    %406 = linalg.generic {indexing_maps = [#map4, #map14], iterator_types = ["reduction", "reduction", "reduction"]} ins(%404 : tensor<8x32x1xf32>) outs(%405 : tensor<f32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/reduce_sum"(#loc238)), %out: f32 loc("jit(step)/jvp()/reduce_sum"(#loc238))):
      %1048 = arith.addf %out, %in : f32 loc(#loc281)
      linalg.yield %1048 : f32 loc(#loc281)
    } -> tensor<f32> loc(#loc281)
    %407 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = []} ins(%406 : tensor<f32>) outs(%46 : tensor<f32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/reduce_sum"(#loc238)), %out: f32 loc("jit(step)/jvp()/div"(#loc238))):
      %1048 = arith.divf %in, %cst_2 : f32 loc(#loc282)
      linalg.yield %1048 : f32 loc(#loc282)
    } -> tensor<f32> loc(#loc282)
    %408 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = []} ins(%407 : tensor<f32>) outs(%46 : tensor<f32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/div"(#loc238)), %out: f32 loc("jit(step)/jvp()/neg"(#loc239))):
      %1048 = arith.negf %in : f32 loc(#loc283)
      linalg.yield %1048 : f32 loc(#loc283)
    } -> tensor<f32> loc(#loc283)
    %409 = linalg.generic {indexing_maps = [#map10], iterator_types = []} outs(%46 : tensor<f32>) {
    ^bb0(%out: f32 loc("jit(step)/transpose(jvp())/neg"(#loc239))):
      linalg.yield %cst : f32 loc(#loc284)
    } -> tensor<f32> loc(#loc284)
    %410 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = []} ins(%409 : tensor<f32>) outs(%46 : tensor<f32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/neg"(#loc239)), %out: f32 loc("jit(step)/transpose(jvp())/div"(#loc238))):
      %1048 = arith.divf %in, %cst_2 : f32 loc(#loc285)
      linalg.yield %1048 : f32 loc(#loc285)
    } -> tensor<f32> loc(#loc285)
    %411 = linalg.generic {indexing_maps = [#map14, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%410 : tensor<f32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/div"(#loc238)), %out: f32 loc("jit(step)/transpose(jvp())/broadcast_in_dim"(#loc238))):
      linalg.yield %in : f32 loc(#loc286)
    } -> tensor<8x32x1xf32> loc(#loc286)
    %412 = tensor.empty() : tensor<8x32x1x1xi32> loc(#loc689)
    %413 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%412 : tensor<8x32x1x1xi32>) {
    ^bb0(%out: i32 loc(callsite(#loc at #loc251))):
      %1048 = linalg.index 0 : index loc(#loc689)
      %1049 = arith.index_cast %1048 : index to i32 loc(#loc689)
      linalg.yield %1049 : i32 loc(#loc689)
    } -> tensor<8x32x1x1xi32> loc(#loc689)
    %414 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%412 : tensor<8x32x1x1xi32>) {
    ^bb0(%out: i32 loc(callsite(#loc at #loc251))):
      %1048 = linalg.index 1 : index loc(#loc689)
      %1049 = arith.index_cast %1048 : index to i32 loc(#loc689)
      linalg.yield %1049 : i32 loc(#loc689)
    } -> tensor<8x32x1x1xi32> loc(#loc689)
    %415 = tensor.empty() : tensor<8x32x1x3xi32> loc(#loc689)
    %inserted_slice = tensor.insert_slice %413 into %415[0, 0, 0, 0] [8, 32, 1, 1] [1, 1, 1, 1] : tensor<8x32x1x1xi32> into tensor<8x32x1x3xi32> loc(#loc689)
    %inserted_slice_124 = tensor.insert_slice %414 into %inserted_slice[0, 0, 0, 1] [8, 32, 1, 1] [1, 1, 1, 1] : tensor<8x32x1x1xi32> into tensor<8x32x1x3xi32> loc(#loc689)
    %inserted_slice_125 = tensor.insert_slice %expanded_123 into %inserted_slice_124[0, 0, 0, 2] [8, 32, 1, 1] [1, 1, 1, 1] : tensor<8x32x1x1xi32> into tensor<8x32x1x3xi32> loc(#loc689)
    %collapsed_126 = tensor.collapse_shape %inserted_slice_125 [[0, 1, 2], [3]] : tensor<8x32x1x3xi32> into tensor<256x3xi32> loc(#loc463)
    %collapsed_127 = tensor.collapse_shape %411 [[0, 1, 2]] : tensor<8x32x1xf32> into tensor<256xf32> loc(#loc463)
    %416 = scf.for %arg54 = %c0 to %c256 step %c1 iter_args(%arg55 = %cst_16) -> (tensor<8x32x64xf32>) {
      %extracted = tensor.extract %collapsed_126[%arg54, %c0] : tensor<256x3xi32> loc(#loc463)
      %1048 = arith.index_cast %extracted : i32 to index loc(#loc463)
      %extracted_312 = tensor.extract %collapsed_126[%arg54, %c1] : tensor<256x3xi32> loc(#loc463)
      %1049 = arith.index_cast %extracted_312 : i32 to index loc(#loc463)
      %extracted_313 = tensor.extract %collapsed_126[%arg54, %c2] : tensor<256x3xi32> loc(#loc463)
      %1050 = arith.index_cast %extracted_313 : i32 to index loc(#loc463)
      %1051 = arith.cmpi sge, %1048, %c0 : index loc(#loc463)
      %1052 = arith.cmpi slt, %1048, %c8 : index loc(#loc463)
      %1053 = arith.andi %1051, %1052 : i1 loc(#loc463)
      %1054 = arith.cmpi sge, %1049, %c0 : index loc(#loc463)
      %1055 = arith.cmpi slt, %1049, %c32 : index loc(#loc463)
      %1056 = arith.andi %1054, %1055 : i1 loc(#loc463)
      %1057 = arith.andi %1053, %1056 : i1 loc(#loc463)
      %1058 = arith.cmpi sge, %1050, %c0 : index loc(#loc463)
      %1059 = arith.cmpi slt, %1050, %c64 : index loc(#loc463)
      %1060 = arith.andi %1058, %1059 : i1 loc(#loc463)
      %1061 = arith.andi %1057, %1060 : i1 loc(#loc463)
      %1062 = scf.if %1061 -> (tensor<8x32x64xf32>) {
        %extracted_314 = tensor.extract %collapsed_127[%arg54] : tensor<256xf32> loc(#loc463)
        %extracted_315 = tensor.extract %arg55[%1048, %1049, %1050] : tensor<8x32x64xf32> loc(#loc463)
        %1063 = arith.addf %extracted_315, %extracted_314 : f32 loc(#loc690)
        %inserted = tensor.insert %1063 into %arg55[%1048, %1049, %1050] : tensor<8x32x64xf32> loc(#loc463)
        scf.yield %inserted : tensor<8x32x64xf32> loc(#loc463)
      } else {
        scf.yield %arg55 : tensor<8x32x64xf32> loc(#loc463)
      } loc(#loc463)
      scf.yield %1062 : tensor<8x32x64xf32> loc(#loc463)
    } loc(#loc463)
    %417 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%416 : tensor<8x32x64xf32>) outs(%384 : tensor<8x32x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc55 at #loc251)), %out: f32 loc(callsite(#loc128 at #loc287))):
      %1048 = arith.negf %in : f32 loc(#loc691)
      linalg.yield %1048 : f32 loc(#loc691)
    } -> tensor<8x32x64xf32> loc(#loc691)
    %418 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%417 : tensor<8x32x64xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc117 at #loc287)), %out: f32 loc(callsite(#loc117 at #loc287))):
      %1048 = arith.addf %out, %in : f32 loc(#loc692)
      linalg.yield %1048 : f32 loc(#loc692)
    } -> tensor<8x32xf32> loc(#loc692)
    %expanded_128 = tensor.expand_shape %418 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc693)
    %419 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_128, %expanded_121 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc122 at #loc287)), %in_312: f32 loc(callsite(#loc64 at #loc279)), %out: f32 loc(callsite(#loc129 at #loc287))):
      %1048 = arith.divf %in, %in_312 : f32 loc(#loc694)
      linalg.yield %1048 : f32 loc(#loc694)
    } -> tensor<8x32x1xf32> loc(#loc694)
    %420 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%419 : tensor<8x32x1xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc117 at #loc287)), %out: f32 loc(callsite(#loc117 at #loc287))):
      %1048 = arith.addf %out, %in : f32 loc(#loc692)
      linalg.yield %1048 : f32 loc(#loc692)
    } -> tensor<8x32xf32> loc(#loc692)
    %421 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%420 : tensor<8x32xf32>) outs(%384 : tensor<8x32x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc117 at #loc287)), %out: f32 loc(callsite(#loc64 at #loc287))):
      linalg.yield %in : f32 loc(#loc695)
    } -> tensor<8x32x64xf32> loc(#loc695)
    %422 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%421, %387 : tensor<8x32x64xf32>, tensor<8x32x64xf32>) outs(%384 : tensor<8x32x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc64 at #loc287)), %in_312: f32 loc(callsite(#loc116 at #loc279)), %out: f32 loc(callsite(#loc130 at #loc287))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc696)
      linalg.yield %1048 : f32 loc(#loc696)
    } -> tensor<8x32x64xf32> loc(#loc696)
    %423 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%416, %422 : tensor<8x32x64xf32>, tensor<8x32x64xf32>) outs(%384 : tensor<8x32x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc55 at #loc251)), %in_312: f32 loc(callsite(#loc130 at #loc287)), %out: f32 loc(callsite(#loc131 at #loc287))):
      %1048 = arith.addf %in, %in_312 : f32 loc(#loc697)
      linalg.yield %1048 : f32 loc(#loc697)
    } -> tensor<8x32x64xf32> loc(#loc697)
    %424 = tensor.empty() : tensor<64x8x32xf32> loc(#loc240)
    %425 = linalg.generic {indexing_maps = [#map15, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%423 : tensor<8x32x64xf32>) outs(%424 : tensor<64x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc131 at #loc287)), %out: f32 loc("jit(step)/transpose(jvp())/dot_general"(#loc214))):
      linalg.yield %in : f32 loc(#loc240)
    } -> tensor<64x8x32xf32> loc(#loc240)
    %collapsed_129 = tensor.collapse_shape %425 [[0], [1, 2]] : tensor<64x8x32xf32> into tensor<64x256xf32> loc(#loc240)
    %426 = tensor.empty() : tensor<64x32xf32> loc(#loc240)
    %427 = linalg.fill ins(%cst_15 : f32) outs(%426 : tensor<64x32xf32>) -> tensor<64x32xf32> loc(#loc240)
    %428 = linalg.matmul ins(%collapsed_129, %collapsed_119 : tensor<64x256xf32>, tensor<256x32xf32>) outs(%427 : tensor<64x32xf32>) -> tensor<64x32xf32> loc(#loc240)
    %429 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%428 : tensor<64x32xf32>) outs(%377 : tensor<32x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/dot_general"(#loc214)), %out: f32 loc("jit(step)/transpose(jvp())/transpose"(#loc214))):
      linalg.yield %in : f32 loc(#loc241)
    } -> tensor<32x64xf32> loc(#loc241)
    %collapsed_130 = tensor.collapse_shape %423 [[0, 1], [2]] : tensor<8x32x64xf32> into tensor<256x64xf32> loc(#loc240)
    %430 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%378 : tensor<32x64xf32>) outs(%426 : tensor<64x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/transpose"(#loc213)), %out: f32 loc("jit(step)/transpose(jvp())/dot_general"(#loc214))):
      linalg.yield %in : f32 loc(#loc240)
    } -> tensor<64x32xf32> loc(#loc240)
    %431 = linalg.matmul ins(%collapsed_130, %430 : tensor<256x64xf32>, tensor<64x32xf32>) outs(%78 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc240)
    %expanded_131 = tensor.expand_shape %431 [[0, 1], [2]] output_shape [8, 32, 32] : tensor<256x32xf32> into tensor<8x32x32xf32> loc(#loc240)
    %432 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%429 : tensor<32x64xf32>) outs(%426 : tensor<64x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/transpose"(#loc214)), %out: f32 loc("jit(step)/transpose(jvp())/transpose"(#loc213))):
      linalg.yield %in : f32 loc(#loc242)
    } -> tensor<64x32xf32> loc(#loc242)
    %433 = tensor.empty() : tensor<32xf32> loc(#loc288)
    %434 = linalg.fill ins(%cst_15 : f32) outs(%433 : tensor<32xf32>) -> tensor<32xf32> loc(#loc288)
    %435 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_131 : tensor<8x32x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/reduce_sum"(#loc233)), %out: f32 loc("jit(step)/transpose(jvp())/reduce_sum"(#loc233))):
      %1048 = arith.addf %out, %in : f32 loc(#loc288)
      linalg.yield %1048 : f32 loc(#loc288)
    } -> tensor<32xf32> loc(#loc288)
    %expanded_132 = tensor.expand_shape %435 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc289)
    %436 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_132 : tensor<1x1x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/reduce_sum"(#loc233)), %out: f32 loc("jit(step)/transpose(jvp())/reduce_sum"(#loc233))):
      %1048 = arith.addf %out, %in : f32 loc(#loc288)
      linalg.yield %1048 : f32 loc(#loc288)
    } -> tensor<32xf32> loc(#loc288)
    %437 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%372, %expanded_131 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/mul"(#loc231)), %in_312: f32 loc("jit(step)/transpose(jvp())/dot_general"(#loc214)), %out: f32 loc("jit(step)/transpose(jvp())/mul"(#loc232))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc290)
      linalg.yield %1048 : f32 loc(#loc290)
    } -> tensor<8x32x32xf32> loc(#loc290)
    %438 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%437 : tensor<8x32x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/reduce_sum"(#loc232)), %out: f32 loc("jit(step)/transpose(jvp())/reduce_sum"(#loc232))):
      %1048 = arith.addf %out, %in : f32 loc(#loc291)
      linalg.yield %1048 : f32 loc(#loc291)
    } -> tensor<32xf32> loc(#loc291)
    %expanded_133 = tensor.expand_shape %438 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc292)
    %439 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_131, %373 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/dot_general"(#loc214)), %in_312: f32 loc("jit(step)/jvp()/mul"(#loc232)), %out: f32 loc("jit(step)/transpose(jvp())/mul"(#loc232))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc290)
      linalg.yield %1048 : f32 loc(#loc290)
    } -> tensor<8x32x32xf32> loc(#loc290)
    %440 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_133 : tensor<1x1x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/reduce_sum"(#loc232)), %out: f32 loc("jit(step)/transpose(jvp())/reduce_sum"(#loc232))):
      %1048 = arith.addf %out, %in : f32 loc(#loc291)
      linalg.yield %1048 : f32 loc(#loc291)
    } -> tensor<32xf32> loc(#loc291)
    %441 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%362, %439 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/sub"(#loc226)), %in_312: f32 loc("jit(step)/transpose(jvp())/mul"(#loc232)), %out: f32 loc("jit(step)/transpose(jvp())/mul"(#loc231))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc293)
      linalg.yield %1048 : f32 loc(#loc293)
    } -> tensor<8x32x32xf32> loc(#loc293)
    %442 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%441 : tensor<8x32x32xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/reduce_sum"(#loc231)), %out: f32 loc("jit(step)/transpose(jvp())/reduce_sum"(#loc231))):
      %1048 = arith.addf %out, %in : f32 loc(#loc294)
      linalg.yield %1048 : f32 loc(#loc294)
    } -> tensor<8x32xf32> loc(#loc294)
    %expanded_134 = tensor.expand_shape %442 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc295)
    %443 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%439, %371 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/mul"(#loc232)), %in_312: f32 loc("jit(step)/jvp()/mul"(#loc231)), %out: f32 loc("jit(step)/transpose(jvp())/mul"(#loc231))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc293)
      linalg.yield %1048 : f32 loc(#loc293)
    } -> tensor<8x32x32xf32> loc(#loc293)
    %444 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_134, %370 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/reshape"(#loc231)), %in_312: f32 loc("jit(step)/jvp()/mul"(#loc230)), %out: f32 loc("jit(step)/transpose(jvp())/mul"(#loc230))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc296)
      linalg.yield %1048 : f32 loc(#loc296)
    } -> tensor<8x32x1xf32> loc(#loc296)
    %445 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%443 : tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/mul"(#loc231)), %out: f32 loc("jit(step)/transpose(jvp())/neg"(#loc243))):
      %1048 = arith.negf %in : f32 loc(#loc297)
      linalg.yield %1048 : f32 loc(#loc297)
    } -> tensor<8x32x32xf32> loc(#loc297)
    %446 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%445 : tensor<8x32x32xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/reduce_sum"(#loc243)), %out: f32 loc("jit(step)/transpose(jvp())/reduce_sum"(#loc243))):
      %1048 = arith.addf %out, %in : f32 loc(#loc298)
      linalg.yield %1048 : f32 loc(#loc298)
    } -> tensor<8x32xf32> loc(#loc298)
    %expanded_135 = tensor.expand_shape %446 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc299)
    %447 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%444 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/mul"(#loc230)), %out: f32 loc("jit(step)/transpose(jvp())/div"(#loc228))):
      %1048 = arith.divf %in, %cst_14 : f32 loc(#loc300)
      linalg.yield %1048 : f32 loc(#loc300)
    } -> tensor<8x32x1xf32> loc(#loc300)
    %448 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%447 : tensor<8x32x1xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/reduce_sum"(#loc228)), %out: f32 loc("jit(step)/transpose(jvp())/reduce_sum"(#loc228))):
      %1048 = arith.addf %out, %in : f32 loc(#loc301)
      linalg.yield %1048 : f32 loc(#loc301)
    } -> tensor<8x32xf32> loc(#loc301)
    %449 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%448 : tensor<8x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/reduce_sum"(#loc228)), %out: f32 loc("jit(step)/transpose(jvp())/broadcast_in_dim"(#loc228))):
      linalg.yield %in : f32 loc(#loc302)
    } -> tensor<8x32x32xf32> loc(#loc302)
    %450 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%449, %364 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/broadcast_in_dim"(#loc228)), %in_312: f32 loc("jit(step)/jvp()/mul"(#loc227)), %out: f32 loc("jit(step)/transpose(jvp())/mul"(#loc227))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc303)
      linalg.yield %1048 : f32 loc(#loc303)
    } -> tensor<8x32x32xf32> loc(#loc303)
    %451 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%450 : tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/mul"(#loc227)), %out: f32 loc("jit(step)/transpose(jvp())/neg"(#loc226))):
      %1048 = arith.negf %in : f32 loc(#loc304)
      linalg.yield %1048 : f32 loc(#loc304)
    } -> tensor<8x32x32xf32> loc(#loc304)
    %452 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%451 : tensor<8x32x32xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/reduce_sum"(#loc226)), %out: f32 loc("jit(step)/transpose(jvp())/reduce_sum"(#loc226))):
      %1048 = arith.addf %out, %in : f32 loc(#loc305)
      linalg.yield %1048 : f32 loc(#loc305)
    } -> tensor<8x32xf32> loc(#loc305)
    %expanded_136 = tensor.expand_shape %452 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc306)
    %453 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%443, %450 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/mul"(#loc231)), %in_312: f32 loc("jit(step)/transpose(jvp())/mul"(#loc227)), %out: f32 loc("jit(step)/transpose(jvp())/add_any"(#loc226))):
      %1048 = arith.addf %in, %in_312 : f32 loc(#loc307)
      linalg.yield %1048 : f32 loc(#loc307)
    } -> tensor<8x32x32xf32> loc(#loc307)
    %454 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_135, %expanded_136 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/reshape"(#loc243)), %in_312: f32 loc("jit(step)/transpose(jvp())/reshape"(#loc226)), %out: f32 loc("jit(step)/transpose(jvp())/add_any"(#loc226))):
      %1048 = arith.addf %in, %in_312 : f32 loc(#loc307)
      linalg.yield %1048 : f32 loc(#loc307)
    } -> tensor<8x32x1xf32> loc(#loc307)
    %455 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%454 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/add_any"(#loc226)), %out: f32 loc("jit(step)/transpose(jvp())/div"(#loc225))):
      %1048 = arith.divf %in, %cst_14 : f32 loc(#loc308)
      linalg.yield %1048 : f32 loc(#loc308)
    } -> tensor<8x32x1xf32> loc(#loc308)
    %456 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%455 : tensor<8x32x1xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/reduce_sum"(#loc225)), %out: f32 loc("jit(step)/transpose(jvp())/reduce_sum"(#loc225))):
      %1048 = arith.addf %out, %in : f32 loc(#loc309)
      linalg.yield %1048 : f32 loc(#loc309)
    } -> tensor<8x32xf32> loc(#loc309)
    %457 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%456 : tensor<8x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/reduce_sum"(#loc225)), %out: f32 loc("jit(step)/transpose(jvp())/broadcast_in_dim"(#loc225))):
      linalg.yield %in : f32 loc(#loc310)
    } -> tensor<8x32x32xf32> loc(#loc310)
    %458 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%453, %457 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/add_any"(#loc226)), %in_312: f32 loc("jit(step)/transpose(jvp())/broadcast_in_dim"(#loc225)), %out: f32 loc("jit(step)/transpose(jvp())/add_any"(#loc225))):
      %1048 = arith.addf %in, %in_312 : f32 loc(#loc311)
      linalg.yield %1048 : f32 loc(#loc311)
    } -> tensor<8x32x32xf32> loc(#loc311)
    %459 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%458 : tensor<8x32x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc262)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc262))):
      %1048 = arith.addf %out, %in : f32 loc(#loc420)
      linalg.yield %1048 : f32 loc(#loc420)
    } -> tensor<32xf32> loc(#loc420)
    %expanded_137 = tensor.expand_shape %459 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc421)
    %460 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_137 : tensor<1x1x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc262)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc262))):
      %1048 = arith.addf %out, %in : f32 loc(#loc420)
      linalg.yield %1048 : f32 loc(#loc420)
    } -> tensor<32xf32> loc(#loc420)
    %461 = tensor.empty() : tensor<32x8x32xf32> loc(#loc422)
    %462 = linalg.generic {indexing_maps = [#map15, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%458 : tensor<8x32x32xf32>) outs(%461 : tensor<32x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/add_any"(#loc225)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/dot_general"(#loc260))):
      linalg.yield %in : f32 loc(#loc422)
    } -> tensor<32x8x32xf32> loc(#loc422)
    %collapsed_138 = tensor.collapse_shape %462 [[0], [1, 2]] : tensor<32x8x32xf32> into tensor<32x256xf32> loc(#loc422)
    %463 = tensor.empty() : tensor<32x128xf32> loc(#loc422)
    %464 = linalg.fill ins(%cst_15 : f32) outs(%463 : tensor<32x128xf32>) -> tensor<32x128xf32> loc(#loc422)
    %465 = linalg.matmul ins(%collapsed_138, %collapsed_115 : tensor<32x256xf32>, tensor<256x128xf32>) outs(%464 : tensor<32x128xf32>) -> tensor<32x128xf32> loc(#loc422)
    %466 = tensor.empty() : tensor<128x32xf32> loc(#loc423)
    %467 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%465 : tensor<32x128xf32>) outs(%466 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/dot_general"(#loc260)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/transpose"(#loc260))):
      linalg.yield %in : f32 loc(#loc423)
    } -> tensor<128x32xf32> loc(#loc423)
    %collapsed_139 = tensor.collapse_shape %458 [[0, 1], [2]] : tensor<8x32x32xf32> into tensor<256x32xf32> loc(#loc422)
    %468 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%arg42 : tensor<128x32xf32>) outs(%463 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("params['h'][3]['out']"), %out: f32 loc("jit(step)/transpose(jvp(h.3))/dot_general"(#loc260))):
      linalg.yield %in : f32 loc(#loc422)
    } -> tensor<32x128xf32> loc(#loc422)
    %469 = linalg.matmul ins(%collapsed_139, %468 : tensor<256x32xf32>, tensor<32x128xf32>) outs(%102 : tensor<256x128xf32>) -> tensor<256x128xf32> loc(#loc422)
    %expanded_140 = tensor.expand_shape %469 [[0, 1], [2]] output_shape [8, 32, 128] : tensor<256x128xf32> into tensor<8x32x128xf32> loc(#loc422)
    %470 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%343, %expanded_140 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/add"(#loc258)), %in_312: f32 loc("jit(step)/transpose(jvp(h.3))/dot_general"(#loc260)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc259))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc424)
      linalg.yield %1048 : f32 loc(#loc424)
    } -> tensor<8x32x128xf32> loc(#loc424)
    %471 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_140, %353 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/dot_general"(#loc260)), %in_312: f32 loc("jit(step)/jvp(h.3)/mul"(#loc259)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc259))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc424)
      linalg.yield %1048 : f32 loc(#loc424)
    } -> tensor<8x32x128xf32> loc(#loc424)
    %472 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%470 : tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc259)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc259))):
      %1048 = arith.mulf %in, %cst_4 : f32 loc(#loc424)
      linalg.yield %1048 : f32 loc(#loc424)
    } -> tensor<8x32x128xf32> loc(#loc424)
    %473 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%472, %351 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc259)), %in_312: f32 loc("jit(step)/jvp(h.3)/sub"(#loc259)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc259))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc424)
      linalg.yield %1048 : f32 loc(#loc424)
    } -> tensor<8x32x128xf32> loc(#loc424)
    %474 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%473, %350 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc259)), %in_312: f32 loc("jit(step)/jvp(h.3)/tanh"(#loc259)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc259))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc424)
      linalg.yield %1048 : f32 loc(#loc424)
    } -> tensor<8x32x128xf32> loc(#loc424)
    %475 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%473, %474 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc259)), %in_312: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc259)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/add_any"(#loc259))):
      %1048 = arith.addf %in, %in_312 : f32 loc(#loc425)
      linalg.yield %1048 : f32 loc(#loc425)
    } -> tensor<8x32x128xf32> loc(#loc425)
    %476 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%475 : tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/add_any"(#loc259)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc259))):
      %1048 = arith.mulf %in, %cst_5 : f32 loc(#loc424)
      linalg.yield %1048 : f32 loc(#loc424)
    } -> tensor<8x32x128xf32> loc(#loc424)
    %477 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%471, %476 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc259)), %in_312: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc259)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/add_any"(#loc259))):
      %1048 = arith.addf %in, %in_312 : f32 loc(#loc425)
      linalg.yield %1048 : f32 loc(#loc425)
    } -> tensor<8x32x128xf32> loc(#loc425)
    %478 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%476 : tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc259)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc259))):
      %1048 = arith.mulf %in, %cst_6 : f32 loc(#loc424)
      linalg.yield %1048 : f32 loc(#loc424)
    } -> tensor<8x32x128xf32> loc(#loc424)
    %479 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%478, %346 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc259)), %in_312: f32 loc("jit(step)/jvp(h.3)/mul"(#loc259)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc259))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc424)
      linalg.yield %1048 : f32 loc(#loc424)
    } -> tensor<8x32x128xf32> loc(#loc424)
    %480 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%477, %479 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/add_any"(#loc259)), %in_312: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc259)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/add_any"(#loc259))):
      %1048 = arith.addf %in, %in_312 : f32 loc(#loc425)
      linalg.yield %1048 : f32 loc(#loc425)
    } -> tensor<8x32x128xf32> loc(#loc425)
    %481 = tensor.empty() : tensor<128xf32> loc(#loc426)
    %482 = linalg.fill ins(%cst_15 : f32) outs(%481 : tensor<128xf32>) -> tensor<128xf32> loc(#loc426)
    %483 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%480 : tensor<8x32x128xf32>) outs(%482 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc258)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc258))):
      %1048 = arith.addf %out, %in : f32 loc(#loc426)
      linalg.yield %1048 : f32 loc(#loc426)
    } -> tensor<128xf32> loc(#loc426)
    %expanded_141 = tensor.expand_shape %483 [[0, 1, 2]] output_shape [1, 1, 128] : tensor<128xf32> into tensor<1x1x128xf32> loc(#loc427)
    %484 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_141 : tensor<1x1x128xf32>) outs(%482 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc258)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc258))):
      %1048 = arith.addf %out, %in : f32 loc(#loc426)
      linalg.yield %1048 : f32 loc(#loc426)
    } -> tensor<128xf32> loc(#loc426)
    %485 = tensor.empty() : tensor<128x8x32xf32> loc(#loc428)
    %486 = linalg.generic {indexing_maps = [#map15, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%480 : tensor<8x32x128xf32>) outs(%485 : tensor<128x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/add_any"(#loc259)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/dot_general"(#loc257))):
      linalg.yield %in : f32 loc(#loc428)
    } -> tensor<128x8x32xf32> loc(#loc428)
    %collapsed_142 = tensor.collapse_shape %486 [[0], [1, 2]] : tensor<128x8x32xf32> into tensor<128x256xf32> loc(#loc428)
    %487 = linalg.fill ins(%cst_15 : f32) outs(%466 : tensor<128x32xf32>) -> tensor<128x32xf32> loc(#loc428)
    %488 = linalg.matmul ins(%collapsed_142, %collapsed_113 : tensor<128x256xf32>, tensor<256x32xf32>) outs(%487 : tensor<128x32xf32>) -> tensor<128x32xf32> loc(#loc428)
    %489 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%488 : tensor<128x32xf32>) outs(%463 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/dot_general"(#loc257)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/transpose"(#loc257))):
      linalg.yield %in : f32 loc(#loc429)
    } -> tensor<32x128xf32> loc(#loc429)
    %collapsed_143 = tensor.collapse_shape %480 [[0, 1], [2]] : tensor<8x32x128xf32> into tensor<256x128xf32> loc(#loc428)
    %490 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%arg36 : tensor<32x128xf32>) outs(%466 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("params['h'][3]['fc']"), %out: f32 loc("jit(step)/transpose(jvp(h.3))/dot_general"(#loc257))):
      linalg.yield %in : f32 loc(#loc428)
    } -> tensor<128x32xf32> loc(#loc428)
    %491 = linalg.matmul ins(%collapsed_143, %490 : tensor<256x128xf32>, tensor<128x32xf32>) outs(%78 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc428)
    %expanded_144 = tensor.expand_shape %491 [[0, 1], [2]] output_shape [8, 32, 32] : tensor<256x32xf32> into tensor<8x32x32xf32> loc(#loc428)
    %492 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_144 : tensor<8x32x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc353)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc353))):
      %1048 = arith.addf %out, %in : f32 loc(#loc698)
      linalg.yield %1048 : f32 loc(#loc698)
    } -> tensor<32xf32> loc(#loc698)
    %expanded_145 = tensor.expand_shape %492 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc699)
    %493 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_145 : tensor<1x1x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc353)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc353))):
      %1048 = arith.addf %out, %in : f32 loc(#loc698)
      linalg.yield %1048 : f32 loc(#loc698)
    } -> tensor<32xf32> loc(#loc698)
    %494 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%336, %expanded_144 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/mul"(#loc351)), %in_312: f32 loc("jit(step)/transpose(jvp(h.3))/dot_general"(#loc257)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc352))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc700)
      linalg.yield %1048 : f32 loc(#loc700)
    } -> tensor<8x32x32xf32> loc(#loc700)
    %495 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%494 : tensor<8x32x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc352)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc352))):
      %1048 = arith.addf %out, %in : f32 loc(#loc701)
      linalg.yield %1048 : f32 loc(#loc701)
    } -> tensor<32xf32> loc(#loc701)
    %expanded_146 = tensor.expand_shape %495 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc702)
    %496 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_144, %337 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/dot_general"(#loc257)), %in_312: f32 loc("jit(step)/jvp(h.3)/mul"(#loc352)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc352))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc700)
      linalg.yield %1048 : f32 loc(#loc700)
    } -> tensor<8x32x32xf32> loc(#loc700)
    %497 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_146 : tensor<1x1x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc352)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc352))):
      %1048 = arith.addf %out, %in : f32 loc(#loc701)
      linalg.yield %1048 : f32 loc(#loc701)
    } -> tensor<32xf32> loc(#loc701)
    %498 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%326, %496 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/sub"(#loc346)), %in_312: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc352)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc351))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc703)
      linalg.yield %1048 : f32 loc(#loc703)
    } -> tensor<8x32x32xf32> loc(#loc703)
    %499 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%498 : tensor<8x32x32xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc351)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc351))):
      %1048 = arith.addf %out, %in : f32 loc(#loc704)
      linalg.yield %1048 : f32 loc(#loc704)
    } -> tensor<8x32xf32> loc(#loc704)
    %expanded_147 = tensor.expand_shape %499 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc705)
    %500 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%496, %335 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc352)), %in_312: f32 loc("jit(step)/jvp(h.3)/mul"(#loc351)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc351))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc703)
      linalg.yield %1048 : f32 loc(#loc703)
    } -> tensor<8x32x32xf32> loc(#loc703)
    %501 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_147, %334 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/reshape"(#loc351)), %in_312: f32 loc("jit(step)/jvp(h.3)/mul"(#loc350)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc350))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc706)
      linalg.yield %1048 : f32 loc(#loc706)
    } -> tensor<8x32x1xf32> loc(#loc706)
    %502 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%500 : tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc351)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/neg"(#loc430))):
      %1048 = arith.negf %in : f32 loc(#loc707)
      linalg.yield %1048 : f32 loc(#loc707)
    } -> tensor<8x32x32xf32> loc(#loc707)
    %503 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%502 : tensor<8x32x32xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc430)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc430))):
      %1048 = arith.addf %out, %in : f32 loc(#loc708)
      linalg.yield %1048 : f32 loc(#loc708)
    } -> tensor<8x32xf32> loc(#loc708)
    %expanded_148 = tensor.expand_shape %503 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc709)
    %504 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%458, %500 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/add_any"(#loc225)), %in_312: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc351)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/add_any"(#loc430))):
      %1048 = arith.addf %in, %in_312 : f32 loc(#loc710)
      linalg.yield %1048 : f32 loc(#loc710)
    } -> tensor<8x32x32xf32> loc(#loc710)
    %505 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%501 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc350)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/div"(#loc348))):
      %1048 = arith.divf %in, %cst_14 : f32 loc(#loc711)
      linalg.yield %1048 : f32 loc(#loc711)
    } -> tensor<8x32x1xf32> loc(#loc711)
    %506 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%505 : tensor<8x32x1xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc348)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc348))):
      %1048 = arith.addf %out, %in : f32 loc(#loc712)
      linalg.yield %1048 : f32 loc(#loc712)
    } -> tensor<8x32xf32> loc(#loc712)
    %507 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%506 : tensor<8x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc348)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/broadcast_in_dim"(#loc348))):
      linalg.yield %in : f32 loc(#loc713)
    } -> tensor<8x32x32xf32> loc(#loc713)
    %508 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%507, %328 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/broadcast_in_dim"(#loc348)), %in_312: f32 loc("jit(step)/jvp(h.3)/mul"(#loc347)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc347))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc714)
      linalg.yield %1048 : f32 loc(#loc714)
    } -> tensor<8x32x32xf32> loc(#loc714)
    %509 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%508 : tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc347)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/neg"(#loc346))):
      %1048 = arith.negf %in : f32 loc(#loc715)
      linalg.yield %1048 : f32 loc(#loc715)
    } -> tensor<8x32x32xf32> loc(#loc715)
    %510 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%509 : tensor<8x32x32xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc346)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc346))):
      %1048 = arith.addf %out, %in : f32 loc(#loc716)
      linalg.yield %1048 : f32 loc(#loc716)
    } -> tensor<8x32xf32> loc(#loc716)
    %expanded_149 = tensor.expand_shape %510 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc717)
    %511 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%504, %508 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/add_any"(#loc430)), %in_312: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc347)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/add_any"(#loc346))):
      %1048 = arith.addf %in, %in_312 : f32 loc(#loc718)
      linalg.yield %1048 : f32 loc(#loc718)
    } -> tensor<8x32x32xf32> loc(#loc718)
    %512 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_148, %expanded_149 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/reshape"(#loc430)), %in_312: f32 loc("jit(step)/transpose(jvp(h.3))/reshape"(#loc346)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/add_any"(#loc346))):
      %1048 = arith.addf %in, %in_312 : f32 loc(#loc718)
      linalg.yield %1048 : f32 loc(#loc718)
    } -> tensor<8x32x1xf32> loc(#loc718)
    %513 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%512 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/add_any"(#loc346)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/div"(#loc345))):
      %1048 = arith.divf %in, %cst_14 : f32 loc(#loc719)
      linalg.yield %1048 : f32 loc(#loc719)
    } -> tensor<8x32x1xf32> loc(#loc719)
    %514 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%513 : tensor<8x32x1xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc345)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc345))):
      %1048 = arith.addf %out, %in : f32 loc(#loc720)
      linalg.yield %1048 : f32 loc(#loc720)
    } -> tensor<8x32xf32> loc(#loc720)
    %515 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%514 : tensor<8x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc345)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/broadcast_in_dim"(#loc345))):
      linalg.yield %in : f32 loc(#loc721)
    } -> tensor<8x32x32xf32> loc(#loc721)
    %516 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%511, %515 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/add_any"(#loc346)), %in_312: f32 loc("jit(step)/transpose(jvp(h.3))/broadcast_in_dim"(#loc345)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/add_any"(#loc345))):
      %1048 = arith.addf %in, %in_312 : f32 loc(#loc722)
      linalg.yield %1048 : f32 loc(#loc722)
    } -> tensor<8x32x32xf32> loc(#loc722)
    %517 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%516 : tensor<8x32x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc343)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc343))):
      %1048 = arith.addf %out, %in : f32 loc(#loc723)
      linalg.yield %1048 : f32 loc(#loc723)
    } -> tensor<32xf32> loc(#loc723)
    %expanded_150 = tensor.expand_shape %517 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc724)
    %518 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_150 : tensor<1x1x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc343)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc343))):
      %1048 = arith.addf %out, %in : f32 loc(#loc723)
      linalg.yield %1048 : f32 loc(#loc723)
    } -> tensor<32xf32> loc(#loc723)
    %519 = linalg.generic {indexing_maps = [#map15, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%516 : tensor<8x32x32xf32>) outs(%461 : tensor<32x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/add_any"(#loc345)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/dot_general"(#loc342))):
      linalg.yield %in : f32 loc(#loc725)
    } -> tensor<32x8x32xf32> loc(#loc725)
    %collapsed_151 = tensor.collapse_shape %519 [[0], [1, 2]] : tensor<32x8x32xf32> into tensor<32x256xf32> loc(#loc725)
    %520 = tensor.empty() : tensor<32x32xf32> loc(#loc725)
    %521 = linalg.fill ins(%cst_15 : f32) outs(%520 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc725)
    %522 = linalg.matmul ins(%collapsed_151, %collapsed_109 : tensor<32x256xf32>, tensor<256x32xf32>) outs(%521 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc725)
    %523 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%522 : tensor<32x32xf32>) outs(%520 : tensor<32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/dot_general"(#loc342)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/transpose"(#loc342))):
      linalg.yield %in : f32 loc(#loc726)
    } -> tensor<32x32xf32> loc(#loc726)
    %collapsed_152 = tensor.collapse_shape %516 [[0, 1], [2]] : tensor<8x32x32xf32> into tensor<256x32xf32> loc(#loc725)
    %524 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%arg44 : tensor<32x32xf32>) outs(%520 : tensor<32x32xf32>) {
    ^bb0(%in: f32 loc("params['h'][3]['proj']"), %out: f32 loc("jit(step)/transpose(jvp(h.3))/dot_general"(#loc342))):
      linalg.yield %in : f32 loc(#loc725)
    } -> tensor<32x32xf32> loc(#loc725)
    %525 = linalg.matmul ins(%collapsed_152, %524 : tensor<256x32xf32>, tensor<32x32xf32>) outs(%78 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc725)
    %expanded_153 = tensor.expand_shape %525 [[0, 1], [2, 3]] output_shape [8, 32, 4, 8] : tensor<256x32xf32> into tensor<8x32x4x8xf32> loc(#loc727)
    %526 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_153 : tensor<8x32x4x8xf32>) outs(%37 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/reshape"(#loc431)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/transpose"(#loc341))):
      linalg.yield %in : f32 loc(#loc728)
    } -> tensor<8x4x32x8xf32> loc(#loc728)
    %527 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%526 : tensor<8x4x32x8xf32>) outs(%41 : tensor<8x4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/transpose"(#loc341)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/dot_general"(#loc340))):
      linalg.yield %in : f32 loc(#loc729)
    } -> tensor<8x4x8x32xf32> loc(#loc729)
    %collapsed_154 = tensor.collapse_shape %527 [[0, 1], [2], [3]] : tensor<8x4x8x32xf32> into tensor<32x8x32xf32> loc(#loc729)
    %528 = linalg.fill ins(%cst_15 : f32) outs(%461 : tensor<32x8x32xf32>) -> tensor<32x8x32xf32> loc(#loc729)
    %529 = linalg.batch_matmul ins(%collapsed_154, %collapsed_106 : tensor<32x8x32xf32>, tensor<32x32x32xf32>) outs(%528 : tensor<32x8x32xf32>) -> tensor<32x8x32xf32> loc(#loc729)
    %expanded_155 = tensor.expand_shape %529 [[0, 1], [2], [3]] output_shape [8, 4, 8, 32] : tensor<32x8x32xf32> into tensor<8x4x8x32xf32> loc(#loc729)
    %530 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_155 : tensor<8x4x8x32xf32>) outs(%37 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/dot_general"(#loc340)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/transpose"(#loc340))):
      linalg.yield %in : f32 loc(#loc730)
    } -> tensor<8x4x32x8xf32> loc(#loc730)
    %531 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%303 : tensor<8x4x32x8xf32>) outs(%41 : tensor<8x4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/transpose"(#loc491)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/dot_general"(#loc340))):
      linalg.yield %in : f32 loc(#loc729)
    } -> tensor<8x4x8x32xf32> loc(#loc729)
    %collapsed_156 = tensor.collapse_shape %526 [[0, 1], [2], [3]] : tensor<8x4x32x8xf32> into tensor<32x32x8xf32> loc(#loc729)
    %collapsed_157 = tensor.collapse_shape %531 [[0, 1], [2], [3]] : tensor<8x4x8x32xf32> into tensor<32x8x32xf32> loc(#loc729)
    %532 = linalg.batch_matmul ins(%collapsed_156, %collapsed_157 : tensor<32x32x8xf32>, tensor<32x8x32xf32>) outs(%44 : tensor<32x32x32xf32>) -> tensor<32x32x32xf32> loc(#loc729)
    %expanded_158 = tensor.expand_shape %532 [[0, 1], [2], [3]] output_shape [8, 4, 32, 32] : tensor<32x32x32xf32> into tensor<8x4x32x32xf32> loc(#loc729)
    %533 = linalg.generic {indexing_maps = [#map17, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%316 : tensor<8x4x32x1xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/div"(#loc505)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc339))):
      linalg.yield %in : f32 loc(#loc731)
    } -> tensor<8x4x32x32xf32> loc(#loc731)
    %534 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_158, %533 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/dot_general"(#loc340)), %in_312: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc339)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc339))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc731)
      linalg.yield %1048 : f32 loc(#loc731)
    } -> tensor<8x4x32x32xf32> loc(#loc731)
    %535 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%534, %311 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc339)), %in_312: f32 loc("jit(step)/jvp(h.3)/exp"(#loc339)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc339))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc731)
      linalg.yield %1048 : f32 loc(#loc731)
    } -> tensor<8x4x32x32xf32> loc(#loc731)
    %536 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%535 : tensor<8x4x32x32xf32>) outs(%65 : tensor<8x4x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc339)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc339))):
      %1048 = arith.addf %out, %in : f32 loc(#loc732)
      linalg.yield %1048 : f32 loc(#loc732)
    } -> tensor<8x4x32xf32> loc(#loc732)
    %537 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%536 : tensor<8x4x32xf32>) outs(%59 : tensor<8x4x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc339)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/neg"(#loc339))):
      %1048 = arith.negf %in : f32 loc(#loc733)
      linalg.yield %1048 : f32 loc(#loc733)
    } -> tensor<8x4x32xf32> loc(#loc733)
    %expanded_159 = tensor.expand_shape %537 [[0], [1], [2, 3]] output_shape [8, 4, 32, 1] : tensor<8x4x32xf32> into tensor<8x4x32x1xf32> loc(#loc734)
    %538 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_158, %313 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/dot_general"(#loc340)), %in_312: f32 loc("jit(step)/jvp(h.3)/div"(#loc339)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/div"(#loc339))):
      %1048 = arith.divf %in, %in_312 : f32 loc(#loc735)
      linalg.yield %1048 : f32 loc(#loc735)
    } -> tensor<8x4x32x32xf32> loc(#loc735)
    %539 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_159 : tensor<8x4x32x1xf32>) outs(%65 : tensor<8x4x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc339)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc339))):
      %1048 = arith.addf %out, %in : f32 loc(#loc732)
      linalg.yield %1048 : f32 loc(#loc732)
    } -> tensor<8x4x32xf32> loc(#loc732)
    %540 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%539 : tensor<8x4x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc339)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/broadcast_in_dim"(#loc339))):
      linalg.yield %in : f32 loc(#loc736)
    } -> tensor<8x4x32x32xf32> loc(#loc736)
    %541 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%538, %540 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/div"(#loc339)), %in_312: f32 loc("jit(step)/transpose(jvp(h.3))/broadcast_in_dim"(#loc339)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/add_any"(#loc339))):
      %1048 = arith.addf %in, %in_312 : f32 loc(#loc737)
      linalg.yield %1048 : f32 loc(#loc737)
    } -> tensor<8x4x32x32xf32> loc(#loc737)
    %542 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%541, %311 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/add_any"(#loc339)), %in_312: f32 loc("jit(step)/jvp(h.3)/exp"(#loc339)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc339))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc731)
      linalg.yield %1048 : f32 loc(#loc731)
    } -> tensor<8x4x32x32xf32> loc(#loc731)
    %543 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %542 : tensor<8x4x32x32xi1>, tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc64 at #loc497)), %in_312: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc339)), %out: f32 loc(callsite(#loc62 at #loc738))):
      %1048 = arith.select %in, %in_312, %cst_15 : f32 loc(#loc1073)
      linalg.yield %1048 : f32 loc(#loc1073)
    } -> tensor<8x4x32x32xf32> loc(#loc1073)
    %544 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%543, %49 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc62 at #loc738)), %in_312: f32 loc("jit(step)/jvp(h.0)/div"(#loc336)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/div"(#loc336))):
      %1048 = arith.divf %in, %in_312 : f32 loc(#loc739)
      linalg.yield %1048 : f32 loc(#loc739)
    } -> tensor<8x4x32x32xf32> loc(#loc739)
    %545 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%544 : tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/div"(#loc336)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/dot_general"(#loc334))):
      linalg.yield %in : f32 loc(#loc740)
    } -> tensor<8x4x32x32xf32> loc(#loc740)
    %collapsed_160 = tensor.collapse_shape %545 [[0, 1], [2], [3]] : tensor<8x4x32x32xf32> into tensor<32x32x32xf32> loc(#loc740)
    %546 = linalg.batch_matmul ins(%collapsed_160, %collapsed_102 : tensor<32x32x32xf32>, tensor<32x32x8xf32>) outs(%73 : tensor<32x32x8xf32>) -> tensor<32x32x8xf32> loc(#loc740)
    %expanded_161 = tensor.expand_shape %546 [[0, 1], [2], [3]] output_shape [8, 4, 32, 8] : tensor<32x32x8xf32> into tensor<8x4x32x8xf32> loc(#loc740)
    %547 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_161 : tensor<8x4x32x8xf32>) outs(%41 : tensor<8x4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/dot_general"(#loc334)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/transpose"(#loc334))):
      linalg.yield %in : f32 loc(#loc741)
    } -> tensor<8x4x8x32xf32> loc(#loc741)
    %548 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%304 : tensor<8x4x8x32xf32>) outs(%37 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/transpose"(#loc333)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/dot_general"(#loc334))):
      linalg.yield %in : f32 loc(#loc740)
    } -> tensor<8x4x32x8xf32> loc(#loc740)
    %collapsed_162 = tensor.collapse_shape %544 [[0, 1], [2], [3]] : tensor<8x4x32x32xf32> into tensor<32x32x32xf32> loc(#loc740)
    %collapsed_163 = tensor.collapse_shape %548 [[0, 1], [2], [3]] : tensor<8x4x32x8xf32> into tensor<32x32x8xf32> loc(#loc740)
    %549 = linalg.batch_matmul ins(%collapsed_162, %collapsed_163 : tensor<32x32x32xf32>, tensor<32x32x8xf32>) outs(%73 : tensor<32x32x8xf32>) -> tensor<32x32x8xf32> loc(#loc740)
    %expanded_164 = tensor.expand_shape %549 [[0, 1], [2], [3]] output_shape [8, 4, 32, 8] : tensor<32x32x8xf32> into tensor<8x4x32x8xf32> loc(#loc740)
    %550 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%547 : tensor<8x4x8x32xf32>) outs(%37 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/transpose"(#loc334)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/transpose"(#loc333))):
      linalg.yield %in : f32 loc(#loc742)
    } -> tensor<8x4x32x8xf32> loc(#loc742)
    %551 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%530 : tensor<8x4x32x8xf32>) outs(%75 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/transpose"(#loc340)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/transpose"(#loc491))):
      linalg.yield %in : f32 loc(#loc1039)
    } -> tensor<8x32x4x8xf32> loc(#loc1039)
    %collapsed_165 = tensor.collapse_shape %551 [[0], [1], [2, 3]] : tensor<8x32x4x8xf32> into tensor<8x32x32xf32> loc(#loc1040)
    %552 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%550 : tensor<8x4x32x8xf32>) outs(%75 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/transpose"(#loc333)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/transpose"(#loc489))):
      linalg.yield %in : f32 loc(#loc1041)
    } -> tensor<8x32x4x8xf32> loc(#loc1041)
    %collapsed_166 = tensor.collapse_shape %552 [[0], [1], [2, 3]] : tensor<8x32x4x8xf32> into tensor<8x32x32xf32> loc(#loc1042)
    %553 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_164 : tensor<8x4x32x8xf32>) outs(%75 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/dot_general"(#loc334)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/transpose"(#loc487))):
      linalg.yield %in : f32 loc(#loc1043)
    } -> tensor<8x32x4x8xf32> loc(#loc1043)
    %collapsed_167 = tensor.collapse_shape %553 [[0], [1], [2, 3]] : tensor<8x32x4x8xf32> into tensor<8x32x32xf32> loc(#loc1044)
    %inserted_slice_168 = tensor.insert_slice %collapsed_167 into %34[0, 0, 0] [8, 32, 32] [1, 1, 1] : tensor<8x32x32xf32> into tensor<8x32x96xf32> loc(#loc743)
    %inserted_slice_169 = tensor.insert_slice %collapsed_166 into %inserted_slice_168[0, 0, 32] [8, 32, 32] [1, 1, 1] : tensor<8x32x32xf32> into tensor<8x32x96xf32> loc(#loc743)
    %inserted_slice_170 = tensor.insert_slice %collapsed_165 into %inserted_slice_169[0, 0, 64] [8, 32, 32] [1, 1, 1] : tensor<8x32x32xf32> into tensor<8x32x96xf32> loc(#loc743)
    %554 = tensor.empty() : tensor<96xf32> loc(#loc744)
    %555 = linalg.fill ins(%cst_15 : f32) outs(%554 : tensor<96xf32>) -> tensor<96xf32> loc(#loc744)
    %556 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%inserted_slice_170 : tensor<8x32x96xf32>) outs(%555 : tensor<96xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc328)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc328))):
      %1048 = arith.addf %out, %in : f32 loc(#loc744)
      linalg.yield %1048 : f32 loc(#loc744)
    } -> tensor<96xf32> loc(#loc744)
    %expanded_171 = tensor.expand_shape %556 [[0, 1, 2]] output_shape [1, 1, 96] : tensor<96xf32> into tensor<1x1x96xf32> loc(#loc745)
    %557 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_171 : tensor<1x1x96xf32>) outs(%555 : tensor<96xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc328)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc328))):
      %1048 = arith.addf %out, %in : f32 loc(#loc744)
      linalg.yield %1048 : f32 loc(#loc744)
    } -> tensor<96xf32> loc(#loc744)
    %558 = tensor.empty() : tensor<96x8x32xf32> loc(#loc746)
    %559 = linalg.generic {indexing_maps = [#map15, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%inserted_slice_170 : tensor<8x32x96xf32>) outs(%558 : tensor<96x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/concatenate"(#loc329)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/dot_general"(#loc327))):
      linalg.yield %in : f32 loc(#loc746)
    } -> tensor<96x8x32xf32> loc(#loc746)
    %collapsed_172 = tensor.collapse_shape %559 [[0], [1, 2]] : tensor<96x8x32xf32> into tensor<96x256xf32> loc(#loc746)
    %560 = tensor.empty() : tensor<96x32xf32> loc(#loc746)
    %561 = linalg.fill ins(%cst_15 : f32) outs(%560 : tensor<96x32xf32>) -> tensor<96x32xf32> loc(#loc746)
    %562 = linalg.matmul ins(%collapsed_172, %collapsed_94 : tensor<96x256xf32>, tensor<256x32xf32>) outs(%561 : tensor<96x32xf32>) -> tensor<96x32xf32> loc(#loc746)
    %563 = tensor.empty() : tensor<32x96xf32> loc(#loc747)
    %564 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%562 : tensor<96x32xf32>) outs(%563 : tensor<32x96xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/dot_general"(#loc327)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/transpose"(#loc327))):
      linalg.yield %in : f32 loc(#loc747)
    } -> tensor<32x96xf32> loc(#loc747)
    %collapsed_173 = tensor.collapse_shape %inserted_slice_170 [[0, 1], [2]] : tensor<8x32x96xf32> into tensor<256x96xf32> loc(#loc746)
    %565 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%arg46 : tensor<32x96xf32>) outs(%560 : tensor<96x32xf32>) {
    ^bb0(%in: f32 loc("params['h'][3]['qkv']"), %out: f32 loc("jit(step)/transpose(jvp(h.3))/dot_general"(#loc327))):
      linalg.yield %in : f32 loc(#loc746)
    } -> tensor<96x32xf32> loc(#loc746)
    %566 = linalg.matmul ins(%collapsed_173, %565 : tensor<256x96xf32>, tensor<96x32xf32>) outs(%78 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc746)
    %expanded_174 = tensor.expand_shape %566 [[0, 1], [2]] output_shape [8, 32, 32] : tensor<256x32xf32> into tensor<8x32x32xf32> loc(#loc746)
    %567 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_174 : tensor<8x32x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc326)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc326))):
      %1048 = arith.addf %out, %in : f32 loc(#loc748)
      linalg.yield %1048 : f32 loc(#loc748)
    } -> tensor<32xf32> loc(#loc748)
    %expanded_175 = tensor.expand_shape %567 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc749)
    %568 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_175 : tensor<1x1x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc326)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc326))):
      %1048 = arith.addf %out, %in : f32 loc(#loc748)
      linalg.yield %1048 : f32 loc(#loc748)
    } -> tensor<32xf32> loc(#loc748)
    %569 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%293, %expanded_174 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/mul"(#loc324)), %in_312: f32 loc("jit(step)/transpose(jvp(h.3))/dot_general"(#loc327)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc325))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc750)
      linalg.yield %1048 : f32 loc(#loc750)
    } -> tensor<8x32x32xf32> loc(#loc750)
    %570 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%569 : tensor<8x32x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc325)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc325))):
      %1048 = arith.addf %out, %in : f32 loc(#loc751)
      linalg.yield %1048 : f32 loc(#loc751)
    } -> tensor<32xf32> loc(#loc751)
    %expanded_176 = tensor.expand_shape %570 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc752)
    %571 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_174, %294 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/dot_general"(#loc327)), %in_312: f32 loc("jit(step)/jvp(h.3)/mul"(#loc325)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc325))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc750)
      linalg.yield %1048 : f32 loc(#loc750)
    } -> tensor<8x32x32xf32> loc(#loc750)
    %572 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_176 : tensor<1x1x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc325)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc325))):
      %1048 = arith.addf %out, %in : f32 loc(#loc751)
      linalg.yield %1048 : f32 loc(#loc751)
    } -> tensor<32xf32> loc(#loc751)
    %573 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%283, %571 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.3)/sub"(#loc319)), %in_312: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc325)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc324))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc753)
      linalg.yield %1048 : f32 loc(#loc753)
    } -> tensor<8x32x32xf32> loc(#loc753)
    %574 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%573 : tensor<8x32x32xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc324)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc324))):
      %1048 = arith.addf %out, %in : f32 loc(#loc754)
      linalg.yield %1048 : f32 loc(#loc754)
    } -> tensor<8x32xf32> loc(#loc754)
    %expanded_177 = tensor.expand_shape %574 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc755)
    %575 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%571, %292 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc325)), %in_312: f32 loc("jit(step)/jvp(h.3)/mul"(#loc324)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc324))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc753)
      linalg.yield %1048 : f32 loc(#loc753)
    } -> tensor<8x32x32xf32> loc(#loc753)
    %576 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_177, %291 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/reshape"(#loc324)), %in_312: f32 loc("jit(step)/jvp(h.3)/mul"(#loc323)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc323))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc756)
      linalg.yield %1048 : f32 loc(#loc756)
    } -> tensor<8x32x1xf32> loc(#loc756)
    %577 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%575 : tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc324)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/neg"(#loc432))):
      %1048 = arith.negf %in : f32 loc(#loc757)
      linalg.yield %1048 : f32 loc(#loc757)
    } -> tensor<8x32x32xf32> loc(#loc757)
    %578 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%577 : tensor<8x32x32xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc432)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc432))):
      %1048 = arith.addf %out, %in : f32 loc(#loc758)
      linalg.yield %1048 : f32 loc(#loc758)
    } -> tensor<8x32xf32> loc(#loc758)
    %expanded_178 = tensor.expand_shape %578 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc759)
    %579 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%516, %575 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/add_any"(#loc345)), %in_312: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc324)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/add_any"(#loc432))):
      %1048 = arith.addf %in, %in_312 : f32 loc(#loc760)
      linalg.yield %1048 : f32 loc(#loc760)
    } -> tensor<8x32x32xf32> loc(#loc760)
    %580 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%576 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc323)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/div"(#loc321))):
      %1048 = arith.divf %in, %cst_14 : f32 loc(#loc761)
      linalg.yield %1048 : f32 loc(#loc761)
    } -> tensor<8x32x1xf32> loc(#loc761)
    %581 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%580 : tensor<8x32x1xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc321)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc321))):
      %1048 = arith.addf %out, %in : f32 loc(#loc762)
      linalg.yield %1048 : f32 loc(#loc762)
    } -> tensor<8x32xf32> loc(#loc762)
    %582 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%581 : tensor<8x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc321)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/broadcast_in_dim"(#loc321))):
      linalg.yield %in : f32 loc(#loc763)
    } -> tensor<8x32x32xf32> loc(#loc763)
    %583 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%582, %285 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/broadcast_in_dim"(#loc321)), %in_312: f32 loc("jit(step)/jvp(h.3)/mul"(#loc320)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc320))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc764)
      linalg.yield %1048 : f32 loc(#loc764)
    } -> tensor<8x32x32xf32> loc(#loc764)
    %584 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%583 : tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc320)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/neg"(#loc319))):
      %1048 = arith.negf %in : f32 loc(#loc765)
      linalg.yield %1048 : f32 loc(#loc765)
    } -> tensor<8x32x32xf32> loc(#loc765)
    %585 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%584 : tensor<8x32x32xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc319)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc319))):
      %1048 = arith.addf %out, %in : f32 loc(#loc766)
      linalg.yield %1048 : f32 loc(#loc766)
    } -> tensor<8x32xf32> loc(#loc766)
    %expanded_179 = tensor.expand_shape %585 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc767)
    %586 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%579, %583 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/add_any"(#loc432)), %in_312: f32 loc("jit(step)/transpose(jvp(h.3))/mul"(#loc320)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/add_any"(#loc319))):
      %1048 = arith.addf %in, %in_312 : f32 loc(#loc768)
      linalg.yield %1048 : f32 loc(#loc768)
    } -> tensor<8x32x32xf32> loc(#loc768)
    %587 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_178, %expanded_179 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/reshape"(#loc432)), %in_312: f32 loc("jit(step)/transpose(jvp(h.3))/reshape"(#loc319)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/add_any"(#loc319))):
      %1048 = arith.addf %in, %in_312 : f32 loc(#loc768)
      linalg.yield %1048 : f32 loc(#loc768)
    } -> tensor<8x32x1xf32> loc(#loc768)
    %588 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%587 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/add_any"(#loc319)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/div"(#loc318))):
      %1048 = arith.divf %in, %cst_14 : f32 loc(#loc769)
      linalg.yield %1048 : f32 loc(#loc769)
    } -> tensor<8x32x1xf32> loc(#loc769)
    %589 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%588 : tensor<8x32x1xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc318)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc318))):
      %1048 = arith.addf %out, %in : f32 loc(#loc770)
      linalg.yield %1048 : f32 loc(#loc770)
    } -> tensor<8x32xf32> loc(#loc770)
    %590 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%589 : tensor<8x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc318)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/broadcast_in_dim"(#loc318))):
      linalg.yield %in : f32 loc(#loc771)
    } -> tensor<8x32x32xf32> loc(#loc771)
    %591 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%586, %590 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/add_any"(#loc319)), %in_312: f32 loc("jit(step)/transpose(jvp(h.3))/broadcast_in_dim"(#loc318)), %out: f32 loc("jit(step)/transpose(jvp(h.3))/add_any"(#loc318))):
      %1048 = arith.addf %in, %in_312 : f32 loc(#loc772)
      linalg.yield %1048 : f32 loc(#loc772)
    } -> tensor<8x32x32xf32> loc(#loc772)
    %592 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%591 : tensor<8x32x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc262)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc262))):
      %1048 = arith.addf %out, %in : f32 loc(#loc433)
      linalg.yield %1048 : f32 loc(#loc433)
    } -> tensor<32xf32> loc(#loc433)
    %expanded_180 = tensor.expand_shape %592 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc434)
    %593 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_180 : tensor<1x1x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc262)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc262))):
      %1048 = arith.addf %out, %in : f32 loc(#loc433)
      linalg.yield %1048 : f32 loc(#loc433)
    } -> tensor<32xf32> loc(#loc433)
    %594 = linalg.generic {indexing_maps = [#map15, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%591 : tensor<8x32x32xf32>) outs(%461 : tensor<32x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/add_any"(#loc318)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/dot_general"(#loc260))):
      linalg.yield %in : f32 loc(#loc435)
    } -> tensor<32x8x32xf32> loc(#loc435)
    %collapsed_181 = tensor.collapse_shape %594 [[0], [1, 2]] : tensor<32x8x32xf32> into tensor<32x256xf32> loc(#loc435)
    %595 = linalg.matmul ins(%collapsed_181, %collapsed_90 : tensor<32x256xf32>, tensor<256x128xf32>) outs(%464 : tensor<32x128xf32>) -> tensor<32x128xf32> loc(#loc435)
    %596 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%595 : tensor<32x128xf32>) outs(%466 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/dot_general"(#loc260)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/transpose"(#loc260))):
      linalg.yield %in : f32 loc(#loc436)
    } -> tensor<128x32xf32> loc(#loc436)
    %collapsed_182 = tensor.collapse_shape %591 [[0, 1], [2]] : tensor<8x32x32xf32> into tensor<256x32xf32> loc(#loc435)
    %597 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%arg30 : tensor<128x32xf32>) outs(%463 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("params['h'][2]['out']"), %out: f32 loc("jit(step)/transpose(jvp(h.2))/dot_general"(#loc260))):
      linalg.yield %in : f32 loc(#loc435)
    } -> tensor<32x128xf32> loc(#loc435)
    %598 = linalg.matmul ins(%collapsed_182, %597 : tensor<256x32xf32>, tensor<32x128xf32>) outs(%102 : tensor<256x128xf32>) -> tensor<256x128xf32> loc(#loc435)
    %expanded_183 = tensor.expand_shape %598 [[0, 1], [2]] output_shape [8, 32, 128] : tensor<256x128xf32> into tensor<8x32x128xf32> loc(#loc435)
    %599 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%264, %expanded_183 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/add"(#loc258)), %in_312: f32 loc("jit(step)/transpose(jvp(h.2))/dot_general"(#loc260)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc259))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc437)
      linalg.yield %1048 : f32 loc(#loc437)
    } -> tensor<8x32x128xf32> loc(#loc437)
    %600 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_183, %274 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/dot_general"(#loc260)), %in_312: f32 loc("jit(step)/jvp(h.2)/mul"(#loc259)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc259))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc437)
      linalg.yield %1048 : f32 loc(#loc437)
    } -> tensor<8x32x128xf32> loc(#loc437)
    %601 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%599 : tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc259)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc259))):
      %1048 = arith.mulf %in, %cst_4 : f32 loc(#loc437)
      linalg.yield %1048 : f32 loc(#loc437)
    } -> tensor<8x32x128xf32> loc(#loc437)
    %602 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%601, %272 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc259)), %in_312: f32 loc("jit(step)/jvp(h.2)/sub"(#loc259)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc259))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc437)
      linalg.yield %1048 : f32 loc(#loc437)
    } -> tensor<8x32x128xf32> loc(#loc437)
    %603 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%602, %271 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc259)), %in_312: f32 loc("jit(step)/jvp(h.2)/tanh"(#loc259)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc259))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc437)
      linalg.yield %1048 : f32 loc(#loc437)
    } -> tensor<8x32x128xf32> loc(#loc437)
    %604 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%602, %603 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc259)), %in_312: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc259)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/add_any"(#loc259))):
      %1048 = arith.addf %in, %in_312 : f32 loc(#loc438)
      linalg.yield %1048 : f32 loc(#loc438)
    } -> tensor<8x32x128xf32> loc(#loc438)
    %605 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%604 : tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/add_any"(#loc259)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc259))):
      %1048 = arith.mulf %in, %cst_5 : f32 loc(#loc437)
      linalg.yield %1048 : f32 loc(#loc437)
    } -> tensor<8x32x128xf32> loc(#loc437)
    %606 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%600, %605 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc259)), %in_312: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc259)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/add_any"(#loc259))):
      %1048 = arith.addf %in, %in_312 : f32 loc(#loc438)
      linalg.yield %1048 : f32 loc(#loc438)
    } -> tensor<8x32x128xf32> loc(#loc438)
    %607 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%605 : tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc259)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc259))):
      %1048 = arith.mulf %in, %cst_6 : f32 loc(#loc437)
      linalg.yield %1048 : f32 loc(#loc437)
    } -> tensor<8x32x128xf32> loc(#loc437)
    %608 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%607, %267 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc259)), %in_312: f32 loc("jit(step)/jvp(h.2)/mul"(#loc259)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc259))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc437)
      linalg.yield %1048 : f32 loc(#loc437)
    } -> tensor<8x32x128xf32> loc(#loc437)
    %609 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%606, %608 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/add_any"(#loc259)), %in_312: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc259)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/add_any"(#loc259))):
      %1048 = arith.addf %in, %in_312 : f32 loc(#loc438)
      linalg.yield %1048 : f32 loc(#loc438)
    } -> tensor<8x32x128xf32> loc(#loc438)
    %610 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%609 : tensor<8x32x128xf32>) outs(%482 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc258)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc258))):
      %1048 = arith.addf %out, %in : f32 loc(#loc439)
      linalg.yield %1048 : f32 loc(#loc439)
    } -> tensor<128xf32> loc(#loc439)
    %expanded_184 = tensor.expand_shape %610 [[0, 1, 2]] output_shape [1, 1, 128] : tensor<128xf32> into tensor<1x1x128xf32> loc(#loc440)
    %611 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_184 : tensor<1x1x128xf32>) outs(%482 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc258)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc258))):
      %1048 = arith.addf %out, %in : f32 loc(#loc439)
      linalg.yield %1048 : f32 loc(#loc439)
    } -> tensor<128xf32> loc(#loc439)
    %612 = linalg.generic {indexing_maps = [#map15, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%609 : tensor<8x32x128xf32>) outs(%485 : tensor<128x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/add_any"(#loc259)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/dot_general"(#loc257))):
      linalg.yield %in : f32 loc(#loc441)
    } -> tensor<128x8x32xf32> loc(#loc441)
    %collapsed_185 = tensor.collapse_shape %612 [[0], [1, 2]] : tensor<128x8x32xf32> into tensor<128x256xf32> loc(#loc441)
    %613 = linalg.matmul ins(%collapsed_185, %collapsed_88 : tensor<128x256xf32>, tensor<256x32xf32>) outs(%487 : tensor<128x32xf32>) -> tensor<128x32xf32> loc(#loc441)
    %614 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%613 : tensor<128x32xf32>) outs(%463 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/dot_general"(#loc257)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/transpose"(#loc257))):
      linalg.yield %in : f32 loc(#loc442)
    } -> tensor<32x128xf32> loc(#loc442)
    %collapsed_186 = tensor.collapse_shape %609 [[0, 1], [2]] : tensor<8x32x128xf32> into tensor<256x128xf32> loc(#loc441)
    %615 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%arg24 : tensor<32x128xf32>) outs(%466 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("params['h'][2]['fc']"), %out: f32 loc("jit(step)/transpose(jvp(h.2))/dot_general"(#loc257))):
      linalg.yield %in : f32 loc(#loc441)
    } -> tensor<128x32xf32> loc(#loc441)
    %616 = linalg.matmul ins(%collapsed_186, %615 : tensor<256x128xf32>, tensor<128x32xf32>) outs(%78 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc441)
    %expanded_187 = tensor.expand_shape %616 [[0, 1], [2]] output_shape [8, 32, 32] : tensor<256x32xf32> into tensor<8x32x32xf32> loc(#loc441)
    %617 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_187 : tensor<8x32x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc353)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc353))):
      %1048 = arith.addf %out, %in : f32 loc(#loc773)
      linalg.yield %1048 : f32 loc(#loc773)
    } -> tensor<32xf32> loc(#loc773)
    %expanded_188 = tensor.expand_shape %617 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc774)
    %618 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_188 : tensor<1x1x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc353)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc353))):
      %1048 = arith.addf %out, %in : f32 loc(#loc773)
      linalg.yield %1048 : f32 loc(#loc773)
    } -> tensor<32xf32> loc(#loc773)
    %619 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%257, %expanded_187 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/mul"(#loc351)), %in_312: f32 loc("jit(step)/transpose(jvp(h.2))/dot_general"(#loc257)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc352))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc775)
      linalg.yield %1048 : f32 loc(#loc775)
    } -> tensor<8x32x32xf32> loc(#loc775)
    %620 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%619 : tensor<8x32x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc352)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc352))):
      %1048 = arith.addf %out, %in : f32 loc(#loc776)
      linalg.yield %1048 : f32 loc(#loc776)
    } -> tensor<32xf32> loc(#loc776)
    %expanded_189 = tensor.expand_shape %620 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc777)
    %621 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_187, %258 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/dot_general"(#loc257)), %in_312: f32 loc("jit(step)/jvp(h.2)/mul"(#loc352)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc352))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc775)
      linalg.yield %1048 : f32 loc(#loc775)
    } -> tensor<8x32x32xf32> loc(#loc775)
    %622 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_189 : tensor<1x1x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc352)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc352))):
      %1048 = arith.addf %out, %in : f32 loc(#loc776)
      linalg.yield %1048 : f32 loc(#loc776)
    } -> tensor<32xf32> loc(#loc776)
    %623 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%247, %621 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/sub"(#loc346)), %in_312: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc352)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc351))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc778)
      linalg.yield %1048 : f32 loc(#loc778)
    } -> tensor<8x32x32xf32> loc(#loc778)
    %624 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%623 : tensor<8x32x32xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc351)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc351))):
      %1048 = arith.addf %out, %in : f32 loc(#loc779)
      linalg.yield %1048 : f32 loc(#loc779)
    } -> tensor<8x32xf32> loc(#loc779)
    %expanded_190 = tensor.expand_shape %624 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc780)
    %625 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%621, %256 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc352)), %in_312: f32 loc("jit(step)/jvp(h.2)/mul"(#loc351)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc351))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc778)
      linalg.yield %1048 : f32 loc(#loc778)
    } -> tensor<8x32x32xf32> loc(#loc778)
    %626 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_190, %255 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/reshape"(#loc351)), %in_312: f32 loc("jit(step)/jvp(h.2)/mul"(#loc350)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc350))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc781)
      linalg.yield %1048 : f32 loc(#loc781)
    } -> tensor<8x32x1xf32> loc(#loc781)
    %627 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%625 : tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc351)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/neg"(#loc430))):
      %1048 = arith.negf %in : f32 loc(#loc782)
      linalg.yield %1048 : f32 loc(#loc782)
    } -> tensor<8x32x32xf32> loc(#loc782)
    %628 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%627 : tensor<8x32x32xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc430)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc430))):
      %1048 = arith.addf %out, %in : f32 loc(#loc783)
      linalg.yield %1048 : f32 loc(#loc783)
    } -> tensor<8x32xf32> loc(#loc783)
    %expanded_191 = tensor.expand_shape %628 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc784)
    %629 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%591, %625 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/add_any"(#loc318)), %in_312: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc351)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/add_any"(#loc430))):
      %1048 = arith.addf %in, %in_312 : f32 loc(#loc785)
      linalg.yield %1048 : f32 loc(#loc785)
    } -> tensor<8x32x32xf32> loc(#loc785)
    %630 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%626 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc350)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/div"(#loc348))):
      %1048 = arith.divf %in, %cst_14 : f32 loc(#loc786)
      linalg.yield %1048 : f32 loc(#loc786)
    } -> tensor<8x32x1xf32> loc(#loc786)
    %631 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%630 : tensor<8x32x1xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc348)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc348))):
      %1048 = arith.addf %out, %in : f32 loc(#loc787)
      linalg.yield %1048 : f32 loc(#loc787)
    } -> tensor<8x32xf32> loc(#loc787)
    %632 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%631 : tensor<8x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc348)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/broadcast_in_dim"(#loc348))):
      linalg.yield %in : f32 loc(#loc788)
    } -> tensor<8x32x32xf32> loc(#loc788)
    %633 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%632, %249 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/broadcast_in_dim"(#loc348)), %in_312: f32 loc("jit(step)/jvp(h.2)/mul"(#loc347)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc347))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc789)
      linalg.yield %1048 : f32 loc(#loc789)
    } -> tensor<8x32x32xf32> loc(#loc789)
    %634 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%633 : tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc347)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/neg"(#loc346))):
      %1048 = arith.negf %in : f32 loc(#loc790)
      linalg.yield %1048 : f32 loc(#loc790)
    } -> tensor<8x32x32xf32> loc(#loc790)
    %635 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%634 : tensor<8x32x32xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc346)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc346))):
      %1048 = arith.addf %out, %in : f32 loc(#loc791)
      linalg.yield %1048 : f32 loc(#loc791)
    } -> tensor<8x32xf32> loc(#loc791)
    %expanded_192 = tensor.expand_shape %635 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc792)
    %636 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%629, %633 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/add_any"(#loc430)), %in_312: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc347)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/add_any"(#loc346))):
      %1048 = arith.addf %in, %in_312 : f32 loc(#loc793)
      linalg.yield %1048 : f32 loc(#loc793)
    } -> tensor<8x32x32xf32> loc(#loc793)
    %637 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_191, %expanded_192 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/reshape"(#loc430)), %in_312: f32 loc("jit(step)/transpose(jvp(h.2))/reshape"(#loc346)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/add_any"(#loc346))):
      %1048 = arith.addf %in, %in_312 : f32 loc(#loc793)
      linalg.yield %1048 : f32 loc(#loc793)
    } -> tensor<8x32x1xf32> loc(#loc793)
    %638 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%637 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/add_any"(#loc346)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/div"(#loc345))):
      %1048 = arith.divf %in, %cst_14 : f32 loc(#loc794)
      linalg.yield %1048 : f32 loc(#loc794)
    } -> tensor<8x32x1xf32> loc(#loc794)
    %639 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%638 : tensor<8x32x1xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc345)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc345))):
      %1048 = arith.addf %out, %in : f32 loc(#loc795)
      linalg.yield %1048 : f32 loc(#loc795)
    } -> tensor<8x32xf32> loc(#loc795)
    %640 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%639 : tensor<8x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc345)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/broadcast_in_dim"(#loc345))):
      linalg.yield %in : f32 loc(#loc796)
    } -> tensor<8x32x32xf32> loc(#loc796)
    %641 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%636, %640 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/add_any"(#loc346)), %in_312: f32 loc("jit(step)/transpose(jvp(h.2))/broadcast_in_dim"(#loc345)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/add_any"(#loc345))):
      %1048 = arith.addf %in, %in_312 : f32 loc(#loc797)
      linalg.yield %1048 : f32 loc(#loc797)
    } -> tensor<8x32x32xf32> loc(#loc797)
    %642 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%641 : tensor<8x32x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc343)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc343))):
      %1048 = arith.addf %out, %in : f32 loc(#loc798)
      linalg.yield %1048 : f32 loc(#loc798)
    } -> tensor<32xf32> loc(#loc798)
    %expanded_193 = tensor.expand_shape %642 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc799)
    %643 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_193 : tensor<1x1x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc343)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc343))):
      %1048 = arith.addf %out, %in : f32 loc(#loc798)
      linalg.yield %1048 : f32 loc(#loc798)
    } -> tensor<32xf32> loc(#loc798)
    %644 = linalg.generic {indexing_maps = [#map15, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%641 : tensor<8x32x32xf32>) outs(%461 : tensor<32x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/add_any"(#loc345)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/dot_general"(#loc342))):
      linalg.yield %in : f32 loc(#loc800)
    } -> tensor<32x8x32xf32> loc(#loc800)
    %collapsed_194 = tensor.collapse_shape %644 [[0], [1, 2]] : tensor<32x8x32xf32> into tensor<32x256xf32> loc(#loc800)
    %645 = linalg.matmul ins(%collapsed_194, %collapsed_84 : tensor<32x256xf32>, tensor<256x32xf32>) outs(%521 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc800)
    %646 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%645 : tensor<32x32xf32>) outs(%520 : tensor<32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/dot_general"(#loc342)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/transpose"(#loc342))):
      linalg.yield %in : f32 loc(#loc801)
    } -> tensor<32x32xf32> loc(#loc801)
    %collapsed_195 = tensor.collapse_shape %641 [[0, 1], [2]] : tensor<8x32x32xf32> into tensor<256x32xf32> loc(#loc800)
    %647 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%arg32 : tensor<32x32xf32>) outs(%520 : tensor<32x32xf32>) {
    ^bb0(%in: f32 loc("params['h'][2]['proj']"), %out: f32 loc("jit(step)/transpose(jvp(h.2))/dot_general"(#loc342))):
      linalg.yield %in : f32 loc(#loc800)
    } -> tensor<32x32xf32> loc(#loc800)
    %648 = linalg.matmul ins(%collapsed_195, %647 : tensor<256x32xf32>, tensor<32x32xf32>) outs(%78 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc800)
    %expanded_196 = tensor.expand_shape %648 [[0, 1], [2, 3]] output_shape [8, 32, 4, 8] : tensor<256x32xf32> into tensor<8x32x4x8xf32> loc(#loc802)
    %649 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_196 : tensor<8x32x4x8xf32>) outs(%37 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/reshape"(#loc431)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/transpose"(#loc341))):
      linalg.yield %in : f32 loc(#loc803)
    } -> tensor<8x4x32x8xf32> loc(#loc803)
    %650 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%649 : tensor<8x4x32x8xf32>) outs(%41 : tensor<8x4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/transpose"(#loc341)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/dot_general"(#loc340))):
      linalg.yield %in : f32 loc(#loc804)
    } -> tensor<8x4x8x32xf32> loc(#loc804)
    %collapsed_197 = tensor.collapse_shape %650 [[0, 1], [2], [3]] : tensor<8x4x8x32xf32> into tensor<32x8x32xf32> loc(#loc804)
    %651 = linalg.batch_matmul ins(%collapsed_197, %collapsed_81 : tensor<32x8x32xf32>, tensor<32x32x32xf32>) outs(%528 : tensor<32x8x32xf32>) -> tensor<32x8x32xf32> loc(#loc804)
    %expanded_198 = tensor.expand_shape %651 [[0, 1], [2], [3]] output_shape [8, 4, 8, 32] : tensor<32x8x32xf32> into tensor<8x4x8x32xf32> loc(#loc804)
    %652 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_198 : tensor<8x4x8x32xf32>) outs(%37 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/dot_general"(#loc340)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/transpose"(#loc340))):
      linalg.yield %in : f32 loc(#loc805)
    } -> tensor<8x4x32x8xf32> loc(#loc805)
    %653 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%224 : tensor<8x4x32x8xf32>) outs(%41 : tensor<8x4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/transpose"(#loc491)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/dot_general"(#loc340))):
      linalg.yield %in : f32 loc(#loc804)
    } -> tensor<8x4x8x32xf32> loc(#loc804)
    %collapsed_199 = tensor.collapse_shape %649 [[0, 1], [2], [3]] : tensor<8x4x32x8xf32> into tensor<32x32x8xf32> loc(#loc804)
    %collapsed_200 = tensor.collapse_shape %653 [[0, 1], [2], [3]] : tensor<8x4x8x32xf32> into tensor<32x8x32xf32> loc(#loc804)
    %654 = linalg.batch_matmul ins(%collapsed_199, %collapsed_200 : tensor<32x32x8xf32>, tensor<32x8x32xf32>) outs(%44 : tensor<32x32x32xf32>) -> tensor<32x32x32xf32> loc(#loc804)
    %expanded_201 = tensor.expand_shape %654 [[0, 1], [2], [3]] output_shape [8, 4, 32, 32] : tensor<32x32x32xf32> into tensor<8x4x32x32xf32> loc(#loc804)
    %655 = linalg.generic {indexing_maps = [#map17, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%237 : tensor<8x4x32x1xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/div"(#loc505)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc339))):
      linalg.yield %in : f32 loc(#loc806)
    } -> tensor<8x4x32x32xf32> loc(#loc806)
    %656 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_201, %655 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/dot_general"(#loc340)), %in_312: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc339)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc339))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc806)
      linalg.yield %1048 : f32 loc(#loc806)
    } -> tensor<8x4x32x32xf32> loc(#loc806)
    %657 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%656, %232 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc339)), %in_312: f32 loc("jit(step)/jvp(h.2)/exp"(#loc339)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc339))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc806)
      linalg.yield %1048 : f32 loc(#loc806)
    } -> tensor<8x4x32x32xf32> loc(#loc806)
    %658 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%657 : tensor<8x4x32x32xf32>) outs(%65 : tensor<8x4x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc339)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc339))):
      %1048 = arith.addf %out, %in : f32 loc(#loc807)
      linalg.yield %1048 : f32 loc(#loc807)
    } -> tensor<8x4x32xf32> loc(#loc807)
    %659 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%658 : tensor<8x4x32xf32>) outs(%59 : tensor<8x4x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc339)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/neg"(#loc339))):
      %1048 = arith.negf %in : f32 loc(#loc808)
      linalg.yield %1048 : f32 loc(#loc808)
    } -> tensor<8x4x32xf32> loc(#loc808)
    %expanded_202 = tensor.expand_shape %659 [[0], [1], [2, 3]] output_shape [8, 4, 32, 1] : tensor<8x4x32xf32> into tensor<8x4x32x1xf32> loc(#loc809)
    %660 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_201, %234 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/dot_general"(#loc340)), %in_312: f32 loc("jit(step)/jvp(h.2)/div"(#loc339)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/div"(#loc339))):
      %1048 = arith.divf %in, %in_312 : f32 loc(#loc810)
      linalg.yield %1048 : f32 loc(#loc810)
    } -> tensor<8x4x32x32xf32> loc(#loc810)
    %661 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_202 : tensor<8x4x32x1xf32>) outs(%65 : tensor<8x4x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc339)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc339))):
      %1048 = arith.addf %out, %in : f32 loc(#loc807)
      linalg.yield %1048 : f32 loc(#loc807)
    } -> tensor<8x4x32xf32> loc(#loc807)
    %662 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%661 : tensor<8x4x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc339)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/broadcast_in_dim"(#loc339))):
      linalg.yield %in : f32 loc(#loc811)
    } -> tensor<8x4x32x32xf32> loc(#loc811)
    %663 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%660, %662 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/div"(#loc339)), %in_312: f32 loc("jit(step)/transpose(jvp(h.2))/broadcast_in_dim"(#loc339)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/add_any"(#loc339))):
      %1048 = arith.addf %in, %in_312 : f32 loc(#loc812)
      linalg.yield %1048 : f32 loc(#loc812)
    } -> tensor<8x4x32x32xf32> loc(#loc812)
    %664 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%663, %232 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/add_any"(#loc339)), %in_312: f32 loc("jit(step)/jvp(h.2)/exp"(#loc339)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc339))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc806)
      linalg.yield %1048 : f32 loc(#loc806)
    } -> tensor<8x4x32x32xf32> loc(#loc806)
    %665 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %664 : tensor<8x4x32x32xi1>, tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc64 at #loc497)), %in_312: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc339)), %out: f32 loc(callsite(#loc62 at #loc813))):
      %1048 = arith.select %in, %in_312, %cst_15 : f32 loc(#loc1074)
      linalg.yield %1048 : f32 loc(#loc1074)
    } -> tensor<8x4x32x32xf32> loc(#loc1074)
    %666 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%665, %49 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc62 at #loc813)), %in_312: f32 loc("jit(step)/jvp(h.0)/div"(#loc336)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/div"(#loc336))):
      %1048 = arith.divf %in, %in_312 : f32 loc(#loc814)
      linalg.yield %1048 : f32 loc(#loc814)
    } -> tensor<8x4x32x32xf32> loc(#loc814)
    %667 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%666 : tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/div"(#loc336)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/dot_general"(#loc334))):
      linalg.yield %in : f32 loc(#loc815)
    } -> tensor<8x4x32x32xf32> loc(#loc815)
    %collapsed_203 = tensor.collapse_shape %667 [[0, 1], [2], [3]] : tensor<8x4x32x32xf32> into tensor<32x32x32xf32> loc(#loc815)
    %668 = linalg.batch_matmul ins(%collapsed_203, %collapsed_77 : tensor<32x32x32xf32>, tensor<32x32x8xf32>) outs(%73 : tensor<32x32x8xf32>) -> tensor<32x32x8xf32> loc(#loc815)
    %expanded_204 = tensor.expand_shape %668 [[0, 1], [2], [3]] output_shape [8, 4, 32, 8] : tensor<32x32x8xf32> into tensor<8x4x32x8xf32> loc(#loc815)
    %669 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_204 : tensor<8x4x32x8xf32>) outs(%41 : tensor<8x4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/dot_general"(#loc334)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/transpose"(#loc334))):
      linalg.yield %in : f32 loc(#loc816)
    } -> tensor<8x4x8x32xf32> loc(#loc816)
    %670 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%225 : tensor<8x4x8x32xf32>) outs(%37 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/transpose"(#loc333)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/dot_general"(#loc334))):
      linalg.yield %in : f32 loc(#loc815)
    } -> tensor<8x4x32x8xf32> loc(#loc815)
    %collapsed_205 = tensor.collapse_shape %666 [[0, 1], [2], [3]] : tensor<8x4x32x32xf32> into tensor<32x32x32xf32> loc(#loc815)
    %collapsed_206 = tensor.collapse_shape %670 [[0, 1], [2], [3]] : tensor<8x4x32x8xf32> into tensor<32x32x8xf32> loc(#loc815)
    %671 = linalg.batch_matmul ins(%collapsed_205, %collapsed_206 : tensor<32x32x32xf32>, tensor<32x32x8xf32>) outs(%73 : tensor<32x32x8xf32>) -> tensor<32x32x8xf32> loc(#loc815)
    %expanded_207 = tensor.expand_shape %671 [[0, 1], [2], [3]] output_shape [8, 4, 32, 8] : tensor<32x32x8xf32> into tensor<8x4x32x8xf32> loc(#loc815)
    %672 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%669 : tensor<8x4x8x32xf32>) outs(%37 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/transpose"(#loc334)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/transpose"(#loc333))):
      linalg.yield %in : f32 loc(#loc817)
    } -> tensor<8x4x32x8xf32> loc(#loc817)
    %673 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%652 : tensor<8x4x32x8xf32>) outs(%75 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/transpose"(#loc340)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/transpose"(#loc491))):
      linalg.yield %in : f32 loc(#loc1046)
    } -> tensor<8x32x4x8xf32> loc(#loc1046)
    %collapsed_208 = tensor.collapse_shape %673 [[0], [1], [2, 3]] : tensor<8x32x4x8xf32> into tensor<8x32x32xf32> loc(#loc1047)
    %674 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%672 : tensor<8x4x32x8xf32>) outs(%75 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/transpose"(#loc333)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/transpose"(#loc489))):
      linalg.yield %in : f32 loc(#loc1048)
    } -> tensor<8x32x4x8xf32> loc(#loc1048)
    %collapsed_209 = tensor.collapse_shape %674 [[0], [1], [2, 3]] : tensor<8x32x4x8xf32> into tensor<8x32x32xf32> loc(#loc1049)
    %675 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_207 : tensor<8x4x32x8xf32>) outs(%75 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/dot_general"(#loc334)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/transpose"(#loc487))):
      linalg.yield %in : f32 loc(#loc1050)
    } -> tensor<8x32x4x8xf32> loc(#loc1050)
    %collapsed_210 = tensor.collapse_shape %675 [[0], [1], [2, 3]] : tensor<8x32x4x8xf32> into tensor<8x32x32xf32> loc(#loc1051)
    %inserted_slice_211 = tensor.insert_slice %collapsed_210 into %34[0, 0, 0] [8, 32, 32] [1, 1, 1] : tensor<8x32x32xf32> into tensor<8x32x96xf32> loc(#loc818)
    %inserted_slice_212 = tensor.insert_slice %collapsed_209 into %inserted_slice_211[0, 0, 32] [8, 32, 32] [1, 1, 1] : tensor<8x32x32xf32> into tensor<8x32x96xf32> loc(#loc818)
    %inserted_slice_213 = tensor.insert_slice %collapsed_208 into %inserted_slice_212[0, 0, 64] [8, 32, 32] [1, 1, 1] : tensor<8x32x32xf32> into tensor<8x32x96xf32> loc(#loc818)
    %676 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%inserted_slice_213 : tensor<8x32x96xf32>) outs(%555 : tensor<96xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc328)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc328))):
      %1048 = arith.addf %out, %in : f32 loc(#loc819)
      linalg.yield %1048 : f32 loc(#loc819)
    } -> tensor<96xf32> loc(#loc819)
    %expanded_214 = tensor.expand_shape %676 [[0, 1, 2]] output_shape [1, 1, 96] : tensor<96xf32> into tensor<1x1x96xf32> loc(#loc820)
    %677 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_214 : tensor<1x1x96xf32>) outs(%555 : tensor<96xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc328)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc328))):
      %1048 = arith.addf %out, %in : f32 loc(#loc819)
      linalg.yield %1048 : f32 loc(#loc819)
    } -> tensor<96xf32> loc(#loc819)
    %678 = linalg.generic {indexing_maps = [#map15, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%inserted_slice_213 : tensor<8x32x96xf32>) outs(%558 : tensor<96x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/concatenate"(#loc329)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/dot_general"(#loc327))):
      linalg.yield %in : f32 loc(#loc821)
    } -> tensor<96x8x32xf32> loc(#loc821)
    %collapsed_215 = tensor.collapse_shape %678 [[0], [1, 2]] : tensor<96x8x32xf32> into tensor<96x256xf32> loc(#loc821)
    %679 = linalg.matmul ins(%collapsed_215, %collapsed_69 : tensor<96x256xf32>, tensor<256x32xf32>) outs(%561 : tensor<96x32xf32>) -> tensor<96x32xf32> loc(#loc821)
    %680 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%679 : tensor<96x32xf32>) outs(%563 : tensor<32x96xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/dot_general"(#loc327)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/transpose"(#loc327))):
      linalg.yield %in : f32 loc(#loc822)
    } -> tensor<32x96xf32> loc(#loc822)
    %collapsed_216 = tensor.collapse_shape %inserted_slice_213 [[0, 1], [2]] : tensor<8x32x96xf32> into tensor<256x96xf32> loc(#loc821)
    %681 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%arg34 : tensor<32x96xf32>) outs(%560 : tensor<96x32xf32>) {
    ^bb0(%in: f32 loc("params['h'][2]['qkv']"), %out: f32 loc("jit(step)/transpose(jvp(h.2))/dot_general"(#loc327))):
      linalg.yield %in : f32 loc(#loc821)
    } -> tensor<96x32xf32> loc(#loc821)
    %682 = linalg.matmul ins(%collapsed_216, %681 : tensor<256x96xf32>, tensor<96x32xf32>) outs(%78 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc821)
    %expanded_217 = tensor.expand_shape %682 [[0, 1], [2]] output_shape [8, 32, 32] : tensor<256x32xf32> into tensor<8x32x32xf32> loc(#loc821)
    %683 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_217 : tensor<8x32x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc326)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc326))):
      %1048 = arith.addf %out, %in : f32 loc(#loc823)
      linalg.yield %1048 : f32 loc(#loc823)
    } -> tensor<32xf32> loc(#loc823)
    %expanded_218 = tensor.expand_shape %683 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc824)
    %684 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_218 : tensor<1x1x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc326)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc326))):
      %1048 = arith.addf %out, %in : f32 loc(#loc823)
      linalg.yield %1048 : f32 loc(#loc823)
    } -> tensor<32xf32> loc(#loc823)
    %685 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%214, %expanded_217 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/mul"(#loc324)), %in_312: f32 loc("jit(step)/transpose(jvp(h.2))/dot_general"(#loc327)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc325))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc825)
      linalg.yield %1048 : f32 loc(#loc825)
    } -> tensor<8x32x32xf32> loc(#loc825)
    %686 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%685 : tensor<8x32x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc325)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc325))):
      %1048 = arith.addf %out, %in : f32 loc(#loc826)
      linalg.yield %1048 : f32 loc(#loc826)
    } -> tensor<32xf32> loc(#loc826)
    %expanded_219 = tensor.expand_shape %686 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc827)
    %687 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_217, %215 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/dot_general"(#loc327)), %in_312: f32 loc("jit(step)/jvp(h.2)/mul"(#loc325)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc325))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc825)
      linalg.yield %1048 : f32 loc(#loc825)
    } -> tensor<8x32x32xf32> loc(#loc825)
    %688 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_219 : tensor<1x1x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc325)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc325))):
      %1048 = arith.addf %out, %in : f32 loc(#loc826)
      linalg.yield %1048 : f32 loc(#loc826)
    } -> tensor<32xf32> loc(#loc826)
    %689 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%204, %687 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.2)/sub"(#loc319)), %in_312: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc325)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc324))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc828)
      linalg.yield %1048 : f32 loc(#loc828)
    } -> tensor<8x32x32xf32> loc(#loc828)
    %690 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%689 : tensor<8x32x32xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc324)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc324))):
      %1048 = arith.addf %out, %in : f32 loc(#loc829)
      linalg.yield %1048 : f32 loc(#loc829)
    } -> tensor<8x32xf32> loc(#loc829)
    %expanded_220 = tensor.expand_shape %690 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc830)
    %691 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%687, %213 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc325)), %in_312: f32 loc("jit(step)/jvp(h.2)/mul"(#loc324)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc324))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc828)
      linalg.yield %1048 : f32 loc(#loc828)
    } -> tensor<8x32x32xf32> loc(#loc828)
    %692 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_220, %212 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/reshape"(#loc324)), %in_312: f32 loc("jit(step)/jvp(h.2)/mul"(#loc323)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc323))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc831)
      linalg.yield %1048 : f32 loc(#loc831)
    } -> tensor<8x32x1xf32> loc(#loc831)
    %693 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%691 : tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc324)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/neg"(#loc432))):
      %1048 = arith.negf %in : f32 loc(#loc832)
      linalg.yield %1048 : f32 loc(#loc832)
    } -> tensor<8x32x32xf32> loc(#loc832)
    %694 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%693 : tensor<8x32x32xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc432)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc432))):
      %1048 = arith.addf %out, %in : f32 loc(#loc833)
      linalg.yield %1048 : f32 loc(#loc833)
    } -> tensor<8x32xf32> loc(#loc833)
    %expanded_221 = tensor.expand_shape %694 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc834)
    %695 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%641, %691 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/add_any"(#loc345)), %in_312: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc324)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/add_any"(#loc432))):
      %1048 = arith.addf %in, %in_312 : f32 loc(#loc835)
      linalg.yield %1048 : f32 loc(#loc835)
    } -> tensor<8x32x32xf32> loc(#loc835)
    %696 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%692 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc323)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/div"(#loc321))):
      %1048 = arith.divf %in, %cst_14 : f32 loc(#loc836)
      linalg.yield %1048 : f32 loc(#loc836)
    } -> tensor<8x32x1xf32> loc(#loc836)
    %697 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%696 : tensor<8x32x1xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc321)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc321))):
      %1048 = arith.addf %out, %in : f32 loc(#loc837)
      linalg.yield %1048 : f32 loc(#loc837)
    } -> tensor<8x32xf32> loc(#loc837)
    %698 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%697 : tensor<8x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc321)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/broadcast_in_dim"(#loc321))):
      linalg.yield %in : f32 loc(#loc838)
    } -> tensor<8x32x32xf32> loc(#loc838)
    %699 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%698, %206 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/broadcast_in_dim"(#loc321)), %in_312: f32 loc("jit(step)/jvp(h.2)/mul"(#loc320)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc320))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc839)
      linalg.yield %1048 : f32 loc(#loc839)
    } -> tensor<8x32x32xf32> loc(#loc839)
    %700 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%699 : tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc320)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/neg"(#loc319))):
      %1048 = arith.negf %in : f32 loc(#loc840)
      linalg.yield %1048 : f32 loc(#loc840)
    } -> tensor<8x32x32xf32> loc(#loc840)
    %701 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%700 : tensor<8x32x32xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc319)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc319))):
      %1048 = arith.addf %out, %in : f32 loc(#loc841)
      linalg.yield %1048 : f32 loc(#loc841)
    } -> tensor<8x32xf32> loc(#loc841)
    %expanded_222 = tensor.expand_shape %701 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc842)
    %702 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%695, %699 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/add_any"(#loc432)), %in_312: f32 loc("jit(step)/transpose(jvp(h.2))/mul"(#loc320)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/add_any"(#loc319))):
      %1048 = arith.addf %in, %in_312 : f32 loc(#loc843)
      linalg.yield %1048 : f32 loc(#loc843)
    } -> tensor<8x32x32xf32> loc(#loc843)
    %703 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_221, %expanded_222 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/reshape"(#loc432)), %in_312: f32 loc("jit(step)/transpose(jvp(h.2))/reshape"(#loc319)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/add_any"(#loc319))):
      %1048 = arith.addf %in, %in_312 : f32 loc(#loc843)
      linalg.yield %1048 : f32 loc(#loc843)
    } -> tensor<8x32x1xf32> loc(#loc843)
    %704 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%703 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/add_any"(#loc319)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/div"(#loc318))):
      %1048 = arith.divf %in, %cst_14 : f32 loc(#loc844)
      linalg.yield %1048 : f32 loc(#loc844)
    } -> tensor<8x32x1xf32> loc(#loc844)
    %705 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%704 : tensor<8x32x1xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc318)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc318))):
      %1048 = arith.addf %out, %in : f32 loc(#loc845)
      linalg.yield %1048 : f32 loc(#loc845)
    } -> tensor<8x32xf32> loc(#loc845)
    %706 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%705 : tensor<8x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc318)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/broadcast_in_dim"(#loc318))):
      linalg.yield %in : f32 loc(#loc846)
    } -> tensor<8x32x32xf32> loc(#loc846)
    %707 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%702, %706 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/add_any"(#loc319)), %in_312: f32 loc("jit(step)/transpose(jvp(h.2))/broadcast_in_dim"(#loc318)), %out: f32 loc("jit(step)/transpose(jvp(h.2))/add_any"(#loc318))):
      %1048 = arith.addf %in, %in_312 : f32 loc(#loc847)
      linalg.yield %1048 : f32 loc(#loc847)
    } -> tensor<8x32x32xf32> loc(#loc847)
    %708 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%707 : tensor<8x32x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc262)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc262))):
      %1048 = arith.addf %out, %in : f32 loc(#loc443)
      linalg.yield %1048 : f32 loc(#loc443)
    } -> tensor<32xf32> loc(#loc443)
    %expanded_223 = tensor.expand_shape %708 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc444)
    %709 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_223 : tensor<1x1x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc262)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc262))):
      %1048 = arith.addf %out, %in : f32 loc(#loc443)
      linalg.yield %1048 : f32 loc(#loc443)
    } -> tensor<32xf32> loc(#loc443)
    %710 = linalg.generic {indexing_maps = [#map15, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%707 : tensor<8x32x32xf32>) outs(%461 : tensor<32x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/add_any"(#loc318)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/dot_general"(#loc260))):
      linalg.yield %in : f32 loc(#loc445)
    } -> tensor<32x8x32xf32> loc(#loc445)
    %collapsed_224 = tensor.collapse_shape %710 [[0], [1, 2]] : tensor<32x8x32xf32> into tensor<32x256xf32> loc(#loc445)
    %711 = linalg.matmul ins(%collapsed_224, %collapsed_65 : tensor<32x256xf32>, tensor<256x128xf32>) outs(%464 : tensor<32x128xf32>) -> tensor<32x128xf32> loc(#loc445)
    %712 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%711 : tensor<32x128xf32>) outs(%466 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/dot_general"(#loc260)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/transpose"(#loc260))):
      linalg.yield %in : f32 loc(#loc446)
    } -> tensor<128x32xf32> loc(#loc446)
    %collapsed_225 = tensor.collapse_shape %707 [[0, 1], [2]] : tensor<8x32x32xf32> into tensor<256x32xf32> loc(#loc445)
    %713 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%arg18 : tensor<128x32xf32>) outs(%463 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("params['h'][1]['out']"), %out: f32 loc("jit(step)/transpose(jvp(h.1))/dot_general"(#loc260))):
      linalg.yield %in : f32 loc(#loc445)
    } -> tensor<32x128xf32> loc(#loc445)
    %714 = linalg.matmul ins(%collapsed_225, %713 : tensor<256x32xf32>, tensor<32x128xf32>) outs(%102 : tensor<256x128xf32>) -> tensor<256x128xf32> loc(#loc445)
    %expanded_226 = tensor.expand_shape %714 [[0, 1], [2]] output_shape [8, 32, 128] : tensor<256x128xf32> into tensor<8x32x128xf32> loc(#loc445)
    %715 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%185, %expanded_226 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/add"(#loc258)), %in_312: f32 loc("jit(step)/transpose(jvp(h.1))/dot_general"(#loc260)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc259))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc447)
      linalg.yield %1048 : f32 loc(#loc447)
    } -> tensor<8x32x128xf32> loc(#loc447)
    %716 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_226, %195 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/dot_general"(#loc260)), %in_312: f32 loc("jit(step)/jvp(h.1)/mul"(#loc259)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc259))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc447)
      linalg.yield %1048 : f32 loc(#loc447)
    } -> tensor<8x32x128xf32> loc(#loc447)
    %717 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%715 : tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc259)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc259))):
      %1048 = arith.mulf %in, %cst_4 : f32 loc(#loc447)
      linalg.yield %1048 : f32 loc(#loc447)
    } -> tensor<8x32x128xf32> loc(#loc447)
    %718 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%717, %193 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc259)), %in_312: f32 loc("jit(step)/jvp(h.1)/sub"(#loc259)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc259))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc447)
      linalg.yield %1048 : f32 loc(#loc447)
    } -> tensor<8x32x128xf32> loc(#loc447)
    %719 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%718, %192 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc259)), %in_312: f32 loc("jit(step)/jvp(h.1)/tanh"(#loc259)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc259))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc447)
      linalg.yield %1048 : f32 loc(#loc447)
    } -> tensor<8x32x128xf32> loc(#loc447)
    %720 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%718, %719 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc259)), %in_312: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc259)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/add_any"(#loc259))):
      %1048 = arith.addf %in, %in_312 : f32 loc(#loc448)
      linalg.yield %1048 : f32 loc(#loc448)
    } -> tensor<8x32x128xf32> loc(#loc448)
    %721 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%720 : tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/add_any"(#loc259)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc259))):
      %1048 = arith.mulf %in, %cst_5 : f32 loc(#loc447)
      linalg.yield %1048 : f32 loc(#loc447)
    } -> tensor<8x32x128xf32> loc(#loc447)
    %722 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%716, %721 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc259)), %in_312: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc259)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/add_any"(#loc259))):
      %1048 = arith.addf %in, %in_312 : f32 loc(#loc448)
      linalg.yield %1048 : f32 loc(#loc448)
    } -> tensor<8x32x128xf32> loc(#loc448)
    %723 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%721 : tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc259)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc259))):
      %1048 = arith.mulf %in, %cst_6 : f32 loc(#loc447)
      linalg.yield %1048 : f32 loc(#loc447)
    } -> tensor<8x32x128xf32> loc(#loc447)
    %724 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%723, %188 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc259)), %in_312: f32 loc("jit(step)/jvp(h.1)/mul"(#loc259)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc259))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc447)
      linalg.yield %1048 : f32 loc(#loc447)
    } -> tensor<8x32x128xf32> loc(#loc447)
    %725 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%722, %724 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/add_any"(#loc259)), %in_312: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc259)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/add_any"(#loc259))):
      %1048 = arith.addf %in, %in_312 : f32 loc(#loc448)
      linalg.yield %1048 : f32 loc(#loc448)
    } -> tensor<8x32x128xf32> loc(#loc448)
    %726 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%725 : tensor<8x32x128xf32>) outs(%482 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc258)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc258))):
      %1048 = arith.addf %out, %in : f32 loc(#loc449)
      linalg.yield %1048 : f32 loc(#loc449)
    } -> tensor<128xf32> loc(#loc449)
    %expanded_227 = tensor.expand_shape %726 [[0, 1, 2]] output_shape [1, 1, 128] : tensor<128xf32> into tensor<1x1x128xf32> loc(#loc450)
    %727 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_227 : tensor<1x1x128xf32>) outs(%482 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc258)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc258))):
      %1048 = arith.addf %out, %in : f32 loc(#loc449)
      linalg.yield %1048 : f32 loc(#loc449)
    } -> tensor<128xf32> loc(#loc449)
    %728 = linalg.generic {indexing_maps = [#map15, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%725 : tensor<8x32x128xf32>) outs(%485 : tensor<128x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/add_any"(#loc259)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/dot_general"(#loc257))):
      linalg.yield %in : f32 loc(#loc451)
    } -> tensor<128x8x32xf32> loc(#loc451)
    %collapsed_228 = tensor.collapse_shape %728 [[0], [1, 2]] : tensor<128x8x32xf32> into tensor<128x256xf32> loc(#loc451)
    %729 = linalg.matmul ins(%collapsed_228, %collapsed_63 : tensor<128x256xf32>, tensor<256x32xf32>) outs(%487 : tensor<128x32xf32>) -> tensor<128x32xf32> loc(#loc451)
    %730 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%729 : tensor<128x32xf32>) outs(%463 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/dot_general"(#loc257)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/transpose"(#loc257))):
      linalg.yield %in : f32 loc(#loc452)
    } -> tensor<32x128xf32> loc(#loc452)
    %collapsed_229 = tensor.collapse_shape %725 [[0, 1], [2]] : tensor<8x32x128xf32> into tensor<256x128xf32> loc(#loc451)
    %731 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%arg12 : tensor<32x128xf32>) outs(%466 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("params['h'][1]['fc']"), %out: f32 loc("jit(step)/transpose(jvp(h.1))/dot_general"(#loc257))):
      linalg.yield %in : f32 loc(#loc451)
    } -> tensor<128x32xf32> loc(#loc451)
    %732 = linalg.matmul ins(%collapsed_229, %731 : tensor<256x128xf32>, tensor<128x32xf32>) outs(%78 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc451)
    %expanded_230 = tensor.expand_shape %732 [[0, 1], [2]] output_shape [8, 32, 32] : tensor<256x32xf32> into tensor<8x32x32xf32> loc(#loc451)
    %733 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_230 : tensor<8x32x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc353)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc353))):
      %1048 = arith.addf %out, %in : f32 loc(#loc848)
      linalg.yield %1048 : f32 loc(#loc848)
    } -> tensor<32xf32> loc(#loc848)
    %expanded_231 = tensor.expand_shape %733 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc849)
    %734 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_231 : tensor<1x1x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc353)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc353))):
      %1048 = arith.addf %out, %in : f32 loc(#loc848)
      linalg.yield %1048 : f32 loc(#loc848)
    } -> tensor<32xf32> loc(#loc848)
    %735 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%178, %expanded_230 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/mul"(#loc351)), %in_312: f32 loc("jit(step)/transpose(jvp(h.1))/dot_general"(#loc257)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc352))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc850)
      linalg.yield %1048 : f32 loc(#loc850)
    } -> tensor<8x32x32xf32> loc(#loc850)
    %736 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%735 : tensor<8x32x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc352)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc352))):
      %1048 = arith.addf %out, %in : f32 loc(#loc851)
      linalg.yield %1048 : f32 loc(#loc851)
    } -> tensor<32xf32> loc(#loc851)
    %expanded_232 = tensor.expand_shape %736 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc852)
    %737 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_230, %179 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/dot_general"(#loc257)), %in_312: f32 loc("jit(step)/jvp(h.1)/mul"(#loc352)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc352))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc850)
      linalg.yield %1048 : f32 loc(#loc850)
    } -> tensor<8x32x32xf32> loc(#loc850)
    %738 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_232 : tensor<1x1x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc352)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc352))):
      %1048 = arith.addf %out, %in : f32 loc(#loc851)
      linalg.yield %1048 : f32 loc(#loc851)
    } -> tensor<32xf32> loc(#loc851)
    %739 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%168, %737 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/sub"(#loc346)), %in_312: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc352)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc351))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc853)
      linalg.yield %1048 : f32 loc(#loc853)
    } -> tensor<8x32x32xf32> loc(#loc853)
    %740 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%739 : tensor<8x32x32xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc351)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc351))):
      %1048 = arith.addf %out, %in : f32 loc(#loc854)
      linalg.yield %1048 : f32 loc(#loc854)
    } -> tensor<8x32xf32> loc(#loc854)
    %expanded_233 = tensor.expand_shape %740 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc855)
    %741 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%737, %177 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc352)), %in_312: f32 loc("jit(step)/jvp(h.1)/mul"(#loc351)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc351))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc853)
      linalg.yield %1048 : f32 loc(#loc853)
    } -> tensor<8x32x32xf32> loc(#loc853)
    %742 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_233, %176 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/reshape"(#loc351)), %in_312: f32 loc("jit(step)/jvp(h.1)/mul"(#loc350)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc350))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc856)
      linalg.yield %1048 : f32 loc(#loc856)
    } -> tensor<8x32x1xf32> loc(#loc856)
    %743 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%741 : tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc351)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/neg"(#loc430))):
      %1048 = arith.negf %in : f32 loc(#loc857)
      linalg.yield %1048 : f32 loc(#loc857)
    } -> tensor<8x32x32xf32> loc(#loc857)
    %744 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%743 : tensor<8x32x32xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc430)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc430))):
      %1048 = arith.addf %out, %in : f32 loc(#loc858)
      linalg.yield %1048 : f32 loc(#loc858)
    } -> tensor<8x32xf32> loc(#loc858)
    %expanded_234 = tensor.expand_shape %744 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc859)
    %745 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%707, %741 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/add_any"(#loc318)), %in_312: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc351)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/add_any"(#loc430))):
      %1048 = arith.addf %in, %in_312 : f32 loc(#loc860)
      linalg.yield %1048 : f32 loc(#loc860)
    } -> tensor<8x32x32xf32> loc(#loc860)
    %746 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%742 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc350)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/div"(#loc348))):
      %1048 = arith.divf %in, %cst_14 : f32 loc(#loc861)
      linalg.yield %1048 : f32 loc(#loc861)
    } -> tensor<8x32x1xf32> loc(#loc861)
    %747 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%746 : tensor<8x32x1xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc348)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc348))):
      %1048 = arith.addf %out, %in : f32 loc(#loc862)
      linalg.yield %1048 : f32 loc(#loc862)
    } -> tensor<8x32xf32> loc(#loc862)
    %748 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%747 : tensor<8x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc348)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/broadcast_in_dim"(#loc348))):
      linalg.yield %in : f32 loc(#loc863)
    } -> tensor<8x32x32xf32> loc(#loc863)
    %749 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%748, %170 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/broadcast_in_dim"(#loc348)), %in_312: f32 loc("jit(step)/jvp(h.1)/mul"(#loc347)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc347))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc864)
      linalg.yield %1048 : f32 loc(#loc864)
    } -> tensor<8x32x32xf32> loc(#loc864)
    %750 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%749 : tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc347)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/neg"(#loc346))):
      %1048 = arith.negf %in : f32 loc(#loc865)
      linalg.yield %1048 : f32 loc(#loc865)
    } -> tensor<8x32x32xf32> loc(#loc865)
    %751 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%750 : tensor<8x32x32xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc346)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc346))):
      %1048 = arith.addf %out, %in : f32 loc(#loc866)
      linalg.yield %1048 : f32 loc(#loc866)
    } -> tensor<8x32xf32> loc(#loc866)
    %expanded_235 = tensor.expand_shape %751 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc867)
    %752 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%745, %749 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/add_any"(#loc430)), %in_312: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc347)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/add_any"(#loc346))):
      %1048 = arith.addf %in, %in_312 : f32 loc(#loc868)
      linalg.yield %1048 : f32 loc(#loc868)
    } -> tensor<8x32x32xf32> loc(#loc868)
    %753 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_234, %expanded_235 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/reshape"(#loc430)), %in_312: f32 loc("jit(step)/transpose(jvp(h.1))/reshape"(#loc346)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/add_any"(#loc346))):
      %1048 = arith.addf %in, %in_312 : f32 loc(#loc868)
      linalg.yield %1048 : f32 loc(#loc868)
    } -> tensor<8x32x1xf32> loc(#loc868)
    %754 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%753 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/add_any"(#loc346)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/div"(#loc345))):
      %1048 = arith.divf %in, %cst_14 : f32 loc(#loc869)
      linalg.yield %1048 : f32 loc(#loc869)
    } -> tensor<8x32x1xf32> loc(#loc869)
    %755 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%754 : tensor<8x32x1xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc345)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc345))):
      %1048 = arith.addf %out, %in : f32 loc(#loc870)
      linalg.yield %1048 : f32 loc(#loc870)
    } -> tensor<8x32xf32> loc(#loc870)
    %756 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%755 : tensor<8x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc345)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/broadcast_in_dim"(#loc345))):
      linalg.yield %in : f32 loc(#loc871)
    } -> tensor<8x32x32xf32> loc(#loc871)
    %757 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%752, %756 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/add_any"(#loc346)), %in_312: f32 loc("jit(step)/transpose(jvp(h.1))/broadcast_in_dim"(#loc345)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/add_any"(#loc345))):
      %1048 = arith.addf %in, %in_312 : f32 loc(#loc872)
      linalg.yield %1048 : f32 loc(#loc872)
    } -> tensor<8x32x32xf32> loc(#loc872)
    %758 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%757 : tensor<8x32x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc343)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc343))):
      %1048 = arith.addf %out, %in : f32 loc(#loc873)
      linalg.yield %1048 : f32 loc(#loc873)
    } -> tensor<32xf32> loc(#loc873)
    %expanded_236 = tensor.expand_shape %758 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc874)
    %759 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_236 : tensor<1x1x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc343)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc343))):
      %1048 = arith.addf %out, %in : f32 loc(#loc873)
      linalg.yield %1048 : f32 loc(#loc873)
    } -> tensor<32xf32> loc(#loc873)
    %760 = linalg.generic {indexing_maps = [#map15, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%757 : tensor<8x32x32xf32>) outs(%461 : tensor<32x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/add_any"(#loc345)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/dot_general"(#loc342))):
      linalg.yield %in : f32 loc(#loc875)
    } -> tensor<32x8x32xf32> loc(#loc875)
    %collapsed_237 = tensor.collapse_shape %760 [[0], [1, 2]] : tensor<32x8x32xf32> into tensor<32x256xf32> loc(#loc875)
    %761 = linalg.matmul ins(%collapsed_237, %collapsed_59 : tensor<32x256xf32>, tensor<256x32xf32>) outs(%521 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc875)
    %762 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%761 : tensor<32x32xf32>) outs(%520 : tensor<32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/dot_general"(#loc342)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/transpose"(#loc342))):
      linalg.yield %in : f32 loc(#loc876)
    } -> tensor<32x32xf32> loc(#loc876)
    %collapsed_238 = tensor.collapse_shape %757 [[0, 1], [2]] : tensor<8x32x32xf32> into tensor<256x32xf32> loc(#loc875)
    %763 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%arg20 : tensor<32x32xf32>) outs(%520 : tensor<32x32xf32>) {
    ^bb0(%in: f32 loc("params['h'][1]['proj']"), %out: f32 loc("jit(step)/transpose(jvp(h.1))/dot_general"(#loc342))):
      linalg.yield %in : f32 loc(#loc875)
    } -> tensor<32x32xf32> loc(#loc875)
    %764 = linalg.matmul ins(%collapsed_238, %763 : tensor<256x32xf32>, tensor<32x32xf32>) outs(%78 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc875)
    %expanded_239 = tensor.expand_shape %764 [[0, 1], [2, 3]] output_shape [8, 32, 4, 8] : tensor<256x32xf32> into tensor<8x32x4x8xf32> loc(#loc877)
    %765 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_239 : tensor<8x32x4x8xf32>) outs(%37 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/reshape"(#loc431)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/transpose"(#loc341))):
      linalg.yield %in : f32 loc(#loc878)
    } -> tensor<8x4x32x8xf32> loc(#loc878)
    %766 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%765 : tensor<8x4x32x8xf32>) outs(%41 : tensor<8x4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/transpose"(#loc341)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/dot_general"(#loc340))):
      linalg.yield %in : f32 loc(#loc879)
    } -> tensor<8x4x8x32xf32> loc(#loc879)
    %collapsed_240 = tensor.collapse_shape %766 [[0, 1], [2], [3]] : tensor<8x4x8x32xf32> into tensor<32x8x32xf32> loc(#loc879)
    %767 = linalg.batch_matmul ins(%collapsed_240, %collapsed_56 : tensor<32x8x32xf32>, tensor<32x32x32xf32>) outs(%528 : tensor<32x8x32xf32>) -> tensor<32x8x32xf32> loc(#loc879)
    %expanded_241 = tensor.expand_shape %767 [[0, 1], [2], [3]] output_shape [8, 4, 8, 32] : tensor<32x8x32xf32> into tensor<8x4x8x32xf32> loc(#loc879)
    %768 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_241 : tensor<8x4x8x32xf32>) outs(%37 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/dot_general"(#loc340)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/transpose"(#loc340))):
      linalg.yield %in : f32 loc(#loc880)
    } -> tensor<8x4x32x8xf32> loc(#loc880)
    %769 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%145 : tensor<8x4x32x8xf32>) outs(%41 : tensor<8x4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/transpose"(#loc491)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/dot_general"(#loc340))):
      linalg.yield %in : f32 loc(#loc879)
    } -> tensor<8x4x8x32xf32> loc(#loc879)
    %collapsed_242 = tensor.collapse_shape %765 [[0, 1], [2], [3]] : tensor<8x4x32x8xf32> into tensor<32x32x8xf32> loc(#loc879)
    %collapsed_243 = tensor.collapse_shape %769 [[0, 1], [2], [3]] : tensor<8x4x8x32xf32> into tensor<32x8x32xf32> loc(#loc879)
    %770 = linalg.batch_matmul ins(%collapsed_242, %collapsed_243 : tensor<32x32x8xf32>, tensor<32x8x32xf32>) outs(%44 : tensor<32x32x32xf32>) -> tensor<32x32x32xf32> loc(#loc879)
    %expanded_244 = tensor.expand_shape %770 [[0, 1], [2], [3]] output_shape [8, 4, 32, 32] : tensor<32x32x32xf32> into tensor<8x4x32x32xf32> loc(#loc879)
    %771 = linalg.generic {indexing_maps = [#map17, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%158 : tensor<8x4x32x1xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/div"(#loc505)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc339))):
      linalg.yield %in : f32 loc(#loc881)
    } -> tensor<8x4x32x32xf32> loc(#loc881)
    %772 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_244, %771 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/dot_general"(#loc340)), %in_312: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc339)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc339))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc881)
      linalg.yield %1048 : f32 loc(#loc881)
    } -> tensor<8x4x32x32xf32> loc(#loc881)
    %773 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%772, %153 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc339)), %in_312: f32 loc("jit(step)/jvp(h.1)/exp"(#loc339)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc339))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc881)
      linalg.yield %1048 : f32 loc(#loc881)
    } -> tensor<8x4x32x32xf32> loc(#loc881)
    %774 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%773 : tensor<8x4x32x32xf32>) outs(%65 : tensor<8x4x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc339)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc339))):
      %1048 = arith.addf %out, %in : f32 loc(#loc882)
      linalg.yield %1048 : f32 loc(#loc882)
    } -> tensor<8x4x32xf32> loc(#loc882)
    %775 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%774 : tensor<8x4x32xf32>) outs(%59 : tensor<8x4x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc339)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/neg"(#loc339))):
      %1048 = arith.negf %in : f32 loc(#loc883)
      linalg.yield %1048 : f32 loc(#loc883)
    } -> tensor<8x4x32xf32> loc(#loc883)
    %expanded_245 = tensor.expand_shape %775 [[0], [1], [2, 3]] output_shape [8, 4, 32, 1] : tensor<8x4x32xf32> into tensor<8x4x32x1xf32> loc(#loc884)
    %776 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_244, %155 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/dot_general"(#loc340)), %in_312: f32 loc("jit(step)/jvp(h.1)/div"(#loc339)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/div"(#loc339))):
      %1048 = arith.divf %in, %in_312 : f32 loc(#loc885)
      linalg.yield %1048 : f32 loc(#loc885)
    } -> tensor<8x4x32x32xf32> loc(#loc885)
    %777 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_245 : tensor<8x4x32x1xf32>) outs(%65 : tensor<8x4x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc339)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc339))):
      %1048 = arith.addf %out, %in : f32 loc(#loc882)
      linalg.yield %1048 : f32 loc(#loc882)
    } -> tensor<8x4x32xf32> loc(#loc882)
    %778 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%777 : tensor<8x4x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc339)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/broadcast_in_dim"(#loc339))):
      linalg.yield %in : f32 loc(#loc886)
    } -> tensor<8x4x32x32xf32> loc(#loc886)
    %779 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%776, %778 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/div"(#loc339)), %in_312: f32 loc("jit(step)/transpose(jvp(h.1))/broadcast_in_dim"(#loc339)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/add_any"(#loc339))):
      %1048 = arith.addf %in, %in_312 : f32 loc(#loc887)
      linalg.yield %1048 : f32 loc(#loc887)
    } -> tensor<8x4x32x32xf32> loc(#loc887)
    %780 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%779, %153 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/add_any"(#loc339)), %in_312: f32 loc("jit(step)/jvp(h.1)/exp"(#loc339)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc339))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc881)
      linalg.yield %1048 : f32 loc(#loc881)
    } -> tensor<8x4x32x32xf32> loc(#loc881)
    %781 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %780 : tensor<8x4x32x32xi1>, tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc64 at #loc497)), %in_312: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc339)), %out: f32 loc(callsite(#loc62 at #loc888))):
      %1048 = arith.select %in, %in_312, %cst_15 : f32 loc(#loc1075)
      linalg.yield %1048 : f32 loc(#loc1075)
    } -> tensor<8x4x32x32xf32> loc(#loc1075)
    %782 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%781, %49 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc62 at #loc888)), %in_312: f32 loc("jit(step)/jvp(h.0)/div"(#loc336)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/div"(#loc336))):
      %1048 = arith.divf %in, %in_312 : f32 loc(#loc889)
      linalg.yield %1048 : f32 loc(#loc889)
    } -> tensor<8x4x32x32xf32> loc(#loc889)
    %783 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%782 : tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/div"(#loc336)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/dot_general"(#loc334))):
      linalg.yield %in : f32 loc(#loc890)
    } -> tensor<8x4x32x32xf32> loc(#loc890)
    %collapsed_246 = tensor.collapse_shape %783 [[0, 1], [2], [3]] : tensor<8x4x32x32xf32> into tensor<32x32x32xf32> loc(#loc890)
    %784 = linalg.batch_matmul ins(%collapsed_246, %collapsed_52 : tensor<32x32x32xf32>, tensor<32x32x8xf32>) outs(%73 : tensor<32x32x8xf32>) -> tensor<32x32x8xf32> loc(#loc890)
    %expanded_247 = tensor.expand_shape %784 [[0, 1], [2], [3]] output_shape [8, 4, 32, 8] : tensor<32x32x8xf32> into tensor<8x4x32x8xf32> loc(#loc890)
    %785 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_247 : tensor<8x4x32x8xf32>) outs(%41 : tensor<8x4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/dot_general"(#loc334)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/transpose"(#loc334))):
      linalg.yield %in : f32 loc(#loc891)
    } -> tensor<8x4x8x32xf32> loc(#loc891)
    %786 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%146 : tensor<8x4x8x32xf32>) outs(%37 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/transpose"(#loc333)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/dot_general"(#loc334))):
      linalg.yield %in : f32 loc(#loc890)
    } -> tensor<8x4x32x8xf32> loc(#loc890)
    %collapsed_248 = tensor.collapse_shape %782 [[0, 1], [2], [3]] : tensor<8x4x32x32xf32> into tensor<32x32x32xf32> loc(#loc890)
    %collapsed_249 = tensor.collapse_shape %786 [[0, 1], [2], [3]] : tensor<8x4x32x8xf32> into tensor<32x32x8xf32> loc(#loc890)
    %787 = linalg.batch_matmul ins(%collapsed_248, %collapsed_249 : tensor<32x32x32xf32>, tensor<32x32x8xf32>) outs(%73 : tensor<32x32x8xf32>) -> tensor<32x32x8xf32> loc(#loc890)
    %expanded_250 = tensor.expand_shape %787 [[0, 1], [2], [3]] output_shape [8, 4, 32, 8] : tensor<32x32x8xf32> into tensor<8x4x32x8xf32> loc(#loc890)
    %788 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%785 : tensor<8x4x8x32xf32>) outs(%37 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/transpose"(#loc334)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/transpose"(#loc333))):
      linalg.yield %in : f32 loc(#loc892)
    } -> tensor<8x4x32x8xf32> loc(#loc892)
    %789 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%768 : tensor<8x4x32x8xf32>) outs(%75 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/transpose"(#loc340)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/transpose"(#loc491))):
      linalg.yield %in : f32 loc(#loc1053)
    } -> tensor<8x32x4x8xf32> loc(#loc1053)
    %collapsed_251 = tensor.collapse_shape %789 [[0], [1], [2, 3]] : tensor<8x32x4x8xf32> into tensor<8x32x32xf32> loc(#loc1054)
    %790 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%788 : tensor<8x4x32x8xf32>) outs(%75 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/transpose"(#loc333)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/transpose"(#loc489))):
      linalg.yield %in : f32 loc(#loc1055)
    } -> tensor<8x32x4x8xf32> loc(#loc1055)
    %collapsed_252 = tensor.collapse_shape %790 [[0], [1], [2, 3]] : tensor<8x32x4x8xf32> into tensor<8x32x32xf32> loc(#loc1056)
    %791 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_250 : tensor<8x4x32x8xf32>) outs(%75 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/dot_general"(#loc334)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/transpose"(#loc487))):
      linalg.yield %in : f32 loc(#loc1057)
    } -> tensor<8x32x4x8xf32> loc(#loc1057)
    %collapsed_253 = tensor.collapse_shape %791 [[0], [1], [2, 3]] : tensor<8x32x4x8xf32> into tensor<8x32x32xf32> loc(#loc1058)
    %inserted_slice_254 = tensor.insert_slice %collapsed_253 into %34[0, 0, 0] [8, 32, 32] [1, 1, 1] : tensor<8x32x32xf32> into tensor<8x32x96xf32> loc(#loc893)
    %inserted_slice_255 = tensor.insert_slice %collapsed_252 into %inserted_slice_254[0, 0, 32] [8, 32, 32] [1, 1, 1] : tensor<8x32x32xf32> into tensor<8x32x96xf32> loc(#loc893)
    %inserted_slice_256 = tensor.insert_slice %collapsed_251 into %inserted_slice_255[0, 0, 64] [8, 32, 32] [1, 1, 1] : tensor<8x32x32xf32> into tensor<8x32x96xf32> loc(#loc893)
    %792 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%inserted_slice_256 : tensor<8x32x96xf32>) outs(%555 : tensor<96xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc328)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc328))):
      %1048 = arith.addf %out, %in : f32 loc(#loc894)
      linalg.yield %1048 : f32 loc(#loc894)
    } -> tensor<96xf32> loc(#loc894)
    %expanded_257 = tensor.expand_shape %792 [[0, 1, 2]] output_shape [1, 1, 96] : tensor<96xf32> into tensor<1x1x96xf32> loc(#loc895)
    %793 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_257 : tensor<1x1x96xf32>) outs(%555 : tensor<96xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc328)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc328))):
      %1048 = arith.addf %out, %in : f32 loc(#loc894)
      linalg.yield %1048 : f32 loc(#loc894)
    } -> tensor<96xf32> loc(#loc894)
    %794 = linalg.generic {indexing_maps = [#map15, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%inserted_slice_256 : tensor<8x32x96xf32>) outs(%558 : tensor<96x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/concatenate"(#loc329)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/dot_general"(#loc327))):
      linalg.yield %in : f32 loc(#loc896)
    } -> tensor<96x8x32xf32> loc(#loc896)
    %collapsed_258 = tensor.collapse_shape %794 [[0], [1, 2]] : tensor<96x8x32xf32> into tensor<96x256xf32> loc(#loc896)
    %795 = linalg.matmul ins(%collapsed_258, %collapsed_44 : tensor<96x256xf32>, tensor<256x32xf32>) outs(%561 : tensor<96x32xf32>) -> tensor<96x32xf32> loc(#loc896)
    %796 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%795 : tensor<96x32xf32>) outs(%563 : tensor<32x96xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/dot_general"(#loc327)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/transpose"(#loc327))):
      linalg.yield %in : f32 loc(#loc897)
    } -> tensor<32x96xf32> loc(#loc897)
    %collapsed_259 = tensor.collapse_shape %inserted_slice_256 [[0, 1], [2]] : tensor<8x32x96xf32> into tensor<256x96xf32> loc(#loc896)
    %797 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%arg22 : tensor<32x96xf32>) outs(%560 : tensor<96x32xf32>) {
    ^bb0(%in: f32 loc("params['h'][1]['qkv']"), %out: f32 loc("jit(step)/transpose(jvp(h.1))/dot_general"(#loc327))):
      linalg.yield %in : f32 loc(#loc896)
    } -> tensor<96x32xf32> loc(#loc896)
    %798 = linalg.matmul ins(%collapsed_259, %797 : tensor<256x96xf32>, tensor<96x32xf32>) outs(%78 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc896)
    %expanded_260 = tensor.expand_shape %798 [[0, 1], [2]] output_shape [8, 32, 32] : tensor<256x32xf32> into tensor<8x32x32xf32> loc(#loc896)
    %799 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_260 : tensor<8x32x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc326)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc326))):
      %1048 = arith.addf %out, %in : f32 loc(#loc898)
      linalg.yield %1048 : f32 loc(#loc898)
    } -> tensor<32xf32> loc(#loc898)
    %expanded_261 = tensor.expand_shape %799 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc899)
    %800 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_261 : tensor<1x1x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc326)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc326))):
      %1048 = arith.addf %out, %in : f32 loc(#loc898)
      linalg.yield %1048 : f32 loc(#loc898)
    } -> tensor<32xf32> loc(#loc898)
    %801 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135, %expanded_260 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/mul"(#loc324)), %in_312: f32 loc("jit(step)/transpose(jvp(h.1))/dot_general"(#loc327)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc325))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc900)
      linalg.yield %1048 : f32 loc(#loc900)
    } -> tensor<8x32x32xf32> loc(#loc900)
    %802 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%801 : tensor<8x32x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc325)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc325))):
      %1048 = arith.addf %out, %in : f32 loc(#loc901)
      linalg.yield %1048 : f32 loc(#loc901)
    } -> tensor<32xf32> loc(#loc901)
    %expanded_262 = tensor.expand_shape %802 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc902)
    %803 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_260, %136 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/dot_general"(#loc327)), %in_312: f32 loc("jit(step)/jvp(h.1)/mul"(#loc325)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc325))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc900)
      linalg.yield %1048 : f32 loc(#loc900)
    } -> tensor<8x32x32xf32> loc(#loc900)
    %804 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_262 : tensor<1x1x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc325)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc325))):
      %1048 = arith.addf %out, %in : f32 loc(#loc901)
      linalg.yield %1048 : f32 loc(#loc901)
    } -> tensor<32xf32> loc(#loc901)
    %805 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125, %803 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.1)/sub"(#loc319)), %in_312: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc325)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc324))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc903)
      linalg.yield %1048 : f32 loc(#loc903)
    } -> tensor<8x32x32xf32> loc(#loc903)
    %806 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%805 : tensor<8x32x32xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc324)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc324))):
      %1048 = arith.addf %out, %in : f32 loc(#loc904)
      linalg.yield %1048 : f32 loc(#loc904)
    } -> tensor<8x32xf32> loc(#loc904)
    %expanded_263 = tensor.expand_shape %806 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc905)
    %807 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%803, %134 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc325)), %in_312: f32 loc("jit(step)/jvp(h.1)/mul"(#loc324)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc324))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc903)
      linalg.yield %1048 : f32 loc(#loc903)
    } -> tensor<8x32x32xf32> loc(#loc903)
    %808 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_263, %133 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/reshape"(#loc324)), %in_312: f32 loc("jit(step)/jvp(h.1)/mul"(#loc323)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc323))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc906)
      linalg.yield %1048 : f32 loc(#loc906)
    } -> tensor<8x32x1xf32> loc(#loc906)
    %809 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%807 : tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc324)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/neg"(#loc432))):
      %1048 = arith.negf %in : f32 loc(#loc907)
      linalg.yield %1048 : f32 loc(#loc907)
    } -> tensor<8x32x32xf32> loc(#loc907)
    %810 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%809 : tensor<8x32x32xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc432)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc432))):
      %1048 = arith.addf %out, %in : f32 loc(#loc908)
      linalg.yield %1048 : f32 loc(#loc908)
    } -> tensor<8x32xf32> loc(#loc908)
    %expanded_264 = tensor.expand_shape %810 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc909)
    %811 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%757, %807 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/add_any"(#loc345)), %in_312: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc324)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/add_any"(#loc432))):
      %1048 = arith.addf %in, %in_312 : f32 loc(#loc910)
      linalg.yield %1048 : f32 loc(#loc910)
    } -> tensor<8x32x32xf32> loc(#loc910)
    %812 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%808 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc323)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/div"(#loc321))):
      %1048 = arith.divf %in, %cst_14 : f32 loc(#loc911)
      linalg.yield %1048 : f32 loc(#loc911)
    } -> tensor<8x32x1xf32> loc(#loc911)
    %813 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%812 : tensor<8x32x1xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc321)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc321))):
      %1048 = arith.addf %out, %in : f32 loc(#loc912)
      linalg.yield %1048 : f32 loc(#loc912)
    } -> tensor<8x32xf32> loc(#loc912)
    %814 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%813 : tensor<8x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc321)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/broadcast_in_dim"(#loc321))):
      linalg.yield %in : f32 loc(#loc913)
    } -> tensor<8x32x32xf32> loc(#loc913)
    %815 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%814, %127 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/broadcast_in_dim"(#loc321)), %in_312: f32 loc("jit(step)/jvp(h.1)/mul"(#loc320)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc320))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc914)
      linalg.yield %1048 : f32 loc(#loc914)
    } -> tensor<8x32x32xf32> loc(#loc914)
    %816 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%815 : tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc320)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/neg"(#loc319))):
      %1048 = arith.negf %in : f32 loc(#loc915)
      linalg.yield %1048 : f32 loc(#loc915)
    } -> tensor<8x32x32xf32> loc(#loc915)
    %817 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%816 : tensor<8x32x32xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc319)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc319))):
      %1048 = arith.addf %out, %in : f32 loc(#loc916)
      linalg.yield %1048 : f32 loc(#loc916)
    } -> tensor<8x32xf32> loc(#loc916)
    %expanded_265 = tensor.expand_shape %817 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc917)
    %818 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%811, %815 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/add_any"(#loc432)), %in_312: f32 loc("jit(step)/transpose(jvp(h.1))/mul"(#loc320)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/add_any"(#loc319))):
      %1048 = arith.addf %in, %in_312 : f32 loc(#loc918)
      linalg.yield %1048 : f32 loc(#loc918)
    } -> tensor<8x32x32xf32> loc(#loc918)
    %819 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_264, %expanded_265 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/reshape"(#loc432)), %in_312: f32 loc("jit(step)/transpose(jvp(h.1))/reshape"(#loc319)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/add_any"(#loc319))):
      %1048 = arith.addf %in, %in_312 : f32 loc(#loc918)
      linalg.yield %1048 : f32 loc(#loc918)
    } -> tensor<8x32x1xf32> loc(#loc918)
    %820 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%819 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/add_any"(#loc319)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/div"(#loc318))):
      %1048 = arith.divf %in, %cst_14 : f32 loc(#loc919)
      linalg.yield %1048 : f32 loc(#loc919)
    } -> tensor<8x32x1xf32> loc(#loc919)
    %821 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%820 : tensor<8x32x1xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc318)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc318))):
      %1048 = arith.addf %out, %in : f32 loc(#loc920)
      linalg.yield %1048 : f32 loc(#loc920)
    } -> tensor<8x32xf32> loc(#loc920)
    %822 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%821 : tensor<8x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc318)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/broadcast_in_dim"(#loc318))):
      linalg.yield %in : f32 loc(#loc921)
    } -> tensor<8x32x32xf32> loc(#loc921)
    %823 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%818, %822 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/add_any"(#loc319)), %in_312: f32 loc("jit(step)/transpose(jvp(h.1))/broadcast_in_dim"(#loc318)), %out: f32 loc("jit(step)/transpose(jvp(h.1))/add_any"(#loc318))):
      %1048 = arith.addf %in, %in_312 : f32 loc(#loc922)
      linalg.yield %1048 : f32 loc(#loc922)
    } -> tensor<8x32x32xf32> loc(#loc922)
    %824 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%823 : tensor<8x32x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc262)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc262))):
      %1048 = arith.addf %out, %in : f32 loc(#loc453)
      linalg.yield %1048 : f32 loc(#loc453)
    } -> tensor<32xf32> loc(#loc453)
    %expanded_266 = tensor.expand_shape %824 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc454)
    %825 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_266 : tensor<1x1x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc262)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc262))):
      %1048 = arith.addf %out, %in : f32 loc(#loc453)
      linalg.yield %1048 : f32 loc(#loc453)
    } -> tensor<32xf32> loc(#loc453)
    %826 = linalg.generic {indexing_maps = [#map15, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%823 : tensor<8x32x32xf32>) outs(%461 : tensor<32x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/add_any"(#loc318)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/dot_general"(#loc260))):
      linalg.yield %in : f32 loc(#loc455)
    } -> tensor<32x8x32xf32> loc(#loc455)
    %collapsed_267 = tensor.collapse_shape %826 [[0], [1, 2]] : tensor<32x8x32xf32> into tensor<32x256xf32> loc(#loc455)
    %827 = linalg.matmul ins(%collapsed_267, %collapsed_40 : tensor<32x256xf32>, tensor<256x128xf32>) outs(%464 : tensor<32x128xf32>) -> tensor<32x128xf32> loc(#loc455)
    %828 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%827 : tensor<32x128xf32>) outs(%466 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/dot_general"(#loc260)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/transpose"(#loc260))):
      linalg.yield %in : f32 loc(#loc456)
    } -> tensor<128x32xf32> loc(#loc456)
    %collapsed_268 = tensor.collapse_shape %823 [[0, 1], [2]] : tensor<8x32x32xf32> into tensor<256x32xf32> loc(#loc455)
    %829 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%arg6 : tensor<128x32xf32>) outs(%463 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("params['h'][0]['out']"), %out: f32 loc("jit(step)/transpose(jvp(h.0))/dot_general"(#loc260))):
      linalg.yield %in : f32 loc(#loc455)
    } -> tensor<32x128xf32> loc(#loc455)
    %830 = linalg.matmul ins(%collapsed_268, %829 : tensor<256x32xf32>, tensor<32x128xf32>) outs(%102 : tensor<256x128xf32>) -> tensor<256x128xf32> loc(#loc455)
    %expanded_269 = tensor.expand_shape %830 [[0, 1], [2]] output_shape [8, 32, 128] : tensor<256x128xf32> into tensor<8x32x128xf32> loc(#loc455)
    %831 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106, %expanded_269 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/add"(#loc258)), %in_312: f32 loc("jit(step)/transpose(jvp(h.0))/dot_general"(#loc260)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc259))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc457)
      linalg.yield %1048 : f32 loc(#loc457)
    } -> tensor<8x32x128xf32> loc(#loc457)
    %832 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_269, %116 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/dot_general"(#loc260)), %in_312: f32 loc("jit(step)/jvp(h.0)/mul"(#loc259)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc259))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc457)
      linalg.yield %1048 : f32 loc(#loc457)
    } -> tensor<8x32x128xf32> loc(#loc457)
    %833 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%831 : tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc259)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc259))):
      %1048 = arith.mulf %in, %cst_4 : f32 loc(#loc457)
      linalg.yield %1048 : f32 loc(#loc457)
    } -> tensor<8x32x128xf32> loc(#loc457)
    %834 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%833, %114 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc259)), %in_312: f32 loc("jit(step)/jvp(h.0)/sub"(#loc259)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc259))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc457)
      linalg.yield %1048 : f32 loc(#loc457)
    } -> tensor<8x32x128xf32> loc(#loc457)
    %835 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%834, %113 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc259)), %in_312: f32 loc("jit(step)/jvp(h.0)/tanh"(#loc259)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc259))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc457)
      linalg.yield %1048 : f32 loc(#loc457)
    } -> tensor<8x32x128xf32> loc(#loc457)
    %836 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%834, %835 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc259)), %in_312: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc259)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/add_any"(#loc259))):
      %1048 = arith.addf %in, %in_312 : f32 loc(#loc458)
      linalg.yield %1048 : f32 loc(#loc458)
    } -> tensor<8x32x128xf32> loc(#loc458)
    %837 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%836 : tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/add_any"(#loc259)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc259))):
      %1048 = arith.mulf %in, %cst_5 : f32 loc(#loc457)
      linalg.yield %1048 : f32 loc(#loc457)
    } -> tensor<8x32x128xf32> loc(#loc457)
    %838 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%832, %837 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc259)), %in_312: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc259)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/add_any"(#loc259))):
      %1048 = arith.addf %in, %in_312 : f32 loc(#loc458)
      linalg.yield %1048 : f32 loc(#loc458)
    } -> tensor<8x32x128xf32> loc(#loc458)
    %839 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%837 : tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc259)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc259))):
      %1048 = arith.mulf %in, %cst_6 : f32 loc(#loc457)
      linalg.yield %1048 : f32 loc(#loc457)
    } -> tensor<8x32x128xf32> loc(#loc457)
    %840 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%839, %109 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc259)), %in_312: f32 loc("jit(step)/jvp(h.0)/mul"(#loc259)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc259))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc457)
      linalg.yield %1048 : f32 loc(#loc457)
    } -> tensor<8x32x128xf32> loc(#loc457)
    %841 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%838, %840 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%104 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/add_any"(#loc259)), %in_312: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc259)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/add_any"(#loc259))):
      %1048 = arith.addf %in, %in_312 : f32 loc(#loc458)
      linalg.yield %1048 : f32 loc(#loc458)
    } -> tensor<8x32x128xf32> loc(#loc458)
    %842 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%841 : tensor<8x32x128xf32>) outs(%482 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc258)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc258))):
      %1048 = arith.addf %out, %in : f32 loc(#loc459)
      linalg.yield %1048 : f32 loc(#loc459)
    } -> tensor<128xf32> loc(#loc459)
    %expanded_270 = tensor.expand_shape %842 [[0, 1, 2]] output_shape [1, 1, 128] : tensor<128xf32> into tensor<1x1x128xf32> loc(#loc460)
    %843 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_270 : tensor<1x1x128xf32>) outs(%482 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc258)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc258))):
      %1048 = arith.addf %out, %in : f32 loc(#loc459)
      linalg.yield %1048 : f32 loc(#loc459)
    } -> tensor<128xf32> loc(#loc459)
    %844 = linalg.generic {indexing_maps = [#map15, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%841 : tensor<8x32x128xf32>) outs(%485 : tensor<128x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/add_any"(#loc259)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/dot_general"(#loc257))):
      linalg.yield %in : f32 loc(#loc461)
    } -> tensor<128x8x32xf32> loc(#loc461)
    %collapsed_271 = tensor.collapse_shape %844 [[0], [1, 2]] : tensor<128x8x32xf32> into tensor<128x256xf32> loc(#loc461)
    %845 = linalg.matmul ins(%collapsed_271, %collapsed_38 : tensor<128x256xf32>, tensor<256x32xf32>) outs(%487 : tensor<128x32xf32>) -> tensor<128x32xf32> loc(#loc461)
    %846 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%845 : tensor<128x32xf32>) outs(%463 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/dot_general"(#loc257)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/transpose"(#loc257))):
      linalg.yield %in : f32 loc(#loc462)
    } -> tensor<32x128xf32> loc(#loc462)
    %collapsed_272 = tensor.collapse_shape %841 [[0, 1], [2]] : tensor<8x32x128xf32> into tensor<256x128xf32> loc(#loc461)
    %847 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<32x128xf32>) outs(%466 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("params['h'][0]['fc']"), %out: f32 loc("jit(step)/transpose(jvp(h.0))/dot_general"(#loc257))):
      linalg.yield %in : f32 loc(#loc461)
    } -> tensor<128x32xf32> loc(#loc461)
    %848 = linalg.matmul ins(%collapsed_272, %847 : tensor<256x128xf32>, tensor<128x32xf32>) outs(%78 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc461)
    %expanded_273 = tensor.expand_shape %848 [[0, 1], [2]] output_shape [8, 32, 32] : tensor<256x32xf32> into tensor<8x32x32xf32> loc(#loc461)
    %849 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_273 : tensor<8x32x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc353)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc353))):
      %1048 = arith.addf %out, %in : f32 loc(#loc923)
      linalg.yield %1048 : f32 loc(#loc923)
    } -> tensor<32xf32> loc(#loc923)
    %expanded_274 = tensor.expand_shape %849 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc924)
    %850 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_274 : tensor<1x1x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc353)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc353))):
      %1048 = arith.addf %out, %in : f32 loc(#loc923)
      linalg.yield %1048 : f32 loc(#loc923)
    } -> tensor<32xf32> loc(#loc923)
    %851 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96, %expanded_273 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/mul"(#loc351)), %in_312: f32 loc("jit(step)/transpose(jvp(h.0))/dot_general"(#loc257)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc352))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc925)
      linalg.yield %1048 : f32 loc(#loc925)
    } -> tensor<8x32x32xf32> loc(#loc925)
    %852 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%851 : tensor<8x32x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc352)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc352))):
      %1048 = arith.addf %out, %in : f32 loc(#loc926)
      linalg.yield %1048 : f32 loc(#loc926)
    } -> tensor<32xf32> loc(#loc926)
    %expanded_275 = tensor.expand_shape %852 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc927)
    %853 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_273, %97 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/dot_general"(#loc257)), %in_312: f32 loc("jit(step)/jvp(h.0)/mul"(#loc352)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc352))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc925)
      linalg.yield %1048 : f32 loc(#loc925)
    } -> tensor<8x32x32xf32> loc(#loc925)
    %854 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_275 : tensor<1x1x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc352)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc352))):
      %1048 = arith.addf %out, %in : f32 loc(#loc926)
      linalg.yield %1048 : f32 loc(#loc926)
    } -> tensor<32xf32> loc(#loc926)
    %855 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86, %853 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/sub"(#loc346)), %in_312: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc352)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc351))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc928)
      linalg.yield %1048 : f32 loc(#loc928)
    } -> tensor<8x32x32xf32> loc(#loc928)
    %856 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%855 : tensor<8x32x32xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc351)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc351))):
      %1048 = arith.addf %out, %in : f32 loc(#loc929)
      linalg.yield %1048 : f32 loc(#loc929)
    } -> tensor<8x32xf32> loc(#loc929)
    %expanded_276 = tensor.expand_shape %856 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc930)
    %857 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%853, %95 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc352)), %in_312: f32 loc("jit(step)/jvp(h.0)/mul"(#loc351)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc351))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc928)
      linalg.yield %1048 : f32 loc(#loc928)
    } -> tensor<8x32x32xf32> loc(#loc928)
    %858 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_276, %94 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/reshape"(#loc351)), %in_312: f32 loc("jit(step)/jvp(h.0)/mul"(#loc350)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc350))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc931)
      linalg.yield %1048 : f32 loc(#loc931)
    } -> tensor<8x32x1xf32> loc(#loc931)
    %859 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%857 : tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc351)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/neg"(#loc430))):
      %1048 = arith.negf %in : f32 loc(#loc932)
      linalg.yield %1048 : f32 loc(#loc932)
    } -> tensor<8x32x32xf32> loc(#loc932)
    %860 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%859 : tensor<8x32x32xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc430)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc430))):
      %1048 = arith.addf %out, %in : f32 loc(#loc933)
      linalg.yield %1048 : f32 loc(#loc933)
    } -> tensor<8x32xf32> loc(#loc933)
    %expanded_277 = tensor.expand_shape %860 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc934)
    %861 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%823, %857 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/add_any"(#loc318)), %in_312: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc351)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/add_any"(#loc430))):
      %1048 = arith.addf %in, %in_312 : f32 loc(#loc935)
      linalg.yield %1048 : f32 loc(#loc935)
    } -> tensor<8x32x32xf32> loc(#loc935)
    %862 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%858 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc350)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/div"(#loc348))):
      %1048 = arith.divf %in, %cst_14 : f32 loc(#loc936)
      linalg.yield %1048 : f32 loc(#loc936)
    } -> tensor<8x32x1xf32> loc(#loc936)
    %863 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%862 : tensor<8x32x1xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc348)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc348))):
      %1048 = arith.addf %out, %in : f32 loc(#loc937)
      linalg.yield %1048 : f32 loc(#loc937)
    } -> tensor<8x32xf32> loc(#loc937)
    %864 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%863 : tensor<8x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc348)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/broadcast_in_dim"(#loc348))):
      linalg.yield %in : f32 loc(#loc938)
    } -> tensor<8x32x32xf32> loc(#loc938)
    %865 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%864, %88 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/broadcast_in_dim"(#loc348)), %in_312: f32 loc("jit(step)/jvp(h.0)/mul"(#loc347)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc347))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc939)
      linalg.yield %1048 : f32 loc(#loc939)
    } -> tensor<8x32x32xf32> loc(#loc939)
    %866 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%865 : tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc347)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/neg"(#loc346))):
      %1048 = arith.negf %in : f32 loc(#loc940)
      linalg.yield %1048 : f32 loc(#loc940)
    } -> tensor<8x32x32xf32> loc(#loc940)
    %867 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%866 : tensor<8x32x32xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc346)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc346))):
      %1048 = arith.addf %out, %in : f32 loc(#loc941)
      linalg.yield %1048 : f32 loc(#loc941)
    } -> tensor<8x32xf32> loc(#loc941)
    %expanded_278 = tensor.expand_shape %867 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc942)
    %868 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%861, %865 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/add_any"(#loc430)), %in_312: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc347)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/add_any"(#loc346))):
      %1048 = arith.addf %in, %in_312 : f32 loc(#loc943)
      linalg.yield %1048 : f32 loc(#loc943)
    } -> tensor<8x32x32xf32> loc(#loc943)
    %869 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_277, %expanded_278 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/reshape"(#loc430)), %in_312: f32 loc("jit(step)/transpose(jvp(h.0))/reshape"(#loc346)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/add_any"(#loc346))):
      %1048 = arith.addf %in, %in_312 : f32 loc(#loc943)
      linalg.yield %1048 : f32 loc(#loc943)
    } -> tensor<8x32x1xf32> loc(#loc943)
    %870 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%869 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/add_any"(#loc346)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/div"(#loc345))):
      %1048 = arith.divf %in, %cst_14 : f32 loc(#loc944)
      linalg.yield %1048 : f32 loc(#loc944)
    } -> tensor<8x32x1xf32> loc(#loc944)
    %871 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%870 : tensor<8x32x1xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc345)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc345))):
      %1048 = arith.addf %out, %in : f32 loc(#loc945)
      linalg.yield %1048 : f32 loc(#loc945)
    } -> tensor<8x32xf32> loc(#loc945)
    %872 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%871 : tensor<8x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc345)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/broadcast_in_dim"(#loc345))):
      linalg.yield %in : f32 loc(#loc946)
    } -> tensor<8x32x32xf32> loc(#loc946)
    %873 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%868, %872 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/add_any"(#loc346)), %in_312: f32 loc("jit(step)/transpose(jvp(h.0))/broadcast_in_dim"(#loc345)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/add_any"(#loc345))):
      %1048 = arith.addf %in, %in_312 : f32 loc(#loc947)
      linalg.yield %1048 : f32 loc(#loc947)
    } -> tensor<8x32x32xf32> loc(#loc947)
    %874 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%873 : tensor<8x32x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc343)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc343))):
      %1048 = arith.addf %out, %in : f32 loc(#loc948)
      linalg.yield %1048 : f32 loc(#loc948)
    } -> tensor<32xf32> loc(#loc948)
    %expanded_279 = tensor.expand_shape %874 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc949)
    %875 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_279 : tensor<1x1x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc343)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc343))):
      %1048 = arith.addf %out, %in : f32 loc(#loc948)
      linalg.yield %1048 : f32 loc(#loc948)
    } -> tensor<32xf32> loc(#loc948)
    %876 = linalg.generic {indexing_maps = [#map15, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%873 : tensor<8x32x32xf32>) outs(%461 : tensor<32x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/add_any"(#loc345)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/dot_general"(#loc342))):
      linalg.yield %in : f32 loc(#loc950)
    } -> tensor<32x8x32xf32> loc(#loc950)
    %collapsed_280 = tensor.collapse_shape %876 [[0], [1, 2]] : tensor<32x8x32xf32> into tensor<32x256xf32> loc(#loc950)
    %877 = linalg.matmul ins(%collapsed_280, %collapsed_34 : tensor<32x256xf32>, tensor<256x32xf32>) outs(%521 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc950)
    %878 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%877 : tensor<32x32xf32>) outs(%520 : tensor<32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/dot_general"(#loc342)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/transpose"(#loc342))):
      linalg.yield %in : f32 loc(#loc951)
    } -> tensor<32x32xf32> loc(#loc951)
    %collapsed_281 = tensor.collapse_shape %873 [[0, 1], [2]] : tensor<8x32x32xf32> into tensor<256x32xf32> loc(#loc950)
    %879 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%arg8 : tensor<32x32xf32>) outs(%520 : tensor<32x32xf32>) {
    ^bb0(%in: f32 loc("params['h'][0]['proj']"), %out: f32 loc("jit(step)/transpose(jvp(h.0))/dot_general"(#loc342))):
      linalg.yield %in : f32 loc(#loc950)
    } -> tensor<32x32xf32> loc(#loc950)
    %880 = linalg.matmul ins(%collapsed_281, %879 : tensor<256x32xf32>, tensor<32x32xf32>) outs(%78 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc950)
    %expanded_282 = tensor.expand_shape %880 [[0, 1], [2, 3]] output_shape [8, 32, 4, 8] : tensor<256x32xf32> into tensor<8x32x4x8xf32> loc(#loc952)
    %881 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_282 : tensor<8x32x4x8xf32>) outs(%37 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/reshape"(#loc431)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/transpose"(#loc341))):
      linalg.yield %in : f32 loc(#loc953)
    } -> tensor<8x4x32x8xf32> loc(#loc953)
    %882 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%881 : tensor<8x4x32x8xf32>) outs(%41 : tensor<8x4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/transpose"(#loc341)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/dot_general"(#loc340))):
      linalg.yield %in : f32 loc(#loc954)
    } -> tensor<8x4x8x32xf32> loc(#loc954)
    %collapsed_283 = tensor.collapse_shape %882 [[0, 1], [2], [3]] : tensor<8x4x8x32xf32> into tensor<32x8x32xf32> loc(#loc954)
    %883 = linalg.batch_matmul ins(%collapsed_283, %collapsed_31 : tensor<32x8x32xf32>, tensor<32x32x32xf32>) outs(%528 : tensor<32x8x32xf32>) -> tensor<32x8x32xf32> loc(#loc954)
    %expanded_284 = tensor.expand_shape %883 [[0, 1], [2], [3]] output_shape [8, 4, 8, 32] : tensor<32x8x32xf32> into tensor<8x4x8x32xf32> loc(#loc954)
    %884 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_284 : tensor<8x4x8x32xf32>) outs(%37 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/dot_general"(#loc340)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/transpose"(#loc340))):
      linalg.yield %in : f32 loc(#loc955)
    } -> tensor<8x4x32x8xf32> loc(#loc955)
    %885 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40 : tensor<8x4x32x8xf32>) outs(%41 : tensor<8x4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/transpose"(#loc491)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/dot_general"(#loc340))):
      linalg.yield %in : f32 loc(#loc954)
    } -> tensor<8x4x8x32xf32> loc(#loc954)
    %collapsed_285 = tensor.collapse_shape %881 [[0, 1], [2], [3]] : tensor<8x4x32x8xf32> into tensor<32x32x8xf32> loc(#loc954)
    %collapsed_286 = tensor.collapse_shape %885 [[0, 1], [2], [3]] : tensor<8x4x8x32xf32> into tensor<32x8x32xf32> loc(#loc954)
    %886 = linalg.batch_matmul ins(%collapsed_285, %collapsed_286 : tensor<32x32x8xf32>, tensor<32x8x32xf32>) outs(%44 : tensor<32x32x32xf32>) -> tensor<32x32x32xf32> loc(#loc954)
    %expanded_287 = tensor.expand_shape %886 [[0, 1], [2], [3]] output_shape [8, 4, 32, 32] : tensor<32x32x32xf32> into tensor<8x4x32x32xf32> loc(#loc954)
    %887 = linalg.generic {indexing_maps = [#map17, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%71 : tensor<8x4x32x1xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/div"(#loc505)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc339))):
      linalg.yield %in : f32 loc(#loc956)
    } -> tensor<8x4x32x32xf32> loc(#loc956)
    %888 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_287, %887 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/dot_general"(#loc340)), %in_312: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc339)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc339))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc956)
      linalg.yield %1048 : f32 loc(#loc956)
    } -> tensor<8x4x32x32xf32> loc(#loc956)
    %889 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%888, %64 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc339)), %in_312: f32 loc("jit(step)/jvp(h.0)/exp"(#loc339)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc339))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc956)
      linalg.yield %1048 : f32 loc(#loc956)
    } -> tensor<8x4x32x32xf32> loc(#loc956)
    %890 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%889 : tensor<8x4x32x32xf32>) outs(%65 : tensor<8x4x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc339)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc339))):
      %1048 = arith.addf %out, %in : f32 loc(#loc957)
      linalg.yield %1048 : f32 loc(#loc957)
    } -> tensor<8x4x32xf32> loc(#loc957)
    %891 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%890 : tensor<8x4x32xf32>) outs(%59 : tensor<8x4x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc339)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/neg"(#loc339))):
      %1048 = arith.negf %in : f32 loc(#loc958)
      linalg.yield %1048 : f32 loc(#loc958)
    } -> tensor<8x4x32xf32> loc(#loc958)
    %expanded_288 = tensor.expand_shape %891 [[0], [1], [2, 3]] output_shape [8, 4, 32, 1] : tensor<8x4x32xf32> into tensor<8x4x32x1xf32> loc(#loc959)
    %892 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_287, %67 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/dot_general"(#loc340)), %in_312: f32 loc("jit(step)/jvp(h.0)/div"(#loc339)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/div"(#loc339))):
      %1048 = arith.divf %in, %in_312 : f32 loc(#loc960)
      linalg.yield %1048 : f32 loc(#loc960)
    } -> tensor<8x4x32x32xf32> loc(#loc960)
    %893 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_288 : tensor<8x4x32x1xf32>) outs(%65 : tensor<8x4x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc339)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc339))):
      %1048 = arith.addf %out, %in : f32 loc(#loc957)
      linalg.yield %1048 : f32 loc(#loc957)
    } -> tensor<8x4x32xf32> loc(#loc957)
    %894 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%893 : tensor<8x4x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc339)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/broadcast_in_dim"(#loc339))):
      linalg.yield %in : f32 loc(#loc961)
    } -> tensor<8x4x32x32xf32> loc(#loc961)
    %895 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%892, %894 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/div"(#loc339)), %in_312: f32 loc("jit(step)/transpose(jvp(h.0))/broadcast_in_dim"(#loc339)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/add_any"(#loc339))):
      %1048 = arith.addf %in, %in_312 : f32 loc(#loc962)
      linalg.yield %1048 : f32 loc(#loc962)
    } -> tensor<8x4x32x32xf32> loc(#loc962)
    %896 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%895, %64 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/add_any"(#loc339)), %in_312: f32 loc("jit(step)/jvp(h.0)/exp"(#loc339)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc339))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc956)
      linalg.yield %1048 : f32 loc(#loc956)
    } -> tensor<8x4x32x32xf32> loc(#loc956)
    %897 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %896 : tensor<8x4x32x32xi1>, tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc64 at #loc497)), %in_312: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc339)), %out: f32 loc(callsite(#loc62 at #loc963))):
      %1048 = arith.select %in, %in_312, %cst_15 : f32 loc(#loc1076)
      linalg.yield %1048 : f32 loc(#loc1076)
    } -> tensor<8x4x32x32xf32> loc(#loc1076)
    %898 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%897, %49 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc62 at #loc963)), %in_312: f32 loc("jit(step)/jvp(h.0)/div"(#loc336)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/div"(#loc336))):
      %1048 = arith.divf %in, %in_312 : f32 loc(#loc964)
      linalg.yield %1048 : f32 loc(#loc964)
    } -> tensor<8x4x32x32xf32> loc(#loc964)
    %899 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%898 : tensor<8x4x32x32xf32>) outs(%48 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/div"(#loc336)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/dot_general"(#loc334))):
      linalg.yield %in : f32 loc(#loc965)
    } -> tensor<8x4x32x32xf32> loc(#loc965)
    %collapsed_289 = tensor.collapse_shape %899 [[0, 1], [2], [3]] : tensor<8x4x32x32xf32> into tensor<32x32x32xf32> loc(#loc965)
    %900 = linalg.batch_matmul ins(%collapsed_289, %collapsed_27 : tensor<32x32x32xf32>, tensor<32x32x8xf32>) outs(%73 : tensor<32x32x8xf32>) -> tensor<32x32x8xf32> loc(#loc965)
    %expanded_290 = tensor.expand_shape %900 [[0, 1], [2], [3]] output_shape [8, 4, 32, 8] : tensor<32x32x8xf32> into tensor<8x4x32x8xf32> loc(#loc965)
    %901 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_290 : tensor<8x4x32x8xf32>) outs(%41 : tensor<8x4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/dot_general"(#loc334)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/transpose"(#loc334))):
      linalg.yield %in : f32 loc(#loc966)
    } -> tensor<8x4x8x32xf32> loc(#loc966)
    %902 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%42 : tensor<8x4x8x32xf32>) outs(%37 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/transpose"(#loc333)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/dot_general"(#loc334))):
      linalg.yield %in : f32 loc(#loc965)
    } -> tensor<8x4x32x8xf32> loc(#loc965)
    %collapsed_291 = tensor.collapse_shape %898 [[0, 1], [2], [3]] : tensor<8x4x32x32xf32> into tensor<32x32x32xf32> loc(#loc965)
    %collapsed_292 = tensor.collapse_shape %902 [[0, 1], [2], [3]] : tensor<8x4x32x8xf32> into tensor<32x32x8xf32> loc(#loc965)
    %903 = linalg.batch_matmul ins(%collapsed_291, %collapsed_292 : tensor<32x32x32xf32>, tensor<32x32x8xf32>) outs(%73 : tensor<32x32x8xf32>) -> tensor<32x32x8xf32> loc(#loc965)
    %expanded_293 = tensor.expand_shape %903 [[0, 1], [2], [3]] output_shape [8, 4, 32, 8] : tensor<32x32x8xf32> into tensor<8x4x32x8xf32> loc(#loc965)
    %904 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%901 : tensor<8x4x8x32xf32>) outs(%37 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/transpose"(#loc334)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/transpose"(#loc333))):
      linalg.yield %in : f32 loc(#loc967)
    } -> tensor<8x4x32x8xf32> loc(#loc967)
    %905 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%884 : tensor<8x4x32x8xf32>) outs(%75 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/transpose"(#loc340)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/transpose"(#loc491))):
      linalg.yield %in : f32 loc(#loc1060)
    } -> tensor<8x32x4x8xf32> loc(#loc1060)
    %collapsed_294 = tensor.collapse_shape %905 [[0], [1], [2, 3]] : tensor<8x32x4x8xf32> into tensor<8x32x32xf32> loc(#loc1061)
    %906 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%904 : tensor<8x4x32x8xf32>) outs(%75 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/transpose"(#loc333)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/transpose"(#loc489))):
      linalg.yield %in : f32 loc(#loc1062)
    } -> tensor<8x32x4x8xf32> loc(#loc1062)
    %collapsed_295 = tensor.collapse_shape %906 [[0], [1], [2, 3]] : tensor<8x32x4x8xf32> into tensor<8x32x32xf32> loc(#loc1063)
    %907 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_293 : tensor<8x4x32x8xf32>) outs(%75 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/dot_general"(#loc334)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/transpose"(#loc487))):
      linalg.yield %in : f32 loc(#loc1064)
    } -> tensor<8x32x4x8xf32> loc(#loc1064)
    %collapsed_296 = tensor.collapse_shape %907 [[0], [1], [2, 3]] : tensor<8x32x4x8xf32> into tensor<8x32x32xf32> loc(#loc1065)
    %inserted_slice_297 = tensor.insert_slice %collapsed_296 into %34[0, 0, 0] [8, 32, 32] [1, 1, 1] : tensor<8x32x32xf32> into tensor<8x32x96xf32> loc(#loc968)
    %inserted_slice_298 = tensor.insert_slice %collapsed_295 into %inserted_slice_297[0, 0, 32] [8, 32, 32] [1, 1, 1] : tensor<8x32x32xf32> into tensor<8x32x96xf32> loc(#loc968)
    %inserted_slice_299 = tensor.insert_slice %collapsed_294 into %inserted_slice_298[0, 0, 64] [8, 32, 32] [1, 1, 1] : tensor<8x32x32xf32> into tensor<8x32x96xf32> loc(#loc968)
    %908 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%inserted_slice_299 : tensor<8x32x96xf32>) outs(%555 : tensor<96xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc328)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc328))):
      %1048 = arith.addf %out, %in : f32 loc(#loc969)
      linalg.yield %1048 : f32 loc(#loc969)
    } -> tensor<96xf32> loc(#loc969)
    %expanded_300 = tensor.expand_shape %908 [[0, 1, 2]] output_shape [1, 1, 96] : tensor<96xf32> into tensor<1x1x96xf32> loc(#loc970)
    %909 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_300 : tensor<1x1x96xf32>) outs(%555 : tensor<96xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc328)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc328))):
      %1048 = arith.addf %out, %in : f32 loc(#loc969)
      linalg.yield %1048 : f32 loc(#loc969)
    } -> tensor<96xf32> loc(#loc969)
    %910 = linalg.generic {indexing_maps = [#map15, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%inserted_slice_299 : tensor<8x32x96xf32>) outs(%558 : tensor<96x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/concatenate"(#loc329)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/dot_general"(#loc327))):
      linalg.yield %in : f32 loc(#loc971)
    } -> tensor<96x8x32xf32> loc(#loc971)
    %collapsed_301 = tensor.collapse_shape %910 [[0], [1, 2]] : tensor<96x8x32xf32> into tensor<96x256xf32> loc(#loc971)
    %911 = linalg.matmul ins(%collapsed_301, %collapsed_20 : tensor<96x256xf32>, tensor<256x32xf32>) outs(%561 : tensor<96x32xf32>) -> tensor<96x32xf32> loc(#loc971)
    %912 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%911 : tensor<96x32xf32>) outs(%563 : tensor<32x96xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/dot_general"(#loc327)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/transpose"(#loc327))):
      linalg.yield %in : f32 loc(#loc972)
    } -> tensor<32x96xf32> loc(#loc972)
    %collapsed_302 = tensor.collapse_shape %inserted_slice_299 [[0, 1], [2]] : tensor<8x32x96xf32> into tensor<256x96xf32> loc(#loc971)
    %913 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%arg10 : tensor<32x96xf32>) outs(%560 : tensor<96x32xf32>) {
    ^bb0(%in: f32 loc("params['h'][0]['qkv']"), %out: f32 loc("jit(step)/transpose(jvp(h.0))/dot_general"(#loc327))):
      linalg.yield %in : f32 loc(#loc971)
    } -> tensor<96x32xf32> loc(#loc971)
    %914 = linalg.matmul ins(%collapsed_302, %913 : tensor<256x96xf32>, tensor<96x32xf32>) outs(%78 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc971)
    %expanded_303 = tensor.expand_shape %914 [[0, 1], [2]] output_shape [8, 32, 32] : tensor<256x32xf32> into tensor<8x32x32xf32> loc(#loc971)
    %915 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_303 : tensor<8x32x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc326)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc326))):
      %1048 = arith.addf %out, %in : f32 loc(#loc973)
      linalg.yield %1048 : f32 loc(#loc973)
    } -> tensor<32xf32> loc(#loc973)
    %expanded_304 = tensor.expand_shape %915 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc974)
    %916 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_304 : tensor<1x1x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc326)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc326))):
      %1048 = arith.addf %out, %in : f32 loc(#loc973)
      linalg.yield %1048 : f32 loc(#loc973)
    } -> tensor<32xf32> loc(#loc973)
    %917 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%26, %expanded_303 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/mul"(#loc324)), %in_312: f32 loc("jit(step)/transpose(jvp(h.0))/dot_general"(#loc327)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc325))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc975)
      linalg.yield %1048 : f32 loc(#loc975)
    } -> tensor<8x32x32xf32> loc(#loc975)
    %918 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%917 : tensor<8x32x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc325)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc325))):
      %1048 = arith.addf %out, %in : f32 loc(#loc976)
      linalg.yield %1048 : f32 loc(#loc976)
    } -> tensor<32xf32> loc(#loc976)
    %expanded_305 = tensor.expand_shape %918 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc977)
    %919 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_303, %27 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/dot_general"(#loc327)), %in_312: f32 loc("jit(step)/jvp(h.0)/mul"(#loc325)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc325))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc975)
      linalg.yield %1048 : f32 loc(#loc975)
    } -> tensor<8x32x32xf32> loc(#loc975)
    %920 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_305 : tensor<1x1x32xf32>) outs(%434 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc325)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc325))):
      %1048 = arith.addf %out, %in : f32 loc(#loc976)
      linalg.yield %1048 : f32 loc(#loc976)
    } -> tensor<32xf32> loc(#loc976)
    %921 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16, %919 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(h.0)/sub"(#loc319)), %in_312: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc325)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc324))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc978)
      linalg.yield %1048 : f32 loc(#loc978)
    } -> tensor<8x32x32xf32> loc(#loc978)
    %922 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%921 : tensor<8x32x32xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc324)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc324))):
      %1048 = arith.addf %out, %in : f32 loc(#loc979)
      linalg.yield %1048 : f32 loc(#loc979)
    } -> tensor<8x32xf32> loc(#loc979)
    %expanded_306 = tensor.expand_shape %922 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc980)
    %923 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%919, %25 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc325)), %in_312: f32 loc("jit(step)/jvp(h.0)/mul"(#loc324)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc324))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc978)
      linalg.yield %1048 : f32 loc(#loc978)
    } -> tensor<8x32x32xf32> loc(#loc978)
    %924 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_306, %24 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/reshape"(#loc324)), %in_312: f32 loc("jit(step)/jvp(h.0)/mul"(#loc323)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc323))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc981)
      linalg.yield %1048 : f32 loc(#loc981)
    } -> tensor<8x32x1xf32> loc(#loc981)
    %925 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%923 : tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc324)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/neg"(#loc432))):
      %1048 = arith.negf %in : f32 loc(#loc982)
      linalg.yield %1048 : f32 loc(#loc982)
    } -> tensor<8x32x32xf32> loc(#loc982)
    %926 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%925 : tensor<8x32x32xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc432)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc432))):
      %1048 = arith.addf %out, %in : f32 loc(#loc983)
      linalg.yield %1048 : f32 loc(#loc983)
    } -> tensor<8x32xf32> loc(#loc983)
    %expanded_307 = tensor.expand_shape %926 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc984)
    %927 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%873, %923 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/add_any"(#loc345)), %in_312: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc324)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/add_any"(#loc432))):
      %1048 = arith.addf %in, %in_312 : f32 loc(#loc985)
      linalg.yield %1048 : f32 loc(#loc985)
    } -> tensor<8x32x32xf32> loc(#loc985)
    %928 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%924 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc323)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/div"(#loc321))):
      %1048 = arith.divf %in, %cst_14 : f32 loc(#loc986)
      linalg.yield %1048 : f32 loc(#loc986)
    } -> tensor<8x32x1xf32> loc(#loc986)
    %929 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%928 : tensor<8x32x1xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc321)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc321))):
      %1048 = arith.addf %out, %in : f32 loc(#loc987)
      linalg.yield %1048 : f32 loc(#loc987)
    } -> tensor<8x32xf32> loc(#loc987)
    %930 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%929 : tensor<8x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc321)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/broadcast_in_dim"(#loc321))):
      linalg.yield %in : f32 loc(#loc988)
    } -> tensor<8x32x32xf32> loc(#loc988)
    %931 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%930, %18 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/broadcast_in_dim"(#loc321)), %in_312: f32 loc("jit(step)/jvp(h.0)/mul"(#loc320)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc320))):
      %1048 = arith.mulf %in, %in_312 : f32 loc(#loc989)
      linalg.yield %1048 : f32 loc(#loc989)
    } -> tensor<8x32x32xf32> loc(#loc989)
    %932 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%931 : tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc320)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/neg"(#loc319))):
      %1048 = arith.negf %in : f32 loc(#loc990)
      linalg.yield %1048 : f32 loc(#loc990)
    } -> tensor<8x32x32xf32> loc(#loc990)
    %933 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%932 : tensor<8x32x32xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc319)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc319))):
      %1048 = arith.addf %out, %in : f32 loc(#loc991)
      linalg.yield %1048 : f32 loc(#loc991)
    } -> tensor<8x32xf32> loc(#loc991)
    %expanded_308 = tensor.expand_shape %933 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc992)
    %934 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%927, %931 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/add_any"(#loc432)), %in_312: f32 loc("jit(step)/transpose(jvp(h.0))/mul"(#loc320)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/add_any"(#loc319))):
      %1048 = arith.addf %in, %in_312 : f32 loc(#loc993)
      linalg.yield %1048 : f32 loc(#loc993)
    } -> tensor<8x32x32xf32> loc(#loc993)
    %935 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_307, %expanded_308 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/reshape"(#loc432)), %in_312: f32 loc("jit(step)/transpose(jvp(h.0))/reshape"(#loc319)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/add_any"(#loc319))):
      %1048 = arith.addf %in, %in_312 : f32 loc(#loc993)
      linalg.yield %1048 : f32 loc(#loc993)
    } -> tensor<8x32x1xf32> loc(#loc993)
    %936 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%935 : tensor<8x32x1xf32>) outs(%13 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/add_any"(#loc319)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/div"(#loc318))):
      %1048 = arith.divf %in, %cst_14 : f32 loc(#loc994)
      linalg.yield %1048 : f32 loc(#loc994)
    } -> tensor<8x32x1xf32> loc(#loc994)
    %937 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%936 : tensor<8x32x1xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc318)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc318))):
      %1048 = arith.addf %out, %in : f32 loc(#loc995)
      linalg.yield %1048 : f32 loc(#loc995)
    } -> tensor<8x32xf32> loc(#loc995)
    %938 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%937 : tensor<8x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc318)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/broadcast_in_dim"(#loc318))):
      linalg.yield %in : f32 loc(#loc996)
    } -> tensor<8x32x32xf32> loc(#loc996)
    %939 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%934, %938 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%7 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/add_any"(#loc319)), %in_312: f32 loc("jit(step)/transpose(jvp(h.0))/broadcast_in_dim"(#loc318)), %out: f32 loc("jit(step)/transpose(jvp(h.0))/add_any"(#loc318))):
      %1048 = arith.addf %in, %in_312 : f32 loc(#loc997)
      linalg.yield %1048 : f32 loc(#loc997)
    } -> tensor<8x32x32xf32> loc(#loc997)
    %940 = linalg.generic {indexing_maps = [#map18, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%939 : tensor<8x32x32xf32>) outs(%521 : tensor<32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/reduce_sum"(#loc209)), %out: f32 loc("jit(step)/transpose(jvp())/reduce_sum"(#loc209))):
      %1048 = arith.addf %out, %in : f32 loc(#loc244)
      linalg.yield %1048 : f32 loc(#loc244)
    } -> tensor<32x32xf32> loc(#loc244)
    %expanded_309 = tensor.expand_shape %940 [[0, 1], [2]] output_shape [1, 32, 32] : tensor<32x32xf32> into tensor<1x32x32xf32> loc(#loc245)
    %941 = linalg.generic {indexing_maps = [#map18, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%expanded_309 : tensor<1x32x32xf32>) outs(%521 : tensor<32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/reduce_sum"(#loc209)), %out: f32 loc("jit(step)/transpose(jvp())/reduce_sum"(#loc209))):
      %1048 = arith.addf %out, %in : f32 loc(#loc244)
      linalg.yield %1048 : f32 loc(#loc244)
    } -> tensor<32x32xf32> loc(#loc244)
    %collapsed_310 = tensor.collapse_shape %expanded [[0, 1], [2]] : tensor<8x32x1xi32> into tensor<256x1xi32> loc(#loc246)
    %collapsed_311 = tensor.collapse_shape %939 [[0, 1], [2]] : tensor<8x32x32xf32> into tensor<256x32xf32> loc(#loc246)
    %942 = scf.for %arg54 = %c0 to %c256 step %c1 iter_args(%arg55 = %cst_17) -> (tensor<64x32xf32>) {
      %1048 = scf.for %arg56 = %c0 to %c32 step %c1 iter_args(%arg57 = %arg55) -> (tensor<64x32xf32>) {
        %extracted = tensor.extract %collapsed_310[%arg54, %c0] : tensor<256x1xi32> loc(#loc246)
        %1049 = arith.index_cast %extracted : i32 to index loc(#loc246)
        %1050 = arith.cmpi sge, %1049, %c0 : index loc(#loc246)
        %1051 = arith.cmpi slt, %1049, %c64 : index loc(#loc246)
        %1052 = arith.andi %1050, %1051 : i1 loc(#loc246)
        %1053 = scf.if %1052 -> (tensor<64x32xf32>) {
          %extracted_312 = tensor.extract %collapsed_311[%arg54, %arg56] : tensor<256x32xf32> loc(#loc246)
          %extracted_313 = tensor.extract %arg57[%1049, %arg56] : tensor<64x32xf32> loc(#loc246)
          %1054 = arith.addf %extracted_313, %extracted_312 : f32 loc(#loc247)
          %inserted = tensor.insert %1054 into %arg57[%1049, %arg56] : tensor<64x32xf32> loc(#loc246)
          scf.yield %inserted : tensor<64x32xf32> loc(#loc246)
        } else {
          scf.yield %arg57 : tensor<64x32xf32> loc(#loc246)
        } loc(#loc246)
        scf.yield %1053 : tensor<64x32xf32> loc(#loc246)
      } loc(#loc246)
      scf.yield %1048 : tensor<64x32xf32> loc(#loc246)
    } loc(#loc246)
    %943 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%432, %942 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%426 : tensor<64x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/transpose"(#loc213)), %in_312: f32 loc("jit(step)/transpose(jvp())/scatter-add"(#loc208)), %out: f32 loc("jit(step)/transpose(jvp())/add_any"(#loc208))):
      %1048 = arith.addf %in, %in_312 : f32 loc(#loc248)
      linalg.yield %1048 : f32 loc(#loc248)
    } -> tensor<64x32xf32> loc(#loc248)
    %944 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%846 : tensor<32x128xf32>) outs(%463 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/transpose"(#loc257)), %out: f32 loc("jit(step)/mul"(#loc249))):
      %1048 = arith.mulf %in, %cst_1 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<32x128xf32> loc(#loc312)
    %945 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %944 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%463 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("params['h'][0]['fc']"), %in_312: f32 loc("jit(step)/mul"(#loc249)), %out: f32 loc("jit(step)/sub"(#loc250))):
      %1048 = arith.subf %in, %in_312 : f32 loc(#loc313)
      linalg.yield %1048 : f32 loc(#loc313)
    } -> tensor<32x128xf32> loc(#loc313)
    %946 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = ["parallel"]} ins(%843 : tensor<128xf32>) outs(%481 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc258)), %out: f32 loc("jit(step)/mul"(#loc249))):
      %1048 = arith.mulf %in, %cst_1 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<128xf32> loc(#loc312)
    %947 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = ["parallel"]} ins(%arg1, %946 : tensor<128xf32>, tensor<128xf32>) outs(%481 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("params['h'][0]['fc_b']"), %in_312: f32 loc("jit(step)/mul"(#loc249)), %out: f32 loc("jit(step)/sub"(#loc250))):
      %1048 = arith.subf %in, %in_312 : f32 loc(#loc313)
      linalg.yield %1048 : f32 loc(#loc313)
    } -> tensor<128xf32> loc(#loc313)
    %948 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = ["parallel"]} ins(%916 : tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc326)), %out: f32 loc("jit(step)/mul"(#loc249))):
      %1048 = arith.mulf %in, %cst_1 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<32xf32> loc(#loc312)
    %949 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = ["parallel"]} ins(%arg2, %948 : tensor<32xf32>, tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['h'][0]['ln1_b']"), %in_312: f32 loc("jit(step)/mul"(#loc249)), %out: f32 loc("jit(step)/sub"(#loc250))):
      %1048 = arith.subf %in, %in_312 : f32 loc(#loc313)
      linalg.yield %1048 : f32 loc(#loc313)
    } -> tensor<32xf32> loc(#loc313)
    %950 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = ["parallel"]} ins(%920 : tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc325)), %out: f32 loc("jit(step)/mul"(#loc249))):
      %1048 = arith.mulf %in, %cst_1 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<32xf32> loc(#loc312)
    %951 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = ["parallel"]} ins(%arg3, %950 : tensor<32xf32>, tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['h'][0]['ln1_g']"), %in_312: f32 loc("jit(step)/mul"(#loc249)), %out: f32 loc("jit(step)/sub"(#loc250))):
      %1048 = arith.subf %in, %in_312 : f32 loc(#loc313)
      linalg.yield %1048 : f32 loc(#loc313)
    } -> tensor<32xf32> loc(#loc313)
    %952 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = ["parallel"]} ins(%850 : tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc353)), %out: f32 loc("jit(step)/mul"(#loc249))):
      %1048 = arith.mulf %in, %cst_1 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<32xf32> loc(#loc312)
    %953 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = ["parallel"]} ins(%arg4, %952 : tensor<32xf32>, tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['h'][0]['ln2_b']"), %in_312: f32 loc("jit(step)/mul"(#loc249)), %out: f32 loc("jit(step)/sub"(#loc250))):
      %1048 = arith.subf %in, %in_312 : f32 loc(#loc313)
      linalg.yield %1048 : f32 loc(#loc313)
    } -> tensor<32xf32> loc(#loc313)
    %954 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = ["parallel"]} ins(%854 : tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc352)), %out: f32 loc("jit(step)/mul"(#loc249))):
      %1048 = arith.mulf %in, %cst_1 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<32xf32> loc(#loc312)
    %955 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = ["parallel"]} ins(%arg5, %954 : tensor<32xf32>, tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['h'][0]['ln2_g']"), %in_312: f32 loc("jit(step)/mul"(#loc249)), %out: f32 loc("jit(step)/sub"(#loc250))):
      %1048 = arith.subf %in, %in_312 : f32 loc(#loc313)
      linalg.yield %1048 : f32 loc(#loc313)
    } -> tensor<32xf32> loc(#loc313)
    %956 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%828 : tensor<128x32xf32>) outs(%466 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/transpose"(#loc260)), %out: f32 loc("jit(step)/mul"(#loc249))):
      %1048 = arith.mulf %in, %cst_1 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<128x32xf32> loc(#loc312)
    %957 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg6, %956 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%466 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("params['h'][0]['out']"), %in_312: f32 loc("jit(step)/mul"(#loc249)), %out: f32 loc("jit(step)/sub"(#loc250))):
      %1048 = arith.subf %in, %in_312 : f32 loc(#loc313)
      linalg.yield %1048 : f32 loc(#loc313)
    } -> tensor<128x32xf32> loc(#loc313)
    %958 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = ["parallel"]} ins(%825 : tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc262)), %out: f32 loc("jit(step)/mul"(#loc249))):
      %1048 = arith.mulf %in, %cst_1 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<32xf32> loc(#loc312)
    %959 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = ["parallel"]} ins(%arg7, %958 : tensor<32xf32>, tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['h'][0]['out_b']"), %in_312: f32 loc("jit(step)/mul"(#loc249)), %out: f32 loc("jit(step)/sub"(#loc250))):
      %1048 = arith.subf %in, %in_312 : f32 loc(#loc313)
      linalg.yield %1048 : f32 loc(#loc313)
    } -> tensor<32xf32> loc(#loc313)
    %960 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%878 : tensor<32x32xf32>) outs(%520 : tensor<32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/transpose"(#loc342)), %out: f32 loc("jit(step)/mul"(#loc249))):
      %1048 = arith.mulf %in, %cst_1 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<32x32xf32> loc(#loc312)
    %961 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg8, %960 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%520 : tensor<32x32xf32>) {
    ^bb0(%in: f32 loc("params['h'][0]['proj']"), %in_312: f32 loc("jit(step)/mul"(#loc249)), %out: f32 loc("jit(step)/sub"(#loc250))):
      %1048 = arith.subf %in, %in_312 : f32 loc(#loc313)
      linalg.yield %1048 : f32 loc(#loc313)
    } -> tensor<32x32xf32> loc(#loc313)
    %962 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = ["parallel"]} ins(%875 : tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc343)), %out: f32 loc("jit(step)/mul"(#loc249))):
      %1048 = arith.mulf %in, %cst_1 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<32xf32> loc(#loc312)
    %963 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = ["parallel"]} ins(%arg9, %962 : tensor<32xf32>, tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['h'][0]['proj_b']"), %in_312: f32 loc("jit(step)/mul"(#loc249)), %out: f32 loc("jit(step)/sub"(#loc250))):
      %1048 = arith.subf %in, %in_312 : f32 loc(#loc313)
      linalg.yield %1048 : f32 loc(#loc313)
    } -> tensor<32xf32> loc(#loc313)
    %964 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%912 : tensor<32x96xf32>) outs(%563 : tensor<32x96xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/transpose"(#loc327)), %out: f32 loc("jit(step)/mul"(#loc249))):
      %1048 = arith.mulf %in, %cst_1 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<32x96xf32> loc(#loc312)
    %965 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg10, %964 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%563 : tensor<32x96xf32>) {
    ^bb0(%in: f32 loc("params['h'][0]['qkv']"), %in_312: f32 loc("jit(step)/mul"(#loc249)), %out: f32 loc("jit(step)/sub"(#loc250))):
      %1048 = arith.subf %in, %in_312 : f32 loc(#loc313)
      linalg.yield %1048 : f32 loc(#loc313)
    } -> tensor<32x96xf32> loc(#loc313)
    %966 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = ["parallel"]} ins(%909 : tensor<96xf32>) outs(%554 : tensor<96xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.0))/reduce_sum"(#loc328)), %out: f32 loc("jit(step)/mul"(#loc249))):
      %1048 = arith.mulf %in, %cst_1 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<96xf32> loc(#loc312)
    %967 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = ["parallel"]} ins(%arg11, %966 : tensor<96xf32>, tensor<96xf32>) outs(%554 : tensor<96xf32>) {
    ^bb0(%in: f32 loc("params['h'][0]['qkv_b']"), %in_312: f32 loc("jit(step)/mul"(#loc249)), %out: f32 loc("jit(step)/sub"(#loc250))):
      %1048 = arith.subf %in, %in_312 : f32 loc(#loc313)
      linalg.yield %1048 : f32 loc(#loc313)
    } -> tensor<96xf32> loc(#loc313)
    %968 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%730 : tensor<32x128xf32>) outs(%463 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/transpose"(#loc257)), %out: f32 loc("jit(step)/mul"(#loc249))):
      %1048 = arith.mulf %in, %cst_1 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<32x128xf32> loc(#loc312)
    %969 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg12, %968 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%463 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("params['h'][1]['fc']"), %in_312: f32 loc("jit(step)/mul"(#loc249)), %out: f32 loc("jit(step)/sub"(#loc250))):
      %1048 = arith.subf %in, %in_312 : f32 loc(#loc313)
      linalg.yield %1048 : f32 loc(#loc313)
    } -> tensor<32x128xf32> loc(#loc313)
    %970 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = ["parallel"]} ins(%727 : tensor<128xf32>) outs(%481 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc258)), %out: f32 loc("jit(step)/mul"(#loc249))):
      %1048 = arith.mulf %in, %cst_1 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<128xf32> loc(#loc312)
    %971 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = ["parallel"]} ins(%arg13, %970 : tensor<128xf32>, tensor<128xf32>) outs(%481 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("params['h'][1]['fc_b']"), %in_312: f32 loc("jit(step)/mul"(#loc249)), %out: f32 loc("jit(step)/sub"(#loc250))):
      %1048 = arith.subf %in, %in_312 : f32 loc(#loc313)
      linalg.yield %1048 : f32 loc(#loc313)
    } -> tensor<128xf32> loc(#loc313)
    %972 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = ["parallel"]} ins(%800 : tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc326)), %out: f32 loc("jit(step)/mul"(#loc249))):
      %1048 = arith.mulf %in, %cst_1 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<32xf32> loc(#loc312)
    %973 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = ["parallel"]} ins(%arg14, %972 : tensor<32xf32>, tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['h'][1]['ln1_b']"), %in_312: f32 loc("jit(step)/mul"(#loc249)), %out: f32 loc("jit(step)/sub"(#loc250))):
      %1048 = arith.subf %in, %in_312 : f32 loc(#loc313)
      linalg.yield %1048 : f32 loc(#loc313)
    } -> tensor<32xf32> loc(#loc313)
    %974 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = ["parallel"]} ins(%804 : tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc325)), %out: f32 loc("jit(step)/mul"(#loc249))):
      %1048 = arith.mulf %in, %cst_1 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<32xf32> loc(#loc312)
    %975 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = ["parallel"]} ins(%arg15, %974 : tensor<32xf32>, tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['h'][1]['ln1_g']"), %in_312: f32 loc("jit(step)/mul"(#loc249)), %out: f32 loc("jit(step)/sub"(#loc250))):
      %1048 = arith.subf %in, %in_312 : f32 loc(#loc313)
      linalg.yield %1048 : f32 loc(#loc313)
    } -> tensor<32xf32> loc(#loc313)
    %976 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = ["parallel"]} ins(%734 : tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc353)), %out: f32 loc("jit(step)/mul"(#loc249))):
      %1048 = arith.mulf %in, %cst_1 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<32xf32> loc(#loc312)
    %977 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = ["parallel"]} ins(%arg16, %976 : tensor<32xf32>, tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['h'][1]['ln2_b']"), %in_312: f32 loc("jit(step)/mul"(#loc249)), %out: f32 loc("jit(step)/sub"(#loc250))):
      %1048 = arith.subf %in, %in_312 : f32 loc(#loc313)
      linalg.yield %1048 : f32 loc(#loc313)
    } -> tensor<32xf32> loc(#loc313)
    %978 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = ["parallel"]} ins(%738 : tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc352)), %out: f32 loc("jit(step)/mul"(#loc249))):
      %1048 = arith.mulf %in, %cst_1 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<32xf32> loc(#loc312)
    %979 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = ["parallel"]} ins(%arg17, %978 : tensor<32xf32>, tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['h'][1]['ln2_g']"), %in_312: f32 loc("jit(step)/mul"(#loc249)), %out: f32 loc("jit(step)/sub"(#loc250))):
      %1048 = arith.subf %in, %in_312 : f32 loc(#loc313)
      linalg.yield %1048 : f32 loc(#loc313)
    } -> tensor<32xf32> loc(#loc313)
    %980 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%712 : tensor<128x32xf32>) outs(%466 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/transpose"(#loc260)), %out: f32 loc("jit(step)/mul"(#loc249))):
      %1048 = arith.mulf %in, %cst_1 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<128x32xf32> loc(#loc312)
    %981 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg18, %980 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%466 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("params['h'][1]['out']"), %in_312: f32 loc("jit(step)/mul"(#loc249)), %out: f32 loc("jit(step)/sub"(#loc250))):
      %1048 = arith.subf %in, %in_312 : f32 loc(#loc313)
      linalg.yield %1048 : f32 loc(#loc313)
    } -> tensor<128x32xf32> loc(#loc313)
    %982 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = ["parallel"]} ins(%709 : tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc262)), %out: f32 loc("jit(step)/mul"(#loc249))):
      %1048 = arith.mulf %in, %cst_1 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<32xf32> loc(#loc312)
    %983 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = ["parallel"]} ins(%arg19, %982 : tensor<32xf32>, tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['h'][1]['out_b']"), %in_312: f32 loc("jit(step)/mul"(#loc249)), %out: f32 loc("jit(step)/sub"(#loc250))):
      %1048 = arith.subf %in, %in_312 : f32 loc(#loc313)
      linalg.yield %1048 : f32 loc(#loc313)
    } -> tensor<32xf32> loc(#loc313)
    %984 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%762 : tensor<32x32xf32>) outs(%520 : tensor<32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/transpose"(#loc342)), %out: f32 loc("jit(step)/mul"(#loc249))):
      %1048 = arith.mulf %in, %cst_1 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<32x32xf32> loc(#loc312)
    %985 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg20, %984 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%520 : tensor<32x32xf32>) {
    ^bb0(%in: f32 loc("params['h'][1]['proj']"), %in_312: f32 loc("jit(step)/mul"(#loc249)), %out: f32 loc("jit(step)/sub"(#loc250))):
      %1048 = arith.subf %in, %in_312 : f32 loc(#loc313)
      linalg.yield %1048 : f32 loc(#loc313)
    } -> tensor<32x32xf32> loc(#loc313)
    %986 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = ["parallel"]} ins(%759 : tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc343)), %out: f32 loc("jit(step)/mul"(#loc249))):
      %1048 = arith.mulf %in, %cst_1 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<32xf32> loc(#loc312)
    %987 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = ["parallel"]} ins(%arg21, %986 : tensor<32xf32>, tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['h'][1]['proj_b']"), %in_312: f32 loc("jit(step)/mul"(#loc249)), %out: f32 loc("jit(step)/sub"(#loc250))):
      %1048 = arith.subf %in, %in_312 : f32 loc(#loc313)
      linalg.yield %1048 : f32 loc(#loc313)
    } -> tensor<32xf32> loc(#loc313)
    %988 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%796 : tensor<32x96xf32>) outs(%563 : tensor<32x96xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/transpose"(#loc327)), %out: f32 loc("jit(step)/mul"(#loc249))):
      %1048 = arith.mulf %in, %cst_1 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<32x96xf32> loc(#loc312)
    %989 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg22, %988 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%563 : tensor<32x96xf32>) {
    ^bb0(%in: f32 loc("params['h'][1]['qkv']"), %in_312: f32 loc("jit(step)/mul"(#loc249)), %out: f32 loc("jit(step)/sub"(#loc250))):
      %1048 = arith.subf %in, %in_312 : f32 loc(#loc313)
      linalg.yield %1048 : f32 loc(#loc313)
    } -> tensor<32x96xf32> loc(#loc313)
    %990 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = ["parallel"]} ins(%793 : tensor<96xf32>) outs(%554 : tensor<96xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.1))/reduce_sum"(#loc328)), %out: f32 loc("jit(step)/mul"(#loc249))):
      %1048 = arith.mulf %in, %cst_1 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<96xf32> loc(#loc312)
    %991 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = ["parallel"]} ins(%arg23, %990 : tensor<96xf32>, tensor<96xf32>) outs(%554 : tensor<96xf32>) {
    ^bb0(%in: f32 loc("params['h'][1]['qkv_b']"), %in_312: f32 loc("jit(step)/mul"(#loc249)), %out: f32 loc("jit(step)/sub"(#loc250))):
      %1048 = arith.subf %in, %in_312 : f32 loc(#loc313)
      linalg.yield %1048 : f32 loc(#loc313)
    } -> tensor<96xf32> loc(#loc313)
    %992 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%614 : tensor<32x128xf32>) outs(%463 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/transpose"(#loc257)), %out: f32 loc("jit(step)/mul"(#loc249))):
      %1048 = arith.mulf %in, %cst_1 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<32x128xf32> loc(#loc312)
    %993 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg24, %992 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%463 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("params['h'][2]['fc']"), %in_312: f32 loc("jit(step)/mul"(#loc249)), %out: f32 loc("jit(step)/sub"(#loc250))):
      %1048 = arith.subf %in, %in_312 : f32 loc(#loc313)
      linalg.yield %1048 : f32 loc(#loc313)
    } -> tensor<32x128xf32> loc(#loc313)
    %994 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = ["parallel"]} ins(%611 : tensor<128xf32>) outs(%481 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc258)), %out: f32 loc("jit(step)/mul"(#loc249))):
      %1048 = arith.mulf %in, %cst_1 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<128xf32> loc(#loc312)
    %995 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = ["parallel"]} ins(%arg25, %994 : tensor<128xf32>, tensor<128xf32>) outs(%481 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("params['h'][2]['fc_b']"), %in_312: f32 loc("jit(step)/mul"(#loc249)), %out: f32 loc("jit(step)/sub"(#loc250))):
      %1048 = arith.subf %in, %in_312 : f32 loc(#loc313)
      linalg.yield %1048 : f32 loc(#loc313)
    } -> tensor<128xf32> loc(#loc313)
    %996 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = ["parallel"]} ins(%684 : tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc326)), %out: f32 loc("jit(step)/mul"(#loc249))):
      %1048 = arith.mulf %in, %cst_1 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<32xf32> loc(#loc312)
    %997 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = ["parallel"]} ins(%arg26, %996 : tensor<32xf32>, tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['h'][2]['ln1_b']"), %in_312: f32 loc("jit(step)/mul"(#loc249)), %out: f32 loc("jit(step)/sub"(#loc250))):
      %1048 = arith.subf %in, %in_312 : f32 loc(#loc313)
      linalg.yield %1048 : f32 loc(#loc313)
    } -> tensor<32xf32> loc(#loc313)
    %998 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = ["parallel"]} ins(%688 : tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc325)), %out: f32 loc("jit(step)/mul"(#loc249))):
      %1048 = arith.mulf %in, %cst_1 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<32xf32> loc(#loc312)
    %999 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = ["parallel"]} ins(%arg27, %998 : tensor<32xf32>, tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['h'][2]['ln1_g']"), %in_312: f32 loc("jit(step)/mul"(#loc249)), %out: f32 loc("jit(step)/sub"(#loc250))):
      %1048 = arith.subf %in, %in_312 : f32 loc(#loc313)
      linalg.yield %1048 : f32 loc(#loc313)
    } -> tensor<32xf32> loc(#loc313)
    %1000 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = ["parallel"]} ins(%618 : tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc353)), %out: f32 loc("jit(step)/mul"(#loc249))):
      %1048 = arith.mulf %in, %cst_1 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<32xf32> loc(#loc312)
    %1001 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = ["parallel"]} ins(%arg28, %1000 : tensor<32xf32>, tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['h'][2]['ln2_b']"), %in_312: f32 loc("jit(step)/mul"(#loc249)), %out: f32 loc("jit(step)/sub"(#loc250))):
      %1048 = arith.subf %in, %in_312 : f32 loc(#loc313)
      linalg.yield %1048 : f32 loc(#loc313)
    } -> tensor<32xf32> loc(#loc313)
    %1002 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = ["parallel"]} ins(%622 : tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc352)), %out: f32 loc("jit(step)/mul"(#loc249))):
      %1048 = arith.mulf %in, %cst_1 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<32xf32> loc(#loc312)
    %1003 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = ["parallel"]} ins(%arg29, %1002 : tensor<32xf32>, tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['h'][2]['ln2_g']"), %in_312: f32 loc("jit(step)/mul"(#loc249)), %out: f32 loc("jit(step)/sub"(#loc250))):
      %1048 = arith.subf %in, %in_312 : f32 loc(#loc313)
      linalg.yield %1048 : f32 loc(#loc313)
    } -> tensor<32xf32> loc(#loc313)
    %1004 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%596 : tensor<128x32xf32>) outs(%466 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/transpose"(#loc260)), %out: f32 loc("jit(step)/mul"(#loc249))):
      %1048 = arith.mulf %in, %cst_1 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<128x32xf32> loc(#loc312)
    %1005 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg30, %1004 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%466 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("params['h'][2]['out']"), %in_312: f32 loc("jit(step)/mul"(#loc249)), %out: f32 loc("jit(step)/sub"(#loc250))):
      %1048 = arith.subf %in, %in_312 : f32 loc(#loc313)
      linalg.yield %1048 : f32 loc(#loc313)
    } -> tensor<128x32xf32> loc(#loc313)
    %1006 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = ["parallel"]} ins(%593 : tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc262)), %out: f32 loc("jit(step)/mul"(#loc249))):
      %1048 = arith.mulf %in, %cst_1 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<32xf32> loc(#loc312)
    %1007 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = ["parallel"]} ins(%arg31, %1006 : tensor<32xf32>, tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['h'][2]['out_b']"), %in_312: f32 loc("jit(step)/mul"(#loc249)), %out: f32 loc("jit(step)/sub"(#loc250))):
      %1048 = arith.subf %in, %in_312 : f32 loc(#loc313)
      linalg.yield %1048 : f32 loc(#loc313)
    } -> tensor<32xf32> loc(#loc313)
    %1008 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%646 : tensor<32x32xf32>) outs(%520 : tensor<32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/transpose"(#loc342)), %out: f32 loc("jit(step)/mul"(#loc249))):
      %1048 = arith.mulf %in, %cst_1 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<32x32xf32> loc(#loc312)
    %1009 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg32, %1008 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%520 : tensor<32x32xf32>) {
    ^bb0(%in: f32 loc("params['h'][2]['proj']"), %in_312: f32 loc("jit(step)/mul"(#loc249)), %out: f32 loc("jit(step)/sub"(#loc250))):
      %1048 = arith.subf %in, %in_312 : f32 loc(#loc313)
      linalg.yield %1048 : f32 loc(#loc313)
    } -> tensor<32x32xf32> loc(#loc313)
    %1010 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = ["parallel"]} ins(%643 : tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc343)), %out: f32 loc("jit(step)/mul"(#loc249))):
      %1048 = arith.mulf %in, %cst_1 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<32xf32> loc(#loc312)
    %1011 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = ["parallel"]} ins(%arg33, %1010 : tensor<32xf32>, tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['h'][2]['proj_b']"), %in_312: f32 loc("jit(step)/mul"(#loc249)), %out: f32 loc("jit(step)/sub"(#loc250))):
      %1048 = arith.subf %in, %in_312 : f32 loc(#loc313)
      linalg.yield %1048 : f32 loc(#loc313)
    } -> tensor<32xf32> loc(#loc313)
    %1012 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%680 : tensor<32x96xf32>) outs(%563 : tensor<32x96xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/transpose"(#loc327)), %out: f32 loc("jit(step)/mul"(#loc249))):
      %1048 = arith.mulf %in, %cst_1 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<32x96xf32> loc(#loc312)
    %1013 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg34, %1012 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%563 : tensor<32x96xf32>) {
    ^bb0(%in: f32 loc("params['h'][2]['qkv']"), %in_312: f32 loc("jit(step)/mul"(#loc249)), %out: f32 loc("jit(step)/sub"(#loc250))):
      %1048 = arith.subf %in, %in_312 : f32 loc(#loc313)
      linalg.yield %1048 : f32 loc(#loc313)
    } -> tensor<32x96xf32> loc(#loc313)
    %1014 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = ["parallel"]} ins(%677 : tensor<96xf32>) outs(%554 : tensor<96xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.2))/reduce_sum"(#loc328)), %out: f32 loc("jit(step)/mul"(#loc249))):
      %1048 = arith.mulf %in, %cst_1 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<96xf32> loc(#loc312)
    %1015 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = ["parallel"]} ins(%arg35, %1014 : tensor<96xf32>, tensor<96xf32>) outs(%554 : tensor<96xf32>) {
    ^bb0(%in: f32 loc("params['h'][2]['qkv_b']"), %in_312: f32 loc("jit(step)/mul"(#loc249)), %out: f32 loc("jit(step)/sub"(#loc250))):
      %1048 = arith.subf %in, %in_312 : f32 loc(#loc313)
      linalg.yield %1048 : f32 loc(#loc313)
    } -> tensor<96xf32> loc(#loc313)
    %1016 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%489 : tensor<32x128xf32>) outs(%463 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/transpose"(#loc257)), %out: f32 loc("jit(step)/mul"(#loc249))):
      %1048 = arith.mulf %in, %cst_1 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<32x128xf32> loc(#loc312)
    %1017 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg36, %1016 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%463 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("params['h'][3]['fc']"), %in_312: f32 loc("jit(step)/mul"(#loc249)), %out: f32 loc("jit(step)/sub"(#loc250))):
      %1048 = arith.subf %in, %in_312 : f32 loc(#loc313)
      linalg.yield %1048 : f32 loc(#loc313)
    } -> tensor<32x128xf32> loc(#loc313)
    %1018 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = ["parallel"]} ins(%484 : tensor<128xf32>) outs(%481 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc258)), %out: f32 loc("jit(step)/mul"(#loc249))):
      %1048 = arith.mulf %in, %cst_1 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<128xf32> loc(#loc312)
    %1019 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = ["parallel"]} ins(%arg37, %1018 : tensor<128xf32>, tensor<128xf32>) outs(%481 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("params['h'][3]['fc_b']"), %in_312: f32 loc("jit(step)/mul"(#loc249)), %out: f32 loc("jit(step)/sub"(#loc250))):
      %1048 = arith.subf %in, %in_312 : f32 loc(#loc313)
      linalg.yield %1048 : f32 loc(#loc313)
    } -> tensor<128xf32> loc(#loc313)
    %1020 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = ["parallel"]} ins(%568 : tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc326)), %out: f32 loc("jit(step)/mul"(#loc249))):
      %1048 = arith.mulf %in, %cst_1 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<32xf32> loc(#loc312)
    %1021 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = ["parallel"]} ins(%arg38, %1020 : tensor<32xf32>, tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['h'][3]['ln1_b']"), %in_312: f32 loc("jit(step)/mul"(#loc249)), %out: f32 loc("jit(step)/sub"(#loc250))):
      %1048 = arith.subf %in, %in_312 : f32 loc(#loc313)
      linalg.yield %1048 : f32 loc(#loc313)
    } -> tensor<32xf32> loc(#loc313)
    %1022 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = ["parallel"]} ins(%572 : tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc325)), %out: f32 loc("jit(step)/mul"(#loc249))):
      %1048 = arith.mulf %in, %cst_1 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<32xf32> loc(#loc312)
    %1023 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = ["parallel"]} ins(%arg39, %1022 : tensor<32xf32>, tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['h'][3]['ln1_g']"), %in_312: f32 loc("jit(step)/mul"(#loc249)), %out: f32 loc("jit(step)/sub"(#loc250))):
      %1048 = arith.subf %in, %in_312 : f32 loc(#loc313)
      linalg.yield %1048 : f32 loc(#loc313)
    } -> tensor<32xf32> loc(#loc313)
    %1024 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = ["parallel"]} ins(%493 : tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc353)), %out: f32 loc("jit(step)/mul"(#loc249))):
      %1048 = arith.mulf %in, %cst_1 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<32xf32> loc(#loc312)
    %1025 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = ["parallel"]} ins(%arg40, %1024 : tensor<32xf32>, tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['h'][3]['ln2_b']"), %in_312: f32 loc("jit(step)/mul"(#loc249)), %out: f32 loc("jit(step)/sub"(#loc250))):
      %1048 = arith.subf %in, %in_312 : f32 loc(#loc313)
      linalg.yield %1048 : f32 loc(#loc313)
    } -> tensor<32xf32> loc(#loc313)
    %1026 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = ["parallel"]} ins(%497 : tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc352)), %out: f32 loc("jit(step)/mul"(#loc249))):
      %1048 = arith.mulf %in, %cst_1 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<32xf32> loc(#loc312)
    %1027 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = ["parallel"]} ins(%arg41, %1026 : tensor<32xf32>, tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['h'][3]['ln2_g']"), %in_312: f32 loc("jit(step)/mul"(#loc249)), %out: f32 loc("jit(step)/sub"(#loc250))):
      %1048 = arith.subf %in, %in_312 : f32 loc(#loc313)
      linalg.yield %1048 : f32 loc(#loc313)
    } -> tensor<32xf32> loc(#loc313)
    %1028 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%467 : tensor<128x32xf32>) outs(%466 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/transpose"(#loc260)), %out: f32 loc("jit(step)/mul"(#loc249))):
      %1048 = arith.mulf %in, %cst_1 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<128x32xf32> loc(#loc312)
    %1029 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg42, %1028 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%466 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("params['h'][3]['out']"), %in_312: f32 loc("jit(step)/mul"(#loc249)), %out: f32 loc("jit(step)/sub"(#loc250))):
      %1048 = arith.subf %in, %in_312 : f32 loc(#loc313)
      linalg.yield %1048 : f32 loc(#loc313)
    } -> tensor<128x32xf32> loc(#loc313)
    %1030 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = ["parallel"]} ins(%460 : tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc262)), %out: f32 loc("jit(step)/mul"(#loc249))):
      %1048 = arith.mulf %in, %cst_1 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<32xf32> loc(#loc312)
    %1031 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = ["parallel"]} ins(%arg43, %1030 : tensor<32xf32>, tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['h'][3]['out_b']"), %in_312: f32 loc("jit(step)/mul"(#loc249)), %out: f32 loc("jit(step)/sub"(#loc250))):
      %1048 = arith.subf %in, %in_312 : f32 loc(#loc313)
      linalg.yield %1048 : f32 loc(#loc313)
    } -> tensor<32xf32> loc(#loc313)
    %1032 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%523 : tensor<32x32xf32>) outs(%520 : tensor<32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/transpose"(#loc342)), %out: f32 loc("jit(step)/mul"(#loc249))):
      %1048 = arith.mulf %in, %cst_1 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<32x32xf32> loc(#loc312)
    %1033 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg44, %1032 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%520 : tensor<32x32xf32>) {
    ^bb0(%in: f32 loc("params['h'][3]['proj']"), %in_312: f32 loc("jit(step)/mul"(#loc249)), %out: f32 loc("jit(step)/sub"(#loc250))):
      %1048 = arith.subf %in, %in_312 : f32 loc(#loc313)
      linalg.yield %1048 : f32 loc(#loc313)
    } -> tensor<32x32xf32> loc(#loc313)
    %1034 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = ["parallel"]} ins(%518 : tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc343)), %out: f32 loc("jit(step)/mul"(#loc249))):
      %1048 = arith.mulf %in, %cst_1 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<32xf32> loc(#loc312)
    %1035 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = ["parallel"]} ins(%arg45, %1034 : tensor<32xf32>, tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['h'][3]['proj_b']"), %in_312: f32 loc("jit(step)/mul"(#loc249)), %out: f32 loc("jit(step)/sub"(#loc250))):
      %1048 = arith.subf %in, %in_312 : f32 loc(#loc313)
      linalg.yield %1048 : f32 loc(#loc313)
    } -> tensor<32xf32> loc(#loc313)
    %1036 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%564 : tensor<32x96xf32>) outs(%563 : tensor<32x96xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/transpose"(#loc327)), %out: f32 loc("jit(step)/mul"(#loc249))):
      %1048 = arith.mulf %in, %cst_1 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<32x96xf32> loc(#loc312)
    %1037 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg46, %1036 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%563 : tensor<32x96xf32>) {
    ^bb0(%in: f32 loc("params['h'][3]['qkv']"), %in_312: f32 loc("jit(step)/mul"(#loc249)), %out: f32 loc("jit(step)/sub"(#loc250))):
      %1048 = arith.subf %in, %in_312 : f32 loc(#loc313)
      linalg.yield %1048 : f32 loc(#loc313)
    } -> tensor<32x96xf32> loc(#loc313)
    %1038 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = ["parallel"]} ins(%557 : tensor<96xf32>) outs(%554 : tensor<96xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(h.3))/reduce_sum"(#loc328)), %out: f32 loc("jit(step)/mul"(#loc249))):
      %1048 = arith.mulf %in, %cst_1 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<96xf32> loc(#loc312)
    %1039 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = ["parallel"]} ins(%arg47, %1038 : tensor<96xf32>, tensor<96xf32>) outs(%554 : tensor<96xf32>) {
    ^bb0(%in: f32 loc("params['h'][3]['qkv_b']"), %in_312: f32 loc("jit(step)/mul"(#loc249)), %out: f32 loc("jit(step)/sub"(#loc250))):
      %1048 = arith.subf %in, %in_312 : f32 loc(#loc313)
      linalg.yield %1048 : f32 loc(#loc313)
    } -> tensor<96xf32> loc(#loc313)
    %1040 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = ["parallel"]} ins(%436 : tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/reduce_sum"(#loc233)), %out: f32 loc("jit(step)/mul"(#loc249))):
      %1048 = arith.mulf %in, %cst_1 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<32xf32> loc(#loc312)
    %1041 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = ["parallel"]} ins(%arg48, %1040 : tensor<32xf32>, tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['lnf_b']"), %in_312: f32 loc("jit(step)/mul"(#loc249)), %out: f32 loc("jit(step)/sub"(#loc250))):
      %1048 = arith.subf %in, %in_312 : f32 loc(#loc313)
      linalg.yield %1048 : f32 loc(#loc313)
    } -> tensor<32xf32> loc(#loc313)
    %1042 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = ["parallel"]} ins(%440 : tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/reduce_sum"(#loc232)), %out: f32 loc("jit(step)/mul"(#loc249))):
      %1048 = arith.mulf %in, %cst_1 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<32xf32> loc(#loc312)
    %1043 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = ["parallel"]} ins(%arg49, %1042 : tensor<32xf32>, tensor<32xf32>) outs(%433 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['lnf_g']"), %in_312: f32 loc("jit(step)/mul"(#loc249)), %out: f32 loc("jit(step)/sub"(#loc250))):
      %1048 = arith.subf %in, %in_312 : f32 loc(#loc313)
      linalg.yield %1048 : f32 loc(#loc313)
    } -> tensor<32xf32> loc(#loc313)
    %1044 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%941 : tensor<32x32xf32>) outs(%520 : tensor<32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/reduce_sum"(#loc209)), %out: f32 loc("jit(step)/mul"(#loc249))):
      %1048 = arith.mulf %in, %cst_1 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<32x32xf32> loc(#loc312)
    %1045 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg50, %1044 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%520 : tensor<32x32xf32>) {
    ^bb0(%in: f32 loc("params['wpe']"), %in_312: f32 loc("jit(step)/mul"(#loc249)), %out: f32 loc("jit(step)/sub"(#loc250))):
      %1048 = arith.subf %in, %in_312 : f32 loc(#loc313)
      linalg.yield %1048 : f32 loc(#loc313)
    } -> tensor<32x32xf32> loc(#loc313)
    %1046 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%943 : tensor<64x32xf32>) outs(%426 : tensor<64x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/add_any"(#loc208)), %out: f32 loc("jit(step)/mul"(#loc249))):
      %1048 = arith.mulf %in, %cst_1 : f32 loc(#loc312)
      linalg.yield %1048 : f32 loc(#loc312)
    } -> tensor<64x32xf32> loc(#loc312)
    %1047 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg51, %1046 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%426 : tensor<64x32xf32>) {
    ^bb0(%in: f32 loc("params['wte']"), %in_312: f32 loc("jit(step)/mul"(#loc249)), %out: f32 loc("jit(step)/sub"(#loc250))):
      %1048 = arith.subf %in, %in_312 : f32 loc(#loc313)
      linalg.yield %1048 : f32 loc(#loc313)
    } -> tensor<64x32xf32> loc(#loc313)
    return %408, %945, %947, %949, %951, %953, %955, %957, %959, %961, %963, %965, %967, %969, %971, %973, %975, %977, %979, %981, %983, %985, %987, %989, %991, %993, %995, %997, %999, %1001, %1003, %1005, %1007, %1009, %1011, %1013, %1015, %1017, %1019, %1021, %1023, %1025, %1027, %1029, %1031, %1033, %1035, %1037, %1039, %1041, %1043, %1045, %1047 : tensor<f32>, tensor<32x128xf32>, tensor<128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<64x32xf32> loc(#loc206)
  } loc(#loc)
} loc(#loc)
#loc206 = loc("jit(step)"(#loc201))
#loc217 = loc("jit(step)/transpose(jvp())/broadcast_in_dim"(#loc208))
#loc245 = loc("jit(step)/transpose(jvp())/reshape"(#loc209))
#loc247 = loc("jit(step)/transpose(jvp())/add"(#loc208))
#loc289 = loc("jit(step)/transpose(jvp())/reshape"(#loc233))
#loc292 = loc("jit(step)/transpose(jvp())/reshape"(#loc232))
#loc317 = loc(callsite(#loc64 at #loc251))
#loc412 = loc(callsite(#loc121 at #loc251))
#loc421 = loc("jit(step)/transpose(jvp(h.3))/reshape"(#loc262))
#loc427 = loc("jit(step)/transpose(jvp(h.3))/reshape"(#loc258))
#loc434 = loc("jit(step)/transpose(jvp(h.2))/reshape"(#loc262))
#loc440 = loc("jit(step)/transpose(jvp(h.2))/reshape"(#loc258))
#loc444 = loc("jit(step)/transpose(jvp(h.1))/reshape"(#loc262))
#loc450 = loc("jit(step)/transpose(jvp(h.1))/reshape"(#loc258))
#loc454 = loc("jit(step)/transpose(jvp(h.0))/reshape"(#loc262))
#loc460 = loc("jit(step)/transpose(jvp(h.0))/reshape"(#loc258))
#loc463 = loc("jit(step)/transpose(jvp(jit(take_along_axis)))/scatter-add"(#loc314))
#loc464 = loc("jit(step)/jvp(jit(take_along_axis))/select_n"(#loc315))
#loc465 = loc("jit(step)/jvp(jit(take_along_axis))/le"(#loc316))
#loc466 = loc("jit(step)/transpose(jvp(jit(take_along_axis)))/broadcast_in_dim"(#loc317))
#loc485 = loc("jit(step)/jvp(h.0)/split"(#loc329))
#loc544 = loc("jit(step)/jvp(h.1)/split"(#loc329))
#loc594 = loc("jit(step)/jvp(h.2)/split"(#loc329))
#loc644 = loc("jit(step)/jvp(h.3)/split"(#loc329))
#loc676 = loc("jit(step)/jvp(jit(log_softmax))/reduce_max"(#loc397))
#loc677 = loc("jit(step)/jvp(jit(log_softmax))/sub"(#loc398))
#loc678 = loc("jit(step)/jvp(jit(log_softmax))/exp"(#loc400))
#loc679 = loc("jit(step)/jvp(jit(log_softmax))/reduce_sum"(#loc401))
#loc680 = loc("jit(step)/jvp(jit(log_softmax))/broadcast_in_dim"(#loc402))
#loc681 = loc("jit(step)/jvp(jit(log_softmax))/log"(#loc403))
#loc682 = loc("jit(step)/jvp(jit(take_along_axis))/lt"(#loc404))
#loc683 = loc("jit(step)/jvp(jit(take_along_axis))/add"(#loc405))
#loc684 = loc("jit(step)/jvp(jit(take_along_axis))/reshape"(#loc406))
#loc685 = loc("jit(step)/jvp(jit(take_along_axis))/ge"(#loc407))
#loc686 = loc("jit(step)/jvp(jit(take_along_axis))/and"(#loc408))
#loc687 = loc("jit(step)/jvp(jit(take_along_axis))/reduce_and"(#loc409))
#loc688 = loc("jit(step)/jvp(jit(take_along_axis))/gather"(#loc410))
#loc689 = loc("jit(step)/transpose(jvp(jit(take_along_axis)))"(#loc411))
#loc690 = loc("jit(step)/transpose(jvp(jit(take_along_axis)))/add"(#loc412))
#loc691 = loc("jit(step)/transpose(jvp(jit(log_softmax)))/neg"(#loc413))
#loc692 = loc("jit(step)/transpose(jvp(jit(log_softmax)))/reduce_sum"(#loc414))
#loc693 = loc("jit(step)/transpose(jvp(jit(log_softmax)))/reshape"(#loc415))
#loc694 = loc("jit(step)/transpose(jvp(jit(log_softmax)))/div"(#loc416))
#loc695 = loc("jit(step)/transpose(jvp(jit(log_softmax)))/broadcast_in_dim"(#loc417))
#loc696 = loc("jit(step)/transpose(jvp(jit(log_softmax)))/mul"(#loc418))
#loc697 = loc("jit(step)/transpose(jvp(jit(log_softmax)))/add_any"(#loc419))
#loc699 = loc("jit(step)/transpose(jvp(h.3))/reshape"(#loc353))
#loc702 = loc("jit(step)/transpose(jvp(h.3))/reshape"(#loc352))
#loc724 = loc("jit(step)/transpose(jvp(h.3))/reshape"(#loc343))
#loc734 = loc("jit(step)/transpose(jvp(h.3))/reshape"(#loc339))
#loc745 = loc("jit(step)/transpose(jvp(h.3))/reshape"(#loc328))
#loc749 = loc("jit(step)/transpose(jvp(h.3))/reshape"(#loc326))
#loc752 = loc("jit(step)/transpose(jvp(h.3))/reshape"(#loc325))
#loc774 = loc("jit(step)/transpose(jvp(h.2))/reshape"(#loc353))
#loc777 = loc("jit(step)/transpose(jvp(h.2))/reshape"(#loc352))
#loc799 = loc("jit(step)/transpose(jvp(h.2))/reshape"(#loc343))
#loc809 = loc("jit(step)/transpose(jvp(h.2))/reshape"(#loc339))
#loc820 = loc("jit(step)/transpose(jvp(h.2))/reshape"(#loc328))
#loc824 = loc("jit(step)/transpose(jvp(h.2))/reshape"(#loc326))
#loc827 = loc("jit(step)/transpose(jvp(h.2))/reshape"(#loc325))
#loc849 = loc("jit(step)/transpose(jvp(h.1))/reshape"(#loc353))
#loc852 = loc("jit(step)/transpose(jvp(h.1))/reshape"(#loc352))
#loc874 = loc("jit(step)/transpose(jvp(h.1))/reshape"(#loc343))
#loc884 = loc("jit(step)/transpose(jvp(h.1))/reshape"(#loc339))
#loc895 = loc("jit(step)/transpose(jvp(h.1))/reshape"(#loc328))
#loc899 = loc("jit(step)/transpose(jvp(h.1))/reshape"(#loc326))
#loc902 = loc("jit(step)/transpose(jvp(h.1))/reshape"(#loc325))
#loc924 = loc("jit(step)/transpose(jvp(h.0))/reshape"(#loc353))
#loc927 = loc("jit(step)/transpose(jvp(h.0))/reshape"(#loc352))
#loc949 = loc("jit(step)/transpose(jvp(h.0))/reshape"(#loc343))
#loc959 = loc("jit(step)/transpose(jvp(h.0))/reshape"(#loc339))
#loc970 = loc("jit(step)/transpose(jvp(h.0))/reshape"(#loc328))
#loc974 = loc("jit(step)/transpose(jvp(h.0))/reshape"(#loc326))
#loc977 = loc("jit(step)/transpose(jvp(h.0))/reshape"(#loc325))
#loc1040 = loc("jit(step)/transpose(jvp(h.3))/reshape"(#loc490))
#loc1042 = loc("jit(step)/transpose(jvp(h.3))/reshape"(#loc488))
#loc1044 = loc("jit(step)/transpose(jvp(h.3))/reshape"(#loc486))
#loc1047 = loc("jit(step)/transpose(jvp(h.2))/reshape"(#loc490))
#loc1049 = loc("jit(step)/transpose(jvp(h.2))/reshape"(#loc488))
#loc1051 = loc("jit(step)/transpose(jvp(h.2))/reshape"(#loc486))
#loc1054 = loc("jit(step)/transpose(jvp(h.1))/reshape"(#loc490))
#loc1056 = loc("jit(step)/transpose(jvp(h.1))/reshape"(#loc488))
#loc1058 = loc("jit(step)/transpose(jvp(h.1))/reshape"(#loc486))
#loc1061 = loc("jit(step)/transpose(jvp(h.0))/reshape"(#loc490))
#loc1063 = loc("jit(step)/transpose(jvp(h.0))/reshape"(#loc488))
#loc1065 = loc("jit(step)/transpose(jvp(h.0))/reshape"(#loc486))
#loc1066 = loc("jit(step)/jvp(h.0)/jit(tril)/iota"(#loc1004))
#loc1067 = loc("jit(step)/jvp(h.0)/jit(tril)/ge"(#loc1005))
#loc1068 = loc("jit(step)/jvp(h.0)/jit(_where)/broadcast_in_dim"(#loc1006))
#loc1069 = loc("jit(step)/jvp(h.0)/jit(_where)/select_n"(#loc1008))
#loc1070 = loc("jit(step)/jvp(h.1)/jit(_where)/select_n"(#loc1017))
#loc1071 = loc("jit(step)/jvp(h.2)/jit(_where)/select_n"(#loc1026))
#loc1072 = loc("jit(step)/jvp(h.3)/jit(_where)/select_n"(#loc1035))
#loc1073 = loc("jit(step)/transpose(jvp(h.3))/jit(_where)/select_n"(#loc1038))
#loc1074 = loc("jit(step)/transpose(jvp(h.2))/jit(_where)/select_n"(#loc1045))
#loc1075 = loc("jit(step)/transpose(jvp(h.1))/jit(_where)/select_n"(#loc1052))
#loc1076 = loc("jit(step)/transpose(jvp(h.0))/jit(_where)/select_n"(#loc1059))

