#loc = loc(unknown)
#loc1 = loc("params[0]['b1']")
#loc2 = loc("params[0]['b2']")
#loc3 = loc("params[0]['g1']")
#loc4 = loc("params[0]['g2']")
#loc5 = loc("params[0]['w1']")
#loc6 = loc("params[0]['w2']")
#loc7 = loc("params[1]['b1']")
#loc8 = loc("params[1]['b2']")
#loc9 = loc("params[1]['g1']")
#loc10 = loc("params[1]['g2']")
#loc11 = loc("params[1]['w1']")
#loc12 = loc("params[1]['w2']")
#loc13 = loc("params[2]['b1']")
#loc14 = loc("params[2]['b2']")
#loc15 = loc("params[2]['g1']")
#loc16 = loc("params[2]['g2']")
#loc17 = loc("params[2]['w1']")
#loc18 = loc("params[2]['w2']")
#loc19 = loc("stem")
#loc20 = loc("head")
#loc21 = loc("stats[0]['m1']")
#loc22 = loc("stats[0]['m2']")
#loc23 = loc("stats[0]['v1']")
#loc24 = loc("stats[0]['v2']")
#loc25 = loc("stats[1]['m1']")
#loc26 = loc("stats[1]['m2']")
#loc27 = loc("stats[1]['v1']")
#loc28 = loc("stats[1]['v2']")
#loc29 = loc("stats[2]['m1']")
#loc30 = loc("stats[2]['m2']")
#loc31 = loc("stats[2]['v1']")
#loc32 = loc("stats[2]['v2']")
#loc33 = loc("x")
#loc34 = loc("labels")
#loc35 = loc("scatter-add")
#loc36 = loc("examples/jax/models.py":67:13 to :64)
#loc37 = loc("examples/jax/models.py":386:15 to :40)
#loc38 = loc("examples/jax/models.py":389:28 to 390:49)
#loc39 = loc("examples/jax/generate.py":36:11 to :43)
#loc40 = loc("examples/jax/generate.py":47:15 to :30)
#loc41 = loc("examples/jax/generate.py":63:4 to :10)
#loc42 = loc("select_n")
#loc43 = loc("reduce_and")
#loc44 = loc("le")
#loc45 = loc("add")
#loc46 = loc("examples/jax/models.py":259:8 to 260:76)
#loc47 = loc("examples/jax/models.py":379:24 to :43)
#loc48 = loc("examples/jax/models.py":261:11 to :16)
#loc49 = loc("max")
#loc50 = loc("examples/jax/models.py":379:12 to :44)
#loc51 = loc("examples/jax/models.py":374:23 to :45)
#loc52 = loc("examples/jax/models.py":383:24 to :58)
#loc53 = loc("examples/jax/models.py":367:15 to :42)
#loc54 = loc("examples/jax/models.py":374:20 to :82)
#loc55 = loc("examples/jax/models.py":368:24 to :32)
#loc56 = loc("examples/jax/models.py":368:23 to :38)
#loc57 = loc("examples/jax/models.py":368:14 to :55)
#loc58 = loc("examples/jax/models.py":369:37 to :46)
#loc59 = loc("examples/jax/models.py":369:27 to :47)
#loc60 = loc("examples/jax/models.py":369:14 to :47)
#loc61 = loc("examples/jax/models.py":369:14 to :51)
#loc62 = loc("examples/jax/models.py":369:14 to :55)
#loc63 = loc("examples/jax/models.py":370:20 to :32)
#loc64 = loc("examples/jax/models.py":370:35 to :75)
#loc65 = loc("examples/jax/models.py":370:20 to :75)
#loc66 = loc("examples/jax/models.py":371:12 to :24)
#loc67 = loc("examples/jax/models.py":371:27 to :66)
#loc68 = loc("examples/jax/models.py":371:12 to :66)
#loc69 = loc("examples/jax/models.py":375:29 to :43)
#loc70 = loc("examples/jax/models.py":375:23 to :58)
#loc71 = loc("examples/jax/models.py":375:20 to :95)
#loc72 = loc("examples/jax/models.py":376:27 to :32)
#loc73 = loc("examples/jax/models.py":376:15 to :33)
#loc74 = loc("examples/jax/models.py":385:17 to :41)
#loc75 = loc("examples/jax/models.py":385:17 to :48)
#loc76 = loc("reduce_max")
#loc77 = loc("examples/jax/models.py":66:9 to :44)
#loc78 = loc("sub")
#loc79 = loc("exp")
#loc80 = loc("reduce_sum")
#loc81 = loc("broadcast_in_dim")
#loc82 = loc("log")
#loc83 = loc("examples/jax/models.py":67:37 to :54)
#loc84 = loc("lt")
#loc85 = loc("reshape")
#loc86 = loc("ge")
#loc87 = loc("and")
#loc88 = loc("gather")
#loc89 = loc("examples/jax/models.py":68:12 to :28)
#loc90 = loc("examples/jax/models.py":68:11 to :28)
#loc91 = loc("neg")
#loc92 = loc("div")
#loc93 = loc("mul")
#loc94 = loc("add_any")
#loc95 = loc("examples/jax/models.py":369:15 to :23)
#loc96 = loc("examples/jax/models.py":60:41 to :47)
#loc97 = loc("examples/jax/models.py":60:11 to :63)
#loc98 = loc("examples/jax/models.py":391:18 to :36)
#loc99 = loc("examples/jax/models.py":60:37 to :47)
#loc100 = loc("examples/jax/models.py":391:38 to :54)
#loc101 = loc("examples/jax/models.py":391:56 to :72)
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d1, d2, d3, d0)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0)>
#map3 = affine_map<(d0) -> (d0)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d3)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3, d1)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1)>
#map7 = affine_map<(d0, d1) -> (d0, d1)>
#map8 = affine_map<(d0, d1) -> (d0)>
#map9 = affine_map<(d0, d1) -> (d0, 0)>
#map10 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map11 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map12 = affine_map<(d0, d1) -> ()>
#map13 = affine_map<() -> ()>
#map14 = affine_map<(d0, d1) -> (d1, d0)>
#map15 = affine_map<(d0, d1, d2, d3) -> (d0, d3)>
#map16 = affine_map<(d0, d1, d2, d3) -> (d3, d1, d2, d0)>
#map17 = affine_map<(d0, d1, d2, d3) -> (d2, d0, d1, d3)>
#map18 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>
#loc102 = loc("_xent_int"(#loc36))
#loc103 = loc("make_resnet_bn.<locals>.loss"(#loc37))
#loc104 = loc("make_resnet_bn.<locals>.step"(#loc38))
#loc105 = loc("stablehlo"(#loc39))
#loc106 = loc("main"(#loc40))
#loc107 = loc("<module>"(#loc41))
#loc108 = loc("_conv"(#loc46))
#loc109 = loc("make_resnet_bn.<locals>.loss"(#loc47))
#loc110 = loc("_conv"(#loc48))
#loc111 = loc("make_resnet_bn.<locals>.loss"(#loc50))
#loc112 = loc("make_resnet_bn.<locals>.block"(#loc51))
#loc113 = loc("make_resnet_bn.<locals>.loss"(#loc52))
#loc114 = loc("make_resnet_bn.<locals>.bn"(#loc53))
#loc115 = loc("make_resnet_bn.<locals>.block"(#loc54))
#loc116 = loc("make_resnet_bn.<locals>.bn"(#loc55))
#loc117 = loc("make_resnet_bn.<locals>.bn"(#loc56))
#loc118 = loc("make_resnet_bn.<locals>.bn"(#loc57))
#loc119 = loc("make_resnet_bn.<locals>.bn"(#loc58))
#loc120 = loc("make_resnet_bn.<locals>.bn"(#loc59))
#loc121 = loc("make_resnet_bn.<locals>.bn"(#loc60))
#loc122 = loc("make_resnet_bn.<locals>.bn"(#loc61))
#loc123 = loc("make_resnet_bn.<locals>.bn"(#loc62))
#loc124 = loc("make_resnet_bn.<locals>.bn"(#loc63))
#loc125 = loc("make_resnet_bn.<locals>.bn"(#loc64))
#loc126 = loc("make_resnet_bn.<locals>.bn"(#loc65))
#loc127 = loc("make_resnet_bn.<locals>.bn"(#loc66))
#loc128 = loc("make_resnet_bn.<locals>.bn"(#loc67))
#loc129 = loc("make_resnet_bn.<locals>.bn"(#loc68))
#loc130 = loc("make_resnet_bn.<locals>.block"(#loc69))
#loc131 = loc("make_resnet_bn.<locals>.block"(#loc70))
#loc132 = loc("make_resnet_bn.<locals>.block"(#loc71))
#loc133 = loc("make_resnet_bn.<locals>.block"(#loc72))
#loc134 = loc("make_resnet_bn.<locals>.block"(#loc73))
#loc135 = loc("make_resnet_bn.<locals>.loss"(#loc74))
#loc136 = loc("make_resnet_bn.<locals>.loss"(#loc75))
#loc137 = loc("_xent_int"(#loc77))
#loc138 = loc("_xent_int"(#loc83))
#loc139 = loc("_xent_int"(#loc89))
#loc140 = loc("_xent_int"(#loc90))
#loc141 = loc("make_resnet_bn.<locals>.bn"(#loc95))
#loc142 = loc("_sgd.<locals>.<lambda>"(#loc96))
#loc143 = loc("_sgd"(#loc97))
#loc144 = loc("make_resnet_bn.<locals>.step"(#loc98))
#loc145 = loc("_sgd.<locals>.<lambda>"(#loc99))
#loc146 = loc("make_resnet_bn.<locals>.step"(#loc100))
#loc147 = loc("make_resnet_bn.<locals>.step"(#loc101))
#loc148 = loc(callsite(#loc106 at #loc107))
#loc149 = loc(callsite(#loc105 at #loc148))
#loc150 = loc(callsite(#loc104 at #loc149))
#loc151 = loc(callsite(#loc144 at #loc149))
#loc152 = loc(callsite(#loc146 at #loc149))
#loc153 = loc(callsite(#loc147 at #loc149))
#loc155 = loc(callsite(#loc103 at #loc150))
#loc156 = loc(callsite(#loc109 at #loc150))
#loc157 = loc(callsite(#loc111 at #loc150))
#loc158 = loc(callsite(#loc113 at #loc150))
#loc159 = loc(callsite(#loc135 at #loc150))
#loc160 = loc(callsite(#loc136 at #loc150))
#loc161 = loc(callsite(#loc143 at #loc151))
#loc162 = loc(callsite(#loc143 at #loc152))
#loc163 = loc(callsite(#loc143 at #loc153))
#loc164 = loc(callsite(#loc102 at #loc155))
#loc165 = loc(callsite(#loc108 at #loc156))
#loc166 = loc(callsite(#loc110 at #loc156))
#loc167 = loc("jit(step)/jvp()/jit(relu)"(#loc157))
#loc168 = loc("jit(step)/jvp()/gt"(#loc157))
#loc169 = loc(callsite(#loc112 at #loc158))
#loc170 = loc(callsite(#loc115 at #loc158))
#loc171 = loc(callsite(#loc130 at #loc158))
#loc172 = loc(callsite(#loc131 at #loc158))
#loc173 = loc(callsite(#loc132 at #loc158))
#loc174 = loc(callsite(#loc133 at #loc158))
#loc175 = loc(callsite(#loc134 at #loc158))
#loc176 = loc("jit(step)/jvp()/reduce_sum"(#loc159))
#loc177 = loc("jit(step)/jvp()/div"(#loc159))
#loc178 = loc("jit(step)/jvp()/dot_general"(#loc160))
#loc179 = loc(callsite(#loc137 at #loc155))
#loc180 = loc(callsite(#loc138 at #loc155))
#loc181 = loc(callsite(#loc139 at #loc155))
#loc182 = loc(callsite(#loc140 at #loc155))
#loc183 = loc("jit(step)/transpose(jvp())/dot_general"(#loc160))
#loc184 = loc("jit(step)/transpose(jvp())/transpose"(#loc160))
#loc185 = loc("jit(step)/transpose(jvp())/div"(#loc159))
#loc186 = loc("jit(step)/transpose(jvp())/broadcast_in_dim"(#loc159))
#loc187 = loc("jit(step)/transpose(jvp())/select_n"(#loc157))
#loc188 = loc(callsite(#loc142 at #loc161))
#loc189 = loc(callsite(#loc145 at #loc161))
#loc190 = loc(callsite(#loc142 at #loc162))
#loc191 = loc(callsite(#loc145 at #loc162))
#loc192 = loc(callsite(#loc142 at #loc163))
#loc193 = loc(callsite(#loc145 at #loc163))
#loc194 = loc("jit(step)/transpose(jvp(jit(take_along_axis)))"(#loc164))
#loc195 = loc("jit(step)/jvp(jit(take_along_axis))"(#loc164))
#loc196 = loc("jit(step)/jvp()/conv_general_dilated"(#loc165))
#loc197 = loc("jit(step)/jvp()/add"(#loc166))
#loc198 = loc(callsite(#loc49 at #loc167))
#loc199 = loc(callsite(#loc108 at #loc169))
#loc200 = loc(callsite(#loc110 at #loc169))
#loc201 = loc(callsite(#loc114 at #loc170))
#loc202 = loc(callsite(#loc116 at #loc170))
#loc203 = loc(callsite(#loc117 at #loc170))
#loc204 = loc(callsite(#loc118 at #loc170))
#loc205 = loc(callsite(#loc119 at #loc170))
#loc206 = loc(callsite(#loc120 at #loc170))
#loc207 = loc(callsite(#loc121 at #loc170))
#loc208 = loc(callsite(#loc122 at #loc170))
#loc209 = loc(callsite(#loc123 at #loc170))
#loc210 = loc(callsite(#loc124 at #loc170))
#loc211 = loc(callsite(#loc125 at #loc170))
#loc212 = loc(callsite(#loc126 at #loc170))
#loc213 = loc(callsite(#loc127 at #loc170))
#loc214 = loc(callsite(#loc128 at #loc170))
#loc215 = loc(callsite(#loc129 at #loc170))
#loc216 = loc("jit(step)/jvp(layers.0)/jit(relu)"(#loc171))
#loc217 = loc("jit(step)/jvp(layers.0)/gt"(#loc171))
#loc218 = loc(callsite(#loc108 at #loc172))
#loc219 = loc(callsite(#loc110 at #loc172))
#loc220 = loc(callsite(#loc114 at #loc173))
#loc221 = loc(callsite(#loc116 at #loc173))
#loc222 = loc(callsite(#loc117 at #loc173))
#loc223 = loc(callsite(#loc118 at #loc173))
#loc224 = loc(callsite(#loc119 at #loc173))
#loc225 = loc(callsite(#loc120 at #loc173))
#loc226 = loc(callsite(#loc121 at #loc173))
#loc227 = loc(callsite(#loc122 at #loc173))
#loc228 = loc(callsite(#loc123 at #loc173))
#loc229 = loc(callsite(#loc124 at #loc173))
#loc230 = loc(callsite(#loc125 at #loc173))
#loc231 = loc(callsite(#loc126 at #loc173))
#loc232 = loc(callsite(#loc127 at #loc173))
#loc233 = loc(callsite(#loc128 at #loc173))
#loc234 = loc(callsite(#loc129 at #loc173))
#loc235 = loc("jit(step)/jvp(layers.0)/add"(#loc174))
#loc236 = loc("jit(step)/jvp(layers.0)/jit(relu)"(#loc175))
#loc237 = loc("jit(step)/jvp(layers.0)/gt"(#loc175))
#loc238 = loc("jit(step)/jvp(layers.1)/jit(relu)"(#loc171))
#loc239 = loc("jit(step)/jvp(layers.1)/gt"(#loc171))
#loc240 = loc("jit(step)/jvp(layers.1)/add"(#loc174))
#loc241 = loc("jit(step)/jvp(layers.1)/jit(relu)"(#loc175))
#loc242 = loc("jit(step)/jvp(layers.1)/gt"(#loc175))
#loc243 = loc("jit(step)/jvp(layers.2)/jit(relu)"(#loc171))
#loc244 = loc("jit(step)/jvp(layers.2)/gt"(#loc171))
#loc245 = loc("jit(step)/jvp(layers.2)/add"(#loc174))
#loc246 = loc("jit(step)/jvp(layers.2)/jit(relu)"(#loc175))
#loc247 = loc("jit(step)/jvp(layers.2)/gt"(#loc175))
#loc248 = loc("jit(step)/jvp(jit(log_softmax))"(#loc179))
#loc249 = loc("jit(step)/jvp()/broadcast_in_dim"(#loc180))
#loc250 = loc("jit(step)/jvp()/reduce_sum"(#loc181))
#loc251 = loc("jit(step)/jvp()/div"(#loc181))
#loc252 = loc("jit(step)/jvp()/neg"(#loc182))
#loc253 = loc("jit(step)/transpose(jvp())/neg"(#loc182))
#loc254 = loc("jit(step)/transpose(jvp())/div"(#loc181))
#loc255 = loc("jit(step)/transpose(jvp())/broadcast_in_dim"(#loc181))
#loc256 = loc("jit(step)/transpose(jvp(jit(log_softmax)))"(#loc179))
#loc257 = loc("jit(step)/transpose(jvp(layers.2))/select_n"(#loc175))
#loc258 = loc(callsite(#loc141 at #loc173))
#loc259 = loc("jit(step)/transpose(jvp(layers.2))/select_n"(#loc171))
#loc260 = loc(callsite(#loc141 at #loc170))
#loc261 = loc("jit(step)/transpose(jvp(layers.1))/select_n"(#loc175))
#loc262 = loc("jit(step)/transpose(jvp(layers.1))/select_n"(#loc171))
#loc263 = loc("jit(step)/transpose(jvp(layers.0))/select_n"(#loc175))
#loc264 = loc("jit(step)/transpose(jvp(layers.0))/select_n"(#loc171))
#loc265 = loc("jit(step)/transpose(jvp())/conv_general_dilated"(#loc165))
#loc266 = loc("jit(step)/mul"(#loc188))
#loc267 = loc("jit(step)/sub"(#loc189))
#loc268 = loc("jit(step)/mul"(#loc190))
#loc269 = loc("jit(step)/sub"(#loc191))
#loc270 = loc("jit(step)/mul"(#loc192))
#loc271 = loc("jit(step)/sub"(#loc193))
#loc272 = loc(callsite(#loc35 at #loc194))
#loc273 = loc(callsite(#loc42 at #loc195))
#loc274 = loc(callsite(#loc43 at #loc195))
#loc275 = loc(callsite(#loc44 at #loc195))
#loc276 = loc(callsite(#loc45 at #loc195))
#loc278 = loc("jit(step)/jvp(layers.0)/conv_general_dilated"(#loc199))
#loc279 = loc("jit(step)/jvp(layers.0)/add"(#loc200))
#loc280 = loc("jit(step)/jvp(layers.0)/reduce_sum"(#loc201))
#loc281 = loc("jit(step)/jvp(layers.0)/div"(#loc201))
#loc282 = loc("jit(step)/jvp(layers.0)/sub"(#loc202))
#loc283 = loc("jit(step)/jvp(layers.0)/integer_pow"(#loc203))
#loc284 = loc("jit(step)/jvp(layers.0)/mul"(#loc203))
#loc285 = loc("jit(step)/jvp(layers.0)/reduce_sum"(#loc204))
#loc286 = loc("jit(step)/jvp(layers.0)/div"(#loc204))
#loc287 = loc("jit(step)/jvp(layers.0)/add"(#loc205))
#loc288 = loc("jit(step)/jvp(layers.0)/rsqrt"(#loc206))
#loc289 = loc("jit(step)/jvp(layers.0)/div"(#loc206))
#loc290 = loc("jit(step)/jvp(layers.0)/mul"(#loc206))
#loc291 = loc("jit(step)/jvp(layers.0)/mul"(#loc207))
#loc292 = loc("jit(step)/jvp(layers.0)/mul"(#loc208))
#loc293 = loc("jit(step)/jvp(layers.0)/add"(#loc209))
#loc294 = loc("jit(step)/jvp(layers.0)/mul"(#loc210))
#loc295 = loc("jit(step)/jvp(layers.0)/mul"(#loc211))
#loc296 = loc("jit(step)/jvp(layers.0)/add"(#loc212))
#loc297 = loc("jit(step)/jvp(layers.0)/mul"(#loc213))
#loc298 = loc("jit(step)/jvp(layers.0)/mul"(#loc214))
#loc299 = loc("jit(step)/jvp(layers.0)/add"(#loc215))
#loc300 = loc(callsite(#loc49 at #loc216))
#loc301 = loc("jit(step)/jvp(layers.0)/conv_general_dilated"(#loc218))
#loc302 = loc("jit(step)/jvp(layers.0)/add"(#loc219))
#loc303 = loc("jit(step)/jvp(layers.0)/reduce_sum"(#loc220))
#loc304 = loc("jit(step)/jvp(layers.0)/div"(#loc220))
#loc305 = loc("jit(step)/jvp(layers.0)/sub"(#loc221))
#loc306 = loc("jit(step)/jvp(layers.0)/integer_pow"(#loc222))
#loc307 = loc("jit(step)/jvp(layers.0)/mul"(#loc222))
#loc308 = loc("jit(step)/jvp(layers.0)/reduce_sum"(#loc223))
#loc309 = loc("jit(step)/jvp(layers.0)/div"(#loc223))
#loc310 = loc("jit(step)/jvp(layers.0)/add"(#loc224))
#loc311 = loc("jit(step)/jvp(layers.0)/rsqrt"(#loc225))
#loc312 = loc("jit(step)/jvp(layers.0)/div"(#loc225))
#loc313 = loc("jit(step)/jvp(layers.0)/mul"(#loc225))
#loc314 = loc("jit(step)/jvp(layers.0)/mul"(#loc226))
#loc315 = loc("jit(step)/jvp(layers.0)/mul"(#loc227))
#loc316 = loc("jit(step)/jvp(layers.0)/add"(#loc228))
#loc317 = loc("jit(step)/jvp(layers.0)/mul"(#loc229))
#loc318 = loc("jit(step)/jvp(layers.0)/mul"(#loc230))
#loc319 = loc("jit(step)/jvp(layers.0)/add"(#loc231))
#loc320 = loc("jit(step)/jvp(layers.0)/mul"(#loc232))
#loc321 = loc("jit(step)/jvp(layers.0)/mul"(#loc233))
#loc322 = loc("jit(step)/jvp(layers.0)/add"(#loc234))
#loc323 = loc(callsite(#loc49 at #loc236))
#loc324 = loc("jit(step)/jvp(layers.1)/conv_general_dilated"(#loc199))
#loc325 = loc("jit(step)/jvp(layers.1)/add"(#loc200))
#loc326 = loc("jit(step)/jvp(layers.1)/reduce_sum"(#loc201))
#loc327 = loc("jit(step)/jvp(layers.1)/div"(#loc201))
#loc328 = loc("jit(step)/jvp(layers.1)/sub"(#loc202))
#loc329 = loc("jit(step)/jvp(layers.1)/integer_pow"(#loc203))
#loc330 = loc("jit(step)/jvp(layers.1)/mul"(#loc203))
#loc331 = loc("jit(step)/jvp(layers.1)/reduce_sum"(#loc204))
#loc332 = loc("jit(step)/jvp(layers.1)/div"(#loc204))
#loc333 = loc("jit(step)/jvp(layers.1)/add"(#loc205))
#loc334 = loc("jit(step)/jvp(layers.1)/rsqrt"(#loc206))
#loc335 = loc("jit(step)/jvp(layers.1)/div"(#loc206))
#loc336 = loc("jit(step)/jvp(layers.1)/mul"(#loc206))
#loc337 = loc("jit(step)/jvp(layers.1)/mul"(#loc207))
#loc338 = loc("jit(step)/jvp(layers.1)/mul"(#loc208))
#loc339 = loc("jit(step)/jvp(layers.1)/add"(#loc209))
#loc340 = loc("jit(step)/jvp(layers.1)/mul"(#loc210))
#loc341 = loc("jit(step)/jvp(layers.1)/mul"(#loc211))
#loc342 = loc("jit(step)/jvp(layers.1)/add"(#loc212))
#loc343 = loc("jit(step)/jvp(layers.1)/mul"(#loc213))
#loc344 = loc("jit(step)/jvp(layers.1)/mul"(#loc214))
#loc345 = loc("jit(step)/jvp(layers.1)/add"(#loc215))
#loc346 = loc(callsite(#loc49 at #loc238))
#loc347 = loc("jit(step)/jvp(layers.1)/conv_general_dilated"(#loc218))
#loc348 = loc("jit(step)/jvp(layers.1)/add"(#loc219))
#loc349 = loc("jit(step)/jvp(layers.1)/reduce_sum"(#loc220))
#loc350 = loc("jit(step)/jvp(layers.1)/div"(#loc220))
#loc351 = loc("jit(step)/jvp(layers.1)/sub"(#loc221))
#loc352 = loc("jit(step)/jvp(layers.1)/integer_pow"(#loc222))
#loc353 = loc("jit(step)/jvp(layers.1)/mul"(#loc222))
#loc354 = loc("jit(step)/jvp(layers.1)/reduce_sum"(#loc223))
#loc355 = loc("jit(step)/jvp(layers.1)/div"(#loc223))
#loc356 = loc("jit(step)/jvp(layers.1)/add"(#loc224))
#loc357 = loc("jit(step)/jvp(layers.1)/rsqrt"(#loc225))
#loc358 = loc("jit(step)/jvp(layers.1)/div"(#loc225))
#loc359 = loc("jit(step)/jvp(layers.1)/mul"(#loc225))
#loc360 = loc("jit(step)/jvp(layers.1)/mul"(#loc226))
#loc361 = loc("jit(step)/jvp(layers.1)/mul"(#loc227))
#loc362 = loc("jit(step)/jvp(layers.1)/add"(#loc228))
#loc363 = loc("jit(step)/jvp(layers.1)/mul"(#loc229))
#loc364 = loc("jit(step)/jvp(layers.1)/mul"(#loc230))
#loc365 = loc("jit(step)/jvp(layers.1)/add"(#loc231))
#loc366 = loc("jit(step)/jvp(layers.1)/mul"(#loc232))
#loc367 = loc("jit(step)/jvp(layers.1)/mul"(#loc233))
#loc368 = loc("jit(step)/jvp(layers.1)/add"(#loc234))
#loc369 = loc(callsite(#loc49 at #loc241))
#loc370 = loc("jit(step)/jvp(layers.2)/conv_general_dilated"(#loc199))
#loc371 = loc("jit(step)/jvp(layers.2)/add"(#loc200))
#loc372 = loc("jit(step)/jvp(layers.2)/reduce_sum"(#loc201))
#loc373 = loc("jit(step)/jvp(layers.2)/div"(#loc201))
#loc374 = loc("jit(step)/jvp(layers.2)/sub"(#loc202))
#loc375 = loc("jit(step)/jvp(layers.2)/integer_pow"(#loc203))
#loc376 = loc("jit(step)/jvp(layers.2)/mul"(#loc203))
#loc377 = loc("jit(step)/jvp(layers.2)/reduce_sum"(#loc204))
#loc378 = loc("jit(step)/jvp(layers.2)/div"(#loc204))
#loc379 = loc("jit(step)/jvp(layers.2)/add"(#loc205))
#loc380 = loc("jit(step)/jvp(layers.2)/rsqrt"(#loc206))
#loc381 = loc("jit(step)/jvp(layers.2)/div"(#loc206))
#loc382 = loc("jit(step)/jvp(layers.2)/mul"(#loc206))
#loc383 = loc("jit(step)/jvp(layers.2)/mul"(#loc207))
#loc384 = loc("jit(step)/jvp(layers.2)/mul"(#loc208))
#loc385 = loc("jit(step)/jvp(layers.2)/add"(#loc209))
#loc386 = loc("jit(step)/jvp(layers.2)/mul"(#loc210))
#loc387 = loc("jit(step)/jvp(layers.2)/mul"(#loc211))
#loc388 = loc("jit(step)/jvp(layers.2)/add"(#loc212))
#loc389 = loc("jit(step)/jvp(layers.2)/mul"(#loc213))
#loc390 = loc("jit(step)/jvp(layers.2)/mul"(#loc214))
#loc391 = loc("jit(step)/jvp(layers.2)/add"(#loc215))
#loc392 = loc(callsite(#loc49 at #loc243))
#loc393 = loc("jit(step)/jvp(layers.2)/conv_general_dilated"(#loc218))
#loc394 = loc("jit(step)/jvp(layers.2)/add"(#loc219))
#loc395 = loc("jit(step)/jvp(layers.2)/reduce_sum"(#loc220))
#loc396 = loc("jit(step)/jvp(layers.2)/div"(#loc220))
#loc397 = loc("jit(step)/jvp(layers.2)/sub"(#loc221))
#loc398 = loc("jit(step)/jvp(layers.2)/integer_pow"(#loc222))
#loc399 = loc("jit(step)/jvp(layers.2)/mul"(#loc222))
#loc400 = loc("jit(step)/jvp(layers.2)/reduce_sum"(#loc223))
#loc401 = loc("jit(step)/jvp(layers.2)/div"(#loc223))
#loc402 = loc("jit(step)/jvp(layers.2)/add"(#loc224))
#loc403 = loc("jit(step)/jvp(layers.2)/rsqrt"(#loc225))
#loc404 = loc("jit(step)/jvp(layers.2)/div"(#loc225))
#loc405 = loc("jit(step)/jvp(layers.2)/mul"(#loc225))
#loc406 = loc("jit(step)/jvp(layers.2)/mul"(#loc226))
#loc407 = loc("jit(step)/jvp(layers.2)/mul"(#loc227))
#loc408 = loc("jit(step)/jvp(layers.2)/add"(#loc228))
#loc409 = loc("jit(step)/jvp(layers.2)/mul"(#loc229))
#loc410 = loc("jit(step)/jvp(layers.2)/mul"(#loc230))
#loc411 = loc("jit(step)/jvp(layers.2)/add"(#loc231))
#loc412 = loc("jit(step)/jvp(layers.2)/mul"(#loc232))
#loc413 = loc("jit(step)/jvp(layers.2)/mul"(#loc233))
#loc414 = loc("jit(step)/jvp(layers.2)/add"(#loc234))
#loc415 = loc(callsite(#loc49 at #loc246))
#loc416 = loc(callsite(#loc76 at #loc248))
#loc417 = loc(callsite(#loc78 at #loc248))
#loc418 = loc(callsite(#loc49 at #loc248))
#loc419 = loc(callsite(#loc79 at #loc248))
#loc420 = loc(callsite(#loc80 at #loc248))
#loc421 = loc(callsite(#loc81 at #loc248))
#loc422 = loc(callsite(#loc82 at #loc248))
#loc423 = loc(callsite(#loc84 at #loc195))
#loc424 = loc(callsite(#loc85 at #loc195))
#loc425 = loc(callsite(#loc86 at #loc195))
#loc426 = loc(callsite(#loc87 at #loc195))
#loc427 = loc(callsite(#loc88 at #loc195))
#loc428 = loc(callsite(#loc at #loc194))
#loc430 = loc(callsite(#loc91 at #loc256))
#loc431 = loc(callsite(#loc80 at #loc256))
#loc432 = loc(callsite(#loc85 at #loc256))
#loc433 = loc(callsite(#loc92 at #loc256))
#loc434 = loc(callsite(#loc81 at #loc256))
#loc435 = loc(callsite(#loc93 at #loc256))
#loc436 = loc(callsite(#loc94 at #loc256))
#loc437 = loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc228))
#loc439 = loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc227))
#loc440 = loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc227))
#loc442 = loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc226))
#loc443 = loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc226))
#loc445 = loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc225))
#loc446 = loc("jit(step)/transpose(jvp(layers.2))/neg"(#loc258))
#loc447 = loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc258))
#loc449 = loc("jit(step)/transpose(jvp(layers.2))/div"(#loc223))
#loc450 = loc("jit(step)/transpose(jvp(layers.2))/broadcast_in_dim"(#loc223))
#loc451 = loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc222))
#loc452 = loc("jit(step)/transpose(jvp(layers.2))/neg"(#loc221))
#loc453 = loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc221))
#loc455 = loc("jit(step)/transpose(jvp(layers.2))/add_any"(#loc221))
#loc456 = loc("jit(step)/transpose(jvp(layers.2))/div"(#loc220))
#loc457 = loc("jit(step)/transpose(jvp(layers.2))/broadcast_in_dim"(#loc220))
#loc458 = loc("jit(step)/transpose(jvp(layers.2))/add_any"(#loc220))
#loc459 = loc("jit(step)/transpose(jvp(layers.2))/conv_general_dilated"(#loc218))
#loc460 = loc("jit(step)/transpose(jvp(layers.2))/rev"(#loc218))
#loc461 = loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc209))
#loc463 = loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc208))
#loc464 = loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc208))
#loc466 = loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc207))
#loc467 = loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc207))
#loc469 = loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc206))
#loc470 = loc("jit(step)/transpose(jvp(layers.2))/neg"(#loc260))
#loc471 = loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc260))
#loc473 = loc("jit(step)/transpose(jvp(layers.2))/div"(#loc204))
#loc474 = loc("jit(step)/transpose(jvp(layers.2))/broadcast_in_dim"(#loc204))
#loc475 = loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc203))
#loc476 = loc("jit(step)/transpose(jvp(layers.2))/neg"(#loc202))
#loc477 = loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc202))
#loc479 = loc("jit(step)/transpose(jvp(layers.2))/add_any"(#loc202))
#loc480 = loc("jit(step)/transpose(jvp(layers.2))/div"(#loc201))
#loc481 = loc("jit(step)/transpose(jvp(layers.2))/broadcast_in_dim"(#loc201))
#loc482 = loc("jit(step)/transpose(jvp(layers.2))/add_any"(#loc201))
#loc483 = loc("jit(step)/transpose(jvp(layers.2))/conv_general_dilated"(#loc199))
#loc484 = loc("jit(step)/transpose(jvp(layers.2))/rev"(#loc199))
#loc485 = loc("jit(step)/transpose(jvp(layers.2))/add_any"(#loc199))
#loc486 = loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc228))
#loc488 = loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc227))
#loc489 = loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc227))
#loc491 = loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc226))
#loc492 = loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc226))
#loc494 = loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc225))
#loc495 = loc("jit(step)/transpose(jvp(layers.1))/neg"(#loc258))
#loc496 = loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc258))
#loc498 = loc("jit(step)/transpose(jvp(layers.1))/div"(#loc223))
#loc499 = loc("jit(step)/transpose(jvp(layers.1))/broadcast_in_dim"(#loc223))
#loc500 = loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc222))
#loc501 = loc("jit(step)/transpose(jvp(layers.1))/neg"(#loc221))
#loc502 = loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc221))
#loc504 = loc("jit(step)/transpose(jvp(layers.1))/add_any"(#loc221))
#loc505 = loc("jit(step)/transpose(jvp(layers.1))/div"(#loc220))
#loc506 = loc("jit(step)/transpose(jvp(layers.1))/broadcast_in_dim"(#loc220))
#loc507 = loc("jit(step)/transpose(jvp(layers.1))/add_any"(#loc220))
#loc508 = loc("jit(step)/transpose(jvp(layers.1))/conv_general_dilated"(#loc218))
#loc509 = loc("jit(step)/transpose(jvp(layers.1))/rev"(#loc218))
#loc510 = loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc209))
#loc512 = loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc208))
#loc513 = loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc208))
#loc515 = loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc207))
#loc516 = loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc207))
#loc518 = loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc206))
#loc519 = loc("jit(step)/transpose(jvp(layers.1))/neg"(#loc260))
#loc520 = loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc260))
#loc522 = loc("jit(step)/transpose(jvp(layers.1))/div"(#loc204))
#loc523 = loc("jit(step)/transpose(jvp(layers.1))/broadcast_in_dim"(#loc204))
#loc524 = loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc203))
#loc525 = loc("jit(step)/transpose(jvp(layers.1))/neg"(#loc202))
#loc526 = loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc202))
#loc528 = loc("jit(step)/transpose(jvp(layers.1))/add_any"(#loc202))
#loc529 = loc("jit(step)/transpose(jvp(layers.1))/div"(#loc201))
#loc530 = loc("jit(step)/transpose(jvp(layers.1))/broadcast_in_dim"(#loc201))
#loc531 = loc("jit(step)/transpose(jvp(layers.1))/add_any"(#loc201))
#loc532 = loc("jit(step)/transpose(jvp(layers.1))/conv_general_dilated"(#loc199))
#loc533 = loc("jit(step)/transpose(jvp(layers.1))/rev"(#loc199))
#loc534 = loc("jit(step)/transpose(jvp(layers.1))/add_any"(#loc199))
#loc535 = loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc228))
#loc537 = loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc227))
#loc538 = loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc227))
#loc540 = loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc226))
#loc541 = loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc226))
#loc543 = loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc225))
#loc544 = loc("jit(step)/transpose(jvp(layers.0))/neg"(#loc258))
#loc545 = loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc258))
#loc547 = loc("jit(step)/transpose(jvp(layers.0))/div"(#loc223))
#loc548 = loc("jit(step)/transpose(jvp(layers.0))/broadcast_in_dim"(#loc223))
#loc549 = loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc222))
#loc550 = loc("jit(step)/transpose(jvp(layers.0))/neg"(#loc221))
#loc551 = loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc221))
#loc553 = loc("jit(step)/transpose(jvp(layers.0))/add_any"(#loc221))
#loc554 = loc("jit(step)/transpose(jvp(layers.0))/div"(#loc220))
#loc555 = loc("jit(step)/transpose(jvp(layers.0))/broadcast_in_dim"(#loc220))
#loc556 = loc("jit(step)/transpose(jvp(layers.0))/add_any"(#loc220))
#loc557 = loc("jit(step)/transpose(jvp(layers.0))/conv_general_dilated"(#loc218))
#loc558 = loc("jit(step)/transpose(jvp(layers.0))/rev"(#loc218))
#loc559 = loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc209))
#loc561 = loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc208))
#loc562 = loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc208))
#loc564 = loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc207))
#loc565 = loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc207))
#loc567 = loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc206))
#loc568 = loc("jit(step)/transpose(jvp(layers.0))/neg"(#loc260))
#loc569 = loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc260))
#loc571 = loc("jit(step)/transpose(jvp(layers.0))/div"(#loc204))
#loc572 = loc("jit(step)/transpose(jvp(layers.0))/broadcast_in_dim"(#loc204))
#loc573 = loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc203))
#loc574 = loc("jit(step)/transpose(jvp(layers.0))/neg"(#loc202))
#loc575 = loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc202))
#loc577 = loc("jit(step)/transpose(jvp(layers.0))/add_any"(#loc202))
#loc578 = loc("jit(step)/transpose(jvp(layers.0))/div"(#loc201))
#loc579 = loc("jit(step)/transpose(jvp(layers.0))/broadcast_in_dim"(#loc201))
#loc580 = loc("jit(step)/transpose(jvp(layers.0))/add_any"(#loc201))
#loc581 = loc("jit(step)/transpose(jvp(layers.0))/conv_general_dilated"(#loc199))
#loc582 = loc("jit(step)/transpose(jvp(layers.0))/rev"(#loc199))
#loc583 = loc("jit(step)/transpose(jvp(layers.0))/add_any"(#loc199))
module @jit_step {
  func.func @main(%arg0: tensor<16xf32> loc("params[0]['b1']"), %arg1: tensor<16xf32> loc("params[0]['b2']"), %arg2: tensor<16xf32> loc("params[0]['g1']"), %arg3: tensor<16xf32> loc("params[0]['g2']"), %arg4: tensor<3x3x16x16xf32> loc("params[0]['w1']"), %arg5: tensor<3x3x16x16xf32> loc("params[0]['w2']"), %arg6: tensor<16xf32> loc("params[1]['b1']"), %arg7: tensor<16xf32> loc("params[1]['b2']"), %arg8: tensor<16xf32> loc("params[1]['g1']"), %arg9: tensor<16xf32> loc("params[1]['g2']"), %arg10: tensor<3x3x16x16xf32> loc("params[1]['w1']"), %arg11: tensor<3x3x16x16xf32> loc("params[1]['w2']"), %arg12: tensor<16xf32> loc("params[2]['b1']"), %arg13: tensor<16xf32> loc("params[2]['b2']"), %arg14: tensor<16xf32> loc("params[2]['g1']"), %arg15: tensor<16xf32> loc("params[2]['g2']"), %arg16: tensor<3x3x16x16xf32> loc("params[2]['w1']"), %arg17: tensor<3x3x16x16xf32> loc("params[2]['w2']"), %arg18: tensor<3x3x3x16xf32> loc("stem"), %arg19: tensor<16x10xf32> loc("head"), %arg20: tensor<16xf32> loc("stats[0]['m1']"), %arg21: tensor<16xf32> loc("stats[0]['m2']"), %arg22: tensor<16xf32> loc("stats[0]['v1']"), %arg23: tensor<16xf32> loc("stats[0]['v2']"), %arg24: tensor<16xf32> loc("stats[1]['m1']"), %arg25: tensor<16xf32> loc("stats[1]['m2']"), %arg26: tensor<16xf32> loc("stats[1]['v1']"), %arg27: tensor<16xf32> loc("stats[1]['v2']"), %arg28: tensor<16xf32> loc("stats[2]['m1']"), %arg29: tensor<16xf32> loc("stats[2]['m2']"), %arg30: tensor<16xf32> loc("stats[2]['v1']"), %arg31: tensor<16xf32> loc("stats[2]['v2']"), %arg32: tensor<8x16x16x3xf32> loc("x"), %arg33: tensor<8xi32> loc("labels")) -> (tensor<f32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<3x3x16x16xf32>, tensor<3x3x3x16xf32>, tensor<16x10xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) {
    %cst = arith.constant dense<0.000000e+00> : tensor<80xf32> loc(#loc584)
    %c10 = arith.constant 10 : index loc(#loc)
    %c8 = arith.constant 8 : index loc(#loc)
    %c1 = arith.constant 1 : index loc(#loc)
    %c2 = arith.constant 2 : index loc(#loc)
    %cst_0 = arith.constant -1.000000e+00 : f32 loc(#loc)
    %cst_1 = arith.constant 5.000000e-02 : f32 loc(#loc)
    %cst_2 = arith.constant 8.000000e+00 : f32 loc(#loc)
    %cst_3 = arith.constant 0x7FC00000 : f32 loc(#loc585)
    %c9 = arith.constant 9 : index loc(#loc)
    %c0 = arith.constant 0 : index loc(#loc)
    %true = arith.constant true loc(#loc586)
    %c9_i32 = arith.constant 9 : i32 loc(#loc587)
    %c10_i32 = arith.constant 10 : i32 loc(#loc588)
    %c0_i32 = arith.constant 0 : i32 loc(#loc)
    %cst_4 = arith.constant 0xFF800000 : f32 loc(#loc)
    %cst_5 = arith.constant 2.560000e+02 : f32 loc(#loc)
    %cst_6 = arith.constant 1.000000e-01 : f32 loc(#loc)
    %cst_7 = arith.constant 0.899999976 : f32 loc(#loc)
    %cst_8 = arith.constant -5.000000e-01 : f32 loc(#loc)
    %cst_9 = arith.constant 9.99999974E-6 : f32 loc(#loc)
    %cst_10 = arith.constant 2.000000e+00 : f32 loc(#loc)
    %cst_11 = arith.constant 2.048000e+03 : f32 loc(#loc)
    %cst_12 = arith.constant 0.000000e+00 : f32 loc(#loc)
    %0 = tensor.empty() : tensor<8x16x16x16xf32> loc(#loc196)
    %1 = linalg.fill ins(%cst_12 : f32) outs(%0 : tensor<8x16x16x16xf32>) -> tensor<8x16x16x16xf32> loc(#loc196)
    %padded = tensor.pad %arg32 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg34: index loc("jit(step)/jvp()/conv_general_dilated"(#loc165)), %arg35: index loc("jit(step)/jvp()/conv_general_dilated"(#loc165)), %arg36: index loc("jit(step)/jvp()/conv_general_dilated"(#loc165)), %arg37: index loc("jit(step)/jvp()/conv_general_dilated"(#loc165))):
      tensor.yield %cst_12 : f32 loc(#loc196)
    } : tensor<8x16x16x3xf32> to tensor<8x18x18x3xf32> loc(#loc196)
    %2 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded, %arg18 : tensor<8x18x18x3xf32>, tensor<3x3x3x16xf32>) outs(%1 : tensor<8x16x16x16xf32>) -> tensor<8x16x16x16xf32> loc(#loc196)
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2 : tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/conv_general_dilated"(#loc165)), %out: f32 loc("jit(step)/jvp()/add"(#loc166))):
      %496 = arith.addf %in, %cst_12 : f32 loc(#loc197)
      linalg.yield %496 : f32 loc(#loc197)
    } -> tensor<8x16x16x16xf32> loc(#loc197)
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%3 : tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/add"(#loc166)), %out: f32 loc(callsite(#loc49 at #loc167))):
      %496 = arith.maximumf %in, %cst_12 : f32 loc(#loc277)
      linalg.yield %496 : f32 loc(#loc277)
    } -> tensor<8x16x16x16xf32> loc(#loc277)
    %5 = tensor.empty() : tensor<8x16x16x16xi1> loc(#loc168)
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%3 : tensor<8x16x16x16xf32>) outs(%5 : tensor<8x16x16x16xi1>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/add"(#loc166)), %out: i1 loc("jit(step)/jvp()/gt"(#loc157))):
      %496 = arith.cmpf ogt, %in, %cst_12 : f32 loc(#loc168)
      linalg.yield %496 : i1 loc(#loc168)
    } -> tensor<8x16x16x16xi1> loc(#loc168)
    %padded_13 = tensor.pad %4 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg34: index loc("jit(step)/jvp(layers.0)/conv_general_dilated"(#loc199)), %arg35: index loc("jit(step)/jvp(layers.0)/conv_general_dilated"(#loc199)), %arg36: index loc("jit(step)/jvp(layers.0)/conv_general_dilated"(#loc199)), %arg37: index loc("jit(step)/jvp(layers.0)/conv_general_dilated"(#loc199))):
      tensor.yield %cst_12 : f32 loc(#loc278)
    } : tensor<8x16x16x16xf32> to tensor<8x18x18x16xf32> loc(#loc278)
    %7 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded_13, %arg4 : tensor<8x18x18x16xf32>, tensor<3x3x16x16xf32>) outs(%1 : tensor<8x16x16x16xf32>) -> tensor<8x16x16x16xf32> loc(#loc278)
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%7 : tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/conv_general_dilated"(#loc199)), %out: f32 loc("jit(step)/jvp(layers.0)/add"(#loc200))):
      %496 = arith.addf %in, %cst_12 : f32 loc(#loc279)
      linalg.yield %496 : f32 loc(#loc279)
    } -> tensor<8x16x16x16xf32> loc(#loc279)
    %9 = tensor.empty() : tensor<16xf32> loc(#loc280)
    %10 = linalg.fill ins(%cst_12 : f32) outs(%9 : tensor<16xf32>) -> tensor<16xf32> loc(#loc280)
    %11 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "reduction", "reduction", "reduction"]} ins(%8 : tensor<8x16x16x16xf32>) outs(%10 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/reduce_sum"(#loc201)), %out: f32 loc("jit(step)/jvp(layers.0)/reduce_sum"(#loc201))):
      %496 = arith.addf %out, %in : f32 loc(#loc280)
      linalg.yield %496 : f32 loc(#loc280)
    } -> tensor<16xf32> loc(#loc280)
    %12 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%11 : tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/reduce_sum"(#loc201)), %out: f32 loc("jit(step)/jvp(layers.0)/div"(#loc201))):
      %496 = arith.divf %in, %cst_11 : f32 loc(#loc281)
      linalg.yield %496 : f32 loc(#loc281)
    } -> tensor<16xf32> loc(#loc281)
    %13 = linalg.generic {indexing_maps = [#map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%12 : tensor<16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/div"(#loc201)), %out: f32 loc("jit(step)/jvp(layers.0)/sub"(#loc202))):
      linalg.yield %in : f32 loc(#loc282)
    } -> tensor<8x16x16x16xf32> loc(#loc282)
    %14 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8, %13 : tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/add"(#loc200)), %in_68: f32 loc("jit(step)/jvp(layers.0)/sub"(#loc202)), %out: f32 loc("jit(step)/jvp(layers.0)/sub"(#loc202))):
      %496 = arith.subf %in, %in_68 : f32 loc(#loc282)
      linalg.yield %496 : f32 loc(#loc282)
    } -> tensor<8x16x16x16xf32> loc(#loc282)
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%14 : tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/sub"(#loc202)), %out: f32 loc("jit(step)/jvp(layers.0)/integer_pow"(#loc203))):
      %496 = arith.mulf %in, %in : f32 loc(#loc283)
      linalg.yield %496 : f32 loc(#loc283)
    } -> tensor<8x16x16x16xf32> loc(#loc283)
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%14 : tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/sub"(#loc202)), %out: f32 loc("jit(step)/jvp(layers.0)/mul"(#loc203))):
      %496 = arith.mulf %in, %cst_10 : f32 loc(#loc284)
      linalg.yield %496 : f32 loc(#loc284)
    } -> tensor<8x16x16x16xf32> loc(#loc284)
    %17 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "reduction", "reduction", "reduction"]} ins(%15 : tensor<8x16x16x16xf32>) outs(%10 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/reduce_sum"(#loc204)), %out: f32 loc("jit(step)/jvp(layers.0)/reduce_sum"(#loc204))):
      %496 = arith.addf %out, %in : f32 loc(#loc285)
      linalg.yield %496 : f32 loc(#loc285)
    } -> tensor<16xf32> loc(#loc285)
    %18 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%17 : tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/reduce_sum"(#loc204)), %out: f32 loc("jit(step)/jvp(layers.0)/div"(#loc204))):
      %496 = arith.divf %in, %cst_11 : f32 loc(#loc286)
      linalg.yield %496 : f32 loc(#loc286)
    } -> tensor<16xf32> loc(#loc286)
    %19 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%18 : tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/div"(#loc204)), %out: f32 loc("jit(step)/jvp(layers.0)/add"(#loc205))):
      %496 = arith.addf %in, %cst_9 : f32 loc(#loc287)
      linalg.yield %496 : f32 loc(#loc287)
    } -> tensor<16xf32> loc(#loc287)
    %20 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%19 : tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/add"(#loc205)), %out: f32 loc("jit(step)/jvp(layers.0)/rsqrt"(#loc206))):
      %496 = math.rsqrt %in : f32 loc(#loc288)
      linalg.yield %496 : f32 loc(#loc288)
    } -> tensor<16xf32> loc(#loc288)
    %21 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%20, %19 : tensor<16xf32>, tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/rsqrt"(#loc206)), %in_68: f32 loc("jit(step)/jvp(layers.0)/add"(#loc205)), %out: f32 loc("jit(step)/jvp(layers.0)/div"(#loc206))):
      %496 = arith.divf %in, %in_68 : f32 loc(#loc289)
      linalg.yield %496 : f32 loc(#loc289)
    } -> tensor<16xf32> loc(#loc289)
    %22 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%21 : tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/div"(#loc206)), %out: f32 loc("jit(step)/jvp(layers.0)/mul"(#loc206))):
      %496 = arith.mulf %in, %cst_8 : f32 loc(#loc290)
      linalg.yield %496 : f32 loc(#loc290)
    } -> tensor<16xf32> loc(#loc290)
    %23 = linalg.generic {indexing_maps = [#map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%20 : tensor<16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/rsqrt"(#loc206)), %out: f32 loc("jit(step)/jvp(layers.0)/mul"(#loc207))):
      linalg.yield %in : f32 loc(#loc291)
    } -> tensor<8x16x16x16xf32> loc(#loc291)
    %24 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%14, %23 : tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/sub"(#loc202)), %in_68: f32 loc("jit(step)/jvp(layers.0)/mul"(#loc207)), %out: f32 loc("jit(step)/jvp(layers.0)/mul"(#loc207))):
      %496 = arith.mulf %in, %in_68 : f32 loc(#loc291)
      linalg.yield %496 : f32 loc(#loc291)
    } -> tensor<8x16x16x16xf32> loc(#loc291)
    %25 = linalg.generic {indexing_maps = [#map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg2 : tensor<16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("params[0]['g1']"), %out: f32 loc("jit(step)/jvp(layers.0)/mul"(#loc208))):
      linalg.yield %in : f32 loc(#loc292)
    } -> tensor<8x16x16x16xf32> loc(#loc292)
    %26 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%24, %25 : tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/mul"(#loc207)), %in_68: f32 loc("jit(step)/jvp(layers.0)/mul"(#loc208)), %out: f32 loc("jit(step)/jvp(layers.0)/mul"(#loc208))):
      %496 = arith.mulf %in, %in_68 : f32 loc(#loc292)
      linalg.yield %496 : f32 loc(#loc292)
    } -> tensor<8x16x16x16xf32> loc(#loc292)
    %27 = linalg.generic {indexing_maps = [#map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("params[0]['b1']"), %out: f32 loc("jit(step)/jvp(layers.0)/add"(#loc209))):
      linalg.yield %in : f32 loc(#loc293)
    } -> tensor<8x16x16x16xf32> loc(#loc293)
    %28 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%26, %27 : tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/mul"(#loc208)), %in_68: f32 loc("jit(step)/jvp(layers.0)/add"(#loc209)), %out: f32 loc("jit(step)/jvp(layers.0)/add"(#loc209))):
      %496 = arith.addf %in, %in_68 : f32 loc(#loc293)
      linalg.yield %496 : f32 loc(#loc293)
    } -> tensor<8x16x16x16xf32> loc(#loc293)
    %29 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg20 : tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("stats[0]['m1']"), %out: f32 loc("jit(step)/jvp(layers.0)/mul"(#loc210))):
      %496 = arith.mulf %in, %cst_7 : f32 loc(#loc294)
      linalg.yield %496 : f32 loc(#loc294)
    } -> tensor<16xf32> loc(#loc294)
    %30 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%12 : tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/div"(#loc201)), %out: f32 loc("jit(step)/jvp(layers.0)/mul"(#loc211))):
      %496 = arith.mulf %in, %cst_6 : f32 loc(#loc295)
      linalg.yield %496 : f32 loc(#loc295)
    } -> tensor<16xf32> loc(#loc295)
    %31 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%29, %30 : tensor<16xf32>, tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/mul"(#loc210)), %in_68: f32 loc("jit(step)/jvp(layers.0)/mul"(#loc211)), %out: f32 loc("jit(step)/jvp(layers.0)/add"(#loc212))):
      %496 = arith.addf %in, %in_68 : f32 loc(#loc296)
      linalg.yield %496 : f32 loc(#loc296)
    } -> tensor<16xf32> loc(#loc296)
    %32 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg22 : tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("stats[0]['v1']"), %out: f32 loc("jit(step)/jvp(layers.0)/mul"(#loc213))):
      %496 = arith.mulf %in, %cst_7 : f32 loc(#loc297)
      linalg.yield %496 : f32 loc(#loc297)
    } -> tensor<16xf32> loc(#loc297)
    %33 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%18 : tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/div"(#loc204)), %out: f32 loc("jit(step)/jvp(layers.0)/mul"(#loc214))):
      %496 = arith.mulf %in, %cst_6 : f32 loc(#loc298)
      linalg.yield %496 : f32 loc(#loc298)
    } -> tensor<16xf32> loc(#loc298)
    %34 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%32, %33 : tensor<16xf32>, tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/mul"(#loc213)), %in_68: f32 loc("jit(step)/jvp(layers.0)/mul"(#loc214)), %out: f32 loc("jit(step)/jvp(layers.0)/add"(#loc215))):
      %496 = arith.addf %in, %in_68 : f32 loc(#loc299)
      linalg.yield %496 : f32 loc(#loc299)
    } -> tensor<16xf32> loc(#loc299)
    %35 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%28 : tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/add"(#loc209)), %out: f32 loc(callsite(#loc49 at #loc216))):
      %496 = arith.maximumf %in, %cst_12 : f32 loc(#loc589)
      linalg.yield %496 : f32 loc(#loc589)
    } -> tensor<8x16x16x16xf32> loc(#loc589)
    %36 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%28 : tensor<8x16x16x16xf32>) outs(%5 : tensor<8x16x16x16xi1>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/add"(#loc209)), %out: i1 loc("jit(step)/jvp(layers.0)/gt"(#loc171))):
      %496 = arith.cmpf ogt, %in, %cst_12 : f32 loc(#loc217)
      linalg.yield %496 : i1 loc(#loc217)
    } -> tensor<8x16x16x16xi1> loc(#loc217)
    %padded_14 = tensor.pad %35 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg34: index loc("jit(step)/jvp(layers.0)/conv_general_dilated"(#loc218)), %arg35: index loc("jit(step)/jvp(layers.0)/conv_general_dilated"(#loc218)), %arg36: index loc("jit(step)/jvp(layers.0)/conv_general_dilated"(#loc218)), %arg37: index loc("jit(step)/jvp(layers.0)/conv_general_dilated"(#loc218))):
      tensor.yield %cst_12 : f32 loc(#loc301)
    } : tensor<8x16x16x16xf32> to tensor<8x18x18x16xf32> loc(#loc301)
    %37 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded_14, %arg5 : tensor<8x18x18x16xf32>, tensor<3x3x16x16xf32>) outs(%1 : tensor<8x16x16x16xf32>) -> tensor<8x16x16x16xf32> loc(#loc301)
    %38 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%37 : tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/conv_general_dilated"(#loc218)), %out: f32 loc("jit(step)/jvp(layers.0)/add"(#loc219))):
      %496 = arith.addf %in, %cst_12 : f32 loc(#loc302)
      linalg.yield %496 : f32 loc(#loc302)
    } -> tensor<8x16x16x16xf32> loc(#loc302)
    %39 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "reduction", "reduction", "reduction"]} ins(%38 : tensor<8x16x16x16xf32>) outs(%10 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/reduce_sum"(#loc220)), %out: f32 loc("jit(step)/jvp(layers.0)/reduce_sum"(#loc220))):
      %496 = arith.addf %out, %in : f32 loc(#loc303)
      linalg.yield %496 : f32 loc(#loc303)
    } -> tensor<16xf32> loc(#loc303)
    %40 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%39 : tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/reduce_sum"(#loc220)), %out: f32 loc("jit(step)/jvp(layers.0)/div"(#loc220))):
      %496 = arith.divf %in, %cst_11 : f32 loc(#loc304)
      linalg.yield %496 : f32 loc(#loc304)
    } -> tensor<16xf32> loc(#loc304)
    %41 = linalg.generic {indexing_maps = [#map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40 : tensor<16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/div"(#loc220)), %out: f32 loc("jit(step)/jvp(layers.0)/sub"(#loc221))):
      linalg.yield %in : f32 loc(#loc305)
    } -> tensor<8x16x16x16xf32> loc(#loc305)
    %42 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%38, %41 : tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/add"(#loc219)), %in_68: f32 loc("jit(step)/jvp(layers.0)/sub"(#loc221)), %out: f32 loc("jit(step)/jvp(layers.0)/sub"(#loc221))):
      %496 = arith.subf %in, %in_68 : f32 loc(#loc305)
      linalg.yield %496 : f32 loc(#loc305)
    } -> tensor<8x16x16x16xf32> loc(#loc305)
    %43 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%42 : tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/sub"(#loc221)), %out: f32 loc("jit(step)/jvp(layers.0)/integer_pow"(#loc222))):
      %496 = arith.mulf %in, %in : f32 loc(#loc306)
      linalg.yield %496 : f32 loc(#loc306)
    } -> tensor<8x16x16x16xf32> loc(#loc306)
    %44 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%42 : tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/sub"(#loc221)), %out: f32 loc("jit(step)/jvp(layers.0)/mul"(#loc222))):
      %496 = arith.mulf %in, %cst_10 : f32 loc(#loc307)
      linalg.yield %496 : f32 loc(#loc307)
    } -> tensor<8x16x16x16xf32> loc(#loc307)
    %45 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "reduction", "reduction", "reduction"]} ins(%43 : tensor<8x16x16x16xf32>) outs(%10 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/reduce_sum"(#loc223)), %out: f32 loc("jit(step)/jvp(layers.0)/reduce_sum"(#loc223))):
      %496 = arith.addf %out, %in : f32 loc(#loc308)
      linalg.yield %496 : f32 loc(#loc308)
    } -> tensor<16xf32> loc(#loc308)
    %46 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%45 : tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/reduce_sum"(#loc223)), %out: f32 loc("jit(step)/jvp(layers.0)/div"(#loc223))):
      %496 = arith.divf %in, %cst_11 : f32 loc(#loc309)
      linalg.yield %496 : f32 loc(#loc309)
    } -> tensor<16xf32> loc(#loc309)
    %47 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%46 : tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/div"(#loc223)), %out: f32 loc("jit(step)/jvp(layers.0)/add"(#loc224))):
      %496 = arith.addf %in, %cst_9 : f32 loc(#loc310)
      linalg.yield %496 : f32 loc(#loc310)
    } -> tensor<16xf32> loc(#loc310)
    %48 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%47 : tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/add"(#loc224)), %out: f32 loc("jit(step)/jvp(layers.0)/rsqrt"(#loc225))):
      %496 = math.rsqrt %in : f32 loc(#loc311)
      linalg.yield %496 : f32 loc(#loc311)
    } -> tensor<16xf32> loc(#loc311)
    %49 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%48, %47 : tensor<16xf32>, tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/rsqrt"(#loc225)), %in_68: f32 loc("jit(step)/jvp(layers.0)/add"(#loc224)), %out: f32 loc("jit(step)/jvp(layers.0)/div"(#loc225))):
      %496 = arith.divf %in, %in_68 : f32 loc(#loc312)
      linalg.yield %496 : f32 loc(#loc312)
    } -> tensor<16xf32> loc(#loc312)
    %50 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%49 : tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/div"(#loc225)), %out: f32 loc("jit(step)/jvp(layers.0)/mul"(#loc225))):
      %496 = arith.mulf %in, %cst_8 : f32 loc(#loc313)
      linalg.yield %496 : f32 loc(#loc313)
    } -> tensor<16xf32> loc(#loc313)
    %51 = linalg.generic {indexing_maps = [#map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%48 : tensor<16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/rsqrt"(#loc225)), %out: f32 loc("jit(step)/jvp(layers.0)/mul"(#loc226))):
      linalg.yield %in : f32 loc(#loc314)
    } -> tensor<8x16x16x16xf32> loc(#loc314)
    %52 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%42, %51 : tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/sub"(#loc221)), %in_68: f32 loc("jit(step)/jvp(layers.0)/mul"(#loc226)), %out: f32 loc("jit(step)/jvp(layers.0)/mul"(#loc226))):
      %496 = arith.mulf %in, %in_68 : f32 loc(#loc314)
      linalg.yield %496 : f32 loc(#loc314)
    } -> tensor<8x16x16x16xf32> loc(#loc314)
    %53 = linalg.generic {indexing_maps = [#map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg3 : tensor<16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("params[0]['g2']"), %out: f32 loc("jit(step)/jvp(layers.0)/mul"(#loc227))):
      linalg.yield %in : f32 loc(#loc315)
    } -> tensor<8x16x16x16xf32> loc(#loc315)
    %54 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%52, %53 : tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/mul"(#loc226)), %in_68: f32 loc("jit(step)/jvp(layers.0)/mul"(#loc227)), %out: f32 loc("jit(step)/jvp(layers.0)/mul"(#loc227))):
      %496 = arith.mulf %in, %in_68 : f32 loc(#loc315)
      linalg.yield %496 : f32 loc(#loc315)
    } -> tensor<8x16x16x16xf32> loc(#loc315)
    %55 = linalg.generic {indexing_maps = [#map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg1 : tensor<16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("params[0]['b2']"), %out: f32 loc("jit(step)/jvp(layers.0)/add"(#loc228))):
      linalg.yield %in : f32 loc(#loc316)
    } -> tensor<8x16x16x16xf32> loc(#loc316)
    %56 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54, %55 : tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/mul"(#loc227)), %in_68: f32 loc("jit(step)/jvp(layers.0)/add"(#loc228)), %out: f32 loc("jit(step)/jvp(layers.0)/add"(#loc228))):
      %496 = arith.addf %in, %in_68 : f32 loc(#loc316)
      linalg.yield %496 : f32 loc(#loc316)
    } -> tensor<8x16x16x16xf32> loc(#loc316)
    %57 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg21 : tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("stats[0]['m2']"), %out: f32 loc("jit(step)/jvp(layers.0)/mul"(#loc229))):
      %496 = arith.mulf %in, %cst_7 : f32 loc(#loc317)
      linalg.yield %496 : f32 loc(#loc317)
    } -> tensor<16xf32> loc(#loc317)
    %58 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%40 : tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/div"(#loc220)), %out: f32 loc("jit(step)/jvp(layers.0)/mul"(#loc230))):
      %496 = arith.mulf %in, %cst_6 : f32 loc(#loc318)
      linalg.yield %496 : f32 loc(#loc318)
    } -> tensor<16xf32> loc(#loc318)
    %59 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%57, %58 : tensor<16xf32>, tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/mul"(#loc229)), %in_68: f32 loc("jit(step)/jvp(layers.0)/mul"(#loc230)), %out: f32 loc("jit(step)/jvp(layers.0)/add"(#loc231))):
      %496 = arith.addf %in, %in_68 : f32 loc(#loc319)
      linalg.yield %496 : f32 loc(#loc319)
    } -> tensor<16xf32> loc(#loc319)
    %60 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg23 : tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("stats[0]['v2']"), %out: f32 loc("jit(step)/jvp(layers.0)/mul"(#loc232))):
      %496 = arith.mulf %in, %cst_7 : f32 loc(#loc320)
      linalg.yield %496 : f32 loc(#loc320)
    } -> tensor<16xf32> loc(#loc320)
    %61 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%46 : tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/div"(#loc223)), %out: f32 loc("jit(step)/jvp(layers.0)/mul"(#loc233))):
      %496 = arith.mulf %in, %cst_6 : f32 loc(#loc321)
      linalg.yield %496 : f32 loc(#loc321)
    } -> tensor<16xf32> loc(#loc321)
    %62 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%60, %61 : tensor<16xf32>, tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/mul"(#loc232)), %in_68: f32 loc("jit(step)/jvp(layers.0)/mul"(#loc233)), %out: f32 loc("jit(step)/jvp(layers.0)/add"(#loc234))):
      %496 = arith.addf %in, %in_68 : f32 loc(#loc322)
      linalg.yield %496 : f32 loc(#loc322)
    } -> tensor<16xf32> loc(#loc322)
    %63 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%4, %56 : tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc49 at #loc167)), %in_68: f32 loc("jit(step)/jvp(layers.0)/add"(#loc228)), %out: f32 loc("jit(step)/jvp(layers.0)/add"(#loc174))):
      %496 = arith.addf %in, %in_68 : f32 loc(#loc235)
      linalg.yield %496 : f32 loc(#loc235)
    } -> tensor<8x16x16x16xf32> loc(#loc235)
    %64 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%63 : tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/add"(#loc174)), %out: f32 loc(callsite(#loc49 at #loc236))):
      %496 = arith.maximumf %in, %cst_12 : f32 loc(#loc590)
      linalg.yield %496 : f32 loc(#loc590)
    } -> tensor<8x16x16x16xf32> loc(#loc590)
    %65 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%63 : tensor<8x16x16x16xf32>) outs(%5 : tensor<8x16x16x16xi1>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/add"(#loc174)), %out: i1 loc("jit(step)/jvp(layers.0)/gt"(#loc175))):
      %496 = arith.cmpf ogt, %in, %cst_12 : f32 loc(#loc237)
      linalg.yield %496 : i1 loc(#loc237)
    } -> tensor<8x16x16x16xi1> loc(#loc237)
    %padded_15 = tensor.pad %64 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg34: index loc("jit(step)/jvp(layers.1)/conv_general_dilated"(#loc199)), %arg35: index loc("jit(step)/jvp(layers.1)/conv_general_dilated"(#loc199)), %arg36: index loc("jit(step)/jvp(layers.1)/conv_general_dilated"(#loc199)), %arg37: index loc("jit(step)/jvp(layers.1)/conv_general_dilated"(#loc199))):
      tensor.yield %cst_12 : f32 loc(#loc324)
    } : tensor<8x16x16x16xf32> to tensor<8x18x18x16xf32> loc(#loc324)
    %66 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded_15, %arg10 : tensor<8x18x18x16xf32>, tensor<3x3x16x16xf32>) outs(%1 : tensor<8x16x16x16xf32>) -> tensor<8x16x16x16xf32> loc(#loc324)
    %67 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%66 : tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/conv_general_dilated"(#loc199)), %out: f32 loc("jit(step)/jvp(layers.1)/add"(#loc200))):
      %496 = arith.addf %in, %cst_12 : f32 loc(#loc325)
      linalg.yield %496 : f32 loc(#loc325)
    } -> tensor<8x16x16x16xf32> loc(#loc325)
    %68 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "reduction", "reduction", "reduction"]} ins(%67 : tensor<8x16x16x16xf32>) outs(%10 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/reduce_sum"(#loc201)), %out: f32 loc("jit(step)/jvp(layers.1)/reduce_sum"(#loc201))):
      %496 = arith.addf %out, %in : f32 loc(#loc326)
      linalg.yield %496 : f32 loc(#loc326)
    } -> tensor<16xf32> loc(#loc326)
    %69 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%68 : tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/reduce_sum"(#loc201)), %out: f32 loc("jit(step)/jvp(layers.1)/div"(#loc201))):
      %496 = arith.divf %in, %cst_11 : f32 loc(#loc327)
      linalg.yield %496 : f32 loc(#loc327)
    } -> tensor<16xf32> loc(#loc327)
    %70 = linalg.generic {indexing_maps = [#map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%69 : tensor<16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/div"(#loc201)), %out: f32 loc("jit(step)/jvp(layers.1)/sub"(#loc202))):
      linalg.yield %in : f32 loc(#loc328)
    } -> tensor<8x16x16x16xf32> loc(#loc328)
    %71 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%67, %70 : tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/add"(#loc200)), %in_68: f32 loc("jit(step)/jvp(layers.1)/sub"(#loc202)), %out: f32 loc("jit(step)/jvp(layers.1)/sub"(#loc202))):
      %496 = arith.subf %in, %in_68 : f32 loc(#loc328)
      linalg.yield %496 : f32 loc(#loc328)
    } -> tensor<8x16x16x16xf32> loc(#loc328)
    %72 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%71 : tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/sub"(#loc202)), %out: f32 loc("jit(step)/jvp(layers.1)/integer_pow"(#loc203))):
      %496 = arith.mulf %in, %in : f32 loc(#loc329)
      linalg.yield %496 : f32 loc(#loc329)
    } -> tensor<8x16x16x16xf32> loc(#loc329)
    %73 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%71 : tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/sub"(#loc202)), %out: f32 loc("jit(step)/jvp(layers.1)/mul"(#loc203))):
      %496 = arith.mulf %in, %cst_10 : f32 loc(#loc330)
      linalg.yield %496 : f32 loc(#loc330)
    } -> tensor<8x16x16x16xf32> loc(#loc330)
    %74 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "reduction", "reduction", "reduction"]} ins(%72 : tensor<8x16x16x16xf32>) outs(%10 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/reduce_sum"(#loc204)), %out: f32 loc("jit(step)/jvp(layers.1)/reduce_sum"(#loc204))):
      %496 = arith.addf %out, %in : f32 loc(#loc331)
      linalg.yield %496 : f32 loc(#loc331)
    } -> tensor<16xf32> loc(#loc331)
    %75 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%74 : tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/reduce_sum"(#loc204)), %out: f32 loc("jit(step)/jvp(layers.1)/div"(#loc204))):
      %496 = arith.divf %in, %cst_11 : f32 loc(#loc332)
      linalg.yield %496 : f32 loc(#loc332)
    } -> tensor<16xf32> loc(#loc332)
    %76 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%75 : tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/div"(#loc204)), %out: f32 loc("jit(step)/jvp(layers.1)/add"(#loc205))):
      %496 = arith.addf %in, %cst_9 : f32 loc(#loc333)
      linalg.yield %496 : f32 loc(#loc333)
    } -> tensor<16xf32> loc(#loc333)
    %77 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%76 : tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/add"(#loc205)), %out: f32 loc("jit(step)/jvp(layers.1)/rsqrt"(#loc206))):
      %496 = math.rsqrt %in : f32 loc(#loc334)
      linalg.yield %496 : f32 loc(#loc334)
    } -> tensor<16xf32> loc(#loc334)
    %78 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%77, %76 : tensor<16xf32>, tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/rsqrt"(#loc206)), %in_68: f32 loc("jit(step)/jvp(layers.1)/add"(#loc205)), %out: f32 loc("jit(step)/jvp(layers.1)/div"(#loc206))):
      %496 = arith.divf %in, %in_68 : f32 loc(#loc335)
      linalg.yield %496 : f32 loc(#loc335)
    } -> tensor<16xf32> loc(#loc335)
    %79 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%78 : tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/div"(#loc206)), %out: f32 loc("jit(step)/jvp(layers.1)/mul"(#loc206))):
      %496 = arith.mulf %in, %cst_8 : f32 loc(#loc336)
      linalg.yield %496 : f32 loc(#loc336)
    } -> tensor<16xf32> loc(#loc336)
    %80 = linalg.generic {indexing_maps = [#map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%77 : tensor<16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/rsqrt"(#loc206)), %out: f32 loc("jit(step)/jvp(layers.1)/mul"(#loc207))):
      linalg.yield %in : f32 loc(#loc337)
    } -> tensor<8x16x16x16xf32> loc(#loc337)
    %81 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%71, %80 : tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/sub"(#loc202)), %in_68: f32 loc("jit(step)/jvp(layers.1)/mul"(#loc207)), %out: f32 loc("jit(step)/jvp(layers.1)/mul"(#loc207))):
      %496 = arith.mulf %in, %in_68 : f32 loc(#loc337)
      linalg.yield %496 : f32 loc(#loc337)
    } -> tensor<8x16x16x16xf32> loc(#loc337)
    %82 = linalg.generic {indexing_maps = [#map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg8 : tensor<16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("params[1]['g1']"), %out: f32 loc("jit(step)/jvp(layers.1)/mul"(#loc208))):
      linalg.yield %in : f32 loc(#loc338)
    } -> tensor<8x16x16x16xf32> loc(#loc338)
    %83 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%81, %82 : tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/mul"(#loc207)), %in_68: f32 loc("jit(step)/jvp(layers.1)/mul"(#loc208)), %out: f32 loc("jit(step)/jvp(layers.1)/mul"(#loc208))):
      %496 = arith.mulf %in, %in_68 : f32 loc(#loc338)
      linalg.yield %496 : f32 loc(#loc338)
    } -> tensor<8x16x16x16xf32> loc(#loc338)
    %84 = linalg.generic {indexing_maps = [#map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg6 : tensor<16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("params[1]['b1']"), %out: f32 loc("jit(step)/jvp(layers.1)/add"(#loc209))):
      linalg.yield %in : f32 loc(#loc339)
    } -> tensor<8x16x16x16xf32> loc(#loc339)
    %85 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%83, %84 : tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/mul"(#loc208)), %in_68: f32 loc("jit(step)/jvp(layers.1)/add"(#loc209)), %out: f32 loc("jit(step)/jvp(layers.1)/add"(#loc209))):
      %496 = arith.addf %in, %in_68 : f32 loc(#loc339)
      linalg.yield %496 : f32 loc(#loc339)
    } -> tensor<8x16x16x16xf32> loc(#loc339)
    %86 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg24 : tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("stats[1]['m1']"), %out: f32 loc("jit(step)/jvp(layers.1)/mul"(#loc210))):
      %496 = arith.mulf %in, %cst_7 : f32 loc(#loc340)
      linalg.yield %496 : f32 loc(#loc340)
    } -> tensor<16xf32> loc(#loc340)
    %87 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%69 : tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/div"(#loc201)), %out: f32 loc("jit(step)/jvp(layers.1)/mul"(#loc211))):
      %496 = arith.mulf %in, %cst_6 : f32 loc(#loc341)
      linalg.yield %496 : f32 loc(#loc341)
    } -> tensor<16xf32> loc(#loc341)
    %88 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%86, %87 : tensor<16xf32>, tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/mul"(#loc210)), %in_68: f32 loc("jit(step)/jvp(layers.1)/mul"(#loc211)), %out: f32 loc("jit(step)/jvp(layers.1)/add"(#loc212))):
      %496 = arith.addf %in, %in_68 : f32 loc(#loc342)
      linalg.yield %496 : f32 loc(#loc342)
    } -> tensor<16xf32> loc(#loc342)
    %89 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg26 : tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("stats[1]['v1']"), %out: f32 loc("jit(step)/jvp(layers.1)/mul"(#loc213))):
      %496 = arith.mulf %in, %cst_7 : f32 loc(#loc343)
      linalg.yield %496 : f32 loc(#loc343)
    } -> tensor<16xf32> loc(#loc343)
    %90 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%75 : tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/div"(#loc204)), %out: f32 loc("jit(step)/jvp(layers.1)/mul"(#loc214))):
      %496 = arith.mulf %in, %cst_6 : f32 loc(#loc344)
      linalg.yield %496 : f32 loc(#loc344)
    } -> tensor<16xf32> loc(#loc344)
    %91 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%89, %90 : tensor<16xf32>, tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/mul"(#loc213)), %in_68: f32 loc("jit(step)/jvp(layers.1)/mul"(#loc214)), %out: f32 loc("jit(step)/jvp(layers.1)/add"(#loc215))):
      %496 = arith.addf %in, %in_68 : f32 loc(#loc345)
      linalg.yield %496 : f32 loc(#loc345)
    } -> tensor<16xf32> loc(#loc345)
    %92 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%85 : tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/add"(#loc209)), %out: f32 loc(callsite(#loc49 at #loc238))):
      %496 = arith.maximumf %in, %cst_12 : f32 loc(#loc591)
      linalg.yield %496 : f32 loc(#loc591)
    } -> tensor<8x16x16x16xf32> loc(#loc591)
    %93 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%85 : tensor<8x16x16x16xf32>) outs(%5 : tensor<8x16x16x16xi1>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/add"(#loc209)), %out: i1 loc("jit(step)/jvp(layers.1)/gt"(#loc171))):
      %496 = arith.cmpf ogt, %in, %cst_12 : f32 loc(#loc239)
      linalg.yield %496 : i1 loc(#loc239)
    } -> tensor<8x16x16x16xi1> loc(#loc239)
    %padded_16 = tensor.pad %92 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg34: index loc("jit(step)/jvp(layers.1)/conv_general_dilated"(#loc218)), %arg35: index loc("jit(step)/jvp(layers.1)/conv_general_dilated"(#loc218)), %arg36: index loc("jit(step)/jvp(layers.1)/conv_general_dilated"(#loc218)), %arg37: index loc("jit(step)/jvp(layers.1)/conv_general_dilated"(#loc218))):
      tensor.yield %cst_12 : f32 loc(#loc347)
    } : tensor<8x16x16x16xf32> to tensor<8x18x18x16xf32> loc(#loc347)
    %94 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded_16, %arg11 : tensor<8x18x18x16xf32>, tensor<3x3x16x16xf32>) outs(%1 : tensor<8x16x16x16xf32>) -> tensor<8x16x16x16xf32> loc(#loc347)
    %95 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%94 : tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/conv_general_dilated"(#loc218)), %out: f32 loc("jit(step)/jvp(layers.1)/add"(#loc219))):
      %496 = arith.addf %in, %cst_12 : f32 loc(#loc348)
      linalg.yield %496 : f32 loc(#loc348)
    } -> tensor<8x16x16x16xf32> loc(#loc348)
    %96 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "reduction", "reduction", "reduction"]} ins(%95 : tensor<8x16x16x16xf32>) outs(%10 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/reduce_sum"(#loc220)), %out: f32 loc("jit(step)/jvp(layers.1)/reduce_sum"(#loc220))):
      %496 = arith.addf %out, %in : f32 loc(#loc349)
      linalg.yield %496 : f32 loc(#loc349)
    } -> tensor<16xf32> loc(#loc349)
    %97 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%96 : tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/reduce_sum"(#loc220)), %out: f32 loc("jit(step)/jvp(layers.1)/div"(#loc220))):
      %496 = arith.divf %in, %cst_11 : f32 loc(#loc350)
      linalg.yield %496 : f32 loc(#loc350)
    } -> tensor<16xf32> loc(#loc350)
    %98 = linalg.generic {indexing_maps = [#map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%97 : tensor<16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/div"(#loc220)), %out: f32 loc("jit(step)/jvp(layers.1)/sub"(#loc221))):
      linalg.yield %in : f32 loc(#loc351)
    } -> tensor<8x16x16x16xf32> loc(#loc351)
    %99 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%95, %98 : tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/add"(#loc219)), %in_68: f32 loc("jit(step)/jvp(layers.1)/sub"(#loc221)), %out: f32 loc("jit(step)/jvp(layers.1)/sub"(#loc221))):
      %496 = arith.subf %in, %in_68 : f32 loc(#loc351)
      linalg.yield %496 : f32 loc(#loc351)
    } -> tensor<8x16x16x16xf32> loc(#loc351)
    %100 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%99 : tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/sub"(#loc221)), %out: f32 loc("jit(step)/jvp(layers.1)/integer_pow"(#loc222))):
      %496 = arith.mulf %in, %in : f32 loc(#loc352)
      linalg.yield %496 : f32 loc(#loc352)
    } -> tensor<8x16x16x16xf32> loc(#loc352)
    %101 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%99 : tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/sub"(#loc221)), %out: f32 loc("jit(step)/jvp(layers.1)/mul"(#loc222))):
      %496 = arith.mulf %in, %cst_10 : f32 loc(#loc353)
      linalg.yield %496 : f32 loc(#loc353)
    } -> tensor<8x16x16x16xf32> loc(#loc353)
    %102 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "reduction", "reduction", "reduction"]} ins(%100 : tensor<8x16x16x16xf32>) outs(%10 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/reduce_sum"(#loc223)), %out: f32 loc("jit(step)/jvp(layers.1)/reduce_sum"(#loc223))):
      %496 = arith.addf %out, %in : f32 loc(#loc354)
      linalg.yield %496 : f32 loc(#loc354)
    } -> tensor<16xf32> loc(#loc354)
    %103 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%102 : tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/reduce_sum"(#loc223)), %out: f32 loc("jit(step)/jvp(layers.1)/div"(#loc223))):
      %496 = arith.divf %in, %cst_11 : f32 loc(#loc355)
      linalg.yield %496 : f32 loc(#loc355)
    } -> tensor<16xf32> loc(#loc355)
    %104 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%103 : tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/div"(#loc223)), %out: f32 loc("jit(step)/jvp(layers.1)/add"(#loc224))):
      %496 = arith.addf %in, %cst_9 : f32 loc(#loc356)
      linalg.yield %496 : f32 loc(#loc356)
    } -> tensor<16xf32> loc(#loc356)
    %105 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%104 : tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/add"(#loc224)), %out: f32 loc("jit(step)/jvp(layers.1)/rsqrt"(#loc225))):
      %496 = math.rsqrt %in : f32 loc(#loc357)
      linalg.yield %496 : f32 loc(#loc357)
    } -> tensor<16xf32> loc(#loc357)
    %106 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%105, %104 : tensor<16xf32>, tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/rsqrt"(#loc225)), %in_68: f32 loc("jit(step)/jvp(layers.1)/add"(#loc224)), %out: f32 loc("jit(step)/jvp(layers.1)/div"(#loc225))):
      %496 = arith.divf %in, %in_68 : f32 loc(#loc358)
      linalg.yield %496 : f32 loc(#loc358)
    } -> tensor<16xf32> loc(#loc358)
    %107 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%106 : tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/div"(#loc225)), %out: f32 loc("jit(step)/jvp(layers.1)/mul"(#loc225))):
      %496 = arith.mulf %in, %cst_8 : f32 loc(#loc359)
      linalg.yield %496 : f32 loc(#loc359)
    } -> tensor<16xf32> loc(#loc359)
    %108 = linalg.generic {indexing_maps = [#map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%105 : tensor<16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/rsqrt"(#loc225)), %out: f32 loc("jit(step)/jvp(layers.1)/mul"(#loc226))):
      linalg.yield %in : f32 loc(#loc360)
    } -> tensor<8x16x16x16xf32> loc(#loc360)
    %109 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%99, %108 : tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/sub"(#loc221)), %in_68: f32 loc("jit(step)/jvp(layers.1)/mul"(#loc226)), %out: f32 loc("jit(step)/jvp(layers.1)/mul"(#loc226))):
      %496 = arith.mulf %in, %in_68 : f32 loc(#loc360)
      linalg.yield %496 : f32 loc(#loc360)
    } -> tensor<8x16x16x16xf32> loc(#loc360)
    %110 = linalg.generic {indexing_maps = [#map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg9 : tensor<16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("params[1]['g2']"), %out: f32 loc("jit(step)/jvp(layers.1)/mul"(#loc227))):
      linalg.yield %in : f32 loc(#loc361)
    } -> tensor<8x16x16x16xf32> loc(#loc361)
    %111 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%109, %110 : tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/mul"(#loc226)), %in_68: f32 loc("jit(step)/jvp(layers.1)/mul"(#loc227)), %out: f32 loc("jit(step)/jvp(layers.1)/mul"(#loc227))):
      %496 = arith.mulf %in, %in_68 : f32 loc(#loc361)
      linalg.yield %496 : f32 loc(#loc361)
    } -> tensor<8x16x16x16xf32> loc(#loc361)
    %112 = linalg.generic {indexing_maps = [#map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg7 : tensor<16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("params[1]['b2']"), %out: f32 loc("jit(step)/jvp(layers.1)/add"(#loc228))):
      linalg.yield %in : f32 loc(#loc362)
    } -> tensor<8x16x16x16xf32> loc(#loc362)
    %113 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%111, %112 : tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/mul"(#loc227)), %in_68: f32 loc("jit(step)/jvp(layers.1)/add"(#loc228)), %out: f32 loc("jit(step)/jvp(layers.1)/add"(#loc228))):
      %496 = arith.addf %in, %in_68 : f32 loc(#loc362)
      linalg.yield %496 : f32 loc(#loc362)
    } -> tensor<8x16x16x16xf32> loc(#loc362)
    %114 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg25 : tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("stats[1]['m2']"), %out: f32 loc("jit(step)/jvp(layers.1)/mul"(#loc229))):
      %496 = arith.mulf %in, %cst_7 : f32 loc(#loc363)
      linalg.yield %496 : f32 loc(#loc363)
    } -> tensor<16xf32> loc(#loc363)
    %115 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%97 : tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/div"(#loc220)), %out: f32 loc("jit(step)/jvp(layers.1)/mul"(#loc230))):
      %496 = arith.mulf %in, %cst_6 : f32 loc(#loc364)
      linalg.yield %496 : f32 loc(#loc364)
    } -> tensor<16xf32> loc(#loc364)
    %116 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%114, %115 : tensor<16xf32>, tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/mul"(#loc229)), %in_68: f32 loc("jit(step)/jvp(layers.1)/mul"(#loc230)), %out: f32 loc("jit(step)/jvp(layers.1)/add"(#loc231))):
      %496 = arith.addf %in, %in_68 : f32 loc(#loc365)
      linalg.yield %496 : f32 loc(#loc365)
    } -> tensor<16xf32> loc(#loc365)
    %117 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg27 : tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("stats[1]['v2']"), %out: f32 loc("jit(step)/jvp(layers.1)/mul"(#loc232))):
      %496 = arith.mulf %in, %cst_7 : f32 loc(#loc366)
      linalg.yield %496 : f32 loc(#loc366)
    } -> tensor<16xf32> loc(#loc366)
    %118 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%103 : tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/div"(#loc223)), %out: f32 loc("jit(step)/jvp(layers.1)/mul"(#loc233))):
      %496 = arith.mulf %in, %cst_6 : f32 loc(#loc367)
      linalg.yield %496 : f32 loc(#loc367)
    } -> tensor<16xf32> loc(#loc367)
    %119 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%117, %118 : tensor<16xf32>, tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/mul"(#loc232)), %in_68: f32 loc("jit(step)/jvp(layers.1)/mul"(#loc233)), %out: f32 loc("jit(step)/jvp(layers.1)/add"(#loc234))):
      %496 = arith.addf %in, %in_68 : f32 loc(#loc368)
      linalg.yield %496 : f32 loc(#loc368)
    } -> tensor<16xf32> loc(#loc368)
    %120 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64, %113 : tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc49 at #loc236)), %in_68: f32 loc("jit(step)/jvp(layers.1)/add"(#loc228)), %out: f32 loc("jit(step)/jvp(layers.1)/add"(#loc174))):
      %496 = arith.addf %in, %in_68 : f32 loc(#loc240)
      linalg.yield %496 : f32 loc(#loc240)
    } -> tensor<8x16x16x16xf32> loc(#loc240)
    %121 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%120 : tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/add"(#loc174)), %out: f32 loc(callsite(#loc49 at #loc241))):
      %496 = arith.maximumf %in, %cst_12 : f32 loc(#loc592)
      linalg.yield %496 : f32 loc(#loc592)
    } -> tensor<8x16x16x16xf32> loc(#loc592)
    %122 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%120 : tensor<8x16x16x16xf32>) outs(%5 : tensor<8x16x16x16xi1>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/add"(#loc174)), %out: i1 loc("jit(step)/jvp(layers.1)/gt"(#loc175))):
      %496 = arith.cmpf ogt, %in, %cst_12 : f32 loc(#loc242)
      linalg.yield %496 : i1 loc(#loc242)
    } -> tensor<8x16x16x16xi1> loc(#loc242)
    %padded_17 = tensor.pad %121 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg34: index loc("jit(step)/jvp(layers.2)/conv_general_dilated"(#loc199)), %arg35: index loc("jit(step)/jvp(layers.2)/conv_general_dilated"(#loc199)), %arg36: index loc("jit(step)/jvp(layers.2)/conv_general_dilated"(#loc199)), %arg37: index loc("jit(step)/jvp(layers.2)/conv_general_dilated"(#loc199))):
      tensor.yield %cst_12 : f32 loc(#loc370)
    } : tensor<8x16x16x16xf32> to tensor<8x18x18x16xf32> loc(#loc370)
    %123 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded_17, %arg16 : tensor<8x18x18x16xf32>, tensor<3x3x16x16xf32>) outs(%1 : tensor<8x16x16x16xf32>) -> tensor<8x16x16x16xf32> loc(#loc370)
    %124 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%123 : tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/conv_general_dilated"(#loc199)), %out: f32 loc("jit(step)/jvp(layers.2)/add"(#loc200))):
      %496 = arith.addf %in, %cst_12 : f32 loc(#loc371)
      linalg.yield %496 : f32 loc(#loc371)
    } -> tensor<8x16x16x16xf32> loc(#loc371)
    %125 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "reduction", "reduction", "reduction"]} ins(%124 : tensor<8x16x16x16xf32>) outs(%10 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/reduce_sum"(#loc201)), %out: f32 loc("jit(step)/jvp(layers.2)/reduce_sum"(#loc201))):
      %496 = arith.addf %out, %in : f32 loc(#loc372)
      linalg.yield %496 : f32 loc(#loc372)
    } -> tensor<16xf32> loc(#loc372)
    %126 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%125 : tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/reduce_sum"(#loc201)), %out: f32 loc("jit(step)/jvp(layers.2)/div"(#loc201))):
      %496 = arith.divf %in, %cst_11 : f32 loc(#loc373)
      linalg.yield %496 : f32 loc(#loc373)
    } -> tensor<16xf32> loc(#loc373)
    %127 = linalg.generic {indexing_maps = [#map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%126 : tensor<16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/div"(#loc201)), %out: f32 loc("jit(step)/jvp(layers.2)/sub"(#loc202))):
      linalg.yield %in : f32 loc(#loc374)
    } -> tensor<8x16x16x16xf32> loc(#loc374)
    %128 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%124, %127 : tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/add"(#loc200)), %in_68: f32 loc("jit(step)/jvp(layers.2)/sub"(#loc202)), %out: f32 loc("jit(step)/jvp(layers.2)/sub"(#loc202))):
      %496 = arith.subf %in, %in_68 : f32 loc(#loc374)
      linalg.yield %496 : f32 loc(#loc374)
    } -> tensor<8x16x16x16xf32> loc(#loc374)
    %129 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%128 : tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/sub"(#loc202)), %out: f32 loc("jit(step)/jvp(layers.2)/integer_pow"(#loc203))):
      %496 = arith.mulf %in, %in : f32 loc(#loc375)
      linalg.yield %496 : f32 loc(#loc375)
    } -> tensor<8x16x16x16xf32> loc(#loc375)
    %130 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%128 : tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/sub"(#loc202)), %out: f32 loc("jit(step)/jvp(layers.2)/mul"(#loc203))):
      %496 = arith.mulf %in, %cst_10 : f32 loc(#loc376)
      linalg.yield %496 : f32 loc(#loc376)
    } -> tensor<8x16x16x16xf32> loc(#loc376)
    %131 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "reduction", "reduction", "reduction"]} ins(%129 : tensor<8x16x16x16xf32>) outs(%10 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/reduce_sum"(#loc204)), %out: f32 loc("jit(step)/jvp(layers.2)/reduce_sum"(#loc204))):
      %496 = arith.addf %out, %in : f32 loc(#loc377)
      linalg.yield %496 : f32 loc(#loc377)
    } -> tensor<16xf32> loc(#loc377)
    %132 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%131 : tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/reduce_sum"(#loc204)), %out: f32 loc("jit(step)/jvp(layers.2)/div"(#loc204))):
      %496 = arith.divf %in, %cst_11 : f32 loc(#loc378)
      linalg.yield %496 : f32 loc(#loc378)
    } -> tensor<16xf32> loc(#loc378)
    %133 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%132 : tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/div"(#loc204)), %out: f32 loc("jit(step)/jvp(layers.2)/add"(#loc205))):
      %496 = arith.addf %in, %cst_9 : f32 loc(#loc379)
      linalg.yield %496 : f32 loc(#loc379)
    } -> tensor<16xf32> loc(#loc379)
    %134 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%133 : tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/add"(#loc205)), %out: f32 loc("jit(step)/jvp(layers.2)/rsqrt"(#loc206))):
      %496 = math.rsqrt %in : f32 loc(#loc380)
      linalg.yield %496 : f32 loc(#loc380)
    } -> tensor<16xf32> loc(#loc380)
    %135 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%134, %133 : tensor<16xf32>, tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/rsqrt"(#loc206)), %in_68: f32 loc("jit(step)/jvp(layers.2)/add"(#loc205)), %out: f32 loc("jit(step)/jvp(layers.2)/div"(#loc206))):
      %496 = arith.divf %in, %in_68 : f32 loc(#loc381)
      linalg.yield %496 : f32 loc(#loc381)
    } -> tensor<16xf32> loc(#loc381)
    %136 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%135 : tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/div"(#loc206)), %out: f32 loc("jit(step)/jvp(layers.2)/mul"(#loc206))):
      %496 = arith.mulf %in, %cst_8 : f32 loc(#loc382)
      linalg.yield %496 : f32 loc(#loc382)
    } -> tensor<16xf32> loc(#loc382)
    %137 = linalg.generic {indexing_maps = [#map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%134 : tensor<16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/rsqrt"(#loc206)), %out: f32 loc("jit(step)/jvp(layers.2)/mul"(#loc207))):
      linalg.yield %in : f32 loc(#loc383)
    } -> tensor<8x16x16x16xf32> loc(#loc383)
    %138 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%128, %137 : tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/sub"(#loc202)), %in_68: f32 loc("jit(step)/jvp(layers.2)/mul"(#loc207)), %out: f32 loc("jit(step)/jvp(layers.2)/mul"(#loc207))):
      %496 = arith.mulf %in, %in_68 : f32 loc(#loc383)
      linalg.yield %496 : f32 loc(#loc383)
    } -> tensor<8x16x16x16xf32> loc(#loc383)
    %139 = linalg.generic {indexing_maps = [#map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg14 : tensor<16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("params[2]['g1']"), %out: f32 loc("jit(step)/jvp(layers.2)/mul"(#loc208))):
      linalg.yield %in : f32 loc(#loc384)
    } -> tensor<8x16x16x16xf32> loc(#loc384)
    %140 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%138, %139 : tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/mul"(#loc207)), %in_68: f32 loc("jit(step)/jvp(layers.2)/mul"(#loc208)), %out: f32 loc("jit(step)/jvp(layers.2)/mul"(#loc208))):
      %496 = arith.mulf %in, %in_68 : f32 loc(#loc384)
      linalg.yield %496 : f32 loc(#loc384)
    } -> tensor<8x16x16x16xf32> loc(#loc384)
    %141 = linalg.generic {indexing_maps = [#map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg12 : tensor<16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("params[2]['b1']"), %out: f32 loc("jit(step)/jvp(layers.2)/add"(#loc209))):
      linalg.yield %in : f32 loc(#loc385)
    } -> tensor<8x16x16x16xf32> loc(#loc385)
    %142 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%140, %141 : tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/mul"(#loc208)), %in_68: f32 loc("jit(step)/jvp(layers.2)/add"(#loc209)), %out: f32 loc("jit(step)/jvp(layers.2)/add"(#loc209))):
      %496 = arith.addf %in, %in_68 : f32 loc(#loc385)
      linalg.yield %496 : f32 loc(#loc385)
    } -> tensor<8x16x16x16xf32> loc(#loc385)
    %143 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg28 : tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("stats[2]['m1']"), %out: f32 loc("jit(step)/jvp(layers.2)/mul"(#loc210))):
      %496 = arith.mulf %in, %cst_7 : f32 loc(#loc386)
      linalg.yield %496 : f32 loc(#loc386)
    } -> tensor<16xf32> loc(#loc386)
    %144 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%126 : tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/div"(#loc201)), %out: f32 loc("jit(step)/jvp(layers.2)/mul"(#loc211))):
      %496 = arith.mulf %in, %cst_6 : f32 loc(#loc387)
      linalg.yield %496 : f32 loc(#loc387)
    } -> tensor<16xf32> loc(#loc387)
    %145 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%143, %144 : tensor<16xf32>, tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/mul"(#loc210)), %in_68: f32 loc("jit(step)/jvp(layers.2)/mul"(#loc211)), %out: f32 loc("jit(step)/jvp(layers.2)/add"(#loc212))):
      %496 = arith.addf %in, %in_68 : f32 loc(#loc388)
      linalg.yield %496 : f32 loc(#loc388)
    } -> tensor<16xf32> loc(#loc388)
    %146 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg30 : tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("stats[2]['v1']"), %out: f32 loc("jit(step)/jvp(layers.2)/mul"(#loc213))):
      %496 = arith.mulf %in, %cst_7 : f32 loc(#loc389)
      linalg.yield %496 : f32 loc(#loc389)
    } -> tensor<16xf32> loc(#loc389)
    %147 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%132 : tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/div"(#loc204)), %out: f32 loc("jit(step)/jvp(layers.2)/mul"(#loc214))):
      %496 = arith.mulf %in, %cst_6 : f32 loc(#loc390)
      linalg.yield %496 : f32 loc(#loc390)
    } -> tensor<16xf32> loc(#loc390)
    %148 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%146, %147 : tensor<16xf32>, tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/mul"(#loc213)), %in_68: f32 loc("jit(step)/jvp(layers.2)/mul"(#loc214)), %out: f32 loc("jit(step)/jvp(layers.2)/add"(#loc215))):
      %496 = arith.addf %in, %in_68 : f32 loc(#loc391)
      linalg.yield %496 : f32 loc(#loc391)
    } -> tensor<16xf32> loc(#loc391)
    %149 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%142 : tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/add"(#loc209)), %out: f32 loc(callsite(#loc49 at #loc243))):
      %496 = arith.maximumf %in, %cst_12 : f32 loc(#loc593)
      linalg.yield %496 : f32 loc(#loc593)
    } -> tensor<8x16x16x16xf32> loc(#loc593)
    %150 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%142 : tensor<8x16x16x16xf32>) outs(%5 : tensor<8x16x16x16xi1>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/add"(#loc209)), %out: i1 loc("jit(step)/jvp(layers.2)/gt"(#loc171))):
      %496 = arith.cmpf ogt, %in, %cst_12 : f32 loc(#loc244)
      linalg.yield %496 : i1 loc(#loc244)
    } -> tensor<8x16x16x16xi1> loc(#loc244)
    %padded_18 = tensor.pad %149 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg34: index loc("jit(step)/jvp(layers.2)/conv_general_dilated"(#loc218)), %arg35: index loc("jit(step)/jvp(layers.2)/conv_general_dilated"(#loc218)), %arg36: index loc("jit(step)/jvp(layers.2)/conv_general_dilated"(#loc218)), %arg37: index loc("jit(step)/jvp(layers.2)/conv_general_dilated"(#loc218))):
      tensor.yield %cst_12 : f32 loc(#loc393)
    } : tensor<8x16x16x16xf32> to tensor<8x18x18x16xf32> loc(#loc393)
    %151 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded_18, %arg17 : tensor<8x18x18x16xf32>, tensor<3x3x16x16xf32>) outs(%1 : tensor<8x16x16x16xf32>) -> tensor<8x16x16x16xf32> loc(#loc393)
    %152 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%151 : tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/conv_general_dilated"(#loc218)), %out: f32 loc("jit(step)/jvp(layers.2)/add"(#loc219))):
      %496 = arith.addf %in, %cst_12 : f32 loc(#loc394)
      linalg.yield %496 : f32 loc(#loc394)
    } -> tensor<8x16x16x16xf32> loc(#loc394)
    %153 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "reduction", "reduction", "reduction"]} ins(%152 : tensor<8x16x16x16xf32>) outs(%10 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/reduce_sum"(#loc220)), %out: f32 loc("jit(step)/jvp(layers.2)/reduce_sum"(#loc220))):
      %496 = arith.addf %out, %in : f32 loc(#loc395)
      linalg.yield %496 : f32 loc(#loc395)
    } -> tensor<16xf32> loc(#loc395)
    %154 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%153 : tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/reduce_sum"(#loc220)), %out: f32 loc("jit(step)/jvp(layers.2)/div"(#loc220))):
      %496 = arith.divf %in, %cst_11 : f32 loc(#loc396)
      linalg.yield %496 : f32 loc(#loc396)
    } -> tensor<16xf32> loc(#loc396)
    %155 = linalg.generic {indexing_maps = [#map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%154 : tensor<16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/div"(#loc220)), %out: f32 loc("jit(step)/jvp(layers.2)/sub"(#loc221))):
      linalg.yield %in : f32 loc(#loc397)
    } -> tensor<8x16x16x16xf32> loc(#loc397)
    %156 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%152, %155 : tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/add"(#loc219)), %in_68: f32 loc("jit(step)/jvp(layers.2)/sub"(#loc221)), %out: f32 loc("jit(step)/jvp(layers.2)/sub"(#loc221))):
      %496 = arith.subf %in, %in_68 : f32 loc(#loc397)
      linalg.yield %496 : f32 loc(#loc397)
    } -> tensor<8x16x16x16xf32> loc(#loc397)
    %157 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%156 : tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/sub"(#loc221)), %out: f32 loc("jit(step)/jvp(layers.2)/integer_pow"(#loc222))):
      %496 = arith.mulf %in, %in : f32 loc(#loc398)
      linalg.yield %496 : f32 loc(#loc398)
    } -> tensor<8x16x16x16xf32> loc(#loc398)
    %158 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%156 : tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/sub"(#loc221)), %out: f32 loc("jit(step)/jvp(layers.2)/mul"(#loc222))):
      %496 = arith.mulf %in, %cst_10 : f32 loc(#loc399)
      linalg.yield %496 : f32 loc(#loc399)
    } -> tensor<8x16x16x16xf32> loc(#loc399)
    %159 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "reduction", "reduction", "reduction"]} ins(%157 : tensor<8x16x16x16xf32>) outs(%10 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/reduce_sum"(#loc223)), %out: f32 loc("jit(step)/jvp(layers.2)/reduce_sum"(#loc223))):
      %496 = arith.addf %out, %in : f32 loc(#loc400)
      linalg.yield %496 : f32 loc(#loc400)
    } -> tensor<16xf32> loc(#loc400)
    %160 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%159 : tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/reduce_sum"(#loc223)), %out: f32 loc("jit(step)/jvp(layers.2)/div"(#loc223))):
      %496 = arith.divf %in, %cst_11 : f32 loc(#loc401)
      linalg.yield %496 : f32 loc(#loc401)
    } -> tensor<16xf32> loc(#loc401)
    %161 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%160 : tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/div"(#loc223)), %out: f32 loc("jit(step)/jvp(layers.2)/add"(#loc224))):
      %496 = arith.addf %in, %cst_9 : f32 loc(#loc402)
      linalg.yield %496 : f32 loc(#loc402)
    } -> tensor<16xf32> loc(#loc402)
    %162 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%161 : tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/add"(#loc224)), %out: f32 loc("jit(step)/jvp(layers.2)/rsqrt"(#loc225))):
      %496 = math.rsqrt %in : f32 loc(#loc403)
      linalg.yield %496 : f32 loc(#loc403)
    } -> tensor<16xf32> loc(#loc403)
    %163 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%162, %161 : tensor<16xf32>, tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/rsqrt"(#loc225)), %in_68: f32 loc("jit(step)/jvp(layers.2)/add"(#loc224)), %out: f32 loc("jit(step)/jvp(layers.2)/div"(#loc225))):
      %496 = arith.divf %in, %in_68 : f32 loc(#loc404)
      linalg.yield %496 : f32 loc(#loc404)
    } -> tensor<16xf32> loc(#loc404)
    %164 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%163 : tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/div"(#loc225)), %out: f32 loc("jit(step)/jvp(layers.2)/mul"(#loc225))):
      %496 = arith.mulf %in, %cst_8 : f32 loc(#loc405)
      linalg.yield %496 : f32 loc(#loc405)
    } -> tensor<16xf32> loc(#loc405)
    %165 = linalg.generic {indexing_maps = [#map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%162 : tensor<16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/rsqrt"(#loc225)), %out: f32 loc("jit(step)/jvp(layers.2)/mul"(#loc226))):
      linalg.yield %in : f32 loc(#loc406)
    } -> tensor<8x16x16x16xf32> loc(#loc406)
    %166 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%156, %165 : tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/sub"(#loc221)), %in_68: f32 loc("jit(step)/jvp(layers.2)/mul"(#loc226)), %out: f32 loc("jit(step)/jvp(layers.2)/mul"(#loc226))):
      %496 = arith.mulf %in, %in_68 : f32 loc(#loc406)
      linalg.yield %496 : f32 loc(#loc406)
    } -> tensor<8x16x16x16xf32> loc(#loc406)
    %167 = linalg.generic {indexing_maps = [#map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg15 : tensor<16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("params[2]['g2']"), %out: f32 loc("jit(step)/jvp(layers.2)/mul"(#loc227))):
      linalg.yield %in : f32 loc(#loc407)
    } -> tensor<8x16x16x16xf32> loc(#loc407)
    %168 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%166, %167 : tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/mul"(#loc226)), %in_68: f32 loc("jit(step)/jvp(layers.2)/mul"(#loc227)), %out: f32 loc("jit(step)/jvp(layers.2)/mul"(#loc227))):
      %496 = arith.mulf %in, %in_68 : f32 loc(#loc407)
      linalg.yield %496 : f32 loc(#loc407)
    } -> tensor<8x16x16x16xf32> loc(#loc407)
    %169 = linalg.generic {indexing_maps = [#map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg13 : tensor<16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("params[2]['b2']"), %out: f32 loc("jit(step)/jvp(layers.2)/add"(#loc228))):
      linalg.yield %in : f32 loc(#loc408)
    } -> tensor<8x16x16x16xf32> loc(#loc408)
    %170 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%168, %169 : tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/mul"(#loc227)), %in_68: f32 loc("jit(step)/jvp(layers.2)/add"(#loc228)), %out: f32 loc("jit(step)/jvp(layers.2)/add"(#loc228))):
      %496 = arith.addf %in, %in_68 : f32 loc(#loc408)
      linalg.yield %496 : f32 loc(#loc408)
    } -> tensor<8x16x16x16xf32> loc(#loc408)
    %171 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg29 : tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("stats[2]['m2']"), %out: f32 loc("jit(step)/jvp(layers.2)/mul"(#loc229))):
      %496 = arith.mulf %in, %cst_7 : f32 loc(#loc409)
      linalg.yield %496 : f32 loc(#loc409)
    } -> tensor<16xf32> loc(#loc409)
    %172 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%154 : tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/div"(#loc220)), %out: f32 loc("jit(step)/jvp(layers.2)/mul"(#loc230))):
      %496 = arith.mulf %in, %cst_6 : f32 loc(#loc410)
      linalg.yield %496 : f32 loc(#loc410)
    } -> tensor<16xf32> loc(#loc410)
    %173 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%171, %172 : tensor<16xf32>, tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/mul"(#loc229)), %in_68: f32 loc("jit(step)/jvp(layers.2)/mul"(#loc230)), %out: f32 loc("jit(step)/jvp(layers.2)/add"(#loc231))):
      %496 = arith.addf %in, %in_68 : f32 loc(#loc411)
      linalg.yield %496 : f32 loc(#loc411)
    } -> tensor<16xf32> loc(#loc411)
    %174 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg31 : tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("stats[2]['v2']"), %out: f32 loc("jit(step)/jvp(layers.2)/mul"(#loc232))):
      %496 = arith.mulf %in, %cst_7 : f32 loc(#loc412)
      linalg.yield %496 : f32 loc(#loc412)
    } -> tensor<16xf32> loc(#loc412)
    %175 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%160 : tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/div"(#loc223)), %out: f32 loc("jit(step)/jvp(layers.2)/mul"(#loc233))):
      %496 = arith.mulf %in, %cst_6 : f32 loc(#loc413)
      linalg.yield %496 : f32 loc(#loc413)
    } -> tensor<16xf32> loc(#loc413)
    %176 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%174, %175 : tensor<16xf32>, tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/mul"(#loc232)), %in_68: f32 loc("jit(step)/jvp(layers.2)/mul"(#loc233)), %out: f32 loc("jit(step)/jvp(layers.2)/add"(#loc234))):
      %496 = arith.addf %in, %in_68 : f32 loc(#loc414)
      linalg.yield %496 : f32 loc(#loc414)
    } -> tensor<16xf32> loc(#loc414)
    %177 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%121, %170 : tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc49 at #loc241)), %in_68: f32 loc("jit(step)/jvp(layers.2)/add"(#loc228)), %out: f32 loc("jit(step)/jvp(layers.2)/add"(#loc174))):
      %496 = arith.addf %in, %in_68 : f32 loc(#loc245)
      linalg.yield %496 : f32 loc(#loc245)
    } -> tensor<8x16x16x16xf32> loc(#loc245)
    %178 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%177 : tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/add"(#loc174)), %out: f32 loc(callsite(#loc49 at #loc246))):
      %496 = arith.maximumf %in, %cst_12 : f32 loc(#loc594)
      linalg.yield %496 : f32 loc(#loc594)
    } -> tensor<8x16x16x16xf32> loc(#loc594)
    %179 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%177 : tensor<8x16x16x16xf32>) outs(%5 : tensor<8x16x16x16xi1>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/add"(#loc174)), %out: i1 loc("jit(step)/jvp(layers.2)/gt"(#loc175))):
      %496 = arith.cmpf ogt, %in, %cst_12 : f32 loc(#loc247)
      linalg.yield %496 : i1 loc(#loc247)
    } -> tensor<8x16x16x16xi1> loc(#loc247)
    %180 = tensor.empty() : tensor<8x16xf32> loc(#loc176)
    %181 = linalg.fill ins(%cst_12 : f32) outs(%180 : tensor<8x16xf32>) -> tensor<8x16xf32> loc(#loc176)
    %182 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%178 : tensor<8x16x16x16xf32>) outs(%181 : tensor<8x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/reduce_sum"(#loc159)), %out: f32 loc("jit(step)/jvp()/reduce_sum"(#loc159))):
      %496 = arith.addf %out, %in : f32 loc(#loc176)
      linalg.yield %496 : f32 loc(#loc176)
    } -> tensor<8x16xf32> loc(#loc176)
    %183 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%182 : tensor<8x16xf32>) outs(%180 : tensor<8x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/reduce_sum"(#loc159)), %out: f32 loc("jit(step)/jvp()/div"(#loc159))):
      %496 = arith.divf %in, %cst_5 : f32 loc(#loc177)
      linalg.yield %496 : f32 loc(#loc177)
    } -> tensor<8x16xf32> loc(#loc177)
    %184 = tensor.empty() : tensor<8x10xf32> loc(#loc178)
    %185 = linalg.fill ins(%cst_12 : f32) outs(%184 : tensor<8x10xf32>) -> tensor<8x10xf32> loc(#loc178)
    %186 = linalg.matmul ins(%183, %arg19 : tensor<8x16xf32>, tensor<16x10xf32>) outs(%185 : tensor<8x10xf32>) -> tensor<8x10xf32> loc(#loc178)
    %187 = tensor.empty() : tensor<8xf32> loc(#loc595)
    %188 = linalg.fill ins(%cst_4 : f32) outs(%187 : tensor<8xf32>) -> tensor<8xf32> loc(#loc595)
    %189 = linalg.generic {indexing_maps = [#map7, #map8], iterator_types = ["parallel", "reduction"]} ins(%186 : tensor<8x10xf32>) outs(%188 : tensor<8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc76 at #loc248)), %out: f32 loc(callsite(#loc76 at #loc248))):
      %496 = arith.maximumf %out, %in : f32 loc(#loc595)
      linalg.yield %496 : f32 loc(#loc595)
    } -> tensor<8xf32> loc(#loc595)
    %190 = linalg.generic {indexing_maps = [#map8, #map7], iterator_types = ["parallel", "parallel"]} ins(%189 : tensor<8xf32>) outs(%184 : tensor<8x10xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc49 at #loc248)), %out: f32 loc(callsite(#loc78 at #loc248))):
      linalg.yield %in : f32 loc(#loc596)
    } -> tensor<8x10xf32> loc(#loc596)
    %191 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%186, %190 : tensor<8x10xf32>, tensor<8x10xf32>) outs(%184 : tensor<8x10xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/dot_general"(#loc160)), %in_68: f32 loc(callsite(#loc78 at #loc248)), %out: f32 loc(callsite(#loc78 at #loc248))):
      %496 = arith.subf %in, %in_68 : f32 loc(#loc596)
      linalg.yield %496 : f32 loc(#loc596)
    } -> tensor<8x10xf32> loc(#loc596)
    %192 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%191 : tensor<8x10xf32>) outs(%184 : tensor<8x10xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc78 at #loc248)), %out: f32 loc(callsite(#loc79 at #loc248))):
      %496 = math.exp %in : f32 loc(#loc597)
      linalg.yield %496 : f32 loc(#loc597)
    } -> tensor<8x10xf32> loc(#loc597)
    %193 = linalg.fill ins(%cst_12 : f32) outs(%187 : tensor<8xf32>) -> tensor<8xf32> loc(#loc598)
    %194 = linalg.generic {indexing_maps = [#map7, #map8], iterator_types = ["parallel", "reduction"]} ins(%192 : tensor<8x10xf32>) outs(%193 : tensor<8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc80 at #loc248)), %out: f32 loc(callsite(#loc80 at #loc248))):
      %496 = arith.addf %out, %in : f32 loc(#loc598)
      linalg.yield %496 : f32 loc(#loc598)
    } -> tensor<8xf32> loc(#loc598)
    %expanded = tensor.expand_shape %194 [[0, 1]] output_shape [8, 1] : tensor<8xf32> into tensor<8x1xf32> loc(#loc599)
    %195 = tensor.empty() : tensor<8x1xf32> loc(#loc600)
    %196 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%expanded : tensor<8x1xf32>) outs(%195 : tensor<8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc81 at #loc248)), %out: f32 loc(callsite(#loc82 at #loc248))):
      %496 = math.log %in : f32 loc(#loc600)
      linalg.yield %496 : f32 loc(#loc600)
    } -> tensor<8x1xf32> loc(#loc600)
    %197 = linalg.generic {indexing_maps = [#map9, #map7], iterator_types = ["parallel", "parallel"]} ins(%196 : tensor<8x1xf32>) outs(%184 : tensor<8x10xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc82 at #loc248)), %out: f32 loc(callsite(#loc78 at #loc248))):
      linalg.yield %in : f32 loc(#loc596)
    } -> tensor<8x10xf32> loc(#loc596)
    %198 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%191, %197 : tensor<8x10xf32>, tensor<8x10xf32>) outs(%184 : tensor<8x10xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc78 at #loc248)), %in_68: f32 loc(callsite(#loc78 at #loc248)), %out: f32 loc(callsite(#loc78 at #loc248))):
      %496 = arith.subf %in, %in_68 : f32 loc(#loc596)
      linalg.yield %496 : f32 loc(#loc596)
    } -> tensor<8x10xf32> loc(#loc596)
    %expanded_19 = tensor.expand_shape %arg33 [[0, 1]] output_shape [8, 1] : tensor<8xi32> into tensor<8x1xi32> loc(#loc249)
    %199 = tensor.empty() : tensor<8x1xi1> loc(#loc601)
    %200 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%expanded_19 : tensor<8x1xi32>) outs(%199 : tensor<8x1xi1>) {
    ^bb0(%in: i32 loc("jit(step)/jvp()/broadcast_in_dim"(#loc180)), %out: i1 loc(callsite(#loc84 at #loc195))):
      %496 = arith.cmpi slt, %in, %c0_i32 : i32 loc(#loc601)
      linalg.yield %496 : i1 loc(#loc601)
    } -> tensor<8x1xi1> loc(#loc601)
    %201 = tensor.empty() : tensor<8x1xi32> loc(#loc588)
    %202 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%expanded_19 : tensor<8x1xi32>) outs(%201 : tensor<8x1xi32>) {
    ^bb0(%in: i32 loc("jit(step)/jvp()/broadcast_in_dim"(#loc180)), %out: i32 loc(callsite(#loc45 at #loc195))):
      %496 = arith.addi %in, %c10_i32 : i32 loc(#loc588)
      linalg.yield %496 : i32 loc(#loc588)
    } -> tensor<8x1xi32> loc(#loc588)
    %203 = linalg.generic {indexing_maps = [#map7, #map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%200, %202, %expanded_19 : tensor<8x1xi1>, tensor<8x1xi32>, tensor<8x1xi32>) outs(%201 : tensor<8x1xi32>) {
    ^bb0(%in: i1 loc(callsite(#loc84 at #loc195)), %in_68: i32 loc(callsite(#loc45 at #loc195)), %in_69: i32 loc("jit(step)/jvp()/broadcast_in_dim"(#loc180)), %out: i32 loc(callsite(#loc42 at #loc195))):
      %496 = arith.select %in, %in_68, %in_69 : i32 loc(#loc585)
      linalg.yield %496 : i32 loc(#loc585)
    } -> tensor<8x1xi32> loc(#loc585)
    %expanded_20 = tensor.expand_shape %203 [[0], [1, 2]] output_shape [8, 1, 1] : tensor<8x1xi32> into tensor<8x1x1xi32> loc(#loc602)
    %204 = tensor.empty() : tensor<8x1x1xi1> loc(#loc603)
    %205 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_20 : tensor<8x1x1xi32>) outs(%204 : tensor<8x1x1xi1>) {
    ^bb0(%in: i32 loc(callsite(#loc85 at #loc195)), %out: i1 loc(callsite(#loc86 at #loc195))):
      %496 = arith.cmpi sge, %in, %c0_i32 : i32 loc(#loc603)
      linalg.yield %496 : i1 loc(#loc603)
    } -> tensor<8x1x1xi1> loc(#loc603)
    %206 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_20 : tensor<8x1x1xi32>) outs(%204 : tensor<8x1x1xi1>) {
    ^bb0(%in: i32 loc(callsite(#loc85 at #loc195)), %out: i1 loc(callsite(#loc44 at #loc195))):
      %496 = arith.cmpi sle, %in, %c9_i32 : i32 loc(#loc587)
      linalg.yield %496 : i1 loc(#loc587)
    } -> tensor<8x1x1xi1> loc(#loc587)
    %207 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel"]} ins(%205, %206 : tensor<8x1x1xi1>, tensor<8x1x1xi1>) outs(%204 : tensor<8x1x1xi1>) {
    ^bb0(%in: i1 loc(callsite(#loc86 at #loc195)), %in_68: i1 loc(callsite(#loc44 at #loc195)), %out: i1 loc(callsite(#loc87 at #loc195))):
      %496 = arith.andi %in, %in_68 : i1 loc(#loc604)
      linalg.yield %496 : i1 loc(#loc604)
    } -> tensor<8x1x1xi1> loc(#loc604)
    %208 = linalg.fill ins(%true : i1) outs(%199 : tensor<8x1xi1>) -> tensor<8x1xi1> loc(#loc586)
    %209 = linalg.generic {indexing_maps = [#map10, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%207 : tensor<8x1x1xi1>) outs(%208 : tensor<8x1xi1>) {
    ^bb0(%in: i1 loc(callsite(#loc43 at #loc195)), %out: i1 loc(callsite(#loc43 at #loc195))):
      %496 = arith.andi %out, %in : i1 loc(#loc586)
      linalg.yield %496 : i1 loc(#loc586)
    } -> tensor<8x1xi1> loc(#loc586)
    %210 = linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel"]} outs(%195 : tensor<8x1xf32>) {
    ^bb0(%out: f32 loc(callsite(#loc88 at #loc195))):
      %496 = linalg.index 0 : index loc(#loc605)
      %extracted = tensor.extract %expanded_20[%496, %c0, %c0] : tensor<8x1x1xi32> loc(#loc605)
      %497 = arith.index_cast %extracted : i32 to index loc(#loc605)
      %498 = arith.maxsi %497, %c0 : index loc(#loc605)
      %499 = arith.minsi %498, %c9 : index loc(#loc605)
      %extracted_68 = tensor.extract %198[%496, %499] : tensor<8x10xf32> loc(#loc605)
      linalg.yield %extracted_68 : f32 loc(#loc605)
    } -> tensor<8x1xf32> loc(#loc605)
    %211 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%209, %210 : tensor<8x1xi1>, tensor<8x1xf32>) outs(%195 : tensor<8x1xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc43 at #loc195)), %in_68: f32 loc(callsite(#loc88 at #loc195)), %out: f32 loc(callsite(#loc42 at #loc195))):
      %496 = arith.select %in, %in_68, %cst_3 : f32 loc(#loc585)
      linalg.yield %496 : f32 loc(#loc585)
    } -> tensor<8x1xf32> loc(#loc585)
    %212 = tensor.empty() : tensor<f32> loc(#loc250)
    %213 = linalg.fill ins(%cst_12 : f32) outs(%212 : tensor<f32>) -> tensor<f32> loc(#loc250)
    %214 = linalg.generic {indexing_maps = [#map7, #map12], iterator_types = ["reduction", "reduction"]} ins(%211 : tensor<8x1xf32>) outs(%213 : tensor<f32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/reduce_sum"(#loc181)), %out: f32 loc("jit(step)/jvp()/reduce_sum"(#loc181))):
      %496 = arith.addf %out, %in : f32 loc(#loc250)
      linalg.yield %496 : f32 loc(#loc250)
    } -> tensor<f32> loc(#loc250)
    %215 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = []} ins(%214 : tensor<f32>) outs(%212 : tensor<f32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/reduce_sum"(#loc181)), %out: f32 loc("jit(step)/jvp()/div"(#loc181))):
      %496 = arith.divf %in, %cst_2 : f32 loc(#loc251)
      linalg.yield %496 : f32 loc(#loc251)
    } -> tensor<f32> loc(#loc251)
    %216 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = []} ins(%215 : tensor<f32>) outs(%212 : tensor<f32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/div"(#loc181)), %out: f32 loc("jit(step)/jvp()/neg"(#loc182))):
      %496 = arith.negf %in : f32 loc(#loc252)
      linalg.yield %496 : f32 loc(#loc252)
    } -> tensor<f32> loc(#loc252)
    %217 = linalg.generic {indexing_maps = [#map13], iterator_types = []} outs(%212 : tensor<f32>) {
    ^bb0(%out: f32 loc("jit(step)/transpose(jvp())/neg"(#loc182))):
      linalg.yield %cst_0 : f32 loc(#loc253)
    } -> tensor<f32> loc(#loc253)
    %218 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = []} ins(%217 : tensor<f32>) outs(%212 : tensor<f32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/neg"(#loc182)), %out: f32 loc("jit(step)/transpose(jvp())/div"(#loc181))):
      %496 = arith.divf %in, %cst_2 : f32 loc(#loc254)
      linalg.yield %496 : f32 loc(#loc254)
    } -> tensor<f32> loc(#loc254)
    %219 = linalg.generic {indexing_maps = [#map12, #map7], iterator_types = ["parallel", "parallel"]} ins(%218 : tensor<f32>) outs(%195 : tensor<8x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/div"(#loc181)), %out: f32 loc("jit(step)/transpose(jvp())/broadcast_in_dim"(#loc181))):
      linalg.yield %in : f32 loc(#loc255)
    } -> tensor<8x1xf32> loc(#loc255)
    %220 = tensor.empty() : tensor<8x1x1xi32> loc(#loc606)
    %221 = linalg.generic {indexing_maps = [#map10], iterator_types = ["parallel", "parallel", "parallel"]} outs(%220 : tensor<8x1x1xi32>) {
    ^bb0(%out: i32 loc(callsite(#loc at #loc194))):
      %496 = linalg.index 0 : index loc(#loc606)
      %497 = arith.index_cast %496 : index to i32 loc(#loc606)
      linalg.yield %497 : i32 loc(#loc606)
    } -> tensor<8x1x1xi32> loc(#loc606)
    %222 = tensor.empty() : tensor<8x1x2xi32> loc(#loc606)
    %inserted_slice = tensor.insert_slice %221 into %222[0, 0, 0] [8, 1, 1] [1, 1, 1] : tensor<8x1x1xi32> into tensor<8x1x2xi32> loc(#loc606)
    %inserted_slice_21 = tensor.insert_slice %expanded_20 into %inserted_slice[0, 0, 1] [8, 1, 1] [1, 1, 1] : tensor<8x1x1xi32> into tensor<8x1x2xi32> loc(#loc606)
    %collapsed = tensor.collapse_shape %inserted_slice_21 [[0, 1], [2]] : tensor<8x1x2xi32> into tensor<8x2xi32> loc(#loc584)
    %collapsed_22 = tensor.collapse_shape %219 [[0, 1]] : tensor<8x1xf32> into tensor<8xf32> loc(#loc584)
    %223 = scf.for %arg34 = %c0 to %c8 step %c1 iter_args(%arg35 = %cst) -> (tensor<80xf32>) {
      %extracted = tensor.extract %collapsed[%arg34, %c0] : tensor<8x2xi32> loc(#loc584)
      %496 = arith.index_cast %extracted : i32 to index loc(#loc584)
      %extracted_68 = tensor.extract %collapsed[%arg34, %c1] : tensor<8x2xi32> loc(#loc584)
      %497 = arith.index_cast %extracted_68 : i32 to index loc(#loc584)
      %498 = arith.cmpi sge, %496, %c0 : index loc(#loc584)
      %499 = arith.cmpi slt, %496, %c8 : index loc(#loc584)
      %500 = arith.andi %498, %499 : i1 loc(#loc584)
      %501 = arith.cmpi sge, %497, %c0 : index loc(#loc584)
      %502 = arith.cmpi slt, %497, %c10 : index loc(#loc584)
      %503 = arith.andi %501, %502 : i1 loc(#loc584)
      %504 = arith.andi %500, %503 : i1 loc(#loc584)
      %505 = arith.muli %496, %c10 : index loc(#loc584)
      %506 = arith.addi %505, %497 : index loc(#loc584)
      %507 = scf.if %504 -> (tensor<80xf32>) {
        %extracted_69 = tensor.extract %collapsed_22[%arg34] : tensor<8xf32> loc(#loc584)
        %extracted_70 = tensor.extract %arg35[%506] : tensor<80xf32> loc(#loc584)
        %508 = arith.addf %extracted_70, %extracted_69 : f32 loc(#loc607)
        %inserted = tensor.insert %508 into %arg35[%506] : tensor<80xf32> loc(#loc584)
        scf.yield %inserted : tensor<80xf32> loc(#loc584)
      } else {
        scf.yield %arg35 : tensor<80xf32> loc(#loc584)
      } loc(#loc584)
      scf.yield %507 : tensor<80xf32> loc(#loc584)
    } loc(#loc584)
    %expanded_23 = tensor.expand_shape %223 [[0, 1]] output_shape [8, 10] : tensor<80xf32> into tensor<8x10xf32> loc(#loc584)
    %224 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%expanded_23 : tensor<8x10xf32>) outs(%184 : tensor<8x10xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc35 at #loc194)), %out: f32 loc(callsite(#loc91 at #loc256))):
      %496 = arith.negf %in : f32 loc(#loc608)
      linalg.yield %496 : f32 loc(#loc608)
    } -> tensor<8x10xf32> loc(#loc608)
    %225 = linalg.generic {indexing_maps = [#map7, #map8], iterator_types = ["parallel", "reduction"]} ins(%224 : tensor<8x10xf32>) outs(%193 : tensor<8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc80 at #loc256)), %out: f32 loc(callsite(#loc80 at #loc256))):
      %496 = arith.addf %out, %in : f32 loc(#loc609)
      linalg.yield %496 : f32 loc(#loc609)
    } -> tensor<8xf32> loc(#loc609)
    %expanded_24 = tensor.expand_shape %225 [[0, 1]] output_shape [8, 1] : tensor<8xf32> into tensor<8x1xf32> loc(#loc610)
    %226 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%expanded_24, %expanded : tensor<8x1xf32>, tensor<8x1xf32>) outs(%195 : tensor<8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc85 at #loc256)), %in_68: f32 loc(callsite(#loc81 at #loc248)), %out: f32 loc(callsite(#loc92 at #loc256))):
      %496 = arith.divf %in, %in_68 : f32 loc(#loc611)
      linalg.yield %496 : f32 loc(#loc611)
    } -> tensor<8x1xf32> loc(#loc611)
    %227 = linalg.generic {indexing_maps = [#map7, #map8], iterator_types = ["parallel", "reduction"]} ins(%226 : tensor<8x1xf32>) outs(%193 : tensor<8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc80 at #loc256)), %out: f32 loc(callsite(#loc80 at #loc256))):
      %496 = arith.addf %out, %in : f32 loc(#loc609)
      linalg.yield %496 : f32 loc(#loc609)
    } -> tensor<8xf32> loc(#loc609)
    %228 = linalg.generic {indexing_maps = [#map8, #map7], iterator_types = ["parallel", "parallel"]} ins(%227 : tensor<8xf32>) outs(%184 : tensor<8x10xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc80 at #loc256)), %out: f32 loc(callsite(#loc81 at #loc256))):
      linalg.yield %in : f32 loc(#loc612)
    } -> tensor<8x10xf32> loc(#loc612)
    %229 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%228, %192 : tensor<8x10xf32>, tensor<8x10xf32>) outs(%184 : tensor<8x10xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc81 at #loc256)), %in_68: f32 loc(callsite(#loc79 at #loc248)), %out: f32 loc(callsite(#loc93 at #loc256))):
      %496 = arith.mulf %in, %in_68 : f32 loc(#loc613)
      linalg.yield %496 : f32 loc(#loc613)
    } -> tensor<8x10xf32> loc(#loc613)
    %230 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%expanded_23, %229 : tensor<8x10xf32>, tensor<8x10xf32>) outs(%184 : tensor<8x10xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc35 at #loc194)), %in_68: f32 loc(callsite(#loc93 at #loc256)), %out: f32 loc(callsite(#loc94 at #loc256))):
      %496 = arith.addf %in, %in_68 : f32 loc(#loc614)
      linalg.yield %496 : f32 loc(#loc614)
    } -> tensor<8x10xf32> loc(#loc614)
    %231 = tensor.empty() : tensor<10x8xf32> loc(#loc183)
    %232 = linalg.generic {indexing_maps = [#map14, #map7], iterator_types = ["parallel", "parallel"]} ins(%230 : tensor<8x10xf32>) outs(%231 : tensor<10x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc94 at #loc256)), %out: f32 loc("jit(step)/transpose(jvp())/dot_general"(#loc160))):
      linalg.yield %in : f32 loc(#loc183)
    } -> tensor<10x8xf32> loc(#loc183)
    %233 = tensor.empty() : tensor<10x16xf32> loc(#loc183)
    %234 = linalg.fill ins(%cst_12 : f32) outs(%233 : tensor<10x16xf32>) -> tensor<10x16xf32> loc(#loc183)
    %235 = linalg.matmul ins(%232, %183 : tensor<10x8xf32>, tensor<8x16xf32>) outs(%234 : tensor<10x16xf32>) -> tensor<10x16xf32> loc(#loc183)
    %236 = tensor.empty() : tensor<16x10xf32> loc(#loc184)
    %237 = linalg.generic {indexing_maps = [#map14, #map7], iterator_types = ["parallel", "parallel"]} ins(%235 : tensor<10x16xf32>) outs(%236 : tensor<16x10xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/dot_general"(#loc160)), %out: f32 loc("jit(step)/transpose(jvp())/transpose"(#loc160))):
      linalg.yield %in : f32 loc(#loc184)
    } -> tensor<16x10xf32> loc(#loc184)
    %238 = linalg.generic {indexing_maps = [#map14, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg19 : tensor<16x10xf32>) outs(%233 : tensor<10x16xf32>) {
    ^bb0(%in: f32 loc("head"), %out: f32 loc("jit(step)/transpose(jvp())/dot_general"(#loc160))):
      linalg.yield %in : f32 loc(#loc183)
    } -> tensor<10x16xf32> loc(#loc183)
    %239 = linalg.matmul ins(%230, %238 : tensor<8x10xf32>, tensor<10x16xf32>) outs(%181 : tensor<8x16xf32>) -> tensor<8x16xf32> loc(#loc183)
    %240 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%239 : tensor<8x16xf32>) outs(%180 : tensor<8x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/dot_general"(#loc160)), %out: f32 loc("jit(step)/transpose(jvp())/div"(#loc159))):
      %496 = arith.divf %in, %cst_5 : f32 loc(#loc185)
      linalg.yield %496 : f32 loc(#loc185)
    } -> tensor<8x16xf32> loc(#loc185)
    %241 = linalg.generic {indexing_maps = [#map15, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%240 : tensor<8x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/div"(#loc159)), %out: f32 loc("jit(step)/transpose(jvp())/broadcast_in_dim"(#loc159))):
      linalg.yield %in : f32 loc(#loc186)
    } -> tensor<8x16x16x16xf32> loc(#loc186)
    %242 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%179, %241 : tensor<8x16x16x16xi1>, tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: i1 loc("jit(step)/jvp(layers.2)/gt"(#loc175)), %in_68: f32 loc("jit(step)/transpose(jvp())/broadcast_in_dim"(#loc159)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/select_n"(#loc175))):
      %496 = arith.select %in, %in_68, %cst_12 : f32 loc(#loc257)
      linalg.yield %496 : f32 loc(#loc257)
    } -> tensor<8x16x16x16xf32> loc(#loc257)
    %243 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "reduction", "reduction", "reduction"]} ins(%242 : tensor<8x16x16x16xf32>) outs(%10 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc228)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc228))):
      %496 = arith.addf %out, %in : f32 loc(#loc437)
      linalg.yield %496 : f32 loc(#loc437)
    } -> tensor<16xf32> loc(#loc437)
    %expanded_25 = tensor.expand_shape %243 [[0, 1, 2, 3]] output_shape [1, 1, 1, 16] : tensor<16xf32> into tensor<1x1x1x16xf32> loc(#loc438)
    %244 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "reduction", "reduction", "reduction"]} ins(%expanded_25 : tensor<1x1x1x16xf32>) outs(%10 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc228)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc228))):
      %496 = arith.addf %out, %in : f32 loc(#loc437)
      linalg.yield %496 : f32 loc(#loc437)
    } -> tensor<16xf32> loc(#loc437)
    %245 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%166, %242 : tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/mul"(#loc226)), %in_68: f32 loc("jit(step)/transpose(jvp(layers.2))/select_n"(#loc175)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc227))):
      %496 = arith.mulf %in, %in_68 : f32 loc(#loc439)
      linalg.yield %496 : f32 loc(#loc439)
    } -> tensor<8x16x16x16xf32> loc(#loc439)
    %246 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "reduction", "reduction", "reduction"]} ins(%245 : tensor<8x16x16x16xf32>) outs(%10 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc227)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc227))):
      %496 = arith.addf %out, %in : f32 loc(#loc440)
      linalg.yield %496 : f32 loc(#loc440)
    } -> tensor<16xf32> loc(#loc440)
    %expanded_26 = tensor.expand_shape %246 [[0, 1, 2, 3]] output_shape [1, 1, 1, 16] : tensor<16xf32> into tensor<1x1x1x16xf32> loc(#loc441)
    %247 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%242, %167 : tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/select_n"(#loc175)), %in_68: f32 loc("jit(step)/jvp(layers.2)/mul"(#loc227)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc227))):
      %496 = arith.mulf %in, %in_68 : f32 loc(#loc439)
      linalg.yield %496 : f32 loc(#loc439)
    } -> tensor<8x16x16x16xf32> loc(#loc439)
    %248 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "reduction", "reduction", "reduction"]} ins(%expanded_26 : tensor<1x1x1x16xf32>) outs(%10 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc227)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc227))):
      %496 = arith.addf %out, %in : f32 loc(#loc440)
      linalg.yield %496 : f32 loc(#loc440)
    } -> tensor<16xf32> loc(#loc440)
    %249 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%156, %247 : tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/sub"(#loc221)), %in_68: f32 loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc227)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc226))):
      %496 = arith.mulf %in, %in_68 : f32 loc(#loc442)
      linalg.yield %496 : f32 loc(#loc442)
    } -> tensor<8x16x16x16xf32> loc(#loc442)
    %250 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "reduction", "reduction", "reduction"]} ins(%249 : tensor<8x16x16x16xf32>) outs(%10 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc226)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc226))):
      %496 = arith.addf %out, %in : f32 loc(#loc443)
      linalg.yield %496 : f32 loc(#loc443)
    } -> tensor<16xf32> loc(#loc443)
    %expanded_27 = tensor.expand_shape %250 [[0, 1, 2, 3]] output_shape [1, 1, 1, 16] : tensor<16xf32> into tensor<1x1x1x16xf32> loc(#loc444)
    %251 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%247, %165 : tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc227)), %in_68: f32 loc("jit(step)/jvp(layers.2)/mul"(#loc226)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc226))):
      %496 = arith.mulf %in, %in_68 : f32 loc(#loc442)
      linalg.yield %496 : f32 loc(#loc442)
    } -> tensor<8x16x16x16xf32> loc(#loc442)
    %252 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "reduction", "reduction", "reduction"]} ins(%expanded_27 : tensor<1x1x1x16xf32>) outs(%10 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc226)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc226))):
      %496 = arith.addf %out, %in : f32 loc(#loc443)
      linalg.yield %496 : f32 loc(#loc443)
    } -> tensor<16xf32> loc(#loc443)
    %253 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%252, %164 : tensor<16xf32>, tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc226)), %in_68: f32 loc("jit(step)/jvp(layers.2)/mul"(#loc225)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc225))):
      %496 = arith.mulf %in, %in_68 : f32 loc(#loc445)
      linalg.yield %496 : f32 loc(#loc445)
    } -> tensor<16xf32> loc(#loc445)
    %254 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%251 : tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc226)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/neg"(#loc258))):
      %496 = arith.negf %in : f32 loc(#loc446)
      linalg.yield %496 : f32 loc(#loc446)
    } -> tensor<8x16x16x16xf32> loc(#loc446)
    %255 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "reduction", "reduction", "reduction"]} ins(%254 : tensor<8x16x16x16xf32>) outs(%10 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc258)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc258))):
      %496 = arith.addf %out, %in : f32 loc(#loc447)
      linalg.yield %496 : f32 loc(#loc447)
    } -> tensor<16xf32> loc(#loc447)
    %expanded_28 = tensor.expand_shape %255 [[0, 1, 2, 3]] output_shape [1, 1, 1, 16] : tensor<16xf32> into tensor<1x1x1x16xf32> loc(#loc448)
    %256 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "reduction", "reduction", "reduction"]} ins(%expanded_28 : tensor<1x1x1x16xf32>) outs(%10 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc258)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc258))):
      %496 = arith.addf %out, %in : f32 loc(#loc447)
      linalg.yield %496 : f32 loc(#loc447)
    } -> tensor<16xf32> loc(#loc447)
    %257 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%253 : tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc225)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/div"(#loc223))):
      %496 = arith.divf %in, %cst_11 : f32 loc(#loc449)
      linalg.yield %496 : f32 loc(#loc449)
    } -> tensor<16xf32> loc(#loc449)
    %258 = linalg.generic {indexing_maps = [#map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%257 : tensor<16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/div"(#loc223)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/broadcast_in_dim"(#loc223))):
      linalg.yield %in : f32 loc(#loc450)
    } -> tensor<8x16x16x16xf32> loc(#loc450)
    %259 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%258, %158 : tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/broadcast_in_dim"(#loc223)), %in_68: f32 loc("jit(step)/jvp(layers.2)/mul"(#loc222)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc222))):
      %496 = arith.mulf %in, %in_68 : f32 loc(#loc451)
      linalg.yield %496 : f32 loc(#loc451)
    } -> tensor<8x16x16x16xf32> loc(#loc451)
    %260 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%259 : tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc222)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/neg"(#loc221))):
      %496 = arith.negf %in : f32 loc(#loc452)
      linalg.yield %496 : f32 loc(#loc452)
    } -> tensor<8x16x16x16xf32> loc(#loc452)
    %261 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "reduction", "reduction", "reduction"]} ins(%260 : tensor<8x16x16x16xf32>) outs(%10 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc221)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc221))):
      %496 = arith.addf %out, %in : f32 loc(#loc453)
      linalg.yield %496 : f32 loc(#loc453)
    } -> tensor<16xf32> loc(#loc453)
    %expanded_29 = tensor.expand_shape %261 [[0, 1, 2, 3]] output_shape [1, 1, 1, 16] : tensor<16xf32> into tensor<1x1x1x16xf32> loc(#loc454)
    %262 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%251, %259 : tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc226)), %in_68: f32 loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc222)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/add_any"(#loc221))):
      %496 = arith.addf %in, %in_68 : f32 loc(#loc455)
      linalg.yield %496 : f32 loc(#loc455)
    } -> tensor<8x16x16x16xf32> loc(#loc455)
    %263 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "reduction", "reduction", "reduction"]} ins(%expanded_29 : tensor<1x1x1x16xf32>) outs(%10 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc221)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc221))):
      %496 = arith.addf %out, %in : f32 loc(#loc453)
      linalg.yield %496 : f32 loc(#loc453)
    } -> tensor<16xf32> loc(#loc453)
    %264 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%256, %263 : tensor<16xf32>, tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc258)), %in_68: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc221)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/add_any"(#loc221))):
      %496 = arith.addf %in, %in_68 : f32 loc(#loc455)
      linalg.yield %496 : f32 loc(#loc455)
    } -> tensor<16xf32> loc(#loc455)
    %265 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%264 : tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/add_any"(#loc221)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/div"(#loc220))):
      %496 = arith.divf %in, %cst_11 : f32 loc(#loc456)
      linalg.yield %496 : f32 loc(#loc456)
    } -> tensor<16xf32> loc(#loc456)
    %266 = linalg.generic {indexing_maps = [#map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%265 : tensor<16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/div"(#loc220)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/broadcast_in_dim"(#loc220))):
      linalg.yield %in : f32 loc(#loc457)
    } -> tensor<8x16x16x16xf32> loc(#loc457)
    %267 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%262, %266 : tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/add_any"(#loc221)), %in_68: f32 loc("jit(step)/transpose(jvp(layers.2))/broadcast_in_dim"(#loc220)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/add_any"(#loc220))):
      %496 = arith.addf %in, %in_68 : f32 loc(#loc458)
      linalg.yield %496 : f32 loc(#loc458)
    } -> tensor<8x16x16x16xf32> loc(#loc458)
    %268 = tensor.empty() : tensor<16x16x16x8xf32> loc(#loc459)
    %269 = linalg.generic {indexing_maps = [#map16, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%149 : tensor<8x16x16x16xf32>) outs(%268 : tensor<16x16x16x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc49 at #loc243)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/conv_general_dilated"(#loc218))):
      linalg.yield %in : f32 loc(#loc459)
    } -> tensor<16x16x16x8xf32> loc(#loc459)
    %270 = tensor.empty() : tensor<16x16x8x16xf32> loc(#loc459)
    %271 = linalg.generic {indexing_maps = [#map17, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%267 : tensor<8x16x16x16xf32>) outs(%270 : tensor<16x16x8x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/add_any"(#loc220)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/conv_general_dilated"(#loc218))):
      linalg.yield %in : f32 loc(#loc459)
    } -> tensor<16x16x8x16xf32> loc(#loc459)
    %272 = tensor.empty() : tensor<16x3x3x16xf32> loc(#loc459)
    %273 = linalg.fill ins(%cst_12 : f32) outs(%272 : tensor<16x3x3x16xf32>) -> tensor<16x3x3x16xf32> loc(#loc459)
    %padded_30 = tensor.pad %269 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg34: index loc("jit(step)/transpose(jvp(layers.2))/conv_general_dilated"(#loc218)), %arg35: index loc("jit(step)/transpose(jvp(layers.2))/conv_general_dilated"(#loc218)), %arg36: index loc("jit(step)/transpose(jvp(layers.2))/conv_general_dilated"(#loc218)), %arg37: index loc("jit(step)/transpose(jvp(layers.2))/conv_general_dilated"(#loc218))):
      tensor.yield %cst_12 : f32 loc(#loc459)
    } : tensor<16x16x16x8xf32> to tensor<16x18x18x8xf32> loc(#loc459)
    %274 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded_30, %271 : tensor<16x18x18x8xf32>, tensor<16x16x8x16xf32>) outs(%273 : tensor<16x3x3x16xf32>) -> tensor<16x3x3x16xf32> loc(#loc459)
    %275 = tensor.empty() : tensor<3x3x16x16xf32> loc(#loc459)
    %276 = linalg.generic {indexing_maps = [#map17, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%274 : tensor<16x3x3x16xf32>) outs(%275 : tensor<3x3x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/conv_general_dilated"(#loc218)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/conv_general_dilated"(#loc218))):
      linalg.yield %in : f32 loc(#loc459)
    } -> tensor<3x3x16x16xf32> loc(#loc459)
    %277 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%275 : tensor<3x3x16x16xf32>) {
    ^bb0(%out: f32 loc("jit(step)/transpose(jvp(layers.2))/rev"(#loc218))):
      %496 = linalg.index 0 : index loc(#loc460)
      %497 = arith.subi %c2, %496 : index loc(#loc460)
      %498 = linalg.index 1 : index loc(#loc460)
      %499 = arith.subi %c2, %498 : index loc(#loc460)
      %500 = linalg.index 2 : index loc(#loc460)
      %501 = linalg.index 3 : index loc(#loc460)
      %extracted = tensor.extract %arg17[%497, %499, %500, %501] : tensor<3x3x16x16xf32> loc(#loc460)
      linalg.yield %extracted : f32 loc(#loc460)
    } -> tensor<3x3x16x16xf32> loc(#loc460)
    %278 = linalg.generic {indexing_maps = [#map18, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%277 : tensor<3x3x16x16xf32>) outs(%275 : tensor<3x3x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/rev"(#loc218)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/conv_general_dilated"(#loc218))):
      linalg.yield %in : f32 loc(#loc459)
    } -> tensor<3x3x16x16xf32> loc(#loc459)
    %padded_31 = tensor.pad %267 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg34: index loc("jit(step)/transpose(jvp(layers.2))/conv_general_dilated"(#loc218)), %arg35: index loc("jit(step)/transpose(jvp(layers.2))/conv_general_dilated"(#loc218)), %arg36: index loc("jit(step)/transpose(jvp(layers.2))/conv_general_dilated"(#loc218)), %arg37: index loc("jit(step)/transpose(jvp(layers.2))/conv_general_dilated"(#loc218))):
      tensor.yield %cst_12 : f32 loc(#loc459)
    } : tensor<8x16x16x16xf32> to tensor<8x18x18x16xf32> loc(#loc459)
    %279 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded_31, %278 : tensor<8x18x18x16xf32>, tensor<3x3x16x16xf32>) outs(%1 : tensor<8x16x16x16xf32>) -> tensor<8x16x16x16xf32> loc(#loc459)
    %280 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%150, %279 : tensor<8x16x16x16xi1>, tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: i1 loc("jit(step)/jvp(layers.2)/gt"(#loc171)), %in_68: f32 loc("jit(step)/transpose(jvp(layers.2))/conv_general_dilated"(#loc218)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/select_n"(#loc171))):
      %496 = arith.select %in, %in_68, %cst_12 : f32 loc(#loc259)
      linalg.yield %496 : f32 loc(#loc259)
    } -> tensor<8x16x16x16xf32> loc(#loc259)
    %281 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "reduction", "reduction", "reduction"]} ins(%280 : tensor<8x16x16x16xf32>) outs(%10 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc209)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc209))):
      %496 = arith.addf %out, %in : f32 loc(#loc461)
      linalg.yield %496 : f32 loc(#loc461)
    } -> tensor<16xf32> loc(#loc461)
    %expanded_32 = tensor.expand_shape %281 [[0, 1, 2, 3]] output_shape [1, 1, 1, 16] : tensor<16xf32> into tensor<1x1x1x16xf32> loc(#loc462)
    %282 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "reduction", "reduction", "reduction"]} ins(%expanded_32 : tensor<1x1x1x16xf32>) outs(%10 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc209)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc209))):
      %496 = arith.addf %out, %in : f32 loc(#loc461)
      linalg.yield %496 : f32 loc(#loc461)
    } -> tensor<16xf32> loc(#loc461)
    %283 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%138, %280 : tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/mul"(#loc207)), %in_68: f32 loc("jit(step)/transpose(jvp(layers.2))/select_n"(#loc171)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc208))):
      %496 = arith.mulf %in, %in_68 : f32 loc(#loc463)
      linalg.yield %496 : f32 loc(#loc463)
    } -> tensor<8x16x16x16xf32> loc(#loc463)
    %284 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "reduction", "reduction", "reduction"]} ins(%283 : tensor<8x16x16x16xf32>) outs(%10 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc208)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc208))):
      %496 = arith.addf %out, %in : f32 loc(#loc464)
      linalg.yield %496 : f32 loc(#loc464)
    } -> tensor<16xf32> loc(#loc464)
    %expanded_33 = tensor.expand_shape %284 [[0, 1, 2, 3]] output_shape [1, 1, 1, 16] : tensor<16xf32> into tensor<1x1x1x16xf32> loc(#loc465)
    %285 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%280, %139 : tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/select_n"(#loc171)), %in_68: f32 loc("jit(step)/jvp(layers.2)/mul"(#loc208)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc208))):
      %496 = arith.mulf %in, %in_68 : f32 loc(#loc463)
      linalg.yield %496 : f32 loc(#loc463)
    } -> tensor<8x16x16x16xf32> loc(#loc463)
    %286 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "reduction", "reduction", "reduction"]} ins(%expanded_33 : tensor<1x1x1x16xf32>) outs(%10 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc208)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc208))):
      %496 = arith.addf %out, %in : f32 loc(#loc464)
      linalg.yield %496 : f32 loc(#loc464)
    } -> tensor<16xf32> loc(#loc464)
    %287 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%128, %285 : tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.2)/sub"(#loc202)), %in_68: f32 loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc208)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc207))):
      %496 = arith.mulf %in, %in_68 : f32 loc(#loc466)
      linalg.yield %496 : f32 loc(#loc466)
    } -> tensor<8x16x16x16xf32> loc(#loc466)
    %288 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "reduction", "reduction", "reduction"]} ins(%287 : tensor<8x16x16x16xf32>) outs(%10 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc207)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc207))):
      %496 = arith.addf %out, %in : f32 loc(#loc467)
      linalg.yield %496 : f32 loc(#loc467)
    } -> tensor<16xf32> loc(#loc467)
    %expanded_34 = tensor.expand_shape %288 [[0, 1, 2, 3]] output_shape [1, 1, 1, 16] : tensor<16xf32> into tensor<1x1x1x16xf32> loc(#loc468)
    %289 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%285, %137 : tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc208)), %in_68: f32 loc("jit(step)/jvp(layers.2)/mul"(#loc207)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc207))):
      %496 = arith.mulf %in, %in_68 : f32 loc(#loc466)
      linalg.yield %496 : f32 loc(#loc466)
    } -> tensor<8x16x16x16xf32> loc(#loc466)
    %290 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "reduction", "reduction", "reduction"]} ins(%expanded_34 : tensor<1x1x1x16xf32>) outs(%10 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc207)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc207))):
      %496 = arith.addf %out, %in : f32 loc(#loc467)
      linalg.yield %496 : f32 loc(#loc467)
    } -> tensor<16xf32> loc(#loc467)
    %291 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%290, %136 : tensor<16xf32>, tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc207)), %in_68: f32 loc("jit(step)/jvp(layers.2)/mul"(#loc206)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc206))):
      %496 = arith.mulf %in, %in_68 : f32 loc(#loc469)
      linalg.yield %496 : f32 loc(#loc469)
    } -> tensor<16xf32> loc(#loc469)
    %292 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%289 : tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc207)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/neg"(#loc260))):
      %496 = arith.negf %in : f32 loc(#loc470)
      linalg.yield %496 : f32 loc(#loc470)
    } -> tensor<8x16x16x16xf32> loc(#loc470)
    %293 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "reduction", "reduction", "reduction"]} ins(%292 : tensor<8x16x16x16xf32>) outs(%10 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc260)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc260))):
      %496 = arith.addf %out, %in : f32 loc(#loc471)
      linalg.yield %496 : f32 loc(#loc471)
    } -> tensor<16xf32> loc(#loc471)
    %expanded_35 = tensor.expand_shape %293 [[0, 1, 2, 3]] output_shape [1, 1, 1, 16] : tensor<16xf32> into tensor<1x1x1x16xf32> loc(#loc472)
    %294 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "reduction", "reduction", "reduction"]} ins(%expanded_35 : tensor<1x1x1x16xf32>) outs(%10 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc260)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc260))):
      %496 = arith.addf %out, %in : f32 loc(#loc471)
      linalg.yield %496 : f32 loc(#loc471)
    } -> tensor<16xf32> loc(#loc471)
    %295 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%291 : tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc206)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/div"(#loc204))):
      %496 = arith.divf %in, %cst_11 : f32 loc(#loc473)
      linalg.yield %496 : f32 loc(#loc473)
    } -> tensor<16xf32> loc(#loc473)
    %296 = linalg.generic {indexing_maps = [#map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%295 : tensor<16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/div"(#loc204)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/broadcast_in_dim"(#loc204))):
      linalg.yield %in : f32 loc(#loc474)
    } -> tensor<8x16x16x16xf32> loc(#loc474)
    %297 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%296, %130 : tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/broadcast_in_dim"(#loc204)), %in_68: f32 loc("jit(step)/jvp(layers.2)/mul"(#loc203)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc203))):
      %496 = arith.mulf %in, %in_68 : f32 loc(#loc475)
      linalg.yield %496 : f32 loc(#loc475)
    } -> tensor<8x16x16x16xf32> loc(#loc475)
    %298 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%297 : tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc203)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/neg"(#loc202))):
      %496 = arith.negf %in : f32 loc(#loc476)
      linalg.yield %496 : f32 loc(#loc476)
    } -> tensor<8x16x16x16xf32> loc(#loc476)
    %299 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "reduction", "reduction", "reduction"]} ins(%298 : tensor<8x16x16x16xf32>) outs(%10 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc202)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc202))):
      %496 = arith.addf %out, %in : f32 loc(#loc477)
      linalg.yield %496 : f32 loc(#loc477)
    } -> tensor<16xf32> loc(#loc477)
    %expanded_36 = tensor.expand_shape %299 [[0, 1, 2, 3]] output_shape [1, 1, 1, 16] : tensor<16xf32> into tensor<1x1x1x16xf32> loc(#loc478)
    %300 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%289, %297 : tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc207)), %in_68: f32 loc("jit(step)/transpose(jvp(layers.2))/mul"(#loc203)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/add_any"(#loc202))):
      %496 = arith.addf %in, %in_68 : f32 loc(#loc479)
      linalg.yield %496 : f32 loc(#loc479)
    } -> tensor<8x16x16x16xf32> loc(#loc479)
    %301 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "reduction", "reduction", "reduction"]} ins(%expanded_36 : tensor<1x1x1x16xf32>) outs(%10 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc202)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc202))):
      %496 = arith.addf %out, %in : f32 loc(#loc477)
      linalg.yield %496 : f32 loc(#loc477)
    } -> tensor<16xf32> loc(#loc477)
    %302 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%294, %301 : tensor<16xf32>, tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc260)), %in_68: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc202)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/add_any"(#loc202))):
      %496 = arith.addf %in, %in_68 : f32 loc(#loc479)
      linalg.yield %496 : f32 loc(#loc479)
    } -> tensor<16xf32> loc(#loc479)
    %303 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%302 : tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/add_any"(#loc202)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/div"(#loc201))):
      %496 = arith.divf %in, %cst_11 : f32 loc(#loc480)
      linalg.yield %496 : f32 loc(#loc480)
    } -> tensor<16xf32> loc(#loc480)
    %304 = linalg.generic {indexing_maps = [#map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%303 : tensor<16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/div"(#loc201)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/broadcast_in_dim"(#loc201))):
      linalg.yield %in : f32 loc(#loc481)
    } -> tensor<8x16x16x16xf32> loc(#loc481)
    %305 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%300, %304 : tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/add_any"(#loc202)), %in_68: f32 loc("jit(step)/transpose(jvp(layers.2))/broadcast_in_dim"(#loc201)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/add_any"(#loc201))):
      %496 = arith.addf %in, %in_68 : f32 loc(#loc482)
      linalg.yield %496 : f32 loc(#loc482)
    } -> tensor<8x16x16x16xf32> loc(#loc482)
    %306 = linalg.generic {indexing_maps = [#map16, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%121 : tensor<8x16x16x16xf32>) outs(%268 : tensor<16x16x16x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc49 at #loc241)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/conv_general_dilated"(#loc199))):
      linalg.yield %in : f32 loc(#loc483)
    } -> tensor<16x16x16x8xf32> loc(#loc483)
    %307 = linalg.generic {indexing_maps = [#map17, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%305 : tensor<8x16x16x16xf32>) outs(%270 : tensor<16x16x8x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/add_any"(#loc201)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/conv_general_dilated"(#loc199))):
      linalg.yield %in : f32 loc(#loc483)
    } -> tensor<16x16x8x16xf32> loc(#loc483)
    %padded_37 = tensor.pad %306 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg34: index loc("jit(step)/transpose(jvp(layers.2))/conv_general_dilated"(#loc199)), %arg35: index loc("jit(step)/transpose(jvp(layers.2))/conv_general_dilated"(#loc199)), %arg36: index loc("jit(step)/transpose(jvp(layers.2))/conv_general_dilated"(#loc199)), %arg37: index loc("jit(step)/transpose(jvp(layers.2))/conv_general_dilated"(#loc199))):
      tensor.yield %cst_12 : f32 loc(#loc483)
    } : tensor<16x16x16x8xf32> to tensor<16x18x18x8xf32> loc(#loc483)
    %308 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded_37, %307 : tensor<16x18x18x8xf32>, tensor<16x16x8x16xf32>) outs(%273 : tensor<16x3x3x16xf32>) -> tensor<16x3x3x16xf32> loc(#loc483)
    %309 = linalg.generic {indexing_maps = [#map17, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%308 : tensor<16x3x3x16xf32>) outs(%275 : tensor<3x3x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/conv_general_dilated"(#loc199)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/conv_general_dilated"(#loc199))):
      linalg.yield %in : f32 loc(#loc483)
    } -> tensor<3x3x16x16xf32> loc(#loc483)
    %310 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%275 : tensor<3x3x16x16xf32>) {
    ^bb0(%out: f32 loc("jit(step)/transpose(jvp(layers.2))/rev"(#loc199))):
      %496 = linalg.index 0 : index loc(#loc484)
      %497 = arith.subi %c2, %496 : index loc(#loc484)
      %498 = linalg.index 1 : index loc(#loc484)
      %499 = arith.subi %c2, %498 : index loc(#loc484)
      %500 = linalg.index 2 : index loc(#loc484)
      %501 = linalg.index 3 : index loc(#loc484)
      %extracted = tensor.extract %arg16[%497, %499, %500, %501] : tensor<3x3x16x16xf32> loc(#loc484)
      linalg.yield %extracted : f32 loc(#loc484)
    } -> tensor<3x3x16x16xf32> loc(#loc484)
    %311 = linalg.generic {indexing_maps = [#map18, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%310 : tensor<3x3x16x16xf32>) outs(%275 : tensor<3x3x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/rev"(#loc199)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/conv_general_dilated"(#loc199))):
      linalg.yield %in : f32 loc(#loc483)
    } -> tensor<3x3x16x16xf32> loc(#loc483)
    %padded_38 = tensor.pad %305 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg34: index loc("jit(step)/transpose(jvp(layers.2))/conv_general_dilated"(#loc199)), %arg35: index loc("jit(step)/transpose(jvp(layers.2))/conv_general_dilated"(#loc199)), %arg36: index loc("jit(step)/transpose(jvp(layers.2))/conv_general_dilated"(#loc199)), %arg37: index loc("jit(step)/transpose(jvp(layers.2))/conv_general_dilated"(#loc199))):
      tensor.yield %cst_12 : f32 loc(#loc483)
    } : tensor<8x16x16x16xf32> to tensor<8x18x18x16xf32> loc(#loc483)
    %312 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded_38, %311 : tensor<8x18x18x16xf32>, tensor<3x3x16x16xf32>) outs(%1 : tensor<8x16x16x16xf32>) -> tensor<8x16x16x16xf32> loc(#loc483)
    %313 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%242, %312 : tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/select_n"(#loc175)), %in_68: f32 loc("jit(step)/transpose(jvp(layers.2))/conv_general_dilated"(#loc199)), %out: f32 loc("jit(step)/transpose(jvp(layers.2))/add_any"(#loc199))):
      %496 = arith.addf %in, %in_68 : f32 loc(#loc485)
      linalg.yield %496 : f32 loc(#loc485)
    } -> tensor<8x16x16x16xf32> loc(#loc485)
    %314 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%122, %313 : tensor<8x16x16x16xi1>, tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: i1 loc("jit(step)/jvp(layers.1)/gt"(#loc175)), %in_68: f32 loc("jit(step)/transpose(jvp(layers.2))/add_any"(#loc199)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/select_n"(#loc175))):
      %496 = arith.select %in, %in_68, %cst_12 : f32 loc(#loc261)
      linalg.yield %496 : f32 loc(#loc261)
    } -> tensor<8x16x16x16xf32> loc(#loc261)
    %315 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "reduction", "reduction", "reduction"]} ins(%314 : tensor<8x16x16x16xf32>) outs(%10 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc228)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc228))):
      %496 = arith.addf %out, %in : f32 loc(#loc486)
      linalg.yield %496 : f32 loc(#loc486)
    } -> tensor<16xf32> loc(#loc486)
    %expanded_39 = tensor.expand_shape %315 [[0, 1, 2, 3]] output_shape [1, 1, 1, 16] : tensor<16xf32> into tensor<1x1x1x16xf32> loc(#loc487)
    %316 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "reduction", "reduction", "reduction"]} ins(%expanded_39 : tensor<1x1x1x16xf32>) outs(%10 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc228)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc228))):
      %496 = arith.addf %out, %in : f32 loc(#loc486)
      linalg.yield %496 : f32 loc(#loc486)
    } -> tensor<16xf32> loc(#loc486)
    %317 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%109, %314 : tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/mul"(#loc226)), %in_68: f32 loc("jit(step)/transpose(jvp(layers.1))/select_n"(#loc175)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc227))):
      %496 = arith.mulf %in, %in_68 : f32 loc(#loc488)
      linalg.yield %496 : f32 loc(#loc488)
    } -> tensor<8x16x16x16xf32> loc(#loc488)
    %318 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "reduction", "reduction", "reduction"]} ins(%317 : tensor<8x16x16x16xf32>) outs(%10 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc227)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc227))):
      %496 = arith.addf %out, %in : f32 loc(#loc489)
      linalg.yield %496 : f32 loc(#loc489)
    } -> tensor<16xf32> loc(#loc489)
    %expanded_40 = tensor.expand_shape %318 [[0, 1, 2, 3]] output_shape [1, 1, 1, 16] : tensor<16xf32> into tensor<1x1x1x16xf32> loc(#loc490)
    %319 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%314, %110 : tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/select_n"(#loc175)), %in_68: f32 loc("jit(step)/jvp(layers.1)/mul"(#loc227)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc227))):
      %496 = arith.mulf %in, %in_68 : f32 loc(#loc488)
      linalg.yield %496 : f32 loc(#loc488)
    } -> tensor<8x16x16x16xf32> loc(#loc488)
    %320 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "reduction", "reduction", "reduction"]} ins(%expanded_40 : tensor<1x1x1x16xf32>) outs(%10 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc227)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc227))):
      %496 = arith.addf %out, %in : f32 loc(#loc489)
      linalg.yield %496 : f32 loc(#loc489)
    } -> tensor<16xf32> loc(#loc489)
    %321 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%99, %319 : tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/sub"(#loc221)), %in_68: f32 loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc227)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc226))):
      %496 = arith.mulf %in, %in_68 : f32 loc(#loc491)
      linalg.yield %496 : f32 loc(#loc491)
    } -> tensor<8x16x16x16xf32> loc(#loc491)
    %322 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "reduction", "reduction", "reduction"]} ins(%321 : tensor<8x16x16x16xf32>) outs(%10 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc226)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc226))):
      %496 = arith.addf %out, %in : f32 loc(#loc492)
      linalg.yield %496 : f32 loc(#loc492)
    } -> tensor<16xf32> loc(#loc492)
    %expanded_41 = tensor.expand_shape %322 [[0, 1, 2, 3]] output_shape [1, 1, 1, 16] : tensor<16xf32> into tensor<1x1x1x16xf32> loc(#loc493)
    %323 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%319, %108 : tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc227)), %in_68: f32 loc("jit(step)/jvp(layers.1)/mul"(#loc226)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc226))):
      %496 = arith.mulf %in, %in_68 : f32 loc(#loc491)
      linalg.yield %496 : f32 loc(#loc491)
    } -> tensor<8x16x16x16xf32> loc(#loc491)
    %324 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "reduction", "reduction", "reduction"]} ins(%expanded_41 : tensor<1x1x1x16xf32>) outs(%10 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc226)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc226))):
      %496 = arith.addf %out, %in : f32 loc(#loc492)
      linalg.yield %496 : f32 loc(#loc492)
    } -> tensor<16xf32> loc(#loc492)
    %325 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%324, %107 : tensor<16xf32>, tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc226)), %in_68: f32 loc("jit(step)/jvp(layers.1)/mul"(#loc225)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc225))):
      %496 = arith.mulf %in, %in_68 : f32 loc(#loc494)
      linalg.yield %496 : f32 loc(#loc494)
    } -> tensor<16xf32> loc(#loc494)
    %326 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%323 : tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc226)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/neg"(#loc258))):
      %496 = arith.negf %in : f32 loc(#loc495)
      linalg.yield %496 : f32 loc(#loc495)
    } -> tensor<8x16x16x16xf32> loc(#loc495)
    %327 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "reduction", "reduction", "reduction"]} ins(%326 : tensor<8x16x16x16xf32>) outs(%10 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc258)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc258))):
      %496 = arith.addf %out, %in : f32 loc(#loc496)
      linalg.yield %496 : f32 loc(#loc496)
    } -> tensor<16xf32> loc(#loc496)
    %expanded_42 = tensor.expand_shape %327 [[0, 1, 2, 3]] output_shape [1, 1, 1, 16] : tensor<16xf32> into tensor<1x1x1x16xf32> loc(#loc497)
    %328 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "reduction", "reduction", "reduction"]} ins(%expanded_42 : tensor<1x1x1x16xf32>) outs(%10 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc258)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc258))):
      %496 = arith.addf %out, %in : f32 loc(#loc496)
      linalg.yield %496 : f32 loc(#loc496)
    } -> tensor<16xf32> loc(#loc496)
    %329 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%325 : tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc225)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/div"(#loc223))):
      %496 = arith.divf %in, %cst_11 : f32 loc(#loc498)
      linalg.yield %496 : f32 loc(#loc498)
    } -> tensor<16xf32> loc(#loc498)
    %330 = linalg.generic {indexing_maps = [#map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%329 : tensor<16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/div"(#loc223)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/broadcast_in_dim"(#loc223))):
      linalg.yield %in : f32 loc(#loc499)
    } -> tensor<8x16x16x16xf32> loc(#loc499)
    %331 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%330, %101 : tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/broadcast_in_dim"(#loc223)), %in_68: f32 loc("jit(step)/jvp(layers.1)/mul"(#loc222)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc222))):
      %496 = arith.mulf %in, %in_68 : f32 loc(#loc500)
      linalg.yield %496 : f32 loc(#loc500)
    } -> tensor<8x16x16x16xf32> loc(#loc500)
    %332 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%331 : tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc222)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/neg"(#loc221))):
      %496 = arith.negf %in : f32 loc(#loc501)
      linalg.yield %496 : f32 loc(#loc501)
    } -> tensor<8x16x16x16xf32> loc(#loc501)
    %333 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "reduction", "reduction", "reduction"]} ins(%332 : tensor<8x16x16x16xf32>) outs(%10 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc221)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc221))):
      %496 = arith.addf %out, %in : f32 loc(#loc502)
      linalg.yield %496 : f32 loc(#loc502)
    } -> tensor<16xf32> loc(#loc502)
    %expanded_43 = tensor.expand_shape %333 [[0, 1, 2, 3]] output_shape [1, 1, 1, 16] : tensor<16xf32> into tensor<1x1x1x16xf32> loc(#loc503)
    %334 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%323, %331 : tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc226)), %in_68: f32 loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc222)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/add_any"(#loc221))):
      %496 = arith.addf %in, %in_68 : f32 loc(#loc504)
      linalg.yield %496 : f32 loc(#loc504)
    } -> tensor<8x16x16x16xf32> loc(#loc504)
    %335 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "reduction", "reduction", "reduction"]} ins(%expanded_43 : tensor<1x1x1x16xf32>) outs(%10 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc221)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc221))):
      %496 = arith.addf %out, %in : f32 loc(#loc502)
      linalg.yield %496 : f32 loc(#loc502)
    } -> tensor<16xf32> loc(#loc502)
    %336 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%328, %335 : tensor<16xf32>, tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc258)), %in_68: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc221)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/add_any"(#loc221))):
      %496 = arith.addf %in, %in_68 : f32 loc(#loc504)
      linalg.yield %496 : f32 loc(#loc504)
    } -> tensor<16xf32> loc(#loc504)
    %337 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%336 : tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/add_any"(#loc221)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/div"(#loc220))):
      %496 = arith.divf %in, %cst_11 : f32 loc(#loc505)
      linalg.yield %496 : f32 loc(#loc505)
    } -> tensor<16xf32> loc(#loc505)
    %338 = linalg.generic {indexing_maps = [#map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%337 : tensor<16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/div"(#loc220)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/broadcast_in_dim"(#loc220))):
      linalg.yield %in : f32 loc(#loc506)
    } -> tensor<8x16x16x16xf32> loc(#loc506)
    %339 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%334, %338 : tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/add_any"(#loc221)), %in_68: f32 loc("jit(step)/transpose(jvp(layers.1))/broadcast_in_dim"(#loc220)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/add_any"(#loc220))):
      %496 = arith.addf %in, %in_68 : f32 loc(#loc507)
      linalg.yield %496 : f32 loc(#loc507)
    } -> tensor<8x16x16x16xf32> loc(#loc507)
    %340 = linalg.generic {indexing_maps = [#map16, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%92 : tensor<8x16x16x16xf32>) outs(%268 : tensor<16x16x16x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc49 at #loc238)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/conv_general_dilated"(#loc218))):
      linalg.yield %in : f32 loc(#loc508)
    } -> tensor<16x16x16x8xf32> loc(#loc508)
    %341 = linalg.generic {indexing_maps = [#map17, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%339 : tensor<8x16x16x16xf32>) outs(%270 : tensor<16x16x8x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/add_any"(#loc220)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/conv_general_dilated"(#loc218))):
      linalg.yield %in : f32 loc(#loc508)
    } -> tensor<16x16x8x16xf32> loc(#loc508)
    %padded_44 = tensor.pad %340 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg34: index loc("jit(step)/transpose(jvp(layers.1))/conv_general_dilated"(#loc218)), %arg35: index loc("jit(step)/transpose(jvp(layers.1))/conv_general_dilated"(#loc218)), %arg36: index loc("jit(step)/transpose(jvp(layers.1))/conv_general_dilated"(#loc218)), %arg37: index loc("jit(step)/transpose(jvp(layers.1))/conv_general_dilated"(#loc218))):
      tensor.yield %cst_12 : f32 loc(#loc508)
    } : tensor<16x16x16x8xf32> to tensor<16x18x18x8xf32> loc(#loc508)
    %342 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded_44, %341 : tensor<16x18x18x8xf32>, tensor<16x16x8x16xf32>) outs(%273 : tensor<16x3x3x16xf32>) -> tensor<16x3x3x16xf32> loc(#loc508)
    %343 = linalg.generic {indexing_maps = [#map17, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%342 : tensor<16x3x3x16xf32>) outs(%275 : tensor<3x3x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/conv_general_dilated"(#loc218)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/conv_general_dilated"(#loc218))):
      linalg.yield %in : f32 loc(#loc508)
    } -> tensor<3x3x16x16xf32> loc(#loc508)
    %344 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%275 : tensor<3x3x16x16xf32>) {
    ^bb0(%out: f32 loc("jit(step)/transpose(jvp(layers.1))/rev"(#loc218))):
      %496 = linalg.index 0 : index loc(#loc509)
      %497 = arith.subi %c2, %496 : index loc(#loc509)
      %498 = linalg.index 1 : index loc(#loc509)
      %499 = arith.subi %c2, %498 : index loc(#loc509)
      %500 = linalg.index 2 : index loc(#loc509)
      %501 = linalg.index 3 : index loc(#loc509)
      %extracted = tensor.extract %arg11[%497, %499, %500, %501] : tensor<3x3x16x16xf32> loc(#loc509)
      linalg.yield %extracted : f32 loc(#loc509)
    } -> tensor<3x3x16x16xf32> loc(#loc509)
    %345 = linalg.generic {indexing_maps = [#map18, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%344 : tensor<3x3x16x16xf32>) outs(%275 : tensor<3x3x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/rev"(#loc218)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/conv_general_dilated"(#loc218))):
      linalg.yield %in : f32 loc(#loc508)
    } -> tensor<3x3x16x16xf32> loc(#loc508)
    %padded_45 = tensor.pad %339 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg34: index loc("jit(step)/transpose(jvp(layers.1))/conv_general_dilated"(#loc218)), %arg35: index loc("jit(step)/transpose(jvp(layers.1))/conv_general_dilated"(#loc218)), %arg36: index loc("jit(step)/transpose(jvp(layers.1))/conv_general_dilated"(#loc218)), %arg37: index loc("jit(step)/transpose(jvp(layers.1))/conv_general_dilated"(#loc218))):
      tensor.yield %cst_12 : f32 loc(#loc508)
    } : tensor<8x16x16x16xf32> to tensor<8x18x18x16xf32> loc(#loc508)
    %346 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded_45, %345 : tensor<8x18x18x16xf32>, tensor<3x3x16x16xf32>) outs(%1 : tensor<8x16x16x16xf32>) -> tensor<8x16x16x16xf32> loc(#loc508)
    %347 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%93, %346 : tensor<8x16x16x16xi1>, tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: i1 loc("jit(step)/jvp(layers.1)/gt"(#loc171)), %in_68: f32 loc("jit(step)/transpose(jvp(layers.1))/conv_general_dilated"(#loc218)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/select_n"(#loc171))):
      %496 = arith.select %in, %in_68, %cst_12 : f32 loc(#loc262)
      linalg.yield %496 : f32 loc(#loc262)
    } -> tensor<8x16x16x16xf32> loc(#loc262)
    %348 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "reduction", "reduction", "reduction"]} ins(%347 : tensor<8x16x16x16xf32>) outs(%10 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc209)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc209))):
      %496 = arith.addf %out, %in : f32 loc(#loc510)
      linalg.yield %496 : f32 loc(#loc510)
    } -> tensor<16xf32> loc(#loc510)
    %expanded_46 = tensor.expand_shape %348 [[0, 1, 2, 3]] output_shape [1, 1, 1, 16] : tensor<16xf32> into tensor<1x1x1x16xf32> loc(#loc511)
    %349 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "reduction", "reduction", "reduction"]} ins(%expanded_46 : tensor<1x1x1x16xf32>) outs(%10 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc209)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc209))):
      %496 = arith.addf %out, %in : f32 loc(#loc510)
      linalg.yield %496 : f32 loc(#loc510)
    } -> tensor<16xf32> loc(#loc510)
    %350 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%81, %347 : tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/mul"(#loc207)), %in_68: f32 loc("jit(step)/transpose(jvp(layers.1))/select_n"(#loc171)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc208))):
      %496 = arith.mulf %in, %in_68 : f32 loc(#loc512)
      linalg.yield %496 : f32 loc(#loc512)
    } -> tensor<8x16x16x16xf32> loc(#loc512)
    %351 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "reduction", "reduction", "reduction"]} ins(%350 : tensor<8x16x16x16xf32>) outs(%10 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc208)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc208))):
      %496 = arith.addf %out, %in : f32 loc(#loc513)
      linalg.yield %496 : f32 loc(#loc513)
    } -> tensor<16xf32> loc(#loc513)
    %expanded_47 = tensor.expand_shape %351 [[0, 1, 2, 3]] output_shape [1, 1, 1, 16] : tensor<16xf32> into tensor<1x1x1x16xf32> loc(#loc514)
    %352 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%347, %82 : tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/select_n"(#loc171)), %in_68: f32 loc("jit(step)/jvp(layers.1)/mul"(#loc208)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc208))):
      %496 = arith.mulf %in, %in_68 : f32 loc(#loc512)
      linalg.yield %496 : f32 loc(#loc512)
    } -> tensor<8x16x16x16xf32> loc(#loc512)
    %353 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "reduction", "reduction", "reduction"]} ins(%expanded_47 : tensor<1x1x1x16xf32>) outs(%10 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc208)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc208))):
      %496 = arith.addf %out, %in : f32 loc(#loc513)
      linalg.yield %496 : f32 loc(#loc513)
    } -> tensor<16xf32> loc(#loc513)
    %354 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%71, %352 : tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.1)/sub"(#loc202)), %in_68: f32 loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc208)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc207))):
      %496 = arith.mulf %in, %in_68 : f32 loc(#loc515)
      linalg.yield %496 : f32 loc(#loc515)
    } -> tensor<8x16x16x16xf32> loc(#loc515)
    %355 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "reduction", "reduction", "reduction"]} ins(%354 : tensor<8x16x16x16xf32>) outs(%10 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc207)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc207))):
      %496 = arith.addf %out, %in : f32 loc(#loc516)
      linalg.yield %496 : f32 loc(#loc516)
    } -> tensor<16xf32> loc(#loc516)
    %expanded_48 = tensor.expand_shape %355 [[0, 1, 2, 3]] output_shape [1, 1, 1, 16] : tensor<16xf32> into tensor<1x1x1x16xf32> loc(#loc517)
    %356 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%352, %80 : tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc208)), %in_68: f32 loc("jit(step)/jvp(layers.1)/mul"(#loc207)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc207))):
      %496 = arith.mulf %in, %in_68 : f32 loc(#loc515)
      linalg.yield %496 : f32 loc(#loc515)
    } -> tensor<8x16x16x16xf32> loc(#loc515)
    %357 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "reduction", "reduction", "reduction"]} ins(%expanded_48 : tensor<1x1x1x16xf32>) outs(%10 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc207)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc207))):
      %496 = arith.addf %out, %in : f32 loc(#loc516)
      linalg.yield %496 : f32 loc(#loc516)
    } -> tensor<16xf32> loc(#loc516)
    %358 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%357, %79 : tensor<16xf32>, tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc207)), %in_68: f32 loc("jit(step)/jvp(layers.1)/mul"(#loc206)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc206))):
      %496 = arith.mulf %in, %in_68 : f32 loc(#loc518)
      linalg.yield %496 : f32 loc(#loc518)
    } -> tensor<16xf32> loc(#loc518)
    %359 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%356 : tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc207)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/neg"(#loc260))):
      %496 = arith.negf %in : f32 loc(#loc519)
      linalg.yield %496 : f32 loc(#loc519)
    } -> tensor<8x16x16x16xf32> loc(#loc519)
    %360 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "reduction", "reduction", "reduction"]} ins(%359 : tensor<8x16x16x16xf32>) outs(%10 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc260)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc260))):
      %496 = arith.addf %out, %in : f32 loc(#loc520)
      linalg.yield %496 : f32 loc(#loc520)
    } -> tensor<16xf32> loc(#loc520)
    %expanded_49 = tensor.expand_shape %360 [[0, 1, 2, 3]] output_shape [1, 1, 1, 16] : tensor<16xf32> into tensor<1x1x1x16xf32> loc(#loc521)
    %361 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "reduction", "reduction", "reduction"]} ins(%expanded_49 : tensor<1x1x1x16xf32>) outs(%10 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc260)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc260))):
      %496 = arith.addf %out, %in : f32 loc(#loc520)
      linalg.yield %496 : f32 loc(#loc520)
    } -> tensor<16xf32> loc(#loc520)
    %362 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%358 : tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc206)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/div"(#loc204))):
      %496 = arith.divf %in, %cst_11 : f32 loc(#loc522)
      linalg.yield %496 : f32 loc(#loc522)
    } -> tensor<16xf32> loc(#loc522)
    %363 = linalg.generic {indexing_maps = [#map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%362 : tensor<16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/div"(#loc204)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/broadcast_in_dim"(#loc204))):
      linalg.yield %in : f32 loc(#loc523)
    } -> tensor<8x16x16x16xf32> loc(#loc523)
    %364 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%363, %73 : tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/broadcast_in_dim"(#loc204)), %in_68: f32 loc("jit(step)/jvp(layers.1)/mul"(#loc203)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc203))):
      %496 = arith.mulf %in, %in_68 : f32 loc(#loc524)
      linalg.yield %496 : f32 loc(#loc524)
    } -> tensor<8x16x16x16xf32> loc(#loc524)
    %365 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%364 : tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc203)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/neg"(#loc202))):
      %496 = arith.negf %in : f32 loc(#loc525)
      linalg.yield %496 : f32 loc(#loc525)
    } -> tensor<8x16x16x16xf32> loc(#loc525)
    %366 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "reduction", "reduction", "reduction"]} ins(%365 : tensor<8x16x16x16xf32>) outs(%10 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc202)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc202))):
      %496 = arith.addf %out, %in : f32 loc(#loc526)
      linalg.yield %496 : f32 loc(#loc526)
    } -> tensor<16xf32> loc(#loc526)
    %expanded_50 = tensor.expand_shape %366 [[0, 1, 2, 3]] output_shape [1, 1, 1, 16] : tensor<16xf32> into tensor<1x1x1x16xf32> loc(#loc527)
    %367 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%356, %364 : tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc207)), %in_68: f32 loc("jit(step)/transpose(jvp(layers.1))/mul"(#loc203)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/add_any"(#loc202))):
      %496 = arith.addf %in, %in_68 : f32 loc(#loc528)
      linalg.yield %496 : f32 loc(#loc528)
    } -> tensor<8x16x16x16xf32> loc(#loc528)
    %368 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "reduction", "reduction", "reduction"]} ins(%expanded_50 : tensor<1x1x1x16xf32>) outs(%10 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc202)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc202))):
      %496 = arith.addf %out, %in : f32 loc(#loc526)
      linalg.yield %496 : f32 loc(#loc526)
    } -> tensor<16xf32> loc(#loc526)
    %369 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%361, %368 : tensor<16xf32>, tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc260)), %in_68: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc202)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/add_any"(#loc202))):
      %496 = arith.addf %in, %in_68 : f32 loc(#loc528)
      linalg.yield %496 : f32 loc(#loc528)
    } -> tensor<16xf32> loc(#loc528)
    %370 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%369 : tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/add_any"(#loc202)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/div"(#loc201))):
      %496 = arith.divf %in, %cst_11 : f32 loc(#loc529)
      linalg.yield %496 : f32 loc(#loc529)
    } -> tensor<16xf32> loc(#loc529)
    %371 = linalg.generic {indexing_maps = [#map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%370 : tensor<16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/div"(#loc201)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/broadcast_in_dim"(#loc201))):
      linalg.yield %in : f32 loc(#loc530)
    } -> tensor<8x16x16x16xf32> loc(#loc530)
    %372 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%367, %371 : tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/add_any"(#loc202)), %in_68: f32 loc("jit(step)/transpose(jvp(layers.1))/broadcast_in_dim"(#loc201)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/add_any"(#loc201))):
      %496 = arith.addf %in, %in_68 : f32 loc(#loc531)
      linalg.yield %496 : f32 loc(#loc531)
    } -> tensor<8x16x16x16xf32> loc(#loc531)
    %373 = linalg.generic {indexing_maps = [#map16, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64 : tensor<8x16x16x16xf32>) outs(%268 : tensor<16x16x16x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc49 at #loc236)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/conv_general_dilated"(#loc199))):
      linalg.yield %in : f32 loc(#loc532)
    } -> tensor<16x16x16x8xf32> loc(#loc532)
    %374 = linalg.generic {indexing_maps = [#map17, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%372 : tensor<8x16x16x16xf32>) outs(%270 : tensor<16x16x8x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/add_any"(#loc201)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/conv_general_dilated"(#loc199))):
      linalg.yield %in : f32 loc(#loc532)
    } -> tensor<16x16x8x16xf32> loc(#loc532)
    %padded_51 = tensor.pad %373 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg34: index loc("jit(step)/transpose(jvp(layers.1))/conv_general_dilated"(#loc199)), %arg35: index loc("jit(step)/transpose(jvp(layers.1))/conv_general_dilated"(#loc199)), %arg36: index loc("jit(step)/transpose(jvp(layers.1))/conv_general_dilated"(#loc199)), %arg37: index loc("jit(step)/transpose(jvp(layers.1))/conv_general_dilated"(#loc199))):
      tensor.yield %cst_12 : f32 loc(#loc532)
    } : tensor<16x16x16x8xf32> to tensor<16x18x18x8xf32> loc(#loc532)
    %375 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded_51, %374 : tensor<16x18x18x8xf32>, tensor<16x16x8x16xf32>) outs(%273 : tensor<16x3x3x16xf32>) -> tensor<16x3x3x16xf32> loc(#loc532)
    %376 = linalg.generic {indexing_maps = [#map17, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%375 : tensor<16x3x3x16xf32>) outs(%275 : tensor<3x3x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/conv_general_dilated"(#loc199)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/conv_general_dilated"(#loc199))):
      linalg.yield %in : f32 loc(#loc532)
    } -> tensor<3x3x16x16xf32> loc(#loc532)
    %377 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%275 : tensor<3x3x16x16xf32>) {
    ^bb0(%out: f32 loc("jit(step)/transpose(jvp(layers.1))/rev"(#loc199))):
      %496 = linalg.index 0 : index loc(#loc533)
      %497 = arith.subi %c2, %496 : index loc(#loc533)
      %498 = linalg.index 1 : index loc(#loc533)
      %499 = arith.subi %c2, %498 : index loc(#loc533)
      %500 = linalg.index 2 : index loc(#loc533)
      %501 = linalg.index 3 : index loc(#loc533)
      %extracted = tensor.extract %arg10[%497, %499, %500, %501] : tensor<3x3x16x16xf32> loc(#loc533)
      linalg.yield %extracted : f32 loc(#loc533)
    } -> tensor<3x3x16x16xf32> loc(#loc533)
    %378 = linalg.generic {indexing_maps = [#map18, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%377 : tensor<3x3x16x16xf32>) outs(%275 : tensor<3x3x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/rev"(#loc199)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/conv_general_dilated"(#loc199))):
      linalg.yield %in : f32 loc(#loc532)
    } -> tensor<3x3x16x16xf32> loc(#loc532)
    %padded_52 = tensor.pad %372 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg34: index loc("jit(step)/transpose(jvp(layers.1))/conv_general_dilated"(#loc199)), %arg35: index loc("jit(step)/transpose(jvp(layers.1))/conv_general_dilated"(#loc199)), %arg36: index loc("jit(step)/transpose(jvp(layers.1))/conv_general_dilated"(#loc199)), %arg37: index loc("jit(step)/transpose(jvp(layers.1))/conv_general_dilated"(#loc199))):
      tensor.yield %cst_12 : f32 loc(#loc532)
    } : tensor<8x16x16x16xf32> to tensor<8x18x18x16xf32> loc(#loc532)
    %379 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded_52, %378 : tensor<8x18x18x16xf32>, tensor<3x3x16x16xf32>) outs(%1 : tensor<8x16x16x16xf32>) -> tensor<8x16x16x16xf32> loc(#loc532)
    %380 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%314, %379 : tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/select_n"(#loc175)), %in_68: f32 loc("jit(step)/transpose(jvp(layers.1))/conv_general_dilated"(#loc199)), %out: f32 loc("jit(step)/transpose(jvp(layers.1))/add_any"(#loc199))):
      %496 = arith.addf %in, %in_68 : f32 loc(#loc534)
      linalg.yield %496 : f32 loc(#loc534)
    } -> tensor<8x16x16x16xf32> loc(#loc534)
    %381 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%65, %380 : tensor<8x16x16x16xi1>, tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: i1 loc("jit(step)/jvp(layers.0)/gt"(#loc175)), %in_68: f32 loc("jit(step)/transpose(jvp(layers.1))/add_any"(#loc199)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/select_n"(#loc175))):
      %496 = arith.select %in, %in_68, %cst_12 : f32 loc(#loc263)
      linalg.yield %496 : f32 loc(#loc263)
    } -> tensor<8x16x16x16xf32> loc(#loc263)
    %382 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "reduction", "reduction", "reduction"]} ins(%381 : tensor<8x16x16x16xf32>) outs(%10 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc228)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc228))):
      %496 = arith.addf %out, %in : f32 loc(#loc535)
      linalg.yield %496 : f32 loc(#loc535)
    } -> tensor<16xf32> loc(#loc535)
    %expanded_53 = tensor.expand_shape %382 [[0, 1, 2, 3]] output_shape [1, 1, 1, 16] : tensor<16xf32> into tensor<1x1x1x16xf32> loc(#loc536)
    %383 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "reduction", "reduction", "reduction"]} ins(%expanded_53 : tensor<1x1x1x16xf32>) outs(%10 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc228)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc228))):
      %496 = arith.addf %out, %in : f32 loc(#loc535)
      linalg.yield %496 : f32 loc(#loc535)
    } -> tensor<16xf32> loc(#loc535)
    %384 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%52, %381 : tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/mul"(#loc226)), %in_68: f32 loc("jit(step)/transpose(jvp(layers.0))/select_n"(#loc175)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc227))):
      %496 = arith.mulf %in, %in_68 : f32 loc(#loc537)
      linalg.yield %496 : f32 loc(#loc537)
    } -> tensor<8x16x16x16xf32> loc(#loc537)
    %385 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "reduction", "reduction", "reduction"]} ins(%384 : tensor<8x16x16x16xf32>) outs(%10 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc227)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc227))):
      %496 = arith.addf %out, %in : f32 loc(#loc538)
      linalg.yield %496 : f32 loc(#loc538)
    } -> tensor<16xf32> loc(#loc538)
    %expanded_54 = tensor.expand_shape %385 [[0, 1, 2, 3]] output_shape [1, 1, 1, 16] : tensor<16xf32> into tensor<1x1x1x16xf32> loc(#loc539)
    %386 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%381, %53 : tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/select_n"(#loc175)), %in_68: f32 loc("jit(step)/jvp(layers.0)/mul"(#loc227)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc227))):
      %496 = arith.mulf %in, %in_68 : f32 loc(#loc537)
      linalg.yield %496 : f32 loc(#loc537)
    } -> tensor<8x16x16x16xf32> loc(#loc537)
    %387 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "reduction", "reduction", "reduction"]} ins(%expanded_54 : tensor<1x1x1x16xf32>) outs(%10 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc227)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc227))):
      %496 = arith.addf %out, %in : f32 loc(#loc538)
      linalg.yield %496 : f32 loc(#loc538)
    } -> tensor<16xf32> loc(#loc538)
    %388 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%42, %386 : tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/sub"(#loc221)), %in_68: f32 loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc227)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc226))):
      %496 = arith.mulf %in, %in_68 : f32 loc(#loc540)
      linalg.yield %496 : f32 loc(#loc540)
    } -> tensor<8x16x16x16xf32> loc(#loc540)
    %389 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "reduction", "reduction", "reduction"]} ins(%388 : tensor<8x16x16x16xf32>) outs(%10 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc226)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc226))):
      %496 = arith.addf %out, %in : f32 loc(#loc541)
      linalg.yield %496 : f32 loc(#loc541)
    } -> tensor<16xf32> loc(#loc541)
    %expanded_55 = tensor.expand_shape %389 [[0, 1, 2, 3]] output_shape [1, 1, 1, 16] : tensor<16xf32> into tensor<1x1x1x16xf32> loc(#loc542)
    %390 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%386, %51 : tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc227)), %in_68: f32 loc("jit(step)/jvp(layers.0)/mul"(#loc226)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc226))):
      %496 = arith.mulf %in, %in_68 : f32 loc(#loc540)
      linalg.yield %496 : f32 loc(#loc540)
    } -> tensor<8x16x16x16xf32> loc(#loc540)
    %391 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "reduction", "reduction", "reduction"]} ins(%expanded_55 : tensor<1x1x1x16xf32>) outs(%10 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc226)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc226))):
      %496 = arith.addf %out, %in : f32 loc(#loc541)
      linalg.yield %496 : f32 loc(#loc541)
    } -> tensor<16xf32> loc(#loc541)
    %392 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%391, %50 : tensor<16xf32>, tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc226)), %in_68: f32 loc("jit(step)/jvp(layers.0)/mul"(#loc225)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc225))):
      %496 = arith.mulf %in, %in_68 : f32 loc(#loc543)
      linalg.yield %496 : f32 loc(#loc543)
    } -> tensor<16xf32> loc(#loc543)
    %393 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%390 : tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc226)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/neg"(#loc258))):
      %496 = arith.negf %in : f32 loc(#loc544)
      linalg.yield %496 : f32 loc(#loc544)
    } -> tensor<8x16x16x16xf32> loc(#loc544)
    %394 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "reduction", "reduction", "reduction"]} ins(%393 : tensor<8x16x16x16xf32>) outs(%10 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc258)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc258))):
      %496 = arith.addf %out, %in : f32 loc(#loc545)
      linalg.yield %496 : f32 loc(#loc545)
    } -> tensor<16xf32> loc(#loc545)
    %expanded_56 = tensor.expand_shape %394 [[0, 1, 2, 3]] output_shape [1, 1, 1, 16] : tensor<16xf32> into tensor<1x1x1x16xf32> loc(#loc546)
    %395 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "reduction", "reduction", "reduction"]} ins(%expanded_56 : tensor<1x1x1x16xf32>) outs(%10 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc258)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc258))):
      %496 = arith.addf %out, %in : f32 loc(#loc545)
      linalg.yield %496 : f32 loc(#loc545)
    } -> tensor<16xf32> loc(#loc545)
    %396 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%392 : tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc225)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/div"(#loc223))):
      %496 = arith.divf %in, %cst_11 : f32 loc(#loc547)
      linalg.yield %496 : f32 loc(#loc547)
    } -> tensor<16xf32> loc(#loc547)
    %397 = linalg.generic {indexing_maps = [#map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%396 : tensor<16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/div"(#loc223)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/broadcast_in_dim"(#loc223))):
      linalg.yield %in : f32 loc(#loc548)
    } -> tensor<8x16x16x16xf32> loc(#loc548)
    %398 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%397, %44 : tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/broadcast_in_dim"(#loc223)), %in_68: f32 loc("jit(step)/jvp(layers.0)/mul"(#loc222)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc222))):
      %496 = arith.mulf %in, %in_68 : f32 loc(#loc549)
      linalg.yield %496 : f32 loc(#loc549)
    } -> tensor<8x16x16x16xf32> loc(#loc549)
    %399 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%398 : tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc222)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/neg"(#loc221))):
      %496 = arith.negf %in : f32 loc(#loc550)
      linalg.yield %496 : f32 loc(#loc550)
    } -> tensor<8x16x16x16xf32> loc(#loc550)
    %400 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "reduction", "reduction", "reduction"]} ins(%399 : tensor<8x16x16x16xf32>) outs(%10 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc221)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc221))):
      %496 = arith.addf %out, %in : f32 loc(#loc551)
      linalg.yield %496 : f32 loc(#loc551)
    } -> tensor<16xf32> loc(#loc551)
    %expanded_57 = tensor.expand_shape %400 [[0, 1, 2, 3]] output_shape [1, 1, 1, 16] : tensor<16xf32> into tensor<1x1x1x16xf32> loc(#loc552)
    %401 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%390, %398 : tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc226)), %in_68: f32 loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc222)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/add_any"(#loc221))):
      %496 = arith.addf %in, %in_68 : f32 loc(#loc553)
      linalg.yield %496 : f32 loc(#loc553)
    } -> tensor<8x16x16x16xf32> loc(#loc553)
    %402 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "reduction", "reduction", "reduction"]} ins(%expanded_57 : tensor<1x1x1x16xf32>) outs(%10 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc221)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc221))):
      %496 = arith.addf %out, %in : f32 loc(#loc551)
      linalg.yield %496 : f32 loc(#loc551)
    } -> tensor<16xf32> loc(#loc551)
    %403 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%395, %402 : tensor<16xf32>, tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc258)), %in_68: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc221)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/add_any"(#loc221))):
      %496 = arith.addf %in, %in_68 : f32 loc(#loc553)
      linalg.yield %496 : f32 loc(#loc553)
    } -> tensor<16xf32> loc(#loc553)
    %404 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%403 : tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/add_any"(#loc221)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/div"(#loc220))):
      %496 = arith.divf %in, %cst_11 : f32 loc(#loc554)
      linalg.yield %496 : f32 loc(#loc554)
    } -> tensor<16xf32> loc(#loc554)
    %405 = linalg.generic {indexing_maps = [#map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%404 : tensor<16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/div"(#loc220)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/broadcast_in_dim"(#loc220))):
      linalg.yield %in : f32 loc(#loc555)
    } -> tensor<8x16x16x16xf32> loc(#loc555)
    %406 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%401, %405 : tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/add_any"(#loc221)), %in_68: f32 loc("jit(step)/transpose(jvp(layers.0))/broadcast_in_dim"(#loc220)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/add_any"(#loc220))):
      %496 = arith.addf %in, %in_68 : f32 loc(#loc556)
      linalg.yield %496 : f32 loc(#loc556)
    } -> tensor<8x16x16x16xf32> loc(#loc556)
    %407 = linalg.generic {indexing_maps = [#map16, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%35 : tensor<8x16x16x16xf32>) outs(%268 : tensor<16x16x16x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc49 at #loc216)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/conv_general_dilated"(#loc218))):
      linalg.yield %in : f32 loc(#loc557)
    } -> tensor<16x16x16x8xf32> loc(#loc557)
    %408 = linalg.generic {indexing_maps = [#map17, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%406 : tensor<8x16x16x16xf32>) outs(%270 : tensor<16x16x8x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/add_any"(#loc220)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/conv_general_dilated"(#loc218))):
      linalg.yield %in : f32 loc(#loc557)
    } -> tensor<16x16x8x16xf32> loc(#loc557)
    %padded_58 = tensor.pad %407 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg34: index loc("jit(step)/transpose(jvp(layers.0))/conv_general_dilated"(#loc218)), %arg35: index loc("jit(step)/transpose(jvp(layers.0))/conv_general_dilated"(#loc218)), %arg36: index loc("jit(step)/transpose(jvp(layers.0))/conv_general_dilated"(#loc218)), %arg37: index loc("jit(step)/transpose(jvp(layers.0))/conv_general_dilated"(#loc218))):
      tensor.yield %cst_12 : f32 loc(#loc557)
    } : tensor<16x16x16x8xf32> to tensor<16x18x18x8xf32> loc(#loc557)
    %409 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded_58, %408 : tensor<16x18x18x8xf32>, tensor<16x16x8x16xf32>) outs(%273 : tensor<16x3x3x16xf32>) -> tensor<16x3x3x16xf32> loc(#loc557)
    %410 = linalg.generic {indexing_maps = [#map17, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%409 : tensor<16x3x3x16xf32>) outs(%275 : tensor<3x3x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/conv_general_dilated"(#loc218)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/conv_general_dilated"(#loc218))):
      linalg.yield %in : f32 loc(#loc557)
    } -> tensor<3x3x16x16xf32> loc(#loc557)
    %411 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%275 : tensor<3x3x16x16xf32>) {
    ^bb0(%out: f32 loc("jit(step)/transpose(jvp(layers.0))/rev"(#loc218))):
      %496 = linalg.index 0 : index loc(#loc558)
      %497 = arith.subi %c2, %496 : index loc(#loc558)
      %498 = linalg.index 1 : index loc(#loc558)
      %499 = arith.subi %c2, %498 : index loc(#loc558)
      %500 = linalg.index 2 : index loc(#loc558)
      %501 = linalg.index 3 : index loc(#loc558)
      %extracted = tensor.extract %arg5[%497, %499, %500, %501] : tensor<3x3x16x16xf32> loc(#loc558)
      linalg.yield %extracted : f32 loc(#loc558)
    } -> tensor<3x3x16x16xf32> loc(#loc558)
    %412 = linalg.generic {indexing_maps = [#map18, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%411 : tensor<3x3x16x16xf32>) outs(%275 : tensor<3x3x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/rev"(#loc218)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/conv_general_dilated"(#loc218))):
      linalg.yield %in : f32 loc(#loc557)
    } -> tensor<3x3x16x16xf32> loc(#loc557)
    %padded_59 = tensor.pad %406 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg34: index loc("jit(step)/transpose(jvp(layers.0))/conv_general_dilated"(#loc218)), %arg35: index loc("jit(step)/transpose(jvp(layers.0))/conv_general_dilated"(#loc218)), %arg36: index loc("jit(step)/transpose(jvp(layers.0))/conv_general_dilated"(#loc218)), %arg37: index loc("jit(step)/transpose(jvp(layers.0))/conv_general_dilated"(#loc218))):
      tensor.yield %cst_12 : f32 loc(#loc557)
    } : tensor<8x16x16x16xf32> to tensor<8x18x18x16xf32> loc(#loc557)
    %413 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded_59, %412 : tensor<8x18x18x16xf32>, tensor<3x3x16x16xf32>) outs(%1 : tensor<8x16x16x16xf32>) -> tensor<8x16x16x16xf32> loc(#loc557)
    %414 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%36, %413 : tensor<8x16x16x16xi1>, tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: i1 loc("jit(step)/jvp(layers.0)/gt"(#loc171)), %in_68: f32 loc("jit(step)/transpose(jvp(layers.0))/conv_general_dilated"(#loc218)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/select_n"(#loc171))):
      %496 = arith.select %in, %in_68, %cst_12 : f32 loc(#loc264)
      linalg.yield %496 : f32 loc(#loc264)
    } -> tensor<8x16x16x16xf32> loc(#loc264)
    %415 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "reduction", "reduction", "reduction"]} ins(%414 : tensor<8x16x16x16xf32>) outs(%10 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc209)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc209))):
      %496 = arith.addf %out, %in : f32 loc(#loc559)
      linalg.yield %496 : f32 loc(#loc559)
    } -> tensor<16xf32> loc(#loc559)
    %expanded_60 = tensor.expand_shape %415 [[0, 1, 2, 3]] output_shape [1, 1, 1, 16] : tensor<16xf32> into tensor<1x1x1x16xf32> loc(#loc560)
    %416 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "reduction", "reduction", "reduction"]} ins(%expanded_60 : tensor<1x1x1x16xf32>) outs(%10 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc209)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc209))):
      %496 = arith.addf %out, %in : f32 loc(#loc559)
      linalg.yield %496 : f32 loc(#loc559)
    } -> tensor<16xf32> loc(#loc559)
    %417 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%24, %414 : tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/mul"(#loc207)), %in_68: f32 loc("jit(step)/transpose(jvp(layers.0))/select_n"(#loc171)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc208))):
      %496 = arith.mulf %in, %in_68 : f32 loc(#loc561)
      linalg.yield %496 : f32 loc(#loc561)
    } -> tensor<8x16x16x16xf32> loc(#loc561)
    %418 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "reduction", "reduction", "reduction"]} ins(%417 : tensor<8x16x16x16xf32>) outs(%10 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc208)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc208))):
      %496 = arith.addf %out, %in : f32 loc(#loc562)
      linalg.yield %496 : f32 loc(#loc562)
    } -> tensor<16xf32> loc(#loc562)
    %expanded_61 = tensor.expand_shape %418 [[0, 1, 2, 3]] output_shape [1, 1, 1, 16] : tensor<16xf32> into tensor<1x1x1x16xf32> loc(#loc563)
    %419 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%414, %25 : tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/select_n"(#loc171)), %in_68: f32 loc("jit(step)/jvp(layers.0)/mul"(#loc208)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc208))):
      %496 = arith.mulf %in, %in_68 : f32 loc(#loc561)
      linalg.yield %496 : f32 loc(#loc561)
    } -> tensor<8x16x16x16xf32> loc(#loc561)
    %420 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "reduction", "reduction", "reduction"]} ins(%expanded_61 : tensor<1x1x1x16xf32>) outs(%10 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc208)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc208))):
      %496 = arith.addf %out, %in : f32 loc(#loc562)
      linalg.yield %496 : f32 loc(#loc562)
    } -> tensor<16xf32> loc(#loc562)
    %421 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%14, %419 : tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(layers.0)/sub"(#loc202)), %in_68: f32 loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc208)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc207))):
      %496 = arith.mulf %in, %in_68 : f32 loc(#loc564)
      linalg.yield %496 : f32 loc(#loc564)
    } -> tensor<8x16x16x16xf32> loc(#loc564)
    %422 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "reduction", "reduction", "reduction"]} ins(%421 : tensor<8x16x16x16xf32>) outs(%10 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc207)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc207))):
      %496 = arith.addf %out, %in : f32 loc(#loc565)
      linalg.yield %496 : f32 loc(#loc565)
    } -> tensor<16xf32> loc(#loc565)
    %expanded_62 = tensor.expand_shape %422 [[0, 1, 2, 3]] output_shape [1, 1, 1, 16] : tensor<16xf32> into tensor<1x1x1x16xf32> loc(#loc566)
    %423 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%419, %23 : tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc208)), %in_68: f32 loc("jit(step)/jvp(layers.0)/mul"(#loc207)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc207))):
      %496 = arith.mulf %in, %in_68 : f32 loc(#loc564)
      linalg.yield %496 : f32 loc(#loc564)
    } -> tensor<8x16x16x16xf32> loc(#loc564)
    %424 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "reduction", "reduction", "reduction"]} ins(%expanded_62 : tensor<1x1x1x16xf32>) outs(%10 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc207)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc207))):
      %496 = arith.addf %out, %in : f32 loc(#loc565)
      linalg.yield %496 : f32 loc(#loc565)
    } -> tensor<16xf32> loc(#loc565)
    %425 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%424, %22 : tensor<16xf32>, tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc207)), %in_68: f32 loc("jit(step)/jvp(layers.0)/mul"(#loc206)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc206))):
      %496 = arith.mulf %in, %in_68 : f32 loc(#loc567)
      linalg.yield %496 : f32 loc(#loc567)
    } -> tensor<16xf32> loc(#loc567)
    %426 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%423 : tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc207)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/neg"(#loc260))):
      %496 = arith.negf %in : f32 loc(#loc568)
      linalg.yield %496 : f32 loc(#loc568)
    } -> tensor<8x16x16x16xf32> loc(#loc568)
    %427 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "reduction", "reduction", "reduction"]} ins(%426 : tensor<8x16x16x16xf32>) outs(%10 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc260)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc260))):
      %496 = arith.addf %out, %in : f32 loc(#loc569)
      linalg.yield %496 : f32 loc(#loc569)
    } -> tensor<16xf32> loc(#loc569)
    %expanded_63 = tensor.expand_shape %427 [[0, 1, 2, 3]] output_shape [1, 1, 1, 16] : tensor<16xf32> into tensor<1x1x1x16xf32> loc(#loc570)
    %428 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "reduction", "reduction", "reduction"]} ins(%expanded_63 : tensor<1x1x1x16xf32>) outs(%10 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc260)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc260))):
      %496 = arith.addf %out, %in : f32 loc(#loc569)
      linalg.yield %496 : f32 loc(#loc569)
    } -> tensor<16xf32> loc(#loc569)
    %429 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%425 : tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc206)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/div"(#loc204))):
      %496 = arith.divf %in, %cst_11 : f32 loc(#loc571)
      linalg.yield %496 : f32 loc(#loc571)
    } -> tensor<16xf32> loc(#loc571)
    %430 = linalg.generic {indexing_maps = [#map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%429 : tensor<16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/div"(#loc204)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/broadcast_in_dim"(#loc204))):
      linalg.yield %in : f32 loc(#loc572)
    } -> tensor<8x16x16x16xf32> loc(#loc572)
    %431 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%430, %16 : tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/broadcast_in_dim"(#loc204)), %in_68: f32 loc("jit(step)/jvp(layers.0)/mul"(#loc203)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc203))):
      %496 = arith.mulf %in, %in_68 : f32 loc(#loc573)
      linalg.yield %496 : f32 loc(#loc573)
    } -> tensor<8x16x16x16xf32> loc(#loc573)
    %432 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%431 : tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc203)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/neg"(#loc202))):
      %496 = arith.negf %in : f32 loc(#loc574)
      linalg.yield %496 : f32 loc(#loc574)
    } -> tensor<8x16x16x16xf32> loc(#loc574)
    %433 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "reduction", "reduction", "reduction"]} ins(%432 : tensor<8x16x16x16xf32>) outs(%10 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc202)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc202))):
      %496 = arith.addf %out, %in : f32 loc(#loc575)
      linalg.yield %496 : f32 loc(#loc575)
    } -> tensor<16xf32> loc(#loc575)
    %expanded_64 = tensor.expand_shape %433 [[0, 1, 2, 3]] output_shape [1, 1, 1, 16] : tensor<16xf32> into tensor<1x1x1x16xf32> loc(#loc576)
    %434 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%423, %431 : tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc207)), %in_68: f32 loc("jit(step)/transpose(jvp(layers.0))/mul"(#loc203)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/add_any"(#loc202))):
      %496 = arith.addf %in, %in_68 : f32 loc(#loc577)
      linalg.yield %496 : f32 loc(#loc577)
    } -> tensor<8x16x16x16xf32> loc(#loc577)
    %435 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "reduction", "reduction", "reduction"]} ins(%expanded_64 : tensor<1x1x1x16xf32>) outs(%10 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc202)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc202))):
      %496 = arith.addf %out, %in : f32 loc(#loc575)
      linalg.yield %496 : f32 loc(#loc575)
    } -> tensor<16xf32> loc(#loc575)
    %436 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%428, %435 : tensor<16xf32>, tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc260)), %in_68: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc202)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/add_any"(#loc202))):
      %496 = arith.addf %in, %in_68 : f32 loc(#loc577)
      linalg.yield %496 : f32 loc(#loc577)
    } -> tensor<16xf32> loc(#loc577)
    %437 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%436 : tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/add_any"(#loc202)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/div"(#loc201))):
      %496 = arith.divf %in, %cst_11 : f32 loc(#loc578)
      linalg.yield %496 : f32 loc(#loc578)
    } -> tensor<16xf32> loc(#loc578)
    %438 = linalg.generic {indexing_maps = [#map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%437 : tensor<16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/div"(#loc201)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/broadcast_in_dim"(#loc201))):
      linalg.yield %in : f32 loc(#loc579)
    } -> tensor<8x16x16x16xf32> loc(#loc579)
    %439 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%434, %438 : tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/add_any"(#loc202)), %in_68: f32 loc("jit(step)/transpose(jvp(layers.0))/broadcast_in_dim"(#loc201)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/add_any"(#loc201))):
      %496 = arith.addf %in, %in_68 : f32 loc(#loc580)
      linalg.yield %496 : f32 loc(#loc580)
    } -> tensor<8x16x16x16xf32> loc(#loc580)
    %440 = linalg.generic {indexing_maps = [#map16, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%4 : tensor<8x16x16x16xf32>) outs(%268 : tensor<16x16x16x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc49 at #loc167)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/conv_general_dilated"(#loc199))):
      linalg.yield %in : f32 loc(#loc581)
    } -> tensor<16x16x16x8xf32> loc(#loc581)
    %441 = linalg.generic {indexing_maps = [#map17, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%439 : tensor<8x16x16x16xf32>) outs(%270 : tensor<16x16x8x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/add_any"(#loc201)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/conv_general_dilated"(#loc199))):
      linalg.yield %in : f32 loc(#loc581)
    } -> tensor<16x16x8x16xf32> loc(#loc581)
    %padded_65 = tensor.pad %440 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg34: index loc("jit(step)/transpose(jvp(layers.0))/conv_general_dilated"(#loc199)), %arg35: index loc("jit(step)/transpose(jvp(layers.0))/conv_general_dilated"(#loc199)), %arg36: index loc("jit(step)/transpose(jvp(layers.0))/conv_general_dilated"(#loc199)), %arg37: index loc("jit(step)/transpose(jvp(layers.0))/conv_general_dilated"(#loc199))):
      tensor.yield %cst_12 : f32 loc(#loc581)
    } : tensor<16x16x16x8xf32> to tensor<16x18x18x8xf32> loc(#loc581)
    %442 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded_65, %441 : tensor<16x18x18x8xf32>, tensor<16x16x8x16xf32>) outs(%273 : tensor<16x3x3x16xf32>) -> tensor<16x3x3x16xf32> loc(#loc581)
    %443 = linalg.generic {indexing_maps = [#map17, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%442 : tensor<16x3x3x16xf32>) outs(%275 : tensor<3x3x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/conv_general_dilated"(#loc199)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/conv_general_dilated"(#loc199))):
      linalg.yield %in : f32 loc(#loc581)
    } -> tensor<3x3x16x16xf32> loc(#loc581)
    %444 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%275 : tensor<3x3x16x16xf32>) {
    ^bb0(%out: f32 loc("jit(step)/transpose(jvp(layers.0))/rev"(#loc199))):
      %496 = linalg.index 0 : index loc(#loc582)
      %497 = arith.subi %c2, %496 : index loc(#loc582)
      %498 = linalg.index 1 : index loc(#loc582)
      %499 = arith.subi %c2, %498 : index loc(#loc582)
      %500 = linalg.index 2 : index loc(#loc582)
      %501 = linalg.index 3 : index loc(#loc582)
      %extracted = tensor.extract %arg4[%497, %499, %500, %501] : tensor<3x3x16x16xf32> loc(#loc582)
      linalg.yield %extracted : f32 loc(#loc582)
    } -> tensor<3x3x16x16xf32> loc(#loc582)
    %445 = linalg.generic {indexing_maps = [#map18, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%444 : tensor<3x3x16x16xf32>) outs(%275 : tensor<3x3x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/rev"(#loc199)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/conv_general_dilated"(#loc199))):
      linalg.yield %in : f32 loc(#loc581)
    } -> tensor<3x3x16x16xf32> loc(#loc581)
    %padded_66 = tensor.pad %439 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg34: index loc("jit(step)/transpose(jvp(layers.0))/conv_general_dilated"(#loc199)), %arg35: index loc("jit(step)/transpose(jvp(layers.0))/conv_general_dilated"(#loc199)), %arg36: index loc("jit(step)/transpose(jvp(layers.0))/conv_general_dilated"(#loc199)), %arg37: index loc("jit(step)/transpose(jvp(layers.0))/conv_general_dilated"(#loc199))):
      tensor.yield %cst_12 : f32 loc(#loc581)
    } : tensor<8x16x16x16xf32> to tensor<8x18x18x16xf32> loc(#loc581)
    %446 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded_66, %445 : tensor<8x18x18x16xf32>, tensor<3x3x16x16xf32>) outs(%1 : tensor<8x16x16x16xf32>) -> tensor<8x16x16x16xf32> loc(#loc581)
    %447 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%381, %446 : tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/select_n"(#loc175)), %in_68: f32 loc("jit(step)/transpose(jvp(layers.0))/conv_general_dilated"(#loc199)), %out: f32 loc("jit(step)/transpose(jvp(layers.0))/add_any"(#loc199))):
      %496 = arith.addf %in, %in_68 : f32 loc(#loc583)
      linalg.yield %496 : f32 loc(#loc583)
    } -> tensor<8x16x16x16xf32> loc(#loc583)
    %448 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6, %447 : tensor<8x16x16x16xi1>, tensor<8x16x16x16xf32>) outs(%0 : tensor<8x16x16x16xf32>) {
    ^bb0(%in: i1 loc("jit(step)/jvp()/gt"(#loc157)), %in_68: f32 loc("jit(step)/transpose(jvp(layers.0))/add_any"(#loc199)), %out: f32 loc("jit(step)/transpose(jvp())/select_n"(#loc157))):
      %496 = arith.select %in, %in_68, %cst_12 : f32 loc(#loc187)
      linalg.yield %496 : f32 loc(#loc187)
    } -> tensor<8x16x16x16xf32> loc(#loc187)
    %449 = tensor.empty() : tensor<3x16x16x8xf32> loc(#loc265)
    %450 = linalg.generic {indexing_maps = [#map16, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg32 : tensor<8x16x16x3xf32>) outs(%449 : tensor<3x16x16x8xf32>) {
    ^bb0(%in: f32 loc("x"), %out: f32 loc("jit(step)/transpose(jvp())/conv_general_dilated"(#loc165))):
      linalg.yield %in : f32 loc(#loc265)
    } -> tensor<3x16x16x8xf32> loc(#loc265)
    %451 = linalg.generic {indexing_maps = [#map17, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%448 : tensor<8x16x16x16xf32>) outs(%270 : tensor<16x16x8x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/select_n"(#loc157)), %out: f32 loc("jit(step)/transpose(jvp())/conv_general_dilated"(#loc165))):
      linalg.yield %in : f32 loc(#loc265)
    } -> tensor<16x16x8x16xf32> loc(#loc265)
    %452 = tensor.empty() : tensor<3x3x3x16xf32> loc(#loc265)
    %453 = linalg.fill ins(%cst_12 : f32) outs(%452 : tensor<3x3x3x16xf32>) -> tensor<3x3x3x16xf32> loc(#loc265)
    %padded_67 = tensor.pad %450 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg34: index loc("jit(step)/transpose(jvp())/conv_general_dilated"(#loc165)), %arg35: index loc("jit(step)/transpose(jvp())/conv_general_dilated"(#loc165)), %arg36: index loc("jit(step)/transpose(jvp())/conv_general_dilated"(#loc165)), %arg37: index loc("jit(step)/transpose(jvp())/conv_general_dilated"(#loc165))):
      tensor.yield %cst_12 : f32 loc(#loc265)
    } : tensor<3x16x16x8xf32> to tensor<3x18x18x8xf32> loc(#loc265)
    %454 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded_67, %451 : tensor<3x18x18x8xf32>, tensor<16x16x8x16xf32>) outs(%453 : tensor<3x3x3x16xf32>) -> tensor<3x3x3x16xf32> loc(#loc265)
    %455 = linalg.generic {indexing_maps = [#map17, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%454 : tensor<3x3x3x16xf32>) outs(%452 : tensor<3x3x3x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/conv_general_dilated"(#loc165)), %out: f32 loc("jit(step)/transpose(jvp())/conv_general_dilated"(#loc165))):
      linalg.yield %in : f32 loc(#loc265)
    } -> tensor<3x3x3x16xf32> loc(#loc265)
    %456 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%416 : tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc209)), %out: f32 loc("jit(step)/mul"(#loc188))):
      %496 = arith.mulf %in, %cst_1 : f32 loc(#loc266)
      linalg.yield %496 : f32 loc(#loc266)
    } -> tensor<16xf32> loc(#loc266)
    %457 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%arg0, %456 : tensor<16xf32>, tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("params[0]['b1']"), %in_68: f32 loc("jit(step)/mul"(#loc188)), %out: f32 loc("jit(step)/sub"(#loc189))):
      %496 = arith.subf %in, %in_68 : f32 loc(#loc267)
      linalg.yield %496 : f32 loc(#loc267)
    } -> tensor<16xf32> loc(#loc267)
    %458 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%383 : tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc228)), %out: f32 loc("jit(step)/mul"(#loc188))):
      %496 = arith.mulf %in, %cst_1 : f32 loc(#loc266)
      linalg.yield %496 : f32 loc(#loc266)
    } -> tensor<16xf32> loc(#loc266)
    %459 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%arg1, %458 : tensor<16xf32>, tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("params[0]['b2']"), %in_68: f32 loc("jit(step)/mul"(#loc188)), %out: f32 loc("jit(step)/sub"(#loc189))):
      %496 = arith.subf %in, %in_68 : f32 loc(#loc267)
      linalg.yield %496 : f32 loc(#loc267)
    } -> tensor<16xf32> loc(#loc267)
    %460 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%420 : tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc208)), %out: f32 loc("jit(step)/mul"(#loc188))):
      %496 = arith.mulf %in, %cst_1 : f32 loc(#loc266)
      linalg.yield %496 : f32 loc(#loc266)
    } -> tensor<16xf32> loc(#loc266)
    %461 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%arg2, %460 : tensor<16xf32>, tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("params[0]['g1']"), %in_68: f32 loc("jit(step)/mul"(#loc188)), %out: f32 loc("jit(step)/sub"(#loc189))):
      %496 = arith.subf %in, %in_68 : f32 loc(#loc267)
      linalg.yield %496 : f32 loc(#loc267)
    } -> tensor<16xf32> loc(#loc267)
    %462 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%387 : tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/reduce_sum"(#loc227)), %out: f32 loc("jit(step)/mul"(#loc188))):
      %496 = arith.mulf %in, %cst_1 : f32 loc(#loc266)
      linalg.yield %496 : f32 loc(#loc266)
    } -> tensor<16xf32> loc(#loc266)
    %463 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%arg3, %462 : tensor<16xf32>, tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("params[0]['g2']"), %in_68: f32 loc("jit(step)/mul"(#loc188)), %out: f32 loc("jit(step)/sub"(#loc189))):
      %496 = arith.subf %in, %in_68 : f32 loc(#loc267)
      linalg.yield %496 : f32 loc(#loc267)
    } -> tensor<16xf32> loc(#loc267)
    %464 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%443 : tensor<3x3x16x16xf32>) outs(%275 : tensor<3x3x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/conv_general_dilated"(#loc199)), %out: f32 loc("jit(step)/mul"(#loc188))):
      %496 = arith.mulf %in, %cst_1 : f32 loc(#loc266)
      linalg.yield %496 : f32 loc(#loc266)
    } -> tensor<3x3x16x16xf32> loc(#loc266)
    %465 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg4, %464 : tensor<3x3x16x16xf32>, tensor<3x3x16x16xf32>) outs(%275 : tensor<3x3x16x16xf32>) {
    ^bb0(%in: f32 loc("params[0]['w1']"), %in_68: f32 loc("jit(step)/mul"(#loc188)), %out: f32 loc("jit(step)/sub"(#loc189))):
      %496 = arith.subf %in, %in_68 : f32 loc(#loc267)
      linalg.yield %496 : f32 loc(#loc267)
    } -> tensor<3x3x16x16xf32> loc(#loc267)
    %466 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%410 : tensor<3x3x16x16xf32>) outs(%275 : tensor<3x3x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.0))/conv_general_dilated"(#loc218)), %out: f32 loc("jit(step)/mul"(#loc188))):
      %496 = arith.mulf %in, %cst_1 : f32 loc(#loc266)
      linalg.yield %496 : f32 loc(#loc266)
    } -> tensor<3x3x16x16xf32> loc(#loc266)
    %467 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg5, %466 : tensor<3x3x16x16xf32>, tensor<3x3x16x16xf32>) outs(%275 : tensor<3x3x16x16xf32>) {
    ^bb0(%in: f32 loc("params[0]['w2']"), %in_68: f32 loc("jit(step)/mul"(#loc188)), %out: f32 loc("jit(step)/sub"(#loc189))):
      %496 = arith.subf %in, %in_68 : f32 loc(#loc267)
      linalg.yield %496 : f32 loc(#loc267)
    } -> tensor<3x3x16x16xf32> loc(#loc267)
    %468 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%349 : tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc209)), %out: f32 loc("jit(step)/mul"(#loc188))):
      %496 = arith.mulf %in, %cst_1 : f32 loc(#loc266)
      linalg.yield %496 : f32 loc(#loc266)
    } -> tensor<16xf32> loc(#loc266)
    %469 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%arg6, %468 : tensor<16xf32>, tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("params[1]['b1']"), %in_68: f32 loc("jit(step)/mul"(#loc188)), %out: f32 loc("jit(step)/sub"(#loc189))):
      %496 = arith.subf %in, %in_68 : f32 loc(#loc267)
      linalg.yield %496 : f32 loc(#loc267)
    } -> tensor<16xf32> loc(#loc267)
    %470 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%316 : tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc228)), %out: f32 loc("jit(step)/mul"(#loc188))):
      %496 = arith.mulf %in, %cst_1 : f32 loc(#loc266)
      linalg.yield %496 : f32 loc(#loc266)
    } -> tensor<16xf32> loc(#loc266)
    %471 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%arg7, %470 : tensor<16xf32>, tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("params[1]['b2']"), %in_68: f32 loc("jit(step)/mul"(#loc188)), %out: f32 loc("jit(step)/sub"(#loc189))):
      %496 = arith.subf %in, %in_68 : f32 loc(#loc267)
      linalg.yield %496 : f32 loc(#loc267)
    } -> tensor<16xf32> loc(#loc267)
    %472 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%353 : tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc208)), %out: f32 loc("jit(step)/mul"(#loc188))):
      %496 = arith.mulf %in, %cst_1 : f32 loc(#loc266)
      linalg.yield %496 : f32 loc(#loc266)
    } -> tensor<16xf32> loc(#loc266)
    %473 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%arg8, %472 : tensor<16xf32>, tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("params[1]['g1']"), %in_68: f32 loc("jit(step)/mul"(#loc188)), %out: f32 loc("jit(step)/sub"(#loc189))):
      %496 = arith.subf %in, %in_68 : f32 loc(#loc267)
      linalg.yield %496 : f32 loc(#loc267)
    } -> tensor<16xf32> loc(#loc267)
    %474 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%320 : tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/reduce_sum"(#loc227)), %out: f32 loc("jit(step)/mul"(#loc188))):
      %496 = arith.mulf %in, %cst_1 : f32 loc(#loc266)
      linalg.yield %496 : f32 loc(#loc266)
    } -> tensor<16xf32> loc(#loc266)
    %475 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%arg9, %474 : tensor<16xf32>, tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("params[1]['g2']"), %in_68: f32 loc("jit(step)/mul"(#loc188)), %out: f32 loc("jit(step)/sub"(#loc189))):
      %496 = arith.subf %in, %in_68 : f32 loc(#loc267)
      linalg.yield %496 : f32 loc(#loc267)
    } -> tensor<16xf32> loc(#loc267)
    %476 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%376 : tensor<3x3x16x16xf32>) outs(%275 : tensor<3x3x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/conv_general_dilated"(#loc199)), %out: f32 loc("jit(step)/mul"(#loc188))):
      %496 = arith.mulf %in, %cst_1 : f32 loc(#loc266)
      linalg.yield %496 : f32 loc(#loc266)
    } -> tensor<3x3x16x16xf32> loc(#loc266)
    %477 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg10, %476 : tensor<3x3x16x16xf32>, tensor<3x3x16x16xf32>) outs(%275 : tensor<3x3x16x16xf32>) {
    ^bb0(%in: f32 loc("params[1]['w1']"), %in_68: f32 loc("jit(step)/mul"(#loc188)), %out: f32 loc("jit(step)/sub"(#loc189))):
      %496 = arith.subf %in, %in_68 : f32 loc(#loc267)
      linalg.yield %496 : f32 loc(#loc267)
    } -> tensor<3x3x16x16xf32> loc(#loc267)
    %478 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%343 : tensor<3x3x16x16xf32>) outs(%275 : tensor<3x3x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.1))/conv_general_dilated"(#loc218)), %out: f32 loc("jit(step)/mul"(#loc188))):
      %496 = arith.mulf %in, %cst_1 : f32 loc(#loc266)
      linalg.yield %496 : f32 loc(#loc266)
    } -> tensor<3x3x16x16xf32> loc(#loc266)
    %479 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg11, %478 : tensor<3x3x16x16xf32>, tensor<3x3x16x16xf32>) outs(%275 : tensor<3x3x16x16xf32>) {
    ^bb0(%in: f32 loc("params[1]['w2']"), %in_68: f32 loc("jit(step)/mul"(#loc188)), %out: f32 loc("jit(step)/sub"(#loc189))):
      %496 = arith.subf %in, %in_68 : f32 loc(#loc267)
      linalg.yield %496 : f32 loc(#loc267)
    } -> tensor<3x3x16x16xf32> loc(#loc267)
    %480 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%282 : tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc209)), %out: f32 loc("jit(step)/mul"(#loc188))):
      %496 = arith.mulf %in, %cst_1 : f32 loc(#loc266)
      linalg.yield %496 : f32 loc(#loc266)
    } -> tensor<16xf32> loc(#loc266)
    %481 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%arg12, %480 : tensor<16xf32>, tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("params[2]['b1']"), %in_68: f32 loc("jit(step)/mul"(#loc188)), %out: f32 loc("jit(step)/sub"(#loc189))):
      %496 = arith.subf %in, %in_68 : f32 loc(#loc267)
      linalg.yield %496 : f32 loc(#loc267)
    } -> tensor<16xf32> loc(#loc267)
    %482 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%244 : tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc228)), %out: f32 loc("jit(step)/mul"(#loc188))):
      %496 = arith.mulf %in, %cst_1 : f32 loc(#loc266)
      linalg.yield %496 : f32 loc(#loc266)
    } -> tensor<16xf32> loc(#loc266)
    %483 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%arg13, %482 : tensor<16xf32>, tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("params[2]['b2']"), %in_68: f32 loc("jit(step)/mul"(#loc188)), %out: f32 loc("jit(step)/sub"(#loc189))):
      %496 = arith.subf %in, %in_68 : f32 loc(#loc267)
      linalg.yield %496 : f32 loc(#loc267)
    } -> tensor<16xf32> loc(#loc267)
    %484 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%286 : tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc208)), %out: f32 loc("jit(step)/mul"(#loc188))):
      %496 = arith.mulf %in, %cst_1 : f32 loc(#loc266)
      linalg.yield %496 : f32 loc(#loc266)
    } -> tensor<16xf32> loc(#loc266)
    %485 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%arg14, %484 : tensor<16xf32>, tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("params[2]['g1']"), %in_68: f32 loc("jit(step)/mul"(#loc188)), %out: f32 loc("jit(step)/sub"(#loc189))):
      %496 = arith.subf %in, %in_68 : f32 loc(#loc267)
      linalg.yield %496 : f32 loc(#loc267)
    } -> tensor<16xf32> loc(#loc267)
    %486 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%248 : tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/reduce_sum"(#loc227)), %out: f32 loc("jit(step)/mul"(#loc188))):
      %496 = arith.mulf %in, %cst_1 : f32 loc(#loc266)
      linalg.yield %496 : f32 loc(#loc266)
    } -> tensor<16xf32> loc(#loc266)
    %487 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%arg15, %486 : tensor<16xf32>, tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32 loc("params[2]['g2']"), %in_68: f32 loc("jit(step)/mul"(#loc188)), %out: f32 loc("jit(step)/sub"(#loc189))):
      %496 = arith.subf %in, %in_68 : f32 loc(#loc267)
      linalg.yield %496 : f32 loc(#loc267)
    } -> tensor<16xf32> loc(#loc267)
    %488 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%309 : tensor<3x3x16x16xf32>) outs(%275 : tensor<3x3x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/conv_general_dilated"(#loc199)), %out: f32 loc("jit(step)/mul"(#loc188))):
      %496 = arith.mulf %in, %cst_1 : f32 loc(#loc266)
      linalg.yield %496 : f32 loc(#loc266)
    } -> tensor<3x3x16x16xf32> loc(#loc266)
    %489 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg16, %488 : tensor<3x3x16x16xf32>, tensor<3x3x16x16xf32>) outs(%275 : tensor<3x3x16x16xf32>) {
    ^bb0(%in: f32 loc("params[2]['w1']"), %in_68: f32 loc("jit(step)/mul"(#loc188)), %out: f32 loc("jit(step)/sub"(#loc189))):
      %496 = arith.subf %in, %in_68 : f32 loc(#loc267)
      linalg.yield %496 : f32 loc(#loc267)
    } -> tensor<3x3x16x16xf32> loc(#loc267)
    %490 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%276 : tensor<3x3x16x16xf32>) outs(%275 : tensor<3x3x16x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(layers.2))/conv_general_dilated"(#loc218)), %out: f32 loc("jit(step)/mul"(#loc188))):
      %496 = arith.mulf %in, %cst_1 : f32 loc(#loc266)
      linalg.yield %496 : f32 loc(#loc266)
    } -> tensor<3x3x16x16xf32> loc(#loc266)
    %491 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg17, %490 : tensor<3x3x16x16xf32>, tensor<3x3x16x16xf32>) outs(%275 : tensor<3x3x16x16xf32>) {
    ^bb0(%in: f32 loc("params[2]['w2']"), %in_68: f32 loc("jit(step)/mul"(#loc188)), %out: f32 loc("jit(step)/sub"(#loc189))):
      %496 = arith.subf %in, %in_68 : f32 loc(#loc267)
      linalg.yield %496 : f32 loc(#loc267)
    } -> tensor<3x3x16x16xf32> loc(#loc267)
    %492 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%455 : tensor<3x3x3x16xf32>) outs(%452 : tensor<3x3x3x16xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/conv_general_dilated"(#loc165)), %out: f32 loc("jit(step)/mul"(#loc190))):
      %496 = arith.mulf %in, %cst_1 : f32 loc(#loc268)
      linalg.yield %496 : f32 loc(#loc268)
    } -> tensor<3x3x3x16xf32> loc(#loc268)
    %493 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg18, %492 : tensor<3x3x3x16xf32>, tensor<3x3x3x16xf32>) outs(%452 : tensor<3x3x3x16xf32>) {
    ^bb0(%in: f32 loc("stem"), %in_68: f32 loc("jit(step)/mul"(#loc190)), %out: f32 loc("jit(step)/sub"(#loc191))):
      %496 = arith.subf %in, %in_68 : f32 loc(#loc269)
      linalg.yield %496 : f32 loc(#loc269)
    } -> tensor<3x3x3x16xf32> loc(#loc269)
    %494 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%237 : tensor<16x10xf32>) outs(%236 : tensor<16x10xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/transpose"(#loc160)), %out: f32 loc("jit(step)/mul"(#loc192))):
      %496 = arith.mulf %in, %cst_1 : f32 loc(#loc270)
      linalg.yield %496 : f32 loc(#loc270)
    } -> tensor<16x10xf32> loc(#loc270)
    %495 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg19, %494 : tensor<16x10xf32>, tensor<16x10xf32>) outs(%236 : tensor<16x10xf32>) {
    ^bb0(%in: f32 loc("head"), %in_68: f32 loc("jit(step)/mul"(#loc192)), %out: f32 loc("jit(step)/sub"(#loc193))):
      %496 = arith.subf %in, %in_68 : f32 loc(#loc271)
      linalg.yield %496 : f32 loc(#loc271)
    } -> tensor<16x10xf32> loc(#loc271)
    return %216, %457, %459, %461, %463, %465, %467, %469, %471, %473, %475, %477, %479, %481, %483, %485, %487, %489, %491, %493, %495, %31, %59, %34, %62, %88, %116, %91, %119, %145, %173, %148, %176 : tensor<f32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<3x3x16x16xf32>, tensor<3x3x3x16xf32>, tensor<16x10xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32> loc(#loc154)
  } loc(#loc)
} loc(#loc)
#loc154 = loc("jit(step)"(#loc149))
#loc277 = loc("jit(step)/jvp()/jit(relu)/max"(#loc198))
#loc429 = loc(callsite(#loc45 at #loc194))
#loc438 = loc("jit(step)/transpose(jvp(layers.2))/reshape"(#loc228))
#loc441 = loc("jit(step)/transpose(jvp(layers.2))/reshape"(#loc227))
#loc444 = loc("jit(step)/transpose(jvp(layers.2))/reshape"(#loc226))
#loc448 = loc("jit(step)/transpose(jvp(layers.2))/reshape"(#loc258))
#loc454 = loc("jit(step)/transpose(jvp(layers.2))/reshape"(#loc221))
#loc462 = loc("jit(step)/transpose(jvp(layers.2))/reshape"(#loc209))
#loc465 = loc("jit(step)/transpose(jvp(layers.2))/reshape"(#loc208))
#loc468 = loc("jit(step)/transpose(jvp(layers.2))/reshape"(#loc207))
#loc472 = loc("jit(step)/transpose(jvp(layers.2))/reshape"(#loc260))
#loc478 = loc("jit(step)/transpose(jvp(layers.2))/reshape"(#loc202))
#loc487 = loc("jit(step)/transpose(jvp(layers.1))/reshape"(#loc228))
#loc490 = loc("jit(step)/transpose(jvp(layers.1))/reshape"(#loc227))
#loc493 = loc("jit(step)/transpose(jvp(layers.1))/reshape"(#loc226))
#loc497 = loc("jit(step)/transpose(jvp(layers.1))/reshape"(#loc258))
#loc503 = loc("jit(step)/transpose(jvp(layers.1))/reshape"(#loc221))
#loc511 = loc("jit(step)/transpose(jvp(layers.1))/reshape"(#loc209))
#loc514 = loc("jit(step)/transpose(jvp(layers.1))/reshape"(#loc208))
#loc517 = loc("jit(step)/transpose(jvp(layers.1))/reshape"(#loc207))
#loc521 = loc("jit(step)/transpose(jvp(layers.1))/reshape"(#loc260))
#loc527 = loc("jit(step)/transpose(jvp(layers.1))/reshape"(#loc202))
#loc536 = loc("jit(step)/transpose(jvp(layers.0))/reshape"(#loc228))
#loc539 = loc("jit(step)/transpose(jvp(layers.0))/reshape"(#loc227))
#loc542 = loc("jit(step)/transpose(jvp(layers.0))/reshape"(#loc226))
#loc546 = loc("jit(step)/transpose(jvp(layers.0))/reshape"(#loc258))
#loc552 = loc("jit(step)/transpose(jvp(layers.0))/reshape"(#loc221))
#loc560 = loc("jit(step)/transpose(jvp(layers.0))/reshape"(#loc209))
#loc563 = loc("jit(step)/transpose(jvp(layers.0))/reshape"(#loc208))
#loc566 = loc("jit(step)/transpose(jvp(layers.0))/reshape"(#loc207))
#loc570 = loc("jit(step)/transpose(jvp(layers.0))/reshape"(#loc260))
#loc576 = loc("jit(step)/transpose(jvp(layers.0))/reshape"(#loc202))
#loc584 = loc("jit(step)/transpose(jvp(jit(take_along_axis)))/scatter-add"(#loc272))
#loc585 = loc("jit(step)/jvp(jit(take_along_axis))/select_n"(#loc273))
#loc586 = loc("jit(step)/jvp(jit(take_along_axis))/reduce_and"(#loc274))
#loc587 = loc("jit(step)/jvp(jit(take_along_axis))/le"(#loc275))
#loc588 = loc("jit(step)/jvp(jit(take_along_axis))/add"(#loc276))
#loc589 = loc("jit(step)/jvp(layers.0)/jit(relu)/max"(#loc300))
#loc590 = loc("jit(step)/jvp(layers.0)/jit(relu)/max"(#loc323))
#loc591 = loc("jit(step)/jvp(layers.1)/jit(relu)/max"(#loc346))
#loc592 = loc("jit(step)/jvp(layers.1)/jit(relu)/max"(#loc369))
#loc593 = loc("jit(step)/jvp(layers.2)/jit(relu)/max"(#loc392))
#loc594 = loc("jit(step)/jvp(layers.2)/jit(relu)/max"(#loc415))
#loc595 = loc("jit(step)/jvp(jit(log_softmax))/reduce_max"(#loc416))
#loc596 = loc("jit(step)/jvp(jit(log_softmax))/sub"(#loc417))
#loc597 = loc("jit(step)/jvp(jit(log_softmax))/exp"(#loc419))
#loc598 = loc("jit(step)/jvp(jit(log_softmax))/reduce_sum"(#loc420))
#loc599 = loc("jit(step)/jvp(jit(log_softmax))/broadcast_in_dim"(#loc421))
#loc600 = loc("jit(step)/jvp(jit(log_softmax))/log"(#loc422))
#loc601 = loc("jit(step)/jvp(jit(take_along_axis))/lt"(#loc423))
#loc602 = loc("jit(step)/jvp(jit(take_along_axis))/reshape"(#loc424))
#loc603 = loc("jit(step)/jvp(jit(take_along_axis))/ge"(#loc425))
#loc604 = loc("jit(step)/jvp(jit(take_along_axis))/and"(#loc426))
#loc605 = loc("jit(step)/jvp(jit(take_along_axis))/gather"(#loc427))
#loc606 = loc("jit(step)/transpose(jvp(jit(take_along_axis)))"(#loc428))
#loc607 = loc("jit(step)/transpose(jvp(jit(take_along_axis)))/add"(#loc429))
#loc608 = loc("jit(step)/transpose(jvp(jit(log_softmax)))/neg"(#loc430))
#loc609 = loc("jit(step)/transpose(jvp(jit(log_softmax)))/reduce_sum"(#loc431))
#loc610 = loc("jit(step)/transpose(jvp(jit(log_softmax)))/reshape"(#loc432))
#loc611 = loc("jit(step)/transpose(jvp(jit(log_softmax)))/div"(#loc433))
#loc612 = loc("jit(step)/transpose(jvp(jit(log_softmax)))/broadcast_in_dim"(#loc434))
#loc613 = loc("jit(step)/transpose(jvp(jit(log_softmax)))/mul"(#loc435))
#loc614 = loc("jit(step)/transpose(jvp(jit(log_softmax)))/add_any"(#loc436))

