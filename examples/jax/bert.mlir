#loc = loc(unknown)
#loc1 = loc("params['cls']")
#loc2 = loc("params['cls_b']")
#loc3 = loc("params['emb_ln_b']")
#loc4 = loc("params['emb_ln_g']")
#loc5 = loc("params['layers'][0]['fc']")
#loc6 = loc("params['layers'][0]['fc_b']")
#loc7 = loc("params['layers'][0]['ln1_b']")
#loc8 = loc("params['layers'][0]['ln1_g']")
#loc9 = loc("params['layers'][0]['ln2_b']")
#loc10 = loc("params['layers'][0]['ln2_g']")
#loc11 = loc("params['layers'][0]['out']")
#loc12 = loc("params['layers'][0]['out_b']")
#loc13 = loc("params['layers'][0]['proj']")
#loc14 = loc("params['layers'][0]['proj_b']")
#loc15 = loc("params['layers'][0]['qkv']")
#loc16 = loc("params['layers'][0]['qkv_b']")
#loc17 = loc("params['layers'][1]['fc']")
#loc18 = loc("params['layers'][1]['fc_b']")
#loc19 = loc("params['layers'][1]['ln1_b']")
#loc20 = loc("params['layers'][1]['ln1_g']")
#loc21 = loc("params['layers'][1]['ln2_b']")
#loc22 = loc("params['layers'][1]['ln2_g']")
#loc23 = loc("params['layers'][1]['out']")
#loc24 = loc("params['layers'][1]['out_b']")
#loc25 = loc("params['layers'][1]['proj']")
#loc26 = loc("params['layers'][1]['proj_b']")
#loc27 = loc("params['layers'][1]['qkv']")
#loc28 = loc("params['layers'][1]['qkv_b']")
#loc29 = loc("params['layers'][2]['fc']")
#loc30 = loc("params['layers'][2]['fc_b']")
#loc31 = loc("params['layers'][2]['ln1_b']")
#loc32 = loc("params['layers'][2]['ln1_g']")
#loc33 = loc("params['layers'][2]['ln2_b']")
#loc34 = loc("params['layers'][2]['ln2_g']")
#loc35 = loc("params['layers'][2]['out']")
#loc36 = loc("params['layers'][2]['out_b']")
#loc37 = loc("params['layers'][2]['proj']")
#loc38 = loc("params['layers'][2]['proj_b']")
#loc39 = loc("params['layers'][2]['qkv']")
#loc40 = loc("params['layers'][2]['qkv_b']")
#loc41 = loc("params['layers'][3]['fc']")
#loc42 = loc("params['layers'][3]['fc_b']")
#loc43 = loc("params['layers'][3]['ln1_b']")
#loc44 = loc("params['layers'][3]['ln1_g']")
#loc45 = loc("params['layers'][3]['ln2_b']")
#loc46 = loc("params['layers'][3]['ln2_g']")
#loc47 = loc("params['layers'][3]['out']")
#loc48 = loc("params['layers'][3]['out_b']")
#loc49 = loc("params['layers'][3]['proj']")
#loc50 = loc("params['layers'][3]['proj_b']")
#loc51 = loc("params['layers'][3]['qkv']")
#loc52 = loc("params['layers'][3]['qkv_b']")
#loc53 = loc("params['pos']")
#loc54 = loc("params['tok']")
#loc55 = loc("tokens")
#loc56 = loc("labels")
#loc57 = loc("scatter-add")
#loc58 = loc("examples/jax/models.py":241:12 to :51)
#loc59 = loc("examples/jax/models.py":250:15 to :63)
#loc60 = loc("examples/jax/generate.py":36:11 to :43)
#loc61 = loc("examples/jax/generate.py":47:15 to :30)
#loc62 = loc("examples/jax/generate.py":63:4 to :10)
#loc63 = loc("examples/jax/models.py":67:13 to :64)
#loc64 = loc("examples/jax/models.py":247:15 to :74)
#loc65 = loc("le")
#loc66 = loc("add")
#loc67 = loc("lt")
#loc68 = loc("select_n")
#loc69 = loc("jit(_where)")
#loc70 = loc("broadcast_in_dim")
#loc71 = loc("ge")
#loc72 = loc("and")
#loc73 = loc("reduce_and")
#loc74 = loc("gather")
#loc75 = loc("examples/jax/models.py":241:12 to :67)
#loc76 = loc("examples/jax/models.py":72:9 to :44)
#loc77 = loc("examples/jax/models.py":242:12 to :66)
#loc78 = loc("examples/jax/models.py":73:20 to :26)
#loc79 = loc("examples/jax/models.py":73:19 to :32)
#loc80 = loc("examples/jax/models.py":73:10 to :57)
#loc81 = loc("examples/jax/models.py":74:32 to :41)
#loc82 = loc("examples/jax/models.py":74:22 to :42)
#loc83 = loc("examples/jax/models.py":74:11 to :42)
#loc84 = loc("examples/jax/models.py":74:11 to :46)
#loc85 = loc("examples/jax/models.py":74:11 to :50)
#loc86 = loc("examples/jax/models.py":160:10 to :22)
#loc87 = loc("examples/jax/models.py":236:28 to :58)
#loc88 = loc("examples/jax/models.py":245:20 to :59)
#loc89 = loc("examples/jax/models.py":160:10 to :35)
#loc90 = loc("examples/jax/models.py":161:14 to :40)
#loc91 = loc("examples/jax/models.py":164:15 to :52)
#loc92 = loc("examples/jax/models.py":166:14 to :22)
#loc93 = loc("examples/jax/models.py":164:15 to :69)
#loc94 = loc("examples/jax/models.py":166:24 to :32)
#loc95 = loc("examples/jax/models.py":166:34 to :42)
#loc96 = loc("examples/jax/models.py":167:13 to :31)
#loc97 = loc("examples/jax/models.py":167:9 to :31)
#loc98 = loc("examples/jax/models.py":167:35 to :54)
#loc99 = loc("examples/jax/models.py":167:8 to :54)
#loc100 = loc("examples/jax/models.py":171:8 to :34)
#loc101 = loc("examples/jax/models.py":171:8 to :38)
#loc102 = loc("examples/jax/models.py":172:8 to :26)
#loc103 = loc("examples/jax/models.py":173:11 to :24)
#loc104 = loc("examples/jax/models.py":173:11 to :38)
#loc105 = loc("examples/jax/models.py":236:24 to :58)
#loc106 = loc("examples/jax/models.py":236:12 to :83)
#loc107 = loc("examples/jax/models.py":237:24 to :35)
#loc108 = loc("examples/jax/models.py":237:24 to :47)
#loc109 = loc("examples/jax/models.py":237:12 to :48)
#loc110 = loc("examples/jax/models.py":237:12 to :59)
#loc111 = loc("examples/jax/models.py":237:12 to :72)
#loc112 = loc("examples/jax/models.py":238:27 to :32)
#loc113 = loc("examples/jax/models.py":238:15 to :57)
#loc114 = loc("examples/jax/models.py":246:26 to :45)
#loc115 = loc("examples/jax/models.py":246:17 to :46)
#loc116 = loc("examples/jax/models.py":247:25 to :47)
#loc117 = loc("examples/jax/models.py":247:25 to :65)
#loc118 = loc("reduce_max")
#loc119 = loc("examples/jax/models.py":66:9 to :44)
#loc120 = loc("sub")
#loc121 = loc("max")
#loc122 = loc("exp")
#loc123 = loc("reduce_sum")
#loc124 = loc("log")
#loc125 = loc("examples/jax/models.py":67:37 to :54)
#loc126 = loc("reshape")
#loc127 = loc("examples/jax/models.py":68:12 to :28)
#loc128 = loc("examples/jax/models.py":68:11 to :28)
#loc129 = loc("neg")
#loc130 = loc("div")
#loc131 = loc("mul")
#loc132 = loc("add_any")
#loc133 = loc("examples/jax/models.py":74:12 to :18)
#loc134 = loc("examples/jax/models.py":172:8 to :43)
#loc135 = loc("examples/jax/models.py":60:41 to :47)
#loc136 = loc("examples/jax/models.py":60:11 to :63)
#loc137 = loc("examples/jax/models.py":251:18 to :33)
#loc138 = loc("examples/jax/models.py":60:37 to :47)
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map5 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map6 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map7 = affine_map<(d0, d1, d2) -> (d2)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>
#map10 = affine_map<() -> ()>
#map11 = affine_map<(d0, d1, d2, d3) -> ()>
#map12 = affine_map<(d0, d1, d2) -> (d0, d2, d1)>
#map13 = affine_map<(d0, d1) -> (d1)>
#map14 = affine_map<(d0, d1) -> (d0)>
#map15 = affine_map<(d0, d1) -> (d0, 0)>
#map16 = affine_map<(d0, d1) -> ()>
#map17 = affine_map<(d0, d1) -> (d1, d0)>
#map18 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map19 = affine_map<(d0, d1, d2) -> (d1, d2, d0)>
#map20 = affine_map<(d0, d1, d2) -> (d0)>
#map21 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map22 = affine_map<(d0, d1, d2) -> (d2, d0, d1)>
#map23 = affine_map<(d0) -> (d0)>
#loc139 = loc("make_bert.<locals>.loss"(#loc58))
#loc140 = loc("make_bert.<locals>.step"(#loc59))
#loc141 = loc("stablehlo"(#loc60))
#loc142 = loc("main"(#loc61))
#loc143 = loc("<module>"(#loc62))
#loc144 = loc("_xent_int"(#loc63))
#loc145 = loc("make_bert.<locals>.loss"(#loc64))
#loc146 = loc("make_bert.<locals>.loss"(#loc75))
#loc147 = loc("_layer_norm"(#loc76))
#loc148 = loc("make_bert.<locals>.loss"(#loc77))
#loc149 = loc("_layer_norm"(#loc78))
#loc150 = loc("_layer_norm"(#loc79))
#loc151 = loc("_layer_norm"(#loc80))
#loc152 = loc("_layer_norm"(#loc81))
#loc153 = loc("_layer_norm"(#loc82))
#loc154 = loc("_layer_norm"(#loc83))
#loc155 = loc("_layer_norm"(#loc84))
#loc156 = loc("_layer_norm"(#loc85))
#loc157 = loc("_attention"(#loc86))
#loc158 = loc("make_bert.<locals>.post_ln_block"(#loc87))
#loc159 = loc("make_bert.<locals>.loss"(#loc88))
#loc160 = loc("_attention"(#loc89))
#loc161 = loc("_attention"(#loc90))
#loc162 = loc("_attention.<locals>.split"(#loc91))
#loc163 = loc("_attention"(#loc92))
#loc164 = loc("_attention.<locals>.split"(#loc93))
#loc165 = loc("_attention"(#loc94))
#loc166 = loc("_attention"(#loc95))
#loc167 = loc("_attention"(#loc96))
#loc168 = loc("_attention"(#loc97))
#loc169 = loc("_attention"(#loc98))
#loc170 = loc("_attention"(#loc99))
#loc171 = loc("_attention"(#loc100))
#loc172 = loc("_attention"(#loc101))
#loc173 = loc("_attention"(#loc102))
#loc174 = loc("_attention"(#loc103))
#loc175 = loc("_attention"(#loc104))
#loc176 = loc("make_bert.<locals>.post_ln_block"(#loc105))
#loc177 = loc("make_bert.<locals>.post_ln_block"(#loc106))
#loc178 = loc("make_bert.<locals>.post_ln_block"(#loc107))
#loc179 = loc("make_bert.<locals>.post_ln_block"(#loc108))
#loc180 = loc("make_bert.<locals>.post_ln_block"(#loc109))
#loc181 = loc("make_bert.<locals>.post_ln_block"(#loc110))
#loc182 = loc("make_bert.<locals>.post_ln_block"(#loc111))
#loc183 = loc("make_bert.<locals>.post_ln_block"(#loc112))
#loc184 = loc("make_bert.<locals>.post_ln_block"(#loc113))
#loc185 = loc("make_bert.<locals>.loss"(#loc114))
#loc186 = loc("make_bert.<locals>.loss"(#loc115))
#loc187 = loc("make_bert.<locals>.loss"(#loc116))
#loc188 = loc("make_bert.<locals>.loss"(#loc117))
#loc189 = loc("_xent_int"(#loc119))
#loc190 = loc("_xent_int"(#loc125))
#loc191 = loc("_xent_int"(#loc127))
#loc192 = loc("_xent_int"(#loc128))
#loc193 = loc("_layer_norm"(#loc133))
#loc194 = loc("_attention"(#loc134))
#loc195 = loc("_sgd.<locals>.<lambda>"(#loc135))
#loc196 = loc("_sgd"(#loc136))
#loc197 = loc("make_bert.<locals>.step"(#loc137))
#loc198 = loc("_sgd.<locals>.<lambda>"(#loc138))
#loc199 = loc(callsite(#loc142 at #loc143))
#loc200 = loc(callsite(#loc159 at #loc140))
#loc201 = loc(callsite(#loc141 at #loc199))
#loc202 = loc(callsite(#loc158 at #loc200))
#loc203 = loc(callsite(#loc140 at #loc201))
#loc204 = loc(callsite(#loc171 at #loc202))
#loc205 = loc(callsite(#loc197 at #loc201))
#loc207 = loc(callsite(#loc139 at #loc203))
#loc208 = loc(callsite(#loc145 at #loc203))
#loc209 = loc(callsite(#loc146 at #loc203))
#loc210 = loc(callsite(#loc148 at #loc203))
#loc211 = loc(callsite(#loc159 at #loc203))
#loc212 = loc(callsite(#loc185 at #loc203))
#loc213 = loc(callsite(#loc186 at #loc203))
#loc214 = loc(callsite(#loc187 at #loc203))
#loc215 = loc(callsite(#loc188 at #loc203))
#loc216 = loc(callsite(#loc196 at #loc205))
#loc217 = loc("jit(step)/transpose(jvp(jit(_take)))"(#loc207))
#loc218 = loc(callsite(#loc144 at #loc208))
#loc219 = loc("jit(step)/jvp(jit(_take))"(#loc207))
#loc220 = loc("jit(step)/jvp()/add"(#loc209))
#loc221 = loc(callsite(#loc147 at #loc210))
#loc222 = loc(callsite(#loc149 at #loc210))
#loc223 = loc(callsite(#loc150 at #loc210))
#loc224 = loc(callsite(#loc151 at #loc210))
#loc225 = loc(callsite(#loc152 at #loc210))
#loc226 = loc(callsite(#loc153 at #loc210))
#loc227 = loc(callsite(#loc154 at #loc210))
#loc228 = loc(callsite(#loc155 at #loc210))
#loc229 = loc(callsite(#loc156 at #loc210))
#loc230 = loc(callsite(#loc158 at #loc211))
#loc231 = loc(callsite(#loc176 at #loc211))
#loc232 = loc(callsite(#loc177 at #loc211))
#loc233 = loc(callsite(#loc178 at #loc211))
#loc234 = loc(callsite(#loc179 at #loc211))
#loc235 = loc(callsite(#loc180 at #loc211))
#loc236 = loc(callsite(#loc181 at #loc211))
#loc237 = loc(callsite(#loc182 at #loc211))
#loc238 = loc(callsite(#loc183 at #loc211))
#loc239 = loc(callsite(#loc184 at #loc211))
#loc240 = loc("jit(step)/jvp()/reduce_sum"(#loc212))
#loc241 = loc("jit(step)/jvp()/div"(#loc212))
#loc242 = loc("jit(step)/jvp()/tanh"(#loc213))
#loc243 = loc("jit(step)/jvp()/sub"(#loc213))
#loc244 = loc("jit(step)/jvp()/dot_general"(#loc214))
#loc245 = loc("jit(step)/jvp()/add"(#loc215))
#loc246 = loc(callsite(#loc189 at #loc208))
#loc247 = loc(callsite(#loc190 at #loc208))
#loc248 = loc(callsite(#loc191 at #loc208))
#loc249 = loc(callsite(#loc192 at #loc208))
#loc250 = loc("jit(step)/transpose(jvp())/reduce_sum"(#loc215))
#loc252 = loc("jit(step)/transpose(jvp())/dot_general"(#loc214))
#loc253 = loc("jit(step)/transpose(jvp())/transpose"(#loc214))
#loc254 = loc("jit(step)/transpose(jvp())/mul"(#loc213))
#loc255 = loc("jit(step)/transpose(jvp())/add_any"(#loc213))
#loc256 = loc("jit(step)/transpose(jvp())/div"(#loc212))
#loc257 = loc("jit(step)/transpose(jvp())/broadcast_in_dim"(#loc212))
#loc258 = loc(callsite(#loc193 at #loc210))
#loc259 = loc("jit(step)/transpose(jvp())/reduce_sum"(#loc209))
#loc261 = loc(callsite(#loc195 at #loc216))
#loc262 = loc(callsite(#loc198 at #loc216))
#loc263 = loc(callsite(#loc57 at #loc217))
#loc264 = loc("jit(step)/transpose(jvp(jit(take_along_axis)))"(#loc218))
#loc265 = loc("jit(step)/jvp(jit(take_along_axis))"(#loc218))
#loc266 = loc(callsite(#loc65 at #loc219))
#loc267 = loc(callsite(#loc66 at #loc219))
#loc268 = loc(callsite(#loc67 at #loc219))
#loc269 = loc(callsite(#loc69 at #loc219))
#loc270 = loc(callsite(#loc70 at #loc219))
#loc271 = loc(callsite(#loc71 at #loc219))
#loc272 = loc(callsite(#loc72 at #loc219))
#loc273 = loc(callsite(#loc73 at #loc219))
#loc274 = loc(callsite(#loc74 at #loc219))
#loc275 = loc(callsite(#loc68 at #loc219))
#loc276 = loc("jit(step)/jvp()/reduce_sum"(#loc221))
#loc277 = loc("jit(step)/jvp()/broadcast_in_dim"(#loc221))
#loc278 = loc("jit(step)/jvp()/div"(#loc221))
#loc279 = loc("jit(step)/jvp()/sub"(#loc222))
#loc280 = loc("jit(step)/jvp()/integer_pow"(#loc223))
#loc281 = loc("jit(step)/jvp()/mul"(#loc223))
#loc282 = loc("jit(step)/jvp()/reduce_sum"(#loc224))
#loc283 = loc("jit(step)/jvp()/broadcast_in_dim"(#loc224))
#loc284 = loc("jit(step)/jvp()/div"(#loc224))
#loc285 = loc("jit(step)/jvp()/add"(#loc225))
#loc286 = loc("jit(step)/jvp()/rsqrt"(#loc226))
#loc287 = loc("jit(step)/jvp()/div"(#loc226))
#loc288 = loc("jit(step)/jvp()/mul"(#loc226))
#loc289 = loc("jit(step)/jvp()/mul"(#loc227))
#loc290 = loc("jit(step)/jvp()/mul"(#loc228))
#loc291 = loc("jit(step)/jvp()/add"(#loc229))
#loc292 = loc(callsite(#loc157 at #loc230))
#loc293 = loc(callsite(#loc160 at #loc230))
#loc294 = loc(callsite(#loc161 at #loc230))
#loc295 = loc(callsite(#loc163 at #loc230))
#loc296 = loc(callsite(#loc165 at #loc230))
#loc297 = loc(callsite(#loc166 at #loc230))
#loc298 = loc(callsite(#loc167 at #loc230))
#loc299 = loc(callsite(#loc168 at #loc230))
#loc300 = loc(callsite(#loc169 at #loc230))
#loc301 = loc(callsite(#loc170 at #loc230))
#loc302 = loc(callsite(#loc171 at #loc230))
#loc303 = loc(callsite(#loc172 at #loc230))
#loc304 = loc(callsite(#loc173 at #loc230))
#loc305 = loc(callsite(#loc174 at #loc230))
#loc306 = loc(callsite(#loc175 at #loc230))
#loc307 = loc("jit(step)/jvp(layers.0)/add"(#loc231))
#loc308 = loc(callsite(#loc147 at #loc232))
#loc309 = loc(callsite(#loc149 at #loc232))
#loc310 = loc(callsite(#loc150 at #loc232))
#loc311 = loc(callsite(#loc151 at #loc232))
#loc312 = loc(callsite(#loc152 at #loc232))
#loc313 = loc(callsite(#loc153 at #loc232))
#loc314 = loc(callsite(#loc154 at #loc232))
#loc315 = loc(callsite(#loc155 at #loc232))
#loc316 = loc(callsite(#loc156 at #loc232))
#loc317 = loc("jit(step)/jvp(layers.0)/dot_general"(#loc233))
#loc318 = loc("jit(step)/jvp(layers.0)/add"(#loc234))
#loc319 = loc("jit(step)/jvp(layers.0)/integer_pow"(#loc235))
#loc320 = loc("jit(step)/jvp(layers.0)/mul"(#loc235))
#loc321 = loc("jit(step)/jvp(layers.0)/add"(#loc235))
#loc322 = loc("jit(step)/jvp(layers.0)/tanh"(#loc235))
#loc323 = loc("jit(step)/jvp(layers.0)/sub"(#loc235))
#loc324 = loc("jit(step)/jvp(layers.0)/dot_general"(#loc236))
#loc325 = loc("jit(step)/jvp(layers.0)/add"(#loc237))
#loc326 = loc("jit(step)/jvp(layers.0)/add"(#loc238))
#loc327 = loc(callsite(#loc147 at #loc239))
#loc328 = loc(callsite(#loc149 at #loc239))
#loc329 = loc(callsite(#loc150 at #loc239))
#loc330 = loc(callsite(#loc151 at #loc239))
#loc331 = loc(callsite(#loc152 at #loc239))
#loc332 = loc(callsite(#loc153 at #loc239))
#loc333 = loc(callsite(#loc154 at #loc239))
#loc334 = loc(callsite(#loc155 at #loc239))
#loc335 = loc(callsite(#loc156 at #loc239))
#loc336 = loc("jit(step)/jvp(layers.1)/add"(#loc231))
#loc337 = loc("jit(step)/jvp(layers.1)/dot_general"(#loc233))
#loc338 = loc("jit(step)/jvp(layers.1)/add"(#loc234))
#loc339 = loc("jit(step)/jvp(layers.1)/integer_pow"(#loc235))
#loc340 = loc("jit(step)/jvp(layers.1)/mul"(#loc235))
#loc341 = loc("jit(step)/jvp(layers.1)/add"(#loc235))
#loc342 = loc("jit(step)/jvp(layers.1)/tanh"(#loc235))
#loc343 = loc("jit(step)/jvp(layers.1)/sub"(#loc235))
#loc344 = loc("jit(step)/jvp(layers.1)/dot_general"(#loc236))
#loc345 = loc("jit(step)/jvp(layers.1)/add"(#loc237))
#loc346 = loc("jit(step)/jvp(layers.1)/add"(#loc238))
#loc347 = loc("jit(step)/jvp(layers.2)/add"(#loc231))
#loc348 = loc("jit(step)/jvp(layers.2)/dot_general"(#loc233))
#loc349 = loc("jit(step)/jvp(layers.2)/add"(#loc234))
#loc350 = loc("jit(step)/jvp(layers.2)/integer_pow"(#loc235))
#loc351 = loc("jit(step)/jvp(layers.2)/mul"(#loc235))
#loc352 = loc("jit(step)/jvp(layers.2)/add"(#loc235))
#loc353 = loc("jit(step)/jvp(layers.2)/tanh"(#loc235))
#loc354 = loc("jit(step)/jvp(layers.2)/sub"(#loc235))
#loc355 = loc("jit(step)/jvp(layers.2)/dot_general"(#loc236))
#loc356 = loc("jit(step)/jvp(layers.2)/add"(#loc237))
#loc357 = loc("jit(step)/jvp(layers.2)/add"(#loc238))
#loc358 = loc("jit(step)/jvp(layers.3)/add"(#loc231))
#loc359 = loc("jit(step)/jvp(layers.3)/dot_general"(#loc233))
#loc360 = loc("jit(step)/jvp(layers.3)/add"(#loc234))
#loc361 = loc("jit(step)/jvp(layers.3)/integer_pow"(#loc235))
#loc362 = loc("jit(step)/jvp(layers.3)/mul"(#loc235))
#loc363 = loc("jit(step)/jvp(layers.3)/add"(#loc235))
#loc364 = loc("jit(step)/jvp(layers.3)/tanh"(#loc235))
#loc365 = loc("jit(step)/jvp(layers.3)/sub"(#loc235))
#loc366 = loc("jit(step)/jvp(layers.3)/dot_general"(#loc236))
#loc367 = loc("jit(step)/jvp(layers.3)/add"(#loc237))
#loc368 = loc("jit(step)/jvp(layers.3)/add"(#loc238))
#loc369 = loc("jit(step)/jvp(jit(log_softmax))"(#loc246))
#loc370 = loc("jit(step)/jvp()/broadcast_in_dim"(#loc247))
#loc371 = loc("jit(step)/jvp()/reduce_sum"(#loc248))
#loc372 = loc("jit(step)/jvp()/div"(#loc248))
#loc373 = loc("jit(step)/jvp()/neg"(#loc249))
#loc374 = loc("jit(step)/transpose(jvp())/neg"(#loc249))
#loc375 = loc("jit(step)/transpose(jvp())/div"(#loc248))
#loc376 = loc("jit(step)/transpose(jvp())/broadcast_in_dim"(#loc248))
#loc377 = loc("jit(step)/transpose(jvp(jit(log_softmax)))"(#loc246))
#loc378 = loc(callsite(#loc193 at #loc239))
#loc379 = loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc237))
#loc381 = loc("jit(step)/transpose(jvp(layers.3))/dot_general"(#loc236))
#loc382 = loc("jit(step)/transpose(jvp(layers.3))/transpose"(#loc236))
#loc383 = loc("jit(step)/transpose(jvp(layers.3))/mul"(#loc235))
#loc384 = loc("jit(step)/transpose(jvp(layers.3))/add_any"(#loc235))
#loc385 = loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc234))
#loc387 = loc("jit(step)/transpose(jvp(layers.3))/dot_general"(#loc233))
#loc388 = loc("jit(step)/transpose(jvp(layers.3))/transpose"(#loc233))
#loc389 = loc("jit(step)/transpose(jvp(layers.3))/add_any"(#loc233))
#loc390 = loc(callsite(#loc193 at #loc232))
#loc391 = loc(callsite(#loc194 at #loc230))
#loc392 = loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc237))
#loc394 = loc("jit(step)/transpose(jvp(layers.2))/dot_general"(#loc236))
#loc395 = loc("jit(step)/transpose(jvp(layers.2))/transpose"(#loc236))
#loc396 = loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc235))
#loc397 = loc("jit(step)/transpose(jvp(layers.2))/add_any"(#loc235))
#loc398 = loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc234))
#loc400 = loc("jit(step)/transpose(jvp(layers.2))/dot_general"(#loc233))
#loc401 = loc("jit(step)/transpose(jvp(layers.2))/transpose"(#loc233))
#loc402 = loc("jit(step)/transpose(jvp(layers.2))/add_any"(#loc233))
#loc403 = loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc237))
#loc405 = loc("jit(step)/transpose(jvp(layers.1))/dot_general"(#loc236))
#loc406 = loc("jit(step)/transpose(jvp(layers.1))/transpose"(#loc236))
#loc407 = loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc235))
#loc408 = loc("jit(step)/transpose(jvp(layers.1))/add_any"(#loc235))
#loc409 = loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc234))
#loc411 = loc("jit(step)/transpose(jvp(layers.1))/dot_general"(#loc233))
#loc412 = loc("jit(step)/transpose(jvp(layers.1))/transpose"(#loc233))
#loc413 = loc("jit(step)/transpose(jvp(layers.1))/add_any"(#loc233))
#loc414 = loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc237))
#loc416 = loc("jit(step)/transpose(jvp(layers.0))/dot_general"(#loc236))
#loc417 = loc("jit(step)/transpose(jvp(layers.0))/transpose"(#loc236))
#loc418 = loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc235))
#loc419 = loc("jit(step)/transpose(jvp(layers.0))/add_any"(#loc235))
#loc420 = loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc234))
#loc422 = loc("jit(step)/transpose(jvp(layers.0))/dot_general"(#loc233))
#loc423 = loc("jit(step)/transpose(jvp(layers.0))/transpose"(#loc233))
#loc424 = loc("jit(step)/transpose(jvp(layers.0))/add_any"(#loc233))
#loc425 = loc("jit(step)/transpose(jvp())/reduce_sum"(#loc229))
#loc427 = loc("jit(step)/transpose(jvp())/mul"(#loc228))
#loc428 = loc("jit(step)/transpose(jvp())/reduce_sum"(#loc228))
#loc430 = loc("jit(step)/transpose(jvp())/mul"(#loc227))
#loc431 = loc("jit(step)/transpose(jvp())/reduce_sum"(#loc227))
#loc432 = loc("jit(step)/transpose(jvp())/reshape"(#loc227))
#loc433 = loc("jit(step)/transpose(jvp())/mul"(#loc226))
#loc434 = loc("jit(step)/transpose(jvp())/neg"(#loc258))
#loc435 = loc("jit(step)/transpose(jvp())/reduce_sum"(#loc258))
#loc436 = loc("jit(step)/transpose(jvp())/reshape"(#loc258))
#loc437 = loc("jit(step)/transpose(jvp())/div"(#loc224))
#loc438 = loc("jit(step)/transpose(jvp())/reduce_sum"(#loc224))
#loc439 = loc("jit(step)/transpose(jvp())/broadcast_in_dim"(#loc224))
#loc440 = loc("jit(step)/transpose(jvp())/mul"(#loc223))
#loc441 = loc("jit(step)/transpose(jvp())/neg"(#loc222))
#loc442 = loc("jit(step)/transpose(jvp())/reduce_sum"(#loc222))
#loc443 = loc("jit(step)/transpose(jvp())/reshape"(#loc222))
#loc444 = loc("jit(step)/transpose(jvp())/add_any"(#loc222))
#loc445 = loc("jit(step)/transpose(jvp())/div"(#loc221))
#loc446 = loc("jit(step)/transpose(jvp())/reduce_sum"(#loc221))
#loc447 = loc("jit(step)/transpose(jvp())/broadcast_in_dim"(#loc221))
#loc448 = loc("jit(step)/transpose(jvp())/add_any"(#loc221))
#loc450 = loc("jit(step)/mul"(#loc261))
#loc451 = loc("jit(step)/sub"(#loc262))
#loc453 = loc(callsite(#loc57 at #loc264))
#loc454 = loc(callsite(#loc65 at #loc265))
#loc455 = loc(callsite(#loc66 at #loc265))
#loc459 = loc(callsite(#loc68 at #loc269))
#loc466 = loc("jit(step)/jvp(layers.0)/dot_general"(#loc292))
#loc467 = loc("jit(step)/jvp(layers.0)/add"(#loc293))
#loc469 = loc(callsite(#loc162 at #loc295))
#loc470 = loc(callsite(#loc164 at #loc295))
#loc471 = loc(callsite(#loc162 at #loc296))
#loc472 = loc(callsite(#loc164 at #loc296))
#loc473 = loc(callsite(#loc162 at #loc297))
#loc474 = loc(callsite(#loc164 at #loc297))
#loc475 = loc("jit(step)/jvp(layers.0)/transpose"(#loc298))
#loc476 = loc("jit(step)/jvp(layers.0)/dot_general"(#loc299))
#loc477 = loc("jit(step)/jvp(layers.0)/sqrt"(#loc300))
#loc478 = loc("jit(step)/jvp(layers.0)/div"(#loc301))
#loc479 = loc("jit(step)/jvp(layers.0)/reduce_max"(#loc302))
#loc480 = loc("jit(step)/jvp(layers.0)/sub"(#loc302))
#loc481 = loc("jit(step)/jvp(layers.0)/max"(#loc302))
#loc482 = loc("jit(step)/jvp(layers.0)/exp"(#loc302))
#loc483 = loc("jit(step)/jvp(layers.0)/reduce_sum"(#loc302))
#loc484 = loc("jit(step)/jvp(layers.0)/broadcast_in_dim"(#loc302))
#loc485 = loc("jit(step)/jvp(layers.0)/div"(#loc302))
#loc486 = loc(callsite(#loc204 at #loc302))
#loc487 = loc("jit(step)/jvp(layers.0)/dot_general"(#loc303))
#loc488 = loc("jit(step)/jvp(layers.0)/transpose"(#loc304))
#loc489 = loc("jit(step)/jvp(layers.0)/dot_general"(#loc305))
#loc490 = loc("jit(step)/jvp(layers.0)/add"(#loc306))
#loc491 = loc("jit(step)/jvp(layers.0)/reduce_sum"(#loc308))
#loc492 = loc("jit(step)/jvp(layers.0)/broadcast_in_dim"(#loc308))
#loc493 = loc("jit(step)/jvp(layers.0)/div"(#loc308))
#loc494 = loc("jit(step)/jvp(layers.0)/sub"(#loc309))
#loc495 = loc("jit(step)/jvp(layers.0)/integer_pow"(#loc310))
#loc496 = loc("jit(step)/jvp(layers.0)/mul"(#loc310))
#loc497 = loc("jit(step)/jvp(layers.0)/reduce_sum"(#loc311))
#loc498 = loc("jit(step)/jvp(layers.0)/broadcast_in_dim"(#loc311))
#loc499 = loc("jit(step)/jvp(layers.0)/div"(#loc311))
#loc500 = loc("jit(step)/jvp(layers.0)/add"(#loc312))
#loc501 = loc("jit(step)/jvp(layers.0)/rsqrt"(#loc313))
#loc502 = loc("jit(step)/jvp(layers.0)/div"(#loc313))
#loc503 = loc("jit(step)/jvp(layers.0)/mul"(#loc313))
#loc504 = loc("jit(step)/jvp(layers.0)/mul"(#loc314))
#loc505 = loc("jit(step)/jvp(layers.0)/mul"(#loc315))
#loc506 = loc("jit(step)/jvp(layers.0)/add"(#loc316))
#loc507 = loc("jit(step)/jvp(layers.0)/reduce_sum"(#loc327))
#loc508 = loc("jit(step)/jvp(layers.0)/broadcast_in_dim"(#loc327))
#loc509 = loc("jit(step)/jvp(layers.0)/div"(#loc327))
#loc510 = loc("jit(step)/jvp(layers.0)/sub"(#loc328))
#loc511 = loc("jit(step)/jvp(layers.0)/integer_pow"(#loc329))
#loc512 = loc("jit(step)/jvp(layers.0)/mul"(#loc329))
#loc513 = loc("jit(step)/jvp(layers.0)/reduce_sum"(#loc330))
#loc514 = loc("jit(step)/jvp(layers.0)/broadcast_in_dim"(#loc330))
#loc515 = loc("jit(step)/jvp(layers.0)/div"(#loc330))
#loc516 = loc("jit(step)/jvp(layers.0)/add"(#loc331))
#loc517 = loc("jit(step)/jvp(layers.0)/rsqrt"(#loc332))
#loc518 = loc("jit(step)/jvp(layers.0)/div"(#loc332))
#loc519 = loc("jit(step)/jvp(layers.0)/mul"(#loc332))
#loc520 = loc("jit(step)/jvp(layers.0)/mul"(#loc333))
#loc521 = loc("jit(step)/jvp(layers.0)/mul"(#loc334))
#loc522 = loc("jit(step)/jvp(layers.0)/add"(#loc335))
#loc523 = loc("jit(step)/jvp(layers.1)/dot_general"(#loc292))
#loc524 = loc("jit(step)/jvp(layers.1)/add"(#loc293))
#loc526 = loc("jit(step)/jvp(layers.1)/transpose"(#loc298))
#loc527 = loc("jit(step)/jvp(layers.1)/dot_general"(#loc299))
#loc528 = loc("jit(step)/jvp(layers.1)/div"(#loc301))
#loc529 = loc("jit(step)/jvp(layers.1)/reduce_max"(#loc302))
#loc530 = loc("jit(step)/jvp(layers.1)/sub"(#loc302))
#loc531 = loc("jit(step)/jvp(layers.1)/max"(#loc302))
#loc532 = loc("jit(step)/jvp(layers.1)/exp"(#loc302))
#loc533 = loc("jit(step)/jvp(layers.1)/reduce_sum"(#loc302))
#loc534 = loc("jit(step)/jvp(layers.1)/broadcast_in_dim"(#loc302))
#loc535 = loc("jit(step)/jvp(layers.1)/div"(#loc302))
#loc536 = loc("jit(step)/jvp(layers.1)/dot_general"(#loc303))
#loc537 = loc("jit(step)/jvp(layers.1)/transpose"(#loc304))
#loc538 = loc("jit(step)/jvp(layers.1)/dot_general"(#loc305))
#loc539 = loc("jit(step)/jvp(layers.1)/add"(#loc306))
#loc540 = loc("jit(step)/jvp(layers.1)/reduce_sum"(#loc308))
#loc541 = loc("jit(step)/jvp(layers.1)/broadcast_in_dim"(#loc308))
#loc542 = loc("jit(step)/jvp(layers.1)/div"(#loc308))
#loc543 = loc("jit(step)/jvp(layers.1)/sub"(#loc309))
#loc544 = loc("jit(step)/jvp(layers.1)/integer_pow"(#loc310))
#loc545 = loc("jit(step)/jvp(layers.1)/mul"(#loc310))
#loc546 = loc("jit(step)/jvp(layers.1)/reduce_sum"(#loc311))
#loc547 = loc("jit(step)/jvp(layers.1)/broadcast_in_dim"(#loc311))
#loc548 = loc("jit(step)/jvp(layers.1)/div"(#loc311))
#loc549 = loc("jit(step)/jvp(layers.1)/add"(#loc312))
#loc550 = loc("jit(step)/jvp(layers.1)/rsqrt"(#loc313))
#loc551 = loc("jit(step)/jvp(layers.1)/div"(#loc313))
#loc552 = loc("jit(step)/jvp(layers.1)/mul"(#loc313))
#loc553 = loc("jit(step)/jvp(layers.1)/mul"(#loc314))
#loc554 = loc("jit(step)/jvp(layers.1)/mul"(#loc315))
#loc555 = loc("jit(step)/jvp(layers.1)/add"(#loc316))
#loc556 = loc("jit(step)/jvp(layers.1)/reduce_sum"(#loc327))
#loc557 = loc("jit(step)/jvp(layers.1)/broadcast_in_dim"(#loc327))
#loc558 = loc("jit(step)/jvp(layers.1)/div"(#loc327))
#loc559 = loc("jit(step)/jvp(layers.1)/sub"(#loc328))
#loc560 = loc("jit(step)/jvp(layers.1)/integer_pow"(#loc329))
#loc561 = loc("jit(step)/jvp(layers.1)/mul"(#loc329))
#loc562 = loc("jit(step)/jvp(layers.1)/reduce_sum"(#loc330))
#loc563 = loc("jit(step)/jvp(layers.1)/broadcast_in_dim"(#loc330))
#loc564 = loc("jit(step)/jvp(layers.1)/div"(#loc330))
#loc565 = loc("jit(step)/jvp(layers.1)/add"(#loc331))
#loc566 = loc("jit(step)/jvp(layers.1)/rsqrt"(#loc332))
#loc567 = loc("jit(step)/jvp(layers.1)/div"(#loc332))
#loc568 = loc("jit(step)/jvp(layers.1)/mul"(#loc332))
#loc569 = loc("jit(step)/jvp(layers.1)/mul"(#loc333))
#loc570 = loc("jit(step)/jvp(layers.1)/mul"(#loc334))
#loc571 = loc("jit(step)/jvp(layers.1)/add"(#loc335))
#loc572 = loc("jit(step)/jvp(layers.2)/dot_general"(#loc292))
#loc573 = loc("jit(step)/jvp(layers.2)/add"(#loc293))
#loc575 = loc("jit(step)/jvp(layers.2)/transpose"(#loc298))
#loc576 = loc("jit(step)/jvp(layers.2)/dot_general"(#loc299))
#loc577 = loc("jit(step)/jvp(layers.2)/div"(#loc301))
#loc578 = loc("jit(step)/jvp(layers.2)/reduce_max"(#loc302))
#loc579 = loc("jit(step)/jvp(layers.2)/sub"(#loc302))
#loc580 = loc("jit(step)/jvp(layers.2)/max"(#loc302))
#loc581 = loc("jit(step)/jvp(layers.2)/exp"(#loc302))
#loc582 = loc("jit(step)/jvp(layers.2)/reduce_sum"(#loc302))
#loc583 = loc("jit(step)/jvp(layers.2)/broadcast_in_dim"(#loc302))
#loc584 = loc("jit(step)/jvp(layers.2)/div"(#loc302))
#loc585 = loc("jit(step)/jvp(layers.2)/dot_general"(#loc303))
#loc586 = loc("jit(step)/jvp(layers.2)/transpose"(#loc304))
#loc587 = loc("jit(step)/jvp(layers.2)/dot_general"(#loc305))
#loc588 = loc("jit(step)/jvp(layers.2)/add"(#loc306))
#loc589 = loc("jit(step)/jvp(layers.2)/reduce_sum"(#loc308))
#loc590 = loc("jit(step)/jvp(layers.2)/broadcast_in_dim"(#loc308))
#loc591 = loc("jit(step)/jvp(layers.2)/div"(#loc308))
#loc592 = loc("jit(step)/jvp(layers.2)/sub"(#loc309))
#loc593 = loc("jit(step)/jvp(layers.2)/integer_pow"(#loc310))
#loc594 = loc("jit(step)/jvp(layers.2)/mul"(#loc310))
#loc595 = loc("jit(step)/jvp(layers.2)/reduce_sum"(#loc311))
#loc596 = loc("jit(step)/jvp(layers.2)/broadcast_in_dim"(#loc311))
#loc597 = loc("jit(step)/jvp(layers.2)/div"(#loc311))
#loc598 = loc("jit(step)/jvp(layers.2)/add"(#loc312))
#loc599 = loc("jit(step)/jvp(layers.2)/rsqrt"(#loc313))
#loc600 = loc("jit(step)/jvp(layers.2)/div"(#loc313))
#loc601 = loc("jit(step)/jvp(layers.2)/mul"(#loc313))
#loc602 = loc("jit(step)/jvp(layers.2)/mul"(#loc314))
#loc603 = loc("jit(step)/jvp(layers.2)/mul"(#loc315))
#loc604 = loc("jit(step)/jvp(layers.2)/add"(#loc316))
#loc605 = loc("jit(step)/jvp(layers.2)/reduce_sum"(#loc327))
#loc606 = loc("jit(step)/jvp(layers.2)/broadcast_in_dim"(#loc327))
#loc607 = loc("jit(step)/jvp(layers.2)/div"(#loc327))
#loc608 = loc("jit(step)/jvp(layers.2)/sub"(#loc328))
#loc609 = loc("jit(step)/jvp(layers.2)/integer_pow"(#loc329))
#loc610 = loc("jit(step)/jvp(layers.2)/mul"(#loc329))
#loc611 = loc("jit(step)/jvp(layers.2)/reduce_sum"(#loc330))
#loc612 = loc("jit(step)/jvp(layers.2)/broadcast_in_dim"(#loc330))
#loc613 = loc("jit(step)/jvp(layers.2)/div"(#loc330))
#loc614 = loc("jit(step)/jvp(layers.2)/add"(#loc331))
#loc615 = loc("jit(step)/jvp(layers.2)/rsqrt"(#loc332))
#loc616 = loc("jit(step)/jvp(layers.2)/div"(#loc332))
#loc617 = loc("jit(step)/jvp(layers.2)/mul"(#loc332))
#loc618 = loc("jit(step)/jvp(layers.2)/mul"(#loc333))
#loc619 = loc("jit(step)/jvp(layers.2)/mul"(#loc334))
#loc620 = loc("jit(step)/jvp(layers.2)/add"(#loc335))
#loc621 = loc("jit(step)/jvp(layers.3)/dot_general"(#loc292))
#loc622 = loc("jit(step)/jvp(layers.3)/add"(#loc293))
#loc624 = loc("jit(step)/jvp(layers.3)/transpose"(#loc298))
#loc625 = loc("jit(step)/jvp(layers.3)/dot_general"(#loc299))
#loc626 = loc("jit(step)/jvp(layers.3)/div"(#loc301))
#loc627 = loc("jit(step)/jvp(layers.3)/reduce_max"(#loc302))
#loc628 = loc("jit(step)/jvp(layers.3)/sub"(#loc302))
#loc629 = loc("jit(step)/jvp(layers.3)/max"(#loc302))
#loc630 = loc("jit(step)/jvp(layers.3)/exp"(#loc302))
#loc631 = loc("jit(step)/jvp(layers.3)/reduce_sum"(#loc302))
#loc632 = loc("jit(step)/jvp(layers.3)/broadcast_in_dim"(#loc302))
#loc633 = loc("jit(step)/jvp(layers.3)/div"(#loc302))
#loc634 = loc("jit(step)/jvp(layers.3)/dot_general"(#loc303))
#loc635 = loc("jit(step)/jvp(layers.3)/transpose"(#loc304))
#loc636 = loc("jit(step)/jvp(layers.3)/dot_general"(#loc305))
#loc637 = loc("jit(step)/jvp(layers.3)/add"(#loc306))
#loc638 = loc("jit(step)/jvp(layers.3)/reduce_sum"(#loc308))
#loc639 = loc("jit(step)/jvp(layers.3)/broadcast_in_dim"(#loc308))
#loc640 = loc("jit(step)/jvp(layers.3)/div"(#loc308))
#loc641 = loc("jit(step)/jvp(layers.3)/sub"(#loc309))
#loc642 = loc("jit(step)/jvp(layers.3)/integer_pow"(#loc310))
#loc643 = loc("jit(step)/jvp(layers.3)/mul"(#loc310))
#loc644 = loc("jit(step)/jvp(layers.3)/reduce_sum"(#loc311))
#loc645 = loc("jit(step)/jvp(layers.3)/broadcast_in_dim"(#loc311))
#loc646 = loc("jit(step)/jvp(layers.3)/div"(#loc311))
#loc647 = loc("jit(step)/jvp(layers.3)/add"(#loc312))
#loc648 = loc("jit(step)/jvp(layers.3)/rsqrt"(#loc313))
#loc649 = loc("jit(step)/jvp(layers.3)/div"(#loc313))
#loc650 = loc("jit(step)/jvp(layers.3)/mul"(#loc313))
#loc651 = loc("jit(step)/jvp(layers.3)/mul"(#loc314))
#loc652 = loc("jit(step)/jvp(layers.3)/mul"(#loc315))
#loc653 = loc("jit(step)/jvp(layers.3)/add"(#loc316))
#loc654 = loc("jit(step)/jvp(layers.3)/reduce_sum"(#loc327))
#loc655 = loc("jit(step)/jvp(layers.3)/broadcast_in_dim"(#loc327))
#loc656 = loc("jit(step)/jvp(layers.3)/div"(#loc327))
#loc657 = loc("jit(step)/jvp(layers.3)/sub"(#loc328))
#loc658 = loc("jit(step)/jvp(layers.3)/integer_pow"(#loc329))
#loc659 = loc("jit(step)/jvp(layers.3)/mul"(#loc329))
#loc660 = loc("jit(step)/jvp(layers.3)/reduce_sum"(#loc330))
#loc661 = loc("jit(step)/jvp(layers.3)/broadcast_in_dim"(#loc330))
#loc662 = loc("jit(step)/jvp(layers.3)/div"(#loc330))
#loc663 = loc("jit(step)/jvp(layers.3)/add"(#loc331))
#loc664 = loc("jit(step)/jvp(layers.3)/rsqrt"(#loc332))
#loc665 = loc("jit(step)/jvp(layers.3)/div"(#loc332))
#loc666 = loc("jit(step)/jvp(layers.3)/mul"(#loc332))
#loc667 = loc("jit(step)/jvp(layers.3)/mul"(#loc333))
#loc668 = loc("jit(step)/jvp(layers.3)/mul"(#loc334))
#loc669 = loc("jit(step)/jvp(layers.3)/add"(#loc335))
#loc670 = loc(callsite(#loc118 at #loc369))
#loc671 = loc(callsite(#loc120 at #loc369))
#loc672 = loc(callsite(#loc121 at #loc369))
#loc673 = loc(callsite(#loc122 at #loc369))
#loc674 = loc(callsite(#loc123 at #loc369))
#loc675 = loc(callsite(#loc70 at #loc369))
#loc676 = loc(callsite(#loc124 at #loc369))
#loc677 = loc(callsite(#loc67 at #loc265))
#loc678 = loc(callsite(#loc68 at #loc265))
#loc679 = loc(callsite(#loc126 at #loc265))
#loc680 = loc(callsite(#loc71 at #loc265))
#loc681 = loc(callsite(#loc72 at #loc265))
#loc682 = loc(callsite(#loc73 at #loc265))
#loc683 = loc(callsite(#loc74 at #loc265))
#loc684 = loc(callsite(#loc at #loc264))
#loc686 = loc(callsite(#loc129 at #loc377))
#loc687 = loc(callsite(#loc123 at #loc377))
#loc688 = loc(callsite(#loc126 at #loc377))
#loc689 = loc(callsite(#loc130 at #loc377))
#loc690 = loc(callsite(#loc70 at #loc377))
#loc691 = loc(callsite(#loc131 at #loc377))
#loc692 = loc(callsite(#loc132 at #loc377))
#loc693 = loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc335))
#loc695 = loc("jit(step)/transpose(jvp(layers.3))/mul"(#loc334))
#loc696 = loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc334))
#loc698 = loc("jit(step)/transpose(jvp(layers.3))/mul"(#loc333))
#loc699 = loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc333))
#loc700 = loc("jit(step)/transpose(jvp(layers.3))/reshape"(#loc333))
#loc701 = loc("jit(step)/transpose(jvp(layers.3))/mul"(#loc332))
#loc702 = loc("jit(step)/transpose(jvp(layers.3))/neg"(#loc378))
#loc703 = loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc378))
#loc704 = loc("jit(step)/transpose(jvp(layers.3))/reshape"(#loc378))
#loc705 = loc("jit(step)/transpose(jvp(layers.3))/div"(#loc330))
#loc706 = loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc330))
#loc707 = loc("jit(step)/transpose(jvp(layers.3))/broadcast_in_dim"(#loc330))
#loc708 = loc("jit(step)/transpose(jvp(layers.3))/mul"(#loc329))
#loc709 = loc("jit(step)/transpose(jvp(layers.3))/neg"(#loc328))
#loc710 = loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc328))
#loc711 = loc("jit(step)/transpose(jvp(layers.3))/reshape"(#loc328))
#loc712 = loc("jit(step)/transpose(jvp(layers.3))/add_any"(#loc328))
#loc713 = loc("jit(step)/transpose(jvp(layers.3))/div"(#loc327))
#loc714 = loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc327))
#loc715 = loc("jit(step)/transpose(jvp(layers.3))/broadcast_in_dim"(#loc327))
#loc716 = loc("jit(step)/transpose(jvp(layers.3))/add_any"(#loc327))
#loc717 = loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc316))
#loc719 = loc("jit(step)/transpose(jvp(layers.3))/mul"(#loc315))
#loc720 = loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc315))
#loc722 = loc("jit(step)/transpose(jvp(layers.3))/mul"(#loc314))
#loc723 = loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc314))
#loc724 = loc("jit(step)/transpose(jvp(layers.3))/reshape"(#loc314))
#loc725 = loc("jit(step)/transpose(jvp(layers.3))/mul"(#loc313))
#loc726 = loc("jit(step)/transpose(jvp(layers.3))/neg"(#loc390))
#loc727 = loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc390))
#loc728 = loc("jit(step)/transpose(jvp(layers.3))/reshape"(#loc390))
#loc729 = loc("jit(step)/transpose(jvp(layers.3))/div"(#loc311))
#loc730 = loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc311))
#loc731 = loc("jit(step)/transpose(jvp(layers.3))/broadcast_in_dim"(#loc311))
#loc732 = loc("jit(step)/transpose(jvp(layers.3))/mul"(#loc310))
#loc733 = loc("jit(step)/transpose(jvp(layers.3))/neg"(#loc309))
#loc734 = loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc309))
#loc735 = loc("jit(step)/transpose(jvp(layers.3))/reshape"(#loc309))
#loc736 = loc("jit(step)/transpose(jvp(layers.3))/add_any"(#loc309))
#loc737 = loc("jit(step)/transpose(jvp(layers.3))/div"(#loc308))
#loc738 = loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc308))
#loc739 = loc("jit(step)/transpose(jvp(layers.3))/broadcast_in_dim"(#loc308))
#loc740 = loc("jit(step)/transpose(jvp(layers.3))/add_any"(#loc308))
#loc741 = loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc306))
#loc743 = loc("jit(step)/transpose(jvp(layers.3))/dot_general"(#loc305))
#loc744 = loc("jit(step)/transpose(jvp(layers.3))/transpose"(#loc305))
#loc745 = loc("jit(step)/transpose(jvp(layers.3))/reshape"(#loc391))
#loc746 = loc("jit(step)/transpose(jvp(layers.3))/transpose"(#loc304))
#loc747 = loc("jit(step)/transpose(jvp(layers.3))/dot_general"(#loc303))
#loc748 = loc("jit(step)/transpose(jvp(layers.3))/transpose"(#loc303))
#loc749 = loc("jit(step)/transpose(jvp(layers.3))/mul"(#loc302))
#loc750 = loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc302))
#loc751 = loc("jit(step)/transpose(jvp(layers.3))/neg"(#loc302))
#loc753 = loc("jit(step)/transpose(jvp(layers.3))/div"(#loc302))
#loc754 = loc("jit(step)/transpose(jvp(layers.3))/broadcast_in_dim"(#loc302))
#loc755 = loc("jit(step)/transpose(jvp(layers.3))/add_any"(#loc302))
#loc756 = loc("jit(step)/transpose(jvp(layers.3))/div"(#loc301))
#loc757 = loc("jit(step)/transpose(jvp(layers.3))/dot_general"(#loc299))
#loc758 = loc("jit(step)/transpose(jvp(layers.3))/transpose"(#loc299))
#loc759 = loc("jit(step)/transpose(jvp(layers.3))/transpose"(#loc298))
#loc760 = loc("jit(step)/transpose(jvp(layers.3))/concatenate"(#loc294))
#loc761 = loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc293))
#loc763 = loc("jit(step)/transpose(jvp(layers.3))/dot_general"(#loc292))
#loc764 = loc("jit(step)/transpose(jvp(layers.3))/transpose"(#loc292))
#loc765 = loc("jit(step)/transpose(jvp(layers.3))/add_any"(#loc292))
#loc766 = loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc335))
#loc768 = loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc334))
#loc769 = loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc334))
#loc771 = loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc333))
#loc772 = loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc333))
#loc773 = loc("jit(step)/transpose(jvp(layers.2))/reshape"(#loc333))
#loc774 = loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc332))
#loc775 = loc("jit(step)/transpose(jvp(layers.2))/neg"(#loc378))
#loc776 = loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc378))
#loc777 = loc("jit(step)/transpose(jvp(layers.2))/reshape"(#loc378))
#loc778 = loc("jit(step)/transpose(jvp(layers.2))/div"(#loc330))
#loc779 = loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc330))
#loc780 = loc("jit(step)/transpose(jvp(layers.2))/broadcast_in_dim"(#loc330))
#loc781 = loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc329))
#loc782 = loc("jit(step)/transpose(jvp(layers.2))/neg"(#loc328))
#loc783 = loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc328))
#loc784 = loc("jit(step)/transpose(jvp(layers.2))/reshape"(#loc328))
#loc785 = loc("jit(step)/transpose(jvp(layers.2))/add_any"(#loc328))
#loc786 = loc("jit(step)/transpose(jvp(layers.2))/div"(#loc327))
#loc787 = loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc327))
#loc788 = loc("jit(step)/transpose(jvp(layers.2))/broadcast_in_dim"(#loc327))
#loc789 = loc("jit(step)/transpose(jvp(layers.2))/add_any"(#loc327))
#loc790 = loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc316))
#loc792 = loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc315))
#loc793 = loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc315))
#loc795 = loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc314))
#loc796 = loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc314))
#loc797 = loc("jit(step)/transpose(jvp(layers.2))/reshape"(#loc314))
#loc798 = loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc313))
#loc799 = loc("jit(step)/transpose(jvp(layers.2))/neg"(#loc390))
#loc800 = loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc390))
#loc801 = loc("jit(step)/transpose(jvp(layers.2))/reshape"(#loc390))
#loc802 = loc("jit(step)/transpose(jvp(layers.2))/div"(#loc311))
#loc803 = loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc311))
#loc804 = loc("jit(step)/transpose(jvp(layers.2))/broadcast_in_dim"(#loc311))
#loc805 = loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc310))
#loc806 = loc("jit(step)/transpose(jvp(layers.2))/neg"(#loc309))
#loc807 = loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc309))
#loc808 = loc("jit(step)/transpose(jvp(layers.2))/reshape"(#loc309))
#loc809 = loc("jit(step)/transpose(jvp(layers.2))/add_any"(#loc309))
#loc810 = loc("jit(step)/transpose(jvp(layers.2))/div"(#loc308))
#loc811 = loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc308))
#loc812 = loc("jit(step)/transpose(jvp(layers.2))/broadcast_in_dim"(#loc308))
#loc813 = loc("jit(step)/transpose(jvp(layers.2))/add_any"(#loc308))
#loc814 = loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc306))
#loc816 = loc("jit(step)/transpose(jvp(layers.2))/dot_general"(#loc305))
#loc817 = loc("jit(step)/transpose(jvp(layers.2))/transpose"(#loc305))
#loc818 = loc("jit(step)/transpose(jvp(layers.2))/reshape"(#loc391))
#loc819 = loc("jit(step)/transpose(jvp(layers.2))/transpose"(#loc304))
#loc820 = loc("jit(step)/transpose(jvp(layers.2))/dot_general"(#loc303))
#loc821 = loc("jit(step)/transpose(jvp(layers.2))/transpose"(#loc303))
#loc822 = loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc302))
#loc823 = loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc302))
#loc824 = loc("jit(step)/transpose(jvp(layers.2))/neg"(#loc302))
#loc826 = loc("jit(step)/transpose(jvp(layers.2))/div"(#loc302))
#loc827 = loc("jit(step)/transpose(jvp(layers.2))/broadcast_in_dim"(#loc302))
#loc828 = loc("jit(step)/transpose(jvp(layers.2))/add_any"(#loc302))
#loc829 = loc("jit(step)/transpose(jvp(layers.2))/div"(#loc301))
#loc830 = loc("jit(step)/transpose(jvp(layers.2))/dot_general"(#loc299))
#loc831 = loc("jit(step)/transpose(jvp(layers.2))/transpose"(#loc299))
#loc832 = loc("jit(step)/transpose(jvp(layers.2))/transpose"(#loc298))
#loc833 = loc("jit(step)/transpose(jvp(layers.2))/concatenate"(#loc294))
#loc834 = loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc293))
#loc836 = loc("jit(step)/transpose(jvp(layers.2))/dot_general"(#loc292))
#loc837 = loc("jit(step)/transpose(jvp(layers.2))/transpose"(#loc292))
#loc838 = loc("jit(step)/transpose(jvp(layers.2))/add_any"(#loc292))
#loc839 = loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc335))
#loc841 = loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc334))
#loc842 = loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc334))
#loc844 = loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc333))
#loc845 = loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc333))
#loc846 = loc("jit(step)/transpose(jvp(layers.1))/reshape"(#loc333))
#loc847 = loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc332))
#loc848 = loc("jit(step)/transpose(jvp(layers.1))/neg"(#loc378))
#loc849 = loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc378))
#loc850 = loc("jit(step)/transpose(jvp(layers.1))/reshape"(#loc378))
#loc851 = loc("jit(step)/transpose(jvp(layers.1))/div"(#loc330))
#loc852 = loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc330))
#loc853 = loc("jit(step)/transpose(jvp(layers.1))/broadcast_in_dim"(#loc330))
#loc854 = loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc329))
#loc855 = loc("jit(step)/transpose(jvp(layers.1))/neg"(#loc328))
#loc856 = loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc328))
#loc857 = loc("jit(step)/transpose(jvp(layers.1))/reshape"(#loc328))
#loc858 = loc("jit(step)/transpose(jvp(layers.1))/add_any"(#loc328))
#loc859 = loc("jit(step)/transpose(jvp(layers.1))/div"(#loc327))
#loc860 = loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc327))
#loc861 = loc("jit(step)/transpose(jvp(layers.1))/broadcast_in_dim"(#loc327))
#loc862 = loc("jit(step)/transpose(jvp(layers.1))/add_any"(#loc327))
#loc863 = loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc316))
#loc865 = loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc315))
#loc866 = loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc315))
#loc868 = loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc314))
#loc869 = loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc314))
#loc870 = loc("jit(step)/transpose(jvp(layers.1))/reshape"(#loc314))
#loc871 = loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc313))
#loc872 = loc("jit(step)/transpose(jvp(layers.1))/neg"(#loc390))
#loc873 = loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc390))
#loc874 = loc("jit(step)/transpose(jvp(layers.1))/reshape"(#loc390))
#loc875 = loc("jit(step)/transpose(jvp(layers.1))/div"(#loc311))
#loc876 = loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc311))
#loc877 = loc("jit(step)/transpose(jvp(layers.1))/broadcast_in_dim"(#loc311))
#loc878 = loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc310))
#loc879 = loc("jit(step)/transpose(jvp(layers.1))/neg"(#loc309))
#loc880 = loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc309))
#loc881 = loc("jit(step)/transpose(jvp(layers.1))/reshape"(#loc309))
#loc882 = loc("jit(step)/transpose(jvp(layers.1))/add_any"(#loc309))
#loc883 = loc("jit(step)/transpose(jvp(layers.1))/div"(#loc308))
#loc884 = loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc308))
#loc885 = loc("jit(step)/transpose(jvp(layers.1))/broadcast_in_dim"(#loc308))
#loc886 = loc("jit(step)/transpose(jvp(layers.1))/add_any"(#loc308))
#loc887 = loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc306))
#loc889 = loc("jit(step)/transpose(jvp(layers.1))/dot_general"(#loc305))
#loc890 = loc("jit(step)/transpose(jvp(layers.1))/transpose"(#loc305))
#loc891 = loc("jit(step)/transpose(jvp(layers.1))/reshape"(#loc391))
#loc892 = loc("jit(step)/transpose(jvp(layers.1))/transpose"(#loc304))
#loc893 = loc("jit(step)/transpose(jvp(layers.1))/dot_general"(#loc303))
#loc894 = loc("jit(step)/transpose(jvp(layers.1))/transpose"(#loc303))
#loc895 = loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc302))
#loc896 = loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc302))
#loc897 = loc("jit(step)/transpose(jvp(layers.1))/neg"(#loc302))
#loc899 = loc("jit(step)/transpose(jvp(layers.1))/div"(#loc302))
#loc900 = loc("jit(step)/transpose(jvp(layers.1))/broadcast_in_dim"(#loc302))
#loc901 = loc("jit(step)/transpose(jvp(layers.1))/add_any"(#loc302))
#loc902 = loc("jit(step)/transpose(jvp(layers.1))/div"(#loc301))
#loc903 = loc("jit(step)/transpose(jvp(layers.1))/dot_general"(#loc299))
#loc904 = loc("jit(step)/transpose(jvp(layers.1))/transpose"(#loc299))
#loc905 = loc("jit(step)/transpose(jvp(layers.1))/transpose"(#loc298))
#loc906 = loc("jit(step)/transpose(jvp(layers.1))/concatenate"(#loc294))
#loc907 = loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc293))
#loc909 = loc("jit(step)/transpose(jvp(layers.1))/dot_general"(#loc292))
#loc910 = loc("jit(step)/transpose(jvp(layers.1))/transpose"(#loc292))
#loc911 = loc("jit(step)/transpose(jvp(layers.1))/add_any"(#loc292))
#loc912 = loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc335))
#loc914 = loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc334))
#loc915 = loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc334))
#loc917 = loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc333))
#loc918 = loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc333))
#loc919 = loc("jit(step)/transpose(jvp(layers.0))/reshape"(#loc333))
#loc920 = loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc332))
#loc921 = loc("jit(step)/transpose(jvp(layers.0))/neg"(#loc378))
#loc922 = loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc378))
#loc923 = loc("jit(step)/transpose(jvp(layers.0))/reshape"(#loc378))
#loc924 = loc("jit(step)/transpose(jvp(layers.0))/div"(#loc330))
#loc925 = loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc330))
#loc926 = loc("jit(step)/transpose(jvp(layers.0))/broadcast_in_dim"(#loc330))
#loc927 = loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc329))
#loc928 = loc("jit(step)/transpose(jvp(layers.0))/neg"(#loc328))
#loc929 = loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc328))
#loc930 = loc("jit(step)/transpose(jvp(layers.0))/reshape"(#loc328))
#loc931 = loc("jit(step)/transpose(jvp(layers.0))/add_any"(#loc328))
#loc932 = loc("jit(step)/transpose(jvp(layers.0))/div"(#loc327))
#loc933 = loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc327))
#loc934 = loc("jit(step)/transpose(jvp(layers.0))/broadcast_in_dim"(#loc327))
#loc935 = loc("jit(step)/transpose(jvp(layers.0))/add_any"(#loc327))
#loc936 = loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc316))
#loc938 = loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc315))
#loc939 = loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc315))
#loc941 = loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc314))
#loc942 = loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc314))
#loc943 = loc("jit(step)/transpose(jvp(layers.0))/reshape"(#loc314))
#loc944 = loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc313))
#loc945 = loc("jit(step)/transpose(jvp(layers.0))/neg"(#loc390))
#loc946 = loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc390))
#loc947 = loc("jit(step)/transpose(jvp(layers.0))/reshape"(#loc390))
#loc948 = loc("jit(step)/transpose(jvp(layers.0))/div"(#loc311))
#loc949 = loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc311))
#loc950 = loc("jit(step)/transpose(jvp(layers.0))/broadcast_in_dim"(#loc311))
#loc951 = loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc310))
#loc952 = loc("jit(step)/transpose(jvp(layers.0))/neg"(#loc309))
#loc953 = loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc309))
#loc954 = loc("jit(step)/transpose(jvp(layers.0))/reshape"(#loc309))
#loc955 = loc("jit(step)/transpose(jvp(layers.0))/add_any"(#loc309))
#loc956 = loc("jit(step)/transpose(jvp(layers.0))/div"(#loc308))
#loc957 = loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc308))
#loc958 = loc("jit(step)/transpose(jvp(layers.0))/broadcast_in_dim"(#loc308))
#loc959 = loc("jit(step)/transpose(jvp(layers.0))/add_any"(#loc308))
#loc960 = loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc306))
#loc962 = loc("jit(step)/transpose(jvp(layers.0))/dot_general"(#loc305))
#loc963 = loc("jit(step)/transpose(jvp(layers.0))/transpose"(#loc305))
#loc964 = loc("jit(step)/transpose(jvp(layers.0))/reshape"(#loc391))
#loc965 = loc("jit(step)/transpose(jvp(layers.0))/transpose"(#loc304))
#loc966 = loc("jit(step)/transpose(jvp(layers.0))/dot_general"(#loc303))
#loc967 = loc("jit(step)/transpose(jvp(layers.0))/transpose"(#loc303))
#loc968 = loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc302))
#loc969 = loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc302))
#loc970 = loc("jit(step)/transpose(jvp(layers.0))/neg"(#loc302))
#loc972 = loc("jit(step)/transpose(jvp(layers.0))/div"(#loc302))
#loc973 = loc("jit(step)/transpose(jvp(layers.0))/broadcast_in_dim"(#loc302))
#loc974 = loc("jit(step)/transpose(jvp(layers.0))/add_any"(#loc302))
#loc975 = loc("jit(step)/transpose(jvp(layers.0))/div"(#loc301))
#loc976 = loc("jit(step)/transpose(jvp(layers.0))/dot_general"(#loc299))
#loc977 = loc("jit(step)/transpose(jvp(layers.0))/transpose"(#loc299))
#loc978 = loc("jit(step)/transpose(jvp(layers.0))/transpose"(#loc298))
#loc979 = loc("jit(step)/transpose(jvp(layers.0))/concatenate"(#loc294))
#loc980 = loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc293))
#loc982 = loc("jit(step)/transpose(jvp(layers.0))/dot_general"(#loc292))
#loc983 = loc("jit(step)/transpose(jvp(layers.0))/transpose"(#loc292))
#loc984 = loc("jit(step)/transpose(jvp(layers.0))/add_any"(#loc292))
#loc990 = loc("jit(step)/jvp(layers.0)/reshape"(#loc469))
#loc991 = loc("jit(step)/jvp(layers.0)/transpose"(#loc470))
#loc992 = loc("jit(step)/jvp(layers.0)/reshape"(#loc471))
#loc993 = loc("jit(step)/jvp(layers.0)/transpose"(#loc472))
#loc994 = loc("jit(step)/jvp(layers.0)/reshape"(#loc473))
#loc995 = loc("jit(step)/jvp(layers.0)/transpose"(#loc474))
#loc996 = loc("jit(step)/jvp(layers.0)/mul"(#loc486))
#loc997 = loc("jit(step)/jvp(layers.0)/div"(#loc486))
#loc998 = loc("jit(step)/jvp(layers.1)/reshape"(#loc469))
#loc999 = loc("jit(step)/jvp(layers.1)/transpose"(#loc470))
#loc1000 = loc("jit(step)/jvp(layers.1)/reshape"(#loc471))
#loc1001 = loc("jit(step)/jvp(layers.1)/transpose"(#loc472))
#loc1002 = loc("jit(step)/jvp(layers.1)/reshape"(#loc473))
#loc1003 = loc("jit(step)/jvp(layers.1)/transpose"(#loc474))
#loc1004 = loc("jit(step)/jvp(layers.1)/mul"(#loc486))
#loc1005 = loc("jit(step)/jvp(layers.1)/div"(#loc486))
#loc1006 = loc("jit(step)/jvp(layers.2)/reshape"(#loc469))
#loc1007 = loc("jit(step)/jvp(layers.2)/transpose"(#loc470))
#loc1008 = loc("jit(step)/jvp(layers.2)/reshape"(#loc471))
#loc1009 = loc("jit(step)/jvp(layers.2)/transpose"(#loc472))
#loc1010 = loc("jit(step)/jvp(layers.2)/reshape"(#loc473))
#loc1011 = loc("jit(step)/jvp(layers.2)/transpose"(#loc474))
#loc1012 = loc("jit(step)/jvp(layers.2)/mul"(#loc486))
#loc1013 = loc("jit(step)/jvp(layers.2)/div"(#loc486))
#loc1014 = loc("jit(step)/jvp(layers.3)/reshape"(#loc469))
#loc1015 = loc("jit(step)/jvp(layers.3)/transpose"(#loc470))
#loc1016 = loc("jit(step)/jvp(layers.3)/reshape"(#loc471))
#loc1017 = loc("jit(step)/jvp(layers.3)/transpose"(#loc472))
#loc1018 = loc("jit(step)/jvp(layers.3)/reshape"(#loc473))
#loc1019 = loc("jit(step)/jvp(layers.3)/transpose"(#loc474))
#loc1020 = loc("jit(step)/jvp(layers.3)/mul"(#loc486))
#loc1021 = loc("jit(step)/jvp(layers.3)/div"(#loc486))
#loc1044 = loc("jit(step)/transpose(jvp(layers.3))/transpose"(#loc474))
#loc1046 = loc("jit(step)/transpose(jvp(layers.3))/transpose"(#loc472))
#loc1048 = loc("jit(step)/transpose(jvp(layers.3))/transpose"(#loc470))
#loc1050 = loc("jit(step)/transpose(jvp(layers.2))/transpose"(#loc474))
#loc1052 = loc("jit(step)/transpose(jvp(layers.2))/transpose"(#loc472))
#loc1054 = loc("jit(step)/transpose(jvp(layers.2))/transpose"(#loc470))
#loc1056 = loc("jit(step)/transpose(jvp(layers.1))/transpose"(#loc474))
#loc1058 = loc("jit(step)/transpose(jvp(layers.1))/transpose"(#loc472))
#loc1060 = loc("jit(step)/transpose(jvp(layers.1))/transpose"(#loc470))
#loc1062 = loc("jit(step)/transpose(jvp(layers.0))/transpose"(#loc474))
#loc1064 = loc("jit(step)/transpose(jvp(layers.0))/transpose"(#loc472))
#loc1066 = loc("jit(step)/transpose(jvp(layers.0))/transpose"(#loc470))
module @jit_step {
  func.func @main(%arg0: tensor<32x4xf32> loc("params['cls']"), %arg1: tensor<4xf32> loc("params['cls_b']"), %arg2: tensor<32xf32> loc("params['emb_ln_b']"), %arg3: tensor<32xf32> loc("params['emb_ln_g']"), %arg4: tensor<32x128xf32> loc("params['layers'][0]['fc']"), %arg5: tensor<128xf32> loc("params['layers'][0]['fc_b']"), %arg6: tensor<32xf32> loc("params['layers'][0]['ln1_b']"), %arg7: tensor<32xf32> loc("params['layers'][0]['ln1_g']"), %arg8: tensor<32xf32> loc("params['layers'][0]['ln2_b']"), %arg9: tensor<32xf32> loc("params['layers'][0]['ln2_g']"), %arg10: tensor<128x32xf32> loc("params['layers'][0]['out']"), %arg11: tensor<32xf32> loc("params['layers'][0]['out_b']"), %arg12: tensor<32x32xf32> loc("params['layers'][0]['proj']"), %arg13: tensor<32xf32> loc("params['layers'][0]['proj_b']"), %arg14: tensor<32x96xf32> loc("params['layers'][0]['qkv']"), %arg15: tensor<96xf32> loc("params['layers'][0]['qkv_b']"), %arg16: tensor<32x128xf32> loc("params['layers'][1]['fc']"), %arg17: tensor<128xf32> loc("params['layers'][1]['fc_b']"), %arg18: tensor<32xf32> loc("params['layers'][1]['ln1_b']"), %arg19: tensor<32xf32> loc("params['layers'][1]['ln1_g']"), %arg20: tensor<32xf32> loc("params['layers'][1]['ln2_b']"), %arg21: tensor<32xf32> loc("params['layers'][1]['ln2_g']"), %arg22: tensor<128x32xf32> loc("params['layers'][1]['out']"), %arg23: tensor<32xf32> loc("params['layers'][1]['out_b']"), %arg24: tensor<32x32xf32> loc("params['layers'][1]['proj']"), %arg25: tensor<32xf32> loc("params['layers'][1]['proj_b']"), %arg26: tensor<32x96xf32> loc("params['layers'][1]['qkv']"), %arg27: tensor<96xf32> loc("params['layers'][1]['qkv_b']"), %arg28: tensor<32x128xf32> loc("params['layers'][2]['fc']"), %arg29: tensor<128xf32> loc("params['layers'][2]['fc_b']"), %arg30: tensor<32xf32> loc("params['layers'][2]['ln1_b']"), %arg31: tensor<32xf32> loc("params['layers'][2]['ln1_g']"), %arg32: tensor<32xf32> loc("params['layers'][2]['ln2_b']"), %arg33: tensor<32xf32> loc("params['layers'][2]['ln2_g']"), %arg34: tensor<128x32xf32> loc("params['layers'][2]['out']"), %arg35: tensor<32xf32> loc("params['layers'][2]['out_b']"), %arg36: tensor<32x32xf32> loc("params['layers'][2]['proj']"), %arg37: tensor<32xf32> loc("params['layers'][2]['proj_b']"), %arg38: tensor<32x96xf32> loc("params['layers'][2]['qkv']"), %arg39: tensor<96xf32> loc("params['layers'][2]['qkv_b']"), %arg40: tensor<32x128xf32> loc("params['layers'][3]['fc']"), %arg41: tensor<128xf32> loc("params['layers'][3]['fc_b']"), %arg42: tensor<32xf32> loc("params['layers'][3]['ln1_b']"), %arg43: tensor<32xf32> loc("params['layers'][3]['ln1_g']"), %arg44: tensor<32xf32> loc("params['layers'][3]['ln2_b']"), %arg45: tensor<32xf32> loc("params['layers'][3]['ln2_g']"), %arg46: tensor<128x32xf32> loc("params['layers'][3]['out']"), %arg47: tensor<32xf32> loc("params['layers'][3]['out_b']"), %arg48: tensor<32x32xf32> loc("params['layers'][3]['proj']"), %arg49: tensor<32xf32> loc("params['layers'][3]['proj_b']"), %arg50: tensor<32x96xf32> loc("params['layers'][3]['qkv']"), %arg51: tensor<96xf32> loc("params['layers'][3]['qkv_b']"), %arg52: tensor<32x32xf32> loc("params['pos']"), %arg53: tensor<64x32xf32> loc("params['tok']"), %arg54: tensor<8x32xi32> loc("tokens"), %arg55: tensor<8xi32> loc("labels")) -> (tensor<f32>, tensor<32x4xf32>, tensor<4xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<64x32xf32>) {
    %cst = arith.constant dense<0.000000e+00> : tensor<2048xf32> loc(#loc452)
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<32xf32> loc(#loc986)
    %c64 = arith.constant 64 : index loc(#loc452)
    %c32 = arith.constant 32 : index loc(#loc)
    %c256 = arith.constant 256 : index loc(#loc452)
    %c4 = arith.constant 4 : index loc(#loc)
    %c8 = arith.constant 8 : index loc(#loc)
    %c1 = arith.constant 1 : index loc(#loc)
    %cst_1 = arith.constant -1.000000e+00 : f32 loc(#loc)
    %cst_2 = arith.constant 2.82842708 : f32 loc(#loc)
    %cst_3 = arith.constant 5.000000e-02 : f32 loc(#loc)
    %c3 = arith.constant 3 : index loc(#loc)
    %c0 = arith.constant 0 : index loc(#loc)
    %c3_i32 = arith.constant 3 : i32 loc(#loc987)
    %c4_i32 = arith.constant 4 : i32 loc(#loc988)
    %cst_4 = arith.constant 5.000000e-01 : f32 loc(#loc)
    %cst_5 = arith.constant 0.797884583 : f32 loc(#loc)
    %cst_6 = arith.constant 4.471500e-02 : f32 loc(#loc)
    %cst_7 = arith.constant 3.000000e+00 : f32 loc(#loc)
    %cst_8 = arith.constant 1.000000e+00 : f32 loc(#loc)
    %cst_9 = arith.constant 0xFF800000 : f32 loc(#loc)
    %cst_10 = arith.constant 8.000000e+00 : f32 loc(#loc)
    %cst_11 = arith.constant -5.000000e-01 : f32 loc(#loc)
    %cst_12 = arith.constant 9.99999974E-6 : f32 loc(#loc)
    %cst_13 = arith.constant 2.000000e+00 : f32 loc(#loc)
    %cst_14 = arith.constant 3.200000e+01 : f32 loc(#loc)
    %cst_15 = arith.constant 0.000000e+00 : f32 loc(#loc)
    %cst_16 = arith.constant 0x7FC00000 : f32 loc(#loc)
    %true = arith.constant true loc(#loc)
    %c63_i32 = arith.constant 63 : i32 loc(#loc456)
    %c64_i32 = arith.constant 64 : i32 loc(#loc457)
    %c0_i32 = arith.constant 0 : i32 loc(#loc)
    %0 = tensor.empty() : tensor<8x32xi1> loc(#loc458)
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg54 : tensor<8x32xi32>) outs(%0 : tensor<8x32xi1>) {
    ^bb0(%in: i32 loc("tokens"), %out: i1 loc(callsite(#loc67 at #loc219))):
      %1060 = arith.cmpi slt, %in, %c0_i32 : i32 loc(#loc458)
      linalg.yield %1060 : i1 loc(#loc458)
    } -> tensor<8x32xi1> loc(#loc458)
    %2 = tensor.empty() : tensor<8x32xi32> loc(#loc457)
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg54 : tensor<8x32xi32>) outs(%2 : tensor<8x32xi32>) {
    ^bb0(%in: i32 loc("tokens"), %out: i32 loc(callsite(#loc66 at #loc219))):
      %1060 = arith.addi %in, %c64_i32 : i32 loc(#loc457)
      linalg.yield %1060 : i32 loc(#loc457)
    } -> tensor<8x32xi32> loc(#loc457)
    %4 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1, %3, %arg54 : tensor<8x32xi1>, tensor<8x32xi32>, tensor<8x32xi32>) outs(%2 : tensor<8x32xi32>) {
    ^bb0(%in: i1 loc(callsite(#loc67 at #loc219)), %in_308: i32 loc(callsite(#loc66 at #loc219)), %in_309: i32 loc("tokens"), %out: i32 loc(callsite(#loc68 at #loc269))):
      %1060 = arith.select %in, %in_308, %in_309 : i32 loc(#loc989)
      linalg.yield %1060 : i32 loc(#loc989)
    } -> tensor<8x32xi32> loc(#loc989)
    %expanded = tensor.expand_shape %4 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xi32> into tensor<8x32x1xi32> loc(#loc460)
    %5 = tensor.empty() : tensor<8x32x1xi1> loc(#loc461)
    %6 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<8x32x1xi32>) outs(%5 : tensor<8x32x1xi1>) {
    ^bb0(%in: i32 loc(callsite(#loc70 at #loc219)), %out: i1 loc(callsite(#loc71 at #loc219))):
      %1060 = arith.cmpi sge, %in, %c0_i32 : i32 loc(#loc461)
      linalg.yield %1060 : i1 loc(#loc461)
    } -> tensor<8x32x1xi1> loc(#loc461)
    %7 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<8x32x1xi32>) outs(%5 : tensor<8x32x1xi1>) {
    ^bb0(%in: i32 loc(callsite(#loc70 at #loc219)), %out: i1 loc(callsite(#loc65 at #loc219))):
      %1060 = arith.cmpi sle, %in, %c63_i32 : i32 loc(#loc456)
      linalg.yield %1060 : i1 loc(#loc456)
    } -> tensor<8x32x1xi1> loc(#loc456)
    %8 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %7 : tensor<8x32x1xi1>, tensor<8x32x1xi1>) outs(%5 : tensor<8x32x1xi1>) {
    ^bb0(%in: i1 loc(callsite(#loc71 at #loc219)), %in_308: i1 loc(callsite(#loc65 at #loc219)), %out: i1 loc(callsite(#loc72 at #loc219))):
      %1060 = arith.andi %in, %in_308 : i1 loc(#loc462)
      linalg.yield %1060 : i1 loc(#loc462)
    } -> tensor<8x32x1xi1> loc(#loc462)
    %9 = linalg.fill ins(%true : i1) outs(%0 : tensor<8x32xi1>) -> tensor<8x32xi1> loc(#loc463)
    %10 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%8 : tensor<8x32x1xi1>) outs(%9 : tensor<8x32xi1>) {
    ^bb0(%in: i1 loc(callsite(#loc73 at #loc219)), %out: i1 loc(callsite(#loc73 at #loc219))):
      %1060 = arith.andi %out, %in : i1 loc(#loc463)
      linalg.yield %1060 : i1 loc(#loc463)
    } -> tensor<8x32xi1> loc(#loc463)
    %11 = tensor.empty() : tensor<8x32x1x32xf32> loc(#loc464)
    %12 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<8x32x1xi32>) outs(%11 : tensor<8x32x1x32xf32>) {
    ^bb0(%in: i32 loc(callsite(#loc70 at #loc219)), %out: f32 loc(callsite(#loc74 at #loc219))):
      %1060 = arith.index_cast %in : i32 to index loc(#loc464)
      %1061 = linalg.index 3 : index loc(#loc464)
      %extracted = tensor.extract %arg53[%1060, %1061] : tensor<64x32xf32> loc(#loc464)
      linalg.yield %extracted : f32 loc(#loc464)
    } -> tensor<8x32x1x32xf32> loc(#loc464)
    %collapsed = tensor.collapse_shape %12 [[0], [1], [2, 3]] : tensor<8x32x1x32xf32> into tensor<8x32x32xf32> loc(#loc464)
    %13 = tensor.empty() : tensor<8x32x32xi1> loc(#loc460)
    %14 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10 : tensor<8x32xi1>) outs(%13 : tensor<8x32x32xi1>) {
    ^bb0(%in: i1 loc(callsite(#loc73 at #loc219)), %out: i1 loc(callsite(#loc70 at #loc219))):
      linalg.yield %in : i1 loc(#loc460)
    } -> tensor<8x32x32xi1> loc(#loc460)
    %15 = tensor.empty() : tensor<8x32x32xf32> loc(#loc465)
    %16 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14, %collapsed : tensor<8x32x32xi1>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc70 at #loc219)), %in_308: f32 loc(callsite(#loc74 at #loc219)), %out: f32 loc(callsite(#loc68 at #loc219))):
      %1060 = arith.select %in, %in_308, %cst_16 : f32 loc(#loc465)
      linalg.yield %1060 : f32 loc(#loc465)
    } -> tensor<8x32x32xf32> loc(#loc465)
    %17 = linalg.generic {indexing_maps = [#map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg52 : tensor<32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("params['pos']"), %out: f32 loc("jit(step)/jvp()/add"(#loc209))):
      linalg.yield %in : f32 loc(#loc220)
    } -> tensor<8x32x32xf32> loc(#loc220)
    %18 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16, %17 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc68 at #loc219)), %in_308: f32 loc("jit(step)/jvp()/add"(#loc209)), %out: f32 loc("jit(step)/jvp()/add"(#loc209))):
      %1060 = arith.addf %in, %in_308 : f32 loc(#loc220)
      linalg.yield %1060 : f32 loc(#loc220)
    } -> tensor<8x32x32xf32> loc(#loc220)
    %19 = tensor.empty() : tensor<8x32xf32> loc(#loc276)
    %20 = linalg.fill ins(%cst_15 : f32) outs(%19 : tensor<8x32xf32>) -> tensor<8x32xf32> loc(#loc276)
    %21 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%18 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/reduce_sum"(#loc221)), %out: f32 loc("jit(step)/jvp()/reduce_sum"(#loc221))):
      %1060 = arith.addf %out, %in : f32 loc(#loc276)
      linalg.yield %1060 : f32 loc(#loc276)
    } -> tensor<8x32xf32> loc(#loc276)
    %expanded_17 = tensor.expand_shape %21 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc277)
    %22 = tensor.empty() : tensor<8x32x1xf32> loc(#loc278)
    %23 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_17 : tensor<8x32x1xf32>) outs(%22 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/broadcast_in_dim"(#loc221)), %out: f32 loc("jit(step)/jvp()/div"(#loc221))):
      %1060 = arith.divf %in, %cst_14 : f32 loc(#loc278)
      linalg.yield %1060 : f32 loc(#loc278)
    } -> tensor<8x32x1xf32> loc(#loc278)
    %24 = linalg.generic {indexing_maps = [#map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23 : tensor<8x32x1xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/div"(#loc221)), %out: f32 loc("jit(step)/jvp()/sub"(#loc222))):
      linalg.yield %in : f32 loc(#loc279)
    } -> tensor<8x32x32xf32> loc(#loc279)
    %25 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18, %24 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/add"(#loc209)), %in_308: f32 loc("jit(step)/jvp()/sub"(#loc222)), %out: f32 loc("jit(step)/jvp()/sub"(#loc222))):
      %1060 = arith.subf %in, %in_308 : f32 loc(#loc279)
      linalg.yield %1060 : f32 loc(#loc279)
    } -> tensor<8x32x32xf32> loc(#loc279)
    %26 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25 : tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/sub"(#loc222)), %out: f32 loc("jit(step)/jvp()/integer_pow"(#loc223))):
      %1060 = arith.mulf %in, %in : f32 loc(#loc280)
      linalg.yield %1060 : f32 loc(#loc280)
    } -> tensor<8x32x32xf32> loc(#loc280)
    %27 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25 : tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/sub"(#loc222)), %out: f32 loc("jit(step)/jvp()/mul"(#loc223))):
      %1060 = arith.mulf %in, %cst_13 : f32 loc(#loc281)
      linalg.yield %1060 : f32 loc(#loc281)
    } -> tensor<8x32x32xf32> loc(#loc281)
    %28 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%26 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/reduce_sum"(#loc224)), %out: f32 loc("jit(step)/jvp()/reduce_sum"(#loc224))):
      %1060 = arith.addf %out, %in : f32 loc(#loc282)
      linalg.yield %1060 : f32 loc(#loc282)
    } -> tensor<8x32xf32> loc(#loc282)
    %expanded_18 = tensor.expand_shape %28 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc283)
    %29 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_18 : tensor<8x32x1xf32>) outs(%22 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/broadcast_in_dim"(#loc224)), %out: f32 loc("jit(step)/jvp()/div"(#loc224))):
      %1060 = arith.divf %in, %cst_14 : f32 loc(#loc284)
      linalg.yield %1060 : f32 loc(#loc284)
    } -> tensor<8x32x1xf32> loc(#loc284)
    %30 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%29 : tensor<8x32x1xf32>) outs(%22 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/div"(#loc224)), %out: f32 loc("jit(step)/jvp()/add"(#loc225))):
      %1060 = arith.addf %in, %cst_12 : f32 loc(#loc285)
      linalg.yield %1060 : f32 loc(#loc285)
    } -> tensor<8x32x1xf32> loc(#loc285)
    %31 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%30 : tensor<8x32x1xf32>) outs(%22 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/add"(#loc225)), %out: f32 loc("jit(step)/jvp()/rsqrt"(#loc226))):
      %1060 = math.rsqrt %in : f32 loc(#loc286)
      linalg.yield %1060 : f32 loc(#loc286)
    } -> tensor<8x32x1xf32> loc(#loc286)
    %32 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%31, %30 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%22 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/rsqrt"(#loc226)), %in_308: f32 loc("jit(step)/jvp()/add"(#loc225)), %out: f32 loc("jit(step)/jvp()/div"(#loc226))):
      %1060 = arith.divf %in, %in_308 : f32 loc(#loc287)
      linalg.yield %1060 : f32 loc(#loc287)
    } -> tensor<8x32x1xf32> loc(#loc287)
    %33 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%32 : tensor<8x32x1xf32>) outs(%22 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/div"(#loc226)), %out: f32 loc("jit(step)/jvp()/mul"(#loc226))):
      %1060 = arith.mulf %in, %cst_11 : f32 loc(#loc288)
      linalg.yield %1060 : f32 loc(#loc288)
    } -> tensor<8x32x1xf32> loc(#loc288)
    %34 = linalg.generic {indexing_maps = [#map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%31 : tensor<8x32x1xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/rsqrt"(#loc226)), %out: f32 loc("jit(step)/jvp()/mul"(#loc227))):
      linalg.yield %in : f32 loc(#loc289)
    } -> tensor<8x32x32xf32> loc(#loc289)
    %35 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25, %34 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/sub"(#loc222)), %in_308: f32 loc("jit(step)/jvp()/mul"(#loc227)), %out: f32 loc("jit(step)/jvp()/mul"(#loc227))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc289)
      linalg.yield %1060 : f32 loc(#loc289)
    } -> tensor<8x32x32xf32> loc(#loc289)
    %36 = linalg.generic {indexing_maps = [#map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg3 : tensor<32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("params['emb_ln_g']"), %out: f32 loc("jit(step)/jvp()/mul"(#loc228))):
      linalg.yield %in : f32 loc(#loc290)
    } -> tensor<8x32x32xf32> loc(#loc290)
    %37 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%35, %36 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/mul"(#loc227)), %in_308: f32 loc("jit(step)/jvp()/mul"(#loc228)), %out: f32 loc("jit(step)/jvp()/mul"(#loc228))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc290)
      linalg.yield %1060 : f32 loc(#loc290)
    } -> tensor<8x32x32xf32> loc(#loc290)
    %38 = linalg.generic {indexing_maps = [#map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg2 : tensor<32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("params['emb_ln_b']"), %out: f32 loc("jit(step)/jvp()/add"(#loc229))):
      linalg.yield %in : f32 loc(#loc291)
    } -> tensor<8x32x32xf32> loc(#loc291)
    %39 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%37, %38 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/mul"(#loc228)), %in_308: f32 loc("jit(step)/jvp()/add"(#loc229)), %out: f32 loc("jit(step)/jvp()/add"(#loc229))):
      %1060 = arith.addf %in, %in_308 : f32 loc(#loc291)
      linalg.yield %1060 : f32 loc(#loc291)
    } -> tensor<8x32x32xf32> loc(#loc291)
    %collapsed_19 = tensor.collapse_shape %39 [[0, 1], [2]] : tensor<8x32x32xf32> into tensor<256x32xf32> loc(#loc466)
    %40 = tensor.empty() : tensor<256x96xf32> loc(#loc466)
    %41 = linalg.fill ins(%cst_15 : f32) outs(%40 : tensor<256x96xf32>) -> tensor<256x96xf32> loc(#loc466)
    %42 = linalg.matmul ins(%collapsed_19, %arg14 : tensor<256x32xf32>, tensor<32x96xf32>) outs(%41 : tensor<256x96xf32>) -> tensor<256x96xf32> loc(#loc466)
    %expanded_20 = tensor.expand_shape %42 [[0, 1], [2]] output_shape [8, 32, 96] : tensor<256x96xf32> into tensor<8x32x96xf32> loc(#loc466)
    %43 = tensor.empty() : tensor<8x32x96xf32> loc(#loc467)
    %44 = linalg.generic {indexing_maps = [#map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg15 : tensor<96xf32>) outs(%43 : tensor<8x32x96xf32>) {
    ^bb0(%in: f32 loc("params['layers'][0]['qkv_b']"), %out: f32 loc("jit(step)/jvp(layers.0)/add"(#loc293))):
      linalg.yield %in : f32 loc(#loc467)
    } -> tensor<8x32x96xf32> loc(#loc467)
    %45 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_20, %44 : tensor<8x32x96xf32>, tensor<8x32x96xf32>) outs(%43 : tensor<8x32x96xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/dot_general"(#loc292)), %in_308: f32 loc("jit(step)/jvp(layers.0)/add"(#loc293)), %out: f32 loc("jit(step)/jvp(layers.0)/add"(#loc293))):
      %1060 = arith.addf %in, %in_308 : f32 loc(#loc467)
      linalg.yield %1060 : f32 loc(#loc467)
    } -> tensor<8x32x96xf32> loc(#loc467)
    %extracted_slice = tensor.extract_slice %45[0, 0, 0] [8, 32, 32] [1, 1, 1] : tensor<8x32x96xf32> to tensor<8x32x32xf32> loc(#loc468)
    %extracted_slice_21 = tensor.extract_slice %45[0, 0, 32] [8, 32, 32] [1, 1, 1] : tensor<8x32x96xf32> to tensor<8x32x32xf32> loc(#loc468)
    %extracted_slice_22 = tensor.extract_slice %45[0, 0, 64] [8, 32, 32] [1, 1, 1] : tensor<8x32x96xf32> to tensor<8x32x32xf32> loc(#loc468)
    %expanded_23 = tensor.expand_shape %extracted_slice [[0], [1], [2, 3]] output_shape [8, 32, 4, 8] : tensor<8x32x32xf32> into tensor<8x32x4x8xf32> loc(#loc990)
    %46 = tensor.empty() : tensor<8x4x32x8xf32> loc(#loc991)
    %47 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_23 : tensor<8x32x4x8xf32>) outs(%46 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/reshape"(#loc469)), %out: f32 loc("jit(step)/jvp(layers.0)/transpose"(#loc470))):
      linalg.yield %in : f32 loc(#loc991)
    } -> tensor<8x4x32x8xf32> loc(#loc991)
    %expanded_24 = tensor.expand_shape %extracted_slice_21 [[0], [1], [2, 3]] output_shape [8, 32, 4, 8] : tensor<8x32x32xf32> into tensor<8x32x4x8xf32> loc(#loc992)
    %48 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_24 : tensor<8x32x4x8xf32>) outs(%46 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/reshape"(#loc471)), %out: f32 loc("jit(step)/jvp(layers.0)/transpose"(#loc472))):
      linalg.yield %in : f32 loc(#loc993)
    } -> tensor<8x4x32x8xf32> loc(#loc993)
    %expanded_25 = tensor.expand_shape %extracted_slice_22 [[0], [1], [2, 3]] output_shape [8, 32, 4, 8] : tensor<8x32x32xf32> into tensor<8x32x4x8xf32> loc(#loc994)
    %49 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_25 : tensor<8x32x4x8xf32>) outs(%46 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/reshape"(#loc473)), %out: f32 loc("jit(step)/jvp(layers.0)/transpose"(#loc474))):
      linalg.yield %in : f32 loc(#loc995)
    } -> tensor<8x4x32x8xf32> loc(#loc995)
    %50 = tensor.empty() : tensor<8x4x8x32xf32> loc(#loc475)
    %51 = linalg.generic {indexing_maps = [#map9, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%48 : tensor<8x4x32x8xf32>) outs(%50 : tensor<8x4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/transpose"(#loc472)), %out: f32 loc("jit(step)/jvp(layers.0)/transpose"(#loc298))):
      linalg.yield %in : f32 loc(#loc475)
    } -> tensor<8x4x8x32xf32> loc(#loc475)
    %collapsed_26 = tensor.collapse_shape %47 [[0, 1], [2], [3]] : tensor<8x4x32x8xf32> into tensor<32x32x8xf32> loc(#loc476)
    %collapsed_27 = tensor.collapse_shape %51 [[0, 1], [2], [3]] : tensor<8x4x8x32xf32> into tensor<32x8x32xf32> loc(#loc476)
    %52 = tensor.empty() : tensor<32x32x32xf32> loc(#loc476)
    %53 = linalg.fill ins(%cst_15 : f32) outs(%52 : tensor<32x32x32xf32>) -> tensor<32x32x32xf32> loc(#loc476)
    %54 = linalg.batch_matmul ins(%collapsed_26, %collapsed_27 : tensor<32x32x8xf32>, tensor<32x8x32xf32>) outs(%53 : tensor<32x32x32xf32>) -> tensor<32x32x32xf32> loc(#loc476)
    %expanded_28 = tensor.expand_shape %54 [[0, 1], [2], [3]] output_shape [8, 4, 32, 32] : tensor<32x32x32xf32> into tensor<8x4x32x32xf32> loc(#loc476)
    %55 = tensor.empty() : tensor<f32> loc(#loc477)
    %56 = linalg.generic {indexing_maps = [#map10], iterator_types = []} outs(%55 : tensor<f32>) {
    ^bb0(%out: f32 loc("jit(step)/jvp(layers.0)/sqrt"(#loc300))):
      linalg.yield %cst_2 : f32 loc(#loc477)
    } -> tensor<f32> loc(#loc477)
    %57 = tensor.empty() : tensor<8x4x32x32xf32> loc(#loc478)
    %58 = linalg.generic {indexing_maps = [#map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56 : tensor<f32>) outs(%57 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/sqrt"(#loc300)), %out: f32 loc("jit(step)/jvp(layers.0)/div"(#loc301))):
      linalg.yield %in : f32 loc(#loc478)
    } -> tensor<8x4x32x32xf32> loc(#loc478)
    %59 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_28, %58 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%57 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/dot_general"(#loc299)), %in_308: f32 loc("jit(step)/jvp(layers.0)/div"(#loc301)), %out: f32 loc("jit(step)/jvp(layers.0)/div"(#loc301))):
      %1060 = arith.divf %in, %in_308 : f32 loc(#loc478)
      linalg.yield %1060 : f32 loc(#loc478)
    } -> tensor<8x4x32x32xf32> loc(#loc478)
    %60 = tensor.empty() : tensor<8x4x32xf32> loc(#loc479)
    %61 = linalg.fill ins(%cst_9 : f32) outs(%60 : tensor<8x4x32xf32>) -> tensor<8x4x32xf32> loc(#loc479)
    %62 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%59 : tensor<8x4x32x32xf32>) outs(%61 : tensor<8x4x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/reduce_max"(#loc302)), %out: f32 loc("jit(step)/jvp(layers.0)/reduce_max"(#loc302))):
      %1060 = arith.maximumf %out, %in : f32 loc(#loc479)
      linalg.yield %1060 : f32 loc(#loc479)
    } -> tensor<8x4x32xf32> loc(#loc479)
    %63 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%62 : tensor<8x4x32xf32>) outs(%57 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/max"(#loc302)), %out: f32 loc("jit(step)/jvp(layers.0)/sub"(#loc302))):
      linalg.yield %in : f32 loc(#loc480)
    } -> tensor<8x4x32x32xf32> loc(#loc480)
    %64 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%59, %63 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%57 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/div"(#loc301)), %in_308: f32 loc("jit(step)/jvp(layers.0)/sub"(#loc302)), %out: f32 loc("jit(step)/jvp(layers.0)/sub"(#loc302))):
      %1060 = arith.subf %in, %in_308 : f32 loc(#loc480)
      linalg.yield %1060 : f32 loc(#loc480)
    } -> tensor<8x4x32x32xf32> loc(#loc480)
    %65 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64 : tensor<8x4x32x32xf32>) outs(%57 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/sub"(#loc302)), %out: f32 loc("jit(step)/jvp(layers.0)/exp"(#loc302))):
      %1060 = math.exp %in : f32 loc(#loc482)
      linalg.yield %1060 : f32 loc(#loc482)
    } -> tensor<8x4x32x32xf32> loc(#loc482)
    %66 = linalg.fill ins(%cst_15 : f32) outs(%60 : tensor<8x4x32xf32>) -> tensor<8x4x32xf32> loc(#loc483)
    %67 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%65 : tensor<8x4x32x32xf32>) outs(%66 : tensor<8x4x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/reduce_sum"(#loc302)), %out: f32 loc("jit(step)/jvp(layers.0)/reduce_sum"(#loc302))):
      %1060 = arith.addf %out, %in : f32 loc(#loc483)
      linalg.yield %1060 : f32 loc(#loc483)
    } -> tensor<8x4x32xf32> loc(#loc483)
    %expanded_29 = tensor.expand_shape %67 [[0], [1], [2, 3]] output_shape [8, 4, 32, 1] : tensor<8x4x32xf32> into tensor<8x4x32x1xf32> loc(#loc484)
    %68 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%67 : tensor<8x4x32xf32>) outs(%57 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/reduce_sum"(#loc302)), %out: f32 loc("jit(step)/jvp(layers.0)/div"(#loc302))):
      linalg.yield %in : f32 loc(#loc485)
    } -> tensor<8x4x32x32xf32> loc(#loc485)
    %69 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%65, %68 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%57 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/exp"(#loc302)), %in_308: f32 loc("jit(step)/jvp(layers.0)/div"(#loc302)), %out: f32 loc("jit(step)/jvp(layers.0)/div"(#loc302))):
      %1060 = arith.divf %in, %in_308 : f32 loc(#loc485)
      linalg.yield %1060 : f32 loc(#loc485)
    } -> tensor<8x4x32x32xf32> loc(#loc485)
    %70 = tensor.empty() : tensor<8x4x32x1xf32> loc(#loc996)
    %71 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_29 : tensor<8x4x32x1xf32>) outs(%70 : tensor<8x4x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/broadcast_in_dim"(#loc302)), %out: f32 loc("jit(step)/jvp(layers.0)/mul"(#loc486))):
      %1060 = arith.mulf %in, %in : f32 loc(#loc996)
      linalg.yield %1060 : f32 loc(#loc996)
    } -> tensor<8x4x32x1xf32> loc(#loc996)
    %72 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%71 : tensor<8x4x32x1xf32>) outs(%70 : tensor<8x4x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/mul"(#loc486)), %out: f32 loc("jit(step)/jvp(layers.0)/div"(#loc486))):
      %1060 = arith.divf %cst_8, %in : f32 loc(#loc997)
      linalg.yield %1060 : f32 loc(#loc997)
    } -> tensor<8x4x32x1xf32> loc(#loc997)
    %collapsed_30 = tensor.collapse_shape %69 [[0, 1], [2], [3]] : tensor<8x4x32x32xf32> into tensor<32x32x32xf32> loc(#loc487)
    %collapsed_31 = tensor.collapse_shape %49 [[0, 1], [2], [3]] : tensor<8x4x32x8xf32> into tensor<32x32x8xf32> loc(#loc487)
    %73 = tensor.empty() : tensor<32x32x8xf32> loc(#loc487)
    %74 = linalg.fill ins(%cst_15 : f32) outs(%73 : tensor<32x32x8xf32>) -> tensor<32x32x8xf32> loc(#loc487)
    %75 = linalg.batch_matmul ins(%collapsed_30, %collapsed_31 : tensor<32x32x32xf32>, tensor<32x32x8xf32>) outs(%74 : tensor<32x32x8xf32>) -> tensor<32x32x8xf32> loc(#loc487)
    %expanded_32 = tensor.expand_shape %75 [[0, 1], [2], [3]] output_shape [8, 4, 32, 8] : tensor<32x32x8xf32> into tensor<8x4x32x8xf32> loc(#loc487)
    %76 = tensor.empty() : tensor<8x32x4x8xf32> loc(#loc488)
    %77 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_32 : tensor<8x4x32x8xf32>) outs(%76 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/dot_general"(#loc303)), %out: f32 loc("jit(step)/jvp(layers.0)/transpose"(#loc304))):
      linalg.yield %in : f32 loc(#loc488)
    } -> tensor<8x32x4x8xf32> loc(#loc488)
    %collapsed_33 = tensor.collapse_shape %77 [[0, 1], [2, 3]] : tensor<8x32x4x8xf32> into tensor<256x32xf32> loc(#loc489)
    %78 = tensor.empty() : tensor<256x32xf32> loc(#loc489)
    %79 = linalg.fill ins(%cst_15 : f32) outs(%78 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc489)
    %80 = linalg.matmul ins(%collapsed_33, %arg12 : tensor<256x32xf32>, tensor<32x32xf32>) outs(%79 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc489)
    %expanded_34 = tensor.expand_shape %80 [[0, 1], [2]] output_shape [8, 32, 32] : tensor<256x32xf32> into tensor<8x32x32xf32> loc(#loc489)
    %81 = linalg.generic {indexing_maps = [#map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg13 : tensor<32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("params['layers'][0]['proj_b']"), %out: f32 loc("jit(step)/jvp(layers.0)/add"(#loc306))):
      linalg.yield %in : f32 loc(#loc490)
    } -> tensor<8x32x32xf32> loc(#loc490)
    %82 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_34, %81 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/dot_general"(#loc305)), %in_308: f32 loc("jit(step)/jvp(layers.0)/add"(#loc306)), %out: f32 loc("jit(step)/jvp(layers.0)/add"(#loc306))):
      %1060 = arith.addf %in, %in_308 : f32 loc(#loc490)
      linalg.yield %1060 : f32 loc(#loc490)
    } -> tensor<8x32x32xf32> loc(#loc490)
    %83 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%39, %82 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/add"(#loc229)), %in_308: f32 loc("jit(step)/jvp(layers.0)/add"(#loc306)), %out: f32 loc("jit(step)/jvp(layers.0)/add"(#loc231))):
      %1060 = arith.addf %in, %in_308 : f32 loc(#loc307)
      linalg.yield %1060 : f32 loc(#loc307)
    } -> tensor<8x32x32xf32> loc(#loc307)
    %84 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%83 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/reduce_sum"(#loc308)), %out: f32 loc("jit(step)/jvp(layers.0)/reduce_sum"(#loc308))):
      %1060 = arith.addf %out, %in : f32 loc(#loc491)
      linalg.yield %1060 : f32 loc(#loc491)
    } -> tensor<8x32xf32> loc(#loc491)
    %expanded_35 = tensor.expand_shape %84 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc492)
    %85 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_35 : tensor<8x32x1xf32>) outs(%22 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/broadcast_in_dim"(#loc308)), %out: f32 loc("jit(step)/jvp(layers.0)/div"(#loc308))):
      %1060 = arith.divf %in, %cst_14 : f32 loc(#loc493)
      linalg.yield %1060 : f32 loc(#loc493)
    } -> tensor<8x32x1xf32> loc(#loc493)
    %86 = linalg.generic {indexing_maps = [#map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85 : tensor<8x32x1xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/div"(#loc308)), %out: f32 loc("jit(step)/jvp(layers.0)/sub"(#loc309))):
      linalg.yield %in : f32 loc(#loc494)
    } -> tensor<8x32x32xf32> loc(#loc494)
    %87 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83, %86 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/add"(#loc231)), %in_308: f32 loc("jit(step)/jvp(layers.0)/sub"(#loc309)), %out: f32 loc("jit(step)/jvp(layers.0)/sub"(#loc309))):
      %1060 = arith.subf %in, %in_308 : f32 loc(#loc494)
      linalg.yield %1060 : f32 loc(#loc494)
    } -> tensor<8x32x32xf32> loc(#loc494)
    %88 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87 : tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/sub"(#loc309)), %out: f32 loc("jit(step)/jvp(layers.0)/integer_pow"(#loc310))):
      %1060 = arith.mulf %in, %in : f32 loc(#loc495)
      linalg.yield %1060 : f32 loc(#loc495)
    } -> tensor<8x32x32xf32> loc(#loc495)
    %89 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87 : tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/sub"(#loc309)), %out: f32 loc("jit(step)/jvp(layers.0)/mul"(#loc310))):
      %1060 = arith.mulf %in, %cst_13 : f32 loc(#loc496)
      linalg.yield %1060 : f32 loc(#loc496)
    } -> tensor<8x32x32xf32> loc(#loc496)
    %90 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%88 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/reduce_sum"(#loc311)), %out: f32 loc("jit(step)/jvp(layers.0)/reduce_sum"(#loc311))):
      %1060 = arith.addf %out, %in : f32 loc(#loc497)
      linalg.yield %1060 : f32 loc(#loc497)
    } -> tensor<8x32xf32> loc(#loc497)
    %expanded_36 = tensor.expand_shape %90 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc498)
    %91 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_36 : tensor<8x32x1xf32>) outs(%22 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/broadcast_in_dim"(#loc311)), %out: f32 loc("jit(step)/jvp(layers.0)/div"(#loc311))):
      %1060 = arith.divf %in, %cst_14 : f32 loc(#loc499)
      linalg.yield %1060 : f32 loc(#loc499)
    } -> tensor<8x32x1xf32> loc(#loc499)
    %92 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91 : tensor<8x32x1xf32>) outs(%22 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/div"(#loc311)), %out: f32 loc("jit(step)/jvp(layers.0)/add"(#loc312))):
      %1060 = arith.addf %in, %cst_12 : f32 loc(#loc500)
      linalg.yield %1060 : f32 loc(#loc500)
    } -> tensor<8x32x1xf32> loc(#loc500)
    %93 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%92 : tensor<8x32x1xf32>) outs(%22 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/add"(#loc312)), %out: f32 loc("jit(step)/jvp(layers.0)/rsqrt"(#loc313))):
      %1060 = math.rsqrt %in : f32 loc(#loc501)
      linalg.yield %1060 : f32 loc(#loc501)
    } -> tensor<8x32x1xf32> loc(#loc501)
    %94 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93, %92 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%22 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/rsqrt"(#loc313)), %in_308: f32 loc("jit(step)/jvp(layers.0)/add"(#loc312)), %out: f32 loc("jit(step)/jvp(layers.0)/div"(#loc313))):
      %1060 = arith.divf %in, %in_308 : f32 loc(#loc502)
      linalg.yield %1060 : f32 loc(#loc502)
    } -> tensor<8x32x1xf32> loc(#loc502)
    %95 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94 : tensor<8x32x1xf32>) outs(%22 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/div"(#loc313)), %out: f32 loc("jit(step)/jvp(layers.0)/mul"(#loc313))):
      %1060 = arith.mulf %in, %cst_11 : f32 loc(#loc503)
      linalg.yield %1060 : f32 loc(#loc503)
    } -> tensor<8x32x1xf32> loc(#loc503)
    %96 = linalg.generic {indexing_maps = [#map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93 : tensor<8x32x1xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/rsqrt"(#loc313)), %out: f32 loc("jit(step)/jvp(layers.0)/mul"(#loc314))):
      linalg.yield %in : f32 loc(#loc504)
    } -> tensor<8x32x32xf32> loc(#loc504)
    %97 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87, %96 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/sub"(#loc309)), %in_308: f32 loc("jit(step)/jvp(layers.0)/mul"(#loc314)), %out: f32 loc("jit(step)/jvp(layers.0)/mul"(#loc314))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc504)
      linalg.yield %1060 : f32 loc(#loc504)
    } -> tensor<8x32x32xf32> loc(#loc504)
    %98 = linalg.generic {indexing_maps = [#map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg7 : tensor<32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("params['layers'][0]['ln1_g']"), %out: f32 loc("jit(step)/jvp(layers.0)/mul"(#loc315))):
      linalg.yield %in : f32 loc(#loc505)
    } -> tensor<8x32x32xf32> loc(#loc505)
    %99 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97, %98 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/mul"(#loc314)), %in_308: f32 loc("jit(step)/jvp(layers.0)/mul"(#loc315)), %out: f32 loc("jit(step)/jvp(layers.0)/mul"(#loc315))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc505)
      linalg.yield %1060 : f32 loc(#loc505)
    } -> tensor<8x32x32xf32> loc(#loc505)
    %100 = linalg.generic {indexing_maps = [#map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg6 : tensor<32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("params['layers'][0]['ln1_b']"), %out: f32 loc("jit(step)/jvp(layers.0)/add"(#loc316))):
      linalg.yield %in : f32 loc(#loc506)
    } -> tensor<8x32x32xf32> loc(#loc506)
    %101 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99, %100 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/mul"(#loc315)), %in_308: f32 loc("jit(step)/jvp(layers.0)/add"(#loc316)), %out: f32 loc("jit(step)/jvp(layers.0)/add"(#loc316))):
      %1060 = arith.addf %in, %in_308 : f32 loc(#loc506)
      linalg.yield %1060 : f32 loc(#loc506)
    } -> tensor<8x32x32xf32> loc(#loc506)
    %collapsed_37 = tensor.collapse_shape %101 [[0, 1], [2]] : tensor<8x32x32xf32> into tensor<256x32xf32> loc(#loc317)
    %102 = tensor.empty() : tensor<256x128xf32> loc(#loc317)
    %103 = linalg.fill ins(%cst_15 : f32) outs(%102 : tensor<256x128xf32>) -> tensor<256x128xf32> loc(#loc317)
    %104 = linalg.matmul ins(%collapsed_37, %arg4 : tensor<256x32xf32>, tensor<32x128xf32>) outs(%103 : tensor<256x128xf32>) -> tensor<256x128xf32> loc(#loc317)
    %expanded_38 = tensor.expand_shape %104 [[0, 1], [2]] output_shape [8, 32, 128] : tensor<256x128xf32> into tensor<8x32x128xf32> loc(#loc317)
    %105 = tensor.empty() : tensor<8x32x128xf32> loc(#loc318)
    %106 = linalg.generic {indexing_maps = [#map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg5 : tensor<128xf32>) outs(%105 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("params['layers'][0]['fc_b']"), %out: f32 loc("jit(step)/jvp(layers.0)/add"(#loc234))):
      linalg.yield %in : f32 loc(#loc318)
    } -> tensor<8x32x128xf32> loc(#loc318)
    %107 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_38, %106 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%105 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/dot_general"(#loc233)), %in_308: f32 loc("jit(step)/jvp(layers.0)/add"(#loc234)), %out: f32 loc("jit(step)/jvp(layers.0)/add"(#loc234))):
      %1060 = arith.addf %in, %in_308 : f32 loc(#loc318)
      linalg.yield %1060 : f32 loc(#loc318)
    } -> tensor<8x32x128xf32> loc(#loc318)
    %108 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107 : tensor<8x32x128xf32>) outs(%105 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/add"(#loc234)), %out: f32 loc("jit(step)/jvp(layers.0)/integer_pow"(#loc235))):
      %1060 = arith.mulf %in, %in : f32 loc(#loc319)
      linalg.yield %1060 : f32 loc(#loc319)
    } -> tensor<8x32x128xf32> loc(#loc319)
    %109 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108, %107 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%105 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/integer_pow"(#loc235)), %in_308: f32 loc("jit(step)/jvp(layers.0)/add"(#loc234)), %out: f32 loc("jit(step)/jvp(layers.0)/integer_pow"(#loc235))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc319)
      linalg.yield %1060 : f32 loc(#loc319)
    } -> tensor<8x32x128xf32> loc(#loc319)
    %110 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108 : tensor<8x32x128xf32>) outs(%105 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/integer_pow"(#loc235)), %out: f32 loc("jit(step)/jvp(layers.0)/mul"(#loc235))):
      %1060 = arith.mulf %in, %cst_7 : f32 loc(#loc320)
      linalg.yield %1060 : f32 loc(#loc320)
    } -> tensor<8x32x128xf32> loc(#loc320)
    %111 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%109 : tensor<8x32x128xf32>) outs(%105 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/integer_pow"(#loc235)), %out: f32 loc("jit(step)/jvp(layers.0)/mul"(#loc235))):
      %1060 = arith.mulf %in, %cst_6 : f32 loc(#loc320)
      linalg.yield %1060 : f32 loc(#loc320)
    } -> tensor<8x32x128xf32> loc(#loc320)
    %112 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107, %111 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%105 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/add"(#loc234)), %in_308: f32 loc("jit(step)/jvp(layers.0)/mul"(#loc235)), %out: f32 loc("jit(step)/jvp(layers.0)/add"(#loc235))):
      %1060 = arith.addf %in, %in_308 : f32 loc(#loc321)
      linalg.yield %1060 : f32 loc(#loc321)
    } -> tensor<8x32x128xf32> loc(#loc321)
    %113 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112 : tensor<8x32x128xf32>) outs(%105 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/add"(#loc235)), %out: f32 loc("jit(step)/jvp(layers.0)/mul"(#loc235))):
      %1060 = arith.mulf %in, %cst_5 : f32 loc(#loc320)
      linalg.yield %1060 : f32 loc(#loc320)
    } -> tensor<8x32x128xf32> loc(#loc320)
    %114 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%113 : tensor<8x32x128xf32>) outs(%105 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/mul"(#loc235)), %out: f32 loc("jit(step)/jvp(layers.0)/tanh"(#loc235))):
      %1060 = math.tanh %in : f32 loc(#loc322)
      linalg.yield %1060 : f32 loc(#loc322)
    } -> tensor<8x32x128xf32> loc(#loc322)
    %115 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%114 : tensor<8x32x128xf32>) outs(%105 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/tanh"(#loc235)), %out: f32 loc("jit(step)/jvp(layers.0)/sub"(#loc235))):
      %1060 = arith.subf %cst_8, %in : f32 loc(#loc323)
      linalg.yield %1060 : f32 loc(#loc323)
    } -> tensor<8x32x128xf32> loc(#loc323)
    %116 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%114 : tensor<8x32x128xf32>) outs(%105 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/tanh"(#loc235)), %out: f32 loc("jit(step)/jvp(layers.0)/add"(#loc235))):
      %1060 = arith.addf %in, %cst_8 : f32 loc(#loc321)
      linalg.yield %1060 : f32 loc(#loc321)
    } -> tensor<8x32x128xf32> loc(#loc321)
    %117 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116 : tensor<8x32x128xf32>) outs(%105 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/add"(#loc235)), %out: f32 loc("jit(step)/jvp(layers.0)/mul"(#loc235))):
      %1060 = arith.mulf %in, %cst_4 : f32 loc(#loc320)
      linalg.yield %1060 : f32 loc(#loc320)
    } -> tensor<8x32x128xf32> loc(#loc320)
    %118 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107, %117 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%105 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/add"(#loc234)), %in_308: f32 loc("jit(step)/jvp(layers.0)/mul"(#loc235)), %out: f32 loc("jit(step)/jvp(layers.0)/mul"(#loc235))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc320)
      linalg.yield %1060 : f32 loc(#loc320)
    } -> tensor<8x32x128xf32> loc(#loc320)
    %collapsed_39 = tensor.collapse_shape %118 [[0, 1], [2]] : tensor<8x32x128xf32> into tensor<256x128xf32> loc(#loc324)
    %119 = linalg.matmul ins(%collapsed_39, %arg10 : tensor<256x128xf32>, tensor<128x32xf32>) outs(%79 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc324)
    %expanded_40 = tensor.expand_shape %119 [[0, 1], [2]] output_shape [8, 32, 32] : tensor<256x32xf32> into tensor<8x32x32xf32> loc(#loc324)
    %120 = linalg.generic {indexing_maps = [#map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg11 : tensor<32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("params['layers'][0]['out_b']"), %out: f32 loc("jit(step)/jvp(layers.0)/add"(#loc237))):
      linalg.yield %in : f32 loc(#loc325)
    } -> tensor<8x32x32xf32> loc(#loc325)
    %121 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_40, %120 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/dot_general"(#loc236)), %in_308: f32 loc("jit(step)/jvp(layers.0)/add"(#loc237)), %out: f32 loc("jit(step)/jvp(layers.0)/add"(#loc237))):
      %1060 = arith.addf %in, %in_308 : f32 loc(#loc325)
      linalg.yield %1060 : f32 loc(#loc325)
    } -> tensor<8x32x32xf32> loc(#loc325)
    %122 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101, %121 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/add"(#loc316)), %in_308: f32 loc("jit(step)/jvp(layers.0)/add"(#loc237)), %out: f32 loc("jit(step)/jvp(layers.0)/add"(#loc238))):
      %1060 = arith.addf %in, %in_308 : f32 loc(#loc326)
      linalg.yield %1060 : f32 loc(#loc326)
    } -> tensor<8x32x32xf32> loc(#loc326)
    %123 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%122 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/reduce_sum"(#loc327)), %out: f32 loc("jit(step)/jvp(layers.0)/reduce_sum"(#loc327))):
      %1060 = arith.addf %out, %in : f32 loc(#loc507)
      linalg.yield %1060 : f32 loc(#loc507)
    } -> tensor<8x32xf32> loc(#loc507)
    %expanded_41 = tensor.expand_shape %123 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc508)
    %124 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_41 : tensor<8x32x1xf32>) outs(%22 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/broadcast_in_dim"(#loc327)), %out: f32 loc("jit(step)/jvp(layers.0)/div"(#loc327))):
      %1060 = arith.divf %in, %cst_14 : f32 loc(#loc509)
      linalg.yield %1060 : f32 loc(#loc509)
    } -> tensor<8x32x1xf32> loc(#loc509)
    %125 = linalg.generic {indexing_maps = [#map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124 : tensor<8x32x1xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/div"(#loc327)), %out: f32 loc("jit(step)/jvp(layers.0)/sub"(#loc328))):
      linalg.yield %in : f32 loc(#loc510)
    } -> tensor<8x32x32xf32> loc(#loc510)
    %126 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122, %125 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/add"(#loc238)), %in_308: f32 loc("jit(step)/jvp(layers.0)/sub"(#loc328)), %out: f32 loc("jit(step)/jvp(layers.0)/sub"(#loc328))):
      %1060 = arith.subf %in, %in_308 : f32 loc(#loc510)
      linalg.yield %1060 : f32 loc(#loc510)
    } -> tensor<8x32x32xf32> loc(#loc510)
    %127 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%126 : tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/sub"(#loc328)), %out: f32 loc("jit(step)/jvp(layers.0)/integer_pow"(#loc329))):
      %1060 = arith.mulf %in, %in : f32 loc(#loc511)
      linalg.yield %1060 : f32 loc(#loc511)
    } -> tensor<8x32x32xf32> loc(#loc511)
    %128 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%126 : tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/sub"(#loc328)), %out: f32 loc("jit(step)/jvp(layers.0)/mul"(#loc329))):
      %1060 = arith.mulf %in, %cst_13 : f32 loc(#loc512)
      linalg.yield %1060 : f32 loc(#loc512)
    } -> tensor<8x32x32xf32> loc(#loc512)
    %129 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%127 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/reduce_sum"(#loc330)), %out: f32 loc("jit(step)/jvp(layers.0)/reduce_sum"(#loc330))):
      %1060 = arith.addf %out, %in : f32 loc(#loc513)
      linalg.yield %1060 : f32 loc(#loc513)
    } -> tensor<8x32xf32> loc(#loc513)
    %expanded_42 = tensor.expand_shape %129 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc514)
    %130 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_42 : tensor<8x32x1xf32>) outs(%22 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/broadcast_in_dim"(#loc330)), %out: f32 loc("jit(step)/jvp(layers.0)/div"(#loc330))):
      %1060 = arith.divf %in, %cst_14 : f32 loc(#loc515)
      linalg.yield %1060 : f32 loc(#loc515)
    } -> tensor<8x32x1xf32> loc(#loc515)
    %131 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130 : tensor<8x32x1xf32>) outs(%22 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/div"(#loc330)), %out: f32 loc("jit(step)/jvp(layers.0)/add"(#loc331))):
      %1060 = arith.addf %in, %cst_12 : f32 loc(#loc516)
      linalg.yield %1060 : f32 loc(#loc516)
    } -> tensor<8x32x1xf32> loc(#loc516)
    %132 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%131 : tensor<8x32x1xf32>) outs(%22 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/add"(#loc331)), %out: f32 loc("jit(step)/jvp(layers.0)/rsqrt"(#loc332))):
      %1060 = math.rsqrt %in : f32 loc(#loc517)
      linalg.yield %1060 : f32 loc(#loc517)
    } -> tensor<8x32x1xf32> loc(#loc517)
    %133 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132, %131 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%22 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/rsqrt"(#loc332)), %in_308: f32 loc("jit(step)/jvp(layers.0)/add"(#loc331)), %out: f32 loc("jit(step)/jvp(layers.0)/div"(#loc332))):
      %1060 = arith.divf %in, %in_308 : f32 loc(#loc518)
      linalg.yield %1060 : f32 loc(#loc518)
    } -> tensor<8x32x1xf32> loc(#loc518)
    %134 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%133 : tensor<8x32x1xf32>) outs(%22 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/div"(#loc332)), %out: f32 loc("jit(step)/jvp(layers.0)/mul"(#loc332))):
      %1060 = arith.mulf %in, %cst_11 : f32 loc(#loc519)
      linalg.yield %1060 : f32 loc(#loc519)
    } -> tensor<8x32x1xf32> loc(#loc519)
    %135 = linalg.generic {indexing_maps = [#map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132 : tensor<8x32x1xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/rsqrt"(#loc332)), %out: f32 loc("jit(step)/jvp(layers.0)/mul"(#loc333))):
      linalg.yield %in : f32 loc(#loc520)
    } -> tensor<8x32x32xf32> loc(#loc520)
    %136 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%126, %135 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/sub"(#loc328)), %in_308: f32 loc("jit(step)/jvp(layers.0)/mul"(#loc333)), %out: f32 loc("jit(step)/jvp(layers.0)/mul"(#loc333))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc520)
      linalg.yield %1060 : f32 loc(#loc520)
    } -> tensor<8x32x32xf32> loc(#loc520)
    %137 = linalg.generic {indexing_maps = [#map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg9 : tensor<32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("params['layers'][0]['ln2_g']"), %out: f32 loc("jit(step)/jvp(layers.0)/mul"(#loc334))):
      linalg.yield %in : f32 loc(#loc521)
    } -> tensor<8x32x32xf32> loc(#loc521)
    %138 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136, %137 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/mul"(#loc333)), %in_308: f32 loc("jit(step)/jvp(layers.0)/mul"(#loc334)), %out: f32 loc("jit(step)/jvp(layers.0)/mul"(#loc334))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc521)
      linalg.yield %1060 : f32 loc(#loc521)
    } -> tensor<8x32x32xf32> loc(#loc521)
    %139 = linalg.generic {indexing_maps = [#map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg8 : tensor<32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("params['layers'][0]['ln2_b']"), %out: f32 loc("jit(step)/jvp(layers.0)/add"(#loc335))):
      linalg.yield %in : f32 loc(#loc522)
    } -> tensor<8x32x32xf32> loc(#loc522)
    %140 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%138, %139 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/mul"(#loc334)), %in_308: f32 loc("jit(step)/jvp(layers.0)/add"(#loc335)), %out: f32 loc("jit(step)/jvp(layers.0)/add"(#loc335))):
      %1060 = arith.addf %in, %in_308 : f32 loc(#loc522)
      linalg.yield %1060 : f32 loc(#loc522)
    } -> tensor<8x32x32xf32> loc(#loc522)
    %collapsed_43 = tensor.collapse_shape %140 [[0, 1], [2]] : tensor<8x32x32xf32> into tensor<256x32xf32> loc(#loc523)
    %141 = linalg.matmul ins(%collapsed_43, %arg26 : tensor<256x32xf32>, tensor<32x96xf32>) outs(%41 : tensor<256x96xf32>) -> tensor<256x96xf32> loc(#loc523)
    %expanded_44 = tensor.expand_shape %141 [[0, 1], [2]] output_shape [8, 32, 96] : tensor<256x96xf32> into tensor<8x32x96xf32> loc(#loc523)
    %142 = linalg.generic {indexing_maps = [#map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg27 : tensor<96xf32>) outs(%43 : tensor<8x32x96xf32>) {
    ^bb0(%in: f32 loc("params['layers'][1]['qkv_b']"), %out: f32 loc("jit(step)/jvp(layers.1)/add"(#loc293))):
      linalg.yield %in : f32 loc(#loc524)
    } -> tensor<8x32x96xf32> loc(#loc524)
    %143 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_44, %142 : tensor<8x32x96xf32>, tensor<8x32x96xf32>) outs(%43 : tensor<8x32x96xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/dot_general"(#loc292)), %in_308: f32 loc("jit(step)/jvp(layers.1)/add"(#loc293)), %out: f32 loc("jit(step)/jvp(layers.1)/add"(#loc293))):
      %1060 = arith.addf %in, %in_308 : f32 loc(#loc524)
      linalg.yield %1060 : f32 loc(#loc524)
    } -> tensor<8x32x96xf32> loc(#loc524)
    %extracted_slice_45 = tensor.extract_slice %143[0, 0, 0] [8, 32, 32] [1, 1, 1] : tensor<8x32x96xf32> to tensor<8x32x32xf32> loc(#loc525)
    %extracted_slice_46 = tensor.extract_slice %143[0, 0, 32] [8, 32, 32] [1, 1, 1] : tensor<8x32x96xf32> to tensor<8x32x32xf32> loc(#loc525)
    %extracted_slice_47 = tensor.extract_slice %143[0, 0, 64] [8, 32, 32] [1, 1, 1] : tensor<8x32x96xf32> to tensor<8x32x32xf32> loc(#loc525)
    %expanded_48 = tensor.expand_shape %extracted_slice_45 [[0], [1], [2, 3]] output_shape [8, 32, 4, 8] : tensor<8x32x32xf32> into tensor<8x32x4x8xf32> loc(#loc998)
    %144 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_48 : tensor<8x32x4x8xf32>) outs(%46 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/reshape"(#loc469)), %out: f32 loc("jit(step)/jvp(layers.1)/transpose"(#loc470))):
      linalg.yield %in : f32 loc(#loc999)
    } -> tensor<8x4x32x8xf32> loc(#loc999)
    %expanded_49 = tensor.expand_shape %extracted_slice_46 [[0], [1], [2, 3]] output_shape [8, 32, 4, 8] : tensor<8x32x32xf32> into tensor<8x32x4x8xf32> loc(#loc1000)
    %145 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_49 : tensor<8x32x4x8xf32>) outs(%46 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/reshape"(#loc471)), %out: f32 loc("jit(step)/jvp(layers.1)/transpose"(#loc472))):
      linalg.yield %in : f32 loc(#loc1001)
    } -> tensor<8x4x32x8xf32> loc(#loc1001)
    %expanded_50 = tensor.expand_shape %extracted_slice_47 [[0], [1], [2, 3]] output_shape [8, 32, 4, 8] : tensor<8x32x32xf32> into tensor<8x32x4x8xf32> loc(#loc1002)
    %146 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_50 : tensor<8x32x4x8xf32>) outs(%46 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/reshape"(#loc473)), %out: f32 loc("jit(step)/jvp(layers.1)/transpose"(#loc474))):
      linalg.yield %in : f32 loc(#loc1003)
    } -> tensor<8x4x32x8xf32> loc(#loc1003)
    %147 = linalg.generic {indexing_maps = [#map9, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%145 : tensor<8x4x32x8xf32>) outs(%50 : tensor<8x4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/transpose"(#loc472)), %out: f32 loc("jit(step)/jvp(layers.1)/transpose"(#loc298))):
      linalg.yield %in : f32 loc(#loc526)
    } -> tensor<8x4x8x32xf32> loc(#loc526)
    %collapsed_51 = tensor.collapse_shape %144 [[0, 1], [2], [3]] : tensor<8x4x32x8xf32> into tensor<32x32x8xf32> loc(#loc527)
    %collapsed_52 = tensor.collapse_shape %147 [[0, 1], [2], [3]] : tensor<8x4x8x32xf32> into tensor<32x8x32xf32> loc(#loc527)
    %148 = linalg.batch_matmul ins(%collapsed_51, %collapsed_52 : tensor<32x32x8xf32>, tensor<32x8x32xf32>) outs(%53 : tensor<32x32x32xf32>) -> tensor<32x32x32xf32> loc(#loc527)
    %expanded_53 = tensor.expand_shape %148 [[0, 1], [2], [3]] output_shape [8, 4, 32, 32] : tensor<32x32x32xf32> into tensor<8x4x32x32xf32> loc(#loc527)
    %149 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_53, %58 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%57 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/dot_general"(#loc299)), %in_308: f32 loc("jit(step)/jvp(layers.0)/div"(#loc301)), %out: f32 loc("jit(step)/jvp(layers.1)/div"(#loc301))):
      %1060 = arith.divf %in, %in_308 : f32 loc(#loc528)
      linalg.yield %1060 : f32 loc(#loc528)
    } -> tensor<8x4x32x32xf32> loc(#loc528)
    %150 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%149 : tensor<8x4x32x32xf32>) outs(%61 : tensor<8x4x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/reduce_max"(#loc302)), %out: f32 loc("jit(step)/jvp(layers.1)/reduce_max"(#loc302))):
      %1060 = arith.maximumf %out, %in : f32 loc(#loc529)
      linalg.yield %1060 : f32 loc(#loc529)
    } -> tensor<8x4x32xf32> loc(#loc529)
    %151 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%150 : tensor<8x4x32xf32>) outs(%57 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/max"(#loc302)), %out: f32 loc("jit(step)/jvp(layers.1)/sub"(#loc302))):
      linalg.yield %in : f32 loc(#loc530)
    } -> tensor<8x4x32x32xf32> loc(#loc530)
    %152 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%149, %151 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%57 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/div"(#loc301)), %in_308: f32 loc("jit(step)/jvp(layers.1)/sub"(#loc302)), %out: f32 loc("jit(step)/jvp(layers.1)/sub"(#loc302))):
      %1060 = arith.subf %in, %in_308 : f32 loc(#loc530)
      linalg.yield %1060 : f32 loc(#loc530)
    } -> tensor<8x4x32x32xf32> loc(#loc530)
    %153 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%152 : tensor<8x4x32x32xf32>) outs(%57 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/sub"(#loc302)), %out: f32 loc("jit(step)/jvp(layers.1)/exp"(#loc302))):
      %1060 = math.exp %in : f32 loc(#loc532)
      linalg.yield %1060 : f32 loc(#loc532)
    } -> tensor<8x4x32x32xf32> loc(#loc532)
    %154 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%153 : tensor<8x4x32x32xf32>) outs(%66 : tensor<8x4x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/reduce_sum"(#loc302)), %out: f32 loc("jit(step)/jvp(layers.1)/reduce_sum"(#loc302))):
      %1060 = arith.addf %out, %in : f32 loc(#loc533)
      linalg.yield %1060 : f32 loc(#loc533)
    } -> tensor<8x4x32xf32> loc(#loc533)
    %expanded_54 = tensor.expand_shape %154 [[0], [1], [2, 3]] output_shape [8, 4, 32, 1] : tensor<8x4x32xf32> into tensor<8x4x32x1xf32> loc(#loc534)
    %155 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%154 : tensor<8x4x32xf32>) outs(%57 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/reduce_sum"(#loc302)), %out: f32 loc("jit(step)/jvp(layers.1)/div"(#loc302))):
      linalg.yield %in : f32 loc(#loc535)
    } -> tensor<8x4x32x32xf32> loc(#loc535)
    %156 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%153, %155 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%57 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/exp"(#loc302)), %in_308: f32 loc("jit(step)/jvp(layers.1)/div"(#loc302)), %out: f32 loc("jit(step)/jvp(layers.1)/div"(#loc302))):
      %1060 = arith.divf %in, %in_308 : f32 loc(#loc535)
      linalg.yield %1060 : f32 loc(#loc535)
    } -> tensor<8x4x32x32xf32> loc(#loc535)
    %157 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_54 : tensor<8x4x32x1xf32>) outs(%70 : tensor<8x4x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/broadcast_in_dim"(#loc302)), %out: f32 loc("jit(step)/jvp(layers.1)/mul"(#loc486))):
      %1060 = arith.mulf %in, %in : f32 loc(#loc1004)
      linalg.yield %1060 : f32 loc(#loc1004)
    } -> tensor<8x4x32x1xf32> loc(#loc1004)
    %158 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%157 : tensor<8x4x32x1xf32>) outs(%70 : tensor<8x4x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/mul"(#loc486)), %out: f32 loc("jit(step)/jvp(layers.1)/div"(#loc486))):
      %1060 = arith.divf %cst_8, %in : f32 loc(#loc1005)
      linalg.yield %1060 : f32 loc(#loc1005)
    } -> tensor<8x4x32x1xf32> loc(#loc1005)
    %collapsed_55 = tensor.collapse_shape %156 [[0, 1], [2], [3]] : tensor<8x4x32x32xf32> into tensor<32x32x32xf32> loc(#loc536)
    %collapsed_56 = tensor.collapse_shape %146 [[0, 1], [2], [3]] : tensor<8x4x32x8xf32> into tensor<32x32x8xf32> loc(#loc536)
    %159 = linalg.batch_matmul ins(%collapsed_55, %collapsed_56 : tensor<32x32x32xf32>, tensor<32x32x8xf32>) outs(%74 : tensor<32x32x8xf32>) -> tensor<32x32x8xf32> loc(#loc536)
    %expanded_57 = tensor.expand_shape %159 [[0, 1], [2], [3]] output_shape [8, 4, 32, 8] : tensor<32x32x8xf32> into tensor<8x4x32x8xf32> loc(#loc536)
    %160 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_57 : tensor<8x4x32x8xf32>) outs(%76 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/dot_general"(#loc303)), %out: f32 loc("jit(step)/jvp(layers.1)/transpose"(#loc304))):
      linalg.yield %in : f32 loc(#loc537)
    } -> tensor<8x32x4x8xf32> loc(#loc537)
    %collapsed_58 = tensor.collapse_shape %160 [[0, 1], [2, 3]] : tensor<8x32x4x8xf32> into tensor<256x32xf32> loc(#loc538)
    %161 = linalg.matmul ins(%collapsed_58, %arg24 : tensor<256x32xf32>, tensor<32x32xf32>) outs(%79 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc538)
    %expanded_59 = tensor.expand_shape %161 [[0, 1], [2]] output_shape [8, 32, 32] : tensor<256x32xf32> into tensor<8x32x32xf32> loc(#loc538)
    %162 = linalg.generic {indexing_maps = [#map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg25 : tensor<32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("params['layers'][1]['proj_b']"), %out: f32 loc("jit(step)/jvp(layers.1)/add"(#loc306))):
      linalg.yield %in : f32 loc(#loc539)
    } -> tensor<8x32x32xf32> loc(#loc539)
    %163 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_59, %162 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/dot_general"(#loc305)), %in_308: f32 loc("jit(step)/jvp(layers.1)/add"(#loc306)), %out: f32 loc("jit(step)/jvp(layers.1)/add"(#loc306))):
      %1060 = arith.addf %in, %in_308 : f32 loc(#loc539)
      linalg.yield %1060 : f32 loc(#loc539)
    } -> tensor<8x32x32xf32> loc(#loc539)
    %164 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%140, %163 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/add"(#loc335)), %in_308: f32 loc("jit(step)/jvp(layers.1)/add"(#loc306)), %out: f32 loc("jit(step)/jvp(layers.1)/add"(#loc231))):
      %1060 = arith.addf %in, %in_308 : f32 loc(#loc336)
      linalg.yield %1060 : f32 loc(#loc336)
    } -> tensor<8x32x32xf32> loc(#loc336)
    %165 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%164 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/reduce_sum"(#loc308)), %out: f32 loc("jit(step)/jvp(layers.1)/reduce_sum"(#loc308))):
      %1060 = arith.addf %out, %in : f32 loc(#loc540)
      linalg.yield %1060 : f32 loc(#loc540)
    } -> tensor<8x32xf32> loc(#loc540)
    %expanded_60 = tensor.expand_shape %165 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc541)
    %166 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_60 : tensor<8x32x1xf32>) outs(%22 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/broadcast_in_dim"(#loc308)), %out: f32 loc("jit(step)/jvp(layers.1)/div"(#loc308))):
      %1060 = arith.divf %in, %cst_14 : f32 loc(#loc542)
      linalg.yield %1060 : f32 loc(#loc542)
    } -> tensor<8x32x1xf32> loc(#loc542)
    %167 = linalg.generic {indexing_maps = [#map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%166 : tensor<8x32x1xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/div"(#loc308)), %out: f32 loc("jit(step)/jvp(layers.1)/sub"(#loc309))):
      linalg.yield %in : f32 loc(#loc543)
    } -> tensor<8x32x32xf32> loc(#loc543)
    %168 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%164, %167 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/add"(#loc231)), %in_308: f32 loc("jit(step)/jvp(layers.1)/sub"(#loc309)), %out: f32 loc("jit(step)/jvp(layers.1)/sub"(#loc309))):
      %1060 = arith.subf %in, %in_308 : f32 loc(#loc543)
      linalg.yield %1060 : f32 loc(#loc543)
    } -> tensor<8x32x32xf32> loc(#loc543)
    %169 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%168 : tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/sub"(#loc309)), %out: f32 loc("jit(step)/jvp(layers.1)/integer_pow"(#loc310))):
      %1060 = arith.mulf %in, %in : f32 loc(#loc544)
      linalg.yield %1060 : f32 loc(#loc544)
    } -> tensor<8x32x32xf32> loc(#loc544)
    %170 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%168 : tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/sub"(#loc309)), %out: f32 loc("jit(step)/jvp(layers.1)/mul"(#loc310))):
      %1060 = arith.mulf %in, %cst_13 : f32 loc(#loc545)
      linalg.yield %1060 : f32 loc(#loc545)
    } -> tensor<8x32x32xf32> loc(#loc545)
    %171 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%169 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/reduce_sum"(#loc311)), %out: f32 loc("jit(step)/jvp(layers.1)/reduce_sum"(#loc311))):
      %1060 = arith.addf %out, %in : f32 loc(#loc546)
      linalg.yield %1060 : f32 loc(#loc546)
    } -> tensor<8x32xf32> loc(#loc546)
    %expanded_61 = tensor.expand_shape %171 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc547)
    %172 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_61 : tensor<8x32x1xf32>) outs(%22 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/broadcast_in_dim"(#loc311)), %out: f32 loc("jit(step)/jvp(layers.1)/div"(#loc311))):
      %1060 = arith.divf %in, %cst_14 : f32 loc(#loc548)
      linalg.yield %1060 : f32 loc(#loc548)
    } -> tensor<8x32x1xf32> loc(#loc548)
    %173 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%172 : tensor<8x32x1xf32>) outs(%22 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/div"(#loc311)), %out: f32 loc("jit(step)/jvp(layers.1)/add"(#loc312))):
      %1060 = arith.addf %in, %cst_12 : f32 loc(#loc549)
      linalg.yield %1060 : f32 loc(#loc549)
    } -> tensor<8x32x1xf32> loc(#loc549)
    %174 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%173 : tensor<8x32x1xf32>) outs(%22 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/add"(#loc312)), %out: f32 loc("jit(step)/jvp(layers.1)/rsqrt"(#loc313))):
      %1060 = math.rsqrt %in : f32 loc(#loc550)
      linalg.yield %1060 : f32 loc(#loc550)
    } -> tensor<8x32x1xf32> loc(#loc550)
    %175 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%174, %173 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%22 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/rsqrt"(#loc313)), %in_308: f32 loc("jit(step)/jvp(layers.1)/add"(#loc312)), %out: f32 loc("jit(step)/jvp(layers.1)/div"(#loc313))):
      %1060 = arith.divf %in, %in_308 : f32 loc(#loc551)
      linalg.yield %1060 : f32 loc(#loc551)
    } -> tensor<8x32x1xf32> loc(#loc551)
    %176 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%175 : tensor<8x32x1xf32>) outs(%22 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/div"(#loc313)), %out: f32 loc("jit(step)/jvp(layers.1)/mul"(#loc313))):
      %1060 = arith.mulf %in, %cst_11 : f32 loc(#loc552)
      linalg.yield %1060 : f32 loc(#loc552)
    } -> tensor<8x32x1xf32> loc(#loc552)
    %177 = linalg.generic {indexing_maps = [#map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%174 : tensor<8x32x1xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/rsqrt"(#loc313)), %out: f32 loc("jit(step)/jvp(layers.1)/mul"(#loc314))):
      linalg.yield %in : f32 loc(#loc553)
    } -> tensor<8x32x32xf32> loc(#loc553)
    %178 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%168, %177 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/sub"(#loc309)), %in_308: f32 loc("jit(step)/jvp(layers.1)/mul"(#loc314)), %out: f32 loc("jit(step)/jvp(layers.1)/mul"(#loc314))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc553)
      linalg.yield %1060 : f32 loc(#loc553)
    } -> tensor<8x32x32xf32> loc(#loc553)
    %179 = linalg.generic {indexing_maps = [#map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg19 : tensor<32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("params['layers'][1]['ln1_g']"), %out: f32 loc("jit(step)/jvp(layers.1)/mul"(#loc315))):
      linalg.yield %in : f32 loc(#loc554)
    } -> tensor<8x32x32xf32> loc(#loc554)
    %180 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%178, %179 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/mul"(#loc314)), %in_308: f32 loc("jit(step)/jvp(layers.1)/mul"(#loc315)), %out: f32 loc("jit(step)/jvp(layers.1)/mul"(#loc315))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc554)
      linalg.yield %1060 : f32 loc(#loc554)
    } -> tensor<8x32x32xf32> loc(#loc554)
    %181 = linalg.generic {indexing_maps = [#map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg18 : tensor<32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("params['layers'][1]['ln1_b']"), %out: f32 loc("jit(step)/jvp(layers.1)/add"(#loc316))):
      linalg.yield %in : f32 loc(#loc555)
    } -> tensor<8x32x32xf32> loc(#loc555)
    %182 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%180, %181 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/mul"(#loc315)), %in_308: f32 loc("jit(step)/jvp(layers.1)/add"(#loc316)), %out: f32 loc("jit(step)/jvp(layers.1)/add"(#loc316))):
      %1060 = arith.addf %in, %in_308 : f32 loc(#loc555)
      linalg.yield %1060 : f32 loc(#loc555)
    } -> tensor<8x32x32xf32> loc(#loc555)
    %collapsed_62 = tensor.collapse_shape %182 [[0, 1], [2]] : tensor<8x32x32xf32> into tensor<256x32xf32> loc(#loc337)
    %183 = linalg.matmul ins(%collapsed_62, %arg16 : tensor<256x32xf32>, tensor<32x128xf32>) outs(%103 : tensor<256x128xf32>) -> tensor<256x128xf32> loc(#loc337)
    %expanded_63 = tensor.expand_shape %183 [[0, 1], [2]] output_shape [8, 32, 128] : tensor<256x128xf32> into tensor<8x32x128xf32> loc(#loc337)
    %184 = linalg.generic {indexing_maps = [#map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg17 : tensor<128xf32>) outs(%105 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("params['layers'][1]['fc_b']"), %out: f32 loc("jit(step)/jvp(layers.1)/add"(#loc234))):
      linalg.yield %in : f32 loc(#loc338)
    } -> tensor<8x32x128xf32> loc(#loc338)
    %185 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_63, %184 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%105 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/dot_general"(#loc233)), %in_308: f32 loc("jit(step)/jvp(layers.1)/add"(#loc234)), %out: f32 loc("jit(step)/jvp(layers.1)/add"(#loc234))):
      %1060 = arith.addf %in, %in_308 : f32 loc(#loc338)
      linalg.yield %1060 : f32 loc(#loc338)
    } -> tensor<8x32x128xf32> loc(#loc338)
    %186 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%185 : tensor<8x32x128xf32>) outs(%105 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/add"(#loc234)), %out: f32 loc("jit(step)/jvp(layers.1)/integer_pow"(#loc235))):
      %1060 = arith.mulf %in, %in : f32 loc(#loc339)
      linalg.yield %1060 : f32 loc(#loc339)
    } -> tensor<8x32x128xf32> loc(#loc339)
    %187 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%186, %185 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%105 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/integer_pow"(#loc235)), %in_308: f32 loc("jit(step)/jvp(layers.1)/add"(#loc234)), %out: f32 loc("jit(step)/jvp(layers.1)/integer_pow"(#loc235))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc339)
      linalg.yield %1060 : f32 loc(#loc339)
    } -> tensor<8x32x128xf32> loc(#loc339)
    %188 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%186 : tensor<8x32x128xf32>) outs(%105 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/integer_pow"(#loc235)), %out: f32 loc("jit(step)/jvp(layers.1)/mul"(#loc235))):
      %1060 = arith.mulf %in, %cst_7 : f32 loc(#loc340)
      linalg.yield %1060 : f32 loc(#loc340)
    } -> tensor<8x32x128xf32> loc(#loc340)
    %189 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%187 : tensor<8x32x128xf32>) outs(%105 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/integer_pow"(#loc235)), %out: f32 loc("jit(step)/jvp(layers.1)/mul"(#loc235))):
      %1060 = arith.mulf %in, %cst_6 : f32 loc(#loc340)
      linalg.yield %1060 : f32 loc(#loc340)
    } -> tensor<8x32x128xf32> loc(#loc340)
    %190 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%185, %189 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%105 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/add"(#loc234)), %in_308: f32 loc("jit(step)/jvp(layers.1)/mul"(#loc235)), %out: f32 loc("jit(step)/jvp(layers.1)/add"(#loc235))):
      %1060 = arith.addf %in, %in_308 : f32 loc(#loc341)
      linalg.yield %1060 : f32 loc(#loc341)
    } -> tensor<8x32x128xf32> loc(#loc341)
    %191 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%190 : tensor<8x32x128xf32>) outs(%105 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/add"(#loc235)), %out: f32 loc("jit(step)/jvp(layers.1)/mul"(#loc235))):
      %1060 = arith.mulf %in, %cst_5 : f32 loc(#loc340)
      linalg.yield %1060 : f32 loc(#loc340)
    } -> tensor<8x32x128xf32> loc(#loc340)
    %192 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%191 : tensor<8x32x128xf32>) outs(%105 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/mul"(#loc235)), %out: f32 loc("jit(step)/jvp(layers.1)/tanh"(#loc235))):
      %1060 = math.tanh %in : f32 loc(#loc342)
      linalg.yield %1060 : f32 loc(#loc342)
    } -> tensor<8x32x128xf32> loc(#loc342)
    %193 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%192 : tensor<8x32x128xf32>) outs(%105 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/tanh"(#loc235)), %out: f32 loc("jit(step)/jvp(layers.1)/sub"(#loc235))):
      %1060 = arith.subf %cst_8, %in : f32 loc(#loc343)
      linalg.yield %1060 : f32 loc(#loc343)
    } -> tensor<8x32x128xf32> loc(#loc343)
    %194 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%192 : tensor<8x32x128xf32>) outs(%105 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/tanh"(#loc235)), %out: f32 loc("jit(step)/jvp(layers.1)/add"(#loc235))):
      %1060 = arith.addf %in, %cst_8 : f32 loc(#loc341)
      linalg.yield %1060 : f32 loc(#loc341)
    } -> tensor<8x32x128xf32> loc(#loc341)
    %195 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%194 : tensor<8x32x128xf32>) outs(%105 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/add"(#loc235)), %out: f32 loc("jit(step)/jvp(layers.1)/mul"(#loc235))):
      %1060 = arith.mulf %in, %cst_4 : f32 loc(#loc340)
      linalg.yield %1060 : f32 loc(#loc340)
    } -> tensor<8x32x128xf32> loc(#loc340)
    %196 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%185, %195 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%105 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/add"(#loc234)), %in_308: f32 loc("jit(step)/jvp(layers.1)/mul"(#loc235)), %out: f32 loc("jit(step)/jvp(layers.1)/mul"(#loc235))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc340)
      linalg.yield %1060 : f32 loc(#loc340)
    } -> tensor<8x32x128xf32> loc(#loc340)
    %collapsed_64 = tensor.collapse_shape %196 [[0, 1], [2]] : tensor<8x32x128xf32> into tensor<256x128xf32> loc(#loc344)
    %197 = linalg.matmul ins(%collapsed_64, %arg22 : tensor<256x128xf32>, tensor<128x32xf32>) outs(%79 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc344)
    %expanded_65 = tensor.expand_shape %197 [[0, 1], [2]] output_shape [8, 32, 32] : tensor<256x32xf32> into tensor<8x32x32xf32> loc(#loc344)
    %198 = linalg.generic {indexing_maps = [#map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg23 : tensor<32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("params['layers'][1]['out_b']"), %out: f32 loc("jit(step)/jvp(layers.1)/add"(#loc237))):
      linalg.yield %in : f32 loc(#loc345)
    } -> tensor<8x32x32xf32> loc(#loc345)
    %199 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_65, %198 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/dot_general"(#loc236)), %in_308: f32 loc("jit(step)/jvp(layers.1)/add"(#loc237)), %out: f32 loc("jit(step)/jvp(layers.1)/add"(#loc237))):
      %1060 = arith.addf %in, %in_308 : f32 loc(#loc345)
      linalg.yield %1060 : f32 loc(#loc345)
    } -> tensor<8x32x32xf32> loc(#loc345)
    %200 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%182, %199 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/add"(#loc316)), %in_308: f32 loc("jit(step)/jvp(layers.1)/add"(#loc237)), %out: f32 loc("jit(step)/jvp(layers.1)/add"(#loc238))):
      %1060 = arith.addf %in, %in_308 : f32 loc(#loc346)
      linalg.yield %1060 : f32 loc(#loc346)
    } -> tensor<8x32x32xf32> loc(#loc346)
    %201 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%200 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/reduce_sum"(#loc327)), %out: f32 loc("jit(step)/jvp(layers.1)/reduce_sum"(#loc327))):
      %1060 = arith.addf %out, %in : f32 loc(#loc556)
      linalg.yield %1060 : f32 loc(#loc556)
    } -> tensor<8x32xf32> loc(#loc556)
    %expanded_66 = tensor.expand_shape %201 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc557)
    %202 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_66 : tensor<8x32x1xf32>) outs(%22 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/broadcast_in_dim"(#loc327)), %out: f32 loc("jit(step)/jvp(layers.1)/div"(#loc327))):
      %1060 = arith.divf %in, %cst_14 : f32 loc(#loc558)
      linalg.yield %1060 : f32 loc(#loc558)
    } -> tensor<8x32x1xf32> loc(#loc558)
    %203 = linalg.generic {indexing_maps = [#map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%202 : tensor<8x32x1xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/div"(#loc327)), %out: f32 loc("jit(step)/jvp(layers.1)/sub"(#loc328))):
      linalg.yield %in : f32 loc(#loc559)
    } -> tensor<8x32x32xf32> loc(#loc559)
    %204 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%200, %203 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/add"(#loc238)), %in_308: f32 loc("jit(step)/jvp(layers.1)/sub"(#loc328)), %out: f32 loc("jit(step)/jvp(layers.1)/sub"(#loc328))):
      %1060 = arith.subf %in, %in_308 : f32 loc(#loc559)
      linalg.yield %1060 : f32 loc(#loc559)
    } -> tensor<8x32x32xf32> loc(#loc559)
    %205 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%204 : tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/sub"(#loc328)), %out: f32 loc("jit(step)/jvp(layers.1)/integer_pow"(#loc329))):
      %1060 = arith.mulf %in, %in : f32 loc(#loc560)
      linalg.yield %1060 : f32 loc(#loc560)
    } -> tensor<8x32x32xf32> loc(#loc560)
    %206 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%204 : tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/sub"(#loc328)), %out: f32 loc("jit(step)/jvp(layers.1)/mul"(#loc329))):
      %1060 = arith.mulf %in, %cst_13 : f32 loc(#loc561)
      linalg.yield %1060 : f32 loc(#loc561)
    } -> tensor<8x32x32xf32> loc(#loc561)
    %207 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%205 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/reduce_sum"(#loc330)), %out: f32 loc("jit(step)/jvp(layers.1)/reduce_sum"(#loc330))):
      %1060 = arith.addf %out, %in : f32 loc(#loc562)
      linalg.yield %1060 : f32 loc(#loc562)
    } -> tensor<8x32xf32> loc(#loc562)
    %expanded_67 = tensor.expand_shape %207 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc563)
    %208 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_67 : tensor<8x32x1xf32>) outs(%22 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/broadcast_in_dim"(#loc330)), %out: f32 loc("jit(step)/jvp(layers.1)/div"(#loc330))):
      %1060 = arith.divf %in, %cst_14 : f32 loc(#loc564)
      linalg.yield %1060 : f32 loc(#loc564)
    } -> tensor<8x32x1xf32> loc(#loc564)
    %209 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%208 : tensor<8x32x1xf32>) outs(%22 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/div"(#loc330)), %out: f32 loc("jit(step)/jvp(layers.1)/add"(#loc331))):
      %1060 = arith.addf %in, %cst_12 : f32 loc(#loc565)
      linalg.yield %1060 : f32 loc(#loc565)
    } -> tensor<8x32x1xf32> loc(#loc565)
    %210 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%209 : tensor<8x32x1xf32>) outs(%22 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/add"(#loc331)), %out: f32 loc("jit(step)/jvp(layers.1)/rsqrt"(#loc332))):
      %1060 = math.rsqrt %in : f32 loc(#loc566)
      linalg.yield %1060 : f32 loc(#loc566)
    } -> tensor<8x32x1xf32> loc(#loc566)
    %211 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%210, %209 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%22 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/rsqrt"(#loc332)), %in_308: f32 loc("jit(step)/jvp(layers.1)/add"(#loc331)), %out: f32 loc("jit(step)/jvp(layers.1)/div"(#loc332))):
      %1060 = arith.divf %in, %in_308 : f32 loc(#loc567)
      linalg.yield %1060 : f32 loc(#loc567)
    } -> tensor<8x32x1xf32> loc(#loc567)
    %212 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%211 : tensor<8x32x1xf32>) outs(%22 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/div"(#loc332)), %out: f32 loc("jit(step)/jvp(layers.1)/mul"(#loc332))):
      %1060 = arith.mulf %in, %cst_11 : f32 loc(#loc568)
      linalg.yield %1060 : f32 loc(#loc568)
    } -> tensor<8x32x1xf32> loc(#loc568)
    %213 = linalg.generic {indexing_maps = [#map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%210 : tensor<8x32x1xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/rsqrt"(#loc332)), %out: f32 loc("jit(step)/jvp(layers.1)/mul"(#loc333))):
      linalg.yield %in : f32 loc(#loc569)
    } -> tensor<8x32x32xf32> loc(#loc569)
    %214 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%204, %213 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/sub"(#loc328)), %in_308: f32 loc("jit(step)/jvp(layers.1)/mul"(#loc333)), %out: f32 loc("jit(step)/jvp(layers.1)/mul"(#loc333))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc569)
      linalg.yield %1060 : f32 loc(#loc569)
    } -> tensor<8x32x32xf32> loc(#loc569)
    %215 = linalg.generic {indexing_maps = [#map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg21 : tensor<32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("params['layers'][1]['ln2_g']"), %out: f32 loc("jit(step)/jvp(layers.1)/mul"(#loc334))):
      linalg.yield %in : f32 loc(#loc570)
    } -> tensor<8x32x32xf32> loc(#loc570)
    %216 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%214, %215 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/mul"(#loc333)), %in_308: f32 loc("jit(step)/jvp(layers.1)/mul"(#loc334)), %out: f32 loc("jit(step)/jvp(layers.1)/mul"(#loc334))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc570)
      linalg.yield %1060 : f32 loc(#loc570)
    } -> tensor<8x32x32xf32> loc(#loc570)
    %217 = linalg.generic {indexing_maps = [#map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg20 : tensor<32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("params['layers'][1]['ln2_b']"), %out: f32 loc("jit(step)/jvp(layers.1)/add"(#loc335))):
      linalg.yield %in : f32 loc(#loc571)
    } -> tensor<8x32x32xf32> loc(#loc571)
    %218 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%216, %217 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/mul"(#loc334)), %in_308: f32 loc("jit(step)/jvp(layers.1)/add"(#loc335)), %out: f32 loc("jit(step)/jvp(layers.1)/add"(#loc335))):
      %1060 = arith.addf %in, %in_308 : f32 loc(#loc571)
      linalg.yield %1060 : f32 loc(#loc571)
    } -> tensor<8x32x32xf32> loc(#loc571)
    %collapsed_68 = tensor.collapse_shape %218 [[0, 1], [2]] : tensor<8x32x32xf32> into tensor<256x32xf32> loc(#loc572)
    %219 = linalg.matmul ins(%collapsed_68, %arg38 : tensor<256x32xf32>, tensor<32x96xf32>) outs(%41 : tensor<256x96xf32>) -> tensor<256x96xf32> loc(#loc572)
    %expanded_69 = tensor.expand_shape %219 [[0, 1], [2]] output_shape [8, 32, 96] : tensor<256x96xf32> into tensor<8x32x96xf32> loc(#loc572)
    %220 = linalg.generic {indexing_maps = [#map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg39 : tensor<96xf32>) outs(%43 : tensor<8x32x96xf32>) {
    ^bb0(%in: f32 loc("params['layers'][2]['qkv_b']"), %out: f32 loc("jit(step)/jvp(layers.2)/add"(#loc293))):
      linalg.yield %in : f32 loc(#loc573)
    } -> tensor<8x32x96xf32> loc(#loc573)
    %221 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_69, %220 : tensor<8x32x96xf32>, tensor<8x32x96xf32>) outs(%43 : tensor<8x32x96xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/dot_general"(#loc292)), %in_308: f32 loc("jit(step)/jvp(layers.2)/add"(#loc293)), %out: f32 loc("jit(step)/jvp(layers.2)/add"(#loc293))):
      %1060 = arith.addf %in, %in_308 : f32 loc(#loc573)
      linalg.yield %1060 : f32 loc(#loc573)
    } -> tensor<8x32x96xf32> loc(#loc573)
    %extracted_slice_70 = tensor.extract_slice %221[0, 0, 0] [8, 32, 32] [1, 1, 1] : tensor<8x32x96xf32> to tensor<8x32x32xf32> loc(#loc574)
    %extracted_slice_71 = tensor.extract_slice %221[0, 0, 32] [8, 32, 32] [1, 1, 1] : tensor<8x32x96xf32> to tensor<8x32x32xf32> loc(#loc574)
    %extracted_slice_72 = tensor.extract_slice %221[0, 0, 64] [8, 32, 32] [1, 1, 1] : tensor<8x32x96xf32> to tensor<8x32x32xf32> loc(#loc574)
    %expanded_73 = tensor.expand_shape %extracted_slice_70 [[0], [1], [2, 3]] output_shape [8, 32, 4, 8] : tensor<8x32x32xf32> into tensor<8x32x4x8xf32> loc(#loc1006)
    %222 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_73 : tensor<8x32x4x8xf32>) outs(%46 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/reshape"(#loc469)), %out: f32 loc("jit(step)/jvp(layers.2)/transpose"(#loc470))):
      linalg.yield %in : f32 loc(#loc1007)
    } -> tensor<8x4x32x8xf32> loc(#loc1007)
    %expanded_74 = tensor.expand_shape %extracted_slice_71 [[0], [1], [2, 3]] output_shape [8, 32, 4, 8] : tensor<8x32x32xf32> into tensor<8x32x4x8xf32> loc(#loc1008)
    %223 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_74 : tensor<8x32x4x8xf32>) outs(%46 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/reshape"(#loc471)), %out: f32 loc("jit(step)/jvp(layers.2)/transpose"(#loc472))):
      linalg.yield %in : f32 loc(#loc1009)
    } -> tensor<8x4x32x8xf32> loc(#loc1009)
    %expanded_75 = tensor.expand_shape %extracted_slice_72 [[0], [1], [2, 3]] output_shape [8, 32, 4, 8] : tensor<8x32x32xf32> into tensor<8x32x4x8xf32> loc(#loc1010)
    %224 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_75 : tensor<8x32x4x8xf32>) outs(%46 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/reshape"(#loc473)), %out: f32 loc("jit(step)/jvp(layers.2)/transpose"(#loc474))):
      linalg.yield %in : f32 loc(#loc1011)
    } -> tensor<8x4x32x8xf32> loc(#loc1011)
    %225 = linalg.generic {indexing_maps = [#map9, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%223 : tensor<8x4x32x8xf32>) outs(%50 : tensor<8x4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/transpose"(#loc472)), %out: f32 loc("jit(step)/jvp(layers.2)/transpose"(#loc298))):
      linalg.yield %in : f32 loc(#loc575)
    } -> tensor<8x4x8x32xf32> loc(#loc575)
    %collapsed_76 = tensor.collapse_shape %222 [[0, 1], [2], [3]] : tensor<8x4x32x8xf32> into tensor<32x32x8xf32> loc(#loc576)
    %collapsed_77 = tensor.collapse_shape %225 [[0, 1], [2], [3]] : tensor<8x4x8x32xf32> into tensor<32x8x32xf32> loc(#loc576)
    %226 = linalg.batch_matmul ins(%collapsed_76, %collapsed_77 : tensor<32x32x8xf32>, tensor<32x8x32xf32>) outs(%53 : tensor<32x32x32xf32>) -> tensor<32x32x32xf32> loc(#loc576)
    %expanded_78 = tensor.expand_shape %226 [[0, 1], [2], [3]] output_shape [8, 4, 32, 32] : tensor<32x32x32xf32> into tensor<8x4x32x32xf32> loc(#loc576)
    %227 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_78, %58 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%57 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/dot_general"(#loc299)), %in_308: f32 loc("jit(step)/jvp(layers.0)/div"(#loc301)), %out: f32 loc("jit(step)/jvp(layers.2)/div"(#loc301))):
      %1060 = arith.divf %in, %in_308 : f32 loc(#loc577)
      linalg.yield %1060 : f32 loc(#loc577)
    } -> tensor<8x4x32x32xf32> loc(#loc577)
    %228 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%227 : tensor<8x4x32x32xf32>) outs(%61 : tensor<8x4x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/reduce_max"(#loc302)), %out: f32 loc("jit(step)/jvp(layers.2)/reduce_max"(#loc302))):
      %1060 = arith.maximumf %out, %in : f32 loc(#loc578)
      linalg.yield %1060 : f32 loc(#loc578)
    } -> tensor<8x4x32xf32> loc(#loc578)
    %229 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%228 : tensor<8x4x32xf32>) outs(%57 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/max"(#loc302)), %out: f32 loc("jit(step)/jvp(layers.2)/sub"(#loc302))):
      linalg.yield %in : f32 loc(#loc579)
    } -> tensor<8x4x32x32xf32> loc(#loc579)
    %230 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%227, %229 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%57 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/div"(#loc301)), %in_308: f32 loc("jit(step)/jvp(layers.2)/sub"(#loc302)), %out: f32 loc("jit(step)/jvp(layers.2)/sub"(#loc302))):
      %1060 = arith.subf %in, %in_308 : f32 loc(#loc579)
      linalg.yield %1060 : f32 loc(#loc579)
    } -> tensor<8x4x32x32xf32> loc(#loc579)
    %231 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%230 : tensor<8x4x32x32xf32>) outs(%57 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/sub"(#loc302)), %out: f32 loc("jit(step)/jvp(layers.2)/exp"(#loc302))):
      %1060 = math.exp %in : f32 loc(#loc581)
      linalg.yield %1060 : f32 loc(#loc581)
    } -> tensor<8x4x32x32xf32> loc(#loc581)
    %232 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%231 : tensor<8x4x32x32xf32>) outs(%66 : tensor<8x4x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/reduce_sum"(#loc302)), %out: f32 loc("jit(step)/jvp(layers.2)/reduce_sum"(#loc302))):
      %1060 = arith.addf %out, %in : f32 loc(#loc582)
      linalg.yield %1060 : f32 loc(#loc582)
    } -> tensor<8x4x32xf32> loc(#loc582)
    %expanded_79 = tensor.expand_shape %232 [[0], [1], [2, 3]] output_shape [8, 4, 32, 1] : tensor<8x4x32xf32> into tensor<8x4x32x1xf32> loc(#loc583)
    %233 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%232 : tensor<8x4x32xf32>) outs(%57 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/reduce_sum"(#loc302)), %out: f32 loc("jit(step)/jvp(layers.2)/div"(#loc302))):
      linalg.yield %in : f32 loc(#loc584)
    } -> tensor<8x4x32x32xf32> loc(#loc584)
    %234 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%231, %233 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%57 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/exp"(#loc302)), %in_308: f32 loc("jit(step)/jvp(layers.2)/div"(#loc302)), %out: f32 loc("jit(step)/jvp(layers.2)/div"(#loc302))):
      %1060 = arith.divf %in, %in_308 : f32 loc(#loc584)
      linalg.yield %1060 : f32 loc(#loc584)
    } -> tensor<8x4x32x32xf32> loc(#loc584)
    %235 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_79 : tensor<8x4x32x1xf32>) outs(%70 : tensor<8x4x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/broadcast_in_dim"(#loc302)), %out: f32 loc("jit(step)/jvp(layers.2)/mul"(#loc486))):
      %1060 = arith.mulf %in, %in : f32 loc(#loc1012)
      linalg.yield %1060 : f32 loc(#loc1012)
    } -> tensor<8x4x32x1xf32> loc(#loc1012)
    %236 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%235 : tensor<8x4x32x1xf32>) outs(%70 : tensor<8x4x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/mul"(#loc486)), %out: f32 loc("jit(step)/jvp(layers.2)/div"(#loc486))):
      %1060 = arith.divf %cst_8, %in : f32 loc(#loc1013)
      linalg.yield %1060 : f32 loc(#loc1013)
    } -> tensor<8x4x32x1xf32> loc(#loc1013)
    %collapsed_80 = tensor.collapse_shape %234 [[0, 1], [2], [3]] : tensor<8x4x32x32xf32> into tensor<32x32x32xf32> loc(#loc585)
    %collapsed_81 = tensor.collapse_shape %224 [[0, 1], [2], [3]] : tensor<8x4x32x8xf32> into tensor<32x32x8xf32> loc(#loc585)
    %237 = linalg.batch_matmul ins(%collapsed_80, %collapsed_81 : tensor<32x32x32xf32>, tensor<32x32x8xf32>) outs(%74 : tensor<32x32x8xf32>) -> tensor<32x32x8xf32> loc(#loc585)
    %expanded_82 = tensor.expand_shape %237 [[0, 1], [2], [3]] output_shape [8, 4, 32, 8] : tensor<32x32x8xf32> into tensor<8x4x32x8xf32> loc(#loc585)
    %238 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_82 : tensor<8x4x32x8xf32>) outs(%76 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/dot_general"(#loc303)), %out: f32 loc("jit(step)/jvp(layers.2)/transpose"(#loc304))):
      linalg.yield %in : f32 loc(#loc586)
    } -> tensor<8x32x4x8xf32> loc(#loc586)
    %collapsed_83 = tensor.collapse_shape %238 [[0, 1], [2, 3]] : tensor<8x32x4x8xf32> into tensor<256x32xf32> loc(#loc587)
    %239 = linalg.matmul ins(%collapsed_83, %arg36 : tensor<256x32xf32>, tensor<32x32xf32>) outs(%79 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc587)
    %expanded_84 = tensor.expand_shape %239 [[0, 1], [2]] output_shape [8, 32, 32] : tensor<256x32xf32> into tensor<8x32x32xf32> loc(#loc587)
    %240 = linalg.generic {indexing_maps = [#map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg37 : tensor<32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("params['layers'][2]['proj_b']"), %out: f32 loc("jit(step)/jvp(layers.2)/add"(#loc306))):
      linalg.yield %in : f32 loc(#loc588)
    } -> tensor<8x32x32xf32> loc(#loc588)
    %241 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_84, %240 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/dot_general"(#loc305)), %in_308: f32 loc("jit(step)/jvp(layers.2)/add"(#loc306)), %out: f32 loc("jit(step)/jvp(layers.2)/add"(#loc306))):
      %1060 = arith.addf %in, %in_308 : f32 loc(#loc588)
      linalg.yield %1060 : f32 loc(#loc588)
    } -> tensor<8x32x32xf32> loc(#loc588)
    %242 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%218, %241 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/add"(#loc335)), %in_308: f32 loc("jit(step)/jvp(layers.2)/add"(#loc306)), %out: f32 loc("jit(step)/jvp(layers.2)/add"(#loc231))):
      %1060 = arith.addf %in, %in_308 : f32 loc(#loc347)
      linalg.yield %1060 : f32 loc(#loc347)
    } -> tensor<8x32x32xf32> loc(#loc347)
    %243 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%242 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/reduce_sum"(#loc308)), %out: f32 loc("jit(step)/jvp(layers.2)/reduce_sum"(#loc308))):
      %1060 = arith.addf %out, %in : f32 loc(#loc589)
      linalg.yield %1060 : f32 loc(#loc589)
    } -> tensor<8x32xf32> loc(#loc589)
    %expanded_85 = tensor.expand_shape %243 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc590)
    %244 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_85 : tensor<8x32x1xf32>) outs(%22 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/broadcast_in_dim"(#loc308)), %out: f32 loc("jit(step)/jvp(layers.2)/div"(#loc308))):
      %1060 = arith.divf %in, %cst_14 : f32 loc(#loc591)
      linalg.yield %1060 : f32 loc(#loc591)
    } -> tensor<8x32x1xf32> loc(#loc591)
    %245 = linalg.generic {indexing_maps = [#map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%244 : tensor<8x32x1xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/div"(#loc308)), %out: f32 loc("jit(step)/jvp(layers.2)/sub"(#loc309))):
      linalg.yield %in : f32 loc(#loc592)
    } -> tensor<8x32x32xf32> loc(#loc592)
    %246 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%242, %245 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/add"(#loc231)), %in_308: f32 loc("jit(step)/jvp(layers.2)/sub"(#loc309)), %out: f32 loc("jit(step)/jvp(layers.2)/sub"(#loc309))):
      %1060 = arith.subf %in, %in_308 : f32 loc(#loc592)
      linalg.yield %1060 : f32 loc(#loc592)
    } -> tensor<8x32x32xf32> loc(#loc592)
    %247 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%246 : tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/sub"(#loc309)), %out: f32 loc("jit(step)/jvp(layers.2)/integer_pow"(#loc310))):
      %1060 = arith.mulf %in, %in : f32 loc(#loc593)
      linalg.yield %1060 : f32 loc(#loc593)
    } -> tensor<8x32x32xf32> loc(#loc593)
    %248 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%246 : tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/sub"(#loc309)), %out: f32 loc("jit(step)/jvp(layers.2)/mul"(#loc310))):
      %1060 = arith.mulf %in, %cst_13 : f32 loc(#loc594)
      linalg.yield %1060 : f32 loc(#loc594)
    } -> tensor<8x32x32xf32> loc(#loc594)
    %249 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%247 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/reduce_sum"(#loc311)), %out: f32 loc("jit(step)/jvp(layers.2)/reduce_sum"(#loc311))):
      %1060 = arith.addf %out, %in : f32 loc(#loc595)
      linalg.yield %1060 : f32 loc(#loc595)
    } -> tensor<8x32xf32> loc(#loc595)
    %expanded_86 = tensor.expand_shape %249 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc596)
    %250 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_86 : tensor<8x32x1xf32>) outs(%22 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/broadcast_in_dim"(#loc311)), %out: f32 loc("jit(step)/jvp(layers.2)/div"(#loc311))):
      %1060 = arith.divf %in, %cst_14 : f32 loc(#loc597)
      linalg.yield %1060 : f32 loc(#loc597)
    } -> tensor<8x32x1xf32> loc(#loc597)
    %251 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%250 : tensor<8x32x1xf32>) outs(%22 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/div"(#loc311)), %out: f32 loc("jit(step)/jvp(layers.2)/add"(#loc312))):
      %1060 = arith.addf %in, %cst_12 : f32 loc(#loc598)
      linalg.yield %1060 : f32 loc(#loc598)
    } -> tensor<8x32x1xf32> loc(#loc598)
    %252 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%251 : tensor<8x32x1xf32>) outs(%22 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/add"(#loc312)), %out: f32 loc("jit(step)/jvp(layers.2)/rsqrt"(#loc313))):
      %1060 = math.rsqrt %in : f32 loc(#loc599)
      linalg.yield %1060 : f32 loc(#loc599)
    } -> tensor<8x32x1xf32> loc(#loc599)
    %253 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%252, %251 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%22 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/rsqrt"(#loc313)), %in_308: f32 loc("jit(step)/jvp(layers.2)/add"(#loc312)), %out: f32 loc("jit(step)/jvp(layers.2)/div"(#loc313))):
      %1060 = arith.divf %in, %in_308 : f32 loc(#loc600)
      linalg.yield %1060 : f32 loc(#loc600)
    } -> tensor<8x32x1xf32> loc(#loc600)
    %254 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%253 : tensor<8x32x1xf32>) outs(%22 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/div"(#loc313)), %out: f32 loc("jit(step)/jvp(layers.2)/mul"(#loc313))):
      %1060 = arith.mulf %in, %cst_11 : f32 loc(#loc601)
      linalg.yield %1060 : f32 loc(#loc601)
    } -> tensor<8x32x1xf32> loc(#loc601)
    %255 = linalg.generic {indexing_maps = [#map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%252 : tensor<8x32x1xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/rsqrt"(#loc313)), %out: f32 loc("jit(step)/jvp(layers.2)/mul"(#loc314))):
      linalg.yield %in : f32 loc(#loc602)
    } -> tensor<8x32x32xf32> loc(#loc602)
    %256 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%246, %255 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/sub"(#loc309)), %in_308: f32 loc("jit(step)/jvp(layers.2)/mul"(#loc314)), %out: f32 loc("jit(step)/jvp(layers.2)/mul"(#loc314))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc602)
      linalg.yield %1060 : f32 loc(#loc602)
    } -> tensor<8x32x32xf32> loc(#loc602)
    %257 = linalg.generic {indexing_maps = [#map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg31 : tensor<32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("params['layers'][2]['ln1_g']"), %out: f32 loc("jit(step)/jvp(layers.2)/mul"(#loc315))):
      linalg.yield %in : f32 loc(#loc603)
    } -> tensor<8x32x32xf32> loc(#loc603)
    %258 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%256, %257 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/mul"(#loc314)), %in_308: f32 loc("jit(step)/jvp(layers.2)/mul"(#loc315)), %out: f32 loc("jit(step)/jvp(layers.2)/mul"(#loc315))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc603)
      linalg.yield %1060 : f32 loc(#loc603)
    } -> tensor<8x32x32xf32> loc(#loc603)
    %259 = linalg.generic {indexing_maps = [#map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg30 : tensor<32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("params['layers'][2]['ln1_b']"), %out: f32 loc("jit(step)/jvp(layers.2)/add"(#loc316))):
      linalg.yield %in : f32 loc(#loc604)
    } -> tensor<8x32x32xf32> loc(#loc604)
    %260 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%258, %259 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/mul"(#loc315)), %in_308: f32 loc("jit(step)/jvp(layers.2)/add"(#loc316)), %out: f32 loc("jit(step)/jvp(layers.2)/add"(#loc316))):
      %1060 = arith.addf %in, %in_308 : f32 loc(#loc604)
      linalg.yield %1060 : f32 loc(#loc604)
    } -> tensor<8x32x32xf32> loc(#loc604)
    %collapsed_87 = tensor.collapse_shape %260 [[0, 1], [2]] : tensor<8x32x32xf32> into tensor<256x32xf32> loc(#loc348)
    %261 = linalg.matmul ins(%collapsed_87, %arg28 : tensor<256x32xf32>, tensor<32x128xf32>) outs(%103 : tensor<256x128xf32>) -> tensor<256x128xf32> loc(#loc348)
    %expanded_88 = tensor.expand_shape %261 [[0, 1], [2]] output_shape [8, 32, 128] : tensor<256x128xf32> into tensor<8x32x128xf32> loc(#loc348)
    %262 = linalg.generic {indexing_maps = [#map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg29 : tensor<128xf32>) outs(%105 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("params['layers'][2]['fc_b']"), %out: f32 loc("jit(step)/jvp(layers.2)/add"(#loc234))):
      linalg.yield %in : f32 loc(#loc349)
    } -> tensor<8x32x128xf32> loc(#loc349)
    %263 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_88, %262 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%105 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/dot_general"(#loc233)), %in_308: f32 loc("jit(step)/jvp(layers.2)/add"(#loc234)), %out: f32 loc("jit(step)/jvp(layers.2)/add"(#loc234))):
      %1060 = arith.addf %in, %in_308 : f32 loc(#loc349)
      linalg.yield %1060 : f32 loc(#loc349)
    } -> tensor<8x32x128xf32> loc(#loc349)
    %264 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%263 : tensor<8x32x128xf32>) outs(%105 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/add"(#loc234)), %out: f32 loc("jit(step)/jvp(layers.2)/integer_pow"(#loc235))):
      %1060 = arith.mulf %in, %in : f32 loc(#loc350)
      linalg.yield %1060 : f32 loc(#loc350)
    } -> tensor<8x32x128xf32> loc(#loc350)
    %265 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%264, %263 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%105 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/integer_pow"(#loc235)), %in_308: f32 loc("jit(step)/jvp(layers.2)/add"(#loc234)), %out: f32 loc("jit(step)/jvp(layers.2)/integer_pow"(#loc235))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc350)
      linalg.yield %1060 : f32 loc(#loc350)
    } -> tensor<8x32x128xf32> loc(#loc350)
    %266 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%264 : tensor<8x32x128xf32>) outs(%105 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/integer_pow"(#loc235)), %out: f32 loc("jit(step)/jvp(layers.2)/mul"(#loc235))):
      %1060 = arith.mulf %in, %cst_7 : f32 loc(#loc351)
      linalg.yield %1060 : f32 loc(#loc351)
    } -> tensor<8x32x128xf32> loc(#loc351)
    %267 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%265 : tensor<8x32x128xf32>) outs(%105 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/integer_pow"(#loc235)), %out: f32 loc("jit(step)/jvp(layers.2)/mul"(#loc235))):
      %1060 = arith.mulf %in, %cst_6 : f32 loc(#loc351)
      linalg.yield %1060 : f32 loc(#loc351)
    } -> tensor<8x32x128xf32> loc(#loc351)
    %268 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%263, %267 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%105 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/add"(#loc234)), %in_308: f32 loc("jit(step)/jvp(layers.2)/mul"(#loc235)), %out: f32 loc("jit(step)/jvp(layers.2)/add"(#loc235))):
      %1060 = arith.addf %in, %in_308 : f32 loc(#loc352)
      linalg.yield %1060 : f32 loc(#loc352)
    } -> tensor<8x32x128xf32> loc(#loc352)
    %269 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%268 : tensor<8x32x128xf32>) outs(%105 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/add"(#loc235)), %out: f32 loc("jit(step)/jvp(layers.2)/mul"(#loc235))):
      %1060 = arith.mulf %in, %cst_5 : f32 loc(#loc351)
      linalg.yield %1060 : f32 loc(#loc351)
    } -> tensor<8x32x128xf32> loc(#loc351)
    %270 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%269 : tensor<8x32x128xf32>) outs(%105 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/mul"(#loc235)), %out: f32 loc("jit(step)/jvp(layers.2)/tanh"(#loc235))):
      %1060 = math.tanh %in : f32 loc(#loc353)
      linalg.yield %1060 : f32 loc(#loc353)
    } -> tensor<8x32x128xf32> loc(#loc353)
    %271 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%270 : tensor<8x32x128xf32>) outs(%105 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/tanh"(#loc235)), %out: f32 loc("jit(step)/jvp(layers.2)/sub"(#loc235))):
      %1060 = arith.subf %cst_8, %in : f32 loc(#loc354)
      linalg.yield %1060 : f32 loc(#loc354)
    } -> tensor<8x32x128xf32> loc(#loc354)
    %272 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%270 : tensor<8x32x128xf32>) outs(%105 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/tanh"(#loc235)), %out: f32 loc("jit(step)/jvp(layers.2)/add"(#loc235))):
      %1060 = arith.addf %in, %cst_8 : f32 loc(#loc352)
      linalg.yield %1060 : f32 loc(#loc352)
    } -> tensor<8x32x128xf32> loc(#loc352)
    %273 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%272 : tensor<8x32x128xf32>) outs(%105 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/add"(#loc235)), %out: f32 loc("jit(step)/jvp(layers.2)/mul"(#loc235))):
      %1060 = arith.mulf %in, %cst_4 : f32 loc(#loc351)
      linalg.yield %1060 : f32 loc(#loc351)
    } -> tensor<8x32x128xf32> loc(#loc351)
    %274 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%263, %273 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%105 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/add"(#loc234)), %in_308: f32 loc("jit(step)/jvp(layers.2)/mul"(#loc235)), %out: f32 loc("jit(step)/jvp(layers.2)/mul"(#loc235))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc351)
      linalg.yield %1060 : f32 loc(#loc351)
    } -> tensor<8x32x128xf32> loc(#loc351)
    %collapsed_89 = tensor.collapse_shape %274 [[0, 1], [2]] : tensor<8x32x128xf32> into tensor<256x128xf32> loc(#loc355)
    %275 = linalg.matmul ins(%collapsed_89, %arg34 : tensor<256x128xf32>, tensor<128x32xf32>) outs(%79 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc355)
    %expanded_90 = tensor.expand_shape %275 [[0, 1], [2]] output_shape [8, 32, 32] : tensor<256x32xf32> into tensor<8x32x32xf32> loc(#loc355)
    %276 = linalg.generic {indexing_maps = [#map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg35 : tensor<32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("params['layers'][2]['out_b']"), %out: f32 loc("jit(step)/jvp(layers.2)/add"(#loc237))):
      linalg.yield %in : f32 loc(#loc356)
    } -> tensor<8x32x32xf32> loc(#loc356)
    %277 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_90, %276 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/dot_general"(#loc236)), %in_308: f32 loc("jit(step)/jvp(layers.2)/add"(#loc237)), %out: f32 loc("jit(step)/jvp(layers.2)/add"(#loc237))):
      %1060 = arith.addf %in, %in_308 : f32 loc(#loc356)
      linalg.yield %1060 : f32 loc(#loc356)
    } -> tensor<8x32x32xf32> loc(#loc356)
    %278 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%260, %277 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/add"(#loc316)), %in_308: f32 loc("jit(step)/jvp(layers.2)/add"(#loc237)), %out: f32 loc("jit(step)/jvp(layers.2)/add"(#loc238))):
      %1060 = arith.addf %in, %in_308 : f32 loc(#loc357)
      linalg.yield %1060 : f32 loc(#loc357)
    } -> tensor<8x32x32xf32> loc(#loc357)
    %279 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%278 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/reduce_sum"(#loc327)), %out: f32 loc("jit(step)/jvp(layers.2)/reduce_sum"(#loc327))):
      %1060 = arith.addf %out, %in : f32 loc(#loc605)
      linalg.yield %1060 : f32 loc(#loc605)
    } -> tensor<8x32xf32> loc(#loc605)
    %expanded_91 = tensor.expand_shape %279 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc606)
    %280 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_91 : tensor<8x32x1xf32>) outs(%22 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/broadcast_in_dim"(#loc327)), %out: f32 loc("jit(step)/jvp(layers.2)/div"(#loc327))):
      %1060 = arith.divf %in, %cst_14 : f32 loc(#loc607)
      linalg.yield %1060 : f32 loc(#loc607)
    } -> tensor<8x32x1xf32> loc(#loc607)
    %281 = linalg.generic {indexing_maps = [#map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%280 : tensor<8x32x1xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/div"(#loc327)), %out: f32 loc("jit(step)/jvp(layers.2)/sub"(#loc328))):
      linalg.yield %in : f32 loc(#loc608)
    } -> tensor<8x32x32xf32> loc(#loc608)
    %282 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%278, %281 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/add"(#loc238)), %in_308: f32 loc("jit(step)/jvp(layers.2)/sub"(#loc328)), %out: f32 loc("jit(step)/jvp(layers.2)/sub"(#loc328))):
      %1060 = arith.subf %in, %in_308 : f32 loc(#loc608)
      linalg.yield %1060 : f32 loc(#loc608)
    } -> tensor<8x32x32xf32> loc(#loc608)
    %283 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%282 : tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/sub"(#loc328)), %out: f32 loc("jit(step)/jvp(layers.2)/integer_pow"(#loc329))):
      %1060 = arith.mulf %in, %in : f32 loc(#loc609)
      linalg.yield %1060 : f32 loc(#loc609)
    } -> tensor<8x32x32xf32> loc(#loc609)
    %284 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%282 : tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/sub"(#loc328)), %out: f32 loc("jit(step)/jvp(layers.2)/mul"(#loc329))):
      %1060 = arith.mulf %in, %cst_13 : f32 loc(#loc610)
      linalg.yield %1060 : f32 loc(#loc610)
    } -> tensor<8x32x32xf32> loc(#loc610)
    %285 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%283 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/reduce_sum"(#loc330)), %out: f32 loc("jit(step)/jvp(layers.2)/reduce_sum"(#loc330))):
      %1060 = arith.addf %out, %in : f32 loc(#loc611)
      linalg.yield %1060 : f32 loc(#loc611)
    } -> tensor<8x32xf32> loc(#loc611)
    %expanded_92 = tensor.expand_shape %285 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc612)
    %286 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_92 : tensor<8x32x1xf32>) outs(%22 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/broadcast_in_dim"(#loc330)), %out: f32 loc("jit(step)/jvp(layers.2)/div"(#loc330))):
      %1060 = arith.divf %in, %cst_14 : f32 loc(#loc613)
      linalg.yield %1060 : f32 loc(#loc613)
    } -> tensor<8x32x1xf32> loc(#loc613)
    %287 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%286 : tensor<8x32x1xf32>) outs(%22 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/div"(#loc330)), %out: f32 loc("jit(step)/jvp(layers.2)/add"(#loc331))):
      %1060 = arith.addf %in, %cst_12 : f32 loc(#loc614)
      linalg.yield %1060 : f32 loc(#loc614)
    } -> tensor<8x32x1xf32> loc(#loc614)
    %288 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%287 : tensor<8x32x1xf32>) outs(%22 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/add"(#loc331)), %out: f32 loc("jit(step)/jvp(layers.2)/rsqrt"(#loc332))):
      %1060 = math.rsqrt %in : f32 loc(#loc615)
      linalg.yield %1060 : f32 loc(#loc615)
    } -> tensor<8x32x1xf32> loc(#loc615)
    %289 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%288, %287 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%22 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/rsqrt"(#loc332)), %in_308: f32 loc("jit(step)/jvp(layers.2)/add"(#loc331)), %out: f32 loc("jit(step)/jvp(layers.2)/div"(#loc332))):
      %1060 = arith.divf %in, %in_308 : f32 loc(#loc616)
      linalg.yield %1060 : f32 loc(#loc616)
    } -> tensor<8x32x1xf32> loc(#loc616)
    %290 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%289 : tensor<8x32x1xf32>) outs(%22 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/div"(#loc332)), %out: f32 loc("jit(step)/jvp(layers.2)/mul"(#loc332))):
      %1060 = arith.mulf %in, %cst_11 : f32 loc(#loc617)
      linalg.yield %1060 : f32 loc(#loc617)
    } -> tensor<8x32x1xf32> loc(#loc617)
    %291 = linalg.generic {indexing_maps = [#map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%288 : tensor<8x32x1xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/rsqrt"(#loc332)), %out: f32 loc("jit(step)/jvp(layers.2)/mul"(#loc333))):
      linalg.yield %in : f32 loc(#loc618)
    } -> tensor<8x32x32xf32> loc(#loc618)
    %292 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%282, %291 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/sub"(#loc328)), %in_308: f32 loc("jit(step)/jvp(layers.2)/mul"(#loc333)), %out: f32 loc("jit(step)/jvp(layers.2)/mul"(#loc333))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc618)
      linalg.yield %1060 : f32 loc(#loc618)
    } -> tensor<8x32x32xf32> loc(#loc618)
    %293 = linalg.generic {indexing_maps = [#map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg33 : tensor<32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("params['layers'][2]['ln2_g']"), %out: f32 loc("jit(step)/jvp(layers.2)/mul"(#loc334))):
      linalg.yield %in : f32 loc(#loc619)
    } -> tensor<8x32x32xf32> loc(#loc619)
    %294 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%292, %293 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/mul"(#loc333)), %in_308: f32 loc("jit(step)/jvp(layers.2)/mul"(#loc334)), %out: f32 loc("jit(step)/jvp(layers.2)/mul"(#loc334))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc619)
      linalg.yield %1060 : f32 loc(#loc619)
    } -> tensor<8x32x32xf32> loc(#loc619)
    %295 = linalg.generic {indexing_maps = [#map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg32 : tensor<32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("params['layers'][2]['ln2_b']"), %out: f32 loc("jit(step)/jvp(layers.2)/add"(#loc335))):
      linalg.yield %in : f32 loc(#loc620)
    } -> tensor<8x32x32xf32> loc(#loc620)
    %296 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%294, %295 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/mul"(#loc334)), %in_308: f32 loc("jit(step)/jvp(layers.2)/add"(#loc335)), %out: f32 loc("jit(step)/jvp(layers.2)/add"(#loc335))):
      %1060 = arith.addf %in, %in_308 : f32 loc(#loc620)
      linalg.yield %1060 : f32 loc(#loc620)
    } -> tensor<8x32x32xf32> loc(#loc620)
    %collapsed_93 = tensor.collapse_shape %296 [[0, 1], [2]] : tensor<8x32x32xf32> into tensor<256x32xf32> loc(#loc621)
    %297 = linalg.matmul ins(%collapsed_93, %arg50 : tensor<256x32xf32>, tensor<32x96xf32>) outs(%41 : tensor<256x96xf32>) -> tensor<256x96xf32> loc(#loc621)
    %expanded_94 = tensor.expand_shape %297 [[0, 1], [2]] output_shape [8, 32, 96] : tensor<256x96xf32> into tensor<8x32x96xf32> loc(#loc621)
    %298 = linalg.generic {indexing_maps = [#map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg51 : tensor<96xf32>) outs(%43 : tensor<8x32x96xf32>) {
    ^bb0(%in: f32 loc("params['layers'][3]['qkv_b']"), %out: f32 loc("jit(step)/jvp(layers.3)/add"(#loc293))):
      linalg.yield %in : f32 loc(#loc622)
    } -> tensor<8x32x96xf32> loc(#loc622)
    %299 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_94, %298 : tensor<8x32x96xf32>, tensor<8x32x96xf32>) outs(%43 : tensor<8x32x96xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.3)/dot_general"(#loc292)), %in_308: f32 loc("jit(step)/jvp(layers.3)/add"(#loc293)), %out: f32 loc("jit(step)/jvp(layers.3)/add"(#loc293))):
      %1060 = arith.addf %in, %in_308 : f32 loc(#loc622)
      linalg.yield %1060 : f32 loc(#loc622)
    } -> tensor<8x32x96xf32> loc(#loc622)
    %extracted_slice_95 = tensor.extract_slice %299[0, 0, 0] [8, 32, 32] [1, 1, 1] : tensor<8x32x96xf32> to tensor<8x32x32xf32> loc(#loc623)
    %extracted_slice_96 = tensor.extract_slice %299[0, 0, 32] [8, 32, 32] [1, 1, 1] : tensor<8x32x96xf32> to tensor<8x32x32xf32> loc(#loc623)
    %extracted_slice_97 = tensor.extract_slice %299[0, 0, 64] [8, 32, 32] [1, 1, 1] : tensor<8x32x96xf32> to tensor<8x32x32xf32> loc(#loc623)
    %expanded_98 = tensor.expand_shape %extracted_slice_95 [[0], [1], [2, 3]] output_shape [8, 32, 4, 8] : tensor<8x32x32xf32> into tensor<8x32x4x8xf32> loc(#loc1014)
    %300 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_98 : tensor<8x32x4x8xf32>) outs(%46 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.3)/reshape"(#loc469)), %out: f32 loc("jit(step)/jvp(layers.3)/transpose"(#loc470))):
      linalg.yield %in : f32 loc(#loc1015)
    } -> tensor<8x4x32x8xf32> loc(#loc1015)
    %expanded_99 = tensor.expand_shape %extracted_slice_96 [[0], [1], [2, 3]] output_shape [8, 32, 4, 8] : tensor<8x32x32xf32> into tensor<8x32x4x8xf32> loc(#loc1016)
    %301 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_99 : tensor<8x32x4x8xf32>) outs(%46 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.3)/reshape"(#loc471)), %out: f32 loc("jit(step)/jvp(layers.3)/transpose"(#loc472))):
      linalg.yield %in : f32 loc(#loc1017)
    } -> tensor<8x4x32x8xf32> loc(#loc1017)
    %expanded_100 = tensor.expand_shape %extracted_slice_97 [[0], [1], [2, 3]] output_shape [8, 32, 4, 8] : tensor<8x32x32xf32> into tensor<8x32x4x8xf32> loc(#loc1018)
    %302 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_100 : tensor<8x32x4x8xf32>) outs(%46 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.3)/reshape"(#loc473)), %out: f32 loc("jit(step)/jvp(layers.3)/transpose"(#loc474))):
      linalg.yield %in : f32 loc(#loc1019)
    } -> tensor<8x4x32x8xf32> loc(#loc1019)
    %303 = linalg.generic {indexing_maps = [#map9, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%301 : tensor<8x4x32x8xf32>) outs(%50 : tensor<8x4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.3)/transpose"(#loc472)), %out: f32 loc("jit(step)/jvp(layers.3)/transpose"(#loc298))):
      linalg.yield %in : f32 loc(#loc624)
    } -> tensor<8x4x8x32xf32> loc(#loc624)
    %collapsed_101 = tensor.collapse_shape %300 [[0, 1], [2], [3]] : tensor<8x4x32x8xf32> into tensor<32x32x8xf32> loc(#loc625)
    %collapsed_102 = tensor.collapse_shape %303 [[0, 1], [2], [3]] : tensor<8x4x8x32xf32> into tensor<32x8x32xf32> loc(#loc625)
    %304 = linalg.batch_matmul ins(%collapsed_101, %collapsed_102 : tensor<32x32x8xf32>, tensor<32x8x32xf32>) outs(%53 : tensor<32x32x32xf32>) -> tensor<32x32x32xf32> loc(#loc625)
    %expanded_103 = tensor.expand_shape %304 [[0, 1], [2], [3]] output_shape [8, 4, 32, 32] : tensor<32x32x32xf32> into tensor<8x4x32x32xf32> loc(#loc625)
    %305 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_103, %58 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%57 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.3)/dot_general"(#loc299)), %in_308: f32 loc("jit(step)/jvp(layers.0)/div"(#loc301)), %out: f32 loc("jit(step)/jvp(layers.3)/div"(#loc301))):
      %1060 = arith.divf %in, %in_308 : f32 loc(#loc626)
      linalg.yield %1060 : f32 loc(#loc626)
    } -> tensor<8x4x32x32xf32> loc(#loc626)
    %306 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%305 : tensor<8x4x32x32xf32>) outs(%61 : tensor<8x4x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.3)/reduce_max"(#loc302)), %out: f32 loc("jit(step)/jvp(layers.3)/reduce_max"(#loc302))):
      %1060 = arith.maximumf %out, %in : f32 loc(#loc627)
      linalg.yield %1060 : f32 loc(#loc627)
    } -> tensor<8x4x32xf32> loc(#loc627)
    %307 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%306 : tensor<8x4x32xf32>) outs(%57 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.3)/max"(#loc302)), %out: f32 loc("jit(step)/jvp(layers.3)/sub"(#loc302))):
      linalg.yield %in : f32 loc(#loc628)
    } -> tensor<8x4x32x32xf32> loc(#loc628)
    %308 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%305, %307 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%57 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.3)/div"(#loc301)), %in_308: f32 loc("jit(step)/jvp(layers.3)/sub"(#loc302)), %out: f32 loc("jit(step)/jvp(layers.3)/sub"(#loc302))):
      %1060 = arith.subf %in, %in_308 : f32 loc(#loc628)
      linalg.yield %1060 : f32 loc(#loc628)
    } -> tensor<8x4x32x32xf32> loc(#loc628)
    %309 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%308 : tensor<8x4x32x32xf32>) outs(%57 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.3)/sub"(#loc302)), %out: f32 loc("jit(step)/jvp(layers.3)/exp"(#loc302))):
      %1060 = math.exp %in : f32 loc(#loc630)
      linalg.yield %1060 : f32 loc(#loc630)
    } -> tensor<8x4x32x32xf32> loc(#loc630)
    %310 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%309 : tensor<8x4x32x32xf32>) outs(%66 : tensor<8x4x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.3)/reduce_sum"(#loc302)), %out: f32 loc("jit(step)/jvp(layers.3)/reduce_sum"(#loc302))):
      %1060 = arith.addf %out, %in : f32 loc(#loc631)
      linalg.yield %1060 : f32 loc(#loc631)
    } -> tensor<8x4x32xf32> loc(#loc631)
    %expanded_104 = tensor.expand_shape %310 [[0], [1], [2, 3]] output_shape [8, 4, 32, 1] : tensor<8x4x32xf32> into tensor<8x4x32x1xf32> loc(#loc632)
    %311 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%310 : tensor<8x4x32xf32>) outs(%57 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.3)/reduce_sum"(#loc302)), %out: f32 loc("jit(step)/jvp(layers.3)/div"(#loc302))):
      linalg.yield %in : f32 loc(#loc633)
    } -> tensor<8x4x32x32xf32> loc(#loc633)
    %312 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%309, %311 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%57 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.3)/exp"(#loc302)), %in_308: f32 loc("jit(step)/jvp(layers.3)/div"(#loc302)), %out: f32 loc("jit(step)/jvp(layers.3)/div"(#loc302))):
      %1060 = arith.divf %in, %in_308 : f32 loc(#loc633)
      linalg.yield %1060 : f32 loc(#loc633)
    } -> tensor<8x4x32x32xf32> loc(#loc633)
    %313 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_104 : tensor<8x4x32x1xf32>) outs(%70 : tensor<8x4x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.3)/broadcast_in_dim"(#loc302)), %out: f32 loc("jit(step)/jvp(layers.3)/mul"(#loc486))):
      %1060 = arith.mulf %in, %in : f32 loc(#loc1020)
      linalg.yield %1060 : f32 loc(#loc1020)
    } -> tensor<8x4x32x1xf32> loc(#loc1020)
    %314 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%313 : tensor<8x4x32x1xf32>) outs(%70 : tensor<8x4x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.3)/mul"(#loc486)), %out: f32 loc("jit(step)/jvp(layers.3)/div"(#loc486))):
      %1060 = arith.divf %cst_8, %in : f32 loc(#loc1021)
      linalg.yield %1060 : f32 loc(#loc1021)
    } -> tensor<8x4x32x1xf32> loc(#loc1021)
    %collapsed_105 = tensor.collapse_shape %312 [[0, 1], [2], [3]] : tensor<8x4x32x32xf32> into tensor<32x32x32xf32> loc(#loc634)
    %collapsed_106 = tensor.collapse_shape %302 [[0, 1], [2], [3]] : tensor<8x4x32x8xf32> into tensor<32x32x8xf32> loc(#loc634)
    %315 = linalg.batch_matmul ins(%collapsed_105, %collapsed_106 : tensor<32x32x32xf32>, tensor<32x32x8xf32>) outs(%74 : tensor<32x32x8xf32>) -> tensor<32x32x8xf32> loc(#loc634)
    %expanded_107 = tensor.expand_shape %315 [[0, 1], [2], [3]] output_shape [8, 4, 32, 8] : tensor<32x32x8xf32> into tensor<8x4x32x8xf32> loc(#loc634)
    %316 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_107 : tensor<8x4x32x8xf32>) outs(%76 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.3)/dot_general"(#loc303)), %out: f32 loc("jit(step)/jvp(layers.3)/transpose"(#loc304))):
      linalg.yield %in : f32 loc(#loc635)
    } -> tensor<8x32x4x8xf32> loc(#loc635)
    %collapsed_108 = tensor.collapse_shape %316 [[0, 1], [2, 3]] : tensor<8x32x4x8xf32> into tensor<256x32xf32> loc(#loc636)
    %317 = linalg.matmul ins(%collapsed_108, %arg48 : tensor<256x32xf32>, tensor<32x32xf32>) outs(%79 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc636)
    %expanded_109 = tensor.expand_shape %317 [[0, 1], [2]] output_shape [8, 32, 32] : tensor<256x32xf32> into tensor<8x32x32xf32> loc(#loc636)
    %318 = linalg.generic {indexing_maps = [#map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg49 : tensor<32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("params['layers'][3]['proj_b']"), %out: f32 loc("jit(step)/jvp(layers.3)/add"(#loc306))):
      linalg.yield %in : f32 loc(#loc637)
    } -> tensor<8x32x32xf32> loc(#loc637)
    %319 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_109, %318 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.3)/dot_general"(#loc305)), %in_308: f32 loc("jit(step)/jvp(layers.3)/add"(#loc306)), %out: f32 loc("jit(step)/jvp(layers.3)/add"(#loc306))):
      %1060 = arith.addf %in, %in_308 : f32 loc(#loc637)
      linalg.yield %1060 : f32 loc(#loc637)
    } -> tensor<8x32x32xf32> loc(#loc637)
    %320 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%296, %319 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/add"(#loc335)), %in_308: f32 loc("jit(step)/jvp(layers.3)/add"(#loc306)), %out: f32 loc("jit(step)/jvp(layers.3)/add"(#loc231))):
      %1060 = arith.addf %in, %in_308 : f32 loc(#loc358)
      linalg.yield %1060 : f32 loc(#loc358)
    } -> tensor<8x32x32xf32> loc(#loc358)
    %321 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%320 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.3)/reduce_sum"(#loc308)), %out: f32 loc("jit(step)/jvp(layers.3)/reduce_sum"(#loc308))):
      %1060 = arith.addf %out, %in : f32 loc(#loc638)
      linalg.yield %1060 : f32 loc(#loc638)
    } -> tensor<8x32xf32> loc(#loc638)
    %expanded_110 = tensor.expand_shape %321 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc639)
    %322 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_110 : tensor<8x32x1xf32>) outs(%22 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.3)/broadcast_in_dim"(#loc308)), %out: f32 loc("jit(step)/jvp(layers.3)/div"(#loc308))):
      %1060 = arith.divf %in, %cst_14 : f32 loc(#loc640)
      linalg.yield %1060 : f32 loc(#loc640)
    } -> tensor<8x32x1xf32> loc(#loc640)
    %323 = linalg.generic {indexing_maps = [#map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%322 : tensor<8x32x1xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.3)/div"(#loc308)), %out: f32 loc("jit(step)/jvp(layers.3)/sub"(#loc309))):
      linalg.yield %in : f32 loc(#loc641)
    } -> tensor<8x32x32xf32> loc(#loc641)
    %324 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%320, %323 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.3)/add"(#loc231)), %in_308: f32 loc("jit(step)/jvp(layers.3)/sub"(#loc309)), %out: f32 loc("jit(step)/jvp(layers.3)/sub"(#loc309))):
      %1060 = arith.subf %in, %in_308 : f32 loc(#loc641)
      linalg.yield %1060 : f32 loc(#loc641)
    } -> tensor<8x32x32xf32> loc(#loc641)
    %325 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%324 : tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.3)/sub"(#loc309)), %out: f32 loc("jit(step)/jvp(layers.3)/integer_pow"(#loc310))):
      %1060 = arith.mulf %in, %in : f32 loc(#loc642)
      linalg.yield %1060 : f32 loc(#loc642)
    } -> tensor<8x32x32xf32> loc(#loc642)
    %326 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%324 : tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.3)/sub"(#loc309)), %out: f32 loc("jit(step)/jvp(layers.3)/mul"(#loc310))):
      %1060 = arith.mulf %in, %cst_13 : f32 loc(#loc643)
      linalg.yield %1060 : f32 loc(#loc643)
    } -> tensor<8x32x32xf32> loc(#loc643)
    %327 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%325 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.3)/reduce_sum"(#loc311)), %out: f32 loc("jit(step)/jvp(layers.3)/reduce_sum"(#loc311))):
      %1060 = arith.addf %out, %in : f32 loc(#loc644)
      linalg.yield %1060 : f32 loc(#loc644)
    } -> tensor<8x32xf32> loc(#loc644)
    %expanded_111 = tensor.expand_shape %327 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc645)
    %328 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_111 : tensor<8x32x1xf32>) outs(%22 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.3)/broadcast_in_dim"(#loc311)), %out: f32 loc("jit(step)/jvp(layers.3)/div"(#loc311))):
      %1060 = arith.divf %in, %cst_14 : f32 loc(#loc646)
      linalg.yield %1060 : f32 loc(#loc646)
    } -> tensor<8x32x1xf32> loc(#loc646)
    %329 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%328 : tensor<8x32x1xf32>) outs(%22 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.3)/div"(#loc311)), %out: f32 loc("jit(step)/jvp(layers.3)/add"(#loc312))):
      %1060 = arith.addf %in, %cst_12 : f32 loc(#loc647)
      linalg.yield %1060 : f32 loc(#loc647)
    } -> tensor<8x32x1xf32> loc(#loc647)
    %330 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%329 : tensor<8x32x1xf32>) outs(%22 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.3)/add"(#loc312)), %out: f32 loc("jit(step)/jvp(layers.3)/rsqrt"(#loc313))):
      %1060 = math.rsqrt %in : f32 loc(#loc648)
      linalg.yield %1060 : f32 loc(#loc648)
    } -> tensor<8x32x1xf32> loc(#loc648)
    %331 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%330, %329 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%22 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.3)/rsqrt"(#loc313)), %in_308: f32 loc("jit(step)/jvp(layers.3)/add"(#loc312)), %out: f32 loc("jit(step)/jvp(layers.3)/div"(#loc313))):
      %1060 = arith.divf %in, %in_308 : f32 loc(#loc649)
      linalg.yield %1060 : f32 loc(#loc649)
    } -> tensor<8x32x1xf32> loc(#loc649)
    %332 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%331 : tensor<8x32x1xf32>) outs(%22 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.3)/div"(#loc313)), %out: f32 loc("jit(step)/jvp(layers.3)/mul"(#loc313))):
      %1060 = arith.mulf %in, %cst_11 : f32 loc(#loc650)
      linalg.yield %1060 : f32 loc(#loc650)
    } -> tensor<8x32x1xf32> loc(#loc650)
    %333 = linalg.generic {indexing_maps = [#map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%330 : tensor<8x32x1xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.3)/rsqrt"(#loc313)), %out: f32 loc("jit(step)/jvp(layers.3)/mul"(#loc314))):
      linalg.yield %in : f32 loc(#loc651)
    } -> tensor<8x32x32xf32> loc(#loc651)
    %334 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%324, %333 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.3)/sub"(#loc309)), %in_308: f32 loc("jit(step)/jvp(layers.3)/mul"(#loc314)), %out: f32 loc("jit(step)/jvp(layers.3)/mul"(#loc314))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc651)
      linalg.yield %1060 : f32 loc(#loc651)
    } -> tensor<8x32x32xf32> loc(#loc651)
    %335 = linalg.generic {indexing_maps = [#map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg43 : tensor<32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("params['layers'][3]['ln1_g']"), %out: f32 loc("jit(step)/jvp(layers.3)/mul"(#loc315))):
      linalg.yield %in : f32 loc(#loc652)
    } -> tensor<8x32x32xf32> loc(#loc652)
    %336 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%334, %335 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.3)/mul"(#loc314)), %in_308: f32 loc("jit(step)/jvp(layers.3)/mul"(#loc315)), %out: f32 loc("jit(step)/jvp(layers.3)/mul"(#loc315))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc652)
      linalg.yield %1060 : f32 loc(#loc652)
    } -> tensor<8x32x32xf32> loc(#loc652)
    %337 = linalg.generic {indexing_maps = [#map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg42 : tensor<32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("params['layers'][3]['ln1_b']"), %out: f32 loc("jit(step)/jvp(layers.3)/add"(#loc316))):
      linalg.yield %in : f32 loc(#loc653)
    } -> tensor<8x32x32xf32> loc(#loc653)
    %338 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%336, %337 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.3)/mul"(#loc315)), %in_308: f32 loc("jit(step)/jvp(layers.3)/add"(#loc316)), %out: f32 loc("jit(step)/jvp(layers.3)/add"(#loc316))):
      %1060 = arith.addf %in, %in_308 : f32 loc(#loc653)
      linalg.yield %1060 : f32 loc(#loc653)
    } -> tensor<8x32x32xf32> loc(#loc653)
    %collapsed_112 = tensor.collapse_shape %338 [[0, 1], [2]] : tensor<8x32x32xf32> into tensor<256x32xf32> loc(#loc359)
    %339 = linalg.matmul ins(%collapsed_112, %arg40 : tensor<256x32xf32>, tensor<32x128xf32>) outs(%103 : tensor<256x128xf32>) -> tensor<256x128xf32> loc(#loc359)
    %expanded_113 = tensor.expand_shape %339 [[0, 1], [2]] output_shape [8, 32, 128] : tensor<256x128xf32> into tensor<8x32x128xf32> loc(#loc359)
    %340 = linalg.generic {indexing_maps = [#map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg41 : tensor<128xf32>) outs(%105 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("params['layers'][3]['fc_b']"), %out: f32 loc("jit(step)/jvp(layers.3)/add"(#loc234))):
      linalg.yield %in : f32 loc(#loc360)
    } -> tensor<8x32x128xf32> loc(#loc360)
    %341 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_113, %340 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%105 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.3)/dot_general"(#loc233)), %in_308: f32 loc("jit(step)/jvp(layers.3)/add"(#loc234)), %out: f32 loc("jit(step)/jvp(layers.3)/add"(#loc234))):
      %1060 = arith.addf %in, %in_308 : f32 loc(#loc360)
      linalg.yield %1060 : f32 loc(#loc360)
    } -> tensor<8x32x128xf32> loc(#loc360)
    %342 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%341 : tensor<8x32x128xf32>) outs(%105 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.3)/add"(#loc234)), %out: f32 loc("jit(step)/jvp(layers.3)/integer_pow"(#loc235))):
      %1060 = arith.mulf %in, %in : f32 loc(#loc361)
      linalg.yield %1060 : f32 loc(#loc361)
    } -> tensor<8x32x128xf32> loc(#loc361)
    %343 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%342, %341 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%105 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.3)/integer_pow"(#loc235)), %in_308: f32 loc("jit(step)/jvp(layers.3)/add"(#loc234)), %out: f32 loc("jit(step)/jvp(layers.3)/integer_pow"(#loc235))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc361)
      linalg.yield %1060 : f32 loc(#loc361)
    } -> tensor<8x32x128xf32> loc(#loc361)
    %344 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%342 : tensor<8x32x128xf32>) outs(%105 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.3)/integer_pow"(#loc235)), %out: f32 loc("jit(step)/jvp(layers.3)/mul"(#loc235))):
      %1060 = arith.mulf %in, %cst_7 : f32 loc(#loc362)
      linalg.yield %1060 : f32 loc(#loc362)
    } -> tensor<8x32x128xf32> loc(#loc362)
    %345 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%343 : tensor<8x32x128xf32>) outs(%105 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.3)/integer_pow"(#loc235)), %out: f32 loc("jit(step)/jvp(layers.3)/mul"(#loc235))):
      %1060 = arith.mulf %in, %cst_6 : f32 loc(#loc362)
      linalg.yield %1060 : f32 loc(#loc362)
    } -> tensor<8x32x128xf32> loc(#loc362)
    %346 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%341, %345 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%105 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.3)/add"(#loc234)), %in_308: f32 loc("jit(step)/jvp(layers.3)/mul"(#loc235)), %out: f32 loc("jit(step)/jvp(layers.3)/add"(#loc235))):
      %1060 = arith.addf %in, %in_308 : f32 loc(#loc363)
      linalg.yield %1060 : f32 loc(#loc363)
    } -> tensor<8x32x128xf32> loc(#loc363)
    %347 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%346 : tensor<8x32x128xf32>) outs(%105 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.3)/add"(#loc235)), %out: f32 loc("jit(step)/jvp(layers.3)/mul"(#loc235))):
      %1060 = arith.mulf %in, %cst_5 : f32 loc(#loc362)
      linalg.yield %1060 : f32 loc(#loc362)
    } -> tensor<8x32x128xf32> loc(#loc362)
    %348 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%347 : tensor<8x32x128xf32>) outs(%105 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.3)/mul"(#loc235)), %out: f32 loc("jit(step)/jvp(layers.3)/tanh"(#loc235))):
      %1060 = math.tanh %in : f32 loc(#loc364)
      linalg.yield %1060 : f32 loc(#loc364)
    } -> tensor<8x32x128xf32> loc(#loc364)
    %349 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%348 : tensor<8x32x128xf32>) outs(%105 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.3)/tanh"(#loc235)), %out: f32 loc("jit(step)/jvp(layers.3)/sub"(#loc235))):
      %1060 = arith.subf %cst_8, %in : f32 loc(#loc365)
      linalg.yield %1060 : f32 loc(#loc365)
    } -> tensor<8x32x128xf32> loc(#loc365)
    %350 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%348 : tensor<8x32x128xf32>) outs(%105 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.3)/tanh"(#loc235)), %out: f32 loc("jit(step)/jvp(layers.3)/add"(#loc235))):
      %1060 = arith.addf %in, %cst_8 : f32 loc(#loc363)
      linalg.yield %1060 : f32 loc(#loc363)
    } -> tensor<8x32x128xf32> loc(#loc363)
    %351 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%350 : tensor<8x32x128xf32>) outs(%105 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.3)/add"(#loc235)), %out: f32 loc("jit(step)/jvp(layers.3)/mul"(#loc235))):
      %1060 = arith.mulf %in, %cst_4 : f32 loc(#loc362)
      linalg.yield %1060 : f32 loc(#loc362)
    } -> tensor<8x32x128xf32> loc(#loc362)
    %352 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%341, %351 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%105 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.3)/add"(#loc234)), %in_308: f32 loc("jit(step)/jvp(layers.3)/mul"(#loc235)), %out: f32 loc("jit(step)/jvp(layers.3)/mul"(#loc235))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc362)
      linalg.yield %1060 : f32 loc(#loc362)
    } -> tensor<8x32x128xf32> loc(#loc362)
    %collapsed_114 = tensor.collapse_shape %352 [[0, 1], [2]] : tensor<8x32x128xf32> into tensor<256x128xf32> loc(#loc366)
    %353 = linalg.matmul ins(%collapsed_114, %arg46 : tensor<256x128xf32>, tensor<128x32xf32>) outs(%79 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc366)
    %expanded_115 = tensor.expand_shape %353 [[0, 1], [2]] output_shape [8, 32, 32] : tensor<256x32xf32> into tensor<8x32x32xf32> loc(#loc366)
    %354 = linalg.generic {indexing_maps = [#map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg47 : tensor<32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("params['layers'][3]['out_b']"), %out: f32 loc("jit(step)/jvp(layers.3)/add"(#loc237))):
      linalg.yield %in : f32 loc(#loc367)
    } -> tensor<8x32x32xf32> loc(#loc367)
    %355 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_115, %354 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.3)/dot_general"(#loc236)), %in_308: f32 loc("jit(step)/jvp(layers.3)/add"(#loc237)), %out: f32 loc("jit(step)/jvp(layers.3)/add"(#loc237))):
      %1060 = arith.addf %in, %in_308 : f32 loc(#loc367)
      linalg.yield %1060 : f32 loc(#loc367)
    } -> tensor<8x32x32xf32> loc(#loc367)
    %356 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%338, %355 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.3)/add"(#loc316)), %in_308: f32 loc("jit(step)/jvp(layers.3)/add"(#loc237)), %out: f32 loc("jit(step)/jvp(layers.3)/add"(#loc238))):
      %1060 = arith.addf %in, %in_308 : f32 loc(#loc368)
      linalg.yield %1060 : f32 loc(#loc368)
    } -> tensor<8x32x32xf32> loc(#loc368)
    %357 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%356 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.3)/reduce_sum"(#loc327)), %out: f32 loc("jit(step)/jvp(layers.3)/reduce_sum"(#loc327))):
      %1060 = arith.addf %out, %in : f32 loc(#loc654)
      linalg.yield %1060 : f32 loc(#loc654)
    } -> tensor<8x32xf32> loc(#loc654)
    %expanded_116 = tensor.expand_shape %357 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc655)
    %358 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_116 : tensor<8x32x1xf32>) outs(%22 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.3)/broadcast_in_dim"(#loc327)), %out: f32 loc("jit(step)/jvp(layers.3)/div"(#loc327))):
      %1060 = arith.divf %in, %cst_14 : f32 loc(#loc656)
      linalg.yield %1060 : f32 loc(#loc656)
    } -> tensor<8x32x1xf32> loc(#loc656)
    %359 = linalg.generic {indexing_maps = [#map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%358 : tensor<8x32x1xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.3)/div"(#loc327)), %out: f32 loc("jit(step)/jvp(layers.3)/sub"(#loc328))):
      linalg.yield %in : f32 loc(#loc657)
    } -> tensor<8x32x32xf32> loc(#loc657)
    %360 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%356, %359 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.3)/add"(#loc238)), %in_308: f32 loc("jit(step)/jvp(layers.3)/sub"(#loc328)), %out: f32 loc("jit(step)/jvp(layers.3)/sub"(#loc328))):
      %1060 = arith.subf %in, %in_308 : f32 loc(#loc657)
      linalg.yield %1060 : f32 loc(#loc657)
    } -> tensor<8x32x32xf32> loc(#loc657)
    %361 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%360 : tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.3)/sub"(#loc328)), %out: f32 loc("jit(step)/jvp(layers.3)/integer_pow"(#loc329))):
      %1060 = arith.mulf %in, %in : f32 loc(#loc658)
      linalg.yield %1060 : f32 loc(#loc658)
    } -> tensor<8x32x32xf32> loc(#loc658)
    %362 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%360 : tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.3)/sub"(#loc328)), %out: f32 loc("jit(step)/jvp(layers.3)/mul"(#loc329))):
      %1060 = arith.mulf %in, %cst_13 : f32 loc(#loc659)
      linalg.yield %1060 : f32 loc(#loc659)
    } -> tensor<8x32x32xf32> loc(#loc659)
    %363 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%361 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.3)/reduce_sum"(#loc330)), %out: f32 loc("jit(step)/jvp(layers.3)/reduce_sum"(#loc330))):
      %1060 = arith.addf %out, %in : f32 loc(#loc660)
      linalg.yield %1060 : f32 loc(#loc660)
    } -> tensor<8x32xf32> loc(#loc660)
    %expanded_117 = tensor.expand_shape %363 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc661)
    %364 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_117 : tensor<8x32x1xf32>) outs(%22 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.3)/broadcast_in_dim"(#loc330)), %out: f32 loc("jit(step)/jvp(layers.3)/div"(#loc330))):
      %1060 = arith.divf %in, %cst_14 : f32 loc(#loc662)
      linalg.yield %1060 : f32 loc(#loc662)
    } -> tensor<8x32x1xf32> loc(#loc662)
    %365 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%364 : tensor<8x32x1xf32>) outs(%22 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.3)/div"(#loc330)), %out: f32 loc("jit(step)/jvp(layers.3)/add"(#loc331))):
      %1060 = arith.addf %in, %cst_12 : f32 loc(#loc663)
      linalg.yield %1060 : f32 loc(#loc663)
    } -> tensor<8x32x1xf32> loc(#loc663)
    %366 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%365 : tensor<8x32x1xf32>) outs(%22 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.3)/add"(#loc331)), %out: f32 loc("jit(step)/jvp(layers.3)/rsqrt"(#loc332))):
      %1060 = math.rsqrt %in : f32 loc(#loc664)
      linalg.yield %1060 : f32 loc(#loc664)
    } -> tensor<8x32x1xf32> loc(#loc664)
    %367 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%366, %365 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%22 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.3)/rsqrt"(#loc332)), %in_308: f32 loc("jit(step)/jvp(layers.3)/add"(#loc331)), %out: f32 loc("jit(step)/jvp(layers.3)/div"(#loc332))):
      %1060 = arith.divf %in, %in_308 : f32 loc(#loc665)
      linalg.yield %1060 : f32 loc(#loc665)
    } -> tensor<8x32x1xf32> loc(#loc665)
    %368 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%367 : tensor<8x32x1xf32>) outs(%22 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.3)/div"(#loc332)), %out: f32 loc("jit(step)/jvp(layers.3)/mul"(#loc332))):
      %1060 = arith.mulf %in, %cst_11 : f32 loc(#loc666)
      linalg.yield %1060 : f32 loc(#loc666)
    } -> tensor<8x32x1xf32> loc(#loc666)
    %369 = linalg.generic {indexing_maps = [#map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%366 : tensor<8x32x1xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.3)/rsqrt"(#loc332)), %out: f32 loc("jit(step)/jvp(layers.3)/mul"(#loc333))):
      linalg.yield %in : f32 loc(#loc667)
    } -> tensor<8x32x32xf32> loc(#loc667)
    %370 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%360, %369 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.3)/sub"(#loc328)), %in_308: f32 loc("jit(step)/jvp(layers.3)/mul"(#loc333)), %out: f32 loc("jit(step)/jvp(layers.3)/mul"(#loc333))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc667)
      linalg.yield %1060 : f32 loc(#loc667)
    } -> tensor<8x32x32xf32> loc(#loc667)
    %371 = linalg.generic {indexing_maps = [#map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg45 : tensor<32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("params['layers'][3]['ln2_g']"), %out: f32 loc("jit(step)/jvp(layers.3)/mul"(#loc334))):
      linalg.yield %in : f32 loc(#loc668)
    } -> tensor<8x32x32xf32> loc(#loc668)
    %372 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%370, %371 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.3)/mul"(#loc333)), %in_308: f32 loc("jit(step)/jvp(layers.3)/mul"(#loc334)), %out: f32 loc("jit(step)/jvp(layers.3)/mul"(#loc334))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc668)
      linalg.yield %1060 : f32 loc(#loc668)
    } -> tensor<8x32x32xf32> loc(#loc668)
    %373 = linalg.generic {indexing_maps = [#map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg44 : tensor<32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("params['layers'][3]['ln2_b']"), %out: f32 loc("jit(step)/jvp(layers.3)/add"(#loc335))):
      linalg.yield %in : f32 loc(#loc669)
    } -> tensor<8x32x32xf32> loc(#loc669)
    %374 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%372, %373 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.3)/mul"(#loc334)), %in_308: f32 loc("jit(step)/jvp(layers.3)/add"(#loc335)), %out: f32 loc("jit(step)/jvp(layers.3)/add"(#loc335))):
      %1060 = arith.addf %in, %in_308 : f32 loc(#loc669)
      linalg.yield %1060 : f32 loc(#loc669)
    } -> tensor<8x32x32xf32> loc(#loc669)
    %375 = linalg.generic {indexing_maps = [#map12, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%374 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/reduce_sum"(#loc212)), %out: f32 loc("jit(step)/jvp()/reduce_sum"(#loc212))):
      %1060 = arith.addf %out, %in : f32 loc(#loc240)
      linalg.yield %1060 : f32 loc(#loc240)
    } -> tensor<8x32xf32> loc(#loc240)
    %376 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%375 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/reduce_sum"(#loc212)), %out: f32 loc("jit(step)/jvp()/div"(#loc212))):
      %1060 = arith.divf %in, %cst_14 : f32 loc(#loc241)
      linalg.yield %1060 : f32 loc(#loc241)
    } -> tensor<8x32xf32> loc(#loc241)
    %377 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%376 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/div"(#loc212)), %out: f32 loc("jit(step)/jvp()/tanh"(#loc213))):
      %1060 = math.tanh %in : f32 loc(#loc242)
      linalg.yield %1060 : f32 loc(#loc242)
    } -> tensor<8x32xf32> loc(#loc242)
    %378 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%377 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/tanh"(#loc213)), %out: f32 loc("jit(step)/jvp()/sub"(#loc213))):
      %1060 = arith.subf %cst_8, %in : f32 loc(#loc243)
      linalg.yield %1060 : f32 loc(#loc243)
    } -> tensor<8x32xf32> loc(#loc243)
    %379 = tensor.empty() : tensor<8x4xf32> loc(#loc244)
    %380 = linalg.fill ins(%cst_15 : f32) outs(%379 : tensor<8x4xf32>) -> tensor<8x4xf32> loc(#loc244)
    %381 = linalg.matmul ins(%377, %arg0 : tensor<8x32xf32>, tensor<32x4xf32>) outs(%380 : tensor<8x4xf32>) -> tensor<8x4xf32> loc(#loc244)
    %382 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<4xf32>) outs(%379 : tensor<8x4xf32>) {
    ^bb0(%in: f32 loc("params['cls_b']"), %out: f32 loc("jit(step)/jvp()/add"(#loc215))):
      linalg.yield %in : f32 loc(#loc245)
    } -> tensor<8x4xf32> loc(#loc245)
    %383 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%381, %382 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%379 : tensor<8x4xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/dot_general"(#loc214)), %in_308: f32 loc("jit(step)/jvp()/add"(#loc215)), %out: f32 loc("jit(step)/jvp()/add"(#loc215))):
      %1060 = arith.addf %in, %in_308 : f32 loc(#loc245)
      linalg.yield %1060 : f32 loc(#loc245)
    } -> tensor<8x4xf32> loc(#loc245)
    %384 = tensor.empty() : tensor<8xf32> loc(#loc1022)
    %385 = linalg.fill ins(%cst_9 : f32) outs(%384 : tensor<8xf32>) -> tensor<8xf32> loc(#loc1022)
    %386 = linalg.generic {indexing_maps = [#map, #map14], iterator_types = ["parallel", "reduction"]} ins(%383 : tensor<8x4xf32>) outs(%385 : tensor<8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc118 at #loc369)), %out: f32 loc(callsite(#loc118 at #loc369))):
      %1060 = arith.maximumf %out, %in : f32 loc(#loc1022)
      linalg.yield %1060 : f32 loc(#loc1022)
    } -> tensor<8xf32> loc(#loc1022)
    %387 = linalg.generic {indexing_maps = [#map14, #map], iterator_types = ["parallel", "parallel"]} ins(%386 : tensor<8xf32>) outs(%379 : tensor<8x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc121 at #loc369)), %out: f32 loc(callsite(#loc120 at #loc369))):
      linalg.yield %in : f32 loc(#loc1023)
    } -> tensor<8x4xf32> loc(#loc1023)
    %388 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%383, %387 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%379 : tensor<8x4xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/add"(#loc215)), %in_308: f32 loc(callsite(#loc120 at #loc369)), %out: f32 loc(callsite(#loc120 at #loc369))):
      %1060 = arith.subf %in, %in_308 : f32 loc(#loc1023)
      linalg.yield %1060 : f32 loc(#loc1023)
    } -> tensor<8x4xf32> loc(#loc1023)
    %389 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%388 : tensor<8x4xf32>) outs(%379 : tensor<8x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc120 at #loc369)), %out: f32 loc(callsite(#loc122 at #loc369))):
      %1060 = math.exp %in : f32 loc(#loc1024)
      linalg.yield %1060 : f32 loc(#loc1024)
    } -> tensor<8x4xf32> loc(#loc1024)
    %390 = linalg.fill ins(%cst_15 : f32) outs(%384 : tensor<8xf32>) -> tensor<8xf32> loc(#loc1025)
    %391 = linalg.generic {indexing_maps = [#map, #map14], iterator_types = ["parallel", "reduction"]} ins(%389 : tensor<8x4xf32>) outs(%390 : tensor<8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc123 at #loc369)), %out: f32 loc(callsite(#loc123 at #loc369))):
      %1060 = arith.addf %out, %in : f32 loc(#loc1025)
      linalg.yield %1060 : f32 loc(#loc1025)
    } -> tensor<8xf32> loc(#loc1025)
    %expanded_118 = tensor.expand_shape %391 [[0, 1]] output_shape [8, 1] : tensor<8xf32> into tensor<8x1xf32> loc(#loc1026)
    %392 = tensor.empty() : tensor<8x1xf32> loc(#loc1027)
    %393 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%expanded_118 : tensor<8x1xf32>) outs(%392 : tensor<8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc70 at #loc369)), %out: f32 loc(callsite(#loc124 at #loc369))):
      %1060 = math.log %in : f32 loc(#loc1027)
      linalg.yield %1060 : f32 loc(#loc1027)
    } -> tensor<8x1xf32> loc(#loc1027)
    %394 = linalg.generic {indexing_maps = [#map15, #map], iterator_types = ["parallel", "parallel"]} ins(%393 : tensor<8x1xf32>) outs(%379 : tensor<8x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc124 at #loc369)), %out: f32 loc(callsite(#loc120 at #loc369))):
      linalg.yield %in : f32 loc(#loc1023)
    } -> tensor<8x4xf32> loc(#loc1023)
    %395 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%388, %394 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%379 : tensor<8x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc120 at #loc369)), %in_308: f32 loc(callsite(#loc120 at #loc369)), %out: f32 loc(callsite(#loc120 at #loc369))):
      %1060 = arith.subf %in, %in_308 : f32 loc(#loc1023)
      linalg.yield %1060 : f32 loc(#loc1023)
    } -> tensor<8x4xf32> loc(#loc1023)
    %expanded_119 = tensor.expand_shape %arg55 [[0, 1]] output_shape [8, 1] : tensor<8xi32> into tensor<8x1xi32> loc(#loc370)
    %396 = tensor.empty() : tensor<8x1xi1> loc(#loc1028)
    %397 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%expanded_119 : tensor<8x1xi32>) outs(%396 : tensor<8x1xi1>) {
    ^bb0(%in: i32 loc("jit(step)/jvp()/broadcast_in_dim"(#loc247)), %out: i1 loc(callsite(#loc67 at #loc265))):
      %1060 = arith.cmpi slt, %in, %c0_i32 : i32 loc(#loc1028)
      linalg.yield %1060 : i1 loc(#loc1028)
    } -> tensor<8x1xi1> loc(#loc1028)
    %398 = tensor.empty() : tensor<8x1xi32> loc(#loc988)
    %399 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%expanded_119 : tensor<8x1xi32>) outs(%398 : tensor<8x1xi32>) {
    ^bb0(%in: i32 loc("jit(step)/jvp()/broadcast_in_dim"(#loc247)), %out: i32 loc(callsite(#loc66 at #loc265))):
      %1060 = arith.addi %in, %c4_i32 : i32 loc(#loc988)
      linalg.yield %1060 : i32 loc(#loc988)
    } -> tensor<8x1xi32> loc(#loc988)
    %400 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%397, %399, %expanded_119 : tensor<8x1xi1>, tensor<8x1xi32>, tensor<8x1xi32>) outs(%398 : tensor<8x1xi32>) {
    ^bb0(%in: i1 loc(callsite(#loc67 at #loc265)), %in_308: i32 loc(callsite(#loc66 at #loc265)), %in_309: i32 loc("jit(step)/jvp()/broadcast_in_dim"(#loc247)), %out: i32 loc(callsite(#loc68 at #loc265))):
      %1060 = arith.select %in, %in_308, %in_309 : i32 loc(#loc1029)
      linalg.yield %1060 : i32 loc(#loc1029)
    } -> tensor<8x1xi32> loc(#loc1029)
    %expanded_120 = tensor.expand_shape %400 [[0], [1, 2]] output_shape [8, 1, 1] : tensor<8x1xi32> into tensor<8x1x1xi32> loc(#loc1030)
    %401 = tensor.empty() : tensor<8x1x1xi1> loc(#loc1031)
    %402 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_120 : tensor<8x1x1xi32>) outs(%401 : tensor<8x1x1xi1>) {
    ^bb0(%in: i32 loc(callsite(#loc126 at #loc265)), %out: i1 loc(callsite(#loc71 at #loc265))):
      %1060 = arith.cmpi sge, %in, %c0_i32 : i32 loc(#loc1031)
      linalg.yield %1060 : i1 loc(#loc1031)
    } -> tensor<8x1x1xi1> loc(#loc1031)
    %403 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_120 : tensor<8x1x1xi32>) outs(%401 : tensor<8x1x1xi1>) {
    ^bb0(%in: i32 loc(callsite(#loc126 at #loc265)), %out: i1 loc(callsite(#loc65 at #loc265))):
      %1060 = arith.cmpi sle, %in, %c3_i32 : i32 loc(#loc987)
      linalg.yield %1060 : i1 loc(#loc987)
    } -> tensor<8x1x1xi1> loc(#loc987)
    %404 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%402, %403 : tensor<8x1x1xi1>, tensor<8x1x1xi1>) outs(%401 : tensor<8x1x1xi1>) {
    ^bb0(%in: i1 loc(callsite(#loc71 at #loc265)), %in_308: i1 loc(callsite(#loc65 at #loc265)), %out: i1 loc(callsite(#loc72 at #loc265))):
      %1060 = arith.andi %in, %in_308 : i1 loc(#loc1032)
      linalg.yield %1060 : i1 loc(#loc1032)
    } -> tensor<8x1x1xi1> loc(#loc1032)
    %405 = linalg.fill ins(%true : i1) outs(%396 : tensor<8x1xi1>) -> tensor<8x1xi1> loc(#loc1033)
    %406 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%404 : tensor<8x1x1xi1>) outs(%405 : tensor<8x1xi1>) {
    ^bb0(%in: i1 loc(callsite(#loc73 at #loc265)), %out: i1 loc(callsite(#loc73 at #loc265))):
      %1060 = arith.andi %out, %in : i1 loc(#loc1033)
      linalg.yield %1060 : i1 loc(#loc1033)
    } -> tensor<8x1xi1> loc(#loc1033)
    %407 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%392 : tensor<8x1xf32>) {
    ^bb0(%out: f32 loc(callsite(#loc74 at #loc265))):
      %1060 = linalg.index 0 : index loc(#loc1034)
      %extracted = tensor.extract %expanded_120[%1060, %c0, %c0] : tensor<8x1x1xi32> loc(#loc1034)
      %1061 = arith.index_cast %extracted : i32 to index loc(#loc1034)
      %1062 = arith.maxsi %1061, %c0 : index loc(#loc1034)
      %1063 = arith.minsi %1062, %c3 : index loc(#loc1034)
      %extracted_308 = tensor.extract %395[%1060, %1063] : tensor<8x4xf32> loc(#loc1034)
      linalg.yield %extracted_308 : f32 loc(#loc1034)
    } -> tensor<8x1xf32> loc(#loc1034)
    %408 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%406, %407 : tensor<8x1xi1>, tensor<8x1xf32>) outs(%392 : tensor<8x1xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc73 at #loc265)), %in_308: f32 loc(callsite(#loc74 at #loc265)), %out: f32 loc(callsite(#loc68 at #loc265))):
      %1060 = arith.select %in, %in_308, %cst_16 : f32 loc(#loc1029)
      linalg.yield %1060 : f32 loc(#loc1029)
    } -> tensor<8x1xf32> loc(#loc1029)
    %409 = linalg.fill ins(%cst_15 : f32) outs(%55 : tensor<f32>) -> tensor<f32> loc(#loc371)
    %410 = linalg.generic {indexing_maps = [#map, #map16], iterator_types = ["reduction", "reduction"]} ins(%408 : tensor<8x1xf32>) outs(%409 : tensor<f32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/reduce_sum"(#loc248)), %out: f32 loc("jit(step)/jvp()/reduce_sum"(#loc248))):
      %1060 = arith.addf %out, %in : f32 loc(#loc371)
      linalg.yield %1060 : f32 loc(#loc371)
    } -> tensor<f32> loc(#loc371)
    %411 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = []} ins(%410 : tensor<f32>) outs(%55 : tensor<f32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/reduce_sum"(#loc248)), %out: f32 loc("jit(step)/jvp()/div"(#loc248))):
      %1060 = arith.divf %in, %cst_10 : f32 loc(#loc372)
      linalg.yield %1060 : f32 loc(#loc372)
    } -> tensor<f32> loc(#loc372)
    %412 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = []} ins(%411 : tensor<f32>) outs(%55 : tensor<f32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/div"(#loc248)), %out: f32 loc("jit(step)/jvp()/neg"(#loc249))):
      %1060 = arith.negf %in : f32 loc(#loc373)
      linalg.yield %1060 : f32 loc(#loc373)
    } -> tensor<f32> loc(#loc373)
    %413 = linalg.generic {indexing_maps = [#map10], iterator_types = []} outs(%55 : tensor<f32>) {
    ^bb0(%out: f32 loc("jit(step)/transpose(jvp())/neg"(#loc249))):
      linalg.yield %cst_1 : f32 loc(#loc374)
    } -> tensor<f32> loc(#loc374)
    %414 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = []} ins(%413 : tensor<f32>) outs(%55 : tensor<f32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/neg"(#loc249)), %out: f32 loc("jit(step)/transpose(jvp())/div"(#loc248))):
      %1060 = arith.divf %in, %cst_10 : f32 loc(#loc375)
      linalg.yield %1060 : f32 loc(#loc375)
    } -> tensor<f32> loc(#loc375)
    %415 = linalg.generic {indexing_maps = [#map16, #map], iterator_types = ["parallel", "parallel"]} ins(%414 : tensor<f32>) outs(%392 : tensor<8x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/div"(#loc248)), %out: f32 loc("jit(step)/transpose(jvp())/broadcast_in_dim"(#loc248))):
      linalg.yield %in : f32 loc(#loc376)
    } -> tensor<8x1xf32> loc(#loc376)
    %416 = tensor.empty() : tensor<8x1x1xi32> loc(#loc1035)
    %417 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel", "parallel", "parallel"]} outs(%416 : tensor<8x1x1xi32>) {
    ^bb0(%out: i32 loc(callsite(#loc at #loc264))):
      %1060 = linalg.index 0 : index loc(#loc1035)
      %1061 = arith.index_cast %1060 : index to i32 loc(#loc1035)
      linalg.yield %1061 : i32 loc(#loc1035)
    } -> tensor<8x1x1xi32> loc(#loc1035)
    %418 = tensor.empty() : tensor<8x1x2xi32> loc(#loc1035)
    %inserted_slice = tensor.insert_slice %417 into %418[0, 0, 0] [8, 1, 1] [1, 1, 1] : tensor<8x1x1xi32> into tensor<8x1x2xi32> loc(#loc1035)
    %inserted_slice_121 = tensor.insert_slice %expanded_120 into %inserted_slice[0, 0, 1] [8, 1, 1] [1, 1, 1] : tensor<8x1x1xi32> into tensor<8x1x2xi32> loc(#loc1035)
    %collapsed_122 = tensor.collapse_shape %inserted_slice_121 [[0, 1], [2]] : tensor<8x1x2xi32> into tensor<8x2xi32> loc(#loc986)
    %collapsed_123 = tensor.collapse_shape %415 [[0, 1]] : tensor<8x1xf32> into tensor<8xf32> loc(#loc986)
    %419 = scf.for %arg56 = %c0 to %c8 step %c1 iter_args(%arg57 = %cst_0) -> (tensor<32xf32>) {
      %extracted = tensor.extract %collapsed_122[%arg56, %c0] : tensor<8x2xi32> loc(#loc986)
      %1060 = arith.index_cast %extracted : i32 to index loc(#loc986)
      %extracted_308 = tensor.extract %collapsed_122[%arg56, %c1] : tensor<8x2xi32> loc(#loc986)
      %1061 = arith.index_cast %extracted_308 : i32 to index loc(#loc986)
      %1062 = arith.cmpi sge, %1060, %c0 : index loc(#loc986)
      %1063 = arith.cmpi slt, %1060, %c8 : index loc(#loc986)
      %1064 = arith.andi %1062, %1063 : i1 loc(#loc986)
      %1065 = arith.cmpi sge, %1061, %c0 : index loc(#loc986)
      %1066 = arith.cmpi slt, %1061, %c4 : index loc(#loc986)
      %1067 = arith.andi %1065, %1066 : i1 loc(#loc986)
      %1068 = arith.andi %1064, %1067 : i1 loc(#loc986)
      %1069 = arith.muli %1060, %c4 : index loc(#loc986)
      %1070 = arith.addi %1069, %1061 : index loc(#loc986)
      %1071 = scf.if %1068 -> (tensor<32xf32>) {
        %extracted_309 = tensor.extract %collapsed_123[%arg56] : tensor<8xf32> loc(#loc986)
        %extracted_310 = tensor.extract %arg57[%1070] : tensor<32xf32> loc(#loc986)
        %1072 = arith.addf %extracted_310, %extracted_309 : f32 loc(#loc1036)
        %inserted = tensor.insert %1072 into %arg57[%1070] : tensor<32xf32> loc(#loc986)
        scf.yield %inserted : tensor<32xf32> loc(#loc986)
      } else {
        scf.yield %arg57 : tensor<32xf32> loc(#loc986)
      } loc(#loc986)
      scf.yield %1071 : tensor<32xf32> loc(#loc986)
    } loc(#loc986)
    %expanded_124 = tensor.expand_shape %419 [[0, 1]] output_shape [8, 4] : tensor<32xf32> into tensor<8x4xf32> loc(#loc986)
    %420 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%expanded_124 : tensor<8x4xf32>) outs(%379 : tensor<8x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc57 at #loc264)), %out: f32 loc(callsite(#loc129 at #loc377))):
      %1060 = arith.negf %in : f32 loc(#loc1037)
      linalg.yield %1060 : f32 loc(#loc1037)
    } -> tensor<8x4xf32> loc(#loc1037)
    %421 = linalg.generic {indexing_maps = [#map, #map14], iterator_types = ["parallel", "reduction"]} ins(%420 : tensor<8x4xf32>) outs(%390 : tensor<8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc123 at #loc377)), %out: f32 loc(callsite(#loc123 at #loc377))):
      %1060 = arith.addf %out, %in : f32 loc(#loc1038)
      linalg.yield %1060 : f32 loc(#loc1038)
    } -> tensor<8xf32> loc(#loc1038)
    %expanded_125 = tensor.expand_shape %421 [[0, 1]] output_shape [8, 1] : tensor<8xf32> into tensor<8x1xf32> loc(#loc1039)
    %422 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%expanded_125, %expanded_118 : tensor<8x1xf32>, tensor<8x1xf32>) outs(%392 : tensor<8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc126 at #loc377)), %in_308: f32 loc(callsite(#loc70 at #loc369)), %out: f32 loc(callsite(#loc130 at #loc377))):
      %1060 = arith.divf %in, %in_308 : f32 loc(#loc1040)
      linalg.yield %1060 : f32 loc(#loc1040)
    } -> tensor<8x1xf32> loc(#loc1040)
    %423 = linalg.generic {indexing_maps = [#map, #map14], iterator_types = ["parallel", "reduction"]} ins(%422 : tensor<8x1xf32>) outs(%390 : tensor<8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc123 at #loc377)), %out: f32 loc(callsite(#loc123 at #loc377))):
      %1060 = arith.addf %out, %in : f32 loc(#loc1038)
      linalg.yield %1060 : f32 loc(#loc1038)
    } -> tensor<8xf32> loc(#loc1038)
    %424 = linalg.generic {indexing_maps = [#map14, #map], iterator_types = ["parallel", "parallel"]} ins(%423 : tensor<8xf32>) outs(%379 : tensor<8x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc123 at #loc377)), %out: f32 loc(callsite(#loc70 at #loc377))):
      linalg.yield %in : f32 loc(#loc1041)
    } -> tensor<8x4xf32> loc(#loc1041)
    %425 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%424, %389 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%379 : tensor<8x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc70 at #loc377)), %in_308: f32 loc(callsite(#loc122 at #loc369)), %out: f32 loc(callsite(#loc131 at #loc377))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc1042)
      linalg.yield %1060 : f32 loc(#loc1042)
    } -> tensor<8x4xf32> loc(#loc1042)
    %426 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%expanded_124, %425 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%379 : tensor<8x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc57 at #loc264)), %in_308: f32 loc(callsite(#loc131 at #loc377)), %out: f32 loc(callsite(#loc132 at #loc377))):
      %1060 = arith.addf %in, %in_308 : f32 loc(#loc1043)
      linalg.yield %1060 : f32 loc(#loc1043)
    } -> tensor<8x4xf32> loc(#loc1043)
    %427 = tensor.empty() : tensor<4xf32> loc(#loc250)
    %428 = linalg.fill ins(%cst_15 : f32) outs(%427 : tensor<4xf32>) -> tensor<4xf32> loc(#loc250)
    %429 = linalg.generic {indexing_maps = [#map17, #map14], iterator_types = ["parallel", "reduction"]} ins(%426 : tensor<8x4xf32>) outs(%428 : tensor<4xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/reduce_sum"(#loc215)), %out: f32 loc("jit(step)/transpose(jvp())/reduce_sum"(#loc215))):
      %1060 = arith.addf %out, %in : f32 loc(#loc250)
      linalg.yield %1060 : f32 loc(#loc250)
    } -> tensor<4xf32> loc(#loc250)
    %expanded_126 = tensor.expand_shape %429 [[0, 1]] output_shape [1, 4] : tensor<4xf32> into tensor<1x4xf32> loc(#loc251)
    %430 = linalg.generic {indexing_maps = [#map17, #map14], iterator_types = ["parallel", "reduction"]} ins(%expanded_126 : tensor<1x4xf32>) outs(%428 : tensor<4xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/reduce_sum"(#loc215)), %out: f32 loc("jit(step)/transpose(jvp())/reduce_sum"(#loc215))):
      %1060 = arith.addf %out, %in : f32 loc(#loc250)
      linalg.yield %1060 : f32 loc(#loc250)
    } -> tensor<4xf32> loc(#loc250)
    %431 = tensor.empty() : tensor<4x8xf32> loc(#loc252)
    %432 = linalg.generic {indexing_maps = [#map17, #map], iterator_types = ["parallel", "parallel"]} ins(%426 : tensor<8x4xf32>) outs(%431 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc132 at #loc377)), %out: f32 loc("jit(step)/transpose(jvp())/dot_general"(#loc214))):
      linalg.yield %in : f32 loc(#loc252)
    } -> tensor<4x8xf32> loc(#loc252)
    %433 = tensor.empty() : tensor<4x32xf32> loc(#loc252)
    %434 = linalg.fill ins(%cst_15 : f32) outs(%433 : tensor<4x32xf32>) -> tensor<4x32xf32> loc(#loc252)
    %435 = linalg.matmul ins(%432, %377 : tensor<4x8xf32>, tensor<8x32xf32>) outs(%434 : tensor<4x32xf32>) -> tensor<4x32xf32> loc(#loc252)
    %436 = tensor.empty() : tensor<32x4xf32> loc(#loc253)
    %437 = linalg.generic {indexing_maps = [#map17, #map], iterator_types = ["parallel", "parallel"]} ins(%435 : tensor<4x32xf32>) outs(%436 : tensor<32x4xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/dot_general"(#loc214)), %out: f32 loc("jit(step)/transpose(jvp())/transpose"(#loc214))):
      linalg.yield %in : f32 loc(#loc253)
    } -> tensor<32x4xf32> loc(#loc253)
    %438 = linalg.generic {indexing_maps = [#map17, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<32x4xf32>) outs(%433 : tensor<4x32xf32>) {
    ^bb0(%in: f32 loc("params['cls']"), %out: f32 loc("jit(step)/transpose(jvp())/dot_general"(#loc214))):
      linalg.yield %in : f32 loc(#loc252)
    } -> tensor<4x32xf32> loc(#loc252)
    %439 = linalg.matmul ins(%426, %438 : tensor<8x4xf32>, tensor<4x32xf32>) outs(%20 : tensor<8x32xf32>) -> tensor<8x32xf32> loc(#loc252)
    %440 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%439, %378 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/dot_general"(#loc214)), %in_308: f32 loc("jit(step)/jvp()/sub"(#loc213)), %out: f32 loc("jit(step)/transpose(jvp())/mul"(#loc213))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc254)
      linalg.yield %1060 : f32 loc(#loc254)
    } -> tensor<8x32xf32> loc(#loc254)
    %441 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%440, %377 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/mul"(#loc213)), %in_308: f32 loc("jit(step)/jvp()/tanh"(#loc213)), %out: f32 loc("jit(step)/transpose(jvp())/mul"(#loc213))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc254)
      linalg.yield %1060 : f32 loc(#loc254)
    } -> tensor<8x32xf32> loc(#loc254)
    %442 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%440, %441 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/mul"(#loc213)), %in_308: f32 loc("jit(step)/transpose(jvp())/mul"(#loc213)), %out: f32 loc("jit(step)/transpose(jvp())/add_any"(#loc213))):
      %1060 = arith.addf %in, %in_308 : f32 loc(#loc255)
      linalg.yield %1060 : f32 loc(#loc255)
    } -> tensor<8x32xf32> loc(#loc255)
    %443 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%442 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/add_any"(#loc213)), %out: f32 loc("jit(step)/transpose(jvp())/div"(#loc212))):
      %1060 = arith.divf %in, %cst_14 : f32 loc(#loc256)
      linalg.yield %1060 : f32 loc(#loc256)
    } -> tensor<8x32xf32> loc(#loc256)
    %444 = linalg.generic {indexing_maps = [#map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%443 : tensor<8x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/div"(#loc212)), %out: f32 loc("jit(step)/transpose(jvp())/broadcast_in_dim"(#loc212))):
      linalg.yield %in : f32 loc(#loc257)
    } -> tensor<8x32x32xf32> loc(#loc257)
    %445 = tensor.empty() : tensor<32xf32> loc(#loc693)
    %446 = linalg.fill ins(%cst_15 : f32) outs(%445 : tensor<32xf32>) -> tensor<32xf32> loc(#loc693)
    %447 = linalg.generic {indexing_maps = [#map19, #map20], iterator_types = ["parallel", "reduction", "reduction"]} ins(%444 : tensor<8x32x32xf32>) outs(%446 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc335)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc335))):
      %1060 = arith.addf %out, %in : f32 loc(#loc693)
      linalg.yield %1060 : f32 loc(#loc693)
    } -> tensor<32xf32> loc(#loc693)
    %expanded_127 = tensor.expand_shape %447 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc694)
    %448 = linalg.generic {indexing_maps = [#map19, #map20], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_127 : tensor<1x1x32xf32>) outs(%446 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc335)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc335))):
      %1060 = arith.addf %out, %in : f32 loc(#loc693)
      linalg.yield %1060 : f32 loc(#loc693)
    } -> tensor<32xf32> loc(#loc693)
    %449 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%370, %444 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.3)/mul"(#loc333)), %in_308: f32 loc("jit(step)/transpose(jvp())/broadcast_in_dim"(#loc212)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/mul"(#loc334))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc695)
      linalg.yield %1060 : f32 loc(#loc695)
    } -> tensor<8x32x32xf32> loc(#loc695)
    %450 = linalg.generic {indexing_maps = [#map19, #map20], iterator_types = ["parallel", "reduction", "reduction"]} ins(%449 : tensor<8x32x32xf32>) outs(%446 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc334)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc334))):
      %1060 = arith.addf %out, %in : f32 loc(#loc696)
      linalg.yield %1060 : f32 loc(#loc696)
    } -> tensor<32xf32> loc(#loc696)
    %expanded_128 = tensor.expand_shape %450 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc697)
    %451 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%444, %371 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/broadcast_in_dim"(#loc212)), %in_308: f32 loc("jit(step)/jvp(layers.3)/mul"(#loc334)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/mul"(#loc334))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc695)
      linalg.yield %1060 : f32 loc(#loc695)
    } -> tensor<8x32x32xf32> loc(#loc695)
    %452 = linalg.generic {indexing_maps = [#map19, #map20], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_128 : tensor<1x1x32xf32>) outs(%446 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc334)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc334))):
      %1060 = arith.addf %out, %in : f32 loc(#loc696)
      linalg.yield %1060 : f32 loc(#loc696)
    } -> tensor<32xf32> loc(#loc696)
    %453 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%360, %451 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.3)/sub"(#loc328)), %in_308: f32 loc("jit(step)/transpose(jvp(layers.3))/mul"(#loc334)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/mul"(#loc333))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc698)
      linalg.yield %1060 : f32 loc(#loc698)
    } -> tensor<8x32x32xf32> loc(#loc698)
    %454 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%453 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc333)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc333))):
      %1060 = arith.addf %out, %in : f32 loc(#loc699)
      linalg.yield %1060 : f32 loc(#loc699)
    } -> tensor<8x32xf32> loc(#loc699)
    %expanded_129 = tensor.expand_shape %454 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc700)
    %455 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%451, %369 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/mul"(#loc334)), %in_308: f32 loc("jit(step)/jvp(layers.3)/mul"(#loc333)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/mul"(#loc333))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc698)
      linalg.yield %1060 : f32 loc(#loc698)
    } -> tensor<8x32x32xf32> loc(#loc698)
    %456 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_129, %368 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%22 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/reshape"(#loc333)), %in_308: f32 loc("jit(step)/jvp(layers.3)/mul"(#loc332)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/mul"(#loc332))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc701)
      linalg.yield %1060 : f32 loc(#loc701)
    } -> tensor<8x32x1xf32> loc(#loc701)
    %457 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%455 : tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/mul"(#loc333)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/neg"(#loc378))):
      %1060 = arith.negf %in : f32 loc(#loc702)
      linalg.yield %1060 : f32 loc(#loc702)
    } -> tensor<8x32x32xf32> loc(#loc702)
    %458 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%457 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc378)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc378))):
      %1060 = arith.addf %out, %in : f32 loc(#loc703)
      linalg.yield %1060 : f32 loc(#loc703)
    } -> tensor<8x32xf32> loc(#loc703)
    %expanded_130 = tensor.expand_shape %458 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc704)
    %459 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%456 : tensor<8x32x1xf32>) outs(%22 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/mul"(#loc332)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/div"(#loc330))):
      %1060 = arith.divf %in, %cst_14 : f32 loc(#loc705)
      linalg.yield %1060 : f32 loc(#loc705)
    } -> tensor<8x32x1xf32> loc(#loc705)
    %460 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%459 : tensor<8x32x1xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc330)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc330))):
      %1060 = arith.addf %out, %in : f32 loc(#loc706)
      linalg.yield %1060 : f32 loc(#loc706)
    } -> tensor<8x32xf32> loc(#loc706)
    %461 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%460 : tensor<8x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc330)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/broadcast_in_dim"(#loc330))):
      linalg.yield %in : f32 loc(#loc707)
    } -> tensor<8x32x32xf32> loc(#loc707)
    %462 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%461, %362 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/broadcast_in_dim"(#loc330)), %in_308: f32 loc("jit(step)/jvp(layers.3)/mul"(#loc329)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/mul"(#loc329))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc708)
      linalg.yield %1060 : f32 loc(#loc708)
    } -> tensor<8x32x32xf32> loc(#loc708)
    %463 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%462 : tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/mul"(#loc329)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/neg"(#loc328))):
      %1060 = arith.negf %in : f32 loc(#loc709)
      linalg.yield %1060 : f32 loc(#loc709)
    } -> tensor<8x32x32xf32> loc(#loc709)
    %464 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%463 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc328)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc328))):
      %1060 = arith.addf %out, %in : f32 loc(#loc710)
      linalg.yield %1060 : f32 loc(#loc710)
    } -> tensor<8x32xf32> loc(#loc710)
    %expanded_131 = tensor.expand_shape %464 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc711)
    %465 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%455, %462 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/mul"(#loc333)), %in_308: f32 loc("jit(step)/transpose(jvp(layers.3))/mul"(#loc329)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/add_any"(#loc328))):
      %1060 = arith.addf %in, %in_308 : f32 loc(#loc712)
      linalg.yield %1060 : f32 loc(#loc712)
    } -> tensor<8x32x32xf32> loc(#loc712)
    %466 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_130, %expanded_131 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%22 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/reshape"(#loc378)), %in_308: f32 loc("jit(step)/transpose(jvp(layers.3))/reshape"(#loc328)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/add_any"(#loc328))):
      %1060 = arith.addf %in, %in_308 : f32 loc(#loc712)
      linalg.yield %1060 : f32 loc(#loc712)
    } -> tensor<8x32x1xf32> loc(#loc712)
    %467 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%466 : tensor<8x32x1xf32>) outs(%22 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/add_any"(#loc328)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/div"(#loc327))):
      %1060 = arith.divf %in, %cst_14 : f32 loc(#loc713)
      linalg.yield %1060 : f32 loc(#loc713)
    } -> tensor<8x32x1xf32> loc(#loc713)
    %468 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%467 : tensor<8x32x1xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc327)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc327))):
      %1060 = arith.addf %out, %in : f32 loc(#loc714)
      linalg.yield %1060 : f32 loc(#loc714)
    } -> tensor<8x32xf32> loc(#loc714)
    %469 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%468 : tensor<8x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc327)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/broadcast_in_dim"(#loc327))):
      linalg.yield %in : f32 loc(#loc715)
    } -> tensor<8x32x32xf32> loc(#loc715)
    %470 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%465, %469 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/add_any"(#loc328)), %in_308: f32 loc("jit(step)/transpose(jvp(layers.3))/broadcast_in_dim"(#loc327)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/add_any"(#loc327))):
      %1060 = arith.addf %in, %in_308 : f32 loc(#loc716)
      linalg.yield %1060 : f32 loc(#loc716)
    } -> tensor<8x32x32xf32> loc(#loc716)
    %471 = linalg.generic {indexing_maps = [#map19, #map20], iterator_types = ["parallel", "reduction", "reduction"]} ins(%470 : tensor<8x32x32xf32>) outs(%446 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc237)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc237))):
      %1060 = arith.addf %out, %in : f32 loc(#loc379)
      linalg.yield %1060 : f32 loc(#loc379)
    } -> tensor<32xf32> loc(#loc379)
    %expanded_132 = tensor.expand_shape %471 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc380)
    %472 = linalg.generic {indexing_maps = [#map19, #map20], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_132 : tensor<1x1x32xf32>) outs(%446 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc237)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc237))):
      %1060 = arith.addf %out, %in : f32 loc(#loc379)
      linalg.yield %1060 : f32 loc(#loc379)
    } -> tensor<32xf32> loc(#loc379)
    %473 = tensor.empty() : tensor<32x8x32xf32> loc(#loc381)
    %474 = linalg.generic {indexing_maps = [#map19, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%470 : tensor<8x32x32xf32>) outs(%473 : tensor<32x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/add_any"(#loc327)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/dot_general"(#loc236))):
      linalg.yield %in : f32 loc(#loc381)
    } -> tensor<32x8x32xf32> loc(#loc381)
    %collapsed_133 = tensor.collapse_shape %474 [[0], [1, 2]] : tensor<32x8x32xf32> into tensor<32x256xf32> loc(#loc381)
    %475 = tensor.empty() : tensor<32x128xf32> loc(#loc381)
    %476 = linalg.fill ins(%cst_15 : f32) outs(%475 : tensor<32x128xf32>) -> tensor<32x128xf32> loc(#loc381)
    %477 = linalg.matmul ins(%collapsed_133, %collapsed_114 : tensor<32x256xf32>, tensor<256x128xf32>) outs(%476 : tensor<32x128xf32>) -> tensor<32x128xf32> loc(#loc381)
    %478 = tensor.empty() : tensor<128x32xf32> loc(#loc382)
    %479 = linalg.generic {indexing_maps = [#map17, #map], iterator_types = ["parallel", "parallel"]} ins(%477 : tensor<32x128xf32>) outs(%478 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/dot_general"(#loc236)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/transpose"(#loc236))):
      linalg.yield %in : f32 loc(#loc382)
    } -> tensor<128x32xf32> loc(#loc382)
    %collapsed_134 = tensor.collapse_shape %470 [[0, 1], [2]] : tensor<8x32x32xf32> into tensor<256x32xf32> loc(#loc381)
    %480 = linalg.generic {indexing_maps = [#map17, #map], iterator_types = ["parallel", "parallel"]} ins(%arg46 : tensor<128x32xf32>) outs(%475 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("params['layers'][3]['out']"), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/dot_general"(#loc236))):
      linalg.yield %in : f32 loc(#loc381)
    } -> tensor<32x128xf32> loc(#loc381)
    %481 = linalg.matmul ins(%collapsed_134, %480 : tensor<256x32xf32>, tensor<32x128xf32>) outs(%103 : tensor<256x128xf32>) -> tensor<256x128xf32> loc(#loc381)
    %expanded_135 = tensor.expand_shape %481 [[0, 1], [2]] output_shape [8, 32, 128] : tensor<256x128xf32> into tensor<8x32x128xf32> loc(#loc381)
    %482 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%341, %expanded_135 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%105 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.3)/add"(#loc234)), %in_308: f32 loc("jit(step)/transpose(jvp(layers.3))/dot_general"(#loc236)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/mul"(#loc235))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc383)
      linalg.yield %1060 : f32 loc(#loc383)
    } -> tensor<8x32x128xf32> loc(#loc383)
    %483 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_135, %351 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%105 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/dot_general"(#loc236)), %in_308: f32 loc("jit(step)/jvp(layers.3)/mul"(#loc235)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/mul"(#loc235))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc383)
      linalg.yield %1060 : f32 loc(#loc383)
    } -> tensor<8x32x128xf32> loc(#loc383)
    %484 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%482 : tensor<8x32x128xf32>) outs(%105 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/mul"(#loc235)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/mul"(#loc235))):
      %1060 = arith.mulf %in, %cst_4 : f32 loc(#loc383)
      linalg.yield %1060 : f32 loc(#loc383)
    } -> tensor<8x32x128xf32> loc(#loc383)
    %485 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%484, %349 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%105 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/mul"(#loc235)), %in_308: f32 loc("jit(step)/jvp(layers.3)/sub"(#loc235)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/mul"(#loc235))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc383)
      linalg.yield %1060 : f32 loc(#loc383)
    } -> tensor<8x32x128xf32> loc(#loc383)
    %486 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%485, %348 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%105 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/mul"(#loc235)), %in_308: f32 loc("jit(step)/jvp(layers.3)/tanh"(#loc235)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/mul"(#loc235))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc383)
      linalg.yield %1060 : f32 loc(#loc383)
    } -> tensor<8x32x128xf32> loc(#loc383)
    %487 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%485, %486 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%105 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/mul"(#loc235)), %in_308: f32 loc("jit(step)/transpose(jvp(layers.3))/mul"(#loc235)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/add_any"(#loc235))):
      %1060 = arith.addf %in, %in_308 : f32 loc(#loc384)
      linalg.yield %1060 : f32 loc(#loc384)
    } -> tensor<8x32x128xf32> loc(#loc384)
    %488 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%487 : tensor<8x32x128xf32>) outs(%105 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/add_any"(#loc235)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/mul"(#loc235))):
      %1060 = arith.mulf %in, %cst_5 : f32 loc(#loc383)
      linalg.yield %1060 : f32 loc(#loc383)
    } -> tensor<8x32x128xf32> loc(#loc383)
    %489 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%483, %488 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%105 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/mul"(#loc235)), %in_308: f32 loc("jit(step)/transpose(jvp(layers.3))/mul"(#loc235)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/add_any"(#loc235))):
      %1060 = arith.addf %in, %in_308 : f32 loc(#loc384)
      linalg.yield %1060 : f32 loc(#loc384)
    } -> tensor<8x32x128xf32> loc(#loc384)
    %490 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%488 : tensor<8x32x128xf32>) outs(%105 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/mul"(#loc235)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/mul"(#loc235))):
      %1060 = arith.mulf %in, %cst_6 : f32 loc(#loc383)
      linalg.yield %1060 : f32 loc(#loc383)
    } -> tensor<8x32x128xf32> loc(#loc383)
    %491 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%490, %344 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%105 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/mul"(#loc235)), %in_308: f32 loc("jit(step)/jvp(layers.3)/mul"(#loc235)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/mul"(#loc235))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc383)
      linalg.yield %1060 : f32 loc(#loc383)
    } -> tensor<8x32x128xf32> loc(#loc383)
    %492 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%489, %491 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%105 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/add_any"(#loc235)), %in_308: f32 loc("jit(step)/transpose(jvp(layers.3))/mul"(#loc235)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/add_any"(#loc235))):
      %1060 = arith.addf %in, %in_308 : f32 loc(#loc384)
      linalg.yield %1060 : f32 loc(#loc384)
    } -> tensor<8x32x128xf32> loc(#loc384)
    %493 = tensor.empty() : tensor<128xf32> loc(#loc385)
    %494 = linalg.fill ins(%cst_15 : f32) outs(%493 : tensor<128xf32>) -> tensor<128xf32> loc(#loc385)
    %495 = linalg.generic {indexing_maps = [#map19, #map20], iterator_types = ["parallel", "reduction", "reduction"]} ins(%492 : tensor<8x32x128xf32>) outs(%494 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc234)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc234))):
      %1060 = arith.addf %out, %in : f32 loc(#loc385)
      linalg.yield %1060 : f32 loc(#loc385)
    } -> tensor<128xf32> loc(#loc385)
    %expanded_136 = tensor.expand_shape %495 [[0, 1, 2]] output_shape [1, 1, 128] : tensor<128xf32> into tensor<1x1x128xf32> loc(#loc386)
    %496 = linalg.generic {indexing_maps = [#map19, #map20], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_136 : tensor<1x1x128xf32>) outs(%494 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc234)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc234))):
      %1060 = arith.addf %out, %in : f32 loc(#loc385)
      linalg.yield %1060 : f32 loc(#loc385)
    } -> tensor<128xf32> loc(#loc385)
    %497 = tensor.empty() : tensor<128x8x32xf32> loc(#loc387)
    %498 = linalg.generic {indexing_maps = [#map19, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%492 : tensor<8x32x128xf32>) outs(%497 : tensor<128x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/add_any"(#loc235)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/dot_general"(#loc233))):
      linalg.yield %in : f32 loc(#loc387)
    } -> tensor<128x8x32xf32> loc(#loc387)
    %collapsed_137 = tensor.collapse_shape %498 [[0], [1, 2]] : tensor<128x8x32xf32> into tensor<128x256xf32> loc(#loc387)
    %499 = linalg.fill ins(%cst_15 : f32) outs(%478 : tensor<128x32xf32>) -> tensor<128x32xf32> loc(#loc387)
    %500 = linalg.matmul ins(%collapsed_137, %collapsed_112 : tensor<128x256xf32>, tensor<256x32xf32>) outs(%499 : tensor<128x32xf32>) -> tensor<128x32xf32> loc(#loc387)
    %501 = linalg.generic {indexing_maps = [#map17, #map], iterator_types = ["parallel", "parallel"]} ins(%500 : tensor<128x32xf32>) outs(%475 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/dot_general"(#loc233)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/transpose"(#loc233))):
      linalg.yield %in : f32 loc(#loc388)
    } -> tensor<32x128xf32> loc(#loc388)
    %collapsed_138 = tensor.collapse_shape %492 [[0, 1], [2]] : tensor<8x32x128xf32> into tensor<256x128xf32> loc(#loc387)
    %502 = linalg.generic {indexing_maps = [#map17, #map], iterator_types = ["parallel", "parallel"]} ins(%arg40 : tensor<32x128xf32>) outs(%478 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("params['layers'][3]['fc']"), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/dot_general"(#loc233))):
      linalg.yield %in : f32 loc(#loc387)
    } -> tensor<128x32xf32> loc(#loc387)
    %503 = linalg.matmul ins(%collapsed_138, %502 : tensor<256x128xf32>, tensor<128x32xf32>) outs(%79 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc387)
    %expanded_139 = tensor.expand_shape %503 [[0, 1], [2]] output_shape [8, 32, 32] : tensor<256x32xf32> into tensor<8x32x32xf32> loc(#loc387)
    %504 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%470, %expanded_139 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/add_any"(#loc327)), %in_308: f32 loc("jit(step)/transpose(jvp(layers.3))/dot_general"(#loc233)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/add_any"(#loc233))):
      %1060 = arith.addf %in, %in_308 : f32 loc(#loc389)
      linalg.yield %1060 : f32 loc(#loc389)
    } -> tensor<8x32x32xf32> loc(#loc389)
    %505 = linalg.generic {indexing_maps = [#map19, #map20], iterator_types = ["parallel", "reduction", "reduction"]} ins(%504 : tensor<8x32x32xf32>) outs(%446 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc316)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc316))):
      %1060 = arith.addf %out, %in : f32 loc(#loc717)
      linalg.yield %1060 : f32 loc(#loc717)
    } -> tensor<32xf32> loc(#loc717)
    %expanded_140 = tensor.expand_shape %505 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc718)
    %506 = linalg.generic {indexing_maps = [#map19, #map20], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_140 : tensor<1x1x32xf32>) outs(%446 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc316)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc316))):
      %1060 = arith.addf %out, %in : f32 loc(#loc717)
      linalg.yield %1060 : f32 loc(#loc717)
    } -> tensor<32xf32> loc(#loc717)
    %507 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%334, %504 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.3)/mul"(#loc314)), %in_308: f32 loc("jit(step)/transpose(jvp(layers.3))/add_any"(#loc233)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/mul"(#loc315))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc719)
      linalg.yield %1060 : f32 loc(#loc719)
    } -> tensor<8x32x32xf32> loc(#loc719)
    %508 = linalg.generic {indexing_maps = [#map19, #map20], iterator_types = ["parallel", "reduction", "reduction"]} ins(%507 : tensor<8x32x32xf32>) outs(%446 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc315)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc315))):
      %1060 = arith.addf %out, %in : f32 loc(#loc720)
      linalg.yield %1060 : f32 loc(#loc720)
    } -> tensor<32xf32> loc(#loc720)
    %expanded_141 = tensor.expand_shape %508 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc721)
    %509 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%504, %335 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/add_any"(#loc233)), %in_308: f32 loc("jit(step)/jvp(layers.3)/mul"(#loc315)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/mul"(#loc315))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc719)
      linalg.yield %1060 : f32 loc(#loc719)
    } -> tensor<8x32x32xf32> loc(#loc719)
    %510 = linalg.generic {indexing_maps = [#map19, #map20], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_141 : tensor<1x1x32xf32>) outs(%446 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc315)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc315))):
      %1060 = arith.addf %out, %in : f32 loc(#loc720)
      linalg.yield %1060 : f32 loc(#loc720)
    } -> tensor<32xf32> loc(#loc720)
    %511 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%324, %509 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.3)/sub"(#loc309)), %in_308: f32 loc("jit(step)/transpose(jvp(layers.3))/mul"(#loc315)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/mul"(#loc314))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc722)
      linalg.yield %1060 : f32 loc(#loc722)
    } -> tensor<8x32x32xf32> loc(#loc722)
    %512 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%511 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc314)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc314))):
      %1060 = arith.addf %out, %in : f32 loc(#loc723)
      linalg.yield %1060 : f32 loc(#loc723)
    } -> tensor<8x32xf32> loc(#loc723)
    %expanded_142 = tensor.expand_shape %512 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc724)
    %513 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%509, %333 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/mul"(#loc315)), %in_308: f32 loc("jit(step)/jvp(layers.3)/mul"(#loc314)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/mul"(#loc314))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc722)
      linalg.yield %1060 : f32 loc(#loc722)
    } -> tensor<8x32x32xf32> loc(#loc722)
    %514 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_142, %332 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%22 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/reshape"(#loc314)), %in_308: f32 loc("jit(step)/jvp(layers.3)/mul"(#loc313)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/mul"(#loc313))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc725)
      linalg.yield %1060 : f32 loc(#loc725)
    } -> tensor<8x32x1xf32> loc(#loc725)
    %515 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%513 : tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/mul"(#loc314)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/neg"(#loc390))):
      %1060 = arith.negf %in : f32 loc(#loc726)
      linalg.yield %1060 : f32 loc(#loc726)
    } -> tensor<8x32x32xf32> loc(#loc726)
    %516 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%515 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc390)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc390))):
      %1060 = arith.addf %out, %in : f32 loc(#loc727)
      linalg.yield %1060 : f32 loc(#loc727)
    } -> tensor<8x32xf32> loc(#loc727)
    %expanded_143 = tensor.expand_shape %516 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc728)
    %517 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%514 : tensor<8x32x1xf32>) outs(%22 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/mul"(#loc313)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/div"(#loc311))):
      %1060 = arith.divf %in, %cst_14 : f32 loc(#loc729)
      linalg.yield %1060 : f32 loc(#loc729)
    } -> tensor<8x32x1xf32> loc(#loc729)
    %518 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%517 : tensor<8x32x1xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc311)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc311))):
      %1060 = arith.addf %out, %in : f32 loc(#loc730)
      linalg.yield %1060 : f32 loc(#loc730)
    } -> tensor<8x32xf32> loc(#loc730)
    %519 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%518 : tensor<8x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc311)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/broadcast_in_dim"(#loc311))):
      linalg.yield %in : f32 loc(#loc731)
    } -> tensor<8x32x32xf32> loc(#loc731)
    %520 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%519, %326 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/broadcast_in_dim"(#loc311)), %in_308: f32 loc("jit(step)/jvp(layers.3)/mul"(#loc310)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/mul"(#loc310))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc732)
      linalg.yield %1060 : f32 loc(#loc732)
    } -> tensor<8x32x32xf32> loc(#loc732)
    %521 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%520 : tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/mul"(#loc310)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/neg"(#loc309))):
      %1060 = arith.negf %in : f32 loc(#loc733)
      linalg.yield %1060 : f32 loc(#loc733)
    } -> tensor<8x32x32xf32> loc(#loc733)
    %522 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%521 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc309)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc309))):
      %1060 = arith.addf %out, %in : f32 loc(#loc734)
      linalg.yield %1060 : f32 loc(#loc734)
    } -> tensor<8x32xf32> loc(#loc734)
    %expanded_144 = tensor.expand_shape %522 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc735)
    %523 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%513, %520 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/mul"(#loc314)), %in_308: f32 loc("jit(step)/transpose(jvp(layers.3))/mul"(#loc310)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/add_any"(#loc309))):
      %1060 = arith.addf %in, %in_308 : f32 loc(#loc736)
      linalg.yield %1060 : f32 loc(#loc736)
    } -> tensor<8x32x32xf32> loc(#loc736)
    %524 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_143, %expanded_144 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%22 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/reshape"(#loc390)), %in_308: f32 loc("jit(step)/transpose(jvp(layers.3))/reshape"(#loc309)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/add_any"(#loc309))):
      %1060 = arith.addf %in, %in_308 : f32 loc(#loc736)
      linalg.yield %1060 : f32 loc(#loc736)
    } -> tensor<8x32x1xf32> loc(#loc736)
    %525 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%524 : tensor<8x32x1xf32>) outs(%22 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/add_any"(#loc309)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/div"(#loc308))):
      %1060 = arith.divf %in, %cst_14 : f32 loc(#loc737)
      linalg.yield %1060 : f32 loc(#loc737)
    } -> tensor<8x32x1xf32> loc(#loc737)
    %526 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%525 : tensor<8x32x1xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc308)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc308))):
      %1060 = arith.addf %out, %in : f32 loc(#loc738)
      linalg.yield %1060 : f32 loc(#loc738)
    } -> tensor<8x32xf32> loc(#loc738)
    %527 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%526 : tensor<8x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc308)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/broadcast_in_dim"(#loc308))):
      linalg.yield %in : f32 loc(#loc739)
    } -> tensor<8x32x32xf32> loc(#loc739)
    %528 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%523, %527 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/add_any"(#loc309)), %in_308: f32 loc("jit(step)/transpose(jvp(layers.3))/broadcast_in_dim"(#loc308)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/add_any"(#loc308))):
      %1060 = arith.addf %in, %in_308 : f32 loc(#loc740)
      linalg.yield %1060 : f32 loc(#loc740)
    } -> tensor<8x32x32xf32> loc(#loc740)
    %529 = linalg.generic {indexing_maps = [#map19, #map20], iterator_types = ["parallel", "reduction", "reduction"]} ins(%528 : tensor<8x32x32xf32>) outs(%446 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc306)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc306))):
      %1060 = arith.addf %out, %in : f32 loc(#loc741)
      linalg.yield %1060 : f32 loc(#loc741)
    } -> tensor<32xf32> loc(#loc741)
    %expanded_145 = tensor.expand_shape %529 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc742)
    %530 = linalg.generic {indexing_maps = [#map19, #map20], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_145 : tensor<1x1x32xf32>) outs(%446 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc306)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc306))):
      %1060 = arith.addf %out, %in : f32 loc(#loc741)
      linalg.yield %1060 : f32 loc(#loc741)
    } -> tensor<32xf32> loc(#loc741)
    %531 = linalg.generic {indexing_maps = [#map19, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%528 : tensor<8x32x32xf32>) outs(%473 : tensor<32x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/add_any"(#loc308)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/dot_general"(#loc305))):
      linalg.yield %in : f32 loc(#loc743)
    } -> tensor<32x8x32xf32> loc(#loc743)
    %collapsed_146 = tensor.collapse_shape %531 [[0], [1, 2]] : tensor<32x8x32xf32> into tensor<32x256xf32> loc(#loc743)
    %532 = tensor.empty() : tensor<32x32xf32> loc(#loc743)
    %533 = linalg.fill ins(%cst_15 : f32) outs(%532 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc743)
    %534 = linalg.matmul ins(%collapsed_146, %collapsed_108 : tensor<32x256xf32>, tensor<256x32xf32>) outs(%533 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc743)
    %535 = linalg.generic {indexing_maps = [#map17, #map], iterator_types = ["parallel", "parallel"]} ins(%534 : tensor<32x32xf32>) outs(%532 : tensor<32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/dot_general"(#loc305)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/transpose"(#loc305))):
      linalg.yield %in : f32 loc(#loc744)
    } -> tensor<32x32xf32> loc(#loc744)
    %collapsed_147 = tensor.collapse_shape %528 [[0, 1], [2]] : tensor<8x32x32xf32> into tensor<256x32xf32> loc(#loc743)
    %536 = linalg.generic {indexing_maps = [#map17, #map], iterator_types = ["parallel", "parallel"]} ins(%arg48 : tensor<32x32xf32>) outs(%532 : tensor<32x32xf32>) {
    ^bb0(%in: f32 loc("params['layers'][3]['proj']"), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/dot_general"(#loc305))):
      linalg.yield %in : f32 loc(#loc743)
    } -> tensor<32x32xf32> loc(#loc743)
    %537 = linalg.matmul ins(%collapsed_147, %536 : tensor<256x32xf32>, tensor<32x32xf32>) outs(%79 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc743)
    %expanded_148 = tensor.expand_shape %537 [[0, 1], [2, 3]] output_shape [8, 32, 4, 8] : tensor<256x32xf32> into tensor<8x32x4x8xf32> loc(#loc745)
    %538 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_148 : tensor<8x32x4x8xf32>) outs(%46 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/reshape"(#loc391)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/transpose"(#loc304))):
      linalg.yield %in : f32 loc(#loc746)
    } -> tensor<8x4x32x8xf32> loc(#loc746)
    %539 = linalg.generic {indexing_maps = [#map9, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%538 : tensor<8x4x32x8xf32>) outs(%50 : tensor<8x4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/transpose"(#loc304)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/dot_general"(#loc303))):
      linalg.yield %in : f32 loc(#loc747)
    } -> tensor<8x4x8x32xf32> loc(#loc747)
    %collapsed_149 = tensor.collapse_shape %539 [[0, 1], [2], [3]] : tensor<8x4x8x32xf32> into tensor<32x8x32xf32> loc(#loc747)
    %540 = linalg.fill ins(%cst_15 : f32) outs(%473 : tensor<32x8x32xf32>) -> tensor<32x8x32xf32> loc(#loc747)
    %541 = linalg.batch_matmul ins(%collapsed_149, %collapsed_105 : tensor<32x8x32xf32>, tensor<32x32x32xf32>) outs(%540 : tensor<32x8x32xf32>) -> tensor<32x8x32xf32> loc(#loc747)
    %expanded_150 = tensor.expand_shape %541 [[0, 1], [2], [3]] output_shape [8, 4, 8, 32] : tensor<32x8x32xf32> into tensor<8x4x8x32xf32> loc(#loc747)
    %542 = linalg.generic {indexing_maps = [#map9, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_150 : tensor<8x4x8x32xf32>) outs(%46 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/dot_general"(#loc303)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/transpose"(#loc303))):
      linalg.yield %in : f32 loc(#loc748)
    } -> tensor<8x4x32x8xf32> loc(#loc748)
    %543 = linalg.generic {indexing_maps = [#map9, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%302 : tensor<8x4x32x8xf32>) outs(%50 : tensor<8x4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.3)/transpose"(#loc474)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/dot_general"(#loc303))):
      linalg.yield %in : f32 loc(#loc747)
    } -> tensor<8x4x8x32xf32> loc(#loc747)
    %collapsed_151 = tensor.collapse_shape %538 [[0, 1], [2], [3]] : tensor<8x4x32x8xf32> into tensor<32x32x8xf32> loc(#loc747)
    %collapsed_152 = tensor.collapse_shape %543 [[0, 1], [2], [3]] : tensor<8x4x8x32xf32> into tensor<32x8x32xf32> loc(#loc747)
    %544 = linalg.batch_matmul ins(%collapsed_151, %collapsed_152 : tensor<32x32x8xf32>, tensor<32x8x32xf32>) outs(%53 : tensor<32x32x32xf32>) -> tensor<32x32x32xf32> loc(#loc747)
    %expanded_153 = tensor.expand_shape %544 [[0, 1], [2], [3]] output_shape [8, 4, 32, 32] : tensor<32x32x32xf32> into tensor<8x4x32x32xf32> loc(#loc747)
    %545 = linalg.generic {indexing_maps = [#map21, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%314 : tensor<8x4x32x1xf32>) outs(%57 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.3)/div"(#loc486)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/mul"(#loc302))):
      linalg.yield %in : f32 loc(#loc749)
    } -> tensor<8x4x32x32xf32> loc(#loc749)
    %546 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_153, %545 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%57 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/dot_general"(#loc303)), %in_308: f32 loc("jit(step)/transpose(jvp(layers.3))/mul"(#loc302)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/mul"(#loc302))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc749)
      linalg.yield %1060 : f32 loc(#loc749)
    } -> tensor<8x4x32x32xf32> loc(#loc749)
    %547 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%546, %309 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%57 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/mul"(#loc302)), %in_308: f32 loc("jit(step)/jvp(layers.3)/exp"(#loc302)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/mul"(#loc302))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc749)
      linalg.yield %1060 : f32 loc(#loc749)
    } -> tensor<8x4x32x32xf32> loc(#loc749)
    %548 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%547 : tensor<8x4x32x32xf32>) outs(%66 : tensor<8x4x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc302)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc302))):
      %1060 = arith.addf %out, %in : f32 loc(#loc750)
      linalg.yield %1060 : f32 loc(#loc750)
    } -> tensor<8x4x32xf32> loc(#loc750)
    %549 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%548 : tensor<8x4x32xf32>) outs(%60 : tensor<8x4x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc302)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/neg"(#loc302))):
      %1060 = arith.negf %in : f32 loc(#loc751)
      linalg.yield %1060 : f32 loc(#loc751)
    } -> tensor<8x4x32xf32> loc(#loc751)
    %expanded_154 = tensor.expand_shape %549 [[0], [1], [2, 3]] output_shape [8, 4, 32, 1] : tensor<8x4x32xf32> into tensor<8x4x32x1xf32> loc(#loc752)
    %550 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_153, %311 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%57 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/dot_general"(#loc303)), %in_308: f32 loc("jit(step)/jvp(layers.3)/div"(#loc302)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/div"(#loc302))):
      %1060 = arith.divf %in, %in_308 : f32 loc(#loc753)
      linalg.yield %1060 : f32 loc(#loc753)
    } -> tensor<8x4x32x32xf32> loc(#loc753)
    %551 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_154 : tensor<8x4x32x1xf32>) outs(%66 : tensor<8x4x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc302)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc302))):
      %1060 = arith.addf %out, %in : f32 loc(#loc750)
      linalg.yield %1060 : f32 loc(#loc750)
    } -> tensor<8x4x32xf32> loc(#loc750)
    %552 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%551 : tensor<8x4x32xf32>) outs(%57 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc302)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/broadcast_in_dim"(#loc302))):
      linalg.yield %in : f32 loc(#loc754)
    } -> tensor<8x4x32x32xf32> loc(#loc754)
    %553 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%550, %552 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%57 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/div"(#loc302)), %in_308: f32 loc("jit(step)/transpose(jvp(layers.3))/broadcast_in_dim"(#loc302)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/add_any"(#loc302))):
      %1060 = arith.addf %in, %in_308 : f32 loc(#loc755)
      linalg.yield %1060 : f32 loc(#loc755)
    } -> tensor<8x4x32x32xf32> loc(#loc755)
    %554 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%553, %309 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%57 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/add_any"(#loc302)), %in_308: f32 loc("jit(step)/jvp(layers.3)/exp"(#loc302)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/mul"(#loc302))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc749)
      linalg.yield %1060 : f32 loc(#loc749)
    } -> tensor<8x4x32x32xf32> loc(#loc749)
    %555 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%554, %58 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%57 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/mul"(#loc302)), %in_308: f32 loc("jit(step)/jvp(layers.0)/div"(#loc301)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/div"(#loc301))):
      %1060 = arith.divf %in, %in_308 : f32 loc(#loc756)
      linalg.yield %1060 : f32 loc(#loc756)
    } -> tensor<8x4x32x32xf32> loc(#loc756)
    %556 = linalg.generic {indexing_maps = [#map9, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%555 : tensor<8x4x32x32xf32>) outs(%57 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/div"(#loc301)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/dot_general"(#loc299))):
      linalg.yield %in : f32 loc(#loc757)
    } -> tensor<8x4x32x32xf32> loc(#loc757)
    %collapsed_155 = tensor.collapse_shape %556 [[0, 1], [2], [3]] : tensor<8x4x32x32xf32> into tensor<32x32x32xf32> loc(#loc757)
    %557 = linalg.batch_matmul ins(%collapsed_155, %collapsed_101 : tensor<32x32x32xf32>, tensor<32x32x8xf32>) outs(%74 : tensor<32x32x8xf32>) -> tensor<32x32x8xf32> loc(#loc757)
    %expanded_156 = tensor.expand_shape %557 [[0, 1], [2], [3]] output_shape [8, 4, 32, 8] : tensor<32x32x8xf32> into tensor<8x4x32x8xf32> loc(#loc757)
    %558 = linalg.generic {indexing_maps = [#map9, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_156 : tensor<8x4x32x8xf32>) outs(%50 : tensor<8x4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/dot_general"(#loc299)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/transpose"(#loc299))):
      linalg.yield %in : f32 loc(#loc758)
    } -> tensor<8x4x8x32xf32> loc(#loc758)
    %559 = linalg.generic {indexing_maps = [#map9, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%303 : tensor<8x4x8x32xf32>) outs(%46 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.3)/transpose"(#loc298)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/dot_general"(#loc299))):
      linalg.yield %in : f32 loc(#loc757)
    } -> tensor<8x4x32x8xf32> loc(#loc757)
    %collapsed_157 = tensor.collapse_shape %555 [[0, 1], [2], [3]] : tensor<8x4x32x32xf32> into tensor<32x32x32xf32> loc(#loc757)
    %collapsed_158 = tensor.collapse_shape %559 [[0, 1], [2], [3]] : tensor<8x4x32x8xf32> into tensor<32x32x8xf32> loc(#loc757)
    %560 = linalg.batch_matmul ins(%collapsed_157, %collapsed_158 : tensor<32x32x32xf32>, tensor<32x32x8xf32>) outs(%74 : tensor<32x32x8xf32>) -> tensor<32x32x8xf32> loc(#loc757)
    %expanded_159 = tensor.expand_shape %560 [[0, 1], [2], [3]] output_shape [8, 4, 32, 8] : tensor<32x32x8xf32> into tensor<8x4x32x8xf32> loc(#loc757)
    %561 = linalg.generic {indexing_maps = [#map9, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%558 : tensor<8x4x8x32xf32>) outs(%46 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/transpose"(#loc299)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/transpose"(#loc298))):
      linalg.yield %in : f32 loc(#loc759)
    } -> tensor<8x4x32x8xf32> loc(#loc759)
    %562 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%542 : tensor<8x4x32x8xf32>) outs(%76 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/transpose"(#loc303)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/transpose"(#loc474))):
      linalg.yield %in : f32 loc(#loc1044)
    } -> tensor<8x32x4x8xf32> loc(#loc1044)
    %collapsed_160 = tensor.collapse_shape %562 [[0], [1], [2, 3]] : tensor<8x32x4x8xf32> into tensor<8x32x32xf32> loc(#loc1045)
    %563 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%561 : tensor<8x4x32x8xf32>) outs(%76 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/transpose"(#loc298)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/transpose"(#loc472))):
      linalg.yield %in : f32 loc(#loc1046)
    } -> tensor<8x32x4x8xf32> loc(#loc1046)
    %collapsed_161 = tensor.collapse_shape %563 [[0], [1], [2, 3]] : tensor<8x32x4x8xf32> into tensor<8x32x32xf32> loc(#loc1047)
    %564 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_159 : tensor<8x4x32x8xf32>) outs(%76 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/dot_general"(#loc299)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/transpose"(#loc470))):
      linalg.yield %in : f32 loc(#loc1048)
    } -> tensor<8x32x4x8xf32> loc(#loc1048)
    %collapsed_162 = tensor.collapse_shape %564 [[0], [1], [2, 3]] : tensor<8x32x4x8xf32> into tensor<8x32x32xf32> loc(#loc1049)
    %inserted_slice_163 = tensor.insert_slice %collapsed_162 into %43[0, 0, 0] [8, 32, 32] [1, 1, 1] : tensor<8x32x32xf32> into tensor<8x32x96xf32> loc(#loc760)
    %inserted_slice_164 = tensor.insert_slice %collapsed_161 into %inserted_slice_163[0, 0, 32] [8, 32, 32] [1, 1, 1] : tensor<8x32x32xf32> into tensor<8x32x96xf32> loc(#loc760)
    %inserted_slice_165 = tensor.insert_slice %collapsed_160 into %inserted_slice_164[0, 0, 64] [8, 32, 32] [1, 1, 1] : tensor<8x32x32xf32> into tensor<8x32x96xf32> loc(#loc760)
    %565 = tensor.empty() : tensor<96xf32> loc(#loc761)
    %566 = linalg.fill ins(%cst_15 : f32) outs(%565 : tensor<96xf32>) -> tensor<96xf32> loc(#loc761)
    %567 = linalg.generic {indexing_maps = [#map19, #map20], iterator_types = ["parallel", "reduction", "reduction"]} ins(%inserted_slice_165 : tensor<8x32x96xf32>) outs(%566 : tensor<96xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc293)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc293))):
      %1060 = arith.addf %out, %in : f32 loc(#loc761)
      linalg.yield %1060 : f32 loc(#loc761)
    } -> tensor<96xf32> loc(#loc761)
    %expanded_166 = tensor.expand_shape %567 [[0, 1, 2]] output_shape [1, 1, 96] : tensor<96xf32> into tensor<1x1x96xf32> loc(#loc762)
    %568 = linalg.generic {indexing_maps = [#map19, #map20], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_166 : tensor<1x1x96xf32>) outs(%566 : tensor<96xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc293)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc293))):
      %1060 = arith.addf %out, %in : f32 loc(#loc761)
      linalg.yield %1060 : f32 loc(#loc761)
    } -> tensor<96xf32> loc(#loc761)
    %569 = tensor.empty() : tensor<96x8x32xf32> loc(#loc763)
    %570 = linalg.generic {indexing_maps = [#map19, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%inserted_slice_165 : tensor<8x32x96xf32>) outs(%569 : tensor<96x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/concatenate"(#loc294)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/dot_general"(#loc292))):
      linalg.yield %in : f32 loc(#loc763)
    } -> tensor<96x8x32xf32> loc(#loc763)
    %collapsed_167 = tensor.collapse_shape %570 [[0], [1, 2]] : tensor<96x8x32xf32> into tensor<96x256xf32> loc(#loc763)
    %571 = tensor.empty() : tensor<96x32xf32> loc(#loc763)
    %572 = linalg.fill ins(%cst_15 : f32) outs(%571 : tensor<96x32xf32>) -> tensor<96x32xf32> loc(#loc763)
    %573 = linalg.matmul ins(%collapsed_167, %collapsed_93 : tensor<96x256xf32>, tensor<256x32xf32>) outs(%572 : tensor<96x32xf32>) -> tensor<96x32xf32> loc(#loc763)
    %574 = tensor.empty() : tensor<32x96xf32> loc(#loc764)
    %575 = linalg.generic {indexing_maps = [#map17, #map], iterator_types = ["parallel", "parallel"]} ins(%573 : tensor<96x32xf32>) outs(%574 : tensor<32x96xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/dot_general"(#loc292)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/transpose"(#loc292))):
      linalg.yield %in : f32 loc(#loc764)
    } -> tensor<32x96xf32> loc(#loc764)
    %collapsed_168 = tensor.collapse_shape %inserted_slice_165 [[0, 1], [2]] : tensor<8x32x96xf32> into tensor<256x96xf32> loc(#loc763)
    %576 = linalg.generic {indexing_maps = [#map17, #map], iterator_types = ["parallel", "parallel"]} ins(%arg50 : tensor<32x96xf32>) outs(%571 : tensor<96x32xf32>) {
    ^bb0(%in: f32 loc("params['layers'][3]['qkv']"), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/dot_general"(#loc292))):
      linalg.yield %in : f32 loc(#loc763)
    } -> tensor<96x32xf32> loc(#loc763)
    %577 = linalg.matmul ins(%collapsed_168, %576 : tensor<256x96xf32>, tensor<96x32xf32>) outs(%79 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc763)
    %expanded_169 = tensor.expand_shape %577 [[0, 1], [2]] output_shape [8, 32, 32] : tensor<256x32xf32> into tensor<8x32x32xf32> loc(#loc763)
    %578 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%528, %expanded_169 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/add_any"(#loc308)), %in_308: f32 loc("jit(step)/transpose(jvp(layers.3))/dot_general"(#loc292)), %out: f32 loc("jit(step)/transpose(jvp(layers.3))/add_any"(#loc292))):
      %1060 = arith.addf %in, %in_308 : f32 loc(#loc765)
      linalg.yield %1060 : f32 loc(#loc765)
    } -> tensor<8x32x32xf32> loc(#loc765)
    %579 = linalg.generic {indexing_maps = [#map19, #map20], iterator_types = ["parallel", "reduction", "reduction"]} ins(%578 : tensor<8x32x32xf32>) outs(%446 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc335)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc335))):
      %1060 = arith.addf %out, %in : f32 loc(#loc766)
      linalg.yield %1060 : f32 loc(#loc766)
    } -> tensor<32xf32> loc(#loc766)
    %expanded_170 = tensor.expand_shape %579 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc767)
    %580 = linalg.generic {indexing_maps = [#map19, #map20], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_170 : tensor<1x1x32xf32>) outs(%446 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc335)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc335))):
      %1060 = arith.addf %out, %in : f32 loc(#loc766)
      linalg.yield %1060 : f32 loc(#loc766)
    } -> tensor<32xf32> loc(#loc766)
    %581 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%292, %578 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/mul"(#loc333)), %in_308: f32 loc("jit(step)/transpose(jvp(layers.3))/add_any"(#loc292)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc334))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc768)
      linalg.yield %1060 : f32 loc(#loc768)
    } -> tensor<8x32x32xf32> loc(#loc768)
    %582 = linalg.generic {indexing_maps = [#map19, #map20], iterator_types = ["parallel", "reduction", "reduction"]} ins(%581 : tensor<8x32x32xf32>) outs(%446 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc334)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc334))):
      %1060 = arith.addf %out, %in : f32 loc(#loc769)
      linalg.yield %1060 : f32 loc(#loc769)
    } -> tensor<32xf32> loc(#loc769)
    %expanded_171 = tensor.expand_shape %582 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc770)
    %583 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%578, %293 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/add_any"(#loc292)), %in_308: f32 loc("jit(step)/jvp(layers.2)/mul"(#loc334)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc334))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc768)
      linalg.yield %1060 : f32 loc(#loc768)
    } -> tensor<8x32x32xf32> loc(#loc768)
    %584 = linalg.generic {indexing_maps = [#map19, #map20], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_171 : tensor<1x1x32xf32>) outs(%446 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc334)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc334))):
      %1060 = arith.addf %out, %in : f32 loc(#loc769)
      linalg.yield %1060 : f32 loc(#loc769)
    } -> tensor<32xf32> loc(#loc769)
    %585 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%282, %583 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/sub"(#loc328)), %in_308: f32 loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc334)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc333))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc771)
      linalg.yield %1060 : f32 loc(#loc771)
    } -> tensor<8x32x32xf32> loc(#loc771)
    %586 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%585 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc333)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc333))):
      %1060 = arith.addf %out, %in : f32 loc(#loc772)
      linalg.yield %1060 : f32 loc(#loc772)
    } -> tensor<8x32xf32> loc(#loc772)
    %expanded_172 = tensor.expand_shape %586 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc773)
    %587 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%583, %291 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc334)), %in_308: f32 loc("jit(step)/jvp(layers.2)/mul"(#loc333)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc333))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc771)
      linalg.yield %1060 : f32 loc(#loc771)
    } -> tensor<8x32x32xf32> loc(#loc771)
    %588 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_172, %290 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%22 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/reshape"(#loc333)), %in_308: f32 loc("jit(step)/jvp(layers.2)/mul"(#loc332)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc332))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc774)
      linalg.yield %1060 : f32 loc(#loc774)
    } -> tensor<8x32x1xf32> loc(#loc774)
    %589 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%587 : tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc333)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/neg"(#loc378))):
      %1060 = arith.negf %in : f32 loc(#loc775)
      linalg.yield %1060 : f32 loc(#loc775)
    } -> tensor<8x32x32xf32> loc(#loc775)
    %590 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%589 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc378)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc378))):
      %1060 = arith.addf %out, %in : f32 loc(#loc776)
      linalg.yield %1060 : f32 loc(#loc776)
    } -> tensor<8x32xf32> loc(#loc776)
    %expanded_173 = tensor.expand_shape %590 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc777)
    %591 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%588 : tensor<8x32x1xf32>) outs(%22 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc332)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/div"(#loc330))):
      %1060 = arith.divf %in, %cst_14 : f32 loc(#loc778)
      linalg.yield %1060 : f32 loc(#loc778)
    } -> tensor<8x32x1xf32> loc(#loc778)
    %592 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%591 : tensor<8x32x1xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc330)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc330))):
      %1060 = arith.addf %out, %in : f32 loc(#loc779)
      linalg.yield %1060 : f32 loc(#loc779)
    } -> tensor<8x32xf32> loc(#loc779)
    %593 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%592 : tensor<8x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc330)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/broadcast_in_dim"(#loc330))):
      linalg.yield %in : f32 loc(#loc780)
    } -> tensor<8x32x32xf32> loc(#loc780)
    %594 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%593, %284 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/broadcast_in_dim"(#loc330)), %in_308: f32 loc("jit(step)/jvp(layers.2)/mul"(#loc329)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc329))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc781)
      linalg.yield %1060 : f32 loc(#loc781)
    } -> tensor<8x32x32xf32> loc(#loc781)
    %595 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%594 : tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc329)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/neg"(#loc328))):
      %1060 = arith.negf %in : f32 loc(#loc782)
      linalg.yield %1060 : f32 loc(#loc782)
    } -> tensor<8x32x32xf32> loc(#loc782)
    %596 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%595 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc328)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc328))):
      %1060 = arith.addf %out, %in : f32 loc(#loc783)
      linalg.yield %1060 : f32 loc(#loc783)
    } -> tensor<8x32xf32> loc(#loc783)
    %expanded_174 = tensor.expand_shape %596 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc784)
    %597 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%587, %594 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc333)), %in_308: f32 loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc329)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/add_any"(#loc328))):
      %1060 = arith.addf %in, %in_308 : f32 loc(#loc785)
      linalg.yield %1060 : f32 loc(#loc785)
    } -> tensor<8x32x32xf32> loc(#loc785)
    %598 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_173, %expanded_174 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%22 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/reshape"(#loc378)), %in_308: f32 loc("jit(step)/transpose(jvp(layers.2))/reshape"(#loc328)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/add_any"(#loc328))):
      %1060 = arith.addf %in, %in_308 : f32 loc(#loc785)
      linalg.yield %1060 : f32 loc(#loc785)
    } -> tensor<8x32x1xf32> loc(#loc785)
    %599 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%598 : tensor<8x32x1xf32>) outs(%22 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/add_any"(#loc328)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/div"(#loc327))):
      %1060 = arith.divf %in, %cst_14 : f32 loc(#loc786)
      linalg.yield %1060 : f32 loc(#loc786)
    } -> tensor<8x32x1xf32> loc(#loc786)
    %600 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%599 : tensor<8x32x1xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc327)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc327))):
      %1060 = arith.addf %out, %in : f32 loc(#loc787)
      linalg.yield %1060 : f32 loc(#loc787)
    } -> tensor<8x32xf32> loc(#loc787)
    %601 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%600 : tensor<8x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc327)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/broadcast_in_dim"(#loc327))):
      linalg.yield %in : f32 loc(#loc788)
    } -> tensor<8x32x32xf32> loc(#loc788)
    %602 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%597, %601 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/add_any"(#loc328)), %in_308: f32 loc("jit(step)/transpose(jvp(layers.2))/broadcast_in_dim"(#loc327)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/add_any"(#loc327))):
      %1060 = arith.addf %in, %in_308 : f32 loc(#loc789)
      linalg.yield %1060 : f32 loc(#loc789)
    } -> tensor<8x32x32xf32> loc(#loc789)
    %603 = linalg.generic {indexing_maps = [#map19, #map20], iterator_types = ["parallel", "reduction", "reduction"]} ins(%602 : tensor<8x32x32xf32>) outs(%446 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc237)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc237))):
      %1060 = arith.addf %out, %in : f32 loc(#loc392)
      linalg.yield %1060 : f32 loc(#loc392)
    } -> tensor<32xf32> loc(#loc392)
    %expanded_175 = tensor.expand_shape %603 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc393)
    %604 = linalg.generic {indexing_maps = [#map19, #map20], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_175 : tensor<1x1x32xf32>) outs(%446 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc237)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc237))):
      %1060 = arith.addf %out, %in : f32 loc(#loc392)
      linalg.yield %1060 : f32 loc(#loc392)
    } -> tensor<32xf32> loc(#loc392)
    %605 = linalg.generic {indexing_maps = [#map19, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%602 : tensor<8x32x32xf32>) outs(%473 : tensor<32x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/add_any"(#loc327)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/dot_general"(#loc236))):
      linalg.yield %in : f32 loc(#loc394)
    } -> tensor<32x8x32xf32> loc(#loc394)
    %collapsed_176 = tensor.collapse_shape %605 [[0], [1, 2]] : tensor<32x8x32xf32> into tensor<32x256xf32> loc(#loc394)
    %606 = linalg.matmul ins(%collapsed_176, %collapsed_89 : tensor<32x256xf32>, tensor<256x128xf32>) outs(%476 : tensor<32x128xf32>) -> tensor<32x128xf32> loc(#loc394)
    %607 = linalg.generic {indexing_maps = [#map17, #map], iterator_types = ["parallel", "parallel"]} ins(%606 : tensor<32x128xf32>) outs(%478 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/dot_general"(#loc236)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/transpose"(#loc236))):
      linalg.yield %in : f32 loc(#loc395)
    } -> tensor<128x32xf32> loc(#loc395)
    %collapsed_177 = tensor.collapse_shape %602 [[0, 1], [2]] : tensor<8x32x32xf32> into tensor<256x32xf32> loc(#loc394)
    %608 = linalg.generic {indexing_maps = [#map17, #map], iterator_types = ["parallel", "parallel"]} ins(%arg34 : tensor<128x32xf32>) outs(%475 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("params['layers'][2]['out']"), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/dot_general"(#loc236))):
      linalg.yield %in : f32 loc(#loc394)
    } -> tensor<32x128xf32> loc(#loc394)
    %609 = linalg.matmul ins(%collapsed_177, %608 : tensor<256x32xf32>, tensor<32x128xf32>) outs(%103 : tensor<256x128xf32>) -> tensor<256x128xf32> loc(#loc394)
    %expanded_178 = tensor.expand_shape %609 [[0, 1], [2]] output_shape [8, 32, 128] : tensor<256x128xf32> into tensor<8x32x128xf32> loc(#loc394)
    %610 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%263, %expanded_178 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%105 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/add"(#loc234)), %in_308: f32 loc("jit(step)/transpose(jvp(layers.2))/dot_general"(#loc236)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc235))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc396)
      linalg.yield %1060 : f32 loc(#loc396)
    } -> tensor<8x32x128xf32> loc(#loc396)
    %611 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_178, %273 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%105 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/dot_general"(#loc236)), %in_308: f32 loc("jit(step)/jvp(layers.2)/mul"(#loc235)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc235))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc396)
      linalg.yield %1060 : f32 loc(#loc396)
    } -> tensor<8x32x128xf32> loc(#loc396)
    %612 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%610 : tensor<8x32x128xf32>) outs(%105 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc235)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc235))):
      %1060 = arith.mulf %in, %cst_4 : f32 loc(#loc396)
      linalg.yield %1060 : f32 loc(#loc396)
    } -> tensor<8x32x128xf32> loc(#loc396)
    %613 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%612, %271 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%105 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc235)), %in_308: f32 loc("jit(step)/jvp(layers.2)/sub"(#loc235)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc235))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc396)
      linalg.yield %1060 : f32 loc(#loc396)
    } -> tensor<8x32x128xf32> loc(#loc396)
    %614 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%613, %270 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%105 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc235)), %in_308: f32 loc("jit(step)/jvp(layers.2)/tanh"(#loc235)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc235))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc396)
      linalg.yield %1060 : f32 loc(#loc396)
    } -> tensor<8x32x128xf32> loc(#loc396)
    %615 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%613, %614 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%105 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc235)), %in_308: f32 loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc235)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/add_any"(#loc235))):
      %1060 = arith.addf %in, %in_308 : f32 loc(#loc397)
      linalg.yield %1060 : f32 loc(#loc397)
    } -> tensor<8x32x128xf32> loc(#loc397)
    %616 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%615 : tensor<8x32x128xf32>) outs(%105 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/add_any"(#loc235)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc235))):
      %1060 = arith.mulf %in, %cst_5 : f32 loc(#loc396)
      linalg.yield %1060 : f32 loc(#loc396)
    } -> tensor<8x32x128xf32> loc(#loc396)
    %617 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%611, %616 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%105 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc235)), %in_308: f32 loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc235)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/add_any"(#loc235))):
      %1060 = arith.addf %in, %in_308 : f32 loc(#loc397)
      linalg.yield %1060 : f32 loc(#loc397)
    } -> tensor<8x32x128xf32> loc(#loc397)
    %618 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%616 : tensor<8x32x128xf32>) outs(%105 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc235)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc235))):
      %1060 = arith.mulf %in, %cst_6 : f32 loc(#loc396)
      linalg.yield %1060 : f32 loc(#loc396)
    } -> tensor<8x32x128xf32> loc(#loc396)
    %619 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%618, %266 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%105 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc235)), %in_308: f32 loc("jit(step)/jvp(layers.2)/mul"(#loc235)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc235))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc396)
      linalg.yield %1060 : f32 loc(#loc396)
    } -> tensor<8x32x128xf32> loc(#loc396)
    %620 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%617, %619 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%105 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/add_any"(#loc235)), %in_308: f32 loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc235)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/add_any"(#loc235))):
      %1060 = arith.addf %in, %in_308 : f32 loc(#loc397)
      linalg.yield %1060 : f32 loc(#loc397)
    } -> tensor<8x32x128xf32> loc(#loc397)
    %621 = linalg.generic {indexing_maps = [#map19, #map20], iterator_types = ["parallel", "reduction", "reduction"]} ins(%620 : tensor<8x32x128xf32>) outs(%494 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc234)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc234))):
      %1060 = arith.addf %out, %in : f32 loc(#loc398)
      linalg.yield %1060 : f32 loc(#loc398)
    } -> tensor<128xf32> loc(#loc398)
    %expanded_179 = tensor.expand_shape %621 [[0, 1, 2]] output_shape [1, 1, 128] : tensor<128xf32> into tensor<1x1x128xf32> loc(#loc399)
    %622 = linalg.generic {indexing_maps = [#map19, #map20], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_179 : tensor<1x1x128xf32>) outs(%494 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc234)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc234))):
      %1060 = arith.addf %out, %in : f32 loc(#loc398)
      linalg.yield %1060 : f32 loc(#loc398)
    } -> tensor<128xf32> loc(#loc398)
    %623 = linalg.generic {indexing_maps = [#map19, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%620 : tensor<8x32x128xf32>) outs(%497 : tensor<128x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/add_any"(#loc235)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/dot_general"(#loc233))):
      linalg.yield %in : f32 loc(#loc400)
    } -> tensor<128x8x32xf32> loc(#loc400)
    %collapsed_180 = tensor.collapse_shape %623 [[0], [1, 2]] : tensor<128x8x32xf32> into tensor<128x256xf32> loc(#loc400)
    %624 = linalg.matmul ins(%collapsed_180, %collapsed_87 : tensor<128x256xf32>, tensor<256x32xf32>) outs(%499 : tensor<128x32xf32>) -> tensor<128x32xf32> loc(#loc400)
    %625 = linalg.generic {indexing_maps = [#map17, #map], iterator_types = ["parallel", "parallel"]} ins(%624 : tensor<128x32xf32>) outs(%475 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/dot_general"(#loc233)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/transpose"(#loc233))):
      linalg.yield %in : f32 loc(#loc401)
    } -> tensor<32x128xf32> loc(#loc401)
    %collapsed_181 = tensor.collapse_shape %620 [[0, 1], [2]] : tensor<8x32x128xf32> into tensor<256x128xf32> loc(#loc400)
    %626 = linalg.generic {indexing_maps = [#map17, #map], iterator_types = ["parallel", "parallel"]} ins(%arg28 : tensor<32x128xf32>) outs(%478 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("params['layers'][2]['fc']"), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/dot_general"(#loc233))):
      linalg.yield %in : f32 loc(#loc400)
    } -> tensor<128x32xf32> loc(#loc400)
    %627 = linalg.matmul ins(%collapsed_181, %626 : tensor<256x128xf32>, tensor<128x32xf32>) outs(%79 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc400)
    %expanded_182 = tensor.expand_shape %627 [[0, 1], [2]] output_shape [8, 32, 32] : tensor<256x32xf32> into tensor<8x32x32xf32> loc(#loc400)
    %628 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%602, %expanded_182 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/add_any"(#loc327)), %in_308: f32 loc("jit(step)/transpose(jvp(layers.2))/dot_general"(#loc233)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/add_any"(#loc233))):
      %1060 = arith.addf %in, %in_308 : f32 loc(#loc402)
      linalg.yield %1060 : f32 loc(#loc402)
    } -> tensor<8x32x32xf32> loc(#loc402)
    %629 = linalg.generic {indexing_maps = [#map19, #map20], iterator_types = ["parallel", "reduction", "reduction"]} ins(%628 : tensor<8x32x32xf32>) outs(%446 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc316)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc316))):
      %1060 = arith.addf %out, %in : f32 loc(#loc790)
      linalg.yield %1060 : f32 loc(#loc790)
    } -> tensor<32xf32> loc(#loc790)
    %expanded_183 = tensor.expand_shape %629 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc791)
    %630 = linalg.generic {indexing_maps = [#map19, #map20], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_183 : tensor<1x1x32xf32>) outs(%446 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc316)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc316))):
      %1060 = arith.addf %out, %in : f32 loc(#loc790)
      linalg.yield %1060 : f32 loc(#loc790)
    } -> tensor<32xf32> loc(#loc790)
    %631 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%256, %628 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/mul"(#loc314)), %in_308: f32 loc("jit(step)/transpose(jvp(layers.2))/add_any"(#loc233)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc315))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc792)
      linalg.yield %1060 : f32 loc(#loc792)
    } -> tensor<8x32x32xf32> loc(#loc792)
    %632 = linalg.generic {indexing_maps = [#map19, #map20], iterator_types = ["parallel", "reduction", "reduction"]} ins(%631 : tensor<8x32x32xf32>) outs(%446 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc315)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc315))):
      %1060 = arith.addf %out, %in : f32 loc(#loc793)
      linalg.yield %1060 : f32 loc(#loc793)
    } -> tensor<32xf32> loc(#loc793)
    %expanded_184 = tensor.expand_shape %632 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc794)
    %633 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%628, %257 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/add_any"(#loc233)), %in_308: f32 loc("jit(step)/jvp(layers.2)/mul"(#loc315)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc315))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc792)
      linalg.yield %1060 : f32 loc(#loc792)
    } -> tensor<8x32x32xf32> loc(#loc792)
    %634 = linalg.generic {indexing_maps = [#map19, #map20], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_184 : tensor<1x1x32xf32>) outs(%446 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc315)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc315))):
      %1060 = arith.addf %out, %in : f32 loc(#loc793)
      linalg.yield %1060 : f32 loc(#loc793)
    } -> tensor<32xf32> loc(#loc793)
    %635 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%246, %633 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/sub"(#loc309)), %in_308: f32 loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc315)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc314))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc795)
      linalg.yield %1060 : f32 loc(#loc795)
    } -> tensor<8x32x32xf32> loc(#loc795)
    %636 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%635 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc314)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc314))):
      %1060 = arith.addf %out, %in : f32 loc(#loc796)
      linalg.yield %1060 : f32 loc(#loc796)
    } -> tensor<8x32xf32> loc(#loc796)
    %expanded_185 = tensor.expand_shape %636 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc797)
    %637 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%633, %255 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc315)), %in_308: f32 loc("jit(step)/jvp(layers.2)/mul"(#loc314)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc314))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc795)
      linalg.yield %1060 : f32 loc(#loc795)
    } -> tensor<8x32x32xf32> loc(#loc795)
    %638 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_185, %254 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%22 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/reshape"(#loc314)), %in_308: f32 loc("jit(step)/jvp(layers.2)/mul"(#loc313)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc313))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc798)
      linalg.yield %1060 : f32 loc(#loc798)
    } -> tensor<8x32x1xf32> loc(#loc798)
    %639 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%637 : tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc314)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/neg"(#loc390))):
      %1060 = arith.negf %in : f32 loc(#loc799)
      linalg.yield %1060 : f32 loc(#loc799)
    } -> tensor<8x32x32xf32> loc(#loc799)
    %640 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%639 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc390)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc390))):
      %1060 = arith.addf %out, %in : f32 loc(#loc800)
      linalg.yield %1060 : f32 loc(#loc800)
    } -> tensor<8x32xf32> loc(#loc800)
    %expanded_186 = tensor.expand_shape %640 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc801)
    %641 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%638 : tensor<8x32x1xf32>) outs(%22 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc313)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/div"(#loc311))):
      %1060 = arith.divf %in, %cst_14 : f32 loc(#loc802)
      linalg.yield %1060 : f32 loc(#loc802)
    } -> tensor<8x32x1xf32> loc(#loc802)
    %642 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%641 : tensor<8x32x1xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc311)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc311))):
      %1060 = arith.addf %out, %in : f32 loc(#loc803)
      linalg.yield %1060 : f32 loc(#loc803)
    } -> tensor<8x32xf32> loc(#loc803)
    %643 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%642 : tensor<8x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc311)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/broadcast_in_dim"(#loc311))):
      linalg.yield %in : f32 loc(#loc804)
    } -> tensor<8x32x32xf32> loc(#loc804)
    %644 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%643, %248 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/broadcast_in_dim"(#loc311)), %in_308: f32 loc("jit(step)/jvp(layers.2)/mul"(#loc310)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc310))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc805)
      linalg.yield %1060 : f32 loc(#loc805)
    } -> tensor<8x32x32xf32> loc(#loc805)
    %645 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%644 : tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc310)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/neg"(#loc309))):
      %1060 = arith.negf %in : f32 loc(#loc806)
      linalg.yield %1060 : f32 loc(#loc806)
    } -> tensor<8x32x32xf32> loc(#loc806)
    %646 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%645 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc309)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc309))):
      %1060 = arith.addf %out, %in : f32 loc(#loc807)
      linalg.yield %1060 : f32 loc(#loc807)
    } -> tensor<8x32xf32> loc(#loc807)
    %expanded_187 = tensor.expand_shape %646 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc808)
    %647 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%637, %644 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc314)), %in_308: f32 loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc310)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/add_any"(#loc309))):
      %1060 = arith.addf %in, %in_308 : f32 loc(#loc809)
      linalg.yield %1060 : f32 loc(#loc809)
    } -> tensor<8x32x32xf32> loc(#loc809)
    %648 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_186, %expanded_187 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%22 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/reshape"(#loc390)), %in_308: f32 loc("jit(step)/transpose(jvp(layers.2))/reshape"(#loc309)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/add_any"(#loc309))):
      %1060 = arith.addf %in, %in_308 : f32 loc(#loc809)
      linalg.yield %1060 : f32 loc(#loc809)
    } -> tensor<8x32x1xf32> loc(#loc809)
    %649 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%648 : tensor<8x32x1xf32>) outs(%22 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/add_any"(#loc309)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/div"(#loc308))):
      %1060 = arith.divf %in, %cst_14 : f32 loc(#loc810)
      linalg.yield %1060 : f32 loc(#loc810)
    } -> tensor<8x32x1xf32> loc(#loc810)
    %650 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%649 : tensor<8x32x1xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc308)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc308))):
      %1060 = arith.addf %out, %in : f32 loc(#loc811)
      linalg.yield %1060 : f32 loc(#loc811)
    } -> tensor<8x32xf32> loc(#loc811)
    %651 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%650 : tensor<8x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc308)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/broadcast_in_dim"(#loc308))):
      linalg.yield %in : f32 loc(#loc812)
    } -> tensor<8x32x32xf32> loc(#loc812)
    %652 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%647, %651 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/add_any"(#loc309)), %in_308: f32 loc("jit(step)/transpose(jvp(layers.2))/broadcast_in_dim"(#loc308)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/add_any"(#loc308))):
      %1060 = arith.addf %in, %in_308 : f32 loc(#loc813)
      linalg.yield %1060 : f32 loc(#loc813)
    } -> tensor<8x32x32xf32> loc(#loc813)
    %653 = linalg.generic {indexing_maps = [#map19, #map20], iterator_types = ["parallel", "reduction", "reduction"]} ins(%652 : tensor<8x32x32xf32>) outs(%446 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc306)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc306))):
      %1060 = arith.addf %out, %in : f32 loc(#loc814)
      linalg.yield %1060 : f32 loc(#loc814)
    } -> tensor<32xf32> loc(#loc814)
    %expanded_188 = tensor.expand_shape %653 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc815)
    %654 = linalg.generic {indexing_maps = [#map19, #map20], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_188 : tensor<1x1x32xf32>) outs(%446 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc306)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc306))):
      %1060 = arith.addf %out, %in : f32 loc(#loc814)
      linalg.yield %1060 : f32 loc(#loc814)
    } -> tensor<32xf32> loc(#loc814)
    %655 = linalg.generic {indexing_maps = [#map19, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%652 : tensor<8x32x32xf32>) outs(%473 : tensor<32x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/add_any"(#loc308)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/dot_general"(#loc305))):
      linalg.yield %in : f32 loc(#loc816)
    } -> tensor<32x8x32xf32> loc(#loc816)
    %collapsed_189 = tensor.collapse_shape %655 [[0], [1, 2]] : tensor<32x8x32xf32> into tensor<32x256xf32> loc(#loc816)
    %656 = linalg.matmul ins(%collapsed_189, %collapsed_83 : tensor<32x256xf32>, tensor<256x32xf32>) outs(%533 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc816)
    %657 = linalg.generic {indexing_maps = [#map17, #map], iterator_types = ["parallel", "parallel"]} ins(%656 : tensor<32x32xf32>) outs(%532 : tensor<32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/dot_general"(#loc305)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/transpose"(#loc305))):
      linalg.yield %in : f32 loc(#loc817)
    } -> tensor<32x32xf32> loc(#loc817)
    %collapsed_190 = tensor.collapse_shape %652 [[0, 1], [2]] : tensor<8x32x32xf32> into tensor<256x32xf32> loc(#loc816)
    %658 = linalg.generic {indexing_maps = [#map17, #map], iterator_types = ["parallel", "parallel"]} ins(%arg36 : tensor<32x32xf32>) outs(%532 : tensor<32x32xf32>) {
    ^bb0(%in: f32 loc("params['layers'][2]['proj']"), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/dot_general"(#loc305))):
      linalg.yield %in : f32 loc(#loc816)
    } -> tensor<32x32xf32> loc(#loc816)
    %659 = linalg.matmul ins(%collapsed_190, %658 : tensor<256x32xf32>, tensor<32x32xf32>) outs(%79 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc816)
    %expanded_191 = tensor.expand_shape %659 [[0, 1], [2, 3]] output_shape [8, 32, 4, 8] : tensor<256x32xf32> into tensor<8x32x4x8xf32> loc(#loc818)
    %660 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_191 : tensor<8x32x4x8xf32>) outs(%46 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/reshape"(#loc391)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/transpose"(#loc304))):
      linalg.yield %in : f32 loc(#loc819)
    } -> tensor<8x4x32x8xf32> loc(#loc819)
    %661 = linalg.generic {indexing_maps = [#map9, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%660 : tensor<8x4x32x8xf32>) outs(%50 : tensor<8x4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/transpose"(#loc304)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/dot_general"(#loc303))):
      linalg.yield %in : f32 loc(#loc820)
    } -> tensor<8x4x8x32xf32> loc(#loc820)
    %collapsed_192 = tensor.collapse_shape %661 [[0, 1], [2], [3]] : tensor<8x4x8x32xf32> into tensor<32x8x32xf32> loc(#loc820)
    %662 = linalg.batch_matmul ins(%collapsed_192, %collapsed_80 : tensor<32x8x32xf32>, tensor<32x32x32xf32>) outs(%540 : tensor<32x8x32xf32>) -> tensor<32x8x32xf32> loc(#loc820)
    %expanded_193 = tensor.expand_shape %662 [[0, 1], [2], [3]] output_shape [8, 4, 8, 32] : tensor<32x8x32xf32> into tensor<8x4x8x32xf32> loc(#loc820)
    %663 = linalg.generic {indexing_maps = [#map9, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_193 : tensor<8x4x8x32xf32>) outs(%46 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/dot_general"(#loc303)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/transpose"(#loc303))):
      linalg.yield %in : f32 loc(#loc821)
    } -> tensor<8x4x32x8xf32> loc(#loc821)
    %664 = linalg.generic {indexing_maps = [#map9, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%224 : tensor<8x4x32x8xf32>) outs(%50 : tensor<8x4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/transpose"(#loc474)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/dot_general"(#loc303))):
      linalg.yield %in : f32 loc(#loc820)
    } -> tensor<8x4x8x32xf32> loc(#loc820)
    %collapsed_194 = tensor.collapse_shape %660 [[0, 1], [2], [3]] : tensor<8x4x32x8xf32> into tensor<32x32x8xf32> loc(#loc820)
    %collapsed_195 = tensor.collapse_shape %664 [[0, 1], [2], [3]] : tensor<8x4x8x32xf32> into tensor<32x8x32xf32> loc(#loc820)
    %665 = linalg.batch_matmul ins(%collapsed_194, %collapsed_195 : tensor<32x32x8xf32>, tensor<32x8x32xf32>) outs(%53 : tensor<32x32x32xf32>) -> tensor<32x32x32xf32> loc(#loc820)
    %expanded_196 = tensor.expand_shape %665 [[0, 1], [2], [3]] output_shape [8, 4, 32, 32] : tensor<32x32x32xf32> into tensor<8x4x32x32xf32> loc(#loc820)
    %666 = linalg.generic {indexing_maps = [#map21, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%236 : tensor<8x4x32x1xf32>) outs(%57 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/div"(#loc486)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc302))):
      linalg.yield %in : f32 loc(#loc822)
    } -> tensor<8x4x32x32xf32> loc(#loc822)
    %667 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_196, %666 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%57 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/dot_general"(#loc303)), %in_308: f32 loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc302)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc302))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc822)
      linalg.yield %1060 : f32 loc(#loc822)
    } -> tensor<8x4x32x32xf32> loc(#loc822)
    %668 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%667, %231 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%57 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc302)), %in_308: f32 loc("jit(step)/jvp(layers.2)/exp"(#loc302)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc302))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc822)
      linalg.yield %1060 : f32 loc(#loc822)
    } -> tensor<8x4x32x32xf32> loc(#loc822)
    %669 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%668 : tensor<8x4x32x32xf32>) outs(%66 : tensor<8x4x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc302)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc302))):
      %1060 = arith.addf %out, %in : f32 loc(#loc823)
      linalg.yield %1060 : f32 loc(#loc823)
    } -> tensor<8x4x32xf32> loc(#loc823)
    %670 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%669 : tensor<8x4x32xf32>) outs(%60 : tensor<8x4x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc302)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/neg"(#loc302))):
      %1060 = arith.negf %in : f32 loc(#loc824)
      linalg.yield %1060 : f32 loc(#loc824)
    } -> tensor<8x4x32xf32> loc(#loc824)
    %expanded_197 = tensor.expand_shape %670 [[0], [1], [2, 3]] output_shape [8, 4, 32, 1] : tensor<8x4x32xf32> into tensor<8x4x32x1xf32> loc(#loc825)
    %671 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_196, %233 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%57 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/dot_general"(#loc303)), %in_308: f32 loc("jit(step)/jvp(layers.2)/div"(#loc302)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/div"(#loc302))):
      %1060 = arith.divf %in, %in_308 : f32 loc(#loc826)
      linalg.yield %1060 : f32 loc(#loc826)
    } -> tensor<8x4x32x32xf32> loc(#loc826)
    %672 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_197 : tensor<8x4x32x1xf32>) outs(%66 : tensor<8x4x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc302)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc302))):
      %1060 = arith.addf %out, %in : f32 loc(#loc823)
      linalg.yield %1060 : f32 loc(#loc823)
    } -> tensor<8x4x32xf32> loc(#loc823)
    %673 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%672 : tensor<8x4x32xf32>) outs(%57 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc302)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/broadcast_in_dim"(#loc302))):
      linalg.yield %in : f32 loc(#loc827)
    } -> tensor<8x4x32x32xf32> loc(#loc827)
    %674 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%671, %673 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%57 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/div"(#loc302)), %in_308: f32 loc("jit(step)/transpose(jvp(layers.2))/broadcast_in_dim"(#loc302)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/add_any"(#loc302))):
      %1060 = arith.addf %in, %in_308 : f32 loc(#loc828)
      linalg.yield %1060 : f32 loc(#loc828)
    } -> tensor<8x4x32x32xf32> loc(#loc828)
    %675 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%674, %231 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%57 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/add_any"(#loc302)), %in_308: f32 loc("jit(step)/jvp(layers.2)/exp"(#loc302)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc302))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc822)
      linalg.yield %1060 : f32 loc(#loc822)
    } -> tensor<8x4x32x32xf32> loc(#loc822)
    %676 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%675, %58 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%57 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc302)), %in_308: f32 loc("jit(step)/jvp(layers.0)/div"(#loc301)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/div"(#loc301))):
      %1060 = arith.divf %in, %in_308 : f32 loc(#loc829)
      linalg.yield %1060 : f32 loc(#loc829)
    } -> tensor<8x4x32x32xf32> loc(#loc829)
    %677 = linalg.generic {indexing_maps = [#map9, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%676 : tensor<8x4x32x32xf32>) outs(%57 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/div"(#loc301)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/dot_general"(#loc299))):
      linalg.yield %in : f32 loc(#loc830)
    } -> tensor<8x4x32x32xf32> loc(#loc830)
    %collapsed_198 = tensor.collapse_shape %677 [[0, 1], [2], [3]] : tensor<8x4x32x32xf32> into tensor<32x32x32xf32> loc(#loc830)
    %678 = linalg.batch_matmul ins(%collapsed_198, %collapsed_76 : tensor<32x32x32xf32>, tensor<32x32x8xf32>) outs(%74 : tensor<32x32x8xf32>) -> tensor<32x32x8xf32> loc(#loc830)
    %expanded_199 = tensor.expand_shape %678 [[0, 1], [2], [3]] output_shape [8, 4, 32, 8] : tensor<32x32x8xf32> into tensor<8x4x32x8xf32> loc(#loc830)
    %679 = linalg.generic {indexing_maps = [#map9, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_199 : tensor<8x4x32x8xf32>) outs(%50 : tensor<8x4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/dot_general"(#loc299)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/transpose"(#loc299))):
      linalg.yield %in : f32 loc(#loc831)
    } -> tensor<8x4x8x32xf32> loc(#loc831)
    %680 = linalg.generic {indexing_maps = [#map9, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%225 : tensor<8x4x8x32xf32>) outs(%46 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/transpose"(#loc298)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/dot_general"(#loc299))):
      linalg.yield %in : f32 loc(#loc830)
    } -> tensor<8x4x32x8xf32> loc(#loc830)
    %collapsed_200 = tensor.collapse_shape %676 [[0, 1], [2], [3]] : tensor<8x4x32x32xf32> into tensor<32x32x32xf32> loc(#loc830)
    %collapsed_201 = tensor.collapse_shape %680 [[0, 1], [2], [3]] : tensor<8x4x32x8xf32> into tensor<32x32x8xf32> loc(#loc830)
    %681 = linalg.batch_matmul ins(%collapsed_200, %collapsed_201 : tensor<32x32x32xf32>, tensor<32x32x8xf32>) outs(%74 : tensor<32x32x8xf32>) -> tensor<32x32x8xf32> loc(#loc830)
    %expanded_202 = tensor.expand_shape %681 [[0, 1], [2], [3]] output_shape [8, 4, 32, 8] : tensor<32x32x8xf32> into tensor<8x4x32x8xf32> loc(#loc830)
    %682 = linalg.generic {indexing_maps = [#map9, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%679 : tensor<8x4x8x32xf32>) outs(%46 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/transpose"(#loc299)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/transpose"(#loc298))):
      linalg.yield %in : f32 loc(#loc832)
    } -> tensor<8x4x32x8xf32> loc(#loc832)
    %683 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%663 : tensor<8x4x32x8xf32>) outs(%76 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/transpose"(#loc303)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/transpose"(#loc474))):
      linalg.yield %in : f32 loc(#loc1050)
    } -> tensor<8x32x4x8xf32> loc(#loc1050)
    %collapsed_203 = tensor.collapse_shape %683 [[0], [1], [2, 3]] : tensor<8x32x4x8xf32> into tensor<8x32x32xf32> loc(#loc1051)
    %684 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%682 : tensor<8x4x32x8xf32>) outs(%76 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/transpose"(#loc298)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/transpose"(#loc472))):
      linalg.yield %in : f32 loc(#loc1052)
    } -> tensor<8x32x4x8xf32> loc(#loc1052)
    %collapsed_204 = tensor.collapse_shape %684 [[0], [1], [2, 3]] : tensor<8x32x4x8xf32> into tensor<8x32x32xf32> loc(#loc1053)
    %685 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_202 : tensor<8x4x32x8xf32>) outs(%76 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/dot_general"(#loc299)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/transpose"(#loc470))):
      linalg.yield %in : f32 loc(#loc1054)
    } -> tensor<8x32x4x8xf32> loc(#loc1054)
    %collapsed_205 = tensor.collapse_shape %685 [[0], [1], [2, 3]] : tensor<8x32x4x8xf32> into tensor<8x32x32xf32> loc(#loc1055)
    %inserted_slice_206 = tensor.insert_slice %collapsed_205 into %43[0, 0, 0] [8, 32, 32] [1, 1, 1] : tensor<8x32x32xf32> into tensor<8x32x96xf32> loc(#loc833)
    %inserted_slice_207 = tensor.insert_slice %collapsed_204 into %inserted_slice_206[0, 0, 32] [8, 32, 32] [1, 1, 1] : tensor<8x32x32xf32> into tensor<8x32x96xf32> loc(#loc833)
    %inserted_slice_208 = tensor.insert_slice %collapsed_203 into %inserted_slice_207[0, 0, 64] [8, 32, 32] [1, 1, 1] : tensor<8x32x32xf32> into tensor<8x32x96xf32> loc(#loc833)
    %686 = linalg.generic {indexing_maps = [#map19, #map20], iterator_types = ["parallel", "reduction", "reduction"]} ins(%inserted_slice_208 : tensor<8x32x96xf32>) outs(%566 : tensor<96xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc293)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc293))):
      %1060 = arith.addf %out, %in : f32 loc(#loc834)
      linalg.yield %1060 : f32 loc(#loc834)
    } -> tensor<96xf32> loc(#loc834)
    %expanded_209 = tensor.expand_shape %686 [[0, 1, 2]] output_shape [1, 1, 96] : tensor<96xf32> into tensor<1x1x96xf32> loc(#loc835)
    %687 = linalg.generic {indexing_maps = [#map19, #map20], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_209 : tensor<1x1x96xf32>) outs(%566 : tensor<96xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc293)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc293))):
      %1060 = arith.addf %out, %in : f32 loc(#loc834)
      linalg.yield %1060 : f32 loc(#loc834)
    } -> tensor<96xf32> loc(#loc834)
    %688 = linalg.generic {indexing_maps = [#map19, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%inserted_slice_208 : tensor<8x32x96xf32>) outs(%569 : tensor<96x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/concatenate"(#loc294)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/dot_general"(#loc292))):
      linalg.yield %in : f32 loc(#loc836)
    } -> tensor<96x8x32xf32> loc(#loc836)
    %collapsed_210 = tensor.collapse_shape %688 [[0], [1, 2]] : tensor<96x8x32xf32> into tensor<96x256xf32> loc(#loc836)
    %689 = linalg.matmul ins(%collapsed_210, %collapsed_68 : tensor<96x256xf32>, tensor<256x32xf32>) outs(%572 : tensor<96x32xf32>) -> tensor<96x32xf32> loc(#loc836)
    %690 = linalg.generic {indexing_maps = [#map17, #map], iterator_types = ["parallel", "parallel"]} ins(%689 : tensor<96x32xf32>) outs(%574 : tensor<32x96xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/dot_general"(#loc292)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/transpose"(#loc292))):
      linalg.yield %in : f32 loc(#loc837)
    } -> tensor<32x96xf32> loc(#loc837)
    %collapsed_211 = tensor.collapse_shape %inserted_slice_208 [[0, 1], [2]] : tensor<8x32x96xf32> into tensor<256x96xf32> loc(#loc836)
    %691 = linalg.generic {indexing_maps = [#map17, #map], iterator_types = ["parallel", "parallel"]} ins(%arg38 : tensor<32x96xf32>) outs(%571 : tensor<96x32xf32>) {
    ^bb0(%in: f32 loc("params['layers'][2]['qkv']"), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/dot_general"(#loc292))):
      linalg.yield %in : f32 loc(#loc836)
    } -> tensor<96x32xf32> loc(#loc836)
    %692 = linalg.matmul ins(%collapsed_211, %691 : tensor<256x96xf32>, tensor<96x32xf32>) outs(%79 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc836)
    %expanded_212 = tensor.expand_shape %692 [[0, 1], [2]] output_shape [8, 32, 32] : tensor<256x32xf32> into tensor<8x32x32xf32> loc(#loc836)
    %693 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%652, %expanded_212 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/add_any"(#loc308)), %in_308: f32 loc("jit(step)/transpose(jvp(layers.2))/dot_general"(#loc292)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/add_any"(#loc292))):
      %1060 = arith.addf %in, %in_308 : f32 loc(#loc838)
      linalg.yield %1060 : f32 loc(#loc838)
    } -> tensor<8x32x32xf32> loc(#loc838)
    %694 = linalg.generic {indexing_maps = [#map19, #map20], iterator_types = ["parallel", "reduction", "reduction"]} ins(%693 : tensor<8x32x32xf32>) outs(%446 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc335)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc335))):
      %1060 = arith.addf %out, %in : f32 loc(#loc839)
      linalg.yield %1060 : f32 loc(#loc839)
    } -> tensor<32xf32> loc(#loc839)
    %expanded_213 = tensor.expand_shape %694 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc840)
    %695 = linalg.generic {indexing_maps = [#map19, #map20], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_213 : tensor<1x1x32xf32>) outs(%446 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc335)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc335))):
      %1060 = arith.addf %out, %in : f32 loc(#loc839)
      linalg.yield %1060 : f32 loc(#loc839)
    } -> tensor<32xf32> loc(#loc839)
    %696 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%214, %693 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/mul"(#loc333)), %in_308: f32 loc("jit(step)/transpose(jvp(layers.2))/add_any"(#loc292)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc334))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc841)
      linalg.yield %1060 : f32 loc(#loc841)
    } -> tensor<8x32x32xf32> loc(#loc841)
    %697 = linalg.generic {indexing_maps = [#map19, #map20], iterator_types = ["parallel", "reduction", "reduction"]} ins(%696 : tensor<8x32x32xf32>) outs(%446 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc334)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc334))):
      %1060 = arith.addf %out, %in : f32 loc(#loc842)
      linalg.yield %1060 : f32 loc(#loc842)
    } -> tensor<32xf32> loc(#loc842)
    %expanded_214 = tensor.expand_shape %697 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc843)
    %698 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%693, %215 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/add_any"(#loc292)), %in_308: f32 loc("jit(step)/jvp(layers.1)/mul"(#loc334)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc334))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc841)
      linalg.yield %1060 : f32 loc(#loc841)
    } -> tensor<8x32x32xf32> loc(#loc841)
    %699 = linalg.generic {indexing_maps = [#map19, #map20], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_214 : tensor<1x1x32xf32>) outs(%446 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc334)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc334))):
      %1060 = arith.addf %out, %in : f32 loc(#loc842)
      linalg.yield %1060 : f32 loc(#loc842)
    } -> tensor<32xf32> loc(#loc842)
    %700 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%204, %698 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/sub"(#loc328)), %in_308: f32 loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc334)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc333))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc844)
      linalg.yield %1060 : f32 loc(#loc844)
    } -> tensor<8x32x32xf32> loc(#loc844)
    %701 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%700 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc333)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc333))):
      %1060 = arith.addf %out, %in : f32 loc(#loc845)
      linalg.yield %1060 : f32 loc(#loc845)
    } -> tensor<8x32xf32> loc(#loc845)
    %expanded_215 = tensor.expand_shape %701 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc846)
    %702 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%698, %213 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc334)), %in_308: f32 loc("jit(step)/jvp(layers.1)/mul"(#loc333)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc333))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc844)
      linalg.yield %1060 : f32 loc(#loc844)
    } -> tensor<8x32x32xf32> loc(#loc844)
    %703 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_215, %212 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%22 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/reshape"(#loc333)), %in_308: f32 loc("jit(step)/jvp(layers.1)/mul"(#loc332)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc332))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc847)
      linalg.yield %1060 : f32 loc(#loc847)
    } -> tensor<8x32x1xf32> loc(#loc847)
    %704 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%702 : tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc333)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/neg"(#loc378))):
      %1060 = arith.negf %in : f32 loc(#loc848)
      linalg.yield %1060 : f32 loc(#loc848)
    } -> tensor<8x32x32xf32> loc(#loc848)
    %705 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%704 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc378)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc378))):
      %1060 = arith.addf %out, %in : f32 loc(#loc849)
      linalg.yield %1060 : f32 loc(#loc849)
    } -> tensor<8x32xf32> loc(#loc849)
    %expanded_216 = tensor.expand_shape %705 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc850)
    %706 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%703 : tensor<8x32x1xf32>) outs(%22 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc332)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/div"(#loc330))):
      %1060 = arith.divf %in, %cst_14 : f32 loc(#loc851)
      linalg.yield %1060 : f32 loc(#loc851)
    } -> tensor<8x32x1xf32> loc(#loc851)
    %707 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%706 : tensor<8x32x1xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc330)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc330))):
      %1060 = arith.addf %out, %in : f32 loc(#loc852)
      linalg.yield %1060 : f32 loc(#loc852)
    } -> tensor<8x32xf32> loc(#loc852)
    %708 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%707 : tensor<8x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc330)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/broadcast_in_dim"(#loc330))):
      linalg.yield %in : f32 loc(#loc853)
    } -> tensor<8x32x32xf32> loc(#loc853)
    %709 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%708, %206 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/broadcast_in_dim"(#loc330)), %in_308: f32 loc("jit(step)/jvp(layers.1)/mul"(#loc329)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc329))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc854)
      linalg.yield %1060 : f32 loc(#loc854)
    } -> tensor<8x32x32xf32> loc(#loc854)
    %710 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%709 : tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc329)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/neg"(#loc328))):
      %1060 = arith.negf %in : f32 loc(#loc855)
      linalg.yield %1060 : f32 loc(#loc855)
    } -> tensor<8x32x32xf32> loc(#loc855)
    %711 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%710 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc328)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc328))):
      %1060 = arith.addf %out, %in : f32 loc(#loc856)
      linalg.yield %1060 : f32 loc(#loc856)
    } -> tensor<8x32xf32> loc(#loc856)
    %expanded_217 = tensor.expand_shape %711 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc857)
    %712 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%702, %709 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc333)), %in_308: f32 loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc329)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/add_any"(#loc328))):
      %1060 = arith.addf %in, %in_308 : f32 loc(#loc858)
      linalg.yield %1060 : f32 loc(#loc858)
    } -> tensor<8x32x32xf32> loc(#loc858)
    %713 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_216, %expanded_217 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%22 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/reshape"(#loc378)), %in_308: f32 loc("jit(step)/transpose(jvp(layers.1))/reshape"(#loc328)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/add_any"(#loc328))):
      %1060 = arith.addf %in, %in_308 : f32 loc(#loc858)
      linalg.yield %1060 : f32 loc(#loc858)
    } -> tensor<8x32x1xf32> loc(#loc858)
    %714 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%713 : tensor<8x32x1xf32>) outs(%22 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/add_any"(#loc328)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/div"(#loc327))):
      %1060 = arith.divf %in, %cst_14 : f32 loc(#loc859)
      linalg.yield %1060 : f32 loc(#loc859)
    } -> tensor<8x32x1xf32> loc(#loc859)
    %715 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%714 : tensor<8x32x1xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc327)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc327))):
      %1060 = arith.addf %out, %in : f32 loc(#loc860)
      linalg.yield %1060 : f32 loc(#loc860)
    } -> tensor<8x32xf32> loc(#loc860)
    %716 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%715 : tensor<8x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc327)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/broadcast_in_dim"(#loc327))):
      linalg.yield %in : f32 loc(#loc861)
    } -> tensor<8x32x32xf32> loc(#loc861)
    %717 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%712, %716 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/add_any"(#loc328)), %in_308: f32 loc("jit(step)/transpose(jvp(layers.1))/broadcast_in_dim"(#loc327)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/add_any"(#loc327))):
      %1060 = arith.addf %in, %in_308 : f32 loc(#loc862)
      linalg.yield %1060 : f32 loc(#loc862)
    } -> tensor<8x32x32xf32> loc(#loc862)
    %718 = linalg.generic {indexing_maps = [#map19, #map20], iterator_types = ["parallel", "reduction", "reduction"]} ins(%717 : tensor<8x32x32xf32>) outs(%446 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc237)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc237))):
      %1060 = arith.addf %out, %in : f32 loc(#loc403)
      linalg.yield %1060 : f32 loc(#loc403)
    } -> tensor<32xf32> loc(#loc403)
    %expanded_218 = tensor.expand_shape %718 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc404)
    %719 = linalg.generic {indexing_maps = [#map19, #map20], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_218 : tensor<1x1x32xf32>) outs(%446 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc237)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc237))):
      %1060 = arith.addf %out, %in : f32 loc(#loc403)
      linalg.yield %1060 : f32 loc(#loc403)
    } -> tensor<32xf32> loc(#loc403)
    %720 = linalg.generic {indexing_maps = [#map19, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%717 : tensor<8x32x32xf32>) outs(%473 : tensor<32x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/add_any"(#loc327)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/dot_general"(#loc236))):
      linalg.yield %in : f32 loc(#loc405)
    } -> tensor<32x8x32xf32> loc(#loc405)
    %collapsed_219 = tensor.collapse_shape %720 [[0], [1, 2]] : tensor<32x8x32xf32> into tensor<32x256xf32> loc(#loc405)
    %721 = linalg.matmul ins(%collapsed_219, %collapsed_64 : tensor<32x256xf32>, tensor<256x128xf32>) outs(%476 : tensor<32x128xf32>) -> tensor<32x128xf32> loc(#loc405)
    %722 = linalg.generic {indexing_maps = [#map17, #map], iterator_types = ["parallel", "parallel"]} ins(%721 : tensor<32x128xf32>) outs(%478 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/dot_general"(#loc236)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/transpose"(#loc236))):
      linalg.yield %in : f32 loc(#loc406)
    } -> tensor<128x32xf32> loc(#loc406)
    %collapsed_220 = tensor.collapse_shape %717 [[0, 1], [2]] : tensor<8x32x32xf32> into tensor<256x32xf32> loc(#loc405)
    %723 = linalg.generic {indexing_maps = [#map17, #map], iterator_types = ["parallel", "parallel"]} ins(%arg22 : tensor<128x32xf32>) outs(%475 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("params['layers'][1]['out']"), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/dot_general"(#loc236))):
      linalg.yield %in : f32 loc(#loc405)
    } -> tensor<32x128xf32> loc(#loc405)
    %724 = linalg.matmul ins(%collapsed_220, %723 : tensor<256x32xf32>, tensor<32x128xf32>) outs(%103 : tensor<256x128xf32>) -> tensor<256x128xf32> loc(#loc405)
    %expanded_221 = tensor.expand_shape %724 [[0, 1], [2]] output_shape [8, 32, 128] : tensor<256x128xf32> into tensor<8x32x128xf32> loc(#loc405)
    %725 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%185, %expanded_221 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%105 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/add"(#loc234)), %in_308: f32 loc("jit(step)/transpose(jvp(layers.1))/dot_general"(#loc236)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc235))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc407)
      linalg.yield %1060 : f32 loc(#loc407)
    } -> tensor<8x32x128xf32> loc(#loc407)
    %726 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_221, %195 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%105 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/dot_general"(#loc236)), %in_308: f32 loc("jit(step)/jvp(layers.1)/mul"(#loc235)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc235))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc407)
      linalg.yield %1060 : f32 loc(#loc407)
    } -> tensor<8x32x128xf32> loc(#loc407)
    %727 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%725 : tensor<8x32x128xf32>) outs(%105 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc235)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc235))):
      %1060 = arith.mulf %in, %cst_4 : f32 loc(#loc407)
      linalg.yield %1060 : f32 loc(#loc407)
    } -> tensor<8x32x128xf32> loc(#loc407)
    %728 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%727, %193 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%105 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc235)), %in_308: f32 loc("jit(step)/jvp(layers.1)/sub"(#loc235)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc235))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc407)
      linalg.yield %1060 : f32 loc(#loc407)
    } -> tensor<8x32x128xf32> loc(#loc407)
    %729 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%728, %192 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%105 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc235)), %in_308: f32 loc("jit(step)/jvp(layers.1)/tanh"(#loc235)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc235))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc407)
      linalg.yield %1060 : f32 loc(#loc407)
    } -> tensor<8x32x128xf32> loc(#loc407)
    %730 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%728, %729 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%105 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc235)), %in_308: f32 loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc235)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/add_any"(#loc235))):
      %1060 = arith.addf %in, %in_308 : f32 loc(#loc408)
      linalg.yield %1060 : f32 loc(#loc408)
    } -> tensor<8x32x128xf32> loc(#loc408)
    %731 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%730 : tensor<8x32x128xf32>) outs(%105 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/add_any"(#loc235)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc235))):
      %1060 = arith.mulf %in, %cst_5 : f32 loc(#loc407)
      linalg.yield %1060 : f32 loc(#loc407)
    } -> tensor<8x32x128xf32> loc(#loc407)
    %732 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%726, %731 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%105 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc235)), %in_308: f32 loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc235)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/add_any"(#loc235))):
      %1060 = arith.addf %in, %in_308 : f32 loc(#loc408)
      linalg.yield %1060 : f32 loc(#loc408)
    } -> tensor<8x32x128xf32> loc(#loc408)
    %733 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%731 : tensor<8x32x128xf32>) outs(%105 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc235)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc235))):
      %1060 = arith.mulf %in, %cst_6 : f32 loc(#loc407)
      linalg.yield %1060 : f32 loc(#loc407)
    } -> tensor<8x32x128xf32> loc(#loc407)
    %734 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%733, %188 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%105 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc235)), %in_308: f32 loc("jit(step)/jvp(layers.1)/mul"(#loc235)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc235))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc407)
      linalg.yield %1060 : f32 loc(#loc407)
    } -> tensor<8x32x128xf32> loc(#loc407)
    %735 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%732, %734 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%105 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/add_any"(#loc235)), %in_308: f32 loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc235)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/add_any"(#loc235))):
      %1060 = arith.addf %in, %in_308 : f32 loc(#loc408)
      linalg.yield %1060 : f32 loc(#loc408)
    } -> tensor<8x32x128xf32> loc(#loc408)
    %736 = linalg.generic {indexing_maps = [#map19, #map20], iterator_types = ["parallel", "reduction", "reduction"]} ins(%735 : tensor<8x32x128xf32>) outs(%494 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc234)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc234))):
      %1060 = arith.addf %out, %in : f32 loc(#loc409)
      linalg.yield %1060 : f32 loc(#loc409)
    } -> tensor<128xf32> loc(#loc409)
    %expanded_222 = tensor.expand_shape %736 [[0, 1, 2]] output_shape [1, 1, 128] : tensor<128xf32> into tensor<1x1x128xf32> loc(#loc410)
    %737 = linalg.generic {indexing_maps = [#map19, #map20], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_222 : tensor<1x1x128xf32>) outs(%494 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc234)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc234))):
      %1060 = arith.addf %out, %in : f32 loc(#loc409)
      linalg.yield %1060 : f32 loc(#loc409)
    } -> tensor<128xf32> loc(#loc409)
    %738 = linalg.generic {indexing_maps = [#map19, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%735 : tensor<8x32x128xf32>) outs(%497 : tensor<128x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/add_any"(#loc235)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/dot_general"(#loc233))):
      linalg.yield %in : f32 loc(#loc411)
    } -> tensor<128x8x32xf32> loc(#loc411)
    %collapsed_223 = tensor.collapse_shape %738 [[0], [1, 2]] : tensor<128x8x32xf32> into tensor<128x256xf32> loc(#loc411)
    %739 = linalg.matmul ins(%collapsed_223, %collapsed_62 : tensor<128x256xf32>, tensor<256x32xf32>) outs(%499 : tensor<128x32xf32>) -> tensor<128x32xf32> loc(#loc411)
    %740 = linalg.generic {indexing_maps = [#map17, #map], iterator_types = ["parallel", "parallel"]} ins(%739 : tensor<128x32xf32>) outs(%475 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/dot_general"(#loc233)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/transpose"(#loc233))):
      linalg.yield %in : f32 loc(#loc412)
    } -> tensor<32x128xf32> loc(#loc412)
    %collapsed_224 = tensor.collapse_shape %735 [[0, 1], [2]] : tensor<8x32x128xf32> into tensor<256x128xf32> loc(#loc411)
    %741 = linalg.generic {indexing_maps = [#map17, #map], iterator_types = ["parallel", "parallel"]} ins(%arg16 : tensor<32x128xf32>) outs(%478 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("params['layers'][1]['fc']"), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/dot_general"(#loc233))):
      linalg.yield %in : f32 loc(#loc411)
    } -> tensor<128x32xf32> loc(#loc411)
    %742 = linalg.matmul ins(%collapsed_224, %741 : tensor<256x128xf32>, tensor<128x32xf32>) outs(%79 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc411)
    %expanded_225 = tensor.expand_shape %742 [[0, 1], [2]] output_shape [8, 32, 32] : tensor<256x32xf32> into tensor<8x32x32xf32> loc(#loc411)
    %743 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%717, %expanded_225 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/add_any"(#loc327)), %in_308: f32 loc("jit(step)/transpose(jvp(layers.1))/dot_general"(#loc233)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/add_any"(#loc233))):
      %1060 = arith.addf %in, %in_308 : f32 loc(#loc413)
      linalg.yield %1060 : f32 loc(#loc413)
    } -> tensor<8x32x32xf32> loc(#loc413)
    %744 = linalg.generic {indexing_maps = [#map19, #map20], iterator_types = ["parallel", "reduction", "reduction"]} ins(%743 : tensor<8x32x32xf32>) outs(%446 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc316)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc316))):
      %1060 = arith.addf %out, %in : f32 loc(#loc863)
      linalg.yield %1060 : f32 loc(#loc863)
    } -> tensor<32xf32> loc(#loc863)
    %expanded_226 = tensor.expand_shape %744 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc864)
    %745 = linalg.generic {indexing_maps = [#map19, #map20], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_226 : tensor<1x1x32xf32>) outs(%446 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc316)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc316))):
      %1060 = arith.addf %out, %in : f32 loc(#loc863)
      linalg.yield %1060 : f32 loc(#loc863)
    } -> tensor<32xf32> loc(#loc863)
    %746 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%178, %743 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/mul"(#loc314)), %in_308: f32 loc("jit(step)/transpose(jvp(layers.1))/add_any"(#loc233)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc315))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc865)
      linalg.yield %1060 : f32 loc(#loc865)
    } -> tensor<8x32x32xf32> loc(#loc865)
    %747 = linalg.generic {indexing_maps = [#map19, #map20], iterator_types = ["parallel", "reduction", "reduction"]} ins(%746 : tensor<8x32x32xf32>) outs(%446 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc315)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc315))):
      %1060 = arith.addf %out, %in : f32 loc(#loc866)
      linalg.yield %1060 : f32 loc(#loc866)
    } -> tensor<32xf32> loc(#loc866)
    %expanded_227 = tensor.expand_shape %747 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc867)
    %748 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%743, %179 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/add_any"(#loc233)), %in_308: f32 loc("jit(step)/jvp(layers.1)/mul"(#loc315)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc315))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc865)
      linalg.yield %1060 : f32 loc(#loc865)
    } -> tensor<8x32x32xf32> loc(#loc865)
    %749 = linalg.generic {indexing_maps = [#map19, #map20], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_227 : tensor<1x1x32xf32>) outs(%446 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc315)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc315))):
      %1060 = arith.addf %out, %in : f32 loc(#loc866)
      linalg.yield %1060 : f32 loc(#loc866)
    } -> tensor<32xf32> loc(#loc866)
    %750 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%168, %748 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/sub"(#loc309)), %in_308: f32 loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc315)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc314))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc868)
      linalg.yield %1060 : f32 loc(#loc868)
    } -> tensor<8x32x32xf32> loc(#loc868)
    %751 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%750 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc314)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc314))):
      %1060 = arith.addf %out, %in : f32 loc(#loc869)
      linalg.yield %1060 : f32 loc(#loc869)
    } -> tensor<8x32xf32> loc(#loc869)
    %expanded_228 = tensor.expand_shape %751 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc870)
    %752 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%748, %177 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc315)), %in_308: f32 loc("jit(step)/jvp(layers.1)/mul"(#loc314)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc314))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc868)
      linalg.yield %1060 : f32 loc(#loc868)
    } -> tensor<8x32x32xf32> loc(#loc868)
    %753 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_228, %176 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%22 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/reshape"(#loc314)), %in_308: f32 loc("jit(step)/jvp(layers.1)/mul"(#loc313)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc313))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc871)
      linalg.yield %1060 : f32 loc(#loc871)
    } -> tensor<8x32x1xf32> loc(#loc871)
    %754 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%752 : tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc314)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/neg"(#loc390))):
      %1060 = arith.negf %in : f32 loc(#loc872)
      linalg.yield %1060 : f32 loc(#loc872)
    } -> tensor<8x32x32xf32> loc(#loc872)
    %755 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%754 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc390)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc390))):
      %1060 = arith.addf %out, %in : f32 loc(#loc873)
      linalg.yield %1060 : f32 loc(#loc873)
    } -> tensor<8x32xf32> loc(#loc873)
    %expanded_229 = tensor.expand_shape %755 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc874)
    %756 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%753 : tensor<8x32x1xf32>) outs(%22 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc313)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/div"(#loc311))):
      %1060 = arith.divf %in, %cst_14 : f32 loc(#loc875)
      linalg.yield %1060 : f32 loc(#loc875)
    } -> tensor<8x32x1xf32> loc(#loc875)
    %757 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%756 : tensor<8x32x1xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc311)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc311))):
      %1060 = arith.addf %out, %in : f32 loc(#loc876)
      linalg.yield %1060 : f32 loc(#loc876)
    } -> tensor<8x32xf32> loc(#loc876)
    %758 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%757 : tensor<8x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc311)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/broadcast_in_dim"(#loc311))):
      linalg.yield %in : f32 loc(#loc877)
    } -> tensor<8x32x32xf32> loc(#loc877)
    %759 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%758, %170 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/broadcast_in_dim"(#loc311)), %in_308: f32 loc("jit(step)/jvp(layers.1)/mul"(#loc310)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc310))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc878)
      linalg.yield %1060 : f32 loc(#loc878)
    } -> tensor<8x32x32xf32> loc(#loc878)
    %760 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%759 : tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc310)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/neg"(#loc309))):
      %1060 = arith.negf %in : f32 loc(#loc879)
      linalg.yield %1060 : f32 loc(#loc879)
    } -> tensor<8x32x32xf32> loc(#loc879)
    %761 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%760 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc309)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc309))):
      %1060 = arith.addf %out, %in : f32 loc(#loc880)
      linalg.yield %1060 : f32 loc(#loc880)
    } -> tensor<8x32xf32> loc(#loc880)
    %expanded_230 = tensor.expand_shape %761 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc881)
    %762 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%752, %759 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc314)), %in_308: f32 loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc310)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/add_any"(#loc309))):
      %1060 = arith.addf %in, %in_308 : f32 loc(#loc882)
      linalg.yield %1060 : f32 loc(#loc882)
    } -> tensor<8x32x32xf32> loc(#loc882)
    %763 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_229, %expanded_230 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%22 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/reshape"(#loc390)), %in_308: f32 loc("jit(step)/transpose(jvp(layers.1))/reshape"(#loc309)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/add_any"(#loc309))):
      %1060 = arith.addf %in, %in_308 : f32 loc(#loc882)
      linalg.yield %1060 : f32 loc(#loc882)
    } -> tensor<8x32x1xf32> loc(#loc882)
    %764 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%763 : tensor<8x32x1xf32>) outs(%22 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/add_any"(#loc309)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/div"(#loc308))):
      %1060 = arith.divf %in, %cst_14 : f32 loc(#loc883)
      linalg.yield %1060 : f32 loc(#loc883)
    } -> tensor<8x32x1xf32> loc(#loc883)
    %765 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%764 : tensor<8x32x1xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc308)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc308))):
      %1060 = arith.addf %out, %in : f32 loc(#loc884)
      linalg.yield %1060 : f32 loc(#loc884)
    } -> tensor<8x32xf32> loc(#loc884)
    %766 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%765 : tensor<8x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc308)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/broadcast_in_dim"(#loc308))):
      linalg.yield %in : f32 loc(#loc885)
    } -> tensor<8x32x32xf32> loc(#loc885)
    %767 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%762, %766 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/add_any"(#loc309)), %in_308: f32 loc("jit(step)/transpose(jvp(layers.1))/broadcast_in_dim"(#loc308)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/add_any"(#loc308))):
      %1060 = arith.addf %in, %in_308 : f32 loc(#loc886)
      linalg.yield %1060 : f32 loc(#loc886)
    } -> tensor<8x32x32xf32> loc(#loc886)
    %768 = linalg.generic {indexing_maps = [#map19, #map20], iterator_types = ["parallel", "reduction", "reduction"]} ins(%767 : tensor<8x32x32xf32>) outs(%446 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc306)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc306))):
      %1060 = arith.addf %out, %in : f32 loc(#loc887)
      linalg.yield %1060 : f32 loc(#loc887)
    } -> tensor<32xf32> loc(#loc887)
    %expanded_231 = tensor.expand_shape %768 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc888)
    %769 = linalg.generic {indexing_maps = [#map19, #map20], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_231 : tensor<1x1x32xf32>) outs(%446 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc306)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc306))):
      %1060 = arith.addf %out, %in : f32 loc(#loc887)
      linalg.yield %1060 : f32 loc(#loc887)
    } -> tensor<32xf32> loc(#loc887)
    %770 = linalg.generic {indexing_maps = [#map19, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%767 : tensor<8x32x32xf32>) outs(%473 : tensor<32x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/add_any"(#loc308)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/dot_general"(#loc305))):
      linalg.yield %in : f32 loc(#loc889)
    } -> tensor<32x8x32xf32> loc(#loc889)
    %collapsed_232 = tensor.collapse_shape %770 [[0], [1, 2]] : tensor<32x8x32xf32> into tensor<32x256xf32> loc(#loc889)
    %771 = linalg.matmul ins(%collapsed_232, %collapsed_58 : tensor<32x256xf32>, tensor<256x32xf32>) outs(%533 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc889)
    %772 = linalg.generic {indexing_maps = [#map17, #map], iterator_types = ["parallel", "parallel"]} ins(%771 : tensor<32x32xf32>) outs(%532 : tensor<32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/dot_general"(#loc305)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/transpose"(#loc305))):
      linalg.yield %in : f32 loc(#loc890)
    } -> tensor<32x32xf32> loc(#loc890)
    %collapsed_233 = tensor.collapse_shape %767 [[0, 1], [2]] : tensor<8x32x32xf32> into tensor<256x32xf32> loc(#loc889)
    %773 = linalg.generic {indexing_maps = [#map17, #map], iterator_types = ["parallel", "parallel"]} ins(%arg24 : tensor<32x32xf32>) outs(%532 : tensor<32x32xf32>) {
    ^bb0(%in: f32 loc("params['layers'][1]['proj']"), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/dot_general"(#loc305))):
      linalg.yield %in : f32 loc(#loc889)
    } -> tensor<32x32xf32> loc(#loc889)
    %774 = linalg.matmul ins(%collapsed_233, %773 : tensor<256x32xf32>, tensor<32x32xf32>) outs(%79 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc889)
    %expanded_234 = tensor.expand_shape %774 [[0, 1], [2, 3]] output_shape [8, 32, 4, 8] : tensor<256x32xf32> into tensor<8x32x4x8xf32> loc(#loc891)
    %775 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_234 : tensor<8x32x4x8xf32>) outs(%46 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/reshape"(#loc391)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/transpose"(#loc304))):
      linalg.yield %in : f32 loc(#loc892)
    } -> tensor<8x4x32x8xf32> loc(#loc892)
    %776 = linalg.generic {indexing_maps = [#map9, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%775 : tensor<8x4x32x8xf32>) outs(%50 : tensor<8x4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/transpose"(#loc304)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/dot_general"(#loc303))):
      linalg.yield %in : f32 loc(#loc893)
    } -> tensor<8x4x8x32xf32> loc(#loc893)
    %collapsed_235 = tensor.collapse_shape %776 [[0, 1], [2], [3]] : tensor<8x4x8x32xf32> into tensor<32x8x32xf32> loc(#loc893)
    %777 = linalg.batch_matmul ins(%collapsed_235, %collapsed_55 : tensor<32x8x32xf32>, tensor<32x32x32xf32>) outs(%540 : tensor<32x8x32xf32>) -> tensor<32x8x32xf32> loc(#loc893)
    %expanded_236 = tensor.expand_shape %777 [[0, 1], [2], [3]] output_shape [8, 4, 8, 32] : tensor<32x8x32xf32> into tensor<8x4x8x32xf32> loc(#loc893)
    %778 = linalg.generic {indexing_maps = [#map9, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_236 : tensor<8x4x8x32xf32>) outs(%46 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/dot_general"(#loc303)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/transpose"(#loc303))):
      linalg.yield %in : f32 loc(#loc894)
    } -> tensor<8x4x32x8xf32> loc(#loc894)
    %779 = linalg.generic {indexing_maps = [#map9, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%146 : tensor<8x4x32x8xf32>) outs(%50 : tensor<8x4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/transpose"(#loc474)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/dot_general"(#loc303))):
      linalg.yield %in : f32 loc(#loc893)
    } -> tensor<8x4x8x32xf32> loc(#loc893)
    %collapsed_237 = tensor.collapse_shape %775 [[0, 1], [2], [3]] : tensor<8x4x32x8xf32> into tensor<32x32x8xf32> loc(#loc893)
    %collapsed_238 = tensor.collapse_shape %779 [[0, 1], [2], [3]] : tensor<8x4x8x32xf32> into tensor<32x8x32xf32> loc(#loc893)
    %780 = linalg.batch_matmul ins(%collapsed_237, %collapsed_238 : tensor<32x32x8xf32>, tensor<32x8x32xf32>) outs(%53 : tensor<32x32x32xf32>) -> tensor<32x32x32xf32> loc(#loc893)
    %expanded_239 = tensor.expand_shape %780 [[0, 1], [2], [3]] output_shape [8, 4, 32, 32] : tensor<32x32x32xf32> into tensor<8x4x32x32xf32> loc(#loc893)
    %781 = linalg.generic {indexing_maps = [#map21, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%158 : tensor<8x4x32x1xf32>) outs(%57 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/div"(#loc486)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc302))):
      linalg.yield %in : f32 loc(#loc895)
    } -> tensor<8x4x32x32xf32> loc(#loc895)
    %782 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_239, %781 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%57 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/dot_general"(#loc303)), %in_308: f32 loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc302)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc302))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc895)
      linalg.yield %1060 : f32 loc(#loc895)
    } -> tensor<8x4x32x32xf32> loc(#loc895)
    %783 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%782, %153 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%57 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc302)), %in_308: f32 loc("jit(step)/jvp(layers.1)/exp"(#loc302)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc302))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc895)
      linalg.yield %1060 : f32 loc(#loc895)
    } -> tensor<8x4x32x32xf32> loc(#loc895)
    %784 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%783 : tensor<8x4x32x32xf32>) outs(%66 : tensor<8x4x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc302)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc302))):
      %1060 = arith.addf %out, %in : f32 loc(#loc896)
      linalg.yield %1060 : f32 loc(#loc896)
    } -> tensor<8x4x32xf32> loc(#loc896)
    %785 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%784 : tensor<8x4x32xf32>) outs(%60 : tensor<8x4x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc302)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/neg"(#loc302))):
      %1060 = arith.negf %in : f32 loc(#loc897)
      linalg.yield %1060 : f32 loc(#loc897)
    } -> tensor<8x4x32xf32> loc(#loc897)
    %expanded_240 = tensor.expand_shape %785 [[0], [1], [2, 3]] output_shape [8, 4, 32, 1] : tensor<8x4x32xf32> into tensor<8x4x32x1xf32> loc(#loc898)
    %786 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_239, %155 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%57 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/dot_general"(#loc303)), %in_308: f32 loc("jit(step)/jvp(layers.1)/div"(#loc302)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/div"(#loc302))):
      %1060 = arith.divf %in, %in_308 : f32 loc(#loc899)
      linalg.yield %1060 : f32 loc(#loc899)
    } -> tensor<8x4x32x32xf32> loc(#loc899)
    %787 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_240 : tensor<8x4x32x1xf32>) outs(%66 : tensor<8x4x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc302)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc302))):
      %1060 = arith.addf %out, %in : f32 loc(#loc896)
      linalg.yield %1060 : f32 loc(#loc896)
    } -> tensor<8x4x32xf32> loc(#loc896)
    %788 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%787 : tensor<8x4x32xf32>) outs(%57 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc302)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/broadcast_in_dim"(#loc302))):
      linalg.yield %in : f32 loc(#loc900)
    } -> tensor<8x4x32x32xf32> loc(#loc900)
    %789 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%786, %788 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%57 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/div"(#loc302)), %in_308: f32 loc("jit(step)/transpose(jvp(layers.1))/broadcast_in_dim"(#loc302)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/add_any"(#loc302))):
      %1060 = arith.addf %in, %in_308 : f32 loc(#loc901)
      linalg.yield %1060 : f32 loc(#loc901)
    } -> tensor<8x4x32x32xf32> loc(#loc901)
    %790 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%789, %153 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%57 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/add_any"(#loc302)), %in_308: f32 loc("jit(step)/jvp(layers.1)/exp"(#loc302)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc302))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc895)
      linalg.yield %1060 : f32 loc(#loc895)
    } -> tensor<8x4x32x32xf32> loc(#loc895)
    %791 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%790, %58 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%57 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc302)), %in_308: f32 loc("jit(step)/jvp(layers.0)/div"(#loc301)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/div"(#loc301))):
      %1060 = arith.divf %in, %in_308 : f32 loc(#loc902)
      linalg.yield %1060 : f32 loc(#loc902)
    } -> tensor<8x4x32x32xf32> loc(#loc902)
    %792 = linalg.generic {indexing_maps = [#map9, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%791 : tensor<8x4x32x32xf32>) outs(%57 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/div"(#loc301)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/dot_general"(#loc299))):
      linalg.yield %in : f32 loc(#loc903)
    } -> tensor<8x4x32x32xf32> loc(#loc903)
    %collapsed_241 = tensor.collapse_shape %792 [[0, 1], [2], [3]] : tensor<8x4x32x32xf32> into tensor<32x32x32xf32> loc(#loc903)
    %793 = linalg.batch_matmul ins(%collapsed_241, %collapsed_51 : tensor<32x32x32xf32>, tensor<32x32x8xf32>) outs(%74 : tensor<32x32x8xf32>) -> tensor<32x32x8xf32> loc(#loc903)
    %expanded_242 = tensor.expand_shape %793 [[0, 1], [2], [3]] output_shape [8, 4, 32, 8] : tensor<32x32x8xf32> into tensor<8x4x32x8xf32> loc(#loc903)
    %794 = linalg.generic {indexing_maps = [#map9, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_242 : tensor<8x4x32x8xf32>) outs(%50 : tensor<8x4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/dot_general"(#loc299)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/transpose"(#loc299))):
      linalg.yield %in : f32 loc(#loc904)
    } -> tensor<8x4x8x32xf32> loc(#loc904)
    %795 = linalg.generic {indexing_maps = [#map9, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%147 : tensor<8x4x8x32xf32>) outs(%46 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/transpose"(#loc298)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/dot_general"(#loc299))):
      linalg.yield %in : f32 loc(#loc903)
    } -> tensor<8x4x32x8xf32> loc(#loc903)
    %collapsed_243 = tensor.collapse_shape %791 [[0, 1], [2], [3]] : tensor<8x4x32x32xf32> into tensor<32x32x32xf32> loc(#loc903)
    %collapsed_244 = tensor.collapse_shape %795 [[0, 1], [2], [3]] : tensor<8x4x32x8xf32> into tensor<32x32x8xf32> loc(#loc903)
    %796 = linalg.batch_matmul ins(%collapsed_243, %collapsed_244 : tensor<32x32x32xf32>, tensor<32x32x8xf32>) outs(%74 : tensor<32x32x8xf32>) -> tensor<32x32x8xf32> loc(#loc903)
    %expanded_245 = tensor.expand_shape %796 [[0, 1], [2], [3]] output_shape [8, 4, 32, 8] : tensor<32x32x8xf32> into tensor<8x4x32x8xf32> loc(#loc903)
    %797 = linalg.generic {indexing_maps = [#map9, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%794 : tensor<8x4x8x32xf32>) outs(%46 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/transpose"(#loc299)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/transpose"(#loc298))):
      linalg.yield %in : f32 loc(#loc905)
    } -> tensor<8x4x32x8xf32> loc(#loc905)
    %798 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%778 : tensor<8x4x32x8xf32>) outs(%76 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/transpose"(#loc303)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/transpose"(#loc474))):
      linalg.yield %in : f32 loc(#loc1056)
    } -> tensor<8x32x4x8xf32> loc(#loc1056)
    %collapsed_246 = tensor.collapse_shape %798 [[0], [1], [2, 3]] : tensor<8x32x4x8xf32> into tensor<8x32x32xf32> loc(#loc1057)
    %799 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%797 : tensor<8x4x32x8xf32>) outs(%76 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/transpose"(#loc298)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/transpose"(#loc472))):
      linalg.yield %in : f32 loc(#loc1058)
    } -> tensor<8x32x4x8xf32> loc(#loc1058)
    %collapsed_247 = tensor.collapse_shape %799 [[0], [1], [2, 3]] : tensor<8x32x4x8xf32> into tensor<8x32x32xf32> loc(#loc1059)
    %800 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_245 : tensor<8x4x32x8xf32>) outs(%76 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/dot_general"(#loc299)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/transpose"(#loc470))):
      linalg.yield %in : f32 loc(#loc1060)
    } -> tensor<8x32x4x8xf32> loc(#loc1060)
    %collapsed_248 = tensor.collapse_shape %800 [[0], [1], [2, 3]] : tensor<8x32x4x8xf32> into tensor<8x32x32xf32> loc(#loc1061)
    %inserted_slice_249 = tensor.insert_slice %collapsed_248 into %43[0, 0, 0] [8, 32, 32] [1, 1, 1] : tensor<8x32x32xf32> into tensor<8x32x96xf32> loc(#loc906)
    %inserted_slice_250 = tensor.insert_slice %collapsed_247 into %inserted_slice_249[0, 0, 32] [8, 32, 32] [1, 1, 1] : tensor<8x32x32xf32> into tensor<8x32x96xf32> loc(#loc906)
    %inserted_slice_251 = tensor.insert_slice %collapsed_246 into %inserted_slice_250[0, 0, 64] [8, 32, 32] [1, 1, 1] : tensor<8x32x32xf32> into tensor<8x32x96xf32> loc(#loc906)
    %801 = linalg.generic {indexing_maps = [#map19, #map20], iterator_types = ["parallel", "reduction", "reduction"]} ins(%inserted_slice_251 : tensor<8x32x96xf32>) outs(%566 : tensor<96xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc293)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc293))):
      %1060 = arith.addf %out, %in : f32 loc(#loc907)
      linalg.yield %1060 : f32 loc(#loc907)
    } -> tensor<96xf32> loc(#loc907)
    %expanded_252 = tensor.expand_shape %801 [[0, 1, 2]] output_shape [1, 1, 96] : tensor<96xf32> into tensor<1x1x96xf32> loc(#loc908)
    %802 = linalg.generic {indexing_maps = [#map19, #map20], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_252 : tensor<1x1x96xf32>) outs(%566 : tensor<96xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc293)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc293))):
      %1060 = arith.addf %out, %in : f32 loc(#loc907)
      linalg.yield %1060 : f32 loc(#loc907)
    } -> tensor<96xf32> loc(#loc907)
    %803 = linalg.generic {indexing_maps = [#map19, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%inserted_slice_251 : tensor<8x32x96xf32>) outs(%569 : tensor<96x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/concatenate"(#loc294)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/dot_general"(#loc292))):
      linalg.yield %in : f32 loc(#loc909)
    } -> tensor<96x8x32xf32> loc(#loc909)
    %collapsed_253 = tensor.collapse_shape %803 [[0], [1, 2]] : tensor<96x8x32xf32> into tensor<96x256xf32> loc(#loc909)
    %804 = linalg.matmul ins(%collapsed_253, %collapsed_43 : tensor<96x256xf32>, tensor<256x32xf32>) outs(%572 : tensor<96x32xf32>) -> tensor<96x32xf32> loc(#loc909)
    %805 = linalg.generic {indexing_maps = [#map17, #map], iterator_types = ["parallel", "parallel"]} ins(%804 : tensor<96x32xf32>) outs(%574 : tensor<32x96xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/dot_general"(#loc292)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/transpose"(#loc292))):
      linalg.yield %in : f32 loc(#loc910)
    } -> tensor<32x96xf32> loc(#loc910)
    %collapsed_254 = tensor.collapse_shape %inserted_slice_251 [[0, 1], [2]] : tensor<8x32x96xf32> into tensor<256x96xf32> loc(#loc909)
    %806 = linalg.generic {indexing_maps = [#map17, #map], iterator_types = ["parallel", "parallel"]} ins(%arg26 : tensor<32x96xf32>) outs(%571 : tensor<96x32xf32>) {
    ^bb0(%in: f32 loc("params['layers'][1]['qkv']"), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/dot_general"(#loc292))):
      linalg.yield %in : f32 loc(#loc909)
    } -> tensor<96x32xf32> loc(#loc909)
    %807 = linalg.matmul ins(%collapsed_254, %806 : tensor<256x96xf32>, tensor<96x32xf32>) outs(%79 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc909)
    %expanded_255 = tensor.expand_shape %807 [[0, 1], [2]] output_shape [8, 32, 32] : tensor<256x32xf32> into tensor<8x32x32xf32> loc(#loc909)
    %808 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%767, %expanded_255 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/add_any"(#loc308)), %in_308: f32 loc("jit(step)/transpose(jvp(layers.1))/dot_general"(#loc292)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/add_any"(#loc292))):
      %1060 = arith.addf %in, %in_308 : f32 loc(#loc911)
      linalg.yield %1060 : f32 loc(#loc911)
    } -> tensor<8x32x32xf32> loc(#loc911)
    %809 = linalg.generic {indexing_maps = [#map19, #map20], iterator_types = ["parallel", "reduction", "reduction"]} ins(%808 : tensor<8x32x32xf32>) outs(%446 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc335)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc335))):
      %1060 = arith.addf %out, %in : f32 loc(#loc912)
      linalg.yield %1060 : f32 loc(#loc912)
    } -> tensor<32xf32> loc(#loc912)
    %expanded_256 = tensor.expand_shape %809 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc913)
    %810 = linalg.generic {indexing_maps = [#map19, #map20], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_256 : tensor<1x1x32xf32>) outs(%446 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc335)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc335))):
      %1060 = arith.addf %out, %in : f32 loc(#loc912)
      linalg.yield %1060 : f32 loc(#loc912)
    } -> tensor<32xf32> loc(#loc912)
    %811 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136, %808 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/mul"(#loc333)), %in_308: f32 loc("jit(step)/transpose(jvp(layers.1))/add_any"(#loc292)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc334))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc914)
      linalg.yield %1060 : f32 loc(#loc914)
    } -> tensor<8x32x32xf32> loc(#loc914)
    %812 = linalg.generic {indexing_maps = [#map19, #map20], iterator_types = ["parallel", "reduction", "reduction"]} ins(%811 : tensor<8x32x32xf32>) outs(%446 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc334)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc334))):
      %1060 = arith.addf %out, %in : f32 loc(#loc915)
      linalg.yield %1060 : f32 loc(#loc915)
    } -> tensor<32xf32> loc(#loc915)
    %expanded_257 = tensor.expand_shape %812 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc916)
    %813 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%808, %137 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/add_any"(#loc292)), %in_308: f32 loc("jit(step)/jvp(layers.0)/mul"(#loc334)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc334))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc914)
      linalg.yield %1060 : f32 loc(#loc914)
    } -> tensor<8x32x32xf32> loc(#loc914)
    %814 = linalg.generic {indexing_maps = [#map19, #map20], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_257 : tensor<1x1x32xf32>) outs(%446 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc334)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc334))):
      %1060 = arith.addf %out, %in : f32 loc(#loc915)
      linalg.yield %1060 : f32 loc(#loc915)
    } -> tensor<32xf32> loc(#loc915)
    %815 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%126, %813 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/sub"(#loc328)), %in_308: f32 loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc334)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc333))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc917)
      linalg.yield %1060 : f32 loc(#loc917)
    } -> tensor<8x32x32xf32> loc(#loc917)
    %816 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%815 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc333)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc333))):
      %1060 = arith.addf %out, %in : f32 loc(#loc918)
      linalg.yield %1060 : f32 loc(#loc918)
    } -> tensor<8x32xf32> loc(#loc918)
    %expanded_258 = tensor.expand_shape %816 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc919)
    %817 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%813, %135 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc334)), %in_308: f32 loc("jit(step)/jvp(layers.0)/mul"(#loc333)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc333))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc917)
      linalg.yield %1060 : f32 loc(#loc917)
    } -> tensor<8x32x32xf32> loc(#loc917)
    %818 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_258, %134 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%22 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/reshape"(#loc333)), %in_308: f32 loc("jit(step)/jvp(layers.0)/mul"(#loc332)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc332))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc920)
      linalg.yield %1060 : f32 loc(#loc920)
    } -> tensor<8x32x1xf32> loc(#loc920)
    %819 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%817 : tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc333)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/neg"(#loc378))):
      %1060 = arith.negf %in : f32 loc(#loc921)
      linalg.yield %1060 : f32 loc(#loc921)
    } -> tensor<8x32x32xf32> loc(#loc921)
    %820 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%819 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc378)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc378))):
      %1060 = arith.addf %out, %in : f32 loc(#loc922)
      linalg.yield %1060 : f32 loc(#loc922)
    } -> tensor<8x32xf32> loc(#loc922)
    %expanded_259 = tensor.expand_shape %820 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc923)
    %821 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%818 : tensor<8x32x1xf32>) outs(%22 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc332)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/div"(#loc330))):
      %1060 = arith.divf %in, %cst_14 : f32 loc(#loc924)
      linalg.yield %1060 : f32 loc(#loc924)
    } -> tensor<8x32x1xf32> loc(#loc924)
    %822 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%821 : tensor<8x32x1xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc330)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc330))):
      %1060 = arith.addf %out, %in : f32 loc(#loc925)
      linalg.yield %1060 : f32 loc(#loc925)
    } -> tensor<8x32xf32> loc(#loc925)
    %823 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%822 : tensor<8x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc330)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/broadcast_in_dim"(#loc330))):
      linalg.yield %in : f32 loc(#loc926)
    } -> tensor<8x32x32xf32> loc(#loc926)
    %824 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%823, %128 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/broadcast_in_dim"(#loc330)), %in_308: f32 loc("jit(step)/jvp(layers.0)/mul"(#loc329)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc329))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc927)
      linalg.yield %1060 : f32 loc(#loc927)
    } -> tensor<8x32x32xf32> loc(#loc927)
    %825 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%824 : tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc329)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/neg"(#loc328))):
      %1060 = arith.negf %in : f32 loc(#loc928)
      linalg.yield %1060 : f32 loc(#loc928)
    } -> tensor<8x32x32xf32> loc(#loc928)
    %826 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%825 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc328)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc328))):
      %1060 = arith.addf %out, %in : f32 loc(#loc929)
      linalg.yield %1060 : f32 loc(#loc929)
    } -> tensor<8x32xf32> loc(#loc929)
    %expanded_260 = tensor.expand_shape %826 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc930)
    %827 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%817, %824 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc333)), %in_308: f32 loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc329)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/add_any"(#loc328))):
      %1060 = arith.addf %in, %in_308 : f32 loc(#loc931)
      linalg.yield %1060 : f32 loc(#loc931)
    } -> tensor<8x32x32xf32> loc(#loc931)
    %828 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_259, %expanded_260 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%22 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/reshape"(#loc378)), %in_308: f32 loc("jit(step)/transpose(jvp(layers.0))/reshape"(#loc328)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/add_any"(#loc328))):
      %1060 = arith.addf %in, %in_308 : f32 loc(#loc931)
      linalg.yield %1060 : f32 loc(#loc931)
    } -> tensor<8x32x1xf32> loc(#loc931)
    %829 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%828 : tensor<8x32x1xf32>) outs(%22 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/add_any"(#loc328)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/div"(#loc327))):
      %1060 = arith.divf %in, %cst_14 : f32 loc(#loc932)
      linalg.yield %1060 : f32 loc(#loc932)
    } -> tensor<8x32x1xf32> loc(#loc932)
    %830 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%829 : tensor<8x32x1xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc327)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc327))):
      %1060 = arith.addf %out, %in : f32 loc(#loc933)
      linalg.yield %1060 : f32 loc(#loc933)
    } -> tensor<8x32xf32> loc(#loc933)
    %831 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%830 : tensor<8x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc327)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/broadcast_in_dim"(#loc327))):
      linalg.yield %in : f32 loc(#loc934)
    } -> tensor<8x32x32xf32> loc(#loc934)
    %832 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%827, %831 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/add_any"(#loc328)), %in_308: f32 loc("jit(step)/transpose(jvp(layers.0))/broadcast_in_dim"(#loc327)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/add_any"(#loc327))):
      %1060 = arith.addf %in, %in_308 : f32 loc(#loc935)
      linalg.yield %1060 : f32 loc(#loc935)
    } -> tensor<8x32x32xf32> loc(#loc935)
    %833 = linalg.generic {indexing_maps = [#map19, #map20], iterator_types = ["parallel", "reduction", "reduction"]} ins(%832 : tensor<8x32x32xf32>) outs(%446 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc237)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc237))):
      %1060 = arith.addf %out, %in : f32 loc(#loc414)
      linalg.yield %1060 : f32 loc(#loc414)
    } -> tensor<32xf32> loc(#loc414)
    %expanded_261 = tensor.expand_shape %833 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc415)
    %834 = linalg.generic {indexing_maps = [#map19, #map20], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_261 : tensor<1x1x32xf32>) outs(%446 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc237)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc237))):
      %1060 = arith.addf %out, %in : f32 loc(#loc414)
      linalg.yield %1060 : f32 loc(#loc414)
    } -> tensor<32xf32> loc(#loc414)
    %835 = linalg.generic {indexing_maps = [#map19, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%832 : tensor<8x32x32xf32>) outs(%473 : tensor<32x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/add_any"(#loc327)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/dot_general"(#loc236))):
      linalg.yield %in : f32 loc(#loc416)
    } -> tensor<32x8x32xf32> loc(#loc416)
    %collapsed_262 = tensor.collapse_shape %835 [[0], [1, 2]] : tensor<32x8x32xf32> into tensor<32x256xf32> loc(#loc416)
    %836 = linalg.matmul ins(%collapsed_262, %collapsed_39 : tensor<32x256xf32>, tensor<256x128xf32>) outs(%476 : tensor<32x128xf32>) -> tensor<32x128xf32> loc(#loc416)
    %837 = linalg.generic {indexing_maps = [#map17, #map], iterator_types = ["parallel", "parallel"]} ins(%836 : tensor<32x128xf32>) outs(%478 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/dot_general"(#loc236)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/transpose"(#loc236))):
      linalg.yield %in : f32 loc(#loc417)
    } -> tensor<128x32xf32> loc(#loc417)
    %collapsed_263 = tensor.collapse_shape %832 [[0, 1], [2]] : tensor<8x32x32xf32> into tensor<256x32xf32> loc(#loc416)
    %838 = linalg.generic {indexing_maps = [#map17, #map], iterator_types = ["parallel", "parallel"]} ins(%arg10 : tensor<128x32xf32>) outs(%475 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("params['layers'][0]['out']"), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/dot_general"(#loc236))):
      linalg.yield %in : f32 loc(#loc416)
    } -> tensor<32x128xf32> loc(#loc416)
    %839 = linalg.matmul ins(%collapsed_263, %838 : tensor<256x32xf32>, tensor<32x128xf32>) outs(%103 : tensor<256x128xf32>) -> tensor<256x128xf32> loc(#loc416)
    %expanded_264 = tensor.expand_shape %839 [[0, 1], [2]] output_shape [8, 32, 128] : tensor<256x128xf32> into tensor<8x32x128xf32> loc(#loc416)
    %840 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107, %expanded_264 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%105 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/add"(#loc234)), %in_308: f32 loc("jit(step)/transpose(jvp(layers.0))/dot_general"(#loc236)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc235))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc418)
      linalg.yield %1060 : f32 loc(#loc418)
    } -> tensor<8x32x128xf32> loc(#loc418)
    %841 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_264, %117 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%105 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/dot_general"(#loc236)), %in_308: f32 loc("jit(step)/jvp(layers.0)/mul"(#loc235)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc235))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc418)
      linalg.yield %1060 : f32 loc(#loc418)
    } -> tensor<8x32x128xf32> loc(#loc418)
    %842 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%840 : tensor<8x32x128xf32>) outs(%105 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc235)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc235))):
      %1060 = arith.mulf %in, %cst_4 : f32 loc(#loc418)
      linalg.yield %1060 : f32 loc(#loc418)
    } -> tensor<8x32x128xf32> loc(#loc418)
    %843 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%842, %115 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%105 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc235)), %in_308: f32 loc("jit(step)/jvp(layers.0)/sub"(#loc235)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc235))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc418)
      linalg.yield %1060 : f32 loc(#loc418)
    } -> tensor<8x32x128xf32> loc(#loc418)
    %844 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%843, %114 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%105 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc235)), %in_308: f32 loc("jit(step)/jvp(layers.0)/tanh"(#loc235)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc235))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc418)
      linalg.yield %1060 : f32 loc(#loc418)
    } -> tensor<8x32x128xf32> loc(#loc418)
    %845 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%843, %844 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%105 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc235)), %in_308: f32 loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc235)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/add_any"(#loc235))):
      %1060 = arith.addf %in, %in_308 : f32 loc(#loc419)
      linalg.yield %1060 : f32 loc(#loc419)
    } -> tensor<8x32x128xf32> loc(#loc419)
    %846 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%845 : tensor<8x32x128xf32>) outs(%105 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/add_any"(#loc235)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc235))):
      %1060 = arith.mulf %in, %cst_5 : f32 loc(#loc418)
      linalg.yield %1060 : f32 loc(#loc418)
    } -> tensor<8x32x128xf32> loc(#loc418)
    %847 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%841, %846 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%105 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc235)), %in_308: f32 loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc235)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/add_any"(#loc235))):
      %1060 = arith.addf %in, %in_308 : f32 loc(#loc419)
      linalg.yield %1060 : f32 loc(#loc419)
    } -> tensor<8x32x128xf32> loc(#loc419)
    %848 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%846 : tensor<8x32x128xf32>) outs(%105 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc235)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc235))):
      %1060 = arith.mulf %in, %cst_6 : f32 loc(#loc418)
      linalg.yield %1060 : f32 loc(#loc418)
    } -> tensor<8x32x128xf32> loc(#loc418)
    %849 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%848, %110 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%105 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc235)), %in_308: f32 loc("jit(step)/jvp(layers.0)/mul"(#loc235)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc235))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc418)
      linalg.yield %1060 : f32 loc(#loc418)
    } -> tensor<8x32x128xf32> loc(#loc418)
    %850 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%847, %849 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%105 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/add_any"(#loc235)), %in_308: f32 loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc235)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/add_any"(#loc235))):
      %1060 = arith.addf %in, %in_308 : f32 loc(#loc419)
      linalg.yield %1060 : f32 loc(#loc419)
    } -> tensor<8x32x128xf32> loc(#loc419)
    %851 = linalg.generic {indexing_maps = [#map19, #map20], iterator_types = ["parallel", "reduction", "reduction"]} ins(%850 : tensor<8x32x128xf32>) outs(%494 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc234)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc234))):
      %1060 = arith.addf %out, %in : f32 loc(#loc420)
      linalg.yield %1060 : f32 loc(#loc420)
    } -> tensor<128xf32> loc(#loc420)
    %expanded_265 = tensor.expand_shape %851 [[0, 1, 2]] output_shape [1, 1, 128] : tensor<128xf32> into tensor<1x1x128xf32> loc(#loc421)
    %852 = linalg.generic {indexing_maps = [#map19, #map20], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_265 : tensor<1x1x128xf32>) outs(%494 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc234)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc234))):
      %1060 = arith.addf %out, %in : f32 loc(#loc420)
      linalg.yield %1060 : f32 loc(#loc420)
    } -> tensor<128xf32> loc(#loc420)
    %853 = linalg.generic {indexing_maps = [#map19, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%850 : tensor<8x32x128xf32>) outs(%497 : tensor<128x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/add_any"(#loc235)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/dot_general"(#loc233))):
      linalg.yield %in : f32 loc(#loc422)
    } -> tensor<128x8x32xf32> loc(#loc422)
    %collapsed_266 = tensor.collapse_shape %853 [[0], [1, 2]] : tensor<128x8x32xf32> into tensor<128x256xf32> loc(#loc422)
    %854 = linalg.matmul ins(%collapsed_266, %collapsed_37 : tensor<128x256xf32>, tensor<256x32xf32>) outs(%499 : tensor<128x32xf32>) -> tensor<128x32xf32> loc(#loc422)
    %855 = linalg.generic {indexing_maps = [#map17, #map], iterator_types = ["parallel", "parallel"]} ins(%854 : tensor<128x32xf32>) outs(%475 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/dot_general"(#loc233)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/transpose"(#loc233))):
      linalg.yield %in : f32 loc(#loc423)
    } -> tensor<32x128xf32> loc(#loc423)
    %collapsed_267 = tensor.collapse_shape %850 [[0, 1], [2]] : tensor<8x32x128xf32> into tensor<256x128xf32> loc(#loc422)
    %856 = linalg.generic {indexing_maps = [#map17, #map], iterator_types = ["parallel", "parallel"]} ins(%arg4 : tensor<32x128xf32>) outs(%478 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("params['layers'][0]['fc']"), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/dot_general"(#loc233))):
      linalg.yield %in : f32 loc(#loc422)
    } -> tensor<128x32xf32> loc(#loc422)
    %857 = linalg.matmul ins(%collapsed_267, %856 : tensor<256x128xf32>, tensor<128x32xf32>) outs(%79 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc422)
    %expanded_268 = tensor.expand_shape %857 [[0, 1], [2]] output_shape [8, 32, 32] : tensor<256x32xf32> into tensor<8x32x32xf32> loc(#loc422)
    %858 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%832, %expanded_268 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/add_any"(#loc327)), %in_308: f32 loc("jit(step)/transpose(jvp(layers.0))/dot_general"(#loc233)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/add_any"(#loc233))):
      %1060 = arith.addf %in, %in_308 : f32 loc(#loc424)
      linalg.yield %1060 : f32 loc(#loc424)
    } -> tensor<8x32x32xf32> loc(#loc424)
    %859 = linalg.generic {indexing_maps = [#map19, #map20], iterator_types = ["parallel", "reduction", "reduction"]} ins(%858 : tensor<8x32x32xf32>) outs(%446 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc316)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc316))):
      %1060 = arith.addf %out, %in : f32 loc(#loc936)
      linalg.yield %1060 : f32 loc(#loc936)
    } -> tensor<32xf32> loc(#loc936)
    %expanded_269 = tensor.expand_shape %859 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc937)
    %860 = linalg.generic {indexing_maps = [#map19, #map20], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_269 : tensor<1x1x32xf32>) outs(%446 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc316)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc316))):
      %1060 = arith.addf %out, %in : f32 loc(#loc936)
      linalg.yield %1060 : f32 loc(#loc936)
    } -> tensor<32xf32> loc(#loc936)
    %861 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97, %858 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/mul"(#loc314)), %in_308: f32 loc("jit(step)/transpose(jvp(layers.0))/add_any"(#loc233)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc315))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc938)
      linalg.yield %1060 : f32 loc(#loc938)
    } -> tensor<8x32x32xf32> loc(#loc938)
    %862 = linalg.generic {indexing_maps = [#map19, #map20], iterator_types = ["parallel", "reduction", "reduction"]} ins(%861 : tensor<8x32x32xf32>) outs(%446 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc315)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc315))):
      %1060 = arith.addf %out, %in : f32 loc(#loc939)
      linalg.yield %1060 : f32 loc(#loc939)
    } -> tensor<32xf32> loc(#loc939)
    %expanded_270 = tensor.expand_shape %862 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc940)
    %863 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%858, %98 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/add_any"(#loc233)), %in_308: f32 loc("jit(step)/jvp(layers.0)/mul"(#loc315)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc315))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc938)
      linalg.yield %1060 : f32 loc(#loc938)
    } -> tensor<8x32x32xf32> loc(#loc938)
    %864 = linalg.generic {indexing_maps = [#map19, #map20], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_270 : tensor<1x1x32xf32>) outs(%446 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc315)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc315))):
      %1060 = arith.addf %out, %in : f32 loc(#loc939)
      linalg.yield %1060 : f32 loc(#loc939)
    } -> tensor<32xf32> loc(#loc939)
    %865 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87, %863 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/sub"(#loc309)), %in_308: f32 loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc315)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc314))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc941)
      linalg.yield %1060 : f32 loc(#loc941)
    } -> tensor<8x32x32xf32> loc(#loc941)
    %866 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%865 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc314)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc314))):
      %1060 = arith.addf %out, %in : f32 loc(#loc942)
      linalg.yield %1060 : f32 loc(#loc942)
    } -> tensor<8x32xf32> loc(#loc942)
    %expanded_271 = tensor.expand_shape %866 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc943)
    %867 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%863, %96 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc315)), %in_308: f32 loc("jit(step)/jvp(layers.0)/mul"(#loc314)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc314))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc941)
      linalg.yield %1060 : f32 loc(#loc941)
    } -> tensor<8x32x32xf32> loc(#loc941)
    %868 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_271, %95 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%22 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/reshape"(#loc314)), %in_308: f32 loc("jit(step)/jvp(layers.0)/mul"(#loc313)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc313))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc944)
      linalg.yield %1060 : f32 loc(#loc944)
    } -> tensor<8x32x1xf32> loc(#loc944)
    %869 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%867 : tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc314)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/neg"(#loc390))):
      %1060 = arith.negf %in : f32 loc(#loc945)
      linalg.yield %1060 : f32 loc(#loc945)
    } -> tensor<8x32x32xf32> loc(#loc945)
    %870 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%869 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc390)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc390))):
      %1060 = arith.addf %out, %in : f32 loc(#loc946)
      linalg.yield %1060 : f32 loc(#loc946)
    } -> tensor<8x32xf32> loc(#loc946)
    %expanded_272 = tensor.expand_shape %870 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc947)
    %871 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%868 : tensor<8x32x1xf32>) outs(%22 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc313)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/div"(#loc311))):
      %1060 = arith.divf %in, %cst_14 : f32 loc(#loc948)
      linalg.yield %1060 : f32 loc(#loc948)
    } -> tensor<8x32x1xf32> loc(#loc948)
    %872 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%871 : tensor<8x32x1xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc311)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc311))):
      %1060 = arith.addf %out, %in : f32 loc(#loc949)
      linalg.yield %1060 : f32 loc(#loc949)
    } -> tensor<8x32xf32> loc(#loc949)
    %873 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%872 : tensor<8x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc311)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/broadcast_in_dim"(#loc311))):
      linalg.yield %in : f32 loc(#loc950)
    } -> tensor<8x32x32xf32> loc(#loc950)
    %874 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%873, %89 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/broadcast_in_dim"(#loc311)), %in_308: f32 loc("jit(step)/jvp(layers.0)/mul"(#loc310)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc310))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc951)
      linalg.yield %1060 : f32 loc(#loc951)
    } -> tensor<8x32x32xf32> loc(#loc951)
    %875 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%874 : tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc310)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/neg"(#loc309))):
      %1060 = arith.negf %in : f32 loc(#loc952)
      linalg.yield %1060 : f32 loc(#loc952)
    } -> tensor<8x32x32xf32> loc(#loc952)
    %876 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%875 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc309)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc309))):
      %1060 = arith.addf %out, %in : f32 loc(#loc953)
      linalg.yield %1060 : f32 loc(#loc953)
    } -> tensor<8x32xf32> loc(#loc953)
    %expanded_273 = tensor.expand_shape %876 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc954)
    %877 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%867, %874 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc314)), %in_308: f32 loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc310)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/add_any"(#loc309))):
      %1060 = arith.addf %in, %in_308 : f32 loc(#loc955)
      linalg.yield %1060 : f32 loc(#loc955)
    } -> tensor<8x32x32xf32> loc(#loc955)
    %878 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_272, %expanded_273 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%22 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/reshape"(#loc390)), %in_308: f32 loc("jit(step)/transpose(jvp(layers.0))/reshape"(#loc309)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/add_any"(#loc309))):
      %1060 = arith.addf %in, %in_308 : f32 loc(#loc955)
      linalg.yield %1060 : f32 loc(#loc955)
    } -> tensor<8x32x1xf32> loc(#loc955)
    %879 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%878 : tensor<8x32x1xf32>) outs(%22 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/add_any"(#loc309)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/div"(#loc308))):
      %1060 = arith.divf %in, %cst_14 : f32 loc(#loc956)
      linalg.yield %1060 : f32 loc(#loc956)
    } -> tensor<8x32x1xf32> loc(#loc956)
    %880 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%879 : tensor<8x32x1xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc308)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc308))):
      %1060 = arith.addf %out, %in : f32 loc(#loc957)
      linalg.yield %1060 : f32 loc(#loc957)
    } -> tensor<8x32xf32> loc(#loc957)
    %881 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%880 : tensor<8x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc308)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/broadcast_in_dim"(#loc308))):
      linalg.yield %in : f32 loc(#loc958)
    } -> tensor<8x32x32xf32> loc(#loc958)
    %882 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%877, %881 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/add_any"(#loc309)), %in_308: f32 loc("jit(step)/transpose(jvp(layers.0))/broadcast_in_dim"(#loc308)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/add_any"(#loc308))):
      %1060 = arith.addf %in, %in_308 : f32 loc(#loc959)
      linalg.yield %1060 : f32 loc(#loc959)
    } -> tensor<8x32x32xf32> loc(#loc959)
    %883 = linalg.generic {indexing_maps = [#map19, #map20], iterator_types = ["parallel", "reduction", "reduction"]} ins(%882 : tensor<8x32x32xf32>) outs(%446 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc306)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc306))):
      %1060 = arith.addf %out, %in : f32 loc(#loc960)
      linalg.yield %1060 : f32 loc(#loc960)
    } -> tensor<32xf32> loc(#loc960)
    %expanded_274 = tensor.expand_shape %883 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc961)
    %884 = linalg.generic {indexing_maps = [#map19, #map20], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_274 : tensor<1x1x32xf32>) outs(%446 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc306)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc306))):
      %1060 = arith.addf %out, %in : f32 loc(#loc960)
      linalg.yield %1060 : f32 loc(#loc960)
    } -> tensor<32xf32> loc(#loc960)
    %885 = linalg.generic {indexing_maps = [#map19, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%882 : tensor<8x32x32xf32>) outs(%473 : tensor<32x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/add_any"(#loc308)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/dot_general"(#loc305))):
      linalg.yield %in : f32 loc(#loc962)
    } -> tensor<32x8x32xf32> loc(#loc962)
    %collapsed_275 = tensor.collapse_shape %885 [[0], [1, 2]] : tensor<32x8x32xf32> into tensor<32x256xf32> loc(#loc962)
    %886 = linalg.matmul ins(%collapsed_275, %collapsed_33 : tensor<32x256xf32>, tensor<256x32xf32>) outs(%533 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc962)
    %887 = linalg.generic {indexing_maps = [#map17, #map], iterator_types = ["parallel", "parallel"]} ins(%886 : tensor<32x32xf32>) outs(%532 : tensor<32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/dot_general"(#loc305)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/transpose"(#loc305))):
      linalg.yield %in : f32 loc(#loc963)
    } -> tensor<32x32xf32> loc(#loc963)
    %collapsed_276 = tensor.collapse_shape %882 [[0, 1], [2]] : tensor<8x32x32xf32> into tensor<256x32xf32> loc(#loc962)
    %888 = linalg.generic {indexing_maps = [#map17, #map], iterator_types = ["parallel", "parallel"]} ins(%arg12 : tensor<32x32xf32>) outs(%532 : tensor<32x32xf32>) {
    ^bb0(%in: f32 loc("params['layers'][0]['proj']"), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/dot_general"(#loc305))):
      linalg.yield %in : f32 loc(#loc962)
    } -> tensor<32x32xf32> loc(#loc962)
    %889 = linalg.matmul ins(%collapsed_276, %888 : tensor<256x32xf32>, tensor<32x32xf32>) outs(%79 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc962)
    %expanded_277 = tensor.expand_shape %889 [[0, 1], [2, 3]] output_shape [8, 32, 4, 8] : tensor<256x32xf32> into tensor<8x32x4x8xf32> loc(#loc964)
    %890 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_277 : tensor<8x32x4x8xf32>) outs(%46 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/reshape"(#loc391)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/transpose"(#loc304))):
      linalg.yield %in : f32 loc(#loc965)
    } -> tensor<8x4x32x8xf32> loc(#loc965)
    %891 = linalg.generic {indexing_maps = [#map9, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%890 : tensor<8x4x32x8xf32>) outs(%50 : tensor<8x4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/transpose"(#loc304)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/dot_general"(#loc303))):
      linalg.yield %in : f32 loc(#loc966)
    } -> tensor<8x4x8x32xf32> loc(#loc966)
    %collapsed_278 = tensor.collapse_shape %891 [[0, 1], [2], [3]] : tensor<8x4x8x32xf32> into tensor<32x8x32xf32> loc(#loc966)
    %892 = linalg.batch_matmul ins(%collapsed_278, %collapsed_30 : tensor<32x8x32xf32>, tensor<32x32x32xf32>) outs(%540 : tensor<32x8x32xf32>) -> tensor<32x8x32xf32> loc(#loc966)
    %expanded_279 = tensor.expand_shape %892 [[0, 1], [2], [3]] output_shape [8, 4, 8, 32] : tensor<32x8x32xf32> into tensor<8x4x8x32xf32> loc(#loc966)
    %893 = linalg.generic {indexing_maps = [#map9, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_279 : tensor<8x4x8x32xf32>) outs(%46 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/dot_general"(#loc303)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/transpose"(#loc303))):
      linalg.yield %in : f32 loc(#loc967)
    } -> tensor<8x4x32x8xf32> loc(#loc967)
    %894 = linalg.generic {indexing_maps = [#map9, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%49 : tensor<8x4x32x8xf32>) outs(%50 : tensor<8x4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/transpose"(#loc474)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/dot_general"(#loc303))):
      linalg.yield %in : f32 loc(#loc966)
    } -> tensor<8x4x8x32xf32> loc(#loc966)
    %collapsed_280 = tensor.collapse_shape %890 [[0, 1], [2], [3]] : tensor<8x4x32x8xf32> into tensor<32x32x8xf32> loc(#loc966)
    %collapsed_281 = tensor.collapse_shape %894 [[0, 1], [2], [3]] : tensor<8x4x8x32xf32> into tensor<32x8x32xf32> loc(#loc966)
    %895 = linalg.batch_matmul ins(%collapsed_280, %collapsed_281 : tensor<32x32x8xf32>, tensor<32x8x32xf32>) outs(%53 : tensor<32x32x32xf32>) -> tensor<32x32x32xf32> loc(#loc966)
    %expanded_282 = tensor.expand_shape %895 [[0, 1], [2], [3]] output_shape [8, 4, 32, 32] : tensor<32x32x32xf32> into tensor<8x4x32x32xf32> loc(#loc966)
    %896 = linalg.generic {indexing_maps = [#map21, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%72 : tensor<8x4x32x1xf32>) outs(%57 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/div"(#loc486)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc302))):
      linalg.yield %in : f32 loc(#loc968)
    } -> tensor<8x4x32x32xf32> loc(#loc968)
    %897 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_282, %896 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%57 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/dot_general"(#loc303)), %in_308: f32 loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc302)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc302))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc968)
      linalg.yield %1060 : f32 loc(#loc968)
    } -> tensor<8x4x32x32xf32> loc(#loc968)
    %898 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%897, %65 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%57 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc302)), %in_308: f32 loc("jit(step)/jvp(layers.0)/exp"(#loc302)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc302))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc968)
      linalg.yield %1060 : f32 loc(#loc968)
    } -> tensor<8x4x32x32xf32> loc(#loc968)
    %899 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%898 : tensor<8x4x32x32xf32>) outs(%66 : tensor<8x4x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc302)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc302))):
      %1060 = arith.addf %out, %in : f32 loc(#loc969)
      linalg.yield %1060 : f32 loc(#loc969)
    } -> tensor<8x4x32xf32> loc(#loc969)
    %900 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%899 : tensor<8x4x32xf32>) outs(%60 : tensor<8x4x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc302)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/neg"(#loc302))):
      %1060 = arith.negf %in : f32 loc(#loc970)
      linalg.yield %1060 : f32 loc(#loc970)
    } -> tensor<8x4x32xf32> loc(#loc970)
    %expanded_283 = tensor.expand_shape %900 [[0], [1], [2, 3]] output_shape [8, 4, 32, 1] : tensor<8x4x32xf32> into tensor<8x4x32x1xf32> loc(#loc971)
    %901 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_282, %68 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%57 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/dot_general"(#loc303)), %in_308: f32 loc("jit(step)/jvp(layers.0)/div"(#loc302)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/div"(#loc302))):
      %1060 = arith.divf %in, %in_308 : f32 loc(#loc972)
      linalg.yield %1060 : f32 loc(#loc972)
    } -> tensor<8x4x32x32xf32> loc(#loc972)
    %902 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_283 : tensor<8x4x32x1xf32>) outs(%66 : tensor<8x4x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc302)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc302))):
      %1060 = arith.addf %out, %in : f32 loc(#loc969)
      linalg.yield %1060 : f32 loc(#loc969)
    } -> tensor<8x4x32xf32> loc(#loc969)
    %903 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%902 : tensor<8x4x32xf32>) outs(%57 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc302)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/broadcast_in_dim"(#loc302))):
      linalg.yield %in : f32 loc(#loc973)
    } -> tensor<8x4x32x32xf32> loc(#loc973)
    %904 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%901, %903 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%57 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/div"(#loc302)), %in_308: f32 loc("jit(step)/transpose(jvp(layers.0))/broadcast_in_dim"(#loc302)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/add_any"(#loc302))):
      %1060 = arith.addf %in, %in_308 : f32 loc(#loc974)
      linalg.yield %1060 : f32 loc(#loc974)
    } -> tensor<8x4x32x32xf32> loc(#loc974)
    %905 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%904, %65 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%57 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/add_any"(#loc302)), %in_308: f32 loc("jit(step)/jvp(layers.0)/exp"(#loc302)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc302))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc968)
      linalg.yield %1060 : f32 loc(#loc968)
    } -> tensor<8x4x32x32xf32> loc(#loc968)
    %906 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%905, %58 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%57 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc302)), %in_308: f32 loc("jit(step)/jvp(layers.0)/div"(#loc301)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/div"(#loc301))):
      %1060 = arith.divf %in, %in_308 : f32 loc(#loc975)
      linalg.yield %1060 : f32 loc(#loc975)
    } -> tensor<8x4x32x32xf32> loc(#loc975)
    %907 = linalg.generic {indexing_maps = [#map9, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%906 : tensor<8x4x32x32xf32>) outs(%57 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/div"(#loc301)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/dot_general"(#loc299))):
      linalg.yield %in : f32 loc(#loc976)
    } -> tensor<8x4x32x32xf32> loc(#loc976)
    %collapsed_284 = tensor.collapse_shape %907 [[0, 1], [2], [3]] : tensor<8x4x32x32xf32> into tensor<32x32x32xf32> loc(#loc976)
    %908 = linalg.batch_matmul ins(%collapsed_284, %collapsed_26 : tensor<32x32x32xf32>, tensor<32x32x8xf32>) outs(%74 : tensor<32x32x8xf32>) -> tensor<32x32x8xf32> loc(#loc976)
    %expanded_285 = tensor.expand_shape %908 [[0, 1], [2], [3]] output_shape [8, 4, 32, 8] : tensor<32x32x8xf32> into tensor<8x4x32x8xf32> loc(#loc976)
    %909 = linalg.generic {indexing_maps = [#map9, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_285 : tensor<8x4x32x8xf32>) outs(%50 : tensor<8x4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/dot_general"(#loc299)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/transpose"(#loc299))):
      linalg.yield %in : f32 loc(#loc977)
    } -> tensor<8x4x8x32xf32> loc(#loc977)
    %910 = linalg.generic {indexing_maps = [#map9, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%51 : tensor<8x4x8x32xf32>) outs(%46 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/transpose"(#loc298)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/dot_general"(#loc299))):
      linalg.yield %in : f32 loc(#loc976)
    } -> tensor<8x4x32x8xf32> loc(#loc976)
    %collapsed_286 = tensor.collapse_shape %906 [[0, 1], [2], [3]] : tensor<8x4x32x32xf32> into tensor<32x32x32xf32> loc(#loc976)
    %collapsed_287 = tensor.collapse_shape %910 [[0, 1], [2], [3]] : tensor<8x4x32x8xf32> into tensor<32x32x8xf32> loc(#loc976)
    %911 = linalg.batch_matmul ins(%collapsed_286, %collapsed_287 : tensor<32x32x32xf32>, tensor<32x32x8xf32>) outs(%74 : tensor<32x32x8xf32>) -> tensor<32x32x8xf32> loc(#loc976)
    %expanded_288 = tensor.expand_shape %911 [[0, 1], [2], [3]] output_shape [8, 4, 32, 8] : tensor<32x32x8xf32> into tensor<8x4x32x8xf32> loc(#loc976)
    %912 = linalg.generic {indexing_maps = [#map9, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%909 : tensor<8x4x8x32xf32>) outs(%46 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/transpose"(#loc299)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/transpose"(#loc298))):
      linalg.yield %in : f32 loc(#loc978)
    } -> tensor<8x4x32x8xf32> loc(#loc978)
    %913 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%893 : tensor<8x4x32x8xf32>) outs(%76 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/transpose"(#loc303)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/transpose"(#loc474))):
      linalg.yield %in : f32 loc(#loc1062)
    } -> tensor<8x32x4x8xf32> loc(#loc1062)
    %collapsed_289 = tensor.collapse_shape %913 [[0], [1], [2, 3]] : tensor<8x32x4x8xf32> into tensor<8x32x32xf32> loc(#loc1063)
    %914 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%912 : tensor<8x4x32x8xf32>) outs(%76 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/transpose"(#loc298)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/transpose"(#loc472))):
      linalg.yield %in : f32 loc(#loc1064)
    } -> tensor<8x32x4x8xf32> loc(#loc1064)
    %collapsed_290 = tensor.collapse_shape %914 [[0], [1], [2, 3]] : tensor<8x32x4x8xf32> into tensor<8x32x32xf32> loc(#loc1065)
    %915 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_288 : tensor<8x4x32x8xf32>) outs(%76 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/dot_general"(#loc299)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/transpose"(#loc470))):
      linalg.yield %in : f32 loc(#loc1066)
    } -> tensor<8x32x4x8xf32> loc(#loc1066)
    %collapsed_291 = tensor.collapse_shape %915 [[0], [1], [2, 3]] : tensor<8x32x4x8xf32> into tensor<8x32x32xf32> loc(#loc1067)
    %inserted_slice_292 = tensor.insert_slice %collapsed_291 into %43[0, 0, 0] [8, 32, 32] [1, 1, 1] : tensor<8x32x32xf32> into tensor<8x32x96xf32> loc(#loc979)
    %inserted_slice_293 = tensor.insert_slice %collapsed_290 into %inserted_slice_292[0, 0, 32] [8, 32, 32] [1, 1, 1] : tensor<8x32x32xf32> into tensor<8x32x96xf32> loc(#loc979)
    %inserted_slice_294 = tensor.insert_slice %collapsed_289 into %inserted_slice_293[0, 0, 64] [8, 32, 32] [1, 1, 1] : tensor<8x32x32xf32> into tensor<8x32x96xf32> loc(#loc979)
    %916 = linalg.generic {indexing_maps = [#map19, #map20], iterator_types = ["parallel", "reduction", "reduction"]} ins(%inserted_slice_294 : tensor<8x32x96xf32>) outs(%566 : tensor<96xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc293)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc293))):
      %1060 = arith.addf %out, %in : f32 loc(#loc980)
      linalg.yield %1060 : f32 loc(#loc980)
    } -> tensor<96xf32> loc(#loc980)
    %expanded_295 = tensor.expand_shape %916 [[0, 1, 2]] output_shape [1, 1, 96] : tensor<96xf32> into tensor<1x1x96xf32> loc(#loc981)
    %917 = linalg.generic {indexing_maps = [#map19, #map20], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_295 : tensor<1x1x96xf32>) outs(%566 : tensor<96xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc293)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc293))):
      %1060 = arith.addf %out, %in : f32 loc(#loc980)
      linalg.yield %1060 : f32 loc(#loc980)
    } -> tensor<96xf32> loc(#loc980)
    %918 = linalg.generic {indexing_maps = [#map19, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%inserted_slice_294 : tensor<8x32x96xf32>) outs(%569 : tensor<96x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/concatenate"(#loc294)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/dot_general"(#loc292))):
      linalg.yield %in : f32 loc(#loc982)
    } -> tensor<96x8x32xf32> loc(#loc982)
    %collapsed_296 = tensor.collapse_shape %918 [[0], [1, 2]] : tensor<96x8x32xf32> into tensor<96x256xf32> loc(#loc982)
    %919 = linalg.matmul ins(%collapsed_296, %collapsed_19 : tensor<96x256xf32>, tensor<256x32xf32>) outs(%572 : tensor<96x32xf32>) -> tensor<96x32xf32> loc(#loc982)
    %920 = linalg.generic {indexing_maps = [#map17, #map], iterator_types = ["parallel", "parallel"]} ins(%919 : tensor<96x32xf32>) outs(%574 : tensor<32x96xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/dot_general"(#loc292)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/transpose"(#loc292))):
      linalg.yield %in : f32 loc(#loc983)
    } -> tensor<32x96xf32> loc(#loc983)
    %collapsed_297 = tensor.collapse_shape %inserted_slice_294 [[0, 1], [2]] : tensor<8x32x96xf32> into tensor<256x96xf32> loc(#loc982)
    %921 = linalg.generic {indexing_maps = [#map17, #map], iterator_types = ["parallel", "parallel"]} ins(%arg14 : tensor<32x96xf32>) outs(%571 : tensor<96x32xf32>) {
    ^bb0(%in: f32 loc("params['layers'][0]['qkv']"), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/dot_general"(#loc292))):
      linalg.yield %in : f32 loc(#loc982)
    } -> tensor<96x32xf32> loc(#loc982)
    %922 = linalg.matmul ins(%collapsed_297, %921 : tensor<256x96xf32>, tensor<96x32xf32>) outs(%79 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc982)
    %expanded_298 = tensor.expand_shape %922 [[0, 1], [2]] output_shape [8, 32, 32] : tensor<256x32xf32> into tensor<8x32x32xf32> loc(#loc982)
    %923 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%882, %expanded_298 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/add_any"(#loc308)), %in_308: f32 loc("jit(step)/transpose(jvp(layers.0))/dot_general"(#loc292)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/add_any"(#loc292))):
      %1060 = arith.addf %in, %in_308 : f32 loc(#loc984)
      linalg.yield %1060 : f32 loc(#loc984)
    } -> tensor<8x32x32xf32> loc(#loc984)
    %924 = linalg.generic {indexing_maps = [#map19, #map20], iterator_types = ["parallel", "reduction", "reduction"]} ins(%923 : tensor<8x32x32xf32>) outs(%446 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/reduce_sum"(#loc229)), %out: f32 loc("jit(step)/transpose(jvp())/reduce_sum"(#loc229))):
      %1060 = arith.addf %out, %in : f32 loc(#loc425)
      linalg.yield %1060 : f32 loc(#loc425)
    } -> tensor<32xf32> loc(#loc425)
    %expanded_299 = tensor.expand_shape %924 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc426)
    %925 = linalg.generic {indexing_maps = [#map19, #map20], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_299 : tensor<1x1x32xf32>) outs(%446 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/reduce_sum"(#loc229)), %out: f32 loc("jit(step)/transpose(jvp())/reduce_sum"(#loc229))):
      %1060 = arith.addf %out, %in : f32 loc(#loc425)
      linalg.yield %1060 : f32 loc(#loc425)
    } -> tensor<32xf32> loc(#loc425)
    %926 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%35, %923 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/mul"(#loc227)), %in_308: f32 loc("jit(step)/transpose(jvp(layers.0))/add_any"(#loc292)), %out: f32 loc("jit(step)/transpose(jvp())/mul"(#loc228))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc427)
      linalg.yield %1060 : f32 loc(#loc427)
    } -> tensor<8x32x32xf32> loc(#loc427)
    %927 = linalg.generic {indexing_maps = [#map19, #map20], iterator_types = ["parallel", "reduction", "reduction"]} ins(%926 : tensor<8x32x32xf32>) outs(%446 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/reduce_sum"(#loc228)), %out: f32 loc("jit(step)/transpose(jvp())/reduce_sum"(#loc228))):
      %1060 = arith.addf %out, %in : f32 loc(#loc428)
      linalg.yield %1060 : f32 loc(#loc428)
    } -> tensor<32xf32> loc(#loc428)
    %expanded_300 = tensor.expand_shape %927 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc429)
    %928 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%923, %36 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/add_any"(#loc292)), %in_308: f32 loc("jit(step)/jvp()/mul"(#loc228)), %out: f32 loc("jit(step)/transpose(jvp())/mul"(#loc228))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc427)
      linalg.yield %1060 : f32 loc(#loc427)
    } -> tensor<8x32x32xf32> loc(#loc427)
    %929 = linalg.generic {indexing_maps = [#map19, #map20], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_300 : tensor<1x1x32xf32>) outs(%446 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/reduce_sum"(#loc228)), %out: f32 loc("jit(step)/transpose(jvp())/reduce_sum"(#loc228))):
      %1060 = arith.addf %out, %in : f32 loc(#loc428)
      linalg.yield %1060 : f32 loc(#loc428)
    } -> tensor<32xf32> loc(#loc428)
    %930 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25, %928 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/sub"(#loc222)), %in_308: f32 loc("jit(step)/transpose(jvp())/mul"(#loc228)), %out: f32 loc("jit(step)/transpose(jvp())/mul"(#loc227))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc430)
      linalg.yield %1060 : f32 loc(#loc430)
    } -> tensor<8x32x32xf32> loc(#loc430)
    %931 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%930 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/reduce_sum"(#loc227)), %out: f32 loc("jit(step)/transpose(jvp())/reduce_sum"(#loc227))):
      %1060 = arith.addf %out, %in : f32 loc(#loc431)
      linalg.yield %1060 : f32 loc(#loc431)
    } -> tensor<8x32xf32> loc(#loc431)
    %expanded_301 = tensor.expand_shape %931 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc432)
    %932 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%928, %34 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/mul"(#loc228)), %in_308: f32 loc("jit(step)/jvp()/mul"(#loc227)), %out: f32 loc("jit(step)/transpose(jvp())/mul"(#loc227))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc430)
      linalg.yield %1060 : f32 loc(#loc430)
    } -> tensor<8x32x32xf32> loc(#loc430)
    %933 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_301, %33 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%22 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/reshape"(#loc227)), %in_308: f32 loc("jit(step)/jvp()/mul"(#loc226)), %out: f32 loc("jit(step)/transpose(jvp())/mul"(#loc226))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc433)
      linalg.yield %1060 : f32 loc(#loc433)
    } -> tensor<8x32x1xf32> loc(#loc433)
    %934 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%932 : tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/mul"(#loc227)), %out: f32 loc("jit(step)/transpose(jvp())/neg"(#loc258))):
      %1060 = arith.negf %in : f32 loc(#loc434)
      linalg.yield %1060 : f32 loc(#loc434)
    } -> tensor<8x32x32xf32> loc(#loc434)
    %935 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%934 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/reduce_sum"(#loc258)), %out: f32 loc("jit(step)/transpose(jvp())/reduce_sum"(#loc258))):
      %1060 = arith.addf %out, %in : f32 loc(#loc435)
      linalg.yield %1060 : f32 loc(#loc435)
    } -> tensor<8x32xf32> loc(#loc435)
    %expanded_302 = tensor.expand_shape %935 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc436)
    %936 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%933 : tensor<8x32x1xf32>) outs(%22 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/mul"(#loc226)), %out: f32 loc("jit(step)/transpose(jvp())/div"(#loc224))):
      %1060 = arith.divf %in, %cst_14 : f32 loc(#loc437)
      linalg.yield %1060 : f32 loc(#loc437)
    } -> tensor<8x32x1xf32> loc(#loc437)
    %937 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%936 : tensor<8x32x1xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/reduce_sum"(#loc224)), %out: f32 loc("jit(step)/transpose(jvp())/reduce_sum"(#loc224))):
      %1060 = arith.addf %out, %in : f32 loc(#loc438)
      linalg.yield %1060 : f32 loc(#loc438)
    } -> tensor<8x32xf32> loc(#loc438)
    %938 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%937 : tensor<8x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/reduce_sum"(#loc224)), %out: f32 loc("jit(step)/transpose(jvp())/broadcast_in_dim"(#loc224))):
      linalg.yield %in : f32 loc(#loc439)
    } -> tensor<8x32x32xf32> loc(#loc439)
    %939 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%938, %27 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/broadcast_in_dim"(#loc224)), %in_308: f32 loc("jit(step)/jvp()/mul"(#loc223)), %out: f32 loc("jit(step)/transpose(jvp())/mul"(#loc223))):
      %1060 = arith.mulf %in, %in_308 : f32 loc(#loc440)
      linalg.yield %1060 : f32 loc(#loc440)
    } -> tensor<8x32x32xf32> loc(#loc440)
    %940 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%939 : tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/mul"(#loc223)), %out: f32 loc("jit(step)/transpose(jvp())/neg"(#loc222))):
      %1060 = arith.negf %in : f32 loc(#loc441)
      linalg.yield %1060 : f32 loc(#loc441)
    } -> tensor<8x32x32xf32> loc(#loc441)
    %941 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%940 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/reduce_sum"(#loc222)), %out: f32 loc("jit(step)/transpose(jvp())/reduce_sum"(#loc222))):
      %1060 = arith.addf %out, %in : f32 loc(#loc442)
      linalg.yield %1060 : f32 loc(#loc442)
    } -> tensor<8x32xf32> loc(#loc442)
    %expanded_303 = tensor.expand_shape %941 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc443)
    %942 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%932, %939 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/mul"(#loc227)), %in_308: f32 loc("jit(step)/transpose(jvp())/mul"(#loc223)), %out: f32 loc("jit(step)/transpose(jvp())/add_any"(#loc222))):
      %1060 = arith.addf %in, %in_308 : f32 loc(#loc444)
      linalg.yield %1060 : f32 loc(#loc444)
    } -> tensor<8x32x32xf32> loc(#loc444)
    %943 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_302, %expanded_303 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%22 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/reshape"(#loc258)), %in_308: f32 loc("jit(step)/transpose(jvp())/reshape"(#loc222)), %out: f32 loc("jit(step)/transpose(jvp())/add_any"(#loc222))):
      %1060 = arith.addf %in, %in_308 : f32 loc(#loc444)
      linalg.yield %1060 : f32 loc(#loc444)
    } -> tensor<8x32x1xf32> loc(#loc444)
    %944 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%943 : tensor<8x32x1xf32>) outs(%22 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/add_any"(#loc222)), %out: f32 loc("jit(step)/transpose(jvp())/div"(#loc221))):
      %1060 = arith.divf %in, %cst_14 : f32 loc(#loc445)
      linalg.yield %1060 : f32 loc(#loc445)
    } -> tensor<8x32x1xf32> loc(#loc445)
    %945 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%944 : tensor<8x32x1xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/reduce_sum"(#loc221)), %out: f32 loc("jit(step)/transpose(jvp())/reduce_sum"(#loc221))):
      %1060 = arith.addf %out, %in : f32 loc(#loc446)
      linalg.yield %1060 : f32 loc(#loc446)
    } -> tensor<8x32xf32> loc(#loc446)
    %946 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%945 : tensor<8x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/reduce_sum"(#loc221)), %out: f32 loc("jit(step)/transpose(jvp())/broadcast_in_dim"(#loc221))):
      linalg.yield %in : f32 loc(#loc447)
    } -> tensor<8x32x32xf32> loc(#loc447)
    %947 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%942, %946 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/add_any"(#loc222)), %in_308: f32 loc("jit(step)/transpose(jvp())/broadcast_in_dim"(#loc221)), %out: f32 loc("jit(step)/transpose(jvp())/add_any"(#loc221))):
      %1060 = arith.addf %in, %in_308 : f32 loc(#loc448)
      linalg.yield %1060 : f32 loc(#loc448)
    } -> tensor<8x32x32xf32> loc(#loc448)
    %948 = linalg.generic {indexing_maps = [#map22, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%947 : tensor<8x32x32xf32>) outs(%533 : tensor<32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/reduce_sum"(#loc209)), %out: f32 loc("jit(step)/transpose(jvp())/reduce_sum"(#loc209))):
      %1060 = arith.addf %out, %in : f32 loc(#loc259)
      linalg.yield %1060 : f32 loc(#loc259)
    } -> tensor<32x32xf32> loc(#loc259)
    %expanded_304 = tensor.expand_shape %948 [[0, 1], [2]] output_shape [1, 32, 32] : tensor<32x32xf32> into tensor<1x32x32xf32> loc(#loc260)
    %949 = linalg.generic {indexing_maps = [#map22, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%expanded_304 : tensor<1x32x32xf32>) outs(%533 : tensor<32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/reduce_sum"(#loc209)), %out: f32 loc("jit(step)/transpose(jvp())/reduce_sum"(#loc209))):
      %1060 = arith.addf %out, %in : f32 loc(#loc259)
      linalg.yield %1060 : f32 loc(#loc259)
    } -> tensor<32x32xf32> loc(#loc259)
    %collapsed_305 = tensor.collapse_shape %expanded [[0, 1], [2]] : tensor<8x32x1xi32> into tensor<256x1xi32> loc(#loc452)
    %collapsed_306 = tensor.collapse_shape %947 [[0, 1], [2]] : tensor<8x32x32xf32> into tensor<256x32xf32> loc(#loc452)
    %950 = scf.for %arg56 = %c0 to %c256 step %c1 iter_args(%arg57 = %cst) -> (tensor<2048xf32>) {
      %1060 = scf.for %arg58 = %c0 to %c32 step %c1 iter_args(%arg59 = %arg57) -> (tensor<2048xf32>) {
        %extracted = tensor.extract %collapsed_305[%arg56, %c0] : tensor<256x1xi32> loc(#loc452)
        %1061 = arith.index_cast %extracted : i32 to index loc(#loc452)
        %1062 = arith.cmpi sge, %1061, %c0 : index loc(#loc452)
        %1063 = arith.cmpi slt, %1061, %c64 : index loc(#loc452)
        %1064 = arith.andi %1062, %1063 : i1 loc(#loc452)
        %1065 = arith.muli %1061, %c32 : index loc(#loc452)
        %1066 = arith.addi %1065, %arg58 : index loc(#loc452)
        %1067 = scf.if %1064 -> (tensor<2048xf32>) {
          %extracted_308 = tensor.extract %collapsed_306[%arg56, %arg58] : tensor<256x32xf32> loc(#loc452)
          %extracted_309 = tensor.extract %arg59[%1066] : tensor<2048xf32> loc(#loc452)
          %1068 = arith.addf %extracted_309, %extracted_308 : f32 loc(#loc985)
          %inserted = tensor.insert %1068 into %arg59[%1066] : tensor<2048xf32> loc(#loc452)
          scf.yield %inserted : tensor<2048xf32> loc(#loc452)
        } else {
          scf.yield %arg59 : tensor<2048xf32> loc(#loc452)
        } loc(#loc452)
        scf.yield %1067 : tensor<2048xf32> loc(#loc452)
      } loc(#loc452)
      scf.yield %1060 : tensor<2048xf32> loc(#loc452)
    } loc(#loc452)
    %expanded_307 = tensor.expand_shape %950 [[0, 1]] output_shape [64, 32] : tensor<2048xf32> into tensor<64x32xf32> loc(#loc452)
    %951 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%437 : tensor<32x4xf32>) outs(%436 : tensor<32x4xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/transpose"(#loc214)), %out: f32 loc("jit(step)/mul"(#loc261))):
      %1060 = arith.mulf %in, %cst_3 : f32 loc(#loc450)
      linalg.yield %1060 : f32 loc(#loc450)
    } -> tensor<32x4xf32> loc(#loc450)
    %952 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %951 : tensor<32x4xf32>, tensor<32x4xf32>) outs(%436 : tensor<32x4xf32>) {
    ^bb0(%in: f32 loc("params['cls']"), %in_308: f32 loc("jit(step)/mul"(#loc261)), %out: f32 loc("jit(step)/sub"(#loc262))):
      %1060 = arith.subf %in, %in_308 : f32 loc(#loc451)
      linalg.yield %1060 : f32 loc(#loc451)
    } -> tensor<32x4xf32> loc(#loc451)
    %953 = linalg.generic {indexing_maps = [#map23, #map23], iterator_types = ["parallel"]} ins(%430 : tensor<4xf32>) outs(%427 : tensor<4xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/reduce_sum"(#loc215)), %out: f32 loc("jit(step)/mul"(#loc261))):
      %1060 = arith.mulf %in, %cst_3 : f32 loc(#loc450)
      linalg.yield %1060 : f32 loc(#loc450)
    } -> tensor<4xf32> loc(#loc450)
    %954 = linalg.generic {indexing_maps = [#map23, #map23, #map23], iterator_types = ["parallel"]} ins(%arg1, %953 : tensor<4xf32>, tensor<4xf32>) outs(%427 : tensor<4xf32>) {
    ^bb0(%in: f32 loc("params['cls_b']"), %in_308: f32 loc("jit(step)/mul"(#loc261)), %out: f32 loc("jit(step)/sub"(#loc262))):
      %1060 = arith.subf %in, %in_308 : f32 loc(#loc451)
      linalg.yield %1060 : f32 loc(#loc451)
    } -> tensor<4xf32> loc(#loc451)
    %955 = linalg.generic {indexing_maps = [#map23, #map23], iterator_types = ["parallel"]} ins(%925 : tensor<32xf32>) outs(%445 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/reduce_sum"(#loc229)), %out: f32 loc("jit(step)/mul"(#loc261))):
      %1060 = arith.mulf %in, %cst_3 : f32 loc(#loc450)
      linalg.yield %1060 : f32 loc(#loc450)
    } -> tensor<32xf32> loc(#loc450)
    %956 = linalg.generic {indexing_maps = [#map23, #map23, #map23], iterator_types = ["parallel"]} ins(%arg2, %955 : tensor<32xf32>, tensor<32xf32>) outs(%445 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['emb_ln_b']"), %in_308: f32 loc("jit(step)/mul"(#loc261)), %out: f32 loc("jit(step)/sub"(#loc262))):
      %1060 = arith.subf %in, %in_308 : f32 loc(#loc451)
      linalg.yield %1060 : f32 loc(#loc451)
    } -> tensor<32xf32> loc(#loc451)
    %957 = linalg.generic {indexing_maps = [#map23, #map23], iterator_types = ["parallel"]} ins(%929 : tensor<32xf32>) outs(%445 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/reduce_sum"(#loc228)), %out: f32 loc("jit(step)/mul"(#loc261))):
      %1060 = arith.mulf %in, %cst_3 : f32 loc(#loc450)
      linalg.yield %1060 : f32 loc(#loc450)
    } -> tensor<32xf32> loc(#loc450)
    %958 = linalg.generic {indexing_maps = [#map23, #map23, #map23], iterator_types = ["parallel"]} ins(%arg3, %957 : tensor<32xf32>, tensor<32xf32>) outs(%445 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['emb_ln_g']"), %in_308: f32 loc("jit(step)/mul"(#loc261)), %out: f32 loc("jit(step)/sub"(#loc262))):
      %1060 = arith.subf %in, %in_308 : f32 loc(#loc451)
      linalg.yield %1060 : f32 loc(#loc451)
    } -> tensor<32xf32> loc(#loc451)
    %959 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%855 : tensor<32x128xf32>) outs(%475 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/transpose"(#loc233)), %out: f32 loc("jit(step)/mul"(#loc261))):
      %1060 = arith.mulf %in, %cst_3 : f32 loc(#loc450)
      linalg.yield %1060 : f32 loc(#loc450)
    } -> tensor<32x128xf32> loc(#loc450)
    %960 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg4, %959 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%475 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("params['layers'][0]['fc']"), %in_308: f32 loc("jit(step)/mul"(#loc261)), %out: f32 loc("jit(step)/sub"(#loc262))):
      %1060 = arith.subf %in, %in_308 : f32 loc(#loc451)
      linalg.yield %1060 : f32 loc(#loc451)
    } -> tensor<32x128xf32> loc(#loc451)
    %961 = linalg.generic {indexing_maps = [#map23, #map23], iterator_types = ["parallel"]} ins(%852 : tensor<128xf32>) outs(%493 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc234)), %out: f32 loc("jit(step)/mul"(#loc261))):
      %1060 = arith.mulf %in, %cst_3 : f32 loc(#loc450)
      linalg.yield %1060 : f32 loc(#loc450)
    } -> tensor<128xf32> loc(#loc450)
    %962 = linalg.generic {indexing_maps = [#map23, #map23, #map23], iterator_types = ["parallel"]} ins(%arg5, %961 : tensor<128xf32>, tensor<128xf32>) outs(%493 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("params['layers'][0]['fc_b']"), %in_308: f32 loc("jit(step)/mul"(#loc261)), %out: f32 loc("jit(step)/sub"(#loc262))):
      %1060 = arith.subf %in, %in_308 : f32 loc(#loc451)
      linalg.yield %1060 : f32 loc(#loc451)
    } -> tensor<128xf32> loc(#loc451)
    %963 = linalg.generic {indexing_maps = [#map23, #map23], iterator_types = ["parallel"]} ins(%860 : tensor<32xf32>) outs(%445 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc316)), %out: f32 loc("jit(step)/mul"(#loc261))):
      %1060 = arith.mulf %in, %cst_3 : f32 loc(#loc450)
      linalg.yield %1060 : f32 loc(#loc450)
    } -> tensor<32xf32> loc(#loc450)
    %964 = linalg.generic {indexing_maps = [#map23, #map23, #map23], iterator_types = ["parallel"]} ins(%arg6, %963 : tensor<32xf32>, tensor<32xf32>) outs(%445 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['layers'][0]['ln1_b']"), %in_308: f32 loc("jit(step)/mul"(#loc261)), %out: f32 loc("jit(step)/sub"(#loc262))):
      %1060 = arith.subf %in, %in_308 : f32 loc(#loc451)
      linalg.yield %1060 : f32 loc(#loc451)
    } -> tensor<32xf32> loc(#loc451)
    %965 = linalg.generic {indexing_maps = [#map23, #map23], iterator_types = ["parallel"]} ins(%864 : tensor<32xf32>) outs(%445 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc315)), %out: f32 loc("jit(step)/mul"(#loc261))):
      %1060 = arith.mulf %in, %cst_3 : f32 loc(#loc450)
      linalg.yield %1060 : f32 loc(#loc450)
    } -> tensor<32xf32> loc(#loc450)
    %966 = linalg.generic {indexing_maps = [#map23, #map23, #map23], iterator_types = ["parallel"]} ins(%arg7, %965 : tensor<32xf32>, tensor<32xf32>) outs(%445 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['layers'][0]['ln1_g']"), %in_308: f32 loc("jit(step)/mul"(#loc261)), %out: f32 loc("jit(step)/sub"(#loc262))):
      %1060 = arith.subf %in, %in_308 : f32 loc(#loc451)
      linalg.yield %1060 : f32 loc(#loc451)
    } -> tensor<32xf32> loc(#loc451)
    %967 = linalg.generic {indexing_maps = [#map23, #map23], iterator_types = ["parallel"]} ins(%810 : tensor<32xf32>) outs(%445 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc335)), %out: f32 loc("jit(step)/mul"(#loc261))):
      %1060 = arith.mulf %in, %cst_3 : f32 loc(#loc450)
      linalg.yield %1060 : f32 loc(#loc450)
    } -> tensor<32xf32> loc(#loc450)
    %968 = linalg.generic {indexing_maps = [#map23, #map23, #map23], iterator_types = ["parallel"]} ins(%arg8, %967 : tensor<32xf32>, tensor<32xf32>) outs(%445 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['layers'][0]['ln2_b']"), %in_308: f32 loc("jit(step)/mul"(#loc261)), %out: f32 loc("jit(step)/sub"(#loc262))):
      %1060 = arith.subf %in, %in_308 : f32 loc(#loc451)
      linalg.yield %1060 : f32 loc(#loc451)
    } -> tensor<32xf32> loc(#loc451)
    %969 = linalg.generic {indexing_maps = [#map23, #map23], iterator_types = ["parallel"]} ins(%814 : tensor<32xf32>) outs(%445 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc334)), %out: f32 loc("jit(step)/mul"(#loc261))):
      %1060 = arith.mulf %in, %cst_3 : f32 loc(#loc450)
      linalg.yield %1060 : f32 loc(#loc450)
    } -> tensor<32xf32> loc(#loc450)
    %970 = linalg.generic {indexing_maps = [#map23, #map23, #map23], iterator_types = ["parallel"]} ins(%arg9, %969 : tensor<32xf32>, tensor<32xf32>) outs(%445 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['layers'][0]['ln2_g']"), %in_308: f32 loc("jit(step)/mul"(#loc261)), %out: f32 loc("jit(step)/sub"(#loc262))):
      %1060 = arith.subf %in, %in_308 : f32 loc(#loc451)
      linalg.yield %1060 : f32 loc(#loc451)
    } -> tensor<32xf32> loc(#loc451)
    %971 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%837 : tensor<128x32xf32>) outs(%478 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/transpose"(#loc236)), %out: f32 loc("jit(step)/mul"(#loc261))):
      %1060 = arith.mulf %in, %cst_3 : f32 loc(#loc450)
      linalg.yield %1060 : f32 loc(#loc450)
    } -> tensor<128x32xf32> loc(#loc450)
    %972 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg10, %971 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%478 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("params['layers'][0]['out']"), %in_308: f32 loc("jit(step)/mul"(#loc261)), %out: f32 loc("jit(step)/sub"(#loc262))):
      %1060 = arith.subf %in, %in_308 : f32 loc(#loc451)
      linalg.yield %1060 : f32 loc(#loc451)
    } -> tensor<128x32xf32> loc(#loc451)
    %973 = linalg.generic {indexing_maps = [#map23, #map23], iterator_types = ["parallel"]} ins(%834 : tensor<32xf32>) outs(%445 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc237)), %out: f32 loc("jit(step)/mul"(#loc261))):
      %1060 = arith.mulf %in, %cst_3 : f32 loc(#loc450)
      linalg.yield %1060 : f32 loc(#loc450)
    } -> tensor<32xf32> loc(#loc450)
    %974 = linalg.generic {indexing_maps = [#map23, #map23, #map23], iterator_types = ["parallel"]} ins(%arg11, %973 : tensor<32xf32>, tensor<32xf32>) outs(%445 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['layers'][0]['out_b']"), %in_308: f32 loc("jit(step)/mul"(#loc261)), %out: f32 loc("jit(step)/sub"(#loc262))):
      %1060 = arith.subf %in, %in_308 : f32 loc(#loc451)
      linalg.yield %1060 : f32 loc(#loc451)
    } -> tensor<32xf32> loc(#loc451)
    %975 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%887 : tensor<32x32xf32>) outs(%532 : tensor<32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/transpose"(#loc305)), %out: f32 loc("jit(step)/mul"(#loc261))):
      %1060 = arith.mulf %in, %cst_3 : f32 loc(#loc450)
      linalg.yield %1060 : f32 loc(#loc450)
    } -> tensor<32x32xf32> loc(#loc450)
    %976 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg12, %975 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%532 : tensor<32x32xf32>) {
    ^bb0(%in: f32 loc("params['layers'][0]['proj']"), %in_308: f32 loc("jit(step)/mul"(#loc261)), %out: f32 loc("jit(step)/sub"(#loc262))):
      %1060 = arith.subf %in, %in_308 : f32 loc(#loc451)
      linalg.yield %1060 : f32 loc(#loc451)
    } -> tensor<32x32xf32> loc(#loc451)
    %977 = linalg.generic {indexing_maps = [#map23, #map23], iterator_types = ["parallel"]} ins(%884 : tensor<32xf32>) outs(%445 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc306)), %out: f32 loc("jit(step)/mul"(#loc261))):
      %1060 = arith.mulf %in, %cst_3 : f32 loc(#loc450)
      linalg.yield %1060 : f32 loc(#loc450)
    } -> tensor<32xf32> loc(#loc450)
    %978 = linalg.generic {indexing_maps = [#map23, #map23, #map23], iterator_types = ["parallel"]} ins(%arg13, %977 : tensor<32xf32>, tensor<32xf32>) outs(%445 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['layers'][0]['proj_b']"), %in_308: f32 loc("jit(step)/mul"(#loc261)), %out: f32 loc("jit(step)/sub"(#loc262))):
      %1060 = arith.subf %in, %in_308 : f32 loc(#loc451)
      linalg.yield %1060 : f32 loc(#loc451)
    } -> tensor<32xf32> loc(#loc451)
    %979 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%920 : tensor<32x96xf32>) outs(%574 : tensor<32x96xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/transpose"(#loc292)), %out: f32 loc("jit(step)/mul"(#loc261))):
      %1060 = arith.mulf %in, %cst_3 : f32 loc(#loc450)
      linalg.yield %1060 : f32 loc(#loc450)
    } -> tensor<32x96xf32> loc(#loc450)
    %980 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg14, %979 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%574 : tensor<32x96xf32>) {
    ^bb0(%in: f32 loc("params['layers'][0]['qkv']"), %in_308: f32 loc("jit(step)/mul"(#loc261)), %out: f32 loc("jit(step)/sub"(#loc262))):
      %1060 = arith.subf %in, %in_308 : f32 loc(#loc451)
      linalg.yield %1060 : f32 loc(#loc451)
    } -> tensor<32x96xf32> loc(#loc451)
    %981 = linalg.generic {indexing_maps = [#map23, #map23], iterator_types = ["parallel"]} ins(%917 : tensor<96xf32>) outs(%565 : tensor<96xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc293)), %out: f32 loc("jit(step)/mul"(#loc261))):
      %1060 = arith.mulf %in, %cst_3 : f32 loc(#loc450)
      linalg.yield %1060 : f32 loc(#loc450)
    } -> tensor<96xf32> loc(#loc450)
    %982 = linalg.generic {indexing_maps = [#map23, #map23, #map23], iterator_types = ["parallel"]} ins(%arg15, %981 : tensor<96xf32>, tensor<96xf32>) outs(%565 : tensor<96xf32>) {
    ^bb0(%in: f32 loc("params['layers'][0]['qkv_b']"), %in_308: f32 loc("jit(step)/mul"(#loc261)), %out: f32 loc("jit(step)/sub"(#loc262))):
      %1060 = arith.subf %in, %in_308 : f32 loc(#loc451)
      linalg.yield %1060 : f32 loc(#loc451)
    } -> tensor<96xf32> loc(#loc451)
    %983 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%740 : tensor<32x128xf32>) outs(%475 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/transpose"(#loc233)), %out: f32 loc("jit(step)/mul"(#loc261))):
      %1060 = arith.mulf %in, %cst_3 : f32 loc(#loc450)
      linalg.yield %1060 : f32 loc(#loc450)
    } -> tensor<32x128xf32> loc(#loc450)
    %984 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg16, %983 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%475 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("params['layers'][1]['fc']"), %in_308: f32 loc("jit(step)/mul"(#loc261)), %out: f32 loc("jit(step)/sub"(#loc262))):
      %1060 = arith.subf %in, %in_308 : f32 loc(#loc451)
      linalg.yield %1060 : f32 loc(#loc451)
    } -> tensor<32x128xf32> loc(#loc451)
    %985 = linalg.generic {indexing_maps = [#map23, #map23], iterator_types = ["parallel"]} ins(%737 : tensor<128xf32>) outs(%493 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc234)), %out: f32 loc("jit(step)/mul"(#loc261))):
      %1060 = arith.mulf %in, %cst_3 : f32 loc(#loc450)
      linalg.yield %1060 : f32 loc(#loc450)
    } -> tensor<128xf32> loc(#loc450)
    %986 = linalg.generic {indexing_maps = [#map23, #map23, #map23], iterator_types = ["parallel"]} ins(%arg17, %985 : tensor<128xf32>, tensor<128xf32>) outs(%493 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("params['layers'][1]['fc_b']"), %in_308: f32 loc("jit(step)/mul"(#loc261)), %out: f32 loc("jit(step)/sub"(#loc262))):
      %1060 = arith.subf %in, %in_308 : f32 loc(#loc451)
      linalg.yield %1060 : f32 loc(#loc451)
    } -> tensor<128xf32> loc(#loc451)
    %987 = linalg.generic {indexing_maps = [#map23, #map23], iterator_types = ["parallel"]} ins(%745 : tensor<32xf32>) outs(%445 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc316)), %out: f32 loc("jit(step)/mul"(#loc261))):
      %1060 = arith.mulf %in, %cst_3 : f32 loc(#loc450)
      linalg.yield %1060 : f32 loc(#loc450)
    } -> tensor<32xf32> loc(#loc450)
    %988 = linalg.generic {indexing_maps = [#map23, #map23, #map23], iterator_types = ["parallel"]} ins(%arg18, %987 : tensor<32xf32>, tensor<32xf32>) outs(%445 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['layers'][1]['ln1_b']"), %in_308: f32 loc("jit(step)/mul"(#loc261)), %out: f32 loc("jit(step)/sub"(#loc262))):
      %1060 = arith.subf %in, %in_308 : f32 loc(#loc451)
      linalg.yield %1060 : f32 loc(#loc451)
    } -> tensor<32xf32> loc(#loc451)
    %989 = linalg.generic {indexing_maps = [#map23, #map23], iterator_types = ["parallel"]} ins(%749 : tensor<32xf32>) outs(%445 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc315)), %out: f32 loc("jit(step)/mul"(#loc261))):
      %1060 = arith.mulf %in, %cst_3 : f32 loc(#loc450)
      linalg.yield %1060 : f32 loc(#loc450)
    } -> tensor<32xf32> loc(#loc450)
    %990 = linalg.generic {indexing_maps = [#map23, #map23, #map23], iterator_types = ["parallel"]} ins(%arg19, %989 : tensor<32xf32>, tensor<32xf32>) outs(%445 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['layers'][1]['ln1_g']"), %in_308: f32 loc("jit(step)/mul"(#loc261)), %out: f32 loc("jit(step)/sub"(#loc262))):
      %1060 = arith.subf %in, %in_308 : f32 loc(#loc451)
      linalg.yield %1060 : f32 loc(#loc451)
    } -> tensor<32xf32> loc(#loc451)
    %991 = linalg.generic {indexing_maps = [#map23, #map23], iterator_types = ["parallel"]} ins(%695 : tensor<32xf32>) outs(%445 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc335)), %out: f32 loc("jit(step)/mul"(#loc261))):
      %1060 = arith.mulf %in, %cst_3 : f32 loc(#loc450)
      linalg.yield %1060 : f32 loc(#loc450)
    } -> tensor<32xf32> loc(#loc450)
    %992 = linalg.generic {indexing_maps = [#map23, #map23, #map23], iterator_types = ["parallel"]} ins(%arg20, %991 : tensor<32xf32>, tensor<32xf32>) outs(%445 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['layers'][1]['ln2_b']"), %in_308: f32 loc("jit(step)/mul"(#loc261)), %out: f32 loc("jit(step)/sub"(#loc262))):
      %1060 = arith.subf %in, %in_308 : f32 loc(#loc451)
      linalg.yield %1060 : f32 loc(#loc451)
    } -> tensor<32xf32> loc(#loc451)
    %993 = linalg.generic {indexing_maps = [#map23, #map23], iterator_types = ["parallel"]} ins(%699 : tensor<32xf32>) outs(%445 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc334)), %out: f32 loc("jit(step)/mul"(#loc261))):
      %1060 = arith.mulf %in, %cst_3 : f32 loc(#loc450)
      linalg.yield %1060 : f32 loc(#loc450)
    } -> tensor<32xf32> loc(#loc450)
    %994 = linalg.generic {indexing_maps = [#map23, #map23, #map23], iterator_types = ["parallel"]} ins(%arg21, %993 : tensor<32xf32>, tensor<32xf32>) outs(%445 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['layers'][1]['ln2_g']"), %in_308: f32 loc("jit(step)/mul"(#loc261)), %out: f32 loc("jit(step)/sub"(#loc262))):
      %1060 = arith.subf %in, %in_308 : f32 loc(#loc451)
      linalg.yield %1060 : f32 loc(#loc451)
    } -> tensor<32xf32> loc(#loc451)
    %995 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%722 : tensor<128x32xf32>) outs(%478 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/transpose"(#loc236)), %out: f32 loc("jit(step)/mul"(#loc261))):
      %1060 = arith.mulf %in, %cst_3 : f32 loc(#loc450)
      linalg.yield %1060 : f32 loc(#loc450)
    } -> tensor<128x32xf32> loc(#loc450)
    %996 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg22, %995 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%478 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("params['layers'][1]['out']"), %in_308: f32 loc("jit(step)/mul"(#loc261)), %out: f32 loc("jit(step)/sub"(#loc262))):
      %1060 = arith.subf %in, %in_308 : f32 loc(#loc451)
      linalg.yield %1060 : f32 loc(#loc451)
    } -> tensor<128x32xf32> loc(#loc451)
    %997 = linalg.generic {indexing_maps = [#map23, #map23], iterator_types = ["parallel"]} ins(%719 : tensor<32xf32>) outs(%445 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc237)), %out: f32 loc("jit(step)/mul"(#loc261))):
      %1060 = arith.mulf %in, %cst_3 : f32 loc(#loc450)
      linalg.yield %1060 : f32 loc(#loc450)
    } -> tensor<32xf32> loc(#loc450)
    %998 = linalg.generic {indexing_maps = [#map23, #map23, #map23], iterator_types = ["parallel"]} ins(%arg23, %997 : tensor<32xf32>, tensor<32xf32>) outs(%445 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['layers'][1]['out_b']"), %in_308: f32 loc("jit(step)/mul"(#loc261)), %out: f32 loc("jit(step)/sub"(#loc262))):
      %1060 = arith.subf %in, %in_308 : f32 loc(#loc451)
      linalg.yield %1060 : f32 loc(#loc451)
    } -> tensor<32xf32> loc(#loc451)
    %999 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%772 : tensor<32x32xf32>) outs(%532 : tensor<32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/transpose"(#loc305)), %out: f32 loc("jit(step)/mul"(#loc261))):
      %1060 = arith.mulf %in, %cst_3 : f32 loc(#loc450)
      linalg.yield %1060 : f32 loc(#loc450)
    } -> tensor<32x32xf32> loc(#loc450)
    %1000 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg24, %999 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%532 : tensor<32x32xf32>) {
    ^bb0(%in: f32 loc("params['layers'][1]['proj']"), %in_308: f32 loc("jit(step)/mul"(#loc261)), %out: f32 loc("jit(step)/sub"(#loc262))):
      %1060 = arith.subf %in, %in_308 : f32 loc(#loc451)
      linalg.yield %1060 : f32 loc(#loc451)
    } -> tensor<32x32xf32> loc(#loc451)
    %1001 = linalg.generic {indexing_maps = [#map23, #map23], iterator_types = ["parallel"]} ins(%769 : tensor<32xf32>) outs(%445 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc306)), %out: f32 loc("jit(step)/mul"(#loc261))):
      %1060 = arith.mulf %in, %cst_3 : f32 loc(#loc450)
      linalg.yield %1060 : f32 loc(#loc450)
    } -> tensor<32xf32> loc(#loc450)
    %1002 = linalg.generic {indexing_maps = [#map23, #map23, #map23], iterator_types = ["parallel"]} ins(%arg25, %1001 : tensor<32xf32>, tensor<32xf32>) outs(%445 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['layers'][1]['proj_b']"), %in_308: f32 loc("jit(step)/mul"(#loc261)), %out: f32 loc("jit(step)/sub"(#loc262))):
      %1060 = arith.subf %in, %in_308 : f32 loc(#loc451)
      linalg.yield %1060 : f32 loc(#loc451)
    } -> tensor<32xf32> loc(#loc451)
    %1003 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%805 : tensor<32x96xf32>) outs(%574 : tensor<32x96xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/transpose"(#loc292)), %out: f32 loc("jit(step)/mul"(#loc261))):
      %1060 = arith.mulf %in, %cst_3 : f32 loc(#loc450)
      linalg.yield %1060 : f32 loc(#loc450)
    } -> tensor<32x96xf32> loc(#loc450)
    %1004 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg26, %1003 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%574 : tensor<32x96xf32>) {
    ^bb0(%in: f32 loc("params['layers'][1]['qkv']"), %in_308: f32 loc("jit(step)/mul"(#loc261)), %out: f32 loc("jit(step)/sub"(#loc262))):
      %1060 = arith.subf %in, %in_308 : f32 loc(#loc451)
      linalg.yield %1060 : f32 loc(#loc451)
    } -> tensor<32x96xf32> loc(#loc451)
    %1005 = linalg.generic {indexing_maps = [#map23, #map23], iterator_types = ["parallel"]} ins(%802 : tensor<96xf32>) outs(%565 : tensor<96xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc293)), %out: f32 loc("jit(step)/mul"(#loc261))):
      %1060 = arith.mulf %in, %cst_3 : f32 loc(#loc450)
      linalg.yield %1060 : f32 loc(#loc450)
    } -> tensor<96xf32> loc(#loc450)
    %1006 = linalg.generic {indexing_maps = [#map23, #map23, #map23], iterator_types = ["parallel"]} ins(%arg27, %1005 : tensor<96xf32>, tensor<96xf32>) outs(%565 : tensor<96xf32>) {
    ^bb0(%in: f32 loc("params['layers'][1]['qkv_b']"), %in_308: f32 loc("jit(step)/mul"(#loc261)), %out: f32 loc("jit(step)/sub"(#loc262))):
      %1060 = arith.subf %in, %in_308 : f32 loc(#loc451)
      linalg.yield %1060 : f32 loc(#loc451)
    } -> tensor<96xf32> loc(#loc451)
    %1007 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%625 : tensor<32x128xf32>) outs(%475 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/transpose"(#loc233)), %out: f32 loc("jit(step)/mul"(#loc261))):
      %1060 = arith.mulf %in, %cst_3 : f32 loc(#loc450)
      linalg.yield %1060 : f32 loc(#loc450)
    } -> tensor<32x128xf32> loc(#loc450)
    %1008 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg28, %1007 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%475 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("params['layers'][2]['fc']"), %in_308: f32 loc("jit(step)/mul"(#loc261)), %out: f32 loc("jit(step)/sub"(#loc262))):
      %1060 = arith.subf %in, %in_308 : f32 loc(#loc451)
      linalg.yield %1060 : f32 loc(#loc451)
    } -> tensor<32x128xf32> loc(#loc451)
    %1009 = linalg.generic {indexing_maps = [#map23, #map23], iterator_types = ["parallel"]} ins(%622 : tensor<128xf32>) outs(%493 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc234)), %out: f32 loc("jit(step)/mul"(#loc261))):
      %1060 = arith.mulf %in, %cst_3 : f32 loc(#loc450)
      linalg.yield %1060 : f32 loc(#loc450)
    } -> tensor<128xf32> loc(#loc450)
    %1010 = linalg.generic {indexing_maps = [#map23, #map23, #map23], iterator_types = ["parallel"]} ins(%arg29, %1009 : tensor<128xf32>, tensor<128xf32>) outs(%493 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("params['layers'][2]['fc_b']"), %in_308: f32 loc("jit(step)/mul"(#loc261)), %out: f32 loc("jit(step)/sub"(#loc262))):
      %1060 = arith.subf %in, %in_308 : f32 loc(#loc451)
      linalg.yield %1060 : f32 loc(#loc451)
    } -> tensor<128xf32> loc(#loc451)
    %1011 = linalg.generic {indexing_maps = [#map23, #map23], iterator_types = ["parallel"]} ins(%630 : tensor<32xf32>) outs(%445 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc316)), %out: f32 loc("jit(step)/mul"(#loc261))):
      %1060 = arith.mulf %in, %cst_3 : f32 loc(#loc450)
      linalg.yield %1060 : f32 loc(#loc450)
    } -> tensor<32xf32> loc(#loc450)
    %1012 = linalg.generic {indexing_maps = [#map23, #map23, #map23], iterator_types = ["parallel"]} ins(%arg30, %1011 : tensor<32xf32>, tensor<32xf32>) outs(%445 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['layers'][2]['ln1_b']"), %in_308: f32 loc("jit(step)/mul"(#loc261)), %out: f32 loc("jit(step)/sub"(#loc262))):
      %1060 = arith.subf %in, %in_308 : f32 loc(#loc451)
      linalg.yield %1060 : f32 loc(#loc451)
    } -> tensor<32xf32> loc(#loc451)
    %1013 = linalg.generic {indexing_maps = [#map23, #map23], iterator_types = ["parallel"]} ins(%634 : tensor<32xf32>) outs(%445 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc315)), %out: f32 loc("jit(step)/mul"(#loc261))):
      %1060 = arith.mulf %in, %cst_3 : f32 loc(#loc450)
      linalg.yield %1060 : f32 loc(#loc450)
    } -> tensor<32xf32> loc(#loc450)
    %1014 = linalg.generic {indexing_maps = [#map23, #map23, #map23], iterator_types = ["parallel"]} ins(%arg31, %1013 : tensor<32xf32>, tensor<32xf32>) outs(%445 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['layers'][2]['ln1_g']"), %in_308: f32 loc("jit(step)/mul"(#loc261)), %out: f32 loc("jit(step)/sub"(#loc262))):
      %1060 = arith.subf %in, %in_308 : f32 loc(#loc451)
      linalg.yield %1060 : f32 loc(#loc451)
    } -> tensor<32xf32> loc(#loc451)
    %1015 = linalg.generic {indexing_maps = [#map23, #map23], iterator_types = ["parallel"]} ins(%580 : tensor<32xf32>) outs(%445 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc335)), %out: f32 loc("jit(step)/mul"(#loc261))):
      %1060 = arith.mulf %in, %cst_3 : f32 loc(#loc450)
      linalg.yield %1060 : f32 loc(#loc450)
    } -> tensor<32xf32> loc(#loc450)
    %1016 = linalg.generic {indexing_maps = [#map23, #map23, #map23], iterator_types = ["parallel"]} ins(%arg32, %1015 : tensor<32xf32>, tensor<32xf32>) outs(%445 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['layers'][2]['ln2_b']"), %in_308: f32 loc("jit(step)/mul"(#loc261)), %out: f32 loc("jit(step)/sub"(#loc262))):
      %1060 = arith.subf %in, %in_308 : f32 loc(#loc451)
      linalg.yield %1060 : f32 loc(#loc451)
    } -> tensor<32xf32> loc(#loc451)
    %1017 = linalg.generic {indexing_maps = [#map23, #map23], iterator_types = ["parallel"]} ins(%584 : tensor<32xf32>) outs(%445 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc334)), %out: f32 loc("jit(step)/mul"(#loc261))):
      %1060 = arith.mulf %in, %cst_3 : f32 loc(#loc450)
      linalg.yield %1060 : f32 loc(#loc450)
    } -> tensor<32xf32> loc(#loc450)
    %1018 = linalg.generic {indexing_maps = [#map23, #map23, #map23], iterator_types = ["parallel"]} ins(%arg33, %1017 : tensor<32xf32>, tensor<32xf32>) outs(%445 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['layers'][2]['ln2_g']"), %in_308: f32 loc("jit(step)/mul"(#loc261)), %out: f32 loc("jit(step)/sub"(#loc262))):
      %1060 = arith.subf %in, %in_308 : f32 loc(#loc451)
      linalg.yield %1060 : f32 loc(#loc451)
    } -> tensor<32xf32> loc(#loc451)
    %1019 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%607 : tensor<128x32xf32>) outs(%478 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/transpose"(#loc236)), %out: f32 loc("jit(step)/mul"(#loc261))):
      %1060 = arith.mulf %in, %cst_3 : f32 loc(#loc450)
      linalg.yield %1060 : f32 loc(#loc450)
    } -> tensor<128x32xf32> loc(#loc450)
    %1020 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg34, %1019 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%478 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("params['layers'][2]['out']"), %in_308: f32 loc("jit(step)/mul"(#loc261)), %out: f32 loc("jit(step)/sub"(#loc262))):
      %1060 = arith.subf %in, %in_308 : f32 loc(#loc451)
      linalg.yield %1060 : f32 loc(#loc451)
    } -> tensor<128x32xf32> loc(#loc451)
    %1021 = linalg.generic {indexing_maps = [#map23, #map23], iterator_types = ["parallel"]} ins(%604 : tensor<32xf32>) outs(%445 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc237)), %out: f32 loc("jit(step)/mul"(#loc261))):
      %1060 = arith.mulf %in, %cst_3 : f32 loc(#loc450)
      linalg.yield %1060 : f32 loc(#loc450)
    } -> tensor<32xf32> loc(#loc450)
    %1022 = linalg.generic {indexing_maps = [#map23, #map23, #map23], iterator_types = ["parallel"]} ins(%arg35, %1021 : tensor<32xf32>, tensor<32xf32>) outs(%445 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['layers'][2]['out_b']"), %in_308: f32 loc("jit(step)/mul"(#loc261)), %out: f32 loc("jit(step)/sub"(#loc262))):
      %1060 = arith.subf %in, %in_308 : f32 loc(#loc451)
      linalg.yield %1060 : f32 loc(#loc451)
    } -> tensor<32xf32> loc(#loc451)
    %1023 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%657 : tensor<32x32xf32>) outs(%532 : tensor<32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/transpose"(#loc305)), %out: f32 loc("jit(step)/mul"(#loc261))):
      %1060 = arith.mulf %in, %cst_3 : f32 loc(#loc450)
      linalg.yield %1060 : f32 loc(#loc450)
    } -> tensor<32x32xf32> loc(#loc450)
    %1024 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg36, %1023 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%532 : tensor<32x32xf32>) {
    ^bb0(%in: f32 loc("params['layers'][2]['proj']"), %in_308: f32 loc("jit(step)/mul"(#loc261)), %out: f32 loc("jit(step)/sub"(#loc262))):
      %1060 = arith.subf %in, %in_308 : f32 loc(#loc451)
      linalg.yield %1060 : f32 loc(#loc451)
    } -> tensor<32x32xf32> loc(#loc451)
    %1025 = linalg.generic {indexing_maps = [#map23, #map23], iterator_types = ["parallel"]} ins(%654 : tensor<32xf32>) outs(%445 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc306)), %out: f32 loc("jit(step)/mul"(#loc261))):
      %1060 = arith.mulf %in, %cst_3 : f32 loc(#loc450)
      linalg.yield %1060 : f32 loc(#loc450)
    } -> tensor<32xf32> loc(#loc450)
    %1026 = linalg.generic {indexing_maps = [#map23, #map23, #map23], iterator_types = ["parallel"]} ins(%arg37, %1025 : tensor<32xf32>, tensor<32xf32>) outs(%445 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['layers'][2]['proj_b']"), %in_308: f32 loc("jit(step)/mul"(#loc261)), %out: f32 loc("jit(step)/sub"(#loc262))):
      %1060 = arith.subf %in, %in_308 : f32 loc(#loc451)
      linalg.yield %1060 : f32 loc(#loc451)
    } -> tensor<32xf32> loc(#loc451)
    %1027 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%690 : tensor<32x96xf32>) outs(%574 : tensor<32x96xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/transpose"(#loc292)), %out: f32 loc("jit(step)/mul"(#loc261))):
      %1060 = arith.mulf %in, %cst_3 : f32 loc(#loc450)
      linalg.yield %1060 : f32 loc(#loc450)
    } -> tensor<32x96xf32> loc(#loc450)
    %1028 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg38, %1027 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%574 : tensor<32x96xf32>) {
    ^bb0(%in: f32 loc("params['layers'][2]['qkv']"), %in_308: f32 loc("jit(step)/mul"(#loc261)), %out: f32 loc("jit(step)/sub"(#loc262))):
      %1060 = arith.subf %in, %in_308 : f32 loc(#loc451)
      linalg.yield %1060 : f32 loc(#loc451)
    } -> tensor<32x96xf32> loc(#loc451)
    %1029 = linalg.generic {indexing_maps = [#map23, #map23], iterator_types = ["parallel"]} ins(%687 : tensor<96xf32>) outs(%565 : tensor<96xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc293)), %out: f32 loc("jit(step)/mul"(#loc261))):
      %1060 = arith.mulf %in, %cst_3 : f32 loc(#loc450)
      linalg.yield %1060 : f32 loc(#loc450)
    } -> tensor<96xf32> loc(#loc450)
    %1030 = linalg.generic {indexing_maps = [#map23, #map23, #map23], iterator_types = ["parallel"]} ins(%arg39, %1029 : tensor<96xf32>, tensor<96xf32>) outs(%565 : tensor<96xf32>) {
    ^bb0(%in: f32 loc("params['layers'][2]['qkv_b']"), %in_308: f32 loc("jit(step)/mul"(#loc261)), %out: f32 loc("jit(step)/sub"(#loc262))):
      %1060 = arith.subf %in, %in_308 : f32 loc(#loc451)
      linalg.yield %1060 : f32 loc(#loc451)
    } -> tensor<96xf32> loc(#loc451)
    %1031 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%501 : tensor<32x128xf32>) outs(%475 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/transpose"(#loc233)), %out: f32 loc("jit(step)/mul"(#loc261))):
      %1060 = arith.mulf %in, %cst_3 : f32 loc(#loc450)
      linalg.yield %1060 : f32 loc(#loc450)
    } -> tensor<32x128xf32> loc(#loc450)
    %1032 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg40, %1031 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%475 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("params['layers'][3]['fc']"), %in_308: f32 loc("jit(step)/mul"(#loc261)), %out: f32 loc("jit(step)/sub"(#loc262))):
      %1060 = arith.subf %in, %in_308 : f32 loc(#loc451)
      linalg.yield %1060 : f32 loc(#loc451)
    } -> tensor<32x128xf32> loc(#loc451)
    %1033 = linalg.generic {indexing_maps = [#map23, #map23], iterator_types = ["parallel"]} ins(%496 : tensor<128xf32>) outs(%493 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc234)), %out: f32 loc("jit(step)/mul"(#loc261))):
      %1060 = arith.mulf %in, %cst_3 : f32 loc(#loc450)
      linalg.yield %1060 : f32 loc(#loc450)
    } -> tensor<128xf32> loc(#loc450)
    %1034 = linalg.generic {indexing_maps = [#map23, #map23, #map23], iterator_types = ["parallel"]} ins(%arg41, %1033 : tensor<128xf32>, tensor<128xf32>) outs(%493 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("params['layers'][3]['fc_b']"), %in_308: f32 loc("jit(step)/mul"(#loc261)), %out: f32 loc("jit(step)/sub"(#loc262))):
      %1060 = arith.subf %in, %in_308 : f32 loc(#loc451)
      linalg.yield %1060 : f32 loc(#loc451)
    } -> tensor<128xf32> loc(#loc451)
    %1035 = linalg.generic {indexing_maps = [#map23, #map23], iterator_types = ["parallel"]} ins(%506 : tensor<32xf32>) outs(%445 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc316)), %out: f32 loc("jit(step)/mul"(#loc261))):
      %1060 = arith.mulf %in, %cst_3 : f32 loc(#loc450)
      linalg.yield %1060 : f32 loc(#loc450)
    } -> tensor<32xf32> loc(#loc450)
    %1036 = linalg.generic {indexing_maps = [#map23, #map23, #map23], iterator_types = ["parallel"]} ins(%arg42, %1035 : tensor<32xf32>, tensor<32xf32>) outs(%445 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['layers'][3]['ln1_b']"), %in_308: f32 loc("jit(step)/mul"(#loc261)), %out: f32 loc("jit(step)/sub"(#loc262))):
      %1060 = arith.subf %in, %in_308 : f32 loc(#loc451)
      linalg.yield %1060 : f32 loc(#loc451)
    } -> tensor<32xf32> loc(#loc451)
    %1037 = linalg.generic {indexing_maps = [#map23, #map23], iterator_types = ["parallel"]} ins(%510 : tensor<32xf32>) outs(%445 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc315)), %out: f32 loc("jit(step)/mul"(#loc261))):
      %1060 = arith.mulf %in, %cst_3 : f32 loc(#loc450)
      linalg.yield %1060 : f32 loc(#loc450)
    } -> tensor<32xf32> loc(#loc450)
    %1038 = linalg.generic {indexing_maps = [#map23, #map23, #map23], iterator_types = ["parallel"]} ins(%arg43, %1037 : tensor<32xf32>, tensor<32xf32>) outs(%445 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['layers'][3]['ln1_g']"), %in_308: f32 loc("jit(step)/mul"(#loc261)), %out: f32 loc("jit(step)/sub"(#loc262))):
      %1060 = arith.subf %in, %in_308 : f32 loc(#loc451)
      linalg.yield %1060 : f32 loc(#loc451)
    } -> tensor<32xf32> loc(#loc451)
    %1039 = linalg.generic {indexing_maps = [#map23, #map23], iterator_types = ["parallel"]} ins(%448 : tensor<32xf32>) outs(%445 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc335)), %out: f32 loc("jit(step)/mul"(#loc261))):
      %1060 = arith.mulf %in, %cst_3 : f32 loc(#loc450)
      linalg.yield %1060 : f32 loc(#loc450)
    } -> tensor<32xf32> loc(#loc450)
    %1040 = linalg.generic {indexing_maps = [#map23, #map23, #map23], iterator_types = ["parallel"]} ins(%arg44, %1039 : tensor<32xf32>, tensor<32xf32>) outs(%445 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['layers'][3]['ln2_b']"), %in_308: f32 loc("jit(step)/mul"(#loc261)), %out: f32 loc("jit(step)/sub"(#loc262))):
      %1060 = arith.subf %in, %in_308 : f32 loc(#loc451)
      linalg.yield %1060 : f32 loc(#loc451)
    } -> tensor<32xf32> loc(#loc451)
    %1041 = linalg.generic {indexing_maps = [#map23, #map23], iterator_types = ["parallel"]} ins(%452 : tensor<32xf32>) outs(%445 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc334)), %out: f32 loc("jit(step)/mul"(#loc261))):
      %1060 = arith.mulf %in, %cst_3 : f32 loc(#loc450)
      linalg.yield %1060 : f32 loc(#loc450)
    } -> tensor<32xf32> loc(#loc450)
    %1042 = linalg.generic {indexing_maps = [#map23, #map23, #map23], iterator_types = ["parallel"]} ins(%arg45, %1041 : tensor<32xf32>, tensor<32xf32>) outs(%445 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['layers'][3]['ln2_g']"), %in_308: f32 loc("jit(step)/mul"(#loc261)), %out: f32 loc("jit(step)/sub"(#loc262))):
      %1060 = arith.subf %in, %in_308 : f32 loc(#loc451)
      linalg.yield %1060 : f32 loc(#loc451)
    } -> tensor<32xf32> loc(#loc451)
    %1043 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%479 : tensor<128x32xf32>) outs(%478 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/transpose"(#loc236)), %out: f32 loc("jit(step)/mul"(#loc261))):
      %1060 = arith.mulf %in, %cst_3 : f32 loc(#loc450)
      linalg.yield %1060 : f32 loc(#loc450)
    } -> tensor<128x32xf32> loc(#loc450)
    %1044 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg46, %1043 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%478 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("params['layers'][3]['out']"), %in_308: f32 loc("jit(step)/mul"(#loc261)), %out: f32 loc("jit(step)/sub"(#loc262))):
      %1060 = arith.subf %in, %in_308 : f32 loc(#loc451)
      linalg.yield %1060 : f32 loc(#loc451)
    } -> tensor<128x32xf32> loc(#loc451)
    %1045 = linalg.generic {indexing_maps = [#map23, #map23], iterator_types = ["parallel"]} ins(%472 : tensor<32xf32>) outs(%445 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc237)), %out: f32 loc("jit(step)/mul"(#loc261))):
      %1060 = arith.mulf %in, %cst_3 : f32 loc(#loc450)
      linalg.yield %1060 : f32 loc(#loc450)
    } -> tensor<32xf32> loc(#loc450)
    %1046 = linalg.generic {indexing_maps = [#map23, #map23, #map23], iterator_types = ["parallel"]} ins(%arg47, %1045 : tensor<32xf32>, tensor<32xf32>) outs(%445 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['layers'][3]['out_b']"), %in_308: f32 loc("jit(step)/mul"(#loc261)), %out: f32 loc("jit(step)/sub"(#loc262))):
      %1060 = arith.subf %in, %in_308 : f32 loc(#loc451)
      linalg.yield %1060 : f32 loc(#loc451)
    } -> tensor<32xf32> loc(#loc451)
    %1047 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%535 : tensor<32x32xf32>) outs(%532 : tensor<32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/transpose"(#loc305)), %out: f32 loc("jit(step)/mul"(#loc261))):
      %1060 = arith.mulf %in, %cst_3 : f32 loc(#loc450)
      linalg.yield %1060 : f32 loc(#loc450)
    } -> tensor<32x32xf32> loc(#loc450)
    %1048 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg48, %1047 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%532 : tensor<32x32xf32>) {
    ^bb0(%in: f32 loc("params['layers'][3]['proj']"), %in_308: f32 loc("jit(step)/mul"(#loc261)), %out: f32 loc("jit(step)/sub"(#loc262))):
      %1060 = arith.subf %in, %in_308 : f32 loc(#loc451)
      linalg.yield %1060 : f32 loc(#loc451)
    } -> tensor<32x32xf32> loc(#loc451)
    %1049 = linalg.generic {indexing_maps = [#map23, #map23], iterator_types = ["parallel"]} ins(%530 : tensor<32xf32>) outs(%445 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc306)), %out: f32 loc("jit(step)/mul"(#loc261))):
      %1060 = arith.mulf %in, %cst_3 : f32 loc(#loc450)
      linalg.yield %1060 : f32 loc(#loc450)
    } -> tensor<32xf32> loc(#loc450)
    %1050 = linalg.generic {indexing_maps = [#map23, #map23, #map23], iterator_types = ["parallel"]} ins(%arg49, %1049 : tensor<32xf32>, tensor<32xf32>) outs(%445 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['layers'][3]['proj_b']"), %in_308: f32 loc("jit(step)/mul"(#loc261)), %out: f32 loc("jit(step)/sub"(#loc262))):
      %1060 = arith.subf %in, %in_308 : f32 loc(#loc451)
      linalg.yield %1060 : f32 loc(#loc451)
    } -> tensor<32xf32> loc(#loc451)
    %1051 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%575 : tensor<32x96xf32>) outs(%574 : tensor<32x96xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/transpose"(#loc292)), %out: f32 loc("jit(step)/mul"(#loc261))):
      %1060 = arith.mulf %in, %cst_3 : f32 loc(#loc450)
      linalg.yield %1060 : f32 loc(#loc450)
    } -> tensor<32x96xf32> loc(#loc450)
    %1052 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg50, %1051 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%574 : tensor<32x96xf32>) {
    ^bb0(%in: f32 loc("params['layers'][3]['qkv']"), %in_308: f32 loc("jit(step)/mul"(#loc261)), %out: f32 loc("jit(step)/sub"(#loc262))):
      %1060 = arith.subf %in, %in_308 : f32 loc(#loc451)
      linalg.yield %1060 : f32 loc(#loc451)
    } -> tensor<32x96xf32> loc(#loc451)
    %1053 = linalg.generic {indexing_maps = [#map23, #map23], iterator_types = ["parallel"]} ins(%568 : tensor<96xf32>) outs(%565 : tensor<96xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.3))/reduce_sum"(#loc293)), %out: f32 loc("jit(step)/mul"(#loc261))):
      %1060 = arith.mulf %in, %cst_3 : f32 loc(#loc450)
      linalg.yield %1060 : f32 loc(#loc450)
    } -> tensor<96xf32> loc(#loc450)
    %1054 = linalg.generic {indexing_maps = [#map23, #map23, #map23], iterator_types = ["parallel"]} ins(%arg51, %1053 : tensor<96xf32>, tensor<96xf32>) outs(%565 : tensor<96xf32>) {
    ^bb0(%in: f32 loc("params['layers'][3]['qkv_b']"), %in_308: f32 loc("jit(step)/mul"(#loc261)), %out: f32 loc("jit(step)/sub"(#loc262))):
      %1060 = arith.subf %in, %in_308 : f32 loc(#loc451)
      linalg.yield %1060 : f32 loc(#loc451)
    } -> tensor<96xf32> loc(#loc451)
    %1055 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%949 : tensor<32x32xf32>) outs(%532 : tensor<32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/reduce_sum"(#loc209)), %out: f32 loc("jit(step)/mul"(#loc261))):
      %1060 = arith.mulf %in, %cst_3 : f32 loc(#loc450)
      linalg.yield %1060 : f32 loc(#loc450)
    } -> tensor<32x32xf32> loc(#loc450)
    %1056 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg52, %1055 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%532 : tensor<32x32xf32>) {
    ^bb0(%in: f32 loc("params['pos']"), %in_308: f32 loc("jit(step)/mul"(#loc261)), %out: f32 loc("jit(step)/sub"(#loc262))):
      %1060 = arith.subf %in, %in_308 : f32 loc(#loc451)
      linalg.yield %1060 : f32 loc(#loc451)
    } -> tensor<32x32xf32> loc(#loc451)
    %1057 = tensor.empty() : tensor<64x32xf32> loc(#loc450)
    %1058 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%expanded_307 : tensor<64x32xf32>) outs(%1057 : tensor<64x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc57 at #loc217)), %out: f32 loc("jit(step)/mul"(#loc261))):
      %1060 = arith.mulf %in, %cst_3 : f32 loc(#loc450)
      linalg.yield %1060 : f32 loc(#loc450)
    } -> tensor<64x32xf32> loc(#loc450)
    %1059 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg53, %1058 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%1057 : tensor<64x32xf32>) {
    ^bb0(%in: f32 loc("params['tok']"), %in_308: f32 loc("jit(step)/mul"(#loc261)), %out: f32 loc("jit(step)/sub"(#loc262))):
      %1060 = arith.subf %in, %in_308 : f32 loc(#loc451)
      linalg.yield %1060 : f32 loc(#loc451)
    } -> tensor<64x32xf32> loc(#loc451)
    return %412, %952, %954, %956, %958, %960, %962, %964, %966, %968, %970, %972, %974, %976, %978, %980, %982, %984, %986, %988, %990, %992, %994, %996, %998, %1000, %1002, %1004, %1006, %1008, %1010, %1012, %1014, %1016, %1018, %1020, %1022, %1024, %1026, %1028, %1030, %1032, %1034, %1036, %1038, %1040, %1042, %1044, %1046, %1048, %1050, %1052, %1054, %1056, %1059 : tensor<f32>, tensor<32x4xf32>, tensor<4xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<64x32xf32> loc(#loc206)
  } loc(#loc)
} loc(#loc)
#loc206 = loc("jit(step)"(#loc201))
#loc251 = loc("jit(step)/transpose(jvp())/reshape"(#loc215))
#loc260 = loc("jit(step)/transpose(jvp())/reshape"(#loc209))
#loc380 = loc("jit(step)/transpose(jvp(layers.3))/reshape"(#loc237))
#loc386 = loc("jit(step)/transpose(jvp(layers.3))/reshape"(#loc234))
#loc393 = loc("jit(step)/transpose(jvp(layers.2))/reshape"(#loc237))
#loc399 = loc("jit(step)/transpose(jvp(layers.2))/reshape"(#loc234))
#loc404 = loc("jit(step)/transpose(jvp(layers.1))/reshape"(#loc237))
#loc410 = loc("jit(step)/transpose(jvp(layers.1))/reshape"(#loc234))
#loc415 = loc("jit(step)/transpose(jvp(layers.0))/reshape"(#loc237))
#loc421 = loc("jit(step)/transpose(jvp(layers.0))/reshape"(#loc234))
#loc426 = loc("jit(step)/transpose(jvp())/reshape"(#loc229))
#loc429 = loc("jit(step)/transpose(jvp())/reshape"(#loc228))
#loc449 = loc(callsite(#loc66 at #loc217))
#loc452 = loc("jit(step)/transpose(jvp(jit(_take)))/scatter-add"(#loc263))
#loc456 = loc("jit(step)/jvp(jit(_take))/le"(#loc266))
#loc457 = loc("jit(step)/jvp(jit(_take))/add"(#loc267))
#loc458 = loc("jit(step)/jvp(jit(_take))/lt"(#loc268))
#loc460 = loc("jit(step)/jvp(jit(_take))/broadcast_in_dim"(#loc270))
#loc461 = loc("jit(step)/jvp(jit(_take))/ge"(#loc271))
#loc462 = loc("jit(step)/jvp(jit(_take))/and"(#loc272))
#loc463 = loc("jit(step)/jvp(jit(_take))/reduce_and"(#loc273))
#loc464 = loc("jit(step)/jvp(jit(_take))/gather"(#loc274))
#loc465 = loc("jit(step)/jvp(jit(_take))/select_n"(#loc275))
#loc468 = loc("jit(step)/jvp(layers.0)/split"(#loc294))
#loc525 = loc("jit(step)/jvp(layers.1)/split"(#loc294))
#loc574 = loc("jit(step)/jvp(layers.2)/split"(#loc294))
#loc623 = loc("jit(step)/jvp(layers.3)/split"(#loc294))
#loc685 = loc(callsite(#loc66 at #loc264))
#loc694 = loc("jit(step)/transpose(jvp(layers.3))/reshape"(#loc335))
#loc697 = loc("jit(step)/transpose(jvp(layers.3))/reshape"(#loc334))
#loc718 = loc("jit(step)/transpose(jvp(layers.3))/reshape"(#loc316))
#loc721 = loc("jit(step)/transpose(jvp(layers.3))/reshape"(#loc315))
#loc742 = loc("jit(step)/transpose(jvp(layers.3))/reshape"(#loc306))
#loc752 = loc("jit(step)/transpose(jvp(layers.3))/reshape"(#loc302))
#loc762 = loc("jit(step)/transpose(jvp(layers.3))/reshape"(#loc293))
#loc767 = loc("jit(step)/transpose(jvp(layers.2))/reshape"(#loc335))
#loc770 = loc("jit(step)/transpose(jvp(layers.2))/reshape"(#loc334))
#loc791 = loc("jit(step)/transpose(jvp(layers.2))/reshape"(#loc316))
#loc794 = loc("jit(step)/transpose(jvp(layers.2))/reshape"(#loc315))
#loc815 = loc("jit(step)/transpose(jvp(layers.2))/reshape"(#loc306))
#loc825 = loc("jit(step)/transpose(jvp(layers.2))/reshape"(#loc302))
#loc835 = loc("jit(step)/transpose(jvp(layers.2))/reshape"(#loc293))
#loc840 = loc("jit(step)/transpose(jvp(layers.1))/reshape"(#loc335))
#loc843 = loc("jit(step)/transpose(jvp(layers.1))/reshape"(#loc334))
#loc864 = loc("jit(step)/transpose(jvp(layers.1))/reshape"(#loc316))
#loc867 = loc("jit(step)/transpose(jvp(layers.1))/reshape"(#loc315))
#loc888 = loc("jit(step)/transpose(jvp(layers.1))/reshape"(#loc306))
#loc898 = loc("jit(step)/transpose(jvp(layers.1))/reshape"(#loc302))
#loc908 = loc("jit(step)/transpose(jvp(layers.1))/reshape"(#loc293))
#loc913 = loc("jit(step)/transpose(jvp(layers.0))/reshape"(#loc335))
#loc916 = loc("jit(step)/transpose(jvp(layers.0))/reshape"(#loc334))
#loc937 = loc("jit(step)/transpose(jvp(layers.0))/reshape"(#loc316))
#loc940 = loc("jit(step)/transpose(jvp(layers.0))/reshape"(#loc315))
#loc961 = loc("jit(step)/transpose(jvp(layers.0))/reshape"(#loc306))
#loc971 = loc("jit(step)/transpose(jvp(layers.0))/reshape"(#loc302))
#loc981 = loc("jit(step)/transpose(jvp(layers.0))/reshape"(#loc293))
#loc985 = loc("jit(step)/transpose(jvp(jit(_take)))/add"(#loc449))
#loc986 = loc("jit(step)/transpose(jvp(jit(take_along_axis)))/scatter-add"(#loc453))
#loc987 = loc("jit(step)/jvp(jit(take_along_axis))/le"(#loc454))
#loc988 = loc("jit(step)/jvp(jit(take_along_axis))/add"(#loc455))
#loc989 = loc("jit(step)/jvp(jit(_take))/jit(_where)/select_n"(#loc459))
#loc1022 = loc("jit(step)/jvp(jit(log_softmax))/reduce_max"(#loc670))
#loc1023 = loc("jit(step)/jvp(jit(log_softmax))/sub"(#loc671))
#loc1024 = loc("jit(step)/jvp(jit(log_softmax))/exp"(#loc673))
#loc1025 = loc("jit(step)/jvp(jit(log_softmax))/reduce_sum"(#loc674))
#loc1026 = loc("jit(step)/jvp(jit(log_softmax))/broadcast_in_dim"(#loc675))
#loc1027 = loc("jit(step)/jvp(jit(log_softmax))/log"(#loc676))
#loc1028 = loc("jit(step)/jvp(jit(take_along_axis))/lt"(#loc677))
#loc1029 = loc("jit(step)/jvp(jit(take_along_axis))/select_n"(#loc678))
#loc1030 = loc("jit(step)/jvp(jit(take_along_axis))/reshape"(#loc679))
#loc1031 = loc("jit(step)/jvp(jit(take_along_axis))/ge"(#loc680))
#loc1032 = loc("jit(step)/jvp(jit(take_along_axis))/and"(#loc681))
#loc1033 = loc("jit(step)/jvp(jit(take_along_axis))/reduce_and"(#loc682))
#loc1034 = loc("jit(step)/jvp(jit(take_along_axis))/gather"(#loc683))
#loc1035 = loc("jit(step)/transpose(jvp(jit(take_along_axis)))"(#loc684))
#loc1036 = loc("jit(step)/transpose(jvp(jit(take_along_axis)))/add"(#loc685))
#loc1037 = loc("jit(step)/transpose(jvp(jit(log_softmax)))/neg"(#loc686))
#loc1038 = loc("jit(step)/transpose(jvp(jit(log_softmax)))/reduce_sum"(#loc687))
#loc1039 = loc("jit(step)/transpose(jvp(jit(log_softmax)))/reshape"(#loc688))
#loc1040 = loc("jit(step)/transpose(jvp(jit(log_softmax)))/div"(#loc689))
#loc1041 = loc("jit(step)/transpose(jvp(jit(log_softmax)))/broadcast_in_dim"(#loc690))
#loc1042 = loc("jit(step)/transpose(jvp(jit(log_softmax)))/mul"(#loc691))
#loc1043 = loc("jit(step)/transpose(jvp(jit(log_softmax)))/add_any"(#loc692))
#loc1045 = loc("jit(step)/transpose(jvp(layers.3))/reshape"(#loc473))
#loc1047 = loc("jit(step)/transpose(jvp(layers.3))/reshape"(#loc471))
#loc1049 = loc("jit(step)/transpose(jvp(layers.3))/reshape"(#loc469))
#loc1051 = loc("jit(step)/transpose(jvp(layers.2))/reshape"(#loc473))
#loc1053 = loc("jit(step)/transpose(jvp(layers.2))/reshape"(#loc471))
#loc1055 = loc("jit(step)/transpose(jvp(layers.2))/reshape"(#loc469))
#loc1057 = loc("jit(step)/transpose(jvp(layers.1))/reshape"(#loc473))
#loc1059 = loc("jit(step)/transpose(jvp(layers.1))/reshape"(#loc471))
#loc1061 = loc("jit(step)/transpose(jvp(layers.1))/reshape"(#loc469))
#loc1063 = loc("jit(step)/transpose(jvp(layers.0))/reshape"(#loc473))
#loc1065 = loc("jit(step)/transpose(jvp(layers.0))/reshape"(#loc471))
#loc1067 = loc("jit(step)/transpose(jvp(layers.0))/reshape"(#loc469))

